import type { Ref } from 'react'
import type { SaveNotice } from './action-state'
import * as css from './admin.css'

/**
 * A screen's one live region for what its last save or row action said (`useSave`'s notice): a
 * status for a success, an alert for a refusal or a failure (and while nothing was said yet, so that
 * a form's first refusal is announced at once). Always rendered, even empty, so that screen readers
 * already watch it when the first answer arrives; emptied, its role kept, as the next request leaves.
 */
export function ActionStatus({ notice, ref }: { notice: SaveNotice; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      role={notice?.kind === 'saved' ? 'status' : 'alert'}
      className={notice?.kind === 'error' ? css.alert : undefined}
    >
      {notice?.text}
    </p>
  )
}
