import type { BriefFieldId, Language, ProjectType } from '@genie/contracts';
import type { InterviewField } from './catalogue.ts';
import type { Localized } from './fields.ts';

/** How the conversation names each project type ("your {label} project"). */
export const projectTypeLabels: Readonly<Record<ProjectType, Localized>> = {
  brand_design: { 'en-US': 'brand design', 'zh-TW': '品牌設計', 'ko-KR': '브랜드 디자인' },
  packaging_design: { 'en-US': 'packaging design', 'zh-TW': '包裝設計', 'ko-KR': '패키지 디자인' },
  website: { 'en-US': 'website', 'zh-TW': '網站', 'ko-KR': '웹사이트' },
  commercial_space: { 'en-US': 'commercial space', 'zh-TW': '商業空間', 'ko-KR': '상업 공간' },
  exhibition_space: { 'en-US': 'exhibition space', 'zh-TW': '展覽空間', 'ko-KR': '전시 공간' },
  residential_space: { 'en-US': 'home', 'zh-TW': '居家空間', 'ko-KR': '주거 공간' },
  other: { 'en-US': 'design', 'zh-TW': '設計', 'ko-KR': '디자인' },
};

export function introduction(language: Language, projectType: ProjectType): string {
  const type = projectTypeLabels[projectType][language];
  return {
    'en-US': `I'll ask you a few questions about your ${type} project; it takes about 10 minutes. You can skip any question, or go back to change an answer.`,
    'zh-TW': `接下來我會問您幾個關於${type}專案的問題，大約需要 10 分鐘。任何問題都可以跳過，也可以回到上一題修改答案。`,
    'ko-KR': `${type} 프로젝트에 대해 몇 가지 여쭤볼게요. 10분 정도 걸리고, 어떤 질문이든 건너뛰거나 이전 질문으로 돌아가 답을 바꾸실 수 있어요.`,
  }[language];
}

/** A name inside Chinese text: spaced off only where it begins or ends in Latin letters ("我是 Studio Lumen 的"). */
function inChinese(name: string): string {
  const latinStart = /^[A-Za-z0-9]/.test(name) ? ' ' : '';
  const latinEnd = /[A-Za-z0-9.]$/.test(name) ? ' ' : '';
  return `${latinStart}${name}${latinEnd}`;
}

export function defaultWelcome(language: Language, teamName: string): string {
  if (!teamName) {
    return {
      'en-US': "Hi, welcome! I'm the design assistant here.",
      'zh-TW': '您好，歡迎！我是這裡的設計助理。',
      'ko-KR': '안녕하세요, 반갑습니다! 저는 이곳의 디자인 어시스턴트예요.',
    }[language];
  }
  return {
    'en-US': `Hi, welcome! I'm the design assistant for ${teamName}.`,
    'zh-TW': `您好，歡迎！我是${inChinese(teamName)}的設計助理。`,
    'ko-KR': `안녕하세요, 반갑습니다! 저는 ${teamName}의 디자인 어시스턴트예요.`,
  }[language];
}

/** The genie's last words in the conversation: what comes next is the reference rounds, or (a flow without them) the brief. */
export function closingText(language: Language, teamName: string, referenceRounds = true): string {
  const team = teamName || { 'en-US': 'the designer', 'zh-TW': '設計師', 'ko-KR': '디자이너' }[language];
  const thanks = {
    'en-US': `Thank you so much, that's everything ${team} needs for now! `,
    'zh-TW': `非常感謝您！${inChinese(team).trimStart()}需要的資訊都收集好了。`,
    'ko-KR': `정말 감사합니다! ${team}에 필요한 내용은 모두 받았어요. `,
  }[language];
  const next = referenceRounds
    ? {
        'en-US': "Next, you'll see a few sets of reference images: just pick the ones you like best, and then you can review your design brief.",
        'zh-TW': '接下來會請您瀏覽幾組參考圖片，挑選最喜歡的，之後就能確認您的設計需求簡報。',
        'ko-KR': '다음으로 몇 가지 참고 이미지 중 마음에 드는 것을 골라 주시면, 디자인 브리프를 확인하실 수 있어요.',
      }
    : {
        'en-US': 'Next, you can review your design brief.',
        'zh-TW': '接下來就能確認您的設計需求簡報。',
        'ko-KR': '이제 디자인 브리프를 확인하실 수 있어요.',
      };
  return thanks + next[language];
}

