/** The Apollo cache the server filled while rendering the page, handed over in the HTML (see entry-server.tsx). */
export const SERVER_STATE_KEY = '__LANKA_RELIEF_STATE__';

/** The place list the page was rendered with, handed over beside the cache (see usePlaceList.ts). */
export const PLACE_LIST_KEY = '__LANKA_RELIEF_PLACES__';
