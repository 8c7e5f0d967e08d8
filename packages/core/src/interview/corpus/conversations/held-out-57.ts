import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fifty-seventh batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. An ordinary week, with no theme of its own (as
 * held-outs 50, 53, 55 and 56).
 * Written in session 28 after the session's rules for held-out 56, and played once before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 57: an ordinary week)
 * - Ray Bell, 52, HVAC contractor in Dayton OH: terse lowercase texter, logo refresh, a van count corrected mid-message.
 * - Jorge Castillo, 29, dog-treat maker in Tempe AZ: emoji, a story about his dog, prices and places of other shops.
 * - Tomás Rivera, 38, landscaping company owner in San Antonio TX: bilingual site, a budget changed later after his wife weighs in.
 * - Keisha Monroe, 36, natural hair salon owner in Atlanta: second location, floor area corrected from the landlord's plan, a budget range.
 * - Brian Lindqvist, 45, sales guy at a sauna builder in Duluth MN: trade show booth, booth size upgraded, all three show dates in one line.
 * - Sam Patel, 33, software engineer in Boise ID: long chatty opener packing five facts, a 1962 ranch, a dad's gloomy cost guess.
 * - Dena Pederson, 58, food truck owner in Anchorage AK: truck wrap and menu board, one fact a message, a deadline moved later.
 */
/*
 * Writer's note (zh-TW, batch 57: an ordinary week)
 * - brand_design: 31歲台中皮拉提斯教室老闆娘，emoji多、一句一件事，品牌翻新，商標申請中。
 * - packaging_design: 屏東枋山五十幾歲芒果農，打字沒標點、很短，期限被女兒改掉。
 * - website: 花蓮壽豐民宿老闆娘，第一則訊息很長，預算先說範圍後來被先生改。
 * - commercial_space: 從台北回台南開酒吧的調酒師，一句一句講，坪數講錯再更正。
 * - exhibition_space: 保養品代工廠的行銷企劃，正式有標點，日期講得很完整，水電改口。
 * - residential_space: 羅東剛退休的國文老師，句子完整、會離題聊鄰居，預算因女兒贊助而提高。
 * - other: 高雄準新郎要整套婚禮視覺，口語、錯字、自己更正用字。
 */
/*
 * Writer's note (ko-KR, batch 57: an ordinary week)
 * - brand: 50대 초반 기장 멸치 가공 2대째 사장님, 띄어쓰기 대충·말줄임표, 로고 리뉴얼, 상표는 등록돼 있고 도움 필요 없음.
 * - packaging: 30대 중반 제주 애월 귤청 1인 브랜드, 이모지 많고 수다스러움, 병 용량 정정(500→480ml).
 * - website: 베를린 사는 30대 딸이 경주 한옥 게스트하우스 하는 엄마 대신 문의, 예약 사이트, 예산 300→400 상향.
 * - commercial: 29세 서울 망원동 와인바 사장, 광주 동명동 2호점, 한 메시지에 한 사실씩 짧게, 평수 정정(18→16평).
 * - exhibition: 스마트팜 스타트업 마케팅 매니저, 격식체 긴 첫 메시지, 킨텍스 3일 일정·반입·철수를 한 번에.
 * - residential: 60대 중반 퇴직 교사, 양평 서종면 단독주택 부분 리모델링, 마침표 없이 띄엄띄엄, 예산 7천→1억.
 * - other: 20대 중반 인디밴드 베이시스트, 정규 1집 아트워크·포스터, 오타·ㅋㅋ, 마감이 레이블 연락으로 당겨짐.
 */
