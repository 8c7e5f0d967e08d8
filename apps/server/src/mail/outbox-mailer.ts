import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { outboxRepository } from '../db/repositories/outbox.ts';
import type { Mailer } from './mailer.ts';

/**
 * Without SMTP, mail goes to the outbox table and to the log (recipient, subject and links), so an
 * operator can still pass a reset link on and the designer can read the mail in the app.
 */
export function outboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  const outbox = outboxRepository(db);
  return {
    kind: 'outbox',
    async send(message) {
      const { attachments, ...mail } = message;
      const names = (attachments ?? []).map((a) => a.filename);
      await outbox.insert(names.length ? { ...mail, text: `${mail.text}\n\n[attachments: ${names.join(', ')}]` } : mail);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ mail: { to: message.to, subject: message.subject, links } }, 'mail written to the local outbox (no SMTP_URL)');
    },
    async close() {},
  };
}
