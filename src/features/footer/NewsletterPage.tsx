import { useLoaderData } from '@tanstack/react-router'
import { container } from '~/ui/primitives.css'
import { SubscribeForm } from './Footer'
import * as css from './NewsletterPage.css'

/**
 * The news-letter page: where the footer's form lands when it was posted without JavaScript (or
 * before the footer hydrated), with the outcome; the form itself works here as in the footer
 * (ADR 027). It takes the form from the footer's module: the form then stays in the footer's
 * chunk, which this page loads too, instead of becoming a chunk of its own that every short page
 * (whose footer loads at once) would fetch as one more file.
 */
export function NewsletterPage() {
  const { form, sent } = useLoaderData({ from: '/{-$locale}/newsletter/subscribe' })
  return (
    <div className={container}>
      <div className={css.panel}>
        <SubscribeForm initial={form} sent={sent} heading="h1" />
      </div>
    </div>
  )
}
