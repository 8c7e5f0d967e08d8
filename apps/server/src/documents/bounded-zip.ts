import zlib from 'node:zlib';
import { DocumentLimitError } from './document-limit-error.ts';

export interface BoundedZipLimits {
  /** Entries the central directory may list. */
  maxEntries: number;
  /** Bytes all reads of this archive may inflate to together, counted while inflating. */
  maxInflatedBytes: number;
}

/** The read side of a ZIP archive, in the shape mammoth takes as its `file` input. */
export interface BoundedZip {
  readonly names: readonly string[];
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<Uint8Array | string>;
  /** Bytes inflated so far by every read. */
  inflatedBytes(): number;
}

interface Entry {
  method: number;
  compressedSize: number;
  localHeader: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const notAZip = () => new DocumentLimitError('not_a_document');

/**
 * Opens a ZIP (a .docx) without trusting any size it declares: every entry is inflated on demand
 * with a byte counter (zlib's `maxOutputLength`), all reads sharing one budget, so a "zip bomb"
 * whose headers claim a few bytes stops at the budget instead of filling memory. Archives with
 * more entries than allowed, ZIP64, encrypted entries or unknown methods are refused.
 */
export function openBoundedZip(zip: Buffer, limits: BoundedZipLimits): BoundedZip {
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= searchFrom; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notAZip();
  const declaredEntries = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  if (declaredEntries === 0xffff || offset === 0xffffffff) throw notAZip(); // ZIP64: no .docx needs it
  if (declaredEntries > limits.maxEntries) throw new DocumentLimitError('zip_entries');

  const entries = new Map<string, Entry>();
  for (let n = 0; n < declaredEntries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL) throw notAZip();
    const flags = zip.readUInt16LE(offset + 8);
    const nameLength = zip.readUInt16LE(offset + 28);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (flags & 1) throw notAZip(); // encrypted
    if (!entries.has(name)) {
      entries.set(name, { method: zip.readUInt16LE(offset + 10), compressedSize: zip.readUInt32LE(offset + 20), localHeader: zip.readUInt32LE(offset + 42) });
    }
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }

  let inflated = 0;
  const inflate = (entry: Entry): Buffer => {
    const at = entry.localHeader;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw notAZip();
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > zip.length) throw notAZip();
    const compressed = zip.subarray(start, end);
    const budget = limits.maxInflatedBytes - inflated;
    let out: Buffer;
    if (entry.method === 0) {
      if (compressed.length > budget) throw new DocumentLimitError('inflated_bytes');
      out = Buffer.from(compressed);
    } else if (entry.method === 8) {
      if (budget <= 0) throw new DocumentLimitError('inflated_bytes');
      try {
        out = zlib.inflateRawSync(compressed, { maxOutputLength: budget });
      } catch (err) {
        throw (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? new DocumentLimitError('inflated_bytes') : notAZip();
      }
    } else {
      throw notAZip();
    }
    inflated += out.length;
    return out;
  };

  return {
    names: [...entries.keys()],
    exists: (name) => entries.has(name),
    async read(name, encoding) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`no ${name} in the archive`);
      const data = inflate(entry);
      if (encoding === 'base64') return data.toString('base64');
      return encoding ? new TextDecoder(encoding).decode(data) : new Uint8Array(data.buffer, data.byteOffset, data.length);
    },
    inflatedBytes: () => inflated,
  };
}
