import { isLanguage, projectType, type ClientRequestFilters, type Language } from '@genie/contracts';
import { calendarDayAt, catalogLabel } from '@genie/core';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { csvRow, UTF8_BOM } from './csv.ts';
import { leadStatusOf, priorityOf } from './client-request-views.ts';
import { clientRequestQueryOf } from './list-client-requests.ts';
import { exportColumns, exportHeaders, leadStatusNames, priorityNames, yesNoNames } from './workspace-labels.ts';

export interface ClientRequestsCsv {
  filename: string;
  /** UTF-8 text with a byte order mark, CRLF line ends. */
  body: string;
}

/**
 * Every request of the designer that matches the list's filters, in the list's order, as CSV: headers
 * and translated values in `language` (default: the designer's), dates in the designer's calendar days.
 */
export async function exportClientRequests(
  ctx: Pick<AppContext, 'db' | 'now'>,
  designerId: string,
  input: ClientRequestFilters & { lang?: Language | undefined },
): Promise<ClientRequestsCsv> {
  const now = ctx.now();
  const designer = await designersRepository(ctx.db).findById(designerId);
  const language: Language = input.lang ?? (isLanguage(designer?.language) ? designer.language : 'en-US');
  const today = calendarDayAt(now, input.utc_offset);
  const lines = [UTF8_BOM, csvRow(exportColumns.map((c) => exportHeaders[c][language]))];
  for await (const rows of clientRequestsRepository(ctx.db).listAll(designerId, clientRequestQueryOf(input, now))) {
    for (const row of rows) {
      const priority = priorityOf(row, today);
      const type = projectType.safeParse(row.projectType).data;
      lines.push(
        csvRow([
          row.contactName,
          row.email,
          row.phone,
          type ? catalogLabel(language, 'projectTypes', type) : row.projectType,
          row.brandName,
          calendarDayAt(row.inquiryDate, input.utc_offset),
          row.deadline,
          priority ? priorityNames[priority][language] : null,
          yesNoNames[row.conversationCompleted ? 'yes' : 'no'][language],
          row.totalMessageCount,
          leadStatusNames[leadStatusOf(row)][language],
          row.statusNote,
        ]),
      );
    }
  }
  return { filename: `potential-clients-${today}.csv`, body: lines.join('') };
}
