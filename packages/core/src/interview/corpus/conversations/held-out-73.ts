import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A seventy-third batch of held-out visitors, written blind from the field list (three writers, one a language, none
 * of whom read the engine): every project type in all three languages. Its theme: ordinary visitors as they come (some
 * tell a lot in a long first message, some give one fact a message, some wait to be asked; a few correct something they
 * said earlier). Written in session 35 and played once on ce8a4c2f, before any change for it. Each writer's own notes
 * follow, and each conversation has a comment of what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (en-US, batch 73: as they come)
 * brand: a candle maker in West Asheville tells most of it in one long first message, then adds the name story and links, and later moves her deadline up (correction wins).
 * packaging: a hot honey beekeeper in Albuquerque types one short lowercase fact per message and corrects the jar size.
 * website: a piano teacher in San Antonio says almost nothing up front and waits to be asked; one plain decline (competitors).
 * commercial: a taqueria owner in Sacramento packs background, problem, budget and opening date into a long first message, then corrects the square footage.
 * exhibition: a maple farm's marketing lead gives several facts a message (size, show dates, utilities, move-in/out) and corrects the booth size.
 * residential: a Honolulu condo owner gives facts in short bursts and corrects the bath count; the rest comes when asked.
 * other: a historical society volunteer in Galena wants a walking-tour map and plaques, writes tidy full sentences, and corrects the plaque count.
 */
/* Writer's note (zh-TW, batch 73: as they come)
 * brand: 台南安平豆花店的孫女，開場只丟一句話就等著被問；大部分事實都在回答裡，商標協助的回答含糊（不列入）。
 * packaging: 魚池鄉紅茶園第二代，第一則訊息一口氣講完，之後更正茶包入數（10入→12入，更正為準）。
 * website: 鳳山寵物美容店老闆，一則訊息只講一件事；競爭對手的回答是「不知道」（不列入）。
 * commercial: 中壢髮廊老闆要在藝文特區開二店，每則訊息帶好幾個事實；中壢是舊店位置不是這次的空間。
 * exhibition: 彰化和美自行車花鼓工廠第一次參加自行車展，日期分開講，攤位大小後來更正（3x6→3x9，27平方米）。
 * residential: 退休夫妻整理羅東老透天厝，開場長訊息很工整；入住時間回答含糊（不列入），台北是現居地不是房子地點。
 * other: 三個大學同學做台灣小吃卡牌桌遊，一次一件事，之後更正設計完成時間（4月底→7月底）。
 */
/* Writer's note (ko-KR, batch 73: as they come)
 * brand: 전주 양갱 가게 딸, 첫 메시지 한 줄만 보내고 나머지는 물어봐야 답하는 사람; 출원 중 + 변리사 있음, 한 질문은 패스.
 * packaging: 서귀포 귤 농장 2세, 한 메시지에 사실 하나씩 툭툭; 용량을 500ml에서 300ml로 정정, 라벨+선물 세트 복수 선택.
 * website: 해운대 필라테스 원장, 첫 메시지에 배경·문제·예약형·언어·예산을 길게 몰아서; 일본어는 나중(언어 아님), 마감은 따로.
 * commercial: 수원 행궁동 베이커리 카페 부부, 한두 개씩 말하다가 오픈 4월을 5월로 정정; 2층 주거·공사 시작월은 사실 아님.
 * exhibition: 김포 반려견 간식 회사, 긴 첫 메시지에 개막·반입·철수 날짜와 부스 크기; 전기만 필요, 회사 위치는 전시 장소 아님.
 * residential: 양평 전원주택 산 은퇴 부부, 존댓말로 차분히; 45평(땅)을 38평(건물)으로 정정, 서울 아파트 비우는 날이 입주 기한.
 * other: 대구 수성구 어린이 도서관 관장, 두 메시지에 작업·문제·기한·현장 방문 횟수를 정리해서; 나머지는 물어보면 답함.
 */
