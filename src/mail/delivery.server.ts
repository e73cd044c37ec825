import { createTransport } from 'nodemailer'
import { logEvent } from '~/api/log.server'
import { type Db, getDb } from '~/db/client.server'
import { configuredSiteOrigin } from '~/server/site-origin.server'
import { claimDueMail, holdDueMail, markAttemptFailed, markSent } from './outbox.server'

/** What delivery needs of an SMTP client (nodemailer in production and tests). */
export interface MailTransport {
  send(message: {
    from: string
    to: string
    subject: string
    text: string
    messageId: string
    headers: Record<string, string>
  }): Promise<void>
}

/** `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`) through nodemailer. */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport(url)
  return {
    async send(message) {
      await transporter.sendMail(message)
    },
  }
}

/** The sender: `MAIL_FROM`, or the organiser's name at the site's own domain. */
function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MAIL_FROM) return env.MAIL_FROM
  return `"China International Organic Food Expo" <noreply@${mailDomain(env)}>`
}

/** The domain in Message-IDs and the default sender: the public site's host. */
export function mailDomain(env: NodeJS.ProcessEnv = process.env): string {
  try {
    return new URL(configuredSiteOrigin(env) ?? 'http://localhost').hostname
  } catch {
    return 'localhost'
  }
}

/**
 * One round: every due message claimed by this process is sent, or scheduled again after its backoff
 * (an SMTP outage delays mail, loses none). Without a transport, due messages are held for the back
 * office's outbox.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport | null,
  from: string,
  now = new Date(),
): Promise<{ sent: number; failed: number; held: number }> {
  if (!transport) return { sent: 0, failed: 0, held: await holdDueMail(db, now) }
  let sent = 0
  let failed = 0
  for (const row of await claimDueMail(db, now)) {
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        messageId: row.messageId,
        headers: row.headers,
      })
      await markSent(db, row.id, new Date())
      sent++
    } catch (error) {
      await markAttemptFailed(db, row, error instanceof Error ? error.message : String(error), new Date())
      failed++
    }
  }
  return { sent, failed, held: 0 }
}

const EVERY_MS = 5_000

/** Every process delivers every 5 s; claims never overlap, so each message goes out once. */
export function startMailDelivery(env: NodeJS.ProcessEnv = process.env): void {
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null
  const from = mailFrom(env)
  let running = false
  const round = () => {
    if (running) return
    running = true
    getDb()
      .then((db) => deliverDueMail(db, transport, from))
      .then(({ sent, failed }) => {
        if (sent || failed) logEvent(failed ? 'warn' : 'info', 'mail delivery', { sent, failed })
      })
      .catch((error: unknown) => logEvent('warn', 'mail delivery skipped', { error }))
      .finally(() => {
        running = false
      })
  }
  const timer = setInterval(round, EVERY_MS)
  timer.unref()
}
