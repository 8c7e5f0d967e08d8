import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fifty-fourth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Numbers all around: an ordinary week's visitors
 * who happen to talk in numbers (what they sell and at what price, covers a day, years in business, the last place's
 * size, a competitor's booth, another studio's quote, a phone number, opening hours, staff and children) beside the
 * project's own size, budget, dates and counts; some hedge, some correct a number, some give a range.
 * Written in session 27 before any change of the session, and played once before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 54: numbers all around)
 * - Marisol Vega, 41, nurse in Albuquerque, just bought a 1962 ranch house; chatty, friendly, corrects the square footage after checking the listing.
 * - Gus Papadakis, 58, Worcester diner owner opening a Greek breakfast spot in an old bank; terse, one fact a message, no apostrophes, gives his cell number.
 * - Dana Whitfield, marketing manager at an Iowa ag-tech startup; corporate bullet list up front, then company stats, then a budget update from her VP.
 * - Cody Dunlap, 36, third-generation HVAC co-owner in Tulsa; lowercase, "yall", short bursts, talks trucks and employee counts.
 * - Brenda Sorensen, 61, retired teacher baking dog biscuits in Boise; full sentences, polite, signs her name, corrects the bag size.
 * - Jess Morales, 33, swim school owner in Tampa; fast lowercase typing with "rn" and "!!", hedged budget range, throws in business hours.
 * - Reggie Atkins, 52, BBQ food truck owner in Kansas City; gruff, plain, lists what the old wrap cost and another shop's quote, gives his drive time.
 */
/*
 * Writer's note (zh-TW, batch 54: numbers all around)
 * - residential: 台中北屯 mom of three, 30s, chatty LINE style with emoji, one or two facts a message, corrects the 坪數 after her husband checks the deed.
 * - commercial: 台南 second-generation 虱目魚粥 shop son, plain short messages with half-width spaces instead of punctuation, answers ahead of the questions.
 * - exhibition: 彰化 pet-food brand marketing manager, formal and tidy, long first message, corrects the move-in date after the organiser's email.
 * - brand: Irvine (California) food-truck owner, early 30s, mixes English words and US$ prices, one fact a message.
 * - packaging: 阿里山 young tea farmer back home, very short messages with typos, corrects the weight per pack.
 * - website: 台中西屯 badminton-hall owner in his 50s, 敝人/您 register with full-width punctuation, long first message, moves the launch date back.
 * - other: Melbourne Taiwanese association volunteer, long warm messages with some English, lots of festival numbers.
 */
/*
 * Writer's note (ko-KR, batch 54: numbers all around)
 * - residential: 40s mother moving from a 24-pyeong rental in Paju to a 1996 apartment in Ilsan; polite, long first message, ~~ and ㅠㅠ; corrects the size (33 -> 34평), quotes another firm's estimate.
 * - commercial: 60s kalguksu owner in Jeonju (30 years in business), short blunt messages with light Jeolla dialect, covers per day, table counts, a rival's spend.
 * - exhibition: 30s marketing manager of a Chungju traditional-liquor brewery; organised bullet-style first message, last year's booth size and cost, corrects the move-in day.
 * - brand: Korean immigrant in Vancouver running a banchan business; casual, English words mixed in, one fact a message, CAD prices, order counts, follower count.
 * - packaging: 20s third-generation green-tea farmer in Hadong; chatty with ㅋㅋ/ㅎㅎ, history years, retail prices, corrects the tea-bag weight.
 * - website: 40s owner of a kids swim school in Sejong; answers ahead of questions with "...", student and staff counts, phone number and hours, a neighbour's website cost, budget as a range.
 * - other: 40s secretary-general of a Chuncheon half-marathon; race date and course distances beside the design deadline, participant counts, last year's medal unit price, travel time to the studio.
 */
