import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixty-second batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: an ordinary week of visitors on a phone, as
 * they come (a lot at once, one fact a message, or only what is asked), with numbers, places and dates of other things,
 * corrections, hedges and questions back; some type without apostrophes, or with curly ones.
 * Written in session 29 while the engine was fixed against held-outs 59 to 61, and played once on d95d0e1f, after those
 * fixes and before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 62: an ordinary week)
 * - Tanya Boucher, 38, mobile bike mechanic in Winnipeg: short lowercase texts, one fact a message, asks back about trademarks.
 * - Deshawn Miller, 45, Memphis dry-rub maker: one long friendly opener, corrects the pouch size, deadline tied to Memorial Day.
 * - Priya Raman, 36, physio clinic owner in Mississauga: tidy sentences with curly apostrophes, one fact a message, a question back about hosting.
 * - Siobhan MacLeod, 34, pastry chef opening a bakery in Halifax: drops apostrophes, corrects the square footage after the landlord calls.
 * - Brent Olsen, 47, sales director at a Traverse City distillery: trade-show talk, last year's booth and spend mixed in, "I think" hedges.
 * - Gordon Fraser, 66, retired teacher in North Vancouver: terse, says almost nothing until asked, then short complete sentences.
 * - Renee Dubois, 44, mobile dog groomer near Tampa: two long run-on messages with curly apostrophes, lots of dates that belong to the wrap shop and a festival.
 */
/*
 * Writer's note (zh-TW, batch 62: an ordinary week)
 * - 32歲回嘉義接阿公豆花店的前工程師，訊息長、一次講一大串、幾乎不打標點
 * - 40幾歲南投鹿谷茶農太太，一則只講一件事，很短，講錯規格下一則再改
 * - 竹北牙醫診所行政，用語正式、標點完整，會反問預算夠不夠，下一則又更正預算
 * - 27歲中壢寵物美容師，跟男友合開，emoji＋注音文（ㄇ），會反問設計師有沒有做過
 * - 45歲台中大甲自行車零件廠業務經理，商務口吻，一次交代展覽資訊，進場日看錯後更正
 * - 38歲在台北當護理師的女兒，幫高雄鳳山爸媽問透天老屋翻新，語氣口語、會補充「應該」
 * - 31歲住溫哥華的新娘，中英夾雜，年份口誤當場改，婚禮日期跟航班都不是專案日期
 */
/*
 * Writer's note (ko-KR, batch 62: an ordinary week)
 * - brand: 30대 초반 여성, 대전 유성구 1인 필라테스 스튜디오 원장. ㅎㅎ ㅠㅠ 섞어 길게 몇 번에 나눠 말하고, 상표 출원 얘기는 뒤늦게 덧붙임.
 * - packaging: 28세 여성, 망원동에서 친구랑 고체샴푸 공방. 한 메시지에 한 가지씩 툭툭, 무게를 바로 고쳐 말함, 색은 되물음.
 * - website: 40대 여성 CPA, LA 코리아타운 세무회계 사무실. 첫 메시지에 다 몰아서 길게, 예산은 달러라고 굳이 강조하며 되물음.
 * - commercial: 38세 남성, 광주 동명동 카페 사장이 양림동에 2호점 준비. 1호점 숫자를 섞어 말하고 평수를 계약서 보고 정정.
 * - exhibition: 40대 후반 남성, 부산 영도 어묵 회사 해외영업 과장. 격식체로 날짜·크기·예산을 한꺼번에 정확히, 작년 부스와 비교.
 * - residential: 60대 여성, 대구 수성구 아파트 전체 수리. 딸이 알려줘서 처음 써봄, 띄어쓰기 엉성하고 물어봐야만 짧게 답함.
 * - other: 34세 남성, 전주 인디밴드 보컬. 첫 정규앨범 커버·LP 재킷. ㅋㅋ 많고 짧게 여러 번, 포스터는 나중으로 정정.
 */
