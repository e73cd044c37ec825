import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { registrationFieldErrors, registrationSchema } from '~/contracts/registration'
import type { Translate } from '~/contracts/translate'
import type { Db } from '~/db/client.server'
import { registerWithBadgeMail } from '~/mail/notify.server'
import { badgeLabel, recordScan } from './check-in.server'
import type { DeskRegistrationAnswer, DeskRegistrationInput } from './contract'

/**
 * A walk-in registered at the hall's desk (issue 26): the public form's contract and messages (in the
 * staff's language, `t`), the consents ticked with the visitor as separate evidence (source `desk`),
 * the badge mailed through the outbox as for any registration, then the badge checked in at the
 * desk's gate and its label returned for printing. An e-mail or mobile already registered for this
 * edition changes nothing stored (the public form's rule): the badge on file is mailed again, and
 * the desk checks that registration in and prints its label, after staff have seen the visitor's
 * ID, as they do for every walk-in.
 */
export async function registerAtDesk(
  db: Db,
  input: DeskRegistrationInput,
  staffId: string,
  t: Translate,
  origin: string,
): Promise<DeskRegistrationAnswer> {
  // The desk chooses no interests: a walk-in's interests are asked on the site, not in the queue.
  const typed = { ...input.fields, interests: [] }
  const parsed = v.safeParse(registrationSchema(t), typed)
  if (!parsed.success) return { ok: false, errors: registrationFieldErrors(t, typed, parsed.issues) }
  const { website: _website, startedAt: _startedAt, consentPrivacy: _privacy, ...visitor } = parsed.output
  const registered = await registerWithBadgeMail(db, visitor, { lang: input.lang, source: 'desk', origin })
  const token = registered.holder?.badgeToken
  if (!token) return { ok: false, errors: {} }
  const scan = await recordScan(
    db,
    { code: token, scanId: randomUUID(), scannedAt: new Date().toISOString(), gate: input.gate },
    staffId,
  )
  return { ok: true, created: registered.created, scan, label: await badgeLabel(db, token) }
}
