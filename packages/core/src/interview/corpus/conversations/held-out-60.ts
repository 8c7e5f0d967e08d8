import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixtieth batch of held-out visitors, written blind from the field list (three writers, one a language, none of whom
 * read the engine): every project type in all three languages. Its theme: an ordinary week of visitors on a phone, as they
 * come (a lot at once, one fact a message, or only what is asked), with numbers, places and dates of other things,
 * corrections, hedges and questions back; among them visitors from the UK, Australia and Hong Kong.
 * Written in session 29, and played once on the session's starting engine (00a10637) before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 60: an ordinary week)
 * - Tamika Reed, 31, ex-hotel bartender in Decatur GA, mobile cocktail trailer; lowercase, one fact a message, "yall", "lol".
 * - Bec Tran, 34, chilli oil maker in Footscray, Melbourne (Australia); two long chatty messages then a date, Aussie phrasing, emoji.
 * - Ray Delgado, 58, plumbing contractor in San Antonio; terse, answers only when asked, fixes his own URL, asks if 5 grand is right.
 * - Andre Wilkins, 38, Detroit barber opening his own shop; one long opener, corrects the square footage, asks if his budget is realistic.
 * - Dana Whitaker, marketing director at a Pittsburgh robotics startup; businesslike, dense facts, hedges on water, asks a question back.
 * - Rhona Baird, 39, GP in Edinburgh (UK); polite British English, one fact a message, corrects the move-in date after checking with her partner.
 * - Dee Baptiste, 66, retired teacher in Gentilly, New Orleans; church cookbook; ellipses, "baby", "y'all", asks about printing.
 */
/*
 * Writer's note (zh-TW, batch 60: an ordinary week)
 * - 香港深水埗的手工皮具職人（40出頭，女），用粵語書面打字、中英夾雜，四則訊息一次講完大部分背景。
 * - 南投魚池種紅茶的二代（20幾歲），一則訊息只講一件事、沒標點，規格講錯下一則更正。
 * - 竹北物理治療所負責人（30幾歲，女），第一則就是一大段，網址、預算、上線時間都自己先講。
 * - 台南賣鍋燒意麵三十幾年的阿伯，台語夾雜（阮、嘿啦），只講兩句，其他都要問才答。
 * - 彰化自行車座墊公司的行銷（20幾歲），日期一次給齊，之後攤位大小和預算都被老闆更正。
 * - 台北文山區剛買中古屋的工程師（30出頭，男），一件事一則，坪數搞混後更正，還反問預算怎麼抓。
 * - 宜蘭羅東國小老師（40幾歲，女），語氣客氣、用全形標點，為百年校慶找設計，經費還要再確認。
 */
/*
 * Writer's note (ko-KR, batch 60: an ordinary week)
 * - brand: 30대 초반 여성, 대전 유성구 강아지 수제간식 가게 사장. 긴 메시지 두 개에 다 몰아서, ㅎㅎ ㅠㅠ 많이 씀.
 * - packaging: 20대 후반 남성, 강릉 로스터리카페. 한 메시지에 한 가지씩 툭툭, 마침표 없이 "~함", 중간에 개수 정정.
 * - website: 40대 여성, LA 코리아타운 치과 실장. 교포 말투에 영어 섞어서 길게, 예산은 달러, 옛날 비용·학회 날짜 섞임.
 * - commercial: 50대 여성, 전주 칼국수집 사장. 처음엔 한 줄만, 나머지는 물어봐야 대답, 평수 정정, 되묻기.
 * - exhibition: 30대 후반 남성, 부산 영도 어묵회사 마케팅 과장. 업무 메일처럼 "- " 목록으로 한 번에, 바로 날짜 정정.
 * - residential: 40대 초반 여성, 노원구 상계동 구축 아파트 매매. 사실 하나씩 나눠 보내고 ^^, 예산 물어보며 되묻기.
 * - other: 60대 남성, 마산어시장 상인회 총무. 띄어쓰기 들쭉날쭉, ".." 많고 "~함/~음" 체, 옛날 캐릭터·간판값 얘기 섞임.
 */
