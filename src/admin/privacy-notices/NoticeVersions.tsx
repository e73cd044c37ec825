import { useLingui } from '@lingui/react'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import type { NoticeEditorData } from './contract'
import { noticesText as text } from './privacy-notices-text'

/** Every saved version of the form's notice, newest (the one shown now) first. */
export function NoticeVersions({ versions }: { versions: NoticeEditorData['versions'] }) {
  const { i18n } = useLingui()
  return (
    <>
      <h2>{i18n._(text.versions)}</h2>
      <AdminTable headings={[text.version, text.savedAt, text.savedBy]}>
        {versions.map((row, index) => (
          <tr key={row.version}>
            <td className={css.cell}>
              {row.version} {index === 0 ? i18n._(text.current) : null}
            </td>
            <td className={css.cell}>
              <time dateTime={row.createdAt}>{formatBeijingTime(i18n, row.createdAt)}</time>
            </td>
            <td className={css.cell}>{row.actorEmail ?? i18n._(text.seeded)}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  )
}
