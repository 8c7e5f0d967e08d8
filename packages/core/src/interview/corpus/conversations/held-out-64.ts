import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixty-fourth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: answers that carry more. Visitors answer
 * the question on screen and, in the same reply, add something else (another field's fact, a story, a number that
 * belongs to something else), or answer a question asked earlier; a few change a detail later; some reply with a word or two.
 * Written in session 30 beside the sixty-third and played once on 19b6e4ed, before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 64: answers that carry more)
 * - Nate Kowalczyk, 33, co-founder of a new bouldering gym in Hamilton, Ontario (Canada). Chatty, emoji, "lol"; tucks the trademark status into a services message and corrects his own deadline mid-sentence.
 * - Mel Tran, 36, makes native-botanical bath soaks in Fremantle, Western Australia. Aussie phrasing ("heaps", "reckon", "Freo"), long first message; adds a gift set, then scraps it.
 * - Ahmad Rahman, 47, runs an aircon servicing company in Ubi, Singapore. Short Singlish lines ("lah", "can?"), no articles; answers the URL with the budget and later raises the budget.
 * - Callum Hirst, 34, ex-IT man opening a coffee-and-records shop in Leeds, UK. Tidy British spelling, dry asides; corrects the floor area, slips the opening month into his answer about the problem.
 * - Rosa Delgado, 39, marketing lead at a family equipment maker in San Antonio, TX. Full sentences, em dashes, corporate but warm; last year's booth and budget next to this year's; a booth upgrade arrives mid-chat.
 * - Harpreet Sandhu, 41, ER nurse in Surrey, BC (Canada), turning the basement into a suite for her mother-in-law. Types between shifts: lowercase, "lol", a one-word budget, goes back to the size question.
 * - Jo Lindqvist, 58, co-owns a campground near Munising in Michigan's Upper Peninsula. Older typist: ellipses, exclamation marks, CAPS for emphasis; answers an earlier question late, then changes the sign count.
 */
/*
 * Writer's note (zh-TW, batch 64: answers that carry more)
 * - brand: Amy, 29, groomer opening her own pet-grooming studio in 台中北屯, typing from Tokyo (UTC+9) during a course; friendly, tildes and emoji, moves the deadline up in her last message, answers 還沒 / 要.
 * - packaging: 46, third-generation black-tea farmer in 南投魚池, voice input with no punctuation, changes tin to pouch mid-sentence, mentions an old prize and the shop's sales guess.
 * - website: 41, office manager of a dental clinic in 竹北, neat punctuation with English mixed in, names the site type unprompted, raises the budget in a later message, says 中文就好.
 * - commercial: 43, owner of a 板橋 hair salon that's moving, short run-on messages, corrects the floor area (28 → 26.5 坪), compares haircut prices with a chain, says only 工業風.
 * - exhibition: 34, marketing manager at a bike disc-brake maker in 台中大雅, lists booth size, venue and dates quickly, answers the water/power question late, compares with last year's cheap booth.
 * - residential: 31, newlywed engineer in 桃園青埔 with a pre-sale flat, jokey with emoji, brings up the house price, the in-laws' house and the cat's age, cuts the budget after asking his wife, one-word answers (大樓, 新成屋, 無印風).
 * - other: 57, 里長 of a neighbourhood in 嘉義市東區 wanting a mascot for the community art festival, voice input, tells the camphor-tree story, mentions the subsidy and the festival date.
 */
/*
 * Writer's note (ko-KR, batch 64: answers that carry more)
 * - brand: 50대 남성, 전주에서 아버지 떡집을 물려받은 2대째 사장. 띄어쓰기 대충, 마침표 대신 줄임, 한 번에 길게 쓰고 답마다 다른 얘기(이름 유래, 주문 건수)를 덧붙임. 한 단어 답("네")도 있음.
 * - packaging: 20대 후반 여성, 제주에서 귤잼·귤청 1인 브랜드 운영. 느낌표, 🍊 😊, ㅋㅋ ㅠ 많이 씀. 용량을 말했다가 바로 "300 아니고 250g" 정정.
 * - website: 40대 남성, 성남 분당 세무사 사무소 대표. 존댓말 완결 문장, 숫자 꼼꼼. 예산을 500만 원이라 했다가 파트너와 상의 후 "700만 원까지" 정정, 옆 사무소 비용도 곁들임.
 * - commercial: 30대 중반 남성, 부산 광안리에서 아내와 베이커리카페 오픈 준비. 아주 짧게, 두세 단어 답도 많음. 처음엔 "한 30평?"이라 했다가 나중에 먼저 물어본 평수를 "실측 27평"으로 고쳐 줌.
 * - exhibition: 40대 여성, 대구 재활 의료기기 회사 마케팅 팀장. 업무 말투, 작년 부스 크기·바이어 미팅 건수 같은 다른 숫자를 답마다 덧붙임.
 * - residential: 60대 초반 여성, 은퇴 교사, 일산 30년 된 아파트 리모델링. 말줄임표(..), ㅎㅎ, 한 메시지에 가족 이야기(자녀 나이, 이사 온 해)를 섞어 씀.
 * - other: 20대 후반 여성, 대전에서 작은 책방을 하며 에세이 독립출판 준비(표지·내지·책갈피). 짧게 끊어 쓰고 ㅋㅋ, 마감을 "4월 중순"에서 "3월 말"로 당김.
 */