export const fiftyFourthHeldOutConversations: CorpusConversation[] = [
  // Marisol Vega, 41, ER nurse, and her husband Tomas just closed on a 1962 ranch house in Nob Hill, Albuquerque.
  // Exercises: build year -> age (64 years), a size correction (about 1,400 -> 1,512 sq ft), a budget range with a hard
  // ceiling, kids' ages inside the household description, a move-in date tied to the school year.
  // NOT facts of the project: $318k purchase price, "since the 80s", the 900 sq ft apartment in Rio Rancho, the other
  // company's $85,000 quote, the superseded 1,400 sq ft, staying with her mom, 12-hour shifts, 12-15 people at Sunday dinner.
  {
    id: 'heldout54-residential-en-abq-ranch-sqft-fix',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi there! My husband and I just closed on a 1962 ranch house in the Nob Hill area of Albuquerque. Paid $318k for it and it basically hasn't been touched since the 80s lol. We want to gut the kitchen and both bathrooms and open up the wall between the kitchen and the dining room. It's about 1,400 sq ft I think.",
      "It's 3 bedrooms 2 baths, one living room plus a tiny den off the back. We're coming from a 900 sq ft apartment in Rio Rancho so this feels HUGE haha",
      'Its me, my husband Tomas, our three kids (4, 9 and 13) and a very old beagle named Biscuit 🐶',
      "Budget wise we're thinking $55-65k, absolutely no more than 65. Another company quoted us $85,000 for just the kitchen and baths which is insane",
      "ok just checked the listing, it's 1,512 sq ft not 1,400. sorry!",
      "We'd really like to be moved in by August 1st before school starts. Right now we're all squeezed in at my mom's place.",
    ],
    whenAsked: {
      property_category: "it's a single story ranch house, detached",
      problem_need: "the kitchen is closed off and dark, I can't see the kids from the stove. and the hall bathroom has one sink for 3 kids, mornings are a war zone",
      lifestyle: "Tomas works from home 3 days a week so he needs a real office corner. I'm a nurse on 12 hour shifts so when I'm home I cook a LOT, and Sundays we have family over for dinner, like 12-15 people",
      preferred_style: "warm modern southwest? clean lines but with terracotta and wood. not farmhouse please I'm so over shiplap",
      colors_and_elements: 'terracotta, sage green, talavera tile somewhere, maybe the backsplash. NO gray, the whole house is gray right now',
      key_considerations: "staying on budget and on time honestly. and there's original hardwood under the carpet we want to keep",
      important_collections: 'Tomas has like 400 vinyl records lol so somewhere for those',
      number_of_visits: "maybe 3 or 4? we're around on weekends",
    },
    otherwise: "hmm no strong feelings on that one, whatever you think works!",
    expected: {
      project_background: { said: 0, text: ['1962 ranch house', 'gut the kitchen and both bathrooms'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 0, text: ['Nob Hill'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 64, unit: 'years' } },
      layout: { said: 1, text: ['3 bedrooms 2 baths', 'tiny den'] },
      target_audience: { said: 2, text: ['three kids', 'beagle'] },
      budget: { said: 3, value: { kind: 'money', amount: 55000, max: 65000, currency: 'USD' } },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 1512, unit: 'ft2' } },
      move_in_date: { said: 5, value: { kind: 'date', date: '2026-08-01', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['closed off and dark', 'one sink'] },
      lifestyle: { said: 'asked', text: ['works from home', 'cook a LOT'] },
      preferred_style: { said: 'asked', text: ['warm modern southwest', 'not farmhouse'] },
      colors_and_elements: { said: 'asked', text: ['terracotta', 'talavera tile', 'NO gray'] },
      key_considerations: { said: 'asked', text: ['on budget and on time', 'original hardwood'] },
    },
  },

  // Gus Papadakis, 58, has run Gus's Diner in Worcester for 22 years and is opening Kali Mera, a Greek breakfast and
  // lunch place, in a former bank branch on Route 9 in Shrewsbury, MA.
  // Exercises: one fact a message, a hard budget ceiling, a size correction (1,800 -> 1,850 sq ft), the diner's covers
  // and hours and a phone number beside the new place's numbers.
  // NOT facts of the project: 22 years, Park Ave in Worcester (the existing diner), 180 covers a day at the diner,
  // 120 covers hoped for, the superseded 1,800 sq ft, 508-555-0143, 2pm, 6am opening, the Panera across the street.
  {
    id: 'heldout54-commercial-en-shrewsbury-bank-diner',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello. I own Gus's Diner on Park Ave in Worcester, 22 years now. Looking to open a 2nd place.",
      'Its a Greek breakfast and lunch place, name will be Kali Mera. Space is the old Citizens Bank on Route 9 in Shrewsbury.',
      'About 1,800 square feet. Was a bank so its all carpet and drop ceiling.',
      'Budget is $150,000 for the whole build out. Not a penny more my wife says.',
      'Want to open May 1. We do about 180 covers a day at the diner, hoping for 120 at the new one to start.',
      'Correction the landlord says 1,850 sq ft. My son measured wrong.',
      'You can call me 508-555-0143 after 2pm, we open at 6am and its crazy till then.',
    ],
    whenAsked: {
      problem_need: "Make a cold bank feel like my yiayia's kitchen. And fit 48 seats plus a counter.",
      brand_value: "Family. Real food made from scratch. Should feel like you walked into my mother's house in Crete.",
      target_audience: 'Commuters on Route 9 in the morning, retirees, families after church on Sunday. Office people at lunch.',
      competitive_advantage: 'Everything from scratch, we roll the phyllo by hand. The chain places around here microwave everything.',
      preferred_style: 'Bright and clean. White and blue but not tacky tourist Greek.',
      colors_and_elements: 'White, Aegean blue, olive wood. No columns no statues please.',
      unique_design: 'Keep the bank vault! Use it for the pastry case or a private table.',
      key_considerations: 'Easy to clean and the kitchen has to flow for a fast breakfast rush. And stay at 150.',
      other_design_requirements: 'The sign out front too and menus.',
    },
    otherwise: 'Whatever you think is best.',
    expected: {
      project_background: { said: 1, text: ['Greek breakfast and lunch', 'Kali Mera'] },
      address: { said: 1, text: ['Route 9', 'Shrewsbury'] },
      budget: { said: 3, value: { kind: 'money', amount: 150000, currency: 'USD', bound: 'at_most' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'on' } },
      space_size: { said: 5, value: { kind: 'number_with_unit', amount: 1850, unit: 'ft2' } },
      problem_need: { said: 'asked', text: ['cold bank', '48 seats'] },
      brand_value: { said: 'asked', text: ['made from scratch', "mother's house in Crete"] },
      target_audience: { said: 'asked', text: ['Commuters', 'retirees', 'Office people'] },
      competitive_advantage: { said: 'asked', text: ['phyllo by hand'] },
      preferred_style: { said: 'asked', text: ['Bright and clean', 'not tacky tourist Greek'] },
      colors_and_elements: { said: 'asked', text: ['Aegean blue', 'olive wood', 'No columns'] },
      unique_design: { said: 'asked', text: ['bank vault'] },
      key_considerations: { said: 'asked', text: ['Easy to clean', 'breakfast rush'] },
    },
  },

  // Dana Whitfield, marketing manager at Prairie Sense, an Ames, Iowa maker of wireless soil moisture sensors, needs a
  // 20x20 island booth at the Heartland Ag Equipment Expo, Iowa Events Center, Des Moines.
  // Exercises: a bulleted first message with all the dates, a 20x20 ft booth -> 400 ft2, company stats and a competitor's
  // booth between project facts, a lead goal as the problem, a later budget update ($40k -> up to $45k).
  // NOT facts of the project: founded 2017, 35 employees, 12,000 sensors shipped, $249 unit price, $12/acre/yr, the
  // competitor's 40x60 booth, last year's 10x10 inline booth and ~$8k spend, 85 leads last year, the superseded $40,000,
  // Ames and "about 35 minutes from Des Moines" (not a distance from the studio), 500+ acres, the 2 other shows.
  {
    id: 'heldout54-exhibition-en-iowa-soil-sensor-island',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! I'm the marketing manager at Prairie Sense — we make wireless soil moisture sensors for row-crop farmers (corn/soy mostly). We're exhibiting at the Heartland Ag Equipment Expo at the Iowa Events Center in Des Moines and need a booth designed + built. Quick facts:\n- Booth: 20x20 ft island (open on all 4 sides)\n- Show dates: Tues Mar 17 – Thu Mar 19\n- Move-in: Mon Mar 16\n- Move-out: Thu Mar 19 after the 4pm close\n- Budget: $40,000 all in (design, build, shipping)\nLast year we had a 10x10 inline in the back corner and spent maybe $8k, and we got completely lost lol.",
      "Some context on us: founded 2017, 35 employees, shipped about 12,000 sensors last year. Flagship unit is $249 and the data subscription is $12/acre/yr. The big competitor (you know who) had a 40x60 last year — we're not trying to out-spend them.",
      "We'll need power for 3 screens and a live demo — a soil bin with sensors in it streaming data to an iPad. No water needed.",
      'The goal is 300 qualified leads over the 3 days. We got 85 last year.',
      'Update: my VP just approved up to $45k, so that is the ceiling now.',
      "Oh and I'm based in Ames, so about 35 minutes from Des Moines if that matters for anything.",
    ],
    whenAsked: {
      brand_value: "Practical, honest tech built by farm kids. Visitors should feel like we're neighbors, not some Silicon Valley startup.",
      target_audience: 'Farmers running 500+ acres, co-op agronomists, and equipment dealers who could carry us.',
      preferred_style: 'Clean and modern but warm — reclaimed barn wood plus our green. Think tractor dealership meets Apple store.',
      unique_design: 'The live soil bin right in the middle, maybe with a big data wall above it showing moisture levels in real time.',
      key_considerations: 'It has to pack into one crate and be set up by 3 people in a day. We want to reuse it at 2 other shows this year.',
      colors_and_elements: 'Our green (PMS 363) and a warm tan. Avoid anything that looks like a weather app.',
      plans_after_project: 'Reuse it at two regional shows in the summer.',
    },
    otherwise: "No strong preference there — we'll trust your judgment.",
    expected: {
      project_background: { said: 0, text: ['wireless soil moisture sensors', 'Heartland Ag Equipment Expo'] },
      address: { said: 0, text: ['Iowa Events Center'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-03-17', precision: 'day', relation: 'on' } },
      entry_date: { said: 0, value: { kind: 'date', date: '2026-03-16', precision: 'day', relation: 'on' } },
      exit_date: { said: 0, value: { kind: 'date', date: '2026-03-19', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['electricity_only'] } },
      problem_need: { said: 3, text: ['300 qualified leads'] },
      budget: { said: 4, value: { kind: 'money', amount: 45000, currency: 'USD', bound: 'at_most' } },
      brand_value: { said: 'asked', text: ['built by farm kids', 'neighbors'] },
      target_audience: { said: 'asked', text: ['co-op agronomists', 'equipment dealers'] },
      preferred_style: { said: 'asked', text: ['reclaimed barn wood', 'Apple store'] },
      unique_design: { said: 'asked', text: ['live soil bin', 'data wall'] },
      key_considerations: { said: 'asked', text: ['one crate', 'reuse it'] },
    },
  },

  // Cody Dunlap, 36, runs Dunlap Heating & Air in Tulsa with his brother; grandpa Earl started it in 1979.
  // Exercises: lowercase bursts, founding year / fleet / staff / review counts and another agency's quote in a type
  // with no budget field, a deadline set ahead of a wrap-shop booking, trademark questions answered when asked.
  // NOT facts of the project: 1994 (age of the old logo), 1979, 1 truck, 11 trucks, 23 employees, 4.9 stars and 640
  // reviews, the $18k agency quote, the April 6 wrap-shop booking, "50 ft away" (a viewing distance, not the studio's),
  // Broken Arrow and "35 and up" are audience, not address.
  {
    id: 'heldout54-brand-en-tulsa-hvac-trucks',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      'hey yall. need a new logo for our hvac company, Dunlap Heating & Air in Tulsa. been using the same one since 1994 lol',
      "Dunlap is our family name. my grandpa Earl started it in 1979 with 1 truck out of his garage. we're up to 11 trucks and 23 employees now, me and my brother run it. 4.9 stars on google w 640 reviews so we're doing something right",
      "problem is the logo looks like clip art and we look smaller than we are. people think we're a one man operation. also you cant read it on the side of a truck from 50 ft away",
      'we do residential heating and cooling repair, new installs, duct cleaning and maintenance plans',
      "another agency quoted us $18k for a 'full brand strategy' and thats way more than we need. just want a solid logo + colors + a truck wrap layout",
      'we need final files by March 20th, the wrap shop has us booked April 6 for all 11 trucks',
    ],
    whenAsked: {
      registration_status: 'nope never registered it',
      need_registration_assistance: "yeah probably, if it aint crazy expensive",
      brand_website: 'dunlapheatingair.com and facebook is just Dunlap Heating and Air',
      target_audience: 'homeowners in tulsa and broken arrow, mostly 35 and up. a lot of older folks who want someone they can trust in their house',
      preferred_style: 'bold, clean, kinda old school american. like a classic workwear brand. nothing techy',
      colors_and_elements: 'keep some red bc people know us for the red trucks. maybe navy with it. NO snowflake and flame together, every hvac company does that',
      key_considerations: 'has to read from far away on the trucks and still look good tiny on a fridge magnet or invoice. and dont lose the family feel',
      collaboration_notes: 'me and my brother Travis both sign off, email is fine',
    },
    otherwise: 'eh whatever yall think',
    expected: {
      project_background: { said: 0, text: ['new logo', 'Dunlap Heating & Air'] },
      address: { said: 0, text: ['Tulsa'] },
      brand_name_story: { said: 1, text: ['family name', 'grandpa Earl', 'out of his garage'] },
      problem_need: { said: 2, text: ['looks like clip art', 'one man operation'] },
      products_or_services: { said: 3, text: ['heating and cooling repair', 'new installs', 'duct cleaning', 'maintenance plans'] },
      other_design_requirements: { said: 4, text: ['truck wrap layout'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-20', precision: 'day', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['dunlapheatingair.com'] },
      target_audience: { said: 'asked', text: ['homeowners', 'someone they can trust'] },
      preferred_style: { said: 'asked', text: ['old school american', 'workwear'] },
      colors_and_elements: { said: 'asked', text: ['red trucks', 'navy', 'NO snowflake and flame'] },
      key_considerations: { said: 'asked', text: ['read from far away', 'family feel'] },
    },
  },

  // Brenda Sorensen, 61, retired schoolteacher, bakes dog biscuits as Good Boy Bakery in Boise with her husband Dale.
  // Exercises: a long formal first message full of business numbers, a correction of the pack spec (8 oz / 30 -> 10 oz
  // / 36), current and future retail prices, a month-precision deadline ("end of March"), signs her name.
  // NOT facts of the project: 6 years in business, 400 bags a month, Paws & Co.'s 6 stores, the current 8 oz / 30-biscuit
  // bag, $9.99 and $12.99 retail prices, PetSmart, May (when the stores want product), "30 to 60" is audience age.
  {
    id: 'heldout54-packaging-en-boise-dog-biscuits',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Good evening. My name is Brenda Sorensen and I own Good Boy Bakery in Boise, Idaho. We bake all-natural dog biscuits in two flavors, sweet potato & peanut butter and a pumpkin oat. I've been doing this for 6 years out of a licensed commercial kitchen and sell about 400 bags a month, mostly at the Capital City Public Market and online through Etsy. Right now they go in a plain clear bag with a sticker I print at home. A local chain of pet boutiques (Paws & Co., 6 stores) wants to carry us, so I need real packaging.",
      'Each bag is 8 oz, about 30 biscuits.',
      "I'm sorry, I misspoke. The new bags will be 10 oz, roughly 36 biscuits. The 8 oz is what we sell now.",
      'We currently charge $9.99 a bag and will be going to $12.99 in the stores. The big brands at PetSmart are cheaper but full of fillers. Ours have 5 ingredients or less, and my husband Dale, a retired vet tech, developed the recipes.',
      "I'd like a stand-up pouch with a resealable zipper and a little window so people can see the biscuits. Thank you, Brenda",
    ],
    whenAsked: {
      target_audience: 'Dog owners who read labels. Mostly women 30 to 60, people who treat their dog like family.',
      preferred_style: 'Warm and homemade but clean, like a neighborhood bakery. Not cartoonish.',
      colors_and_elements: "I'd like to keep our logo, the little basset hound. Soft orange for the sweet potato, a green for the pumpkin oat. No paw prints everywhere, please.",
      preferred_materials: "Something compostable, or at least recyclable, if it doesn't cost a fortune. I like the kraft paper look.",
      expected_deadline: "Paws & Co. would like product on their shelves in May, so I'd need the design done by the end of March if possible.",
      key_considerations: 'The bag must be grease-proof because of the peanut butter, and there has to be room for the guaranteed analysis and feeding guidelines.',
      other_design_requirements: 'Perhaps a small shelf display box for the stores.',
    },
    otherwise: "I don't have a preference on that, I trust you.",
    expected: {
      project_background: { said: 0, text: ['Good Boy Bakery', 'wants to carry us'] },
      product_description: { said: 0, text: ['all-natural dog biscuits', 'sweet potato & peanut butter', 'pumpkin oat'] },
      address: { said: 0, text: ['Boise'] },
      sales_channels: { said: 0, text: ['Capital City Public Market', 'Etsy', 'Paws & Co.'] },
      specification: { said: 2, text: ['10 oz', '36 biscuits'] },
      unique_selling_point: { said: 3, text: ['5 ingredients or less', 'retired vet tech'] },
      packaging_form: { said: 4, value: { kind: 'choice', selected: ['bag_pouch'] } },
      target_audience: { said: 'asked', text: ['read labels', 'like family'] },
      preferred_style: { said: 'asked', text: ['neighborhood bakery', 'Not cartoonish'] },
      colors_and_elements: { said: 'asked', text: ['basset hound', 'Soft orange', 'No paw prints'] },
      preferred_materials: { said: 'asked', text: ['compostable', 'kraft paper'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['grease-proof', 'guaranteed analysis'] },
    },
  },

  // Jess Morales, 33, owns Harbor Light Swim School in Tampa; the Wix site makes parents call the front desk.
  // Exercises: fast lowercase messages, instructor/swimmer/price/call counts beside the project, a hedged budget range
  // with another studio's quote next to it, a go-live date tied to registration, business hours at the end.
  // NOT facts of the project: 6 months (youngest swimmers), 40 calls a day, 9 instructors, 350 swimmers a week, $28 a
  // class, the $12,000 quote from St Pete, "half our families", 3-8pm weekdays and 8-2 Saturdays, "25-45" is audience age.
  {
    id: 'heldout54-website-en-tampa-swim-booking',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'hi!! i own a swim school in tampa, Harbor Light Swim School, we teach babies 6 months up to adults 🏊‍♀️',
      'our site is on wix rn harborlightswim.com and its a mess, parents cant figure out how to book so they just call the front desk. we get like 40 calls a day its insane',
      'we have 9 instructors and about 350 swimmers a week, lessons are $28 a class. i want parents to be able to book and pay online and pick their instructor',
      'needs to be english and spanish, like half our families speak spanish at home',
      'budget maybe 6 to 8k? a place in st pete quoted us 12,000 and that felt like a lot',
      'want it live before summer registration opens april 1, thats our busiest week of the whole year',
      'oh and we open 3-8pm weekdays and 8-2 saturdays if that matters for the booking calendar',
    ],
    whenAsked: {
      main_pages: 'home, lessons and pricing, book a class, our instructors, faq, contact',
      target_audience: 'mostly moms and dads 25-45 with little kids, on their phones in the school pickup line lol. and some adults who never learned to swim and are kinda embarrassed about it',
      competitors: "Goldfish Swim School's site is super easy to book on, and Aqua-Tots too",
      preferred_style: 'bright and happy but not babyish, lots of real photos of our kids in the pool (we have parent permission)',
      key_considerations: 'booking HAS to work perfect on a phone and sync with the instructor schedules. also ADA accessible please',
      other_design_requirements: 'maybe a refresh of our logo later, not now',
    },
    otherwise: 'no preference on that tbh',
    expected: {
      project_background: { said: 0, text: ['swim school', 'Harbor Light Swim School'] },
      address: { said: 0, text: ['tampa'] },
      url: { said: 1, text: ['harborlightswim.com'] },
      problem_need: { said: 1, text: ['cant figure out how to book'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      languages: { said: 3, value: { kind: 'list', items: ['English', 'Spanish'] } },
      budget: { said: 4, value: { kind: 'money', amount: 6000, max: 8000, currency: 'USD' } },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      main_pages: { said: 'asked', text: ['lessons and pricing', 'book a class', 'instructors', 'faq'] },
      target_audience: { said: 'asked', text: ['moms and dads', 'never learned to swim'] },
      competitors: { said: 'asked', text: ['Goldfish Swim School', 'Aqua-Tots'] },
      preferred_style: { said: 'asked', text: ['bright and happy', 'not babyish', 'real photos'] },
      key_considerations: { said: 'asked', text: ['work perfect on a phone', 'ADA accessible'] },
    },
  },

  // Reggie Atkins, 52, runs the Smokestack BBQ food truck out of Kansas City and lives in Raytown; wants a new truck
  // wrap design plus the menu board and window logo, printed by his own wrap guy.
  // Exercises: old wrap cost and another shop's quote in a type with no budget field, plates per Saturday, a deadline
  // set ahead of the wrap-shop date, his drive time to the studio (a real distance), plans for a second truck.
  // NOT facts of the project: 4 years in business, the $4,200 old wrap, "faded to pink in 2 years", 250 plates on a
  // Saturday, the $6,500 quote, the March 2 wrap booking, Raytown (where he lives, not the business). The truck's 2019
  // / 22 ft specs belong to no brief field.
  {
    id: 'heldout54-other-en-kc-bbq-truck-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      'Need a wrap designed for my bbq food truck. Smokestack BBQ out of Kansas City. Been running it 4 years.',
      'Truck is a 2019 Ford step van, 22 foot long. Current wrap cost me $4200 and it faded to pink in 2 years. Looks terrible.',
      'What I want is people to see it from across the street and know its BBQ and walk over. We do 250 plates on a good Saturday but weekdays are slow downtown.',
      "Also need the menu board on the side redone, its a chalkboard right now, and the logo on the serving window. Another place quoted me $6500 for design and print. I just want the design from you, I got my own wrap guy.",
      'Wrap guy has me booked March 2 so I need the design done by Feb 27 latest.',
      "Im in Raytown, maybe 20 min from you guys. If this works out I want a second truck next year.",
    ],
    whenAsked: {
      target_audience: 'Office workers at lunch downtown, brewery crowds on weekends, families at events. Anybody hungry honestly.',
      preferred_style: 'Old school KC, like a vintage stockyard sign. Bold. Nothing cute.',
      colors_and_elements: 'Black and a deep red, maybe some smoke coming off the logo. NO pink obviously haha. And no cartoon pig, every truck has the cartoon pig.',
      key_considerations: 'Colors that dont fade, phone number and instagram big enough to read, and the menu has to be easy to change when prices go up.',
      collaboration_notes: 'Text me, I dont check email. My wife Tonya gets final say on colors.',
      number_of_visits: 'Once or twice, you can come see the truck.',
    },
    otherwise: 'Up to you.',
    expected: {
      project_background: { said: 0, text: ['bbq food truck', 'Smokestack BBQ'] },
      address: { said: 0, text: ['Kansas City'] },
      problem_need: { said: 2, text: ['see it from across the street', 'walk over'] },
      other_design_requirements: { said: 3, text: ['menu board', 'logo on the serving window'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-02-27', precision: 'day', relation: 'by' } },
      distance: { said: 5, value: { kind: 'number_with_unit', amount: 20, unit: 'min' } },
      plans_after_project: { said: 5, text: ['second truck'] },
      target_audience: { said: 'asked', text: ['Office workers', 'brewery crowds'] },
      preferred_style: { said: 'asked', text: ['vintage stockyard sign', 'Nothing cute'] },
      colors_and_elements: { said: 'asked', text: ['Black and a deep red', 'no cartoon pig'] },
      key_considerations: { said: 'asked', text: ['dont fade', 'easy to change'] },
      collaboration_notes: { said: 'asked', text: ['Text me', 'final say'] },
    },
  },

  // 台中 mom of three, renovating a resale apartment she bought; exercises a corrected area, a budget ceiling beside a rival
  // quote, a build year, and children's ages.
  // NOT facts of the project: 總價1380萬 (purchase price), 28坪 and 2萬3 (current rental's size and rent), 420萬 (another
  // company's quote), 40坪 (corrected to 43), 9月 / 四年級 (the child's school, not the move-in date), 1998 (filed as 28 years).
  {
    id: 'heldout54-residential-zh-beitun-three-kids',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我們在台中北屯買了一間電梯大樓的中古屋，總價1380萬，想要整間重新裝修。目前租的地方只有28坪，房租一個月2萬3，三個小孩擠到不行😩',
      '屋齡的話 是1998年蓋的',
      '三房兩廳兩衛。家裡是我跟老公加三個小孩，老大9歲 老二6歲 老三3歲',
      '坪數大概40坪左右？',
      '預算最多350萬，之前有另一家設計公司報價420萬，真的太超過了😅',
      '喔對 坪數我老公剛翻了權狀，是43坪才對，不是40',
      '希望8月底以前可以搬進去，因為9月老大要升四年級，要轉到那邊的國小',
      '我們家很常下廚，我先生週末都會煮一大桌，然後我在家接案做會計，需要一個小小的工作角落',
    ],
    whenAsked: {
      project_background: '北屯的中古屋，想整間重新裝修',
      property_category: '電梯大樓',
      layout: '三房兩廳兩衛',
      age: '1998年的，快30年了吧',
      problem_need: '房間不夠，老大一直吵要自己一間，想看能不能多隔一房出來。還有玄關完全沒有收納，五個人的鞋子堆滿地',
      target_audience: '我跟老公還有三個小孩',
      lifestyle: '常下廚，我在家工作',
      preferred_style: '喜歡北歐風，乾淨明亮，但不要太冷冰冰',
      colors_and_elements: '白色加淺橡木色，小孩房可以有一點點粉藍，不要深色木皮',
      address: '台中北屯，靠近捷運文心崇德站',
      space_size: '權狀43坪',
      budget: '最多350萬',
      move_in_date: '8月底前',
      key_considerations: '一定要趕在開學前搬進去，還有小孩還小，邊角要圓的、插座要有安全蓋',
      important_collections: '我先生有一整櫃的食譜書，大概兩百多本',
      number_of_visits: '現場看兩三次就好，我們平日比較難請假',
    },
    otherwise: '這個我們沒什麼想法耶 你們專業的決定就好～',
    expected: {
      project_background: { said: 0, text: ['北屯', '中古屋'] },
      address: { said: 0, text: ['台中北屯'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      layout: { said: 2, text: ['三房兩廳兩衛'] },
      target_audience: { said: 2, text: ['我跟老公', '三個小孩'] },
      space_size: { said: 5, value: { kind: 'number_with_unit', amount: 43, unit: 'ping' } },
      budget: { said: 4, value: { kind: 'money', amount: 3_500_000, currency: 'TWD', bound: 'at_most' } },
      move_in_date: {
        said: 6,
        value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by', part: 'late' },
      },
      lifestyle: { said: 7, text: ['常下廚', '在家接案'] },
      problem_need: { said: 'asked', text: ['房間不夠', '玄關完全沒有收納'] },
      preferred_style: { said: 'asked', text: ['北歐風', '乾淨明亮'] },
      colors_and_elements: { said: 'asked', text: ['淺橡木色', '不要深色木皮'] },
      key_considerations: { said: 'asked', text: ['開學前', '插座要有安全蓋'] },
    },
  },

  // 台南 second-generation son moving the family porridge shop across the street; exercises old-shop vs new-shop size,
  // customers a day, seats, years in business, opening hours, average ticket, a phone number and a budget range.
  // NOT facts of the project: 23年 (years in business), 12坪 and 28個座位 (the old shop), 350人 (customers a day),
  // 3月31 (old lease ends), 6點 / 1點半 / 下午2點 (opening hours), 90塊 (average ticket), 0937-215-806 (phone number).
  {
    id: 'heldout54-commercial-zh-tainan-porridge-move',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們家是在台南中西區賣虱目魚粥跟肉燥飯的老店 開了23年了 現在是我爸媽在顧 我是第二代',
      '現在店面只有12坪 尖峰時段一天大概來客350人左右 座位只有28個 客人常常排隊排到騎樓外面',
      '所以打算搬到同一條街的斜對面 一樣在中西區 新的店面是兩層樓 一樓加二樓總共大概25坪',
      '預算的話 180到220萬之間 我們是小本生意 拜託不要太多',
      '預計4月中開幕 因為舊店租約3月31號就到期了',
      '客人多半是附近上班族跟觀光客 我們早上6點開到下午1點半 平均客單價大概90塊',
      '我希望有一個開放式的煮粥區讓客人看得到 像表演一樣 這個是我最想要的',
      '喔對 如果要聯絡可以打0937-215-806找阿哲 我下午2點收店後比較有空',
    ],
    whenAsked: {
      project_background: '台南中西區的虱目魚粥老店 要搬到對面比較大的店面',
      problem_need: '座位太少 客人一直排隊 廚房也太擠',
      brand_value: '就是老實 料實在 希望客人進來覺得像回到阿嬤家吃早餐 很親切',
      target_audience: '上班族跟觀光客',
      competitive_advantage: '我們的魚湯每天凌晨3點開始熬 虱目魚是安南區魚塭直送的 附近沒有人這樣做',
      preferred_style: '想要有老台南的味道但不要破舊 有點復古 乾淨 像老屋改造的咖啡店那種',
      colors_and_elements: '想用磨石子跟老花窗 顏色不要太鮮艷 米白跟墨綠不錯',
      unique_design: '開放式的煮粥區',
      address: '台南中西區 原本店的斜對面',
      space_size: '兩層總共25坪左右',
      budget: '180到220萬',
      opening_date: '4月中',
      key_considerations: '工期一定要在4月前完成 不能停業太久 還有二樓要想辦法讓客人願意上去坐',
      other_design_requirements: '招牌跟菜單也想順便重做',
    },
    otherwise: '這個沒特別想法 你們覺得好就好',
    expected: {
      project_background: { said: 0, text: ['虱目魚粥', '肉燥飯'] },
      problem_need: { said: 1, text: ['常常排隊'] },
      address: { said: 2, text: ['中西區'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 25, unit: 'ping' } },
      budget: { said: 3, value: { kind: 'money', amount: 1_800_000, max: 2_200_000, currency: 'TWD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      target_audience: { said: 5, text: ['上班族', '觀光客'] },
      unique_design: { said: 6, text: ['開放式的煮粥區'] },
      brand_value: { said: 'asked', text: ['老實', '阿嬤家'] },
      competitive_advantage: { said: 'asked', text: ['凌晨3點開始熬', '魚塭直送'] },
      preferred_style: { said: 'asked', text: ['老台南的味道', '復古'] },
      colors_and_elements: { said: 'asked', text: ['磨石子', '米白跟墨綠'] },
      key_considerations: { said: 'asked', text: ['不能停業太久', '二樓'] },
    },
  },

  // 彰化 pet fresh-food brand at a trade show in 高雄; exercises this year's booth vs last year's booth and cost, a corrected
  // move-in date, the three show dates, a budget ceiling, and business numbers (years, SKUs, countries, leads, deals).
  // NOT facts of the project: 第9年 (years in business), 36個品項, 5個國家, 2個攤位 / 18平方公尺 / 28萬 (last year's booth and
  // its cost), 4/16 (corrected to 4/15), 120個名片 and 3家 (last year's leads and deals).
  {
    id: 'heldout54-exhibition-zh-kaohsiung-pet-food',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是「毛日子寵食」的行銷經理 Vivian。我們是彰化的寵物鮮食品牌，今年是成立第9年，目前有36個品項，外銷到5個國家。今年4月要參加高雄展覽館的「台灣國際寵物用品展」，想找團隊規劃整個展位。',
      '展位今年訂了4個標準攤位，2x2排成一個方形，總共6x6公尺。去年我們只有2個攤位、18平方公尺，給另一家廠商做花了28萬，效果普通。',
      '展期是4/17（五）到4/19（日），進場佈置是4/16，撤場是4/19展覽結束當晚。',
      '預算希望控制在45萬以內（含施工與撤場）。',
      '抱歉更正一下，進場是4/15不是4/16，主辦剛寄信來說我們那一區要提早一天。',
      '我們最想接觸的是國外代理商跟國內寵物店的採購，去年現場換了大概120張名片，但真正成交的只有3家。',
      '展位會需要現場試吃，要放冰箱跟一個小水槽洗餐具，所以水電都需要。',
    ],
    whenAsked: {
      project_background: '寵物鮮食品牌，參加4月高雄的寵物用品展',
      brand_value: '我們強調人食等級的食材、無添加，希望大家一走進來就覺得乾淨、安心、可以信任',
      target_audience: '國外代理商和寵物店採購',
      preferred_style: '明亮、清爽，有點像歐洲超市的生鮮區，不要太可愛卡通',
      unique_design: '想要一面透明冷藏櫃牆，直接看到鮮食的原料，像廚房一樣',
      address: '高雄展覽館',
      space_size: '6x6公尺，36平方米',
      water_electricity_supply: '水電都要',
      budget: '45萬以內',
      opening_date: '4/17',
      entry_date: '4/15',
      exit_date: '4/19晚上',
      key_considerations: '洽談區一定要有，至少能坐兩組客人；還有我們要現場試吃，動線要避開走道人潮',
      colors_and_elements: '品牌色是奶油黃跟森林綠',
      other_design_requirements: '需要一份英文的產品型錄',
    },
    otherwise: '這部分沒有特別要求，交給你們專業判斷。',
    expected: {
      project_background: { said: 0, text: ['寵物鮮食', '台灣國際寵物用品展'] },
      address: { said: 0, text: ['高雄展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-04-17', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-04-19', precision: 'day', relation: 'on' } },
      budget: { said: 3, value: { kind: 'money', amount: 450_000, currency: 'TWD', bound: 'at_most' } },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'on' } },
      target_audience: { said: 5, text: ['國外代理商', '寵物店的採購'] },
      water_electricity_supply: { said: 6, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['人食等級', '安心'] },
      preferred_style: { said: 'asked', text: ['明亮、清爽', '歐洲超市'] },
      unique_design: { said: 'asked', text: ['透明冷藏櫃牆'] },
      key_considerations: { said: 'asked', text: ['洽談區', '動線'] },
    },
  },

  // Taiwanese fried-chicken food truck in Irvine, California, rebranding before a first storefront; exercises prices in
  // US$, a rival studio's quote, years of the truck and of grandma's stall, orders a night, store size and opening month
  // (not the brand deadline), and follower counts.
  // NOT facts of the project: 快3年 (truck's age), 6月 (the store's opening, not the design deadline), 1,200呎 (store size),
  // 30年 (grandma's years at the night market), $12.99 (price), 180份 (orders a night), US$5,500 and 3個提案 (another
  // studio's quote), 1.2萬 (IG followers).
  {
    id: 'heldout54-brand-zh-irvine-fried-chicken-truck',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      'hi 我們在加州Irvine有一台台式鹽酥雞餐車，叫「阿嬤の炸」，開了快3年，想把品牌整個重新做，logo跟整套識別都要',
      '今年6月要在Irvine開第一間實體店 店面大概1,200呎 所以logo最晚4月底要好 要拿去做招牌',
      '名字是我阿嬤的綽號啦 她以前在台南夜市炸了30年 大家都叫她炸雞阿嬤',
      '賣的主要是鹽酥雞 一份$12.99 還有地瓜球、炸杏鮑菇，飲料有珍奶',
      '客人大概一半是台灣人跟亞洲學生 一半是老外 週末晚上一晚可以賣到180份',
      '之前問過LA一家studio 報價US$5,500 logo只給3個提案 覺得有點貴又有點少lol',
      '商標還沒註冊 這個也要麻煩你們幫忙',
    ],
    whenAsked: {
      project_background: '台式鹽酥雞餐車，要重做logo跟整套識別',
      problem_need: '現在的logo是我自己用Canva弄的 放大做招牌會糊 而且老外看不懂我們在賣什麼',
      brand_name_story: '我阿嬤的綽號',
      products_or_services: '鹽酥雞、地瓜球、炸杏鮑菇、珍奶',
      registration_status: '還沒',
      need_registration_assistance: '要 麻煩你們',
      brand_website: '只有IG @amas_fry 大概1.2萬人追蹤',
      target_audience: '台灣人、亞洲學生，還有老外',
      preferred_style: '想要有台灣夜市的熱鬧感 但又要夠modern 像那種很潮的亞洲街頭小吃店',
      colors_and_elements: '紅色跟黃色可以 想放一個阿嬤的插畫頭像 不要用龍或熊貓那種很刻板的東西',
      expected_deadline: '4月底',
      key_considerations: '中英文都要好看 而且要一眼看得出是炸雞',
      other_design_requirements: '餐車車身貼紙、菜單板、外帶紙袋',
      collaboration_notes: '時差的關係 用Email或LINE溝通就好 我跟我老婆一起決定',
    },
    otherwise: 'no idea 你們決定就好',
    expected: {
      project_background: { said: 0, text: ['鹽酥雞餐車', '整套識別'] },
      address: { said: 0, text: ['Irvine'] },
      expected_deadline: {
        said: 1,
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' },
      },
      brand_name_story: { said: 2, text: ['阿嬤的綽號', '台南夜市'] },
      products_or_services: { said: 3, text: ['鹽酥雞', '地瓜球', '珍奶'] },
      target_audience: { said: 4, text: ['亞洲學生', '老外'] },
      registration_status: { said: 6, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 6, value: { kind: 'yes_no', value: true } },
      problem_need: { said: 'asked', text: ['放大做招牌會糊', '老外看不懂'] },
      brand_website: { said: 'asked', text: ['@amas_fry'] },
      preferred_style: { said: 'asked', text: ['台灣夜市的熱鬧感', 'modern'] },
      colors_and_elements: { said: 'asked', text: ['紅色跟黃色', '阿嬤的插畫頭像', '不要用龍或熊貓'] },
      key_considerations: { said: 'asked', text: ['中英文都要好看'] },
    },
  },

  // 阿里山 third-generation tea farmer redesigning the oolong gift pack; exercises a corrected weight per pack, the old tin's
  // unit cost, the planned retail price beside a neighbour's, altitude, years of the farm and market stalls a month.
  // NOT facts of the project: 40幾年 (farm's age), 去年 (when he came back), 28塊 (old tin's unit cost), 150克 a pack
  // (corrected to 75克), 1,680 and 1,200 (his and the neighbour's retail prices), 2場 a month (market stalls), 1,500公尺
  // (altitude: part of the selling point, not a distance).
  {
    id: 'heldout54-packaging-zh-alishan-oolong',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我是阿里山種茶的 家裡茶園傳到我是第三代 種了40幾年 我去年才回來接',
      '想幫我們的高山烏龍重新設計包裝，現在用的是那種很傳統的金色鐵罐，一個28塊，放在架上跟別人都長一樣',
      '規格是一包150克',
      '啊打錯 是一包75克 一盒裝2包 總共150克',
      '打算一盒賣1,680 隔壁茶行同樣克數賣1,200左右',
      '會放在我們自己的官網、蝦皮，還有每個月上台北擺2場市集',
      '我們的茶園在海拔1,500公尺以上，一年只採春冬兩季，完全沒有用除草劑',
    ],
    whenAsked: {
      project_background: '阿里山的家族茶園，要幫高山烏龍做新包裝',
      product_description: '高山烏龍茶葉，熱泡冷泡都可以',
      specification: '一包75克 一盒2包',
      packaging_form: '禮盒 外盒就好 裡面的真空包我們自己有',
      unique_selling_point: '沒有用除草劑',
      target_audience: '30到50歲、會送禮的上班族，還有開始喝好茶的年輕人',
      sales_channels: '官網、蝦皮、市集',
      preferred_style: '簡單、有質感，有一點日系的留白，不要再金光閃閃了',
      colors_and_elements: '想用山嵐的霧灰藍，可以放茶園的山稜線，不要金色跟紅色',
      preferred_materials: '不要塑膠 想用紙盒 可以回收的最好',
      expected_deadline: '母親節前要上架 設計最好4月中前定案',
      key_considerations: '盒子要夠堅固可以寄送 成本一個不要超過60塊',
      other_design_requirements: '順便要一張說明沖泡方式的小卡',
      plans_after_project: '明年想出冷泡茶包',
    },
    otherwise: '都可以啦',
    expected: {
      project_background: { said: 0, text: ['阿里山', '第三代'] },
      address: { said: 0, text: ['阿里山'] },
      product_description: { said: 1, text: ['高山烏龍'] },
      problem_need: { said: 1, text: ['跟別人都長一樣'] },
      specification: { said: 3, text: ['75克', '一盒裝2包'] },
      sales_channels: { said: 5, text: ['官網', '蝦皮', '市集'] },
      unique_selling_point: { said: 6, text: ['沒有用除草劑'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['gift_set'] } },
      target_audience: { said: 'asked', text: ['送禮的上班族', '年輕人'] },
      preferred_style: { said: 'asked', text: ['簡單、有質感', '日系的留白'] },
      colors_and_elements: { said: 'asked', text: ['霧灰藍', '不要金色跟紅色'] },
      preferred_materials: { said: 'asked', text: ['不要塑膠', '紙盒'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['夠堅固', '不要超過60塊'] },
    },
  },

  // 台中 badminton-hall owner wanting online booking; exercises court count, bookings a day, phone number, the old site's
  // year, court prices, a rival quote, a budget range and a launch date moved later.
  // NOT facts of the project: 7年 (years in business), 6面場地, 80幾組 (bookings a day), 04-2451-7730 (phone number), 2015年
  // (old site built), 350 / 420 / 9折 (court prices), 35萬 (another company's quote), 3月1日 (replaced by 4月1日).
  {
    id: 'heldout54-website-zh-xitun-badminton-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，敝人姓林，在台中西屯經營一間羽球館，開了7年，共有6面場地，平日晚上幾乎都客滿。目前預約都是靠LINE跟電話（04-2451-7730），一天要回80幾組預約，櫃台小姐快受不了了，想做一個可以線上預約、線上付款的網站。',
      '目前有一個舊網站，是2015年我外甥幫忙架的，網址是 www.xitun-badminton.com.tw ，只有場地照片跟價目表。',
      '場地費平日每小時350元、假日420元，會員打9折，這是目前的價格，給您參考。',
      '預算大概15萬，最多不要超過20萬。上個月問過一家，開價35萬，實在負擔不起。',
      '希望3月1日前可以上線。',
      '剛跟合夥人討論過，3月太趕了，4月1日前上線就可以。',
      '來打球的大多是25到45歲的上班族，下班揪團來打，週末也有帶小孩來上課的家長。',
    ],
    whenAsked: {
      project_background: '羽球館，想做線上預約的網站',
      url: 'www.xitun-badminton.com.tw',
      category: '預約服務',
      problem_need: '電話跟LINE預約太多，櫃台忙不過來，也常常重複訂場',
      main_pages: '首頁、場地介紹、價目表、線上預約、會員專區、最新消息',
      languages: '中文就好',
      target_audience: '上班族跟家長',
      competitors: '台中有一家「羽動館」的預約系統做得不錯，可以參考看看',
      preferred_style: '清楚、好按，字要大一點，運動感、有活力',
      budget: '15萬左右，最多20萬',
      expected_deadline: '4月1日前',
      key_considerations: '手機上一定要好用，預約完要自動傳通知，不能再有重複訂場的問題',
      colors_and_elements: '招牌是藍色跟橘色，可以沿用',
      other_design_requirements: '場地照片可能需要重拍',
    },
    otherwise: '這部分沒有特別意見，請您們專業建議。',
    expected: {
      project_background: { said: 0, text: ['羽球館', '線上預約'] },
      address: { said: 0, text: ['台中西屯'] },
      problem_need: { said: 0, text: ['靠LINE跟電話', '櫃台小姐快受不了了'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 1, text: ['xitun-badminton.com.tw'] },
      budget: { said: 3, value: { kind: 'money', amount: 150_000, max: 200_000, currency: 'TWD' } },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      target_audience: { said: 6, text: ['上班族', '家長'] },
      main_pages: { said: 'asked', text: ['場地介紹', '線上預約', '會員專區'] },
      languages: { said: 'asked', value: { kind: 'list', items: ['中文'] } },
      competitors: { said: 'asked', text: ['羽動館'] },
      preferred_style: { said: 'asked', text: ['清楚、好按', '運動感'] },
      key_considerations: { said: 'asked', text: ['手機上一定要好用', '自動傳通知'] },
    },
  },

  // Melbourne Taiwanese association volunteer wanting a full festival visual identity; exercises edition number,
  // attendance, stall count, T-shirt quantity, the event date vs the design deadline, print lead time, AU$ amounts and
  // committee size.
  // NOT facts of the project: 第12屆, 8,000人, 45個攤位 (last year's festival), 150件 (T-shirt print run, no field),
  // 3月21日 (the festival itself, not the design deadline), 3週 (printer's lead time), 澳幣3,000 (print budget) and
  // AU$4,500 (another company's quote), 7個人 (committee size).
  {
    id: 'heldout54-other-zh-melbourne-taiwan-festival',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 660,
    messages: [
      '您好！我是墨爾本台灣同鄉會的志工 Grace，我們每年都會辦「墨爾本台灣節」，今年已經是第12屆了，去年來了大約8,000人、45個攤位，非常熱鬧～今年想請專業的設計師幫我們做整套活動視覺。',
      '需要的東西有：主視覺海報、攤位旗幟、志工T-shirt，還有IG貼文模板。T-shirt大概要印150件。',
      '活動是3月21日在Federation Square，印刷廠說要3週，所以設計2月底一定要全部定稿。',
      '去年的海報是會員的小孩用Canva做的，老實說看起來有點陽春，也很難吸引非台灣人來參加。',
      '印刷預算只有澳幣3,000左右，設計費另外算。去年有另一間公司報價 AU$4,500，我們沒有接受。',
      '我們委員會有7個人，每兩週線上開一次會，最後是由會長拍板。',
      '如果這次做得好，明年雪梨同鄉會也想一起沿用這套視覺喔！',
    ],
    whenAsked: {
      project_background: '墨爾本台灣節的整套活動視覺',
      other_design_requirements: '海報、旗幟、T-shirt、IG模板',
      problem_need: '希望看起來專業一點，讓更多澳洲當地人願意來',
      target_audience: '在墨爾本的台灣人家庭、留學生，還有對亞洲美食文化有興趣的澳洲人',
      preferred_style: '活潑、現代，把廟會、夜市這些傳統元素做得很新潮，不要太老氣',
      colors_and_elements: '可以用台灣藍鵲的藍色跟紅色，放一點夜市燈籠，避免國旗或政治符號',
      address: '澳洲墨爾本',
      expected_deadline: '2月底前',
      key_considerations: '中英文都要有，而且要能在Canva上讓志工自己改日期跟文字',
      collaboration_notes: '每兩週線上開會，會長決定',
      number_of_visits: '全部線上就好，我們在澳洲',
    },
    otherwise: '這個我們沒有特別想法，相信你們的專業😊',
    expected: {
      project_background: { said: 0, text: ['墨爾本台灣節', '整套活動視覺'] },
      address: { said: 0, text: ['墨爾本'] },
      other_design_requirements: { said: 1, text: ['主視覺海報', '志工T-shirt', 'IG貼文模板'] },
      expected_deadline: {
        said: 2,
        value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by', part: 'late' },
      },
      problem_need: { said: 3, text: ['陽春', '吸引非台灣人'] },
      collaboration_notes: { said: 5, text: ['每兩週', '會長拍板'] },
      plans_after_project: { said: 6, text: ['雪梨同鄉會'] },
      target_audience: { said: 'asked', text: ['台灣人家庭', '澳洲人'] },
      preferred_style: { said: 'asked', text: ['活潑、現代', '傳統元素'] },
      colors_and_elements: { said: 'asked', text: ['台灣藍鵲', '避免國旗'] },
      key_considerations: { said: 'asked', text: ['中英文都要有', 'Canva'] },
    },
  },

  // Visitor: 40s mother of two, buying an older apartment in Ilsan and remodelling it before moving in. Long polite first message,
  // then one topic a message; corrects the size; quotes another company's estimate before giving her own ceiling.
  // NOT facts of the project: 24평 (current rental), 10년 (years in the current home), 파주 운정 (current home), 6천5백 (another
  // firm's estimate), 중2 / 초5 / 7살 (children's grades, dog's age), 6주 (build time), 3월 2일 (balance payment date), 33평 (corrected).
  {
    id: 'heldout54-residential-ko-ilsan-old-apt-estimate',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 이번에 일산 마두동 아파트 매매해서 이사 가게 됐는데 들어가기 전에 전체 리모델링 하려고 문의드려요. 지금은 파주 운정에서 24평 전세로 10년 살았는데 애들이 커서 도저히 좁아서요ㅠㅠ 새 집은 33평이고 방 3개 화장실 2개예요. 96년에 지어진 아파트라 샷시랑 배관도 다 손봐야 할 것 같아요.',
      '식구는 남편이랑 저, 중2 아들이랑 초5 딸이요~ 강아지도 한 마리 있어요 (말티즈 7살ㅎㅎ)',
      '다른 데서 견적 한번 받아봤는데 6천5백 나왔더라구요.. 저희는 5천 넘으면 힘들어요ㅠ',
      '3월 2일에 잔금 치르고 공사가 6주 정도 걸린다고 들어서 입주는 4월 25일 토요일로 잡아놨어요.',
      '아 그리고 평수 제가 잘못 말씀드렸어요! 서류 다시 보니까 33평 아니고 34평이네요',
      '제일 바꾸고 싶은 건 주방이에요. 지금 ㄱ자라 좁은데 아일랜드 있는 구조로 바꾸고 싶어요. 애들 숙제도 식탁에서 하고 저녁마다 넷이 같이 밥 먹거든요',
    ],
    whenAsked: {
      lifestyle: '남편은 주 2회 재택하고요, 애들은 학원 갔다 와서 식탁에서 숙제해요. 주말엔 거실에서 다 같이 영화 봐요',
      preferred_style: '화이트 우드 톤이요. 따뜻하고 깔끔한 느낌? 호텔처럼 차가운 건 싫어요',
      colors_and_elements: '밝은 오크 원목이랑 베이지요. 거실에 큰 책장 하나 꼭 넣고 싶어요. 진한 회색이나 검정은 피하고 싶어요',
      key_considerations: '강아지가 있어서 바닥은 미끄럽지 않은 걸로요. 그리고 아랫집에 아기가 있다고 해서 공사 소음이 좀 걱정돼요',
      important_collections: '애들 책이 엄청 많아요. 전집만 몇 질 되네요ㅎㅎ',
      memorable_moments: '지금 집에서 애들 키 재던 기둥이 있는데 그런 거 새 집에서도 하면 좋겠어요',
    },
    otherwise: '그건 잘 모르겠어요~ 알아서 추천해 주세요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      address: { said: 0, text: ['마두동'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 0, text: ['방 3개', '화장실 2개'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      target_audience: { said: 1, text: ['중2 아들', '초5 딸', '강아지'] },
      budget: { said: 2, value: { kind: 'money', amount: 50_000_000, currency: 'KRW', bound: 'at_most' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-04-25', precision: 'day', relation: 'on' } },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      problem_need: { said: 5, text: ['주방', '아일랜드'] },
      lifestyle: { said: 5, text: ['숙제도 식탁에서'] },
      preferred_style: { said: 'asked', text: ['화이트 우드'] },
      colors_and_elements: { said: 'asked', text: ['오크', '베이지', '진한 회색'] },
      key_considerations: { said: 'asked', text: ['미끄럽지 않은', '공사 소음'] },
    },
  },

  // Visitor: 60s owner of a kalguksu restaurant in Jeonju, moving next door because the lunch queue is too long. Short, blunt,
  // Jeolla-flavoured messages, no greeting to speak of; bowls a day and table counts; mentions what a rival spent.
  // NOT facts of the project: 30년째 (years in business), 15평 (current shop), 이백그릇 / 백오십 (bowls a day / at lunch),
  // 8개 (current tables), 1억 (the new noodle shop's interior cost), 2층 (storage floor, not to be designed), 9천원 (menu price).
  {
    id: 'heldout54-commercial-ko-jeonju-kalguksu-move',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '칼국수집 인테리어도 합니까',
      '전주 효자동서 30년째 칼국수 팔고있소. 지금 가게가 15평인디 점심때 줄이 너무 길어서 바로 옆 건물로 옮길라고 허요',
      '새 가게는 28평. 2층도 있는디 2층은 창고로 쓸거라 1층만 하면 됨',
      '하루 이백그릇 정도 나가요 점심에만 백오십. 테이블 지금 8개인디 새 가게엔 15개는 놔야 됨',
      '예산은 칠천 안 넘게 해주쇼',
      '3월 9일 월요일 오픈할라고 날 받아놨어요',
      '아들 말이 근처 새로 생긴 국숫집은 인테리어에 1억 들였다 하더라고. 우린 그렇게는 못 해요 칼국수 9천원 받는디',
    ],
    whenAsked: {
      brand_value: '싸고 배부르고 정직한 거. 들어오면 시골 할매집처럼 편했으면 좋겠소',
      target_audience: '근처 직장인들 점심 손님이 제일 많고 주말엔 관광객들. 나이 드신 단골도 많어요',
      competitive_advantage: '멸치육수 새벽 4시부터 직접 내고 면을 손으로 뽑소. 김치도 직접 담그고',
      preferred_style: '옛날 느낌 나는 거. 나무 테이블에 너무 번쩍번쩍 안 하게',
      colors_and_elements: '간판은 지금 쓰는 붓글씨 상호 그대로 쓰고 싶소. 형광등 하얀 불빛은 싫어',
      unique_design: '면 뽑는 거 손님들이 보게 유리창 있는 제면실 하나 만들고 싶어요',
      key_considerations: '주방에서 홀로 빨리 나가야 돼요. 점심 한 시간에 회전이 다 결정되니께 퇴식구 넓게',
      other_design_requirements: '메뉴판도 새로 해주면 좋고',
    },
    otherwise: '그건 알아서 해주쇼',
    expected: {
      project_background: { said: 1, text: ['칼국수', '옆 건물로 옮길라고'] },
      address: { said: 1, text: ['효자동'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong' } },
      problem_need: { said: 3, text: ['15개는 놔야'] },
      budget: { said: 4, value: { kind: 'money', amount: 70_000_000, currency: 'KRW', bound: 'at_most' } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-03-09', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['정직한', '할매집처럼'] },
      target_audience: { said: 'asked', text: ['직장인', '관광객'] },
      competitive_advantage: { said: 'asked', text: ['멸치육수', '손으로 뽑소'] },
      preferred_style: { said: 'asked', text: ['옛날 느낌', '나무 테이블'] },
      colors_and_elements: { said: 'asked', text: ['붓글씨', '형광등'] },
      unique_design: { said: 'asked', text: ['제면실'] },
      key_considerations: { said: 'asked', text: ['퇴식구'] },
    },
  },

  // Visitor: 30s marketing manager of a traditional-liquor brewery in Chungju, booking a bigger booth at a COEX fair. Organised
  // bullet-list first message, then facts one by one; gives last year's booth and cost; corrects the move-in day a message later.
  // NOT facts of the project: 2부스 (last year's booth), 1,200 (last year's booth cost), 4억 (last year's sales), 2대 (fridges),
  // 오전 9시 / 밤 10시 (move-in / move-out hours), 13일 (the mistaken move-in day), 충주 (the brewery, not the venue).
  {
    id: 'heldout54-exhibition-ko-coex-liquor-fair',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 충주에서 전통주 양조장 운영하는 달래울양조 마케팅 담당 한서진입니다. 5월 박람회 부스 디자인 문의드립니다.\n- 전시명: 2026 코리아 전통주 페어\n- 기간: 5월 14일(목)~17일(일)\n- 장소: 코엑스 B홀\n- 부스: 4부스 (6m x 6m)\n작년에는 2부스로 나갔는데 너무 좁아서 이번에 늘렸어요.',
      '저희 제품은 생막걸리 2종이랑 약주 1종이에요. 작년 매출이 4억 정도였고 올해는 대형 유통 바이어 잡는 게 목표입니다.',
      '작년 부스는 다른 업체에서 1,200 들었는데 이번엔 면적이 두 배라 예산은 2,500 정도 잡혀 있습니다.',
      '시음 코너를 운영해야 해서 수도랑 전기 둘 다 필요해요. 냉장 쇼케이스도 2대 들어가고요.',
      '반입은 13일 오전 9시부터 가능하고, 철수는 17일 전시 끝나고 밤 10시까지라고 하네요.',
      '아 정정할게요. 사무국 메일 다시 보니 반입이 12일 오후부터네요. 13일은 제가 잘못 봤습니다.',
    ],
    whenAsked: {
      brand_value: '우리 쌀로 빚은 정직한 술이요. 전통주인데 올드하지 않고 젊은 느낌을 받으셨으면 해요',
      target_audience: '대형마트랑 백화점 MD, 그리고 수출 상담 오는 해외 바이어요',
      preferred_style: '한옥 느낌은 살리되 모던하게요. 나무랑 한지 소재 좋아요',
      unique_design: '실제 발효 항아리를 부스 앞에 두고 싶어요. 시음 바는 ㄷ자로요',
      key_considerations: '시음 동선이요. 사람 몰리면 바이어 상담이 안 돼서 상담 공간은 따로 분리해 주세요',
      colors_and_elements: '쑥색이랑 아이보리요. 빨간색은 빼 주세요 소주 브랜드들이랑 겹쳐서요',
      plans_after_project: '가을에 부산 박람회도 나갈 수 있어서 재사용 가능하면 좋겠어요',
    },
    otherwise: '특별히 없습니다',
    expected: {
      project_background: { said: 0, text: ['전통주 양조장', '코리아 전통주 페어'] },
      address: { said: 0, text: ['코엑스 B홀'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-05-14', precision: 'day', relation: 'on' } },
      problem_need: { said: 1, text: ['유통 바이어 잡는 게 목표'] },
      budget: { said: 2, value: { kind: 'money', amount: 25_000_000, currency: 'KRW' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['both'] } },
      exit_date: { said: 4, value: { kind: 'date', date: '2026-05-17', precision: 'day', relation: 'on' } },
      entry_date: { said: 5, value: { kind: 'date', date: '2026-05-12', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['정직한 술', '젊은 느낌'] },
      target_audience: { said: 'asked', text: ['MD', '해외 바이어'] },
      preferred_style: { said: 'asked', text: ['한옥 느낌', '한지'] },
      unique_design: { said: 'asked', text: ['발효 항아리', 'ㄷ자'] },
      key_considerations: { said: 'asked', text: ['시음 동선', '상담 공간'] },
    },
  },

  // Visitor: Korean immigrant in Vancouver selling banchan online and at a farmers market, wanting a full rebrand before a
  // supermarket meeting. Casual, mixes English, one fact a message; CAD prices and order counts.
  // NOT facts of the project: $45 (best-selling set price), 30-40건 (orders a day), $150 (old Fiverr logo), 2.3k (followers),
  // 4월 (the supermarket meeting, not the deadline), 12년 (years since emigrating).
  {
    id: 'heldout54-brand-ko-vancouver-banchan-rebrand',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: -480,
    messages: [
      'hi 밴쿠버에서 반찬 가게 하는 사람인데요 로고랑 브랜드 전체적으로 새로 하고 싶어서요',
      '이름은 소반키친이에요 Soban Kitchen. 할머니가 쓰시던 자개 소반에서 따온 이름이에요',
      '지금은 온라인 주문이랑 주말 farmers market에서 팔아요. 반찬 세트 $45짜리가 제일 잘나가고 하루 주문 30-40건 정도',
      '처음에 fiverr에서 $150 주고 로고 만들었는데 너무 싸구려 같아서요ㅠ 이제 마트 입점 얘기도 있어서 제대로 하고싶음',
      '인스타 @sobankitchen.van 있어요 팔로워 2.3k',
      '3월 말까지는 나와야 돼요 4월에 H마트 바이어 미팅 있어서.. 이민 온 지 12년 만에 제일 큰 기회라ㅎㅎ',
    ],
    whenAsked: {
      registration_status: '아직 안 했어요. 캐나다에서도 해야 되는지 잘 모르겠네요',
      need_registration_assistance: '네 도와주시면 좋겠어요',
      target_audience: '30-40대 맞벌이 부부요. 한국 사람도 있고 캐네디언도 꽤 있어요. 건강하게 빨리 먹는 거 중요하게 생각하는 분들',
      preferred_style: '따뜻한데 세련된 느낌? 너무 한국 전통 티 나는 것보다 모던하게요',
      colors_and_elements: '자개 느낌 살짝 들어갔으면 좋겠어요. 빨강 초록 태극기 색은 피하고 싶어요',
      key_considerations: '영어 이름이랑 한글 이름 둘 다 잘 읽혀야 돼요. 현지 사람들이 발음하기 쉽게',
      other_design_requirements: '용기에 붙일 라벨 스티커랑 명함도 같이요',
      plans_after_project: '마트 입점 되면 밀키트도 내보고 싶어요',
    },
    otherwise: '음 딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['반찬 가게', '브랜드 전체적으로'] },
      address: { said: 0, text: ['밴쿠버'] },
      brand_name_story: { said: 1, text: ['자개 소반'] },
      products_or_services: { said: 2, text: ['반찬 세트'] },
      problem_need: { said: 3, text: ['싸구려 같아서', '마트 입점'] },
      brand_website: { said: 4, text: ['@sobankitchen.van'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      target_audience: { said: 'asked', text: ['맞벌이 부부', '캐네디언'] },
      preferred_style: { said: 'asked', text: ['세련된', '모던하게'] },
      colors_and_elements: { said: 'asked', text: ['자개 느낌', '태극기 색'] },
      key_considerations: { said: 'asked', text: ['발음하기 쉽게'] },
    },
  },

  // Visitor: 20s third-generation green-tea farmer in Hadong launching a tea-bag gift set. Chatty, ㅋㅋ/ㅎㅎ, gives the farm's
  // history and current prices; corrects the tea-bag weight; deadline tied to the first-flush season.
  // NOT facts of the project: 70년대 / 50년 (farm history), 3대째 (generations), 100g / 28,000원 (loose-leaf tea size and price),
  // 3만원대 (planned retail price), 2g (the mistaken weight), 12년 (years of organic certification), 200ml / 2분 are usage, not spec.
  {
    id: 'heldout54-packaging-ko-hadong-teabag-giftset',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요ㅎㅎ 하동에서 녹차 농사짓는 3대째 다원이에요. 할아버지가 70년대에 시작하셔서 벌써 50년 가까이 됐어요. 이번에 티백 선물세트를 새로 내려고 패키지 디자인 문의드려요!',
      '포장은 선물세트라 박스로 생각하고 있고 안에 티백 20개 들어가요. 티백 하나에 2g씩이요',
      '지금 파는 잎차는 100g에 28,000원인데 선물세트는 3만원대로 생각 중이에요',
      '아 티백 용량 잘못 말했어요ㅋㅋ 티백 20개에 하나당 1.5g이에요. 2g은 잎차 한 번 우릴 때 양이고요',
      '판매는 스마트스토어랑 하동 로컬푸드 직매장, 그리고 서울 백화점 팝업 예정이에요',
      '곡우가 4월 20일이라 그 전에 인쇄까지 끝나야 햇차 넣어서 출시할 수 있어요',
      '제일 중요한 건 플라스틱 안 쓰는 거요. 유기농 인증 받은 지 12년 됐는데 포장이 비닐이면 좀 그렇잖아요ㅠ',
    ],
    whenAsked: {
      product_description: '하동 유기농 세작 녹차를 티백으로 만든 거예요. 뜨거운 물 200ml에 2분 우려 드시면 돼요',
      unique_selling_point: '야생차밭에서 손으로 딴 첫물차라 떫지 않고 고소해요. 대기업 티백이랑 비교가 안 돼요ㅎㅎ',
      target_audience: '30-50대요. 명절이나 감사 선물 고르는 분들이랑 차 좋아하는 직장인',
      preferred_style: '미니멀하고 자연스러운 느낌이요. 고급스러운데 너무 비싸 보이진 않게',
      colors_and_elements: '연두색은 꼭 들어갔으면 좋겠고 차밭 일러스트 있으면 좋겠어요. 금박은 별로예요',
      preferred_materials: '크라프트지나 재생 종이요. 티백 개별 포장도 종이로',
      other_design_requirements: '택배 박스에 붙일 스티커도 있으면 좋겠어요',
      plans_after_project: '내년엔 홍차랑 말차도 라인업 늘리고 싶어요',
    },
    otherwise: '딱히 없어요ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['티백 선물세트'] },
      address: { said: 0, text: ['하동'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['box', 'gift_set'] } },
      specification: { said: 3, text: ['20개', '1.5g'] },
      sales_channels: { said: 4, text: ['스마트스토어', '로컬푸드', '백화점 팝업'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-20', precision: 'day', relation: 'by' } },
      key_considerations: { said: 6, text: ['플라스틱 안 쓰는'] },
      product_description: { said: 'asked', text: ['세작 녹차', '티백'] },
      unique_selling_point: { said: 'asked', text: ['첫물차', '떫지 않고'] },
      target_audience: { said: 'asked', text: ['30-50대', '선물'] },
      preferred_style: { said: 'asked', text: ['미니멀'] },
      colors_and_elements: { said: 'asked', text: ['연두색', '차밭 일러스트', '금박'] },
      preferred_materials: { said: 'asked', text: ['크라프트지', '재생 종이'] },
    },
  },

  // Visitor: 40s owner of a children's swim school in Sejong, drowning in booking calls. Writes with "..." and answers ahead of
  // questions; student and instructor counts, class ages, a neighbour's website price, budget as a range, phone and hours.
  // NOT facts of the project: 8년째 (years in business), 50통 (calls a day), 280명 (students), 6명 (instructors), 5~7세 (class
  // ages), 800 (a neighbouring pool's website cost), 044-867-2300 (phone), 오후 2시~9시 (opening hours).
  {
    id: 'heldout54-website-ko-sejong-swim-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '세종시 나성동에서 어린이 수영교실 8년째 하고 있습니다... 지금 전화로만 예약을 받는데 하루에 전화가 50통 넘게 와서 업무가 안 됩니다. 온라인 예약되는 홈페이지를 만들고 싶어요',
      '원생은 지금 280명 정도고 강사는 6명... 유아반(5~7세)이랑 초등반 나눠서 운영합니다',
      '홈페이지는 아직 없고 네이버 블로그랑 인스타만 있어요. blog.naver.com/haesolswim',
      '옆 동네 수영장은 홈페이지 800 주고 만들었다던데... 저희는 500에서 700 사이로 생각합니다',
      '3월 2일에 새 학기 수강신청이 시작이라 그 전에는 꼭 오픈해야 합니다',
      '아 그리고 문의 전화 044-867-2300이랑 운영시간 평일 오후 2시~9시는 첫 화면에 잘 보이게 해주세요... 전화 문의하시는 학부모님도 아직 많아서요',
    ],
    whenAsked: {
      category: '예약 되는 사이트요',
      main_pages: '강습 안내, 시간표, 온라인 예약, 공지사항, 오시는 길 이 정도면 될 것 같습니다',
      languages: '한국어만요. 외국인 학부모님은 거의 없어요',
      target_audience: '아이 수영 보내려는 30-40대 학부모님들이요. 대부분 퇴근길에 폰으로 보십니다',
      competitors: '딱히 경쟁사라기보다... 키즈스윔이라는 사이트 예약 화면이 깔끔하더라고요',
      preferred_style: '밝고 깨끗한 느낌이요. 물 느낌 나는 하늘색 계열',
      key_considerations: '모바일에서 예약이 쉬워야 합니다. 대기 인원이랑 잔여석이 바로 보였으면 해요',
      other_design_requirements: '수업 사진 촬영도 같이 되면 좋겠습니다',
      colors_and_elements: '로고에 있는 주황색은 살려 주세요',
    },
    otherwise: '그건 잘 모르겠습니다... 추천해 주세요',
    expected: {
      project_background: { said: 0, text: ['어린이 수영교실'] },
      address: { said: 0, text: ['나성동'] },
      problem_need: { said: 0, text: ['전화로만 예약', '온라인 예약'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 2, text: ['blog.naver.com/haesolswim'] },
      budget: { said: 3, value: { kind: 'money', amount: 5_000_000, max: 7_000_000, currency: 'KRW' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-02', precision: 'day', relation: 'by' } },
      main_pages: { said: 'asked', text: ['강습 안내', '시간표', '온라인 예약'] },
      languages: { said: 'asked', text: ['한국어'] },
      target_audience: { said: 'asked', text: ['학부모님', '폰으로'] },
      competitors: { said: 'asked', text: ['키즈스윔'] },
      preferred_style: { said: 'asked', text: ['밝고 깨끗한', '하늘색'] },
      key_considerations: { said: 'asked', text: ['모바일', '잔여석'] },
    },
  },

  // Visitor: 40s secretary-general of a Chuncheon half-marathon ordering medal, T-shirt and bib designs for its 10th edition.
  // Long first message then short ones; the race date and course distances sit beside the real design deadline; participant
  // counts and last year's medal price; says how far the office is from the studio and how many meetings.
  // NOT facts of the project: 4월 26일 (race day, not the deadline), 21.0975km / 10km (course distances, not distance to the
  // studio), 10회 (edition number), 1,800명 / 2,500명 (participants), 6주 (medal production time), 6천원 (last year's medal price).
  {
    id: 'heldout54-other-ko-chuncheon-marathon-medal',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 춘천 의암호 하프마라톤 조직위 사무국장입니다. 올해가 10회 대회라 기념으로 완주 메달이랑 기념 티셔츠, 배번표 디자인을 제대로 맡겨보려고 연락드렸어요. 대회는 4월 26일 일요일이고 하프(21.0975km)랑 10km 코스 있습니다.',
      '참가자는 작년에 1,800명이었고 올해는 2,500명 정도 예상하고 있어요',
      '메달 제작 업체가 6주 걸린다고 해서 디자인은 3월 10일까지는 확정돼야 합니다',
      '작년 메달은 개당 6천원 들었는데 좀 촌스러웠어요ㅎㅎ 그냥 시청 로고 박은 느낌..',
      '스튜디오가 서울이시죠? 저희 사무실에서 차로 한 시간 반 정도라 대면 미팅은 두 번 정도면 좋겠고 나머진 카톡이나 메일로 했으면 해요',
    ],
    whenAsked: {
      problem_need: '참가자들이 메달 받고 SNS에 자랑하고 싶게 만드는 거요. 10회니까 기념이 되게',
      target_audience: '20-50대 러너들이요. 러닝크루로 오는 젊은 분들이 요즘 확 늘었어요',
      preferred_style: '스포티하면서 춘천 느낌 나게요. 깔끔한 라인 일러스트 좋아요',
      colors_and_elements: '의암호 물빛 파란색이랑 새벽 안개 느낌이요. 금색 번쩍이는 건 싫어요',
      key_considerations: '메달 뒷면에 기록 새길 자리 있어야 하고 티셔츠는 사이즈별로 인쇄 위치 맞아야 해요',
      plans_after_project: '반응 좋으면 내년부터 굿즈도 같이 만들고 싶어요',
    },
    otherwise: '그건 상관없어요',
    expected: {
      project_background: { said: 0, text: ['하프마라톤', '10회 대회'] },
      other_design_requirements: { said: 0, text: ['완주 메달', '기념 티셔츠', '배번표'] },
      address: { said: 0, text: ['춘천'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-10', precision: 'day', relation: 'by' } },
      problem_need: { said: 3, text: ['촌스러웠어요'] },
      distance: { said: 4, value: { kind: 'number_with_unit', amount: 1.5, unit: 'h' } },
      number_of_visits: { said: 4, value: { kind: 'number_with_unit', amount: 2, unit: 'times' } },
      collaboration_notes: { said: 4, text: ['카톡이나 메일로'] },
      target_audience: { said: 'asked', text: ['러너', '러닝크루'] },
      preferred_style: { said: 'asked', text: ['스포티', '라인 일러스트'] },
      colors_and_elements: { said: 'asked', text: ['파란색', '금색'] },
      key_considerations: { said: 'asked', text: ['기록 새길 자리', '인쇄 위치'] },
    },
  },
];
