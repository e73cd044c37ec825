import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import { apiHandler } from '~/api/handler.server'
import { apiMessages } from '~/contracts/messages'
import { RowIdParam } from '~/contracts/params'
import { getDb } from '~/db/client.server'
import { newsDetail } from '~/features/news/news.server'

/** GET /api/news/:id — a published item with prevId/nextId; drafts and unknown ids are 404. */
export const Route = createFileRoute('/api/news/$id')({
  server: {
    handlers: {
      GET: apiHandler(async ({ url, locale }) => {
        // Not decoded: a canonical id is plain digits, and `%E0` must be a 404, not a URIError (500).
        const raw = url.pathname.split('/').pop() ?? ''
        const id = v.safeParse(RowIdParam, raw)
        const item = id.success ? await newsDetail(await getDb(), locale, id.output) : null
        if (!item) throw new ApiError(404, apiMessages.notFound)
        return { data: item, cacheSeconds: 30 }
      }),
    },
  },
})
