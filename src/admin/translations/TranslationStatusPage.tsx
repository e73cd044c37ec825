import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { MissingTranslation } from '~/admin/translations/contract'
import { collectionOf } from '../collections/registry'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'

const text = {
  title: msg`Translation status`,
  intro: msg`Every item and field that has one language and lacks the other. Until it is translated, the English page shows the Chinese text.`,
  done: msg`Nothing is missing: everything is in both languages.`,
  type: msg`Content`,
  item: msg`Item`,
  field: msg`Field`,
  lacks: msg`Lacks`,
  news: msg`News`,
  chinese: msg`Chinese`,
  english: msg`English`,
}

const newsFields: Record<string, MessageDescriptor> = { title: msg`Title`, summary: msg`Summary`, body: msg`Text` }

/** The translators' worklist: each line links to the item's editor. */
export function TranslationStatusPage({ missing }: { missing: MissingTranslation[] }) {
  const { i18n } = useLingui()
  const describe = (entry: MissingTranslation) => {
    if (entry.area === 'news') return { type: i18n._(text.news), field: newsFields[entry.field] }
    const collection = collectionOf(entry.area)
    return { type: i18n._(collection.label), field: collection.fields[entry.field]?.label }
  }
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      {missing.length === 0 ? (
        <p>{i18n._(text.done)}</p>
      ) : (
        <AdminTable headings={[text.type, text.item, text.field, text.lacks]}>
          {missing.map((entry) => {
            const { type, field } = describe(entry)
            return (
              <tr key={`${entry.area}-${entry.id}-${entry.field}`}>
                <td className={css.cell}>{type}</td>
                <td className={css.cell}>
                  {entry.area === 'news' ? (
                    <Link to="/admin/news/$id" params={{ id: String(entry.id) }} search={{}}>
                      {entry.title}
                    </Link>
                  ) : (
                    <Link to="/admin/content/$collection/$id" params={{ collection: entry.area, id: String(entry.id) }}>
                      {entry.title}
                    </Link>
                  )}
                </td>
                <td className={css.cell}>{field ? i18n._(field) : entry.field}</td>
                <td className={css.cell}>{i18n._(entry.missing === 'cn' ? text.chinese : text.english)}</td>
              </tr>
            )
          })}
        </AdminTable>
      )}
    </>
  )
}
