import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ActionStatus } from './ActionStatus'
import { emptyStatus } from './action-state'
import { ConfirmDialog } from './ConfirmDialog'

describe('ActionStatus, the one live region of a screen', () => {
  it('is a polite status for a success and an alert for a refusal, in the words given', () => {
    expect(renderToStaticMarkup(<ActionStatus notice={{ kind: 'saved', text: 'Deleted.' }} />)).toMatch(
      /^<p role="status">Deleted\.<\/p>$/,
    )
    const refused = renderToStaticMarkup(<ActionStatus notice={{ kind: 'error', text: 'Not done: cancelled.' }} />)
    expect(refused).toContain('role="alert"')
    expect(refused).toContain('>Not done: cancelled.</p>')
  })

  it('is there before the first answer, empty: a list starts polite, a form ready for its first refusal', () => {
    expect(renderToStaticMarkup(<ActionStatus notice={emptyStatus} />)).toBe('<p role="status"></p>')
    expect(renderToStaticMarkup(<ActionStatus notice={null} />)).toBe('<p role="alert"></p>')
  })
})

describe('ConfirmDialog, the one way to ask before what cannot be undone', () => {
  const dialog = (busy: boolean) =>
    renderToStaticMarkup(
      <ConfirmDialog
        question="Erase the data of Ada?"
        confirmLabel="Erase for good: Ada"
        keepLabel="Keep"
        busy={busy}
        onConfirm={() => undefined}
        onKeep={() => undefined}
      />,
    )

  it('is an alert dialog named by its question, with the action and the way back', () => {
    const html = dialog(false)
    const labelledBy = /role="alertdialog" aria-labelledby="([^"]+)"/.exec(html)?.[1]
    expect(labelledBy).toBeTruthy()
    expect(html).toContain(`<p id="${labelledBy}">Erase the data of Ada?</p>`)
    expect(html).toMatch(/<button type="button"[^>]*>Erase for good: Ada<\/button>/)
    expect(html).toMatch(/<button type="button"[^>]*>Keep<\/button>/)
  })

  it('cannot be confirmed twice while the action runs, but can always be left', () => {
    const html = dialog(true)
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Erase for good: Ada<\/button>/)
    expect(html).not.toMatch(/disabled=""[^>]*>Keep</)
  })
})
