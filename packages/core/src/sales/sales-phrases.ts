import type { Language, ProjectType } from '@genie/contracts';
import type { Localized } from '../styles/localized.ts';

/**
 * The sales e-mail's wording in the three languages. Korean lines keep variable words before a colon or
 * before particles that fit any word (에, 님), as the suggestions' phrases do.
 */
const l = (en: string, zh: string, ko: string): Localized => ({ 'en-US': en, 'zh-TW': zh, 'ko-KR': ko });

/** The project as the mail names it ("your home interior"). */
export const projectInMail: Readonly<Record<ProjectType, Localized>> = {
  brand_design: l('brand identity', '品牌設計', '브랜드 디자인'),
  packaging_design: l('packaging design', '包裝設計', '패키지 디자인'),
  website: l('website', '網站', '웹사이트'),
  commercial_space: l('commercial interior', '商業空間設計', '상업 공간 인테리어'),
  exhibition_space: l('exhibition booth', '展覽空間設計', '전시 부스 디자인'),
  residential_space: l('home interior', '居家空間設計', '주거 공간 인테리어'),
  other: l('design project', '設計專案', '디자인 프로젝트'),
};

export const mailPhrases = {
  subject: (project: string, studio: string) => l(`Your ${project}: next steps with ${studio}`, `關於您的${project}：${studio} 的下一步建議`, `${studio}: ${project} 상담 안내`),
  greeting: (name: string) => l(`Dear ${name},`, `${name} 您好：`, `${name}님, 안녕하세요.`),
  greetingNoName: l('Hello,', '您好：', '안녕하세요.'),
  thanks: (project: string) => l(`Thank you for telling us about your ${project}.`, `感謝您與我們分享${project}的想法。`, `${project}에 대해 자세히 알려 주셔서 감사합니다.`),
  recapIntro: l('Here is what we understood so far:', '以下是我們目前了解的重點：', '지금까지 이해한 내용은 다음과 같습니다.'),
  size: l('Size', '面積', '면적'),
  budget: l('Budget', '預算', '예산'),
  timing: l('Timing', '時程', '일정'),
  style: l('Style', '風格', '스타일'),
  location: l('Location', '地點', '위치'),
  goal: l('What matters to you', '您最在意的', '중요하게 생각하시는 점'),
  askIntro: l('To prepare a first proposal, could you also tell us:', '為了準備初步提案，想再請教您：', '첫 제안을 준비할 수 있도록 다음 내용도 알려 주시겠어요?'),
  callSoon: l(
    'We know the timing matters to you, so we suggest a short call this week to agree on the next steps.',
    '我們知道時程對您很重要，建議本週安排一次簡短的通話，確認接下來的步驟。',
    '일정이 중요하신 만큼 이번 주 안에 짧게 통화하며 다음 단계를 정하면 좋겠습니다.',
  ),
  call: l(
    'Would you have time for a short call in the coming days to talk it through?',
    '近期是否方便安排一次簡短的通話，一起討論細節？',
    '가까운 시일 내에 짧게 통화하며 자세히 이야기 나눌 수 있을까요?',
  ),
  reply: l('Simply reply to this e-mail and we will find a time that suits you.', '直接回覆這封信即可，我們會配合您方便的時間。', '이 메일에 회신해 주시면 편하신 시간에 맞추겠습니다.'),
  closing: (studio: string) => l(`Best regards,\n${studio}`, `敬祝 順心\n${studio}`, `감사합니다.\n${studio} 드림`),
};

export const colonOf = (language: Language) => (language === 'zh-TW' ? '：' : ': ');
