import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type RefObject, useRef, useState } from 'react'
import type { PartnerDto } from '~/contracts/content'
import { blocks, ExternalLink } from '~/features/page-blocks'
import * as css from './GlobalPage.css'

const text = {
  nearby: msg`Sister fairs in this region`,
  country: msg`Country`,
  website: msg`Website`,
  visit: msg`Visit the website`,
  close: msg`Close`,
}

interface FairDialogState {
  dialogRef: RefObject<HTMLDialogElement | null>
  openerRef: RefObject<HTMLElement | null>
  selected: PartnerDto[]
  setSelected: (fairs: PartnerDto[]) => void
}

/** The fairs dialog's state, and `open` for the markers and the list: the fairs shown and who opened them. */
export function useFairDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const [selected, setSelected] = useState<PartnerDto[]>([])
  function open(chosen: PartnerDto[], opener: HTMLElement) {
    openerRef.current = opener
    setSelected(chosen)
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }
  const state: FairDialogState = { dialogRef, openerRef, selected, setSelected }
  return { state, open }
}

/** One sister fair, or the group a marker holds, with their countries and websites. */
export function FairDialog({ state }: { state: FairDialogState }) {
  const { i18n } = useLingui()
  const { dialogRef, openerRef, selected, setSelected } = state
  const [single] = selected
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; keyboards close it with Escape (onCancel) and the close button
    <dialog
      ref={dialogRef}
      className={css.dialog}
      aria-labelledby="gl-dialog-title"
      onClose={(e) => {
        // The close event is queued: when the dialog was opened again before it arrived (Escape,
        // then Enter on the next marker), it must not empty the newly opened dialog.
        if (e.currentTarget.open) return
        setSelected([])
        // The browser has already handed focus back to what had it before the dialog opened; the
        // opener takes it only where nothing has it (a browser that does not focus a clicked
        // button). Taken unconditionally, a focus the visitor moved on in the meantime (Escape,
        // then Tab to the next marker) went back to the old marker, and Enter reopened the old group.
        const focused = document.activeElement
        if (!focused || focused === document.body) openerRef.current?.focus()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close()
      }}
      data-testid="fair-dialog"
    >
      {single ? (
        <div className={blocks.stackTight}>
          <div className={css.dialogHead}>
            <h2 id="gl-dialog-title" className={blocks.cardTitle}>
              {selected.length === 1 ? single.name : i18n._(text.nearby)}
            </h2>
            <button
              type="button"
              className={css.close}
              aria-label={i18n._(text.close)}
              onClick={() => dialogRef.current?.close()}
            >
              ×
            </button>
          </div>
          {selected.length === 1 ? (
            <FairDetails fair={single} />
          ) : (
            <ul className={css.groupList}>
              {selected.map((fair) => (
                <li key={fair.id} className={blocks.stackTight}>
                  <h3 className={blocks.cardTitle}>{fair.name}</h3>
                  <FairDetails fair={fair} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </dialog>
  )
}

/** A sister fair's country and website, with the way there. */
function FairDetails({ fair }: { fair: PartnerDto }) {
  const { i18n } = useLingui()
  return (
    <>
      <dl className={blocks.dl}>
        <dt>{i18n._(text.country)}</dt>
        <dd>{fair.country}</dd>
        {fair.url ? (
          <>
            <dt>{i18n._(text.website)}</dt>
            <dd className={blocks.breakAnywhere}>{fair.url}</dd>
          </>
        ) : null}
      </dl>
      <ExternalLink className={`${blocks.linkButton} ${blocks.alignStart}`} href={fair.url}>
        {i18n._(text.visit)}
      </ExternalLink>
    </>
  )
}
