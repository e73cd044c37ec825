import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useLocaleParams } from '~/routing/locale'
import { formatDate, msgWith } from '~/ui/format'

const text = {
  title: msg`Registration is closed`,
  ended: msg`The show ended on {date}, and registration for it has closed.`,
  next: msg`The next show: {start} to {end}. Registration for it opens on this page.`,
  nextUnknown: msg`The dates of the next show will be announced here. Registration for it opens on this page.`,
  newsletter: msg`Subscribe to the newsletter to hear when registration opens`,
}

/** `/register` once the show has ended (ADR 037): why, when the next show is, and how to hear of it. */
export function RegistrationClosed({
  endedAt,
  next,
}: {
  endedAt: number
  next: { startsAt: number; endsAt: number } | null
}) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const date = (ms: number) => formatDate(i18n, new Date(ms), 'long')
  return (
    <section aria-labelledby="registration-closed" data-testid="registration-closed" data-part="registration-closed">
      <h2 id="registration-closed">{i18n._(text.title)}</h2>
      <p>{msgWith(i18n, text.ended, { date: date(endedAt) })}</p>
      <p>
        {next
          ? msgWith(i18n, text.next, { start: date(next.startsAt), end: date(next.endsAt) })
          : i18n._(text.nextUnknown)}
      </p>
      <p>
        <Link to="/{-$locale}/newsletter/subscribe" params={localeParams}>
          {i18n._(text.newsletter)}
        </Link>
      </p>
    </section>
  )
}
