import { describe, expect, it } from 'vitest';
import { languages, projectTypes, type InterviewState, type Language, type ProjectType } from '@genie/contracts';
import { answer, createInterview, nextQuestion } from '../engine.ts';

const NOW = Date.parse('2026-01-20T02:00:00Z');
const at = (turn: number) => new Date(NOW + turn * 20_000);

function start(projectType: ProjectType = 'residential_space', language: Language = 'en-US'): InterviewState {
  return createInterview({ projectType, language, designer: { teamName: 'Studio Lumen' }, options: { utcOffsetMinutes: 480 } });
}

/** Plays the messages in order, whatever is asked. */
function play(messages: string[], state = start()): InterviewState {
  return messages.reduce((s, m, i) => answer(s, m, at(i)).state, state);
}

describe('the genie listens to every message for every field', () => {
  it('files the facts of a story told in the visitor’s own order, and says what it noted', () => {
    const result = answer(start(), "We just bought a 30-year-old apartment in Taipei, about 85 square meters. It's 3 bedrooms and 2 bathrooms.", at(0));

    const answers = result.state.answers;
    expect(answers.property_category?.value).toEqual({ kind: 'choice', selected: ['apartment'] });
    expect(answers.age?.value).toMatchObject({ kind: 'number_with_unit', amount: 30, unit: 'years' });
    expect(answers.space_size?.value).toMatchObject({ kind: 'number_with_unit', amount: 85, unit: 'm2' });
    expect(answers.address?.value).toMatchObject({ text: expect.stringContaining('Taipei') });
    expect(answers.layout?.value).toMatchObject({ text: expect.stringContaining('3 bedrooms and 2 bathrooms') });
    expect(answers.age?.source).toContain('85 square meters');
    expect(result.outcome.type === 'parsed' && result.outcome.acknowledgement).toMatch(/^Noted: .*built 30 years ago.*apartment.*85 m²/);
    const asked = nextQuestion(result.state)!.fieldId;
    expect(['property_category', 'layout', 'age', 'space_size', 'address']).not.toContain(asked);
  });

  it('never reads people as an age: "Two adults, a newborn soon, and a cat" under the age question', () => {
    let s = play(['We are renovating our home.']);
    s = { ...s, answers: { ...s.answers, property_category: { raw: 'apartment', value: { kind: 'choice', selected: ['apartment'] }, skipped: false, answeredAt: at(1).toISOString() } } };
    while (nextQuestion(s)!.fieldId !== 'age') s = answer(s, '3 bedrooms', at(2)).state;
    const result = answer(s, 'Two adults, a newborn soon, and a cat', at(3));

    expect(result.state.answers.age).toBeUndefined();
    expect(result.state.answers.target_audience?.value).toMatchObject({ text: 'Two adults, a newborn soon, and a cat' });
    // The age question is set aside, not asked again at once: it comes back after the other open questions.
    expect(result.outcome).toMatchObject({ type: 'needs_clarification', fieldId: 'age', reason: 'elsewhere' });
    expect(result.outcome.type === 'needs_clarification' && result.outcome.reask).not.toContain('How old is the property?');
    expect(nextQuestion(result.state)!.fieldId).not.toBe('age');
  });

  it('files a budget and a move-in date given under another question, instead of forcing them into it', () => {
    const s = play(['We are renovating our home.']);
    expect(nextQuestion(s)!.fieldId).toBe('property_category');
    const result = answer(s, "Budget is around 1.5 million NTD, and we'd love to move in by March 2027.", at(1));

    expect(result.state.answers.property_category).toBeUndefined();
    expect(result.state.answers.budget?.value).toMatchObject({ kind: 'money', amount: 1_500_000, currency: 'TWD' });
    expect(result.state.answers.move_in_date?.value).toMatchObject({ kind: 'date', date: '2027-03-01', relation: 'by' });
    // The question talked past is set aside and comes back once the others are asked; never asked in a loop.
    let later = result.state;
    expect(nextQuestion(later)!.fieldId).not.toBe('property_category');
    while (nextQuestion(later) && nextQuestion(later)!.fieldId !== 'property_category') later = answer(later, 'No particular preference', at(later.turns + 2)).state;
    expect(nextQuestion(later)?.fieldId).toBe('property_category');
    const again = answer(later, 'Move-in by March 2027, as we want.', at(40));
    expect(nextQuestion(again.state)?.fieldId).not.toBe('property_category');
  });

  it.each([
    ['en-US', 'No particular preference'],
    ['zh-TW', '都可以'],
    ['ko-KR', '상관없어요'],
  ] as const)('skips any kind of question on "no preference" in %s, never asking it again', (language, words) => {
    let s = start('commercial_space', language);
    s = play(['x'.repeat(3)], s);
    for (const id of ['space_size', 'budget', 'opening_date'] as const) {
      while (nextQuestion(s)!.fieldId !== id) s = answer(s, words, at(s.turns)).state;
      const result = answer(s, words, at(s.turns));
      expect(result.outcome, id).toMatchObject({ type: 'skipped', fieldId: id });
      s = result.state;
      expect(nextQuestion(s)?.fieldId).not.toBe(id);
    }
  });

  it('applies a correction at any time, without filing it under the question on screen', () => {
    const s = play(['We bought an old apartment.', 'Budget is 1.2 million TWD.']);
    const asked = nextQuestion(s)!.fieldId;
    const result = answer(s, 'Oh wait, actually the budget is 1.5 million TWD, not 1.2', at(2));

    expect(result.state.answers.budget?.value).toMatchObject({ kind: 'money', amount: 1_500_000, currency: 'TWD' });
    expect(result.state.answers[asked]).toBeUndefined();
    expect(result.outcome.type === 'needs_clarification' && result.outcome.reask).toMatch(/^Updated: budget NT\$1,500,000/);
  });

  it('looks back on "I already told you that", and never files those words', () => {
    const s = play(["We're a couple renovating a 25-year-old flat in Tainan. We'd like to move in by June."]);
    let state = s;
    while (nextQuestion(state)!.fieldId !== 'space_size') state = answer(state, 'No particular preference', at(state.turns)).state;
    const result = answer(state, 'I already told you that above', at(state.turns));

    // Nothing to take back: the question is passed, never asked again, and those words are filed nowhere.
    expect(result.state.answers.space_size).toMatchObject({ skipped: true, raw: '' });
    expect(result.outcome).toMatchObject({ type: 'skipped', fieldId: 'space_size' });
    expect(nextQuestion(result.state)?.fieldId).not.toBe('space_size');
    expect(Object.values(result.state.answers).some((a) => a?.raw.includes('already told'))).toBe(false);
  });

  it('takes a fact back from an earlier message when the visitor says it was given', () => {
    let s = play(['We are renovating our home.', 'No particular preference']);
    s = { ...s, answers: { ...s.answers, layout: { raw: '3 rooms', value: { kind: 'free_text', text: '3 rooms' }, skipped: false, answeredAt: at(2).toISOString(), source: 'It is 3 rooms and 40 years old.' } } };
    while (nextQuestion(s)!.fieldId !== 'age') s = answer(s, 'No particular preference', at(s.turns)).state;
    const result = answer(s, 'I already told you that', at(s.turns));

    expect(result.state.answers.age?.value).toMatchObject({ kind: 'number_with_unit', amount: 40, unit: 'years' });
    expect(result.outcome.type === 'parsed' && result.outcome.acknowledgement).toMatch(/you did/);
  });

  it('reads an LLM’s words for a field its own reading missed, like typed words', () => {
    const result = answer(start('website'), 'Hi!', at(0), { extracted: { languages: 'English and Japanese' } });
    expect(result.state.answers.languages?.value).toEqual({ kind: 'list', items: ['English', 'Japanese'] });
  });

  it('never throws, whatever the message, for every type and language', () => {
    const messages = ['', '???', '😀', '30坪 150萬 明年3月 3x3m', 'actually not 1.2', '我說過了', '不是150萬，是180萬', '아니라 4월', 'https://a.b', '1,000,000,000,000 won', 'a'.repeat(3000)];
    for (const type of projectTypes) {
      for (const language of languages) {
        let s = start(type, language);
        for (const [i, m] of messages.entries()) {
          expect(() => (s = answer(s, m, at(i)).state)).not.toThrow();
        }
      }
    }
    // 231 turns, some on 3,000-character messages: how fast is the bench's business, not this test's.
  }, 30_000);
});

describe('what the visitor says of a fact noted only in passing is kept with it', () => {
  it('adds a later answer to a free-text field first filled by a clause given in passing, and keeps both', () => {
    // "Many young guests" reads as who the hotel is for; the visitor's own answer about them comes later, unasked.
    // (Guests who only act in the story, "住客評價一直說老舊", would say nothing of who they are.)
    const s = play(
      [
        '我們在花蓮有一間老飯店，想把大廳和客房全部重新設計。',
        '現在的問題是裝潢還停在90年代，很多年輕住客嫌老舊，訂房率也在掉。',
        '客人多半是來花蓮旅遊的家庭，還有越來越多的外國背包客。',
      ],
      start('commercial_space', 'zh-TW'),
    );
    const audience = s.answers.target_audience?.value;
    expect(audience).toMatchObject({ kind: 'free_text', text: expect.stringContaining('背包客') });
    expect(audience).toMatchObject({ text: expect.stringContaining('很多年輕住客') });
  });

  it('adds nothing to an earlier fact from words that another field’s new fact was read from', () => {
    const s = play([
      'We just bought an apartment in Taipei, but the kitchen is tiny and closed off.',
      'Style-wise we love Japandi, lots of light wood and white, nothing too dark.',
    ]);
    expect(s.answers.problem_need?.value).toEqual({ kind: 'free_text', text: 'the kitchen is tiny and closed off' });
    expect(s.answers.preferred_style?.value).toEqual({ kind: 'free_text', text: 'Style-wise we love Japandi' });
  });

  it('keeps the answer to an asked question, and adds the visitor\'s plain return to the topic after it', () => {
    let s = start('brand_design');
    while (nextQuestion(s)!.fieldId !== 'problem_need') s = answer(s, 'A dog treat bakery called Barkery Lane.', at(0)).state;
    s = answer(s, 'Honestly I just need a logo for now.', at(1)).state;
    s = answer(s, 'People need to recognise us at farmers markets, the problem is our handwritten sign.', at(2)).state;
    expect(s.answers.problem_need?.value).toMatchObject({ kind: 'free_text', text: expect.stringMatching(/^Honestly I just need a logo for now\. .*handwritten sign/) });
  });

  it('adds nothing to an asked and answered field from a sentence that only touches its topic in passing', () => {
    let s = start('brand_design');
    while (nextQuestion(s)!.fieldId !== 'problem_need') s = answer(s, 'A dog treat bakery called Barkery Lane.', at(0)).state;
    s = answer(s, 'The problem is nobody recognises our stall.', at(1)).state;
    s = answer(s, 'Our regulars can never find parking, the market is small.', at(2)).state;
    expect(s.answers.problem_need?.value).toEqual({ kind: 'free_text', text: 'The problem is nobody recognises our stall.' });
  });
});

describe('small words that point at the wrong field', () => {
  it('keeps the web address given after "no website yet"', () => {
    const s = play(['No website yet, just an Etsy shop: etsy.com/shop/barkerylane'], start('brand_design'));
    expect(s.answers.brand_website?.value).toMatchObject({ kind: 'free_text', text: expect.stringContaining('etsy.com/shop/barkerylane') });
  });

  it('takes the date named after "no rush" rather than "flexible"', () => {
    let s = start('brand_design', 'zh-TW');
    s = answer(s, '我們是一間做手工茶點的小店，想重新設計品牌。', at(0)).state;
    s = answer(s, '不急，明年初之前完成就好。', at(1)).state;
    expect(s.answers.expected_deadline?.value).toMatchObject({ kind: 'date', date: '2027-01-01', relation: 'by' });
  });

  it('reads a "monthly subscription box" as a product, not as how often to meet', () => {
    const s = play(['We sell baked dog treats, birthday cakes for dogs, and a monthly subscription box.'], start('brand_design'));
    expect(s.answers.collaboration_notes).toBeUndefined();
  });

  it('reads "a site you can hardly open on a phone" (幾乎不能看) as the problem, not as a must', () => {
    const s = play(['你好，我們是高雄的一間牙醫診所，現在的網站是十年前做的，手機上幾乎不能看。'], start('website', 'zh-TW'));
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('幾乎不能看') });
    expect(s.answers.key_considerations).toBeUndefined();
  });

  it('hears a home-made logo ("made by my nephew on Canva", "we want a proper rebrand") as the problem to solve', () => {
    const s = play(['We run a dog grooming salon in Austin. Our logo was made by my nephew on Canva years ago.'], start('brand_design'));
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('Canva') });
    expect(nextQuestion(s)?.fieldId).not.toBe('problem_need');
    const proper = play(['We run a dog grooming salon in Austin. We want a proper rebrand now.'], start('brand_design'));
    expect(proper.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('proper rebrand') });
  });

  it('reads "comfortable like a hotel lounge" as a feeling, not as a lounge to build', () => {
    const s = play(['회원은 30~50대 여성이 대부분이에요. 들어오면 호텔 라운지처럼 편안했으면 해요.'], start('commercial_space', 'ko-KR'));
    expect(s.answers.unique_design).toBeUndefined();
  });
});

describe('facts told in the visitor’s own words', () => {
  it('reads "主要賣給上班族" (sold to office workers) as who buys, and the channels from where it is sold', () => {
    const s = play(['您好，我們是宜蘭的小農，需要包裝設計', '主要賣給上班族跟小家庭，想要方便又吃得安心的人。通路是我們的蝦皮賣場、全聯，還有農會的門市'], start('packaging_design', 'zh-TW'));
    expect(s.answers.sales_channels?.value).toEqual({ kind: 'list', items: ['我們的蝦皮賣場', '全聯', '農會的門市'] });
    expect(s.answers.target_audience?.value).toMatchObject({ text: expect.stringContaining('上班族') });
  });
});

describe('a budget that may stretch', () => {
  it('reads "150k, could stretch to 180k" as the range, and does not ask for the budget again', () => {
    const s = play(['We bought a house and want to redo the kitchen.', "we're thinking 90k, could stretch to 120k"]);
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 90_000, max: 120_000, currency: 'USD' });
    expect(nextQuestion(s)?.fieldId).not.toBe('budget');
  });
});

describe('a deadline tied to an event', () => {
  it('reads "our grand reopening is in mid June, so we need everything before then" as the deadline', () => {
    const s = play(['We run a small bakery and want a rebrand.', 'our grand reopening is in mid June, so we need everything before then'], start('brand_design'));
    expect(s.answers.expected_deadline?.value).toMatchObject({ kind: 'date', date: '2026-06-01', relation: 'by', part: 'mid' });
    expect(nextQuestion(s)?.fieldId).not.toBe('expected_deadline');
  });

  it('reads "九月要搬新店，希望在那之前做好" as due by September', () => {
    const s = play(['我們是一間咖啡店，想重新設計品牌。', '我們九月要搬新店，希望在那之前做好'], start('brand_design', 'zh-TW'));
    expect(s.answers.expected_deadline?.value).toMatchObject({ kind: 'date', date: '2026-09-01', relation: 'by' });
  });
});

