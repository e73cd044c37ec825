import type { exhibitor } from '../schema'
import { COUNTRIES, type CountryCode } from './countries'
import { type Bilingual, placeholderWebsite } from './fair-facts'

type ExhibitorRow = typeof exhibitor.$inferInsert

interface ExhibitorSeed {
  name: Bilingual
  country: CountryCode
  booth: string
  /** Leaf codes from industries.ts. */
  industries: string[]
  germanPavilion?: boolean
  /** Host-name stem of the placeholder website. */
  site: string
  description: Bilingual
}

/** Fictional companies (names, sites and booths are invented); area D of Hall N5 is the German Pavilion. */
const exhibitors: ExhibitorSeed[] = [
  {
    name: { cn: '云岭茶业有限公司', en: 'Yunling Tea Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A01',
    industries: ['food-tea-coffee'],
    site: 'yunling-tea',
    description: {
      cn: '云南普洱高山有机茶园，生产普洱茶和滇红，持有中国和欧盟有机认证。',
      en: "High-altitude organic tea gardens near Pu'er, Yunnan, making pu'er and black tea with Chinese and EU organic certificates.",
    },
  },
  {
    name: { cn: '黑土地粮油股份有限公司', en: 'Black Soil Grain & Oil Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A05',
    industries: ['food-grains'],
    site: 'black-soil',
    description: {
      cn: '黑龙江有机大豆、玉米和亚麻籽种植与冷榨油加工企业。',
      en: 'Grows organic soybeans, maize and linseed in Heilongjiang and presses cold-pressed oils.',
    },
  },
  {
    name: { cn: '宁夏红枸杞生态农业有限公司', en: 'Ningxia Red Goji Ecological Agriculture Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A08',
    industries: ['food-dried', 'beverages-juice'],
    site: 'ningxia-goji',
    description: {
      cn: '宁夏中宁有机枸杞基地，产品包括干枸杞、枸杞原浆和枸杞粉。',
      en: 'Organic goji orchards in Zhongning, Ningxia: dried berries, goji juice and goji powder.',
    },
  },
  {
    name: { cn: '草本之源生物科技有限公司', en: 'Herbal Origin Biotech Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A12',
    industries: ['cosmetics-skin', 'cosmetics-essential-oils'],
    site: 'herbal-origin',
    description: {
      cn: '以有机金盏花、茶籽油等植物原料研发天然护肤品。',
      en: 'Develops natural skin care from organic calendula, camellia seed oil and other botanicals.',
    },
  },
  {
    name: { cn: '内蒙古草原有机乳业有限公司', en: 'Inner Mongolia Grassland Organic Dairy Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A15',
    industries: ['food-dairy'],
    site: 'grassland-dairy',
    description: {
      cn: '锡林郭勒草原有机牧场，生产有机纯牛奶和有机酸奶。',
      en: 'Organic ranches on the Xilingol grassland producing organic milk and yoghurt.',
    },
  },
  {
    name: { cn: '五常稻香米业有限公司', en: 'Wuchang Rice Fragrance Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A18',
    industries: ['food-grains'],
    site: 'wuchang-rice',
    description: {
      cn: '黑龙江五常有机稻花香大米种植与加工。',
      en: 'Grows and mills organic fragrant rice in Wuchang, Heilongjiang.',
    },
  },
  {
    name: { cn: '武夷山岩韵茶厂', en: 'Wuyishan Rock Rhyme Tea Factory' },
    country: 'CN',
    booth: 'N5-A21',
    industries: ['food-tea-coffee'],
    site: 'rock-rhyme-tea',
    description: {
      cn: '福建武夷山有机岩茶与红茶，传统炭焙工艺。',
      en: 'Organic rock oolong and black tea from Wuyishan, Fujian, roasted over charcoal.',
    },
  },
  {
    name: { cn: '东北林下菌业有限公司', en: 'Northeast Forest Mushroom Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A24',
    industries: ['food-dried'],
    site: 'forest-mushroom',
    description: {
      cn: '长白山林下有机木耳、香菇和榛蘑。',
      en: 'Organic wood ear, shiitake and hazel mushrooms grown under the forests of the Changbai Mountains.',
    },
  },
  {
    name: { cn: '绿源有机肥料有限公司', en: 'Greensource Organic Fertiliser Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A27',
    industries: ['agriculture-fertilisers'],
    site: 'greensource',
    description: {
      cn: '生产符合有机生产标准的生物有机肥和堆肥。',
      en: 'Makes bio-organic fertilisers and compost approved for organic production.',
    },
  },
  {
    name: { cn: '华检溯源科技有限公司', en: 'Huajian Traceability Technology Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A30',
    industries: ['services-testing'],
    site: 'huajian-trace',
    description: {
      cn: '农残检测实验室与有机产品一物一码追溯系统。',
      en: 'Residue testing laboratories and item-level traceability systems for organic products.',
    },
  },
  {
    name: { cn: '禾本包装科技有限公司', en: 'Heben Eco Packaging Technology Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A33',
    industries: ['packaging-eco'],
    site: 'heben-packaging',
    description: {
      cn: '甘蔗渣模塑和可堆肥软包装解决方案。',
      en: 'Moulded bagasse and compostable flexible packaging.',
    },
  },
  {
    name: { cn: '江南有机蔬菜专业合作社', en: 'Jiangnan Organic Vegetable Cooperative' },
    country: 'CN',
    booth: 'N5-A36',
    industries: ['food-produce'],
    site: 'jiangnan-veg',
    description: {
      cn: '长三角地区社员农场联合供应有机叶菜与时令蔬菜。',
      en: 'Member farms in the Yangtze River Delta supplying organic leafy greens and seasonal vegetables.',
    },
  },
  {
    name: { cn: '海南椰林有机食品有限公司', en: 'Hainan Coconut Grove Organic Foods Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A39',
    industries: ['beverages-plant-based', 'food-snacks'],
    site: 'coconut-grove',
    description: { cn: '有机椰子水、椰奶和椰子脆片。', en: 'Organic coconut water, coconut milk and coconut chips.' },
  },
  {
    name: { cn: '贵州高原有机茶有限公司', en: 'Guizhou Highland Organic Tea Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A42',
    industries: ['food-tea-coffee'],
    site: 'guizhou-tea',
    description: {
      cn: '贵州高海拔有机绿茶和抹茶原料。',
      en: 'Organic green tea and matcha raw material from the highlands of Guizhou.',
    },
  },
  {
    name: { cn: '棉语有机纺织有限公司', en: 'Mianyu Organic Textiles Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A45',
    industries: ['lifestyle-textiles'],
    site: 'mianyu',
    description: {
      cn: '新疆有机棉婴童服装与家纺产品。',
      en: 'Baby clothing and home textiles made from Xinjiang organic cotton.',
    },
  },
  {
    name: { cn: '小禾苗婴童食品有限公司', en: 'Little Sprout Baby Food Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A48',
    industries: ['food-baby'],
    site: 'little-sprout',
    description: {
      cn: '有机米粉、果泥和无添加磨牙饼干。',
      en: 'Organic baby rice cereal, fruit purées and teething rusks with no additives.',
    },
  },
  {
    name: { cn: '山东沃土生物防治有限公司', en: 'Wotu Biocontrol (Shandong) Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A51',
    industries: ['agriculture-biocontrol'],
    site: 'wotu-biocontrol',
    description: {
      cn: '天敌昆虫与微生物农药，服务有机种植基地。',
      en: 'Beneficial insects and microbial crop protection for organic farms.',
    },
  },
  {
    name: { cn: '天山果园农业有限公司', en: 'Tianshan Orchard Agriculture Co., Ltd.' },
    country: 'CN',
    booth: 'N5-A54',
    industries: ['food-dried', 'beverages-juice'],
    site: 'tianshan-orchard',
    description: {
      cn: '新疆有机红枣、葡萄干和苹果汁。',
      en: 'Organic red dates, raisins and apple juice from Xinjiang.',
    },
  },
  {
    name: { cn: '阿尔卑斯谷物磨坊', en: 'Kornmühle Alpenland GmbH' },
    country: 'DE',
    booth: 'N5-D01',
    industries: ['food-grains'],
    germanPavilion: true,
    site: 'kornmuehle-alpenland',
    description: {
      cn: '巴伐利亚百年磨坊，生产有机斯佩尔特小麦粉和烘焙预拌粉。',
      en: 'A century-old Bavarian mill making organic spelt flour and bread mixes.',
    },
  },
  {
    name: { cn: '贝格泉有机啤酒厂', en: 'Bergquell Bio-Brauerei' },
    country: 'DE',
    booth: 'N5-D04',
    industries: ['beverages-beer-spirits'],
    germanPavilion: true,
    site: 'bergquell',
    description: {
      cn: '按照德国纯酿法酿造的有机小麦啤酒和无醇啤酒。',
      en: 'Organic wheat beer and alcohol-free beer brewed to the German purity law.',
    },
  },
  {
    name: { cn: '阳光宝贝婴儿食品有限公司', en: 'Sonnenkind Babynahrung GmbH' },
    country: 'DE',
    booth: 'N5-D07',
    industries: ['food-baby'],
    germanPavilion: true,
    site: 'sonnenkind',
    description: { cn: '有机果泥、蔬菜泥和婴儿米粉。', en: 'Organic fruit and vegetable purées and baby cereals.' },
  },
  {
    name: { cn: '草药园天然化妆品', en: 'Kräutergarten Naturkosmetik GmbH' },
    country: 'DE',
    booth: 'N5-D10',
    industries: ['cosmetics-skin', 'cosmetics-personal'],
    germanPavilion: true,
    site: 'kraeutergarten',
    description: {
      cn: '以自种有机草本为原料的认证天然护肤和洗护产品。',
      en: 'Certified natural skin and hair care made from herbs grown on its own organic fields.',
    },
  },
  {
    name: { cn: '绿地牧场乳品', en: 'Hofmolkerei Grünland' },
    country: 'DE',
    booth: 'N5-D13',
    industries: ['food-dairy'],
    germanPavilion: true,
    site: 'gruenland',
    description: {
      cn: '阿尔高地区牧场乳品厂，生产有机奶酪和黄油。',
      en: 'A farm dairy in the Allgäu making organic cheese and butter.',
    },
  },
  {
    name: { cn: '施瓦茨林蜜养蜂场', en: 'Waldhonig Imkerei Schwarz' },
    country: 'DE',
    booth: 'N5-D16',
    industries: ['food-condiments'],
    germanPavilion: true,
    site: 'imkerei-schwarz',
    description: { cn: '黑森林有机森林蜂蜜和花粉。', en: 'Organic forest honey and pollen from the Black Forest.' },
  },
  {
    name: { cn: '德国生态检测认证有限公司', en: 'Ökoprüf Zertifizierung GmbH' },
    country: 'DE',
    booth: 'N5-D19',
    industries: ['services-certification'],
    germanPavilion: true,
    site: 'oekopruef',
    description: {
      cn: '为出口欧盟的企业提供有机检查与认证服务。',
      en: 'Organic inspection and certification for companies exporting to the EU.',
    },
  },
  {
    name: { cn: '北海有机水产', en: 'Nordsee Bio-Fisch GmbH' },
    country: 'DE',
    booth: 'N5-D22',
    industries: ['food-meat'],
    germanPavilion: true,
    site: 'nordsee-biofisch',
    description: {
      cn: '有机认证的鳟鱼和贻贝养殖与加工。',
      en: 'Certified organic trout and mussel farming and processing.',
    },
  },
  {
    name: { cn: '弗兰肯有机花草茶', en: 'Frankentee Bio-Kräutertee' },
    country: 'DE',
    booth: 'N5-D25',
    industries: ['food-tea-coffee'],
    germanPavilion: true,
    site: 'frankentee',
    description: {
      cn: '有机花草茶和水果茶，原料来自德国和东欧有机农场。',
      en: 'Organic herbal and fruit teas from farms in Germany and Eastern Europe.',
    },
  },
  {
    name: { cn: '莱茵有机果汁厂', en: 'Rheinland Bio-Saftkelterei' },
    country: 'DE',
    booth: 'N5-B02',
    industries: ['beverages-juice'],
    site: 'rheinland-saft',
    description: {
      cn: '莱茵河谷果园的有机苹果汁和混合果汁。',
      en: 'Organic apple and mixed juices from Rhine valley orchards.',
    },
  },
  {
    name: { cn: '三橡树酒庄', en: 'Domaine des Trois Chênes' },
    country: 'FR',
    booth: 'N5-B05',
    industries: ['beverages-wine'],
    site: 'trois-chenes',
    description: { cn: '波尔多有机及生物动力法葡萄酒庄。', en: 'An organic and biodynamic wine estate in Bordeaux.' },
  },
  {
    name: { cn: '薰衣草有机实验室', en: 'Laboratoire Lavande Bio' },
    country: 'FR',
    booth: 'N5-B08',
    industries: ['cosmetics-essential-oils'],
    site: 'lavande-bio',
    description: {
      cn: '普罗旺斯有机薰衣草精油与纯露。',
      en: 'Organic lavender essential oil and floral water from Provence.',
    },
  },
  {
    name: { cn: '萨伦托橄榄油合作社', en: 'Cooperativa Olivicola Salento' },
    country: 'IT',
    booth: 'N5-C01',
    industries: ['food-grains'],
    site: 'olivicola-salento',
    description: {
      cn: '普利亚大区200余户农户组成的有机特级初榨橄榄油合作社。',
      en: 'A cooperative of more than 200 Apulian growers making organic extra virgin olive oil.',
    },
  },
  {
    name: { cn: '奥尔恰谷面食坊', en: "Pastificio Val d'Orcia" },
    country: 'IT',
    booth: 'N5-C04',
    industries: ['food-grains'],
    site: 'pastificio-orcia',
    description: {
      cn: '托斯卡纳古老小麦品种制作的有机意大利面。',
      en: 'Organic pasta from ancient Tuscan wheat varieties.',
    },
  },
  {
    name: { cn: '太阳柑橘合作社', en: 'Cítricos del Sol S.Coop.' },
    country: 'ES',
    booth: 'N5-B11',
    industries: ['food-produce', 'beverages-juice'],
    site: 'citricos-del-sol',
    description: {
      cn: '瓦伦西亚有机橙、柠檬和鲜榨果汁。',
      en: 'Organic oranges, lemons and fresh juice from Valencia.',
    },
  },
  {
    name: { cn: '郁金香田有机种子公司', en: 'Tulpenveld Organic Seeds B.V.' },
    country: 'NL',
    booth: 'N5-B14',
    industries: ['agriculture-seeds'],
    site: 'tulpenveld',
    description: { cn: '有机蔬菜种子与种苗育种。', en: 'Breeds organic vegetable seeds and seedlings.' },
  },
  {
    name: { cn: '北欧有机乳业', en: 'Nordisk Øko Mejeri A/S' },
    country: 'DK',
    booth: 'N5-B17',
    industries: ['food-dairy', 'food-baby'],
    site: 'nordisk-oeko',
    description: {
      cn: '丹麦有机奶粉与婴幼儿配方奶粉原料。',
      en: 'Danish organic milk powder and infant formula ingredients.',
    },
  },
  {
    name: { cn: '阿尔卑斯草本', en: 'Alpenkräuter Bio GmbH' },
    country: 'AT',
    booth: 'N5-B20',
    industries: ['food-condiments', 'food-tea-coffee'],
    site: 'alpenkraeuter',
    description: { cn: '奥地利高山有机香草与调味料。', en: 'Organic alpine herbs and seasonings from Austria.' },
  },
  {
    name: { cn: '草原阳光有机', en: 'Prairie Sun Organics Inc.' },
    country: 'US',
    booth: 'N5-C10',
    industries: ['food-snacks', 'food-grains'],
    site: 'prairie-sun',
    description: { cn: '有机谷物棒、燕麦脆和烘焙零食。', en: 'Organic granola bars, oat clusters and baked snacks.' },
  },
  {
    name: { cn: '枫岭有机', en: 'Maple Ridge Organic Ltd.' },
    country: 'CA',
    booth: 'N5-C13',
    industries: ['food-condiments'],
    site: 'maple-ridge',
    description: { cn: '魁北克有机枫糖浆和枫糖。', en: 'Organic maple syrup and maple sugar from Quebec.' },
  },
  {
    name: { cn: '南十字有机牛肉', en: 'Southern Cross Organic Beef Pty Ltd' },
    country: 'AU',
    booth: 'N5-C16',
    industries: ['food-meat'],
    site: 'southern-cross-beef',
    description: {
      cn: '澳大利亚草饲有机牛肉，冷冻和冰鲜出口。',
      en: 'Grass-fed Australian organic beef, exported frozen and chilled.',
    },
  },
  {
    name: { cn: '科槐谷牧场', en: 'Kōwhai Valley Dairy Ltd.' },
    country: 'NZ',
    booth: 'N5-C19',
    industries: ['food-dairy'],
    site: 'kowhai-valley',
    description: {
      cn: '新西兰全草饲有机A2牛奶与奶粉。',
      en: 'Grass-fed organic A2 milk and milk powder from New Zealand.',
    },
  },
  {
    name: { cn: '大和有机抹茶', en: 'Yamato Organic Matcha Co., Ltd.' },
    country: 'JP',
    booth: 'N5-C22',
    industries: ['food-tea-coffee'],
    site: 'yamato-matcha',
    description: { cn: '京都宇治有机抹茶与焙茶。', en: 'Organic matcha and hojicha from Uji, Kyoto.' },
  },
  {
    name: { cn: '济州绿色农场', en: 'Jeju Green Farm Co., Ltd.' },
    country: 'KR',
    booth: 'N5-C25',
    industries: ['food-produce', 'food-tea-coffee'],
    site: 'jeju-green',
    description: { cn: '济州岛有机柑橘与绿茶。', en: 'Organic tangerines and green tea from Jeju Island.' },
  },
  {
    name: { cn: '泰国有机大米联盟', en: 'Thai Organic Rice Alliance' },
    country: 'TH',
    booth: 'N5-C28',
    industries: ['food-grains'],
    site: 'thai-organic-rice',
    description: {
      cn: '12家泰国有机大米生产商的联合出口平台。',
      en: 'A joint export platform of 12 Thai organic rice producers.',
    },
  },
  {
    name: { cn: '锡兰高地香料', en: 'Ceylon Highland Spices (Pvt) Ltd.' },
    country: 'LK',
    booth: 'N5-C31',
    industries: ['food-condiments', 'food-tea-coffee'],
    site: 'ceylon-highland',
    description: {
      cn: '斯里兰卡有机肉桂、胡椒和锡兰红茶。',
      en: 'Organic cinnamon, pepper and Ceylon black tea from Sri Lanka.',
    },
  },
  {
    name: { cn: '安第斯藜麦合作社', en: 'Cooperativa Andina de Quinua' },
    country: 'PE',
    booth: 'N5-C34',
    industries: ['food-grains'],
    site: 'andina-quinua',
    description: {
      cn: '秘鲁高原有机白藜麦、红藜麦和黑藜麦。',
      en: 'Organic white, red and black quinoa from the Peruvian altiplano.',
    },
  },
  {
    name: { cn: '亚马逊巴西莓', en: 'Amazônia Açaí Ltda.' },
    country: 'BR',
    booth: 'N5-C37',
    industries: ['beverages-juice', 'food-snacks'],
    site: 'amazonia-acai',
    description: {
      cn: '亚马逊地区野生采集的有机巴西莓果浆和冻干粉。',
      en: 'Organic wild-harvested açaí pulp and freeze-dried powder from the Amazon.',
    },
  },
  {
    name: { cn: '喜马拉雅有机食品', en: 'Himalayan Organic Foods Pvt. Ltd.' },
    country: 'IN',
    booth: 'N5-C40',
    industries: ['food-condiments', 'food-grains'],
    site: 'himalayan-organic',
    description: { cn: '有机姜黄、小米和印度香米。', en: 'Organic turmeric, millets and basmati rice.' },
  },
]

export const exhibitorSeed: ExhibitorRow[] = exhibitors.map((seed) => ({
  // The stem is unique and stable: the import (ADR 021) and migration 0016's backfill use it too.
  externalId: seed.site,
  nameCn: seed.name.cn,
  nameEn: seed.name.en,
  countryCode: seed.country,
  countryCn: COUNTRIES[seed.country].cn,
  countryEn: COUNTRIES[seed.country].en,
  booth: seed.booth,
  industryCodes: seed.industries,
  germanPavilion: seed.germanPavilion ?? false,
  website: placeholderWebsite(seed.site),
  descriptionCn: seed.description.cn,
  descriptionEn: seed.description.en,
}))
