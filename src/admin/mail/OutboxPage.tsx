import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { MailStatus } from '~/db/schema-enums'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import type { OutboxMessage } from './contract'

const text = {
  title: msg`Mail outbox`,
  explain: msg`Every mail the site sends, newest first. Without an SMTP server (SMTP_URL), messages are held here and can be read below; with one, failed attempts are retried with growing pauses.`,
  written: msg`Written (Beijing time)`,
  to: msg`To`,
  subject: msg`Subject (open to read)`,
  status: msg`Status`,
  attempts: msg`Attempts`,
  empty: msg`No mail has been written yet.`,
}

const statusText: Record<MailStatus, MessageDescriptor> = {
  pending: msg`Waiting to be sent`,
  sent: msg`Sent`,
  held: msg`Held (no SMTP server)`,
  failed: msg`Given up`,
}

export function OutboxPage({ messages }: { messages: OutboxMessage[] }) {
  const { i18n } = useLingui()
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.explain)}</p>
      {messages.length === 0 ? (
        <p>{i18n._(text.empty)}</p>
      ) : (
        <AdminTable headings={[text.written, text.to, text.subject, text.status, text.attempts]}>
          {messages.map((message) => (
            <tr key={message.id}>
              <td className={css.cell}>
                <time dateTime={message.createdAt}>
                  {formatBeijingTime(i18n, message.createdAt, 'dateTimeSeconds')}
                </time>
              </td>
              <td className={css.cell}>{message.to}</td>
              <td className={css.cell}>
                <details>
                  <summary>{message.subject}</summary>
                  <pre className={css.note}>
                    {Object.entries(message.headers)
                      .map(([name, value]) => `${name}: ${value}\n`)
                      .join('')}
                    {message.text}
                  </pre>
                </details>
              </td>
              <td className={css.cell}>
                {i18n._(statusText[message.status])}
                {message.lastError ? ` (${message.lastError})` : ''}
              </td>
              <td className={css.cell}>{message.attempts}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  )
}