describe('a date and its role in sentences of their own', () => {
  it.each([
    ['en-US', 'June 1. thats when we open no matter what, the lease starts charging us in June so.', '2026-06-01'],
    ['zh-TW', '4月16號。那天開幕，我們是一間早午餐店', '2026-04-16'],
    ['ko-KR', '3월 24일이요. 그날 오픈해요', '2026-03-24'],
  ] as const)('%s: a date said alone takes its role from the sentence after it that points back ("that\'s when we open")', (language, message, date) => {
    const s = play([message], start('commercial_space', language));
    expect(s.answers.opening_date?.value).toMatchObject({ kind: 'date', date, precision: 'day' });
  });

  it('gives a date no role from a sentence that points back at it for something else ("That\'s when my sister visits")', () => {
    const s = play(['June 1. That\'s when my sister visits, we are opening a cafe'], start('commercial_space'));
    expect(s.answers.opening_date).toBeUndefined();
  });

  it.each([
    ['ko-KR', '3월 24일 개막하는 킨텍스 전시 부스 디자인 급하게 필요합니다', '2026-03-24'],
    ['en-US', 'Urgent: our show opens March 24, we need a booth', '2026-03-24'],
    ['zh-TW', '很急！4月17號開展，想找人設計攤位', '2026-04-17'],
  ] as const)('%s: a day named beside "urgent" is still the day ("급하게", "urgent", "很急")', (language, message, date) => {
    const s = play([message], start('exhibition_space', language));
    expect(s.answers.opening_date?.value).toMatchObject({ kind: 'date', date });
  });
});

describe('only what is certain is filed off its question', () => {
  it.each([
    ['en-US', "We need a new website for our heating company. I don't know exactly what we need, maybe online booking? or maybe just a big phone button"],
    ['zh-TW', '我們是一間冷氣行，想做新網站。還不知道要什麼，也許做預約服務的？'],
    ['ko-KR', '보일러 수리 업체인데 홈페이지를 새로 만들고 싶어요. 예약 사이트로 해야 할까요?'],
  ] as const)('%s: an option wondered about ("maybe online booking?") is not chosen, and its question is still asked', (language, message) => {
    const s = play([message], start('website', language));
    expect(s.answers.category).toBeUndefined();
  });

  it.each([
    ['en-US', ["We're exhibiting at a trade fair and need a booth.", "it's either a 10x10 or a 10x20, not decided", 'good news, the boss approved the 10x20 ft'], 200],
    ['zh-TW', ['我們要參展，需要設計攤位', '攤位可能是3x3或3x6公尺，還沒確定', '確定了！老闆說訂3x6公尺'], 18],
    ['ko-KR', ['전시 부스 디자인이 필요해요', '부스는 3x3 아니면 3x6미터인데 아직 몰라요', '3x6미터로 확정됐어요'], 18],
  ] as const)('%s: a size kept "to clarify" gives way to the one said plainly later', (language, messages, amount) => {
    const s = play([...messages], start('exhibition_space', language));
    expect(s.answers.space_size?.value).toMatchObject({ kind: 'number_with_unit', amount });
    expect(s.answers.space_size?.clarify).toBeUndefined();
  });
});

describe('where a product is sold, named without a word of selling', () => {
  it.each([
    ['en-US', 'im in jersey city, 3 cafes carry it in jc + hoboken and i do the grove st farmers market saturdays', ['cafes', 'farmers market']],
    ['zh-TW', '三間咖啡廳有放 週末去市集 還有蝦皮', ['咖啡廳', '市集', '蝦皮']],
    ['ko-KR', '카페 세 곳이랑 주말 플리마켓, 스마트스토어에도 있어요', ['카페', '스마트스토어']],
  ] as const)('%s: a sentence naming several channels is the sales channels, not the answer to another question', (language, message, items) => {
    let s = play(['We make a drink concentrate and need new packaging.'], start('packaging_design', language));
    while (nextQuestion(s)!.fieldId !== 'unique_selling_point') s = answer(s, 'skip', at(1)).state;
    s = answer(s, message, at(9)).state;
    for (const item of items) expect(s.answers.sales_channels?.value).toMatchObject({ kind: 'list', items: expect.arrayContaining([expect.stringContaining(item)]) });
  });
});

describe('a rough figure said while not knowing', () => {
  it.each([
    ['zh-TW', ['老家透天要翻修', '坪數我真的不知道。。。一樓二樓 每層大概20幾坪吧 要找權狀才知道', '找到權狀了 登記52坪'], 52],
    ['en-US', ['We bought an old house and want to renovate it.', "honestly not sure about the size, maybe around 1,200 sq ft? I'd have to check the listing", 'found the listing, it says 1,350 sq ft'], 1350],
    ['ko-KR', ['오래된 주택 리모델링하려고요', '평수는 잘 모르겠어요 대략 30평쯤? 등기부 봐야 알아요', '등기부 보니까 34평이네요'], 34],
  ] as const)('%s: is kept "to clarify", and the figure found later takes its place', (language, messages, amount) => {
    const s = play([...messages], start('residential_space', language));
    expect(s.answers.space_size?.value).toMatchObject({ kind: 'number_with_unit', amount });
    expect(s.answers.space_size?.clarify).toBeUndefined();
  });
});

describe('a date and a lease in one clause', () => {
  it.each([
    ['en-US', "We're staying in the rental, so the goal is to move in by August 1 when the lease ends."],
    ['zh-TW', '目標是8月1號前搬進去租約剛好那天到期'],
    ['ko-KR', '8월 1일까지 입주하는 게 목표예요 전세 끝나는 날이라서요'],
  ] as const)('%s: a date said with its role before the lease\'s words is the role\'s ("move in by August 1 when the lease ends")', (language, message) => {
    const s = play(['We bought an old house and want to renovate it.', message], start('residential_space', language));
    expect(s.answers.move_in_date?.value).toMatchObject({ kind: 'date', date: '2026-08-01', relation: 'by' });
  });
});

describe('a greeting is no answer', () => {
  it.each([
    ['ko-KR', '5월 16일 결혼식이라 청첩장 디자인이 3월 초까지는 나와야 돼요!!', '아 안녕하세요ㅎㅎ 급해서 본론부터 말햇네요 종이 청첩장이랑 모바일 청첩장 둘 다 하고 식권이랑 답례품 스티커도 같은 느낌으로 맞추고 싶어요'],
    ['en-US', 'Wedding on May 16 so the invitations have to be designed by early March!!', 'oh hi! 😊 sorry, jumped right in lol. paper invitations and a wedding website, plus menus and favour stickers in the same look'],
    ['zh-TW', '5月16號結婚 喜帖設計3月初前要好！！', '啊 你好哈哈 剛剛太急了 我們要紙本喜帖跟電子喜帖 還有菜單跟謝卡貼紙 要同一個感覺'],
  ] as const)('%s: a greeting said with a sound and laughter, before the story, is not filed as the answer to the question on screen', (language, first, second) => {
    let s = play([first], start('other', language));
    const asked = nextQuestion(s)!.fieldId;
    s = answer(s, second, at(1)).state;
    const greeting = second.split(/(?<=ㅎㅎ|😊|哈哈)/u)[0]!;
    expect(s.answers[asked]?.raw ?? '').not.toBe(greeting);
  });
});

describe('booth days said as days of the month', () => {
  it('reads "start building on the 9th and have to be out by the 15th" in the month named before', () => {
    const s = play(["We're exhibiting at a trade fair and need a booth.", 'The fair opens March 12. We can start building on the 9th and have to be out by the 15th'], start('exhibition_space'));
    expect(s.answers.entry_date?.value).toMatchObject({ kind: 'date', date: '2026-03-09', precision: 'day' });
    expect(s.answers.exit_date?.value).toMatchObject({ kind: 'date', date: '2026-03-15', precision: 'day' });
  });

  it('gives each day its own role when the days and their roles run on unspaced ("15號進場19號撤場")', () => {
    const s = play(['我們要參展，需要設計攤位', '開展是4月16號然後15號進場19號撤場'], start('exhibition_space', 'zh-TW'));
    expect(s.answers.entry_date?.value).toMatchObject({ kind: 'date', date: '2026-04-15', precision: 'day' });
    expect(s.answers.exit_date?.value).toMatchObject({ kind: 'date', date: '2026-04-19', precision: 'day' });
  });

  it('reads the days said alone later in the month of the show, in Korean too ("반입은 22일 … 철수는 27일")', () => {
    const s = play(['3월 24일 개막하는 킨텍스 전시 부스 디자인 급하게 필요합니다', '반입은 22일 23일 이틀이고 철수는 27일 폐막하고 당일 밤에 다 빼야 된답니다'], start('exhibition_space', 'ko-KR'));
    expect(s.answers.opening_date?.value).toMatchObject({ kind: 'date', date: '2026-03-24' });
    expect(s.answers.entry_date?.value).toMatchObject({ kind: 'date', date: '2026-03-22' });
    expect(s.answers.exit_date?.value).toMatchObject({ kind: 'date', date: '2026-03-27' });
  });

  it('does not read "the 2nd floor" as a day', () => {
    const s = play(["We're exhibiting at a trade fair and need a booth.", 'The fair opens March 12. Our booth is on the 2nd floor, we can set up there'], start('exhibition_space'));
    expect(s.answers.entry_date).toBeUndefined();
  });
});

describe('a count per box', () => {
  it('reads "禮盒，一盒裝六瓶" as the gift box it counts, and "一盒裝4包" alone as a box', () => {
    const gift = play(['我們是做果醬的小工作室，需要包裝設計', '平常用玻璃瓶，中秋節想出禮盒，一盒裝六瓶'], start('packaging_design', 'zh-TW'));
    expect(gift.answers.packaging_form?.value).toEqual({ kind: 'choice', selected: ['bottle_jar', 'gift_set'] });
    const boxed = play(['我們是做茶葉的，需要包裝設計', '一包75克，一盒裝4包'], start('packaging_design', 'zh-TW'));
    expect(boxed.answers.packaging_form?.value).toEqual({ kind: 'choice', selected: ['box'] });
  });
});

describe('a language added, a handle, no website yet', () => {
  it('adds a language the visitor thinks of afterwards: "한국어로만… 아 근데 영어도 있으면 좋겠네요"', () => {
    const s = play(['부산에서 필라테스 스튜디오를 운영해요.', '한국어로만 하면 될 것 같아요. 아 근데 근처에 외국인도 좀 있어서 영어도 있으면 좋겠네요'], start('website', 'ko-KR'));
    expect(s.answers.languages?.value).toEqual({ kind: 'list', items: ['한국어', '영어'] });
  });

  it('reads "our instagram is @handle" as the brand’s page', () => {
    const s = play(['We are a small bakery in Philly and want a rebrand.', 'our customers are young families. our instagram is @crumbandco.philly'], start('brand_design'));
    expect(s.answers.brand_website?.value).toMatchObject({ text: expect.stringContaining('@crumbandco.philly') });
  });

  it('takes a site the visitor finds pretty ("필라핏 홈페이지가 예쁘더라고요", "Glossier\'s website is so clean") as one to look at', () => {
    const ko = play(['대구에서 요가 스튜디오를 운영해요. 홈페이지를 만들고 싶어요', '스타일은 차분한 느낌이요. 수성구에 있는 필라핏 홈페이지가 예쁘더라고요'], start('website', 'ko-KR'));
    expect(ko.answers.competitors?.value).toEqual({ kind: 'list', items: ['필라핏'] });
    const en = play(['We make skincare in Denver and need a new website.', "Honestly Glossier's website is so clean, we love it"], start('website'));
    expect(en.answers.competitors?.value).toEqual({ kind: 'list', items: ['Glossier'] });
  });

  it('hears "홈페이지는 따로 없어요" as no website yet, and does not ask for one', () => {
    const s = play(['부산에서 필라테스 스튜디오 운영하고 있어요. 지금은 인스타만 하고 홈페이지는 따로 없어요'], start('website', 'ko-KR'));
    expect(s.answers.url?.value).toMatchObject({ text: expect.stringContaining('없어요') });
    expect(nextQuestion(s)?.fieldId).not.toBe('url');
  });
});

