import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import { checkInText as text } from './check-in-text'
import type { useDoorDevice } from './use-door-device'

/**
 * What the door device holds: the offline list's size (or when it can be had), and the scans not yet
 * sent, said aloud as the count changes (a live region), and how many a sync just sent.
 */
export function DoorDeviceStatus({ door }: { door: ReturnType<typeof useDoorDevice> }) {
  const { i18n } = useLingui()
  const day = (iso: string) => formatBeijingTime(i18n, iso)
  return (
    <div className={css.hint} data-testid="check-in-device">
      <p>
        {door.listSize !== null ? i18n._({ ...text.offlineList, values: { count: door.listSize } }) : null}{' '}
        {door.closedList ? (
          <span data-testid="check-in-list-window">
            {i18n._({
              ...text.listWindow,
              values: { from: day(door.closedList.opensAt), until: day(door.closedList.closesAt) },
            })}
          </span>
        ) : null}
      </p>
      <p role="status" aria-live="polite">
        {door.unsynced > 0 ? (
          <span data-testid="check-in-queued">{i18n._({ ...text.unsynced, values: { count: door.unsynced } })}</span>
        ) : null}{' '}
        {door.synced !== null ? (
          <span data-testid="check-in-synced">{i18n._({ ...text.synced, values: { count: door.synced } })}</span>
        ) : null}
      </p>
    </div>
  )
}
