import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through an SMTP server given as a URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
