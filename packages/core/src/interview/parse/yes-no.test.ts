import { describe, expect, it } from 'vitest';
import { parseYesNo } from './yes-no.ts';

describe('yes or no', () => {
  it.each(['yes', 'Yes please', 'yeah', 'sure!', 'of course', 'Definitely', 'ok', '是', '是的', '需要', '要', '好啊', '有', '可以', '네', '네, 도와주세요', '예', '필요해요', '있어요', '부탁드려요', '👍'])(
    '%j is yes',
    (input) => expect(parseYesNo(input)).toEqual({ kind: 'yes_no', value: true }),
  );

  it.each(['no', 'No thanks', 'nope', 'not really', "we don't", '不', '不用', '不需要', '不要', '沒有', '否', '아니요', '아뇨', '필요 없어요', '없어요', '괜찮아요', '👎'])(
    '%j is no',
    (input) => expect(parseYesNo(input)).toEqual({ kind: 'yes_no', value: false }),
  );

  // Asking for the help offered is yes, wherever it stands; declining the trouble is not.
  it.each(['這部分想請你們幫忙', 'That part, please help us with it', "We'd appreciate your help there", '특허청 사이트가 너무 어려워서 포기했어요 도와주시면 진짜 좋겠어요'])(
    '%j asks for the help: yes',
    (input) => expect(parseYesNo(input)).toEqual({ kind: 'yes_no', value: true }),
  );
  // A hedged no, and a no given with who is already doing it, is no.
  it.each(['Probably not, my cousin is a lawyer', '應該不用 我爸有找代書在弄了', '應該不用 她那邊有在處理了', '그건 변리사님이 봐주고 계셔서 괜찮아요', '이미 등록해서 괜찮아요'])(
    '%j is no',
    (input) => expect(parseYesNo(input)).toEqual({ kind: 'yes_no', value: false }),
  );
  it.each(['네 도와주시면 괜찮아요', '좋아요 괜찮아요'])('%j, fine with the help, is no no', (input) => {
    expect(parseYesNo(input)?.value ?? null).not.toBe(false);
  });
  // (不 opens other words than a no: "otherwise", "but", "not bad".)
  it.each(['不然再請你們幫忙', '不過要先問老公', '不錯啊'])('%j is no no', (input) => {
    expect(parseYesNo(input)?.value ?? null).not.toBe(false);
  });
  it('"代書那邊在處理了，不用麻煩你們" (no need to trouble you) is no yes', () => {
    expect(parseYesNo('代書那邊在處理了，不用麻煩你們')?.value ?? null).not.toBe(true);
  });

  // ("ok" opens many messages: a yes only said alone, or with a yes or thanks after it.)
  it.each(['ok, sounds good', 'Okay thanks', 'ok sure'])('%j is yes', (input) => expect(parseYesNo(input)).toEqual({ kind: 'yes_no', value: true }));
  it('"ok two updates after talking to Jun … we don\'t need help with it" is no yes', () => {
    expect(parseYesNo("ok two updates after talking to Jun 😅 1) he actually filed a trademark application for the name back in November, it's still pending, so scratch what I said. we don't need help with it.")?.value ?? null).not.toBe(true);
  });

  it.each(['maybe', 'perhaps', 'not sure', 'no idea', '也許吧', '可能吧', '不確定', '아마도요', '글쎄요', '잘 모르겠어요', 'banana', '예산이 궁금해요'])(
    '%j is neither',
    (input) => expect(parseYesNo(input)).toBeNull(),
  );
});

describe('a statement that only begins like a yes is no yes', () => {
  it.each(['we do furnace and AC install, repair, maintenance plans', 'we need a new logo for the trucks', '有三種口味，250g玻璃瓶', '要做三種口味的禮盒', '對了我們有IG 叫 nuanwo.chiayi 可以先看'])(
    '%j is neither',
    (input) => expect(parseYesNo(input)).toBeNull(),
  );

  it.each(['we do', 'We do, please', 'I would, thanks', 'we need help with that', 'I need it', '要！這種文件我完全不懂', '需要你們幫忙', '當然要', '有需要', '嗯嗯 需要'])(
    '%j is still yes',
    (input) => expect(parseYesNo(input)).toEqual({ kind: 'yes_no', value: true }),
  );
});

describe('a yes or a no said first, in a clause of its own', () => {
  it.each([
    ['Sure, yes please, I have no idea how that works.', true],
    ['好啊，不過我不確定流程是什麼', true],
    ['네, 부탁드려요. 어떻게 하는 건지는 잘 모르겠어요', true],
    ['No, not needed, maybe next year we will think about it', false],
  ])('"%s" is %s, whatever doubt follows about something else', (words, value) => {
    expect(parseYesNo(words)).toEqual({ kind: 'yes_no', value });
  });

  it.each(['Maybe, not sure yet', '不確定，要問我先生', '글쎄요, 모르겠어요'])('"%s" is still neither', (words) => {
    expect(parseYesNo(words)).toBeNull();
  });
});

describe('a question wondered aloud before the answer', () => {
  it.each([
    ['음 비용이 얼마나 드는지.. 아니 일단 괜찮아요 나중에 할게요', false],
    ['얼마나 걸리는지… 네 도와주세요', true],
  ] as const)('"%s" is %s', (words, value) => {
    expect(parseYesNo(words)).toEqual({ kind: 'yes_no', value });
  });
});