describe('everyday words for a topic', () => {
  it('files what to design, who comes, the trouble and the colour of a family occasion told in Chinese', () => {
    const s = play(
      ['我爸媽結婚40週年，我們想辦一個小派對，要設計邀請卡跟一本紀念相簿', '來的大多是親戚跟爸媽的老朋友，大概六七十歲', '比較麻煩的是照片很多都是舊的紙本照片，有些已經褪色了', '風格想要溫馨復古一點，像老相本那種感覺。我媽最喜歡紫色，可以多用一點'],
      start('other', 'zh-TW'),
    );
    expect(s.answers.other_design_requirements?.value).toMatchObject({ text: expect.stringContaining('邀請卡') });
    expect(s.answers.target_audience?.value).toMatchObject({ text: expect.stringContaining('親戚') });
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('褪色') });
    expect(s.answers.colors_and_elements?.value).toMatchObject({ text: expect.stringContaining('紫色') });
  });

  it('reads "different from other cafés" as the advantage and "how customers should feel" as the brand value, in Korean', () => {
    const s = play(['성수동에 베이커리 카페를 열어요.', '저희는 천연발효종으로 빵을 구워서 다른 카페랑 달라요. 손님들이 공간에서 편안하고 따뜻한 느낌을 받았으면 좋겠어요'], start('commercial_space', 'ko-KR'));
    expect(s.answers.competitive_advantage?.value).toMatchObject({ text: expect.stringContaining('천연발효종') });
    expect(s.answers.brand_value?.value).toMatchObject({ text: expect.stringContaining('편안') });
  });

  it('reads "sleek and sporty" as a style and "a treadmill where people can try" as the signature feature', () => {
    const s = play(["We're exhibiting at CES and need a booth.", "Sleek and sporty, kinda like a Nike store. we'd love a mini treadmill where people can try the earbuds while running"], start('exhibition_space'));
    expect(s.answers.preferred_style?.value).toMatchObject({ text: expect.stringContaining('sporty') });
    expect(s.answers.unique_design?.value).toMatchObject({ text: expect.stringContaining('treadmill') });
  });

  it('reads a neon sign ("a neon sign over the counter", "想做霓虹燈") as the signature feature', () => {
    const en = play(['We are opening a ramen bar in Portland.', 'Dark wood and red lanterns, and a big neon sign over the counter'], start('commercial_space'));
    expect(en.answers.unique_design?.value).toMatchObject({ text: expect.stringContaining('neon') });
    const zh = play(['我們要在台南開一間小酒館。', '風格想要復古港式，門口想做一個霓虹燈'], start('commercial_space', 'zh-TW'));
    expect(zh.answers.unique_design?.value).toMatchObject({ text: expect.stringContaining('霓虹燈') });
  });

  it('reads "產品就是…" as the product and "比例是外面的兩倍" as what makes it special', () => {
    const s = play(['我們是宜蘭的小農，需要包裝設計', '產品就是冷凍的蔥油餅，回家煎一下就可以吃', '蔥的比例是外面的兩倍，咬下去都是蔥'], start('packaging_design', 'zh-TW'));
    expect(s.answers.product_description?.value).toMatchObject({ text: expect.stringContaining('蔥油餅') });
    expect(s.answers.unique_selling_point?.value).toMatchObject({ text: expect.stringContaining('兩倍') });
  });

  it('hears topic words that hold a counting word ("不一樣", "唯一") as the topic, not as a number', () => {
    let s = play(['我們是花蓮的果醬小店，需要新包裝'], start('packaging_design', 'zh-TW'));
    expect(nextQuestion(s)!.fieldId).toBe('product_description');
    s = answer(s, '我們跟別家不一樣的地方是水果都是當天現採', at(1)).state;
    expect(s.answers.unique_selling_point?.value).toMatchObject({ text: expect.stringContaining('當天現採') });
    expect(s.answers.product_description).toBeUndefined();
  });

  it('never lists a material the visitor ruled out as wanted, nor one they only used before', () => {
    const en = play(['We make hot sauce and need new bottles and labels.', 'We used to ship in plastic tubs. Materials: glass bottles, no plastic anywhere'], start('packaging_design', 'en-US'));
    expect(en.answers.preferred_materials?.value).toEqual({ kind: 'list', items: ['glass bottles', 'no plastic'] });
    const zh = play(['我們做手工餅乾，需要新包裝', '材質希望用紙盒，避免塑膠'], start('packaging_design', 'zh-TW'));
    expect(zh.answers.preferred_materials?.value).toEqual({ kind: 'list', items: ['紙盒', '避免塑膠'] });
    // Korean rules an item out after it, a word may come between.
    const ko = play(['수제 쿠키를 만들어요, 새 패키지가 필요해요', '재질은 종이요, 플라스틱은 최대한 안 쓰고 싶어요'], start('packaging_design', 'ko-KR'));
    expect(ko.answers.preferred_materials?.value).toEqual({ kind: 'list', items: ['종이', '플라스틱은 최대한 안 쓰고'] });
  });

  it('reads no hemp in sesame oil, nor in a "麻煩" (please)', () => {
    const zh = play(['我們家在北港做黑麻油跟麻油雞湯包 想做禮盒', '材質麻煩你們建議，不要塑膠'], start('packaging_design', 'zh-TW'));
    expect(JSON.stringify(zh.answers.preferred_materials?.value ?? null)).not.toMatch(/"麻"/);
  });

  it('leaves out a language the visitor puts off ("韓文先不用", "no French for now")', () => {
    const zh = play(['我們是台南的民宿，想做新的官網', '網站要中文和英文，韓文先不用'], start('website', 'zh-TW'));
    expect(zh.answers.languages?.value).toEqual({ kind: 'list', items: ['中文', '英文'] });
    const en = play(['We run a surf school in Portugal and need a new website.', 'The site should be in English and Portuguese, no French for now.'], start('website', 'en-US'));
    expect(en.answers.languages?.value).toEqual({ kind: 'list', items: ['English', 'Portuguese'] });
  });

  it('hears the sales channels a sentence names in passing ("在蝦皮跟官網賣，週末擺市集")', () => {
    const s = play(['我們做手工果乾，需要新的包裝', '現在主要在蝦皮跟自己的官網賣，週末也會去市集'], start('packaging_design', 'zh-TW'));
    expect(s.answers.sales_channels?.value).toEqual({ kind: 'list', items: ['蝦皮', '自己的官網', '市集'] });
  });

  it('keeps a correction of a free-text fact with what it corrects, and takes a deadline said as "最晚…"', () => {
    let s = play(['We make candles and need new packaging.', 'Two sizes: a 6 oz tin and a 12 oz glass jar.'], start('packaging_design', 'en-US'));
    s = answer(s, 'oh wait, the tin is 4 oz, not 6 oz', at(5)).state;
    expect(s.answers.specification?.value).toMatchObject({ text: expect.stringMatching(/12 oz.*4 oz/) });
    const zh = play(['我們做手工果乾，需要新的包裝', '最晚五月底要印好'], start('packaging_design', 'zh-TW'));
    expect(zh.answers.expected_deadline?.value).toMatchObject({ kind: 'date', date: '2026-05-01', relation: 'by', part: 'late' });
  });

  it('never files a sentence cut at its commas as a list of pages or channels', () => {
    let s = play(['我們是彰化的工具機廠，想重做官網'], start('website', 'zh-TW'));
    while (nextQuestion(s)!.fieldId !== 'main_pages') s = answer(s, '沒有特別想法', at(2)).state;
    s = answer(s, '網站主要是給國外客人看公司實力用的，不需要線上購物，詢價都是寄信來', at(3)).state;
    expect(s.answers.main_pages?.value ?? null).toBeNull();
  });

  it('hears a shop told in everyday words: the neighbourhood, the challenge, what nobody nearby has, a whole glass wall, the noise', () => {
    const en = play(
      [
        'We are opening a bike repair cafe in the Fishtown neighborhood of Philadelphia, about 1,800 square feet.',
        'The biggest challenge is the low ceiling and one tiny window at the front.',
        'A correction on the budget: it is $150,000, not $120,000.',
      ],
      start('commercial_space', 'en-US'),
    );
    expect(en.answers.address?.value).toMatchObject({ text: expect.stringContaining('Fishtown neighborhood of Philadelphia') });
    expect(en.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('low ceiling') });
    expect(en.answers.budget?.value).toMatchObject({ kind: 'money', amount: 150_000 });
    const zh = play(
      ['我要在三重開一間手作烘焙教室，大概20坪', '我們是一人一台烤箱，附近的教室都沒有', '教室想做整面落地窗，讓路過的人看得到', '樓上有住戶，晚上上課時烤箱跟攪拌機的噪音要處理好'],
      start('commercial_space', 'zh-TW'),
    );
    expect(zh.answers.competitive_advantage?.value).toMatchObject({ text: expect.stringContaining('一人一台烤箱') });
    expect(zh.answers.unique_design?.value).toMatchObject({ text: expect.stringContaining('整面落地窗') });
    expect(zh.answers.key_considerations?.value).toMatchObject({ text: expect.stringContaining('噪音') });
  });

  it('files a correction that names what it takes back with the fact that said it ("40 pages, not 32")', () => {
    let s = play(['I wrote a cookbook and need the book designed.', 'What I need: the cover and layout for 32 pages, plus a poster for the launch'], start('other', 'en-US'));
    const said = s.answers.other_design_requirements?.value;
    expect(said).toMatchObject({ text: expect.stringContaining('32 pages') });
    const asked = nextQuestion(s)!.fieldId;
    s = answer(s, 'sorry, it is 40 pages not 32', at(5)).state;
    expect(s.answers.other_design_requirements?.value).toMatchObject({ text: expect.stringMatching(/32 pages.*40 pages not 32/) });
    expect(s.answers[asked]).toBeUndefined();
  });

  it('takes the date the work is due by, the earlier of two, and a show date said more precisely later', () => {
    const due = play(['We make soap and need new boxes.', 'The shop opens in June so the boxes must be printed before the end of April'], start('packaging_design', 'en-US'));
    expect(due.answers.expected_deadline?.value).toMatchObject({ date: '2026-04-01', relation: 'by', part: 'late' });
    const show = play(['我們是做咖啡機的，今年十月要參加台北咖啡展', '展期是10/16到10/19，14號可以進場'], start('exhibition_space', 'zh-TW'));
    expect(show.answers.opening_date?.value).toMatchObject({ date: '2026-10-16', precision: 'day' });
    expect(show.answers.entry_date?.value).toMatchObject({ date: '2026-10-14', precision: 'day' });
    expect(show.answers.expected_deadline).toBeUndefined();
  });

  it('hears a terse visitor: "portland OR", the people who look, a topic that is "not a thing for me", white space that is no colour', () => {
    let s = play(
      ['glass blower, tacoma WA. need a portfolio site, current one looks like every other template', 'people looking are mostly gallery owners and collectors'],
      start('website', 'en-US'),
    );
    expect(s.answers.address?.value).toMatchObject({ text: 'tacoma WA' });
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('every other template') });
    expect(s.answers.target_audience?.value).toMatchObject({ text: expect.stringContaining('gallery owners') });
    s = answer(s, 'competitors, not really a thing for me', at(3)).state;
    expect(s.answers.competitors).toMatchObject({ skipped: true });
    s = answer(s, 'style: minimal, lots of white space', at(4)).state;
    expect(s.answers.preferred_style?.value).toMatchObject({ text: expect.stringContaining('white space') });
    expect(s.answers.colors_and_elements).toBeUndefined();
  });

  it('hears a household with its pets and in-laws, never an orange cat as a colour, and working from home as the way they live', () => {
    const zh = play(['我們要整理一間老公寓', '住的是我跟太太、五歲的兒子，還有一隻黑貓。岳母每個月會來住幾天'], start('residential_space', 'zh-TW'));
    expect(zh.answers.target_audience?.value).toMatchObject({ text: expect.stringMatching(/黑貓.*岳母/) });
    expect(zh.answers.colors_and_elements).toBeUndefined();
    const en = play(['We are redoing our townhouse.', 'I work from home most days and we watch movies in the living room at night'], start('residential_space', 'en-US'));
    expect(en.answers.lifestyle?.value).toMatchObject({ text: expect.stringContaining('work from home') });
  });

  it('never files a question back or a doubt as an "other" choice, and skips a question left to the designer', () => {
    let s = play(['We are redoing our place.'], start('residential_space', 'en-US'));
    expect(nextQuestion(s)!.fieldId).toBe('property_category');
    s = answer(s, 'hmm not sure, what do you think?', at(1)).state;
    expect(s.answers.property_category?.value ?? null).toBeNull();
    let k = play(['유기농 쌀과자를 만드는데 포장을 새로 하고 싶어요'], start('packaging_design', 'ko-KR'));
    while (nextQuestion(k)!.fieldId !== 'preferred_materials') k = answer(k, '잘 모르겠어요', at(2)).state;
    k = answer(k, '재질은 솔직히 잘 모르겠어요 ㅠ 그건 추천해 주시면 좋겠어요', at(3)).state;
    expect(k.answers.preferred_materials).toMatchObject({ skipped: true });
  });

  it('knows more cities and districts by name, and never finds one inside a word (전원주택 is no 원주)', () => {
    const en = play(['opening a record store in minneapolis, 1,200 sq ft'], start('commercial_space', 'en-US'));
    expect(en.answers.address?.value).toMatchObject({ text: expect.stringMatching(/minneapolis/i) });
    const zh = play(['我們錄音室在新北永和，想重新裝潢'], start('commercial_space', 'zh-TW'));
    expect(zh.answers.address?.value).toMatchObject({ text: expect.stringContaining('永和') });
    const ko = play(['안동에 있는 전원주택을 고치려고 해요'], start('residential_space', 'ko-KR'));
    expect(ko.answers.address?.value).toMatchObject({ text: '안동' });
  });

  it('reads a booth that needs electrical and no water, and a date corrected within the same message', () => {
    const s = play(
      ['We make standing desks and have a booth at a trade fair in Chicago.', 'We will need electrical for two demo desks; no water is required.', '展期後撤場是6/11晚上，喔不對，撤場是6/12早上'],
      start('exhibition_space', 'en-US'),
    );
    expect(s.answers.water_electricity_supply?.value).toEqual({ kind: 'choice', selected: ['electricity_only'] });
    expect(s.answers.exit_date?.value).toMatchObject({ date: '2026-06-12' });
  });

  it('hears "we need to be in by" as moving in, "before that day" as a deadline, and no collection the previous owner left', () => {
    const home = play(['We bought an old farmhouse.', 'side note, the previous owner left an old piano in the barn. we need to be in by mid-October'], start('residential_space', 'en-US'));
    expect(home.answers.move_in_date?.value).toMatchObject({ date: '2026-10-01', relation: 'by', part: 'mid' });
    expect(home.answers.expected_deadline).toBeUndefined();
    expect(home.answers.important_collections).toBeUndefined();
    const show = play(['我們的Podcast要改版，想做新的封面', '第50集是6月1號，那天之前要換好'], start('other', 'zh-TW'));
    expect(show.answers.expected_deadline?.value).toMatchObject({ date: '2026-06-01', relation: 'by' });
  });

  it('hears "services are …" as what the business offers, and never a "no" inside a story as the answer to a choice', () => {
    let s = play(['I run a small bike repair business and want a real logo.', 'services are tune-ups, wheel builds, and we also do bike fitting'], start('brand_design', 'en-US'));
    expect(s.answers.products_or_services?.value).toMatchObject({ kind: 'list', items: expect.arrayContaining(['tune-ups', 'wheel builds']) });
    while (nextQuestion(s)!.fieldId !== 'registration_status') s = answer(s, 'no idea', at(3)).state;
    s = answer(s, 'style wise clean and sporty, no cartoon bikes please, everybody does a cartoon bike', at(4)).state;
    expect(s.answers.registration_status?.value ?? null).toBeNull();
    expect(s.answers.preferred_style?.value).toMatchObject({ text: expect.stringContaining('sporty') });
  });

  it('keeps the place of a sentence that says "not only … but also" (아니라), and finds no place in a lower-case "pass city"', () => {
    const ko = play(['안녕하세요 전주 한옥마을에 카페 오픈 준비중이에요 커피만 파는 게 아니라 작은 소품샵도 같이 해요'], start('commercial_space', 'ko-KR'));
    expect(ko.answers.address?.value).toMatchObject({ text: expect.stringContaining('전주') });
    const en = play(['opening a taproom, we got a pass city approved and the space is 2,000 sq ft'], start('commercial_space', 'en-US'));
    expect(en.answers.address).toBeUndefined();
  });

  it('keeps an Instagram handle given as "IG是 @…" or "인스타 아이디는 @…"', () => {
    const zh = play(['我們是做手工皮件的，想重做品牌', 'IG是 @leather.lab.tw，網站還沒有'], start('brand_design', 'zh-TW'));
    expect(zh.answers.brand_website?.value).toMatchObject({ text: expect.stringContaining('@leather.lab.tw') });
    const ko = play(['수제 캔들 브랜드 리뉴얼하려고요', '인스타 아이디는 @candle_maru 예요'], start('brand_design', 'ko-KR'));
    expect(ko.answers.brand_website?.value).toMatchObject({ text: expect.stringContaining('@candle_maru') });
  });

  it('takes the later date when the message says the first was only the plan at first (原本…不過…)', () => {
    const s = play(['我們是做手工蠟燭的，想做新品牌', '時間原本希望四月底前，不過剛跟合夥人確認，五月底前完成就可以了'], start('brand_design', 'zh-TW'));
    expect(s.answers.expected_deadline?.value).toMatchObject({ date: '2026-05-01', relation: 'by', part: 'late' });
  });

  it('hears help asked for outright, power without water in Korean, and a date to be in by ("在那之前")', () => {
    const brand = play(['동네 빵집 로고를 새로 하고 싶어요', '상표는 아직 안 했어요 ㅠ 그것도 같이 도와주시면 좋겠어요'], start('brand_design', 'ko-KR'));
    expect(brand.answers.need_registration_assistance?.value).toEqual({ kind: 'yes_no', value: true });
    const booth = play(['캠핑용품 브랜드인데 박람회 부스 디자인이 필요해요', '전기는 조명 때문에 필요하고 물은 안 써요'], start('exhibition_space', 'ko-KR'));
    expect(booth.answers.water_electricity_supply?.value).toEqual({ kind: 'choice', selected: ['electricity_only'] });
    const home = play(['我們想整理老家的透天', '我媽明年六月退休，希望在那之前可以搬進去'], start('residential_space', 'zh-TW'));
    expect(home.answers.move_in_date?.value).toMatchObject({ date: '2027-06-01', relation: 'by' });
  });

  it('drops a sales channel taken back in the same sentence, and reads no packaging form from the labels used so far', () => {
    const zh = play(['我們做手工花生糖，要換新包裝', '現在有在賣的地方 門市 官網 還有蝦皮 啊蝦皮上個月已經收掉了 那個不要算'], start('packaging_design', 'zh-TW'));
    expect(zh.answers.sales_channels?.value).toEqual({ kind: 'list', items: ['門市', '官網'] });
    const en = play(["been selling jerky at the farmers market with homemade labels, now we're going into stores"], start('packaging_design', 'en-US'));
    expect(en.answers.packaging_form).toBeUndefined();
  });

  it('reads a Seoul neighbourhood by its 구 and 동, a convention centre by its name, and a size in total over a size per floor', () => {
    const ko = play(['안녕하세요 마포구 망원동에 구축 빌라를 샀어요'], start('residential_space', 'ko-KR'));
    expect(ko.answers.address?.value).toMatchObject({ text: expect.stringContaining('마포구 망원동') });
    const show = play(["we're exhibiting at the Austin Convention Center in May"], start('exhibition_space', 'en-US'));
    expect(show.answers.address?.value).toMatchObject({ text: expect.stringContaining('Austin Convention Center') });
    const zh = play(['爸媽想整理老家透天，一層大概15坪，加起來45坪'], start('residential_space', 'zh-TW'));
    expect(zh.answers.space_size?.value).toMatchObject({ amount: 45, unit: 'ping' });
  });

  it('takes a sentence of the product for the product question, while the size beside it goes to the specification', () => {
    let s = play(['我們是花蓮的果醬小店，需要新包裝'], start('packaging_design', 'zh-TW'));
    s = answer(s, '主要是鳳梨果醬跟洛神花果醬兩種。一罐220ml，玻璃罐直徑7公分', at(1)).state;
    expect(s.answers.product_description?.value).toMatchObject({ text: expect.stringContaining('洛神花果醬') });
    expect(s.answers.specification?.value).toMatchObject({ text: expect.stringContaining('220ml') });
  });

  it('keeps the sentences that go on with a topic beside it, when a choice is asked', () => {
    let s = play(['We run a small bakery in Austin and need a new website'], start('website', 'en-US'));
    while (nextQuestion(s)!.fieldId !== 'category') s = answer(s, 'No particular preference', at(1)).state;
    s = answer(s, "Main problem: our menu is a PDF that won't open on phones. I answer the same three questions on Instagram all day. Nobody finds our opening hours.", at(2)).state;
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('I answer the same three questions') });
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('opening hours') });
  });

  it.each([
    ['zh-TW', '我們是台中的早午餐店，想重新做品牌', '很多人路過都以為我們是咖啡廳，不知道有賣正餐', '以為我們是'],
    ['ko-KR', '대전에서 빵집을 하고 있어요. 브랜드를 새로 만들고 싶어요', '지금 간판이 옆 가게랑 비슷해서 손님들이 자꾸 헷갈려 하세요', '헷갈려'],
    ['en-US', 'I own a bike repair shop in Tucson and want a real brand', 'People think we are a rental place, and half our calls are people confused about prices', 'confused'],
  ] as const)('hears being mistaken for something else as the problem, in %s', (language, opening, problem, words) => {
    let s = play([opening], start('brand_design', language));
    expect(nextQuestion(s)!.fieldId).toBe('problem_need');
    s = answer(s, problem, at(1)).state;
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining(words) });
    expect(s.answers.other_design_requirements).toBeUndefined();
  });

  it('files a sentence the visitor heads with another topic there, even when that question was answered', () => {
    let s = play(['我們是新竹的手工皂品牌，要重新設計包裝'], start('packaging_design', 'zh-TW'));
    while (nextQuestion(s)!.fieldId !== 'preferred_style') s = answer(s, '都可以', at(1)).state;
    s = answer(s, '簡單乾淨就好', at(2)).state;
    expect(nextQuestion(s)!.fieldId).toBe('colors_and_elements');
    s = answer(s, '風格的話再補充一下，想要有一點手繪感。顏色用淺綠跟米白', at(3)).state;
    expect(s.answers.preferred_style?.value).toMatchObject({ text: expect.stringContaining('手繪感') });
    expect(s.answers.colors_and_elements?.value).toMatchObject({ text: expect.stringContaining('淺綠') });
    expect(s.answers.colors_and_elements?.value).not.toMatchObject({ text: expect.stringContaining('手繪感') });
  });

  it('adds a sentence that speaks twice of a topic answered before to it, instead of filing it under the question on screen', () => {
    let s = play(['我們是台南的老字號糕餅店，要做品牌識別'], start('brand_design', 'zh-TW'));
    while (nextQuestion(s)!.fieldId !== 'preferred_style') s = answer(s, '都可以', at(1)).state;
    s = answer(s, '現代一點', at(2)).state;
    const asked = nextQuestion(s)!.fieldId;
    expect(asked).not.toBe('preferred_style');
    s = answer(s, '風格再補充一下，我們喜歡日式的質感，不要太花俏，包裝盒拿在手上要有份量感，這個很重要', at(3)).state;
    expect(s.answers.preferred_style?.value).toMatchObject({ text: expect.stringContaining('日式的質感') });
    expect(s.answers[asked]?.value ?? null).not.toMatchObject({ text: expect.stringContaining('日式的質感') });
  });

  it('leaves a sentence about another open topic to it, when the rest of the message answers the question', () => {
    let s = play(['我們在宜蘭有一間民宿，想重新設計大廳跟六間客房'], start('commercial_space', 'zh-TW'));
    while (nextQuestion(s)!.fieldId !== 'brand_value') s = answer(s, '都可以', at(1)).state;
    s = answer(s, '我們想傳達的是「慢下來」，希望客人一進門就放鬆。我們的優勢是每間房都有自己的小院子。', at(2)).state;
    expect(s.answers.brand_value?.value).toMatchObject({ text: expect.stringContaining('慢下來') });
    expect(s.answers.brand_value?.value).not.toMatchObject({ text: expect.stringContaining('小院子') });
    expect(s.answers.competitive_advantage?.value).toMatchObject({ text: expect.stringContaining('小院子') });
  });

  it.each([
    ['現場要做手沖咖啡體驗，所以要有水，燈光也需要電', 'both'],
    ['我們只有展示，不需要水，但是需要電', 'electricity_only'],
  ] as const)('reads water and power said in everyday words: "%s"', (words, supply) => {
    const s = play(['我們要參加台北國際書展，想找人設計攤位', words], start('exhibition_space', 'zh-TW'));
    expect(s.answers.water_electricity_supply?.value).toEqual({ kind: 'choice', selected: [supply] });
  });

  it('ends a sentence at laughter or an emoji, so a chatty message is read topic by topic', () => {
    let s = play(['부산 해운대에 있는 아파트 리모델링하려고요'], start('residential_space', 'ko-KR'));
    while (nextQuestion(s)!.fieldId !== 'target_audience') s = answer(s, '상관없어요', at(1)).state;
    s = answer(s, '저희 부부랑 강아지 한 마리요 ㅋㅋ 둘 다 재택근무라서 작업 공간이 따로 있어야 해요', at(2)).state;
    expect(s.answers.target_audience?.value).toMatchObject({ text: expect.stringContaining('강아지') });
    expect(s.answers.target_audience?.value).not.toMatchObject({ text: expect.stringContaining('재택근무') });
    expect(s.answers.lifestyle?.value).toMatchObject({ text: expect.stringContaining('재택근무') });
  });

  it('reads a lease ending "and before then we must move in" as the date to be in by', () => {
    const s = play(['대구 수성구 아파트를 샀어요. 지금 사는 월세가 5월 말에 끝나서 그 전엔 꼭 들어가야 해요'], start('residential_space', 'ko-KR'));
    expect(s.answers.move_in_date?.value).toMatchObject({ kind: 'date', date: '2026-05-01', relation: 'by', part: 'late' });
  });

  it('reads a list written one item a line as one answer, and adds one headed plainly to a list answered before', () => {
    let s = play(['We run a community choir in Tulsa and need a website'], start('website', 'en-US'));
    while (nextQuestion(s)!.fieldId !== 'main_pages') s = answer(s, 'No particular preference', at(1)).state;
    s = answer(s, 'just a page about us and a way to join', at(2)).state;
    s = answer(s, 'pages I have in mind:\nabout us\nconcerts\njoin the choir\ndonate', at(3)).state;
    expect(s.answers.main_pages?.value).toMatchObject({ kind: 'list', items: expect.arrayContaining(['concerts', 'join the choir', 'donate']) });
  });

  it('hears no colour in a longer word or a compound ("greyhound", "wood-fired"), and a ranch as a house', () => {
    const s = play(['we just bought a little ranch in Boise, it has a wood-fired stove', "it's me, my wife and our greyhound"], start('residential_space', 'en-US'));
    expect(s.answers.colors_and_elements).toBeUndefined();
    expect(s.answers.property_category?.value).toEqual({ kind: 'choice', selected: ['detached_house'] });
    expect(s.answers.target_audience?.value).toMatchObject({ text: expect.stringContaining('greyhound') });
  });

  it('reads a headed list whose last item runs longer, and keeps a quoted name whole', () => {
    let s = play(['I run a tiny bakery in Leeds and need a logo'], start('brand_design', 'en-US'));
    while (nextQuestion(s)!.fieldId !== 'products_or_services') s = answer(s, 'No particular preference', at(1)).state;
    s = answer(s, "what we do: sourdough loaves, 'Bake & Take' classes on Saturdays, and we've just started selling our own jam", at(2)).state;
    expect(s.answers.products_or_services?.value).toMatchObject({ kind: 'list', items: expect.arrayContaining(['sourdough loaves', "'Bake & Take' classes on Saturdays"]) });
  });

  it('hears who comes by their age range and who they are ("mostly 30-55, loads of women")', () => {
    let s = play(['We run a climbing gym in Bristol and want a new brand'], start('brand_design', 'en-US'));
    while (nextQuestion(s)!.fieldId !== 'products_or_services') s = answer(s, 'No particular preference', at(1)).state;
    s = answer(s, 'our lot are mostly 30-55, loads of women, and a few teens after school', at(2)).state;
    expect(s.answers.target_audience?.value).toMatchObject({ text: expect.stringContaining('30-55') });
  });

  it('hears "signs up on their phone" as no sign to design', () => {
    const s = play(['We run a charity 5k in Denver and need a new site', 'almost everyone signs up on their phone'], start('website', 'en-US'));
    expect(s.answers.other_design_requirements).toBeUndefined();
  });

  it('hears no colour in words that only hold one (藍染, 紅茶, 黑糖)', () => {
    const s = play(['我們是做藍染跟紅茶黑糖點心的小店，想重新設計包裝'], start('packaging_design', 'zh-TW'));
    expect(s.answers.colors_and_elements).toBeUndefined();
  });

  it('reads the list a sentence gives, and not the remark on its items that follows ("배달은 … 만 돼요")', () => {
    let s = play(['부산에서 분식집을 하고 있어요. 로고가 필요해요'], start('brand_design', 'ko-KR'));
    while (nextQuestion(s)!.fieldId !== 'products_or_services') s = answer(s, '상관없어요', at(1)).state;
    s = answer(s, '파는 건 김밥, 라면, 떡볶이, 그리고 제가 만든 어묵탕이에요. 배달은 김밥이랑 떡볶이만 돼요', at(2)).state;
    expect(s.answers.products_or_services?.value).toEqual({ kind: 'list', items: ['김밥', '라면', '떡볶이', '제가 만든 어묵탕'] });
  });
});

