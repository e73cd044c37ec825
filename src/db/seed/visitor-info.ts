import { BOOTH_MIN_AREA_SQM } from '../booth-rules'
import type { boothType, hotel, transportRoute } from '../schema'
import { type Bilingual, FAIR, placeholderWebsite } from './fair-facts'

type HotelRow = typeof hotel.$inferInsert
type TransportRow = typeof transportRoute.$inferInsert
type BoothTypeRow = typeof boothType.$inferInsert

interface HotelSeed {
  name: Bilingual
  roomType: Bilingual
  travelTime: Bilingual
  freeServices: Bilingual
  price: number
  site: string
}

/** Fictional partner hotels around the venue with fair rates (CNY per night). */
const hotels: HotelSeed[] = [
  {
    name: { cn: '龙阳国际大酒店', en: 'Longyang International Hotel' },
    roomType: { cn: '高级大床房 / 双床房', en: 'Superior king or twin room' },
    travelTime: { cn: '步行约8分钟', en: 'About 8 minutes on foot' },
    freeServices: { cn: '含双早，免费无线网络', en: 'Breakfast for two, free Wi-Fi' },
    price: 780,
    site: 'longyang-hotel',
  },
  {
    name: { cn: '世纪公园丽景酒店', en: 'Century Park Vista Hotel' },
    roomType: { cn: '豪华大床房', en: 'Deluxe king room' },
    travelTime: { cn: '车程约10分钟', en: 'About 10 minutes by car' },
    freeServices: {
      cn: '含双早，展期往返展馆免费班车',
      en: 'Breakfast for two, free shuttle to the venue during the show',
    },
    price: 920,
    site: 'century-park-vista',
  },
  {
    name: { cn: '花木商务酒店', en: 'Huamu Business Hotel' },
    roomType: { cn: '商务大床房', en: 'Business king room' },
    travelTime: { cn: '步行约12分钟', en: 'About 12 minutes on foot' },
    freeServices: { cn: '含单早，免费洗衣服务', en: 'Breakfast for one, free laundry' },
    price: 520,
    site: 'huamu-business',
  },
  {
    name: { cn: '陆家嘴江畔酒店', en: 'Lujiazui Riverside Hotel' },
    roomType: { cn: '江景大床房', en: 'River-view king room' },
    travelTime: { cn: '地铁约20分钟', en: 'About 20 minutes by metro' },
    freeServices: { cn: '含双早，免费使用健身房和泳池', en: 'Breakfast for two, free gym and pool' },
    price: 1280,
    site: 'lujiazui-riverside',
  },
  {
    name: { cn: '张江绿苑酒店', en: 'Zhangjiang Green Garden Hotel' },
    roomType: { cn: '标准双床房', en: 'Standard twin room' },
    travelTime: { cn: '车程约15分钟', en: 'About 15 minutes by car' },
    freeServices: { cn: '含双早，展期免费班车，免费停车', en: 'Breakfast for two, free show shuttle, free parking' },
    price: 460,
    site: 'zhangjiang-green',
  },
  {
    name: { cn: '浦东机场航站酒店', en: 'Pudong Airport Terminal Hotel' },
    roomType: { cn: '高级大床房', en: 'Superior king room' },
    travelTime: { cn: '磁悬浮加步行约30分钟', en: 'About 30 minutes by maglev and on foot' },
    freeServices: { cn: '含单早，免费机场接驳', en: 'Breakfast for one, free airport transfer' },
    price: 680,
    site: 'pudong-airport-hotel',
  },
  {
    name: { cn: '锦绣路精品公寓酒店', en: 'Jinxiu Road Serviced Apartments' },
    roomType: { cn: '一室一厅公寓', en: 'One-bedroom apartment' },
    travelTime: { cn: '步行约15分钟', en: 'About 15 minutes on foot' },
    freeServices: {
      cn: '免费无线网络，公寓内配备厨房和洗衣机',
      en: 'Free Wi-Fi, kitchen and washing machine in the apartment',
    },
    price: 640,
    site: 'jinxiu-apartments',
  },
]

export const hotelSeed: HotelRow[] = hotels.map((seed, index) => ({
  nameCn: seed.name.cn,
  nameEn: seed.name.en,
  roomTypeCn: seed.roomType.cn,
  roomTypeEn: seed.roomType.en,
  travelTimeCn: seed.travelTime.cn,
  travelTimeEn: seed.travelTime.en,
  freeServicesCn: seed.freeServices.cn,
  freeServicesEn: seed.freeServices.en,
  price: seed.price,
  url: placeholderWebsite(seed.site),
  sortOrder: index + 1,
}))

interface TransportSeed {
  mode: TransportRow['mode']
  title: Bilingual
  description: Bilingual
  distanceKm?: number
}

const { perHourCny, dailyCapCny } = FAIR.parking

