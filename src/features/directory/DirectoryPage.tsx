import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useHydrated } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { planNoJsParams } from '~/contracts/floor-plan'
import type { DirectorySearch } from '~/contracts/search'
import { blocks, ContentPage, msgCount } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import { DirectoryFilters } from './DirectoryFilters'
import * as css from './DirectoryPage.css'
import { DirectoryPager } from './DirectoryPager'
import { directoryQueries } from './directory.queries'
import { cleanSearch, DIRECTORY_ROUTE, directoryPageCount, industryNames, searchFromForm } from './directory.shared'
import { ExhibitorCard } from './ExhibitorCard'

const route = getRouteApi(DIRECTORY_ROUTE)

const text = {
  intro: msg`Find exhibitors by name, product category, country or the German Pavilion, and share the address of any search.`,
  reset: msg`Clear filters`,
  found: msg`{form, select, one {{count} exhibitor found} other {{count} exhibitors found}}`,
  none: msg`No exhibitor matches these filters. Try fewer words or another category.`,
  results: msg`Exhibitors`,
}

export function DirectoryPage({ search }: { search: DirectorySearch }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  // Its booth opened by the server for a browser without JavaScript, by the plan's own script otherwise.
  const noJsPlan = planNoJsParams(useHydrated())
  const navigate = route.useNavigate()
  const { data: filters } = useSuspenseQuery(directoryQueries.filters(locale))
  const { data: result } = useQuery(directoryQueries.page(locale, search))
  const clean = cleanSearch(search)
  const industryName = industryNames(filters.industries)
  const pageCount = result ? directoryPageCount(result.total) : 1

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void navigate({ search: searchFromForm(new FormData(event.currentTarget)) })
  }

  return (
    <ContentPage id="directories" intro={i18n._(text.intro)}>
      <DirectoryFilters clean={clean} filters={filters} onSubmit={onSubmit} />

      <section className={blocks.section} aria-labelledby="dir-results">
        <div className={css.summary}>
          <h2 id="dir-results" className={`${blocks.sectionTitle} ${blocks.noRule}`}>
            {i18n._(text.results)}
          </h2>
          <p className={blocks.muted} aria-live="polite" data-testid="directory-count">
            {result ? msgCount(i18n, text.found, result.total) : null}
          </p>
          {Object.keys(clean).length > 0 ? (
            <Link from={DIRECTORY_ROUTE} to="." search={{}} className={blocks.linkButton}>
              {i18n._(text.reset)}
            </Link>
          ) : null}
        </div>
        {result && result.items.length === 0 ? <p>{i18n._(text.none)}</p> : null}
        <ul className={blocks.grid} data-testid="directory-results">
          {result?.items.map((ex) => (
            <ExhibitorCard key={ex.id} ex={ex} industryName={industryName} noJsPlan={noJsPlan} />
          ))}
        </ul>
        {pageCount > 1 ? <DirectoryPager clean={clean} current={result?.page ?? 1} pageCount={pageCount} /> : null}
      </section>
    </ContentPage>
  )
}
