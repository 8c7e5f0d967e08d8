import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fifty-first batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Word of mouth: an ordinary week's visitors, several
 * sent by someone (a friend whose home or shop the studio did, a landlord, a supplier, a cousin) or brought by a past
 * project, who tell that other project's size, price, city and dates beside their own; those are not facts of this
 * project. Otherwise as people come: a long first message or one fact a message, answers or a story that goes on, a
 * correction now and then. Written in session 26 and played once before any change for it. Each writer's own notes
 * follow, and each conversation has a comment of what it exercises and which of its numbers, places and dates are not
 * facts.
 */
/*
 * Writer's note (en-US, batch 51: word of mouth)
 * - Linda Kowalski, retired teacher in Evanston IL, very polite; a friend's Lincoln Park condo (1,100 sq ft, 2023, ~$85,000) is the referral, not her house.
 * - Marcus, 29, barber opening in Houston's Third Ward, one fact a message, very casual; landlord's taqueria (1,400 sq ft, ~60k) is not his shop; corrects 850 -> 900 sq ft.
 * - Ingrid Halvorsen, 50s, hardwood furniture maker in Grand Rapids, businesslike, tells most in one long first message; supplier's 20x20 NeoCon booth (~$40,000, Chicago, last June) is not hers.
 * - Tommy Reyes, 34, landscaper starting out in Mesa AZ, emoji and typos; cousin's Tucson food-truck brand (2024, $6,500) is not his; corrects his deadline.
 * - Hanh Nguyen, 41, chili crisp maker in Garden Grove CA, keeps telling her family story; saw the Oolong House tins (Seattle, 2022, 3,000 tins) in the portfolio.
 * - Kyle, 24, son in a family HVAC company in Columbus OH, run-on sentences; neighbor business's site (~12k, 3 months, 2024) is not his budget; corrects go-live date.
 * - Dana Whitaker, 45, ex-nurse running a yoga & surf retreat in Nosara, Costa Rica; landlord's Bend OR taproom signs (14 signs, $9,000, 2022) are not hers.
 */
/*
 * Writer's note (zh-TW, batch 51: word of mouth)
 * 1. residential — 40-ish mother in Hsinchu East District, sent by a coworker whose Zhubei flat the studio did; a few chatty messages, one layout correction.
 * 2. commercial — 32-year-old florist opening her first shop in Yancheng, Kaohsiung, sent by her landlord; one fact a message, keeps telling her story.
 * 3. exhibition — 50-something marketing manager of a Changhua bicycle-parts maker, sent by a supplier; very polite, dense first message, then answers.
 * 4. brand — 26-year-old leatherworker in Wanhua, Taipei, sent by his cousin (a Tainan dessert shop); short casual messages, emoji, typo.
 * 5. packaging — 29-year-old Bunun plum farmer in Xinyi Township, Nantou, who saw a past tea-box project on IG; run-on first message, weight correction.
 * 6. website — 34-year-old wedding photographer living in Melbourne, sent by a friend's Taichung bridal studio; terse, budget in AUD.
 * 7. other — 72-year-old retired teacher in Chiayi City, sent by a neighbour whose memoir the studio designed; very polite, long, tells his story.
 */
/*
 * Writer's note (ko-KR, batch 51: word of mouth)
 * - residential: 38세 간호사(3교대), 일산 후곡마을 25년 된 32평 아파트 전체 리모델링. 분당 대학 동기네(24평, 4천, 10월 완공) 소개. 입주일 정정.
 * - commercial: 29세 예비 사장, 부산 전포동 18평 내추럴 와인바. 와인 수입사 대표 추천, 성수 '비노로쏘'(15평, 7천, 작년 9월) 이야기. 한 메시지에 한 가지씩, 반말 섞인 캐주얼.
 * - exhibition: 45세 펫간식 회사 마케팅팀장(김포), 킨텍스 펫 박람회 18㎡ 부스. 포장재 납품업체 소개, 그 업체의 코엑스 부스(36㎡, 2,500만 원, 작년 2월). 격식체, 긴 첫 메시지, 수도/전기 한 메시지 안 자기정정.
 * - brand: 34세 노스밴쿠버 거주 필라테스 강사, '숨결 필라테스' 브랜드 전체. 대구 사촌동생 카페 '소복' 로고(2024년, 300) 소개. 오타·구어체, 시차.
 * - packaging: 62세 청송 사과농부, 사과즙 110ml×30포 선물 박스. 영주 김사장 사과 박스(5kg, 2만 개, 작년 추석) 소개. 어르신 존댓말, 맞춤법 실수.
 * - website: 31세 제주 스냅 사진작가, 예약 되는 홈페이지. 애월 펜션 언니네 사이트(작년 6월, 450) 소개. 이모지, 예산 300→400 정정.
 * - other: 52세 송도 태권도장 관장, 10주년 도복 자수 + 승합차 랩핑 디자인. 건물주 사모님 1층 카페(30평, 1억) 소개. 마감 2월 중순→2월 초 정정.
 */
