import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { AuditEntry } from '~/admin/audit/contract'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import { FilterForm } from '../ui/FilterForm'
import { TextField } from '../ui/TextField'

const text = {
  title: msg`Audit log`,
  filter: msg`Filter`,
  person: msg`Person (e-mail)`,
  item: msg`Item`,
  when: msg`When (Beijing time)`,
  who: msg`Who`,
  what: msg`What`,
  before: msg`Before`,
  after: msg`After`,
  empty: msg`Nothing recorded for this filter.`,
}

/** Every back-office change, newest first; filters are a plain GET form, so a filtered view is a link. */
export function AuditPage({ entries, filter }: { entries: AuditEntry[]; filter: { actor?: string; id?: string } }) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <FilterForm label={i18n._(text.filter)}>
        <TextField
          id={`${id}-actor`}
          label={i18n._(text.person)}
          name="actor"
          type="email"
          defaultValue={filter.actor}
        />
        <TextField id={`${id}-item`} label={i18n._(text.item)} name="id" defaultValue={filter.id} />
      </FilterForm>
      {entries.length === 0 ? (
        <p>{i18n._(text.empty)}</p>
      ) : (
        <AdminTable headings={[text.when, text.who, text.what, text.item, text.before, text.after]}>
          {entries.map((entry) => (
            <tr key={`${entry.at}-${entry.action}-${entry.entityId}`}>
              <td className={css.cell}>
                <time dateTime={entry.at}>{formatBeijingTime(i18n, entry.at, 'dateTimeSeconds')}</time>
              </td>
              <td className={css.cell}>{entry.actorEmail}</td>
              <td className={css.cell}>
                <code>{entry.action}</code>
              </td>
              <td className={css.cell}>
                {entry.entity} {entry.entityId}
              </td>
              <td className={css.cell}>
                <code>{entry.before}</code>
              </td>
              <td className={css.cell}>
                <code>{entry.after}</code>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  )
}
