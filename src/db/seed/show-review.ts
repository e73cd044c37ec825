import { mediaPath } from '../media-paths'
import type { award, download, statistic, testimonial } from '../schema'
import { type Bilingual, FAIR } from './fair-facts'

type AwardRow = typeof award.$inferInsert
type DownloadRow = typeof download.$inferInsert
type StatisticRow = typeof statistic.$inferInsert
type TestimonialRow = typeof testimonial.$inferInsert

// ------------------------------------------------------------------------------------- statistics

interface StatisticSeed {
  key: string
  value: number
  label: Bilingual
}

/** `review.*` are the 2025 show-report figures, `award.*` the Organic Product Awards figures. */
const statistics: StatisticSeed[] = [
  { key: 'review.visitors', value: 19860, label: { cn: '专业观众（人次）', en: 'Trade visitors' } },
  { key: 'review.exhibitors', value: 546, label: { cn: '展商', en: 'Exhibitors' } },
  { key: 'review.countries', value: 23, label: { cn: '国家和地区', en: 'Countries and regions' } },
  { key: 'review.area_sqm', value: 23500, label: { cn: '展出面积（平方米）', en: 'Exhibition space (sqm)' } },
  { key: 'review.conference_sessions', value: 26, label: { cn: '论坛与活动', en: 'Conference sessions and events' } },
  {
    key: 'review.international_visitors_pct',
    value: 8,
    label: { cn: '海外观众占比（%）', en: 'International visitors (%)' },
  },
  {
    key: 'review.exhibitor_return_pct',
    value: 93,
    label: { cn: '计划再次参展的展商（%）', en: 'Exhibitors planning to return (%)' },
  },
  {
    key: 'review.visitor_satisfaction_pct',
    value: 88,
    label: { cn: '观众满意度（%）', en: 'Visitor satisfaction (%)' },
  },
  { key: 'award.companies', value: FAIR.award.companies, label: { cn: '获奖企业', en: 'Award-winning companies' } },
  { key: 'award.products', value: FAIR.award.products, label: { cn: '获奖产品', en: 'Award-winning products' } },
  { key: 'award.public_judges', value: FAIR.award.publicJudges, label: { cn: '大众评审', en: 'Public judges' } },
]

export const statisticSeed: StatisticRow[] = statistics.map((seed, index) => ({
  key: seed.key,
  value: seed.value,
  labelCn: seed.label.cn,
  labelEn: seed.label.en,
  sortOrder: index + 1,
}))

// ----------------------------------------------------------------------------------------- awards

const AWARD_TITLES = {
  gold: { cn: '金奖', en: 'Gold Award' },
  silver: { cn: '银奖', en: 'Silver Award' },
  innovation: { cn: '创新奖', en: 'Innovation Award' },
  publicChoice: { cn: '大众评审最喜爱产品', en: "Public Judges' Favourite" },
} satisfies Record<string, Bilingual>

const AWARD_CATEGORIES = {
  food: { cn: '有机食品', en: 'Organic food' },
  drinks: { cn: '有机饮品', en: 'Organic drinks' },
  cosmetics: { cn: '天然有机化妆品', en: 'Natural and organic cosmetics' },
} satisfies Record<string, Bilingual>

type AwardSeed = [
  year: number,
  title: keyof typeof AWARD_TITLES,
  category: keyof typeof AWARD_CATEGORIES,
  company: Bilingual,
  product: Bilingual,
]

