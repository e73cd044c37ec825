export { OfflineBanner } from './OfflineBanner'
