import { createFileRoute } from '@tanstack/react-router'
import { serveMediaFile } from '~/admin/media/serve-media.server'

/** The media library's files (`/uploads/<key>`), from the media store (files or S3). */
export const Route = createFileRoute('/uploads/$')({
  server: { handlers: { GET: ({ params }) => serveMediaFile(params._splat ?? '') } },
})
