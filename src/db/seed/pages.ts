/**
 * Bilingual content of the fair's text pages, stored as site_config entries so editors change it
 * like any other configuration: `page_<slug>_cn/_en` (type 2, sanitised rich HTML) for the body and
 * `page_<slug>_summary_cn/_en` (type 1) for the teaser and meta description. Applied to existing
 * databases as its own seed dataset (see seed.server.ts), so older installs receive it too.
 */

import { mediaPath } from '../media-paths'
import type { ConfigEntryInput } from '../repositories/site-config.server'
import type { heroSlide } from '../schema'
import { CONFIG_TYPE_PLAIN, CONFIG_TYPE_RICH } from '../schema'
import { type Bilingual, FAIR } from './fair-facts'

const PAGE_SLUGS = [
  'introduce',
  'range',
  'why_participate',
  'why_visit',
  'vip_visitors',
  'german_pavilion',
  'media_partners',
] as const
type PageSlug = (typeof PAGE_SLUGS)[number]

interface PageSeed {
  summary: Bilingual
  body: Bilingual
}

const { award } = FAIR

const pages: Record<PageSlug, PageSeed> = {
  introduce: {
    summary: {
      cn: `${FAIR.brand.cn}是亚洲领先的有机产品专业贸易展，每年6月在上海汇聚全球有机食品、饮品与天然产品的生产商、进口商和采购商。`,
      en: `${FAIR.brand.en} is Asia's leading trade fair for organic products, bringing producers, importers and buyers of organic food, drinks and natural products to Shanghai every June.`,
    },
    body: {
      cn:
        `<p>第${FAIR.edition}届${FAIR.brand.cn}将于<strong>${FAIR.dates.cn}</strong>在${FAIR.venue.cn} ${FAIR.hall} 馆举办。展会由中德两国主办方联合举办，是全球有机展会家族在中国的成员，专注于经过认证的有机产品和可持续消费。</p>` +
        '<h2>展会定位</h2><ul>' +
        '<li>只面向专业观众：进口商、经销商、零售商、电商平台、餐饮与酒店采购</li>' +
        '<li>所有展品须持有有效的有机认证（中国有机产品认证、欧盟、美国 NOP 等）</li>' +
        '<li>国际展区与国家馆，包括德国馆和年度主题国展区</li></ul>' +
        '<h2>同期活动</h2><ul>' +
        '<li>中国有机市场大会：认证、零售与跨境电商趋势</li>' +
        `<li>有机产品评选：${award.companies} 家企业的 ${award.products} 款产品获奖，${award.publicJudges.toLocaleString('en-US')} 名大众评审参与品鉴</li>` +
        '<li>有机烹饪秀、葡萄酒品鉴和一对一商务配对</li></ul>' +
        '<h2>展会历史</h2><p>展会自 2008 年起每年在上海举办。2014 年接待专业观众 16,755 人次、展商 345 家；2017 年展商增至来自 17 个国家和地区的 476 家；2025 年第十八届展会预计展出面积超过 23,000 平方米。</p>',
      en:
        `<p>The ${FAIR.edition}th ${FAIR.brand.en} takes place on <strong>${FAIR.dates.en}</strong> in Hall ${FAIR.hall} of the ${FAIR.venue.en}. Organised jointly by Chinese and German partners, it is the Chinese member of a worldwide family of organic trade fairs, devoted to certified organic products and sustainable consumption.</p>` +
        '<h2>What the fair is</h2><ul>' +
        '<li>For trade visitors only: importers, distributors, retailers, e-commerce platforms, food-service and hotel buyers</li>' +
        '<li>Every exhibited product holds a valid organic certificate (China Organic, EU, USDA NOP and others)</li>' +
        '<li>International areas and national pavilions, including the German Pavilion and a Country of the Year</li></ul>' +
        '<h2>Side events</h2><ul>' +
        '<li>The China Organic Market Conference: certification, retail and cross-border e-commerce trends</li>' +
        `<li>The Organic Product Awards: ${award.products} products from ${award.companies} companies won, tasted by ${award.publicJudges.toLocaleString('en-US')} public judges</li>` +
        '<li>Organic cooking shows, wine tastings and one-to-one business matching</li></ul>' +
        '<h2>History</h2><p>The fair has been held in Shanghai every year since 2008. In 2014 it welcomed 16,755 trade visitors and 345 exhibitors; by 2017 it had 476 exhibitors from 17 countries and regions; the 18th edition in 2025 is expected to exceed 23,000 square metres.</p>',
    },
  },
  range: {
    summary: {
      cn: '从谷物粮油、新鲜果蔬到有机饮品、天然化妆品和认证服务，展品范围覆盖有机产业链的每个环节。',
      en: 'From grains and fresh produce to organic drinks, natural cosmetics and certification services: the exhibit range covers every link of the organic value chain.',
    },
    body: {
      cn: '<p>所有展品必须持有有效的有机认证证书，并在展位上展示。以下是本届展会的展品分类，展商可在参展申请中选择一个或多个类别。</p>',
      en: '<p>Every exhibited product must hold a valid organic certificate, displayed at the booth. These are the product sections of this edition; exhibitors choose one or more categories when they apply.</p>',
    },
  },
  why_participate: {
    summary: {
      cn: '与近两万名专业买家面对面：进口商、零售商和电商平台都在这里寻找新的有机供应商。',
      en: 'Meet nearly 20,000 trade buyers face to face: importers, retailers and e-commerce platforms come here for new organic suppliers.',
    },
    body: {
      cn:
        '<p>中国已是全球第四大有机市场，消费者对认证有机产品的需求持续增长。参展是进入这一市场最直接的方式。</p>' +
        '<h2>参展的理由</h2><ul>' +
        '<li><strong>优质买家</strong>：2025 年专业观众 19,860 人次，其中超过六成为采购决策者</li>' +
        '<li><strong>商务配对</strong>：主办方根据您的产品和目标市场提前安排一对一洽谈</li>' +
        '<li><strong>品牌曝光</strong>：有机产品评选、媒体合作伙伴报道与展前推广</li>' +
        '<li><strong>市场洞察</strong>：同期大会解读认证法规、渠道和消费趋势</li></ul>' +
        '<h2>展位类型</h2><p>标准展位最小 9 平方米，含基础展具；光地最小 36 平方米，适合特装搭建。93% 的展商计划再次参展。</p>',
      en:
        "<p>China is the world's fourth-largest organic market and demand for certified organic products keeps growing. Exhibiting is the most direct way into that market.</p>" +
        '<h2>Reasons to exhibit</h2><ul>' +
        '<li><strong>Qualified buyers</strong>: 19,860 trade visits in 2025, more than 60% of them purchasing decision-makers</li>' +
        '<li><strong>Business matching</strong>: the organisers arrange one-to-one meetings in advance, by product and target market</li>' +
        '<li><strong>Visibility</strong>: the Organic Product Awards, coverage by media partners and pre-show promotion</li>' +
        '<li><strong>Market insight</strong>: the conference explains certification rules, channels and consumer trends</li></ul>' +
        '<h2>Booth types</h2><p>Standard booths start at 9 sqm with basic furniture; bare space starts at 36 sqm for custom stands. 93% of exhibitors plan to return.</p>',
    },
  },
  why_visit: {
    summary: {
      cn: '三天时间，一站式认识来自 20 多个国家和地区的 500 多家有机企业，发现新品、结识供应商。',
      en: 'In three days, meet more than 500 organic companies from over 20 countries and regions, discover new products and find suppliers.',
    },
    body: {
      cn:
        '<p>无论您是进口商、零售商、餐饮采购还是电商买手，都能在这里高效找到经过认证的有机产品和可靠供应商。</p>' +
        '<h2>参观的理由</h2><ul>' +
        '<li><strong>国际货源</strong>：德国馆、主题国展区和东南亚展区的进口有机产品</li>' +
        `<li><strong>获奖新品</strong>：${award.products} 款获奖产品集中展示，${award.publicJudges.toLocaleString('en-US')} 名大众评审参与评选</li>` +
        '<li><strong>行业交流</strong>：中国有机市场大会和专题论坛</li>' +
        '<li><strong>便捷入场</strong>：预登记观众凭电子胸卡快速入场，享受提前入场</li></ul>' +
        '<h2>开放时间</h2><p>6月11日-12日 09:00-17:00；6月13日 09:00-15:00。展会仅对专业观众开放。</p>',
      en:
        '<p>Importer, retailer, food-service buyer or e-commerce merchandiser: this is where you find certified organic products and reliable suppliers efficiently.</p>' +
        '<h2>Reasons to visit</h2><ul>' +
        '<li><strong>International sourcing</strong>: imported organic products in the German Pavilion, the Country of the Year area and the South-East Asia area</li>' +
        `<li><strong>Award-winning products</strong>: all ${award.products} winners on show, chosen with ${award.publicJudges.toLocaleString('en-US')} public judges</li>` +
        '<li><strong>Knowledge</strong>: the China Organic Market Conference and specialist forums</li>' +
        '<li><strong>Quick entry</strong>: pre-registered visitors enter with an e-badge, and earlier</li></ul>' +
        '<h2>Opening hours</h2><p>11-12 June 09:00-17:00; 13 June 09:00-15:00. The fair is open to trade visitors only.</p>',
    },
  },
  vip_visitors: {
    summary: {
      cn: 'VIP 买家计划为符合条件的采购商提供免费住宿、专属休息室和一对一商务配对。',
      en: 'The VIP Buyer Programme offers qualified buyers free accommodation, a private lounge and one-to-one business matching.',
    },
    body: {
      cn:
        '<p>VIP 买家计划邀请有明确采购需求的进口商、连锁零售商、电商平台和餐饮集团采购负责人参加展会。</p>' +
        '<h2>VIP 买家权益</h2><ul>' +
        '<li>展期两晚合作酒店免费住宿（限外地买家）</li>' +
        '<li>VIP 休息室、免费午餐和专属入场通道</li>' +
        '<li>根据采购需求提前安排的一对一洽谈</li>' +
        '<li>有机产品评选获奖产品专场品鉴</li></ul>' +
        '<h2>申请条件</h2><ul>' +
        '<li>在采购中具有决策权或建议权</li>' +
        '<li>所在企业经营有机或天然产品，或计划引入相关品类</li>' +
        '<li>承诺展期内参加至少 5 场商务洽谈</li></ul>' +
        '<p>请先完成观众预登记，并在登记表中勾选“申请 VIP 买家”。主办方将在 5 个工作日内回复审核结果。</p>',
      en:
        '<p>The VIP Buyer Programme invites purchasing managers of importers, retail chains, e-commerce platforms and food-service groups with concrete sourcing needs.</p>' +
        '<h2>What VIP buyers receive</h2><ul>' +
        '<li>Two nights in a partner hotel during the show (buyers from outside Shanghai)</li>' +
        '<li>The VIP lounge, free lunch and a dedicated entrance</li>' +
        '<li>One-to-one meetings arranged in advance to match your sourcing needs</li>' +
        '<li>A private tasting of the Organic Product Awards winners</li></ul>' +
        '<h2>Who can apply</h2><ul>' +
        '<li>You decide on, or recommend, purchases</li>' +
        '<li>Your company sells organic or natural products, or plans to add them</li>' +
        '<li>You commit to at least five business meetings during the show</li></ul>' +
        '<p>Pre-register as a visitor first and tick "Apply as a VIP buyer" on the form. The organisers answer within five working days.</p>',
    },
  },
  german_pavilion: {
    summary: {
      cn: '德国馆汇集德国有机企业，展示从谷物、乳品到天然化妆品的“德国制造”有机产品。',
      en: 'The German Pavilion brings together German organic companies, showing organic products made in Germany, from grains and dairy to natural cosmetics.',
    },
    body: {
      cn:
        '<p>德国是欧洲最大的有机市场。德国馆由德方主办方组织，集中展示获得欧盟有机认证并符合中国进口要求的德国产品。</p>' +
        '<h2>在德国馆您可以</h2><ul>' +
        '<li>认识已具备对华出口经验的德国有机品牌</li>' +
        '<li>了解欧盟有机认证与中国有机认证的对接</li>' +
        '<li>参加每日的德国有机产品品鉴</li></ul>',
      en:
        "<p>Germany is Europe's largest organic market. The German Pavilion, organised by the German partner of the fair, shows German products with EU organic certification that meet China's import requirements.</p>" +
        '<h2>In the German Pavilion you can</h2><ul>' +
        '<li>Meet German organic brands already exporting to China</li>' +
        '<li>Learn how EU and Chinese organic certification fit together</li>' +
        '<li>Join the daily tasting of German organic products</li></ul>',
    },
  },
  media_partners: {
    summary: {
      cn: '行业媒体与大众媒体合作伙伴，在展前、展中和展后报道展会。',
      en: 'Trade and consumer media partners who cover the fair before, during and after the show.',
    },
    body: {
      cn: '<p>感谢以下媒体合作伙伴对展会的支持。媒体合作与采访注册请联系 <a href="mailto:press@organic-expo.example.cn">press@organic-expo.example.cn</a>。</p>',
      en: '<p>We thank our media partners for their support. For media partnerships and press accreditation, write to <a href="mailto:press@organic-expo.example.cn">press@organic-expo.example.cn</a>.</p>',
    },
  },
}

