import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { EARLY_CLICK_MARK } from '~/features/early-clicks'
import { Img } from '~/features/media'
import { QrIcon } from '~/ui/icons'
import * as css from './Footer.css'

const qrOf = msg`QR code`

/**
 * A social account's QR code in a popover shown on hover and on keyboard focus (Escape hides it).
 * The image is mounted the first time it is shown, so closed popovers cost no request.
 */
export function QrPopover({ name, qr }: { name: string; qr: string }) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [seen, setSeen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const show = () => {
    setSeen(true)
    setOpen(true)
  }
  // The footer's code loads when the visitor points at or focuses it (ADR 029): the pointer or the
  // focus may be on this button already when it hydrates, after the events that would show it. A
  // click kept for then (ADR 028) shows it itself.
  useEffect(() => {
    const b = button.current
    if (!b || b.hasAttribute(EARLY_CLICK_MARK) || !b.matches(':focus, :hover')) return
    setSeen(true)
    setOpen(true)
  }, [])
  return (
    <span className={css.qr} onPointerEnter={show} onPointerLeave={() => setOpen(false)}>
      <button
        ref={button}
        type="button"
        className={css.qrButton}
        aria-expanded={open}
        aria-controls={id}
        onFocus={show}
        onBlur={() => setOpen(false)}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation()
            setOpen(false)
          }
        }}
      >
        <QrIcon />
        <span>{name}</span>
      </button>
      <span id={id} className={css.qrPopover} hidden={!open} data-testid="qr-popover">
        {seen ? <Img src={qr} alt={`${i18n._(qrOf)}: ${name}`} width={140} height={140} loading="eager" /> : null}
      </span>
    </span>
  )
}
