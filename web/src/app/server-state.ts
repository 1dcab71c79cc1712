/** The Apollo cache the server filled while rendering the page, handed over in the HTML (see entry-server.tsx). */
export const SERVER_STATE_KEY = '__LANKA_RELIEF_STATE__';
