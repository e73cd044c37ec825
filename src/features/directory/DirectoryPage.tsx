import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { FormEvent, ReactNode } from 'react'
import { isBoothLabel } from '~/contracts/floor-plan'
import type { DirectorySearch } from '~/contracts/search'
import { blocks, ContentPage, ExternalLink, msgCount, msgWith } from '~/features/page-blocks'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { buttonPrimary, pageLink, textInput } from '~/ui/primitives.css'
import * as css from './DirectoryPage.css'
import { directoryQueries } from './directory.queries'
import { cleanSearch, DIRECTORY_PAGE_SIZE } from './directory.shared'

/** The page's own route: its `search` (links, navigation) is typed by the route's schema. */
const FROM = '/{-$locale}/directories'
const route = getRouteApi(FROM)

const text = {
  intro: msg`Find exhibitors by name, product category, country or the German Pavilion, and share the address of any search.`,
  search: msg`Exhibitor name or keyword`,
  industry: msg`Product category`,
  country: msg`Country or region`,
  all: msg`All`,
  german: msg`German Pavilion only`,
  apply: msg`Search`,
  reset: msg`Clear filters`,
  found: msg`{form, select, one {{count} exhibitor found} other {{count} exhibitors found}}`,
  none: msg`No exhibitor matches these filters. Try fewer words or another category.`,
  booth: msg`Booth {booth}`,
  showOnPlan: msg`Show {booth} on the hall plan`,
  germanPavilion: msg`German Pavilion`,
  website: msg`Website`,
  pages: msg`Result pages`,
  previous: msg`Previous`,
  next: msg`Next`,
  pageN: msg`Page {n}`,
  results: msg`Exhibitors`,
}

