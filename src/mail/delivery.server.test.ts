import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmSubscription } from '~/db/repositories/subscriptions.server'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { sampleBoothApplication } from '~/db/testing-data'
import { applyWithMails } from '~/features/booth-application/apply.server'
import { subscribeWithConfirmation } from '~/features/subscribe/subscribe.server'
import { deliverDueMail, smtpTransport } from './delivery.server'
import { backoffMs, claimDueMail, outboxByRecipient } from './outbox.server'

/** A real SMTP server on a local port that keeps what it receives (and can go away and come back). */
class LocalSmtp {
  readonly received: { to: string[]; raw: string }[] = []
  private server: SMTPServer | undefined
  port = 0

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    this.server.listen(port, '127.0.0.1')
    await once(this.server.server, 'listening')
    this.port = (this.server.server.address() as AddressInfo).port
  }

  async stop(): Promise<void> {
    const server = this.server
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
    this.server = undefined
  }

  mailsTo(address: string) {
    return this.received.filter((mail) => mail.to.includes(address))
  }
}

/** A mail's header block, long (folded) headers unfolded. */
function headersOf(raw: string): string {
  return raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
}

/** The decoded text of a mail (quoted-printable bodies and soft breaks undone). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4)
  const soft = body.replace(/=\r\n/g, '')
  return Buffer.from(
    soft.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

const FROM = '"Organic Expo" <noreply@fair.test>'
const ORIGIN = 'https://fair.test'

describe('mail through a real local SMTP server', () => {
  let testDb: TestDatabase
  const smtp = new LocalSmtp()
  beforeAll(async () => {
    testDb = await createTestDb()
    await smtp.start()
  })
  afterAll(async () => {
    await smtp.stop()
    await testDb?.close()
  })

  it('mails the double opt-in link with the unsubscribe headers; the link confirms once', async () => {
    const email = 'wang.fang@example.cn'
    await subscribeWithConfirmation(
      testDb.db,
      {
        truename: '王芳',
        email,
        company: '绿源有机',
        position: '采购经理',
        lang: 'cn',
        consent: true,
        noticeVersion: 'notice-v1',
        source: 'api',
      },
      ORIGIN,
    )
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`)
    expect(await deliverDueMail(testDb.db, transport, FROM)).toEqual({ sent: 1, failed: 0, held: 0 })
    const [mail] = smtp.mailsTo(email)
    if (!mail) throw new Error('no mail received')
    const [row] = await outboxByRecipient(testDb.db, email)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'subscription_confirm' })
    const headers = headersOf(mail.raw)
    expect(headers).toContain(`Message-ID: ${row?.messageId}`)
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/fair\.test\/api\/unsubscribe\?token=[\w-]+>\r?$/m)
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    const text = bodyOf(mail.raw)
    expect(text).toContain('王芳')
    expect(text).toMatch(/https:\/\/fair\.test\/newsletter\/unsubscribe\?token=[\w-]+/)
    const token = /https:\/\/fair\.test\/newsletter\/confirm\?token=([\w-]+)/.exec(text)?.[1] ?? ''
    expect(await confirmSubscription(testDb.db, token)).toBe(true)
    expect(await confirmSubscription(testDb.db, token)).toBe(false)
  })

  it('keeps mail through an SMTP outage and sends each message once when the server is back', async () => {
    const port = smtp.port
    await smtp.stop()
    const application = {
      partnershipIntent: 'exhibitor',
      country: 'Deutschland',
      companyName: 'Bergland Naturkost',
      contactName: 'Anna Weber',
      phone: '+49 911 123456',
      email: 'anna@bergland.example',
      productType: 'Dinkelmehl',
      boothType: 'standard',
      areaSqm: 18,
      preferredBooths: ['N5-A12', 'N5-A14'],
      lang: 'en',
      consent: true,
      noticeVersion: 'application/v1',
    } as const
    const saved = await applyWithMails(testDb.db, application, 'api:outage-test-key', ORIGIN)
    // The same submission again (a retried request): stored once, mailed once.
    expect(await applyWithMails(testDb.db, application, 'api:outage-test-key', ORIGIN)).toEqual({
      id: saved.id,
      replayed: true,
    })
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`)
    const cut = new Date()
    expect(await deliverDueMail(testDb.db, transport, FROM, cut)).toEqual({ sent: 0, failed: 2, held: 0 })
    const [ack] = await outboxByRecipient(testDb.db, application.email)
    expect(ack).toMatchObject({ status: 'pending', attempts: 1 })
    expect(ack?.lastError).toBeTruthy()
    // Not due again before its backoff.
    expect(await claimDueMail(testDb.db, new Date(cut.getTime() + 1_000))).toEqual([])

    await smtp.start(port)
    const later = new Date(Date.now() + backoffMs(1) + 1_000)
    expect(await deliverDueMail(testDb.db, transport, FROM, later)).toEqual({ sent: 2, failed: 0, held: 0 })
    expect(await deliverDueMail(testDb.db, transport, FROM, later)).toEqual({ sent: 0, failed: 0, held: 0 })
    const acks = smtp.mailsTo(application.email)
    expect(acks).toHaveLength(1)
    expect(bodyOf(acks[0]?.raw ?? '')).toContain('Bergland Naturkost')
    // Sales hear of it too, at the organiser's address from the settings, with the inbox link.
    const notices = smtp.received.filter((mail) =>
      bodyOf(mail.raw).includes(`${ORIGIN}/admin/applications/${saved.id}`),
    )
    expect(notices).toHaveLength(1)
    expect(notices[0]?.to).toEqual(['info@organic-expo.example.cn'])
    // Both say which booths the applicant would like.
    for (const mail of [acks[0], notices[0]]) expect(bodyOf(mail?.raw ?? '')).toContain(': N5-A12, N5-A14')
  })

  it('holds mail for the back office when no SMTP server is configured', async () => {
    await applyWithMails(testDb.db, sampleBoothApplication({ areaSqm: 9 }), undefined, ORIGIN)
    expect(await deliverDueMail(testDb.db, null, FROM)).toEqual({ sent: 0, failed: 0, held: 2 })
    const [ack] = await outboxByRecipient(testDb.db, 'li@example.cn')
    expect(ack?.status).toBe('held')
    expect(ack?.text).toContain('黑土地有机农场')
  })
})
