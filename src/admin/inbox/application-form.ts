import type { ApplicationDetail, ApplicationUpdateAnswer, ApplicationUpdateInput } from '~/admin/inbox/contract'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/db/schema-enums'
import type { SaveOutcome } from '../ui/use-save'
import { applicationText as text } from './application-text'

/**
 * The application screen's state: the application as last read from the server, and the handling
 * being chosen (status, assignee, a note to add, a booth to reserve; `''` for nobody or no booth).
 */
export interface ApplicationForm {
  detail: ApplicationDetail
  status: ApplicationStatus
  assignee: string
  note: string
  boothId: string
}

type ApplicationFormEvent =
  | { type: 'edit'; patch: Partial<Omit<ApplicationForm, 'detail'>> }
  | { type: 'answer'; answer: ApplicationUpdateAnswer }

export const initialApplicationForm = (detail: ApplicationDetail): ApplicationForm => ({
  detail,
  status: detail.status,
  assignee: detail.assigneeEmail ?? '',
  note: '',
  boothId: '',
})

/**
 * A save done shows the application as saved, its note and booth spent. A colleague's newer save or
 * a booth taken meanwhile shows the application as it is now and drops the booth chosen, but keeps
 * the status, assignee and note chosen, so that saving again applies them. Other refusals change nothing.
 */
export function applicationFormReducer(state: ApplicationForm, event: ApplicationFormEvent): ApplicationForm {
  if (event.type === 'edit') return { ...state, ...event.patch }
  const { answer } = event
  if (answer.ok) return { ...state, detail: answer.detail, note: '', boothId: '' }
  if (answer.reason === 'stale' || answer.reason === 'booth-taken')
    return { ...state, detail: answer.detail, boothId: '' }
  return state
}

/** One save: the handling chosen, made from the version of the application on screen. */
export const applicationSaveRequest = (state: ApplicationForm): ApplicationUpdateInput => ({
  id: state.detail.id,
  version: state.detail.version,
  status: state.status,
  assigneeEmail: state.assignee || null,
  note: state.note,
  reserveBoothId: state.boothId ? Number(state.boothId) : null,
})

/** What the screen says of a save's answer; a save that changed nothing says so. */
export function applicationSaveOutcome(answer: ApplicationUpdateAnswer, sent: ApplicationUpdateInput): SaveOutcome {
  if (answer.ok) return { ok: true, text: answer.detail.version !== sent.version ? text.saved : text.nothing }
  switch (answer.reason) {
    case 'stale':
      return { ok: false, text: text.stale }
    case 'booth-taken':
      return { ok: false, text: text.boothTaken }
    case 'unknown-assignee':
      return { ok: false, text: text.unknownAssignee }
    case 'not-found':
      return { ok: false, text: text.notFound }
  }
}

/** A status from a control's value, or none for a value that is not one. */
export const applicationStatusOf = (value: string | null): ApplicationStatus | undefined =>
  APPLICATION_STATUSES.find((status) => status === value)
