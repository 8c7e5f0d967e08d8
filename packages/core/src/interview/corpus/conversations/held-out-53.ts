import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fifty-third batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. An ordinary week, with no theme of its own (as
 * held-out 50): long first messages and one fact a message, answers and stories that go on, corrections now and then.
 * Written in session 26 after the session's rules for held-outs 51 and 52, and played once before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 53: an ordinary week)
 * - Gene Kowalski, 67, retired machinist in Parma, OH: very polite, one fact a message; kitchen + bath redo after his wife's hip surgery.
 * - Priya Raman, 34, chai bar owner in Austin, TX: one long run-on first message, then corrects the square footage.
 * - Karen Liu, trade show manager for a Grand Rapids office-chair maker: brisk corporate register, NeoCon booth in Chicago.
 * - Linda Haugen, 52, farm bookkeeper in Story County, Iowa: keeps telling her story; name and logo for her practice with her daughter.
 * - Hana Park, 29, chili crisp maker in Long Island City, Queens: lowercase, emoji, rambling; jar label and holiday gift box, corrects the gift box count.
 * - Mike Brennan, 48, HVAC company owner in Mesa, AZ: terse, typos, one fact a message; raises his budget in a correction.
 * - Aaron Whitfield, 36, American science teacher living in Seoul: friendly and long-winded; box, board, cards and rulebook for a Kickstarter board game.
 */
/*
 * Writer's note (zh-TW, batch 53: an ordinary week)
 * - residential: 竹北的軟體工程師，太太七月預產，一則訊息只講一件事，中途更正坪數。
 * - commercial: 高雄鹽埕四十出頭的前居酒屋廚師，第一則訊息一口氣講完，之後更正預算。
 * - exhibition: 台中大雅自行車零件廠的行銷經理，措辭客氣正式，攤位尺寸被主辦單位調整。
 * - brand: 花蓮市二十九歲的陶藝工作室主人，口語加表情符號，邊講邊聊自己的故事。
 * - packaging: 嘉義梅山茶園第二代，講話直接務實，做中秋高山烏龍禮盒。
 * - website: 宜蘭冬山六十幾歲的民宿老闆娘，短句、有錯字，問什麼答什麼。
 * - other: 住在西雅圖的孫女，幫彰化鹿港的阿嬤做八十歲生日食譜書，中英夾雜，更正截止日。
 */
/*
 * Writer's note (ko-KR, batch 53: an ordinary week)
 * - 주거: 40대 초반 직장인 엄마, 용인 수지 25년 된 34평 아파트 매매 후 전체 리모델링. 긴 첫 메시지, 이사 날짜 정정, LP·피아노 수납, 스튜디오까지 차로 20분.
 * - 상업: 30대 부산 로스터리 카페 사장, 전포동 2호점. 짧은 메시지를 하나씩 툭툭, 오타, 평수 정정(22평은 1호점).
 * - 전시: 50대 시흥 수전 제조사 마케팅 부장, 코엑스 주방·욕실 산업전 36㎡ 독립부스. 아주 격식 있는 하십시오체, 묻든 말든 자기 이야기.
 * - 브랜드: 20대 후반 성수동 옷 수선·리폼 공방 운영자, '올과올' 로고·아이덴티티. 이모지 많음, 상표 출원 중이라 등록 도움은 사양.
 * - 패키지: 30대 호주 멜버른 거주 남성, 아내와 둘이 하는 김치 브랜드 'Jip Kimchi' 유리병 라벨. 영어 섞인 말투, 현지 라벨 규정.
 * - 웹사이트: 60대 안동 하회마을 근처 한옥 민박 주인, 예약 홈페이지. 느린 타자, 맞춤법 오타, 한 메시지에 한 가지.
 * - 기타: 50대 춘천 마라톤 동호회 회장, 10주년 대회 티셔츠·배번표. 수다스럽게 옛날 얘기, 메달은 빼 달라는 정정.
 */
