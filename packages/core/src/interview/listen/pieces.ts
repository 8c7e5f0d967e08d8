/** A piece of a visitor's message, with where it sits in the message. */
export interface Piece {
  text: string;
  start: number;
  end: number;
}

function piecesOf(text: string, from: number, boundary: RegExp): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  const push = (end: number) => {
    const raw = text.slice(last, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) pieces.push({ text: trimmed, start: from + last + lead, end: from + last + lead + trimmed.length });
  };
  for (const m of text.matchAll(boundary)) {
    push(m.index);
    last = m.index + m[0].length;
  }
  push(text.length);
  return pieces;
}

/** Sentences: split at sentence ends (not inside numbers like "1.5" or domains like "lumen.coffee") and line breaks. */
export function sentencesOf(text: string): Piece[] {
  // Chat writing ends a sentence with laughter or an emoji as often as with a full stop ("둘이요 ㅋㅋ 둘 다 …", "好暗😥 我們…").
  return piecesOf(text, 0, /(?<![.\d\p{L}][.](?=[\p{L}\d]))(?:[.!?](?=\s|$)|[。！？；;\n]|(?<=\S)\s+-\s+|(?<=[ㅋㅎㅠㅜ]{2}|\p{Extended_Pictographic})\s+)+/gu);
}

/**
 * Clauses inside a sentence: commas that are not thousands separators ("1,500,000"), "and", "but",
 * 、，, 그리고 … A value is read from the clause it sits in, so one fact's words do not colour another's.
 */
export function clausesOf(sentence: Piece): Piece[] {
  return piecesOf(
    sentence.text,
    sentence.start,
    /(?:,(?!\d{3}(?!\d))|，|、|\s+(?:and|but|plus|while|so|though|although|also|with)\s+|\s+(?:그리고|하지만|그런데|근데)\s+|(?<=[요다])\s*,?\s+(?=[가-힣])|(?:而且|但是|不過|然後|另外|還有|並且|也希望|希望))/g,
  );
}
