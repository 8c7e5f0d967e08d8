import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A forty-first batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. The visitors differ in who they are and how they
 * prepare: notes pasted from beforehand under their own headings, long polite paragraphs from an older visitor,
 * fragments from a busy owner between customers, comparisons with a designer they worked with before, a spouse or
 * partner answering part of it, values as ranges, maxima or "around", and many people, places and dates around the
 * project that are no brief facts. Each writer's own notes on their seven conversations follow, and each
 * conversation has a comment of what it exercises and which of its numbers, places and dates are not facts.
 */
/*
 * heldout41, en-US. Seven American visitors who each prepare and write in their own way:
 * a Phoenix barber who answers in fragments between clients (brand); a hot sauce maker in Asheville who
 * keeps comparing with the designer who botched her labels two years ago (packaging); a Seward, Alaska
 * fishing charter that pastes a list of notes with its own headings (website); a Portland ramen cook who
 * gives everything as ranges and maxima (commercial); a Duluth knife maker who tells about his dad's store,
 * his kids, last year's gift show and more (exhibition); a Raleigh couple where the wife takes the phone
 * halfway through (residential); and a 71-year-old blueberry farmer in Michigan who writes long, polite
 * paragraphs (other).
 */
/*
  heldout41 zh-TW：七位在台灣用手機打繁體中文的訪客，每人準備方式不同。
  品牌：高雄鳳山早餐店老闆娘，一邊顧店一邊回，訊息零碎（「等等客人」「回來了」）。
  包裝：雲林古坑家庭咖啡園，前年找過設計師做標籤，一直拿「上次那個設計師」來比較。
  網站：台中南屯寵物美容住宿店長，先貼一份自己整理好的筆記（【店家】【現況】【想要】【預算】…，標題和精靈的欄位對不上）。
  商業空間：竹北皮拉提斯老師，所有數字都給範圍、上限或「左右」。
  展覽：台南冷凍水餃工廠二代，講了一大堆家族、舊廠房、去年東京展、小孩老公等不是需求的事。
  住宅：嘉義市六十八歲退休國文老師，寫長長的客氣段落。
  其他：苗栗南庄露營區老闆，老婆在旁邊插話補充、最後決定權在她。
*/
/*
 * heldout41 ko-KR: 일곱 명의 한국 방문자, 준비 방식과 말투가 모두 다르다.
 * - 브랜드: 대전 유성구 애견미용·유치원 사장(30대). 예전에 크몽 디자이너와 일했던 경험을 계속 비교한다("지난번 디자이너는…").
 * - 패키지: 전주 떡집 사장. 손님 받는 틈틈이 단답으로 친다("잠만요 손님", "박스요").
 * - 웹사이트: 가평 캠핑장 운영자. 미리 메모장에 정리한 걸 [우리 캠핑장] [돈] [오픈] 같은 자기식 제목 그대로 붙여넣는다.
 * - 상업공간: 광주 상무지구 필라테스 창업자. 평수·예산·오픈 날짜를 전부 범위/최대/"늦어도"로 말한다.
 * - 전시공간: 양평 원목가구 공방. 부스 크기·일정·전기는 동업자가 알아서 "동업자 말로는…"으로 전한다.
 * - 주거공간: 대구 수성구에 사는 71세 은퇴자. 존댓말로 긴 문단을 쓰고 숫자를 한글로 쓰기도 한다.
 * - 기타: 충주 사과농장 딸. 아빠, 엄마의 옛 국밥집, 남동생, 아이들, 반납한 임대 과수원, 작년 박람회 등 브리프와 무관한 사람·장소·날짜를 잔뜩 이야기한다.
 * 모두 폰으로 치는 말투: 맞춤법 조금 틀리고, ㅋㅋ/ㅠ/이모지, 띄어쓰기 생략.
 */
