import { once } from 'node:events'
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'

/**
 * XLSX files built byte by byte, so a test can make one lie: a zip bomb whose sheet is hundreds of
 * megabytes of XML deflated to a few hundred kilobytes, with the small sizes a harmless file would
 * declare. The same builder with an honest small sheet makes a file the import reads, which shows
 * the bomb is refused for its size and not for its shape.
 */
interface Part {
  name: string
  deflated: Uint8Array
  crc: number
  /** The size written into the zip's headers (the real one unless the test lies). */
  declaredSize: number
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

const PACKAGE_PARTS: Record<string, string> = {
  '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Exhibitors" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
}

const SHEET_HEAD = `${XML}<worksheet xmlns="${MAIN}"><sheetData>`
const SHEET_TAIL = '</sheetData></worksheet>'

/** One row of inline-string cells, as a spreadsheet writes it. */
function rowXml(row: number, cells: readonly string[]): string {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const columns = cells.map(
    (cell, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`,
  )
  return `<row r="${row}">${columns.join('')}</row>`
}

function part(name: string, text: string): Part {
  const bytes = Buffer.from(text, 'utf8')
  return { name, deflated: deflateRawSync(bytes), crc: crc32(bytes), declaredSize: bytes.length }
}

/** A zip of the parts, each deflated, with its declared size in both headers. */
function zip(parts: Part[]): Uint8Array {
  const chunks: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8')
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt16LE(0x21, 12) // 1980-01-01
    local.writeUInt32LE(p.crc, 14)
    local.writeUInt32LE(p.deflated.length, 18)
    local.writeUInt32LE(p.declaredSize, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(p.crc, 16)
    central.writeUInt32LE(p.deflated.length, 20)
    central.writeUInt32LE(p.declaredSize, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    directory.push(central, name)
    chunks.push(local, name, Buffer.from(p.deflated))
    offset += local.length + name.length + p.deflated.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directoryBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...chunks, directoryBytes, end]))
}

/** An honest XLSX whose first sheet holds these rows (the first one is the header). */
export function xlsxOfRows(rows: readonly (readonly string[])[]): Uint8Array {
  const sheet = SHEET_HEAD + rows.map((cells, i) => rowXml(i + 1, cells)).join('') + SHEET_TAIL
  return zip([
    ...Object.entries(PACKAGE_PARTS).map(([name, text]) => part(name, text)),
    part('xl/worksheets/sheet1.xml', sheet),
  ])
}

/**
 * A zip bomb shaped as an XLSX: the header row, then `megabytes` MB of blank space inside the sheet's
 * XML (valid XML), deflated on the fly (never held whole), declaring the size of a tiny sheet.
 */
export async function xlsxBomb(header: readonly string[], megabytes: number): Promise<Uint8Array> {
  const head = Buffer.from(SHEET_HEAD + rowXml(1, header), 'utf8')
  const tail = Buffer.from(SHEET_TAIL, 'utf8')
  const filler = Buffer.alloc(1024 * 1024, ' ')
  const deflater = createDeflateRaw({ level: 9 })
  const out: Buffer[] = []
  deflater.on('data', (chunk: Buffer) => out.push(chunk))
  const finished = once(deflater, 'end')
  let crc = crc32(head)
  deflater.write(head)
  for (let i = 0; i < megabytes; i++) {
    crc = crc32(filler, crc)
    if (!deflater.write(filler)) await once(deflater, 'drain')
  }
  crc = crc32(tail, crc)
  deflater.end(tail)
  await finished
  const sheet: Part = {
    name: 'xl/worksheets/sheet1.xml',
    deflated: Buffer.concat(out),
    crc,
    declaredSize: head.length + tail.length,
  }
  return zip([...Object.entries(PACKAGE_PARTS).map(([name, text]) => part(name, text)), sheet])
}
