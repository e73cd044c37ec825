export { DownloadsPage } from './DownloadsPage'
export { downloadsQuery } from './downloads.queries'
