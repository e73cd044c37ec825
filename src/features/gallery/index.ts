export { GalleryPage } from './GalleryPage'
export { galleryQuery } from './gallery.queries'
