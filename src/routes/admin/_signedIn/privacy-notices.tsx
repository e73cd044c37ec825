import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchNoticeEditor, orForbidden, PrivacyNoticesPage } from '~/admin'
import { NoticeEditorSearch } from '~/admin/privacy-notices/contract'

export const Route = createFileRoute('/admin/_signedIn/privacy-notices')({
  validateSearch: NoticeEditorSearch,
  loaderDeps: ({ search }) => ({ form: search.form ?? 'registration' }),
  loader: ({ deps }) => orForbidden(fetchNoticeEditor({ data: deps })),
  component: function PrivacyNoticesRoute() {
    const data = Route.useLoaderData()
    // One screen state per form: switching forms starts from that form's current text.
    return data ? <PrivacyNoticesPage key={data.form} data={data} /> : <ForbiddenNotice />
  },
})
