import { designStyleId, furnitureCategory, type FurnitureListItem, type FurnitureListReply, type FurnitureReason, type Language } from '@genie/contracts';
import { catalogLabel } from '@genie/core';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { fill, serverStrings, type ServerStrings } from '../i18n/server-strings.ts';
import { createPdfDocument, fontFor } from '../reports/report-fonts.ts';
import { demoPiecePng } from './demo-piece-image.ts';
import { designerLanguageOf, materialLabel } from './furniture-labels.ts';
import { getFurnitureList } from './furniture-list.ts';

type Ctx = Pick<AppContext, 'db' | 'now'>;
type Strings = ServerStrings['furniture'];

const ACCENT = '#5b4f8f';
const MUTED = '#6b6880';
const PAGE_BOTTOM = 842 - 50;
const IMAGE = { w: 64, h: 51 };

/** The one line saying why a piece was chosen, as the tab words it. */
function reasonText(reason: FurnitureReason, s: Strings, language: Language): string {
  const style = reason.params.style ? catalogLabel(language, 'styles', reason.params.style) : '';
  const text = fill(s.reasons[reason.code], { style, score: String(Math.round(reason.params.score ?? 0)), material: materialLabel(language, reason.params.material ?? '') });
  return reason.params.fits_cm ? `${text} ${s.fits}` : text;
}

/** A demo piece's drawing (its URL names category and style); other pieces' images are not fetched. */
async function pictureOf(item: FurnitureListItem): Promise<Buffer | null> {
  const m = /^\/api\/furniture\/demo_images\/([a-z_]+)\/([a-z_]+)\.png$/.exec(item.piece.image);
  const category = furnitureCategory.safeParse(m?.[1]);
  const style = designStyleId.safeParse(m?.[2]);
  return category.success && style.success ? demoPiecePng(category.data, style.data) : null;
}

/** The list as one A4 PDF in the designer's language: per room its pieces and subtotal, then the total (and budget). */
export async function renderFurniturePdf(list: FurnitureListReply, contactName: string, date: string, language: Language): Promise<Buffer> {
  const s = serverStrings[language].furniture;
  const money = (n: number) => new Intl.NumberFormat(language, { style: 'currency', currency: list.currency, maximumFractionDigits: 0 }).format(n);
  const { doc, finish } = createPdfDocument({ size: 'A4', margin: 50, info: { Title: `${s.title} — ${contactName}`, Producer: 'Genie' } });
  const write = (text: string, o: { size?: number; bold?: boolean; color?: string; x?: number; width?: number; gap?: number } = {}) => {
    doc.font(fontFor(text, o.bold)).fontSize(o.size ?? 10).fillColor(o.color ?? '#1f1d2b').text(text, o.x ?? 50, undefined, { width: o.width ?? 495 });
    if (o.gap) doc.moveDown(o.gap);
  };

  write(s.title, { size: 22, bold: true, color: ACCENT });
  write(fill(s.preparedFor, { name: contactName, date }), { size: 10, color: MUTED, gap: 0.6 });

  for (const room of list.rooms) {
    const items = list.items.filter((i) => i.room_id === room.id);
    if (doc.y + 90 > PAGE_BOTTOM) doc.addPage();
    doc.moveDown(0.6);
    const roomName = catalogLabel(language, 'spaces', room.space);
    write(roomName, { size: 14, bold: true, color: ACCENT, gap: 0.3 });
    if (!items.length) write(s.empty, { color: MUTED });
    for (const item of items) {
      if (doc.y + IMAGE.h + 12 > PAGE_BOTTOM) doc.addPage();
      const top = doc.y;
      const picture = await pictureOf(item);
      if (picture) doc.image(picture, 50, top, { fit: [IMAGE.w, IMAGE.h] });
      else doc.rect(50, top, IMAGE.w, IMAGE.h).fill('#eeeae4');
      const x = 50 + IMAGE.w + 12;
      const width = 495 - IMAGE.w - 12 - 90;
      const p = item.piece;
      doc.font(fontFor(money(item.price), true)).fontSize(11).fillColor('#1f1d2b').text(money(item.price), 455, top, { width: 90, align: 'right' });
      doc.y = top;
      write(`${p.name} · ${s.categories[item.category]}${item.pinned ? ` · ${s.pinned}` : ''}`, { size: 11, bold: true, x, width });
      write([fill(s.size, { w: String(p.width_cm), d: String(p.depth_cm), h: String(p.height_cm) }), p.vendor, `${materialLabel(language, p.material)} ${p.colour}`].filter(Boolean).join(' · '), { size: 9, color: MUTED, x, width });
      write(reasonText(item.reason, s, language), { size: 9, x, width });
      doc.y = Math.max(doc.y, top + IMAGE.h) + 8;
    }
    write(fill(s.roomTotal, { room: roomName, total: money(items.reduce((sum, i) => sum + i.price, 0)) }), { size: 10, bold: true, x: 250, width: 295 });
  }

  doc.moveDown(1);
  write(fill(s.total, { total: money(list.total) }), { size: 14, bold: true, color: ACCENT, x: 250, width: 295 });
  if (list.budget !== null) write(fill(s.budget, { budget: money(list.budget) }), { size: 10, color: MUTED, x: 250, width: 295 });
  return finish();
}

/** The request's furniture list as a PDF, for its designer (Professional plan and above). */
export async function exportFurniturePdf(ctx: Ctx, designerId: string, requestId: string): Promise<Buffer> {
  const list = await getFurnitureList(ctx, designerId, requestId);
  const [request, language] = await Promise.all([clientRequestsRepository(ctx.db).findById(designerId, requestId), designerLanguageOf(ctx, designerId)]);
  return renderFurniturePdf(list, request?.contactName ?? '', ctx.now().toISOString().slice(0, 10), language);
}
