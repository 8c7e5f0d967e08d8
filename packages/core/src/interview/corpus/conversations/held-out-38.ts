import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A thirty-eighth batch of held-out visitors, written blind from the field list (three writers, one a language,
 * none of whom read the engine): every project type in all three languages. The visitors come as they are: some tell
 * most of the story in one or two long first messages, some send one thing a message whatever is asked, some answer
 * only what is asked; some answer the question and add another fact, or answer a question not yet asked; values
 * hedged, corrected later, lists over two messages, "as I said"; and lives beside the project (ages, birthdays, other
 * branches, hometowns, suppliers, lease and event dates, the year a shop opened) that are no brief facts. Each
 * writer's own notes on their seven conversations follow, and each conversation has a comment of what it exercises
 * and which of its numbers, places and dates are not facts.
 */
/*
 * Batch 38, en-US: a cross-section of American visitors typing on their phones, each with their own habit.
 * - A Milwaukee daughter taking over the family HVAC company tells her whole story up front (brand).
 * - A Hilo macadamia farmer sends one thing a message and corrects a pouch size (packaging).
 * - An Albuquerque physical therapist is terse and only answers what is asked (website).
 * - A Richmond bakery owner answers ahead of the questions and mentions her first location (commercial).
 * - A retiring Sacramento couple hedge, revise their budget and say "as I mentioned" (residential).
 * - A seafood marketer from Homer, Alaska lays out a Boston trade show with exact dates (exhibition).
 * - A 71-year-old volunteer near Franklin, Tennessee writes long, polite messages about trail signs (other).
 * Lives beside the projects (birthdays, ages, other branches, closing dates, fundraisers) are not brief facts.
 */
/*
 * 第38批（繁體中文，台灣）：用手機來問的各地訪客，習慣各不相同。
 * 台南中西區碗粿老店第三代，一開口就講一大串；南投鹿谷茶農的兒子，一則訊息只丟一件事、不加標點；
 * 台中西屯皮拉提斯工作室負責人，比較客氣、多半等問了才答，中途改了預算；
 * 高雄鳳山髮廊老闆娘，回答問題會順便講別的，還會先講還沒被問到的事；
 * 板橋買中古屋的媽媽，故事講很長，收藏分兩則講，還提到小孩、貓的年紀跟租約；
 * 彰化自行車零件廠行銷，口氣正式，展期、進場、撤場一次講完；
 * 花蓮市民宿老闆娘，要做手繪地圖，截止時間講完又改口。
 * 每則對話上方註明：人物、測試重點，以及「不是」需求欄位的數字、地點、日期。
 */
/*
 * heldout38 한국어(ko-KR) 배치: 폰으로 디자인 스튜디오 상담 챗에 들어온 일곱 명의 방문자.
 * 대구 수성구에서 엄마와 떡집을 하는 딸(로고 리뉴얼), 괴산 방앗간 아들(들기름 라벨·선물세트),
 * 부산 송정 서핑스쿨 사장(예약 홈페이지), 동탄 1호점에 이어 광교 2호점을 내는 필라테스 원장,
 * 춘천 25년 된 아파트를 고치는 60대 아버지, 킨텍스 캠핑 박람회에 나가는 김해 캠핑가구 회사,
 * 광주 인디밴드의 첫 정규앨범 커버 의뢰.
 * 말투는 제각각: 첫 메시지에 사연을 몰아 쓰는 사람, 한 줄에 하나씩 보내는 사람, 묻는 말에만 답하는 사람,
 * 숫자를 나중에 고치는 사람, 목록을 두 번에 나눠 말하는 사람, "아까 말했듯이"라고 하는 사람.
 * 나이·개업 연도·다른 지점·고향·발매일·임대 계약일 같은 곁가지 정보는 브리프 사실이 아니다.
 */
