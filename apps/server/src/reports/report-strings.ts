import type { Language } from '@genie/contracts';
import { serverStrings, type ServerStrings } from '../i18n/server-strings.ts';

/** The PDF report's and the report mails' texts per language (i18n/<language>/mails.json, `report`). */
export type ReportStrings = ServerStrings['report'];

export const reportStrings = Object.fromEntries(Object.entries(serverStrings).map(([language, s]) => [language, s.report])) as Record<Language, ReportStrings>;