export function revisitLeadIn(language: Language): string {
  return {
    'en-US': "Sure, let's go back to this one.",
    'zh-TW': '好的，我們回到這一題。',
    'ko-KR': '네, 이 질문으로 다시 돌아갈게요.',
  }[language];
}

export function previousAnswerNote(language: Language, raw: string): string {
  return {
    'en-US': `(Your earlier answer: "${raw}")`,
    'zh-TW': `（您先前的回答：「${raw}」）`,
    'ko-KR': `(이전 답변: "${raw}")`,
  }[language];
}

const skipTail: Localized = {
  'en-US': "Or tap skip if you'd rather not answer.",
  'zh-TW': '如果不想回答，也可以點「跳過」。',
  'ko-KR': '답하기 어려우시면 "건너뛰기"를 눌러 주세요.',
};

function formatExample(field: InterviewField, language: Language): string {
  if (field.hint) return field.hint[language];
  switch (field.quantity) {
    case 'area':
      return { 'en-US': 'For example "30 ping", "85 m²" or "900 sq ft".', 'zh-TW': '例如「30坪」或「85平方公尺」。', 'ko-KR': '예: "25평", "85㎡"' }[language];
    case 'distance':
      return { 'en-US': 'For example "15 km" or "30 minutes by car".', 'zh-TW': '例如「15公里」或「開車30分鐘」。', 'ko-KR': '예: "15km", "차로 30분"' }[language];
    case 'age':
      return { 'en-US': 'For example "15 years" or "new".', 'zh-TW': '例如「15年」或「新成屋」。', 'ko-KR': '예: "15년", "신축"' }[language];
    default:
      return { 'en-US': 'For example "2 times".', 'zh-TW': '例如「2次」。', 'ko-KR': '예: "2번"' }[language];
  }
}

function numberedOptions(field: InterviewField, language: Language): string {
  return (field.options ?? []).map((o, i) => `${i + 1}. ${o.label[language]}`).join(language === 'zh-TW' ? '　' : '  ');
}

/** The clarification asked after an answer that could not be read as the field's kind. */
export function reaskText(field: InterviewField, language: Language): string {
  let body: string;
  switch (field.kind) {
    case 'date':
      body = {
        'en-US': "Sorry, I couldn't read that as a date. Could you give me a date or a rough timeframe?",
        'zh-TW': '抱歉，我沒有看懂這個日期。可以給我一個日期或大概的時間嗎？',
        'ko-KR': '죄송해요, 날짜를 이해하지 못했어요. 날짜나 대략적인 시기를 알려 주시겠어요?',
      }[language];
      body += ` ${field.hint?.[language] ?? ''}`;
      break;
    case 'money':
      body = {
        'en-US': "Sorry, I couldn't find an amount there. Could you give me a rough figure, with the currency if you like?",
        'zh-TW': '抱歉，我沒有找到金額。可以告訴我大概的數字嗎？也可以加上幣別。',
        'ko-KR': '죄송해요, 금액을 찾지 못했어요. 대략적인 금액을 알려 주시겠어요? 통화를 함께 적어 주셔도 좋아요.',
      }[language];
      body += ` ${field.hint?.[language] ?? ''}`;
      break;
    case 'number_with_unit':
      body = {
        'en-US': "Sorry, I couldn't find a number there. Could you give me a number, with its unit?",
        'zh-TW': '抱歉，我沒有找到數字。可以告訴我數字和單位嗎？',
        'ko-KR': '죄송해요, 숫자를 찾지 못했어요. 숫자와 단위를 함께 알려 주시겠어요?',
      }[language];
      body += ` ${formatExample(field, language)}`;
      break;
    case 'yes_no':
      body = {
        'en-US': "Sorry, I didn't quite catch that. A simple yes or no is perfect.",
        'zh-TW': '抱歉，我不太確定您的意思，回答「是」或「否」就可以了。',
        'ko-KR': '죄송해요, 잘 이해하지 못했어요. "네" 또는 "아니요"로 답해 주시면 돼요.',
      }[language];
      break;
    case 'choice':
      body = (field.multiple
        ? {
            'en-US': 'Sorry, I didn\'t catch which ones you mean. Please pick one or more of these (typing the numbers is fine):',
            'zh-TW': '抱歉，我不確定您選的是哪些。請從以下選項中選擇一個或多個（輸入編號也可以）：',
            'ko-KR': '죄송해요, 어떤 것을 고르셨는지 모르겠어요. 아래에서 하나 이상 골라 주세요 (번호만 입력하셔도 돼요):',
          }
        : {
            'en-US': "Sorry, I didn't catch which one you mean. Please pick one of these (typing the number is fine):",
            'zh-TW': '抱歉，我不確定您選的是哪一個。請從以下選項中選擇（輸入編號也可以）：',
            'ko-KR': '죄송해요, 어떤 것을 고르셨는지 모르겠어요. 아래에서 골라 주세요 (번호만 입력하셔도 돼요):',
          })[language];
      body += ` ${numberedOptions(field, language)}`;
      break;
    case 'list':
      body = {
        'en-US': 'Could you list them for me, separated by commas?',
        'zh-TW': '可以用逗號或頓號分隔，把它們列出來嗎？',
        'ko-KR': '쉼표로 구분해서 적어 주시겠어요?',
      }[language];
      if (field.hint) body += ` ${field.hint[language]}`;
      break;
    case 'free_text':
      body = {
        'en-US': 'Could you tell me a little more, in a few words?',
        'zh-TW': '可以再多說一點嗎？幾個字就好。',
        'ko-KR': '조금만 더 자세히 말씀해 주시겠어요? 몇 단어면 충분해요.',
      }[language];
      break;
  }
  return `${body.trim()} ${skipTail[language]}`;
}

