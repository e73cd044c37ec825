import type { InputHTMLAttributes } from 'react'
import * as css from './admin.css'

/** A labelled input, the back office's one way to write one. */
export function TextField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={css.input} {...input} />
    </div>
  )
}

/** The spreadsheet formats the imports read (read-table.server.ts): CSV in UTF-8 and XLSX. */
const TABLE_FILE_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A required file field for a table to import (exhibitors, booths). */
export function TableFileField(props: { id: string; label: string; onChange?: () => void }) {
  return <TextField {...props} name="file" type="file" required accept={TABLE_FILE_TYPES} />
}
