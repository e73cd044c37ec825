import { useEffect } from 'react'
import { useLocalConfig, useLocale } from '~/features/layout/use-locale'
import { mediaUrl } from '~/features/media/media-url'
import { useConfig } from '~/features/shell'

/** Renders nothing; inside WeChat it sets the share card once per page load. */
export function WeChatShare() {
  const locale = useLocale()
  const desc = useLocalConfig('site_description')
  const logo = useConfig('logo_image')
  const base = useConfig('media_base_url')
  useEffect(() => {
    // the check is inline so normal browsers never even load the sharing code
    if (!/MicroMessenger/i.test(navigator.userAgent)) return
    const imgUrl = new URL(mediaUrl(logo, base) || '/favicon.svg', window.location.href).toString()
    void import('./wechat-share').then(({ setUpWeChatShare }) =>
      setUpWeChatShare(locale, { title: document.title, desc, imgUrl }),
    )
    // setUpWeChatShare runs once per page load (later navigations keep the landing page's card:
    // WeChat on iOS signs only that URL)
  }, [locale, desc, logo, base])
  return null
}
