import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fifty-fifth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. An ordinary week, with no theme of its own (as
 * held-outs 50 and 53): long first messages and one fact a message, answers and stories that go on, corrections and
 * hedges now and then, other things' numbers, places and dates as they come up.
 * Written in session 27 after the session's rules for held-out 54, and played once before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 55: an ordinary week)
 * - Gloria Whitfield, 61, retired teacher who bought a 1962 ranch house in Tucson; one tidy fact per message, full sentences, corrects her square footage.
 * - Keisha Lamont, 38, Atlanta salon owner opening a second location in Decatur; one long first message, then quick casual "lol"/"rn"/"pls" follow-ups.
 * - Dale Pruitt, 57, sales manager at a Nebraska livestock equipment maker; terse, lowercase, no punctuation, booth size gets upgraded mid-chat.
 * - Priya Raman, 29, pediatric OT opening her own clinic near Austin; chatty, emoji, wanders into a story about her first patient, runs ahead.
 * - Leilani Kahananui, 45, Kona coffee farmer on the Big Island; warm and friendly, corrects the bag size, lists channels in one go.
 * - Carmen Ochoa, 41, office manager of her in-laws' HVAC company in Fresno; trailing "..", missing apostrophes, raises her budget after talking to her husband.
 * - Noreen Fitzgerald, 48, volunteer coordinator of a community garden in St. Paul; polite and precise, one fact per message, corrects a count.
 */
/*
 * Writer's note (zh-TW, batch 55: an ordinary week)
 * - residential: 邱太太, a newly retired teacher in 台南東區, full punctuation, polite and chatty; long first message, then one topic a message; raises the budget after talking to her husband.
 * - commercial: a 30-something pet-groomer opening her second shop in 新竹市東區; no punctuation, one short fact a message, gives a size range.
 * - exhibition: 蔡經理, sales manager of a 彰化 saddle maker; semi-formal with English trade words (buyer, booth); corrects the move-in date.
 * - brand: a young Taiwanese woman in Richmond (Vancouver) starting a breakfast food truck; casual, emoji, mixes in English.
 * - packaging: a 32-year-old who came home to 台東鹿野 to take over the family tea farm; plain spoken, no punctuation, fixes the box count.
 * - website: a pilates studio owner in 台北大安區; lively, emoji, thinks out loud and revises her budget into a range.
 * - other: 洪會長, head of the parents' association at a 東港 primary school; formal, long-winded, wanders into memories.
 */
/*
 * Writer's note (ko-KR, batch 55: an ordinary week)
 * - residential: 40대 맞벌이 엄마, 대전 둔산동 98년식 아파트 전체 리모델링. 첫 메시지에 거의 다 몰아 쓰고, 물결(~)과 "ㅎㅎ", 말끝 흐리기.
 * - commercial: 30대 초반 필라테스 강사, 송도에 첫 스튜디오. 한 메시지에 한 가지씩, 평수를 공급→전용으로 정정, "ㅠ" 많이 씀.
 * - exhibition: 청주 반려동물 수제간식 회사 마케팅 팀장, 킨텍스 펫 엑스포 부스. 정중한 업무체, 길고 정돈된 문장, 작년 전시 숫자를 곁들임.
 * - brand: LA 코리아타운의 30대 교포 여성, 반찬 구독 브랜드 '소반'. 영어 단어 섞고 띄어쓰기 들쭉날쭉, 할머니 이야기로 샘.
 * - packaging: 60대 제주 남원 감귤 농부, 착즙주스 병·선물세트. 맞춤법 느슨("쥬스", "할려고"), 말줄임표 "..", 한 메시지 안에서 병 수 정정.
 * - website: 40대 대구 수성구 세무사, 사무소 홈페이지 개편. 간결한 존댓말, 예산을 범위로 말했다가 동업자와 상의 후 상한으로 정정.
 * - other: 20대 초반 인디밴드 베이시스트, 첫 EP 커버·포스터·굿즈. 반말 섞인 구어체, "ㅋㅋ" 남발, 지난 공연 이야기로 샘.
 */
