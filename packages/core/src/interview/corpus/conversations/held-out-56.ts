import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fifty-sixth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. An ordinary week, with no theme of its own (as
 * held-outs 50, 53 and 55): long first messages and one fact a message, stories that wander, corrections and budgets
 * changed later, other things' numbers, places and dates as they come up.
 * Written in session 28 and played once, on the engine as the session began, before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 56: an ordinary week)
 * - Tyler Nguyen, 29, mobile dog groomer in Denver: terse lowercase texter, name story with a sneezing basset hound, trademark pending.
 * - Glenda Hollis, 61, Baton Rouge: her grandmother's Cajun seasoning goes retail; chatty, a bag-size correction (2 lb -> 5 lb).
 * - Hank Larsen, 57, halibut charter captain in Homer, Alaska: one fact a message, budget raised after talking to his wife.
 * - Linh Tran, 36, nail salon owner opening a second location in Plano: emoji, long first message, budget as a range.
 * - Megan O'Connell, 31, marketing coordinator at a Michigan kayak maker: tidy trade-show logistics, booth upgraded 10x20 -> 20x20.
 * - Marcus Reed, 35, Columbus dad renovating a 1924 house: wandering family story, size corrected 1,600 -> 1,650 sq ft.
 * - Nate Kowalski, 26, polka-punk singer in Milwaukee: album cover, shirt and tour poster; slang, a typo, grandma's wedding photo.
 */
/*
 * Writer's note (zh-TW, batch 56: an ordinary week)
 * - brand_design: 台南第三代杏仁茶店的女兒，話多、訊息長，商標「沒註冊吧」後來問了爸爸改口「有註冊」。
 * - packaging_design: 屏東九如種檸檬的年輕農二代，打字不加標點、一句一件事，禮盒6瓶改成8瓶。
 * - website: 台中大里螺絲工廠的業務助理，用字正式有標點，預算15萬後來老闆改成20萬以內。
 * - commercial_space: 中壢開髮廊12年的老闆娘要搬店，愛用表情符號，坪數30改35，預算給區間。
 * - exhibition_space: 在東京日本茶公司做海外業務的高雄人，時區 UTC+9，攤位從2個加到3個，預算用日幣。
 * - residential_space: 新店67歲退休公務員，沒標點、故事東拉西扯（嘉義、西雅圖的兒子、碧潭散步），老公寓翻新。
 * - other: 花蓮光復部落青年會的年輕人辦第一屆路跑，口語、表情符號，提了預算但這類專案沒有預算欄位。
 */
/*
 * Writer's note (ko-KR, batch 56: an ordinary week)
 * - brand_design: 20대 후반 딸, 전주 서신동 할머니 떡집 2대째. Chatty, emoji, ㅠㅠ; name story volunteered; trademark not done + wants help in one message.
 * - packaging_design: 40대 제주 서귀포 귤농부, 귤말랭이. Terse, no punctuation, 음슴체; one fact a message; corrects 40g → 35g; a future channel (공항 면세점) that is a plan, not a channel.
 * - website: 30대 기획팀 대리, 김해 자동차 부품 제조사. Formal, long first message (URL, problem, place); budget raised 1,500만 → 2,000만 after asking the boss; 베트남어 is "later".
 * - commercial_space: 40대 초반 네일 실장, 송도 1인샵 창업. One fact a message, wanders to kids' school; lease numbers next to the budget; area corrected 15평 → 실평수 12평.
 * - exhibition_space: 30대 중반 화장품 OEM 마케팅 과장, 코엑스 뷰티 엑스포. Company town ≠ venue; 6x3 booth (18㎡) vs last year's 3x3; all three dates in one message.
 * - residential_space: 30대 후반 딸 in 시드니 (UTC+11) asking for 70대 parents' 청주 용암동 1992년 단독주택. Long wandering first message; range budget; "추석 전" move-in.
 * - other: 60대 평창 봉평 마을 이장, 둘레길 안내판·이정표·지도. Old-fashioned spelling (읍니다), "..."; village history numbers; corrects 이정표 12 → 15개.
 */
