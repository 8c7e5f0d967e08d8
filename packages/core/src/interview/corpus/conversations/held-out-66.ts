import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixty-sixth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: not sure yet. Visitors hedge and decide as
 * they go: rough ranges, options weighed and ruled out, a question asked back ("what do people usually spend?"), an
 * honest "no idea", a later decision that settles an earlier maybe, and someone else who has the final say on one thing.
 * Written in session 31 beside the sixty-fifth and played once on c18f5054, before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/* Writer's note (en-US, batch 66: not sure yet)
 * - Marcus Bell, 44, ex-high-school chem teacher starting a tutoring business in Tucson, AZ; lowercase, "lol", nerdy asides, hedges with question marks.
 * - Gus Paterakis, 46, runs a family Greek spice-blend business in Astoria, Queens; short practical messages, defers to his sister on anything that costs money.
 * - Jordan Pike, 29, office manager at a heating & air company in Spokane, WA; casual, a bit anxious, asks back what things cost, boss approves the money.
 * - Beth Kaminski, 34, co-owner of a houseplant shop opening in Northeast Minneapolis; all lowercase, long run-on messages, emoji, flip-flops then decides.
 * - Sofia Marchetti, 33, marketing coordinator at a freeze-dried pet treat company in Madison, WI; friendly, "tbh", first trade show, the CEO signs off.
 * - Marisol Reyes-Chandran, 37, pediatric nurse renovating a 1960s ranch in Decatur, GA with her husband; full sentences, proper punctuation, thinks out loud.
 * - Kofi Mensah, 39, runs a West African food truck in Houston; "yo", "man", quick phone typing, his wife has the last word on colors.
 */
/* Writer's note (zh-TW, batch 66: not sure yet)
 * brand_design: 36歲 林冠宇，鹿港老中藥行「順安堂」第三代，手機打字沒標點、用空格斷句，常「欸」「喔」，先反問你們建議哪種。
 * packaging_design: 28歲 回鄉幫忙的芒果園女兒，屏東枋山，句子短、愛用「XD」「😂」，邊聊邊決定包裝形式，最後要媽媽點頭。
 * website: 45歲 蔡經理，台中大里 CNC 刀把工廠的行政經理，用語客氣、全形標點，預算跟語言都要等老闆。
 * commercial_space: 35歲 前幼兒園老師，要在高雄鳳山開繪本屋，口語、波浪號、偶爾 emoji，一開始坪數和店面都還沒定。
 * exhibition_space: 42歲 寵物鮮食品牌「毛日子」的品牌經理，桃園，條理清楚但很多「還不確定」，中途收到主辦回信更新。
 * residential_space: 46歲 男，嘉義市區老透天要翻修跟媽媽同住，打字用空格和「。。。」，坪數屋齡一開始都不知道。
 * other: 30歲 住溫哥華的護理師陳品妤，10月回台南辦婚禮要整套婚禮視覺，中英夾雜、輕鬆，有時差。
 */
