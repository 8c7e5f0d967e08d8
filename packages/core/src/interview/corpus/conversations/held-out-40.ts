import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fortieth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. The visitors type on a phone as people do:
 * voice-dictated run-on messages with no punctuation, typos and abbreviations, emoji, words of another language in
 * the middle, numbers written in words or odd ways, replies of one or two words, an answer that changes the subject,
 * a value corrected two messages later, "as I said", a question back to the genie, "not sure, maybe…". Each writer's
 * own notes on their seven conversations follow, and each conversation has a comment of what it exercises and which
 * of its numbers, places and dates are not facts.
 */
/*
 * Seven American visitors typing on their phones. A Spokane coffee-cart owner who types in lowercase with
 * abbreviations and asks the genie how long a logo takes; a San Antonio salsa macha maker who drops Spanish
 * words and corrects her jar size two messages later; a Raleigh physical therapist dictating long run-on
 * messages with no punctuation and a budget in words; an Atlanta brother opening a Korean pocha who uses
 * Korean words, writes "twelve hundred sq ft" and "one-fifty k", and changes the subject mid-message; a
 * terse Duluth sauna builder at a Minneapolis home show who answers in one or two words and says "as I said";
 * a Tempe couple expecting a baby, emoji and "not sure, maybe…"; and an Ohio farm family wanting a map and
 * signs who asks the genie questions back and answers one question with two words.
 */
/*
 * heldout40 zh-TW：七位在台灣用手機打字的訪客，每人有一兩個手機習慣。
 * 高雄左營寵物美容店老闆用語音輸入（整段沒標點、一口氣講完，中間反問 logo 要做多久）；
 * 台中 granola 品牌主理人中英夾雜（packaging、premium、MOQ），重量講錯兩則後更正；
 * 宜蘭礁溪民宿老闆娘用注音文和縮寫（ㄉ、ㄅ、ㄟ、fb），有錯字（在/再），被問時只回一兩個字；
 * 台南豆花老店第二代講數字很口語（二十五坪、一百五），還會說「像我剛剛說的」；
 * 彰化社頭襪廠業務回答完就換話題，被問時常說「不確定耶 可能…」；
 * 桃園青埔新婚太太愛用 emoji，預算先說 150 萬，兩則後改成 120 萬；
 * 台南一對要結婚的工程師，婚禮視覺，被問時回得超短。
 */
/*
 * heldout40 (ko-KR) — 폰으로 치는 방문자 일곱 명. 청주 동물병원 원장(음성 입력, 마침표 없는 긴 문장, 되묻기),
 * 성수 그래놀라 브랜드 대표(영어 단어 섞기, 숫자를 한글로 "이백오십 그람", "천오백 개"),
 * 대구 동성로 타투샵 사장(오타·줄임말 "홈피 ㄱㄴ 넘", 예산 300 → 두 메시지 뒤 500으로 정정),
 * 전주 빵집 2호점 사장님(한두 단어 대답, 대답하고 바로 딴 얘기), 화성 캠핑가구 회사 마케터(이모지, 날짜·면적을 한글 숫자로),
 * 분당 구축 아파트 리모델링 엄마("아까 말했듯이", "잘 모르겠는데 아마…"), 제주 게스트하우스 하는 에세이 작가(이모지, 영어 단어, 되묻기).
 */
