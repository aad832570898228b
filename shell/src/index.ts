// Async boundary: lets Module Federation set up the shared singletons before any of them is imported.
// Named so the server can announce it in the page (backend/src/modules/web/first-screen-hints.ts).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
