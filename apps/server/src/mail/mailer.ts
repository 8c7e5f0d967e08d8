/** One outgoing e-mail. `designerId` marks mail addressed to a designer, so the outbox can show it to them. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  designerId: string | null;
}

/** The mail port: SMTP when SMTP_URL is set, otherwise the local outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
