import { loadSharp } from '../images/sharp.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { availableTimeText, type BriefReport } from './brief-report.ts';
import { createPdfDocument, fontFor } from './report-fonts.ts';
import { fill } from '../mail/templates/strings.ts';

const ACCENT = '#5b4f8f';
const MUTED = '#6b6880';

/** The project report as a PDF (A4), in the visitor's language; CJK text in embedded, subset Noto Sans fonts. */
export async function renderReportPdf(report: BriefReport, storage: Pick<FileStorage, 'get'>): Promise<Buffer> {
  const sharp = await loadSharp();
  const { strings: s } = report;
  const { doc, finish } = createPdfDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${s.title} — ${report.request.contactName}`, Author: report.teamName, Producer: 'Genie' },
  });

  const write = (text: string, options: { size?: number; bold?: boolean; color?: string; gap?: number } = {}) => {
    doc.font(fontFor(text, options.bold)).fontSize(options.size ?? 10.5).fillColor(options.color ?? '#1f1d2b').text(text, { width: 495 });
    if (options.gap) doc.moveDown(options.gap);
  };
  const heading = (text: string) => {
    doc.moveDown(0.8);
    write(text, { size: 13, bold: true, color: ACCENT, gap: 0.3 });
  };
  const pair = (label: string, value: string) => {
    write(label, { size: 9, color: MUTED });
    write(value, { gap: 0.35 });
  };

  write(report.teamName, { size: 11, color: MUTED });
  write(s.title, { size: 22, bold: true, color: ACCENT });
  write(fill(s.preparedFor, { team: report.teamName, name: report.request.contactName }), { size: 10, color: MUTED, gap: 0.5 });

  heading(s.contact);
  pair(s.name, report.request.contactName);
  pair(s.email, report.request.email);
  pair(s.phone, report.request.phone);
  pair(s.availableTime, availableTimeText(report));
  pair(s.projectType, report.projectTypeLabel);
  pair(s.inquiryDate, report.request.inquiryDate.toISOString().slice(0, 10));

  for (const group of report.groups) {
    const answered = group.entries.filter((e) => e.display !== null || e.skipped);
    if (!answered.length) continue;
    heading(group.label);
    for (const entry of answered) pair(entry.label, entry.skipped ? s.skipped : (entry.display ?? s.notProvided));
  }

  if (report.samples.length) {
    heading(s.styleRatings);
    for (const sample of report.samples) {
      const rating = report.feedback.ratings[sample.id];
      pair(sample.label, rating ? `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}  (${rating}/5)` : s.notProvided);
    }
  }
  if (report.feedback.comment) {
    heading(s.comment);
    write(report.feedback.comment);
  }
  if (report.feedback.note) {
    heading(s.note);
    write(report.feedback.note);
  }
  if (report.bookings.length) {
    heading(s.consultation);
    for (const b of report.bookings) write(`${b.date} · ${s.availableTimes[b.availableTime as keyof typeof s.availableTimes] ?? b.availableTime}${b.note ? ` · ${b.note}` : ''}`);
  }

  const images = [
    ...(report.feedback.noteImage ? [{ title: s.noteImage, key: report.feedback.noteImage.key }] : []),
    ...report.feedback.floorPlans.map((f, i) => ({ title: `${s.floorPlans} ${i + 1}`, key: f.key })),
  ];
  for (const image of images) {
    const file = await storage.get(image.key);
    if (!file) continue;
    // pdfkit embeds JPEG and PNG; the stored uploads are WebP.
    const jpeg = await sharp(file.data).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    doc.addPage();
    write(image.title, { size: 13, bold: true, color: ACCENT, gap: 0.5 });
    doc.image(jpeg, { fit: [495, 680], align: 'center' });
  }

  return finish();
}
