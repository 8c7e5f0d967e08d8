import { allLanguages, firstPersonWords } from '../words/reader.ts';
import { anotherParty, clauseJoiner, clauseOpener, notAnOwnerName, notWhatTheyHave } from './lexicon.ts';
import { clausesOf, sentencesOf, type Piece } from './pieces.ts';

/**
 * Another project told of: the one the studio did for the person who sent the visitor ("You redid her condo in Lincoln
 * Park back in 2023, … she said it came to around $85,000", "她在竹北的房子就是你們做的，…30坪花了大概180萬", "작년에 친구네 정자동
 * 24평 아파트 여기서 하셨잖아요"), or someone else's ("Judy's was $85,000"). Its place, size, price and dates are not this
 * project's. The words are per-language data (`anotherProject` in words/<language>/reader.json), every language's read
 * in every message (visitors mix languages):
 * - `opens`: a clause that tells of another project: the studio's past work, a referral, someone else's place or price;
 * - `goesOn`: a clause that reports what that someone said ("she said it came to …", "聽說…", "…들었다고"), which goes on
 *   telling of it whoever tells it;
 * - `firstPerson`: the visitor's own words ("we", "我", "저희"): a clause with them tells of the visitor again;
 * - `setApart`: the visitor saying what they just told is another matter ("but that's separate", "那是另一回事", "그거랑은
 *   별개고요"): the clause it ends, or the one before it when it stands alone, is not the project's.
 * A clause that opens a telling, and the clauses after it in the same message until the visitor speaks of themselves
 * again, are the other project's; so are clauses reporting what someone said, once one has been told of.
 */
const patternOf = (pick: (words: (typeof allLanguages)[number]['anotherProject']) => readonly string[]) =>
  new RegExp(allLanguages.flatMap((l) => pick(l.anotherProject)).map((source) => `(?:${source})`).join('|'), 'iu');
const opens = patternOf((w) => w.opens);
const goesOn = patternOf((w) => w.goesOn);
const firstPerson = firstPersonWords;
const setApart = patternOf((w) => w.setApart);
/** The words that join clauses, in every language (lexicon.ts: `clauseJoiner`, `clauseOpener`). */
const joiningWords = new RegExp(`${clauseJoiner.source}|${clauseOpener.source}`, 'gu');

/** The clauses of a message that tell of another project than the visitor's. */
export function anotherProjectClauses(text: string): Piece[] {
  const told: Piece[] = [];
  let toldOf = false;
  let telling = false;
  for (const sentence of sentencesOf(text)) {
    const clauses = clausesOf(sentence);
    for (const [at, clause] of clauses.entries()) {
      const plain = clause.text.normalize('NFKC').toLowerCase();
      // ("3월 2일에 분당에 2호점 오픈하는데 그거랑은 별개고요", "our second clinic opens March 2 … but that's separate".)
      const apart = setApart.exec(plain);
      if (apart) {
        // (Words of its own before the cue, not only a joining word, "but", "但是", "근데": they are what is set apart.)
        if (/[\p{L}\d]/u.test(plain.slice(0, apart.index).replace(joiningWords, ''))) told.push({ ...clause, end: clause.start + apart.index });
        else {
          // (The clause before it, and those before that the visitor does not speak in: "The floor space was another $18k
          // but that's already paid so it's separate".)
          for (let back = at - 1; back >= 0; back -= 1) {
            const before = clauses[back]!;
            if (back < at - 1 && firstPerson.test(before.text.normalize('NFKC').toLowerCase())) break;
            if (!told.includes(before)) told.push(before);
          }
        }
        continue;
      }
      const opening = opens.exec(plain);
      if (opening) {
        toldOf = true;
        // "My friend recommended you for our kitchen in Austin": the visitor's own words after the telling are theirs.
        const rest = plain.slice(opening.index + opening[0].length);
        telling = !firstPerson.test(rest);
        told.push(telling ? clause : { ...clause, end: Math.min(clause.end, clause.start + opening.index + opening[0].length) });
        continue;
      }
      if (toldOf && goesOn.test(plain)) {
        telling = true;
        told.push(clause);
        continue;
      }
      if (telling && !firstPerson.test(plain)) {
        told.push(clause);
        continue;
      }
      telling = false;
    }
  }
  return told;
}

/**
 * The message with another project's clauses blanked out (the same length, so every position in it is the message's).
 * The comma or "but" that joined a clause to the visitor's own goes with it, so what is left reads as said ("Lovely for
 * her, but we would like something warmer" leaves "we would like something warmer", not ", but we would …").
 */
export function withoutAnotherProject(text: string): string {
  let out = text;
  for (const clause of anotherProjectClauses(text)) {
    const joint = /^[\s,，、;；]*(?:(?:and|but|so|plus|而且|但是|不過|然後|그리고|근데|하지만)(?=\s|$))?[\s,，、;；]*/iu.exec(text.slice(clause.end))![0];
    const end = clause.end + joint.length;
    out = out.slice(0, clause.start) + ' '.repeat(end - clause.start) + out.slice(end);
  }
  return out;
}

const everyOtherParty = new RegExp(anotherParty.source, 'giu');

/**
 * Whether the words before a position (`lower`: NFKC, lower case) name another person or business (`anotherParty`) with
 * none of the visitor's own words after it: "my cousin's bakery in louisville got theirs [registered]" tells of the
 * cousin's mark; "my friend told me ours is [not registered]" of the visitor's again.
 */
export function saidOfAnotherParty(lower: string, at: number, within = Infinity): boolean {
  const before = lower.slice(0, at);
  const party = [...before.matchAll(everyOtherParty)].at(-1);
  if (party === undefined) return false;
  // (`within`: at most so many characters between the party and the position, "옆집 카페는 3월 2일".)
  const between = before.slice(party.index + party[0].length);
  return between.length <= within && !firstPerson.test(between);
}

/**
 * A name written with capitals and its possessive, as English names another business or person ("T2's new Auckland flagship",
 * "Sungsimdang's new store", "Sam's birthday"): up to three capitalised words before "'s", and a word of what they have after
 * it (lexicon.ts: `notAnOwnerName`, `notWhatTheyHave`).
 */
const namedPossessive = new RegExp(
  String.raw`(?<![\p{L}\d'’])(?:\p{Lu}[\p{L}\d&+-]*\s+){0,2}(?:\p{Lu}[\p{L}\d&+-]*|\p{Lu}?\d+[\p{L}\d]*)(?:'s|’s)(?=\s+(?!(?:${notWhatTheyHave.source}))\p{Ll})`,
  'gu',
);
const noOwner = new RegExp(`^(?:${notAnOwnerName.source})$`, 'iu');

/** The last name with its possessive in the words (`namedPossessive`) that names someone: its match, or undefined. */
export function namedOwnerIn(words: string): RegExpExecArray | undefined {
  return [...words.matchAll(namedPossessive)].filter((m) => !noOwner.test(m[0].replace(/(?:'s|’s)$/u, '').trim())).at(-1);
}

/**
 * Whether the words of a clause before a position (as written, not lower-cased) name another by their name and its
 * possessive, with none of the visitor's own words after it: "Funny timing, T2's new Auckland flagship is apparently opening
 * in [April]" tells T2's date. (Not "Jess's idea is we open in May": "we" is said after it.)
 */
export function saidOfANamedOther(clause: string, at: number): boolean {
  const before = clause.slice(0, at);
  const named = namedOwnerIn(before);
  if (named === undefined) return false;
  return !firstPerson.test(before.slice(named.index + named[0].length).normalize('NFKC').toLowerCase());
}
