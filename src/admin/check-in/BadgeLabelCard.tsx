import { useLingui } from '@lingui/react'
import { QrCode } from '~/ui/QrCode'
import * as own from './CheckInPage.css'
import { checkInTypeText, checkInText as text } from './check-in-text'
import type { BadgeLabel } from './contract'

/** The printed label: name, company, type and the badge's QR code, sized for a 90 × 50 mm label. */
export function BadgeLabelCard({ label }: { label: BadgeLabel }) {
  const { i18n } = useLingui()
  return (
    <figure className={own.label} data-testid="badge-label">
      <QrCode qr={label.qr} label={i18n._(text.labelQr)} className={own.labelQr} />
      <figcaption>
        <p className={own.labelName}>{label.truename}</p>
        <p>{label.company}</p>
        <p>{i18n._(checkInTypeText[label.visitorType])}</p>
      </figcaption>
    </figure>
  )
}
