import { createInflateRaw } from 'node:zlib'

/**
 * How many bytes a zip (an XLSX) really unpacks to, found by inflating every entry its central
 * directory lists and counting the output, never by trusting the sizes the archive declares: a
 * 0.8 MB spreadsheet that declares a few kilobytes may inflate to gigabytes of XML (ADR 031). The
 * output is counted and dropped chunk by chunk, and inflating stops as soon as the total passes
 * `maxBytes`, so checking a bomb costs a few milliseconds and no memory.
 *
 * Entries are found the way the spreadsheet reader finds them (the central directory, then each
 * entry's local header), so the reader cannot unpack anything this check did not count.
 */
export type UnpackedSize = { ok: true; bytes: number } | { ok: false; problem: 'too-large' | 'unreadable' }

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
/** An XLSX has a dozen parts; thousands of entries are an attack on the time it takes to check them. */
const MAX_ENTRIES = 1000

interface Entry {
  method: number
  compressedSize: number
  declaredSize: number
  localHeader: number
}

function directoryEntries(bytes: Uint8Array): Entry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65535.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 65_535); end--) {
    if (view.getUint32(end, true) !== END_OF_DIRECTORY) continue
    const count = view.getUint16(end + 10, true)
    if (count > MAX_ENTRIES) return undefined
    let at = view.getUint32(end + 16, true)
    const entries: Entry[] = []
    for (let i = 0; i < count; i++) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return undefined
      const entry = {
        method: view.getUint16(at + 10, true),
        compressedSize: view.getUint32(at + 20, true),
        declaredSize: view.getUint32(at + 24, true),
        localHeader: view.getUint32(at + 42, true),
      }
      // Zip64 (sizes in an extra field): no spreadsheet of the import's size needs it.
      if ([entry.compressedSize, entry.declaredSize, entry.localHeader].includes(0xffffffff)) return undefined
      entries.push(entry)
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
    }
    return entries
  }
  return undefined
}

/** The entry's compressed bytes, after its local header; undefined when they lie outside the file. */
function entryData(bytes: Uint8Array, entry: Entry): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const header = entry.localHeader
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_HEADER) return undefined
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true)
  const end = start + entry.compressedSize
  return end > bytes.length ? undefined : bytes.subarray(start, end)
}

/** The deflated `data`'s real size, or 'over' as soon as it passes `limit`, or 'bad' for broken data. */
function inflatedSize(data: Uint8Array, limit: number): Promise<number | 'over' | 'bad'> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw()
    let size = 0
    let settled = false
    const settle = (answer: number | 'over' | 'bad') => {
      if (settled) return
      settled = true
      inflater.destroy()
      resolve(answer)
    }
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > limit) settle('over')
    })
    inflater.on('end', () => settle(size))
    inflater.on('error', () => settle('bad'))
    inflater.end(data)
  })
}

export async function unpackedSize(bytes: Uint8Array, maxBytes: number): Promise<UnpackedSize> {
  const entries = directoryEntries(bytes)
  if (!entries) return { ok: false, problem: 'unreadable' }
  // Declared sizes only ever refuse (a file that admits being too large), never accept.
  if (entries.reduce((sum, entry) => sum + entry.declaredSize, 0) > maxBytes) return { ok: false, problem: 'too-large' }
  let total = 0
  for (const entry of entries) {
    const data = entryData(bytes, entry)
    if (!data) return { ok: false, problem: 'unreadable' }
    let size: number | 'over' | 'bad'
    if (entry.method === 0) size = data.byteLength
    else if (entry.method === 8) size = await inflatedSize(data, maxBytes - total)
    else size = 'bad'
    if (size === 'bad') return { ok: false, problem: 'unreadable' }
    if (size === 'over' || total + size > maxBytes) return { ok: false, problem: 'too-large' }
    total += size
  }
  return { ok: true, bytes: total }
}
