import { createFileRoute } from '@tanstack/react-router'
import { ApiError } from '~/api/api-error.server'
import { apiHandler } from '~/api/handler.server'
import { apiMessages } from '~/contracts/messages'

const notFound = apiHandler(() => {
  throw new ApiError(404, apiMessages.notFound)
})

/** Any other `/api/...` path is a JSON 404, never the HTML home page the site shows elsewhere. */
export const Route = createFileRoute('/api/$')({
  server: { handlers: { GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound } },
})
