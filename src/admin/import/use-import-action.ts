import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { ImportJobView } from '~/admin/import/contract'
import { useSave } from '../ui/use-save'
import { startExhibitorImport, uploadExhibitorImport } from './import.functions'
import { type ImportAction, type ImportAnswer, importOutcome, isJobActive, previewToOpen } from './import-action'
import { importPageText as text } from './import-page-text'

const POLL_MS = 1_000

const send = (action: ImportAction): Promise<ImportAnswer> =>
  action.kind === 'upload'
    ? uploadExhibitorImport({ data: action.data })
    : startExhibitorImport({ data: { id: action.id } })

/**
 * The import's two actions on the back office's one action hook: a checked file's preview is a page
 * of its own, an import's progress shows on this one, read again every second while it is written.
 */
export function useImportAction(job: ImportJobView | null) {
  const router = useRouter()
  const navigate = useNavigate()
  const action = useSave({
    save: send,
    outcome: importOutcome,
    failed: text.failed,
    onSaved: (answer: ImportAnswer, input: ImportAction) => {
      const opened = previewToOpen(answer, input)
      return opened === null ? router.invalidate() : navigate({ to: '/admin/import', search: { job: opened } })
    },
    onRefused: () => router.invalidate(),
  })
  const active = isJobActive(job)

  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => void router.invalidate(), POLL_MS)
    return () => clearInterval(timer)
  }, [active, router])

  return action
}