export const sixtiethHeldOutConversations: CorpusConversation[] = [
  // Tamika Reed, 31, bartended 8 years at a downtown Atlanta hotel; now runs a mobile cocktail bar out of a vintage horse trailer, based in Decatur.
  // Exercises: one short fact per message, lowercase and no apostrophes; what she wants grows from "a logo" to "a whole look";
  // a hedged deadline with a question mark ("so like end of march?"); a question back about trademarks.
  // NOT facts of the project: 8 yrs at a hotel downtown (her past), Macon (granddaddy's bees), "wedding season" (not a date),
  // the "$$ weddings" (not a budget), Canva (her old sticker).
  {
    id: 'heldout60-brand-en-decatur-mobile-bar',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hey! i need a logo",
      "well a whole look really, logo colors all that. its for my mobile bar, we serve cocktails out of a vintage horse trailer at weddings and parties",
      "its called Honey & Rye",
      "im in decatur btw, right outside atlanta",
      "i bartended at a hotel downtown for 8 yrs before this lol so i know drinks, not design",
      "oh and i want it done before wedding season starts, so like end of march?",
    ],
    whenAsked: {
      project_background: "like i said, logo and colors and everything for Honey & Rye, the mobile bar",
      problem_need: "right now its just my name in canva on a sticker lol. i need to look legit so couples and planners take me serious and book me for the $$ weddings",
      brand_name_story: "honey is for my granddaddy, he kept bees in macon. rye bc rye whiskey is my favorite thing to make drinks with. sweet + a little bite, thats me too",
      products_or_services: "like i said cocktails for weddings + parties. also a mocktail menu, and i rent out the trailer with a bartender for corporate events",
      registration_status: "no not yet. is that something i need?",
      need_registration_assistance: "yes please if yall can do it",
      brand_website: "just instagram, @honeyandryebar",
      target_audience: "brides and grooms mostly, like 25 to 40, and wedding planners. people who want something cute for the photos",
      preferred_style: "vintage but not dusty. kind of like an old apothecary label? warm, a lil southern, a lil fancy",
      colors_and_elements: "honey gold for sure, and a deep green. maybe a bee somewhere. no pink pls everyone does pink",
      expected_deadline: "end of march like i said",
      key_considerations: "it has to look good painted on the side of the trailer AND tiny on a napkin. and im not made of money lol",
      other_design_requirements: "business cards and a menu board for the trailer would be nice",
    },
    otherwise: "no preference really, yall are the experts",
    expected: {
      project_background: { said: 1, text: ['logo colors', 'mobile bar', 'vintage horse trailer'] },
      products_or_services: { said: 1, text: ['cocktails'] },
      address: { said: 3, text: ['decatur'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['look legit', 'couples and planners'] },
      brand_name_story: { said: 'asked', text: ['granddaddy', 'kept bees', 'rye whiskey'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@honeyandryebar'] },
      target_audience: { said: 'asked', text: ['brides and grooms', 'wedding planners'] },
      preferred_style: { said: 'asked', text: ['vintage but not dusty', 'old apothecary label'] },
      colors_and_elements: { said: 'asked', text: ['honey gold', 'deep green', 'no pink'] },
      key_considerations: { said: 'asked', text: ['painted on the side of the trailer', 'tiny on a napkin'] },
    },
  },

  // Bec Tran, 34, Vietnamese-Australian, makes her mum's crispy chilli oil in a commercial kitchen in Footscray, Melbourne.
  // Exercises: two long messages that carry most of the brief at once (background, form, product, spec), Australian phrasing
  // ("heaps", "sorted"), an emoji, a deadline tied to another event, and the gift box implied as a three-jar set.
  // NOT facts of the project: Saigon and 1989 (mum's past), 2 years at markets, 2,000 jars last year, $16 retail price,
  // the food festival in May (the reason, not the deadline), 50,000 labels (what she is NOT printing), Fly By Jing (a reference brand).
  {
    id: 'heldout60-packaging-en-melbourne-chilli-oil',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: 660,
    messages: [
      "Hi there! Long one sorry. I'm Bec, I run a little chilli oil brand called Lan's Kitchen out of a commercial kitchen in Footscray (Melbourne). It's my mum's recipe, she brought it over from Saigon in 1989 and we've been making it for the family forever. Started selling at markets 2 years ago and last year we did about 2,000 jars, which is heaps for us. Now a couple of grocers want to stock it but honestly the current label is something I made on my laptop and it looks it 😅 So I need proper packaging: the jar label, and ideally a gift box for three jars because people keep buying them as presents.",
      "Product details: it's a crispy chilli oil, garlic, shallots, a bit of lemongrass, you spoon it on noodles, eggs, rice, basically everything. Jars are 190 g glass jars with a black lid and we sell them to the shops in cartons of 12. Oh and there are two heat levels, Original and Extra Hot. Retail is $16 a jar which I know is a bit more than the supermarket brands.",
      "Timing wise I'd love it all sorted by the end of April, there's a food festival in May I want to launch the new look at.",
    ],
    whenAsked: {
      packaging_form: "The label for the jars, and a gift box that holds three jars",
      unique_selling_point: "It's properly crunchy, not just oil with some flakes in it, and there's no MSG or preservatives. Mum still fries every batch of shallots by hand",
      target_audience: "Foodies in their 20s and 30s, people who follow food accounts on Insta. Also the older Viet aunties at the market lol, they're my toughest critics",
      sales_channels: "Markets on the weekends (Footscray and Preston), our own online shop, and soon two independent grocers in Richmond and Yarraville",
      preferred_style: "Bold and a bit fun but still premium. I love how Fly By Jing does theirs, and a bit of an old Saigon shop sign vibe",
      colors_and_elements: "Red obviously, maybe with a cream. I'd love Mum's handwriting on it somewhere. Please no cartoon chillies with faces",
      preferred_materials: "Keep the glass jars. For the box something recyclable, kraft card maybe? No plastic windows",
      expected_deadline: "End of April if possible",
      key_considerations: "The labels need to survive a bit of oil, the jars get greasy. And cost per unit matters, I'm not printing 50,000 of them",
    },
    otherwise: "No strong feelings on that one, happy to take your lead",
    expected: {
      project_background: { said: 0, text: ["Lan's Kitchen", 'grocers want to stock it'] },
      address: { said: 0, text: ['Footscray'] },
      problem_need: { said: 0, text: ['made on my laptop'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      product_description: { said: 1, text: ['crispy chilli oil', 'noodles, eggs, rice', 'Original and Extra Hot'] },
      specification: { said: 1, text: ['190 g', 'cartons of 12'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      unique_selling_point: { said: 'asked', text: ['properly crunchy', 'no MSG or preservatives'] },
      target_audience: { said: 'asked', text: ['Foodies in their 20s and 30s', 'Viet aunties'] },
      sales_channels: { said: 'asked', text: ['online shop', 'independent grocers'] },
      preferred_style: { said: 'asked', text: ['Bold and a bit fun', 'premium'] },
      colors_and_elements: { said: 'asked', text: ['Red', 'handwriting', 'no cartoon chillies'] },
      preferred_materials: { said: 'asked', text: ['glass jars', 'kraft card', 'No plastic windows'] },
      key_considerations: { said: 'asked', text: ['survive a bit of oil', 'cost per unit'] },
    },
  },

  // Ray Delgado, 58, owns Delgado & Sons Plumbing in San Antonio with his wife and son.
  // Exercises: a terse visitor who volunteers two lines and then only answers questions; a self-corrected URL inside a reply;
  // a budget phrased as a question ("5 grand? is that about right"); a fuzzy go-live month ("before summer... so may?"); typos.
  // NOT facts of the project: in business since 1994, the old site from 2011, "10pm" (when leaks happen), "half my customers",
  // Mister Rooter and Abacus are competitors (a fact of competitors, not of style).
  {
    id: 'heldout60-website-en-san-antonio-plumber',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "need a new website for my plumbing company",
      "Delgado & Sons Plumbing. San Antonio. been in business since 1994",
    ],
    whenAsked: {
      project_background: "like i said plumbing. residential mostly some commercial. my son is taking over more and he says the site is embarasing. its from 2011",
      url: "delgadoplumbingsa.com. no wait theres a dash, delgadoplumbing-sa.com",
      category: "a booking one i guess. people need to schedule a service call without calling the office",
      problem_need: "phone rings all day, my wife does the scheduling and she cant keep up. also the site doesnt work on phones",
      main_pages: "home, services, book a service, about us, reviews, contact. maybe financing for water heaters",
      languages: "english and spanish. half my customers speak spanish",
      target_audience: "homeowners in san antonio and around. lot of older folks, lot of young families. people with a leak at 10pm who are panicking",
      competitors: "the big guys like Mister Rooter and Abacus. their sites are ok i guess",
      preferred_style: "clean. simple. big phone number at the top. nothing fancy",
      budget: "my son said 5 grand? is that about right for this kind of thing",
      expected_deadline: "before summer when the AC and water heater calls pick up. so may?",
      key_considerations: "easy for my wife to update. she is not a computer person. and fast on phones",
    },
    otherwise: "dont matter to me",
    expected: {
      project_background: { said: 0, text: ['plumbing company'] },
      address: { said: 1, text: ['San Antonio'] },
      url: { said: 'asked', text: ['delgadoplumbing-sa.com'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 'asked', text: ['cant keep up', 'doesnt work on phones'] },
      main_pages: { said: 'asked', text: ['services', 'book a service', 'about us', 'reviews', 'contact'] },
      languages: { said: 'asked', text: ['english', 'spanish'] },
      target_audience: { said: 'asked', text: ['homeowners', 'older folks', 'young families'] },
      competitors: { said: 'asked', text: ['Mister Rooter', 'Abacus'] },
      preferred_style: { said: 'asked', text: ['clean', 'big phone number'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 5000, currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['easy for my wife to update', 'fast on phones'] },
    },
  },

  // Andre Wilkins, 38, barber for 15 years, renting a chair in Southfield; just leased a storefront on Livernois (Avenue of Fashion), Detroit.
  // Exercises: a long opener carrying background, address and a size; a correction of the size in the next message with the
  // wrong number explained; a budget range asked back as a question; an opening date next to another date that is not it.
  // NOT facts of the project: 15 years cutting hair, 6 years renting a chair, Southfield (his current shop), 1,100 sq ft and 7 Mile
  // (the other place he looked at), April 30 (chair rental ends), his granddad on Dexter in the 60s, the shoe repair past of the space.
  {
    id: 'heldout60-commercial-en-detroit-barbershop',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Good evening. My name is Andre, I've been cutting hair for 15 years, the last 6 renting a chair at a shop in Southfield. I finally signed a lease on my own spot on Livernois, the Avenue of Fashion in Detroit. It's an old storefront, used to be a shoe repair place. I want 6 chairs, a little waiting area that doesn't feel like the DMV, and a corner where I can sell products. Space is about 1,100 sq ft.",
      "Correction, just looked at the lease: 1,250 sq ft. The 1,100 was the other place I looked at on 7 Mile.",
      "Budget I'm thinking 60 to 75 thousand for the build out. Is that realistic for what I'm describing or am I dreaming?",
      "Want the doors open May 1st. My chair rental in Southfield ends April 30 so no pressure lol",
    ],
    whenAsked: {
      problem_need: "I want a shop that's mine, a place grown men and little kids both want to sit in. Right now I got clients following me from shop to shop, I want to give them a home",
      brand_value: "Respect and craft. You walk in, somebody greets you by name, you feel taken care of. Calm, not loud music and arguing about sports all day (ok some sports)",
      target_audience: "Working professionals, 25-55, a lot of teachers and city workers from the neighborhood. Also dads bringing their sons in on Saturdays",
      competitive_advantage: "Appointments actually on time. And I do hot towel shaves, not many shops around here still do",
      preferred_style: "Classic barbershop but modern. Dark wood, leather, good lighting. Old Detroit but clean",
      colors_and_elements: "Deep green and brass. I'd love to keep the original tin ceiling if it can be saved. No white subway tile everywhere please",
      unique_design: "A wall of photos of Detroit barbers from back in the day, the history. My granddad cut hair on Dexter in the 60s",
      address: "Livernois, Avenue of Fashion, like I said",
      space_size: "1,250 sq ft",
      budget: "60-75k like I said. Can stretch a little if it's worth it",
      opening_date: "May 1st",
      key_considerations: "Plumbing for the shampoo bowls, it was a shoe repair place so not sure what's back there. And staying on schedule",
      other_design_requirements: "Signage out front for sure",
    },
    otherwise: "I'm open, whatever you think works",
    expected: {
      project_background: { said: 0, text: ['6 chairs', 'waiting area', 'sell products'] },
      address: { said: 0, text: ['Livernois', 'Avenue of Fashion'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1250, unit: 'ft2' } },
      budget: { said: 2, value: { kind: 'money', amount: 60000, max: 75000, currency: 'USD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'on' } },
      problem_need: { said: 'asked', text: ["a shop that's mine", 'give them a home'] },
      brand_value: { said: 'asked', text: ['Respect and craft', 'taken care of'] },
      target_audience: { said: 'asked', text: ['Working professionals', 'dads bringing their sons'] },
      competitive_advantage: { said: 'asked', text: ['on time', 'hot towel shaves'] },
      preferred_style: { said: 'asked', text: ['Classic barbershop but modern', 'Dark wood, leather'] },
      colors_and_elements: { said: 'asked', text: ['Deep green and brass', 'tin ceiling', 'No white subway tile'] },
      unique_design: { said: 'asked', text: ['wall of photos of Detroit barbers'] },
      key_considerations: { said: 'asked', text: ['shampoo bowls', 'staying on schedule'] },
    },
  },

  // Dana Whitaker, 45, marketing director at Stackwise Robotics (Pittsburgh), taking an island booth at a materials handling
  // trade show at McCormick Place, Chicago.
  // Exercises: businesslike and dense; size as "20x30" (feet implied); three dates in one message (move-in, opening, move-out);
  // a budget that excludes venue charges; a question back about build; hedging on water before settling on electricity only.
  // NOT facts of the project: Pittsburgh (the company's home, not the venue), last year's 10x20 inline booth at another show,
  // "four days", the espresso bar they dropped, the two regional fall shows (plans, not this booth's dates).
  {
    id: 'heldout60-exhibition-en-chicago-robotics-island',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi, Dana Whitaker, marketing at Stackwise Robotics (Pittsburgh). We're exhibiting at a materials handling trade show at McCormick Place in Chicago, South Building. We'll have our new autonomous pallet mover running live, plus two smaller units on plinths. Booth is 20x30, island. Last year we had a 10x20 inline at a different show and got totally lost, so this is a big step up for us.",
      "Budget for design + build is $120k, not counting drayage and the electrical the venue bills us separately.",
      "Dates: move-in for island booths is Saturday March 21, show opens Tuesday March 24 and runs four days, and we have to be fully out by 5pm on March 28.",
      "Quick question: do you handle fabrication too, or design only?",
    ],
    whenAsked: {
      brand_value: "We make automation approachable for mid-size warehouses. People should walk away thinking 'we could actually do this', not feeling intimidated.",
      target_audience: "Ops directors and VPs of logistics at mid-size distributors and 3PLs. Also a few systems integrators we want to sign as partners.",
      preferred_style: "Industrial but clean, lots of light. Not the black-and-neon gamer look half the robotics booths go for.",
      unique_design: "A live demo lane where the pallet mover runs a loop all day, visible from the aisle. Maybe a raised viewing step so people can see over the crowd?",
      address: "McCormick Place, South Building, as above. Hall number TBC.",
      space_size: "20x30 as mentioned, island",
      water_electricity_supply: "Power definitely, we're charging robots. Water... we talked about an espresso bar but let's say no. Electricity only.",
      budget: "$120k as mentioned",
      opening_date: "March 24",
      entry_date: "March 21",
      exit_date: "March 28, out by 5pm",
      key_considerations: "Safety: the robot lane needs a proper barrier and clear sight lines, the show has rules about moving equipment. And a quiet corner where we can meet with 4-6 people.",
      other_design_requirements: "Probably floor graphics for the demo lane and a one-page leave-behind",
      plans_after_project: "We'd like to reuse it at two regional shows in the fall, so modular would be great",
    },
    otherwise: "No strong preference there, open to your recommendation.",
    expected: {
      project_background: { said: 0, text: ['autonomous pallet mover', 'two smaller units'] },
      address: { said: 0, text: ['McCormick Place', 'South Building'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 600, unit: 'ft2' } },
      budget: { said: 1, value: { kind: 'money', amount: 120000, currency: 'USD' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-21', precision: 'day' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-24', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-28', precision: 'day' } },
      brand_value: { said: 'asked', text: ['automation approachable', 'not feeling intimidated'] },
      target_audience: { said: 'asked', text: ['Ops directors', 'VPs of logistics', 'systems integrators'] },
      preferred_style: { said: 'asked', text: ['Industrial but clean', 'lots of light'] },
      unique_design: { said: 'asked', text: ['live demo lane', 'visible from the aisle'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['proper barrier', 'quiet corner'] },
    },
  },

  // Rhona Baird, 39, a GP, and her partner Tom, a sound engineer, bought a Victorian tenement flat in Marchmont, Edinburgh (UK).
  // Exercises: British English (flat, refurb, "at a push", "friends round"), pounds sterling, square metres, one fact a message;
  // the move-in date corrected after checking with Tom (end of June -> 31 July); a rounded size against the home report's figure.
  // NOT facts of the project: Leith (where they rent now), end of June (superseded), "about 95" (the home report's 97 wins),
  // Biscuit the cat's name is part of the household, "the next couple of years" (family plans, not a date), "two days a week".
  {
    id: 'heldout60-residential-en-edinburgh-tenement',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: 0,
    messages: [
      "Hello, we've just bought a tenement flat in Marchmont, Edinburgh and we're looking for someone to help with a full refurb before we move in.",
      "It's on the second floor: 3 bedrooms (one is tiny, a box room really), a living room with a bay window, a galley kitchen and one bathroom.",
      "Budget is around £55,000, maybe £60k at a push.",
      "We're renting in Leith at the moment and the lease ends at the end of June, so we'd ideally move in by then.",
      "Sorry, I've just checked with Tom, the lease actually ends on 31 July. So end of July.",
    ],
    whenAsked: {
      property_category: "It's a flat in a tenement, so an apartment I suppose",
      layout: "As I said, three bedrooms, one tiny, living room, galley kitchen and one bathroom. There's also a long hall that feels a bit wasted",
      age: "The home report says it was built in 1895",
      problem_need: "The kitchen is narrow and dark, and one bathroom for us and guests is tight. The box room is useless at the moment",
      target_audience: "Tom and me, both late thirties, and our cat Biscuit. We're hoping to start a family in the next couple of years",
      lifestyle: "I'm a GP so I do admin from home two days a week; Tom's a sound engineer and works odd hours. We love having friends round for dinner",
      preferred_style: "Calm and a bit Scandi, but respecting the period features. We don't want it to feel like a show flat",
      colors_and_elements: "Keep the cornicing and the original shutters if at all possible. Muted colours, sage, warm white. Not grey, we've had enough grey",
      address: "Marchmont, as I said. Just off Warrender Park Road",
      space_size: "About 95 square metres, I think. Actually the home report says 97",
      budget: "£55k, £60k at a push",
      move_in_date: "End of July, as I mentioned",
      key_considerations: "We're in a conservation area so we need to be careful with anything at the windows. And Tom needs somewhere quiet-ish for his kit",
      important_collections: "Tom's records and my books, loads of both",
    },
    otherwise: "No strong views on that, we'd welcome your suggestions",
    expected: {
      project_background: { said: 0, text: ['tenement flat', 'full refurb'] },
      address: { said: 0, text: ['Marchmont', 'Edinburgh'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 1, text: ['3 bedrooms', 'box room', 'galley kitchen', 'one bathroom'] },
      budget: { said: 2, value: { kind: 'money', amount: 55000, currency: 'GBP' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-07-31', precision: 'day', relation: 'by' } },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 131, unit: 'years' } },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 97, unit: 'm2' } },
      problem_need: { said: 'asked', text: ['kitchen is narrow and dark', 'box room is useless'] },
      target_audience: { said: 'asked', text: ['Tom and me', 'cat Biscuit'] },
      lifestyle: { said: 'asked', text: ['admin from home', 'works odd hours', 'friends round for dinner'] },
      preferred_style: { said: 'asked', text: ['Scandi', 'period features'] },
      colors_and_elements: { said: 'asked', text: ['cornicing', 'shutters', 'sage', 'Not grey'] },
      key_considerations: { said: 'asked', text: ['conservation area', 'somewhere quiet'] },
    },
  },

  // Dolores "Dee" Baptiste, 66, retired schoolteacher in Gentilly, New Orleans, on her church's fundraising committee.
  // Exercises: unsure opener, one fact a message with ellipses; what to design arrives in pieces; a question back about printing;
  // a deadline given as the printer's date; place given last and almost as an afterthought; warm, chatty replies ("baby", "y'all").
  // NOT facts of the project: about 140 recipes (content, not a field), the roof (what the money is for), the printer on Elysian Fields
  // (his location, not hers), the last cookbook from 2009, the church turning 100.
  {
    id: 'heldout60-other-en-new-orleans-church-cookbook',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Good afternoon... I am not sure if y'all do this kind of thing",
      "Our church is putting together a cookbook to raise money for the roof... we have about 140 recipes from the members",
      "We need somebody to design the cover and lay out the inside so it looks nice... right now it is just a stack of Word documents and index cards lol",
      "Do y'all do the printing too or just the design?",
      "The printer on Elysian Fields said he needs the files by March 15th",
      "Oh and I am in Gentilly... New Orleans",
    ],
    whenAsked: {
      project_background: "Like I said baby, it's the church cookbook for St. Raymond's... the church turns 100 this year and the roof is older than me lol",
      other_design_requirements: "The cover and the inside pages, like I said",
      problem_need: "We want folks to actually want to buy it... something they keep in the kitchen and give as gifts, not a stapled thing from the copy shop. The last one we did in 2009 looked like a phone book",
      target_audience: "Church members, their families, folks in the neighborhood... a lot of them older, so the print needs to be BIG enough to read without glasses",
      preferred_style: "Warm and homey... like your grandmother's kitchen but nice. Maybe some old family photos in there",
      colors_and_elements: "Purple and gold is the church colors... a drawing of the church steeple on the cover would be beautiful. Please no clip art",
      address: "Gentilly baby, like I told you",
      expected_deadline: "March 15, that's what the printer said",
      key_considerations: "Budget is small, it's a church fundraiser... and every recipe needs the name of who gave it, people will fuss if their name is missing",
      collaboration_notes: "It'll be me and Sister Mavis from the committee... Pastor gets the final say. I'm better on the phone than email",
    },
    otherwise: "Whatever you think is best, baby",
    expected: {
      project_background: { said: 1, text: ['cookbook', 'raise money for the roof'] },
      other_design_requirements: { said: 2, text: ['design the cover', 'lay out the inside'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      address: { said: 5, text: ['Gentilly'] },
      problem_need: { said: 'asked', text: ['keep in the kitchen', 'give as gifts'] },
      target_audience: { said: 'asked', text: ['Church members', 'neighborhood', 'big enough to read'] },
      preferred_style: { said: 'asked', text: ['Warm and homey', "grandmother's kitchen"] },
      colors_and_elements: { said: 'asked', text: ['Purple and gold', 'church steeple', 'no clip art'] },
      key_considerations: { said: 'asked', text: ['Budget is small', 'name of who gave it'] },
      collaboration_notes: { said: 'asked', text: ['Sister Mavis', 'Pastor gets the final say', 'better on the phone'] },
    },
  },

  // 40-ish leathercraft maker from Sham Shui Po, Hong Kong; types in written Cantonese with English mixed in,
  // tells most of it in four messages up front.
  // Exercises: Cantonese wording (係、嘅、咗、啲、搞掂), HKD amount in passing, a deadline tied to a later market,
  // address volunteered (listen field), trademark not registered → asks for help.
  // NOT facts of the project: 2015 (year the studio opened), HK$8000 (what a previous freelancer charged),
  // 5月 PMQ 市集 (the event after the deadline).
  {
    id: 'heldout60-brand-zh-hk-leather-workshop',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      'hello 我係做手工皮具嘅，牌子叫「縫日」，喺深水埗有個小工作室，2015年開到而家。今次想成套品牌識別重新整過，logo同包裝貼紙嗰啲',
      '而家個logo係我自己用Illustrator畫嘅😅 好多客話太複雜，燙落皮度仲會糊埋一嚿',
      '之前搵過個freelance，收咗我HK$8000，出嚟嘅嘢完全用唔到，所以今次想搵返專業啲嘅',
      '時間方面想4月尾之前搞掂，因為5月PMQ有個市集想用新形象',
    ],
    whenAsked: {
      brand_name_story: '「縫」係縫線嘅縫，「日」係每日嘅日，意思係日常用嘅嘢都值得慢慢縫。我阿媽以前係車衣女工，我細個成日坐喺佢隔離睇佢車嘢',
      products_or_services: '銀包、卡套、鎖匙扣，仲有開皮革工作坊教人整',
      registration_status: '未註冊㗎，係咪一定要整？',
      need_registration_assistance: '好呀，你哋可以幫手就最好，我完全唔識',
      brand_website: '有IG，@fungyat.leather，網站就未有',
      target_audience: '大部分係25至40歲嘅OL，仲有好多情侶買嚟送禮，佢哋鍾意有故事嘅嘢',
      preferred_style: '簡單、有溫度，唔好太文青離地，有啲似日本嗰啲小店咁',
      colors_and_elements: '啡色系，可以加啲針線嘅元素，唔好金色燙金，好老土',
      key_considerations: 'logo一定要細細個都睇得清，因為要燙喺皮上面，最細可能得1cm咁大',
      expected_deadline: '頭先講咗啦，4月尾之前',
    },
    otherwise: '冇所謂，你哋專業啲👍',
    expected: {
      project_background: { said: 0, text: ['手工皮具', '品牌識別'] },
      address: { said: 0, text: ['深水埗'] },
      other_design_requirements: { said: 0, text: ['包裝貼紙'] },
      problem_need: { said: 1, text: ['太複雜', '糊'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      brand_name_story: { said: 'asked', text: ['縫線', '車衣'] },
      products_or_services: { said: 'asked', text: ['銀包', '卡套', '工作坊'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['fungyat.leather'] },
      target_audience: { said: 'asked', text: ['OL', '送禮'] },
      preferred_style: { said: 'asked', text: ['簡單', '有溫度'] },
      colors_and_elements: { said: 'asked', text: ['啡色', '針線', '燙金'] },
      key_considerations: { said: 'asked', text: ['1cm', '燙'] },
    },
  },

  // Late-20s son who took over the family black-tea farm in Yuchi, Nantou; one short fact per message, no punctuation.
  // Exercises: size corrected in the next message (50g was the trial pack → 75g a tin, two tins a gift box),
  // two packaging forms in one line, deadline driven by the spring harvest, a competitor's price in a reply.
  // NOT facts of the project: 民國60幾年 (when grandpa started), 50g (trial pack), 5月 (when spring tea goes on sale),
  // 1200 (the neighbour's price per tin).
  {
    id: 'heldout60-packaging-zh-yuchi-black-tea',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們家在魚池種紅茶',
      '阿公那代就開始種了 民國60幾年的時候',
      '現在我接手 想把包裝重新做 目前都是用夾鏈袋裝 送人很寒酸',
      '主要是紅玉 就是台茶18號 可以熱泡也可以冷泡',
      '一包50g',
      '啊不對 50g是試喝包 正式的是一罐75g 禮盒一盒放兩罐',
      '想做鐵罐跟禮盒',
      '希望4月底前可以好 春茶5月要上架',
    ],
    whenAsked: {
      unique_selling_point: '隔壁那家一罐賣1200 包裝很漂亮 但我們的茶不輸他 我們沒噴藥 有產銷履歷 而且是自己手工揉的',
      target_audience: '買來送禮的比較多吧 30到50歲 也有公司行號過年一次訂很多',
      sales_channels: '我們自己的網站 還有日月潭那邊幾間店寄賣 過年會去擺市集',
      preferred_style: '簡單 有質感 不要那種金光閃閃的',
      colors_and_elements: '深紅色 像茶湯的顏色 可以加山跟湖 我們家看出去就是日月潭',
      preferred_materials: '鐵罐剛剛講了 禮盒用牛皮紙的就好 不想用塑膠',
      key_considerations: '防潮最重要 茶葉很怕濕 然後包材成本一罐最好壓在80塊以內',
      specification: '一罐75g 一盒兩罐',
    },
    otherwise: '都可以 你們比較懂',
    expected: {
      address: { said: 0, text: ['魚池'] },
      project_background: { said: 2, text: ['接手', '包裝重新做'] },
      problem_need: { said: 2, text: ['寒酸'] },
      product_description: { said: 3, text: ['紅玉', '台茶18號'] },
      specification: { said: 5, text: ['75g', '兩罐'] },
      packaging_form: { said: 6, value: { kind: 'choice', selected: ['can_tin', 'gift_set'] } },
      expected_deadline: { said: 7, value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      unique_selling_point: { said: 'asked', text: ['沒噴藥', '產銷履歷', '手工揉'] },
      target_audience: { said: 'asked', text: ['送禮', '公司行號'] },
      sales_channels: { said: 'asked', text: ['網站', '寄賣', '市集'] },
      preferred_style: { said: 'asked', text: ['簡單', '有質感'] },
      colors_and_elements: { said: 'asked', text: ['深紅色', '茶湯'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙'] },
      key_considerations: { said: 'asked', text: ['防潮', '80塊'] },
    },
  },

  // Late-30s owner of a physiotherapy clinic in Zhubei, Hsinchu; writes one long, well-punctuated paragraph first.
  // Exercises: URL, problem and site type all in message 0; budget range and "3月中" in one line with another
  // month (4月 new clinic) beside it; languages added as an afterthought; asks a question back about pages.
  // NOT facts of the project: 2019 (year opened), 5位治療師, 3萬 (what the old Wix site cost), 4月 (new sports-injury clinic).
  {
    id: 'heldout60-website-zh-zhubei-physio-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是竹北一間物理治療所的負責人，2019年開業，現在有5位治療師。現在的網站是我表哥幾年前用Wix幫忙架的，當時花了3萬，網址是 www.hebu-pt.com.tw ，現在很難改，手機看還會跑版。想重新做一個讓病人可以直接線上預約的網站，現在都是打電話或LINE，櫃台快被電話淹沒了😂',
      '預算大概抓15到20萬，希望3月中可以上線，因為4月要多開一個運動傷害的門診',
      '喔對了 網站要有中文跟英文 我們這邊竹科的外國工程師蠻多的',
    ],
    whenAsked: {
      category: '預約的那種，但也要能介紹診所',
      main_pages: '首頁、治療師介紹、服務項目跟價錢、線上預約、交通資訊，大概這樣？你們覺得還需要什麼嗎',
      target_audience: '附近上班族，很多竹科的，還有運動受傷的學生跟長輩',
      competitors: '台北有一間「動好物理治療」的網站我覺得很清楚可以參考，網址我找一下…找不到 先這樣',
      preferred_style: '乾淨明亮、專業但不要冷冰冰的，醫院那種感覺就不要',
      key_considerations: '預約要能對到我們治療師的排班，還有手機一定要好用，很多長輩都用手機看',
    },
    otherwise: '這個我沒特別想法耶，你們建議就好',
    expected: {
      project_background: { said: 0, text: ['物理治療所', '竹北'] },
      address: { said: 0, text: ['竹北'] },
      url: { said: 0, text: ['hebu-pt.com.tw'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 0, text: ['線上預約', '跑版'] },
      budget: { said: 1, value: { kind: 'money', amount: 150_000, max: 200_000, currency: 'TWD' } },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'mid', relation: 'on' } },
      languages: { said: 2, text: ['中文', '英文'] },
      main_pages: { said: 'asked', text: ['治療師介紹', '服務項目', '線上預約'] },
      target_audience: { said: 'asked', text: ['竹科', '長輩'] },
      competitors: { said: 'asked', text: ['動好物理治療'] },
      preferred_style: { said: 'asked', text: ['乾淨明亮', '冷冰冰'] },
      key_considerations: { said: 'asked', text: ['排班', '手機'] },
    },
  },

  // Around-60 uncle who has sold 鍋燒意麵 in Tainan's North District for 30-odd years, opening a second shop in Yongkang;
  // his son told him to ask. Taiwanese Hokkien mixed in (阮、嘿啦), two messages, then only answers when asked.
  // Exercises: the old shop's district in the same breath as the new one, a budget cap with the son's higher number
  // beside it, "剛剛講過了" when asked the address again, upstairs floor that is not part of the job.
  // NOT facts of the project: 北區 (the first shop), 30幾年, 賣手機的 (previous tenant), 120 (the son's budget idea),
  // 隔壁賣滷味的 (a neighbour's complaint story).
  {
    id: 'heldout60-commercial-zh-tainan-noodle-second-shop',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 阮在台南北區賣鍋燒意麵賣30幾年了 現在要在永康開第二間 我兒子叫我來這裡問看看',
      '店面租好了 在永康中華路那邊 以前是賣手機的',
    ],
    whenAsked: {
      problem_need: '就是要乾淨明亮啦 老店比較舊 年輕人比較不敢進來',
      brand_value: '實在啦 湯頭自己熬 料不會偷工 想讓客人進來有那種古早味的感覺 但是要乾淨',
      target_audience: '附近上班的 學生 晚上很多家庭帶小孩來',
      competitive_advantage: '阮的湯是大骨熬的 意麵是自己做的 外面很多是買現成的',
      preferred_style: '這個我不懂啦 我兒子說要那種復古的 台灣老店那種 地板磨石子',
      colors_and_elements: '紅色招牌一定要 老店就是紅的 客人認得 其他你們看',
      unique_design: '可以讓客人看到在煮麵 開放式的廚房那種',
      address: '剛剛講過了 永康中華路那邊',
      space_size: '差不多20坪 樓上還有一層 樓上不做 要當倉庫',
      budget: '100萬以內啦 不要超過 我兒子說要抓120 我覺得太多了',
      opening_date: '6月吧 看你們做多快',
      key_considerations: '抽油煙要做好 樓上有住人 之前隔壁賣滷味的被檢舉過',
    },
    otherwise: '嘿啦 都可以 你們專業的',
    expected: {
      project_background: { said: 0, text: ['鍋燒意麵', '第二間'] },
      address: { said: 1, text: ['永康', '中華路'] },
      problem_need: { said: 'asked', text: ['乾淨明亮', '年輕人'] },
      brand_value: { said: 'asked', text: ['實在', '古早味'] },
      target_audience: { said: 'asked', text: ['上班', '學生', '家庭'] },
      competitive_advantage: { said: 'asked', text: ['大骨', '自己做'] },
      preferred_style: { said: 'asked', text: ['復古', '磨石子'] },
      colors_and_elements: { said: 'asked', text: ['紅色招牌'] },
      unique_design: { said: 'asked', text: ['開放式'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 20, unit: 'ping' } },
      budget: { said: 'asked', value: { kind: 'money', amount: 1_000_000, bound: 'at_most', currency: 'TWD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['抽油煙'] },
    },
  },

  // Mid-20s marketing staffer at a bicycle-saddle maker in Changhua, booking a booth at the Taipei cycle show.
  // Exercises: opening / move-in / move-out dates all in one line; booth size and budget both corrected after asking
  // the boss (3x3 → 3x6 = 18 m², 30萬 → 35萬); company town vs. venue; last year's standard booth as the pain point.
  // NOT facts of the project: 彰化 (company location, not the venue), 去年 standard booth, 3x3 and 30萬 (superseded).
  {
    id: 'heldout60-exhibition-zh-changhua-saddle-cycle-show',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～我是彰化一家做自行車座墊的公司，我負責行銷。我們3月要參加台北自行車展，想找人設計展位。去年是用主辦單位的標準攤位，旁邊都是大品牌，整個被比下去😅',
      '展期是3/25-3/28，在南港展覽館1館，進場是3/23，撤場是3/28閉展後當天晚上。攤位3x3，預算大概30萬',
      '不好意思，剛剛問了老闆，今年是訂兩個攤位，所以是3x6，18平方公尺',
      '預算也說錯了，老闆說可以抓35萬，不含運費',
    ],
    whenAsked: {
      brand_value: '舒適跟耐用，我們主打長途騎乘屁股不會痛😂 希望買家一看就覺得很專業、有技術',
      target_audience: '主要是國外買家跟代理商，歐洲跟日本比較多，一般民眾是其次',
      preferred_style: '簡潔、有科技感，不要太花',
      unique_design: '想要有一區讓人可以坐上去試，放兩三台騎乘台',
      water_electricity_supply: '電一定要，騎乘台跟螢幕都要插電，水不用',
      key_considerations: '組裝要快，我們人手不多，然後東西最好可以拆開寄回彰化',
      space_size: '3x6，剛剛有更正，18平方公尺',
      budget: '35萬，剛剛更正過了',
    },
    otherwise: '這個我要問一下老闆耶，可以之後再補嗎',
    expected: {
      project_background: { said: 0, text: ['自行車座墊', '自行車展'] },
      problem_need: { said: 0, text: ['被比下去'] },
      address: { said: 1, text: ['南港展覽館'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      budget: { said: 3, value: { kind: 'money', amount: 350_000, currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['舒適', '耐用'] },
      target_audience: { said: 'asked', text: ['買家', '代理商'] },
      preferred_style: { said: 'asked', text: ['簡潔', '科技感'] },
      unique_design: { said: 'asked', text: ['坐上去試', '騎乘台'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['組裝要快'] },
    },
  },

  // Early-30s engineer who just bought a 1988 walk-up in Wenshan, Taipei with his wife; one fact per message,
  // emoji, asks back whether the budget includes furniture.
  // Exercises: build year → age (38 years), size mixed up with his parents' flat and corrected (25 → 28坪),
  // move-in tied to a lease ending a month later, a question back inside the budget message.
  // NOT facts of the project: 4樓, 25坪 (his parents' home), 10月 (when the current lease ends).
  {
    id: 'heldout60-residential-zh-wenshan-1988-walkup',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我們剛買了一間中古屋 想整個翻新',
      '在台北文山區 興隆路那邊',
      '1988年的老公寓 4樓 沒電梯',
      '室內大概25坪',
      '啊我老婆說是28坪 25是我爸媽家 我搞混了😅',
      '預算大概200萬 這樣含家具嗎？還是家具要另外算 一般都怎麼抓',
      '現在租的房子10月到期 所以希望9月底前可以住進去',
    ],
    whenAsked: {
      layout: '現在是3房2廳1衛 想改成2房加書房 看可不可以',
      problem_need: '廚房很小又暗 浴室只有一間 然後管線很舊 之前屋主說有漏水過',
      target_audience: '我跟我老婆 還有一隻貓 之後可能會有小孩啦 還沒確定',
      lifestyle: '我們兩個都會在家工作 一週兩三天 我老婆很愛煮 週末常找朋友來家裡吃火鍋',
      preferred_style: '無印那種 日式 木頭 簡單乾淨',
      colors_and_elements: '白色跟淺木色 可以有一點綠色植物 不要深色地板',
      key_considerations: '管線一定要全換 還有要幫貓規劃跳台跟貓砂的位置',
      property_category: '公寓 剛剛有說 沒電梯的',
      age: '1988年蓋的 快40年了吧',
      space_size: '28坪 我老婆說的比較準',
    },
    otherwise: '沒想過欸 都可以',
    expected: {
      project_background: { said: 0, text: ['中古屋', '翻新'] },
      address: { said: 1, text: ['文山區', '興隆路'] },
      property_category: { said: 2, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 2, value: { kind: 'number_with_unit', amount: 38, unit: 'years' } },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      budget: { said: 5, value: { kind: 'money', amount: 2_000_000, currency: 'TWD' } },
      move_in_date: { said: 6, value: { kind: 'date', date: '2026-09-30', precision: 'day', relation: 'by' } },
      layout: { said: 'asked', text: ['3房2廳1衛'] },
      problem_need: { said: 'asked', text: ['廚房', '漏水'] },
      target_audience: { said: 'asked', text: ['老婆', '貓'] },
      lifestyle: { said: 'asked', text: ['在家工作', '火鍋'] },
      preferred_style: { said: 'asked', text: ['無印', '木頭'] },
      colors_and_elements: { said: 'asked', text: ['白色', '淺木色', '深色地板'] },
      key_considerations: { said: 'asked', text: ['管線', '貓砂'] },
    },
  },

  // 40-something primary-school teacher in Luodong, Yilan, organising visuals for the school's centenary;
  // polite, full-width punctuation, lists the deliverables in one message, unsure about the money.
  // Exercises: founding year and the November celebration beside a June sign-off deadline, a list of deliverables,
  // a hedge about funding that belongs to no field ("可以先聊其他的嗎"), decision-makers in collaboration notes.
  // NOT facts of the project: 1926 (founding year), 11月 (the celebration itself), 十年前90週年 (the last anniversary).
  {
    id: 'heldout60-other-zh-luodong-school-centenary',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '老師您好（不知道怎麼稱呼😅）我是宜蘭羅東一間國小的老師，我們學校1926年創校，今年11月剛好100週年校慶，學校想找專業的設計師幫忙做一整套校慶的視覺。十年前90週年的時候是家長會自己畫的，效果不太好，這次校長很重視。',
      '需要的東西大概有：100週年的標誌、校門口跟操場的大型布條、全校的紀念T恤、還有紀念冊封面。T恤要先發包，所以希望6月底前可以定稿。',
      '喔還有 經費是學校跟家長會一起出 大概多少我要再確認 可以先聊其他的嗎',
    ],
    whenAsked: {
      problem_need: '希望全校師生跟校友都有參與感，以前的校友看到會覺得很感動',
      target_audience: '全校大概420個學生，再加上家長跟校友，校友從年輕人到七八十歲的阿公阿嬤都有',
      preferred_style: '活潑但不要太幼稚，有一點懷舊的感覺，畢竟100年了',
      colors_and_elements: '校徽是藍綠色，可以沿用；想加入龜山島跟蘭陽平原稻田的意象',
      address: '宜蘭羅東，前面有提到',
      key_considerations: '布條要在戶外掛很久，字要大、遠遠就看得到；T恤印刷顏色不要太多，不然會很貴',
      collaboration_notes: '聯絡窗口是我，但最後要校長和家長會一起決定，可能要開會報告，希望設計師可以來學校一兩趟',
    },
    otherwise: '這個我要再問一下校長，晚點回覆您',
    expected: {
      project_background: { said: 0, text: ['100週年', '校慶'] },
      address: { said: 0, text: ['羅東'] },
      other_design_requirements: { said: 1, text: ['標誌', '布條', 'T恤', '紀念冊'] },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-06-30', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['參與感', '校友'] },
      target_audience: { said: 'asked', text: ['學生', '校友'] },
      preferred_style: { said: 'asked', text: ['活潑', '懷舊'] },
      colors_and_elements: { said: 'asked', text: ['藍綠色', '龜山島'] },
      key_considerations: { said: 'asked', text: ['字要大', '顏色不要太多'] },
      collaboration_notes: { said: 'asked', text: ['校長', '家長會'] },
    },
  },

  // Visitor: 30대 초반 여성, 대전 유성구에서 3년째 강아지 수제간식 가게 '몽글상점' 운영. 폰으로 길게 몰아서 쓰고 ㅎㅎ ㅠㅠ ~ 많음.
  // Exercises: two long opening messages that cover background, products, name story and problem at once; a stray
  // one-line follow-up with the Instagram handle; a question back on the trademark help ("비용 따로에요?");
  // a deadline tied to an event that is itself not the deadline.
  // NOT facts of the project: 3년째 (shop history), 미리캔버스 (how the old logo was made), 작년에 무지개다리 (the dog,
  // part of the name story only), 옆동네 경쟁업체 9900원 / 저희 12000원 (product prices), 4월 11일 펫페어 (an event; the
  // deadline is 3월 말), 민트색 (the current color, to drop).
  {
    id: 'heldout60-brand-ko-daejeon-dog-treats-renewal',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 대전 유성구에서 강아지 수제간식 만드는 몽글상점이라고 해요 ㅎㅎ 3년째 하고 있는데 로고를 처음에 미리캔버스로 대충 만든거라 이번에 로고부터 패키지 스티커까지 전체 브랜드 리뉴얼 하고 싶어서 연락드렸어요! 제품은 닭가슴살 육포, 오리목뼈, 고구마말랭이 이렇게 세 가지가 주력이고 요즘은 강아지 생일케이크도 주문받아요',
      '이름은 저희 첫째 강아지 몽글이 이름에서 따왔어요 ㅠㅠ 작년에 무지개다리 건넜는데 그래서 더 의미있는 이름이에요. 고민은 스마트스토어에서 보면 비슷한 수제간식 가게가 너무 많아서 저희가 눈에 안 띄는거에요.. 옆동네 경쟁업체는 육포 한봉에 9900원인데 저흰 12000원이라 좀 더 믿음가게 보여야 가격이 납득될거같아요',
      '아 그리고 인스타는 @monggle_shop 이에요 스마트스토어도 같은 이름이요',
    ],
    whenAsked: {
      target_audience: '20~30대 반려인이요 특히 성분표 꼼꼼히 보는 분들! 강아지를 가족처럼 생각하는 분들이 많이 사세요',
      preferred_style: '따뜻하고 귀여운데 유치하지는 않은 느낌이요 ㅎㅎ 손글씨 느낌도 좋아요',
      colors_and_elements: '지금 쓰는 민트색은 빼고 싶어요 크림색이나 베이지 계열이 좋고요, 강아지 발바닥 모양은 너무 흔해서 안 넣었으면 해요',
      registration_status: '아직 안했어요',
      need_registration_assistance: '네 같이 해주시면 좋죠! 근데 그건 비용 따로에요?',
      expected_deadline: '4월 11일에 대전 펫페어 나가는데 그때 새 스티커 붙여서 나가고 싶어서 3월 말까지는 완성됐으면 해요',
      key_considerations: '무방부제 수제라는 게 한눈에 보였으면 좋겠어요 그게 저희 제일 큰 장점이라',
      collaboration_notes: '카톡으로 편하게 주고받으면 좋겠어요 결정은 제가 해요',
    },
    otherwise: '음 그건 딱히 생각 안해봤어요 ㅎㅎ 추천해주시면 따를게요',
    expected: {
      project_background: { said: 0, text: ['수제간식', '브랜드 리뉴얼'] },
      address: { said: 0, text: ['유성구'] },
      products_or_services: { said: 0, text: ['육포', '오리목뼈', '고구마말랭이', '생일케이크'] },
      other_design_requirements: { said: 0, text: ['스티커'] },
      brand_name_story: { said: 1, text: ['몽글이'] },
      problem_need: { said: 1, text: ['눈에 안 띄는'] },
      brand_website: { said: 2, text: ['monggle_shop'] },
      target_audience: { said: 'asked', text: ['20~30대', '성분표'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 귀여운'] },
      colors_and_elements: { said: 'asked', text: ['민트색', '크림색', '발바닥'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['무방부제'] },
    },
  },

  // Visitor: 20대 후반 남성, 강릉에서 작은 로스터리카페 운영. 한 메시지에 한 가지씩, 마침표 없이 "~함" "~요" 섞어 짧게.
  // Exercises: eight tiny messages, one fact each; a correction of the count per set (10개 -> 8개) in its own
  // message; a question back about materials ("알루미늄이어야 ... 않나요?"); a unit-cost limit as the key consideration.
  // NOT facts of the project: 10개 (the corrected count), 작년 부산 카페쇼 2천개 (last year's sales at another event),
  // 무지 파우치에 도장 (the current packaging), 여름 성수기 (the reason, not the date).
  {
    id: 'heldout60-packaging-ko-gangneung-dripbag-onefact',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요',
      '강릉에서 로스터리카페 하고있어요',
      '드립백 포장 디자인 하려구요',
      '원두 12g씩 들어가는 드립백이고 10개씩 묶어서 팔 생각이에요',
      '아 정정요 10개 말고 8개입으로 할게요 단가 맞추려면 12g 8개입이 나을듯',
      '지금은 그냥 무지 파우치에 도장 찍어서 팔고있음',
      '선물용으로 사가는 분들이 많은데 너무 허접해보여서요 ㅋㅋ',
      '작년에 부산 카페쇼 나가서 2천개 팔았는데 반응 괜찮았어요',
    ],
    whenAsked: {
      project_background: '강릉 로스터리카페고 드립백 패키지요',
      product_description: '에티오피아 구지 싱글오리진이랑 하우스블렌드 두종류요 컵에 걸고 뜨거운물 부어서 마시면 됨',
      specification: '아까 말씀드린대로 12g 8개입이요',
      packaging_form: '낱개 드립백 겉봉투랑 8개 들어가는 겉박스 둘다요',
      unique_selling_point: '매주 소량으로 직접 볶아요 로스팅 일주일 안 지난 원두만 씀',
      target_audience: '강릉 놀러온 관광객들이 기념품으로 많이 사가요 20 30대',
      sales_channels: '매장이랑 스마트스토어 그리고 기념품샵 두군데 납품해요',
      preferred_style: '깔끔하고 미니멀한거요 바다 느낌 살짝',
      colors_and_elements: '파란색 계열이요 근데 너무 쨍한건 싫고 카페 로고는 꼭 들어가야함',
      preferred_materials: '크라프트지 좋아요 근데 겉봉은 알루미늄이어야 향 안날아가지 않나요?',
      expected_deadline: '5월 안에는 나와야돼요 여름 성수기 전에',
      key_considerations: '박스 단가요 세트당 포장비 500원 안쪽이면 좋겠어요',
    },
    otherwise: '그건 잘 모르겠어요 괜찮은걸로 해주세요',
    expected: {
      address: { said: 1, text: ['강릉'] },
      project_background: { said: 2, text: ['드립백'] },
      specification: { said: 4, text: ['12g', '8개입'] },
      problem_need: { said: 6, text: ['허접해보여서'] },
      product_description: { said: 'asked', text: ['싱글오리진', '하우스블렌드'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bag_pouch', 'box'] } },
      unique_selling_point: { said: 'asked', text: ['소량', '일주일'] },
      target_audience: { said: 'asked', text: ['관광객', '기념품'] },
      sales_channels: { said: 'asked', text: ['매장', '스마트스토어', '기념품샵'] },
      preferred_style: { said: 'asked', text: ['미니멀'] },
      colors_and_elements: { said: 'asked', text: ['파란색', '로고'] },
      preferred_materials: { said: 'asked', text: ['크라프트지', '알루미늄'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['500원'] },
    },
  },

  // Visitor: 40대 여성, LA 코리아타운 치과의 실장. 교포 말투, 영어 단어 섞어 쓰고 처음 세 메시지에 많이 몰아서 말함.
  // Exercises: long opening messages with background, URL, goal, languages, budget in dollars (8천불에서 만불) and
  // an opening month; a date that belongs to something else dropped mid-sentence ("3월 15일 ... 그건 상관없고");
  // a hesitant category answer; a competitor named as a question back.
  // NOT facts of the project: 2015년 개원 (clinic history), 작년 $3,000 (a past partial fix, not the budget),
  // 3월 15일 학회 (the doctor's conference), 점심시간 (why calls are missed), 스페인어 (only a later plan).
  {
    id: 'heldout60-website-ko-la-koreatown-dental-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: -480,
    messages: [
      '안녕하세요 LA 코리아타운에 있는 치과 실장입니다. 원장님이 2015년에 개원하셨고 지금 홈페이지가 그때 만든거라 모바일에서 다 깨져요ㅠ 작년에 다른 업체에 $3,000 주고 부분 수정했는데 별로 나아진게 없어서 이번엔 아예 새로 하려고 합니다. 지금 주소는 wilshiredentalla.com 이에요',
      '제일 원하는건 환자분들이 폰으로 바로 예약 잡을 수 있게 하는거예요. 지금은 전화로만 appointment 받아서 점심시간에 전화 못받으면 그냥 다른데 가시더라구요. 한국어랑 영어 둘다 있어야 하구요',
      '예산은 원장님이랑 얘기했는데 8천불에서 만불 사이요. 아 그리고 3월 15일에 원장님 학회 가셔서.. 그건 상관없고 오픈은 4월쯤 했으면 해요',
    ],
    whenAsked: {
      category: '음 병원 소개도 있어야 되는데.. 제일 중요한건 예약되는 사이트요',
      main_pages: '원장님 소개, 진료과목, 보험 안내, 온라인 예약, 오시는 길 정도요',
      target_audience: '한인 어르신들이 반 이상이고 요즘은 근처 직장인들이랑 라티노 환자분들도 많이 오세요',
      competitors: '근처 스마일플러스 치과 사이트가 깔끔하던데 거기 참고해도 되나요?',
      preferred_style: '깨끗하고 신뢰감 있는 느낌이요. 너무 차가운 병원 느낌은 말고요',
      key_considerations: '어르신들도 쓰기 쉽게 글씨 크게요. 그리고 예약폼에 환자 개인정보 들어가는거 HIPAA 때문에 조심해야 된다고 들었어요',
      plans_after_project: '나중에 스페인어도 추가하면 좋겠어요',
    },
    otherwise: '그건 원장님께 여쭤봐야 할 것 같아요 일단 상관없어요',
    expected: {
      project_background: { said: 0, text: ['치과'] },
      address: { said: 0, text: ['코리아타운'] },
      url: { said: 0, text: ['wilshiredentalla.com'] },
      problem_need: { said: 1, text: ['예약'] },
      languages: { said: 1, text: ['한국어', '영어'] },
      budget: { said: 2, value: { kind: 'money', amount: 8000, max: 10000, currency: 'USD' } },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['진료과목', '보험 안내', '예약', '오시는 길'] },
      target_audience: { said: 'asked', text: ['어르신', '직장인'] },
      competitors: { said: 'asked', text: ['스마일플러스'] },
      preferred_style: { said: 'asked', text: ['신뢰감'] },
      key_considerations: { said: 'asked', text: ['글씨 크게', 'HIPAA'] },
    },
  },

  // Visitor: 50대 여성, 전주에서 20년째 손칼국수 집. 아들과 2호점 준비. 처음엔 한 줄, 그 뒤는 물어봐야 대답.
  // Exercises: a one-line opener and a second line with only history; everything else comes from the questions;
  // a size corrected inside the same answer (분양 35평 -> 전용 28평); a budget given as a ceiling with a question back;
  // a hedge on style ("깔끔한 한식당 느낌?").
  // NOT facts of the project: 20년 (how long she's run the shop), 효자동 본점 (the first shop, not this space),
  // 빨간 간판 (the old shop's sign), 35평 (the contract area she corrects), 12시간 belongs to the broth, not a date.
  {
    id: 'heldout60-commercial-ko-jeonju-kalguksu-second-shop',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '칼국수집 2호점 인테리어 상담 받고싶어요',
      '장사는 20년 했어요',
    ],
    whenAsked: {
      project_background: '효자동에서 손칼국수 하고있구요 이번에 아들이랑 같이 2호점 낼려구요',
      problem_need: '본점은 너무 옛날 식당 느낌이라 젊은 사람들이 잘 안와요 2호점은 젊은 손님도 오게 하고싶어요',
      brand_value: '매일 정직하게 반죽하는거요 들어오면 집밥 먹는것처럼 편안했으면 해요',
      target_audience: '도청 공무원들 점심 손님이 제일 많을거고 주말엔 가족단위요',
      competitive_advantage: '면을 매일 아침 직접 뽑아요 육수도 멸치랑 황태로 12시간 끓이고요',
      preferred_style: '깔끔한 한식당 느낌? 나무 많이 쓰는거 좋아요',
      colors_and_elements: '흰색이랑 나무색이요 빨간색은 빼주세요 본점 간판이 빨간색이라 지겨워요 ㅎㅎ',
      unique_design: '면 뽑는 주방을 유리로 해서 손님들이 보게 하고싶어요',
      address: '전주 신시가지요 도청 근처 상가에요',
      space_size: '35평이요 아 계약서 보니까 전용은 28평이네요',
      budget: '1억 안쪽으로 생각하는데 그걸로 되나요?',
      opening_date: '5월 초에 오픈하고 싶어요 가정의달이라',
      key_considerations: '점심에 회전이 빨라야되니까 동선이요 테이블도 최대한 많이 놓고싶고요',
      collaboration_notes: '결정은 아들이랑 같이 해요 저는 폰을 잘 못봐서 아들한테도 보내주세요',
    },
    otherwise: '그건 잘 모르겠어요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['칼국수', '2호점'] },
      problem_need: { said: 'asked', text: ['젊은 손님'] },
      brand_value: { said: 'asked', text: ['반죽', '집밥'] },
      target_audience: { said: 'asked', text: ['공무원', '가족단위'] },
      competitive_advantage: { said: 'asked', text: ['직접 뽑아요', '12시간'] },
      preferred_style: { said: 'asked', text: ['한식당', '나무'] },
      colors_and_elements: { said: 'asked', text: ['흰색', '빨간색'] },
      unique_design: { said: 'asked', text: ['유리'] },
      address: { said: 'asked', text: ['전주', '신시가지'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong' } },
      budget: { said: 'asked', value: { kind: 'money', amount: 100000000, bound: 'at_most', currency: 'KRW' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'early' } },
      key_considerations: { said: 'asked', text: ['동선'] },
    },
  },

  // Visitor: 30대 후반 남성, 부산 영도 수제어묵 제조사 마케팅팀 과장. 업무 메일처럼 "- " 목록으로 한 번에 보냄.
  // Exercises: one dense list message with size, dates, budget and the main concern; an immediate correction of the
  // opening and move-in dates in the next message (the exit date stands); a booth given as 6m x 3m (= 18㎡);
  // last year's booth and problem mentioned as the reason.
  // NOT facts of the project: 작년 벡스코 부산국제수산엑스포 (last year's show), 1부스 (last year's size),
  // 6월 10일 / 6월 8일~9일 (the dates he corrects; "작년 일정이랑 헷갈렸네요"), 3대째 (company history in brand value).
  {
    id: 'heldout60-exhibition-ko-busan-fishcake-kintex-list',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 부산 영도에 있는 수제어묵 제조사 마케팅팀 과장입니다. 6월에 킨텍스에서 열리는 서울국제식품산업전 부스 디자인 의뢰드리려고 합니다.\n- 부스: 2부스 (6m x 3m)\n- 개막: 6월 10일\n- 반입: 6월 8일~9일\n- 철수: 6월 13일 전시 종료 후 당일\n- 예산: 시공 포함 2,500만원 내외\n작년엔 벡스코 부산국제수산엑스포에 1부스로 나갔었는데 시식 줄이 너무 길어서 통로가 막혔습니다. 올해는 시식 동선을 제대로 잡는 게 제일 중요합니다.',
      '정정합니다. 개막은 6월 9일이고 반입은 6월 7일~8일입니다. 제가 작년 일정이랑 헷갈렸네요. 철수는 말씀드린 대로입니다.',
    ],
    whenAsked: {
      brand_value: '3대째 이어온 손맛, 밀가루 적게 쓰고 생선살 함량 높은 정직한 어묵입니다. 관람객이 부산 시장 어묵집 앞에 선 것 같은 따뜻한 느낌을 받았으면 합니다.',
      target_audience: '대형마트, 편의점 MD 같은 바이어가 1순위고 일반 관람객은 시식 위주입니다.',
      preferred_style: '깔끔하지만 부산 항구 느낌이 살짝 나면 좋겠습니다. 너무 전통시장 느낌은 지양합니다.',
      unique_design: '어묵 꼬치를 즉석에서 데워 주는 오뎅바 형태 시식대는 꼭 넣고 싶습니다.',
      water_electricity_supply: '둘 다 필요합니다. 오뎅바 가열에 전기, 육수랑 세척에 수도요.',
      colors_and_elements: '회사 CI 컬러가 남색이라 포인트로 들어가면 좋겠습니다.',
      other_design_requirements: '바이어용 리플렛도 같이 가능한지 궁금합니다.',
    },
    otherwise: '그 부분은 내부 확인 후 회신드리겠습니다. 일단 특별한 요청은 없습니다.',
    expected: {
      project_background: { said: 0, text: ['수제어묵', '서울국제식품산업전'] },
      address: { said: 0, text: ['킨텍스'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      budget: { said: 0, value: { kind: 'money', amount: 25000000, currency: 'KRW' } },
      key_considerations: { said: 0, text: ['시식 동선'] },
      exit_date: { said: 0, value: { kind: 'date', date: '2026-06-13', precision: 'day' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-06-09', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-06-07', precision: 'day' } },
      brand_value: { said: 'asked', text: ['정직한 어묵', '따뜻한 느낌'] },
      target_audience: { said: 'asked', text: ['바이어', '시식'] },
      preferred_style: { said: 'asked', text: ['항구'] },
      unique_design: { said: 'asked', text: ['오뎅바'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
    },
  },

  // Visitor: 40대 초반 여성, 중계동 전세에서 상계동 주공아파트를 사서 이사. 딸 둘, 재택하는 남편, 고양이. ^^ 와 ㅠ 씀.
  // Exercises: facts spread over five medium messages; the building's age as "88년식" (= 38 years on 2026-01-20);
  // the current flat's size in the same breath as the family; a question back about cost per pyeong before giving
  // the budget; a balance-payment date next to the move-in month.
  // NOT facts of the project: 중계동 24평 전세 (the flat they live in now), 4월 10일 잔금 (the payment date, not the
  // move-in), "평당 얼마" (her question, not a budget).
  {
    id: 'heldout60-residential-ko-sanggye-old-apartment-family',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요^^ 이번에 상계동 주공아파트 매매해서 들어가는데 전체 리모델링 상담 받으려고요',
      '88년식이라 샷시부터 욕실까지 다 뜯어야 할 것 같아요. 32평이고 방3 화장실 1개에요',
      '지금 사는 집은 중계동 24평 전세인데 애들이 커서 너무 좁아요 ㅠ 초등학생 딸 둘이랑 남편, 저 이렇게 넷이고 고양이도 한마리 있어요. 새 집에서 제일 바라는건 수납이에요 지금은 짐이 다 밖에 나와있어서요',
      '근데 보통 평당 얼마 정도 드나요? 저흰 7천에서 8천 사이로 생각하고 있어요',
      '잔금이 4월 10일이라 그때부터 공사하고 5월 말쯤 입주하려구요',
    ],
    whenAsked: {
      lifestyle: '남편이 주3일 재택이라 작은방 하나는 서재로 써야되고요 주말엔 애들이랑 집에서 베이킹 자주 해요',
      preferred_style: '화이트 우드? 밝고 따뜻한 느낌이요 오늘의집에서 본 것 같은 ㅎㅎ',
      colors_and_elements: '몰딩 없는 깔끔한 벽이요 그리고 고양이 캣워크 있었으면 좋겠어요! 어두운 체리색은 절대 싫어요',
      key_considerations: '입주 날짜 맞추는게 제일 중요해요 그리고 공사 소음으로 윗집 아랫집 민원 안나게요..',
      important_collections: '애들 책이 진짜 많아요 전집만 몇십권',
    },
    otherwise: '그건 아직 생각 못해봤어요 ^^; 추천해주세요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['상계동'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 38, unit: 'years' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 1, text: ['방3', '화장실 1개'] },
      target_audience: { said: 2, text: ['딸 둘', '고양이'] },
      problem_need: { said: 2, text: ['수납'] },
      budget: { said: 3, value: { kind: 'money', amount: 70000000, max: 80000000, currency: 'KRW' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'late' } },
      lifestyle: { said: 'asked', text: ['재택', '베이킹'] },
      preferred_style: { said: 'asked', text: ['화이트 우드'] },
      colors_and_elements: { said: 'asked', text: ['캣워크', '체리색'] },
      key_considerations: { said: 'asked', text: ['입주 날짜', '민원'] },
    },
  },

  // Visitor: 60대 남성, 창원 마산어시장 상인회 총무. 띄어쓰기 들쭉날쭉, ".." 많이 쓰고 "~함/~음/~됨" 체.
  // Exercises: short opening messages with the old mascot's history; two deliverables (캐릭터 + 안내지도) in one
  // message with the reason; a price question back with an unrelated past cost; decision-making by the monthly
  // merchants' meeting as the collaboration answer; a deadline tied to a festival that is not itself the deadline.
  // NOT facts of the project: 2019년 시에서 만든 캐릭터 (the old mascot), 점포 600개 (market size, reason only),
  // 작년 간판 300 (a past sign cost; this type has no budget field), 8월 전어축제 (the event; the deadline is 7월).
  {
    id: 'heldout60-other-ko-masan-fishmarket-mascot',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '마산어시장 상인회 총무 보고있는 사람입니다..시장 캐릭터를 하나 만들고싶어서 연락드림',
      '2019년에 시에서 만들어준 캐릭터가 있었는데 아무도 모름..상인들도 안씀..그래서 이번엔 상인회 돈으로 제대로 해보자고 회의에서 결정됐음',
      '캐릭터랑 시장 안내지도 같이 해주면 좋겠음 점포가 600개 넘어서 처음온 손님들이 길을 잃음',
      '견적은 대략 얼마나 나오는지요? 작년에 간판 바꿀때 300 들었는데',
    ],
    whenAsked: {
      target_audience: '젊은사람들이 좀 왔으면함 주말 관광객들..지금은 단골 어르신들 뿐임',
      preferred_style: '귀엽게..근데 너무 애들꺼 같으면 상인들이 싫어할거같음',
      colors_and_elements: '바다색 파란거 들어가고 아귀로 하면 어떨까 싶음 마산이 아귀찜 유명하니까',
      expected_deadline: '7월까지는 나와야됨 8월 전어축제때 현수막에 넣어야돼서',
      key_considerations: '상인들이 다 동의해야됨..회장님 맘에도 들어야하고 ㅎ 상인들이 봉투 앞치마에 맘대로 쓸수있게 해줘야함',
      collaboration_notes: '나는 카톡으로 받아서 회의때 보여주고 결정은 상인회 회의에서 함 한달에 한번 있음',
    },
    otherwise: '그건 잘 모르겠음..알아서 해주시면 됨',
    expected: {
      project_background: { said: 0, text: ['마산어시장', '캐릭터'] },
      address: { said: 0, text: ['마산'] },
      other_design_requirements: { said: 2, text: ['캐릭터', '안내지도'] },
      problem_need: { said: 2, text: ['길을 잃음'] },
      target_audience: { said: 'asked', text: ['젊은사람들', '관광객'] },
      preferred_style: { said: 'asked', text: ['귀엽게'] },
      colors_and_elements: { said: 'asked', text: ['파란', '아귀'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['상인들이 다 동의'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '상인회 회의'] },
    },
  },
];