export function DirectoryPage({ search }: { search: DirectorySearch }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const localeParams = useLocaleParams()
  const navigate = route.useNavigate()
  const { data: filters } = useSuspenseQuery(directoryQueries.filters(locale))
  const { data: result } = useQuery(directoryQueries.page(locale, search))
  const clean = cleanSearch(search)
  const industryName = new Map<string, string>()
  for (const parent of filters.industries) {
    industryName.set(parent.code, parent.name)
    for (const child of parent.children) industryName.set(child.code, child.name)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = cleanSearch({
      q: String(form.get('q') ?? ''),
      industry: String(form.get('industry') ?? ''),
      country: String(form.get('country') ?? ''),
      germanPavilion: form.get('germanPavilion') === '1' ? '1' : undefined,
    })
    void navigate({ search: next })
  }

  const pageCount = result ? Math.max(1, Math.ceil(result.total / DIRECTORY_PAGE_SIZE)) : 1
  const current = result?.page ?? 1
  const pageSearch = (page: number) => ({ ...clean, page: page > 1 ? String(page) : undefined })

  return (
    <ContentPage id="directories" intro={i18n._(text.intro)}>
      <search>
        {/* key: a shared URL or the back button re-renders the uncontrolled fields with the URL's values */}
        <form
          method="get"
          className={css.filters}
          onSubmit={onSubmit}
          key={JSON.stringify(clean)}
          data-testid="directory-filters"
        >
          <FilterField id="dir-q" label={i18n._(text.search)}>
            <input
              id="dir-q"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={clean.q ?? ''}
              className={textInput}
            />
          </FilterField>
          <FilterSelect name="industry" label={i18n._(text.industry)} value={clean.industry} all={i18n._(text.all)}>
            {filters.industries.map((parent) => (
              <optgroup key={parent.code} label={parent.name}>
                <option value={parent.code}>
                  {parent.name} · {i18n._(text.all)}
                </option>
                {parent.children.map((child) => (
                  <option key={child.code} value={child.code}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </FilterSelect>
          <FilterSelect name="country" label={i18n._(text.country)} value={clean.country} all={i18n._(text.all)}>
            {filters.countries.map((country) => (
              <option key={country.countryCode} value={country.countryCode}>
                {country.country} ({country.exhibitors})
              </option>
            ))}
          </FilterSelect>
          <label className={css.check}>
            <input type="checkbox" name="germanPavilion" value="1" defaultChecked={clean.germanPavilion === '1'} />
            {i18n._(text.german)}
          </label>
          <button type="submit" className={`${buttonPrimary} ${blocks.inheritFont}`}>
            {i18n._(text.apply)}
          </button>
        </form>
      </search>

      <section className={blocks.section} aria-labelledby="dir-results">
        <div className={css.summary}>
          <h2 id="dir-results" className={`${blocks.sectionTitle} ${blocks.noRule}`}>
            {i18n._(text.results)}
          </h2>
          <p className={blocks.muted} aria-live="polite" data-testid="directory-count">
            {result ? msgCount(i18n, text.found, result.total) : null}
          </p>
          {Object.keys(clean).length > 0 ? (
            <Link from={FROM} to="." search={{}} className={blocks.linkButton}>
              {i18n._(text.reset)}
            </Link>
          ) : null}
        </div>
        {result && result.items.length === 0 ? <p>{i18n._(text.none)}</p> : null}
        <ul className={blocks.grid} data-testid="directory-results">
          {result?.items.map((ex) => (
            <li key={ex.id} className={blocks.card}>
              <h3 className={css.exhibitorName}>{ex.name}</h3>
              <p className={`${css.meta} ${blocks.flush}`}>
                <span>{ex.country}</span>
                <span aria-hidden="true">·</span>
                <span>{msgWith(i18n, text.booth, { booth: ex.booth })}</span>
                {ex.germanPavilion ? <span className={css.pavilionTag}>{i18n._(text.germanPavilion)}</span> : null}
              </p>
              <p className={blocks.muted}>{ex.description}</p>
              <p className={`${css.meta} ${blocks.flush}`}>
                {ex.industryCodes.map((code) =>
                  industryName.has(code) ? (
                    <span key={code} className={blocks.tag}>
                      {industryName.get(code)}
                    </span>
                  ) : null,
                )}
              </p>
              <p className={`${css.meta} ${blocks.flush}`}>
                {isBoothLabel(ex.booth) ? (
                  <Link to="/{-$locale}/floor-plan" params={localeParams} search={{ booth: ex.booth }}>
                    {msgWith(i18n, text.showOnPlan, { booth: ex.booth })}
                  </Link>
                ) : null}
                <ExternalLink href={ex.website}>{i18n._(text.website)}</ExternalLink>
              </p>
            </li>
          ))}
        </ul>
        {pageCount > 1 ? (
          <nav aria-label={i18n._(text.pages)} className={css.pager}>
            {current > 1 ? (
              <Link from={FROM} to="." search={pageSearch(current - 1)} className={pageLink} rel="prev">
                {i18n._(text.previous)}
              </Link>
            ) : null}
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                from={FROM}
                to="."
                search={pageSearch(n)}
                className={pageLink}
                aria-current={n === current ? 'page' : undefined}
                aria-label={msgWith(i18n, text.pageN, { n })}
              >
                {n}
              </Link>
            ))}
            {current < pageCount ? (
              <Link from={FROM} to="." search={pageSearch(current + 1)} className={pageLink} rel="next">
                {i18n._(text.next)}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </ContentPage>
  )
}

/** One labelled filter of the search form. */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  )
}

/** A filter chosen from a list; the empty first option means no filter. */
function FilterSelect(props: { name: string; label: string; value?: string; all: string; children: ReactNode }) {
  const id = `dir-${props.name}`
  return (
    <FilterField id={id} label={props.label}>
      <select id={id} name={props.name} defaultValue={props.value ?? ''} className={textInput}>
        <option value="">{props.all}</option>
        {props.children}
      </select>
    </FilterField>
  )
}
