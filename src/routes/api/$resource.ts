import { createFileRoute } from '@tanstack/react-router'
import { ApiError } from '~/api/api-error.server'
import { apiHandler } from '~/api/handler.server'
import { parseQuery } from '~/api/query.server'
import { CONTENT_LISTS, isContentListName, loadContentList } from '~/content/content-lists.server'
import { apiMessages } from '~/contracts/messages'
import { getDb } from '~/db/client.server'

/** GET /api/<list> for the plain content lists (partners, hotels, transport, …); unknown names 404. */
export const Route = createFileRoute('/api/$resource')({
  server: {
    handlers: {
      GET: apiHandler(async ({ url, locale }) => {
        const name = url.pathname.slice('/api/'.length)
        if (!isContentListName(name)) throw new ApiError(404, apiMessages.notFound)
        const query = parseQuery(url, CONTENT_LISTS[name].query)
        return { data: { list: await loadContentList(await getDb(), name, query, locale) }, cacheSeconds: 60 }
      }),
    },
  },
})
