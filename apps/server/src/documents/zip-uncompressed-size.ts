/**
 * Sum of the uncompressed sizes a ZIP's central directory declares, or undefined when the buffer is
 * not a readable ZIP. Lets us refuse a .docx "zip bomb" before inflating it.
 */
export function zipUncompressedSize(zip: Buffer): number | undefined {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= searchFrom; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const entries = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL) return undefined;
    total += zip.readUInt32LE(offset + 24);
    offset += 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return total;
}
