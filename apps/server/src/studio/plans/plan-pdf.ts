import { createPdfDocument, fontFor } from '../../reports/report-fonts.ts';

/** A3 landscape in points, and the margin around the drawing. */
const PAGE = { width: 1190.55, height: 841.89, margin: 36 };

/**
 * The 2D presentation plan as a PDF: one A3 landscape page with the title above and the rendered plan
 * (whose own title block carries the area and scale bar) fitted below; CJK titles in embedded Noto Sans.
 */
export async function renderPlanPdf(png: Buffer, title: string): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({ size: 'A3', layout: 'landscape', margin: PAGE.margin, info: { Title: title || 'Floor plan', Producer: 'Genie' } });
  let top = PAGE.margin;
  if (title) {
    doc.font(fontFor(title, true)).fontSize(18).fillColor('#1f1d2b').text(title, PAGE.margin, top, { width: PAGE.width - 2 * PAGE.margin });
    top = doc.y + 12;
  }
  const box: [number, number] = [PAGE.width - 2 * PAGE.margin, PAGE.height - top - PAGE.margin];
  doc.image(png, PAGE.margin, top, { fit: box, align: 'center', valign: 'center' });
  return finish();
}
