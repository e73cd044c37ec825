// The one door from the public route tree into the back office: previews render inside the public
// layout. On the client these are server functions' stubs, so no back-office code reaches public pages.
export { fetchNewsPreview } from './news-preview.functions'
export { fetchSettingsPreview } from './settings-preview.functions'
