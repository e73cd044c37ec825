/**
 * Where a visitor comes from, as the registration form offers it: countries and regions by ISO 3166-1
 * alpha-2 code and, for China's mainland, the provincial-level divisions by their GB/T 2260 code. The
 * names are data (as the seed's are), in both languages.
 */
import type { Locale } from '~/i18n/locales'

type Names = { readonly cn: string; readonly en: string }

export const REGIONS = {
  CN: { cn: '中国大陆', en: 'Chinese mainland' },
  HK: { cn: '中国香港', en: 'Hong Kong, China' },
  MO: { cn: '中国澳门', en: 'Macao, China' },
  TW: { cn: '中国台湾', en: 'Taiwan, China' },
  AU: { cn: '澳大利亚', en: 'Australia' },
  AT: { cn: '奥地利', en: 'Austria' },
  BR: { cn: '巴西', en: 'Brazil' },
  CA: { cn: '加拿大', en: 'Canada' },
  DK: { cn: '丹麦', en: 'Denmark' },
  FR: { cn: '法国', en: 'France' },
  DE: { cn: '德国', en: 'Germany' },
  IN: { cn: '印度', en: 'India' },
  ID: { cn: '印度尼西亚', en: 'Indonesia' },
  IT: { cn: '意大利', en: 'Italy' },
  JP: { cn: '日本', en: 'Japan' },
  KR: { cn: '韩国', en: 'Korea' },
  MY: { cn: '马来西亚', en: 'Malaysia' },
  NL: { cn: '荷兰', en: 'Netherlands' },
  NZ: { cn: '新西兰', en: 'New Zealand' },
  PE: { cn: '秘鲁', en: 'Peru' },
  RU: { cn: '俄罗斯', en: 'Russia' },
  SG: { cn: '新加坡', en: 'Singapore' },
  ES: { cn: '西班牙', en: 'Spain' },
  LK: { cn: '斯里兰卡', en: 'Sri Lanka' },
  TH: { cn: '泰国', en: 'Thailand' },
  AE: { cn: '阿联酋', en: 'United Arab Emirates' },
  GB: { cn: '英国', en: 'United Kingdom' },
  US: { cn: '美国', en: 'USA' },
  VN: { cn: '越南', en: 'Viet Nam' },
  ZZ: { cn: '其他国家或地区', en: 'Other country or region' },
} as const satisfies Record<string, Names>

export type RegionCode = keyof typeof REGIONS
export const REGION_CODES = Object.keys(REGIONS) as RegionCode[]

export const PROVINCES = {
  '11': { cn: '北京', en: 'Beijing' },
  '12': { cn: '天津', en: 'Tianjin' },
  '13': { cn: '河北', en: 'Hebei' },
  '14': { cn: '山西', en: 'Shanxi' },
  '15': { cn: '内蒙古', en: 'Inner Mongolia' },
  '21': { cn: '辽宁', en: 'Liaoning' },
  '22': { cn: '吉林', en: 'Jilin' },
  '23': { cn: '黑龙江', en: 'Heilongjiang' },
  '31': { cn: '上海', en: 'Shanghai' },
  '32': { cn: '江苏', en: 'Jiangsu' },
  '33': { cn: '浙江', en: 'Zhejiang' },
  '34': { cn: '安徽', en: 'Anhui' },
  '35': { cn: '福建', en: 'Fujian' },
  '36': { cn: '江西', en: 'Jiangxi' },
  '37': { cn: '山东', en: 'Shandong' },
  '41': { cn: '河南', en: 'Henan' },
  '42': { cn: '湖北', en: 'Hubei' },
  '43': { cn: '湖南', en: 'Hunan' },
  '44': { cn: '广东', en: 'Guangdong' },
  '45': { cn: '广西', en: 'Guangxi' },
  '46': { cn: '海南', en: 'Hainan' },
  '50': { cn: '重庆', en: 'Chongqing' },
  '51': { cn: '四川', en: 'Sichuan' },
  '52': { cn: '贵州', en: 'Guizhou' },
  '53': { cn: '云南', en: 'Yunnan' },
  '54': { cn: '西藏', en: 'Tibet' },
  '61': { cn: '陕西', en: 'Shaanxi' },
  '62': { cn: '甘肃', en: 'Gansu' },
  '63': { cn: '青海', en: 'Qinghai' },
  '64': { cn: '宁夏', en: 'Ningxia' },
  '65': { cn: '新疆', en: 'Xinjiang' },
} as const satisfies Record<string, Names>

export type ProvinceCode = keyof typeof PROVINCES
export const PROVINCE_CODES = Object.keys(PROVINCES) as ProvinceCode[]

/** A place the registration form offers, named in the page's language. */
export interface PlaceChoice {
  readonly code: string
  readonly name: string
}

/**
 * The form's countries and provinces in one language, sent with the page's data (a server function's
 * answer) rather than as code: the names of both languages would otherwise load on every visit.
 */
export function placeChoices(locale: Locale): { regions: PlaceChoice[]; provinces: PlaceChoice[] } {
  return {
    regions: REGION_CODES.map((code) => ({ code, name: REGIONS[code][locale] })),
    provinces: PROVINCE_CODES.map((code) => ({ code, name: PROVINCES[code][locale] })),
  }
}