describe('a home told in a chatty story', () => {
  it('reads how many site visits, and never a time of day or a count of visits as the age of the building', () => {
    let s = play(['망원동 근처에 있는 빌라를 샀어요'], start('residential_space', 'ko-KR'));
    while (nextQuestion(s)!.fieldId !== 'age') s = answer(s, '상관없어요', at(1)).state;
    s = answer(s, '밤낮이 바뀌어서 보통 새벽 4시에 자요. 현장 미팅은 두 번 정도면 될 것 같아요', at(2)).state;
    expect(s.answers.age).toBeUndefined();
    expect(s.answers.number_of_visits?.value).toMatchObject({ kind: 'number_with_unit', amount: 2, unit: 'times' });
  });

  it('does not end a sentence at "Ms." or "Dr.", and hears the things to make room for as the collections', () => {
    const s = play(['we bought a house in Tacoma', 'things we need room for: 30 houseplants, a Ms. Pac-Man cabinet, and my loom'], start('residential_space', 'en-US'));
    expect(s.answers.important_collections?.value).toMatchObject({ kind: 'list', items: expect.arrayContaining(['a Ms. Pac-Man cabinet']) });
  });

  it('hears a home’s floors as its layout and "when I first lived alone" as a memory', () => {
    let s = play(['상암동에 복층 오피스텔을 샀어요'], start('residential_space', 'ko-KR'));
    s = answer(s, '아래층은 주방이랑 욕실, 위층은 침실인 복층 구조예요', at(1)).state;
    s = answer(s, '처음 자취할 때 창가에 앉아서 비 오는 거 보던 게 좋았어요', at(2)).state;
    expect(s.answers.layout?.value).toMatchObject({ text: expect.stringContaining('위층은 침실') });
    expect(s.answers.memorable_moments?.value).toMatchObject({ text: expect.stringContaining('창가') });
  });
});

describe('a packaging brief told out of order', () => {
  it('keeps the asked topic’s own sentence, though its bottle and gift set were filed as the packaging form', () => {
    let s = play(['안녕하세요 작은 양조장에서 막걸리 만들어요. 패키지 디자인이 필요해요'], start('packaging_design', 'ko-KR'));
    while (nextQuestion(s)!.fieldId !== 'specification') s = answer(s, '상관없어요', at(1)).state;
    s = answer(s, '병은 750ml 유리병이고 선물세트는 3병으로 할게요. 잔 넣으니까 단가가 너무 올라가서요', at(2)).state;
    expect(s.answers.specification?.value).toMatchObject({ text: expect.stringContaining('750ml 유리병') });
    expect(s.answers.packaging_form?.value).toMatchObject({ kind: 'choice', selected: expect.arrayContaining(['bottle_jar', 'gift_set']) });
  });

  it('hears where it is sold ("파는 곳은 …"), and no channel in a sentence about keeping it cold', () => {
    const s = play(['작은 양조장이에요. 라벨이 필요해요', '살균 안 한 생막걸리라 냉장 유통만 돼요', '파는 곳은 양조장 직판장, 네이버 스마트스토어, 동네 보틀샵이에요'], start('packaging_design', 'ko-KR'));
    expect(s.answers.sales_channels?.value).toMatchObject({ kind: 'list', items: expect.arrayContaining(['네이버 스마트스토어']) });
    expect(JSON.stringify(s.answers.sales_channels?.value)).not.toContain('냉장');
  });
});