export const fiftySixthHeldOutConversations: CorpusConversation[] = [
  // Tyler Nguyen, 29, runs a one-van mobile dog grooming business around Denver. Types in short lowercase bursts, no punctuation.
  // Exercises: a terse opener, the brand name story volunteered early, problem buried in a message about how he started,
  // services listed with a price and volume he does not need filed, a listen-only address, a deadline tied to a van wrap,
  // registration status volunteered, registration help declined when asked.
  // NOT facts of the project: 2019 and his mom's garage (how it started), the ex who made the old logo, $85 (price of a full
  // groom), 140 dogs a month, Boulder (where he grew up), end of March (when the van is rewrapped, not the deadline), Nov (when he filed).
  {
    id: 'heldout56-brand-en-dog-grooming-van',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hey. need a logo redo for my mobile dog grooming biz",
      "its called Suds & Snouts bc the dogs come out all bubbly. my very first client was a basset hound that sneezed foam all over me lol",
      "started in 2019 out of my moms garage, now its a van. current logo my ex made on canva. it looks cheap and you cant read it on the van from the street",
      "we do full grooms, bath n brush, nail trims, teeth cleaning. full groom is $85. about 140 dogs a month",
      "we cover denver metro, mostly lakewood arvada golden. i grew up in boulder tho so ppl think im a boulder business",
      "getting the van rewrapped end of march so i need the logo done by march 15",
      "filed the trademark in nov, still pending",
    ],
    whenAsked: {
      need_registration_assistance: "nah my cousin is a paralegal shes handling it",
      brand_website: "just insta @sudsandsnoutsden",
      target_audience: "busy ppl w dogs. lots of young families and older folks who cant lift a big dog into a tub anymore",
      preferred_style: "fun but not cartoony. clean. has to be readable from far away",
      colors_and_elements: "keep the teal we have now. bubbles ok. no paw prints, every groomer uses paw prints",
      expected_deadline: "march 15 latest",
      key_considerations: "has to work big on the van and on a tiny insta icon",
      other_design_requirements: "business cards maybe",
    },
    otherwise: "idk whatever u think",
    expected: {
      project_background: { said: 0, text: ['logo redo', 'mobile dog grooming'] },
      brand_name_story: { said: 1, text: ['Suds & Snouts', 'come out all bubbly', 'basset hound'] },
      problem_need: { said: 2, text: ['looks cheap', 'cant read it on the van'] },
      products_or_services: { said: 3, text: ['full grooms', 'bath n brush', 'nail trims', 'teeth cleaning'] },
      address: { said: 4, text: ['denver metro'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      registration_status: { said: 6, value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['@sudsandsnoutsden'] },
      target_audience: { said: 'asked', text: ['busy ppl w dogs', 'older folks'] },
      preferred_style: { said: 'asked', text: ['fun but not cartoony', 'readable from far away'] },
      colors_and_elements: { said: 'asked', text: ['teal', 'no paw prints'] },
      key_considerations: { said: 'asked', text: ['on the van', 'tiny insta icon'] },
    },
  },

  // Glenda Hollis, 61, retired school cafeteria manager in Baton Rouge, turning her grandmother's Cajun seasoning into a product.
  // Writes long, friendly, slightly unsure messages; her son is coaching her from the side.
  // Exercises: a long story opener, a size correction (the big bag is 5 lb, not 2 lb), two packaging forms from one message,
  // selling points with "my son says", sales channels mixed with family chatter, a listen-only address, a Mardi Gras deadline.
  // NOT facts of the project: 1974 and the church bulletin, 300 jars last Christmas, the masking tape labels, 2 lb (her cousin's
  // bag, superseded), Houston (where her other son lives), Perkins Road (where the stores are), $7.99 (her jar price).
  {
    id: 'heldout56-packaging-en-cajun-seasoning',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi there! Well I don't know exactly how this works but my son told me to just type it all in. I make a Cajun seasoning blend from my grandmother's recipe, she wrote it down in 1974 on the back of a church bulletin and I still have it. Been giving it away for years and last Christmas I sold 300 jars out of my kitchen! So now we are making it a real business, Mawmaw Hollis Seasoning, and I need packaging that looks professional instead of masking tape with my handwriting on it.",
      "It's a dry rub and all purpose seasoning, you put it on everything. Gumbo, fried fish, even popcorn.",
      "We're doing an 8 oz shaker jar and then a 2 lb bag for restaurants and big families",
      "Oh mercy I told you wrong, the big bag is 5 lb not 2, the 8 oz jar is right. The 2 lb is what my cousin sells hers in.",
      "What's different is there's no MSG and way less salt than the big brands, and we grind the peppers ourselves. My son says to tell you it's small batch.",
      "Right now I sell at the Red Stick Farmers Market here in Baton Rouge and two little grocery stores on Perkins Road asked to carry it. My son is setting up a website too. My other son lives in Houston and says people there would buy it in a heartbeat lol",
    ],
    whenAsked: {
      target_audience: "Home cooks mostly, and Louisiana people who moved off and miss the food back home. Lot of them are my age but the young ones like it on wings.",
      preferred_style: "Homey but clean. I want it to look like it came from a real kitchen, not a factory.",
      colors_and_elements: "Red and yellow like a crawfish boil! And I'd love a little drawing of Mawmaw in her apron, I have a picture of her.",
      preferred_materials: "Glass jars I think, and the bag has to close back up. The zipper kind.",
      expected_deadline: "The stores want it on the shelf by Mardi Gras, so before February 17 if y'all can.",
      key_considerations: "The ingredients and the weight have to be on there right so the stores will take it. And it can't cost too much per jar, I only charge $7.99.",
    },
    otherwise: "Oh I don't have an opinion on that, whatever you think is best, baby.",
    expected: {
      project_background: { said: 0, text: ['Cajun seasoning blend', 'looks professional'] },
      product_description: { said: 1, text: ['dry rub and all purpose seasoning'] },
      specification: { said: 3, text: ['5 lb', '8 oz jar'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar', 'bag_pouch'] } },
      unique_selling_point: { said: 4, text: ['no MSG', 'less salt than the big brands', 'grind the peppers ourselves', 'small batch'] },
      sales_channels: { said: 5, text: ['Red Stick Farmers Market', 'grocery stores', 'website'] },
      address: { said: 5, text: ['Baton Rouge'] },
      target_audience: { said: 'asked', text: ['Home cooks', 'Louisiana people who moved off'] },
      preferred_style: { said: 'asked', text: ['Homey but clean', 'real kitchen'] },
      colors_and_elements: { said: 'asked', text: ['Red and yellow', 'drawing of Mawmaw'] },
      preferred_materials: { said: 'asked', text: ['Glass jars', 'zipper'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-17', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['ingredients and the weight', "can't cost too much per jar"] },
    },
  },

  // Hank Larsen, 57, runs a six-passenger halibut and salmon charter out of Homer, Alaska. One fact a message, plain words.
  // Exercises: the old site's problem told as a story, the URL on its own, the site type implied by what it must do
  // (booking), trip prices and last season's numbers that are not the budget, a budget raised from 5k to 8k after asking his wife.
  // NOT facts of the project: 1998 (first boat), 2011 (when his daughter built the site), $395 a person, 6 passengers,
  // 140 trips last summer, 5 grand (superseded budget), Seward and Anchorage (cruise ports), May 15 (season start), 6% (the app's cut).
  {
    id: 'heldout56-website-en-halibut-charter',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -540,
    messages: [
      "Hello. I run a halibut and salmon fishing charter out of Homer Alaska. Been doing it since 1998 when I bought my first boat.",
      "Our website is old. My daughter built it in 2011 and nobody can book on it, they have to call or email. I lose people because I'm on the water all day and cant answer the phone.",
      "site is www.hankshalibut.com",
      "Want people to see the trips and open dates and book and pay a deposit right there.",
      "Trips are $395 a person full day, boat takes 6. Last summer we ran about 140 trips.",
      "Budget I was thinking 5 grand.",
      "Talked to my wife. We can go up to 8000 if the booking part is included.",
    ],
    whenAsked: {
      main_pages: "Home, trips and prices, a booking calendar, about me and the boat, photos, contact.",
      languages: "English is fine.",
      target_audience: "Tourists mostly, lot of them come down from the cruise ships in Seward and Anchorage. And guys from the lower 48 who come back every year with their buddies.",
      competitors: "Look at Spit Runner Charters. Theirs is slick. Bigger outfit than me.",
      preferred_style: "Simple. Big photos of fish and the bay. Nothing fancy, I'm a fisherman.",
      budget: "Up to 8000.",
      expected_deadline: "Needs to be up before people plan their summer. April 1 at the latest. Season starts May 15.",
      key_considerations: "Works on a phone, most people find me on their phone. And the deposit money has to come to me, not some app taking a cut. The one I use now takes 6%.",
    },
    otherwise: "No preference. You're the expert.",
    expected: {
      project_background: { said: 0, text: ['halibut and salmon fishing charter'] },
      address: { said: 0, text: ['Homer'] },
      problem_need: { said: 1, text: ['nobody can book on it', 'cant answer the phone'] },
      url: { said: 2, text: ['hankshalibut.com'] },
      category: { said: 3, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 6, value: { kind: 'money', amount: 8000, bound: 'at_most', currency: 'USD' } },
      main_pages: { said: 'asked', text: ['trips and prices', 'booking calendar', 'photos', 'contact'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['Tourists', 'lower 48'] },
      competitors: { said: 'asked', text: ['Spit Runner Charters'] },
      preferred_style: { said: 'asked', text: ['Big photos of fish'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Works on a phone', 'deposit money'] },
    },
  },

  // Linh Tran, 36, owns Lotus Nail Bar in Richardson, TX and just signed a lease for a second location in Plano. Emoji, exclamation marks.
  // Exercises: a long first message (background + what the space was), size compared with her first shop, an address given by a
  // cross street next to a store, the problem told through the old shop, a budget range with a stretch, a signature idea from her
  // TikTok following, core fields answered with hedges.
  // NOT facts of the project: Richardson (her first shop), 6 yrs, 900 sq ft (the first shop), Subway (former tenant), Trader Joe's,
  // 40k (TikTok followers), every 2 weeks, 2 months (her old permit delay).
  {
    id: 'heldout56-commercial-en-nail-salon-second',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi!! 💅 So I own Lotus Nail Bar in Richardson, been open 6 yrs, and I finally signed a lease for a second location in Plano!! It's a former Subway lol so it's basically a blank box with a sad tile floor. I need the whole interior designed, front desk, pedi area, mani stations, everything",
      "It's 1,400 sq ft. Richardson is only 900 so this feels HUGE 😅",
      "It's in the shopping center at Preston and Park, right next to a Trader Joe's",
      "Honestly the problem with my first shop is it's cramped and loud, clients can't relax. I want this one to feel like a spa not a nail factory",
      "What makes us different is we're non-toxic, we use 10-free polish and there's real ventilation at every station. No chemical smell when you walk in.",
      "budget is 120k maybe stretch to 150 if we need to",
      "oh and we have a pretty big following on tiktok, like 40k, so a photo spot would be amazing 📸",
    ],
    whenAsked: {
      brand_value: "Self care that's actually safe. I want people to walk in and breathe out, like ahh finally",
      target_audience: "Women 25 to 50 mostly, working moms, teachers, nurses. Lots of regulars who come every 2 weeks. Some pregnant clients too bc of the non-toxic thing",
      preferred_style: "Soft and calm, kinda Japandi? Light wood, lots of plants. NOT the pink glitter look lol",
      colors_and_elements: "Sage green, cream, a little gold. A lotus flower somewhere for sure 🪷 no black",
      opening_date: "We want to open May 1st 🙏 that's when the rent kicks in",
      key_considerations: "Ventilation and plumbing for the pedi chairs, that's the big one. And the city inspection, my first shop got delayed 2 months on permits 😩",
    },
    otherwise: "Hmm no preference, I trust you guys!",
    expected: {
      project_background: { said: 0, text: ['second location in Plano', 'former Subway', 'whole interior'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1400, unit: 'ft2' } },
      address: { said: 2, text: ['Preston and Park'] },
      problem_need: { said: 3, text: ['cramped and loud', 'feel like a spa'] },
      competitive_advantage: { said: 4, text: ['non-toxic', '10-free polish', 'real ventilation'] },
      budget: { said: 5, value: { kind: 'money', amount: 120000, max: 150000, currency: 'USD' } },
      unique_design: { said: 6, text: ['photo spot'] },
      brand_value: { said: 'asked', text: ["Self care that's actually safe", 'breathe out'] },
      target_audience: { said: 'asked', text: ['working moms', 'pregnant clients'] },
      preferred_style: { said: 'asked', text: ['Japandi', 'Light wood'] },
      colors_and_elements: { said: 'asked', text: ['Sage green', 'lotus flower', 'no black'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['Ventilation and plumbing', 'pedi chairs', 'city inspection'] },
    },
  },

  // Megan O'Connell, 31, marketing coordinator at Northpaw Kayaks in Traverse City, MI, exhibiting at a regional outdoor show in Detroit.
  // Writes in tidy, businesslike sentences with dashes.
  // Exercises: company HQ vs. venue (only the venue is the address), last year's rented booth as the problem and its cost,
  // a booth size correction (10x20 -> 20x20 corner, 400 sq ft), open / move-in / tear-down dates in one message, power-only supply.
  // NOT facts of the project: Traverse City (company HQ, not the venue), $22k (last year's rental package), 10x20 (superseded),
  // March 11 (second move-in day), 6am, Saturday, "us three" (their crew).
  {
    id: 'heldout56-exhibition-en-kayak-expo',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi, I'm the marketing coordinator at Northpaw Kayaks (Traverse City, MI). We're exhibiting at the Great Lakes Outdoor Expo at Huntington Place in Detroit and need a custom booth designed and built. We'll be launching our new fishing kayak line there, plus showing the touring boats.",
      "Last year we rented a generic booth package for about $22k and honestly it looked like every other booth on the floor. Nobody stopped.",
      "Booth is 10x20.",
      "Correction - just got an email from show management, they moved us to a 20x20 corner spot. So 400 sq ft.",
      "Show opens March 12. Move-in is March 10-11, and tear-down has to be done by the night of March 15.",
      "Budget for design + build is $35,000.",
      "We'll need power for two big screens and lighting, no water.",
    ],
    whenAsked: {
      brand_value: "Built in Michigan, built to last. We want people to feel like they're at the lake at 6am, calm and ready to go.",
      target_audience: "Dealers and outfitters first, we want new shops to carry the line. Then the public, lots of anglers come on Saturday.",
      preferred_style: "Natural, outdoorsy, but modern. Think a nice cabin, not a sporting goods store.",
      unique_design: "We'd love a kayak hanging overhead, and a low dock platform where people can sit in a boat and try the seat.",
      key_considerations: "It has to pack up and travel to other shows, and the install crew is just us three plus union labor, so nothing too complicated. Fire code for the hanging kayak too.",
      other_design_requirements: "A spec sheet rack and maybe a giveaway, we can talk about that later.",
    },
    otherwise: "No strong preference - open to your recommendation.",
    expected: {
      project_background: { said: 0, text: ['custom booth', 'new fishing kayak line'] },
      address: { said: 0, text: ['Huntington Place'] },
      problem_need: { said: 1, text: ['looked like every other booth', 'Nobody stopped'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-03-12', precision: 'day' } },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-03-10', precision: 'day' } },
      exit_date: { said: 4, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      budget: { said: 5, value: { kind: 'money', amount: 35000, currency: 'USD' } },
      water_electricity_supply: { said: 6, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['Built in Michigan, built to last', 'calm and ready to go'] },
      target_audience: { said: 'asked', text: ['Dealers and outfitters', 'anglers'] },
      preferred_style: { said: 'asked', text: ['Natural, outdoorsy, but modern', 'nice cabin'] },
      unique_design: { said: 'asked', text: ['kayak hanging overhead', 'dock platform'] },
      key_considerations: { said: 'asked', text: ['pack up and travel to other shows', 'nothing too complicated', 'Fire code'] },
    },
  },

  // Marcus Reed, 35, software developer in Columbus, OH; he and his wife just bought a 1924 brick house in Clintonville.
  // Chatty, mostly lowercase, wanders into family news.
  // Exercises: background, house type, neighbourhood and build year all in the opener (age = 2026 - 1924 = 102 years),
  // a size correction (1,600 -> 1,650 sq ft) after the layout, household and lifestyle volunteered, a budget with a stretch,
  // a move-in date derived from an apartment lease.
  // NOT facts of the project: 40 years (previous owners), the 80s, 1,600 sq ft (superseded), Feb 27 (closing date),
  // August (baby's due date), Sunday, the knob and tube wiring's location (attic) is part of a consideration, not a size or room.
  {
    id: 'heldout56-residential-en-clintonville-1924',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hi! we just bought a 1924 brick single family house in Clintonville (Columbus) and it needs a lot of love. previous owners were there 40 years and nothing has been touched since like the 80s. we want to renovate the kitchen and both bathrooms and open things up a bit before we move in",
      "its about 1,600 sq ft",
      "3 bed 1.5 bath, living room, separate dining room and a tiny galley kitchen. basement is unfinished",
      "sorry 1,650 sq ft, just looked at the listing again",
      "it's me, my wife Jess, our daughter who's 3, and a greyhound named Biscuit. and baby #2 due in august 😬",
      "we both work from home so we really need two spots to work that aren't the dining table lol. we cook a lot and have family over every sunday",
      "we were thinking around 90k but honestly if the kitchen eats it all we could go to 110",
      "we close feb 27 and our apartment lease ends june 30 so we need to be moved in by june 30",
    ],
    whenAsked: {
      problem_need: "The kitchen is tiny and closed off, you can't see the kids while you cook. And one full bathroom for four of us, soon five.",
      preferred_style: "Warm, with some old-house charm. We want to keep the original trim and the built-ins. Not farmhouse, we've seen enough shiplap.",
      colors_and_elements: "Deep green kitchen cabinets maybe? Warm wood, brass. No gray floors please.",
      key_considerations: "Safety with two little kids, and the old wiring. The inspector said there's knob and tube in the attic.",
      important_collections: "My wife's cookbooks, like 200 of them lol",
    },
    otherwise: "no strong feelings on that, whatever you'd recommend",
    expected: {
      project_background: { said: 0, text: ['renovate the kitchen and both bathrooms', 'open things up'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 0, text: ['Clintonville'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 102, unit: 'years' } },
      layout: { said: 2, text: ['3 bed 1.5 bath', 'separate dining room', 'galley kitchen'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      target_audience: { said: 4, text: ['my wife Jess', 'daughter', 'greyhound', 'baby #2'] },
      lifestyle: { said: 5, text: ['work from home', 'cook a lot', 'family over every sunday'] },
      budget: { said: 6, value: { kind: 'money', amount: 90000, max: 110000, currency: 'USD' } },
      move_in_date: { said: 7, value: { kind: 'date', date: '2026-06-30', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['tiny and closed off', 'one full bathroom'] },
      preferred_style: { said: 'asked', text: ['old-house charm', 'original trim', 'Not farmhouse'] },
      colors_and_elements: { said: 'asked', text: ['Deep green kitchen cabinets', 'brass', 'No gray floors'] },
      key_considerations: { said: 'asked', text: ['Safety with two little kids', 'knob and tube'] },
    },
  },

  // Nate Kowalski, 26, sings in a polka-punk band from Bay View, Milwaukee; they need artwork for their first LP and tour merch.
  // Slang, no punctuation, emoji, one misspelling ("embarassing", copied as typed).
  // Exercises: the "other" type with a list of deliverables, last year's merch as the problem, a pressing-plant deadline,
  // an element (grandma's wedding photo) volunteered before colours are asked, collaboration by band vote.
  // NOT facts of the project: Summerfest 2024, Arial, 500 copies (pressing run), $25 (record price), 1962 (grandma's wedding),
  // the April tour, 19 to 90.
  {
    id: 'heldout56-other-en-polka-punk-album',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "yo so im in a band called the Pierogi Pit, polka punk out of bay view milwaukee 🪗🤘 we just recorded our first full length and need artwork",
      "need the album cover for the vinyl + a tshirt design + a poster for the tour. maybe stickers if ur cheap lol",
      "we played summerfest 2024 and our merch table was embarassing, just our name in arial on black shirts. nobody bought anything",
      "pressing 500 copies, record is gonna be $25 at shows",
      "the pressing plant needs the cover art by march 1 or we lose our slot",
      "oh and the album is called Accordion to Me (yes its a pun). we wanna use an old photo of my grandma playing accordion at her wedding in 1962 on the cover",
    ],
    whenAsked: {
      target_audience: "punk kids, polish grandmas, drunk ppl at brewery shows. honestly everybody from 19 to 90",
      preferred_style: "like an old 70s polka record but run thru a xerox. diy punk flyer vibe",
      colors_and_elements: "red and cream, polka dots maybe lol. no skulls, every punk band does skulls",
      expected_deadline: "march 1 for the cover, the rest before the tour in april",
      key_considerations: "has to look good tiny on spotify AND big on a 12 inch record. also grandma gets final say on how she looks lmao",
      collaboration_notes: "theres 4 of us, we vote in the group chat. text me updates, im the contact",
    },
    otherwise: "idk whatever u think is sick",
    expected: {
      project_background: { said: 0, text: ['polka punk', 'first full length', 'need artwork'] },
      address: { said: 0, text: ['bay view milwaukee'] },
      other_design_requirements: { said: 1, text: ['album cover for the vinyl', 'tshirt design', 'poster for the tour'] },
      problem_need: { said: 2, text: ['merch table was embarassing', 'nobody bought anything'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      colors_and_elements: { said: 5, text: ['photo of my grandma playing accordion'] },
      target_audience: { said: 'asked', text: ['punk kids', 'polish grandmas'] },
      preferred_style: { said: 'asked', text: ['old 70s polka record', 'diy punk flyer'] },
      key_considerations: { said: 'asked', text: ['tiny on spotify', '12 inch record'] },
      collaboration_notes: { said: 'asked', text: ['4 of us', 'group chat'] },
    },
  },
  // 34歲女性，台南中西區第三代杏仁茶店，去年從台北回來接手；話多，第一則訊息就講一大串。
  // Exercises: long first message with several facts, brand-name story, registration "not sure" corrected to
  // "registered" plus an explicit "no need for help", FB page as website, deadline "三月底前".
  // NOT facts of the project: 1978年開店, 爸爸70歲, 台北（她之前工作的地方）, 國華街（阿公推攤車的地方）, 十幾年前註冊, 四月清明連假.
  {
    id: 'heldout56-brand-zh-tainan-almond-tea-refresh',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我家在台南中西區賣杏仁茶 從我阿公那一代1978年就開了 我是第三代 去年才從台北回來接 我爸今年70了也做不動了😅 想說趁這次把品牌整個翻新 logo 招牌 杯子貼紙都想重做',
      '店名叫春生 是我阿公的名字 他以前推攤車在國華街賣 後來才有店面',
      '我們現在有杏仁茶 杏仁豆腐 杏仁露 冬天會加賣油條跟杏仁粥',
      '最大的問題是 觀光客都以為我們是老人家才會喝的 年輕人經過都不會進來 可是我們的杏仁是自己磨的 沒有加香精欸',
      '商標的話應該沒有註冊過吧 我不太確定',
      '欸我剛打電話問我爸 他說十幾年前有去註冊 證書還在抽屜裡 所以應該不用幫忙辦了',
      '粉專有 https://www.facebook.com/chunsheng.almond 但很久沒更新了哈',
      '希望三月底前可以換好 因為四月清明連假觀光客最多',
    ],
    whenAsked: {
      target_audience: '想吸引20到35歲來台南玩的年輕人 但附近的老客人也不能跑掉',
      preferred_style: '復古但不要老氣 有點像日本老舖那種感覺 乾淨 簡單',
      colors_and_elements: '杏仁的米白色跟咖啡色 可以放攤車的元素 不要大紅色',
      key_considerations: '老客人要認得出來是同一家 不要改到他們以為換老闆了',
      brand_name_story: '就是阿公的名字 春生 他推攤車起家的',
    },
    otherwise: '都可以 你們專業的決定就好',
    expected: {
      project_background: { said: 0, text: ['杏仁茶', '品牌整個翻新'] },
      address: { said: 0, text: ['台南中西區'] },
      other_design_requirements: { said: 0, text: ['招牌', '杯子貼紙'] },
      brand_name_story: { said: 1, text: ['阿公的名字'] },
      products_or_services: { said: 2, text: ['杏仁茶', '杏仁豆腐', '油條'] },
      problem_need: { said: 3, text: ['年輕人經過都不會進來'] },
      registration_status: { said: 5, value: { kind: 'choice', selected: ['registered'] } },
      need_registration_assistance: { said: 5, value: { kind: 'yes_no', value: false } },
      brand_website: { said: 6, text: ['facebook.com/chunsheng.almond'] },
      expected_deadline: { said: 7, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['年輕人', '老客人'] },
      preferred_style: { said: 'asked', text: ['復古但不要老氣', '日本老舖'] },
      colors_and_elements: { said: 'asked', text: ['米白色', '攤車', '不要大紅色'] },
      key_considerations: { said: 'asked', text: ['老客人要認得出來'] },
    },
  },

  // 27歲男生，屏東九如家裡的檸檬園，回來幫忙第三年，想做冷壓檸檬原汁禮盒；不打標點、一句一件事、有錯字口語（阿不對）。
  // Exercises: terse one-fact messages, packaging form bottle + gift set in one line, spec corrected (6 → 8瓶),
  // competitor's price in passing, deadline tied to a season.
  // NOT facts of the project: 種了快20年, 回來第三年, 台南那家競品, 一瓶380, 一瓶大概12顆檸檬（產品說明，不是規格）, 母親節.
  {
    id: 'heldout56-packaging-zh-pingtung-lemon-juice',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我想做包裝',
      '我家在屏東九如種檸檬 種了快20年 是我爸的園子 我回來幫忙第三年',
      '想把檸檬做成冷壓原汁 玻璃瓶裝 外面再做一個禮盒 一盒6瓶',
      '阿不對 改一盒8瓶 每瓶250ml 6瓶的話運費算起來不划算',
      '市面上的檸檬汁很多是濃縮還原加糖 我們是100%原汁 什麼都沒加 一瓶大概要12顆檸檬',
      '台南有一家在做 一瓶賣380 包裝很漂亮 我們想賣差不多價錢',
      '會在蝦皮 自己的IG 還有週末希望廣場的市集賣',
      '設計3月底前要好 想趕母親節檔期',
    ],
    whenAsked: {
      target_audience: '30到50歲 會買東西送長輩的 注重健康的上班族',
      preferred_style: '清爽 有質感 不要太農產品那種土土的感覺',
      colors_and_elements: '檸檬黃跟綠色 可以畫檸檬花 不要卡通人物',
      key_considerations: '玻璃瓶寄送會破 禮盒裡面要有固定 還要放得進黑貓的箱子',
    },
    otherwise: '沒特別想法 都可以',
    expected: {
      project_background: { said: 1, text: ['種檸檬'] },
      address: { said: 1, text: ['屏東九如'] },
      product_description: { said: 2, text: ['冷壓原汁'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      preferred_materials: { said: 2, text: ['玻璃'] },
      specification: { said: 3, text: ['8瓶', '250ml'] },
      unique_selling_point: { said: 4, text: ['100%原汁', '什麼都沒加'] },
      sales_channels: { said: 6, text: ['蝦皮', 'IG', '希望廣場'] },
      expected_deadline: { said: 7, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['注重健康的上班族'] },
      preferred_style: { said: 'asked', text: ['清爽', '有質感'] },
      colors_and_elements: { said: 'asked', text: ['檸檬黃', '檸檬花', '不要卡通人物'] },
      key_considerations: { said: 'asked', text: ['會破', '固定'] },
    },
  },

  // 台中大里螺絲工廠的業務助理（女，30出頭），用字正式、標點完整；第一則訊息就把背景跟問題一起講完。
  // Exercises: background + problem in one long message, URL, category with "no cart", pages and languages as lists,
  // budget revised upward (15萬以內 → 20萬以內), deadline with a trade show after it.
  // NOT facts of the project: 成立30幾年, 外銷七成, 網站十年前做的, 5月初德國斯圖加特參展, 最早說的15萬, 兩千多個型號不是頁面數.
  {
    id: 'heldout56-website-zh-taichung-fastener-factory',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是台中大里一家螺絲工廠的業務助理，我們做汽車用螺絲跟特殊扣件，成立30幾年了，外銷大概佔七成。現在的網站是十年前做的，用手機看版面會跑掉，國外客戶也常反應找不到產品資料，所以老闆想重新做一個。',
      '目前網址是 www.dali-fastener.com.tw',
      '主要是形象官網，不用做購物車，我們的客戶都是下大單的，走詢價。',
      '頁面的話：公司介紹、產品目錄（要可以依規格篩選）、認證與品管、詢價表單、聯絡我們。',
      '語言要中文、英文，日文也要，日本客戶這兩年變多了。',
      '預算的部分，老闆一開始說15萬以內。',
      '剛剛跟老闆確認過，預算改成20萬以內，因為產品篩選功能比較複雜。',
      '希望4月底前上線，5月初我們要去德國斯圖加特參展，想把網址印在型錄上。',
    ],
    whenAsked: {
      target_audience: '主要是國外的採購跟工程師，他們會直接查規格、看認證，再寄詢價單。',
      competitors: '可以參考晉禾和春雨的網站，產品分類做得很清楚。',
      preferred_style: '專業、乾淨、有工業感，不要太花俏。',
      key_considerations: '產品型號有兩千多個，之後資料要我們自己可以上後台更新。',
    },
    otherwise: '這部分沒有特別想法，請你們建議。',
    expected: {
      project_background: { said: 0, text: ['螺絲工廠', '特殊扣件'] },
      address: { said: 0, text: ['台中大里'] },
      problem_need: { said: 0, text: ['版面會跑掉', '找不到產品資料'] },
      url: { said: 1, text: ['dali-fastener.com.tw'] },
      category: { said: 2, value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 3, text: ['公司介紹', '產品目錄', '詢價表單', '聯絡我們'] },
      languages: { said: 4, text: ['中文', '英文', '日文'] },
      budget: { said: 6, value: { kind: 'money', amount: 200_000, bound: 'at_most', currency: 'TWD' } },
      expected_deadline: { said: 7, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['採購', '工程師'] },
      competitors: { said: 'asked', text: ['晉禾', '春雨'] },
      preferred_style: { said: 'asked', text: ['專業', '工業感'] },
      key_considerations: { said: 'asked', text: ['自己可以上後台更新'] },
    },
  },

  // 40多歲髮廊老闆娘，中壢開店12年，要搬到大一點的店面；很多表情符號，會岔題講去台北看的別家沙龍。
  // Exercises: old shop's numbers vs new shop's, size corrected from the lease (30 → 35坪), budget range,
  // handover date that is not the opening date, style given through a story about another salon.
  // NOT facts of the project: 開了12年, 舊店18坪, 房租4萬, 6張椅子, 3月1號交屋（不是開幕日）, 夾層, 台北那家水泥牆沙龍.
  {
    id: 'heldout56-commercial-zh-zhongli-hair-salon-move',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～想問店面設計😊 我在中壢開髮廊開了12年了 這次要搬到大一點的地方 舊店只有18坪 房租4萬 坐6張椅子就滿了 客人等的時候都要站到門口 好尷尬😂',
      '新店面在中壢火車站後面 新生路上 一樓',
      '空間大概30坪 有夾層 但夾層不確定能不能用',
      '啊剛看了租約 是35坪 不含夾層喔',
      '預算抓150到200萬 裝潢加設備 洗頭椅那些可以沿用舊的',
      '房東說3月1號交屋 我想5月初開幕 趕母親節 很多媽媽會來染頭髮💇‍♀️',
      '跟附近連鎖的比 我們是同一個設計師從頭做到尾 不會洗頭換一個人 剪完還會教你自己在家怎麼吹',
      '上禮拜去台北看了一家沙龍 叫什麼我忘了 整間都是水泥牆 好冷喔 我不要那樣 我喜歡溫暖一點 木頭的',
      '最重要的是洗頭區要安靜 跟剪髮區隔開 還有排水 舊店常常堵住🥲',
    ],
    whenAsked: {
      brand_value: '就是像回到朋友家 很放鬆 可以聊天 不會有壓力',
      target_audience: '大部分是附近的媽媽跟上班族女生 30到55歲 很多是跟了我十年的老客人',
      unique_design: '想要一面大鏡子牆 然後一個可以坐著等的小沙發區 放雜誌跟茶',
      colors_and_elements: '奶茶色 米色 可以有一點植物 不要黑色',
      preferred_style: '溫暖 舒服 木頭的感覺 不要冷冰冰',
    },
    otherwise: '都好啊 你們覺得好就好😊',
    expected: {
      project_background: { said: 0, text: ['髮廊', '搬到大一點的地方'] },
      problem_need: { said: 0, text: ['客人等的時候都要站到門口'] },
      address: { said: 1, text: ['中壢', '新生路'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 35, unit: 'ping' } },
      budget: { said: 4, value: { kind: 'money', amount: 1_500_000, max: 2_000_000, currency: 'TWD' } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on' } },
      competitive_advantage: { said: 6, text: ['從頭做到尾', '教你自己在家怎麼吹'] },
      preferred_style: { said: 7, text: ['溫暖', '木頭'] },
      key_considerations: { said: 8, text: ['洗頭區要安靜', '排水'] },
      brand_value: { said: 'asked', text: ['回到朋友家', '放鬆'] },
      target_audience: { said: 'asked', text: ['媽媽', '上班族女生'] },
      unique_design: { said: 'asked', text: ['大鏡子牆', '小沙發區'] },
      colors_and_elements: { said: 'asked', text: ['奶茶色', '植物', '不要黑色'] },
    },
  },

  // 30多歲女性，高雄人，在東京的日本茶公司（靜岡的煎茶、抹茶）做海外業務，第一次到台北參展找代理商；
  // 用字有禮、標點完整，時區 UTC+9。
  // Exercises: slip corrected inside the first message (明年→今年), booth enlarged (2 → 3個攤位, 27平方公尺),
  // opening / entry / exit dates in one message, budget in JPY, last year's show as a comparison.
  // NOT facts of the project: 高雄（她的老家）, 來日本第8年, 靜岡（公司所在地，不是展場）, 原本的3x6公尺,
  // 去年上海的展, 150萬日幣, 1個攤位.
  {
    id: 'heldout56-exhibition-zh-tokyo-tea-food-show',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 540,
    messages: [
      '您好，我在東京一家日本茶公司做海外業務，我是高雄人，來日本第8年了。公司在靜岡做煎茶跟抹茶，明年…不對，是今年6月要第一次去台北參加食品展，想找台灣的代理商，所以想找台灣的設計公司做攤位。',
      '地點是南港展覽館1館。',
      '攤位原本報了2個，3x6公尺。',
      '剛剛主管說要加到3個攤位，所以變成3x9，27平方公尺。',
      '我們會現場泡茶給買家試喝，所以水跟電都需要，還要有放熱水壺跟洗杯子的地方。',
      '展期是6/24到6/27，6/22進場佈置，27號閉展後當天晚上撤場。',
      '預算大概日幣200萬，含施工跟家具，不含運費。去年上海的展我們花了150萬日幣，但那次只有1個攤位。',
    ],
    whenAsked: {
      brand_value: '我們是百年的茶園，想讓人感覺到安靜、專注，像在日本茶室慢慢喝一杯茶。',
      target_audience: '台灣的進口商、代理商，還有咖啡廳跟手搖飲的採購。',
      preferred_style: '簡約的和風，木頭跟白色，但不要太像日本料理店。',
      unique_design: '想要一個小小的吧台，讓茶師在那邊現場點抹茶，大家可以坐下來看。',
      key_considerations: '主管都在日本，中間沒辦法來看現場，所以每個階段都要給照片跟圖面確認。',
    },
    otherwise: '這部分都可以，交給你們。',
    expected: {
      project_background: { said: 0, text: ['煎茶跟抹茶', '食品展'] },
      address: { said: 1, text: ['南港展覽館1館'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 27, unit: 'm2' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['both'] } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-06-24', precision: 'day', relation: 'on' } },
      entry_date: { said: 5, value: { kind: 'date', date: '2026-06-22', precision: 'day', relation: 'on' } },
      exit_date: { said: 5, value: { kind: 'date', date: '2026-06-27', precision: 'day', relation: 'on' } },
      budget: { said: 6, value: { kind: 'money', amount: 2_000_000, currency: 'JPY' } },
      brand_value: { said: 'asked', text: ['安靜', '專注'] },
      target_audience: { said: 'asked', text: ['進口商', '代理商'] },
      preferred_style: { said: 'asked', text: ['簡約的和風'] },
      unique_design: { said: 'asked', text: ['吧台', '現場點抹茶'] },
      key_considerations: { said: 'asked', text: ['每個階段都要給照片跟圖面確認'] },
    },
  },

  // 67歲退休公務員林先生，新店老公寓想整個翻新跟太太住到老；不打標點，講著講著就講到老家跟兒子。
  // Exercises: the visitor's own age vs the building's age (民國80年蓋 → 35年), walking time to MRT that is not
  // distance to the studio, family members who do not live there, a collection (books), move-back date.
  // NOT facts of the project: 67歲（他本人）, 退休公務員, 走路5分鐘, 嘉義, 18歲上台北, 西雅圖, 一年回來一次, 碧潭,
  // 永和（施工期間暫住的妹妹家）.
  {
    id: 'heldout56-residential-zh-xindian-retiree-renovation',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我姓林 今年67了 退休公務員 房子舊了想整個翻新 跟太太想在這裡住到老',
      '在新店 大坪林站附近 走路5分鐘 公寓四樓 沒有電梯',
      '房子是民國80年蓋的 算起來35年了 權狀28坪 三房兩廳一衛',
      '我是嘉義人 18歲上台北讀書就沒回去了 兒子在西雅圖工作 一年回來一次 所以平常就我們兩個老的',
      '最困擾的是浴室 太小又有門檻 我太太膝蓋開過刀 上次差點滑倒',
      '她退休後在畫水彩 想要一間採光好的房間當畫室 我每天早上去碧潭走走 下午在家看書泡茶',
      '書大概有兩千多本吧 現在都堆在地上 這次一定要有書牆',
      '預算200到250萬 存了很久的錢',
      '施工的時候我們先住我妹妹家 在永和 希望8月底前可以搬回來',
    ],
    whenAsked: {
      preferred_style: '簡單明亮 有點日式 不要太多裝飾 好整理最重要',
      colors_and_elements: '原木色跟白色 不要深色 看起來很暗',
      key_considerations: '浴室一定要防滑 走道要留寬一點 以後坐輪椅也能走',
    },
    otherwise: '沒意見 你們看著辦',
    expected: {
      project_background: { said: 0, text: ['整個翻新', '住到老'] },
      address: { said: 1, text: ['新店', '大坪林'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 2, value: { kind: 'number_with_unit', amount: 35, unit: 'years' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      layout: { said: 2, text: ['三房兩廳一衛'] },
      target_audience: { said: 3, text: ['我們兩個'] },
      problem_need: { said: 4, text: ['太小又有門檻', '膝蓋開過刀'] },
      lifestyle: { said: 5, text: ['畫水彩', '看書泡茶'] },
      important_collections: { said: 6, text: ['書'] },
      budget: { said: 7, value: { kind: 'money', amount: 2_000_000, max: 2_500_000, currency: 'TWD' } },
      move_in_date: { said: 8, value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      preferred_style: { said: 'asked', text: ['簡單明亮', '日式'] },
      colors_and_elements: { said: 'asked', text: ['原木色', '不要深色'] },
      key_considerations: { said: 'asked', text: ['防滑', '輪椅'] },
    },
  },

  // 29歲阿美族青年，花蓮光復部落青年會幹部，要辦第一屆部落路跑，需要整套活動視覺；口語、「安安」開場、表情符號。
  // Exercises: design items listed in one line, event date and registration date that are not the design deadline,
  // a budget said although this project type has no budget field, another town's race as comparison,
  // collaboration with elders' approval and a weekly meeting.
  // NOT facts of the project: 預計報名500人, 去年瑞穗那場800人, 8月路跑, 豐年祭, 7月開報名, 糖廠冰,
  // 公所補助12萬, 設計大概5萬（此類型沒有預算欄位）.
  {
    id: 'heldout56-other-zh-hualien-tribal-run-visuals',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '安安 想問你們有接活動設計嗎',
      '我們是花蓮光復的部落青年會 今年要辦第一屆部落路跑 有10K跟3K 想說這次找專業的來做視覺',
      '要做的有 主視覺海報 號碼布 完賽獎牌 還有T恤',
      '預計報名500人 去年瑞穗那場有800人 我們先保守一點😂',
      '路跑是8月 豐年祭前一週 但報名7月就開了 所以主視覺最晚5月底要好 T恤也要拿去印',
      '希望讓外地人知道光復 不是只有糖廠冰 年輕人也能回來做事',
      '錢的話 公所補助12萬 但含場地跟獎品 設計大概只能5萬',
      '聯絡找我就好 但最後要給頭目跟青年會幹部看過 我們每週日晚上開會 可以那時候給我們看',
    ],
    whenAsked: {
      target_audience: '喜歡跑步的上班族 20到45歲 還有從花蓮出去的遊子 帶小孩回來跑3K',
      preferred_style: '有活力 現代一點 但要有部落的味道 不要那種很觀光的原住民圖案',
      colors_and_elements: '紅 黑 白 是我們傳統服飾的顏色 可以放海岸山脈',
      key_considerations: '圖騰跟服飾的紋路要尊重 有些不能亂用 要先問過耆老',
    },
    otherwise: '都可以啦 你們決定👍',
    expected: {
      project_background: { said: 1, text: ['第一屆部落路跑'] },
      address: { said: 1, text: ['花蓮光復'] },
      other_design_requirements: { said: 2, text: ['主視覺海報', '號碼布', '獎牌', 'T恤'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      problem_need: { said: 5, text: ['讓外地人知道光復'] },
      collaboration_notes: { said: 7, text: ['頭目', '每週日晚上'] },
      target_audience: { said: 'asked', text: ['喜歡跑步的上班族', '遊子'] },
      preferred_style: { said: 'asked', text: ['有活力', '部落的味道'] },
      colors_and_elements: { said: 'asked', text: ['紅 黑 白', '海岸山脈'] },
      key_considerations: { said: 'asked', text: ['先問過耆老'] },
    },
  },
  // Visitor: 20대 후반 여성, 전주 서신동에서 할머니(김순이)가 하시던 떡집을 작년부터 같이 운영. Logo renewal.
  // Exercises: chatty emoji writing; name story volunteered in message 1; registration status + help in one message;
  // target and style both inside one complaint message (3); colours, deadline, considerations only when asked.
  // NOT facts of the project: 남원 (grandmother's hometown), 4만5천원 (price of a 1호 떡케이크), 효자동 / 작년 가을 /
  // 두 군데 (new competitor shops), 작년 (when she joined), 설 대목 (busy season, not the deadline).
  {
    id: 'heldout56-brand-ko-jeonju-tteok-renewal',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 로고 리뉴얼 문의드려요 😊 전주 서신동에서 할머니가 하시던 떡집을 제가 작년부터 같이 하고 있는데요, 간판이랑 포장지에 쓰는 로고가 너무 옛날 거라서 새로 하고 싶어요',
      '가게 이름은 순이네 떡방앗간이에요 ㅎㅎ 할머니 성함이 김순이셔서 동네 사람들이 그냥 순이네~ 하고 부르던게 이름이 됐어요. 할머니 고향이 남원인데 거기서도 떡 하셨대요',
      '주로 답례떡이랑 떡케이크, 설기 종류 하구요 요즘은 떡케이크 주문이 젤 많아요. 1호 사이즈가 4만5천원인데 돌잔치용으로 많이 나가요',
      '고민은... 인스타 보고 오시는 젊은 분들이 많아졌는데 로고가 너무 촌스러워서 사진 찍으면 안 예뻐요ㅠㅠ 할머니 느낌은 살리면서 요즘 감성이었으면 좋겠어요',
      '인스타는 @suni_tteok 이에요!',
      '상표등록은 안 했어요.. 그런것도 해야 되는거죠? 도와주시면 좋겠어요 🙏',
      '아 그리고 근처에 떡집이 두 군데 더 생겼어요ㅠ 효자동 쪽에 하나는 작년 가을에 오픈했구요',
    ],
    whenAsked: {
      project_background: '할머니 떡집 로고 리뉴얼이요! 간판이랑 포장지에 다 쓸 거예요',
      problem_need: '로고가 촌스러워서 젊은 손님들한테 안 어울려요. 사진 찍었을 때 예뻤으면 좋겠어요',
      brand_name_story: '할머니 성함이 김순이셔서 순이네예요 ㅎㅎ',
      products_or_services: '답례떡, 떡케이크, 설기요',
      registration_status: '안 했어요',
      need_registration_assistance: '네 도와주세요!',
      brand_website: '인스타 @suni_tteok 이요',
      target_audience: '인스타 보고 오시는 젊은 분들이요. 돌잔치 준비하는 30대 엄마들이 제일 많아요',
      preferred_style: '할머니 느낌은 살리면서 요즘 감성이요. 너무 힙한 것보다는 따뜻한 느낌?',
      colors_and_elements: '쑥색이랑 팥색? 그런 자연스러운 색이요. 떡 모양이나 절구 같은거 들어가도 좋을거 같아요. 형광색은 절대 싫어요',
      expected_deadline: '설 대목 끝나고 여유 생기면 진행하고 싶어서요.. 3월 말까지는 나왔으면 해요',
      key_considerations: '할머니가 보시고 좋아하셔야 돼요ㅋㅋ 그리고 포장지랑 스티커에 작게 찍어도 잘 보였으면 좋겠어요',
    },
    otherwise: '음 그건 잘 모르겠어요 ㅎㅎ 알아서 해주세요!',
    expected: {
      project_background: { said: 0, text: ['로고 리뉴얼', '떡집'] },
      address: { said: 0, text: ['서신동'] },
      brand_name_story: { said: 1, text: ['김순이', '순이네'] },
      products_or_services: { said: 2, text: ['답례떡', '떡케이크', '설기'] },
      problem_need: { said: 3, text: ['촌스러워서'] },
      target_audience: { said: 3, text: ['젊은 분들'] },
      preferred_style: { said: 3, text: ['요즘 감성'] },
      brand_website: { said: 4, text: ['@suni_tteok'] },
      registration_status: { said: 5, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 5, value: { kind: 'yes_no', value: true } },
      colors_and_elements: { said: 'asked', text: ['쑥색', '절구', '형광색'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['할머니가 보시고', '작게 찍어도'] },
    },
  },

  // Visitor: 40대 남성, 제주 서귀포 남원읍 귤농부. 파치귤로 만든 귤말랭이 포장 (파우치 + 10봉 선물세트).
  // Exercises: terse 음슴체, no punctuation, one fact a message; a weight corrected (40g → 35g, message 5 wins);
  // a channel being explored (공항 면세점) that belongs in plans, not sales_channels; USP volunteered in passing.
  // NOT facts of the project: 30년 (farm since his father), 3천평 (orchard size), 40g (corrected), 작년 (when the size
  // changed), 매일올레시장 (landmark near a shop), 200원 is a unit-cost ceiling (key consideration, not a budget), 5월 (tourist season).
  {
    id: 'heldout56-packaging-ko-jeju-gyul-chips',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '귤말랭이 포장 디자인 문의요',
      '제주 서귀포 남원읍에서 귤농사 하는데 아버지때부터 30년 됐음 과수원 3천평 정도고 파치귤 버리기 아까워서 말랭이 만들기 시작했어요',
      '지금은 그냥 투명비닐에 스티커 하나 붙여서 파는데 너무 없어보여서요 선물용으로도 팔고싶고',
      '한봉지 40g이고 무설탕임 귤 말고 한라봉도 있어요',
      '지퍼 파우치로 하고 10봉 들어가는 선물세트 박스도 하나 있었으면',
      '아 40g 아니고 35g이요 작년에 바꿨어요',
      '판매는 스마트스토어랑 서귀포 매일올레시장 근처 기념품샵 두군데 납품하고 있어요 공항 면세점도 들어가보려고 알아보는중',
      '크라프트지 느낌 좋아요 비닐은 최대한 줄이고싶고',
    ],
    whenAsked: {
      project_background: '귤농사 하면서 파치귤로 말랭이 만들어 팔아요 포장 새로 하려고요',
      product_description: '귤이랑 한라봉 껍질째 얇게 썰어서 건조기에 말린거요 그냥 간식으로 먹거나 차에 띄워 먹기도 해요',
      specification: '35g 한봉지고 선물세트는 10봉 들어가요',
      packaging_form: '지퍼파우치랑 선물세트 박스요',
      unique_selling_point: '무설탕 무첨가고 껍질째라 향이 진해요 저희 밭에서 난 귤만 써요',
      target_audience: '30~40대 여자분들 많이 사고 제주 여행 온 관광객들이 선물로 많이 사가요',
      sales_channels: '스마트스토어랑 기념품샵이요',
      preferred_style: '제주 느낌 나는데 너무 관광상품 같진 않게 깔끔하게',
      colors_and_elements: '주황색은 들어가야될거같고 돌하르방은 빼주세요 너무 흔해서',
      preferred_materials: '크라프트지요',
      expected_deadline: '3월 안에는 나와야돼요 5월부터 관광객 많아져서',
      key_considerations: '단가요 봉투 하나에 200원 넘으면 곤란함',
    },
    otherwise: '그건 잘 모르겠음 알아서 해주세요',
    expected: {
      project_background: { said: 1, text: ['파치귤', '말랭이'] },
      address: { said: 1, text: ['남원읍'] },
      problem_need: { said: 2, text: ['없어보여서요'] },
      product_description: { said: 3, text: ['한라봉'] },
      unique_selling_point: { said: 3, text: ['무설탕'] },
      packaging_form: { said: 4, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      specification: { said: 5, text: ['35g'] },
      sales_channels: { said: 6, text: ['스마트스토어', '기념품샵'] },
      plans_after_project: { said: 6, text: ['공항 면세점'] },
      preferred_materials: { said: 7, text: ['크라프트지'] },
      target_audience: { said: 'asked', text: ['관광객'] },
      colors_and_elements: { said: 'asked', text: ['주황색', '돌하르방'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['200원'] },
    },
  },

  // Visitor: 30대 남성 기획팀 대리, 경남 김해 자동차 브레이크 부품 가공업체 (주)대호정밀. Corporate site renewal.
  // Exercises: formal long first message carrying URL, problem and place; category stated as "not a shop";
  // budget corrected after asking the team lead (message 5 wins, an upper limit); a language "maybe later" that is a plan.
  // NOT facts of the project: 1994 (founded), 85명 (staff), 2012 (old site built), 멕시코 바이어 / 작년 (anecdote),
  // 하노이 / 2019 (Vietnam plant), 9월 프랑크푸르트 전시회 (trade fair, reason for the deadline), 1,500만원 (superseded budget).
  {
    id: 'heldout56-website-ko-gimhae-parts-maker',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까. 경남 김해에 있는 (주)대호정밀 기획팀 박민수 대리입니다. 저희는 자동차 브레이크 부품을 가공하는 회사로 1994년에 설립되었고 현재 직원은 85명 정도입니다. 현재 홈페이지(www.daeho-precision.co.kr)가 2012년에 만든 것이라 모바일에서 깨지고 제품 정보도 거의 업데이트가 안 되어 있어서 전면 리뉴얼을 검토하고 있습니다.',
      '회사 소개 위주의 기업 홈페이지고 쇼핑몰 기능은 필요 없습니다.',
      '주로 보실 분들은 해외 바이어나 완성차 협력사 구매 담당자분들입니다. 작년에 멕시코 바이어가 홈페이지 보고 연락 왔다가 정보가 너무 없어서 그냥 갔다는 얘기를 들었습니다..',
      '언어는 한국어, 영어 두 가지로 하고요 베트남 하노이에 2019년에 공장을 세워서 베트남어는 나중에 추가할 수도 있습니다.',
      '예산은 1,500만원 정도로 잡혀 있습니다.',
      '정정하겠습니다. 방금 팀장님께 여쭤보니 2,000만원까지는 가능하다고 하십니다.',
      '9월에 프랑크푸르트 자동차 부품 전시회에 참가하는데 새 명함이랑 카탈로그에 홈페이지 주소를 넣으려면 7월 말까지는 오픈해야 합니다.',
    ],
    whenAsked: {
      project_background: '자동차 부품 가공 회사이고 오래된 홈페이지를 전면 리뉴얼하려고 합니다.',
      url: 'www.daeho-precision.co.kr 입니다.',
      category: '기업 홈페이지입니다.',
      problem_need: '모바일에서 깨지고 제품 정보가 부족해서 해외 바이어들이 저희 회사를 제대로 알 수가 없습니다.',
      main_pages: '회사소개, 제품소개, 생산설비, 품질인증, 오시는 길, 문의하기 정도 생각하고 있습니다.',
      languages: '한국어, 영어입니다.',
      target_audience: '해외 바이어와 완성차 협력사 구매 담당자분들입니다.',
      competitors: '경쟁사라기보다 참고로 보는 곳은 현대모비스 홈페이지하고 만도 홈페이지입니다. 깔끔하고 신뢰감 있어 보여서요.',
      preferred_style: '신뢰감 있고 깔끔한 스타일이면 좋겠습니다. 너무 화려한 건 윗분들이 안 좋아하십니다.',
      budget: '2,000만원까지 가능합니다.',
      expected_deadline: '7월 말까지는 오픈해야 합니다.',
      key_considerations: '설비 사진이랑 인증서가 잘 보여야 합니다. 그리고 관리자 페이지에서 저희가 직접 제품을 올릴 수 있어야 합니다.',
    },
    otherwise: '그 부분은 특별히 정해진 것이 없습니다. 제안해 주시면 검토하겠습니다.',
    expected: {
      project_background: { said: 0, text: ['브레이크 부품', '전면 리뉴얼'] },
      url: { said: 0, text: ['daeho-precision.co.kr'] },
      problem_need: { said: 0, text: ['모바일에서 깨지고'] },
      address: { said: 0, text: ['김해'] },
      category: { said: 1, value: { kind: 'choice', selected: ['corporate'] } },
      target_audience: { said: 2, text: ['해외 바이어', '구매 담당자'] },
      languages: { said: 3, text: ['한국어', '영어'] },
      plans_after_project: { said: 3, text: ['베트남어'] },
      budget: { said: 5, value: { kind: 'money', amount: 20_000_000, bound: 'at_most', currency: 'KRW' } },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      main_pages: { said: 'asked', text: ['제품소개', '생산설비', '문의하기'] },
      competitors: { said: 'asked', text: ['현대모비스', '만도'] },
      preferred_style: { said: 'asked', text: ['신뢰감'] },
      key_considerations: { said: 'asked', text: ['직접 제품을 올릴 수'] },
    },
  },

  // Visitor: 40대 초반 여성, 강남 네일샵 실장 10년 넘게 하다가 인천 송도에 1인 네일샵 창업.
  // Exercises: one fact a message, emoji and ㅋㅋ, wanders to kids' school; lease numbers beside the budget;
  // area corrected (15평 contract area → 실평수 12평, message 6 wins); brand value and style in one message;
  // extra work (간판, 메뉴판) volunteered at the end.
  // NOT facts of the project: 강남 / 30평 (her old workplace), 15평 (공용 포함, corrected), 보증금 2천 / 월세 130 (lease),
  // 3월 (kids' school starts), 2층 is the floor, not a size.
  {
    id: 'heldout56-commercial-ko-songdo-nail-1in',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 네일샵 인테리어 때문에 연락드려요~',
      '강남에서 10년 넘게 실장으로 일하다가 이번에 제 샵 차려요ㅎㅎ 거기는 30평 넘는 큰 샵이었는데 저는 혼자 하는 1인샵으로 하려구요',
      '자리는 송도 센트럴파크 근처 상가 2층이에요. 애들 학교가 송도라 여기로 정했어요 ㅋㅋ',
      '평수는 15평이요!',
      '보증금 2천에 월세 130이라 인테리어엔 너무 많이 못 써요ㅠㅠ 3천 정도 생각하고 있어요',
      '손님들이 편하게 쉬다 가는 느낌? 호텔 라운지처럼 조용하고 프라이빗했으면 좋겠어요 💅',
      '아 평수 다시 확인해보니까 실평수 12평이래요 15평은 공용까지 포함이라고ㅠ',
      '오픈은 4월 초로 생각중이에요 3월에 애들 개학하고 좀 정신 차리고요ㅎㅎ',
      '참 간판이랑 메뉴판도 같이 해주실 수 있나요?',
    ],
    whenAsked: {
      project_background: '혼자 하는 1인 네일샵 인테리어요',
      problem_need: '처음 하는 샵이라 좁은 공간에 시술 자리랑 대기 공간을 어떻게 나눠야 할지 모르겠어요. 좁아 보이지 않게 하고 싶어요',
      brand_value: '손님이 편하게 쉬다 가는 곳이요. 조용하고 프라이빗한 느낌',
      target_audience: '송도 사는 30~40대 직장맘들이요. 시간 없고 조용한 데서 받고 싶어하는 분들',
      competitive_advantage: '10년 넘게 젤 연장 했던 경력이요. 그리고 1인샵이라 예약제로 한 분만 받아요',
      preferred_style: '호텔 라운지 같은 차분한 느낌이요',
      colors_and_elements: '베이지랑 웜그레이 좋아해요. 핑크 범벅은 싫어요ㅋㅋ',
      unique_design: '네일 컬러 샘플 벽이요! 손님이 직접 보고 고를 수 있게 쫙 진열하고 싶어요',
      address: '송도 센트럴파크 근처요',
      space_size: '실평수 12평이요',
      budget: '3천 정도요',
      opening_date: '4월 초요',
      key_considerations: '환기요. 네일 냄새 때문에 환기가 진짜 중요해요. 상가 2층이라 창문이 작거든요',
    },
    otherwise: '그건 아직 생각 못 해봤어요~ 추천해주세요!',
    expected: {
      project_background: { said: 1, text: ['1인샵'] },
      address: { said: 2, text: ['송도'] },
      budget: { said: 4, value: { kind: 'money', amount: 30_000_000, currency: 'KRW' } },
      brand_value: { said: 5, text: ['편하게 쉬다 가는'] },
      preferred_style: { said: 5, text: ['호텔 라운지'] },
      space_size: { said: 6, value: { kind: 'number_with_unit', amount: 12, unit: 'pyeong' } },
      opening_date: { said: 7, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      other_design_requirements: { said: 8, text: ['간판', '메뉴판'] },
      problem_need: { said: 'asked', text: ['좁아 보이지 않게'] },
      target_audience: { said: 'asked', text: ['직장맘'] },
      competitive_advantage: { said: 'asked', text: ['예약제'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '핑크'] },
      unique_design: { said: 'asked', text: ['컬러 샘플 벽'] },
      key_considerations: { said: 'asked', text: ['환기'] },
    },
  },

  // Visitor: 30대 중반 여성 마케팅 과장, 경기 화성 화장품 OEM·ODM 회사. 5월 코엑스 뷰티 엑스포, 비건 선크림 라인.
  // Exercises: company town (화성) is not the venue (코엑스); booth given as 6x3 (→ 18㎡) next to last year's 3x3;
  // opening, move-in and move-out all in one message; water + electricity implied by what they will do.
  // NOT facts of the project: 화성 (company HQ), 킨텍스 / 3x3 / 작년 (last year's booth), 120장 / 두 건 (last year's
  // business cards and deals), 오후 5시 (closing hour), 참가비 (paid separately, not the budget).
  {
    id: 'heldout56-exhibition-ko-coex-vegan-sun',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 부스 디자인 견적 문의드립니다. 저희는 경기도 화성에 있는 화장품 OEM·ODM 회사인데 5월에 코엑스에서 하는 뷰티 엑스포에 나가요. 올해 새로 개발한 비건 선크림 라인을 메인으로 보여줄 예정이에요',
      '작년에는 킨텍스에서 3x3 부스 하나로 나갔는데 너무 좁아서 이번엔 2개 붙여서 6x3으로 신청했어요',
      '전시 기간은 5월 13일부터 15일까지고요 설치는 11일, 12일 이틀 가능하대요. 철수는 15일 오후 5시 폐막하고 당일 밤까지 빼야 된대요',
      '만나고 싶은건 해외 바이어요 특히 동남아랑 중동 쪽 유통사. 작년엔 명함 120장 정도 받았는데 실제 계약은 두 건밖에 안 됐어요ㅠ',
      '선크림 발라보고 닦을 수 있게 물 나오는 데가 있어야 되고 조명이랑 모니터 땜에 전기도 필요해요',
      '예산은 부스 시공비로 2천5백 정도요. 참가비는 따로 냈어요',
    ],
    whenAsked: {
      project_background: '뷰티 엑스포에서 비건 선크림 라인 선보이는 부스요',
      brand_value: '피부에 순하고 지구에도 순한 제품이요. 부스 들어오면 깨끗하고 믿을 수 있는 회사라는 느낌 받았으면 해요',
      target_audience: '해외 바이어, 동남아랑 중동 유통사요',
      preferred_style: '화이트 베이스에 밝고 깨끗한 느낌이요. 자연광 같은 조명',
      unique_design: '가운데에 큰 햇빛 모양 조명 구조물 같은거 있으면 멀리서도 눈에 띌거 같아요. 선크림이니까요ㅎㅎ',
      address: '코엑스 A홀이요',
      space_size: '6x3이요 18제곱미터',
      water_electricity_supply: '둘 다 필요해요',
      budget: '2천5백이요',
      opening_date: '5월 13일이요',
      entry_date: '11일이랑 12일이요',
      exit_date: '15일 밤까지요',
      key_considerations: '상담 테이블이 최소 3개는 있어야 하고 영어 안내문 꼭 필요해요. 그리고 시공이 이틀 안에 끝나야 돼요',
    },
    otherwise: '그건 특별히 없어요. 제안해주시면 내부 보고할게요',
    expected: {
      project_background: { said: 0, text: ['뷰티 엑스포', '비건 선크림'] },
      address: { said: 0, text: ['코엑스'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-13', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-05-11', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-05-15', precision: 'day' } },
      target_audience: { said: 3, text: ['해외 바이어', '중동'] },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 5, value: { kind: 'money', amount: 25_000_000, currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['믿을 수 있는'] },
      preferred_style: { said: 'asked', text: ['화이트'] },
      unique_design: { said: 'asked', text: ['햇빛 모양'] },
      key_considerations: { said: 'asked', text: ['상담 테이블'] },
    },
  },

  // Visitor: 30대 후반 여성 간호사, 호주 시드니 거주 (UTC+11 in January), asking for her 70대 parents' house in
  // 청주 상당구 용암동: 1992년에 지은 2층 단독주택, full remodel around the father's bad knee.
  // Exercises: long wandering first message (type, place, build year, who lives there); layout over two floors;
  // a range budget shared with her brother; move-in "by early September, before 추석"; a collection volunteered.
  // NOT facts of the project: 시드니 (where she lives), 작년 (knee surgery), 초등학교 (when she moved in as a child),
  // 32평 (brother's apartment in 서울), 이모댁 (where parents stay during works), 추석 (reason for the date),
  // 1992 is the build year (filed as age 34 years, not a date), 500장 is just how many LPs.
  {
    id: 'heldout56-residential-ko-cheongju-parents-house',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 660,
    messages: [
      '안녕하세요 저는 호주 시드니에 살고 있는데 청주에 계신 부모님 집 리모델링 때문에 대신 문의드려요. 부모님 두 분 다 70대셔서 인터넷으로 알아보시는게 어려우셔서요.. 집은 청주 상당구 용암동에 있는 2층 단독주택이고 1992년에 지은 집이에요. 제가 초등학교 들어갈때 이사왔으니까 저도 거기서 자랐어요 ㅎㅎ',
      '작년에 아빠가 무릎 수술을 하셔서 계단 오르내리는게 너무 힘드세요. 그래서 2층은 거의 안 쓰시고 1층에서만 생활하시는데 1층 화장실이 좁고 턱이 있어서 위험해요',
      '1층에 방2개 거실 주방 화장실 하나, 2층에 방 2개랑 화장실 하나 있어요',
      '건물은 1,2층 합쳐서 45평 정도래요. 서울 사는 오빠네 아파트가 32평인데 그거보다 훨씬 넓어요 ㅋㅋ',
      '부모님은 공사하는 동안 근처 이모댁에 계시기로 했고 추석 전에는 들어가셔야 해요. 그래서 늦어도 9월 초까지는 입주하셨으면 해요',
      '아빠가 LP를 진짜 많이 모으셨어요 한 500장? 그거 둘 데가 꼭 있어야 돼요',
      '예산은 7천에서 8천 사이요. 오빠랑 제가 나눠서 내드리려구요',
    ],
    whenAsked: {
      project_background: '부모님 사시는 단독주택 전체 리모델링이요. 1층 위주로 부모님 편하게 사실 수 있게요',
      property_category: '2층 단독주택이요',
      layout: '1층에 방2개 거실 주방 화장실 하나, 2층에 방 2개 화장실 하나요',
      age: '1992년에 지었어요',
      problem_need: '계단이랑 1층 화장실이요. 좁고 턱이 있어서 위험해요',
      target_audience: '70대 부모님 두 분이 사세요',
      lifestyle: '두 분 다 은퇴하셔서 거의 집에 계세요. 아침엔 엄마가 마당에서 화분 돌보시고 아빠는 거실에서 음악 들으시면서 신문 보세요. 명절엔 저희 식구까지 열 명 넘게 모여요',
      preferred_style: '밝고 따뜻한 느낌이요. 부모님이 너무 모던한 건 어색해하실 거 같아요',
      colors_and_elements: '1층 화장실은 미끄럼 방지 타일에 안전 손잡이 꼭 해주세요. 어두운 색은 피하고 싶어요',
      address: '청주 상당구 용암동이요',
      space_size: '45평 정도요',
      budget: '7천에서 8천 사이요',
      move_in_date: '늦어도 9월 초까지요',
      key_considerations: '제가 한국에 없어서 공사 중에 사진으로 자주 공유해주셨으면 좋겠어요. 그리고 문턱은 다 없애주세요',
      memorable_moments: '마당에서 가족들 다 같이 김장하던 거요. 그건 계속 하실 거예요',
    },
    otherwise: '음 그건 부모님께 여쭤봐야 할 것 같아요. 일단 추천해 주시면 좋겠어요',
    expected: {
      project_background: { said: 0, text: ['리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 0, text: ['용암동'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 34, unit: 'years' } },
      target_audience: { said: 0, text: ['70대'] },
      problem_need: { said: 1, text: ['계단', '턱이 있어서'] },
      layout: { said: 2, text: ['1층에 방2개', '2층에 방 2개'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 45, unit: 'pyeong' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-09-01', precision: 'month', relation: 'by' } },
      important_collections: { said: 5, text: ['LP'] },
      budget: { said: 6, value: { kind: 'money', amount: 70_000_000, max: 80_000_000, currency: 'KRW' } },
      lifestyle: { said: 'asked', text: ['은퇴', '명절'] },
      colors_and_elements: { said: 'asked', text: ['미끄럼 방지', '손잡이'] },
      key_considerations: { said: 'asked', text: ['문턱'] },
    },
  },

  // Visitor: 60대 남성, 강원 평창 봉평면 솔밭마을 이장. 둘레길 종합안내판, 이정표, 종이 마을 지도.
  // Exercises: older writer ("읍니다", "..."), village history numbers that are not project facts; the scope
  // corrected (이정표 열두개 → 열다섯개, message 6 wins); design deadline distinct from the installation deadline.
  // NOT facts of the project: 7키로 (trail length), 작년 (grant awarded), 83가구 / 70년대 / 화전민 (village history),
  // 9월 메밀꽃 축제, 6월 말 (installation and grant settlement, not the design deadline), 열두개 (corrected).
  {
    id: 'heldout56-other-ko-pyeongchang-trail-signs',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '수고하십니다.. 강원도 평창 봉평면 솔밭마을 이장입니다. 마을 둘레길 안내판 디자인 맡기려고 연락 드렸읍니다',
      '작년에 군 보조금 사업에 선정이 돼서 마을 뒷산으로 둘레길을 7키로 정도 냈는데 안내판이 하나도 없어서 외지 사람들이 자꾸 길을 잃어요...',
      '입구에 큰 종합안내판 하나하고 갈림길마다 세울 이정표 열두개. 그리고 종이로 된 마을 지도도 같이 해주시면 좋겠고',
      '우리 마을이 83가구 사는데 70년대엔 화전민 마을이었어요. 메밀꽃 축제때 9월에 사람들 많이 옵니다',
      '주로 오는 사람은 등산객, 캠핑하는 젊은 사람들, 애들 데리고 오는 가족들 입니다',
      '설치는 6월 말까지 해야 보조금 정산이 되니 디자인은 4월 중순까지는 나와야 합니다',
      '아 그리고 이정표 열두개가 아니라 열다섯개요. 어제 운영위원회에서 세 군데 더 넣자고 해서..',
    ],
    whenAsked: {
      project_background: '마을 둘레길 안내판 디자인입니다',
      other_design_requirements: '종합안내판 하나, 이정표 열다섯개, 종이 마을 지도입니다',
      problem_need: '외지 사람들이 길을 안 잃게 하는 것이 제일입니다',
      target_audience: '등산객, 캠핑하는 젊은 사람들, 가족들입니다',
      preferred_style: '나무로 된 자연스러운 느낌이요. 너무 도시 같은 건 마을하고 안 어울려요',
      colors_and_elements: '소나무 마을이니 소나무 그림 들어가면 좋겠고요. 빨간색 노란색 같은 쨍한 색은 싫습니다',
      address: '평창 봉평면 솔밭마을입니다',
      expected_deadline: '4월 중순까지요',
      key_considerations: '어르신들도 보셔야 하니 글씨가 커야 합니다. 눈 많이 오는 데라 겨울에도 안 상하는 재질이어야 하고요',
      collaboration_notes: '한 달에 한 번 운영위원회 회의가 있으니 그때 시안 보여주시면 됩니다. 최종 결정은 위원장님이 하시고 연락은 저한테 하시면 됩니다',
    },
    otherwise: '그건 잘 모르겠으니 알아서 해주시면 됩니다..',
    expected: {
      project_background: { said: 0, text: ['둘레길 안내판'] },
      address: { said: 0, text: ['봉평면'] },
      problem_need: { said: 1, text: ['길을 잃어요'] },
      target_audience: { said: 4, text: ['등산객', '가족'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      other_design_requirements: { said: 6, text: ['이정표', '열다섯개'] },
      preferred_style: { said: 'asked', text: ['나무'] },
      colors_and_elements: { said: 'asked', text: ['소나무', '쨍한 색'] },
      key_considerations: { said: 'asked', text: ['글씨가 커야'] },
      collaboration_notes: { said: 'asked', text: ['위원장님'] },
    },
  },
];
