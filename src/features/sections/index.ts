export { SectionPage } from './SectionPage'
export { SECTIONS, type SectionId, sectionSeo } from './sections'
