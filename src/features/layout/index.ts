export { LocaleLink } from './LocaleLink'
export { SiteLayout } from './SiteLayout'
