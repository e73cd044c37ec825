import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { PartnerDto } from '~/contracts/content'
import { useShellData } from '~/features/shell'
import * as css from './Footer.css'

const text = {
  partners: msg`Organisers and partners`,
  organisers: msg`Organisers`,
  patronage: msg`Patronage`,
  certification: msg`Certification partners`,
  media: msg`Media partners`,
}

/** The organisers and partners by kind, as names (linked where they have an address). */
export function FooterPartners() {
  const { i18n } = useLingui()
  const { partners } = useShellData()
  return (
    <section aria-labelledby="footer-partners" className={css.column}>
      <h2 id="footer-partners" className={css.srOnly}>
        {i18n._(text.partners)}
      </h2>
      <PartnerList title={i18n._(text.organisers)} list={partners.organiser} />
      <PartnerList title={i18n._(text.patronage)} list={partners.patronage} />
      <PartnerList title={i18n._(text.certification)} list={partners.certification} />
      <PartnerList title={i18n._(text.media)} list={partners.media} />
    </section>
  )
}

function PartnerList({ title, list }: { title: string; list: PartnerDto[] }) {
  if (list.length === 0) return null
  return (
    <>
      <h3 className={css.heading}>{title}</h3>
      <ul className={css.plainList}>
        {list.map((p) => (
          <li key={p.id}>{p.url ? <a href={p.url}>{p.name}</a> : p.name}</li>
        ))}
      </ul>
    </>
  )
}
