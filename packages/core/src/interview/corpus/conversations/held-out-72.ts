import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A seventy-second batch of held-out visitors, written blind from the field list (three writers, one a language, none
 * of whom read the engine): every project type in all three languages. Its theme: what is wrong now: visitors who describe
 * their trouble (what annoys them, what fails, what customers complain about) rather than naming a goal, and mention other
 * dates (a lease, an event, a holiday, a trip) beside the one the design is due by. Written in session 34 beside the
 * seventy-first and played once on f2d1cc18, before any change for it. Each writer's own notes follow, and each
 * conversation has a comment of what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (en-US, batch 72: what's wrong now)
 * brand: Rosa, taco-truck owner in San Antonio; nobody can read her script logo and customers tag a look-alike truck; deadline next to the wrap-shop date and Fiesta.
 * packaging: Priya, chai blender in Portland; zippers split, tea goes stale, a "head shop" review; deadline next to Mother's Day, printer lead time and a sublease.
 * website: Dale, 3rd-generation plumber in Wauwatosa; the mobile call button dials a dead number and online booking spins; go-live next to a hosting date he says to ignore.
 * commercial: Keisha, natural-hair salon owner in Atlanta's West End; no seating, neck-killing shampoo bowls, relaxer smell; opening and design dates next to keys, lease end and contractor start.
 * exhibition: Jordan, tabletop game publisher from Minneapolis; last year's Gen Con booth was invisible from the aisle and the line blocked a neighbor; show dates next to a Kickstarter launch, a wedding and a later show.
 * residential: Alyssa, expecting, just bought a dark, chopped-up 1978 ranch in Crestview, Austin; move-in next to closing, lease end, a Lisbon trip and a due date.
 * other: Carly, American running an eco retreat outside Tulum; guests flood her WhatsApp and get lost at night; deadline next to a trip home for her mom's 70th and Easter.
 */
/* Writer's note (zh-TW, batch 72: what's wrong now)
 * brand       — 33歲 阿凱，台中狗狗美容店「好好洗」，名字加泡泡圖被當成洗衣店；搬店的起租日、開幕日、招牌工期都不是 logo 的期限。無標點、口語、emoji。
 * packaging   — 29歲 鹿谷茶農第二代，夾鏈袋受潮、鐵罐打不開、禮盒宅配壓凹被負評；春茶採收、印刷工期、母親節都不是設計期限。
 * website     — 45歲 花蓮壽豐民宿老闆，手機跑版、訂房表單送不出去、只有中文；網域到期日、暑假旺季、別家報價、他的日本行都不是事實欄位。
 * commercial  — 34歲 台北中山站拉麵店老闆，油煙、排隊擋門、點餐動線打架；續約年數、過年休假、日本師傅來訪都不是開幕日。連打不斷句、在/再錯字。
 * exhibition  — 47歲 彰化和美露營桌椅工廠行銷經理，去年標準攤位沒人停、燈暗、沒地方談；過年放假不是日期欄位，和美不是展覽地點。用語正式。
 * residential — 32歲 竹北孕婦工程師，中古大樓西曬、廚房無窗、浴室水漬；租約到期日與預產期不是入住日；權狀35坪後來更正為室內26坪。
 * other       — 44歲 溫哥華列治文中文補習班老師，傳單字太多家長看不懂、沒有英文；開課日、招生日、回台過年日期都不是設計期限。
 */
/* Writer's note (ko-KR, batch 72: what's wrong now)
 * 1. brand: 부산 영도 3대째 어묵집 40대 사장. 택배 박스 로고가 뭉개지고 원본 파일이 없다는 하소연으로 시작; 설 대목, 4월 백화점 팝업 옆에 디자인 마감 3월 초.
 * 2. packaging: 당진 양조장 손자. 라벨이 냉장고 물기에 벗겨지고 선물세트가 택배에서 샌다는 리뷰; 설 선물세트(이미 늦음), 5월 박람회 옆에 마감 3월 말.
 * 3. website: 경주 황남동 한옥스테이 50대 사장님. 더블부킹, 수수료, 길 못 찾는 외국 손님; 사랑채 보수(2월 말), 벚꽃철(4월 초) 옆에 오픈 3월 중순.
 * 4. commercial: 인천 구월동 17년차 미용실 원장, 짧고 구두점 없는 말투. 서서 기다리는 손님, 낮은 천장, 내려가는 차단기; 재계약(2월 말), 공사 시작(3월 2일) 옆에 재오픈 3월 17일.
 * 5. exhibition: 김포 펫 수제간식 브랜드 마케팅 팀장, 첫 해외(도쿄) 부스. 작년 킨텍스 부스의 실패담; 반입/개막/철수 세 날짜와 설, 도면 제출(2월 말) 옆에 디자인 확정 2월 20일.
 * 6. residential: 대전 노은동 22년 된 아파트 사는 엄마. 결로, 곰팡이, 화장실 하나; 공사 시작(7월 말), 개학(8월 24일), 가족여행(5월 초) 옆에 입주 8월 22일과 디자인 마감 4월.
 * 7. other: 멜버른 사는 딸이 전주 콩나물국밥집 엄마 대신 메뉴판 문의. 한글뿐인 메뉴판과 덧붙인 가격 스티커; 가격 인상(3월 1일), 귀국(2월 14일부터 3주) 옆에 마감 2월 20일.
 */
export const seventySecondHeldOutConversations: CorpusConversation[] = [
  // Rosa Delgado, 41, owns a taco truck in San Antonio, TX. Types fast on her phone between lunch rushes: lowercase, "bc",
  // dropped apostrophes, one emoji. Describes her trouble (illegible logo, customers confusing her with a similar truck)
  // rather than a goal. Exercises: a deadline stated next to the wrap-shop booking and the Fiesta festival, an extra
  // request (menu boards, stickers) volunteered, a trademark worry tied to the look-alike name.
  // NOT facts: 2019 (when the truck started), March 23 (wrap-shop appointment, not the design deadline), April and
  // "10 days" (Fiesta), La Güerita and "east side" (the other truck), the lost catering gig.
  {
    id: 'heldout72-brand-en-taco-truck-unreadable-logo',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hi! so I run a taco truck in San Antonio called La Güera Tacos, been going since 2019. honestly the problem is our logo. its this skinny script my cousin made and nobody can read it from across a parking lot",
      "also theres another truck on the east side called La Güerita and people tag THEM on instagram when they post our food 😩 lost a catering gig last year bc the lady called the wrong number",
      "we're getting the truck rewrapped, the wrap shop has me booked march 23 so I need final files by march 13 at the latest. Fiesta is in april and thats our busiest 10 days so no moving that",
      "oh and I'd want new menu boards and stickers for the to-go bags too if thats something yall do",
    ],
    whenAsked: {
      problem_need: "people cant read our name and they mix us up with the other truck. I want something bold you can read from far away",
      brand_name_story: "güera is what my grandma called me bc I was the light haired one lol. the recipes are hers",
      products_or_services: "street tacos, breakfast tacos, aguas frescas, and catering",
      registration_status: "no not yet",
      need_registration_assistance: "yes please, esp with that other truck having a name so close",
      brand_website: "just instagram @lagueratacos_sa",
      target_audience: "lunch crowd from the offices, construction crews, families on the weekend, college kids late night",
      preferred_style: "bold and fun, kinda like a lotería card vibe but clean",
      colors_and_elements: "pink and turquoise for sure. no green white red flag stuff, everybody does that",
      expected_deadline: "march 13",
      key_considerations: "it has to read from far away and still look good on a sticker as small as a quarter",
    },
    otherwise: "idk, whatever you think works",
    expected: {
      project_background: { said: 0, text: ['taco truck', 'logo'] },
      address: { said: 0, text: ['San Antonio'] },
      problem_need: { said: 0, text: ['nobody can read it'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'by' } },
      other_design_requirements: { said: 3, text: ['menu boards', 'stickers'] },
      brand_name_story: { said: 'asked', text: ['grandma'] },
      products_or_services: { said: 'asked', value: { kind: 'list', items: ['street tacos', 'breakfast tacos', 'aguas frescas', 'catering'] } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@lagueratacos_sa'] },
      target_audience: { said: 'asked', text: ['construction crews', 'college kids'] },
      preferred_style: { said: 'asked', text: ['lotería'] },
      colors_and_elements: { said: 'asked', text: ['pink and turquoise'] },
      key_considerations: { said: 'asked', text: ['from far away'] },
    },
  },

  // Priya Raman, 34, sells her own masala chai blends online and at farmers markets in Portland, OR. Clear, friendly,
  // full sentences with a wry emoji. Starts from what customers complain about (zippers that split, stale tea, a review
  // saying the pouch looks like it came from a head shop). Exercises: a deadline next to Mother's Day, the printer's lead
  // time and a kitchen sublease; a later sampler set that is a plan, not part of this job.
  // NOT facts: May 10 (Mother's Day), 5 weeks (printer lead time), July (sublease ends), Chennai (her mother's city),
  // the gift sampler as a current packaging form.
  {
    id: 'heldout72-packaging-en-chai-pouch-goes-stale',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi there. I sell loose-leaf chai blends online and at a couple of farmers markets in Portland. Right now everything goes out in clear zip pouches with a printed sticker on the front, and honestly I'm getting embarrassed by them.",
      "The zippers split after a few uses so people's tea goes stale, and I've had more than one review say it \"looks like something from a head shop\" 🙃 The stickers also peel off when it's damp at the market.",
      "Each pouch holds 100 g of tea and is roughly 6 x 9 inches, one pouch per order usually. Eventually I want a gift sampler too, but that's a later thing.",
      "Timing: I'd love the design finished by March 31. Mother's Day is May 10 and that's my biggest week of the year, and my printer needs about 5 weeks. Also my kitchen sublease is up in July so I might move, please don't put an address on anything lol",
    ],
    whenAsked: {
      product_description: "Masala chai blends you simmer on the stove with milk. Whole spices, cardamom, ginger, clove, with Assam black tea. I have three blends right now.",
      packaging_form: "Stand-up pouches. Just pouches for now.",
      unique_selling_point: "I toast and grind the spices myself in small batches, it's my mom's recipe from Chennai. No chai 'flavor', no syrup.",
      target_audience: "Mostly women 28 to 50 who like to cook, and people who've had real chai and are let down by the cafe versions.",
      sales_channels: "My own website, Etsy, and two farmers markets.",
      preferred_style: "Warm and a little bold. Not the cliché paisley-and-elephants thing.",
      colors_and_elements: "Deep saffron and a dark brown maybe. Please no elephants or henna patterns.",
      preferred_materials: "Compostable if possible, or at least recyclable. Matte. With a zipper that actually holds.",
      expected_deadline: "March 31.",
      key_considerations: "The seal. If it doesn't keep the tea fresh, nothing else matters.",
    },
    otherwise: "No strong preference, I trust you.",
    expected: {
      project_background: { said: 0, text: ['loose-leaf chai', 'farmers markets'] },
      address: { said: 0, text: ['Portland'] },
      problem_need: { said: 1, text: ['zippers split', 'stale'] },
      specification: { said: 2, text: ['100 g', '6 x 9'] },
      plans_after_project: { said: 2, text: ['gift sampler'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      product_description: { said: 'asked', text: ['stove', 'cardamom'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bag_pouch'] } },
      unique_selling_point: { said: 'asked', text: ['grind the spices myself'] },
      target_audience: { said: 'asked', text: ['real chai'] },
      sales_channels: { said: 'asked', value: { kind: 'list', items: ['website', 'Etsy', 'farmers markets'] } },
      preferred_style: { said: 'asked', text: ['Warm'] },
      colors_and_elements: { said: 'asked', text: ['saffron', 'no elephants'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['compostable', 'recyclable'] } },
      key_considerations: { said: 'asked', text: ['seal'] },
    },
  },

  // Dale Kowalski, 58, runs a third-generation plumbing and heating company in Wauwatosa, WI. Types with no punctuation and
  // few capitals, short bursts. His trouble: the mobile call button dials a number they dropped years ago and online
  // booking "just spins". Exercises: a go-live date next to a hosting date he explicitly says to ignore, an old build
  // price next to his budget, "8 grand" as money.
  // NOT facts: 2017 (old phone number), 2014 and $1,200 (the old site's build and price), Feb 28 (hosting paid through),
  // "3 generations", Brookfield (a competitor's town), "south side" (where Spanish-speaking customers live).
  {
    id: 'heldout72-website-en-plumber-booking-spins',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hi we're Kowalski Plumbing & Heating in Wauwatosa family business 3 generations. our website is a mess honestly my nephew checked it on his phone and the call button dials a number we havent had since 2017",
      "customers keep telling Deb our office manager they tried to book online and it just spins. we lose jobs to the big outfits with the nice scheduling sites",
      "site is kowalskiplumbing.com. guy who built it in 2014 charged us $1200 and hes retiring. hosting is paid thru feb 28 but he says hell go month to month after so dont worry about that date",
      "want it live by april 1 before AC tune up season starts. budget around 8 grand",
    ],
    whenAsked: {
      category: "booking i guess people need to schedule service calls",
      problem_need: "people cant book or even call us from their phone",
      main_pages: "home, services, book a service, about us, reviews, service area, contact",
      languages: "english and spanish lot of our customers on the south side speak spanish",
      target_audience: "homeowners mostly 35 and up, landlords with rental duplexes, some small businesses",
      competitors: "roto-rooter, and anderson plumbing in brookfield has a nice one",
      preferred_style: "clean and trustworthy not cheesy. no cartoon plumber",
      budget: "around $8000",
      expected_deadline: "april 1",
      key_considerations: "big phone button at the top that works on phones. and Deb needs to be able to change the hours herself",
    },
    otherwise: "no preference",
    expected: {
      project_background: { said: 0, text: ['Plumbing & Heating'] },
      address: { said: 0, text: ['Wauwatosa'] },
      problem_need: { said: 1, text: ['book online'] },
      url: { said: 2, text: ['kowalskiplumbing.com'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      budget: { said: 3, value: { kind: 'money', amount: 8000, approximate: true, currency: 'USD' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['home', 'services', 'book a service', 'about us', 'reviews', 'service area', 'contact'] } },
      languages: { said: 'asked', value: { kind: 'list', items: ['English', 'Spanish'] } },
      target_audience: { said: 'asked', text: ['homeowners', 'landlords'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['Roto-Rooter', 'Anderson Plumbing'] } },
      preferred_style: { said: 'asked', text: ['clean', 'trustworthy'] },
      key_considerations: { said: 'asked', text: ['phone button', 'Deb'] },
    },
  },

  // Keisha Thompson, 45, owns a natural-hair salon in Atlanta's West End and is moving into the bigger unit next door.
  // Casual, warm, "lol", "bc". Leads with everything wrong in the current salon (no seating, shampoo bowls that hurt,
  // elbows bumping, relaxer smell). Exercises: the new space's size next to the old one's, an opening date and a design
  // deadline in one message with the key handover, lease end and contractor start beside them, a budget with an exclusion.
  // NOT facts: 700 sq ft and "almost 10 years" (the current unit), Feb 15 (keys), May 31 (current lease ends), March 23
  // (contractor start), 4 stylists (current headcount), the chairs already bought.
  {
    id: 'heldout72-commercial-en-salon-nowhere-to-sit',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hey! I own Crown & Coil, a natural hair salon in the West End in Atlanta. We've been in a tiny 700 sq ft unit for almost 10 years and I finally signed on the space next door, the old bakery, 1,400 sq ft.",
      "Honestly what's wrong now is everything lol. Clients wait standing up bc there's nowhere to sit, the shampoo bowls kill people's necks, and with 4 stylists we're literally bumping elbows. And it smells like relaxer even though we barely do relaxers anymore, there's no ventilation.",
      "Dates: I get the keys Feb 15, my current lease is up May 31, and I want to open in the new spot June 1. My contractor can start March 23 so I'd need the design done by March 20.",
      "Budget is $120k for the whole build-out, not counting the styling chairs I already bought.",
    ],
    whenAsked: {
      problem_need: "No seating, bad shampoo bowls, no room, no ventilation.",
      brand_value: "Crown & Coil is about celebrating natural texture. I want women to walk in and exhale, feel taken care of, not rushed.",
      target_audience: "Black women 25 to 60, a lot of professionals, and moms bringing their daughters in for the first time.",
      competitive_advantage: "We only do natural hair and every stylist is trained on every texture. Locs, silk presses without heat damage.",
      preferred_style: "Warm, earthy, a little luxe. Like a spa but not white and sterile.",
      colors_and_elements: "Terracotta, gold, lots of plants. No pink, every salon is pink.",
      unique_design: "A wall of my clients' photos, our crown wall. And a little kids' corner.",
      address: "West End, Atlanta.",
      space_size: "1,400 sq ft.",
      budget: "$120k.",
      opening_date: "June 1.",
      key_considerations: "Ventilation!!! And comfortable shampoo chairs. And it has to be ADA accessible.",
    },
    otherwise: "No preference, whatever you think.",
    expected: {
      project_background: { said: 0, text: ['natural hair salon', 'old bakery'] },
      address: { said: 0, text: ['West End', 'Atlanta'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1400, unit: 'ft2' } },
      problem_need: { said: 1, text: ['nowhere to sit', 'shampoo bowls'] },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-06-01', precision: 'day', relation: 'on' } },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-20', precision: 'day', relation: 'by' } },
      budget: { said: 3, value: { kind: 'money', amount: 120000, currency: 'USD' } },
      brand_value: { said: 'asked', text: ['natural texture', 'exhale'] },
      target_audience: { said: 'asked', text: ['Black women'] },
      competitive_advantage: { said: 'asked', text: ['only do natural hair'] },
      preferred_style: { said: 'asked', text: ['earthy', 'spa'] },
      colors_and_elements: { said: 'asked', text: ['Terracotta', 'No pink'] },
      unique_design: { said: 'asked', text: ['crown wall'] },
      key_considerations: { said: 'asked', text: ['Ventilation', 'ADA'] },
    },
  },

  // Jordan Alvarez, 31, co-founder of a small tabletop game publisher in Minneapolis, exhibiting at Gen Con in
  // Indianapolis. Chatty, lowercase, "tbh", "fyi". Describes last year's failure (nobody could see the game, the line spilled
  // into a neighbor) instead of a goal. Exercises: booth size as "20x20", three show dates in one message, a design deadline
  // next to a Kickstarter launch and a family wedding, a later show that is a plan, not the venue.
  // NOT facts: Minneapolis (the company's home, not the venue), May 12 (Kickstarter launch), the first week of June (sister's
  // wedding), December and Philadelphia (PAX Unplugged, a later show), two folding tables (last year's booth), 10 ft.
  {
    id: 'heldout72-exhibition-en-gencon-invisible-booth',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hey! I'm Jordan, co-founder of Tall Tale Games, we're a small tabletop game publisher in Minneapolis. we're doing Gen Con again this summer and I need a real booth this time",
      "last year was rough tbh. we had two folding tables and a pop-up banner. you couldn't see the game from the aisle, people kept asking 'what is this?', and our demo line spilled into the neighbor's booth and con staff got on us twice",
      "this year we upgraded to a 20x20 ft island at the Indiana Convention Center. show opens July 30, we can move in July 28, teardown is Aug 2 after the hall closes",
      "we launch the kickstarter for our next game May 12 and want booth renders for the campaign page, so I'd like the design locked by April 30. also I'm out the whole first week of June for my sister's wedding fyi",
      "oh and if it works out we'd want to reuse the booth at PAX Unplugged in Philly in December",
    ],
    whenAsked: {
      brand_value: "we make weird, story-heavy games. the booth should feel like walking into a campfire story, cozy and a little spooky",
      target_audience: "players first, but also distributors and retailers, we want 2 or 3 new distribution deals out of this",
      preferred_style: "illustrated, hand-drawn, warm lighting, like old storybook illustrations",
      unique_design: "a giant storyteller figure you can see from across the hall, maybe 10 ft tall, holding the game board up",
      address: "Indiana Convention Center, Indianapolis",
      space_size: "20x20 ft",
      water_electricity_supply: "just electricity, for the lights and one screen",
      budget: "around $35k all in",
      opening_date: "July 30",
      entry_date: "July 28",
      exit_date: "Aug 2",
      key_considerations: "demo tables that don't block the aisle, a spot for the line inside our own space, and everything has to fit in one crate for the drive down",
    },
    otherwise: "no preference really",
    expected: {
      project_background: { said: 0, text: ['tabletop game publisher', 'Gen Con'] },
      problem_need: { said: 1, text: ["couldn't see the game from the aisle"] },
      address: { said: 2, text: ['Indiana Convention Center'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-07-30', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-07-28', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-08-02', precision: 'day', relation: 'on' } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      plans_after_project: { said: 4, text: ['PAX Unplugged'] },
      brand_value: { said: 'asked', text: ['campfire story'] },
      target_audience: { said: 'asked', text: ['distributors', 'retailers'] },
      preferred_style: { said: 'asked', text: ['hand-drawn'] },
      unique_design: { said: 'asked', text: ['storyteller'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 35000, approximate: true, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['aisle', 'one crate'] },
    },
  },

  // Alyssa Nguyen, 36, UX researcher, and her husband Ben just bought a 1978 ranch house in Crestview, Austin, TX; a baby
  // is on the way. Well punctuated, long, friendly, one emoji. Leads with what's wrong (dark, chopped up, one-person
  // galley, two people on calls at one dining table). Exercises: age given by build year and in years, a move-in date
  // surrounded by the closing date, the apartment lease end, a trip abroad and a due date; a budget tied to a pipe issue.
  // NOT facts: 1978 (only the basis for the age), Feb 27 (closing), July 31 (apartment lease ends), April and "two weeks"
  // and Lisbon (a trip), October (the baby's due date).
  {
    id: 'heldout72-residential-en-ranch-dark-galley',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! My husband and I just bought a 1970s ranch house in Crestview (Austin). We close Feb 27. It has good bones but it's so dark and chopped up, and the kitchen is a tiny closed-off galley where only one person fits.",
      "It was built in 1978, so it's 48 years old. 3 bed, 2 bath, a formal living room nobody will ever use, and a den with wood paneling. About 1,650 sq ft.",
      "We both work from home and right now we take calls from the same dining table, which is... not great for the marriage 😅 One of the bedrooms needs to become a real office.",
      "Timing is tight-ish: our apartment lease ends July 31 and we'd like to move in by July 15 so we're not living in a hotel. We're also in Lisbon for two weeks in April, so heads up on meetings. And the baby is due in October, so the third bedroom will be a nursery!",
      "Budget is around $140k, and that has to include replacing the cast iron drain pipes our inspector flagged.",
    ],
    whenAsked: {
      property_category: "A single-family house, one story.",
      problem_need: "Dark, closed off, and no place to work.",
      target_audience: "Me, my husband Ben, the baby on the way, and our greyhound, Pickle.",
      lifestyle: "We both work from home. Ben cooks a lot and bakes bread on weekends, and we host game nights most Fridays.",
      preferred_style: "Warm modern, lots of wood, a bit California casual. Not farmhouse, please.",
      colors_and_elements: "Warm whites, sage green, white oak. No shiplap and no barn doors.",
      address: "Crestview, in Austin.",
      space_size: "About 1,650 sq ft.",
      budget: "Around $140k.",
      move_in_date: "By July 15.",
      key_considerations: "Open the kitchen up to the den, a quiet office with a door, and low-VOC everything in the nursery.",
    },
    otherwise: "No particular preference.",
    expected: {
      project_background: { said: 0, text: ['ranch house', 'Crestview'] },
      address: { said: 0, text: ['Crestview'] },
      problem_need: { said: 0, text: ['dark', 'closed-off galley'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 48, unit: 'years' } },
      layout: { said: 1, text: ['3 bed', '2 bath', 'den'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-07-15', precision: 'day', relation: 'by' } },
      budget: { said: 4, value: { kind: 'money', amount: 140000, currency: 'USD' } },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['detached_house'] } },
      target_audience: { said: 'asked', text: ['greyhound', 'baby'] },
      lifestyle: { said: 'asked', text: ['game nights'] },
      preferred_style: { said: 'asked', text: ['Warm modern'] },
      colors_and_elements: { said: 'asked', text: ['sage green', 'No shiplap'] },
      key_considerations: { said: 'asked', text: ['low-VOC'] },
    },
  },

  // Carly Benson, 44, an American who runs a nine-cabana eco retreat in the jungle outside Tulum, Mexico. Excited, double
  // exclamation marks, emoji, short lines. Describes her trouble (40 WhatsApp messages a day, guests lost on the paths at
  // night) and only then what she thinks she needs: a welcome book and path signs. Exercises: a deadline next to a trip home
  // and the end of high season, collaboration wishes tied to the trip, place abroad.
  // NOT facts: 6 years (time in Mexico), 40 (messages a day), 2am, Denver and Feb 10 to the 20th (trip for her mom's 70th),
  // Easter (end of high season), 15 min toward Cobá (distance to a town, not to the studio).
  {
    id: 'heldout72-other-en-tulum-guests-lost-at-night',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hi!! I run Casa Ceiba, a little eco retreat with 9 cabanas in the jungle outside Tulum 🌿 I'm American, been here 6 years",
      "the problem: guests message me on WhatsApp like 40 times a day. wifi password, what time is breakfast, where's the yoga shala, how do I get a taxi. and at night people literally get lost on the paths between cabanas, we had a guest end up in the staff house at 2am 😬",
      "so I think I need a proper guest welcome book for each cabana + signs along the paths that are lit or glow or something",
      "I want it all done by March 1 if possible. I'm flying to Denver Feb 10 for my mom's 70th and I'm gone til the 20th. high season ends after Easter but we're fully booked til then",
    ],
    whenAsked: {
      other_design_requirements: "a welcome book for every cabana and signs for the paths",
      problem_need: "less WhatsApp chaos and nobody getting lost at night",
      target_audience: "couples and solo women mostly, 30 to 55, from the US, Canada and Europe. people who want quiet and nature, not party Tulum",
      preferred_style: "natural, handmade, carved wood and hand painted, calm. NOT instagram neon",
      colors_and_elements: "earthy greens and clay colors, the ceiba tree is our symbol. no bright white light at night, it draws bugs, warm amber only",
      address: "outside Tulum, Quintana Roo, Mexico, about 15 min toward Cobá",
      expected_deadline: "March 1",
      key_considerations: "has to survive humidity and rain, and the book needs to be in english and spanish",
      collaboration_notes: "email is best, I'm the only decision maker. weekly updates are fine, just not while I'm in Denver",
    },
    otherwise: "no preference 🙂",
    expected: {
      project_background: { said: 0, text: ['eco retreat', '9 cabanas'] },
      address: { said: 0, text: ['Tulum'] },
      problem_need: { said: 1, text: ['WhatsApp', 'get lost'] },
      other_design_requirements: { said: 2, text: ['welcome book', 'signs'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['couples', 'solo women'] },
      preferred_style: { said: 'asked', text: ['handmade'] },
      colors_and_elements: { said: 'asked', text: ['ceiba tree', 'amber'] },
      key_considerations: { said: 'asked', text: ['humidity', 'english and spanish'] },
      collaboration_notes: { said: 'asked', text: ['email', 'decision maker'] },
    },
  },

  // 33歲 阿凱，台中狗狗美容店「好好洗」老闆，用手機打字，幾乎不加標點，偶爾 emoji。
  // Exercises: the trouble (被當成洗衣店、有人拿窗簾來洗) instead of a goal; a move with a lease start date, an opening
  // date and a signboard lead time next to the real logo deadline (2月底); a listen-field address given as the new
  // location; extra items (招牌、名片、價目表) volunteered.
  // NOT facts: 第五年 (shop age), 西區 (old location), 3/1 (lease start), 4月初 (opening), 三週 (signboard lead time),
  // 上禮拜 / 阿伯 / 窗簾 (anecdote).
  {
    id: 'heldout72-brand-zh-grooming-looks-like-laundry',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我是台中一間狗狗美容店 叫好好洗 開第五年了 想把logo整個重做 現在那個是朋友幫忙畫的',
      '最困擾的是一直有人打來問我們有沒有洗棉被 😂 因為名字加上那個泡泡圖 看起來根本洗衣店 上禮拜還有阿伯拿窗簾來',
      '然後我們要搬家 從台中西區搬到南屯區 新店面租約3/1起租 4月初想開幕 招牌廠說做招牌要三週 所以logo最晚2月底要定案',
      '招牌跟名片也要一起弄 還有店門口的價目表',
    ],
    whenAsked: {
      problem_need: '就是不要再被當成洗衣店 讓人一看就知道是寵物美容',
      brand_name_story: '好好洗就是希望每隻狗都被好好洗乾淨 好好對待 名字不想改',
      products_or_services: '狗狗洗澡 美容剪毛 SPA 還有少量貓咪洗澡',
      registration_status: '沒有註冊欸 沒想過',
      need_registration_assistance: '好啊 順便幫忙辦',
      brand_website: '只有IG @haohaoxi.grooming 跟google商家',
      target_audience: '南屯那邊很多小家庭跟年輕上班族 養小型犬為主 很在意店家乾不乾淨 會不會對狗狗兇',
      preferred_style: '溫暖 可愛但不要幼稚 有點手感',
      colors_and_elements: '想放狗狗的剪影 泡泡一定要拿掉!! 藍色也不要 太像洗衣店',
      expected_deadline: '2月底前 招牌要趕',
      key_considerations: '一眼看得出是狗狗美容 招牌遠遠看也清楚',
    },
    otherwise: '這個沒特別想法耶',
    expected: {
      project_background: { said: 0, text: ['狗狗美容', 'logo'] },
      problem_need: { said: 1, text: ['洗衣店'] },
      address: { said: 2, text: ['南屯'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-02-01', precision: 'month', part: 'late', relation: 'by' } },
      other_design_requirements: { said: 3, text: ['招牌', '名片'] },
      brand_name_story: { said: 'asked', text: ['好好對待'] },
      products_or_services: { said: 'asked', value: { kind: 'list', items: ['洗澡', '美容', 'SPA'] } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['haohaoxi'] },
      target_audience: { said: 'asked', text: ['小家庭', '小型犬'] },
      preferred_style: { said: 'asked', text: ['溫暖', '手感'] },
      colors_and_elements: { said: 'asked', text: ['剪影', '泡泡'] },
      key_considerations: { said: 'asked', text: ['一眼'] },
    },
  },

  // 29歲 鹿谷茶農第二代，去年從台北回家接網路銷售，全形標點加 emoji，語氣客氣。
  // Exercises: complaints (受潮、打不開、宅配壓凹、負評) as the problem; the spring harvest, a printer's lead time and
  // Mother's Day beside the real deadline (3月底); specs given before being asked; several packaging forms at once.
  // NOT facts: 4月中 (spring harvest), 三到四週 (printing time), 母親節 (sales season), 台北 (where she lived), 去年.
  {
    id: 'heldout72-packaging-zh-lugu-tea-damp-pouch',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～我家在南投鹿谷種茶，我是第二代，去年從台北回來接網路這塊。想把茶葉的包裝整個換掉🙏',
      '現在的問題真的很多😅 鋁箔夾鏈袋客人說開過一次就夾不緊、茶葉會受潮；鐵罐的蓋子太緊，阿姨們打不開；禮盒宅配常常壓凹，蝦皮上被留了好幾次負評',
      '春茶大概4月中開始採，我希望新包裝能趕上春茶上架，所以設計3月底前要好，印刷廠說要三到四週。對了母親節檔期也是重點，但那是之後的事',
      '主要是凍頂烏龍，150克一包，也有75克的小包。禮盒是兩包一組',
    ],
    whenAsked: {
      product_description: '凍頂烏龍茶葉，中焙火，熱水沖泡，一包可以回沖好幾次',
      specification: '150克跟75克兩種，禮盒是兩包150克一組',
      packaging_form: '夾鏈袋要保留但要換好一點的，外面配紙盒，禮盒也要',
      unique_selling_point: '我們自己種自己做，焙火是我爸親手顧的，有產銷履歷',
      target_audience: '30到50歲的上班族，會買茶送長輩或自己喝，在意健康跟來源',
      sales_channels: '蝦皮、自己的官網，還有鹿谷老街的店面',
      preferred_style: '簡單、有質感，不要再是大紅大金，有點日系的感覺',
      colors_and_elements: '想用墨綠或茶色，可以放茶山的線條。不要龍鳳那種',
      preferred_materials: '紙盒用牛皮紙或環保紙，袋子要能真的防潮',
      expected_deadline: '3月底前',
      key_considerations: '防潮跟好打開最重要，寄送不能再壓壞',
    },
    otherwise: '這部分我沒有特別的想法～',
    expected: {
      project_background: { said: 0, text: ['種茶', '包裝'] },
      address: { said: 0, text: ['鹿谷'] },
      problem_need: { said: 1, text: ['受潮', '打不開', '壓凹'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      specification: { said: 3, text: ['150克', '75克'] },
      product_description: { said: 'asked', text: ['凍頂烏龍'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bag_pouch', 'box', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['焙火', '產銷履歷'] },
      target_audience: { said: 'asked', text: ['上班族', '長輩'] },
      sales_channels: { said: 'asked', value: { kind: 'list', items: ['蝦皮', '官網', '店面'] } },
      preferred_style: { said: 'asked', text: ['質感', '日系'] },
      colors_and_elements: { said: 'asked', text: ['墨綠', '茶山'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['牛皮紙', '環保紙'] } },
      key_considerations: { said: 'asked', text: ['防潮', '壓壞'] },
    },
  },

  // 45歲 花蓮壽豐民宿老闆，一個人顧六間房，用筆電打字，句子短、標點完整。
  // Exercises: failures (手機跑版、表單送不出去、外國客人看不懂) as the need; a domain expiry, the summer peak and his
  // own trip to Japan beside the launch date (5月底); a budget next to another studio's higher quote; the trip kept
  // as a collaboration note, not a date.
  // NOT facts: 六間房 / 八年 (business facts, no field), 3/15 (domain and hosting expiry), 7月 (peak season),
  // 30萬 (another studio's quote), 2月中 / 十天 (his trip), 只有中文 (the old site's languages).
  {
    id: 'heldout72-website-zh-hualien-bnb-broken-form',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，我們在花蓮壽豐經營民宿，六間房，開了八年。網站是當年請朋友用WordPress架的，現在問題一堆。',
      '手機看會跑版，訂房表單常常送出失敗，客人只好打電話或傳LINE，我一個人根本接不完。日本跟香港的客人也反應看不懂，只有中文。',
      '另外網域跟主機3/15到期，舊廠商我不打算續了。暑假7月是旺季，希望5月底前新網站上線，先穩定跑一個月。',
      '預算15萬左右，之前問過一家報30萬，太貴。',
      '還有我2月中要去日本十天，那段時間回覆會比較慢，先跟你們說。',
    ],
    whenAsked: {
      url: 'https://www.haian-bnb.com.tw',
      category: '訂房為主。',
      problem_need: '就上面說的，手機跑版跟表單送不出去要解決，讓客人能自己線上訂房、付訂金。',
      main_pages: '首頁、房型介紹、線上訂房、交通、周邊景點、常見問題。',
      languages: '中文、日文、英文。',
      target_audience: '來花蓮玩的家庭跟情侶，日本和香港自由行的也不少，大多用手機訂。',
      competitors: '虹夕諾雅的官網很舒服，還有台東的鹿野山居民宿做得不錯。',
      preferred_style: '乾淨、清爽，照片要大，有海的感覺。',
      budget: '15萬左右。',
      expected_deadline: '5月底前。',
      key_considerations: '手機要好用，訂房流程越短越好。之後我自己要能改房價跟照片。',
    },
    otherwise: '沒有特別要求。',
    expected: {
      project_background: { said: 0, text: ['民宿'] },
      address: { said: 0, text: ['壽豐'] },
      problem_need: { said: 1, text: ['跑版', '表單'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'late', relation: 'by' } },
      budget: { said: 3, value: { kind: 'money', amount: 150000, currency: 'TWD' } },
      collaboration_notes: { said: 4, text: ['日本'] },
      url: { said: 'asked', text: ['haian-bnb'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['首頁', '房型', '線上訂房', '交通'] } },
      languages: { said: 'asked', value: { kind: 'list', items: ['中文', '日文', '英文'] } },
      target_audience: { said: 'asked', text: ['家庭', '手機'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['虹夕諾雅', '鹿野山居'] } },
      preferred_style: { said: 'asked', text: ['乾淨', '海'] },
      key_considerations: { said: 'asked', text: ['手機', '訂房流程'] },
    },
  },

  // 34歲 阿哲，台北中山站附近豚骨拉麵店老闆，手機連打，只用空格斷句，會把「再」打成「在」。
  // Exercises: customer complaints (油煙、排隊擋門、外帶內用撞在一起) as the need; a lease renewal, the New Year break
  // and a visiting master beside the real reopening date (4月中, by); size in the opener; budget excluding equipment.
  // NOT facts: 三年 (shop age), 五年 (lease renewal), 2/22 (end of New Year break), 3月中 (master's visit, explicitly
  // not a deadline), 設備 (kept, not in budget).
  {
    id: 'heldout72-commercial-zh-ramen-smoke-queue',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是中山站附近一間豚骨拉麵 開三年了 店面18坪 房東剛跟我們續約五年 所以想說趁這次好好整修一下',
      '現在最大的問題是油煙 客人吃完整身都是味道 google評論一堆人在講 再來是排隊的人都擠在門口擋到隔壁 然後點餐是在櫃台 外帶跟內用的人會撞在一起 店員也很難走',
      '過年會休到2/22 想說過完年就關店施工 最晚4月中要重新開 關太久房租白繳 3月中日本總店的師傅會來台灣 那時候還沒好也沒關係 他只是來玩的',
      '預算抓100萬 不含設備 設備舊的還能用',
    ],
    whenAsked: {
      problem_need: '油煙跟排隊動線 就剛剛講的那些 不想在被客人在評論罵',
      brand_value: '一碗湯熬12小時 很實在 希望客人進來覺得像在日本巷子裡的小店 很放鬆',
      target_audience: '附近上班族中午來 晚上比較多學生跟觀光客 日本客人也有',
      competitive_advantage: '湯頭是真的自己熬的 附近很多是用濃縮湯包 我們價格也比較親民',
      preferred_style: '日式 木頭 有點舊舊的居酒屋那種 不要太網美',
      colors_and_elements: '暖黃燈 木頭 布簾 不要白光',
      unique_design: '想做一排吧檯可以看到煮麵 門口可以有等位的長椅',
      address: '台北中山區 中山站走路三分鐘',
      space_size: '18坪',
      budget: '100萬 不含設備',
      opening_date: '4月中 最晚',
      key_considerations: '排煙一定要做好 施工不能超過兩個月',
    },
    otherwise: '都可以 你們專業的決定',
    expected: {
      project_background: { said: 0, text: ['拉麵', '整修'] },
      address: { said: 0, text: ['中山'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      problem_need: { said: 1, text: ['油煙', '排隊'] },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'mid', relation: 'by' } },
      budget: { said: 3, value: { kind: 'money', amount: 1000000, currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['12小時', '日本巷子'] },
      target_audience: { said: 'asked', text: ['上班族', '觀光客'] },
      competitive_advantage: { said: 'asked', text: ['自己熬'] },
      preferred_style: { said: 'asked', text: ['日式', '居酒屋'] },
      colors_and_elements: { said: 'asked', text: ['暖黃', '布簾'] },
      unique_design: { said: 'asked', text: ['吧檯', '長椅'] },
      key_considerations: { said: 'asked', text: ['排煙', '兩個月'] },
    },
  },

  // 47歲 陳經理，彰化和美鋁合金露營桌椅工廠「野森」的行銷經理，全形標點、用語正式。
  // Exercises: last year's failed standard booth (看不到裡面、燈暗、沒地方坐) as the need; entry / opening / exit dates
  // in one message; a design deadline (3月初) explained by the New Year factory break; 6x3公尺 as 18 m²; the factory
  // town is not the venue.
  // NOT facts: 和美 (factory, not the venue), 去年 / 標準攤位 / 三面隔板 (last year's booth), 2月中 (New Year break),
  // 名片收不到幾張 (anecdote), 4月 in the opener (superseded by exact dates).
  {
    id: 'heldout72-exhibition-zh-camping-booth-nobody-stopped',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是彰化和美做鋁合金露營桌椅的工廠，自有品牌「野森」，今年要參加4月的台北國際戶外用品展，想找人設計攤位。',
      '去年我們是用主辦的標準攤位，老實說很失敗：三面隔板圍起來，外面的人根本看不到裡面；燈又暗，產品都黑黑的；想坐下來談的買家也沒地方坐，名片收不到幾張。',
      '今年租了兩個攤位，合起來6x3公尺，在南港展覽館一館。展期4/16到4/19，進場是4/14，撤場是4/19閉展後當晚。',
      '設計稿希望3月初就能定案，因為2月中過年工廠放假，過完年又要趕展品，展品數量要跟攤位配合。',
    ],
    whenAsked: {
      brand_value: '輕、耐用、台灣製造。希望大家走過來會想坐坐看，感覺很放鬆，像在營地一樣。',
      target_audience: '主要是國外的代理商跟買家，也有國內的戶外用品店。',
      preferred_style: '開放、自然，木頭跟帆布的感覺，不要太像科技展。',
      unique_design: '想在攤位中間搭一個小營地，讓人直接坐我們的椅子喝咖啡。',
      address: '南港展覽館一館。',
      space_size: '6x3公尺，18平方公尺。',
      water_electricity_supply: '要電，要煮咖啡。水不用。',
      budget: '含施工60萬以內。',
      opening_date: '4/16。',
      entry_date: '4/14。',
      exit_date: '4/19閉展後當晚。',
      key_considerations: '要開放、看得到產品，還要有可以坐下來談的地方。',
    },
    otherwise: '這部分沒有特別要求，請依專業建議。',
    expected: {
      project_background: { said: 0, text: ['露營', '攤位'] },
      problem_need: { said: 1, text: ['看不到', '沒地方坐'] },
      address: { said: 2, text: ['南港展覽館'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-04-16', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-04-14', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-04-19', precision: 'day', relation: 'on' } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'early', relation: 'by' } },
      brand_value: { said: 'asked', text: ['台灣製造', '放鬆'] },
      target_audience: { said: 'asked', text: ['代理商', '買家'] },
      preferred_style: { said: 'asked', text: ['開放', '帆布'] },
      unique_design: { said: 'asked', text: ['營地', '咖啡'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 600000, bound: 'at_most', currency: 'TWD' } },
      key_considerations: { said: 'asked', text: ['坐下來談'] },
    },
  },

  // 32歲 小雯，竹北工程師，懷孕中，和老公買了中古大樓。手機打字，無標點、orz、emoji。
  // Exercises: defects found at viewing (西曬、廚房無窗、浴室水漬) as the need; a rental lease end and a due date
  // beside the real move-in date (7月中, by); six specs in the opener; a later correction of the size (權狀35坪含公設
  // → 室內26坪, the correction wins).
  // NOT facts: 35坪 (權狀 incl. 公設 and parking, corrected), 7/31 (rental lease end), 9月初 (due date),
  // 下午三點 (anecdote).
  {
    id: 'heldout72-residential-zh-zhubei-west-sun-baby',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 我跟老公在竹北買了一間中古大樓 屋齡12年 3房2廳2衛 權狀35坪 想找設計師幫忙整理一下 不用全部打掉',
      '看屋的時候就發現好多問題orz 客廳西曬 下午三點進去根本烤箱 廚房是封閉的又沒窗 油煙會飄到走廊 還有主臥浴室天花板有水漬 不知道是不是樓上漏水',
      '時間有點趕 我們現在租的房子租約到7/31 然後我預產期是9月初🤰 所以希望7月中以前就能搬進去 不想挺著大肚子搬家',
      '啊更正一下 剛剛翻權狀 35坪是含公設跟車位 室內實際大概26坪而已',
    ],
    whenAsked: {
      property_category: '大樓',
      layout: '3房2廳2衛',
      age: '12年',
      problem_need: '西曬太熱 廚房油煙 還有浴室漏水要先處理 然後收納不夠',
      target_audience: '我跟老公 加上9月出生的寶寶 還有一隻橘貓',
      lifestyle: '兩個人都是工程師 老公一週在家工作兩天 週末會在家煮飯 不太請客',
      preferred_style: '無印風 乾淨好整理 不要太多線板',
      colors_and_elements: '木頭色 白色 想要一面貓跳台牆 不要深色系',
      address: '新竹竹北 高鐵站那邊',
      space_size: '室內大概26坪',
      budget: '150萬左右 不含家具家電',
      move_in_date: '7月中以前',
      key_considerations: '漏水跟西曬先解決 然後要幫寶寶房想一下 預算不要爆',
    },
    otherwise: '都可以～',
    expected: {
      project_background: { said: 0, text: ['中古'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 12, unit: 'years' } },
      layout: { said: 0, text: ['3房2廳2衛'] },
      address: { said: 0, text: ['竹北'] },
      problem_need: { said: 1, text: ['西曬', '廚房', '漏水'] },
      move_in_date: { said: 2, value: { kind: 'date', date: '2026-07-01', precision: 'month', part: 'mid', relation: 'by' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 26, unit: 'ping' } },
      target_audience: { said: 'asked', text: ['老公', '寶寶', '橘貓'] },
      lifestyle: { said: 'asked', text: ['工程師', '在家工作'] },
      preferred_style: { said: 'asked', text: ['無印', '好整理'] },
      colors_and_elements: { said: 'asked', text: ['木頭色', '貓跳台'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 1500000, currency: 'TWD' } },
      key_considerations: { said: 'asked', text: ['漏水', '寶寶房'] },
    },
  },

  // 44歲 林老師，在加拿大溫哥華列治文開「小樹中文學堂」，中英夾雜，全形標點加 emoji，時區 UTC-8。
  // Exercises: parents' complaints (字太多、看不懂、沒有英文) and falling enrolment as the need; class start, enrolment
  // start and her New Year trip home beside the real deadline (2月底, by); a list of deliverables; the trip kept as
  // a collaboration note; an address abroad.
  // NOT facts: 第六年 (school age), 三成 / 去年秋季班 (enrolment drop), 4/7 (spring term start), 3/1 (enrolment start),
  // 2/10–2/24 / 台灣 (her trip home), 三到四種 (template count, not a field).
  {
    id: 'heldout72-other-zh-richmond-chinese-school-flyers',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      'Hello～我在加拿大溫哥華的列治文開一間中文補習班，叫小樹中文學堂，開第六年了。想請你們幫我們重新做招生用的東西',
      '老實說現在的傳單是我自己用Canva做的，家長都說字太多看不懂，上課時間跟年齡分班都找不到在哪。而且只有中文，很多爸爸或媽媽是本地人，根本看不懂 😓 去年秋季班人數少了快三成',
      '需要的有：招生傳單（中英雙語）、教室門口的課表看板，還有IG貼文的模板，大概三到四種',
      '時間的話，春季班4/7開課，3/1開始招生，所以2月底前一定要全部好',
      '還有我們有時差，我2/10到2/24又會回台灣過年，那兩週回訊息可能比較慢，用LINE找我最快',
    ],
    whenAsked: {
      other_design_requirements: '傳單、課表看板、IG貼文模板',
      problem_need: '讓家長一看就懂，不要再字太多看不懂，中英文都要，然後招生人數可以回來',
      target_audience: '列治文的華人家庭跟混血家庭的家長，孩子5到12歲，很在意孩子中文能不能跟上',
      preferred_style: '活潑但不要太花，清楚好讀，有童趣',
      colors_and_elements: '綠色，因為叫小樹嘛，可以有小樹的圖案。不要太多紅色',
      address: '加拿大BC省列治文',
      expected_deadline: '2月底前',
      key_considerations: '中英文排版要平衡，英文要自然，不要像翻譯機翻的',
      collaboration_notes: 'LINE最快，有時差我晚上回。最後是我跟另一位老師一起決定',
    },
    otherwise: '這個都可以，沒有特別要求～',
    expected: {
      project_background: { said: 0, text: ['中文補習班'] },
      address: { said: 0, text: ['列治文'] },
      problem_need: { said: 1, text: ['字太多', '看不懂'] },
      other_design_requirements: { said: 2, text: ['傳單', '課表', 'IG'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-01', precision: 'month', part: 'late', relation: 'by' } },
      collaboration_notes: { said: 4, text: ['LINE'] },
      target_audience: { said: 'asked', text: ['華人家庭', '混血家庭'] },
      preferred_style: { said: 'asked', text: ['清楚好讀', '童趣'] },
      colors_and_elements: { said: 'asked', text: ['綠色', '小樹'] },
      key_considerations: { said: 'asked', text: ['中英文', '翻譯'] },
    },
  },

  // Visitor: 46세 남성, 부산 영도에서 할머니가 시작한 어묵집을 3대째 하는 사장. 폰으로 띄어쓰기 대충, 마침표 거의 없이, ㅎㅎ ㅋㅋ.
  // Exercises: the goal arrives only as trouble (박스 로고가 뭉개짐, 원본 파일 없음, 팝업 담당자에게 줄 파일이 없음); a founding
  // year and a pop-up month beside the real deadline (3월 초); packaging pieces volunteered as other design work; registration
  // answers only when asked.
  // NOT facts: 1974년 (founding year), 남항시장 (where grandma started; the brand is filed as 영도), 90년대 (old logo), 설 대목 /
  // 2월 중순 (holiday rush), 4월 (pop-up month), 신세계 센텀 / 2주 (the pop-up, not the deadline).
  {
    id: 'heldout72-brand-ko-yeongdo-fishcake-blurry-box',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 영도에서 어묵 만드는 집입니다 할머니가 1974년에 남항시장에서 시작하셨고 지금 제가 3대째 하고있어요 이번에 로고부터 택배박스, 포장 스티커까지 전체 리뉴얼 하고싶어서 연락드려요',
      "솔직히 문제가 뭐냐면요 택배 박스에 찍힌 로고가 너무 작고 글씨가 뭉개져서 손님들이 뭔 가게인지 모른대요ㅠ 리뷰에 '박스 보고 스팸인줄 알았다' 이런것도 있고요 그리고 아버지가 90년대에 간판집에서 만든 로고라 원본파일이 없어요 백화점 팝업 담당자가 ai파일 달라는데 줄게 없어서 민망했음",
      '이름은 동백어묵인데 할머니가 제일 좋아하시던 꽃이 동백이라서요 시장 가게 앞에 동백 화분을 늘 두셨대요 ㅎㅎ',
      '설 대목이 2월 중순이라 그때는 정신없고요 팝업은 4월에 신세계 센텀에서 2주 하기로 했어요 그 전에 박스랑 스티커도 다 찍어놔야 되니까 디자인은 3월 초까지는 끝났으면 해요',
    ],
    whenAsked: {
      products_or_services: '어묵이요 ㅎㅎ 수제 어묵, 어묵탕 세트, 그리고 요즘 잘나가는 어묵고로케요',
      registration_status: '아뇨 안되어있어요 이름도 상표등록 안했어요',
      need_registration_assistance: '네 그것도 같이 해주시면 좋죠',
      brand_website: '스마트스토어 있어요 smartstore.naver.com/dongbaek_eomuk 요',
      target_audience: '시장 오시는 어르신들도 많은데 택배는 30~40대 주부님들이 제일 많이 시켜요 애들 반찬으로',
      preferred_style: '너무 힙한거 말고 오래된 집 느낌은 살리면서 깔끔하게요 레트로?',
      colors_and_elements: '동백 빨강은 꼭 넣고 싶어요 파란색은 빼주세요 생선가게 같아서요 ㅋㅋ',
      expected_deadline: '3월 초요',
      key_considerations: '작게 찍어도 알아볼수 있어야 돼요 박스 도장, 비닐 인쇄 다 작게 들어가거든요',
    },
    otherwise: '그건 딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['3대째', '전체 리뉴얼'] },
      address: { said: 0, text: ['영도'] },
      other_design_requirements: { said: 0, text: ['택배박스', '포장 스티커'] },
      problem_need: { said: 1, text: ['뭉개져', '원본파일'] },
      brand_name_story: { said: 2, text: ['좋아하시던 꽃'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      products_or_services: { said: 'asked', value: { kind: 'list', items: ['수제 어묵', '어묵탕 세트', '어묵고로케'] } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['smartstore.naver.com/dongbaek_eomuk'] },
      target_audience: { said: 'asked', text: ['30~40대', '주부'] },
      preferred_style: { said: 'asked', text: ['오래된 집 느낌', '깔끔하게'] },
      colors_and_elements: { said: 'asked', text: ['동백 빨강', '파란색'] },
      key_considerations: { said: 'asked', text: ['작게 찍어도'] },
    },
  },

  // Visitor: 33세 남성, 충남 당진 할아버지 양조장을 물려받은 손자. 존댓말, 말줄임표(…) 버릇, 차분한 중간 길이.
  // Exercises: the need comes as complaints (라벨이 물기에 울고 벗겨짐, 선물세트가 택배에서 샘); the form is label + gift set
  // while the bottle stays; a second product (약주 375ml) that is out of scope; 설 and a May fair beside the real deadline (3월 말).
  // NOT facts: 375ml / 유리병 (약주, not this job), 설 선물세트 (this year's, already too late), 5월 (주류 박람회, not the deadline).
  {
    id: 'heldout72-packaging-ko-dangjin-makgeolli-peeling-label',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 충남 당진에서 할아버지 때부터 하는 작은 양조장입니다. 생막걸리 한 종류랑 작년에 낸 약주 하나가 있는데요… 병은 그대로 쓰고 생막걸리 라벨이랑 선물세트 박스를 새로 만들려고 합니다.',
      "지금 제일 골치 아픈 게요… 라벨이 그냥 종이라서 냉장고에 넣으면 물방울이 맺혀서 울고 벗겨져요. 마트 냉장고에서 보면 다 쭈글쭈글해요. 그리고 선물세트는 택배로 보내면 병끼리 부딪혀서 뚜껑 쪽이 새는 경우가 있어서 리뷰에 '박스가 다 젖어서 왔다'는 글이 몇 번 올라왔어요 ㅠ",
      '병은 750ml 페트병이고요, 선물세트는 2병 들이로 생각하고 있어요. 약주는 375ml 유리병인데 이건 이번엔 안 합니다.',
      '설 선물세트는 이미 늦었고… 올해 설은 그냥 기존 걸로 가요. 5월에 주류 박람회 나가는데 거기서 새 라벨로 선보이고 싶어서, 인쇄 기간 생각하면 디자인은 3월 말까지는 나와야 할 것 같아요.',
    ],
    whenAsked: {
      product_description: '쌀이랑 누룩만 쓰고 아스파탐 안 넣은 생막걸리예요. 냉장 보관하고 흔들어서 드시면 돼요.',
      packaging_form: '라벨이랑 선물세트요.',
      unique_selling_point: '당진 해나루쌀만 쓰고 감미료를 안 넣어서 뒷맛이 깔끔해요. 3대째 같은 누룩 쓰는 것도요.',
      target_audience: '30대 40대가 많아요. 전통주 관심 있는 분들, 캠핑 가서 마시는 분들도 많고요.',
      sales_channels: '네이버 스마트스토어, 동네 하나로마트, 양조장 직판장이요.',
      preferred_style: '옛날 막걸리 느낌은 좀 빼고 싶어요. 깔끔하고 현대적인데 너무 와인 흉내 내는 건 싫고요.',
      colors_and_elements: '쌀 색 같은 아이보리에 남색 포인트요. 초록색 막걸리 병 느낌은 피하고 싶어요.',
      preferred_materials: '라벨은 물에 강한 유포지, 박스는 크라프트지로요.',
      expected_deadline: '3월 말까지요.',
      key_considerations: '냉장고 물기에 안 벗겨지는 거요. 그리고 택배로 보내도 병이 안 움직이게요.',
    },
    otherwise: '그건 따로 없어요.',
    expected: {
      project_background: { said: 0, text: ['양조장'] },
      address: { said: 0, text: ['당진'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      problem_need: { said: 1, text: ['벗겨져', '새는'] },
      specification: { said: 2, text: ['750ml', '2병'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      product_description: { said: 'asked', text: ['생막걸리', '냉장'] },
      unique_selling_point: { said: 'asked', text: ['해나루쌀', '감미료'] },
      target_audience: { said: 'asked', text: ['30대', '캠핑'] },
      sales_channels: { said: 'asked', value: { kind: 'list', items: ['스마트스토어', '하나로마트', '직판장'] } },
      preferred_style: { said: 'asked', text: ['깔끔하고 현대적'] },
      colors_and_elements: { said: 'asked', text: ['아이보리', '남색', '초록색'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['유포지', '크라프트지'] } },
      key_considerations: { said: 'asked', text: ['물기', '택배'] },
    },
  },

  // Visitor: 55세 여성, 경주 황남동에서 남편과 방 네 칸짜리 한옥스테이 운영. ^^ 와 ㅠㅠ, 다정한 말투, 컴퓨터엔 자신 없음.
  // Exercises: trouble instead of goal (예약 채널이 따로라 방이 두 번 겹침, 플랫폼 수수료, 골목이라 길 못 찾는 외국 손님); a repair
  // end date and cherry-blossom season beside the site's own date (3월 중순); a budget as a soft figure with a ceiling; a language
  // deferred to later (plans); no current site (url left out: only an Instagram handle, not a website).
  // NOT facts: 네 칸 / 두 번 (counts in the story), 2월 말 (사랑채 보수공사 끝), 4월 초 (벚꽃철), 3월부터 (when bookings pile up),
  // @hwangnam_hanok (Instagram, not a website url), 서촌 (where the reference sites are).
  {
    id: 'heldout72-website-ko-gyeongju-hanok-double-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요^^ 경주 황남동에서 한옥스테이 하고 있어요. 방은 네 칸이고요 남편이랑 둘이 운영합니다. 홈페이지가 따로 없어서 이번에 예약되는 홈페이지를 만들고 싶어요',
      '지금은 에어비앤비랑 네이버 예약, 전화, 카톡으로 다 따로 받다 보니 작년에 두 번이나 방이 겹쳐서 손님한테 너무 죄송했어요ㅠㅠ 수수료도 너무 많이 떼가고요. 외국 손님들은 골목이라 길을 못 찾아서 밤에 전화가 와요',
      '사랑채 보수공사가 2월 말에 끝나고 4월 초 벚꽃철이 제일 바쁘거든요. 벚꽃 예약이 3월부터 몰리니까 홈페이지는 3월 중순까지는 열었으면 해요',
      '외국 손님이 반 정도라 한국어, 영어, 일본어는 꼭 있어야 돼요. 중국어는 나중에 손님 늘면 추가하고요^^',
    ],
    whenAsked: {
      url: '홈페이지는 없어요. 인스타만 해요 @hwangnam_hanok',
      category: '예약 되는 홈페이지요',
      main_pages: '객실 소개, 예약, 오시는 길, 주변 가볼만한 곳 정도요',
      languages: '한국어 영어 일본어요',
      target_audience: '외국 손님이 절반이고 한국 분들은 30대 부부나 부모님 모시고 오는 가족이 많아요. 조용하고 깨끗한 걸 제일 보세요',
      competitors: '서촌에 있는 한옥 스테이 사이트들 봤는데 락고재 홈페이지가 예뻤어요',
      preferred_style: '사진이 크게 나오고 글은 적게요. 차분하고 따뜻한 느낌이요',
      budget: '500만원 정도 생각했는데... 예약 시스템까지 하면 더 드나요? 최대 700까지는 돼요',
      expected_deadline: '3월 중순이요',
      key_considerations: '저희 부부가 직접 사진 바꾸고 날짜 막고 할 수 있게 쉬웠으면 좋겠어요. 컴퓨터를 잘 못해요^^;',
    },
    otherwise: '그건 잘 모르겠어요^^ 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['한옥스테이'] },
      address: { said: 0, text: ['황남동'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['겹쳐서', '수수료'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      languages: { said: 3, value: { kind: 'list', items: ['한국어', '영어', '일본어'] } },
      plans_after_project: { said: 3, text: ['중국어'] },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['객실 소개', '예약', '오시는 길', '주변 가볼만한 곳'] } },
      target_audience: { said: 'asked', text: ['외국 손님', '가족'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['락고재'] } },
      preferred_style: { said: 'asked', text: ['사진이 크게', '차분하고 따뜻한'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 5000000, max: 7000000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['직접', '쉬웠으면'] },
    },
  },

  // Visitor: 45세 남성, 인천 구월동에서 17년째 미용실 하는 원장. 짧게 끊어 치고 마침표 없음, 용건만.
  // Exercises: the need as customer complaints (오래된 느낌 리뷰, 서서 기다리는 손님, 낮은 천장, 드라이기에 내려가는 차단기); a
  // lease renewal, a construction start and its length beside the reopening day (3월 17일, precise); a count of staff and chairs
  // next to the floor area; a budget that excludes reused equipment.
  // NOT facts: 17년째 (years in business), 세개 (waiting chairs), 디자이너 4명 / 의자 8개 (not the area), 2월 말 (재계약), 5년
  // (lease term), 3월 2일 (construction start), 2주 (closing length; fine inside key_considerations as words).
  {
    id: 'heldout72-commercial-ko-guwol-salon-breaker-trips',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '구월동에서 미용실 17년째 하고있습니다 가게 전체 리모델링 문의드려요',
      '요즘 리뷰에 오래된 느낌 난다는 말이 자꾸 올라와요 대기 의자가 세개뿐이라 주말엔 손님들이 서서 기다리고 샴푸대 쪽은 천장이 낮아서 답답하다고 하고요 드라이기 여러대 돌리면 차단기 내려가는것도 문제',
      '28평이고 디자이너 4명 의자 8개입니다',
      '건물주랑 2월 말에 재계약하는데 5년 연장이라 이참에 하려고요 3월 2일부터 2주 문닫고 공사하고 3월 17일에 다시 열 생각입니다',
      '예산은 4천 정도요 의자 샴푸대는 쓰던거 쓸거라 빼고',
    ],
    whenAsked: {
      brand_value: '동네 단골 장사라 편한게 제일이죠 들어왔을때 깔끔하고 편하다 그런 느낌',
      target_audience: '30대~50대 여자손님이 대부분 펌 염색 손님 많아요',
      competitive_advantage: '단골이 많아요 10년넘게 오시는분들 염색 잘한다는 소리 들음',
      preferred_style: '우드톤 따뜻한 느낌 너무 카페같진 않게',
      colors_and_elements: '화이트 베이지 좋고 검정은 싫어요 좁아보여서',
      unique_design: '대기공간 제대로 만들고 싶어요 커피 한잔 할수있게',
      address: '인천 남동구 구월동이요',
      space_size: '28평',
      budget: '4천',
      opening_date: '3월 17일',
      key_considerations: '공사기간 2주 넘기면 안됨 손님 다 뺏겨요 그리고 전기 증설 꼭',
    },
    otherwise: '없어요',
    expected: {
      project_background: { said: 0, text: ['미용실', '리모델링'] },
      address: { said: 0, text: ['구월동'] },
      problem_need: { said: 1, text: ['오래된 느낌', '서서 기다리', '차단기'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-03-17', precision: 'day' } },
      budget: { said: 4, value: { kind: 'money', amount: 40000000, currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['깔끔하고 편하다'] },
      target_audience: { said: 'asked', text: ['30대~50대', '여자손님'] },
      competitive_advantage: { said: 'asked', text: ['단골', '염색'] },
      preferred_style: { said: 'asked', text: ['우드톤'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '검정'] },
      unique_design: { said: 'asked', text: ['대기공간'] },
      key_considerations: { said: 'asked', text: ['2주', '전기 증설'] },
    },
  },

  // Visitor: 39세 여성, 김포의 반려동물 수제간식 브랜드 마케팅 팀장. 첫 해외 부스(도쿄). 정돈된 업무용 문장.
  // Exercises: last year's failed booth told as trouble (어두워서 지나침, 시식 줄이 통로를 막음, 재고 둘 곳 없음, 서서 하는 상담);
  // last year's fair and its venue beside this year's; entry / opening / exit on three different days plus a design deadline driven
  // by a drawing submission; a capped budget; the company's home (김포) is not the venue.
  // NOT facts: 김포 (company location, not the venue), 작년 9월 / 킨텍스 (last year's fair), 설 연휴, 2월 말 (도면 제출 to the
  // organizer, not the design deadline), 오후 5시 (time of day only), 두 개 (tables, inside unique_design is fine).
  {
    id: 'heldout72-exhibition-ko-tokyo-petfood-dark-booth',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 김포에 있는 반려동물 수제간식 브랜드 바른꼬리 마케팅 담당입니다. 4월에 도쿄 빅사이트에서 열리는 펫 박람회에 처음으로 해외 부스를 내게 되어 부스 디자인과 시공을 맡기고 싶습니다.',
      '작년 9월 킨텍스 전시 때 문제가 많았어요. 부스가 어두워서 사람들이 그냥 지나가고, 시식 줄이 통로까지 나가서 옆 부스에서 항의가 들어왔고, 재고 박스를 둘 데가 없어서 상담 테이블 밑에 쌓아뒀어요. 바이어랑 얘기할 자리도 없어서 서서 명함만 주고받았고요.',
      '부스는 3x6m, 18㎡ 코너 부스로 배정받았습니다. 시식하려면 물이랑 전기 둘 다 필요해요.',
      '반입은 4월 8일, 개막은 4월 9일이고 마지막 날 4월 12일 오후 5시 이후 철수입니다. 설 연휴 끝나고 2월 말에 현지 주최측에 도면을 내야 해서 디자인은 2월 20일까지 확정되면 좋겠어요.',
      '예산은 시공, 운송 포함 2,500만원입니다. 넘으면 곤란해요.',
    ],
    whenAsked: {
      brand_value: '사람이 먹는 재료로만 만든다는 게 저희 핵심이에요. 부스에 들어오면 주방처럼 깨끗하고 믿을 수 있다는 느낌이었으면 해요.',
      target_audience: '일본 수입 유통사 바이어요. 일반 관람객보다 바이어 미팅이 우선입니다.',
      preferred_style: '밝고 깨끗하게요. 화이트에 원목 조금.',
      unique_design: '오픈 키친처럼 시식대를 안쪽으로 넣어서 줄이 부스 안에 서게 하고, 뒤에 작은 창고랑 상담 테이블 두 개요.',
      address: '도쿄 빅사이트요. 홀은 아직 안 나왔어요.',
      space_size: '18㎡요.',
      water_electricity_supply: '물이랑 전기 둘 다요.',
      budget: '2,500만원이요.',
      opening_date: '4월 9일이요.',
      entry_date: '4월 8일이요.',
      exit_date: '4월 12일이요.',
      key_considerations: '현지 시공사랑 연결이 되는지, 그리고 일본어 표기 감수요. 저희가 일본어를 잘 몰라서요.',
    },
    otherwise: '그건 아직 정해진 게 없어요.',
    expected: {
      project_background: { said: 0, text: ['수제간식', '해외 부스'] },
      address: { said: 0, text: ['도쿄 빅사이트'] },
      problem_need: { said: 1, text: ['어두워서', '시식 줄', '재고'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['both'] } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-04-08', precision: 'day' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-09', precision: 'day' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-04-12', precision: 'day' } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-20', precision: 'day', relation: 'by' } },
      budget: { said: 4, value: { kind: 'money', amount: 25000000, bound: 'at_most', currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['사람이 먹는 재료', '주방처럼'] },
      target_audience: { said: 'asked', text: ['바이어', '유통사'] },
      preferred_style: { said: 'asked', text: ['밝고 깨끗하게', '원목'] },
      unique_design: { said: 'asked', text: ['오픈 키친', '창고', '상담 테이블'] },
      key_considerations: { said: 'asked', text: ['현지 시공', '일본어'] },
    },
  },

  // Visitor: 41세 여성, 대전 유성구 노은동 22년 된 아파트에 남편, 중2 아들, 초4 딸, 고양이 둘과 사는 엄마. 길게 이어 쓰고
  // 맞춤법 대충, ㅠㅠ ㅋㅋ.
  // Exercises: the need told as daily misery (결로, 곰팡이, 화장실 하나, 좁은 현관); several summer dates (공사 시작, 개학, 가족여행)
  // beside the move-back day (8월 22일) and a design deadline (4월 안); budget as a range; the age given as years directly.
  // NOT facts: 7월 말 (construction start), 8월 24일 (개학), 5월 초 / 제주 (family trip), 시댁 (where they stay meanwhile), 두마리 /
  // 두번 (counts inside household and lifestyle are fine as words), 시스템에어컨 (already installed, excluded).
  {
    id: 'heldout72-residential-ko-daejeon-noeun-mold-one-bath',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대전 노은동 아파트 사는데 올여름에 전체 리모델링 하려고 알아보고 있어요 지은지 22년 된 아파트라 손볼데가 한두군데가 아니에요ㅠㅠ',
      '겨울만 되면 작은방 벽에 결로 생기고 곰팡이가 피어서 딸아이가 그 방에서 못자요 화장실이 하나라 아침마다 전쟁이고 현관이 좁아서 신발이 발 디딜틈이 없어요 ㅠ',
      '식구는 남편이랑 저, 중2 아들 초4 딸, 고양이 두마리요 남편은 일주일에 두번 재택해요',
      '애들 방학 맞춰서 7월 말부터 공사 들어가고 그동안은 시댁에 가있을거에요 개학이 8월 24일이라 22일 토요일엔 무조건 다시 들어와야 돼요 아 그리고 5월 초에 제주 가족여행 가니까 디자인은 4월 안에는 다 확정됐으면 좋겠어요',
      '32평이고 예산은 6천에서 7천 사이요 시스템에어컨은 이미 있어서 빼도 돼요',
    ],
    whenAsked: {
      property_category: '아파트요',
      layout: '방 3개 화장실 1개요 화장실 하나 더 만들 수 있으면 좋겠어요',
      age: '22년이요',
      lifestyle: '남편 재택할때 거실에서 화상회의해서 애들이 조용히 해야돼요 ㅋㅋ 저는 요리 좋아하고 주말엔 집에서 영화봐요',
      preferred_style: '화이트 우드 깔끔하게 근데 너무 모델하우스 같지 않게요',
      colors_and_elements: '고양이 캣워크 넣고 싶어요! 진한 회색은 싫어요 어두워보여서',
      address: '유성구 노은동이요',
      space_size: '32평이요',
      budget: '6천에서 7천이요',
      move_in_date: '8월 22일이요',
      key_considerations: '결로 곰팡이 확실히 잡아주세요 단열이요 그게 제일 중요',
    },
    otherwise: '괜찮아요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      address: { said: 0, text: ['노은동'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 22, unit: 'years' } },
      problem_need: { said: 1, text: ['결로', '곰팡이', '화장실이 하나'] },
      target_audience: { said: 2, text: ['중2 아들', '고양이'] },
      lifestyle: { said: 2, text: ['재택'] },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-08-22', precision: 'day' } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      budget: { said: 4, value: { kind: 'money', amount: 60000000, max: 70000000, currency: 'KRW' } },
      layout: { said: 'asked', text: ['방 3개', '화장실 1개'] },
      preferred_style: { said: 'asked', text: ['화이트 우드'] },
      colors_and_elements: { said: 'asked', text: ['캣워크', '회색'] },
      key_considerations: { said: 'asked', text: ['단열'] },
    },
  },

  // Visitor: 27세 여성, 호주 멜버른에 살며 전주 한옥마을 근처 콩나물국밥집 하는 엄마 대신 문의하는 딸. 이모지, ㅋㅋ, 느낌표.
  // Exercises: a visitor abroad (UTC+11 in January) asking for a business in Korea: the address is the shop (전주), not Melbourne;
  // the need as trouble (한글뿐인 메뉴판, 번역기, 덧붙인 가격 스티커); a price-rise date and a trip home beside the real deadline
  // (2월 20일); who decides and how to talk (딸과 카톡, 엄마가 최종 결정).
  // NOT facts: 멜버른 / 호주 (where the daughter lives), 3월 1일 (price increase, not the deadline), 설 / 2월 14일 / 3주 (her trip
  // home), 2시간 (time difference), 연두색 (the shop wall, context only).
  {
    id: 'heldout72-other-ko-jeonju-gukbap-menu-from-melbourne',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 660,
    messages: [
      '안녕하세요! 저는 호주 멜버른에 사는데 엄마가 전주 한옥마을 근처에서 하시는 콩나물국밥집 메뉴판 때문에 대신 문의드려요 😅',
      '요즘 외국인 손님이 진짜 많은데 메뉴판이 한글로만 되어 있어서 다들 사진 찍어서 번역기 돌리고 직원분 붙잡고 물어보세요. 엄마가 영어를 못하셔서 맨날 손짓 발짓ㅋㅋ 그리고 가격 오를 때마다 스티커를 덧붙여서 너무 지저분해요',
      '벽에 거는 큰 메뉴판이랑 테이블에 두는 메뉴판, 그리고 주문하는 법 안내(맵기 고르는 거, 수란 먹는 법) 이렇게 세 개요! 영어 일본어 중국어 같이 들어가야 되고요',
      '3월 1일부터 가격을 올리셔서 그 전에 새 메뉴판을 걸고 싶대요. 인쇄까지 하려면 디자인은 2월 20일까지요!! 저는 설에 한국 들어가서 2월 14일부터 3주 있는데 그때 엄마랑 같이 가게에서 뵐 수 있어요',
    ],
    whenAsked: {
      other_design_requirements: '벽 메뉴판, 테이블 메뉴판, 주문 안내 이렇게요',
      target_audience: '관광객이요. 요즘은 외국인이 반 정도고 나머지는 한옥마을 놀러온 20~30대요',
      preferred_style: '전주 느낌 나게 한지 질감 같은 거? 근데 촌스럽지 않게요 ㅎㅎ',
      colors_and_elements: '음식 사진은 꼭 넣어주세요! 빨간색 너무 많이는 싫어요 가게 벽이 연두색이라 안 어울린대요',
      address: '전주 완산구 교동이요 한옥마을 바로 옆',
      expected_deadline: '2월 20일이요!',
      key_considerations: '가격 바뀌면 엄마가 직접 고칠 수 있게 가격 부분만 따로 바꿀 수 있으면 좋겠어요. 물에 닦여야 하고요 (국밥집이라ㅋㅋ)',
      collaboration_notes: '연락은 저랑 카톡으로 해주세요. 시차가 2시간이라 괜찮아요. 최종 결정은 엄마가 하세요',
    },
    otherwise: '그건 상관없어요!',
    expected: {
      project_background: { said: 0, text: ['콩나물국밥', '메뉴판'] },
      address: { said: 0, text: ['전주'] },
      problem_need: { said: 1, text: ['한글로만', '스티커'] },
      other_design_requirements: { said: 2, text: ['벽에 거는', '테이블', '주문하는 법'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-20', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['관광객', '외국인'] },
      preferred_style: { said: 'asked', text: ['한지', '촌스럽지 않게'] },
      colors_and_elements: { said: 'asked', text: ['음식 사진', '빨간색'] },
      key_considerations: { said: 'asked', text: ['가격', '닦여야'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '엄마'] },
    },
  },
];
