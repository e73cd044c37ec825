import type { I18n } from '@lingui/core'
import type { AdminRole, BoothType } from '~/db/schema-enums'
import { type Locale, localizePath } from '~/i18n/locales'
import { mailI18n } from './mail-i18n.server'
import { mailText } from './mail-text'
import type { OutgoingMail } from './outbox.server'

const signature = (i18n: I18n) => `\n\n${i18n._({ ...mailText.signature, values: { fair: i18n._(mailText.fair) } })}\n`

/**
 * Double opt-in (ADR 018): the confirmation link opens a page that confirms with a POST (a mail
 * scanner following links confirms nothing). Like every mail to a subscriber it carries the
 * unsubscribe link and RFC 8058's one-click headers.
 */
export async function subscriptionConfirmMail(input: {
  origin: string
  locale: Locale
  name: string
  email: string
  confirmToken: string
  unsubscribeToken: string
}): Promise<OutgoingMail> {
  const i18n = await mailI18n(input.locale)
  const page = (path: string, token: string) =>
    `${input.origin}${localizePath(path, input.locale)}?token=${encodeURIComponent(token)}`
  const unsubscribePage = page('/newsletter/unsubscribe', input.unsubscribeToken)
  return {
    kind: 'subscription_confirm',
    to: input.email,
    subject: i18n._(mailText.confirmSubject),
    text:
      [
        i18n._({ ...mailText.greeting, values: { name: input.name } }),
        '',
        i18n._({ ...mailText.confirmBody, values: { fair: i18n._(mailText.fair) } }),
        page('/newsletter/confirm', input.confirmToken),
        '',
        i18n._(mailText.confirmIgnore),
        i18n._({ ...mailText.unsubscribe, values: { url: unsubscribePage } }),
      ].join('\n') + signature(i18n),
    headers: {
      'List-Unsubscribe': `<${input.origin}/api/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

interface ApplicationSummary {
  id: number
  companyName: string
  contactName: string
  email: string
  boothType: BoothType
  areaSqm: number
  preferredBooths?: readonly string[]
  productType: string
  lang: Locale
}

function applicationLines(i18n: I18n, application: ApplicationSummary): string[] {
  return [
    `${i18n._(mailText.company)}: ${application.companyName}`,
    `${i18n._(mailText.contact)}: ${application.contactName} <${application.email}>`,
    `${i18n._(mailText.booth)}: ${i18n._(mailText[application.boothType])}, ${application.areaSqm} m²`,
    `${i18n._(mailText.products)}: ${application.productType}`,
    ...(application.preferredBooths?.length
      ? [`${i18n._(mailText.preferredBooths)}: ${application.preferredBooths.join(', ')}`]
      : []),
  ]
}

/** The applicant's acknowledgement, in the language of the form they used. */
export async function applicationReceivedMail(application: ApplicationSummary): Promise<OutgoingMail> {
  const i18n = await mailI18n(application.lang)
  return {
    kind: 'application_received',
    to: application.email,
    subject: i18n._(mailText.receivedSubject),
    text:
      [
        i18n._({ ...mailText.greeting, values: { name: application.contactName } }),
        '',
        i18n._({ ...mailText.receivedBody, values: { fair: i18n._(mailText.fair) } }),
        '',
        ...applicationLines(i18n, application),
      ].join('\n') + signature(i18n),
  }
}

/** Sales' notice (in Chinese, the organiser's language) with the link to the inbox. */
export async function applicationNoticeMail(
  application: ApplicationSummary,
  to: string,
  origin: string,
): Promise<OutgoingMail> {
  const i18n = await mailI18n('cn')
  return {
    kind: 'application_notice',
    to,
    subject: i18n._({ ...mailText.noticeSubject, values: { company: application.companyName } }),
    text: [
      i18n._(mailText.noticeBody),
      `${origin}/admin/applications/${application.id}`,
      '',
      ...applicationLines(i18n, application),
    ].join('\n'),
  }
}

/** Both languages, Chinese first: whom a back-office mail goes to may not have chosen a language yet. */
async function bilingual(parts: (i18n: I18n) => { subject: string; text: string }) {
  const [cn, en] = await Promise.all([mailI18n('cn'), mailI18n('en')])
  const [c, e] = [parts(cn), parts(en)]
  return {
    subject: `${c.subject} / ${e.subject}`,
    text: `${c.text}${signature(cn)}\n----\n\n${e.text}${signature(en)}`,
  }
}

/** An invitation to the back office. */
export async function invitationMail(input: { to: string; role: AdminRole; link: string }): Promise<OutgoingMail> {
  const message = await bilingual((i18n) => {
    const fair = i18n._(mailText.fair)
    return {
      subject: i18n._({ ...mailText.inviteSubject, values: { fair } }),
      text: `${i18n._({ ...mailText.inviteBody, values: { fair, role: i18n._(mailText[input.role]) } })}\n${input.link}`,
    }
  })
  return { kind: 'invitation', to: input.to, ...message }
}

/** A self-service password reset link (better-auth makes it; valid 24 hours). */
export async function passwordResetMail(input: { to: string; link: string }): Promise<OutgoingMail> {
  const message = await bilingual((i18n) => ({
    subject: i18n._({ ...mailText.resetSubject, values: { fair: i18n._(mailText.fair) } }),
    text: `${i18n._(mailText.resetBody)}\n${input.link}`,
  }))
  return { kind: 'password_reset', to: input.to, ...message }
}

/**
 * The e-badge (ADR 033): the private link is the badge (its token is in the path); nothing
 * personal is in the link. Sent on registration and again on a repeated registration or a resend.
 */
export async function badgeMail(input: {
  origin: string
  locale: Locale
  name: string
  email: string
  badgeToken: string
}): Promise<OutgoingMail> {
  const i18n = await mailI18n(input.locale)
  const fair = i18n._(mailText.fair)
  return {
    kind: 'visitor_badge',
    to: input.email,
    subject: i18n._({ ...mailText.badgeSubject, values: { fair } }),
    text:
      [
        i18n._({ ...mailText.greeting, values: { name: input.name } }),
        '',
        i18n._({ ...mailText.badgeBody, values: { fair } }),
        `${input.origin}${localizePath(`/badge/${input.badgeToken}`, input.locale)}`,
        '',
        i18n._(mailText.badgePrivate),
        i18n._(mailText.badgeRepeat),
      ].join('\n') + signature(i18n),
  }
}

/**
 * A site registration's confirmation (ADR 037): the link carries its code after `#`, so no request
 * line, log or Referer holds it, and the page confirms only on a button press (a POST); the code is
 * written out too, for a browser without JavaScript (which cannot read the fragment).
 */
export async function registrationConfirmMail(input: {
  origin: string
  locale: Locale
  name: string
  email: string
  confirmToken: string
}): Promise<OutgoingMail> {
  const i18n = await mailI18n(input.locale)
  const fair = i18n._(mailText.fair)
  return {
    kind: 'visitor_confirm',
    to: input.email,
    subject: i18n._({ ...mailText.registrationConfirmSubject, values: { fair } }),
    text:
      [
        i18n._({ ...mailText.greeting, values: { name: input.name } }),
        '',
        i18n._({ ...mailText.registrationConfirmBody, values: { fair } }),
        `${input.origin}${localizePath('/register/confirm', input.locale)}#${input.confirmToken}`,
        '',
        i18n._({
          ...mailText.registrationConfirmCode,
          values: { code: input.confirmToken.replace(/(.{4})(?=.)/g, '$1 ') },
        }),
        '',
        i18n._(mailText.registrationConfirmIgnore),
      ].join('\n') + signature(i18n),
  }
}
