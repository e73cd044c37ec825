import { logEvent } from '~/api/log.server'
import { getMediaStore, MEDIA_KEY } from './media-store.server'

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
}

/**
 * One file of the media store. Keys name their content (a SHA-256), so the answer may be cached for
 * a year; `nosniff` keeps a browser from reading a file as anything but its stated type, and PDFs are
 * downloaded, never shown inside the site's origin.
 */
export async function serveMediaFile(key: string): Promise<Response> {
  if (!MEDIA_KEY.test(key)) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  let body: Uint8Array | null
  try {
    body = await getMediaStore().get(key)
  } catch (error) {
    logEvent('error', 'media store read failed', { key, error })
    return new Response('Service unavailable', {
      status: 503,
      headers: { 'retry-after': '5', 'cache-control': 'no-store' },
    })
  }
  if (!body) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const extension = key.slice(key.lastIndexOf('.') + 1)
  return new Response(new Blob([new Uint8Array(body)]), {
    headers: {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      ...(extension === 'pdf' ? { 'content-disposition': 'attachment' } : {}),
    },
  })
}