const awards: AwardSeed[] = [
  [
    2025,
    'gold',
    'food',
    { cn: '黑土地粮油股份有限公司', en: 'Black Soil Grain & Oil Co., Ltd.' },
    { cn: '有机冷榨亚麻籽油', en: 'Organic cold-pressed linseed oil' },
  ],
  [
    2025,
    'gold',
    'drinks',
    { cn: '云岭茶业有限公司', en: 'Yunling Tea Co., Ltd.' },
    { cn: '有机普洱生茶饼', en: "Organic raw pu'er tea cake" },
  ],
  [
    2025,
    'gold',
    'cosmetics',
    { cn: '草药园天然化妆品', en: 'Kräutergarten Naturkosmetik GmbH' },
    { cn: '有机金盏花修护霜', en: 'Organic calendula repair cream' },
  ],
  [
    2025,
    'silver',
    'food',
    { cn: '阿尔卑斯谷物磨坊', en: 'Kornmühle Alpenland GmbH' },
    { cn: '有机斯佩尔特全麦面粉', en: 'Organic wholegrain spelt flour' },
  ],
  [
    2025,
    'silver',
    'food',
    { cn: '宁夏红枸杞生态农业有限公司', en: 'Ningxia Red Goji Ecological Agriculture Co., Ltd.' },
    { cn: '有机枸杞原浆', en: 'Organic goji juice' },
  ],
  [
    2025,
    'silver',
    'drinks',
    { cn: '贝格泉有机啤酒厂', en: 'Bergquell Bio-Brauerei' },
    { cn: '有机无醇小麦啤酒', en: 'Organic alcohol-free wheat beer' },
  ],
  [
    2025,
    'innovation',
    'food',
    { cn: '小禾苗婴童食品有限公司', en: 'Little Sprout Baby Food Co., Ltd.' },
    { cn: '有机蔬菜小米米粉', en: 'Organic vegetable and millet baby cereal' },
  ],
  [
    2025,
    'innovation',
    'drinks',
    { cn: '海南椰林有机食品有限公司', en: 'Hainan Coconut Grove Organic Foods Co., Ltd.' },
    { cn: '有机椰子燕麦饮', en: 'Organic coconut oat drink' },
  ],
  [
    2025,
    'publicChoice',
    'food',
    { cn: '萨伦托橄榄油合作社', en: 'Cooperativa Olivicola Salento' },
    { cn: '有机特级初榨橄榄油', en: 'Organic extra virgin olive oil' },
  ],
  [
    2025,
    'publicChoice',
    'cosmetics',
    { cn: '草本之源生物科技有限公司', en: 'Herbal Origin Biotech Co., Ltd.' },
    { cn: '有机茶籽油洁面乳', en: 'Organic camellia seed oil cleanser' },
  ],
  [
    2024,
    'gold',
    'food',
    { cn: '内蒙古草原有机乳业有限公司', en: 'Inner Mongolia Grassland Organic Dairy Co., Ltd.' },
    { cn: '有机高钙纯牛奶', en: 'Organic high-calcium milk' },
  ],
  [
    2024,
    'gold',
    'drinks',
    { cn: '三橡树酒庄', en: 'Domaine des Trois Chênes' },
    { cn: '有机干红葡萄酒 2021', en: 'Organic dry red 2021' },
  ],
  [
    2024,
    'silver',
    'food',
    { cn: '五常稻香米业有限公司', en: 'Wuchang Rice Fragrance Co., Ltd.' },
    { cn: '有机稻花香大米', en: 'Organic fragrant rice' },
  ],
  [
    2024,
    'innovation',
    'cosmetics',
    { cn: '薰衣草有机实验室', en: 'Laboratoire Lavande Bio' },
    { cn: '有机薰衣草纯露喷雾', en: 'Organic lavender floral water spray' },
  ],
]

export const awardSeed: AwardRow[] = awards.map(([year, title, category, company, product]) => ({
  year,
  titleCn: AWARD_TITLES[title].cn,
  titleEn: AWARD_TITLES[title].en,
  companyCn: company.cn,
  companyEn: company.en,
  productCn: product.cn,
  productEn: product.en,
  categoryCn: AWARD_CATEGORIES[category].cn,
  categoryEn: AWARD_CATEGORIES[category].en,
}))

// ----------------------------------------------------------------------------------- testimonials

type TestimonialSeed = [kind: TestimonialRow['kind'], name: string, company: Bilingual, quote: Bilingual]

