import { createFileRoute } from '@tanstack/react-router'
import { RegisterConfirmPage, registerConfirmTitle } from '~/features/registration'
import { confirmFormPost } from '~/features/registration/register-confirm.server'
import { seo } from '~/seo/seo'

/**
 * A registration's mailed link (ADR 037): the page confirms nothing when opened, only on its form's
 * POST, answered with a 303 to the badge. A private page (never cached or indexed, no Referer).
 */
export const Route = createFileRoute('/{-$locale}/register_/confirm')({
  server: { handlers: { POST: confirmFormPost } },
  loader: ({ serverContext }) => ({ form: serverContext?.confirmForm ?? null }),
  head: ({ match }) => seo(match.context, { path: '/register/confirm', title: registerConfirmTitle, noindex: true }),
  component: function RegisterConfirmRoute() {
    return <RegisterConfirmPage form={Route.useLoaderData().form} />
  },
})
