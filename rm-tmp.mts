// usage: npx tsx rm-tmp.mts <type> <lang> <asked|-> texts...
import { readMessage } from './packages/core/src/interview/listen/read-message.ts';
import { interviewFields } from './packages/core/src/interview/catalogue.ts';
import { parseAnswer } from './packages/core/src/interview/parse-answer.ts';
const [type, lang, askedId, ...texts] = process.argv.slice(2) as any[];
const fields = interviewFields(type);
const asked = askedId === '-' ? null : fields.find((f: any) => f.id === askedId) ?? null;
const ctx = { language: lang, now: new Date('2026-01-20T02:00:00Z'), utcOffsetMinutes: lang === 'en-US' ? -300 : lang === 'zh-TW' ? 480 : 540 };
for (const t of texts) {
  const r = readMessage(t, fields, type, ctx, asked, {});
  console.log('>', t);
  for (const f of r.findings) console.log('  ', f.fieldId, JSON.stringify(f.value), 'raw=' + JSON.stringify(f.raw), f.strength, f.clarify ? 'clarify' : '');
  if (asked) console.log('   parseAnswer:', JSON.stringify(parseAnswer(asked, t, ctx as any)));
}
