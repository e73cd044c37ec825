import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import { shareSign } from '~/features/wechat/share-sign.server'

export const Route = createFileRoute('/api/wechat/share_sign')({
  server: { handlers: { GET: apiHandler(shareSign) } },
})