export const sixtyFourthHeldOutConversations: CorpusConversation[] = [
  // Nate Kowalczyk, 33, co-founder of Second Pitch, a bouldering gym opening in Hamilton, Ontario (Canada). Types fast,
  // emoji, "lol", long-ish messages that drift from one thing to the next.
  // Exercises: the name story arrives before it is asked; the services message also carries the trademark status
  // ("lawyer filed it back in Nov, so it's pending"); the deadline is corrected in the same message ("end of March —
  // actually no, make that March 6"); a two-word style reply; a "nope" to registration help.
  // NOT facts of the project: Squamish and 2019 (where and when the founders met, not the gym's place), Jess (the partner),
  // 8,000 sq ft and 14 ft walls (the gym, not the brand), $89/mo membership, May 2 opening (the reason for the deadline),
  // 8 weeks (the sign guy's lead time), the 30 ft wall, Mac (McMaster, where the students come from).
  {
    id: 'heldout64-brand-en-bouldering-gym',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hey! Opening a bouldering gym in Hamilton, Ontario this spring called Second Pitch. Need a full identity — logo, colours, type, the works. Right now we literally just have the name in Helvetica on a google doc lol",
      "Name story since everyone asks: my partner Jess and I met halfway up the second pitch of a route in Squamish in 2019. She dropped her chalk bag on my head 😂 so... Second Pitch",
      "We're about 8,000 sq ft, 14 ft walls. We'll do day passes, memberships, a youth team and yoga. memberships will be like $89/mo. oh and the trademark — our lawyer filed it back in Nov so it's pending",
      "timing wise logo by end of March I'd say — actually no, make that March 6. the sign guy needs like 8 weeks before we open May 2",
    ],
    whenAsked: {
      problem_need: "Hamilton's only other gym is super hardcore and kinda bro-y. we want to look welcoming to beginners and families, not intimidating",
      brand_name_story: "like I said, Jess, Squamish, the chalk bag lol",
      products_or_services: "climbing basically. day passes, memberships, youth team, yoga",
      registration_status: "pending, lawyer filed it",
      need_registration_assistance: "nope, lawyer's got it",
      brand_website: "just insta for now @secondpitchhamilton, site's coming",
      target_audience: "students from Mac, young families, people 25-40 who are bored of the regular gym",
      preferred_style: "playful. bold",
      colors_and_elements: "something bright, maybe coral? NOT black + neon, every gym does that",
      expected_deadline: "March 6",
      key_considerations: "has to work huge on the 30 ft mural wall and tiny on a chalk bag",
      other_design_requirements: "membership cards, tees, chalk bags for merch",
    },
    otherwise: "no strong feelings, you're the pros 🙂",
    expected: {
      project_background: { said: 0, text: ['bouldering gym', 'full identity'] },
      address: { said: 0, text: ['Hamilton'] },
      brand_name_story: { said: 1, text: ['second pitch', 'chalk bag'] },
      products_or_services: { said: 2, text: ['day passes', 'memberships', 'youth team', 'yoga'] },
      registration_status: { said: 2, value: { kind: 'choice', selected: ['in_progress'] } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-06', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['welcoming to beginners', 'not intimidating'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['@secondpitchhamilton'] },
      target_audience: { said: 'asked', text: ['students', 'young families', '25-40'] },
      preferred_style: { said: 'asked', text: ['playful', 'bold'] },
      colors_and_elements: { said: 'asked', text: ['coral', 'black + neon'] },
      key_considerations: { said: 'asked', text: ['30 ft mural', 'chalk bag'] },
    },
  },

  // Mel Tran, 36, owner of Saltbush & Sea, small-batch bath soaks, Fremantle, Western Australia. Aussie phrasing
  // ("heaps", "reckon", "Freo"), opens with one long message that covers the company, the product and where it sells.
  // Exercises: background + product + sales channels + place in one message; the spec message also answers materials
  // ("no glass ... home-compostable, kraft maybe"); the form adds a gift set, then "actually scrap the gift set";
  // "like I said" on channels; short style reply; deadline as "end of March" with a reason (Mother's Day).
  // NOT facts of the project: 2021 (when she started), the old 250g glass jars (the packaging being replaced), the gift set
  // of 3 for Christmas (dropped), Mother's Day (the reason, not the deadline), Perth (where stockists are), $1 a pouch to Coastcare.
  {
    id: 'heldout64-packaging-en-bath-soak-pouch',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: 480,
    messages: [
      "Hi there! I run Saltbush & Sea, a small biz in Fremantle WA. We make bath soaks with native botanicals — sea salt, lemon myrtle, saltbush. Started at the Freo markets back in 2021, now we sell at the markets, on our Shopify and in 3 stockists around Perth. Need new packaging, our current jars are a nightmare",
      "Each soak is 400g, enough for about 4 baths, one per pouch. The old glass jars were 250g and broke in the post heaps so definitely no glass — want something home-compostable if we can, kraft maybe",
      "Stand-up resealable pouch I reckon. And maybe a gift set of 3 in a box for Christmas?",
      "actually scrap the gift set, can't afford it this year 😅 just the pouch",
    ],
    whenAsked: {
      unique_selling_point: "everything's hand-harvested or sourced in WA, no synthetic fragrance. and we give $1 a pouch to Coastcare",
      target_audience: "women 30-55 mostly, heaps of gift buyers, people into natural skincare",
      sales_channels: "markets, online, stockists like I said",
      preferred_style: "earthy, minimal",
      colors_and_elements: "ochre and sage. maybe a little saltbush leaf drawing. no pink!!",
      preferred_materials: "kraft, compostable",
      expected_deadline: "end of March? want them on shelves for Mother's Day",
      key_considerations: "has to survive Australia Post lol. and the full ingredient list has to fit on the back",
      problem_need: "stop the breakages and look a bit more premium for the stockists",
    },
    otherwise: "no preference, happy to go with what you reckon",
    expected: {
      project_background: { said: 0, text: ['Saltbush & Sea', 'new packaging'] },
      product_description: { said: 0, text: ['bath soaks', 'native botanicals'] },
      address: { said: 0, text: ['Fremantle'] },
      sales_channels: { said: 0, text: ['markets', 'Shopify', 'stockists'] },
      specification: { said: 1, text: ['400g', 'one per pouch'] },
      preferred_materials: { said: 1, text: ['compostable', 'kraft'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bag_pouch'] } },
      unique_selling_point: { said: 'asked', text: ['hand-harvested', 'no synthetic fragrance'] },
      target_audience: { said: 'asked', text: ['women 30-55', 'gift buyers'] },
      preferred_style: { said: 'asked', text: ['earthy', 'minimal'] },
      colors_and_elements: { said: 'asked', text: ['ochre and sage', 'no pink'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 'asked', text: ['Australia Post', 'ingredient list'] },
    },
  },

  // Ahmad Rahman, 47, owner of CoolBreeze Aircon, an aircon servicing company in Ubi, Singapore. Short Singlish lines
  // ("lah", "can?"), drops articles, one thumbs-up.
  // Exercises: the opener carries background, place and the problem; the URL reply also gives a budget; one message gives
  // the kind of site, all the pages and both languages; "sorry budget make it 8k not 6k"; a deadline as a question back
  // with a reason tied to another month (June peak).
  // NOT facts of the project: 12 technicians, 2015 (when the old site was made), the nephew, 6k (the first budget,
  // replaced), June (peak season, not the deadline), the wife (who approved the budget).
  {
    id: 'heldout64-website-en-aircon-booking',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: 480,
    messages: [
      "Hi. I run aircon servicing company, CoolBreeze Aircon, Singapore, Ubi area. 12 technicians. Website very old, my nephew made in 2015 when he was in poly. Customers cannot book online, all by WhatsApp, my admin cannot cope",
      "coolbreezeaircon.com.sg. budget around 6k",
      "Basically booking website. Customer choose service, choose date, pay deposit. Pages: home, services & price, booking, about us, FAQ, contact. English and Chinese",
      "sorry budget make it 8k not 6k. my wife say ok 👍",
    ],
    whenAsked: {
      target_audience: "HDB and condo owners. many uncle auntie, only use handphone",
      competitors: "AirPro SG, Frostline. the top ones when you google aircon servicing",
      preferred_style: "clean. professional",
      expected_deadline: "by end April can? June is our peak, everybody aircon spoil",
      key_considerations: "booking must be very simple for old people. and send WhatsApp reminder day before",
      colors_and_elements: "blue. got logo already, keep it",
      other_design_requirements: "photos can? my technicians in uniform",
      url: "coolbreezeaircon.com.sg",
      languages: "English, Chinese",
    },
    otherwise: "ok, up to you lah",
    expected: {
      project_background: { said: 0, text: ['aircon servicing', 'very old'] },
      address: { said: 0, text: ['Ubi'] },
      problem_need: { said: 0, text: ['cannot book online'] },
      url: { said: 1, text: ['coolbreezeaircon.com.sg'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 2, text: ['home', 'services & price', 'booking', 'about us', 'FAQ', 'contact'] },
      languages: { said: 2, text: ['English', 'Chinese'] },
      budget: { said: 3, value: { kind: 'money', amount: 8000, currency: 'SGD' } },
      target_audience: { said: 'asked', text: ['HDB and condo owners', 'uncle auntie'] },
      competitors: { said: 'asked', text: ['AirPro SG', 'Frostline'] },
      preferred_style: { said: 'asked', text: ['clean', 'professional'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 'asked', text: ['very simple for old people', 'WhatsApp reminder'] },
    },
  },

  // Callum Hirst, 34, left a career in banking IT to open Side B, a coffee-and-records shop in Chapel Allerton, Leeds (UK).
  // Tidy British spelling, dry asides, one eye-roll emoji.
  // Exercises: a background line with an irrelevant career number; size and budget in one reply; "Sorry — 95, not 85"
  // going back to the size; the answer about the problem also carries the opening month; very short style and colour replies.
  // NOT facts of the project: 11 years in IT, 85 sq m (the old listing, replaced), the basement (stock only), Harrogate
  // (where record buyers travel from), the Costa two doors down, 1979 and the dad's Technics deck (a story for the booth).
  {
    id: 'heldout64-commercial-en-coffee-records',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: 0,
    messages: [
      "Morning. I'm opening a coffee-and-records shop called Side B in Chapel Allerton, Leeds. It's an old bank branch on the high street, lovely high ceilings. I spent 11 years in IT at a different bank, so there's some irony there.",
      "It's about 85 sq m on the ground floor, plus a basement we'll only use for stock. Budget for the fit-out is £60k.",
      "Sorry — 95, not 85. I was reading the old agent's listing 🙄",
      "Main thing: it has to work as both. People lingering over a flat white while others flip through crates, without it ever feeling like a cramped charity shop. Oh, and we want to open in September, before the students are back.",
    ],
    whenAsked: {
      brand_value: "Slow down. Good coffee, good records, no rush. Like a mate's front room, if your mate had excellent taste.",
      target_audience: "Thirty-somethings in the area, young families at the weekend, and the record nerds who'll come in from Harrogate or wherever.",
      competitive_advantage: "Nobody round here does both. The Costa two doors down does coffee, the nearest decent record shop is in town.",
      preferred_style: "Warm. Bit seventies.",
      colors_and_elements: "Burnt orange, walnut. No grey.",
      unique_design: "A proper listening booth. I might put my dad's old Technics deck in it, he bought it in 1979.",
      key_considerations: "Acoustics. The coffee machine can't drown out the music, and the records have to stay well away from the steam.",
      expected_deadline: "Design sorted by May so the builders have the summer.",
      number_of_visits: "A couple of site visits is fine.",
    },
    otherwise: "No preference, honestly.",
    expected: {
      project_background: { said: 0, text: ['coffee-and-records shop', 'old bank branch'] },
      address: { said: 0, text: ['Chapel Allerton', 'Leeds'] },
      budget: { said: 1, value: { kind: 'money', amount: 60000, currency: 'GBP' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 95, unit: 'm2' } },
      problem_need: { said: 3, text: ['work as both', 'cramped charity shop'] },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-09-01', precision: 'month' } },
      brand_value: { said: 'asked', text: ['slow down', 'no rush'] },
      target_audience: { said: 'asked', text: ['thirty-somethings', 'young families', 'record nerds'] },
      competitive_advantage: { said: 'asked', text: ['nobody round here does both'] },
      preferred_style: { said: 'asked', text: ['warm', 'seventies'] },
      colors_and_elements: { said: 'asked', text: ['burnt orange', 'walnut', 'no grey'] },
      unique_design: { said: 'asked', text: ['listening booth'] },
      key_considerations: { said: 'asked', text: ['acoustics', 'away from the steam'] },
    },
  },

  // Rosa Delgado, 39, marketing lead at Delgado Equipment, a family-run maker of tortilla equipment in San Antonio, TX.
  // Full sentences, em dashes, corporate but warm.
  // Exercises: venue, show dates and booth size in the opener; last year's smaller booth and budget beside this year's;
  // the demo message answers water and electricity; "quick update from my boss" changes the booth to 20x30 (600 sq ft);
  // move-in and move-out only when asked.
  // NOT facts of the project: San Antonio (the company's base, not the venue), 1987 (family-run since), T-40 (the product's
  // model name, not a size or a date), 10x20 and Vegas (last year's booth), $40K (last year's budget), 208V (a detail of
  // the power need), 20x20 (replaced by the upgrade), March 31 (renderings, an optional deadline), the 80s presses.
  {
    id: 'heldout64-exhibition-en-tortilla-oven',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi — I'm the marketing lead at Delgado Equipment in San Antonio (family-run since 1987). We're exhibiting at the National Restaurant Association Show at McCormick Place in Chicago, May 16–19, launching our new countertop tortilla oven, the T-40. Booth is 20x20.",
      "Last year we did a 10x20 at a smaller show in Vegas and honestly it looked like a garage sale. This time we have $85K all-in, up from about $40K last year.",
      "We'll be running live demos the whole show, so we need 208V power for the ovens and water for a hand sink — the health department requires it.",
      "Quick update from my boss — we got upgraded to a 20x30 corner! So 600 sq ft now.",
    ],
    whenAsked: {
      brand_value: "Three generations of making tortillas the right way, with machines built to last. Visitors should feel like they walked into a kitchen, not a sales pitch.",
      target_audience: "Restaurant chain buyers and distributors mostly, plus some independent taqueria owners.",
      preferred_style: "Warm and modern. Heritage, but not kitschy — no sombreros, please.",
      unique_design: "A demo counter where people watch the T-40 puff a tortilla and then eat it. Maybe a wall of our old presses from the 80s.",
      entry_date: "Move-in is May 14.",
      exit_date: "Move-out is May 20.",
      key_considerations: "Fire marshal sign-off with live ovens, and the demo area has to hold a crowd without blocking the aisle.",
      colors_and_elements: "Our red and cream. Logo on a hanging sign so it's visible across the hall.",
      expected_deadline: "We'd need final renderings by March 31 so the builder can start.",
    },
    otherwise: "No preference — whatever you'd recommend.",
    expected: {
      project_background: { said: 0, text: ['National Restaurant Association Show', 'tortilla oven'] },
      address: { said: 0, text: ['McCormick Place', 'Chicago'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-05-16', precision: 'day' } },
      budget: { said: 1, value: { kind: 'money', amount: 85000, currency: 'USD' } },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['both'] } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 600, unit: 'ft2' } },
      brand_value: { said: 'asked', text: ['three generations', 'built to last'] },
      target_audience: { said: 'asked', text: ['chain buyers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['warm and modern', 'not kitschy'] },
      unique_design: { said: 'asked', text: ['demo counter'] },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-05-14', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-05-20', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['fire marshal', 'blocking the aisle'] },
    },
  },

  // Harpreet Sandhu, 41, ER nurse in Surrey, BC (Canada); she, her husband and two kids are turning the basement rec room
  // of their townhouse into a suite for her mother-in-law. Types between shifts: lowercase, "lol", one emoji.
  // Exercises: place, home type and the project in one opener; the layout message adds the build year and the kids'
  // ages; a one-line budget; "sorry the size!" going back to an earlier question, with the garage's size beside it;
  // short style and colour replies; a move-in date that is really the mother-in-law's arrival.
  // NOT facts of the project: 9 and 12 (the kids' ages), the 400 sq ft garage (not touched), 74 (the mother-in-law's age),
  // the night shifts, Amritsar (where the mother-in-law is coming from).
  {
    id: 'heldout64-residential-en-inlaw-suite',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "hi! we want to reno our townhouse in Surrey, BC. my MIL is moving in with us from Amritsar so we need to turn the rec room downstairs into a little suite for her",
      "3 bed 2.5 bath on the main + upper, rec room and laundry in the basement. built in 98 i think. oh and the kids are 9 and 12 if that matters lol",
      "budget 120k",
      "sorry the size! about 1650 sq ft not counting the garage. garage is 400 but we're not touching it",
    ],
    whenAsked: {
      problem_need: "basement is dark and basically a junk room. MIL needs her own space with a bathroom she can actually use",
      target_audience: "me, my husband, our 2 kids and my mother-in-law (she's 74, bad knees)",
      lifestyle: "crazy lol. i work nights so daytime quiet matters. big family dinners on sundays, kids have friends over a lot",
      preferred_style: "bright. cozy",
      colors_and_elements: "no beige please 😅 warm wood is nice",
      move_in_date: "she lands sept 1 so the suite has to be done by then. we're staying in the house during",
      key_considerations: "safety for her: walk-in shower, grab bars, no trip hazards. and a small kitchenette so she can make her own chai",
      property_category: "townhouse",
      age: "around 28 yrs? built 98",
      other_design_requirements: "lighting for sure, its so dark down there",
    },
    otherwise: "no preference really, whatever works",
    expected: {
      project_background: { said: 0, text: ['reno our townhouse', 'suite for her'] },
      address: { said: 0, text: ['Surrey'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      layout: { said: 1, text: ['3 bed 2.5 bath', 'rec room'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      budget: { said: 2, value: { kind: 'money', amount: 120000, currency: 'CAD' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      problem_need: { said: 'asked', text: ['dark', 'her own space'] },
      target_audience: { said: 'asked', text: ['2 kids', 'mother-in-law'] },
      lifestyle: { said: 'asked', text: ['work nights', 'family dinners'] },
      preferred_style: { said: 'asked', text: ['bright', 'cozy'] },
      colors_and_elements: { said: 'asked', text: ['no beige', 'warm wood'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['walk-in shower', 'grab bars', 'kitchenette'] },
    },
  },

  // Jo Lindqvist, 58, co-owns Birch Hollow Campground near Munising, in Michigan's Upper Peninsula, with her husband Dale.
  // Older typist: ellipses, exclamation marks, CAPS for emphasis, a story in the middle.
  // Exercises: the opener gives the place, the work (trail map + signs) and the problem; a story with numbers that belong
  // to other things; "oh and to your earlier question" brings the deadline late, with one site visit beside it;
  // "actually make that 15 signs"; collaboration notes with a name that is not the decision maker's.
  // NOT facts of the project: 64 sites, 2011 (when they bought it), 12 signs (replaced by 15), 6 miles of trail,
  // the family from Ohio and their 2 hours, Memorial Day weekend (the season opening, not the deadline),
  // Pictured Rocks (where kayakers go), -20 (the winters), the 7 year old, 10pm, Dale (the husband, not the decision maker).
  {
    id: 'heldout64-other-en-campground-signs',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello... my husband and I own Birch Hollow Campground near Munising, MI. 64 sites, we bought it in 2011. We need a new trail map for our brochure and signs along the trails because people keep getting LOST!!",
      "About 12 signs I think. The trails are maybe 6 miles total. Last summer a family from Ohio walked 2 hours the wrong way and we had to go find them in the truck...",
      "Oh and to your earlier question... we open for the season Memorial Day weekend so we'd need it all designed by May 1 to get the signs made. You're welcome to come up once and walk the trails with us!",
      "Actually make that 15 signs, I forgot the ones on the beach loop!",
    ],
    whenAsked: {
      target_audience: "Families, retirees in RVs, and kayakers heading over to Pictured Rocks.",
      preferred_style: "Rustic... like the old national park posters.",
      colors_and_elements: "Forest green and birch white. NO neon please!!",
      key_considerations: "The signs have to survive the snow, we get -20 winters up here. And the map has to make sense to a 7 year old.",
      collaboration_notes: "Email is best, cell service is terrible up here. I make the decisions, Dale just nods lol",
      address: "Near Munising, Upper Peninsula of Michigan",
      expected_deadline: "May 1",
      problem_need: "People getting lost!! and calling us on the radio at 10pm",
    },
    otherwise: "Oh I don't mind... whatever you think looks best!",
    expected: {
      project_background: { said: 0, text: ['Birch Hollow Campground', 'trail map'] },
      address: { said: 0, text: ['Munising'] },
      problem_need: { said: 0, text: ['getting lost'] },
      other_design_requirements: { said: 3, text: ['15 signs'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      number_of_visits: { said: 2, value: { kind: 'number_with_unit', amount: 1, unit: 'times' } },
      target_audience: { said: 'asked', text: ['families', 'retirees', 'kayakers'] },
      preferred_style: { said: 'asked', text: ['rustic', 'national park posters'] },
      colors_and_elements: { said: 'asked', text: ['forest green', 'birch white', 'no neon'] },
      key_considerations: { said: 'asked', text: ['survive the snow', 'make sense to a 7 year old'] },
      collaboration_notes: { said: 'asked', text: ['email', 'I make the decisions'] },
    },
  },
  // 29-year-old groomer (Amy) opening her own pet-grooming studio in 台中北屯; typing from Tokyo, where she is on a course
  // (UTC+9). Friendly, tildes and emoji.
  // Exercises: the brand-name story and the location come in the opening message; her answer on the need adds how to
  // contact her (collaboration); services come with next year's plan; a later message moves the deadline from late
  // Feb to mid-Feb; short replies (還沒 / 要) when asked.
  // NOT facts of the project: 12 (the dog's age), 7年 (her years at a chain salon), 東京 (where she is for a course, not
  // where the shop is), 2/8 (the day she flies back), 2月底 (the first deadline, replaced by mid-Feb).
  {
    id: 'heldout64-brand-zh-shiba-grooming-studio',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 540,
    messages: [
      '哈囉～我要在台中北屯開一間寵物美容工作室，想做全新的logo跟整套品牌識別 🐶 店名叫「飯糰寵物美容」，飯糰是我家柴犬的名字，牠今年12歲了',
      '想解決的是…我之前在連鎖店當美容師7年，客人都只記得「Amy老師」不知道店名，希望有個好記的logo讓大家記住店。順便說 我現在人在東京上進修課，2/8才回台灣，這段時間用line聯絡比較方便',
      '服務有洗澡、美容剪毛、寵物SPA，明年想推自己調的洗毛精',
      '喔對 logo的時間 本來想說2月底，但招牌廠說要提早給檔案，改成2月中前就要好 🙏',
    ],
    whenAsked: {
      registration_status: '還沒',
      need_registration_assistance: '要',
      brand_website: '店的還沒有 只有我個人IG @amy_grooming',
      target_audience: '住附近的上班族、小家庭，養小型犬的居多，很多都把狗當小孩在寵',
      preferred_style: '溫暖、可愛但不要太幼稚',
      colors_and_elements: '奶油黃！想放飯糰的側臉剪影 不要粉紅色',
      key_considerations: '好記 還有招牌遠遠就要看得清楚',
      brand_name_story: '剛說過了～就是我家柴犬的名字',
      products_or_services: '洗澡 剪毛 SPA',
      expected_deadline: '2月中前',
      other_design_requirements: '名片跟集點卡',
    },
    otherwise: '都可以～你們比較專業',
    expected: {
      project_background: { said: 0, text: ['寵物美容工作室', '全新的logo'] },
      address: { said: 0, text: ['台中北屯'] },
      brand_name_story: { said: 0, text: ['柴犬的名字'] },
      problem_need: { said: 1, text: ['好記的logo'] },
      collaboration_notes: { said: 1, text: ['line'] },
      products_or_services: { said: 2, text: ['洗澡', '美容剪毛', 'SPA'] },
      plans_after_project: { said: 2, text: ['洗毛精'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-01', precision: 'month', part: 'mid', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['IG'] },
      target_audience: { said: 'asked', text: ['上班族', '小型犬'] },
      preferred_style: { said: 'asked', text: ['溫暖', '可愛'] },
      colors_and_elements: { said: 'asked', text: ['奶油黃', '剪影', '粉紅色'] },
      key_considerations: { said: 'asked', text: ['好記', '招牌'] },
    },
  },

  // 46-year-old third-generation black-tea farmer in 南投魚池; voice input, no punctuation, plain words.
  // Exercises: the product answer also carries the selling point and an old prize; the spec answer turns into the
  // packaging form, with tin changed to pouch mid-message; the audience answer also carries the sales channels and the
  // shop owner's sales guess; short replies (牛皮紙) when asked.
  // NOT facts of the project: 第三代, 2019年 (the year of a township prize), 兩百包 (the gift shop's monthly sales guess),
  // 鐵罐 (considered, then dropped), 5月 (the summer harvest, the reason for the deadline), 一斤才賺幾百塊 (old earnings),
  // 10塊 (target cost of a box, part of the key consideration, not a budget).
  {
    id: 'heldout64-packaging-zh-yuchi-black-tea',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們家在魚池種紅茶 到我是第三代 以前都整批賣給茶行 現在想自己做品牌來賣 所以要設計包裝',
      '主要是紅玉 就是台茶18號 有茶葉跟茶包兩種 我們最特別的是自己種自己做 不噴農藥 2019年還有拿過鄉裡比賽的頭等獎',
      '茶包一包2.5克 一盒10包 茶葉一包75克 茶包想要用盒子裝 茶葉本來想用鐵罐 不對 鐵罐太貴 茶葉也用袋子就好 夾鏈袋那種',
      '買的人大概30到50歲 喜歡喝茶 會買去送人的 通路先放我們自己網站跟蝦皮 日月潭那邊兩間伴手禮店也談好了 老闆說一個月可以賣個兩百包看看',
    ],
    whenAsked: {
      preferred_style: '簡單 有質感',
      colors_and_elements: '茶色 金色 可以放日月潭的山 不要太花',
      preferred_materials: '牛皮紙',
      expected_deadline: '夏茶5月就要採了 最好4月底前好',
      key_considerations: '成本不要太高 盒子一個最好10塊以內 我們量不大',
      problem_need: '賣給茶行一斤才賺幾百塊 想自己賣 賺多一點',
      other_design_requirements: '寄蝦皮的外箱也要',
    },
    otherwise: '這個我不太懂 你們看著辦',
    expected: {
      project_background: { said: 0, text: ['魚池', '紅茶', '自己做品牌'] },
      address: { said: 0, text: ['魚池'] },
      product_description: { said: 1, text: ['紅玉', '茶葉跟茶包'] },
      unique_selling_point: { said: 1, text: ['自己種自己做', '不噴農藥'] },
      specification: { said: 2, text: ['2.5克', '10包', '75克'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['box', 'bag_pouch'] } },
      target_audience: { said: 3, text: ['30到50歲', '送人'] },
      sales_channels: { said: 3, text: ['網站', '蝦皮', '伴手禮店'] },
      preferred_style: { said: 'asked', text: ['簡單', '質感'] },
      colors_and_elements: { said: 'asked', text: ['茶色', '金色', '日月潭的山'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['成本不要太高'] },
    },
  },

  // 41-year-old office manager of a dental clinic in 竹北; tidy punctuation, a little English (HIS).
  // Exercises: background and URL in one message; the "problem" answer also names the site type and a first budget;
  // a later message comes back to the budget (up to 20萬, including a year of maintenance); the deadline reply carries
  // the reason (summer season); 中文就好 as the languages answer.
  // NOT facts of the project: 快十年 (the clinic's age), 2017年 (when the old site was built), 80幾通 (calls a day),
  // 15萬 (the first budget, replaced by "at most 20萬"), 7月 (summer peak, the reason for the deadline), 新竹市 (where the
  // admired competitor is).
  {
    id: 'heldout64-website-zh-zhubei-dental-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是竹北一間牙醫診所的行政主任。診所開了快十年，現在的官網是2017年外包做的，手機版跑版很嚴重，想整個重做。網址：www.yuexin-dental.tw',
      '類型的話應該算預約服務型的吧，最希望可以線上預約掛號，現在全部靠電話，櫃台一天要接80幾通，根本接不完。預算院長說先抓15萬左右',
      '頁面大概要：首頁、醫師介紹、療程項目、線上預約、最新消息、交通資訊',
      '剛剛預算那邊我問過了，院長說最多可以到20萬，但要含一年的維護',
    ],
    whenAsked: {
      category: '預約的那種',
      languages: '中文就好',
      target_audience: '附近帶小孩來的家長，還有竹科的工程師，很多都是下班才有空看牙',
      competitors: '沒特別研究耶，不過新竹市的「光點牙醫」網站還不錯',
      preferred_style: '乾淨、明亮，不要冷冰冰的醫院感',
      expected_deadline: '6月前上線，7月暑假是兒童矯正的旺季',
      key_considerations: '預約系統要能跟我們現在的HIS系統串接，這個最重要',
      colors_and_elements: '我們logo是淺藍色跟白色',
      other_design_requirements: '醫師的照片可能要重拍',
    },
    otherwise: '這個沒特別想法，看你們建議',
    expected: {
      project_background: { said: 0, text: ['牙醫診所', '手機版跑版'] },
      url: { said: 0, text: ['yuexin-dental.tw'] },
      address: { said: 0, text: ['竹北'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['線上預約', '接不完'] },
      main_pages: { said: 2, text: ['首頁', '醫師介紹', '療程項目', '線上預約', '最新消息', '交通資訊'] },
      budget: { said: 3, value: { kind: 'money', amount: 200_000, bound: 'at_most', currency: 'TWD' } },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['家長', '竹科'] },
      competitors: { said: 'asked', text: ['光點牙醫'] },
      preferred_style: { said: 'asked', text: ['乾淨', '明亮'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['HIS'] },
    },
  },

  // 43-year-old hair-salon owner in 板橋 moving to a bigger shop one street over; short run-on messages, no punctuation.
  // Exercises: the old shop's size sits beside the new one's; the budget message also carries the opening date and the
  // old lease; a later message corrects the area (28 included the arcade, 26.5 on the lease); the advantage answer
  // carries prices that belong to haircuts; a one-word style answer (工業風).
  // NOT facts of the project: 12年 (years in business), 15坪 (the old shop), 28坪 (included the arcade, corrected),
  // 4月底 (the old lease ends), 400 / 600 (haircut prices, hers and the chain's), 府中站 only locates the shop.
  {
    id: 'heldout64-commercial-zh-banqiao-salon-move',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我在板橋開髮廊開12年了 原本的店只有15坪 現在租到隔壁街一間28坪的一樓 想請你們幫忙設計新店',
      '最想解決的是位子太少 假日客人都要等很久 新店希望有8個剪髮位 2張洗頭床 再隔一間小包廂做頭皮護理',
      '預算抓200萬 不含設備 最好5月1號前可以開 舊店租約到4月底而已',
      '啊 剛剛坪數講錯 合約上寫26.5坪 28是含騎樓的',
    ],
    whenAsked: {
      brand_value: '專業 但要像來朋友家一樣放鬆',
      target_audience: '附近的媽媽跟上班族 30到55歲都有',
      competitive_advantage: '設計師都跟我很多年了 技術穩 價錢也實在 剪髮400 旁邊連鎖的要600',
      preferred_style: '工業風',
      colors_and_elements: '水泥灰 木頭 植物多一點',
      unique_design: '想要一面牆貼客人的拍立得',
      key_considerations: '工期不能太長 舊店4月底就要搬',
      address: '板橋 府中站附近',
      number_of_visits: '看需要 我都在店裡',
      other_design_requirements: '招牌也要',
    },
    otherwise: '都可以',
    expected: {
      project_background: { said: 0, text: ['髮廊', '新店'] },
      address: { said: 0, text: ['板橋'] },
      problem_need: { said: 1, text: ['位子太少', '8個剪髮位'] },
      budget: { said: 2, value: { kind: 'money', amount: 2_000_000, currency: 'TWD' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 26.5, unit: 'ping' } },
      brand_value: { said: 'asked', text: ['專業', '放鬆'] },
      target_audience: { said: 'asked', text: ['媽媽', '上班族'] },
      competitive_advantage: { said: 'asked', text: ['技術穩'] },
      preferred_style: { said: 'asked', text: ['工業風'] },
      colors_and_elements: { said: 'asked', text: ['水泥灰', '木頭', '植物'] },
      unique_design: { said: 'asked', text: ['拍立得'] },
      key_considerations: { said: 'asked', text: ['工期不能太長'] },
    },
  },

  // 34-year-old marketing manager at a bicycle disc-brake parts maker in 台中大雅; quick, tidy, one emoji.
  // Exercises: size, venue and show dates in one message; move-in and tear-down dates together; the last message goes
  // back to the water/power question and adds the budget with last year's cost beside it.
  // NOT facts of the project: 台中大雅 (the company's town, not the venue), 去年 / 12萬 (last year's standard booth and
  // its cost), 4個人 is part of the meeting-area requirement, not a headcount for the project.
  {
    id: 'heldout64-exhibition-zh-taipei-cycle-brakes',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是台中大雅做自行車碟煞零件的公司，三月要參加台北自行車展，想找人設計攤位。去年是用主辦單位的標準攤位，看起來很陽春',
      '攤位是6x3，18平方米，在南港展覽館一館4樓。展期3/25到3/28',
      '進場是3/23、3/24兩天，撤場是3/28閉展以後，當天晚上要撤完',
      '剛剛忘了回水電：要電就好，不用水。預算大概35萬，去年標準攤位才花12萬，老闆說這次要做好一點 😅',
    ],
    whenAsked: {
      brand_value: '精準、耐用，想讓人覺得我們是很專業的工程團隊',
      target_audience: '歐美跟日本的整車廠買家，還有各國代理商',
      preferred_style: '俐落、科技感，有點像Shimano那種',
      unique_design: '想放一台可以讓人實際捏煞車的展示車',
      key_considerations: '要有洽談區，至少可以坐4個人，還要有放型錄的地方',
      water_electricity_supply: '要電 不用水',
      colors_and_elements: '公司色是黑跟橘',
      other_design_requirements: '型錄架',
    },
    otherwise: '沒有特別想法，你們建議就好',
    expected: {
      project_background: { said: 0, text: ['自行車碟煞', '台北自行車展'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      address: { said: 1, text: ['南港展覽館一館'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 3, value: { kind: 'money', amount: 350_000, approximate: true, currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['精準', '耐用'] },
      target_audience: { said: 'asked', text: ['買家', '代理商'] },
      preferred_style: { said: 'asked', text: ['俐落', '科技感'] },
      unique_design: { said: 'asked', text: ['捏煞車'] },
      key_considerations: { said: 'asked', text: ['洽談區', '型錄'] },
    },
  },

  // 31-year-old newlywed engineer in 桃園青埔 with a pre-sale flat handed over in June; jokey, emoji, one-word answers.
  // Exercises: the opening carries the house price and handover month; the layout answer also gives the size and the
  // in-laws' house; the problem answer also tells his work-from-home lifestyle; the household answer carries the cat's
  // age and a plan for kids; the budget is cut within the same message (150萬 → at most 120萬); short replies when asked.
  // NOT facts of the project: 6月 (handover, not move-in), 1380萬 (the flat's price), 台南 / 60坪 (the in-laws' house),
  // 5歲 (the cat's age), 150萬 (the first budget, corrected).
  {
    id: 'heldout64-residential-zh-qingpu-newlywed-presale',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我們是新婚夫妻 在青埔買了預售屋 今年6月交屋 想找人做室內設計 房子總價1380萬 已經快把我們掏空了😂',
      '格局3房2廳2衛 室內大概24坪 我岳父母在台南的老家有60坪 每次回去都好羨慕',
      '最想改善的是收納 我老婆衣服鞋子超多 然後我一週有3天在家工作 需要一間像樣的書房',
      '住的人就我們兩個 加一隻貓叫麻糬 5歲了 😺 之後應該會生小孩 所以書房以後可能要改成小孩房',
      '預算大概150萬 啊不對 剛問老婆 她說最多120萬 含家具',
    ],
    whenAsked: {
      property_category: '大樓',
      age: '新成屋',
      lifestyle: '平常下班會自己煮飯 週末常找朋友來打Switch',
      preferred_style: '無印風',
      colors_and_elements: '木頭色 白色 不要太暗',
      move_in_date: '交屋後整理一下 想說9月入住',
      key_considerations: '預算 真的不能超',
      important_collections: '我有一櫃鋼彈模型 想要有展示櫃',
      memorable_moments: '沒特別想到欸',
      address: '桃園青埔 高鐵站附近',
    },
    otherwise: '都可以 我們沒什麼概念',
    expected: {
      project_background: { said: 0, text: ['新婚', '預售屋'] },
      address: { said: 0, text: ['青埔'] },
      layout: { said: 1, text: ['3房2廳2衛'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 24, approximate: true, unit: 'ping' } },
      problem_need: { said: 2, text: ['收納'] },
      lifestyle: { said: 2, text: ['在家工作'] },
      target_audience: { said: 3, text: ['我們兩個', '貓'] },
      plans_after_project: { said: 3, text: ['生小孩'] },
      budget: { said: 4, value: { kind: 'money', amount: 1_200_000, bound: 'at_most', currency: 'TWD' } },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['apartment'] } },
      preferred_style: { said: 'asked', text: ['無印'] },
      colors_and_elements: { said: 'asked', text: ['木頭色', '白色'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['預算'] },
    },
  },

  // 57-year-old 里長 of a neighbourhood in 嘉義市東區 wanting a mascot for the yearly community art festival; voice input,
  // talkative, no punctuation.
  // Exercises: what to design comes as its own message; the camphor-tree story carries the element wanted, with a
  // typhoon aside; the funding message carries a later plan (figurines); the deadline reply carries the festival day.
  // The 5萬 design fee is real, but this type has no budget field, so nothing is expected from it.
  // NOT facts of the project: 4月 / 4月18號 (the festival, the reason for the deadline, not the deadline), 第8屆 (the
  // festival's edition), 百年 (the tree's age), 去年颱風 (last year's typhoon).
  {
    id: 'heldout64-other-zh-chiayi-village-mascot',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我是嘉義市東區的里長 我們里每年4月都有辦社區藝術節 今年第8屆了 想說來做一個吉祥物 以前的海報都是里民自己畫的',
      '要設計吉祥物 然後要做成貼紙 旗子 還有一張人偶裝的設計圖 人偶裝我們自己找廠商做',
      '我們里有一棵百年老樟樹 大家都很有感情 吉祥物希望跟樟樹有關 去年颱風斷了一根大枝 大家都很心疼',
      '經費是區公所補助的 設計費大概5萬 以後做得好的話 想把吉祥物做成公仔給小朋友',
    ],
    whenAsked: {
      problem_need: '想讓小朋友跟年輕人願意來 現在來的都是老人家',
      target_audience: '里民 全家大小 尤其是小朋友',
      preferred_style: '可愛 圓圓的',
      colors_and_elements: '綠色啦 樟樹嘛',
      expected_deadline: '3月底前 要印貼紙跟做人偶 4月18號就辦活動了',
      key_considerations: '要簡單 小朋友自己也畫得出來',
      collaboration_notes: '設計好要拿去里民大會投票 最好給兩三個版本讓大家選',
      number_of_visits: '一兩次吧 來里辦公室看看老樟樹',
      address: '嘉義市東區',
    },
    otherwise: '這個都可以 你們專業的',
    expected: {
      project_background: { said: 0, text: ['社區藝術節', '吉祥物'] },
      address: { said: 0, text: ['嘉義市東區'] },
      other_design_requirements: { said: 1, text: ['吉祥物', '貼紙', '旗子', '人偶裝'] },
      colors_and_elements: { said: 2, text: ['樟樹'] },
      plans_after_project: { said: 3, text: ['公仔'] },
      problem_need: { said: 'asked', text: ['小朋友', '年輕人'] },
      target_audience: { said: 'asked', text: ['里民', '小朋友'] },
      preferred_style: { said: 'asked', text: ['可愛', '圓圓的'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['簡單', '畫得出來'] },
      collaboration_notes: { said: 'asked', text: ['里民大會', '投票'] },
    },
  },
  // Visitor: 50대 남성, 전주에서 아버지가 시작한 떡집을 2대째 운영. 띄어쓰기 대충, 한 메시지에 여러 얘기를 몰아 씀.
  // Exercises: the introduction carries the place and extra work (stickers, business cards); the answer on the problem
  // adds the name's story ("아 그리고 이름은…") and an order count; products listed in a message of their own; a one-word
  // "네" for trademark help; the deadline reply mentions 설 which is not the deadline.
  // NOT facts of the project: 1987년 (when the father opened the shop), 2대째, 한달에 30건 (current online orders),
  // 설 (already too late, not the deadline), 명절 (when gift sets sell).
  {
    id: 'heldout64-brand-ko-jeonju-tteok-shop',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 떡집 로고 새로 만들려고 합니다',
      '전주에서 아버지가 1987년에 시작한 떡집인데 제가 물려받아서 2대째 하고있어요. 이름은 솔밭떡방. 로고는 아예 처음 만드는거고요 이참에 포장 스티커랑 명함도 같이 했으면 합니다',
      '젊은 사람들이 택배로 많이 주문하게 하고 싶어요. 스마트스토어 시작했는데 한달에 30건 정도밖에 안나와서요. 아 그리고 이름은 옛날 가게 뒤에 소나무 밭이 있어서 아버지가 지으신거에요',
      '쑥인절미, 바람떡, 돌잔치 답례떡 주문제작 합니다. 명절엔 선물세트도 하고요',
    ],
    whenAsked: {
      project_background: '말씀드린대로 떡집 로고 처음 만드는거에요',
      problem_need: '택배 주문 늘리는거요',
      brand_name_story: '소나무 밭 얘기 아까 했죠ㅎ 그거에요',
      products_or_services: '떡이요 인절미 바람떡 답례떡',
      registration_status: '안했습니다',
      need_registration_assistance: '네',
      brand_website: '스마트스토어 있어요 smartstore.naver.com/solbat_tteok',
      target_audience: '가게 오시는 분들은 동네 어르신들인데 택배는 30대 엄마들이 돌잔치 답례떡으로 많이 사세요',
      preferred_style: '전통적인데 촌스럽지 않게',
      colors_and_elements: '소나무는 들어갔으면 좋겠고 빨간색은 싫어요',
      expected_deadline: '설 전에는 이미 늦었고 4월 안에만 되면 됩니다',
      key_considerations: '어르신들도 한눈에 알아보게 글씨가 커야돼요',
    },
    otherwise: '특별히 없습니다',
    expected: {
      project_background: { said: 1, text: ['떡집', '처음'] },
      address: { said: 1, text: ['전주'] },
      other_design_requirements: { said: 1, text: ['스티커', '명함'] },
      problem_need: { said: 2, text: ['택배'] },
      brand_name_story: { said: 2, text: ['소나무'] },
      products_or_services: { said: 3, text: ['쑥인절미', '바람떡', '답례떡'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['smartstore.naver.com/solbat_tteok'] },
      target_audience: { said: 'asked', text: ['어르신', '30대 엄마'] },
      preferred_style: { said: 'asked', text: ['전통적인데 촌스럽지 않게'] },
      colors_and_elements: { said: 'asked', text: ['소나무', '빨간색'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['글씨가 커야'] },
    },
  },

  // Visitor: 20대 후반 여성, 제주에서 귤잼·귤청을 만드는 1인 브랜드 운영. 느낌표와 이모지, ㅋㅋ ㅠ.
  // Exercises: the form answer carries the size, a set count and last autumn's sales; the very next message corrects
  // the size (300g → 250g); one message holds both how the product is used and what makes it special; sales channels
  // and materials answered when asked; deadline reply names a later month that is only the season.
  // NOT facts of the project: 300g (the old jar, corrected), 작년 추석 200개 (last year's set sales),
  // 4월 (when the busy season starts, not the deadline).
  {
    id: 'heldout64-packaging-ko-jeju-tangerine-jam',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 제주에서 귤청이랑 귤잼 만드는 작은 브랜드 하고 있어요 🍊 이번에 잼 패키지 새로 하고싶어서 왔어요',
      '잼은 유리병에 담고 라벨 붙이는 식이에요! 한 병에 300g이구 3병 들이 선물세트도 만들고 싶어요. 작년 추석엔 세트 200개 팔았어요ㅋㅋ',
      '아 잠깐 300 아니고 250g이에요 ㅠ 올해 병을 바꿨거든요',
      '무농약 귤을 껍질까지 통째로 넣어서 만들어요. 설탕도 일반 잼보다 훨씬 적구요! 빵에 발라 먹거나 요거트에 올려 먹으면 맛있어요',
    ],
    whenAsked: {
      product_description: '귤잼이요! 빵이나 요거트에 곁들여 먹는',
      specification: '250g 병이고 세트는 3병이요',
      packaging_form: '병에 라벨이랑 선물세트 박스요',
      unique_selling_point: '껍질까지 통째로 넣는거요!',
      target_audience: '20~30대 여행객이요. 제주 왔다가 선물로 사가시는 분들 😊',
      sales_channels: '애월 플리마켓이랑 인스타 공구, 그리고 카페 두 군데 납품해요',
      preferred_style: '귀엽고 따뜻한?',
      colors_and_elements: '귤색은 당연히 들어가고 초록 잎사귀도요. 형광색은 싫어요',
      preferred_materials: '병은 유리병 그대로 쓰고 라벨은 종이로요',
      expected_deadline: '3월까지는 받아야 돼요! 4월부터 성수기라서요',
      key_considerations: '병이 작아서 라벨에 성분표시가 다 들어갈지 제일 걱정이에요 ㅠ',
    },
    otherwise: '음 딱히요! 상관없어요 😊',
    expected: {
      project_background: { said: 0, text: ['귤잼', '패키지'] },
      address: { said: 0, text: ['제주'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      specification: { said: 2, text: ['250g'] },
      product_description: { said: 3, text: ['빵에 발라', '요거트'] },
      unique_selling_point: { said: 3, text: ['무농약', '껍질까지 통째로'] },
      target_audience: { said: 'asked', text: ['20~30대 여행객', '선물'] },
      sales_channels: { said: 'asked', text: ['플리마켓', '인스타', '카페'] },
      preferred_style: { said: 'asked', text: ['귀엽고 따뜻한'] },
      colors_and_elements: { said: 'asked', text: ['귤색', '잎사귀', '형광색'] },
      preferred_materials: { said: 'asked', text: ['유리병', '종이'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['성분표시'] },
    },
  },

  // Visitor: 40대 남성, 성남 분당에서 세무사 사무소 대표. 존댓말 완결 문장, 숫자 정확히.
  // Exercises: the introduction carries the opening year and staff count; the URL answer also states the problem; the
  // category answer also gives the language; pages listed; a budget given then corrected after talking to a partner
  // ("정정할게요 … 700만 원까지"), with a neighbour's cost in between; deadline tied to a tax season that is not the date.
  // NOT facts of the project: 2015년 (when the office opened), 6명 (staff), 500만 원 (first budget, corrected),
  // 1200 (what the office next door paid), 5월 종합소득세 시즌 (why the date, not the date).
  {
    id: 'heldout64-website-ko-bundang-tax-office',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 분당에서 세무사 사무소를 운영하고 있습니다. 2015년에 개업했고 직원은 6명입니다. 지금 홈페이지가 너무 오래돼서 새로 만들고 싶어 연락드렸습니다.',
      '주소는 www.hanultax.co.kr 입니다. 모바일로 보면 화면이 다 깨지고, 상담 신청이 전화로만 와서 불편합니다. 온라인으로 상담 예약을 받을 수 있으면 좋겠습니다.',
      '기업 홈페이지 형태면 됩니다. 예약은 그 안에 상담 신청 버튼 정도면 충분하고요. 언어는 한국어만 있으면 됩니다.',
      '페이지는 사무소 소개, 세무사 프로필, 업무분야(기장, 양도세, 상속·증여), 상담 예약, 오시는 길 정도 생각하고 있습니다.',
      '예산은 500만 원 정도 생각하고 있습니다. 참고로 옆 사무소는 1200 들었다고 하더군요.',
      '아, 예산 말씀드린 것 정정하겠습니다. 파트너 세무사와 얘기해 보니 700만 원까지는 쓸 수 있다고 합니다.',
    ],
    whenAsked: {
      target_audience: '개인사업자, 프리랜서분들이 많고요, 부모님 상속 문제로 오시는 50~60대분들도 꽤 있습니다.',
      competitors: '경쟁 사무소 이름은 말씀드리기 좀 그렇고, 토스 홈페이지처럼 깔끔한 느낌이 좋습니다.',
      preferred_style: '신뢰감 있고 깔끔하게요.',
      expected_deadline: '5월 종합소득세 신고 시즌 전에는 열어야 합니다. 4월 중순까지요.',
      key_considerations: '개인정보 처리입니다. 상담 신청할 때 민감한 내용이 들어가니까요.',
    },
    otherwise: '특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['세무사 사무소', '오래돼서'] },
      address: { said: 0, text: ['분당'] },
      url: { said: 1, text: ['hanultax.co.kr'] },
      problem_need: { said: 1, text: ['모바일', '상담 예약'] },
      category: { said: 2, value: { kind: 'choice', selected: ['corporate'] } },
      languages: { said: 2, text: ['한국어'] },
      main_pages: { said: 3, text: ['사무소 소개', '프로필', '업무분야', '상담 예약', '오시는 길'] },
      budget: { said: 5, value: { kind: 'money', amount: 7_000_000, bound: 'at_most', currency: 'KRW' } },
      target_audience: { said: 'asked', text: ['개인사업자', '프리랜서', '상속'] },
      competitors: { said: 'asked', text: ['토스'] },
      preferred_style: { said: 'asked', text: ['신뢰감', '깔끔'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'mid' } },
      key_considerations: { said: 'asked', text: ['개인정보'] },
    },
  },

  // Visitor: 30대 중반 남성, 부산 광안리에서 아내와 베이커리카페 오픈 준비. 아주 짧게, 두세 단어로 답하기도 함.
  // Exercises: a two-word opening; the introduction carries the former use of the site and a rough size ("한 30평?");
  // the opening date answer adds the wife's career (the shop's strength) with her school years; a later message comes
  // back to the size ("실측하니까 27평"); short replies ("우드 + 화이트", "공사기간 짧게요").
  // NOT facts of the project: 30평 (the rough guess, corrected), 횟집 (what the site used to be), 10년 전 (when the wife
  // went to baking school), 서울 (where she worked), 8년 (how long she worked there).
  {
    id: 'heldout64-commercial-ko-gwangalli-bakery-cafe',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '카페 인테리어요',
      '부산 광안리에서 베이커리카페 할려구요. 와이프가 빵 굽고 저는 커피해요. 자리는 원래 횟집이었던 데라 다 뜯어야되고 한 30평?',
      '오픈은 7월이요. 여름 놓치면 안돼서. 와이프가 10년전에 제과학교 나와서 서울 호텔 베이커리에서 8년 일했어요 빵은 자신있음',
      '아 평수 실측하니까 27평이래요',
    ],
    whenAsked: {
      problem_need: '바다뷰가 창가 쪽에서만 나와서 그걸 최대한 살리고 싶어요',
      brand_value: '동네 빵집처럼 편한데 좀 특별한 느낌?',
      target_audience: '관광객 반 동네사람 반',
      competitive_advantage: '빵이요 호텔 출신이라',
      preferred_style: '우드 + 화이트',
      colors_and_elements: '파란색 포인트 조금? 바다니까ㅎ 근데 지중해풍은 싫어요',
      unique_design: '빵 굽는거 밖에서 보이는 오픈키친이요',
      budget: '1억5천 정도요 철거비 포함',
      key_considerations: '공사기간 짧게요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 1, text: ['베이커리카페'] },
      address: { said: 1, text: ['광안리'] },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'on' } },
      competitive_advantage: { said: 2, text: ['호텔 베이커리'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 27, unit: 'pyeong' } },
      problem_need: { said: 'asked', text: ['바다뷰'] },
      brand_value: { said: 'asked', text: ['동네 빵집처럼 편한데'] },
      target_audience: { said: 'asked', text: ['관광객', '동네사람'] },
      preferred_style: { said: 'asked', text: ['우드', '화이트'] },
      colors_and_elements: { said: 'asked', text: ['파란색', '지중해풍'] },
      unique_design: { said: 'asked', text: ['오픈키친'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 150_000_000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['공사기간'] },
    },
  },

  // Visitor: 40대 여성, 대구 재활 의료기기 회사 마케팅 팀장. 업무 말투, 숫자를 많이 섞음.
  // Exercises: the introduction carries the company's city (not the venue) and last year's booth; the size message also
  // carries the opening day and the show's length; the audience reply adds last year's meeting count; the signature
  // element comes with its length; one-line dates for entry and exit.
  // NOT facts of the project: 대구 (where the company is, not the venue), 작년 기본부스 2칸 18㎡ (last year's booth),
  // 4일간 (the show's length, not an exit date by itself), 작년 바이어 미팅 40건.
  {
    id: 'heldout64-exhibition-ko-daegu-rehab-robot',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 부스 디자인 견적 문의드립니다',
      '저희는 대구에 있는 재활 의료기기 회사고요, 3월에 코엑스에서 하는 KIMES 의료기기 전시회 나갑니다. 이번에 보행보조 로봇 신제품 처음 공개하는 거라 부스 제대로 하려고요. 작년엔 기본부스 2칸(18㎡)으로 나갔었어요.',
      '이번엔 독립부스 6x9m(54㎡) 잡았습니다. 개막은 3월 19일이고 4일간 해요.',
    ],
    whenAsked: {
      brand_value: '기술은 믿을 수 있는데 차갑지 않은 회사요. 환자분들이 다시 걷는 모습에 관람객이 뭉클했으면 합니다.',
      target_audience: '병원 재활의학과 관계자랑 해외 바이어요. 작년엔 바이어 미팅 40건 했는데 올해는 더 늘리고 싶어요.',
      preferred_style: '화이트 톤으로 깔끔하게, 그런데 병원 같지는 않게요.',
      unique_design: '로봇 시연할 수 있는 보행 트랙이요. 8m 정도 길이로요.',
      water_electricity_supply: '전기만요. 로봇 충전해야 돼서 콘센트 넉넉히요.',
      budget: '4천만 원 안쪽이요.',
      entry_date: '3월 17일이요.',
      exit_date: '마지막 날인 3월 22일 당일 철수예요.',
      key_considerations: '시연 동선이요. 사람이 몰려도 안전해야 해서요.',
    },
    otherwise: '그건 따로 없습니다.',
    expected: {
      project_background: { said: 1, text: ['재활 의료기기', '보행보조 로봇'] },
      address: { said: 1, text: ['코엑스'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 54, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-19', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['믿을 수 있는데 차갑지 않은'] },
      target_audience: { said: 'asked', text: ['재활의학과', '해외 바이어'] },
      preferred_style: { said: 'asked', text: ['화이트 톤', '병원 같지는 않게'] },
      unique_design: { said: 'asked', text: ['보행 트랙'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 40_000_000, bound: 'at_most', currency: 'KRW' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-17', precision: 'day', relation: 'on' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-22', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['시연 동선', '안전'] },
    },
  },

  // Visitor: 60대 초반 여성, 은퇴한 교사, 일산 아파트에서 남편과 둘이 삶. 말줄임표(..)와 ㅎㅎ, 가족 이야기를 섞어 씀.
  // Exercises: the opening gives place, type and kind of work at once; the age answer carries the year they moved in and
  // the eldest child's age; the size/layout message also brings the husband's books (collections) and the study he
  // wants; the move-in message adds where they stay during works and the grandchildren; short "7천 정도요".
  // NOT facts of the project: 2003년 (when they moved in), 서른다섯 (the eldest child's age), 2천권 belongs to the
  // books only, 딸네 집 (where they stay during the works).
  {
    id: 'heldout64-residential-ko-ilsan-empty-nest',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 일산에 있는 아파트 리모델링 상담 받고 싶어서요..',
      '지은 지 30년 된 아파트고 저희는 2003년부터 살았어요. 애들 둘 다 결혼해서 나가고 이제 남편이랑 둘만 살아요. 큰애가 올해 서른다섯이에요ㅎㅎ',
      '34평이고 방3개 화장실2개요. 애들 쓰던 방 하나는 남편 서재로 바꾸고 싶어요.. 남편 책이 한 2천권 돼요',
      '입주는 5월 말쯤 생각해요. 공사하는 동안은 딸네 집에 가 있기로 했구요. 손주들 오면 놀 자리도 있었음 좋겠어요',
    ],
    whenAsked: {
      project_background: '전체 리모델링이요.. 오래된 집이라 다 손봐야 해요',
      property_category: '아파트요',
      problem_need: '서재가 없는거랑.. 욕실이 너무 낡았어요',
      lifestyle: '남편은 은퇴하고 하루종일 책 읽고 저는 요리 좋아해요. 주말엔 애들이 손주 데리고 와요',
      preferred_style: '따뜻하고 편안하게요. 요즘 호텔같은건 좀 부담스러워요',
      colors_and_elements: '원목 좋아하고 회색은 싫어요',
      budget: '7천 정도요',
      key_considerations: '제가 무릎이 안좋아서 문턱 없애고 욕실 안 미끄럽게요',
    },
    otherwise: '잘 모르겠어요.. 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['일산'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      target_audience: { said: 1, text: ['남편이랑 둘'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      layout: { said: 2, text: ['방3개', '화장실2개'] },
      problem_need: { said: 2, text: ['서재'] },
      important_collections: { said: 2, text: ['책'] },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'late' } },
      lifestyle: { said: 'asked', text: ['책 읽고', '요리', '손주'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 편안하게'] },
      colors_and_elements: { said: 'asked', text: ['원목', '회색'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 70_000_000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['문턱', '미끄럽게'] },
    },
  },

  // Visitor: 20대 후반 여성, 대전에서 작은 책방을 하며 에세이를 씀. 짧게 끊어 쓰고 ㅋㅋ.
  // Exercises: a question as the opening; the introduction carries the shop's opening year and earlier books; the work
  // list carries the page count; the deadline message also carries the funding goal and what comes after; the next
  // message pulls the deadline earlier ("4월 중순 말고 3월 말로"); the title comes inside the colours answer.
  // NOT facts of the project: 2019년 (when the bookshop opened), 세번째 / 앞에 두 권 (earlier books), 300만원 (the
  // crowdfunding goal, not a budget), 4월 중순 (the first deadline, replaced), 4월 1일 (when the funding opens).
  {
    id: 'heldout64-other-ko-daejeon-essay-book',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '책 표지 디자인도 하시나요?',
      '대전에서 작은 책방 하면서 글 쓰고 있는데요 이번에 에세이집을 독립출판으로 내려고 해요. 책방은 2019년에 열었고 이번이 세번째 책이에요. 앞에 두 권은 제가 직접 디자인했는데 너무 티가 나서ㅋㅋ',
      '표지랑 내지 디자인이요. 200쪽 정도고요 아 책갈피도요',
      '텀블벅 펀딩으로 먼저 낼 거라 4월 중순까지는 표지가 나와야 해요. 펀딩 목표는 300만원이고 끝나면 독립서점들에 입고할 거예요',
      '아 마감 4월 중순 말고 3월 말로 당겨도 될까요? 펀딩 오픈을 4월 1일로 잡아서요',
    ],
    whenAsked: {
      problem_need: '서점 매대에 있을 때 눈에 띄었으면 좋겠어요',
      target_audience: '20~30대 여성 독자분들이요. 혼자 사는 사람들 이야기라서',
      preferred_style: '여백 많은거',
      colors_and_elements: '남색이요. 그리고 창문 모티브요. 책 제목이 "오후 네 시의 창문"이거든요',
      key_considerations: '인쇄비 때문에 2도 인쇄로 가능했으면 해요',
      collaboration_notes: '카톡으로 편하게요. 결정은 제가 해요',
    },
    otherwise: '그건 상관없어요',
    expected: {
      project_background: { said: 1, text: ['에세이', '독립출판'] },
      address: { said: 1, text: ['대전'] },
      other_design_requirements: { said: 2, text: ['표지', '내지', '책갈피'] },
      plans_after_project: { said: 3, text: ['독립서점'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      problem_need: { said: 'asked', text: ['눈에 띄었으면'] },
      target_audience: { said: 'asked', text: ['20~30대 여성'] },
      preferred_style: { said: 'asked', text: ['여백'] },
      colors_and_elements: { said: 'asked', text: ['남색', '창문'] },
      key_considerations: { said: 'asked', text: ['2도 인쇄'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '결정은 제가'] },
    },
  },
];
