import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The back office asks through its own ConfirmDialog (src/admin/ui/ConfirmDialog.tsx), never through
// the browser's blocking, unstyled, untranslated boxes: `window.confirm` crept back in once (the
// visitors screen's erase) while every other delete used the dialog.

const NATIVE =
  /\b(?:window|globalThis|self)\s*\.\s*(?:confirm|alert|prompt)\s*\(|(?<![\w.$]\s*|function\s+)\b(?:confirm|alert|prompt)\s*\(/

/** Whether `source` opens one of the browser's own dialogs. */
const opensNativeDialog = (source: string) => NATIVE.test(source)

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe("the browser's own dialogs", () => {
  it('are recognised however they are called, and a function of that name is not one', () => {
    expect(opensNativeDialog('if (window.confirm(text)) erase()')).toBe(true)
    expect(opensNativeDialog('globalThis.alert("x")')).toBe(true)
    expect(opensNativeDialog('const ok = confirm(question)')).toBe(true)
    expect(opensNativeDialog('export async function confirm(ctx: ApiContext) {')).toBe(false)
    expect(opensNativeDialog('await subscriptions.confirm(ctx)')).toBe(false)
    expect(opensNativeDialog('setConfirming(true)')).toBe(false)
  })

  it('are opened nowhere in the site or the back office', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const offenders = sources(root).filter((file) => opensNativeDialog(readFileSync(file, 'utf8')))
    expect(offenders.map((file) => path.relative(root, file))).toEqual([])
  })
})
