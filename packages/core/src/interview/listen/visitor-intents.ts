import { normalizeAnswer } from '../parse/normalize-answer.ts';

function bare(text: string): string {
  return normalizeAnswer(text)
    .replace(/[\s"'“”「」.,!?~。！？…:;]+$/u, '')
    .replace(/^(?:um+|hmm+|well|honestly|sorry|oh|ah|嗯+|呃|這個|那個|음+|글쎄요?)[,\s，、]*/u, '')
    .replace(/[\s"'“”「」.,!?~。！？…:;]+$/u, '')
    .trim();
}

const noPreferencePatterns = [
  /^(?:i have |we have |i've got |there's |there is )?no (?:particular |real |strong |special |specific )?(?:preference|preferences|idea|opinion|requirements?|comment|thoughts?)(?: (?:really|here|on that|for (?:this|that)|at the moment|for now))?$/,
  /^(?:not really|nothing (?:in particular|special|specific|really|comes to mind)|nothing|none|n\/a|na|not applicable)$/,
  /^(?:i'm |i am |we're |we are )?(?:not sure|unsure|not certain)(?: (?:yet|really|about that))?$/,
  /^(?:i |we )?(?:don't|do not) (?:know|mind|care|have (?:one|any|a preference|preferences))(?: (?:yet|really|either way|about that))?$/,
  /^(?:it )?(?:doesn't|does not) matter$/,
  /^(?:anything|whatever|either|any) (?:is |works |would be )?(?:fine|ok|okay|good)$/,
  /^(?:whatever|anything|up to you|you decide|your call|no idea|dunno|skip)$/,
  /^(?:沒有|没有|沒|没|無|无|都可以|都行|都好|沒意見|没意见|沒想法|没想法|沒特別|没特别|沒有特別|没有特别|沒有特別的想法|沒有特別偏好|没有特别偏好|沒有偏好|隨便|随便|無所謂|无所谓|不確定|不确定|不知道|不清楚|還不確定|還不知道|暫時沒有|目前沒有|還沒想到|沒什麼|没什么|沒什麼特別的|沒有什麼特別的?.{0,4}|都不錯|你們建議就好|你們決定就好)(?:耶|喔|欸|啦|呢|吧)?$/,
  /^(?:없어요|없습니다|없어|없음|딱히 없|특별히 없|상관없|상관 없|잘 모르겠|모르겠|아무거나|괜찮아요|다 좋아요|다 괜찮아요|글쎄요|별로 없|아직 없|생각해 본 적 없)/,
];

/**
 * "No preference", "not sure", "none", 沒有 / 都可以 / 沒意見, 없어요 / 상관없어요 / 잘 모르겠어요: the
 * visitor has nothing to add for this question, whatever its kind. The field is skipped, never re-asked.
 */
export function isNoPreference(text: string): boolean {
  const s = bare(text);
  if (s.length > 48) return false;
  const parts = s.split(/\s*[,，、;]\s*/).map((p) => bare(p)).filter(Boolean);
  return parts.length > 0 && parts.every((part) => noPreferencePatterns.some((p) => p.test(part)));
}

const alreadyToldPatterns = [
  /\b(?:i|we)(?:'ve| have)? (?:already )?(?:told|said|mentioned|gave|answered|wrote|explained)\b.*\b(?:already|that|this|it|above|before|earlier|you)\b/,
  /\b(?:already (?:told|said|mentioned|answered|gave)|as i (?:said|mentioned)|see above|mentioned (?:it )?(?:above|earlier|before)|said (?:it )?(?:above|earlier|before))\b/,
  /(?:說過|说过|講過|讲过|提過|提过|回答過|回答过|告訴過|告诉过|寫過|写过|上面(?:有)?(?:寫|写|說|说|提)|剛剛(?:有)?(?:說|说|講|讲|提)|前面(?:有)?(?:說|说|講|讲|提|寫))/,
  /(?:이미 (?:말|얘기|이야기|답|적)|아까 (?:말|얘기|이야기|답|적)|위에 (?:적|썼|말)|말씀드렸|말했잖|얘기했잖|말했는데|말했어요)/,
];

/** "I already told you that" / 我剛剛說過了 / 아까 말했어요: points back to what was said, never a value. */
export function isAlreadyTold(text: string): boolean {
  const s = normalizeAnswer(text);
  if (s.length > 120) return false;
  return alreadyToldPatterns.some((p) => p.test(s));
}

const correctionPatterns = [
  /(?:^|[\s,.!])(?:actually|correction|i meant|i mean|sorry,? (?:i meant|it's|it is|the)|wait|oops|let me correct|to correct|change (?:that|it|the)|update:?|make that|scratch that|not\s+[^,.]+,?\s+but)\b/,
  /(?:其實|其实|更正|修正|說錯|说错|講錯|讲错|搞錯|寫錯|打錯|打错|改成|改為|改为|應該是|应该是|不對|不对|糾正|不是.{1,12}(?:而是|是))/,
  /(?:정정|수정할게|죄송해요,|잠깐만요|수정합니다|잘못 (?:말|적)|사실은|사실 |아니라|아니고|바꿀게|바꿔 ?주세요|다시 말하면)/,
];

/** The visitor corrects something said before ("actually the budget is 1.5 million, not 1.2", 更正, 정정할게요). */
export function hasCorrectionCue(text: string): boolean {
  const s = normalizeAnswer(text);
  return correctionPatterns.some((p) => p.test(s));
}
