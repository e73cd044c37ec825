import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, lazy, type MouseEvent, Suspense, useEffect, useRef } from 'react'
import type { FloorPlanSearch, PlanBooth, PlanColouring } from '~/contracts/floor-plan'
import { blocks, ContentPage } from '~/features/page-blocks'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { placementText } from '~/ui/booth-placement-text'
import { buttonPrimary, pageLink, textInput } from '~/ui/primitives.css'
import { BoothTable } from './BoothTable'
import { useDeviceStars } from './device-stars'
import * as css from './FloorPlanPage.css'
import { floorPlanQuery } from './floor-plan.queries'
import { PanZoomViewport } from './PanZoomViewport'
import { type PlanMarks, PlanSvg } from './PlanSvg'
import { boothTypeText, statusText } from './plan-text'
import { boothByLabel, matchingBooths, starredIds } from './plan-view'

const FROM = '/{-$locale}/floor-plan'
/** Only a device with stars shows them, after hydration: their code loads then (OwnStars.tsx). */
const OwnStars = lazy(() => import('./OwnStars').then((m) => ({ default: m.OwnStars })))
const route = getRouteApi(FROM)
/** A booth label no booth has (labels are letters, digits and one hyphen, so none is ever encoded). */
const HREF_SLOT = 'ZZZZZZZZ-ZZZZZZZZZZZZ'

const text = {
  intro: msg`Hall N5 booth by booth: find an exhibitor, a booth number or a product, and open a booth for its exhibitor. The same booths are listed in a table below the plan.`,
  plan: msg`Plan of Hall N5`,
  search: msg`Exhibitor, booth number or product`,
  find: msg`Find on the plan`,
  found: msg`{count, plural, =0 {No booth matches.} one {# booth matches.} other {# booths match.}}`,
  colours: msg`Colours`,
  byStatus: msg`By booth status`,
  byIndustry: msg`By industry`,
  legend: msg`Legend`,
  noIndustry: msg`No exhibitor yet`,
  booth: msg`Booth {label}`,
  country: msg`Country or region`,
  products: msg`Products`,
  area: msg`{area} m² · {type} · {placement}`,
  inDirectory: msg`See in the exhibitor directory`,
  apply: msg`Apply for this booth`,
  close: msg`Close`,
  shared: msg`Starred exhibitors shared with you are marked ★ on the plan.`,
  star: msg`Star this exhibitor`,
}

export function FloorPlanPage({ search }: { search: FloorPlanSearch }) {
  const { i18n } = useLingui()
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
  const template = router.buildLocation({ from: FROM, to: '.', search: { ...search, booth: HREF_SLOT } }).href
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
  // A booth opened by a click (not on the first render): its card's heading takes the focus.
  const opened = useRef(false)
  useEffect(() => {
    if (selectedLabel && opened.current) cardRef.current?.focus()
    opened.current = true
  }, [selectedLabel])

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
          <button type="submit" className={`${buttonPrimary} ${blocks.inheritFont}`}>
            {i18n._(text.find)}
          </button>
          <div className={css.choices}>
            <span className={css.label}>{i18n._(text.colours)}</span>
            {(['status', 'industry'] as const).map((value) => (
              <Link
                key={value}
                from={FROM}
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

      <section className={blocks.section} aria-labelledby="plan-title">
        <h2 id="plan-title" className={blocks.sectionTitle}>
          {i18n._(text.plan)}
        </h2>
        <Legend colour={colour} industries={plan.industries} tint={industryTint} />
        {selected ? (
          <BoothCard
            booth={selected}
            search={search}
            headingRef={cardRef}
            starred={selected.exhibitor !== null && own.has(selected.exhibitor.id)}
            onStar={toggleStar}
          />
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

/**
 * The opened booth: a non-modal `<dialog open>` rendered on the server for `?booth=`, so it shows
 * without JavaScript; its exhibitor's card, or the booth's size and a way to apply for it.
 */
function BoothCard({
  booth,
  search,
  headingRef,
  starred,
  onStar,
}: {
  booth: PlanBooth
  search: FloorPlanSearch
  headingRef: React.RefObject<HTMLHeadingElement | null>
  /** Starred on this device. */
  starred: boolean
  onStar: (exhibitorId: number) => void
}) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const ex = booth.exhibitor
  return (
    <dialog open className={css.card} aria-labelledby="booth-card-title" data-testid="booth-card">
      <h3 id="booth-card-title" className={css.cardTitle} ref={headingRef} tabIndex={-1}>
        {ex ? ex.name : i18n._({ ...text.booth, values: { label: booth.label } })}
      </h3>
      {ex ? <p className={blocks.flush}>{i18n._({ ...text.booth, values: { label: booth.label } })}</p> : null}
      <p className={`${blocks.muted}`}>
        {i18n._({
          ...text.area,
          values: {
            area: booth.areaSqm,
            type: i18n._(boothTypeText[booth.boothType]),
            placement: i18n._(placementText[booth.placement]),
          },
        })}{' '}
        · {i18n._(statusText[booth.status])}
      </p>
      {ex ? (
        <dl className={blocks.dl}>
          <dt>{i18n._(text.country)}</dt>
          <dd>{ex.country}</dd>
          {ex.products.length > 0 ? (
            <>
              <dt>{i18n._(text.products)}</dt>
              <dd>{ex.products.join(', ')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {ex ? <p className={blocks.flush}>{ex.description}</p> : null}
      <p className={blocks.actions}>
        {ex ? (
          <button
            type="button"
            className={`${pageLink} ${blocks.inheritFont}`}
            aria-pressed={starred}
            onClick={() => onStar(ex.id)}
            data-testid="star-exhibitor"
          >
            <span aria-hidden="true">{starred ? '★ ' : '☆ '}</span>
            {i18n._(text.star)}
          </button>
        ) : null}
        {ex ? (
          <Link to="/{-$locale}/directories" params={localeParams} search={{ q: ex.name }}>
            {i18n._(text.inDirectory)}
          </Link>
        ) : booth.status === 'available' ? (
          <Link to="/{-$locale}/become-an-exhibitor" params={localeParams}>
            {i18n._(text.apply)}
          </Link>
        ) : null}
        <Link from={FROM} to="." search={{ ...search, booth: undefined }} resetScroll={false}>
          {i18n._(text.close)}
        </Link>
      </p>
    </dialog>
  )
}
