import { lazyRouteComponent } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { hydrateWhenNear } from '~/ui/hydrate-when-near'
import { Footer as FooterNow } from './Footer'
import { NewsletterPage as NewsletterPageNow } from './NewsletterPage'
// The footer's styles stay in the page's CSS (the chunk of whoever imports this file), so its
// server HTML looks the same before its code has loaded: without these imports they would travel
// with the lazily loaded code.
import './Footer.css'
import '~/features/subscribe/SubscribeForm.css'

/**
 * The footer (with the news-letter form and the QR pop-overs) is below the fold of every page: the
 * server renders it in full, and in the browser its code loads and hydrates it when it comes near
 * the viewport or is used (ADR 023, 029). The server's half is stripped from the client build.
 */
export const Footer = hydrateWhenNear({
  selector: '[data-region="footer"]',
  server: createIsomorphicFn().server(() => FooterNow)(),
  load: () => import('./Footer').then((m) => m.Footer),
  // On a short page the footer is in view from the start: its code waits for use there (ADR 029).
  when: 'approach',
})

/**
 * The news-letter page's component (ADR 027). In the browser it loads with the footer's chunk,
 * which holds its form; the router loads it before it hydrates the page. The server renders it
 * from a static import (stripped from the client build): a string render does not wait for a lazy
 * component the first time it meets one.
 */
export const NewsletterPage = createIsomorphicFn()
  .server(() => NewsletterPageNow)
  .client(() => lazyRouteComponent(() => import('./NewsletterPage'), 'NewsletterPage'))()
