import {
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'

/**
 * Renders a page to a string, as TanStack's `defaultRenderHandler` does, but answers with the
 * bytes of its HTML stream transform instead of a string. The default reads the transform's bytes
 * back into a string (`readUtf8Stream`) and gives that string to `new Response`, which checks it
 * for lone surrogates and encodes it to UTF-8 again: for a 70 KB page about a tenth of the CPU of
 * an uncached render (ADR 025). Every page is read whole by `src/server.ts` anyway (sealed, cached,
 * compressed), so nothing is streamed to the visitor; the transform still adds the router's
 * hydration data and the queries' results exactly as before, and the router is cleaned up when the
 * stream ends or is cancelled (`createSsrStreamResponse`), as with Start's streaming handler.
 */
export const byteRenderHandler = defineHandlerCallback(({ router, responseHeaders }) => {
  let html: string
  try {
    html = renderToString(<RouterServer router={router} />)
  } catch (error) {
    // As the default handler: the error is logged and the visitor gets a plain 500.
    console.error('Render to string error:', error)
    router.serverSsr?.cleanup()
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  }
  const app = new ReadableStream<string>({
    start(controller) {
      controller.enqueue('<!DOCTYPE html>')
      controller.enqueue(html)
      controller.close()
    },
  })
  // No abort signal, as the default handler: the page is always read to its end by server.ts.
  const body = transformReadableStreamWithRouter(router, app)
  return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }))
})
