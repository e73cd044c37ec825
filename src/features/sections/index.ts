export { SectionPage } from './SectionPage'
export { sectionRoute } from './section-route'
export { SECTIONS, type SectionId } from './sections'