/** When the visitor asks what the question means: the question again, with an example. */
export function helpText(field: InterviewField, language: Language): string {
  const lead = { 'en-US': 'Of course!', 'zh-TW': '沒問題！', 'ko-KR': '물론이죠!' }[language];
  const example =
    field.kind === 'choice'
      ? numberedOptions(field, language)
      : field.hint?.[language] ?? (field.kind === 'number_with_unit' ? formatExample(field, language) : '');
  return [lead, field.question[language], example, skipTail[language]].filter(Boolean).join(' ');
}

/**
 * What the genie says, sentence after sentence: a space between them, but none after a Chinese full stop ("已記下：台東。
 * 請介紹一下…" reads "已記下：台東。請介紹一下…").
 */
export function saidTogether(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .reduce((said, part) => (!said ? part : /[。！？：]$/u.test(said) && /^[\p{Script=Han}「（]/u.test(part) ? `${said}${part}` : `${said} ${part}`), '');
}

/** Said when the visitor leaves a topic for later or to someone else ("budget I need to check with my partner"). */
export function laterIsFine(language: Language): string {
  return {
    'en-US': 'No rush, you can tell me later.',
    'zh-TW': '沒關係，之後再告訴我就好。',
    'ko-KR': '괜찮아요, 나중에 알려 주셔도 돼요.',
  }[language];
}

/** Said to a reply that only says where its answer is ("it's all on my Pinterest board, I'll send it"): the genie asks for it here. */
export function pasteItHere(language: Language): string {
  return {
    'en-US': "Noted. When you have it to hand, paste the link or the details here and I'll add them to your brief.",
    'zh-TW': '好的，記下了。找到的話，直接把連結或內容貼在這裡，我會幫你加進需求單。',
    'ko-KR': '알겠어요. 찾으시면 링크나 내용을 여기에 붙여 주세요. 브리프에 추가해 둘게요.',
  }[language];
}

/** Said to a message cut off mid-sentence ("the space is about"): the genie waits for the rest. */
export function goOn(language: Language): string {
  return {
    'en-US': "Go on, I'm listening.",
    'zh-TW': '請繼續說，我在聽。',
    'ko-KR': '네, 이어서 말씀해 주세요.',
  }[language];
}

/** Said when the visitor is called away for a moment ("one sec"): the question waits for them. */
export function takeYourTime(language: Language): string {
  return {
    'en-US': "No rush, take your time. I'll be right here.",
    'zh-TW': '沒關係，您慢慢來，我在這裡等您。',
    'ko-KR': '천천히 하세요. 여기서 기다리고 있을게요.',
  }[language];
}

/** The opening question again, when the visitor's first message only said hello and what they would like designed. */
export function openingFollowUp(language: Language, question: string): string {
  return {
    'en-US': `Happy to help! ${question}`,
    'zh-TW': `很樂意協助您！${question}`,
    'ko-KR': `네, 기꺼이 도와드릴게요! ${question}`,
  }[language];
}

