import zlib from 'node:zlib';

/**
 * Hostile documents built in memory for the upload-limit tests (never committed as binaries): each
 * is small on the wire and huge, or very many, once opened.
 */

const SEGMENT = 1024 * 1024;
const EMPTY_DEFLATED = zlib.deflateRawSync(Buffer.alloc(0));

/**
 * Raw deflate data that inflates to `head`, then `size` bytes of `fill`, then `tail`, while being
 * about a thousandth of that: one megabyte of `fill` is compressed once (sync-flushed, so it ends on
 * a byte boundary and refers to nothing before it) and repeated.
 */
export function deflateBomb(size: number, fill = 'a', head = '', tail = ''): Buffer {
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 };
  const segment = zlib.deflateRawSync(Buffer.alloc(SEGMENT, fill), flush);
  const parts = [zlib.deflateRawSync(Buffer.from(head), flush)];
  for (let n = 0; n < Math.ceil(size / SEGMENT); n++) parts.push(segment);
  parts.push(zlib.deflateRawSync(Buffer.from(tail))); // ends with the final block
  return Buffer.concat(parts);
}

interface ZipEntry {
  name: string;
  /** The entry's bytes as they are inflated; deflated here unless `deflated` is given. */
  data?: Buffer;
  /** Already deflated bytes (a bomb). */
  deflated?: Buffer;
  /** The uncompressed size the headers claim (default: the real one). */
  claimedSize?: number;
}

/** A ZIP archive of the entries, with headers that say whatever the entries claim. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const raw = entry.data ?? Buffer.alloc(0);
    const body = entry.deflated ?? (raw.length ? zlib.deflateRawSync(raw) : EMPTY_DEFLATED);
    const crc = entry.deflated ? 0 : zlib.crc32(raw);
    const size = entry.claimedSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const rels =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const documentHead = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body><w:p><w:r><w:t>`;
const documentTail = '</w:t></w:r></w:p></w:body></w:document>';

/** A .docx whose parts are the given ones plus the two every .docx has. */
function docxOf(document: ZipEntry, extra: readonly ZipEntry[] = []): Buffer {
  return zipOf([{ name: '[Content_Types].xml', data: Buffer.from(contentTypes) }, { name: '_rels/.rels', data: Buffer.from(rels) }, document, ...extra]);
}

/** A small, honest .docx with one paragraph. */
export function plainDocx(text: string): Buffer {
  return docxOf({ name: 'word/document.xml', data: Buffer.from(documentHead + text + documentTail) });
}

/** A .docx whose word/document.xml inflates to `size` bytes while its headers claim 1,000. */
export function lyingHeaderDocx(size = 400 * 1024 * 1024): Buffer {
  return docxOf({ name: 'word/document.xml', deflated: deflateBomb(size, 'a', documentHead, documentTail), claimedSize: 1000 });
}

/** A .docx with `count` extra (empty) entries beside its honest parts. */
export function manyEntriesDocx(count = 60_000): Buffer {
  const extra = Array.from({ length: count }, (_, i) => ({ name: `word/m/${i}.xml` }));
  return docxOf({ name: 'word/document.xml', data: Buffer.from(`${documentHead}Hello${documentTail}`) }, extra);
}

/** A one-page PDF whose page content is a Flate stream inflating to `size` bytes (of spaces). */
export function hugeStreamPdf(size = 300 * 1024 * 1024): Buffer {
  const stream = Buffer.concat([zlib.deflateSync(Buffer.alloc(0)).subarray(0, 2), deflateBomb(size, ' ', 'BT /F1 12 Tf 72 712 Td (Hello) Tj ET\n')]);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    length += obj.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}
