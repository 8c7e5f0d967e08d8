import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A forty-second batch of held-out visitors, written blind from the field list (three writers, one a language, none
 * of whom read the engine): every project type in all three languages. An ordinary week of enquiries: some visitors
 * tell a lot at once and some one thing at a time; some answer exactly what is asked and some with a story, an
 * example, a comparison or a complaint; numbers, places and dates beside the project that are no brief facts; a value
 * changed. Each writer's own notes on their seven conversations follow, and each conversation has a comment of what it
 * exercises and which of its numbers, places and dates are not facts.
 */
/*
 * heldout42, en-US: an ordinary week of enquiries at a US studio. A mobile dog groomer in Boise who types in
 * short lowercase bursts; a husband-and-wife hot honey business in Nashville that tells a lot up front; a
 * physical therapy clinic's office manager in Tucson who checks the budget with the owner mid-chat and raises
 * it; a Philly barber opening his second shop who answers with complaints about his first one; a marketing
 * coordinator from Denver who lays out trade show dates like a checklist; a Raleigh mom renovating an old
 * ranch house who corrects her own move-in date; and a San Diego taco truck owner who needs a wrap and a menu
 * board. They mix in numbers, places and dates that are not facts of the brief (other shops, kids' ages,
 * suppliers, last year's show, old budgets), noted above each conversation.
 */
/*
 * heldout42（zh-TW）：台灣設計工作室平常一週會收到的七個詢問，全部用手機打字，時區 UTC+8。
 * 台中北屯寵物美容店老闆娘（一次講一件事、後來改了完成時間）、屏東九如種檸檬的第二代（一開始就講很多，
 * 順便提到市集和談中的通路）、桃園觀音 CNC 加工廠老闆兒子（回答簡短、貼網址、抱怨舊網站）、
 * 高雄髮型設計師從鳳山搬到左營（邊講邊抱怨舊店，坪數講錯後更正）、台中大雅自行車座墊廠業務
 * （第一則就把展覽講完，提到去年的展和去年的花費）、中和買中古公寓的準媽媽（講故事，預算跟老公討論後改了），
 * 以及台南新營國小家長會副會長（百年校慶 T 恤與紀念 logo，夾雜創校年、學生數、校慶日期）。
 * 大多小寫英文、標點不齊、有 emoji 和一兩個錯字（因該、以經），用 萬、坪、NT 的說法。
 */
/*
 * heldout42 (ko-KR) — 평범한 한 주의 문의 일곱 건. 대전 도안동 필라테스 원장(짧게 하나씩 답함, 2호점 얘기를
 * 스스로 꺼냄), 제주 서귀포에서 부모님과 귤농사 지으며 수제청 파는 딸(처음에 길게 사연, 작년 추석 후기 불만,
 * 마감을 설→추석 시즌으로 바꿈), 분당 정자동 세무사(존댓말로 딱딱하게, 예산을 500→700으로 정정), 일산에서
 * 12년째 미용실 하다 재건축으로 이전하는 원장(옛 가게 주소와 새 주소가 섞임, 평수를 30→전용 27평으로 정정),
 * 경기 광주 원목가구 공방 대표(리빙페어 첫 참가, 오타 섞인 짧은 답, 6x3 부스), 용인 수지 98년식 아파트를 산
 * 맞벌이 엄마(첫 메시지에 거의 다 말함, 예산 5천→6천, 전세 만기일을 곁들임), 망원동에 사는 직장인 에세이
 * 작가(독립출판 표지·내지, 이모지, 지난 책 이야기). 모두 폰으로 치듯 띄어쓰기·맞춤법이 조금씩 틀리고 ㅋㅋ ㅠㅠ 를 씀.
 */