export const fiftySeventhHeldOutConversations: CorpusConversation[] = [
  // Ray Bell, 52, runs the family heating & cooling company in Dayton, Ohio. Types on his phone between service calls:
  // lowercase, no punctuation, "lol". Exercises: the name story told in passing with a date, a competitor's billboards
  // as the problem, a van count corrected inside the same message (6 -> 7), a deadline tied to the van wraps.
  // NOT facts of the project: 1971 (when his dad started), Tyler (his son), Miller Comfort and Kettering (a competitor
  // and its town), the billboards, 6 (superseded van count), December (when they bought the van).
  {
    id: 'heldout57-brand-en-hvac-refresh',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hey we're a heating and cooling company in dayton ohio, family business. need our logo redone its looking real dated",
      "its bell & sons. my dad started it in 1971 and named it after me and my brother, now my son Tyler is coming in so its still true lol",
      "we do furnace and ac install, repairs, maintenance plans. some duct cleaning",
      "main thing is we look like a small timer next to the big outfits. Miller Comfort over in kettering has billboards everywhere and people think they're better just from that",
      "we got 6 vans that need new wraps with the new logo too. wait 7, we bought one in december",
      "need it done by april thats when the vans go in",
    ],
    whenAsked: {
      registration_status: "not sure honestly, my dad might have done something back in the day",
      need_registration_assistance: "yeah if its not a big hassle",
      brand_website: "just a facebook page, facebook.com/bellandsonsdayton",
      target_audience: "homeowners around dayton, mostly 40s and up. people who want somebody they can trust in their house",
      preferred_style: "clean strong bold. nothing cartoony. not the snowflake and flame thing every hvac company has",
      colors_and_elements: "navy and red. keep a bell in there somehow",
      key_considerations: "has to read from far away on a van going 70 on the highway",
    },
    otherwise: "whatever you think works",
    expected: {
      project_background: { said: 0, text: ['heating and cooling company', 'logo redone', 'dated'] },
      address: { said: 0, text: ['dayton'] },
      brand_name_story: { said: 1, text: ['my dad started it', 'named it after me and my brother'] },
      products_or_services: { said: 2, text: ['furnace and ac install', 'repairs', 'maintenance plans', 'duct cleaning'] },
      problem_need: { said: 3, text: ['small timer next to the big outfits'] },
      other_design_requirements: { said: 4, text: ['wraps', '7'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['facebook.com/bellandsonsdayton'] },
      target_audience: { said: 'asked', text: ['homeowners around dayton', 'trust in their house'] },
      preferred_style: { said: 'asked', text: ['clean strong bold', 'nothing cartoony'] },
      colors_and_elements: { said: 'asked', text: ['navy and red', 'bell'] },
      key_considerations: { said: 'asked', text: ['read from far away'] },
    },
  },

  // Jorge Castillo, 29, makes grain-free dog treats in a rented commercial kitchen in Tempe, Arizona. Chatty, emoji,
  // "lol", wanders into stories about his dog and a friend's mastiff. Exercises: origin story before anything is asked,
  // product, size and forms in separate messages, a hedged gift tin, three channels plus a competitor's price, a
  // labeling requirement volunteered as the last message.
  // NOT facts of the project: Luna's chicken allergy (the origin story), PetSmart, Vistaprint, the mastiff and "2 days",
  // Saturdays, Scottsdale and $14 (another shop's price), the Scottsdale pet expo "in fall" he mentions then drops.
  {
    id: 'heldout57-packaging-en-dog-treats',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi!! So I make dog treats, started in my kitchen and now I rent a commercial kitchen in Tempe 🐶 it all started cause my dog Luna has a chicken allergy and everything at PetSmart had chicken in it lol",
      "Brand is Luna's Pantry. Right now I sell them in clear bags with a label I print from Vistaprint and it looks homemade, and not in a cute way",
      "The products are sweet potato chews and peanut butter pumpkin biscuits. 4 ingredients max, no chicken, no grain, nothing I can't pronounce",
      "Each bag is 6 oz. Big dogs eat them like chips haha my buddy's mastiff went through a whole bag in 2 days",
      "I want resealable stand up pouches for the regular ones and maybe a tin for the biscuits as like a gift thing?",
      "Selling at the Phoenix Public Market on saturdays, my etsy, and 3 pet boutiques around here want to carry it. One in Scottsdale charges $14 a bag for way worse stuff 😤",
      "oh and the guaranteed analysis and ingredient list have to be on there, it's required for pet food so please don't let me forget that",
    ],
    whenAsked: {
      target_audience: "Dog people who read labels. Lots of owners with allergy dogs, millennials mostly, people who treat their dog like their kid honestly 😂",
      preferred_style: "Fun and warm but not babyish. Kinda like those cool craft beer cans",
      colors_and_elements: "Sweet potato orange for sure, and I want Luna on it, she's a black and white pit mix. No paw prints everywhere pls that's so overdone",
      preferred_materials: "Kraft pouches with a little clear window so you can see the treats. And a metal tin for the gift one",
      expected_deadline: "Before the Scottsdale pet expo? no wait that's not till fall. Let's say by March, I'm reordering stock then",
    },
    otherwise: "No preference, you guys are the pros",
    expected: {
      project_background: { said: 0, text: ['dog treats', 'commercial kitchen'] },
      address: { said: 0, text: ['Tempe'] },
      problem_need: { said: 1, text: ['looks homemade'] },
      product_description: { said: 2, text: ['sweet potato chews', 'peanut butter pumpkin biscuits'] },
      unique_selling_point: { said: 2, text: ['no chicken', 'no grain'] },
      specification: { said: 3, text: ['6 oz'] },
      packaging_form: { said: 4, value: { kind: 'choice', selected: ['bag_pouch', 'can_tin'] } },
      sales_channels: { said: 5, text: ['Phoenix Public Market', 'etsy', 'pet boutiques'] },
      key_considerations: { said: 6, text: ['guaranteed analysis', 'ingredient list'] },
      target_audience: { said: 'asked', text: ['read labels', 'allergy dogs'] },
      preferred_style: { said: 'asked', text: ['Fun and warm', 'not babyish'] },
      colors_and_elements: { said: 'asked', text: ['Sweet potato orange', 'Luna on it', 'No paw prints'] },
      preferred_materials: { said: 'asked', text: ['Kraft pouches', 'clear window', 'metal tin'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
    },
  },

  // Tomás Rivera, 38, owns a landscaping and irrigation company in San Antonio, Texas. Short messages, a few typos
  // ("work good", "cause"). Exercises: a current URL with a story about who built it, a bilingual requirement with the
  // reason, a hedged budget range later replaced by "up to 6k" once his wife weighs in, photography tucked into the budget change.
  // NOT facts of the project: 12 guys (crew size), 14 yrs (years in business), 2019 and the nephew in high school
  // (who built the old site), "3 to 5 thousand" (superseded budget), "half the time" (missed calls).
  {
    id: 'heldout57-website-en-landscaping-bilingual',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi I own Rivera Outdoor, landscaping and irrigation in San Antonio. 12 guys, been doing this 14 yrs. our website is bad and honestly it embarrasses me when customers look at it",
      "its riveraoutdoorsa.com, my nephew made it on wix back in 2019 when he was in high school lol",
      "biggest thing is I want people to be able to request a quote from the site. right now they call and half the time we miss it cause we're out on a job",
      "it needs to be english and spanish, a lot of our customers speak spanish at home",
      "budget maybe 3 to 5 thousand?",
      "pages: services, a gallery of our jobs, about us, request a quote, reviews",
      "sorry going back to budget, my wife says we can do up to 6k if that includes somebody coming out to take photos of our jobs",
    ],
    whenAsked: {
      category: "just a regular site for the business, with the quote form",
      target_audience: "homeowners on the north side mostly, some HOAs and small businesses with properties. usually 35 to 65",
      competitors: "Green Oasis Landscaping, their site looks real pro. and Alamo Lawn Pros",
      preferred_style: "clean, green, lots of pictures of our work. not too fancy",
      expected_deadline: "by March if we can, spring is when the phone blows up",
      key_considerations: "it has to work good on phones, most people find us on their phone",
    },
    otherwise: "no preference, whatever you recommend",
    expected: {
      project_background: { said: 0, text: ['landscaping and irrigation', 'website is bad'] },
      address: { said: 0, text: ['San Antonio'] },
      url: { said: 1, text: ['riveraoutdoorsa.com'] },
      problem_need: { said: 2, text: ['request a quote', 'miss it'] },
      languages: { said: 3, text: ['english', 'spanish'] },
      main_pages: { said: 5, text: ['services', 'gallery', 'about us', 'request a quote', 'reviews'] },
      budget: { said: 6, value: { kind: 'money', amount: 6000, bound: 'at_most', currency: 'USD' } },
      other_design_requirements: { said: 6, text: ['take photos of our jobs'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      target_audience: { said: 'asked', text: ['homeowners on the north side', 'HOAs'] },
      competitors: { said: 'asked', text: ['Green Oasis Landscaping', 'Alamo Lawn Pros'] },
      preferred_style: { said: 'asked', text: ['clean, green', 'lots of pictures'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['work good on phones'] },
    },
  },

  // Keisha Monroe, 36, owns a natural hair salon in West End, Atlanta, and just signed a lease for a second location
  // in Decatur. Warm, fast, emoji. Exercises: the existing shop's neighbourhood next to the new one's, a floor area
  // corrected once the landlord's plan arrives (1,400 -> 1,250 sq ft) with the old shop's size beside it, a budget range
  // ("around 90k, could stretch to 110"), an opening month with a hoped-for weekend, a signature wall idea in passing.
  // NOT facts of the project: West End (her first shop, not the address), 6 years, the mattress store, 1,400 sq ft
  // (superseded), 900 sq ft (the old shop), "4-5 hours" (appointment length), Juneteenth weekend (a hope, the month is the fact).
  // (8 stations and 2 shampoo bowls are real program needs but have no field of their own, so they are not in expected.)
  {
    id: 'heldout57-commercial-en-salon-second-location',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hey! I own Crown & Coil, a natural hair salon in West End Atlanta. We've been open 6 years and I just signed a lease for a second location in Decatur, on Church St. It's a raw space, used to be a mattress store 😂",
      "It's about 1,400 sq ft",
      "ok correction the landlord sent the floor plan and it's 1,250 sq ft. My West End shop is only 900 so still a big upgrade",
      "What I want people to feel: taken care of. Natural hair appointments can be 4-5 hours, braids even longer, so it has to feel like a retreat, not a factory",
      "I'm thinking 8 styling stations and 2 shampoo bowls. And one thing I really want is a wall with framed photos of our clients' hair journeys, like a little gallery",
      "budget is around 90k for the buildout, could stretch to 110 if it's worth it",
      "hoping to open in June, Juneteenth weekend would be perfect honestly",
    ],
    whenAsked: {
      problem_need: "My West End shop is always overbooked and cramped. I need room to grow and a space that feels as good as our service",
      target_audience: "Black women 25 to 55 mostly. Professionals, moms, people who care about healthy hair and want a chill vibe",
      competitive_advantage: "We only do natural hair, no relaxers ever, and all our stylists are trained in loc care. Most salons around Decatur do a little of everything",
      preferred_style: "Warm, earthy, a little boho but grown. Plants, wood, soft lighting",
      colors_and_elements: "Terracotta, cream, gold accents. No pink please, everyone expects pink",
      key_considerations: "Plumbing for the shampoo bowls, it was a mattress store so there's nothing there. And outlets at every station, we run a lot of dryers",
    },
    otherwise: "No preference, I trust you",
    expected: {
      project_background: { said: 0, text: ['natural hair salon', 'second location', 'raw space'] },
      address: { said: 0, text: ['Decatur', 'Church St'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1250, unit: 'ft2' } },
      brand_value: { said: 3, text: ['taken care of', 'not a factory'] },
      unique_design: { said: 4, text: ["framed photos of our clients' hair journeys"] },
      budget: { said: 5, value: { kind: 'money', amount: 90000, max: 110000, currency: 'USD' } },
      opening_date: { said: 6, value: { kind: 'date', date: '2026-06-01', precision: 'month' } },
      problem_need: { said: 'asked', text: ['overbooked and cramped', 'room to grow'] },
      target_audience: { said: 'asked', text: ['Black women 25 to 55', 'healthy hair'] },
      competitive_advantage: { said: 'asked', text: ['only do natural hair', 'loc care'] },
      preferred_style: { said: 'asked', text: ['Warm, earthy', 'boho'] },
      colors_and_elements: { said: 'asked', text: ['Terracotta', 'cream', 'gold accents', 'No pink'] },
      key_considerations: { said: 'asked', text: ['Plumbing for the shampoo bowls', 'outlets at every station'] },
    },
  },

  // Brian Lindqvist, 45, sales director at a small company in Duluth, Minnesota that builds outdoor saunas. Writes like
  // a sales email: "w/", "+", numbers first. Exercises: show and venue in the opener, a booth size upgraded one message
  // later with last year's booth beside it, opening, move-in and tear-down dates in a single line, power but no water,
  // an all-in budget with a reuse plan in passing, print extras added at the end.
  // NOT facts of the project: Duluth (where they build, not the venue), 10x20 (superseded), Fargo and the 10x10 booth
  // (last year's show), "next year" Wisconsin shows are a plan not a date.
  {
    id: 'heldout57-exhibition-en-sauna-home-show',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi - Brian w/ Northwoods Sauna Co, we build outdoor barrel and cabin saunas up in Duluth MN. We're doing the Midwest Home & Outdoor Expo at the Minneapolis Convention Center in April, need a booth designed + built",
      "Booth is 10x20",
      "Update: just upgraded to a 20x20 ft corner so we can bring a full size cabin sauna in. Last year we had a 10x10 at a show in Fargo and people couldn't even get in the sauna lol",
      "Show runs Apr 10-12. Move in Apr 8, tear down has to be done by the 13th",
      "Need power for the sauna lights and the heater display. No water",
      "Budget 25k all in. Would be nice if we can reuse parts of it for the Wisconsin shows next year",
      "Oh and we'd want a one page handout for dealers + a TV looping our install videos",
    ],
    whenAsked: {
      brand_value: "Slow down. Finnish sauna tradition, built by hand up north. People should feel like they stepped out of the city for a minute",
      target_audience: "Homeowners with land or a cabin, 40-65, decent money. Also want to meet a couple of dealers from Wisconsin",
      preferred_style: "Scandinavian, natural wood, clean. Like a cabin, not a car dealership",
      unique_design: "Let people actually sit inside the sauna (no heat) and walk up to it on a dock like it's on a lake",
      key_considerations: "Only 2 of us setting up so it has to go up fast. And the sauna is like 1,800 lbs so it needs to sit where the forklift can get it in",
    },
    otherwise: "No preference, your call",
    expected: {
      project_background: { said: 0, text: ['outdoor barrel and cabin saunas', 'Midwest Home & Outdoor Expo'] },
      address: { said: 0, text: ['Minneapolis Convention Center'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-10', precision: 'day' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-04-08', precision: 'day' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-04-13', precision: 'day', relation: 'by' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 5, value: { kind: 'money', amount: 25000, currency: 'USD' } },
      plans_after_project: { said: 5, text: ['reuse parts of it', 'Wisconsin shows'] },
      other_design_requirements: { said: 6, text: ['handout for dealers', 'install videos'] },
      brand_value: { said: 'asked', text: ['Finnish sauna tradition', 'built by hand'] },
      target_audience: { said: 'asked', text: ['Homeowners with land or a cabin', 'dealers'] },
      preferred_style: { said: 'asked', text: ['Scandinavian', 'natural wood'] },
      unique_design: { said: 'asked', text: ['sit inside the sauna', 'dock'] },
      key_considerations: { said: 'asked', text: ['go up fast', 'forklift'] },
    },
  },

  // Sam Patel, 33, software engineer, and partner Jess just bought a 1962 ranch in Boise's North End. Sam writes long,
  // excited messages. Exercises: a first message carrying address, property type, build year, layout and background
  // together, with their old Seattle apartment's size beside it; the age worked out from a build year; three problems in
  // one message; a pet and a maybe-kid; a budget with dad's gloomy guess; a move-in date tied to a lease.
  // NOT facts of the project: Seattle and 800 sq ft (their old apartment), 1985 (when the den was carpeted), "double"
  // (dad's guess), Aug 31 (when the apartment lease ends, the reason not the date).
  {
    id: 'heldout57-residential-en-boise-ranch',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi there! My partner Jess and I just bought our first house in Boise (North End!) and it needs a LOT of love. It's a single story ranch from 1962, 3 bedrooms, 1.5 baths, and a sunken den that someone carpeted in like 1985 and never touched again. We moved here from Seattle last year where our apartment was maybe 800 sq ft so this feels enormous lol",
      "the house is about 1,650 sq ft",
      "Main issues: the kitchen is closed off and tiny, there's no real office and we both work from home, and the full bathroom is pink tile everywhere. like PINK.",
      "I cook pretty much every night and we have friends over for dinner a lot, so the kitchen is the big one. Jess plays cello in a community orchestra and practices most evenings",
      "It's me, Jess, and our greyhound Biscuit. Maybe a kid in a couple years, we'll see 🙂",
      "We've got about 120k set aside. My dad keeps telling me it'll cost double that lol hopefully not",
      "We'd like to move in by Sept 1, our lease downtown ends Aug 31",
    ],
    whenAsked: {
      preferred_style: "Midcentury but warm, we want to lean into the age of the house. Not all white and gray like every flip",
      colors_and_elements: "Warm wood like walnut, olive green, maybe some terrazzo. No pink tile ever again 😂",
      key_considerations: "Jess's cello needs a spot that doesn't get too hot or dry. And our inspector said there might be old asbestos tile under the den carpet",
    },
    otherwise: "No strong feelings on that, open to ideas!",
    expected: {
      project_background: { said: 0, text: ['first house', 'needs a LOT of love'] },
      address: { said: 0, text: ['Boise', 'North End'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 64, unit: 'years' } },
      layout: { said: 0, text: ['3 bedrooms', '1.5 baths', 'sunken den'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      problem_need: { said: 2, text: ['kitchen is closed off and tiny', 'no real office', 'pink tile'] },
      lifestyle: { said: 3, text: ['cook pretty much every night', 'friends over for dinner', 'cello'] },
      target_audience: { said: 4, text: ['Jess', 'greyhound'] },
      plans_after_project: { said: 4, text: ['kid in a couple years'] },
      budget: { said: 5, value: { kind: 'money', amount: 120000, currency: 'USD' } },
      move_in_date: { said: 6, value: { kind: 'date', date: '2026-09-01', precision: 'day', relation: 'by' } },
      preferred_style: { said: 'asked', text: ['Midcentury but warm', 'Not all white and gray'] },
      colors_and_elements: { said: 'asked', text: ['walnut', 'olive green', 'terrazzo'] },
      key_considerations: { said: 'asked', text: ["cello needs a spot that doesn't get too hot or dry", 'asbestos'] },
    },
  },

  // Dena Pederson, 58, runs the Halibut Hut food truck in downtown Anchorage, Alaska. Short messages, lowercase, one
  // fact at a time. Exercises: a wrap and menu board as the "other" design job, the season tied to cruise ships, a
  // deadline moved later because of the wrap installer's schedule (April 1 -> April 10), how to reach her and who else
  // sees drafts, volunteered before being asked.
  // NOT facts of the project: 9 yrs (age of the old wrap), early May (first cruise ship), April 1 (superseded deadline),
  // Wasilla and April 20 (the wrap installer and his install date), 6am to 8pm (her summer hours).
  {
    id: 'heldout57-other-en-food-truck-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -540,
    messages: [
      "hi. i have a food truck in anchorage, Halibut Hut. fish tacos, halibut and chips, chowder in the winter. need the truck wrapped and a new menu board",
      "the wrap we have is 9 yrs old and peeling. you can barely read the name from across the lot",
      "truck is an 18 ft step van",
      "season starts when the cruise ships come back, first one is early may. want it done by april 1",
      "customers are tourists off the ships in summer and locals who work downtown. locals keep us alive in the winter honestly",
      "im on the truck 6am to 8pm all summer so text me dont call. my daughter Kaya does our instagram she should see the drafts too",
      "oh actually the wrap guy in wasilla cant get us in till april 20 so design done by april 10 is fine",
    ],
    whenAsked: {
      preferred_style: "bold and easy to read. something that says alaska without being a moose cartoon",
      colors_and_elements: "ocean blue and bright orange like a buoy. a halibut on the side, a big one",
      key_considerations: "name and menu gotta be readable from far away. and the wrap has to hold up in the cold, the last one cracked",
    },
    otherwise: "dont care, up to you",
    expected: {
      project_background: { said: 0, text: ['food truck', 'fish tacos'] },
      address: { said: 0, text: ['anchorage'] },
      other_design_requirements: { said: 0, text: ['truck wrapped', 'menu board'] },
      problem_need: { said: 1, text: ['peeling', 'barely read the name'] },
      target_audience: { said: 4, text: ['tourists off the ships', 'locals who work downtown'] },
      collaboration_notes: { said: 5, text: ['text me', 'Kaya'] },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-04-10', precision: 'day', relation: 'by' } },
      preferred_style: { said: 'asked', text: ['bold and easy to read', 'without being a moose cartoon'] },
      colors_and_elements: { said: 'asked', text: ['ocean blue', 'bright orange', 'halibut on the side'] },
      key_considerations: { said: 'asked', text: ['readable from far away', 'hold up in the cold'] },
    },
  },
  // 31歲皮拉提斯教室老闆娘，台中西屯，emoji多，口語。品牌名稱故事、產品服務、商標申請中都主動講，
  // 順帶提到之後擴點與招牌名片（選填欄位）。期限「3月底前」。
  // Exercises: 商標 in_progress 但不需要協助（只在被問時回答）、target_audience 夾雜自己的經歷。
  // NOT facts of the project: 開快三年、朋友用canva做的舊logo、代書說要等半年多、以前在台北當了7年護理師、
  // 附近連鎖那間一堂私教2200、4月（新教室的時間，不是設計期限）。
  {
    id: 'heldout57-brand-zh-taichung-pilates-rebrand',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～想問品牌設計🙏',
      '我在台中西屯開皮拉提斯教室 叫「Lumi 光體」 開快三年了 當初logo是朋友用canva幫我做的😂 現在想整個品牌重新整理 logo跟整套視覺都要',
      '我們有器械私人課、小團課 還有產後修復課程',
      'Lumi是拉丁文光的意思 我希望學生上完課覺得自己身體有在發光✨ 中文的光體也是這個意思',
      '主要是現在看起來太像美甲店了 很多人以為我們是做美容的 想要專業一點但不要冰冷 附近連鎖那間logo就很專業 雖然他們一堂私教收到2200😅',
      '喔對 商標去年底有送件 還在審 代書說大概要等半年多',
      '學生大多是25到40歲的上班族女生 還有剛生完的媽媽 我自己以前在台北當了7年護理師才轉行的 所以很懂產後的身體',
      '希望3月底前可以好 因為4月要擴一間新教室 到時候招牌跟名片都要換',
    ],
    whenAsked: {
      need_registration_assistance: '不用喔 代書那邊在處理了',
      brand_website: '只有IG @lumi.pilates.tc 官網還沒有',
      preferred_style: '溫柔 乾淨 有呼吸感 像無印那種 不要健身房那種很陽剛的',
      colors_and_elements: '喜歡奶茶色跟霧綠色 可以有光或弧線的元素 不要桃紅色',
      key_considerations: 'logo縮小放在IG頭貼也要看得清楚 還有要能用在衣服跟水壺上',
      products_or_services: '器械私人課 小團課 產後修復',
    },
    otherwise: '都可以 你們決定就好😊',
    expected: {
      project_background: { said: 1, text: ['皮拉提斯', '重新整理'] },
      address: { said: 1, text: ['台中西屯'] },
      products_or_services: { said: 2, text: ['器械私人課', '小團課', '產後修復'] },
      brand_name_story: { said: 3, text: ['拉丁文光的意思'] },
      problem_need: { said: 4, text: ['太像美甲店'] },
      registration_status: { said: 5, value: { kind: 'choice', selected: ['in_progress'] } },
      target_audience: { said: 6, text: ['上班族女生', '剛生完的媽媽'] },
      expected_deadline: { said: 7, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      other_design_requirements: { said: 7, text: ['招牌跟名片'] },
      plans_after_project: { said: 7, text: ['擴一間新教室'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['lumi.pilates.tc'] },
      preferred_style: { said: 'asked', text: ['溫柔', '有呼吸感'] },
      colors_and_elements: { said: 'asked', text: ['奶茶色', '霧綠色', '不要桃紅色'] },
      key_considerations: { said: 'asked', text: ['IG頭貼也要看得清楚'] },
    },
  },

  // 五十幾歲屏東枋山芒果農，第一次做自有品牌芒果乾，訊息短、沒標點。
  // Exercises: 產品與賣點同一則、規格與包裝形式（袋裝+禮盒）同一則、期限更正（7月底→5月底前）、
  // 通路列表加上之後想上超市（plans_after_project）。
  // NOT facts of the project: 種了三十幾年、盤商一斤三四十塊、去年開始做果乾、中秋、7月底（被更正）、6月的農產品展。
  {
    id: 'heldout57-packaging-zh-fangshan-mango-farmer',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是枋山種芒果的 想做芒果乾的包裝',
      '自己家的果園 種了三十幾年 以前都賣鮮果給盤商 一斤才三四十塊 去年開始自己做果乾',
      '愛文芒果 切片低溫烘 沒有加糖 沒加防腐劑',
      '一包100克 想說也做一個禮盒裝6包的',
      '賣的話現在是臉書跟農會 還有假日市集 以後想上超市',
      '中秋前要能出貨 設計最慢7月底要好',
      '歹勢 剛問我女兒 她說要趕6月的農產品展 設計5月底前就要好',
    ],
    whenAsked: {
      target_audience: '買的人很多是送禮的 四五十歲的 還有注重健康的年輕媽媽買給小孩吃',
      preferred_style: '樸實一點 看起來是農家自己做的 但不要太土',
      colors_and_elements: '芒果的黃色橘色 可以放我們果園後面的山',
      preferred_materials: '牛皮紙袋 要有夾鏈的 禮盒用紙的就好',
      key_considerations: '要防潮 之前用透明袋子放久了會變黑',
      packaging_form: '袋子跟禮盒',
    },
    otherwise: '都可以 你們比較懂',
    expected: {
      address: { said: 0, text: ['枋山'] },
      project_background: { said: 1, text: ['自己做果乾'] },
      product_description: { said: 2, text: ['愛文芒果', '低溫烘'] },
      unique_selling_point: { said: 2, text: ['沒有加糖', '沒加防腐劑'] },
      specification: { said: 3, text: ['一包100克', '6包'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      sales_channels: { said: 4, text: ['臉書', '農會', '假日市集'] },
      plans_after_project: { said: 4, text: ['上超市'] },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['送禮', '注重健康的年輕媽媽'] },
      preferred_style: { said: 'asked', text: ['樸實', '不要太土'] },
      colors_and_elements: { said: 'asked', text: ['黃色橘色', '果園後面的山'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙袋', '夾鏈'] },
      key_considerations: { said: 'asked', text: ['防潮'] },
    },
  },

  // 四十幾歲花蓮壽豐民宿老闆娘，第一則訊息很長，把背景、問題、想要的網站類型一次講完。
  // Exercises: 長開場（背景+地點+問題+類型）、粉專當作現有網址、三語、預算先8到10萬後改成不超過12萬、
  // 期限「5月底前」。
  // NOT facts of the project: 四間房、開了第六年、Booking跟Agoda抽成15%、8到10萬（被更正）、6月訂房潮、7、8月旺季。
  {
    id: 'heldout57-website-zh-hualien-bnb-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～我跟我先生在花蓮壽豐經營一間民宿叫「慢島」，四間房，開了第六年了。之前都靠Booking跟Agoda接訂單，但抽成15%實在太痛了😭 想要有自己的網站讓客人可以直接訂房，順便把我們的故事放上去。',
      '現在只有一個粉專 https://facebook.com/mandao.hualien 沒有網站',
      '客人蠻多日本跟香港來的 所以要中文英文日文',
      '頁面的話 首頁 房型介紹 訂房 交通 還有一個寫我們在地小旅行的',
      '預算我本來想說8到10萬',
      '剛跟我先生討論 他說含訂房系統的話可以拉到12萬 不要超過',
      '希望5月底前上線 6月開始就是暑假訂房潮了 7、8月是旺季',
    ],
    whenAsked: {
      category: '訂房的那種',
      target_audience: '30到50歲喜歡慢慢旅行的人 很多是帶小孩的家庭 也有日本來的背包客',
      competitors: '台東有一間「山海秘境」網站做得很好看 還有日本星野集團的網站我很喜歡',
      preferred_style: '乾淨 留白多 照片要大 讓人感覺到海風那種',
      key_considerations: '訂房系統一定要穩 不要重複訂到 還有手機要好操作 我們客人幾乎都用手機訂',
    },
    otherwise: '這個我沒什麼想法耶 你們建議就好',
    expected: {
      project_background: { said: 0, text: ['民宿', '直接訂房'] },
      address: { said: 0, text: ['花蓮壽豐'] },
      problem_need: { said: 0, text: ['抽成'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 1, text: ['mandao.hualien'] },
      languages: { said: 2, text: ['中文', '英文', '日文'] },
      main_pages: { said: 3, text: ['首頁', '房型介紹', '訂房', '交通', '在地小旅行'] },
      budget: { said: 5, value: { kind: 'money', amount: 120_000, bound: 'at_most', currency: 'TWD' } },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['慢慢旅行', '帶小孩的家庭'] },
      competitors: { said: 'asked', text: ['山海秘境', '星野'] },
      preferred_style: { said: 'asked', text: ['乾淨', '留白多', '海風'] },
      key_considerations: { said: 'asked', text: ['訂房系統一定要穩', '手機要好操作'] },
    },
  },

  // 三十出頭的調酒師，從台北回台南中西區開酒吧，老屋兩層，一句一件事，有錯字（因該）。
  // Exercises: 坪數更正（18+12 → 二樓其實10坪，總共28坪左右）、預算「上下」、租約已簽順帶講房租、
  // 競爭優勢拿附近價格比較、吧台是亮點。
  // NOT facts of the project: 台北信義區、調酒師八年、去年回台南、一樓18坪/二樓12坪（分層與被更正的數字）、
  // 房租每月4萬5、附近酒吧一杯400起跳。
  {
    id: 'heldout57-commercial-zh-tainan-oldhouse-bar',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我要開酒吧 在台南中西區 一間老屋',
      '之前在台北信義區當調酒師八年 去年回台南 想說開自己的店',
      '屋子兩層 一樓18坪 二樓12坪',
      '啊不對 房東剛傳來 二樓是10坪 所以總共28坪左右',
      '預算抓250萬上下 屋況還可以但電線要全換 因該不會太誇張',
      '想5月開 租約已經簽了 房租每個月4萬5很痛',
      '附近酒吧一杯都400起跳 我想做300以內的 主打台灣在地水果跟茶的調酒',
      '最想要的是一條很長的吧台 至少坐10個人 用老木頭做 這是整間店的靈魂',
    ],
    whenAsked: {
      problem_need: '老屋本身很暗又潮 想讓它舒服 但老房子的味道要留著',
      brand_value: '像來朋友家喝酒 放鬆 喝到台灣的味道',
      target_audience: '25到40歲下班想喝一杯的 還有來台南玩的觀光客',
      preferred_style: '復古 有點暗 但不要像夜店',
      colors_and_elements: '深綠色 磨石子 老磁磚 不要霓虹燈',
      key_considerations: '電線全換 還有隔音 旁邊都是住家 怕被檢舉',
    },
    otherwise: '沒差 你們看著辦',
    expected: {
      project_background: { said: 0, text: ['酒吧', '老屋'] },
      address: { said: 0, text: ['台南中西區'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      budget: { said: 4, value: { kind: 'money', amount: 2_500_000, currency: 'TWD' } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on' } },
      competitive_advantage: { said: 6, text: ['300以內', '台灣在地水果跟茶'] },
      unique_design: { said: 7, text: ['很長的吧台', '老木頭'] },
      problem_need: { said: 'asked', text: ['很暗又潮'] },
      brand_value: { said: 'asked', text: ['朋友家', '台灣的味道'] },
      target_audience: { said: 'asked', text: ['下班想喝一杯', '觀光客'] },
      preferred_style: { said: 'asked', text: ['復古', '不要像夜店'] },
      colors_and_elements: { said: 'asked', text: ['深綠色', '磨石子', '不要霓虹燈'] },
      key_considerations: { said: 'asked', text: ['隔音'] },
    },
  },

  // 二十幾歲保養品代工廠的行銷企劃，寫字正式、標點完整，一次給齊展期、進場、撤場。
  // Exercises: 3x6公尺 → 18 m2、三個日期在同一則、水電改口（原本要水→只要電）、預算上限含施工拆除、
  // 最重視的洽談區主動講。
  // NOT facts of the project: 去年香港參展、香港的3x3攤位、去年香港那次約28萬。
  {
    id: 'heldout57-exhibition-zh-skincare-oem-beauty-expo',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是「沐森生技」的行銷企劃，想詢問展位設計的報價。',
      '我們是做保養品代工（OEM/ODM）的，今年4月要參加台北世貿一館的美容展，主要展出自有品牌的精華液和面膜，也想順便接代工的詢問。',
      '攤位是3x6公尺，角間。去年我們在香港參展只拿到3x3，很多客人根本站不進來。',
      '展期是4/17到4/19，我們4/16下午可以進場，撤場是4/19展覽結束後當天晚上。',
      '原本想說要接水做洗臉示範，但主管說太麻煩不做了，所以只要電就好。',
      '預算主管給的上限是40萬（含施工、拆除），去年香港那次大概花了28萬左右。',
      '最重要的是要有一個可以坐下來談代工的洽談區，放兩張小桌子，這個一定要。',
    ],
    whenAsked: {
      brand_value: '我們強調台灣在地的植萃成分和實驗室的專業，希望客人覺得我們乾淨、值得信任。',
      target_audience: '主要是想找代工的品牌商和海外代理商，一般民眾其次。',
      preferred_style: '明亮、簡潔，有一點實驗室的感覺，但不要太冰冷。',
      unique_design: '想要一面牆放滿我們用的原料植物，像小溫室那樣。',
      address: '台北世貿一館。',
    },
    otherwise: '這部分沒有特別要求，可以請您們提案。',
    expected: {
      project_background: { said: 1, text: ['保養品代工', '精華液和面膜'] },
      address: { said: 1, text: ['台北世貿一館'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-17', precision: 'day', relation: 'on' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-04-16', precision: 'day', relation: 'on' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-04-19', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 5, value: { kind: 'money', amount: 400_000, bound: 'at_most', currency: 'TWD' } },
      key_considerations: { said: 6, text: ['洽談區', '兩張小桌子'] },
      brand_value: { said: 'asked', text: ['植萃成分', '值得信任'] },
      target_audience: { said: 'asked', text: ['品牌商', '海外代理商'] },
      preferred_style: { said: 'asked', text: ['明亮', '實驗室的感覺'] },
      unique_design: { said: 'asked', text: ['原料植物', '小溫室'] },
    },
  },

  // 62歲剛退休的國文老師，宜蘭羅東老透天局部翻修，句子完整、會聊到鄰居與女兒。
  // Exercises: 民國75年 → 屋齡約40年、格局逐層描述再總結、預算因女兒贊助從300萬改到350萬、
  // 收藏（書、書法）主動講、入住時間與坪數只在被問時回答。
  // NOT facts of the project: 教了三十二年、隔壁陳先生去年翻修花了五百多萬、300萬（被更正）、
  // 女兒出五十萬（只是改預算的原因）、女兒一家住台北、小舅子家。
  {
    id: 'heldout57-residential-zh-luodong-retired-teacher',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我姓林，今年剛從國中退休，教了三十二年的國文。想把羅東的老家整理一下，和太太兩個人住得舒服一點。',
      '房子是三層樓的透天，民國75年蓋的，快四十年了。不是全部打掉，主要是廚房、浴室和樓梯要重新做，其他能留就留。',
      '一樓現在是客廳、廚房、一間浴室；二樓兩房一衛；三樓兩房一衛加神明廳。算起來是四房兩廳三衛吧。',
      '隔壁陳先生去年也翻修，花了五百多萬，我們沒有那麼多，大概三百萬左右。',
      '最困擾的是樓梯太陡，我太太膝蓋不好，上下樓很辛苦。浴室冬天也很冷，宜蘭又濕。',
      '我每天早上在後院種菜，下午寫書法，太太喜歡做菜、醃些醬菜。週末女兒會帶兩個孫子從台北回來。',
      '家裡書很多，大概有十幾箱，還有我自己寫的書法，想找地方掛起來。',
      '剛剛女兒打電話來，說她可以出五十萬，所以預算可以到三百五十萬。',
    ],
    whenAsked: {
      target_audience: '平常就我和太太兩個人，週末女兒一家四口會回來住兩天。',
      space_size: '一層大概20坪，三層加起來60坪左右。',
      move_in_date: '工程期間我們先住小舅子家，希望10月底前可以搬回來，入冬之前。',
      preferred_style: '簡單、溫暖，有木頭的感覺，像日本的老房子那樣。',
      colors_and_elements: '喜歡原木色和白色，不要太多黑色，看了心情不好。',
      key_considerations: '安全最重要，樓梯要有扶手，浴室要防滑，我們年紀大了。',
    },
    otherwise: '這個我沒什麼意見，交給專業的。',
    expected: {
      address: { said: 0, text: ['羅東'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 40, unit: 'years' } },
      project_background: { said: 1, text: ['廚房、浴室和樓梯要重新做'] },
      layout: { said: 2, text: ['四房兩廳三衛'] },
      problem_need: { said: 4, text: ['樓梯太陡', '浴室冬天也很冷'] },
      lifestyle: { said: 5, text: ['種菜', '寫書法'] },
      important_collections: { said: 6, text: ['書', '書法'] },
      budget: { said: 7, value: { kind: 'money', amount: 3_500_000, currency: 'TWD' } },
      target_audience: { said: 'asked', text: ['我和太太兩個人', '女兒一家四口'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 60, unit: 'ping' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-10-01', precision: 'month', relation: 'by' } },
      preferred_style: { said: 'asked', text: ['簡單、溫暖', '木頭的感覺'] },
      colors_and_elements: { said: 'asked', text: ['原木色和白色', '不要太多黑色'] },
      key_considerations: { said: 'asked', text: ['扶手', '防滑'] },
    },
  },

  // 28歲高雄準新郎，想要整套婚禮視覺，口語、emoji、打錯字自己更正（收涎→謝卡）。
  // Exercises: 「other」類型、設計項目列表在一則裡、期限「2月底前」和印刷/寄出時間分開、
  // 風格與顏色同一則、collaboration_notes（core）只在被問時回答。
  // NOT facts of the project: 她老家在澎湖、小時候每年暑假、朋友去年結婚喜帖一張35塊、3月印刷、3月中寄出、
  // 5月16（婚禮日期，屬背景，不是設計期限）。
  {
    id: 'heldout57-other-zh-kaohsiung-wedding-stationery',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 想問你們有接婚禮的設計嗎😆',
      '我跟女友今年5月16在高雄結婚 想要整套的婚禮視覺 喜帖 背板 桌卡 菜單卡 還有收涎..不是 是謝卡啦哈哈',
      '我們住左營啦 她老家在澎湖 小時候每年暑假都回去',
      '朋友去年結婚喜帖印一張要35塊 太誇張 我們最在意的是印刷成本不要太高',
      '我們是衝浪認識的 所以想要有海的感覺🌊 她超愛藍色',
      '設計希望2月底前好 3月要印 3月中寄出去',
      '喔對 賓客大多是我們朋友 20幾30歲的 還有長輩 長輩也要看得懂 字不要太小',
    ],
    whenAsked: {
      problem_need: '想讓大家一拿到喜帖就知道是我們兩個的風格 不要那種千篇一律的紅色喜帖',
      collaboration_notes: '我跟她一起決定 但最後她說了算哈哈 用LINE溝通就好 一週更新一次',
      address: '高雄左營',
      preferred_style: '輕鬆 有海的感覺 不要太正式',
      colors_and_elements: '藍色 可以有浪 衝浪板 不要大紅色',
    },
    otherwise: '都可以啦 你們專業的決定👍',
    expected: {
      project_background: { said: 1, text: ['結婚', '婚禮視覺'] },
      other_design_requirements: { said: 1, text: ['喜帖', '背板', '桌卡', '菜單卡', '謝卡'] },
      address: { said: 2, text: ['左營'] },
      key_considerations: { said: 3, text: ['印刷成本不要太高'] },
      preferred_style: { said: 4, text: ['海的感覺'] },
      colors_and_elements: { said: 4, text: ['藍色'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 6, text: ['20幾30歲', '長輩'] },
      problem_need: { said: 'asked', text: ['我們兩個的風格', '千篇一律的紅色喜帖'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '一週更新一次'] },
    },
  },
  // Visitor: 50대 초반 남성, 부산 기장에서 아버지가 시작한 멸치 가공업을 2대째 운영. 경상도 말투, 띄어쓰기 대충, "..".
  // Exercises: background + place in the first message, the name's story volunteered early, registration status and
  // "no help needed" in one message, a deadline given by its reason (추석 선물세트 전 → 7월까지).
  // NOT facts of the project: 87년 (founding year), 경북 영덕 (father's hometown), 만이천원 (price of a 다시팩),
  // 통영 (a competitor's town), 2009년 (year the trademark was registered, not a date of the project), 추석 (season).
  {
    id: 'heldout57-brand-ko-gijang-anchovy-renewal',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까 기장에서 멸치 가공하는 해동상회 입니다..아버지가 87년에 시작하신걸 제가 2대째 하고있습니다 로고가 너무 옛날꺼라 이번에 리뉴얼 할라고 연락드립니다',
      '해동은 아버지 고향 마을 이름입니다 경북 영덕에 있는 작은 어촌인데 지금은 지명도 바뀌었지요..그래도 이름은 그대로 갈겁니다',
      '주력은 건멸치하고 다시팩입니다 다시팩은 한봉 만이천원짜리가 제일 잘나가고요 미역 다시마도 조금 합니다',
      '문제는 젊은 사람들이 안산다는거..마트 가면 통영 멸치 이런데는 포장도 세련됐는데 우리건 할머니 물건 같다고 딸이 그럽디다',
      '스마트스토어 하고있습니다 smartstore.naver.com/haedong_gijang',
      '상표는 2009년에 등록 해놨고요 그쪽은 따로 도움 필요 없습니다',
      '추석 선물세트 들어가기 전에 끝나야됩니다 7월까지는 나와야 박스 인쇄 맡기니까요',
    ],
    whenAsked: {
      project_background: '해동상회 로고 리뉴얼입니다 이름은 그대로 두고요',
      target_audience: '원래는 4~60대 주부들이 명절에 선물용으로 많이 삽니다 앞으로는 3~40대 맞벌이 부부도 잡고싶고요',
      preferred_style: '깔끔하고 믿음가는 느낌.. 너무 유행타는건 싫습니다 전통은 살리되 촌스럽지 않게',
      colors_and_elements: '바다색 남색 계열 좋고 빨간색은 빼주십시오 멸치 그림은 있었으면 합니다',
      key_considerations: '기존 단골들이 못알아보면 안됩니다 해동이라는 글자는 크게 보여야됩니다',
      expected_deadline: '7월까지는 나와야 됩니다',
    },
    otherwise: '그건 잘 모르겠습니다 알아서 해주이소',
    expected: {
      project_background: { said: 0, text: ['멸치 가공', '리뉴얼'] },
      address: { said: 0, text: ['기장'] },
      brand_name_story: { said: 1, text: ['아버지 고향 마을 이름'] },
      products_or_services: { said: 2, text: ['건멸치', '다시팩'] },
      problem_need: { said: 3, text: ['젊은 사람들이 안산다'] },
      brand_website: { said: 4, text: ['smartstore.naver.com/haedong_gijang'] },
      registration_status: { said: 5, value: { kind: 'choice', selected: ['registered'] } },
      need_registration_assistance: { said: 5, value: { kind: 'yes_no', value: false } },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['주부', '맞벌이 부부'] },
      preferred_style: { said: 'asked', text: ['믿음가는', '촌스럽지 않게'] },
      colors_and_elements: { said: 'asked', text: ['남색', '빨간색', '멸치 그림'] },
      key_considerations: { said: 'asked', text: ['단골', '해동이라는 글자'] },
    },
  },

  // Visitor: 30대 중반 여성, 서울 회사 생활 10년 뒤 제주 애월로 내려와 부모님 귤밭을 이어받아 귤청을 만드는 1인 브랜드.
  // Emoji, ㅎㅎ, 느낌표 많음. Exercises: a specification corrected in its own message (500ml → 480ml), selling point
  // and channels volunteered, packaging forms named in passing, a deadline tied to a season.
  // NOT facts of the project: 10년 (years at a Seoul company), 3년 전 (when she moved), 500ml (the old bottle, corrected),
  // 벨롱장 / 하루에 200병 (last year's flea-market sales), 5월 가정의 달 (the sales season, not the deadline).
  {
    id: 'heldout57-packaging-ko-aewol-citrus-syrup',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 제주 애월에서 귤청이랑 귤잼 만드는 1인 브랜드 귤담이에요🍊 서울에서 회사 10년 다니다가 3년 전에 내려와서 부모님 귤밭 물려받았어요ㅎㅎ 이번에 패키지를 제대로 바꿔보고 싶어서 문의드려요',
      '이번에 맡기려는 건 귤청이요! 탄산수나 따뜻한 물에 타서 마시는 거예요~ 요즘은 요거트에 올려 드시는 분들도 많아요',
      '병은 500ml 유리병이고 선물용은 3병 세트로 하고 있어요',
      '아 잠깐 용량 정정할게요ㅠ 이번에 병 업체 바꾸면서 480ml로 바뀌었어요! 3병 세트는 그대로구요',
      '저희 귤은 무농약이라 껍질째 통으로 썰어 넣어요! 설탕도 비정제 원당만 써요 이게 제일 자랑이에요😊',
      '지금은 스마트스토어랑 제주 플리마켓에서 팔고 있고 애월 카페 두 군데에 납품해요. 작년 벨롱장에서 하루에 200병 팔린 적도 있어요ㅋㅋ',
      '형태는 병에 붙일 라벨이랑 3병 들어가는 선물세트 포장이요!! 플라스틱은 최대한 안 쓰고 크라프트지 같은 종이로 하고 싶어요',
      '5월 가정의 달 선물 시즌 노리고 있어서 4월 초까지는 디자인 나와야 돼요!',
    ],
    whenAsked: {
      target_audience: '30~40대 여성분들이요! 선물 자주 하시고 건강 생각하시는 분들이요',
      preferred_style: '따뜻하고 손으로 그린 듯한 느낌이요! 너무 힙한 거보단 정겨운 거😊',
      colors_and_elements: '귤색은 꼭 들어갔으면 하는데 형광 주황은 싫어요ㅠ 귤잎 초록 포인트 있으면 좋겠어요',
      preferred_materials: '종이요! 크라프트지 좋아해요. 완충재도 플라스틱 말고 종이로요',
      key_considerations: '라벨이 냉장고에 넣어도 물기에 안 번졌으면 좋겠어요! 그리고 제가 소량 생산이라 인쇄 최소수량이 너무 크면 곤란해요ㅠ',
      packaging_form: '병 라벨이랑 선물세트요',
      sales_channels: '스마트스토어, 플리마켓, 카페 납품이요',
    },
    otherwise: '음 그건 딱히 생각 안 해봤어요~ 추천해주시면 좋아요!',
    expected: {
      project_background: { said: 0, text: ['귤청', '패키지'] },
      address: { said: 0, text: ['애월'] },
      product_description: { said: 1, text: ['귤청', '탄산수'] },
      specification: { said: 3, text: ['480ml', '3병 세트'] },
      unique_selling_point: { said: 4, text: ['무농약', '껍질째'] },
      sales_channels: { said: 5, text: ['스마트스토어', '플리마켓'] },
      packaging_form: { said: 6, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      preferred_materials: { said: 6, text: ['크라프트지'] },
      expected_deadline: { said: 7, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['30~40대 여성'] },
      preferred_style: { said: 'asked', text: ['손으로 그린 듯한'] },
      colors_and_elements: { said: 'asked', text: ['귤색', '형광 주황', '귤잎 초록'] },
      key_considerations: { said: 'asked', text: ['번졌으면', '최소수량'] },
    },
  },

  // Visitor: 30대 딸, 베를린 거주(CET, UTC+1), 경주 황남동에서 한옥 게스트하우스를 하는 60대 엄마 대신 문의.
  // Exercises: a long first message (background, place, kind of site), current URL is a blog, a problem told as a story,
  // a budget raised a message later after a call with mom, a deadline with a season and unrelated bloom dates.
  // NOT facts of the project: 베를린 (where the daughter lives), 8년째 (years in business), 작년 두 번 (past double
  // bookings), 30% (last year's share of foreign guests), 300만원 (first budget, raised), 3월 말~4월 초 (cherry blossoms).
  {
    id: 'heldout57-website-ko-gyeongju-hanok-stay',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 60,
    messages: [
      '안녕하세요 저는 베를린에 살고 있는데 엄마 대신 문의드려요. 엄마가 경주 황남동에서 한옥 게스트하우스 "소화당"을 8년째 하고 계시는데 홈페이지가 없어서 예약을 전부 전화랑 네이버 블로그로 받으세요. 외국인 손님도 점점 늘고 있어서 제대로 된 예약 사이트를 만들고 싶어요.',
      '지금은 블로그만 있어요 blog.naver.com/sohwadang_gj',
      '제일 큰 문제는 엄마가 전화 예약 받느라 하루종일 폰을 붙잡고 계신다는 거예요ㅠ 중복 예약도 작년에 두 번이나 났고요. 온라인으로 바로 예약되고 결제까지 되면 좋겠어요',
      '언어는 한국어 영어 일본어 세 개요. 작년 손님 중에 외국인이 30% 정도였는데 일본 분들이 제일 많았어요',
      '예산은 300만원 정도 생각하는데 가능할까요?',
      '방금 엄마랑 통화했는데 400까지는 괜찮다고 하시네요',
      '벚꽃 시즌 손님 받으려면 3월 중순에는 열어야 할 것 같아요. 경주 벚꽃이 보통 3월 말~4월 초거든요',
    ],
    whenAsked: {
      category: '예약까지 되는 사이트요',
      main_pages: '숙소 소개, 객실별 사진이랑 가격, 예약 페이지, 오시는 길, 주변 관광지 정도요',
      target_audience: '한옥 체험해보고 싶은 2~30대 커플이랑 일본 여행객이요. 사진 보고 결정하는 분들이 많아요',
      competitors: '다른 한옥스테이 중에 "누리채"라는 곳 사이트 분위기가 좋았어요. 예약은 에어비앤비처럼 쉬웠으면 하고요',
      preferred_style: '차분하고 여백 많은 느낌이요. 한옥 사진이 돋보이게요',
      key_considerations: '엄마가 60대셔서 관리자 화면이 진짜 쉬워야 해요. 엄마 혼자 방 막고 가격 바꿀 수 있게요',
      budget: '400만원까지요',
    },
    otherwise: '그건 잘 모르겠어요, 추천해 주시는 대로 할게요!',
    expected: {
      project_background: { said: 0, text: ['한옥 게스트하우스', '예약 사이트'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      address: { said: 0, text: ['황남동'] },
      url: { said: 1, text: ['blog.naver.com/sohwadang_gj'] },
      problem_need: { said: 2, text: ['전화 예약', '중복 예약'] },
      languages: { said: 3, text: ['한국어', '영어', '일본어'] },
      budget: { said: 5, value: { kind: 'money', amount: 4_000_000, bound: 'at_most', currency: 'KRW' } },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      main_pages: { said: 'asked', text: ['객실', '예약 페이지', '오시는 길'] },
      target_audience: { said: 'asked', text: ['커플', '일본 여행객'] },
      competitors: { said: 'asked', text: ['누리채'] },
      preferred_style: { said: 'asked', text: ['여백'] },
      key_considerations: { said: 'asked', text: ['관리자 화면'] },
    },
  },

  // Visitor: 29세 남성, 서울 망원동에서 내추럴 와인바 운영, 고향 광주 동명동에 2호점. 짧게 한 사실씩, 마침표 거의 없음.
  // Exercises: an empty opener, area corrected after measuring (18 → 16평), budget "안쪽" (at most) excluding kitchen
  // equipment, a signature element and a competitive edge volunteered among prices.
  // NOT facts of the project: 망원동 (the first shop), 12평 (the first shop's size), 18평 (corrected), 카페 하던 자리
  // (previous tenant), 병당 5~6만원 (wine prices).
  {
    id: 'heldout57-commercial-ko-gwangju-wine-bar',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 와인바 인테리어 문의요',
      '서울 망원동에서 내추럴와인바 하고 있고 이번에 광주 동명동에 2호점 내요 광주가 고향이라',
      '평수는 18평이요 망원점은 12평인데 좀 좁아서 이번엔 넓게 잡았어요',
      '아 실측 해보니까 전용 16평이래요 ㅎ',
      '예산은 인테리어만 5천 안쪽이요 주방설비 빼고',
      '오픈은 5월 초 목표요 근데 전에 카페 하던 자리라 철거가 좀 걸릴듯',
      '바 카운터는 무조건 길게 빼고 싶어요 손님이랑 얘기하면서 따라주는 자리라',
      '동명동에 와인바 벌써 몇개 있긴한데 거긴 다 좀 비싸고 어두운 분위기예요 우린 내추럴이라 병당 5~6만원대로 가볍게 마시는 컨셉',
    ],
    whenAsked: {
      problem_need: '망원점은 좌석이 적어서 웨이팅이 길었거든요 여기선 좌석 좀 넉넉하게 뽑고 싶어요',
      brand_value: '편하게 와서 한잔하고 가는 동네 사랑방 같은 느낌이요 격식 없이',
      target_audience: '20대 후반~30대 직장인이요 퇴근하고 한잔하는',
      preferred_style: '따뜻한 조명에 우드랑 스테인리스 섞인 느낌? 너무 빈티지는 말고',
      colors_and_elements: '테라코타 색 좋아해요 검정 벽은 별로',
      key_considerations: '환기랑 방음이요 위층이 주거라서',
      address: '광주 동구 동명동이요',
      space_size: '전용 16평이요',
      budget: '인테리어만 5천 안쪽이요',
      opening_date: '5월 초요',
    },
    otherwise: '그건 딱히 없어요 알아서 잘 부탁드려요',
    expected: {
      project_background: { said: 1, text: ['내추럴와인바', '2호점'] },
      address: { said: 1, text: ['동명동'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 16, unit: 'pyeong' } },
      budget: { said: 4, value: { kind: 'money', amount: 50_000_000, bound: 'at_most', currency: 'KRW' } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      unique_design: { said: 6, text: ['바 카운터'] },
      competitive_advantage: { said: 7, text: ['가볍게 마시는'] },
      problem_need: { said: 'asked', text: ['웨이팅', '좌석'] },
      brand_value: { said: 'asked', text: ['사랑방', '격식 없이'] },
      target_audience: { said: 'asked', text: ['직장인'] },
      preferred_style: { said: 'asked', text: ['우드', '스테인리스'] },
      colors_and_elements: { said: 'asked', text: ['테라코타', '검정 벽'] },
      key_considerations: { said: 'asked', text: ['환기', '방음'] },
    },
  },

  // Visitor: 30대 초반 여성, 수직농장 IoT 스타트업 마케팅 매니저. 격식체, 긴 첫 메시지, 쉼표와 마침표 꼼꼼.
  // Exercises: opening, entry and exit dates in one message (weekday names), electricity-only told through a live demo,
  // the demo rack as the signature element, last year's booth and budget as distractors, extra print work asked for.
  // NOT facts of the project: 벡스코 / 1부스(9㎡) (last year's booth), 800 (last year's spend), 24일 오후 is the entry day
  // (only the day is a fact), 2부스 (a count of standard booths, the size is 18㎡).
  {
    id: 'heldout57-exhibition-ko-kintex-smartfarm',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요, 저는 (주)그린루프 마케팅팀 김지수 매니저입니다. 저희는 수직농장용 IoT 센서와 재배 관리 앱을 만드는 스타트업이고, 올해 3월 킨텍스에서 열리는 국제 스마트팜 엑스포에 부스로 참가하게 되어 부스 디자인 및 시공 견적 문의드립니다.',
      '부스는 2부스 붙여서 6m x 3m, 18㎡입니다. 작년 벡스코 때는 1부스(9㎡)라 너무 협소했어요.',
      '일정은 3월 25일(수)부터 27일(금)까지이고, 반입은 24일 오후, 철수는 27일 전시 종료 후 당일 밤까지입니다.',
      '실제 작동하는 수직농장 랙을 하나 가져가서 LED 켜두고 시연할 예정이라 전기는 꼭 필요하고, 물은 따로 안 씁니다.',
      '예산은 시공 포함 1,500만원 선으로 잡혀 있습니다. 작년엔 800 정도 썼는데 올해는 대표님이 제대로 하자고 하셔서요 ㅎㅎ',
      '주로 만나고 싶은 분들은 지자체 농업기술센터 담당자분들이랑 대형 농가, 그리고 유통사 바이어입니다.',
      '아 그리고 리플렛이랑 부스에서 나눠줄 씨앗 키트 패키지도 같이 작업 가능할까요?',
    ],
    whenAsked: {
      brand_value: '기술은 어렵지만 농사는 쉬워진다는 메시지요. 딱딱한 기계 느낌보다는 살아있는 식물이 보이는 친근한 부스였으면 합니다.',
      preferred_style: '깨끗하고 밝은 느낌이요. 화이트 베이스에 식물 초록이 살아나게요. 너무 SF 같은 하이테크 느낌은 피하고 싶습니다.',
      key_considerations: '시연 장비가 무거워서 하중이랑 배선 동선이 중요하고요, 상담 테이블이 최소 2개는 있어야 합니다.',
      address: '킨텍스 제1전시장입니다.',
      entry_date: '3월 24일 오후입니다.',
      exit_date: '3월 27일 전시 끝나고 당일 밤까지입니다.',
    },
    otherwise: '그 부분은 아직 내부적으로 정해진 게 없습니다. 제안 주시면 검토하겠습니다.',
    expected: {
      project_background: { said: 0, text: ['IoT 센서', '스마트팜 엑스포'] },
      address: { said: 0, text: ['킨텍스'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-24', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-27', precision: 'day' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      unique_design: { said: 3, text: ['수직농장 랙', '시연'] },
      budget: { said: 4, value: { kind: 'money', amount: 15_000_000, currency: 'KRW' } },
      target_audience: { said: 5, text: ['농업기술센터', '유통사 바이어'] },
      other_design_requirements: { said: 6, text: ['리플렛', '씨앗 키트'] },
      brand_value: { said: 'asked', text: ['농사는 쉬워진다', '친근한'] },
      preferred_style: { said: 'asked', text: ['화이트', '하이테크'] },
      key_considerations: { said: 'asked', text: ['하중', '상담 테이블'] },
    },
  },

  // Visitor: 64세 남성 퇴직 교사, 잠실 아파트 30년 살다 양평 서종면 단독주택을 사서 부부가 귀촌. 마침표 없이 띄엄띄엄,
  // 오타 조금. Exercises: type, build year, place and household in one wandering message; 건평 vs 대지 (only 건평 is the
  // size); partial remodel; a collection in passing; a budget revised mid-message (7천 → 1억); a move-in month with a reason.
  // NOT facts of the project: 잠실 / 30년 (former home), 작년 정년퇴직, 대지 200평 (land, not the house), 7천 (first figure,
  // replaced), 2011년 is the build year (filed as age 15 years), 손주들 여름방학 (the reason, not the date).
  {
    id: 'heldout57-residential-ko-yangpyeong-retiree-house',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 집 수리 상담좀 받을수 있을까해서요',
      '잠실 아파트에서 30년 살다가 작년에 정년퇴직하고 양평 서종면에 단독주택을 하나 샀습니다 2011년에 지은 집이라 15년 됐네요 집사람이랑 둘이 내려갈 계획입니다',
      '건평은 38평이고 대지는 200평쯤 됩니다 1층에 거실 주방 안방 화장실 2층에 방 두개 화장실 하나 있어요',
      '전체 다 뜯는건 아니고 주방이랑 화장실 두개 그리고 2층 방 하나를 서재로 바꾸고 싶습니다',
      '겨울에 너무 춥다고 전 주인이 그러더군요 외풍이 심하답니다 창호도 오래됐고 그게 제일 바꾸고 싶은 부분입니다',
      '제가 lp를 한 2천장 모았습니다 그거 둘 자리도 필요하고 집사람은 도자기를 하는데 작업실은 마당에 따로 지을지 고민중입니다',
      '예산은 7천정도... 아니 창호까지 하면 1억은 봐야겠지요? 1억까지 생각하겠습니다',
      '이사는 손주들 여름방학 전에 들어가고 싶은데 7월쯤이요',
    ],
    whenAsked: {
      lifestyle: '아침에 텃밭 보고 오후엔 음악 듣고 책 읽고 그렇게 지낼겁니다 주말엔 자식들 손주들이 자주 올거고요',
      preferred_style: '화려한거 말고 단정한 목조 느낌 좋습니다 오래 봐도 질리지 않게',
      colors_and_elements: '나무색 좋고 흰벽 좋아요 반짝이는 타일이나 금색은 싫습니다',
      key_considerations: '나이 들어서 살 집이니까 문턱 없애고 화장실 미끄럼 안되게 해주세요',
      property_category: '단독주택입니다',
      age: '2011년에 지었어요',
      budget: '1억까지요',
      move_in_date: '7월쯤이요',
    },
    otherwise: '그건 잘 모르겠네요 전문가가 알아서 해주세요',
    expected: {
      property_category: { said: 1, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 15, unit: 'years' } },
      address: { said: 1, text: ['서종면'] },
      target_audience: { said: 1, text: ['집사람이랑 둘이'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 38, unit: 'pyeong' } },
      layout: { said: 2, text: ['2층에 방 두개'] },
      project_background: { said: 3, text: ['주방이랑 화장실 두개', '서재'] },
      problem_need: { said: 4, text: ['춥다', '창호'] },
      important_collections: { said: 5, text: ['lp'] },
      budget: { said: 6, value: { kind: 'money', amount: 100_000_000, bound: 'at_most', currency: 'KRW' } },
      move_in_date: { said: 7, value: { kind: 'date', date: '2026-07-01', precision: 'month' } },
      lifestyle: { said: 'asked', text: ['텃밭', '손주들'] },
      preferred_style: { said: 'asked', text: ['목조'] },
      colors_and_elements: { said: 'asked', text: ['나무색', '금색'] },
      key_considerations: { said: 'asked', text: ['문턱', '미끄럼'] },
    },
  },

  // Visitor: 20대 중반 여성, 4인조 인디밴드 "늦은여름" 베이시스트. 오타(안녕하세여), ㅋㅋ, 존댓말 반말 섞임.
  // Exercises: what work is needed volunteered early, style told through a review quote, place in passing (합주실),
  // decision-making described, and a deadline given then pulled earlier by a later message (the correction wins).
  // NOT facts of the project: 2년 전 EP, 텀블벅 펀딩, 4월 17일 (the release date, not the design deadline),
  // 3월 중순 (first deadline, replaced), 새벽 4시 (a review's words).
  {
    id: 'heldout57-other-ko-indie-band-album-art',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세여 저희 밴드 앨범 아트워크 의뢰하고 싶어서요!!',
      '4인조 밴드 "늦은여름"이구 2년 전에 ep 한 번 냈었고 이번에 첫 정규앨범 내요 ㅋㅋ 텀블벅 펀딩으로 제작비 모았어요',
      '필요한건 앨범 커버랑 cd 안쪽 속지, 그리고 공연 포스터요 굿즈는 여유되면..',
      '발매가 4월 17일이라 아트워크는 3월 중순까지 필요해요',
      '저희 음악은 좀 몽글몽글한 드림팝? 인데 리뷰에서 "새벽 4시에 듣는 음악" 이런 소리 들어요ㅋㅋ 그 느낌이 커버에도 났으면',
      '합정에 있는 합주실 빌려서 연습해요 멤버들 다 마포 살구',
      '아 결정은 저희 넷이 단톡에서 투표로 정해요 동점이면 보컬 언니가 최종 결정ㅋㅋ',
      '헐 방금 레이블에서 연락 왔는데 공장 입고가 당겨져서 최종 파일 3월 5일까지 넘겨야 된대요ㅠㅠ',
    ],
    whenAsked: {
      problem_need: 'ep 때는 친구가 그려준 그림 썼는데 너무 아마추어 같다는 말을 들어서.. 이번엔 스트리밍 썸네일에서도 눈에 띄었으면 해요',
      target_audience: '2030 인디 음악 듣는 사람들이요 공연 자주 다니고 cd 모으는 사람들',
      colors_and_elements: '새벽 하늘 같은 보라 남색 그라데이션? 사람 얼굴은 안 들어갔으면 좋겠어요',
      key_considerations: '제작비가 펀딩금이라 빠듯해요ㅠ 그리고 cd 사이즈랑 스트리밍 정사각형 썸네일 둘 다 잘 보여야돼요',
      expected_deadline: '3월 5일까지요!!',
      collaboration_notes: '단톡 투표로 정하고 동점이면 보컬 언니가 정해요',
    },
    otherwise: '음 그건 잘 모르겠어요 ㅋㅋ 편하게 해주세요!',
    expected: {
      project_background: { said: 1, text: ['첫 정규앨범'] },
      other_design_requirements: { said: 2, text: ['앨범 커버', '포스터'] },
      preferred_style: { said: 4, text: ['드림팝'] },
      address: { said: 5, text: ['마포'] },
      collaboration_notes: { said: 6, text: ['투표', '보컬'] },
      expected_deadline: { said: 7, value: { kind: 'date', date: '2026-03-05', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['아마추어', '썸네일'] },
      target_audience: { said: 'asked', text: ['인디 음악'] },
      colors_and_elements: { said: 'asked', text: ['보라', '얼굴'] },
      key_considerations: { said: 'asked', text: ['펀딩금', '정사각형'] },
    },
  },
];
