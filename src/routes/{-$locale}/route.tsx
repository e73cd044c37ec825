import { createFileRoute, Outlet } from '@tanstack/react-router'
import { NotFoundPage } from '~/features/errors'
import { SiteLayout } from '~/features/layout'
import { ShellStoreProvider, shellQuery } from '~/features/shell'
import { PREFIXED_LOCALE } from '~/i18n/locales'

type LocaleParams = { locale?: typeof PREFIXED_LOCALE }

/** The optional locale segment: only `en` is a locale; `false` makes the router skip this branch. */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: (raw: { locale?: string }): LocaleParams | false => {
      if (raw.locale === undefined) return {}
      return raw.locale === PREFIXED_LOCALE ? { locale: PREFIXED_LOCALE } : false
    },
    stringify: (params: LocaleParams) => ({ locale: params.locale }),
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(shellQuery(context.locale)),
  notFoundComponent: NotFoundPage,
  component: () => (
    <ShellStoreProvider>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </ShellStoreProvider>
  ),
})
