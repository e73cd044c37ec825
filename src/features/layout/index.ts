export { SiteLayout } from './SiteLayout'
