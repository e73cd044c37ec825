import { createIsomorphicFn } from '@tanstack/react-start'
import { type ComponentProps, Suspense, use } from 'react'
// The pages' styles stay in the site's CSS, so a server-rendered error page looks right before its
// code has loaded.
import './ErrorPage.css'

type Pages = typeof import('./ErrorPage')

let pages: Pages | undefined
let loading: Promise<Pages> | undefined
function loadPages(): Promise<Pages> {
  loading ??= import('./ErrorPage').then((module) => {
    pages = module
    return module
  })
  return loading
}
// The server loads them as it starts, so its renders never wait for them.
createIsomorphicFn().server(() => void loadPages())()

function LoadedErrorPage(props: ComponentProps<Pages['ErrorPage']>) {
  const { ErrorPage: Page } = pages ?? use(loadPages())
  return <Page {...props} />
}

function LoadedNotFoundPage() {
  const { NotFoundPage: Page } = pages ?? use(loadPages())
  return <Page />
}

/**
 * The error and not-found pages load their code in the browser only when one is shown, so no page's
 * start-up code carries them (ADR 023's budget). The server renders them in full inside a Suspense
 * boundary that the browser's tree has too: hydrating a server-rendered error page, React keeps its
 * HTML while the code loads, then hydrates it. The page needs nothing but its own chunk and stays
 * plain (no router link), so it still works when the router is what failed.
 */
export function ErrorPage(props: ComponentProps<Pages['ErrorPage']>) {
  return (
    <Suspense fallback={null}>
      <LoadedErrorPage {...props} />
    </Suspense>
  )
}

export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <LoadedNotFoundPage />
    </Suspense>
  )
}
