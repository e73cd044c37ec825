export { SearchOverlay } from './SearchOverlay'
export { searchNewsHref } from './search'
