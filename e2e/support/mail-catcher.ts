/**
 * A real SMTP server for end-to-end tests: accepts every message on 127.0.0.1 (no auth, no TLS), keeps
 * it in memory and serves it over HTTP so specs can read what the product sent.
 *
 *   GET    /health              → {"status":"ok"}
 *   GET    /messages?to=a@b.c   → [{ id, to, from, subject, text, html, attachments, receivedAt }]
 *   DELETE /messages?to=a@b.c   → removes the matching messages (all when `to` is absent)
 *
 * Ports: MAIL_CATCHER_SMTP_PORT (default 2525) and MAIL_CATCHER_HTTP_PORT (default 2526).
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import { mailCatcherPorts } from './ports.ts';

export interface CaughtAttachment {
  filename: string | null;
  contentType: string;
  size: number;
  /** The text of a small text attachment (a calendar file), so specs can read it; null for others. */
  text: string | null;
}

/** Text attachments up to this size keep their content. */
const TEXT_ATTACHMENT_MAX_BYTES = 64 * 1024;

export interface CaughtMessage {
  id: number;
  /** Envelope recipients and header To/Cc addresses, lower-cased. */
  to: string[];
  from: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: CaughtAttachment[];
  receivedAt: string;
}

const { smtpPort, httpPort } = mailCatcherPorts();
const host = '127.0.0.1';
const messages: CaughtMessage[] = [];
let nextId = 1;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value.map((v) => v.address?.toLowerCase() ?? '')).filter(Boolean);
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  size: 30 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const to = [...new Set([...envelope, ...addresses(mail.to), ...addresses(mail.cc)])];
        messages.push({
          id: nextId++,
          to,
          from: mail.from?.value[0]?.address ?? null,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : null,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename ?? null,
            contentType: a.contentType,
            size: a.size,
            text: a.contentType.startsWith('text/') && a.size <= TEXT_ATTACHMENT_MAX_BYTES ? a.content.toString('utf8') : null,
          })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((err: Error) => callback(err));
  },
});

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const web = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  const to = url.searchParams.get('to')?.toLowerCase();
  const matches = (m: CaughtMessage) => !to || m.to.includes(to);
  if (url.pathname === '/health' && req.method === 'GET') return send(res, 200, { status: 'ok', count: messages.length });
  if (url.pathname === '/messages' && req.method === 'GET') return send(res, 200, messages.filter(matches));
  if (url.pathname === '/messages' && req.method === 'DELETE') {
    const kept = messages.filter((m) => !matches(m));
    const removed = messages.length - kept.length;
    messages.splice(0, messages.length, ...kept);
    return send(res, 200, { removed });
  }
  return send(res, 404, { error: 'not found' });
});

smtp.on('error', (err) => console.error('[mail-catcher] smtp error:', err.message));

smtp.listen(smtpPort, host, () => {
  web.listen(httpPort, host, () => {
    console.log(`[mail-catcher] SMTP on ${host}:${smtpPort}, messages on http://${host}:${httpPort}/messages`);
  });
});

function stop() {
  web.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
