import type { Bilingual } from './fair-facts'

/** Display names by ISO 3166-1 alpha-2 code, for every country the seed mentions. */
export const COUNTRIES = {
  AT: { cn: '奥地利', en: 'Austria' },
  AU: { cn: '澳大利亚', en: 'Australia' },
  BR: { cn: '巴西', en: 'Brazil' },
  CA: { cn: '加拿大', en: 'Canada' },
  CN: { cn: '中国', en: 'China' },
  DE: { cn: '德国', en: 'Germany' },
  DK: { cn: '丹麦', en: 'Denmark' },
  ES: { cn: '西班牙', en: 'Spain' },
  FR: { cn: '法国', en: 'France' },
  IN: { cn: '印度', en: 'India' },
  IT: { cn: '意大利', en: 'Italy' },
  JP: { cn: '日本', en: 'Japan' },
  KR: { cn: '韩国', en: 'Korea' },
  LK: { cn: '斯里兰卡', en: 'Sri Lanka' },
  NL: { cn: '荷兰', en: 'Netherlands' },
  NZ: { cn: '新西兰', en: 'New Zealand' },
  PE: { cn: '秘鲁', en: 'Peru' },
  TH: { cn: '泰国', en: 'Thailand' },
  US: { cn: '美国', en: 'USA' },
} as const satisfies Record<string, Bilingual>

export type CountryCode = keyof typeof COUNTRIES
