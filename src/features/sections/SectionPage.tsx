import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { SECTIONS, type SectionId } from '~/routing/sections'
import { container, pageTitle } from '~/ui/primitives.css'
import * as css from './SectionPage.css'

const comingSoon = msg`Details for this section are being prepared by the organiser and will be published here shortly.`

/** A titled page in the shared layout; the content of each section arrives with its own feature. */
export function SectionPage({ id, children }: { id: SectionId; children?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <article>
      <header className={css.hero}>
        <div className={container}>
          <h1 className={pageTitle}>{i18n._(SECTIONS[id].title)}</h1>
        </div>
      </header>
      <div className={`${container} ${css.body}`}>{children ?? <p>{i18n._(comingSoon)}</p>}</div>
    </article>
  )
}