/* Writer's note (ko-KR, batch 66: not sure yet)
- brand: 36세 여성, 인천 송도에서 친언니와 필라테스 스튜디오 공동 운영. 물결표(~)와 ㅠㅠ를 자주 쓰고 한 메시지를 길게 씀.
- packaging: 31세 여성, 충북 괴산 직원 여섯 명짜리 식품회사의 마케팅 담당. 존댓말에 ㅎㅎ, 대표님 얘기를 자주 꺼냄.
- website: 58세 남성, 통영 요트투어 업체 사장. 띄어쓰기 거의 없이 짧게, 마침표 없이 씀.
- commercial: 41세 남성, 호텔 한식당 조리장 출신으로 대전에서 솥밥집 창업 준비. 단정한 존댓말, 가끔 말줄임표.
- exhibition: 27세 남성, 판교 펫테크 스타트업 주니어 마케터. 느낌표와 ㅠ 많고 팀장님 눈치를 봄.
- residential: 35세 여성, 초등교사, 수원 영통 구축 아파트 매수. 남편과 예산을 두고 줄다리기, ㅠ와 ㅎㅎ 섞어 씀.
- other: 28세 여성, 대구의 3교대 간호사, 독립출판 에세이 첫 책. 밝은 말투, ㅋㅋ와 ㅎㅎ, 망설이다 스스로 정리함.
*/
export const sixtySixthHeldOutConversations: CorpusConversation[] = [
  // Marcus Bell, 44, quit teaching high school chemistry in December and is starting Half-Life Tutoring in Tucson, Arizona.
  // Types on his phone in lowercase, "lol", hedges most things with a question mark, likes a nerdy aside.
  // Exercises: the scope is a maybe in message 0 ("a logo for sure. maybe a whole identity?") and is settled in message 2
  // ("we're going with the full identity, not just the logo"), so project_background must reflect the later decision; the
  // wife signs off on the final pick (collaboration_notes, volunteered); an honest "no idea" on the trademark (not_sure,
  // not not_registered); a hedged "probably yes?" to registration help plus a question asked back about cost; a hedged
  // deadline ("let's say end of May?"); style undecided between two directions, leaning one way; "maybe small group
  // sessions, still deciding" in the services.
  // NOT facts of the project: December (when he left teaching), 10 min (the joke about motivation), the brother-in-law
  // who said he'd look into the trademark, June (when parents shop for tutors: the reason for the deadline, not the
  // deadline), fall (the tutoring season), Nextdoor (where he posts now; his website answer is "none").
  {
    id: 'heldout66-brand-en-halflife-tutoring',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hi! so I'm a chem teacher (well, ex, as of December) and I'm starting a tutoring business in Tucson called Half-Life Tutoring. I need a logo for sure. maybe a whole identity? honestly not sure what the difference is in practice lol",
      "the name: a half-life is the time it takes for half of something to decay. my students always joked their motivation had a half-life of about 10 min. so it's a little self-deprecating nerd joke. I love it, my wife is lukewarm 😅",
      "ok Renee (wife) and I talked it over last night and we're going with the full identity, not just the logo. logo + colors + fonts + whatever else comes with it. she handles the money side so she signs off on the final pick fyi",
      "timeline... let's say end of May? parents start shopping for fall tutors in June",
    ],
    whenAsked: {
      problem_need: "right now I'm just 'Mr. Bell who tutors' on Nextdoor. I want to look like an actual business so I can charge real rates and parents trust it",
      brand_name_story: "like I said, the half-life / motivation joke lol",
      products_or_services: "chemistry + physics tutoring, SAT/ACT science prep. maybe small group sessions in the summer, still deciding on that one",
      registration_status: "no idea honestly. my brother-in-law said he'd 'look into it' back in the fall, I doubt he did",
      need_registration_assistance: "probably yes? I wouldn't know where to start. what does that usually cost, roughly?",
      brand_website: "none yet, just the Nextdoor post",
      target_audience: "parents of high schoolers mostly, they're the ones paying. but the kids can't cringe at it either, so 15-17 year olds too",
      preferred_style: "smart but not stuffy? I keep going back and forth between super clean/minimal and something more fun. probably leaning fun",
      colors_and_elements: "no clue on colors. maybe a decay curve somewhere? but NO periodic table squares, every science tutor uses those",
      expected_deadline: "end of May-ish",
      key_considerations: "it has to look good tiny on a Google listing and big on a yard sign. and it can't look like a daycare",
      other_design_requirements: "business cards I guess? and maybe a flyer template, not sure yet",
    },
    otherwise: "hm not sure, whatever you'd suggest",
    expected: {
      project_background: { said: 2, text: ['full identity'] },
      address: { said: 0, text: ['Tucson'] },
      brand_name_story: { said: 1, text: ['half-life', 'motivation'] },
      collaboration_notes: { said: 2, text: ['signs off'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'late', relation: 'by' } },
      problem_need: { said: 'asked', text: ['actual business', 'parents trust'] },
      products_or_services: { said: 'asked', text: ['chemistry + physics tutoring', 'SAT/ACT science prep'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['none'] },
      target_audience: { said: 'asked', text: ['parents of high schoolers', '15-17'] },
      preferred_style: { said: 'asked', text: ['smart but not stuffy', 'fun'] },
      colors_and_elements: { said: 'asked', text: ['decay curve', 'periodic table'] },
      key_considerations: { said: 'asked', text: ['yard sign', 'daycare'] },
    },
  },

  // Gus Paterakis, 46, runs Paterakis Spice Co., a family business selling Greek herb and spice blends out of Astoria,
  // Queens (New York). Short practical messages, no emoji, answers a bit gruffly; his sister Eleni approves any spending.
  // Exercises: the packaging form is weighed in message 1 (tin or stand-up pouch, glass ruled out) and settled in message 3
  // ("she says tins. pouch is out"), so packaging_form is can_tin only, never bag_pouch or bottle_jar; the sister has the
  // final say (collaboration_notes, volunteered); approximate specifications ("roughly 2 oz", "maybe 1.2 oz"); a "no
  // clue" on materials that still carries one wish (recyclable); a deadline reasoned out loud ("design done by August?").
  // NOT facts of the project: 6 years (how long they've sold in jars), 1 in 10 (jars that arrived cracked), UPS, the
  // yiayia's village is the herbs' origin (a selling point, not the business address), Fishwife (a brand he likes but
  // doesn't want to copy), Whole Foods (a someday dream, not a current sales channel), the holidays (why the deadline).
  {
    id: 'heldout66-pack-en-greek-spice-tins',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi. Family business, Paterakis Spice Co., we do Greek herb and spice blends out of Astoria. Been selling in mason jars with a printed sticker for 6 years. Time to grow up and get real packaging.",
      "Form wise I go back and forth. A tin, or a stand-up pouch with a little window. Definitely NOT glass, we shipped jars for a while and like 1 in 10 showed up cracked",
      "Sizes are roughly 2 oz per container. The oregano is lighter, maybe 1.2 oz, it's fluffy. One per pack.",
      "Ok update. Just texted my sister Eleni, she signs off on anything that costs money. She says tins. Pouch is out. So tins.",
    ],
    whenAsked: {
      product_description: "Dried herb and spice blends. Wild oregano, a souvlaki rub, a lemon-herb blend for fish, two more. You sprinkle it on or rub it into the meat before cooking",
      specification: "about 2 oz each, the oregano more like 1.2. one per tin",
      packaging_form: "tins. Eleni decided",
      unique_selling_point: "The oregano is hand-picked in my yiayia's village in Crete and sent over every summer. Nobody here has it.",
      target_audience: "People who cook a lot, 30 to 60. Greek-Americans who miss home. And people buying gifts",
      sales_channels: "Our Etsy shop, farmers markets around Queens, and a couple Greek delis that want to carry us. Whole Foods someday lol, not yet",
      preferred_style: "Somewhere between old-world and modern? I like the Fishwife tins but don't want to look like a copy",
      colors_and_elements: "Blue and white is too obvious for Greek. Maybe a deep olive green? Open to ideas",
      preferred_materials: "No clue. Tin is tin? As long as it's recyclable I guess",
      expected_deadline: "Hmm. We want them in stores for the holidays, so design done by August? That gives the tin people time",
      key_considerations: "It has to survive shipping. And the ingredients list and the FDA stuff have to fit, we got flagged once",
    },
    otherwise: "Don't know. Whatever you think works.",
    expected: {
      project_background: { said: 0, text: ['Greek herb and spice blends', 'mason jars'] },
      address: { said: 0, text: ['Astoria'] },
      specification: { said: 2, text: ['2 oz', '1.2 oz', 'One per pack'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['can_tin'] } },
      collaboration_notes: { said: 3, text: ['sister', 'signs off'] },
      product_description: { said: 'asked', text: ['souvlaki rub', 'lemon-herb'] },
      unique_selling_point: { said: 'asked', text: ['hand-picked', 'Crete'] },
      target_audience: { said: 'asked', text: ['cook a lot', 'Greek-Americans', 'gifts'] },
      sales_channels: { said: 'asked', text: ['Etsy', 'farmers markets', 'Greek delis'] },
      preferred_style: { said: 'asked', text: ['old-world', 'modern'] },
      colors_and_elements: { said: 'asked', text: ['Blue and white', 'olive green'] },
      preferred_materials: { said: 'asked', text: ['recyclable'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['survive shipping', 'ingredients list'] },
    },
  },

  // Jordan Pike, 29, office manager at Northside Heating & Air in Spokane, Washington. Casual, slightly anxious, types
  // quickly with "lol" and "btw"; the owner, Dale, approves the budget and the big calls.
  // Exercises: message 1 is a maybe ("maybe online booking? or maybe just a big phone number button") settled in message 3
  // ("so it's a booking site basically"), so category is booking; message 2 is a question asked back about cost with no
  // figure; the budget arrives in message 3 from the boss ("keep it under $6k"), an upper bound; the boss approves the
  // budget (collaboration_notes, volunteered); an honest "no idea" on competitors (skipped); "Spanish later? not now" must
  // not become a second language; a hedged go-live ("by October?").
  // NOT facts of the project: 2014 and the owner's nephew (who built the old site, and when), January (when people's heat
  // goes out), Spanish (maybe one day, not now), financing (Dale hasn't decided whether they offer it), next winter (the
  // reason for the deadline).
  {
    id: 'heldout66-web-en-hvac-boss-budget',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi! I'm the office manager at Northside Heating & Air in Spokane. Our website was built by the owner's nephew in like 2014 and it doesn't work on phones at all. Boss finally agreed we need a new one",
      "honestly I don't know exactly what we need. people mostly just want to call us or book a tune-up. maybe online booking? or maybe just a giant phone number button lol",
      "what do people usually spend on a website like this btw? I have zero idea and my boss is gonna ask me",
      "ok I asked Dale (the owner) and he said keep it under $6k, he's the one who approves the budget. and he wants online booking, so it's a booking site basically, not just an info page",
    ],
    whenAsked: {
      url: "northsideheatingair.com (please don't judge)",
      category: "booking, since Dale wants the online scheduling",
      problem_need: "like I said it doesn't work on phones, and people can't find our number fast when their furnace dies",
      main_pages: "home, services (furnace, AC, heat pumps), book a tune-up, about us, reviews, contact. maybe a financing page? Dale's still deciding if we even offer that",
      languages: "English. maybe Spanish later? not now",
      target_audience: "homeowners in Spokane and the valley, lots of older folks, 50+. usually someone kind of panicking because the heat's out in January",
      competitors: "honestly no idea, I've never looked at other HVAC sites",
      preferred_style: "trustworthy but not corporate. like friendly local guys. no stock photos of models in hard hats please",
      budget: "under 6k, that's what Dale said",
      expected_deadline: "no hard deadline. before next winter for sure. like by October?",
      key_considerations: "the phone number has to be HUGE and clickable on every page. and I need to be able to update the prices myself without calling anyone",
    },
    otherwise: "no idea tbh, what do you usually recommend?",
    expected: {
      project_background: { said: 0, text: ['Heating & Air', 'new one'] },
      address: { said: 0, text: ['Spokane'] },
      problem_need: { said: 0, text: ["doesn't work on phones"] },
      category: { said: 3, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 3, value: { kind: 'money', amount: 6000, bound: 'at_most', currency: 'USD' } },
      collaboration_notes: { said: 3, text: ['approves the budget'] },
      url: { said: 'asked', text: ['northsideheatingair.com'] },
      main_pages: { said: 'asked', text: ['services', 'book a tune-up', 'contact'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['homeowners', '50+'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['trustworthy', 'friendly local'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-10-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['phone number', 'update the prices myself'] },
    },
  },

  // Beth Kaminski, 34, co-owner (with her partner Tasha) of Understory, a houseplant shop opening on Central Ave in
  // Northeast Minneapolis, in what used to be a barber shop. All lowercase, long run-on messages, a plant emoji,
  // thinks out loud and changes her mind.
  // Exercises: a coffee bar is weighed in message 1 and ruled out in message 3 in favour of a tea cart and repotting
  // workshops (unique_design from message 3; the coffee bar must not be filed as the plan); a budget range ("40 to 60k?")
  // with the partner holding the final say on it; a dropped opening month ("we said april but that's not happening.
  // june? june.") so opening_date is June, not April; an approximate size where the listing's figure is rejected
  // ("roughly 1,200 sq ft? the listing said 1,250 but that counted the basement"); style flip-flopping, leaning 70s.
  // NOT facts of the project: april (the abandoned opening month), 1,250 sq ft (the listing, which counted the basement),
  // the barber shop (what the space used to be), the coffee bar (ruled out), the suburbs (where the big garden centers
  // are), 8-10 people is the workshop bench, not the shop's capacity.
  {
    id: 'heldout66-commercial-en-plant-shop',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hi! my partner and I are opening a houseplant shop in northeast minneapolis called Understory. we signed the lease on an old barber shop on Central Ave and it's… a lot of work lol. we need the whole interior designed",
      "so the big thing we keep going back and forth on is whether to put a small coffee bar in the back. it'd be so nice for people hanging out but it's plumbing + permits + one more thing to run. idk yet",
      "budget wise we're thinking 40 to 60k? tasha is the numbers person so she has the final say on that, I'm just the plant lady 🌿",
      "ok update, we decided: NO coffee bar. tasha ran the numbers and it's not worth it yet. we'll do a little self-serve tea cart instead and use the back for repotting workshops",
      "and opening... we said april but that's not happening. june? june.",
    ],
    whenAsked: {
      problem_need: "right now it's a dark narrow barber shop. plants need light and people need to not feel like they're in a hallway",
      brand_value: "calm, green, a little nerdy about plants. like walking into a greenhouse that's also someone's living room",
      target_audience: "mostly 25-40, renters in apartments who want plants but keep killing them lol. lots of first-time plant parents",
      competitive_advantage: "the big garden centers are all out in the suburbs. we're walkable, and we actually help you keep your plant alive, like a free plant clinic on saturdays",
      preferred_style: "warm, earthy, kinda 70s? or maybe more scandi-clean. honestly I flip-flop weekly. leaning 70s",
      colors_and_elements: "terracotta, warm wood, lots of shelves at different heights. no white-white walls, too clinical",
      unique_design: "the repotting workshops in the back, one big potting bench for like 8-10 people. and a living wall would be a dream if the budget allows",
      address: "northeast minneapolis, on Central Ave",
      space_size: "roughly 1,200 sq ft? the listing said 1,250 but that counted the basement which is basically a crawlspace",
      budget: "40-60k like I said, tasha has the final say",
      opening_date: "june, hopefully",
      key_considerations: "light!!! and drainage. we'll be watering constantly and the floor is old wood",
    },
    otherwise: "hmm no idea, open to suggestions!",
    expected: {
      project_background: { said: 0, text: ['houseplant shop', 'whole interior'] },
      address: { said: 0, text: ['minneapolis', 'Central Ave'] },
      budget: { said: 2, value: { kind: 'money', amount: 40000, max: 60000, currency: 'USD' } },
      collaboration_notes: { said: 2, text: ['final say'] },
      unique_design: { said: 3, text: ['tea cart', 'repotting workshops'] },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'on' } },
      problem_need: { said: 'asked', text: ['dark narrow', 'hallway'] },
      brand_value: { said: 'asked', text: ['greenhouse', 'living room'] },
      target_audience: { said: 'asked', text: ['renters', 'first-time plant parents'] },
      competitive_advantage: { said: 'asked', text: ['walkable', 'plant clinic'] },
      preferred_style: { said: 'asked', text: ['70s', 'scandi'] },
      colors_and_elements: { said: 'asked', text: ['terracotta', 'warm wood', 'white-white'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 1200, unit: 'ft2' } },
      key_considerations: { said: 'asked', text: ['light', 'drainage'] },
    },
  },

  // Sofia Marchetti, 33, marketing coordinator at Good Dirt Pet Co., a freeze-dried raw pet treat company in Madison,
  // Wisconsin, doing its first real trade-show booth at the Heartland Pet Expo in Rosemont, Illinois. Friendly, "tbh",
  // a nervous emoji; the CEO, Mark, approves anything big.
  // Exercises: the booth size is open in message 1 (10x10 or 10x20) and settled in message 3 (the 10x20, in feet, so
  // 200 sq ft); message 2 asks back what companies usually spend, with no figure; the budget arrives in message 3 as an
  // upper bound the CEO set ("up to $18k ... not counting the space rental"); the CEO makes the call (collaboration_notes,
  // volunteered); water vs electricity reasoned out loud to "just electricity"; a hedged move-in day ("the 15th, I think?");
  // an honest "no clue" on move-out (skipped); the venue is Rosemont, not Madison.
  // NOT facts of the project: Madison (where the company is, not the venue), 10x10 (the booth they didn't pick), 5k
  // (the CEO's approval threshold, not a budget), the space rental (not in the budget), Thursday (just the weekday), the
  // 18th (the show's last day, which she does not give as the move-out date), the minnow in a jar, 2 people (the setup crew).
  {
    id: 'heldout66-exhibition-en-pet-treats-ceo',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi there! I'm the marketing coordinator at Good Dirt Pet Co. We make freeze-dried raw treats for dogs and cats, based in Madison. We're doing our first real trade show booth, at the Heartland Pet Expo, and I've been tasked with figuring out the booth 😬",
      "we haven't locked the booth size yet. it's either a 10x10 or a 10x20. the 10x20 is roughly double the cost so my boss is on the fence",
      "q for you, what do companies usually spend on a booth build for a show like this? I genuinely have no frame of reference",
      "ok good news!! Mark (our CEO, he makes the call on anything over like 5k) approved the 10x20. and he said we can go up to $18k for the booth design and build, not counting the space rental",
    ],
    whenAsked: {
      brand_value: "honest, simple ingredients. we want people to feel like they walked up to a farmers market stand, not a big corporate booth",
      target_audience: "independent pet store buyers mainly, and distributors. not really consumers at this one",
      preferred_style: "natural, warm, lots of wood? maybe some kraft paper textures. we're not a glossy brand",
      unique_design: "I had this idea of a little treat tasting bar where buyers can see the single ingredient up close, like a whole freeze-dried minnow in a jar lol. or maybe not, might be weird",
      address: "Rosemont, IL, at the Donald E. Stephens Convention Center",
      space_size: "the 10x20, that's final",
      water_electricity_supply: "electricity for sure, we'll have a freezer display and lights. water... no? we're not doing wet samples. so just electricity",
      budget: "up to 18k, Mark approved it",
      opening_date: "show opens Thursday April 16 and runs thru the 18th",
      entry_date: "move-in is the day before, the 15th, I think? I'd have to double check the exhibitor manual",
      exit_date: "no clue tbh, haven't gotten that far in the exhibitor manual",
      key_considerations: "it has to fit in our Sprinter van, is that a thing? and two of us have to be able to set it up ourselves",
    },
    otherwise: "not sure yet tbh, what would you recommend?",
    expected: {
      project_background: { said: 0, text: ['freeze-dried', 'Heartland Pet Expo'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      budget: { said: 3, value: { kind: 'money', amount: 18000, bound: 'at_most', currency: 'USD' } },
      collaboration_notes: { said: 3, text: ['CEO'] },
      brand_value: { said: 'asked', text: ['simple ingredients', 'farmers market'] },
      target_audience: { said: 'asked', text: ['independent pet store buyers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['natural', 'wood'] },
      unique_design: { said: 'asked', text: ['treat tasting bar'] },
      address: { said: 'asked', text: ['Rosemont', 'Stephens'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-04-16', precision: 'day', relation: 'on' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-04-15', precision: 'day' } },
      exit_date: { said: 'asked', skipped: true },
      key_considerations: { said: 'asked', text: ['Sprinter van', 'set it up ourselves'] },
    },
  },

  // Marisol Reyes-Chandran, 37, pediatric nurse; she and her husband Dev just bought a 1960s brick ranch in Decatur,
  // Georgia. Writes in full sentences with proper punctuation, thinks out loud, the occasional "lol".
  // Exercises: the scope is "a full renovation, or at least kitchen + both baths + floors, depending on what it costs";
  // the move-in plan is an open question in message 1 (move in now and live through it, or wait for the rental lease to
  // end in August) and settled in message 3 ("move in by August 1"); a budget range that depends on what's behind the
  // walls; the husband has the final say on money (collaboration_notes, volunteered); "brick ranch" is a detached house;
  // a hedged build year turned into an age ("built 1964 I think? so about 62 years old"); a hedged size.
  // NOT facts of the project: Feb 27 (the closing date, not a deadline or move-in date), the last bathroom (a past
  // renovation they lived through), 12-hour shifts (her job), "another kid in a couple years" is a
  // maybe about the future, not who lives there now, Oakhurst is only the neighbourhood hint.
  {
    id: 'heldout66-residential-en-decatur-ranch',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi! My husband and I just bought a 1960s brick ranch in Decatur and it needs pretty much everything. We're hoping for a full renovation, or at least kitchen + both baths + floors, depending on what it costs.",
      "Big open question for us: do we move in right away and live through the reno, or stay in our rental until the lease is up in August? We close on Feb 27 so we need to figure it out soon.",
      "Budget is somewhere around 90 to 120k, depending on what we find once the walls are open. Dev (husband) has the final say on anything money-related, he's the spreadsheet guy.",
      "Ok, we talked it over at dinner. We're staying in the rental, so the goal is to move in by August 1 when the lease ends. Living in a construction zone = no thank you, we did that once with our last bathroom.",
    ],
    whenAsked: {
      property_category: "A house, single-story ranch.",
      layout: "3 bedrooms, 2 baths (one is a tiny hall bath), a living room, a den, and a closed-off galley kitchen.",
      age: "Built in 1964 I think? So about 62 years old.",
      problem_need: "The kitchen is a dark little galley and totally closed off from the living room. There's almost no storage anywhere. Also both bathrooms are pink tile, which is fun, but no.",
      target_audience: "Me, Dev, our daughter Lila who's 2, and a very large, very hairy dog named Biscuit. Maybe another kid in a couple years, who knows.",
      lifestyle: "Dev works from home full time so he needs a real office with a door. I work 12-hour shifts, so when I'm home I want it quiet. We cook a lot on weekends.",
      preferred_style: "Warm mid-century? We want to respect the house but not turn it into a museum.",
      colors_and_elements: "We'd love to keep the original brick fireplace if we can. I love green. Dev vetoes anything gray.",
      address: "Decatur, near Oakhurst.",
      space_size: "About 1,700 sq ft, I think.",
      budget: "90 to 120k, but Dev has the final say.",
      move_in_date: "By August 1, when our lease ends.",
      key_considerations: "Honestly the budget. I want to know early if something is going to blow it up, like the wiring. And the floors have to survive the dog.",
    },
    otherwise: "Hmm, no idea yet. Happy to hear what you'd suggest.",
    expected: {
      project_background: { said: 0, text: ['1960s brick ranch', 'full renovation'] },
      address: { said: 0, text: ['Decatur'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      budget: { said: 2, value: { kind: 'money', amount: 90000, max: 120000, currency: 'USD' } },
      collaboration_notes: { said: 2, text: ['final say'] },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-08-01', precision: 'day', relation: 'by' } },
      layout: { said: 'asked', text: ['3 bedrooms', '2 baths', 'den'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 62, unit: 'years' } },
      problem_need: { said: 'asked', text: ['galley', 'no storage', 'pink tile'] },
      target_audience: { said: 'asked', text: ['daughter', 'dog'] },
      lifestyle: { said: 'asked', text: ['works from home', 'office with a door', 'cook'] },
      preferred_style: { said: 'asked', text: ['mid-century', 'museum'] },
      colors_and_elements: { said: 'asked', text: ['brick fireplace', 'green', 'gray'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 1700, unit: 'ft2' } },
      key_considerations: { said: 'asked', text: ['wiring', 'floors'] },
    },
  },

  // Kofi Mensah, 39, runs Chale Kitchen, a West African food truck in Houston (mostly parked in EaDo and the Heights).
  // Types fast on his phone between orders: "yo", "man", "$$", no capitals at the start; his wife Ama has the final
  // word on colors.
  // Exercises: the job is weighed in message 1 (full wrap or partial) with a question asked back, and settled in message
  // 2 ("ok decided, full wrap"), with a new maybe beside it (the menu board, "not 100%"); the wife has the final say on
  // colors (collaboration_notes, a core field here, volunteered in message 3); colors are left unresolved between his
  // wish (Ghana flag colors) and hers (less obvious); a deadline reasoned down from an impossible one ("before rodeo
  // season... not happening. let's say April?"); "no idea" on what matters most that still carries a real concern.
  // NOT facts of the project: the plain white truck and the peeling door logo (the current state), 6 other trucks (at the
  // brewery), rodeo season and 5 weeks (the date he rules out), EaDo and the Heights are where he parks, Ama's name is
  // only who decides colors.
  {
    id: 'heldout66-other-en-food-truck-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "yo. I run a food truck in Houston, West African food, jollof, suya, waakye, all that. called Chale Kitchen. truck's plain white right now with a vinyl logo on the door that's peeling off. need it to actually look like something",
      "thinking either a full wrap or just a partial, like the serving side + the back. full is more $$ obviously. what do people usually do?",
      "ok decided, full wrap. if I'm doing it I'm doing it. maybe redo the menu board while we're at it? not 100% on that one",
      "colors, my wife Ama has the final say, she's the one with taste lol. I'd go Ghana flag colors but she says that's too on-the-nose",
    ],
    whenAsked: {
      other_design_requirements: "the full wrap on the truck. and maybe the menu board, still deciding",
      problem_need: "nobody notices us. we park next to 6 other trucks at the brewery and people walk right past the white one",
      target_audience: "brewery crowd on weekends, like 25-45. office lunch crowd downtown on weekdays. and the West African community, they find us anyway lol",
      preferred_style: "bold. you should be able to read it from across a parking lot. kinda like a street poster? I know what I like when I see it",
      colors_and_elements: "like I said I want the Ghana flag colors, Ama wants something less obvious. maybe deep orange and black? she decides",
      address: "Houston, we're mostly in EaDo and the Heights",
      expected_deadline: "hmm. before rodeo season would be a dream but that's like 5 weeks away, not happening. let's say April?",
      key_considerations: "no idea to be honest. it just has to last, the Houston sun kills everything",
      collaboration_notes: "text me, I'm on the truck all day. Ama has the final say on colors, I decide the rest",
    },
    otherwise: "no idea man, you tell me",
    expected: {
      project_background: { said: 0, text: ['food truck', 'West African'] },
      address: { said: 0, text: ['Houston'] },
      other_design_requirements: { said: 2, text: ['full wrap'] },
      collaboration_notes: { said: 3, text: ['Ama', 'final say'] },
      colors_and_elements: { said: 3, text: ['Ghana flag', 'on-the-nose'] },
      problem_need: { said: 'asked', text: ['nobody notices us', 'walk right past'] },
      target_audience: { said: 'asked', text: ['brewery crowd', 'office lunch crowd', 'West African community'] },
      preferred_style: { said: 'asked', text: ['bold', 'across a parking lot'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['has to last', 'Houston sun'] },
    },
  },
  // 36歲 林冠宇，鹿港老中藥行「順安堂」第三代，平日在店裡顧店，用手機打字，幾乎不加標點、用空格斷句。
  // Exercises: opens by asking back which scope designers usually recommend (logo only vs full identity, undecided);
  // the location rides in the opening message; products come with the problem; a vague "5月或6月吧" deadline is
  // settled in a later message to "最晚4月底"; his father has the final say on the old calligraphy (collaboration);
  // an honest "不知道" on trademark registration (not_sure) but a provisional yes to help.
  // NOT facts of the project: 阿公那一代 (who founded the shop), 5月或6月 (the tentative deadline, replaced),
  // 6月初 (when the factory ships the first batch of tea, not the design deadline).
  {
    id: 'heldout66-brand-zh-lukang-herbal-shop',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我家是鹿港的老中藥行「順安堂」 我阿公那一代開的 現在想說品牌要不要翻新一下…其實我還在想是只改logo就好 還是整套都重做 老實說不太懂差在哪 你們一般都建議哪種？',
      '主要是想推自己配的漢方茶包跟養生飲 現在年輕人根本不會走進中藥行 覺得又老又暗 想讓品牌看起來沒那麼有距離感',
      '時間喔 可能5月或6月吧？要看茶包工廠那邊 我也不確定',
      '欸工廠剛回我了 6月初出第一批 所以設計最晚4月底要好。還有 舊招牌上那個書法字要不要留 是我爸說了算 我只是負責跟你們溝通的',
    ],
    whenAsked: {
      brand_name_story: '順是順遂 安是平安 阿公取的 希望來抓藥的人都平平安安',
      products_or_services: '中藥材 幫客人抓藥 還有新的茶包跟養生飲',
      registration_status: '不知道欸 好像我爸以前有去登記過？我再問問',
      need_registration_assistance: '如果沒註冊的話再麻煩你們 先當作要好了',
      brand_website: '只有一個很久沒更新的FB粉專 搜尋順安堂中藥行就有',
      target_audience: '想抓25到40歲有在注意養生的上班族 尤其女生 不過老客人也不能丟',
      preferred_style: '我也說不上來…乾淨一點 有點現代 但要看得出是老店 不要網美風',
      colors_and_elements: '舊招牌是紅底金字 紅色可能可以留？還不一定 綠色不要 太像藥局',
      expected_deadline: '4月底前',
      key_considerations: '老客人要認得出來是同一家 這個最重要',
      problem_need: '讓年輕人願意走進來',
    },
    otherwise: '這個我沒想過欸 你們比較懂',
    expected: {
      project_background: { said: 0, text: ['老中藥行', '翻新'] },
      address: { said: 0, text: ['鹿港'] },
      problem_need: { said: 1, text: ['沒那麼有距離感'] },
      products_or_services: { said: 1, text: ['漢方茶包', '養生飲'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      collaboration_notes: { said: 3, text: ['我爸說了算'] },
      brand_name_story: { said: 'asked', text: ['順遂', '平安'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['上班族', '老客人'] },
      preferred_style: { said: 'asked', text: ['乾淨', '現代', '老店'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '綠色不要'] },
      key_considerations: { said: 'asked', text: ['老客人要認得出來'] },
    },
  },

  // 28歲女生，辭職回屏東枋山幫爸媽的芒果園，自己做芒果乾在臉書賣；句子短、很多「XD」「😂」。
  // Exercises: weighs stand-up pouch vs box vs both and asks back how people usually choose, then decides in a later
  // message (pouch + gift set, individual paper box ruled out); an approximate spec ("大概100克吧，還沒秤很準",
  // gift set of 3 or 4); her mother has the final say and brings a colour (collaboration + colours in one message);
  // unsure target audience and a material she is weighing, with a worry about moisture.
  // NOT facts of the project: 快30年 (how long her parents have grown mangoes), 去年 (when she came back),
  // 透明夾鏈袋 / 手寫貼紙 (today's makeshift packaging), 紙盒 (ruled out).
  {
    id: 'heldout66-packaging-zh-fangshan-mango',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨～我們家在屏東枋山種芒果，我爸媽種快30年了，我去年辭職回來幫忙，開始做芒果乾自己賣，想要一個像樣一點的包裝，現在都是透明夾鏈袋貼手寫貼紙XD',
      '包裝我在猶豫耶，夾鏈立袋比較便宜，可是盒子送禮比較好看…還是兩種都做？一般大家怎麼選？',
      '一包大概100克吧，還沒秤很準，可能也會出一個禮盒裝3包或4包，成本還在算',
      '好 我想好了，單包就用立袋，另外做一個送禮用的禮盒，單包的紙盒就不要了太貴',
      '喔對 設計最後要給我媽看過，她點頭才算數😂 她說一定要有芒果的黃色',
    ],
    whenAsked: {
      product_description: '就愛文芒果乾，沒加糖，切片低溫烘的，打開就可以吃，也有人拿去配優格',
      specification: '一包100克左右',
      packaging_form: '立袋跟禮盒',
      unique_selling_point: '自家果園的芒果，從採收到烘乾都我們自己來，不是跟盤商買的',
      target_audience: '老實說我也不確定耶…應該是注重健康的媽媽們？還有要買伴手禮的人',
      sales_channels: '現在是臉書跟朋友揪團購，之後想上蝦皮，市集也許吧還沒決定',
      preferred_style: '清爽，有點手繪感，夏天的感覺',
      colors_and_elements: '芒果黃，其他沒想法',
      preferred_materials: '牛皮紙好像不錯？可是聽說容易受潮，不知道耶你們覺得呢',
      expected_deadline: '5月中芒果就開始採了，在那之前要好',
      key_considerations: '成本！包裝不能比芒果乾還貴XD 還有防潮',
    },
    otherwise: '我沒想那麼多耶，你們決定就好～',
    expected: {
      project_background: { said: 0, text: ['種芒果', '芒果乾', '像樣一點的包裝'] },
      address: { said: 0, text: ['屏東枋山'] },
      specification: { said: 2, text: ['100克', '3包或4包'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      collaboration_notes: { said: 4, text: ['我媽', '點頭才算數'] },
      colors_and_elements: { said: 4, text: ['芒果的黃色'] },
      product_description: { said: 'asked', text: ['愛文', '沒加糖'] },
      unique_selling_point: { said: 'asked', text: ['自家果園', '自己來'] },
      target_audience: { said: 'asked', text: ['注重健康的媽媽', '伴手禮'] },
      sales_channels: { said: 'asked', text: ['臉書', '團購', '蝦皮'] },
      preferred_style: { said: 'asked', text: ['清爽', '手繪感'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙', '受潮'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'mid', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['成本', '防潮'] },
    },
  },

  // 45歲 蔡經理，台中大里「鉅昇精密」(CNC 刀把) 的行政經理，被老闆指派來問；用語客氣、全形標點、句子完整。
  // Exercises: the need is in the opening story; asks back what a corporate site usually costs and has no figure of
  // his own; languages: Chinese + English sure, Japanese left to the boss, then ruled out after a LINE call in a later
  // message that also brings the budget range (20 to 25萬); an honest "不知道" on the launch date.
  // NOT facts of the project: 2012年 (when the old site was built), 一兩個日本代理商, 日文 (ruled out for now),
  // 德國 / 下週 (where the boss is and when he is back).
  {
    id: 'heldout66-website-zh-cnc-toolholder',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是台中大里做CNC刀把的工廠，鉅昇精密。現在的官網是2012年做的，手機看版面全部跑掉，國外客戶常反映找不到型錄，所以想重做一個。',
      '目前網址是 www.jusheng-cnc.com.tw 。想請問這種形象網站一般行情大概多少？老闆叫我先問問看，我自己完全沒概念。',
      '語言的話，中文跟英文一定要。日文可能要…我們有一兩個日本代理商，但要不要做日文版要看老闆決定，他下週才從德國的展回來。',
      '剛剛跟老闆用LINE講了，他說預算抓20到25萬之間。日文版先不用，之後有需要再加。',
    ],
    whenAsked: {
      category: '形象官網吧，我們不在網路上賣東西，客戶都是詢價。',
      problem_need: '手機要能正常看，客戶找得到型錄。',
      main_pages: '公司介紹、產品型錄、最新消息、聯絡我們，型錄要能下載PDF。',
      languages: '中文、英文。',
      target_audience: '國外的採購跟代理商為主，東南亞、歐洲都有，他們最在意規格跟交期。',
      competitors: '同業我覺得「穩億精機」的網站做得不錯，其他我不太清楚。',
      preferred_style: '專業、乾淨就好，不要太花俏，老闆不喜歡動來動去的。',
      budget: '20到25萬。',
      expected_deadline: '這個我真的不知道，要看老闆的意思，我再回覆您。',
      key_considerations: '手機要好看，還有之後我們自己要能改產品資料，不要每次都要找廠商。',
    },
    otherwise: '這部分我不太確定，可能要再問一下老闆。',
    expected: {
      project_background: { said: 0, text: ['CNC刀把', '重做'] },
      address: { said: 0, text: ['台中大里'] },
      problem_need: { said: 0, text: ['手機看版面全部跑掉', '找不到型錄'] },
      url: { said: 1, text: ['jusheng-cnc.com.tw'] },
      languages: { said: 2, text: ['中文', '英文'] },
      budget: { said: 3, value: { kind: 'money', amount: 200000, max: 250000, currency: 'TWD' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['公司介紹', '產品型錄', '聯絡我們'] },
      target_audience: { said: 'asked', text: ['國外的採購', '代理商'] },
      competitors: { said: 'asked', text: ['穩億精機'] },
      preferred_style: { said: 'asked', text: ['專業', '乾淨', '不要太花俏'] },
      expected_deadline: { said: 'asked', skipped: true },
      key_considerations: { said: 'asked', text: ['手機', '自己要能改'] },
    },
  },

  // 35歲前幼兒園老師，和朋友合夥要在高雄鳳山開繪本屋，打字口語、用波浪號，偶爾 emoji。
  // Exercises: the shop is only a favourite (not signed) in the opening message, signed in a later one; the size is
  // first a rough range from the agent ("大概2、30坪？") then the floor plan's 27坪; she asks back what a fit-out
  // usually costs, then gives a ceiling agreed with her partner (最多100萬); opening month with a hedge; an honest
  // "不知道" on her advantage over competitors.
  // NOT facts of the project: 10年 (her years as a kindergarten teacher), 2、30坪 (the agent's guess, replaced by 27坪).
  {
    id: 'heldout66-commercial-zh-picturebook-shop',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我當了10年幼兒園老師，今年想出來開一間繪本屋，可以看書買書，也有一小區喝飲料、辦親子說故事活動。店面還在看，目前最喜歡鳳山的一間一樓店面，但還沒簽',
      '空間我只知道大概2、30坪？房仲講的，我自己沒量。想問一下一般這種大小裝潢大概要花多少啊？完全沒概念',
      '好消息！鳳山那間簽了🎉 平面圖上寫27坪。預算我跟合夥的朋友討論完，最多100萬，再多真的沒辦法',
      '開幕大概6月吧，還要看工程跑多快',
    ],
    whenAsked: {
      problem_need: '希望爸媽帶小孩來可以待很久、不會覺得擠，推車也推得進來',
      brand_value: '慢慢讀…就是不趕時間吧，希望大人小孩進來都會放鬆',
      target_audience: '0到8歲小孩的爸媽，還有阿公阿嬤帶孫的也很多',
      competitive_advantage: '這個我真的不知道耶，還沒去做功課😅',
      preferred_style: '溫暖、木頭感，有點像日本巷子裡的小書店',
      colors_and_elements: '不要太多彩色，小孩的店很容易弄得很吵，想要米白跟淺綠',
      unique_design: '想要一個樹洞造型的閱讀角，小孩可以鑽進去看書',
      address: '鳳山',
      space_size: '27坪',
      budget: '最多100萬',
      opening_date: '6月左右',
      key_considerations: '安全！桌角、插座都要注意，小孩會亂摸',
    },
    otherwise: '我沒有特別想法耶～可以給我建議嗎',
    expected: {
      project_background: { said: 0, text: ['繪本屋', '說故事活動'] },
      address: { said: 2, text: ['鳳山'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 27, unit: 'ping' } },
      budget: { said: 2, value: { kind: 'money', amount: 1000000, bound: 'at_most', currency: 'TWD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'on' } },
      problem_need: { said: 'asked', text: ['待很久', '推車'] },
      brand_value: { said: 'asked', text: ['不趕時間', '放鬆'] },
      target_audience: { said: 'asked', text: ['小孩的爸媽', '阿公阿嬤'] },
      competitive_advantage: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['溫暖', '木頭', '日本'] },
      colors_and_elements: { said: 'asked', text: ['不要太多彩色', '米白', '淺綠'] },
      unique_design: { said: 'asked', text: ['樹洞'] },
      key_considerations: { said: 'asked', text: ['安全', '插座'] },
    },
  },

  // 42歲，寵物鮮食品牌「毛日子」(桃園) 的品牌經理，打字有條理、全形標點，但很多事還在等人回覆。
  // Exercises: the venue is in the opening message while the company's own city is a trap; booth size unknown
  // (applied for 4, may get 2) until the organiser's reply in a later message (6x6公尺); water is a maybe that the boss
  // settles in that same later message (both); a budget range with last year's spend beside it; the show's last day
  // beside the opening date; an entry date chosen among two; an honest "不知道" on teardown.
  // NOT facts of the project: 桃園 (where the company is, not the venue), 2個 (the booths she feared getting),
  // 30萬 (last year's spend), 4/20 (the last show day, not the teardown date), 4/15 (the other possible entry day), 去年.
  {
    id: 'heldout66-exhibition-zh-pet-freshfood',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～我們是桃園的寵物鮮食品牌「毛日子」，今年要參加在南港展覽館的台北寵物用品展，想找人設計攤位。這次主打新的冷藏鮮食系列，會用冰箱展示，可能也會做現場試吃（給狗狗吃的啦）',
      '攤位大小還在等主辦分配，我們申請4個攤位，可是聽說可能只會給2個…所以現在還不知道多大',
      '電一定要，冰箱要插電。水的話還不確定，要看老闆最後要不要做試吃',
      '更新！主辦回信了，4個攤位有拿到，6x6公尺。老闆也拍板說試吃要做，所以水電都要',
    ],
    whenAsked: {
      brand_value: '新鮮、透明吧，我們的食材產地都公開，希望大家覺得是可以信任的',
      target_audience: '一般飼主為主，也想多認識寵物店跟動物醫院的通路',
      preferred_style: '明亮、乾淨，像超市生鮮區那種感覺？我也說不準',
      unique_design: '可以拍照的地方吧，現場狗狗很多，主人都愛拍',
      address: '南港展覽館',
      space_size: '6x6公尺',
      water_electricity_supply: '水電都要',
      budget: '去年小攤位大概花了30萬，今年大一倍…抓40到50萬吧？我還要跟財務確認',
      opening_date: '4/17開幕，展到4/20',
      entry_date: '進場好像是4/15跟4/16兩天都可以，我們應該會排4/16',
      exit_date: '撤場時間我真的不知道，手冊那頁還沒看到，之後再跟你說',
      key_considerations: '冰箱的位置跟用電要算好，去年跳電一次超慘',
    },
    otherwise: '這部分沒有特別要求，你們專業',
    expected: {
      project_background: { said: 0, text: ['寵物鮮食', '冷藏鮮食系列'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['新鮮', '透明', '信任'] },
      target_audience: { said: 'asked', text: ['飼主', '寵物店', '動物醫院'] },
      preferred_style: { said: 'asked', text: ['明亮', '乾淨', '生鮮區'] },
      unique_design: { said: 'asked', text: ['拍照'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 400000, max: 500000, currency: 'TWD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-04-17', precision: 'day' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-04-16', precision: 'day' } },
      exit_date: { said: 'asked', skipped: true },
      key_considerations: { said: 'asked', text: ['冰箱', '跳電'] },
    },
  },

  // 46歲男，在高雄上班，要回嘉義市區老家跟媽媽同住，整棟老透天翻修；打字用空格、愛用「。。。」，不太用標點。
  // Exercises: type and area in the opening message; who will live there is decided in a later message (wife and
  // daughter join) with his wife given the final say on style; the size is "不知道。。。每層大概20幾坪吧" until the
  // title deed gives 52坪; the age comes as a ROC year he converts himself (民國70年 → 45年); asks back what people
  // usually spend, then gives the figure he can manage; move-in date tied to his daughter's school.
  // NOT facts of the project: 前年 (when his father died), 20幾坪 (his per-floor guess, replaced by 52坪),
  // 民國70年 (the build year; the age is 45年), 9月 (when the daughter changes school).
  {
    id: 'heldout66-residential-zh-chiayi-townhouse',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 家在嘉義市區 是我爸媽蓋的老透天 我爸前年走了 我媽一個人住 我想搬回去陪她 所以想整棟翻修',
      '剛跟我老婆講好了 她跟女兒也一起搬回去 所以會是我媽、我們夫妻、女兒四個人住。裝潢風格我沒什麼意見 給她決定',
      '坪數我真的不知道。。。一樓二樓 每層大概20幾坪吧 要找權狀才知道',
      '找到權狀了 登記52坪 屋齡寫民國70年 所以是45年',
    ],
    whenAsked: {
      property_category: '透天',
      layout: '一樓客廳廚房 二樓三間房間 廁所只有一樓一間 很不方便',
      age: '45年',
      problem_need: '廁所太少 樓梯很陡 我媽膝蓋不好爬得很辛苦 還有屋子很暗',
      target_audience: '我媽 我跟老婆 還有女兒',
      lifestyle: '我在家遠端工作 需要一間書房 我媽每天早上去市場 回來煮飯 晚上一家人一起吃',
      preferred_style: '我老婆喜歡無印那種 簡單 木頭的 我都可以',
      colors_and_elements: '不要暗的顏色就好 淺色系',
      address: '嘉義市區',
      space_size: '52坪',
      budget: '老實說不知道要準備多少 一般老透天翻修都花多少？我手上大概可以拿出200萬 超過再想辦法',
      move_in_date: '女兒9月要轉學 最好8月底前能搬進去',
      key_considerations: '我媽的安全 浴室要防滑 一樓最好有她的房間 不要讓她爬樓梯',
    },
    otherwise: '沒特別想法 你們建議就好',
    expected: {
      project_background: { said: 0, text: ['老透天', '整棟翻修'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 0, text: ['嘉義市區'] },
      target_audience: { said: 1, text: ['我媽', '女兒'] },
      collaboration_notes: { said: 1, text: ['給她決定'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 52, unit: 'ping' } },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 45, unit: 'years' } },
      layout: { said: 'asked', text: ['三間房間', '廁所只有一樓一間'] },
      problem_need: { said: 'asked', text: ['樓梯很陡', '膝蓋不好', '很暗'] },
      lifestyle: { said: 'asked', text: ['遠端工作', '書房', '煮飯'] },
      preferred_style: { said: 'asked', text: ['無印', '簡單'] },
      colors_and_elements: { said: 'asked', text: ['不要暗的顏色', '淺色'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 2000000, currency: 'TWD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['防滑', '一樓最好有她的房間'] },
    },
  },

  // 30歲 陳品妤，住溫哥華的護理師，和加拿大未婚夫 Liam 10月要回台南辦婚禮；中英夾雜、語氣輕鬆，有時差 (UTC-8)。
  // Exercises: the wedding month is not the design deadline; a list of items with one maybe (謝卡), one ruled out
  // (喜餅盒) and one pending (婚禮網站) that is decided in a later message which restates the final list; she asks back
  // whether the timing leaves enough for printing; her mother has the final say on the Chinese wording and insists on
  // red; colours still being weighed.
  // NOT facts of the project: 10月 (the wedding, not the deadline), 喜餅盒 (ruled out, the bakery provides it),
  // 一個多月 (how early invitations go out), 加拿大 as the project location (only where the groom's relatives fly in from).
  {
    id: 'heldout66-other-zh-tainan-wedding',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      'Hi～我跟未婚夫今年10月要在台南辦婚禮，想找人設計一整套婚禮視覺。因為我們兩個都住溫哥華，很多事沒辦法自己跑，朋友推薦來問問看',
      '要做的應該有喜帖、迎賓牌、桌卡…謝卡可能也要？喜餅盒不用，餅店會附。婚禮網站還在考慮，要看Liam那邊家人需不需要',
      '跟Liam討論完了，網站要做！他加拿大的親戚要飛過來，需要看住宿跟交通。所以總共是喜帖、迎賓牌、桌卡、謝卡，再加一個婚禮網站',
      '時間的話我媽說喜帖要提早一個多月寄，所以大概8月初以前要全部定稿？這樣印刷來得及嗎',
    ],
    whenAsked: {
      other_design_requirements: '喜帖、迎賓牌、桌卡、謝卡、婚禮網站',
      problem_need: '我們人不在台灣，希望有人幫忙把整體感統一，不要東拼西湊',
      target_audience: '賓客吧，一半是台灣的長輩親戚，一半是從加拿大來的朋友',
      preferred_style: '簡約，有點手寫字的感覺，不要太夢幻，我們都不是粉紅泡泡型XD',
      colors_and_elements: '我媽堅持一定要有紅色，我們自己喜歡深綠，可能加一點鳳凰花？台南的感覺，還在想',
      address: '我們住溫哥華',
      expected_deadline: '8月初以前',
      key_considerations: '中英文都要好看，排版不要一邊很擠',
      collaboration_notes: '我們有時差，用email比較好，一次整理好給我們看。喜帖上的中文要給我媽看過，她說了算',
    },
    otherwise: '嗯…這個我們還沒想到耶，你們覺得呢？',
    expected: {
      project_background: { said: 0, text: ['婚禮視覺'] },
      address: { said: 0, text: ['溫哥華'] },
      other_design_requirements: { said: 2, text: ['喜帖', '謝卡', '婚禮網站'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'early', relation: 'by' } },
      problem_need: { said: 'asked', text: ['整體感統一', '東拼西湊'] },
      target_audience: { said: 'asked', text: ['長輩', '加拿大'] },
      preferred_style: { said: 'asked', text: ['簡約', '手寫字'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '深綠', '鳳凰花'] },
      key_considerations: { said: 'asked', text: ['中英文'] },
      collaboration_notes: { said: 'asked', text: ['時差', 'email', '我媽'] },
    },
  },
  // Visitor: 36세 여성, 인천 송도에서 친언니와 '결 필라테스'를 3년째 공동 운영. 물결표와 ㅠㅠ, 한 메시지에 여러 얘기.
  // Exercises: the introduction hedges between a logo only and a whole identity, and message 3 (after a call with her
  // sister) settles it as logo only, so project_background must carry the later decision; the sister has the final
  // say (collaboration_notes, volunteered with the name story); a second studio is only being talked about
  // (plans_after_project, not a deadline); a question asked back about how others do it; trademark status is an honest
  // "잘 모르겠어요" (not_sure) while help is still wanted; the colour answer hedges because the sister decides.
  // NOT facts of the project: 3년째 (how long the old logo has been used), 4월쯤 (when a second studio might open,
  // not the deadline), 전체 리뉴얼 (ruled out for now).
  {
    id: 'heldout66-brand-ko-songdo-pilates-logo-only',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 송도에서 언니랑 같이 필라테스 스튜디오 운영하고 있어요. 오픈할 때 급하게 만든 로고를 3년째 쓰고 있는데 너무 아마추어 같아서ㅠㅠ 로고만 바꿀지 아예 브랜드 전체를 다 바꿀지는 아직 고민 중이에요',
      '이름은 결 필라테스인데 몸의 결, 숨의 결 할 때 그 결이에요~ 나뭇결처럼 자연스럽게 정돈된 몸이라는 뜻으로 언니가 지었어요. 그래서 디자인도 최종 결정은 언니가 할 거예요ㅎㅎ',
      '4월쯤 2호점 낼까 하는 얘기도 있는데 아직 확정은 아니라서 더 고민돼요ㅠ 이런 경우에 보통 로고만 먼저 바꾸고 나중에 전체를 하기도 하나요?',
      '아 방금 언니랑 통화했는데 일단 로고만 새로 하기로 했어요! 전체 리뉴얼은 2호점 확정되면 그때 다시 생각해보기로요~',
    ],
    whenAsked: {
      project_background: '필라테스 스튜디오 로고 새로 만드는 거예요~',
      problem_need: '회원님들이 저희를 그냥 동네 운동하는 곳 정도로 보시는 것 같아요. 좀 더 프라이빗하고 전문적인 느낌을 주고 싶어요',
      brand_name_story: '아까 말씀드린 몸의 결 얘기요~',
      products_or_services: '기구 필라테스 1:1 개인레슨이랑 4인 그룹레슨, 그리고 산전산후 필라테스도 해요',
      registration_status: '음 그건 잘 모르겠어요.. 언니가 알아본다고 했었는데 했는지는 모르겠네요ㅠ',
      need_registration_assistance: '네 해주시면 좋죠! 비용은 언니랑 상의해봐야 하지만요',
      brand_website: '인스타 있어요 @gyeol_pilates_songdo',
      target_audience: '30~40대 여성분들이 대부분이고 출산하고 오시는 분들도 많아요. 다들 자세 교정에 관심 많으세요',
      preferred_style: '차분하고 미니멀한 거요~ 이솝 매장 같은 느낌? 근데 너무 차가운 건 싫어요',
      colors_and_elements: '베이지나 웜그레이 쪽 생각하는데 색은 언니가 최종으로 정할 거라 확실하진 않아요. 핑크는 둘 다 싫어해요ㅋㅋ',
      expected_deadline: '3월 안에는 됐으면 좋겠어요. 근데 보통 얼마나 걸려요?',
      key_considerations: '회원카드나 예약 앱 아이콘에도 들어가야 해서 작게 줄여도 잘 보였으면 해요',
    },
    otherwise: '그건 아직 생각 안 해봤어요',
    expected: {
      project_background: { said: 3, text: ['로고만'] },
      address: { said: 0, text: ['송도'] },
      brand_name_story: { said: 1, text: ['몸의 결', '나뭇결'] },
      collaboration_notes: { said: 1, text: ['최종 결정은 언니'] },
      plans_after_project: { said: 2, text: ['2호점'] },
      problem_need: { said: 'asked', text: ['전문적인 느낌'] },
      products_or_services: { said: 'asked', text: ['개인레슨', '그룹레슨', '산전산후'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@gyeol_pilates_songdo'] },
      target_audience: { said: 'asked', text: ['30~40대 여성', '출산'] },
      preferred_style: { said: 'asked', text: ['차분하고 미니멀한', '이솝'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '웜그레이', '핑크'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['작게 줄여도 잘 보였으면'] },
    },
  },

  // Visitor: 31세 여성, 충북 괴산의 작은 식품회사(직원 여섯 명) 마케팅 담당. 존댓말에 ㅎㅎ, 대표님 얘기를 자주 함.
  // Exercises: she weighs a zip pouch against a paper box, rules out a tin on price, and is torn between 20 and 30 tea
  // bags; message 3 (after a meeting) settles both: box, 20 bags. The boss gives the final sign-off
  // (collaboration_notes) and the packaging cost cap (key_considerations). She honestly has no idea who the buyers
  // are (target_audience skipped), asks back what material others use, and names a channel she is still only
  // weighing (쿠팡, not a sales channel yet).
  // NOT facts of the project: 대용량 봉지 (how the tea has been sold so far), 틴케이스 and 파우치 (ruled out), 30개입
  // (ruled out), 쿠팡 (not decided), 5월 (the local-food event, not the deadline), 3분 (brewing time).
  {
    id: 'heldout66-packaging-ko-goesan-corn-tea-box',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 괴산에 있는 작은 식품회사에서 마케팅 맡고 있는 사람인데요ㅎㅎ 저희가 그동안 옥수수차를 식당에 대용량 봉지로만 납품했는데 이번에 처음으로 소비자용 티백 제품을 내려고 해서 패키지 문의드려요',
      '포장은 지퍼 파우치랑 종이 박스 중에 고민 중이에요. 틴케이스는 예쁜데 단가가 너무 세서 뺐고요. 티백은 하나에 1.5g인데 20개입으로 할지 30개입으로 할지도 아직 정하는 중이에요',
      '아 그리고 디자인 최종 컨펌은 대표님이 하세요. 저는 중간에서 소통 담당이에요ㅎㅎ',
      '방금 회의에서 결정 났어요! 박스로 가고 20개입으로 하기로요. 대표님이 박스가 더 고급스러워 보인대요',
    ],
    whenAsked: {
      project_background: '옥수수차 티백 패키지요',
      product_description: '괴산 옥수수를 볶아서 만든 옥수수차 티백이에요. 뜨거운 물에 3분 정도 우려 마시면 되고 냉침해도 맛있어요',
      specification: '티백 하나 1.5g이고 20개입이요',
      packaging_form: '박스로 하기로 했어요',
      unique_selling_point: '옥수수를 농가에서 직접 받아서 저희가 볶아요. 구수한 맛이 진하고 카페인이 없어요',
      target_audience: '음.. 솔직히 잘 모르겠어요. 지금까지 식당 납품만 해서 소비자가 누가 될지 감이 없어요ㅠ',
      sales_channels: '일단 스마트스토어랑 괴산 로컬푸드 직매장이요. 쿠팡은 수수료 때문에 아직 고민 중이에요',
      preferred_style: '따뜻하고 소박한 느낌인데 촌스럽진 않게요',
      colors_and_elements: '옥수수 노란색은 들어가면 좋겠는데 너무 쨍한 노랑은 별로예요',
      preferred_materials: '크라프트지 생각하고 있긴 한데 보통 이런 차 박스는 뭘로 많이 하나요? 추천해 주시면 그걸로 할게요',
      expected_deadline: '5월에 로컬푸드 행사가 있어서 4월 중순까지는 나와야 돼요',
      key_considerations: '단가요. 대표님이 포장비는 개당 300원 넘기지 말라고 하셨어요',
    },
    otherwise: '그건 대표님께 여쭤봐야 할 것 같아요',
    expected: {
      project_background: { said: 0, text: ['옥수수차', '티백'] },
      address: { said: 0, text: ['괴산'] },
      collaboration_notes: { said: 2, text: ['대표님'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['box'] } },
      specification: { said: 3, text: ['20개입'] },
      product_description: { said: 'asked', text: ['옥수수차 티백', '냉침'] },
      unique_selling_point: { said: 'asked', text: ['직접', '카페인이 없'] },
      target_audience: { said: 'asked', skipped: true },
      sales_channels: { said: 'asked', text: ['스마트스토어', '로컬푸드 직매장'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 소박한'] },
      colors_and_elements: { said: 'asked', text: ['옥수수 노란색', '쨍한 노랑'] },
      preferred_materials: { said: 'asked', text: ['크라프트지'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'mid' } },
      key_considerations: { said: 'asked', text: ['단가', '300원'] },
    },
  },

  // Visitor: 58세 남성, 통영에서 요트투어 업체 운영. 띄어쓰기 거의 없이 짧게, 마침표 없음.
  // Exercises: he weighs an information-only site against one with booking and payment, asks back what such a site
  // costs, and settles on booking in message 3 after talking to his son (category from the later message). The
  // budget comes only as a range when asked (max kept). Languages: two are certain, a third is left to the son and
  // must not be filed. An honest "잘 모르겠습니다" on competitors (skipped). The current site is only a blog.
  // NOT facts of the project: 네이버 예약 (how bookings come in now), 중국어 (left to the son, undecided), 4월
  // (when peak season starts, not the opening date).
  {
    id: 'heldout66-website-ko-tongyeong-yacht-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '통영에서 요트투어 합니다 지금은 네이버예약이랑 전화로만 받는데 홈페이지가 있어야될것같아서요',
      '그냥 소개만 하는 사이트로 할지 예약결제까지 되게 할지 고민입니다 예약까지 되면 좋긴한데 비쌀것같고',
      '이런거 보통 얼마나 들어요? 감이 없어서',
      '아들이랑 얘기해봤는데 예약되는걸로 하겠습니다 어차피 하는거 제대로 해야죠',
    ],
    whenAsked: {
      project_background: '요트투어 홈페이지요',
      url: '홈페이지는 없고 블로그만 있습니다 blog.naver.com/tongyeong_sail',
      category: '예약되는걸로요',
      problem_need: '바다 나가있을때 전화 예약을 못받아서 손님 놓치는게 많아요',
      main_pages: '투어 코스 소개 가격 예약 오시는길 정도?',
      languages: '한국어 영어는 꼭 있어야되고 중국어는 아들이 정하기로 했습니다',
      target_audience: '가족여행객 커플이 많고 요즘 외국인도 꽤 옵니다',
      competitors: '잘 모르겠습니다 찾아본적이 없어서',
      preferred_style: '시원한 바다 느낌 사진 크게 나오는거',
      budget: '5백에서 8백 사이면 할만할것같은데 그 이상은 좀',
      expected_deadline: '3월 안에는 열었으면 합니다 4월부터 성수기라',
      key_considerations: '제가 나이가 있어서 사진 바꾸는거 정도는 관리를 직접 쉽게 할수있어야 돼요',
    },
    otherwise: '그건 잘 모르겠네요',
    expected: {
      project_background: { said: 0, text: ['요트투어', '홈페이지'] },
      address: { said: 0, text: ['통영'] },
      category: { said: 3, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 'asked', text: ['blog.naver.com/tongyeong_sail'] },
      problem_need: { said: 'asked', text: ['전화 예약', '놓치는'] },
      main_pages: { said: 'asked', text: ['투어 코스', '예약', '오시는길'] },
      languages: { said: 'asked', text: ['한국어', '영어'] },
      target_audience: { said: 'asked', text: ['가족여행객', '커플', '외국인'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['바다 느낌', '사진 크게'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 5000000, max: 8000000, currency: 'KRW' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['관리를 직접 쉽게'] },
    },
  },

  // Visitor: 41세 남성, 호텔 한식당 조리장 15년 하다 독립, 대전에서 솥밥 전문점 창업 준비. 단정한 존댓말, 말줄임표.
  // Exercises: two candidate sites with two sizes, a question asked back about the usual cost per pyeong, and the
  // choice made in message 3 (봉명동, 25평), so address and space_size come from that later message and not from
  // 둔산동/30평. His wife has the final say on the interior (collaboration_notes). The budget is a per-pyeong
  // figure with a total cap; the opening month is hedged with a possible slip.
  // NOT facts of the project: 15년 (his hotel career), 둔산동 and 30평 (the site he did not take), 이번 주 (when
  // the lease is signed), 6월 (a possible delay, not the opening date), 료칸 (the wife's idea, still being discussed).
  {
    id: 'heldout66-commercial-ko-daejeon-sotbap-two-sites',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 호텔 한식당에서 15년 일하다가 이번에 독립해서 솥밥 전문점을 준비하고 있습니다. 아직 자리가 확정이 안 돼서 대전 둔산동이랑 봉명동 두 군데 보고 있어요',
      '둔산동은 30평쯤이고 봉명동은 25평 정도인데... 인테리어는 보통 평당 얼마 정도 잡아야 하나요? 그거 보고 자리 정하려고요',
      '그리고 인테리어 최종 결정은 와이프가 할 겁니다. 와이프가 예전에 공간디자인 쪽 일을 했었거든요. 저는 주방만 챙기고요',
      '고민해봤는데 봉명동 25평짜리로 하려고요. 이번 주에 계약하기로 했습니다',
    ],
    whenAsked: {
      project_background: '솥밥 전문점 인테리어입니다',
      problem_need: '호텔 음식은 비싸다는 인식이 있는데, 동네에서 편하게 오면서도 한 끼 대접받는 느낌이었으면 합니다',
      brand_value: '정직한 한 끼요. 들어오면 밥 짓는 냄새가 나고 편안했으면 좋겠어요',
      target_audience: '점심은 근처 직장인이 제일 많을 것 같고 저녁엔 가족 단위요',
      competitive_advantage: '주문 들어오면 그때 바로 솥에 밥을 지어요. 근처에 그렇게 하는 데가 없습니다',
      preferred_style: '모던 한식이요. 한옥 느낌까지는 말고요. 와이프는 료칸 느낌도 좋아하는데 그건 아직 얘기 중입니다',
      colors_and_elements: '나무랑 돌 소재를 많이 쓰고 싶고 형광등 같은 하얀 조명은 싫습니다',
      unique_design: '오픈 주방에 솥 여러 개가 쭉 놓여 있는 게 손님 자리에서 보이면 좋겠어요',
      address: '대전 봉명동이요',
      space_size: '25평입니다',
      budget: '평당 200 정도 생각해서 총 5천 안쪽이면 좋겠습니다. 그 정도면 되는 건지 모르겠네요',
      opening_date: '5월 목표인데 공사 상황 봐서 6월로 밀릴 수도 있어요',
      key_considerations: '주방 동선이요. 제가 직접 그려둔 주방 도면이 있어서 그거 기준으로 해주셨으면 합니다',
    },
    otherwise: '그건 아직 생각을 못 해봤네요',
    expected: {
      project_background: { said: 0, text: ['솥밥 전문점'] },
      collaboration_notes: { said: 2, text: ['와이프'] },
      address: { said: 3, text: ['봉명동'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 25, unit: 'pyeong' } },
      problem_need: { said: 'asked', text: ['대접받는 느낌'] },
      brand_value: { said: 'asked', text: ['정직한 한 끼', '밥 짓는 냄새'] },
      target_audience: { said: 'asked', text: ['직장인', '가족 단위'] },
      competitive_advantage: { said: 'asked', text: ['바로 솥에 밥을 지어요'] },
      preferred_style: { said: 'asked', text: ['모던 한식'] },
      colors_and_elements: { said: 'asked', text: ['나무', '돌', '하얀 조명'] },
      unique_design: { said: 'asked', text: ['오픈 주방', '솥'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 50000000, currency: 'KRW' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['주방 동선'] },
    },
  },

  // Visitor: 27세 남성, 판교 펫테크 스타트업 주니어 마케터, 회사의 첫 박람회 부스. 느낌표와 ㅠ, 팀장님 눈치를 봄.
  // Exercises: the company's town (판교) is not the venue (킨텍스 is); the booth size is open between one and two
  // booths until the team lead decides in message 3 (2부스 3x6 = 18㎡), which also brings the budget range; a
  // question asked back about what others spend; an honest "모르겠어요" on the exit date (skipped); the dates come
  // only when asked, with the entry day before the opening.
  // NOT facts of the project: 판교 (where the company is), 1부스 and 3x3 (ruled out), 바이어 (not who they want to
  // meet this time).
  {
    id: 'heldout66-exhibition-ko-petfair-booth-team-lead',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 판교에 있는 펫테크 스타트업인데요 자동급식기랑 스마트 급수기 만들어요. 이번에 킨텍스 반려동물 박람회에 처음으로 부스 나가게 돼서 문의드립니다!',
      '부스는 1부스로 할지 2부스로 할지 아직 정하는 중이에요ㅠ 1부스면 3x3이고 2부스면 3x6이요. 팀장님이 결정하실 거라서..',
      '혹시 부스 디자인 예산 다른 회사들은 보통 어느 정도 쓰나요? 저희가 처음이라 감이 하나도 없어요',
      '방금 팀장님이 2부스 3x6으로 가자고 하셨어요!! 예산은 1500에서 2000만원 사이로 보면 된대요',
    ],
    whenAsked: {
      project_background: '펫테크 회사 박람회 부스예요',
      brand_value: '기술이 어렵지 않다는 거요. 보호자분들이 부스 와서 이거 나도 쓰겠다 싶었으면 좋겠어요',
      target_audience: '일반 관람객이요! 반려인분들 대상으로 현장 판매도 할 거예요. 바이어는 이번엔 크게 기대 안 해요',
      preferred_style: '밝고 깔끔하게요. 애플 매장처럼 하얗고 제품이 돋보이는 느낌?',
      unique_design: '급식기가 실제로 작동하는 걸 보여주는 시연대가 있으면 좋겠어요. 고양이 모형 같은 거 놓고요',
      address: '킨텍스요',
      space_size: '2부스 3x6이요',
      water_electricity_supply: '전기는 꼭 있어야 해요 시연 때문에! 물은 필요 없어요',
      budget: '1500에서 2000만원 사이요',
      opening_date: '3월 13일 금요일이요',
      entry_date: '설치는 전날 12일에 한다고 들었어요',
      exit_date: '그건 아직 주최 측 안내를 못 받아서 모르겠어요ㅠ',
      key_considerations: '현장 판매를 해야 해서 재고 쌓아둘 창고 공간이 부스 안에 있어야 해요',
    },
    otherwise: '그건 팀장님께 확인해봐야 할 것 같아요',
    expected: {
      project_background: { said: 0, text: ['펫테크', '반려동물 박람회'] },
      address: { said: 0, text: ['킨텍스'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      budget: { said: 3, value: { kind: 'money', amount: 15000000, max: 20000000, currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['어렵지 않다', '나도 쓰겠다'] },
      target_audience: { said: 'asked', text: ['일반 관람객', '반려인'] },
      preferred_style: { said: 'asked', text: ['밝고 깔끔하게', '애플 매장'] },
      unique_design: { said: 'asked', text: ['시연대', '고양이 모형'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-13', precision: 'day' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-12', precision: 'day' } },
      exit_date: { said: 'asked', skipped: true },
      key_considerations: { said: 'asked', text: ['창고 공간'] },
    },
  },

  // Visitor: 35세 여성, 초등교사, 남편·6살 딸과 수원 영통 구축 아파트를 매수. ㅠ와 ㅎㅎ, 쉼표 없이 이어 씀.
  // Exercises: the introduction hedges between a full remodel and only kitchen and bathrooms; she and her husband
  // disagree on the budget (4천 vs 5천), she asks back what a 32평 remodel usually costs, and message 3 settles both
  // (full remodel, up to 4500), so project_background and budget come from that later message. The house age is an
  // approximate "20년 좀 넘었다" (not the child's age); the move-in is bounded by the end of the current lease.
  // NOT facts of the project: 4천 (the husband's first figure), 5천 (her first figure), 6살 (the daughter's age, not
  // the house's), 주방이랑 욕실만 (ruled out), 전세 (the flat they live in now).
  {
    id: 'heldout66-residential-ko-yeongtong-apt-husband-budget',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 이번에 수원 영통에 구축 아파트를 샀어요. 전체 리모델링을 할지 주방이랑 욕실만 할지 아직 고민 중이에요ㅠ',
      '32평이고 방3 화장실2요. 남편이랑 6살 딸이랑 셋이 살 거예요',
      '예산은 남편은 4천 이하로 하자고 하고 저는 5천까지도 괜찮을 것 같은데... 보통 32평 전체 하면 얼마 나와요?',
      '어제 남편이랑 얘기해서 결론 냈어요! 전체 리모델링으로 하고 예산은 4500까지로 하기로요ㅎㅎ',
    ],
    whenAsked: {
      project_background: '구축 아파트 리모델링이에요',
      property_category: '아파트요',
      layout: '방3 화장실2요',
      age: '정확히는 모르겠는데 20년 좀 넘었다고 들었어요',
      problem_need: '주방이 일자라서 너무 좁고 수납이 진짜 부족해요ㅠ',
      target_audience: '남편이랑 딸이랑 셋이요',
      lifestyle: '남편이 일주일에 두 번 재택을 해서 작은 방 하나는 서재로 써야 하고 주말엔 집에서 요리 많이 해요',
      preferred_style: '따뜻한 우드톤에 화이트요. 호텔 같은 느낌은 별로고 그냥 편한 집이요',
      colors_and_elements: '딸 방은 아이가 직접 고르게 하고 싶어요ㅎㅎ 거실엔 검은색은 피하고 싶고요',
      address: '수원 영통이요',
      space_size: '32평이요',
      budget: '4500까지로 정했어요',
      move_in_date: '지금 사는 집 전세가 5월 말에 끝나서 그 전엔 들어가야 해요',
      key_considerations: '아이가 있어서 모서리나 미끄러운 바닥 같은 안전 문제요',
    },
    otherwise: '딱히 없어요~',
    expected: {
      address: { said: 0, text: ['영통'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 1, text: ['방3', '화장실2'] },
      target_audience: { said: 1, text: ['남편', '6살 딸'] },
      project_background: { said: 3, text: ['전체 리모델링'] },
      budget: { said: 3, value: { kind: 'money', amount: 45000000, currency: 'KRW' } },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 20, unit: 'years' } },
      problem_need: { said: 'asked', text: ['일자', '수납'] },
      lifestyle: { said: 'asked', text: ['재택', '서재', '요리'] },
      preferred_style: { said: 'asked', text: ['우드톤', '화이트'] },
      colors_and_elements: { said: 'asked', text: ['딸 방', '검은색'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 'asked', text: ['안전'] },
    },
  },

  // Visitor: 28세 여성, 대구의 3교대 간호사, 틈틈이 쓴 글로 첫 독립출판 에세이를 준비. 밝은 말투, ㅋㅋ와 ㅎㅎ.
  // Exercises: she does not know what to commission at first, weighs cover only against cover plus inner layout, asks
  // back what a cover usually costs (the type has no budget field), and decides in message 2 to do the layout
  // herself: cover only, with a belly band (other_design_requirements from that message). Hedges inside answers
  // (target readers "잘 모르겠어요ㅋㅋ", illustration or photo still open, page count not certain).
  // NOT facts of the project: 3월 초 (when the crowdfunding opens, not the deadline), 200쪽 (an uncertain page
  // count), 내지 편집 (she will do it herself).
  {
    id: 'heldout66-other-ko-nurse-essay-cover',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 병원에서 간호사로 일하면서 틈틈이 쓴 글을 모아서 독립출판으로 에세이를 내려고 해요. 처음이라 뭘 맡겨야 할지도 잘 모르겠어요ㅎㅎ',
      '표지만 맡길지 내지 편집까지 같이 맡길지 고민돼요. 혹시 보통 표지 디자인은 얼마 정도 해요?',
      '생각해봤는데 내지는 제가 인디자인 배워서 해보기로 했어요! 표지만 부탁드릴게요. 책 띠지도 같이 되면 좋고요',
    ],
    whenAsked: {
      project_background: '에세이 독립출판이요',
      other_design_requirements: '표지랑 띠지요!',
      problem_need: '서점에서 그냥 지나치지 않고 한 번 집어 보게 만드는 표지요',
      target_audience: '20~30대 여자분들? 저 같은 사회초년생 직장인들이요. 근데 사실 누가 살지 잘 모르겠어요ㅋㅋ',
      preferred_style: '잔잔하고 여백 많은 느낌이요. 일러스트가 들어갈지 사진이 들어갈지는 아직 모르겠어요',
      colors_and_elements: '새벽 병원 복도 같은 푸른 톤이 떠오르긴 하는데.. 빨간 십자가 같은 뻔한 병원 느낌은 절대 싫어요',
      address: '대구 살아요',
      expected_deadline: '3월 초에 텀블벅 펀딩 열 거라 2월 안에는 표지가 나와야 돼요',
      key_considerations: 'A5 판형이고 200쪽 정도 될 것 같아서 책등 폭도 계산해야 한다고 들었어요. 쪽수는 아직 확실하진 않아요',
      collaboration_notes: '근무가 3교대라 답장이 늦을 수 있어요ㅠ 카톡으로 편하게 주고받으면 좋겠어요',
    },
    otherwise: '음 그건 잘 모르겠어요',
    expected: {
      project_background: { said: 0, text: ['간호사', '독립출판', '에세이'] },
      other_design_requirements: { said: 2, text: ['표지만', '띠지'] },
      problem_need: { said: 'asked', text: ['한 번 집어 보게'] },
      target_audience: { said: 'asked', text: ['20~30대', '사회초년생'] },
      preferred_style: { said: 'asked', text: ['잔잔하고 여백 많은'] },
      colors_and_elements: { said: 'asked', text: ['푸른 톤', '빨간 십자가'] },
      address: { said: 'asked', text: ['대구'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['A5', '책등'] },
      collaboration_notes: { said: 'asked', text: ['3교대', '카톡'] },
    },
  },
];
