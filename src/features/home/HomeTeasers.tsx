import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { HomeData } from '~/contracts/content'
import { SECTIONS } from '~/features/sections'
import { useLocaleParams } from '~/routing/locale'
import { buttonPrimary, container, visuallyHidden } from '~/ui/primitives.css'
import * as css from './HomePage.css'

const text = {
  learnMore: msg`Learn more`,
}

/** Why visit and why exhibit: a summary each and the way to its page. */
export function HomeTeasers({ teasers }: { teasers: HomeData['teasers'] }) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const pairs = [
    ['why-visit', teasers.whyVisit],
    ['why-participate', teasers.whyParticipate],
  ] as const
  return (
    <div className={css.section}>
      <div className={`${container} ${css.teasers}`}>
        {pairs.map(([id, summary]) => (
          <article key={id} className={css.teaser} data-testid={`teaser-${id}`}>
            <h2 className={css.teaserTitle}>{i18n._(SECTIONS[id].title)}</h2>
            <p className={css.teaserText}>{summary}</p>
            <Link to={SECTIONS[id].route} params={localeParams} className={buttonPrimary}>
              {i18n._(text.learnMore)}
              <span className={visuallyHidden}>: {i18n._(SECTIONS[id].title)}</span>
            </Link>
          </article>
        ))}
      </div>
    </div>
  )
}