export const fortyFirstHeldOutConversations: CorpusConversation[] = [
  {
    // Phoenix barbershop owner, typing between clients: short fragments, lowercase, abbreviations.
    // Background + signs (optional field, volunteered) in msg 0; problem in msg 1; name story in msg 2; services
    // in msg 3. Rest only when asked. Deadline "by end of feb" → 2026-02-01 month, by.
    // NOT facts: grandpa Salvador cutting hair in Nogales for 40 yrs (Nogales is not the address), "2 locations",
    // the old chair in shop 1, "3 clients waiting".
    id: 'heldout41-brand-en-phoenix-barber-fragments',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'hey. barbershop in phoenix, 2 locations. need new logo + the whole look. signs too eventually. sorry busy, 3 clients waiting, will answer in pieces',
      'ok back. problem = nobody can read our logo lol. its a skinny script font, looks bad on insta and on the window',
      "name is Sal's Chair. my grandpa Salvador cut hair in Nogales 40 yrs, i still got his chair in shop 1",
      'cuts, fades, beard trims, hot towel shaves. we sell our own pomade too',
    ],
    whenAsked: {
      brand_name_story: 'said it already, its my grandpa. his chair',
      registration_status: 'no. not yet',
      need_registration_assistance: 'yeah sure',
      brand_website: 'no site. ig is @salschairphx',
      target_audience: 'guys 20-40 mostly, some dads w kids. working guys, students from ASU',
      preferred_style: 'classic but clean. old school barber vibe but not cheesy',
      colors_and_elements: 'black + gold. no red white blue pole stripes pls',
      expected_deadline: 'by end of feb',
      key_considerations: 'has to look good small. on a phone, on a cape, on a business card',
    },
    otherwise: 'whatever works, up to u',
    expected: {
      project_background: { said: 0, text: ['barbershop', 'new logo'] },
      address: { said: 0, text: ['phoenix'] },
      other_design_requirements: { said: 0, text: ['signs'] },
      problem_need: { said: 1, text: ['nobody can read our logo'] },
      brand_name_story: { said: 2, text: ['grandpa Salvador'] },
      products_or_services: { said: 3, text: ['fades', 'beard trims', 'pomade'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@salschairphx'] },
      target_audience: { said: 'asked', text: ['guys 20-40', 'ASU'] },
      preferred_style: { said: 'asked', text: ['classic but clean'] },
      colors_and_elements: { said: 'asked', text: ['black + gold', 'no red white blue'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['look good small'] },
    },
  },
  {
    // Asheville hot sauce maker who worked with a designer before and keeps comparing ("last time she ...").
    // Background msg 0; what matters this time (waterproof, UPC) msg 1; product + specs msg 2; colors msg 3;
    // a mailer box (optional field, volunteered) msg 4. Rest when asked. Deadline "by March 20" → day, by.
    // NOT facts: started in 2021 at the tailgate market, her brother, the designer 2 years ago and her $1,200 fee
    // (no money field here), the co-ops carrying them "starting in April" (not the deadline).
    id: 'heldout41-packaging-en-asheville-hotsauce-last-designer',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi there! We're Blue Ridge Burn Co., a small-batch hot sauce company in Asheville, NC. My brother and I started at the tailgate market in 2021. We just landed our first grocery store order so we need to redo our labels properly. We had a designer do them 2 years ago and honestly it was kind of a mess.",
      "Last time the designer used a matte paper label that looked great on screen but smeared as soon as the bottles sat in a cooler at the market. And she never asked about barcode space so we had to slap a sticker over the art lol. So the big thing this time: waterproof labels and real room for the UPC and nutrition facts.",
      'The sauces: peach habanero, smoked ghost pepper and green apple jalapeño. Good on eggs, tacos, wings, everything. They go in 5 oz glass woozy bottles (the skinny ones), sold single or as a 3-pack sampler.',
      "Oh and the other thing from last time, she made all three flavors the exact same color and just changed the name. People kept grabbing the wrong one. Each flavor needs its own color this time. And no flames please 🔥 everyone has flames. (we paid her $1,200 for that btw 🙃)",
      "also if you guys do shipping stuff, we'd love a mailer box for the 3-pack for online orders. the last designer didn't do that kind of thing",
    ],
    whenAsked: {
      packaging_form: 'Just labels, the bottles are stock ones we buy.',
      unique_selling_point:
        "They're fermented for 30 days and every pepper is grown in western NC. Most hot sauces on the shelf are vinegar and extract.",
      target_audience: 'Foodies 25 to 45, people who shop local, and lots of tourists who want to bring something home from Asheville',
      sales_channels: 'Our website, the tailgate market and a couple other farmers markets, and the two Asheville co-op grocery stores starting in April',
      preferred_style: 'Bold and a little hand-drawn. Mountain feel but not cabin kitsch, no bears in flannel lol',
      preferred_materials: 'Waterproof vinyl or BOPP, whatever survives ice water. Open to your advice',
      expected_deadline: 'We need print-ready files by March 20 so we can get them printed in time',
      key_considerations: "Like I said, labels that don't smear and room for the barcode and nutrition panel.",
    },
    otherwise: "No preference on that, you're the expert",
    expected: {
      project_background: { said: 0, text: ['hot sauce', 'first grocery store order'] },
      address: { said: 0, text: ['Asheville'] },
      key_considerations: { said: 1, text: ['waterproof labels', 'UPC'] },
      product_description: { said: 2, text: ['peach habanero', 'ghost pepper'] },
      specification: { said: 2, text: ['5 oz', '3-pack'] },
      colors_and_elements: { said: 3, text: ['its own color', 'no flames'] },
      other_design_requirements: { said: 4, text: ['mailer box'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['label'] } },
      unique_selling_point: { said: 'asked', text: ['fermented', 'western NC'] },
      target_audience: { said: 'asked', text: ['foodies', 'tourists'] },
      sales_channels: { said: 'asked', text: ['website', 'farmers markets', 'co-op'] },
      preferred_style: { said: 'asked', text: ['hand-drawn', 'not cabin kitsch'] },
      preferred_materials: { said: 'asked', text: ['waterproof vinyl', 'BOPP'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-20', precision: 'day', relation: 'by' } },
    },
  },
  {
    // Seward, Alaska fishing charter. Pastes notes written beforehand with its own headings (WHO WE ARE, CURRENT
    // SITE, WHAT WE WANT, PAGES, BUDGET, LAUNCH, MUST-HAVES) that must be spread over the genie's fields.
    // Languages added in msg 1; the partner adds a page in msg 2 (main_pages said 2).
    // Budget "around $8,000, could stretch a little" → 8000 USD. Launch "by March 15" → day, by.
    // NOT facts: 2 boats, the May–Sept season, cruise ship wifi, Anchorage (where some visitors drive from).
    id: 'heldout41-website-en-seward-charter-pasted-notes',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -540,
    messages: [
      "Hi, thanks. My partner and I made a list before reaching out so I'll just paste it:\n\nWHO WE ARE - Resurrection Bay Charters, Seward AK. 2 boats, halibut + silver salmon fishing trips, May-Sept.\nCURRENT SITE - resbaycharters.com (old Wix template, half the links are broken)\nWHAT WE WANT - a site where people can actually book a trip and pay a deposit online. Right now it's all phone + email and we lose people who don't want to call.\nPAGES - Home, Trips & Prices, Book Now, Our Boats & Crew, FAQ / What to bring, Contact\nBUDGET - around $8,000, could stretch a little\nLAUNCH - live by March 15, that's when summer bookings really start\nMUST-HAVES - works on phones, loads fast (lots of our customers look us up from cruise ships with terrible wifi)",
      'sorry that was a lot 😅 the list forgot languages: English + German. we get a lot of German visitors every summer',
      "my partner Jess is reading over my shoulder and says add a page about getting your fish processed and shipped home, it's the #1 question we get",
    ],
    whenAsked: {
      category: 'A booking site basically',
      target_audience:
        "Mostly tourists 35 to 65, a lot of them off the cruise ships or driving down from Anchorage, plus Alaska locals who come back every year. They want to know what's included and if they'll get seasick lol",
      competitors: 'Kenai Fjords Tours has a nice booking flow. And some of the Homer halibut charters look good',
      preferred_style: 'Clean, big photos of the water and the fish, rugged but not cheesy',
      key_considerations: 'Like the list says, fast and easy on a phone.',
    },
    otherwise: 'No preference really',
    expected: {
      project_background: { said: 0, text: ['Resurrection Bay Charters', 'halibut'] },
      address: { said: 0, text: ['Seward'] },
      url: { said: 0, text: ['resbaycharters.com'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 0, text: ['pay a deposit online', 'lose people'] },
      budget: { said: 0, value: { kind: 'money', amount: 8000, currency: 'USD' } },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 0, text: ['works on phones', 'loads fast'] },
      languages: { said: 1, text: ['English', 'German'] },
      main_pages: { said: 2, text: ['Trips & Prices', 'Book Now', 'fish processed'] },
      target_audience: { said: 'asked', text: ['tourists', 'cruise ships'] },
      competitors: { said: 'asked', text: ['Kenai Fjords Tours', 'Homer'] },
      preferred_style: { said: 'asked', text: ['big photos', 'rugged but not cheesy'] },
    },
  },
  {
    // Portland ramen cook moving from a food cart into a storefront; gives values as ranges and maxima:
    // "roughly 1,100 sq ft" (≈ → plain 1100 ft2), "somewhere between $90k and $120k ... no more than 120"
    // (90000–120000 USD), "no later than early June" (2026-06-01 month, by, early).
    // NOT facts: the cart since 2019, the lease starting March 1 (not the opening date), the equipment guy who
    // did the kitchen, the 18-hour broth, Tokyo.
    id: 'heldout41-commercial-en-portland-ramen-ranges',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi! We've run a ramen cart in Portland since 2019 and we're finally moving into a real brick and mortar. Need help with the whole interior, front of house mostly. The kitchen layout is already done by our equipment guy.",
      "The space is roughly 1,100 sq ft, on SE Division. Lease starts March 1 so we're paying rent from then 😬",
      'Budget is somewhere between $90k and $120k for the build-out and furniture, absolutely no more than 120.',
      'And we want to open no later than early June.',
    ],
    whenAsked: {
      problem_need:
        "At the cart the line gets long and there's nowhere to sit. The goal is a place people actually want to hang out at night, but where we can still turn tables fast at lunch",
      brand_value:
        'Honest slow food, our broth cooks 18 hours. Walking in should feel like a tiny back-alley shop in Tokyo, warm and a little loud',
      target_audience: 'Mostly 25 to 40, people from the neighborhood, service industry folks after their shifts, date nights',
      competitive_advantage: "We're the only place around doing real tonkotsu, and a vegan ramen that isn't an afterthought",
      preferred_style: 'Warm wood, kind of izakaya, a bit of Portland grunge. Not minimalist white',
      colors_and_elements: 'Dark wood, deep red, maybe one neon sign. Avoid anything that looks like a chain',
      unique_design: 'A counter where you can watch the noodles being made, somewhere around 8 to 10 stools',
      key_considerations: "Staying under budget, seriously. And being ready on time, we can't pay rent for long without being open",
    },
    otherwise: 'No strong feelings on that',
    expected: {
      project_background: { said: 0, text: ['ramen', 'brick and mortar'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1100, unit: 'ft2' } },
      address: { said: 1, text: ['SE Division'] },
      budget: { said: 2, value: { kind: 'money', amount: 90000, max: 120000, currency: 'USD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'early' } },
      problem_need: { said: 'asked', text: ['nowhere to sit', 'turn tables fast'] },
      brand_value: { said: 'asked', text: ['honest slow food', 'back-alley shop'] },
      target_audience: { said: 'asked', text: ['25 to 40', 'service industry'] },
      competitive_advantage: { said: 'asked', text: ['tonkotsu', 'vegan ramen'] },
      preferred_style: { said: 'asked', text: ['warm wood', 'izakaya'] },
      colors_and_elements: { said: 'asked', text: ['deep red', 'like a chain'] },
      unique_design: { said: 'asked', text: ['watch the noodles'] },
      key_considerations: { said: 'asked', text: ['under budget', 'ready on time'] },
    },
  },
  {
    // Duluth knife maker with his first real booth at a Chicago home goods show. Surrounds the project with people,
    // places and dates that are not facts. Venue = McCormick Place (address); 10x20 ft booth → 200 ft2.
    // Opens Sat March 14, move-in Thu March 12, tear-down Tue March 17 (all 2026, day, on).
    // Partner Tom's message gives power only (electricity_only).
    // NOT facts: dad's hardware store on Superior Street for 31 years, 2014, Duluth (home, not the venue), team of 12,
    // his sister (makes the boards), last July's gift show in Atlanta, wife Karin, his mom, kids aged 8 and 11.
    id: 'heldout41-exhibition-en-duluth-knives-many-people',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! I'm Erik from Lindqvist Knife Works, we make kitchen knives in Duluth, Minnesota. My dad ran a hardware store on Superior Street for 31 years and I started grinding blades in the back of it in 2014, now we're a team of 12. We're exhibiting at The Inspired Home Show at McCormick Place in Chicago, our first real booth. We'll show our chef knife line, the new carbon steel series, and the cutting boards my sister makes.",
      "Last year we only had a tabletop in the emerging makers section of a gift show in Atlanta in July, and honestly we got lost in there. My wife Karin ran it with me while my mom watched our two kids (8 and 11). This time we got a proper 10x20 ft booth.",
      'Show dates: it opens Saturday March 14. Move-in for us is Thursday the 12th, and tear-down is Tuesday the 17th.',
      "Oh and my business partner Tom says to mention we'll need power for lights and a couple of screens, but no water.",
    ],
    whenAsked: {
      brand_value:
        'Made by hand in Minnesota, built to last a lifetime. We want people to feel like they stepped into a workshop, not a department store',
      target_audience: 'Buyers from kitchen stores and independent retailers mainly, and some distributors. Not really the public',
      preferred_style: 'Scandinavian, warm, lots of raw wood and steel, simple',
      unique_design: 'A long butcher block counter where buyers can actually try the knives on vegetables',
      budget: 'We set aside about $25,000 for the booth build, not counting travel',
      key_considerations: "It has to fit in one cargo van, we're hauling it down ourselves",
    },
    otherwise: "No preference, we're open to ideas",
    expected: {
      project_background: { said: 0, text: ['kitchen knives', 'carbon steel'] },
      address: { said: 0, text: ['McCormick Place'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-14', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-12', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-17', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['made by hand', 'workshop'] },
      target_audience: { said: 'asked', text: ['kitchen stores', 'distributors'] },
      preferred_style: { said: 'asked', text: ['Scandinavian', 'raw wood'] },
      unique_design: { said: 'asked', text: ['butcher block counter'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 25000, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['one cargo van'] },
    },
  },
  {
    // Raleigh couple renovating a 1970s ranch before moving in. Mark types; "my wife says" in msg 2; Priya takes
    // the phone in msg 3 (colors + Mark's records, an optional field volunteered). Ranch house → detached_house.
    // Age "about 50 years old" (asked). 1,800 sq ft. Budget $120k. Move-in "by July 1st" → 2026-07-01 day, by.
    // NOT facts: bought last fall, 1976 (the year; the age is 50), the dog Biscuit, the apartment lease ending in June,
    // "4 days a week" is part of lifestyle only.
    id: 'heldout41-residential-en-raleigh-ranch-wife-answers',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'Hi, we bought a 1970s ranch house in north Raleigh last fall and want to renovate the main living areas and the kitchen before we move in. My wife Priya is sitting next to me so some of this is from her lol',
      "It's 3 bed 2 bath, one living room and a tiny closed-off kitchen. Around 1,800 sq ft.",
      'My wife says the big thing is the kitchen wall has to go, she cooks every night and feels shut away from everyone. I mostly care that I get a real office, I work from home 4 days a week',
      "ok Priya took the phone 😂 Hi I'm Priya! Please, no gray everything like every flip house. I want warm colors, greens, terracotta, lots of plants. And Mark's record collection needs a proper home, it's like 900 records",
    ],
    whenAsked: {
      property_category: 'Detached, single-story ranch',
      age: "Built in 1976, so it's about 50 years old",
      target_audience: 'Just the two of us and our dog Biscuit for now',
      preferred_style: "Mid-century modern but cozy. Priya says 'warm, not a museum'",
      budget: "We're thinking $120k for everything",
      move_in_date: 'By July 1st if possible. Our apartment lease is up at the end of June',
      key_considerations: 'Staying on budget, and Priya wants to be sure that wall is safe to take down, we heard it might be load bearing',
    },
    otherwise: 'No preference on that one',
    expected: {
      project_background: { said: 0, text: ['ranch house', 'kitchen'] },
      address: { said: 0, text: ['north Raleigh'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      layout: { said: 1, text: ['3 bed 2 bath', 'closed-off kitchen'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1800, unit: 'ft2' } },
      problem_need: { said: 2, text: ['kitchen wall has to go', 'office'] },
      lifestyle: { said: 2, text: ['cooks every night', 'work from home'] },
      colors_and_elements: { said: 3, text: ['no gray', 'terracotta'] },
      important_collections: { said: 3, text: ['record collection'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 50, unit: 'years' } },
      target_audience: { said: 'asked', text: ['two of us', 'dog'] },
      preferred_style: { said: 'asked', text: ['mid-century modern'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 120000, currency: 'USD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['on budget', 'load bearing'] },
    },
  },
  {
    // Margaret, 71, widow running a u-pick blueberry farm near Holland, Michigan with her son. Long, polite
    // paragraphs. Wants an illustrated farm map sign, a folded hand-out map and matching row signs.
    // Deadline "by the middle of June at the latest" → 2026-06-01 month, by, mid.
    // NOT facts: her age 71, 1983, late husband Gerald, son Peter, the July–August season, opening "around the first
    // of July" (the season, not the deadline), Grand Rapids (where customers come from), the old sign fading in two summers.
    id: 'heldout41-other-en-michigan-blueberry-elderly-polite',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'Good afternoon, and thank you for offering this service. My name is Margaret Van Dyke and I am 71 years old, so please forgive me if I am slow with this little keyboard. My late husband Gerald and I started our blueberry farm outside Holland, Michigan in 1983, and today my son Peter and I run it as a u-pick farm every July and August. Our customers have told us for years that the farm is confusing to find one\'s way around, and I would like to finally do something about it.',
      'What I have in mind is a large painted-style map of the farm for the sign by the parking lot, showing which rows are which variety and where the restrooms and the weighing shed are, and a smaller folded version of the same map that we can hand out at the check-in table. If it is not too much trouble, I would also like simple matching signs for the ends of the rows.',
      'The main reason, I should explain, is that families with small children often wander into the wrong field and pick berries that are not ripe yet, and my son spends half the day walking people back to the right rows. I would so like it if people could find their own way.',
    ],
    whenAsked: {
      target_audience:
        'Mostly young families from Grand Rapids and the lakeshore towns, and quite a few grandparents bringing their grandchildren, as I once did. Many of them come back every summer.',
      preferred_style:
        'Something friendly and old-fashioned, like the hand-painted signs at the county fair when I was a girl, but easy to read for older eyes like mine.',
      colors_and_elements:
        'Blueberry blue, of course, and a soft green. I would be grateful if you could include our old red barn, which everyone knows. Nothing neon, please.',
      expected_deadline:
        'We open for the season around the first of July, so I would need everything printed and put up by the middle of June at the latest.',
      key_considerations:
        'That it is easy to read in bright sun, and that the big sign can stand up to the rain and wind off the lake. Our old sign faded in two summers.',
      collaboration_notes:
        'I am not very good with email, so I would prefer a telephone call every week or two. Peter helps me with the computer. I will make the final decision myself, though I do listen to Peter.',
    },
    otherwise: 'I have no particular preference on that, dear. I will trust your judgment.',
    expected: {
      project_background: { said: 0, text: ['blueberry farm', 'u-pick'] },
      address: { said: 0, text: ['Holland, Michigan'] },
      other_design_requirements: { said: 1, text: ['map of the farm', 'folded version', 'matching signs'] },
      problem_need: { said: 2, text: ['wrong field', 'find their own way'] },
      target_audience: { said: 'asked', text: ['young families', 'grandparents'] },
      preferred_style: { said: 'asked', text: ['old-fashioned', 'hand-painted signs'] },
      colors_and_elements: { said: 'asked', text: ['blueberry blue', 'red barn', 'nothing neon'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'mid' } },
      key_considerations: { said: 'asked', text: ['bright sun', 'rain and wind'] },
      collaboration_notes: { said: 'asked', text: ['telephone call', 'final decision'] },
    },
  },
  {
    // 高雄鳳山「好日子早餐」老闆娘，邊做早餐邊回，訊息很短、中間一則只有「等等客人」。
    // 考點：零碎回答、有一則沒內容的訊息、第二間店（五月、左營）是後續計畫不是截止日；截止「四月底前」→ 2026-04 by。
    // 不是事實：「開了快十年」、五月左營開第二間的月份（只是原因）、晚上九點後有空不是日期。
    id: 'heldout41-brand-zh-kaohsiung-breakfast-fragments',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '早餐店 高雄鳳山 叫好日子早餐 開了快十年 要做整套logo跟招牌那些 現在的logo是當初印刷行隨便畫的😅',
      '等等客人',
      '回來了 主要是想看起來專業一點 讓年輕人比較敢進來 現在太像傳統早餐店 外送平台上也很不顯眼',
      '賣蛋餅 漢堡 鐵板麵 還有自己煮的紅茶 紅茶很多人專程來買',
      '名字是我媽取的 她說每天早上吃飽就是好日子 哈',
      '五月左營要開第二間 所以希望四月底前弄好 然後外送平台的圖也要一起換',
    ],
    whenAsked: {
      registration_status: '沒有 沒註冊過',
      need_registration_assistance: '好啊 麻煩你們',
      brand_website: '只有FB粉專 搜好日子早餐鳳山就有',
      target_audience: '附近上班族 學生 還有早上運動完的阿伯阿姨',
      preferred_style: '簡單 乾淨 溫暖一點 不要太文青看不懂的那種',
      colors_and_elements: '黃色吧 像蛋黃那種 不要紅色 太像麥當勞',
      key_considerations: '阿伯阿姨要看得懂 招牌遠遠就看得到',
      collaboration_notes: 'line就好 我晚上九點後才有空 我自己決定',
    },
    otherwise: '都可以 你們看著辦',
    expected: {
      project_background: { said: 0, text: ['早餐店', '整套logo'] },
      address: { said: 0, text: ['鳳山'] },
      problem_need: { said: 2, text: ['專業一點', '年輕人'] },
      products_or_services: { said: 3, text: ['蛋餅', '鐵板麵', '紅茶'] },
      brand_name_story: { said: 4, text: ['我媽', '好日子'] },
      plans_after_project: { said: 5, text: ['第二間'] },
      other_design_requirements: { said: 5, text: ['外送平台'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['上班族', '學生'] },
      preferred_style: { said: 'asked', text: ['乾淨', '溫暖'] },
      colors_and_elements: { said: 'asked', text: ['黃色', '不要紅色'] },
      key_considerations: { said: 'asked', text: ['看得懂', '遠遠'] },
    },
  },
  {
    // 雲林古坑家庭咖啡園的女兒，要做濾掛咖啡單包外袋＋10入盒。前年找過設計師做咖啡豆標籤，
    // 一路拿來比較（太像進口品牌、沒留出血、色差）。考點：和前一位設計師比較的內容要變成這次的目標與重點，
    // 不能把「上次」的東西當成這次的需求。
    // 不是事實：前年（上次設計案的時間）、印刷廠「退了兩次」（不是見面次數）、海拔約800公尺（不是距離）、郵局小箱。
    id: 'heldout41-packaging-zh-gukeng-coffee-previous-designer',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我們是雲林古坑的家庭咖啡園，自己種自己烘，目前賣咖啡豆為主。這次想做濾掛咖啡的包裝，單包的外袋加上一盒10入的盒子',
      '先說一下，我們前年有找過一個設計師做咖啡豆的標籤，那次做出來很漂亮但太像國外精品品牌了，很多客人以為是進口豆😂 這次希望一看就知道是台灣在地、自己種的',
      '還有上次他給的檔案沒留出血，印刷廠退了兩次，顏色也跟螢幕差很多。所以這次很在意印刷出來的實際樣子，希望可以先打樣確認',
      '濾掛一包12g，一盒10包，盒子大概想做可以放進郵局小箱的大小',
      '通路就是官網、市集，還有古坑綠色隧道那邊的合作店家寄賣',
    ],
    whenAsked: {
      product_description: '就是掛耳式的濾掛咖啡，掛在杯子上沖熱水就可以喝，中焙為主',
      unique_selling_point: '我們是自己種的阿拉比卡，園區海拔大概800公尺，每批都是接單後才烘，很新鮮',
      target_audience: '30到50歲喜歡喝咖啡但懶得自己磨豆的上班族，也很多人買來送禮',
      preferred_style: '樸實一點、有手感，可以有插畫但不要太可愛。上次那個太冷太高級了',
      colors_and_elements: '想要有咖啡樹跟山的元素，顏色可以用土黃、咖啡果實那種紅',
      preferred_materials: '牛皮紙感覺很適合，但外袋要防潮，要有鋁箔內層',
      expected_deadline: '希望三月底前可以定稿，四月要開始賣',
      key_considerations: '就是上面說的，印刷出來要跟稿子一樣',
    },
    otherwise: '沒有特別想法耶，可以參考你們的建議',
    expected: {
      project_background: { said: 0, text: ['古坑', '濾掛咖啡'] },
      address: { said: 0, text: ['古坑'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['bag_pouch', 'box'] } },
      problem_need: { said: 1, text: ['台灣在地', '自己種的'] },
      key_considerations: { said: 2, text: ['打樣'] },
      specification: { said: 3, text: ['12g', '10包'] },
      sales_channels: { said: 4, text: ['官網', '市集', '寄賣'] },
      product_description: { said: 'asked', text: ['掛在杯子上', '中焙'] },
      unique_selling_point: { said: 'asked', text: ['接單後才烘'] },
      target_audience: { said: 'asked', text: ['懶得自己磨豆', '送禮'] },
      preferred_style: { said: 'asked', text: ['樸實', '手感'] },
      colors_and_elements: { said: 'asked', text: ['咖啡樹', '土黃'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙', '鋁箔'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
    },
  },
  {
    // 台中南屯寵物美容＋住宿店長，第一則就貼上事先整理好的筆記，標題是她自己的（【店家】【現況】【想要】【預算】【時程】【參考】），
    // 要對應到 project_background / problem_need / main_pages / budget / expected_deadline / competitors；之後才補語言和網址。
    // 考點：貼上的筆記拆進多個欄位；「20萬左右」→ 200000 TWD；「3月底前上線」→ 2026-03 by。
    // 不是事實：2023年開店、清明連假（住宿開放預約的原因，不是上線日）、週末、偶爾來的日本客人。
    id: 'heldout41-website-zh-taichung-pet-pasted-notes',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我先把我整理好的貼上來～\n\n【店家】毛孩日和 寵物美容・住宿（台中南屯，2023開的）\n【現況】只有IG跟LINE官方帳號，預約都靠LINE一則一則回，週末爆炸\n【想要】線上預約美容/住宿、價目表、環境介紹、美容師介紹、常見問題\n【預算】20萬左右\n【時程】希望3月底前上線（清明連假的住宿要開放預約）\n【參考】Pawsome、毛起來 這兩家的網站',
      '補充：語言中文就好，偶爾有日本客人帶狗來住，有日文更好但不是必要',
      '網址目前沒有喔 只有IG @mao_hiyori',
    ],
    whenAsked: {
      url: '沒有 只有IG @mao_hiyori',
      category: '預約服務的',
      target_audience: '台中的毛爸毛媽，25-45歲居多，很在意環境乾不乾淨、美容師有沒有經驗',
      preferred_style: '溫暖、乾淨、有點日系，照片要大',
      key_considerations: '預約一定要好用，手機上三步內完成，然後我們要能自己改價目表',
    },
    otherwise: '沒有特別要求～',
    expected: {
      project_background: { said: 0, text: ['寵物美容', '住宿'] },
      address: { said: 0, text: ['南屯'] },
      problem_need: { said: 0, text: ['一則一則回'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 0, text: ['價目表', '美容師介紹', '常見問題'] },
      budget: { said: 0, value: { kind: 'money', amount: 200000, currency: 'TWD' } },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      competitors: { said: 0, text: ['Pawsome', '毛起來'] },
      languages: { said: 1, text: ['中文'] },
      url: { said: 2, text: ['mao_hiyori'] },
      target_audience: { said: 'asked', text: ['毛爸毛媽', '乾不乾淨'] },
      preferred_style: { said: 'asked', text: ['日系', '照片要大'] },
      key_considerations: { said: 'asked', text: ['手機', '自己改價目表'] },
    },
  },
  {
    // 竹北高鐵站附近要開器械皮拉提斯教室的老師，所有數字都是範圍、上限或「左右」。
    // 考點：坪數「35～40坪之間」→ 35..40 ping；預算「不超過250萬」→ at_most 2500000；開幕「5月中左右」→ 2026-05 mid on；
    // 見面「3到4次」→ number_of_visits 3..4 times（自己主動說的 optional 欄位）。
    // 不是事實：6到8台reformer（需求內容，不是數值欄位）、器械另外買不算在預算、一班最多4個人、28到45歲（客群描述內）。
    id: 'heldout41-commercial-zh-zhubei-pilates-ranges',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我是皮拉提斯老師 準備在竹北開自己的器械教室 想找人做室內設計 目前在看高鐵站附近的一樓店面',
      '空間大概在35～40坪之間 還在兩間裡面選',
      '預算的話裝修含燈光不超過250萬 器械我另外買不算在裡面',
      '開幕抓5月中左右',
      '最想解決的是動線 6到8台reformer要放得下又不會擠 還要有更衣室跟淋浴間',
      '過程中見面大概3到4次就好 我平日白天都在上課 晚上或LINE比較方便',
    ],
    whenAsked: {
      brand_value: '想讓人一進來就放鬆，覺得被好好照顧，不是健身房那種很拚的感覺',
      target_audience: '竹北科技業的上班族女生跟媽媽們 大概28到45歲 久坐腰痠或產後想恢復的',
      competitive_advantage: '我是物理治療師背景 一班最多4個人 小班比較顧得到',
      preferred_style: '自然溫暖 木頭跟淺色系 有點像日本小診所那種乾淨感',
      colors_and_elements: '燕麥色 米白 一點點鼠尾草綠 不要全白 太像醫院',
      unique_design: '入口想要一面弧形的牆 可以讓客人拍照打卡',
      key_considerations: '地板要夠穩 隔音要好 因為樓上是住家',
    },
    otherwise: '這個我還沒想過耶 你們建議就好',
    expected: {
      project_background: { said: 0, text: ['皮拉提斯', '器械教室'] },
      address: { said: 0, text: ['竹北', '高鐵站'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 35, max: 40, unit: 'ping' } },
      budget: { said: 2, value: { kind: 'money', amount: 2500000, bound: 'at_most', currency: 'TWD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'mid' } },
      problem_need: { said: 4, text: ['動線', '淋浴間'] },
      number_of_visits: { said: 5, value: { kind: 'number_with_unit', amount: 3, max: 4, unit: 'times' } },
      collaboration_notes: { said: 5, text: ['LINE'] },
      brand_value: { said: 'asked', text: ['放鬆', '被好好照顧'] },
      target_audience: { said: 'asked', text: ['科技業', '產後'] },
      competitive_advantage: { said: 'asked', text: ['物理治療師', '小班'] },
      preferred_style: { said: 'asked', text: ['木頭', '乾淨感'] },
      colors_and_elements: { said: 'asked', text: ['燕麥色', '不要全白'] },
      unique_design: { said: 'asked', text: ['弧形的牆'] },
      key_considerations: { said: 'asked', text: ['隔音', '樓上是住家'] },
    },
  },
  {
    // 台南「周記手工水餃」二代女兒，第一次自己報名台北國際食品展，講了很多展位以外的人事時地。
    // 考點：展位 6x3公尺 → 18 m2（不是去年東京的 9 平方公尺）；開展 6/24、進場 6/22、撤場 6/27 都是 2026 的日期；
    // 場地是南港展覽館（不是仁德、永康、東京、胡志明市）；水電都要。
    // 不是事實：1992年、永康市場擺攤、媽媽揉麵糰、前年工廠租約到期搬到仁德、哥哥在胡志明市、去年三月東京FOODEX、
    // 標準攤位9平方公尺、兩個小孩、暑假前最後一週、老公顧小孩。
    id: 'heldout41-exhibition-zh-tainan-dumpling-crowded-story',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好！我們是台南的冷凍水餃工廠「周記手工水餃」，今年第一次自己報名台北國際食品展，想找人設計展位。會展出招牌的高麗菜豬肉水餃、韭黃鮮蝦，還有今年新推的素食系列',
      '說來話長😅 我爸1992年在永康市場擺攤起家，我媽到現在還每天親手揉麵糰。前年工廠租約到期，我們才搬到仁德現在的廠房。我哥在胡志明市負責越南那邊的通路',
      '去年三月我們跟著外貿協會的台灣館去東京FOODEX，那時候是標準攤位9平方公尺，跟旁邊每一攤長得一模一樣，根本沒人記得我們。這次想要讓人一眼就認出來',
      '這次是兩個攤位打通，6x3公尺，在南港展覽館一館',
      '時間是6/24開展，6/22進場佈置，6/27閉展當天晚上撤場。我兩個小孩那週剛好是放暑假前最後一週，我老公會顧😂',
      '我們要現場煮水餃給人試吃，所以水電都要，最好還有排水',
    ],
    whenAsked: {
      brand_value: '手工、實在、家的味道。希望大家經過會覺得像走進阿嬤家廚房，很親切',
      target_audience: '主要是海外買家跟進口商，尤其日本、新加坡、美國的華人超市通路',
      preferred_style: '乾淨明亮，有一點台灣老味道但不要俗氣，像現代版的麵攤',
      unique_design: '想要一個透明的包水餃區，讓買家看到現場手包的過程',
      budget: '含製作跟施工抓80萬上下',
      key_considerations: '試吃區的油煙跟味道要處理好，還有要有可以坐下來談生意的小桌子',
    },
    otherwise: '這部分沒有特別想法，交給你們',
    expected: {
      project_background: { said: 0, text: ['台北國際食品展', '素食系列'] },
      problem_need: { said: 2, text: ['一眼就認出來'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      address: { said: 3, text: ['南港展覽館'] },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-06-24', precision: 'day', relation: 'on' } },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-06-22', precision: 'day', relation: 'on' } },
      exit_date: { said: 4, value: { kind: 'date', date: '2026-06-27', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 5, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['家的味道', '阿嬤家廚房'] },
      target_audience: { said: 'asked', text: ['進口商', '華人超市'] },
      preferred_style: { said: 'asked', text: ['現代版的麵攤'] },
      unique_design: { said: 'asked', text: ['包水餃區', '手包'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 800000, currency: 'TWD' } },
      key_considerations: { said: 'asked', text: ['油煙', '談生意'] },
    },
  },
  {
    // 嘉義市東區三層透天厝，六十八歲退休國文老師，和太太兩人住，寫長長的客氣段落。想把一樓改成可以住的樓層（太太膝蓋不好）。
    // 考點：屋齡「四十年」→ 40 years（不是他的六十八歲）；整棟四十坪；「一百五十萬以內」→ at_most；
    // 「年底前搬進一樓的新房間」→ move_in_date 2026-12 by；收藏（書、字畫）是自己主動提的 optional 欄位。
    // 不是事實：六十八歲、民國七十四年（蓋房年份）、前年膝蓋開刀、兒子一家住新竹、一年回來三四次（不是見面次數）。
    id: 'heldout41-residential-zh-chiayi-retired-teacher-polite',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '設計師您好，冒昧打擾。我姓林，今年六十八歲，退休前在國中教國文，和內人住在嘉義市東區一棟三層樓的透天厝。房子是民國七十四年蓋的，算起來屋齡也有四十年了。這次想請您們幫忙做老屋翻新，主要是一樓的部分，希望我們老夫妻以後能住在一樓，不必再每天爬樓梯。',
      '說來慚愧，內人前年膝蓋開刀，上下樓梯十分吃力，偏偏我們的臥室都在樓上。浴室地板又濕滑，我們一直很擔心。希望能在一樓隔出一間臥室，並把浴室改成比較安全、可以坐著洗澡的樣式。',
      '我們平日作息很規律，早上去公園散步，內人喜歡在廚房做菜，我則是每天寫寫書法、看看書。家裡的書大約有上千本，還有幾幅朋友送的字畫，若能有地方好好收納展示就太好了。',
      '房子整棟大約四十坪。預算方面，我們夫妻商量過，大約一百五十萬以內，還請您們斟酌。',
      '時間上並不急。施工期間我們可以暫住二樓，希望在年底前可以搬進一樓的新房間。兒子一家住在新竹，一年大概回來三四次，到時候孫子們回來也能住得舒服一些。',
    ],
    whenAsked: {
      layout: '一樓是客廳、廚房和一間小廁所；二樓兩間臥室一間浴室；三樓一間臥室和神明廳。總共三房兩衛。',
      target_audience: '平常就是我和內人兩個人，逢年過節孫子們會回來住幾天。',
      preferred_style: '我們不懂什麼流行風格，只求簡樸、明亮、好整理。若能有一點木頭的溫潤感，內人會很喜歡。',
      colors_and_elements: '顏色請不要太深，米色、淺木色都好。扶手和止滑地板是一定要的。',
      key_considerations: '安全第一。希望將來若需要輪椅也能通行，門檻最好都拿掉。',
    },
    otherwise: '這部分我們沒有特別的想法，就麻煩您們多費心了。',
    expected: {
      project_background: { said: 0, text: ['老屋翻新', '一樓'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 40, unit: 'years' } },
      address: { said: 0, text: ['嘉義市東區'] },
      target_audience: { said: 0, text: ['內人'] },
      problem_need: { said: 1, text: ['濕滑', '坐著洗澡'] },
      lifestyle: { said: 2, text: ['散步', '做菜', '書法'] },
      important_collections: { said: 2, text: ['書', '字畫'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 40, unit: 'ping' } },
      budget: { said: 3, value: { kind: 'money', amount: 1500000, bound: 'at_most', currency: 'TWD' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-12-01', precision: 'month', relation: 'by' } },
      layout: { said: 'asked', text: ['三房', '神明廳'] },
      preferred_style: { said: 'asked', text: ['簡樸', '好整理'] },
      colors_and_elements: { said: 'asked', text: ['米色', '扶手'] },
      key_considerations: { said: 'asked', text: ['輪椅', '門檻'] },
    },
  },
  {
    // 苗栗南庄「雲間露營」老闆，要做整套園區指標、營位號碼牌和手繪地圖；老婆在旁邊插話（「我老婆說…」），風格和決定權都聽她的。
    // 考點：老婆說的話也是這位訪客的需求；設計截止「2月底前」→ 2026-02 by（三月木工、清明前安裝是後面的事）。
    // 不是事實：開了三年、共24個營位（需求內容的一部分，不是數值欄位）、上次客人半夜走錯帳篷（過去的事）、三月木工、清明連假。
    id: 'heldout41-other-zh-nanzhuang-camp-wife-answers',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我們在苗栗南庄經營一個露營區 叫雲間露營 開了三年 一直都是自己用木板手寫指標 最近客人越來越多 常常半夜找不到廁所跟自己的營位 所以想找設計師做一整套指標',
      '內容大概是入口大招牌、園區導覽地圖、每個營位的號碼牌（共24個營位）、廁所淋浴間的方向指標。我老婆說還要一張可以放官網跟IG的手繪地圖 她說客人很愛拍那種',
      '我老婆在旁邊補充：晚上一定要看得到！！要有反光或小燈 她說上次有客人半夜走錯跑到別人帳篷旁邊 超尷尬😂',
      '客人大多是30-45歲帶小孩的家庭 還有一些開露營車來的',
    ],
    whenAsked: {
      preferred_style: '我是想說簡單就好 我老婆說要有森林感 可愛一點 最後聽她的😅',
      colors_and_elements: '木頭本色 墨綠 不要塑膠感的顏色 也不要亮橘色 太像工地',
      expected_deadline: '設計最好2月底前好 3月要請木工做 清明前要裝好',
      key_considerations: '就是晚上看得到 還有要耐雨耐曬 山上很潮濕',
      collaboration_notes: '主要跟我老婆聯絡 她負責設計這塊 最後決定也是她😂 我負責出錢跟施工',
    },
    otherwise: '都可以 沒特別想法',
    expected: {
      project_background: { said: 0, text: ['露營區', '指標'] },
      address: { said: 0, text: ['南庄'] },
      problem_need: { said: 0, text: ['找不到廁所'] },
      other_design_requirements: { said: 1, text: ['入口大招牌', '號碼牌', '手繪地圖'] },
      key_considerations: { said: 2, text: ['反光', '小燈'] },
      target_audience: { said: 3, text: ['帶小孩的家庭', '露營車'] },
      preferred_style: { said: 'asked', text: ['森林感', '可愛'] },
      colors_and_elements: { said: 'asked', text: ['墨綠', '不要塑膠感'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      collaboration_notes: { said: 'asked', text: ['老婆', '施工'] },
    },
  },
  {
    // 대전 유성구 '몽글몽글' 애견미용·유치원·호텔링 사장(30대 남성). 전체 브랜드 리뉴얼. 예전 디자이너(크몽)와 비교하는 방문자:
    // 시안 1개, 수정 2번, jpg만 받았던 경험 → 이번엔 시안 여러 개 + 원본파일(key_considerations, 메시지 1).
    // 주소(listen)는 본인이 먼저 말함. 마감 "3월 안에는" → 2026-03 by.
    // 사실 아님: 2021년 오픈, 크몽, 근처 애견샵 5군데, 작년부터 호텔링 시작, 간판집, 내년 세종 2호점(plans, optional·미발화).
    id: 'heldout41-brand-ko-daejeon-petsalon-last-designer',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대전 유성구에서 강아지 미용이랑 애견유치원 하는 몽글몽글이라는 가게에요. 2021년에 오픈할때 크몽에서 로고 급하게 만들었는데 이번에 브랜드 전체 리뉴얼 하고싶어서 왔어요',
      '솔직히 지난번 디자이너분이랑은 좀 안맞았어요ㅠ 시안 하나 달랑 주고 수정은 두번까지만 된다 하고.. 파일도 jpg로만 줘서 간판집에서 원본 없냐고 한소리 들었어요. 이번엔 시안 여러 개 보고 고르고 싶고 원본파일(ai)도 꼭 받고싶어요',
      '지금 제일 문제는 로고가 너무 평범해서 손님들이 이름을 기억을 못해요. 근처에 애견샵만 5군데 넘는데 간판이 다 비슷비슷해 보임',
      '서비스는 미용, 애견유치원, 호텔링 하고 수제간식도 조금 팔아요 🐶',
      '이름은 미용 끝나면 애들 털이 진짜 구름처럼 몽글몽글해지거든요 ㅎㅎ 그래서 몽글몽글. 이름은 그대로 갈거에요',
    ],
    whenAsked: {
      brand_name_story: '아까 말씀드린대로 미용 후에 털이 구름처럼 몽글몽글해지는 거에서 따왔어요',
      products_or_services: '미용, 애견유치원, 호텔링, 수제간식이요',
      registration_status: '지난번 디자이너는 상표 얘기는 아예 안해줬어요.. 그래서 아직 안했어요',
      need_registration_assistance: '네 그것도 같이 해주시면 좋겠어요',
      brand_website: '인스타 @monggeul_petsalon 이거 하나 있어요',
      target_audience:
        '유성이랑 세종 쪽 2030 맞벌이 부부가 제일 많아요. 아침에 맡기고 퇴근길에 데려가시는 분들. 위생이랑 cctv 엄청 꼼꼼히 보세요',
      preferred_style: '귀여운데 유치하지 않은 느낌이요. 지난번 로고는 너무 클립아트 같았거든요ㅠ 둥글둥글하고 깔끔한 일러스트 느낌',
      colors_and_elements: '크림색이랑 연한 하늘색 좋아요. 빨간색은 빼주세요 동물병원 같아서요',
      expected_deadline: '3월 안에는 끝났으면 해요. 봄 미용 시즌 전에 간판 바꾸려구요',
      key_considerations: '시안 여러 개 받아보고 싶어요. 지난번처럼 하나만 받는건 싫어요',
      other_design_requirements: '간판이랑 명함, 호텔링 안내 리플렛도요',
      collaboration_notes: '저랑 와이프가 같이 결정해요. 카톡으로 중간중간 보여주시면 좋겠어요',
      plans_after_project: '내년쯤 세종에 2호점 생각중이에요',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['강아지 미용', '리뉴얼'] },
      address: { said: 0, text: ['대전 유성구'] },
      key_considerations: { said: 1, text: ['시안 여러 개', '원본파일'] },
      problem_need: { said: 2, text: ['너무 평범해서', '기억을 못해요'] },
      products_or_services: { said: 3, text: ['애견유치원', '호텔링', '수제간식'] },
      brand_name_story: { said: 4, text: ['구름처럼', '몽글몽글'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['monggeul_petsalon'] },
      target_audience: { said: 'asked', text: ['맞벌이 부부', '위생'] },
      preferred_style: { said: 'asked', text: ['유치하지 않은', '둥글둥글'] },
      colors_and_elements: { said: 'asked', text: ['크림색', '하늘색', '빨간색은 빼주세요'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
    },
  },
  {
    // 전주 '소담떡방' 사장. 손님 받는 사이사이 단답으로 답함("잠만요 손님"은 내용 없는 메시지). 명절 선물용 포장 리뉴얼.
    // problem_need(optional)는 메시지 2에서 스스로 말함. 포장 형태는 물어볼 때 "박스요, 인절미 낱개는 파우치" → box + bag_pouch.
    // 마감 "7월까지는" → 2026-07 by (추석은 이유일 뿐 날짜 아님).
    // 사실 아님: 지난주 회사 80세트 주문, 어머니, 진안은 USP의 내용일 뿐 주소 아님(주소는 전주), 추석.
    id: 'heldout41-packaging-ko-jeonju-tteok-fragments',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '떡집이요 전주. 명절 선물용 포장 새로 하려구요',
      '잠만요 손님',
      '네 죄송ㅎ 지금은 그냥 흰 종이박스에 스티커 붙여서 나가는데 단체주문 들어오면 좀 없어보여서요. 지난주에도 회사에서 80세트 들어왔는데 민망했음',
      '쑥인절미 찹쌀떡 약밥 세가지',
      '쑥은 어머니가 진안 산에서 직접 뜯어오신거만 써요 그게 제일 달라요',
    ],
    whenAsked: {
      product_description: '쑥인절미 찹쌀떡 약밥이요. 당일 만들어서 당일 드시는 떡',
      specification: '한세트에 3종 각 500g 정도? 인절미 낱개는 한입크기 10개씩',
      packaging_form: '박스요. 인절미 낱개는 파우치로',
      unique_selling_point: '진안 쑥 직접 뜯어서 써요',
      target_audience: '40~60대 명절 선물 하시는 분들이요. 회사 단체도',
      sales_channels: '매장, 스마트스토어, 전화주문',
      preferred_style: '고급스럽게. 한지 느낌?',
      colors_and_elements: '쑥색 들어가면 좋고 금박 번쩍번쩍한건 싫어요',
      preferred_materials: '크라프트지나 한지요',
      expected_deadline: '추석 물량 준비하려면 7월까지는 나와야돼요',
      key_considerations: '단가요 단가. 박스값이 떡값 잡아먹으면 안돼서',
      other_design_requirements: '쇼핑백도',
      collaboration_notes: '낮엔 전화 못받아요 카톡 주세요',
    },
    otherwise: '아무거나요',
    expected: {
      project_background: { said: 0, text: ['떡집', '선물용 포장'] },
      address: { said: 0, text: ['전주'] },
      problem_need: { said: 2, text: ['단체주문', '없어보여서'] },
      product_description: { said: 3, text: ['쑥인절미', '찹쌀떡', '약밥'] },
      unique_selling_point: { said: 4, text: ['진안', '직접'] },
      specification: { said: 'asked', text: ['500g', '10개씩'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['box', 'bag_pouch'] } },
      target_audience: { said: 'asked', text: ['40~60대', '명절 선물'] },
      sales_channels: { said: 'asked', text: ['매장', '스마트스토어', '전화주문'] },
      preferred_style: { said: 'asked', text: ['고급스럽게', '한지'] },
      colors_and_elements: { said: 'asked', text: ['쑥색', '금박'] },
      preferred_materials: { said: 'asked', text: ['크라프트지', '한지'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['단가'] },
    },
  },
  {
    // 가평 '솔바람캠핑장' 운영자(며느리). 첫 메시지에 미리 써둔 메모를 자기식 제목([우리 캠핑장] [지금 문제] [원하는거] [돈] [오픈] [참고])
    // 그대로 붙여넣음 — 제목이 genie의 필드명과 다름. 예산 "1500만원 이내" → at_most. 오픈 "4월 안에는" → 2026-04 by.
    // URL은 메시지 1, 영어는 메시지 2에서 스스로 말함. category는 물을 때 "예약되는 사이트" → booking.
    // 사실 아님: 사이트 24개 + 글램핑 4동(배경 설명일 뿐), 2019년 시아버님께 인수, 2015년에 만든 홈페이지, 60대 아버님, 5월 연휴(이유).
    id: 'heldout41-website-ko-gapyeong-camping-pasted-notes',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '미리 메모해둔거 붙여넣을게요!!\n\n[우리 캠핑장]\n- 가평 북면 솔바람캠핑장, 오토캠핑 사이트 24개 + 글램핑 4동\n- 2019년에 시아버님한테 물려받음\n\n[지금 문제]\n- 예약을 네이버 + 전화 + 카페 댓글로 따로따로 받아서 중복예약 자주 남ㅠㅠ\n- 홈페이지가 2015년에 만든거라 모바일에서 다 깨짐\n\n[원하는거]\n- 실시간 예약/결제\n- 사이트별 사진이랑 배치도\n- 이용안내, 오시는길, 공지사항\n\n[돈]\n- 1500만원 이내\n\n[오픈]\n- 4월 안에는 무조건!! (5월 연휴 예약 받아야 됨)\n\n[참고]\n- 포레스트캠핑 홈페이지 깔끔해서 좋았음',
      '아 지금 주소는 solbaram-camp.co.kr 이에요 들어가보시면 아실거에요 ㅋㅋ 완전 옛날느낌',
      '그리고 요즘 외국인 손님이 좀 늘어서 영어 페이지도 있었으면 좋겠어요',
    ],
    whenAsked: {
      category: '예약되는 사이트요',
      url: 'solbaram-camp.co.kr 이요',
      target_audience: '30~40대 아이있는 가족이 제일 많고 요즘은 커플 글램핑도 많아요. 다들 사진 보고 결정하시더라구요',
      preferred_style: '숲 느낌 나게 자연스럽고 사진이 크게 보이는 스타일이요',
      key_considerations: '관리자 화면이 쉬워야돼요. 60대 아버님도 예약확인 하셔야 해서요',
      colors_and_elements: '초록이랑 나무색',
      other_design_requirements: '사진 촬영도 같이 해주시면 좋겠어요',
      collaboration_notes: '저랑 남편이 보고 최종은 제가 정해요',
      plans_after_project: '나중에 캠핑용품 대여도 온라인으로 받고싶어요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['캠핑장', '글램핑'] },
      address: { said: 0, text: ['가평'] },
      problem_need: { said: 0, text: ['중복예약', '모바일'] },
      main_pages: { said: 0, text: ['실시간 예약', '배치도', '오시는길'] },
      budget: { said: 0, value: { kind: 'money', amount: 15_000_000, currency: 'KRW', bound: 'at_most' } },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      competitors: { said: 0, text: ['포레스트캠핑'] },
      url: { said: 1, text: ['solbaram-camp.co.kr'] },
      languages: { said: 2, text: ['영어'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      target_audience: { said: 'asked', text: ['아이있는 가족', '커플'] },
      preferred_style: { said: 'asked', text: ['숲 느낌', '사진이 크게'] },
      key_considerations: { said: 'asked', text: ['관리자 화면', '쉬워야'] },
    },
  },
  {
    // 광주 상무지구 필라테스 스튜디오 창업자(30대 여성, 물리치료사 출신). 값을 전부 범위·상한으로 말함:
    // 평수 "28평에서 32평 사이" → 28~32 pyeong, 예산 "4천~5천 사이" → 4000만~5000만원, 오픈 "늦어도 5월 중순 전에는" → 2026-05 mid by.
    // problem_need는 메시지 4(그룹/개인레슨 공간 분리).
    // 사실 아님: 두 후보 상가 모두 2층, 기구값(따로), 예전에 일하던 센터, 아래층 병원, 공사 4월 중순(expected_deadline은 optional·미발화).
    id: 'heldout41-commercial-ko-gwangju-pilates-ranges',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 광주 상무지구에 필라테스 스튜디오 새로 열려고 해요. 지금 상가 계약 직전이라 인테리어 업체 미리 알아보는 중이에요',
      '평수는 전용으로 28평에서 32평 사이? 아직 두군데 놓고 고민중이라서요 ㅎㅎ 둘다 2층이에요',
      '예산은 인테리어만 대략 4천~5천 사이로 보고 있어요. 기구값은 따로 잡아놨구요',
      '오픈은 늦어도 5월 중순 전에는 하고싶어요!',
      '이번 인테리어로 제일 해결하고 싶은건 그룹레슨이랑 1:1 개인레슨 공간 분리에요. 예전에 일하던 센터는 한 공간에서 다 해서 회원님들이 엄청 불편해하셨거든요',
    ],
    whenAsked: {
      brand_value: '몸이 편안해지는 곳이요. 들어오자마자 숨이 좀 쉬어지는 느낌? 차분하고 따뜻한 공간이었으면 해요',
      target_audience: '30~40대 직장인 여성분들이 대부분일거고 산후 관리 오시는 분들도 꽤 있을거같아요',
      competitive_advantage: '저 포함 강사 전원 물리치료사 출신이라 재활 필라테스에 강해요',
      preferred_style: '우드톤에 웜화이트, 미니멀한데 차갑지 않게요. 호텔 스파 같은 느낌 좋아해요',
      colors_and_elements: '베이지 계열에 간접조명 꼭이요. 거울은 한쪽 벽만요 전면거울은 부담스러워서',
      unique_design: '입구에 작은 티 라운지 있었으면 좋겠어요. 수업 끝나고 차 한잔 하실 수 있게',
      key_considerations: '방음이요. 아래층이 병원이라 쿵쿵 소리 나면 큰일나요',
      expected_deadline: '공사는 4월 중순까지 끝나야 할거같아요',
      number_of_visits: '현장은 2~3번 정도요',
      other_design_requirements: '간판이랑 로고 들어간 유리문 시트지요',
      collaboration_notes: '제가 다 결정해요. 주말엔 통화가 어려워요',
    },
    otherwise: '그건 잘 모르겠어요 편하게 해주세요',
    expected: {
      project_background: { said: 0, text: ['필라테스 스튜디오'] },
      address: { said: 0, text: ['상무지구'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 28, max: 32, unit: 'pyeong' } },
      budget: { said: 2, value: { kind: 'money', amount: 40_000_000, max: 50_000_000, currency: 'KRW' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'mid' } },
      problem_need: { said: 4, text: ['그룹레슨', '분리'] },
      brand_value: { said: 'asked', text: ['편안해지는', '차분하고 따뜻한'] },
      target_audience: { said: 'asked', text: ['직장인 여성', '산후'] },
      competitive_advantage: { said: 'asked', text: ['물리치료사', '재활'] },
      preferred_style: { said: 'asked', text: ['우드톤', '호텔 스파'] },
      colors_and_elements: { said: 'asked', text: ['간접조명', '한쪽 벽'] },
      unique_design: { said: 'asked', text: ['티 라운지'] },
      key_considerations: { said: 'asked', text: ['방음'] },
    },
  },
  {
    // 양평 원목가구 공방 공동대표. 코엑스 리빙 박람회 첫 참가. 부스 크기·일정·전기·예산은 동업자가 정한 것을 전함("동업자 말로는…").
    // 6x3 = 18㎡. 개막 2026-02-25, 반입 전날 2026-02-24, 철수 3월 1일 당일 저녁 → 2026-03-01 on. 전기만(물 필요없음).
    // 예산: 동업자는 1500 안에서, 본인은 더 써도 된다지만 "일단 최대 1500" → 1500만원 at_most.
    // 사실 아님: 양평(공방 위치, 전시 장소 아님), 둘이서 운영, 처음 참가, 오후 6시, 가을 부산 박람회(plans, optional·미발화).
    id: 'heldout41-exhibition-ko-yangpyeong-furniture-partner-says',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '저희는 양평에서 원목 가구 만드는 작은 공방이에요. 동업자랑 둘이 하는데 이번에 처음으로 코엑스 리빙 박람회에 나가게 됐어요. 식탁이랑 스툴, 이번에 새로 만든 좌식 테이블 라인 보여줄 예정이에요',
      '부스 크기는 동업자가 계약해서 제가 잘 몰라서 방금 물어봤는데요 6x3이래요. 18제곱미터요',
      '일정도 동업자 말로는 개막이 2월 25일이고 반입은 전날 24일 하루, 철수는 3월 1일 마지막날 6시 끝나고 그날 저녁에 바로 한대요',
      '예산은 동업자는 1500 안에서 끝내자 하고 저는 좀 더 써도 된다는 입장인데 ㅋㅋ 일단 최대 1500만원으로 잡아주세요',
      '아 동업자가 옆에서 전기는 꼭 있어야 된대요 조명 때문에. 물은 필요없어요',
    ],
    whenAsked: {
      brand_value: '오래 쓰는 가구요. 나무 냄새 나고 손으로 다듬은 느낌이 그대로 전해졌으면 좋겠어요',
      target_audience: '인테리어 업체나 편집숍 바이어분들이요. 일반 관람객도 좋지만 거래처 만드는게 목표에요',
      preferred_style: '거실처럼 꾸며서 실제로 앉아볼 수 있게요. 화려한거보다 조용하고 따뜻한 느낌',
      unique_design: '부스 한쪽에 작업대 놓고 대패질 시연하면 어떨까 동업자랑 얘기했어요',
      address: '코엑스 A홀이요',
      space_size: '6x3, 18제곱미터요',
      water_electricity_supply: '전기만요',
      budget: '최대 1500만원이요',
      opening_date: '2월 25일이요',
      entry_date: '2월 24일이요',
      exit_date: '3월 1일 저녁이요',
      key_considerations: '가구가 무거워서 반입 동선이랑 바닥 하중이요. 그리고 설치가 하루 안에 끝나야 해요',
      collaboration_notes: '결정은 동업자랑 둘이 같이 해요',
      plans_after_project: '반응 좋으면 가을에 부산 박람회도 생각중이라 부스 재사용 되면 좋겠어요',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['원목 가구', '좌식 테이블'] },
      address: { said: 0, text: ['코엑스'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-02-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-02-24', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'on' } },
      budget: { said: 3, value: { kind: 'money', amount: 15_000_000, currency: 'KRW', bound: 'at_most' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['오래 쓰는', '나무 냄새'] },
      target_audience: { said: 'asked', text: ['편집숍', '바이어'] },
      preferred_style: { said: 'asked', text: ['거실처럼', '조용하고 따뜻한'] },
      unique_design: { said: 'asked', text: ['작업대', '대패질 시연'] },
      key_considerations: { said: 'asked', text: ['바닥 하중', '하루 안에'] },
    },
  },
  {
    // 대구 수성구 아파트에 사는 71세 은퇴자. 존댓말의 긴 문단. 1996년 준공 → 30년, 32평, 방 3·욕실 2. 전체 리모델링.
    // 아내가 욕실에서 미끄러진 일 → 미끄럼 방지·손잡이·문턱 제거(problem_need, 메시지 2). 서예 서실(lifestyle), 책·피아노(important_collections, optional·자발).
    // 예산 "칠천만 원 정도" → 7000만원. 입주 "오월 어버이날 전에는" → 2026-05-08 by.
    // 사실 아님: 본인 나이 71세, 1998년 입주, 도배 두어 번, 아들(서울), 손주 8살·5살, 작년 겨울 사고, 공사 중 아들 집에 머묾.
    id: 'heldout41-residential-ko-daegu-senior-long-polite',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까. 저는 대구 수성구에 살고 있는 일흔한 살 된 사람입니다. 휴대폰으로 글을 쓰는 것이 서툴러서 말이 길어지더라도 너그러이 이해해 주시기 바랍니다. 저희 내외가 1998년에 이 아파트에 들어와서 지금까지 살고 있는데, 아이들이 모두 출가하고 나니 집이 너무 낡았다는 생각이 들어 이번에 전체 리모델링을 해 볼까 합니다. 욕실과 주방은 입주할 때 그대로이고 도배만 두어 번 했습니다.',
      '아파트는 1996년에 준공되었으니 올해로 꼭 30년이 되었습니다. 방은 3개, 욕실은 2개이고 거실이 하나 있으며, 평수는 32평입니다. 베란다는 확장하지 않았습니다.',
      '지금은 집사람과 단둘이 살고 있고, 주말이면 서울 사는 아들네 손주 둘이 자주 내려옵니다. 큰손주가 여덟 살, 작은손주가 다섯 살입니다. 제일 바꾸고 싶은 것은 욕실입니다. 작년 겨울에 집사람이 욕실에서 미끄러져 손목을 다친 일이 있어서, 미끄럽지 않은 바닥과 손잡이를 꼭 하고 싶습니다. 방마다 있는 문턱도 모두 없앴으면 합니다.',
      '그리고 제가 퇴직 후에 서예를 하고 있어서 작은방 하나는 서실로 쓰고 싶습니다. 그간 모은 책이 꽤 많아서 책장이 넉넉했으면 좋겠습니다. 집사람은 피아노를 치는데 거실 피아노 자리는 그대로 두었으면 한다고 합니다.',
    ],
    whenAsked: {
      property_category: '아파트입니다.',
      lifestyle: '아침에는 둘이 산책을 하고, 낮에는 저는 서예를 하고 집사람은 부엌에서 보내는 시간이 많습니다. 명절에는 손님이 많이 옵니다.',
      target_audience: '집사람과 저 둘이 살고, 주말에 손주들이 옵니다.',
      preferred_style:
        '요즘 젊은 사람들 집처럼 너무 하얗고 차가운 것보다는 따뜻한 나무색이 좋습니다. 그렇다고 옛날 집처럼 어둡지는 않았으면 합니다.',
      colors_and_elements: '집사람이 연한 녹색을 좋아합니다. 금색 손잡이처럼 번쩍이는 것은 피해 주십시오.',
      budget: '아들과 상의해 보았는데 칠천만 원 정도면 어떨까 싶습니다.',
      move_in_date: '공사하는 동안에는 아들 집에 가 있을 생각이고, 가능하면 오월 어버이날 전에는 다시 들어와 살고 싶습니다.',
      key_considerations: '저희 나이를 생각해서 안전이 제일입니다. 그리고 공사 중에 이웃에게 폐가 되지 않도록 소음 안내를 잘 부탁드립니다.',
      memorable_moments: '손주들과 거실에 모여 앉아 집사람 피아노 소리를 듣는 시간이 참 좋습니다.',
      collaboration_notes: '결정은 집사람과 제가 같이 하고, 어려운 것은 아들에게 물어봅니다. 문자보다는 전화로 연락 주시면 감사하겠습니다.',
      plans_after_project: '손주들이 더 크면 방학 때 와서 며칠씩 지내고 갈 수 있었으면 합니다.',
    },
    otherwise: '특별히 바라는 것은 없습니다. 알아서 잘 해 주시면 감사하겠습니다.',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      address: { said: 0, text: ['대구 수성구'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      layout: { said: 1, text: ['3개', '2개'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      target_audience: { said: 2, text: ['집사람', '손주'] },
      problem_need: { said: 2, text: ['미끄럽지 않은', '문턱'] },
      lifestyle: { said: 3, text: ['서예'] },
      important_collections: { said: 3, text: ['책', '피아노'] },
      preferred_style: { said: 'asked', text: ['따뜻한 나무색', '어둡지는'] },
      colors_and_elements: { said: 'asked', text: ['연한 녹색', '번쩍이는'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 70_000_000, currency: 'KRW' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-08', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['안전', '이웃'] },
    },
  },
  {
    // 충주 사과농장 딸(30대, 서울에서 회사 다니다 귀농). 농장 체험 안내판 + 농장 지도 일러스트 + 체험 리플렛(other_design_requirements, 메시지 2).
    // 주변 사람·장소·날짜를 많이 늘어놓음 — 전부 브리프 사실이 아님: 아빠가 1988년에 나무 심음, 서울, 재작년 귀향, 엄마의 제천 국밥집(2019년 폐업),
    // 작년 11월 대구 농업박람회, 작년 3월 끝난 옆 과수원 임대, 땅 4천평, 본인 아이들 7살·4살, 수원 사는 남동생.
    // 마감 "4월 중순까지는 설치까지" → 2026-04 mid by. 주소(core)는 메시지 0의 충주.
    id: 'heldout41-other-ko-chungju-orchard-many-people',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 충주에서 사과농장 하는 집 딸이에요 ㅎㅎ 아빠가 1988년에 처음 나무 심으신 농장이고 저는 서울에서 회사 다니다가 재작년에 내려왔어요. 엄마는 원래 제천에서 국밥집 하셨는데 2019년에 접으시고 지금 농장 같이 하세요',
      '올해부터 사과따기 체험이랑 잼만들기 체험을 본격적으로 해보려구요! 작년 11월에 대구 농업박람회 갔다가 다른 농장들 안내판이랑 지도 보고 너무 부러웠어요ㅠ',
      '그래서 맡기고 싶은건 농장 입구 안내판, 농장 지도 일러스트(포토존 위치 같은거), 체험 리플렛이에요 🍎',
      '원래 옆에 붙은 과수원도 임대해서 썼는데 그건 작년 3월에 계약 끝나서 반납했어요. 그래서 지금 4천평 정도고 체험은 입구쪽 구역만 써요',
      '저희 애들이 7살 4살인데 체험 온 손님 애들이랑 뛰어노는거 보면 뿌듯해요 ㅋㅋ 남동생은 수원 사는데 주말마다 와서 주차 안내 도와줘요',
    ],
    whenAsked: {
      problem_need: '지금은 손님들이 체험장이 어딘지 몰라서 자꾸 저희집 마당으로 들어오세요 ㅋㅋㅋ 길 헤매지 않게 하는게 제일 목표에요',
      target_audience: '유치원~초등 아이 있는 가족 손님이요. 주말에 충주 근처나 청주, 대전에서 많이 오세요',
      preferred_style: '손그림 느낌 따뜻한 일러스트요. 너무 관공서 표지판 같지 않게',
      colors_and_elements: "사과 빨강이랑 나뭇잎 초록은 꼭! 저희 농장 캐릭터 '사과돌이'도 넣어주세요",
      address: '충주 산척면이요',
      expected_deadline: '사과꽃 필때 체험 시작이라 4월 중순까지는 설치까지 끝나야 돼요',
      key_considerations: '야외라서 비바람에 잘 버텨야 하고 글씨가 멀리서도 잘 보였으면 해요. 어르신 손님도 오시니까요',
      collaboration_notes: '제가 담당이고 최종 결정도 제가 해요. 아빠는 사진만 보여드리면 돼요 ㅋㅋ 카톡이나 메일이 편해요',
      plans_after_project: '내년엔 농장 안에 작은 카페도 해보고싶어요',
      number_of_visits: '현장은 한번은 와보셔야 할 것 같아요',
    },
    otherwise: '음 그건 딱히 생각 안해봤어요',
    expected: {
      project_background: { said: 1, text: ['사과농장', '사과따기 체험'] },
      address: { said: 0, text: ['충주'] },
      other_design_requirements: { said: 2, text: ['안내판', '지도 일러스트', '리플렛'] },
      problem_need: { said: 'asked', text: ['헤매지 않게'] },
      target_audience: { said: 'asked', text: ['아이 있는 가족', '청주'] },
      preferred_style: { said: 'asked', text: ['손그림', '관공서'] },
      colors_and_elements: { said: 'asked', text: ['사과 빨강', '사과돌이'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'mid' } },
      key_considerations: { said: 'asked', text: ['비바람', '멀리서도'] },
      collaboration_notes: { said: 'asked', text: ['최종 결정', '카톡'] },
    },
  },
];
