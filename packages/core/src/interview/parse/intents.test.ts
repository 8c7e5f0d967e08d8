import { describe, expect, it } from 'vitest';
import { findCorrection, isAlreadyToldIntent, isHelpRequest, isNoPreference, isQuestionOrDoubt, isSkipRequest, isUndecided, leavesItToDesigner, leftForLater, leftOpenAt, notKnownWithWhy, onlyLeftForLater, saysNothing } from './intents.ts';

describe('what the visitor means besides an answer', () => {
  it.each(['skip', 'Skip this one', 'pass', 'next question', '跳過', '先跳過吧', '下一題', '건너뛸게요', '패스요', '다음'])(
    '%j asks to skip',
    (input) => expect(isSkipRequest(input)).toBe(true),
  );
  it.each(['next month', '다음 달', 'skip the red colour please', '跳過這個顏色'])('%j is an answer, not a skip', (input) => {
    expect(isSkipRequest(input)).toBe(false);
  });

  it.each(['?', 'what do you mean?', 'Example?', '什麼意思？', '不太懂', '무슨 뜻이에요?', '예시'])('%j asks for help', (input) => {
    expect(isHelpRequest(input)).toBe(true);
  });
  it.each(['What I want is a calm space', '舉例來說，我很喜歡無印良品那種感覺和木頭的溫度'])('%j is an answer, not a question', (input) => {
    expect(isHelpRequest(input)).toBe(false);
  });

  it.each([
    'not sure yet',
    "I don't know",
    'TBD',
    '還沒決定',
    '不確定',
    '아직 모르겠어요',
    '미정이에요',
    "We'll decide once we hear back from the bank",
    '要看貸款下來多少再決定',
    '대출 얼마 나오는지 보고 정하려고요. 지금은 말씀드리기 어려워요',
    '건물 연식은 잘 모르겠어요. 나중에 등기부 보고 알려드릴게요',
    '그 부분은 원장님과 상의 후 말씀드리겠습니다',
    "no idea how old it is, I'll check and let you know",
    '남편한테 물어볼게요',
    '남편이랑 상의해 볼게요',
    '확인하고 알려드릴게요',
    'Can we come back to that?',
    'Leave it blank for now.',
  ])('%j is undecided', (input) => {
    expect(isUndecided(input)).toBe(true);
  });
  // (Asked already, then the answer: "남편이랑 상의했는데 따뜻하고 내추럴한 느낌이요" has been decided.)
  it.each(["I'm not sure about colours, but please avoid pink and anything too shiny", 'maybe', '也許', "Around 2 million, we'll decide once the loan is approved", '아 남편이랑 상의했는데 따뜻하고 내추럴한 느낌이요', '남편한테 물어봤는데 5천까지 된대요'])(
    '%j is not a plain "undecided"',
    (input) => expect(isUndecided(input)).toBe(false),
  );
});

describe('nothing to give, for any kind of question', () => {
  it.each([
    'No particular preference', 'no preference', 'no pref really', 'not sure', 'skip', 'Nothing in particular', "I don't mind", 'whatever works',
    'No', 'none', 'n/a', 'up to you',
    // Leaving it to the designer: "whatever you think", "I'll leave it to you".
    'not sure, whatever you think', 'Whatever you suggest', "we'll leave it up to you", 'you guys decide',
    'No strong feelings, whatever you think works', "I don't have strong feelings", "Not sure, we'd love your suggestion",
    '沒有', '都可以', '沒意見', '隨便', '沒有特別的偏好', '不確定', '無所謂', '你們決定就好',
    '없어요', '상관없어요', '잘 모르겠어요', '딱히요', '딱히 없어요', '아무거나 괜찮아요', '알아서 해 주세요',
    'Um, no preference really', 'Not sure, no idea', 'nothing comes to mind', "We don't have one yet", 'Anything would be fine',
    '嗯，都可以', '都不錯', '你們建議就好', '還沒想到', '沒有什麼特別的', '沒啦', '음 상관없어요', '다 괜찮아요', '아직 없어요',
    // Nothing more to add, thanks and smileys aside.
    "That's all", 'nope, all good', "I think that's everything", "nope that's everything x", "Nah, that's about it, cheers", 'hmm nothing else I can think of', 'all good 😊', 'nothing else, thanks', '沒有了，謝謝', '沒了啦～謝謝', '그 부분은 따로 없습니다', 'no pref', '這部分沒有特別的想法', 'No, I think that about covers it.', '目前想到的就這些', '就這樣', '그 외엔 없어요^^', '그게 다예요', 'nah thats it', '應該沒有了～',
    // Open to anything, nothing comes to mind.
    "I'm open", "we're open to suggestions", "can't think of anything", '想不到欸', '沒想過', '없는 것 같아요',
  ])('%j is no preference', (input) => expect(isNoPreference(input)).toBe(true));

  it.each([
    'No, we need 3 bedrooms', 'Not sure about colours, but please avoid pink', '1.5 million', 'next March', '沒有預算上限但希望100萬以內',
    '30坪', '없어요 말고 25평이요 그리고 예산은 3천만원 정도', 'Warm wood and linen',
    '無毒', '無障礙設計', '沒問題，我們要三房', 'Not sure, but no pink', 'thanks', "That's all we need: a logo and a sign", '謝謝',
    "I'm open to a bold look", '想不到的配色也可以', '없는 것 같아요 말고 수납이 제일 중요해요',
  ])('%j is an answer', (input) => expect(isNoPreference(input)).toBe(false));
});

