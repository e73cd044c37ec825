import type { RouterContext } from '~/router'
import { seo } from '~/seo/seo'
import { SectionPage } from './SectionPage'
import { SECTIONS, type SectionId } from './sections'

/** Route options shared by every section page: its head (title, canonical, hreflang) and page. */
export function sectionRoute(id: SectionId) {
  return {
    head: ({ match }: { match: { context: RouterContext } }) =>
      seo(match.context, { path: SECTIONS[id].path, title: SECTIONS[id].title }),
    component: () => <SectionPage id={id} />,
  }
}
