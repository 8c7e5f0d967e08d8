import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixty-fifth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: told on a phone, in the visitor's own
 * order. Facts arrive before the genie asks for them (a deadline or a budget before the project is explained), split over
 * short messages or packed into one voice-typed run-on; autocorrect slips; a fact repeated later in other words; a reply
 * that answers the question in a word and goes on about something else.
 * Written in session 31 and played once on c18f5054, before any change for it.
 * Each writer's own notes follow, and each conversation has a comment of what it exercises and which of its numbers,
 * places and dates are not facts.
 */
/* Writer's note (en-US, batch 65: told on a phone, in their own order)
 * - Dee Ramírez, 52, owner-operator of a mobile dog grooming business in Tucson, AZ; voice-types parked between
 *   appointments: all lowercase, no punctuation, one autocorrect slip ("grooves"), says the deadline before the project.
 * - Priya Venkataraman, 29, makes masala chai concentrate in Jersey City, NJ; thumbs out short bursts with "!!", "lol",
 *   typos ("consentrate", "diffrent"), leads with the printer deadline and repeats the bottle size later.
 * - Ron Albee, 64, piano tuner and rebuilder near Asheville, NC; phone dictation, long run-ons with no punctuation, a
 *   dictation slip ("piano tuna"), budget before anything else and then again.
 * - Tomás Beltrán, 41, second-generation tortilleria owner in San Antonio, TX; short messages, opening date first, some
 *   Spanish, repeats the square footage more vaguely.
 * - Hannah Schreiber, 45, marketing manager at a forged garden tool maker in Portland, OR; typing between meetings in
 *   fragments, all the show dates up front, abbreviations, one typo ("convension").
 * - Jordan Pike, 36, ER nurse in Boise, ID; post-night-shift bursts, budget first, "w", "pls", states the size twice.
 * - Evelyn Marsh, 71, retired fourth-grade teacher in Duluth, MN; dictates on her phone, so "period" and "comma" come out
 *   as words in long run-ons; the deadline wrapped in a story about her granddaughter.
 */
/* Writer's note (zh-TW, batch 65: told on a phone, in their own order)
 * brand_design: 38歲，嘉義老中藥行第三代，站在櫃台趁客人空檔用注音打字，一則一則短短地丟，先丟日期，有選字錯誤（以經）。
 * packaging_design: 56歲，屏東內埔可可農，用語音輸入，整段不斷句沒標點，語音把「可可」聽成「哥哥」。
 * website: 33歲，宜蘭頭城衝浪學校教練，第一句就先講預算，短句加 emoji，注音選錯字（抱名），預算講兩次。
 * commercial_space: 34歲，前銀行員，要在台中西區開自助洗衣店加咖啡吧，先喊開幕日，驚嘆號很多，有「在/再」錯字。
 * exhibition_space: 47歲，彰化社頭襪廠業務經理，在高鐵上用語音輸入，日期一口氣亂序講完，語音把「襪」打成「娃」後來自己更正。
 * residential_space: 44歲，科技業工程師，接手媽媽留下的永和老公寓，先講入住時間跟預算，短訊息，預算換個說法再講一次。
 * other: 31歲，桃園中壢雞蛋糕餐車老闆，打字快不加標點，先講期限才講要做什麼，有注音錯字（機蛋糕）。
 */
/* Writer's note (ko-KR, batch 65: told on a phone, in their own order)
 * 1. brand_design — 29세 여성 애견미용사, 수원 광교에서 독립 개업 준비. 마감부터 던지고 설명은 나중에, 짧게 끊어 보내고 오타(햇네) 그대로 둠.
 * 2. packaging_design — 51세 여성, 평창에서 남편과 방앗간 운영. 음성 입력으로 문장부호 없이 길게 한 번에, 필드에 없는 예산까지 섞어 말함.
 * 3. website — 44세 여성 세무사, 인천 송도. 프로젝트 설명도 전에 예산부터 묻고, 같은 예산을 나중에 다른 말로 다시 말함.
 * 4. commercial_space — 39세 여성 전직 소믈리에, 광주 동명동 와인바 준비. 첫 메시지에 평수·예산·오픈일을 몰아넣은 음성 입력 장문, 뒤에는 짧은 말.
 * 5. exhibition_space — 47세 남성 영업팀장, 창원 감속기 제조사. 개막일부터 말하고, 부스 크기·반입·철수·예산을 한 줄씩 나눠 보냄.
 * 6. residential_space — 61세 여성 퇴직 교사, 분당 야탑동 아파트 리모델링. 입주 시기부터 말하고, 천지인 자판 오타, 중간에 긴 음성 입력.
 * 7. other — 30세 여성 회사원, 대전에서 5월 결혼 준비. 결혼식 날짜와 마감을 인사보다 먼저 보내고, 마감을 나중에 다른 말로 되풀이.
 */
