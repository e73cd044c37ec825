import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { emptyStatus } from '../ui/action-state'
import { useSave } from '../ui/use-save'
import type { VisitorActionAnswer, VisitorRow } from './contract'
import { type VisitorAction, type VisitorActionKind, visitorActionOutcome } from './visitor-actions'
import { cancelVisitor, eraseVisitor, exportVisitor, resendVisitorBadge } from './visitors.functions'
import { visitorsText as text } from './visitors-text'

/** Downloads one person's data (PIPL access request) as a JSON file. */
async function download(row: VisitorRow): Promise<VisitorActionAnswer> {
  const json = await exportVisitor({ data: { id: row.id } })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }))
  link.download = `visitor-${row.id}.json`
  link.click()
  URL.revokeObjectURL(link.href)
  return { ok: true }
}

function act({ kind, row }: VisitorAction): Promise<VisitorActionAnswer> {
  const data = { id: row.id }
  if (kind === 'resend') return resendVisitorBadge({ data })
  if (kind === 'cancel') return cancelVisitor({ data })
  if (kind === 'erase') return eraseVisitor({ data })
  return download(row)
}

/**
 * The list's row actions through the back office's one action hook: one notice for all of them, the
 * list drawn again from the server after each answer (a refusal means a colleague changed the row),
 * and the erasure asked for first (`erasing`: the person whose erasure waits for the confirmation).
 */
export function useVisitorAction() {
  const router = useRouter()
  const [erasing, setErasing] = useState<VisitorRow | null>(null)
  const action = useSave({
    save: act,
    outcome: visitorActionOutcome,
    failed: text.failed,
    onSaved: () => router.invalidate(),
    onRefused: () => router.invalidate(),
    initial: emptyStatus,
  })
  const run = (kind: VisitorActionKind, row: VisitorRow) => {
    setErasing(null)
    void action.run({ kind, row })
  }
  return { ...action, run, erasing, askErase: setErasing, keep: () => setErasing(null) }
}
