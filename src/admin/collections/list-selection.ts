/**
 * The rows chosen in a list for a bulk action, by id. A choice outlives a page change (the list
 * screen stays mounted while its address changes), but only the chosen rows the page shows count:
 * the bulk bar names them and the action takes them, so nothing unseen is switched off or deleted.
 */
export type Selection = ReadonlySet<number>

export const noSelection: Selection = new Set()

/** What an editor does to the choice: one row's checkbox, the page's checkbox, or an action done. */
export type SelectionEvent =
  | { type: 'row'; id: number; on: boolean }
  | { type: 'page'; ids: readonly number[]; on: boolean }
  | { type: 'clear' }

export function selectionReducer(selection: Selection, event: SelectionEvent): Selection {
  switch (event.type) {
    case 'row': {
      const next = new Set(selection)
      if (event.on) next.add(event.id)
      else next.delete(event.id)
      return next
    }
    // The page's checkbox chooses this page's rows alone, and unticked it drops every choice.
    case 'page':
      return event.on ? new Set(event.ids) : noSelection
    case 'clear':
      return noSelection
  }
}

/** The page's rows that are chosen, in the page's order. */
export const chosenRows = <Row extends { id: number }>(rows: readonly Row[], selection: Selection): Row[] =>
  rows.filter((row) => selection.has(row.id))

/** Whether the page's checkbox is ticked: the page has rows and every one is chosen. */
export const wholePageChosen = (rows: readonly { id: number }[], selection: Selection): boolean =>
  rows.length > 0 && rows.every((row) => selection.has(row.id))
