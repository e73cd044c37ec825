import { type ComponentType, memo, Suspense, use, useEffect } from 'react'
import { EARLY_CLICK_MARK, type KeptClicks, keepClicksWithin } from '~/features/early-clicks'

/** How close to the viewport a deferred part starts loading its code (a quick scroll's worth). */
const NEAR_MARGIN = '400px 0px'
/** A visitor reaching for the part loads it at once, even before it is near the viewport. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const
/** Set on the part's root element once its code has hydrated it (browser tests wait for it). */
const HYDRATED_ATTRIBUTE = 'data-part-hydrated'

interface Deferred<P> {
  /** The part's root element in the server's HTML: watched, and marked once hydrated. */
  selector: string
  /**
   * The component itself, on the server only (`import.meta.env.SSR ? Part : undefined`): the page's
   * HTML is rendered in full there, and the client build drops the static import.
   */
  server: ComponentType<P> | undefined
  /** The component's code, loaded on the client when the part nears the viewport or is used. */
  load: () => Promise<ComponentType<P>>
  /** Near the viewport as the page starts, the part waits for use (see `nearOrUsed`). */
  waitForUse?: boolean
}

/**
 * Resolves when the element nears the viewport or the visitor points at, touches or focuses it; a
 * part clicked before the page hydrated (ADR 028) loads at once. With `waitForUse`, a part that is
 * near already when the page starts (the footer of a short page) waits for the visitor to use it:
 * loading its code at once would put it on every such page's start for a visitor who may never
 * touch it (ADR 029); it still loads when it comes near later, as the visitor scrolls.
 */
function nearOrUsed(element: Element, waitForUse: boolean): Promise<void> {
  return new Promise((resolve) => {
    let first = true
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((e) => e.isIntersecting)
        if (near && !(first && waitForUse)) done()
        first = false
      },
      { rootMargin: NEAR_MARGIN },
    )
    function done() {
      observer.disconnect()
      for (const type of USE_EVENTS) element.removeEventListener(type, done)
      resolve()
    }
    observer.observe(element)
    for (const type of USE_EVENTS) element.addEventListener(type, done, { passive: true })
    if (element.querySelector(`[${EARLY_CLICK_MARK}]`)) done()
  })
}

/**
 * A below-the-fold part of every page (the footer) whose code is not needed at start: the server
 * renders it in full; in the browser its Suspense boundary stays dehydrated, so the server's HTML
 * stays exactly as it is (no shift; its styles are in the page's CSS) until the part nears the
 * viewport or is used, and then React loads its code and hydrates it in place. A click on one of
 * its buttons before then is kept and done again once it has hydrated (`keepClicksWithin`). Where it mounts
 * without server HTML (a client-side render) the code loads at once. The component must take no
 * props that change, and read no context that changes, before it hydrates (React would otherwise
 * drop the server's HTML and render the boundary anew).
 */
export function hydrateWhenNear<P extends object>({
  selector,
  server,
  load,
  waitForUse = false,
}: Deferred<P>): ComponentType<P> {
  if (server) {
    const Server = server
    return function ServerPart(props: P) {
      return (
        <Suspense fallback={null}>
          <Server {...props} />
        </Suspense>
      )
    }
  }
  let loading: Promise<ComponentType<P>> | undefined
  let clicks: KeptClicks | undefined
  const whenWanted = () => {
    if (loading) return loading
    const element = document.querySelector(selector)
    if (!element) {
      loading = load()
      return loading
    }
    const kept = keepClicksWithin(element)
    clicks = kept
    loading = nearOrUsed(element, waitForUse).then(load)
    // Once the code is there React hydrates the part itself when it is clicked.
    loading.then(kept.stop, kept.stop)
    return loading
  }
  function Loaded({ props }: { props: P }) {
    const Component = use(whenWanted())
    useEffect(() => {
      document.querySelector(selector)?.setAttribute(HYDRATED_ATTRIBUTE, '')
      clicks?.replay()
    }, [])
    return <Component {...props} />
  }
  // memo: a re-render of the parent with equal props must not reach the dehydrated boundary.
  return memo(function ClientPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded props={props} />
      </Suspense>
    )
  }) as unknown as ComponentType<P>
}
