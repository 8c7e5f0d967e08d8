import type { Language } from '@genie/contracts';
import { isLanguage } from '@genie/contracts';
import type { UsageCounterKind } from '@genie/core';
import { escapeHtml, mailLayout } from '../mail/templates/html.ts';

export type LifecycleMailKind = 'trial_ends_7d' | 'trial_ends_1d' | 'payment_failed' | 'expired' | 'renewed' | 'activated';

type Strings = Record<LifecycleMailKind, { subject: string; body: string }> & {
  greeting: string;
  button: string;
  signature: string;
  usage: Record<80 | 100, { subject: string; body: string }>;
  counters: Record<UsageCounterKind, string>;
};

/** Billing e-mails in the designer's language; {plan}, {date}, {counter}, {used}, {limit} are filled in. */
const strings: Record<Language, Strings> = {
  'en-US': {
    greeting: 'Hello {name},',
    button: 'Open your plan',
    signature: 'The Genie team',
    trial_ends_7d: { subject: 'Your free trial ends in 7 days', body: 'Your free trial of the {plan} plan ends on {date}. Choose a plan to keep your genie, AI suggestions and visual features running without a break.' },
    trial_ends_1d: { subject: 'Your free trial ends tomorrow', body: 'Your free trial of the {plan} plan ends on {date}. Choose a plan today to keep everything running.' },
    payment_failed: { subject: 'Your payment did not go through', body: 'We could not charge your card for the {plan} plan. Please update your payment method; your plan keeps working while the payment is retried.' },
    expired: { subject: 'Your subscription has expired', body: 'Your subscription has expired. Your genie still captures new leads and you can read them, but Visual Inspiration and the other paid features are locked until you choose a plan.' },
    renewed: { subject: 'Your subscription was renewed', body: 'Thank you! Your {plan} plan was renewed and now runs until {date}.' },
    activated: { subject: 'Your plan is active', body: 'Thank you! Your {plan} plan is active until {date}.' },
    usage: {
      80: { subject: 'You have used 80% of your plan\'s {counter}', body: 'You have used {used} of {limit} {counter} in this billing period. Over the limit your genie keeps working: it switches to the built-in interviewer, and new requests are still captured and flagged.' },
      100: { subject: 'You have reached your plan\'s {counter} limit', body: 'You have used {used} of {limit} {counter} in this billing period. Your genie keeps working: it uses the built-in interviewer, and new requests are still captured and flagged "over plan limit". Upgrade to raise the limit.' },
    },
    counters: { messages: 'visitor messages', project_requests: 'project requests', images: 'studio images' },
  },
  'zh-TW': {
    greeting: '{name} 您好，',
    button: '查看您的方案',
    signature: 'Genie 團隊',
    trial_ends_7d: { subject: '您的免費試用將於 7 天後結束', body: '您的 {plan} 方案免費試用將於 {date} 結束。請選擇方案，讓您的 Genie、AI 建議與視覺功能不中斷。' },
    trial_ends_1d: { subject: '您的免費試用將於明天結束', body: '您的 {plan} 方案免費試用將於 {date} 結束。請於今天選擇方案，讓一切持續運作。' },
    payment_failed: { subject: '您的付款未成功', body: '我們無法以您的卡片支付 {plan} 方案的費用。請更新付款方式；在重新扣款期間，您的方案仍可正常使用。' },
    expired: { subject: '您的訂閱已到期', body: '您的訂閱已到期。您的 Genie 仍會收集新的潛在客戶，您也可以查看，但視覺靈感等付費功能將鎖定，直到您選擇方案。' },
    renewed: { subject: '您的訂閱已續訂', body: '感謝您！您的 {plan} 方案已續訂，有效期限至 {date}。' },
    activated: { subject: '您的方案已啟用', body: '感謝您！您的 {plan} 方案已啟用，有效期限至 {date}。' },
    usage: {
      80: { subject: '您已使用方案 80% 的{counter}', body: '本計費期間您已使用 {limit} 則{counter}中的 {used} 則。超過上限後 Genie 仍會運作：改用內建訪談，新的需求仍會收集並標示。' },
      100: { subject: '您已達到方案的{counter}上限', body: '本計費期間您已使用 {limit} 則{counter}中的 {used} 則。Genie 仍會運作：改用內建訪談，新的需求仍會收集並標示「超出方案上限」。升級方案即可提高上限。' },
    },
    counters: { messages: '訪客訊息', project_requests: '專案需求', images: '工作室圖片' },
  },
  'ko-KR': {
    greeting: '{name}님, 안녕하세요.',
    button: '요금제 보기',
    signature: 'Genie 팀',
    trial_ends_7d: { subject: '무료 체험이 7일 후 종료됩니다', body: '{plan} 요금제 무료 체험이 {date}에 종료됩니다. 요금제를 선택하시면 Genie, AI 제안, 비주얼 기능을 끊김 없이 사용할 수 있습니다.' },
    trial_ends_1d: { subject: '무료 체험이 내일 종료됩니다', body: '{plan} 요금제 무료 체험이 {date}에 종료됩니다. 오늘 요금제를 선택해 계속 이용하세요.' },
    payment_failed: { subject: '결제가 완료되지 않았습니다', body: '{plan} 요금제 결제에 실패했습니다. 결제 수단을 업데이트해 주세요. 결제를 다시 시도하는 동안 요금제는 계속 사용할 수 있습니다.' },
    expired: { subject: '구독이 만료되었습니다', body: '구독이 만료되었습니다. Genie는 계속 새 잠재 고객을 받고 내용을 볼 수 있지만, 비주얼 인스피레이션 등 유료 기능은 요금제를 선택할 때까지 잠깁니다.' },
    renewed: { subject: '구독이 갱신되었습니다', body: '감사합니다! {plan} 요금제가 갱신되어 {date}까지 이용할 수 있습니다.' },
    activated: { subject: '요금제가 활성화되었습니다', body: '감사합니다! {plan} 요금제가 {date}까지 활성화되었습니다.' },
    usage: {
      80: { subject: '요금제 {counter}의 80%를 사용했습니다', body: '이번 결제 기간에 {counter} {limit}건 중 {used}건을 사용했습니다. 한도를 넘어도 Genie는 계속 작동합니다. 내장 인터뷰로 전환되고 새 요청도 계속 받아 표시합니다.' },
      100: { subject: '요금제 {counter} 한도에 도달했습니다', body: '이번 결제 기간에 {counter} {limit}건 중 {used}건을 사용했습니다. Genie는 계속 작동합니다. 내장 인터뷰를 사용하며 새 요청도 받아 "요금제 한도 초과"로 표시합니다. 업그레이드하면 한도가 늘어납니다.' },
    },
    counters: { messages: '방문자 메시지', project_requests: '프로젝트 요청', images: '스튜디오 이미지' },
  },
};