export const fiftyFifthHeldOutConversations: CorpusConversation[] = [
  // Gloria Whitfield, 61, retired teacher, widow, moving into a 1962 ranch house in Sam Hughes, Tucson.
  // Exercises: one fact a message, a build year turned into an age (64 years), a size correction (1,450 -> 1,540 sq ft),
  // a budget range, collections volunteered, a move-in date tied to her lease.
  // NOT facts of the project: Flagstaff and the old house's 2,400 sq ft, the superseded 1,450 sq ft, the apartment lease
  // ending at the end of May, her daughter in Phoenix and the daughter's $40,000 kitchen, "about thirty" quilts (a count, not a field).
  {
    id: 'heldout55-residential-en-tucson-ranch',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Good evening. I recently purchased a 1962 ranch house in the Sam Hughes neighborhood of Tucson and would like help redesigning the interior before I move in.",
      "It has three bedrooms and two bathrooms, with a living room and a small den off the kitchen.",
      "The house is about 1,450 square feet. I moved down from Flagstaff, where our old house was 2,400, so I am downsizing quite a bit.",
      "Correction: I just checked the appraisal and it is 1,540 square feet, not 1,450.",
      "I would like to be moved in by June 1. The lease on the apartment I am renting now runs out at the end of May.",
      "My budget is somewhere between $60,000 and $75,000. My daughter in Phoenix redid just her kitchen for $40,000 and tells me I am being optimistic!",
      "I must make room for my late husband's upright piano and about thirty quilts my mother and I made over the years. I would like a few of the quilts on display.",
    ],
    whenAsked: {
      problem_need: "The kitchen is closed off and dark, and the hall bathroom still has the original pink tile. I would like the kitchen opened up to the living room.",
      target_audience: "Just me and my cat, Biscuit. My grandchildren stay with me some weekends.",
      lifestyle: "I am retired, so I am home most of the day. I quilt, I play the piano, I garden in the mornings before it gets hot, and I host my church book club once a month.",
      preferred_style: "Warm and simple. A Southwest mid-century feel, nothing too modern or cold.",
      colors_and_elements: "I love turquoise and terracotta, and Saltillo tile would be lovely. Please, no gray everything.",
      key_considerations: "I want to age in place, so a walk-in shower with grab bars and no steps anywhere. My knees are not what they used to be.",
      memorable_moments: "Sunday dinners around our big oak table. I would like that table to have a real place.",
      other_design_requirements: "Yes, I would appreciate help choosing lighting. The house is very dim.",
    },
    otherwise: "I don't have a strong opinion on that. I'll trust your judgment.",
    expected: {
      project_background: { said: 0, text: ['1962 ranch house', 'redesigning the interior'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 64, unit: 'years' } },
      address: { said: 0, text: ['Sam Hughes', 'Tucson'] },
      layout: { said: 1, text: ['three bedrooms', 'two bathrooms', 'den'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 1540, unit: 'ft2' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'day', relation: 'by' } },
      budget: { said: 5, value: { kind: 'money', amount: 60000, max: 75000, currency: 'USD' } },
      important_collections: { said: 6, value: { kind: 'list', items: ['upright piano', 'quilts'] } },
      problem_need: { said: 'asked', text: ['closed off and dark', 'pink tile', 'opened up to the living room'] },
      target_audience: { said: 'asked', text: ['Just me and my cat', 'grandchildren'] },
      lifestyle: { said: 'asked', text: ['retired', 'garden in the mornings', 'book club'] },
      preferred_style: { said: 'asked', text: ['Warm and simple', 'Southwest mid-century'] },
      colors_and_elements: { said: 'asked', text: ['turquoise and terracotta', 'Saltillo tile', 'no gray everything'] },
      key_considerations: { said: 'asked', text: ['age in place', 'grab bars', 'no steps'] },
    },
  },

  // Keisha Lamont, 38, owner of Crown & Coil, a natural hair salon in East Atlanta, opening a second location in Decatur.
  // Exercises: most of it in one long first message (size, place, budget range with a stretch), a hedged budget ceiling,
  // the other shop's size and chair count mixed in, a design deadline given as "end of February", colors with an avoid.
  // NOT facts of the project: the East Atlanta shop's 900 sq ft and 6 chairs, open since 2021, booked out 3 weeks,
  // the former mattress store, "every salon is pink and gold" (other salons).
  {
    id: 'heldout55-commercial-en-decatur-salon',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi! So I own Crown & Coil, a natural hair salon in East Atlanta, been open since 2021. We're opening a second location in downtown Decatur on Church St, in what used to be a mattress store lol. It's about 1,300 sq ft, totally raw open space right now. The East Atlanta shop is only 900 sq ft with 6 chairs and we're booked out 3 weeks, so this one needs 10 styling chairs plus a wash area. Budget is $85k for design and buildout, could stretch to 95 if it's really worth it.",
      "Target open date is April 18. I'd love the design done by the end of February so the contractor can get started",
      "Our whole thing is that textured hair isn't an afterthought here. A lot of salons around Decatur say they do curls but it's really one stylist who 'knows how'. Every one of my stylists is trained in curly and loc care.",
      "oh and I want a living wall of plants behind the wash stations. that's my dream lol",
      "also pls no pink. every salon is pink and gold rn. I'm thinking warm terracotta, wood, maybe brass",
    ],
    whenAsked: {
      problem_need: "honestly we're turning people away. I need more chairs and a space that can handle a full day without feeling chaotic. the wash area at my current shop is a bottleneck",
      brand_value: "Crown & Coil is about your natural hair being your crown, not a problem to fix. I want people to walk in and exhale, like finally somebody gets my hair",
      target_audience: "Black women mostly, 25 to 50, professionals and moms, but also curly girls of every background and parents bringing their kids in",
      preferred_style: "warm, earthy, kinda boho but grown up. like a nice spa but still a working salon",
      key_considerations: "plumbing for the wash stations is the big one. and good lighting, you can't do color in bad light. and it has to be ADA accessible",
      other_design_requirements: "yes! the sign out front and maybe a retail shelf for our products",
      collaboration_notes: "I make the final call. email is best, I'm behind the chair all day",
    },
    otherwise: "no strong feelings on that, whatever you think works",
    expected: {
      project_background: { said: 0, text: ['natural hair salon', 'second location'] },
      address: { said: 0, text: ['Decatur', 'Church St'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1300, unit: 'ft2' } },
      budget: { said: 0, value: { kind: 'money', amount: 85000, max: 95000, currency: 'USD' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-04-18', precision: 'day', relation: 'on' } },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      competitive_advantage: { said: 2, text: ["textured hair isn't an afterthought", 'trained in curly and loc care'] },
      unique_design: { said: 3, text: ['living wall of plants', 'wash stations'] },
      colors_and_elements: { said: 4, text: ['no pink', 'terracotta', 'brass'] },
      problem_need: { said: 'asked', text: ['turning people away', 'more chairs', 'bottleneck'] },
      brand_value: { said: 'asked', text: ['your crown', 'walk in and exhale'] },
      target_audience: { said: 'asked', text: ['Black women', '25 to 50', 'curly girls'] },
      preferred_style: { said: 'asked', text: ['warm, earthy', 'boho but grown up'] },
      key_considerations: { said: 'asked', text: ['plumbing for the wash stations', 'good lighting', 'ADA accessible'] },
    },
  },

  // Dale Pruitt, 57, sales manager at Pruitt Manufacturing in Columbus, Nebraska (cattle chutes, gates).
  // Exercises: terse one-fact messages, a booth size upgraded mid-chat (20x20 -> 20x30 = 600 sq ft), electricity only,
  // last year's show and booth mentioned as the problem, a budget hedge ("around"), move-in/move-out dates asked.
  // NOT facts of the project: Columbus Nebraska (their plant, not the venue), the Salina show last year and its 10x20 booth,
  // the superseded 20x20, the "big green and red outfits" (competitors), the chute's 3000 lbs is context only.
  {
    id: 'heldout55-exhibition-en-omaha-cattle-chutes',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hello this is Dale with Pruitt Manufacturing out of Columbus Nebraska. we build cattle chutes gates and livestock handling equipment",
      "we have a booth at the Heartland Ag and Equipment Show at the CHI Health Center in Omaha march 10-12",
      "booth is 20 by 20",
      "need power for the hydraulic chute demo. no water",
      "we did the Salina show last year in a 10x20 with a pop up banner and honestly looked like amateurs next to the big green and red outfits",
      "just got an email, we got bumped to 20x30 cause somebody dropped out. so 20x30",
      "budget around 35 thousand for the booth all in",
    ],
    whenAsked: {
      brand_value: "built tough built here. family owned 3 generations. folks should feel like they can trust us and talk to an actual Pruitt not a salesman",
      target_audience: "cattle ranchers and feedlot operators mostly. also dealers, we want to sign new dealers in Iowa and the Dakotas",
      preferred_style: "clean and rugged. barn wood and steel maybe. nothing flashy",
      unique_design: "put the hydraulic chute right up front on a platform so people can watch it work from the aisle",
      entry_date: "we can get in sunday march 8",
      exit_date: "tear down thursday night after close, has to be out by friday march 13",
      key_considerations: "the chute is about 3000 lbs so getting it in and the floor matters. and the booth has to be set up and torn down by 2 guys, we dont have a crew",
      other_design_requirements: "a spec sheet handout would be nice",
    },
    otherwise: "no preference",
    expected: {
      project_background: { said: 0, text: ['cattle chutes', 'livestock handling equipment'] },
      address: { said: 1, text: ['CHI Health Center', 'Omaha'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-10', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      problem_need: { said: 4, text: ['looked like amateurs'] },
      space_size: { said: 5, value: { kind: 'number_with_unit', amount: 600, unit: 'ft2' } },
      budget: { said: 6, value: { kind: 'money', amount: 35000, currency: 'USD' } },
      brand_value: { said: 'asked', text: ['built tough built here', 'family owned', 'talk to an actual Pruitt'] },
      target_audience: { said: 'asked', text: ['cattle ranchers', 'feedlot operators', 'dealers'] },
      preferred_style: { said: 'asked', text: ['clean and rugged', 'barn wood and steel'] },
      unique_design: { said: 'asked', text: ['hydraulic chute right up front', 'watch it work from the aisle'] },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-08', precision: 'day', relation: 'on' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['3000 lbs', 'set up and torn down by 2 guys'] },
    },
  },

  // Priya Raman, 29, pediatric occupational therapist leaving a Houston hospital job to open Sprout & Swing in Round Rock, TX.
  // Exercises: runs ahead (name story, services, trademark status and "no help needed" all volunteered), a side story
  // about her first patient, the address (a listen field) stated in passing, a logo deadline tied to an opening.
  // NOT facts of the project: 6 years at the hospital, Houston, the 4-year-old first patient, November (when she filed),
  // the March 1 clinic opening (not the design deadline), the brother-in-law the IP attorney.
  {
    id: 'heldout55-brand-en-roundrock-pediatric-ot',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! I'm Priya, I'm a pediatric occupational therapist and I'm finally opening my own clinic after 6 years at a big hospital system in Houston 🎉 It's called Sprout & Swing Pediatric Therapy and I need a logo and full brand identity, I have literally nothing but the name and a Canva flyer 😅",
      "The name comes from two things: 'sprout' because kids grow at their own pace, and 'swing' because the therapy swing is honestly the MVP of every session. Kids light up on it.",
      "ok sorry, story time: my very first patient was a 4 year old who wouldn't talk to anyone, and the first word he ever said to me was 'swing'. So yeah, that part of the name means a lot 🥹",
      "Services will be sensory processing, fine motor, feeding therapy, and handwriting groups in the summer.",
      "Also I filed the trademark with the USPTO back in November, it's still pending. My brother-in-law is an IP attorney so he's handling it, no help needed there!",
      "The clinic is in Round Rock, opening March 1, so I'd really love the logo done by February 15 so I can order the sign and embroidered scrubs.",
    ],
    whenAsked: {
      problem_need: "I need to look legit and trustworthy to parents and to the pediatricians who'd refer to me, not like a side hustle",
      brand_website: "just Instagram for now, @sproutandswing.ot",
      target_audience: "parents of kids 2 to 12, a lot of moms in their 30s around Round Rock, Pflugerville and Georgetown, plus the pediatricians and teachers who refer families",
      preferred_style: "playful but calm? a lot of my kiddos are sensory sensitive so no primary-color chaos. soft, rounded, a little whimsical",
      colors_and_elements: "sage green and a warm mustard maybe. I'd love a little sprout or a swing in it. please no puzzle pieces, a lot of autistic folks really don't like that symbol",
      key_considerations: "it has to work tiny on a scrub pocket and big on a sign, and feel welcoming to neurodivergent kids and their families",
      other_design_requirements: "business cards and intake forms would be amazing",
      plans_after_project: "maybe add speech therapy in a year or two",
    },
    otherwise: "hmm no strong preference, I trust you!",
    expected: {
      project_background: { said: 0, text: ['opening my own clinic', 'logo and full brand identity'] },
      brand_name_story: { said: 1, text: ['grow at their own pace', 'therapy swing'] },
      products_or_services: { said: 3, value: { kind: 'list', items: ['sensory processing', 'fine motor', 'feeding therapy', 'handwriting groups'] } },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 4, value: { kind: 'yes_no', value: false } },
      address: { said: 5, text: ['Round Rock'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-02-15', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['legit and trustworthy', 'not like a side hustle'] },
      brand_website: { said: 'asked', text: ['@sproutandswing.ot'] },
      target_audience: { said: 'asked', text: ['parents of kids 2 to 12', 'pediatricians and teachers'] },
      preferred_style: { said: 'asked', text: ['playful but calm', 'soft, rounded'] },
      colors_and_elements: { said: 'asked', text: ['sage green', 'sprout or a swing', 'no puzzle pieces'] },
      key_considerations: { said: 'asked', text: ['tiny on a scrub pocket', 'neurodivergent kids'] },
    },
  },

  // Leilani Kahananui, 45, runs her family's coffee farm in Hōlualoa on the Big Island, now roasting under their own name.
  // Exercises: a long friendly opener with family history, a bag size correction (12 oz -> 10 oz) with a price she would
  // have to charge, packaging forms spread across messages, three sales channels in one message, a deadline tied to new equipment.
  // NOT facts of the project: 1958 (when grandpa planted), the superseded 12 oz, the $60 price, "only 10% Kona" blends
  // (other brands), Keauhou and Waikoloa (where the market and hotel are, not her address), Saturdays.
  {
    id: 'heldout55-packaging-en-kona-coffee',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -600,
    messages: [
      "Aloha! My family has a small coffee farm up in Hōlualoa on the Big Island. My grandpa planted our first trees in 1958 and for years we just sold green beans to bigger roasters, but now we're roasting our own 100% Kona under our own name, Kahananui Family Farm. We need real packaging, right now it's plain silver bags with a sticker 😅",
      "Main product is whole bean medium roast, in 12 oz bags.",
      "Oh wait, scratch that, we decided on 10 oz bags, one bag per pack. 12 oz of 100% Kona gets too pricey, we'd have to charge like $60 a bag.",
      "So packaging-wise it's the coffee bags, plus a gift box with 10 drip bags inside for visitors to take home. Those fit easy in a suitcase.",
      "What makes us different: it's single estate, hand-picked, and we roast it right on the farm. Lots of 'Kona blends' out there are only 10% Kona and people don't know that.",
      "We sell at the Keauhou farmers market on Saturdays, on our website, and at a hotel gift shop in Waikoloa starting this spring.",
    ],
    whenAsked: {
      target_audience: "Visitors to the island who want to bring real Kona home, and coffee lovers on the mainland who order online. Mostly 35 and up.",
      preferred_style: "Island but not kitschy, no hula girls please. Something that feels like our farm, the mountain, the morning clouds.",
      colors_and_elements: "Deep green and the red of ripe coffee cherries, maybe a line drawing of our old farmhouse. And '100% Kona Coffee' has to be big and clear.",
      preferred_materials: "Compostable if we can swing it, kraft paper bags with a one-way valve, and a paper gift box.",
      expected_deadline: "Our new roaster arrives in April, so we'd want the bags printed and in hand by April 1.",
      key_considerations: "The bags have to keep the coffee fresh, so the valve matters, and the 100% Kona labeling has to follow the state rules. We can't mess that up.",
      other_design_requirements: "A little card to slip in the box with our family story would be nice.",
    },
    otherwise: "No preference, whatever you think looks good.",
    expected: {
      project_background: { said: 0, text: ['roasting our own 100% Kona', 'plain silver bags'] },
      address: { said: 0, text: ['Hōlualoa'] },
      product_description: { said: 1, text: ['whole bean medium roast'] },
      specification: { said: 2, text: ['10 oz bags', 'one bag per pack'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      unique_selling_point: { said: 4, text: ['single estate', 'hand-picked', 'roast it right on the farm'] },
      sales_channels: { said: 5, value: { kind: 'list', items: ['farmers market', 'website', 'hotel gift shop'] } },
      target_audience: { said: 'asked', text: ['Visitors to the island', 'coffee lovers on the mainland'] },
      preferred_style: { said: 'asked', text: ['Island but not kitschy', 'no hula girls'] },
      colors_and_elements: { said: 'asked', text: ['Deep green', 'ripe coffee cherries', 'line drawing of our old farmhouse'] },
      preferred_materials: { said: 'asked', text: ['Compostable', 'kraft paper bags', 'paper gift box'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['keep the coffee fresh', 'state rules'] },
    },
  },

  // Carmen Ochoa, 41, runs the office at Ochoa Heating & Air in Fresno (her father-in-law's company).
  // Exercises: casual typing with ".." and missing apostrophes, the URL in the first message, a booking need that implies
  // the category, a budget raised after talking to her husband (8,000 -> up to 12,000), a go-live date with a heat-wave story.
  // NOT facts of the project: 1979, 14 techs, the site being "from like 2013", July, the "40%" Spanish-speaking share,
  // the superseded 8,000, last summer's 112 degrees and the 3 weeks of phone calls.
  {
    id: 'heldout55-website-en-fresno-hvac',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "hi there.. I do the office side for our family business, Ochoa Heating & Air in Fresno. my father in law started it in 1979 and we have 14 techs now. our website is from like 2013 and it looks it lol. ochoaheatingair.com",
      "main thing is people cant book a service call online, they have to call and in july the phones are slammed. I want them to be able to pick a time slot right on the site",
      "it needs to be english and spanish, probably 40% of our customers prefer spanish",
      "budget we were thinking about 8,000",
      "ok I talked to my husband and we can go up to 12,000 if that includes the booking system",
      "would love it live by May 1st before the heat hits.. last summer it hit 112 and the phones didnt stop for 3 weeks",
    ],
    whenAsked: {
      main_pages: "home, services (AC repair, heating, maintenance plans), book a service, about us, reviews, contact. maybe a financing page too",
      target_audience: "homeowners in Fresno and Clovis, lots of older folks and spanish speaking families. people whose AC just died and theyre hot and stressed lol",
      competitors: "Valley Comfort Pros and Sequoia Air, both local. their sites look way more modern than ours",
      preferred_style: "clean and simple, big easy buttons. trustworthy and family feel, not corporate",
      key_considerations: "it HAS to work on phones, thats how most people find us. and the booking needs to connect to our scheduling software",
      other_design_requirements: "we'd need photos of the crew, ours are terrible",
    },
    otherwise: "no preference really",
    expected: {
      project_background: { said: 0, text: ['family business', 'Ochoa Heating & Air'] },
      url: { said: 0, text: ['ochoaheatingair.com'] },
      address: { said: 0, text: ['Fresno'] },
      problem_need: { said: 1, text: ['cant book a service call online', 'pick a time slot'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      languages: { said: 2, value: { kind: 'list', items: ['English', 'Spanish'] } },
      budget: { said: 4, value: { kind: 'money', amount: 12000, currency: 'USD', bound: 'at_most' } },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      main_pages: { said: 'asked', text: ['book a service', 'maintenance plans', 'reviews'] },
      target_audience: { said: 'asked', text: ['homeowners in Fresno and Clovis', 'spanish speaking families'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['Valley Comfort Pros', 'Sequoia Air'] } },
      preferred_style: { said: 'asked', text: ['clean and simple', 'big easy buttons', 'not corporate'] },
      key_considerations: { said: 'asked', text: ['work on phones', 'scheduling software'] },
    },
  },

  // Noreen Fitzgerald, 48, volunteer coordinator of the Cedar Hollow Community Garden in Frogtown, St. Paul.
  // Exercises: one polite fact a message, a marker-count correction (12 -> 16), a trilingual requirement, a grant amount
  // with no budget field to hold it, a design deadline given with a hedge, collaboration and a site visit volunteered.
  // NOT facts of the project: 2009, 64 plots, the superseded 12 markers, the four raised beds added last fall,
  // the $4,500 grant (no budget field for this type), the May 16 season opening, the second Tuesday meetings, Rondo Ave.
  {
    id: 'heldout55-other-en-stpaul-garden-signs',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hello! I volunteer as coordinator for the Cedar Hollow Community Garden in Frogtown, St. Paul. We've been around since 2009 and have 64 plots.",
      "We would like a large welcome sign at the gate with an illustrated map of the garden, plus small markers for our shared beds (herbs, pollinators, etc.). About 12 markers.",
      "Sorry, that should be 16 markers. We added four raised accessible beds last fall and they need markers too.",
      "And everything has to be in English, Hmong and Somali. That's non-negotiable for us.",
      "We received a $4,500 neighborhood grant from the city for this. If it goes well, our sister garden on Rondo Ave would like the same thing next year.",
      "Our season opens May 16, so the signs need to go up before that. May 1 at the latest for the design, maybe?",
      "I'm your main contact, but the garden committee votes on the final design. We meet the second Tuesday of every month.",
      "Also, could someone come walk the garden with me once before you start? The layout is hard to explain.",
    ],
    whenAsked: {
      problem_need: "New gardeners and visitors can never find the compost or the tool shed, and people pick from the shared beds thinking they're free for all.",
      target_audience: "Our gardeners, many of them Hmong and Somali families, older folks and kids, plus neighbors walking by.",
      preferred_style: "Friendly and hand-drawn, like a storybook map, but easy to read from a distance.",
      colors_and_elements: "Greens and warm yellows. Please avoid red, it reads as 'keep out' to us.",
      other_preferences: "We love the trail signs at Como Park.",
    },
    otherwise: "No strong preference, whatever you think is best.",
    expected: {
      project_background: { said: 0, text: ['Cedar Hollow Community Garden'] },
      address: { said: 0, text: ['Frogtown', 'St. Paul'] },
      other_design_requirements: { said: 2, text: ['16 markers'] },
      key_considerations: { said: 3, text: ['English, Hmong and Somali'] },
      plans_after_project: { said: 4, text: ['sister garden', 'same thing next year'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      collaboration_notes: { said: 6, text: ['main contact', 'committee votes on the final design'] },
      number_of_visits: { said: 7, value: { kind: 'number_with_unit', amount: 1, unit: 'times' } },
      problem_need: { said: 'asked', text: ['never find the compost', 'shared beds'] },
      target_audience: { said: 'asked', text: ['Our gardeners', 'neighbors walking by'] },
      preferred_style: { said: 'asked', text: ['hand-drawn', 'storybook map', 'easy to read from a distance'] },
      colors_and_elements: { said: 'asked', text: ['Greens and warm yellows', 'avoid red'] },
    },
  },

  // Retired teacher renovating a 1988 townhouse in 台南; long first message, budget raised with a ceiling, build year in 民國.
  // Exercises: 民國77年 -> 38 years, budget correction with "最多" (at_most), collections mentioned in passing.
  // NOT facts of the project: 女兒's 28坪 apartment in 高雄, 住了快三十年, the first budget 300萬, 高雄 (where they stay during works), 三層樓 is not a size.
  {
    id: 'heldout55-residential-zh-tainan-retired-townhouse',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我姓邱，住在台南東區，房子是民國77年蓋的透天厝，三層樓，我們在這裡住了快三十年了。小孩都搬出去了，女兒在高雄買了一間28坪的大樓，我去看過覺得她那邊好明亮，我們家就很暗。想趁我退休把家裡整理一下，一樓的廚房跟浴室都想重做，主臥想從三樓搬到二樓，以後爬樓梯比較少。',
      '格局現在是四房兩廳三衛。',
      '室內大概45坪，不含頂樓加蓋的鐵皮屋。我先生有很多書法作品跟茶具，希望可以有地方擺。',
      '預算原本想說300萬，昨天跟我先生討論，他說最多可以到350萬，再多就不行了。',
      '住的就我跟我先生兩個，週末孫子會來住一兩晚。我先生膝蓋不好，浴室一定要防滑、要有扶手，這個最重要。',
      '希望過年後可以開工，9月搬回來住，施工這段時間我們先去高雄女兒那邊住。',
    ],
    whenAsked: {
      lifestyle: '我們都早睡早起，我先生每天早上在院子澆花、寫書法，我很喜歡煮飯，晚上兩個人看電視。',
      preferred_style: '簡單、好整理就好，不要太花俏。我滿喜歡日式那種乾淨的感覺。',
      colors_and_elements: '喜歡米白色跟木頭色，不要深色，家裡已經夠暗了。',
    },
    otherwise: '這個我沒有特別想法，你們專業的幫我們看就好。',
    expected: {
      project_background: { said: 0, text: ['透天厝', '廚房跟浴室'] },
      address: { said: 0, text: ['台南東區'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 38, unit: 'years' } },
      problem_need: { said: 0, text: ['很暗', '爬樓梯'] },
      layout: { said: 1, text: ['四房兩廳三衛'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 45, unit: 'ping' } },
      important_collections: { said: 2, value: { kind: 'list', items: ['書法作品', '茶具'] } },
      budget: { said: 3, value: { kind: 'money', amount: 3_500_000, currency: 'TWD', bound: 'at_most' } },
      target_audience: { said: 4, text: ['我跟我先生', '孫子'] },
      key_considerations: { said: 4, text: ['防滑', '扶手'] },
      move_in_date: { said: 5, value: { kind: 'date', date: '2026-09-01', precision: 'month', relation: 'on' } },
      lifestyle: { said: 'asked', text: ['澆花', '煮飯'] },
      preferred_style: { said: 'asked', text: ['好整理', '日式'] },
      colors_and_elements: { said: 'asked', text: ['米白色', '不要深色'] },
    },
  },

  // Pet groomer opening a second shop; terse, one fact a message, size given as a range.
  // Exercises: range 25–28 坪, competitor price in passing, first-shop facts that are not this project's.
  // NOT facts of the project: 竹北 (the first shop), 開了5年, the first shop's 15坪, the chain competitor's 600 a wash.
  {
    id: 'heldout55-commercial-zh-hsinchu-pet-grooming',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 想問空間設計',
      '我在竹北開寵物美容開了5年 現在要在新竹市東區開第二家 會多賣一些寵物用品跟鮮食',
      '新店面大概25到28坪 房東給的資料寫得不太清楚 竹北那間才15坪所以這次大很多',
      '預算抓180萬左右',
      '希望4月初開幕',
      '最重要的是動線 狗狗進來不要跟別的狗對到眼 會吵架 洗澡區跟等待區要分開 然後排水跟除臭要做好',
      '附近有一家連鎖的 洗一次才600 我們比較貴 但我們是一對一 不關籠',
    ],
    whenAsked: {
      problem_need: '竹北那間太小 客人來接狗都擠在門口 這次希望空間舒服一點 用品也有地方陳列',
      brand_value: '我們就是把毛孩當家人 希望主人一進來就覺得很放心 很乾淨',
      target_audience: '大多是30到45歲的上班族 養小型犬跟貓 很在意乾淨跟安全',
      preferred_style: '明亮 乾淨 有點北歐感 不要太可愛的那種',
      colors_and_elements: '喜歡淺綠色跟木頭 不要粉紅色',
      unique_design: '想要一面大玻璃 讓主人可以看到美容的過程',
    },
    otherwise: '都可以 沒特別想法',
    expected: {
      project_background: { said: 1, text: ['寵物美容', '第二家'] },
      address: { said: 1, text: ['新竹市東區'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 25, max: 28, unit: 'ping' } },
      budget: { said: 3, value: { kind: 'money', amount: 1_800_000, currency: 'TWD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 5, text: ['動線', '排水跟除臭'] },
      competitive_advantage: { said: 6, text: ['一對一', '不關籠'] },
      problem_need: { said: 'asked', text: ['擠在門口'] },
      brand_value: { said: 'asked', text: ['毛孩當家人', '放心'] },
      target_audience: { said: 'asked', text: ['上班族', '小型犬跟貓'] },
      preferred_style: { said: 'asked', text: ['明亮', '北歐'] },
      colors_and_elements: { said: 'asked', text: ['淺綠色', '不要粉紅色'] },
      unique_design: { said: 'asked', text: ['大玻璃'] },
    },
  },

  // Saddle maker's sales manager at a bicycle trade show; long first message, then corrects the move-in date.
  // Exercises: two 3x3 booths joined -> 18 m2, budget "以內" (at_most), entry date corrected from 3/24 to 3/23.
  // NOT facts of the project: last year's single 9平方米 booth and its 45萬, 彰化 (the company's home), 3/24 (the wrong move-in date).
  {
    id: 'heldout55-exhibition-zh-bike-saddle-nangang',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是彰化「騎穩」座墊的業務經理，敝姓蔡。我們是做自行車座墊OEM起家，這兩年開始推自己的品牌。今年3月要參加台北國際自行車展，在南港展覽館一館，展期3/25到3/28。去年我們只有一個標攤9平方米，花了大概45萬，效果普通，今年拿到兩個3x3併在一起，想好好做。',
      '進場應該是3/24，撤場是3/28展完當天晚上。',
      '預算今年老闆說80萬以內。',
      '不好意思剛剛確認了一下，進場是3/23，3/24是我同事記錯了。',
      '主要想接觸的是歐洲跟日本的buyer，還有一些品牌的採購，一般民眾不是重點。',
      '展位只需要電，我們想要很多投射燈打在座墊上，另外想放一台可以讓人坐上去試的訓練台。',
      '我們跟對岸工廠比的優勢是台灣製、可以小量客製，交期也快。',
    ],
    whenAsked: {
      brand_value: '我們的核心是「久騎不痛」，希望buyer一看就知道我們很懂人體工學，是專業的。',
      preferred_style: '專業、俐落，有點像運動品牌那種，Fizik 的攤位我很喜歡。',
      key_considerations: '最重要是產品要被看清楚，燈光要好，還有施工一定要準時，去年的廠商進場拖到很晚。',
    },
    otherwise: '這部分沒有特別要求，交給你們建議。',
    expected: {
      project_background: { said: 0, text: ['自行車座墊', '自己的品牌'] },
      address: { said: 0, text: ['南港展覽館一館'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      budget: { said: 2, value: { kind: 'money', amount: 800_000, currency: 'TWD', bound: 'at_most' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      target_audience: { said: 4, text: ['歐洲跟日本的buyer'] },
      water_electricity_supply: { said: 5, value: { kind: 'choice', selected: ['electricity_only'] } },
      unique_design: { said: 5, text: ['訓練台'] },
      competitive_advantage: { said: 6, text: ['台灣製', '小量客製'] },
      brand_value: { said: 'asked', text: ['久騎不痛', '人體工學'] },
      preferred_style: { said: 'asked', text: ['專業、俐落', 'Fizik'] },
      key_considerations: { said: 'asked', text: ['燈光要好', '施工一定要準時'] },
    },
  },

  // Taiwanese woman in Richmond, BC, starting a Taiwanese breakfast food truck; casual with emoji, Vancouver time zone.
  // Exercises: overseas visitor (local date is Monday 19 Jan), brand story with a grandmother's town, hedged future product.
  // NOT facts of the project: 嘉義 (grandmother's old shop, not the brand's location), 開了20幾年, 7月 (opening, not the design deadline), the neighbouring Korean truck.
  {
    id: 'heldout55-brand-zh-richmond-breakfast-truck',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      'hi～我在溫哥華（Richmond）準備開一台賣台式早餐的餐車，需要一套完整的品牌識別，logo、菜單、車身那些😊',
      '名字叫「阿嬤早點」，因為我阿嬤以前在嘉義開早餐店開了20幾年，我小時候都在店裡幫忙，飯糰跟蛋餅都是她教的',
      '主要賣飯糰、蛋餅、豆漿，之後可能會加鹹酥雞（晚上場）',
      '商標還沒註冊耶，加拿大這邊要怎麼弄我完全不懂，可以幫忙的話最好🙏',
      '想在6月底前拿到設計，7月要開始營業，夏天人潮最多',
      '我們隔壁那台韓式餐車的logo超可愛，但我不想走可愛風，想要有點復古台灣味，像老招牌那種',
    ],
    whenAsked: {
      problem_need: '讓外國人一看就知道是台灣早餐，也讓台灣人覺得很親切、很想家',
      brand_website: '網站還沒有，IG 先開了 @amaa.breakfast 但什麼都還沒po😂',
      target_audience: '附近的上班族跟學生，還有很多想念台灣味的留學生跟移民，加拿大人也不少',
      colors_and_elements: '紅色跟米黃色，想加一點老磁磚花紋的元素，不要太多綠色',
      key_considerations: 'logo要放在車身上，遠遠就看得到，還有一定要中英文都有',
    },
    otherwise: '沒差～你們決定就好',
    expected: {
      project_background: { said: 0, text: ['餐車', '品牌識別'] },
      address: { said: 0, text: ['Richmond'] },
      other_design_requirements: { said: 0, text: ['菜單', '車身'] },
      brand_name_story: { said: 1, text: ['阿嬤', '早餐店'] },
      products_or_services: { said: 2, text: ['飯糰', '蛋餅', '豆漿'] },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 3, value: { kind: 'yes_no', value: true } },
      expected_deadline: {
        said: 4,
        value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'late' },
      },
      preferred_style: { said: 5, text: ['復古台灣味', '老招牌'] },
      problem_need: { said: 'asked', text: ['台灣早餐', '親切'] },
      brand_website: { said: 'asked', text: ['@amaa.breakfast'] },
      target_audience: { said: 'asked', text: ['上班族', '留學生跟移民'] },
      colors_and_elements: { said: 'asked', text: ['紅色跟米黃色', '磁磚'] },
      key_considerations: { said: 'asked', text: ['遠遠就看得到', '中英文'] },
    },
  },

  // Son back home running the family tea farm in 台東鹿野; no punctuation, one fact a message, corrects the box count.
  // Exercises: spec correction 10 -> 12 包, competitor's price, farm size and father's years that are not the project's.
  // NOT facts of the project: 快40年 (father's years farming), 3甲 (farm size), 前年 (when he came back), 10包 (old spec), the competitor's 10包賣450, 6月 (tea contest / balloon festival).
  {
    id: 'heldout55-packaging-zh-luye-red-oolong',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們家在台東鹿野種茶 我爸種了快40年 茶園大概3甲 我前年回來接 想幫我們的紅烏龍做新包裝',
      '產品是紅烏龍的三角立體茶包 熱泡冷泡都可以',
      '一包3克 一盒10包',
      '想做盒裝 然後過年節日的時候要有禮盒',
      '喔對 抱歉 一盒是12包 不是10包 我剛問我媽 10包是舊的',
      '現在主要在市集跟我們自己的網路商店賣 明年想進誠品',
      '隔壁鄉有一家做很像的 10包賣450 我們定價想差不多 但包裝要看起來更有質感',
    ],
    whenAsked: {
      unique_selling_point: '我們是自然農法 沒有用除草劑 紅烏龍是台東才有的特色茶 焙火比較重 有蜜香',
      target_audience: '25到40歲的上班族 喜歡在辦公室泡茶的 還有要送禮的人',
      preferred_style: '簡單 有山的感覺 不要那種很傳統的金色龍鳳',
      colors_and_elements: '想要有鹿野高台的山跟熱氣球 顏色用茶色跟深藍',
      preferred_materials: '盡量用紙 不要塑膠 茶包本身用玉米纖維',
      expected_deadline: '最好4月底前 因為6月有茶葉比賽跟熱氣球嘉年華 想趁那時候賣',
      key_considerations: '成本不能太高 一盒包材最好壓在30塊以內',
    },
    otherwise: '都可以啦 沒有特別',
    expected: {
      project_background: { said: 0, text: ['鹿野', '紅烏龍'] },
      address: { said: 0, text: ['台東鹿野'] },
      product_description: { said: 1, text: ['三角立體茶包', '冷泡'] },
      specification: { said: 4, text: ['12包'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['box', 'gift_set'] } },
      sales_channels: { said: 5, text: ['市集', '網路商店'] },
      plans_after_project: { said: 5, text: ['誠品'] },
      problem_need: { said: 6, text: ['更有質感'] },
      unique_selling_point: { said: 'asked', text: ['自然農法', '蜜香'] },
      target_audience: { said: 'asked', text: ['上班族', '送禮'] },
      preferred_style: { said: 'asked', text: ['簡單', '山的感覺'] },
      colors_and_elements: { said: 'asked', text: ['熱氣球', '茶色跟深藍'] },
      preferred_materials: { said: 'asked', text: ['紙', '玉米纖維'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['成本不能太高', '30塊以內'] },
    },
  },

  // Pilates studio owner in 台北大安區 who wants online booking; long first message with her current URL, revises budget to a range.
  // Exercises: budget 8萬 -> 10到15萬, day-precision launch deadline, studio size/years that are not the project's.
  // NOT facts of the project: 開了4年, 200個學員, 8萬 (the first budget), 3/16 (course start, not the deadline), 去年 (when the logo was made).
  {
    id: 'heldout55-website-zh-daan-pilates-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我在台北大安區開一間小的皮拉提斯教室「芯動」，開了4年，現在大概有200個學員。目前的網站是我自己用Wix拖的 xinmove.wixsite.com/studio ，很陽春，而且預約都還是用LINE一個一個回，我每天晚上回訊息回到快崩潰😵‍💫 想做一個可以線上預約、看課表、付款的網站。',
      '預算大概8萬？',
      '頁面要有課表、老師介紹、價目、線上預約、會員登入，還有一個部落格放衛教文章',
      '欸我剛問了一個做網站的朋友，他說8萬做不到預約跟金流，那我預算抓10到15萬好了',
      '語言要中文跟英文，因為附近有不少外國人來上課',
      '希望3/15前可以上線，3/16開始春季課程',
      '對了我們的logo是去年請人做的，橘色跟米白，網站顏色可以配合這個',
    ],
    whenAsked: {
      target_audience: '25到45歲的女生為主，上班族、產後媽媽，很在意老師專不專業',
      competitors: '對面那家 Flow Pilates 的網站做得很好，還有 Equinox 的感覺我也很喜歡',
      preferred_style: '乾淨、溫柔、有呼吸感，不要健身房那種很陽剛的',
      key_considerations: '後台要簡單到我自己可以改課表，手機一定要好用，學員都是用手機約',
    },
    otherwise: '這個我沒想過耶～你們建議就好',
    expected: {
      project_background: { said: 0, text: ['皮拉提斯教室'] },
      address: { said: 0, text: ['大安區'] },
      url: { said: 0, text: ['xinmove.wixsite.com/studio'] },
      problem_need: { said: 0, text: ['LINE一個一個回'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 2, text: ['課表', '老師介紹', '線上預約', '會員登入'] },
      budget: { said: 3, value: { kind: 'money', amount: 100_000, max: 150_000, currency: 'TWD' } },
      languages: { said: 4, text: ['中文', '英文'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      colors_and_elements: { said: 6, text: ['橘色跟米白'] },
      target_audience: { said: 'asked', text: ['上班族', '產後媽媽'] },
      competitors: { said: 'asked', text: ['Flow Pilates', 'Equinox'] },
      preferred_style: { said: 'asked', text: ['乾淨', '呼吸感'] },
      key_considerations: { said: 'asked', text: ['自己可以改課表', '手機'] },
    },
  },

  // Parents' association head at a 東港 primary school turning 100; formal and long-winded, goes off into memories.
  // Exercises: a founding year and a graduating year that are not dates of the project, event date vs. design deadline.
  // NOT facts of the project: 民國15年 (founding), 一百年, 11月14號 (the anniversary day), 10月縣運, 180幾個 / 1000多人 (pupil numbers), 民國63年 (his graduating class).
  {
    id: 'heldout55-other-zh-donggang-school-centennial',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '設計師您好，我是屏東縣東港鎮新漁國小的家長會長，敝姓洪。我們學校是民國15年創校的，今年剛好滿一百年，學校要辦百年校慶，校長委託我來找設計團隊幫忙。',
      '需要設計的東西有：校慶主視覺logo、紀念T恤、邀請卡，還有一本紀念特刊。',
      '校慶是11月14號，但是T恤要先給孩子們穿去參加10月的縣運，所以最晚8月底之前設計都要定案。',
      '學生現在只剩180幾個，以前最多的時候有1000多人，很多校友都在外地打拼，我們也希望藉這個機會把校友找回來。',
      '聯絡的話，因為我白天要顧魚塭，晚上用LINE比較方便。最後是校長跟校慶籌備會開會決定，大概每兩週開一次會。',
      '對了我自己也是這間畢業的，民國63年那屆😄 那時候學校旁邊還是一整片蚵架。設計裡面希望可以有海、漁船跟黑鮪魚，這是我們東港的驕傲。',
      '如果方便的話，希望設計師可以來學校看一次，順便跟校長見個面。',
    ],
    whenAsked: {
      target_audience: '在校的小朋友跟家長，還有各地的校友，年紀從七歲到七八十歲都有',
      preferred_style: '活潑一點但不要太幼稚，要有紀念價值，老校友看了也會感動',
      key_considerations: 'T恤的圖案印出來要好看，特刊要放很多老照片，照片我們會整理好',
    },
    otherwise: '這個沒有特別意見，麻煩您們斟酌。',
    expected: {
      project_background: { said: 0, text: ['百年校慶'] },
      address: { said: 0, text: ['東港'] },
      other_design_requirements: { said: 1, text: ['主視覺', '紀念T恤', '邀請卡', '紀念特刊'] },
      expected_deadline: {
        said: 2,
        value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by', part: 'late' },
      },
      problem_need: { said: 3, text: ['把校友找回來'] },
      collaboration_notes: { said: 4, text: ['LINE', '校長', '每兩週'] },
      colors_and_elements: { said: 5, text: ['漁船', '黑鮪魚'] },
      number_of_visits: { said: 6, value: { kind: 'number_with_unit', amount: 1, unit: 'times' } },
      target_audience: { said: 'asked', text: ['小朋友跟家長', '校友'] },
      preferred_style: { said: 'asked', text: ['活潑', '紀念價值'] },
      key_considerations: { said: 'asked', text: ['T恤的圖案', '老照片'] },
    },
  },

  // Visitor: 40대 중반 맞벌이 엄마. 대전 둔산동 아파트를 사서 입주 전 전체 리모델링. First message carries most facts
  // (type, layout, build year, size, place); then one fact a message; a range budget; a lease date that is not the move-in.
  // NOT facts of the project: 세종 (current home), 24평 (current jeonse flat), 5월 말 (current lease expiry),
  // 1998 is the build year (filed as age 28 years, not as a date).
  {
    id: 'heldout55-residential-ko-dunsan-98-apt',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 리모델링 상담 받고 싶어서요. 대전 둔산동에 있는 아파트 매매했는데 98년에 지어진 거라 손볼 데가 엄청 많아요. 지금은 세종에서 24평 전세 살고 있는데 애들 크니까 너무 좁아서 이사 결정했어요~ 새 집은 34평이고 방3 화장실2 구조예요. 전체 리모델링 생각하고 있어요 샷시까지요',
      '식구는 남편이랑 중2 딸, 초4 아들, 그리고 고양이 한 마리 있어요',
      '제일 바꾸고 싶은건 주방이요. 지금 ㄱ자 주방인데 너무 어둡고 좁아서 거실 쪽으로 트고 싶어요. 베란다 확장도 고민중이구요..',
      '예산은 5천에서 6천 사이로 보고 있어요.. 그 이상 넘어가면 좀 힘들구요',
      '입주는 5월 중순쯤 하려구요. 세종 전세 만기가 5월 말이라서요',
      '아 그리고 남편이 책을 엄청 모아요ㅎㅎ 책장 벽 하나는 꼭 만들어야 해요',
    ],
    whenAsked: {
      project_background: '둔산동 아파트 매매해서 입주 전에 전체 리모델링 하려구요. 샷시까지요',
      property_category: '아파트요',
      layout: '방3 화장실2요',
      age: '98년에 지어졌어요',
      address: '대전 서구 둔산동이요',
      space_size: '34평이요',
      budget: '5천에서 6천 사이요',
      move_in_date: '5월 중순쯤이요',
      lifestyle: '맞벌이라 평일엔 저녁에 다같이 밥 먹는게 거의 유일한 시간이에요. 주말엔 남편이 요리하고 애들은 각자 방에서 공부하거나 게임해요',
      preferred_style: '화이트에 우드톤이요. 너무 차갑지 않고 따뜻한 느낌? 호텔 같은 집보다는 편안한 집이요',
      colors_and_elements: '원목 느낌 좋아하고요 회색 타일은 싫어요. 고양이 캣워크 있으면 좋겠어요',
      key_considerations: '고양이 때문에 바닥재 긁힘이 걱정이에요. 그리고 5월 중순 전에는 공사가 꼭 끝나야 해요',
    },
    otherwise: '그건 딱히 생각 안해봤어요~ 알아서 추천해주세요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 0, text: ['방3 화장실2'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      address: { said: 0, text: ['둔산동'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      target_audience: { said: 1, text: ['중2 딸', '고양이'] },
      problem_need: { said: 2, text: ['주방', '어둡고 좁아서'] },
      budget: { said: 3, value: { kind: 'money', amount: 50_000_000, max: 60_000_000, currency: 'KRW' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on' } },
      important_collections: { said: 5, text: ['책'] },
      lifestyle: { said: 'asked', text: ['맞벌이', '남편이 요리'] },
      preferred_style: { said: 'asked', text: ['우드톤', '편안한 집'] },
      colors_and_elements: { said: 'asked', text: ['원목', '회색 타일', '캣워크'] },
      key_considerations: { said: 'asked', text: ['바닥재 긁힘'] },
    },
  },

  // Visitor: 30대 초반 필라테스 강사, 송도에 첫 개인 스튜디오. One fact a message; corrects the size (공급 45평 → 전용 38평);
  // budget as a ceiling; a competitor's membership fee and her past job come up.
  // NOT facts of the project: 강남 (where she used to work), 7년 (years as an instructor), 45평 (supply area, corrected),
  // 25만원 (competitors' monthly fee), 리포머 6대·캐딜락 2대 (equipment counts, no field).
  {
    id: 'heldout55-commercial-ko-songdo-pilates-area-fix',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 필라테스 스튜디오 인테리어 문의드려요',
      '송도에 처음으로 제 샵 오픈하려구요! 강남 대형센터에서 7년 강사로 일하다가 독립하는거예요ㅎㅎ',
      '평수는 45평이요',
      '앗 부동산에 다시 확인해보니까 45평은 공급면적이고 전용은 38평이래요ㅠ 38로 봐주세요',
      '기구는 리포머 6대 캐딜락 2대 들어갈 예정이에요. 그룹 레슨이랑 개인 레슨 룸 분리하고 싶어요',
      '예산은 인테리어 1억 안쪽으로 생각해요. 근처 센터들 보니까 회원권 월 25만원 정도 받던데 저는 좀 더 프리미엄으로 가려구요',
      '오픈은 3월 2일로 잡았어요!',
    ],
    whenAsked: {
      project_background: '송도에 제 첫 필라테스 스튜디오 오픈해요',
      problem_need: '그룹 레슨이랑 개인 레슨 룸 분리하는게 제일 중요해요',
      brand_value: '몸을 제대로 이해하는 운동이요. 들어왔을 때 조용하고 숨이 편해지는 느낌? 헬스장 느낌은 절대 아니었으면 해요',
      target_audience: '송도 사는 30~40대 여성분들이요. 출산 후 재활이나 허리 통증 있는 분들도 많을거같아요',
      competitive_advantage: '제가 재활 전공이라 통증 케어 수업이 강점이에요. 그리고 그룹도 최대 4명까지만 받을거라 소수정예예요',
      preferred_style: '미니멀한데 따뜻한 느낌이요ㅠ 간접조명 많이 쓰고 싶어요',
      colors_and_elements: '베이지, 샌드톤이요. 거울은 많이 필요한데 번쩍번쩍한 금속 느낌은 싫어요',
      unique_design: '입구에 작은 티 라운지요. 수업 끝나고 차 한잔 하고 가는 공간 있었으면 좋겠어요',
      address: '송도 센트럴파크 근처 상가예요',
      space_size: '전용 38평이요',
      budget: '1억 안쪽이요',
      opening_date: '3월 2일이요',
      key_considerations: '상가 2층이라 층간소음이요ㅠ 점프보드 수업도 있어서 방음 방진 꼭 신경써주세요',
    },
    otherwise: '음 그건 잘 모르겠어요ㅠ 추천해주세요',
    expected: {
      project_background: { said: 1, text: ['처음으로 제 샵'] },
      address: { said: 1, text: ['송도'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 38, unit: 'pyeong' } },
      problem_need: { said: 4, text: ['레슨 룸 분리'] },
      budget: { said: 5, value: { kind: 'money', amount: 100_000_000, currency: 'KRW', bound: 'at_most' } },
      opening_date: { said: 6, value: { kind: 'date', date: '2026-03-02', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['조용하고', '헬스장 느낌'] },
      target_audience: { said: 'asked', text: ['30~40대 여성', '출산 후 재활'] },
      competitive_advantage: { said: 'asked', text: ['재활', '소수정예'] },
      preferred_style: { said: 'asked', text: ['미니멀', '간접조명'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '거울'] },
      unique_design: { said: 'asked', text: ['티 라운지'] },
      key_considerations: { said: 'asked', text: ['층간소음', '방음'] },
    },
  },

  // Visitor: 청주 반려동물 수제간식 회사 마케팅 팀장, 킨텍스 펫 엑스포 4부스. Long formal first message, then one
  // logistics fact a message (size, budget, entry/exit, utilities), last year's show numbers mixed in.
  // NOT facts of the project: 청주 (company's home town, not the venue), 작년 10월 벡스코 (last show), 2부스·18㎡ (last
  // year's booth), 1,200 (last year's spend), 오전 9시 / 밤 10시 (hours only, the dates are the facts).
  {
    id: 'heldout55-exhibition-ko-kintex-pet-treats',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요. 청주에서 반려동물 수제간식을 만드는 '멍심당' 마케팅팀 팀장 윤서진입니다. 3월 13일부터 15일까지 킨텍스에서 열리는 코리아 펫 엑스포에 참가하게 되어 부스 디자인 및 시공 업체를 찾고 있습니다. 작년 10월 벡스코 펫쇼 때는 2부스(18㎡)로 나갔는데 이번에는 4부스로 규모를 키웠습니다. 신제품인 동결건조 트릿 라인을 처음 공개하는 자리라 신경이 많이 쓰이네요.",
      '부스 사이즈는 6m x 6m, 36㎡입니다. 코너 자리라 두 면이 개방되어 있습니다.',
      '예산은 시공 포함해서 2,500만원 내외로 잡혀 있습니다. 작년에는 1,200 정도 썼는데 퀄리티가 아쉬워서 이번엔 좀 올렸습니다.',
      '반입은 12일 오전 9시부터 가능하고, 철수는 15일 폐막 후 당일 밤 10시까지 완료해야 한다고 안내 받았습니다.',
      '냉장 쇼케이스를 쓸 거라 전기는 무조건 필요하고, 수도는 필요 없습니다. 시식 후 손 닦는 건 물티슈로 대체하려고요.',
      '주 타깃은 펫샵이나 동물병원 바이어분들이고, 주말에는 일반 관람객도 많이 오니까 견주분들께도 브랜드를 알리고 싶습니다.',
      '그리고 부스에서 나눠드릴 리플렛과 샘플 파우치 디자인도 같이 맡길 수 있을까요?',
    ],
    whenAsked: {
      project_background: '멍심당 동결건조 트릿 신제품 라인을 처음 공개하는 전시입니다',
      brand_value: '사람이 먹는 재료로 만든 간식이라는 신뢰감입니다. 부스에 들어오시면 깨끗한 주방 같은 느낌을 받으셨으면 합니다',
      target_audience: '펫샵, 동물병원 바이어분들과 주말 일반 견주분들입니다',
      preferred_style: '화이트와 우드 위주로 깔끔하게요. 귀여운 캐릭터 느낌보다는 프리미엄 식품 브랜드처럼 보였으면 합니다',
      unique_design: '동결건조 과정을 보여주는 쇼케이스 벽이요. 원재료와 완제품을 나란히 진열하고 싶습니다',
      address: '킨텍스입니다. 홀 번호는 아직 공지 전입니다',
      space_size: '6m x 6m, 36㎡입니다',
      water_electricity_supply: '전기만 필요합니다',
      budget: '2,500만원 내외입니다',
      opening_date: '3월 13일입니다',
      entry_date: '3월 12일입니다',
      exit_date: '3월 15일 당일 철수입니다',
      key_considerations: '바이어 상담 테이블이 최소 2개는 있어야 하고, 주말에 사람이 몰릴 때 동선이 막히지 않도록 해 주세요',
    },
    otherwise: '그 부분은 특별히 정해진 것이 없습니다.',
    expected: {
      project_background: { said: 0, text: ['수제간식', '동결건조 트릿'] },
      address: { said: 0, text: ['킨텍스'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'on' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      budget: { said: 2, value: { kind: 'money', amount: 25_000_000, currency: 'KRW' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-12', precision: 'day', relation: 'on' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['electricity_only'] } },
      target_audience: { said: 5, text: ['바이어', '견주'] },
      other_design_requirements: { said: 6, text: ['리플렛', '샘플 파우치'] },
      brand_value: { said: 'asked', text: ['사람이 먹는 재료', '깨끗한 주방'] },
      preferred_style: { said: 'asked', text: ['프리미엄 식품 브랜드'] },
      unique_design: { said: 'asked', text: ['쇼케이스 벽', '원재료'] },
      key_considerations: { said: 'asked', text: ['상담 테이블', '동선'] },
    },
  },

  // Visitor: LA 코리아타운의 30대 교포 여성, 반찬 구독 브랜드 '소반' 새 아이덴티티. Mixes English, drifts into a family
  // story for the name; US trademark not filed and wants help; deadline as "by mid-March". Pacific time.
  // NOT facts of the project: 안동 (grandmother's town), 부산·20년 (mother's restaurant), 4월 (launch, not the design
  // deadline), 5종 / 주 1회 (service details, not a date or count field).
  {
    id: 'heldout55-brand-ko-la-banchan-soban',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: -480,
    messages: [
      'hi 안녕하세요! 브랜드 로고 작업 문의드려요',
      "LA에서 반찬 구독 서비스 시작하려구요. 이름은 '소반' 이에요. 주 1회 반찬 5종 배달하는거고 나중엔 도시락도 할 예정이에요",
      '소반이 옛날 작은 밥상이잖아요. 안동 할머니댁 가면 항상 소반에 밥 차려주셨던 기억이 있어서 그렇게 지었어요ㅎㅎ 엄마가 부산에서 20년 식당 하셨고 레시피도 다 엄마꺼예요',
      '로고만이 아니라 패키지 스티커, 인스타 템플릿까지 전체적인 아이덴티티로 하고싶어요',
      '타겟은 코리아타운이랑 어바인쪽 바쁜 30-40대 맞벌이 가정이요. 한국사람 뿐 아니라 K-food 좋아하는 로컬들도요',
      '상표는 아직 안했어요. 미국이라 USPTO 해야하는데 그것도 도와주실수 있나요?',
      '런칭은 4월 전에는 해야돼서 디자인은 3월 중순까지 나오면 best에요',
    ],
    whenAsked: {
      project_background: 'LA 반찬 구독 서비스 소반이요. 로고부터 전체 아이덴티티까지 새로 만드는거예요',
      problem_need: '처음 보는 사람도 아 한국 가정식이구나 바로 알 수 있게요. 그리고 믿고 먹을 수 있는 느낌',
      brand_name_story: '옛날 작은 밥상 소반이요. 할머니가 소반에 밥 차려주시던 기억에서 따왔어요',
      products_or_services: '반찬 정기배송이요',
      registration_status: '아직 안했어요',
      need_registration_assistance: '네 도와주세요',
      brand_website: '웹사이트는 아직 없고 인스타만 만들어놨어요 @soban.la',
      target_audience: '30-40대 맞벌이 가정이랑 K-food 좋아하는 로컬들이요',
      preferred_style: 'clean하고 따뜻한 느낌이요. 너무 전통적인 한식당 느낌보다는 요즘 느낌으로요',
      colors_and_elements: '소반 모양을 심볼로 쓰면 좋겠어요. 색은 딥그린이나 테라코타? 빨강은 너무 흔해서 피하고 싶어요',
      expected_deadline: '3월 중순까지요',
      key_considerations: '영어권 손님도 많아서 한글이랑 영문 둘다 잘 어울려야 해요',
    },
    otherwise: '음 그건 아직 생각 안해봤어요! 추천해주시면 좋아요',
    expected: {
      project_background: { said: 1, text: ['반찬 구독 서비스'] },
      products_or_services: { said: 1, text: ['반찬'] },
      plans_after_project: { said: 1, text: ['도시락'] },
      address: { said: 1, text: ['LA'] },
      brand_name_story: { said: 2, text: ['작은 밥상', '할머니'] },
      other_design_requirements: { said: 3, text: ['패키지 스티커', '인스타 템플릿'] },
      target_audience: { said: 4, text: ['맞벌이', 'K-food'] },
      registration_status: { said: 5, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 5, value: { kind: 'yes_no', value: true } },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      problem_need: { said: 'asked', text: ['한국 가정식', '믿고 먹을'] },
      brand_website: { said: 'asked', text: ['@soban.la'] },
      preferred_style: { said: 'asked', text: ['따뜻한 느낌', '전통적인 한식당'] },
      colors_and_elements: { said: 'asked', text: ['소반 모양', '딥그린', '빨강'] },
      key_considerations: { said: 'asked', text: ['한글이랑 영문'] },
    },
  },

  // Visitor: 60대 제주 남원 감귤 농부, 귤 착즙주스 유리병과 선물세트. Slow, loose spelling, one thing a message;
  // changes the bottles per set inside one message (6 → 8); last year's box count as a story.
  // NOT facts of the project: 30년째 (years farming), 6병 (corrected to 8), 작년·2천박스 (last year's shipments),
  // 추석 (the reason, the deadline is end of July).
  {
    id: 'heldout55-packaging-ko-jeju-tangerine-juice',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요.. 제주 남원에서 감귤농사 30년째 짓고있는 사람입니다',
      '이번에 귤로 착즙쥬스를 만들어서 팔아볼려고 하는데 유리병하고 선물세트 포장 디자인을 맡기고 싶어서요',
      '물 안타고 귤만 100프로 짜서 만든거라 맛이 진합니다. 설탕도 안넣었구요. 냉장보관 해야되고 흔들어서 먹는겁니다',
      '한병에 200미리고 선물세트는 6병 들어가는거 생각하고 있습니다..아 아니다 8병으로 해야겠네요 아들이 6병은 너무 적다고 해서..',
      '판매는 아들이 네이버 스마트스토어 만들어준다고 했고 서귀포 올레시장 직판장에도 놓을거고요',
      '추석때 선물로 팔아야 해서 7월말까지는 디자인이 다 돼야 합니다',
      '작년에 농협박스로 2천박스 택배 보냈는데 다들 똑같은 박스라서 우리 귤인지 모르더라구요..',
    ],
    whenAsked: {
      project_background: '감귤 착즙쥬스 병하고 선물세트 포장입니다',
      product_description: '귤만 짜서 만든 쥬스입니다. 냉장보관하고 흔들어서 먹는겁니다',
      specification: '한병 200미리, 세트는 8병입니다',
      packaging_form: '유리병하고 선물세트요',
      unique_selling_point: '물 안타고 설탕도 안넣은 100프로 귤즙입니다',
      target_audience: '명절에 부모님이나 거래처 선물하는 40~50대요. 아들 말로는 건강 챙기는 젊은 사람들도 산다네요',
      sales_channels: '스마트스토어하고 올레시장 직판장입니다',
      preferred_style: '너무 화려한거 말고 깔끔하게.. 제주 느낌 나게요',
      colors_and_elements: '귤색 주황은 꼭 들어가야겠고 돌하르방 같은건 너무 흔해서 싫습니다',
      preferred_materials: '잘 모르지만 종이박스가 좋겠어요. 플라스틱은 안쓰고 싶습니다',
      expected_deadline: '7월말까지요',
      key_considerations: '택배로 보내야하니 병이 안깨지게 하는게 제일 중요합니다',
    },
    otherwise: '그건 잘 모르겠습니다.. 알아서 해주세요',
    expected: {
      address: { said: 0, text: ['남원'] },
      project_background: { said: 1, text: ['착즙쥬스'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      product_description: { said: 2, text: ['냉장보관'] },
      unique_selling_point: { said: 2, text: ['설탕도 안넣었'] },
      specification: { said: 3, text: ['200미리', '8병'] },
      sales_channels: { said: 4, text: ['스마트스토어', '올레시장'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      problem_need: { said: 6, text: ['똑같은 박스'] },
      target_audience: { said: 'asked', text: ['40~50대', '건강'] },
      preferred_style: { said: 'asked', text: ['제주 느낌'] },
      colors_and_elements: { said: 'asked', text: ['주황', '돌하르방'] },
      preferred_materials: { said: 'asked', text: ['종이박스'] },
      key_considerations: { said: 'asked', text: ['안깨지게'] },
    },
  },

  // Visitor: 40대 대구 수성구 세무사, 오래된 사무소 홈페이지 개편. Long first message (background, url, problem, place),
  // then pages, audience, a budget range later narrowed to a ceiling after asking a partner, deadline with a reason.
  // NOT facts of the project: 8년 (years in business), 6명 (staff), 2017년 (when the old site was built),
  // 300에서 500 (replaced by 400 이하), 5월 (tax season, the deadline is end of April).
  {
    id: 'heldout55-website-ko-daegu-tax-office-budget-cap',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 대구 수성구에서 세무회계 사무소 운영하는 세무사입니다. 개업한 지 8년 됐고 직원은 6명입니다. 홈페이지가 있긴 한데 2017년에 지인이 만들어준 거라 모바일에서 깨지고 상담 신청도 전화로만 받고 있어서 새로 만들려고 합니다. 주소는 www.hangyeol-tax.co.kr 입니다.',
      '필요한 페이지는 사무소 소개, 세무사 프로필, 업무분야(기장, 양도세, 상속증여), 온라인 상담신청, 세무칼럼 정도 생각합니다.',
      '주 고객은 개인사업자분들이랑 부동산 양도 상담 오시는 50~60대 분들이 많습니다.',
      '예산은 300에서 500 사이 정도요.',
      '방금 동업하는 세무사랑 얘기해봤는데 400 넘으면 안 된다고 하네요. 400 이하로 맞춰주세요.',
      '오픈은 늦어도 4월 말까지는 했으면 합니다. 5월이 종소세 시즌이라서요.',
    ],
    whenAsked: {
      project_background: '세무회계 사무소 홈페이지를 새로 만들려고 합니다',
      url: 'www.hangyeol-tax.co.kr 입니다',
      category: '사무소 홈페이지니까 기업 홈페이지로 하면 될 것 같습니다',
      problem_need: '모바일에서 깨지는 것과 상담 신청을 온라인으로 받는 것입니다',
      main_pages: '사무소 소개, 세무사 프로필, 업무분야, 온라인 상담신청, 세무칼럼입니다',
      languages: '한국어만 있으면 됩니다',
      target_audience: '개인사업자와 50~60대 고객분들입니다',
      competitors: '세무법인 가온누리 홈페이지가 깔끔해서 참고했으면 합니다',
      preferred_style: '신뢰감 있고 단정한 느낌이요. 남색 계열이면 좋겠습니다',
      budget: '400 이하입니다',
      expected_deadline: '4월 말까지요',
      key_considerations: '고객분들 연령대가 있으셔서 글씨 크고 상담 신청 버튼이 잘 보여야 합니다',
    },
    otherwise: '특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['세무회계 사무소'] },
      url: { said: 0, text: ['hangyeol-tax.co.kr'] },
      problem_need: { said: 0, text: ['모바일에서 깨지고', '전화로만'] },
      address: { said: 0, text: ['수성구'] },
      main_pages: { said: 1, text: ['사무소 소개', '온라인 상담신청', '세무칼럼'] },
      target_audience: { said: 2, text: ['개인사업자', '50~60대'] },
      budget: { said: 4, value: { kind: 'money', amount: 4_000_000, currency: 'KRW', bound: 'at_most' } },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      languages: { said: 'asked', text: ['한국어'] },
      competitors: { said: 'asked', text: ['가온누리'] },
      preferred_style: { said: 'asked', text: ['신뢰감', '단정한'] },
      key_considerations: { said: 'asked', text: ['글씨 크고', '상담 신청 버튼'] },
    },
  },

  // Visitor: 20대 초반 인디밴드 베이시스트, 첫 EP 커버·발매 공연 포스터·티셔츠. Casual, "ㅋㅋ", one bit a message,
  // a story about last year's gig; release date vs the distributor's cover deadline; who decides and how to talk.
  // NOT facts of the project: 4인조·5곡 (band and EP details), 작년 11월·망원동 클럽·80명 (last gig),
  // 4월 3일 (release date, the deadline is 3월 13일).
  {
    id: 'heldout55-other-ko-indie-band-ep-cover',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세용 혹시 앨범커버도 작업하시나요??',
      '저희 4인조 밴드인데 첫 EP 내요ㅠㅠ 드디어.. 5곡짜리요 밴드 이름은 물고기자리에요ㅋㅋ',
      '앨범 커버랑 ㅋㅋ 발매 기념 공연 포스터, 그리고 가능하면 티셔츠 굿즈까지요',
      '작년 11월에 망원동 작은 클럽에서 단독공연 했었는데 80명 왔었거든요ㅋㅋㅋ 그때 포스터는 친구가 그려줬는데 솔직히 좀 ㅎ.. 이번엔 제대로 하고싶어요',
      '유통사에서 커버를 3월 13일까지 넘기라고 했어요 발매는 4월 3일!',
      '저희는 합정 쪽 합주실 쓰고 있어요 멤버들 다 마포구 살구요',
      '아 그리고 결정은 리더인 드러머 오빠가 최종으로 해요 ㅋㅋ 소통은 카톡 단톡방이 편해요',
      '참고로 저희 다 혁오 앨범커버 엄청 좋아해요!!',
    ],
    whenAsked: {
      project_background: '물고기자리 첫 EP 발매요',
      other_design_requirements: '앨범 커버, 공연 포스터, 티셔츠 굿즈요',
      problem_need: '스트리밍에서 썸네일로 봤을 때 눈에 딱 띄는거요! 그리고 저희 밴드 이미지를 처음으로 제대로 잡는거',
      target_audience: '인디 음악 좋아하는 20대요 ㅎㅎ 페스티벌 다니는 사람들',
      preferred_style: '몽환적이고 약간 레트로? 필름사진 느낌 좋아요',
      colors_and_elements: '파란색 계열 좋아요 물고기 들어가면 좋겠는데 너무 대놓고는 말구요ㅋㅋ 형광색은 싫어요',
      address: '합정이요 마포구',
      expected_deadline: '3월 13일까지요',
      key_considerations: '커버랑 포스터랑 굿즈까지 하나의 톤으로 통일됐으면 해요. 그리고 저희가 돈이 많지 않아서ㅠ 수정 횟수 미리 정해두면 좋겠어요',
      collaboration_notes: '드러머 오빠가 최종 결정하고 카톡으로 소통해요',
    },
    otherwise: '음 그건 상관없어요 ㅋㅋ',
    expected: {
      project_background: { said: 1, text: ['첫 EP'] },
      other_design_requirements: { said: 2, text: ['앨범 커버', '공연 포스터', '티셔츠'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'by' } },
      address: { said: 5, text: ['합정'] },
      collaboration_notes: { said: 6, text: ['드러머', '카톡'] },
      other_preferences: { said: 7, text: ['혁오'] },
      problem_need: { said: 'asked', text: ['썸네일', '밴드 이미지'] },
      target_audience: { said: 'asked', text: ['인디 음악', '페스티벌'] },
      preferred_style: { said: 'asked', text: ['몽환적', '필름사진'] },
      colors_and_elements: { said: 'asked', text: ['파란색', '물고기', '형광색'] },
      key_considerations: { said: 'asked', text: ['하나의 톤', '수정 횟수'] },
    },
  },
];
