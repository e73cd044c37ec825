export { Img } from './Img'
export { DEFAULT_IMAGE_CLASS, mediaUrl, PLACEHOLDER_IMAGE } from './media-url'
