import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

/**
 * A request whose body is counted while it is read: past `maxBytes` the reader gets an error and
 * nothing more is taken for the handler, so no handler (TanStack Start's `request.formData()`,
 * better-auth's `request.json()`) can buffer more than the limit, whether the body is chunked or
 * declares a length (a declared length over the limit is refused before a byte is read).
 *
 * The connection is cut after the answer, not before: closing a socket with unread data makes the
 * kernel send a reset, and a client still sending its body then loses the 413 too. So once the
 * answer is written, `closeAfterAnswer` reads and drops what the client still sends for a moment
 * (what web servers call a lingering close): clients stop sending when they get the answer; the
 * connection is destroyed LINGER_MS after the answer (reading stops after LINGER_BYTES more), and a
 * body that ends within that leaves it usable (ADR 031).
 */
type BodyState =
  /** No body, or one that was read to its end. */
  | 'complete'
  /** A body that nobody has read to its end (yet). */
  | 'unfinished'
  /** More than the limit was sent (or declared). */
  | 'over-limit'

export interface LimitedRequest {
  request: Request
  state(): BodyState
  /** For a body not read to its end: after the answer, drop a little more of it, then cut the connection. */
  closeAfterAnswer(): void
}

const LINGER_MS = 2000
const LINGER_BYTES = 16 * 1024 * 1024

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`request body over ${maxBytes} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/**
 * Whether a failure is the client going away (an upload aborted, the connection closed): srvx's own
 * test, plus the errors Node gives a body read from a reset socket. The client's doing, not a fault.
 */
export function isClientAbort(request: Request, error: unknown): boolean {
  if (request.signal.aborted) return true
  if (typeof error !== 'object' || error === null) return false
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown }
  return (
    name === 'AbortError' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || message === 'aborted'
  )
}

const READ_METHODS = new Set(['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'])

/** Whether the request announces a body (a length above zero, or a chunked one). */
function announcesBody(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false
  const length = request.headers.get('content-length')
  if (length !== null) return length.trim() !== '0'
  return request.headers.has('transfer-encoding')
}

export function limitRequestBody(request: Request, maxBytes: number): LimitedRequest {
  if (!announcesBody(request)) return { request, state: () => 'complete', closeAfterAnswer: () => undefined }
  const declared = request.headers.get('content-length')
  let state: BodyState = declared !== null && Number(declared) > maxBytes ? 'over-limit' : 'unfinished'
  // The reader of the socket's stream, taken once: by the counted stream, or by the lingering close.
  let source: ReadableStreamDefaultReader<Uint8Array> | null | undefined
  const sourceReader = () => {
    if (source === undefined) source = request.body?.getReader() ?? null
    return source
  }
  let stream: ReadableStream<Uint8Array> | undefined
  const limited = (): ReadableStream<Uint8Array> => {
    stream ??=
      state === 'over-limit'
        ? new ReadableStream({ start: (controller) => controller.error(new BodyTooLargeError(maxBytes)) })
        : countedStream(sourceReader(), maxBytes, (next) => {
            state = next
          })
    return stream
  }
  let native: Request | undefined
  const proxy = new Proxy(request, {
    get(target, prop) {
      if (prop === 'body') return limited()
      if (prop === 'bodyUsed') return stream?.locked ?? false
      if (typeof prop === 'string' && READ_METHODS.has(prop))
        // The content type tells formData() how to parse (multipart boundary, URL encoding).
        return () =>
          new Response(limited(), { headers: contentType(target) })[
            prop as 'arrayBuffer' | 'blob' | 'bytes' | 'formData' | 'json' | 'text'
          ]()
      // srvx's request builds a native Request on demand (`_request`); it must carry the counted body.
      if (prop === '_request' && '_request' in target) {
        native ??= withBody(target, limited())
        return native
      }
      // A copy (better-auth clones some requests) reads the same counted bytes through a tee.
      if (prop === 'clone')
        return () => {
          const [mine, theirs] = limited().tee()
          stream = mine
          return withBody(target, theirs)
        }
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return {
    request: proxy,
    state: () => state,
    closeAfterAnswer() {
      if (state === 'complete') return
      const reader = sourceReader()
      const { response, socket } = nodeContext(request)
      const cut = () => {
        void reader?.cancel().catch(() => undefined)
        socket?.destroy()
      }
      const afterAnswer = () => void linger(reader, cut)
      if (response && !response.writableFinished) response.once('finish', afterAnswer)
      else setImmediate(afterAnswer)
    },
  }
}

/** Node's response and socket behind a request, which srvx exposes as `runtime.node` (absent elsewhere). */
function nodeContext(request: Request): { response?: ServerResponse; socket?: Socket } {
  const runtime: unknown = Reflect.get(request, 'runtime')
  const node: unknown = typeof runtime === 'object' && runtime !== null ? Reflect.get(runtime, 'node') : undefined
  if (typeof node !== 'object' || node === null) return {}
  const response: unknown = Reflect.get(node, 'res')
  const incoming: unknown = Reflect.get(node, 'req')
  return {
    response: response instanceof ServerResponse ? response : undefined,
    socket: incoming instanceof IncomingMessage && incoming.socket instanceof Socket ? incoming.socket : undefined,
  }
}

/**
 * Reads and drops the rest of a body for a moment, then `cut`s the connection. Clients stop sending
 * once they have the answer. One that goes on is no longer read after LINGER_BYTES and is cut
 * LINGER_MS after the answer: cut at once, a fast client on a fast link (loopback) could be reset
 * before it had even parsed the answer, and a reset discards what its socket had not yet read.
 */
async function linger(reader: ReadableStreamDefaultReader<Uint8Array> | null, cut: () => void): Promise<void> {
  if (!reader) return
  const timer = setTimeout(cut, LINGER_MS)
  let dropped = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      dropped += value.byteLength
      // Left unread, the client's writes stall (TCP backpressure) until the timer cuts.
      if (dropped > LINGER_BYTES) return
    }
  } catch {
    // The client went away first.
  }
  clearTimeout(timer)
}

function contentType(request: Request): Record<string, string> {
  const type = request.headers.get('content-type')
  return type === null ? {} : { 'content-type': type }
}

function withBody(request: Request, body: ReadableStream<Uint8Array>): Request {
  const init = { method: request.method, headers: request.headers, signal: request.signal, body, duplex: 'half' }
  return new Request(request.url, init as RequestInit)
}

function countedStream(
  reader: ReadableStreamDefaultReader<Uint8Array> | null,
  maxBytes: number,
  settle: (state: 'complete' | 'over-limit') => void,
): ReadableStream<Uint8Array> {
  if (!reader) {
    settle('complete')
    return new ReadableStream({ start: (controller) => controller.close() })
  }
  let size = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) {
        settle('complete')
        controller.close()
        return
      }
      size += value.byteLength
      if (size > maxBytes) {
        settle('over-limit')
        // Not reader.cancel(): that destroys the socket before the 413 is written (closeAfterAnswer).
        controller.error(new BodyTooLargeError(maxBytes))
        return
      }
      controller.enqueue(value)
    },
    // A reader that stops early (a form reader past its own limit) leaves the rest unread: the edge
    // closes the connection after its answer (closeAfterAnswer).
  })
}
