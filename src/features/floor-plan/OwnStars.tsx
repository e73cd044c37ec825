import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { blocks, msgCount } from '~/features/page-blocks'
import { localizePath } from '~/i18n/locales'
import { PLAN_PAGE_WORKER } from '~/offline/page-workers'
import { useLocale } from '~/routing/locale'
import { keepPageOffline } from '~/ui/offline-page'

const text = {
  own: msg`{form, select, one {You starred {count} exhibitor} other {You starred {count} exhibitors}} on this device: marked ★ on the plan, which stays readable here without a network.`,
  share: msg`Your starred list as a link to share`,
}

/**
 * The visitor's own stars, under the plan: how many, a link that shares them (`?stars=`), and the
 * plan kept offline on this device (the plan's service worker, this language's page only). Only a
 * device with stars shows it, after hydration (the server knows none), so its code loads then.
 */
export function OwnStars({ stars, count }: { stars: string; count: number }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  useEffect(() => {
    keepPageOffline(PLAN_PAGE_WORKER, localizePath('/floor-plan', locale)).catch(() => undefined)
  }, [locale])
  return (
    <p className={blocks.muted} data-testid="plan-own-stars">
      {msgCount(i18n, text.own, count)}{' '}
      <Link from="/{-$locale}/floor-plan" to="." search={{ stars }}>
        {i18n._(text.share)}
      </Link>
    </p>
  )
}
