import { createFileRoute } from '@tanstack/react-router'
import { handleLocaleSwitch } from '~/i18n/locale-switch.server'

export const Route = createFileRoute('/api/locale')({
  server: { handlers: { GET: ({ request }) => handleLocaleSwitch(request) } },
})
