import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { ApplicationEvent } from '~/admin/inbox/contract'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import { applicationStatusOf } from './application-form'
import { applicationText as text } from './application-text'
import { applicationStatusText } from './inbox-text'

function EventText({ event }: { event: ApplicationEvent }) {
  const { i18n } = useLingui()
  if (event.kind === 'note')
    return (
      <>
        {i18n._(text.noted)} <q className={css.note}>{event.value}</q>
      </>
    )
  if (event.kind === 'assign')
    return <>{event.value ? i18n._({ ...text.assigned, values: { person: event.value } }) : i18n._(text.unassigned)}</>
  const status = applicationStatusOf(event.value)
  return <>{i18n._({ ...text.setStatus, values: { status: status ? i18n._(applicationStatusText[status]) : '' } })}</>
}

/** Who handled the application and how, oldest first. */
export function ApplicationHistory({ events }: { events: readonly ApplicationEvent[] }) {
  const { i18n } = useLingui()
  const titleId = `${useId()}-history`
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{i18n._(text.history)}</h2>
      {events.length === 0 ? (
        <p>{i18n._(text.noHistory)}</p>
      ) : (
        <ol className={css.history}>
          {events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at}>{formatBeijingTime(i18n, event.at)}</time> {event.actorEmail}{' '}
              <EventText event={event} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