export const sixtyFifthHeldOutConversations: CorpusConversation[] = [
  // Dolores "Dee" Ramírez, 52, runs Biscuit and Bubbles, a mobile dog grooming business (two vans, a third coming) in
  // Tucson, AZ. Voice-types while parked between dogs: lowercase, no punctuation, long runs that double back.
  // Exercises: message 0 opens with the deadline ("by april 1") before she even says what the business is, then apologises
  // and backs up; the name arrives alone in a short message and its story in the next one; the services message has an
  // autocorrect slip ("full grooves") and repeats the deadline in other words ("april 1st at the absolute latest");
  // Tucson is volunteered (address is listen-only for brands); the trademark reply is one word ("no.") then a tangent about
  // her sister-in-law; a yes to registration help with a condition.
  // NOT facts of the project: 52 (her age), 2019 and the nephew (who made the old logo), 9 years (how long Biscuit rode
  // along), the sister-in-law, Oro Valley and SaddleBrooke (where many customers live, not where the business is),
  // 40 mph, the wrap shop's booking.
  {
    id: 'heldout65-brand-en-dog-grooming-van',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "ok first thing i need this done by april 1 because the new van gets wrapped right after that and the wrap shop needs the files sorry let me back up i have a mobile dog grooming business here in tucson two vans now third one coming and the logo my nephew made in like 2019 looks like clip art so i want a whole new logo and a real look for the vans and everything",
      "its called Biscuit and Bubbles",
      "biscuit was my first corgi she rode shotgun in the van every single day for 9 years and the bubbles is the bath obviously people smile when they say it thats why i kept it",
      "oh we do full grooves nail trims teeth brushing and flea baths people always think its just haircuts anyway like i said april 1st at the absolute latest the wrap guy is booked solid after that",
    ],
    whenAsked: {
      problem_need: "looking like a real company not a hobby the vet offices i want to partner with wont take me serious with a clip art paw",
      brand_name_story: "like i said biscuit my corgi and the bubbles from the bath",
      products_or_services: "grooming nails teeth flea baths",
      registration_status: "no. honestly didnt know you could trademark a logo my sister in law keeps telling me to but she also said the nephew logo was fine so",
      need_registration_assistance: "yes please if its not crazy expensive",
      brand_website: "just a facebook page Biscuit and Bubbles Mobile Grooming no website",
      target_audience: "busy people who cant get their dog to a groomer and lots of retirees out in oro valley and saddlebrooke with senior dogs that hate the car",
      preferred_style: "cute but clean not cartoony",
      colors_and_elements: "teal and a sunny yellow id love maybe a little corgi in there somewhere no paw prints everybody has paw prints",
      expected_deadline: "april 1",
      key_considerations: "it has to read from across a parking lot on the side of a van doing 40 mph",
      other_design_requirements: "business cards and the van wrap itself if you do that",
    },
    otherwise: "whatever you think hon",
    expected: {
      project_background: { said: 0, text: ['mobile dog grooming', 'whole new logo'] },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      address: { said: 0, text: ['tucson'] },
      brand_name_story: { said: 2, text: ['first corgi', 'bubbles is the bath'] },
      products_or_services: { said: 3, text: ['nail trims', 'teeth brushing', 'flea baths'] },
      problem_need: { said: 'asked', text: ['real company not a hobby', 'vet offices'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['Biscuit and Bubbles Mobile Grooming'] },
      target_audience: { said: 'asked', text: ['retirees', 'senior dogs'] },
      preferred_style: { said: 'asked', text: ['cute but clean', 'not cartoony'] },
      colors_and_elements: { said: 'asked', text: ['teal', 'corgi', 'no paw prints'] },
      key_considerations: { said: 'asked', text: ['across a parking lot', 'side of a van'] },
    },
  },

  // Priya Venkataraman, 29, makes masala chai concentrate from her grandmother's recipe in Jersey City, NJ, and sells it
  // to cafes, at a farmers market and a little on Etsy. Types fast in short bursts, "!!", "lol", "pls", typos.
  // Exercises: the printer deadline comes first ("files have to be at the printer by feb 27") inside the background
  // message; the spec is a three-word message; the channels and her base arrive together with the cafes' towns mixed in;
  // the selling point has a typo ("consentrate") and a second one in the same breath ("diffrent"); the last volunteered
  // message repeats the bottle size and adds the case count; packaging form says bottle + label and explicitly NOT a gift
  // box yet.
  // NOT facts of the project: her nani (grandmother) and Staples (where the old stickers were printed), Hoboken (where
  // some cafes are, not her base), 3 (number of cafes now), Saturdays, Starbucks (what customers are tired of, not a
  // reference), "2 days" (how fast condensation ruins the old stickers), the
  // holiday gift box (a maybe for later, not this project).
  {
    id: 'heldout65-pack-en-chai-concentrate',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hi!! ok sorry leading with the deadline bc its the scary part: files have to be at the printer by feb 27. so i make masala chai concentrate (my nani's recipe) and right now its in mason jars with a sticker i printed at staples lol. need actual packaging",
      "32 oz glass bottles. you mix it 1:1 with milk, hot or iced",
      "im in jersey city, 3 cafes carry it in jc + hoboken and i do the grove st farmers market saturdays. and etsy kinda",
      "the diffrent thing is its NOT a syrup. no white sugar, we use jaggery and whole spices i grind myself every batch. most chai consentrate on the shelf is basically candy",
      "oh and like i said the big 32 oz ones, they go 12 to a case for the cafes",
    ],
    whenAsked: {
      product_description: "chai concentrate, you mix it with milk",
      specification: "32oz bottle, 12 per case",
      packaging_form: "bottle obviously and a label. maybe a gift box for the holidays someday but not now",
      unique_selling_point: "no syrup, real spices",
      target_audience: "people who grew up drinking real chai and are tired of starbucks chai, also the oat milk crowd, like 25 to 45",
      sales_channels: "cafes, the market, etsy",
      preferred_style: "warm, a little like my nani's kitchen but not kitschy",
      colors_and_elements: "deep cardamom green and a rusty orange!! no elephants and no paisley overload pls",
      preferred_materials: "glass for sure and a paper label. i want to avoid plastic shrink sleeves",
      expected_deadline: "feb 27, to the printer",
      key_considerations: "the label has to survive the fridge, condensation wrecks my current stickers in like 2 days",
    },
    otherwise: "no preference honestly!",
    expected: {
      project_background: { said: 0, text: ['masala chai concentrate', 'mason jars'] },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-02-27', precision: 'day', relation: 'by' } },
      product_description: { said: 1, text: ['1:1 with milk', 'hot or iced'] },
      specification: { said: 1, text: ['32 oz'] },
      address: { said: 2, text: ['jersey city'] },
      sales_channels: { said: 2, text: ['cafes', 'farmers market', 'etsy'] },
      unique_selling_point: { said: 3, text: ['NOT a syrup', 'jaggery', 'whole spices'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bottle_jar', 'label'] } },
      target_audience: { said: 'asked', text: ['grew up drinking real chai', 'oat milk crowd'] },
      preferred_style: { said: 'asked', text: ['warm', 'not kitschy'] },
      colors_and_elements: { said: 'asked', text: ['cardamom green', 'rusty orange', 'no elephants'] },
      preferred_materials: { said: 'asked', text: ['glass', 'paper label'] },
      key_considerations: { said: 'asked', text: ['survive the fridge', 'condensation'] },
    },
  },

  // Ron Albee, 64, piano tuner and rebuilder working around Asheville, NC for 31 years. Dictates into his phone: long
  // runs with no punctuation, a dictation slip ("piano tuna"), formal-ish ("I am", "a fellow").
  // Exercises: the budget is the very first thing he says, with a ceiling, before the business is explained; the URL is a
  // bare one-word message; message 2 says outright he needs a booking website (category) and the problem in one run;
  // message 3 only repeats the budget in other words ("not a penny more"); the languages reply is one word ("English.")
  // and then a story about a Spanish-speaking customer, which must not add Spanish; a competitor named with his town.
  // NOT facts of the project: 31 years, 2011 and the church friend (who built the old site), his wife, "half those calls",
  // Spanish (a past customer's language, not a site language), "1920 something" (her piano), Hendersonville (the
  // competitor's town), April (when the spring rush starts; the deadline is end of March).
  {
    id: 'heldout65-web-en-piano-tuner',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "budget is 3500 dollars and that is the ceiling I talked it over with my wife ok so I tune and rebuild pianos in the Asheville area been at it 31 years and my website was built by a church friend back in 2011 and it does not work on phones at all people call me and say they could not even find my phone number on it",
      "albeepianoservice.com",
      "what I really need is a booking website so folks can book their own piano tuna appointments online instead of calling me while I am under a piano with both hands full I miss half those calls",
      "and like I said 3500 is all there is for this not a penny more",
    ],
    whenAsked: {
      url: "albeepianoservice.com",
      category: "booking",
      problem_need: "people booking themselves so I stop missing calls",
      main_pages: "a home page a booking page a page on rebuilds with before and after pictures an about me and contact",
      languages: "English. funny thing though last spring I had a lady who only spoke Spanish and her grandson translated for me the whole time beautiful old upright from 1920 something",
      target_audience: "mostly older folks with a family piano and parents whose kids just started lessons and then churches and schools",
      competitors: "there is a fellow over in Hendersonville Blue Ridge Piano Works his site is pretty nice",
      preferred_style: "simple and classy like an old wood piano not flashy",
      budget: "3500",
      expected_deadline: "before the spring tuning rush starts in April so by the end of March",
      key_considerations: "big print my customers are my age and nobody can read those tiny gray letters",
      other_design_requirements: "I could use help with the writing I am no writer",
    },
    otherwise: "I will leave that up to you",
    expected: {
      budget: { said: 0, value: { kind: 'money', amount: 3500, currency: 'USD' } },
      project_background: { said: 0, text: ['tune and rebuild pianos', 'does not work on phones'] },
      address: { said: 0, text: ['Asheville'] },
      url: { said: 1, text: ['albeepianoservice.com'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 2, text: ['book their own', 'both hands full'] },
      main_pages: { said: 'asked', text: ['booking page', 'rebuilds', 'contact'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['older folks', 'kids just started lessons', 'churches'] },
      competitors: { said: 'asked', text: ['Blue Ridge Piano Works'] },
      preferred_style: { said: 'asked', text: ['simple and classy', 'not flashy'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['big print', 'tiny gray letters'] },
    },
  },

  // Tomás Beltrán, 41, runs the family tortilleria his dad opened in San Antonio, TX, and is opening a second spot with a
  // small taco counter. Short messages, thumbs, a little Spanish, "lol".
  // Exercises: the opening date is the first two words ("June 1.") before anything is explained; where and how big come
  // together in one short message; the budget arrives unasked as "180k"; the signature idea (tortilla machine behind
  // glass) comes with a repeat of the size in vaguer words ("like 1100 something"), which must not overwrite 1,150;
  // the brand value reply is one word ("real.") then goes on; autocorrect note on "nixtamal".
  // NOT facts of the project: 1994 and the west side (the first store, his dad), the old cell phone store (what the space
  // used to be), Alamo Heights (where weekend customers come from), Maseca (what
  // competitors use), "3 weeks" (the old store's inspection delay), his grandma.
  {
    id: 'heldout65-comm-en-tortilleria',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "June 1. thats when we open no matter what, the lease starts charging us in June so. sorry lol. we're a family tortilleria, my dad started it on the west side in 1994, and now I'm opening a second spot with a little taco counter and I need the whole inside designed",
      "its on Blanco Rd near Hildebrand, used to be a cell phone store. about 1,150 sq ft",
      "budget around 180k for the build out, everything in",
      "the big thing: people can SEE the tortilla machine working through glass from the counter. thats the show, kids go crazy for it at the old store. anyway its like 1100 something square feet I said that already",
    ],
    whenAsked: {
      problem_need: "the old store is just a counter and a line out the door, no place to sit. here I want people to stay and eat, like 20 seats",
      brand_value: "real. hecho a mano, nothing fake. you walk in and it smells like my grandma's kitchen",
      target_audience: "neighborhood families, construction guys on lunch break, and the Alamo Heights people who drive over on weekends",
      competitive_advantage: "masa made fresh every morning from our own nixtamal (autocorrect keeps making it nix tamale lol), nobody on that side of town does that, they all use Maseca",
      preferred_style: "bright. mexican but not a theme park",
      colors_and_elements: "talavera tile somewhere for sure, and corn yellow. no sombreros on the wall, no plastic papel picado",
      unique_design: "the glass window on the tortilla machine like I said",
      address: "Blanco Rd near Hildebrand",
      space_size: "1150",
      budget: "180k",
      opening_date: "June 1",
      key_considerations: "health dept. the machine needs its own drain and real ventilation, last time inspection held us up 3 weeks",
      other_design_requirements: "menu board and the sign outside",
    },
    otherwise: "whatever works, you're the expert",
    expected: {
      opening_date: { said: 0, value: { kind: 'date', date: '2026-06-01', precision: 'day', relation: 'on' } },
      project_background: { said: 0, text: ['family tortilleria', 'second spot', 'taco counter'] },
      address: { said: 1, text: ['Blanco Rd', 'Hildebrand'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1150, unit: 'ft2' } },
      budget: { said: 2, value: { kind: 'money', amount: 180000, currency: 'USD' } },
      unique_design: { said: 3, text: ['tortilla machine', 'through glass'] },
      problem_need: { said: 'asked', text: ['no place to sit', 'stay and eat'] },
      brand_value: { said: 'asked', text: ['hecho a mano', 'nothing fake'] },
      target_audience: { said: 'asked', text: ['neighborhood families', 'construction guys'] },
      competitive_advantage: { said: 'asked', text: ['masa made fresh', 'nixtamal'] },
      preferred_style: { said: 'asked', text: ['bright', 'not a theme park'] },
      colors_and_elements: { said: 'asked', text: ['talavera tile', 'corn yellow', 'no sombreros'] },
      key_considerations: { said: 'asked', text: ['health dept', 'drain', 'ventilation'] },
    },
  },

  // Hannah Schreiber, 45, marketing manager at Fernbrook Tool Co., a maker of forged garden hand tools in Portland, OR,
  // exhibiting in Rosemont, IL. Types in fragments between meetings: abbreviations, "bc", "incl", one typo.
  // Exercises: all three show dates (opening, move-in, teardown) arrive in the first sentence, before the show is named;
  // the venue is a fragment with a typo ("convension"); the booth size is "20x20 ft island" (400 sq ft); the budget
  // says what it does and does not include; a last message repeats the dates as a range ("14-16") which must not move the
  // move-in or teardown; the water/electricity reply corrects itself mid-answer ("power yes. water... actually yes"
  // → both); the visitor's Portland base is not the venue.
  // NOT facts of the project: Portland (where the company is, not the show), her two coworkers, the flights (excluded
  // from the budget), "2 more shows this year" (future reuse, not this booth's dates), 3 days (the show length).
  {
    id: 'heldout65-expo-en-garden-tools',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Dates first bc I'll forget: show opens April 14, move-in is the 13th, teardown the 16th after close. Sorry! It's the Great Lakes Garden & Hardware Expo. We're Fernbrook Tool Co out of Portland, we make forged garden hand tools (trowels, hori horis, pruners) and it's our first time with a real booth instead of a folding table",
      "Rosemont. Stephens convension center, hall E",
      "20x20 ft island, open all 4 sides",
      "budget $38k all in incl build + drayage, NOT incl our flights",
      "oh and to be clear it runs 14-16, 3 days",
    ],
    whenAsked: {
      brand_value: "tools that last a lifetime. we want people picking things up and feeling the weight",
      target_audience: "independent garden center buyers mostly. a few regional distributors. not really the public",
      preferred_style: "potting shed meets gallery? warm wood, lots of light",
      unique_design: "a long potting bench down the middle where people can try the tools in real soil",
      address: "Stephens center in Rosemont, hall E",
      space_size: "20 by 20 feet",
      water_electricity_supply: "power yes. water... actually yes if we do the soil bench people will want to wash their hands. so both",
      budget: "38k",
      opening_date: "April 14",
      entry_date: "the 13th",
      exit_date: "16th after close",
      key_considerations: "it all has to ship in crates and get reused at 2 more shows this year, so modular. and it's me + 2 coworkers setting up, nothing that needs a crew",
      other_design_requirements: "a one-page catalog handout and a banner for the back wall",
    },
    otherwise: "No strong opinion, open to ideas",
    expected: {
      opening_date: { said: 0, value: { kind: 'date', date: '2026-04-14', precision: 'day', relation: 'on' } },
      entry_date: { said: 0, value: { kind: 'date', date: '2026-04-13', precision: 'day', relation: 'on' } },
      exit_date: { said: 0, value: { kind: 'date', date: '2026-04-16', precision: 'day', relation: 'on' } },
      project_background: { said: 0, text: ['Great Lakes Garden & Hardware Expo', 'forged garden hand tools', 'first time with a real booth'] },
      address: { said: 1, text: ['Rosemont', 'hall E'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      budget: { said: 3, value: { kind: 'money', amount: 38000, currency: 'USD' } },
      brand_value: { said: 'asked', text: ['last a lifetime', 'feeling the weight'] },
      target_audience: { said: 'asked', text: ['garden center buyers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['potting shed meets gallery', 'warm wood'] },
      unique_design: { said: 'asked', text: ['potting bench', 'real soil'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
      key_considerations: { said: 'asked', text: ['ship in crates', 'modular'] },
    },
  },

  // Jordan Pike, 36, ER nurse in Boise, ID, renovating a ranch house she and her wife Sam bought on the Bench; they are
  // living with the in-laws until it is done. Types right after night shifts: short bursts, "w", "pls", "lol", caps for
  // emphasis.
  // Exercises: the budget is the first two words, before the home is described; the house type is only implied
  // ("ranch house" → detached); layout and who lives there in one clipped message; size and age together, the age as a
  // build year she then converts herself ("built 1961 i think? so like 65 yrs old"); the move-in deadline comes in a
  // message that also carries the problem and repeats the size in words ("fourteen hundred sq ft").
  // NOT facts of the project: 36 (her age), the in-laws, Moose and Tater (the dogs' names), 90 lbs, noon and 2pm, the
  // night shift, 1961 (the build year, not an age value).
  {
    id: 'heldout65-res-en-ranch-house',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Budget 120k. sorry, post night shift brain. we bought an old ranch house on the Bench in Boise and want to gut the kitchen and the bathroom and open up the living room",
      "3 bed 1 bath. ONE bath. for 2 adults + 2 huge dogs",
      "its about 1400 sq ft, built 1961 i think? so like 65 yrs old",
      "we're living w my in-laws til its done so end of August latest pls god. also the kitchen is so dark you need the light on at noon. anyway fourteen hundred sq ft, mostly original everything",
    ],
    whenAsked: {
      property_category: "house, single story",
      layout: "3 bed 1 bath",
      age: "like 65 years",
      problem_need: "dark kitchen, one bathroom for everybody, and the living room is chopped into little boxes",
      target_audience: "me, my wife Sam and our two dogs Moose and Tater, both like 90 lbs",
      lifestyle: "we both work 12s at the hospital, opposite shifts sometimes, so somebody is always sleeping during the day. sam cooks a lot, i do not lol",
      preferred_style: "warm mid century, it's a 60s house so lean into it",
      colors_and_elements: "green! olive or sage. wood. no gray floors we are SO done with gray",
      address: "Boise, on the Bench",
      space_size: "1400",
      budget: "120k like I said",
      move_in_date: "end of August",
      key_considerations: "durable floors for the dogs and a blackout bedroom, whoever's off nights has to be able to sleep at 2pm",
      other_design_requirements: "a dog wash station in the mudroom would be a dream",
    },
    otherwise: "no preference, whatever you think",
    expected: {
      budget: { said: 0, value: { kind: 'money', amount: 120000, currency: 'USD' } },
      project_background: { said: 0, text: ['ranch house', 'gut the kitchen', 'open up the living room'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 0, text: ['Bench', 'Boise'] },
      layout: { said: 1, text: ['3 bed', '1 bath'] },
      target_audience: { said: 1, text: ['2 adults', '2 huge dogs'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1400, unit: 'ft2' } },
      age: { said: 2, value: { kind: 'number_with_unit', amount: 65, unit: 'years' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'late', relation: 'by' } },
      problem_need: { said: 3, text: ['kitchen is so dark'] },
      lifestyle: { said: 'asked', text: ['12s at the hospital', 'sleeping during the day', 'cooks a lot'] },
      preferred_style: { said: 'asked', text: ['warm mid century'] },
      colors_and_elements: { said: 'asked', text: ['olive or sage', 'wood', 'no gray floors'] },
      key_considerations: { said: 'asked', text: ['durable floors', 'blackout bedroom'] },
    },
  },

  // Evelyn Marsh, 71, retired fourth-grade teacher in Duluth, MN, who wrote a memoir of growing up on a dairy farm and
  // wants it designed (cover, interior layout, about 40 photographs) to self-publish. Dictates on her phone, so "period"
  // and "comma" come out as words inside long unpunctuated runs; polite, a little formal.
  // Exercises: dictated punctuation words in the middle of facts; the project is a book (other); what to design comes in
  // its own message; the deadline is wrapped in a story with a second, earlier-looking date (the graduation, June 6) that
  // must not be filed, and her own city arrives tacked onto the end of that message ("by the way"); Cloquet and Carlton
  // County are places in the story, not her base.
  // NOT facts of the project: 71 (her age), Cloquet and the 1960s (the farm in the book), Lily and June 6 (the
  // granddaughter's graduation), the library (where the draft was printed), Carlton County (the historical society), her
  // son Pete, her sister and 78, the second book about her teaching years (a maybe).
  {
    id: 'heldout65-other-en-farm-memoir',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hello my name is Evelyn I am 71 and I have written a book about growing up on my family's dairy farm near Cloquet in the 1960s period I need somebody to make it look like a real book because the copy I printed at the library looks like a school report",
      "The cover and the inside pages comma and there are about 40 old photographs that need to go in",
      "My granddaughter Lily graduates from high school June 6 and I want to hand her a printed copy that day so the design has to be done by May 1 so the printer has time period I live in Duluth by the way in the Lakeside neighborhood",
    ],
    whenAsked: {
      other_design_requirements: "the cover and laying out the inside with the photographs",
      problem_need: "I want it to look like something you would buy in a bookstore and not something I stapled together",
      target_audience: "my family mostly the children and grandchildren and maybe the historical society over in Carlton County and folks who grew up on farms around here",
      preferred_style: "Old fashioned in a good way period like the books I read as a girl",
      colors_and_elements: "Barn red maybe and I would love the photo of my father on the tractor by the barn on the cover comma no cartoons please",
      address: "Duluth",
      expected_deadline: "May 1 at the very latest",
      key_considerations: "some of the photographs are faded and I do not want them to look worse than they are and the print has to be large enough for my sister who is 78",
      collaboration_notes: "Phone calls please I do not do the video calls period my son Pete helps me with the computer but the book is mine so I decide",
      plans_after_project: "if the family likes it I might write a second one about my teaching years",
    },
    otherwise: "I trust you to decide that dear",
    expected: {
      project_background: { said: 0, text: ['dairy farm', 'look like a real book'] },
      other_design_requirements: { said: 1, text: ['cover', 'inside pages', '40 old photographs'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      address: { said: 2, text: ['Duluth', 'Lakeside'] },
      problem_need: { said: 'asked', text: ['buy in a bookstore'] },
      target_audience: { said: 'asked', text: ['grandchildren', 'historical society', 'grew up on farms'] },
      preferred_style: { said: 'asked', text: ['Old fashioned'] },
      colors_and_elements: { said: 'asked', text: ['Barn red', 'father on the tractor', 'no cartoons'] },
      key_considerations: { said: 'asked', text: ['faded', 'large enough'] },
      collaboration_notes: { said: 'asked', text: ['Phone calls', 'I decide'] },
    },
  },
  // 38-year-old third-generation owner of an old Chinese-herbal shop in 嘉義, rebranding it; types between customers at
  // the counter in short bubbles, 注音 slips (以經 for 已經).
  // Exercises: the deadline comes before the project is even explained, in message 0; name story, products and the
  // need arrive as separate short bubbles whatever the genie asks; the deadline is repeated later in other words
  // ("3/15") with a reason involving Taipei; the registration reply is one word and then a digression about the studio.
  // NOT facts of the project: 台北 (where a market is held, not where the brand is), 去年 (when the tea bags started),
  // 第二批 (batch count), 阿公 (grandfather, only the name's origin), 3/15 in the registration digression (a trip, same day as the deadline but not a new fact).
  {
    id: 'heldout65-brand-zh-herbal-shop-split-bubbles',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '先說時間喔 3月15號以前要好 我們是嘉義的老中藥行 想把整個品牌翻新 logo跟整套識別都要',
      '店名叫和春堂 阿公取的 意思是希望大家吃了藥身體回春 一家和和氣氣',
      '現在主要賣水藥跟科學中藥 去年開始有做漢方茶包 以經賣到第二批了',
      '最想解決的是 客人都覺得我們很老派 年輕人經過都不敢進來 想讓年輕人覺得漢方也可以很日常',
      '對了剛說的日期 就是3/15 那天要去台北擺市集 一定要有新logo 拜託🙏',
    ],
    whenAsked: {
      registration_status: '有 欸你們工作室是在台北嗎 我3/15剛好會上去 可以順便見面',
      need_registration_assistance: '要 新logo應該要重新申請吧 麻煩你們',
      brand_website: '只有FB粉專 搜和春堂中藥行就有',
      target_audience: '25到40歲的上班族 女生居多 手腳冰冷想調身體 但又怕苦的',
      preferred_style: '乾淨 有溫度 不要太文青 像那種日本老舖翻新的感覺',
      colors_and_elements: '喜歡深綠色 可以放藥櫃抽屜的元素 不要金色 太像廟',
      key_considerations: '要留住老客人 阿伯阿姨還是要看得懂 不要改到他們認不出來',
      expected_deadline: '3/15前',
      problem_need: '剛有說 就是讓年輕人敢進來',
      brand_name_story: '剛講過了 回春跟和氣',
      products_or_services: '水藥 科學中藥 漢方茶包',
    },
    otherwise: '都可以 你們決定就好',
    expected: {
      project_background: { said: 0, text: ['中藥行', '品牌翻新'] },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      address: { said: 0, text: ['嘉義'] },
      brand_name_story: { said: 1, text: ['回春'] },
      products_or_services: { said: 2, text: ['水藥', '科學中藥', '漢方茶包'] },
      problem_need: { said: 3, text: ['很老派', '漢方也可以很日常'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['上班族', '調身體'] },
      preferred_style: { said: 'asked', text: ['乾淨', '日本老舖'] },
      colors_and_elements: { said: 'asked', text: ['深綠色', '藥櫃抽屜', '金色'] },
      key_considerations: { said: 'asked', text: ['老客人', '認不出來'] },
    },
  },

  // 56-year-old cacao farmer in 屏東內埔 launching his own chocolate bars; voice-types everything in one breath, no
  // punctuation, and the voice input keeps turning 可可 into 哥哥.
  // Exercises: message 0 is one long voice run-on opening with the deadline (early April) plus a reason date
  // (Mother's Day) that is NOT the deadline; product and spec packed into one run-on with a voice slip; two packaging
  // forms in one sentence; the deadline repeated later in other words.
  // NOT facts of the project: 母親節 (when it goes on sale, not the design deadline), 第八年 (years farming),
  // 70%/85% are product facts but not the spec's weight, 以前 selling beans to others.
  {
    id: 'heldout65-packaging-zh-cacao-farmer-voice-runon',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '喂你好我先講時間喔大概4月初以前要好因為母親節要開始賣然後我們是在屏東內埔種可可的小農已經第八年了以前都是把豆子賣給別人做現在我兒子回來幫忙想自己做巧克力片自己出品牌所以要做包裝',
      '產品就是黑巧克力片有70%跟85%兩種哥哥 我是說可可啦語音一直打錯 都是我們自己發酵自己烘的一片50克一盒放4片',
      '盒子的話想要抽屜式的那種然後單片的就用袋子裝就好可以放在櫃台賣',
      '時間就剛剛講的4月初前啦後面還要印刷母親節前要上架',
    ],
    whenAsked: {
      unique_selling_point: '從種樹到做成巧克力都我們自己來 台灣很少人這樣 吃起來還有一點荔枝的果香',
      target_audience: '送禮的人吧 三四十歲有在吃黑巧克力的 比較在意健康的',
      sales_channels: '農會 還有網路 我兒子在弄蝦皮 假日也會去市集擺',
      preferred_style: '樸實一點 但要看起來高級 可以拿去送人的那種',
      colors_and_elements: '可以畫可可果 就是樹上那個黃黃的果子 顏色用咖啡色但不要太暗',
      preferred_materials: '牛皮紙吧 不要塑膠',
      key_considerations: '巧克力很怕熱 夏天寄出去會融化 包裝要幫我想一下',
      expected_deadline: '4月初前',
      product_description: '黑巧克力片 剛剛有講',
      specification: '一片50克 一盒4片',
      packaging_form: '盒子 單片用袋子',
    },
    otherwise: '這個我不太懂欸 你們看怎樣好',
    expected: {
      project_background: { said: 0, text: ['可可的小農', '巧克力片', '做包裝'] },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'early', relation: 'by' } },
      address: { said: 0, text: ['屏東內埔'] },
      product_description: { said: 1, text: ['黑巧克力片', '自己發酵自己烘'] },
      specification: { said: 1, text: ['一片50克', '一盒放4片'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['box', 'bag_pouch'] } },
      unique_selling_point: { said: 'asked', text: ['從種樹到做成巧克力', '荔枝的果香'] },
      target_audience: { said: 'asked', text: ['送禮的人', '在意健康'] },
      sales_channels: { said: 'asked', text: ['農會', '蝦皮', '市集'] },
      preferred_style: { said: 'asked', text: ['樸實', '高級'] },
      colors_and_elements: { said: 'asked', text: ['可可果', '咖啡色'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙'] },
      key_considerations: { said: 'asked', text: ['怕熱', '融化'] },
    },
  },

  // 33-year-old surf coach running a surf school in 宜蘭頭城; types fast with 注音 slips (抱名 for 報名) and emoji.
  // Exercises: the budget (a ceiling) comes first, before the business is explained; the URL, the launch deadline and
  // the language arrive in their own bubbles whatever the genie asks; the budget is repeated later in other words; the
  // key-considerations reply answers in a phrase and then digresses about a new coach in March.
  // NOT facts of the project: 3月 (a new coach joins, not a date of the project), 5月開始就是旺季 is the reason for the
  // deadline (the deadline is "before May"), 峇里島 (where the admired site's school is, not the visitor's place).
  {
    id: 'heldout65-website-zh-surf-school-budget-first',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '先講預算喔 最多8萬😅 我們是宜蘭頭城的衝浪學校 想做一個新網站',
      '因為現在抱名都用LINE 一個一個回 旺季真的回不完 還常常有人重複付訂金',
      '網址是 lazywave.tw 朋友幫忙用免費版架的 超陽春',
      '5月前一定要上線 5月開始就是旺季了 喔還有要英文版 很多外國客人🏄',
      '預算再講一次 8萬是上限 設計跟架站全部包在裡面',
    ],
    whenAsked: {
      category: '預約的 要能選課程跟日期 最好可以線上付訂金',
      main_pages: '首頁 課程介紹 教練 預約 還有每天的浪況',
      languages: '中文跟英文',
      target_audience: '20到35歲第一次想學衝浪的 很多台北下來玩的 還有外國背包客',
      competitors: '峇里島有一家叫Salty Days的衝浪學校 網站很好看 我等等找連結給你',
      preferred_style: '清爽 有海的感覺 照片要大',
      key_considerations: '手機好用 客人都用手機訂 欸對了3月會有新教練加入 所以網站要能自己改',
      budget: '8萬以內',
      expected_deadline: '5月前',
      url: '剛給了 lazywave.tw',
      problem_need: '不要再一個一個回LINE',
    },
    otherwise: '沒意見 你們覺得好就好',
    expected: {
      budget: { said: 0, value: { kind: 'money', amount: 80000, bound: 'at_most', currency: 'TWD' } },
      project_background: { said: 0, text: ['衝浪學校', '新網站'] },
      address: { said: 0, text: ['宜蘭頭城'] },
      problem_need: { said: 1, text: ['一個一個回', '回不完'] },
      url: { said: 2, text: ['lazywave.tw'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      languages: { said: 3, text: ['英文'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['課程介紹', '教練', '浪況'] },
      target_audience: { said: 'asked', text: ['第一次想學衝浪', '外國背包客'] },
      competitors: { said: 'asked', text: ['Salty Days'] },
      preferred_style: { said: 'asked', text: ['清爽', '照片要大'] },
      key_considerations: { said: 'asked', text: ['手機好用', '自己改'] },
    },
  },

  // 34-year-old former bank clerk opening a self-service laundry with a small coffee bar in 台中西區; lots of
  // exclamation marks, 注音 slip (在 for 再).
  // Exercises: the opening date comes first with "!!" before the shop is explained; the place, the size and the
  // budget each arrive as their own short bubble; a walking time from her home that is NOT the distance field; the
  // budget excludes leased machines; the opening date is repeated later as "6/1" with a birthday aside.
  // NOT facts of the project: 走路2分鐘 (from her home to the shop, not to the studio), 生日 (her birthday is the same
  // day, not a new date), 洗衣機 are leased (not part of the budget), 10年 (years at the bank).
  {
    id: 'heldout65-commercial-zh-laundry-cafe-opening-first',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '6月1號要開幕！！我們要開自助洗衣店 但不想要那種冷冰冰的 想在裡面弄個小吧檯賣咖啡 讓等衣服的人可以坐一下',
      '台中西區 靠近勤美 我們家就住隔壁巷子 走路2分鐘',
      '店面18坪 一樓 前面有騎樓',
      '預算的話 裝潢加家具想控制在150萬 洗衣機是廠商租的不用算在裡面',
      '在確認一下 開幕就是6/1那天喔 剛好是我生日所以不能改😂',
    ],
    whenAsked: {
      problem_need: '讓等洗衣服的人不無聊 附近上班族也會進來買咖啡 多一份收入',
      brand_value: '乾淨 放鬆 希望大家覺得洗衣服是一段可以喘口氣的時間',
      target_audience: '附近租屋的學生跟上班族 20幾到30幾 很多住套房沒有洗衣機',
      competitive_advantage: '附近的洗衣店都很舊 燈又暗 我們有咖啡 還有可以插電工作的位子',
      preferred_style: '明亮 有點北歐 但不要IKEA樣品屋那種',
      colors_and_elements: '淺藍跟白 有泡泡的感覺 不要粉紅色',
      unique_design: '想要一面牆做成洗衣機滾筒的圓窗 可以拍照打卡',
      key_considerations: '排水跟通風 洗衣機很熱很吵 喔我老公說吧檯要能看到整間店 他之前在銀行做了10年很在意這個哈',
      address: '台中西區 勤美附近',
      space_size: '18坪',
      budget: '150萬',
      opening_date: '6/1',
    },
    otherwise: '沒有特別想法耶 你們專業的來',
    expected: {
      opening_date: { said: 0, value: { kind: 'date', date: '2026-06-01', precision: 'day', relation: 'on' } },
      project_background: { said: 0, text: ['自助洗衣店', '小吧檯賣咖啡'] },
      address: { said: 1, text: ['台中西區'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      budget: { said: 3, value: { kind: 'money', amount: 1500000, currency: 'TWD' } },
      problem_need: { said: 'asked', text: ['不無聊', '多一份收入'] },
      brand_value: { said: 'asked', text: ['乾淨', '喘口氣'] },
      target_audience: { said: 'asked', text: ['租屋', '沒有洗衣機'] },
      competitive_advantage: { said: 'asked', text: ['有咖啡', '插電工作'] },
      preferred_style: { said: 'asked', text: ['明亮', '北歐'] },
      colors_and_elements: { said: 'asked', text: ['淺藍', '泡泡', '粉紅色'] },
      unique_design: { said: 'asked', text: ['滾筒的圓窗'] },
      key_considerations: { said: 'asked', text: ['排水', '通風', '看到整間店'] },
    },
  },

  // 47-year-old sales manager of a functional-sock factory in 彰化社頭, first time exhibiting on their own; voice-types
  // on the high-speed rail, so the first message is one long unpunctuated run-on, and the voice input writes 娃 for 襪.
  // Exercises: the three show dates come first and out of order (opening, then move-in, then "19號" inheriting April);
  // the factory's town must not be taken as the venue; booth size as "3x6"; a budget range; power/water volunteered
  // in a bubble that also corrects the voice slip; all dates repeated later in a shorter form.
  // NOT facts of the project: 彰化社頭 (where the factory is, not where the show is), 公會 (the old shared booth),
  // 4天 (show length, derived), 發票 / 公司抬頭 (invoicing aside), 4個人 is a seating need, not a visit count.
  {
    id: 'heldout65-exhibition-zh-sock-factory-dates-on-train',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好我現在在高鐵上用語音打的不好意思喔先跟你講日期開展是4月16號然後15號進場19號撤場我們是彰化社頭做機能襪的工廠主要做運動娃跟登山娃這次是第一次自己去南港展覽館參展想做一個像樣的攤位',
      '攤位是3x6的 在角落 兩面開',
      '之前都是跟公會一起擺 一張小桌子而已 這次老闆說要做得像樣一點 預算大概40到50萬',
      '喔剛剛語音把襪打成娃 是襪子啦哈哈 然後我們要現場展示一台小的織襪機所以要電 水不用',
      '日期再講一次 15進場 16開始 19撤',
    ],
    whenAsked: {
      brand_value: '穿起來不會累 我們的襪子是給每天站很久走很久的人穿的 希望大家來摸一摸就知道差別',
      target_audience: '運動用品店的採購 還有國外代理商 一般民眾其次',
      preferred_style: '專業 乾淨 有點運動感',
      unique_design: '一面牆掛滿襪子 像彩色的瀑布 然後織襪機放最前面現場織',
      address: '南港展覽館',
      space_size: '3x6',
      water_electricity_supply: '只要電',
      budget: '40到50萬',
      opening_date: '4/16',
      entry_date: '4/15',
      exit_date: '4/19',
      key_considerations: '攤位要能重複用 還要有一張談生意的小桌子 至少坐4個人 對了發票要開公司抬頭喔 這到時候再說',
    },
    otherwise: '這個我要回去問老闆 先跳過',
    expected: {
      opening_date: { said: 0, value: { kind: 'date', date: '2026-04-16', precision: 'day', relation: 'on' } },
      entry_date: { said: 0, value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'on' } },
      exit_date: { said: 0, value: { kind: 'date', date: '2026-04-19', precision: 'day', relation: 'on' } },
      project_background: { said: 0, text: ['機能襪的工廠', '第一次自己去南港展覽館參展'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      budget: { said: 2, value: { kind: 'money', amount: 400000, max: 500000, currency: 'TWD' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['不會累', '摸一摸'] },
      target_audience: { said: 'asked', text: ['採購', '國外代理商'] },
      preferred_style: { said: 'asked', text: ['專業', '運動感'] },
      unique_design: { said: 'asked', text: ['掛滿襪子', '現場織'] },
      key_considerations: { said: 'asked', text: ['重複用', '談生意的小桌子'] },
    },
  },

  // 44-year-old tech engineer renovating the old walk-up apartment his late mother left in 永和; short bursts, 注音
  // slip (在 for 再).
  // Exercises: move-in timing and budget come before the project is explained; area, layout, size and age packed in
  // one bubble ("快40年", "3房2廳1衛", "28坪"); the need arrives unasked; the budget is repeated later in Chinese
  // numerals with a note that furniture is included; the property-type reply answers in a word and goes on about the
  // missing lift.
  // NOT facts of the project: 國二 / 小四 (the children's school years), 4個人 (the morning rush, household size only),
  // 一週3天 (how often he works from home), 4樓 (the floor, not the age or size), 頂溪站 is only a landmark.
  {
    id: 'heldout65-residential-zh-yonghe-old-apartment',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '我們想在7月小孩放暑假前搬進去 預算200萬上下 房子是我媽留下來的老公寓 要整個翻新',
      '永和 頂溪站附近',
      '屋齡快40年了 3房2廳1衛 28坪',
      '最想改的是廚房 超小又暗 我老婆每天煮飯都在流汗 還有只有一套衛浴 早上4個人在搶',
      '預算在說一次 兩百萬左右 家具也算在裡面',
    ],
    whenAsked: {
      property_category: '公寓 啊對了我們那棟沒電梯 在4樓 以後搬東西工班要注意',
      layout: '3房2廳1衛',
      age: '快40年',
      space_size: '28坪',
      problem_need: '廚房跟浴室',
      target_audience: '我跟老婆 兩個小孩 一個國二一個小四 還有一隻貓',
      lifestyle: '老婆很常下廚 我在家遠端上班 一週3天',
      preferred_style: '簡單 溫暖 木頭多一點',
      colors_and_elements: '喜歡木頭跟白 不要灰色 我媽以前種的那盆桂花想放陽台',
      address: '永和',
      budget: '200萬左右',
      move_in_date: '7月以前',
      key_considerations: '收納 還有我媽留下的那張神明桌要留著 不知道要放哪',
    },
    otherwise: '都行 看你們建議',
    expected: {
      move_in_date: { said: 0, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      budget: { said: 0, value: { kind: 'money', amount: 2000000, currency: 'TWD' } },
      project_background: { said: 0, text: ['老公寓', '整個翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 1, text: ['永和'] },
      age: { said: 2, value: { kind: 'number_with_unit', amount: 40, unit: 'years' } },
      layout: { said: 2, text: ['3房2廳1衛'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      problem_need: { said: 3, text: ['廚房', '一套衛浴'] },
      target_audience: { said: 'asked', text: ['兩個小孩', '貓'] },
      lifestyle: { said: 'asked', text: ['常下廚', '遠端上班'] },
      preferred_style: { said: 'asked', text: ['簡單', '溫暖', '木頭'] },
      colors_and_elements: { said: 'asked', text: ['木頭跟白', '灰色', '桂花'] },
      key_considerations: { said: 'asked', text: ['收納', '神明桌'] },
    },
  },

  // 31-year-old egg-cake food-truck owner in 桃園中壢 who just bought a second-hand truck and wants the body wrap and a
  // menu board; types fast without punctuation, 注音 slip (機蛋糕 for 雞蛋糕).
  // Exercises: the deadline (end of February) leads message 0, with a market start in March that is NOT the deadline;
  // what to design is packed in the same run-on; the place arrives as a two-word bubble; years at the night market are
  // not a fact; the deadline is repeated later in other words with the wrap installer as the reason.
  // NOT facts of the project: 3月 (when the markets start), 5年 (years at the night market), 二手 (the truck was used),
  // 白天 / 晚上 in collaboration are only when he replies.
  {
    id: 'heldout65-other-zh-egg-cake-truck-wrap',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '2月底以前要弄好喔因為3月開始要跑市集了我是賣雞蛋糕的餐車剛買了一台二手的發財車想找人設計車身的圖案還有菜單板',
      '桃園中壢',
      '之前在夜市擺了5年都是租人家的位子現在終於有自己的車了想要客人遠遠就認出來是賣機蛋糕的',
      '時間就剛講的2月底前 因為貼膜的師傅也要排',
    ],
    whenAsked: {
      other_design_requirements: '車身圖案跟菜單板',
      problem_need: '遠遠就認得出來',
      target_audience: '逛市集的家庭 小朋友很愛 還有上班族下午會買點心',
      preferred_style: '可愛 復古 有點像老雜貨店的招牌',
      colors_and_elements: '黃色！雞蛋糕本身就是黃的 可以畫小雞 不要黑色',
      address: '中壢',
      expected_deadline: '2月底前',
      key_considerations: '字要大 價錢我會常改 要能換',
      collaboration_notes: '用LINE就好 我白天在備料 晚上比較會回',
    },
    otherwise: '沒想過欸 都OK',
    expected: {
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-02-01', precision: 'month', part: 'late', relation: 'by' } },
      project_background: { said: 0, text: ['雞蛋糕的餐車', '發財車'] },
      other_design_requirements: { said: 0, text: ['車身的圖案', '菜單板'] },
      address: { said: 1, text: ['桃園中壢'] },
      problem_need: { said: 2, text: ['遠遠就認出來'] },
      target_audience: { said: 'asked', text: ['家庭', '小朋友', '上班族'] },
      preferred_style: { said: 'asked', text: ['可愛', '復古'] },
      colors_and_elements: { said: 'asked', text: ['黃色', '小雞', '黑色'] },
      key_considerations: { said: 'asked', text: ['字要大', '要能換'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '晚上'] },
    },
  },
  // Visitor: 29세 여성 애견미용사. 다른 샵에서 7년 일하다 수원 광교에서 자기 미용실을 연다. 폰으로 짧게 여러 번 끊어
  // 보내고, 오타(햇네, 좋겟어요)를 고치지 않는다.
  // Exercises: the deadline comes first, before the brand is even explained ("2월 안에는"), next to an opening month that
  // is NOT the deadline; the brand, its name and the extra work (간판, 명함) arrive only in message 1; address and services
  // come together in a message that does not answer the question on screen; the name's story comes unasked; the
  // deadline is repeated later in other words ("2월 넘어가면 안돼요"), so the first statement stands.
  // NOT facts of the project: 7년 (her years at another shop), 3월 (the shop's opening, not the design deadline),
  // 설 연휴 (when the sign goes up), 저희 집 애 (her own poodle).
  {
    id: 'heldout65-brand-ko-gwanggyo-dog-salon',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '애견미용실 로고요!! 2월 안에는 나와야돼요 3월 오픈이라서',
      '아 설명을 안햇네 ㅋㅋ 제가 다른 샵에서 7년 일하다가 이번에 독립해요 이름은 몽글살롱이고 로고 간판 명함 다 처음 만드는거에요',
      '위치가 광교 호수공원 쪽이라 산책하는 견주분들이 많아요 소형견만 받고 목욕 위생미용 가위컷 해요',
      '이름은 털이 몽글몽글한 느낌이라 지었어요 저희 집 애가 푸들이라 맨날 보는 그 털이요ㅎㅎ',
      '아 그리고 설 연휴 끝나면 바로 간판 달아야돼서 2월 넘어가면 진짜 안돼요',
    ],
    whenAsked: {
      project_background: '애견미용실 로고 처음 만드는거요',
      problem_need: '동네에 미용실이 많아서 한번 보면 기억나는 가게였음 좋겠어요',
      brand_name_story: '몽글몽글한 털 얘기 위에 했어요ㅎㅎ',
      products_or_services: '목욕 위생미용 가위컷이요',
      registration_status: '아직이요',
      need_registration_assistance: '아뇨 괜찮아요 남편 친구가 변리사라서 거기 물어보려구요',
      brand_website: '인스타만 만들어놨어요 @monggle_salon',
      target_audience: '광교 사는 30대 40대 견주분들이요 강아지를 자식처럼 키우는 분들',
      preferred_style: '귀엽지만 유치하지 않게요 둥글둥글한 느낌',
      colors_and_elements: '연한 베이지랑 코랄이요 강아지 발바닥은 너무 흔해서 빼주세요',
      expected_deadline: '2월 안에요',
      key_considerations: '간판에 들어가니까 멀리서도 잘 보여야 돼요',
    },
    otherwise: '그건 잘 모르겠어요 알아서 해주세요',
    expected: {
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      project_background: { said: 1, text: ['독립', '처음 만드는'] },
      other_design_requirements: { said: 1, text: ['간판', '명함'] },
      address: { said: 2, text: ['광교'] },
      products_or_services: { said: 2, text: ['목욕', '위생미용', '가위컷'] },
      brand_name_story: { said: 3, text: ['몽글몽글'] },
      problem_need: { said: 'asked', text: ['기억나는'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['monggle_salon'] },
      target_audience: { said: 'asked', text: ['30대 40대 견주', '자식처럼'] },
      preferred_style: { said: 'asked', text: ['유치하지 않게', '둥글둥글'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '코랄', '발바닥'] },
      key_considerations: { said: 'asked', text: ['멀리서도'] },
    },
  },

  // Visitor: 51세 여성, 강원 평창에서 남편과 방앗간을 한다. 음성 입력으로 말하듯 길게, 문장부호 없이 보낸다.
  // Exercises: message 0 is one voice-typed run-on carrying the place, the products, the packaging forms (라벨, 선물세트
  // 박스) and a budget this type has no field for; the deadline is given as "4월 안에는" next to 5월 가정의달, which is when
  // the sets sell; the USP and the specification arrive in whatever turn; the shipping box comes as an afterthought
  // ("아까 말한 라벨 박스 말고"); the materials reply answers in a word and goes on about the daughter.
  // NOT facts of the project: 이백 (a budget; packaging has no budget field), 5월 가정의달 (the selling season, not the
  // deadline), 반 정도 (share of home-grown perilla), 딸 (who runs Instagram).
  {
    id: 'heldout65-packaging-ko-pyeongchang-oil-mill',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 저희는 평창에서 남편이랑 방앗간 하는데요 들기름 참기름 짜서 파는데 이번에 병에 붙이는 라벨이랑 선물세트 박스를 새로 하고 싶어요 지금은 인쇄소에서 대충 해준거 쓰는데 딸이 너무 촌스럽다고 해서요 예산은 한 이백 정도 생각하고 있고요',
      '4월 안에는 디자인 끝나야 5월 가정의달에 선물세트 낼수 있어요',
      '병은 180ml 300ml 두가지구요 선물세트는 180짜리 두병 들어가요',
      '저희는 저온압착이에요 낮은 온도로 짜서 향이 진하고 들깨는 반 정도 저희가 직접 농사 지은거에요',
      '아 그리고 아까 말한 라벨 박스 말고 택배 상자도 같이 되면 좋겠어요 기름병이라 깨질까봐 완충재 들어가는걸로요',
    ],
    whenAsked: {
      product_description: '들기름 참기름이요 나물 무칠때 많이 쓰세요',
      specification: '180ml 300ml 두가지요',
      packaging_form: '라벨이랑 선물세트 박스요',
      unique_selling_point: '저온압착이라 향이 진해요',
      target_audience: '50 60대 주부님들이 제일 많고 명절에 선물하시는 분들이요',
      sales_channels: '방앗간 매장이요 그리고 스마트스토어랑 장날에 나가서도 팔아요',
      preferred_style: '옛날 방앗간 느낌인데 세련되게요',
      colors_and_elements: '들깨 그림 들어갔으면 좋겠고 노란색은 참기름 같아서 들기름엔 안 썼으면 해요',
      preferred_materials: '크라프트지요 근데 딸 말로는 요즘 유리병에 종이 라벨 두르는게 예쁘다더라구요 걔가 인스타 담당이라 그쪽이랑도 얘기해보세요',
      expected_deadline: '4월 안에요',
      key_considerations: '짠 날짜 적는 칸이 꼭 있어야 돼요 저희가 손으로 써서 붙이거든요',
    },
    otherwise: '그건 잘 모르겠네요 전문가가 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['방앗간', '촌스럽다'] },
      address: { said: 0, text: ['평창'] },
      product_description: { said: 0, text: ['들기름', '참기름'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      specification: { said: 2, text: ['180ml', '300ml', '두병'] },
      unique_selling_point: { said: 3, text: ['저온압착', '직접 농사'] },
      other_design_requirements: { said: 4, text: ['택배 상자', '완충재'] },
      target_audience: { said: 'asked', text: ['50 60대 주부', '선물'] },
      sales_channels: { said: 'asked', text: ['매장', '스마트스토어', '장날'] },
      preferred_style: { said: 'asked', text: ['옛날 방앗간 느낌', '세련되게'] },
      colors_and_elements: { said: 'asked', text: ['들깨 그림', '노란색'] },
      preferred_materials: { said: 'asked', text: ['크라프트지'] },
      key_considerations: { said: 'asked', text: ['짠 날짜'] },
    },
  },

  // Visitor: 44세 여성 세무사, 인천 송도에서 사무소를 한다. 상담 사이사이 폰으로 짧게 보낸다. 숫자는 "300"처럼 단위 없이.
  // Exercises: the first message is a budget question ("예산 300") before anything is explained; the budget is "300"
  // with no unit (300만원 in context) and is repeated later as "삼백만원 ... 부가세 포함", which does not change it; the
  // current "site" is a Naver blog; the deadline reply corrects itself within the reply ("3월 전에요 아 ... 4월까지만 돼도");
  // the category reply answers in two words and jokes about the office size; the languages reply mentions foreign
  // clients who do NOT need another language; competitors are declined.
  // NOT facts of the project: 작년 (when she hired), 직원 둘 / 세명 (headcount), 3월 (her first guess, withdrawn),
  // 5월 (종소세 filing season), 외국인 손님 (no second language asked for).
  {
    id: 'heldout65-website-ko-songdo-tax-office',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '혹시 예산 300으로 홈페이지 만들 수 있을까요',
      '송도에 있는 세무사 사무실이에요 혼자 하다가 작년에 직원 둘 뽑았어요',
      '지금은 블로그만 하고 있어요 blog.naver.com/songdo_taxlee 근데 블로그로는 상담 문의가 잘 안들어와요',
      '제일 급한건 전화요 상담 예약을 전화로만 받으니까 하루종일 전화만 받다 끝나요ㅠ 홈페이지에서 예약 잡히게 하고 싶어요',
      '아 예산은 아까 말한대로 삼백만원인데 부가세 포함이요 넘어가면 좀 힘들어요',
    ],
    whenAsked: {
      project_background: '세무사 사무실 홈페이지요',
      url: '네이버 블로그만 있어요',
      category: '기업 홈페이지요 아 근데 기업이라기엔 좀 작아요 ㅋㅋ 저 포함 세명이라',
      problem_need: '전화 대신 홈페이지로 상담 예약 받는거요',
      main_pages: '사무소 소개, 업무 분야, 상담 예약, 오시는 길 정도요',
      languages: '한국어만요 송도라 외국인 손님도 가끔 오시는데 다들 한국어 하는 직원이랑 같이 오세요',
      target_audience: '송도 사는 30 40대 직장인이랑 가게 하시는 사장님들이요 종소세 부가세 신고 맡기시는 분들',
      competitors: '딱히 없어요 세무사 홈페이지는 다 비슷비슷해서요',
      preferred_style: '믿음직한데 너무 딱딱하지 않게요 은행 앱처럼 깔끔하게',
      budget: '삼백만원이요',
      expected_deadline: '3월 전에요 아 종소세가 5월이니까 4월까지만 돼도 괜찮아요',
      key_considerations: '폰으로 들어왔을때 예약 버튼이 바로 보여야 돼요 저희 손님들 거의 폰으로 봐요',
    },
    otherwise: '그건 상관없어요',
    expected: {
      budget: { said: 0, value: { kind: 'money', amount: 3000000, currency: 'KRW' } },
      project_background: { said: 1, text: ['세무사 사무실'] },
      address: { said: 1, text: ['송도'] },
      url: { said: 2, text: ['blog.naver.com/songdo_taxlee'] },
      problem_need: { said: 3, text: ['상담 예약', '전화'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['사무소 소개', '업무 분야', '오시는 길'] },
      languages: { said: 'asked', text: ['한국어'] },
      target_audience: { said: 'asked', text: ['30 40대 직장인', '사장님'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['믿음직한데', '딱딱하지 않게'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['예약 버튼'] },
    },
  },

  // Visitor: 39세 여성, 서울에서 소믈리에로 10년 일하다 고향 광주로 내려와 동명동에 와인바를 준비한다. 첫 메시지는
  // 음성 입력으로 길게, 그 다음부터는 짧게.
  // Exercises: one long voice-typed run-on packs the place, size (18평), budget (4천 = 4천만원), opening (4월 중순) and the
  // site's state before any of them is asked; the budget is repeated later ("4천이 진짜 최대") without changing it; the
  // signature idea (wine cellar wall) comes unasked with a typo; the brand-value reply answers in one word, then
  // tells a story about her old workplace.
  // NOT facts of the project: 서울 (where she used to work), 10년 (her career), 지난주 (when she signed the lease),
  // 대출 (how she funds it).
  {
    id: 'heldout65-commercial-ko-dongmyeong-wine-bar',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 광주 동명동에 와인바 하나 차리려고 하는데요 18평이고 예산은 인테리어만 4천 정도 생각하고 있어요 오픈은 4월 중순 목표고 계약은 지난주에 했어요 원래 옷가게 하던 자리라 철거부터 다 해야될거 같아요 제가 서울에서 소믈리에로 10년 일하다가 고향 내려온거라',
      '혼자 와도 어색하지 않은 바가 목표에요 바 좌석 위주로요',
      '와인 셀러가 벽 한면 전체였음 좋겟어요 유리로 다 보이게요',
      '4천이 진짜 최대에요 대출 받은거라 ㅠ',
    ],
    whenAsked: {
      project_background: '동명동 와인바 인테리어요',
      problem_need: '혼자 와도 편한 바요',
      brand_value: '편안함이요 ㅎㅎ 제가 일하던 데가 너무 격식 차리는 곳이라 손님들이 주눅 드는게 늘 아쉬웠거든요',
      target_audience: '30대 직장인 여자분들이요 퇴근하고 혼자 한잔 하시는 분들',
      competitive_advantage: '제가 소믈리에라 직접 골라드리는거요 동명동에 내추럴 와인 전문인 데가 거의 없어요',
      preferred_style: '어둡고 따뜻한 조명에 빈티지한 느낌이요',
      colors_and_elements: '짙은 초록이랑 나무색이요 하얀 형광등 조명은 절대 싫어요',
      unique_design: '와인 셀러 벽이요',
      address: '광주 동명동이요',
      space_size: '18평이요',
      budget: '4천만원이요',
      opening_date: '4월 중순이요',
      key_considerations: '싱크대 두개는 꼭 필요하고 바 자리에서 셀러가 바로 보여야 돼요',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['와인바', '철거'] },
      address: { said: 0, text: ['동명동'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      budget: { said: 0, value: { kind: 'money', amount: 40000000, currency: 'KRW' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on', part: 'mid' } },
      problem_need: { said: 1, text: ['혼자 와도 어색하지 않은'] },
      unique_design: { said: 2, text: ['와인 셀러', '유리'] },
      brand_value: { said: 'asked', text: ['편안함'] },
      target_audience: { said: 'asked', text: ['30대 직장인', '혼자'] },
      competitive_advantage: { said: 'asked', text: ['소믈리에', '내추럴 와인'] },
      preferred_style: { said: 'asked', text: ['따뜻한 조명', '빈티지'] },
      colors_and_elements: { said: 'asked', text: ['짙은 초록', '형광등'] },
      key_considerations: { said: 'asked', text: ['싱크대 두개'] },
    },
  },

  // Visitor: 47세 남성, 경남 창원의 감속기 제조사 영업팀장. 출장 중 폰으로 한 줄씩 딱딱 끊어 보낸다. 존댓말, 숫자 위주.
  // Exercises: the opening date and venue come first ("3월 24일 개막하는 킨텍스"), the company and exhibit only after;
  // the booth size is given as "3x3 4개 붙여서 6x6" (36 ㎡); entry and exit dates are day numbers with no month
  // (March from context) in one message together with last year's penalty story; the budget is "2천5백" with VAT
  // excluded; the show's dates are repeated at the end as a span ("24일부터 27일까지"), which changes nothing.
  // NOT facts of the project: 작년 (another show), 벌금 (last year's penalty), 3x3 4개 (how the 36 ㎡ is made up),
  // 4일간 (the show's length), 일본 제품 (competitors, not theirs).
  {
    id: 'heldout65-exhibition-ko-changwon-reducer-kintex',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '3월 24일 개막하는 킨텍스 전시 부스 디자인 급하게 필요합니다',
      '창원에 있는 감속기 만드는 회사고요 이번에 로봇 관절에 들어가는 정밀 감속기를 처음으로 들고 나갑니다 전시회는 국제 스마트제조 기술전이고요',
      '3x3 4개 붙여서 6x6이요',
      '반입은 22일 23일 이틀이고 철수는 27일 폐막하고 당일 밤에 다 빼야 된답니다 작년에 다른 전시에서 부스 업체가 늦게 와서 벌금까지 냈어요',
      '예산은 2천5백이요 부가세 별도입니다 전시는 24일부터 27일까지 4일간이고요',
    ],
    whenAsked: {
      project_background: '정밀 감속기 첫 전시입니다',
      brand_value: '정밀함이요 일본 제품 대신 써도 된다는 믿음을 주고 싶습니다',
      target_audience: '로봇 회사 구매 담당자랑 설계 엔지니어요 일반 관람객은 별로 안 옵니다',
      preferred_style: '깔끔하고 공장 느낌 나게요 흰색 회색 위주로',
      unique_design: '감속기 절단 모형을 가운데 턴테이블에 올려서 돌리고 싶습니다',
      address: '킨텍스 제2전시장 9홀입니다',
      space_size: '6x6이요',
      water_electricity_supply: '전기만요 시연 장비 돌려야 해서 용량 좀 큰걸로요',
      budget: '2천5백만원이요',
      opening_date: '3월 24일입니다',
      entry_date: '3월 22일부터요',
      exit_date: '27일 당일 밤이요',
      key_considerations: '철수 시간 꼭 지켜야 합니다 장비가 무거워서 바닥 하중도 봐주시고요',
    },
    otherwise: '특별히 없습니다',
    expected: {
      opening_date: { said: 0, value: { kind: 'date', date: '2026-03-24', precision: 'day', relation: 'on' } },
      address: { said: 0, text: ['킨텍스'] },
      project_background: { said: 1, text: ['감속기', '처음으로'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-22', precision: 'day' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-03-27', precision: 'day' } },
      budget: { said: 4, value: { kind: 'money', amount: 25000000, currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['정밀함', '믿음'] },
      target_audience: { said: 'asked', text: ['구매 담당자', '엔지니어'] },
      preferred_style: { said: 'asked', text: ['깔끔하고', '흰색 회색'] },
      unique_design: { said: 'asked', text: ['절단 모형', '턴테이블'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['철수 시간', '하중'] },
    },
  },

  // Visitor: 61세 여성 퇴직 교사, 성남 분당 야탑동 아파트를 전체 리모델링한다. 천지인 자판이라 받침 오타(잇어요)가
  // 나고, 한 번은 음성 입력으로 길게 보낸다.
  // Exercises: the move-in month is the first thing said, before what the project is; one message packs the place,
  // type, size (32평), age (30년 다 되어가서) and the scope; a long voice-typed run-on mixes the main problem, the
  // husband's wish, an undecided balcony extension and the budget (칠천 = 7천만원) at the very end; the move-in month is
  // repeated later in other words ("6월까지 보관이사"), which changes nothing.
  // NOT facts of the project: 퇴직 (her retirement), 주말 (when grandchildren visit), 6월까지 보관이사 (storage, a repeat
  // of the move-in month, not a new date), 베란다 확장 (still undecided), 아들네 (visiting family).
  {
    id: 'heldout65-residential-ko-yatap-remodel',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 6월에는 다시 들어가 살아야 해서 맘이 급해요',
      '분당 야탑동 아파트고 32평이에요 지은지 30년 다 되어가서 전체 리모델링 하려구요',
      '남편이랑 둘이 살고 주말엔 손주 둘이 와요 강아지도 한마리 잇어요',
      '퇴직하고 집에 있는 시간이 많아졌는데 부엌이 좁고 어두워서 그게 제일 불편하고 남편은 작은 서재 하나 있었으면 좋겠다고 하고 베란다 확장도 할까 하는데 그건 아직 모르겠어요 아 예산은 칠천 정도요',
      '짐은 6월까지 보관이사 맡겨놨어요 그래서 6월 넘기면 안돼요',
    ],
    whenAsked: {
      project_background: '아파트 전체 리모델링이요',
      property_category: '아파트요',
      layout: '방 3개 화장실 2개에 거실 하나요',
      age: '30년 다 됐어요',
      problem_need: '부엌이요',
      target_audience: '남편이랑 저요 강아지도 있구요',
      lifestyle: '요리를 많이 해요 아들네 오면 밥 해먹이고요 남편은 책 보고 바둑 두는게 낙이에요',
      preferred_style: '밝고 깨끗한 느낌이요 유행 타는건 싫고요',
      colors_and_elements: '흰색 나무색 좋아요 검정은 무거워 보여서 싫구요',
      address: '분당 야탑동이요',
      space_size: '32평이요',
      budget: '칠천만원 정도요',
      move_in_date: '6월이요',
      key_considerations: '제가 무릎이 안좋아서 문턱 다 없애주세요 욕실 바닥도 안 미끄럽게요',
    },
    otherwise: '그건 잘 모르겠어요',
    expected: {
      move_in_date: { said: 0, value: { kind: 'date', date: '2026-06-01', precision: 'month' } },
      project_background: { said: 1, text: ['전체 리모델링'] },
      address: { said: 1, text: ['야탑동'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      target_audience: { said: 2, text: ['남편', '손주', '강아지'] },
      problem_need: { said: 3, text: ['부엌이 좁고 어두워서', '서재'] },
      budget: { said: 3, value: { kind: 'money', amount: 70000000, currency: 'KRW' } },
      layout: { said: 'asked', text: ['방 3개', '화장실 2개'] },
      lifestyle: { said: 'asked', text: ['요리', '바둑'] },
      preferred_style: { said: 'asked', text: ['밝고 깨끗한'] },
      colors_and_elements: { said: 'asked', text: ['흰색', '검정'] },
      key_considerations: { said: 'asked', text: ['문턱', '미끄럽'] },
    },
  },

  // Visitor: 30세 여성 회사원, 대전에서 5월 결혼을 준비한다. 점심시간에 급하게, 느낌표 많이, 인사는 두 번째 메시지에서.
  // Exercises: the first message is the wedding date and the design deadline at once ("5월 16일 결혼식이라 ... 3월
  // 초까지는"), and only the design date is the deadline; the pieces wanted (종이·모바일 청첩장, 식권, 답례품 스티커)
  // come in message 1 with a typo; the colour and motif come with a love story; the deadline is repeated later in other
  // words with a mailing date (3월 중순) that is NOT the deadline; the address reply adds the groom's home town.
  // NOT facts of the project: 5월 16일 (the wedding day), 3월 중순 (when invitations go out), 150명 (guest count),
  // 부산 (the groom's home town), 등산 동호회 (how they met).
  {
    id: 'heldout65-other-ko-daejeon-wedding-invitation',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '5월 16일 결혼식이라 청첩장 디자인이 3월 초까지는 나와야 돼요!!',
      '아 안녕하세요ㅎㅎ 급해서 본론부터 말햇네요 종이 청첩장이랑 모바일 청첩장 둘 다 하고 식권이랑 답례품 스티커도 같은 느낌으로 맞추고 싶어요',
      '저희 둘다 등산 동호회에서 만났거든요 그래서 산 느낌 들어갔으면 좋겠어요 초록초록하게!',
      '인쇄까지 하면 3월 중순엔 돌려야 돼서 디자인은 꼭 3월 초요',
    ],
    whenAsked: {
      project_background: '결혼식 청첩장이요',
      other_design_requirements: '종이랑 모바일 청첩장, 식권, 답례품 스티커요',
      problem_need: '뻔한 청첩장 말고 받자마자 딱 저희 둘 같다는 소리 듣고 싶어요',
      target_audience: '하객분들이요 회사 동료들이랑 친척 어르신들 한 150명 정도',
      preferred_style: '수채화 일러스트요 따뜻하고 너무 화려하진 않게',
      colors_and_elements: '초록이요 산 그림',
      address: '대전이요 식장도 대전이고 신랑은 원래 부산 사람이에요',
      expected_deadline: '3월 초요',
      key_considerations: '어르신들 보시기 편하게 날짜랑 장소 글씨 크게요 모바일엔 지도 꼭 넣어주세요',
      collaboration_notes: '카톡으로 편하게 주고받고 싶어요 결정은 저랑 예비신랑 같이 해요',
    },
    otherwise: '음 그건 괜찮아요 상관없어요',
    expected: {
      project_background: { said: 0, text: ['결혼식', '청첩장'] },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'early' } },
      other_design_requirements: { said: 1, text: ['모바일 청첩장', '식권', '답례품 스티커'] },
      colors_and_elements: { said: 2, text: ['산 느낌', '초록'] },
      problem_need: { said: 'asked', text: ['저희 둘 같다'] },
      target_audience: { said: 'asked', text: ['회사 동료', '어르신'] },
      preferred_style: { said: 'asked', text: ['수채화', '화려하진 않게'] },
      address: { said: 'asked', text: ['대전'] },
      key_considerations: { said: 'asked', text: ['글씨 크게', '지도'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '예비신랑'] },
    },
  },
];
