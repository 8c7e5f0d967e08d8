/**
 * Phones type "dont know", "youre the expert" and "don’t" (a curly apostrophe) as often as "don't": in a reply pattern
 * (words/<language>/replies.json), every apostrophe outside a character class becomes optional, and either kind ("'" and
 * "'?" alike). (Not the reader's topic words: "cant" and "doesnt" read as topics filed more story sentences off their
 * question, measured and not kept.)
 */
export function apostrophesAsTyped(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i += 1;
    } else if (inClass) {
      out += ch;
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      out += ch;
      inClass = true;
    } else if (ch === "'") {
      out += "['’]?";
      if (source[i + 1] === '?') i += 1;
    } else {
      out += ch;
    }
  }
  return out;
}
