import { loadSharp } from '../../images/sharp.ts';
import { renderMoodboardSvg, type MoodboardContent, type MoodboardItem, type MoodboardLayout } from '@genie/core';
import type { AppContext } from '../../context.ts';
import { createPdfDocument, fontFor } from '../../reports/report-fonts.ts';
import { boardImageJpeg, type StoredBoardImage } from './board-images.ts';

export interface BoardDrawing {
  layout: MoodboardLayout;
  content: MoodboardContent;
  images: readonly StoredBoardImage[];
}

const PAPER = '#faf8f5';
const INK = '#1f1d2b';
const MUTED = '#6b6880';
/** PDF points per layout pixel: a 1600 × 1000 board is a 800 × 500 pt page. */
const PDF_SCALE = 0.5;

/** The board's images as JPEG buffers by their board id (those whose file is gone are left out). */
async function imageBuffers(ctx: Pick<AppContext, 'storage'>, drawing: BoardDrawing): Promise<Map<string, Buffer>> {
  const shown = new Set(drawing.layout.items.filter((i) => i.kind === 'image').map((i) => i.ref));
  const pairs = await Promise.all(drawing.images.filter((i) => shown.has(i.id)).map(async (i) => [i.id, await boardImageJpeg(ctx, i)] as const));
  return new Map(pairs.filter((p): p is readonly [string, Buffer] => p[1] !== null));
}

/** PNG: the core's SVG with the images embedded as data URIs, rasterised by sharp. */
export async function renderMoodboardPng(ctx: Pick<AppContext, 'storage'>, drawing: BoardDrawing): Promise<Buffer> {
  const sharp = await loadSharp();
  const buffers = await imageBuffers(ctx, drawing);
  const hrefs = Object.fromEntries([...buffers].map(([id, data]) => [id, `data:image/jpeg;base64,${data.toString('base64')}`]));
  const svg = renderMoodboardSvg(drawing.layout, drawing.content, hrefs);
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const cover = async (data: Buffer, item: MoodboardItem) =>
  (await loadSharp())(data).resize(Math.max(1, Math.round(item.w)), Math.max(1, Math.round(item.h)), { fit: 'cover' }).jpeg({ quality: 88 }).toBuffer();

/** PDF (pdfkit): the images cropped to their slots, swatches with their codes, texts in embedded Noto Sans (CJK included). */
export async function renderMoodboardPdf(ctx: Pick<AppContext, 'storage'>, drawing: BoardDrawing): Promise<Buffer> {
  const { canvas } = drawing.layout;
  const buffers = await imageBuffers(ctx, drawing);
  const { doc, finish } = createPdfDocument({ size: [canvas.width * PDF_SCALE, canvas.height * PDF_SCALE], margin: 0, info: { Title: drawing.content.title, Producer: 'Genie' } });
  doc.scale(PDF_SCALE);
  doc.rect(0, 0, canvas.width, canvas.height).fill(PAPER);
  const text = (value: string, item: Pick<MoodboardItem, 'x' | 'y' | 'w' | 'h'>, size: number, options: { bold?: boolean; color?: string } = {}) =>
    doc.font(fontFor(value, options.bold)).fontSize(size).fillColor(options.color ?? INK).text(value, item.x, item.y, { width: item.w, height: item.h, ellipsis: true });

  for (const item of [...drawing.layout.items].sort((a, b) => a.z - b.z)) {
    if (item.kind === 'image') {
      const data = buffers.get(item.ref);
      if (data) doc.image(await cover(data, item), item.x, item.y, { width: item.w, height: item.h });
      else doc.rect(item.x, item.y, item.w, item.h).fill('#e7e4df');
    } else if (item.kind === 'swatch') {
      const label = Math.min(item.h * 0.3, 40);
      doc.rect(item.x, item.y, item.w, item.h - label).fill(item.ref);
      text(item.ref.toUpperCase(), { ...item, y: item.y + item.h - label + 4, h: label }, Math.max(9, Math.min(14, item.w / 6)), { bold: true });
    } else if (item.kind === 'title') {
      text(item.ref, item, Math.max(14, Math.min(item.h * 0.55, 44)), { bold: true });
    } else {
      text(item.ref, item, Math.max(11, Math.min(18, canvas.width / 60)), { color: item.id === 'materials' ? MUTED : INK });
    }
  }
  return finish();
}