const planNames: Record<Language, Record<string, string>> = {
  'en-US': { starter: 'Starter', professional: 'Professional', master: 'Master' },
  'zh-TW': { starter: 'Starter', professional: 'Professional', master: 'Master' },
  'ko-KR': { starter: 'Starter', professional: 'Professional', master: 'Master' },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

function render(language: Language, name: string, subject: string, body: string, link: string) {
  const s = strings[language];
  const greeting = fill(s.greeting, { name });
  const text = [greeting, '', body, '', link, '', s.signature].join('\n');
  const html = mailLayout(
    language,
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p style="margin:28px 0;"><a href="${escapeHtml(link)}" style="background:#8b7dbe;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;">${escapeHtml(s.button)}</a></p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return { subject, text, html };
}

export interface MailDesigner {
  language: string;
  name: string;
  genieName: string;
  plan: string;
  subscriptionEnd: Date;
}

const languageOf = (d: MailDesigner): Language => (isLanguage(d.language) ? d.language : 'en-US');
const dateOf = (d: Date, language: Language) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(d);

export function lifecycleMail(designer: MailDesigner, kind: LifecycleMailKind, publicUrl: string) {
  const language = languageOf(designer);
  const s = strings[language][kind];
  const values = { plan: planNames[language][designer.plan] ?? designer.plan, date: dateOf(designer.subscriptionEnd, language) };
  const link = `${publicUrl}/${kind === 'renewed' || kind === 'activated' ? 'account' : 'choosing_plan'}`;
  return render(language, designer.name || designer.genieName, fill(s.subject, values), fill(s.body, values), link);
}

export function usageWarningMail(designer: MailDesigner, input: { kind: UsageCounterKind; threshold: 80 | 100; used: number; limit: number }, publicUrl: string) {
  const language = languageOf(designer);
  const s = strings[language];
  const values = { counter: s.counters[input.kind], used: input.used.toLocaleString(language), limit: input.limit.toLocaleString(language) };
  return render(language, designer.name || designer.genieName, fill(s.usage[input.threshold].subject, values), fill(s.usage[input.threshold].body, values), `${publicUrl}/account`);
}
