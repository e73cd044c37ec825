import { createFileRoute } from '@tanstack/react-router'
import { privacyNoticeQuery } from '~/features/privacy-notice'
import { RegisterPage, registerTitle, registrationChoicesQuery, registrationWindow } from '~/features/registration'
import { registerFormPost } from '~/features/registration/register-form-post.server'
import { sentFlagDeps, sentFlagSearch } from '~/routing/sent-flag'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/register')({
  validateSearch: sentFlagSearch,
  loaderDeps: sentFlagDeps,
  // The form without JavaScript posts here (Post/Redirect/Get, see registerFormPost).
  server: { handlers: { POST: registerFormPost } },
  loader: async ({ context, deps, serverContext }) => {
    // Open (with this form's signed start) or closed since the show ended: asked at every visit.
    const period = await registrationWindow()
    if (period.open)
      await Promise.all([
        context.queryClient.ensureQueryData(registrationChoicesQuery(context.locale)),
        // The registration's own notice, in the server's HTML with the version the form sends.
        context.queryClient.ensureQueryData(privacyNoticeQuery('registration', context.locale)),
      ])
    return { form: serverContext?.registerForm ?? null, sent: deps.sent, period }
  },
  head: ({ match }) =>
    seo(match.context, { path: '/register', title: registerTitle, noindex: match.search.sent === '1' }),
  component: function RegisterRoute() {
    const { form, sent, period } = Route.useLoaderData()
    return <RegisterPage form={form} sent={sent} period={period} />
  },
})
