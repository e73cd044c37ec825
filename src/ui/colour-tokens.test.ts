import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '..')
// The palette is the one list of colour values; the theme turns it into `vars.color` tokens.
const TOKEN_FILES = new Set(['ui/palette.ts', 'ui/brand-colour.ts', 'ui/theme.css.ts'])
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color-mix)\(/gi

function styleAndComponentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(css\.ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.relative(src, path.join(entry.parentPath, entry.name)))
}

describe('colours', () => {
  it('come from the theme tokens only (src/ui/palette.ts through vars.color)', () => {
    const found = styleAndComponentFiles(src)
      .filter((file) => !TOKEN_FILES.has(file))
      .flatMap((file) =>
        readFileSync(path.join(src, file), 'utf8')
          .split('\n')
          // comments may name issues (`#5582`), which read like hex colours
          .map((line) => (/^\s*(\/\/|\/?\*)/.test(line) ? '' : line))
          .flatMap((line, i) => (line.match(COLOUR) ?? []).map((colour) => `${file}:${i + 1} ${colour}`)),
      )
    expect(found).toEqual([])
  })
})
