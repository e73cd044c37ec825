import { MEDIA_FOLDERS, mediaPath } from '../media-paths'
import type { photo, video } from '../schema'
import type { Bilingual } from './fair-facts'

type PhotoRow = typeof photo.$inferInsert
type VideoRow = typeof video.$inferInsert

type PhotoSeed = [file: string, album: string, alt: Bilingual, orientation?: 'portrait']

const photos: PhotoSeed[] = [
  ['opening-ceremony.webp', 'opening', { cn: '开幕式嘉宾剪彩', en: 'Guests cut the ribbon at the opening ceremony' }],
  ['opening-crowd.webp', 'opening', { cn: '开幕当天排队入场的观众', en: 'Visitors queueing to enter on opening day' }],
  ['hall-n5-overview.webp', 'halls', { cn: 'N5馆全景', en: 'Overview of Hall N5' }],
  ['german-pavilion.webp', 'halls', { cn: '德国馆展区', en: 'The German Pavilion' }],
  ['italy-pavilion.webp', 'halls', { cn: '意大利主题国展区', en: 'The Italian Country of the Year area' }],
  ['tea-booth.webp', 'halls', { cn: '茶叶展商现场冲泡', en: 'A tea exhibitor brewing for visitors' }, 'portrait'],
  ['cooking-show.webp', 'events', { cn: '有机美食烹饪秀', en: 'The organic cooking show' }],
  ['wine-tasting.webp', 'events', { cn: '有机葡萄酒品鉴会', en: 'Organic wine tasting' }],
  ['certification-forum.webp', 'events', { cn: '有机认证论坛', en: 'The organic certification forum' }],
  ['business-matching.webp', 'events', { cn: '商务配对洽谈区', en: 'The business-matching area' }],
  ['awards-ceremony.webp', 'awards', { cn: '有机产品评选颁奖典礼', en: 'The Organic Product Awards ceremony' }],
  ['public-judges.webp', 'awards', { cn: '大众评审现场品鉴', en: 'Public judges tasting entries' }, 'portrait'],
  ['award-winners.webp', 'awards', { cn: '获奖企业代表合影', en: 'Representatives of award-winning companies' }],
  ['fresh-produce.webp', 'halls', { cn: '有机果蔬展区', en: 'The organic fruit and vegetable area' }],
]

export const photoSeed: PhotoRow[] = photos.map(([file, album, alt, orientation], index) => {
  const { width, height } = MEDIA_FOLDERS.photos
  return {
    src: mediaPath('photos', file),
    altCn: alt.cn,
    altEn: alt.en,
    // Portrait shots swap the landscape frame so the layout can reserve the right box (no CLS).
    width: orientation === 'portrait' ? height : width,
    height: orientation === 'portrait' ? width : height,
    album,
    sortOrder: index + 1,
  }
})

type VideoSeed = [stem: string, title: Bilingual]

const videos: VideoSeed[] = [
  ['highlights-2025', { cn: '2025展会精彩回顾', en: 'Highlights of 2025' }],
  ['opening-ceremony-2025', { cn: '第十八届展会开幕式', en: 'Opening ceremony of the 18th edition' }],
  ['german-pavilion-tour', { cn: '走进德国馆', en: 'A walk through the German Pavilion' }],
  ['awards-ceremony-2025', { cn: '有机产品评选颁奖典礼', en: 'Organic Product Awards ceremony' }],
  ['visitor-voices', { cn: '听听观众怎么说', en: 'What visitors say' }],
]

/**
 * Short branded clips and their posters, rendered once by scripts/make-videos.mjs and committed
 * (docs/decisions/009).
 */
export const videoSeed: VideoRow[] = videos.map(([stem, title], index) => ({
  src: mediaPath('videos', `${stem}.webm`),
  poster: mediaPath('posters', `${stem}.webp`),
  titleCn: title.cn,
  titleEn: title.en,
  sortOrder: index + 1,
}))