describe('a website brief told out of order', () => {
  it('takes only the address for the address question, and hears the complaint beside it as the problem', () => {
    let s = play(['我是寫親子旅遊的部落客，想要有自己的網站'], start('website', 'zh-TW'));
    while (nextQuestion(s)!.fieldId !== 'url') s = answer(s, '都可以', at(1)).state;
    s = answer(s, '現在的平台廣告多到爆，讀者一直抱怨手機上看不到文章😤 舊的在 travelmom.pixnet.net 可以看看', at(2)).state;
    expect(s.answers.url?.value).toEqual({ kind: 'free_text', text: 'travelmom.pixnet.net' });
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('抱怨') });
  });

  it('reads "a blog-type site" as the kind of site, and no "other" kind from words left beside a budget', () => {
    let s = play(['我是寫親子旅遊的部落客，想要有自己的網站'], start('website', 'zh-TW'));
    while (nextQuestion(s)!.fieldId !== 'category') s = answer(s, '都可以', at(1)).state;
    const left = answer(s, '預算我原本抓12萬，剛問了我老公，他說不要超過10萬啦😅', at(2)).state;
    expect(left.answers.category).toBeUndefined();
    expect(left.answers.budget?.value).toMatchObject({ kind: 'money', amount: 100_000, bound: 'at_most' });
    s = answer(left, '所以想要的是部落格那種網站，頁面大概是：首頁、文章分類、關於我', at(3)).state;
    expect(s.answers.category?.value).toEqual({ kind: 'choice', selected: ['blog_media'] });
  });
});

describe('second thoughts inside one message', () => {
  it('takes the option and the size said after "아 잠깐" or "turns out"', () => {
    const brand = play(['부산에서 카페를 해요. 로고를 새로 만들고 싶어요', '상표는 작년에 출원해서 심사 중이에요. 아 잠깐, 메일 확인해 보니까 지난주에 등록 완료됐대요'], start('brand_design', 'ko-KR'));
    expect(brand.answers.registration_status?.value).toEqual({ kind: 'choice', selected: ['registered'] });
    const shop = play(['We are opening a barbershop in Reno', "the space is 900 sq ft, wait, turns out it's 750 sq ft on the lease"], start('commercial_space', 'en-US'));
    expect(shop.answers.space_size?.value).toMatchObject({ amount: 750, unit: 'ft2' });
  });

  it('gives a date said alone after "오픈은 화이트데이!" its role, hears no colour in 화이트데이, and no opening in a contract date', () => {
    const s = play(['수원에 셀프 사진관 오픈 준비 중이에요. 계약은 2주 뒤에 해요', '오픈은 화이트데이! 3월 14일이요 🤍'], start('commercial_space', 'ko-KR'));
    expect(s.answers.opening_date?.value).toMatchObject({ kind: 'date', date: '2026-03-14' });
    expect(s.answers.colors_and_elements).toBeUndefined();
  });

  it('hears "we have to be fully out by noon on the 20th" as the day to clear out', () => {
    const s = play(['We are exhibiting at a tile show in Orlando', 'Show runs Feb 17-19. Move-in is the 15th and we have to be fully out by noon on the 20th.'], start('exhibition_space', 'en-US'));
    expect(s.answers.exit_date?.value).toMatchObject({ kind: 'date', date: '2026-02-20' });
  });

  it('reads no opening or move-in in when building may start or the sale closes', () => {
    const shop = play(['opening a tattoo studio in Austin', "landlord says buildout can't start til feb 15, we open early May"], start('commercial_space', 'en-US'));
    expect(shop.answers.opening_date?.value).toMatchObject({ kind: 'date', date: '2026-05-01' });
    const optician = play(['我們要把眼鏡行重新裝修', '想過年後動工，清明連假完重新開幕，大概四月中'], start('commercial_space', 'zh-TW'));
    expect(optician.answers.opening_date?.value).toMatchObject({ kind: 'date', date: '2026-04-01', part: 'mid' });
  });

  it('reads a budget that "can go up to" an amount, or said again "rather under", as its ceiling', () => {
    const home = play(['我們在鹿港有一間老透天要整修', '預算本來抓300萬，我姊說她也出一份，所以預算可以到400萬'], start('residential_space', 'zh-TW'));
    expect(home.answers.budget?.value).toMatchObject({ kind: 'money', amount: 4_000_000, bound: 'at_most' });
  });

  it('reads no water as saying nothing of power', () => {
    const s = play(['We are exhibiting at a home show in Orlando', 'oh wait, no water on the floor for inline booths'], start('exhibition_space', 'en-US'));
    expect(s.answers.water_electricity_supply).toBeUndefined();
  });
});

describe('places by their towns and neighbourhoods', () => {
  it.each([
    ['zh-TW', '我們家在南投的集集鎮種香蕉，想做新的包裝', '集集鎮'],
    ['ko-KR', '공주 유구읍에서 작은 양조장 해요. 라벨이 필요해요', '공주 유구읍'],
    ['ko-KR', '합정동 역 근처에 작은 카페를 열어요. 패키지가 필요해요', '합정동'],
  ] as const)('finds the place in %s: "%s"', (language, words, place) => {
    const s = play([words], start('packaging_design', language));
    expect(s.answers.address?.value).toMatchObject({ text: expect.stringContaining(place) });
  });

  it('finds no place in a word that only sounds like one ("완주했어요", "음성 메시지")', () => {
    const s = play(['마라톤 완주했어요 ㅎㅎ 음성 메시지로 보내드릴게요. 라벨 디자인이 필요해요'], start('packaging_design', 'ko-KR'));
    expect(s.answers.address).toBeUndefined();
  });
});

describe('who it is for and how to work together, in a yearbook brief', () => {
  it('hears disappointment as the problem, readers as who it is for, and approvals and replies as how to work together', () => {
    let s = play(['我們是高三畢聯會，要做畢業紀念冊'], start('other', 'zh-TW'));
    s = answer(s, '去年學姊自己排版，印出來顏色全部跑掉，大家都超失望', at(1)).state;
    s = answer(s, '收到的人是全校高三大概700個人，還有老師們', at(2)).state;
    s = answer(s, '稿子每次都要先給教務處的老師看過才算數，平常找我就好，上課時間沒辦法回訊息', at(3)).state;
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('失望') });
    expect(s.answers.target_audience?.value).toMatchObject({ text: expect.stringContaining('700') });
    expect(s.answers.collaboration_notes?.value).toMatchObject({ text: expect.stringContaining('看過才算數') });
    expect(s.answers.target_audience?.value).not.toMatchObject({ text: expect.stringContaining('看過才算數') });
  });
});

describe('a retired couple’s days', () => {
  it('hears tai chi, calligraphy and tea as how they live, though the style was asked', () => {
    let s = play(['我們退休了，要搬到台中北屯的電梯大樓'], start('residential_space', 'zh-TW'));
    while (nextQuestion(s)!.fieldId !== 'lifestyle') s = answer(s, '都可以', at(1)).state;
    s = answer(s, '平常就我們兩個住，週末女兒會來', at(2)).state;
    expect(nextQuestion(s)!.fieldId).not.toBe('lifestyle');
    s = answer(s, '我們早上會去公園打太極，回家後喜歡泡茶、寫書法，還有種花，陽台想留著種蘭花', at(3)).state;
    expect(s.answers.lifestyle?.value).toMatchObject({ text: expect.stringContaining('書法') });
  });
});

describe('a booth told by an old craftsman', () => {
  it('reads the venue, power and water said plainly, and a booth made bigger as the size meant', () => {
    let s = play(['我是做木頭玩具的，第一次參加展覽', '展覽在台北世貿一館，4月23號到26號', '兩個標準攤位連在一起，一個3米乘3米，所以是3米乘6米'], start('exhibition_space', 'zh-TW'));
    expect(s.answers.address?.value).toMatchObject({ text: expect.stringContaining('台北世貿一館') });
    expect(s.answers.space_size?.value).toMatchObject({ amount: 18, unit: 'm2' });
    s = answer(s, '我想在攤位上現場示範，讓小朋友自己上油，所以要電也要水', at(3)).state;
    expect(s.answers.water_electricity_supply?.value).toEqual({ kind: 'choice', selected: ['both'] });
    s = answer(s, '剛剛兒子打電話來，隔壁的攤位沒人要，我們多租一個，變成3米乘9米', at(4)).state;
    expect(s.answers.space_size?.value).toMatchObject({ amount: 27, unit: 'm2' });
  });

  it('passes a question the visitor does not understand and leaves to the designer, and never asks one forever', () => {
    let s = play(['我是做木頭玩具的，第一次參加展覽'], start('exhibition_space', 'zh-TW'));
    const asked = nextQuestion(s)!.fieldId;
    s = answer(s, '這個我不懂，你們看著辦', at(1)).state;
    expect(nextQuestion(s)!.fieldId).not.toBe(asked);
    const next = nextQuestion(s)!.fieldId;
    for (let i = 0; i < 4; i++) s = answer(s, '什麼意思？', at(2 + i)).state;
    expect(nextQuestion(s)?.fieldId).not.toBe(next);
  });
});

describe('a widow staying in her home', () => {
  it('reads "bought new in 1974" as the age, "the trouble is" as the problem, and no age in "six of us"', () => {
    let s = play(['I live in a ranch house in Naples, Florida, which my husband and I bought new in 1974.'], start('residential_space', 'en-US'));
    expect(s.answers.age?.value).toMatchObject({ kind: 'number_with_unit', amount: 52, unit: 'years' });
    s = answer(s, 'The trouble is mostly the bathrooms. The tub has a high side I can barely step over.', at(1)).state;
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('tub') });
  });

  it('keeps where the visitor stays during the work out of the address, and "as well as I used to" out of memories', () => {
    const s = play(['Our house is in Bend, Oregon and needs a new kitchen', "We'll stay at my sister's in Salem while the work is done. I can't see as well as I used to, so good lighting matters."], start('residential_space', 'en-US'));
    expect(s.answers.address?.value).toMatchObject({ text: expect.stringContaining('Bend') });
    expect(s.answers.address?.value).not.toMatchObject({ text: expect.stringContaining('Salem') });
    expect(s.answers.memorable_moments).toBeUndefined();
  });
});

describe('a family making room for a grandmother', () => {
  it('keeps where she moves from out of the address, and files "who lives here:" and "day to day:" under their topics', () => {
    let s = play(["we're a family of four in Tacoma, and my mom is moving here from Busan this summer"], start('residential_space', 'en-US'));
    expect(s.answers.address?.value).toMatchObject({ text: 'Tacoma' });
    while (nextQuestion(s)!.fieldId !== 'lifestyle') s = answer(s, 'No particular preference', at(1)).state;
    s = answer(s, 'who lives here: me, my husband Sam, our kids Leo (9) and Mia (6), a beagle, and soon mom', at(2)).state;
    expect(s.answers.target_audience?.value).toMatchObject({ text: expect.stringContaining('Leo (9)') });
    expect(s.answers.lifestyle).toBeUndefined();
    s = answer(s, 'day to day: Sam works from home 3 days a week and needs a door that closes', at(3)).state;
    expect(s.answers.lifestyle?.value).toMatchObject({ text: expect.stringContaining('works from home') });
  });
});

describe('a formal booth request', () => {
  it('multiplies a booth size said "each" by the booths counted', () => {
    const zh = play(['敝公司今年首次參加半導體展，想委託貴公司設計攤位', '我們訂了4個標準攤位一字排開，每個3m x 3m。'], start('exhibition_space', 'zh-TW'));
    expect(zh.answers.space_size?.value).toMatchObject({ amount: 36, unit: 'm2' });
    const en = play(['We are exhibiting at a trade show in Denver', 'we booked 3 booths side by side, 10x10 each'], start('exhibition_space', 'en-US'));
    expect(en.answers.space_size?.value).toMatchObject({ amount: 300 });
  });

  it.each([
    ['zh-TW', '展覽在南港展覽館，展期為9月2日至9月4日。進場佈置為開展前兩天，撤場為閉展當日晚間。', '2026-08-31', '2026-09-04'],
    ['ko-KR', '페어는 킨텍스에서 3월 13일부터 15일까지예요. 설치는 전날 오후부터 들어갈 수 있고, 철수는 마지막 날 폐장하고 바로요.', '2026-03-12', '2026-03-15'],
    ['en-US', 'The show runs May 5 to May 7. Setup is the day before it opens and teardown is on the last day after 5pm.', '2026-05-04', '2026-05-07'],
    ['zh-TW', '今年第一次參加文博會，展期4月23號到26號，開展前一天可以進場，最後一天下午五點以後撤場', '2026-04-22', '2026-04-26'],
  ] as const)('counts the booth days from the show’s own dates in %s', (language, words, entry, exit) => {
    const s = play(['We are exhibiting at a trade show', words], start('exhibition_space', language));
    expect(s.answers.entry_date?.value).toMatchObject({ kind: 'date', date: entry });
    expect(s.answers.exit_date?.value).toMatchObject({ kind: 'date', date: exit });
    expect(s.answers.plans_after_project).toBeUndefined();
  });

  it('reads power in one sentence and water in the next as both', () => {
    const s = play(['敝公司今年首次參加半導體展，想委託貴公司設計攤位', '展示機台需要三相220V電源；冷卻系統亦需接水，因此水電皆需申請。'], start('exhibition_space', 'zh-TW'));
    expect(s.answers.water_electricity_supply?.value).toEqual({ kind: 'choice', selected: ['both'] });
  });
});

describe('a restaurant owner typing on a break', () => {
  it('reads the size "합쳐서" as the whole, reopening as the opening, and an open kitchen as the signature', () => {
    const s = play(
      ['광주에서 국밥집 하는 사장입니다', '지금 10평인데 옆 칸 6평 합쳐서 16평 돼요', '스타일은 노포 느낌이고 오픈키친 꼭 하고 싶어요', '공사는 2주만 문 닫을 수 있어서 3월 2일에는 다시 열어야 돼요'],
      start('commercial_space', 'ko-KR'),
    );
    expect(s.answers.space_size?.value).toMatchObject({ amount: 16, unit: 'pyeong' });
    expect(s.answers.unique_design?.value).toMatchObject({ text: expect.stringContaining('오픈키친') });
    expect(s.answers.opening_date?.value).toMatchObject({ kind: 'date', date: '2026-03-02' });
  });
});

describe('what comes after', () => {
  it.each([
    ['en-US', "If this goes well it's book one of three, and I'd want the same artist for all of them."],
    ['zh-TW', '如果大家喜歡的話，畢業典禮的背板可能也會再找你們！'],
    ['ko-KR', '잘 되면 내년에도 또 맡기고 싶어요'],
  ] as const)('hears later work in %s as the plans after the project', (language, words) => {
    const s = play(['a small project to start', words], start('other', language));
    expect(s.answers.plans_after_project?.value).toMatchObject({ kind: 'free_text' });
  });
});

describe('a Korean home in everyday words', () => {
  it('reads the place of the house, a year said with two digits, a heating bill that is no budget, and a budget talked over again', () => {
    const s = play(
      [
        '안녕하세요. 가평에 있는 전원주택인데 88년에 지은 집이라 손볼 데가 많아요',
        '겨울에 외풍이 너무 심해서 난방비가 한 달에 40만원씩 나와요',
        '예산은 1억 정도요',
        '아 예산은 남편이랑 다시 얘기했는데 1억 2천까지래요',
      ],
      start('residential_space', 'ko-KR'),
    );
    expect(s.answers.address?.value).toMatchObject({ text: '가평' });
    expect(s.answers.age?.value).toMatchObject({ kind: 'number_with_unit', amount: 38, unit: 'years' });
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('외풍') });
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 120_000_000, currency: 'KRW' });
    // The correction speaks of the budget only: "남편이랑" in it does not make it the household.
    expect(s.answers.target_audience).toBeUndefined();
  });

  it('reads the layout with its particles ("방은 3개 화장실 1개") and a budget of "4천에서 5천"', () => {
    const s = play(['분당에 있는 빌라를 샀어요. 24평이에요', '방은 3개 화장실 1개인데 거실이 너무 좁아요', '예산은 4천에서 5천 정도? 많이 넘으면 곤란해요'], start('residential_space', 'ko-KR'));
    expect(s.answers.layout?.value).toMatchObject({ text: expect.stringContaining('화장실 1개') });
    // The rest of the sentence is what the visitor wants changed.
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('거실이 너무 좁아요') });
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 40_000_000, max: 50_000_000, currency: 'KRW' });
  });
});

