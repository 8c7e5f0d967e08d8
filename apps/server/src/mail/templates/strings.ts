import type { Language } from '@genie/contracts';
import { serverStrings, type ServerStrings } from '../../i18n/server-strings.ts';

export { fill } from '../../i18n/server-strings.ts';

/** The account mails' texts per language (i18n/<language>/mails.json, `account`). Placeholders: {name}, {hours}, {minutes}. */
export type MailStrings = ServerStrings['account'];

export const mailStrings = Object.fromEntries(Object.entries(serverStrings).map(([language, s]) => [language, s.account])) as Record<Language, MailStrings>;
