import type { Language } from '@genie/contracts';

/** The mail texts per language. Placeholders: {name}, {link}, {hours}, {minutes}, {email}, {plan}, {cycle}. */
export interface MailStrings {
  resetSubject: string;
  resetGreeting: string;
  resetIntro: string;
  resetButton: string;
  resetExpiry: string;
  resetIgnore: string;
  loginLinkSubject: string;
  loginLinkIntro: string;
  loginLinkButton: string;
  loginLinkExpiry: string;
  loginLinkIgnore: string;
  signature: string;
}

export const mailStrings: Record<Language, MailStrings> = {
  'en-US': {
    resetSubject: 'Reset your Genie password',
    resetGreeting: 'Hello {name},',
    resetIntro: 'We received a request to reset the password of your Genie account. Use the link below to choose a new password.',
    resetButton: 'Reset password',
    resetExpiry: 'This link works once and expires in {hours} hour.',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    loginLinkSubject: 'Your Genie sign-in link',
    loginLinkIntro: 'Someone asked for a link to log in to your Genie account without the password. Use the link below to log in.',
    loginLinkButton: 'Log in to Genie',
    loginLinkExpiry: 'This link works once and expires in {minutes} minutes.',
    loginLinkIgnore: 'If you did not ask for this, ignore this e-mail: nobody can log in without the link, and your password stays the same.',
    signature: 'The Genie team',
  },
  'zh-TW': {
    resetSubject: '重設您的 Genie 密碼',
    resetGreeting: '{name} 您好：',
    resetIntro: '我們收到了重設您 Genie 帳號密碼的請求。請點選下方連結設定新密碼。',
    resetButton: '重設密碼',
    resetExpiry: '此連結僅能使用一次，並將於 {hours} 小時後失效。',
    resetIgnore: '如果這不是您提出的請求，請忽略此郵件，您的密碼不會變更。',
    loginLinkSubject: '您的 Genie 登入連結',
    loginLinkIntro: '有人申請了不需密碼即可登入您 Genie 帳號的連結。請點選下方連結登入。',
    loginLinkButton: '登入 Genie',
    loginLinkExpiry: '此連結僅能使用一次，並將於 {minutes} 分鐘後失效。',
    loginLinkIgnore: '如果這不是您提出的請求，請忽略此郵件：沒有此連結就無法登入，您的密碼也不會變更。',
    signature: 'Genie 團隊',
  },
  'ko-KR': {
    resetSubject: 'Genie 비밀번호 재설정',
    resetGreeting: '{name}님, 안녕하세요.',
    resetIntro: 'Genie 계정의 비밀번호 재설정 요청을 받았습니다. 아래 링크를 눌러 새 비밀번호를 설정하세요.',
    resetButton: '비밀번호 재설정',
    resetExpiry: '이 링크는 한 번만 사용할 수 있으며 {hours}시간 후에 만료됩니다.',
    resetIgnore: '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 변경되지 않습니다.',
    loginLinkSubject: 'Genie 로그인 링크',
    loginLinkIntro: '비밀번호 없이 Genie 계정에 로그인할 수 있는 링크가 요청되었습니다. 아래 링크를 눌러 로그인하세요.',
    loginLinkButton: 'Genie에 로그인',
    loginLinkExpiry: '이 링크는 한 번만 사용할 수 있으며 {minutes}분 후에 만료됩니다.',
    loginLinkIgnore: '요청하지 않으셨다면 이 메일을 무시하세요. 링크 없이는 아무도 로그인할 수 없으며 비밀번호는 변경되지 않습니다.',
    signature: 'Genie 팀',
  },
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
