export { LanguageSwitch } from './LanguageSwitch'
export { LocaleLink } from './LocaleLink'
export { SiteLayout } from './SiteLayout'
export { useLocalConfig, useLocale } from './use-locale'
