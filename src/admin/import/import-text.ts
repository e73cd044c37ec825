import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FileProblem, RowProblem } from '~/admin/import/contract'

/** Why a cell is refused, worded after its column's name (the file's own English header). */
export const rowProblemText: Record<RowProblem, MessageDescriptor> = {
  required: msg`required, but empty`,
  tooLong: msg`too long`,
  externalId: msg`not a usable id (letters, digits, dots, hyphens and underscores only)`,
  duplicate: msg`the same id as an earlier row`,
  country: msg`not a two-letter ISO country code`,
  industry: msg`unknown industry code`,
  boolean: msg`write yes or no (or 1 or 0)`,
  https: msg`not a link that starts with https://`,
}

/** Why a whole file is refused. */
export const fileProblemText: Record<FileProblem['problem'], MessageDescriptor> = {
  empty: msg`The file is empty.`,
  type: msg`This is not a CSV or XLSX file (judged by its content, not its name). Old .xls files: save as .xlsx first.`,
  encoding: msg`The CSV file is not in UTF-8. In Excel, save it as "CSV UTF-8".`,
  unreadable: msg`The file is damaged or cannot be read.`,
  'no-header': msg`The file has no header row.`,
  'too-large': msg`The file is larger than {max} MB. Split it into several files.`,
  'too-large-unpacked': msg`The spreadsheet holds more than {max} MB of data once unpacked (an XLSX file is compressed). Split it into several files.`,
  'too-many-rows': msg`The file has more than {max} rows. Split it into several files.`,
  'missing-columns': msg`The header row lacks these columns: {columns}.`,
  'unknown-columns': msg`The header row has columns the import does not know: {columns}.`,
}

export function fileProblemValues(file: FileProblem): Record<string, string | number> {
  if ('maxMegabytes' in file) return { max: file.maxMegabytes }
  if ('maxRows' in file) return { max: file.maxRows }
  if ('columns' in file) return { columns: file.columns.join(', ') }
  return {}
}