export const fiftyFirstHeldOutConversations: CorpusConversation[] = [
  // Visitor: Linda Kowalski, retired schoolteacher (60s) in Evanston, IL, writing for herself and husband Ray. Very polite, full sentences,
  // tells the house in order over four messages and then answers what she is asked.
  // Exercises: a referral with another home's size/price/place/date in the first message; age given as a build year plus "going on 68";
  // budget reply that mentions the friend's price again; move-in tied to Thanksgiving with the date spelled out.
  // NOT facts of this project: Judy's condo in Lincoln Park on Fullerton, 1,100 square feet, 2023, about $85,000; Judy's white-and-gray style;
  // three grown children; the daughter's home in Skokie (where they stay during works); "about 800" records is a collection detail only.
  {
    id: 'heldout51-residential-en-evanston-friend-condo',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Good afternoon. My name is Linda Kowalski. Our dear friend Judy Brennan gave us your name. You redid her condo in Lincoln Park back in 2023, the 1,100 square foot one on Fullerton, and I believe she said it came to around $85,000. We have admired it ever since! My husband Ray and I would now like to renovate our own house in Evanston.",
      "It is a detached brick house, built in 1958, so it's going on 68 years old. About 2,000 square feet, with three bedrooms, two bathrooms, a living room and a small den. We raised our three children there. Now it's just the two of us and our cat, Biscuit, although the grandchildren are over most Sundays.",
      "What we would most like to change: the kitchen is closed off from everything else, and the laundry is down in the basement, and those stairs are getting hard on Ray's knees. We intend to stay in this house a good long while, so we are thinking about growing older in it.",
      "Oh, and I should say, Judy's place is very modern, all white and gray. Lovely for her, but we would like something warmer. Ray says Craftsman. I say cozy. Perhaps both!",
    ],
    whenAsked: {
      project_background: "We'd like to renovate the whole house, not just a room or two. We've lived there 35 years and it has never really been updated.",
      property_category: "A detached house, single family.",
      layout: "Three bedrooms, two bathrooms, a living room and a small den.",
      age: "It was built in 1958, so going on 68 years old.",
      problem_need: "The closed-off kitchen, and the laundry being in the basement. Ray's knees don't love those stairs.",
      target_audience: "Just Ray and me, and our cat Biscuit. The grandchildren visit most Sundays.",
      lifestyle: "I bake a great deal, Ray putters in his woodshop in the garage, and we have the family over for Sunday dinner. Otherwise quiet evenings with the radio.",
      preferred_style: "Warm and cozy. Ray would say Craftsman.",
      colors_and_elements: "Greens and warm wood tones, please. No gray. We've seen quite enough gray at Judy's, ha.",
      address: "Evanston, near the lake, just off Sheridan Road.",
      space_size: "About 2,000 square feet.",
      budget: "We have set aside about $120,000. Judy's was $85,000, but ours is a whole house, so we expect it to be more.",
      move_in_date: "We'll stay with our daughter in Skokie while the work is done, and we'd like to be back home by Thanksgiving, that's November 26th this year.",
      key_considerations: "That it is safe as we get older: no steps, good lighting, and doorways wide enough for a walker one day. And please do mind the budget.",
      important_collections: "Ray's jazz records, about 800 of them, and my mother's upright piano.",
      other_design_requirements: "Yes, Ray would love built-in shelving for the records, and help with lighting would be wonderful.",
    },
    otherwise: "Oh, we don't have strong feelings about that. We trust your judgment.",
    expected: {
      project_background: { said: 0, text: ['renovate our own house'] },
      address: { said: 0, text: ['Evanston'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 68, unit: 'years' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 2000, unit: 'ft2' } },
      layout: { said: 1, text: ['three bedrooms', 'two bathrooms', 'living room', 'small den'] },
      target_audience: { said: 1, text: ['two of us', 'cat', 'grandchildren'] },
      problem_need: { said: 2, text: ['kitchen is closed off', 'laundry is down in the basement', "hard on Ray's knees"] },
      preferred_style: { said: 3, text: ['warmer', 'Craftsman', 'cozy'] },
      lifestyle: { said: 'asked', text: ['bake', 'woodshop', 'Sunday dinner', 'quiet evenings'] },
      colors_and_elements: { said: 'asked', text: ['greens', 'warm wood tones', 'no gray'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 120000, currency: 'USD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-11-26', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['no steps', 'good lighting', 'wide enough for a walker'] },
    },
  },

  // Visitor: Marcus, 29, barber who has been cutting out of his apartment and is opening his first shop in Houston's Third Ward.
  // Very casual, no capitals, one fact a message whatever he is asked; corrects the size from the lease.
  // Exercises: landlord referral whose other tenant's size/price sits in message 0; a size correction (850 -> 900 sq ft); short money ("35k").
  // NOT facts of this project: the taqueria La Güera on Almeda, its 1400 sq ft and ~60k, "last spring"; 850 sq ft (corrected);
  // his uncle's old barbershop; "18 to 45" is an audience range, not a size.
  {
    id: 'heldout51-commercial-en-houston-barber-landlord',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "yo whats up, my landlord mr okafor sent me. yall did the taqueria in his other building on almeda, la güera? that spot is fire 🔥 he said it was like 1400 sq ft and ran him around 60k last spring",
      "so im opening a barbershop, 4 chairs, in the strip he owns on scott st in third ward",
      "space is like 850 sq ft",
      "my bad its 900, just checked the lease",
      "budget around 35k for design + buildout",
      "tryna open june 1st",
    ],
    whenAsked: {
      project_background: "barbershop, 4 chairs, first shop of my own. been cutting out my apartment for 3 years",
      problem_need: "need a real shop where people wanna hang out, not just get in and get out",
      brand_value: "community. like the old school shop my uncle had where everybody knows your name. should feel like walking into somebody's living room",
      target_audience: "guys 18 to 45 from the neighborhood, TSU students, dads bringing their sons in",
      competitive_advantage: "fades and freestyle designs are my thing, and free kids cuts on saturdays for honor roll kids. nobody else around here doing that",
      preferred_style: "clean but warm, some vintage touches. not that all black industrial look every shop got now",
      colors_and_elements: "maroon and gold maybe (TSU colors lol), lots of wood",
      unique_design: "a wall of old third ward photos, and a lil corner for the kids with books",
      address: "scott st, third ward",
      space_size: "900 sq ft, thats what the lease says",
      budget: "35k, that's for everything",
      opening_date: "june 1st",
      key_considerations: "stay in budget fr. and the chairs need good spacing and the sinks need plumbing",
      other_design_requirements: "yea the sign out front and the logo on the window",
    },
    otherwise: "idk, whatever yall think works",
    expected: {
      project_background: { said: 1, text: ['barbershop', '4 chairs'] },
      address: { said: 1, text: ['scott st', 'third ward'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 900, unit: 'ft2' } },
      budget: { said: 4, value: { kind: 'money', amount: 35000, currency: 'USD' } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-06-01', precision: 'day', relation: 'on' } },
      problem_need: { said: 'asked', text: ['real shop', 'wanna hang out'] },
      brand_value: { said: 'asked', text: ['community', 'everybody knows your name', 'living room'] },
      target_audience: { said: 'asked', text: ['guys 18 to 45', 'TSU students', 'dads bringing their sons'] },
      competitive_advantage: { said: 'asked', text: ['fades and freestyle designs', 'free kids cuts on saturdays'] },
      preferred_style: { said: 'asked', text: ['clean but warm', 'vintage touches', 'not that all black industrial'] },
      colors_and_elements: { said: 'asked', text: ['maroon and gold', 'wood'] },
      unique_design: { said: 'asked', text: ['old third ward photos', 'corner for the kids'] },
      key_considerations: { said: 'asked', text: ['stay in budget', 'chairs need good spacing', 'plumbing'] },
    },
  },

  // Visitor: Ingrid Halvorsen, 50s, runs a two-person hardwood furniture workshop in Grand Rapids, MI, with her brother.
  // Businesslike and exact; tells most of it in one long first message, then the dates and utilities, then answers.
  // Exercises: supplier referral with another booth's size/price/show/city/date beside her own; booth size given as "10x20 ft";
  // three show dates (opening, move-in, move-out) across two messages.
  // NOT facts of this project: Brightline Hardware's 20x20 booth at NeoCon in Chicago last June, about $40,000; Grand Rapids is where she
  // is based, not the venue; the 16-foot box truck and "set for eight" are details of considerations/design, not sizes; High Point is a future plan.
  {
    id: 'heldout51-exhibition-en-icff-supplier-booth',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello, Ingrid Halvorsen here. I run Halvorsen Woodworks in Grand Rapids with my brother; we build solid hardwood dining tables and chairs. Our hardware supplier, Brightline, recommended you. You designed their 20x20 booth at NeoCon in Chicago last June, which I walked past and remember well, and they told me it ran about $40,000. We are nowhere near that scale. We've been accepted to ICFF at the Javits Center in New York this May, our first big show, with a 10x20 ft booth. Our budget is $18,000 for design and build together. The show opens May 17.",
      "Move-in and setup is May 15 and 16, and we must be out by 6 pm on May 19.",
      "We'll need electricity for lighting. No water.",
    ],
    whenAsked: {
      project_background: "ICFF in New York, our first big show. We'll be showing our solid hardwood dining tables and chairs.",
      brand_value: "Heirloom furniture, built slowly. Visitors should feel they've stepped into a quiet workshop and want to run a hand along the table.",
      target_audience: "Interior designers and architects who specify for homes and hotels, and a handful of independent furniture retailers.",
      preferred_style: "Scandinavian restraint. Natural, calm, nothing flashy.",
      unique_design: "A long dining table set for eight as the centerpiece, with a slab of the raw log beside it to show where it started.",
      address: "The Javits Center in New York.",
      space_size: "10x20 ft.",
      water_electricity_supply: "Electricity only, for the lights.",
      budget: "$18,000, design and build together.",
      opening_date: "May 17.",
      entry_date: "Move-in starts May 15.",
      exit_date: "We have to be out by 6 pm on May 19.",
      key_considerations: "My brother and I will set it up ourselves, so two people must be able to assemble it, and it all has to fit in a 16-foot box truck.",
      expected_deadline: "We'd need the design final by March 31 so we have time to build.",
      other_design_requirements: "A simple price sheet and a postcard to hand out.",
      plans_after_project: "If it goes well, we'd like to reuse the booth at High Point Market in the fall.",
    },
    otherwise: "No particular preference. We'll follow your lead.",
    expected: {
      project_background: { said: 0, text: ['hardwood dining tables', 'ICFF', 'first big show'] },
      address: { said: 0, text: ['Javits Center'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      budget: { said: 0, value: { kind: 'money', amount: 18000, currency: 'USD' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-05-17', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-05-15', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-05-19', precision: 'day', relation: 'by' } },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['heirloom furniture', 'quiet workshop'] },
      target_audience: { said: 'asked', text: ['interior designers and architects', 'independent furniture retailers'] },
      preferred_style: { said: 'asked', text: ['Scandinavian restraint', 'nothing flashy'] },
      unique_design: { said: 'asked', text: ['long dining table set for eight', 'raw log'] },
      key_considerations: { said: 'asked', text: ['two people must be able to assemble', '16-foot box truck'] },
    },
  },

  // Visitor: Tommy Reyes, 34, landscaper going out on his own in Mesa, AZ after 12 years working for others. Casual, emoji, typos.
  // Exercises: cousin referral with the cousin's brand (city, year, price) in message 0; name story given unprompted; a deadline
  // correction (end of March -> Feb 27) driven by a truck delivery date that is itself not the deadline.
  // NOT facts of this project: Ana's food truck Chamoy Queen in Tucson, 2024, $6,500; 12 yrs; "end of march" (corrected);
  // March 2 (truck ready date); Nogales is in the name story, not where the business is.
  {
    id: 'heldout51-brand-en-mesa-landscaper-cousin',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hey! my cousin Ana said to hit u up, you did the branding for her food truck Chamoy Queen down in Tucson in 2024, she paid like $6,500 and it still looks amazing 🙌",
      "so im starting my own landscaping business here in Mesa after 12 yrs working for other companies. desert landscaping, xeriscape, pavers, irrigation. need a logo and a full brand, plus truck door decals",
      "name is Ocotillo Yard Co. my grandma had an ocotillo fence at her place in Nogales, it looks dead all year and then after the monsoon it goes bright green with red flowers. thats what a good yard does 🌵",
      "i need it all by end of march, thats when the truck gets delivered",
      "ahh wait no, dealer just texted, truck is ready march 2 😬 so can we do feb 27 for the final files? 🙏",
    ],
    whenAsked: {
      project_background: "new landscaping business, need logo and full brand from scratch",
      problem_need: "i wanna look legit. rn people think im just a guy with a truck, i want to land HOA contracts and nicer homes",
      brand_name_story: "my grandmas ocotillo fence, looks dead then goes bright green with red flowers after the rain",
      products_or_services: "desert landscaping, xeriscape, pavers, irrigation",
      registration_status: "nope nothing registered yet",
      need_registration_assistance: "ya if its not crazy expensive",
      brand_website: "no website yet, just a facebook page",
      target_audience: "homeowners in Mesa, Gilbert, Chandler who wanna ditch the grass and save water, and HOAs",
      preferred_style: "earthy, kinda rugged but clean, like national park signs",
      colors_and_elements: "terracotta, sage green, sand. no neon green lawn vibes pls",
      expected_deadline: "feb 27, truck is ready march 2",
      key_considerations: "has to work tiny on a hat and huge on a truck door, and in one color for the work shirts",
      other_design_requirements: "truck door decals, business cards, and the shirts and hats",
      collaboration_notes: "text me, im on job sites all day, i can look at stuff at night",
    },
    otherwise: "eh whatever u think is best honestly",
    expected: {
      project_background: { said: 1, text: ['starting my own landscaping business', 'full brand'] },
      address: { said: 1, text: ['Mesa'] },
      products_or_services: { said: 1, value: { kind: 'list', items: ['desert landscaping', 'xeriscape', 'pavers', 'irrigation'] } },
      other_design_requirements: { said: 1, text: ['truck door decals'] },
      brand_name_story: { said: 2, text: ['ocotillo fence', 'bright green with red flowers'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-02-27', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['look legit', 'HOA contracts'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['facebook'] },
      target_audience: { said: 'asked', text: ['homeowners in Mesa, Gilbert, Chandler', 'ditch the grass', 'HOAs'] },
      preferred_style: { said: 'asked', text: ['earthy', 'rugged but clean', 'national park signs'] },
      colors_and_elements: { said: 'asked', text: ['terracotta', 'sage green', 'sand', 'no neon green'] },
      key_considerations: { said: 'asked', text: ['tiny on a hat', 'huge on a truck door', 'one color'] },
    },
  },

  // Visitor: Hanh Nguyen, 41, makes her mother's chili crisp in Garden Grove, CA. Warm, chatty, apologizes for rambling; keeps telling
  // her family story in her messages whatever the genie asks, then answers.
  // Exercises: "saw a past project" referral with that project's city/year/quantity; several packaging forms in one sentence; spec and
  // deadline slipped in together at the end of a ramble; a trap where the other brand's shop (where it is sold) is not her sales channel.
  // NOT facts of this project: Oolong House, Seattle, 2022, the cranes, 3,000 tins, her friend's shop; her mom's age 72, Đà Nẵng, 1981;
  // "two years" of selling; the two grocery stores is a count, not a size.
  {
    id: 'heldout51-packaging-en-garden-grove-chili-crisp',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi there! I found you through your portfolio, the tins you did for Oolong House in Seattle, the 2022 ones with the cranes? My friend sells them in her shop and she said they ordered 3,000 tins for the first run. I fell in love with them 😍",
      "So I make chili crisp. It's my mom's recipe, lemongrass, fried shallots, a little dried shrimp. I'm in Garden Grove and I've been selling it for two years in plain mason jars with a printed sticker lol",
      "People always ask if it's a gift, so I want a real jar with a proper label, plus a 3-jar gift set for the holidays 🎁",
      "My mom is 72 and she still fries every batch of shallots herself, by hand. She came over from Đà Nẵng in 1981 and that's the taste, that's what I want people to feel when they open it.",
      "Sorry, I'm rambling! The jars are 7 oz, and I'd love to be ready for summer market season, so by April 30?",
    ],
    whenAsked: {
      project_background: "It's just me and my mom, small batch chili crisp, and I want packaging that looks like a real brand instead of mason jars.",
      product_description: "Chili crisp with lemongrass, fried shallots and dried shrimp. You spoon it on rice, noodles, eggs, honestly everything.",
      specification: "7 oz glass jars, and the gift set is three jars in one box.",
      packaging_form: "A jar with a label, and a gift set of three.",
      unique_selling_point: "My mom still fries every batch of shallots by hand, and the lemongrass. Nobody else on the shelf tastes like that.",
      target_audience: "Foodies 25 to 45, lots of second-gen Asian American folks who miss their mom's cooking, and people shopping for gifts.",
      sales_channels: "Farmers markets, my Etsy shop, and I'm talking to two Asian grocery stores in Little Saigon.",
      preferred_style: "Warm and a little vintage, like the Oolong House tins but more playful.",
      colors_and_elements: "Red and a mustard yellow. Maybe a drawing of my mom's hands. Nothing that looks like generic 'Asian' stuff, no bamboo font please!!",
      preferred_materials: "Glass jars with a metal lid, and kraft paper for the gift box.",
      expected_deadline: "By April 30, before the summer markets.",
      key_considerations: "The label has to survive oil, chili crisp gets everywhere 😂 and it needs the right FDA labeling so stores will take it.",
    },
    otherwise: "Hmm, I trust you on that one!",
    expected: {
      other_preferences: { said: 0, text: ['Oolong House'] },
      product_description: { said: 1, text: ['chili crisp', 'lemongrass', 'fried shallots', 'dried shrimp'] },
      project_background: { said: 1, text: ['plain mason jars'] },
      address: { said: 1, text: ['Garden Grove'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      unique_selling_point: { said: 3, text: ['fries every batch of shallots herself'] },
      specification: { said: 4, text: ['7 oz'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['foodies 25 to 45', 'second-gen Asian American', 'gifts'] },
      sales_channels: { said: 'asked', value: { kind: 'list', items: ['farmers markets', 'Etsy', 'Asian grocery stores'] } },
      preferred_style: { said: 'asked', text: ['warm', 'vintage', 'more playful'] },
      colors_and_elements: { said: 'asked', text: ['red', 'mustard yellow', "mom's hands", 'no bamboo font'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['glass', 'metal lid', 'kraft paper'] } },
      key_considerations: { said: 'asked', text: ['survive oil', 'FDA labeling'] },
    },
  },

  // Visitor: Kyle, 24, the owner's son at a family HVAC company in Columbus, OH, handling the website because "he's good with computers".
  // Run-on sentences, lowercase, "lol"; answers what he is asked once his messages run out.
  // Exercises: a neighbor business's site (price, duration, year) in message 0 right before his own budget; the current URL in passing;
  // a go-live correction (March 1 -> April 30) from his dad; an admired reference site that is the referrer's.
  // NOT facts of this project: Rossi Plumbing's site, ~12k, 3 months, 2024; founded 1991 and "like 2009" for the old site; March 1 (corrected);
  // 2am; 6 techs is background, not a size.
  {
    id: 'heldout51-website-en-columbus-hvac-neighbor',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hi so my dads company needs a new website and Rossi Plumbing next door to our shop said you guys did theirs, which looks awesome, they said it was like 12k and took 3 months back in 2024 so thats kinda what i was picturing but were smaller lol",
      "were Buckeye Comfort Heating & Air in columbus, family owned since 1991, my dad + 6 techs. current site is buckeyecomforthvac.com and its honestly from like 2009 and doesnt work on phones at all",
      "main thing is we want ppl to be able to book a service call online instead of calling and getting voicemail",
      "budget is 7500, dad wont go higher lol",
      "and we need it up by march 1",
      "actually scratch that, dad says april 30 is fine as long as its live before AC season hits",
    ],
    whenAsked: {
      project_background: "family owned heating and AC company, my dad + 6 techs, old site is outdated",
      url: "buckeyecomforthvac.com",
      category: "mostly a booking site but it should also explain what we do",
      problem_need: "the site doesnt work on phones and people cant book, so they call someone else",
      main_pages: "home, services, book a service call, about us / meet the techs, reviews, contact",
      languages: "english and spanish, a lot of our customers on the west side speak spanish",
      target_audience: "homeowners around central ohio, a lot of older folks, and people whose furnace just died at 2am and are panicking lol",
      competitors: "Service Experts is the big one here, and honestly we like how Rossi Plumbing's site looks",
      preferred_style: "clean and trustworthy, not cheesy, no cartoon snowman mascot pls",
      budget: "7500 max",
      expected_deadline: "april 30, before AC season",
      key_considerations: "super easy on a phone for older people, big buttons, phone number always at the top",
      colors_and_elements: "red and gray like our trucks",
      other_design_requirements: "we need new photos of the guys and the trucks, can you do that too?",
    },
    otherwise: "not sure tbh, whatever you think makes sense",
    expected: {
      project_background: { said: 1, text: ['Buckeye Comfort Heating & Air', 'family owned'] },
      address: { said: 1, text: ['columbus'] },
      url: { said: 1, text: ['buckeyecomforthvac.com'] },
      problem_need: { said: 1, text: ['doesnt work on phones'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 3, value: { kind: 'money', amount: 7500, currency: 'USD' } },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['home', 'services', 'book a service call', 'about us', 'reviews', 'contact'] } },
      languages: { said: 'asked', value: { kind: 'list', items: ['english', 'spanish'] } },
      target_audience: { said: 'asked', text: ['homeowners', 'older folks', 'furnace just died'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['Service Experts', 'Rossi Plumbing'] } },
      preferred_style: { said: 'asked', text: ['clean and trustworthy', 'not cheesy', 'no cartoon snowman'] },
      key_considerations: { said: 'asked', text: ['easy on a phone', 'big buttons', 'phone number always at the top'] },
    },
  },

  // Visitor: Dana Whitaker, 45, former ICU nurse from Denver who now runs a small yoga and surf retreat in Nosara, Costa Rica.
  // Friendly, a bit breezy, emoji; three messages then answers. Lives abroad but thinks in US terms (USD, Denver).
  // Exercises: landlord referral with his brewery's city, year, sign count and price; an "other" project (map + signs + booklet) where
  // collaboration_notes is core; a deadline tied to a season.
  // NOT facts of this project: Greg's brewery taproom in Bend, Oregon, 2022, 14 signs, about $9,000;
  // "40 times a week"; November is when retreats start, not the deadline; Sofía is her business partner, not an audience.
  {
    id: 'heldout51-other-en-nosara-retreat-landlord',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hola from Costa Rica! 🌊 My landlord Greg suggested you. You did the signs for his brewery taproom in Bend, Oregon back in 2022, 14 signs for about $9,000 he said, and he still brags about them.",
      "I run a small yoga and surf retreat, Casa Marea, in Nosara. 6 casitas, a yoga deck and an outdoor kitchen, all spread over a jungle hillside. Guests get lost at night constantly lol",
      "What I'm picturing: an illustrated map of the property, wayfinding signs, and a little welcome booklet for the rooms.",
    ],
    whenAsked: {
      project_background: "A small yoga and surf retreat in Nosara, Casa Marea. Guests keep getting lost, and I want the place to feel more put together.",
      other_design_requirements: "An illustrated map, wayfinding signs around the property, and a welcome booklet for each casita.",
      problem_need: "Guests get lost at night between the casitas and the yoga deck, and I answer the same questions about 40 times a week.",
      target_audience: "Mostly women 30 to 55 from the US and Canada, burned-out professionals who want a week to reset.",
      preferred_style: "Tropical but not kitschy. Hand-drawn, like an old field guide.",
      colors_and_elements: "Ocean teal, sand, a sunset coral. No palm tree clipart please 🙏",
      address: "Nosara, Guanacaste, Costa Rica.",
      expected_deadline: "By October 1, before the November retreats start.",
      key_considerations: "The signs have to survive salt air and rainy season, and everything should be bilingual, English and Spanish.",
      collaboration_notes: "Video calls are easiest, and a weekly email update would be great. I make the final call, but my partner Sofía checks all the Spanish.",
      number_of_visits: "Honestly one site visit would be amazing, if you're up for a trip, ha.",
    },
    otherwise: "Hmm, no strong feelings there, up to you!",
    expected: {
      project_background: { said: 1, text: ['yoga and surf retreat', '6 casitas'] },
      address: { said: 1, text: ['Nosara'] },
      problem_need: { said: 1, text: ['get lost at night'] },
      other_design_requirements: { said: 2, text: ['illustrated map', 'wayfinding signs', 'welcome booklet'] },
      target_audience: { said: 'asked', text: ['women 30 to 55', 'US and Canada', 'burned-out professionals'] },
      preferred_style: { said: 'asked', text: ['tropical but not kitschy', 'hand-drawn', 'field guide'] },
      colors_and_elements: { said: 'asked', text: ['ocean teal', 'sand', 'sunset coral', 'no palm tree clipart'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-10-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['salt air', 'rainy season', 'bilingual'] },
      collaboration_notes: { said: 'asked', text: ['video calls', 'weekly email update', 'I make the final call'] },
    },
  },

  /*
   * Visitor: Ms. Chen, early 40s, mother of two in Hsinchu East District; her coworker Ms. Lin had her Zhubei
   * flat done by the studio. Chatty, a few facts per message, emoji, corrects the bathroom count.
   * Exercises: another home's size/price/date/city beside her own; a correction (一衛 → 兩衛); a listen
   * field (drive time) given beside the friend's drive time.
   * NOT facts of this project: 竹北, 2024年底, 30坪, 180萬 (the coworker's flat), 開車10分鐘 (coworker's drive),
   * 9月 (the child's school start, not the move-in), 四樓 is only colour, 三房兩廳一衛 (corrected).
   */
  {
    id: 'heldout51-residential-zh-hsinchu-coworker-referral',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是同事林小姐介紹來的～她在竹北的房子就是你們做的，2024年底完工，30坪花了大概180萬，我去她家看過真的很喜歡！我們家是新竹東區的老公寓，四樓，屋齡大概35年了，想整個翻新，大概28坪',
      '格局是三房兩廳一衛，家裡有我跟老公、兩個小孩（國小三年級跟幼稚園大班），還有一隻柴犬🐕',
      '啊抱歉剛剛講錯，是三房兩廳兩衛，主臥裡面還有一間很小的浴室😅',
      '最困擾的是收納完全不夠，玄關鞋子堆滿地，廚房又小又暗，兩個人在裡面就轉不過身',
      '預算的話林小姐那邊是180萬，我們大概想抓200萬以內，希望8月前可以搬進去，因為老大9月要轉學過來。另外林小姐說你們工作室離她家開車10分鐘，我們這邊過去大概25分鐘吧',
    ],
    whenAsked: {
      project_background: '就是老公寓整個翻新，水電管線也都很舊了想一起換',
      property_category: '公寓，四樓沒有電梯',
      layout: '三房兩廳兩衛',
      age: '大概35年，民國80年左右蓋的',
      problem_need: '收納不夠跟廚房太小太暗，這兩個最想改',
      target_audience: '我跟老公、兩個小孩，還有一隻柴犬',
      lifestyle: '平日晚上我會煮飯，週末小孩在客廳寫功課畫畫，老公偶爾在家工作需要一個小角落',
      preferred_style: '很喜歡林小姐家那種溫暖的木頭感，簡單乾淨，不要太多裝飾',
      colors_and_elements: '喜歡淺木色跟米白，不要全白太冷，也不要深色磁磚',
      address: '新竹東區，靠近關新路那邊',
      space_size: '權狀28坪',
      budget: '200萬以內，家具的話可能要再商量',
      move_in_date: '8月前，最晚8月底一定要搬進去',
      key_considerations: '小孩跟狗狗的安全，地板要防滑耐刮，還有收納一定要夠',
      important_collections: '老公有很多樂高，想要一面展示櫃',
    },
    otherwise: '這個我還沒想那麼多耶，你們有建議可以跟我說～',
    expected: {
      project_background: { said: 0, text: ['老公寓', '整個翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['新竹東區'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 35, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      layout: { said: 2, text: ['三房兩廳兩衛'] },
      target_audience: { said: 1, text: ['老公', '兩個小孩', '柴犬'] },
      problem_need: { said: 3, text: ['收納完全不夠', '廚房又小又暗'] },
      budget: { said: 4, value: { kind: 'money', amount: 2_000_000, currency: 'TWD' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      distance: { said: 4, value: { kind: 'number_with_unit', amount: 25, unit: 'min' } },
      lifestyle: { said: 'asked', text: ['煮飯', '在家工作'] },
      preferred_style: { said: 'asked', text: ['溫暖的木頭感', '簡單乾淨'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '米白', '不要全白'] },
      key_considerations: { said: 'asked', text: ['安全', '防滑耐刮', '收納'] },
    },
  },

  /*
   * Visitor: Ms. Hsu, 32, florist who has sold online for five years and is opening her first shop in an
   * old house on Dayong Road, Yancheng District, Kaohsiung. Sent by her landlord Mr. Tsai. One fact a
   * message; the first message is only about the landlord's restaurant.
   * Exercises: a first message with no fact of this project at all; the landlord's size and price beside hers.
   * NOT facts of this project: 前年, 40坪, 300多萬/300萬 (the landlord's bistro by Pier-2), 五年 (how long she
   * has sold online), 4米多 (ceiling height, not area), 5月 (her busy month), 母親節 itself.
   */
  {
    id: 'heldout51-commercial-zh-kaohsiung-florist-landlord',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我是房東蔡先生介紹的！他說他前年在駁二旁邊那棟的餐酒館就是找你們設計的，40坪、好像花了300多萬，做得超有味道',
      '我自己是開花店的啦，做了五年都在網路接單，今年終於要開第一間實體店🌷 店面就在鹽埕區大勇路上，老房子一樓',
      '空間不大，大概18坪，但是挑高很高有4米多',
      '我豪想要客人一進來就像走進一個小花園，不是那種冷冰冰只有冷藏櫃的花店',
      '預算的話...房東那間是300萬我們當然沒辦法😂 我抓120萬左右，含冷藏櫃',
      '想在母親節前開幕！所以最晚4月中要開，5月是我們最忙的時候',
    ],
    whenAsked: {
      project_background: '我是做花藝的，之前都是網路接單跟婚禮佈置，這次要開第一間實體花店',
      problem_need: '希望有一個可以讓客人現場挑花、也能上花藝課的地方，現在都擠在家裡做',
      brand_value: '自然、不做作，希望客人進來像走進一個小花園，心情會放鬆',
      target_audience: '25到45歲的上班族女生居多，也有很多來訂婚禮花的新人',
      competitive_advantage: '我們會自己進一些比較少見的進口花材，花束配色也比較有個人風格',
      preferred_style: '有點歐洲鄉村的感覺但不要太甜，想保留老房子原本的磨石子地和木窗',
      colors_and_elements: '喜歡鼠尾草綠跟奶油色，不要粉紅色系，太像婚紗店',
      unique_design: '想要一面可以掛乾燥花的天花板，客人一抬頭就看得到',
      address: '高雄鹽埕區大勇路，靠近駁二',
      space_size: '18坪左右',
      budget: '120萬左右',
      opening_date: '4月中以前，要趕母親節',
      key_considerations: '花需要冷藏跟排水，工作檯要夠大，還有老房子漏水的問題要注意',
      other_design_requirements: '招牌也想一起做，還有一區當花藝課教室',
    },
    otherwise: '這個都可以啦，你們覺得好就好😊',
    expected: {
      project_background: { said: 1, text: ['開花店', '第一間實體店'] },
      address: { said: 1, text: ['鹽埕區大勇路'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      brand_value: { said: 3, text: ['走進一個小花園'] },
      budget: { said: 4, value: { kind: 'money', amount: 1_200_000, currency: 'TWD' } },
      opening_date: {
        said: 5,
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      problem_need: { said: 'asked', text: ['現場挑花', '花藝課'] },
      target_audience: { said: 'asked', text: ['上班族女生', '婚禮花的新人'] },
      competitive_advantage: { said: 'asked', text: ['少見的進口花材', '個人風格'] },
      preferred_style: { said: 'asked', text: ['歐洲鄉村', '磨石子地', '木窗'] },
      colors_and_elements: { said: 'asked', text: ['鼠尾草綠', '奶油色', '不要粉紅色系'] },
      unique_design: { said: 'asked', text: ['掛乾燥花的天花板'] },
      key_considerations: { said: 'asked', text: ['冷藏跟排水', '工作檯', '漏水'] },
    },
  },

  /*
   * Visitor: Mr. Cheng, 50s, marketing manager of an OEM bicycle-parts maker in Changhua, first time
   * exhibiting under the company's own brand at the Taipei Cycle show. Sent by their carbon-fibre supplier.
   * Very formal register; dense first message, then dates and money, then answers as asked.
   * Exercises: supplier's overseas booth (size, budget, city, year) beside his own; three dates in one message.
   * NOT facts of this project: 去年, 德國Eurobike, 6x6米, 約80萬台幣 (the supplier's booth); 彰化 is where the
   * company is, not the venue; 明年/Eurobike in plans are future plans, not this booth; 六到八人 is seating.
   */
  {
    id: 'heldout51-exhibition-zh-changhua-cycle-parts-supplier',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，敝姓鄭，是彰化一家自行車零件廠的行銷經理。我們的碳纖維原料供應商推薦了貴工作室，他們去年在德國Eurobike的6x6米展位就是貴司設計的，聽說預算約80萬台幣，效果非常好。我們今年第一次自己參加台北國際自行車展，展位在南港展覽館一館，3x6米共18平方公尺，預計展出公路車輪組與碳纖維座管，想請貴司協助規劃展位。',
      '展期是3月25日開幕，主辦單位通知3月23日進場佈置，3月28日撤場。',
      '預算方面，我們這次希望控制在新台幣50萬元以內，含施工。電的部分需要，要放幾台展示用的轉台和螢幕，水就不需要了。',
    ],
    whenAsked: {
      project_background: '我們原本是做自行車零件的代工廠，這次想推自有品牌的碳纖維輪組，所以第一次自己參展。',
      brand_value: '我們重視精密與耐用，希望買家一走進來就感受到專業、值得信賴。',
      target_audience: '主要是歐美和東南亞的品牌採購與代理商，一般民眾倒是其次。',
      preferred_style: '簡潔、有科技感，不希望太花俏，類似精品腕錶那種俐落的感覺。',
      unique_design: '希望有一個可以讓買家實際轉動輪組、感受重量的體驗區。',
      address: '南港展覽館一館，攤位號碼還在等主辦單位通知。',
      space_size: '3x6米，18平方公尺。',
      water_electricity_supply: '只需要電，謝謝。',
      budget: '新台幣50萬元以內。',
      opening_date: '3月25日開幕。',
      entry_date: '3月23日進場。',
      exit_date: '3月28日撤場。',
      key_considerations: '展品單價高，需要有上鎖的展示櫃；另外洽談區希望能坐六到八人。',
      colors_and_elements: '公司識別色是深灰與亮橘，希望能運用在展位上。',
      other_design_requirements: '若方便的話，也想請貴司一併設計產品型錄與展場DM。',
      plans_after_project: '若這次成效良好，明年也考慮參加德國Eurobike，希望展位結構可以部分重複使用。',
    },
    otherwise: '這部分我們沒有特別的想法，還請貴司給予專業建議，謝謝。',
    expected: {
      project_background: { said: 0, text: ['自行車零件', '台北國際自行車展', '輪組'] },
      address: { said: 0, text: ['南港展覽館一館'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      budget: { said: 2, value: { kind: 'money', amount: 500_000, currency: 'TWD' } },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['精密與耐用', '值得信賴'] },
      target_audience: { said: 'asked', text: ['品牌採購', '代理商'] },
      preferred_style: { said: 'asked', text: ['簡潔', '科技感'] },
      unique_design: { said: 'asked', text: ['轉動輪組', '體驗區'] },
      key_considerations: { said: 'asked', text: ['上鎖的展示櫃', '洽談區'] },
    },
  },

  /*
   * Visitor: Yu, 26, one-man leather workshop in Wanhua, Taipei; sent by his cousin whose Tainan dessert
   * shop logo the studio did. Short casual messages, one fact each, emoji, a 的/得 typo.
   * Exercises: cousin's price/duration/city beside his own; trademark in progress and help declined (yes_no false);
   * a listen field (address) dropped in passing; deadline tied to a market date.
   * NOT facts of this project: 台南, 去年, 12萬, 6週 (the cousin's logo job), 三年 (how long he has worked),
   * 上個月 (when he filed the trademark).
   */
  {
    id: 'heldout51-brand-zh-wanhua-leather-cousin',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 我表姊介紹的～她台南那間甜點店的logo就是你們做的，做的超好看，她說去年大概12萬、6週就做完了 我想問品牌設計',
      '我是做手工皮件的，工作室在萬華，一個人做了三年，想做一個正式一點的品牌識別',
      '牌子叫「慢鞣」，因為我只用植鞣革，這種皮會隨著時間慢慢變色，越用越有味道，就像人跟東西的關係要慢慢養',
      '現在賣皮夾、卡夾、鑰匙圈，週末還有開皮革體驗課',
      '商標上個月送件了還在審 應該不用你們幫忙辦吧 我自己弄就好👌',
      '喔對 最重要的 3/15有個市集要擺攤 希望在那之前新logo可以出來🙏🙏',
    ],
    whenAsked: {
      project_background: '手工皮件工作室，想從零開始做一套完整的品牌識別',
      problem_need: '現在的logo是我自己用小畫家亂畫的哈哈，客人常常記不住名字，擺在市集攤位上很不起眼',
      brand_name_story: '慢鞣，植鞣革會慢慢變色，越用越有味道',
      products_or_services: '皮夾、卡夾、鑰匙圈，還有皮革體驗課',
      registration_status: '申請中，上個月送的',
      need_registration_assistance: '不用 我自己來就好',
      brand_website: '沒有官網，只有IG @slowtan.leather',
      target_audience: '25到35歲喜歡手作、會逛選物店的人，也有很多情侶來上課',
      preferred_style: '溫暖、有手作感，但要俐落一點，不要太鄉村',
      colors_and_elements: '喜歡焦糖色跟深咖啡，想加一點縫線的元素，不要亮色',
      expected_deadline: '3/15市集之前',
      key_considerations: '要能燙印在皮革上，所以線條不能太細',
      other_design_requirements: '名片、吊牌，還有市集攤位的布條',
    },
    otherwise: '這個我沒什麼想法欸 交給你們😆',
    expected: {
      project_background: { said: 1, text: ['手工皮件', '品牌識別'] },
      address: { said: 1, text: ['萬華'] },
      brand_name_story: { said: 2, text: ['植鞣革', '慢慢變色'] },
      products_or_services: { said: 3, value: { kind: 'list', items: ['皮夾', '卡夾', '鑰匙圈', '皮革體驗課'] } },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 4, value: { kind: 'yes_no', value: false } },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['記不住名字', '不起眼'] },
      brand_website: { said: 'asked', text: ['@slowtan.leather'] },
      target_audience: { said: 'asked', text: ['喜歡手作', '情侶'] },
      preferred_style: { said: 'asked', text: ['溫暖', '手作感', '俐落'] },
      colors_and_elements: { said: 'asked', text: ['焦糖色', '深咖啡', '縫線', '不要亮色'] },
      key_considerations: { said: 'asked', text: ['燙印在皮革上', '線條不能太細'] },
    },
  },

  /*
   * Visitor: Tama Wang, 29, Bunun, third year running the family plum farm in Xinyi Township, Nantou; saw the
   * studio's Alishan tea gift box on Instagram. Run-on first message without punctuation, a 拿/哪 typo, then
   * corrects the jar weight (350g gross → 300g net).
   * Exercises: a past project's sales figures and price beside his product; a spec correction; multi-choice form.
   * NOT facts of this project: 阿里山, 2025中秋, 3000盒, 1200 (the tea box), 350g (gross weight incl. jar,
   * corrected), 第三年 (how long he has farmed), 5月 (bottling, not the deadline), 280 / 40塊 are price targets.
   */
  {
    id: 'heldout51-packaging-zh-xinyi-plum-instagram',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我在IG上看到你們幫阿里山那個茶園做的茶葉禮盒 說2025中秋賣了3000盒 一盒1200 覺得超厲害 所以想來問問看 我家在南投信義鄉種梅子 我回來接手第三年了 想把我們自己做的脆梅重新包裝 現在都用塑膠袋裝 哪去送人都覺得很不好意思',
      '脆梅是用青梅醃的 酸酸甜甜很脆 可以直接吃 也有人拿來泡氣泡水 一瓶350g',
      '啊更正 350是連玻璃瓶的重量 淨重是300g 禮盒的話一盒放兩瓶',
      '包裝想要玻璃瓶加禮盒 平常自己吃的就單瓶賣',
    ],
    whenAsked: {
      project_background: '家裡在信義鄉種梅子，我接手第三年，想把脆梅的包裝重新做過',
      product_description: '青梅醃的脆梅，酸甜很脆，可以直接吃或泡氣泡水',
      specification: '一瓶淨重300g，禮盒兩瓶一組',
      packaging_form: '玻璃瓶跟禮盒',
      unique_selling_point: '梅子是我們自己種的，不加人工色素跟防腐劑，只用台灣的糖',
      target_audience: '買伴手禮的上班族，還有逢年過節要送長輩的人',
      sales_channels: '網路（蝦皮跟自己的IG）、信義鄉農會的展售中心，還有台中的假日市集',
      preferred_style: '乾淨、有山上的感覺，不要做成那種很俗氣的農產品包裝',
      colors_and_elements: '想放一點布農族的菱形紋，顏色喜歡青梅綠配白，不要大紅大金',
      preferred_materials: '玻璃瓶，外盒想用牛皮紙或再生紙',
      expected_deadline: '4月底前設計好，5月梅子醃好就要裝瓶',
      key_considerations: '成本不能太高，一瓶賣280左右，包裝成本最好壓在40塊以內',
      other_design_requirements: '瓶子上的標籤跟出貨的外箱也要',
    },
    otherwise: '這個都可以 你們決定就好',
    expected: {
      project_background: { said: 0, text: ['信義鄉', '脆梅', '重新包裝'] },
      address: { said: 0, text: ['南投信義鄉'] },
      problem_need: { said: 0, text: ['塑膠袋'] },
      product_description: { said: 1, text: ['青梅', '直接吃'] },
      specification: { said: 2, text: ['300g', '一盒放兩瓶'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['自己種的', '不加人工色素'] },
      target_audience: { said: 'asked', text: ['伴手禮', '送長輩'] },
      sales_channels: { said: 'asked', value: { kind: 'list', items: ['蝦皮', '農會', '市集'] } },
      preferred_style: { said: 'asked', text: ['乾淨', '山上的感覺'] },
      colors_and_elements: { said: 'asked', text: ['菱形紋', '青梅綠', '不要大紅大金'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['玻璃', '牛皮紙', '再生紙'] } },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['成本', '40塊以內'] },
    },
  },

  /*
   * Visitor: Hank Chen, 34, Taiwanese wedding photographer living in Melbourne (AEDT, UTC+11); his friend's
   * Taichung bridal studio had its site made by the studio. Terse, answers exactly what is asked.
   * Exercises: friend's price in TWD beside his budget in AUD (he even compares them); a URL; a listen field
   * (city) from the first message; a deadline tied to the local wedding season.
   * NOT facts of this project: 台中, 2024年, 15萬台幣, 三個月 (the friend's site), 第五年 (his years shooting),
   * 3月 (start of the season, not the deadline).
   */
  {
    id: 'heldout51-website-zh-melbourne-photographer-friend',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 660,
    messages: [
      '你好，我朋友在台中開婚紗工作室，他們2024年的官網是你們做的，聽說15萬台幣、三個月就上線。我人在墨爾本當婚禮攝影師，也想做一個自己的網站',
      '現在只有IG跟一個很陽春的Wix，網址是 hankchenphoto.wixsite.com/home',
      '主要是作品集，但希望客人可以直接在網站上看檔期、預約諮詢',
      '預算大概澳幣6000，我朋友那個15萬台幣換一換好像也差不多？',
    ],
    whenAsked: {
      project_background: '在墨爾本拍婚禮第五年，客人有華人也有當地新人，想要一個比較專業的網站接案',
      url: 'hankchenphoto.wixsite.com/home，很陽春',
      category: '作品集為主',
      problem_need: '現在詢問都從IG私訊來，很亂，希望客人看完作品可以直接填表單預約諮詢',
      main_pages: '首頁、作品集、方案價格、關於我、預約表單',
      languages: '中文跟英文',
      target_audience: '25到35歲準備結婚的新人，一半是在澳洲的華人，一半是當地人',
      competitors: '很喜歡 Jonas Peterson 的網站，還有台灣幾間婚攝工作室的風格',
      preferred_style: '大圖、留白多、簡單，讓照片自己說話',
      budget: '澳幣6000左右',
      expected_deadline: '最晚2月底，3月開始這邊婚禮就很多了',
      key_considerations: '照片很多很大，手機上載入一定要快',
      collaboration_notes: '有時差，用email或LINE聯絡比較方便，一兩週更新一次就好',
    },
    otherwise: '沒特別想法，照你們建議',
    expected: {
      project_background: { said: 0, text: ['墨爾本', '婚禮攝影師'] },
      address: { said: 0, text: ['墨爾本'] },
      url: { said: 1, text: ['hankchenphoto.wixsite.com/home'] },
      category: { said: 2, value: { kind: 'choice', selected: ['portfolio'] } },
      budget: { said: 3, value: { kind: 'money', amount: 6000, currency: 'AUD' } },
      problem_need: { said: 'asked', text: ['IG私訊', '預約諮詢'] },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['首頁', '作品集', '方案價格', '關於我', '預約表單'] } },
      languages: { said: 'asked', value: { kind: 'list', items: ['中文', '英文'] } },
      target_audience: { said: 'asked', text: ['準備結婚的新人', '華人', '當地人'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['Jonas Peterson'] } },
      preferred_style: { said: 'asked', text: ['大圖', '留白', '簡單'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['載入一定要快'] },
    },
  },

  /*
   * Visitor: Mr. Huang, 72, retired junior-high teacher in Chiayi City, widowed last autumn; his neighbour
   * Teacher Chen's memoir was designed by the studio. Very polite, long messages, tells his story in order
   * whatever is asked. Wants a book of his late wife's ~80 watercolours plus invitations and posters for a
   * small memorial exhibition.
   * Exercises: a neighbour's book (pages, print run, year) beside his own; deadline as "before her birthday".
   * NOT facts of this project: 七十二歲 (his age), 前年, 一百二十頁, 兩百本 (the neighbour's memoir), 去年秋天,
   * 十幾年, 阿里山/蘭潭 (subjects of the paintings), 一百本 is a print-run wish inside key_considerations.
   */
  {
    id: 'heldout51-other-zh-chiayi-widower-painting-book',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '設計師您好，冒昧打擾。我姓黃，今年七十二歲，住在嘉義市。隔壁陳老師前年出版回憶錄，就是請貴工作室設計的，一百二十頁，印了兩百本，做得非常典雅，所以陳老師把你們介紹給我。',
      '我的老伴去年秋天過世了，她退休後畫了十幾年水彩，留下大約八十幅作品，多半是阿里山、蘭潭的風景和家裡種的花。我想替她整理成一本畫冊，送給親友和她以前的學生。',
      '另外，今年六月十二日是她的生日，孩子們提議在社區活動中心辦一個小小的紀念畫展，所以除了畫冊，也想請你們設計邀請卡和展場的幾張海報。希望畫冊能在她生日之前印好。',
      '我不太會用電腦，也不懂設計，希望可以見面討論。畫作原稿都在家裡，掃描的部分不知道你們是否也能協助？',
    ],
    whenAsked: {
      project_background: '替過世的老伴把八十幅水彩整理成畫冊，也辦一個小型紀念畫展',
      other_design_requirements: '畫冊、邀請卡，還有展場的幾張海報',
      problem_need: '希望她的畫不要就這樣收在櫃子裡，讓大家都記得她',
      target_audience: '親友、她以前教過的學生，還有社區的鄰居',
      preferred_style: '素雅、溫柔，像她的畫一樣，不要太商業',
      colors_and_elements: '她最喜歡淡紫色和桂花，封面如果能用她畫的桂花就好了',
      address: '嘉義市東區',
      expected_deadline: '六月十二日她生日之前',
      key_considerations: '畫的顏色要印得準，她的淡彩很細膩；預算有限，印一百本左右就好',
      collaboration_notes: '我不會用電腦，希望當面討論，請打電話給我，或讓我女兒用LINE聯絡',
    },
    otherwise: '這方面我不太懂，就麻煩設計師多費心了，謝謝您。',
    expected: {
      address: { said: 0, text: ['嘉義市'] },
      project_background: { said: 1, text: ['水彩', '八十幅', '畫冊'] },
      target_audience: { said: 1, text: ['親友', '以前的學生'] },
      other_design_requirements: { said: 2, text: ['畫冊', '邀請卡', '海報'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-06-12', precision: 'day', relation: 'by' } },
      collaboration_notes: { said: 3, text: ['不太會用電腦', '見面討論'] },
      problem_need: { said: 'asked', text: ['收在櫃子裡', '記得她'] },
      preferred_style: { said: 'asked', text: ['素雅', '溫柔', '不要太商業'] },
      colors_and_elements: { said: 'asked', text: ['淡紫色', '桂花'] },
      key_considerations: { said: 'asked', text: ['顏色要印得準', '預算有限'] },
    },
  },

  // Visitor: 38세 간호사(3교대), 남편·7살 딸·고양이 둘. 분당 사는 대학 동기네 집을 보고 왔다.
  // Exercises: 친구네 프로젝트 수치가 첫 메시지에 섞임, 사실이 여러 메시지로 흩어짐, 입주일 정정(4월 초 → 3월 말).
  // NOT facts of this project: 분당, 정자동, 24평, 4천(친구네 비용), 10월(친구네 완공), 4월 초(정정 전 입주일).
  {
    id: 'heldout51-residential-ko-ilsan-nurse-friend-referral',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 분당 사는 대학 동기 소개로 왔어요! 작년에 친구네 정자동 24평 아파트 여기서 하셨잖아요, 집들이 갔다가 완전 반해서요ㅠㅠ 친구는 4천 정도 들었고 10월에 끝났다고 하더라구요. 저희도 이번에 아파트를 샀는데 지은 지 25년 된 구축이라 전체 리모델링 하려고 해요',
      '일산 후곡마을이고 32평, 방3 화장실2예요. 근데 주방이 너무 좁고 어둡고 베란다 샷시도 다 낡아서 겨울에 외풍이 장난 아니에요',
      '남편이랑 저, 7살 딸이랑 고양이 두 마리 살 거예요. 입주는 4월 초 예정이구요',
      '아 방금 남편한테 카톡 왔는데 잔금을 3월 말로 당겼대요;; 그래서 입주 3월 말이에요 ㅠㅠ 공사기간 괜찮을까요?',
    ],
    whenAsked: {
      project_background: '25년 된 구축 아파트 전체 리모델링이에요. 주방이랑 욕실은 싹 다 바꾸고 싶어요.',
      property_category: '아파트요!',
      layout: '방 3개, 화장실 2개, 거실 하나요',
      age: '25년 됐어요. 2001년에 입주한 단지래요',
      problem_need: '주방이 좁고 어두워요. 그리고 샷시가 낡아서 외풍이 너무 심해요.',
      target_audience: '남편, 저, 7살 딸, 고양이 둘이요',
      lifestyle: '저는 간호사라 3교대 해서 낮에 자는 날이 많고요, 남편은 일주일에 두 번 재택근무해요. 주말엔 딸이랑 베이킹하는 거 좋아해요',
      preferred_style: '친구네처럼 우드톤에 따뜻한 느낌이요. 너무 하얗기만 하면 병원 같아서 싫어요 ㅋㅋ',
      colors_and_elements: '오크 원목 느낌이랑 베이지는 좋고요, 회색 타일은 피하고 싶어요. 고양이 캣워크는 꼭 넣고 싶어요!',
      address: '일산 후곡마을이요',
      space_size: '32평이요',
      budget: '친구네는 4천 들었다는데 저희는 평수도 더 크고 샷시까지 하니까 5천만 원 정도 생각하고 있어요',
      move_in_date: '3월 말에 들어가야 해요',
      key_considerations: '안방은 암막이 진짜 중요해요. 낮에 자야 하니까요. 그리고 고양이들이 발톱으로 긁어도 괜찮은 마감재면 좋겠어요',
      important_collections: '딸 그림책이 진짜 많아요. 한 300권쯤?',
    },
    otherwise: '그건 잘 모르겠어요~ 추천해주시면 좋을 것 같아요!',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 25, unit: 'years' } },
      address: { said: 1, text: ['일산', '후곡마을'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 1, text: ['방3', '화장실2'] },
      problem_need: { said: 1, text: ['주방이 너무 좁고', '외풍'] },
      target_audience: { said: 2, text: ['남편', '7살 딸', '고양이 두 마리'] },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'on', part: 'late' } },
      lifestyle: { said: 'asked', text: ['3교대', '재택근무', '베이킹'] },
      preferred_style: { said: 'asked', text: ['우드톤', '따뜻한'] },
      colors_and_elements: { said: 'asked', text: ['오크', '회색 타일', '캣워크'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 50_000_000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['암막', '긁어도'] },
    },
  },

  // Visitor: 29세, 소믈리에 자격증 있는 예비 사장. 거래하는 와인 수입사 대표의 추천.
  // Exercises: 한 메시지에 한 가지씩, 다른 가게(성수 비노로쏘)의 평수·비용·오픈 시기가 자기 수치 바로 앞 메시지에 나옴. 질문과 상관없이 준비한 말을 함.
  // NOT facts: 성수동, 15평, 7천(비노로쏘 비용), 작년 9월(비노로쏘 오픈). 비노로쏘는 참고 사례로만 기록.
  {
    id: 'heldout51-commercial-ko-busan-winebar-importer',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 ㅎㅎ 저희 와인 받는 수입사 대표님이 여기 추천해주셔서 왔어요',
      "성수동 '비노로쏘' 여기서 하신 거 맞죠? 15평에 7천 들었고 작년 9월에 오픈했다던데 거기 분위기 완전 제 스타일이에요 ㅋㅋ",
      '저는 부산 전포동에 내추럴 와인바 차리려고요. 18평이고 2층이에요',
      '예산은 인테리어만 6천이 맥스요',
    ],
    whenAsked: {
      project_background: '전포동에 내추럴 와인바요. 안주는 간단하게 하고 와인 위주로 가는 작은 바예요',
      problem_need: '2층이라 지나가는 사람들이 모르고 지나칠까봐 그게 젤 걱정이에요. 계단 올라오고 싶게 만들고 싶어요',
      brand_value: '편하게 와서 한 잔 하는 동네 아지트 같은 느낌? 와인 잘 몰라도 부담 없는 곳이요',
      target_audience: '20대 후반~30대 초반, 전포 카페거리 놀러오는 사람들이요',
      competitive_advantage: '제가 소믈리에 자격증 있어서 와인 추천을 직접 해줘요. 병으로 테이크아웃도 되고요',
      preferred_style: '빈티지하고 좀 러프한 느낌? 노출 콘크리트에 따뜻한 조명이요',
      colors_and_elements: '버건디 포인트 좋아요. 번쩍번쩍한 금색은 싫어요',
      unique_design: '벽 한 면 전체를 와인 셀러처럼 병으로 채우는 거요',
      address: '부산 부산진구 전포동이요',
      space_size: '18평이요',
      budget: '6천이요. 그 이상은 진짜 힘들어요 ㅠ',
      opening_date: '5월 초에 오픈하고 싶어요',
      key_considerations: '2층이라 계단 입구 간판이랑 조명이 중요하고요, 환기 잘 돼야 해요',
    },
    otherwise: '음 그건 딱히 생각 안 해봤어요 ㅋㅋ 알아서 해주세요',
    expected: {
      other_preferences: { said: 1, text: ['비노로쏘'] },
      project_background: { said: 2, text: ['내추럴 와인바'] },
      address: { said: 2, text: ['부산', '전포동'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      budget: { said: 3, value: { kind: 'money', amount: 60_000_000, currency: 'KRW' } },
      problem_need: { said: 'asked', text: ['2층', '계단 올라오고 싶게'] },
      brand_value: { said: 'asked', text: ['동네 아지트', '부담 없는'] },
      target_audience: { said: 'asked', text: ['20대 후반~30대 초반'] },
      competitive_advantage: { said: 'asked', text: ['소믈리에', '테이크아웃'] },
      preferred_style: { said: 'asked', text: ['빈티지', '노출 콘크리트'] },
      colors_and_elements: { said: 'asked', text: ['버건디', '금색'] },
      unique_design: { said: 'asked', text: ['와인 셀러'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'early' } },
      key_considerations: { said: 'asked', text: ['간판', '환기'] },
    },
  },

  // Visitor: 45세 반려견 수제간식 회사 '멍밥상' 마케팅팀장, 매우 격식 있는 합쇼체. 파우치 납품업체 사장님 소개.
  // Exercises: 긴 첫 메시지에 남의 부스 수치와 자기 부스 수치가 나란히 나옴, 일정 세 날짜가 한 메시지에, 수도/전기를 한 메시지 안에서 바로잡음(전기만 → 둘 다).
  // NOT facts: 코엑스, 포장기자재전, 36㎡, 2,500만 원, 작년 2월(납품업체 부스), 김포(회사 위치이지 전시장이 아님).
  {
    id: 'heldout51-exhibition-ko-kintex-petfood-supplier',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하십니까. 김포에서 반려동물 수제간식을 만드는 '멍밥상' 마케팅팀 박지훈 팀장입니다. 저희 간식 파우치를 납품해 주시는 대성포장 사장님께서, 작년 2월 코엑스 포장기자재전에 내셨던 부스를 이곳에서 맡아 주셨다며 소개해 주셔서 연락드립니다. 그 부스는 36㎡에 2,500만 원 정도 들었다고 들었습니다. 저희는 오는 4월 킨텍스에서 열리는 펫 박람회에 처음 참가하게 되었고, 부스는 3m x 6m, 18㎡로 배정받았습니다.",
      '일정은 4월 10일 금요일 개막이고, 반입은 전날인 9일, 철수는 폐막일인 12일 저녁에 하도록 안내받았습니다. 예산은 부가세 포함 1,800만 원 이내로 생각하고 있습니다.',
      '현장에서 시식 행사를 할 계획이라 전기는 꼭 필요합니다. 아, 물도 필요하겠네요. 시식 그릇을 헹궈야 하니 수도와 전기 모두 신청하겠습니다.',
    ],
    whenAsked: {
      project_background: '반려견 수제간식 브랜드 멍밥상의 첫 박람회 참가입니다. 동결건조 간식과 신제품 연어 져키를 선보일 예정입니다.',
      brand_value: '원재료를 숨기지 않는 정직함이 저희 가치입니다. 관람객께서 주방처럼 깨끗하고 믿을 수 있다는 느낌을 받으셨으면 합니다.',
      target_audience: '일반 관람객인 보호자분들이 가장 중요하고, 펫숍이나 동물병원 바이어분들도 만나고 싶습니다.',
      preferred_style: '밝고 깔끔한 오픈 키친 느낌을 원합니다.',
      unique_design: '부스 안쪽에 간식을 실제로 만드는 과정을 보여 주는 유리창 같은 공간이 있으면 좋겠습니다.',
      address: '킨텍스 제2전시장 7홀입니다.',
      space_size: '3m x 6m, 18㎡입니다.',
      water_electricity_supply: '수도와 전기 모두 필요합니다.',
      budget: '부가세 포함 1,800만 원 이내입니다.',
      opening_date: '4월 10일 금요일 개막입니다.',
      entry_date: '반입은 4월 9일입니다.',
      exit_date: '폐막일인 4월 12일 저녁에 철수합니다.',
      key_considerations: '시식 행사 때 사람이 몰려도 통로가 막히지 않도록 동선을 신경 써 주셨으면 합니다.',
      colors_and_elements: '로고 색인 올리브 그린을 살려 주시고, 빨간색은 피하고 싶습니다.',
      other_design_requirements: '리플렛과 시식용 종이 트레이 디자인도 부탁드리고 싶습니다.',
      collaboration_notes: '실무는 제가 맡고 최종 결정은 대표님께서 하십니다. 주 1회 메일로 진행 상황을 공유해 주시면 감사하겠습니다.',
    },
    otherwise: '그 부분은 특별히 정해 둔 것이 없습니다. 제안해 주시면 검토하겠습니다.',
    expected: {
      project_background: { said: 0, text: ['반려동물 수제간식', '처음 참가'] },
      address: { said: 0, text: ['킨텍스'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-04-10', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-04-09', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-04-12', precision: 'day', relation: 'on' } },
      budget: { said: 1, value: { kind: 'money', amount: 18_000_000, currency: 'KRW' } },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['정직함', '믿을 수 있다'] },
      target_audience: { said: 'asked', text: ['보호자', '바이어'] },
      preferred_style: { said: 'asked', text: ['오픈 키친'] },
      unique_design: { said: 'asked', text: ['유리창'] },
      key_considerations: { said: 'asked', text: ['동선'] },
    },
  },

  // Visitor: 34세, 캐나다 노스밴쿠버에서 필라테스 스튜디오를 여는 한인. 대구에서 카페 하는 사촌동생 소개. 오타("안녕하세여"), 구어체.
  // Exercises: 사촌네 로고의 연도·비용, 사촌네 카페 색(베이지톤)이 자기 색 취향과 같은 메시지에 섞임. 해외 거주(시차), address는 listen.
  // NOT facts: 대구, '소복'(사촌 카페), 2024년, 300(사촌네 비용), 베이지톤(사촌 카페 색).
  {
    id: 'heldout51-brand-ko-vancouver-pilates-cousin',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: -480,
    messages: [
      "안녕하세여! 사촌동생이 대구에서 '소복'이라는 카페 하는데 로고를 여기서 했다고 해서 왔어요 ㅎㅎ 2024년에 300 정도 들었다고 했나.. 암튼 넘 예뻐서요. 저는 캐나다 노스밴쿠버에서 필라테스 스튜디오 오픈 준비중인데 로고부터 브랜드 전체 다 필요해요!",
      "이름은 '숨결 필라테스'로 정했어요. 필라테스가 결국 호흡이잖아요~ 숨결이라는 한국어 발음이 여기 사람들한테도 예쁘게 들린대요 ㅎㅎ 영어로는 Soomgyeol Pilates",
      '수업은 그룹 리포머 클래스, 1:1 개인레슨, 산전산후 필라테스 이렇게 3개 할 거예요',
      '아 그리고 사촌동생네 카페는 베이지톤이던데 저는 그거보다 좀 더 딥한 세이지 그린이 좋아요. 요즘 여기 스튜디오들 다 핑크베이지라서 그건 피하고 싶구요',
    ],
    whenAsked: {
      project_background: '노스밴쿠버에 필라테스 스튜디오 새로 여는데 로고랑 브랜드 아이덴티티 전체요',
      problem_need: '동네에 필라테스 스튜디오가 너무 많아서 눈에 띄면서도 고급스러워 보여야 해요',
      brand_name_story: '필라테스는 호흡이 기본이라 숨결이라고 지었어요',
      products_or_services: '그룹 리포머, 1:1 개인레슨, 산전산후 필라테스요',
      registration_status: '아직 안 했어요ㅠ 캐나다에서도 해야 하는 건지 잘 모르겠어요',
      need_registration_assistance: '네 도와주시면 완전 좋죠!',
      brand_website: '인스타 계정만 만들어뒀어요 @soomgyeol.pilates 아직 게시물은 없어요',
      target_audience: '30~40대 직장인 여성이랑 출산 전후 엄마들이요. 한인분들도 있고 현지분들도 있어요',
      preferred_style: '미니멀하고 차분한데 너무 차갑지는 않은 느낌이요',
      colors_and_elements: '딥한 세이지 그린이요. 핑크베이지는 피하고 싶어요',
      expected_deadline: '4월 오픈이라 3월 중순까지는 받고 싶어요',
      key_considerations: '영어랑 한글이 같이 들어가도 어색하지 않아야 해요',
      other_design_requirements: '간판이랑 인스타 템플릿도 같이 해주시면 좋겠어요',
      collaboration_notes: '시차가 있어서 주로 이메일로 하고, 화상미팅은 여기 저녁(한국 오전)이면 좋아요',
    },
    otherwise: '음 그건 잘 모르겠어요~ 추천해주세요!',
    expected: {
      project_background: { said: 0, text: ['필라테스 스튜디오', '브랜드 전체'] },
      address: { said: 0, text: ['노스밴쿠버'] },
      brand_name_story: { said: 1, text: ['호흡', '숨결'] },
      products_or_services: { said: 2, text: ['그룹 리포머', '1:1 개인레슨', '산전산후'] },
      colors_and_elements: { said: 3, text: ['세이지 그린', '핑크베이지'] },
      problem_need: { said: 'asked', text: ['눈에 띄면서도'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@soomgyeol.pilates'] },
      target_audience: { said: 'asked', text: ['30~40대 직장인 여성', '출산 전후'] },
      preferred_style: { said: 'asked', text: ['미니멀', '차분한'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' } },
      key_considerations: { said: 'asked', text: ['영어랑 한글'] },
    },
  },

  // Visitor: 62세 경북 청송 사과농부, 어르신 존댓말에 맞춤법 실수("드림니다"). 영주에서 사과농장 하는 김사장 소개.
  // Exercises: 김사장네 사과 박스의 무게·수량·시기가 자기 제품 규격 바로 앞에 나옴, 마감일은 물어봐야만 말함.
  // NOT facts: 영주, 김사장, 5키로, 2만개, 작년 추석(김사장네 박스), 30년(농사 경력, 필드 아님).
  {
    id: 'heldout51-packaging-ko-cheongsong-apple-juice-neighbor',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 경북 청송에서 사과농사 30년 짓고 있는 사람입니다',
      '영주에서 사과농장 하는 김사장이 여기서 선물세트 박스를 했다고 소개해 줘서 연락 드림니다. 그집은 5키로 박스로 작년 추석때 2만개 찍었다는데 박스가 참 고급스럽더군요',
      '우리는 사과즙 입니다. 110미리 파우치 30포가 한박스고요 지금은 그냥 흰 박스에 스티커 하나 붙여서 나갑니다. 손님들이 맛은 좋은데 포장이 촌스럽다고들 해서..',
      '딸아이가 스마트스토어로 팔고 청송 농협 로컬푸드 매장에도 들어갑니다',
    ],
    whenAsked: {
      project_background: '청송에서 사과 농사짓고 사과즙도 직접 짜서 팝니다. 사과즙 박스를 새로 만들고 싶습니다',
      product_description: '사과즙입니다. 사과만 갈아서 짠거라 하루에 한포씩 드시면 됩니다',
      specification: '110미리 파우치 30포가 한 박스입니다',
      packaging_form: '박스 입니다',
      unique_selling_point: '해발 500미터 고랭지 사과만 쓰고 물이나 설탕 한방울 안 넣습니다',
      target_audience: '명절에 선물하는 40~60대 분들이 제일 많고요, 요새는 젊은 사람들도 부모님 드린다고 많이 삽니다',
      sales_channels: '스마트스토어하고 농협 로컬푸드 매장입니다',
      preferred_style: '고급스럽게요. 너무 요란하지 않게 점잖은 느낌으로',
      colors_and_elements: '사과 빨간색은 들어가야지요. 주왕산 그림 같은것도 들어가면 좋겠고',
      preferred_materials: '두꺼운 종이 박스면 됩니다. 비닐 코팅은 안했으면 합니다',
      expected_deadline: '추석에 맞추려면 6월까지는 디자인이 나와야 인쇄를 하겠지요',
      key_considerations: '택배로 보내도 안 찌그러져야 합니다. 파우치 터지면 큰일이라',
      problem_need: '포장이 촌스럽다는 소리를 안 들었으면 합니다',
      other_design_requirements: '파우치 겉에 인쇄도 같이 바꿔 주시면 좋겠습니다',
      collaboration_notes: '컴퓨터는 딸아이가 하니까 딸한테 연락 주시고 결정은 제가 합니다',
    },
    otherwise: '그건 잘 모르겠습니다. 알아서 잘 해 주십시오',
    expected: {
      project_background: { said: 0, text: ['사과농사'] },
      address: { said: 0, text: ['청송'] },
      product_description: { said: 2, text: ['사과즙'] },
      specification: { said: 2, text: ['110미리', '30포'] },
      problem_need: { said: 2, text: ['흰 박스에 스티커', '촌스럽다'] },
      sales_channels: { said: 3, text: ['스마트스토어', '로컬푸드'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['box'] } },
      unique_selling_point: { said: 'asked', text: ['고랭지', '설탕'] },
      target_audience: { said: 'asked', text: ['40~60대', '부모님'] },
      preferred_style: { said: 'asked', text: ['고급스럽게', '요란하지 않게'] },
      colors_and_elements: { said: 'asked', text: ['빨간색', '주왕산'] },
      preferred_materials: { said: 'asked', text: ['두꺼운 종이'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['찌그러져야', '터지면'] },
    },
  },

  // Visitor: 31세 제주 프리랜서 스냅 사진작가, 이모지 많이 씀. 애월에서 펜션 하는 언니 소개.
  // Exercises: 펜션 사이트의 오픈 시기·비용이 첫 메시지에, 예산 정정(300 → 400), 종류(예약)는 메시지에서 드러남.
  // NOT facts: 애월, '바람결 스테이', 작년 6월, 450(펜션 사이트 비용), 300(정정 전 예산).
  {
    id: 'heldout51-website-ko-jeju-snap-pension-sister',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세용 😊 애월에서 '바람결 스테이' 하는 언니 소개로 왔어요! 거기 홈페이지 여기서 만드신 거 맞죠?? 작년 6월에 오픈했고 450 들었다던데 그 뒤로 예약이 확 늘었대요 ㅎㅎ",
      '저는 제주에서 웨딩스냅이랑 가족스냅 찍는 프리랜서 사진작가예요📷 지금은 인스타 DM으로만 예약 받는데 하나하나 답하느라 밤새요ㅠㅠ 그래서 촬영 예약까지 되는 홈페이지를 만들고 싶어요',
      '예산은 300 정도 생각하고 있어요!',
      '아 근데 생각해보니 예약금 결제까지 되려면 더 들겠죠? 400까지는 괜찮아요 🙏',
    ],
    whenAsked: {
      project_background: '제주에서 스냅 찍는 프리랜서고, DM 예약이 너무 힘들어서 예약되는 사이트가 필요해요',
      url: '홈페이지는 아직 없어요! 인스타만 있어요 @jeju.haesnap',
      category: '예약 사이트요! 포트폴리오도 보여야 하지만 예약이 제일 중요해요',
      problem_need: 'DM으로 일일이 가격 묻는 거 답하는 게 너무 힘들어요. 가격이랑 가능한 날짜 보고 바로 예약했으면 좋겠어요',
      main_pages: '메인, 포트폴리오, 가격표, 예약, 후기, FAQ요!',
      languages: '한국어랑 영어, 일본어도요. 일본 신혼부부 손님이 은근 많아요',
      target_audience: '제주로 웨딩스냅 찍으러 오는 20~30대 예비부부랑 여행 온 가족들이요',
      competitors: "sunnysnap.kr 이랑 '오름스냅' 사이트 분위기 좋더라구요",
      preferred_style: '사진이 주인공이라 여백 많고 하얀 배경에 글씨는 작고 얇게요',
      budget: '400까지 괜찮아요!',
      expected_deadline: '4월부터 성수기라 3월 15일 전에는 오픈했으면 좋겠어요',
      key_considerations: '손님들이 거의 폰으로 보니까 모바일에서 사진이 빨리 떠야 해요',
      colors_and_elements: '제주 바다색 같은 연한 민트 조금만요. 검정 배경은 싫어요',
      collaboration_notes: '촬영 때문에 낮엔 답이 느려요ㅠ 카톡으로 주시면 밤에 몰아서 답할게요',
    },
    otherwise: '그건 잘 모르겠어요 ㅎㅎ 추천해주시는 대로 할게요!',
    expected: {
      project_background: { said: 1, text: ['웨딩스냅', '프리랜서 사진작가'] },
      problem_need: { said: 1, text: ['DM으로만 예약', '하나하나 답하느라'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      address: { said: 1, text: ['제주'] },
      budget: { said: 3, value: { kind: 'money', amount: 4_000_000, currency: 'KRW' } },
      url: { said: 'asked', text: ['@jeju.haesnap'] },
      main_pages: { said: 'asked', text: ['포트폴리오', '가격표', '예약', '후기'] },
      languages: { said: 'asked', text: ['한국어', '영어', '일본어'] },
      target_audience: { said: 'asked', text: ['예비부부', '가족'] },
      competitors: { said: 'asked', text: ['sunnysnap.kr', '오름스냅'] },
      preferred_style: { said: 'asked', text: ['여백', '하얀 배경'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['모바일'] },
    },
  },

  // Visitor: 52세 송도 태권도장 관장, 기운차고 ㅋㅋ 섞인 말투. 같은 건물 건물주 사모님(1층 카페) 소개.
  // Exercises: 건물주네 카페 인테리어 평수·비용이 첫 메시지에, 인테리어가 아닌 '기타' 작업(도복 자수 + 승합차 랩핑), 마감 정정(2월 중순 → 2월 초).
  // NOT facts: 1층 카페, 30평, 1억(카페 비용), 10년 전(개관), 3월 2일(개학, 배경일 뿐), 2월 중순(정정 전 마감).
  {
    id: 'heldout51-other-ko-songdo-taekwondo-landlord',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 인천 송도에서 태권도장 운영하는 관장입니다. 저희 건물 건물주 사모님이 1층 카페를 여기서 인테리어 하셨다고 소개해 주셨어요. 30평에 1억 넘게 들었다는데 ㅎㄷㄷ 저희는 인테리어는 아니고요 ㅋㅋ',
      '올해가 개관 10주년이라 도복 등판 자수 디자인이랑 도장 승합차 2대 랩핑 디자인을 새로 하고 싶습니다! 지금 차는 10년 전 개관할 때 한 거라 색도 다 바래고 전화번호도 옛날 번호예요',
      '3월 2일 개학 맞춰서 새 차로 돌아야 하니까 디자인은 2월 중순까지 끝나면 좋겠습니다',
      '아 관장님들 단톡방에서 들었는데 랩핑 시공이 2주 걸린대요;; 디자인은 2월 초까지로 당겨주셔야 할 것 같아요',
    ],
    whenAsked: {
      project_background: '개관 10주년 맞아서 도복이랑 차량 디자인 새로 하려고요',
      other_design_requirements: '도복 등판 자수 디자인하고 스타리아 2대 랩핑 디자인입니다',
      problem_need: '지금 차가 색이 다 바래서 없어 보여요. 전화번호도 바뀌었고요. 10주년이니까 새 출발 느낌 내고 싶습니다',
      target_audience: '초등학생 아이들이랑 학부모님들이요. 차가 동네를 계속 다니니까 지나가는 엄마들 눈에 띄어야죠',
      preferred_style: '힘 있고 역동적인데 유치하진 않게요',
      colors_and_elements: '도장 색이 남색이랑 주황이라 그건 꼭 넣고, 핑크는 빼주세요 ㅋㅋ',
      address: '인천 연수구 송도동이요',
      expected_deadline: '2월 초까지요!',
      key_considerations: '도장 이름이랑 전화번호가 멀리서도 한눈에 보여야 합니다',
      collaboration_notes: '오전엔 수업이 없어서 오전에 통화가 편하고, 결정은 제가 합니다. 카톡으로 주세요',
    },
    otherwise: '그건 딱히 없습니다! 알아서 멋지게 해주세요 ㅎㅎ',
    expected: {
      address: { said: 0, text: ['송도'] },
      project_background: { said: 1, text: ['10주년'] },
      other_design_requirements: { said: 1, text: ['도복 등판 자수', '랩핑'] },
      problem_need: { said: 1, text: ['색도 다 바래고', '전화번호도 옛날'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by', part: 'early' } },
      target_audience: { said: 'asked', text: ['초등학생', '학부모'] },
      preferred_style: { said: 'asked', text: ['역동적', '유치하진 않게'] },
      colors_and_elements: { said: 'asked', text: ['남색', '주황', '핑크'] },
      key_considerations: { said: 'asked', text: ['전화번호', '멀리서도'] },
      collaboration_notes: { said: 'asked', text: ['오전', '카톡'] },
    },
  },
];
