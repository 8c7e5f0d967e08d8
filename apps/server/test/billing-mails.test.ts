import { describe, expect, it } from 'vitest';
import { lifecycleMail } from '../src/billing/billing-mails.ts';

// A plan granted until 2027-11-30 is stored as ending at the first instant of the next day.
const granted = { name: 'Mia', genieName: 'lumen', plan: 'professional', subscriptionEnd: new Date('2027-12-01T00:00:00.000Z') };

describe('billing mails', () => {
  it.each([
    ['en-US', 'November 30, 2027', 'December 1, 2027'],
    ['zh-TW', '2027年11月30日', '2027年12月1日'],
    ['ko-KR', '2027년 11월 30일', '2027년 12월 1일'],
  ] as const)('name the last day a granted plan is valid, not the day after (%s)', (language, lastDay, nextDay) => {
    const mail = lifecycleMail({ ...granted, language }, 'activated', 'https://genie.test');
    expect(mail.text).toContain(lastDay);
    expect(mail.text).not.toContain(nextDay);
  });

  it.each([
    ['en-US', 'Professional'],
    ['zh-TW', '您的專業方案已啟用'],
    ['ko-KR', '프로페셔널 요금제'],
  ] as const)('call the plan by its name in the designer’s language (%s)', (language, named) => {
    expect(lifecycleMail({ ...granted, language }, 'activated', 'https://genie.test').text).toContain(named);
  });
});
