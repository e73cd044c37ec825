import { NOTICE_PLACEHOLDERS, noticeLabel, type PrivacyNoticeForm, placeholdersIn } from '~/contracts/privacy-notice'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { addNoticeVersion, currentNotice, noticeVersions } from '~/db/repositories/privacy-notices.server'
import { sanitizeRichHtml } from '~/db/sanitize.server'
import { type Actor, recordAudit } from '../audit/audit.server'
import type { NoticeEditorData, NoticeProblem, NoticeSaveAnswer, NoticeSaveInputValue } from './contract'

/** The form's current notice and its versions, newest first, with who saved each. */
export async function readNoticeEditor(db: Db, form: PrivacyNoticeForm): Promise<NoticeEditorData> {
  const [current, versions] = await Promise.all([currentNotice(db, form), noticeVersions(db, form)])
  return {
    form,
    current: current ? { version: current.version, bodyCn: current.bodyCn, bodyEn: current.bodyEn } : null,
    versions: versions.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  }
}

const RETENTION = '{retentionDays}'
const known = new Set<string>(NOTICE_PLACEHOLDERS)
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim()

/** What is wrong with one language's (sanitised) text, if anything. */
function problemOf(form: PrivacyNoticeForm, html: string): NoticeProblem | undefined {
  if (visibleText(html) === '') return 'required'
  if (placeholdersIn(html).some((name) => !known.has(name))) return 'unknownPlaceholder'
  const retention = html.includes(RETENTION)
  if (form === 'registration' && !retention) return 'retentionMissing'
  if (form !== 'registration' && retention) return 'retentionNotHere'
  return undefined
}

/**
 * Saves the texts as the form's next version (never an update: consents name the versions they were
 * given under), sanitised, with an audit entry in the same transaction. The insert bumps the content
 * version, so every page showing the form's notice is rendered again within seconds. A text equal
 * to the current one saves nothing.
 */
export async function saveNotice(db: Db, actor: Actor, input: NoticeSaveInputValue): Promise<NoticeSaveAnswer> {
  const bodyCn = sanitizeRichHtml(input.bodyCn)
  const bodyEn = sanitizeRichHtml(input.bodyEn)
  const problems: Partial<Record<'bodyCn' | 'bodyEn', NoticeProblem>> = {}
  const problemCn = problemOf(input.form, bodyCn)
  const problemEn = problemOf(input.form, bodyEn)
  if (problemCn) problems.bodyCn = problemCn
  if (problemEn) problems.bodyEn = problemEn
  if (problemCn || problemEn) return { ok: false, reason: 'invalid', problems }
  const current = await currentNotice(db, input.form)
  if (current && current.version === input.baseVersion && current.bodyCn === bodyCn && current.bodyEn === bodyEn)
    return { ok: true, version: current.version, changed: false }
  const saved = await db.transaction(async (tx) => {
    const added = await addNoticeVersion(tx, { ...input, bodyCn, bodyEn, actorId: actor.id })
    if (added.ok)
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'privacy_notice',
        entityId: noticeLabel(input.form, added.version),
        after: { form: input.form, version: added.version },
      })
    return added
  })
  if (!saved.ok) return { ok: false, reason: 'stale', current: (await readNoticeEditor(db, input.form)).current }
  await flushWrites(db)
  return { ok: true, version: saved.version, changed: true }
}