const testimonials: TestimonialSeed[] = [
  [
    'buyer',
    '王丽 Wang Li',
    { cn: '华东某连锁超市 采购总监', en: 'Purchasing Director, an East China supermarket chain' },
    {
      cn: '三天里我们见了40多家供应商，其中6家已经进入我们的有机专区。',
      en: 'We met more than 40 suppliers in three days; six of them are now in our organic section.',
    },
  ],
  [
    'buyer',
    'Michael Braun',
    { cn: '德国某进口食品贸易公司 总经理', en: 'Managing Director, a German imported-food trading company' },
    {
      cn: '在这里可以一次性了解中国有机原料的供应情况，效率很高。',
      en: 'It is the most efficient way to see what China can supply in organic ingredients, all in one place.',
    },
  ],
  [
    'buyer',
    '陈浩 Chen Hao',
    { cn: '某生鲜电商平台 品类经理', en: 'Category Manager, a fresh-food e-commerce platform' },
    {
      cn: '商务配对服务帮我们提前约好了会谈，现场时间一点没浪费。',
      en: 'The matchmaking service booked our meetings in advance, so we did not waste a minute on site.',
    },
  ],
  [
    'buyer',
    '李娜 Li Na',
    { cn: '母婴连锁品牌 产品负责人', en: 'Head of Product, a mother-and-baby retail chain' },
    {
      cn: '婴幼儿食品展区的展商都能提供完整的认证和检测资料，让人放心。',
      en: 'Every baby food exhibitor could show full certification and test reports, which is what we need.',
    },
  ],
  [
    'exhibitor',
    'Giulia Romano',
    { cn: '萨伦托橄榄油合作社', en: 'Cooperativa Olivicola Salento' },
    {
      cn: '作为主题国展商，我们接待的专业买家数量超出预期。',
      en: 'As a Country of the Year exhibitor we met far more professional buyers than we expected.',
    },
  ],
  [
    'exhibitor',
    '张伟 Zhang Wei',
    { cn: '黑土地粮油股份有限公司', en: 'Black Soil Grain & Oil Co., Ltd.' },
    {
      cn: '新品在展会上首发，现场就拿到了两家连锁超市的试单。',
      en: 'We launched our new oil at the fair and left with trial orders from two supermarket chains.',
    },
  ],
  [
    'exhibitor',
    'Thomas Keller',
    { cn: '阿尔卑斯谷物磨坊', en: 'Kornmühle Alpenland GmbH' },
    {
      cn: '德国馆的组织非常专业，第一次来中国就找到了合适的经销商。',
      en: 'The German Pavilion was very well organised; on our first visit to China we found the right distributor.',
    },
  ],
  [
    'exhibitor',
    '刘芳 Liu Fang',
    { cn: '草本之源生物科技有限公司', en: 'Herbal Origin Biotech Co., Ltd.' },
    {
      cn: '天然化妆品展区聚集了精准的渠道客户，我们会继续参展。',
      en: 'The natural cosmetics area brought exactly the retail partners we look for; we will be back.',
    },
  ],
]

export const testimonialSeed: TestimonialRow[] = testimonials.map(([kind, name, company, quote]) => ({
  kind,
  name,
  companyCn: company.cn,
  companyEn: company.en,
  quoteCn: quote.cn,
  quoteEn: quote.en,
}))

// -------------------------------------------------------------------------------------- downloads

type DownloadSeed = [file: string, title: Bilingual, sizeBytes: number]

const downloads: DownloadSeed[] = [
  ['exhibitor-manual-2025.pdf', { cn: '2025展商手册', en: 'Exhibitor Manual 2025' }, 4_718_592],
  ['floor-plan-hall-n5-2025.pdf', { cn: 'N5馆展位平面图', en: 'Hall N5 Floor Plan' }, 2_306_867],
  ['booth-application-form-2025.docx', { cn: '展位申请表', en: 'Booth Application Form' }, 86_016],
  ['show-report-2024.pdf', { cn: '2024展后报告', en: 'Show Report 2024' }, 6_081_740],
  ['visitor-brochure-2025.pdf', { cn: '2025观众手册', en: 'Visitor Brochure 2025' }, 3_145_728],
  ['awards-entry-guide-2025.pdf', { cn: '有机产品评选参评指南', en: 'Organic Product Awards Entry Guide' }, 1_258_291],
  ['press-kit-2025.zip', { cn: '媒体资料包（含高清图片）', en: 'Press Kit (with high-resolution photos)' }, 52_428_800],
]

export const downloadSeed: DownloadRow[] = downloads.map(([file, title, sizeBytes], index) => ({
  titleCn: title.cn,
  titleEn: title.en,
  fileUrl: mediaPath('downloads', file),
  fileType: file.slice(file.lastIndexOf('.') + 1),
  sizeBytes,
  sortOrder: index + 1,
}))