describe('the visitor already said it', () => {
  it.each([
    'I already told you that', 'I already told you that above', 'I said that already', 'As I mentioned, it is 85 m2', 'see above',
    '我剛剛說過了', '前面講過了', '我已經回答過了', '아까 말했잖아요', '이미 말씀드렸어요', '위에 적었어요',
    'I mentioned it earlier', 'I already gave you the size', '我說過了', '말씀드렸잖아요',
  ])('%j points back', (input) => expect(isAlreadyToldIntent(input)).toBe(true));

  it.each(['I told my partner we need a big kitchen', '我們之前住在台中', '아까 보여주신 스타일이 좋아요'])('%j is an answer', (input) => {
    expect(isAlreadyToldIntent(input)).toBe(false);
  });
});

describe('corrections', () => {
  it.each([
    ['Oh wait, actually the budget is 1.5 million TWD, not 1.2', 'the budget is 1.5 million TWD'],
    ['actually the budget is 2 million', 'the budget is 2 million'],
    ['not 1.2 but 1.5 million', '1.5 million'],
    ['I mean 30 ping', '30 ping'],
    ['Sorry, I meant next April', 'next April'],
    ['其實預算是200萬', '預算是200萬'],
    ['更正：坪數是35坪', '坪數是35坪'],
    ['不是100萬，是150萬', '150萬'],
    ['아니 3천만원이요', '3천만원이요'],
    ['정정할게요, 25평이에요', '25평이에요'],
    ['5천만원이 아니라 6천만원이에요', '6천만원이에요'],
    // "I remembered it wrong", "let me say it again": the value after them is the one meant.
    ['啊不好意思，坪數我記錯了，是15坪才對', '15坪才對'],
    // The value said to be the right one ("…才對"), with no other word of a correction.
    ['剛剛坪數我再看了一下權狀，室內是29坪才對。風格想要無印良品那種', '剛剛坪數我再看了一下權狀,室內是29坪'],
    ['아 예산 다시 말씀드리면 인테리어만 1억 2천이에요', '인테리어만 1억 2천이에요'],
    // A correction announced, or told by the verb of a change.
    ['A correction on the budget: it is $320,000', 'it is $320,000'],
    ['부스는 2칸으로 줄였어요, 6m x 3m요', '부스는 2칸으로 줄였어요, 6m x 3m요'],
    ['we cut it down to 40 pages', 'we cut it down to 40 pages'],
    ['예산은 남편이랑 다시 얘기했는데 1억까지래요', '1억까지래요'],
    ['nvm on the date, we open early may', 'on the date, we open early may'],
    ['補充一下，預算可以到400萬', '預算可以到400萬'],
    ['그냥 3월 10일까지로 할게요', '그냥 3월 10일까지로 할게요'],
  ])('%j corrects to %j', (input, phrase) => {
    expect(findCorrection(input)?.phrase).toBe(phrase);
  });

  it('says which value is taken back when the visitor names it', () => {
    expect(findCorrection('Oh wait, actually the budget is 1.5 million TWD, not 1.2')).toMatchObject({ replaced: '1.2' });
    expect(findCorrection('不是100萬，是150萬')).toMatchObject({ replaced: '100萬' });
    // The value meant right before 不是, with no comma between.
    expect(findCorrection('啊剛剛查了主辦的參展手冊，進場是4/23不是4/22，抱歉')).toEqual({ phrase: '進場是4/23', replaced: '4/22' });
    expect(findCorrection('入住是4月15號 not 4月10號')).toMatchObject({ replaced: '4月10號' });
    expect(findCorrection('입주는 4월 15일이지 4월 10일이 아니라서요')).not.toBeNull();
  });

  it.each(['這不是很重要', '我們不是要做網站', '不是每個人都喜歡粉紅色'])('%j takes nothing back', (input) => expect(findCorrection(input)).toBeNull());

  it.each(['The budget is 2 million', 'We want a warm, calm home', '예산은 3천만원이에요', 'Not sure', 'We were not happy with the old kitchen but love the light', 'A correction fluid brand'])(
    '%j corrects nothing',
    (input) => expect(findCorrection(input)).toBeNull(),
  );
});

