import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fifty-ninth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: an ordinary week of visitors on a phone, as
 * they come (a lot at once, one fact a message, or only what is asked), with numbers, places and dates of other things,
 * corrections, hedges and questions back.
 * Written in session 29, and played once on the session's starting engine (00a10637) before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 59: an ordinary week)
 * - Priya Raman, 29, mobile bike mechanic in Minneapolis: lowercase, one fact a message, then short answers when asked.
 * - Darnell Whitaker, 58, retired Army mechanic making hot sauce in Savannah: one long, polite message, then a correction on bottle sizes.
 * - Jenna Kowalczyk, 36, Pilates studio owner in Pittsburgh: quick bursts, a competitor's quote next to her own budget, a question back.
 * - Marcus Bell, 33, Detroit barber opening his own shop: slangy run-ons, no punctuation, corrects the square footage.
 * - Linda Chen-Moretti, 47, marketing director at a Portland camp-stove company: brief and businesslike, answers mostly when asked.
 * - Ruth Abernathy, 67, retired teacher downsizing to an Albuquerque condo: full sentences, apologizes and corrects the build year, asks about the HOA.
 * - Gus Papadakis, 55, second-generation diner owner in Astoria, Queens: typos, asks what it costs, relays his son's deadline and then corrects it.
 */
/*
 * Writer's note (zh-TW, batch 59: an ordinary week)
 * - brand: 26歲台南新營女生，要接手阿嬤的碗粿店，一句一則、愛用😅🤣，最後還扯到隔壁店的價錢
 * - packaging: 40幾歲台中大里做手工辣椒醬的老闆娘，標點齊全的長段落，第二則更正容量
 * - website: 在溫哥華教小朋友中文的台灣媽媽，開頭只講兩句，其他都等人問，中英夾雜、會直接說skip
 * - commercial: 31歲從大阪回來的法式甜點師，竹北開店，講話很多～跟！，開幕月份自己改口
 * - exhibition: 台中自行車零件廠的行銷主管，用「展場：」「時間：」條列式報資訊，順便拿去年比較
 * - residential: 退休老師，鳳山透天厝老家要改造，用民國年、全形標點跟「。。。」，家人資訊一堆
 * - other: 桃園中壢的準新娘，要喜帖謝卡海報，注音文＋表情符號，婚禮日期跟設計期限要分清楚
 */
/*
 * Writer's note (ko-KR, batch 59: an ordinary week)
 * - brand: 30대 초반 여성, 전주 한옥마을 약과 가게 사장. 한 메시지에 한 가지씩, ㅎㅎ ㅠㅠ 섞어 짧게 치고 상품 목록을 정정함.
 * - packaging: 40대 남성, 제주 애월 한라봉 농장. 처음에 긴 메시지 두 개로 몰아서 말하고 선물세트 구성을 정정함.
 * - website: 50대 남성, LA 한인타운 회계사무실 (교포). 묻는 말에만 짧게 답하고 영어 단어를 섞음.
 * - commercial: 20대 후반 남성, 부산 전포동 베이커리 카페 2호점. ㅋㅋ 많이 쓰고 빠르게 치며 평수를 실평수로 정정함.
 * - exhibition: 40대 여성, 판교 키즈 에듀테크 스타트업 마케팅팀장. 정중한 업무체, 반입일은 아직 모른다고 답함.
 * - residential: 30대 중반 여성 직장인, 대구 범어동 구축 아파트 매수. 한두 줄씩 끊어 보내고 예산을 정정함.
 * - other: 40대 남성, 수원 행궁동 상인회 총무. 길게 설명하다가 안내판 개수를 정정하고 되묻기도 함.
 */
