import type { Locale } from '~/i18n/locales'

/**
 * Inside WeChat's in-app browser, the share card of this page load; anywhere else nothing, not even
 * the sharing code (the check is inline so a normal browser never loads it). Called once the layout
 * has hydrated; the card is set once per page load (later navigations keep the landing page's card:
 * WeChat on iOS signs only that URL).
 */
export function shareInWeChat(locale: Locale, description: string): void {
  if (!/MicroMessenger/i.test(navigator.userAgent)) return
  void import('./wechat-share').then(({ setUpWeChatShare }) => setUpWeChatShare(locale, description))
}
