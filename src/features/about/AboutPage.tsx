import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { AboutExhibitor, IndustryDto } from '~/contracts/content'
import { ExternalLink, RichHtml } from '~/features/page-blocks'
import { LogoGrid } from '~/features/partners-page'
import { SectionPage } from '~/features/sections'
import { useLocale } from '~/routing/locale'
import { cardGrid } from '~/ui/primitives.css'
import * as css from './AboutPage.css'
import { aboutQueries } from './about.queries'
import { ABOUT_PAGES, type AboutPageId } from './about.shared'

const text = {
  sections: msg`Product sections`,
  pavilionExhibitors: msg`Exhibitors in the German Pavilion`,
  booth: msg`Booth`,
  website: msg`Website`,
  partners: msg`Our media partners`,
}

function IndustryGrid({ tree }: { tree: IndustryDto[] }) {
  const { i18n } = useLingui()
  return (
    <section aria-labelledby="range-sections">
      <h2 id="range-sections" className={css.sectionTitle}>
        {i18n._(text.sections)}
      </h2>
      <ul className={cardGrid} data-testid="industry-tree">
        {tree.map((node) => (
          <li key={node.code}>
            <article className={css.card}>
              <h3 className={css.cardTitle}>{node.name}</h3>
              <ul className={css.chips}>
                {node.children.map((child) => (
                  <li key={child.code} className={css.chip}>
                    {child.name}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}

function PavilionExhibitors({ exhibitors }: { exhibitors: AboutExhibitor[] }) {
  const { i18n } = useLingui()
  return (
    <section aria-labelledby="pavilion-exhibitors">
      <h2 id="pavilion-exhibitors" className={css.sectionTitle}>
        {i18n._(text.pavilionExhibitors)}
      </h2>
      <ul className={cardGrid} data-testid="pavilion-exhibitors">
        {exhibitors.map((e) => (
          <li key={e.id}>
            <article className={css.card}>
              <h3 className={css.cardTitle}>{e.name}</h3>
              <p className={css.cardMeta}>
                {e.country} · {i18n._(text.booth)} {e.booth}
              </p>
              <p className={css.cardText}>{e.description}</p>
              <ExternalLink href={e.website}>{i18n._(text.website)}</ExternalLink>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A text page of the fair: its summary as lead, its rich content, and the list it comes with. */
export function AboutPage({ id }: { id: AboutPageId }) {
  const { i18n } = useLingui()
  const { data } = useSuspenseQuery(aboutQueries.page(useLocale(), ABOUT_PAGES[id]))
  return (
    <SectionPage id={id}>
      {data.summary && <p className={css.lead}>{data.summary}</p>}
      <RichHtml html={data.body} className={css.rich} testId="page-content" />
      {data.industries && <IndustryGrid tree={data.industries} />}
      {data.exhibitors && data.exhibitors.length > 0 && <PavilionExhibitors exhibitors={data.exhibitors} />}
      {data.partners && (
        <section aria-labelledby="media-partners-list">
          <h2 id="media-partners-list" className={css.sectionTitle}>
            {i18n._(text.partners)}
          </h2>
          <LogoGrid partners={data.partners} />
        </section>
      )}
    </SectionPage>
  )
}
