export { OfflineBanner, useOnline } from './OfflineBanner'
