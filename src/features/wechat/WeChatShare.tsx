import { useEffect } from 'react'
import { useLocalConfig } from '~/features/shell'
import { useLocale } from '~/routing/locale'
import { SHARE_CARD } from '~/seo/share-card'

/** Renders nothing; inside WeChat it sets the share card once per page load. */
export function WeChatShare() {
  const locale = useLocale()
  const desc = useLocalConfig('site_description')
  useEffect(() => {
    // the check is inline so normal browsers never even load the sharing code
    if (!/MicroMessenger/i.test(navigator.userAgent)) return
    // The page's Open Graph picture is always a raster image WeChat can show (src/seo/seo.ts).
    const ogImage = document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content
    const imgUrl = new URL(ogImage || SHARE_CARD.src, window.location.href).toString()
    void import('./wechat-share').then(({ setUpWeChatShare }) =>
      setUpWeChatShare(locale, { title: document.title, desc, imgUrl }),
    )
    // setUpWeChatShare runs once per page load (later navigations keep the landing page's card:
    // WeChat on iOS signs only that URL)
  }, [locale, desc])
  return null
}
