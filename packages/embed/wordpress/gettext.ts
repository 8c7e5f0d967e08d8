/**
 * The WordPress plugin's translations: the .po files in wordpress/languages (the source, what a
 * translator edits) compiled to the binary .mo files WordPress reads (`load_plugin_textdomain`), at
 * build time (packages/embed/build.ts) with no gettext tools needed.
 */

/** A .po file's entries, msgid → msgstr (the header is the entry with the empty msgid). Plural forms are not used by the plugin. */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (field === 'msgstr') entries.set(msgid, msgstr);
    field = null;
    msgid = '';
    msgstr = '';
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (line === '') flush();
      continue;
    }
    const start = /^(msgid|msgstr)\s+(".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid' && field === 'msgstr') flush();
      field = start[1] as 'msgid' | 'msgstr';
      if (field === 'msgid') msgid = unquote(start[2]!);
      else msgstr = unquote(start[2]!);
      continue;
    }
    if (line.startsWith('"') && field) {
      if (field === 'msgid') msgid += unquote(line);
      else msgstr += unquote(line);
      continue;
    }
    throw new Error(`unexpected .po line: ${raw}`);
  }
  flush();
  return entries;
}

function unquote(quoted: string): string {
  if (!/^".*"$/.test(quoted)) throw new Error(`not a quoted .po string: ${quoted}`);
  return quoted.slice(1, -1).replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' })[c] ?? c);
}

/** GNU .mo (little-endian, revision 0, no hash table), the entries sorted by msgid as gettext requires. */
export function compileMo(entries: Map<string, string>): Buffer {
  const sorted = [...entries].filter(([, str]) => str !== '').sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const count = sorted.length;
  const headerSize = 28;
  const originalsTable = headerSize;
  const translationsTable = originalsTable + count * 8;
  let offset = translationsTable + count * 8;
  const head = Buffer.alloc(offset);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(count, 8);
  head.writeUInt32LE(originalsTable, 12);
  head.writeUInt32LE(translationsTable, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(offset, 24);
  const bodies: Buffer[] = [];
  const place = (table: number, index: number, text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    head.writeUInt32LE(bytes.length, table + index * 8);
    head.writeUInt32LE(offset, table + index * 8 + 4);
    bodies.push(bytes, Buffer.from([0]));
    offset += bytes.length + 1;
  };
  sorted.forEach(([id], i) => place(originalsTable, i, id));
  sorted.forEach(([, str], i) => place(translationsTable, i, str));
  return Buffer.concat([head, ...bodies]);
}

/** Reads a .mo file back (for tests and checks): msgid → msgstr. */
export function readMo(mo: Buffer): Map<string, string> {
  if (mo.readUInt32LE(0) !== 0x950412de) throw new Error('not a little-endian .mo file');
  const count = mo.readUInt32LE(8);
  const originals = mo.readUInt32LE(12);
  const translations = mo.readUInt32LE(16);
  const at = (table: number, i: number) => {
    const length = mo.readUInt32LE(table + i * 8);
    const start = mo.readUInt32LE(table + i * 8 + 4);
    return mo.subarray(start, start + length).toString('utf8');
  };
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) entries.set(at(originals, i), at(translations, i));
  return entries;
}

/** The strings genie-embed.php passes to WordPress's translation functions with the text domain `genie-embed`. */
export function pluginStrings(php: string): string[] {
  const calls = /\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'genie-embed'\s*\)/g;
  const strings = [...php.matchAll(calls)].map((m) => m[1]!.replace(/\\(['\\])/g, '$1'));
  return [...new Set(strings)];
}
