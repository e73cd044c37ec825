export { AboutPage } from './AboutPage'
export { pageCodes } from './about.shared'
export { aboutRoute } from './about-route'
