const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** A minimal, inline-styled e-mail layout (mail clients ignore style sheets). */
export function mailLayout(lang: string, title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f4fa;font-family:Arial,Helvetica,sans-serif;color:#1f1d2b;">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">
${bodyHtml}
</div>
</body>
</html>`;
}
