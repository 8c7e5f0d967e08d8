import { describe, expect, it } from 'vitest';
import { reasonForTheProject } from './reason-for-the-project.ts';

describe('reasonForTheProject', () => {
  it.each([
    ['a cause that ends the reason', '지금은 주문을 DM으로만 받는데 주문을 놓친 적이 몇 번 있어서, 홈페이지를 만들고 싶어요', '지금은 주문을 DM으로만 받는데 주문을 놓친 적이 몇 번 있어서'],
    ['a cause that starts the wish', 'Every order comes in by phone and we lose half of them, so I want a website.', 'Every order comes in by phone and we lose half of them'],
    ['a cause said after the wish', 'I want a new website because nobody can find our opening hours on the old one.', 'nobody can find our opening hours on the old one'],
    ['the setback after a turn', 'I restore furniture. I sell on Etsy, but the fees eat 15% and every evening goes to messages. I want my own online shop.', 'the fees eat 15% and every evening goes to messages'],
    ['a setback just before the wish', '現在客人都從IG私訊預約，常常一個時段被兩組人約走😭 想做一個可以線上預約的網站', '現在客人都從IG私訊預約，常常一個時段被兩組人約走'],
    ['the reason cut where it ends, in the words as written ("㎡" kept)', '가게가 33㎡라서 주문을 놓친 적이 있어서, 홈페이지를 만들고 싶어요', '가게가 33㎡라서 주문을 놓친 적이 있어서'],
  ])('finds %s', (_, text, reason) => {
    expect(reasonForTheProject(text, 'website')).toBe(reason);
  });

  it.each([
    ['no wish for the project', 'I run a bakery in Tainan. Every morning we sell out by ten.'],
    ['a wish with no reason', 'I run a bakery in Tainan and I want a website for it.'],
    ['a cause after the project, which is why they wrote', '홈페이지를 만들고 싶어서, 연락드렸어요'],
    ['the project of another type', 'Every order comes in by phone, so I want a new logo.'],
  ])('finds nothing in %s', (_, text) => {
    expect(reasonForTheProject(text, 'website')).toBeNull();
  });
});
