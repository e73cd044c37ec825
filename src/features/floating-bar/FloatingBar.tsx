import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useLocation } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { HeaderButtons } from '~/features/header'
import { Img } from '~/features/media'
import { useConfig, useShellStore } from '~/features/shell'
import { ArrowUpIcon, ChevronIcon } from '~/ui/icons'
import { scrollToTop } from '~/ui/scroll'
import * as css from './FloatingBar.css'
import { floatingBarStartsExpanded } from './floating'

const text = {
  region: msg`Quick links`,
  expand: msg`Show quick links`,
  collapse: msg`Hide quick links`,
  ad: msg`Visit the fair`,
  qr: msg`Scan to follow us on WeChat`,
  enlargeQr: msg`Enlarge the QR code`,
  backToTop: msg`Back to top`,
}

/**
 * The floating box's panel (spec sections 2, 4, 9): expanded by default only on the home page in a
 * window wider than 1600 px; the toggle collapses and expands it. Mounted by FloatingBarHost 2 s
 * after load, in the browser only.
 */
export function FloatingBar() {
  const { i18n } = useLingui()
  const { pathname } = useLocation()
  const store = useShellStore()
  const ad = useConfig('floating_ad_image')
  const qr = useConfig('floating_qr_image')
  const [expanded, setExpanded] = useState(() => floatingBarStartsExpanded(window.location.pathname, window.innerWidth))
  const panelId = useId()

  return (
    <aside className={css.bar} aria-label={i18n._(text.region)} data-expanded={expanded} data-testid="floating-bar">
      <button
        type="button"
        className={css.toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((e) => !e)}
      >
        <ChevronIcon size={18} />
        <span className={css.toggleText}>{i18n._(expanded ? text.collapse : text.expand)}</span>
      </button>
      <div id={panelId} className={css.panel} hidden={!expanded} data-path={pathname}>
        <HeaderButtons variant="floating" />
        {ad ? <Img src={ad} alt={i18n._(text.ad)} width={160} height={120} className={css.ad} /> : null}
        {qr ? (
          <button
            type="button"
            className={css.qrButton}
            onClick={() => store.openPhoto(qr)}
            aria-label={i18n._(text.enlargeQr)}
          >
            <Img src={qr} alt="" width={120} height={120} className={css.qr} />
          </button>
        ) : null}
        {qr ? <p className={css.caption}>{i18n._(text.qr)}</p> : null}
        <button type="button" className={css.top} onClick={scrollToTop}>
          <ArrowUpIcon />
          {i18n._(text.backToTop)}
        </button>
      </div>
    </aside>
  )
}
