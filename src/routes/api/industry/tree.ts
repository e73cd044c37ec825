import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import { industryTree } from '~/content/site.server'
import { API_CODE } from '~/contracts/envelope'
import { getDb } from '~/db/client.server'

/** Spec section 7: answers `code: 1` and `data.tree`. */
export const Route = createFileRoute('/api/industry/tree')({
  server: {
    handlers: {
      GET: apiHandler(async ({ locale }) => ({
        code: API_CODE.treeOk,
        data: { tree: await industryTree(await getDb(), locale) },
        cacheSeconds: 300,
      })),
    },
  },
})
