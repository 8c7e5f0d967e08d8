import type PdfKit from 'pdfkit';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A package's installed folder, found from its main entry (its package.json is not exported). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (path.basename(dir) !== path.basename(name) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * The report's fonts: Noto Sans CJK (OFL) from npm packages, subset-embedded into each PDF by pdfkit;
 * nothing is fetched at run time. Traditional Chinese (with Latin) and Korean (with Latin and Hanja).
 */
export const reportFonts = {
  get hant(): string {
    return path.join(packageDir('@embedpdf/fonts-tc'), 'fonts', 'NotoSansHant-Regular.otf');
  },
  get hantBold(): string {
    return path.join(packageDir('@embedpdf/fonts-tc'), 'fonts', 'NotoSansHant-Bold.otf');
  },
  get kr(): string {
    return path.join(packageDir('@embedpdf/fonts-kr'), 'fonts', 'NotoSansKR-Regular.otf');
  },
  get krBold(): string {
    return path.join(packageDir('@embedpdf/fonts-kr'), 'fonts', 'NotoSansKR-Bold.otf');
  },
};

const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** The font for a piece of text: the Korean one where there is Hangul, else the Traditional Chinese one (Latin included in both). */
export function fontFor(text: string, bold = false): 'kr' | 'krBold' | 'hant' | 'hantBold' {
  if (hangul.test(text)) return bold ? 'krBold' : 'kr';
  return bold ? 'hantBold' : 'hant';
}

/**
 * A pdfkit document with the CJK fonts registered under the names `fontFor` gives, and `finish()`, which
 * ends it and resolves with its bytes. Every PDF the product makes (the report, plans, moodboards) starts here.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; finish(): Promise<Buffer> } {
  // Loaded on the first PDF, not at start (about 25 MB and a slower start for a server that may make none).
  const PDFDocument = require('pdfkit') as typeof PdfKit;
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(reportFonts)) doc.registerFont(name, file);
  return {
    doc,
    async finish() {
      doc.end();
      await finished;
      return Buffer.concat(chunks);
    },
  };
}
