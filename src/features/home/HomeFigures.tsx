import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { HomeData } from '~/contracts/content'
import { useLocale } from '~/routing/locale'
import { formatNumber } from '~/ui/format'
import { container } from '~/ui/primitives.css'
import * as css from './HomePage.css'

const text = {
  figures: msg`The fair in figures`,
}

/** The fair in figures (none shown without figures). */
export function HomeFigures({ figures }: { figures: HomeData['figures'] }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  if (figures.length === 0) return null
  return (
    <section className={css.sectionAlt} aria-labelledby="home-figures">
      <div className={container}>
        <h2 id="home-figures" className={`${css.sectionTitle} ${css.sectionHead}`}>
          {i18n._(text.figures)}
        </h2>
        <dl className={css.figures} data-testid="key-figures">
          {figures.map((f) => (
            <div key={f.key} className={css.figure}>
              <dt className={css.figureLabel}>{f.label}</dt>
              <dd className={css.figureValue}>{formatNumber(locale, f.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
