import type { Locale } from '~/i18n/locales'

/** WeChat's in-app browser, by its user agent. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent)
}

/**
 * Inside WeChat's in-app browser, the share card of this page load; anywhere else nothing, not even
 * the sharing code (the check is here, in the page's own code, so a normal browser never loads it). Called once the layout
 * has hydrated; the card is set once per page load (later navigations keep the landing page's card:
 * WeChat on iOS signs only that URL).
 */
export function shareInWeChat(locale: Locale, description: string): void {
  if (!isWeChatBrowser(navigator.userAgent)) return
  void import('./wechat-share').then(({ setUpWeChatShare }) => setUpWeChatShare(locale, description))
}
