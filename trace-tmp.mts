// npx tsx trace-tmp.mts <id substring> [field]
import { answer, isComplete, nextQuestion } from './packages/core/src/interview/engine.ts';
import { CORPUS_START, CORPUS_TURN_MS, startCorpusInterview } from './packages/core/src/interview/corpus/play-conversation.ts';
import { heldOutBatches, interviewCorpus } from './packages/core/src/interview/corpus/index.ts';
const [needle, field] = process.argv.slice(2);
const all = [...interviewCorpus, ...heldOutBatches.flatMap((b) => b.conversations)];
const conv = all.find((c) => c.id.includes(needle!))!;
console.log(conv.id);
let state = startCorpusInterview(conv);
let i = 0;
const queue = [...conv.messages];
while (!isComplete(state) && i < 40) {
  const q = nextQuestion(state);
  if (!q) break;
  const text = queue.length ? queue.shift()! : (conv.whenAsked[q.fieldId] ?? conv.otherwise);
  const before = JSON.stringify(state.answers);
  const r = answer(state, text, new Date(CORPUS_START + i * CORPUS_TURN_MS));
  const changes = Object.entries(r.state.answers).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify((JSON.parse(before) as any)[k]));
  console.log(`#${i} asked ${q.fieldId}: ${JSON.stringify(text)}`);
  for (const [k, v] of changes) if (!field || k === field) console.log(`   -> ${k}: ${JSON.stringify((v as any).value ?? v).slice(0, 300)}${(v as any).raw ? ' RAW ' + JSON.stringify((v as any).raw) : ''}`);
  state = r.state; i++;
}