export const fiftyNinthHeldOutConversations: CorpusConversation[] = [
  // Priya Raman, 29, runs a one-woman mobile bike repair service out of a van in Minneapolis; her current logo is homemade clip art.
  // Exercises: a one-fact-a-message opener (what + city, the "before" logo, the name, a hedged deadline with a question mark),
  // then she only answers when asked; the name arrives without its story, which comes only when asked; trademark in progress + declines help.
  // NOT facts of the project: the friend's Canva logo from 2021, the $85 tune-up price, her dad playing banjo, "every bike shop uses red".
  {
    id: 'heldout59-brand-en-minneapolis-bike-van',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hi! i run a mobile bike repair thing in minneapolis, i drive a van to people's houses and fix their bikes. need a real logo",
      "right now its literally a clip art wrench my friend made in canva in 2021 😬",
      "name is Spoke Folk btw",
      "oh and ideally done by march 1? thats when i open spring bookings",
    ],
    whenAsked: {
      problem_need: "people think im a hobbyist, not a real business. i want to look legit enough that offices and apartment buildings hire me",
      brand_name_story: "i wanted it to feel like neighbors helping neighbors. bikes + folk music vibes, my dad played banjo lol",
      products_or_services: "tune-ups, flat fixes, brake and gear adjustments, and bike days at offices and apartment buildings. basic tune-up is $85 if that matters",
      registration_status: "i filed with the USPTO in november i think? still waiting to hear back",
      need_registration_assistance: "no thanks, my cousin is a paralegal and shes handling it",
      brand_website: "just instagram, @spokefolkmpls",
      target_audience: "commuters mostly, like 25-45, people who bike to work but dont have the time or tools. also families w kids bikes",
      preferred_style: "friendly and kinda hand-drawn? but not messy. like a good craft brewery label",
      colors_and_elements: "forest green and mustard yellow. no red, every bike shop uses red",
      expected_deadline: "march 1 like i said, if thats doable",
      key_considerations: "it has to read on the side of the van from across the street. and on tiny stickers",
      other_design_requirements: "eventually a van wrap, and little stickers i can put on bikes i fixed",
    },
    otherwise: "hmm not sure, up to you!",
    expected: {
      project_background: { said: 0, text: ['mobile bike repair', 'real logo'] },
      address: { said: 0, text: ['minneapolis'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['hobbyist', 'look legit'] },
      brand_name_story: { said: 'asked', text: ['neighbors helping neighbors', 'folk music'] },
      products_or_services: { said: 'asked', text: ['tune-ups', 'flat fixes', 'bike days'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['@spokefolkmpls'] },
      target_audience: { said: 'asked', text: ['commuters', 'families'] },
      preferred_style: { said: 'asked', text: ['hand-drawn', 'craft brewery label'] },
      colors_and_elements: { said: 'asked', text: ['forest green', 'mustard yellow', 'no red'] },
      key_considerations: { said: 'asked', text: ['side of the van', 'tiny stickers'] },
    },
  },

  // Darnell Whitaker, 58, retired Army motor-pool mechanic; makes three fermented hot sauces in his garage in Savannah, GA.
  // Exercises: one long opening message that answers five fields at once (what, product, form, channels, city), a second message
  // with the selling point, then a correction of the bottle sizes (garlic is 10 oz, not 5); a deadline that separates labels from the gift set.
  // NOT facts of the project: 2019 and 24 years in the Army, three years of making sauce, 40 cases a month, Office Depot,
  // Statesboro (the farm, not the business), "last fall", 5 oz for the garlic (corrected), April (market season), "the holidays" (not the deadline).
  {
    id: 'heldout59-packaging-en-savannah-hot-sauce',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Good morning. My name is Darnell. I retired from the Army in 2019 after 24 years (motor pool, mostly) and for the last three years I've been making hot sauce in my garage here in Savannah. We make three sauces: a mild Peach Habanero, a medium Roasted Garlic and a hot one with Carolina Reapers. They all go in 5 oz woodland bottles. I sell about 40 cases a month at the Forsyth Park farmers market and in two local grocery stores. My wife says it's time to stop printing labels at Office Depot... so I need real labels for all three, and a three-bottle gift set for the holidays.",
      "Something I should mention... the peppers all come from my brother-in-law's farm over in Statesboro, and we ferment everything for six weeks. No vinegar bombs.",
      "Correction on the bottles. The Roasted Garlic is in a 10 oz bottle now, we switched last fall. The other two are still 5 oz.",
    ],
    whenAsked: {
      target_audience: "Folks who love heat but care about flavor. A lot of my regulars are men in their 40s to 60s, but younger couples buy the Peach one as a gift.",
      preferred_style: "Southern and a little old-fashioned, but clean. Like an old general store sign. Not cartoonish, and please no flaming skulls.",
      colors_and_elements: "Deep red and cream, maybe. I'd love a small peach in there somewhere. And a little Army star on the back, subtle.",
      preferred_materials: "Paper labels that hold up in a cooler, the bottles sit in ice water at the market. For the gift set, kraft board is fine.",
      expected_deadline: "By the end of March if we can. Market season picks up in April and I want the new labels out there. The gift set can wait till fall.",
      key_considerations: "The labels have to pass the grocery stores' rules, nutrition facts and a barcode. And they have to survive that ice water.",
    },
    otherwise: "No strong feelings on that one. I trust you folks.",
    expected: {
      project_background: { said: 0, text: ['hot sauce', 'garage'] },
      address: { said: 0, text: ['Savannah'] },
      product_description: { said: 0, text: ['Peach Habanero', 'Roasted Garlic', 'Carolina Reapers'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      sales_channels: { said: 0, text: ['farmers market', 'grocery stores'] },
      unique_selling_point: { said: 1, text: ['brother-in-law', 'ferment everything'] },
      specification: { said: 2, text: ['10 oz', '5 oz'] },
      target_audience: { said: 'asked', text: ['love heat', 'younger couples'] },
      preferred_style: { said: 'asked', text: ['old-fashioned', 'general store'] },
      colors_and_elements: { said: 'asked', text: ['Deep red', 'cream', 'peach'] },
      preferred_materials: { said: 'asked', text: ['Paper labels', 'kraft board'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['nutrition facts', 'barcode', 'ice water'] },
    },
  },

  // Jenna Kowalczyk, 36, owns a Pilates studio in Lawrenceville, Pittsburgh; built her own Wix site when the studio opened.
  // Exercises: short bursts, one fact each (what + where, URL, the pain point, budget next to a competitor's quote), then a question back
  // ("do you guys also set up the booking part?") that still carries a fact (they use Mindbody); a deadline given with its reason.
  // NOT facts of the project: 2019 (when she built the site / opened), the other agency's $12k quote, 11pm, $300 a month for Mindbody,
  // April (teacher training launch), "maybe a blog later".
  {
    id: 'heldout59-website-en-pittsburgh-pilates',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi there, I own a Pilates studio in Lawrenceville (Pittsburgh) and our website is a mess",
      "it's on Wix, corepghpilates.com, I built it myself in 2019 when we opened",
      "main thing is people can't figure out how to book a class. they DM me on instagram instead and I'm answering messages at 11pm",
      "budget wise, another agency quoted us $12k which felt crazy. I'm thinking 6 to 8k?",
      "oh and do you guys also set up the booking part? we use Mindbody right now and pay like $300 a month for it ugh",
    ],
    whenAsked: {
      category: "booking for sure, the schedule and signing up is the whole point",
      main_pages: "home, class schedule/booking, our instructors, pricing, and a FAQ. maybe a blog later but not now",
      languages: "just English",
      target_audience: "women mostly, 30 to 60. lots of new moms and people coming back from injuries, a couple physical therapists send us patients",
      competitors: "locally Steel City Reformer, their booking is super easy. I also love the look of a studio in Austin called Lumen Pilates, super clean",
      preferred_style: "calm, airy, lots of white space. kind of spa-like but not woo-woo",
      expected_deadline: "ideally live by the end of March, we launch a teacher training in April and I want people signing up through the new site",
      key_considerations: "it HAS to work on phones, like 90% of our clients book from their phone. and I need to update the schedule myself without calling anyone",
    },
    otherwise: "hmm no preference really, what would you suggest?",
    expected: {
      project_background: { said: 0, text: ['Pilates studio', 'a mess'] },
      address: { said: 0, text: ['Lawrenceville', 'Pittsburgh'] },
      url: { said: 1, text: ['corepghpilates.com'] },
      problem_need: { said: 2, text: ["can't figure out how to book a class"] },
      budget: { said: 3, value: { kind: 'money', amount: 6000, max: 8000, currency: 'USD' } },
      other_design_requirements: { said: 4, text: ['Mindbody'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['schedule', 'instructors', 'pricing', 'FAQ'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['new moms', 'injuries'] },
      competitors: { said: 'asked', text: ['Steel City Reformer', 'Lumen Pilates'] },
      preferred_style: { said: 'asked', text: ['calm', 'airy', 'spa-like'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['work on phones', 'update the schedule myself'] },
    },
  },

  // Marcus Bell, 33, barber who has rented a chair for years and just signed a lease on his own storefront in Midtown Detroit.
  // Exercises: slangy run-on messages without punctuation; the space, the address and the former use all in message 0; budget as a range
  // and a "by" opening date in message 1; message 2 corrects the size (950, not 900). Everything else only when asked.
  // NOT facts of the project: 12 years cutting hair, 8 years renting a chair, 7 Mile (the old shop), 900 sq ft (corrected),
  // the uncle who does drywall, the white walls and drop ceiling (what's there now, not what he wants).
  {
    id: 'heldout59-commercial-en-detroit-barbershop',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "yo whats up im Marcus. been cutting hair 12 years the last 8 renting a chair at a shop off 7 Mile. finally signed a lease on my own spot in Midtown Detroit on Woodward near Canfield. its like 900 sq ft, used to be a phone repair store so its all white walls and drop ceiling rn",
      "budget is 60 to 65k for the buildout, my uncle does drywall so that helps. trying to have doors open by may 15",
      "wait the lease says 950 sq ft not 900 my bad",
    ],
    whenAsked: {
      problem_need: "gotta fit 4 chairs and a waiting area in there without it feeling cramped. right now its just a box",
      brand_value: "respect. you come in you get treated like family, nobody rushing you. should feel like a hangout not a factory",
      target_audience: "mostly black men 20s to 50s, wayne state students, guys who work downtown. kids on saturdays with their dads",
      competitive_advantage: "my appointments actually run on time lol. and i do hot towel shaves, nobody around here does that anymore",
      preferred_style: "old school barbershop meets modern. dark wood, leather, good lighting. not that all white instagram look",
      colors_and_elements: "black, brass, maybe deep green. i want a wall for detroit stuff, old tigers pics, motown records",
      unique_design: "a record player corner with vinyl people can put on while they wait. thats the move",
      key_considerations: "plumbing for a sink at every chair and it gotta pass city inspection first try. cant afford to push the opening",
      other_design_requirements: "yeah the sign out front too",
    },
    otherwise: "whatever you think works bro",
    expected: {
      project_background: { said: 0, text: ['own spot', 'phone repair store'] },
      address: { said: 0, text: ['Midtown', 'Woodward'] },
      budget: { said: 1, value: { kind: 'money', amount: 60000, max: 65000, currency: 'USD' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-05-15', precision: 'day', relation: 'by' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 950, unit: 'ft2' } },
      problem_need: { said: 'asked', text: ['4 chairs', 'waiting area'] },
      brand_value: { said: 'asked', text: ['respect', 'hangout not a factory'] },
      target_audience: { said: 'asked', text: ['wayne state students', 'work downtown'] },
      competitive_advantage: { said: 'asked', text: ['run on time', 'hot towel shaves'] },
      preferred_style: { said: 'asked', text: ['old school', 'dark wood'] },
      colors_and_elements: { said: 'asked', text: ['brass', 'deep green', 'motown records'] },
      unique_design: { said: 'asked', text: ['record player'] },
      key_considerations: { said: 'asked', text: ['plumbing', 'city inspection'] },
    },
  },

  // Linda Chen-Moretti, 47, marketing director at Emberline, a camp stove and cookware maker based in Portland, OR.
  // Exercises: a terse two-message opener (who + what), the second message is all about LAST year's show; every logistics field
  // (venue, size, utilities, budget, three dates) comes only when asked, with weekday names and a "by noon" teardown.
  // NOT facts of the project: Portland (the company's home, not the venue), last year's 10x10 booth in Denver and its $18k cost,
  // "garage sale", the floor-space fee (excluded from the budget), the fire marshal incident, "two more shows" (a later plan).
  {
    id: 'heldout59-exhibition-en-vegas-camp-stoves',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hello, I'm the marketing director at Emberline. We make camp stoves and cookware, based out of Portland. We need a booth designed for a trade show.",
      "Last year we did a 10x10 in Denver for about $18k and honestly it looked like a garage sale. This year we're going bigger.",
    ],
    whenAsked: {
      brand_value: "We're about cooking real food outside, not freeze-dried bags. People should smell something good from the aisle and want to stop.",
      target_audience: "Buyers from outdoor retailers, both the big chains and independent shops. Also a few distributors from Canada.",
      preferred_style: "Warm and rugged, but premium. Think a nice cabin, not a tent.",
      unique_design: "A working camp kitchen in the middle where we cook every hour. Maybe a campfire-looking feature that isn't real fire.",
      address: "Las Vegas Convention Center, North Hall. The show is the Western Outdoor Expo.",
      space_size: "20x20 island, so 400 square feet.",
      water_electricity_supply: "Both. Power for the induction burners and two screens, and water for a small sink since we'll be cooking.",
      budget: "$45,000 all in for design, fabrication and install. The floor space is paid separately.",
      opening_date: "Show opens Tuesday, April 14.",
      entry_date: "Move-in starts Sunday, April 12.",
      exit_date: "It closes on the 16th and teardown has to be finished by noon Friday, April 17.",
      key_considerations: "Fire code. Last time the fire marshal made us shut down a demo. And it needs to pack down and ship, we want to reuse it at two more shows this year.",
    },
    otherwise: "No preference on that. Use your judgment.",
    expected: {
      project_background: { said: 0, text: ['camp stoves', 'trade show'] },
      brand_value: { said: 'asked', text: ['cooking real food outside'] },
      target_audience: { said: 'asked', text: ['Buyers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['rugged', 'premium', 'cabin'] },
      unique_design: { said: 'asked', text: ['working camp kitchen'] },
      address: { said: 'asked', text: ['Las Vegas Convention Center', 'North Hall'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 45000, currency: 'USD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-04-14', precision: 'day', relation: 'on' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-04-12', precision: 'day', relation: 'on' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-04-17', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Fire code', 'pack down'] },
    },
  },

  // Ruth Abernathy, 67, recently retired third-grade teacher, widowed; sold the family house and bought a condo near Nob Hill in Albuquerque.
  // Exercises: a long, well-punctuated first message that answers six fields (what, type, layout, size, address, build year),
  // an apologetic correction of the build year (1987, not 1985), then a question back about the HOA; budget as a range with a relative's opinion.
  // NOT facts of the project: 31 years of teaching, four kids, 1978, the Northeast Heights house, 1985 (corrected), the HOA meeting monthly,
  // her son's opinion on the budget, Rio Rancho (where she is staying for now), the third floor (not a size or a date).
  {
    id: 'heldout59-residential-en-albuquerque-condo',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hello. I'm Ruth, and I recently retired after 31 years of teaching third grade. I sold our family house in the Northeast Heights (we raised four kids there, 1978 until now!) and bought a two-bedroom, two-bath condo near Nob Hill here in Albuquerque. It's about 1,100 square feet on the third floor, built in 1985 I believe. I'd like to redo the kitchen and the main bathroom before I move in, and perhaps the floors throughout.",
      "I'm sorry, I just looked at the paperwork and it was built in 1987, not 1985.",
      "Is it normal to do the design before the HOA approves anything? They only meet once a month.",
    ],
    whenAsked: {
      problem_need: "The kitchen is dark and closed in, and the bathroom has a tub I can't safely step into anymore. I'd like a walk-in shower.",
      target_audience: "Just me and my cat, Biscuit. My grandchildren sleep over some weekends.",
      lifestyle: "I read a great deal, I quilt, and I cook for my church group once a week. Mostly quiet evenings.",
      preferred_style: "Southwestern but not kitschy. Warm and simple, a little Santa Fe feeling without the howling coyotes.",
      colors_and_elements: "Terracotta, sage and cream. I saved a box of Talavera tiles from the old house and would love to use them. No gray, please, everything is gray these days.",
      budget: "Somewhere between 40 and 50 thousand. My son thinks I should spend more, but no.",
      move_in_date: "By the end of June. I'm staying with my daughter in Rio Rancho until then and I don't want to overstay my welcome!",
      key_considerations: "Safety, mostly. Grab bars, no step into the shower, and good lighting for my eyes. And the HOA has rules about when workers can come in.",
      important_collections: "My quilting supplies, a lot of books, and my late husband's guitar.",
    },
    otherwise: "Oh, I don't have a strong opinion on that. Whatever you'd recommend.",
    expected: {
      project_background: { said: 0, text: ['redo the kitchen and the main bathroom', 'floors'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 0, text: ['two-bedroom', 'two-bath'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1100, unit: 'ft2' } },
      address: { said: 0, text: ['Nob Hill', 'Albuquerque'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 39, unit: 'years' } },
      problem_need: { said: 'asked', text: ['dark and closed in', 'walk-in shower'] },
      target_audience: { said: 'asked', text: ['my cat', 'grandchildren'] },
      lifestyle: { said: 'asked', text: ['quilt', 'church group'] },
      preferred_style: { said: 'asked', text: ['Southwestern', 'Santa Fe'] },
      colors_and_elements: { said: 'asked', text: ['Terracotta', 'sage', 'Talavera tiles', 'No gray'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 40000, max: 50000, currency: 'USD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-06-30', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Grab bars', 'good lighting', 'HOA'] },
    },
  },

  // Gus Papadakis, 55, runs the Greek diner in Astoria, Queens that his father opened; wants a new printed menu and a takeout menu board.
  // Exercises: typo-heavy one-fact messages, a price question back ("how much does something like this cost??") that carries no fact,
  // a deadline relayed from his son and then corrected by the son (June 1 -> May 15); collaboration answered only when asked.
  // NOT facts of the project: 1983 (the diner's opening), 14 pages (the old menu), June 1 (superseded), the outdoor seating opening,
  // the museum (where some tourists come from, not his location).
  {
    id: 'heldout59-other-en-astoria-diner-menu',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hi my name is Gus i have a diner in astoria queens, my father opened it in 1983",
      "our menu is 14 pages laminated and people get lost in it. i need a new printed menu and a menu board over the counter for the takeout people",
      "how much does something like this cost??",
      "my son Nick wants it done before summer, he says june 1 because thats when the outdoor seating opens",
      "no wait Nick says it has to be done by may 15 so theres time for the printer",
    ],
    whenAsked: {
      target_audience: "regulars, lot of old timers from the neighborhood. but also young people now, astoria got very hip. some tourists after the museum",
      preferred_style: "classic diner but cleaner. not fancy fancy, we are a diner. easy to read!!",
      colors_and_elements: "blue and white like the greek flag. my fathers picture stays on the front. no food photos that look fake",
      key_considerations: "big letters for the old people. and prices change a lot so we need to update without reprinting the whole thing",
      collaboration_notes: "me and Nick decide together. he does the email i dont. text me updates, once a week is fine",
      other_design_requirements: "the menu and the board like i said",
    },
    otherwise: "i dont know, you tell me, youre the designer",
    expected: {
      project_background: { said: 0, text: ['diner'] },
      address: { said: 0, text: ['astoria', 'queens'] },
      other_design_requirements: { said: 1, text: ['printed menu', 'menu board'] },
      problem_need: { said: 1, text: ['people get lost in it'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-05-15', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['regulars', 'young people'] },
      preferred_style: { said: 'asked', text: ['classic diner', 'easy to read'] },
      colors_and_elements: { said: 'asked', text: ['blue and white', 'fathers picture', 'no food photos'] },
      key_considerations: { said: 'asked', text: ['big letters', 'prices change'] },
      collaboration_notes: { said: 'asked', text: ['me and Nick decide', 'once a week'] },
    },
  },

  // 26-year-old woman from Xinying, Tainan, who will take over her grandma's 碗粿 shop; one short fact per message, emoji.
  // Exercises: one fact a message; the name story in its own message; the signboard added in passing as an extra item;
  // registration asked and answered "沒有耶" with a question back, then the conditional assistance question.
  // NOT facts of the project: 民國76年 (the year grandma opened the shop), 30幾年前 (the old sign's age),
  // 35 / 40 (price of a bowl here and at the shop next door), 隔壁那家 (a competitor).
  {
    id: 'heldout59-brand-zh-tainan-wan-kueh-shop',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～想幫我們家的碗粿店弄新的logo',
      '在台南新營 我阿嬤民國76年開的 現在是我媽在顧 我之後會接',
      '店名叫阿秀碗粿 阿秀是我阿嬤的名字',
      '現在的招牌是30幾年前做的 字都掉漆了 年輕人都說看起來很舊不太敢進來😅 所以招牌也想一起換',
      '除了碗粿還有賣肉粿跟菜粽 冬天會多賣鹹粥',
      '喔對 我們一碗35 隔壁那家賣40 但我們料比較多 這個不重要啦哈哈',
    ],
    whenAsked: {
      registration_status: '沒有耶 要先註冊嗎？',
      need_registration_assistance: '好啊 麻煩你們 我完全不懂這個',
      brand_website: '只有FB粉專 搜阿秀碗粿就有了 網址我不會複製😂',
      target_audience: '原本都是附近的阿伯阿姨 想多吸引一點學生跟上班族',
      preferred_style: '溫暖 有古早味但不要土 像那種文青老店',
      colors_and_elements: '想要有碗的圖案 顏色不要大紅色 我媽說太像廟',
      expected_deadline: '最好3月底前 可以嗎？',
      key_considerations: '要讓我媽跟阿嬤也喜歡 她們很難搞🤣 還有字要大 老客人才看得到',
    },
    otherwise: '都可以啊 你們比較專業',
    expected: {
      project_background: { said: 0, text: ['碗粿店', 'logo'] },
      address: { said: 1, text: ['新營'] },
      brand_name_story: { said: 2, text: ['阿嬤的名字'] },
      problem_need: { said: 3, text: ['看起來很舊'] },
      other_design_requirements: { said: 3, text: ['招牌'] },
      products_or_services: { said: 4, text: ['碗粿', '肉粿', '菜粽', '鹹粥'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['學生', '上班族'] },
      preferred_style: { said: 'asked', text: ['古早味', '文青'] },
      colors_and_elements: { said: 'asked', text: ['碗的圖案', '不要大紅色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['我媽跟阿嬤', '字要大'] },
    },
  },

  // 40-something woman in Dali, Taichung, who makes chili oil with her husband; two long, well-punctuated paragraphs.
  // Exercises: most core fields in one long message; the volume corrected in the next (200ml → 250ml);
  // packaging form and material stated in the correction; market sales history and retail price in passing.
  // NOT facts of the project: 2019年 (when they started at markets), 3000罐 (last year's sales), 280元 (retail price),
  // 200ml (the old bottle), 6月 (a meeting with the department store, not the deadline).
  {
    id: 'heldout59-packaging-zh-taichung-chili-oil-correction',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我跟我先生在台中大里做手工辣椒醬，2019年開始在市集擺攤，去年大概賣了3000罐。現在想把包裝重新做，準備要進一些選物店跟百貨公司的超市。產品是用朝天椒和蒜酥炒的油辣椒，可以拌麵、沾水餃，一罐200ml，現在賣280元。我們最特別的是不加味精跟防腐劑，蒜酥是自己每天炸的。',
      '啊抱歉，容量打錯了，是250ml，200ml是以前的舊瓶子。瓶子還是想維持玻璃瓶，另外也想做一個三罐裝的禮盒，送禮用，今年過年是來不及了啦哈哈。',
    ],
    whenAsked: {
      packaging_form: '玻璃瓶跟禮盒，剛剛有說。',
      preferred_materials: '瓶子就玻璃，禮盒的話你們建議就好。',
      target_audience: '大概30到50歲，會自己煮飯的人，也有很多是買去送人的。',
      preferred_style: '想要看起來高級一點，但還是要有手作的感覺，不要太網美。',
      colors_and_elements: '紅色應該要有吧，辣椒嘛，但不要那種很俗的正紅，可以暗一點。',
      expected_deadline: '4月底前可以嗎？6月要跟百貨那邊談。',
      key_considerations: '瓶蓋常常會漏油，標籤被油弄髒就很難看，這個一直很困擾我們。',
    },
    otherwise: '這個我們沒有特別想法，聽你們的建議。',
    expected: {
      project_background: { said: 0, text: ['手工辣椒醬', '市集'] },
      address: { said: 0, text: ['台中大里'] },
      product_description: { said: 0, text: ['朝天椒', '拌麵'] },
      unique_selling_point: { said: 0, text: ['不加味精', '自己每天炸'] },
      sales_channels: { said: 0, text: ['市集', '選物店', '百貨公司'] },
      specification: { said: 1, text: ['250ml', '三罐'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      preferred_materials: { said: 1, text: ['玻璃'] },
      target_audience: { said: 'asked', text: ['自己煮飯', '送人'] },
      preferred_style: { said: 'asked', text: ['高級', '手作'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '暗一點'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['漏油', '標籤'] },
    },
  },

  // Mid-30s Taiwanese mother in Vancouver who runs a weekend Mandarin class for kids; says two lines, then only answers.
  // Exercises: nearly everything given only when asked; English mixed in ("booking？", "skip"); budget in Canadian dollars
  // with a hedge; no website but an IG handle; competitors declined.
  // NOT facts of the project: 12年 (years since she moved to Canada), 去年 (when the class opened),
  // 9月 (the new term, not the launch date).
  {
    id: 'heldout59-website-zh-vancouver-mandarin-class-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      '嗨 想問一下做網站',
      '我在溫哥華教小朋友中文 來加拿大12年了 去年開了一個週末的小班教室',
    ],
    whenAsked: {
      url: '沒有欸 只有IG 帳號是 mandarin.lily.yvr',
      category: '就是可以讓家長線上報名選時段的那種 booking？',
      problem_need: '現在報名都用LINE跟email 很亂 常常漏看 想讓家長自己上網報名',
      main_pages: '首頁 課程介紹 老師介紹 報名 常見問題 其他你們建議',
      languages: '中文跟英文 有些爸媽看不太懂中文',
      target_audience: '家長 大部分是台灣跟香港移民 小孩4到10歲',
      competitors: '沒特別研究欸 skip',
      preferred_style: '可愛但不要太幼稚 乾淨一點',
      budget: '加幣3000左右？不知道夠不夠',
      expected_deadline: '8月底前上線 9月新學期要開始收報名',
      key_considerations: '手機要好用 家長都用手機 然後我自己要會改課表',
    },
    otherwise: 'OK 都可以',
    expected: {
      project_background: { said: 1, text: ['教小朋友中文'] },
      address: { said: 1, text: ['溫哥華'] },
      url: { said: 'asked', text: ['mandarin.lily.yvr'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 'asked', text: ['很亂', '自己上網報名'] },
      main_pages: { said: 'asked', text: ['課程介紹', '老師介紹', '報名', '常見問題'] },
      languages: { said: 'asked', text: ['中文', '英文'] },
      target_audience: { said: 'asked', text: ['家長', '4到10歲'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['可愛', '乾淨'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 3000, currency: 'CAD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['手機', '改課表'] },
    },
  },

  // 31-year-old pastry chef back from Osaka, opening a French pastry shop near Zhubei HSR station; chatty, ～ and ！.
  // Exercises: place, size and concept in one message; budget hedged ("可能會多一點點"); the opening month corrected
  // in a later message because the landlord's handover date moved; Osaka used again only as a style reference.
  // NOT facts of the project: 大阪 / 5年 (where and how long she worked before), 去年 (when she came back),
  // 4月 (the first, retracted opening month), 3月中 (the landlord's handover date), 6到8個 is seats, not a size.
  {
    id: 'heldout59-commercial-zh-zhubei-pastry-opening-moved',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好！我是做法式甜點的，之前在大阪的甜點店工作了5年，去年回台灣。現在在竹北高鐵站附近租了一間一樓店面，大概18坪，想開一間外帶為主、有6到8個內用座位的甜點店～',
      '最想解決的是動線，因為我一個人做一個人賣，廚房跟櫃台要很近！預算大概150萬，不過還在跟家人討論，可能會多一點點',
      '預計4月開幕～喔不對 房東剛說3月中才能交屋，那開幕應該要延到5月了😭',
    ],
    whenAsked: {
      brand_value: '想要很純粹的感覺，像走進一間安靜的小工坊，可以慢慢挑',
      target_audience: '竹科上班族吧，還有附近的年輕家庭',
      competitive_advantage: '附近甜點店很多，但大多是網美風的，我的是正統法式，而且每天現做',
      preferred_style: '簡單、明亮，有一點日式的感覺，像大阪巷子裡那種小店',
      colors_and_elements: '白色、淺木頭，一點點奶油黃，不要黑色',
      unique_design: '想要一個很漂亮的蛋糕展示櫃，客人一進門就看到，像珠寶店那樣！',
      key_considerations: '冷藏櫃跟烤箱的電要夠，還有排風，烤東西的時候很熱',
      opening_date: '5月！剛剛改過了',
    },
    otherwise: '這個我沒想過耶，你們建議？',
    expected: {
      project_background: { said: 0, text: ['法式甜點', '外帶為主'] },
      address: { said: 0, text: ['竹北'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      problem_need: { said: 1, text: ['動線', '廚房跟櫃台要很近'] },
      budget: { said: 1, value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on' } },
      brand_value: { said: 'asked', text: ['安靜', '小工坊'] },
      target_audience: { said: 'asked', text: ['竹科上班族', '年輕家庭'] },
      competitive_advantage: { said: 'asked', text: ['正統法式', '每天現做'] },
      preferred_style: { said: 'asked', text: ['明亮', '日式'] },
      colors_and_elements: { said: 'asked', text: ['淺木頭', '不要黑色'] },
      unique_design: { said: 'asked', text: ['蛋糕展示櫃'] },
      key_considerations: { said: 'asked', text: ['烤箱的電', '排風'] },
    },
  },

  // Marketing manager (40s) at a Taichung bicycle-parts factory, booking a booth at the Taipei cycle show; terse, labelled lines.
  // Exercises: venue, size, three dates and budget each in its own labelled message; last year's booth and spend
  // mentioned next to this year's; the company's city differs from the venue; a question back about the budget.
  // NOT facts of the project: 台中 (the factory's city, not the venue), 3x3 (last year's booth), 35萬 (last year's budget),
  // 4到6個人 is seating in the meeting corner, not a size.
  {
    id: 'heldout59-exhibition-zh-nangang-bike-parts-last-year',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是台中的自行車零件廠，主要做變速器跟煞車零件。今年要參加台北自行車展，想找人設計攤位。',
      '展場：南港展覽館一館。攤位6x3，18平方米。去年我們是3x3的小攤位，效果不好，今年加大。',
      '時間：3/25開展，3/23進場佈置，撤場是3/28展覽結束當晚。',
      '預算抓60萬。去年35萬做小攤位就花完了，這次應該比較夠吧？',
    ],
    whenAsked: {
      brand_value: '精準、耐用。希望買家一看就覺得是專業的工廠，不是貿易商。',
      target_audience: '主要是國外買家跟品牌的採購，歐洲跟日本比較多。',
      preferred_style: '俐落、工業感，有點像車廠的展示間。',
      unique_design: '想做一個讓買家可以實際撥變速器的體驗台。',
      water_electricity_supply: '要電，體驗台跟螢幕都要用電。水不用。',
      key_considerations: '要有小的洽談區，可以坐4到6個人。樣品櫃要能上鎖。',
    },
    otherwise: '這部分沒有特別要求，請提供建議。',
    expected: {
      project_background: { said: 0, text: ['自行車零件', '台北自行車展'] },
      address: { said: 1, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      budget: { said: 3, value: { kind: 'money', amount: 600_000, currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['精準', '耐用'] },
      target_audience: { said: 'asked', text: ['國外買家', '採購'] },
      preferred_style: { said: 'asked', text: ['俐落', '工業感'] },
      unique_design: { said: 'asked', text: ['體驗台'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['洽談區', '上鎖'] },
    },
  },

  // Retired teacher (60s) and his wife, reworking their three-storey townhouse in Fengshan, Kaohsiung; formal, full-width
  // punctuation, trailing "。。。".
  // Exercises: building age given as an ROC year (民國79年 = 1990 → 36 years); layout and the problem in one message;
  // family members who do and do not live there; size given per floor then as a total; moving-back date with a relative's
  // place in between.
  // NOT facts of the project: 15年前 (when they bought it), 台北 (where the son lives), 3歲 (the grandson's age),
  // 岡山女兒家 (where they stay during works), 20坪 (one floor, not the house).
  {
    id: 'heldout59-residential-zh-fengshan-townhouse-retirees',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好。我和太太都退休了，想把鳳山的老家整理一下。是三層樓的透天厝，民國79年蓋的，我們15年前買的。',
      '目前一樓是客廳跟廚房，二樓三樓各兩間房，衛浴一共三間。樓梯很陡，太太膝蓋不好，上下樓很辛苦，想把主臥搬到一樓。。。',
      '平常就我們兩個住。兒子一家住台北，過年會回來住幾天，孫子今年3歲。',
    ],
    whenAsked: {
      lifestyle: '太太喜歡種花，我每天早上泡茶看報紙，晚上看看電視，很簡單。',
      preferred_style: '簡單、好整理就好，不要太花俏。太太喜歡日式的。',
      colors_and_elements: '木頭色，不要太暗。',
      space_size: '每層大約20坪，三層加起來60坪左右。',
      budget: '300萬以內，退休金要省著用。',
      move_in_date: '我們現在就住在裡面。。。施工的話要先搬去岡山女兒家，希望10月底前可以搬回來。',
      key_considerations: '安全最重要，扶手、止滑，浴室要好走，不要有門檻。',
    },
    otherwise: '這個我們不太懂，請您們建議。',
    expected: {
      project_background: { said: 0, text: ['退休', '老家'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 36, unit: 'years' } },
      address: { said: 0, text: ['鳳山'] },
      layout: { said: 1, text: ['兩間房', '衛浴'] },
      problem_need: { said: 1, text: ['樓梯很陡', '主臥搬到一樓'] },
      target_audience: { said: 2, text: ['我們兩個', '兒子一家'] },
      lifestyle: { said: 'asked', text: ['種花', '泡茶'] },
      preferred_style: { said: 'asked', text: ['好整理', '日式'] },
      colors_and_elements: { said: 'asked', text: ['木頭色', '不要太暗'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 60, unit: 'ping' } },
      budget: { said: 'asked', value: { kind: 'money', amount: 3_000_000, bound: 'at_most', currency: 'TWD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-10-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['扶手', '止滑', '門檻'] },
    },
  },

  // 29-year-old bride-to-be in Zhongli, Taoyuan, who wants a wedding invitation set; 注音文 (ㄛ/ㄚ), lots of emoji.
  // Exercises: opens with a question back; the wedding date, the print date and the design deadline in one message
  // (only the last is the deadline); the sister's wedding as an aside; collaboration asked as a core field.
  // NOT facts of the project: 5月 / 5/16 (the wedding itself), 3月中 (when the invitations go to print),
  // 姊去年 (her sister's wedding last year).
  {
    id: 'heldout59-other-zh-zhongli-wedding-stationery',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 想問你們有接喜帖設計嗎🥹',
      '我5月要結婚 婚宴在中壢 想要喜帖、謝卡還有一張迎賓海報',
      '我姊去年結婚也是找人設計的 超美😍',
      '喔對 婚禮是5/16 喜帖最晚3月中要送印 所以設計希望2月底前好ㄛ',
    ],
    whenAsked: {
      problem_need: '想要有我們自己的風格 不要婚紗店那種制式的😂',
      target_audience: '就賓客吧 長輩蠻多的 也有很多大學同學',
      preferred_style: '清新 有手繪感 插畫那種',
      colors_and_elements: '想要放我們家的柴犬！！顏色想要鼠尾草綠 不要粉紅色',
      key_considerations: '字不要太小 長輩要看得清楚 然後雙方家長名字要放',
      collaboration_notes: '用LINE最方便 我跟我未婚夫都要看過 最後我決定就好😆',
      address: '中壢啊 剛剛有說😂',
    },
    otherwise: '都可以ㄚ 你們決定',
    expected: {
      project_background: { said: 1, text: ['結婚'] },
      other_design_requirements: { said: 1, text: ['喜帖', '謝卡', '迎賓海報'] },
      address: { said: 1, text: ['中壢'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-28', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['自己的風格', '制式'] },
      target_audience: { said: 'asked', text: ['長輩', '同學'] },
      preferred_style: { said: 'asked', text: ['清新', '手繪'] },
      colors_and_elements: { said: 'asked', text: ['柴犬', '鼠尾草綠', '不要粉紅色'] },
      key_considerations: { said: 'asked', text: ['字不要太小', '家長名字'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '我決定'] },
    },
  },

  // Visitor: 30대 초반 여성, 전주 한옥마을 근처에서 약과 디저트 가게 '달보름' 운영 2년차. 한 메시지에 한 가지씩,
  // ㅎㅎ ㅠㅠ 섞어서 짧게 보냄.
  // Exercises: one fact a message; the name story carries her mother's history; a correction of the product list
  // (양갱 빠지고 곶감말이 들어감); a question back on trademark ("해야되는건가요?"); a deadline given with the
  // reason for it (3월 패키지 인쇄).
  // NOT facts of the project: 오픈한지 2년 (shop's age), 미리캔버스 (how the old logo was made), 엄마가 30년 동안
  // 한과 (mother's career, part of the story only), 약과 한박스 18000원 (a product price), 양갱 (dropped product),
  // 3월 (when the packages get printed; the deadline is 2월).
  {
    id: 'heldout59-brand-ko-jeonju-yakgwa-logo-renewal',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 약과 가게 로고 리뉴얼 문의드려요',
      '전주 한옥마을 쪽에서 하고 있어요 ㅎㅎ',
      '오픈한지 2년 됐는데 처음에 로고를 제가 미리캔버스로 대충 만들어서요ㅠㅠ 포장에 찍으면 너무 없어보여요',
      '가게 이름은 달보름이에요 엄마가 30년 동안 한과 만드셨는데 보름달 뜨는 날 제일 많이 팔렸다고 해서 거기서 따왔어요',
      '약과랑 약과쿠키 양갱 팔아요 약과 한박스 18000원이구요',
      '아 정정할게요 양갱은 이번달까지만 하고 빼요 약과, 약과쿠키, 곶감말이 이렇게 세개로 가요',
    ],
    whenAsked: {
      project_background: '말씀드린것처럼 약과 가게 로고 리뉴얼이요 ㅎㅎ',
      problem_need: '포장에 찍었을때 좀 있어보이게요 지금은 너무 없어보여서ㅠ',
      registration_status: '상표요? 아직 안했어요 해야되는건가요?',
      need_registration_assistance: '네 도와주시면 좋죠 비용은 따로인가요?',
      brand_website: '인스타 있어요 @dalboreum_jeonju 요',
      target_audience: '한옥마을 놀러온 20대 30대 여자분들이 제일 많고 선물용으로 사가시는 분들도 있어요',
      preferred_style: '귀엽고 레트로한 느낌? 근데 너무 유치하지는 않게요',
      colors_and_elements: '보름달은 꼭 들어갔으면 좋겠고 약과 색깔 같은 갈색 노란색이요 핑크는 별로예요',
      expected_deadline: '3월에 패키지 새로 찍어야돼서 2월까지는 나왔으면 해요',
      key_considerations: '스티커랑 박스에 작게 찍어도 잘 보이는거요 그게 제일 중요해요',
    },
    otherwise: '음 그건 잘 모르겠어요 알아서 해주셔도 돼요 ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['약과 가게', '로고 리뉴얼'] },
      address: { said: 1, text: ['전주'] },
      problem_need: { said: 2, text: ['없어보여요'] },
      brand_name_story: { said: 3, text: ['달보름', '보름달'] },
      products_or_services: { said: 5, text: ['약과쿠키', '곶감말이'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@dalboreum_jeonju'] },
      target_audience: { said: 'asked', text: ['20대 30대 여자분들', '선물용'] },
      preferred_style: { said: 'asked', text: ['레트로'] },
      colors_and_elements: { said: 'asked', text: ['보름달', '갈색', '노란색', '핑크'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['작게 찍어도 잘 보이는'] },
    },
  },

  // Visitor: 40대 남성, 제주 애월에서 부모님 귤밭을 물려받아 한라봉 농사와 수제청 제조. 처음 두 메시지에 거의 다
  // 몰아서 길게 쓰고, 그 뒤엔 묻는 말에 답함.
  // Exercises: two long opening messages carrying background, place, problem, product, use, USP and packaging form;
  // a correction of the gift set (2병 -> 500ml 3병) with the wife's opinion; "500ml" vs "500세트" in different fields;
  // a hedge on materials ("크라프트지?"); a maybe-later sales channel (면세점) that is not a channel yet.
  // NOT facts of the project: 귤밭 3천평 (farm size), 5년째 (years farming), 부모님 (previous owners), 2병 (superseded),
  // 와이프 (who had the opinion), 4월 유채꽃 시즌 (selling season; the deadline is 3월), 면세점 (only a wish).
  {
    id: 'heldout59-packaging-ko-aewol-hallabong-syrup',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 제주 애월에서 한라봉 농사 짓고 청 만들어서 파는 농장입니다. 부모님 하시던 귤밭 3천평 물려받아서 5년째 하고 있고요, 이번에 한라봉청을 제대로 상품으로 내보려고 병에 붙일 라벨이랑 선물세트 포장 디자인 맡기려고 합니다. 지금은 그냥 문구점에서 라벨 뽑아서 붙이는 수준이라 플리마켓 나가면 손님들이 집었다가 다시 내려놔요 ㅠ',
      '제품은 한라봉청 500ml 유리병이고 선물세트는 2병 들이로 생각중입니다. 탄산수에 타먹거나 따뜻한 물에 타서 차로 드시면 돼요. 설탕 대신 유기농 원당 쓰고 껍질까지 통째로 갈아넣는게 저희만의 특징이에요',
      '아 정정할게요 선물세트는 500ml 3병 들이로 하려구요 와이프가 2병은 좀 없어보인대요 ㅋㅋ',
    ],
    whenAsked: {
      target_audience: '제주 여행오신 30 40대 여자분들이요 선물용으로 많이 사가세요',
      sales_channels: '플리마켓이랑 스마트스토어요 나중에 공항 면세점도 넣어보고 싶은데 그건 아직이구요',
      preferred_style: '제주 느낌 나는데 촌스럽지 않게요 깔끔하고 따뜻한 느낌',
      colors_and_elements: '한라봉 주황색이랑 돌담 같은거? 초록 잎사귀도 좋구요',
      preferred_materials: '라벨은 방수되는 종이면 좋겠어요 냉장고에 넣으니까요 박스는 크라프트지?',
      expected_deadline: '3월 안에는 나와야 돼요 4월 유채꽃 시즌에 관광객 많을때 팔아야 해서요',
      key_considerations: '소량으로 찍어야 해서 인쇄비 많이 안드는 방향이요 처음엔 500세트 정도만 찍을거라',
    },
    otherwise: '그건 딱히 생각 안해봤습니다 괜찮게 해주세요',
    expected: {
      project_background: { said: 0, text: ['한라봉청', '라벨'] },
      address: { said: 0, text: ['애월'] },
      problem_need: { said: 0, text: ['다시 내려놔요'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      product_description: { said: 1, text: ['한라봉청', '탄산수'] },
      unique_selling_point: { said: 1, text: ['유기농 원당', '껍질까지'] },
      specification: { said: 2, text: ['500ml', '3병'] },
      target_audience: { said: 'asked', text: ['30 40대 여자분들', '선물용'] },
      sales_channels: { said: 'asked', text: ['플리마켓', '스마트스토어'] },
      preferred_style: { said: 'asked', text: ['촌스럽지 않게', '따뜻한'] },
      colors_and_elements: { said: 'asked', text: ['주황색', '돌담', '잎사귀'] },
      preferred_materials: { said: 'asked', text: ['방수', '크라프트지'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['인쇄비', '500세트'] },
    },
  },

  // Visitor: 50대 남성, LA 한인타운에서 1998년부터 회계사무실 운영하는 교포 CPA. 묻는 말에만 짧게 답하고
  // professional, 택스시즌 같은 영어를 섞음.
  // Exercises: terse, answers only when asked (most facts 'asked'); a link inside a story about his son; a language
  // declined ("스페인어는... 아직은 됐어요"); a budget with a soft ceiling; a deadline next to another date
  // (4월 15일 tax deadline).
  // NOT facts of the project: 1998년부터 (office history), 아들이 10년전에 만들어준 (who made the old site, when),
  // 스페인어 (declined), 4월 15일 (tax filing deadline).
  {
    id: 'heldout59-website-ko-la-koreatown-cpa-renewal',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: -480,
    messages: [
      '홈페이지 새로 만들고 싶어서요',
      'LA 한인타운에서 회계사무실 합니다. 1998년부터 했어요',
    ],
    whenAsked: {
      project_background: '말씀드렸듯이 회계사무실이고요 지금 사이트가 너무 옛날거라서요',
      url: '있어요 www.parkcpa-la.com 인데 아들이 10년전에 만들어준거에요',
      category: '회사 소개하는 홈페이지요',
      problem_need: '핸드폰으로 보면 글씨가 다 깨져요. 그리고 젊은 손님들이 카톡 말고 온라인으로 예약하고 싶어해요',
      main_pages: '회사소개, 서비스, 상담예약, 세금 자료실? 그정도요',
      languages: '한국어 영어 둘다요. 스페인어는... 아직은 됐어요',
      target_audience: '한인 자영업자분들, 식당 네일샵 하시는분들이 대부분이고 요즘은 유학생들도 와요',
      competitors: '딱히 없는데.. 옆 건물 Kim & Lee CPA 사이트가 깔끔하긴 하더라고요',
      preferred_style: '신뢰감 있게요. 너무 화려한건 싫고 professional 하게',
      budget: '5천불 정도? 많이 넘으면 곤란하고요',
      expected_deadline: '택스시즌 시작하기 전에.. 3월 1일 전에는 열어야죠 4월 15일이 마감이라 그때는 정신없어요',
      key_considerations: '나이드신 손님들이 많아서 글씨 크게, 전화번호 바로 보이게요',
    },
    otherwise: '그건 잘 모르겠네요 알아서 해주세요',
    expected: {
      project_background: { said: 1, text: ['회계사무실'] },
      address: { said: 1, text: ['한인타운'] },
      url: { said: 'asked', text: ['parkcpa-la.com'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      problem_need: { said: 'asked', text: ['핸드폰', '예약'] },
      main_pages: { said: 'asked', text: ['회사소개', '서비스', '상담예약'] },
      languages: { said: 'asked', text: ['한국어', '영어'] },
      target_audience: { said: 'asked', text: ['자영업자', '유학생'] },
      competitors: { said: 'asked', text: ['Kim & Lee'] },
      preferred_style: { said: 'asked', text: ['신뢰감', 'professional'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 5000, currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['글씨 크게', '전화번호'] },
    },
  },

  // Visitor: 20대 후반 남성, 부산 서면에서 테이크아웃 카페 하다가 전포동에 베이커리 카페 2호점 준비. ㅋㅋ 많이 쓰고
  // 빠르게 치는 말투.
  // Exercises: first store's size and place next to the new one's; a size correction (부동산 25평 -> 실평수 22평);
  // problem and signature idea in one message; a budget range; a product sales number inside the strength.
  // NOT facts of the project: 서면 (first store), 3년째 (first store's age), 15평 (first store's size), 25평 (superseded),
  // 대형 카페들 (neighbours), 하루 300개 (sales at the first store).
  {
    id: 'heldout59-commercial-ko-busan-jeonpo-bakery-cafe',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 부산 전포동에 카페 2호점 내려고 하는데 인테리어 상담 가능할까요?',
      '1호점은 서면에서 3년째 하고있고 15평짜리 테이크아웃 위주인데 이번엔 좀 크게 베이커리 카페로 가려구요 ㅋㅋ 자리는 전포 카페거리 안쪽 골목 2층 건물 1층이고 25평이요',
      '아 실평수는 22평이래요 부동산에서 25평이라 했는데 재보니까 아니네요 ㅋㅋ',
      '근처에 대형 카페들 많아서 걍 이쁘기만 하면 묻힐거같아요 빵 굽는게 밖에서 보이게 오픈키친 하고싶어요',
    ],
    whenAsked: {
      brand_value: '편하게 오래 있고싶은 동네 빵집? 들어오면 빵냄새부터 나는 그런 느낌이요',
      target_audience: '20대 30대 카페투어 다니는 사람들이요 인스타 보고 오는',
      competitive_advantage: '매일 아침 직접 굽는 소금빵이요 1호점에서도 하루 300개씩 나가요',
      preferred_style: '우드톤에 좀 빈티지한? 유럽 시골 빵집 같은 느낌',
      colors_and_elements: '베이지 브라운 계열이요 네온사인은 노노',
      unique_design: '아까 말한 오픈키친이요 빵 굽는거 보이게',
      budget: '인테리어만 6천에서 7천 사이요',
      opening_date: '4월 오픈이 목표에요',
      key_considerations: '오븐 배기 잘 돼야 할거같아요 윗층에 사람 살아서요',
    },
    otherwise: '그건 잘 모르겠어요 ㅋㅋ 추천해주시면 따를게요',
    expected: {
      address: { said: 0, text: ['전포동'] },
      project_background: { said: 1, text: ['베이커리 카페'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 22, unit: 'pyeong' } },
      problem_need: { said: 3, text: ['묻힐거같아요'] },
      unique_design: { said: 3, text: ['오픈키친'] },
      brand_value: { said: 'asked', text: ['동네 빵집', '빵냄새'] },
      target_audience: { said: 'asked', text: ['카페투어'] },
      competitive_advantage: { said: 'asked', text: ['소금빵'] },
      preferred_style: { said: 'asked', text: ['우드톤', '빈티지'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '네온사인'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 60000000, max: 70000000, currency: 'KRW' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['배기', '윗층'] },
    },
  },

  // Visitor: 40대 여성, 성남 판교의 키즈 에듀테크 스타트업 '꼬물랩' 마케팅팀장. 정중한 업무체로 길게 쓰고,
  // 반입일은 아직 모른다고 함.
  // Exercises: a booth size given as "4부스(6x6m)" (36㎡); last year's fair, booth count and budget beside this year's;
  // the opening date with a weekday and a duration; the entry date declined (not announced yet); the exit date derived
  // from the last day; a B2B priority among audiences.
  // NOT facts of the project: 작년 킨텍스 베이비페어 (last year's fair and venue), 2부스 (last year's booth),
  // 작년엔 1500 (last year's spend), 나흘간 (duration, not a date).
  {
    id: 'heldout59-exhibition-ko-pangyo-kidstech-coex-booth',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 판교에 있는 키즈 에듀테크 스타트업 꼬물랩 마케팅팀입니다. 3월에 코엑스에서 열리는 유아교육전에 부스 참가 예정이라 디자인 및 시공 견적 문의드립니다.',
      '저희는 아이들이 그림을 그리면 화면 속에서 움직이는 AI 드로잉 패드를 만들고 있고, 이번 전시에서 신제품 꼬물패드2를 처음 공개합니다. 작년에는 킨텍스 베이비페어에 2부스로 나갔었는데 너무 작아서 체험존이 늘 붐볐어요 ㅠ 이번엔 4부스(6x6m)로 신청했습니다.',
      '일정은 3월 12일 목요일 개막이고 나흘간 진행됩니다.',
    ],
    whenAsked: {
      address: '코엑스 B홀이요',
      brand_value: '아이들 상상력을 존중하는 브랜드요. 부스에 들어오면 놀이터 같은 느낌이면 좋겠어요',
      target_audience: '유치원 원장님들이랑 교구 유통사 바이어분들이요. 일반 부모님들도 많이 오시긴 하는데 이번엔 B2B가 우선이에요',
      preferred_style: '밝고 깔끔하게요. 너무 유치한 원색 범벅은 피하고 싶어요 파스텔 톤?',
      unique_design: '아이들이 그린 그림이 벽면 대형 스크린에 실시간으로 뜨는거요. 그게 핵심이에요',
      water_electricity_supply: '전기는 무조건 필요하고 물은 필요없어요. 태블릿이랑 스크린 다 전기라서요',
      budget: '시공까지 포함해서 2천만원 내외로 잡혀있어요. 작년엔 1500 썼었구요',
      entry_date: '반입 일정은 아직 주최측 공지 전이라 모르겠어요. 확정되면 따로 말씀드릴게요',
      exit_date: '철수는 마지막날이요 3월 15일 저녁 6시부터요',
      key_considerations: '체험존이요. 아이들이 직접 해볼수 있는 테이블이 최소 6자리는 있어야 해요',
    },
    otherwise: '그 부분은 내부적으로 확인해보고 말씀드릴게요',
    expected: {
      address: { said: 0, text: ['코엑스'] },
      project_background: { said: 1, text: ['드로잉 패드', '꼬물패드2'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-12', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['상상력', '놀이터'] },
      target_audience: { said: 'asked', text: ['원장님', '유통사', 'B2B'] },
      preferred_style: { said: 'asked', text: ['밝고 깔끔', '파스텔'] },
      unique_design: { said: 'asked', text: ['대형 스크린', '실시간'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 20000000, currency: 'KRW' } },
      entry_date: { said: 'asked', skipped: true },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['체험존', '6자리'] },
    },
  },

  // Visitor: 30대 중반 여성 직장인, 대구 수성구 범어동 구축 아파트를 사서 전체 리모델링. 한두 줄씩 끊어서 보내고
  // ㅠ ㅎㅎ !를 씀.
  // Exercises: facts arrive one or two a message; the building's age as a year (2001년 -> 25년); the rental she lives in
  // now mentioned beside the new flat; a budget correction after talking to her husband; a move-in date beside the
  // balance payment date; a baby plan inside the household answer.
  // NOT facts of the project: 지금 전세 사는 집 (current rental), 겨울마다 결로 (the rental's problem), 4천 (superseded
  // budget), 3월 말 잔금 (balance payment), 내년쯤 아기 (a later plan, not who lives there now).
  {
    id: 'heldout59-residential-ko-daegu-beomeo-old-apt-remodel',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 집 인테리어 상담 받고 싶어서요',
      '이번에 대구 수성구 범어동에 구축 아파트 하나 샀어요 전체 리모델링 하려구요',
      '34평이고 방3 화장실2 구조예요',
      '2001년에 지어진 아파트라 샷시부터 다 바꿔야 될 것 같아요ㅠ 지금 전세 사는 집도 구축이라 겨울마다 결로 때문에 고생해서요',
      '예산은 4천 정도 생각하고 있어요',
      '아 정정할게요 남편이랑 얘기했는데 예산 5천으로 해주세요!',
    ],
    whenAsked: {
      problem_need: '샷시 말고도 주방이 너무 좁고 어두워요 그리고 수납이 진짜 없어요 현관 신발장도 작고요',
      target_audience: '저랑 남편 둘이구요 고양이 두마리 있어요! 내년쯤 아기 계획도 있어요 ㅎㅎ',
      lifestyle: '둘다 회사 다니고 남편은 일주일에 이틀 재택해요 주말엔 집에서 요리해먹는거 좋아해요',
      preferred_style: '화이트 우드? 미니멀한데 너무 차갑지 않은 느낌이요',
      colors_and_elements: '고양이 캣워크 있었으면 좋겠어요 ㅎㅎ 회색은 좀 피하고 싶고요',
      move_in_date: '5월 초요 잔금이 3월 말이라 그 뒤에 공사해야 해서요',
      key_considerations: '고양이들 때문에 바닥 스크래치 안나는 자재요 그리고 공사할때 관리사무소 규정이 까다롭대요',
    },
    otherwise: '아직 거기까진 생각 못해봤어요 추천해주세요!',
    expected: {
      project_background: { said: 1, text: ['전체 리모델링'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 1, text: ['범어동'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      layout: { said: 2, text: ['방3', '화장실2'] },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 25, unit: 'years' } },
      problem_need: { said: 3, text: ['샷시'] },
      budget: { said: 5, value: { kind: 'money', amount: 50000000, currency: 'KRW' } },
      target_audience: { said: 'asked', text: ['남편', '고양이'] },
      lifestyle: { said: 'asked', text: ['재택', '요리'] },
      preferred_style: { said: 'asked', text: ['화이트 우드', '미니멀'] },
      colors_and_elements: { said: 'asked', text: ['캣워크', '회색'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'early' } },
      key_considerations: { said: 'asked', text: ['스크래치', '관리사무소'] },
    },
  },

  // Visitor: 40대 남성, 수원 행궁동 상인회 총무. 처음엔 길게 사정을 설명하고, 안내판 개수를 정정하고, 끝에
  // 직접 와줄 수 있냐고 되물음. "~요" 체에 ㅎㅎ.
  // Exercises: last autumn's festival crowd as the reason; the scope split over messages and corrected (3군데 ->
  // 4군데); a shop count beside the sign count; a deadline tied to another event (5월 축제); a decision-making group and
  // meeting rhythm in collaboration notes; a question back.
  // NOT facts of the project: 작년 가을 축제 5만명 (last year's crowd), 네이버지도 (a map service), 42곳 (shops in the
  // leaflet, detail), 3군데 (superseded), 5월 축제 (the event; the deadline is 4월).
  {
    id: 'heldout59-other-ko-suwon-haenggung-alley-map-signs',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 수원 행궁동 상인회 총무 맡고 있는 사람입니다. 저희 골목 상점들 안내하는 지도 리플렛이랑 골목 입구에 세울 안내판 디자인을 맡기고 싶어서 연락드렸어요. 작년 가을 축제때 5만명 넘게 왔는데 다들 가게를 못찾아서 헤매더라구요 ㅎㅎ 네이버지도에도 안나오는 골목 안쪽 가게들이 많아서요',
      '리플렛은 접이식으로 A3 정도 생각하고 있고 참여 가게는 42곳이에요 카페 공방 식당 다 섞여있어요. 안내판은 골목 입구 3군데요',
      '아 잠깐 정정할게요 안내판은 3군데 아니고 4군데요 팔달문 쪽 입구 하나 더 추가됐어요',
    ],
    whenAsked: {
      other_design_requirements: '말씀드린대로 지도 리플렛이랑 안내판 4군데요',
      target_audience: '주로 주말에 놀러오는 20 30대요 데이트하러 많이 와요 외국인 관광객도 좀 있구요',
      preferred_style: '행궁동이 한옥이랑 벽화골목이 유명하니까 그 느낌 살려서 아기자기하게요',
      colors_and_elements: '수원화성 성곽 모양이 들어가면 좋겠어요 색은 알아서 해주세요',
      expected_deadline: '5월에 축제가 있어서 4월까지는 인쇄 끝나야돼요',
      key_considerations: '안내판은 구청 허가 받아야 된대요 그래서 규격 맞춰야 하고요 리플렛은 영어도 같이 들어가야 해요',
      collaboration_notes: '임원 다섯명이 같이 보고 정해요 매달 첫째주 화요일에 회의하니까 그때 시안 보여주시면 좋겠어요 혹시 직접 와주실수 있나요?',
    },
    otherwise: '그건 임원분들이랑 상의해보고 말씀드릴게요 ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['상인회', '지도 리플렛'] },
      address: { said: 0, text: ['행궁동'] },
      problem_need: { said: 0, text: ['못찾아서'] },
      other_design_requirements: { said: 2, text: ['안내판', '4군데'] },
      target_audience: { said: 'asked', text: ['20 30대', '외국인'] },
      preferred_style: { said: 'asked', text: ['한옥', '아기자기'] },
      colors_and_elements: { said: 'asked', text: ['성곽'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['구청 허가', '영어'] },
      collaboration_notes: { said: 'asked', text: ['임원', '첫째주 화요일'] },
    },
  },
];
