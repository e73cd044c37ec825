import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { blocks, formatNumber, msgWith, PageSection } from '~/features/page-blocks'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { hydrateWhenNear } from '~/ui/hydrate-when-near'
import { FREE_BOOTH_LIST_PART } from './booth-form.shared'
import { FreeBoothList as FreeBoothListNow, type FreeBoothsProps } from './FreeBoothList'

const text = {
  title: msg`Booths still available`,
  intro: msg`{count} booths in Hall N5 are still free. See where they stand on the hall plan, and name up to three of them in your application: our team offers those first.`,
  none: msg`Every booth in Hall N5 is taken. Apply anyway: we keep a waiting list and offer booths that become free.`,
  plan: msg`Show the free booths on the hall plan`,
}

/**
 * The list is closed until a visitor opens it: the server renders it in full, and its code loads
 * only when someone reaches for it (ADR 023), not with the page. The static import is the server's.
 */
const FreeBoothList = hydrateWhenNear({
  selector: `[data-part="${FREE_BOOTH_LIST_PART}"]`,
  server: createIsomorphicFn().server(() => FreeBoothListNow)(),
  load: () => import('./FreeBoothList').then((m) => m.FreeBoothList),
  when: 'use',
})

/**
 * What is left to sell, so an applicant does not choose blind (issue 27): how many booths are free,
 * a link to the plan coloured by status, and the list with size and type.
 */
export function AvailableBooths({ booths, boothTypes }: FreeBoothsProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <PageSection
      headingId="available-booths-title"
      title={i18n._(text.title)}
      intro={
        booths.length === 0
          ? i18n._(text.none)
          : msgWith(i18n, text.intro, { count: formatNumber(locale, booths.length) })
      }
    >
      <p>
        <Link
          to="/{-$locale}/floor-plan"
          params={useLocaleParams()}
          search={{ colour: 'status' }}
          className={blocks.standaloneLink}
        >
          {i18n._(text.plan)}
        </Link>
      </p>
      {booths.length > 0 ? <FreeBoothList booths={booths} boothTypes={boothTypes} /> : null}
    </PageSection>
  )
}
