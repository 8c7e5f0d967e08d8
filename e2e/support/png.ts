/** Tiny, valid PNG images generated in the test (no fixture files). */
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An RGB PNG of `size`×`size` pixels: a diagonal split between two colours, so it is a real picture
 * (decoders and image pipelines accept it) and recognisable in screenshots.
 */
export function makePng(size = 48, a: [number, number, number] = [139, 125, 190], b: [number, number, number] = [255, 199, 0]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then pixels
    for (let x = 0; x < size; x++) row.set(x + y < size ? a : b, 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A product photo on a plain ground: an off-white square with a terracotta armchair-like block in the middle (a cut-out's input). */
export function makeProductPng(size = 160): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inBlock = x > size * 0.2 && x < size * 0.8 && y > size * 0.25 && y < size * 0.85;
      const inBack = x > size * 0.28 && x < size * 0.72 && y > size * 0.12 && y <= size * 0.25;
      row.set(inBlock ? [176, 84, 52] : inBack ? [150, 70, 44] : [244, 242, 238], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
