/** The element holding the Apollo cache the server filled while rendering the page (see entry-server.tsx). */
export const SERVER_STATE_ID = 'lanka-relief-state';

/** The element holding the place list the page was rendered with, handed over beside the cache (see usePlaceList.ts). */
export const PLACE_LIST_ID = 'lanka-relief-places';

/**
 * What the server handed over in the element `id`, a JSON data block (`<script type="application/json">`): the
 * browser runs nothing of it while it parses the page (the place list, some 59 KB written as a script, took a slow
 * phone's parser 80-110 ms), and `JSON.parse` reads it in a fraction of that once the app wants it.
 */
export function handedOver<T>(id: string): T | undefined {
  const json = document.getElementById(id)?.textContent;
  return json ? (JSON.parse(json) as T) : undefined;
}
