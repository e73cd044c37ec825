import { createFileRoute, Outlet } from '@tanstack/react-router'
import * as v from 'valibot'
import { LocaleSegmentParam } from '~/contracts/params'
import { NotFoundPage } from '~/features/errors'
import { SiteLayout } from '~/features/layout'
import { ShellDataProvider, ShellStoreProvider, shellQuery } from '~/features/shell'

type LocaleParams = { locale?: v.InferOutput<typeof LocaleSegmentParam> }

/** The optional locale segment: only `en` is a locale; `false` makes the router skip this branch. */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: (raw: { locale?: string }): LocaleParams | false => {
      if (raw.locale === undefined) return {}
      return v.is(LocaleSegmentParam, raw.locale) ? { locale: raw.locale } : false
    },
    stringify: (params: LocaleParams) => ({ locale: params.locale }),
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(shellQuery(context.locale)),
  notFoundComponent: NotFoundPage,
  component: () => (
    <ShellDataProvider>
      <ShellStoreProvider>
        <SiteLayout>
          <Outlet />
        </SiteLayout>
      </ShellStoreProvider>
    </ShellDataProvider>
  ),
})
