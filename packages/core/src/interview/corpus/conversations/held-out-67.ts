import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixty-seventh batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: an ordinary week of visitors on a phone, as
 * they come: chatty or terse, the whole story first or one thing at a time, ranges and approximations, and places, people or
 * dates that belong to something else. Written in session 32 beside the sixty-eighth and played once on 479f5142, before any
 * change for it. Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its
 * numbers, places and dates are not facts.
 */
/* Writer's note (en-US, batch 67: an ordinary week)
 * - brand: Kyle Hollis, 36, runs his dad's landscaping company in Raleigh; terse, no caps, one thing per message.
 * - packaging: Janelle Okafor, 34, Atlanta pepper-sauce maker; chatty, emoji, tells nearly everything in her first message.
 * - website: Donna Pruitt, 63, co-owns a campground in the Missouri Ozarks; polite full sentences, budget as a range.
 * - commercial: Hannah Brandt, 41, opening a second bakery in Denver; whole story up front, approximate size and budget.
 * - exhibition: Karen Lindqvist, 47, Wisconsin creamery at its first trade show in New York; short factual answers, one at a time.
 * - residential: Mike Tran, 38, Sacramento dad redoing a 1958 ranch kitchen; casual, mentions where he grew up, budget range.
 * - other: Luis Ramirez, 31, Albuquerque birria truck needing a wrap; fast typing, corrects his own deadline mid-message.
 */
/* Writer's note (zh-TW, batch 67: an ordinary week)
 * 1. brand: 陳怡蓁, 31, pet groomer in 鳳山, chatty with emoji; whole story in the first message, with her Taipei years and shop age as noise.
 * 2. packaging: 蔡秀鳳, 56, 萬丹 candied red beans, terse, one thing a message, a bit of 台語; next year's 過年 as noise, deadline "大概11月".
 * 3. website: 林柏翰, 35, engineer writing for his wife's PT clinic in 竹北; structured, a budget range, an admired Taipei clinic where she interned in 2019.
 * 4. commercial: 黃啟凱, 38, ramen chef opening a second shop in 台中西區; first branch's year, place and size (2019, 逢甲, 12坪) and his 福岡 training are noise.
 * 5. exhibition: 許雅婷, 27, marketing assistant at a 嘉義 frozen braised-food maker; answers one by one, dates as 6/24, company city is not the venue.
 * 6. residential: 張靜宜, 38, old 透天 in 員林, long rambling messages; grew up in 二林, school start in 9月 is context, not the move-in date.
 * 7. other: 阿哲, 24, 台南 indie band EP cover and merch, no punctuation, English mixed in; release show date and 高雄 venue and last year's festival are noise.
 */
/* Writer's note (ko-KR, batch 67: an ordinary week)
 * 1. brand: 44세 세무사, 대전 둔산동 개업. 띄어쓰기만 있고 문장부호 없음, 첫 메시지에 다 말함; 국세청 12년과 3월 3일 개업일은 마감이 아님.
 * 2. packaging: 38세 여성, 서산에서 외할머니 생강청 이어받음. 이모지와 느낌표, 하나씩 풀어놓음; 서울·2021년·작년 추석 성수 팝업·설은 딴 얘기.
 * 3. website: 35세 남성, 김포 운양동 강아지 유치원·호텔. 영어 단어 섞음, 예산 범위(300~500만원); 형의 일산 애견카페 10년·2년 전 독립은 딴 얘기.
 * 4. commercial: 47세 미용실 원장, 청주에서 복대동으로 이전. 짧게 하나씩 답함, 28평 정도·4천~5천; 2011년 가경동 첫 가게·9년·3월 말 계약 만료는 딴 얘기.
 * 5. exhibition: 29세 마케팅 담당, 동탄 비건 스킨케어. 첫 메시지 길게 전부(날짜, 6x3, 천만원 안쪽); 작년 방콕 박람회 1부스는 딴 얘기.
 * 6. residential: 63세 주부, 용인 수지 98년식 34평 아파트 전체 리모델링. 말줄임표, 맞춤법 틀림; 딸 부산·아들 서울·남편 작년 퇴직은 딴 얘기.
 * 7. other: 30세 타코 푸드트럭 사장, 세종. 아주 짧고 반말 섞임, ㅋㅋ; 2019년 멕시코 워홀·4월 첫주 호수공원 축제는 마감이 아님.
 */
