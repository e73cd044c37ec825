import { createFileRoute } from '@tanstack/react-router'
import { ApiError } from '~/api/api-error.server'
import { apiHandler } from '~/api/handler.server'
import { parseQuery } from '~/api/query.server'
import { listedTypeOf, listQueryOf, loadContentList } from '~/content/content-lists.server'
import { apiMessages } from '~/contracts/messages'
import { getDb } from '~/db/client.server'

/** GET /api/<list> for the plain content lists (partners, hotels, transport, …); unknown names 404. */
export const Route = createFileRoute('/api/$resource')({
  server: {
    handlers: {
      GET: apiHandler(async ({ url, locale }) => {
        // The list's name is the spec's (`booth-types`, `statistics`); CONTENT_TYPES says whose it is.
        const type = listedTypeOf(url.pathname.slice('/api/'.length))
        if (type === undefined) throw new ApiError(404, apiMessages.notFound)
        const query = parseQuery(url, listQueryOf(type))
        return { data: { list: await loadContentList(await getDb(), type, query, locale) }, cacheSeconds: 60 }
      }),
    },
  },
})
