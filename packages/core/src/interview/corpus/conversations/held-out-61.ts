import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixty-first batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: stories told first. Two to four long,
 * rambling opening messages that mix the project's facts with the visitor's life (family, past jobs, other towns, prices
 * of what they sell, last year's events, what a friend did), in their own order, then short answers to what is still
 * open; one or two correct an earlier figure.
 * Written in session 29, and played once on the session's starting engine (00a10637) before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 61: stories told first)
 * - Rosa Delgado, 52, retired school-cafeteria manager selling her late mother's tamales in San Antonio; warm, polite, long sentences, a little Spanish, apologizes for rambling.
 * - Marcus Bell, 44, ex-firefighter running a small coffee roastery in West Asheville after Helene; all lowercase, "bc", "thru", no apostrophes, terse once the story is out.
 * - Gary Hoffman, 67, retired shop teacher in Dayton restoring vintage bikes; old-school email voice with "..." and signs off, corrects his budget after talking to his wife.
 * - Jamal Carter, 35, Atlanta barber opening his own shop in the West End; texting slang ("bet", "fr", "yall"), corrects the square footage when the lease comes in.
 * - Sharon Nakamura-Reyes, 49, co-owner of a canvas camp-furniture company in Bend, OR, going to a trade show; brisk, em dashes, gives all the show logistics in one go.
 * - Walt Jensen, 66, retired airline mechanic downsizing with his husband from Eagan to a Lowertown St. Paul condo; precise, dry humor, full sentences.
 * - Kenji Watanabe-Brooks, 29, 7th-grade science teacher in Tucson turning his classroom card game into a Kickstarter; excitable, exclamation points, parentheticals, emoji.
 */
/*
 * Writer's note (zh-TW, batch 61: stories told first)
 * - 28歲女生 從台北辭職回台南鹽水接阿嬤的碗粿店；打字沒標點、空格斷句、愛用表情符號，先講家族故事再講需求。
 * - 62歲鹿谷茶農 郵局退休回來接茶園；全形標點、句子完整客氣，第三則訊息更正罐子的克數。
 * - 45歲住多倫多Markham的台灣媽媽 教台灣菜料理課；中英夾雜（IG、e-transfer、class），第四則訊息更正預算（加幣）。
 * - 42歲前空服員 在台中西區老房子開花店結合咖啡；語氣輕快、嗨嗨開頭，第三則訊息更正坪數。
 * - 40歲岡山螺絲廠業務經理 要參加高雄扣件展；商務口吻、日期寫成4/22，第四則訊息更正攤位大小。
 * - 66歲退休國小老師 翻修嘉義市東區透天厝；長句、逗號句號齊全、民國紀年，第三則訊息更正屋齡。
 * - 31歲獨立樂團鼓手（白天補習班教數學）住台北 要做第一張專輯；口語、驚嘆號、哈哈，第四則訊息更正交檔期限。
 */
/*
 * Writer's note (ko-KR, batch 61: stories told first)
 * - brand: 32세 여성, 대구 서문시장 옆 엄마 떡집을 이어받는 딸. 서울 광고대행사 출신, ㅎㅎ·ㅠ 섞인 수다스러운 해요체.
 * - packaging: 36세 남성, 호텔 요리사 하다 처가가 있는 부산 기장에 눌러앉아 장인어른 멸치액젓을 파는 사위. 마침표 없이 길게 이어 씀.
 * - website: 47세 남성, 시드니 Lidcombe에서 정비소 하는 이민 20년차. 말줄임표 많고 영어 상호·지명 섞음, 맞춤법 살짝 틀림. 예산 정정.
 * - commercial: 29세 여성, 서울 대형 센터 강사 하다 고향 청주에서 필라테스 스튜디오 여는 사람. 느낌표·ㅋㅋ·이모지 많은 발랄한 말투.
 * - exhibition: 50대 남성, 김해 경첩 제조사 영업이사. 회사 연혁부터 꺼내는 ~습니다체, 부스 면적 정정.
 * - residential: 62세 여성, 은퇴 초등교사, 딸네 근처 춘천 구축 아파트 리모델링. 말끝마다 ".." 붙이는 느릿한 말투, 평수 정정.
 * - other: 37세 남성, 대전 인디밴드 드러머 겸 학원 강사, 정규 2집 앨범 커버. 소문자 영어·ㅋㅋ·맞춤법 대충.
 */
export const sixtyFirstHeldOutConversations: CorpusConversation[] = [
  // Rosa Delgado, 52, retired after 20 years managing a school cafeteria; sells her mother's tamales out of a rented
  // commercial kitchen in San Antonio and now needs a real identity because coffee shops want to carry her.
  // Exercises: the brand name story comes first, wrapped in family history; the problem ("looks homemade") and the ask
  // (a full identity) are buried in the middle of a sales-figures story; products come as a menu; then short, polite replies.
  // NOT facts of the project: her mother's kitchen on the West Side (childhood), 20 years at Northside ISD, retired 2021,
  // her mother passing in 2019, nephew Danny's Canva logo, almost 3,000 dozen last Christmas, $18 and $20 a dozen,
  // her daughter, the farmers market at the Pearl (where young people see her, not where she's based).
  {
    id: 'heldout61-brand-en-sa-tamales',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hello, my name is Rosa and I hope I'm in the right place. I make tamales, I've been making them since I was a little girl in my mother's kitchen on the West Side. For 20 years I managed a school cafeteria for Northside ISD, and when I retired in 2021 I started selling tamales full time. The business is called Tamales Doña Chela, after my mother Graciela, everybody called her Chela. She passed in 2019 and it was her recipe, so it felt right to put her name on it.",
      "My nephew Danny made us a logo on Canva a few years ago, a little drawing of a corn husk, and it was fine for Facebook but now we are getting bigger. Last Christmas we sold almost 3,000 dozen, a dozen pork is $18 and the sweet ones are $20, and now two coffee shops want to carry them and I have to put a label on a package and honestly it looks homemade. I want a real logo and everything that goes with it, the colors, the label, the whole thing. We're in San Antonio, I rent a commercial kitchen by the hour off Culebra Road.",
      "What we make: pork in red chile, chicken in green salsa, bean and jalapeño with cheese, and the sweet ones with pineapple and raisins. I also do catering for quinceañeras and office parties. Sorry, I know this is a lot, my daughter says I always tell the whole story 😅",
    ],
    whenAsked: {
      project_background: "Like I said, a real logo and the colors and the label, the whole look. Right now it's my nephew's Canva drawing.",
      problem_need: "It looks homemade next to everything else on the counter at the coffee shops.",
      brand_name_story: "It's my mother's name, Chela, short for Graciela. Her recipe, her name.",
      registration_status: "No, nothing is registered. Is that something I should do?",
      need_registration_assistance: "Yes please, I wouldn't know where to start.",
      brand_website: "Just the Facebook page, facebook.com/tamalesdonachela. No website.",
      target_audience: "Families, a lot of Mexican American families who grew up with tamales at Christmas. But also young people who find us at the farmers market at the Pearl and never had a homemade one.",
      preferred_style: "Warm, traditional but not old fashioned. Something my mother would be proud of but my granddaughter would post on Instagram.",
      colors_and_elements: "I love the red of the chile and the green of the husk. Please no sombreros or cactus, you see that everywhere and it's not us.",
      expected_deadline: "I need it by March 31, the coffee shops start carrying us in April.",
      key_considerations: "That it still feels like my mother's. And I don't have a big budget, I'm one lady with a kitchen.",
    },
    otherwise: "Whatever you think is best, mija.",
    expected: {
      project_background: { said: 1, text: ['real logo and everything that goes with it', 'label'] },
      problem_need: { said: 1, text: ['looks homemade'] },
      brand_name_story: { said: 0, text: ['my mother Graciela', 'Chela'] },
      products_or_services: { said: 2, text: ['pork in red chile', 'chicken in green salsa', 'bean and jalapeño', 'pineapple and raisins', 'catering'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['facebook.com/tamalesdonachela'] },
      target_audience: { said: 'asked', text: ['families', 'young people'] },
      preferred_style: { said: 'asked', text: ['warm', 'traditional but not old fashioned'] },
      colors_and_elements: { said: 'asked', text: ['red of the chile', 'green of the husk', 'no sombreros or cactus'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['still feels like my mother', "don't have a big budget"] },
      address: { said: 1, text: ['San Antonio', 'Culebra'] },
    },
  },

  // Marcus Bell, 44, blew out his knee after 16 years as a Buncombe County firefighter, started roasting in his garage,
  // lost his first roastery to Hurricane Helene and reopened in West Asheville. Needs bags for his whole coffee line.
  // Exercises: the packaging project only surfaces in message 1 after a flood story; the size is given as "10 oz now"
  // next to the old 12 oz size; sales channels and wholesale bag size tucked into the same message; lowercase, no apostrophes.
  // NOT facts of the project: 16 years, the knee in 2022, Swannanoa, Helene in 2024, the old tire shop, Engine 9,
  // the supplier in Ohio, $17 a bag, about 400 bags a month, 12 oz (the old size), green coffee prices.
  {
    id: 'heldout61-packaging-en-asheville-coffee',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hey so long story. i was a firefighter in buncombe county for 16 years, blew out my knee in 2022 and started roasting coffee in my garage bc honestly i needed something to do with my hands. fast forward, had a little roastery in swannanoa and helene took the whole thing in 2024, water up to the ceiling. lost the roaster, lost everything. we reopened last spring in west asheville in an old tire shop. company is Ladder 9 Coffee (my old engine was 9, the guys still give me grief about it)",
      "anyway the bags. right now we use plain silver bags from a supplier in ohio with a sticker i print at home and the stickers peel off when they get cold in the walk in. i need a real bag design for our whole line, 6 coffees right now, all whole bean. we sell em for $17 at the shop and about 400 bags a month go out the door. want something that looks good on a shelf at the co-op",
      "oh and sizes. retail bags are 10 oz now, we did 12 oz til last fall but green coffee prices went nuts so we dropped the size and kept it at $17. wholesale goes out in 5 lb bags to a couple restaurants. we sell at the shop, online thru our shopify, and at 3 co-ops around WNC",
    ],
    whenAsked: {
      product_description: "like i said whole bean coffee. 4 single origins and 2 blends. people brew it at home, pour over, drip, whatever",
      specification: "10 oz retail, 5 lb wholesale",
      packaging_form: "bags. stand up pouch w a zip ideally",
      unique_selling_point: "we roast every tuesday and ship within 2 days, nothing sits. and 5% of every bag goes to the firefighter relief fund that helped us after the flood",
      target_audience: "locals mostly, outdoorsy folks, hikers, and honestly a lot of first responders. 30s to 60s",
      sales_channels: "shop, shopify, the co-ops. restaurants for wholesale",
      preferred_style: "bold, kinda vintage fire department, like the old enamel badges. not hipster minimal",
      colors_and_elements: "red obviously. a ladder somewhere. and each coffee needs its own color so people grab the right one",
      preferred_materials: "something compostable if it doesnt cost a fortune. kraft look. needs a valve for degassing",
      expected_deadline: "we order bags for spring, printer needs final files by march 1st",
      key_considerations: "cost per bag, i cant pay more than like a buck a bag. and the roast date has to be easy to stamp",
    },
    otherwise: "no preference man, you guys are the pros",
    expected: {
      project_background: { said: 1, text: ['real bag design', '6 coffees'] },
      problem_need: { said: 1, text: ['stickers peel off'] },
      product_description: { said: 1, text: ['whole bean'] },
      specification: { said: 2, text: ['10 oz', '5 lb'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bag_pouch'] } },
      sales_channels: { said: 2, text: ['shop', 'shopify', 'co-ops'] },
      unique_selling_point: { said: 'asked', text: ['roast every tuesday', 'firefighter relief fund'] },
      target_audience: { said: 'asked', text: ['locals', 'first responders'] },
      preferred_style: { said: 'asked', text: ['vintage fire department', 'not hipster minimal'] },
      colors_and_elements: { said: 'asked', text: ['red', 'ladder', 'its own color'] },
      preferred_materials: { said: 'asked', text: ['compostable', 'kraft', 'valve'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['cost per bag', 'roast date'] },
      address: { said: 0, text: ['west asheville'] },
    },
  },

  // Gary Hoffman, 67, taught shop at a Dayton high school for 31 years and restores old Schwinns and Raleighs in his
  // garage; sells them on Facebook Marketplace and wants his own site to sell bikes and book tune-ups.
  // Exercises: Wright Brothers trivia and retirement story before the ask; bike and tune-up prices that are NOT the
  // budget; a budget of $3,000 in message 2 corrected to "up to $4,500" in message 3; competitor in another city;
  // category left ambiguous (shop vs booking) until asked.
  // NOT facts of the project: Belmont High, 31 years, retired 2018, Peugeot, the Wright Brothers' bicycle shop,
  // about 40 bikes a year, the Second Street Market, $350 and $275 bike prices, $65 tune-ups, the fellow from church
  // who moved to Florida, $3,000 (superseded), Cincinnati (the competitor's city).
  {
    id: 'heldout61-website-en-dayton-bikes',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Good morning... I'll try to keep this short but my wife Carol says I never do. I taught shop at Belmont High here in Dayton for 31 years and when I retired in 2018 I started fixing up old bicycles in the garage. Schwinns mostly, some Raleighs, a Peugeot once. Dayton is the Wright Brothers' town you know, they had a bicycle shop before the airplane, so people here have a soft spot for old bikes.",
      "Now I've got more bikes than garage. I sell maybe 40 a year, mostly on Facebook Marketplace and at the Second Street Market. A restored Schwinn Collegiate goes for about $350, a Varsity $275. Marketplace is full of lowballers and scammers and I'm tired of it. My granddaughter says I need my own website where people can see the bikes and buy them, and also book a tune-up (I charge $65). The business is called Gary's Old Spokes. We don't have a website, just a Facebook page my granddaughter made.",
      "A fellow from church who does websites priced it out for me last year and then he up and moved to Florida, so here I am. I'd like to keep the whole thing to about $3,000.",
      "Correction... talked it over with Carol and she says $3,000 is too tight. We can go up to $4,500 if it's done right. -Gary",
    ],
    whenAsked: {
      url: "No website. Just the Facebook page.",
      category: "An online store I guess. Selling the bikes is the main thing, the tune-ups are extra.",
      problem_need: "Get off Marketplace. No more lowballers.",
      main_pages: "Bikes for sale, a page to book a tune-up, about me, and how to find the garage. Maybe a page of before and after pictures...",
      languages: "English is fine.",
      target_audience: "Folks my age who had one of these as a kid and want it back. Also college kids from UD who want a cheap bike that looks sharp.",
      competitors: "There's a fellow in Cincinnati, Vintage Velo, nice site. Don't know any others.",
      preferred_style: "Simple. Big pictures. Big letters, my customers are old like me.",
      budget: "Up to $4,500 like I said.",
      expected_deadline: "Spring is when people buy bikes, so by April 1 would be ideal.",
      key_considerations: "That I can add a bike myself without calling my granddaughter every time. And safe payments, no scams.",
    },
    otherwise: "No preference, I trust you folks.",
    expected: {
      project_background: { said: 1, text: ['own website', 'book a tune-up'] },
      problem_need: { said: 1, text: ['lowballers and scammers'] },
      url: { said: 1, text: ['Facebook'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['ecommerce'] } },
      main_pages: { said: 'asked', text: ['bikes for sale', 'tune-up', 'about', 'before and after'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['had one of these as a kid', 'college kids'] },
      competitors: { said: 'asked', text: ['Vintage Velo'] },
      preferred_style: { said: 'asked', text: ['Simple', 'Big pictures', 'Big letters'] },
      budget: { said: 3, value: { kind: 'money', amount: 4500, bound: 'at_most', currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['add a bike myself', 'safe payments'] },
      address: { said: 0, text: ['Dayton'] },
    },
  },

  // Jamal Carter, 35, has cut hair for 12 years, 8 of them renting a chair in East Point; just signed a lease for his own
  // barbershop in Atlanta's West End.
  // Exercises: texting slang and no capitals; his cousin's $60k shop in Decatur next to his own budget; the size is
  // "about 900" in message 1 and corrected to 1,150 from the lease in message 2; a hard opening date tied to a holiday
  // but stated as a day.
  // NOT facts of the project: 12 years, his grandma's kitchen in College Park, East Point, $250 a week chair rent,
  // 8 years, his cousin's shop in Decatur and its 60k, 900 sq ft (superseded).
  {
    id: 'heldout61-commercial-en-atl-barbershop',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "whats good. so im Jamal, been cutting hair 12 yrs, started in my grandmas kitchen in College Park lol then rented a chair at a shop in East Point for like 8 of those. paying $250 a week for a chair and the owner never fixed nothing. this year i said bet, im doing my own thing",
      "signed a lease on a spot in the West End on Ralph David Abernathy, used to be a nail salon. its about 900 sq ft. gonna have 5 chairs, me plus 4 barbers i trust. name is Fresh Fade Co. my cousin did his shop in Decatur for like 60k and it came out nice but kinda generic, i want mine to feel like a spot people hang at not just get in and out",
      "oh and scratch that 900, landlord sent the lease over and its 1,150 sq ft. budget im thinking 70k all in for the buildout. and i gotta open by May 22, the friday before memorial day, thats when everybody wants a cut",
    ],
    whenAsked: {
      problem_need: "like i said, a spot people wanna hang at. not in and out",
      brand_value: "respect. community. you walk in and somebody knows your name, feels like a barbershop from back in the day but fresh",
      target_audience: "men 18 to 45 mostly, AUC kids since Morehouse is right there, and dads bringing their sons",
      competitive_advantage: "we do appointments AND walk ins, and we open at 6am for the guys going to work. nobody round here does that fr",
      preferred_style: "clean, modern but warm. wood, some plants. not that all black everything look every shop got now",
      colors_and_elements: "deep green and brass. and i want a wall with old photos of the neighborhood",
      unique_design: "a lounge corner with a tv and a chess table where ppl wait and chill",
      address: "West End, on Ralph David Abernathy",
      space_size: "1,150 sq ft like i said",
      budget: "70k all in",
      opening_date: "May 22",
      key_considerations: "gotta be open by that date no matter what, every week closed is money gone. and plumbing for the shampoo bowls, its a old building",
    },
    otherwise: "whatever works for real, yall the experts",
    expected: {
      project_background: { said: 1, text: ['used to be a nail salon', '5 chairs'] },
      problem_need: { said: 1, text: ['spot people hang at'] },
      address: { said: 1, text: ['West End', 'Ralph David Abernathy'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1150, unit: 'ft2' } },
      budget: { said: 2, value: { kind: 'money', amount: 70000, currency: 'USD' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-22', precision: 'day', relation: 'by' } },
      brand_value: { said: 'asked', text: ['community', 'knows your name'] },
      target_audience: { said: 'asked', text: ['men 18 to 45', 'dads bringing their sons'] },
      competitive_advantage: { said: 'asked', text: ['appointments AND walk ins', '6am'] },
      preferred_style: { said: 'asked', text: ['modern but warm', 'not that all black'] },
      colors_and_elements: { said: 'asked', text: ['deep green', 'brass', 'old photos'] },
      unique_design: { said: 'asked', text: ['lounge corner', 'chess table'] },
      key_considerations: { said: 'asked', text: ['open by that date', 'shampoo bowls'] },
    },
  },

  // Sharon Nakamura-Reyes, 49, ex-Patagonia product person, co-owns a canvas camp-furniture company in Bend, Oregon
  // with her husband; taking their own island booth at Outdoor Retailer in Salt Lake City this June.
  // Exercises: career and family story first; last year's shared 10x10 booth next to this year's 20x20 island;
  // retail prices next to the booth budget; opening, move-in and move-out dates all in one sentence.
  // NOT facts of the project: 9 years at Patagonia, Ventura, moved in 2016, started sewing in 2017, Dave being a
  // wildland firefighter, "twice" at the show, last year's 10x10 shared with a sock company, $189 chairs, $95 stools,
  // Bend (the company's home, not the venue).
  {
    id: 'heldout61-exhibition-en-bend-tradeshow',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi there — this will be long, sorry in advance. I'm Sharon, I co-own Tumalo Canvas Co. with my husband Dave in Bend, Oregon. Before this I spent 9 years on the product team at Patagonia down in Ventura, then we moved up here in 2016 and I started sewing canvas camp chairs in our garage in 2017 because I couldn't find one that didn't fall apart after a season. Dave's a wildland firefighter, so summers I'm basically running it solo.",
      "We've been to Outdoor Retailer twice. Last year we split a 10x10 with friends from a sock company and honestly it was chaos — you couldn't see our chairs behind their sock wall. This June we're doing our own booth at the Salt Palace in Salt Lake City, showing the new line — chairs, stools, and a roll-up table. Chairs retail at $189, stools at $95. The goal is to pick up independent outdoor shops and, fingers crossed, REI.",
      "Logistics while I'm at it — we got a 20x20 island, so 400 sq ft. Budget for the whole booth is $35,000. The show runs June 16–18, we can move in on the 14th, and everything has to be out by 8pm on the 18th.",
    ],
    whenAsked: {
      brand_value: "Made to last. We repair anything we sell, for life. At the booth I want people to feel like they just walked into a campsite — relaxed, sit down, stay a while.",
      target_audience: "Buyers from independent outdoor shops, and REI if we're lucky.",
      preferred_style: "Natural, warm, a bit rugged. Think high desert — juniper, basalt, canvas. Not the neon tech-gear look.",
      unique_design: "A campfire scene in the middle (fake fire, obviously!) with the chairs around it so buyers actually sit in them.",
      address: "Salt Palace, Salt Lake City.",
      space_size: "20x20, 400 sq ft.",
      water_electricity_supply: "Electricity for lights and a screen. No water.",
      budget: "$35,000.",
      opening_date: "June 16.",
      entry_date: "The 14th.",
      exit_date: "Out by 8pm on the 18th.",
      key_considerations: "It has to pack into our Sprinter van and Dave and I have to be able to set it up with maybe one helper. And the chairs need to be the hero, not the booth.",
      plans_after_project: "We'd love to reuse it for the winter show if it travels well.",
    },
    otherwise: "No strong feelings on that one — open to your ideas!",
    expected: {
      project_background: { said: 1, text: ['new line', 'roll-up table'] },
      address: { said: 1, text: ['Salt Palace', 'Salt Lake City'] },
      target_audience: { said: 1, text: ['outdoor shops', 'REI'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      budget: { said: 2, value: { kind: 'money', amount: 35000, currency: 'USD' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-06-16', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-06-14', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-06-18', precision: 'day' } },
      brand_value: { said: 'asked', text: ['Made to last', 'campsite'] },
      preferred_style: { said: 'asked', text: ['high desert', 'rugged'] },
      unique_design: { said: 'asked', text: ['campfire', 'sit in them'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['Sprinter van', 'chairs need to be the hero'] },
    },
  },

  // Walt Jensen, 66, retired Delta aircraft mechanic; he and his husband Luis are leaving their Eagan split-level of
  // 30 years for a two-bedroom condo in a 1911 warehouse in Lowertown, St. Paul, and want the kitchen, primary bath and
  // floors redone first.
  // Exercises: the old house's size and history before the new one's; the purchase price next to the renovation budget;
  // a building year to turn into an age (1911 -> 115 years); the sale-closing date next to the move-in date;
  // a piano and records volunteered unasked.
  // NOT facts of the project: Eagan, 1994, the 4-bedroom split-level, two kids, three dogs, Delta, 2023, 38 years,
  // MSP, Luis retiring in June, Denver and Austin, the $415,000 purchase price, the 2005 redo, August 15th (the Eagan
  // closing), 1948 (the piano's year), Luis's mother.
  {
    id: 'heldout61-residential-en-stpaul-condo',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hello. My husband Luis and I have been in the same 4-bedroom split-level in Eagan since 1994 — raised two kids there, buried three dogs in the backyard, the usual. I retired from Delta in 2023 after 38 years as an aircraft mechanic at MSP, and Luis retires from teaching in June. The kids are in Denver and Austin and they are not coming back, so we're downsizing.",
      "We bought a condo in Lowertown in St. Paul, a converted warehouse from 1911: two bedrooms, two baths, about 1,300 square feet. Paid $415,000 for it, which Luis still isn't over. The bones are great, exposed brick, big old windows, but the last owner redid it around 2005 and it shows: dark cherry cabinets, granite with a lot going on, beige carpet in the bedrooms. We want to gut the kitchen and primary bath and redo the floors before we move in.",
      "For the renovation itself we've set aside $120,000, and we'd like to be in by September 1st. We close on the Eagan house August 15th, so there's not a lot of slack. We're also bringing Luis's piano, a 1948 Steinway baby grand that was his mother's, and about 2,000 of my records, which is its own conversation.",
    ],
    whenAsked: {
      property_category: "Condo. Fourth floor of the old warehouse.",
      layout: "Two bedrooms, two baths, open kitchen and living room.",
      age: "The building's from 1911.",
      problem_need: "Everything the 2005 owner touched. The cherry, the granite, the carpet.",
      target_audience: "Just the two of us. The kids and grandkids visit a few times a year, so the second bedroom has to work as a guest room.",
      lifestyle: "Luis plays every day, I listen to records and cook. Quiet, mostly. We host dinner for 6 maybe once a month.",
      preferred_style: "Warm industrial, I suppose? Respect the warehouse, but it shouldn't feel like a brewery.",
      colors_and_elements: "Keep the brick and the windows. Walnut, black steel, maybe a deep blue. No granite, no gray.",
      address: "Lowertown, St. Paul.",
      space_size: "About 1,300 square feet.",
      budget: "$120,000.",
      move_in_date: "By September 1st.",
      key_considerations: "Sound, between the piano and the neighbors. And the HOA only lets contractors work weekdays 8 to 5.",
    },
    otherwise: "No strong opinion there. Luis might have one, but he's at school.",
    expected: {
      project_background: { said: 1, text: ['gut the kitchen and primary bath', 'redo the floors'] },
      address: { said: 1, text: ['Lowertown', 'St. Paul'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 1, text: ['two bedrooms', 'two baths'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 115, unit: 'years' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1300, unit: 'ft2' } },
      problem_need: { said: 1, text: ['dark cherry cabinets', 'beige carpet'] },
      budget: { said: 2, value: { kind: 'money', amount: 120000, currency: 'USD' } },
      move_in_date: { said: 2, value: { kind: 'date', date: '2026-09-01', precision: 'day', relation: 'by' } },
      important_collections: { said: 2, text: ['piano', 'records'] },
      target_audience: { said: 'asked', text: ['two of us', 'guest room'] },
      lifestyle: { said: 'asked', text: ['plays every day', 'cook', 'dinner for 6'] },
      preferred_style: { said: 'asked', text: ['Warm industrial', "shouldn't feel like a brewery"] },
      colors_and_elements: { said: 'asked', text: ['brick', 'walnut', 'no granite'] },
      key_considerations: { said: 'asked', text: ['the neighbors', 'HOA'] },
    },
  },

  // Kenji Watanabe-Brooks, 29, 7th-grade science teacher in Tucson (ex seasonal park ranger) who made a desert-ecology
  // card game for his class and wants real art for a Kickstarter launch.
  // Exercises: classroom story and a brother's Kickstarter before the deliverables; the game's retail price and the
  // brother's haul as decoy money; a personal date (baby due in March) next to the real deadline; the launch month as a
  // plan for afterwards; the art budget only surfaces as a consideration when asked.
  // NOT facts of the project: 7th grade, 6 years teaching, 3 summers as a ranger at Saguaro, his brother in Portland,
  // 2023, $14k raised, the $25 price of the game, his wife the nurse, the baby due in March.
  {
    id: 'heldout61-other-en-tucson-cardgame',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi!! Okay so this is maybe a weird one. I teach 7th grade science at a middle school in Tucson (6 years now, before that I was a park ranger at Saguaro for 3 summers) and a couple years ago I made a card game for my class about desert food webs — coyotes, javelinas, palo verde beetles, the whole cast. It's called Monsoon! The kids went NUTS for it, like they play it at lunch voluntarily.",
      "So the plan is Kickstarter. My brother did one in Portland for his comic in 2023 and raised like $14k, so he's been coaching me. Right now the cards are literally hand-drawn in Sharpie and laminated at school lol. It's 108 cards plus a rulebook and a box, and I'd want to sell it for around $25. What I need is real art: all the card illustrations, the card layout, the box, and some graphics for the Kickstarter page.",
      "Ok last thing and then I'll let you talk 😅 my wife is a nurse and we've got a baby due in March, so realistically I need the art done by April 15 so I can launch the Kickstarter in May before the end of the school year gets crazy.",
    ],
    whenAsked: {
      other_design_requirements: "Card illustrations, card layout, the box, and Kickstarter graphics, like I said!",
      problem_need: "Make it look like a real game people would back, not a class project. Kickstarter people judge in about two seconds.",
      target_audience: "Families with kids 10 and up, teachers, and honestly nerdy adults like me who love board games.",
      preferred_style: "Like a field guide but fun. Watercolor-y, a little humor in the animals. Wingspan is the dream tbh.",
      colors_and_elements: "Sunset oranges and monsoon purples! Saguaros for sure. Please avoid cartoon cactus with faces.",
      address: "Tucson, east side.",
      expected_deadline: "April 15!",
      key_considerations: "I've got about $6,000 saved for the art and can't go over. And scientific accuracy, the animals have to be right or my students will call it out.",
      collaboration_notes: "Email is best, I can't take calls during school hours. Weekly check-ins would be great. I make the final call but my class gets to vote on the box art 😄",
    },
    otherwise: "Hmm, no preference! Open to ideas.",
    expected: {
      project_background: { said: 0, text: ['card game', 'desert food webs'] },
      address: { said: 0, text: ['Tucson'] },
      other_design_requirements: { said: 1, text: ['card illustrations', 'card layout', 'box', 'Kickstarter page'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'by' } },
      plans_after_project: { said: 2, text: ['Kickstarter in May'] },
      problem_need: { said: 'asked', text: ['real game', 'not a class project'] },
      target_audience: { said: 'asked', text: ['kids 10 and up', 'teachers'] },
      preferred_style: { said: 'asked', text: ['field guide', 'watercolor'] },
      colors_and_elements: { said: 'asked', text: ['sunset oranges', 'monsoon purples', 'cactus with faces'] },
      key_considerations: { said: 'asked', text: ['$6,000', 'scientific accuracy'] },
      collaboration_notes: { said: 'asked', text: ['Email', 'Weekly', 'vote on the box art'] },
    },
  },

  // 28歲女生，本來在台北做行銷，去年底回台南鹽水，要接手阿嬤擺攤起家的碗粿店，想做完整品牌識別並開始冷凍宅配。
  // Exercises: 三則長訊息先講阿嬤、阿公、蜂炮、朋友的豆花店，需求夾在故事裡；品牌名故事和產品混在同一則；
  // 風格（老店的感覺）藏在抱怨朋友logo的句子裡；商標沒註冊、要協助都只在被問時回答。
  // NOT facts of the project: 28歲、台北（她以前工作的地方）、1979年（阿嬤開始擺攤）、碗粿一碗40、肉粽55、
  // 蜂炮那幾天800碗、嘉義（朋友的豆花店）、3萬（朋友做logo的價錢）、林秀英（阿嬤本名，只是故事的一部分）。
  {
    id: 'heldout61-brand-zh-tainan-wanguei-granddaughter',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～先自我介紹一下 我今年28 本來在台北做行銷 去年底辭職回台南鹽水 因為我阿嬤的碗粿店之後要交給我跟我媽顧😅 店是阿嬤1979年在鹽水市場旁邊擺攤開始的 四十幾年來從來沒有logo 招牌是我阿公手寫的 這次想請你們幫忙做一整套品牌識別 logo 標準字 顏色那些都要',
      '店名叫「阿秀碗粿」 阿秀就是我阿嬤啦 她本名林秀英 市場的人從以前就都叫她阿秀 所以店名就這樣來的 現在賣碗粿、肉粽跟四神湯 碗粿一碗40 肉粽55 去年蜂炮那幾天一天賣了快800碗 阿嬤說她這輩子沒那麼累過哈哈',
      '然後我最想做的是 今年開始賣冷凍碗粿宅配 讓在外地的鹽水人也吃得到 我台北的同事每次都叫我帶 可是現在包裝上只有一張影印的貼紙 根本沒辦法在網路上賣 我朋友在嘉義賣豆花 去年找人做logo花了3萬 做出來超像連鎖手搖店 我不想要那樣 想保留老店的感覺 宅配的包裝貼紙也想一起設計',
    ],
    whenAsked: {
      registration_status: '沒有欸 從來沒註冊過 要先註冊嗎？',
      need_registration_assistance: '好啊 拜託了 我完全不懂那個流程',
      brand_website: '只有FB粉專 搜「阿秀碗粿」就會出現 是我表妹幫忙開的',
      target_audience: '在外地工作的鹽水人跟台南人 還有喜歡古早味的年輕人 大概25到45歲吧',
      preferred_style: '剛剛有說啦 老店的感覺 不要像連鎖店',
      colors_and_elements: '想要有碗粿的碗或阿嬤的樣子 顏色喜歡米色 咖啡色 不要大紅色 太像廟了',
      expected_deadline: '宅配想4月開始 所以3月底前要好',
      key_considerations: '印在冷凍包裝上也要清楚 還有阿嬤要看得懂😂 她不點頭就不算',
    },
    otherwise: '這個都可以 你們專業的決定就好',
    expected: {
      project_background: { said: 0, text: ['碗粿店', '品牌識別'] },
      address: { said: 0, text: ['鹽水'] },
      brand_name_story: { said: 1, text: ['阿嬤', '阿秀'] },
      products_or_services: { said: 1, text: ['碗粿', '肉粽', '四神湯'] },
      problem_need: { said: 2, text: ['冷凍碗粿宅配', '網路上賣'] },
      preferred_style: { said: 2, text: ['老店的感覺'] },
      other_design_requirements: { said: 2, text: ['包裝貼紙'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專', '阿秀碗粿'] },
      target_audience: { said: 'asked', text: ['鹽水人', '古早味'] },
      colors_and_elements: { said: 'asked', text: ['米色', '不要大紅色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['冷凍包裝上也要清楚', '阿嬤要看得懂'] },
    },
  },

  // 62歲劉先生，南投鹿谷第三代茶農，郵局上班二十年後退休回來接茶園，兒子叫他把包裝重做好上網賣。
  // Exercises: 全形標點的長段落，先講退休、父親、兒子；產品、賣點、包裝形式、現況問題擠在同一則；
  // 第三則訊息由太太糾正罐子的克數（150克是現在真空包的重量），並補上一盒兩罐。
  // NOT facts of the project: 二十年（郵局年資）、五十歲（退休年紀）、一斤2400（茶價）、前年農會比賽頭等獎、
  // 150克（舊真空包的重量，已更正）、新竹（兒子上班的地方）、回沖五六次、四月中（採春茶的時間，不是設計期限）。
  {
    id: 'heldout61-packaging-zh-lugu-tea-farmer',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我姓劉，在南投鹿谷做茶，算是第三代了。我以前在郵局上班二十年，五十歲退休才回來接我父親的茶園，現在跟太太兩個人做，採茶的時候再請工。以前都是老客人打電話訂，還有放在鹿谷農會的展售中心寄賣，我兒子在新竹上班，他說現在要在網路上賣，包裝一定要重新弄，所以來請教你們。',
      '要包裝的就是我們的凍頂烏龍茶葉，球型的，用熱水沖泡，一泡可以回沖五六次。茶是自己手採、傳統炭焙，焙火比較重，有焙香，回甘很久，這是我們家跟別人最不一樣的地方。現在一斤賣2400，前年鹿谷農會比賽拿過頭等獎。包裝我想要鐵罐，一罐150克，外面再做一個送禮用的禮盒。現在用的是紅色金色的真空袋，到處都一樣，客人常說分不出是誰家的。',
      '不好意思，剛剛講錯，我太太說新的罐子一罐是75克，不是150克，禮盒是兩罐一盒。150克是我們現在真空包的重量。',
    ],
    whenAsked: {
      target_audience: '買去送禮的比較多，公司行號過年過節送客戶，也有懂茶的老茶客，大概四十歲以上吧。',
      sales_channels: '剛剛有說，農會的展售中心、老客人訂，還有以後要做網路。',
      preferred_style: '簡單大方，有質感就好，不要花花綠綠的。',
      colors_and_elements: '墨綠色或深藍色都好，可以放一點山的線條，我們茶園看出去就是山。不要再用金色了。',
      preferred_materials: '罐子就鐵的，禮盒用紙做的就好，不要塑膠。',
      expected_deadline: '春茶四月中開始採，設計希望三月十五號以前可以完成，還要留時間給印刷廠。',
      key_considerations: '罐子一定要密封，茶葉最怕潮。還有字要大一點，老客人眼睛都不太好了。',
    },
    otherwise: '這個我不太懂，交給你們專業。',
    expected: {
      project_background: { said: 0, text: ['做茶', '包裝一定要重新弄'] },
      address: { said: 0, text: ['鹿谷'] },
      sales_channels: { said: 0, text: ['農會', '網路'] },
      product_description: { said: 1, text: ['凍頂烏龍', '熱水沖泡'] },
      unique_selling_point: { said: 1, text: ['炭焙', '回甘'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['can_tin', 'gift_set'] } },
      problem_need: { said: 1, text: ['分不出是誰家的'] },
      specification: { said: 2, text: ['75克', '兩罐一盒'] },
      target_audience: { said: 'asked', text: ['送禮', '四十歲以上'] },
      preferred_style: { said: 'asked', text: ['簡單大方', '有質感'] },
      colors_and_elements: { said: 'asked', text: ['墨綠色', '山的線條', '不要再用金色'] },
      preferred_materials: { said: 'asked', text: ['鐵', '紙'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['密封', '字要大一點'] },
    },
  },

  // 45歲Fang，2008年從台中移民到多倫多Markham，在教會廚房起家教台灣菜，現在報名全靠IG私訊，想要可線上報名付款的網站。
  // Exercises: 中英夾雜（IG、e-transfer、Wix、Harbourfront）；網站現況、類型、問題在同一則抱怨裡；
  // 語言需求藏在描述學生的段落；第四則訊息把預算從「3000到5000加幣」改成「4000以內」。
  // NOT facts of the project: 2008年、台中、銀行櫃員、2019年（開始教課）、每月8到10堂、一堂$85、一班8個人、
  // 上個月（漏回訊息）、Wix（朋友的美甲網站）、去年Harbourfront台灣文化節、快500人、3000到5000加幣（已更正）。
  {
    id: 'heldout61-website-zh-toronto-cooking-class',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: -300,
    messages: [
      'Hi 我是Fang 住在多倫多這邊 Markham 2008年從台中搬來的 以前在台灣是銀行櫃員 來這邊小孩還小就沒上班 2019年開始在教會的廚房教人做台灣菜 一開始只是教會姊妹 後來一直有人介紹 現在每個月開8到10堂class 一堂$85 一班最多8個人',
      '現在報名全部都是IG私訊跟e-transfer 超亂 上個月還有人付了錢我漏掉沒回😭 所以想做一個網站 可以直接看課表 線上報名付款那種 現在沒有網站 只有IG 我朋友做美甲的自己用Wix弄 但我試過真的不會',
      '來上課的一半是這邊的加拿大人 一半是第二代的台灣小孩 爸媽是台灣人但自己不太會講中文 想學阿嬤的菜 所以網站中文跟英文都要 去年Harbourfront的台灣文化節我去做示範 來了快500人 那次之後私訊爆多',
      '預算的話我本來想說3000到5000加幣 剛跟我老公討論 他說最多4000 那就4000以內好了',
    ],
    whenAsked: {
      main_pages: '首頁 課程介紹跟課表 線上報名 關於我 還有常見問題吧',
      competitors: '我沒有特別研究欸 有個日本料理教室Tokyo Cooking Studio的網站我很喜歡 很乾淨',
      preferred_style: '溫暖 像在家裡廚房那種 不要太商業',
      expected_deadline: '希望5月底前上線 6月要開始收夏天的報名',
      key_considerations: '手機要好用！我的學生大部分都用手機報名 還有要可以刷卡',
      budget: '剛剛說了 4000加幣以內',
    },
    otherwise: '都可以 你們決定就好 😊',
    expected: {
      project_background: { said: 0, text: ['台灣菜'] },
      address: { said: 0, text: ['多倫多'] },
      url: { said: 1, text: ['沒有'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['IG私訊', '線上報名付款'] },
      languages: { said: 2, text: ['中文', '英文'] },
      target_audience: { said: 2, text: ['加拿大人', '第二代的台灣小孩'] },
      budget: { said: 3, value: { kind: 'money', amount: 4000, bound: 'at_most', currency: 'CAD' } },
      main_pages: { said: 'asked', text: ['課程介紹', '報名', '關於我', '常見問題'] },
      competitors: { said: 'asked', text: ['Tokyo Cooking Studio'] },
      preferred_style: { said: 'asked', text: ['溫暖', '不要太商業'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['手機要好用', '刷卡'] },
    },
  },

  // 42歲Vivian，飛了15年的前空服員，去年底停飛，要在台中西區審計新村附近的老房子開「花店＋咖啡」，二樓當花藝教室。
  // Exercises: 先講飛歐洲逛花店的回憶；地點、租金、亮點（乾燥花牆）、坪數混在同一則；第三則看權狀更正坪數（36→30）；
  // 第四則拿朋友的裝潢費對比後才說自己的預算和開幕月份。
  // NOT facts of the project: 華航、15年、哥本哈根、阿姆斯特丹、租金一個月4萬2、二樓18坪／總共36（已更正）、
  // 勤美（朋友的咖啡廳）、300萬（朋友的裝潢費）、5月母親節（檔期，不是開幕日）。
  {
    id: 'heldout61-commercial-zh-taichung-flower-cafe',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 我叫Vivian 之前在華航飛了15年 去年底終於下定決心停飛了 飛歐洲的時候最喜歡去逛哥本哈根跟阿姆斯特丹的花店 每間都好像可以住在裡面 所以一直很想開一間花店結合咖啡 讓人買花也可以坐下來喝杯咖啡',
      '店面已經租好了 在台中西區 審計新村附近的巷子裡 是一間老房子 一樓店面 二樓可以當花藝教室 房東人很好 租金一個月4萬2 一樓我想做一面乾燥花牆 這是我從第一天就想好的 然後空間一樓18坪 二樓差不多也18',
      '阿我剛拿權狀看 二樓只有12坪 所以總共30坪左右 不是36',
      '我朋友去年在勤美那邊開咖啡廳 裝潢花了300萬 我沒有那麼多啦 我自己預算大概150萬 含二樓 然後想在4月開 因為5月有母親節 是花店最重要的檔期',
    ],
    whenAsked: {
      problem_need: '希望客人進來會想多待一下 不是買完花就走 然後二樓上課的動線不要干擾到一樓',
      brand_value: '慢下來吧 花跟咖啡都是讓人慢下來的東西 希望客人進來有被療癒的感覺',
      target_audience: '25到45歲的女生 上班族 也有想送花的男生哈哈 還有想上花藝課的人',
      competitive_advantage: '這附近咖啡廳很多但有花的很少 而且我自己有花藝證照 可以開課',
      preferred_style: '北歐 自然 有點老房子的味道 不要太網美',
      colors_and_elements: '白色 淺木頭 一點點鼠尾草綠 不要粉紅色 太甜了',
      unique_design: '剛剛有說 乾燥花牆😆',
      key_considerations: '花需要冷藏櫃 要留位置跟電 還有老房子的漏水要先處理',
      address: '台中西區 審計新村那邊',
      space_size: '30坪 我剛有更正',
    },
    otherwise: '都可以～相信你們😊',
    expected: {
      project_background: { said: 0, text: ['花店', '咖啡'] },
      address: { said: 1, text: ['台中西區'] },
      unique_design: { said: 1, text: ['乾燥花牆'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 30, unit: 'ping' } },
      budget: { said: 3, value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      problem_need: { said: 'asked', text: ['多待一下', '動線'] },
      brand_value: { said: 'asked', text: ['慢下來', '療癒'] },
      target_audience: { said: 'asked', text: ['女生', '上班族', '花藝課'] },
      competitive_advantage: { said: 'asked', text: ['有花的很少', '花藝證照'] },
      preferred_style: { said: 'asked', text: ['北歐', '自然'] },
      colors_and_elements: { said: 'asked', text: ['白色', '淺木頭', '不要粉紅色'] },
      key_considerations: { said: 'asked', text: ['冷藏櫃', '漏水'] },
    },
  },

  // 40歲蔡經理，高雄岡山螺絲廠（父親創立）的業務經理，之前駐上海，今年要在高雄展覽館參加台灣國際扣件展。
  // Exercises: 先講工廠歷史和自己的經歷；展覽名稱、場地、開幕／進場／撤場三個日期寫成4/22這種格式擠在一則，
  // 夾著去年德國展被隔壁比下去的故事；第四則更正攤位大小（36→18平方米），並重複預算。
  // NOT facts of the project: 1985年（工廠創立）、八成外銷、上海、7年、前年、德國斯圖加特、兩層樓（同業的攤位）、
  // 9平方米（去年德國的攤位）、4個攤位／36平方米（原本申請的，已更正）。
  {
    id: 'heldout61-exhibition-zh-kaohsiung-fastener-show',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我是岡山一家螺絲廠的業務經理 敝姓蔡 工廠是我爸1985年創的 做建築用的自攻螺絲跟結構螺栓 八成外銷 我之前在上海駐點7年 前年才調回台灣',
      '今年要參加台灣國際扣件展 在高雄展覽館 開幕是4/22 進場佈置4/20 撤場4/24 以前都是用主辦單位的標準攤位 白板加一張桌子 去年我們去德國斯圖加特的扣件展 隔壁同業做了兩層樓的攤位 我們9平方米的小攤位整個被比下去 老闆(我爸)很在意 所以今年想好好做',
      '攤位今年租了4個 36平方米 預算抓50萬以內 設計加施工',
      '更正一下 剛問了行政 今年只搶到2個攤位 是3x6 18平方米 36是我們原本申請的 預算一樣50萬以內',
    ],
    whenAsked: {
      brand_value: '品質穩定 交期準 想讓買家覺得這是一家可靠的台灣工廠 不是便宜貨',
      target_audience: '歐美的進口商跟代理商為主 還有中東的建材商',
      preferred_style: '俐落 專業 有點工業感 不要太花',
      unique_design: '想做一面實際的螺絲樣品牆 買家可以直接拿起來看 還有一個洽談區',
      water_electricity_supply: '要電 不用水',
      key_considerations: '洽談區要有點隱密 買家談價格不想被同業聽到 然後搬運要方便 樣品很重',
      space_size: '18平方米 2個攤位',
    },
    otherwise: '這部分沒特別想法 您們建議就好',
    expected: {
      project_background: { said: 1, text: ['扣件展'] },
      address: { said: 1, text: ['高雄展覽館'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-04-22', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-04-20', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-04-24', precision: 'day', relation: 'on' } },
      budget: { said: 2, value: { kind: 'money', amount: 500_000, bound: 'at_most', currency: 'TWD' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      brand_value: { said: 'asked', text: ['品質穩定', '可靠'] },
      target_audience: { said: 'asked', text: ['進口商', '代理商'] },
      preferred_style: { said: 'asked', text: ['俐落', '專業'] },
      unique_design: { said: 'asked', text: ['樣品牆', '洽談區'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['隱密', '樣品很重'] },
    },
  },

  // 66歲黃老師，國小教了35年書、前年退休，和先生住嘉義市東區的四層透天，膝蓋開過刀，想把一樓改成臥室。
  // Exercises: 三則長段落先講教書、子女在哪裡、屋齡；格局、生活習慣、問題在同一則；第三則翻契約更正屋齡（30→34年），
  // 同時講坪數和「兒子出200、我們出100」拆開的預算（要記總數300萬）。
  // NOT facts of the project: 66歲、35年（教書年資）、前年退休、結婚第三年、屋齡30年（已更正）、台北（女兒）、
  // 上海（兒子）、去年開刀、民國81年（只是推算屋齡的依據）、200萬和100萬（預算的分攤，不是總預算）、兩千多本（書的數量）。
  {
    id: 'heldout61-residential-zh-chiayi-retired-teacher',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '設計師您好，我姓黃，今年66歲，在國小教了35年書，前年退休。我跟我先生住在嘉義市東區的透天厝，四層樓，房子是我們結婚第三年買的，到現在屋齡大概30年了。女兒嫁到台北，兒子在上海工作，平常就我跟我先生兩個人加一隻柴犬。',
      '這次想整個翻新，主要是我膝蓋去年開刀，爬樓梯很辛苦，想把一樓改成我們的臥室，現在一樓是客廳跟車庫。格局現在是4房2廳3衛，廚房在一樓後面，很暗，白天也要開燈。我先生退休後每天在頂樓種菜，我每天早上寫書法，他的書有兩千多本，都堆在三樓的房間，也要有地方放。',
      '啊剛剛屋齡講錯了，我去翻了買賣契約，是民國81年蓋的，我女兒出生那年，所以應該是34年。登記坪數是85坪。預算的話兒子說他出200萬，我們自己再出100萬，總共大概300萬。',
    ],
    whenAsked: {
      preferred_style: '簡單的日式，木頭多一點，看起來溫暖乾淨就好。',
      colors_and_elements: '米白、原木色，不要太暗的顏色，家裡已經夠暗了。',
      move_in_date: '希望9月可以住進去，天氣涼了比較好搬。',
      key_considerations: '防滑跟扶手一定要，浴室也要有扶手，還有一樓臥室要有自己的廁所。',
      age: '34年，剛剛有更正喔。',
    },
    otherwise: '這個你們看著辦就好，我相信專業。',
    expected: {
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 0, text: ['嘉義市東區'] },
      target_audience: { said: 0, text: ['我先生', '柴犬'] },
      project_background: { said: 1, text: ['整個翻新'] },
      problem_need: { said: 1, text: ['爬樓梯', '很暗'] },
      layout: { said: 1, text: ['4房2廳3衛'] },
      lifestyle: { said: 1, text: ['種菜', '寫書法'] },
      age: { said: 2, value: { kind: 'number_with_unit', amount: 34, unit: 'years' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 85, unit: 'ping' } },
      budget: { said: 2, value: { kind: 'money', amount: 3_000_000, currency: 'TWD' } },
      preferred_style: { said: 'asked', text: ['日式', '木頭'] },
      colors_and_elements: { said: 'asked', text: ['米白', '原木色', '不要太暗'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['防滑', '扶手'] },
    },
  },

  // 31歲獨立樂團「南風不來」的鼓手，白天在補習班教數學，團在台南讀大學時組的，現在都住台北，要發第一張專輯。
  // Exercises: 先講組團、大港開唱、門票、貝斯手退團；設計項目一口氣列一長串（封面、黑膠、CD、歌詞本、海報、T恤）；
  // 第三則說2月底交檔，第四則團長跟壓片廠喬好改成3/10前；地點要記台北，不是組團的台南。
  // NOT facts of the project: 南風不來（團名，不是地點）、2019年、台南（組團的地方）、補習班教數學、去年大港開唱、
  // 600（專場門票）、Canva、貝斯手去年退團、2月底（原本的交檔期限，已更正）。
  {
    id: 'heldout61-other-zh-taipei-band-album',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我們是一個叫「南風不來」的樂團 2019年在台南念大學玩社團組的 畢業後大家都上來台北工作 現在練團室在三重 我是鼓手 平常在補習班教數學哈哈 去年有上大港開唱的小舞台 我們自己的專場門票大概賣600',
      '今年終於要發第一張專輯了！！想找你們設計專輯封面 黑膠跟CD都要 還有內頁歌詞本 另外發片巡演要用的海報跟T恤也想一起 之前都是貝斯手自己用Canva弄 但他去年退團了 現在剩三個人',
      '壓片廠說2月底前要交檔 所以有點趕🥲',
      '啊抱歉 剛剛團長說他跟壓片廠喬好了 可以延到3月10號 所以3/10前就好',
    ],
    whenAsked: {
      problem_need: '希望專輯一看就知道是我們 不要像一般獨立樂團那種長很像的封面 也想讓巡演周邊賣好一點',
      target_audience: '聽獨立音樂的20到35歲 常跑live house的 也有很多大學生',
      preferred_style: '有點復古 像70年代的台灣老唱片 但不要太懷舊 要有點怪',
      colors_and_elements: '橘色 暗紅 可以有南部的大太陽 檳榔攤霓虹燈那種感覺 不要黑白',
      address: '台北啊 練團室在三重',
      key_considerations: '黑膠的尺寸跟印刷要注意 還有字體要能放很長的歌名 我們歌名都很長',
      collaboration_notes: '開Line群組 決定的是團長阿哲 但三個人都要OK才算',
      expected_deadline: '3/10前 剛剛有說',
    },
    otherwise: '都可以啦 你們覺得好就好',
    expected: {
      address: { said: 0, text: ['台北'] },
      project_background: { said: 1, text: ['第一張專輯'] },
      other_design_requirements: { said: 1, text: ['專輯封面', '黑膠', 'CD', '歌詞本', '海報', 'T恤'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-10', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['一看就知道是我們'] },
      target_audience: { said: 'asked', text: ['獨立音樂', 'live house'] },
      preferred_style: { said: 'asked', text: ['復古', '70年代'] },
      colors_and_elements: { said: 'asked', text: ['橘色', '暗紅', '不要黑白'] },
      key_considerations: { said: 'asked', text: ['黑膠的尺寸', '很長的歌名'] },
      collaboration_notes: { said: 'asked', text: ['Line群組', '阿哲', '三個人都要OK'] },
    },
  },

  // Visitor: 32세 여성, 서울 광고대행사 5년 다니다 작년 가을 대구로 내려와 엄마가 하는 떡집을 이어받으려는 딸.
  // 수다스럽게 해요체로 길게 쓰고 ㅎㅎ, ㅠ, ㅋㅋ를 섞음.
  // Exercises: three long opening messages that mix the brand's story (외할머니 이름), the shop's history, and the
  // goal (온라인에서 믿음 가는 떡집) with prices and a friend's logo cost; the deadline is tied to a store opening,
  // not to 설; registration is only answered when asked and leads to the assistance question.
  // NOT facts of the project: 28년째 (how long the shop has run), 서울 광고대행사 5년 / 작년 가을 (her past), 쑥인절미
  // 한 팩 4,500원 / 옆집 5천원 (product prices), 친구 수성구 카페 로고 300 (a friend's logo cost; brand has no budget),
  // 설 대목 (a season, not the deadline), 인쇄소 아저씨 (who made the old materials).
  {
    id: 'heldout61-brand-ko-daegu-tteok-family-rebrand',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요ㅎㅎ 뭐부터 말씀드려야 할지 몰라서 그냥 주절주절 써볼게요. 저희 엄마가 대구 서문시장 옆에서 떡집을 28년째 하고 계세요. 가게 이름이 순옥이네떡집인데 순옥이가 저희 외할머니 성함이에요ㅎㅎ 할머니가 시골에서 잔치 때마다 떡 하시던 걸 엄마가 배워서 시장에 가게를 낸 거라 할머니 이름을 붙였대요. 저는 서울에서 광고대행사 5년 다니다가 작년 가을에 내려왔고 이제 제가 가게를 이어받으려고 해요. 그래서 이번에 로고부터 브랜드 전체를 새로 만들고 싶어서 연락드렸어요',
      '근데 지금 간판이고 포장이고 다 엄마가 인쇄소 아저씨한테 그때그때 맡긴 거라 통일된 게 하나도 없어요ㅠ 로고도 없고요. 스마트스토어도 열 생각이라 온라인에서 봤을 때 믿음 가는 떡집으로 보이는 게 제일 목표예요. 시장 단골은 거의 60대 이상 어머님들인데 온라인으로는 답례떡, 돌떡 주문하는 30~40대 엄마들을 잡고 싶거든요. 참고로 저희 쑥인절미 한 팩 4,500원인데 옆집은 5천원 받아요ㅋㅋ 엄마는 절대 안 올린대요',
      '아 그리고 친구가 작년에 수성구에서 카페 차리면서 로고 했는데 300 들었다더라구요 암튼ㅎㅎ 인스타는 있어요 @soonok_tteok 인데 엄마가 가끔 떡 사진만 올리는 정도예요. 분위기는 너무 옛날 시장 느낌보다는 따뜻하고 정갈한 느낌이면 좋겠어요. 할머니 손글씨 같은 느낌? 설 대목 지나고 스마트스토어 오픈 맞추려면 3월 말까지는 나와야 해요',
    ],
    whenAsked: {
      products_or_services: '말씀드린 것처럼 답례떡 돌떡 쑥인절미 위주예요 명절엔 송편이랑 가래떡도 하고요',
      registration_status: '아니요 아직 안 했어요ㅠ 해야 되는 거죠?',
      need_registration_assistance: '네 도와주시면 너무 좋죠 저 그런 거 하나도 몰라요',
      colors_and_elements: '떡 색깔이요 쑥색이나 팥색 같은 거? 빨간색 금색 번쩍이는 건 피하고 싶어요',
      key_considerations: '엄마가 보시기에도 어색하지 않았으면 해요 시장 단골분들이 갑자기 낯설어하시면 안 되니까요',
      other_design_requirements: '스티커랑 떡 포장 띠지도 같이 되면 좋겠어요',
    },
    otherwise: '그건 잘 모르겠어요ㅎㅎ 편하게 해주셔도 돼요',
    expected: {
      project_background: { said: 0, text: ['떡집', '브랜드 전체'] },
      brand_name_story: { said: 0, text: ['순옥', '외할머니'] },
      address: { said: 0, text: ['대구', '서문시장'] },
      problem_need: { said: 1, text: ['통일된 게 하나도 없어요', '믿음 가는 떡집'] },
      products_or_services: { said: 1, text: ['답례떡', '돌떡', '쑥인절미'] },
      target_audience: { said: 1, text: ['30~40대', '엄마들'] },
      brand_website: { said: 2, text: ['@soonok_tteok'] },
      preferred_style: { said: 2, text: ['따뜻하고 정갈한', '손글씨'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      colors_and_elements: { said: 'asked', text: ['쑥색', '팥색'] },
      key_considerations: { said: 'asked', text: ['단골분들'] },
    },
  },

  // Visitor: 36세 남성, 해운대 호텔 한식당 요리사 7년 하다 결혼 후 처가가 있는 부산 기장에 자리 잡은 사위.
  // 마침표 없이 한 덩어리로 길게 쓰고 ㅋㅋ, ㅠ 가끔.
  // Exercises: three rambling openers carrying product, spec, selling point, channels and deadline between family
  // history, last year's trial sales and the old bulk price; the current PET bottle is the old packaging, the new
  // one is a glass bottle; 추석 names the season but the deadline is 8월.
  // NOT facts of the project: 해운대 호텔 7년 (his past job), 장인어른 멸치 배 (family), 작년 한달에 40병 (last
  // year's sales), 페트병 / 손으로 쓴 스티커 (the old packaging, not the materials wanted), 말통 18리터 8만원 (old bulk
  // price), 공장 6개월 속성 (competitors' product), 설 (already too late).
  {
    id: 'heldout61-packaging-ko-gijang-anchovy-sauce-label-giftset',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 부산 기장에서 멸치액젓 만드는 박준호라고 합니다 원래 해운대 호텔 한식당에서 7년 요리했었는데 처가가 기장에서 멸치 배를 하셔서 결혼하고 여기 눌러앉았어요 ㅋㅋ 장인어른이 봄 멸치철에 잡은 걸로 3년 숙성시켜서 액젓을 내는데 그동안은 동네 분들한테 말통으로 팔고 끝이었거든요 이번에 제가 소포장으로 제대로 팔아보려고 병에 붙일 라벨이랑 선물세트 박스 디자인 맡기려구요',
      '작년에 시험삼아 스마트스토어에 페트병에 손으로 쓴 스티커 붙여서 올렸는데 한달에 40병 정도 나갔어요 근데 리뷰에 맛은 좋은데 포장이 너무 시골스럽다 선물하기 애매하다 이런 말이 많아서요 ㅠ 시중에 파는 액젓은 대부분 공장에서 6개월 속성으로 만든거라 비린내가 강한데 저희건 3년 숙성이라 맑고 비린내가 거의 없어요 이게 진짜 자랑이에요 참고로 말통(18리터) 한통에 8만원 받았었어요',
      '제품은 500ml 유리병이랑 1리터 두개로 갈 거고 선물세트는 500ml 두병 들어가는 걸로 생각중입니다 판매는 스마트스토어랑 기장시장 저희 가게에서 하고 백화점 지역특산물 코너에도 한번 넣어보려구요 설은 이미 늦었고 추석 전에 찍으려면 8월까지 디자인 끝나면 좋겠습니다',
    ],
    whenAsked: {
      product_description: '멸치랑 소금만 넣고 3년 삭힌 액젓이에요 김장할때 제일 많이 쓰시고 국 간할때도 쓰고요',
      target_audience: '명절 선물 하시는 40~60대요 요리 좀 하시는 분들이랑 식당 사장님들도요',
      preferred_style: '깔끔한데 바다 느낌? 너무 세련돼서 비싸보이기만 하는건 싫고요',
      colors_and_elements: '멸치 그림은 들어가면 좋겠고 장인어른 배 이름이 은성호인데 그거 넣고 싶어요 빨간색은 김치같아서 별로요',
      preferred_materials: '병은 말씀드린대로 유리병이고 박스는 종이면 됩니다',
      key_considerations: '유리병이라 택배로 보낼때 깨지면 안되는거요 그리고 라벨에 숙성기간이랑 원산지 잘 보이게 해주세요',
    },
    otherwise: '그건 딱히 없습니다 알아서 잘 해주세요',
    expected: {
      project_background: { said: 0, text: ['멸치액젓', '선물세트 박스'] },
      address: { said: 0, text: ['기장'] },
      product_description: { said: 0, text: ['멸치액젓'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'box', 'gift_set'] } },
      problem_need: { said: 1, text: ['시골스럽다', '선물하기 애매하다'] },
      unique_selling_point: { said: 1, text: ['3년 숙성', '비린내가 거의 없어요'] },
      specification: { said: 2, text: ['500ml', '1리터', '두병'] },
      preferred_materials: { said: 2, text: ['유리병'] },
      sales_channels: { said: 2, text: ['스마트스토어', '가게', '백화점'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['40~60대', '식당'] },
      preferred_style: { said: 'asked', text: ['깔끔', '바다'] },
      colors_and_elements: { said: 'asked', text: ['멸치', '은성호'] },
      key_considerations: { said: 'asked', text: ['깨지면', '숙성기간'] },
    },
  },

  // Visitor: 47세 남성, 2006년 인천에서 정비일 하다 워홀로 시드니에 와서 20년째, 지금 Lidcombe에서 정비소 운영.
  // 말줄임표 많고 "되요", "윅스" 같은 구어 표기, 영어 상호와 지명을 섞어 씀. 시드니 여름 시간(AEDT).
  // Exercises: four messages, the last one correcting the budget after asking his wife; the old site's URL comes
  // with its back story; one language is explicitly left out; a competitor is named next to service prices and a
  // neighbour's web budget.
  // NOT facts of the project: 2006년 / 인천 / 워홀 / 20년 (his past), 조카 10년전 윅스 (who built the old site),
  // 중국어 (explicitly not wanted now), 로그북 $280 / $250 (service prices), 옆집 타이어가게 만불 (a neighbour's
  // website cost), 5천불 alone (superseded by 5천~6천).
  {
    id: 'heldout61-website-ko-sydney-auto-repair-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 660,
    messages: [
      '안녕하세요.. 시드니에서 카센터 하는 이성호입니다. 한국 디자인 회사가 일을 꼼꼼하게 한다고 들어서 연락드려요. 2006년에 인천에서 정비일 하다가 워홀로 왔는데 그게 벌써 20년이네요 ㅎㅎ 지금은 Lidcombe에서 Lee\'s Auto 라고 정비소 운영하고 있습니다. 직원은 저 포함 4명이구요',
      '홈페이지가 있긴 한데 조카가 10년전에 윅스로 만들어준거라.. leesauto.com.au 들어가보시면 아시겠지만 폰으로 보면 다 깨지고 예약도 안되요. 손님들이 전화로만 예약하니까 차 밑에 들어가 있다가 전화 받느라 정신이 없어요. 온라인으로 예약 받을수 있게 하는게 제일 급합니다. 손님은 반은 한인 반은 현지 사람들이라 영어 한국어 둘다 되야 하구요. 요즘 중국 손님도 늘긴 했는데 중국어는 일단 됐고요',
      '참고로 여기 로그북 서비스 보통 $280 정도 받는데 저희는 $250 받아요.. 근처 프랜차이즈 Ultra Tune 홈페이지 보면 예약이 쉽게 되어있더라고요 그런 식이면 좋겠어요. 예산은 호주달러로 5천불 정도 생각하는데 작년에 옆집 타이어가게는 만불 넘게 줬다던데 그렇게까진 어렵고요..',
      '아 방금 와이프한테 물어보니 6천불까지는 괜찮다네요 예산 5천~6천으로 봐주세요',
    ],
    whenAsked: {
      main_pages: '서비스 소개, 가격표, 예약, 오시는길 정도요? 손님 후기 페이지도 있으면 좋구요',
      preferred_style: '깔끔하고 믿음직한거요.. 너무 화려한건 정비소랑 안어울려요',
      expected_deadline: '4월 말까지는 열었으면 좋겠어요 그때부터 겨울 들어가서 배터리 손님이 많아요',
      key_considerations: '예약 들어오면 제 폰으로 바로 알림 오는게 제일 중요해요. 제가 컴퓨터를 잘 못해서 관리도 쉬워야 되고요',
      category: '예약 되는 홈페이지요',
    },
    otherwise: '그건 잘 모르겠네요.. 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['정비소'] },
      address: { said: 0, text: ['Lidcombe'] },
      url: { said: 1, text: ['leesauto.com.au'] },
      problem_need: { said: 1, text: ['깨지고', '온라인으로 예약'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      languages: { said: 1, text: ['영어', '한국어'] },
      target_audience: { said: 1, text: ['한인', '현지'] },
      competitors: { said: 2, text: ['Ultra Tune'] },
      budget: { said: 3, value: { kind: 'money', amount: 5000, max: 6000, currency: 'AUD' } },
      main_pages: { said: 'asked', text: ['서비스', '가격표', '예약', '오시는길'] },
      preferred_style: { said: 'asked', text: ['깔끔', '믿음직'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['알림', '관리도 쉬워야'] },
    },
  },

  // Visitor: 29세 여성, 서울 강남 대형 필라테스 센터 강사 6년 하다 고향 청주로 내려와 자기 스튜디오를 여는 사람.
  // 느낌표, ㅋㅋ, ㅠㅠ, 이모지, "~해용" 없이도 발랄한 말투.
  // Exercises: three openers where the real size and budget sit next to the old workplace's size, a friend's
  // per-평 cost and a separate equipment budget; target, advantage, style and opening date all come unasked in
  // the third message; the rest are short replies.
  // NOT facts of the project: 서울 강남 6년 / 80평 / 기구 20대 (her old workplace), 친구 대전 요가원 평당 250 (a
  // friend's cost), 기구값 1800 (equipment, explicitly outside the budget), 대형 체인 그룹 8:1 (competitors).
  {
    id: 'heldout61-commercial-ko-cheongju-pilates-studio',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 저 청주에서 필라테스 스튜디오 오픈 준비중인 사람이에요ㅋㅋ 말이 좀 길어질 수도 있어요😅 서울 강남에 있는 큰 센터에서 6년 동안 강사로 일했는데 거기가 80평짜리에 기구만 20대 넘게 있는 곳이었거든요 근데 너무 공장식이라 회원님들 한명한명 못 챙기는게 항상 아쉬웠어요ㅠㅠ 그래서 고향 내려와서 제 이름 걸고 작게 해보려구요',
      '자리는 청주 복대동 상가 2층이고 실평수 28평이에요! 리포머 6대 정도 놓을 거고 탈의실이랑 샤워실 하나 필요해요. 친구가 작년에 대전에서 요가원 인테리어 했는데 평당 250 들었다고 해서 깜놀했어요ㅋㅋ 저는 인테리어 전체 4천만원 안에서 하고 싶어요 기구값은 빼고요! 기구는 따로 1800 정도 잡아놨어요',
      '오픈은 5월 초가 목표고 회원님들은 30~40대 직장인 여성분들이랑 출산하고 몸 회복하려는 분들 생각하고 있어요. 근처에 대형 필라테스 체인이 두개나 있는데 거기는 그룹 8:1이고 저는 최대 4:1 소수정예로 갈 거라 그게 차별점이에요! 분위기는 따뜻한 우드톤에 햇살 잘 드는 느낌? 인스타에서 본 제주 요가스테이 같은 느낌 너무 좋아요',
    ],
    whenAsked: {
      problem_need: '좁은 공간에 리포머 6대 놓고도 답답하지 않게 하는거요!',
      brand_value: '한명한명 챙김 받는 느낌이요 들어오자마자 아 편안하다 이런 느낌 받으셨으면 좋겠어요',
      colors_and_elements: '베이지랑 우드 좋아요 형광등 하얀 조명이랑 거울 너무 많은 건 싫어요ㅋㅋ',
      unique_design: '입구 쪽에 작은 티테이블 공간이요 수업 끝나고 차 한잔 하면서 얘기할 수 있게',
      key_considerations: '샤워실 배수랑 층간소음이요!! 2층이라 아래층 식당에서 민원 들어오면 안돼요ㅠ',
    },
    otherwise: '음 그건 상관없어요!',
    expected: {
      project_background: { said: 0, text: ['필라테스 스튜디오'] },
      address: { said: 1, text: ['청주', '복대동'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong' } },
      budget: { said: 1, value: { kind: 'money', amount: 40000000, bound: 'at_most', currency: 'KRW' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'early' } },
      target_audience: { said: 2, text: ['30~40대', '출산'] },
      competitive_advantage: { said: 2, text: ['4:1', '소수정예'] },
      preferred_style: { said: 2, text: ['우드톤', '햇살'] },
      problem_need: { said: 'asked', text: ['답답하지 않게'] },
      brand_value: { said: 'asked', text: ['챙김', '편안'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '형광등'] },
      unique_design: { said: 'asked', text: ['티테이블'] },
      key_considerations: { said: 'asked', text: ['층간소음', '샤워실 배수'] },
    },
  },

  // Visitor: 50대 남성, 김해 가구 철물 제조사 대성정밀 영업이사. 대기업 자동차 부품 15년 하다 아버지 회사에 들어옴.
  // 회사 연혁부터 꺼내는 정중한 ~습니다체, 문장은 길고 정확함.
  // Exercises: four messages; last year's booth (3x3 at 벡스코) sits next to this year's; the booth size is corrected
  // in the last message (36 → 54제곱미터) while the budget stays; three show dates in one sentence; the key
  // consideration (직접 만져보게) comes unasked.
  // NOT facts of the project: 1991년 창업 / 대기업 15년 / 5년 전 (company and personal history), 작년 벡스코 가구전
  // 공동관 3x3 (last year's booth), 블룸 / 헤티히 (competitors' booths), 부스 4개 36제곱미터 (superseded), 국내 가구공장
  // 납품 (past business model).
  {
    id: 'heldout61-exhibition-ko-gimhae-hinge-kintex-booth',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 김해에서 가구 경첩이랑 서랍레일 만드는 대성정밀 영업 맡고 있는 정우석 이사입니다. 아버님이 1991년에 창업하신 회사고 저는 대기업 자동차 부품 쪽에 15년 있다가 5년 전에 들어왔습니다. 그동안은 국내 가구공장 납품 위주였는데 올해 처음으로 저희 이름을 건 댐퍼 경첩 신제품을 내게 돼서 킨텍스 코리아빌드에 단독 부스로 나갑니다.',
      '작년에는 부산 벡스코 가구전에 조합 공동관으로 3x3 한 칸 얻어서 나갔었는데 솔직히 존재감이 하나도 없었습니다. 옆에 블룸이나 헤티히 같은 외국 브랜드 부스는 사람이 바글바글한데 저희는 카탈로그만 쌓여 있었고요. 이번엔 부스 4개 붙여서 36제곱미터로 신청했습니다. 예산은 부스 디자인 시공 포함해서 3천만원 정도 생각하고 있습니다.',
      '일정은 7월 29일 개막이고 반입은 27일부터, 철수는 8월 1일 전시 끝나고 당일 밤까지 빼야 된다고 들었습니다. 주로 만나고 싶은 분들은 가구 제조사 구매 담당이랑 인테리어 업체 바이어들입니다. 경첩이 소리 없이 부드럽게 닫히는 걸 직접 만져보게 하는 게 제일 중요합니다.',
      '아 정정하겠습니다. 방금 사무실에서 확인해 보니 4부스가 아니라 6부스로 신청돼 있네요. 54제곱미터입니다.',
    ],
    whenAsked: {
      brand_value: '30년 넘게 한 우물 판 제조사라는 신뢰입니다. 작지만 기술은 외국 브랜드 못지않다는 느낌을 받으셨으면 합니다.',
      preferred_style: '깔끔하고 금속 느낌 살린 거요. 너무 화려한 건 저희랑 안 맞습니다.',
      unique_design: '체험용 가구 벽이 있었으면 합니다. 문짝 여러 개 달아서 관람객이 직접 열고 닫아볼 수 있게요.',
      water_electricity_supply: '전기만 있으면 됩니다. 물은 필요 없습니다.',
      key_considerations: '말씀드린 대로 제품을 직접 만져보게 하는 게 제일 중요합니다.',
    },
    otherwise: '그 부분은 특별히 없습니다. 전문가께서 판단해 주십시오.',
    expected: {
      project_background: { said: 0, text: ['댐퍼 경첩', '코리아빌드'] },
      address: { said: 0, text: ['킨텍스'] },
      problem_need: { said: 1, text: ['존재감'] },
      budget: { said: 1, value: { kind: 'money', amount: 30000000, currency: 'KRW' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-07-29', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-07-27', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-08-01', precision: 'day' } },
      target_audience: { said: 2, text: ['구매 담당', '인테리어 업체'] },
      key_considerations: { said: 2, text: ['직접 만져보게'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 54, unit: 'm2' } },
      brand_value: { said: 'asked', text: ['신뢰', '외국 브랜드 못지않다'] },
      preferred_style: { said: 'asked', text: ['금속'] },
      unique_design: { said: 'asked', text: ['문짝', '열고 닫아'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
    },
  },

  // Visitor: 62세 여성, 서울 노원에서 초등교사 32년 하고 작년 2월 퇴직. 남편과 둘이 딸네 근처 춘천으로 이사.
  // 말끝마다 ".."를 붙이고 띄어쓰기가 조금씩 어긋나는 느릿한 말투.
  // Exercises: four messages; the old Seoul home's size and a daughter's friend's cost sit next to the real ones;
  // the 평수 is corrected in the last message (34 → 32); age is given as a build year (1998 → 28년);
  // household and a study for books come unasked in message 2.
  // NOT facts of the project: 노원 / 32년 / 작년 2월 퇴직 (her past), 남편 공무원 퇴직, 딸 병원 (family), 노원 집 42평
  // (the old home), 딸 친구네 6천 (someone else's cost), 34평 (superseded; it is the next line's size).
  {
    id: 'heldout61-residential-ko-chuncheon-retiree-apartment-remodel',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 춘천으로 이사 준비하는 사람이에요.. 제가 서울 노원에서 초등학교 교사로 32년 있다가 작년 2월에 퇴직했어요 남편도 공무원 퇴직했고요. 큰딸이 춘천에서 병원 다니는데 손주 좀 봐달라고 해서 딸네 근처로 내려가기로 했어요 ㅎㅎ 노원 집은 42평이었는데 둘이 살기엔 너무 커서 팔았구요..',
      '새로 산 집은 퇴계동 아파트고 1998년에 지은거라 손볼게 많아요.. 34평이고 방 세개 화장실 두개에요. 전체 다 뜯어고치는 리모델링 하려구요 부엌이 좁고 어둡고 베란다 샷시도 다 낡아서 겨울에 외풍이 심하대요. 딸 친구네는 작년에 비슷한 평수 6천 들었다는데 저희는 5천 정도로 생각하고 있어요',
      '남편이 책이 워낙 많아서 책장 놓을 서재가 하나 꼭 있었으면 하고 저는 주말에 손주들 와서 자고 갈 방이 있었으면 해요.. 이사는 5월 중순에 하려고 해요',
      '아 그리고 평수 잘못 말씀드렸어요 34평 아니고 32평이래요 34평은 옆 라인이라네요ㅎㅎ',
    ],
    whenAsked: {
      lifestyle: '둘이 조용히 지내요.. 남편은 책 읽고 저는 요리하는 거 좋아하고 주말엔 손주들 와서 북적북적해요',
      preferred_style: '밝고 따뜻한 느낌이요 너무 꾸민 카페 같은 거 말고 편안한 거요',
      colors_and_elements: '원목 좋아해요 요즘 유행하는 회색 타일 그런건 빼주세요..',
      key_considerations: '제가 무릎이 안좋아서 문턱 없애고 욕실 미끄럽지 않게 해주세요 나이 들어서도 계속 살 집이니까요',
      target_audience: '남편이랑 저 둘이고 주말에 손주 둘이 와요',
    },
    otherwise: '그건 잘 모르겠어요.. 좋은 쪽으로 해주세요',
    expected: {
      project_background: { said: 1, text: ['리모델링'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 1, text: ['퇴계동'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      layout: { said: 1, text: ['방 세개', '화장실 두개'] },
      problem_need: { said: 1, text: ['부엌이 좁고 어둡고', '외풍'] },
      budget: { said: 1, value: { kind: 'money', amount: 50000000, currency: 'KRW' } },
      target_audience: { said: 2, text: ['남편', '손주'] },
      move_in_date: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'mid' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      lifestyle: { said: 'asked', text: ['요리'] },
      preferred_style: { said: 'asked', text: ['밝고 따뜻한', '편안'] },
      colors_and_elements: { said: 'asked', text: ['원목', '회색 타일'] },
      key_considerations: { said: 'asked', text: ['문턱', '미끄럽지 않게'] },
    },
  },

  // Visitor: 37세 남성, 대전 인디밴드 느린우체통 드러머, 낮엔 둔산동 학원 수학강사. 영어는 소문자(cd, lp),
  // ㅋㅋ 많고 "되요", "넘겨야되요" 식으로 맞춤법 대충.
  // Exercises: three openers with the band's history, last album's sales and a crowdfunding goal; the design deadline
  // (4월 초, because pressing takes two months) sits next to the release month (6월); the album title's story
  // gives the style; the rest, including who decides, only when asked.
  // NOT facts of the project: 둔산동 학원 / 9년째 (his day job), 2019년 1집 / 친구가 공짜로 (the first album), cd 500장
  // 3년 (past sales), 텀블벅 목표금액 800 (a funding goal, not a design budget), 6월 발매 (release, not the design
  // deadline), 대전역 앞 정류장 (the songs' memory, not the band's address).
  {
    id: 'heldout61-other-ko-daejeon-indie-band-album-cover',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대전에서 활동하는 밴드 느린우체통 드럼 치는 사람입니다ㅋㅋ 낮엔 둔산동 학원에서 수학 가르치고 밤엔 합주하고 그렇게 산지 9년째네요 2019년에 1집 냈을때는 멤버 친구가 공짜로 커버 그려줬었는데 이번엔 제대로 해보자고 해서 연락드려요',
      '이번에 정규 2집이 나오는데 cd랑 lp 둘다 찍을거라 앨범 커버랑 안에 들어가는 가사집 디자인을 맡기고 싶어요 공연 포스터도 하나 같이 해주시면 좋구요 1집은 cd 500장 찍어서 3년 걸려서 겨우 다 팔았어요ㅋㅋ 이번엔 텀블벅으로 lp 300장 펀딩하려구요 목표금액 800',
      "앨범 제목이 '겨울 정류장'인데 대전역 앞 버스 정류장에서 막차 기다리던 기억으로 만든 노래들이에요 그래서 커버에 그 새벽 정류장 느낌이 났으면 좋겠어요 lp 공장이 두달 걸린다해서 커버는 4월 초까지는 넘겨야되요 발매는 6월이고요",
    ],
    whenAsked: {
      problem_need: '1집은 솔직히 아마추어 티가 났어요ㅋㅋ 이번엔 lp로 소장하고 싶은 앨범으로 보이는게 목표에요',
      target_audience: '인디음악 좋아하는 20~30대요 lp 모으는 분들',
      colors_and_elements: '새벽 남색이랑 가로등 주황빛? 멤버들 얼굴 나오는건 싫어요ㅋㅋ',
      key_considerations: 'lp 사이즈랑 cd 사이즈 둘다 잘 나와야되는거요 작게 줄여도 제목은 보여야함',
      collaboration_notes: '멤버가 4명이라 다 의견이 달라요ㅋㅋ 최종은 보컬 형이 정하기로 했고 카톡 단톡방으로 공유해주시면 좋겠어요',
    },
    otherwise: '그건 딱히 없어요 ㅇㅇ',
    expected: {
      address: { said: 0, text: ['대전'] },
      project_background: { said: 1, text: ['정규 2집'] },
      other_design_requirements: { said: 1, text: ['앨범 커버', '가사집', '포스터'] },
      preferred_style: { said: 2, text: ['새벽 정류장 느낌'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'early' } },
      problem_need: { said: 'asked', text: ['소장하고 싶은'] },
      target_audience: { said: 'asked', text: ['20~30대', 'lp 모으는'] },
      colors_and_elements: { said: 'asked', text: ['남색', '가로등'] },
      key_considerations: { said: 'asked', text: ['lp 사이즈', 'cd 사이즈'] },
      collaboration_notes: { said: 'asked', text: ['보컬', '단톡방'] },
    },
  },
];
