export { AboutPage } from './AboutPage'
export { pageCodes } from './about.shared'
export { aboutLoader } from './about-loader'
export { aboutHead } from './about-route'