export const fortySecondHeldOutConversations: CorpusConversation[] = [
  {
    // Boise, a mobile dog groomer (one van) who wants a real identity instead of a Canva logo. Short lowercase
    // messages, one thing at a time: background, problem, name story, services; the rest only when asked.
    // Deadline "by end of february" → 2026-02-01 month by (March busy season is the reason, not the date).
    // NOT facts: the sister who made the Canva logo, daughter's ages (9 then, 16 now), the PetSmart down the
    // road, the LLC filed in 2021 (not a trademark), "march" busy season.
    id: 'heldout42-brand-en-boise-dog-grooming-short-answers',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hi, i run a mobile dog grooming business in boise and need a logo. we've been using something my sister made on canva lol. want a real logo + colors, basically a full identity i think",
      'main thing is people think we are a hobby. we charge more than the petsmart down the road and our look doesnt back that up at all',
      "name is Tidy Tails Mobile Grooming. my daughter came up with Tidy Tails when she was 9, shes 16 now and thinks its embarassing haha but customers love it",
      'we do full grooms, bath and brush, nail trims, teeth brushing. just added cat grooming too but only a handful of clients so far 🐱',
    ],
    whenAsked: {
      brand_name_story: 'like i said my daughter named it, Tidy Tails stays',
      products_or_services: 'full grooms, bath and brush, nail trims, teeth brushing, some cat grooming',
      registration_status: 'no, just the LLC with the state back in 2021. no trademark',
      need_registration_assistance: 'sure yes, if its not crazy expensive',
      brand_website: 'just instagram @tidytailsboise',
      target_audience: "mostly busy families and older folks who can't easily drive their dog to a groomer. a LOT of doodles lol",
      preferred_style: 'friendly but clean. not cartoony. kinda like the chewy vibe but less loud',
      colors_and_elements: 'teal is kinda our thing already, the van is teal. no paw prints pls every groomer uses paw prints',
      expected_deadline: 'by end of february. march is when busy season starts',
      key_considerations: 'keep the name. and it has to look good big on the side of the van AND as a tiny instagram icon',
    },
    otherwise: 'no preference really',
    expected: {
      project_background: { said: 0, text: ['mobile dog grooming', 'full identity'] },
      address: { said: 0, text: ['boise'] },
      problem_need: { said: 1, text: ['hobby'] },
      brand_name_story: { said: 2, text: ['Tidy Tails', 'my daughter'] },
      products_or_services: { said: 3, text: ['full grooms', 'nail trims', 'cat grooming'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@tidytailsboise'] },
      target_audience: { said: 'asked', text: ['busy families', 'older folks'] },
      preferred_style: { said: 'asked', text: ['friendly but clean', 'not cartoony'] },
      colors_and_elements: { said: 'asked', text: ['teal', 'no paw prints'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['keep the name', 'side of the van'] },
    },
  },
  {
    // Nashville, a couple making hot honey who are moving from farmers markets into grocery stores. Tells a lot
    // at once: background, product and use, the new 12 oz squeeze bottle, then the packaging forms including a
    // holiday 3-pack gift box. Deadline "by mid march at the latest" → 2026-03-01 month by, part mid; the stores'
    // April 1st date is the reason, not the design deadline.
    // NOT facts: "3 yrs" at markets, the rented commercial kitchen, the beekeeper in Franklin, the old 8 oz jars,
    // April 1st, the two store names (they only name where it is sold).
    id: 'heldout42-packaging-en-nashville-hot-honey-tells-a-lot',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hey there! We make hot honey, small batch, out of east Nashville (a commercial kitchen we rent, not our actual kitchen lol). Been doing it 3 yrs at farmers markets and now a couple grocery stores want to carry us, so we need real packaging. Our current label is a sticker we print at home and it smudges the second it gets wet",
      "It's wildflower honey from a beekeeper down in Franklin, infused with habanero and a splash of apple cider vinegar. People drizzle it on pizza, fried chicken, biscuits, cheese boards, even cocktails",
      "Right now we sell 8 oz glass jars but the stores asked for something bigger, so we're switching to 12 oz squeeze bottles. plastic sadly, but they don't drip down the side like the jars do",
      'So packaging wise: the squeeze bottle with a wraparound label, and for the holidays a gift set box with 3 bottles (original, extra hot, and the new bourbon barrel one)',
    ],
    whenAsked: {
      unique_selling_point: "we use raw local honey and real habanero, not extract. and it's actually hot, most hot honeys are barely spicy",
      target_audience: 'foodies, like 25-45, people who cook and host a lot. tons of gift buyers at the market too',
      sales_channels: 'farmers markets, our etsy, and 2 grocery stores starting this spring (Turnip Truck and a little shop in Franklin)',
      preferred_style: 'kinda vintage southern apothecary? like an old medicine label but fun',
      colors_and_elements: 'honey gold and a deep red. a bee is fine but no cartoon bees please',
      preferred_materials: 'textured paper label if that works on a squeeze bottle. kraft for the gift box',
      expected_deadline: 'the stores want product on shelves April 1st so design done by mid march at the latest',
      key_considerations: 'the label has to survive sticky fingers and the fridge, no smudging. and the nutrition facts have to fit',
    },
    otherwise: 'no preference',
    expected: {
      project_background: { said: 0, text: ['hot honey', 'real packaging'] },
      address: { said: 0, text: ['east Nashville'] },
      product_description: { said: 1, text: ['wildflower honey', 'habanero'] },
      specification: { said: 2, text: ['12 oz'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['raw local honey', 'actually hot'] },
      target_audience: { said: 'asked', text: ['foodies', 'gift buyers'] },
      sales_channels: { said: 'asked', text: ['farmers markets', 'etsy', 'grocery stores'] },
      preferred_style: { said: 'asked', text: ['vintage southern apothecary'] },
      colors_and_elements: { said: 'asked', text: ['honey gold', 'no cartoon bees'] },
      preferred_materials: { said: 'asked', text: ['textured paper', 'kraft'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      key_considerations: { said: 'asked', text: ['no smudging', 'nutrition facts'] },
    },
  },
  {
    // Tucson, the office manager of a physical therapy clinic. Answers one thing at a time; gives a budget of
    // $5,000, then checks with the owner and raises it: "up to 8k" → 8000 USD at_most, said 4 (the correction).
    // Go-live "by the end of April" → 2026-04-01 month by.
    // NOT facts: the 2015 site built by a patient's nephew, Dr. Reyes (the owner), the superseded $5,000, the second
    // location in Marana opening in June.
    id: 'heldout42-website-en-tucson-pt-clinic-budget-raised',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi, I'm the office manager at a physical therapy clinic in Tucson. Our website was made in like 2015 by a patient's nephew, it's not mobile friendly at all and we can't update anything ourselves",
      'desertbloompt.com',
      'Biggest thing is people call to book and our front desk is drowning. We want people to be able to request appointments online and fill out their intake forms before they come in',
      "We were thinking maybe $5,000 for it?",
      'ok just talked to Dr. Reyes and she said we can go up to 8k if the online booking is included',
    ],
    whenAsked: {
      category: 'Booking I guess, but it still needs the normal clinic info',
      main_pages: 'Home, services, meet the team, insurance we accept, new patient forms, contact/location',
      languages: 'English and Spanish, a lot of our patients speak Spanish at home',
      target_audience:
        'A lot of older patients after knee or hip replacements, also weekend warriors and high school athletes (usually their parents book for them)',
      competitors: "I like Foothills Sports Medicine's site, it's clean. We don't want to look like the big hospital chains",
      preferred_style: 'Warm and calm, not clinical. Desert colors maybe',
      expected_deadline: "By the end of April ideally. Our second location opens in Marana in June and we'd like this sorted way before that",
      key_considerations: 'HIPAA!! The intake forms have patient info so they have to be secure. And big text for our older patients',
    },
    otherwise: 'No preference, whatever you think',
    expected: {
      project_background: { said: 0, text: ['physical therapy clinic', 'not mobile friendly'] },
      address: { said: 0, text: ['Tucson'] },
      url: { said: 1, text: ['desertbloompt.com'] },
      problem_need: { said: 2, text: ['request appointments online', 'intake forms'] },
      budget: { said: 4, value: { kind: 'money', amount: 8000, currency: 'USD', bound: 'at_most' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['meet the team', 'insurance', 'new patient forms'] },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['older patients', 'high school athletes'] },
      competitors: { said: 'asked', text: ['Foothills Sports Medicine'] },
      preferred_style: { said: 'asked', text: ['warm and calm', 'not clinical'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['HIPAA', 'big text'] },
    },
  },
  {
    // Philadelphia, a barber opening his second shop in Fishtown in a former nail salon. Talks in complaints about
    // his first shop (the waiting area), gives size, a budget range and a fixed opening date on his own.
    // 900 sq ft → 900 ft2; "60 to 75k" → 60000–75000 USD; "May 1st" → 2026-05-01 day on.
    // NOT facts: the first shop in South Philly, "11 years", the 3 folding chairs, 5–6 chairs, the chairs already
    // ordered from a supplier in Jersey (outside the budget), the artist friend.
    id: 'heldout42-commercial-en-philly-barbershop-complaints',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "yo. I own a barbershop in south philly, been open 11 years, and I just signed a lease on a second spot in Fishtown. need help designing the inside. it used to be a nail salon so its basically a white box with a drop ceiling",
      'its about 900 sq ft. room for 5 chairs, maybe 6 if we squeeze',
      "the problem at my first shop is the waiting area is like 3 folding chairs by the door and guys end up standing outside in the cold. I want a real waiting area where people actually want to hang out, maybe coffee",
      'budget is like 60 to 75k for everything inside, not counting the chairs I already ordered from a supplier in jersey',
      'opening May 1st, already told everybody lol so that date is not moving',
    ],
    whenAsked: {
      brand_value: "respect and community. you walk in and feel like a regular even if its your first time",
      target_audience: 'young professionals moving into fishtown, but also the old heads from the neighborhood. 20s to 60s really',
      competitive_advantage:
        "we take walk ins AND appointments, we're open til 9, and my barbers been with me for years. the spots nearby are all booking only and overpriced",
      preferred_style: 'classic barbershop but not that fake vintage thing every new shop does. warm wood, good lighting, bit of philly grit',
      colors_and_elements: 'black, brass, wood. no red white blue barber pole stripes everywhere, one pole outside is enough',
      unique_design: 'a mural wall with philly stuff on it. I know a local artist who could paint it',
      address: 'Frankford Ave in Fishtown',
      key_considerations: 'lighting!!! barbers need really good light at every station. and enough outlets, clippers everywhere',
    },
    otherwise: 'up to you',
    expected: {
      project_background: { said: 0, text: ['barbershop', 'second spot', 'nail salon'] },
      address: { said: 0, text: ['Fishtown'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 900, unit: 'ft2' } },
      problem_need: { said: 2, text: ['waiting area'] },
      budget: { said: 3, value: { kind: 'money', amount: 60000, max: 75000, currency: 'USD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['respect and community'] },
      target_audience: { said: 'asked', text: ['young professionals', 'old heads'] },
      competitive_advantage: { said: 'asked', text: ['walk ins', 'open til 9'] },
      preferred_style: { said: 'asked', text: ['warm wood', 'philly grit'] },
      colors_and_elements: { said: 'asked', text: ['black, brass, wood', 'no red white blue'] },
      unique_design: { said: 'asked', text: ['mural wall'] },
      key_considerations: { said: 'asked', text: ['lighting', 'outlets'] },
    },
  },
  {
    // Denver, the marketing coordinator of a dog supplement company taking its own booth at Global Pet Expo in
    // Orlando. Orderly, checklist-style: background, what they show, booth size, all three dates in one message,
    // budget. 10x20 → 200 ft2. Move-in 2026-03-23, opens 2026-03-25, move-out 2026-03-27 (all day, on).
    // NOT facts: Denver (the company's home; the venue is Orlando), last year's shared 10x10 with their
    // distributor, the show running "through the 27th" is the same day as move-out, shipping (outside budget),
    // the 3-person team.
    id: 'heldout42-exhibition-en-denver-pet-expo-checklist',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi! I'm the marketing coordinator for Summit Tails, we make joint and calming supplements for dogs, based in Denver. We're exhibiting at Global Pet Expo in Orlando this March, our first time with our own booth. Last year we shared a 10x10 with our distributor and honestly got lost in the crowd.",
      "We'll show the full line: chews, powders, and a new cat supplement line we're launching at the show. We need shelving for product, a small counter for samples and somewhere to sit down with buyers.",
      'Booth is 10x20, so 200 sq ft, inline (neighbors on both sides).',
      'Dates: move-in is March 23, the show opens March 25 and runs through the 27th, and move-out is March 27 right after close.',
      'Budget is $25k for design and build. Shipping is separate.',
    ],
    whenAsked: {
      brand_value: "Vet-formulated, honest ingredients. We want buyers to see a serious, trustworthy company, not another trendy brand",
      target_audience: "Independent pet store buyers and distributors mostly. Not really consumers, it's a trade show",
      preferred_style: 'Clean, bright, outdoorsy. A Colorado feel with the mountains, but modern',
      unique_design: 'Maybe a big backlit mountain graphic along the back wall with dog silhouettes, so people can spot us from down the aisle',
      address: 'Orange County Convention Center in Orlando',
      water_electricity_supply: 'Electricity only. Lights and a TV for our product video. No water.',
      key_considerations: "It has to ship and set up easily, our team is 3 people and we don't want to pay union labor for everything",
    },
    otherwise: 'No preference.',
    expected: {
      project_background: { said: 0, text: ['joint and calming supplements', 'Global Pet Expo'] },
      address: { said: 0, text: ['Orlando'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-03-27', precision: 'day', relation: 'on' } },
      budget: { said: 4, value: { kind: 'money', amount: 25000, currency: 'USD' } },
      brand_value: { said: 'asked', text: ['vet-formulated', 'trustworthy'] },
      target_audience: { said: 'asked', text: ['pet store buyers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['clean, bright, outdoorsy'] },
      unique_design: { said: 'asked', text: ['backlit mountain graphic'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['set up easily', 'union labor'] },
    },
  },
  {
    // Raleigh, a mom renovating an old single-story ranch before the family moves in. Tells the story (brown
    // paneling, closed-off kitchen, the kids and the dog), then corrects her own move-in date in the same
    // message: July → "by August 1st at the latest" → 2026-08-01 day by. Age "about 50 years" → 50 years.
    // NOT facts: the boys' ages (7 and 4), the dog's name Biscuit, the built year 1976 (only used for the age),
    // school starting Aug 10, the abandoned July, the last house's gray LVP, Falls Lake, "3 days a week".
    id: 'heldout42-residential-en-raleigh-ranch-move-in-corrected',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi! We just bought an old single-story ranch in north Raleigh and want to renovate before we move in. Good bones but the inside is soooo brown lol. Wood paneling, popcorn ceilings, the works",
      "It's 3 bed 2 bath, one living room plus a weird sunken den off the kitchen. The kitchen is closed off and tiny, thats the main thing we want to fix. I want to open it up to the den so I can cook and still see the kids",
      "it's me, my husband, our two boys (7 and 4) and a very large golden retriever named Biscuit who sheds on everything 🐶",
      "we were hoping to move in by July... wait no, my husband just reminded me school starts Aug 10, so realistically we need to be in by August 1st at the latest",
    ],
    whenAsked: {
      property_category: 'Detached house, the single story ranch',
      age: 'about 50 years, the listing said built in 1976',
      lifestyle: 'I cook every night, my husband works from home 3 days a week and needs a door he can close. weekends we have neighbors over a lot',
      preferred_style: "warm modern? I love white oak and light wood, kind of Scandinavian but cozy, not all white and cold",
      colors_and_elements: 'sage green somewhere would be nice. no gray floors, our last house was all gray LVP and I hated it',
      address: 'north Raleigh, near Falls Lake',
      space_size: 'about 1,850 sq ft',
      budget: "we're thinking around $120k, maybe a little more if the kitchen needs it",
      key_considerations: 'durable everything. dog + boys. floors that can handle claws and spilled juice',
    },
    otherwise: 'no strong feelings on that',
    expected: {
      project_background: { said: 0, text: ['renovate before we move in', 'popcorn ceilings'] },
      address: { said: 0, text: ['north Raleigh'] },
      layout: { said: 1, text: ['3 bed 2 bath', 'sunken den'] },
      problem_need: { said: 1, text: ['closed off', 'open it up'] },
      target_audience: { said: 2, text: ['two boys', 'golden retriever'] },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-08-01', precision: 'day', relation: 'by' } },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 50, unit: 'years' } },
      lifestyle: { said: 'asked', text: ['cook every night', 'works from home'] },
      preferred_style: { said: 'asked', text: ['warm modern', 'white oak'] },
      colors_and_elements: { said: 'asked', text: ['sage green', 'no gray floors'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 1850, unit: 'ft2' } },
      budget: { said: 'asked', value: { kind: 'money', amount: 120000, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['durable', 'claws'] },
    },
  },
  {
    // San Diego, a taco truck owner who bought a second (used) truck and needs a wrap, plus a menu board.
    // Compares with the busy wrap on his first truck (the problem), volunteers that they may redo the old truck
    // later (plans_after_project, optional, volunteered), and gives the design deadline "by mid february" →
    // 2026-02-01 month by, part mid (the truck being on the road in March is not the design deadline).
    // NOT facts: "6 yrs", the brother, the used truck bought from a guy in Escondido, the cousin's 2019 wrap and its
    // 20 photos, March / the brewery events, Sorrento Valley and North Park (where they park, not the business base).
    id: 'heldout42-other-en-sandiego-taco-truck-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "hey! i have a taco truck in san diego, Tacos El Güero, been running it with my brother for 6 yrs. we just bought a second truck (used, from a guy in escondido) and it needs a wrap. its plain white rn",
      "our first truck has a wrap my cousin did in like 2019 and its way too busy, like 20 photos of tacos plus the menu plus the phone number all fighting each other. people cant even tell what we sell from across the street lol",
      'so for the new one i want the name big and clear. also a menu board that hangs next to the window. and maybe later we redo the old truck to match',
      "need the design done by mid february so the wrap shop has time to print and install, we want it on the road by march when the brewery events start up again",
    ],
    whenAsked: {
      other_design_requirements: 'the wrap for the new truck and the menu board',
      target_audience: 'everybody lol. lunch crowd at the office parks in sorrento valley during the week, brewery crowd on weekends, lots of families too',
      preferred_style: 'bold and fun but clean. kind of a loteria card vibe maybe? but not cheesy',
      colors_and_elements: 'yellow and black. no sombrero or cactus clip art please',
      address: 'san diego, we park mostly in sorrento valley and north park',
      key_considerations: 'name has to be readable from far away, and the design has to work around the service window and the vents',
      collaboration_notes: 'text me is best, im on the truck all day. me and my brother decide together',
    },
    otherwise: 'whatever you think is best',
    expected: {
      project_background: { said: 0, text: ['taco truck', 'second truck'] },
      address: { said: 0, text: ['san diego'] },
      problem_need: { said: 1, text: ['way too busy', 'across the street'] },
      other_design_requirements: { said: 2, text: ['wrap', 'menu board'] },
      plans_after_project: { said: 2, text: ['redo the old truck'] },
      expected_deadline: {
        said: 3,
        value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      target_audience: { said: 'asked', text: ['lunch crowd', 'brewery crowd'] },
      preferred_style: { said: 'asked', text: ['bold and fun', 'loteria'] },
      colors_and_elements: { said: 'asked', text: ['yellow and black', 'no sombrero'] },
      key_considerations: { said: 'asked', text: ['readable from far away', 'service window'] },
      collaboration_notes: { said: 'asked', text: ['text me', 'decide together'] },
    },
  },
  {
    // 台中北屯的寵物美容店「阿肥毛孩沙龍」老闆娘，品牌翻新。一次講一件事：背景、問題、店名由來、時間、
    // 名片預約卡（optional，自己提），最後跟老公討論後把完成時間從三月底改成四月底（以 message 5 為準）。
    // 不是事實：2019 開店、阿肥 13 歲、去年走了、二三月旺季、過年前後、原本的「三月底」（已被更正）。
    // address 是 listen 欄位，訪客自己講了「台中北屯」所以要收。
    id: 'heldout42-brand-zh-taichung-pet-salon-deadline-change',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我們是台中北屯的寵物美容店「阿肥毛孩沙龍」 2019開到現在 logo是當初朋友用小畫家幫忙畫的😂 今年想做一整套品牌翻新',
      '最主要是現在看起來很像路邊小店 有些客人第一次來會猶豫 想看起來專業一點 讓人放心把毛孩交給我們',
      '阿肥是我第一隻狗 一隻很胖的柴犬 去年13歲走了🥲 店名是為了紀念他 所以名字不會改',
      '時間的話 希望三月底前可以好',
      '還有名片跟預約卡也要一起換 現在是用很醜的貼紙卡😅',
      '欸剛問我老公 他說二三月剛好是旺季 過年前後大家都要帶狗來洗澡 我根本沒空看稿 那改成四月底前好了',
    ],
    whenAsked: {
      brand_name_story: '就是紀念我第一隻狗阿肥 名字不會改',
      products_or_services: '洗澡、美容剪毛、SPA 還有貓咪美容',
      registration_status: '沒有耶 沒註冊過',
      need_registration_assistance: '好啊 麻煩你們',
      brand_website: '只有IG跟粉專 IG是 @afei.petsalon',
      target_audience: '大部分是住附近的小家庭跟上班族 25到45歲 把狗貓當小孩在養的那種',
      preferred_style: '溫暖 乾淨 有一點可愛但不要太幼稚 像日本那種寵物店',
      colors_and_elements: '想用奶茶色跟白色 可以放柴犬的元素 不要粉紅色',
      expected_deadline: '四月底前',
      key_considerations: '要看得出是專業的 然後阿肥一定要在裡面',
    },
    otherwise: '都可以 沒特別想法',
    expected: {
      project_background: { said: 0, text: ['寵物美容', '品牌翻新'] },
      address: { said: 0, text: ['台中北屯'] },
      problem_need: { said: 1, text: ['路邊小店', '專業一點'] },
      brand_name_story: { said: 2, text: ['第一隻狗', '紀念'] },
      other_design_requirements: { said: 4, text: ['名片', '預約卡'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      products_or_services: { said: 'asked', text: ['洗澡', '美容剪毛', 'SPA'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@afei.petsalon'] },
      target_audience: { said: 'asked', text: ['小家庭', '上班族'] },
      preferred_style: { said: 'asked', text: ['溫暖', '不要太幼稚'] },
      colors_and_elements: { said: 'asked', text: ['奶茶色', '柴犬', '不要粉紅色'] },
      key_considerations: { said: 'asked', text: ['專業', '阿肥一定要在裡面'] },
    },
  },
  {
    // 屏東九如種檸檬的第二代，去年開始做檸檬原汁冰磚。前四則一口氣講背景、產品、規格與包裝形式、通路；
    // 其他等被問再答。完成時間「四月中以前」（為了母親節檔期）。
    // 不是事實：種了快 30 年、第二代、去年開始、高雄駁二（擺攤市集的地點，不是公司地址）、
    // 全聯（還在談、沒確定，不要收進通路）、母親節。address（listen）收「屏東九如」。
    id: 'heldout42-packaging-zh-pingtung-lemon-ice-cubes',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們家在屏東九如種檸檬 種了快30年 我是第二代 去年開始做檸檬原汁冰磚 想說外觀不好看的檸檬不要浪費掉。現在包裝就是透明夾鏈袋貼一張自己印的貼紙 很陽春 想請你們幫忙設計正式的包裝',
      '產品就是把檸檬整顆壓汁 分裝成一顆一顆的冰磚 要喝的時候丟一顆到冷水或氣泡水裡 也可以拿來做料理 泡蜂蜜檸檬',
      '規格是一顆30g 一袋12顆 冷凍宅配。包裝想做可以站立的夾鏈立袋 另外想做一個過年過節送禮的禮盒 一盒放3袋',
      '通路目前是蝦皮跟自己的LINE官方帳號 週末會去高雄駁二的市集擺攤 之後有在談全聯 不過還沒確定就是了',
    ],
    whenAsked: {
      specification: '一顆30g 一袋12顆 禮盒放3袋',
      packaging_form: '立袋跟禮盒',
      unique_selling_point: '我們是100%原汁 沒加水沒加糖 而且檸檬都是自己果園種的 不是跟盤商收的',
      target_audience: '上班族吧 很多是30幾歲的媽媽 想給家裡喝健康一點的 不想天天喝手搖飲',
      sales_channels: '蝦皮 LINE官方帳號 還有市集',
      preferred_style: '清爽 自然 有果園的感覺 不要太像化工產品',
      colors_and_elements: '黃色跟綠色一定要 可以畫檸檬和葉子 不要太螢光',
      preferred_materials: '袋子要能冷凍 不能一冰就裂開 禮盒想用牛皮紙',
      expected_deadline: '四月中以前 想趕母親節檔期',
      key_considerations: '冷凍宅配會有水氣 印刷不能糊掉 之前的貼紙就是一退冰整個糊掉 吃過虧',
    },
    otherwise: '這個沒特別想法 你們專業決定',
    expected: {
      project_background: { said: 0, text: ['檸檬原汁冰磚', '正式的包裝'] },
      address: { said: 0, text: ['屏東九如'] },
      product_description: { said: 1, text: ['整顆壓汁', '冰磚'] },
      specification: { said: 2, text: ['30g', '12顆'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      sales_channels: { said: 3, text: ['蝦皮', 'LINE官方帳號', '市集'] },
      unique_selling_point: { said: 'asked', text: ['100%原汁', '自己果園'] },
      target_audience: { said: 'asked', text: ['上班族', '30幾歲的媽媽'] },
      preferred_style: { said: 'asked', text: ['清爽', '果園的感覺'] },
      colors_and_elements: { said: 'asked', text: ['黃色跟綠色', '檸檬和葉子', '不要太螢光'] },
      preferred_materials: { said: 'asked', text: ['能冷凍', '牛皮紙'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'mid' } },
      key_considerations: { said: 'asked', text: ['水氣', '不能糊掉'] },
    },
  },
  {
    // 桃園觀音 CNC 精密加工廠，老闆的兒子負責。回答短、直接；開頭抱怨舊網站、提到去年的德國展，
    // 自己貼網址，主動問能不能拍照（optional 的 other_design_requirements）。預算是區間 15 到 20 萬。
    // 不是事實：1992 創立、40 幾個員工、10 年前做的網站、去年德國的展、台中（競爭對手所在地）、
    // 六月大阪參展（上線理由，不是日期欄位）。address（listen）收「桃園觀音」。
    id: 'heldout42-website-zh-taoyuan-cnc-short-answers',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是桃園觀音的CNC精密加工廠 做金屬零件代工 我爸1992年創的 現在40幾個員工。網站是10年前做的 手機看版面整個跑掉',
      '主要是想接更多國外的單 去年跑了一趟德國的展 很多人跟我要網址 結果我都不太好意思給😅',
      '現在的網址 www.hongyu-precision.com.tw 你看一下就知道有多慘',
      '對了 工廠跟機台的照片都很舊 如果你們可以順便拍照會更好',
    ],
    whenAsked: {
      url: 'www.hongyu-precision.com.tw',
      category: '形象官網就好 不用賣東西',
      problem_need: '讓國外客人看得懂我們能做什麼 接更多國外的單',
      main_pages: '公司介紹 設備 加工能力 認證 聯絡我們 大概這樣',
      languages: '中文 英文 日文 日本客人蠻多的',
      target_audience: '國外採購 還有國內的工程師 他們會想看公差能做到多少 有哪些機台',
      competitors: '台中有一家永詮精密 網站很乾淨 可以參考',
      preferred_style: '簡單 專業 有點科技感 不要太花',
      budget: '15到20萬之間',
      expected_deadline: '五月底前上線 六月要去大阪參展 想印在名片上',
      key_considerations: '後台我們要能自己改 新增機台或案例不用每次都找你們',
    },
    otherwise: '沒有特別',
    expected: {
      project_background: { said: 0, text: ['CNC精密加工', '金屬零件代工'] },
      address: { said: 0, text: ['桃園觀音'] },
      problem_need: { said: 1, text: ['國外的單'] },
      url: { said: 2, text: ['hongyu-precision.com.tw'] },
      other_design_requirements: { said: 3, text: ['拍照'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['設備', '認證', '聯絡我們'] },
      languages: { said: 'asked', text: ['中文', '英文', '日文'] },
      target_audience: { said: 'asked', text: ['國外採購', '工程師'] },
      competitors: { said: 'asked', text: ['永詮精密'] },
      preferred_style: { said: 'asked', text: ['簡單', '科技感'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 150000, max: 200000, currency: 'TWD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['後台', '自己改'] },
    },
  },
  {
    // 高雄的髮型設計師，鳳山的舊店是租的老透天，要搬到左營新店面。邊講邊抱怨舊店（洗頭區在門口、沒隱私），
    // 坪數先說 25 坪、翻租約後更正成 22 坪（以 message 3 為準），開幕抓 7 月。
    // 不是事實：鳳山（舊店）、開了 8 年、25 坪（講錯的）、8 月暑假旺季、舊店租約 6 月底到期、高鐵站（附近地標）。
    id: 'heldout42-commercial-zh-kaohsiung-salon-size-correction',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我是在高雄做頭髮的 現在店在鳳山 開了8年 是租的老透天 一樓超窄。今年要搬去左營 新店面在高鐵站附近 租約以經簽了 想找人從頭設計',
      '現在最痛苦的是洗頭區就在門口旁邊 客人洗頭被路人看光光 然後座位擠在一起 講什麼隔壁都聽得到 新店想要有隱私一點',
      '新店大概25坪吧',
      '啊 剛翻了一下租約 是22坪 不是25 我記錯了🙏',
      '開幕想抓7月 因為8月暑假學生都要來染頭髮 是旺季',
    ],
    whenAsked: {
      brand_value: '我們重視慢慢來 一次只服務少數客人 希望客人進來像到朋友家 很放鬆',
      target_audience: '25到40歲的上班族女生居多 也有一些男生來剪 他們很在意隱私 不喜歡被推銷',
      competitive_advantage: '附近連鎖店很多 但我們是一對一預約制 從頭到尾同一個設計師',
      preferred_style: '溫暖的木頭 有點日系 像咖啡廳那種 不要冷冰冰的白',
      colors_and_elements: '原木色 米色 植物多一點 鏡子旁邊想要暖光',
      unique_design: '想要一面牆可以貼客人的拍立得',
      address: '左營 高鐵站附近',
      space_size: '22坪',
      budget: '裝潢加設備最多150萬',
      opening_date: '7月',
      key_considerations: '施工不能拖 舊店租約6月底就到期了 不然要多付房租',
    },
    otherwise: '都可以 你們覺得好就好',
    expected: {
      project_background: { said: 0, text: ['做頭髮', '從頭設計'] },
      address: { said: 0, text: ['左營'] },
      problem_need: { said: 1, text: ['洗頭區', '隱私'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 22, unit: 'ping' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'on' } },
      brand_value: { said: 'asked', text: ['慢慢來', '朋友家'] },
      target_audience: { said: 'asked', text: ['上班族女生', '隱私'] },
      competitive_advantage: { said: 'asked', text: ['一對一預約制', '同一個設計師'] },
      preferred_style: { said: 'asked', text: ['溫暖的木頭', '日系'] },
      colors_and_elements: { said: 'asked', text: ['原木色', '米色', '植物'] },
      unique_design: { said: 'asked', text: ['拍立得'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 1500000, currency: 'TWD', bound: 'at_most' } },
      key_considerations: { said: 'asked', text: ['施工不能拖'] },
    },
  },
  {
    // 台中大雅做自行車座墊的工廠業務，三月要參加台北自行車展。第一則就把展覽、場館講完，
    // 抱怨去年找展場包的攤位很普通；第二則尺寸，第三則一次講展期、進場、撤場。其餘被問再答。
    // 不是事實：台中大雅（工廠所在地，不是展場）、做了 30 年、去年的展、去年花約 60 萬、去年被偷兩個樣品、
    // 3/28（同時是閉展日，exit_date 用它；opening_date 是 3/25）。
    id: 'heldout42-exhibition-zh-bike-saddle-nangang',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是台中大雅做自行車座墊的工廠，主要做OEM，也有自己的品牌。3月要參加台北自行車展，在南港展覽館一館，想找人設計攤位。去年是直接找展場包的，很普通，整個攤位就一排座墊掛在牆上，幾乎沒人停下來看😓',
      '攤位是3x6 18平方公尺 角攤 兩面開',
      '展期是3/25到3/28 進場是3/23 撤場是28號閉展後當天晚上',
    ],
    whenAsked: {
      brand_value: '做座墊30年了 我們最在意騎乘舒適 希望買家走過來會想坐坐看',
      target_audience: '國外的品牌買家 歐洲跟美國為主 還有代理商',
      preferred_style: '簡潔 專業 有運動感 不要像夜市那樣塞滿',
      unique_design: '想放一台騎乘台 讓人可以直接坐上去試座墊',
      address: '南港展覽館一館',
      space_size: '3x6 18平方公尺',
      water_electricity_supply: '只要電 插座要多一點 燈要夠亮',
      budget: '去年花了快60萬 今年希望控制在50萬左右',
      opening_date: '3/25',
      entry_date: '3/23',
      exit_date: '3/28 閉展後',
      key_considerations: '樣品很多 要有可以上鎖的展示櫃 去年被偷了兩個樣品',
    },
    otherwise: '沒有特別要求',
    expected: {
      project_background: { said: 0, text: ['自行車座墊', '台北自行車展'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['騎乘舒適', '坐坐看'] },
      target_audience: { said: 'asked', text: ['品牌買家', '代理商'] },
      preferred_style: { said: 'asked', text: ['簡潔', '運動感'] },
      unique_design: { said: 'asked', text: ['騎乘台', '試座墊'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 500000, currency: 'TWD' } },
      key_considerations: { said: 'asked', text: ['上鎖的展示櫃'] },
    },
  },
  {
    // 新北中和的中古公寓，準媽媽（懷孕中）和老公去年底買的，要整間翻新、水電重拉。講故事型：
    // 背景與屋齡、困擾（廚房小、一間廁所、採光差）、家裡成員，預算先說 200 萬，跟老公討論後上限改 250 萬
    // （以 message 4 為準）。
    // 不是事實：去年底買的、前屋主住了快 30 年、寶寶 8 月出生（不是入住日期）、景安站（附近地標）、
    // 200 萬（已更正）、四樓。
    id: 'heldout42-residential-zh-zhonghe-apartment-budget-change',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我們去年底在中和買了一間中古公寓 屋齡大概35年 想整個翻新 水電也要重拉 前屋主住了快30年都沒動過',
      '目前最困擾的是廚房超小 只能一個人轉身 然後只有一間廁所 早上兩個人搶廁所很崩潰😩 還有採光很差 客廳白天也要開燈',
      '家裡會住的是我跟老公 還有一隻橘貓 然後寶寶預計8月出生🤰',
      '預算我們抓200萬',
      '欸抱歉 剛跟老公討論 他說水電全換200因該不夠 上限拉到250萬好了',
    ],
    whenAsked: {
      property_category: '公寓 四樓 沒電梯',
      layout: '三房兩廳一衛',
      age: '35年左右',
      lifestyle: '我們兩個都很愛煮 假日會約朋友來家裡吃火鍋 老公一週有兩天在家工作',
      preferred_style: '簡約 溫暖 有一點北歐風 像IKEA型錄那種但質感好一點',
      colors_and_elements: '白色加淺木頭 不要深色 貓跳台想做在牆上',
      address: '新北中和 靠近景安站',
      space_size: '權狀28坪',
      budget: '上限250萬',
      move_in_date: '希望7月前可以住進去 寶寶出生前要整理好',
      key_considerations: '貓會抓 沙發跟門片要耐抓 還有安全 之後小孩會爬來爬去',
    },
    otherwise: '都可以 沒有特別想法',
    expected: {
      project_background: { said: 0, text: ['中古公寓', '整個翻新', '水電也要重拉'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 35, unit: 'years' } },
      address: { said: 0, text: ['中和'] },
      problem_need: { said: 1, text: ['廚房超小', '一間廁所', '採光很差'] },
      target_audience: { said: 2, text: ['老公', '橘貓', '寶寶'] },
      budget: { said: 4, value: { kind: 'money', amount: 2500000, currency: 'TWD', bound: 'at_most' } },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 'asked', text: ['三房兩廳一衛'] },
      lifestyle: { said: 'asked', text: ['很愛煮', '吃火鍋', '在家工作'] },
      preferred_style: { said: 'asked', text: ['簡約', '北歐風'] },
      colors_and_elements: { said: 'asked', text: ['白色加淺木頭', '不要深色', '貓跳台'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['耐抓', '安全'] },
    },
  },
  {
    // 台南新營一間國小的家長會副會長（爸爸），百年校慶要做紀念 logo、T 恤、班旗、布條、帆布袋。
    // 先講背景、再列要做的東西，夾一則學校資料（全是雜訊），再主動說來學校開會大概兩次（optional 的 number_of_visits）。
    // 不是事實：1926 年創校、600 多個學生、校慶 11/14（活動日期，不是完成時間）、6 歲到 80 幾歲（年齡範圍的描述放在
    // target_audience 文字裡即可，不是數值）、8 月交給 T 恤廠商。
    id: 'heldout42-other-zh-tainan-school-centennial',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我是台南新營一間國小的家長會副會長 學校今年100週年 家長會想出錢做一套校慶的東西 學校沒有美編 老師都忙翻了 所以來問問看',
      '要做的大概有 100週年紀念logo、全校的校慶T恤、運動會的班旗跟大布條 紀念品可能會做帆布袋',
      '學校是1926年創校的 現在全校600多個學生 校慶是11/14 跟運動會同一天',
      '討論的話 你們可以來學校嗎 大概來個兩次應該就夠了吧',
    ],
    whenAsked: {
      other_design_requirements: '紀念logo 校慶T恤 班旗 布條 帆布袋',
      problem_need: '100週年很難得 希望做得有紀念價值 大家穿出去有向心力 不要像以前那種很俗的運動衫',
      target_audience: '學生跟家長為主 還有很多畢業的校友 從6歲到80幾歲都有',
      preferred_style: '活潑 但不要太幼稚 有一點復古感',
      colors_and_elements: '學校代表色是藍色跟白色 想放校門口的老榕樹 紅色不要太多',
      address: '台南新營',
      expected_deadline: 'T恤8月要給廠商印 所以7月底前要定稿',
      key_considerations: '經費是家長會出的 不多 所以圖要好印 色數不要太多',
      collaboration_notes: '我負責跟你們聯絡 用LINE就好 最後要給校長跟會長看過才算數',
    },
    otherwise: '都可以啦',
    expected: {
      project_background: { said: 0, text: ['100週年', '家長會'] },
      address: { said: 0, text: ['台南新營'] },
      other_design_requirements: { said: 1, text: ['紀念logo', '校慶T恤', '帆布袋'] },
      number_of_visits: { said: 3, value: { kind: 'number_with_unit', amount: 2, unit: 'times' } },
      problem_need: { said: 'asked', text: ['紀念價值', '向心力'] },
      target_audience: { said: 'asked', text: ['學生跟家長', '校友'] },
      preferred_style: { said: 'asked', text: ['活潑', '復古'] },
      colors_and_elements: { said: 'asked', text: ['藍色跟白色', '老榕樹', '紅色不要太多'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['好印', '色數不要太多'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '校長'] },
    },
  },
  {
    // 대전 유성구 도안동 "숨결필라테스" 원장(30대 후반 여성). 로고 리뉴얼. 짧은 메시지로 하나씩 말하고, 2호점 계획
    // (optional plans_after_project)과 간판·회원카드(optional other_design_requirements)를 스스로 꺼냄. 나머지는 물으면 답함.
    // 마감 "3월 안에는" → 2026-03 by.
    // NOT facts: 오픈한 지 4년, 회원 150명 정도, 이름을 남편이 지어줌, 2호점은 아직 계약 전(세종은 주소가 아님 — 계획).
    id: 'heldout42-brand-ko-pilates-short-turns',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대전 도안동에서 필라테스 스튜디오 하고 있어요 ㅎㅎ 숨결필라테스라고.. 오픈한지 4년 됐고 회원은 150명 정도예요. 로고 리뉴얼 하고싶어서 문의드려요',
      '지금 로고는 오픈할때 지인이 급하게 만들어준거라 너무 촌스럽고 간판이랑 인스타랑 다 제각각이에요ㅠ 통일감 있게 정리하고 싶어요',
      '2호점도 준비중이라서요 세종 쪽으로 보고있는데 아직 계약은 안했어요',
      '아 그리고 로고 나오면 간판이랑 회원카드 그런것도 같이 부탁드리고 싶어요',
    ],
    whenAsked: {
      brand_name_story: '숨 쉬는 결이라는 뜻이에요 필라테스는 결국 호흡이 제일 중요해서요 ㅎㅎ 남편이 지어줬어요',
      products_or_services: '기구 필라테스 그룹레슨이랑 1:1 개인레슨, 산전산후 필라테스도 해요',
      registration_status: '아뇨 안했어요',
      need_registration_assistance: '네 같이 해주시면 좋죠',
      brand_website: '인스타 @soomgyeol_pilates 에요 홈페이지는 없어요',
      target_audience: '30~40대 여성분들이 대부분이고 출산하고 오시는 분들 많아요. 체형 교정이나 허리 통증때문에 오시는분들',
      preferred_style: '차분하고 따뜻한 느낌? 너무 운동운동한 느낌 말고 요가원처럼 편안한 느낌이요',
      colors_and_elements: '세이지 그린이나 베이지 계열 좋아요. 형광색이나 빨간색은 싫어요',
      expected_deadline: '3월 안에는 나왔으면 좋겠어요',
      key_considerations: '기존 회원분들이 낯설어하지 않게 너무 확 바뀌진 않았으면 해요',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['필라테스 스튜디오', '로고 리뉴얼'] },
      address: { said: 0, text: ['도안동'] },
      problem_need: { said: 1, text: ['촌스럽고', '통일감'] },
      plans_after_project: { said: 2, text: ['2호점', '세종'] },
      other_design_requirements: { said: 3, text: ['간판', '회원카드'] },
      brand_name_story: { said: 'asked', text: ['숨 쉬는 결', '호흡'] },
      products_or_services: { said: 'asked', text: ['그룹레슨', '개인레슨', '산전산후'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@soomgyeol_pilates'] },
      target_audience: { said: 'asked', text: ['30~40대 여성', '체형 교정'] },
      preferred_style: { said: 'asked', text: ['차분하고 따뜻한', '요가원처럼'] },
      colors_and_elements: { said: 'asked', text: ['세이지 그린', '빨간색은 싫어요'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['낯설어하지 않게'] },
    },
  },
  {
    // 제주 서귀포, 부모님과 귤농사 지으며 3년 전부터 한라봉청·레몬청을 파는 40대 딸. 첫 메시지에 사연을 길게, 작년
    // 추석 후기 불만(optional problem_need를 스스로 말함), 규격, 택배 박스(optional other_design_requirements),
    // 그리고 마감을 바꿈: 설 선물로 내고 싶었다가 "6월 말까지만" → 2026-06 late, by.
    // NOT facts: 3년 전, 작년 추석 800세트, 병이 깨진 적 있음(사연), 설(2월)은 포기한 날짜, 추석 출시(마감이 아님).
    id: 'heldout42-packaging-ko-jeju-citrus-deadline-change',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 제주 서귀포에서 부모님이랑 귤농사 짓고 있고 3년 전부터 한라봉청, 레몬청 같은 수제청을 만들어서 팔고 있어요. 지금은 그냥 기성품 병에 스티커만 붙여서 파는데 이번에 제대로 된 선물세트 패키지를 만들고 싶어서 문의드려요',
      '작년 추석에 스마트스토어로만 800세트 넘게 나갔는데 후기에 포장이 허술하다, 선물하기 애매하다는 얘기가 많았어요 ㅠㅠ 택배 오다가 병끼리 부딪혀서 깨진적도 있구요',
      '세트는 한라봉청 500ml 병 2개 들어가는거랑 한라봉 레몬 자몽 3종 250ml 미니병 세트 이렇게 두가지 생각중이에요',
      '아 그리고 택배 박스도 같이 해주실수 있나요? 지금은 그냥 무지 박스라서요',
      '원래 설 선물로 내고 싶었는데 설이 2월이라 너무 촉박하겠죠..? 그냥 추석 시즌 맞춰서 6월 말까지만 디자인 나오면 될거같아요',
    ],
    whenAsked: {
      product_description: '한라봉청은 탄산수나 따뜻한 물에 타서 차로 마시는 과일청이에요. 요거트에 올려 먹기도 하고요',
      packaging_form: '선물세트 형태요. 병에 붙는 라벨도 새로 해야돼요',
      unique_selling_point: '직접 농사지은 한라봉만 쓰고 설탕 대신 유기농 원당 써요. 과육이 진짜 많이 들어가요',
      target_audience: '명절에 부모님이나 거래처에 선물하는 30~50대요. 좀 고급스러워 보이는걸 중요하게 생각하시는거 같아요',
      sales_channels: '네이버 스마트스토어랑 카카오 선물하기, 그리고 서귀포 매일올레시장에 작은 매대 하나 있어요',
      preferred_style: '제주 느낌은 나는데 관광지 기념품 같지 않은거요. 깔끔하고 고급스럽게',
      colors_and_elements: '한라봉 주황색은 꼭 들어갔으면 좋겠고 돌하르방은 빼주세요 ㅋㅋ 너무 뻔해서',
      preferred_materials: '종이박스요. 크라프트지도 좋고 안에 병 안깨지게 칸막이 있는거요',
      expected_deadline: '6월 말까지요',
      key_considerations: '택배로 많이 나가니까 배송중에 병 깨지지 않는게 제일 중요해요',
    },
    otherwise: '그건 잘 모르겠어요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['수제청', '선물세트 패키지'] },
      address: { said: 0, text: ['서귀포'] },
      product_description: { said: 0, text: ['한라봉청'] },
      problem_need: { said: 1, text: ['허술하다', '선물하기 애매하다'] },
      specification: { said: 2, text: ['500ml', '250ml'] },
      other_design_requirements: { said: 3, text: ['택배 박스'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'late' } },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['gift_set', 'label'] } },
      unique_selling_point: { said: 'asked', text: ['유기농 원당', '과육'] },
      target_audience: { said: 'asked', text: ['30~50대', '거래처'] },
      sales_channels: { said: 'asked', text: ['스마트스토어', '카카오 선물하기', '매일올레시장'] },
      preferred_style: { said: 'asked', text: ['관광지 기념품 같지 않은', '고급스럽게'] },
      colors_and_elements: { said: 'asked', text: ['주황색', '돌하르방은 빼주세요'] },
      preferred_materials: { said: 'asked', text: ['크라프트지', '칸막이'] },
      key_considerations: { said: 'asked', text: ['병 깨지지 않는게'] },
    },
  },
  {
    // 분당 정자동 세무회계 사무소 대표 세무사(40대 남성). 딱딱한 존댓말, 묻는 것에 정확히 답함. 예산을 정정:
    // "500만원 정도" → 다음 메시지에서 "700만원까지는 가능" → 7,000,000 KRW at_most (said 3).
    // 오픈 "4월 중순까지" → 2026-04 mid, by.
    // NOT facts: 개업 7년차, 직원 4명, 작년 종소세 신고 400건, 5월 종합소득세 시즌(이유일 뿐), 처음 말한 500만원.
    id: 'heldout42-website-ko-tax-office-budget-correction',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '분당 정자동에서 세무회계 사무소 운영하고 있습니다. 개업 7년차고 직원은 4명입니다. 그동안 홈페이지 없이 블로그로만 버텼는데 이번에 제대로 만들려고 합니다.',
      '주로 개인사업자 기장, 종합소득세 신고, 법인 세무조정 합니다. 작년 종소세만 400건 정도 했네요. 요즘 상담 문의가 전부 전화로 와서 정리가 안 되는데 홈페이지에서 상담 예약을 받을 수 있으면 좋겠습니다.',
      '예산은 500만원 정도로 생각하고 있습니다.',
      '아 정정하겠습니다. 예약 시스템 붙이면 500은 빠듯하다고 들어서 700만원까지는 가능합니다.',
    ],
    whenAsked: {
      url: '홈페이지는 없고 네이버 블로그만 있습니다. blog.naver.com/jungja_tax',
      category: '사무소 소개하는 기업 홈페이지요',
      problem_need: '전화 상담 예약이 정리가 안 되는게 제일 문제입니다',
      main_pages: '사무소 소개, 세무사 프로필, 업무 분야, 세무 칼럼, 상담 예약 페이지요',
      languages: '한국어만 있으면 됩니다',
      target_audience: '30~50대 자영업자분들, 처음 사업자 내는 분들이 많습니다. 신뢰감이 제일 중요하죠',
      competitors: '세무법인 택스온 사이트가 깔끔하더라구요',
      preferred_style: '신뢰감 있고 깔끔하게요. 네이비톤인데 너무 딱딱하진 않은 느낌',
      expected_deadline: '5월 종소세 시즌 전에 4월 중순까지는 열었으면 합니다',
      key_considerations: '제가 직접 칼럼을 올릴 수 있게 관리가 쉬웠으면 좋겠습니다',
    },
    otherwise: '특별히 없습니다',
    expected: {
      project_background: { said: 0, text: ['세무회계 사무소'] },
      address: { said: 0, text: ['정자동'] },
      problem_need: { said: 1, text: ['상담 예약'] },
      budget: { said: 3, value: { kind: 'money', amount: 7000000, currency: 'KRW', bound: 'at_most' } },
      url: { said: 'asked', text: ['blog.naver.com/jungja_tax'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['세무사 프로필', '세무 칼럼', '상담 예약'] },
      languages: { said: 'asked', text: ['한국어'] },
      target_audience: { said: 'asked', text: ['자영업자', '처음 사업자'] },
      competitors: { said: 'asked', text: ['택스온'] },
      preferred_style: { said: 'asked', text: ['신뢰감 있고 깔끔하게', '네이비톤'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'mid' } },
      key_considerations: { said: 'asked', text: ['관리가 쉬웠으면'] },
    },
  },
  {
    // 일산 주엽동에서 12년째 미용실을 하다 건물 재건축으로 대화역 근처 상가 2층으로 옮기는 원장(40대 여성).
    // 첫 메시지에 옛 주소(주엽동)와 새 주소(대화역 근처)가 함께 나옴: 주소는 새 자리. 지금 가게 불만으로 문제를 말하고,
    // 평수를 정정: "30평" → "전용면적은 27평" (said 3). 오픈 "4월 초에는 열어야" → 2026-04 early, by.
    // NOT facts: 12년째, 재건축, 주엽동(지금 가게), 디자이너 4명, 단골 80%, 지금 가게 3월 말까지 비워야 함, 처음 말한 30평.
    id: 'heldout42-commercial-ko-hair-salon-move-size-fix',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 일산 주엽동에서 미용실 12년째 하고 있는데 건물 재건축 때문에 이전하게 됐어요. 새 자리는 대화역 근처 상가 2층이에요. 디자이너 4명이서 같이 일해요',
      '지금 가게는 너무 좁고 샴푸실이 안쪽에 꽉 막혀있어서 손님들이 답답하다고 많이 하셨어요ㅠ 새 매장은 동선 편하게 하고 샴푸실은 좀 프라이빗하게 만들고 싶어요',
      '평수는 30평이에요',
      '아 잠깐만요 계약서 보니까 전용면적은 27평이네요 ㅎㅎ 27평으로 봐주세요',
    ],
    whenAsked: {
      brand_value: '편하게 쉬다 가는 동네 미용실이요. 들어왔을때 아늑하고 깨끗하다 느꼈으면 해요',
      target_audience: '동네 주민분들이요 30대 엄마들부터 60대 어머님들까지. 단골이 80% 정도예요',
      competitive_advantage: '펌이랑 염색 잘한다고 소문나서 멀리서도 오세요. 가격도 프랜차이즈보다 착하고요',
      preferred_style: '우드톤에 화이트, 내추럴한 느낌이요. 요즘 한남동 미용실들처럼 너무 힙한건 부담스러워요',
      colors_and_elements: '식물 많이 두고 싶어요. 검정색 인테리어는 싫어요',
      unique_design: '대기 공간에 창가 쪽으로 긴 벤치 하나 있었으면 좋겠어요',
      budget: '인테리어 비용은 5천만원 정도요',
      opening_date: '4월 초에는 열어야 돼요. 지금 가게를 3월 말까지 비워줘야 해서요',
      key_considerations: '공사하는 동안 영업을 못하니까 공사 기간 최대한 짧게요',
    },
    otherwise: '그건 상관없어요',
    expected: {
      project_background: { said: 0, text: ['미용실', '이전'] },
      address: { said: 0, text: ['대화역'] },
      problem_need: { said: 1, text: ['동선', '샴푸실'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 27, unit: 'pyeong' } },
      brand_value: { said: 'asked', text: ['아늑하고 깨끗하다'] },
      target_audience: { said: 'asked', text: ['30대 엄마들', '60대 어머님들'] },
      competitive_advantage: { said: 'asked', text: ['펌이랑 염색', '프랜차이즈보다'] },
      preferred_style: { said: 'asked', text: ['우드톤', '내추럴'] },
      colors_and_elements: { said: 'asked', text: ['식물', '검정색'] },
      unique_design: { said: 'asked', text: ['긴 벤치'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 50000000, currency: 'KRW' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'early' } },
      key_considerations: { said: 'asked', text: ['공사 기간'] },
    },
  },
  {
    // 경기도 광주 원목가구 공방 대표(30대 남성). 코엑스 리빙페어 첫 참가. 짧고 오타 섞인 답. 신제품(원목 소파 프레임),
    // 전시 목표(optional problem_need를 스스로 말함), 부스 "2부스 6x3" → 18 m2. 날짜는 물으면 요일까지 붙여 답함:
    // 개막 3/5(목), 반입 3/4, 철수 3/8(일) 폐장 후.
    // NOT facts: 경기도 광주(공방 위치, 전시장 아님), 직원 3명, 작년 킨텍스 가구박람회(참관만), 저녁 6시.
    id: 'heldout42-exhibition-ko-furniture-living-fair',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '경기도 광주에서 원목 가구 만드는 공방입니다 직원 3명이구요 이번에 코엑스 리빙페어 처음 나가게되서 부스 디자인 맡기려고 합니다',
      '주력은 월넛이랑 오크 식탁, 의자요. 이번에 신제품으로 원목 소파 프레임 처음 선보여요',
      '작년에 킨텍스 가구박람회 참관만 해봤는데 이번에 제일 원하는건 인스타로만 보던 분들이 직접 와서 앉아보고 주문까지 하게 만드는거에요',
      '부스는 2부스 신청해서 6x3이요',
    ],
    whenAsked: {
      brand_value: '오래 써도 질리지 않는 가구요. 편안하고 나무 냄새 나는 따뜻한 느낌 받으셨으면',
      target_audience: '신혼부부나 이사 준비하는 일반 관람객이요. 인테리어샵 바이어도 만나면 좋구요',
      preferred_style: '미니멀하게 갤러리처럼 제품만 딱 보이게요',
      unique_design: '거실처럼 꾸민 코너에서 소파에 앉아볼 수 있게요',
      address: '코엑스 A홀이요',
      water_electricity_supply: '전기만요 조명때문에',
      budget: '부스 공사까지 1500만원 정도요',
      opening_date: '3월 5일 목요일 개막이에요',
      entry_date: '반입은 3월 4일 하루에요',
      exit_date: '마지막날 8일 일요일 저녁 6시 끝나고 바로 철수요',
      key_considerations: '가구가 무거워서 반입 동선이랑 바닥 하중 확인 꼭 해주세요',
    },
    otherwise: '글쎄요 없는거같아요',
    expected: {
      project_background: { said: 1, text: ['원목 가구', '원목 소파 프레임'] },
      address: { said: 0, text: ['코엑스'] },
      problem_need: { said: 2, text: ['직접 와서 앉아보고'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      brand_value: { said: 'asked', text: ['질리지 않는', '따뜻한'] },
      target_audience: { said: 'asked', text: ['신혼부부', '인테리어샵 바이어'] },
      preferred_style: { said: 'asked', text: ['갤러리처럼'] },
      unique_design: { said: 'asked', text: ['거실처럼'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 15000000, currency: 'KRW' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-05', precision: 'day', relation: 'on' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-04', precision: 'day', relation: 'on' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-08', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['바닥 하중'] },
    },
  },
  {
    // 용인 수지 풍덕천동 98년식 32평 아파트를 산 30대 후반 맞벌이 엄마. 첫 메시지에 유형·연식·평수·구조·동네를 한꺼번에.
    // 98년식 → 28 years. 예산 정정: "처음엔 5천" → "6천까지는 가능" → 60,000,000 KRW at_most (said 3).
    // 입주 "4월 말" → 2026-04 late, on.
    // NOT facts: 1998(연식은 age로만), 큰애 내년 초등학교 입학, 지금 전세 4월 30일 만기, 처음 말한 5천.
    id: 'heldout42-residential-ko-suji-old-apt-all-at-once',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 이번에 용인 수지 풍덕천동에 구축 아파트 매매해서 올수리 하려고 알아보고 있어요. 98년식이라 손볼데가 한두군데가 아니에요ㅋㅋ 32평이고 방3 화장실2 구조예요',
      '남편이랑 저, 7살 딸 4살 아들 이렇게 넷이 살아요. 내년에 큰애 초등학교 들어가서 학교 보고 이 동네로 온거구요',
      '지금 제일 걱정인게 주방이 너무 좁고 베란다 샷시가 다 낡아서 겨울에 외풍이 엄청나요. 애들 방도 두개 따로 만들어줘야 하고요',
      '예산은 처음엔 5천 생각했는데 샷시까지 하면 6천은 든다고 하더라구요 그래서 6천까지는 가능해요',
      '입주는 4월 말에 하려구요 지금 사는 전세가 4월 30일 만기라서요',
    ],
    whenAsked: {
      lifestyle: '둘다 출퇴근하고 저녁엔 애들이랑 거실에서 보내요. 주말엔 남편이 요리 많이 해요',
      preferred_style: '화이트 우드 톤으로 깔끔한 느낌이요. 오늘의집에서 본 미니멀한 집들 좋아해요',
      colors_and_elements: '포인트 벽지 이런건 싫구요 수납장은 많이요',
      key_considerations: '애들이 어려서 모서리 안전하게 해주시고, 입주 전에 공사 꼭 끝나야 해요',
    },
    otherwise: '음 그건 괜찮아요',
    expected: {
      project_background: { said: 0, text: ['구축 아파트', '올수리'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['풍덕천동'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 0, text: ['방3', '화장실2'] },
      target_audience: { said: 1, text: ['남편', '딸', '아들'] },
      problem_need: { said: 2, text: ['주방이 너무 좁고', '외풍'] },
      budget: { said: 3, value: { kind: 'money', amount: 60000000, currency: 'KRW', bound: 'at_most' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on', part: 'late' } },
      lifestyle: { said: 'asked', text: ['거실', '요리'] },
      preferred_style: { said: 'asked', text: ['화이트 우드', '미니멀'] },
      colors_and_elements: { said: 'asked', text: ['포인트 벽지', '수납장'] },
      key_considerations: { said: 'asked', text: ['모서리'] },
    },
  },
  {
    // 서울 마포구 망원동에 사는 30대 초 직장인, 5년 동안 쓴 에세이를 독립출판. 표지·내지 + 펀딩 리워드(엽서 세트,
    // 책갈피). 지난 책 이야기로 문제를 말하고, 독립서점 입고(optional plans_after_project)를 스스로 꺼냄. 이모지.
    // 마감 "3월 중순까지는 표지 시안" → 2026-03 mid, by.
    // NOT facts: 5년, 2024년 첫 책(직접 디자인, 300권), 펀딩 오픈 4월(이유일 뿐), A5·200페이지(분량 메모, 필수 아님).
    id: 'heldout42-other-ko-indie-essay-book-cover',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 제가 5년 동안 써온 에세이를 독립출판으로 내려고 하는데요, 책 표지랑 내지 디자인을 맡기고 싶어서 연락드렸어요 😊',
      '텀블벅 펀딩으로 먼저 내고 그 다음에 동네 독립서점들에 입고할 계획이에요. 2024년에 첫 책 300권 냈을땐 제가 직접 디자인했는데 솔직히 너무 아마추어 같아서 이번엔 꼭 전문가한테 맡기고 싶었어요ㅠ',
      '원고는 A5 사이즈로 한 200페이지 정도 될거같고, 펀딩 리워드로 엽서 세트랑 책갈피도 같이 만들고 싶어요!',
    ],
    whenAsked: {
      other_design_requirements: '책 표지랑 내지, 그리고 엽서 세트랑 책갈피요',
      problem_need: '지난번 책이 너무 아마추어 같았던거요',
      target_audience: '20~30대 혼자 사는 직장인들이요. 퇴근하고 위로받고 싶은 사람들?',
      preferred_style: '따뜻하고 조용한 느낌이요. 일러스트보다는 사진이나 여백 많은 표지 좋아해요',
      colors_and_elements: '연한 하늘색이나 크림색이요. 형광이나 너무 쨍한 색은 피하고 싶어요',
      address: '서울 마포구 망원동이요',
      expected_deadline: '펀딩 오픈이 4월이라서 3월 중순까지는 표지 시안이 나와야 해요',
      key_considerations: '인쇄 감리? 그런거 잘 몰라서 인쇄소랑 소통하는것도 좀 도와주셨으면 해요',
      collaboration_notes: '제가 평일엔 회사 다녀서 카톡으로 주로 얘기하고 주말에 통화 가능해요. 결정은 제가 혼자 해요',
    },
    otherwise: '그건 잘 모르겠어요 ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['에세이', '독립출판'] },
      problem_need: { said: 1, text: ['아마추어 같아서'] },
      plans_after_project: { said: 1, text: ['독립서점'] },
      other_design_requirements: { said: 2, text: ['표지', '엽서 세트', '책갈피'] },
      target_audience: { said: 'asked', text: ['혼자 사는 직장인'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 조용한', '여백 많은'] },
      colors_and_elements: { said: 'asked', text: ['하늘색', '쨍한 색'] },
      address: { said: 'asked', text: ['망원동'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' } },
      key_considerations: { said: 'asked', text: ['인쇄소'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '결정은 제가'] },
    },
  },
];
