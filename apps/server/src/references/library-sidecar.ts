import fs from 'node:fs/promises';
import path from 'node:path';
import {
  designStyleId,
  designStyleIds,
  referenceImageDraft,
  referenceProjectType,
  spaceName,
  type ReferenceImageDraft,
} from '@genie/contracts';
import { designStyle } from '@genie/core';

/**
 * The metadata sidecar of an import folder: `metadata.csv` or `metadata.json` (or a file given with
 * --metadata). One row per image; columns / keys:
 *
 * | column       | required | meaning                                                              |
 * |--------------|----------|----------------------------------------------------------------------|
 * | file         | yes      | the image's file name in the folder                                  |
 * | style        | yes      | a style id of spec §3 (`japandi`) or its English name (`Japandi`)    |
 * | space        | no       | a space name of spec §3 (`living_room`); empty for graphic work      |
 * | project_type | yes      | residential_space, commercial_space, exhibition_space, brand_design, packaging_design, website, other |
 * | title_en     | no       | the title (alt text); default: the style and space names             |
 * | title_zh     | no       | the title in Traditional Chinese                                     |
 * | title_ko     | no       | the title in Korean                                                  |
 * | source       | no       | where the image comes from (a URL is kept as the link)               |
 * | credit       | no       | who made it, shown under it; default: the source, else "Imported"    |
 * | license      | no       | e.g. CC0-1.0                                                         |
 *
 * CSV: RFC 4180 (a header row, commas, double quotes around fields that hold commas, quotes or
 * line breaks). JSON: an array of objects with the same keys.
 */
export const SIDECAR_NAMES = ['metadata.csv', 'metadata.json', 'library.csv', 'library.json'] as const;

export type SidecarRow = Record<string, string>;

/** RFC 4180 CSV to records keyed by the (trimmed, lower-cased) header. */
export function parseCsv(text: string): SidecarRow[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i] as string;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.some((v) => v.trim() !== ''));
  if (!header) return [];
  const keys = header.map((h) => h.trim().toLowerCase());
  return body.map((values) => Object.fromEntries(keys.map((k, i) => [k, (values[i] ?? '').trim()])));
}

export async function readSidecar(file: string): Promise<SidecarRow[]> {
  const text = await fs.readFile(file, 'utf8');
  if (path.extname(file).toLowerCase() !== '.json') return parseCsv(text);
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a JSON array of objects`);
  return parsed.map((entry) =>
    Object.fromEntries(Object.entries((entry ?? {}) as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v === null || v === undefined ? '' : String(v).trim()])),
  );
}

const styleByName = new Map<string, (typeof designStyleIds)[number]>(
  designStyleIds.flatMap((id) => [
    [id, id],
    [designStyle(id).name['en-US'].toLowerCase(), id],
  ]),
);

/** A sidecar row as the library's draft, or why it cannot be one. */
export function draftOfRow(row: SidecarRow): { draft: ReferenceImageDraft } | { problem: string } {
  const style = designStyleId.safeParse(styleByName.get((row.style ?? '').trim().toLowerCase()) ?? row.style);
  if (!style.success) return { problem: `unknown style ${JSON.stringify(row.style ?? '')}` };
  const projectType = referenceProjectType.safeParse(row.project_type);
  if (!projectType.success) return { problem: `unknown project_type ${JSON.stringify(row.project_type ?? '')}` };
  const space = row.space ? spaceName.safeParse(row.space) : null;
  if (space && !space.success) return { problem: `unknown space ${JSON.stringify(row.space)}` };
  const styleName = designStyle(style.data).name;
  const source = row.source ?? '';
  const isUrl = /^https?:\/\//i.test(source);
  const candidate = {
    style: style.data,
    space: space?.data ?? null,
    project_type: projectType.data,
    title: {
      'en-US': row.title_en || styleName['en-US'],
      ...(row.title_zh ? { 'zh-TW': row.title_zh } : {}),
      ...(row.title_ko ? { 'ko-KR': row.title_ko } : {}),
    },
    source: {
      credit: row.credit || (source && !isUrl ? source : '') || 'Imported',
      ...(isUrl ? { url: source } : {}),
      ...(row.license ? { license: row.license } : {}),
    },
    owner: { kind: 'library' as const },
  };
  const parsed = referenceImageDraft.safeParse(candidate);
  if (!parsed.success) return { problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return { draft: parsed.data };
}
