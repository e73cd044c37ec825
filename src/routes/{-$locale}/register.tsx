import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage, registerTitle, registrationChoicesQuery } from '~/features/registration'
import { registerFormPost } from '~/features/registration/register-form-post.server'
import { sentFlagDeps, sentFlagSearch } from '~/routing/sent-flag'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/register')({
  validateSearch: sentFlagSearch,
  loaderDeps: sentFlagDeps,
  // The form without JavaScript posts here (Post/Redirect/Get, see registerFormPost).
  server: { handlers: { POST: registerFormPost } },
  loader: async ({ context, deps, serverContext }) => {
    await context.queryClient.ensureQueryData(registrationChoicesQuery(context.locale))
    // When the form was shown, for the minimum fill time (a cached page's stamp is only older).
    return { form: serverContext?.registerForm ?? null, sent: deps.sent, startedAt: Date.now() }
  },
  head: ({ match }) =>
    seo(match.context, { path: '/register', title: registerTitle, noindex: match.search.sent === '1' }),
  component: function RegisterRoute() {
    const { form, sent, startedAt } = Route.useLoaderData()
    return <RegisterPage form={form} sent={sent} startedAt={startedAt} />
  },
})
