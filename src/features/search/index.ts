export { SearchOverlayHost } from './SearchOverlayHost'
