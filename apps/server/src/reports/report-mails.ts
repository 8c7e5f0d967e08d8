import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml, mailLayout } from '../mail/templates/html.ts';
import { fill, mailStrings } from '../mail/templates/strings.ts';
import { isLanguage, projectType, type Language } from '@genie/contracts';
import { catalogLabel } from '@genie/core';
import { availableTimeText, type BriefReport } from './brief-report.ts';
import { reportStrings } from './report-strings.ts';

const paragraph = (text: string) => `<p style="margin:0 0 14px;line-height:1.55;">${escapeHtml(text)}</p>`;

function briefHtml(report: BriefReport): string {
  const s = report.strings;
  const row = (label: string, value: string) =>
    `<tr><td style="padding:6px 12px 6px 0;color:#6b6880;vertical-align:top;width:40%;">${escapeHtml(label)}</td><td style="padding:6px 0;vertical-align:top;">${escapeHtml(value)}</td></tr>`;
  const sections = [
    `<h3 style="margin:20px 0 6px;color:#5b4f8f;">${escapeHtml(s.contact)}</h3><table style="width:100%;border-collapse:collapse;font-size:14px;">${[
      row(s.name, report.request.contactName),
      row(s.email, report.request.email),
      row(s.phone, report.request.phone),
      row(s.availableTime, availableTimeText(report)),
      row(s.projectType, report.projectTypeLabel),
    ].join('')}</table>`,
  ];
  for (const group of report.groups) {
    const rows = group.entries.filter((e) => e.display !== null).map((e) => row(e.label, e.display ?? ''));
    if (rows.length) sections.push(`<h3 style="margin:20px 0 6px;color:#5b4f8f;">${escapeHtml(group.label)}</h3><table style="width:100%;border-collapse:collapse;font-size:14px;">${rows.join('')}</table>`);
  }
  return sections.join('');
}

function briefText(report: BriefReport): string {
  const lines: string[] = [];
  for (const group of report.groups) {
    const answered = group.entries.filter((e) => e.display !== null);
    if (!answered.length) continue;
    lines.push('', `## ${group.label}`, ...answered.map((e) => `- ${e.label}: ${e.display}`));
  }
  return lines.join('\n');
}

/** The report to the visitor, in the visitor's language, with the PDF attached. */
export function visitorReportMail(report: BriefReport, pdf: Buffer): MailMessage {
  const s = report.strings;
  const subject = fill(s.visitorSubject, { team: report.teamName });
  const greeting = fill(s.visitorGreeting, { name: report.request.contactName });
  const intro = fill(s.visitorIntro, { team: report.teamName });
  const html = mailLayout(
    report.language,
    subject,
    `<h2 style="margin:0 0 16px;">${escapeHtml(s.title)}</h2>${paragraph(greeting)}${paragraph(intro)}${briefHtml(report)}${paragraph('')}${paragraph(s.visitorAttachment)}<p style="margin:24px 0 0;color:#6b6880;">— ${escapeHtml(report.teamName)}</p>`,
  );
  const text = [greeting, '', intro, briefText(report), '', s.visitorAttachment, '', `— ${report.teamName}`].join('\n');
  const filename = `${s.title.replace(/\s+/g, '-')}-${report.request.identifyKey.slice(0, 8)}.pdf`;
  return {
    to: report.request.email,
    subject,
    text,
    html,
    designerId: null,
    attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
  };
}

/** The new-lead notification to the designer, in the designer's language, linking to the request in the admin. */
export function newLeadMail(report: BriefReport, publicUrl: string, pdf: Buffer): MailMessage {
  const language: Language = isLanguage(report.designer.language) ? report.designer.language : 'en-US';
  const s = reportStrings[language];
  const type = projectType.safeParse(report.request.projectType).data;
  const project = type ? catalogLabel(language, 'projectTypes', type) : report.request.projectType;
  const link = `${publicUrl}/client_request/${report.request.id}`;
  const subject = fill(s.leadSubject, { name: report.request.contactName, project });
  const intro = fill(s.leadIntro, { name: report.request.contactName });
  const contact = [
    `${s.email}: ${report.request.email}`,
    `${s.phone}: ${report.request.phone}`,
    `${s.availableTime}: ${availableTimeText(report)}`,
  ];
  const toClarify = report.groups.flatMap((g) => g.entries).filter((e) => e.clarify && !e.skipped);
  const details = [
    ...(report.designerStyleProfile.length
      ? [`${s.leadStyleProfile}: ${report.designerStyleProfile.map((p) => `${p.label} ${Math.round(p.weight * 100)}%`).join(', ')}`]
      : []),
    ...(toClarify.length ? [fill(s.leadToClarify, { fields: toClarify.map((e) => catalogLabel(language, 'briefFields', e.field_id)).join(language === 'zh-TW' ? '、' : ', ') })] : []),
    ...(report.conversation.engineStandIns > 0
      ? [
          fill(s.leadEngineStandIns, {
            count: String(report.conversation.engineStandIns),
            total: String(report.conversation.genieReplies),
            reasons: report.conversation.fallbackReasons.join(', '),
          }),
        ]
      : []),
  ];
  // The visitor's questions, which the genie promised the studio would answer.
  const questionsHtml = report.clientQuestions.length
    ? `${paragraph(s.leadQuestions)}<ul style="margin:0 0 14px;padding-left:20px;line-height:1.55;">${report.clientQuestions.map((q) => `<li>${escapeHtml(q)}</li>`).join('')}</ul>`
    : '';
  const questionsText = report.clientQuestions.length ? ['', s.leadQuestions, ...report.clientQuestions.map((q) => `- ${q}`)] : [];
  const html = mailLayout(
    language,
    subject,
    `<h2 style="margin:0 0 16px;">${escapeHtml(subject)}</h2>${paragraph(intro)}${contact.map(paragraph).join('')}${details.map(paragraph).join('')}${questionsHtml}<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#8b7dbe;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;">${escapeHtml(s.leadButton)}</a></p><p style="margin:0;color:#6b6880;font-size:13px;word-break:break-all;">${escapeHtml(link)}</p><p style="margin:24px 0 0;color:#6b6880;">${escapeHtml(mailStrings[language].signature)}</p>`,
  );
  const text = [intro, '', ...contact, ...(details.length ? ['', ...details] : []), ...questionsText, '', `${s.leadButton}: ${link}`, '', mailStrings[language].signature].join('\n');
  return {
    to: report.designer.email,
    subject,
    text,
    html,
    designerId: report.designer.id,
    attachments: [{ filename: `lead-${report.request.identifyKey.slice(0, 8)}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