export function emptyAnswerText(language: Language): string {
  return {
    'en-US': "I didn't receive an answer. Could you type a reply, or tap skip?",
    'zh-TW': '我沒有收到您的回答，可以輸入回覆，或點「跳過」。',
    'ko-KR': '답변이 입력되지 않았어요. 답을 적어 주시거나 "건너뛰기"를 눌러 주세요.',
  }[language];
}

const freeTextAcks: Localized[] = [
  { 'en-US': "Thank you, that's really helpful.", 'zh-TW': '謝謝您，這很有幫助。', 'ko-KR': '감사합니다, 많은 도움이 돼요.' },
  { 'en-US': 'Got it, thanks.', 'zh-TW': '好的，了解了。', 'ko-KR': '네, 잘 알겠습니다.' },
  { 'en-US': 'Noted, thank you.', 'zh-TW': '收到，謝謝您。', 'ko-KR': '알겠어요, 감사합니다.' },
  { 'en-US': 'Thanks for sharing that.', 'zh-TW': '謝謝您的分享。', 'ko-KR': '말씀해 주셔서 감사해요.' },
];

/** A short acknowledgement; structured answers are echoed back so a misreading can be corrected. */
/** A yes or a no said back as what it means for the project ("Got it: no help with the trademark needed."), per yes/no field. */
const yesNoEchoes: Partial<Record<BriefFieldId, Record<'yes' | 'no', Localized>>> = {
  need_registration_assistance: {
    yes: { 'en-US': "you'd like our help with the trademark", 'zh-TW': '需要協助商標註冊', 'ko-KR': '상표 등록 도움이 필요하세요' },
    no: { 'en-US': 'no help with the trademark needed', 'zh-TW': '不需要協助商標註冊', 'ko-KR': '상표 등록 도움은 필요 없으세요' },
  },
};

/** The words a yes or a no is said back with, for a yes/no field that has them; null otherwise. */
export function yesNoEcho(fieldId: BriefFieldId, yes: boolean, language: Language): string | null {
  return yesNoEchoes[fieldId]?.[yes ? 'yes' : 'no'][language] ?? null;
}

export function acknowledgement(language: Language, turn: number, echo: string | null): string {
  if (echo === null) return freeTextAcks[turn % freeTextAcks.length]![language];
  const lead = [
    { 'en-US': 'Got it', 'zh-TW': '好的', 'ko-KR': '네' },
    { 'en-US': 'Noted', 'zh-TW': '了解', 'ko-KR': '알겠습니다' },
    { 'en-US': 'Thank you', 'zh-TW': '收到', 'ko-KR': '감사합니다' },
  ][turn % 3]![language];
  return {
    'en-US': `${lead}: ${echo}.`,
    'zh-TW': `${lead}，已記下：${echo}。`,
    'ko-KR': `${lead}. 이렇게 적어 둘게요: ${echo}`,
  }[language];
}

export function skippedAcknowledgement(language: Language): string {
  return { 'en-US': "No problem, let's move on.", 'zh-TW': '沒問題，我們繼續。', 'ko-KR': '괜찮아요, 다음으로 넘어갈게요.' }[language];
}

export function rawAcceptedAcknowledgement(language: Language): string {
  return {
    'en-US': "Thank you, I'll pass that on to the designer just as you wrote it.",
    'zh-TW': '謝謝您，我會照您寫的內容轉達給設計師。',
    'ko-KR': '감사합니다. 적어 주신 그대로 디자이너에게 전달할게요.',
  }[language];
}

/**
 * A question the visitor asked the designer (about cost, timing, what the studio does): the genie does not answer for
 * the studio; the designer reads it in the conversation, which comes with the brief.
 */
export function questionForDesigner(language: Language, teamName: string): string {
  return {
    'en-US': `Good question: ${teamName} will answer it when they get in touch, as they read our whole conversation.`,
    'zh-TW': `好問題！${teamName}會看到我們完整的對話，聯絡您時會回答這個問題。`,
    'ko-KR': `좋은 질문이에요. ${teamName}에서 대화 내용을 모두 보고 연락드릴 때 답해 드릴 거예요.`,
  }[language];
}

export const chipLabels = {
  yes: { 'en-US': 'Yes', 'zh-TW': '是', 'ko-KR': '네' },
  no: { 'en-US': 'No', 'zh-TW': '否', 'ko-KR': '아니요' },
} satisfies Record<string, Localized>;
