import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { LogoGrid } from '~/features/partners-page'
import { SECTIONS } from '~/features/sections'
import { useShellData } from '~/features/shell'
import { useLocaleParams } from '~/routing/locale'
import { container } from '~/ui/primitives.css'
import * as css from './HomePage.css'

const text = {
  partners: msg`Organisers and partners`,
  mediaPartners: msg`Media partners`,
}

/** The organisers', patrons' and certifiers' logos, then the media partners' (none shown without any). */
export function HomePartners() {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const shell = useShellData()
  const partners = [...shell.partners.organiser, ...shell.partners.patronage, ...shell.partners.certification]
  const media = shell.partners.media
  if (partners.length === 0 && media.length === 0) return null
  return (
    <section className={css.section} aria-labelledby="home-partners">
      <div className={container}>
        <h2 id="home-partners" className={css.sectionTitle}>
          {i18n._(text.partners)}
        </h2>
        {partners.length > 0 && <LogoGrid partners={partners} testId="home-partners" />}
        {media.length > 0 && (
          <>
            <h3 className={css.logosTitle}>
              <Link to={SECTIONS['media-partners'].route} params={localeParams}>
                {i18n._(text.mediaPartners)}
              </Link>
            </h3>
            <LogoGrid partners={media} testId="home-media-partners" />
          </>
        )}
      </div>
    </section>
  )
}