export const seventyThirdHeldOutConversations: CorpusConversation[] = [
  // Dana, 34, runs Hollow Pine Candle Co. from her garage in West Asheville, NC. Chatty, tidy punctuation, apologizes
  // for the long first message that holds background, products, problem and a first deadline. Then the name story,
  // then her links, then a correction of the deadline after talking to her printer, then a one-line trademark status.
  // Exercises: a long first message covering many fields; a deadline corrected to an earlier date (later index wins);
  // a vague reply on trademark help (left out). NOT facts: 3 years (time in business), 14 shops, 2022 (old logo),
  // Burnsville and 2021 (grandpa's cabin and death, not the address), April (market season), 4 weeks (printer lead
  // time), mid-March (superseded deadline).
  {
    id: 'heldout73-brand-en-candle-grandpa-pine',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi there! Long message incoming, sorry. I'm Dana and I run Hollow Pine Candle Co. out of my garage in West Asheville. Hand-poured soy candles, wax melts, and a few reed diffusers. Been at it about 3 years, mostly Etsy and weekend markets, and 14 shops carry us now. My logo is something I threw together in Canva in 2022 and it looks it. I want a full identity: logo, colors, fonts, a label system, the works. The real problem is that on a shelf next to other candle brands nobody can tell what we are, the labels are busy and the name is hard to read. Ideally done by mid-March since spring market season kicks off in April.",
      "Oh and the name! Behind my grandpa's cabin up near Burnsville there was this huge old hollow pine we used to hide inside as kids. He passed in 2021 and the very first candle I ever made was a pine and cedar one for his memorial.",
      "Insta is @hollowpinecandles and the shop is etsy.com/shop/hollowpinecandleco",
      "Actually scratch mid-March. Just got off the phone with my label printer and they need about 4 weeks lead time, so I need final files by Feb 20 at the latest.",
      "Not trademarked yet btw.",
    ],
    whenAsked: {
      need_registration_assistance: "Maybe? I honestly have no idea what that involves or costs. Can we circle back on it?",
      target_audience: "Mostly women 25 to 50 who love cozy stuff, and a lot of people buying gifts. They care that it's clean-burning and made locally.",
      preferred_style: "Woodsy but clean. Kind of like an old national park sign, but modern. Not rustic-cutesy with mason jars and twine.",
      colors_and_elements: "Deep forest green, cream, maybe a rusty orange. I'd love a pine tree or a pine cone in there somehow. No black and gold, every candle brand does that.",
      key_considerations: "It has to work on a tiny 2 inch round label and still be readable. And I want it to feel like my grandpa without feeling sad.",
    },
    otherwise: "No strong preference on that one.",
    expected: {
      project_background: { said: 0, text: ['Hollow Pine Candle Co.', 'full identity'] },
      products_or_services: { said: 0, text: ['soy candles', 'wax melts', 'reed diffusers'] },
      problem_need: { said: 0, text: ['nobody can tell what we are'] },
      address: { said: 0, text: ['West Asheville'] },
      brand_name_story: { said: 1, text: ['hollow pine', "grandpa's cabin"] },
      brand_website: { said: 2, text: ['@hollowpinecandles', 'etsy.com/shop/hollowpinecandleco'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-20', precision: 'day', relation: 'by' } },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      target_audience: { said: 'asked', text: ['women 25 to 50', 'gifts'] },
      preferred_style: { said: 'asked', text: ['national park sign'] },
      colors_and_elements: { said: 'asked', text: ['forest green', 'No black and gold'] },
      key_considerations: { said: 'asked', text: ['2 inch round label'] },
    },
  },

  // Ray Tafoya, 41, keeps bees in the South Valley of Albuquerque and sells Bosque Bee hot honey. Types on his phone in
  // short lowercase bursts, one fact a message, no capitals, little punctuation. Corrects the big jar size from 8 oz to
  // 12 oz. Exercises: one fact per message; a specification corrected later (later index wins); several packaging forms
  // in one line; a vague materials reply (left out). NOT facts: 8 oz (superseded, last year's jar), 2 coffee shops
  // (a count, not a channel name), 2 weeks (steeping time), market season, under 1 year (a warning on the label).
  {
    id: 'heldout73-packaging-en-hot-honey-hex-jar',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hi. need jar labels and a gift box for our hot honey, Bosque Bee",
      "its raw wildflower honey from our own hives, infused with dried red chile from hatch",
      "8 oz hex jars. the gift box holds 3 of the little 2 oz minis",
      "we sell at the downtown growers market and on our website, plus 2 coffee shops",
      "oh we're in the south valley, albuquerque",
      "wait sorry the big jar is 12 oz not 8, 8 was last years. minis are still 2 oz",
      "need it done by march 1 so the printer has time before market season",
    ],
    whenAsked: {
      unique_selling_point: "we keep our own bees and steep whole chile pods for 2 weeks, not extract. most hot honey out there is basically syrup with vinegar",
      target_audience: "foodies, people who put hot honey on pizza lol. mostly 25 to 45. tourists buy the gift boxes",
      preferred_style: "something southwest but not cheesy. no cartoon chile peppers in sombreros please",
      colors_and_elements: "red and gold obviously. maybe a bee and a zia sun but kept simple",
      preferred_materials: "no idea honestly, whatever doesnt fall apart when the jar gets sticky",
      key_considerations: "the label has to survive honey drips and people handling it a lot. and the ingredients plus the warning about babies under 1 year have to fit",
    },
    otherwise: "no preference",
    expected: {
      project_background: { said: 0, text: ['Bosque Bee', 'hot honey'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      product_description: { said: 1, text: ['wildflower honey', 'red chile'] },
      sales_channels: { said: 3, text: ['growers market', 'website', 'coffee shops'] },
      address: { said: 4, text: ['south valley'] },
      specification: { said: 5, text: ['12 oz', '2 oz'] },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      unique_selling_point: { said: 'asked', text: ['our own bees', 'not extract'] },
      target_audience: { said: 'asked', text: ['pizza', 'tourists'] },
      preferred_style: { said: 'asked', text: ['southwest but not cheesy'] },
      colors_and_elements: { said: 'asked', text: ['bee', 'zia sun'] },
      key_considerations: { said: 'asked', text: ['honey drips', 'babies under 1 year'] },
    },
  },

  // Tomás Reyes, 58, teaches piano from his home in Alamo Heights, San Antonio. Polite, a little unsure with computers,
  // says one line about himself and then waits to be asked. Exercises: a visitor who volunteers almost nothing, so the
  // front desk must ask every core field; an existing Facebook page as the only web presence; a budget range; a plain
  // decline on competitors (skipped). NOT facts: 6 to 14 (the children's ages, in the audience text, not a number
  // field), summer registration (only the reason for May 1), $4,000 is the range's top, not a second budget.
  {
    id: 'heldout73-website-en-piano-studio-booking',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi, I teach piano out of my home in Alamo Heights and I think I need a website.",
      "Go ahead and ask me whatever you need to know.",
    ],
    whenAsked: {
      url: "Not a real one. Just a Facebook page, facebook.com/reyespianostudio",
      category: "Mostly so parents can sign up for a trial lesson and pick times. So booking, I guess.",
      problem_need: "I spend hours every week texting back and forth with parents about scheduling. I'd like them to book and pay online.",
      main_pages: "Home, about me, lessons and rates, a calendar to book, and a page for recital photos.",
      languages: "English and Spanish. A lot of my students' grandparents only read Spanish.",
      target_audience: "Parents of kids 6 to 14 mostly, and some adult beginners who always wanted to learn.",
      competitors: "I'd rather not point at anybody else, sorry.",
      preferred_style: "Warm and friendly, not fancy. Like a neighborhood bakery's website.",
      budget: "I was thinking about $3,000. Maybe up to $4,000 if the booking part is complicated.",
      expected_deadline: "Before summer registration opens, that's May 1.",
      key_considerations: "It has to be easy for me to update myself. I am not very good with computers.",
    },
    otherwise: "No preference, whatever you think is best.",
    expected: {
      project_background: { said: 0, text: ['piano'] },
      address: { said: 0, text: ['Alamo Heights'] },
      url: { said: 'asked', text: ['facebook.com/reyespianostudio'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 'asked', text: ['texting back and forth', 'book and pay online'] },
      main_pages: { said: 'asked', text: ['lessons and rates', 'recital photos'] },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['Parents of kids 6 to 14', 'adult beginners'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['Warm and friendly'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 3000, max: 4000, currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['easy for me to update'] },
    },
  },

  // Lupe Sandoval, 45, and her wife run Taqueria Las Cuatas in Oak Park, Sacramento, and are moving into an old
  // pharmacy on Broadway. Warm, well punctuated; one long first message carries background, problem, size, budget and
  // opening date, then a short line on what the place should feel like, then a correction of the size after rereading
  // the lease. Exercises: many fields in one message; a space size corrected (later index wins); a budget with an
  // exclusion. NOT facts: 9 years (time in business), 600 sq ft and 4 tables (the current spot), two blocks,
  // 2,400 sq ft (superseded, includes the basement), kitchen equipment (excluded from the budget, no amount).
  {
    id: 'heldout73-commercial-en-taqueria-old-pharmacy',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi! My wife and I have run Taqueria Las Cuatas in Oak Park, Sacramento for 9 years out of a tiny 600 sq ft spot with 4 tables. We just signed a lease on the old pharmacy two blocks down on Broadway, about 2,400 sq ft, and we want to turn it into a real sit-down restaurant with a bar for aguas frescas and margaritas. Right now half our customers wait outside on the sidewalk because there's nowhere to stand, and the kitchen is so cramped we can't add anything to the menu. We're hoping to open by Cinco de Mayo. Budget for the build-out is around $350,000, not counting kitchen equipment.",
      "It should feel like eating at your tía's house. Loud, warm, everybody welcome. That's really who we are.",
      "Correction on the size, I just reread the lease and it's 2,150 sq ft. The 2,400 includes the basement storage.",
    ],
    whenAsked: {
      target_audience: "Families from the neighborhood, Sac State students, and the lunch crowd from the offices along Broadway.",
      competitive_advantage: "Everything is from scratch and the tortillas are handmade right in front of you. Nobody else around here does that.",
      preferred_style: "Colorful but not a theme-park Mexico. Modern with some old touches.",
      colors_and_elements: "Pink and orange, talavera tile, lots of plants. No sombreros or serapes on the walls please.",
      unique_design: "A window on the sidewalk where people can watch the tortillas being made.",
      key_considerations: "My mother-in-law uses a wheelchair, so everything has to work for her. And we really can't go over budget.",
    },
    otherwise: "No particular preference.",
    expected: {
      project_background: { said: 0, text: ['Taqueria Las Cuatas', 'old pharmacy'] },
      problem_need: { said: 0, text: ['wait outside on the sidewalk', 'kitchen is so cramped'] },
      address: { said: 0, text: ['Oak Park', 'Broadway'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-05-05', precision: 'day', relation: 'by' } },
      budget: { said: 0, value: { kind: 'money', amount: 350000, currency: 'USD' } },
      brand_value: { said: 1, text: ["tía's house", 'everybody welcome'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 2150, unit: 'ft2' } },
      target_audience: { said: 'asked', text: ['Families', 'Sac State students'] },
      competitive_advantage: { said: 'asked', text: ['tortillas are handmade'] },
      preferred_style: { said: 'asked', text: ['not a theme-park Mexico'] },
      colors_and_elements: { said: 'asked', text: ['talavera tile', 'No sombreros'] },
      unique_design: { said: 'asked', text: ['watch the tortillas being made'] },
      key_considerations: { said: 'asked', text: ['wheelchair'] },
    },
  },

  // Priya Raman, 31, marketing lead at Sugarwood Farm (maple products) in Hardwick, Vermont, planning the farm's first
  // real booth at a specialty food show in Boston. Tidy, businesslike; several facts per message. Corrects the booth
  // size from 10x20 to 10x10. Exercises: booth dimensions to an area; show, move-in and move-out dates in two messages;
  // water and power from a description of sampling; a budget next to a booth fee. NOT facts: Hardwick, Vermont (the
  // farm, not the venue), 10x20 (superseded, what they applied for), $6,800 (booth fee), two more shows, fourth
  // generation (a story detail, not a number field).
  {
    id: 'heldout73-exhibition-en-maple-farm-corner-booth',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello, I'm Priya, marketing lead at Sugarwood Farm in Hardwick, Vermont. We make maple syrup, maple cream and maple-roasted nuts. We're exhibiting at the Northeast Specialty Food Show at the Boston Convention and Exhibition Center, our first time with a real booth instead of a shared table.",
      "Booth is 10x20 ft, corner spot. The show runs June 7 to 9. We want to sample, so we'll need power for a warmer and water for a hand sink.",
      "Move-in is June 5, move-out is June 9 right after the show closes.",
      "Correction, I mixed up the floor plan: we're 10x10. The 10x20 was what we applied for. Still a corner though.",
      "Budget is $25k for design and build, not including the $6,800 booth fee.",
    ],
    whenAsked: {
      brand_value: "We're a fourth generation family farm and it's honest food, nothing added. People should feel like they stepped into our sugarhouse for a minute.",
      target_audience: "Buyers from specialty grocers and co-ops, and distributors. Not really the public.",
      preferred_style: "Clean and bright, a bit Scandinavian, with real wood. Not plaid everything.",
      unique_design: "Could we do a wall of backlit syrup bottles showing the grades, from golden to very dark?",
      key_considerations: "It has to be easy to ship and reuse, we're taking it to two more shows this year. And the sampling area has to pass the health inspector.",
    },
    otherwise: "No particular preference.",
    expected: {
      project_background: { said: 0, text: ['Sugarwood Farm', 'maple syrup'] },
      address: { said: 0, text: ['Boston Convention and Exhibition Center'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-06-07', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['both'] } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-06-05', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-06-09', precision: 'day', relation: 'on' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 100, unit: 'ft2' } },
      budget: { said: 4, value: { kind: 'money', amount: 25000, currency: 'USD' } },
      brand_value: { said: 'asked', text: ['family farm', 'sugarhouse'] },
      target_audience: { said: 'asked', text: ['specialty grocers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['Scandinavian', 'real wood'] },
      unique_design: { said: 'asked', text: ['backlit syrup bottles'] },
      key_considerations: { said: 'asked', text: ['ship and reuse', 'health inspector'] },
    },
  },

  // Glenn Nakamura, 63, and his wife Joyce own a condo in a high-rise in Makiki, Honolulu; Joyce retires soon.
  // Short, plain messages with an "Aloha", a fact or two at a time; corrects the bath count; the rest only when asked.
  // Exercises: a property age given with the build year and in years; a layout corrected (later index wins); a
  // move-in date while staying elsewhere during the work. NOT facts: 1974 (only the basis for the age), 2 bath
  // (superseded), last year (termites), 88 (the mother-in-law's age), Mililani (the daughter's home, not the address),
  // 8 to 4 (building work hours).
  {
    id: 'heldout73-residential-en-makiki-condo-termites',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -600,
    messages: [
      "Aloha. We're looking to renovate our condo in a high-rise in Makiki before my wife retires.",
      "It's a 2 bedroom, 2 bath, about 870 square feet. Built in 1974, so 52 years old this year.",
      "Oops, correction: 2 bedrooms but 1 and a half baths, not 2. The half bath is just a toilet and sink.",
      "Biggest thing is the kitchen. It's original, the cabinets are falling apart and termites got into them last year.",
    ],
    whenAsked: {
      target_audience: "Just me and my wife, Joyce. Her mom might stay with us part of the year, she's 88.",
      lifestyle: "Joyce quilts and I cook a lot, mostly Japanese and local food. We have the grandkids over every Sunday.",
      preferred_style: "Simple and calm, a little Japanese. Natural wood. Nothing too shiny.",
      colors_and_elements: "Light colors, keep it airy so we can leave the lanai doors open. No carpet please.",
      budget: "We have about $90,000 set aside for it.",
      move_in_date: "We'll stay at our daughter's in Mililani during the work, so we'd like to be back in by November 1.",
      key_considerations: "The building is strict, work only weekdays 8 to 4 and the AOAO has to approve everything. And Joyce needs a sewing corner.",
    },
    otherwise: "Nothing in particular.",
    expected: {
      project_background: { said: 0, text: ['renovate our condo'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['Makiki'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 870, unit: 'ft2' } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 52, unit: 'years' } },
      layout: { said: 2, text: ['2 bedrooms', '1 and a half baths'] },
      problem_need: { said: 3, text: ['cabinets are falling apart', 'termites'] },
      target_audience: { said: 'asked', text: ['Joyce', 'Her mom'] },
      lifestyle: { said: 'asked', text: ['quilts', 'grandkids over every Sunday'] },
      preferred_style: { said: 'asked', text: ['a little Japanese', 'Natural wood'] },
      colors_and_elements: { said: 'asked', text: ['Light colors', 'No carpet'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 90000, currency: 'USD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-11-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['AOAO', 'sewing corner'] },
    },
  },

  // Hal Jensen, 71, retired teacher and volunteer with the historical society in Galena, Illinois. Formal, full
  // sentences, a "Good evening"; tells the story over four messages and corrects the number of plaques after a board
  // meeting. Exercises: an "other" project (illustrated map plus plaques) with the requirement corrected (later index
  // wins); visitors' home cities that are not the address; a design deadline tied to a printer and a holiday.
  // NOT facts: 1998 (the old map), Chicago and Dubuque (where visitors come from), 12 plaques (superseded), a month
  // (printer time), Memorial Day (the reason, not the deadline), second Tuesday (board meetings), five (board size).
  {
    id: 'heldout73-other-en-galena-walking-tour-map',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Good evening. I volunteer with the historical society here in Galena, Illinois. We have a walking tour of the old downtown that people do on their own, but the map we hand out is a black and white photocopy from about 1998 and frankly it is embarrassing.",
      "What we would like is an illustrated fold-out map of Main Street and the surrounding blocks, plus designs for 12 small bronze plaques to go on the buildings.",
      "Most of our visitors are day-trippers from Chicago and Dubuque. A lot of retirees, and some young families in the summer.",
      "I need to correct myself. The board met tonight and we can only afford 8 plaques this year, not 12. So it is the fold-out map and 8 plaques.",
    ],
    whenAsked: {
      problem_need: "People get lost and skip half the stops. We want them to see the whole district and stop in the shops along the way.",
      preferred_style: "Something like the old WPA travel posters. Hand drawn, but not cartoonish.",
      colors_and_elements: "Brick red and a dark green would suit the town. Please, no clip art.",
      expected_deadline: "We would need the designs done by April 15 so the printer has a month. The brochures must be out before Memorial Day.",
      key_considerations: "Accuracy. Every building name and date must be checked against our records, people here will notice. And print large enough for older eyes.",
      collaboration_notes: "I am the contact, but our board of five approves everything at the monthly meeting, the second Tuesday. Email is best, I do not text.",
    },
    otherwise: "I have no particular preference.",
    expected: {
      project_background: { said: 0, text: ['walking tour', 'photocopy'] },
      address: { said: 0, text: ['Galena, Illinois'] },
      target_audience: { said: 2, text: ['day-trippers', 'retirees', 'young families'] },
      other_design_requirements: { said: 3, text: ['fold-out map', '8 plaques'] },
      problem_need: { said: 'asked', text: ['get lost', 'whole district'] },
      preferred_style: { said: 'asked', text: ['WPA travel posters', 'Hand drawn'] },
      colors_and_elements: { said: 'asked', text: ['Brick red', 'no clip art'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Accuracy', 'large enough'] },
      collaboration_notes: { said: 'asked', text: ['board of five', 'Email is best'] },
    },
  },
  // 28歲 佳蓉，台南安平「阿蓮豆花」第三代，幫阿嬤的店做正式 logo。話很少，等著被問，句子短、有逗號。
  // Exercises: a visitor who volunteers almost nothing (two tiny messages) so nearly every core field comes from
  // whenAsked; address (listen) given in a one-word message; a vague reply to need_registration_assistance (left out);
  // a deadline beside the new shop's opening month.
  // NOT facts: 民國七十幾年 (when grandma started selling), 三十年前 (when the old sign was written),
  // 五月中 (new shop opening, not the design deadline).
  {
    id: 'heldout73-brand-zh-anping-douhua-grandma',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，想幫我們家的豆花店做一個正式的logo',
      '在台南安平啦',
    ],
    whenAsked: {
      project_background: '我們家的豆花店，想做新的logo，順便整理一下整體的樣子',
      problem_need: '現在招牌是三十年前阿公手寫的，字很有味道但拍照都看不清楚，外送平台上的圖也很亂，想統一一下',
      brand_name_story: '店名叫阿蓮豆花，阿蓮是我阿嬤的名字，她民國七十幾年就推車在賣了',
      products_or_services: '豆花、粉圓、仙草，夏天有剉冰，冬天賣燒仙草跟紅豆湯',
      registration_status: '沒有耶，應該沒有註冊過',
      need_registration_assistance: '嗯…這個再看看，要先問一下費用',
      brand_website: '只有FB粉專，搜尋阿蓮豆花就有',
      target_audience: '附近的老客人，還有來安平玩的觀光客，最近很多年輕人會來打卡',
      preferred_style: '想保留一點古早味，但不要太俗，簡單一點',
      colors_and_elements: '可以用阿公的手寫字當參考，顏色想要米白跟黑糖色，不要大紅色',
      expected_deadline: '最好四月底前，因為五月中新店面要開',
      key_considerations: '阿嬤要看得懂、也要喜歡，這個最重要',
    },
    otherwise: '沒有特別想法耶',
    expected: {
      project_background: { said: 0, text: ['豆花店', 'logo'] },
      address: { said: 1, text: ['安平'] },
      problem_need: { said: 'asked', text: ['看不清楚', '外送平台'] },
      brand_name_story: { said: 'asked', text: ['阿嬤'] },
      products_or_services: { said: 'asked', text: ['豆花', '仙草', '剉冰'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['觀光客', '年輕人'] },
      preferred_style: { said: 'asked', text: ['古早味', '簡單'] },
      colors_and_elements: { said: 'asked', text: ['手寫字', '黑糖色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['阿嬤'] },
    },
  },

  // 35歲 志豪，南投魚池鄉紅茶園第二代。第一則訊息寫了一大段，標點完整；接著更正入數。
  // Exercises: one long opener carrying background, product, form, USP, audience, channels and a deadline; a later
  // correction of the count per box (10入 → 12入, the correction wins); a shipping date beside the design deadline.
  // NOT facts: 10入 (corrected), 中秋節 (shipping target, not the design deadline), 二十幾年 (how long the farm has
  // been running).
  {
    id: 'heldout73-packaging-zh-yuchi-black-tea-giftbox',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是南投魚池鄉的小茶園，我爸種了二十幾年的台茶18號紅玉，去年開始由我接手。以前都是賣散茶給盤商，今年想做自己的品牌，推出紅玉立體茶包，想做成禮盒，一盒10入，每包2.5克。我們是無毒栽培，也有產銷履歷，這是跟其他日月潭紅茶最不一樣的地方。主要會在我們自己的官網跟日月潭附近的伴手禮店賣，客人大多是買來送禮的上班族，大概30到50歲。設計希望六月底前定稿，因為中秋節前要出貨。',
      '啊更正一下，剛剛跟我爸確認，一盒是12入不是10入，他說一打比較好算，每包一樣2.5克',
    ],
    whenAsked: {
      project_background: '魚池鄉的茶園，第一次做自己的品牌包裝',
      product_description: '紅玉立體茶包，熱水沖三分鐘就可以喝',
      specification: '一盒12入，每包2.5克',
      packaging_form: '禮盒',
      unique_selling_point: '無毒栽培，有產銷履歷',
      target_audience: '送禮的上班族',
      sales_channels: '官網跟伴手禮店',
      preferred_style: '清爽、有質感，不要太像觀光區那種',
      colors_and_elements: '想放一點湖的意象，顏色用紅茶的琥珀色，不要金色',
      preferred_materials: '紙盒就好，希望可以回收，不要塑膠內襯',
      expected_deadline: '六月底前',
      key_considerations: '成本要控制，一盒包材最好在40元內',
    },
    otherwise: '這個我沒有特別想法',
    expected: {
      project_background: { said: 0, text: ['魚池鄉', '茶園'] },
      address: { said: 0, text: ['魚池鄉'] },
      product_description: { said: 0, text: ['紅玉', '茶包'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['gift_set'] } },
      unique_selling_point: { said: 0, text: ['無毒', '產銷履歷'] },
      sales_channels: { said: 0, text: ['官網', '伴手禮店'] },
      target_audience: { said: 0, text: ['送禮', '上班族'] },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'late', relation: 'by' } },
      specification: { said: 1, text: ['12入', '2.5克'] },
      preferred_style: { said: 'asked', text: ['清爽', '質感'] },
      colors_and_elements: { said: 'asked', text: ['湖', '琥珀色'] },
      preferred_materials: { said: 'asked', text: ['紙盒', '回收'] },
      key_considerations: { said: 'asked', text: ['成本', '40元'] },
    },
  },

  // 41歲 美玲，高雄鳳山寵物美容店老闆，在店裡空檔用手機打字，一則只講一件事，沒標點。
  // Exercises: one fact per message over five messages (background+address, category, need, budget, launch date);
  // a competitors reply that is a plain "don't know" (left out); a quote from another studio beside the real budget.
  // NOT facts: 8萬 (another studio's quote), 九成 (share of clients on phones), 6年 (years the shop has been open).
  {
    id: 'heldout73-website-zh-fengshan-pet-grooming-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '我在高雄鳳山開寵物美容 開6年了',
      '想做一個可以線上預約的網站',
      '現在都用LINE預約 常常漏訊息 還有客人重複約到同一個時段',
      '預算抓10萬左右 之前有別家報8萬但什麼都不含',
      '希望3月底前可以上線',
    ],
    whenAsked: {
      project_background: '寵物美容 想要線上預約',
      url: '沒有網站 只有IG @momo.grooming',
      category: '預約的',
      problem_need: 'LINE預約常常漏掉',
      main_pages: '首頁 服務價目 預約 美容師介紹 作品照片',
      languages: '中文就好',
      target_audience: '附近養狗養貓的家庭 很多是上班族 下班後才有空預約',
      competitors: '不知道耶 沒特別看',
      preferred_style: '可愛但不要太幼稚 乾淨的',
      budget: '10萬左右',
      expected_deadline: '3月底前',
      key_considerations: '手機要好用 我的客人九成都用手機',
    },
    otherwise: '都可以',
    expected: {
      project_background: { said: 0, text: ['寵物美容'] },
      address: { said: 0, text: ['鳳山'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 2, text: ['LINE', '漏訊息'] },
      budget: { said: 3, value: { kind: 'money', amount: 100000, currency: 'TWD' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      url: { said: 'asked', text: ['momo.grooming'] },
      main_pages: { said: 'asked', text: ['價目', '預約', '美容師'] },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['養狗', '上班族'] },
      preferred_style: { said: 'asked', text: ['可愛', '乾淨'] },
      key_considerations: { said: 'asked', text: ['手機'] },
    },
  },

  // 38歲 Kevin 哥，中壢開髮廊八年，要在桃園藝文特區開第二間。訊息中等長度，每則塞好幾件事，講話直接。
  // Exercises: several facts per message (background, address, size in one; budget with an exclusion; an opening
  // date tied to a holiday); the old shop's city beside the new space's location.
  // NOT facts: 中壢 (the first shop, not this space), 八年 (years in business), 服飾店 (previous tenant),
  // 連假 (reason, not a date).
  {
    id: 'heldout73-commercial-zh-taoyuan-salon-second-shop',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我在中壢開髮廊八年了，今年要在桃園藝文特區開第二間店，空間大概35坪，之前是服飾店，現在空的',
      '舊店最大的問題是等待區太擠，客人都站在門口滑手機，洗頭區又太靠近門口，客人會覺得很沒隱私，新店不想再這樣',
      '預算裝潢抓200萬，設備另外算',
      '希望五一前開幕，勞動節連假生意很好不想錯過',
    ],
    whenAsked: {
      project_background: '髮廊二店',
      problem_need: '等待區跟隱私',
      brand_value: '想讓客人覺得是來放鬆的，不是趕快剪完就走',
      target_audience: '25到45歲的上班族女生為主，也有一些男生來燙髮',
      competitive_advantage: '我們的設計師都做很久，流動率很低，熟客很多',
      preferred_style: '溫暖、有點日系，可以參考表參道那種小店',
      colors_and_elements: '喜歡木頭跟植物，不要全白，全白看起來很像診所',
      unique_design: '想要一面可以拍照的牆，客人剪完可以打卡',
      address: '藝文特區',
      space_size: '35坪',
      budget: '200萬',
      opening_date: '五一前',
      key_considerations: '工期不能拖，租金已經在付了',
    },
    otherwise: '都可以，你們專業的決定',
    expected: {
      project_background: { said: 0, text: ['髮廊', '第二間'] },
      address: { said: 0, text: ['藝文特區'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 35, unit: 'ping' } },
      problem_need: { said: 1, text: ['等待區', '隱私'] },
      budget: { said: 2, value: { kind: 'money', amount: 2000000, currency: 'TWD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      brand_value: { said: 'asked', text: ['放鬆'] },
      target_audience: { said: 'asked', text: ['上班族'] },
      competitive_advantage: { said: 'asked', text: ['流動率', '熟客'] },
      preferred_style: { said: 'asked', text: ['日系', '表參道'] },
      colors_and_elements: { said: 'asked', text: ['木頭', '植物'] },
      unique_design: { said: 'asked', text: ['拍照的牆'] },
      key_considerations: { said: 'asked', text: ['工期', '租金'] },
    },
  },

  // 45歲 陳經理，彰化和美自行車花鼓、輪組工廠，做OEM多年，第一次用自有品牌參展。商務口吻，偶爾急著補充。
  // Exercises: venue in the opener beside the factory's town; opening and entry dates in one message; a later
  // correction of the booth size (兩個標攤 3x6 → 三個攤位 3x9 共27平方米, the correction wins); exit date and
  // utilities only when asked; a budget ceiling.
  // NOT facts: 和美 (factory location, not the venue), 3x6 / 兩個標準攤位 (corrected), 20年 (years doing OEM).
  {
    id: 'heldout73-exhibition-zh-changhua-hub-cycle-show',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是彰化和美做自行車花鼓跟輪組的工廠，做OEM快20年了，今年第一次用自己的品牌去參加台北自行車展，在南港展覽館一館。目前訂了兩個標準攤位，3x6公尺。',
      '展覽3/25開幕，前一天3/24進場佈置',
      '不好意思更正一下，業務剛剛說有多搶到一個攤位，所以是三個攤位連在一起，3x9，共27平方米',
    ],
    whenAsked: {
      project_background: '自行車花鼓跟輪組，第一次自有品牌參展',
      brand_value: '耐用、精準，想讓人覺得台灣工廠也可以有自己的牌子',
      target_audience: '歐洲跟日本的品牌買家，還有代理商',
      preferred_style: '工業風，俐落，不要太花',
      unique_design: '想把輪組拆解吊起來展示，讓人看到內部結構',
      address: '南港展覽館一館',
      space_size: '27平方米',
      water_electricity_supply: '要電，有轉台要插電，水不用',
      budget: '大概60萬以內',
      opening_date: '3/25',
      entry_date: '3/24',
      exit_date: '3/28閉展當天晚上就要撤完',
      key_considerations: '第一次用自己品牌，希望看起來專業，還有要方便跟買家坐下來談',
    },
    otherwise: '這部分沒有特別要求',
    expected: {
      project_background: { said: 0, text: ['花鼓', '輪組'] },
      address: { said: 0, text: ['南港展覽館'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-03-24', precision: 'day', relation: 'on' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 27, unit: 'm2' } },
      brand_value: { said: 'asked', text: ['耐用', '精準'] },
      target_audience: { said: 'asked', text: ['買家', '代理商'] },
      preferred_style: { said: 'asked', text: ['工業風', '俐落'] },
      unique_design: { said: 'asked', text: ['拆解', '內部結構'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 600000, bound: 'at_most', currency: 'TWD' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['專業', '坐下來談'] },
    },
  },

  // 63歲 林先生，剛和太太退休，要整理羅東父母留下的透天厝搬回去住。用詞工整、標點完整，第一則寫很長。
  // Exercises: a long tidy opener with type, age, layout, size, address and needs; household and a memory in
  // short follow-ups (memorable_moments, optional, volunteered); a current home city and drive time (distance,
  // listen); a vague move-in reply (left out).
  // NOT facts: 台北 (where they live now, not the house), 過年過節 (when the daughter visits), 三層樓 (floors, not
  // layout rooms).
  {
    id: 'heldout73-residential-zh-luodong-old-townhouse-retired',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好。我跟太太今年都退休了，打算回宜蘭羅東整理我父母留下的透天厝。房子屋齡大約四十年，三層樓，一樓前面原本是我父親的腳踏車行，後面是廚房；二樓、三樓各兩房一衛，總共大約45坪。最困擾的是樓梯太陡，我太太膝蓋不好，另外一樓很潮濕，牆壁有壁癌。',
      '平常就我們兩個住，女兒一家住台北，過年過節會回來住幾天。',
      '以前腳踏車行門口，鄰居傍晚都會搬椅子來坐著聊天，希望一樓還能留一點那種感覺。',
      '我們現在還住台北，開車回羅東大約一個半小時，週末可以回去看。',
    ],
    whenAsked: {
      project_background: '老透天厝翻新，退休後要住',
      property_category: '透天厝',
      layout: '一樓店面加廚房，二、三樓各兩房一衛',
      age: '大約四十年',
      problem_need: '樓梯太陡，一樓潮濕有壁癌',
      target_audience: '我跟太太兩個人',
      lifestyle: '早上去運動公園走路，我太太喜歡種菜、做醬菜，我喜歡泡茶',
      preferred_style: '簡單、明亮，不要太新潮',
      colors_and_elements: '想保留原本的磨石子地，其他都可以',
      address: '宜蘭羅東',
      space_size: '45坪左右',
      budget: '三百萬左右',
      move_in_date: '不急，看工程需要多久',
      key_considerations: '安全最重要，樓梯、浴室要有扶手，地板不能滑',
    },
    otherwise: '這部分沒有特別意見，請你們建議。',
    expected: {
      project_background: { said: 0, text: ['退休', '透天厝'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 40, unit: 'years' } },
      layout: { said: 0, text: ['兩房一衛'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 45, unit: 'ping' } },
      address: { said: 0, text: ['羅東'] },
      problem_need: { said: 0, text: ['樓梯太陡', '壁癌'] },
      target_audience: { said: 1, text: ['我們兩個', '女兒'] },
      memorable_moments: { said: 2, text: ['鄰居', '聊天'] },
      distance: { said: 3, value: { kind: 'number_with_unit', amount: 90, unit: 'min' } },
      lifestyle: { said: 'asked', text: ['種菜', '泡茶'] },
      preferred_style: { said: 'asked', text: ['簡單', '明亮'] },
      colors_and_elements: { said: 'asked', text: ['磨石子'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 3000000, currency: 'TWD' } },
      key_considerations: { said: 'asked', text: ['安全', '扶手'] },
    },
  },

  // 24歲 阿哲，和兩個大學同學在台北做台灣小吃主題的卡牌桌遊，要上嘖嘖募資。口語、emoji、一則講一件事。
  // Exercises: one fact a message; the deliverables list in its own message; a crowdfunding launch month beside
  // the design deadline; a later correction of the deadline (4月底 → 7月底, the correction wins).
  // NOT facts: 4月底 (corrected), 6月 / 8月 (crowdfunding launch, not the design deadline), 快一年 (time spent
  // play-testing), 15萬 (their budget, not a field here; only inside key_considerations text).
  {
    id: 'heldout73-other-zh-taipei-snack-card-game',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨～我們是三個大學同學，在做一款台灣小吃主題的卡牌桌遊，想找人幫忙畫圖跟設計',
      '規則都測好了 玩了快一年 朋友都說好玩 但現在卡片是我們自己用小畫家做的 超醜😂',
      '要設計的有：卡牌插畫大概60張、盒子、說明書',
      '預計在嘖嘖募資 6月上線 所以設計希望4月底前完成',
      '欸抱歉剛剛開完會 募資改到8月 設計7月底前好就可以了🙏',
    ],
    whenAsked: {
      project_background: '台灣小吃的卡牌桌遊',
      other_design_requirements: '卡牌插畫、盒子、說明書',
      problem_need: '現在的卡片太醜，想要看起來專業一點',
      target_audience: '20到35歲喜歡玩桌遊的人，也希望外國朋友會買來當伴手禮',
      preferred_style: '可愛的Q版插畫，有點像日本的食物繪本',
      colors_and_elements: '夜市的燈籠、紅白塑膠袋那種元素，顏色要鮮豔一點',
      address: '台北，我們都在公館附近',
      expected_deadline: '7月底前',
      key_considerations: '預算不多，大概15萬以內，還有版權要歸我們',
      collaboration_notes: '我們三個都要看過才算定稿，每兩週開一次線上會議就好',
    },
    otherwise: '都可以欸 沒想那麼多',
    expected: {
      project_background: { said: 0, text: ['卡牌桌遊', '台灣小吃'] },
      problem_need: { said: 1, text: ['小畫家', '超醜'] },
      other_design_requirements: { said: 2, text: ['60張', '盒子', '說明書'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month', part: 'late', relation: 'by' } },
      target_audience: { said: 'asked', text: ['桌遊', '外國朋友'] },
      preferred_style: { said: 'asked', text: ['Q版', '食物繪本'] },
      colors_and_elements: { said: 'asked', text: ['燈籠', '紅白塑膠袋'] },
      address: { said: 'asked', text: ['台北', '公館'] },
      key_considerations: { said: 'asked', text: ['預算', '版權'] },
      collaboration_notes: { said: 'asked', text: ['三個', '兩週'] },
    },
  },
  // Visitor: 30대 초반 여성, 전주에서 부모님과 3대째 양갱 가게 "소소당"을 하는 딸. 말수 적고 짧게, 먼저 길게 설명하지 않음.
  // Exercises: waits to be asked (one short opener, everything else from whenAsked); registration in progress with a
  // patent attorney (no help needed); a plain decline (target_audience skipped); deadline "3월 14일 전에는" as 'by'.
  // NOT facts: 작년 11월 (when the trademark was filed, not a deadline), 화이트데이 (the reason, the date is 3월 14일 itself),
  // 15년 전 / 아버지 (who drew the old logo), 명절 (when gift sets sell).
  {
    id: 'heldout73-brand-ko-jeonju-yanggaeng-waits',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: ['안녕하세요 전주에서 양갱 가게 하는데요 로고 리뉴얼 문의드려요'],
    whenAsked: {
      project_background: '양갱 가게고 로고만 새로 하고 싶어요',
      problem_need: '지금 로고가 15년 전에 아버지가 직접 그리신 거라 너무 옛날 느낌이에요 선물로 사가기엔 좀 촌스럽다는 말을 들어서요',
      brand_name_story: '할머니 호가 소소였어요 작고 소박하게 만든다는 뜻도 있고요',
      products_or_services: '팥양갱 밤양갱 쑥양갱이요 명절엔 선물세트도 해요',
      registration_status: '작년 11월에 출원해놨어요',
      need_registration_assistance: '아니요 그건 아는 변리사님이 봐주고 계세요',
      brand_website: '홈페이지는 없고 인스타 sosodang.jj 있어요',
      target_audience: '음 그건 패스할게요',
      preferred_style: '한글 붓글씨 느낌인데 현대적으로요',
      colors_and_elements: '팥색은 꼭 들어갔으면 좋겠고 금색은 너무 과해 보여서 싫어요',
      expected_deadline: '3월 14일 전에는 나왔으면 해요 화이트데이 세트 때문에요',
      key_considerations: '부모님도 마음에 드셔야 해요 ㅎㅎ 가게를 같이 하셔서요',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['양갱', '로고 리뉴얼'] },
      address: { said: 0, text: ['전주'] },
      problem_need: { said: 'asked', text: ['옛날 느낌', '촌스럽'] },
      brand_name_story: { said: 'asked', text: ['할머니', '소박하게'] },
      products_or_services: { said: 'asked', text: ['밤양갱', '선물세트'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['sosodang.jj'] },
      target_audience: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['붓글씨', '현대적'] },
      colors_and_elements: { said: 'asked', text: ['팥색', '금색'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-14', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['부모님'] },
    },
  },

  // Visitor: 20대 후반 남성, 제주 서귀포에서 부모님과 귤 농사 짓다가 귤청을 새로 만든 아들. 폰으로 한 줄씩, 마침표 없이.
  // Exercises: one fact a message (seven short messages); a correction of the bottle size (500ml -> 300ml, later index wins);
  // two packaging forms at once (label + gift set, the bottle itself already exists); sales channels as a list; vague
  // key_considerations left out.
  // NOT facts: 500ml (corrected), 두 병 (set count, fine inside the form message but not the spec), 5월 가정의 달 (why April),
  // 공장 (who changed the bottle).
  {
    id: 'heldout73-packaging-ko-seogwipo-citrus-syrup',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 제주 서귀포에서 부모님이랑 귤 농사 지어요',
      '이번에 귤청을 만들었어요 탄산수에 타먹는거요',
      '병은 500ml 유리병이에요',
      '라벨이랑 두 병 들어가는 선물 세트 생각중이에요',
      '설탕 대신 유기농 원당 넣고 귤은 저희 밭 귤만 써요',
      '네이버 스마트스토어랑 공항 면세점 입점 얘기 중이에요',
      '아 아까 500ml라고 했는데 공장에서 300ml 병으로 바꾸재요 그걸로 해주세요',
    ],
    whenAsked: {
      project_background: '귤 농사 짓다가 귤청 처음 만들어서 포장이 필요해요',
      specification: '300ml 유리병이요',
      packaging_form: '라벨이랑 선물 세트요',
      target_audience: '제주 여행 온 30~40대요 선물 사가시는 분들',
      preferred_style: '손으로 그린 것 같은 따뜻한 일러스트요',
      colors_and_elements: '귤 주황은 당연히 들어가고 빨간색은 빼주세요',
      preferred_materials: '선물 세트 상자는 크라프트지로 하고 싶어요',
      expected_deadline: '4월 안에만 나오면 돼요 5월 가정의 달에 팔려고요',
      key_considerations: '음 글쎄요 생각해본 적이 없어서요',
    },
    otherwise: '그건 잘 모르겠어요',
    expected: {
      project_background: { said: 0, text: ['귤 농사'] },
      address: { said: 0, text: ['서귀포'] },
      product_description: { said: 1, text: ['귤청', '탄산수'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      unique_selling_point: { said: 4, text: ['유기농 원당', '밭 귤'] },
      sales_channels: { said: 5, text: ['스마트스토어', '면세점'] },
      specification: { said: 6, text: ['300ml'] },
      target_audience: { said: 'asked', text: ['30~40대', '여행'] },
      preferred_style: { said: 'asked', text: ['일러스트'] },
      colors_and_elements: { said: 'asked', text: ['주황', '빨간색'] },
      preferred_materials: { said: 'asked', text: ['크라프트지'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
    },
  },

  // Visitor: 30대 후반 여성, 부산 해운대에서 4년째 필라테스 스튜디오를 하는 원장. 수다스럽고 ~ ㅠㅠ 많이 씀.
  // Exercises: a long first message carrying background, problem, booking category, languages and budget ("500만원 안쪽"
  // = at most); deadline sent alone next; a later language mentioned only as a plan (일본어 -> plans_after_project, not
  // languages); url given only when asked (Instagram handle); competitors answered vaguely and left out.
  // NOT facts: 4년 (how long in business), 3월 / 광안리 2호점 (the branch opening, not the site launch), 일본어 (not a launch
  // language).
  {
    id: 'heldout73-website-ko-haeundae-pilates-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 해운대에서 필라테스 스튜디오 운영한 지 4년 됐어요. 이번 3월에 광안리에 2호점을 열게 돼서 이참에 홈페이지를 제대로 만들고 싶어요. 제일 힘든 게 회원님들이 수업 시간표를 매번 DM으로 물어보시는 거예요ㅠㅠ 홈페이지에서 시간표 확인하고 바로 예약까지 할 수 있으면 좋겠어요. 외국인 회원분들도 계셔서 한국어랑 영어로 해야 하고요, 예산은 500만원 안쪽으로 생각하고 있어요~',
      '아 사이트는 2호점보다 먼저 열어야 돼서 2월 23일까지는 꼭이요!',
      '일본 분들도 몇 분 다니시는데 일본어는 나중에 추가해도 될 것 같아요',
    ],
    whenAsked: {
      url: '홈페이지는 없고 인스타 @wave.pilates 만 있어요',
      category: '예약되는 사이트요',
      main_pages: '메인, 강사 소개, 시간표, 예약, 가격 안내, 오시는 길 정도요',
      target_audience: '30대 40대 직장인 여자분들이 대부분이에요 퇴근하고 오시는 분들',
      competitors: '생각해 둔 데는 딱히 없어요',
      preferred_style: '밝고 깨끗한 느낌이요 해운대니까 바다색 조금',
      budget: '500 안쪽이요',
      expected_deadline: '2월 23일이요',
      key_considerations: '휴대폰으로 예약하기 편해야 돼요 회원님들 다 폰으로 보세요',
    },
    otherwise: '그건 알아서 해주셔도 돼요~',
    expected: {
      project_background: { said: 0, text: ['필라테스 스튜디오', '2호점'] },
      address: { said: 0, text: ['해운대'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 0, text: ['시간표', 'DM'] },
      languages: { said: 0, text: ['한국어', '영어'] },
      budget: { said: 0, value: { kind: 'money', amount: 5000000, bound: 'at_most', currency: 'KRW' } },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-02-23', precision: 'day', relation: 'by' } },
      plans_after_project: { said: 2, text: ['일본어'] },
      url: { said: 'asked', text: ['@wave.pilates'] },
      main_pages: { said: 'asked', text: ['강사 소개', '시간표', '오시는 길'] },
      target_audience: { said: 'asked', text: ['직장인'] },
      preferred_style: { said: 'asked', text: ['바다색'] },
      key_considerations: { said: 'asked', text: ['휴대폰'] },
    },
  },

  // Visitor: 30대 중반 여성, 수원 행궁동 오래된 2층 주택을 고쳐 남편(호텔 베이커리 출신)과 베이커리 카페를 여는 사람.
  // 존댓말, 짧게 한두 개씩.
  // Exercises: facts one or two at a time; the opening month corrected from 4월 to 5월 (later index wins); size given for
  // the shop floor only; the rest (value, advantage, signature idea, key concern) given only when asked.
  // NOT facts: 4월 (superseded opening), 3월 (when construction may start), 2층 (where the couple will live, not shop area).
  {
    id: 'heldout73-commercial-ko-haenggung-bakery-cafe',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 수원 행궁동에 베이커리 카페 준비하고 있어요. 빵은 남편이 굽고 저는 커피랑 운영 담당이에요.',
      '오래된 2층 주택을 고쳐서 쓰는 건데 1층만 매장이고 18평쯤 돼요. 2층은 저희가 살 거고요.',
      '오픈은 4월로 잡고 있어요',
      '인테리어 예산은 8천 정도요',
      '아 오픈 4월이라고 했는데 건물주가 3월부터나 공사 된다고 해서 5월로 미뤄야 할 것 같아요ㅜ',
    ],
    whenAsked: {
      problem_need: '행궁동에 카페가 워낙 많아서 지나가다가 들어오고 싶게 만드는 게 목표예요',
      brand_value: '매일 아침 빵 굽는 냄새 나는 동네 부엌 같은 곳이요 편하게 쉬다 가는 느낌',
      target_audience: '동네 주민분들이랑 주말에 데이트 오는 20~30대요',
      competitive_advantage: '남편이 호텔 베이커리 출신이라 천연발효 빵은 자신 있어요',
      preferred_style: '주택 원래 느낌 살린 따뜻한 빈티지요',
      colors_and_elements: '원래 있던 나무 서까래는 살리고 싶어요 번쩍이는 스테인리스는 싫어요',
      unique_design: '빵 굽는 오븐이 골목에서 보이게 통유리 주방이요',
      address: '행궁동이요 화성행궁 뒤쪽 골목이에요',
      space_size: '1층 18평이요',
      budget: '8천이요',
      opening_date: '5월이요',
      key_considerations: '오래된 집이라 누수랑 전기 배선부터 봐주셨으면 해요',
    },
    otherwise: '특별히 없어요',
    expected: {
      project_background: { said: 0, text: ['베이커리 카페'] },
      address: { said: 0, text: ['행궁동'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      budget: { said: 3, value: { kind: 'money', amount: 80000000, currency: 'KRW' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      problem_need: { said: 'asked', text: ['카페가 워낙 많아서'] },
      brand_value: { said: 'asked', text: ['동네 부엌'] },
      target_audience: { said: 'asked', text: ['동네 주민', '20~30대'] },
      competitive_advantage: { said: 'asked', text: ['호텔 베이커리', '천연발효'] },
      preferred_style: { said: 'asked', text: ['빈티지'] },
      colors_and_elements: { said: 'asked', text: ['서까래', '스테인리스'] },
      unique_design: { said: 'asked', text: ['통유리 주방'] },
      key_considerations: { said: 'asked', text: ['누수', '전기 배선'] },
    },
  },

  // Visitor: 40대 남성, 경기 김포의 반려견 수제간식 회사 마케팅 담당. 깔끔한 문장, 느낌표 가끔.
  // Exercises: a long first message with four facts of different kinds (venue, opening, entry, exit dates and a 3m x 6m
  // booth); utilities told as a reason (냉장 쇼케이스 -> electricity only); the rest given when asked; budget in 만원.
  // NOT facts: 김포 (the company's town, not the venue), 금요일 / 일요일 (weekday words), 처음으로 (first fair).
  {
    id: 'heldout73-exhibition-ko-kintex-dog-treats',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 김포에서 반려견 수제간식 만드는 작은 회사입니다. 3월에 킨텍스에서 열리는 펫 박람회에 처음으로 부스를 내게 돼서 디자인 맡길 곳을 찾고 있어요. 전시는 3월 20일 금요일부터 22일 일요일까지이고, 설치는 전날인 19일에 들어갑니다. 철수는 마지막 날 행사 끝나고 바로 해야 한다고 하네요. 부스는 3m x 6m예요.',
      '시식대를 하고 싶어서 냉장 쇼케이스를 놓을 거라 전기는 꼭 있어야 하고, 물은 없어도 됩니다.',
    ],
    whenAsked: {
      brand_value: '사람이 먹어도 되는 재료로만 만든다는 게 저희 철학이에요. 믿고 먹일 수 있겠다는 느낌을 받으셨으면 해요.',
      target_audience: '견주분들이 제일 많이 오시고, 펫샵이나 동물병원 바이어도 만나고 싶어요.',
      preferred_style: '밝고 귀여운데 유치하지는 않게요!',
      unique_design: '강아지들이 직접 맛볼 수 있는 낮은 시식존이요',
      address: '킨텍스 제2전시장입니다',
      space_size: '3m x 6m입니다',
      water_electricity_supply: '전기만 있으면 돼요',
      budget: '1500만원 정도요',
      opening_date: '3월 20일이요',
      entry_date: '3월 19일이요',
      exit_date: '3월 22일 끝나고 바로요',
      key_considerations: '강아지들이 오는 행사라 모서리 날카로운 거 없게, 바닥 미끄럽지 않게 해주세요.',
    },
    otherwise: '그건 크게 상관없습니다',
    expected: {
      project_background: { said: 0, text: ['반려견 수제간식', '펫 박람회'] },
      address: { said: 0, text: ['킨텍스'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-03-20', precision: 'day' } },
      entry_date: { said: 0, value: { kind: 'date', date: '2026-03-19', precision: 'day' } },
      exit_date: { said: 0, value: { kind: 'date', date: '2026-03-22', precision: 'day' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['사람이 먹어도 되는 재료'] },
      target_audience: { said: 'asked', text: ['견주', '바이어'] },
      preferred_style: { said: 'asked', text: ['귀여운데'] },
      unique_design: { said: 'asked', text: ['시식존'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 15000000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['모서리', '미끄럽지'] },
    },
  },

  // Visitor: 60대 초반 여성, 남편 정년퇴직 후 양평에 단독 전원주택을 산 부부의 아내. 맞춤법 정확, 존댓말, 마침표.
  // Exercises: a size correction (45평 was the land, the house is 38평; later index wins); the move-in date told through
  // handing back the Seoul flat ("그 전에는" -> by); house type, age and town in the first message; household, layout and
  // budget only when asked.
  // NOT facts: 45평 (land area, corrected), 작년 (retirement), 서울 아파트 (the home they leave), 손주들 in problem (fine as
  // words), 2층 (a floor, not a size).
  {
    id: 'heldout73-residential-ko-yangpyeong-retired-couple',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 남편이 작년에 정년퇴직을 해서 양평으로 내려가 살려고 단독 전원주택을 하나 샀습니다. 지은 지 15년 된 집이라 이곳저곳 손을 봐야 할 것 같아 연락드려요.',
      '집은 45평입니다.',
      '지금 사는 서울 아파트를 6월 30일에 비워줘야 해서 그 전에는 들어가야 합니다.',
      '아, 집 크기를 잘못 말씀드렸네요. 등기부를 다시 보니 45평은 땅이고 집은 38평이에요.',
      '둘 다 무릎이 안 좋아서 계단이 제일 걱정입니다. 웬만한 생활은 1층에서 다 했으면 해요.',
    ],
    whenAsked: {
      property_category: '단독주택이에요.',
      layout: '1층에 방 2개 화장실 1개, 2층에 방 2개 화장실 1개예요. 거실이랑 부엌은 1층에 있어요.',
      age: '15년 됐습니다.',
      target_audience: '저희 부부 둘이 살고요, 주말에 딸네 식구가 손주 둘 데리고 자주 옵니다.',
      lifestyle: '남편은 텃밭 가꾸는 재미로 살고, 저는 아침에 차 마시면서 책 읽는 게 낙이에요.',
      preferred_style: '요즘 유행하는 것보다는 오래 봐도 편안한 집이요.',
      colors_and_elements: '창밖으로 산이 잘 보이게 큰 창을 내고 싶어요. 너무 새하얀 건 병원 같아서 싫고요.',
      address: '양평 서종면입니다.',
      space_size: '38평이에요.',
      budget: '1억 2천 정도 생각하고 있습니다.',
      move_in_date: '6월 30일 전에는 들어가야 해요.',
      key_considerations: '문턱 없애고 욕실은 미끄럽지 않게요. 나이 들어서도 계속 살 수 있는 집이었으면 합니다.',
    },
    otherwise: '그건 잘 모르겠네요. 알아서 해주세요.',
    expected: {
      project_background: { said: 0, text: ['전원주택', '손을 봐야'] },
      address: { said: 0, text: ['양평'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 15, unit: 'years' } },
      move_in_date: { said: 2, value: { kind: 'date', date: '2026-06-30', precision: 'day', relation: 'by' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 38, unit: 'pyeong' } },
      problem_need: { said: 4, text: ['무릎', '계단'] },
      layout: { said: 'asked', text: ['방 2개', '화장실 1개'] },
      target_audience: { said: 'asked', text: ['부부', '손주'] },
      lifestyle: { said: 'asked', text: ['텃밭', '책'] },
      preferred_style: { said: 'asked', text: ['오래 봐도 편안한'] },
      colors_and_elements: { said: 'asked', text: ['큰 창', '새하얀'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 120000000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['문턱', '미끄럽지'] },
    },
  },

  // Visitor: 50대 여성, 대구 수성구에서 작은 어린이 도서관을 운영하는 관장. 정리된 문장, 두 메시지에 할 말을 모아서.
  // Exercises: two organised messages (work items, problem, install deadline, a count of site visits as a listen-style
  // optional fact); mascot and colour dislikes only when asked; collaboration with a committee deciding.
  // NOT facts: 올해 (the grant year), 분류 번호 (part of the problem, not a spec), 5살 (children's age, fine inside audience),
  // 정산 (why the deadline; the date is 4월 10일).
  {
    id: 'heldout73-other-ko-suseong-kids-library-signs',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 대구 수성구에서 작은 어린이 도서관을 운영하고 있습니다. 올해 구청 지원사업에 선정되어서 도서관 안내 사인이랑 벽 그래픽을 새로 하게 됐어요.',
      '아이들이 책 찾기를 너무 어려워해요. 분류 번호를 봐도 모르니까 매번 사서한테 물어보거든요. 그림만 보고도 어디에 무슨 책이 있는지 알았으면 합니다. 사업 정산 때문에 4월 10일까지는 설치까지 끝나야 하고요, 현장은 두 번 정도 와서 보셨으면 좋겠어요.',
    ],
    whenAsked: {
      target_audience: '5살부터 초등 저학년 아이들이 주로 오고, 엄마들이랑 같이 와요.',
      preferred_style: '알록달록한 것보다는 차분한 파스텔에 손그림 느낌이요.',
      colors_and_elements: '도서관 마스코트 부엉이가 있어서 꼭 넣어 주세요. 형광색은 빼 주시고요.',
      address: '수성구 범어동이에요.',
      expected_deadline: '4월 10일까지요.',
      key_considerations: '지원금으로 하는 거라 정산 서류를 꼼꼼하게 챙겨 주셔야 해요.',
      collaboration_notes: '평일 낮에는 제가 도서관에 있어서 카톡으로 주고받으면 편해요. 최종 결정은 운영위원회에서 합니다.',
    },
    otherwise: '특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['어린이 도서관', '지원사업'] },
      address: { said: 0, text: ['수성구'] },
      other_design_requirements: { said: 0, text: ['안내 사인', '벽 그래픽'] },
      problem_need: { said: 1, text: ['책 찾기', '그림만 보고도'] },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-04-10', precision: 'day', relation: 'by' } },
      number_of_visits: { said: 1, value: { kind: 'number_with_unit', amount: 2, unit: 'times' } },
      target_audience: { said: 'asked', text: ['초등 저학년'] },
      preferred_style: { said: 'asked', text: ['파스텔', '손그림'] },
      colors_and_elements: { said: 'asked', text: ['부엉이', '형광색'] },
      key_considerations: { said: 'asked', text: ['정산 서류'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '운영위원회'] },
    },
  },
];
