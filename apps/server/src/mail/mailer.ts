/** One outgoing e-mail. `designerId` marks mail addressed to a designer, so the outbox can show it to them. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  designerId: string | null;
  /** Where the recipient's answer goes (a sales e-mail is answered to the designer, not to the product's sender). */
  replyTo?: string;
  /** Files sent with the mail (SMTP); the outbox keeps the text and notes the file names. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The mail port: SMTP when SMTP_URL is set, otherwise the local outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
