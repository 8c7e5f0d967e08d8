// npx tsx rm-tmp.mts <type> <lang> <asked|-> texts…
import { readMessage } from './packages/core/src/interview/listen/read-message.ts';
import { interviewFields, interviewField } from './packages/core/src/interview/catalogue.ts';
import { findCorrection } from './packages/core/src/interview/parse/intents.ts';
import { findDates } from './packages/core/src/interview/parse/date.ts';
const [type, lang, asked, ...texts] = process.argv.slice(2) as any[];
const ctx = { language: lang, now: new Date('2026-01-20T02:00:00Z'), utcOffsetMinutes: 0 };
for (const t of texts) {
  const r = readMessage(t, interviewFields(type), type, ctx as any, asked === '-' ? null : interviewField(type, asked)!);
  console.log('>>', t);
  console.log('  correction:', JSON.stringify(findCorrection(t)));
  console.log('  dates:', findDates(t, ctx as any).map((d) => `${d.text}=${JSON.stringify(d.value)}`).join(' | '));
  for (const f of r.findings) console.log(`  ${f.fieldId} [${f.strength}] ${JSON.stringify(f.value).slice(0, 160)} raw=${JSON.stringify(f.raw)}`);
}
