/**
 * Where phone numbers are written in a (normalised) message, so no recogniser reads them as money or
 * a count: "0912-345-678", "010-1234-5678", "+886 912 345 678", "(02) 2345-6789", "0912345678".
 * A range such as "3000-5000" is not one: a phone starts with + or 0, or has a bracketed area code.
 */
const candidate = /(?<![\d.,])(?:\+\d{1,3}[ -]?)?(?:\(\d{1,4}\) ?)?\d{2,4}(?:[ -]\d{2,4}){1,3}(?![\d.,])|(?<![\d.,])(?:\+\d{9,14}|0\d{8,10})(?![\d.,])/g;

export function phoneSpans(s: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const m of s.matchAll(candidate)) {
    const written = m[0];
    const digits = written.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    if (!/^(?:\+|0|\()/.test(written)) continue;
    spans.push({ start: m.index, end: m.index + written.length });
  }
  return spans;
}
