import type { Locale } from '~/i18n/locales'
import { isPrivatePagePath } from '~/routing/private-pages'

/** WeChat's in-app browser, by its user agent. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent)
}

/**
 * Whether this page load sets a share card: inside WeChat, and never on a private page (a badge, a
 * mailed link), whose address would go to the signing request and into every share.
 */
export function sharesPage(userAgent: string, pathname: string): boolean {
  return isWeChatBrowser(userAgent) && !isPrivatePagePath(pathname)
}

/**
 * Inside WeChat's in-app browser and off private pages, the share card of this page load; anywhere
 * else nothing, not even the sharing code (the check is here, in the page's own code, so a normal
 * browser never loads it). Called once the layout has hydrated; the card is set once per page load
 * (later navigations keep the landing page's card: WeChat on iOS signs only that URL).
 */
export function shareInWeChat(locale: Locale, description: string): void {
  if (!sharesPage(navigator.userAgent, location.pathname)) return
  void import('./wechat-share').then(({ setUpWeChatShare }) => setUpWeChatShare(locale, description))
}
