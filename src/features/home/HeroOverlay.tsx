import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { SECTIONS } from '~/features/sections'
import { useConfig } from '~/features/shell'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { siteNameMessage } from '~/seo/seo'
import { buttonPrimary, container } from '~/ui/primitives.css'
import * as css from './HomePage.css'
import { heroEyebrow } from './hero'

const lead = msg`Asia's meeting place for the organic trade: certified organic food, drinks and natural products from China and around the world, for importers, retailers, distributors and food-service buyers.`

/** Over the slides: the show's dates and venue, the page's title and lead, and the two main ways on. */
export function HeroOverlay() {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const locale = useLocale()
  const eyebrow = heroEyebrow(useConfig(`exhibition_date_${locale}`), useConfig(`exhibition_address_${locale}`))
  return (
    <div className={css.overlay}>
      <div className={`${container} ${css.overlayInner}`}>
        {eyebrow && <p className={css.eyebrow}>{eyebrow}</p>}
        <h1 id="home-title" className={css.title}>
          {i18n._(siteNameMessage)}
        </h1>
        <p className={css.lead}>{i18n._(lead)}</p>
        <div className={css.actions}>
          <Link to={SECTIONS['become-an-exhibitor'].route} params={localeParams} className={buttonPrimary}>
            {i18n._(SECTIONS['become-an-exhibitor'].title)}
          </Link>
          <Link to={SECTIONS['visitor-guide'].route} params={localeParams} className={css.buttonLight}>
            {i18n._(SECTIONS['visitor-guide'].title)}
          </Link>
        </div>
      </div>
    </div>
  )
}
