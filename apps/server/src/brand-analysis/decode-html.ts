import { TextDecoder } from 'node:util';

/** Text of an HTML page: the charset of the Content-Type header, else of a <meta> in the first 2 KB, else UTF-8 (a BOM wins over both). */
export function decodeHtml(body: Buffer, headerCharset: string | null): string {
  if (body.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) return new TextDecoder('utf-8').decode(body.subarray(3));
  const head = body.subarray(0, 2048).toString('latin1');
  const declared =
    headerCharset ??
    /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head)?.[1] ??
    null;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}
