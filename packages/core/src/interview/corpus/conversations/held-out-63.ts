import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixty-third batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: an ordinary week of visitors on a phone, as
 * they come (some tell a lot at once, some one fact a message, some only what is asked), with numbers, places and dates of
 * other things in passing, now and then a correction, a hedge or a question back.
 * Written in session 30 and played once on 19b6e4ed, before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 63: an ordinary week)
 * - Dale Hutchins, 61, retired electrician making wooden boards in Dartmouth, Nova Scotia (Canada): full sentences, signs his name, one fact a message, polite questions back.
 * - Jess Tran, 34, small-batch hot sauce maker in Melbourne (Australia): long chatty messages that tell a lot at once, emoji, "lol", a deadline correction mid-message.
 * - Renee Kowalski, 47, office manager of the family plumbing firm in Grove City near Columbus, Ohio (US): one opener, then only what is asked; "..." and a typo or two, a budget corrected on her husband's word.
 * - Kwame Mensah, 38, barber opening a second shop in Headingley, Leeds (UK): short one-fact messages, "mate", a size correction after checking the lease.
 * - Mei Ling Goh, 41, marketing manager of a kitchen-equipment maker in Singapore: dense business messages with dates, "n" for and, a little Singlish.
 * - Carlos Reyes, 35, QA tester renovating a 1960s ranch in Austin, Texas (US): all lowercase, one fact a message, a question back about permits.
 * - Helen Ashworth, 44, PTA chair at a primary school in Bristol (UK): only "Hello there", then careful full-sentence answers to each question, with hedges.
 */
/*
 * Writer's note (zh-TW, batch 63: an ordinary week)
 * - brand_design: 31, pet groomer in 竹北 (Hsinchu), one thing a message, emoji and 😅, IG handle dropped in passing; answers the rest only when asked, with a question back about the price.
 * - packaging_design: 27, daughter working in marketing in Taipei, asking for the family tea farm in 台東鹿野; long, well-punctuated messages, fixes "一盒6包" to 4 a message later.
 * - website: 44, B&B owner in 礁溪 (Yilan); opens with a bare greeting, then one line; everything else only when asked, short and plain, "哈哈".
 * - commercial_space: 36, ramen cook still working in 福岡 (phone on Japan time), opening his own shop in 高雄鹽埕; tells a lot at once, corrects the 坪 count, asks back whether the studio has done restaurants.
 * - exhibition_space: 47, marketing manager at a scooter-parts maker in 彰化; formal 敝公司 / 貴司 tone, one fact a message like a checklist, raises the budget after checking with the GM.
 * - residential_space: 34, engineer in 板橋 (New Taipei) renovating an old walk-up before the baby comes; terse lines, no punctuation, hedges on the building's age.
 * - other: 42, primary-school 學務組長 in 屏東潮州 (school's 60th anniversary visuals); polite with ～, calls everyone 老師, lists items, asks about the fee.
 */
/*
 * Writer's note (ko-KR, batch 63: an ordinary week)
 * - brand: 40대 후반 여성, 전주 한옥마을 근처에서 시어머니께 물려받은 수제 약과 가게 사장. 말줄임표(..)와 띄어쓰기 생략이 많고, 처음 두 메시지에 사연을 몰아서 씀.
 * - packaging: 30대 중반 남성, 강원 평창에서 귀농해 메밀차를 만드는 농부. 한 메시지에 한 가지씩 짧게 보내고, 티백 무게를 나중에 정정함(ㅋㅋ, 오타 조금).
 * - website: 60대 초반 남성, 부산 사하구 금형 공장 대표. 인사 한 줄 뒤에는 묻는 것에만 '~습니다' 체로 또박또박 답함.
 * - commercial: 20대 후반 여성, 친구와 서울 망원동에 내추럴 와인바를 차리는 중. 첫 메시지에 평수·예산·오픈 시기를 몰아 쓰고 바로 평수를 정정함(느낌표, 이모지, ㅋㅋ).
 * - exhibition: 30대 후반 여성, 판교 펫푸드 스타트업 마케팅 팀장. 업무 말투로 한 메시지에 한 가지씩, 작년 부스 비용과 실수를 지나가듯 언급함.
 * - residential: 30대 초반 남성, 싱가포르 주재원(UTC+8)으로 대전 유성구 구축 아파트를 매수함. 길고 다정하게 쓰고 이모지를 씀. 아내 출산 예정일과 지금 사는 나라는 지나가듯 말함.
 * - other: 40대 초반 남성, 수원 닭꼬치 푸드트럭 사장. 반말 섞인 짧은 문장에 맞춤법이 틀리고, 도중에 견적을 되물음.
 */
