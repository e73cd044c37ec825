// `npm run export -- subscriptions|applications [--out file.csv]`: CSV (UTF-8 with BOM) from the
// configured database (DATABASE_URL, or the PGlite folder in DATA_DIR). With PGlite, stop the
// server first: PGlite serves one process at a time.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { closeDb, getDb } from '../src/db/client.server'
import { EXPORTS, type ExportKind, exportCsv } from '../src/export/export.server'

const [kind, ...rest] = process.argv.slice(2)
if (!EXPORTS.includes(kind as ExportKind)) {
  console.error(`usage: npm run export -- ${EXPORTS.join('|')} [--out file.csv]`)
  process.exit(2)
}
const outFlag = rest.indexOf('--out')
const stamp = new Date().toISOString().slice(0, 10)
const out = path.resolve((outFlag >= 0 ? rest[outFlag + 1] : undefined) ?? `exports/${kind}-${stamp}.csv`)

const { csv, rows } = await exportCsv(await getDb(), kind as ExportKind)
mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(out, csv)
await closeDb()
console.log(`${rows} ${kind} written to ${out}`)
