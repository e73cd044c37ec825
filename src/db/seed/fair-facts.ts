/**
 * The facts every other seed module quotes (spec section 9), kept in one place so the countdown,
 * the texts and the tables cannot disagree. All of it is seed data: editors change the live values
 * in site_config, not here.
 */
export const FAIR = {
  edition: 18,
  year: 2025,
  /** 2025-06-11 09:00 +08:00 as Unix seconds (site_config exhibition_start_time). */
  startUnixSeconds: 1749603600,
  /** 2025-06-13 15:00 +08:00. */
  endUnixSeconds: 1749798000,
  hall: 'N5',
  brand: { cn: '中国国际有机食品博览会', en: 'China International Organic Food Expo' },
  venue: { cn: '上海浦东国际博览中心', en: 'Shanghai Pudong International Expo Centre' },
  venueAddress: { cn: '上海市浦东新区龙阳路 2288 号', en: '2288 Longyang Road, Pudong New Area, Shanghai' },
  dates: { cn: '2025年6月11日-13日', en: '11-13 June 2025' },
  hours: {
    cn: '6月11日-12日 09:00-17:00；6月13日 09:00-15:00',
    en: '11-12 June 09:00-17:00; 13 June 09:00-15:00',
  },
  parking: { perHourCny: 8, dailyCapCny: 64 },
  award: { companies: 51, products: 98, publicJudges: 6320 },
  preregUrl: 'https://reg.example-expo.cn/visitor',
  preregPromoCode: 'OFE2025VIP',
} as const

export type Bilingual = { cn: string; en: string }

/** Websites of the fictional companies and hotels: reserved example domains, never a real business. */
export const placeholderWebsite = (stem: string) => `https://www.${stem}.example.com`
