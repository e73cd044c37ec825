export { AboutPage } from './AboutPage'
export { aboutQueries } from './about.queries'
export { ABOUT_PAGES, type AboutPageId } from './about.shared'
export { aboutRoute } from './about-route'
