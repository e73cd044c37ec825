export { SECTIONS, type SectionId, sectionSeo } from '~/routing/sections'
export { SectionPage } from './SectionPage'
