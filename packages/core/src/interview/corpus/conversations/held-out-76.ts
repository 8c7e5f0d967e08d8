import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A seventy-sixth batch of held-out visitors, written blind from the field list (three writers, one a language, none
 * of whom read the engine): every project type in all three languages. Its theme: other people's things (shops, brands,
 * cafés and places the visitor admires or competes with, a friend's or a competitor's project, its size, price or opening,
 * a previous designer) said beside the visitor's own facts. Written in session 36 and first played before any change for it.
 */
/* Writer's note (en-US, batch 76: other people's things)
 * brand_design — Tommy Reyes, 31, barber in San Antonio leaving a rented chair to open his own shop; the shop he rents from, its black-and-gold rebrand, a friend's Austin shop and her slow designer, and his cousin's old Canva logo all sit beside his own facts.
 * packaging_design — Priya Natarajan, 45, chai-concentrate maker in Portland OR; a rival carton brand and its price, a friend's kombucha labels she loves (a reference, filed as style), the grocery chain's store count.
 * website — Gary Lindqvist, 58, heating & plumbing owner in Colorado Springs; a competitor's online booking and tune-up price, its town, his brother-in-law's expensive dental site, the nephew who built the old site.
 * commercial_space — Jamal Whitfield, 35, coffee shop + record store in Corktown, Detroit; two nearby cafés (distance, latte price, white tile) and friends' restaurant budget overrun next to his own size, budget and opening.
 * exhibition_space — Karen Hollis, 50, marketing at a pellet-smoker maker in Bend OR; a rival's huge booth, its size and spend, last year's 10x10, and HQ town that is not the venue address.
 * residential_space — Anna Kowalczyk, 33, 1958 ranch house in Tucson; the neighbor's remodel and sale price, the previous owners' granite, her sister's Phoenix kitchen, and a Thanksgiving deadline with no move-in date.
 * other — Keoni Kahale, 27, shave ice truck in Kailua, Oahu needing a van wrap; the taco wrap of the van's last owner, rival dessert trucks, a buddy's poke-truck wrap and price, the wrap shop's town and his uncle's old stand.
 */
/* Writer's note (zh-TW, batch 76: other people's things)
 * brand_design      — 鳳山老中藥行第三代，拿同街競爭者的網美招牌、大稻埕欣賞的漢方品牌、朋友兒子畫的舊logo 來說自己要的翻新；別人的地點、價格、日期都不是事實。
 * packaging_design  — 屏東枋山芒果農，朋友的台東釋迦冰得獎禮盒、超商99元泰國芒果乾當對照；只有自己的規格、通路、期限算數。
 * website           — 溫哥華本拿比中文補習班老師，被列治文新開補習班的一萬五加幣網站刺激、表姐多倫多的網站當參考；前任Wix設計師失聯。
 * commercial_space  — 台北東區出師回台南開理髮廳的年輕師傅，前老闆40坪店、海安路韓系沙龍1200元、大阪理髮店 IG 都是別人的。
 * exhibition_space  — 台中大雅自行車座墊廠第一次自有品牌參展，隔壁德國大廠36個攤位、客戶200萬的攤位當干擾；日期、面積、預算要精準。
 * residential_space — 竹北中古大樓小夫妻，同事35坪花250萬、姊姊台北無印風的家、報價後失聯的設計公司；自己的屋齡坪數預算入住日都在前兩則。
 * other             — 高雄獨立樂團主唱，台中樂團入圍金曲的封面、貝斯手前女友畫的舊封面；EP 發行日、巡演月份不是設計期限。
 */
/* Writer's note (ko-KR, batch 76: other people's things)
 * brand_design: 부산 전포동 안경원 2세 — 옆 블록 경쟁 안경점의 테 가격·개업 시기, 친구 카페 브랜딩 비용·기간, 옛 로고 만든 인쇄소 사이에서 자기 리뉴얼 사실만 골라내기.
 * packaging_design: 평창 방앗간 며느리 — 정선 유명 방앗간의 용량·가격·백화점 입점, 동서의 꿀 패키지 매출 이야기 옆의 자기 병 규격·판매처·추석 전 마감.
 * website: 조지아 둘루스 한인 CPA — 교회 집사님 아들이 만든 옛 사이트, 스와니 경쟁 사무소(규모·위치), 아는 식당 사장님의 $15,000 옆의 자기 예산 범위와 오픈 시기.
 * commercial_space: 광주 동명동 베이커리 카페 창업자 — 같은 골목 유명 빵집의 60평·50미터 줄·소금빵, 전주 친구 카페의 1억 옆의 자기 22평·6천만원·4월 말 오픈.
 * exhibition_space: 안산 그리퍼 제조사 마케팅팀장 — 작년 벡스코 전시·대행사 1,200만원·옆 일본 경쟁사 54㎡ 부스 옆의 이번 킨텍스 18㎡·일정·전기만·2천만원.
 * residential_space: 일산 후곡마을 구축 아파트 산 엄마 — 언니네 판교 40평대·5천 인테리어, 오늘의집 '모모네집' 복층, 현재 전세 만료일 옆의 자기 32평·4천·5월 초 입주.
 * other: 대전 4인조 밴드 기타리스트 — 홍대 친구 밴드의 작년 앨범·일러스트 300만원·관객 증가 옆의 자기 EP 커버·굿즈, 4월 발매 대비 3월 중순 마감, 예산은 고려사항으로.
 */