export const sixtySeventhHeldOutConversations: CorpusConversation[] = [
  // Kyle Hollis, 36, took over Hollis Lawn & Land in Raleigh, NC from his father. Types like he's between jobs on a
  // mower: lowercase, almost no punctuation, one short fact per message, never explains more than asked.
  // Exercises: terse messages that each carry one or two fields; the name story is just "its our last name"; a bare "no"
  // to the trademark question (not_registered, not not_sure) and "not right now" to help (false); deadline "march latest"
  // (by March); extra items (trucks, shirts, yard signs) volunteered inside the services message.
  // NOT facts of the project: 94 (the year his dad started the company), last spring (when he took over), the 90s look of
  // the old logo is only a description.
  {
    id: 'heldout67-brand-en-hollis-lawn',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'need a new logo for my landscaping company',
      "Hollis Lawn & Land. its our last name, my dad started it in 94 and I took over last spring. we're in Raleigh",
      'current one looks dated. clip art grass thing from the 90s. want to look more professional so we can go after commercial contracts not just homeowners',
      'we do mowing mulch hardscaping some drainage work. logo has to go on 3 trucks plus shirts and yard signs',
      'march latest. spring rush starts after that',
    ],
    whenAsked: {
      registration_status: 'no',
      need_registration_assistance: 'not right now',
      brand_website: 'hollislawnandland.com but its old',
      target_audience: 'homeowners mostly. want to land HOAs and office parks',
      preferred_style: 'clean. strong. nothing cutesy',
      colors_and_elements: 'green is fine just not lime green. no lawnmower pictures',
      key_considerations: 'has to be readable on a truck door from the road',
      collaboration_notes: 'text me. I decide',
      plans_after_project: 'maybe a second crew next year',
      other_preferences: 'no',
    },
    otherwise: 'dont care',
    expected: {
      project_background: { said: 0, text: ['new logo', 'landscaping'] },
      brand_name_story: { said: 1, text: ['last name'] },
      address: { said: 1, text: ['Raleigh'] },
      problem_need: { said: 2, text: ['dated', 'commercial contracts'] },
      products_or_services: { said: 3, text: ['mowing', 'mulch', 'hardscaping', 'drainage'] },
      other_design_requirements: { said: 3, text: ['trucks', 'shirts', 'yard signs'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['hollislawnandland.com'] },
      target_audience: { said: 'asked', text: ['homeowners', 'HOAs', 'office parks'] },
      preferred_style: { said: 'asked', text: ['clean', 'cutesy'] },
      colors_and_elements: { said: 'asked', text: ['lime green', 'lawnmower'] },
      key_considerations: { said: 'asked', text: ['truck door'] },
    },
  },

  // Janelle Okafor, 34, makes a Nigerian-style pepper sauce in Atlanta and sells it at a farmers market; two grocers now
  // want it. Chatty, exclamation marks and emoji, dumps the whole story into her first message, then adds the look.
  // Exercises: one long first message carrying background, product, specs, form (labels + a gift set), channels and a
  // deadline ("by early April"); style with a brand she admires given as an example; an element to avoid; materials
  // half-decided ("glass bottles stay", "kraft is fine").
  // NOT facts of the project: Houston (where her grandma raised her), 2021 (since when she's been at the market), May
  // (when the stores start stocking: the reason for the deadline, not the deadline), Father's Day (a selling season).
  {
    id: 'heldout67-packaging-en-pepper-sauce',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi!! Ok so long story 😅 I make a Nigerian-style pepper sauce called Bisi's, named after my grandma who raised me in Houston and taught me the recipe. I've been selling it at the Grant Park farmers market since 2021 with labels I literally print at home, and now two independent grocers in Decatur want to carry it, so I need real packaging. It's a 5 oz glass woodland bottle (the classic hot sauce shape), three heat levels: Mild, Hot, and Auntie Wahala lol. I'm thinking new labels for the bottles plus a 3-bottle gift set for the holidays and Father's Day. Would love it all done by early April so I can get it printed before the stores start stocking in May.",
      'Vibe wise: bold, colorful, a little loud, kind of like the Fly By Jing bottles. Please no tribal print clichés, I see that on every African food product 🙃',
    ],
    whenAsked: {
      unique_selling_point: "it's the real thing, scotch bonnets and smoked crayfish, not another vinegar sauce. people tell me it tastes like their auntie's",
      target_audience: 'Nigerian and West African folks who miss home, and foodies in their 20s-40s who like heat',
      preferred_materials: "glass bottles stay. for the gift set idk, something recyclable? kraft is fine",
      key_considerations: "labels have to hold up in a fridge door, my home printed ones peel 🙄 and the heat levels need to be obvious at a glance",
      problem_need: 'look legit on a store shelf next to the big brands',
      other_design_requirements: 'maybe a little shelf sign for the stores?',
      collaboration_notes: "email is great! I'm the only decision maker lol",
    },
    otherwise: 'no preference really, open to ideas!',
    expected: {
      project_background: { said: 0, text: ['pepper sauce', 'independent grocers'] },
      product_description: { said: 0, text: ['Nigerian-style pepper sauce'] },
      specification: { said: 0, text: ['5 oz', '3-bottle'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      sales_channels: { said: 0, text: ['farmers market', 'grocers'] },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'early', relation: 'by' } },
      preferred_style: { said: 1, text: ['bold', 'Fly By Jing'] },
      colors_and_elements: { said: 1, text: ['tribal print'] },
      unique_selling_point: { said: 'asked', text: ['scotch bonnets', 'smoked crayfish'] },
      target_audience: { said: 'asked', text: ['West African', 'foodies'] },
      preferred_materials: { said: 'asked', text: ['glass', 'kraft'] },
      key_considerations: { said: 'asked', text: ['peel', 'heat levels'] },
    },
  },

  // Donna Pruitt, 63, runs Shady Hollow Campground near Eminence, Missouri with her husband. Writes polite, complete
  // sentences with a little humor, answers what she thinks of in her own order.
  // Exercises: the problem stated in the opening story (guests have to call); pages listed in a run-on sentence;
  // booking stated plainly ("book and pay online"); budget as a range with a question back; a mid-month deadline given
  // with its reason; the existing URL arriving last, relayed from the nephew.
  // NOT facts of the project: about 10 years ago (when the nephew built the old site), May 1st (the season opening: the
  // reason for the deadline), St. Louis and Kansas City (where guests drive from, part of the audience, not the address).
  {
    id: 'heldout67-website-en-ozark-campground',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hello. My husband and I own Shady Hollow Campground near Eminence, Missouri on the Jacks Fork river. We have 42 sites and 6 cabins. Our website was built by our nephew about 10 years ago and people can't book on it, they have to call, and I spend every evening on the phone.",
      'Mainly we need people to be able to book and pay online for the sites and cabins. Then a page with the rates, some photos of the river, directions because GPS sends people down a logging road lol, and the campground rules.',
      "Budget, we were thinking somewhere between $4,000 and $7,000? Not sure what's normal for this. It needs to be up by mid April, we open for the season May 1st.",
      'Oh and my nephew says we should keep the same web address, shadyhollowcamp.com',
    ],
    whenAsked: {
      languages: 'English is fine',
      target_audience: 'Families, float trip groups, lots of folks driving down from St. Louis and Kansas City, and some older couples in RVs',
      competitors: 'Riverbend Outfitters down the road has a nice one, you can see a calendar and book right there',
      preferred_style: 'Simple and easy to read. Big pictures of the river. Nothing flashy.',
      key_considerations: 'Cell service is bad out here so it needs to load on one bar. And I need to be able to update prices myself without calling anybody.',
      colors_and_elements: 'Greens and browns I suppose, outdoorsy',
      plans_after_project: 'Maybe sell t-shirts and firewood bundles online someday',
      collaboration_notes: "Email me, Gary doesn't do computers",
    },
    otherwise: 'Whatever you think is best.',
    expected: {
      project_background: { said: 0, text: ['Shady Hollow Campground'] },
      address: { said: 0, text: ['Eminence'] },
      problem_need: { said: 0, text: ['have to call', 'phone'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 1, text: ['rates', 'photos', 'directions', 'rules'] },
      budget: { said: 2, value: { kind: 'money', amount: 4000, max: 7000, currency: 'USD' } },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'mid', relation: 'by' } },
      url: { said: 3, text: ['shadyhollowcamp.com'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['Families', 'float trip', 'RVs'] },
      competitors: { said: 'asked', text: ['Riverbend Outfitters'] },
      preferred_style: { said: 'asked', text: ['easy to read', 'pictures of the river'] },
      key_considerations: { said: 'asked', text: ['one bar', 'update prices'] },
    },
  },

  // Hannah Brandt, 41, owns Little Loaf Bakery in Denver and just leased a second location. Friendly, writes a full
  // paragraph first, then a money-and-dates message, then the one thing she cares about most.
  // Exercises: whole story in message 0 with an approximate size ("1,400 sq ft, give or take"); the first shop's street
  // and opening year sitting next to the new location; budget "around $150k ... could stretch to 175"; opening "late
  // August"; a signature idea (see the bakers) framed by a complaint about the old shop.
  // NOT facts of the project: South Pearl (the first shop's street), 2018 (when the first shop opened), Labor Day weekend
  // (only the anchor for late August), the former nail salon (the previous tenant).
  {
    id: 'heldout67-commercial-en-second-bakery',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi there! I own Little Loaf Bakery. We opened our first shop on South Pearl in 2018 and it's been packed ever since, so we just signed a lease on a second spot in the Highlands (W 32nd Ave). It's about 1,400 sq ft, give or take, a former nail salon, so basically a white box with terrible lighting. This time we want a bakery cafe with around 20 seats, the first shop is takeout only.",
      "Budget is around $150k for the buildout, could stretch to 175 if it's worth it. Hoping to open late August, before Labor Day weekend.",
      "The one thing I'm set on: I want people to see the bakers working. At South Pearl the ovens are hidden in the back and it's such a shame",
    ],
    whenAsked: {
      problem_need: 'Give people a place to actually sit and stay, and handle the Saturday line without it going out the door',
      brand_value: "Honest bread, neighborhood spot. It should feel like walking into a friend's kitchen",
      target_audience: 'Young families, dog walkers, remote workers who want a croissant and wifi',
      competitive_advantage: 'Everything is naturally leavened and we mill some of our own flour',
      preferred_style: 'Warm, lots of wood, a little Scandinavian but not cold',
      colors_and_elements: 'Our color is a mustard yellow. No black and white subway tile please, everyone has it',
      key_considerations: 'Health department stuff, and the landlord said the electrical panel may need an upgrade for the deck oven',
      number_of_visits: 'a couple site visits? 2 or 3',
      other_design_requirements: 'Signage for sure',
      collaboration_notes: 'Me and my business partner Theo both sign off',
    },
    otherwise: 'No strong feelings, open to suggestions',
    expected: {
      project_background: { said: 0, text: ['second spot', 'bakery cafe'] },
      address: { said: 0, text: ['Highlands'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1400, unit: 'ft2', approximate: true } },
      budget: { said: 1, value: { kind: 'money', amount: 150000, max: 175000, currency: 'USD', approximate: true } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'late' } },
      unique_design: { said: 2, text: ['see the bakers'] },
      problem_need: { said: 'asked', text: ['sit and stay', 'Saturday line'] },
      brand_value: { said: 'asked', text: ['Honest bread', 'kitchen'] },
      target_audience: { said: 'asked', text: ['Young families', 'remote workers'] },
      competitive_advantage: { said: 'asked', text: ['naturally leavened', 'mill'] },
      preferred_style: { said: 'asked', text: ['Warm', 'wood', 'Scandinavian'] },
      colors_and_elements: { said: 'asked', text: ['mustard yellow', 'subway tile'] },
      key_considerations: { said: 'asked', text: ['electrical panel', 'deck oven'] },
    },
  },

  // Karen Lindqvist, 47, co-owns Driftless Creamery, a small cheese maker in southwest Wisconsin, exhibiting for the first
  // time. Businesslike, short messages, gives one block of logistics per message.
  // Exercises: home region vs. exhibition venue (the address is the venue: New York, then Javits Center); a 10x20 booth in
  // US trade-show habit (feet, 200 sq ft); show, move-in and move-out dates as day numbers with "I believe"; a budget
  // "around $20k" with what it excludes; electricity yes, water no.
  // NOT facts of the project: southwest Wisconsin (where the creamery is), travel costs (excluded from the budget), the
  // Winter show (a maybe for later).
  {
    id: 'heldout67-exhibition-en-creamery-fancy-food',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "We're a small creamery in southwest Wisconsin and we got into the Summer Fancy Food Show in New York this June. First time exhibiting. We need a booth.",
      '10x20 inline booth at the Javits Center.',
      'Show is June 28-30. Move in is the 26th and 27th I believe, move out the evening of the 30th.',
      'Budget is around $20k for the booth itself, not counting our travel. We need power for a refrigerated case, no water.',
    ],
    whenAsked: {
      brand_value: 'Small farm, grass-fed cows, everything made by hand. Buyers should feel like they found something nobody else has.',
      target_audience: 'Specialty cheese buyers and distributors mostly, some restaurant people.',
      preferred_style: 'Clean, a little rustic. NOT barn wood and gingham, every dairy booth looks like that.',
      unique_design: 'A sampling counter people can walk up to from the aisle. Maybe a big photo of the cows on the back wall.',
      key_considerations: "Keeping the cheese cold. And it has to fit in our van, we're driving it out.",
      plans_after_project: "If it goes well we'd do the Winter show too, so reusable would be great.",
      problem_need: 'Get a couple of distributors outside the Midwest.',
      collaboration_notes: 'Email. My brother and I decide together.',
    },
    otherwise: 'No preference.',
    expected: {
      project_background: { said: 0, text: ['creamery', 'Summer Fancy Food Show'] },
      address: { said: 1, text: ['Javits'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-06-28', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-06-26', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-06-30', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 20000, currency: 'USD', approximate: true } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['grass-fed', 'by hand'] },
      target_audience: { said: 'asked', text: ['cheese buyers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['Clean', 'rustic', 'barn wood'] },
      unique_design: { said: 'asked', text: ['sampling counter', 'photo of the cows'] },
      key_considerations: { said: 'asked', text: ['cold', 'van'] },
    },
  },

  // Mike Tran, 38, and his wife Jess just bought a 1958 ranch house in Arden-Arcade, Sacramento, and are still in a
  // rental. Casual, lowercase, "lol", tells the story in chunks: the house, the layout, the family, the money and timing.
  // Exercises: build year instead of age (1958 -> 68 years); "ranch house" as a detached house; an approximate area; a
  // childhood house in another city that looks like a fact; budget as a range with a reason; a move-in date tied to the
  // end of a lease.
  // NOT facts of the project: Fresno (where he grew up), his mom's galley kitchen (a memory, not this house), the rental
  // lease (only the reason for the move-in date), 400 (Jess's records, given only when asked a turns-remain question).
  {
    id: 'heldout67-residential-en-sac-ranch',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      'hey, we just bought a 1958 ranch house in Arden-Arcade and want to redo the kitchen and open it up to the living room. rest of the house is mostly fine, maybe paint',
      "3 bed 2 bath, one living room, kitchen is a tiny galley closed off by a wall. it's about 1,500 sq ft total",
      "it's me, my wife Jess, our kids (6 and 3) and a very large dog named Biscuit lol. funny thing, I grew up in a house almost exactly like this in Fresno, my mom had the same galley and hated it",
      "budget is 60-80k depending what's behind the walls. we want to be in by August 1, our rental lease is up then",
    ],
    whenAsked: {
      age: '1958, so 68 years I think?',
      property_category: 'single family, one story',
      problem_need: "the kitchen is a dark little hallway, you can't cook and watch the kids at the same time",
      lifestyle: 'we cook most nights, Jess works from home 3 days a week, friends over on weekends with their kids running everywhere',
      preferred_style: 'warm mid century, we want to keep the character of the house. not the all white and gray flip look',
      colors_and_elements: 'keep the original brick fireplace!! green cabinets maybe? no gray vinyl plank',
      key_considerations: "staying on budget, and floors the dog can't destroy",
      important_collections: "Jess's records, maybe 400 of them",
      collaboration_notes: 'Jess has final say on the kitchen honestly',
    },
    otherwise: 'no preference, open to ideas',
    expected: {
      project_background: { said: 0, text: ['kitchen', 'open it up'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 68, unit: 'years' } },
      address: { said: 0, text: ['Arden-Arcade'] },
      layout: { said: 1, text: ['3 bed 2 bath', 'galley'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1500, unit: 'ft2', approximate: true } },
      target_audience: { said: 2, text: ['wife', '6 and 3', 'dog'] },
      budget: { said: 3, value: { kind: 'money', amount: 60000, max: 80000, currency: 'USD' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-08-01', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['dark', 'watch the kids'] },
      lifestyle: { said: 'asked', text: ['cook most nights', 'works from home'] },
      preferred_style: { said: 'asked', text: ['mid century', 'character'] },
      colors_and_elements: { said: 'asked', text: ['brick fireplace', 'gray vinyl plank'] },
      key_considerations: { said: 'asked', text: ['budget', 'floors'] },
    },
  },

  // Luis Ramirez, 31, runs the Birria El Güero food truck in Albuquerque. Types fast on his phone between orders, drops
  // apostrophes, a Spanish word here and there, and corrects himself in the same message.
  // Exercises: a vehicle wrap (type other) with the truck's specs in message 0; a nickname story that names another city;
  // the problem put in customer terms; a deadline that starts as a famous local event and is corrected to April in the
  // same message; collaboration given only when asked.
  // NOT facts of the project: Guadalajara (where he grew up), 2016 (the truck's model year), Balloon Fiesta / October (the
  // deadline he rejects).
  {
    id: 'heldout67-other-en-birria-truck-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'hey I need a wrap designed for my food truck. birria tacos, quesabirria, consomé. truck is a 2016 step van, 18 ft',
      'name is Birria El Güero, its been my nickname since I was a kid in Guadalajara lol. we are in Albuquerque, mostly park at breweries on weekends and downtown at lunch',
      'right now its plain white with one vinyl sign and people walk right past. want something you can see from across a parking lot',
      'need it before Balloon Fiesta? no wait thats october, way too late. by April, thats when patio season picks up',
    ],
    whenAsked: {
      target_audience: 'brewery crowd, like 25 to 45, people on lunch break downtown, families at events',
      preferred_style: 'bold, like a lucha libre poster. fun but not cheesy',
      colors_and_elements: 'red and gold. the consomé dip shot has to be on there big. no sombrero cartoons please',
      key_considerations: 'has to be readable with the service window open, and the menu part has to be easy to change',
      collaboration_notes: 'text or whatsapp is best, im on the truck all day. me and my wife Ana decide together',
      other_preferences: 'nah',
      number_of_visits: 'one time to look at the truck is enough',
    },
    otherwise: 'whatever you think, youre the expert',
    expected: {
      project_background: { said: 0, text: ['food truck', 'birria'] },
      other_design_requirements: { said: 0, text: ['wrap'] },
      address: { said: 1, text: ['Albuquerque'] },
      problem_need: { said: 2, text: ['walk right past', 'across a parking lot'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['brewery crowd', 'lunch break'] },
      preferred_style: { said: 'asked', text: ['bold', 'lucha libre'] },
      colors_and_elements: { said: 'asked', text: ['red and gold', 'sombrero'] },
      key_considerations: { said: 'asked', text: ['service window', 'menu'] },
      collaboration_notes: { said: 'asked', text: ['whatsapp', 'Ana'] },
    },
  },
  // 陳怡蓁, 31, runs the pet grooming shop 「小橘日常」 in 高雄鳳山. Chatty, emoji, full-width punctuation, tells almost
  // everything in the first message. Exercises: background, location, extra items (招牌/名片) and the name story all in
  // message 0; products in message 1; a "3月中之前" deadline with a renovation month that belongs to the shop, not the design;
  // a "never thought about it" on trademark (not_registered) with a conditional yes to help.
  // NOT facts of the project: 台北 (where she worked before), 5年 (years as a groomer there), 快三年 (age of the shop),
  // 4月 (when the shop gets its small renovation).
  {
    id: 'heldout67-brand-zh-fengshan-pet-grooming',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我在鳳山開一間寵物美容店叫「小橘日常」🐶✂️ 開快三年了，之前logo是我自己用Canva隨便弄的，現在想說請專業的整套重做，logo、招牌、名片那些都要～我之前在台北的寵物店當美容師做了5年才回高雄自己開的，所以很多客人其實是跟著我來的哈哈。小橘是我家那隻橘貓的名字，他就是我們的店貓😹',
      '目前主要是洗澡美容跟SPA，也有賣一些我自己挑的零食跟洗毛精～',
      '希望3月中之前可以弄好！因為4月店面要小整修，想順便把招牌換掉🙏',
    ],
    whenAsked: {
      problem_need: '現在的logo太像網路素材，看起來很不專業😂',
      products_or_services: '洗澡美容、SPA、零食跟洗毛精',
      registration_status: '沒有耶 完全沒想過這個😅',
      need_registration_assistance: '好啊 如果不會太貴的話可以幫我辦',
      brand_website: 'IG搜 xiaoju.daily 就有～',
      target_audience: '附近的年輕家庭跟上班族吧，很多都是把狗當小孩在養的那種',
      preferred_style: '可愛但不要幼稚！溫暖、有點手繪感的那種',
      colors_and_elements: '橘色一定要🧡 想把小橘畫進去 然後不要粉紅色',
      expected_deadline: '3月中前',
      key_considerations: '做在招牌上要遠遠也看得清楚，老客人也要認得出來是我們家',
      other_preferences: '我很喜歡日本那種小店的手寫字招牌',
    },
    otherwise: '都可以～你們決定就好😆',
    expected: {
      project_background: { said: 0, text: ['寵物美容店', '整套重做'] },
      address: { said: 0, text: ['鳳山'] },
      other_design_requirements: { said: 0, text: ['招牌', '名片'] },
      brand_name_story: { said: 0, text: ['橘貓', '店貓'] },
      products_or_services: { said: 1, text: ['洗澡美容', '洗毛精'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'mid', relation: 'by' } },
      problem_need: { said: 'asked', text: ['不專業'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['xiaoju.daily'] },
      target_audience: { said: 'asked', text: ['年輕家庭', '上班族'] },
      preferred_style: { said: 'asked', text: ['可愛', '手繪感'] },
      colors_and_elements: { said: 'asked', text: ['橘色', '小橘', '不要粉紅色'] },
      key_considerations: { said: 'asked', text: ['遠遠也看得清楚'] },
    },
  },

  // 蔡秀鳳, 56, makes candied red beans (蜜紅豆) in 屏東萬丹 with beans her brother grows. Terse, no punctuation, one
  // thing per message, a little 台語 (阮). Exercises: several fields from one short message (product + selling point;
  // spec + two packaging forms); sales channels half relayed from her daughter; a deadline pegged to next year's 過年
  // but stated as "大概11月"; materials only when asked.
  // NOT facts of the project: 40多年 (how long her father grew beans), 明年過年 (the selling season, not the deadline),
  // 今年 (this year's 過年, already too late).
  {
    id: 'heldout67-packaging-zh-wandan-red-bean',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是萬丹做蜜紅豆的 想做包裝',
      '阮阿爸種紅豆種了40多年 現在換我弟種 自己種的紅豆自己煮 沒加防腐劑 可以直接吃 也可以加牛奶或剉冰',
      '一罐大概300克 玻璃罐裝 想弄6罐一盒的禮盒 過年送禮用',
      '我女兒說要放網路賣 現在都在農會跟市集賣',
    ],
    whenAsked: {
      target_audience: '買來送禮的 年紀大一點的比較多 還有過年回來的年輕人',
      preferred_style: '看起來要高級一點 不要太花',
      colors_and_elements: '紅色好了 過年喜氣 可以畫紅豆田',
      preferred_materials: '盒子用紙的就好 不要塑膠',
      expected_deadline: '今年過年來不及了啦 明年過年要賣 大概11月要好 這樣才來得及印',
      key_considerations: '不要太貴 還有罐子要好開 老人家常常打不開',
      problem_need: '現在都貼便條紙 人家以為是自己家煮的 不好意思拿去送人',
    },
    otherwise: '這個我不懂 你們看就好',
    expected: {
      project_background: { said: 0, text: ['蜜紅豆'] },
      address: { said: 0, text: ['萬丹'] },
      product_description: { said: 1, text: ['直接吃', '剉冰'] },
      unique_selling_point: { said: 1, text: ['自己種的紅豆', '沒加防腐劑'] },
      specification: { said: 2, text: ['300克', '6罐一盒'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      sales_channels: { said: 3, text: ['網路', '農會', '市集'] },
      target_audience: { said: 'asked', text: ['送禮', '年紀大一點'] },
      preferred_style: { said: 'asked', text: ['高級', '不要太花'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '紅豆田'] },
      preferred_materials: { said: 'asked', text: ['紙', '不要塑膠'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-11-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['好開'] },
    },
  },

  // 林柏翰, 35, a 竹科 engineer writing on behalf of his wife's physical therapy clinic in 竹北. Polite, structured,
  // short sentences, English tech words (LINE@, Google). Exercises: "only Google商家 and LINE@" as the url answer;
  // the problem (she cannot take calls mid-session) in the opening; a budget range with a tilde; pages listed in one
  // go with languages; an admired Taipei clinic's website (competitor) wrapped in her internship history; category
  // only when asked, as a hedged "算預約服務那種？".
  // NOT facts of the project: 兩年 (the clinic's age), 台北 (where the admired clinic is), 2019年 (when she interned there).
  {
    id: 'heldout67-website-zh-zhubei-physio',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，幫我太太的物理治療所問的。在竹北，開業兩年，目前只有Google商家跟LINE@，客人常常打電話來問時段，她看診的時候根本沒辦法接。',
      '預算抓8~12萬，3月底前上線最好。',
      '頁面大概：首頁、治療項目、治療師介紹、收費、線上預約、交通資訊。要中文跟英文，她有不少外國病人。',
      '她很喜歡台北一家「樂動運動治療」的網站，說看起來很專業。她2019年在那邊實習過。',
    ],
    whenAsked: {
      category: '應該算預約服務那種？但也要能介紹治療所',
      target_audience: '附近上班族，很多是久坐腰痠背痛的工程師，也有運動傷害的學生',
      preferred_style: '簡單明亮，不要醫院那種冷冰冰的感覺',
      key_considerations: '預約要能跟她現在用的Google日曆同步，手機上要好操作',
      colors_and_elements: '她喜歡淺綠色',
      other_design_requirements: '文案可能需要幫忙，照片我們自己拍',
    },
    otherwise: '沒特別想法，交給你們。',
    expected: {
      project_background: { said: 0, text: ['物理治療所'] },
      address: { said: 0, text: ['竹北'] },
      url: { said: 0, text: ['Google商家', 'LINE@'] },
      problem_need: { said: 0, text: ['沒辦法接'] },
      budget: { said: 1, value: { kind: 'money', amount: 80000, max: 120000, currency: 'TWD' } },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      main_pages: { said: 2, text: ['首頁', '治療項目', '治療師介紹', '線上預約'] },
      languages: { said: 2, text: ['中文', '英文'] },
      competitors: { said: 3, text: ['樂動運動治療'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      target_audience: { said: 'asked', text: ['上班族', '運動傷害'] },
      preferred_style: { said: 'asked', text: ['簡單明亮', '冷冰冰'] },
      key_considerations: { said: 'asked', text: ['Google日曆', '手機'] },
    },
  },

  // 黃啟凱 (阿凱), 38, chef-owner of the ramen shop 「麵屋凱」, opening a second shop. Writes one long unpunctuated message
  // with almost everything, then adds two afterthoughts. Exercises: approximate area ("25坪左右") and budget ("150萬上下")
  // in the same breath as the first branch's year, place and size; a "6月中" opening; style and elements from his
  // training story; the old shop's smoke complaint as the key consideration.
  // NOT facts of the project: 2019年 (first branch opened), 逢甲 (first branch's location), 12坪 (first branch's size),
  // 福岡 and 兩年 (where and how long he trained), 12小時 (broth simmering time).
  {
    id: 'heldout67-commercial-zh-taichung-ramen-second',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我是台中拉麵店「麵屋凱」的老闆 2019年在逢甲開了第一家 現在要開第二家 在西區公益路附近 一樓店面 大概25坪左右 想找設計師幫忙規劃整個店面裝修 預算150萬上下 希望6月中可以開幕 逢甲那間客人都排到隔壁去了 新店想要有吧台跟幾張四人桌 不要再讓客人站在外面排',
      '喔對 逢甲那家只有12坪而已 所以這次大很多',
      '風格的話我很喜歡日本那種老派屋台的感覺 木頭 布簾 燈籠 但不要弄得太觀光 我以前在福岡學了兩年 那邊的店都很樸實',
    ],
    whenAsked: {
      brand_value: '湯頭每天熬12小時 希望客人一進來就聞得到豚骨香 覺得很實在',
      target_audience: '附近上班族 還有週末帶小孩的家庭 學生比較少 跟逢甲不一樣',
      competitive_advantage: '公益路拉麵店很多 但我們是自己熬湯 叉燒也是自己炙燒',
      unique_design: '想把煮麵的區域做成開放式 讓客人看得到師傅在做',
      key_considerations: '排煙一定要處理好 之前逢甲被鄰居檢舉過油煙',
      number_of_visits: '現場的話至少來看兩三次吧',
      other_design_requirements: '招牌跟菜單也可以一起弄',
    },
    otherwise: '都可以啦 你們專業的說了算',
    expected: {
      project_background: { said: 0, text: ['拉麵店', '第二家'] },
      address: { said: 0, text: ['西區', '公益路'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 25, unit: 'ping', approximate: true } },
      budget: { said: 0, value: { kind: 'money', amount: 1500000, currency: 'TWD', approximate: true } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'mid' } },
      problem_need: { said: 0, text: ['吧台', '四人桌'] },
      preferred_style: { said: 2, text: ['屋台', '樸實'] },
      colors_and_elements: { said: 2, text: ['木頭', '布簾', '燈籠'] },
      brand_value: { said: 'asked', text: ['豚骨香', '實在'] },
      target_audience: { said: 'asked', text: ['上班族', '家庭'] },
      competitive_advantage: { said: 'asked', text: ['自己熬湯', '炙燒'] },
      unique_design: { said: 'asked', text: ['開放式'] },
      key_considerations: { said: 'asked', text: ['排煙'] },
    },
  },

  // 許雅婷, 27, marketing assistant at 「阿嬤灶腳」, a frozen braised-food (滷味) maker in 嘉義, first time at 台北國際食品展.
  // Polite, full sentences, answers one thing per message. Exercises: the company's city vs the venue (南港展覽館);
  // booth as "兩個標準攤位，3x6公尺" (18 m²); opening, entry and exit dates written as 6/24, 6/22 and "最後一天展完當晚";
  // an approximate budget range relayed from her manager; water and power because of tastings.
  // NOT facts of the project: 嘉義 (company location, not the venue), 去年 and 日本Foodex (her boss's visit that
  // inspired the trip), 6/27 is the exit day only because it is the show's last day.
  {
    id: 'heldout67-exhibition-zh-chiayi-lumei-foodshow',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是嘉義的冷凍滷味廠「阿嬤灶腳」，今年第一次參加台北國際食品展，想找人設計展位。去年老闆去日本Foodex參觀，回來就說一定要參展😅',
      '攤位在南港展覽館1館，兩個標準攤位，3x6公尺。',
      '展期是6/24到6/27，進場應該是6/22，撤場是最後一天展完當晚。',
      '預算的部分主管說大概20到25萬，含施工。',
      '我們會現場試吃，所以要有水也要有電，要放電磁爐跟冰櫃。',
    ],
    whenAsked: {
      brand_value: '阿嬤的味道、用料實在，希望大家經過會想停下來試吃',
      target_audience: '主要想找通路買家跟超市採購，一般民眾也歡迎',
      preferred_style: '溫暖、有一點懷舊的台式感，但要乾淨，畢竟是食品',
      unique_design: '想做一個像老灶腳的試吃台？不知道可不可行',
      key_considerations: '動線要順，試吃的人不要擋到洽談區',
      other_design_requirements: 'DM跟試吃杯的貼紙可能也需要',
    },
    otherwise: '這部分我要再問主管，先跳過',
    expected: {
      project_background: { said: 0, text: ['冷凍滷味', '台北國際食品展'] },
      address: { said: 1, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-06-24', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-06-22', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-06-27', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 200000, max: 250000, currency: 'TWD', approximate: true } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['阿嬤的味道', '停下來試吃'] },
      target_audience: { said: 'asked', text: ['通路買家', '超市採購'] },
      preferred_style: { said: 'asked', text: ['懷舊', '台式', '乾淨'] },
      unique_design: { said: 'asked', text: ['老灶腳'] },
      key_considerations: { said: 'asked', text: ['動線', '洽談區'] },
    },
  },

  // 張靜宜, 38, bought an old three-storey 透天 in 彰化員林 and wants to renovate the whole house. Long, warm, rambling
  // messages with ～ and 哈哈. Exercises: age, type and area with "大概" and a doubt about 權狀 vs actual; household with a
  // mother-in-law whose knees make a ground-floor bedroom the key consideration; a budget range; move-in "8月底前"
  // with the September school start as the reason.
  // NOT facts of the project: 二林 (where she grew up), 阿公家 (her grandfather's similar house), 9月 (school start, not
  // the move-in date).
  {
    id: 'heldout67-residential-zh-yuanlin-townhouse',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我們最近買了員林的一間中古透天，屋齡大概40年，三層樓，想整棟翻新。我自己是二林長大的，小時候住阿公家也是這種透天，所以對這種房子很有感情哈哈',
      '家裡會住我跟老公、兩個小孩（一個國小一個幼稚園），還有我婆婆，她膝蓋不好爬不了樓梯，所以一樓一定要有她的房間跟浴室，這個最重要',
      '目前格局是一樓客廳廚房，二樓三樓各兩房，衛浴一層一套。總共大概45坪（權狀寫的，實際多少我不確定）',
      '預算我們抓300到350萬，希望8月底前可以搬進去，因為9月開學小孩要轉學～',
    ],
    whenAsked: {
      problem_need: '現在的房子很暗，樓梯很陡，廚房也很小',
      lifestyle: '我很常煮飯，週末婆家親戚會來吃飯，老公偶爾在家工作',
      preferred_style: '有點像無印那種，溫暖、簡單好整理',
      colors_and_elements: '想保留原本的磨石子地板！然後不要深色的木頭',
      key_considerations: '婆婆的房間那個最重要，其他都好說',
      important_collections: '老公有一堆公仔跟模型，想要有個展示櫃',
      memorable_moments: '以前阿公家過年大家圍在一起吃飯的感覺',
    },
    otherwise: '這個還沒想到耶～',
    expected: {
      project_background: { said: 0, text: ['中古透天', '整棟翻新'] },
      address: { said: 0, text: ['員林'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 40, unit: 'years', approximate: true } },
      target_audience: { said: 1, text: ['老公', '兩個小孩', '婆婆'] },
      key_considerations: { said: 1, text: ['她的房間跟浴室'] },
      layout: { said: 2, text: ['一樓客廳廚房', '各兩房'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 45, unit: 'ping', approximate: true } },
      budget: { said: 3, value: { kind: 'money', amount: 3000000, max: 3500000, currency: 'TWD' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'late', relation: 'by' } },
      problem_need: { said: 'asked', text: ['很暗', '樓梯很陡'] },
      lifestyle: { said: 'asked', text: ['常煮飯', '在家工作'] },
      preferred_style: { said: 'asked', text: ['無印', '好整理'] },
      colors_and_elements: { said: 'asked', text: ['磨石子', '不要深色'] },
    },
  },

  // 阿哲, 24, guitarist of a 台南 indie band releasing its first EP; writes in bursts, no punctuation, English words
  // (hi, release, group chat, shoegaze). Exercises: deliverables split over two messages; an "3月初" deadline next to
  // the 3/20 release show in 高雄; last year's festival slot as context for the problem; a small budget mentioned as a
  // key consideration (no budget field for 'other'); the band voting as collaboration.
  // NOT facts of the project: 3/20 (release show), 高雄 and Live Warehouse (the show's venue, not where they are),
  // 去年 and 大港開唱 (a past gig), 20-30歲 is an audience description, 3萬 is not a field of this type.
  {
    id: 'heldout67-other-zh-tainan-band-ep',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      'hi 我們是台南的樂團 要出第一張EP 想找人做封面跟周邊',
      '周邊大概是T恤 貼紙 帆布袋 還有實體CD的包裝',
      '3/20 release 在高雄Live Warehouse有發行專場 所以最好3月初全部要好 要送印',
      '去年有上大港開唱的小舞台啦 那時候的視覺是朋友幫忙做的 這次想要專業一點',
    ],
    whenAsked: {
      target_audience: '聽獨立音樂的學生跟年輕上班族 20-30歲吧',
      preferred_style: '有點髒髒的底片感 像90年代shoegaze的封面',
      colors_and_elements: '藍綠色 想要有海 因為EP叫「安平以西」',
      key_considerations: '預算不多 大概3萬內 這個要先說',
      collaboration_notes: '我們四個人 用group chat一起看 最後投票決定',
      number_of_visits: '線上就好 不用見面',
    },
    otherwise: '都ok',
    expected: {
      project_background: { said: 0, text: ['樂團', 'EP'] },
      address: { said: 0, text: ['台南'] },
      other_design_requirements: { said: 1, text: ['T恤', '貼紙', '帆布袋'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'early', relation: 'by' } },
      problem_need: { said: 3, text: ['專業一點'] },
      target_audience: { said: 'asked', text: ['獨立音樂', '學生'] },
      preferred_style: { said: 'asked', text: ['底片感', 'shoegaze'] },
      colors_and_elements: { said: 'asked', text: ['藍綠色', '海'] },
      key_considerations: { said: 'asked', text: ['預算不多'] },
      collaboration_notes: { said: 'asked', text: ['投票'] },
    },
  },
  // Visitor: 44세 남성 세무사. 국세청 나와서 대전 둔산동에 1인 사무소 개업 준비. 문장부호 없이 띄어쓰기로만, 용건만.
  // Exercises: the whole story in message 0 (scope = full identity incl. 명함·간판, address never asked, deadline
  // "2월 중순까지" as by/month/mid); the name meaning comes in its own message; the audience is volunteered; a flat
  // "없어요" for the website (skipped); trademark help answered with a condition (left out, not a yes).
  // NOT facts: 12년 (years at 국세청), 3월 3일 (opening day of the office, not the design deadline).
  {
    id: 'heldout67-brand-ko-daejeon-tax-office-terse',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '대전 둔산동에 세무사 사무소 새로 엽니다 로고랑 명함 간판까지 브랜드 전체 필요해요 이름은 바른셈 세무회계 국세청에서 12년 있다가 나와서 3월 3일 개업이고 디자인은 2월 중순까지는 끝나야 됩니다',
      '바른셈은 말 그대로 셈을 바르게 한다는 뜻 사장님들 돈 계산 정직하게 해드린다는 의미로 지었어요',
      '고객은 주로 동네 자영업자들 식당 미용실 학원 이런데요 작은 법인 몇군데도 있고',
    ],
    whenAsked: {
      project_background: '세무사 사무소 개업이라 브랜드 처음부터 만드는겁니다',
      problem_need: '새로 여는거라 문제는 딱히 없고 처음부터 믿을만해 보이는게 목표',
      brand_name_story: '말씀드린대로 셈을 바르게',
      products_or_services: '기장 신고대행 세무조정 그정도 합니다',
      registration_status: '안했어요',
      need_registration_assistance: '비용 얼마인지 보고 정할게요',
      brand_website: '없어요',
      target_audience: '자영업자 사장님들이요',
      preferred_style: '깔끔 단정 근데 너무 딱딱하진 않게',
      colors_and_elements: '남색 계열 괜찮을듯 빨간색은 빼주세요 돈 관련이라',
      expected_deadline: '2월 중순이요',
      key_considerations: '간판에 들어가니까 멀리서도 읽혀야 함',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['세무사 사무소', '브랜드 전체'] },
      address: { said: 0, text: ['둔산동'] },
      other_design_requirements: { said: 0, text: ['명함', '간판'] },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by', part: 'mid' } },
      brand_name_story: { said: 1, text: ['셈을 바르게'] },
      target_audience: { said: 2, text: ['자영업자'] },
      problem_need: { said: 'asked', text: ['믿을만해 보이는'] },
      products_or_services: { said: 'asked', text: ['기장', '신고대행', '세무조정'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      brand_website: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['깔끔', '단정'] },
      colors_and_elements: { said: 'asked', text: ['남색', '빨간색'] },
      key_considerations: { said: 'asked', text: ['멀리서도 읽혀야'] },
    },
  },

  // Visitor: 38세 여성. 서울에서 회사 다니다 서산으로 내려와 외할머니가 하시던 생강청을 이어받음. 이모지, 물결, 느낌표 많고
  // 한 메시지에 한 가지씩 이야기처럼 풀어놓음.
  // Exercises: packaging forms from "병이랑 선물세트" (bottle_jar + gift_set); specification with two sizes, one only
  // being considered, and a set count; the problem told as an anecdote (a department store asked for a less rustic
  // label); a deadline "4월 말까지" with its reason (가정의달); the current glass bottle is only mentioned in passing, so
  // materials come from the asked reply.
  // NOT facts: 서울 (where she used to live), 2021년 (when she took over), 작년 추석 / 성수 팝업 (where she first sold),
  // 설 (a season already missed), 5월 가정의달 (why the deadline, not the deadline).
  {
    id: 'heldout67-packaging-ko-seosan-ginger-syrup-gift',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 😊 서산에서 생강청 만들어 팔고 있어요~ 원래 외할머니가 하시던 건데 제가 서울 살다가 2021년에 내려와서 이어받았거든요ㅎㅎ 이번에 병이랑 선물세트 포장을 새로 하고 싶어서 문의드려요!',
      '병은 지금 500ml 유리병 쓰고 있고 작은 거 250ml도 하나 더 낼까 생각 중이에요~ 선물세트는 500ml 두 병 들어가는 걸로요',
      '작년 추석에 성수 팝업에서 처음 팔아봤는데 반응이 진짜 좋았어요!! 근데 지금 라벨이 너무 시골 느낌이라ㅠ 백화점 입점 얘기 나온 데서 포장을 좀 바꿔보라고 하더라구요😅',
      '아 설 선물세트는 이미 늦었고😂 4월 말까지는 나와야 돼요! 5월 가정의달 선물로 팔아야 해서요',
    ],
    whenAsked: {
      project_background: '외할머니 생강청 브랜드 포장 리뉴얼이에요~',
      product_description: '생강이랑 배, 꿀만 넣고 푹 졸인 청이에요 따뜻한 물에 타 드시면 돼요~',
      specification: '500ml 병이랑 두 병 세트요!',
      packaging_form: '병이랑 선물세트요',
      unique_selling_point: '설탕 안 넣고 서산 황토 생강만 써요!! 이게 제일 자랑이에요',
      target_audience: '40~50대 어머님들이 제일 많이 사시고 선물용으로 많이들 사세요',
      sales_channels: '스마트스토어랑 로컬푸드 직매장이요~ 백화점은 아직 얘기 중이라 모르겠어요',
      preferred_style: '따뜻한데 세련된? 너무 촌스럽지만 않게요ㅎㅎ',
      colors_and_elements: '생강 색 노란색은 꼭 들어갔으면 좋겠어요! 할머니 손글씨도 넣을 수 있으면 좋구요',
      preferred_materials: '병은 유리 그대로 쓰고 박스는 크라프트지 같은 거요?',
      expected_deadline: '4월 말이요!',
      key_considerations: '택배로 많이 나가서 병이 안 깨지게 하는 게 제일 중요해요ㅠ',
    },
    otherwise: '음 그건 잘 모르겠어요ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['생강청'] },
      address: { said: 0, text: ['서산'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      specification: { said: 1, text: ['500ml', '250ml', '두 병'] },
      problem_need: { said: 2, text: ['시골 느낌', '백화점'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' } },
      product_description: { said: 'asked', text: ['생강이랑 배', '따뜻한 물'] },
      unique_selling_point: { said: 'asked', text: ['설탕 안 넣고', '황토 생강'] },
      target_audience: { said: 'asked', text: ['40~50대', '선물용'] },
      sales_channels: { said: 'asked', text: ['스마트스토어', '로컬푸드 직매장'] },
      preferred_style: { said: 'asked', text: ['따뜻한데 세련된'] },
      colors_and_elements: { said: 'asked', text: ['노란색', '할머니 손글씨'] },
      preferred_materials: { said: 'asked', text: ['유리', '크라프트지'] },
      key_considerations: { said: 'asked', text: ['안 깨지게'] },
    },
  },

  // Visitor: 35세 남성. 김포 운양동에서 강아지 유치원·호텔 운영. 존댓말, 마침표 찍음, system·clean·admin 같은 영어 단어 섞음.
  // Exercises: the first message carries background, address, category (booking) and the problem together, with the
  // brother's shop in between; "사이트는 없고 네이버 플레이스랑 인스타만" (url as text, not skipped); a budget range
  // with a question back; competitors answered with a reference that is not a competitor (에어비앤비).
  // NOT facts: 일산 (brother's cafe), 10년 (brother's years), 2년 전 (when he went independent).
  {
    id: 'heldout67-website-ko-gimpo-dog-daycare-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 김포 운양동에서 강아지 유치원이랑 호텔 운영하고 있습니다. 형이 일산에서 애견카페를 10년 했는데 거기서 일 배우다가 2년 전에 독립했어요. 지금 예약을 전부 카톡이랑 전화로 받는데 너무 힘들어서 예약 system 있는 홈페이지 만들고 싶어요.',
      '지금 따로 사이트는 없고 네이버 플레이스랑 인스타만 있어요.',
      '예산은 300~500만원 사이로 생각중인데 예약 기능 들어가면 많이 비싸지나요?',
    ],
    whenAsked: {
      project_background: '강아지 유치원이랑 호텔 예약 홈페이지요.',
      url: '없어요 네이버 플레이스만요.',
      category: '예약되는 사이트요.',
      problem_need: '카톡 전화 예약 관리가 안 돼서요.',
      main_pages: '메인, 서비스 소개, 요금표, 예약, 후기 정도면 될 것 같아요.',
      languages: '한국어만요.',
      target_audience: '맞벌이 부부가 많아요. 30대 40대 직장인 견주분들이 대부분이라 모바일로 빨리 예약되는 게 중요하죠.',
      competitors: '딱 정해둔 데는 없는데 에어비앤비처럼 날짜 고르고 바로 예약되는 느낌이면 좋겠어요.',
      preferred_style: '밝고 귀여운데 유치하지는 않게요. clean한 느낌?',
      budget: '300에서 500 사이요.',
      expected_deadline: '3월 중에 오픈하면 좋겠어요. 봄에 예약 몰리기 전에요.',
      key_considerations: '제가 직접 예약 확인하고 수정할 수 있어야 돼요. admin 페이지가 쉬웠으면 합니다.',
    },
    otherwise: '딱히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['강아지 유치원', '호텔'] },
      address: { said: 0, text: ['김포 운양동'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 0, text: ['카톡이랑 전화'] },
      url: { said: 1, text: ['네이버 플레이스', '인스타'] },
      budget: { said: 2, value: { kind: 'money', amount: 3_000_000, max: 5_000_000, currency: 'KRW' } },
      main_pages: { said: 'asked', text: ['서비스 소개', '요금표', '예약', '후기'] },
      languages: { said: 'asked', text: ['한국어'] },
      target_audience: { said: 'asked', text: ['맞벌이', '견주'] },
      competitors: { said: 'asked', text: ['에어비앤비'] },
      preferred_style: { said: 'asked', text: ['밝고 귀여운데', 'clean'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['직접 예약 확인'] },
    },
  },

  // Visitor: 47세 여성 미용실 원장, 청주. 손님 머리 하는 사이사이 짧게 한 줄씩 보냄, 문장부호 거의 없음.
  // Exercises: address narrows from 청주 (message 0) to 복대동 (message 1, the new shop) while her first shop's
  // neighbourhood sits in the same message; "실평수 28평 정도" (approximate pyeong); the budget range in 천 shorthand
  // (4천~5천 → 40,000,000~50,000,000 KRW) and "4월 초" opening come only when asked.
  // NOT facts: 2011년 / 가경동 (when and where she first opened), 9년 (years at the current spot), 디자이너 3명 스탭 2명
  // (staff, not a size), 3월 말 (when the current lease ends, not the opening).
  {
    id: 'heldout67-commercial-ko-cheongju-hair-salon-move',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 청주에서 미용실 하는데요 이전하면서 인테리어 맡기려구요',
      '2011년에 가경동에서 처음 시작해서 지금 자리에서만 9년 했어요 이번엔 복대동으로 가요 디자이너 3명에 스탭 2명이에요',
      '실평수 28평 정도요',
    ],
    whenAsked: {
      project_background: '미용실 이전 인테리어요',
      problem_need: '지금 가게가 좁아서 손님 대기할 데가 없어요 샴푸실도 따로 있었으면 하구요',
      brand_value: '편하게 쉬었다 가는 느낌이요 동네 미용실인데 대접받는 기분?',
      target_audience: '30대부터 60대 여자손님이 대부분이고 단골이 많아요',
      competitive_advantage: '염색 펌 잘한다고 소문났어요ㅎㅎ 두피케어도 하고요',
      preferred_style: '화이트에 우드 조금 들어간 따뜻한 느낌',
      colors_and_elements: '금색은 싫어요 너무 번쩍거리는 거',
      unique_design: '대기 공간에 작은 카페처럼 커피 마실 수 있는 바 있었으면',
      address: '복대동이요',
      space_size: '28평쯤',
      budget: '4천에서 5천 사이요 집기 포함해서',
      opening_date: '4월 초요 지금 가게 계약이 3월 말에 끝나서',
      key_considerations: '영업 쉬는 기간 최대한 짧게요 손님 놓치면 안돼서',
    },
    otherwise: '그건 잘 모르겠네요',
    expected: {
      project_background: { said: 0, text: ['미용실', '이전'] },
      address: { said: 1, text: ['복대동'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong', approximate: true } },
      problem_need: { said: 'asked', text: ['대기할 데가', '샴푸실'] },
      brand_value: { said: 'asked', text: ['대접받는 기분'] },
      target_audience: { said: 'asked', text: ['30대부터 60대', '단골'] },
      competitive_advantage: { said: 'asked', text: ['염색 펌', '두피케어'] },
      preferred_style: { said: 'asked', text: ['따뜻한 느낌'] },
      colors_and_elements: { said: 'asked', text: ['금색'] },
      unique_design: { said: 'asked', text: ['커피 마실 수 있는 바'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 40_000_000, max: 50_000_000, currency: 'KRW' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on', part: 'early' } },
      key_considerations: { said: 'asked', text: ['쉬는 기간 최대한 짧게'] },
    },
  },

  // Visitor: 29세 여성, 동탄 비건 스킨케어 브랜드 '라온숲' 마케팅 담당. 회사 메일 쓰듯 첫 메시지에 정보를 몰아서 정리해 보냄.
  // Exercises: one long first message with venue, show dates (opening 3/12), booth 3x3 두 개 = 6x3 (18㎡), entry
  // (11일 오후), exit (14일 끝나고), and a budget ceiling ("천만원 안쪽" = at_most); the next message adds buyers and a
  // must-have; water/electricity answered "둘 다요" with a reason.
  // NOT facts: 작년 / 방콕 박람회 / 1부스 (last year's show abroad and its size).
  {
    id: 'heldout67-exhibition-ko-coex-vegan-skincare-booth',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 저희는 동탄에 있는 비건 스킨케어 브랜드 라온숲이고 저는 마케팅 담당이에요. 3월 12일부터 14일까지 코엑스 A홀 뷰티 박람회에 부스로 나가는데 디자인이랑 시공까지 맡길 수 있는 곳을 찾고 있어요. 작년에 방콕 박람회 나갔을 때는 1부스로 작게 했었는데 이번엔 3x3 두 개 붙여서 6x3으로 받았어요. 반입은 11일 오후, 철수는 14일 행사 끝나고 바로예요. 예산은 천만원 안쪽으로 생각하고 있습니다!',
      '아 그리고 이번엔 바이어 미팅이 제일 중요해서 상담 테이블은 꼭 2개 이상 있어야 해요',
    ],
    whenAsked: {
      project_background: '비건 스킨케어 브랜드 박람회 부스예요!',
      brand_value: '자연에서 온 순한 성분이 핵심이에요. 부스 들어오시면 숲속 산책하는 느낌 받으셨으면 좋겠어요',
      target_audience: '해외 바이어랑 국내 유통사 MD분들이요',
      preferred_style: '내추럴하고 밝은 느낌이요! 이끼나 나무 소재 많이 쓰는 거 좋아해요',
      unique_design: '제품 직접 발라볼 수 있는 테스트존이요! 세면대까지 있으면 최고구요',
      address: '코엑스 A홀이요',
      space_size: '6x3이요',
      water_electricity_supply: '둘 다요! 세면대 놓으려면 물도 있어야 해서요',
      budget: '천만원 안쪽이요',
      opening_date: '3월 12일이요',
      entry_date: '11일 오후요',
      exit_date: '14일 끝나고 바로요',
      key_considerations: '상담 테이블이요!',
    },
    otherwise: '그 부분은 팀장님께 여쭤봐야 할 것 같아요',
    expected: {
      project_background: { said: 0, text: ['비건 스킨케어', '뷰티 박람회'] },
      address: { said: 0, text: ['코엑스 A홀'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-03-12', precision: 'day' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      entry_date: { said: 0, value: { kind: 'date', date: '2026-03-11', precision: 'day' } },
      exit_date: { said: 0, value: { kind: 'date', date: '2026-03-14', precision: 'day' } },
      budget: { said: 0, value: { kind: 'money', amount: 10_000_000, bound: 'at_most', currency: 'KRW' } },
      target_audience: { said: 1, text: ['바이어'] },
      key_considerations: { said: 1, text: ['상담 테이블은 꼭 2개 이상'] },
      brand_value: { said: 'asked', text: ['순한 성분', '숲속 산책'] },
      preferred_style: { said: 'asked', text: ['내추럴하고 밝은'] },
      unique_design: { said: 'asked', text: ['테스트존', '세면대'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
    },
  },

  // Visitor: 63세 여성, 용인 수지 아파트에 남편과 둘이 삶. 폰 자판이 느려 말줄임표(..)가 많고 맞춤법이 조금 틀림(되요, 요즘식으로).
  // Exercises: a building's age given as a model year with "한 28년" (approximate years); size and layout in one line;
  // the household told with the children's cities; a collection volunteered with a problem attached (LP판 in boxes);
  // the budget as "7천정도..많으면 8천까지" (range); move-in "5월 말에는" (by, late May).
  // NOT facts: 98년식 (build year, the age is 28년), 부산 (daughter's home), 서울 (son's home), 작년 (husband retired),
  // 2천장 is the size of the collection, not an area or a count of visits.
  {
    id: 'heldout67-residential-ko-suji-old-apartment-lp',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요..용인 수지에 사는데요 지금 살고있는 아파트 전체 리모델링 하려고 합니다',
      '98년식이라 한 28년 됐네요 34평이고 방3개 화장실2개요..',
      '애들 다 나가고 남편이랑 둘이 살아요 딸은 결혼해서 부산 살고 아들은 서울있고.. 남편이 작년에 퇴직해서 요즘은 집에만 있어요ㅎㅎ',
      '남편이 LP판을 한 2천장 모아놨는데 지금은 작은방에 박스째 쌓여있어요..그거 제대로 꽂아둘 데가 있었으면 좋겠어요',
    ],
    whenAsked: {
      project_background: '아파트 전체 리모델링이요',
      property_category: '아파트요',
      layout: '방3개 화장실2개요',
      age: '28년쯤이요',
      problem_need: 'LP판 둘데가 없는거랑..주방이 너무 좁고 어두워요',
      target_audience: '남편이랑 저 둘이요',
      lifestyle: '저는 요리를 많이 하고 남편은 하루종일 음악 들어요..주말엔 손주들이 와요',
      preferred_style: '편안하고 밝은거요 너무 요즘식으로 휑한건 싫구요',
      colors_and_elements: '나무색 좋아해요 시커먼 색은 싫어요',
      address: '수지요',
      space_size: '34평이요',
      budget: '7천정도..많으면 8천까지는 되요',
      move_in_date: '공사하는 동안 아들집에 가있을건데 오래는 못있어요..5월 말에는 들어와야 해요',
      key_considerations: '주방을 제일 신경써주세요 그리고 나이가 있으니 문턱은 없애주시고요',
    },
    otherwise: '그건 남편한테 물어봐야겠네요..',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      address: { said: 0, text: ['용인 수지'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'years', approximate: true } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      layout: { said: 1, text: ['방3개', '화장실2개'] },
      target_audience: { said: 2, text: ['남편이랑 둘이'] },
      important_collections: { said: 3, text: ['LP판'] },
      problem_need: { said: 3, text: ['박스째 쌓여'] },
      lifestyle: { said: 'asked', text: ['요리', '음악', '손주'] },
      preferred_style: { said: 'asked', text: ['편안하고 밝은'] },
      colors_and_elements: { said: 'asked', text: ['나무색', '시커먼'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 70_000_000, max: 80_000_000, currency: 'KRW' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 'asked', text: ['주방', '문턱'] },
    },
  },

  // Visitor: 30세 남성, 세종에서 1톤 포터로 타코 푸드트럭. 아주 짧게, 반말 섞인 말투(구림, 함, ㅇㅇ), ㅋㅋ.
  // Exercises: a one-line opener ("랩핑 디자인 되나요"); extra work added later (메뉴판, 로고) in its own message; the
  // deadline reasoned backwards from a festival and a week of install ("디자인은 3월 중순까지?" = by, mid-March);
  // 멕시코 appears first as where he learned and later as a style word.
  // NOT facts: 2019년 / 멕시코 워홀 (where and when he learned), 1톤 (the truck, not a size of anything to file),
  // 4월 첫주 / 호수공원 축제 (the event, not the deadline), 일주일 (install time).
  {
    id: 'heldout67-other-ko-sejong-taco-truck-wrap',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '푸드트럭 랩핑 디자인 되나요',
      '타코 트럭이에요 세종에서 주로 장사하고 2019년에 멕시코 워홀가서 배워옴ㅋㅋ 트럭은 1톤 포터',
      '메뉴판이랑 로고도 같이 해주면 좋고요 로고는 지금 친구가 그려준거 있는데 좀 구림',
      '4월 첫주에 호수공원 축제 나가는데 그 전에 랩핑까지 붙어있어야 돼요 시공이 일주일 걸린다 해서 디자인은 3월 중순까지?',
    ],
    whenAsked: {
      project_background: '타코 푸드트럭이요',
      other_design_requirements: '랩핑이랑 메뉴판 로고',
      problem_need: '멀리서 봐도 타코집인지 바로 알아보게',
      target_audience: '20 30대 젊은 사람들 축제 오는 가족들도 많음',
      preferred_style: '멕시코 느낌 나는데 촌스럽지 않게 ㅇㅇ 힙하게',
      colors_and_elements: '주황 초록 들어가면 좋겠음 해골은 빼주세요ㅋㅋ',
      address: '세종',
      expected_deadline: '3월 중순',
      key_considerations: '트럭 옆문 열리는 부분에 글씨 잘리면 안됨',
      collaboration_notes: '카톡으로 하는게 편해요 결정은 저 혼자 함',
    },
    otherwise: '몰라요 알아서 해주세요ㅋㅋ',
    expected: {
      project_background: { said: 0, text: ['푸드트럭', '랩핑'] },
      address: { said: 1, text: ['세종'] },
      other_design_requirements: { said: 2, text: ['메뉴판', '로고'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' } },
      problem_need: { said: 'asked', text: ['멀리서 봐도'] },
      target_audience: { said: 'asked', text: ['20 30대', '가족'] },
      preferred_style: { said: 'asked', text: ['멕시코 느낌', '힙하게'] },
      colors_and_elements: { said: 'asked', text: ['주황', '초록', '해골'] },
      key_considerations: { said: 'asked', text: ['옆문'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '저 혼자'] },
    },
  },
];
