import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A forty-seventh batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Written with other people in the room: visitors
 * who do not decide alone (a spouse, a business partner, a boss, a grown child writing for a parent, an assistant for
 * the owner), so their messages carry other people's views and corrections, questions passed on, and numbers, places
 * and dates that belong to those other people. Each writer's own notes follow, and each conversation has a comment of
 * what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (batch 47, en-US): seven visitors who are not deciding alone.
   1. Jen, 46, a physical therapist in Seattle, writing for her widowed dad Walt (78) about his condo in Sarasota, FL.
      Long, chatty paragraphs, a couple of emoji; Dad is on speaker and corrects her square footage.
   2. Andre, 29, a barber in Columbus, OH, opening a second shop with his partner Ty. Short lowercase lines, no
      apostrophes, slang; he and Ty disagree on the look and he answers one question with a story about his grandpa.
   3. Danielle, 33, executive assistant to the owner of a Louisiana hot sauce company. Formal email style with
      greetings and sign-offs; relays her boss's correction of the booth size and says "As I mentioned".
   4. Tyler, 27, taking over his dad's landscaping company in Overland Park, KS. Voice-to-text from the truck: long
      run-on sentences, almost no punctuation; passes on his dad's question and his dad's non-negotiable oak tree.
   5. Beth, 55, of a family sugarhouse in Vermont, with her husband Roger reading over her shoulder and their daughter
      Kayla's opinions relayed from Boston. Neat lists, polite, a smiley or two; Roger drops a bottle size.
   6. Marisol, 36, office manager at a dental practice in Houston, writing for Dr. Tran. One thought per message, lots
      of emoji and "!!"; the languages and the budget are the doctor's wishes; "like I mentioned".
   7. Rosa, 44, and her sister Lupe, 40, who run a green chile food truck in Albuquerque and share one phone. Casual,
      each sister signs in; the problem is told as a story from last year's State Fair.
*/
/* Writer's note（第 47 批：決定不是一個人做的）
 * 七位訪客都不是一個人在決定，訊息裡夾著別人的意見、別人的數字、別人轉述的更正：
 * 1. 住宅：住台北的女兒（三十多歲）替嘉義市的爸媽問老透天一樓改造，標點完整、段落長，會打電話問爸爸再回來更正坪數。
 * 2. 商空：竹北要合開拳擊有氧館的年輕男生，一行一行丟訊息、不太打標點、愛用 emoji，合夥人小蔡一直傳訊息改東改西。
 * 3. 展覽：岡山螺絲廠的總經理特助林小姐，寫得像公文信，「本公司」「貴司」，幫總經理轉達想法和問題。
 * 4. 品牌：花蓮壽豐開民宿的太太，用語音輸入，整段沒有標點、只有空格，老公在旁邊插話補充。
 * 5. 包裝：西螺醬油廠第三代的兒子，條列式整理家裡的討論，爸爸是老闆、姐姐顧網店，三個人意見不一。
 * 6. 網站：台南寵物美容店的年輕美容師，短句加 emoji，合夥的學姐坐在旁邊，有事就插一句。
 * 7. 其他：十月要在員林結婚的準新娘，口語、語助詞、emoji 很多，婆婆和老公的意見都要顧到。
 */
/* Writer's note (47번 배치, ko-KR — "혼자 정하지 않는 사람들")
 * 1. 주거: 서울 사는 30대 딸이 전주 효자동 부모님 아파트 리모델링을 대신 문의. 엄마와 통화하면서 긴 문단으로 씀, ㅎㅎ ㅋㅋ.
 *    엄마가 확인한 평수 정정을 전달하고, 아빠·엄마·딸의 예산 의견이 갈림.
 * 2. 상업: 수원 광교 동물병원 개원 준비 중인 실장이 진료 중인 원장님 대신 씀. 깍듯한 존댓말, "원장님께서…". 평수 정정도 원장님께 여쭤보고 전달.
 * 3. 전시: 양평 원목가구 공방의 공동대표 중 한 명. 짧은 줄, 이모지. 옆의 대표가 신청서 보고 부스 크기를 정정해 줌. 스타일은 대표 의견을 따름.
 * 4. 브랜드: 대전 중앙시장 떡집 사장님(50대 후반 여성)이 음성 입력으로 씀. 문장부호 거의 없음. 옆의 아들이 상표 출원 상태 등을 알려 줌.
 * 5. 패키지: 제주 구좌 당근 스낵 동업자 두 명 중 동생 쪽. 목록(-)으로 정리해서 씀. 소재는 언니 뜻대로, 용량도 언니가 정정.
 * 6. 웹사이트: 대구 범어동 세무회계 사무장이 대표 세무사 지시로 보내는 공문체 메일. 예산을 대표님께 보고한 뒤 정정.
 * 7. 기타: 청주 사는 예비신부(간호사)가 예랑이와 같이 보며 청첩장·식순지 의뢰. ㅋㅋ ㅠ 많음. 시어머니 뜻으로 종이 청첩장도 하기로.
 */