export const seventySixthHeldOutConversations: CorpusConversation[] = [
  // Tommy Reyes, 31, barber in San Antonio, TX. Opening his own shop after years renting a chair. Lowercase starts, "lol",
  // emoji, talks about his grandpa. Exercises: a competitor's rebrand turned into his own "anything but black and gold",
  // a friend's shop and her designer's timeline beside his own deadline (the opening date pulls the deadline), a
  // previous designer (cousin's Canva logo), his new shop's street volunteered (address) vs the street of the shop he
  // rents in, optional extras (sign, shirts) stated in passing.
  // NOT facts: 6 years renting a chair, Nogalitos (where the shop he rents from is), the cousin's 2021 Canva logo,
  // Kings Cuts and its black-and-gold crown rebrand, the 70s (grandpa's garage days), Jess's shop Low & Slow Barbers in
  // Austin, her designer's 4 months.
  {
    id: 'heldout76-brand-en-barber-not-kings-cuts',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hey! I'm Tommy. been renting a chair at a shop on Nogalitos for 6 years and I'm finally opening my own barbershop, Southside Fade Co. Need the whole identity, logo, colors, all of it. My cousin made me a logo on Canva back in 2021 but it's honestly rough lol",
      "The name comes from my grandpa, he cut hair out of his garage on the south side in the 70s and everybody called it the fade factory. So Southside Fade Co. is kind of a nod to him",
      "The shop I rent from, Kings Cuts, just did a rebrand, black and gold with a crown. It looks nice but every shop in SA is black and gold with a crown now 😅 I need to stand out from all that. I want old school Chicano sign painting, hand lettering, that kind of feel. Warm colors, anything but black and gold",
      "We do cuts, fades, beard trims, hot towel shaves. Opening day is March 14 so I need the logo done before then for the sign and the shirts. My friend Jess opened Low & Slow Barbers in Austin and her designer took like 4 months, I don't have that kind of time",
      "oh and the new shop is at 1800 S Zarzamora, the old laundromat. Customers are mostly working guys in their 20s to 40s, plus dads bringing their kids in on Saturdays",
    ],
    whenAsked: {
      registration_status: "Nope, haven't registered anything yet.",
      need_registration_assistance: "Yeah that would help, I have no idea how that works.",
      brand_website: "Just my Instagram, @tommycutz.sa, that's where I post all my cuts.",
      key_considerations: "That my grandpa's story comes through, and that it looks good small on a shirt and big on the front window.",
      problem_need: "Like I said, stand out. I want people driving by to remember the name.",
    },
    otherwise: "Nah, no preference on that one.",
    expected: {
      project_background: { said: 0, text: ['opening my own barbershop', 'whole identity'] },
      brand_name_story: { said: 1, text: ['grandpa', 'fade factory'] },
      problem_need: { said: 2, text: ['stand out'] },
      preferred_style: { said: 2, text: ['Chicano sign painting', 'hand lettering'] },
      colors_and_elements: { said: 2, text: ['Warm colors', 'anything but black and gold'] },
      products_or_services: { said: 3, text: ['fades', 'beard trims', 'hot towel shaves'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-14', precision: 'day', relation: 'by' } },
      other_design_requirements: { said: 3, text: ['sign', 'shirts'] },
      address: { said: 4, text: ['Zarzamora'] },
      target_audience: { said: 4, text: ['working guys', 'dads bringing their kids'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@tommycutz.sa'] },
      key_considerations: { said: 'asked', text: ["grandpa's story", 'small on a shirt'] },
    },
  },

  // Priya Natarajan, 45, makes a chai concentrate in a commissary kitchen in Portland, OR; a grocery chain just picked
  // it up. Warm, chatty, a 🙏 and 🙄, mentions her mom. Exercises: a rival's carton and price and a friend's kombucha
  // labels said in the same breath as her own spec and USP; a reference she admires filed as her style while the
  // friend's designer stays out; the grocery's store count vs her sales channels; a buyer's date as the deadline.
  // NOT facts: two years at the farmers market, mason jars with handwritten labels (the old packaging), Golden Kettle's
  // cartons and $4.99, Dana and her kombucha Wild Hive, Dana's designer in Seattle, Chennai (where her mom's kitchen
  // was, not an address), New Seasons' 12 stores, the home-printed labels that peeled.
  {
    id: 'heldout76-packaging-en-chai-rival-carton',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi there! I make a chai concentrate, Amma's Chai, out of a commissary kitchen in Portland. I've been selling at the farmers market for two years in mason jars with a handwritten label and now New Seasons wants to carry it, so I need real packaging 🙏",
      "It's a 32 oz bottle, you mix it half and half with milk and it makes about 8 cups. The big one on the shelf right now is Golden Kettle in those cartons, $4.99, and honestly it tastes like syrup. Mine is black tea, fresh ginger, my mom's spice blend and way less sugar",
      "My friend Dana's kombucha, Wild Hive, has the most gorgeous labels, kind of folk-art botanical, she used some designer in Seattle. I love that vibe but I don't want to look like a copy of her lol. Something with warmth, like my mom's kitchen in Chennai",
      "My customers are mostly women 30-60 who shop at the co-op and read every ingredient, and a lot of South Asian aunties who tell me it tastes like home 😂 It'll be sold at New Seasons (12 stores I think?), the farmers market and my website",
      "Their buyer wants final label files by April 1 for the summer reset. And the bottle has to survive a cold case, the labels I printed at home peeled right off in the cooler at the market 🙄",
    ],
    whenAsked: {
      packaging_form: "A glass bottle with a wraparound label.",
      colors_and_elements: "Saffron and deep red, maybe a little paisley. No purple, every chai brand uses purple for some reason.",
      preferred_materials: "Glass for sure, and a waterproof label paper.",
    },
    otherwise: "No strong feelings on that, whatever you think works.",
    expected: {
      project_background: { said: 0, text: ["Amma's Chai", 'New Seasons wants to carry it', 'real packaging'] },
      product_description: { said: 1, text: ['half and half with milk', 'black tea'] },
      specification: { said: 1, text: ['32 oz', '8 cups'] },
      unique_selling_point: { said: 1, text: ['fresh ginger', "my mom's spice blend", 'way less sugar'] },
      preferred_style: { said: 2, text: ['folk-art botanical', 'warmth'] },
      target_audience: { said: 3, text: ['women 30-60', 'South Asian aunties'] },
      sales_channels: { said: 3, text: ['New Seasons', 'farmers market', 'my website'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 4, text: ['survive a cold case'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bottle_jar', 'label'] } },
      colors_and_elements: { said: 'asked', text: ['Saffron', 'paisley', 'No purple'] },
      preferred_materials: { said: 'asked', text: ['Glass', 'waterproof label paper'] },
    },
  },

  // Gary Lindqvist, 58, second-generation owner of a heating & plumbing company in Colorado Springs, CO. Formal, full
  // sentences, "Good morning", no emoji. Exercises: a competitor named in the competitors list while its town and
  // advertised price stay out; a brother-in-law's website price next to his own budget; the old site's builder
  // (nephew) and age beside the current URL; a city volunteered (address, never asked); booking chosen from
  // "book service calls on our site".
  // NOT facts: 1979 (his dad founded the company), the nephew who built the old site about 10 years ago, Fountain
  // (where Peak Comfort is), Peak Comfort's $79 tune-up, the brother-in-law's $15,000 dental office site, Peak Comfort's
  // cartoon mascot.
  {
    id: 'heldout76-website-en-hvac-peak-comfort',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Good morning. I own Lindqvist Heating & Plumbing in Colorado Springs, my dad started it in 1979. Our website was built by my nephew about 10 years ago and it does not work on phones. We need a new one.",
      "Our competitor Peak Comfort down in Fountain lets people book a furnace tune-up online and they advertise it at $79. We are losing the younger customers to them. I want people to be able to book service calls on our own site.",
      "Current site is lindqvistheating.com. Pages we need: services, book a service, about us (we are a family business), reviews, and an emergency page with the phone number big.",
      "Budget is about $8,000. My brother-in-law paid $15,000 for his dental office website and I think he got taken. We would like it live by the end of March, before AC season starts.",
      "English and Spanish please. A good part of our customers on the south side speak Spanish at home.",
    ],
    whenAsked: {
      target_audience: "Homeowners mostly, 30s and up, and some property managers with rental units.",
      preferred_style: "Clean and trustworthy. Not flashy. Peak Comfort's site has a cartoon mascot, we do not want anything like that.",
      key_considerations: "Phone number at the top of every page. Half our calls are emergencies.",
    },
    otherwise: "No preference.",
    expected: {
      project_background: { said: 0, text: ['Lindqvist Heating & Plumbing', 'does not work on phones'] },
      address: { said: 0, text: ['Colorado Springs'] },
      competitors: { said: 1, text: ['Peak Comfort'] },
      problem_need: { said: 1, text: ['losing the younger customers', 'book service calls'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 2, text: ['lindqvistheating.com'] },
      main_pages: { said: 2, text: ['services', 'book a service', 'reviews', 'emergency page'] },
      budget: { said: 3, value: { kind: 'money', amount: 8000, currency: 'USD' } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      languages: { said: 4, text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['Homeowners', 'property managers'] },
      preferred_style: { said: 'asked', text: ['Clean and trustworthy', 'Not flashy'] },
      key_considerations: { said: 'asked', text: ['Phone number at the top'] },
    },
  },

  // Jamal Whitfield, 35, opening a coffee shop + record store with his wife in Corktown, Detroit. Easygoing, "lol", 🫠,
  // vivid images ("your uncle's basement"). Exercises: nearby cafés with their distance, latte price and look beside his
  // own brand feel; friends' restaurant budget and overrun beside his own budget; one message feeding both competitive
  // advantage and the signature feature; size in sq ft; a holiday opening turned into early September.
  // NOT facts: the former cell phone store (the unit's past use), two coffee places within 3 blocks, Roasted Rail's
  // minimalist white tile and $7 latte, the chain café, Motor City Dumplings' $200k and $40k overrun, the suburbs the
  // vinyl heads drive in from.
  {
    id: 'heldout76-commercial-en-corktown-records-cafe',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hey! I'm Jamal. Me and my wife are opening a coffee shop + record store called Side B in Corktown, Detroit. We signed the lease last week on a 1,100 sq ft corner unit, it used to be a cell phone store so it's a white box with drop ceilings 🫠",
      "There's already two coffee places within like 3 blocks. Roasted Rail does the whole minimalist white tile thing and charges $7 for a latte, and the other one's a chain. We're not trying to be fancy, we want it to feel like hanging out in your uncle's basement listening to records",
      "What makes us different is the records. It's my dad's collection, and we'll have a listening bar where you can sample albums on headphones before you buy. That bar is the thing I really want designed well",
      "Budget is $120k for the build-out. Our friends who opened Motor City Dumplings spent $200k and went over by like 40 so we're a little nervous lol. We want to open early September, Labor Day weekend ideally",
      "Crowd is gonna be neighborhood folks, Tigers fans before games, and the vinyl heads who drive in from the suburbs. 25-45 mostly",
    ],
    whenAsked: {
      problem_need: "Turn a boring white box into somewhere people want to stay for hours.",
      preferred_style: "70s den. Wood paneling, low lighting, a little worn in. Definitely not the Roasted Rail look.",
      colors_and_elements: "Burnt orange, brown, mustard. Record crates everywhere. No white tile.",
      key_considerations: "Staying on budget, and the acoustics, the espresso grinder can't drown out the music.",
    },
    otherwise: "Whatever you think, we're open.",
    expected: {
      project_background: { said: 0, text: ['coffee shop + record store', 'Side B'] },
      address: { said: 0, text: ['Corktown'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1100, unit: 'ft2' } },
      brand_value: { said: 1, text: ["your uncle's basement", 'not trying to be fancy'] },
      competitive_advantage: { said: 2, text: ['the records', 'listening bar'] },
      unique_design: { said: 2, text: ['listening bar', 'sample albums on headphones'] },
      budget: { said: 3, value: { kind: 'money', amount: 120000, currency: 'USD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-09-01', precision: 'month', part: 'early' } },
      target_audience: { said: 4, text: ['neighborhood folks', 'Tigers fans', 'vinyl heads'] },
      problem_need: { said: 'asked', text: ['boring white box', 'stay for hours'] },
      preferred_style: { said: 'asked', text: ['70s den', 'Wood paneling'] },
      colors_and_elements: { said: 'asked', text: ['Burnt orange', 'Record crates', 'No white tile'] },
      key_considerations: { said: 'asked', text: ['Staying on budget', 'acoustics'] },
    },
  },

  // Karen Hollis, 50, marketing manager at Ridgeback Grills, a pellet-smoker maker in Bend, OR. Businesslike, dense
  // messages, one 😳. Exercises: the company's home town vs the venue (address is the hall); last year's small booth
  // and a rival's 40x40 and spend beside her own 20x20 ft island (area 400 ft2) and budget; a three-date schedule
  // (move-in, opening, move-out); electricity only, stated with "no water needed".
  // NOT facts: Bend (company HQ, not the venue), last year's 10x10 with a pop-up banner, Smokehaven's 40x40 with a full
  // outdoor kitchen, Smokehaven's reported $300k+, the aisles away the smell should carry.
  {
    id: 'heldout76-exhibition-en-smoker-vs-giant-booth',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi, Karen Hollis here, marketing at Ridgeback Grills. We make pellet smokers and we're based in Bend, Oregon. We're exhibiting at the Outdoor Living & Hearth Expo in Las Vegas this March and need a booth designed and built. Last year we had a 10x10 with a pop-up banner and got completely buried next to Smokehaven's giant island.",
      "This year we upgraded to a 20x20 ft island, booth 4417 in the West Hall of the Las Vegas Convention Center. Smokehaven had a 40x40 last year with a full outdoor kitchen and I hear they're going even bigger. We can't outspend them so we have to be smarter.",
      "We want to cook live in the booth, two smokers running all day, so we'll need electricity for sure. Pellet grills are approved with a fire marshal permit, we checked. No water needed.",
      "Show runs March 10-12. Move-in starts March 8, and move-out is March 13. Budget is $85,000 all in, design, build and drayage. For reference Smokehaven reportedly spent north of $300k 😳",
      "Our audience is dealers and specialty retailers, the hardware and BBQ store owners who'd carry us. Not really consumers.",
    ],
    whenAsked: {
      brand_value: "Rugged, honest, built in Oregon. We want people to smell the brisket three aisles away and come find us.",
      preferred_style: "Warm and rugged, like a ranch porch. Reclaimed wood, blackened steel, Edison bulbs.",
      key_considerations: "Ventilation and fire safety around the smokers, and a spot to sit down with dealers and write orders.",
    },
    otherwise: "No preference there, open to ideas.",
    expected: {
      project_background: { said: 0, text: ['pellet smokers', 'Outdoor Living & Hearth Expo'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      address: { said: 1, text: ['West Hall', 'Las Vegas Convention Center'] },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['electricity_only'] } },
      unique_design: { said: 2, text: ['cook live', 'two smokers running all day'] },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-03-10', precision: 'day' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-08', precision: 'day' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-03-13', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 85000, currency: 'USD' } },
      target_audience: { said: 4, text: ['dealers and specialty retailers', 'Not really consumers'] },
      brand_value: { said: 'asked', text: ['Rugged, honest', 'built in Oregon'] },
      preferred_style: { said: 'asked', text: ['ranch porch', 'Reclaimed wood'] },
      key_considerations: { said: 'asked', text: ['fire safety', 'write orders'] },
    },
  },

  // Anna Kowalczyk, 33, software tester, just bought a 1958 ranch house in Sam Hughes, Tucson, AZ with her husband Dev.
  // Excited, "lol", 😅 and 🍞, long messages. Exercises: a neighbor's remodel and sale price opening the story; the
  // previous owners' 2005 granite in the problem message; the build year turned into an age (68 years); her sister's
  // Phoenix kitchen as inspiration, with the tile moved to the entry in her own reply; already living there (no move-in
  // date, left out) and a Thanksgiving finish as the deadline.
  // NOT facts: the neighbor two doors down, their remodel last year and $640k sale, 2005 (previous owners' granite),
  // the sister in Phoenix and her kitchen, Dev's family visiting.
  {
    id: 'heldout76-residential-en-tucson-ranch-neighbors',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi! My husband and I just closed on a 1958 ranch house in Tucson, in Sam Hughes. Our neighbor two doors down redid theirs last year and it's gorgeous, they opened up the kitchen and it sold for like $640k, which is kind of what got us dreaming lol",
      "It's 3 bed 2 bath, about 1,650 sq ft. The kitchen is closed off in the back with one tiny window, the previous owners put in glossy brown granite in like 2005, and there are popcorn ceilings everywhere",
      "It's me, my husband Dev and our two greyhounds. I work from home 3 days a week and right now my office is the dining table. Dev bakes bread basically every weekend 🍞",
      "My sister in Phoenix did her whole kitchen in Saltillo tile and white oak and I'm obsessed, but Dev thinks tile floors will be hard on the dogs. We both love mid-century but warm, not the sterile flip look",
      "Budget is around $95k. We're already living in it (camping in the back bedroom 😅) so no move-in date really, but we'd love the kitchen done before Thanksgiving, Dev's whole family is coming",
    ],
    whenAsked: {
      colors_and_elements: "Terracotta and sage green. Saltillo tile in the entry maybe, like my sister's, just not on the main floors because of the dogs.",
      key_considerations: "Floors the greyhounds can walk on without slipping, and keeping the original mahogany built-ins in the living room.",
      move_in_date: "We already live here, so there's no real move-in date.",
    },
    otherwise: "No preference really!",
    expected: {
      project_background: { said: 0, text: ['ranch house', 'just closed'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 0, text: ['Sam Hughes'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 68, unit: 'years' } },
      layout: { said: 1, text: ['3 bed 2 bath'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      problem_need: { said: 1, text: ['kitchen is closed off', 'popcorn ceilings'] },
      target_audience: { said: 2, text: ['Dev', 'two greyhounds'] },
      lifestyle: { said: 2, text: ['work from home', 'bakes bread'] },
      preferred_style: { said: 3, text: ['mid-century but warm', 'not the sterile flip look'] },
      budget: { said: 4, value: { kind: 'money', amount: 95000, currency: 'USD' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-11-26', precision: 'day', relation: 'by' } },
      colors_and_elements: { said: 'asked', text: ['Terracotta', 'sage green', 'Saltillo tile in the entry'] },
      key_considerations: { said: 'asked', text: ['without slipping', 'mahogany built-ins'] },
    },
  },

  // Keoni Kahale, 27, runs a shave ice truck out of the food truck lot in Kailua, Oahu; bought a used step van still
  // wrapped for tacos. Laid-back, "lol", "Aloha", 🦎, pidgin-light ("Eh"). Exercises: the van's previous owner's wrap,
  // rival dessert trucks' look, a buddy's poke-truck wrap with its town and price, the wrap shop's town and lead time,
  // and his uncle's old stand, all beside his own scope, deadline, audience and a mascot he wants to bring back.
  // NOT facts: the taco guy and his wrap, 4 other dessert trucks and their rainbow/hibiscus look, the buddy's poke truck
  // in Haleiwa, its $4,500 wrap last year, the wrap shop in Kaneohe and its 2 weeks, the uncle's stand in Waimānalo in
  // the 90s.
  {
    id: 'heldout76-other-en-shave-ice-van-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -600,
    messages: [
      "Aloha! I run a shave ice truck, Keoni's Ice Shack, we park at the food truck lot in Kailua mostly. Just bought a second-hand step van off a guy who used to do tacos out of it and it still has his whole taco wrap on it lol",
      "There's like 4 other dessert trucks at that lot and they all do the same rainbow + hibiscus thing. I want people to spot mine from across the parking lot and know it's me. My buddy's poke truck in Haleiwa got wrapped last year for $4,500 and now everybody on the North Shore knows it",
      "So what I need: the full wrap for the van, a menu board for the side window, and stickers to hand out to the kids",
      "Customers are families coming back from the beach, tourists, and a lot of local kids after school. Gotta be done by end of April, I want the truck out for summer and the wrap shop in Kaneohe needs 2 weeks to print and install",
      "My uncle ran a shave ice stand in Waimānalo in the 90s with a hand painted sign and a little gecko on it. Kinda want to bring that gecko back as our mascot 🦎 Colors maybe sea foam green and cream, anything but rainbow",
    ],
    whenAsked: {
      preferred_style: "Retro, like old Hawaii surf posters. Fun but not cheesy.",
      key_considerations: "Has to read from far away and survive the sun. The taco wrap is all faded after a few years.",
      collaboration_notes: "Text me updates, I'm on the truck all day. Me and my wife Malia decide together.",
    },
    otherwise: "Eh, no preference, whatever you think.",
    expected: {
      project_background: { said: 0, text: ['shave ice truck', 'second-hand step van'] },
      address: { said: 0, text: ['Kailua'] },
      problem_need: { said: 1, text: ['spot mine from across the parking lot'] },
      other_design_requirements: { said: 2, text: ['full wrap', 'menu board', 'stickers'] },
      target_audience: { said: 3, text: ['families coming back from the beach', 'tourists', 'local kids after school'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' } },
      colors_and_elements: { said: 4, text: ['gecko', 'sea foam green', 'anything but rainbow'] },
      preferred_style: { said: 'asked', text: ['old Hawaii surf posters', 'not cheesy'] },
      key_considerations: { said: 'asked', text: ['read from far away', 'survive the sun'] },
      collaboration_notes: { said: 'asked', text: ['Text me updates', 'Malia'] },
    },
  },

  // 陳先生，38歲，高雄鳳山「德春堂」中藥行第三代，剛接手。口語、愛用「啦」「哈哈」和表情符號，句子長短不一。
  // Exercises: 同街競爭者（仁和蔘藥行）的開幕月份、花費、風格全是干擾；欣賞的「青禾漢方」在大稻埕、開了十年、茶包180元都不是事實，
  // 地址只有鳳山；品名故事與產品同一則；問題與客群同一則；期限是「4月底前定案」（母親節是理由，不是期限）；被問時商標未註冊、要協助。
  // NOT facts: 仁和蔘藥行 去年10月 (competitor's reopening), 快80萬 (competitor's spend), 2015年 (old logo drawn), 民國56年 (founding year, story only),
  // 大稻埕 / 快十年 / 180 (admired brand's place, age, price), 6、70歲 (current customers, not the target), 母親節 (reason, not the deadline).
  {
    id: 'heldout76-brand-zh-fengshan-herbal-shop-rival-signboard',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我們家是鳳山的老中藥行「德春堂」，我是第三代，今年開始接手。想把品牌整個翻新，logo、招牌到整套識別都想重做',
      '先說一下為什麼會想改😅 同一條街的仁和蔘藥行去年10月重新開幕，聽說招牌跟裝潢花了快80萬，整間白白的很網美，年輕人還排隊拍照。我不是要學他們啦，只是看了很有感……我們現在的logo還是2015年朋友的兒子用小畫家畫的，真的很像健保藥局',
      '名字是阿公取的，他叫陳德春，民國56年開店到現在。「春」也有希望客人吃了回春的意思啦哈哈。現在賣的是傳統的水藥、藥材，之後要主打四物茶包、黑豆水，冬天還有薑母茶',
      '最希望的是讓25到40歲的上班族、小家庭也敢走進來，不要覺得中藥行是阿嬤才會去的地方。現在的客人大部分都6、70歲了',
      '風格的話，我很喜歡台北大稻埕那間「青禾漢方」，人家開快十年了，一包茶包賣到180，包裝跟店面都很沉穩、有點日式但不會太冷。想要那種感覺，但不要一模一樣喔',
      '時間上茶包想趕母親節前上架，所以logo最好4月底前定案，不然來不及印包裝',
    ],
    whenAsked: {
      registration_status: '沒有耶，從來沒去註冊過。',
      need_registration_assistance: '好啊，可以的話一起幫忙辦，我完全不懂那個。',
      brand_website: '沒有官網，只有一個FB粉專叫「德春堂中藥行」，很久沒更新了。',
      colors_and_elements: '想保留一點紅色，阿公那時候的招牌是紅底金字。不要螢光色，也不要太粉。',
      key_considerations: '不要把老客人嚇跑，阿公阿嬤看到還是要認得出來是我們家。',
    },
    otherwise: '這個我沒特別想法耶，你們專業的決定就好～',
    expected: {
      project_background: { said: 0, text: ['德春堂', '翻新', '整套識別'] },
      address: { said: 0, text: ['鳳山'] },
      brand_name_story: { said: 2, text: ['阿公取的', '陳德春', '回春'] },
      products_or_services: { said: 2, text: ['藥材', '四物茶包', '黑豆水'] },
      problem_need: { said: 3, text: ['敢走進來', '阿嬤才會去'] },
      target_audience: { said: 3, text: ['25到40歲', '上班族'] },
      preferred_style: { said: 4, text: ['沉穩', '有點日式'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '紅底金字', '不要螢光色'] },
      key_considerations: { said: 'asked', text: ['老客人', '認得出來'] },
    },
  },

  // 張大哥，51歲，屏東枋山芒果農，自家果園做芒果乾。打字不用標點、用空格斷句，直來直往。
  // Exercises: 朋友在台東的釋迦冰禮盒（得獎、680元、去年）整則是別人的事，只帶出自己的包裝形式；超商99元泰國芒果乾是對照，
  // 賣點只取自己的；規格「100克、禮盒6包」；通路 LINE／市集／蝦皮；台北是擺攤的地方，不是地址；6月芒果季是理由，期限是5月底。
  // NOT facts: 台東 / 去年 / 金點設計獎 / 680 (friend's product), 99 / 泰國芒果 (convenience-store rival), 四年 (years making it), 台北 (market location, not address), 6月 (mango season).
  {
    id: 'heldout76-packaging-zh-fangshan-mango-friends-award-box',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我是屏東枋山種芒果的 自己家果園做愛文芒果乾 做了四年 以前都用夾鏈袋加貼紙 想要正式一點的包裝',
      '產品就是芒果切片低溫烘乾 沒加糖也沒防腐劑 打開直接吃 也有客人拿去泡優格 一包100克 禮盒的話想放6包',
      '我朋友在台東做釋迦冰的 去年找設計師重做包裝 拿到什麼金點設計獎 現在一盒賣到680還常常缺貨 他一直叫我不要再省了 所以我是想 單包用站立袋 另外做一個送禮的禮盒',
      '跟別人比啦 超商那種芒果乾一包才99 但都是泰國芒果加很多糖 我們是自己果園的愛文 只有芒果 吃得出來是真的芒果味',
      '現在主要是老客人用LINE訂 還有假日去台北的農夫市集擺攤 之後想上架蝦皮',
      '希望5月底前設計好 6月芒果季一開始就要用新包裝',
    ],
    whenAsked: {
      target_audience: '買的大部分是30到50歲的媽媽 買給小孩吃 要健康的 再來就是過年中秋送禮的',
      preferred_style: '簡單 有台灣味 但不要太土 不要那種大紅大金的伴手禮風',
      colors_and_elements: '芒果的黃色一定要 可以畫我們果園後面的山',
      preferred_materials: '牛皮紙吧 袋子要有夾鏈 不然會受潮',
      key_considerations: '成本不能太高 一個袋子最好10塊以內 還有一定要防潮',
    },
    otherwise: '這個都可以 你們看著辦',
    expected: {
      project_background: { said: 0, text: ['枋山', '芒果乾', '正式一點的包裝'] },
      address: { said: 0, text: ['屏東枋山'] },
      product_description: { said: 1, text: ['低溫烘乾', '泡優格'] },
      specification: { said: 1, text: ['100克', '6包'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      unique_selling_point: { said: 3, text: ['自己果園的愛文', '只有芒果'] },
      sales_channels: { said: 4, text: ['LINE', '農夫市集', '蝦皮'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'late', relation: 'by' } },
      target_audience: { said: 'asked', text: ['30到50歲', '送禮'] },
      preferred_style: { said: 'asked', text: ['有台灣味', '不要太土'] },
      colors_and_elements: { said: 'asked', text: ['黃色', '果園後面的山'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙', '夾鏈'] },
      key_considerations: { said: 'asked', text: ['10塊以內', '防潮'] },
    },
  },

  // 黃老師，52歲，台灣移民，在加拿大本拿比開中文補習班八年。打字像寫聯絡簿，有禮貌、偶爾自嘲，中英夾雜很少。
  // Exercises: 時區 -480；前任留學生用 Wix 做的網站（人回台灣、失聯）只帶出網址；列治文新開補習班的一萬五加幣、去年暑假、
  // 表姐在多倫多，都只是競爭者/參考，不是地址、預算或日期；自己的預算是 6000–8000 加幣區間，8月中上線（9月開學是理由）。
  // NOT facts: 列治文 / 去年暑假 / 一萬五加幣 (competitor's place, opening, spend), 多倫多 (cousin's school), 台灣 (where the old designer went),
  // 八年 / 120個 (school's age and size, no field), 9月 (term start, not the deadline).
  {
    id: 'heldout76-website-zh-burnaby-chinese-school-rival-site',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      '您好～我在溫哥華的本拿比開中文補習班，叫「楓葉中文學苑」，開了八年，學生大概120個。想重新做一個網站，讓家長可以線上報名、預約試聽。',
      '現在的網站是之前一個留學生幫我用Wix做的，他畢業回台灣以後就聯絡不到了，密碼也只有他知道😅 網址是 www.maplechinese-academy.ca',
      '老實說是被列治文的「育英華語」刺激到的，他們去年暑假才開，網站超漂亮，聽說花了一萬五加幣，現在招生比我們還好。另外我表姐在多倫多的「小書房中文」網站也做得很清楚，這兩個都可以參考。',
      '我們要的頁面：課程介紹、老師介紹、學費、線上報名、常見問題，還有聯絡我們。語言要中文跟英文，很多家長是第二代，中文看不太懂。',
      '預算我們小本經營，抓6000到8000加幣，希望8月中以前上線，9月開學招生要用。',
    ],
    whenAsked: {
      category: '應該算預約服務吧，主要就是報名跟預約試聽。',
      problem_need: '最想解決的是現在報名都靠電話跟email，我每天晚上回訊息回到十一點，希望家長可以自己在網站上報名繳費。',
      target_audience: '主要是5到12歲小朋友的家長，很多是台灣或香港來的移民，也有第二代和不會中文的本地家長。',
      preferred_style: '溫暖、活潑一點，但不要太幼稚，要讓家長覺得我們很專業。',
      key_considerations: '後台要簡單，我不太會電腦，希望我自己就能改課表和公告。',
    },
    otherwise: '這部分我沒有特別的想法，聽您們的建議。',
    expected: {
      project_background: { said: 0, text: ['楓葉中文學苑', '中文補習班'] },
      address: { said: 0, text: ['本拿比'] },
      url: { said: 1, text: ['www.maplechinese-academy.ca'] },
      competitors: { said: 2, text: ['育英華語', '小書房中文'] },
      main_pages: { said: 3, text: ['課程介紹', '老師介紹', '線上報名', '常見問題'] },
      languages: { said: 3, text: ['中文', '英文'] },
      budget: { said: 4, value: { kind: 'money', amount: 6000, max: 8000, currency: 'CAD' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'mid', relation: 'by' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 'asked', text: ['電話跟email', '自己在網站上報名'] },
      target_audience: { said: 'asked', text: ['5到12歲', '家長'] },
      preferred_style: { said: 'asked', text: ['溫暖', '活潑', '專業'] },
      key_considerations: { said: 'asked', text: ['後台要簡單', '改課表'] },
    },
  },

  // 阿凱，28歲，在台北東區理髮廳做了7年，回台南開自己的男士理髮廳。口語、愛用「超」「欸」、空格代替標點、不太分段。
  // Exercises: 前老闆店「紳士巷」在台北東區、40坪、七張椅是干擾，自己的是府前路、18坪；海安路韓系沙龍（去年3月開、1200元）
  // 只帶出自己的優勢與價格；大阪理髮店是風格參考，不是地點；預算150萬、7月初開幕；房東4月才能施工不是開幕日。
  // NOT facts: 台北東區 / 紳士巷 / 7年 / 40坪 / 七張椅子 (former boss's shop), 海安路 / 去年3月 / 1200 (competitor), 大阪 (IG reference), 4月 (construction start, not opening).
  {
    id: 'heldout76-commercial-zh-tainan-barber-old-boss-shop',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我叫阿凱 在台北東區的「紳士巷」剪了7年頭 今年要回台南自己開一間男士理髮廳 叫「阿凱理容」 店面租在中西區府前路上 老透天的一樓',
      '紳士巷那間大概40坪 七張椅子 我的比較小啦 一樓室內大概18坪 想放4張椅子就好 後面要一個洗頭區',
      '附近海安路去年3月開了一間韓系男士沙龍 裝潢超潮 但剪一次要1200 我想走平實一點 剪+洗600 我的強項是手藝跟聊天 很多台北的老客人都說以後會下來找我',
      '風格的話 我超喜歡IG上大阪一間叫「BARBER 木曜日」的店 有點老派但很乾淨 想要那個方向 不要那種白白亮亮的韓系',
      '預算裝潢加設備大概150萬 可以的話想在7月初開幕 房東說4月才能開始施工',
    ],
    whenAsked: {
      problem_need: '老透天很暗又很深 想讓它看起來通透一點 然後客人等的時候要坐得舒服',
      brand_value: '就是讓男生可以放鬆的地方 進來像回到熟悉的巷口理髮店 不用裝酷',
      target_audience: '25到45歲的上班族男生 還有帶小孩來剪頭的爸爸',
      colors_and_elements: '墨綠 深木色 黃銅 不要粉色系',
      unique_design: '想保留老透天的磨石子地 然後做一面牆放我阿公以前理髮用的老剃刀',
      key_considerations: '排水跟插座要夠 吹風機很多台一起開 不要跳電',
    },
    otherwise: '都可以啦 沒差',
    expected: {
      project_background: { said: 0, text: ['男士理髮廳', '阿凱理容'] },
      address: { said: 0, text: ['中西區府前路'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      competitive_advantage: { said: 2, text: ['剪+洗600', '手藝跟聊天'] },
      preferred_style: { said: 3, text: ['老派', '很乾淨'] },
      budget: { said: 4, value: { kind: 'money', amount: 1500000, currency: 'TWD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month', part: 'early' } },
      problem_need: { said: 'asked', text: ['很暗又很深', '通透'] },
      brand_value: { said: 'asked', text: ['放鬆', '巷口理髮店'] },
      target_audience: { said: 'asked', text: ['25到45歲', '爸爸'] },
      colors_and_elements: { said: 'asked', text: ['墨綠', '黃銅'] },
      unique_design: { said: 'asked', text: ['磨石子地', '老剃刀'] },
      key_considerations: { said: 'asked', text: ['排水', '插座'] },
    },
  },

  // 林經理，47歲，台中大雅自行車座墊廠業務經理，第一次以自有品牌參展。書面、工整、全形標點，數字精確。
  // Exercises: 隔壁德國大廠包36個攤位、德國客戶請上海公司做的攤位花200萬都是別人的，預算只取自己的45萬；展館、面積（18平方公尺）、
  // 開展/進場/撤場三個日期同一則；品牌價值裡的「一百公里」是產品形容，不是距離；被問時只需要電。
  // NOT facts: 36個攤位 / 德國大廠 (last year's neighbour), 200萬 / 上海 (customer's booth), 去年 (past show), 3x6 is the same 18 m2, 一百公里 (product claim, not distance).
  {
    id: 'heldout76-exhibition-zh-daya-saddle-first-own-booth',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是台中大雅的「立翔精密」，專做自行車座墊和握把，過去以OEM為主，今年是第一次以自有品牌「RIDGEO」參加台北國際自行車展。',
      '展館在南港展覽館一館，攤位是兩個標準攤位，3x6公尺，共18平方公尺。去年我們隔壁是一家德國大廠，他們包了36個攤位，光燈光就非常壯觀，我們當然沒辦法比。',
      '展期是3月25日到28日，3月23日進場佈置，28日閉展當晚撤場。',
      '以往都是跟著客戶的攤位展出，去年德國客戶的攤位是請上海的公司做的，據說花了快200萬台幣。我們這次預算約45萬，含設計、施工和燈光。',
      '這次主要想接觸歐美和日本的品牌商、代理商，讓他們知道我們不只是代工，也有自己的設計能力。',
    ],
    whenAsked: {
      brand_value: '舒適和耐用，我們的座墊騎一百公里也不會痛。希望客人一到攤位就想坐上去試試看。',
      preferred_style: '簡潔、專業，帶一點工業感，不要太花俏。',
      unique_design: '想放兩台騎行台，讓買家現場坐上去試座墊，旁邊展示座墊的剖面結構。',
      water_electricity_supply: '需要電，騎行台和螢幕都要用；水不需要。',
      key_considerations: '攤位小，動線要順，洽談區至少要能坐四個人；另外展品要能上鎖。',
    },
    otherwise: '這部分沒有特別要求，請貴公司提供建議。',
    expected: {
      project_background: { said: 0, text: ['立翔精密', '座墊', '自有品牌'] },
      address: { said: 1, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-25', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-23', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-28', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 450000, currency: 'TWD' } },
      target_audience: { said: 4, text: ['品牌商', '代理商'] },
      brand_value: { said: 'asked', text: ['舒適', '耐用', '坐上去試試看'] },
      preferred_style: { said: 'asked', text: ['簡潔', '工業感'] },
      unique_design: { said: 'asked', text: ['騎行台', '剖面結構'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['洽談區', '上鎖'] },
    },
  },

  // 鄭小姐，33歲，新竹科學園區工程師，和老公在竹北買了中古大樓。輕鬆、愛用「～」「😂」和括號吐槽。
  // Exercises: 第一則一次給類型、地點、屋齡、坪數、格局；同事同區35坪花250萬是干擾，自己預算120萬以內；姊姊台北的無印風家
  // 只帶出風格，台北不是地址；「過兩年應該會生小孩（還沒啦）」帶出未來小孩房（plans_after_project）；報價後失聯的設計公司是閒聊；6月底前入住。
  // NOT facts: 去年底 (purchase), 35坪 / 250萬 (colleague's home), 台北 (sister's home), 前屋主 (previous owner's decor is the problem, not a style), 過兩年 (vague future, no date field), 房貸 (no field).
  {
    id: 'heldout76-residential-zh-zhubei-colleagues-reno-budget',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我們去年底在竹北高鐵站附近買了一間中古大樓，屋齡8年，室內大概32坪，3房2廳2衛。想局部翻新，前屋主的裝潢有點浮誇😂',
      '我同事也住同一區，他家35坪找設計師花了250萬，做得超漂亮，但我們真的沒那麼多錢啦，預算大概120萬以內。',
      '住的人是我跟老公，還有一隻柯基～然後過兩年應該會生小孩（還沒啦哈哈），所以想留一間當未來的小孩房',
      '我姊在台北的家是無印風，我每次去都覺得好放鬆，想要類似那種，但老公比較喜歡北歐一點，所以可能是無印+北歐混搭？',
      '最困擾的是前屋主做了一整面鏡面電視牆跟超多間接燈，很難清，柯基掉毛看得超明顯。還有廚房是開放式但沒有拉門，炒菜油煙都跑到客廳',
      '之前有找過一家設計公司，報完價就已讀不回了😮‍💨 現在房貸已經開始繳，所以希望6月底前可以入住',
    ],
    whenAsked: {
      property_category: '大樓，有電梯跟管理員的那種。',
      layout: '3房2廳2衛，剛剛有說～',
      age: '8年左右。',
      space_size: '室內32坪。',
      lifestyle: '我們兩個都在園區上班，常加班，假日喜歡在家煮飯、打Switch，偶爾朋友來家裡吃火鍋',
      colors_and_elements: '喜歡淺木色、米白，可以有一點灰藍。不要鏡面、不要亮面！',
      key_considerations: '好清潔最重要，地板要耐狗抓，還有收納一定要多',
    },
    otherwise: '這個沒有特別想法耶～交給你們',
    expected: {
      project_background: { said: 0, text: ['中古大樓', '局部翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['竹北高鐵站附近'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 8, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 32, unit: 'ping' } },
      layout: { said: 0, text: ['3房2廳2衛'] },
      budget: { said: 1, value: { kind: 'money', amount: 1200000, currency: 'TWD' } },
      target_audience: { said: 2, text: ['老公', '柯基'] },
      plans_after_project: { said: 2, text: ['生小孩', '小孩房'] },
      preferred_style: { said: 3, text: ['無印', '北歐'] },
      problem_need: { said: 4, text: ['鏡面電視牆', '油煙'] },
      move_in_date: { said: 5, value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'late', relation: 'by' } },
      lifestyle: { said: 'asked', text: ['煮飯', '打Switch', '火鍋'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '米白', '不要鏡面'] },
      key_considerations: { said: 'asked', text: ['好清潔', '耐狗抓'] },
    },
  },

  // 小胖，26歲，高雄獨立樂團「晚班公車」主唱，白天在咖啡店打工。很口語、會用「嗨嗨」「🙃」，長短句混雜。
  // Exercises: 貝斯手前女友畫的舊封面、台中樂團「午後雷陣雨」找日本插畫家花十幾萬入圍金曲，都是別人的事；
  // 風格與顏色在同一則要分開；EP 5月22號發行、6月巡演都不是期限，期限是「4月中要完成」；被問時決策人與溝通方式。
  // NOT facts: 台中 / 去年 / 日本插畫家 / 十幾萬 / 金曲 (another band's album), 四年 / 五個人 (band history), 5月22號 (release date), 6月 (tour), 五六萬 (budget said in key_considerations, no budget field).
  {
    id: 'heldout76-other-zh-kaohsiung-band-ep-rival-cover',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 我們是高雄的獨立樂團「晚班公車」，五個人，玩了四年。今年要發第一張EP，想找人做封面跟整套視覺',
      '要做的東西：EP封面（實體CD+數位）、T恤、貼紙，還有巡演海報，大概就這樣',
      '之前單曲的封面是我們貝斯手的前女友畫的，分手之後就…你懂的🙃 然後台中有一團叫「午後雷陣雨」，去年發的專輯封面超猛，聽說找日本插畫家，光設計就花了十幾萬，還入圍金曲最佳專輯包裝。我們沒那個錢啦，但真的好羨慕',
      '我們自己喜歡的感覺是手繪、有點舊舊髒髒的，像半夜的公車站那種孤單但溫暖。顏色想要深藍配一點橘色路燈的光',
      'EP預計5月22號發行，6月開始巡演，所以封面最晚4月中要完成，才來得及送壓片廠',
    ],
    whenAsked: {
      problem_need: '想讓大家一看到視覺就記得是我們，不要每次發東西都長得不一樣，要有一致的感覺',
      target_audience: '大概18到30歲，會去聽live house的學生跟上班族',
      key_considerations: '預算不多，大概五六萬。然後插畫一定要原創，版權要講清楚，周邊之後我們要能自己一直加印',
      collaboration_notes: '我們五個意見很多，但最後我跟吉他手阿哲決定就好。用LINE群組溝通，一週更新一次就可以',
    },
    otherwise: '都可以欸，沒有特別想法',
    expected: {
      project_background: { said: 0, text: ['晚班公車', '第一張EP'] },
      address: { said: 0, text: ['高雄'] },
      other_design_requirements: { said: 1, text: ['EP封面', 'T恤', '巡演海報'] },
      preferred_style: { said: 3, text: ['手繪', '舊舊髒髒', '孤單但溫暖'] },
      colors_and_elements: { said: 3, text: ['深藍', '橘色路燈'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'mid', relation: 'by' } },
      problem_need: { said: 'asked', text: ['一看到視覺就記得', '一致'] },
      target_audience: { said: 'asked', text: ['18到30歲', 'live house'] },
      key_considerations: { said: 'asked', text: ['原創', '版權要講清楚'] },
      collaboration_notes: { said: 'asked', text: ['阿哲', 'LINE群組', '一週更新一次'] },
    },
  },

  // Visitor: 33세 남성, 부산 전포동에서 아버지 안경원을 물려받아 3년째 운영. 친근한 존댓말, ㅋㅋ ㅎㅎ 섞어 씀, 말이 조금 길다.
  // Exercises: 옛 로고(2008년 인쇄소 사장님 작품) 옆의 리뉴얼 배경과 주소; 옆 블록 경쟁 안경점의 개업·테 가격 옆의
  // 자기 고민(20~30대 유입); 아버지가 지은 이름의 뜻과 서비스 목록이 한 메시지에; 친구 카페 브랜딩 비용·기간 옆의
  // 자기 마감(4월 말); 상표 미등록과 부가 작업(명함·안경닦이 천)이 한 메시지에.
  // NOT facts: 2008년 (old logo by a print shop), 작년·옆 블록·40만원 (competitor 오브젝트 옵티컬's opening, location,
  // frame price), 서울 성수동·800만원·두 달 (friend's café branding).
  {
    id: 'heldout76-brand-ko-jeonpo-optician-rival-shop',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 부산 전포동에서 아버지가 하시던 안경원을 제가 물려받아서 3년째 하고 있어요. 가게 이름은 "밝은눈안경"인데 로고부터 싹 바꾸는 브랜드 리뉴얼을 하고 싶어서요. 지금 로고는 2008년에 동네 인쇄소 사장님이 그냥 서비스로 만들어주신 거라ㅋㅋ',
      '바로 옆 블록에 작년에 "오브젝트 옵티컬"이라는 데가 생겼는데 인스타 감성으로 싹 꾸며놓고 테 하나에 40만원씩 받더라고요. 근데 젊은 손님들이 다 거기로 가요ㅠ 저희는 오래된 동네 안경점 이미지라 20~30대가 잘 안 들어와요. 그게 제일 고민입니다',
      '이름은 아버지가 지으셨는데 손님 눈을 밝게 해드린다는 뜻이래요. 이름은 그대로 가고 싶어요. 하는 건 안경 맞춤이랑 시력검사, 콘택트렌즈고요 요즘은 빈티지 테 셀렉도 조금씩 하고 있어요',
      '친구가 서울 성수동에서 커피숍 하는데 거기 브랜딩해준 스튜디오는 800만원 받고 두 달 걸렸대요. 저는 그렇게 오래는 못 기다리고 늦어도 4월 말까지는 로고랑 기본 아이덴티티가 나왔으면 해요',
      '아 상표는 아직 안 했어요. 동네 이름 같은 거라 등록이 될지도 모르겠네요. 그리고 명함이랑 안경닦이 천, 쇼핑백도 같이 맡기고 싶어요',
    ],
    whenAsked: {
      need_registration_assistance: '네 도와주시면 좋죠. 뭐부터 해야 하는지 하나도 몰라서요',
      brand_website: '인스타 @bright_eye_jeonpo 하나 있어요. 거의 안 올렸지만요ㅎㅎ',
      target_audience: '원래 오시던 동네 어르신들은 놓치면 안 되고요, 카페거리 구경 오는 20~30대 직장인이랑 대학생도 잡고 싶어요',
      preferred_style: '따뜻하고 정직한 느낌이요. 너무 힙하기만 한 건 싫고 오래된 가게의 신뢰감은 남았으면 해요',
      colors_and_elements: '지금 간판에 쓰는 남색은 살리고 싶어요. 금색 번쩍이는 건 빼주세요',
      key_considerations: '아버지가 아직 가게 나오시니까 아버지도 좋아하실 만한 디자인이어야 해요ㅋㅋ',
    },
    otherwise: '그건 딱히 생각해 본 적 없어요. 알아서 해주셔도 돼요',
    expected: {
      project_background: { said: 0, text: ['브랜드 리뉴얼', '물려받아서'] },
      address: { said: 0, text: ['전포동'] },
      problem_need: { said: 1, text: ['20~30대가 잘 안 들어와요', '오래된 동네 안경점 이미지'] },
      brand_name_story: { said: 2, text: ['눈을 밝게 해드린다', '아버지가 지으셨는데'] },
      products_or_services: { said: 2, text: ['시력검사', '콘택트렌즈', '빈티지 테 셀렉'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      other_design_requirements: { said: 4, text: ['명함', '안경닦이 천', '쇼핑백'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@bright_eye_jeonpo'] },
      target_audience: { said: 'asked', text: ['동네 어르신', '20~30대 직장인'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 정직한', '신뢰감'] },
      colors_and_elements: { said: 'asked', text: ['남색', '금색'] },
      key_considerations: { said: 'asked', text: ['아버지도 좋아하실'] },
    },
  },

  // Visitor: 46세 여성, 강원 평창에서 시어머니와 방앗간을 하는 며느리. 상냥한 존댓말, ^^ ㅠ ㅎㅎ 자주 씀.
  // Exercises: 자기 제품·포장 형태·주소가 첫 메시지에; 정선 유명 방앗간의 350ml·3만 9천원·백화점 옆의 자기 문제
  // (촌스러운 병); 자기 규격(180ml·300ml, 두 병 세트)과 소재(유리병·종이 라벨); 동서의 꿀 패키지 성공담 옆의
  // 판매처; 추석 대비 8월 초 마감과 시어머니 40년 이야기(고려사항).
  // NOT facts: 정선·백화점·350ml·3만 9천원 (neighbouring mill's channel, size, price), 작년·서울 디자이너·두 배
  // (sister-in-law's honey packaging and sales).
  {
    id: 'heldout76-packaging-ko-pyeongchang-oil-mill-rival',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 평창에서 시어머니랑 같이 방앗간 하는 며느리예요^^ 국산 들깨로 저온 압착한 들기름이랑 참기름을 팔고 있는데요, 이번에 병에 붙일 라벨이랑 두 병짜리 선물세트를 제대로 만들어 보려고요',
      '옆 동네 정선에 유명한 방앗간이 있는데 거기는 백화점에도 들어가고 350ml 한 병에 3만 9천원 받아요. 솔직히 맛은 저희가 안 빠지는데ㅠ 저희는 지금 투명 페트병에 손글씨 스티커 붙여서 팔거든요. 병이 너무 촌스러워서 제값을 못 받는 게 속상해요',
      '저희 건 180ml랑 300ml 두 가지고요, 선물세트는 300ml 두 병 들어가게 하려고요. 이번에 페트병은 다 유리병으로 바꾸고 라벨은 종이 라벨로 하고 싶어요',
      '동서가 꿀을 파는데 작년에 서울 디자이너한테 맡겨서 패키지 바꾸고 매출이 두 배 됐대요. 그거 보고 저도 용기 냈어요ㅎㅎ 저희는 네이버 스마트스토어랑 평창 로컬푸드 직매장에서 팔고요, 명절엔 회사 단체주문도 꽤 들어와요',
      '추석 물량 때문에 8월 초까지는 디자인이 끝나야 병이랑 박스 발주를 넣을 수 있어요. 그리고 제일 중요한 건 어머님이 40년 동안 기름 짜신 그 이야기가 패키지에 담기는 거예요',
    ],
    whenAsked: {
      packaging_form: '라벨이랑 선물세트요',
      unique_selling_point: '주문 들어오면 그 주에 바로 짜서 보내요. 갓 짠 거라 향이 완전 달라요',
      target_audience: '40~60대 주부님들이 제일 많고 명절엔 회사에서 거래처 선물로 많이 사 가세요',
      preferred_style: '고급스러운데 시골 정은 느껴지는? 너무 세련되기만 하면 저희 같지 않아서요',
      colors_and_elements: '들깨 그림이나 방앗간 그림 들어가면 좋겠고 빨간색 큰 글씨는 싫어요',
    },
    otherwise: '그건 잘 모르겠어요^^ 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['방앗간', '시어머니'] },
      address: { said: 0, text: ['평창'] },
      product_description: { said: 0, text: ['저온 압착', '참기름'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      problem_need: { said: 1, text: ['병이 너무 촌스러워서', '투명 페트병'] },
      specification: { said: 2, text: ['180ml', '300ml 두 병'] },
      preferred_materials: { said: 2, text: ['유리병', '종이 라벨'] },
      sales_channels: { said: 3, text: ['스마트스토어', '로컬푸드 직매장', '단체주문'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'early', relation: 'by' } },
      key_considerations: { said: 4, text: ['40년 동안 기름 짜신'] },
      unique_selling_point: { said: 'asked', text: ['그 주에 바로 짜서', '향이 완전 달라요'] },
      target_audience: { said: 'asked', text: ['40~60대 주부', '거래처 선물'] },
      preferred_style: { said: 'asked', text: ['고급스러운데', '시골 정'] },
      colors_and_elements: { said: 'asked', text: ['들깨 그림', '빨간색 큰 글씨'] },
    },
  },

  // Visitor: 54세 남성, 미국 조지아주 둘루스에서 한인 대상 세무회계 사무소를 하는 CPA. 점잖은 존댓말, 문장이 반듯하다.
  // Exercises: 미국 동부 시간대; 교회 집사님 아들이 만든 옛 사이트(2017년) 옆의 현재 URL; 스와니 경쟁 사무소의
  // 규모·위치 옆의 자기 문제와 경쟁사 이름(competitors는 이름만); 언어·페이지 목록이 한 메시지에; 아는 식당 사장님의
  // $15,000 옆의 자기 예산 범위, 세금 시즌 시작(1월 말) 옆의 6월 중순 오픈.
  // NOT facts: 2017년·집사님 아들 (who built the old site, when), 스와니·직원이 열 명 넘는 (competitor's location and
  // size), $15,000 (a restaurant owner's site), 1월 말 (start of tax season, not a deadline).
  {
    id: 'heldout76-website-ko-duluth-cpa-rival-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: -300,
    messages: [
      '안녕하세요. 조지아 둘루스에서 한인 분들 대상으로 세무회계 사무소를 하고 있는 CPA입니다. 개업한 지 9년 됐는데 홈페이지가 너무 오래돼서 새로 만들려고 합니다.',
      '지금 사이트는 parktaxcpa.com인데 2017년에 교회 집사님 아들이 만들어 준 겁니다. 그 친구가 대학 가고 나서 연락이 안 돼서 고치지도 못하고 있어요ㅎㅎ 핸드폰으로 보면 글씨가 다 깨지고요.',
      '근처 스와니에 있는 "한미 택스 그룹" 사이트를 보니까 상담 예약을 온라인으로 바로 잡게 해놨더라고요. 거기는 직원이 열 명 넘는 큰 데라 저희랑 규모는 다르지만 그 기능은 꼭 있었으면 합니다. 세금 시즌엔 전화가 하루 백 통씩 와서 직원 둘이 감당이 안 됩니다.',
      '고객 분들 70% 정도는 한국어가 편하신 분들이라 한국어랑 영어 둘 다 있어야 하고요, 페이지는 사무소 소개, 서비스 안내(개인 세금, 사업자 세무, 페이롤), 상담 예약, 자주 묻는 질문 정도면 될 것 같습니다.',
      '아는 식당 사장님은 사이트 만드는 데 $15,000 들었다던데 저는 그렇게까지는 어렵고 $6,000에서 $8,000 사이로 생각합니다. 1월 말부터 세금 시즌이라 지금 당장은 못 하고, 시즌 끝나고 6월 중순쯤 오픈하면 좋겠습니다.',
    ],
    whenAsked: {
      category: '회사 홈페이지요. 예약은 그 안에 기능으로 들어가면 됩니다',
      target_audience: '이 근처 한인 자영업자분들이랑 이민 오신 지 얼마 안 된 가족들입니다. 영어 서류를 많이 어려워하세요',
      competitors: '아까 말씀드린 한미 택스 그룹 정도입니다',
      preferred_style: '깔끔하고 믿음 가는 느낌이요. 너무 딱딱한 은행 같은 거 말고 동네 사무실처럼 편한 느낌이면 좋겠습니다',
      key_considerations: '어르신들도 보시니까 글씨 크고 전화 버튼이 눈에 잘 띄게 해주세요',
    },
    otherwise: '그건 특별히 생각해 본 적이 없습니다',
    expected: {
      project_background: { said: 0, text: ['세무회계 사무소', '홈페이지가 너무 오래돼서'] },
      address: { said: 0, text: ['둘루스'] },
      url: { said: 1, text: ['parktaxcpa.com'] },
      problem_need: { said: 2, text: ['상담 예약을 온라인으로', '감당이 안 됩니다'] },
      competitors: { said: 2, text: ['한미 택스 그룹'] },
      languages: { said: 3, text: ['한국어', '영어'] },
      main_pages: { said: 3, text: ['사무소 소개', '상담 예약', '자주 묻는 질문'] },
      budget: { said: 4, value: { kind: 'money', amount: 6000, max: 8000, currency: 'USD' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'mid', relation: 'by' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      target_audience: { said: 'asked', text: ['한인 자영업자', '이민 오신 지 얼마 안 된'] },
      preferred_style: { said: 'asked', text: ['깔끔하고 믿음 가는', '동네 사무실처럼'] },
      key_considerations: { said: 'asked', text: ['글씨 크고', '전화 버튼'] },
    },
  },

  // Visitor: 31세 여성, 호텔 베이커리에서 8년 일하다 광주 동명동에 베이커리 카페를 차리는 제빵사. 밝은 말투, ㅋㅋ ! ㅠ 많이 씀.
  // Exercises: 같은 골목 유명 빵집의 60평·2층·50미터 줄 옆의 자기 22평(거리 필드 함정); 경쟁 빵집 시그니처(소금빵)
  // 옆의 자기 강점; 전주 친구 카페의 1억 옆의 자기 예산·오픈; 마지막에 시그니처(오픈 키친)와 부가 작업(간판·빵 포장지).
  // NOT facts: 60평·2층 건물·50미터 (rival bakery 밀과 소금's size, building, queue), 소금빵 (its signature),
  // 전주·1억 (friend's café cost), 지난달 (lease signed, not a project date).
  {
    id: 'heldout76-commercial-ko-dongmyeong-bakery-rival-queue',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 광주 동명동에 작은 베이커리 카페 차리려고 준비 중인 사람이에요. 호텔 베이커리에서 8년 일하다가 독립하는 거라 엄청 떨리네요ㅎㅎ 자리는 지난달에 계약했어요',
      '근데 같은 골목에 "밀과 소금"이라는 빵집이 있거든요. 거긴 60평짜리 2층 건물 통으로 쓰는데 주말엔 줄이 50미터씩 서요ㅋㅋ 저희 매장은 1층 22평이라 규모로는 상대가 안 되고요',
      '그래서 고민이 작은 매장인데 빵 진열도 넉넉하게 하고 앉을 자리도 좀 있어야 한다는 거예요. 손님들이 사진도 많이 찍어 가는 매장이었으면 좋겠고요!',
      '밀과 소금은 소금빵이 시그니처인데 저는 호텔에서 하던 대로 천연발효종 캄파뉴랑 계절 타르트로 승부 보려고요. 그리고 이 골목에서 아침 8시에 여는 건 저희밖에 없을 거예요',
      '예산은 인테리어만 6천만원 정도요. 친구가 전주에서 카페 할 때 1억 넘게 들었다고 겁주던데 저는 그 정도는 무리예요ㅠ 오픈은 4월 말로 잡고 있어요',
      '아 그리고 오븐에서 빵 꺼내는 모습이 밖에서 보이는 오픈 키친은 꼭 하고 싶어요! 간판이랑 빵 포장지 디자인도 같이 부탁드려도 되나요?',
    ],
    whenAsked: {
      brand_value: '정직한 재료로 매일 굽는 빵이요. 들어오면 갓 구운 빵 냄새에 기분 좋아지는 따뜻한 동네 빵집 느낌이었으면 해요',
      target_audience: '출근하는 직장인이랑 주말에 카페 투어 오는 20~30대요',
      preferred_style: '따뜻한 우드톤에 유럽 시골 빵집 같은 느낌이요',
      colors_and_elements: '밀색, 크림색 좋아요! 차가운 스테인리스 느낌은 최대한 가려주세요',
      key_considerations: '오븐이랑 발효기 동선이요. 혼자 굽고 파는 시간이 많아서 주방에서 계산대까지 가까워야 해요',
    },
    otherwise: '그건 크게 상관없어요!',
    expected: {
      project_background: { said: 0, text: ['베이커리 카페', '호텔 베이커리에서 8년'] },
      address: { said: 0, text: ['광주 동명동'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 22, unit: 'pyeong' } },
      problem_need: { said: 2, text: ['빵 진열도 넉넉하게', '앉을 자리'] },
      competitive_advantage: { said: 3, text: ['천연발효종 캄파뉴', '아침 8시'] },
      budget: { said: 4, value: { kind: 'money', amount: 60000000, currency: 'KRW' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late' } },
      unique_design: { said: 5, text: ['오픈 키친', '밖에서 보이는'] },
      other_design_requirements: { said: 5, text: ['간판', '빵 포장지'] },
      brand_value: { said: 'asked', text: ['정직한 재료', '따뜻한 동네 빵집'] },
      target_audience: { said: 'asked', text: ['출근하는 직장인', '카페 투어'] },
      preferred_style: { said: 'asked', text: ['우드톤', '유럽 시골 빵집'] },
      colors_and_elements: { said: 'asked', text: ['밀색', '스테인리스'] },
      key_considerations: { said: 'asked', text: ['발효기 동선', '계산대까지 가까워야'] },
    },
  },

  // Visitor: 42세 남성, 경기 안산의 산업용 그리퍼 제조사 마케팅팀장. 업무용 존댓말에 가끔 ㅠㅠ ㅎㅎ.
  // Exercises: 회사 소재지(안산)와 전시장(킨텍스) 구분; 작년 벡스코 전시·대행사 1,200만원·옆 일본 경쟁사 54㎡
  // 부스 옆의 이번 부스 18㎡와 목표; 개막·반입·철수·전기만이 한 메시지에 (날짜는 '3일 동안'·'전날'로 풀어야 함);
  // 작년 대행사와 비교하는 예산과 현장 미팅 횟수.
  // NOT facts: 안산 (company location, not the booth's address), 작년·부산 벡스코·1,200만원 (last year's show and agency
  // fee), 54㎡·로봇팔 세 대 (Japanese rival's booth).
  {
    id: 'heldout76-exhibition-ko-kintex-gripper-rival-booth',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요, 안산에 있는 산업용 그리퍼 만드는 회사 마케팅팀입니다. 3월에 킨텍스에서 하는 스마트팩토리 엑스포에 부스 나가게 돼서 디자인 업체 찾고 있습니다',
      '작년엔 부산 벡스코 전시에 나갔는데 그때 대행사가 1,200만원 받고 해준 부스가 너무 휑했어요. 바로 옆에 일본 경쟁사가 54㎡짜리 부스에 로봇팔 세 대 돌리고 있어서 저희는 완전히 묻혔고요ㅠㅠ',
      '이번엔 저희 부스가 18㎡, 3x6이고 코너 자리예요. 작아도 지나가는 사람들 발길을 잡는 게 목표입니다. 실제 그리퍼가 물건 집는 데모는 꼭 보여주고 싶어요',
      '개막이 3월 11일이고 3일 동안 해요. 반입은 전날 하루만 된다고 하고 철수는 마지막 날 끝나고 바로 해야 한대요. 데모 장비 때문에 전기는 필요하고 물은 필요 없습니다',
      '예산은 위에서 2천만원 받았어요. 작년 대행사보다 훨씬 더 쓰는 거라 결과를 보여줘야 해서 부담이 좀 되네요ㅎㅎ 현장 미팅은 한 번이면 될 것 같습니다',
    ],
    whenAsked: {
      brand_value: '작지만 정밀한 회사라는 거요. 관람객이 "아 여기 기술 좋네" 하고 믿음을 갖고 가셨으면 합니다',
      target_audience: '자동차랑 2차전지 공장 설비 담당자들이요. 구매 결정하시는 분들 명함을 많이 받고 싶습니다',
      preferred_style: '깔끔한 화이트에 공장 느낌 살짝 나는 인더스트리얼이요',
      key_considerations: '데모 장비가 무거워서 바닥 하중이랑 안전 펜스 신경 써주세요',
    },
    otherwise: '그 부분은 맡기겠습니다',
    expected: {
      project_background: { said: 0, text: ['그리퍼', '스마트팩토리 엑스포'] },
      address: { said: 0, text: ['킨텍스'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      problem_need: { said: 2, text: ['발길을 잡는'] },
      unique_design: { said: 2, text: ['물건 집는 데모'] },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-03-11', precision: 'day' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-10', precision: 'day' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-03-13', precision: 'day' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 4, value: { kind: 'money', amount: 20000000, currency: 'KRW' } },
      number_of_visits: { said: 4, value: { kind: 'number_with_unit', amount: 1, unit: 'times' } },
      brand_value: { said: 'asked', text: ['작지만 정밀한', '믿음을 갖고'] },
      target_audience: { said: 'asked', text: ['설비 담당자', '명함을 많이'] },
      preferred_style: { said: 'asked', text: ['화이트', '인더스트리얼'] },
      key_considerations: { said: 'asked', text: ['바닥 하중', '안전 펜스'] },
    },
  },

  // Visitor: 38세 여성, 아이들 학교 때문에 일산 후곡마을 구축 아파트를 산 엄마. 수다스럽고 ~ ㅎㅎ 많이 씀.
  // Exercises: 유형·평수·연식·주소가 첫 메시지에 (96년 준공 → 30년); 언니네 판교 집의 평수·비용 옆에서 그 집을 빌려
  // 말하는 자기 스타일(화이트랑 우드)과 자기 예산; 오늘의집 '모모네집' 참고(복층은 남의 집) 옆의 소장품과 입주월,
  // 현재 전세 만료(4월 말)는 입주일이 아님.
  // NOT facts: 96년 (build year; age is 30), 판교·40평대·작년·5천 (sister's flat and its cost), 복층 (모모네집's layout),
  // 4월 말 (current lease ends; move-in is early May).
  {
    id: 'heldout76-residential-ko-ilsan-sisters-flat',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 애들 학교 때문에 일산 후곡마을에 32평 구축 아파트를 샀어요. 96년에 지은 거라 딱 30년 됐더라고요ㅎㅎ 그래서 전체 리모델링 해야 할 것 같아요',
      '언니가 판교 40평대 아파트를 작년에 인테리어 했는데 5천 들었대요. 거기 화이트랑 우드 섞은 게 너무 예뻐서 그 느낌 나면 좋겠는데, 저희는 평수가 작으니까 예산은 4천 정도로 생각해요',
      '구조는 방 3개, 화장실 2개에 거실이랑 주방이에요. 지금 주방이 ㄷ자로 막혀 있어서 너무 답답하고 베란다 확장이 안 돼 있어서 겨울에 거실이 추워요',
      '식구는 저랑 남편, 초등학생 아들 둘이요. 고양이도 한 마리 있고요~ 남편이 주 3일 재택이라 작은 서재 하나 꼭 필요하고, 애들은 거실에서 숙제하는 걸 좋아해요',
      '오늘의집에서 "모모네집"이라는 분 집 보고 반했는데 거기처럼 거실 한쪽 벽을 통째로 책장으로 하고 싶어요. 남편 책이 천 권 넘거든요. 그분 집은 복층이라 느낌은 좀 다르겠지만요ㅎㅎ 이사는 5월 초에 들어가야 해요. 지금 집 전세가 4월 말에 끝나서요',
    ],
    whenAsked: {
      property_category: '아파트요',
      colors_and_elements: '화이트 베이스에 밝은 오크요. 고양이 때문에 긁히기 쉬운 벽지는 피하고 싶어요',
      key_considerations: '고양이랑 애들 때문에 바닥이랑 벽 마감은 튼튼한 걸로 해주세요. 그리고 공사할 때 아랫집 민원 안 나게 신경 써주세요',
    },
    otherwise: '그건 괜찮아요~ 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링', '구축 아파트'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['후곡마을'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      preferred_style: { said: 1, text: ['화이트랑 우드'] },
      budget: { said: 1, value: { kind: 'money', amount: 40000000, currency: 'KRW' } },
      layout: { said: 2, text: ['방 3개', '화장실 2개'] },
      problem_need: { said: 2, text: ['ㄷ자로 막혀', '베란다 확장'] },
      target_audience: { said: 3, text: ['초등학생 아들 둘', '고양이'] },
      lifestyle: { said: 3, text: ['주 3일 재택', '거실에서 숙제'] },
      other_preferences: { said: 4, text: ['모모네집'] },
      important_collections: { said: 4, text: ['남편 책'] },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'early' } },
      colors_and_elements: { said: 'asked', text: ['밝은 오크', '긁히기 쉬운 벽지'] },
      key_considerations: { said: 'asked', text: ['마감은 튼튼한', '아랫집 민원'] },
    },
  },

  // Visitor: 30세 남성, 대전에서 활동하는 4인조 밴드 '늦은버스'의 기타리스트, 직장인. 반말 섞인 가벼운 말투, ㅋㅋ ㅎㅇ.
  // Exercises: 작업 범위(앨범 커버·굿즈)와 주소가 첫 메시지에; 홍대 친구 밴드의 작년 앨범·일러스트 300만원·관객 증가는
  // 전부 남의 일; 자기 문제(포스터가 제각각); 옛 LP를 빌린 스타일; 4월 발매 옆의 3월 중순 마감과 협업 방식;
  // 예산 필드가 없는 유형이라 150만원은 고려사항으로.
  // NOT facts: 홍대·작년·300만원 (friend band 소금창고's album and illustrator fee), 관객이 확 늘었다 (their result),
  // 80년대 (era of the reference LPs), 4월 (release month, not the design deadline).
  {
    id: 'heldout76-other-ko-daejeon-band-friends-album',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      'ㅎㅇ요 대전에서 활동하는 4인조 밴드 "늦은버스" 기타 치는 사람입니다ㅋㅋ 첫 EP가 나오는데 앨범 커버랑 굿즈 디자인 맡길 데 찾고 있어요',
      '같이 공연 다니는 홍대 밴드 "소금창고"가 작년에 앨범 냈는데 커버를 일러스트 작가한테 맡겨서 300만원 줬대요. 그거 나오고 공연 관객이 확 늘었다고 하더라고요. 부럽ㅋㅋ',
      '저희는 지금까지 멤버가 폰으로 찍은 사진으로 포스터 만들어서 공연 포스터가 다 제각각이에요. 이번엔 딱 보면 한눈에 저희 밴드인 거 알아보게 하고 싶어요',
      '음악은 90년대 한국 록 느낌이고요, 커버는 아버지가 듣던 80년대 LP들처럼 손으로 그린 듯한 느낌이 좋아요. 너무 깔끔한 컴퓨터 그래픽은 저희랑 안 맞아요',
      '발매가 4월이라 인쇄랑 CD 공장 일정 생각하면 3월 중순까지는 디자인 끝나야 해요. 멤버 넷이 다 직장 다녀서 카톡 단톡방으로 주고받는 게 제일 편할 것 같아요',
    ],
    whenAsked: {
      target_audience: '20~30대 인디 공연 다니는 사람들이요. 공연 끝나고 굿즈 사가는 분들',
      colors_and_elements: '버스 정류장 표지판 같은 노란색이랑 밤하늘 남색이요. 밴드 이름이 늦은버스니까 막차 버스 그림 들어가면 좋겠어요',
      key_considerations: '예산이 많지 않아요ㅠ 멤버들이 돈 모아서 하는 거라 150만원 안쪽이면 좋겠어요',
    },
    otherwise: '그건 딱히 생각 없어요ㅋㅋ',
    expected: {
      project_background: { said: 0, text: ['4인조 밴드', '첫 EP'] },
      address: { said: 0, text: ['대전'] },
      other_design_requirements: { said: 0, text: ['앨범 커버', '굿즈'] },
      problem_need: { said: 2, text: ['다 제각각', '한눈에 저희 밴드인 거'] },
      preferred_style: { said: 3, text: ['손으로 그린 듯한', '90년대 한국 록'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'mid', relation: 'by' } },
      collaboration_notes: { said: 4, text: ['카톡 단톡방', '직장 다녀서'] },
      target_audience: { said: 'asked', text: ['인디 공연', '굿즈 사가는'] },
      colors_and_elements: { said: 'asked', text: ['노란색', '막차 버스'] },
      key_considerations: { said: 'asked', text: ['150만원 안쪽', '돈 모아서'] },
    },
  },
];
