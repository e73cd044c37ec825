export interface IndustrySeed {
  code: string
  cn: string
  en: string
  children?: IndustrySeed[]
}

/** Two levels: product sections of the fair and their categories. Child codes are `<parent>-<name>` (letters, digits, `-` only, so they fit a URL query as is). */
export const industrySeed: IndustrySeed[] = [
  {
    code: 'food',
    cn: '有机食品',
    en: 'Organic Food',
    children: [
      { code: 'food-grains', cn: '谷物、粮油', en: 'Grains, Cereals & Edible Oils' },
      { code: 'food-produce', cn: '新鲜果蔬', en: 'Fresh Fruit & Vegetables' },
      { code: 'food-dairy', cn: '乳制品与蛋类', en: 'Dairy & Eggs' },
      { code: 'food-meat', cn: '肉禽与水产', en: 'Meat, Poultry & Seafood' },
      { code: 'food-tea-coffee', cn: '茶叶与咖啡', en: 'Tea & Coffee' },
      { code: 'food-condiments', cn: '调味品与香料', en: 'Condiments & Spices' },
      { code: 'food-snacks', cn: '休闲食品与糖果', en: 'Snacks & Confectionery' },
      { code: 'food-baby', cn: '婴幼儿食品', en: 'Baby & Infant Food' },
      { code: 'food-dried', cn: '干果、坚果与菌菇', en: 'Dried Fruit, Nuts & Mushrooms' },
    ],
  },
  {
    code: 'beverages',
    cn: '有机饮品',
    en: 'Organic Beverages',
    children: [
      { code: 'beverages-juice', cn: '果蔬汁', en: 'Fruit & Vegetable Juices' },
      { code: 'beverages-wine', cn: '葡萄酒', en: 'Wine' },
      { code: 'beverages-beer-spirits', cn: '啤酒与烈酒', en: 'Beer & Spirits' },
      { code: 'beverages-plant-based', cn: '植物基饮品', en: 'Plant-based Drinks' },
    ],
  },
  {
    code: 'cosmetics',
    cn: '天然有机化妆品',
    en: 'Natural & Organic Cosmetics',
    children: [
      { code: 'cosmetics-skin', cn: '护肤品', en: 'Skin Care' },
      { code: 'cosmetics-personal', cn: '个人护理', en: 'Personal Care' },
      { code: 'cosmetics-essential-oils', cn: '精油与芳疗', en: 'Essential Oils & Aromatherapy' },
    ],
  },
  {
    code: 'agriculture',
    cn: '有机农业投入品',
    en: 'Organic Farming Inputs',
    children: [
      { code: 'agriculture-fertilisers', cn: '有机肥料', en: 'Organic Fertilisers' },
      { code: 'agriculture-biocontrol', cn: '生物防治', en: 'Biological Crop Protection' },
      { code: 'agriculture-seeds', cn: '有机种子种苗', en: 'Organic Seeds & Seedlings' },
    ],
  },
  {
    code: 'services',
    cn: '认证与服务',
    en: 'Certification & Services',
    children: [
      { code: 'services-certification', cn: '有机认证', en: 'Organic Certification' },
      { code: 'services-testing', cn: '检测与溯源', en: 'Testing & Traceability' },
      { code: 'services-trade', cn: '贸易与渠道服务', en: 'Trade & Distribution Services' },
    ],
  },
  {
    code: 'packaging',
    cn: '包装与加工技术',
    en: 'Packaging & Processing',
    children: [
      { code: 'packaging-eco', cn: '环保包装', en: 'Sustainable Packaging' },
      { code: 'packaging-machinery', cn: '加工设备', en: 'Processing Equipment' },
    ],
  },
  {
    code: 'lifestyle',
    cn: '有机纺织与生活用品',
    en: 'Organic Textiles & Household',
    children: [
      { code: 'lifestyle-textiles', cn: '有机棉纺织品', en: 'Organic Cotton Textiles' },
      { code: 'lifestyle-household', cn: '环保清洁用品', en: 'Eco Cleaning Products' },
    ],
  },
]
