import { describe, expect, it } from 'vitest';
import { fieldDefinitions } from '../fields.ts';
import { parseChoice, type ChoiceTerms } from './choice.ts';
import { parseList } from './list.ts';
import { choiceTermsOf } from '../parse-answer.ts';

function termsOf(id: keyof typeof fieldDefinitions): ChoiceTerms[] {
  return choiceTermsOf(fieldDefinitions[id]);
}

describe('choices', () => {
  const registration = termsOf('registration_status');
  it.each([
    ['Registered', 'registered'],
    ['Yes, it is already registered', 'registered'],
    ['Not yet', 'not_registered'],
    ["Not yet, we haven't registered it", 'not_registered'],
    ['not registered', 'not_registered'],
    ["Trademark? honestly no idea, I don't think we ever registered it", 'not_registered'],
    ['We never registered the name', 'not_registered'],
    ['등록한 적은 없어요', 'not_registered'],
    ['還沒有註冊', 'not_registered'],
    ['已經註冊了', 'registered'],
    ['申請中', 'in_progress'],
    ['아직 등록 안 했어요', 'not_registered'],
    ['출원 중이에요', 'in_progress'],
    ['2', 'in_progress'],
    ['3.', 'not_registered'],
    ['not_sure', 'not_sure'],
    // A denied naming is the denial: "done" and "registered" said with "haven't" and "nothing's".
    ["Haven't done a trademark, nothing's registered.", 'not_registered'],
    ["Haven't trademarked anything, I only registered the business name years ago", 'not_registered'],
    ['商標沒註冊', 'not_registered'],
    // Not applied for is not registered either.
    ["we haven't filed anything", 'not_registered'],
    ['아직 출원 안 했어요', 'not_registered'],
    ['還沒送申請', 'not_registered'],
  ])('names a registration status: %j → %s', (input, id) => {
    expect(parseChoice(input, registration, false)).toEqual({ kind: 'choice', selected: [id] });
  });

  it('picks several options of a multiple choice, in the order written', () => {
    expect(parseChoice('Bottle with a label, plus a gift box for the holidays', termsOf('packaging_form'), true)).toEqual({
      kind: 'choice',
      selected: ['bottle_jar', 'label', 'gift_set'],
    });
    expect(parseChoice('瓶裝加上禮盒', termsOf('packaging_form'), true)).toEqual({ kind: 'choice', selected: ['bottle_jar', 'gift_set'] });
    expect(parseChoice('想要玻璃罐的包裝，還有一個可以放兩罐的禮盒', termsOf('packaging_form'), true)).toEqual({ kind: 'choice', selected: ['bottle_jar', 'gift_set'] });
    expect(parseChoice('1, 5', termsOf('packaging_form'), true)).toEqual({ kind: 'choice', selected: ['box', 'label'] });
  });

  it('reads a count per box as the box already named, and as a box only when none is', () => {
    const forms = termsOf('packaging_form');
    expect(parseChoice('包裝想用夾鏈袋，另外過年想出禮盒，一盒裝三包', forms, true)).toEqual({ kind: 'choice', selected: ['bag_pouch', 'gift_set'] });
    expect(parseChoice('A gift box for the holidays, 12 cookies per box', forms, true)).toEqual({ kind: 'choice', selected: ['gift_set'] });
    expect(parseChoice('一包75克，一盒裝4包，也想做鐵罐裝的版本', forms, true)).toEqual({ kind: 'choice', selected: ['box', 'can_tin'] });
    expect(parseChoice('Sold in bags, 6 bags per box', forms, true)).toEqual({ kind: 'choice', selected: ['bag_pouch', 'box'] });
  });

  it('prefers the longest naming: "only electricity" is not "no"', () => {
    const supply = termsOf('water_electricity_supply');
    expect(parseChoice('No water, only electricity', supply, false)).toEqual({ kind: 'choice', selected: ['electricity_only'] });
    expect(parseChoice('都不需要', supply, false)).toEqual({ kind: 'choice', selected: ['none'] });
    expect(parseChoice('수도와 전기 모두 필요해요', supply, false)).toEqual({ kind: 'choice', selected: ['both'] });
  });

  it('puts unlisted words under "other" when the field has it, and refuses them otherwise', () => {
    // "網購的那種" (the online-shopping kind), "online shopping": an online shop.
    for (const words of ['網購的那種', '想做網路購物的', 'online shopping mostly', '온라인 판매용이요']) expect(parseChoice(words, termsOf('category'), false), words).toEqual({ kind: 'choice', selected: ['ecommerce'] });
    expect(parseChoice('A membership portal', termsOf('category'), false)).toEqual({
      kind: 'choice',
      selected: ['other'],
      otherText: 'A membership portal',
    });
    expect(parseChoice('banana', termsOf('registration_status'), false)).toBeNull();
    expect(parseChoice('9', termsOf('registration_status'), false)).toBeNull();
  });
});

describe('a site for booking is named as guests book (a B&B\'s rooms, a table)', () => {
  const category = termsOf('category');
  it.each([
    ['主要是訂房用的網站', 'booking'],
    ['We mostly need online reservations', 'booking'],
    ['예약 받는 홈페이지요', 'booking'],
  ])('"%s" is %s', (words, id) => {
    expect(parseChoice(words, category, false)).toMatchObject({ selected: [id] });
  });
});