export const thirtyEighthHeldOutConversations: CorpusConversation[] = [
  {
    // Milwaukee, the daughter taking over her dad's heating & cooling company. Tells most of it in two long
    // opening messages (background, problem, services), then the name story, then the truck wraps (optional field,
    // volunteered). Answers the rest when asked. Deadline "by the end of March" → 2026-03-01 by.
    // NOT facts: 1978, grandpa's garage on the south side, dad turning 70 in June / retiring this summer, 6 trucks
    // being rewrapped in April (the reason, not the deadline), "40+ years".
    id: 'heldout38-brand-en-milwaukee-hvac-long-opening',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! Long story, sorry in advance. I'm taking over my dad's heating and cooling business in Milwaukee, Kowalski & Sons Heating. My grandpa started it in 1978 out of his garage on the south side. Dad is retiring this summer (he turns 70 in June!) and I want to do a full rebrand, new logo, colors, the whole identity. Right now our logo is basically a clip art flame and a snowflake in WordArt.",
      "The problem is we look old and cheap next to the big franchise guys, and younger homeowners just don't call us. We do furnace repair and installs, AC, water heaters, and we just started doing heat pumps. I want us to look trustworthy and modern but still local, still family.",
      "About the name, Kowalski is our family name, grandpa painted it on his first van and everybody on the south side knows it. I'm thinking of dropping the '& Sons' though since, well, I'm a daughter lol. So maybe just Kowalski Heating & Air.",
      "Oh and we have 6 trucks that will need new wraps once the logo is done, plus new uniform shirts probably.",
    ],
    whenAsked: {
      brand_name_story: "Like I said it's our family name. People trust it, so Kowalski stays no matter what.",
      registration_status: 'No, we never registered anything.',
      need_registration_assistance: "Yes please, I wouldn't know where to start",
      brand_website: "kowalskiheating.com, it's pretty bad though",
      target_audience:
        'Homeowners around 30 to 55 in Milwaukee and the suburbs, a lot of first-time buyers with old houses and older furnaces',
      preferred_style: 'Clean and bold, maybe a little retro, like an old union badge but modern',
      colors_and_elements: 'Navy and a warm red-orange. No flames or snowflakes please, every HVAC company does that',
      expected_deadline: 'By the end of March. The trucks get rewrapped in April.',
      key_considerations:
        "It has to still feel like us. Our older customers have trusted the name for 40+ years and I don't want them thinking we got bought out.",
      collaboration_notes: "Me and my dad decide together, but I have the final say. Email is easiest, I'm on job sites all day.",
      plans_after_project: 'Eventually a second service area in Waukesha, but not for a couple years',
    },
    otherwise: 'No strong preference',
    expected: {
      project_background: { said: 0, text: ['heating and cooling', 'full rebrand'] },
      address: { said: 0, text: ['Milwaukee'] },
      problem_need: { said: 1, text: ['old and cheap', 'younger homeowners'] },
      products_or_services: { said: 1, text: ['furnace', 'water heaters', 'heat pumps'] },
      brand_name_story: { said: 2, text: ['family name', '& Sons'] },
      other_design_requirements: { said: 3, text: ['new wraps', 'uniform'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['kowalskiheating.com'] },
      target_audience: { said: 'asked', text: ['homeowners', 'first-time buyers'] },
      preferred_style: { said: 'asked', text: ['clean and bold', 'union badge'] },
      colors_and_elements: { said: 'asked', text: ['navy', 'no flames or snowflakes'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['still feel like us'] },
    },
  },
  {
    // Hilo, a husband-and-wife macadamia farm. Sends one thing a message regardless of the question, lowercase with
    // an emoji. Pouch size given as 8 oz, corrected to 6 oz three messages later (said = the correction). Sales
    // channels over two messages (said = the first; both parts belong). Deadline "by end of march" → 2026-03-01 by.
    // NOT facts: the in-laws planting the trees in the 80s, Volcano (where the gift shops are, not the business address),
    // 8 oz (corrected), Merrie Monarch week in April.
    id: 'heldout38-packaging-en-hilo-brittle-one-per-message',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -600,
    messages: [
      'aloha 🌺 looking for packaging design for our macadamia nut brittle',
      "we're a small family farm outside Hilo, just me and my husband. his parents planted the trees back in the 80s",
      'stand up pouches, resealable',
      '8 oz',
      'sold at the hilo farmers market + our website',
      'and 2 gift shops up in Volcano',
      'sorry correction its 6 oz not 8, the 8 oz bag was way too big for the pieces lol',
      'need it done by end of march if possible, merrie monarch week in april is our biggest week',
    ],
    whenAsked: {
      product_description: "it's macadamia nut brittle, people snack on it or bring it home as a gift",
      specification: '6 oz per pouch, one pouch per pack',
      packaging_form: 'pouches like i said',
      unique_selling_point:
        'we grow the nuts ourselves and cook it in small batches with local honey instead of corn syrup',
      target_audience: 'tourists looking for a real local gift, and locals who buy it for omiyage when they travel',
      sales_channels: 'farmers market, website, the gift shops',
      preferred_style: 'warm and handmade but not messy. kind of a vintage hawaiian label feel',
      colors_and_elements: 'ocean blue green and gold. NO hula girls or hibiscus please, too touristy',
      preferred_materials: 'kraft paper if it can keep the brittle crunchy, the humidity here is brutal',
      key_considerations: "keeping it fresh in the humidity, and the cost per bag can't go up much",
      other_design_requirements: 'maybe a little sign for our market table',
    },
    otherwise: 'no preference',
    expected: {
      product_description: { said: 0, text: ['macadamia nut brittle'] },
      project_background: { said: 1, text: ['family farm'] },
      address: { said: 1, text: ['Hilo'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bag_pouch'] } },
      sales_channels: { said: 4, text: ['farmers market', 'website', 'gift shops'] },
      specification: { said: 6, text: ['6 oz'] },
      expected_deadline: { said: 7, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      unique_selling_point: { said: 'asked', text: ['grow the nuts ourselves', 'local honey'] },
      target_audience: { said: 'asked', text: ['tourists', 'omiyage'] },
      preferred_style: { said: 'asked', text: ['vintage hawaiian'] },
      colors_and_elements: { said: 'asked', text: ['gold', 'no hula girls'] },
      preferred_materials: { said: 'asked', text: ['kraft paper'] },
      key_considerations: { said: 'asked', text: ['humidity'] },
    },
  },
  {
    // Albuquerque physical therapist, terse, full sentences but very short; says a few basics then waits and answers
    // only what is asked. Declines competitors (skipped). Budget as a range "$6-7k". Go-live "by April 1st" → day.
    // NOT facts: 2014 (the age of the current site).
    id: 'heldout38-website-en-abq-pt-terse-waits',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'Hi. Need a new website for my physical therapy clinic.',
      'Albuquerque, NM.',
      "Current site is from 2014. Doesn't work on phones.",
      'What do you need to know?',
    ],
    whenAsked: {
      url: 'riograndept.com',
      category: 'Booking. Patients should be able to book online.',
      problem_need: 'Patients call to book and we miss calls. And like I said the site breaks on phones.',
      main_pages: 'Home, services, our therapists, insurance, book online, contact.',
      languages: 'English and Spanish.',
      target_audience: 'Older adults after surgery. Also athletes. Lots of referrals from doctors.',
      competitors: 'Not really. Skip that.',
      preferred_style: 'Clean. Calm. Not corporate.',
      budget: '$6-7k.',
      expected_deadline: 'Live by April 1st if possible.',
      key_considerations: 'HIPAA. No patient info going through a contact form.',
      colors_and_elements: 'Teal. Our logo is teal.',
      other_design_requirements: 'Yes, photos of the clinic.',
    },
    otherwise: 'No preference.',
    expected: {
      project_background: { said: 0, text: ['physical therapy clinic'] },
      address: { said: 1, text: ['Albuquerque'] },
      problem_need: { said: 2, text: ['work on phones'] },
      url: { said: 'asked', text: ['riograndept.com'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['services', 'insurance', 'book online'] },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['after surgery', 'athletes'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['clean', 'not corporate'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 6000, max: 7000, currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['HIPAA'] },
    },
  },
  {
    // Richmond bakery owner opening a second location. Answers ahead of the questions: size in message 1, budget
    // tacked onto the problem in message 2, signature feature and opening month unprompted. Address is the NEW
    // spot (Scott's Addition), not the existing shop. Opening "September" → 2026-09-01.
    // NOT facts: Carytown (the first shop), its 8 seats, the lease starting February 1, the first shop opening in
    // 2019, the bakers' 3am start.
    id: 'heldout38-commercial-en-richmond-bakery-answers-ahead',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi there! We own Wren Bakehouse in Richmond and we're opening a second spot, need the interior designed. Our first one is in Carytown and it's tiny, the new one is in Scott's Addition and a lot bigger.",
      "It's about 1,400 sq ft, old brick warehouse space. Lease starts February 1.",
      'Main thing is seating. Carytown has 8 seats and people wait outside in the cold. We want room for people to actually stay and hang out. Budget is around $180k for everything btw',
      "Oh and we want an open kitchen so people can watch the bakers, that's kind of our whole thing",
      "We're hoping to open in September, before the fall rush.",
      'I think that covers most of it? The Carytown shop opened in 2019 if that matters',
    ],
    whenAsked: {
      brand_value:
        'Honest bread, slow fermented, no shortcuts. Walking in should feel warm and a little nostalgic, like grandma\'s kitchen but cooler',
      target_audience:
        'Young professionals from the offices and breweries around there, and families on weekends',
      competitive_advantage:
        'Everything is naturally leavened and we mill some of our own flour. Nobody else in town does that',
      preferred_style: 'Warm industrial I guess? Keep the brick, lots of wood, nothing shiny',
      colors_and_elements: 'Like I said keep the brick. Soft greens and cream. Avoid black, it feels cold',
      unique_design: 'The open kitchen like I mentioned',
      address: "Scott's Addition, like I mentioned",
      space_size: 'About 1,400 sq ft',
      budget: 'Around 180k',
      opening_date: 'September',
      key_considerations:
        'Workflow for the bakers comes first, they start at 3am. And it has to pass the health inspection the first time',
      other_design_requirements: 'Signage for sure, and help picking the chairs',
      number_of_visits: 'Maybe 3 or 4 site visits? Whatever you think',
    },
    otherwise: 'Whatever you think is best',
    expected: {
      project_background: { said: 0, text: ['Wren Bakehouse', 'second spot'] },
      address: { said: 0, text: ["Scott's Addition"] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1400, unit: 'ft2' } },
      problem_need: { said: 2, text: ['seating', 'wait outside'] },
      budget: { said: 2, value: { kind: 'money', amount: 180000, currency: 'USD' } },
      unique_design: { said: 3, text: ['open kitchen', 'watch the bakers'] },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-09-01', precision: 'month' } },
      brand_value: { said: 'asked', text: ['slow fermented', 'nostalgic'] },
      target_audience: { said: 'asked', text: ['young professionals', 'families on weekends'] },
      competitive_advantage: { said: 'asked', text: ['naturally leavened', 'mill some of our own flour'] },
      preferred_style: { said: 'asked', text: ['warm industrial'] },
      colors_and_elements: { said: 'asked', text: ['soft greens', 'avoid black'] },
      key_considerations: { said: 'asked', text: ['workflow for the bakers', 'health inspection'] },
    },
  },
  {
    // Sacramento, a couple about to retire renovating a ranch house they just bought. Hedged size ("I think around")
    // and age ("about 60 years old"), budget $120k raised to $150k two messages later (said = the correction),
    // "as I mentioned" back-reference. Move in "by November" → 2026-11-01 by.
    // NOT facts: turning 62 in May, closing on Feb 27, Thanksgiving (why November), Lorraine's name, the dog Biscuit,
    // "early 60s" as a year.
    id: 'heldout38-residential-en-sacramento-ranch-budget-raised',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi! My wife and I just bought a ranch house in Land Park, Sacramento and it needs a full renovation before we move in. We're both retiring this year (I turn 62 in May lol)",
      "It's a detached single story, 3 bed 2 bath, I think around 1,800 square feet. Built in the early 60s so about 60 years old, original kitchen and everything 😬",
      'Biggest issue is the kitchen is closed off and dark, and both bathrooms have pink tile. We want to open up the kitchen to the living room.',
      'Budget is around $120k',
      "We close on Feb 27 but we really want to be moved in by November, we're hosting Thanksgiving for the whole family this year",
      'Update, talked to Lorraine, we can stretch to $150k if the kitchen needs it',
      'As I mentioned, the kitchen is the priority. I cook every day and she bakes. Grandkids are over most weekends too.',
    ],
    whenAsked: {
      property_category: 'Detached house',
      target_audience: 'Just the two of us, plus the grandkids most weekends like I said, and our old lab Biscuit',
      lifestyle: 'Lots of cooking, family dinners, quiet evenings on the patio',
      preferred_style: "Mid-century but warm, not museum-y. We love the Eichler look",
      colors_and_elements: 'Lots of natural wood, some greens. Absolutely no more pink',
      address: 'Land Park, like I said',
      key_considerations: 'The kitchen, and we want single level living that works as we get older',
      important_collections: "Lorraine's cookbook collection, it's a few hundred books",
      other_design_requirements: 'Lighting for sure, the house is so dark',
    },
    otherwise: "We're open to ideas",
    expected: {
      project_background: { said: 0, text: ['ranch house', 'full renovation'] },
      address: { said: 0, text: ['Land Park'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['detached_house'] } },
      layout: { said: 1, text: ['3 bed', '2 bath'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1800, unit: 'ft2' } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 60, unit: 'years' } },
      problem_need: { said: 2, text: ['closed off and dark', 'pink tile'] },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-11-01', precision: 'month', relation: 'by' } },
      budget: { said: 5, value: { kind: 'money', amount: 150000, currency: 'USD' } },
      lifestyle: { said: 6, text: ['cook every day', 'bakes'] },
      key_considerations: { said: 6, text: ['kitchen is the priority'] },
      preferred_style: { said: 'asked', text: ['mid-century', 'Eichler'] },
      colors_and_elements: { said: 'asked', text: ['natural wood', 'no more pink'] },
    },
  },
  {
    // Marketing manager of a small Alaska seafood company (Homer), first own booth at a Boston seafood trade show.
    // Professional, gives the booth size, all three dates, utilities and budget in separate tidy messages.
    // 10x20 ft → 200 ft². Show March 15 (opens), move-in March 13, move-out March 17, all 2026.
    // NOT facts: Homer, Alaska (where the company is, not the venue), sharing the state marketing group's booth
    // before, the booth space already paid for, "inline, not a corner".
    id: 'heldout38-exhibition-en-homer-seafood-boston-dates',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -540,
    messages: [
      "Hi, I'm the marketing manager at Kachemak Wild Seafoods out of Homer, Alaska. We're exhibiting at Seafood Expo North America in Boston this March, first time with our own booth instead of sharing with the state's seafood marketing group. We sell wild sockeye, halibut and black cod, mostly frozen-at-sea fillets.",
      'Booth is 10x20, inline (not a corner unfortunately).',
      'Dates: the show opens March 15 and runs through the 17th. Move-in is March 13, and we have to be out the night of the 17th.',
      "We want a live cooking demo with our chef at the booth, so we'll need power for the induction burners and freezer cases, plus a sink. So both water and electricity.",
      'Budget is $45k. That does not include the booth space itself, which is already paid.',
    ],
    whenAsked: {
      brand_value:
        'Small-boat family fishermen, every fillet traceable to the boat. Visitors should feel like they just stepped onto the dock in Homer.',
      target_audience: 'Buyers. Restaurant groups, grocery seafood buyers, distributors. Not the general public.',
      preferred_style: 'Rugged but premium. Weathered wood and rope, but clean and not kitschy.',
      unique_design: 'Like I said, the cooking demo. Maybe also a big photo wall of our fishermen with their boat names.',
      address: 'Boston Convention and Exhibition Center',
      space_size: '10x20 feet',
      water_electricity_supply: 'Both, as mentioned.',
      key_considerations:
        'Food safety for the demo, and it has to ship and set up easily. Our team at the show is only 3 people.',
      expected_deadline: 'We would need the design final by mid-February for fabrication.',
      plans_after_project: 'We would like to reuse it at a West Coast show in the fall if possible.',
    },
    otherwise: 'No preference on that.',
    expected: {
      project_background: { said: 0, text: ['Seafood Expo', 'sockeye'] },
      address: { said: 0, text: ['Boston'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-15', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-13', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-17', precision: 'day' } },
      unique_design: { said: 3, text: ['cooking demo'] },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 4, value: { kind: 'money', amount: 45000, currency: 'USD' } },
      brand_value: { said: 'asked', text: ['small-boat', 'traceable'] },
      target_audience: { said: 'asked', text: ['restaurant groups', 'distributors'] },
      preferred_style: { said: 'asked', text: ['rugged but premium'] },
      key_considerations: { said: 'asked', text: ['food safety', 'set up easily'] },
    },
  },
  {
    // A 71-year-old volunteer for a small nature preserve near Franklin, Tennessee: long, polite, fully punctuated
    // messages. Needs a trail map, signs and markers, a handout map and a first logo (list in one message). Deadline
    // "by the end of April" → 2026-04-01 by. Volunteers one site visit (optional field).
    // NOT facts: her age (71), signs painted in the 90s, the spring fundraiser on April 18 (a preview is "not
    // essential", it is not the deadline), the board having five members is a collaboration detail, not a count.
    id: 'heldout38-other-en-franklin-trail-signs-polite-long',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      'Good afternoon. I volunteer with the Friends of Harpeth Hollow, a small nature preserve just outside Franklin, Tennessee. Our trail signs are falling apart (most were hand-painted by volunteers back in the 90s) and visitors get lost on the loop trails nearly every weekend. We would like a proper trail map and a new set of signs.',
      'To be specific, we need a large map panel for the trailhead kiosk, about 20 trail markers, and a folded paper map we can hand out. If it is not too much, a simple logo for the preserve as well, since we have never had one.',
      'I should mention that I am 71 and not very good with computers, so please be patient with me! Our board would like the designs finished by the end of April so the sign shop has time to make them before summer.',
      'Also, our spring fundraiser is on April 18th and it would be lovely to show a preview there, but that is not essential.',
      'And I would love for your designer to come walk the trails with us once, in person, before starting. Just the one visit should do.',
    ],
    whenAsked: {
      problem_need: 'As I said, people get lost, and the old signs are rotting.',
      target_audience: 'Families, birdwatchers, older folks who walk the short loop, and school field trips.',
      preferred_style: 'Something like the old National Park Service signs. Simple, sturdy and easy to read.',
      colors_and_elements:
        'Forest green and brown are fine. We would love a great blue heron on the map, they nest by the creek.',
      key_considerations:
        'Readability for older eyes, and the signs must hold up to the weather. Our budget is small since we are all volunteers.',
      collaboration_notes:
        'I would be your contact, by email please. Our board has to approve everything and they only meet once a month.',
      address: 'Just outside Franklin, Tennessee.',
      other_preferences: 'The signs at the state parks here are quite nice.',
    },
    otherwise: 'I do not have a preference, dear. Whatever you think is best.',
    expected: {
      project_background: { said: 0, text: ['Harpeth Hollow', 'nature preserve'] },
      address: { said: 0, text: ['Franklin'] },
      problem_need: { said: 0, text: ['falling apart', 'get lost'] },
      other_design_requirements: { said: 1, text: ['map panel', 'trail markers', 'folded paper map', 'logo'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      number_of_visits: { said: 4, value: { kind: 'number_with_unit', amount: 1, unit: 'times' } },
      target_audience: { said: 'asked', text: ['birdwatchers', 'field trips'] },
      preferred_style: { said: 'asked', text: ['National Park Service'] },
      colors_and_elements: { said: 'asked', text: ['great blue heron'] },
      key_considerations: { said: 'asked', text: ['older eyes', 'weather'] },
      collaboration_notes: { said: 'asked', text: ['email', 'once a month'] },
    },
  },
  {
    // 台南中西區「阿秀碗粿」第三代，前兩則訊息就把大部分故事講完（品牌識別、問題、品項），有 emoji。
    // 截止時間「五月底前」→ 2026-05。地址（listen 欄位）由她自己講出「台南中西區」。
    // NOT facts: 民國67年開店、阿嬤82歲、永康分店（叔叔顧，不改）、農曆過年後開始、六月換招牌（是理由，不是截止日）。
    id: 'heldout38-brand-zh-tainan-wangui-long-story',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我們是台南中西區的老店「阿秀碗粿」，我阿嬤民國67年開的，現在我接手（其實算第三代啦）。想重新做整套品牌識別，logo、招牌字那些都要，因為現在的招牌是三十幾年前請人手寫的，已經褪色到快看不清楚了😅',
      '主要問題是年輕客人覺得我們很舊、不太敢進來，外送平台上的照片也很亂，想讓人一看就知道是台南傳統小吃，但是乾淨有質感。我們賣碗粿、肉燥飯、虱目魚丸湯，夏天還有古早味粉粿',
      '我們在永康也有一間分店是我叔叔在顧，那間先不用改喔',
      '希望農曆過年後開始，大概五月底前可以完成，因為六月想把招牌換掉',
    ],
    whenAsked: {
      brand_name_story: '阿秀就是我阿嬤的名字啊，她今年82歲了還是每天來店裡巡，街坊都叫她秀姨😂',
      registration_status: '沒有欸，從來沒去註冊過',
      need_registration_assistance: '好啊，可以的話幫我們一起處理',
      brand_website: '只有FB粉專，搜尋阿秀碗粿就有',
      target_audience: '除了老客人，想吸引來台南玩的觀光客，還有20到35歲的年輕人',
      preferred_style: '復古但不要俗氣，有點像日治時期老招牌那種字體的感覺',
      colors_and_elements: '想保留紅色，可以加碗的圖案，不要太可愛的卡通',
      key_considerations: '老客人還認得出來是我們，不要改到像別家店',
      expected_deadline: '就像我剛剛說的，五月底前',
      other_design_requirements: '招牌、菜單，還有外帶紙袋',
    },
    otherwise: '都可以',
    expected: {
      project_background: { said: 0, text: ['碗粿', '品牌識別'] },
      address: { said: 0, text: ['中西區'] },
      problem_need: { said: 1, text: ['很舊', '乾淨有質感'] },
      products_or_services: { said: 1, text: ['碗粿', '肉燥飯', '虱目魚丸湯'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      brand_name_story: { said: 'asked', text: ['阿嬤的名字'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['觀光客', '年輕人'] },
      preferred_style: { said: 'asked', text: ['復古', '不要俗氣'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '碗的圖案'] },
      key_considerations: { said: 'asked', text: ['老客人還認得出來'] },
    },
  },
  {
    // 南投鹿谷茶農的兒子，一則只丟一件事、沒標點，不管畫面上問什麼。規格、包裝形式（禮盒＋袋裝）、截止時間都分開丟。
    // 截止「最晚七月要好」→ 2026-07 by。地址（listen）：鹿谷。
    // NOT facts: 中秋（上市時間，是活動不是截止日）、爸爸65歲、種茶快40年、去年春茶比賽得獎的年份。
    id: 'heldout38-packaging-zh-lugu-tea-one-per-message',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 想問茶葉包裝設計',
      '我們家在鹿谷種茶 凍頂烏龍',
      '一包150克 真空包 一盒裝兩包',
      '想做禮盒 也要單包的袋子',
      '中秋前要上市 所以最晚七月要好',
      '我爸今年65了 種茶快40年',
    ],
    whenAsked: {
      product_description: '凍頂烏龍 中焙火 熱水沖就可以 可以回沖好幾次',
      unique_selling_point: '自己種自己焙 不是跟別人收的茶 去年春茶比賽還有得獎',
      target_audience: '送禮的上班族 還有中南部的老茶客',
      sales_channels: '蝦皮 我們自己的門市 還有農會的展售中心',
      preferred_style: '簡單大方 有一點山的意境 不要金光閃閃那種',
      colors_and_elements: '墨綠色 可以放茶園的線條',
      preferred_materials: '紙盒就好 盡量不要塑膠 袋子可以用牛皮紙',
      key_considerations: '成本不要太高 一盒包材最好壓在80塊內',
      expected_deadline: '剛剛說了 七月',
    },
    otherwise: '沒特別想法',
    expected: {
      project_background: { said: 0, text: ['茶葉包裝'] },
      address: { said: 1, text: ['鹿谷'] },
      product_description: { said: 1, text: ['凍頂烏龍'] },
      specification: { said: 2, text: ['150克', '兩包'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['gift_set', 'bag_pouch'] } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      unique_selling_point: { said: 'asked', text: ['自己種自己焙'] },
      target_audience: { said: 'asked', text: ['送禮的上班族'] },
      sales_channels: { said: 'asked', text: ['蝦皮', '農會'] },
      preferred_style: { said: 'asked', text: ['簡單大方', '山的意境'] },
      colors_and_elements: { said: 'asked', text: ['墨綠色'] },
      preferred_materials: { said: 'asked', text: ['紙盒', '牛皮紙'] },
      key_considerations: { said: 'asked', text: ['成本不要太高'] },
    },
  },
  {
    // 台中西屯皮拉提斯工作室，客氣、講得不多，之後多半等問了才答。預算先說「15萬左右」，再改成「可以到20萬，但不要超過」（以後者為準）。
    // 網站類型從第一則「可以線上預約」就知道是 booking。上線時間「三月底吧」→ 2026-03 by。
    // NOT facts: 學姊（合夥人）、2023年開的、學員兩百多位、4月開新課程（理由，不是上線日）。
    id: 'heldout38-website-zh-taichung-pilates-budget-correction',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是台中西屯的皮拉提斯工作室，想做一個可以線上預約的網站',
      '目前都用LINE在約課，很亂，常常重複預約或漏看訊息',
      '預算大概15萬左右',
      '不好意思補充一下，跟學姊（合夥人）確認過了，預算可以到20萬，但不要超過喔。我們是2023年開的，學員大概兩百多位',
    ],
    whenAsked: {
      url: '有一個朋友幫忙架的舊的wix，core-pilates.wixsite.com/tc，但很久沒更新了',
      main_pages: '首頁、課程介紹、老師介紹、價目表、線上預約、交通資訊',
      languages: '中文就好，英文之後再說',
      target_audience: '25到45歲的上班族女生，還有產後想恢復體態的媽媽',
      competitors: '台北有一家叫 Mind Body Lab 的，他們網站很乾淨',
      preferred_style: '乾淨、溫暖，米色系那種，不要太健身房的感覺',
      expected_deadline: '希望4月開新課程之前上線，所以三月底吧',
      key_considerations: '手機預約要很順，學生幾乎都用手機約課',
      budget: '就是剛剛說的20萬內',
    },
    otherwise: '沒有特別的耶',
    expected: {
      project_background: { said: 0, text: ['皮拉提斯', '線上預約'] },
      address: { said: 0, text: ['西屯'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['LINE', '重複預約'] },
      budget: { said: 3, value: { kind: 'money', amount: 200_000, bound: 'at_most', currency: 'TWD' } },
      url: { said: 'asked', text: ['core-pilates.wixsite.com'] },
      main_pages: { said: 'asked', text: ['課程介紹', '老師介紹', '線上預約'] },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['上班族女生', '產後'] },
      competitors: { said: 'asked', text: ['Mind Body Lab'] },
      preferred_style: { said: 'asked', text: ['溫暖', '不要太健身房'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['手機預約要很順'] },
    },
  },
  {
    // 高雄鳳山髮廊老闆娘，口語（啦、欸），回答時順便補別的；第4則先講了還沒被問的「大鏡牆」（unique_design said 3）。
    // 坪數「大概25坪左右」（hedged）。開幕「6月中」→ 2026-06。
    // NOT facts: 開了八年、屋主3/1開始起租（租約日期）、舊店只有4個座位（現況）、四個設計師兩個助理。
    id: 'heldout38-commercial-zh-fengshan-salon-answers-ahead',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我在鳳山開髮廊開了八年，現在要搬到比較大的店面，想找人設計新店的室內',
      '新店面在鳳山區光遠路附近，一樓店面大概25坪左右，屋主說3/1開始起租',
      '預算抓150萬左右，含裝修跟家具',
      '6月中想開幕啦，然後我先講，我很想要一整面大鏡牆',
    ],
    whenAsked: {
      problem_need: '現在的店太小，只有4個座位，客人常常要等，洗頭區也很擠。新店想要至少8個座位，我們四個設計師兩個助理才轉得開',
      brand_value: '我們走的是輕鬆、像朋友家的感覺，客人進來可以放鬆聊天',
      target_audience: '主要是30到50歲的女生，很多是媽媽，也有帶小孩來剪的',
      competitive_advantage: '我們很會染髮，特別是白髮染，老客人都跟了好幾年了',
      preferred_style: '木頭、植物，有點日系但不要太冷',
      colors_and_elements: '不要黑色系，想要很多自然光',
      unique_design: '就剛剛說的大鏡牆啊，另外想要一個可以坐著喝茶的等候區',
      key_considerations: '水電要弄好，之前的店洗頭台排水一直出問題',
      opening_date: '就6月中',
    },
    otherwise: '都可以啦',
    expected: {
      project_background: { said: 0, text: ['髮廊', '比較大的店面'] },
      address: { said: 1, text: ['鳳山區'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 25, unit: 'ping' } },
      budget: { said: 2, value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-06-01', precision: 'month' } },
      unique_design: { said: 3, text: ['大鏡牆'] },
      problem_need: { said: 'asked', text: ['至少8個座位', '洗頭區'] },
      brand_value: { said: 'asked', text: ['像朋友家'] },
      target_audience: { said: 'asked', text: ['30到50歲的女生'] },
      competitive_advantage: { said: 'asked', text: ['白髮染'] },
      preferred_style: { said: 'asked', text: ['日系', '不要太冷'] },
      colors_and_elements: { said: 'asked', text: ['不要黑色'] },
      key_considerations: { said: 'asked', text: ['排水'] },
    },
  },
  {
    // 板橋買中古屋的媽媽，第一則就講了屋型、屋齡、坪數、地點；收藏分兩則講（黑膠在第3則，書在第4則，said = 2）。
    // 預算是範圍 200～250萬。入住「今年年底前」→ 2026-12 by。
    // NOT facts: 小孩國二、小三，貓12歲，現在租約到明年3月（租約日期，不是入住日），寒假。
    id: 'heldout38-residential-zh-banqiao-family-list-two-messages',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們在板橋買了一間中古屋，是屋齡大概30年的電梯大樓，大概32坪，想整間翻新，管線也要重拉',
      '家裡有我跟老公，兩個小孩一個國二一個小三，還有一隻12歲的老貓。現在格局是三房兩廳一衛，但是只有一間廁所，早上超級打架😂 希望可以改成兩衛',
      '我老公很愛黑膠，大概有六七百張，需要一整面牆放',
      '喔還有我的書也很多，大部分是小說跟食譜',
      '預算我們抓200到250萬，不含家電',
      '現在租的房子租約到明年3月，不過我們希望今年年底前就能搬進去，小孩寒假前轉換比較好',
    ],
    whenAsked: {
      lifestyle: '我很常煮飯，週末會請朋友來家裡吃，老公一週有兩天在家遠距上班',
      preferred_style: '無印那種簡單的，但想要溫暖一點',
      colors_and_elements: '白色跟淺木色，不要灰色，然後貓跳台可以做在牆上嗎',
      key_considerations: '收納要夠，還有貓咪老了，地板不要太滑',
      move_in_date: '就是剛剛說的年底前',
    },
    otherwise: '沒有特別想法欸',
    expected: {
      project_background: { said: 0, text: ['中古屋', '整間翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      address: { said: 0, text: ['板橋'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 32, unit: 'ping' } },
      layout: { said: 1, text: ['三房兩廳一衛'] },
      target_audience: { said: 1, text: ['兩個小孩', '老貓'] },
      problem_need: { said: 1, text: ['只有一間廁所', '兩衛'] },
      important_collections: { said: 2, text: ['黑膠'] },
      budget: { said: 4, value: { kind: 'money', amount: 2_000_000, max: 2_500_000, currency: 'TWD' } },
      move_in_date: { said: 5, value: { kind: 'date', date: '2026-12-01', precision: 'month', relation: 'by' } },
      lifestyle: { said: 'asked', text: ['常煮飯', '遠距上班'] },
      preferred_style: { said: 'asked', text: ['無印', '溫暖一點'] },
      key_considerations: { said: 'asked', text: ['收納要夠', '地板不要太滑'] },
    },
  },
  {
    // 彰化自行車零件廠的行銷，口氣正式；展期、進場、撤場在同一則講完（3/25、3/23、3/28）。
    // 攤位「應該是6x3米，18平方米左右」（hedged）。預算「大概50萬以內」→ at_most。
    // NOT facts: 去年德國的展（地點、年份）、那次代理商做的攤位；「如我前面說的」回指開展日。
    id: 'heldout38-exhibition-zh-nangang-bike-parts-dates-together',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是彰化一家自行車零件廠的行銷，我們今年要參加三月在南港展覽館的自行車展，想找團隊設計攤位。',
      '攤位是兩個標準攤位打通，應該是6x3米，18平方米左右，我再跟主辦單位確認。',
      '展期是3/25到3/28，進場是3/23，撤場是28號展覽結束當天晚上。',
      '預算的部分，老闆說大概50萬以內，包含施工。',
      '另外補充，我們去年在德國的展也有參加，那次是代理商幫我們處理攤位的。',
    ],
    whenAsked: {
      brand_value: '我們做的是高階碳纖維輪組，希望讓人覺得專業、可靠，有台灣製造的精密感。',
      target_audience: '主要是國外的品牌商和代理商，不是一般消費者。',
      preferred_style: '簡潔、有科技感，黑白為主，可以參考Shimano的攤位。',
      unique_design: '想在攤位中間放一台可以讓人試轉輪組的展示台。',
      water_electricity_supply: '要電，展示台跟燈都需要，水不需要。',
      key_considerations: '進場時間很短，希望能模組化快速組裝，之後其他展也能重複用。',
      opening_date: '如我前面說的，3/25。',
    },
    otherwise: '這部分我再跟老闆討論，目前沒有特別要求。',
    expected: {
      project_background: { said: 0, text: ['自行車零件', '攤位'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-25', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-23', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-28', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 500_000, bound: 'at_most', currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['專業', '精密感'] },
      target_audience: { said: 'asked', text: ['品牌商', '代理商'] },
      preferred_style: { said: 'asked', text: ['科技感', 'Shimano'] },
      unique_design: { said: 'asked', text: ['試轉輪組'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['模組化', '重複用'] },
    },
  },
  {
    // 花蓮市民宿老闆娘，想做給房客的手繪地圖；截止先說「大概4月前」，下一則改成「3月底前」（said = 4）。
    // 合作方式（core）：白天顧民宿、LINE、晚上十點後回、跟老公一起決定。
    // NOT facts: 民宿開第5年、老公是壽豐人、清明連假（客滿的理由）、想印500張、狗狗阿福只是插畫元素。
    id: 'heldout38-other-zh-hualien-bnb-deadline-correction',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨～我在花蓮市開民宿，想請你們幫忙畫一張附近的手繪地圖，給房客用的',
      '民宿開第5年了，老公是壽豐人，很多私房景點都是他帶我去的～',
      '現在房客一直問哪裡好吃好玩，我每次都要重講一遍，想說做一張地圖放房間裡，也可以讓他們帶走',
      '希望大概4月前可以好',
      '啊不對，清明連假就會客滿了，要3月底前好比較保險',
    ],
    whenAsked: {
      other_design_requirements: '主要是地圖，如果可以的話順便做一套明信片，用地圖裡的插畫',
      target_audience: '來玩的家庭跟年輕情侶，很多是第一次來花蓮',
      preferred_style: '手繪水彩那種，可愛但不要太幼稚',
      colors_and_elements: '海的藍色跟山的綠色，可以畫我們家的狗狗阿福嗎哈哈',
      key_considerations: '店家資訊要正確，然後印刷成本不要太高，我想先印個500張',
      collaboration_notes: '我白天要顧民宿，LINE聯絡最方便，晚上十點以後回比較快，最後我跟老公一起決定',
      address: '花蓮市，靠近東大門夜市',
      expected_deadline: '剛剛講的3月底前',
    },
    otherwise: '都好～',
    expected: {
      project_background: { said: 0, text: ['民宿', '手繪地圖'] },
      address: { said: 0, text: ['花蓮市'] },
      other_design_requirements: { said: 0, text: ['地圖'] },
      problem_need: { said: 2, text: ['每次都要重講'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['家庭', '年輕情侶'] },
      preferred_style: { said: 'asked', text: ['手繪水彩', '不要太幼稚'] },
      colors_and_elements: { said: 'asked', text: ['藍色', '綠色'] },
      key_considerations: { said: 'asked', text: ['資訊要正確'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '晚上十點'] },
    },
  },
  {
    // 대구 수성구 떡집 딸(30대), 첫 메시지에 사연을 길게, 물결·ㅎㅎ. 상품 목록을 두 메시지로 나눠 말함
    // (said = 첫 메시지 1, 두 번째가 덮어쓰면 안 됨). 상표 미등록 + 도움 원함을 한 메시지에. 마감은 "4월 말까지".
    // NOT facts: 엄마가 94년에 시작, 제가 작년부터 합류, 엄마 고향 영천, 설날 대목.
    id: 'heldout38-brand-ko-daegu-tteok-list-split',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 대구 수성구에서 엄마랑 같이 떡집 하고 있는데요 ㅎㅎ 엄마가 94년에 시작하신 가게를 제가 작년부터 같이 하게 되면서 로고부터 전체적으로 새로 바꾸고 싶어서요. 지금 로고는 그냥 궁서체로 가게 이름만 써있는 거라 너무 옛날 느낌이에요',
      "가게 이름은 '봄날떡방'이에요. 주로 하는건 답례떡, 이바지떡, 설기 케이크요",
      '아 그리고 요즘은 떡 구독 박스도 시작했어요',
      '제일 바라는건 젊은 손님들도 선물용으로 사고 싶게 만드는 거요! 지금은 거의 어르신들만 오셔서ㅠㅠ',
      '상표 등록은 아직 안 했어요. 이번에 같이 도와주시면 좋겠어요',
      '설 대목 전엔 어차피 정신없어서 힘들고 4월 말까지만 되면 좋겠어요',
    ],
    whenAsked: {
      brand_name_story:
        '엄마 이름이 봄자예요 ㅋㅋ 김봄자. 그래서 봄날떡방이에요. 엄마 고향이 영천인데 거기서 외할머니한테 떡 배우셨대요',
      brand_website: '인스타 @bomnal_tteok 있어요',
      target_audience: '30대 40대 선물 사는 분들이요. 결혼 준비하는 커플이나 회사 명절 선물 담당자분들',
      preferred_style: '전통적인데 촌스럽지 않은 느낌? 한글 타이포 예쁜 거 좋아해요',
      colors_and_elements: '연분홍이랑 쑥색 좋아요. 떡 캐릭터처럼 너무 귀여운건 싫어요',
      key_considerations: '엄마가 단골손님들이 못 알아볼까봐 걱정하세요. 가게 이름은 그대로 가야돼요',
      expected_deadline: '아까 말씀드린대로 4월 말까지요',
      other_design_requirements: '떡 포장 스티커랑 쇼핑백도요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['떡집', '로고'] },
      address: { said: 0, text: ['수성구'] },
      problem_need: { said: 3, text: ['젊은 손님들', '선물용'] },
      products_or_services: { said: 1, text: ['답례떡', '이바지떡', '설기 케이크'] },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 4, value: { kind: 'yes_no', value: true } },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      brand_name_story: { said: 'asked', text: ['봄자'] },
      brand_website: { said: 'asked', text: ['@bomnal_tteok'] },
      target_audience: { said: 'asked', text: ['30대 40대', '결혼 준비하는 커플'] },
      preferred_style: { said: 'asked', text: ['촌스럽지 않은', '한글 타이포'] },
      colors_and_elements: { said: 'asked', text: ['연분홍', '쑥색'] },
      key_considerations: { said: 'asked', text: ['이름은 그대로'] },
    },
  },
  {
    // 충북 괴산 방앗간 아들(40대), 한 줄에 한 가지씩 짧게 보냄. 용량을 두 메시지로(180ml → 350ml 추가, said = 2).
    // 지역(괴산)은 묻지 않아도 먼저 말함. 디자인 마감 6월, 선물세트 예약 시작 8월과 추석은 마감이 아님.
    // NOT facts: 아버지가 88년부터, 8월 예약 시작, 추석, 부모님.
    id: 'heldout38-packaging-ko-goesan-perilla-one-per-line',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 패키지 디자인 문의드려요',
      '괴산에서 부모님이랑 작은 방앗간 해요. 아버지가 88년부터 하셨어요',
      '저온압착 들기름이고 180ml 유리병에 담아요',
      '아 350ml도 있어요',
      '네이버 스마트스토어랑 로컬푸드 직매장에서 팔아요',
      '디자인은 6월까지는 끝났으면 해요. 추석 선물세트 예약을 8월부터 받거든요',
    ],
    whenAsked: {
      packaging_form: '병에 붙이는 라벨 스티커랑 선물 세트 두가지요',
      unique_selling_point: '국산 들깨만 쓰고 주문 들어오면 그때그때 짜서 보내요. 향이 확실히 달라요',
      target_audience: '40~60대 주부님들이요. 요즘은 건강 챙기는 젊은 분들도 꽤 사세요',
      preferred_style: '시골 방앗간의 정겨운 느낌인데 좀 고급스럽게요',
      colors_and_elements: '들깨 그림 들어가면 좋겠고 노란색은 참기름 같아서 빼주세요',
      preferred_materials: '라벨은 크라프트지요. 선물세트 박스도 종이로 했으면 해요',
      key_considerations: '유통기한이랑 원산지 표시 들어갈 자리 꼭 있어야돼요',
      expected_deadline: '6월까지요',
      specification: '180ml랑 350ml 두 종류에요',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 1, text: ['방앗간'] },
      address: { said: 1, text: ['괴산'] },
      product_description: { said: 2, text: ['저온압착 들기름'] },
      specification: { said: 2, text: ['180ml'] },
      sales_channels: { said: 4, text: ['스마트스토어', '로컬푸드'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['국산 들깨', '주문 들어오면'] },
      target_audience: { said: 'asked', text: ['주부님들', '건강 챙기는'] },
      preferred_style: { said: 'asked', text: ['정겨운', '고급스럽게'] },
      colors_and_elements: { said: 'asked', text: ['들깨 그림', '노란색'] },
      preferred_materials: { said: 'asked', text: ['크라프트지'] },
      key_considerations: { said: 'asked', text: ['원산지 표시'] },
    },
  },
  {
    // 부산 송정 서핑스쿨 사장(30대), 존댓말 정중체. 예산을 "500 정도" → 동업자와 상의 후 "700까지"로 정정
    // (said = 5, at_most). 언어를 두 메시지로(영어 → 일본어 추가, said = 3). 오픈 목표 5월 안.
    // NOT facts: 시즌 시작 6월, 손님 90%가 폰, 양양(경쟁사 참고 지역), 동업자.
    id: 'heldout38-website-ko-busan-surf-budget-corrected',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 부산 송정에서 서핑스쿨 운영하고 있습니다.',
      '지금은 예약을 카톡이랑 전화로만 받아서 주말마다 정신이 없습니다. 홈페이지에서 바로 예약하고 결제까지 되면 좋겠어요.',
      '예산은 500만원 정도 생각하고 있어요',
      '외국인 손님도 꽤 와서 영어는 꼭 있어야 해요',
      '아 일본어도요. 요즘 일본 분들이 많이 오세요',
      '예산은 동업자랑 얘기해봤는데 700까지는 괜찮대요',
      '서핑 시즌이 6월부터라 5월 안에는 오픈했으면 합니다',
    ],
    whenAsked: {
      url: '지금은 따로 없어요. 네이버 플레이스만 있어요',
      category: '예약 되는 사이트요',
      main_pages: '강습 소개, 가격, 예약, 오시는 길 정도요',
      languages: '한국어, 영어, 일본어요',
      target_audience: '20~30대 처음 서핑 해보는 분들이 제일 많아요',
      competitors: '양양 서피비치 쪽 서핑샵 홈페이지들 보긴 했어요',
      preferred_style: '시원하고 깔끔하게요. 바다 사진 크게 나오는거',
      budget: '말씀드린대로 700까지요',
      expected_deadline: '5월 안에요',
      key_considerations: '모바일에서 예약이 쉬워야 합니다. 손님 90%가 폰으로 봐요',
    },
    otherwise: '특별히 없습니다',
    expected: {
      project_background: { said: 0, text: ['서핑스쿨'] },
      address: { said: 0, text: ['송정'] },
      problem_need: { said: 1, text: ['카톡이랑 전화', '바로 예약'] },
      languages: { said: 3, text: ['영어'] },
      budget: { said: 5, value: { kind: 'money', amount: 7_000_000, currency: 'KRW', bound: 'at_most' } },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      url: { said: 'asked', text: ['네이버 플레이스'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['강습 소개', '예약', '오시는 길'] },
      target_audience: { said: 'asked', text: ['처음 서핑'] },
      competitors: { said: 'asked', text: ['서피비치'] },
      preferred_style: { said: 'asked', text: ['시원하고 깔끔하게'] },
      key_considerations: { said: 'asked', text: ['모바일에서 예약'] },
    },
  },
  {
    // 필라테스 원장(30대 후반), 첫 메시지에 업종·지역·크기를 몰아서. 크기 "한 35평 정도" → 뒤에 "전용 32평"으로
    // 정정(said = 4). 예산 범위 4천~5천. 오픈 4월 초.
    // NOT facts: 동탄 1호점, 3년째, 임대 계약 2월 1일, 1호점 기구 8대, 강사 경력 5년, 아래층 병원.
    id: 'heldout38-commercial-ko-gwanggyo-pilates-size-corrected',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 동탄에서 필라테스 스튜디오 3년째 하고 있고 이번에 수원 광교에 2호점 내려고 해요. 인테리어 상담 받고 싶어서 연락드렸어요. 상가 2층이고 한 35평 정도 돼요. 임대 계약은 2월 1일부터예요',
      '예산은 인테리어만 4천~5천 생각하고 있어요',
      '오픈은 4월 초가 목표예요',
      '1호점은 기구 8대가 빽빽하게 들어가서 회원님들이 좀 답답하단 얘기를 하셨어요. 이번엔 여유있게 6대만 넣고 탈의실이랑 샤워실도 넉넉하게 하고 싶어요',
      '아 그리고 사이즈 다시 보니까 전용으로 32평이래요 ㅎㅎ',
    ],
    whenAsked: {
      brand_value: '몸이 편해지는 공간이요. 들어오면 숨이 탁 트이는 느낌?',
      target_audience: '30~40대 직장인 여성분들이요. 출산 후 회복하러 오시는 분들도 많아요',
      competitive_advantage: '1:1이랑 듀엣 수업 위주라 관리가 꼼꼼해요. 강사들도 다 경력 5년 이상이고요',
      preferred_style: '우드톤에 식물 많은 내추럴한 느낌이요',
      colors_and_elements: '베이지 계열이요. 거울은 많이 필요한데 너무 헬스장 같진 않게요',
      unique_design: '창가 쪽에 리포머 놓고 밖에 나무 보이게 하고 싶어요',
      address: '광교중앙역 근처요',
      space_size: '전용 32평이요',
      budget: '4천에서 5천이요',
      opening_date: '4월 초요',
      key_considerations: '소음이요. 아래층이 병원이라서 방음 신경 많이 써주셔야 돼요',
    },
    otherwise: '상관없어요~',
    expected: {
      project_background: { said: 0, text: ['필라테스', '2호점'] },
      address: { said: 0, text: ['광교'] },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      budget: { said: 1, value: { kind: 'money', amount: 40_000_000, max: 50_000_000, currency: 'KRW' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      problem_need: { said: 3, text: ['답답하단', '여유있게'] },
      brand_value: { said: 'asked', text: ['숨이 탁 트이는'] },
      target_audience: { said: 'asked', text: ['직장인 여성', '출산 후'] },
      competitive_advantage: { said: 'asked', text: ['듀엣 수업'] },
      preferred_style: { said: 'asked', text: ['우드톤', '내추럴'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '헬스장 같진 않게'] },
      unique_design: { said: 'asked', text: ['창가', '리포머'] },
      key_considerations: { said: 'asked', text: ['방음'] },
    },
  },
  {
    // 춘천 퇴계동 60대 아버지, 말줄임표(..)와 띄어쓰기 습관, 짧게 한 가지씩. 25년 된 아파트 전체 리모델링,
    // 딸 내외와 손주가 들어와 함께 살게 됨. 앞으로의 변화(손주 하나 더)를 스스로 말함 → plans_after_project.
    // 입주는 5월 중순. NOT facts: 손주 4살, 공사 중 머무는 근처 오피스텔, "올해로".
    id: 'heldout38-residential-ko-chuncheon-remodel-ellipsis',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요..',
      '춘천 퇴계동 아파트 입니다.. 올해로 25년된 아파트라 전체 리모델링 하려구요',
      '딸 내외가 손주 데리고 들어와서 같이 살게되어서요..',
      '34평 입니다',
      '손주는 이제 4살이고 내년에 하나 더 생길 예정입니다 ㅎㅎ',
      '예산은 6천 정도 생각합니다..',
    ],
    whenAsked: {
      layout: '방 3개 화장실 2개 입니다',
      problem_need: '주방이 너무 좁고 수납이 부족합니다. 식구가 늘어서요..',
      lifestyle: '집사람이 요리를 많이 하고 저는 아침마다 베란다에서 화분 돌봅니다',
      preferred_style: '깔끔하고 밝게.. 너무 유행타는건 싫구요',
      colors_and_elements: '흰색 위주로 해주시고 바닥은 원목 느낌이면 좋겠습니다',
      move_in_date: '공사하는 동안은 근처 오피스텔에 있을거고.. 5월 중순에는 들어가야 됩니다',
      key_considerations: '손주가 어려서 모서리나 미끄러운 바닥 같은거 신경 써주세요',
      budget: '6천 정도요',
      space_size: '34평이요',
    },
    otherwise: '알아서 해주세요..',
    expected: {
      project_background: { said: 1, text: ['전체 리모델링'] },
      address: { said: 1, text: ['퇴계동'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 25, unit: 'years' } },
      target_audience: { said: 2, text: ['딸 내외', '손주'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      plans_after_project: { said: 4, text: ['하나 더'] },
      budget: { said: 5, value: { kind: 'money', amount: 60_000_000, currency: 'KRW' } },
      layout: { said: 'asked', text: ['방 3개', '화장실 2개'] },
      problem_need: { said: 'asked', text: ['주방이 너무 좁고', '수납'] },
      lifestyle: { said: 'asked', text: ['요리를 많이', '화분'] },
      preferred_style: { said: 'asked', text: ['깔끔하고 밝게'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['모서리'] },
    },
  },
  {
    // 김해 캠핑가구 회사 마케팅 담당(20대 후반), 묻기 전에 날짜·크기·전기를 먼저 쏟아냄. 한 메시지에 개막·설치·철수
    // ("전날 하루" → 3월 11일). 전기만 필요. 작년 전시의 아쉬움을 자진해서 말함 → problem_need.
    // NOT facts: 김해(회사 위치), 작년 부산 벡스코 캠핑페어.
    id: 'heldout38-exhibition-ko-kintex-camping-dates-ahead',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 저희는 김해에서 캠핑 의자랑 테이블 만드는 회사인데요, 3월에 킨텍스에서 하는 캠핑 박람회 부스 디자인 맡기고 싶어서요',
      '박람회는 3월 12일부터 15일까지에요. 설치는 전날 하루 주고 철수는 15일 끝나고 바로 해야된대요',
      '부스는 6x6 36㎡ 독립부스에요',
      '관람객들이 제품에 직접 앉아보는 체험 공간이 꼭 있었으면 좋겠어요. 조명 때문에 전기는 필요하고 물은 필요없어요',
      '예산은 시공까지 1500 정도요',
      '작년엔 부산 벡스코 캠핑페어 나갔었는데 부스가 너무 평범해서 사람들이 그냥 지나치더라구요ㅠ',
    ],
    whenAsked: {
      brand_value: '튼튼하고 오래 쓰는 캠핑 장비요. 부스 오면 캠핑장 온 것처럼 편안했으면 해요',
      target_audience: '일반 캠핑족이 메인이고 캠핑용품 매장 바이어분들도요',
      preferred_style: '우드랑 캔버스 천 느낌으로 자연스럽게요. 너무 반짝이는건 별로예요',
      key_considerations: '설치가 하루뿐이라 빨리 세울 수 있는 구조여야 돼요',
      address: '킨텍스 2전시장이요',
      opening_date: '12일이요',
      entry_date: '아까 말씀드렸듯이 11일 하루요',
      exit_date: '15일 전시 끝나고 바로요',
      colors_and_elements: '로고 색이 진초록이라 그거 살려주세요',
    },
    otherwise: '그건 아직 잘 모르겠어요',
    expected: {
      project_background: { said: 0, text: ['캠핑 의자', '박람회'] },
      address: { said: 0, text: ['킨텍스'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-12', precision: 'day' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-03-11', precision: 'day' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-03-15', precision: 'day' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      unique_design: { said: 3, text: ['체험 공간'] },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 4, value: { kind: 'money', amount: 15_000_000, currency: 'KRW' } },
      problem_need: { said: 5, text: ['너무 평범'] },
      brand_value: { said: 'asked', text: ['튼튼하고', '캠핑장 온 것처럼'] },
      target_audience: { said: 'asked', text: ['캠핑족', '바이어'] },
      preferred_style: { said: 'asked', text: ['캔버스 천'] },
      key_considerations: { said: 'asked', text: ['하루뿐'] },
    },
  },
  {
    // 광주 인디밴드 '새벽세시' 기타리스트(20대 후반), ㅋㅋ·반말 섞인 캐주얼 체, "아까 말했듯이".
    // 앨범 발매일(6월 5일)은 마감이 아니고, LP 공장 때문에 디자인은 4월 중순까지(said = 4).
    // 분위기를 묻기 전에 먼저 말함. NOT facts: 멤버 4명, 20대 후반, 발매일 6월 5일.
    id: 'heldout38-other-ko-gwangju-band-release-not-deadline',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요ㅎㅎ 광주에서 활동하는 인디밴드인데요 첫 정규앨범 커버 디자인 의뢰하고 싶어요',
      "밴드 이름은 '새벽세시'고 멤버 4명이에요 다들 20대 후반ㅋㅋ",
      'CD랑 LP 둘다 찍을거라 두 사이즈에서 다 예쁘게 보여야돼요 그게 젤 중요함',
      '발매는 6월 5일로 잡혀있어요',
      '근데 LP 공장이 오래걸려서 디자인은 4월 중순까진 끝나야 된대요',
      '앨범 분위기는 새벽에 혼자 드라이브하는 느낌? 몽환적이고 좀 쓸쓸한',
    ],
    whenAsked: {
      other_design_requirements: '앨범 커버랑 속지요',
      problem_need: '지금까지 싱글은 멤버가 폰으로 찍은 사진으로 커버 했는데 이번엔 제대로 된 아트워크가 필요해서요',
      target_audience: '저희 음악 듣는 사람들은 거의 20대요 감성 플리 찾아듣는 사람들ㅋㅋ',
      preferred_style: '아까 말했듯이 새벽 드라이브 느낌이요',
      colors_and_elements: '남색이랑 가로등 주황빛? 사람 얼굴은 안나왔으면 좋겠어요',
      address: '아까 말했듯이 광주요 동명동 쪽',
      expected_deadline: '4월 중순이요',
      key_considerations: '말씀드렸듯이 CD LP 사이즈요',
      collaboration_notes: '멤버 넷이 다 의견 내면 끝이 없어서ㅋㅋ 연락은 제가 하고 최종 결정은 보컬이 해요',
    },
    otherwise: '음 그건 상관없어요',
    expected: {
      project_background: { said: 0, text: ['인디밴드', '정규앨범'] },
      address: { said: 0, text: ['광주'] },
      other_design_requirements: { said: 0, text: ['커버'] },
      key_considerations: { said: 2, text: ['CD랑 LP'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      preferred_style: { said: 5, text: ['몽환적', '쓸쓸한'] },
      problem_need: { said: 'asked', text: ['제대로 된 아트워크'] },
      target_audience: { said: 'asked', text: ['20대', '감성 플리'] },
      colors_and_elements: { said: 'asked', text: ['남색', '얼굴은 안나왔으면'] },
      collaboration_notes: { said: 'asked', text: ['최종 결정은 보컬'] },
    },
  },
];