export const fiftyThirdHeldOutConversations: CorpusConversation[] = [
  // Gene Kowalski, 67, retired machinist, Parma (west side of Cleveland). Very polite, one fact per message.
  // Exercises: age given as a build year (1954 -> 72 years), an area in square feet, a style message that also
  // says what colour to avoid, and a move-in date that is really "done by Thanksgiving" (they live in the house).
  // NOT facts of the project: 1988 (the year they moved in), October (the hip surgery), the daughter's condo in
  // Columbus and its 2021 remodel, the four grandchildren.
  {
    id: 'heldout53-residential-en-parma-bungalow',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'Good afternoon. My name is Gene Kowalski. My wife Dorothy and I would like to redo the first floor of our house, mainly the kitchen and the bathroom.',
      'It is a brick bungalow, built in 1954. We have lived in it since 1988.',
      'Dorothy had her hip replaced in October and the tub is a real problem for her now. We would like a walk-in shower with grab bars, and a kitchen where she does not have to reach up high.',
      'The house is in Parma, on the west side of Cleveland. It is about 1,300 square feet.',
      'Our daughter had her condo in Columbus done over in 2021, very modern and gray everywhere. That is not for us. We like warm wood, something that feels like home, and Dorothy would like a soft green somewhere.',
    ],
    whenAsked: {
      project_background: 'We want to redo the first floor, the kitchen and the bathroom mostly, so we can keep living here.',
      property_category: 'It is a house. A brick bungalow, a story and a half.',
      layout: 'Three bedrooms, two downstairs and one up under the roof, one living room, and one bathroom. The kitchen is small and closed off from the dining room.',
      age: 'It was built in 1954.',
      problem_need: 'The tub is too hard for Dorothy to step into since her hip, and the kitchen cabinets are too high for her.',
      target_audience: 'Just the two of us. Our grandchildren come over on Sundays, there are four of them.',
      lifestyle: 'Dorothy cooks every day, real cooking, pierogi at Christmas. I putter in the garage. We have the family over for Sunday dinner.',
      preferred_style: 'Warm wood, nothing too modern. Comfortable, like a home.',
      colors_and_elements: 'No gray, please. Dorothy likes a soft green. And we would like to keep the built-in china cabinet in the dining room.',
      address: 'Parma, Ohio.',
      space_size: 'About 1,300 square feet.',
      budget: 'We have set aside $60,000 for it.',
      move_in_date: 'We will be living here during the work if we can. We would like it all finished by Thanksgiving.',
      key_considerations: 'Safety for Dorothy above all. No steps, good lighting, nothing slippery. And we cannot be without a bathroom for very long.',
    },
    otherwise: "We don't have a preference on that. Whatever you folks think is best.",
    expected: {
      project_background: { said: 0, text: ['redo the first floor', 'kitchen and the bathroom'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 72, unit: 'years' } },
      problem_need: { said: 2, text: ['tub is a real problem', 'walk-in shower with grab bars', 'reach up high'] },
      address: { said: 3, text: ['Parma'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 1300, unit: 'ft2' } },
      preferred_style: { said: 4, text: ['warm wood', 'feels like home'] },
      colors_and_elements: { said: 4, text: ['gray', 'soft green'] },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['detached_house'] } },
      layout: { said: 'asked', text: ['Three bedrooms', 'one living room', 'one bathroom'] },
      target_audience: { said: 'asked', text: ['two of us', 'grandchildren'] },
      lifestyle: { said: 'asked', text: ['cooks every day', 'Sunday dinner'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 60000, currency: 'USD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-11-26', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Safety for Dorothy', 'nothing slippery', 'without a bathroom'] },
    },
  },

  // Priya Raman, 34, owns a chai counter in Round Rock and is opening a second, sit-down location in East Austin.
  // Exercises: nearly everything in one long run-on first message, a size correction in message 1 (1,100 -> 1,250 sq ft),
  // a style message with a "not this" clause.
  // NOT facts of the project: Round Rock, the first shop's 800 sq ft and its 2022 opening, the superseded 1,100 sq ft,
  // Chennai (her grandmother's house, a style reference only).
  {
    id: 'heldout53-commercial-en-austin-chai-bar',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hi! so I own Chai Wali Bar, a little chai + snacks counter in Round Rock that's been open since 2022 (it's like 800 sq ft, tiny, always a line lol) and I just signed a lease for a second spot in East Austin on E Cesar Chavez, it's a former bike shop, 1,100 sq ft, totally raw concrete box. I want this one to be more of a sit-down hangout than Round Rock, people literally stand on the sidewalk drinking their chai rn because there's nowhere to sit. budget is around $150k for design + buildout, and we're hoping to open Saturday May 30 before the summer heat",
      "oh wait sorry I just checked the lease, it's 1,250 sq ft not 1,100, the 1,100 was from the listing before they took out the back wall",
      "the vibe I want is like my nani's house in Chennai but make it cool, lots of color, brass, patterned floor tiles. not a generic instagram cafe with neon signs pls 🙏",
    ],
    whenAsked: {
      project_background: 'second location of Chai Wali Bar, my chai counter, in a raw 1,250 sq ft space in East Austin that used to be a bike shop',
      problem_need: 'people need somewhere to actually sit and stay, right now they drink it on the sidewalk',
      brand_value: "chai the way aunties make it, not the syrupy latte version. I want people to walk in and feel like they just got invited over for chai",
      target_audience: 'UT students, people working remote who need a spot for a few hours, and a lot of desi families on the weekends',
      competitive_advantage: "everything is brewed fresh on the stove, we grind our own masala, and we have real snacks like samosas and vada pav, not just muffins",
      preferred_style: "my nani's house in Chennai but cool, colorful, NOT a neon instagram cafe",
      colors_and_elements: 'color, brass, patterned tiles. no neon, no all-white',
      unique_design: 'a big open stove counter where you can watch the chai get made, and a wall of old steel tiffin carriers',
      address: 'E Cesar Chavez in East Austin',
      space_size: '1,250 sq ft',
      budget: 'around 150k total',
      opening_date: 'May 30, a Saturday',
      key_considerations: "seating!! as many seats as we can fit without it feeling cramped, and the stove setup has to pass city inspection, ventilation and all that",
    },
    otherwise: "hmm no strong opinion on that, whatever you think works!",
    expected: {
      project_background: { said: 0, text: ['second spot in East Austin', 'former bike shop'] },
      address: { said: 0, text: ['East Austin', 'Cesar Chavez'] },
      problem_need: { said: 0, text: ['sit-down hangout', 'nowhere to sit'] },
      budget: { said: 0, value: { kind: 'money', amount: 150000, currency: 'USD' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-05-30', precision: 'day', relation: 'on' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1250, unit: 'ft2' } },
      preferred_style: { said: 2, text: ["nani's house in Chennai", 'not a generic instagram cafe'] },
      colors_and_elements: { said: 2, text: ['lots of color', 'brass', 'patterned floor tiles'] },
      brand_value: { said: 'asked', text: ['the way aunties make it', 'invited over for chai'] },
      target_audience: { said: 'asked', text: ['UT students', 'working remote', 'desi families'] },
      competitive_advantage: { said: 'asked', text: ['brewed fresh on the stove', 'grind our own masala', 'samosas and vada pav'] },
      unique_design: { said: 'asked', text: ['open stove counter', 'tiffin carriers'] },
      key_considerations: { said: 'asked', text: ['as many seats', 'pass city inspection'] },
    },
  },

  // Karen Liu, trade show manager at Halvorsen Seating (ergonomic task chairs, Grand Rapids, MI). Brisk, professional.
  // Exercises: booth size as 20' x 20' (= 400 ft2), show/move-in/move-out dates spread over two messages,
  // electricity only, an optional problem_need volunteered in a message that also talks about last year's booth.
  // NOT facts of the project: Grand Rapids (the company's home, not the venue), last year's 10x10 inline booth
  // and the show in Indianapolis, "15+ years" (product lifespan), the two shows this fall.
  {
    id: 'heldout53-exhibition-en-neocon-chairs',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello, I'm the trade show manager at Halvorsen Seating (we make ergonomic task chairs, based in Grand Rapids). We've been accepted for a 20' x 20' island booth at NeoCon at THE MART in Chicago, June 8–10, 2026. Looking for a design partner for the booth. Budget is $85,000 all-in including fabrication.",
      "Move-in is June 6 and 7, and tear-down has to be finished by 10pm on June 10. We'll need power for lighting and a couple of screens; no water.",
      'For reference, last year we did a 10x10 inline at a smaller show in Indianapolis and it got completely lost. This year we want people to actually sit in the chairs. A booth where visitors try the product, not look at it behind a rope.',
    ],
    whenAsked: {
      project_background: "Halvorsen Seating, ergonomic task chairs. 20' x 20' island booth at NeoCon.",
      brand_value: "Honest engineering. Chairs built to last 15+ years, and repairable. Visitors should feel like they've stepped into a calm, well-made workplace, not a sales floor.",
      target_audience: 'Architects and interior designers who specify furniture, and corporate facilities buyers. Dealers secondarily.',
      preferred_style: 'Minimal and warm. Light wood, felt, soft lighting. Think Scandinavian showroom, not a tech launch.',
      unique_design: 'A "sit test" lane: a row of our chairs at different desk setups where people can sit, adjust and compare. Possibly a cutaway chair showing the mechanism.',
      address: 'THE MART, Chicago.',
      space_size: "20' x 20', island.",
      water_electricity_supply: 'Electricity only.',
      budget: '$85K including fabrication.',
      opening_date: 'June 8.',
      entry_date: 'June 6.',
      exit_date: 'Everything out by 10pm on June 10.',
      key_considerations: "It has to meet the show's height rules and fire code, and it needs to be reusable. We'd like to take it to two more shows this fall.",
    },
    otherwise: 'No preference on our side. Open to your recommendation.',
    expected: {
      project_background: { said: 0, text: ['ergonomic task chairs', 'island booth at NeoCon'] },
      address: { said: 0, text: ['THE MART', 'Chicago'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-06-08', precision: 'day', relation: 'on' } },
      budget: { said: 0, value: { kind: 'money', amount: 85000, currency: 'USD' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-06-06', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-06-10', precision: 'day', relation: 'by' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['electricity_only'] } },
      problem_need: { said: 2, text: ['sit in the chairs', 'try the product'] },
      brand_value: { said: 'asked', text: ['Honest engineering', 'repairable', 'calm, well-made workplace'] },
      target_audience: { said: 'asked', text: ['Architects and interior designers', 'facilities buyers'] },
      preferred_style: { said: 'asked', text: ['Minimal and warm', 'Light wood', 'Scandinavian showroom'] },
      unique_design: { said: 'asked', text: ['sit test', 'cutaway chair'] },
      key_considerations: { said: 'asked', text: ['height rules', 'fire code', 'reusable'] },
    },
  },

  // Linda Haugen, 52, has kept the books for farm families in Story County, Iowa for 19 years; her daughter joins as partner.
  // Exercises: a storyteller who volunteers background, name story, services and trademark status in order;
  // a pending self-filed trademark (in_progress) plus a request for help, said in a message; address (listen) only in a message.
  // NOT facts of the project: 19 years, Kelsey's age 26, November (when the trademark was filed),
  // April 1 (Kelsey's start date, not the deadline), the Facebook page's 40 likes.
  {
    id: 'heldout53-brand-en-iowa-farm-books',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi there. I've been doing the books for farm families around Story County for going on 19 years, mostly out of my kitchen, and my daughter Kelsey (she's 26, just passed her CPA exam!) is coming on as a partner this spring. So we're finally making it a real business with a real name and a logo. Right now I don't have anything, just a Gmail address and my reputation, ha.",
      "The name is Fencepost Bookkeeping. My dad used to say a farm is only as good as its fences. You walk the line every spring and fix what the winter broke. That's what we do with people's books.",
      'We do bookkeeping, payroll for farms with seasonal hired help, tax prep, and Kelsey wants to add succession planning for families passing the farm on to the next generation.',
      "Oh, and I should mention I filed the name with the trademark office myself back in November, so that's pending. I think I did it right? If you folks could look it over for me that would be a relief.",
    ],
    whenAsked: {
      project_background: "A name-and-logo identity for Fencepost Bookkeeping, my daughter's and my farm bookkeeping practice. We're starting from scratch.",
      problem_need: "Folks know me, but they don't know Kelsey yet, and we want to look established and trustworthy to the younger farmers who find everything online.",
      brand_name_story: 'My dad always said a farm is only as good as its fences, and every spring you fix what the winter broke.',
      products_or_services: 'Bookkeeping, farm payroll, tax prep, and succession planning.',
      registration_status: "I filed it in November, it's still pending.",
      need_registration_assistance: "Yes, I'd appreciate someone checking it over.",
      brand_website: 'Nothing yet, just a Facebook page with about 40 likes.',
      target_audience: "Family farms, corn and soybeans mostly, a few hog operations. The older generation who've been with me for years, and the kids taking over who do everything on their phones.",
      preferred_style: "Plain-spoken and solid. Nothing slick or tech-startup. Honestly I'd like it to look good on a seed-company cap.",
      colors_and_elements: 'Maybe a barn red or a deep green. A fence post or a line of fence would be nice. Please no cartoon cows.',
      expected_deadline: "Kelsey starts April 1, so we'd love everything ready by March 1.",
      key_considerations: "It has to look trustworthy, we're handling people's money. And it needs to work in black and white, because a lot of what we send out still gets printed and faxed, believe it or not.",
    },
    otherwise: "Oh, I don't have any strong feelings about that. You're the experts.",
    expected: {
      project_background: { said: 0, text: ['farm families', 'real business', 'real name and a logo'] },
      address: { said: 0, text: ['Story County'] },
      brand_name_story: { said: 1, text: ['only as good as its fences', 'fix what the winter broke'] },
      products_or_services: { said: 2, value: { kind: 'list', items: ['bookkeeping', 'payroll', 'tax prep', 'succession planning'] } },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 3, value: { kind: 'yes_no', value: true } },
      problem_need: { said: 'asked', text: ['established and trustworthy', 'younger farmers'] },
      brand_website: { said: 'asked', text: ['Facebook'] },
      target_audience: { said: 'asked', text: ['Family farms', 'older generation', 'kids taking over'] },
      preferred_style: { said: 'asked', text: ['Plain-spoken and solid', 'Nothing slick', 'seed-company cap'] },
      colors_and_elements: { said: 'asked', text: ['barn red', 'deep green', 'fence post', 'no cartoon cows'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['look trustworthy', 'black and white'] },
    },
  },

  // Hana Park, 29, makes a Korean-style chili crisp from her grandmother's recipe in a shared kitchen in Long Island City.
  // Exercises: lowercase rambling with emoji, a correction of the gift box count (2 -> 3 jars), the selling point
  // volunteered in an apology message, two sales channels in the first message, a deadline tied to a buyer's sample date.
  // NOT facts of the project: "like 2 years" at the markets, the grocery chain's 8 stores in Queens & Brooklyn
  // (their locations, not hers), Astoria and Jackson Heights (market locations), the superseded 2-jar gift set.
  {
    id: 'heldout53-packaging-en-queens-chili-crisp',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hiii ok so I make a gochugaru chili crisp called Halmeoni Crunch 🌶️ it's my grandma's recipe basically, I've been selling it at the Astoria and Jackson Heights farmers markets for like 2 years out of a shared kitchen in LIC, hand-written labels on mason jars lmaooo. a buyer from a little grocery chain (8 stores in Queens & Brooklyn) said they'd carry it if the packaging looked 'shelf ready' so here I am",
      "it's a 6 oz glass jar, about 170g, one jar per pack. and for the holidays I want a gift box with 2 jars, original and extra hot",
      'wait no sorry, the gift box is 3 jars not 2, I forgot I’m launching a garlic one 🧄 so original, extra hot and garlic, each 6 oz',
      "sorry I'm rambling but the thing that makes it different is it's Korean not Sichuan style, gochugaru + toasted perilla seeds + anchovy, way less oily than the big brand, and my halmeoni literally still taste tests every batch 👵",
    ],
    whenAsked: {
      project_background: 'Halmeoni Crunch, gochugaru chili crisp, going from farmers markets into a grocery chain and they want shelf ready packaging',
      product_description: 'gochugaru chili crisp, crunchy chili oil, you spoon it on eggs, rice, noodles, dumplings, ice cream if ur brave',
      specification: '6 oz (170g) glass jars sold one at a time, plus the gift box with 3 jars',
      packaging_form: 'a wraparound label + lid sticker for the jars we already use, and a gift set box for the 3-pack',
      unique_selling_point: "Korean style w gochugaru and perilla, less oily, grandma approved lol",
      target_audience: "20s-30s foodies, a lot of Korean American and Asian American people but honestly anyone who puts hot sauce on everything, and people buying gifts",
      sales_channels: 'farmers markets, the grocery chain, and I want to start an online shop on my website this year',
      preferred_style: "bold and fun but still kinda homemade, like a Korean grandma's kitchen meets a streetwear drop",
      colors_and_elements: "red obviously 😂 but maybe with cream and a deep green. I'd love a little illustration of my halmeoni. no dragons or flames pls that's so cliché",
      preferred_materials: "glass jars (keeping those), paper labels that don't smear when oil gets on them, and a recyclable kraft box for the gift set",
      expected_deadline: 'the grocery buyer wants samples by March 15 so the label has to be done by then, the holiday box can come after',
      key_considerations: 'oil-proof labels!! the current ones get greasy and peel. and there has to be room for nutrition facts and the allergen line (fish)',
    },
    otherwise: 'idk whatever u think looks good honestly',
    expected: {
      project_background: { said: 0, text: ['chili crisp', 'shelf ready'] },
      product_description: { said: 0, text: ['gochugaru chili crisp'] },
      address: { said: 0, text: ['LIC'] },
      sales_channels: { said: 0, value: { kind: 'list', items: ['farmers markets', 'grocery chain'] } },
      specification: { said: 2, text: ['3 jars', '6 oz'] },
      unique_selling_point: { said: 3, text: ['Korean not Sichuan', 'perilla seeds', 'less oily'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      target_audience: { said: 'asked', text: ['foodies', 'Korean American', 'people buying gifts'] },
      preferred_style: { said: 'asked', text: ['bold and fun', 'homemade', 'streetwear drop'] },
      colors_and_elements: { said: 'asked', text: ['red', 'illustration of my halmeoni', 'no dragons or flames'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['glass jars', 'paper labels', 'kraft box'] } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['oil-proof labels', 'nutrition facts', 'allergen'] },
    },
  },

  // Mike Brennan, 48, owns Brennan Air & Plumbing in Mesa, AZ (Arizona: no DST, UTC-7). Terse, lowercase, typos.
  // Exercises: one fact per message, a booking-type site with two languages in one line, a budget raised in a later
  // message (8k -> 10k, message 5 wins), competitors only when asked.
  // NOT facts of the project: 2004 (founding year), 3 trucks, "like 10 yrs ago" (when the old site was built),
  // July (when ACs die), the superseded $8k.
  {
    id: 'heldout53-website-en-mesa-hvac',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'need a new website for my hvac company',
      'Brennan Air & Plumbing, mesa az. family owned since 2004, 3 trucks',
      'current site is brennanair.com, my nephew built it on wix like 10 yrs ago. looks terrible on phones and nobody can book anything, they just call and my wife misses half the calls',
      'want people to be able to book a service call or a tuneup online. english and spanish',
      'budget 8k',
      'actualy can go to 10k if that includes the booking thing set up',
    ],
    whenAsked: {
      project_background: 'family hvac and plumbing company in mesa, need a site that works and lets people book',
      url: 'brennanair.com',
      category: 'booking i guess, people booking service calls',
      problem_need: 'customers cant book online and the site is bad on phones',
      main_pages: 'home, services (ac repair, heating, plumbing, maintenance plans), book now, about us, reviews, contact',
      languages: 'english and spanish',
      target_audience: 'homeowners in the east valley, lot of retirees in the winter, young families. when the AC dies in july they want somebody NOW',
      competitors: "Goettl and Chas Roberts, the big guys. I like that you can book on thier sites fast",
      preferred_style: 'clean, simple, trustworthy. big phone number at the top. nothing fancy',
      budget: 'up to 10k with the booking set up',
      expected_deadline: 'before the heat, so by april 1 at the latest',
      key_considerations: 'has to be fast on a phone and the bookings have to actually go into our schedule, not just email my wife',
    },
    otherwise: 'doesnt matter to me',
    expected: {
      project_background: { said: 0, text: ['new website', 'hvac company'] },
      address: { said: 1, text: ['mesa'] },
      url: { said: 2, text: ['brennanair.com'] },
      problem_need: { said: 2, text: ['terrible on phones', 'nobody can book'] },
      category: { said: 3, value: { kind: 'choice', selected: ['booking'] } },
      languages: { said: 3, value: { kind: 'list', items: ['english', 'spanish'] } },
      budget: { said: 5, value: { kind: 'money', amount: 10000, currency: 'USD' } },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['home', 'services', 'book now', 'about us', 'reviews', 'contact'] } },
      target_audience: { said: 'asked', text: ['homeowners in the east valley', 'retirees', 'young families'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['Goettl', 'Chas Roberts'] } },
      preferred_style: { said: 'asked', text: ['clean, simple, trustworthy', 'big phone number'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['fast on a phone', 'go into our schedule'] },
    },
  },

  // Aaron Whitfield, 36, American middle school science teacher at an international school in Seoul (UTC+9),
  // designing a cooperative board game about watersheds for Kickstarter. Friendly, long-winded.
  // Exercises: an "other" project living abroad, a deliverables list with a count, a problem and style in one message
  // (game references as style), a deadline stated next to an unrelated launch date.
  // NOT facts of the project: 6 years (in Seoul), about 200 kids (playtesters), September 15 (Kickstarter launch,
  // not the design deadline), July and August (summer in the States), "14 hours ahead of New York", 1,500 copies
  // is a print estimate, not a deadline or budget.
  {
    id: 'heldout53-other-en-seoul-board-game',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: 540,
    messages: [
      "Hi! Kind of an unusual one. I'm a middle school science teacher (American, but I've been teaching at an international school in Seoul for 6 years) and for the last couple of years I've been designing a cooperative board game about watersheds called Headwaters. Players are towns along a river trying to keep it clean while still growing. It's been playtested with about 200 kids and it works. Now I want it to look like a real game so I can launch it on Kickstarter.",
      "What I need designed: the box, the game board (a river map that folds in quarters), about 110 cards, and the rulebook layout. A friend of mine is doing the illustrations for the town tiles, so those are covered.",
      "Honestly the big problem is that right now it looks like a homework worksheet lol. Teachers love it, but kids who aren't already into science see it and groan. I want it to look like something you'd actually buy at a game store, like Wingspan or Cascadia, not 'educational.'",
      "Timeline: the Kickstarter is set to launch September 15, and I need the campaign images well before that, so ideally all the design finished by June 30. I'm back in the States for summer break in July and August.",
    ],
    whenAsked: {
      project_background: 'Headwaters, a cooperative board game about watersheds that I want to launch on Kickstarter.',
      other_design_requirements: "The box, the folding board, about 110 cards, and the rulebook. Not the town illustrations, my friend's doing those.",
      problem_need: "Make it look like a real hobby game instead of a worksheet, so kids who don't like science still want to play it.",
      target_audience: "Families with kids 10 and up, board game hobbyists, and teachers who'd use it in class. The Kickstarter crowd is mostly adults buying games for their families.",
      preferred_style: 'Like Wingspan or Cascadia. Natural, beautiful, a bit of a field-guide feel.',
      colors_and_elements: "Blues and greens of course, but I'd like the river to change color as it gets polluted, that's a big mechanic. Please avoid anything cartoony or clip-art looking.",
      address: "I'm in Seoul, South Korea.",
      expected_deadline: 'June 30, before I fly home for the summer.',
      key_considerations: "The cards need to be clear for a 10 year old, and colorblind-friendly, because the pollution colors are part of the gameplay. Print cost matters too, I'm planning maybe 1,500 copies.",
      collaboration_notes: "Time zones are the tricky part, I'm 14 hours ahead of New York. Email works best, a video call every two weeks would be great, and I make the final calls but I'd love to loop in my illustrator friend.",
    },
    otherwise: 'No strong preference there, I trust your judgment!',
    expected: {
      project_background: { said: 0, text: ['board game about watersheds', 'Kickstarter'] },
      address: { said: 0, text: ['Seoul'] },
      other_design_requirements: { said: 1, text: ['the box', 'game board', '110 cards', 'rulebook layout'] },
      problem_need: { said: 2, text: ['homework worksheet', 'groan'] },
      preferred_style: { said: 2, text: ['Wingspan', 'Cascadia'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-06-30', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['Families with kids 10 and up', 'board game hobbyists', 'teachers'] },
      colors_and_elements: { said: 'asked', text: ['Blues and greens', 'river to change color', 'cartoony'] },
      key_considerations: { said: 'asked', text: ['clear for a 10 year old', 'colorblind-friendly', 'Print cost'] },
      collaboration_notes: { said: 'asked', text: ['Email', 'every two weeks', 'illustrator friend'] },
    },
  },

  /*
   * Visitor: 三十出頭的軟體工程師，和太太在新竹竹北買了中古公寓，太太七月要生。
   * Exercises: 一則訊息只給一個事實；坪數更正（35坪 → 32坪）；選項欄位（公寓大樓）、屋齡、
   *   入住日期「6月底前」；選填欄位 important_collections（樂高）只在訊息中提到。
   * NOT facts: 35坪是他們之前看過的另一間房子；「7月」是太太的預產期，不是入住日期。
   */
  {
    id: 'heldout53-residential-zh-zhubei-lego-baby',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我們在竹北買了一間中古屋，想找人幫忙設計裝修',
      '公寓大樓 三房兩廳兩衛 屋齡大概18年',
      '35坪左右',
      '啊不對 我剛翻權狀 是32坪才對 35那個是我們之前看的另一間😅',
      '預算大概250萬，希望6月底前可以搬進去，因為老婆7月就要生了',
      '住的就是我們夫妻倆+一隻柴犬，7月之後再多一個小寶寶👶 然後我有一堆樂高，想要一面牆可以展示',
    ],
    whenAsked: {
      project_background: '竹北的中古屋，想整間重新裝修',
      property_category: '公寓大樓喔',
      layout: '三房兩廳兩衛',
      age: '18年左右',
      problem_need: '廚房很小又很暗，收納幾乎沒有，前屋主留下來的系統櫃都很舊了',
      target_audience: '我跟老婆、一隻柴犬，再加上7月出生的寶寶',
      lifestyle: '我們兩個都常在家工作，老婆很愛烤蛋糕，假日比較宅，很少請客',
      preferred_style: '喜歡無印良品那種感覺，木頭、簡單、溫暖',
      colors_and_elements: '淺木色跟白色，不要太多黑色，會覺得很壓迫',
      address: '新竹縣竹北市，高鐵站附近',
      space_size: '權狀32坪',
      budget: '250萬左右',
      move_in_date: '6月底前',
      key_considerations: '一定要在寶寶出生前完工，還有材料要低甲醛，這個真的很重要',
    },
    otherwise: '這個還好耶 你們看著辦就好👌',
    expected: {
      project_background: { said: 0, text: ['竹北', '中古屋'] },
      address: { said: 0, text: ['竹北'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 1, text: ['三房兩廳兩衛'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'years' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 32, unit: 'ping' } },
      budget: { said: 4, value: { kind: 'money', amount: 2_500_000, currency: 'TWD' } },
      move_in_date: {
        said: 4,
        value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'late' },
      },
      target_audience: { said: 5, text: ['夫妻', '柴犬', '寶寶'] },
      important_collections: { said: 5, value: { kind: 'list', items: ['樂高'] } },
      problem_need: { said: 'asked', text: ['廚房很小', '收納'] },
      lifestyle: { said: 'asked', text: ['在家工作', '烤蛋糕'] },
      preferred_style: { said: 'asked', text: ['無印良品', '木頭'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '不要太多黑色'] },
      key_considerations: { said: 'asked', text: ['寶寶出生前', '低甲醛'] },
    },
  },

  /*
   * Visitor: 陳先生，四十出頭，在大阪居酒屋當了十年廚師，回高雄鹽埕老家開自己的小居酒屋。
   * Exercises: 第一則長訊息一次講完背景、地點、坪數、預算、開幕月份；第三則更正預算
   *   （180萬 → 150萬，設備另計）；其餘核心欄位靠回答。
   * NOT facts: 大阪十年、台北信義區那間 40 坪的餐酒館（已拆夥的舊店）、180萬（被更正）、
   *   以前是五金行（空間現況，不是店名或業種）。
   */
  {
    id: 'heldout53-commercial-zh-kaohsiung-izakaya',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '老闆你好，我姓陳，之前在大阪的居酒屋當了十年廚師，回台灣後在台北信義區跟朋友合開一間40坪的餐酒館，去年拆夥了，現在想回高雄老家自己開一間小小的居酒屋，店面在鹽埕區大勇路附近，是老透天的一樓，大概25坪，預算抓180萬，希望四月可以開幕',
      '最想要的是客人坐吧台就可以看到我做菜、跟我聊天，現在那個空間以前是五金行，又暗又深，一進去就覺得悶',
      '抱歉剛剛預算講錯，跟老婆討論完，裝修最多150萬，廚房設備另外算',
    ],
    whenAsked: {
      project_background: '就是我自己開的小居酒屋，在鹽埕老透天的一樓',
      problem_need: '吧台要讓客人看得到我做菜，然後空間不要那麼暗那麼悶',
      brand_value: '就是像回到家一樣放鬆，老闆會記得你愛喝什麼的那種感覺',
      target_audience: '下班的上班族，三十到五十歲，還有來鹽埕玩的觀光客，喜歡喝點小酒的',
      competitive_advantage: '我在大阪學的是正統的串燒跟關東煮，附近賣的大多是熱炒，沒有人做這個',
      preferred_style: '日本昭和那種老居酒屋，木頭吧台、暖黃燈，但不要太刻意做舊',
      colors_and_elements: '深木色、暖黃光，想保留原本的洗石子地板，不要霓虹燈',
      unique_design: '門口想掛一個大紅燈籠，然後吧台前面開一個可以看到炭火的窗口',
      address: '高雄鹽埕區，大勇路附近',
      space_size: '一樓大概25坪',
      budget: '裝修150萬以內，設備另外',
      opening_date: '希望四月開幕',
      key_considerations: '排煙一定要做好，串燒煙很大，老房子跟鄰居很近，不想被檢舉',
    },
    otherwise: '這個我比較不懂，你們專業的決定就好',
    expected: {
      project_background: { said: 0, text: ['居酒屋', '老透天的一樓'] },
      address: { said: 0, text: ['鹽埕區'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 25, unit: 'ping' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      problem_need: { said: 1, text: ['看到我做菜', '又暗又深'] },
      budget: { said: 2, value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['回到家一樣放鬆', '記得你愛喝什麼'] },
      target_audience: { said: 'asked', text: ['上班族', '觀光客'] },
      competitive_advantage: { said: 'asked', text: ['串燒跟關東煮', '沒有人做'] },
      preferred_style: { said: 'asked', text: ['昭和', '木頭吧台'] },
      colors_and_elements: { said: 'asked', text: ['深木色', '洗石子地板', '不要霓虹燈'] },
      unique_design: { said: 'asked', text: ['紅燈籠', '炭火的窗口'] },
      key_considerations: { said: 'asked', text: ['排煙', '鄰居'] },
    },
  },

  /*
   * Visitor: 黃經理，台中大雅自行車零件廠的行銷經理，用語客氣正式。
   * Exercises: 先介紹公司與展覽，再談去年的經驗（干擾數字），攤位尺寸被主辦單位調整
   *   （3x6 → 轉角 4x6 = 24 平方公尺）；日期、水電、預算都靠逐題回答。
   * NOT facts: 去年德國 Eurobike 的 9 平方公尺標準攤位與約 4000 歐元；3x6 公尺（被更正）。
   */
  {
    id: 'heldout53-exhibition-zh-taichung-bike-parts-corner',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，敝姓黃，是台中大雅一家自行車零件廠的行銷經理。我們今年要參加台北國際自行車展，想詢問展位設計的服務，麻煩您了。',
      '去年我們是在德國Eurobike用主辦單位的標準攤位，9平方公尺，大約花了4000歐元，今年是第一次在台灣自己找設計公司規劃。',
      '這次在南港展覽館一館，是兩個標準攤位併在一起，3x6公尺。',
      '不好意思再補充，剛剛主辦單位來信，我們被調整到轉角位置，變成4x6公尺，也就是24平方公尺。',
    ],
    whenAsked: {
      project_background: '本公司生產自行車變速器與花鼓等零件，這次主要展出新一代的電子變速系統。',
      brand_value: '我們重視精密與耐用，希望買家一走進來就感受到專業、可信賴的工藝。',
      target_audience: '主要是歐美的整車廠採購與代理商，其次是媒體。',
      preferred_style: '簡潔、俐落、帶一點工業感，類似精品車廠展位的感覺。',
      unique_design: '希望有一面可以讓訪客實際操作變速的展示牆，另外需要一個可以坐下來談生意的洽談區。',
      address: '南港展覽館一館。',
      space_size: '轉角位置，4x6公尺，共24平方公尺。',
      water_electricity_supply: '只需要用電，會有展示燈光和兩台螢幕，不需要水。',
      budget: '預算約新台幣60萬元，含設計與施工。',
      opening_date: '3月25日開幕。',
      entry_date: '3月23日進場佈置。',
      exit_date: '3月28日展期結束，當天晚上撤場。',
      key_considerations: '施工品質與準時最重要，另外展品價值較高，需要上鎖的展示櫃。',
    },
    otherwise: '這部分沒有特別要求，請貴公司依專業建議即可，謝謝。',
    expected: {
      project_background: { said: 0, text: ['自行車零件', '台北國際自行車展'] },
      address: { said: 2, text: ['南港展覽館一館'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 24, unit: 'm2' } },
      brand_value: { said: 'asked', text: ['精密', '耐用'] },
      target_audience: { said: 'asked', text: ['整車廠採購', '代理商'] },
      preferred_style: { said: 'asked', text: ['簡潔', '工業感'] },
      unique_design: { said: 'asked', text: ['實際操作變速', '洽談區'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 600_000, currency: 'TWD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['準時', '上鎖的展示櫃'] },
    },
  },

  /*
   * Visitor: 小蔓，29 歲，離開台北廣告公司後回花蓮市開陶藝工作室「土拾」，口語、愛用表情符號。
   * Exercises: 不管問什麼都先講自己的故事；品牌名由來；商標「申請中」且不需協助（yes_no false）；
   *   聽取欄位 address（花蓮市）在訊息中主動提到。
   * NOT facts: 在台北廣告公司做了 5 年、加班到十一點、2023 年搬回花蓮、「上個月」送件、
   *   五月搬到新空間（截止日的理由，不是截止日）。
   */
  {
    id: 'heldout53-brand-zh-hualien-pottery-ig',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我在花蓮市開了一間小小的陶藝工作室，叫「土拾」，想請你們幫我做logo跟整套品牌識別✨',
      '取名土拾是因為我的陶土是從海邊跟溪邊撿回來的土試燒的，「拾」就是撿起來的意思，也剛好跟「時」同音，想說做陶就是慢慢花時間的事🥹',
      '我之前在台北廣告公司做了5年AE，每天加班到十一點，2023年終於受不了搬回花蓮了哈哈',
      '現在有賣手作杯盤，也有開拉坯體驗課，最近很多人來問婚禮小物客製',
      '商標上個月已經送件申請了，是朋友介紹的代書幫我辦的，所以這部分不用麻煩你們～',
    ],
    whenAsked: {
      project_background: '土拾陶藝工作室，想做logo跟完整的品牌識別',
      problem_need: '現在IG的圖都是我隨便用手機做的，風格很亂，想讓人一看就知道是土拾的東西',
      brand_name_story: '土拾就是撿回來的土，拾也跟時同音',
      products_or_services: '手作杯盤、拉坯體驗課、婚禮小物客製',
      registration_status: '已經在申請中了',
      need_registration_assistance: '不用喔，代書在處理了',
      brand_website: '只有IG，@tushi.ceramics',
      target_audience: '25到40歲的女生比較多，喜歡手作、會來花蓮旅行的人，還有準備結婚的新人',
      preferred_style: '自然、手感、有點日系的留白，不要太可愛',
      colors_and_elements: '喜歡大地色、燒陶那種灰米色，可以有一點海的藍，不要粉紅色',
      expected_deadline: '四月底前吧，因為五月工作室要搬到比較大的新空間',
      key_considerations: '希望logo在陶器底部蓋印也清楚，因為會直接壓在土上',
    },
    otherwise: '嗯…這個我沒什麼想法耶😂 交給你們！',
    expected: {
      project_background: { said: 0, text: ['土拾', 'logo', '品牌識別'] },
      address: { said: 0, text: ['花蓮市'] },
      brand_name_story: { said: 1, text: ['撿回來的土', '「時」同音'] },
      products_or_services: { said: 3, value: { kind: 'list', items: ['手作杯盤', '拉坯體驗課', '婚禮小物'] } },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 4, value: { kind: 'yes_no', value: false } },
      problem_need: { said: 'asked', text: ['風格很亂'] },
      brand_website: { said: 'asked', text: ['IG', '@tushi.ceramics'] },
      target_audience: { said: 'asked', text: ['25到40歲', '花蓮旅行', '新人'] },
      preferred_style: { said: 'asked', text: ['自然', '手感', '留白'] },
      colors_and_elements: { said: 'asked', text: ['大地色', '海的藍', '不要粉紅色'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['陶器底部蓋印'] },
    },
  },

  /*
   * Visitor: 賴先生，四十多歲，嘉義梅山家族茶園第二代，講話直接。
   * Exercises: 問題（送禮拿不出手）與地點在第一則；規格與多選包裝形式（禮盒＋袋裝）在第二則；
   *   截止日「7月底前」附上理由；材質與通路為清單。
   * NOT facts: 1986 年（父親開始種茶）、中秋「9月底」（截止日的理由）、農會的通用茶葉罐（舊包裝）、
   *   沖泡用量 5 克。150克是規格，150元是包材成本上限，兩者不可混淆。
   */
  {
    id: 'heldout53-packaging-zh-meishan-oolong-giftbox',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，我們是嘉義梅山的家族茶園，我爸1986年開始種茶，現在我跟我弟接手。今年想把自己的高山烏龍做成品牌禮盒，之前都是用農會那種通用的茶葉罐，客人說送禮拿不出手。',
      '產品就是高山烏龍茶葉，球形的，一包150克真空包，禮盒想放兩包，另外也想出單包的袋裝給自己喝的客人',
      '主要是中秋節要用，今年中秋是9月底，所以設計最好7月底前完成，才來得及印',
    ],
    whenAsked: {
      project_background: '嘉義梅山家族茶園，第二代接手，想做自己品牌的茶葉禮盒',
      product_description: '高山烏龍，球形茶葉，用熱水沖泡，一次放大概5克',
      specification: '一包150克真空包裝，禮盒裝兩包，袋裝就是單包',
      packaging_form: '禮盒跟袋裝',
      unique_selling_point: '茶園在海拔1200公尺，我們自己種、自己做、自己焙火，不是收購來的茶',
      target_audience: '主要是買來送禮的人，四五十歲的上班族、公司行號，也有喝茶的老客人',
      sales_channels: '自家門市、官網，還有每年的茶葉展售會',
      preferred_style: '穩重有質感，但不要那種金光閃閃很俗的禮盒',
      colors_and_elements: '想用墨綠色，可以放茶園的山景線條，不要大紅色',
      preferred_materials: '紙盒就好，希望是可以回收的，不要塑膠內襯',
      expected_deadline: '7月底前',
      key_considerations: '成本要控制，一個禮盒包材希望壓在150元以內，而且要好組裝，我們都自己包',
    },
    otherwise: '這個沒特別想法，你們建議就好',
    expected: {
      project_background: { said: 0, text: ['嘉義梅山', '高山烏龍', '禮盒'] },
      address: { said: 0, text: ['嘉義梅山'] },
      problem_need: { said: 0, text: ['送禮拿不出手'] },
      product_description: { said: 1, text: ['高山烏龍', '球形'] },
      specification: { said: 1, text: ['150克', '兩包'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['gift_set', 'bag_pouch'] } },
      expected_deadline: {
        said: 2,
        value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by', part: 'late' },
      },
      unique_selling_point: { said: 'asked', text: ['海拔1200公尺', '自己種'] },
      target_audience: { said: 'asked', text: ['送禮', '公司行號'] },
      sales_channels: { said: 'asked', value: { kind: 'list', items: ['自家門市', '官網', '展售會'] } },
      preferred_style: { said: 'asked', text: ['穩重', '不要那種金光閃閃'] },
      colors_and_elements: { said: 'asked', text: ['墨綠色', '山景', '不要大紅色'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['紙盒', '可以回收'] } },
      key_considerations: { said: 'asked', text: ['150元以內', '好組裝'] },
    },
  },

  /*
   * Visitor: 林媽媽，六十多歲，在宜蘭冬山經營六間房的民宿，手機打字慢，短句、有錯字（平抬、ㄇ）。
   * Exercises: 開場只問「有沒有做網站」；第二則帶出地點、規模、訂房網站類型與問題；第三則是兒子
   *   的轉述（干擾數字）；其餘逐題回答，清單（頁面、語言、參考對象）。
   * NOT facts: 兒子在新加坡工作；平台抽成 15%（抱怨的理由，不是預算或欄位值）。
   */
  {
    id: 'heldout53-website-zh-yilan-bnb-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 請問你們有在做網站ㄇ',
      '我們在宜蘭冬山開民宿 六間房 想要有自己的訂房網站 現在都靠訂房平抬 抽成太高了',
      '兒子在新加坡工作 他說平台抽15% 很不划算 叫我來問問看',
    ],
    whenAsked: {
      project_background: '宜蘭冬山的民宿 六間房 想要自己的網站讓客人直接訂房',
      url: '沒有 只有臉書粉絲專頁',
      category: '可以讓客人直接訂房的那種',
      problem_need: '希望客人可以直接在網站訂房 不要都透過平台 省一點抽成',
      main_pages: '房間介紹 訂房 交通方式 附近景點 還有早餐的照片',
      languages: '中文跟英文',
      target_audience: '大部分是台北來的家庭 帶小孩的 還有一些外國背包客',
      competitors: '隔壁鄉的「稻香居民宿」網站做得很漂亮 還有星野那種',
      preferred_style: '乾淨 清楚 字大一點 看起來很舒服就好 像我們的田園',
      budget: '大概十萬左右 不知道夠不夠',
      expected_deadline: '希望六月底前可以上線 暑假客人最多',
      key_considerations: '我年紀大了 後台要簡單 我自己要會改房價跟空房',
    },
    otherwise: '這個我不太懂 你們決定就好 謝謝',
    expected: {
      project_background: { said: 1, text: ['宜蘭冬山', '民宿', '六間房'] },
      address: { said: 1, text: ['宜蘭冬山'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['抽成太高'] },
      url: { said: 'asked', text: ['沒有', '臉書粉絲專頁'] },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['房間介紹', '訂房', '交通方式', '附近景點', '早餐'] } },
      languages: { said: 'asked', value: { kind: 'list', items: ['中文', '英文'] } },
      target_audience: { said: 'asked', text: ['台北來的家庭', '外國背包客'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['稻香居民宿', '星野'] } },
      preferred_style: { said: 'asked', text: ['乾淨', '字大一點'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 100_000, currency: 'TWD' } },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['後台要簡單', '改房價'] },
    },
  },

  /*
   * Visitor: 郁婷，二十六歲，住在美國西雅圖，幫住彰化鹿港的阿嬤做八十歲生日食譜書；中英夾雜、
   *   一口氣講很長。
   * Exercises: 「其他」類型：設計內容（封面、內頁排版、插圖）在第一則；截止日在同一則中自我更正
   *   （4月初 → 3月底前）；選填 plans_after_project（第二本）在訊息中提到；合作方式（時差）靠回答。
   * NOT facts: 阿嬤生日 5 月 10 號、印刷廠的一個月／六週、「4月初」（被更正）、30 道菜與 100 本
   *   （專案細節，沒有對應欄位）、過年煮一整桌。
   */
  {
    id: 'heldout53-other-zh-seattle-grandma-cookbook',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      'Hi～我人在Seattle，想幫我阿嬤做一本食譜書當她80歲生日禮物！阿嬤住彰化鹿港，煮了一輩子的菜，我們家過年都是她一個人煮一整桌😭 我跟表姊已經把她的30道菜整理成文字跟照片了，需要人幫忙設計封面跟內頁排版，可能還要一些手繪插圖',
      '阿嬤生日是5月10號，印刷廠說要一個月，所以設計希望4月初就要好…不對，印刷廠剛回我說要六週，那最好3月底前就要完成🙏',
      '預計印100本左右。如果阿嬤喜歡，明年想再做第二本，收她的醃菜跟粿類😆',
    ],
    whenAsked: {
      project_background: '幫阿嬤做一本家傳食譜書，當她80歲的生日禮物',
      other_design_requirements: '封面、內頁排版，還有一些菜的手繪插圖',
      problem_need: '我們整理的資料很亂，照片也是手機拍的，希望變成一本像樣、可以傳下去的書',
      target_audience: '主要是家裡的親戚，從阿嬤那輩到我們小孩那輩都有，所以字要大，老人家也要看得懂',
      preferred_style: '溫暖、有手感，像老家廚房的感覺，不要太像網美食譜',
      colors_and_elements: '阿嬤很喜歡紅色，覺得喜氣，可以用一點，也想放她常用的那個大同電鍋',
      address: '阿嬤在彰化鹿港，我在美國西雅圖',
      expected_deadline: '3月底前',
      key_considerations: '要保留阿嬤的台語說法，像是菜名旁邊加上她平常怎麼講',
      collaboration_notes: '我跟台灣有時差，用email或LINE都可以，我這邊晚上是台灣的中午。最後讓阿嬤跟我媽看過再決定',
    },
    otherwise: 'Hmm 這個都可以耶，相信你們的專業～',
    expected: {
      project_background: { said: 0, text: ['食譜書', '80歲生日禮物'] },
      address: { said: 0, text: ['Seattle', '彰化鹿港'] },
      other_design_requirements: { said: 0, text: ['封面', '內頁排版', '手繪插圖'] },
      expected_deadline: {
        said: 1,
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' },
      },
      plans_after_project: { said: 2, text: ['第二本'] },
      problem_need: { said: 'asked', text: ['資料很亂', '可以傳下去'] },
      target_audience: { said: 'asked', text: ['親戚', '字要大'] },
      preferred_style: { said: 'asked', text: ['溫暖', '手感', '老家廚房'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '大同電鍋'] },
      key_considerations: { said: 'asked', text: ['台語說法'] },
      collaboration_notes: { said: 'asked', text: ['時差', 'LINE', '阿嬤跟我媽'] },
    },
  },

  /*
   * 방문자: 40대 초반 맞벌이 엄마(해요체), 용인 수지구 풍덕천동 구축 아파트를 매매해 전체 리모델링.
   * 다루는 것: 거의 모든 핵심 정보를 긴 첫 메시지에 몰아서 말함, 이사 날짜 정정(4월 초 → 4월 4일 확정, said 3),
   *   선택 항목(important_collections)과 listen 항목(distance: 차로 20분)을 스스로 꺼냄.
   * 프로젝트 사실이 아닌 것: 지금 사는 분당 24평 전세(현재 집), 2001년(준공 연도, 나이는 25년으로 기록), 푸들 7살,
   *   LP 400장(개수), 판교(스튜디오 위치에 대한 방문자의 짐작), 주 3일(재택 횟수는 lifestyle 문장 속 내용일 뿐).
   */
  {
    id: 'heldout53-residential-ko-suji-apartment-remodel',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요. 인테리어 상담 받고 싶어서 글 남겨요. 이번에 용인 수지구 풍덕천동에 있는 아파트를 매매했는데요, 2001년에 지어진 아파트라 지은 지 25년 됐어요. 34평이고 방 3개, 욕실 2개 구조예요. 너무 낡아서 샷시, 욕실, 주방까지 싹 다 바꾸는 전체 리모델링을 하려고 해요. 지금은 분당에 24평 전세로 살고 있는데 거기 만기가 4월 초라서 그때 맞춰서 입주하려고요. 예산은 6천만 원 정도 생각하고 있어요.",
      "가족은 저희 부부랑 초등학교 3학년 딸, 그리고 7살 된 푸들 한 마리예요. 남편이 일주일에 3일은 재택근무를 해서 작은방 하나는 서재로 쓰고 싶어요.",
      "지금 집에서 제일 불편한 게 수납이에요ㅠ 현관 신발장이 작아서 킥보드랑 우산이 늘 밖에 나와 있고, 주방도 좁아서 요리할 때 동선이 계속 꼬여요.",
      "아 그리고 아까 입주 4월 초라고 했는데 방금 남편이랑 통화해 보니 이사 날짜를 4월 4일로 확정했대요. 그 날짜는 꼭 맞춰야 해요!",
      "남편이 LP를 400장 정도 모아서 그거 꽂을 수납장이 꼭 필요하고, 딸아이 피아노도 들어갈 자리가 있어야 해요. 아 그리고 스튜디오가 판교에 있으시던데 저희 집에서 차로 20분이라 현장 미팅하기도 편할 것 같아요 😊",
    ],
    whenAsked: {
      project_background: '매매한 25년 된 구축 아파트 전체 리모델링이에요. 샷시, 욕실, 주방까지 다 바꾸려고요.',
      property_category: '아파트예요.',
      layout: '방 3개, 욕실 2개, 거실 하나 있는 일반적인 판상형 구조예요.',
      age: '2001년 준공이라 25년 됐어요.',
      problem_need: '수납이 제일 문제예요. 현관이랑 주방이 특히요.',
      target_audience: '저희 부부, 초3 딸, 강아지 한 마리요.',
      lifestyle: '남편이 주 3일 재택하고, 저는 주말에 요리를 많이 해요. 손님은 명절에 양가 부모님 오시는 정도예요.',
      preferred_style: '화이트에 우드 섞인 따뜻한 내추럴 스타일이 좋아요. 너무 모던하고 차가운 느낌은 싫고요.',
      colors_and_elements: '오크 톤 원목이랑 아이보리는 꼭 넣고 싶고, 그레이 톤 타일은 피하고 싶어요. 아치형 문 하나 있으면 좋겠어요.',
      address: '용인 수지구 풍덕천동이에요. 수지구청역 근처요.',
      space_size: '34평이에요.',
      budget: '6천만 원 정도요. 조금 넘는 건 괜찮은데 7천은 안 넘었으면 해요.',
      move_in_date: '4월 4일에 이사해요.',
      key_considerations: '공사 기간이요. 전세 만기 때문에 4월 4일 이사는 절대 못 미뤄요. 그리고 강아지가 미끄러지지 않는 바닥재였으면 해요.',
    },
    otherwise: '그건 아직 생각 안 해 봤어요. 추천해 주시면 좋겠어요.',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링', '매매'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 25, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      layout: { said: 0, text: ['방 3개', '욕실 2개'] },
      address: { said: 0, text: ['용인', '풍덕천동'] },
      budget: { said: 0, value: { kind: 'money', amount: 60_000_000, currency: 'KRW' } },
      target_audience: { said: 1, text: ['부부', '초등학교 3학년 딸', '푸들'] },
      lifestyle: { said: 1, text: ['재택근무', '서재'] },
      problem_need: { said: 2, text: ['수납', '동선'] },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-04-04', precision: 'day', relation: 'on' } },
      important_collections: { said: 4, value: { kind: 'list', items: ['LP', '피아노'] } },
      distance: { said: 4, value: { kind: 'number_with_unit', amount: 20, unit: 'min' } },
      preferred_style: { said: 'asked', text: ['내추럴', '따뜻한'] },
      colors_and_elements: { said: 'asked', text: ['오크', '아이보리', '그레이 톤 타일'] },
      key_considerations: { said: 'asked', text: ['공사 기간', '미끄러지지 않는 바닥재'] },
    },
  },

  /*
   * 방문자: 30대 중반 남성 바리스타 겸 사장(반말 섞인 짧은 말투, 오타), 부산 광안리 로스터리 카페의 2호점을 전포동에 냄.
   * 다루는 것: 한 메시지에 한 가지씩, 평수 정정(22평 → 실평수 25평, said 4), 오픈 시기와 예산을 한 메시지에.
   * 프로젝트 사실이 아닌 것: 광안리(1호점 위치), 5년째(1호점 운영 기간), 22평(1호점 평수), 1층·작은 마당은 공간 설명일 뿐 면적이 아님.
   */
  {
    id: 'heldout53-commercial-ko-busan-roastery-second',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '카페 인테리어 문의요',
      '광안리에서 로스터리 카페 5년째 하고 있는데 이번에 전포동에 2호점 냅니다',
      '2호점은 로스팅실 겸 쇼룸으로 쓸거라 로스터기가 잘 보이게 하고싶어요',
      '평수는 22평이요 1층이고 작은 마당 있음',
      '아 죄송 평수 다시 확인하니까 실평수 25평이네요 22는 1호점이었음ㅋㅋ',
      '오픈은 4월 목표고 예산은 인테리어만 8천 정도요',
    ],
    whenAsked: {
      project_background: '광안리 로스터리 카페 2호점이요. 전포동에 로스팅실 겸 쇼룸으로 냅니다',
      problem_need: '1호점이 좁아서 로스팅을 새벽에만 했거든요. 로스팅이랑 손님 공간 둘다 여유있게 쓰는게 목표예요. 원두 납품 거래처 미팅할 공간도 필요하고요',
      brand_value: '정직한 커피? 산지랑 로스팅 과정을 다 보여주는 투명한 느낌이요. 들어오면 커피 냄새 맡으면서 편하게 머물다 가는 느낌',
      target_audience: '20대 후반~30대 직장인이랑 커피 좀 아는 분들. 원두 사가는 단골 많아요',
      competitive_advantage: '직접 볶은 스페셜티 원두를 합리적인 가격에 팝니다 ㅎ 그리고 제가 큐그레이더 자격 있어요',
      preferred_style: '인더스트리얼인데 너무 차갑지 않게요. 노출 콘크리트에 원목 조금',
      colors_and_elements: '블랙이랑 황동 포인트. 흰색 벽 많은건 싫어요 너무 흔해서',
      unique_design: '로스터기를 통유리 안에 두고 가운데서 보이게. 그게 제일 중요함',
      address: '부산 부산진구 전포동이요 전포카페거리 안쪽',
      space_size: '실평수 25평이요',
      budget: '인테리어만 8천이요',
      opening_date: '4월이요',
      key_considerations: '로스팅 연기랑 냄새 배기요. 민원 들어오면 끝이라서',
    },
    otherwise: '그건 알아서 해주세요',
    expected: {
      project_background: { said: 1, text: ['로스터리 카페', '2호점'] },
      address: { said: 1, text: ['전포동'] },
      unique_design: { said: 2, text: ['로스터기가 잘 보이게'] },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 25, unit: 'pyeong' } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      budget: { said: 5, value: { kind: 'money', amount: 80_000_000, currency: 'KRW' } },
      problem_need: { said: 'asked', text: ['로스팅', '미팅할 공간'] },
      brand_value: { said: 'asked', text: ['투명한', '편하게 머물다'] },
      target_audience: { said: 'asked', text: ['직장인', '원두 사가는 단골'] },
      competitive_advantage: { said: 'asked', text: ['직접 볶은', '큐그레이더'] },
      preferred_style: { said: 'asked', text: ['인더스트리얼', '노출 콘크리트'] },
      colors_and_elements: { said: 'asked', text: ['블랙', '황동', '흰색 벽'] },
      key_considerations: { said: 'asked', text: ['연기', '배기'] },
    },
  },

  /*
   * 방문자: 50대 중반 남성, 경기 시흥 시화공단 수전 제조사 (주)한결수전 마케팅부 부장(하십시오체, 아주 정중함).
   * 다루는 것: 묻는 것과 상관없이 자기 이야기를 이어 감, 전시 일정 세 날짜(개막·반입·철수)를 한 메시지에,
   *   수도·전기 모두(both), 부스 외 인쇄물(선택 항목 other_design_requirements)을 메시지로 먼저 꺼냄.
   * 프로젝트 사실이 아닌 것: 시흥 시화공단(회사 위치이지 전시 장소가 아님), 킨텍스·3x3 조립부스(작년 다른 전시),
   *   1,200만 원(작년 예산), 17일(반입 가능 둘째 날), 밤 10시(철수 시각), 30년(회사 연혁), 세면대 두 대·상담 테이블 3개(개수).
   */
  {
    id: 'heldout53-exhibition-ko-coex-faucet-maker',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하십니까. 경기도 시흥 시화공단에서 절수형 수전과 샤워기를 제조하는 (주)한결수전 마케팅부 박정호 부장입니다. 오는 3월 '2026 서울 국제 주방·욕실 산업전'에 참가하게 되어 부스 디자인을 의뢰드리고자 연락드렸습니다. 이번 전시는 저희가 올해 새로 출시하는 터치리스 센서 수전을 처음 공개하는 자리입니다.",
      '전시는 코엑스 A홀에서 열리고, 부스는 6m x 6m, 36㎡ 독립부스로 배정받았습니다. 참고로 작년에는 킨텍스 건축박람회에 3x3 조립부스로 나갔었는데 너무 초라해 보여서, 올해는 제대로 해 보자는 분위기입니다.',
      '일정은 3월 18일 수요일에 개막하여 21일 토요일까지 나흘간이고, 반입은 16일과 17일 이틀간 가능하며, 철수는 21일 폐막 후 당일 밤 10시까지 완료해야 한다고 합니다.',
      '저희 제품은 시연이 핵심이라 현장에서 실제로 물을 틀어야 합니다. 따라서 수도와 전기 모두 필요합니다.',
      '예산은 부스 시공까지 포함하여 4,500만 원으로 책정되어 있습니다. 작년 예산이 1,200만 원이었으니 대표님께서 큰 결심을 하신 셈입니다.',
      '아울러 현장에서 배포할 제품 카탈로그와 바이어용 리플렛 디자인도 함께 맡길 수 있을지 여쭙고 싶습니다.',
    ],
    whenAsked: {
      project_background: '2026 서울 국제 주방·욕실 산업전 참가 부스입니다. 신제품 터치리스 센서 수전을 처음 공개합니다.',
      brand_value: "저희는 '물 한 방울도 아낀다'는 가치를 30년 가까이 지켜 온 회사입니다. 관람객께서 국산 기술의 신뢰감과 깔끔함을 느끼셨으면 합니다.",
      target_audience: '건설사와 인테리어 업체 구매 담당자, 그리고 해외 바이어를 가장 만나고 싶습니다. 일반 관람객은 그다음입니다.',
      preferred_style: '깨끗하고 밝은 느낌을 원합니다. 화이트에 물을 연상시키는 블루 톤, 잘 정돈된 욕실 쇼룸 같은 분위기면 좋겠습니다.',
      unique_design: '부스 정면에 물이 흐르는 워터월을 두고 그 위에 로고를 넣었으면 합니다. 실제 물이 나오는 데모 세면대도 두 대 설치하고자 합니다.',
      address: '코엑스 A홀입니다.',
      space_size: '6m x 6m, 36㎡ 독립부스입니다.',
      water_electricity_supply: '수도와 전기 모두 필요합니다.',
      budget: '시공 포함 4,500만 원입니다.',
      opening_date: '3월 18일 개막입니다.',
      entry_date: '3월 16일부터 반입 가능합니다.',
      exit_date: '3월 21일 밤 10시까지 철수를 완료해야 합니다.',
      key_considerations: '시연용 물의 배수와 누수 대책이 가장 걱정입니다. 바닥이 젖으면 안전사고가 날 수 있으니 각별히 신경 써 주십시오. 또한 상담 테이블이 최소 3개는 있어야 합니다.',
    },
    otherwise: '그 부분은 전문가께서 판단해 주시면 따르겠습니다.',
    expected: {
      project_background: { said: 0, text: ['서울 국제 주방·욕실 산업전', '터치리스 센서 수전'] },
      address: { said: 1, text: ['코엑스', 'A홀'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-18', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-16', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-21', precision: 'day', relation: 'by' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 4, value: { kind: 'money', amount: 45_000_000, currency: 'KRW' } },
      other_design_requirements: { said: 5, text: ['카탈로그', '리플렛'] },
      brand_value: { said: 'asked', text: ['물 한 방울도 아낀다', '신뢰감'] },
      target_audience: { said: 'asked', text: ['구매 담당자', '해외 바이어'] },
      preferred_style: { said: 'asked', text: ['깨끗하고 밝은', '블루 톤'] },
      unique_design: { said: 'asked', text: ['워터월', '데모 세면대'] },
      key_considerations: { said: 'asked', text: ['누수', '상담 테이블'] },
    },
  },

  /*
   * 방문자: 20대 후반 여성, 성수동에서 1년 반째 옷 수선·리폼 공방 '올과올' 운영(친근한 해요체, 이모지·ㅎㅎ 많음).
   * 다루는 것: 이름 이야기, 서비스 목록, 상표 출원 중(in_progress)이고 등록 도움은 필요 없다고 메시지로 먼저 말함(yes_no false),
   *   마감 '3월 말까지'(다른 날짜와 섞여 있음), listen 항목 address(성수동).
   * 프로젝트 사실이 아닌 것: 1년 반(운영 기간), 작년 11월(출원 시점), 2월 말 성수동 팝업 마켓(기존 로고로 나감), 4월 간판 교체(마감이 아님).
   */
  {
    id: 'heldout53-brand-ko-seongsu-repair-atelier',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 😊 성수동에서 옷 수선이랑 리폼하는 작은 공방 하고 있어요. 오픈한 지 1년 반 됐는데 이번에 로고랑 브랜드 아이덴티티 전체를 제대로 만들고 싶어서 왔어요!',
      "이름은 '올과올'이에요 ㅎㅎ 옷감의 실 한 가닥을 '올'이라고 하잖아요, 올 하나하나 다 살린다는 뜻이랑 영어 all 처럼 뭐든 다 고쳐드린다는 뜻 두 개 합친 거예요 🧵",
      '하는 건 옷 수선, 오래된 옷 리폼, 그리고 주말에 여는 수선 원데이 클래스요! 자투리 원단으로 업사이클 파우치도 조금씩 만들어서 팔아요',
      '상표는 작년 11월에 출원해 놨어요~ 지금 심사 기다리는 중이고 변리사님이 봐주고 계셔서 그쪽은 따로 안 도와주셔도 돼요 🙏',
      '아 그리고 2월 말에 성수동 팝업 마켓 나가는데 그건 지금 있는 걸로 하고요, 새 로고는 3월 말까지 나오면 좋겠어요!! 4월에 간판 바꿀 예정이라서요',
    ],
    whenAsked: {
      project_background: '성수동 옷 수선·리폼 공방이고 로고랑 브랜드 아이덴티티 전체 작업이요!',
      problem_need: '지금은 인스타에 제 손글씨로 이름 써서 쓰는데 그냥 동네 수선집처럼만 보여요 😅 리폼이나 클래스도 하는 공방이라는 게 한눈에 보였으면 해요',
      brand_name_story: '올 하나하나 살린다는 뜻이랑 all, 뭐든 다 고친다는 뜻이에요 ㅎㅎ',
      products_or_services: '수선, 리폼, 원데이 클래스, 업사이클 파우치요',
      registration_status: '출원 중이에요!',
      need_registration_assistance: '괜찮아요 변리사님이 하고 계세요~',
      brand_website: '인스타 @ollgwaoll_repair 요! 홈페이지는 없어요',
      target_audience: '성수 놀러 오는 20~30대랑 근처 직장인들이요. 옷 오래 입고 싶어 하는 분들, 빈티지 좋아하는 분들 많이 와요',
      preferred_style: '손맛 있는데 깔끔한 느낌? 너무 귀여운 건 싫고 약간 빈티지한 타이포 좋아해요 ✂️',
      colors_and_elements: '데님 블루랑 실 색 같은 머스터드! 바늘이나 실 모티브 들어가면 좋겠어요. 핑크는 피하고 싶어요',
      expected_deadline: '3월 말까지요!',
      key_considerations: '간판이랑 앞치마 자수로도 들어가야 해서 단순해야 해요. 자수로 놓았을 때 뭉개지지 않게요',
    },
    otherwise: '음 그건 딱히 생각 안 해봤어요 ㅎㅎ 편하게 제안해 주세요!',
    expected: {
      project_background: { said: 0, text: ['수선', '리폼', '브랜드 아이덴티티'] },
      address: { said: 0, text: ['성수동'] },
      brand_name_story: { said: 1, text: ['올 하나하나', 'all'] },
      products_or_services: { said: 2, value: { kind: 'list', items: ['옷 수선', '리폼', '원데이 클래스', '업사이클 파우치'] } },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 3, value: { kind: 'yes_no', value: false } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      problem_need: { said: 'asked', text: ['손글씨', '동네 수선집'] },
      brand_website: { said: 'asked', text: ['@ollgwaoll_repair'] },
      target_audience: { said: 'asked', text: ['20~30대', '빈티지'] },
      preferred_style: { said: 'asked', text: ['손맛', '빈티지한 타이포'] },
      colors_and_elements: { said: 'asked', text: ['데님 블루', '머스터드', '핑크'] },
      key_considerations: { said: 'asked', text: ['자수', '단순'] },
    },
  },

  /*
   * 방문자: 30대 후반 남성, 호주 멜버른에서 아내와 둘이 김치 브랜드 'Jip Kimchi(집김치)' 운영(영어 단어 섞인 편한 해요체).
   * 다루는 것: 해외 거주(UTC+11, 1월 호주 서머타임), 첫 메시지에 배경·판매 채널·지금 문제·지역이 한꺼번에,
   *   선택 항목 problem_need를 메시지로, 포장 형태 복수 선택(bottle_jar + label), 라벨 규정이라는 고려 사항을 먼저 꺼냄.
   * 프로젝트 사실이 아닌 것: 3월(입점 시기, 마감은 2월 말), 지름 8cm는 규격 문장 속 내용일 뿐, 와이프·어머니(가족 이야기).
   */
  {
    id: 'heldout53-packaging-ko-melbourne-kimchi-jar',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 660,
    messages: [
      "안녕하세요, 호주 멜버른에서 와이프랑 둘이 'Jip Kimchi(집김치)'라는 작은 김치 브랜드 하고 있는 사람입니다. 주말마다 파머스마켓에서 팔다가 이번에 한인마트랑 현지 그로서리 몇 군데 입점하게 돼서 패키지를 제대로 바꾸려고요. 지금은 그냥 플라스틱 통에 손으로 쓴 스티커 붙여서 팔고 있거든요 ㅎㅎ",
      '제품은 배추김치, 깍두기, 그리고 젓갈 없이 담근 비건 김치 이렇게 세 가지예요. 그냥 반찬으로 드시기도 하고 현지분들은 샌드위치나 타코에 넣어 드시더라고요',
      '용량은 500g 한 가지로 통일하려고 하고, 병 높이가 대략 12cm, 지름 8cm쯤 돼요.',
      '포장은 유리병에 라벨 붙이는 걸로 생각하고 있어요. 소재는 유리병이랑 재생지 라벨이요. 플라스틱은 최대한 안 쓰고 싶어요, 여기 손님들이 그런 거 되게 sensitive 하거든요',
      '참고로 발효되면서 가스가 차서 뚜껑이 좀 부풀 때가 있어요 ㅠ 그리고 여기 식품 라벨 규정 때문에 영어 성분표랑 알레르기 표시(fish sauce 같은 거) 꼭 들어가야 해요',
    ],
    whenAsked: {
      project_background: '멜버른에서 부부가 하는 김치 브랜드 Jip Kimchi 패키지 리뉴얼이에요. 마트 입점 때문에요.',
      product_description: '배추김치, 깍두기, 비건 김치 세 가지예요. 반찬으로도, 샌드위치나 타코에 넣어서도 먹어요.',
      specification: '500g 병 하나로 통일하고요, 높이 12cm 정도예요.',
      packaging_form: '유리병에 라벨이요.',
      unique_selling_point: '저희 어머니 레시피 그대로 현지 배추로 매주 소량씩 담가요. 그리고 비건 김치 있는 브랜드가 여기선 거의 없어요.',
      target_audience: '반은 한인분들, 반은 현지 30~40대요. 건강식 찾고 발효음식 좋아하는 사람들이요.',
      sales_channels: '파머스마켓, 한인마트, 현지 그로서리, 그리고 인스타 DM 주문도 조금 받아요.',
      preferred_style: '한국적인데 전통 문양 범벅 말고, 현지 델리 제품처럼 모던하게요.',
      colors_and_elements: "김치 빨강은 들어가야 할 것 같고, 한글로 '집김치'는 꼭 넣고 싶어요. 태극 문양 같은 건 피하고 싶어요.",
      preferred_materials: '유리병이랑 재생지 라벨이요.',
      expected_deadline: '3월에 입점이라 2월 말까지는 디자인이 끝나야 해요.',
      key_considerations: '영어 성분표랑 알레르기 표시가 꼭 들어가야 하고, 냉장 보관이라 라벨이 물기에 안 번져야 해요.',
    },
    otherwise: "그건 크게 상관없어요, 좋은 쪽으로 추천해 주세요.",
    expected: {
      project_background: { said: 0, text: ['김치 브랜드', '패키지'] },
      address: { said: 0, text: ['멜버른'] },
      sales_channels: { said: 0, value: { kind: 'list', items: ['파머스마켓', '한인마트', '그로서리'] } },
      problem_need: { said: 0, text: ['플라스틱 통', '손으로 쓴 스티커'] },
      product_description: { said: 1, text: ['배추김치', '깍두기', '비건 김치'] },
      specification: { said: 2, text: ['500g', '12cm'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bottle_jar', 'label'] } },
      preferred_materials: { said: 3, value: { kind: 'list', items: ['유리병', '재생지'] } },
      key_considerations: { said: 4, text: ['가스', '영어 성분표', '알레르기'] },
      unique_selling_point: { said: 'asked', text: ['어머니 레시피', '비건 김치'] },
      target_audience: { said: 'asked', text: ['한인', '현지 30~40대', '발효음식'] },
      preferred_style: { said: 'asked', text: ['모던', '델리'] },
      colors_and_elements: { said: 'asked', text: ['빨강', '집김치', '태극'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by', part: 'late' } },
    },
  },

  /*
   * 방문자: 60대 중반 남성, 경북 안동 하회마을 근처에서 10년째 한옥 민박 운영(느린 타자, 띄어쓰기·맞춤법 오타, 정중한 말투).
   * 다루는 것: 한 메시지에 한 가지, 아들이 말해 준 예산(불확실하지만 말한 금액), 선택 항목 collaboration_notes를 메시지로,
   *   홈페이지 없음 + 블로그 주소는 물어봤을 때만, listen 항목 address(안동 하회마을).
   * 프로젝트 사실이 아닌 것: 방 네 개·10년째(민박 소개), 서울(아들이 사는 곳), 경주(참고 사이트의 위치).
   */
  {
    id: 'heldout53-website-ko-andong-hanok-stay',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 홈페이지 만들려고 하는데요',
      '안동 하회마을 근처에서 한옥 민박을 하고있습니다 방은 네개고 10년째 하고있어요',
      '지금은 예약을 전화로만 받다보니 밤에도 전화가와서 힘드러요 ㅎㅎ',
      '외국 손님도 요즘 많이 오셔서 영어랑 일본어도 있엇으면 합니다',
      '아 그리고 예산은 아들이 500만원 정도면 된다고 하던데 맞는지 모르겟네요',
      '홈페이지는 아들이 서울에 있어서 같이 봐줄거에요 결정은 제가 하구요',
    ],
    whenAsked: {
      project_background: '안동에서 한옥 민박을 하는데 온라인으로 예약 받을수 있는 홈페이지가 필요해서요',
      url: '홈페이지는 없구요 네이버 블로그만 하나 있습니다 blog.naver.com/hahoe_sarangchae',
      category: '예약되는 홈페이지요',
      problem_need: '전화 예약이 너무 힘들어서 손님이 직접 날짜 보고 예약하면 좋겠어요',
      main_pages: '방 소개, 예약, 오시는길, 그리고 아침 식사랑 다도 체험 소개하는 곳이요',
      languages: '한국어, 영어, 일본어요',
      target_audience: '가족 단위 손님이랑 외국인 관광객이 많아요. 나이 드신분들도 보기 편해야 합니다',
      competitors: "경주에 있는 한옥스테이 '황남유숙' 홈페이지가 깔끔하던데요. 그리고 에어비앤비처럼 예약이 쉬웠으면 해요",
      preferred_style: '한옥 느낌 나게 차분하고 단정하게요. 사진이 크게 나오면 좋겠어요',
      budget: '500만원 정도요',
      expected_deadline: '봄에 손님이 많아서 3월 안에는 열었으면 합니다',
      key_considerations: '글씨가 크고 보기 쉬워야 해요. 제가 직접 예약 확인하고 관리할수 있어야 하고요',
    },
    otherwise: '그건 잘 모르겟습니다 알아서 해주세요',
    expected: {
      project_background: { said: 1, text: ['한옥 민박'] },
      address: { said: 1, text: ['안동', '하회마을'] },
      problem_need: { said: 2, text: ['전화로만', '밤에도 전화'] },
      languages: { said: 3, value: { kind: 'list', items: ['영어', '일본어'] } },
      budget: { said: 4, value: { kind: 'money', amount: 5_000_000, currency: 'KRW' } },
      collaboration_notes: { said: 5, text: ['아들', '결정은 제가'] },
      url: { said: 'asked', text: ['blog.naver.com/hahoe_sarangchae'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['방 소개', '예약', '오시는길', '다도 체험'] } },
      target_audience: { said: 'asked', text: ['가족 단위', '외국인 관광객'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['황남유숙', '에어비앤비'] } },
      preferred_style: { said: 'asked', text: ['차분하고 단정', '사진이 크게'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['글씨가 크고', '예약 확인하고 관리'] },
    },
  },

  /*
   * 방문자: 50대 후반 남성, 춘천 마라톤 동호회 '소양강 러너스' 회장(수다스럽고 살가운 해요체, 물결표).
   * 다루는 것: 프로젝트와 상관없는 개인사 메시지(1번), 작업 범위 정정(메달 제외 → 티셔츠·배번표, said 3),
   *   대회 날짜와 디자인 마감을 헷갈리지 않기(마감은 3월 말).
   * 프로젝트 사실이 아닌 것: 5월 10일(대회 날짜, 마감 아님), 2주 전(티셔츠 수령 시점), 2012년·무릎 수술·풀코스 23번·처음 6명·회원 120명(회장님 이야기),
   *   300명(예상 참가 인원은 고객층 문장 속 내용일 뿐), 임원진 5명·협찬사 로고 세 개(개수).
   */
  {
    id: 'heldout53-other-ko-chuncheon-marathon-club',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요~ 춘천에서 '소양강 러너스'라는 마라톤 동호회 회장을 맡고 있는 사람입니다. 저희 동호회가 올해로 창립 10주년이 돼서 5월 10일에 회원들이랑 지역 주민들 모시고 기념 하프마라톤 대회를 작게 열기로 했어요~ 거기 쓸 기념 티셔츠, 완주 메달, 배번표 디자인을 부탁드리고 싶어서요.",
      '제가 마라톤을 시작한 게 2012년인데요, 그때 무릎 수술하고 재활한다고 뛰기 시작한 게 지금은 풀코스만 23번 뛰었습니다 ㅎㅎ 동호회도 처음엔 6명이었는데 지금은 회원이 120명이에요~',
      '대회 참가자는 300명 정도 예상하는데 회원 말고도 춘천 시민분들, 대학생들도 많이 올 것 같아요. 연령대는 20대부터 70대까지 다양합니다.',
      '아 그리고 메달은 빼 주셔야겠네요, 방금 총무한테 연락 왔는데 협찬사에서 기성품 메달을 준다고 합니다. 그럼 티셔츠랑 배번표 두 가지만 부탁드릴게요~',
      '티셔츠는 대회 2주 전까지는 받아야 해서 제작 업체 말로는 디자인이 3월 말까지는 나와야 한답니다.',
    ],
    whenAsked: {
      project_background: '소양강 러너스 창립 10주년 기념 하프마라톤 대회에 쓸 디자인입니다~',
      other_design_requirements: '기념 티셔츠랑 배번표요. 메달은 빠졌습니다',
      problem_need: '10년 동안 단체 티셔츠가 매번 업체 기본 템플릿이라 다 비슷했어요. 이번엔 회원들이 대회 끝나고도 평소에 입고 싶은 티셔츠를 만들고 싶습니다',
      target_audience: '회원들이랑 춘천 시민, 대학생들이요. 20대부터 70대까지 다양해요',
      preferred_style: '활기차고 젊은 느낌이요! 그래도 너무 유치하진 않게, 요즘 러닝 크루 티셔츠처럼 세련되게요',
      colors_and_elements: '소양강 물빛 같은 청록색이 메인이었으면 좋겠고 소양강 스카이워크나 춘천 산 능선을 넣어도 좋을 것 같아요. 형광색은 회원들이 싫어합니다 ㅎㅎ',
      address: '강원도 춘천이요',
      expected_deadline: '3월 말까지요',
      key_considerations: '배번표에 기록칩 붙일 자리가 있어야 하고 숫자가 멀리서도 잘 보여야 합니다. 티셔츠에는 협찬사 로고 세 개가 들어가야 해요',
      collaboration_notes: '임원진 5명 단톡방에서 시안 보고 투표로 정할 거예요. 소통은 저랑 카톡으로 하시면 됩니다~',
    },
    otherwise: '그건 전문가분이 알아서 해 주시면 좋겠어요~',
    expected: {
      project_background: { said: 0, text: ['마라톤 동호회', '창립 10주년', '하프마라톤'] },
      address: { said: 0, text: ['춘천'] },
      target_audience: { said: 2, text: ['춘천 시민', '대학생', '20대부터 70대'] },
      other_design_requirements: { said: 3, text: ['티셔츠', '배번표'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      problem_need: { said: 'asked', text: ['업체 기본 템플릿', '평소에 입고 싶은'] },
      preferred_style: { said: 'asked', text: ['활기차고', '러닝 크루'] },
      colors_and_elements: { said: 'asked', text: ['청록색', '스카이워크', '형광색'] },
      key_considerations: { said: 'asked', text: ['기록칩', '숫자가 멀리서도', '협찬사 로고'] },
      collaboration_notes: { said: 'asked', text: ['임원진', '투표', '카톡'] },
    },
  },
];
