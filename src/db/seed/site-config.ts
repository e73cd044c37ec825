import type { Locale } from '~/i18n/locales'
import { mediaPath } from '../media-paths'
import type { ConfigEntryInput } from '../repositories/site-config.server'
import { CONFIG_TYPE_PLAIN, CONFIG_TYPE_RICH } from '../schema'
import { type Bilingual, FAIR } from './fair-facts'

const plain = (code: string, value: string | number): ConfigEntryInput => ({
  code,
  type: CONFIG_TYPE_PLAIN,
  value: String(value),
})
const rich = (code: string, html: string): ConfigEntryInput => ({ code, type: CONFIG_TYPE_RICH, value: html })

/** `<code>_cn` and `<code>_en` entries from one bilingual value. */
const plainPair = (code: string, value: Bilingual) => [plain(`${code}_cn`, value.cn), plain(`${code}_en`, value.en)]
const richPair = (code: string, value: Bilingual) => [rich(`${code}_cn`, value.cn), rich(`${code}_en`, value.en)]

/** Social accounts: the footer list (partner rows) and the hover QR codes (config) come from here. */
export const SOCIAL_ACCOUNTS = [
  {
    key: 'wechat',
    name: { cn: '微信公众号：有机博览会', en: 'WeChat: OrganicExpoCN' },
    url: null,
    qr: mediaPath('qr', 'wechat.svg'),
    icon: mediaPath('site', 'icon-wechat.svg'),
  },
  {
    key: 'weibo',
    name: { cn: '新浪微博：@中国国际有机食品博览会', en: 'Weibo: @OrganicExpoChina' },
    url: 'https://weibo.example.cn/organicexpo',
    qr: mediaPath('qr', 'weibo.svg'),
    icon: mediaPath('site', 'icon-weibo.svg'),
  },
  {
    key: 'linkedin',
    name: { cn: '领英：China International Organic Food Expo', en: 'LinkedIn: China International Organic Food Expo' },
    url: 'https://www.linkedin.example.com/company/organic-food-expo-china',
    qr: mediaPath('qr', 'linkedin.svg'),
    icon: mediaPath('site', 'icon-linkedin.svg'),
  },
] as const

const ORGANISER = {
  name: { cn: '上海绿色有机产业发展中心', en: 'Shanghai Green & Organic Industry Development Centre' },
  phone: '+86 21 6888 2025',
  fax: '+86 21 6888 2026',
  email: 'info@organic-expo.example.cn',
  exhibitorEmail: 'exhibit@organic-expo.example.cn',
  visitorEmail: 'visit@organic-expo.example.cn',
  pressEmail: 'press@organic-expo.example.cn',
  address: {
    cn: '上海市浦东新区世纪大道 1500 号东方大厦 18 层',
    en: '18/F Oriental Tower, 1500 Century Avenue, Pudong New Area, Shanghai 200122',
  },
}

const CONTACT_LABELS = {
  cn: {
    exhibit: '展商咨询',
    visit: '观众咨询',
    press: '媒体合作',
    phone: '电话',
    email: '邮箱',
    address: '地址',
    colon: '：',
  },
  en: {
    exhibit: 'Exhibiting',
    visit: 'Visiting',
    press: 'Press and media',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    colon: ': ',
  },
}

function contactsHtml(lang: Locale): string {
  const t = CONTACT_LABELS[lang]
  const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`
  const item = (label: string, value: string) => `<li><strong>${label}</strong>${t.colon}${value}</li>`
  return (
    `<h3>${ORGANISER.name[lang]}</h3><ul>` +
    item(t.exhibit, mail(ORGANISER.exhibitorEmail)) +
    item(t.visit, mail(ORGANISER.visitorEmail)) +
    item(t.press, mail(ORGANISER.pressEmail)) +
    item(t.phone, ORGANISER.phone) +
    item(t.email, mail(ORGANISER.email)) +
    item(t.address, ORGANISER.address[lang]) +
    '</ul>'
  )
}

const privacyNotice: Bilingual = {
  cn:
    `<p>${ORGANISER.name.cn}（“我们”）收集您在表单中填写的姓名、邮箱、公司和职位，仅用于发送展会资讯和处理参展申请。</p>` +
    '<ul><li>处理依据：您的单独同意，您可随时撤回。</li>' +
    '<li>保存期限：资讯订阅保存至您退订为止；参展申请保存至展会结束后 24 个月。</li>' +
    '<li>每封邮件均附退订链接，点击后我们将删除您的订阅信息。</li>' +
    `<li>查询、更正或删除个人信息，请联系 <a href="mailto:privacy@organic-expo.example.cn">privacy@organic-expo.example.cn</a>。</li></ul>`,
  en:
    `<p>${ORGANISER.name.en} ("we") collects the name, e-mail, company and position you enter, only to send fair news and to handle booth applications.</p>` +
    '<ul><li>Legal basis: your separate consent, which you may withdraw at any time.</li>' +
    '<li>Retention: news-letter data until you unsubscribe; booth applications for 24 months after the fair.</li>' +
    '<li>Every mailing carries an unsubscribe link; using it deletes your subscription data.</li>' +
    '<li>To access, correct or delete your data, write to <a href="mailto:privacy@organic-expo.example.cn">privacy@organic-expo.example.cn</a>.</li></ul>',
}

const parkingNotice: Bilingual = {
  cn: `<p>展馆地面及地下停车场向观众开放，收费标准为 <strong>每小时 ${FAIR.parking.perHourCny} 元，每日最高 ${FAIR.parking.dailyCapCny} 元</strong>。展期车位紧张，建议乘坐地铁或磁悬浮前往。</p>`,
  en: `<p>The venue's surface and underground car parks are open to visitors at <strong>RMB ${FAIR.parking.perHourCny} per hour, capped at RMB ${FAIR.parking.dailyCapCny} per day</strong>. Spaces are scarce during the show; the metro or the maglev is recommended.</p>`,
}

