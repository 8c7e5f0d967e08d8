/**
 * Where the clause around `s.slice(start, end)` begins and ends: at , ; . ! ?, their CJK forms, a parenthesis (an aside)
 * and a space between two runs of Chinese, which is how a pause is typed in a Chinese chat ("裝潢大概兩百萬上下 設備那邊另一家廠商已經報了80幾萬"),
 * or after a Korean word and a mark of chat ("못 써요ㅠ 디자인이랑 …").
 */
export function clauseAround(s: string, start: number, end: number): { from: number; to: number } {
  // A clause is looked for at most this far: words further away do not qualify a value.
  const reach = 120;
  let from = start;
  while (from > 0 && from > start - reach && !isClauseBreak(s, from - 1)) from -= 1;
  let to = end;
  while (to < s.length && to < end + reach && !isClauseBreak(s, to)) to += 1;
  return { from, to };
}

const han = /\p{Script=Han}/u;

function isClauseBreak(s: string, i: number): boolean {
  const ch = s[i]!;
  if (/[;；。，、!?！？\n()（）]/.test(ch)) return true;
  if (/\s/.test(ch) && han.test(s[i - 1] ?? '') && han.test(s[i + 1] ?? '')) return true;
  // (A Korean sentence ended with one mark of chat after its last word: "그렇게는 절대 못 써요ㅠ 디자인이랑 …".)
  if (/\s/.test(ch) && /[가-힣][ㅋㅎㅠㅜ]+$/u.test(s.slice(Math.max(0, i - 8), i))) return true;
  if (ch === ',' || ch === '.') {
    // "2,000", "1.5" and "March 15, 2026" stay together.
    const digitBefore = /\d/.test(s[i - 1] ?? '');
    const digitAfter = /\d/.test(s[i + 1] ?? '');
    if (digitBefore && digitAfter) return false;
    if (ch === ',' && /^ \d{4}\b/.test(s.slice(i + 1, i + 6))) return false;
    return true;
  }
  return false;
}
