// The hostile-file corpus (docs/reliability.md, "Hostile files"): generated here, at test time, into a
// temporary folder; nothing is downloaded and no big file is kept in git. Each file names the route
// it is sent to and what must come back. `tsx tests/hostile/corpus.ts DIR` writes them to DIR.
import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const MB = 1024 * 1024;

/** A PDF built by hand: the objects in order, a correct xref table unless `xref` says otherwise. */
export function handPdf(objects: Array<string | Buffer>, xref: 'ok' | 'wrong-offsets' | 'none' = 'ok'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), typeof object === 'string' ? Buffer.from(object, 'latin1') : object, Buffer.from('\nendobj\n')]);
    parts.push(body);
    length += body.length;
  });
  if (xref !== 'none') {
    const rows = offsets.map((offset) => `${String(xref === 'wrong-offsets' ? offset + 7919 : offset).padStart(10, '0')} 00000 n \n`).join('');
    parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref === 'wrong-offsets' ? length + 13 : length}\n%%EOF\n`));
  } else {
    parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  }
  return Buffer.concat(parts);
}

/** One page whose content stream is `content`, Flate-compressed. */
export function pdfWithContent(content: Buffer, xref: 'ok' | 'wrong-offsets' | 'none' = 'ok'): Buffer {
  const stream = deflateSync(content, { level: 9 });
  return handPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ], xref);
}

/** `bytes` of text-showing operators: every one a text item for the PDF reader. */
function textOperators(bytes: number): Buffer {
  const op = Buffer.from('BT /F1 9 Tf 72 700 Td (Journal of Finance 2021) Tj ET\n');
  return Buffer.alloc(Math.ceil(bytes / op.length) * op.length).fill(op);
}

export async function manyPagesPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) document.addPage([200, 200]).drawText(`Page ${i + 1}: Management Science`, { x: 10, y: 100, size: 8, font });
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/** A normal CV: `pages` pages of 40 publication lines naming journals. */
export async function normalCv(pages: number, journals: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = document.addPage([612, 792]);
    for (let l = 0; l < 40; l++) {
      page.drawText(`Lee, A. (${1990 + l}). A study of markets, part ${p}-${l}. ${journals[(p * 40 + l) % journals.length]}, ${l}(2), 1-20.`, { x: 50, y: 740 - l * 17, size: 9, font });
    }
  }
  return Buffer.from(await document.save());
}

/** A zip with the given entries (deflated), for workbooks. */
export function zip(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = deflateRawSync(entry.data, { level: 9 });
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(0, 6); local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14); local.writeUInt32LE(compressed.length, 18); local.writeUInt32LE(entry.data.length, 22); local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16); central.writeUInt32LE(compressed.length, 20); central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28); central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

let crcTable: Int32Array | undefined;
function crc32(data: Buffer): number {
  crcTable ??= Int32Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c; });
  let crc = -1;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

/** The parts of a minimal workbook around a sheet and a shared-string table. */
function workbook(sheetXml: Buffer, sharedStrings: Buffer): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>') },
    { name: '_rels/.rels', data: Buffer.from('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>') },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
    { name: 'xl/sharedStrings.xml', data: sharedStrings },
  ]);
}

/** A workbook whose sheet inflates to `bytes` (a zip bomb: about 1,000 times smaller packed). */
export function xlsxZipBomb(bytes: number): Buffer {
  const head = '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const sheet = Buffer.alloc(bytes, ' ');
  sheet.write(head, 0);
  sheet.write('</sheetData></worksheet>', bytes - 24);
  return workbook(sheet, Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0"/>'));
}

/** A workbook with `count` distinct shared strings (within the inflate budget, heavy for a reader). */
export function xlsxHugeSharedStrings(count: number): Buffer {
  const items: string[] = [];
  for (let i = 0; i < count; i++) items.push(`<si><t>s${i}</t></si>`);
  const sst = Buffer.from(`<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">${items.join('')}</sst>`);
  const sheet = Buffer.from('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>');
  return workbook(sheet, sst);
}

