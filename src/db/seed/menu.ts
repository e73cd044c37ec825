export interface MenuSeed {
  path: string
  cn: string
  en: string
  outLink?: string
  target?: '_blank'
  children?: MenuSeed[]
}

/** Top-level path of a group is its first child's page, so a tap on a touch screen still lands somewhere. */
export const menuSeed: MenuSeed[] = [
  { path: '/', cn: '首页', en: 'Home' },
  {
    path: '/introduce',
    cn: '关于展会',
    en: 'About',
    children: [
      { path: '/introduce', cn: '展会介绍', en: 'About the Fair' },
      { path: '/range', cn: '展品范围', en: 'Product Range' },
      { path: '/review', cn: '展会回顾', en: 'Show Review' },
      { path: '/selection-activity', cn: '有机产品评选', en: 'Organic Product Awards' },
      { path: '/global', cn: '全球展会网络', en: 'Global Fair Network' },
      // The parent fair's own site: an outside link, opened in a new tab (spec: menu out links).
      {
        path: '/biofach-worldwide',
        cn: 'BIOFACH 全球',
        en: 'BIOFACH Worldwide',
        outLink: 'https://www.biofach.example.com',
        target: '_blank',
      },
    ],
  },
  {
    path: '/why-participate',
    cn: '参展商',
    en: 'Exhibitors',
    children: [
      { path: '/why-participate', cn: '为何参展', en: 'Why Exhibit' },
      { path: '/become-an-exhibitor', cn: '申请展位', en: 'Book a Booth' },
      { path: '/exhibitor-german-pavilion', cn: '德国馆', en: 'German Pavilion' },
      { path: '/download', cn: '资料下载', en: 'Downloads' },
    ],
  },
  {
    path: '/why-visit',
    cn: '观众',
    en: 'Visitors',
    children: [
      { path: '/why-visit', cn: '为何参观', en: 'Why Visit' },
      { path: '/visitor-guide', cn: '参观指南', en: 'Visitor Guide' },
      { path: '/vip-visitors', cn: 'VIP 买家计划', en: 'VIP Buyer Programme' },
      { path: '/directories', cn: '展商名录', en: 'Exhibitor Directory' },
      { path: '/floor-plan', cn: '展馆平面图', en: 'Hall Plan' },
      { path: '/register', cn: '观众预登记', en: 'Visitor Pre-registration' },
    ],
  },
  {
    path: '/exhibition-news',
    cn: '新闻与媒体',
    en: 'News & Media',
    children: [
      { path: '/exhibition-news', cn: '展会新闻', en: 'Fair News' },
      { path: '/trade-news', cn: '行业资讯', en: 'Industry News' },
      { path: '/exhibitor-news', cn: '展商动态', en: 'Exhibitor News' },
      { path: '/exhibition-photos', cn: '展会图片', en: 'Photos & Videos' },
      { path: '/media-partners', cn: '合作媒体', en: 'Media Partners' },
    ],
  },
  { path: '/contact', cn: '联系我们', en: 'Contact' },
]
