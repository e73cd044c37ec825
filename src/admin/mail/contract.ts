import type { MailKind, MailStatus } from '~/db/schema-enums'

/** A message of the mail outbox as the back office shows it (administrators). */
export interface OutboxMessage {
  id: number
  createdAt: string
  kind: MailKind
  to: string
  subject: string
  text: string
  headers: Record<string, string>
  status: MailStatus
  attempts: number
  lastError: string | null
  sentAt: string | null
}