export const sixtyThirdHeldOutConversations: CorpusConversation[] = [
  // Dale Hutchins, 61, retired electrician, makes cutting and serving boards in Dartmouth, Nova Scotia. On his phone with
  // big text; full sentences, proper punctuation, signs "Dale" on the first message, one fact a message.
  // Exercises: four short volunteered messages (ask, name + products, history, place), then one reply per core field;
  // a question back before a "no" on registration, a "no thanks" on registration help, a Facebook page with no link,
  // a deadline given relative to a market that is not the deadline ("by the middle of April").
  // NOT facts of the project: retired in 2023, 34 years as an electrician, the power company, the church sale, his
  // grandfather's saltbox in Lunenburg County built in 1948, 40 Facebook followers, the Halifax Seaport market in early
  // May (the reason, not the deadline), coasters "later".
  {
    id: 'heldout63-brand-en-saltbox-woodworks',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -240,
    messages: [
      "Good morning. I'm looking for someone to design a logo for my woodworking business. Dale",
      "It's called Saltbox Woodworks. I make cutting boards, serving boards and the odd cribbage board, all from maple and walnut.",
      "I've been at it since I retired from the power company in 2023, after 34 years as an electrician. Up to now I've mostly sold to friends and at the church sale.",
      "I'm in Dartmouth, Nova Scotia, if that matters.",
    ],
    whenAsked: {
      problem_need: "I want to look like a real business at the craft markets this year instead of a fellow with a folding table. And I'd like people to remember the name when they get home.",
      brand_name_story: "A saltbox is the old style of house you see all over the Maritimes, with the long roof down the back. My grandfather built one in Lunenburg County in 1948 and that's where I learned to use a hand plane.",
      products_or_services: "As I said, cutting boards, serving boards and cribbage boards. Maybe coasters later.",
      registration_status: "No, nothing is registered. Is that something a small operation like mine really needs?",
      need_registration_assistance: "I'll hold off on that for now, thank you.",
      brand_website: "No website. My daughter set up a Facebook page for me but it has about 40 followers, mostly family.",
      target_audience: "Tourists in the summer, and people buying wedding and Christmas gifts. Mostly folks over 40 who appreciate handmade things, I'd say.",
      preferred_style: "Something simple and honest. Like an old stamp, or a brand burned into wood. Nothing flashy.",
      colors_and_elements: "Maybe the outline of a saltbox house. Dark green or navy. I'd rather not have a maple leaf, everybody uses that.",
      expected_deadline: "My first market is the Halifax Seaport one in early May, so I'd want it done by the middle of April if that's possible.",
      key_considerations: "It has to work when I burn it into the wood with a branding iron, so not too many thin lines or small letters.",
      other_design_requirements: "A sign for the market table, and some little tags I can tie on the boards.",
    },
    otherwise: "No strong opinion on that, whatever you think is best.",
    expected: {
      project_background: { said: 0, text: ['logo for my woodworking business'] },
      products_or_services: { said: 1, text: ['cutting boards', 'serving boards', 'cribbage board'] },
      address: { said: 3, text: ['Dartmouth'] },
      problem_need: { said: 'asked', text: ['real business'] },
      brand_name_story: { said: 'asked', text: ['saltbox', 'grandfather'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['Facebook'] },
      target_audience: { said: 'asked', text: ['Tourists', 'gifts'] },
      preferred_style: { said: 'asked', text: ['simple and honest', 'burned into wood'] },
      colors_and_elements: { said: 'asked', text: ['saltbox house', 'Dark green or navy', 'maple leaf'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'mid', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['branding iron', 'thin lines'] },
    },
  },

  // Jess Tran, 34, makes small-batch hot sauce in Melbourne, sells at markets. Types fast on her phone between market
  // stalls: long messages packed with facts, emoji, "lol", "w/", "cos", Aussie phrasing.
  // Exercises: four dense messages carry most of the brief (background, products + specs + form, USP, deadline);
  // a deadline corrected inside the same message ("end of March … actually mid March now"); stock bottles vs. the label
  // and gift box she actually needs designed; the rest answered when asked, with a question back on materials.
  // NOT facts of the project: selling since 2022, Footscray and Coburg markets (where she sells now), the 6 delis (a
  // count of the stockist's shops), Officeworks, "end of March" (superseded), April (when the deli wants stock).
  {
    id: 'heldout63-pack-en-hot-sauce-labels',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: 660,
    messages: [
      "Hey! 👋 so I make small batch hot sauce, brand's called Fire & Fig, been selling at the Footscray and Coburg markets since 2022. Just got a yes from a stockist (a chain of 6 delis around Melbourne 🙌) but they want proper labels before they'll take it. Right now I print my labels at Officeworks lol",
      "3 sauces: a fig + habanero, a smoky chipotle, and a green one w/ jalapeño and lime. 150ml glass woozy bottles, sold single or in a 3 pack for gifts. The bottles are stock ones so really I need the labels, plus a gift box for the 3 pack",
      "what's special is the fig one honestly, nobody else does fruit like that, and all the chillies are grown by my uncle up near Mildura. No sugar added either 🌶️",
      "oh and it needs to be ready by end of March. actually sorry, deli just messaged, they want it mid March now 😬",
    ],
    whenAsked: {
      target_audience: "foodies mostly, like 25 to 45, people who shop at delis and farmers markets and care where their food comes from. also dads at christmas lol",
      sales_channels: "the markets, the delis, and my little online shop on Shopify",
      preferred_style: "bold and a bit retro? like old Mexican lotería cards meets Aussie bush. not too hipster",
      colors_and_elements: "each sauce its own colour, purple for the fig, rusty red for chipotle, bright green for the green one. a fig in there somewhere. no flames pls, every hot sauce has flames 🙄",
      preferred_materials: "bottles are glass already. labels need to be waterproof cos they live in fridges, and kraft card for the gift box if that works? is kraft ok for printing colour on?",
      key_considerations: "heat level has to be obvious at a glance, and all the legal stuff (ingredients, nutrition panel) has to fit on a tiny bottle",
      problem_need: "look like a real brand on a deli shelf next to the big guys",
      other_design_requirements: "maybe a little shelf talker for the deli counter?",
    },
    otherwise: "no real preference, happy to go with what u think",
    expected: {
      project_background: { said: 0, text: ['hot sauce', 'Fire & Fig', 'stockist'] },
      product_description: { said: 1, text: ['fig + habanero', 'smoky chipotle', 'jalapeño and lime'] },
      specification: { said: 1, text: ['150ml', '3 pack'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      unique_selling_point: { said: 2, text: ['fig', 'Mildura', 'No sugar'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'mid', relation: 'by' } },
      target_audience: { said: 'asked', text: ['foodies', '25 to 45'] },
      sales_channels: { said: 'asked', text: ['markets', 'delis', 'Shopify'] },
      preferred_style: { said: 'asked', text: ['bold', 'retro'] },
      colors_and_elements: { said: 'asked', text: ['purple for the fig', 'no flames'] },
      preferred_materials: { said: 'asked', text: ['waterproof', 'kraft'] },
      key_considerations: { said: 'asked', text: ['heat level', 'nutrition panel'] },
    },
  },

  // Renee Kowalski, 47, runs the office of her husband's family plumbing company in Grove City, just south of Columbus,
  // Ohio. Types on her phone between calls: proper-ish sentences, "..." everywhere, a typo or two.
  // Exercises: one opener (what + where), then only what is asked; a URL with an apology, a "booking I guess?" choice,
  // a budget corrected on her husband's word ("around 10,000... 12 is the max"), a hedged date ("Say by April 1?"),
  // distractor numbers inside replies.
  // NOT facts of the project: 1971 (founding), 9 trucks, the nephew's 2014 site, 11pm calls, property managers' 20 or
  // 30 units, $10,000 (superseded by the $12,000 cap), spring sump-pump season (the reason, not a date).
  {
    id: 'heldout63-web-en-plumbing-booking',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi, I run the office for our family plumbing company in Grove City (just south of Columbus) and our website is.. embarassing. Can you help?",
    ],
    whenAsked: {
      project_background: "Kowalski & Sons Plumbing, my husband's grandfather started it in 1971. We're up to 9 trucks now, mostly residential, some light commercial. The site was made by my nephew in 2014 and nobody has touched it since",
      url: "kowalskiplumbing.com ... please don't judge lol",
      category: "Mainly we want people to be able to book a service call online. So booking I guess?",
      problem_need: "Right now everybody calls and I'm on the phone all day... I want people booking online, and to stop getting calls at 11pm for stuff that isn't an emergency",
      main_pages: "Home, Services, Book a Service, 24/7 Emergency, About Us, Reviews, Careers (we're always hiring techs)",
      languages: "English and Spanish. A lot of our customers on the west side speak Spanish",
      target_audience: "Homeowners, a lot of older folks and young families. Also property managers with 20, 30 units",
      competitors: "Roto-Rooter obviously. And Benjamin Franklin Plumbing, their site is pretty good honestly",
      preferred_style: "Clean and trustworthy, not cheesy. No cartoon plumber with a wrench please",
      budget: "We were thinking around 10,000... sorry, my husband says 12 is the max. So up to $12,000",
      expected_deadline: "Before spring, that's when it gets crazy with sump pumps. Say by April 1?",
      key_considerations: "Has to work great on a phone, most people find us when water is coming through the ceiling. And I need to be able to change the hours and prices myself",
      colors_and_elements: "Our trucks are navy and yellow so probably that",
    },
    otherwise: "Hmm I don't really know... whatever you'd recommend",
    expected: {
      project_background: { said: 0, text: ['family plumbing company'] },
      address: { said: 0, text: ['Grove City'] },
      url: { said: 'asked', text: ['kowalskiplumbing.com'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 'asked', text: ['booking online'] },
      main_pages: { said: 'asked', text: ['Home', 'Services', 'Book a Service', '24/7 Emergency', 'About Us', 'Reviews', 'Careers'] },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['Homeowners', 'property managers'] },
      competitors: { said: 'asked', text: ['Roto-Rooter', 'Benjamin Franklin'] },
      preferred_style: { said: 'asked', text: ['Clean and trustworthy', 'not cheesy'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 12_000, bound: 'at_most', currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['on a phone', 'change the hours and prices myself'] },
    },
  },

  // Kwame Mensah, 38, barber in Leeds with a shop in Chapeltown, opening a second one in Headingley near the university.
  // Texts between clients: short, one fact a message, "mate", "cheers", no full stops.
  // Exercises: six short messages, one fact each (what, where, size, size correction, opening, budget with a stretch);
  // a corrected size ("sorry meant 58"), an opening tied to students coming back, the rest answered briefly when asked.
  // NOT facts of the project: the Chapeltown shop and 2017, 55 m² (superseded), the former phone repair shop, "maybe 50"
  // (a stretch, not the budget), the Friday DJ at the first shop, rent from June, Mondays shut.
  {
    id: 'heldout63-comm-en-barbershop-headingley',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: 0,
    messages: [
      "Alright, looking for someone to do a barbershop fit out",
      "got a shop in Chapeltown already, been going since 2017. this is the 2nd one, in Headingley near the uni",
      "unit is about 55 square metres, used to be a phone repair shop so it's basically a shell",
      "sorry meant 58. just checked the lease",
      "want to be open by the start of September when the students are back",
      "budget's £45k all in, maybe 50 if it has to be",
    ],
    whenAsked: {
      problem_need: "first shop is always rammed and people wait ages on a saturday. want 6 chairs and somewhere students actually want to hang about",
      brand_value: "it's called Fresh Cuts Only. sharp cuts and good vibes, you walk in and it feels like your mate's front room not a salon",
      target_audience: "students mainly, lads 18 to 30, but dads and kids on saturdays too",
      competitive_advantage: "we do skin fades and afro hair properly, loads of places round there can't. plus online booking and we actually stick to the time",
      preferred_style: "dark, bit industrial, warm lighting. like a bar almost",
      colors_and_elements: "black and gold, some green plants. no white tiles mate, looks like a hospital",
      unique_design: "a wall of vinyl records with decks in the corner, we have a DJ on fridays at the first shop",
      key_considerations: "needs to be quick, i'm paying rent on it from June. and proper ventilation and enough sinks for washing",
      number_of_visits: "can meet whenever, mondays are best we're shut",
    },
    otherwise: "not fussed mate, up to you",
    expected: {
      project_background: { said: 0, text: ['barbershop fit out'] },
      address: { said: 1, text: ['Headingley'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 58, unit: 'm2' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-09-01', precision: 'month', part: 'early', relation: 'by' } },
      budget: { said: 5, value: { kind: 'money', amount: 45_000, currency: 'GBP' } },
      problem_need: { said: 'asked', text: ['rammed', '6 chairs'] },
      brand_value: { said: 'asked', text: ['Fresh Cuts Only', 'good vibes'] },
      target_audience: { said: 'asked', text: ['students', '18 to 30'] },
      competitive_advantage: { said: 'asked', text: ['skin fades', 'afro hair'] },
      preferred_style: { said: 'asked', text: ['industrial', 'warm lighting'] },
      colors_and_elements: { said: 'asked', text: ['black and gold', 'no white tiles'] },
      unique_design: { said: 'asked', text: ['vinyl records', 'decks'] },
      key_considerations: { said: 'asked', text: ['quick', 'ventilation', 'sinks'] },
    },
  },

  // Mei Ling Goh, 41, marketing manager at Kova Kitchen Systems, a Singapore maker of combi ovens and commercial
  // dishwashers. Types from the office on her phone: dense, businesslike, "n" for and, "yr", a touch of Singlish ("can").
  // Exercises: one long opener with background, venue, hall and booth size (54 sqm) next to last year's smaller booth;
  // three dates in one message (opening, move-in, teardown "on 24th night"); water + power for a live demo with an
  // unsure detail (3 phase); a budget "around" next to last year's spend; the rest answered when asked.
  // NOT facts of the project: last year's 3x6 booth in Hall 6, last year's SGD 35k, the show's 4 days (a duration), the
  // 3 phase power (to be checked), seating for 12 (a detail of the idea), HOFEX Hong Kong 2027.
  {
    id: 'heldout63-expo-en-fha-kitchen-demo',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: 480,
    messages: [
      "Hi, I'm from Kova Kitchen Systems, we make combi ovens n commercial dishwashers for hotels and central kitchens. We're exhibiting at FHA Food & Beverage at Singapore Expo this April, need booth design n build. Booth is 6m x 9m, 54sqm, corner booth in Hall 5. Last yr we took a 3x6 in Hall 6 and it was too small, couldn't even do a live demo",
      "Show opens 21 April, runs 4 days. Move in is 19 Apr, tear down on the 24th night after the show closes",
      "We need both water and power, the dishwasher and oven will run live. 3 phase for the oven I think, need to check with our engineer",
      "Budget around SGD 80k for design n build. Last yr we spent 35k but that was a much smaller booth",
    ],
    whenAsked: {
      brand_value: "Reliable and efficient. Kitchens that don't break down during dinner rush. Visitors should feel it's solid engineering, not gimmick",
      target_audience: "Hotel F&B directors, central kitchen operators, and distributors from Malaysia, Indonesia, Vietnam",
      preferred_style: "Modern, clean, stainless steel feel but not cold. Maybe a bit of warm wood",
      unique_design: "A live cooking counter where our chef cooks n the dishwasher runs right next to it, with seats for maybe 12 ppl to watch",
      key_considerations: "Demo must be safe, hot equipment near visitors. And we need a small closed meeting room for buyer discussions, lockable",
      colors_and_elements: "Brand colour is teal, logo must be visible from the aisle",
      other_design_requirements: "Brochure stand, maybe tote bags can",
      plans_after_project: "We're looking at HOFEX in HK in 2027, if the booth can be partly reused that would be good",
    },
    otherwise: "No particular preference, can follow your suggestion",
    expected: {
      project_background: { said: 0, text: ['combi ovens', 'dishwashers', 'booth design'] },
      address: { said: 0, text: ['Singapore Expo', 'Hall 5'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 54, unit: 'm2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-04-21', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-04-19', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-04-24', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 3, value: { kind: 'money', amount: 80_000, approximate: true, currency: 'SGD' } },
      brand_value: { said: 'asked', text: ['Reliable and efficient', 'solid engineering'] },
      target_audience: { said: 'asked', text: ['Hotel F&B directors', 'distributors'] },
      preferred_style: { said: 'asked', text: ['stainless steel', 'warm wood'] },
      unique_design: { said: 'asked', text: ['live cooking counter'] },
      key_considerations: { said: 'asked', text: ['safe', 'meeting room'] },
    },
  },

  // Carlos Reyes, 35, software QA tester; he and his wife just bought a 1960s ranch house in Crestview, Austin, Texas,
  // and want it renovated before moving in. All lowercase, no apostrophes, one fact a message, an emoji now and then.
  // Exercises: four short messages (what, where + age, layout + size + the problem, a question back about permits
  // that carries no fact), then replies when asked; a hedged age ("like 60 yrs"), an approximate size in sq ft, a
  // budget "about" with a conditional stretch, a move-in date tied to a lease that ends earlier.
  // NOT facts of the project: the toddler's age (2), baby due in August, the old condo, $175k (a stretch if the condo
  // sells), the lease ending end of June, working from home 3 days a week (a number in passing), the inspector's report.
  {
    id: 'heldout63-home-en-austin-ranch',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hey! we just bought a house and want to redo most of it before we move in",
      "its a 1960s ranch in crestview, austin. like 60 yrs old",
      "3 bed 2 bath, about 1,650 sq ft. kitchen is closed off from the living room which we hate",
      "do you guys handle permits or is that on us?",
    ],
    whenAsked: {
      property_category: "single family, detached house",
      target_audience: "me, my wife anjali, our 2 yr old and a very old beagle. baby #2 due in august 🙂",
      lifestyle: "we both wfh 3 days a week so we need 2 spots to work that arent the kitchen table. we cook a lot, indian and mexican, spicy stuff so real ventilation pls",
      preferred_style: "warm mid century, keep the original vibe of the house but brighter",
      colors_and_elements: "love terrazzo and wood. no gray everything like every flip in austin lol",
      budget: "about 150k for the reno. maybe 175 if we sell our old condo in time",
      move_in_date: "our lease ends end of june so wed want to move in by july 1 at the latest",
      key_considerations: "safe for a toddler, and not going way over budget. also the inspector flagged some foundation stuff",
      important_collections: "my wifes record collection, like 400 records",
      other_design_requirements: "lighting for sure, the place has like 2 ceiling lights total",
    },
    otherwise: "no preference really, open to ideas",
    expected: {
      project_background: { said: 0, text: ['bought a house', 'before we move in'] },
      address: { said: 1, text: ['crestview'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 60, approximate: true, unit: 'years' } },
      layout: { said: 2, text: ['3 bed 2 bath'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1650, approximate: true, unit: 'ft2' } },
      problem_need: { said: 2, text: ['kitchen is closed off'] },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['detached_house'] } },
      target_audience: { said: 'asked', text: ['wife', '2 yr old', 'beagle'] },
      lifestyle: { said: 'asked', text: ['wfh', 'cook a lot'] },
      preferred_style: { said: 'asked', text: ['warm mid century'] },
      colors_and_elements: { said: 'asked', text: ['terrazzo', 'no gray'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 150_000, approximate: true, currency: 'USD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['toddler', 'over budget'] },
    },
  },

  // Helen Ashworth, 44, PTA chair at Elm Lane Primary in Bishopston, Bristol; works full time in an insurance office and
  // writes in careful full sentences with the odd hedge ("I suppose", "perhaps"). Opens with a greeting only.
  // Exercises: a greeting-only visitor who answers each question in turn; a mural ("other") with its size in the
  // request; a deadline worked back from the May half term with a question mark; who decides (head + governors).
  // NOT facts of the project: the £3,000 raised at the summer fair, about 420 pupils, the May half term (the painting,
  // not the design deadline), Year 6s, the Gruffalo (a reference), Mr Okafor's name.
  {
    id: 'heldout63-other-en-school-mural',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: 0,
    messages: ['Hello there'],
    whenAsked: {
      project_background: "I'm chair of the PTA at Elm Lane Primary. We raised about £3,000 at the summer fair and the head would like to spend it brightening up the playground. There's a long grey wall by the infants' entrance that is frankly depressing.",
      other_design_requirements: "A mural design for that wall, which is roughly 12 metres long and 2 high. Parent volunteers would paint it, so really we need the artwork and a plan for painting it.",
      problem_need: "The children line up there every morning and it's the first thing they see. We'd like it to feel welcoming, and ideally be something they can learn from too.",
      target_audience: "The children, aged 4 to 11, about 420 of them. And the parents at drop-off, I suppose.",
      preferred_style: "Bright and playful but not babyish, or the Year 6s will moan. Something like the Gruffalo illustrations perhaps?",
      colors_and_elements: "Local wildlife, the Downs, maybe the suspension bridge. School colours are green and yellow. Nothing with text please, it dates so quickly.",
      address: "Bishopston, in Bristol.",
      expected_deadline: "We'd like to paint it over the May half term, so the design would need to be ready before then. End of April?",
      key_considerations: "The paint has to be child-safe and weatherproof, and the design simple enough for volunteers to paint. It would be lovely if the children had some input too, maybe through their drawings?",
      collaboration_notes: "Email is best as I work full time. I'll coordinate, but the head teacher, Mr Okafor, and the governors have the final say.",
      number_of_visits: "One visit to see the wall would be lovely, after school hours if possible.",
    },
    otherwise: "No preference, happy to take your advice.",
    expected: {
      project_background: { said: 'asked', text: ['PTA', 'playground'] },
      other_design_requirements: { said: 'asked', text: ['mural', '12 metres'] },
      problem_need: { said: 'asked', text: ['welcoming'] },
      target_audience: { said: 'asked', text: ['children', '4 to 11'] },
      preferred_style: { said: 'asked', text: ['Bright and playful', 'not babyish'] },
      colors_and_elements: { said: 'asked', text: ['wildlife', 'green and yellow', 'Nothing with text'] },
      address: { said: 'asked', text: ['Bishopston'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['weatherproof', 'volunteers'] },
      collaboration_notes: { said: 'asked', text: ['Email', 'head teacher', 'governors'] },
    },
  },
  // 31-year-old woman who runs a pet-grooming salon in 竹北, Hsinchu; types on her phone between dogs, one thing a
  // message, emoji, casual (～, 😅), a question back tucked into a yes.
  // Exercises: a bare greeting first; background, brand story and IG handle volunteered one per message; business card
  // and shop sign volunteered as extra items; registration and assistance only when asked; a "before April" deadline
  // with an anniversary event in May as the reason.
  // NOT facts of the project: 快三年 (how long the shop has been open), Canva (how the old logo was made), 澎湖 (where
  // she grew up, the story of the name, not where the shop is), 2000多 (IG followers), 5月 三週年活動 (the reason for
  // the deadline, not the deadline).
  {
    id: 'heldout63-brand-zh-zhubei-pet-grooming',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～想問做logo的 🙏',
      '我在竹北開寵物美容 快三年了 現在的logo是我自己用canva亂做的😅 想整個重做 名片跟店門口的招牌也想一起換',
      '店名叫「島嶼毛孩」 因為我是澎湖長大的 想讓人有海島那種放鬆的感覺🏝️',
      '對了我們有IG 搜 island.pets 就有 粉絲大概2000多',
    ],
    whenAsked: {
      problem_need: '現在看起來太像路邊的小店 不夠專業 想讓客人覺得把毛孩交給我們很放心',
      products_or_services: '洗澡 美容剪毛 SPA 還有賣一點零食跟洗毛精',
      registration_status: '還沒耶 沒想過這個',
      need_registration_assistance: '好啊 我完全不懂這個 麻煩你們了 另外想問這個大概要多少錢？',
      target_audience: '大多是25到40歲的上班族 把狗狗貓貓當小孩在養的那種',
      preferred_style: '簡單乾淨 可愛但不要太幼稚 有點像日系那種小店',
      colors_and_elements: '想要海的藍色跟沙灘的米色 可以放一點海浪或貝殼 不要粉紅色',
      expected_deadline: '最好4月前 因為5月想辦三週年活動',
      key_considerations: '貓咪客人也很多 不要只有狗的元素',
      brand_website: '剛剛有說 IG搜 island.pets',
    },
    otherwise: '都可以～你們專業的決定😊',
    expected: {
      project_background: { said: 1, text: ['寵物美容', '重做'] },
      address: { said: 1, text: ['竹北'] },
      other_design_requirements: { said: 1, text: ['名片', '招牌'] },
      brand_name_story: { said: 2, text: ['澎湖長大', '海島'] },
      brand_website: { said: 3, text: ['island.pets'] },
      problem_need: { said: 'asked', text: ['不夠專業', '放心'] },
      products_or_services: { said: 'asked', text: ['洗澡', '美容剪毛', 'SPA'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      target_audience: { said: 'asked', text: ['上班族', '當小孩'] },
      preferred_style: { said: 'asked', text: ['簡單乾淨', '日系'] },
      colors_and_elements: { said: 'asked', text: ['藍色', '米色', '粉紅色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['貓咪'] },
    },
  },

  // 27-year-old woman in marketing in Taipei, asking for her father's tea farm in 鹿野, Taitung; long, tidy messages
  // with full punctuation, one 😂.
  // Exercises: a lot told at once (background, the problem); product, spec and two packaging forms in one message; a
  // correction of the box count a message later (restating 75g); sales channels volunteered with a future channel as a
  // hedge; a late-April deadline given with the harvest as the reason.
  // NOT facts of the project: 快30年 (how long her father has grown tea), 農會那種白色鐵罐 (the old packaging), 6包
  // (corrected to 4), 誠品 (a channel they only hope to try later), 5月 (when the summer harvest starts, not the
  // deadline), 一千出頭 (the gift box's planned retail price).
  {
    id: 'heldout63-packaging-zh-luye-red-oolong',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是幫家裡問的～我家在台東鹿野種茶，我爸種了快30年，主要做紅烏龍。以前都是用農會那種白色鐵罐裝，客人買回去送人都覺得很普通，所以想重新設計一套自己的包裝，希望年輕人也會想買來送禮。',
      '產品是紅烏龍茶葉，一包75g，想做成一盒6包的禮盒，另外也想要單包的夾鏈袋可以單買。',
      '抱歉打錯了，禮盒是一盒4包，每包一樣75g，6包太重了😂',
      '通路的話現在是自己的官網、蝦皮，還有假日去台北的農夫市集擺攤，之後想試試看能不能進誠品。',
    ],
    whenAsked: {
      unique_selling_point: '我們是自然農法，沒有噴除草劑，而且是我爸自己焙火，喝起來有蜜香，這個一般紅烏龍比較少。',
      target_audience: '30到45歲、會買伴手禮送長輩或客戶的上班族，還有喜歡喝茶的年輕人。',
      preferred_style: '簡約、有質感，帶一點台東山線和縱谷的感覺，不要太傳統的書法風。',
      colors_and_elements: '可以用茶湯的琥珀色，或深一點的橘紅，想放鹿野高台的山的線條。不要金色，感覺很俗。',
      preferred_materials: '牛皮紙或是有紋路的紙，盡量不要塑膠。袋子的話要能防潮。',
      expected_deadline: '夏茶5月開始採，希望4月底前設計好，才來得及印。',
      key_considerations: '成本不能太高，禮盒我們想賣一千出頭，包裝成本希望控制在一盒100以內。',
      packaging_form: '禮盒跟夾鏈袋，剛剛有講到～',
    },
    otherwise: '這個我要問一下我爸，應該都可以～',
    expected: {
      project_background: { said: 0, text: ['鹿野', '重新設計'] },
      address: { said: 0, text: ['台東鹿野'] },
      problem_need: { said: 0, text: ['很普通', '年輕人也會想買'] },
      product_description: { said: 1, text: ['紅烏龍茶葉'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['gift_set', 'bag_pouch'] } },
      specification: { said: 2, text: ['4包', '75g'] },
      sales_channels: { said: 3, text: ['官網', '蝦皮', '市集'] },
      unique_selling_point: { said: 'asked', text: ['自然農法', '蜜香'] },
      target_audience: { said: 'asked', text: ['伴手禮', '上班族'] },
      preferred_style: { said: 'asked', text: ['簡約', '台東'] },
      colors_and_elements: { said: 'asked', text: ['琥珀色', '金色'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙', '防潮'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['成本', '100以內'] },
    },
  },

  // 44-year-old man who runs a six-room B&B in 礁溪, Yilan; types slowly, short plain lines, no emoji, "哈哈".
  // Exercises: a bare greeting, then one line that gives background, place and the kind of site (booking); every other
  // field only when asked; no website of his own (only an FB page and booking-site listings); a hedged budget
  // ("10萬左右 可以再多一點點"); an "early June, before summer" go-live.
  // NOT facts of the project: 15% (the booking sites' commission), 日本跟香港 (where some guests come from, part of the
  // audience, not a place of the project), 星野 (a resort he admires, "we're far from it").
  {
    id: 'heldout63-website-zh-jiaoxi-bnb-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 請問這邊可以做網站嗎',
      '我在礁溪經營民宿 6間房 想做一個客人可以直接訂房的網站',
    ],
    whenAsked: {
      url: '目前沒有 只有FB粉專跟訂房網上的頁面',
      problem_need: '訂房網抽成抽15% 太傷了 想讓熟客直接跟我們訂',
      main_pages: '房型介紹 線上訂房 交通 附近景點 這樣',
      languages: '中文跟英文 日本客人也不少 日文最好也要',
      target_audience: '家庭客最多 帶小孩來泡溫泉的 再來是日本跟香港來的自由行',
      competitors: '同一條路的山居九號網站蠻好看的 還有星野那種 雖然我們差很多哈哈',
      preferred_style: '溫暖 自然 木頭的感覺 跟我們房子一樣',
      budget: '10萬左右吧 可以再多一點點 不要太誇張',
      expected_deadline: '暑假前 6月初要上線',
      key_considerations: '手機要好用 客人幾乎都用手機訂 還有後台我要自己會改房價',
      category: '訂房的 剛剛有說',
    },
    otherwise: '都可以 你們看著辦',
    expected: {
      project_background: { said: 1, text: ['礁溪', '民宿'] },
      address: { said: 1, text: ['礁溪'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 'asked', text: ['FB粉專'] },
      problem_need: { said: 'asked', text: ['抽成', '直接跟我們訂'] },
      main_pages: { said: 'asked', text: ['房型', '訂房', '交通', '景點'] },
      languages: { said: 'asked', text: ['中文', '英文', '日文'] },
      target_audience: { said: 'asked', text: ['家庭客', '自由行'] },
      competitors: { said: 'asked', text: ['山居九號', '星野'] },
      preferred_style: { said: 'asked', text: ['溫暖', '木頭'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 100_000, approximate: true, currency: 'TWD' } },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'early' },
      },
      key_considerations: { said: 'asked', text: ['手機', '後台'] },
    },
  },

  // 36-year-old ramen cook, still working at a ramen shop in 福岡 (his phone is on Japan time), coming home to open his
  // own shop in 鹽埕, Kaohsiung; types fast, full stops and exclamation marks, one 😅.
  // Exercises: a lot at once (background, place, size, budget with what it excludes); a correction of the size in the
  // next message (15 → 18 坪); a question back that also carries the design highlight (an open counter kitchen); an
  // opening date "mid-June" given next to his own return date; the visitor's offset (+9) differs from Taiwan.
  // NOT facts of the project: 福岡 (where he works now), 4年 (how long he has worked there), 15坪 (corrected), 廚房設備
  // (he handles it himself, not in the budget), 5月初 (when he flies back, not the opening), 220 (a nearby shop's bowl
  // price), 250 in the competitive-advantage reply (his own planned bowl price, not the budget), 服飾 (what the unit
  // sold before).
  {
    id: 'heldout63-commercial-zh-yancheng-ramen',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 540,
    messages: [
      '你好！我現在還在福岡的拉麵店工作，做了4年，今年要回高雄自己開拉麵店。店面已經租好了，在鹽埕區，大概15坪，想找人做室內設計。裝潢預算250萬，廚房設備我自己另外處理。',
      '抱歉 剛剛坪數講錯 合約上是18坪 不是15😅',
      '想問一下你們有做過餐廳嗎？我想要吧台那種開放式廚房，客人坐著就可以看我煮麵。',
      '開幕的話想抓6月中，我5月初才會回台灣。',
    ],
    whenAsked: {
      problem_need: '店面以前是賣服飾的，完全沒有排煙跟排水，要改成可以熬湯的廚房，座位想放到20個左右。',
      brand_value: '一碗湯要熬12小時，就是認真。希望客人進來有種走進日本小巷子老店的感覺。',
      target_audience: '附近的上班族，還有來鹽埕逛的年輕人跟觀光客。',
      competitive_advantage: '我是在福岡學的正統豚骨，高雄很少這麼濃的。附近那間一碗賣220，我們大概會抓250。',
      preferred_style: '日式、木頭、有點昏暗的暖光，像屋台那種。',
      colors_and_elements: '深色木頭跟黑色，暖簾一定要有。不要太亮的白光。',
      key_considerations: '排煙一定要做好！鹽埕那邊住商混合，怕被鄰居檢舉。',
      unique_design: '就是剛剛說的開放式廚房吧台',
    },
    otherwise: '這個我沒特別想法，你們建議就好！',
    expected: {
      project_background: { said: 0, text: ['拉麵', '鹽埕'] },
      address: { said: 0, text: ['鹽埕'] },
      budget: { said: 0, value: { kind: 'money', amount: 2_500_000, currency: 'TWD' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      unique_design: { said: 2, text: ['開放式廚房', '看我煮麵'] },
      opening_date: {
        said: 3,
        value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'mid' },
      },
      problem_need: { said: 'asked', text: ['排煙', '排水'] },
      brand_value: { said: 'asked', text: ['認真', '日本小巷子'] },
      target_audience: { said: 'asked', text: ['上班族', '觀光客'] },
      competitive_advantage: { said: 'asked', text: ['正統豚骨'] },
      preferred_style: { said: 'asked', text: ['日式', '暖光'] },
      colors_and_elements: { said: 'asked', text: ['深色木頭', '暖簾'] },
      key_considerations: { said: 'asked', text: ['排煙'] },
    },
  },

  // 47-year-old marketing manager at a scooter-parts maker in 彰化; formal business Chinese (敝公司、貴司), full
  // punctuation, one fact a message like working down a checklist.
  // Exercises: background and venue in message 0; size as 3x6 = 18 m²; show days and two setup days in one message
  // (entry is the first setup day); a budget, then last year's booth and spend as distractors, then a raised ceiling
  // after checking with the GM ("可以到60萬，但不能再多了"); exit date and water/electricity only when asked.
  // NOT facts of the project: 去年 / 4館 / 一個攤位 / 35萬 (last year's booth and spend), 50萬 (superseded by 60萬),
  // 三十幾年 (how long they have done OEM), 4/21 (the second setup day), 下午4點 (the time of day on the exit date).
  {
    id: 'heldout63-exhibition-zh-nangang-scooter-parts',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，敝公司是彰化的機車零件製造商，4月要參加南港展覽館的台北國際汽機車零配件展，想詢問展位設計。',
      '展位是兩個標準攤位併在一起，3x6公尺，共18平方公尺。',
      '展期是4/22到4/25，主辦單位規定4/20、4/21進場佈置。',
      '預算目前抓50萬。去年在4館只有一個攤位，花了35萬，效果普通。',
      '不好意思，剛剛跟總經理確認過，預算可以到60萬，但不能再多了。',
    ],
    whenAsked: {
      exit_date: '撤場是4/25展期最後一天，下午4點以後。',
      brand_value: '品質穩定、交期準。我們做了三十幾年OEM，希望買家覺得我們是可靠的大廠。',
      target_audience: '主要是東南亞跟中南美的進口商、代理商，不是一般民眾。',
      preferred_style: '簡潔、專業、有科技感，不要太花俏。',
      unique_design: '想把新款的碟煞卡鉗做成一面可以拿起來摸的展示牆。',
      water_electricity_supply: '需要電，展示燈跟螢幕要用，水不用。',
      key_considerations: '要有可以坐下來談的洽談區，至少兩張桌子。',
      other_design_requirements: 'DM跟型錄封面也可以一起報價嗎？',
    },
    otherwise: '這部分沒有特別要求，請貴司建議。',
    expected: {
      project_background: { said: 0, text: ['機車零件', '零配件展'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-04-22', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-04-20', precision: 'day', relation: 'on' } },
      budget: { said: 4, value: { kind: 'money', amount: 600_000, bound: 'at_most', currency: 'TWD' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-04-25', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['品質穩定', '可靠'] },
      target_audience: { said: 'asked', text: ['進口商', '代理商'] },
      preferred_style: { said: 'asked', text: ['簡潔', '科技感'] },
      unique_design: { said: 'asked', text: ['展示牆'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['洽談區'] },
    },
  },

  // 34-year-old engineer who lives in 板橋, New Taipei, renovating the old walk-up he and his wife bought; terse lines
  // with no punctuation, one 😂, sends facts as they come to mind.
  // Exercises: type and place in message 0; floor, size and layout in one line; a move-in date given next to the baby's
  // due date and the in-laws' district; a hedged building age and a hard budget ceiling in one message; the rest when
  // asked.
  // NOT facts of the project: 去年底 (when they bought it), 4樓 (which floor), 6月預產期 (the baby's due date, not the
  // move-in), 新莊 (where his wife's parents live), 兩百多隻 (his figure collection, only if asked, an optional field).
  {
    id: 'heldout63-residential-zh-banqiao-walkup-baby',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我們去年底在板橋買了一間老公寓 想整間翻新',
      '4樓 沒電梯 28坪 3房2廳1衛',
      '老婆6月預產期 坐月子會回新莊娘家 所以希望8月前可以搬進去 有點趕我知道😂',
      '屋齡好像35年左右 要再看一下權狀 預算上限200萬 真的不能再多了',
    ],
    whenAsked: {
      problem_need: '廚房超小 一字型不到兩米 浴室還是舊磁磚 冬天很冷 收納也完全不夠',
      target_audience: '我跟老婆 加上快出生的寶寶 還有兩隻貓',
      lifestyle: '老婆一週大概三天在家工作 我週末很常下廚',
      preferred_style: '無印那種 簡單 木頭 淺色',
      colors_and_elements: '白跟淺木色 貓跳台可以做在牆上 不要深色系',
      key_considerations: '寶寶要住 材料一定要低甲醛 還有管線要全部換新',
      important_collections: '我的公仔跟模型 大概兩百多隻 老婆說不要放客廳哈哈',
    },
    otherwise: '都可以 看你們建議',
    expected: {
      project_background: { said: 0, text: ['老公寓', '翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['板橋'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      layout: { said: 1, text: ['3房2廳1衛'] },
      move_in_date: { said: 2, value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 35, approximate: true, unit: 'years' } },
      budget: { said: 3, value: { kind: 'money', amount: 2_000_000, bound: 'at_most', currency: 'TWD' } },
      problem_need: { said: 'asked', text: ['廚房', '收納'] },
      target_audience: { said: 'asked', text: ['寶寶', '兩隻貓'] },
      lifestyle: { said: 'asked', text: ['在家工作', '下廚'] },
      preferred_style: { said: 'asked', text: ['無印', '木頭'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '貓跳台'] },
      key_considerations: { said: 'asked', text: ['低甲醛', '管線'] },
    },
  },

  // 42-year-old woman, 學務組長 at a primary school in 潮州, Pingtung; polite, long sentences with ～ and full
  // punctuation, calls the genie 老師 as teachers do, one 😅.
  // Exercises: background and place in message 0; the items listed in message 1 (the "other" type's core field); a
  // deadline derived from the T-shirt supplier's lead time, next to the anniversary date; a question back about the
  // fee with last year's T-shirt price; collaboration (a core field for "other") only when asked.
  // NOT facts of the project: 5月9號 (the anniversary day, not the deadline), 一個月 (the T-shirt supplier's lead time),
  // 去年 / 180元 (last year's T-shirt price), 4、50歲 (how old many alumni are).
  {
    id: 'heldout63-other-zh-chaozhou-school-anniversary',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '老師您好～我是屏東潮州一間國小的學務組長，今年是我們學校創校60週年，學校想請專業的設計師幫忙設計校慶的整套視覺。',
      '需要的有：60週年紀念logo、校慶海報、紀念T恤，如果可以的話還有給來賓的紀念書籤～',
      '校慶是5月9號，但T恤要提早下訂，廠商說要一個月，所以設計最晚3月底要定案。',
      '想先問一下大概的費用～因為是學校經費，要先簽核，去年我們請廠商做T恤一件才180元😅',
    ],
    whenAsked: {
      problem_need: '以前校慶都是老師自己做海報，每年都不一樣，這次想要有一套統一、可以留下來的識別。',
      target_audience: '全校師生跟家長，還有回來參加的校友，很多校友都已經4、50歲了～',
      preferred_style: '活潑、溫暖，有一點在地的感覺，不要太商業。',
      colors_and_elements: '校色是綠色，校園裡有一棵很大的老榕樹，大家都記得，希望可以放進去。',
      key_considerations: '小朋友也要看得懂、會喜歡，還有要好印刷，T恤是網版印刷，顏色不能太多。',
      collaboration_notes: '我是窗口，但最後要校長跟家長會長一起決定，兩週更新一次進度就可以了。',
      other_design_requirements: '就是剛剛列的那些～logo、海報、T恤，書籤可以的話也要',
    },
    otherwise: '這個都可以，請老師建議～',
    expected: {
      project_background: { said: 0, text: ['60週年', '校慶'] },
      address: { said: 0, text: ['屏東潮州'] },
      other_design_requirements: { said: 1, text: ['紀念logo', '海報', 'T恤'] },
      expected_deadline: {
        said: 2,
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' },
      },
      problem_need: { said: 'asked', text: ['統一', '識別'] },
      target_audience: { said: 'asked', text: ['師生', '家長', '校友'] },
      preferred_style: { said: 'asked', text: ['活潑', '在地'] },
      colors_and_elements: { said: 'asked', text: ['綠色', '榕樹'] },
      key_considerations: { said: 'asked', text: ['小朋友', '網版印刷'] },
      collaboration_notes: { said: 'asked', text: ['校長', '家長會長', '兩週'] },
    },
  },
  // Visitor: 40대 후반 여성, 전북 전주 한옥마을 근처 수제 약과 가게 사장. 시어머니 가게를 물려받음. 폰으로 천천히,
  // 말줄임표와 붙여쓰기가 많음. 딸이 인스타를 대신 운영함.
  // Exercises: a bare opening line, then two messages that tell a lot (background, place, extra work, the name's story);
  // the rest one short reply per core field; a question back on trademarks ("해야되나요?"); a deadline corrected inside
  // its own reply (3월 안에 → 3월 중순까지) because of another date (store opening 4월 1일).
  // NOT facts of the project: 1998년 (when the mother-in-law opened the shop), "할매약과" (the old nickname, not the new
  // name), 하루 200개 (daily output), 4월 1일 (the online store's opening, not the design deadline).
  {
    id: 'heldout63-brand-ko-jeonju-yakgwa-new-identity',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 브랜드 로고 상담 받을수있나요',
      '전주 한옥마을 근처에서 수제약과 만드는 가게에요..시어머니가 1998년에 시작하신 가게를 제가 물려받았는데 간판도 로고도 없이 그냥 손님들이 "할매약과"라고 불렀어요 ㅎㅎ 하루에 200개 정도 구워요. 이번에 온라인 판매 시작하면서 정식으로 브랜드를 만들고 싶어요..로고부터 포장 스티커까지 전체적으로요',
      '이름은 "달청약과"로 하려구요. 어머님 택호가 달골댁이셔서 달, 청은 조청에서 따왔어요',
    ],
    whenAsked: {
      project_background: '아까 말씀드린대로 가게 브랜드를 처음 만드는거에요',
      problem_need: '온라인에서 팔려니까 이름도 로고도 없으면 믿음이 안간대요 딸이..믿을수 있는 가게처럼 보이고 싶어요',
      brand_name_story: '위에 적었어요~ 달골댁 달이랑 조청 청이요',
      products_or_services: '찹쌀약과, 개성약과, 약과 선물세트요. 명절엔 답례품 주문도 받아요',
      registration_status: '그런건 안해봤어요..해야되나요?',
      need_registration_assistance: '네 도와주시면 좋겠어요',
      brand_website: '딸이 만든 인스타 있어요 @dalcheong_yakgwa 근데 아직 게시물 몇개 없어요',
      target_audience: '선물하시는 4,50대 분들이 많고 요즘은 젊은 사람들도 디저트로 많이 찾아요',
      preferred_style: '전통적인데 촌스럽진 않게요. 한옥 느낌?',
      colors_and_elements: '조청색 같은 진한 갈색이랑 달 모양 넣어주세요. 빨간색 금색 번쩍번쩍한건 싫어요',
      expected_deadline: '3월 안에 되면 좋겠어요. 아 근데 스마트스토어를 4월 1일에 연다고 했으니까 3월 중순까지요',
      key_considerations: '어르신 손님도 많으니까 글씨가 잘 읽혔으면 해요',
      other_design_requirements: '포장 스티커랑 쇼핑백이요',
    },
    otherwise: '그건 잘 모르겠어요..알아서 해주세요',
    expected: {
      project_background: { said: 1, text: ['온라인 판매', '브랜드'] },
      address: { said: 1, text: ['전주'] },
      other_design_requirements: { said: 1, text: ['포장 스티커'] },
      brand_name_story: { said: 2, text: ['달골댁', '조청'] },
      problem_need: { said: 'asked', text: ['믿을수 있는'] },
      products_or_services: { said: 'asked', text: ['찹쌀약과', '개성약과', '선물세트'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@dalcheong_yakgwa'] },
      target_audience: { said: 'asked', text: ['4,50대', '젊은'] },
      preferred_style: { said: 'asked', text: ['촌스럽진 않게'] },
      colors_and_elements: { said: 'asked', text: ['갈색', '달 모양', '빨간색'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      key_considerations: { said: 'asked', text: ['글씨가 잘 읽혔으면'] },
    },
  },

  // Visitor: 30대 중반 남성, 강원 평창. 부모님 메밀 농사를 돕다 작년에 귀농해 메밀차 가공을 시작함. 일하다 틈틈이
  // 한 메시지에 한 가지씩 보냄, 띄어쓰기 대충.
  // Exercises: one fact a message (place, size, gift set, channels, plan), a correction of the teabag weight
  // (1.2g → 1.5g) in a later message that restates the count, two packaging forms from two messages, a plan for later
  // mixed into the sales-channel message.
  // NOT facts of the project: 30년 넘게 (how long the parents have farmed), 작년 (when he came back), 1.2g (corrected),
  // 해발 700m (the field's altitude), 9월 (the buckwheat festival, not the deadline), 3분 (steeping time).
  {
    id: 'heldout63-packaging-ko-pyeongchang-buckwheat-tea',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '메밀차 포장디자인 의뢰하려는데요',
      '평창이에요 부모님이 30년 넘게 메밀 농사 지으셨고 제가 작년에 귀농해서 가공품 시작했어요',
      '티백 1.2g짜리 20개 들어가는 박스요',
      '아 그리고 선물세트도 하나 있었으면 하는데 박스 3개 묶음으로요',
      '스마트스토어랑 평창 로컬푸드 매장에서 팔거에요. 나중엔 백화점 입점도 해보고싶고요ㅋㅋ',
      '아 죄송해요 티백 1.5g이에요 1.2g 아니고요. 20개입은 맞아요',
    ],
    whenAsked: {
      project_background: '위에 말씀드린게 다에요 ㅎㅎ 메밀 가공품 시작한지 얼마 안됐어요',
      product_description: '볶은 메밀로 만든 차에요. 뜨거운물에 티백 하나 넣고 3분 우리면 돼요',
      specification: '티백 1.5g 20개입 박스고 선물세트는 그거 3개요',
      packaging_form: '박스랑 선물세트요',
      unique_selling_point: '저희가 직접 농사지은 메밀만 써요. 해발 700m 밭이라 향이 진하다고들 하세요',
      target_audience: '건강 챙기는 3,40대? 카페인 줄이려는 분들이요',
      sales_channels: '스마트스토어랑 로컬푸드 매장이요',
      preferred_style: '자연스럽고 소박한 느낌인데 너무 시골스럽진 않게요',
      colors_and_elements: '메밀꽃 흰색이랑 연두색? 메밀꽃 그림 들어가면 좋겠어요',
      preferred_materials: '크라프트지요. 플라스틱은 최대한 안쓰고 싶어요',
      expected_deadline: '메밀꽃축제가 9월인데 그거랑은 상관없고요 ㅎㅎ 5월까지만 되면 돼요',
      key_considerations: '박스 단가가 너무 안 올라갔으면 해요. 소량으로 찍을거라',
    },
    otherwise: '그건 상관없어요',
    expected: {
      project_background: { said: 1, text: ['귀농', '가공품'] },
      address: { said: 1, text: ['평창'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['box', 'gift_set'] } },
      sales_channels: { said: 4, text: ['스마트스토어', '로컬푸드'] },
      plans_after_project: { said: 4, text: ['백화점'] },
      specification: { said: 5, text: ['1.5g', '20개'] },
      product_description: { said: 'asked', text: ['볶은 메밀', '티백'] },
      unique_selling_point: { said: 'asked', text: ['직접 농사지은'] },
      target_audience: { said: 'asked', text: ['카페인'] },
      preferred_style: { said: 'asked', text: ['소박한'] },
      colors_and_elements: { said: 'asked', text: ['메밀꽃'] },
      preferred_materials: { said: 'asked', text: ['크라프트지'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' },
      },
      key_considerations: { said: 'asked', text: ['단가'] },
    },
  },

  // Visitor: 60대 초반 남성, 부산 사하구 신평동 금형 공장 대표. 돋보기 쓰고 폰으로 천천히, '~습니다' 체로 씀.
  // 인사 한 줄만 보내고 그 뒤엔 묻는 것에만 답함.
  // Exercises: only a greeting, then every core field from its question; a dead old site given as the url; a languages
  // reply that names a third country only to rule it out; a competitor named with another city; an approximate budget
  // ("천오백 정도"); a deadline set before another event (6월 독일 전시회).
  // NOT facts of the project: 1994년 (founding year), 22명 (staff), 김해 (where the admired competitor is), 베트남
  // (a customer's country, not a site language), 6월 (the trade fair in Germany, not the launch date).
  {
    id: 'heldout63-website-ko-busan-mold-factory-only-asked',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: ['안녕하십니까. 홈페이지 제작 문의 드립니다.'],
    whenAsked: {
      project_background:
        '부산 사하구 신평동에서 금형 제작 공장을 운영하고 있습니다. 1994년 창업했고 직원은 22명입니다. 해외 거래처에서 홈페이지 주소를 자꾸 물어봐서 제대로 하나 만들려고 합니다.',
      url: '예전에 아들이 만들어준 게 있는데 지금은 접속이 안 됩니다. www.dongil-mold.co.kr 이었습니다.',
      category: '회사 소개하는 홈페이지입니다.',
      problem_need: '해외 바이어가 보고 믿을 수 있는 회사라는 인상을 받았으면 합니다.',
      main_pages: '회사소개, 설비현황, 제작사례, 오시는 길, 문의 정도면 되겠습니다.',
      languages: '한국어하고 영어요. 베트남 거래처도 있긴 한데 거기는 영어로 충분합니다.',
      target_audience: '자동차 부품 회사 구매 담당자들입니다. 국내보다 해외 쪽이 더 중요합니다.',
      competitors: '경쟁사 홈페이지는 잘 모르겠고... 김해에 있는 대성금형 홈페이지가 깔끔하긴 하더군요.',
      preferred_style: '믿음직하고 깔끔하게 해주십시오. 화려한 건 필요 없습니다.',
      budget: '천오백 정도 생각하고 있습니다. 더 들면 말씀해 주십시오.',
      expected_deadline: '5월 말까지는 열었으면 합니다. 6월에 독일 전시회 가기 전에요.',
      key_considerations: '제가 직접 사진이나 글을 바꿀 수 있었으면 좋겠습니다. 매번 업체에 부탁하기 번거로워서요.',
    },
    otherwise: '그 부분은 잘 모르겠으니 알아서 해주십시오.',
    expected: {
      project_background: { said: 'asked', text: ['금형', '해외 거래처'] },
      url: { said: 'asked', text: ['dongil-mold.co.kr'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      problem_need: { said: 'asked', text: ['믿을 수 있는'] },
      main_pages: { said: 'asked', text: ['회사소개', '설비', '제작사례', '문의'] },
      languages: { said: 'asked', text: ['한국어', '영어'] },
      target_audience: { said: 'asked', text: ['구매 담당자'] },
      competitors: { said: 'asked', text: ['대성금형'] },
      preferred_style: { said: 'asked', text: ['믿음직하고 깔끔'] },
      budget: {
        said: 'asked',
        value: { kind: 'money', amount: 15_000_000, approximate: true, currency: 'KRW' },
      },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['직접'] },
    },
  },

  // Visitor: 20대 후반 여성, 친구와 동업으로 서울 마포구 망원동에 내추럴 와인바를 준비 중. 신나서 느낌표와 이모지를
  // 섞어 빠르게 씀.
  // Exercises: one long first message with place, size, budget ceiling ("4천 안쪽") and opening month; the size
  // corrected at once (15평 → 18평, the 15 was the shop next door); a question back on extra work (간판·메뉴판);
  // another neighbourhood named only as a style reference.
  // NOT facts of the project: 15평 (the neighbouring shop, corrected), 세탁소 (the previous tenant), 연남동 (where she
  // saw wine bars she likes, not the address).
  {
    id: 'heldout63-commercial-ko-mangwon-wine-bar-size-fix',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 망원동에 와인바 오픈 준비중인데 인테리어 문의드려요 🍷 친구랑 둘이 동업하고 있고요, 자리는 망원시장 뒷골목 1층 15평짜리 계약했어요. 원래 세탁소였던 자리라 철거부터 해야해요ㅠ 예산은 4천 안쪽으로 생각하고 있고 4월 초 오픈이 목표에요!',
      '아 잠깐만요 계약서 다시보니까 전용 18평이네요 15평은 옆가게랑 헷갈렸어요ㅋㅋ',
      '내추럴 와인이랑 간단한 안주 파는 곳이에요. 좌석은 20석 정도?',
    ],
    whenAsked: {
      project_background: '위에 쓴 대로 망원동 와인바요!',
      problem_need: '세탁소 느낌 싹 지우고 좁아도 답답하지 않게 만들고 싶어요',
      brand_value: '편하게 한잔하고 가는 동네 아지트요. 들어왔을때 친구집 놀러온 느낌?',
      target_audience: '20대후반~30대 직장인이요 퇴근하고 혼술하는 분들도 많을거같아요',
      competitive_advantage: '제가 소믈리에 자격증이 있어서 페어링 추천을 직접 해드려요. 주변 와인바들은 가격이 좀 쎄구요',
      preferred_style: '연남동 와인바 몇군데 다녀봤는데 그런 빈티지하고 따뜻한 느낌이요. 너무 힙한건 말고요',
      colors_and_elements: '테라코타 색이랑 원목이요. 형광등 하얀 조명은 절대 안돼요',
      unique_design: '바 테이블이 길게 있었으면 좋겠어요. 와인병 쭉 진열하는 벽도요!',
      address: '망원동이요 망원시장 근처',
      space_size: '18평이요',
      budget: '4천 안쪽이요',
      opening_date: '4월 초요',
      key_considerations: '예산이 빠듯해서 돈 쓸데랑 아낄데 잘 나눠주셨으면 해요. 그리고 소방 점검 통과해야 하구요',
      other_design_requirements: '간판이랑 메뉴판도 같이 되나요?',
    },
    otherwise: '음 그건 아직 생각 안해봤어요ㅎㅎ 추천해주세요',
    expected: {
      project_background: { said: 2, text: ['내추럴 와인'] },
      address: { said: 0, text: ['망원'] },
      budget: { said: 0, value: { kind: 'money', amount: 40_000_000, bound: 'at_most', currency: 'KRW' } },
      opening_date: {
        said: 0,
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on', part: 'early' },
      },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      problem_need: { said: 'asked', text: ['답답하지 않게'] },
      brand_value: { said: 'asked', text: ['동네 아지트', '친구집'] },
      target_audience: { said: 'asked', text: ['직장인'] },
      competitive_advantage: { said: 'asked', text: ['소믈리에', '페어링'] },
      preferred_style: { said: 'asked', text: ['빈티지', '따뜻한'] },
      colors_and_elements: { said: 'asked', text: ['테라코타', '원목', '형광등'] },
      unique_design: { said: 'asked', text: ['바 테이블', '와인병'] },
      key_considerations: { said: 'asked', text: ['예산이 빠듯', '소방 점검'] },
    },
  },

  // Visitor: 30대 후반 여성, 경기 성남 판교의 펫푸드 스타트업 마케팅 팀장. 회사 메신저 말투('넵', '~요')로 한
  // 메시지에 한 가지씩 보냄.
  // Exercises: one fact a message (company and show, what is launched, booth size in two forms, budget set against last
  // year's cost); the three show dates only when asked, one with a hedge ("확인해볼게요"); a reason given with the
  // water/power answer; the company's own city is not the venue.
  // NOT facts of the project: 판교 (the company's office, not the venue), 1800 (last year's booth cost), 작년 줄이
  // 통로를 막은 일 (last year's incident), 오후 2시 (an unconfirmed move-in hour).
  {
    id: 'heldout63-exhibition-ko-coex-petfood-launch',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 부스 디자인 견적 문의드립니다',
      '저희는 판교에 있는 펫푸드 스타트업이고 3월에 코엑스 펫박람회 나갑니다',
      '이번에 동결건조 간식 신제품 라인을 처음 공개하는 자리라 신경이 많이 쓰이네요',
      '부스 크기는 3x6이요 18제곱미터',
      '작년엔 부스 업체에 1800 들였는데 너무 평범하게 나와서요ㅠ 올해는 2500까지는 쓸 수 있어요',
    ],
    whenAsked: {
      project_background: '넵 위에 말씀드린 대로 동결건조 간식 신제품 공개예요',
      brand_value: '사람이 먹어도 될 만큼 깨끗한 원료가 모토에요. 부스 오시면 깨끗하고 믿음 가는 느낌 받으셨으면 해요',
      target_audience: '일반 관람객 반려인분들이 제일 중요하고 펫샵 바이어도 만나고 싶어요',
      preferred_style: '밝고 깔끔한 화이트톤이요, 약간 실험실? 같은 느낌도 괜찮을거같아요',
      unique_design: '동결건조 과정 보여주는 투명 쇼케이스 있으면 좋겠어요. 그리고 강아지 포토존!',
      address: '코엑스 C홀이요',
      space_size: '18제곱미터요',
      water_electricity_supply: '둘다 필요해요. 시식하면 손 씻을 데가 있어야해서요',
      budget: '2500까지요',
      opening_date: '3월 19일 목요일 개막이요',
      entry_date: '반입은 전날인 18일이요. 오후 2시부터였던거 같은데 확인해볼게요',
      exit_date: '22일 일요일 마감하고 바로 철수에요',
      key_considerations: '시식 동선이 꼬이지 않았으면 해요. 작년에 줄이 통로까지 막아서 주최측에 한소리 들었어요 ㅎㅎ',
    },
    otherwise: '넵 그건 제안 주시면 검토해볼게요',
    expected: {
      address: { said: 1, text: ['코엑스'] },
      project_background: { said: 2, text: ['동결건조', '신제품'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      budget: { said: 4, value: { kind: 'money', amount: 25_000_000, bound: 'at_most', currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['깨끗한 원료'] },
      target_audience: { said: 'asked', text: ['반려인', '바이어'] },
      preferred_style: { said: 'asked', text: ['화이트톤'] },
      unique_design: { said: 'asked', text: ['투명 쇼케이스', '포토존'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-19', precision: 'day', relation: 'on' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-18', precision: 'day', relation: 'on' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-22', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['동선'] },
    },
  },

  // Visitor: 30대 초반 남성, 싱가포르 주재원(UTC+8). 대전 유성구 구축 아파트를 매수해 여름 귀국 후 입주 예정.
  // 길고 다정한 문장에 이모지를 섞어, 처음 네 메시지에 많은 것을 한꺼번에 말함.
  // Exercises: a visitor abroad (time zone, where he lives now is not the address); size, layout and age in one message
  // with the age given as a build year and a count; household in passing with a birth month; move-in and a budget range
  // with a question back ("현실적으로 가능한지"); the remaining core fields one reply each.
  // NOT facts of the project: 싱가포르 (where they live now), 1998년 (build year; the age is 28년), 6월 (the baby's due
  // month, not the move-in), 싱가포르 호텔 (only a style reference).
  {
    id: 'heldout63-residential-ko-daejeon-old-apt-from-singapore',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 480,
    messages: [
      '안녕하세요~ 지금 싱가포르에서 주재원 생활 중이라 시차 양해 부탁드려요 🙏 대전 유성구에 구축 아파트를 매수해서 올 여름에 귀국하면 들어가 살려고 하는데 전체 리모델링 맡기고 싶어서 연락드렸어요',
      '34평이고 방3 화2 구조에요. 1998년 준공이라 28년 됐네요 ㅠ',
      '아내가 지금 임신 중이라 6월 출산 예정이에요 ㅎㅎ 그래서 아기방도 하나 필요하구요. 고양이도 한 마리 있어요 🐱',
      '입주는 8월 말이요. 예산은 7~8천 정도 생각중인데 현실적으로 가능한지 궁금하네요',
    ],
    whenAsked: {
      project_background: '네 위에 말씀드린 대로 전체 리모델링이에요',
      property_category: '아파트요',
      layout: '방3 화2에 거실 하나요',
      age: '28년이요',
      problem_need: '베란다 확장이 안 돼있어서 거실이 좁고 어두워요. 샷시랑 욕실도 오래돼서 다 바꾸고 싶구요',
      target_audience: '저랑 아내, 곧 태어날 아기, 고양이 한 마리요',
      lifestyle: '둘 다 요리하는 거 좋아해서 주방이 중요해요. 저는 한국 돌아가면 주 2회 재택이고요',
      preferred_style: '미니멀하고 따뜻한 우드톤이요. 여기 와서 본 호텔들처럼 깔끔한 느낌?',
      colors_and_elements: '화이트에 오크 원목이요. 아기 있으니까 모서리 날카로운 건 피하고 싶어요',
      address: '대전 유성구요',
      space_size: '34평이요',
      budget: '7~8천이요',
      move_in_date: '8월 말이요',
      key_considerations: '저희가 해외에 있어서 현장을 못 가요. 사진이랑 영상으로 자주 공유해주셨으면 해요. 그리고 아기 때문에 친환경 자재요',
    },
    otherwise: '저희는 크게 상관없어요~ 추천해주시는 대로 할게요 😊',
    expected: {
      project_background: { said: 0, text: ['리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['유성구'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      layout: { said: 1, text: ['방3', '화2'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      target_audience: { said: 2, text: ['임신', '고양이'] },
      move_in_date: {
        said: 3,
        value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'on', part: 'late' },
      },
      budget: { said: 3, value: { kind: 'money', amount: 70_000_000, max: 80_000_000, currency: 'KRW' } },
      problem_need: { said: 'asked', text: ['베란다 확장', '어두워요'] },
      lifestyle: { said: 'asked', text: ['요리', '재택'] },
      preferred_style: { said: 'asked', text: ['미니멀', '우드톤'] },
      colors_and_elements: { said: 'asked', text: ['오크', '모서리'] },
      key_considerations: { said: 'asked', text: ['사진이랑 영상', '친환경'] },
    },
  },

  // Visitor: 40대 초반 남성, 경기 수원에서 닭꼬치 푸드트럭 운영. 장사 준비하며 짧게, 반말 섞인 말투에 맞춤법
  // 틀림('해야되요'), 'ㅇㅇ'.
  // Exercises: a yes/no question as the opening line; the work (truck wrap + menu board) with the city in one message;
  // a question back on price with no budget given; places where he trades named in passing; meetings and how to talk
  // volunteered in the last message; the rest from questions.
  // NOT facts of the project: 2019년 (since when he has run the truck), 광교호수공원·행궁동 (where he parks to sell, not
  // the business's region), 2월 말 (when the new truck is delivered, not the design deadline), 예전 트럭 (sold).
  {
    id: 'heldout63-other-ko-suwon-food-truck-wrap',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '푸드트럭 래핑도 하시나요?',
      '수원에서 닭꼬치 트럭 하는데 2019년부터 했음. 차를 바꿔서 새 트럭 래핑이랑 메뉴판 새로 해야되요',
      '견적은 대충 얼마나 나와요?',
      '주말마다 광교호수공원 야시장 나가고 평일엔 행궁동쪽 있어요',
      '아 그리고 평일 낮엔 장사해서 미팅은 한번만 하고 나머진 카톡으로 했으면 좋겠어요',
    ],
    whenAsked: {
      project_background: '아까 말했듯 트럭 바꿔서요 ㅎ 예전 트럭은 팔았어요',
      other_design_requirements: '트럭 외부 래핑 전체랑 메뉴판이요. 가격표는 자주 바뀌니까 갈아끼울수 있게',
      problem_need: '멀리서도 닭꼬치 트럭인거 딱 보였으면 좋겠어요. 지금은 다른 트럭이랑 구분이 안됨',
      target_audience: '야시장 오는 가족들, 커플들, 학생들? 다양해요',
      preferred_style: '눈에 확 띄게 쨍한거요 ㅋㅋ 일본 야타이 느낌도 좋고',
      colors_and_elements: '빨강 노랑이요. 숯불 불꽃 그림 넣어주세요. 트럭 이름 "꼬치왕" 크게요',
      address: '수원이요',
      expected_deadline: '2월 말에 차 나오니까 3월 첫주 안에는 붙여야되요',
      key_considerations: '래핑은 한번 하면 몇년 쓰니까 질리지 않게요. 그리고 옆문 열리는 부분 고려해주세요',
      collaboration_notes: '카톡이 편해요. 결정은 와이프랑 같이함',
    },
    otherwise: 'ㅇㅇ 알아서 해주세요',
    expected: {
      project_background: { said: 1, text: ['닭꼬치', '래핑'] },
      other_design_requirements: { said: 1, text: ['래핑', '메뉴판'] },
      address: { said: 1, text: ['수원'] },
      number_of_visits: { said: 4, value: { kind: 'number_with_unit', amount: 1, unit: 'times' } },
      collaboration_notes: { said: 4, text: ['카톡'] },
      problem_need: { said: 'asked', text: ['멀리서도'] },
      target_audience: { said: 'asked', text: ['가족', '커플'] },
      preferred_style: { said: 'asked', text: ['쨍한', '야타이'] },
      colors_and_elements: { said: 'asked', text: ['빨강', '불꽃', '꼬치왕'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'early' },
      },
      key_considerations: { said: 'asked', text: ['질리지 않게', '옆문'] },
    },
  },
];
