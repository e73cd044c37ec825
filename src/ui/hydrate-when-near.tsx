import { type ComponentType, memo, Suspense, use, useEffect } from 'react'

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
  /**
   * `'use'`: only when the visitor points at, touches or focuses the part (a closed disclosure,
   * whose content nobody sees before then), not when it merely nears the viewport.
   */
  when?: 'near' | 'use'
}

/** Resolves when the visitor points at or focuses the element, or (`near`) when it nears the viewport. */
function wanted(element: Element, near: boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = near
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
          rootMargin: NEAR_MARGIN,
        })
      : undefined
    function done() {
      observer?.disconnect()
      for (const type of USE_EVENTS) element.removeEventListener(type, done)
      resolve()
    }
    observer?.observe(element)
    for (const type of USE_EVENTS) element.addEventListener(type, done, { passive: true })
  })
}

/**
 * A below-the-fold part of every page (the footer) whose code is not needed at start: the server
 * renders it in full; in the browser its Suspense boundary stays dehydrated, so the server's HTML
 * stays exactly as it is (no shift; its styles are in the page's CSS) until the part nears the
 * viewport or is used, and then React loads its code and hydrates it in place. Where it mounts
 * without server HTML (a client-side render) the code loads at once. The component must take no
 * props that change, and read no context that changes, before it hydrates (React would otherwise
 * drop the server's HTML and render the boundary anew).
 */
export function hydrateWhenNear<P extends object>({ selector, server, load, when }: Deferred<P>): ComponentType<P> {
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
  const whenWanted = () => {
    if (loading) return loading
    const element = document.querySelector(selector)
    loading = (element ? wanted(element, when !== 'use') : Promise.resolve()).then(load)
    return loading
  }
  function Loaded({ props }: { props: P }) {
    const Component = use(whenWanted())
    useEffect(() => document.querySelector(selector)?.setAttribute(HYDRATED_ATTRIBUTE, ''), [])
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
