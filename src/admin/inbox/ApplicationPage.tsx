import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import type { ApplicationDetail, ApplicationEvent } from '~/admin/inbox/contract'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/db/schema-enums'
import * as css from '../ui/admin.css'
import { SaveBar } from '../ui/SaveBar'
import { SelectField } from '../ui/SelectField'
import { useSave } from '../ui/use-save'
import { saveApplication } from './inbox.functions'
import { applicationStatusText, boothTypeText } from './inbox-text'

const text = {
  back: msg`All applications`,
  details: msg`Application`,
  received: msg`Received`,
  contact: msg`Contact`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  country: msg`Country or region`,
  products: msg`Products`,
  booth: msg`Booth`,
  intent: msg`Partnership`,
  language: msg`Language of the form`,
  consent: msg`Consent given`,
  workflow: msg`Handling`,
  status: msg`Status`,
  assignee: msg`Assigned to`,
  nobody: msg`Nobody`,
  note: msg`Internal note (not sent to the applicant)`,
  saved: msg`Saved.`,
  nothing: msg`Nothing changed.`,
  stale: msg`A colleague changed this application after you opened it; their change is shown below. Your choices and note are still here: save again to apply them.`,
  notFound: msg`This application no longer exists.`,
  unknownAssignee: msg`That person can no longer be assigned applications. Choose someone else.`,
  failed: msg`The change could not be saved. Your note is still here; please try again.`,
  history: msg`History`,
  noHistory: msg`No one has handled this application yet.`,
  setStatus: msg`set the status to {status}`,
  assigned: msg`assigned it to {person}`,
  unassigned: msg`removed the assignment`,
  noted: msg`noted:`,
  preferred: msg`Preferred booths`,
  held: msg`Booths reserved on the hall plan`,
  none: msg`None`,
  reserve: msg`Reserve a booth on the hall plan`,
  noBooth: msg`No booth`,
  reserveHint: msg`Free booths of the type applied for. Saving reserves the booth at once: the public plan shows it as reserved within seconds.`,
  boothTaken: msg`That booth was reserved or sold by someone else meanwhile; nothing was saved. Choose another booth and save again.`,
  boothOption: msg`{label}, {area} m²`,
  preferredOption: msg`{label}, {area} m² (preferred by the applicant)`,
}

const languageText: Record<ApplicationDetail['lang'], MessageDescriptor> = {
  cn: msg`Chinese`,
  en: msg`English`,
}

/** One booth application: what was sent, its handling (status, assignee, notes) and its history. */
export function ApplicationPage({ initial }: { initial: ApplicationDetail }) {
  const { i18n } = useLingui()
  const id = useId()
  const [detail, setDetail] = useState(initial)
  const [status, setStatus] = useState<ApplicationStatus>(initial.status)
  const [assignee, setAssignee] = useState(initial.assigneeEmail ?? '')
  const [note, setNote] = useState('')
  const [boothId, setBoothId] = useState('')
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const { run, busy, notice, formRef } = useSave({
    save: () =>
      saveApplication({
        data: {
          id: detail.id,
          version: detail.version,
          status,
          assigneeEmail: assignee || null,
          note,
          reserveBoothId: boothId ? Number(boothId) : null,
        },
      }),
    outcome: (answer) => {
      if (answer.ok) {
        const changed = answer.detail.version !== detail.version
        setDetail(answer.detail)
        setNote('')
        setBoothId('')
        return { ok: true, text: changed ? text.saved : text.nothing }
      }
      if (answer.reason === 'stale' || answer.reason === 'booth-taken') {
        setDetail(answer.detail)
        setBoothId('')
        return { ok: false, text: answer.reason === 'stale' ? text.stale : text.boothTaken }
      }
      return { ok: false, text: answer.reason === 'unknown-assignee' ? text.unknownAssignee : text.notFound }
    },
    failed: text.failed,
  })

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void run(undefined)
  }

  const facts: [MessageDescriptor, string][] = [
    [text.received, when.format(new Date(detail.createdAt))],
    [text.contact, detail.contactName],
    [text.email, detail.email],
    [text.phone, detail.phone],
    [text.country, detail.country],
    [text.products, detail.productType],
    [text.booth, `${i18n._(boothTypeText[detail.boothType])}, ${detail.areaSqm} m²`],
    [text.preferred, detail.preferredBooths || i18n._(text.none)],
    [text.held, detail.booths.held.join(', ') || i18n._(text.none)],
    [text.intent, detail.partnershipIntent],
    [text.language, i18n._(languageText[detail.lang])],
    [text.consent, when.format(new Date(detail.consentAt))],
  ]
  return (
    <>
      <p>
        <Link to="/admin/applications" search={{}}>
          ← {i18n._(text.back)}
        </Link>
      </p>
      <h1>{detail.companyName}</h1>
      <section aria-labelledby={`${id}-details`} className={css.panel}>
        <h2 id={`${id}-details`}>{i18n._(text.details)}</h2>
        <dl className={css.facts}>
          {facts.map(([label, value]) => (
            <div key={label.id}>
              <dt>{i18n._(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <form ref={formRef} className={css.form} onSubmit={onSubmit} aria-labelledby={`${id}-workflow`}>
        <h2 id={`${id}-workflow`}>{i18n._(text.workflow)}</h2>
        <SelectField
          id={`${id}-status`}
          label={i18n._(text.status)}
          value={status}
          onChange={(e) => {
            const next = APPLICATION_STATUSES.find((value) => value === e.currentTarget.value)
            if (next) setStatus(next)
          }}
          options={APPLICATION_STATUSES.map((value) => ({ value, label: i18n._(applicationStatusText[value]) }))}
        />
        <SelectField
          id={`${id}-assignee`}
          label={i18n._(text.assignee)}
          value={assignee}
          onChange={(e) => setAssignee(e.currentTarget.value)}
          anyLabel={i18n._(text.nobody)}
          options={detail.assignees.map((email) => ({ value: email, label: email }))}
        />
        <SelectField
          id={`${id}-booth`}
          label={i18n._(text.reserve)}
          hint={i18n._(text.reserveHint)}
          value={boothId}
          onChange={(e) => setBoothId(e.currentTarget.value)}
          anyLabel={i18n._(text.noBooth)}
          options={detail.booths.available.map((free) => ({
            value: String(free.id),
            label: i18n._({
              ...(free.preferred ? text.preferredOption : text.boothOption),
              values: { label: free.label, area: free.areaSqm },
            }),
          }))}
        />
        <div className={css.field}>
          <label htmlFor={`${id}-note`}>{i18n._(text.note)}</label>
          <textarea
            id={`${id}-note`}
            className={css.input}
            rows={3}
            maxLength={4000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </div>
        <SaveBar notice={notice} busy={busy} />
      </form>
      <section aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>{i18n._(text.history)}</h2>
        {detail.events.length === 0 ? (
          <p>{i18n._(text.noHistory)}</p>
        ) : (
          <ol className={css.history}>
            {detail.events.map((event) => (
              <li key={event.id}>
                <time dateTime={event.at}>{when.format(new Date(event.at))}</time> {event.actorEmail}{' '}
                <EventText event={event} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  )
}

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
  const status = APPLICATION_STATUSES.find((value) => value === event.value)
  return <>{i18n._({ ...text.setStatus, values: { status: status ? i18n._(applicationStatusText[status]) : '' } })}</>
}