export const fortySeventhHeldOutConversations: CorpusConversation[] = [
  {
    // Sarasota, Florida (the daughter writes from Seattle). Jen, 46, physical therapist, writing for her dad Walt, 78,
    // who is on speaker with her. Long paragraphs, a few emoji. Exercises: a relayed correction of the size in msg 2
    // (Dad reads 1,150 off the HOA papers; 1,250 was his old house), a build year as age (1984 → 42 years), the budget
    // given as Dad's wish ("under $60,000") next to the brother's kitchen money, and a condo → apartment when asked.
    // NOT facts: Walt's age 78, Seattle, Mom passing two years ago, assisted living, living there since 2009,
    // 1,250 sq ft (corrected, the old house in Toledo), the slip in November, the brother's $90k kitchen in Raleigh,
    // the 4-story building, the brother's place in Bradenton, the Y, the Rays, poker every other Thursday for 6,
    // hurricane season.
    id: 'heldout47-residential-en-sarasota-daughter-for-dad-size-relay',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi there! I'm writing for my dad, Walt, who's 78. I'm out in Seattle so I'm the one doing the emails and website stuff, and he's on speaker with me right now (he says hello). It's about his condo in Sarasota. Mom passed two years ago and he's decided he is NOT moving into assisted living, so the plan is to redo his place so he can age in place safely. Mostly the main bathroom and the kitchen, and freshen up the rest while we're at it.",
      "Some basics: it's a 2 bed 2 bath on the third floor, built in 1984, in Gulf Gate near the library. About 1,250 sq ft. He's been there since 2009.",
      "Correction from Dad: it's 1,150 sq ft, he's reading it off the HOA paperwork right now. 1,250 was his old house in Toledo apparently 🙄",
      "The big problems: the main bath has a tub with a high side he has to climb over to shower, and he slipped getting out of it in November (he's fine, just bruised). The kitchen upper cabinets are so high he gets on a step stool for the coffee mugs, which gives me a heart attack every time. And everything is dim, it's all those old dome lights.",
      "On budget, my brother and I are chipping in, but Dad wants to keep the whole thing under $60,000. My brother spent $90k on just his kitchen in Raleigh and Dad still brings it up at every holiday 😂",
    ],
    whenAsked: {
      property_category: "It's a condo, so apartment I guess? It's a 4 story building.",
      target_audience:
        "Just Dad, and his cat Biscuit. My kids and I come down a couple times a year and sleep in the second bedroom.",
      lifestyle:
        "He's up at 5 and walks to the Y most mornings, cooks pretty simple stuff. Afternoons it's crosswords at the dining table and Rays games at night. His poker group comes over every other Thursday so he needs seating for 6.",
      preferred_style:
        "His words: \"nothing fancy and nothing that looks like a hospital.\" I'd say light and airy, a little coastal but not kitschy, no seashell stuff please.",
      colors_and_elements:
        "He's sick of the beige everything. He likes blue, that was Mom's favorite color. And if there have to be grab bars, can they look like regular towel bars and not the institutional chrome ones?",
      move_in_date:
        "He'll stay at his brother's in Bradenton while the work happens. He wants to be back home by June 1, before hurricane season.",
      key_considerations:
        "Safety first. No more step stools and no tub to climb over. Also the HOA has strict rules about work hours and using the elevator, so whoever does the work has to follow them or Dad will hear about it from the board.",
      important_collections: "Mom's watercolors, there are about 10 of them. She painted as a hobby and he wants them all up.",
      other_design_requirements: "Lighting for sure. Maybe a lift chair in the living room but he's resisting that one.",
      collaboration_notes: "Email both of us. He decides, but I handle the paperwork and the money side.",
    },
    otherwise: "Dad says whatever you think is best, honestly",
    expected: {
      project_background: { said: 0, text: ['age in place', 'main bathroom and the kitchen'] },
      layout: { said: 1, text: ['2 bed 2 bath'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 42, unit: 'years' } },
      address: { said: 1, text: ['Gulf Gate'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1150, unit: 'ft2' } },
      problem_need: { said: 3, text: ['high side he has to climb over', 'step stool', 'everything is dim'] },
      budget: { said: 4, value: { kind: 'money', amount: 60000, currency: 'USD', bound: 'at_most' } },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['apartment'] } },
      target_audience: { said: 'asked', text: ['Just Dad', 'Biscuit'] },
      lifestyle: { said: 'asked', text: ['walks to the Y', 'crosswords', 'poker group'] },
      preferred_style: { said: 'asked', text: ['nothing that looks like a hospital', 'light and airy'] },
      colors_and_elements: { said: 'asked', text: ['beige', 'blue', 'look like regular towel bars'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Safety first', 'HOA has strict rules'] },
    },
  },
  {
    // Columbus, Ohio. Andre, 29, barber and co-owner with his partner Ty. Short lowercase lines, no apostrophes, slang.
    // Exercises: the two partners' opposite styles both filed (msg 2), a budget range where the top is the partner's
    // ceiling (85k, "up to 95 max"), an opening date next to a key date that is not it, and a unique-design answer
    // told as a story about his grandpa's shop before the actual idea (the first cut wall).
    // NOT facts: the first shop on the east side, 6 yrs, 4 chairs, keys on feb 15, "8 or 80", ages 18 to 45 (part of
    // the audience, not a number to file), his grandpa's shop in Dayton in the 70s, the red shop down the street,
    // the landlord's water lines.
    id: 'heldout47-commercial-en-columbus-barbershop-partners-disagree-story',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'yo. me and my partner Ty are opening our second barbershop, new spot in the Short North in Columbus. we need the whole inside designed',
      'first shop is on the east side, been open 6 yrs, 4 chairs and tiny. new one is 1,100 sq ft, we want 8 chairs and a lounge area where people can actually chill',
      "real talk we dont agree on the look. ty wants it dark and industrial, like a garage. i want it warm, like somebody's living room. we said we'd let yall break the tie lol",
      'budget is 85k. ty says we can go up to 95 max if its worth it',
      'we get keys feb 15 and want doors open may 1',
    ],
    whenAsked: {
      problem_need:
        'at the east side shop guys wait outside on the sidewalk bc theres nowhere to sit. we want people to hang out, watch the game, not just get a cut and leave',
      brand_value:
        'respect. you walk in you get treated like family, dont matter if youre 8 or 80. you should leave feeling fresh and like somebody listened',
      target_audience:
        'young professionals around there, OSU students, plus our regulars who gonna drive over from the east side. mostly guys 18 to 45 but we do a lot of kids cuts too',
      competitive_advantage:
        'we take walk ins AND appointments, most shops around there are appointment only. and all our barbers been with us since day one, no turnover',
      colors_and_elements:
        "ty wants black and gold. i say no gold its corny. we both want real wood and plants somewhere. and no red, thats the shop down the street's whole thing",
      unique_design:
        'ok so my grandpa cut hair in Dayton back in the 70s and he had this wall of polaroids of every kid who got their first haircut in his chair. i grew up staring at that wall. we want a first cut wall like that, right by the front door',
      key_considerations:
        'lighting at the stations gotta be right for fades, no shadows. and plumbing for the shampoo bowls, landlord said the water lines are only on the back wall',
      other_design_requirements: 'yeah the sign outside and the window lettering',
      collaboration_notes: 'text me, ty dont check email. but we both gotta sign off on anything big',
    },
    otherwise: 'no preference, whatever works',
    expected: {
      project_background: { said: 0, text: ['second barbershop', 'whole inside designed'] },
      address: { said: 0, text: ['Short North'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1100, unit: 'ft2' } },
      preferred_style: { said: 2, text: ['dark and industrial', 'living room'] },
      budget: { said: 3, value: { kind: 'money', amount: 85000, max: 95000, currency: 'USD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'day' } },
      problem_need: { said: 'asked', text: ['nowhere to sit', 'hang out'] },
      brand_value: { said: 'asked', text: ['respect', 'treated like family'] },
      target_audience: { said: 'asked', text: ['young professionals', 'OSU students', 'kids cuts'] },
      competitive_advantage: { said: 'asked', text: ['walk ins AND appointments', 'since day one'] },
      colors_and_elements: { said: 'asked', text: ['black and gold', 'wood and plants', 'no red'] },
      unique_design: { said: 'asked', text: ['first cut wall'] },
      key_considerations: { said: 'asked', text: ['right for fades', 'plumbing for the shampoo bowls'] },
    },
  },
  {
    // St. Martinville, Louisiana. Danielle, 33, executive assistant to Mr. Lucien Boudreaux, owner of a hot sauce
    // company. Formal email style with greetings and a signature. Exercises: three dates in one message (opening,
    // move-in, move-out), a size corrected on the boss's word in msg 2 (10x20 ft → 200 ft2; the 10x10 was last year's
    // booth), a budget ceiling approved by the boss next to last year's cost, an optional goal volunteered in msg 3
    // (look like a national brand), and "As I mentioned" pointing back to the sampling when water/power is asked.
    // NOT facts: St. Martinville (the company's town, not the venue), the 10x10 ft space (last year's Winter show in
    // Las Vegas), the upgrade in December, last year's $18,500 booth, four generations, the old barn, the
    // Winter show in January 2027 (an optional reply, never expected).
    id: 'heldout47-exhibition-en-louisiana-assistant-boss-size-relay',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      'Good afternoon,\n\nI am writing on behalf of Mr. Lucien Boudreaux, owner of Teche Fire Pepper Co. in St. Martinville, Louisiana. We will be exhibiting at the Summer Fancy Food Show at the Javits Center in New York this June, and we are looking for a firm to design and build our booth. We will be showing our full line of hot sauces and pepper jellies, with sampling, and launching our new smoked ghost pepper sauce at the show.\n\nBest regards,\nDanielle Guidry\nExecutive Assistant to Mr. Boudreaux',
      'Our assigned space is 10x10 ft in the specialty foods section. The show runs Sunday, June 28 through Tuesday, June 30. Move-in is Friday, June 26, and everything must be out by the end of the day on June 30.',
      'A correction, if I may: Mr. Boudreaux has just informed me that we upgraded to a 10x20 ft booth in December. I apologize for the confusion; the 10x10 was our space at last year\'s Winter show in Las Vegas.',
      'Regarding the budget, Mr. Boudreaux has approved up to $40,000 for design and build, excluding travel. For reference, our booth last year cost $18,500, and he felt it looked homemade. He would like something that looks like a national brand this time.',
    ],
    whenAsked: {
      brand_value:
        'Mr. Boudreaux always says our sauces are "made by a family, not a factory." Four generations of pepper farming on the same land. Visitors should feel as if they have stepped onto our porch for a taste.',
      target_audience:
        'Primarily buyers from grocery chains and specialty retailers, as well as distributors. The show is not open to the public.',
      preferred_style:
        'Warm and authentic, but polished. Mr. Boudreaux is fond of the look of old Louisiana general stores; his daughter, who handles our social media, prefers something cleaner and more modern. I would say somewhere in between.',
      unique_design:
        'Mr. Boudreaux would like a tasting bar made from reclaimed cypress, ideally from the old barn on the farm, with the new ghost pepper sauce featured at the center.',
      water_electricity_supply:
        'As I mentioned, we will be sampling, so we need a hand-washing sink per health code, and electricity for the lighting and two small refrigerators.',
      key_considerations:
        'The booth must be easy to ship and reuse, as we intend to take it to other shows. Also, everything must comply with the Javits union labor rules; we had an unpleasant surprise with labor charges last year.',
      colors_and_elements:
        'Our brand colors are deep red and cream. Please avoid flame clip art; Mr. Boudreaux finds it cheap.',
      plans_after_project:
        'Yes, we plan to exhibit at the Winter Fancy Food Show in January 2027 and would like to reuse the booth there.',
    },
    otherwise: 'Mr. Boudreaux has no particular preference on that point.',
    expected: {
      project_background: { said: 0, text: ['Summer Fancy Food Show', 'hot sauces and pepper jellies', 'smoked ghost pepper sauce'] },
      address: { said: 0, text: ['Javits Center'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-06-28', precision: 'day' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-06-26', precision: 'day' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-06-30', precision: 'day' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      budget: { said: 3, value: { kind: 'money', amount: 40000, currency: 'USD', bound: 'at_most' } },
      problem_need: { said: 3, text: ['looks like a national brand'] },
      brand_value: { said: 'asked', text: ['made by a family, not a factory', 'porch'] },
      target_audience: { said: 'asked', text: ['buyers from grocery chains', 'distributors'] },
      preferred_style: { said: 'asked', text: ['Warm and authentic', 'general stores'] },
      unique_design: { said: 'asked', text: ['tasting bar made from reclaimed cypress'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
      key_considerations: { said: 'asked', text: ['easy to ship and reuse', 'union labor'] },
    },
  },
  {
    // Overland Park, Kansas. Tyler, 27, taking over Hendricks Lawn and Tree from his dad Gary, who founded it. Writes
    // by voice-to-text from the truck: long run-ons, hardly any punctuation. Exercises: the dad's non-negotiable oak
    // tree as the element to keep (msg 1), a question passed on from the dad that volunteers an optional need (truck
    // wraps, yard signs), a deadline tied to the truck repaint ("by March 1st"), trademark not registered and help
    // wanted, and "like I said" in the key considerations reply.
    // NOT facts: 1994, one mower and a pickup, 14 guys and 6 trucks, the season starting in April, tree trimming added
    // in 2001, the cousin who built the site in 2012, John Deere, dinner with dad.
    id: 'heldout47-brand-en-overlandpark-voice-son-for-dad-oak-tree',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hey so I'm Tyler I work with my dad at Hendricks Lawn and Tree in Overland Park Kansas he started the company in 1994 with one mower and a pickup and now we have 14 guys and 6 trucks. I'm slowly taking over and I want to refresh our logo and the whole look because honestly it still looks like 1994",
      "the problem is we're trying to get more commercial contracts like office parks and HOAs and when we show up to bid next to the big guys our trucks and our paperwork look like a hobby. my dad thinks the logo is fine but he agreed to a refresh as long as we keep the oak tree that's non-negotiable for him",
      "dad's asking if you guys also do truck wraps or if that's a separate thing because we need the new logo on the trucks and the yard signs too",
      "timing wise we repaint and wrap the trucks in March before the season starts in April so we'd need the logo done by March 1st",
    ],
    whenAsked: {
      brand_name_story:
        "it's just our last name honestly dad wanted his name on it so people knew who to yell at if the lawn looked bad that's a direct quote. the tree part came in 2001 when he added tree trimming",
      products_or_services:
        'lawn mowing fertilizing tree trimming and removal landscape installs and snow removal in the winter',
      registration_status: "no I don't think so dad just has the LLC. hang on let me ask him. yeah he says never trademarked it",
      need_registration_assistance: 'yeah probably we have no clue how that works',
      brand_website: "hendricksLawnKC.com my cousin built it in like 2012 so be nice lol we're also on Facebook",
      target_audience:
        "right now it's mostly homeowners in Johnson County older folks who've been with us forever. we want property managers and HOA boards and commercial office parks",
      preferred_style:
        'clean, strong, professional. something that reads from across a parking lot on the side of a truck. not too trendy dad would hate that',
      colors_and_elements:
        "we've always been green and yellow kind of John Deere I'd like to get away from that but dad likes it. the oak tree stays",
      key_considerations:
        "like I said dad has to be happy with it it's still his company. and it has to work in one color for the yard signs and the embroidered shirts",
      collaboration_notes: "send stuff to me and I'll show dad at dinner. he gets final say on the tree I get final say on everything else lol",
    },
    otherwise: "no preference really, whatever you think",
    expected: {
      project_background: { said: 0, text: ['Hendricks Lawn and Tree', 'refresh our logo'] },
      address: { said: 0, text: ['Overland Park'] },
      problem_need: { said: 1, text: ['more commercial contracts', 'look like a hobby'] },
      colors_and_elements: { said: 1, text: ['keep the oak tree'] },
      other_design_requirements: { said: 2, text: ['truck wraps', 'yard signs'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      brand_name_story: { said: 'asked', text: ['our last name'] },
      products_or_services: { said: 'asked', text: ['lawn mowing', 'tree trimming', 'snow removal'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['hendricksLawnKC.com'] },
      target_audience: { said: 'asked', text: ['property managers', 'HOA boards'] },
      preferred_style: { said: 'asked', text: ['clean, strong, professional'] },
      key_considerations: { said: 'asked', text: ['dad has to be happy with it', 'work in one color'] },
    },
  },
  {
    // Wolcott, Vermont. Beth, 55, of a family sugarhouse, with her husband Roger reading over her shoulder and their
    // daughter Kayla's opinions relayed from Boston. Writes tidy lists, polite, a smiley or two. Exercises: a list of
    // sizes corrected by Roger in msg 2 (the 32 oz is dropped), several packaging forms at once, Roger's wish (the old
    // sugarhouse drawing) that wins although Beth dislikes it, and a deadline reply that first tells how sugaring
    // season works before giving "by March 15".
    // NOT facts: 1962, Kayla's job and Boston, the plastic jugs they used to sell in, the 32 oz bottle (dropped),
    // "30 to 60" (Kayla's guess at the audience's ages), the end of February, bottling in April, 6 weeks to order
    // bottles, salmon and cocktails as uses.
    id: 'heldout47-packaging-en-vermont-maple-husband-drops-size',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello! We're a small family sugarhouse in Wolcott, Vermont. My husband Roger's family has been sugaring on this hill since 1962. We've always sold our maple syrup in plain plastic jugs with a sticker, mostly at our farm stand. Our daughter Kayla (she lives in Boston and does marketing) has finally convinced us we need real packaging so we can sell online and in stores. So here I am, with Roger reading over my shoulder 🙂",
      "What we'd need:\n- glass bottles for the syrup in 3 sizes: 8 oz, 16 oz and 32 oz\n- a label design that works on all of them\n- a gift box with three little 1.7 oz bottles (Golden, Amber, Dark) for the holidays",
      "Roger says scratch the 32 oz. Too heavy to ship, and nobody buys a quart in glass, they want the jug for that. So just the 8 oz and 16 oz, plus the gift box.",
      "What makes ours different: we still boil over a wood fire, not oil, so the syrup has a slightly smoky taste. Roger wants a drawing of the old sugarhouse with steam coming out of it on the label. I think it looks dated, but he's been outvoted on enough things this year, so the sugarhouse stays 😄",
    ],
    whenAsked: {
      product_description:
        'Pure Vermont maple syrup. Pancakes of course, but people put it in coffee and cocktails, bake with it, glaze salmon with it.',
      target_audience:
        'Kayla says our buyers are "foodies and gift-givers, 30 to 60." Roger says tourists and leaf peepers. I think they are both right. People who care where their food comes from.',
      sales_channels:
        "Our farm stand, the Saturday farmers market in Montpelier, a few general stores around Stowe, and online. Kayla is setting up an Etsy shop and our own website.",
      preferred_style:
        'Classic and honest, like it came from a real farm and not a factory. Kayla sent me some bourbon labels she likes, the ones with the old engraving look.',
      colors_and_elements:
        "Like I said, Roger's sugarhouse drawing. Colors maybe a deep red, or the brown of dark syrup. No bright yellow.",
      preferred_materials:
        "Glass for sure, Roger won't hear of plastic for the nice ones. The gift box should be recyclable cardboard, kraft would be fine.",
      expected_deadline:
        "Well, sugaring starts when the nights freeze and the days thaw, usually the end of February, and we bottle the first syrup in April. The bottles have to be ordered about 6 weeks ahead, so we'd need the design done by March 15.",
      key_considerations:
        'The labels have to survive sticky hands and the fridge, syrup gets everywhere. And the grade and nutrition facts have to be right, Vermont is strict about maple labeling.',
      other_design_requirements: 'Shipping boxes would be nice eventually, for the online orders.',
    },
    otherwise: 'No strong feelings on that one.',
    expected: {
      project_background: { said: 0, text: ['family sugarhouse', 'real packaging', 'sell online and in stores'] },
      product_description: { said: 0, text: ['maple syrup'] },
      address: { said: 0, text: ['Wolcott'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      specification: { said: 2, text: ['8 oz and 16 oz', 'gift box'] },
      unique_selling_point: { said: 3, text: ['wood fire', 'smoky'] },
      colors_and_elements: { said: 3, text: ['drawing of the old sugarhouse'] },
      target_audience: { said: 'asked', text: ['foodies and gift-givers', 'tourists', 'care where their food comes from'] },
      sales_channels: { said: 'asked', text: ['farm stand', 'farmers market', 'general stores', 'Etsy'] },
      preferred_style: { said: 'asked', text: ['Classic and honest', 'engraving'] },
      preferred_materials: { said: 'asked', text: ['Glass', 'recyclable cardboard', 'kraft'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['survive sticky hands', 'strict about maple labeling'] },
    },
  },
  {
    // Houston, Texas (Bellaire). Marisol, 36, office manager at Tran Family Dental, writing for Dr. Linh Tran.
    // One thought per message, emoji, "!!". Exercises: the languages as the doctor's wish (English, Vietnamese,
    // Spanish), the budget as the doctor's ceiling ("no more than $12,000"), the problem told through the phones,
    // booking chosen when asked, "like I mentioned" in the audience reply, and a go-live date tied to an event.
    // NOT facts: 2014 (when the old site was built, and the old photos), 2 people at the front desk, the 20 year
    // anniversary, "3 taps", Dr. Tran's friend from dental school, the holidays.
    id: 'heldout47-website-en-houston-office-manager-for-dentist-languages',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi!! I'm the office manager at Tran Family Dental in Bellaire 🦷 Dr. Tran asked me to find someone to redo our website",
      "our current site is tranfamilydental.com, it was made in 2014 and it looks it 😅 it doesn't work on phones at all and people can't book online, they have to call. the phones ring ALL day and there's only 2 of us at the front",
      "Dr. Tran wants the site in English, Vietnamese and Spanish, because a lot of our patients are Vietnamese or Hispanic families and the grandparents don't read English",
      "she also said no more than $12,000 and that's including the booking part 🙏",
    ],
    whenAsked: {
      category: "mainly a site where patients can book appointments, that's the #1 thing",
      main_pages:
        'Home, About Dr. Tran and the team, Services, New Patients (forms!!), Insurance, Book an appointment, Contact',
      target_audience:
        "families mostly, lots of kids, and the grandparents. like I mentioned a lot of them speak Vietnamese or Spanish at home. also people who just moved to the area looking for a dentist on their phone",
      competitors:
        "Dr. Tran likes the site for Bayou City Smiles, her friend from dental school runs it. it's clean and you can book in like 3 taps. I don't love their colors tho",
      preferred_style:
        "friendly and clean, not too clinical. kids shouldn't be scared lol. Dr. Tran hates stock photos of fake people smiling",
      expected_deadline:
        "we're doing a patient appreciation day on April 15 for our 20 year anniversary and Dr. Tran wants to announce the new site there, so before that",
      key_considerations:
        'HIPAA!! the patient forms have to be secure. and we need to be able to update the hours and holidays ourselves without calling someone',
      other_design_requirements: 'photos of the office and the team would be great, ours are from 2014 too 😬',
      collaboration_notes: "send everything to me and I'll show Dr. Tran between patients. she approves the final stuff",
    },
    otherwise: 'no preference on that!',
    expected: {
      project_background: { said: 0, text: ['Tran Family Dental', 'redo our website'] },
      address: { said: 0, text: ['Bellaire'] },
      url: { said: 1, text: ['tranfamilydental.com'] },
      problem_need: { said: 1, text: ["doesn't work on phones", "can't book online"] },
      languages: { said: 2, text: ['English', 'Vietnamese', 'Spanish'] },
      budget: { said: 3, value: { kind: 'money', amount: 12000, currency: 'USD', bound: 'at_most' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['Services', 'New Patients', 'Insurance', 'Book an appointment'] },
      target_audience: { said: 'asked', text: ['families', 'grandparents', 'looking for a dentist on their phone'] },
      competitors: { said: 'asked', text: ['Bayou City Smiles'] },
      preferred_style: { said: 'asked', text: ['friendly and clean', 'stock photos'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['HIPAA', 'update the hours'] },
    },
  },
  {
    // Albuquerque, New Mexico. Rosa, 44, and her sister Lupe, 40, co-owners of the Las Hermanas green chile food
    // truck, sharing one phone; each signs in. Casual, emoji. Exercises: a truck wrap as the "other" design with a
    // menu board and Lupe's bag stickers added (msg 1), Lupe taking over the phone to settle the colors (msg 2), a
    // problem answered as a story from last year's State Fair before the goal, a deadline counted back from the wrap
    // shop, and how the sisters split decisions.
    // NOT facts: the seller in Las Cruces, 100 degrees in July, Rosa's black (overruled), last August's State Fair
    // and the other truck, Route 66 signs (a reference), 3 weeks at the wrap shop, the season starting in April,
    // the bars on Central, a second truck in 2027.
    id: 'heldout47-other-en-albuquerque-sisters-food-truck-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi! This is Rosa. Me and my sister Lupe own a food truck called Las Hermanas, we do green chile cheeseburgers and breakfast burritos here in Albuquerque. We just bought a bigger truck, a 22 ft step van (used, from a guy in Las Cruces), and it's plain white right now",
      "So what we need is the full wrap for the truck plus a menu board for the service window. Lupe says also stickers for the to-go bags if it's not too much $$",
      "this is Lupe now 👋 I want it BRIGHT. turquoise and red chile red, like the old Route 66 signs. Rosa wanted black but no way, it'd be an oven in there in July. ok she agrees lol",
    ],
    whenAsked: {
      problem_need:
        "ok so last August at the State Fair we were parked right next to another green chile truck and people kept walking right past us, because ours is white and honestly looks like a catering van. The other truck had a line all day. We want people to see us from across the parking lot and know exactly what we sell",
      target_audience:
        'construction crews and office people at lunch, families at the breweries on weekends, and the late night crowd after the bars on Central',
      preferred_style:
        'fun and loud but still legit. kind of old school New Mexico, like hand painted signs. Lupe says NOT cartoon peppers with faces lol',
      address: 'Albuquerque, we park mostly in Nob Hill and downtown',
      expected_deadline:
        'the wrap shop needs 3 weeks to print and install and our season starts in April, so design done by March 13',
      key_considerations:
        'the wrap has to go around the serving window, the generator door and the propane tank. and Las Hermanas has to be readable from far away',
      collaboration_notes: 'text us both in a group chat. Lupe decides colors, I decide everything else, we fight about the rest 😂',
      plans_after_project: 'if business keeps going like this, a second truck in 2027',
    },
    otherwise: "no preference, you're the experts",
    expected: {
      project_background: { said: 0, text: ['Las Hermanas', 'green chile cheeseburgers', 'bigger truck'] },
      address: { said: 0, text: ['Albuquerque'] },
      other_design_requirements: { said: 1, text: ['full wrap', 'menu board', 'stickers'] },
      colors_and_elements: { said: 2, text: ['turquoise', 'red chile red'] },
      problem_need: { said: 'asked', text: ['see us from across the parking lot', 'know exactly what we sell'] },
      target_audience: { said: 'asked', text: ['construction crews', 'breweries', 'late night crowd'] },
      preferred_style: { said: 'asked', text: ['fun and loud', 'hand painted signs', 'NOT cartoon peppers with faces'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['generator door', 'readable from far away'] },
      collaboration_notes: { said: 'asked', text: ['group chat', 'Lupe decides colors'] },
    },
  },
  {
    // 住台北的女兒替嘉義市東區的爸媽問老透天改造，三十多歲，上班族，標點完整、段落長，偶爾一個 emoji。
    // 練習：爸爸轉述的更正（45 坪 → 權狀 42 坪，said 2 勝出）；媽媽的意見就是預算答案（一百五十萬為上限）；
    // 民國七十六年蓋 → 屋齡 39 年；「像我剛剛說的」；生活樣貌用一段故事回答；合作方式（optional）在訊息裡主動講。
    // NOT facts（不是事實）：七十四、七十一（爸媽的年紀）、台北（女兒上班的地方）、45 坪（記錯的坪數）、鐘錶行（爸爸以前的店）、
    // 舅舅、台南、去年、快三百萬（舅舅整理老家的花費）、民雄、八月（哥哥的房子和出租時間）、五點多、禮拜六、十二歲、阿福（狗的年紀和名字）、十幾個（老時鐘，只在 optional 回答裡）。
    id: 'heldout47-residential-zh-chiayi-daughter-for-parents-father-corrects-ping',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是幫我爸媽詢問的。他們住在嘉義市東區的老透天，民國七十六年蓋的，現在就他們兩個住。我爸今年七十四、我媽七十一，樓梯越爬越吃力，想趁他們還走得動，把一樓整理成可以生活的樣子。我人在台北上班，所以大部分會是我跟你們聯絡。',
      '房子是四層樓，每層十坪多，加起來大概 45 坪。一樓現在是客廳，前面是我爸以前開鐘錶行的店面，想改成一間臥室加一間浴室，讓他們不用再上樓睡覺。',
      '剛剛打電話問我爸，他說權狀上是 42 坪，不是 45，是我記錯了，抱歉。',
      '預算的話，我媽的意思是不要超過一百五十萬。她說我舅舅去年整理台南的老家花了快三百萬，她覺得太誇張。我自己覺得可以多一點，但錢是他們出的，就以一百五十萬為上限吧。',
      '風格我跟我媽想法不太一樣😅 我喜歡日式木頭感、清爽一點的，我媽只要「看起來乾淨、好擦」就好。我爸說他都可以。',
      '對了，我在台北，平常討論可以線上跟我講就好，但最後還是要我爸點頭才算數。像我剛剛說的，錢是他們出的嘛。',
    ],
    whenAsked: {
      layout: '算起來是四房一廳兩衛：一樓客廳、廚房跟一間小廁所，二樓兩房一衛，三樓兩房，四樓是神明廳跟曬衣服的地方。',
      lifestyle: '我媽每天早上五點多就起來煮稀飯，我爸吃完去公園跟人下棋，下午回來就在一樓看電視看到睡著😂 他們很少請客，不過每個禮拜六我阿姨會來家裡打麻將。還有一隻十二歲的柴犬阿福，整天跟著我媽。',
      colors_and_elements: '我爸說不要太暗，他眼睛不好，晚上看不清楚。我媽不要白色的磁磚，她說很難保持乾淨。',
      move_in_date: '施工期間他們會先去住我哥在民雄的房子，希望七月前可以搬回來，因為我哥那間八月要租給別人。',
      key_considerations: '安全第一，防滑、扶手、晚上起來上廁所的夜燈那些。還有四樓的神明廳不能動，這是我爸唯一堅持的。',
      important_collections: '我爸有十幾個以前店裡留下來的老時鐘，他很寶貝，可以的話想留一面牆掛。',
    },
    otherwise: '這個我再問問我爸媽，先照你們的專業建議就好。',
    expected: {
      project_background: { said: 0, text: ['老透天', '一樓整理成可以生活的樣子'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 39, unit: 'years' } },
      address: { said: 0, text: ['嘉義市東區'] },
      problem_need: { said: 0, text: ['樓梯越爬越吃力'] },
      target_audience: { said: 0, text: ['他們兩個住'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 42, unit: 'ping' } },
      budget: { said: 3, value: { kind: 'money', amount: 1_500_000, currency: 'TWD', bound: 'at_most' } },
      preferred_style: { said: 4, text: ['日式木頭感', '看起來乾淨、好擦'] },
      collaboration_notes: { said: 5, text: ['線上跟我講', '我爸點頭'] },
      layout: { said: 'asked', text: ['四房一廳兩衛'] },
      lifestyle: { said: 'asked', text: ['煮稀飯', '看電視', '打麻將'] },
      colors_and_elements: { said: 'asked', text: ['不要太暗', '不要白色的磁磚'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['防滑', '扶手', '神明廳不能動'] },
    },
  },
  {
    // 竹北要和朋友合開拳擊有氧館的男生，二十多歲，一行一則、幾乎不打標點、愛用 emoji。
    // 練習：合夥人小蔡傳訊息改開幕月份（5 月 → 6 月，同一則裡更正）；兩人對風格意見不合，兩種意見都要記（said 5）；
    // 顏色的答案是合夥人另一間店的品牌色（別人的東西，卻是這個專案的答案）；競爭優勢先講一段同業故事再回答。
    // NOT facts（不是事實）：新竹市東區、重訓館、五年（小蔡的另一間店）、5 月（原本想開幕、已改掉）、
    // 一間、四五間（竹北的同業）、兩次（小蔡那間被檢舉的次數）。
    id: 'heldout47-commercial-zh-zhubei-boxing-gym-partner-moves-opening',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我跟朋友要在竹北合開一間拳擊有氧的健身房🥊 想找人做室內設計',
      '地點在竹北高鐵站附近 光明六路上 一樓加二樓 總共大概 65 坪',
      '我合夥人小蔡在新竹市東區已經有一間重訓館 開五年了 他比較懂 他說這間要跟那間做出區隔 主打女生跟上班族下班來流汗',
      '預算我們講好裝潢 300 萬以內 器材另外算',
      '本來想 5 月開幕 但小蔡剛傳訊息說 5 月拿不到使用執照 要改到 6 月',
      '然後我們目前意見不合的是風格😂 我想要工業風 粗獷一點 小蔡說女生會覺得太兇 他想要明亮一點 像韓國那種乾淨的健身房 還在吵',
    ],
    whenAsked: {
      problem_need: '現在很多拳擊館都在地下室 又暗又悶 女生不太敢進去 我們想做一間通風好 看起來乾淨的',
      brand_value: '流汗很爽 但不會有壓力 新手也敢來',
      competitive_advantage: '小蔡那間開的時候 附近只有一間 現在光竹北就四五間拳擊的了 卷得要命🥲 我們的優勢是教練都有比賽經驗 然後有淋浴間 很多家沒有',
      colors_and_elements: '顏色我們唯一有共識的是要有一點螢光綠 那是小蔡那間的品牌色 想讓兩間看起來是一家人 其他再看',
      unique_design: '想要一面可以拍照打卡的牆 上完課大家都會拍 免費廣告',
      key_considerations: '隔音!! 三樓以上是住家 沙包打起來很吵 小蔡那間之前就被鄰居檢舉過兩次',
    },
    otherwise: '這個我要問一下小蔡 我先說都可以啦',
    expected: {
      project_background: { said: 0, text: ['拳擊有氧的健身房'] },
      address: { said: 1, text: ['竹北高鐵站', '光明六路'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 65, unit: 'ping' } },
      target_audience: { said: 2, text: ['女生跟上班族'] },
      budget: { said: 3, value: { kind: 'money', amount: 3_000_000, currency: 'TWD', bound: 'at_most' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month' } },
      preferred_style: { said: 5, text: ['工業風', '明亮一點'] },
      problem_need: { said: 'asked', text: ['通風好', '看起來乾淨'] },
      brand_value: { said: 'asked', text: ['不會有壓力', '新手也敢來'] },
      competitive_advantage: { said: 'asked', text: ['比賽經驗', '淋浴間'] },
      colors_and_elements: { said: 'asked', text: ['螢光綠'] },
      unique_design: { said: 'asked', text: ['拍照打卡的牆'] },
      key_considerations: { said: 'asked', text: ['隔音', '三樓以上是住家'] },
    },
  },
  {
    // 高雄岡山螺絲廠的總經理特助林小姐，寫得像正式公文信（「本公司」「貴司」「敝姓」），全程替總經理轉達。
    // 練習：總經理的喜好就是風格和顏色的答案（said 2，顏色是 optional 但主動講）；轉達總經理的提問（不是事實）；
    // 亮點先講上一屆標準攤的故事再回答；公司所在地（岡山）不是展場地址。
    // NOT facts（不是事實）：高雄岡山（公司所在地，不是展場）、去年、斯圖加特（總經理看展的地方）、台北、台北世貿、好幾萬（以前的廠商和運費）、
    // 2024 年、幾十家（上一屆的標準攤）、為期三天（不是撤場日，撤場日要問）。
    id: 'heldout47-exhibition-zh-gangshan-fastener-assistant-for-gm',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是嘉鋒螺絲工業的總經理特助，敝姓林。本公司位於高雄岡山，主要生產汽車及建築用的特殊扣件。今年 4 月將參加台灣國際扣件展，總經理指示這次不再使用主辦單位的標準攤，要自行找設計公司規劃展位，故來信請教。',
      '展覽地點在高雄展覽館，4 月 29 日開展，為期三天。攤位為 6x9 公尺的角落位，共 54 平方公尺。',
      '風格方面，總經理希望是德國廠商那種俐落的感覺，以黑白灰為主、有金屬質感，不要花花綠綠。他去年在斯圖加特參觀時看到的幾個德國攤位，就是他要的方向。',
      '另外總經理想請教：貴司是否能在高雄當地施工？我們過去合作的裝潢廠商都在台北，去年在台北世貿的展光是運費就多了好幾萬。',
    ],
    whenAsked: {
      brand_value: '本公司堅持「零不良」的出貨品質，希望買家一走進展位，就覺得我們是專業、可信賴的供應商。',
      target_audience: '主要是歐美及日本的汽車零件採購，其次是國內的代理商。',
      unique_design: '上一屆（2024 年）我們用的是標準攤，總經理覺得跟左右幾十家長得一模一樣，買家走過去都沒有停下來。所以這次他希望有一面用本公司螺絲排出公司標誌的牆，讓人一眼就記得。',
      water_electricity_supply: '需要電，要放兩台螢幕，還有一台現場示範扭力測試的機台。水不需要。',
      budget: '總經理核定的預算是新台幣 80 萬元，含設計及施工。',
      entry_date: '進場佈置是 4 月 27 日，主辦單位規定當天上午八點起可以進場。',
      exit_date: '撤場是 5 月 1 日閉展後當晚。',
      key_considerations: '樣品都是金屬件，很重，展示架承重一定要夠。另外總經理很重視洽談區，至少要能同時坐兩組客人。',
    },
    otherwise: '此部分需再向總經理確認，先請貴司依經驗建議，謝謝。',
    expected: {
      project_background: { said: 0, text: ['特殊扣件', '台灣國際扣件展'] },
      address: { said: 1, text: ['高雄展覽館'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-04-29', precision: 'day' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 54, unit: 'm2' } },
      preferred_style: { said: 2, text: ['俐落', '金屬質感'] },
      colors_and_elements: { said: 2, text: ['黑白灰', '不要花花綠綠'] },
      brand_value: { said: 'asked', text: ['零不良', '專業、可信賴'] },
      target_audience: { said: 'asked', text: ['歐美及日本的汽車零件採購', '國內的代理商'] },
      unique_design: { said: 'asked', text: ['螺絲排出公司標誌的牆'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 800_000, currency: 'TWD' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-04-27', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['承重', '洽談區'] },
    },
  },
  {
    // 花蓮壽豐開民宿「慢慢窩」的太太，三十多歲，用語音輸入：整段沒標點、只有空格，老公在旁邊插話。
    // 練習：老公的意見就是答案（要協助註冊：「我老公說要」）；夫妻各自的顏色都要記（said 3）；「像我剛才說的」；
    // 房卡、名片（optional 的其他設計需求）在開場主動提；地址是 listen 欄位，開場就講。
    // NOT facts（不是事實）：三年（開業多久）、Canva（老公做舊 logo 的工具）、附近新開的網美民宿（別人的店）、
    // 台北（客人從哪來）、六月（旺季開始，不是設計期限）、四間（房間數，不是要填的欄位）。
    id: 'heldout47-brand-zh-shoufeng-bnb-couple-voice-typing',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是在花蓮壽豐開民宿的 名字叫慢慢窩 開三年了 之前的 logo 是我老公自己用 Canva 做的 現在想要整套重新做 包括 logo 還有房卡跟名片那些',
      '慢慢窩這個名字是我老公的阿嬤以前常講的 她都說人生不要急 慢慢來 我們民宿就是阿嬤以前住的老房子改的',
      '我老公在旁邊說要補充 最近訂房一直被附近新開的網美民宿搶走 他覺得是我們的 logo 看起來太陽春 所以這次最想要的是看起來專業一點 但是不要失去家的感覺',
      '然後顏色我們兩個吵了很久 他想要海的藍色 我想要稻田的那種綠 最後決定兩個都要 他說設計師看怎麼配比較好',
    ],
    whenAsked: {
      products_or_services: '就是住宿 四間房間 有附早餐 然後週末會帶客人去騎腳踏車 那個是我老公帶的',
      registration_status: '沒有欸 沒想過要註冊',
      need_registration_assistance: '我問一下 我老公說要 那就麻煩你們了',
      brand_website: '沒有官網 只有 IG 叫 manman.wo.hualien 訂房都是用訂房網站',
      target_audience: '大部分是台北來的年輕夫妻 還有帶小小孩的家庭 因為我們有院子可以跑',
      preferred_style: '溫暖 有手感 有一點日式但不要太冷 像我剛才說的 要有家的感覺',
      expected_deadline: '暑假前啦 最好五月底 因為六月開始是旺季 要趕印新的房卡跟名片',
      key_considerations: '要有阿嬤的感覺在裡面 但是不要放阿嬤的照片 我老公說那樣怪怪的',
    },
    otherwise: '都可以 你們專業的決定就好',
    expected: {
      project_background: { said: 0, text: ['民宿', '整套重新做'] },
      address: { said: 0, text: ['花蓮壽豐'] },
      other_design_requirements: { said: 0, text: ['房卡', '名片'] },
      brand_name_story: { said: 1, text: ['阿嬤', '慢慢來'] },
      problem_need: { said: 2, text: ['太陽春', '專業一點'] },
      colors_and_elements: { said: 3, text: ['海的藍色', '稻田的那種綠'] },
      products_or_services: { said: 'asked', text: ['住宿', '早餐', '騎腳踏車'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['manman.wo.hualien'] },
      target_audience: { said: 'asked', text: ['年輕夫妻', '帶小小孩的家庭'] },
      preferred_style: { said: 'asked', text: ['溫暖', '手感', '家的感覺'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['阿嬤的感覺', '不要放阿嬤的照片'] },
    },
  },
  {
    // 雲林西螺黑豆醬油廠第三代的兒子，二十多歲，條列式整理全家的討論：爸爸是老闆、姐姐顧網路商店。
    // 練習：爸爸的堅持就是重點考量（said 1，「西螺兩個字一定要大」）；風格三人意見不合，兩邊都記；
    // 轉達姐姐的提問（分開報價，不是事實）；期限先講中秋檔期的故事再回答（六月底前定稿）；
    // 好市多還在談、不確定，不列入通路。
    // NOT facts（不是事實）：年底、好市多（還在談的通路，不確定）、2 比 1（家裡投票）、去年、別家做網站（姐姐之前的經驗）、
    // 去年中秋、快八千瓶（去年的銷量）、今年中秋（上市時機，不是設計期限）、一個多月（印刷時間）。
    id: 'heldout47-packaging-zh-xiluo-soy-sauce-son-father-sister',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～我們是雲林西螺做黑豆醬油的，到我是第三代，老闆是我爸。今年要出一款新的小瓶裝醬油膏，想請你們幫忙做包裝。我先整理一下我們家討論的重點：\n1. 一瓶 300ml，三瓶一組\n2. 瓶子用現成的，要做的是瓶身標籤，還有三瓶一組的禮盒\n3. 通路：我姐在顧的網路商店、工廠門市，年底可能上好市多（還在談，不一定）',
      '我爸最在意的是：包裝上西螺兩個字一定要大，他說客人買醬油就是認這個產地。',
      '風格的部分我們家有分歧XD 我爸想要傳統一點，像老字號那種；我跟我姐想要簡約、現代，年輕人拿去送禮不會覺得老氣。目前 2 比 1，但我爸是老闆😅',
      '還有我姐叫我順便問：標籤跟禮盒可以分開報價嗎？她說去年找別家做網站，一開始報總價，後來一直追加，有點怕。',
    ],
    whenAsked: {
      product_description: '醬油膏就是比較濃稠的醬油，沾水餃、淋燙青菜都很好用。我們這款是黑豆純釀，沒有加焦糖色。',
      unique_selling_point: '我們是古法日曬，黑豆要曬 120 天，而且只用台灣黑豆。',
      target_audience: '想抓 30 到 45 歲、會下廚或要送禮的人，尤其是逢年過節要送長輩的上班族。',
      colors_and_elements: '顏色我們三個都同意用黑豆的黑跟醬色的咖啡色。我爸堅持要有紅色印章那種廠名，我們覺得小小的就好。不要卡通圖案。',
      preferred_materials: '禮盒想用紙盒，最好可以回收，裡面不要保麗龍。',
      expected_deadline: '我們每年最大的檔期是中秋，去年中秋賣了快八千瓶。這次想趕今年中秋前上市，印刷要一個多月，所以設計最好六月底前定稿。',
    },
    otherwise: '這個我們沒有特別想法，你們建議就好。',
    expected: {
      project_background: { said: 0, text: ['黑豆醬油', '小瓶裝醬油膏'] },
      address: { said: 0, text: ['雲林西螺'] },
      product_description: { said: 0, text: ['醬油膏'] },
      specification: { said: 0, text: ['300ml', '三瓶一組'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      sales_channels: { said: 0, text: ['網路商店', '工廠門市'] },
      key_considerations: { said: 1, text: ['西螺兩個字一定要大'] },
      preferred_style: { said: 2, text: ['傳統一點', '簡約、現代'] },
      unique_selling_point: { said: 'asked', text: ['古法日曬', '120 天', '台灣黑豆'] },
      target_audience: { said: 'asked', text: ['30 到 45 歲', '送長輩的上班族'] },
      colors_and_elements: { said: 'asked', text: ['黑豆的黑', '紅色印章', '不要卡通圖案'] },
      preferred_materials: { said: 'asked', text: ['紙盒', '不要保麗龍'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
    },
  },
  {
    // 台南東區寵物美容「毛孩澡堂」的年輕美容師，二十多歲，短句、emoji，合夥的學姐坐在旁邊插話。
    // 練習：學姐想做購物網站、兩人討論後決定只做預約（category said 1，商城明年是 optional 的後續規劃）；
    // 學姐要求加英文（別人的意見就是語言的答案）；「像我前面說的」；兩人各自的預算合成一個範圍（8 到 10 萬）。
    // NOT facts（不是事實）：上個月、三個外國客人、Google 翻譯（英文的理由）、成大（外籍生在的地方）、
    // 台北（參考網站所在）、五六月（洗澡旺季，不是上線日）、洗毛精（之後商城要賣的東西）。
    id: 'heldout47-website-zh-tainan-pet-grooming-cofounders',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨～我們是台南東區的寵物美容「毛孩澡堂」，兩個美容師一起開的🐶 現在預約都靠 LINE，每天回訊息回到手軟，想做一個可以線上預約的網站',
      '我合夥人學姐說想順便賣我們自己調的洗毛精，做成購物網站。不過我們剛剛討論完，先說好這次只做預約，商城明年再說',
      '網站目前沒有，只有 IG：@maohai.bath',
      '學姐在旁邊說語言要有英文！中文之外要有英文，因為成大附近很多外籍生養狗，上個月就有三個外國客人用 Google 翻譯跟我們約😂',
      '預算的部分，像我前面說的我們才兩個人，學姐說 8 萬以內，我覺得 10 萬也 ok，最後講好抓 8 到 10 萬',
    ],
    whenAsked: {
      main_pages: '首頁、服務價目、線上預約、美容前後對比照、交通資訊',
      target_audience: '附近的年輕飼主，很多是上班族，晚上才有空約；還有成大的學生跟外籍生',
      competitors: '台北有一間叫「汪喵日常」的，他們的預約頁很清楚，學姐超愛；台南同業我們就不太想參考了',
      preferred_style: '可愛但不要太幼稚，乾淨、明亮，要放很多狗狗照片',
      expected_deadline: '過完年比較有空弄，希望四月可以上線，因為五六月是洗澡旺季',
      key_considerations: '預約一定要可以選美容師跟時段！然後不要逼客人註冊會員，學姐說她自己最討厭註冊',
    },
    otherwise: '都可以～',
    expected: {
      project_background: { said: 0, text: ['寵物美容', '線上預約'] },
      problem_need: { said: 0, text: ['回訊息回到手軟'] },
      address: { said: 0, text: ['台南東區'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      plans_after_project: { said: 1, text: ['商城明年再說'] },
      url: { said: 2, text: ['maohai.bath'] },
      languages: { said: 3, text: ['中文', '英文'] },
      budget: { said: 4, value: { kind: 'money', amount: 80_000, max: 100_000, currency: 'TWD' } },
      main_pages: { said: 'asked', text: ['服務價目', '線上預約', '美容前後對比照'] },
      target_audience: { said: 'asked', text: ['年輕飼主', '上班族', '外籍生'] },
      competitors: { said: 'asked', text: ['汪喵日常'] },
      preferred_style: { said: 'asked', text: ['可愛但不要太幼稚', '乾淨、明亮'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['選美容師跟時段', '不要逼客人註冊會員'] },
    },
  },
  {
    // 十月要在彰化員林辦婚宴的準新娘，三十出頭，住台中，口語、語助詞、emoji 很多。
    // 練習：老公轉述的更正（座位表不用了，加婚紗相本封面，said 3 勝出）；婆婆要紅色和囍字，是顏色答案的一部分；
    // 合作方式（這個類型是 core）要問才講，答案裡有婆婆要先看過；期限從婚期往回推（7 月底前）。
    // NOT facts（不是事實）：10 月、10/17（婚期，不是設計期限）、彰化（男方親戚住的地方）、一個半月（喜帖提早寄的時間）、
    // 座位表（已取消）、上次、姪子的喜帖（婆婆的經驗）、30 桌（賓客規模，不是要填的欄位）。
    id: 'heldout47-other-zh-yuanlin-wedding-mother-in-law',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我 10 月要結婚了💍 想找設計師幫我們做一整套婚禮的東西，喜帖、謝卡、迎賓板、座位表這些～',
      '我們住台中，婚宴在彰化員林，我老公（還沒登記啦哈哈）老家在那邊，男方親戚幾乎都在彰化',
      '然後婆婆很在意喜帖要紅色、要有囍字，但我們兩個想要莫蘭迪色系那種😭 目前的折衷是：給長輩的版本用紅的，給朋友的版本用莫蘭迪',
      '啊剛剛老公說座位表不用了，餐廳會做。所以是喜帖、謝卡、迎賓板，再加一個婚紗相本的封面',
      '時間的話，婚禮是 10/17，喜帖要提早一個半月寄，印刷也要時間，所以設計最晚 7 月底要全部好',
    ],
    whenAsked: {
      problem_need: '希望長輩跟朋友都滿意啦，然後整套看起來是同一個風格，不要每樣東西各做各的',
      target_audience: '來喝喜酒的人，一半是男方的長輩親戚，一半是我們的同學同事，大概 30 桌',
      preferred_style: '溫柔、簡單，有一點手繪感，我超喜歡乾燥花🌾',
      key_considerations: '長輩版的字一定要大！！婆婆說上次她姪子的喜帖字小到她根本看不到😂',
      collaboration_notes: '我們兩個決定就好，但喜帖定稿前一定要先給婆婆看過，不然會出事🤣 進度用 LINE 跟我說就可以',
    },
    otherwise: '都可以～你們覺得好看就好',
    expected: {
      project_background: { said: 0, text: ['結婚', '一整套婚禮的東西'] },
      address: { said: 1, text: ['台中', '員林'] },
      colors_and_elements: { said: 2, text: ['紅色', '要有囍字', '莫蘭迪'] },
      other_design_requirements: { said: 3, text: ['喜帖', '迎賓板', '婚紗相本的封面'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      problem_need: { said: 'asked', text: ['長輩跟朋友都滿意', '同一個風格'] },
      target_audience: { said: 'asked', text: ['長輩親戚', '同學同事'] },
      preferred_style: { said: 'asked', text: ['溫柔', '手繪感', '乾燥花'] },
      key_considerations: { said: 'asked', text: ['字一定要大'] },
      collaboration_notes: { said: 'asked', text: ['婆婆看過', 'LINE'] },
    },
  },
  {
    // 서울 사는 32세 직장인 딸. 전주 효자동 부모님(아빠 71, 엄마 67) 아파트 전체 리모델링을 대신 문의. 엄마와 통화하며
    // 긴 문단으로 씀. 34평 → "엄마가 32평이래요"로 정정 전달(2번). 2004년에 지어진 아파트 → 22년.
    // 예산: 아빠는 4천, 엄마와 딸이 "5천까지"로 합의(3번) → 최대 5천만 원. 생활 모습은 이야기로 답함.
    // 스타일은 엄마 취향으로(다른 사람의 바람이 곧 답). key_considerations 재질문에 "말씀드린 것처럼".
    // 입주: "5월 8일 어버이날 전에는" → 2026-05-08, by.
    // NOT facts: 서울(딸 사는 곳), 작년(아빠가 넘어진 때), 4천(아빠 의견), 동생 분당 집·7천, 34평(정정 전),
    // 71세·67세(부모님 나이, 수치 필드 아님), 손주 넷, 명절.
    id: 'heldout47-residential-ko-jeonju-daughter-for-parents-mom-corrects-size',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 저는 서울 사는 딸이고, 전주에 계신 부모님 아파트 리모델링 때문에 문의드려요. 부모님이 이런 건 어려워하셔서 제가 대신 쓰고 있고 지금 엄마랑 통화하면서 적는 중이에요 ㅎㅎ 전주 효자동에 있는 34평 아파트고, 2004년에 지어진 아파트라 욕실이랑 주방이 많이 낡았어요. 이사는 안 하시고 전체 리모델링 생각하고 있어요.',
      '엄마 말로는 화장실 바닥이 미끄러워서 작년에 아빠가 한 번 넘어지셨대요. 그래서 욕실은 무조건 안전하게 해야 한다고 하세요. 문턱도 다 없애고 싶으시대요.',
      '아 엄마가 34평이 아니라 32평이래요;; 관리비 고지서 보고 확인하셨대요. 32평으로 정정할게요.',
      '예산은 아빠는 4천이면 된다고 하시는데, 엄마랑 제가 알아보니 욕실 두 개 다 하면 그걸로는 어려울 것 같아서 5천까지는 괜찮다고 합의했어요. 제 동생이 작년에 분당 집 고칠 때 7천 들었다고 해서 엄마가 깜짝 놀라셨어요 ㅋㅋ',
    ],
    whenAsked: {
      property_category: '아파트요',
      layout: '방 3개, 화장실 2개, 거실 하나요. 베란다 확장은 안 되어 있어요.',
      age: '2004년에 지어졌어요. 아까 말씀드렸던 것 같은데 ㅎㅎ',
      target_audience: '부모님 두 분만 사세요. 아빠 71세, 엄마 67세시고요. 명절엔 저희 식구랑 동생네까지 와서 손주들이 넷이라 북적북적해요.',
      lifestyle: '아빠가 퇴직하시고 나서 아침마다 베란다에서 화분 돌보시는 게 일이에요. 엄마는 거의 부엌에 계시고, 김장도 아직 집에서 하세요. 저녁엔 두 분이 TV 보시는 게 다예요 ㅎㅎ',
      preferred_style: '엄마는 환하고 깔끔한 거 좋아하시고 아빠는 원목 느낌 좋아하세요. 둘이 좀 다른데 엄마 쪽으로 가 주시면 될 것 같아요 ㅋㅋ 아빠도 그러라고 하시네요.',
      colors_and_elements: '엄마가 체리색 몰딩 지겹다고 그것만은 꼭 빼 달래요. 색은 흰색이나 베이지요.',
      address: '전주 효자동이요.',
      space_size: '32평이요!',
      budget: '5천까지요.',
      move_in_date: '공사하는 동안은 두 분이 저희 집에 올라와 계시기로 했는데, 5월 8일 어버이날 전에는 다시 들어가고 싶다고 하셨어요.',
      key_considerations: '말씀드린 것처럼 욕실 안전이 제일이에요. 그리고 엄마 무릎이 안 좋으셔서 주방 상부장이 너무 높지 않았으면 해요.',
      important_collections: '아빠 바둑판이랑 엄마가 모은 그릇들이요 ㅎㅎ',
      collaboration_notes: '결정은 엄마가 하시고 연락은 저한테 주세요. 평일엔 제가 회사라 카톡이 편해요.',
    },
    otherwise: '그건 엄마한테 물어봐야 하는데, 일단 상관없어요!',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 22, unit: 'years' } },
      address: { said: 0, text: ['효자동'] },
      problem_need: { said: 0, text: ['욕실이랑 주방이 많이 낡았어요'] },
      key_considerations: { said: 1, text: ['안전하게', '문턱'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      budget: { said: 3, value: { kind: 'money', amount: 50_000_000, currency: 'KRW', bound: 'at_most' } },
      layout: { said: 'asked', text: ['방 3개', '화장실 2개'] },
      target_audience: { said: 'asked', text: ['부모님 두 분'] },
      lifestyle: { said: 'asked', text: ['화분', '김장'] },
      preferred_style: { said: 'asked', text: ['환하고 깔끔한'] },
      colors_and_elements: { said: 'asked', text: ['체리색 몰딩', '베이지'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-08', precision: 'day', relation: 'by' } },
    },
  },
  {
    // 수원 광교에 동물병원 개원을 준비하는 '온새미동물병원' 실장 김지현(30대). 진료 중인 원장님 대신 공손한 존댓말로 씀.
    // 45평이라 했다가 "원장님께 여쭤보니 전용은 38평"으로 정정(3번). 예산 1억 2천(인테리어만, 장비 별도).
    // 강점은 원장님 경력 이야기부터 꺼냄. 스타일은 원장님 취향(우드톤)으로 — 실장 본인 의견은 다름.
    // key_considerations에 "말씀드린 것처럼". 오픈 6월 1일(월) → 2026-06-01.
    // NOT facts: 45평(공급면적, 정정 전), 용인 병원(원장님 전 직장), 장비 2억 가까이, 대학병원 7년, 근처 병원 세 군데,
    // 5월 말(원래 생각했던 오픈), 저녁 7시(진료 끝나는 시간).
    id: 'heldout47-commercial-ko-gwanggyo-vet-manager-for-director-size-corrected',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 수원 광교에서 동물병원 개원 준비 중인 온새미동물병원 실장 김지현입니다. 원장님이 진료 중이셔서 제가 대신 문의드립니다. 광교중앙역 근처 신축 상가 2층이고, 약 45평입니다.',
      '원장님께서 이전에 근무하시던 용인 병원이 대기실에서 강아지랑 고양이가 같이 앉아 있어서 서로 스트레스를 많이 받았다고 하세요. 그래서 이번에는 대기 공간을 강아지/고양이로 나누는 게 제일 큰 목표입니다.',
      '예산은 인테리어만 1억 2천 정도로 잡고 있습니다. 의료장비는 별도인데 장비 쪽으로 이미 2억 가까이 들어가서, 원장님께서 인테리어는 더 못 늘린다고 하셨습니다.',
      '정정드립니다. 방금 원장님께 여쭤보니 45평은 공급면적이고 전용은 38평이라고 하십니다. 38평 기준으로 봐 주세요.',
    ],
    whenAsked: {
      brand_value: "온새미가 '있는 그대로'라는 순우리말이에요. 원장님은 과잉진료 안 하는 병원을 하고 싶어 하시고, 보호자분이 들어왔을 때 병원 냄새 안 나고 편안한 느낌이었으면 하세요.",
      target_audience: '광교 신도시라 30~40대 맞벌이 부부, 신혼부부가 많습니다. 고양이 키우는 1인 가구도 많고요.',
      competitive_advantage: '원장님이 대학병원에서 고양이 진료만 7년 하셨습니다. 근처에 병원이 세 군데 있는데 고양이를 전문으로 보는 곳은 없어서, 고양이 친화 병원 인증(Cat Friendly Clinic)을 받는 게 목표입니다.',
      preferred_style: '원장님은 따뜻한 우드톤을 좋아하시고, 저는 솔직히 너무 카페 같으면 병원 신뢰감이 떨어질 것 같아서 걱정이에요. 그래도 원장님 취향대로 우드톤으로 가되 깔끔하게 부탁드립니다.',
      colors_and_elements: '초록색 계열 좋아하십니다. 빨간색은 피가 연상돼서 빼 달라고 하셨어요.',
      unique_design: '고양이 대기실 벽에 캣워크 같은 거요. 그리고 입구 바닥에 체중계를 매립해서 강아지가 들어오면서 바로 잴 수 있게 하고 싶다고 하셨습니다.',
      address: '수원 광교, 광교중앙역 근처입니다.',
      space_size: '전용 38평입니다.',
      budget: '인테리어 1억 2천입니다.',
      opening_date: '원장님이 6월 1일 월요일로 정하셨어요. 원래 5월 말 생각했는데 장비 들어오는 날짜 때문에 미뤄졌습니다.',
      key_considerations: '방사선실 차폐랑 수술실 환기입니다. 그리고 말씀드린 것처럼 강아지랑 고양이 동선이 안 겹치는 게 제일 중요합니다.',
      other_design_requirements: '간판이랑 진료실 안내 사인물도 같이 부탁드리고 싶습니다.',
      collaboration_notes: '최종 결정은 원장님이 하시고 실무 연락은 저한테 주시면 됩니다. 미팅은 진료 끝나는 저녁 7시 이후에 가능하세요.',
    },
    otherwise: '그 부분은 원장님께 확인해 보고 말씀드리겠습니다. 일단은 특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['동물병원'] },
      address: { said: 0, text: ['광교'] },
      problem_need: { said: 1, text: ['강아지/고양이로 나누는'] },
      budget: { said: 2, value: { kind: 'money', amount: 120_000_000, currency: 'KRW' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 38, unit: 'pyeong' } },
      brand_value: { said: 'asked', text: ['과잉진료', '편안한'] },
      target_audience: { said: 'asked', text: ['맞벌이 부부', '1인 가구'] },
      competitive_advantage: { said: 'asked', text: ['고양이 진료', 'Cat Friendly'] },
      preferred_style: { said: 'asked', text: ['우드톤', '깔끔하게'] },
      colors_and_elements: { said: 'asked', text: ['초록색', '빨간색'] },
      unique_design: { said: 'asked', text: ['캣워크', '체중계'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['차폐', '동선'] },
    },
  },
  {
    // 양평 원목가구 공방 '나무곁'의 공동대표 중 한 명(30대 후반). 공동대표와 나란히 앉아 폰으로 한 줄씩, 🙂😅 이모지.
    // 부스 6x3이라 했다가 "대표님이 신청서 보더니 6x6, 36㎡"로 정정(2번). 예산 1,500만 원(3번).
    // 스타일은 대표 쪽(무인양품 느낌)으로 — 다른 사람의 바람이 답. 전시할 품목은 둘이 아직 정리 중(파일할 수 없음).
    // 코엑스 A홀, 개막 3/4(수), 반입 3/3, 철수 3/8.
    // NOT facts: 6x3(정정 전), 작년 일산 킨텍스 핸드메이드페어·3x3 기본부스, 트럭 한 대, 밤 10시, 가을 부산 리빙페어.
    id: 'heldout47-exhibition-ko-yangpyeong-furniture-cofounder-booth-corrected',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 양평에서 원목가구 공방 하는 나무곁입니다 🙂 서울리빙디자인페어에 처음 나가게 돼서 부스 디자인 문의드려요',
      '공동대표랑 같이 보고 있어요 ㅎㅎ 부스는 6x3이라고 들었는데',
      '아 잠깐만요 대표님이 신청서 보더니 6x6 이래요!! 36㎡요 제가 잘못 봤네요 😅',
      '작년에 일산 킨텍스 핸드메이드페어 나갔을 때는 3x3 기본부스라 테이블만 깔고 했는데 이번엔 제대로 해보고 싶어서요. 예산은 1,500만 원 정도 생각하고 있어요',
      '대표님은 식탁이랑 의자 위주로 가자는데 저는 작은 소품도 같이 보여주고 싶거든요.. 이건 저희끼리 아직 정리 중이에요',
    ],
    whenAsked: {
      brand_value: "나무곁은 '나무 곁에 두고 오래 쓰는 가구'라는 뜻이에요. 부스에 들어오면 나무 냄새 나고 손으로 만져보고 싶은 느낌이었으면 해요",
      target_audience: '신혼부부나 이사 준비하는 분들이요! 인테리어 편집숍 바이어도 만나면 좋고요',
      preferred_style: '따뜻하고 여백 많은 느낌이요. 대표님은 무인양품 같은 느낌 좋아하고 저는 컬러가 좀 있었으면 하는데 ㅋㅋ 일단 대표님 쪽으로 가기로 했어요',
      unique_design: '실제 식탁에 앉아서 차 한 잔 마실 수 있는 공간이요. 대패질 시연도 하고 싶어요 🙂',
      address: '코엑스 A홀이요',
      space_size: '6x6이요 36㎡',
      water_electricity_supply: '전기는 조명 때문에 필요하고요.. 차 마시려면 물도 필요한가? 아 포트에 생수 가져가면 되니까 전기만요',
      budget: '1,500만 원이요',
      opening_date: '3월 4일 수요일 개막이요',
      entry_date: '반입은 개막 전날 3월 3일 하루예요. 저희는 트럭 한 대라 아침 일찍 들어가려고요',
      exit_date: '8일 전시 끝나고 그날 밤 10시까지 철수래요',
      key_considerations: '가구가 무거워서 반입 동선이랑 바닥 하중이요. 그리고 가구가 주인공이라 부스가 너무 튀면 안 돼요',
      plans_after_project: '잘되면 가을에 부산 리빙페어에도 나가고 싶어요. 부스 재사용 되면 좋겠어요',
      colors_and_elements: '우드 톤 살리는 색이면 다 좋아요',
    },
    otherwise: '음 그건 대표님이랑 얘기해보고요! 일단 상관없어요',
    expected: {
      project_background: { said: 0, text: ['원목가구 공방', '서울리빙디자인페어'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      budget: { said: 3, value: { kind: 'money', amount: 15_000_000, currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['오래 쓰는', '만져보고'] },
      target_audience: { said: 'asked', text: ['신혼부부', '바이어'] },
      preferred_style: { said: 'asked', text: ['여백', '무인양품'] },
      unique_design: { said: 'asked', text: ['식탁에 앉아서', '대패질 시연'] },
      address: { said: 'asked', text: ['코엑스'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-04', precision: 'day' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-03', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-08', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['바닥 하중', '가구가 주인공'] },
    },
  },
  {
    // 대전 중앙시장 '정순이네 떡' 사장님(50대 후반 여성). 음성 입력이라 문장부호가 거의 없고 말하듯 길게 이어짐.
    // 옆에 있는 아들(30대 초)이 리뉴얼을 밀고 있음: 문제(온라인에서 젊은 사람들이 안 산다)는 아들의 말이 곧 답.
    // 상표는 "아들이 옆에서… 작년에 출원했는데 아직 결과 안 나왔다고" → in_progress(3번). 등록 도움은 "네"(asked).
    // 고객층 질문에 코로나 때 이야기부터. key_considerations에 "제가 말씀드린 것처럼". 마감 "3월 안에는" → 2026-03, by.
    // NOT facts: 1991년(시어머니가 시작한 해), 작년(상표 출원 시기), 코로나 때, 설 대목, 추석, 시어머니 정순.
    id: 'heldout47-brand-ko-daejeon-rice-cake-voice-typing-son-beside',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 저는 대전 중앙시장에서 떡집을 하고 있는 사람입니다 음성으로 쓰고 있어서 말이 좀 이상해도 이해해 주세요 우리 아들이 로고를 새로 만들자고 해서 문의 드립니다',
      '가게 이름은 정순이네 떡인데 우리 시어머니 성함이 정순이에요 시어머니가 1991년에 시장에서 처음 시작하셨고 제가 물려받아서 지금까지 하고 있어요 그래서 그 이름 그대로 가는 거예요',
      '아들 말로는 지금 간판이랑 포장지에 있는 글씨가 너무 옛날 거라서 젊은 사람들이 온라인에서 안 산대요 그래서 로고부터 포장까지 싹 바꾸자고 하네요 저는 솔직히 옛날 느낌도 좀 남았으면 좋겠어요',
      '아들이 옆에서 상표는 작년에 출원했는데 아직 결과 안 나왔다고 하네요',
    ],
    whenAsked: {
      products_or_services: '쑥떡 인절미 가래떡 이런 거 하고요 명절에는 송편이랑 떡국떡 많이 나가요 요즘은 돌잔치 답례떡 주문도 많아요',
      need_registration_assistance: '네 아들이 그거 좀 도와주시면 좋겠대요',
      brand_website: '아들이 인스타그램 만들어 놨어요 jeongsun_tteok 이라고 하던데 맞나 아들아 네 맞대요',
      target_audience: '원래는 시장 오시는 어르신들이 단골이었는데 코로나 때 손님이 확 줄었거든요 그때 아들이 인터넷으로 팔아 보자고 해서 해 봤더니 돌잔치 답례품으로 삼사십대 엄마들이 많이 사더라고요 지금은 그분들이 제일 많아요',
      preferred_style: '아들은 깔끔하고 요즘 느낌 저는 따뜻하고 손맛 나는 느낌 둘 다 되면 좋겠어요',
      colors_and_elements: '쑥색 좋아요 아 그리고 시어머니가 쓰시던 떡살이 있는데 그 떡살 무늬를 넣으면 좋겠어요 빨간색은 너무 촌스러워서 싫대요 아들이',
      expected_deadline: '설 대목 지나고 3월 안에는 됐으면 좋겠어요 추석 전에 택배 박스도 새로 맞춰야 되니까요',
      key_considerations: '글씨가 커야 돼요 어르신 손님들도 읽을 수 있게요 그리고 제가 말씀드린 것처럼 옛날 느낌이 좀 남아 있었으면 해요',
      other_design_requirements: '포장지랑 스티커 택배 박스도 같이 해 주시면 좋겠어요',
      collaboration_notes: '컴퓨터 하는 건 아들이 다 해요 연락은 아들한테 해 주세요 결정은 제가 하고요',
    },
    otherwise: '그건 잘 모르겠네요 아들한테 물어볼게요 일단은 괜찮아요',
    expected: {
      project_background: { said: 0, text: ['떡집', '로고'] },
      address: { said: 0, text: ['대전 중앙시장'] },
      brand_name_story: { said: 1, text: ['시어머니 성함이 정순'] },
      problem_need: { said: 2, text: ['온라인에서 안 산대요'] },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['in_progress'] } },
      products_or_services: { said: 'asked', text: ['인절미', '답례떡'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['jeongsun_tteok'] },
      target_audience: { said: 'asked', text: ['삼사십대 엄마들'] },
      preferred_style: { said: 'asked', text: ['깔끔하고', '손맛'] },
      colors_and_elements: { said: 'asked', text: ['쑥색', '떡살 무늬'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['글씨가 커야', '옛날 느낌'] },
    },
  },
  {
    // 제주 구좌에서 당근 스낵을 만드는 '구좌당근상회' 동업자 두 명 중 동생 쪽(30대 초). 목록(-)으로 정리해서 보냄.
    // 소재는 자기는 크라프트지, 언니는 유광 필름 → "언니 말대로 유광으로"(1번, 다른 사람의 바람이 답).
    // 용량 40g → "언니가 35g이래요"로 정정(2번). 이번엔 지퍼 파우치만, 선물세트 박스는 여름에 따로(나중 계획).
    // 스타일은 둘이 아직 의견이 갈림(둘 다 파일). key_considerations는 작년 시제품 실패 이야기부터.
    // 마감 "3월 중순까지는 인쇄 넘겨야" → 2026-03, by.
    // NOT facts: 40g(시제품 때 용량, 정정 전), 크라프트지(진 쪽 의견), 작년 시제품 1,000장, 4월 벚꽃 시즌, 부모님 밭.
    id: 'heldout47-packaging-ko-jeju-carrot-chips-partner-picks-material',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요, 제주 구좌에서 당근 스낵 만드는 '구좌당근상회'입니다. 동업자 언니랑 둘이 운영하고 있고 이번에 새 제품 패키지 맡기려고 해요.\n- 제품: 구좌 당근 말랭이 칩 (그냥 봉지 뜯어서 과자처럼 먹는 거예요)\n- 1봉 40g\n- 판매: 스마트스토어, 제주공항 기념품숍, 주말 플리마켓",
      '- 포장: 지퍼 파우치요. 선물세트 박스는 여름에 따로 할 거라 이번엔 파우치만!\n- 소재: 이건 저희 둘이 의견이 달랐는데 ㅠ 저는 크라프트지, 언니는 당근색이 예쁘게 나오는 유광 필름이 낫대요. 결국 언니 말대로 유광 필름으로 가기로 했어요 (제가 짐 ㅋㅋ)',
      '아 언니가 40g 아니고 35g이래요. 40g은 시제품 때 용량이었대요 😅',
    ],
    whenAsked: {
      unique_selling_point: '구좌 당근을 설탕 안 넣고 저온으로 말린 거라 당근 단맛만 나요. 당근은 저희 부모님 밭에서 직접 받아요',
      target_audience: '제주 여행 온 20~30대 여자분들이요. 아이 간식으로 찾는 엄마들도 많아요',
      preferred_style: '저는 귀엽고 발랄하게 가고 싶어요! 언니는 좀 고급스럽게 가자는데 공항에서 눈에 띄려면 귀여워야 한다고 생각하거든요. 이건 아직 결정 못했어요 ㅠ',
      colors_and_elements: '당근색 주황은 꼭이요. 돌하르방 같은 뻔한 제주 요소는 빼 주세요 ㅋㅋ',
      sales_channels: '스마트스토어랑 공항 기념품숍, 플리마켓이요',
      expected_deadline: '4월 벚꽃 시즌 전에 공항 숍에 깔려야 해서 3월 중순까지는 인쇄 넘겨야 해요',
      key_considerations: '작년에 시제품 파우치를 인쇄소에서 1,000장 찍었는데 습기 때문에 칩이 다 눅눅해졌어요 ㅠ 그래서 무조건 방습 잘 되는 거요. 그리고 식품 표기사항 들어갈 자리 넉넉하게요',
      collaboration_notes: '시안은 언니랑 저 둘 다 있는 단톡방에 올려 주세요. 둘 다 오케이해야 진행이에요',
    },
    otherwise: '그건 딱히 없어요! 언니도 상관없대요',
    expected: {
      project_background: { said: 0, text: ['당근 스낵'] },
      address: { said: 0, text: ['구좌'] },
      product_description: { said: 0, text: ['당근 말랭이 칩'] },
      sales_channels: { said: 0, text: ['스마트스토어', '제주공항 기념품숍', '플리마켓'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bag_pouch'] } },
      preferred_materials: { said: 1, text: ['유광 필름'] },
      plans_after_project: { said: 1, text: ['선물세트 박스'] },
      specification: { said: 2, text: ['35g'] },
      unique_selling_point: { said: 'asked', text: ['설탕 안 넣고', '저온'] },
      target_audience: { said: 'asked', text: ['20~30대', '아이 간식'] },
      preferred_style: { said: 'asked', text: ['귀엽고 발랄', '고급스럽게'] },
      colors_and_elements: { said: 'asked', text: ['당근색', '돌하르방'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['방습', '표기사항'] },
    },
  },
  {
    // 대구 수성구 범어동 '한결세무회계' 사무장 박성호(40대). 대표 세무사 지시로 보내는 공문체 메일, 문단·번호 나눔.
    // 예산 1천만 원 이내(1번) → "대표님께 보고드렸더니 1,500만 원까지"로 정정(2번). 원하는 것 두 가지는 대표님의 뜻.
    // 오픈 시기 질문에 종소세 신고 기간 이야기부터 → "4월 말까지" → 2026-04, by. key_considerations에 "말씀드린 것처럼".
    // NOT facts: 2017년(지금 홈페이지 만든 해), 서울 강남 대형 법인·12년(대표님 경력), 1천만 원(정정 전 예산),
    // 5월 종합소득세 신고 기간, 개원 5년(고객층 설명의 일부).
    id: 'heldout47-website-ko-daegu-tax-office-manager-for-boss-budget-corrected',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까. 대구 수성구 범어동에 있는 한결세무회계 사무장 박성호입니다. 대표 세무사님 지시로 홈페이지 리뉴얼 상담을 요청드립니다.\n\n현재 홈페이지(www.hangyeoltax.co.kr)는 2017년에 만든 것으로, 모바일에서 글자가 깨지고 상담 신청 버튼이 없어 전화 문의만 받고 있는 상황입니다.',
      '대표님께서 원하시는 것은 크게 두 가지입니다.\n1. 온라인으로 상담 신청이 가능할 것\n2. 병의원 세무 전문 사무소라는 점이 한눈에 보일 것\n대표님이 서울 강남 대형 세무법인에서 12년간 병의원 담당을 하셨기 때문에 이 부분을 강조하고 싶어 하십니다. 예산은 1천만 원 이내로 생각하고 있습니다.',
      '추가로 말씀드립니다. 방금 대표님께 보고드렸더니 상담 신청 기능까지 제대로 넣으려면 1,500만 원까지는 괜찮다고 하십니다. 예산은 1,500만 원 이내로 정정하겠습니다.',
    ],
    whenAsked: {
      category: '기본적으로 사무소 소개 홈페이지이고, 상담 예약은 신청 폼 정도면 충분하다고 하십니다.',
      main_pages: '대표 세무사 소개, 업무 분야(병의원 세무, 법인 기장, 상속·증여), 세무 칼럼, 상담 신청, 오시는 길 정도입니다.',
      languages: '한국어만 있으면 됩니다.',
      target_audience: '개원 준비 중이거나 개원 5년 이내인 30~40대 의사, 치과의사 선생님들입니다.',
      competitors: '대표님께서 토스 홈페이지처럼 깔끔한 게 좋다고 하셨습니다. 동종 업계는 세무법인 두세 곳을 보셨다는데 이름은 확인 후 따로 말씀드리겠습니다.',
      preferred_style: '신뢰감 있는 남색 계열에 과하지 않고 단정한 느낌을 원하십니다. 저는 사진이 좀 많았으면 하는데, 대표님께서 본인 사진이 크게 나오는 것은 싫어하십니다.',
      budget: '1,500만 원 이내입니다.',
      expected_deadline: '5월이 종합소득세 신고 기간이라 그때 문의가 가장 많습니다. 그래서 4월 말까지는 오픈했으면 합니다.',
      key_considerations: '말씀드린 것처럼 모바일이 가장 중요합니다. 의사 선생님들이 진료 사이에 휴대폰으로 보시기 때문입니다. 그리고 칼럼은 저희가 직접 올릴 수 있어야 합니다.',
      collaboration_notes: '중간 보고는 저에게 메일로 주시고, 최종 승인은 대표님께서 하십니다.',
      other_design_requirements: '대표님 프로필 사진 촬영도 가능하면 같이 부탁드립니다.',
    },
    otherwise: '해당 사항은 특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['세무회계', '리뉴얼'] },
      address: { said: 0, text: ['범어동'] },
      url: { said: 0, text: ['hangyeoltax.co.kr'] },
      problem_need: { said: 0, text: ['모바일에서 글자가 깨지고', '상담 신청 버튼'] },
      budget: { said: 2, value: { kind: 'money', amount: 15_000_000, currency: 'KRW', bound: 'at_most' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['대표 세무사 소개', '세무 칼럼', '상담 신청'] },
      languages: { said: 'asked', text: ['한국어'] },
      target_audience: { said: 'asked', text: ['개원', '치과의사'] },
      competitors: { said: 'asked', text: ['토스'] },
      preferred_style: { said: 'asked', text: ['신뢰감', '단정한'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['모바일', '직접 올릴 수'] },
    },
  },
  {
    // 청주 사는 29세 간호사 예비신부. 예랑이(예비신랑)와 같이 보며 씀, ㅋㅋ ㅠ 많음. 청첩장·식순지 디자인 의뢰.
    // 예랑이는 모바일 청첩장만 하자는데 시어머니 뜻으로 종이 청첩장도 하기로(2번, 다른 사람의 바람이 답).
    // 스타일은 둘이 타협. key_considerations는 시어머니의 요청(한자 이름). 마감 "3월 초까지" → 2026-03, by.
    // NOT facts: 5월 16일(예식일), 대전 유성 호텔(예식장), 하객 250명, 고등학교 동창, 처음 사귄 날, 식 두 달 전.
    id: 'heldout47-other-ko-cheongju-wedding-invitations-fiance-and-mother-in-law',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요ㅎㅎ 5월에 결혼하는 예비신부예요! 청첩장이랑 식순지 디자인 맡기고 싶어서 연락드려요. 지금 예랑이랑 같이 보면서 쓰는 중이에요 ㅋㅋ',
      '식은 5월 16일 대전 유성에 있는 호텔에서 하고 저희는 청주 살아요. 하객은 250명 정도 예상하고 있어요',
      '예랑이는 그냥 모바일 청첩장만 하자는데 ㅠ 시어머니가 어른들은 종이로 꼭 받으셔야 한다고 하셔서 종이 청첩장도 하기로 했어요. 모바일 청첩장도 같이요! 아 답례품 스티커도 되면 좋겠어요',
    ],
    whenAsked: {
      other_design_requirements: '아까 말씀드린 것처럼 종이 청첩장, 모바일 청첩장, 식순지, 답례품 스티커요!',
      problem_need: '남들 다 하는 템플릿 청첩장 말고 저희 이야기가 담긴 걸 하고 싶어요. 저희 고등학교 동창이거든요 ㅋㅋ',
      target_audience: '양가 부모님 손님들이랑 저희 친구들이요. 어른들 비중이 좀 더 커요',
      preferred_style: '저는 수채화 느낌 좋아하고 예랑이는 심플한 거 좋아해요. 둘이 타협해서 여백 많고 수채화 포인트 조금? ㅋㅋ',
      colors_and_elements: '연한 하늘색이요! 처음 사귄 날 비가 와서 우산 일러스트 넣고 싶어요. 금박은 예랑이가 싫대요',
      address: '청주요!',
      expected_deadline: '청첩장은 식 두 달 전엔 돌려야 한대서 ㅠ 디자인은 3월 초까지는 끝났으면 좋겠어요',
      key_considerations: '시어머니가 한자 이름 꼭 넣어 달라고 하셨어요. 그리고 글씨 크게요 할머니들도 보셔야 해서',
      collaboration_notes: '저희 둘 다 교대근무라 카톡으로 주시면 좋겠어요. 결정은 제가 하는데 예랑이한테도 보여줄게요 ㅋㅋ',
      number_of_visits: '한 번 정도 만나서 종이 샘플 보면 좋을 것 같아요',
    },
    otherwise: '음 그건 잘 모르겠어요 ㅋㅋ 상관없어요!',
    expected: {
      project_background: { said: 0, text: ['결혼'] },
      address: { said: 1, text: ['청주'] },
      other_design_requirements: { said: 2, text: ['종이 청첩장', '모바일 청첩장', '답례품 스티커'] },
      problem_need: { said: 'asked', text: ['템플릿', '저희 이야기'] },
      target_audience: { said: 'asked', text: ['양가 부모님', '친구들'] },
      preferred_style: { said: 'asked', text: ['수채화', '여백'] },
      colors_and_elements: { said: 'asked', text: ['하늘색', '우산', '금박'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['한자 이름', '글씨 크게'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '교대근무'] },
    },
  },
];
