// The listing editor, loaded only by admin-routes.tsx's import() into a chunk of its own (with its antd
// form, date picker and upload). Import it nowhere statically: the page would join that file's chunk,
// the admin panel's first screen included (decisions 067 and 070).
export { ListingEditorPage } from './listing-editor-page';
