import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fifty-eighth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: visitors who mostly answer what they
 * are asked. One to three short opening messages, then a reply to each question as it comes, the way busy people on a
 * phone answer: a word or two, typos, hedges, "as I said" / "剛剛說過" / "아까 말씀드렸듯이" before an answer, "not sure
 * yet", an answer in the middle of chat, now and then a question back.
 * Written in session 28 after the session's rules for held-outs 56 and 57, and played once before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 58: visitors who mostly answer what they are asked)
 * - Marcus Bell, 38, mobile dog groomer in Tucson: terse, no caps, two short openers, then a word or two per question; a question back about trademark cost.
 * - Priya Natarajan, 31, chai concentrate maker in Austin: three openers with a bottle-size correction (32 oz -> 16 oz), then chatty short replies.
 * - Gary Kowalski, 61, plumbing company owner in Parma, OH: one blunt opener plus where he is, then clipped replies, a budget range, a "maybe polish lol" hedge.
 * - Kim Tran, 36, opening a banh mi + boba cafe with her sister in Sacramento: size corrected in message 3 (1200 -> 1,350 sq ft), budget buried mid-chat.
 * - Rob Lindqvist, 49, sales guy for an ice-fishing shelter maker in Bemidji: first big trade show; venue, power and dates only come out when asked.
 * - Hannah Okafor, 34, ER nurse who just bought a ranch house in Boise: budget changed between messages (90k -> 100k max), hedged square footage.
 * - Walt Pruitt, 67, retired teacher volunteering at an Anchorage food pantry: a mural design; formal full sentences, one fact per answer.
 */
/*
 * Writer's note (zh-TW, batch 58: visitors who mostly answer what they are asked)
 * - brand: 台南老餅舖第三代老闆娘，兩則開場就等著被問，回答短、偶有錯字（因該、醬）。
 * - packaging: 屏東檸檬農二代，退伍回鄉做檸檬原汁，愛用 emoji，規格一開始就講了。
 * - website: 在東京上班的女兒幫嘉義民宿爸媽問，提供舊網址，預算用反問的方式給上限。
 * - commercial: 高雄左營的髮型設計師要自立門戶，坪數說錯馬上更正，順口提到租金。
 * - exhibition: 台中大雅煞車零件廠的業務經理，一句一事，攤位尺寸與日期講得很精確。
 * - residential: 板橋老公寓的新手媽媽，開場一長串，提到爸媽家透天與房租等干擾數字。
 * - other: 宜蘭頭城社區發展協會總幹事，用句號的長輩口吻，要導覽地圖和彩繪牆。
 */
/*
 * Writer's note (ko-KR, batch 58: visitors who mostly answer what they are asked)
 * - brand_design: 30대 초반 송도 필라테스 원장. 짧은 첫 인사 + 한 메시지 소개, 나머지는 질문마다 짧게; 상표 도움엔 질문으로 되물음.
 * - packaging_design: 50대 상주 곶감 농장 2대째. 띄어쓰기·마침표 거의 없는 말투, "말씀드린대로", 소재는 "잘 모르겠습니다"로 얼버무림.
 * - website: 40대 김해 금형업체 해외영업 과장. 문제를 먼저 털어놓고, 예산이 메시지 안에서 바뀜(천만 → 천오백 이하).
 * - commercial_space: 20대 후반 대구 삼덕동 네일샵 이전. 평수 정정(12평 → 15평), 이모티콘·ㅋㅋ, 예산 되묻기.
 * - exhibition_space: 30대 후반 비건 스킨케어 브랜드 마케터. 3x6 부스, 날짜는 물어볼 때 하나씩, 수도는 되물으며 답함.
 * - residential_space: 60대 은퇴 부부, 양평 구옥 단독주택. 말줄임표 많은 말투, 대지 평수와 집 평수가 한 답에 섞임, "더 들까요?".
 * - other: 40대 초반 광주 러닝크루 회장. 이모지 섞인 긴 첫 메시지, 5주년 티셔츠·엠블럼, 마감은 먼저 말하고 다시 물으면 반복.
 */
