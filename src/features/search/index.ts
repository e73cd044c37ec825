export { SearchOverlayHost } from './SearchOverlayHost'
export { searchNewsHref } from './search'