describe('numbers that are not the project’s (held-out 54: numbers all around)', () => {
  it('files no price of what the visitor sells as the budget, in any language, while its question is not asked', () => {
    const ko = play(['칼국수집 인테리어 문의드려요', '우린 그렇게는 못 해요 칼국수 9천원 받는디'], start('commercial_space', 'ko-KR'));
    expect(ko.answers.budget).toBeUndefined();
    const en = play(['We need a booth for the Heartland Ag Expo.', 'Flagship unit is $249 and the data subscription is $12/acre/yr.'], start('exhibition_space'));
    expect(en.answers.budget).toBeUndefined();
    const zh = play(['我們想重新設計豆花店', '到現在一碗還是45元'], start('commercial_space', 'zh-TW'));
    expect(zh.answers.budget).toBeUndefined();
    // Asked for, a small amount is the visitor's answer.
    let asked = start('website');
    while (nextQuestion(asked)?.fieldId !== 'budget' && asked.turns < 20) asked = answer(asked, 'No particular preference', at(asked.turns)).state;
    expect(nextQuestion(asked)?.fieldId).toBe('budget');
    expect(answer(asked, '$80', at(30)).state.answers.budget?.value).toMatchObject({ kind: 'money', amount: 80 });
  });

  it('reads a budget in Korean number words with a short negation as its ceiling: "예산은 칠천 안 넘게"', () => {
    const s = play(['칼국수집 인테리어 문의드려요', '예산은 칠천 안 넘게 해주쇼'], start('commercial_space', 'ko-KR'));
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 70_000_000, bound: 'at_most', currency: 'KRW' });
  });

  it('takes no phone number as the answer to a question of the design', () => {
    let s = start('commercial_space', 'zh-TW');
    while (nextQuestion(s)!.fieldId !== 'key_considerations' && s.turns < 30) s = answer(s, '都可以', at(s.turns)).state;
    expect(nextQuestion(s)!.fieldId).toBe('key_considerations');
    const next = answer(s, '喔對 如果要聯絡可以打0937-215-806找阿哲 我下午2點收店後比較有空', at(40)).state;
    expect(next.answers.key_considerations?.value ?? null).toBeNull();
  });

  it('keeps a lease’s end out of the opening date, and a move-in "before then" due by the lease’s end', () => {
    const shop = play(['想重新設計我們的粥店', '預計4月中開幕 因為舊店租約3月31號就到期了'], start('commercial_space', 'zh-TW'));
    expect(shop.answers.opening_date?.value).toMatchObject({ kind: 'date', date: '2026-04-01', precision: 'month' });
    const home = play(['We are renovating a condo we just bought.', 'Our apartment lease ends May 31, so ideally we move in before that.']);
    expect(home.answers.move_in_date?.value).toMatchObject({ kind: 'date', date: '2026-05-31', relation: 'by' });
  });
});

describe('a show’s dates as the visitor sets them out', () => {
  it('gives each line of pasted notes its own role: "- Move-in: Mon Mar 16\\n- Move-out: Thu Mar 19"', () => {
    const s = play(
      ['We are exhibiting at the Heartland Ag Expo. Quick facts:\n- Booth: 20x20 ft island\n- Show dates: Tues Mar 17 – Thu Mar 19\n- Move-in: Mon Mar 16\n- Move-out: Thu Mar 19 after the 4pm close\n- Budget: $40,000 all in'],
      start('exhibition_space'),
    );
    expect(s.answers.opening_date?.value).toMatchObject({ date: '2026-03-17', relation: 'on' });
    expect(s.answers.entry_date?.value).toMatchObject({ date: '2026-03-16' });
    expect(s.answers.exit_date?.value).toMatchObject({ date: '2026-03-19' });
    expect(s.answers.budget?.value).toMatchObject({ amount: 40_000, currency: 'USD' });
  });

  it('reads a span with the days of the week in brackets as opening on its first day: "展期是4/17（五）到4/19（日）"', () => {
    const s = play(['我們要參加寵物展，想找人設計攤位', '展期是4/17（五）到4/19（日）'], start('exhibition_space', 'zh-TW'));
    expect(s.answers.opening_date?.value).toMatchObject({ date: '2026-04-17', precision: 'day', relation: 'on' });
  });

  it('reads a day said alone later in the month the show’s dates are in: "철수는 17일 전시 끝나고"', () => {
    const s = play(['5월 박람회 부스 디자인 문의드립니다.\n- 전시명: 2026 코리아 전통주 페어\n- 기간: 5월 14일(목)~17일(일)\n- 장소: 코엑스 B홀', '반입은 13일 오전 9시부터 가능하고, 철수는 17일 전시 끝나고 밤 10시까지라고 하네요.'], start('exhibition_space', 'ko-KR'));
    expect(s.answers.opening_date?.value).toMatchObject({ date: '2026-05-14', precision: 'day' });
    expect(s.answers.entry_date?.value).toMatchObject({ date: '2026-05-13' });
    expect(s.answers.exit_date?.value).toMatchObject({ date: '2026-05-17' });
  });
});

describe('a date said again', () => {
  it('with its role’s words heading it, is the date meant now: "3月太趕了，4月1日前上線就可以"', () => {
    const s = play(['想做羽球館的預約網站', '希望3月1日前可以上線', '剛跟合夥人討論過，3月太趕了，4月1日前上線就可以。'], start('website', 'zh-TW'));
    expect(s.answers.expected_deadline?.value).toMatchObject({ date: '2026-04-01', relation: 'by' });
  });

  it('less precisely, around the one known, keeps the day: "by the Fourth of July", then "moved in by July"', () => {
    const s = play(['We are redoing the house we just bought.', "We'd like to be in by July 4.", 'Whatever gets us moved in by July.']);
    expect(s.answers.move_in_date?.value).toMatchObject({ date: '2026-07-04', precision: 'day' });
  });

  it('is no opening when it is the show’s last day, and no move-in when it is the lease’s end', () => {
    const show = play(['我們要參加台北國際書展，想找人設計攤位', '3月25日開幕。', '3月28日展期結束。'], start('exhibition_space', 'zh-TW'));
    expect(show.answers.opening_date?.value).toMatchObject({ date: '2026-03-25' });
    const home = play(['아파트 리모델링 문의드려요', '입주는 4월 말에 하려구요 지금 사는 전세가 4월 30일 만기라서요'], start('residential_space', 'ko-KR'));
    expect(home.answers.move_in_date?.value).toMatchObject({ date: '2026-04-01', precision: 'month', part: 'late' });
  });
});

describe('a move to a new place', () => {
  it('files the size said of the new place over the size of the place the visitor leaves', () => {
    const s = play(['我們家是在台南中西區賣虱目魚粥的老店', '現在店面只有12坪 座位只有28個', '所以打算搬到同一條街的斜對面 新的店面是兩層樓 一樓加二樓總共大概25坪'], start('commercial_space', 'zh-TW'));
    expect(s.answers.space_size?.value).toMatchObject({ amount: 25, unit: 'ping' });
    const en = play(['We run a diner downtown and are moving.', "The current place is about 900 sq ft, it's way too small.", 'The new place is 2,000 sq ft, an old bank.'], start('commercial_space'));
    expect(en.answers.space_size?.value).toMatchObject({ amount: 2000, unit: 'ft2' });
  });
});

describe('booths counted beside their size', () => {
  it('reads "兩個3x3" and "3x3 두 개" as two booths of that size, and last year’s booth as none of this one’s', () => {
    const zh = play(['我們要參加台北國際自行車展', '去年我們只有一個標攤9平方米，花了大概45萬，效果普通，今年拿到兩個3x3併在一起，想好好做。'], start('exhibition_space', 'zh-TW'));
    expect(zh.answers.space_size?.value).toMatchObject({ amount: 18, unit: 'm2' });
    const ko = play(['코엑스 박람회 부스 문의드려요', '이번엔 3x3 두 개 붙여서 해요'], start('exhibition_space', 'ko-KR'));
    expect(ko.answers.space_size?.value).toMatchObject({ amount: 18, unit: 'm2' });
  });
});

describe('one place is the project’s place (held-out 56)', () => {
  it('files the venue, not the company’s home town, when one sentence names both: "경기도 화성에 있는 … 회사인데 코엑스에서 하는 뷰티 엑스포"', () => {
    const ko = play(['저희는 경기도 화성에 있는 화장품 회사인데 5월에 코엑스에서 하는 뷰티 엑스포에 나가요'], start('exhibition_space', 'ko-KR'));
    expect(ko.answers.address?.value).toEqual({ kind: 'free_text', text: '코엑스' });
    const en = play(["We're a Tainan tea brand and we're exhibiting at the Nangang Exhibition Center in April"], start('exhibition_space'));
    expect(en.answers.address?.value).toMatchObject({ text: expect.stringContaining('Nangang Exhibition Center') });
    expect(en.answers.address?.value).not.toMatchObject({ text: expect.stringContaining('Tainan') });
  });

  it('keeps the venue known when last year’s show is told with its own venue: "작년에는 킨텍스에서 … 나갔는데"', () => {
    const s = play(['5월에 코엑스에서 하는 뷰티 엑스포에 나가요', '작년에는 킨텍스에서 3x3 부스 하나로 나갔는데 너무 좁아서 이번엔 6x3으로 신청했어요'], start('exhibition_space', 'ko-KR'));
    expect(s.answers.address?.value).toEqual({ kind: 'free_text', text: '코엑스' });
    // The size said after last year's, with no word of last year of its own, is this booth's.
    expect(s.answers.space_size?.value).toMatchObject({ amount: 18, unit: 'm2' });
  });

  it('takes no place from inside another word: "과수원" holds no 수원', () => {
    const s = play(['제주 서귀포 남원읍에서 귤농사 하는데 과수원 3천평 정도고 말랭이 만들기 시작했어요'], start('packaging_design', 'ko-KR'));
    expect(s.answers.address?.value).toMatchObject({ text: expect.stringContaining('서귀포') });
    expect(s.answers.address?.value).not.toMatchObject({ text: expect.stringContaining('수원') });
  });

  it('keeps where the visitor used to work out of the address, however the years and the role are said', () => {
    const ko = play(['네일샵 인테리어 때문에 연락드려요', '강남에서 10년 넘게 실장으로 일하다가 이번에 제 샵 차려요'], start('commercial_space', 'ko-KR'));
    expect(ko.answers.address).toBeUndefined();
  });
});

describe('a holiday said after the month (held-out 56)', () => {
  it('is why the date was chosen, not a more precise date: "我想5月初開幕 趕母親節", "open early May, in time for Mother’s Day"', () => {
    const zh = play(['想問店面設計', '房東說3月1號交屋 我想5月初開幕 趕母親節'], start('commercial_space', 'zh-TW'));
    expect(zh.answers.opening_date?.value).toMatchObject({ date: '2026-05-01', precision: 'month', part: 'early' });
    const en = play(['We are opening a flower shop.', "We want to open in early May, in time for Mother's Day."], start('commercial_space'));
    expect(en.answers.opening_date?.value).toMatchObject({ date: '2026-05-01', precision: 'month', part: 'early' });
    // Said alone, the holiday is the date.
    const alone = play(['We are opening a flower shop.', "We want to open for Mother's Day."], start('commercial_space'));
    expect(alone.answers.opening_date?.value).toMatchObject({ date: '2026-05-10', precision: 'day' });
  });
});

describe('a budget with a ceiling that hangs on a condition (held-out 56)', () => {
  it('reads "around 90k but … if the kitchen eats it all we could go to 110" as 90k to 110k', () => {
    const s = play(['We just bought a house and want to renovate the kitchen.', 'we were thinking around 90k but honestly if the kitchen eats it all we could go to 110']);
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 90_000, max: 110_000, currency: 'USD' });
  });

  it('reads an amount changed with no condition as the change, not a range: "we said $40k, but … so we can go to $48k"', () => {
    const s = play(['We need a booth for a tile show.', 'For the booth we said $40k, but my mom says this show matters, so we can go to $48k.'], start('exhibition_space'));
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 48_000 });
    expect(s.answers.budget?.value).not.toHaveProperty('max');
  });
});

describe('water and power, and a budget changed in its own scale (held-out 57)', () => {
  it('reads the one utility said to be the only one as meant, whatever was said of the other before', () => {
    const zh = play(['我們要參加美容展，想找人設計攤位', '原本想說要接水做洗臉示範，但主管說太麻煩不做了，所以只要電就好。'], start('exhibition_space', 'zh-TW'));
    expect(zh.answers.water_electricity_supply?.value).toEqual({ kind: 'choice', selected: ['electricity_only'] });
    const ko = play(['킨텍스 박람회 부스 문의드립니다', '시연할 예정이라 전기는 꼭 필요하고, 물은 따로 안 씁니다.'], start('exhibition_space', 'ko-KR'));
    expect(ko.answers.water_electricity_supply?.value).toEqual({ kind: 'choice', selected: ['electricity_only'] });
  });

  it('reads a bare ceiling, told as news just had, in the 만 of the budget known: "400까지는 괜찮다고 하시네요"', () => {
    const s = play(['한옥스테이 홈페이지 문의드려요', '예산은 300만원 정도 생각하는데 가능할까요', '방금 엄마랑 통화했는데 400까지는 괜찮다고 하시네요'], start('website', 'ko-KR'));
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 4_000_000, bound: 'at_most', currency: 'KRW' });
  });

  it('keeps a price said beside the budget for what the visitor sells: "我想做300以內的" is no budget of 300萬', () => {
    const s = play(['我要開酒吧 在台南中西區', '預算抓250萬上下', '附近酒吧一杯都400起跳 我想做300以內的'], start('commercial_space', 'zh-TW'));
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 2_500_000, currency: 'TWD' });
  });
});

describe('a question is never asked a third time (held-out 57)', () => {
  it('passes a question asked again to clarify and then talked past, instead of bringing it back later', () => {
    let s = start('brand_design');
    let askedHelp = 0;
    const messages = [
      "hey we're a heating and cooling company in dayton ohio, family business. need our logo redone its looking real dated",
      'its bell & sons. my dad started it in 1971 and named it after me and my brother',
      'we do furnace and ac install, repairs, maintenance plans. some duct cleaning',
      'main thing is we look like a small timer next to the big outfits',
      'we got 6 vans that need new wraps with the new logo too. wait 7, we bought one in december',
      'need it done by april thats when the vans go in',
    ];
    for (let turn = 0; nextQuestion(s) && turn < 30; turn++) {
      if (nextQuestion(s)!.fieldId === 'need_registration_assistance') askedHelp += 1;
      s = answer(s, messages[turn] ?? 'whatever you think works', at(turn)).state;
    }
    expect(askedHelp).toBeGreaterThan(0);
    expect(askedHelp).toBeLessThanOrEqual(2);
  });
});