describe('leaving a question to the designer, and a question back', () => {
  it.each(['재질은 솔직히 잘 모르겠어요 ㅠ 그건 추천해 주시면 좋겠어요', "colors honestly I'd rather see what you suggest, I change my mind every week", '不確定耶，你們建議就好', '그 부분은 특별히 없습니다. 전문가께서 판단해 주십시오.'])(
    '%j leaves it to the designer',
    (input) => expect(leavesItToDesigner(input)).toBe(true),
  );
  it.each(['느낌은 밝고 희망적으로요 불쌍해 보이는 거 말고 행복해질 수 있다는 느낌 색은 잘 모르겠어요 알아서 해주세요', 'Warm oak and linen, whatever you recommend for the floor is fine'])(
    '%j gives an answer before anything it leaves',
    (input) => expect(leavesItToDesigner(input)).toBe(false),
  );
  it.each(['hmm not sure, what do you think?', '這樣可以嗎', '혹시 제작 기간은 보통 얼마나 걸리는지요'])('%j is a question back or a doubt', (input) => expect(isQuestionOrDoubt(input)).toBe(true));
  it.each(['A townhouse', '公寓', '단독주택이에요'])('%j is an answer', (input) => expect(isQuestionOrDoubt(input)).toBe(false));
});

describe('Korean chat letters and not knowing', () => {
  // Letters typed alone ("ㅋㅋ", "ㅎㅎ") reach the readers as NFKC writes them (conjoining jamo); they are still laughter.
  it.each(['그 부분은 조합장님께 여쭤보고 말씀드리겠습니다 ㅎㅎ', '그건 남편이 정한대요 ㅋㅋ'])('%j leaves the question to someone else, the laughter aside', (input) => expect(onlyLeftForLater(input)).toBe(true));
  it('"그건 남편이 정한대요 ㅋㅋ 저는 잘 몰라요" (the husband decides; I do not know) gives nothing for the question', () => {
    expect(saysNothing('그건 남편이 정한대요 ㅋㅋ 저는 잘 몰라요')).toBe(true);
  });
  // 모르다 is also written 몰라: "잘 몰라요" is "잘 모르겠어요".
  it.each(['저는 잘 몰라요', '잘 몰라서요', '전 아직 잘 몰라요'])('%j is not knowing', (input) => {
    expect(isQuestionOrDoubt(input)).toBe(true);
    expect(isUndecided(input)).toBe(true);
  });
  it.each(['몰라보게 달라졌어요', '잘 몰랐는데 이번에 알게 됐어요'])('%j is no doubt', (input) => expect(isUndecided(input)).toBe(false));
});

describe('not known yet, in the words of why (held-out 119)', () => {
  it.each(['그건 지금 대답을 못 하겠어요', "I can't give you a date.", 'I honestly can\'t give you a number yet'])('%j leaves its question open', (input) => {
    expect(leftOpenAt(input)).toBeGreaterThanOrEqual(0);
  });
  it.each(['상표 등록은 저도 모르겠어요. 서류를 아직 다 못 봤어요.', '아 그건 아직 다 못 읽었어요ㅠ 확인하고 알려드릴게요.'])('%j does not know, and says why', (input) => {
    expect(notKnownWithWhy(input)).toBe(true);
  });
});

describe('not known yet: it depends, or what must be known first (held-out 127)', () => {
  it.each([
    "Honestly, no idea. It depends on what our co-packer in Mississauga can run, and I haven't asked them yet, so I can't tell you.",
    "Hmm, honestly not sure yet. I'd want to know what it costs first, so I can't say yes or no right now.",
  ])('%j does not know, and says why', (input) => {
    expect(notKnownWithWhy(input)).toBe(true);
  });
  it('but "It depends on the light, we want it warm" says what is wanted', () => {
    expect(notKnownWithWhy('It depends on the light, we want it warm')).toBe(false);
  });
});

describe('a reply that says when the visitor will know leaves its thing for later (held-out 122)', () => {
  it.each(['honestly we don\'t know yet, ask me in September', "I'll know more in March", '그건 3월에 다시 말씀드릴게요', '這部分我3月再跟你說'])('"%s"', (words) => {
    expect(leftForLater(words)).toBe(true);
  });
  it('not "ask me anything"', () => {
    expect(leftForLater('ask me anything')).toBe(false);
  });
});
