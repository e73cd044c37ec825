import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import { apiHandler } from '~/api/handler.server'
import { apiMessages } from '~/contracts/messages'
import { getDb } from '~/db/client.server'
import { newsDetail } from '~/features/news/news.server'
import { NewsIdParam } from '~/features/news/news.shared'

/** GET /api/news/:id — a published item with prevId/nextId; drafts and unknown ids are 404. */
export const Route = createFileRoute('/api/news/$id')({
  server: {
    handlers: {
      GET: apiHandler(async ({ url, locale }) => {
        const raw = decodeURIComponent(url.pathname.split('/').pop() ?? '')
        const id = v.safeParse(NewsIdParam, raw)
        const item = id.success ? await newsDetail(await getDb(), locale, id.output) : null
        if (!item) throw new ApiError(404, apiMessages.notFound)
        return { data: item, cacheSeconds: 30 }
      }),
    },
  },
})
