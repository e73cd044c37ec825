import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { takeEarlyClicks } from '~/features/early-clicks'
import { nextTask } from '~/routing/next-task'

/**
 * Start's own client entry, with one step added before React hydrates, and its work in tasks of
 * their own: the modules' evaluation, the router's hydration, React's (ADR 035).
 *
 * A cached page is rendered for its cache key's canonical address (ADR 011): `/news?utm=x` is served
 * the page rendered for `/news`, every unknown path the one rendered for `/__unknown__`, every invalid
 * news id the one for `/news/0`. The router then finds that the server's matches are not the ones of
 * the address in the browser and loads the deepest route again on the client. Started after the first
 * render, as Start does it, that load raced React's hydration of the route's Suspense boundary: when
 * React reached the boundary first, it found the route still pending (nothing rendered) where the
 * server had sent the page, and threw hydration error #418 (ADR 026). So that load finishes first; it
 * reads the data already in the page, and only pages served for another address wait for it.
 */
void nextTask()
  .then(hydrateStart)
  .then(async (router) => {
    if (!router.state.resolvedLocation) await router.load().catch((error: unknown) => console.error(error))
    await nextTask()
    return router
  })
  .then((router) =>
    startTransition(() => {
      // From here React handles clicks; those made before are done again once it has hydrated (ADR 028).
      takeEarlyClicks()
      hydrateRoot(
        document,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      )
    }),
  )