/**
 * The square emblem the header shows beside the fair's name (the wordmark, `logo_image`, is 15:4 and
 * would be a smudge in a header-sized box). Its own seed step (after `site_config`), so databases
 * seeded before it get it too.
 */
export const brandMarkConfigSeed: ConfigEntryInput[] = [plain('logo_mark', mediaPath('site', 'logo-mark.svg'))]

/**
 * Days after the show's end that visitor registrations keep their personal data (ADR 033); its own
 * seed step, so databases seeded before it get it too.
 */
export const registrationConfigSeed: ConfigEntryInput[] = [plain('registration_retention_days', '90')]

/**
 * The next edition's show dates, unknown until the organiser sets them (ADR 037: the closed
 * registration page names them); its own seed step, so databases seeded before it get the keys too.
 */
export const nextEditionConfigSeed: ConfigEntryInput[] = [
  plain('next_exhibition_start_time', ''),
  plain('next_exhibition_end_time', ''),
]

export const siteConfigSeed: ConfigEntryInput[] = [
  ...plainPair('brand_name', FAIR.brand),
  plain('edition', FAIR.edition),
  plain('exhibition_start_time', FAIR.startUnixSeconds),
  plain('exhibition_end_time', FAIR.endUnixSeconds),
  ...plainPair('exhibition_date', FAIR.dates),
  ...plainPair('exhibition_hours', FAIR.hours),
  ...plainPair('exhibition_address', {
    cn: `${FAIR.venue.cn} ${FAIR.hall}馆`,
    en: `Hall ${FAIR.hall}, ${FAIR.venue.en}`,
  }),
  ...plainPair('venue_street_address', FAIR.venueAddress),
  ...plainPair('bottom', {
    cn: `© ${FAIR.year} ${FAIR.brand.cn} 版权所有`,
    en: `© ${FAIR.year} ${FAIR.brand.en}. All rights reserved.`,
  }),
  ...plainPair('site_description', {
    cn: `第${FAIR.edition}届${FAIR.brand.cn}于${FAIR.dates.cn}在${FAIR.venue.cn}举办，汇聚全球有机食品、饮料、天然化妆品与认证服务。`,
    en: `The ${FAIR.edition}th ${FAIR.brand.en}, ${FAIR.dates.en} at ${FAIR.venue.en}: organic food, drinks, natural cosmetics and certification from around the world.`,
  }),
  // Empty: the site's own registration page (ADR 033); an outside address may be set instead.
  plain('prereg_url', ''),
  plain('prereg_promo_code', FAIR.preregPromoCode),
  plain('icp_record', '沪ICP备20250611号-1'),
  plain('icp_url', 'https://beian.miit.gov.cn/'),
  plain('public_security_record', '沪公网安备31011502020611号'),
  plain('public_security_record_code', '31011502020611'),
  plain('public_security_icon', mediaPath('site', 'public-security-record.svg')),
  ...SOCIAL_ACCOUNTS.flatMap((account) => [
    ...plainPair(`social_${account.key}_name`, account.name),
    plain(`social_${account.key}_qr`, account.qr),
  ]),
  ...plainPair('organiser_name', ORGANISER.name),
  plain('organiser_phone', ORGANISER.phone),
  plain('organiser_fax', ORGANISER.fax),
  plain('organiser_email', ORGANISER.email),
  ...plainPair('organiser_address', ORGANISER.address),
  ...richPair('organiser_contacts', { cn: contactsHtml('cn'), en: contactsHtml('en') }),
  ...richPair('privacy_notice', privacyNotice),
  ...richPair('parking_notice', parkingNotice),
  plain('parking_fee_per_hour', FAIR.parking.perHourCny),
  plain('parking_fee_daily_cap', FAIR.parking.dailyCapCny),
  // Empty: media paths are served by this site. Set to e.g. https://media.example.cn to use a media host.
  plain('media_base_url', ''),
  plain('floating_ad_image', mediaPath('site', 'floating-ad.svg')),
  plain('floating_qr_image', mediaPath('qr', 'wechat.svg')),
  plain('logo_image', mediaPath('site', 'logo.svg')),
  // Optional Baidu Tongji site id; empty disables analytics.
  plain('baidu_tongji_id', ''),
]