describe('"open" said with its plain verb right after the date (held-out 57)', () => {
  it('reads "想5月開" and "3월 중순에 열려고요" as the opening, not "5月開始裝修" nor an exhibition "열려요"', () => {
    const zh = play(['嗨 我要開酒吧 在台南中西區', '想5月開 租約已經簽了'], start('commercial_space', 'zh-TW'));
    expect(zh.answers.opening_date?.value).toMatchObject({ date: '2026-05-01', precision: 'month' });
    const ko = play(['네일샵 인테리어 문의요', '가게는 3월 중순에 열려고요'], start('commercial_space', 'ko-KR'));
    expect(ko.answers.opening_date?.value).toMatchObject({ date: '2026-03-01', precision: 'month', part: 'mid' });
    const work = play(['嗨 我要開酒吧 在台南中西區', '我們3月開始裝修'], start('commercial_space', 'zh-TW'));
    expect(work.answers.opening_date).toBeUndefined();
    const show = play(['네일샵 인테리어 문의요', '전시회는 5월에 열려요'], start('commercial_space', 'ko-KR'));
    expect(show.answers.opening_date).toBeUndefined();
  });
});

describe('years and places that say nothing of this project (held-out 58)', () => {
  it('files no date from "this year" said alone off its question: the date stays open to be asked', () => {
    const en = play(["Hi there, I'm with Northwoods Shelter Co. We got a booth at the Northwest Sportshow this year, first time doing a big show."], start('exhibition_space'));
    expect(en.answers.opening_date).toBeUndefined();
    let asked = en;
    while (nextQuestion(asked) && nextQuestion(asked)!.fieldId !== 'opening_date' && asked.turns < 20) asked = answer(asked, 'no preference', at(asked.turns + 1)).state;
    expect(nextQuestion(asked)?.fieldId).toBe('opening_date');
    const zh = play(['你好 我在左營當髮型設計師十年了', '今年要自己出來開店'], start('commercial_space', 'zh-TW'));
    expect(zh.answers.opening_date).toBeUndefined();
    // Next year says more than the project's being under way.
    const next = play(['你好 我在左營當髮型設計師十年了', '明年要自己出來開店'], start('commercial_space', 'zh-TW'));
    expect(next.answers.opening_date?.value).toMatchObject({ date: '2027-01-01', precision: 'year' });
  });

  it('keeps the place of last year’s show out of a booth’s place, but not a home bought last year', () => {
    const booth = play(['We make ice fishing shelters and need a real booth.', 'Last year we did a bait shop expo in Brainerd with a 6 ft table lol.'], start('exhibition_space'));
    expect(booth.answers.address).toBeUndefined();
    const home = play(['We want to renovate our house.', 'Last year we bought a 1950s house in Evanston.']);
    expect(home.answers.address?.value).toMatchObject({ text: expect.stringContaining('Evanston') });
  });
});

describe('Korean budgets in words and the home left behind (held-out 58)', () => {
  it('reads "천오백" before an amount’s words as 1,500만, and as the budget changed from "천만원"', () => {
    let s = start('website', 'ko-KR');
    while (nextQuestion(s)?.fieldId !== 'budget' && s.turns < 20) s = answer(s, '잘 모르겠어요', at(s.turns)).state;
    expect(nextQuestion(s)?.fieldId).toBe('budget');
    const changed = answer(s, '아 예산은 처음엔 천만원 정도 생각했는데 방금 부장님이 천오백 이하면 된다고 하시네요', at(30)).state;
    expect(changed.answers.budget?.value).toMatchObject({ kind: 'money', amount: 15_000_000, bound: 'at_most', currency: 'KRW' });
  });

  it('takes no kind of home from the flat the visitor leaves: "서울 아파트 정리하고 내려가기로" after "양평에 시골집을 하나 샀는데"', () => {
    const s = play(['안녕하세요 양평에 시골집을 하나 샀는데 고쳐서 살려고 해요 남편이 작년에 퇴직하고 서울 아파트 정리하고 내려가기로 했어요'], start('residential_space', 'ko-KR'));
    expect(s.answers.address?.value).toMatchObject({ text: '양평' });
    expect(s.answers.property_category).toBeUndefined();
    // Named with the project's own place, it is the project's: "서울 아파트 리모델링하려고요".
    const own = play(['서울 아파트 리모델링하려고요'], start('residential_space', 'ko-KR'));
    expect(own.answers.property_category?.value).toEqual({ kind: 'choice', selected: ['apartment'] });
  });

  it('reads "단독이요" to the kind of home as a detached house, and no "단독으로" in passing as one', () => {
    let s = start('residential_space', 'ko-KR');
    while (nextQuestion(s)?.fieldId !== 'property_category' && s.turns < 20) s = answer(s, '잘 모르겠어요', at(s.turns)).state;
    expect(answer(s, '단독이요 마당 있는 단층집', at(30)).state.answers.property_category?.value).toEqual({ kind: 'choice', selected: ['detached_house'] });
    expect(play(['저 혼자 단독으로 결정해요'], start('residential_space', 'ko-KR')).answers.property_category).toBeUndefined();
  });
});

describe('the value meant, not the one taken back or turned down (held-outs 59–61)', () => {
  it('files the size a correction means, wherever the size taken back is said again', () => {
    const ko = play(['춘천 아파트 리모델링 문의드려요 34평이에요', '아 그리고 평수 잘못 말씀드렸어요 34평 아니고 32평이래요 34평은 옆 라인이라네요ㅎㅎ'], start('residential_space', 'ko-KR'));
    expect(ko.answers.space_size?.value).toMatchObject({ amount: 32, unit: 'pyeong' });
    expect(ko.answers.space_size?.clarify).toBeFalsy();
    const en = play(['We are redoing our condo.', "sorry its not 1200 sq ft, its 1100 sq ft. 1200 is the unit upstairs"]);
    expect(en.answers.space_size?.value).toMatchObject({ amount: 1100, unit: 'ft2' });
    const zh = play(['想重新裝潢我們家', '坪數不是35坪，是32坪，35是隔壁那戶'], start('residential_space', 'zh-TW'));
    expect(zh.answers.space_size?.value).toMatchObject({ amount: 32, unit: 'ping' });
  });

  it('files the budget a correction means: "예산은 200 말고 300으로 잡아도 된대요"', () => {
    const s = play(['필라테스 홈페이지 만들고 싶어요', '예산은 한 200만원 정도?', '남편이랑 얘기했는데 예산은 200 말고 300으로 잡아도 된대요'], start('website', 'ko-KR'));
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 3_000_000, currency: 'KRW' });
  });

  it('keeps the visitor’s ceiling over someone’s larger figure they judge too much', () => {
    let zh = start('commercial_space', 'zh-TW');
    while (nextQuestion(zh)?.fieldId !== 'budget' && zh.turns < 20) zh = answer(zh, '不知道', at(zh.turns)).state;
    const turned = answer(zh, '100萬以內啦 不要超過 我兒子說要抓120 我覺得太多了', at(30)).state;
    expect(turned.answers.budget?.value).toMatchObject({ kind: 'money', amount: 1_000_000, bound: 'at_most' });
    expect(turned.answers.budget?.value).not.toHaveProperty('max');
    const en = play(['We are opening a bakery.', 'we want to stay under 80k. the contractor said 120k which is way too much'], start('commercial_space'));
    expect(en.answers.budget?.value).toMatchObject({ kind: 'money', amount: 80_000, bound: 'at_most' });
    expect(en.answers.budget?.clarify).toBeFalsy();
  });

  it('reads a budget without its currency in the currency the message names for its other amounts', () => {
    const zh = play(['我在多倫多教做台灣菜，想做報名網站', '預算的話我本來想說3000到5000加幣 剛跟我老公討論 他說最多4000 那就4000以內好了'], start('website', 'zh-TW'));
    expect(zh.answers.budget?.value).toMatchObject({ kind: 'money', amount: 4_000, bound: 'at_most', currency: 'CAD' });
    const ko = play(['LA에서 치과 예약 홈페이지 문의드려요', '예산은 원장님이랑 얘기했는데 8천불에서 만불 사이요'], start('website', 'ko-KR'));
    expect(ko.answers.budget?.value).toMatchObject({ kind: 'money', amount: 8_000, max: 10_000, currency: 'USD' });
  });
});

describe('money that is not the budget, and a sentence of money that answers no look (held-outs 59–61)', () => {
  it('reads a message headed by the budget as speaking of it, past someone else’s quote: "budget wise, another agency quoted us $12k …"', () => {
    const s = play(['Hi, I own a Pilates studio in Pittsburgh and our website is a mess', "budget wise, another agency quoted us $12k which felt crazy. I'm thinking 6 to 8k?"], start('website'));
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 6_000, max: 8_000, currency: 'USD' });
  });

  it('keeps the heading to the sentence that gives the amount: the house’s price after it is no budget', () => {
    const s = play(['군산에 오래된 단독주택을 샀어요', '예산은 처음엔 1억 생각했는데 견적 몇 군데 받아보니까 택도 없대서.. 1억 5천까지는 써볼게요. 집값이 1억 8천이었는데 고치는 데 거의 집값만큼 드네요'], start('residential_space', 'ko-KR'));
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 150_000_000, bound: 'at_most' });
    expect(s.answers.budget?.clarify).toBeFalsy();
  });

  it('files no running cost as the budget: "we pay like $300 a month for it"', () => {
    const s = play(['We need a new website for our Pilates studio.', 'oh and do you guys also set up the booking part? we use Mindbody right now and pay like $300 a month for it ugh'], start('website'));
    expect(s.answers.budget).toBeUndefined();
    const zh = play(['想做咖啡廳的網站', '我們現在用的預約系統每個月要付1500元'], start('website', 'zh-TW'));
    expect(zh.answers.budget).toBeUndefined();
  });

  it('answers a question of looks or people with no sentence of what something costs', () => {
    let s = start('residential_space');
    while (nextQuestion(s)?.fieldId !== 'preferred_style' && s.turns < 20) s = answer(s, 'not sure', at(s.turns)).state;
    expect(nextQuestion(s)?.fieldId).toBe('preferred_style');
    const next = answer(s, 'Another company quoted us $85,000 for just the kitchen and baths which is insane', at(30)).state;
    expect(next.answers.preferred_style).toBeUndefined();
    expect(next.answers.project_background?.value).toMatchObject({ text: expect.stringContaining('quoted us $85,000') });
    let ko = start('exhibition_space', 'ko-KR');
    while (nextQuestion(ko)?.fieldId !== 'preferred_style' && ko.turns < 20) ko = answer(ko, '잘 모르겠어요', at(ko.turns)).state;
    const price = answer(ko, '칫솔 하나에 3,500원이고요', at(30)).state;
    expect(price.answers.preferred_style).toBeUndefined();
    expect(price.answers.project_background?.value).toMatchObject({ text: expect.stringContaining('3,500원') });
  });
});

describe('a handle is one word, and a value named is no cry for help (held-out 59)', () => {
  it('reads no language inside a web address or a handle: "帳號是 mandarin.lily.yvr"', () => {
    const s = play(['我在溫哥華教小朋友中文，想做一個報名網站', '沒有欸 只有IG 帳號是 mandarin.lily.yvr'], start('website', 'zh-TW'));
    expect(s.answers.languages).toBeUndefined();
  });

  it('files the languages of a reply that goes on to say some parents cannot read one of them', () => {
    let s = start('website', 'zh-TW');
    while (nextQuestion(s)?.fieldId !== 'languages' && s.turns < 20) s = answer(s, '不知道', at(s.turns)).state;
    expect(nextQuestion(s)?.fieldId).toBe('languages');
    const result = answer(s, '中文跟英文 有些爸媽看不太懂中文', at(30));
    expect(result.outcome.type).toBe('parsed');
    expect(result.state.answers.languages?.value).toEqual({ kind: 'list', items: ['中文', '英文'] });
    // Not understanding the question, said alone, still asks for help.
    expect(answer(s, '看不太懂', at(30)).outcome).toMatchObject({ type: 'needs_clarification', reason: 'help' });
  });
});

describe('a routine dates nothing, and "formerly" is no deadline (held-out 61)', () => {
  it('takes no deadline from the time a routine takes: "we roast every tuesday and ship within 2 days"', () => {
    const s = play(['We roast coffee in Asheville and need new bag designs.', 'we roast every tuesday and ship within 2 days, nothing sits'], start('packaging_design'));
    expect(s.answers.expected_deadline).toBeUndefined();
  });

  it('reads "以前" that opens what used to be as formerly, not as "by" the date before it', () => {
    const s = play(['我們4月要參加高雄的扣件展，想設計攤位', '進場4/22，撤場4/24 以前都是用主辦單位的標準攤位'], start('exhibition_space', 'zh-TW'));
    expect(s.answers.exit_date?.value).toMatchObject({ date: '2026-04-24', relation: 'on' });
  });

  it('reads "안에서" right after an amount as its ceiling, and not the 안에서 of a place before it', () => {
    const s = play(['청주에서 필라테스 스튜디오 인테리어 문의드려요', '저는 인테리어 전체 4천만원 안에서 하고 싶어요'], start('commercial_space', 'ko-KR'));
    expect(s.answers.budget?.value).toMatchObject({ kind: 'money', amount: 40_000_000, bound: 'at_most' });
  });

  it('passes a question the visitor politely leaves to the designer: "沒有特別的想法，就麻煩您們多費心了"', () => {
    let s = start('residential_space', 'zh-TW');
    while (nextQuestion(s)?.fieldId !== 'important_collections' && s.turns < 20) s = answer(s, '不知道', at(s.turns)).state;
    expect(nextQuestion(s)?.fieldId).toBe('important_collections');
    const result = answer(s, '這部分我們沒有特別的想法，就麻煩您們多費心了。', at(30));
    expect(result.outcome.type).toBe('skipped');
  });
});

describe('sizes of another place, and a size changed as news (held-outs 60 and 61)', () => {
  it('takes no size from the place the visitor used to work: "강남에 있는 큰 센터에서 … 일했는데 거기가 80평짜리에"', () => {
    const s = play(['안녕하세요 저 청주에서 필라테스 스튜디오 오픈 준비중이에요 서울 강남에 있는 큰 센터에서 6년 동안 강사로 일했는데 거기가 80평짜리에 기구만 20대 넘게 있는 곳이었거든요'], start('commercial_space', 'ko-KR'));
    expect(s.answers.address?.value).toMatchObject({ text: '청주' });
    expect(s.answers.space_size).toBeUndefined();
  });

  it('changes a booth’s size said again as news just had: "剛剛問了老闆 … 所以是3x6，18平方公尺"', () => {
    const s = play(['我們3月要參加台北自行車展，想找人設計展位', '攤位3x3，預算大概30萬', '不好意思，剛剛問了老闆，今年是訂兩個攤位，所以是3x6，18平方公尺'], start('exhibition_space', 'zh-TW'));
    expect(s.answers.space_size?.value).toMatchObject({ amount: 18, unit: 'm2' });
  });
});

