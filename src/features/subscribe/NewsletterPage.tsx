import { container } from '~/ui/primitives.css'
import * as css from './NewsletterPage.css'
import { SubscribeForm } from './SubscribeForm'
import type { SubscribeFormState } from './subscribe-form.shared'

/**
 * The news-letter page: where the footer's form lands when it was posted without JavaScript (or
 * before the footer hydrated), with the outcome; the form itself works here as in the footer.
 */
export function NewsletterPage({ form, sent }: { form: SubscribeFormState | null; sent: boolean }) {
  return (
    <div className={container}>
      <div className={css.panel}>
        <SubscribeForm initial={form} sent={sent} heading="h1" />
      </div>
    </div>
  )
}
