import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BoothStatus } from '~/db/schema-enums'
import type { BoothRowProblem, BoothSaveAnswer } from './contract'

export const planText = {
  title: msg`Hall plan`,
  intro: msg`Select a booth by clicking it or in the list, then move it by dragging or with the arrow keys (Shift and an arrow key resizes it) on the 0.5 m grid, assign an exhibitor and set its status. Nothing is saved until you press "Save booth". The public plan shows a saved change within seconds.`,
  planKeys: msg`Hall plan editor: arrow keys move the selected booth by 0.5 m, Shift and an arrow key resize it`,
  booth: msg`Booth`,
  chooseBooth: msg`Choose a booth`,
  x: msg`From the left wall (m)`,
  y: msg`From the back wall (m)`,
  width: msg`Width (m)`,
  depth: msg`Depth (m)`,
  status: msg`Status`,
  exhibitor: msg`Exhibitor`,
  noExhibitor: msg`No exhibitor`,
  save: msg`Save booth`,
  saving: msg`Saving…`,
  saved: msg`Booth {label} saved.`,
  reload: msg`Reload the plan`,
  failed: msg`That did not work. Please try again.`,
  importTitle: msg`Import booths`,
  importIntro: msg`A CSV (UTF-8) or XLSX file with one booth per row and the columns number, x, y, width, depth and type (standard or bare_space), in metres on the 0.5 m grid. A known number moves or resizes that booth (its status and exhibitor stay); a new one adds an available booth. Nothing is written while a row has errors.`,
  file: msg`CSV or XLSX file`,
  check: msg`Check the file`,
  import: msg`Import the booths`,
  imported: msg`Imported: {created} new, {changed} changed booths.`,
  previewCounts: msg`New: {created} · changed: {changed} · unchanged: {unchanged} · rows with errors: {errors}`,
  invalid: msg`Some rows have errors, so nothing can be imported. Correct them in the file and check it again.`,
  row: msg`Row`,
  number: msg`Number`,
  result: msg`Result`,
  rowTable: msg`What the import does, row by row`,
  new: msg`New booth`,
  changed: msg`Moved or resized`,
  unchanged: msg`Unchanged`,
  cellError: msg`Column {column}: {problem}`,
}

export const statusOptionText: Record<BoothStatus, MessageDescriptor> = {
  available: msg`Available`,
  reserved: msg`Reserved`,
  sold: msg`Sold`,
  blocked: msg`Not for sale`,
}

export const saveRefusalText: Record<Exclude<BoothSaveAnswer, { ok: true }>['reason'], MessageDescriptor> = {
  conflict: msg`Someone else changed this booth since you opened the plan; your change was not saved. Reload the plan and make it again.`,
  'not-found': msg`This booth no longer exists. Reload the plan.`,
  'unknown-exhibitor': msg`That exhibitor no longer exists. Reload the plan.`,
  overlap: msg`The booth would overlap another booth; it was not saved.`,
}

export const boothRowProblemText: Record<BoothRowProblem, MessageDescriptor> = {
  required: msg`required, but empty`,
  number: msg`not a booth number (letters and digits only)`,
  grid: msg`not a number of metres on the 0.5 m grid`,
  outside: msg`outside the hall`,
  size: msg`not a booth size (1 to 60 m)`,
  type: msg`write standard or bare_space`,
  duplicate: msg`the same number as an earlier row`,
  overlap: msg`overlaps booth {value}`,
}
