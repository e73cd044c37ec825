export { MediaDialogs } from './MediaDialogs'
