import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useHydrated, useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { type FormEvent, lazy, type MouseEvent, Suspense, useEffect, useRef } from 'react'
import {
  type FloorPlanSearch,
  type PlanBooth,
  type PlanColouring,
  planMarkedSearch,
  planNoJsParams,
} from '~/contracts/floor-plan'
import { blocks, ContentPage } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import { INVALID_SEARCH } from '~/routing/search'
import { buttonPrimary, pageLink, textInput } from '~/ui/primitives.css'
import { BoothCard as BoothCardNow } from './BoothCard'
import { BoothTable } from './BoothTable'
import { useDeviceStars } from './device-stars'
import * as css from './FloorPlanPage.css'
import { floorPlanQuery } from './floor-plan.queries'
import { statusText } from './floor-plan-text'
import { boothByLabel, matchingBooths, PLAN_ROUTE, starredIds } from './floor-plan-view'
import { PanZoomViewport } from './PanZoomViewport'
import { type PlanMarks, PlanSvg } from './PlanSvg'

/**
 * The opened booth's card, a dialog: in the browser its code loads when a booth is opened (or with a
 * page that has one open, before that part hydrates). The server renders it from a static import,
 * stripped from the client build: a string render does not wait for a lazy component.
 */
const loadBoothCard = () => import('./BoothCard')
const BoothCard = createIsomorphicFn()
  .server(() => BoothCardNow)
  .client(() => lazy(() => loadBoothCard().then((m) => ({ default: m.BoothCard }))))()
/** A visitor pointing at or tabbing into the plan is about to open a booth: its card's code starts loading. */
let boothCardWanted = false
function preloadBoothCard() {
  if (boothCardWanted) return
  boothCardWanted = true
  loadBoothCard().catch(() => {
    boothCardWanted = false // tried again on the next approach; the card's own load reports a failure
  })
}
/** Only a device with stars shows them, after hydration: their code loads then (OwnStars.tsx). */
const OwnStars = lazy(() => import('./OwnStars').then((m) => ({ default: m.OwnStars })))
const route = getRouteApi(PLAN_ROUTE)
/** A booth label no booth has (labels are letters, digits and one hyphen, so none is ever encoded). */
const HREF_SLOT = 'ZZZZZZZZ-ZZZZZZZZZZZZ'

const text = {
  intro: msg`Hall N5 booth by booth: find an exhibitor, a booth number or a product, and open a booth for its exhibitor. The same booths are listed in a table below the plan.`,
  plan: msg`Plan of Hall N5`,
  search: msg`Exhibitor, booth number or product`,
  find: msg`Find on the plan`,
  // Worded without a plural (Lingui's would build an Intl.NumberFormat as the page hydrates, ADR 035)
  // and shown as is: a hall has fewer than a thousand booths.
  found: msg`{count, select, 0 {No booth matches.} other {Booths matching: {count}}}`,
  colours: msg`Colours`,
  byStatus: msg`By booth status`,
  byIndustry: msg`By industry`,
  legend: msg`Legend`,
  noIndustry: msg`No exhibitor yet`,
  shared: msg`Starred exhibitors shared with you are marked ★ on the plan.`,
}

/**
 * The plan for `drawn`, the params the server draws it with (`planDrawnSearch`, ADR 034). Once the
 * page has hydrated, the address's own marks (search, opened booth, shared stars) are shown too; the
 * server's HTML and the hydrating render know only `drawn`, so the one cached plan hydrates under any
 * of them. Until then its booth links and search form carry `nojs=1`: a browser without JavaScript
 * follows them to a plan the server draws with the marks.
 */
