import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type RefObject, useEffect } from 'react'
import type { FloorPlanSearch, PlanBooth } from '~/contracts/floor-plan'
import { blocks } from '~/features/page-blocks'
import { useLocaleParams } from '~/routing/locale'
import { placementText } from '~/ui/booth-placement-text'
import { pageLink } from '~/ui/primitives.css'
import * as css from './FloorPlanPage.css'
import { boothTypeText, statusText } from './floor-plan-text'
import { PLAN_ROUTE } from './floor-plan-view'

const text = {
  booth: msg`Booth {label}`,
  country: msg`Country or region`,
  products: msg`Products`,
  area: msg`{area} m² · {type} · {placement}`,
  inDirectory: msg`See in the exhibitor directory`,
  apply: msg`Apply for this booth`,
  close: msg`Close`,
  star: msg`Star this exhibitor`,
}

/**
 * The opened booth: a non-modal `<dialog open>`, shown by the browser for `?booth=` and rendered on the
 * server for `?booth=…&nojs=1` (the link a browser without JavaScript follows, ADR 034); its
 * exhibitor's card, or the booth's size and a way to apply for it.
 */
export function BoothCard({
  booth,
  search,
  headingRef,
  focusOnMount,
  starred,
  onStar,
}: {
  booth: PlanBooth
  search: FloorPlanSearch
  headingRef: RefObject<HTMLHeadingElement | null>
  /** Set when a visitor opened a booth before this code was there: the heading takes the focus. */
  focusOnMount: RefObject<boolean>
  /** Starred on this device. */
  starred: boolean
  onStar: (exhibitorId: number) => void
}) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const ex = booth.exhibitor
  useEffect(() => {
    if (!focusOnMount.current) return
    focusOnMount.current = false
    headingRef.current?.focus()
  }, [focusOnMount, headingRef])
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
        <Link from={PLAN_ROUTE} to="." search={{ ...search, booth: undefined }} resetScroll={false}>
          {i18n._(text.close)}
        </Link>
      </p>
    </dialog>
  )
}