export const fiftyEighthHeldOutConversations: CorpusConversation[] = [
  // Marcus Bell, 38, runs a one-van mobile dog grooming business in Tucson, AZ. Types fast, no capitals, "lol", "w" for with.
  // Exercises: two short openers (background + where, then services with a price), then one short reply per core field;
  // a question back before a yes ("is that gonna cost extra?"), a hedge on the deadline ("i think"), social handle as website.
  // NOT facts of the project: 3 yrs in business, the 2nd van (and its count), the cousin's $50 clip art, $85 a groom,
  // Oro Valley and the foothills (where customers live, not his base), Phoenix and a 3rd van (someday).
  {
    id: 'heldout58-brand-en-mobile-grooming',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hi need a logo for my mobile dog grooming biz, Muddy Paws Mobile Grooming. been doing it 3 yrs out of 1 van here in Tucson. getting a 2nd van this spring and want it wrapped w a real logo, not the clip art my cousin made for $50 lol",
      "we do full grooms, bath & brush, nail trims, teeth cleaning. dogs only no cats sorry. full groom is $85 for most dogs",
    ],
    whenAsked: {
      problem_need: "ppl see a van w clip art and think its some random guy lol. want to look legit and professional so they trust us w their dogs",
      brand_name_story: "my first dog Biscuit jumped in every mud puddle on every walk and then needed a bath. so muddy paws",
      products_or_services: "like i said full grooms, bath & brush, nails, teeth",
      registration_status: "no havent done that",
      need_registration_assistance: "is that gonna cost extra? eh yeah ok, id want help w that, no clue how it works",
      brand_website: "just insta @muddypawstucson",
      target_audience: "busy families and older folks who cant lift a big dog into a tub. lots of our clients are up in the foothills and oro valley",
      preferred_style: "fun but not cartoony? clean",
      colors_and_elements: "teal and orange maybe. paw print is probably too cliche idk. no brown lol",
      expected_deadline: "new van comes march 15 i think so before that",
      key_considerations: "has to read from far away on the side of the van and still look ok tiny on insta",
      other_design_requirements: "the van wrap obv, and biz cards",
      plans_after_project: "3rd van eventually, maybe phoenix in a couple yrs",
    },
    otherwise: "no preference, whatever u think",
    expected: {
      project_background: { said: 0, text: ['logo for my mobile dog grooming', 'clip art'] },
      address: { said: 0, text: ['Tucson'] },
      products_or_services: { said: 1, text: ['full grooms', 'bath & brush', 'nail trims', 'teeth cleaning'] },
      problem_need: { said: 'asked', text: ['look legit and professional'] },
      brand_name_story: { said: 'asked', text: ['Biscuit', 'mud puddle'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@muddypawstucson'] },
      target_audience: { said: 'asked', text: ['busy families', 'older folks'] },
      preferred_style: { said: 'asked', text: ['fun but not cartoony', 'clean'] },
      colors_and_elements: { said: 'asked', text: ['teal and orange', 'no brown'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['read from far away', 'tiny on insta'] },
    },
  },

  // Priya Natarajan, 31, makes chai concentrate from her mom's recipe and sells it at farmers markets in Austin, TX.
  // Exercises: three openers (story + channels + where; current jar size; a correction to 16 oz single bottles),
  // then friendly short replies with emoji, a "like i said" repeat, numbers inside replies that are not specs.
  // NOT facts of the project: Chennai (where mom is from), about 2 years at the markets, the 32 oz jars (superseded),
  // $6 a cup, 24g of sugar in the big brand, mixing 1 to 1 (how it's used, not a size), a rooibos version next year.
  {
    id: 'heldout58-packaging-en-chai-concentrate',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! I make chai concentrate, my mom's recipe (she's from Chennai). Been selling it at 2 farmers markets here in Austin for about 2 years and now a local grocery co-op wants to carry it, so I need real packaging asap. Right now it's a handwritten label lol",
      "right now it goes in 32 oz mason jars with a sticker",
      "oh wait important, the co-op wants 16 oz bottles not the 32 oz jars, so the packaging is for 16 oz bottles. single bottles, no multipacks",
    ],
    whenAsked: {
      product_description: "it's a spiced black tea concentrate, you mix it 1 to 1 with milk, hot or iced",
      specification: "16 oz like i said, one bottle",
      packaging_form: "glass bottle with a label, that's it for now",
      unique_selling_point: "real whole spices, no syrup stuff, way less sugar than the big brands. theirs has like 24g a serving 😬",
      target_audience: "hmm ppl who love coffee shop chai but don't wanna pay $6 a cup. 25-45 mostly, lots of moms at the market",
      sales_channels: "as i said farmers markets + the co-op. maybe online someday",
      preferred_style: "warm, a little bit indian but modern. not spice aisle cliche",
      colors_and_elements: "saffron yellow and deep red? my mom's kolam drawings would be sooo cool on it",
      preferred_materials: "glass for sure. and label paper that doesnt peel in the fridge",
      expected_deadline: "co-op wants samples by march 1st so before that ideally",
      key_considerations: "needs the nutrition facts panel + barcode, and it has to stay on with condensation. do you guys do the barcode too?",
      problem_need: "look like a real product next to the big brands on the shelf",
      plans_after_project: "maybe a decaf rooibos version next year",
    },
    otherwise: "no preference, you guys decide!",
    expected: {
      project_background: { said: 0, text: ['chai concentrate', 'grocery co-op wants to carry it'] },
      address: { said: 0, text: ['Austin'] },
      sales_channels: { said: 0, text: ['farmers markets', 'grocery co-op'] },
      specification: { said: 2, text: ['16 oz bottles', 'single bottles'] },
      product_description: { said: 'asked', text: ['spiced black tea concentrate', 'mix it 1 to 1 with milk'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bottle_jar', 'label'] } },
      unique_selling_point: { said: 'asked', text: ['real whole spices', 'less sugar'] },
      target_audience: { said: 'asked', text: ['coffee shop chai', '25-45'] },
      preferred_style: { said: 'asked', text: ['warm', 'modern'] },
      colors_and_elements: { said: 'asked', text: ['saffron yellow', 'deep red', 'kolam'] },
      preferred_materials: { said: 'asked', text: ['glass', 'doesnt peel in the fridge'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['nutrition facts', 'barcode', 'condensation'] },
    },
  },

  // Gary Kowalski, 61, runs Kowalski & Sons Plumbing in Parma, Ohio (a Cleveland suburb), started by his dad.
  // Exercises: a blunt one-line opener and where they are, then clipped replies with missing apostrophes; a budget range
  // with a hedge ("5 grand? maybe up to 8"), a languages answer that wanders ("Maybe polish lol ... No just English"),
  // a deadline as a season turned into a month with a question mark.
  // NOT facts of the project: 2014 (when the nephew built the old site), 1987 (when dad started), page 3 on Google,
  // 2am, Roto-Rooter's and Benjamin Franklin's own sites (competitors, not his URL), the coupons page "maybe".
  {
    id: 'heldout58-website-en-plumbing-parma',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Need a new website for Kowalski & Sons Plumbing. Current one my nephew built in 2014 and it doesnt work on phones. Thats where all the calls come from now.",
      "We're in Parma. Been here since 1987, my dad started it",
    ],
    whenAsked: {
      url: "kowalskiplumbing.com",
      category: "Just a company site. Phone calls are fine we dont do online booking",
      problem_need: "Works on phones and gets the phone to ring. Google has us on page 3",
      main_pages: "Home, services, about us, reviews, contact. Maybe a coupons page",
      languages: "English. Maybe polish lol my mother would like that. No just English",
      target_audience: "Homeowners with a leak at 2am. Alot of older folks on the west side",
      competitors: "Roto-Rooter I guess, and Benjamin Franklin Plumbing. Their sites look good",
      preferred_style: "Simple. Big phone number at the top. Nothing flashy",
      budget: "No idea what these cost. 5 grand? maybe up to 8 if it has to be",
      expected_deadline: "Before spring, thats when basements flood and we get busy. March?",
      key_considerations: "Has to be easy for my daughter-in-law to update, she runs the office. And show we're licensed and insured",
      other_design_requirements: "Got a logo already, the one on the trucks. Maybe photos of the guys",
      collaboration_notes: "Call me, I dont do email much. My son Mike and me decide",
    },
    otherwise: "Whatever you think is best",
    expected: {
      project_background: { said: 0, text: ['Kowalski & Sons Plumbing', 'doesnt work on phones'] },
      address: { said: 1, text: ['Parma'] },
      url: { said: 'asked', text: ['kowalskiplumbing.com'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      problem_need: { said: 'asked', text: ['Works on phones', 'phone to ring'] },
      main_pages: { said: 'asked', text: ['services', 'about us', 'reviews', 'contact'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['Homeowners', 'older folks'] },
      competitors: { said: 'asked', text: ['Roto-Rooter', 'Benjamin Franklin'] },
      preferred_style: { said: 'asked', text: ['Simple', 'Big phone number'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 5000, max: 8000, currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['easy for my daughter-in-law to update', 'licensed and insured'] },
    },
  },

  // Kim Tran, 36, opening a banh mi + boba cafe with her sister in an old sandwich-chain spot in Land Park, Sacramento.
  // Exercises: three openers (story + where, a size, a size correction 1200 -> 1,350 sq ft), then quick replies with
  // emoji and "!!"; the budget buried in chat ("lol ok so… my sister did the math"), a hedged opening month.
  // NOT facts of the project: 1200 sq ft (superseded), the landlord's 15k that fell through, Saigon (the aunties' kitchen),
  // Sac State (where customers study), the 3 compartment sink count, Elk Grove (a maybe second location).
  {
    id: 'heldout58-commercial-en-banh-mi-boba',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "hey! me and my sister are opening a banh mi + boba spot in Sacramento, we signed the lease on an old Subway in Land Park lol. its empty, just the counter left. need the whole interior designed",
      "space is about 1200 sq ft",
      "ok i just checked the lease its 1,350 sq ft not 1200. my bad",
    ],
    whenAsked: {
      problem_need: "make it a place you wanna hang out, not grab and go. the old subway vibe has to goooo 😂",
      brand_value: "family. its all our mom's recipes. we want ppl to feel like they walked into our auntie's kitchen in Saigon but cute",
      target_audience: "college kids from sac state, young families, ppl working downtown on their lunch",
      competitive_advantage: "we bake the bread fresh every morning in house. nobody around here does that, they all buy from the same bakery",
      preferred_style: "bright, kinda retro? like a 70s saigon cafe meets modern",
      colors_and_elements: "mint green and pink!! lots of plants. no red and gold please thats every pho place",
      unique_design: "a window where ppl can watch us bake the baguettes",
      address: "Land Park, Sacramento like i said",
      space_size: "1,350 sq ft",
      budget: "lol ok so… my sister did the math and we can do about 80k total. the landlord was supposed to chip in 15k but that fell thru",
      opening_date: "hoping june? before summer for sure",
      key_considerations: "health dept stuff, we need the 3 compartment sink and all that up to code. and the line cant block the door at lunch rush",
      other_design_requirements: "menu board and the sign outside yes please",
      plans_after_project: "2nd spot in elk grove if this goes well 🤞",
    },
    otherwise: "no pref, up to u guys!",
    expected: {
      project_background: { said: 0, text: ['banh mi + boba', 'old Subway'] },
      address: { said: 0, text: ['Sacramento', 'Land Park'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1350, unit: 'ft2' } },
      problem_need: { said: 'asked', text: ['place you wanna hang out', 'not grab and go'] },
      brand_value: { said: 'asked', text: ['family', "mom's recipes"] },
      target_audience: { said: 'asked', text: ['college kids', 'young families'] },
      competitive_advantage: { said: 'asked', text: ['bake the bread fresh every morning'] },
      preferred_style: { said: 'asked', text: ['bright', 'retro'] },
      colors_and_elements: { said: 'asked', text: ['mint green and pink', 'plants', 'no red and gold'] },
      unique_design: { said: 'asked', text: ['watch us bake the baguettes'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 80000, currency: 'USD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['up to code', 'cant block the door'] },
    },
  },

  // Rob Lindqvist, 49, sales manager at Northwoods Shelter Co, a small maker of portable ice fishing shelters in Bemidji, MN.
  // Exercises: one story opener and the booth size, then short answers for venue, power, budget and the three dates;
  // "like I said" on a repeat; the company's home town and last year's show are not the venue.
  // NOT facts of the project: Bemidji (where the company is, not the venue), Brainerd and the 6 ft table (last year's expo),
  // union labor, the St Paul and Fargo shows (maybe next year), the boss's "stretch a little".
  {
    id: 'heldout58-exhibition-en-ice-fishing-shelters',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi there, I'm with Northwoods Shelter Co, we make portable ice fishing shelters up in Bemidji. We got a booth at the Northwest Sportshow this year, first time doing a big show. Last year we did a bait shop expo in Brainerd with a 6 ft table lol. Need a real booth",
      "booth is 10x20 ft",
    ],
    whenAsked: {
      brand_value: "tough gear built by people who actually fish. want folks to feel like they walked into a buddys fish house",
      target_audience: "mostly the public, guys and families who ice fish. a few dealers from bait shops too",
      preferred_style: "rugged, woodsy, nothing too slick",
      unique_design: "we wanna set up one of our shelters right in the booth on a fake ice floor so people can go inside and sit",
      address: "Minneapolis Convention Center, hall B i think",
      space_size: "10 x 20 like i said",
      water_electricity_supply: "power yes for lights and a tv. no water",
      budget: "boss said 12k all in. dont tell him but we could maybe stretch a little",
      opening_date: "show opens thursday march 26",
      entry_date: "move in is tuesday the 24th",
      exit_date: "tear down sunday the 29th after close",
      key_considerations: "has to fit in our trailer and 2 of us gotta be able to set it up ourselves. not paying union labor for everything",
      colors_and_elements: "our logo is orange and black",
      other_design_requirements: "a banner and some handouts w a coupon",
      plans_after_project: "reuse it at the st paul show and maybe fargo next year",
    },
    otherwise: "eh whatever works, you're the pros",
    expected: {
      project_background: { said: 0, text: ['portable ice fishing shelters', 'first time doing a big show'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      brand_value: { said: 'asked', text: ['built by people who actually fish', 'fish house'] },
      target_audience: { said: 'asked', text: ['the public', 'dealers'] },
      preferred_style: { said: 'asked', text: ['rugged', 'woodsy'] },
      unique_design: { said: 'asked', text: ['fake ice floor', 'go inside and sit'] },
      address: { said: 'asked', text: ['Minneapolis Convention Center'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 12000, currency: 'USD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-26', precision: 'day' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-24', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-29', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['fit in our trailer', 'set it up ourselves'] },
    },
  },

  // Hannah Okafor, 34, ER nurse; she, her husband, two kids and a big dog just bought a 1960s ranch house on the Boise Bench.
  // Exercises: a chatty opener (what + where), a budget in message 2 that is changed in message 3 (90k -> 100k max),
  // then replies with hedges ("around 1400, the listing said 1,420"), emoji, "like i said" repeats, a hard move-in date.
  // NOT facts of the project: Ohio and 2 yrs renting, 90k (superseded), the roof from 2015, 110 lbs of dog,
  // grandma's house in Columbus, her mom being 70, "around 1400" (the listing's 1,420 wins).
  {
    id: 'heldout58-residential-en-boise-ranch',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi!! so we just closed on a ranch house in Boise, up on the Bench. we moved here from Ohio 2 yrs ago and have been renting. its VERY brown lol, wood paneling everywhere. we want to redo the kitchen and both bathrooms and open it up a bit before we move in",
      "husband says i should mention budget is 90k. max.",
      "ok we talked and its 100k max, his mom is helping 🙏",
    ],
    whenAsked: {
      property_category: "single family house, one story",
      layout: "3 bed, 1 full bath + a half bath, living room and a tiny den",
      age: "built 1962 so like 64 yrs old. roof is from 2015 tho",
      problem_need: "kitchen is closed off, i cant see the kids from the stove. and only one shower for 4 people 😩",
      target_audience: "me, my husband, our 2 kids (6 and 9) and a very large dog named Moose",
      lifestyle: "i work 12 hr shifts at the hospital so when im home im HOME. we cook a lot, sunday dinners w friends, kids do homework at the counter",
      preferred_style: "light and warm. kinda modern farmhouse but not the shiplap everything version lol",
      colors_and_elements: "white oak, soft greens. NO more brown paneling. we want to keep the brick fireplace tho",
      address: "like i said Boise, the bench area",
      space_size: "around 1400, the listing said 1,420 sq ft",
      budget: "100k max like i said",
      move_in_date: "our lease ends june 30 so we have to be in by then. like HAVE to",
      key_considerations: "staying on budget. and the dog, we need floors that can handle 110 lbs of dog",
      important_collections: "my grandma's piano!!",
      memorable_moments: "sunday dinners at my grandmas in Columbus, everyone squeezed around one table",
      plans_after_project: "my mom might move in eventually, she's 70",
    },
    otherwise: "hmm no preference, whatever you think!",
    expected: {
      project_background: { said: 0, text: ['redo the kitchen and both bathrooms', 'wood paneling'] },
      address: { said: 0, text: ['Boise', 'the Bench'] },
      budget: { said: 2, value: { kind: 'money', amount: 100000, bound: 'at_most', currency: 'USD' } },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['detached_house'] } },
      layout: { said: 'asked', text: ['3 bed', 'half bath', 'den'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 64, unit: 'years' } },
      problem_need: { said: 'asked', text: ['kitchen is closed off', 'only one shower'] },
      target_audience: { said: 'asked', text: ['my husband', '2 kids', 'dog'] },
      lifestyle: { said: 'asked', text: ['12 hr shifts', 'cook a lot', 'homework at the counter'] },
      preferred_style: { said: 'asked', text: ['light and warm', 'modern farmhouse'] },
      colors_and_elements: { said: 'asked', text: ['white oak', 'soft greens', 'brick fireplace'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 1420, unit: 'ft2' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-06-30', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['staying on budget', 'floors that can handle'] },
    },
  },

  // Walt Pruitt, 67, retired middle-school teacher, volunteers at a community food pantry in Mountain View, Anchorage.
  // Exercises: the "other" type (a mural design); one formal opener with what and where, then one complete sentence per
  // question; a deadline reasoned from the weather; a "does that make sense?" question back; collaboration as a core field.
  // NOT facts of the project: the $3,500 grant, the 40 by 12 ft wall, Fire Station 4 and 2019 (an earlier mural),
  // 14-year-olds, late May (when painting starts, not the design deadline), the rec center next door (a maybe later).
  {
    id: 'heldout58-other-en-pantry-mural',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -540,
    messages: [
      "Hello. I volunteer with the Mountain View Community Pantry in Anchorage. We received a small grant ($3,500) and the owner's permission to paint a mural on the big blank wall facing Bragaw Street, roughly 40 by 12 feet. We need someone to design the mural; local teens and our volunteers will do the painting. A group of us did a smaller one at the old Fire Station 4 back in 2019.",
    ],
    whenAsked: {
      other_design_requirements: "The mural design, as I mentioned. If it isn't too much trouble, a simple version of it for volunteer t-shirts as well.",
      problem_need: "Honestly, many neighbors don't know we're here, or they feel embarrassed to come in. We want the building to feel welcoming, not like a place you sneak into.",
      target_audience: "Families in the neighborhood. Mountain View is very diverse: Hmong, Samoan, Filipino, Alaska Native, Latino families, and plenty of seniors on fixed incomes.",
      preferred_style: "Bright and hopeful. Not cartoonish, or the teenagers will roll their eyes.",
      colors_and_elements: "Fireweed pink, the mountains, perhaps a raven. Please, no food cans or anything that says 'charity.'",
      address: "Mountain View, Anchorage. The corner of Bragaw and Mountain View Drive.",
      expected_deadline: "Paint won't stick until it's warm, so we'd start painting in late May. Design finished by May 1 would be ideal. Does that make sense?",
      key_considerations: "It has to be simple enough that 14-year-olds with rollers can paint it, and the neighbors should recognize themselves in it.",
      collaboration_notes: "Email is best, and a weekly update is plenty. Our board signs off, but Ruth Tanaka, our director, has the final word.",
      number_of_visits: "Once, to see the wall in person, would be good.",
      plans_after_project: "If it goes well, the rec center next door would like one too.",
    },
    otherwise: "I don't have a preference. I'll trust your judgment.",
    expected: {
      project_background: { said: 0, text: ['Mountain View Community Pantry', 'mural on the big blank wall'] },
      address: { said: 0, text: ['Mountain View', 'Anchorage'] },
      other_design_requirements: { said: 0, text: ['mural'] },
      problem_need: { said: 'asked', text: ["don't know we're here", 'feel welcoming'] },
      target_audience: { said: 'asked', text: ['Families in the neighborhood'] },
      preferred_style: { said: 'asked', text: ['Bright and hopeful', 'Not cartoonish'] },
      colors_and_elements: { said: 'asked', text: ['Fireweed pink', 'mountains', 'no food cans'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['simple enough', 'recognize themselves'] },
      collaboration_notes: { said: 'asked', text: ['Email', 'weekly update', 'final word'] },
    },
  },
  // 45-ish owner of a third-generation pastry shop in Tainan; terse, a couple of typos (因該, 醬).
  // Exercises: brand story volunteered in message 1, everything else answered only when asked, a "by June" deadline
  // given with a festival as the reason, registration answered with a hedge.
  // NOT facts of the project: 1968 (the year the shop opened), the century-old shop's 800 a box, their own 450 a box,
  // 中秋 (the reason for the deadline, not the deadline).
  {
    id: 'heldout58-brand-zh-tainan-pastry-rebrand',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們是台南的老餅舖 阿公那代開始做的 到我是第三代 想把品牌重新整理一下 logo跟整套視覺都想換',
      '店名叫福記 因為阿公的名字裡有個福 1968年開的 隔壁巷子那家百年老店一盒賣到800 我們才450 真的差很多',
    ],
    whenAsked: {
      problem_need: '客人都說我們的盒子看起來像農會送的 年輕人不會想買來送禮',
      brand_name_story: '剛剛說過了 阿公的名字裡有個福 就叫福記',
      products_or_services: '綠豆椪 蛋黃酥 鳳梨酥 還有中秋禮盒 大概醬',
      registration_status: '因該沒有註冊吧 我要問我媽 但我印象中沒有',
      need_registration_assistance: '好啊 如果你們可以幫忙辦的話',
      brand_website: '只有FB粉專 搜福記餅舖就有',
      target_audience: '想抓30幾歲 要送禮的上班族 還有來台南玩的觀光客',
      preferred_style: '復古但不要老氣 有點像日本老鋪那種感覺',
      colors_and_elements: '紅色一定要留 阿公以前寫的毛筆字招牌想放進去',
      expected_deadline: '中秋前就要換好 所以最晚6月吧',
      key_considerations: '老客人要認得出來 不能改到認不得',
      other_design_requirements: '禮盒跟提袋也要',
    },
    otherwise: '都可以 你們決定',
    expected: {
      project_background: { said: 0, text: ['老餅舖', '第三代'] },
      address: { said: 0, text: ['台南'] },
      brand_name_story: { said: 1, text: ['阿公的名字裡有個福'] },
      problem_need: { said: 'asked', text: ['像農會送的', '年輕人不會想買'] },
      products_or_services: { said: 'asked', text: ['綠豆椪', '蛋黃酥', '鳳梨酥'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['送禮的上班族', '觀光客'] },
      preferred_style: { said: 'asked', text: ['復古', '日本老鋪'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '毛筆字'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['老客人要認得出來'] },
    },
  },

  // 28-year-old who came home to his family's lemon orchard in Pingtung after military service; chatty, emoji.
  // Exercises: spec volunteered early (bottle size and count), two packaging forms in one reply, a deadline with its
  // harvest reason, a story about broken bottles in the key-considerations reply.
  // NOT facts of the project: 台中 (where he used to work), the ugly competitor's 120 a bottle, 三瓶 broken last time,
  // 24小時 (a claim about freshness, not a deadline).
  {
    id: 'heldout58-packaging-zh-pingtung-lemon-juice',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 我家在屏東種檸檬 我退伍回來幫忙 想做一個自己的檸檬原汁品牌 要找人設計包裝🍋',
      '一瓶250ml 一盒裝12瓶 喔對 之前在台中上班的時候看過一個很醜的 一瓶賣120 我絕對不要那樣 哈哈',
    ],
    whenAsked: {
      product_description: '就是100%檸檬原汁 沒加水沒加糖 兌水或加氣泡水喝 也可以拿來做料理',
      packaging_form: '玻璃瓶 然後外面一個盒子',
      unique_selling_point: '嗯...應該是我們自己種的 從採收到裝瓶不超過24小時吧',
      target_audience: '注重健康的上班族 還有健身的人💪',
      sales_channels: '先在網路賣 蝦皮跟自己的IG 之後想進有機店',
      preferred_style: '清爽 乾淨 有點文青 可是不要太冷冰冰',
      colors_and_elements: '黃色跟綠色吧 想要有檸檬的切面',
      preferred_materials: '瓶子一定玻璃 盒子想用牛皮紙 比較環保',
      expected_deadline: '5月前 因為5月檸檬開始多',
      key_considerations: '運送不能破!!! 之前寄玻璃瓶破了三瓶😭',
      specification: '剛剛講過啦 250ml 一盒12瓶',
      plans_after_project: '之後想出檸檬乾',
    },
    otherwise: '都OK 你們專業的來',
    expected: {
      project_background: { said: 0, text: ['種檸檬', '檸檬原汁'] },
      address: { said: 0, text: ['屏東'] },
      specification: { said: 1, text: ['250ml', '12瓶'] },
      product_description: { said: 'asked', text: ['100%檸檬原汁', '兌水'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bottle_jar', 'box'] } },
      unique_selling_point: { said: 'asked', text: ['自己種的', '不超過24小時'] },
      target_audience: { said: 'asked', text: ['注重健康的上班族', '健身'] },
      sales_channels: { said: 'asked', text: ['蝦皮', 'IG', '有機店'] },
      preferred_style: { said: 'asked', text: ['清爽', '文青'] },
      colors_and_elements: { said: 'asked', text: ['黃色', '檸檬的切面'] },
      preferred_materials: { said: 'asked', text: ['玻璃', '牛皮紙'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['運送不能破'] },
    },
  },

  // Daughter working in Tokyo, asking on behalf of her parents' B&B below Alishan in Chiayi; polite, full-width commas.
  // Exercises: old URL volunteered, booking category, three languages, budget given as a question back ("10萬以內可以嗎?"),
  // a competitor named only vaguely, a deadline hedged ("暑假前 6月吧").
  // NOT facts of the project: 東京 (where she works), 8間房, 十幾年前 (when the old site was made), 奮起湖 (the
  // competitor's place), 快70 (her parents' age).
  {
    id: 'heldout58-website-zh-chiayi-bnb-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 540,
    messages: [
      '你好，我人在東京工作，幫我爸媽問的。他們在嘉義阿里山下開民宿，8間房，想做一個新網站',
      '現在有一個很舊的網站，是我爸十幾年前請朋友做的，手機打開字都跑掉 www.alishan-yunshan.com.tw',
    ],
    whenAsked: {
      category: '訂房的，可以線上預約付訂金那種',
      problem_need: '希望客人可以自己看空房自己訂，不要再一直接電話',
      main_pages: '房型介紹、線上訂房、交通、周邊景點，大概這樣',
      languages: '中文 英文 日文，日本客人蠻多的',
      target_audience: '來爬山看日出的家庭或情侶，還有日本跟香港的背包客',
      competitors: '奮起湖那邊有一家叫山嵐的，他們網站做得很漂亮，我再找網址給你',
      preferred_style: '簡單，看起來舒服，照片大一點',
      budget: '嗯...10萬以內可以嗎? 我們小本經營',
      expected_deadline: '暑假前 6月吧',
      key_considerations: '我爸媽也要會用後台，他們快70了，一定要很簡單',
      url: '剛剛有貼 www.alishan-yunshan.com.tw',
      other_design_requirements: '房間照片可能要重拍',
    },
    otherwise: '沒有特別想法，你們建議就好',
    expected: {
      project_background: { said: 0, text: ['民宿'] },
      address: { said: 0, text: ['嘉義'] },
      url: { said: 1, text: ['alishan-yunshan.com.tw'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 'asked', text: ['自己看空房', '不要再一直接電話'] },
      main_pages: { said: 'asked', text: ['房型介紹', '線上訂房', '交通', '周邊景點'] },
      languages: { said: 'asked', text: ['中文', '英文', '日文'] },
      target_audience: { said: 'asked', text: ['看日出', '背包客'] },
      competitors: { said: 'asked', text: ['山嵐'] },
      preferred_style: { said: 'asked', text: ['簡單', '照片大一點'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 100_000, bound: 'at_most', currency: 'TWD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['後台', '很簡單'] },
    },
  },

  // 30-ish hairstylist leaving the salon he worked at to open his own in Zuoying, Kaohsiung; jokey, emoji.
  // Exercises: a size corrected in the next message (30 → 35坪), monthly rent in passing, budget hedged ("200上下"),
  // address asked again and answered with "剛剛說過了".
  // NOT facts of the project: 8年 at the old salon, 6萬5 a month rent, 30坪 (the unit next door he did not rent).
  {
    id: 'heldout58-commercial-zh-kaohsiung-hair-salon',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我是設計師Kevin 做頭髮的那種設計師啦😂 在別人店裡待了8年 今年要自己出來開店',
      '店在高雄左營 巨蛋附近 一樓店面 大概30坪 租金一個月6萬5 有點貴但位置很好',
      '阿不對 我剛翻合約 是35坪 30是隔壁那間沒租的',
    ],
    whenAsked: {
      problem_need: '想要一間客人來會想拍照打卡的店',
      brand_value: '放鬆吧 我希望客人進來像來朋友家 不是那種很有壓力的沙龍',
      target_audience: '20幾到40歲的女生居多 上班族 學生也有',
      competitive_advantage: '我染髮比較強 尤其漂染 很多客人是跟著我過來的',
      preferred_style: '工業風+一點植物 不要太冷',
      colors_and_elements: '水泥灰 木頭 不要金色 我覺得很俗',
      unique_design: '想要一整面鏡牆 或是門口很大的招牌燈',
      budget: '裝潢大概200上下 不含設備',
      opening_date: '想在7月開',
      key_considerations: '洗頭區的排水 還有插座要夠 吹風機很多台同時開會跳電',
      address: '剛剛說過了 左營巨蛋那邊',
      space_size: '35坪 剛剛有更正',
    },
    otherwise: '沒差 你們看著辦👌',
    expected: {
      project_background: { said: 0, text: ['做頭髮', '自己出來開店'] },
      address: { said: 1, text: ['左營'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 35, unit: 'ping' } },
      problem_need: { said: 'asked', text: ['拍照打卡'] },
      brand_value: { said: 'asked', text: ['放鬆', '像來朋友家'] },
      target_audience: { said: 'asked', text: ['女生', '上班族'] },
      competitive_advantage: { said: 'asked', text: ['漂染', '跟著我過來'] },
      preferred_style: { said: 'asked', text: ['工業風', '植物'] },
      colors_and_elements: { said: 'asked', text: ['水泥灰', '不要金色'] },
      unique_design: { said: 'asked', text: ['鏡牆', '招牌燈'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 2_000_000, currency: 'TWD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['排水', '插座要夠'] },
    },
  },

  // 50-something sales manager of a brake-parts factory in Daya, Taichung; formal, one fact a reply, exact dates.
  // Exercises: the company's own district vs the venue, booth size given as 4 booths = 6x6 = 36 m², last year's booth
  // in passing, budget as a range ("80萬 最多到100"), electricity only.
  // NOT facts of the project: 台中大雅 (the factory, not the venue), last year's 2攤 and 四樓角落, 20幾年 of OEM.
  {
    id: 'heldout58-exhibition-zh-taichung-brake-parts',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是台中大雅做自行車煞車零件的工廠，今年要參加南港展覽館的自行車展，想找人設計攤位。',
      '攤位是4個標準攤，3x3的，所以是6x6，36平方公尺。去年我們只有2攤，在四樓角落，幾乎沒人來。',
    ],
    whenAsked: {
      brand_value: '品質穩定。我們做OEM做了20幾年，想讓人覺得專業可靠。',
      target_audience: '國外買家，歐洲的品牌商為主。',
      preferred_style: '簡潔，有科技感。',
      unique_design: '想放一台腳踏車，讓買家可以試捏煞車。',
      water_electricity_supply: '要電，螢幕跟燈。水不用。',
      budget: '老闆說80萬，最多到100。',
      opening_date: '3/25',
      entry_date: '3/23開始可以進場',
      exit_date: '3/28展完當天晚上撤',
      key_considerations: '產品很小，要讓買家看得到細節，燈光要夠。',
      address: '剛剛有講，南港展覽館一館。',
      space_size: '36平方公尺',
      other_design_requirements: '型錄我們自己有，只要攤位。',
    },
    otherwise: '沒有特別要求，您們建議。',
    expected: {
      project_background: { said: 0, text: ['自行車煞車零件', '自行車展'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      brand_value: { said: 'asked', text: ['品質穩定', '專業可靠'] },
      target_audience: { said: 'asked', text: ['國外買家', '歐洲的品牌商'] },
      preferred_style: { said: 'asked', text: ['簡潔', '科技感'] },
      unique_design: { said: 'asked', text: ['試捏煞車'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 800_000, max: 1_000_000, currency: 'TWD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-25', precision: 'day' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-23', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-28', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['看得到細節', '燈光要夠'] },
    },
  },

  // First-time buyer, early 30s, expecting a baby; bought an old walk-up in Banqiao with her husband. Long first message
  // that wanders, then short replies; the budget reply comes after checking with her husband mid-chat.
  // Exercises: age, property type and area all volunteered; her parents' 透天 and its 50幾坪 as traps; current rent in
  // passing; the baby's due month (5月) in the household reply, not the move-in date.
  // NOT facts of the project: 4樓 (the floor), 新莊 (where they rent now), 2萬2 a month rent, 去年底 (when they bought), her parents'
  // 透天 in 彰化 and its 50幾坪, 5月 (the baby's due month).
  {
    id: 'heldout58-residential-zh-banqiao-old-walkup',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我跟老公去年底在板橋買了一間中古屋 大概30年的老公寓 4樓沒電梯😅 想整間翻新 我們現在租在新莊 一個月2萬2 覺得好浪費',
      '室內大概24坪 我爸媽在彰化的透天有50幾坪 哈哈差好多',
    ],
    whenAsked: {
      layout: '現在3房2廳1衛 想改成2房 多一間衛浴',
      problem_need: '廚房超小又很暗 然後只有一間廁所',
      target_audience: '我跟老公 5月寶寶要出生 還有一隻貓',
      lifestyle: '老公在家工作 我很愛煮飯 週末常找朋友來吃飯',
      preferred_style: '無印風 溫暖 簡單',
      colors_and_elements: '白色跟淺木色 不要太多灰色',
      budget: '等我問一下老公…他說全部含家具150萬 不過可能會超一點點😂',
      move_in_date: '最好9月前可以入住',
      key_considerations: '老房子水電管線要全換 還有要防漏水',
      age: '剛剛說過了 30年左右',
      property_category: '公寓 4樓',
      space_size: '24坪左右',
      address: '板橋',
      important_collections: '老公有很多漫畫 大概一整面牆',
    },
    otherwise: '都可以 沒特別想法',
    expected: {
      project_background: { said: 0, text: ['中古屋', '整間翻新'] },
      address: { said: 0, text: ['板橋'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 24, unit: 'ping' } },
      layout: { said: 'asked', text: ['3房2廳1衛'] },
      problem_need: { said: 'asked', text: ['廚房超小', '一間廁所'] },
      target_audience: { said: 'asked', text: ['寶寶', '貓'] },
      lifestyle: { said: 'asked', text: ['在家工作', '煮飯'] },
      preferred_style: { said: 'asked', text: ['無印', '溫暖'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '不要太多灰色'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['水電管線要全換', '漏水'] },
    },
  },

  // 60-something 總幹事 of a community development association in Toucheng, Yilan; writes in full sentences with 。
  // Exercises: 'other' type with the deliverables volunteered up front, a neighbour's project and its cost as noise,
  // a design deadline set earlier than the grant's closing date, collaboration through a board.
  // NOT facts of the project: 隔壁社區's 60萬 last year, 外澳 (where surfers go), 6月底 (the grant's closing date,
  // not the design deadline), 一個月開一次會 (the board's meetings, not a number_of_visits).
  {
    id: 'heldout58-other-zh-yilan-community-map-murals',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好。我是宜蘭頭城一個社區發展協會的總幹事。我們社區今年拿到縣政府的補助。想做社區的導覽地圖跟幾面彩繪牆。',
      '去年隔壁社區也有做。花了快60萬。大家都說很醜。我們不要那樣。',
    ],
    whenAsked: {
      problem_need: '讓來玩的人知道我們社區有什麼。不要只是路過去外澳衝浪。',
      target_audience: '遊客。騎腳踏車的。還有來衝浪的年輕人。',
      preferred_style: '樸實一點。有漁村的味道。',
      colors_and_elements: '海的藍色。龜山島一定要有。',
      expected_deadline: '補助6月底要結案。所以設計最好4月就好。',
      key_considerations: '要讓老人家看得懂。字要大。',
      collaboration_notes: '要先給理事會看過。最後理事長決定。我們一個月開一次會。',
      address: '頭城。靠海那邊。',
      other_design_requirements: '就剛剛說的。地圖跟彩繪牆。',
      plans_after_project: '以後想做社區的明信片來賣。',
    },
    otherwise: '沒有意見。您們決定就好。',
    expected: {
      project_background: { said: 0, text: ['社區發展協會', '補助'] },
      other_design_requirements: { said: 0, text: ['導覽地圖', '彩繪牆'] },
      address: { said: 0, text: ['宜蘭頭城'] },
      problem_need: { said: 'asked', text: ['不要只是路過'] },
      target_audience: { said: 'asked', text: ['遊客', '騎腳踏車的'] },
      preferred_style: { said: 'asked', text: ['樸實', '漁村'] },
      colors_and_elements: { said: 'asked', text: ['藍色', '龜山島'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['字要大'] },
      collaboration_notes: { said: 'asked', text: ['理事會', '理事長決定'] },
    },
  },
  // Visitor: 30대 초반 여성, 인천 송도에서 1인 운영하는 필라테스 스튜디오 원장. 쉬는 시간에 폰으로 짧게 씀.
  // Exercises: a bare opening line, one self-introduction message (place, name, extra work), then one short reply per
  // core field; "아까 말씀드렸듯이" repeat; a question back on trademark help ("비용은 따로인가요?"); a range of ages.
  // NOT facts of the project: 3년째 (how long the studio has run), 80명 (member count), 최대 4명 (group class size,
  // part of the service list only), 4월 (when the new signboard goes up, not the design deadline).
  {
    id: 'heldout58-brand-ko-songdo-pilates-relogo',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      'ㅎㅇ 로고 리뉴얼 문의드려요',
      '인천 송도에서 3년째 필라테스 스튜디오 하고있어요. 이름은 숨결필라테스고 회원은 80명 정도? 오픈할때 지인이 만들어준 로고 쓰다가 이번에 새로 하려구요. 간판이랑 회원카드도 같이 바꿀 생각이에요',
    ],
    whenAsked: {
      project_background: '아까 말씀드렸듯이 로고 리뉴얼이요',
      problem_need: '회원님들이 인스타에 후기 올릴때 로고가 같이 보이는데 좀 없어보여서요ㅠ 세련돼 보이고 싶어요',
      brand_name_story: '필라테스는 호흡이 기본이라서요ㅎㅎ 숨 잘 쉬자는 의미로 숨결이라고 지었어요',
      products_or_services: '1:1 개인레슨이랑 그룹레슨(최대 4명)이요. 기구필라테스 위주에요',
      registration_status: '아니요 안했어요',
      need_registration_assistance: '네 해주시면 좋죠 비용은 따로인가요?',
      brand_website: '홈페이지는 없고 인스타만 있어요 @sumgyeol_pilates',
      target_audience: '30~40대 여성분들이 대부분이에요 출산하고 회복하러 오시는 분들도 많구요',
      preferred_style: '음.. 깔끔하고 차분한거? 너무 요가원 느낌은 말구요',
      colors_and_elements: '세이지그린 좋아해요 핑크는 빼주세요',
      expected_deadline: '3월 말까지요. 4월에 간판 새로 달거라서',
      key_considerations: '간판이랑 인스타 프로필에서 작게 봐도 잘 보였으면 해요',
      other_design_requirements: '간판이랑 회원카드요 쿠폰도 되면 좋고',
    },
    otherwise: '딱히 없어요~ 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['로고 리뉴얼'] },
      address: { said: 1, text: ['송도'] },
      other_design_requirements: { said: 1, text: ['간판', '회원카드'] },
      problem_need: { said: 'asked', text: ['세련돼 보이고'] },
      brand_name_story: { said: 'asked', text: ['호흡', '숨결'] },
      products_or_services: { said: 'asked', text: ['개인레슨', '그룹레슨'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@sumgyeol_pilates'] },
      target_audience: { said: 'asked', text: ['30~40대 여성', '출산'] },
      preferred_style: { said: 'asked', text: ['깔끔하고 차분한'] },
      colors_and_elements: { said: 'asked', text: ['세이지그린', '핑크'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['작게 봐도'] },
    },
  },

  // Visitor: 50대 남성, 경북 상주에서 아버지 때부터 곶감 농사. 띄어쓰기·문장부호 거의 없이 "~합니다" 체로 짧게 답함.
  // Exercises: two opening messages (what, where, why the stock box fails), then terse replies; "말씀드린대로" repeat;
  // a hedge on materials ("잘 모르겠습니다 종이박스면 됩니다"); a unit-cost limit inside key considerations.
  // NOT facts of the project: 아버지 때부터 (farm history), 작년 추석 3천세트 (last year's sales), 농협 기성품 (the
  // current stock box), 추석 (the season the boxes are for; the deadline is 7월).
  {
    id: 'heldout58-packaging-ko-sangju-gotgam-giftbox',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '상주에서 곶감 농사 짓는 사람입니다 곶감 선물세트 박스 디자인 문의 드립니다',
      '아버지 때부터 하던 농장이고 작년 추석에 3천세트 정도 나갔습니다 지금 박스는 농협에서 주는 기성품인데 다른 농가랑 똑같아서 구분이 안됩니다..',
    ],
    whenAsked: {
      project_background: '말씀드린대로 곶감 선물세트 박스입니다',
      product_description: '반건시랑 건시 두가지요 냉동보관했다가 살짝 해동해서 먹으면 됩니다',
      specification: '한 세트에 반건시 20개 1.2kg 정도 됩니다 개별 트레이에 들어갑니다',
      packaging_form: '선물세트 박스요',
      unique_selling_point: '유황훈증 안하고 자연건조 합니다 그게 제일 자랑입니다',
      target_audience: '주로 40 50대 선물하는분들 회사 단체주문도 많구요',
      sales_channels: '스마트스토어랑 전화주문 그리고 상주 직판장',
      preferred_style: '고급스러운거요 근데 너무 번쩍번쩍한건 말고',
      colors_and_elements: '곶감 주황색은 들어갔으면 좋겠고 감나무 그림 있으면 좋겠네요',
      preferred_materials: '잘 모르겠습니다 종이박스면 됩니다',
      expected_deadline: '추석 전에 인쇄까지 해야되니 7월까지는 돼야 합니다',
      key_considerations: '단가요 세트당 박스값이 2천원 넘으면 곤란합니다',
      other_design_requirements: '택배박스도 같이 되면 좋겠습니다',
    },
    otherwise: '그건 잘 모르겠습니다 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['곶감', '선물세트 박스'] },
      address: { said: 0, text: ['상주'] },
      problem_need: { said: 1, text: ['구분이 안됩니다'] },
      product_description: { said: 'asked', text: ['반건시', '해동'] },
      specification: { said: 'asked', text: ['20개', '1.2kg'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['box', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['유황훈증', '자연건조'] },
      target_audience: { said: 'asked', text: ['선물하는분들', '단체주문'] },
      sales_channels: { said: 'asked', text: ['스마트스토어', '전화주문', '직판장'] },
      preferred_style: { said: 'asked', text: ['고급스러운'] },
      colors_and_elements: { said: 'asked', text: ['주황색', '감나무'] },
      preferred_materials: { said: 'asked', text: ['종이박스'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['단가', '2천원'] },
    },
  },

  // Visitor: 40대 초반 남성, 경남 김해 금형 제조업체 해외영업팀 과장. 회사 대표로 견적 받는 중, 존댓말에 ㅠ 정도.
  // Exercises: three opening messages (who, what is wrong, a budget that changes within the messages), then one reply
  // per core field; a hedge on languages ("베트남어도 있으면 좋겠는데.. 일단 한영만"); a reference site in another city;
  // a question back in an optional reply.
  // NOT facts of the project: 2012년 (when the old site was built), 천만원 (the first budget, replaced by 천오백),
  // 창원 (where the reference company is), 4월 독일 전시회 (the reason for the deadline, not the deadline).
  {
    id: 'heldout58-website-ko-gimhae-mold-renewal',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 김해에 있는 금형 제조업체 해외영업팀입니다. 회사 홈페이지 리뉴얼 견적 받아보려고요',
      '지금 홈페이지가 2012년에 만든거라 모바일에서 깨지고 영문페이지도 번역기 돌린 수준이라 바이어들한테 보여주기 민망합니다ㅠ',
      '아 예산은 처음엔 천만원 정도 생각했는데 방금 부장님이 천오백 이하면 된다고 하시네요',
    ],
    whenAsked: {
      project_background: '금형 만드는 회사고 해외 바이어 상대로 쓸 홈페이지 리뉴얼이요',
      url: 'hanseong-mold.co.kr 이요',
      category: '기업 홈페이지요',
      problem_need: '아까 말씀드린것처럼 모바일이랑 영문이요',
      main_pages: '회사소개, 설비현황, 제품/실적, 인증서, 문의하기 정도요',
      languages: '한국어 영어는 필수고 베트남어도 있으면 좋겠는데.. 일단 한영만 해도 됩니다',
      target_audience: '해외 자동차부품 바이어들이요. 주로 미국 멕시코 쪽',
      competitors: '경쟁사라기보다 참고로 보는건데 창원에 있는 대원정밀 사이트가 깔끔하더라구요',
      preferred_style: '신뢰감 있고 깔끔하게요. 너무 화려한건 별로입니다',
      budget: '말씀드렸듯이 천오백 이하요',
      expected_deadline: '3월 말까지요? 4월 독일 전시회 전에는 열려있어야 해서요',
      key_considerations: '관리자페이지에서 저희가 직접 실적 사진 올릴수 있어야 돼요',
      other_design_requirements: '공장 사진 촬영도 같이 가능한가요?',
    },
    otherwise: '그건 잘 모르겠네요 추천해주시면 검토해볼게요',
    expected: {
      project_background: { said: 0, text: ['금형 제조업체', '홈페이지 리뉴얼'] },
      address: { said: 0, text: ['김해'] },
      problem_need: { said: 1, text: ['모바일에서 깨지고', '번역기'] },
      budget: { said: 2, value: { kind: 'money', amount: 15_000_000, bound: 'at_most', currency: 'KRW' } },
      url: { said: 'asked', text: ['hanseong-mold.co.kr'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['회사소개', '설비현황', '인증서', '문의하기'] },
      languages: { said: 'asked', text: ['한국어', '영어'] },
      target_audience: { said: 'asked', text: ['바이어', '멕시코'] },
      competitors: { said: 'asked', text: ['대원정밀'] },
      preferred_style: { said: 'asked', text: ['신뢰감'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['직접 실적 사진'] },
    },
  },

  // Visitor: 20대 후반 여성, 대구에서 혼자 네일샵 하다가 직원 한 명 뽑으며 삼덕동으로 이전. ㅋㅋ, !!, ~ 많이 씀.
  // Exercises: three short opening messages with a size correction (12평 → 15평, "옆 호실이었어요"), then one reply per
  // core field; a budget with a question back ("가능할까요?"); a specific opening day; repeats of address and size.
  // NOT facts of the project: 8평 (the current shop), 12평 (the unit next door), 2월 말 (when the old shop must be
  // vacated; it only explains the key consideration), 1시간 (how long a nail session takes), 동성로 (a landmark nearby).
  {
    id: 'heldout58-commercial-ko-daegu-nail-move',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '네일샵 인테리어 상담 가능할까요?? 대구 삼덕동으로 이전해요',
      '지금 가게는 8평인데 너무 좁아서요 새 자리는 12평이에요',
      '아 방금 계약서 다시 보니까 15평이네요ㅋㅋ 12평은 옆 호실이었어요',
    ],
    whenAsked: {
      project_background: '네일샵이요~ 혼자하다가 이번에 직원 한명 뽑아서 넓혀가요',
      problem_need: '손님 대기할 공간이 없어서 그게 제일 아쉬웠어요 이번엔 대기석 꼭..',
      brand_value: '편하게 쉬다 가는 느낌? 네일 받는 1시간이 힐링이었으면 좋겠어요',
      target_audience: '20대 30대 직장인 여성분들요 퇴근하고 많이 오세요',
      competitive_advantage: '음 아트를 좀 잘해요ㅎㅎ 캐릭터 아트 찾아서 오시는 분들 많아요',
      preferred_style: '곡선 많고 몽글몽글한 느낌이요. 핀터레스트에 있는 그런거',
      colors_and_elements: '버터옐로우요!! 회색은 절대 싫어요',
      unique_design: '입구에 아치형 거울이요 손님들 사진 찍게',
      address: '대구 중구 삼덕동이요 동성로 근처',
      space_size: '15평이요',
      budget: '2천 안쪽이면 좋겠어요.. 가능할까요?',
      opening_date: '3월 2일 오픈하려구요',
      key_considerations: '공사기간이요 지금 가게 2월 말에 빼야돼서 그 전에 끝나야 돼요',
    },
    otherwise: '상관없어요 알아서 해주세요~',
    expected: {
      project_background: { said: 0, text: ['네일샵', '이전'] },
      address: { said: 0, text: ['삼덕동'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 15, unit: 'pyeong' } },
      problem_need: { said: 'asked', text: ['대기할 공간'] },
      brand_value: { said: 'asked', text: ['힐링'] },
      target_audience: { said: 'asked', text: ['직장인 여성'] },
      competitive_advantage: { said: 'asked', text: ['캐릭터 아트'] },
      preferred_style: { said: 'asked', text: ['곡선', '몽글몽글'] },
      colors_and_elements: { said: 'asked', text: ['버터옐로우', '회색'] },
      unique_design: { said: 'asked', text: ['아치형 거울'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 20_000_000, bound: 'at_most', currency: 'KRW' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-02', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['공사기간'] },
    },
  },

  // Visitor: 30대 후반 여성, 비건 스킨케어 브랜드 마케팅 담당. 업무 중 빠르게 답함, 용건만.
  // Exercises: one dense opening message (brand, fair, product, booth size as 3x6) and one aside about last year, then
  // one reply per core field; booth dates given one at a time when asked; a water/electricity answer phrased as a
  // question ("수도도 필요하겠죠?"); a budget ceiling.
  // NOT facts of the project: 작년 (last year's fair), 1200만원 (what last year's booth cost), 오후 2시 / 6시 (times of
  // day, not dates), 수요일 (the weekday of the opening).
  {
    id: 'heldout58-exhibition-ko-coex-vegan-suncream',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '부스 디자인 의뢰드립니다. 저희 비건 스킨케어 브랜드인데 코엑스 뷰티박람회에 신제품 선크림 들고 나가요. 부스는 3x6이구요',
      '작년엔 부스 업체에 1200만원 주고 맡겼는데 결과물이 별로였어요ㅠ 올해는 제대로 하고싶네요',
    ],
    whenAsked: {
      project_background: '비건 스킨케어 브랜드고 선크림 런칭하면서 나가는 전시에요',
      brand_value: '순하고 깨끗한 이미지요. 부스 들어오면 숲속에 온 느낌?',
      target_audience: '해외 바이어요 특히 동남아 유통사',
      preferred_style: '미니멀하고 내추럴하게요',
      unique_design: '제품 직접 발라보고 씻을수 있는 세면대? 같은거 있었으면 해요',
      address: '코엑스 C홀이요',
      space_size: '3x6이요 18제곱',
      water_electricity_supply: '세면대 할거면 수도도 필요하겠죠? 전기는 당연히 필요하고요',
      budget: '이번엔 1500까지 받아놨어요',
      opening_date: '4월 15일이요 수요일',
      entry_date: '전날 14일이요 오후 2시부터 반입이래요',
      exit_date: '마지막날 17일 6시 이후 철수에요',
      key_considerations: '설치가 반나절 안에 끝나야 해요',
      colors_and_elements: '초록색 계열이면 좋겠어요',
    },
    otherwise: '그건 아직 정해진게 없어요',
    expected: {
      project_background: { said: 0, text: ['비건 스킨케어', '선크림'] },
      address: { said: 0, text: ['코엑스'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      brand_value: { said: 'asked', text: ['순하고 깨끗한', '숲속'] },
      target_audience: { said: 'asked', text: ['바이어', '동남아'] },
      preferred_style: { said: 'asked', text: ['미니멀', '내추럴'] },
      unique_design: { said: 'asked', text: ['세면대'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 15_000_000, bound: 'at_most', currency: 'KRW' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-04-15', precision: 'day' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-04-14', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-04-17', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['반나절'] },
    },
  },

  // Visitor: 60대 초반 여성, 남편 퇴직 후 양평 서종면 구옥 단독주택을 사서 고쳐 살려는 분. 말줄임표, 띄어쓰기 드문드문.
  // Exercises: a story opening (why they move), the build year in a second message (filed as age 34 years), then one
  // reply per core field; "아까 말씀드렸듯이" repeat; land area and house area in the same reply (file the house); a
  // budget with "더 들까요?"; a month-level move-in hedge.
  // NOT facts of the project: 작년 (when the husband retired), 서울 아파트 (the flat they are selling), 150평 (the
  // plot, not the house), 300장 (LP count, said only in an optional reply), 1992 is the build year (age, not a date).
  {
    id: 'heldout58-residential-ko-yangpyeong-old-house',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 양평에 시골집을 하나 샀는데 고쳐서 살려고 해요 남편이 작년에 퇴직하고 서울 아파트 정리하고 내려가기로 했어요',
      '집은 92년에 지은거라 많이 낡았어요..',
    ],
    whenAsked: {
      project_background: '오래된 집이라 거의 다 고쳐야될것 같아요',
      property_category: '단독이요 마당 있는 단층집',
      layout: '방3개 거실 부엌 화장실 1개요',
      age: '아까 말씀드렸듯이 92년에 지었대요',
      problem_need: '겨울에 너무 추워요 외풍이 심해서.. 그리고 화장실이 밖에서 들어가는 식이라 불편해요',
      target_audience: '우리 부부 둘이요 명절에 애들이랑 손주들 와요',
      lifestyle: '남편은 텃밭 가꾸고 저는 뜨개질이랑 책 보는거 좋아해요 둘다 아침 일찍 일어나요',
      preferred_style: '따뜻하고 아늑한거요 너무 요즘 카페같은건 싫어요',
      colors_and_elements: '나무색 좋아요 툇마루 같은거 있으면 좋겠어요',
      address: '양평 서종면이요',
      space_size: '대지는 150평인데 집은 25평쯤?',
      budget: '1억 정도 생각하는데 더 들까요?',
      move_in_date: '6월쯤이요.. 여름 오기 전에',
      key_considerations: '단열이요 무조건. 그리고 제가 무릎이 안좋아서 문턱 없었으면 해요',
      important_collections: '남편 LP판이 한 300장 돼요',
    },
    otherwise: '그건 잘 모르겠네요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['시골집', '고쳐서'] },
      address: { said: 0, text: ['양평'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 34, unit: 'years' } },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['detached_house'] } },
      layout: { said: 'asked', text: ['방3개', '화장실 1개'] },
      problem_need: { said: 'asked', text: ['외풍', '화장실'] },
      target_audience: { said: 'asked', text: ['부부 둘', '손주'] },
      lifestyle: { said: 'asked', text: ['텃밭', '뜨개질'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 아늑한'] },
      colors_and_elements: { said: 'asked', text: ['나무색', '툇마루'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 25, unit: 'pyeong' } },
      budget: { said: 'asked', value: { kind: 'money', amount: 100_000_000, currency: 'KRW' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['단열', '문턱'] },
    },
  },

  // Visitor: 40대 초반 남성, 광주 러닝크루 회장(회사원). 이모지와 ㅋㅋ 섞인 들뜬 말투, 첫 메시지가 길고 옆길로 샘.
  // Exercises: a long first message (what, where, why, a story about last year's race), a deadline volunteered in the
  // second message with a reason, then one reply per core field; repeats of address and deadline when asked.
  // NOT facts of the project: 작년 (last year's race), 서울 (where that marathon was), 4월 광주 마라톤 (the event they
  // will wear it to, not the design deadline), 4명 in the collaboration reply is the committee size, not a head count.
  {
    id: 'heldout58-other-ko-gwangju-runcrew-tee',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 광주에서 러닝크루 운영하고 있는데요 ㅎㅎ 올해 크루 5주년이라 단체 티셔츠랑 크루 엠블럼 새로 만들고 싶어서 연락드려요🏃‍♂️ 작년에 서울 마라톤 단체로 나갔을때 다른 크루들 티 보니까 너무 멋있더라구요ㅋㅋ 저희도 제대로 한번 해보자 해서요',
      '아 그리고 디자인은 3월 초까지 나와야 돼요! 4월 광주 마라톤 때 다같이 입고 뛸거라서요',
    ],
    whenAsked: {
      project_background: '러닝크루 5주년 기념이요ㅎㅎ',
      other_design_requirements: '말씀드린대로 티셔츠랑 엠블럼이요 엠블럼은 스티커로도 쓸거에요',
      problem_need: '지금 쓰는 로고가 그냥 글씨만 있는거라 존재감이 없어요ㅋㅋ 크루 소속감 생기게 하고 싶어요',
      target_audience: '크루원들이요 20대 후반에서 40대까지 직장인 많아요',
      preferred_style: '스트릿 느낌? 나이키 러닝 그런 감성이요',
      colors_and_elements: '형광 주황 넣고 싶어요 무등산 실루엣 들어가면 좋겠어요',
      address: '광주 동구요',
      expected_deadline: '아까 말씀드린대로 3월 초요',
      key_considerations: '티셔츠가 기능성 원단이라 프린트 잘 되는 디자인이었으면.. 너무 복잡하면 안돼요',
      collaboration_notes: '운영진 4명이 같이 보고 결정해요 카톡 단톡방으로 공유해주시면 좋겠어요',
    },
    otherwise: '그건 크게 상관없어요~',
    expected: {
      project_background: { said: 0, text: ['러닝크루', '5주년'] },
      other_design_requirements: { said: 0, text: ['단체 티셔츠', '엠블럼'] },
      address: { said: 0, text: ['광주'] },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      problem_need: { said: 'asked', text: ['소속감'] },
      target_audience: { said: 'asked', text: ['크루원', '직장인'] },
      preferred_style: { said: 'asked', text: ['스트릿', '나이키'] },
      colors_and_elements: { said: 'asked', text: ['형광 주황', '무등산'] },
      key_considerations: { said: 'asked', text: ['기능성', '복잡하면'] },
      collaboration_notes: { said: 'asked', text: ['운영진 4명', '카톡'] },
    },
  },
];
