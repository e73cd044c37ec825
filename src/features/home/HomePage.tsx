import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { LocaleLink } from '~/features/layout'
import { SECTIONS } from '~/features/sections'
import { siteNameMessage } from '~/seo/seo'
import { buttonPrimary, container } from '~/ui/primitives.css'
import * as css from './HomePage.css'

const lead = msg`Asia's meeting place for the organic trade: certified organic food, drinks and natural products from China and around the world, for importers, retailers, distributors and food-service buyers.`

export function HomePage() {
  const { i18n } = useLingui()
  return (
    <section className={css.hero} aria-labelledby="home-title">
      <div className={container}>
        <h1 id="home-title" className={css.title}>
          {i18n._(siteNameMessage)}
        </h1>
        <p className={css.lead}>{i18n._(lead)}</p>
        <div className={css.actions}>
          <LocaleLink to={SECTIONS['become-an-exhibitor'].path} className={buttonPrimary}>
            {i18n._(SECTIONS['become-an-exhibitor'].title)}
          </LocaleLink>
          <LocaleLink to={SECTIONS['visitor-guide'].path} className={buttonPrimary}>
            {i18n._(SECTIONS['visitor-guide'].title)}
          </LocaleLink>
        </div>
      </div>
    </section>
  )
}