const routes: TransportSeed[] = [
  {
    mode: 'metro',
    title: { cn: '地铁7号线 花木路站', en: 'Metro Line 7, Huamu Road station' },
    description: {
      cn: '2号出口出站后沿芳甸路步行约5分钟到达N5馆入口。',
      en: 'Leave by exit 2 and walk about 5 minutes along Fangdian Road to the Hall N5 entrance.',
    },
  },
  {
    mode: 'metro',
    title: { cn: '地铁2号线 / 16号线 / 18号线 龙阳路站', en: 'Metro Lines 2, 16 and 18, Longyang Road station' },
    description: {
      cn: '出站后沿龙阳路向东步行约10分钟，或换乘7号线坐一站至花木路站。',
      en: 'Walk about 10 minutes east along Longyang Road, or change to Line 7 for one stop to Huamu Road.',
    },
  },
  {
    mode: 'maglev',
    title: { cn: '磁悬浮 浦东机场—龙阳路', en: 'Maglev, Pudong Airport to Longyang Road' },
    description: {
      cn: '全程约8分钟，每15至20分钟一班。到达龙阳路站后步行约10分钟或换乘地铁7号线。',
      en: 'About 8 minutes, every 15-20 minutes. From Longyang Road walk about 10 minutes or take Metro Line 7.',
    },
  },
  {
    mode: 'bus',
    title: { cn: '公交 龙阳路芳甸路站', en: 'Bus, Longyang Road / Fangdian Road stop' },
    description: {
      cn: '可乘坐989路、794路、基隆专线等线路，下车后步行约3分钟。',
      en: 'Lines 989, 794 and the Jilong express stop here; the hall is a 3-minute walk.',
    },
  },
  {
    mode: 'driving',
    title: { cn: '自驾', en: 'By car' },
    description: {
      cn: `经内环高架或罗山路高架至龙阳路出口，沿龙阳路向东即到。展馆停车场收费每小时${perHourCny}元，每日最高${dailyCapCny}元。`,
      en: `Take the Inner Ring or Luoshan Road elevated road to the Longyang Road exit, then head east. Venue parking costs RMB ${perHourCny} per hour, capped at RMB ${dailyCapCny} per day.`,
    },
  },
  {
    mode: 'taxi',
    title: { cn: '出租车 上海火车站', en: 'Taxi from Shanghai Railway Station' },
    description: {
      cn: '经南北高架、延安路高架和内环高架，约40分钟。',
      en: 'Via the North-South, Yan’an and Inner Ring elevated roads, about 40 minutes.',
    },
    distanceKm: 20,
  },
  {
    mode: 'taxi',
    title: { cn: '出租车 虹桥国际机场', en: 'Taxi from Hongqiao International Airport' },
    description: {
      cn: '经延安路高架和内环高架，约50分钟。',
      en: 'Via the Yan’an and Inner Ring elevated roads, about 50 minutes.',
    },
    distanceKm: 32,
  },
  {
    mode: 'taxi',
    title: { cn: '出租车 浦东国际机场', en: 'Taxi from Pudong International Airport' },
    description: {
      cn: '经迎宾大道和罗山路高架，约35分钟。',
      en: 'Via Yingbin Avenue and the Luoshan Road elevated road, about 35 minutes.',
    },
    distanceKm: 28,
  },
]

export const transportSeed: TransportRow[] = routes.map((seed, index) => ({
  mode: seed.mode,
  titleCn: seed.title.cn,
  titleEn: seed.title.en,
  descriptionCn: seed.description.cn,
  descriptionEn: seed.description.en,
  distanceKm: seed.distanceKm ?? null,
  sortOrder: index + 1,
}))

export const boothTypeSeed: BoothTypeRow[] = [
  {
    code: 'standard',
    nameCn: '标准展位',
    nameEn: 'Standard booth',
    descriptionCn: `${BOOTH_MIN_AREA_SQM.standard}平方米起，含围板、楣板、地毯、一张洽谈桌、两把椅子、射灯和电源插座。`,
    descriptionEn: `From ${BOOTH_MIN_AREA_SQM.standard} sqm, with walls, fascia board, carpet, a table, two chairs, spotlights and a power socket.`,
    minAreaSqm: BOOTH_MIN_AREA_SQM.standard,
    sortOrder: 1,
  },
  {
    code: 'bare_space',
    nameCn: '光地展位',
    nameEn: 'Bare space',
    descriptionCn: `${BOOTH_MIN_AREA_SQM.bare_space}平方米起，仅提供场地，由展商自行委托搭建商进行特装设计与搭建。`,
    descriptionEn: `From ${BOOTH_MIN_AREA_SQM.bare_space} sqm, floor space only, for custom stands built by the exhibitor's contractor.`,
    minAreaSqm: BOOTH_MIN_AREA_SQM.bare_space,
    sortOrder: 2,
  },
]
