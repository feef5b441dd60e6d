/** The elements of index.html the server fills and the browser reads back (server/http/renderIndex.ts, main.tsx). */
export const BUNDLE_ELEMENT_ID = 'portal-bundle';
/** The state the server rendered the page from, when it rendered it (renderer/entry-server.tsx). */
export const STATE_ELEMENT_ID = 'portal-state';