export const pageConfigSeed: ConfigEntryInput[] = PAGE_SLUGS.flatMap((slug) => {
  const page = pages[slug]
  return [
    { code: `page_${slug}_cn`, type: CONFIG_TYPE_RICH, value: page.body.cn },
    { code: `page_${slug}_en`, type: CONFIG_TYPE_RICH, value: page.body.en },
    { code: `page_${slug}_summary_cn`, type: CONFIG_TYPE_PLAIN, value: page.summary.cn },
    { code: `page_${slug}_summary_en`, type: CONFIG_TYPE_PLAIN, value: page.summary.en },
  ]
})

type HeroSlideRow = typeof heroSlide.$inferInsert

/** The home page's hero slides (back-office content from then on: ADR 019). */
const heroSlides: [file: string, title: Bilingual][] = [
  ['hero-organic-fields.webp', { cn: '有机农田与丰收的谷物', en: 'Organic fields and a rich grain harvest' }],
  [
    'hero-hall-n5.webp',
    { cn: '汇聚全球有机企业的 N5 馆', en: 'Hall N5, where organic companies from around the world meet' },
  ],
  ['hero-tasting.webp', { cn: '展会现场的有机产品品鉴', en: 'Tasting organic products at the fair' }],
  ['hero-awards.webp', { cn: '有机产品评选颁奖典礼', en: 'The Organic Product Awards ceremony' }],
]

const HERO_SIZE = { width: 1600, height: 640 } as const

export const heroSlideSeed: HeroSlideRow[] = heroSlides.map(([file, title], index) => ({
  image: mediaPath('photos', file),
  width: HERO_SIZE.width,
  height: HERO_SIZE.height,
  titleCn: title.cn,
  titleEn: title.en,
  sortOrder: index + 1,
}))
