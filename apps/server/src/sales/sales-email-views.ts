import { language as languageSchema, type SalesEmail } from '@genie/contracts';
import type { SalesEmailRow } from '../db/schema.ts';

export function salesEmailOf(row: SalesEmailRow): SalesEmail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    body: row.body,
    language: languageSchema.safeParse(row.language).data ?? 'en-US',
    sent_at: row.sentAt.toISOString(),
  };
}
