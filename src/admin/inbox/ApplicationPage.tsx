import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useReducer } from 'react'
import type { ApplicationDetail, ApplicationUpdateAnswer, ApplicationUpdateInput } from '~/admin/inbox/contract'
import { useSave } from '../ui/use-save'
import { ApplicationFacts } from './ApplicationFacts'
import { ApplicationHistory } from './ApplicationHistory'
import { ApplicationWorkflowForm } from './ApplicationWorkflowForm'
import {
  applicationFormReducer,
  applicationSaveOutcome,
  applicationSaveRequest,
  initialApplicationForm,
} from './application-form'
import { applicationText as text } from './application-text'
import { saveApplication } from './inbox.functions'

/**
 * One booth application: what was sent, its handling (status, assignee, notes, a booth reserved) and
 * its history. What a save's answer does to the screen is pure (application-form.ts).
 */
export function ApplicationPage({ initial }: { initial: ApplicationDetail }) {
  const { i18n } = useLingui()
  const [form, dispatch] = useReducer(applicationFormReducer, initial, initialApplicationForm)
  const { detail } = form
  const { run, busy, notice, formRef } = useSave({
    save: (data: ApplicationUpdateInput) => saveApplication({ data }),
    outcome: (answer: ApplicationUpdateAnswer, sent: ApplicationUpdateInput) => {
      dispatch({ type: 'answer', answer })
      return applicationSaveOutcome(answer, sent)
    },
    failed: text.failed,
  })

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void run(applicationSaveRequest(form))
  }

  return (
    <>
      <p>
        <Link to="/admin/applications" search={{}}>
          ← {i18n._(text.back)}
        </Link>
      </p>
      <h1>{detail.companyName}</h1>
      <ApplicationFacts detail={detail} />
      <ApplicationWorkflowForm
        form={form}
        onEdit={(patch) => dispatch({ type: 'edit', patch })}
        onSubmit={onSubmit}
        formRef={formRef}
        notice={notice}
        busy={busy}
      />
      <ApplicationHistory events={detail.events} />
    </>
  )
}
