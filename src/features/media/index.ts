export { Img } from './Img'
export { mediaUrl } from './media-url'