export const fortiethHeldOutConversations: CorpusConversation[] = [
  {
    // Spokane, owner of a coffee cart in a converted horse trailer. Lowercase, abbreviations (bc, rn, abt, smth,
    // n, pls), typos; asks back "how long does a logo usually take?" and gives the deadline in the same message
    // ("before market season starts in may" → 2026-05 by). Name story and services volunteered.
    // NOT facts: "abt 2 yrs" in business, the horse trailer, the cousin who picked the font, grandma's lilac
    // hedge and the old trolley line (part of the name story, not dates/places of the brief).
    id: 'heldout40-brand-en-spokane-coffee-cart-abbrev-question-back',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "hey so i run a little coffee cart in spokane, its called Lilac Line Coffee, been doing it out of a converted horse trailer for abt 2 yrs. need a real logo + like a whole look bc rn its just a font my cousin picked lol",
      "main thing is ppl cant tell what we are from far away at events, the trailer just says the name in tiny script. want smth people recognize from across a parking lot at the farmers mkt",
      "how long does a logo usually take btw? i kinda want it before market season starts in may",
      "the name is bc spokane is the lilac city + my grandma had a huge lilac hedge we used to hide in lol. and 'line' is like the coffee line but also theres an old trolley line that used to run down our street",
      "we do espresso drinks, drip, chai, seasonal stuff like a lavender honey latte. also catering for weddings n office events",
    ],
    whenAsked: {
      registration_status: 'nope not registered',
      need_registration_assistance: "ya that'd be great, no clue how that works",
      brand_website: 'just insta @lilaclinecoffee',
      target_audience: 'mostly 20s-40s, the market crowd, young families, ppl who care abt supporting local',
      preferred_style: 'fun but not cheesy. kinda vintage trolley sign vibes, hand lettered',
      colors_and_elements: 'purple obvs but not barney purple lol. maybe a lilac sprig. no coffee beans pls every cart has those',
      key_considerations: 'has to be readable from far away + still work tiny on cups n stickers',
    },
    otherwise: 'no pref really',
    expected: {
      project_background: { said: 0, text: ['coffee cart', 'real logo'] },
      address: { said: 0, text: ['spokane'] },
      problem_need: { said: 1, text: ['far away', 'across a parking lot'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      brand_name_story: { said: 3, text: ['lilac city', 'trolley line'] },
      products_or_services: { said: 4, text: ['espresso', 'chai', 'catering'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@lilaclinecoffee'] },
      target_audience: { said: 'asked', text: ['20s-40s', 'young families'] },
      preferred_style: { said: 'asked', text: ['vintage trolley sign', 'hand lettered'] },
      colors_and_elements: { said: 'asked', text: ['lilac sprig', 'no coffee beans'] },
      key_considerations: { said: 'asked', text: ['readable from far away'] },
    },
  },
  {
    // San Antonio, salsa macha from her abuela's recipe. Spanish words in English messages (hola, abuela,
    // mercado, lotería, papel picado). Says the jar is 8 oz in message 1, corrects to 6 oz in message 3
    // (specification said: 3). Jar + 3-pack gift box volunteered (packaging_form).
    // NOT facts: Veracruz (the recipe's origin, not her address), the old 8 oz jars, the home-printed label,
    // the H-E-B buyer meeting in mid April (the reason for the deadline, not the deadline).
    id: 'heldout40-packaging-en-san-antonio-salsa-macha-spanish-correction',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hola! I'm Marisol, I make salsa macha in San Antonio under the name Macha Mía. It's my abuela's recipe from Veracruz, dried chiles fried in oil with peanuts, sesame and garlic. Right now it goes in plain mason jars with a label I print at home and I need real packaging before I pitch to H-E-B this spring",
      "It's a chile crunch, you spoon it on eggs, tacos, ramen, even vanilla ice cream lol. Each jar is 8 oz and I'd also love a 3-pack gift box for holidays",
      "Most chile crisp out there is the Chinese style, which I love, but mine is Mexican: smoky, chunky, way more peanut. That's the difference",
      "Oh wait perdón, the jar is 6 oz not 8, I was thinking of my old ones",
    ],
    whenAsked: {
      target_audience:
        'Foodies around 25 to 45, people who follow food TikTok and want spicy that has flavor, not just heat. And Latino families who grew up with it',
      sales_channels: 'Farmers markets, my own website, and hopefully H-E-B',
      preferred_style: 'Bold and warm, like lotería cards or hand-painted mercado signs, but clean enough for a grocery shelf',
      colors_and_elements: 'Deep chile red and marigold. Maybe a little papel picado pattern. Please no sombreros or cactus, too cliché',
      preferred_materials: 'Glass jar for sure, and kraft or recycled paper for the gift box',
      expected_deadline: 'By the end of March, the buyer meeting is mid April',
      key_considerations: 'The label has to fit the nutrition facts and the peanut and sesame allergen warning and still look pretty',
    },
    otherwise: 'No preference, whatever you think works',
    expected: {
      project_background: { said: 0, text: ['salsa macha', 'real packaging'] },
      address: { said: 0, text: ['San Antonio'] },
      product_description: { said: 1, text: ['chile crunch', 'spoon it on'] },
      specification: { said: 3, text: ['6 oz'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      unique_selling_point: { said: 2, text: ['Mexican', 'smoky', 'more peanut'] },
      target_audience: { said: 'asked', text: ['Foodies', 'Latino families'] },
      sales_channels: { said: 'asked', text: ['Farmers markets', 'H-E-B'] },
      preferred_style: { said: 'asked', text: ['lotería cards', 'mercado signs'] },
      colors_and_elements: { said: 'asked', text: ['marigold', 'papel picado', 'no sombreros'] },
      preferred_materials: { said: 'asked', text: ['Glass jar', 'kraft'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['allergen warning'] },
    },
  },
  {
    // Raleigh, owner of a physical therapy clinic, dictating by voice: long run-on messages, no punctuation.
    // Budget in words as a range ("eight to ten thousand dollars"), category said outright ("a booking kind of
    // site"), pages and the scheduling-system worry volunteered.
    // NOT facts: open since 2019, 4 therapists, the brother-in-law, Wix, Durham (the competitor's city), the fifth
    // therapist joining in the spring.
    id: 'heldout40-website-en-raleigh-pt-clinic-dictated-runon',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hi yes so I own a small physical therapy clinic in Raleigh called Capital Motion PT we've been open since 2019 and we have 4 therapists now and our website is honestly embarrassing my brother in law built it on Wix years ago and it looks it",
      "the main thing is people can't book online they have to call and half the time we're with patients so they just hang up and go somewhere else and also I want a page that shows which insurance we take because that's the number one question we get every single day and a page for each therapist with their specialties because we do a lot of sports rehab and pelvic floor and people want to know who they're seeing",
      "so I guess it's mostly a booking kind of site but it still needs to look like a real clinic my budget is somewhere around eight to ten thousand dollars I honestly don't know what websites cost so tell me if that's crazy",
      "oh and it has to work with our scheduling system we use WebPT I think it has some kind of online booking thing built in but I'm not a tech person so",
    ],
    whenAsked: {
      url: 'capitalmotionpt.com',
      main_pages: 'home services our therapists insurance book online and contact',
      languages: 'English and Spanish we have a lot of Spanish speaking patients and one of our therapists is bilingual',
      target_audience: 'adults mostly 30 to 70 people coming off surgery weekend warriors runners and postpartum moms',
      competitors: 'there is a clinic in Durham called Peak Form Rehab and their site is really clean and easy to use',
      preferred_style: 'calm clean and friendly not too clinical kind of like a nice yoga studio but still medical',
      expected_deadline: "by April if possible we're adding a fifth therapist in the spring",
      key_considerations: 'it has to be really easy on phones because most of our patients find us on their phone',
    },
    otherwise: 'no preference really whatever you think is best',
    expected: {
      project_background: { said: 0, text: ['physical therapy clinic', 'embarrassing'] },
      address: { said: 0, text: ['Raleigh'] },
      problem_need: { said: 1, text: ["can't book online"] },
      main_pages: { said: 1, text: ['insurance', 'therapist'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 2, value: { kind: 'money', amount: 8000, max: 10000, currency: 'USD' } },
      key_considerations: { said: 3, text: ['WebPT'] },
      url: { said: 'asked', text: ['capitalmotionpt.com'] },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['weekend warriors', 'postpartum moms'] },
      competitors: { said: 'asked', text: ['Peak Form Rehab'] },
      preferred_style: { said: 'asked', text: ['calm clean and friendly', 'yoga studio'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
    },
  },
  {
    // Atlanta (Doraville, Buford Hwy), a brother and sister opening a Korean pocha in a former nail salon. Korean
    // words (pojangmacha, anju, jeong, tteokbokki), numbers written oddly ("twelve hundred sq ft", "one-fifty k,
    // one-seventy-five tops"), and a message that gives the budget then changes the subject to logo and menus.
    // NOT facts: the sister, the nail salon that was there before, Seoul and "1am", the World Cup crowds (the reason
    // for the opening date), Emory and Georgia State (describing customers, not the address), mom doing the food.
    id: 'heldout40-commercial-en-atlanta-pocha-korean-words-odd-numbers',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hey! Me and my sister are opening a pocha in Atlanta. If you don't know, pojangmacha is like a Korean street tent bar, soju, anju, late night food. We signed a lease on Buford Hwy in Doraville, it used to be a nail salon lol so it's basically an empty box",
      "it's about twelve hundred sq ft, plus a little patio out front",
      "budget for the buildout is like one-fifty k, one-seventy-five tops. totally unrelated but do you guys also do logos and menus?? our logo rn is something my sister made on Canva 😅",
      "we're aiming to open early June, before the World Cup crowds hit lol",
    ],
    whenAsked: {
      problem_need:
        "Turn an empty nail salon into something that feels like a real street tent bar, and fit as many seats as we can without it feeling like a cafeteria",
      brand_value:
        "jeong. it's a Korean word, kind of like warmth and closeness. people should feel like they're hanging out at a friend's place at 1am",
      target_audience: '20s and 30s, Emory and Georgia State kids, K-drama fans, Korean families after work, restaurant people after their shifts',
      competitive_advantage:
        "we're open till 2am and my mom is doing the food, her tteokbokki is the real deal. most places around here are just bbq",
      preferred_style: 'orange tent vibe, plastic stools, neon, but cleaner and more designed. kinda retro 90s Seoul',
      colors_and_elements: 'that orange tarp color for sure and soju bottle green. avoid anything that looks like a chain',
      unique_design: 'a wall of empty soju bottles lit from behind, or a fake tent ceiling with string lights',
      key_considerations: "kitchen ventilation, and the budget, we really can't go over",
    },
    otherwise: 'no strong opinion, up to you',
    expected: {
      project_background: { said: 0, text: ['pocha', 'empty box'] },
      address: { said: 0, text: ['Buford Hwy', 'Doraville'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1200, unit: 'ft2' } },
      budget: { said: 2, value: { kind: 'money', amount: 150000, max: 175000, currency: 'USD' } },
      other_design_requirements: { said: 2, text: ['logos', 'menus'] },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'on', part: 'early' } },
      problem_need: { said: 'asked', text: ['real street tent bar', 'as many seats'] },
      brand_value: { said: 'asked', text: ['jeong', "friend's place"] },
      target_audience: { said: 'asked', text: ['20s and 30s', 'K-drama fans'] },
      competitive_advantage: { said: 'asked', text: ['till 2am', 'tteokbokki'] },
      preferred_style: { said: 'asked', text: ['orange tent', 'plastic stools', 'retro 90s Seoul'] },
      colors_and_elements: { said: 'asked', text: ['orange tarp', 'soju bottle green'] },
      unique_design: { said: 'asked', text: ['soju bottles', 'tent ceiling'] },
      key_considerations: { said: 'asked', text: ['ventilation', "can't go over"] },
    },
  },
  {
    // A sauna builder from Duluth at a home & garden show in the Minneapolis Convention Center. Terse: one- and
    // two-word replies ("Homeowners.", "15k", "Tue the 10th"), and "as I said" when asked about power. Booth
    // "20x20 ft" → 400 sq ft. Dates rely on context: the show opens March 12, move-in "Tue the 10th" (2026-03-10),
    // move-out "15th, Sunday night" (2026-03-15).
    // NOT facts: Duluth (where the company is, not the venue), last year's folding table, the sauna weighing
    // about 1400 lbs (part of the consideration, not a size of the booth).
    id: 'heldout40-exhibition-en-minneapolis-sauna-terse-as-i-said',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "We're a small shop up in Duluth, we build outdoor cedar saunas, barrel and cabin style. Doing the home and garden show at the Minneapolis Convention Center, first time with a real booth instead of a folding table",
      'booth is 20x20 ft',
      "We're bringing a full size barrel sauna into the booth so people can walk in and sit in it. That's the whole idea",
    ],
    whenAsked: {
      brand_value: 'Honest, handbuilt. Should feel like up north',
      target_audience: 'Homeowners.',
      preferred_style: 'Cabin. Warm wood.',
      water_electricity_supply: "Power. As I said the sauna's in the booth and the heater is electric",
      budget: '15k',
      opening_date: 'March 12',
      entry_date: 'Tue the 10th',
      exit_date: '15th, Sunday night',
      key_considerations: "Getting the sauna in and out. It's like 1400 lbs",
    },
    otherwise: 'no pref',
    expected: {
      project_background: { said: 0, text: ['cedar saunas', 'first time'] },
      address: { said: 0, text: ['Minneapolis Convention Center'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      unique_design: { said: 2, text: ['full size barrel sauna', 'walk in'] },
      brand_value: { said: 'asked', text: ['handbuilt', 'up north'] },
      target_audience: { said: 'asked', text: ['Homeowners'] },
      preferred_style: { said: 'asked', text: ['Cabin', 'Warm wood'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 15000, currency: 'USD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-12', precision: 'day', relation: 'on' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-10', precision: 'day', relation: 'on' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['sauna in and out'] },
    },
  },
  {
    // Tempe, a couple expecting their first baby who just bought a dated 90s townhouse. Emoji throughout, and
    // "not sure, maybe 60k? 😬" for the budget. Type, size, layout, move-in and the main problem volunteered;
    // lifestyle half-volunteered (cooking, WFH) and repeated with "like I said" if asked.
    // NOT facts: baby due end of June, the rental lease ending April 30, built in 1996 (only the age, ~30 years,
    // is a fact), the dog's name Mango.
    id: 'heldout40-residential-en-tempe-townhouse-emoji-not-sure',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi!! 👋 We just bought a townhouse in Tempe and want to renovate before our baby comes 🍼 it's pretty dated, think 90s oak cabinets and popcorn ceilings lol",
      '3 bed 2.5 bath, one living room + a weird little loft upstairs. about 1,500 sq ft',
      "Baby is due end of June so we'd love to be moved in by mid May 🙏 we're renting rn, lease is up April 30 but we can go month to month",
      'Biggest thing is the kitchen is tiny and closed off, I cook a lot and want it open to the living room. And the loft needs to become an office bc we both WFH',
    ],
    whenAsked: {
      age: 'built in 1996 I think? so like 30 yrs',
      target_audience: 'Me, my husband, the baby soon 🥹 and our dog Mango 🐶',
      lifestyle: 'Like I said I cook a lot and we both WFH. quiet evenings, friends over on weekends',
      preferred_style: 'warm minimal, japandi-ish? light wood, not super white and sterile',
      colors_and_elements: 'earthy greens and terracotta, natural wood. no gray please, we have enough gray in our lives 😂',
      budget: 'not sure, maybe 60k? 😬 could stretch a little',
      key_considerations: 'the timeline!! and keeping the dust situation safe since I’m pregnant',
    },
    otherwise: 'hmm no preference 🤷‍♀️',
    expected: {
      project_background: { said: 0, text: ['townhouse', 'renovate', 'dated'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 0, text: ['Tempe'] },
      layout: { said: 1, text: ['3 bed', 'loft'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1500, unit: 'ft2' } },
      move_in_date: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'mid' } },
      problem_need: { said: 3, text: ['kitchen is tiny', 'open to the living room'] },
      lifestyle: { said: 3, text: ['cook a lot', 'WFH'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      target_audience: { said: 'asked', text: ['husband', 'baby', 'dog'] },
      preferred_style: { said: 'asked', text: ['warm minimal', 'japandi'] },
      colors_and_elements: { said: 'asked', text: ['terracotta', 'no gray'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 60000, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['timeline', 'dust'] },
    },
  },
  {
    // A family farm near Wooster, Ohio (pumpkin patch, corn maze, you-pick strawberries) wanting a new farm map and
    // directional signs. Asks questions back ("Is this even something you guys do?", "is that a separate thing?
    // how much would that run"), and answers collaboration with two words ("text me"). The logo is only asked
    // about, not requested, so it is not in the key.
    // NOT facts: signs painted 15 years ago, the lady in the cow pasture last October, the son doing Instagram,
    // June strawberry season, Cleveland and Akron (where visitors come from, not the address), opening the
    // second weekend of September (the reason for the deadline).
    id: 'heldout40-other-en-wooster-farm-signage-questions-back',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi, we run a family farm near Wooster, Ohio. Pumpkin patch, corn maze and hayrides in the fall, you-pick strawberries in June. Our signs are all hand painted plywood from like 15 years ago and the map we hand out is a photocopy. Is this even something you guys do?",
      'What we need is a new farm map for the entrance plus a printable version, and directional signs around the property, maybe 20 signs? Parking, restrooms, maze entrance, that kind of thing',
      'People get lost constantly lol, last October a lady wandered into the cow pasture looking for the restrooms. And we want it to look like a real destination, not just a farm stand',
      "oh also my son just started doing our instagram and he says we need a logo too, is that a separate thing? how much would that run usually",
    ],
    whenAsked: {
      target_audience: 'Families with little kids, school field trips, and lots of Cleveland and Akron folks who drive out for a day in the country',
      preferred_style: 'Friendly and old fashioned, like a vintage seed packet',
      colors_and_elements: 'Barn red and pumpkin orange. Our big red barn should be on the map for sure',
      expected_deadline: 'By August. We open for fall the second weekend of September',
      key_considerations: 'The signs have to survive Ohio weather, rain, snow, sun, and tractors bumping into them',
      collaboration_notes: 'text me',
    },
    otherwise: "Whatever you think, you're the experts",
    expected: {
      project_background: { said: 0, text: ['family farm', 'pumpkin patch'] },
      address: { said: 0, text: ['Wooster'] },
      other_design_requirements: { said: 1, text: ['farm map', 'directional signs'] },
      problem_need: { said: 2, text: ['get lost', 'real destination'] },
      target_audience: { said: 'asked', text: ['Families with little kids', 'field trips'] },
      preferred_style: { said: 'asked', text: ['vintage seed packet'] },
      colors_and_elements: { said: 'asked', text: ['Barn red', 'pumpkin orange', 'red barn'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Ohio weather'] },
      collaboration_notes: { said: 'asked', text: ['text me'] },
    },
  },
  {
    // 高雄左營「毛日子」寵物美容店老闆，語音輸入：整段沒有標點、連成一句。想做整套品牌識別。
    // 第 2 則先講名字由來，再反問「logo 一般要做多久」，又順便提招牌跟名片（optional，主動說出）。
    // 截止日：被問時說「二月底前」→ 2026-02-01 month by。
    // 非事實：開快五年、舊 logo 是朋友用手機 app 做的、兩個美容師有證照、三月底換招牌（是原因，不是設計截止日）。
    id: 'heldout40-brand-zh-voice-runon-question-back',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好我是在高雄左營開寵物美容的我們店名叫做毛日子已經開快五年了之前的logo是我朋友用手機app隨便做的現在想要整個重新做一套品牌識別就是logo跟顏色那些全部都要換',
      '最主要的問題是很多客人都說我們看起來很像路邊的小店不夠專業但是我們兩個美容師都有證照現在想要調整價格可是形象跟不上',
      '名字的由來是因為我覺得毛小孩的每一天都是值得好好過的日子所以叫毛日子 啊對了請問一般logo大概要做多久啊 如果可以的話招牌跟名片也想一起請你們設計',
      '我們的服務主要是洗澡美容還有住宿跟寵物SPA住宿是最近才開始做的',
    ],
    whenAsked: {
      registration_status: '還沒有註冊耶',
      need_registration_assistance: '要啊麻煩你們幫忙',
      brand_website: '只有IG而已帳號是@maorizi.grooming',
      target_audience: '大部分是住附近的年輕上班族跟小家庭就是把狗狗當小孩在養的那種很捨得花錢',
      preferred_style: '溫暖可愛但是不要太幼稚有點像日本那種簡單乾淨的感覺',
      colors_and_elements: '喜歡奶茶色跟一點點綠色不要骨頭跟腳印因為太多人用了',
      expected_deadline: '最好二月底前可以好因為三月底要換招牌招牌做也要時間',
      key_considerations: '要讓老客人還認得出來是我們不要改到完全不一樣',
    },
    otherwise: '都可以沒有特別的想法',
    expected: {
      project_background: { said: 0, text: ['寵物美容', '品牌識別'] },
      address: { said: 0, text: ['高雄左營'] },
      problem_need: { said: 1, text: ['不夠專業', '形象跟不上'] },
      brand_name_story: { said: 2, text: ['值得好好過的日子'] },
      other_design_requirements: { said: 2, text: ['招牌', '名片'] },
      products_or_services: { said: 3, text: ['洗澡美容', '住宿', '寵物SPA'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@maorizi.grooming'] },
      target_audience: { said: 'asked', text: ['年輕上班族', '小家庭'] },
      preferred_style: { said: 'asked', text: ['溫暖可愛', '不要太幼稚'] },
      colors_and_elements: { said: 'asked', text: ['奶茶色', '不要骨頭跟腳印'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['老客人還認得出來'] },
    },
  },
  {
    // 台中手作 granola 品牌「Oat & Co.」主理人，中英夾雜（packaging、premium、zip、clean、mood、MOQ）。
    // 第 1 則說一包 300g，第 3 則更正為 250g（300g 是舊規格）→ specification 以第 3 則為準；同一則說了包裝形式（立袋＋禮盒）。
    // 截止日「四月底前」→ 2026-04-01 month by。
    // 非事實：300g（舊規格，已更正）、審計新村（市集地點，不是公司地址）、五月開始換新包裝（原因）、「開封兩天就不脆」。
    id: 'heldout40-packaging-zh-english-words-weight-corrected',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨～我們是台中的手作granola品牌 叫 Oat & Co. 之前都用透明夾鏈袋+貼紙在賣 這次想把packaging整個升級 看起來premium一點',
      '產品是烤過的燕麥脆片 裡面有堅果跟果乾 可以直接吃 或是加優格、牛奶 一包300g 目前三種口味',
      '最特別的是完全沒加精緻糖 甜味是用台灣的龍眼蜜 所以不會太甜 很多有在健身的客人都會回購',
      '啊sorry 剛剛重量講錯 新包裝是一包250g 300g是舊的 然後單包想用有zip的立袋 另外多一個三包一組的禮盒 送禮用',
      '通路主要是官網跟蝦皮 週末會去審計新村擺市集',
    ],
    whenAsked: {
      target_audience: '25-40歲的上班族 有在運動或控制飲食的 女生居多',
      preferred_style: 'clean 簡單 有點北歐感 像 Kinfolk 那種 mood',
      colors_and_elements: '燕麥色 米白 可以有一點手繪插畫 不要螢光色',
      preferred_materials: '牛皮紙或可回收的 但一定要防潮 之前有客人說開封兩天就不脆了',
      expected_deadline: '四月底前 五月要開始換新包裝',
      key_considerations: '成本!! 我們量還不大 MOQ太高會吃不消',
    },
    otherwise: '沒有特別想法耶 交給你們🙏',
    expected: {
      project_background: { said: 0, text: ['granola', 'premium'] },
      address: { said: 0, text: ['台中'] },
      product_description: { said: 1, text: ['燕麥脆片', '加優格'] },
      unique_selling_point: { said: 2, text: ['沒加精緻糖', '龍眼蜜'] },
      specification: { said: 3, text: ['250g', '三包一組'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      sales_channels: { said: 4, text: ['官網', '蝦皮', '市集'] },
      target_audience: { said: 'asked', text: ['上班族', '控制飲食'] },
      preferred_style: { said: 'asked', text: ['北歐感', 'Kinfolk'] },
      colors_and_elements: { said: 'asked', text: ['燕麥色', '手繪插畫'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙', '防潮'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['成本', 'MOQ'] },
    },
  },
  {
    // 宜蘭礁溪民宿老闆娘，注音文與縮寫（ㄉ、ㄅ、ㄟ、fb、QQ），錯字「在說」（再說）。
    // 主動講完背景、問題、頁面、預算（8萬）；被問時回一兩個字：網站類型只回「訂房」→ booking。
    // 上線「6月底前」→ 2026-06-01 month by。
    // 非事實：4間房、booking（目前訂房平台）、台北（客人從哪來）、北部、9成客人用手機。
    id: 'heldout40-website-zh-zhuyin-abbrev-short-replies',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我們在宜蘭礁溪開民宿 目前4間房 訂房都靠fb私訊跟booking 抽成好高QQ 想做一個自己ㄉ官網',
      '最主要是想少被平台抽成 還有私訊回到手軟 半夜還要回客人 希望客人可以自己看空房直接訂',
      '網站要有房型介紹 包棟方案 附近景點 還有交通怎麼來ㄉ頁面 很多客人都問從台北過來要多久',
      '預算抓8萬左右ㄅ 不知道夠不夠ㄟ 不夠的話在跟我說',
    ],
    whenAsked: {
      url: '沒ㄟ 只有fb粉專',
      category: '訂房',
      languages: '中文 英文',
      target_audience: '情侶跟小家庭 30幾歲居多 週末從北部開車來泡湯ㄉ',
      competitors: '虹夕諾雅的網站很美 但我們沒那麼高級啦哈哈',
      preferred_style: '簡單溫暖 有木頭感',
      expected_deadline: '6月底前!! 暑假旺季要用',
      key_considerations: '手機版要好用 9成客人都用手機訂',
    },
    otherwise: '都可 沒意見',
    expected: {
      project_background: { said: 0, text: ['民宿', '官網'] },
      address: { said: 0, text: ['礁溪'] },
      problem_need: { said: 1, text: ['平台抽成', '自己看空房'] },
      main_pages: { said: 2, text: ['房型介紹', '包棟方案', '附近景點'] },
      budget: { said: 3, value: { kind: 'money', amount: 80000, currency: 'TWD' } },
      url: { said: 'asked', text: ['fb粉專'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      languages: { said: 'asked', text: ['中文', '英文'] },
      target_audience: { said: 'asked', text: ['情侶', '小家庭'] },
      competitors: { said: 'asked', text: ['虹夕諾雅'] },
      preferred_style: { said: 'asked', text: ['簡單溫暖', '木頭感'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['手機版要好用'] },
    },
  },
  {
    // 台南國華街豆花老店第二代，要搬到隔壁巷子較大的店面。數字講得很口語：「二十五坪」、「預算抓一百五」（= 150 萬，設計加工程）。
    // 被問時會說「就我剛剛說的」「像我剛剛說的」。開幕「想抓在四月初」→ 2026-04-01 month on, early。
    // 非事實：民國七十二年（開店年）、樓上那一層（先不做）、夏天排隊、三十幾年做法沒變、阿姨們（員工）。
    id: 'heldout40-commercial-zh-spoken-numbers-as-i-said',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們是台南國華街那邊賣豆花的 我爸民國七十二年開的 現在要搬到隔壁巷子一間比較大的店面 想找人幫忙做室內設計',
      '新的店面大概二十五坪 樓上還有一層但先不做 預算抓一百五左右 設計加工程全部',
      '最想解決的就是排隊 現在店太小 夏天排隊都排到馬路上 客人沒地方坐 裡面備料區也很擠',
      '喔還有 開幕日想抓在四月初',
    ],
    whenAsked: {
      brand_value: '我們就是傳統古早味 手工的 希望客人進來覺得很親切 像回到阿嬤家',
      target_audience: '觀光客很多 也有附近的老客人 年輕人也不少 都是看網路來的',
      competitive_advantage: '粉粿跟花生都是自己煮的 三十幾年做法都沒變',
      preferred_style: '復古 但是要乾淨 不要那種網美店',
      colors_and_elements: '舊店那塊木頭招牌是我爸自己寫的字 一定要留 顏色不要太暗',
      unique_design: '想要一個開放廚房 讓客人看得到我們在煮豆花',
      address: '就我剛剛說的 台南國華街旁邊的巷子',
      key_considerations: '像我剛剛說的 四月初一定要開 工期不能拖 還有廚房動線要順 阿姨們在裡面做很多年了',
    },
    otherwise: '都可以啦 你們專業的決定',
    expected: {
      project_background: { said: 0, text: ['豆花', '室內設計'] },
      address: { said: 0, text: ['台南'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 25, unit: 'ping' } },
      budget: { said: 1, value: { kind: 'money', amount: 1500000, currency: 'TWD' } },
      problem_need: { said: 2, text: ['排隊', '沒地方坐'] },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on', part: 'early' } },
      brand_value: { said: 'asked', text: ['古早味', '阿嬤家'] },
      target_audience: { said: 'asked', text: ['觀光客', '老客人'] },
      competitive_advantage: { said: 'asked', text: ['自己煮'] },
      preferred_style: { said: 'asked', text: ['復古', '不要那種網美店'] },
      colors_and_elements: { said: 'asked', text: ['木頭招牌', '不要太暗'] },
      unique_design: { said: 'asked', text: ['開放廚房'] },
      key_considerations: { said: 'asked', text: ['工期不能拖', '動線'] },
    },
  },
  {
    // 彰化社頭機能襪工廠業務，第一次自己參加台北自行車展。回答完就換話題（地點→試穿區；日期→DM 跟型錄，optional 主動說）。
    // 攤位「3x6」→ 18 m2。展期 3/25–3/28，進場 3/23，撤場 28 號晚上。被問時常說「不確定耶 可能…」（風格、亮點、預算約三十萬）。
    // 非事實：彰化社頭（工廠所在地，不是展場）、以前跟公會一起擺、兩個標攤、今年第一次、人手不多。
    id: 'heldout40-exhibition-zh-subject-change-not-sure',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們是彰化社頭做機能襪的工廠 也有自己的品牌 今年第一次自己報名台北自行車展 要展車襪、壓縮襪 還有今年新的羊毛系列 以前都是跟公會一起擺',
      '在南港展覽館一館 攤位是3x6 兩個標攤打通 喔對 我們老闆說一定要有一個試穿區 讓買家可以直接穿穿看 這個他很堅持',
      '展期是3/25到3/28 進場3/23 撤場就28號展完當天晚上 另外我們的DM跟型錄也還沒做 不知道你們可以一起處理嗎',
      '想接觸的主要是國外買家跟代理商 歐洲跟日本比較多 也想讓國內的車隊認識我們',
    ],
    whenAsked: {
      brand_value: '就是 made in Taiwan 的品質 穿一整天腳都不會悶 希望大家一看就覺得很專業很可靠',
      preferred_style: '不確定耶 可能簡約的運動風吧 有點像 Rapha 那種感覺?',
      unique_design: '不確定 可能做一面很大的襪子牆? 你們有更好的想法也可以',
      water_electricity_supply: '應該只要電 要放螢幕跟燈箱',
      budget: '還不確定耶 可能三十萬左右吧 要再問老闆',
      key_considerations: '就剛剛說的試穿區 還有組裝要快 我們人手不多',
    },
    otherwise: '不確定耶 你們建議就好',
    expected: {
      project_background: { said: 0, text: ['機能襪', '台北自行車展'] },
      address: { said: 1, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      key_considerations: { said: 1, text: ['試穿區'] },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      other_design_requirements: { said: 2, text: ['DM', '型錄'] },
      target_audience: { said: 3, text: ['國外買家', '代理商'] },
      brand_value: { said: 'asked', text: ['made in Taiwan', '專業'] },
      preferred_style: { said: 'asked', text: ['運動風', 'Rapha'] },
      unique_design: { said: 'asked', text: ['襪子牆'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 300000, currency: 'TWD' } },
    },
  },
  {
    // 桃園青埔新成屋（大樓），夫妻＋一隻橘貓，寶寶快出生。愛用 emoji。
    // 預算第 1 則說 150 萬，第 3 則跟老公討論後改成 120 萬 → budget 以第 3 則為準。入住「最晚七月」→ 2026-07-01 month by。
    // 屋齡被問時答「新成屋」（不列入 expected）。
    // 非事實：五月交屋（不是入住日）、寶寶八月出生、150 萬（已更正）、不含家電。
    id: 'heldout40-residential-zh-emoji-budget-corrected',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 我們在桃園青埔買了新成屋 五月交屋 想找設計師做全室裝潢😊 家裡是我跟老公 還有一隻橘貓 然後寶寶八月出生👶',
      '是大樓 室內大概26坪 三房兩廳兩衛 預算大概150萬 不含家電',
      '最困擾的是收納 我們東西超多 還有貓砂盆不知道要放哪😂 然後想要一間書房 之後可以改成小孩房',
      '啊 剛跟老公討論完 預算要改一下 抓120萬就好 150太硬了🥲',
    ],
    whenAsked: {
      age: '新成屋～剛蓋好',
      lifestyle: '我們兩個都會在家工作💻 老公週末很愛煮飯 晚上就一起追劇',
      preferred_style: '無印風 日式 溫暖一點 不要太冷的那種',
      colors_and_elements: '木頭色 白色 想要一點點綠🌿 不要灰色系',
      move_in_date: '最晚七月要入住 寶寶出生前一定要搬好',
      key_considerations: '安全!! 寶寶跟貓都要考慮到 還有甲醛 材料要健康一點',
    },
    otherwise: '沒有特別想法欸～',
    expected: {
      project_background: { said: 0, text: ['新成屋', '全室裝潢'] },
      address: { said: 0, text: ['青埔'] },
      target_audience: { said: 0, text: ['橘貓', '寶寶'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 26, unit: 'ping' } },
      layout: { said: 1, text: ['三房兩廳兩衛'] },
      problem_need: { said: 2, text: ['收納', '貓砂盆'] },
      budget: { said: 3, value: { kind: 'money', amount: 1200000, currency: 'TWD' } },
      lifestyle: { said: 'asked', text: ['在家工作', '愛煮飯'] },
      preferred_style: { said: 'asked', text: ['無印風', '不要太冷'] },
      colors_and_elements: { said: 'asked', text: ['木頭色', '不要灰色系'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['安全', '甲醛'] },
    },
  },
  {
    // 台南一對工程師新人，要做婚禮整套視覺（喜帖、謝卡、迎賓看板）。兩則開場後，被問時都只回幾個字。
    // 截止日「8月底前」→ 2026-08-01 month by。
    // 非事實：10月中（婚禮日期，不是設計截止日）、兩個都是工程師、朋友推薦。
    id: 'heldout40-other-zh-wedding-terse-replies',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      'hi 想找人設計我們婚禮的整套視覺 喜帖 謝卡 還有當天的迎賓看板',
      '婚禮是10月中 我們住台南 婚禮也在台南辦 兩個都是工程師 對設計完全沒概念😅 朋友推薦你們的',
    ],
    whenAsked: {
      problem_need: '有質感 不要罐頭',
      target_audience: '親友 長輩很多',
      preferred_style: '簡約 森林系',
      colors_and_elements: '綠跟白 不要粉紅',
      expected_deadline: '8月底前',
      key_considerations: '字不要太小 長輩要看得懂',
      collaboration_notes: 'line 我跟老公一起決定',
    },
    otherwise: '都可',
    expected: {
      project_background: { said: 0, text: ['婚禮', '整套視覺'] },
      other_design_requirements: { said: 0, text: ['喜帖', '謝卡', '迎賓看板'] },
      address: { said: 1, text: ['台南'] },
      problem_need: { said: 'asked', text: ['有質感', '不要罐頭'] },
      target_audience: { said: 'asked', text: ['親友', '長輩'] },
      preferred_style: { said: 'asked', text: ['簡約', '森林系'] },
      colors_and_elements: { said: 'asked', text: ['不要粉紅'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['字不要太小'] },
      collaboration_notes: { said: 'asked', text: ['line', '一起決定'] },
    },
  },
  {
    // 청주 동물병원 원장(40대). 음성 입력이라 문장부호 없이 길게 이어 말함. 로고+간판 리뉴얼. 메시지 3에서
    // "로고는 보통 얼마나 걸려요" 되묻고 마감(2월 안에 → 2026-02 by)을 말함. 주소는 listen 필드라 청주만.
    // 사실 아님: 개원 12년, 2014년, 아버지도 수의사(과거), 수의사 3명·직원 7명, 근처 새 병원들, 3월 간판 공사(마감의 이유일 뿐).
    id: 'heldout40-brand-ko-voice-runon-question-back',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 저는 청주에서 온누리동물병원을 하고 있는 원장인데요 2014년에 개원해서 벌써 12년이 됐는데 로고가 너무 옛날 느낌이라 이번에 로고부터 전체적으로 리뉴얼을 하고 싶어서 연락드렸어요 요즘 근처에 새로 생긴 병원들이 다 세련돼서 그런지 젊은 보호자분들이 저희를 좀 오래된 병원으로 보시는 것 같더라고요 수의사는 저 포함 3명이고 직원은 7명이에요',
      '이름은 온누리인데 온 세상 할 때 온누리고요 원래 아버지가 지어주신 이름이에요 아버지도 수의사셨거든요 세상 모든 동물이 아프지 않았으면 좋겠다는 뜻이라고 하셨어요 그 뜻은 꼭 살리고 싶어요',
      '진료는 강아지 고양이 일반진료랑 건강검진 치과 스케일링 하고 있고 작년부터는 고양이 전용 진료실도 따로 운영하고 있어요',
      '근데 로고 작업은 보통 얼마나 걸려요 3월에 간판 바꾸는 공사가 잡혀 있어서 로고는 2월 안에는 나와야 되거든요 간판이랑 진료 카드도 같이 맡길 수 있으면 좋겠어요',
    ],
    whenAsked: {
      registration_status: '음 그건 잘 모르겠어요 아버지 때 했는지 안 했는지 확인을 못 해봤네요',
      need_registration_assistance: '네 필요하면 도와주세요',
      brand_website: '홈페이지는 없고 인스타 @onnuri_animal 이랑 네이버 플레이스 있어요',
      target_audience: '동네 보호자분들이요 30대 40대 신혼부부나 1인 가구가 많고 고양이 키우시는 분들이 특히 많아요',
      preferred_style: '따뜻하고 깔끔한 느낌이요 너무 귀여운 캐릭터 말고 신뢰감 있게',
      colors_and_elements: '초록색 계열이 좋고요 빨간색은 피하고 싶어요 피가 생각나서요',
      key_considerations: '오래 다니신 보호자분들이 보고 같은 병원인 줄 바로 알아보셔야 해요',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['동물병원', '리뉴얼'] },
      address: { said: 0, text: ['청주'] },
      problem_need: { said: 0, text: ['젊은 보호자', '오래된 병원'] },
      brand_name_story: { said: 1, text: ['온 세상', '아프지 않았으면'] },
      products_or_services: { said: 2, text: ['건강검진', '스케일링', '고양이 전용 진료실'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      other_design_requirements: { said: 3, text: ['간판', '진료 카드'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['onnuri_animal'] },
      target_audience: { said: 'asked', text: ['1인 가구', '고양이'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 깔끔한', '신뢰감'] },
      colors_and_elements: { said: 'asked', text: ['초록색', '빨간색은 피하고'] },
      key_considerations: { said: 'asked', text: ['같은 병원인 줄'] },
    },
  },
  {
    // 성수 그래놀라 브랜드 "오트모먼트" 대표(30대). 영어 단어를 섞어 씀(packaging, USP, gift set, mono PE),
    // 숫자는 한글로("이백오십 그람", "천오백 개"). 마켓컬리 입점 때문에 패키지 리뉴얼. 주소(listen)는 성수.
    // 사실 아님: 2022년(스마트스토어 시작 연도), 첫 발주 천오백 개(생산 수량), 컬리 입점 확정 시점.
    id: 'heldout40-packaging-ko-english-words-number-words',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요! 저희는 성수에서 작은 그래놀라 브랜드 하고 있어요 '오트모먼트'라고요ㅎㅎ 2022년에 스마트스토어로 시작했는데 이번에 마켓컬리 입점이 확정돼서 packaging을 전체 리뉴얼하려고요. 지금은 그냥 투명 봉투에 sticker 붙인 수준이라..",
      '제품은 오트 그래놀라 3종이에요 original, 말차, 카카오닙스. 아침에 요거트나 우유에 부어 먹는 거고요. 설탕 대신 조청 써서 덜 달고 바삭한 게 저희 USP예요 ㅋㅋ',
      '규격은 한 봉에 이백오십 그람이고 컬리용은 삼백 그람짜리로 하나 더 만들 예정이에요. 첫 발주는 천오백 개 정도 생각 중',
      '형태는 지퍼 파우치는 무조건이고 5월 가정의 달 gift set도 같이 하고 싶어요. 소재는 재활용 되는 mono PE 파우치면 좋겠어요 kraft는 너무 흔해서 별로',
    ],
    whenAsked: {
      target_audience: '2030 직장인 여성이요 아침은 대충 먹지만 건강은 챙기고 싶은 사람들',
      preferred_style: 'minimal하고 따뜻한 느낌? 아침 햇살 같은 무드요. Aesop 패키지 분위기 좋아해요',
      colors_and_elements: '맛별로 컬러 다르게 하고 싶어요 오리지널 베이지, 말차 그린, 카카오 브라운. 로고는 지금 거 유지해 주세요',
      expected_deadline: '3월 말까지는 디자인 끝나야 인쇄 넘길 수 있어요',
      key_considerations: '컬리 상세페이지 썸네일에서 눈에 띄는 거요! 작게 보여도 맛 구분이 돼야 해요',
    },
    otherwise: '음 그건 상관없어요',
    expected: {
      project_background: { said: 0, text: ['그래놀라', '리뉴얼'] },
      address: { said: 0, text: ['성수'] },
      sales_channels: { said: 0, text: ['스마트스토어', '마켓컬리'] },
      product_description: { said: 1, text: ['그래놀라 3종', '요거트'] },
      unique_selling_point: { said: 1, text: ['조청', '덜 달고'] },
      specification: { said: 2, text: ['이백오십 그람', '삼백 그람'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      preferred_materials: { said: 3, text: ['mono PE'] },
      target_audience: { said: 'asked', text: ['직장인 여성', '건강'] },
      preferred_style: { said: 'asked', text: ['minimal', '아침 햇살'] },
      colors_and_elements: { said: 'asked', text: ['맛별로 컬러', '베이지'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['썸네일', '맛 구분'] },
    },
  },
  {
    // 대구 동성로 타투샵 "잉크룸" 사장(20대 후반). 오타·줄임말(안녕하세여, 홈피, 넘, ㄱㄴ, 되요, 포폴).
    // 예산을 메시지 1에서 300이라 했다가 메시지 3에서 500으로 정정 → 5,000,000원(said 3).
    // 도메인만 사 둔 상태(inkroom.kr). 주소(listen)는 동성로.
    // 사실 아님: 작업자 3명(직원 수), 동업자 형, 300(정정 전 예산), 3월 개강 시즌.
    id: 'heldout40-website-ko-typos-budget-corrected',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세여 대구 동성로에서 타투샵 하고있는데요 지금 예약을 인스타 디엠으로만 받으니까 넘 정신없어요ㅠㅠ 홈피에서 바로 예약되게 하고싶어서요',
      '작업자는 저 포함 3명이고 페이지는 메인, 아티스트별 포폴, 예약, 애프터케어 안내, 오시는길 정도? 예산은 한 300 생각중이에요',
      '도메인은 있는데 사이트는 없어요 inkroom.kr 사놓기만 함ㅋㅋ',
      '아 그리고 예산 아까 300이라고 했는데 동업자 형이랑 얘기해보니까 500까지 ㄱㄴ하대여 그걸로 잡을게요',
      '외국인 손님도 꽤 와서 영어도 있어야되요 일본어도 있음 좋고',
    ],
    whenAsked: {
      category: '예약 사이트요',
      target_audience: '20~30대요 첫 타투 하는 사람도 많고 외국인 관광객도 많아요',
      competitors: "서울에 '블랙스완 타투' 홈피 깔끔해서 좋았어요",
      preferred_style: '블랙 배경에 작업사진 크게 보이게 미니멀하게요',
      expected_deadline: '3월 개강시즌 전에요 2월 말까지요',
      key_considerations: '폰에서 예약이 진짜 쉬워야 함 + 예약금 입금 확인되는 기능',
    },
    otherwise: '걍 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['타투샵'] },
      address: { said: 0, text: ['동성로'] },
      problem_need: { said: 0, text: ['디엠', '바로 예약'] },
      main_pages: { said: 1, text: ['아티스트별 포폴', '애프터케어', '오시는길'] },
      url: { said: 2, text: ['inkroom.kr'] },
      budget: { said: 3, value: { kind: 'money', amount: 5000000, currency: 'KRW' } },
      languages: { said: 4, text: ['영어', '일본어'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      target_audience: { said: 'asked', text: ['첫 타투', '외국인 관광객'] },
      competitors: { said: 'asked', text: ['블랙스완'] },
      preferred_style: { said: 'asked', text: ['블랙 배경', '미니멀'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['폰에서', '예약금'] },
    },
  },
  {
    // 전주 빵집 사장님(50대). 말이 짧음: 한두 단어 대답이 많고, 메시지 2는 평수에 답하고 바로 딴 얘기(유리창 주방)로 넘어감.
    // 2호점(객리단길), 28평(스물여덟 평), 예산 1억5천, 4월 오픈.
    // 사실 아님: 1호점 효자동, 2019년 개업, 제빵사 4명.
    id: 'heldout40-commercial-ko-terse-subject-change',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '빵집이요. 전주 객리단길에 2호점 내요',
      '1호점은 효자동이고 2019년에 열었어요. 제빵사 4명. 이번엔 매장에서 먹고 가는 손님 받으려고 좌석 많이',
      '스물여덟 평이요. 아 근데 빵 굽는 거 밖에서 보이게 유리창 주방 꼭 하고 싶어요',
      '예산 1억5천',
      '오픈은 4월',
    ],
    whenAsked: {
      brand_value: '편안함. 동네 빵집 같은',
      target_audience: '관광객이랑 동네 주민',
      competitive_advantage: '천연발효종',
      preferred_style: '우드톤. 따뜻하게',
      colors_and_elements: '베이지, 흰색. 검정 싫어요',
      key_considerations: '동선. 계산대 앞에 줄 서는 거',
    },
    otherwise: '몰라요 알아서',
    expected: {
      project_background: { said: 0, text: ['빵집', '2호점'] },
      address: { said: 0, text: ['객리단길'] },
      problem_need: { said: 1, text: ['먹고 가는', '좌석'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong' } },
      unique_design: { said: 2, text: ['유리창 주방'] },
      budget: { said: 3, value: { kind: 'money', amount: 150000000, currency: 'KRW' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      brand_value: { said: 'asked', text: ['편안함', '동네 빵집'] },
      target_audience: { said: 'asked', text: ['관광객', '동네 주민'] },
      competitive_advantage: { said: 'asked', text: ['천연발효종'] },
      preferred_style: { said: 'asked', text: ['우드톤'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '검정 싫어요'] },
      key_considerations: { said: 'asked', text: ['동선', '줄 서는'] },
    },
  },
  {
    // 화성 캠핑가구 제조사 "산들공방" 마케터(30대). 이모지를 씀. 면적·날짜를 한글 숫자로("오십사 제곱미터",
    // "삼월 십구일"). 킨텍스 캠핑 아웃도어 페어 첫 참가. 개막 3/19(목), 반입 3/18, 철수 3/22(일). 전기만 필요.
    // 사실 아님: 화성(회사 위치, 전시장이 아님), 직원 20명, 작년 페어(관람만 함), 3칸x2칸(면적의 설명).
    id: 'heldout40-exhibition-ko-emoji-number-words',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요🙂 저희는 화성에 있는 캠핑 의자랑 테이블 만드는 회사 '산들공방'이에요. 직원 20명 정도 되는 작은 회사고요, 3월에 킨텍스에서 하는 캠핑 아웃도어 페어에 처음으로 부스를 내게 됐어요🏕️ 신제품 경량 체어 라인 선보일 예정이에요!",
      '작년엔 관람만 했었는데 ㅎㅎ 부스는 오십사 제곱미터요 3칸x2칸 짜리',
      '개막은 삼월 십구일 목요일이고 반입은 그 전날 십팔일 하루예요. 철수는 이십이일 일요일 전시 끝나고 바로 해야 된대요😅',
      '체어에 직접 앉아볼 수 있게 캠핑 사이트처럼 꾸미고 싶어요 잔디 깔고 타프 치고😆 물은 필요 없고 조명 때문에 전기만 있으면 돼요',
    ],
    whenAsked: {
      brand_value: '가볍고 튼튼한 국산 캠핑 가구요. 자연 속에서 쉬는 느낌 받으셨으면 좋겠어요🌲',
      target_audience: '캠핑용품 매장 바이어분들이랑 일반 캠퍼들 둘 다요',
      preferred_style: '내추럴하고 따뜻한 우드 느낌이요',
      budget: '삼천만원 정도 생각하고 있어요',
      key_considerations: '체험 동선이요! 사람 많을 때도 편하게 앉아볼 수 있게요',
    },
    otherwise: '딱히 없어요~',
    expected: {
      project_background: { said: 0, text: ['캠핑 의자', '경량 체어'] },
      address: { said: 0, text: ['킨텍스'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 54, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-19', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-18', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-22', precision: 'day' } },
      unique_design: { said: 3, text: ['잔디', '타프'] },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['국산', '쉬는 느낌'] },
      target_audience: { said: 'asked', text: ['바이어', '캠퍼'] },
      preferred_style: { said: 'asked', text: ['내추럴', '우드'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 30000000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['체험 동선', '앉아볼 수'] },
    },
  },
  {
    // 분당 정자동 구축 아파트를 사서 들어가는 40대 엄마. "잘 모르겠는데 아마 31년?"(연식), 예산도 "아마 7천에서 8천",
    // "아까 말했듯이"를 두 번 씀. 32평, 방 3 화장실 2, 입주 4/25.
    // 사실 아님: 지금 사는 수지(전세), 95년(준공 연도 — 사실은 31년), 남편 회사 판교, 아이들 학년은 가족 설명일 뿐 나이 필드 아님.
    id: 'heldout40-residential-ko-as-i-said-not-sure',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 분당 정자동에 아파트 매매해서 들어가는데 전체 리모델링 하려고요. 베란다 확장도 하고 욕실 2개 다 뜯고 싶어요',
      '32평이고 방 3개 화장실 2개요. 지금은 수지에서 전세 살고 있고 그 집은 빈집이라 공사는 바로 가능해요',
      '식구는 남편이랑 저, 초6 딸, 초3 아들 그리고 말티즈 한 마리요 ㅎㅎ 남편 회사가 판교라 이사 가는 거예요',
      '연식은 잘 모르겠는데 아마 31년? 95년 준공이라고 들었어요',
      '아 그리고 이삿날은 4월 25일로 잡혀 있어요',
    ],
    whenAsked: {
      problem_need: '아까 말했듯이 욕실이 너무 낡았고요 수납이 부족해요 애들 짐이 진짜 많아서',
      lifestyle: '남편이 주 2회 재택이고 저녁엔 다 같이 거실에서 보드게임 자주 해요',
      preferred_style: '화이트에 우드 조금, 호텔 같은 깔끔함이요',
      colors_and_elements: '체리색 몰딩은 다 없애고 싶어요 ㅋㅋ 무조건 화이트톤',
      budget: '잘 모르겠는데 아마 7천에서 8천 정도?',
      key_considerations: '아까 말씀드렸듯이 이삿날 전에 끝나는 거요. 그리고 강아지 미끄럼 안 타는 바닥이요',
    },
    otherwise: '그건 잘 모르겠어요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['정자동'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 1, text: ['방 3개', '화장실 2개'] },
      target_audience: { said: 2, text: ['초6 딸', '말티즈'] },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 31, unit: 'years' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-04-25', precision: 'day', relation: 'on' } },
      problem_need: { said: 'asked', text: ['수납이 부족'] },
      lifestyle: { said: 'asked', text: ['재택', '보드게임'] },
      preferred_style: { said: 'asked', text: ['호텔'] },
      colors_and_elements: { said: 'asked', text: ['체리색 몰딩', '화이트'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 70000000, max: 80000000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['이삿날', '미끄럼'] },
    },
  },
  {
    // 제주에서 게스트하우스 하며 글 쓰는 30대 작가. 이모지와 영어 단어(layout), 되묻기("보통 표지 작업 얼마나 걸려요?").
    // 독립출판 에세이의 표지+내지. 디자인 마감 "3월 중순까지" → 2026-03 by, mid.
    // 사실 아님: 펀딩 오픈 4월 1일(마감의 이유), 200페이지(분량), 책 제목, 게스트하우스 6년째.
    id: 'heldout40-other-ko-emoji-question-back',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 제주에서 게스트하우스 6년째 하면서 글 쓰는 사람인데요 ✍️ 제가 쓴 에세이를 독립출판으로 내려고 해요. 텀블벅 펀딩도 할 거고요',
      '표지 디자인이랑 내지 layout 둘 다 부탁드리고 싶어요! 한 200페이지 정도 될 것 같아요 📚',
      "책 제목은 '바람이 머무는 방'이에요 ㅎㅎ 게스트하우스에서 만난 손님들 이야기 🌊",
      '펀딩 오픈이 4월 1일이라 디자인은 3월 중순까지는 끝나야 할 것 같은데 가능할까요?? 보통 표지 작업 얼마나 걸려요?',
    ],
    whenAsked: {
      problem_need: '서점 매대에서 손이 가는 책이요. 펀딩 페이지에서도 예뻐 보였으면 좋겠어요',
      target_audience: '2030 여행 좋아하는 사람들, 제주 한달살기 하는 분들이요',
      preferred_style: '감성적인데 너무 뻔하지 않게.. 일러스트보다는 사진? 필름 느낌 좋아해요 🎞️',
      colors_and_elements: '바다색 말고 제주 돌담 색이요 회색 현무암 🪨',
      key_considerations: '인쇄비 생각해서 2도 인쇄로도 예쁘게 나오면 좋겠어요',
      collaboration_notes: '카톡으로 편하게 주고받으면 좋겠어요! 결정은 제가 혼자 해요 ㅎㅎ',
    },
    otherwise: '음 딱히 없어요!',
    expected: {
      project_background: { said: 0, text: ['에세이', '독립출판'] },
      address: { said: 0, text: ['제주'] },
      other_design_requirements: { said: 1, text: ['표지', '내지'] },
      expected_deadline: {
        said: 3,
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      problem_need: { said: 'asked', text: ['매대', '펀딩 페이지'] },
      target_audience: { said: 'asked', text: ['여행', '한달살기'] },
      preferred_style: { said: 'asked', text: ['필름 느낌'] },
      colors_and_elements: { said: 'asked', text: ['돌담', '현무암'] },
      key_considerations: { said: 'asked', text: ['인쇄비', '2도 인쇄'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '혼자'] },
    },
  },
];
