export { SEARCH_OVERLAY_ID, SearchOverlay } from './SearchOverlay'
