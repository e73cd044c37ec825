import { mediaPath } from '../media-paths'
import type { partner } from '../schema'
import type { PartnerKind } from '../schema-enums'
import { COUNTRIES } from './countries'
import type { Bilingual } from './fair-facts'
import { SOCIAL_ACCOUNTS } from './site-config'

type PartnerRow = typeof partner.$inferInsert

interface PartnerSeed {
  key: string
  name: Bilingual
  url: string | null
  country?: Bilingual
  /** A sister fair's city on the world map of /global (degrees); editors move it in the back office. */
  position?: { lon: number; lat: number }
}

/**
 * Certification bodies are real organisations, named as such; their URLs, like every other partner
 * URL here, are neutral placeholders for editors to replace with verified links.
 */
const byKind: Record<Exclude<PartnerKind, 'social'>, PartnerSeed[]> = {
  organiser: [
    {
      key: 'organiser-shanghai',
      name: { cn: '上海绿色有机产业发展中心', en: 'Shanghai Green & Organic Industry Development Centre' },
      url: 'https://organiser.example.cn',
      country: COUNTRIES.CN,
    },
    {
      key: 'organiser-germany',
      name: { cn: '有机世界国际展览有限公司', en: 'Organic World Fairs International GmbH' },
      url: 'https://fairs.organic-world.example.org',
      country: COUNTRIES.DE,
    },
  ],
  patronage: [
    {
      key: 'patronage-ifoam',
      name: { cn: '国际有机农业运动联盟（IFOAM – Organics International）', en: 'IFOAM – Organics International' },
      url: 'https://ifoam.example.org',
    },
  ],
  certification: [
    {
      key: 'cert-cofcc',
      name: { cn: '中绿华夏有机产品认证中心（COFCC）', en: 'China Organic Food Certification Center (COFCC)' },
      url: 'https://cofcc.example.cn',
      country: COUNTRIES.CN,
    },
    {
      key: 'cert-ofdc',
      name: {
        cn: '南京国环有机产品认证中心（OFDC）',
        en: 'Organic Food Development and Certification Center of China (OFDC)',
      },
      url: 'https://ofdc.example.cn',
      country: COUNTRIES.CN,
    },
    {
      key: 'cert-cqc',
      name: { cn: '中国质量认证中心（CQC）', en: 'China Quality Certification Centre (CQC)' },
      url: 'https://cqc.example.cn',
      country: COUNTRIES.CN,
    },
    {
      key: 'cert-ecocert',
      name: { cn: '国际生态认证中心（ECOCERT）', en: 'ECOCERT' },
      url: 'https://ecocert.example.org',
      country: COUNTRIES.FR,
    },
    {
      key: 'cert-ceres',
      name: { cn: 'CERES 有机认证', en: 'CERES Certification of Environmental Standards' },
      url: 'https://ceres.example.org',
      country: COUNTRIES.DE,
    },
  ],
  media: [
    {
      key: 'media-organic-china',
      name: { cn: '《中国有机》杂志', en: 'Organic China Magazine' },
      url: 'https://organic-china.example.cn',
    },
    {
      key: 'media-food-business',
      name: { cn: '食品商务周刊', en: 'Food Business Weekly' },
      url: 'https://foodbiz.example.cn',
    },
    {
      key: 'media-green-food-net',
      name: { cn: '绿色食品网', en: 'GreenFood.net' },
      url: 'https://greenfood.example.cn',
    },
    {
      key: 'media-wine-asia',
      name: { cn: '亚洲酒业观察', en: 'Wine & Spirits Asia' },
      url: 'https://wine-asia.example.com',
    },
    {
      key: 'media-organic-living',
      name: { cn: '有机生活', en: 'Organic Living' },
      url: 'https://organic-living.example.cn',
    },
    {
      key: 'media-foodbev',
      name: { cn: '食品饮料创新', en: 'FoodBev Innovation Asia' },
      url: 'https://foodbev-asia.example.com',
    },
    {
      key: 'media-retail-frontier',
      name: { cn: '零售前沿', en: 'Retail Frontier' },
      url: 'https://retail-frontier.example.cn',
    },
    {
      key: 'media-natural-beauty',
      name: { cn: '天然美妆评论', en: 'Natural Beauty Review' },
      url: 'https://natural-beauty.example.com',
    },
    {
      key: 'media-agri-business',
      name: { cn: '新农商', en: 'New Agri Business' },
      url: 'https://agri-business.example.cn',
    },
    {
      key: 'media-organic-europe',
      name: { cn: '欧洲有机观察', en: 'Organic Europe Observer' },
      url: 'https://organic-europe.example.org',
    },
  ],
  sister_fair: [
    {
      key: 'fair-nuremberg',
      name: { cn: '纽伦堡有机世界博览会', en: 'Organic World Nuremberg' },
      url: 'https://nuremberg.organic-world.example.org',
      country: COUNTRIES.DE,
      position: { lon: 11.08, lat: 49.45 },
    },
    {
      key: 'fair-nuremberg-cosmetics',
      name: { cn: '纽伦堡天然化妆品博览会', en: 'Natural Cosmetics World Nuremberg' },
      url: 'https://cosmetics.organic-world.example.org',
      country: COUNTRIES.DE,
      position: { lon: 11.08, lat: 49.45 },
    },
    {
      key: 'fair-atlanta',
      name: { cn: '美国亚特兰大有机世界博览会', en: 'Organic World America, Atlanta' },
      url: 'https://america.organic-world.example.org',
      country: COUNTRIES.US,
      position: { lon: -84.39, lat: 33.75 },
    },
    {
      key: 'fair-sao-paulo',
      name: { cn: '巴西圣保罗有机世界博览会', en: 'Organic World Brazil, São Paulo' },
      url: 'https://brazil.organic-world.example.org',
      country: COUNTRIES.BR,
      position: { lon: -46.63, lat: -23.55 },
    },
    {
      key: 'fair-greater-noida',
      name: { cn: '印度大诺伊达有机世界博览会', en: 'Organic World India, Greater Noida' },
      url: 'https://india.organic-world.example.org',
      country: COUNTRIES.IN,
      position: { lon: 77.5, lat: 28.47 },
    },
    {
      key: 'fair-tokyo',
      name: { cn: '日本东京有机世界博览会', en: 'Organic World Japan, Tokyo' },
      url: 'https://japan.organic-world.example.org',
      country: COUNTRIES.JP,
      position: { lon: 139.69, lat: 35.69 },
    },
    {
      key: 'fair-bangkok',
      name: { cn: '泰国曼谷有机世界博览会', en: 'Organic World South-East Asia, Bangkok' },
      url: 'https://sea.organic-world.example.org',
      country: COUNTRIES.TH,
      position: { lon: 100.5, lat: 13.75 },
    },
    {
      key: 'fair-seoul',
      name: { cn: '韩国首尔有机世界博览会', en: 'Organic World Korea, Seoul' },
      url: 'https://korea.organic-world.example.org',
      country: COUNTRIES.KR,
      position: { lon: 126.98, lat: 37.57 },
    },
  ],
}

const partnerLogoPath = (key: string) => mediaPath('partners', `${key}.svg`)

function toRows(kind: PartnerKind, seeds: PartnerSeed[]): PartnerRow[] {
  return seeds.map((seed, index) => ({
    kind,
    nameCn: seed.name.cn,
    nameEn: seed.name.en,
    url: seed.url,
    logo: partnerLogoPath(seed.key),
    countryCn: seed.country?.cn ?? null,
    countryEn: seed.country?.en ?? null,
    lon: seed.position?.lon ?? null,
    lat: seed.position?.lat ?? null,
    sortOrder: index + 1,
  }))
}

const socialRows: PartnerRow[] = SOCIAL_ACCOUNTS.map((account, index) => ({
  kind: 'social',
  nameCn: account.name.cn,
  nameEn: account.name.en,
  url: account.url,
  logo: account.icon,
  countryCn: null,
  countryEn: null,
  sortOrder: index + 1,
}))

export const partnerSeed: PartnerRow[] = [
  ...Object.entries(byKind).flatMap(([kind, seeds]) => toRows(kind as PartnerKind, seeds)),
  ...socialRows,
]