export const sixtySecondHeldOutConversations: CorpusConversation[] = [
  // Tanya Boucher, 38, ex-courier who runs a mobile bike repair van in Winnipeg ("Boneshaker Bike Co").
  // Exercises: one fact a message, lowercase, "lol", a hedged deadline with a question mark ("so end of march?"),
  // asks back whether she needs a trademark, the van graphics volunteered as an extra.
  // NOT facts of the project: the canva logo from 2021, the $3000 bike, the 1860s, grandpa's bmx, the $89 tune-up at the shop on osborne.
  {
    id: 'heldout62-brand-en-winnipeg-bike-repair',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hi! i run a mobile bike repair thing in winnipeg, i go to peoples houses in a van",
      "its called Boneshaker Bike Co",
      "need a proper logo, the one i have now i made in canva in like 2021 lol",
      "and something that looks good on the side of the van",
      "oh and i want it done before riding season, so end of march?",
    ],
    whenAsked: {
      project_background: "like i said, mobile bike repair in a van, need a logo that isnt from canva lol",
      problem_need: "people think im just some guy with a toolbox. i want it to look legit, like a real business you can trust with your $3000 bike",
      brand_name_story: "boneshakers were like the first bikes, 1860s, wooden wheels. and my grandpa called my old bmx that cuz it rattled so bad",
      products_or_services: "tune ups, flat fixes, brakes and gears, getting bikes ready for winter. i also sell tubes and lights out of the van",
      registration_status: "no not yet. is that something i need??",
      need_registration_assistance: "yeah probably, i have zero clue how that works",
      brand_website: "just insta @boneshakerbikeco, no website yet",
      target_audience: "mostly commuters and families in wolseley, st boniface, river heights. people who dont have time to haul a bike to a shop. the shop on osborne charges $89 for a tune up, im cheaper",
      preferred_style: "kinda old school, like vintage bike head badges. but not too fussy, it has to read on a van",
      colors_and_elements: "a deep red and cream. maybe the big front wheel of an old penny farthing? no neon please",
      expected_deadline: "end of march, like i said",
      key_considerations: "it has to work tiny too, like a sticker on a seatpost. and cheap to print lol",
      other_design_requirements: "business cards i guess, and the van",
    },
    otherwise: "hmm no idea, whatever you think works",
    expected: {
      project_background: { said: 0, text: ['mobile bike repair', 'van'] },
      address: { said: 0, text: ['winnipeg'] },
      other_design_requirements: { said: 3, text: ['side of the van'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['look legit'] },
      brand_name_story: { said: 'asked', text: ['first bikes', 'grandpa'] },
      products_or_services: { said: 'asked', text: ['tune ups', 'flat fixes', 'tubes and lights'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@boneshakerbikeco'] },
      target_audience: { said: 'asked', text: ['commuters', 'families'] },
      preferred_style: { said: 'asked', text: ['old school', 'vintage bike head badges'] },
      colors_and_elements: { said: 'asked', text: ['deep red and cream', 'no neon'] },
      key_considerations: { said: 'asked', text: ['work tiny too', 'cheap to print'] },
    },
  },

  // Deshawn Miller, 45, UPS driver who makes "Lou's Memphis Rub" (named after his mama) and sells it at a Saturday market.
  // Exercises: one long opener carrying background, product, form and channels at once; a correction of the pouch size
  // (8 oz -> 6 oz, the 8 was the old bag); the design deadline stated against a holiday that is NOT the deadline.
  // NOT facts of the project: 15 years, his uncle's cookouts in Whitehaven, the 8 oz (superseded), $10 a bag,
  // Cash Saver (a store that might carry it, not a decided channel), Memorial Day (when it should be printed/on shelves).
  {
    id: 'heldout62-packaging-en-memphis-dry-rub',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hey good evening. My name is Deshawn, I been making a dry rub for about 15 years, started at my uncle's cookouts in Whitehaven and now I sell it at the Agricenter farmers market on saturdays and out of my trunk honestly lol. Im here in Memphis. It's called Lou's Memphis Rub after my mama. Right now its in a ziploc bag with a sticker I print at home and it looks like it. I want real packaging so I can get into some stores, Cash Saver said they might take it if it looks right. Thinking a pouch with a window so you can see the rub and maybe a small tin too. 8 oz pouch",
      "Sorry 6 oz not 8, the 8 was the old bag. Tin would be 4 oz",
      "I need the design done by end of April so I can get it printed before Memorial Day, thats when everybody grills",
    ],
    whenAsked: {
      product_description: "its a dry rub, you put it on ribs, pork shoulder, chicken before it goes on the smoker. some folks put it on fries",
      unique_selling_point: "no sugar in it. everybody else rub is mostly brown sugar. mine is pepper, paprika, garlic and a little coffee",
      target_audience: "folks who grill on the weekends, church cookout people, men and women, 30s and up. and people who moved away from Memphis and miss it",
      preferred_style: "bold. old school memphis, like the club signs on beale street. not cute",
      colors_and_elements: "red and black, maybe some smoke coming up. my mamas name Lou gotta be big on it",
      preferred_materials: "i dont really know materials. kraft paper maybe? i seen a rub in a brown paper pouch that looked nice. but it gotta seal back up",
      key_considerations: "keeping the cost per bag low, i only sell it for $10. and it gotta have the nutrition label and all that so stores take it",
    },
    otherwise: "whatever you think is best, you the expert",
    expected: {
      project_background: { said: 0, text: ['ziploc bag', 'get into some stores'] },
      product_description: { said: 0, text: ['dry rub'] },
      address: { said: 0, text: ['Memphis'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['bag_pouch', 'can_tin'] } },
      sales_channels: { said: 0, text: ['farmers market', 'stores'] },
      specification: { said: 1, text: ['6 oz', '4 oz'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      unique_selling_point: { said: 'asked', text: ['no sugar', 'coffee'] },
      target_audience: { said: 'asked', text: ['grill on the weekends', 'moved away from Memphis'] },
      preferred_style: { said: 'asked', text: ['bold', 'not cute'] },
      colors_and_elements: { said: 'asked', text: ['red and black', 'smoke'] },
      preferred_materials: { said: 'asked', text: ['kraft paper'] },
      key_considerations: { said: 'asked', text: ['cost per bag low', 'nutrition label'] },
    },
  },

  // Priya Raman, 36, physiotherapist who owns a small clinic in Port Credit, Mississauga.
  // Exercises: one fact a message in tidy sentences with curly apostrophes and an emoji; a question back about hosting
  // (no fact); a budget as a soft range ("maybe $8k? Could stretch to 10"); a go-live date hedged with a question mark.
  // NOT facts of the project: her nephew, 2019 (when the old site was built), March Break (the reason, not the date),
  // the Tamil/Punjabi-speaking patients (a "maybe later", not a language of this site).
  {
    id: 'heldout62-website-en-mississauga-physio',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi there, I own a small physio clinic in Port Credit, Mississauga. Three physios and an RMT.",
      "Our site is stridephysio.ca — my nephew built it in 2019 and it’s really showing its age 😅",
      "The big thing is online booking. Right now people call or email and my front desk is drowning",
      "Do you guys do the hosting too or is that separate?",
      "Budget maybe $8k? Could stretch to 10 if it’s really good.",
      "Ideally live before March Break, so by March 13?",
    ],
    whenAsked: {
      main_pages: "Home, Services, Our Team, Book Online, Contact. Maybe a page for the direct billing / insurance questions we get all day",
      languages: "English for sure. A lot of our older patients speak Tamil or Punjabi… is that hard to add? Maybe later though",
      target_audience: "Mostly 40+, people after surgery, runners from the waterfront trail, some seniors. Most of them book from their phone",
      competitors: "There’s a chain, Lakeshore Physio Group, their site is so clean. I don’t love their colours though",
      preferred_style: "Calm, bright, not too clinical. Real photos of our team, not stock",
      key_considerations: "It has to work with Jane, that’s our booking software. And I need to be able to update hours myself without calling anyone",
    },
    otherwise: "No strong preference, I trust you!",
    expected: {
      project_background: { said: 0, text: ['physio clinic', 'Three physios'] },
      address: { said: 0, text: ['Port Credit'] },
      url: { said: 1, text: ['stridephysio.ca'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 2, text: ['online booking', 'front desk is drowning'] },
      budget: { said: 4, value: { kind: 'money', amount: 8000, max: 10000, currency: 'CAD' } },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'by' } },
      main_pages: { said: 'asked', text: ['Services', 'Our Team', 'Book Online', 'Contact'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['after surgery', 'runners', 'seniors'] },
      competitors: { said: 'asked', text: ['Lakeshore Physio Group'] },
      preferred_style: { said: 'asked', text: ['Calm', 'not too clinical'] },
      key_considerations: { said: 'asked', text: ['work with Jane', 'update hours myself'] },
    },
  },

  // Siobhan "Shiv" MacLeod, 34, pastry chef leaving a downtown hotel kitchen to open a bakery-cafe in Halifax's North End.
  // Exercises: drops apostrophes; the size corrected after the landlord calls (1200 -> 1,050 usable); an opening
  // month with "early"; a budget given next to a bigger loan figure that is not the design budget.
  // NOT facts of the project: 9 yrs at the hotel, the laundromat since 1988, 1200 sq ft (includes the basement),
  // the $150k loan (part of it is equipment), the other spot on the street and its frozen dough, Dal students' school.
  {
    id: 'heldout62-commercial-en-halifax-bakery',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -240,
    messages: [
      "hi! im finally opening my own bakery cafe after 9 yrs as pastry chef at a hotel downtown. found a spot on agricola st in the north end, it was a laundromat since like 1988 so its a blank ugly box lol",
      "its about 1200 sq ft",
      "sorry landlord just called, its 1,050 usable. the 1200 counts the basement storage",
      "hoping to open early june, before the cruise ships and tourists",
    ],
    whenAsked: {
      problem_need: "it has to work for a tiny team, like 3 of us. bake in the back, sell up front, and people can see the ovens",
      brand_value: "honest simple food made from scratch. you walk in and it feels like a friends kitchen, warm, smells like butter",
      target_audience: "neighbourhood people, young families, the remote workers with laptops, dal students on weekends",
      competitive_advantage: "everything is laminated in house, my croissants are the thing. the other spot on the street buys frozen dough",
      preferred_style: "scandi-ish but warmer? light wood, a little bit maritime but not nautical kitsch please",
      colors_and_elements: "sea glass green, cream, a bit of brass. and i want to keep the big front window",
      unique_design: "a long marble counter where people watch me roll dough. like a little stage",
      budget: "around 120k for the fitout. i got a small business loan for 150 but some of that is ovens and mixers",
      key_considerations: "staying on budget for real. and accessibility, theres a step at the door right now",
      other_design_requirements: "signage for sure, maybe the menu board",
    },
    otherwise: "not sure, open to ideas!",
    expected: {
      project_background: { said: 0, text: ['bakery cafe', 'laundromat'] },
      address: { said: 0, text: ['agricola st', 'north end'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1050, unit: 'ft2' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'on', part: 'early' } },
      problem_need: { said: 'asked', text: ['tiny team', 'see the ovens'] },
      brand_value: { said: 'asked', text: ['from scratch', 'friends kitchen'] },
      target_audience: { said: 'asked', text: ['young families', 'remote workers'] },
      competitive_advantage: { said: 'asked', text: ['laminated in house', 'croissants'] },
      preferred_style: { said: 'asked', text: ['light wood', 'not nautical kitsch'] },
      colors_and_elements: { said: 'asked', text: ['sea glass green', 'brass', 'front window'] },
      unique_design: { said: 'asked', text: ['marble counter'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 120000, currency: 'CAD' } },
      key_considerations: { said: 'asked', text: ['accessibility', 'step at the door'] },
    },
  },

  // Brent Olsen, 47, sales director at Copper Pike Distilling in Traverse City, Michigan, first time at the NRA Show in Chicago.
  // Exercises: an opener that mixes this year's booth with last year's (a 10x10 in Vegas, 18k), a hard budget cap,
  // show dates in one message, move-in hedged ("I think"), a partner who disagrees, trade-show shorthand.
  // NOT facts of the project: the 10x10 and the Vegas show, the 18k spent last year, 8am (a slot time), the Great Lakes show in the fall (a maybe for later).
  {
    id: 'heldout62-exhibition-en-traverse-city-distillery',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi, Brent from Copper Pike Distilling up in Traverse City. We got a 10 by 20 foot booth at the National Restaurant Association Show in Chicago this May, McCormick Place. First time at that one. Last year we did a 10x10 at a show in Vegas and spent like 18k on a booth that looked like a garage sale",
      "Show runs May 16-19",
      "budget is 40k all in. thats what got approved, wont go higher",
    ],
    whenAsked: {
      brand_value: "small batch, great lakes, cherry wood. we want people to feel like they walked into a lake cabin up north",
      target_audience: "restaurant and bar buyers, distributors. not really the public, its a trade show",
      preferred_style: "rustic but clean, not hokey. think a nice cabin not a hunting lodge",
      unique_design: "a tasting bar made out of an old canoe? my partner thinks thats dumb lol. or a back wall that looks like birch trees",
      water_electricity_supply: "power for 2 coolers and the lights. no water, we bring our own ice",
      entry_date: "move in is the 14th I think, they gave us an 8am slot. i'll double check",
      exit_date: "tear down is the 19th right after close, everything out that night",
      key_considerations: "we drive it down in our own trailer and its me and 2 guys setting up, so it cant be heavy or complicated",
      plans_after_project: "if it works we'd reuse it, maybe the Great Lakes show in the fall",
    },
    otherwise: "no preference really, whatever looks good and ships easy",
    expected: {
      project_background: { said: 0, text: ['Copper Pike Distilling', 'National Restaurant Association Show'] },
      address: { said: 0, text: ['McCormick Place'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-05-16', precision: 'day', relation: 'on' } },
      budget: { said: 2, value: { kind: 'money', amount: 40000, bound: 'at_most', currency: 'USD' } },
      brand_value: { said: 'asked', text: ['small batch', 'lake cabin'] },
      target_audience: { said: 'asked', text: ['bar buyers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['rustic but clean', 'nice cabin'] },
      unique_design: { said: 'asked', text: ['canoe', 'birch'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-05-14', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-05-19', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['own trailer', 'cant be heavy'] },
    },
  },

  // Gordon Fraser, 66, retired high-school teacher; he and his wife Margaret bought a townhouse in Lynn Valley, North Vancouver.
  // Exercises: a terse visitor who volunteers two short lines, then answers only when asked, briefly; a build year
  // with "I believe"; a move-in date derived from a sale closing; the old house's size next to the new one.
  // NOT facts of the project: the Burnaby house and its 2,800 sq ft, August 31 (the sale closing), the daughter in Calgary,
  // "20 years" (how long they hope to stay).
  {
    id: 'heldout62-residential-en-north-van-townhouse',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hello. My wife and I bought a townhouse in North Vancouver and want to renovate it before we move in.",
      "It's in Lynn Valley, if that matters.",
    ],
    whenAsked: {
      layout: "Three bedrooms upstairs, 2.5 baths. Living and dining on the main floor, kitchen at the back.",
      age: "Built in 1994, I believe.",
      problem_need: "The kitchen is original and dark. The stairs are steep and my knees aren't what they were.",
      target_audience: "Just the two of us. Our daughter and the grandkids visit from Calgary a few times a year.",
      lifestyle: "We're both retired. I read a lot, Margaret paints. We cook most nights.",
      preferred_style: "Nothing trendy. Comfortable, good light.",
      colors_and_elements: "Margaret wants a spot for her easel by a window. No grey. We've had enough grey.",
      space_size: "About 1,600 square feet. Our old house in Burnaby was 2,800.",
      budget: "We've set aside $90,000.",
      move_in_date: "Our house sale closes August 31, so September 1st.",
      key_considerations: "Aging in place. We'd like to stay 20 years if we can.",
      important_collections: "Books. A lot of books.",
    },
    otherwise: "No preference.",
    expected: {
      project_background: { said: 0, text: ['renovate it before we move in'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 1, text: ['Lynn Valley'] },
      layout: { said: 'asked', text: ['Three bedrooms', '2.5 baths'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 32, unit: 'years' } },
      problem_need: { said: 'asked', text: ['kitchen is original', 'stairs are steep'] },
      target_audience: { said: 'asked', text: ['two of us', 'grandkids'] },
      lifestyle: { said: 'asked', text: ['retired', 'paints', 'cook most nights'] },
      preferred_style: { said: 'asked', text: ['Nothing trendy', 'good light'] },
      colors_and_elements: { said: 'asked', text: ['easel', 'No grey'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 1600, unit: 'ft2' } },
      budget: { said: 'asked', value: { kind: 'money', amount: 90000, currency: 'CAD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['Aging in place'] },
    },
  },

  // Renee Dubois, 44, runs "Suds on Wheels" mobile dog grooming out of Brandon, FL (Tampa area); needs a wrap for her new second van.
  // Exercises: two long run-on messages with curly apostrophes; background, the job, the problem and a later plan all
  // in message 0; a chain of dates where only one is the design deadline (files by Feb 13).
  // NOT facts of the project: 6 years in business, 2022 (the van's model year), the Lakeland shop, 2020 and $3,200 for the old wrap,
  // Feb 27 (the install), the Strawberry Festival in Plant City, 50 feet is a legibility target not a size.
  {
    id: 'heldout62-other-en-tampa-van-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi!! ok so I have a mobile dog grooming business, Suds on Wheels, been doing it 6 years out of Brandon (Tampa area). I just bought a second van, a 2022 Sprinter, and I need a wrap designed for it. The first van’s wrap was done by a shop in Lakeland in 2020 for $3,200 and honestly I hate it, way too busy, nobody can read the phone number when I’m driving by lol. I want the new one clean and readable and then maybe redo the old van to match later",
      "deadline wise the wrap shop needs print files 2 weeks before install, install is feb 27, so I need the design by feb 13. we have a booth at the Strawberry Festival in Plant City right after and I want the new van there",
    ],
    whenAsked: {
      target_audience: "busy families, lots of older folks who can’t lift their dog into a tub, people with anxious dogs who hate the salon",
      preferred_style: "clean, cheerful, kinda retro? big bubbles maybe. NOT cartoon dogs with giant eyes lol",
      colors_and_elements: "teal and white, that’s my brand. phone number HUGE on both sides and the back. logo stays the same",
      key_considerations: "readable from 50 feet at a red light. and there’s a side window and the sliding door so nothing important can go across those",
      collaboration_notes: "text is best, I’m in the van all day. I make the final call, my husband just has opinions lol. quick turnaround please!!",
    },
    otherwise: "idk, whatever you think looks good!",
    expected: {
      project_background: { said: 0, text: ['mobile dog grooming', 'second van'] },
      address: { said: 0, text: ['Brandon'] },
      other_design_requirements: { said: 0, text: ['wrap designed'] },
      problem_need: { said: 0, text: ['clean and readable'] },
      plans_after_project: { said: 0, text: ['redo the old van to match'] },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-02-13', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['busy families', 'anxious dogs'] },
      preferred_style: { said: 'asked', text: ['cheerful', 'retro', 'bubbles'] },
      colors_and_elements: { said: 'asked', text: ['teal and white', 'phone number'] },
      key_considerations: { said: 'asked', text: ['readable from 50 feet', 'sliding door'] },
      collaboration_notes: { said: 'asked', text: ['text is best', 'final call'] },
    },
  },

  // 阿哲, 32, quit a tech job in Hsinchu last year to take over his grandfather's douhua shop in Chiayi; long run-on messages, no punctuation.
  // Exercises: everything in 4 long messages; the brand-name story and the problem in one message; trademark status hedged
  // ("好像有申請…不確定") with a need for help hedged ("應該會需要"); asks back how long it takes when asked the deadline.
  // NOT facts of the project: 民國62年 / 50幾年 (when grandpa started), 新竹科技業 (his old job), 一碗35 and 連鎖一碗60 (prices),
  // 6月 (start of shaved-ice season, not the deadline).
  {
    id: 'heldout62-brand-zh-chiayi-douhua-rebrand',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我想問品牌設計 我家在嘉義賣豆花 是我阿公民國62年開始推車賣的 到現在50幾年了 我去年從新竹科技業離職回來接 想說趁這次把整個品牌重新整理 不只是logo 包含招牌 杯子 菜單那些都想一起換',
      '店名叫「阿添豆花」 阿添是我阿公的名字 以前大家都叫他添伯 所以老客人都講添伯的豆花 名字一定要留 現在最大問題是看起來太舊 年輕人經過不會想進來 然後外帶杯跟招牌每個字體都不一樣 很亂',
      '我們賣的是傳統豆花 粉圓 花生 夏天有剉冰 冬天有燒仙草 一碗35 旁邊新開的連鎖一碗要60 價格我們還算有競爭力啦',
      '喔對 商標的部分 我爸說他好像以前有去申請過 但找不到任何資料 我也不確定到底有沒有 如果要重弄的話應該會需要你們幫忙',
    ],
    whenAsked: {
      brand_website: '沒有官網 只有FB粉專 搜「阿添豆花」就找得到',
      target_audience: '附近的學生跟上班族 還有假日來嘉義玩的觀光客 我想多吸引年輕一點的',
      preferred_style: '懷舊但不要老氣 有點像那種日式老舖翻新的感覺 乾淨一點',
      colors_and_elements: '想保留原本招牌的紅色 然後可以放阿公推車的圖案 不要粉紅色 太像手搖飲',
      expected_deadline: '你們一般要做多久？我是希望5月底前可以換好 6月開始就是剉冰旺季',
      key_considerations: '老客人要認得出來 不要改到他們以為換老闆了',
      registration_status: '不確定欸 剛有說 我爸也找不到',
      need_registration_assistance: '要 麻煩你們',
    },
    otherwise: '這個我沒什麼想法 你們專業的決定就好',
    expected: {
      project_background: { said: 0, text: ['豆花', '品牌重新整理'] },
      address: { said: 0, text: ['嘉義'] },
      other_design_requirements: { said: 0, text: ['招牌', '杯子', '菜單'] },
      brand_name_story: { said: 1, text: ['阿添是我阿公的名字', '添伯'] },
      problem_need: { said: 1, text: ['看起來太舊', '年輕人經過不會想進來'] },
      products_or_services: { said: 2, text: ['豆花', '粉圓', '剉冰', '燒仙草'] },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 3, value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['學生', '上班族', '觀光客'] },
      preferred_style: { said: 'asked', text: ['懷舊', '日式老舖'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '推車', '不要粉紅色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['老客人要認得出來'] },
    },
  },

  // 陳太太, 40s, tea farmer's wife in Lugu, Nantou; one short fact per message, then only answers when asked.
  // Exercises: greeting as its own message; spec given (150克) then corrected in the next message (75克, still 一盒兩包);
  // last year's sales volume next to this year's print run; asks back whether the deadline is feasible.
  // NOT facts of the project: 三代 (family history), 150克 (the old bag), 去年過年賣了快800盒 (last year's sales),
  // 10月底 (when the winter tea comes out, not the deadline), 30塊 is a cost ceiling (kept inside key_considerations only as words).
  {
    id: 'heldout62-packaging-zh-lugu-oolong-one-fact-per-message',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好',
      '我們是鹿谷做茶的 家裡種茶做茶三代了',
      '想做新的茶葉包裝',
      '凍頂烏龍 還有一款紅茶',
      '一包150克 一盒兩包',
      '啊 講錯 150是舊的 新的想改小包裝 一包75克 一樣一盒兩包',
      '之前都用農會統一的盒子 大家都長一樣 放在架上根本認不出是我們家的 去年過年賣了快800盒 都是那種盒子',
    ],
    whenAsked: {
      packaging_form: '盒裝 然後也想要一個送禮用的禮盒',
      unique_selling_point: '我們是自己種自己焙 不是跟人家收茶菁來做的 焙火是我先生顧的 喝起來有焙火香',
      target_audience: '買來送禮的比較多 四五十歲以上吧 最近也有一些年輕人開始喝',
      sales_channels: '自己店裡 還有蝦皮 過年會去台北年貨大街擺攤',
      preferred_style: '簡單 有山的感覺 不要太花',
      colors_and_elements: '深綠 米白 想放我們家茶園的山 不要紅配金 太像過年禮盒 平常也要賣',
      preferred_materials: '外盒紙的就好 有點粗粗的那種紙 裡面一定要鋁箔袋 茶葉怕潮',
      expected_deadline: '冬茶10月底出 盒子要先印 設計最晚8月底好 來得及嗎',
      key_considerations: '成本不要太高 一個盒子超過30塊就太貴了 我們量不大 一次印一千個左右',
      specification: '75克 一盒兩包 剛剛有改',
    },
    otherwise: '這個我不太懂 你們建議就好',
    expected: {
      project_background: { said: 1, text: ['鹿谷', '做茶'] },
      address: { said: 1, text: ['鹿谷'] },
      product_description: { said: 3, text: ['凍頂烏龍', '紅茶'] },
      specification: { said: 5, text: ['75克', '一盒兩包'] },
      problem_need: { said: 6, text: ['認不出是我們家的'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['box', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['自己種自己焙', '焙火香'] },
      target_audience: { said: 'asked', text: ['送禮', '四五十歲'] },
      sales_channels: { said: 'asked', text: ['店裡', '蝦皮', '年貨大街'] },
      preferred_style: { said: 'asked', text: ['簡單', '山的感覺'] },
      colors_and_elements: { said: 'asked', text: ['深綠', '米白', '不要紅配金'] },
      preferred_materials: { said: 'asked', text: ['紙', '鋁箔袋'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['成本不要太高', '一次印一千個'] },
    },
  },

  // 林小姐, administrative head of a dental clinic in Zhubei; formal, full punctuation, polite, one emoji.
  // Exercises: URL in its own message; booking need stated up front; asks back whether 15萬 is enough, then corrects the budget to
  // 20萬 in the next message after checking with the director; English version deferred ("之後再說").
  // NOT facts of the project: 開業12年, 4位醫師 (clinic facts), 15萬 (superseded budget), 暑假 is the reason, not the date itself.
  {
    id: 'heldout62-website-zh-zhubei-dental-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是竹北一間牙醫診所的行政，想詢問網站改版。我們診所開業12年了，目前有4位醫師，網站是開業時請朋友做的，很久沒更新，用手機看版面都跑掉。',
      '現在的網址是 www.xinyue-dental.com.tw ，可以先參考看看（有點丟臉😅）',
      '主要希望新網站可以讓病人直接線上預約，現在都是打電話，櫃台常常忙不過來。另外想加強植牙和矯正的介紹，這兩個是我們主要想推的項目。',
      '請問這種有預約功能的網站大概要多少錢呢？院長說預算抓15萬，不知道夠不夠？',
      '不好意思，剛剛跟院長確認過，他說可以到20萬，含預約系統。',
    ],
    whenAsked: {
      category: '應該算是預約服務的網站，但也要有診所介紹。',
      main_pages: '首頁、醫師介紹、診療項目、線上預約、交通資訊，衛教文章如果可以也想要。',
      languages: '中文就好，竹科外籍工程師蠻多的，英文版可以之後再說嗎？',
      target_audience: '附近帶小孩來的家長，還有竹科上班族，30到45歲最多。',
      competitors: '新竹市區有一間「微笑樹牙醫」網站做得很好看，可以參考。',
      preferred_style: '乾淨、專業，但不要冷冰冰的醫院感，溫暖一點。',
      expected_deadline: '希望暑假前上線，暑假小朋友矯正的諮詢最多，最晚6月底。',
      key_considerations: '預約系統要能跟我們現在的醫師排班對得上，還有要符合醫療廣告的規定，不能寫療效保證之類的。',
      budget: '剛剛有說，院長說可以到20萬。',
    },
    otherwise: '這部分沒有特別的想法，麻煩您們給建議。',
    expected: {
      project_background: { said: 0, text: ['牙醫診所', '很久沒更新'] },
      address: { said: 0, text: ['竹北'] },
      url: { said: 1, text: ['xinyue-dental.com.tw'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 2, text: ['線上預約', '櫃台常常忙不過來'] },
      budget: { said: 4, value: { kind: 'money', amount: 200000, currency: 'TWD' } },
      main_pages: { said: 'asked', text: ['醫師介紹', '診療項目', '線上預約', '衛教'] },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['家長', '竹科上班族'] },
      competitors: { said: 'asked', text: ['微笑樹牙醫'] },
      preferred_style: { said: 'asked', text: ['乾淨', '專業', '溫暖'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-30', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['預約系統', '醫療廣告'] },
    },
  },

  // 小米, 27, pet groomer opening a shop with her boyfriend near Chung Yuan University, Zhongli; emoji, 注音文 (ㄇ), 哈哈.
  // Exercises: size hedged and second-hand ("房東講的 我們還沒自己量"); career history and her own old dog in the same message
  // as the competitive advantage; a question back ("你們有做過寵物店ㄇ？") carrying the key consideration; budget "100萬內"
  // with an equipment figure inside it; opening month with a reason and "還是太趕？".
  // NOT facts of the project: 台北的連鎖店 / 5年 (her past job), 12歲 (her dog), 早餐店 (the previous tenant),
  // 快30 (equipment share of the budget), 6月梅雨季.
  {
    id: 'heldout62-commercial-zh-zhongli-pet-grooming',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 想問店面設計～我跟男友要開寵物美容店🐶',
      '在中壢 中原大學後面那條 之前是一間早餐店 現在空著',
      '大概18坪吧 房東講的 我們還沒自己量',
      '我之前在台北的連鎖店做了5年美容 有考到A級美容師 然後我家狗狗12歲了 所以我們會特別做老犬友善的美容 這個附近都沒有',
      '想問一下你們有做過寵物店ㄇ？要特別注意的是洗澡區排水 還有吹水機很吵 樓上是住家 怕被抱怨😭',
    ],
    whenAsked: {
      problem_need: '希望狗狗進來不要緊張 然後動線要順 我們只有兩個人 一個人也要顧得到',
      brand_value: '安心吧 想讓主人覺得把毛孩交給我們很放心 像交給家人一樣',
      target_audience: '附近的學生跟年輕上班族 養小型犬的比較多 還有老狗的主人',
      preferred_style: '溫暖 可愛但不要太幼稚 有點像韓國那種奶油風',
      colors_and_elements: '奶茶色 淺木頭 可以有狗狗腳印 不要螢光色',
      unique_design: '想做一面大玻璃 讓路過的人跟主人都看得到美容過程 這樣也算招牌吧哈哈',
      budget: '裝潢加設備想控制在100萬內 真的不能再多了😭 光洗澡台烘箱那些就快30了',
      opening_date: '想說5月開 因為6月梅雨季狗狗皮膚問題多 生意會比較好 哈哈 還是太趕？',
      space_size: '18坪 房東說的啦',
      address: '中壢 中原大學後面',
    },
    otherwise: '都可以～你們覺得好就好',
    expected: {
      project_background: { said: 0, text: ['寵物美容店'] },
      address: { said: 1, text: ['中壢', '中原大學'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      competitive_advantage: { said: 3, text: ['A級美容師', '老犬友善'] },
      key_considerations: { said: 4, text: ['排水', '吹水機很吵'] },
      problem_need: { said: 'asked', text: ['狗狗進來不要緊張', '動線要順'] },
      brand_value: { said: 'asked', text: ['安心', '像交給家人'] },
      target_audience: { said: 'asked', text: ['小型犬', '老狗的主人'] },
      preferred_style: { said: 'asked', text: ['溫暖', '奶油風'] },
      colors_and_elements: { said: 'asked', text: ['奶茶色', '腳印', '不要螢光色'] },
      unique_design: { said: 'asked', text: ['大玻璃'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 1000000, bound: 'at_most', currency: 'TWD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on' } },
    },
  },

  // 黃經理, 45, sales manager of a bike-parts factory in Dajia, Taichung; businesslike, half punctuation, all the show facts up front.
  // Exercises: booth size given as "6x3米" next to the old "3x3"; show dates, entry and exit in one message, then the entry
  // date corrected from the organiser's manual (3/23 → 3/22); budget that excludes the booth fee; a famous brand as a style
  // reference with "預算沒那麼多".
  // NOT facts of the project: 大甲 (the factory, not the venue), 3x3 (their past shared booths), 前幾年,
  // 3/23 (the other allowed entry day), 展位費 (not in the budget), Shimano (a reference, not a competitor nearby), 4張椅子 is detail.
  {
    id: 'heldout62-exhibition-zh-dajia-bike-parts-taipei-cycle',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們是台中大甲的自行車零件廠 主要做碟煞跟變速零件 今年第一次要自己包一個獨立展位參加台北自行車展 前幾年都是跟公會的聯合館擠一個3x3的小攤位 這次公司決定擴大 拿到6x3米的位子 在南港展覽館1館',
      '展期是3/25到3/28 進場是3/23 撤場是最後一天3/28下午展完就開始撤',
      '不好意思 進場我看錯了 主辦寄來的手冊寫進場是3/22跟3/23兩天 我們排3/22',
    ],
    whenAsked: {
      brand_value: '耐用 精準 我們很多是幫國外品牌代工 希望買家覺得我們是有技術的工廠 不只是便宜',
      target_audience: '國外的品牌採購跟代理商為主 歐洲 日本的買家 一般民眾不是重點',
      preferred_style: '工業感 俐落 黑色金屬那種 有點像Shimano的展位 不過我們預算沒那麼多哈',
      unique_design: '想放一台可以讓人實際試煞車的台子 或是一面零件拆解的展示牆',
      water_electricity_supply: '只要電 燈跟螢幕 試煞車的台子也要電',
      budget: '老闆給的是60萬 含施工跟撤場 不含展位費',
      key_considerations: '零件很小 要讓人看得清楚 燈光很重要 還有要一個可以坐下來談的洽談區 至少放4張椅子',
      entry_date: '3/22 剛剛有更正',
    },
    otherwise: '這個沒特別要求 照你們的經驗',
    expected: {
      project_background: { said: 0, text: ['碟煞', '變速零件', '台北自行車展'] },
      address: { said: 0, text: ['南港展覽館1館'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-22', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['耐用', '精準', '有技術'] },
      target_audience: { said: 'asked', text: ['採購', '代理商'] },
      preferred_style: { said: 'asked', text: ['工業感', '俐落'] },
      unique_design: { said: 'asked', text: ['試煞車', '拆解'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 600000, currency: 'TWD' } },
      key_considerations: { said: 'asked', text: ['燈光', '洽談區'] },
    },
  },

  // 陳小姐, 38, a nurse in Taipei asking on behalf of her parents in Fengshan, Kaohsiung; casual, medium messages, "應該", "欸".
  // Exercises: type, age and place in one message with a childhood aside; layout with a hedge; the father's surgery as the
  // reason for the need; size from the deed "三層加起來"; budget range shared with her brother; move-in tied to where the
  // parents stay during works (brother's place in Taichung).
  // NOT facts of the project: 國小的時候 (when she moved in), 去年膝蓋開刀 (her father's surgery), 台中 (her brother's home),
  // 幾個月 (temporary stay), 70幾歲 is the residents' age (kept only inside target_audience words).
  {
    id: 'heldout62-residential-zh-fengshan-townhouse-for-parents',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我想幫我爸媽問老屋翻新',
      '在高雄鳳山 透天三樓 屋齡大概35年 我國小的時候搬進去的',
      '格局是四房兩廳三衛吧 應該 一樓客廳餐廳廚房 二三樓都是房間 其實有一間根本是在堆雜物',
      '最大的問題是樓梯 我爸去年膝蓋開刀 現在爬到三樓很辛苦 想把他們房間移到一樓 然後浴室很滑 很怕他們跌倒',
      '坪數的話 權狀寫45坪 三層加起來的',
      '住的人就是我爸媽 都70幾了 還有一隻貓 我跟我哥過年過節會回去住',
    ],
    whenAsked: {
      lifestyle: '我媽很愛煮 每天都會開伙 我爸喜歡在一樓看電視 跟鄰居泡茶',
      preferred_style: '簡單好整理就好 不要太多裝飾 他們喜歡木頭的感覺',
      colors_and_elements: '淺色系 亮一點 現在家裡很暗 我媽說不要全白 像醫院',
      budget: '大概250到300萬 我跟我哥一起出',
      move_in_date: '他們現在住在裡面欸 可能去我哥台中那邊住幾個月？希望年底前可以弄好搬回去',
      key_considerations: '安全第一 扶手 止滑 門檻全部拿掉 還有施工期間他們住哪要一起想',
      address: '高雄鳳山',
    },
    otherwise: '這我要問一下我爸媽 先這樣就好',
    expected: {
      project_background: { said: 0, text: ['老屋翻新', '我爸媽'] },
      address: { said: 1, text: ['鳳山'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 35, unit: 'years' } },
      layout: { said: 2, text: ['四房兩廳三衛'] },
      problem_need: { said: 3, text: ['樓梯', '房間移到一樓', '浴室很滑'] },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 45, unit: 'ping' } },
      target_audience: { said: 5, text: ['我爸媽', '一隻貓'] },
      lifestyle: { said: 'asked', text: ['每天都會開伙', '泡茶'] },
      preferred_style: { said: 'asked', text: ['好整理', '木頭'] },
      colors_and_elements: { said: 'asked', text: ['淺色', '不要全白'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 2500000, max: 3000000, currency: 'TWD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-12-31', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['扶手', '止滑', '門檻'] },
    },
  },

  // Vivian, 31, Taiwanese living in Vancouver, wedding back in Taichung; Chinese mixed with English words, "btw", "vibe".
  // Exercises: a year slip corrected mid-message ("明年…啊不是 今年"); the wedding date, venue and flight date that are not the
  // design deadline; the deadline derived by her and put as a question; collaboration notes volunteered with the time zone.
  // NOT facts of the project: 10/17 (the wedding), 台中 老宅餐廳 (the venue, not where she is), 9月初 (her flight home),
  // 2023 and 我姊 (her sister's wedding), 兩個月 (mailing lead time).
  {
    id: 'heldout62-other-zh-vancouver-wedding-stationery',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      'Hi～我人在溫哥華 明年…啊不是 今年10月要回台中辦婚禮 想找人設計喜帖跟婚禮的一整套小物',
      '包括喜帖 謝卡 桌卡 還有當天門口的welcome sign 想要同一套視覺',
      '婚禮是10/17 在台中一間老宅餐廳 我們9月初才會飛回去',
      'btw 我們有時差 你們晚上我這邊是早上 溝通可以用line嗎 我未婚夫也要一起看 最後我們兩個一起決定',
    ],
    whenAsked: {
      problem_need: '不想跟別人撞款 我姊2023結婚是網路買版型 結果她同事的婚禮用一模一樣的🤣 想要有我們自己故事的',
      target_audience: '就是來參加的親友吧 長輩比較多 所以字不要太小',
      preferred_style: '簡約 有點手繪感 像水彩那種 not too 甜',
      colors_and_elements: '想用鼠尾草綠跟米白 可以放楓葉 因為我們是在加拿大認識的 不要大紅色',
      expected_deadline: '喜帖要婚禮前兩個月寄 所以7月底前要全部定稿？這樣ok嗎',
      key_considerations: '中英文都要有 他家是香港人 然後要可以在台灣印 我沒辦法在這邊印好再寄回去',
      address: '溫哥華 剛有說',
    },
    otherwise: 'no preference 都可以～',
    expected: {
      project_background: { said: 0, text: ['婚禮', '喜帖'] },
      address: { said: 0, text: ['溫哥華'] },
      other_design_requirements: { said: 1, text: ['喜帖', '謝卡', '桌卡', 'welcome sign'] },
      collaboration_notes: { said: 3, text: ['line', '一起決定'] },
      problem_need: { said: 'asked', text: ['撞款', '自己故事'] },
      target_audience: { said: 'asked', text: ['親友', '長輩'] },
      preferred_style: { said: 'asked', text: ['簡約', '手繪', '水彩'] },
      colors_and_elements: { said: 'asked', text: ['鼠尾草綠', '楓葉', '不要大紅色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-31', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['中英文', '在台灣印'] },
    },
  },

  // Visitor: 30대 초반 여성, 대전 유성구에서 1:1 필라테스 스튜디오를 혼자 운영. ㅎㅎ ㅠㅠ ㅋㅋ 많고 말이 길다.
  // Exercises: two long opening messages (what + why, name story + problem), an aside about competitors that is
  // context only, an Instagram handle on its own, trademark status added late ("아 참"); registration help and the
  // deadline only when asked, deadline answered with a question back.
  // NOT facts of the project: 오픈한 지 3년 (studio age), 친구가 무료로 만들어준 로고 (the old logo's history),
  // 대형 체인 2개·월 15만원대 (competitors and their price), 작년 9월 (when the trademark was filed),
  // 3월 회원권 리뉴얼 이벤트 (the event the deadline serves; the deadline is 2월 말).
  {
    id: 'heldout62-brand-ko-daejeon-pilates-renewal',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 대전 유성구에서 1:1 필라테스 스튜디오 하고 있어요 ㅎㅎ 오픈한 지 3년 됐는데 로고를 친구가 무료로 만들어준 거라 이번에 브랜드 전체 리뉴얼 하고 싶어서요',
      '이름은 "숨고르기 필라테스"인데 수업할 때 제가 맨날 하는 말이 "숨 고르고 다시 해볼게요~"라서 그렇게 지었어요 ㅋㅋ 근데 지금 로고는 그냥 폰트로 글자만 써놓은 거라 너무 밋밋하고 간판이랑 인스타랑 느낌도 다 달라요ㅠㅠ',
      '아 그리고 근처에 작년에 큰 체인점이 2개나 들어왔어요.. 거긴 월 15만원대라 가격으로는 못 이기거든요',
      '인스타는 @sumgoreugi_pilates 예요!',
      '아 참 상표는 작년 9월에 출원해놨어요 아직 결과는 안 나왔는데',
    ],
    whenAsked: {
      products_or_services: '1:1 개인레슨이랑 2:1 듀엣 레슨이요. 기구 필라테스 위주고 산전 산후 프로그램도 있어요',
      need_registration_assistance: '네 해주시면 좋죠! 혼자 하려니 서류가 너무 헷갈려요',
      target_audience: '30~40대 여성분들이 대부분이고 출산하고 오시는 분들도 많아요. 조용하게 제대로 배우고 싶은 분들?',
      preferred_style: '따뜻하고 차분한 느낌이요. 너무 헬스장 같은 느낌은 싫고 ㅎㅎ',
      colors_and_elements: '세이지 그린이나 베이지 계열이요! 형광색이나 빨간색은 피하고 싶어요',
      expected_deadline: '3월에 회원권 리뉴얼 이벤트 하려고 해서 2월 말까지는 됐으면 좋겠어요 가능할까요?',
      key_considerations: '간판이랑 인스타 프로필에 다 쓸 거라 단순했으면 해요. 작게 줄여도 잘 보이게요',
    },
    otherwise: '음 그건 딱히 생각 안 해봤어요 ㅎㅎ 추천해주시면 좋을 것 같아요',
    expected: {
      project_background: { said: 0, text: ['필라테스 스튜디오', '리뉴얼'] },
      address: { said: 0, text: ['대전 유성구'] },
      brand_name_story: { said: 1, text: ['숨고르기 필라테스', '숨 고르고 다시 해볼게요'] },
      problem_need: { said: 1, text: ['밋밋하고', '느낌도 다 달라요'] },
      brand_website: { said: 3, text: ['@sumgoreugi_pilates'] },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      products_or_services: { said: 'asked', text: ['개인레슨', '듀엣 레슨', '산전 산후'] },
      target_audience: { said: 'asked', text: ['30~40대 여성', '출산'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 차분한'] },
      colors_and_elements: { said: 'asked', text: ['세이지 그린', '베이지'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-28', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['단순'] },
    },
  },

  // Visitor: 28세 여성, 서울 망원동에서 친구랑 둘이 수제 고체샴푸 공방. 한 메시지에 한 가지씩 짧게, 말끝 "~요/~구요".
  // Exercises: one fact a message; the weight corrected in the next message (80g → 85g); a funding platform that is
  // both the reason and the sales channel; a deadline stated against the funding date; a colour answer that is a
  // question back; materials as a refusal ("플라스틱은 절대").
  // NOT facts of the project: 80g (the old bar), 작년 플리마켓 한달에 200개 (past sales), 4월초 (the funding's open
  // date, not the design deadline), 천개 (print run, kept only as part of the cost concern).
  {
    id: 'heldout62-packaging-ko-mangwon-shampoo-bar',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 샴푸바 패키지 문의요',
      '망원동에서 친구랑 둘이 공방해요',
      '고체 샴푸요 비누처럼 생긴거',
      '지금은 그냥 유산지에 싸서 스티커 붙이는데 좀 없어보여서요 ㅋㅋ',
      '하나에 80g이요',
      '아 85g이에요 80은 예전꺼',
      '와디즈 펀딩 준비중인데 거기 맞춰서 바꾸려구요 작년엔 플리마켓에서 한달에 200개정도 팔았어요',
      '펀딩 오픈이 4월초라 3월 중순까진 나와야돼요',
    ],
    whenAsked: {
      packaging_form: '작은 종이상자요! 상자에 붙이는 성분 라벨도요',
      unique_selling_point: '실리콘 없고 비건 인증 받은 원료만 써요 ㅎㅎ 향은 제주 편백이랑 라벤더 두개',
      target_audience: '20 30대 여자분들이요 제로웨이스트 관심 많은 분들',
      sales_channels: '말씀드린것처럼 와디즈요',
      preferred_style: '귀엽기보단 깔끔한거? 무인양품 같은',
      colors_and_elements: '색은 잘 모르겠어요 향마다 색 다르게 하는건 어때요?',
      preferred_materials: '플라스틱은 절대 안돼요 무조건 종이',
      key_considerations: '펀딩이라 수량이 천개? 정도라 소량 인쇄 단가 괜찮은걸로요',
    },
    otherwise: '음 그건 잘 모르겠어요 괜찮은걸로 추천해주세요',
    expected: {
      project_background: { said: 0, text: ['샴푸바 패키지'] },
      address: { said: 1, text: ['망원동'] },
      product_description: { said: 2, text: ['고체 샴푸'] },
      problem_need: { said: 3, text: ['없어보여서'] },
      specification: { said: 5, text: ['85g'] },
      sales_channels: { said: 6, text: ['와디즈'] },
      expected_deadline: { said: 7, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'mid', relation: 'by' } },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['box', 'label'] } },
      unique_selling_point: { said: 'asked', text: ['비건 인증', '편백'] },
      target_audience: { said: 'asked', text: ['제로웨이스트'] },
      preferred_style: { said: 'asked', text: ['깔끔한', '무인양품'] },
      colors_and_elements: { said: 'asked', text: ['향마다 색'] },
      preferred_materials: { said: 'asked', text: ['종이'] },
      key_considerations: { said: 'asked', text: ['소량', '단가'] },
    },
  },

  // Visitor: 40대 여성 CPA, LA 코리아타운에서 세무회계 사무실 운영. 정돈된 존댓말, 영어 단어 섞음, 첫 메시지에 몰아서 길게.
  // Exercises: one long opening with background, problem, site type and current URL; budget with a question back and
  // an insistence on dollars; languages and audience in one message; deadline stated after a tax-season date that
  // is not the deadline; a competitor named without a URL.
  // NOT facts of the project: 2009년 개업, 직원 6명, 10년 전 조카가 만든 사이트 (history), 세금 시즌,
  // 4월 15일 (the tax filing deadline, when work could start; the launch is 8월 말).
  {
    id: 'heldout62-website-ko-la-ktown-cpa-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: -480,
    messages: [
      '안녕하세요 LA 코리아타운에서 세무회계 사무실 하고 있는 CPA입니다. 2009년에 개업해서 지금 직원이 6명인데 웹사이트가 10년 전에 조카가 만들어준 거라 모바일에서 다 깨져요. 상담 예약도 전화로만 받으니까 세금 시즌엔 전화가 하루 종일 울려서 일이 안 돼요 ㅠ 온라인으로 예약 받을 수 있는 사이트로 새로 만들고 싶어요. 지금 주소는 www.parkcpa-la.com 이에요.',
      '예산은 5천불 정도 생각했는데 혹시 그걸로 되나요? 한국 돈 말고 달러요',
      '한국어랑 영어 둘 다 있어야 돼요. 고객 반 이상이 한인 1세 어르신들이라서요',
    ],
    whenAsked: {
      category: '예약 되는 사이트요',
      main_pages: '회사 소개, 서비스 안내, 예약, 자주 묻는 질문, 오시는 길 정도요',
      competitors: '딱히 없는데 옆 건물 김앤리 CPA 사이트가 깔끔하더라고요. 주소는 모르겠어요',
      preferred_style: '신뢰감 있고 깔끔하게요. 너무 화려한 건 저희 업종이랑 안 맞아요',
      expected_deadline: '지금은 세금 시즌이라 정신이 없어서요.. 4월 15일 마감 끝나고 시작해서 8월 말까지 오픈하면 좋겠어요',
      key_considerations: '어르신들이 쓰기 쉬워야 돼요. 글씨 크고 버튼 크고요. 예약하면 카톡이나 문자로 알림 가면 좋겠어요',
    },
    otherwise: '그건 특별히 생각해본 적 없어요. 추천해 주시면 검토해볼게요',
    expected: {
      project_background: { said: 0, text: ['세무회계 사무실', 'CPA'] },
      address: { said: 0, text: ['LA 코리아타운'] },
      url: { said: 0, text: ['www.parkcpa-la.com'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 0, text: ['모바일', '예약'] },
      budget: { said: 1, value: { kind: 'money', amount: 5000, currency: 'USD' } },
      languages: { said: 2, text: ['한국어', '영어'] },
      target_audience: { said: 2, text: ['한인 1세 어르신'] },
      main_pages: { said: 'asked', text: ['서비스 안내', '예약', '자주 묻는 질문'] },
      competitors: { said: 'asked', text: ['김앤리'] },
      preferred_style: { said: 'asked', text: ['신뢰감', '깔끔하게'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['글씨', '알림'] },
    },
  },

  // Visitor: 38세 남성, 광주 동명동에서 카페 운영 중, 양림동에 베이커리 카페 2호점 준비. "..", "~구요" 많고 두어 줄씩 끊어 보냄.
  // Exercises: the first shop's district, size and cost mixed in with the new shop's; the size given then corrected
  // from the contract in the next message (32평 → 35평); an opening date with a worried question back; a budget
  // ceiling ("안쪽으로"); a colour answer that names what to avoid because the first shop used it.
  // NOT facts of the project: 동명동·15평 (the first shop), 32평 (corrected), 6천 (what the first shop cost),
  // 흰색 타일 (the first shop's finish, to be avoided).
  {
    id: 'heldout62-commercial-ko-gwangju-bakery-cafe-second',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 광주에서 카페하고 있는데요 2호점 인테리어 상담받고 싶어서 연락드렸어요',
      '1호점은 동명동에 있고 15평인데 이번엔 양림동쪽에 좀 크게 해보려구요.. 베이커리까지 같이 하는걸로',
      '평수는 32평 정도요',
      '아 죄송 계약서 다시 보니 전용 35평이네요',
      '4월 말 오픈 목표인데 공사 기간 생각하면 빠듯하겠죠?',
      '예산은 인테리어만 1억 2천 안쪽으로요. 1호점할땐 6천 들었어요',
    ],
    whenAsked: {
      problem_need: '1호점은 자리가 좁아서 주말에 웨이팅이 길어요.. 이번엔 좌석 넉넉하게 하고 싶어요',
      brand_value: '동네 사랑방 같은 느낌? 편하게 오래 있다 가는 곳이요',
      target_audience: '양림동이 관광객도 많고 근처 대학생들도 많아요. 주말엔 가족단위도 오구요',
      competitive_advantage: '빵을 매일 직접 구워요. 천연발효종 쓰는데 그 동네엔 그런데가 별로 없어요',
      preferred_style: '양림동이 근대 건물 많은 동네라 그 느낌 살려서.. 레트로? 근데 너무 빈티지샵 같진 않게요',
      colors_and_elements: '벽돌이랑 나무 좋아해요. 흰색 타일은 1호점에 써서 좀 다르게 가고 싶구요',
      unique_design: '빵 굽는 오븐이 손님 자리에서 보이는 오픈 주방이요',
      key_considerations: '공사기간이요.. 오픈 날짜 못 미루거든요 그리고 건물에 주차가 없어서 그것도 신경써주세요',
    },
    otherwise: '그건 아직 생각 안해봤어요.. 보시고 제안해주세요',
    expected: {
      project_background: { said: 0, text: ['카페', '2호점'] },
      address: { said: 1, text: ['양림동'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 35, unit: 'pyeong' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'on' } },
      budget: { said: 5, value: { kind: 'money', amount: 120000000, bound: 'at_most', currency: 'KRW' } },
      problem_need: { said: 'asked', text: ['웨이팅', '좌석'] },
      brand_value: { said: 'asked', text: ['사랑방'] },
      target_audience: { said: 'asked', text: ['관광객', '대학생'] },
      competitive_advantage: { said: 'asked', text: ['천연발효종'] },
      preferred_style: { said: 'asked', text: ['근대', '레트로'] },
      colors_and_elements: { said: 'asked', text: ['벽돌', '나무'] },
      unique_design: { said: 'asked', text: ['오픈 주방'] },
      key_considerations: { said: 'asked', text: ['공사기간', '주차'] },
    },
  },

  // Visitor: 40대 후반 남성, 부산 영도 어묵 제조업체 해외영업팀 과장. "~습니다" 격식체, 숫자와 날짜를 정확히 적는다.
  // Exercises: a long opening that places the company in 부산 and the fair at 킨텍스; size, opening, move-in and
  // move-out dates all in one message; budget beside last year's spend; water and power inferred from a tasting
  // counter; last year's failure as the problem.
  // NOT facts of the project: 부산 영도 (the company, not the venue), 작년 기본 조립부스 9㎡ and 800 (last year's
  // booth and spend), 오후 5시 (when move-out may start), 3대째 (brand heritage, kept only inside brand value).
  {
    id: 'heldout62-exhibition-ko-busan-fishcake-kintex',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 부산 영도에 있는 어묵 제조업체 해외영업팀입니다. 5월에 킨텍스에서 열리는 식품박람회에 부스로 참가하게 되어 디자인 및 시공 업체를 찾고 있습니다. 작년에는 주최측 기본 조립부스(9㎡)로 나갔는데 옆 부스들에 묻혀서 바이어 상담이 거의 없었습니다.',
      '올해는 독립부스로 6m x 6m, 36㎡ 배정받았습니다. 개막은 5월 13일이고 반입은 전날인 12일입니다. 철수는 16일 폐막 당일 오후 5시 이후부터 시작해서 당일 내 완료해야 합니다.',
      '예산은 시공 포함 2,500만원입니다. 작년에 800 정도 썼는데 올해는 회사에서 힘을 좀 실어주셨습니다.',
      '부스 안에서 어묵을 직접 데워서 시식하게 할 거라 전기랑 수도 둘 다 필요합니다.',
    ],
    whenAsked: {
      brand_value: '3대째 이어온 부산 어묵이라는 점입니다. 전통은 있지만 올드하지 않고, 믿을 수 있는 회사라는 인상을 드리고 싶습니다.',
      target_audience: '해외 바이어가 1순위이고 국내 유통사 MD분들도 만나고 싶습니다. 일반 관람객은 크게 신경 안 쓰셔도 됩니다.',
      preferred_style: '깔끔하고 모던하게 부탁드립니다. 바다 느낌이 살짝 났으면 합니다.',
      unique_design: '시식 카운터를 부스 앞쪽에 크게 두고, 상담 테이블 2개 정도는 안쪽에 조용하게 있었으면 합니다.',
      key_considerations: '영문 표기가 정확해야 하고요, 시식할 때 냄새나 연기 문제 없게 동선이랑 환기 신경 써 주셨으면 합니다.',
    },
    otherwise: '그 부분은 내부적으로 확인 후 다시 말씀드리겠습니다.',
    expected: {
      project_background: { said: 0, text: ['어묵', '식품박람회'] },
      address: { said: 0, text: ['킨텍스'] },
      problem_need: { said: 0, text: ['묻혀서'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-05-13', precision: 'day' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-05-12', precision: 'day' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-05-16', precision: 'day' } },
      budget: { said: 2, value: { kind: 'money', amount: 25000000, currency: 'KRW' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['3대째', '믿을 수 있는'] },
      target_audience: { said: 'asked', text: ['해외 바이어', '유통사'] },
      preferred_style: { said: 'asked', text: ['모던', '바다'] },
      unique_design: { said: 'asked', text: ['시식 카운터', '상담 테이블'] },
      key_considerations: { said: 'asked', text: ['영문', '환기'] },
    },
  },

  // Visitor: 60대 여성, 대구 수성구 아파트에 남편과 둘이 삶. 딸이 알려줘서 처음 써봄, 띄어쓰기 엉성, 물어봐야 짧게 답함.
  // Exercises: two bare opening messages, everything else only when asked; the building's age as a year ("98년");
  // a size hedge settled in the same reply (33 or 34 → 34); a budget that is the son's estimate accepted as a
  // ceiling with a question back; a move-in month with "까지는".
  // NOT facts of the project: 아들 서울 (where the son lives), 딸네 (where she stays during works), 명절 손주
  // (kept only as household context), 33평 (her hedge; the bill says 34).
  {
    id: 'heldout62-residential-ko-daegu-suseong-full-remodel',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 딸이 여기 알려줘서요 집 전체 수리 할라구요',
      '대구 수성구 아파트예요',
    ],
    whenAsked: {
      layout: '방3개 화장실2개 거실 하나요',
      age: '98년에 지은거요 우리가 입주할때 새집이었어요',
      problem_need: '부엌이 어둡고 좁아요 화장실 타일도 다 깨지고 겨울에 베란다쪽이 너무 추워요',
      target_audience: '남편이랑 둘이 살아요 아들은 서울 살고 명절에 손주들 와요',
      lifestyle: '남편은 은퇴해서 집에 있고 저는 화초 키우고 요리 많이해요 된장도 담그고',
      preferred_style: '잘몰라요 깔끔하고 밝은거 요즘 하얀색만 하는거는 병원같아서 싫고요',
      colors_and_elements: '나무색 좋아해요',
      space_size: '33평인가 관리비 고지서엔 34평으로 나와요 34평이요',
      budget: '아들이 5천 정도면 된다던데 그걸로 되나요? 그 안에서 해주세요',
      move_in_date: '공사하는동안은 딸네 가있을거고 5월까지는 다시 들어가야돼요',
      key_considerations: '윗집 아랫집 민원 안생기게 해주세요 남편이 무릎이 안좋아서 욕실 턱 없애주시고요',
    },
    otherwise: '그런건 잘 몰라요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['전체 수리'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 1, text: ['대구 수성구'] },
      layout: { said: 'asked', text: ['방3개', '화장실2개'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      problem_need: { said: 'asked', text: ['부엌', '추워요'] },
      target_audience: { said: 'asked', text: ['남편이랑 둘'] },
      lifestyle: { said: 'asked', text: ['화초', '요리'] },
      preferred_style: { said: 'asked', text: ['깔끔하고 밝은'] },
      colors_and_elements: { said: 'asked', text: ['나무색'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      budget: { said: 'asked', value: { kind: 'money', amount: 50000000, bound: 'at_most', currency: 'KRW' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['민원', '턱'] },
    },
  },

  // Visitor: 34세 남성, 전주에서 활동하는 4인조 인디밴드 보컬. ㅋㅋ 많고 짧게 여러 번 보냄, 반쯤 구어체 존댓말.
  // Exercises: band history and numbers in the first messages; what to design listed then narrowed in a later
  // message (포스터는 나중에); a design deadline derived from a release date and a factory lead time; the budget
  // (no budget field for this type) inside key considerations with a question back; one contact person.
  // NOT facts of the project: 4인조, 2019년 결성, EP 두장, 10곡 (band and album history), 5월 중순 (the release
  // date, not the deadline), 8주 (the LP plant's lead time), 공연 포스터 (postponed).
  {
    id: 'heldout62-other-ko-jeonju-band-album-cover',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 저희 밴드 앨범 커버 디자인 맡기고 싶어서요',
      '전주에서 활동하는 4인조 밴드고 이름은 "늦은버스"예요 ㅋㅋ 2019년에 결성했어요',
      'EP는 두장 냈었는데 이번에 첫 정규앨범이에요 10곡',
      '커버랑 LP 재킷, 그리고 가능하면 공연 포스터까지요',
      '발매가 5월 중순인데 LP 공장이 8주 걸린대서 3월 초까지는 디자인이 끝나야 돼요',
      '아 포스터는 나중에 해도 돼요 커버랑 LP만 먼저요',
    ],
    whenAsked: {
      problem_need: '전에 EP 두장은 멤버가 직접 만들었는데 솔직히 좀 아마추어 같았어요ㅋㅋ 이번엔 제대로 하고 싶어요',
      target_audience: '20대 후반~30대요? 공연 와주시는 분들 보면 직장인이 많아요',
      preferred_style: '앨범 주제가 막차 타고 집에 가는 밤이라서 쓸쓸한데 따뜻한 느낌? 필름사진 느낌 좋아해요',
      colors_and_elements: '남색이랑 가로등 주황빛이요 버스는 꼭 들어갔으면 좋겠어요 ㅋㅋ 밴드 이름이니까',
      key_considerations: '예산이 많진 않아요.. 150 정도? 그 안에서 가능할까요',
      collaboration_notes: '멤버 넷이 다 의견 내면 끝이 안나서 ㅋㅋ 저랑만 연락하시면 돼요 카톡으로요',
    },
    otherwise: '그건 상관없어요 편하신대로 해주세요',
    expected: {
      project_background: { said: 2, text: ['첫 정규앨범'] },
      address: { said: 1, text: ['전주'] },
      other_design_requirements: { said: 5, text: ['커버', 'LP'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'early', relation: 'by' } },
      problem_need: { said: 'asked', text: ['아마추어'] },
      target_audience: { said: 'asked', text: ['직장인'] },
      preferred_style: { said: 'asked', text: ['쓸쓸한데 따뜻한', '필름사진'] },
      colors_and_elements: { said: 'asked', text: ['남색', '버스'] },
      key_considerations: { said: 'asked', text: ['예산', '150'] },
      collaboration_notes: { said: 'asked', text: ['저랑만', '카톡'] },
    },
  },
];