/** RSS with nested internal entities (billion laughs). */
export function xmlEntityExpansion(levels = 10): string {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i < levels; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?>\n<!DOCTYPE rss [\n${entities.join('\n')}\n]>\n<rss version="2.0"><channel><title>&lol${levels - 1};</title><item><title>&lol${levels - 1};</title><link>https://example.org/a</link></item></channel></rss>`;
}

/** JSON Lines, gzipped: one line of `bytes` bytes (a string value), then a normal line. */
export function jsonLinesHugeLine(bytes: number): Buffer {
  const line = Buffer.alloc(bytes, 'a');
  line.write('{"id":"https://openalex.org/W1","title":"', 0);
  line.write('"}', bytes - 2);
  return gzipSync(Buffer.concat([line, Buffer.from('\n{"id":"https://openalex.org/W2"}\n')]), { level: 9 });
}

/** JSON Lines with one line nested `depth` levels deep. */
export function jsonLinesDeep(depth: number): Buffer {
  return Buffer.from(`${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}\n`);
}

/** A PNG declaring width x height (grey, 8-bit) whose pixel data inflates to `bytes` of zeros. */
export function pngBomb(width: number, height: number, bytes: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0); header.writeUInt32BE(height, 4); header[8] = 8; header[9] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(bytes), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

export interface HostileFile {
  name: string;
  bytes: Buffer;
}

/**
 * Every file of the corpus (sizes chosen to pass the upload limits and hit the parse limits). The test
 * takes a 400-page PDF and 2,000,000 shared strings (past the limits, quicker to make and read); the
 * benchmark the issue's 3,000 pages and 3,000,000 strings.
 */
export async function hostileCorpus(sizes: { pages?: number; sharedStrings?: number } = {}) {
  const pdfMagicPng = pngBomb(64, 64, 64 * 65);
  return {
    flateBombPdf: { name: 'flate-bomb.pdf', bytes: pdfWithContent(textOperators(40 * MB)) },
    textBombPdf: { name: 'text-bomb.pdf', bytes: pdfWithContent(textOperators(12 * MB)) },
    manyPagesPdf: { name: 'many-pages.pdf', bytes: await manyPagesPdf(sizes.pages ?? 3000) },
    wrongXrefPdf: { name: 'wrong-xref.pdf', bytes: pdfWithContent(Buffer.from('BT /F1 11 Tf 72 700 Td (Published in Management Science.) Tj ET'), 'wrong-offsets') },
    noXrefGarbagePdf: { name: 'garbage.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41), Buffer.from('\nstartxref\n999999\n%%EOF\n')]) },
    pngNamedPdf: { name: 'cv.pdf', bytes: pdfMagicPng },
    xlsxZipBomb: { name: 'zip-bomb.xlsx', bytes: xlsxZipBomb(300 * MB) },
    xlsxSharedStrings: { name: 'shared-strings.xlsx', bytes: xlsxHugeSharedStrings(sizes.sharedStrings ?? 3_000_000) },
    xmlEntities: { name: 'lol.xml', bytes: Buffer.from(xmlEntityExpansion()) },
    jsonLinesHugeLine: { name: 'huge-line.jsonl.gz', bytes: jsonLinesHugeLine(100 * MB) },
    jsonLinesDeep: { name: 'deep.jsonl', bytes: jsonLinesDeep(10_000) },
    pngBomb: { name: 'bomb.png', bytes: pngBomb(20_000, 20_000, 50 * MB) },
    pdfNamedPng: { name: 'me.png', bytes: pdfWithContent(Buffer.from('BT ET')) },
    csvNamedXlsx: { name: 'list.xlsx', bytes: Buffer.from('title,issn,rating\nJournal of Finance,0022-1082,A*\n') },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const directory = path.resolve(process.argv[2] ?? 'test-results/hostile-corpus');
  await mkdir(directory, { recursive: true });
  for (const file of Object.values(await hostileCorpus()) as HostileFile[]) {
    await writeFile(path.join(directory, file.name), file.bytes);
    console.log(`${file.name}: ${file.bytes.length.toLocaleString('en')} bytes`);
  }
}
