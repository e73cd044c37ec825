import { ShareSignAnswer } from '~/contracts/answers'
import { apiGet } from '~/contracts/api-client'
import type { Locale } from '~/i18n/locales'
import { SHARE_CARD } from '~/seo/share-card'

/** The JS-SDK, served from WeChat's own host (reachable in China); loaded only inside WeChat. */
const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

interface ShareData {
  title: string
  desc?: string
  link: string
  imgUrl: string
  success?: () => void
}

export interface Wx {
  config(options: {
    debug: boolean
    appId: string
    timestamp: number | string
    nonceStr: string
    signature: string
    jsApiList: string[]
  }): void
  ready(callback: () => void): void
  error?(callback: (res: unknown) => void): void
  updateAppMessageShareData(data: ShareData): void
  updateTimelineShareData(data: ShareData): void
}

/** The page URL WeChat signs: the full address without the fragment. */
export function signableUrl(href: string): string {
  const hash = href.indexOf('#')
  return hash === -1 ? href : href.slice(0, hash)
}

function loadSdk(): Promise<Wx> {
  const existing = (window as unknown as { wx?: Wx }).wx
  if (existing) return Promise.resolve(existing)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = WECHAT_SDK_URL
    script.async = true
    script.onload = () => {
      const wx = (window as unknown as { wx?: Wx }).wx
      if (wx) resolve(wx)
      else reject(new Error('WeChat SDK did not define wx'))
    }
    script.onerror = () => reject(new Error('WeChat SDK failed to load'))
    document.head.appendChild(script)
  })
}

let started = false

/**
 * Once per page load inside the WeChat in-app browser (`shareInWeChat` checks that it is): signs
 * the landing URL (WeChat on iOS trusts only that one), loads the SDK and sets the share card for
 * friends and for the timeline: the page's title, the site's description and the page's Open Graph
 * picture, always a raster image WeChat can show (src/seo/seo.ts). Failures are silent: sharing
 * still works, only without the card.
 */
export async function setUpWeChatShare(locale: Locale, desc: string) {
  if (started) return
  started = true
  const url = signableUrl(window.location.href)
  const ogImage = document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content
  const card = { title: document.title, desc, imgUrl: new URL(ogImage || SHARE_CARD.src, url).toString() }
  try {
    const answer = await apiGet(ShareSignAnswer, '/api/wechat/share_sign', { url }, { lang: locale })
    if (!answer.ok) return
    const sign = answer.data
    const wx = await loadSdk()
    wx.config({
      debug: false,
      appId: sign.appId,
      timestamp: sign.timestamp,
      nonceStr: sign.nonceStr,
      signature: sign.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    })
    wx.ready(() => {
      wx.updateAppMessageShareData({ title: card.title, desc: card.desc, link: url, imgUrl: card.imgUrl })
      wx.updateTimelineShareData({ title: card.title, link: url, imgUrl: card.imgUrl })
    })
  } catch {
    // no share card; nothing for the visitor to do
  }
}