describe('money in the currency of the place, and a ceiling after a hedge (held-out 62)', () => {
  it('reads "$" and dollars said bare in the dollars of the country the work is in', () => {
    const van = play(['We have a townhouse in North Vancouver and want to redo the kitchen.', "We've set aside $90,000."]);
    expect(van.answers.budget?.value).toMatchObject({ kind: 'money', amount: 90_000, currency: 'CAD' });
    const story = play(['Hi! I run a physio clinic in Port Credit, Mississauga and our website is ancient.', 'Budget maybe $8k? Could stretch to 10 if it’s really good.'], start('website'));
    expect(story.answers.budget?.value).toMatchObject({ kind: 'money', amount: 8_000, max: 10_000, currency: 'CAD' });
    // Dollars marked as the US's stay US dollars; and a visitor in the US pays in them.
    expect(play(['We have a townhouse in North Vancouver.', 'Budget is US$90,000.']).answers.budget?.value).toMatchObject({ currency: 'USD' });
    expect(play(['We bought a house in Denver.', 'Budget is $90,000.']).answers.budget?.value).toMatchObject({ currency: 'USD' });
  });

  it('takes no date from "the last day": "撤場是最後一天3/28下午展完就開始撤"', () => {
    const s = play(['我們要參加台北自行車展，想設計攤位', '展期是3/25到3/28 進場是3/23 撤場是最後一天3/28下午展完就開始撤'], start('exhibition_space', 'zh-TW'));
    expect(s.answers.exit_date?.value).toMatchObject({ date: '2026-03-28' });
  });
});

describe('a size corrected as news, on a second look, or after a doubt (held-out 62)', () => {
  it('corrects the size said last with a bare number told as news just had: "landlord just called, its 1,050 usable"', () => {
    const s = play(['opening a bakery cafe in the north end', 'its about 1200 sq ft', 'sorry landlord just called, its 1,050 usable. the 1200 counts the basement storage'], start('commercial_space'));
    expect(s.answers.space_size?.value).toMatchObject({ amount: 1050, unit: 'ft2' });
  });

  it('reads a second look at the lease as a correction: "아 죄송 계약서 다시 보니 전용 35평이네요"', () => {
    const s = play(['광주 양림동에 베이커리 카페 2호점 내려구요', '평수는 32평 정도요', '아 죄송 계약서 다시 보니 전용 35평이네요'], start('commercial_space', 'ko-KR'));
    expect(s.answers.space_size?.value).toMatchObject({ amount: 35, unit: 'pyeong' });
  });

  it('takes the size said after one the visitor doubts: "33평인가 관리비 고지서엔 34평으로 나와요 34평이요"', () => {
    let s = start('residential_space', 'ko-KR');
    while (nextQuestion(s)?.fieldId !== 'space_size' && s.turns < 20) s = answer(s, '잘 모르겠어요', at(s.turns)).state;
    expect(nextQuestion(s)?.fieldId).toBe('space_size');
    expect(answer(s, '33평인가 관리비 고지서엔 34평으로 나와요 34평이요', at(30)).state.answers.space_size?.value).toMatchObject({ amount: 34 });
  });
});

describe('the date a reply leads to (held-outs 60 and 62)', () => {
  it('answers a date’s question with the date that follows from the reason given: "…closes August 31, so September 1st"', () => {
    let s = start('residential_space');
    while (nextQuestion(s)?.fieldId !== 'move_in_date' && s.turns < 20) s = answer(s, 'not sure', at(s.turns)).state;
    expect(nextQuestion(s)?.fieldId).toBe('move_in_date');
    expect(answer(s, 'Our house sale closes August 31, so September 1st.', at(30)).state.answers.move_in_date?.value).toMatchObject({ date: '2026-09-01' });
    expect(answer(s, 'Our lease ends August 31, so September 1st.', at(30)).state.answers.move_in_date?.value).toMatchObject({ date: '2026-09-01' });
    let web = start('website');
    while (nextQuestion(web)?.fieldId !== 'expected_deadline' && web.turns < 20) web = answer(web, 'not sure', at(web.turns)).state;
    expect(answer(web, 'before summer when the AC and water heater calls pick up. so may?', at(30)).state.answers.expected_deadline?.value).toMatchObject({ date: '2026-05-01', relation: 'by' });
  });
});

describe('a short answer with a question back (held-outs 61 and 62)', () => {
  it('takes the option of a short reply that closes on a question to the designer', () => {
    const toRegistration = (language: Language) => {
      let s = start('brand_design', language);
      while (nextQuestion(s)?.fieldId !== 'registration_status' && s.turns < 20) s = answer(s, { 'en-US': 'not sure', 'zh-TW': '不知道', 'ko-KR': '잘 모르겠어요' }[language], at(s.turns)).state;
      expect(nextQuestion(s)?.fieldId).toBe('registration_status');
      return s;
    };
    expect(answer(toRegistration('ko-KR'), '아니요 아직 안 했어요ㅠ 해야 되는 거죠?', at(30)).state.answers.registration_status?.value).toEqual({ kind: 'choice', selected: ['not_registered'] });
    expect(answer(toRegistration('en-US'), 'no not yet. is that something i need??', at(30)).state.answers.registration_status?.value).toEqual({ kind: 'choice', selected: ['not_registered'] });
    expect(answer(toRegistration('zh-TW'), '還沒耶 需要嗎？', at(30)).state.answers.registration_status?.value).toEqual({ kind: 'choice', selected: ['not_registered'] });
    // Not a longer story before the question: "상표요? 그런 건 생각도 못 해봤네요 ㅎㅎ 해야 되는 건가요?" names no option.
    expect(answer(toRegistration('ko-KR'), '상표요? 그런 건 생각도 못 해봤네요 ㅎㅎ 해야 되는 건가요?', at(30)).state.answers.registration_status?.value).not.toEqual({ kind: 'choice', selected: ['registered'] });
  });
});

describe('the design due before an event the brief has no field for, and a deadline said again as news (held-outs 35 and 61)', () => {
  it('files the date the design must be out by to meet an opening a logo brief does not ask: "스마트스토어 오픈 맞추려면 3월 말까지는 나와야 해요"', () => {
    const s = play(['대구에서 떡집 하는데 로고랑 패키지 리브랜딩 문의드려요', '스마트스토어 오픈 맞추려면 3월 말까지는 나와야 해요'], start('brand_design', 'ko-KR'));
    expect(s.answers.expected_deadline?.value).toMatchObject({ date: '2026-03-01', relation: 'by', part: 'late' });
    // (The date of the event itself, said after the deadline, is not the deadline: "by March 31 so I can print flyers before the open house on April 18".)
    let en = start('brand_design');
    while (nextQuestion(en)?.fieldId !== 'expected_deadline' && en.turns < 20) en = answer(en, 'not sure', at(en.turns)).state;
    expect(answer(en, 'by March 31 so I can print flyers before the open house on April 18', at(30)).state.answers.expected_deadline?.value).toMatchObject({ date: '2026-03-31' });
  });

  it('changes a known deadline said again as news just had: "sorry, just checked, the first market is April 25 this year, so before that"', () => {
    const s = play(['We make huckleberry jam in Spokane and need labels.', 'would love it done by May when the markets open', 'sorry, just checked, the first market is April 25 this year, so before that'], start('packaging_design'));
    expect(s.answers.expected_deadline?.value).toMatchObject({ date: '2026-04-25', relation: 'by' });
  });
});

describe('a social handle after its platform’s name (held-out 61)', () => {
  it('files a handle said a few words after the platform as the brand’s page: "인스타는 있어요 @soonok_tteok 인데"', () => {
    const s = play(['대구 서문시장 옆 떡집 로고 문의드려요', '인스타는 있어요 @soonok_tteok 인데 엄마가 가끔 떡 사진만 올리는 정도예요.'], start('brand_design', 'ko-KR'));
    expect(s.answers.brand_website?.value).toMatchObject({ text: expect.stringContaining('@soonok_tteok') });
    // (A handle with no platform named is no page: "@soonok_tteok" could be anyone's.)
    expect(play(['Logo for my bike repair van.', 'shoutout to @mplsbikes for sending you my way'], start('brand_design')).answers.brand_website).toBeUndefined();
  });
});

describe('a date’s day is no number of another kind (seen in Chromium, session 29)', () => {
  it('files no age from "August 31" to how old the home is, and keeps the words to clarify', () => {
    let s = start('residential_space');
    while (nextQuestion(s)?.fieldId !== 'age' && s.turns < 20) s = answer(s, 'not sure', at(s.turns)).state;
    expect(nextQuestion(s)?.fieldId).toBe('age');
    const result = answer(s, 'Our house sale closes August 31, so September 1st.', at(30));
    expect(result.state.answers.age?.value ?? null).toBeNull();
    expect(result.state.answers.age?.raw).toContain('August 31');
    // A number said alone still answers: "about 31".
    expect(answer(s, 'about 31', at(30)).state.answers.age?.value).toMatchObject({ amount: 31, unit: 'years' });
  });
});

describe('a deadline changed inside one message (held-outs 63 and 64)', () => {
  it('files the date said after a change of mind, due by it as the first was', () => {
    const en = play(['Need a logo for our bouldering gym in Hamilton.', "timing wise logo by end of March I'd say — actually no, make that March 6. the sign guy needs 8 weeks"], start('brand_design'));
    expect(en.answers.expected_deadline?.value).toMatchObject({ date: '2026-03-06', precision: 'day', relation: 'by' });
    const news = play(['We make hot sauce in Melbourne and need labels.', 'it needs to be ready by end of March. actually sorry, deli just messaged, they want it mid March now'], start('packaging_design'));
    expect(news.answers.expected_deadline?.value).toMatchObject({ date: '2026-03-01', part: 'mid', relation: 'by' });
    // (A later date with no word of a change is another thing's: "The gift set can wait till fall".)
    const calm = play(['We make jam and need new labels.', 'By the end of March if we can. Market season picks up in April. The gift set can wait till fall'], start('packaging_design'));
    expect(calm.answers.expected_deadline?.value).toMatchObject({ date: '2026-03-01', part: 'late', relation: 'by' });
  });

  it('files the earlier of two dates the work is due by, by the last day each covers: "3월 안에 … 3월 중순까지요"', () => {
    const s = play(['전주에서 약과 가게 하는데 로고 문의드려요', '3월 안에 되면 좋겠어요. 아 근데 스마트스토어를 4월 1일에 연다고 했으니까 3월 중순까지요'], start('brand_design', 'ko-KR'));
    expect(s.answers.expected_deadline?.value).toMatchObject({ date: '2026-03-01', part: 'mid', relation: 'by' });
  });

  it('reads no date a correction takes back, and a deadline called so is one to be done by: "마감 4월 중순 말고 3월 말로"', () => {
    const ko = play(['대전에서 에세이 독립출판 표지 디자인 문의드려요', '아 마감 4월 중순 말고 3월 말로 당겨도 될까요? 펀딩 오픈을 4월 1일로 잡아서요'], start('other', 'ko-KR'));
    expect(ko.answers.expected_deadline?.value).toMatchObject({ date: '2026-03-01', part: 'late', relation: 'by' });
    const en = play(['We need a cover for our zine.', 'we need it by end of April, not mid-April'], start('other'));
    expect(en.answers.expected_deadline?.value).toMatchObject({ date: '2026-04-01', part: 'late', relation: 'by' });
  });
});

describe('set-up days listed with "、" (held-out 63)', () => {
  it('moves in from the first of them: "主辦單位規定4/20、4/21進場佈置"', () => {
    const s = play(['我們是彰化的機車零件廠，要參加南港的展覽', '展期是4/22到4/25，主辦單位規定4/20、4/21進場佈置。'], start('exhibition_space', 'zh-TW'));
    expect(s.answers.entry_date?.value).toMatchObject({ date: '2026-04-20', precision: 'day' });
    expect(s.answers.opening_date?.value).toMatchObject({ date: '2026-04-22' });
  });
});

describe('the date of a show or an opening, not the design’s deadline (held-out 64)', () => {
  it('files the show’s days as its opening though a product is launched there', () => {
    const s = play(['Hi, I need a booth designed.', "We're exhibiting at the National Restaurant Association Show at McCormick Place in Chicago, May 16–19, launching our new countertop tortilla oven."], start('exhibition_space'));
    expect(s.answers.opening_date?.value).toMatchObject({ date: '2026-05-16', precision: 'day' });
    expect(s.answers.expected_deadline).toBeUndefined();
  });

  it('files "5月1號前可以開" as the opening, and the old shop’s lease running to the end of April as nothing', () => {
    const s = play(['我們板橋的髮廊要搬家，想找室內設計', '預算抓200萬 不含設備 最好5月1號前可以開 舊店租約到4月底而已'], start('commercial_space', 'zh-TW'));
    expect(s.answers.opening_date?.value).toMatchObject({ date: '2026-05-01', precision: 'day', relation: 'by' });
    expect(s.answers.expected_deadline).toBeUndefined();
  });
});

describe('an option named as the thing’s kind over one guessed from a word in passing (held-out 64)', () => {
  it('files the kind of site the visitor names over the one a word in their story suggested', () => {
    const zh = play(['您好，我是竹北一間牙醫診所的行政主任。現在的官網是2017年外包做的，手機版跑版很嚴重，想整個重做。', '類型的話應該算預約服務型的吧，最希望可以線上預約掛號'], start('website', 'zh-TW'));
    expect(zh.answers.category?.value).toEqual({ kind: 'choice', selected: ['booking'] });
    const ko = play(['분당에서 세무사 사무소를 합니다. 온라인으로 상담 예약을 받을 수 있으면 좋겠습니다.', '기업 홈페이지 형태면 됩니다. 예약은 그 안에 상담 신청 버튼 정도면 충분하고요.'], start('website', 'ko-KR'));
    expect(ko.answers.category?.value).toEqual({ kind: 'choice', selected: ['corporate'] });
  });

  it('keeps it when the later words name an option without saying it is the kind wanted', () => {
    const s = play(['I run a bakery and we want online booking for cake tastings.', 'We also sell a few things in our online shop.'], start('website'));
    expect(s.answers.category?.value).toEqual({ kind: 'choice', selected: ['booking'] });
  });
});

describe('an option said as the only one meant (held-out 64)', () => {
  it('leaves out the options named before it in the message: "actually scrap the gift set … just the pouch"', () => {
    const s = play(['We make bath soaks in Fremantle and need new packaging.', 'Stand-up resealable pouch I reckon. And maybe a gift set of 3 in a box for Christmas?', "actually scrap the gift set, can't afford it this year 😅 just the pouch"], start('packaging_design'));
    expect(s.answers.packaging_form?.value).toEqual({ kind: 'choice', selected: ['bag_pouch'] });
    // (Options named together, none of them alone, are all kept.)
    expect(play(['We make bath soaks and need packaging.', 'we want a pouch and a gift box'], start('packaging_design')).answers.packaging_form?.value).toMatchObject({ selected: expect.arrayContaining(['bag_pouch', 'gift_set']) });
  });
});

describe('the question’s own verb names its topic (held-out 64)', () => {
  it('files "想解決的是…" as the problem the design solves, though the customers are named in it', () => {
    const s = play(['我要在台中北屯開一間寵物美容工作室，想做全新的logo', '想解決的是…客人都只記得「Amy老師」不知道店名，希望有個好記的logo讓大家記住店'], start('brand_design', 'zh-TW'));
    expect(s.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('好記的logo') });
  });

  it('in English and Korean too', () => {
    const en = play(['I run a dog grooming van in Tucson and need a logo.', "What I want to solve is that customers only remember me, not the business."], start('brand_design'));
    expect(en.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('only remember me') });
    const ko = play(['전주에서 떡집을 하는데 로고를 만들고 싶어요', '해결하고 싶은 건 손님들이 가게 이름을 기억 못 하는 거예요'], start('brand_design', 'ko-KR'));
    expect(ko.answers.problem_need?.value).toMatchObject({ text: expect.stringContaining('기억 못') });
  });
});