export function FloorPlanPage({ drawn }: { drawn: FloorPlanSearch }) {
  const { i18n } = useLingui()
  const hydrated = useHydrated()
  const asked = route.useSearch()
  const search = hydrated && !asked[INVALID_SEARCH] ? planMarkedSearch(asked) : drawn
  const nojs = planNoJsParams(hydrated)
  const locale = useLocale()
  const router = useRouter()
  const navigate = route.useNavigate()
  const { data: plan } = useSuspenseQuery(floorPlanQuery(locale))
  const colour: PlanColouring = search.colour ?? 'status'
  // The visitor's own stars: read after hydration (the server knows none), kept offline once there.
  const [deviceStars, toggleStar] = useDeviceStars()
  const own = starredIds(deviceStars || undefined)

  const hits = matchingBooths(plan.booths, search.q)
  const selected = boothByLabel(plan.booths, search.booth || undefined)
  const industryTint = new Map(
    plan.industries.map((industry, i) => [industry.code, css.tints[i % css.tints.length] ?? css.status.available]),
  )
  // One typed link built by the router, the booth's label put in its place: building ~500 locations
  // (plan and table) one by one was most of the page's render time.
  const template = router.buildLocation({
    from: PLAN_ROUTE,
    to: '.',
    search: { ...search, booth: HREF_SLOT, ...nojs },
  }).href
  const hrefOf = (booth: PlanBooth) => template.replace(HREF_SLOT, booth.label)
  const marks: PlanMarks = {
    colour,
    hits,
    searching: Boolean(search.q?.trim()),
    selected: selected?.id,
    stars: new Set([...starredIds(search.stars || undefined), ...own]),
    industryTint,
    hrefOf,
  }
  const cardRef = useRef<HTMLHeadingElement>(null)
  const selectedLabel = selected?.label
  // A booth opened by a click (not on the first render): its card's heading takes the focus, at
  // once if the card is there, or as the card mounts once its code has loaded.
  const opened = useRef(false)
  const focusOnMount = useRef(false)
  // A booth the address opened (marked as the page hydrates) is no click: the focus stays.
  useEffect(() => {
    if (!hydrated) return
    focusOnMount.current = false
    if (selectedLabel && opened.current) {
      if (cardRef.current) cardRef.current.focus()
      else focusOnMount.current = true
    }
    opened.current = true
  }, [selectedLabel, hydrated])

  /** The one listener for every booth link on the plan and in the table: opens the card in place. */
  function onBoothClick(event: MouseEvent<HTMLElement>) {
    const link = (event.target as Element).closest('a[data-booth]')
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void navigate({ search: { ...search, booth: link.getAttribute('data-booth') ?? '' }, resetScroll: false })
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '')
    void navigate({ search: { ...search, q: q.trim() ? q : undefined, booth: undefined }, resetScroll: false })
  }

  return (
    <ContentPage id="floor-plan" intro={i18n._(text.intro)}>
      <search>
        <form method="get" className={css.toolbar} onSubmit={onSearch} key={search.q ?? ''}>
          <div className={css.field}>
            <label className={css.label} htmlFor="plan-q">
              {i18n._(text.search)}
            </label>
            <input
              id="plan-q"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={search.q ?? ''}
              className={textInput}
            />
          </div>
          {search.colour ? <input type="hidden" name="colour" value={search.colour} /> : null}
          {search.stars ? <input type="hidden" name="stars" value={search.stars} /> : null}
          {nojs.nojs ? <input type="hidden" name="nojs" value={nojs.nojs} /> : null}
          <button type="submit" className={`${buttonPrimary} ${blocks.inheritFont}`}>
            {i18n._(text.find)}
          </button>
          <div className={css.choices}>
            <span className={css.label}>{i18n._(text.colours)}</span>
            {(['status', 'industry'] as const).map((value) => (
              <Link
                key={value}
                from={PLAN_ROUTE}
                to="."
                search={{ ...search, colour: value === 'status' ? undefined : value }}
                resetScroll={false}
                className={pageLink}
                aria-current={colour === value ? 'true' : undefined}
              >
                {i18n._(value === 'status' ? text.byStatus : text.byIndustry)}
              </Link>
            ))}
          </div>
        </form>
      </search>
      {marks.searching ? (
        <p role="status" data-testid="plan-found">
          {i18n._({ ...text.found, values: { count: hits.size } })}
        </p>
      ) : null}
      {search.stars ? <p className={blocks.muted}>{i18n._(text.shared)}</p> : null}

      <section
        className={blocks.section}
        aria-labelledby="plan-title"
        onPointerOver={preloadBoothCard}
        onFocus={preloadBoothCard}
      >
        <h2 id="plan-title" className={blocks.sectionTitle}>
          {i18n._(text.plan)}
        </h2>
        <Legend colour={colour} industries={plan.industries} tint={industryTint} />
        {selected ? (
          <Suspense fallback={null}>
            <BoothCard
              booth={selected}
              search={search}
              headingRef={cardRef}
              focusOnMount={focusOnMount}
              starred={selected.exhibitor !== null && own.has(selected.exhibitor.id)}
              onStar={toggleStar}
            />
          </Suspense>
        ) : null}
        <PanZoomViewport onClick={onBoothClick}>
          <PlanSvg plan={plan} marks={marks} i18n={i18n} title={i18n._(text.plan)} />
        </PanZoomViewport>
        {deviceStars ? (
          <Suspense fallback={null}>
            <OwnStars stars={deviceStars} count={own.size} />
          </Suspense>
        ) : null}
      </section>

      <BoothTable booths={plan.booths} search={search} hrefOf={hrefOf} onBoothClick={onBoothClick} />
    </ContentPage>
  )
}

function Legend({
  colour,
  industries,
  tint,
}: {
  colour: PlanColouring
  industries: { code: string; name: string }[]
  tint: ReadonlyMap<string, string>
}) {
  const { i18n } = useLingui()
  const swatch = (props: { className?: string }) => (
    <svg className={css.swatch} viewBox="0 0 4 3" aria-hidden="true">
      <rect className={`${css.booth} ${props.className ?? ''}`} x="0.1" y="0.1" width="3.8" height="2.8" />
    </svg>
  )
  return (
    <ul className={css.legend} aria-label={i18n._(text.legend)} data-testid="plan-legend">
      {colour === 'status'
        ? (['available', 'reserved', 'sold', 'blocked'] as const).map((status) => (
            <li key={status} className={css.legendItem}>
              {swatch({ className: css.status[status] })}
              {i18n._(statusText[status])}
            </li>
          ))
        : [
            ...industries.map((industry) => (
              <li key={industry.code} className={css.legendItem}>
                {swatch({ className: tint.get(industry.code) })}
                {industry.name}
              </li>
            )),
            <li key="none" className={css.legendItem}>
              {swatch({ className: css.status.available })}
              {i18n._(text.noIndustry)}
            </li>,
          ]}
    </ul>
  )
}