describe('lists', () => {
  it.each([
    ['Home, About, Shop, Journal and Contact', ['Home', 'About', 'Shop', 'Journal', 'Contact']],
    ['首頁、關於我們、商品、聯絡我們', ['首頁', '關於我們', '商品', '聯絡我們']],
    ['官網、有機超市和市集', ['官網', '有機超市', '市集']],
    ['한국어 및 영어', ['한국어', '영어']],
    ['스페셜티 커피, 디저트, 원두', ['스페셜티 커피', '디저트', '원두']],
    ['1. Home\n2. Shop\n3. Blog', ['Home', 'Shop', 'Blog']],
    ['- glass\n- kraft paper\n- soy ink', ['glass', 'kraft paper', 'soy ink']],
    ['books, vinyl, books', ['books', 'vinyl']],
    ['English', ['English']],
    ['around 2,000 of them', ['around 2,000 of them']],
    ['1,200 vinyl records and 300 books', ['1,200 vinyl records', '300 books']],
    ['書大概2,000本、黑膠1,200張', ['書大概2,000本', '黑膠1,200張']],
    ['LP 1,500장, 책 300권', ['LP 1,500장', '책 300권']],
    // Short Chinese names typed with spaces between them, as on a phone, are the items.
    ['首頁 服務項目 收費方式 線上估價 客戶評價', ['首頁', '服務項目', '收費方式', '線上估價', '客戶評價']],
    // (Spaces between clauses are pauses in a sentence, no list.)
    ['我們的香是用老山檀香 手工一支一支搓', ['我們的香是用老山檀香 手工一支一支搓']],
  ])('splits %j', (input, items) => {
    expect(parseList(input)).toEqual({ kind: 'list', items });
  });

  it('reads "no preference" as no list and chooses nothing, not "other"', () => {
    for (const input of ['No particular preference', '都可以', '沒意見', '상관없어요', '딱히요']) {
      expect(parseList(input), input).toBeNull();
      expect(parseChoice(input, termsOf('category'), false), input).toBeNull();
    }
  });

  it('reads "none" as an empty list, and punctuation alone as nothing', () => {
    for (const none of ['none', 'No', '沒有', '없어요']) expect(parseList(none)).toEqual({ kind: 'list', items: [] });
    expect(parseList('...')).toBeNull();
  });
});

describe('an option said as not needed is not chosen', () => {
  const category = choiceTermsOf(fieldDefinitions.category);
  it.each(['公司介紹就好，不需要購物網站', '購物網站不用，公司介紹就好', '쇼핑몰 그런 건 필요 없고요', '쇼핑몰은 필요 없어요'])('"%s" is no online shop', (words) => {
    expect(parseChoice(words, category, false)?.selected ?? []).not.toContain('ecommerce');
  });

  it('while "쇼핑몰 필요해요" and "要購物網站" choose it', () => {
    expect(parseChoice('쇼핑몰 필요해요', category, false)?.selected).toEqual(['ecommerce']);
    expect(parseChoice('要購物網站', category, false)?.selected).toEqual(['ecommerce']);
  });
});

describe('an option said to be the only one meant leaves out the others named with it', () => {
  const forms = choiceTermsOf(fieldDefinitions.packaging_form);
  it.each([
    ['We thought about a gift box but only the pouch for now', ['bag_pouch']],
    ['禮盒這次不做，只要袋子就好', ['bag_pouch']],
    ['선물세트 박스는 여름에 따로 할 거라 이번엔 파우치만!', ['bag_pouch']],
  ])('"%s" is %j', (words, selected) => {
    expect(parseChoice(words, forms, true)?.selected).toEqual(selected);
  });

  it('while options named side by side are all chosen ("a pouch and a gift box", "파우치랑 선물세트 박스", "袋子跟禮盒"), and 만원 is no "only"', () => {
    expect(parseChoice('a pouch and a gift box', forms, true)?.selected).toEqual(expect.arrayContaining(['bag_pouch']));
    expect(parseChoice('a pouch and a gift box', forms, true)?.selected.length).toBeGreaterThan(1);
    expect(parseChoice('파우치랑 선물세트 박스', forms, true)?.selected.length).toBeGreaterThan(1);
    expect(parseChoice('袋子跟禮盒', forms, true)?.selected.length).toBeGreaterThan(1);
    expect(parseChoice('박스 하나에 만원, 파우치는 천원', forms, true)?.selected.length).toBeGreaterThan(1);
  });

  it('a box said to be not needed this time is not chosen ("禮盒先不用")', () => {
    expect(parseChoice('禮盒先不用', forms, true)?.selected ?? []).not.toContain('gift_set');
  });
});

describe('the container a label goes on is no packaging form of its own', () => {
  const forms = choiceTermsOf(fieldDefinitions.packaging_form);
  it.each([
    ['labels for our jars', ['label']],
    ['a label for the 8 oz jar', ['label']],
    ['玻璃罐的標籤', ['label']],
    ['유리병 라벨', ['label']],
  ])('"%s" is %j', (words, selected) => {
    expect(parseChoice(words, forms, true)?.selected).toEqual(selected);
  });

  it('while a container and a label named side by side are both chosen ("a glass jar with a label", "유리병이랑 라벨", "jars, labels and a box")', () => {
    expect(parseChoice('a glass jar with a label', forms, true)?.selected).toEqual(['bottle_jar', 'label']);
    expect(parseChoice('유리병이랑 라벨 둘 다', forms, true)?.selected).toEqual(['bottle_jar', 'label']);
    expect(parseChoice('jars, labels and a box', forms, true)?.selected).toEqual(['bottle_jar', 'label', 'box']);
  });
});

describe('an option said to be what it is not', () => {
  it.each(['아파트나 주택이 아니고 배예요.', '아파트가 아니라 배예요'])('"%s" chooses no apartment', (words) => {
    const read = parseChoice(words, termsOf('property_category'), false);
    expect(read?.kind === 'choice' ? read.selected : []).not.toContain('apartment');
  });
});
