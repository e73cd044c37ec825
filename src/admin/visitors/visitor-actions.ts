import type { MessageDescriptor } from '@lingui/core'
import type { SaveOutcome } from '../ui/use-save'
import type { VisitorActionAnswer, VisitorRow } from './contract'
import { visitorsText as text, visitorStatusText } from './visitors-text'

/** What a row of the list can have done to it. */
export type VisitorActionKind = 'resend' | 'cancel' | 'erase' | 'export'

/** A row action of the list: what to do, and to whom. */
export type VisitorAction = { kind: VisitorActionKind; row: VisitorRow }

/**
 * The actions a row offers, in the order shown: none once erased (nothing is left to act on); the
 * badge resent or the registration cancelled only while it is active; the data exported or erased
 * whatever its state.
 */
export function visitorRowActions(row: VisitorRow): readonly VisitorActionKind[] {
  if (row.purged) return []
  return row.status === 'active' ? ['resend', 'cancel', 'export', 'erase'] : ['export', 'erase']
}

/** A row's state as the list shows it: an erased row says so, whatever its registration's state. */
export const visitorRowStatus = (row: VisitorRow): MessageDescriptor =>
  row.purged ? text.erased : visitorStatusText[row.status]

/** What the list says of an action's answer: what was done and to whom, or why it was not done. */
export function visitorActionOutcome(answer: VisitorActionAnswer, { kind, row }: VisitorAction): SaveOutcome {
  const values = { name: row.name }
  return answer.ok
    ? { ok: true, text: { ...text.done[kind], values } }
    : { ok: false, text: { ...text.refused[answer.reason], values } }
}
