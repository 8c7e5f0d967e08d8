import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A seventy-fourth batch of held-out visitors, written blind from the field list (three writers, one a language, none
 * of whom read the engine): every project type in all three languages. Its theme: mixed messages with side remarks
 * (two or three facts a message with small talk, a partner's opinion, a worry or a price seen elsewhere between them;
 * "as I said" and references back; short replies that repeat an earlier fact in other words). Written in session 35
 * beside the seventy-third, and kept unplayed until the end of the session, to judge that session's rules on a first play.
 */
/* Writer's note (en-US, batch 74: mixed messages, side remarks)
 * brand: a Tucson mobile dog groomer whose facts come wrapped in her wife's opinion, a $50 Fiverr offer and a van-wrap date; "as I said" before the services.
 * packaging: a chai blend maker in Edison, NJ, arguing with her cousin mid-message, quoting a tin price she saw online, and restating the selling point.
 * website: a Boise bike-shop owner with a brother-in-law joke, a Squarespace price his wife found, a budget range and "as I mentioned, booking is the whole point".
 * commercial: a couple turning a Bay View, Milwaukee laundromat into a laundromat-café; rent, a closing date and a dad's opinion sit next to the size, budget and opening.
 * exhibition: a Grand Rapids pickle company at its first big food show; a sister's booth-size opinion, the booth fee and another exhibitor's budget surround the real numbers.
 * residential: a single dad redoing a Fishtown rowhouse he already lives in; a buddy's and a mom's advice, a cabinet quote, kids' ages; no move-in date to give.
 * other: an orchard owner near Kinderhook, NY wanting a farm map and row signs; a megaphone joke, car counts, a friend's sign price and a travel time that is not ours.
 */
/* Writer's note (zh-TW, batch 74: mixed messages, side remarks)
 * brand: 台南豆花攤二代，三個事實夾著老婆吐槽 logo、朋友註冊花多少；「就像我剛說的」；搬店日期不是交期。
 * packaging: 嘉義梅山茶農女兒做冷泡茶包，爸爸的冷泡笑話、百貨公司看到的價錢夾在規格和賣點之間；回答時換句話重複規格。
 * website: 高雄鳳山寵物美容店，男友說用 LINE 就好、朋友說網站要十幾萬（不是預算）；「跟我剛剛說的一樣」。
 * commercial: 中壢牛肉麵二店，老闆娘的退休笑話、同業花了多少、房東起租日都不是事實；「如前面所說」。
 * exhibition: 鹿港自行車零件廠業務，一則訊息貼三個日期加預算，去年攤位大小和隔壁攤花費是干擾；品牌風格有一題沒想法。
 * residential: 木柵四樓老公寓退休夫妻，女兒勸賣屋、鄰居裝潢花多少、住了幾年都是干擾；「如我剛才所說」，短答重複格局。
 * other: 高雄新娘做婚禮整套視覺，婆婆要紅色的妥協、婚紗店加價、婚期與寄帖日都不是交期；「就像我一開始說的」。
 */
/* Writer's note (ko-KR, batch 74: mixed messages, side remarks)
 * brand: 전주 떡집 3대째 손녀; facts wrapped in 엄마 잔소리, 친구 로고 가격, 설 대목 푸념; '아까 말씀드린 것처럼' back-reference; colors restated later.
 * packaging: 하동 녹차 농원 아들; 아내의 광고 문구 농담과 스타벅스 가격 사이에 규격, 판로; 30개입 규격을 짧게 다시 말함; 수확 시기·출시 시기 vs 디자인 마감.
 * website: 망원동 1:1 필라테스 원장; 남친 의견, 친구 아임웹 가격 옆에 진짜 예산 상한; '아까 말한 것처럼' 예약 강조; 새학기 시즌 vs 오픈 마감.
 * commercial: 광주 동명동 와인바 동업자; 동업 친구와의 취향 싸움, 아는 형 평당 견적, 임대 시작일, 잔당 가격 사이에 평수·예산·오픈일; 평수를 다시 언급.
 * exhibition: 화성 반려견 간식 회사 마케터; 작년 업체 비용, 팀장님·대표님 강아지 얘기 사이에 부스 크기, 전기, 예산, 개막·반입일; 철수일은 질문에만.
 * residential: 양평 단독주택 산 은퇴 부부 아내; 남편 '도배만', 유튜브 아일랜드 가격, 퇴직일 사이에 연식, 구조, 평수, 예산, 입주월; 추위 걱정을 다시 말함.
 * other: 송도 사는 예비신부 청첩장; 엄마 한자 의견, 친구 템플릿 가격, 결혼식 날짜·하객 수 사이에 스타일, 색, 인쇄 마감; 스타일을 짧게 반복.
 */
export const seventyFourthHeldOutConversations: CorpusConversation[] = [
  // Marisol Vega, 41, runs Tidy Tails, a two-van mobile dog grooming business in Tucson, AZ. Casual, chatty, "lol" and
  // "haha", medium-length messages each mixing a fact with an aside (her wife's verdict on the logo, a $50 Fiverr offer,
  // a wrap-shop schedule). Exercises: the name story and the problem in one message, services introduced with "as I said",
  // a deadline derived from another date, listen fields (address, travel time, number of meetings) said in passing.
  // NOT facts: 6 years (time in business), two vans, $50 (a Fiverr offer, not a budget), March 9 (the van re-wrap, not the
  // deadline), "a week" (the wrap shop's lead time), 70 lb (a dog's weight).
  {
    id: 'heldout74-brand-en-mobile-dog-grooming-vans',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi there. So I run a mobile dog grooming business in Tucson called Tidy Tails, two vans, been going 6 years. I need a whole new look, logo, colors, everything. My wife says our current logo looks like a carpet cleaning company and honestly she's not wrong lol",
      "The name came from my grandma actually, she used to say 'tidy tails, happy hearts' when she brushed her collie. Anyway the main thing is people don't trust the van when it pulls up in their driveway, it looks cheap. Somebody on Fiverr offered to redo it for $50 which kind of proves my point haha",
      "As I said it's just grooming. We do full baths, nail trims, de-shedding and teeth brushing. No boarding, people always ask",
      "Timing: the vans get re-wrapped March 9 and the wrap guy wants final files a week ahead, so I need everything by March 2 at the latest.",
      "We're in the Sam Hughes area, I think it's maybe 20 min to you? I'd want to meet in person like twice, I'm not great at doing this stuff over email",
    ],
    whenAsked: {
      registration_status: "Nope, never filed anything.",
      need_registration_assistance: "Yes please, I wouldn't know where to start.",
      brand_website: "tidytailstucson.com, and we're on Instagram as @tidytailstucson",
      target_audience: "Busy people with big dogs mostly. And a lot of retirees who can't lift a 70 lb lab into a tub anymore.",
      preferred_style: "Friendly but professional. Like a good vet clinic, not a cartoon.",
      colors_and_elements: "We've always had teal, I'd like to keep some teal. No paw prints please, every groomer uses paw prints.",
      key_considerations: "It has to read from across a parking lot on the side of a van. That's the whole thing really.",
    },
    otherwise: "No preference really, whatever you think works.",
    expected: {
      project_background: { said: 0, text: ['mobile dog grooming', 'Tidy Tails'] },
      brand_name_story: { said: 1, text: ['grandma', 'tidy tails, happy hearts'] },
      problem_need: { said: 1, text: ["don't trust the van", 'looks cheap'] },
      products_or_services: { said: 2, text: ['full baths', 'nail trims', 'de-shedding', 'teeth brushing'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-02', precision: 'day', relation: 'by' } },
      address: { said: 4, text: ['Sam Hughes'] },
      distance: { said: 4, value: { kind: 'number_with_unit', amount: 20, unit: 'min' } },
      number_of_visits: { said: 4, value: { kind: 'number_with_unit', amount: 2, unit: 'times' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['tidytailstucson.com'] },
      target_audience: { said: 'asked', text: ['big dogs', 'retirees'] },
      preferred_style: { said: 'asked', text: ['Friendly but professional'] },
      colors_and_elements: { said: 'asked', text: ['teal', 'No paw prints'] },
      key_considerations: { said: 'asked', text: ['across a parking lot'] },
    },
  },

  // Priya Raman, 29, makes a whole-spice masala chai blend with her cousin out of a shared kitchen in Edison, NJ. Lowercase,
  // quick, a bit breathless; argues with her cousin inside a fact message and drops a tin price she saw online. Exercises:
  // spec buried among brewing time and cup count, two packaging forms, the selling point restated with "as I said",
  // three sales channels, "by the end of March" read against an April market opening.
  // NOT facts: 2 years (selling in bags), 5 min (simmer time), 40 cups (servings, not the spec), $1.80 and 5,000 (a tin
  // supplier's price and minimum), April (markets reopening, not the deadline), Saturdays.
  {
    id: 'heldout74-packaging-en-whole-spice-chai-tin',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hey! I make a masala chai spice blend from my mom's recipe. tiny company, just me and my cousin, we work out of a shared kitchen in Edison NJ. we've been selling it in plain ziplock bags with a printed sticker for 2 years and it's time lol",
      "it's whole spices plus black tea from Assam, you simmer a spoonful in milk and water for like 5 min. my cousin thinks we should go pre-ground so it's easier but I'm like no, the whole spices are the point. anyway it's 100 g per pack, about 40 cups' worth",
      "I'm picturing a tin for the main one and a refill pouch. I saw tins online for $1.80 each with a 5,000 minimum which kind of freaked me out but we'll see",
      "as I said the whole spices are what makes it different, you can actually see the cardamom pods and the cinnamon bark. most chai on the shelf is dust in a teabag",
      "we sell at the Jersey City farmers market on Saturdays and on our Etsy, and a couple Indian grocery stores in Edison asked to carry it",
      "oh and markets open again in April so I'd love the design done by the end of March, that gives us time to print",
    ],
    whenAsked: {
      target_audience: "South Asian folks who miss the real thing, and honestly a lot of younger people who got into chai from coffee shops and want something less sweet.",
      preferred_style: "warm and a bit bold, kind of a vintage Indian matchbox label vibe but cleaner",
      colors_and_elements: "deep saffron and maroon. no elephants or Taj Mahal please, so cliché",
      preferred_materials: "metal tin, and a kraft paper pouch if it can be compostable",
      key_considerations: "it has to stay airtight so the spices stay fresh. and the brewing instructions need to be super clear, people mess it up",
    },
    otherwise: "no strong feelings on that",
    expected: {
      project_background: { said: 0, text: ['masala chai spice blend', 'shared kitchen'] },
      address: { said: 0, text: ['Edison'] },
      problem_need: { said: 0, text: ['plain ziplock bags'] },
      product_description: { said: 1, text: ['whole spices', 'Assam', 'simmer'] },
      specification: { said: 1, text: ['100 g'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['can_tin', 'bag_pouch'] } },
      unique_selling_point: { said: 3, text: ['cardamom pods', 'dust in a teabag'] },
      sales_channels: { said: 4, text: ['Jersey City farmers market', 'Etsy', 'Indian grocery stores'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      target_audience: { said: 'asked', text: ['South Asian', 'less sweet'] },
      preferred_style: { said: 'asked', text: ['vintage Indian matchbox'] },
      colors_and_elements: { said: 'asked', text: ['saffron', 'maroon', 'no elephants'] },
      preferred_materials: { said: 'asked', text: ['metal tin', 'kraft paper pouch'] },
      key_considerations: { said: 'asked', text: ['airtight', 'brewing instructions'] },
    },
  },

  // Dan Kowalski, 47, owns Foothills Cycle Works, a three-person bike repair shop in Boise, ID. Plain, a little gruff,
  // jokes at his brother-in-law's expense. Exercises: a problem told through a story, the URL next to a template price his
  // wife found, a budget range and the site type in one message ("as I mentioned, booking is the whole point"), a go-live
  // date tied to the riding season, one language now and another "down the road".
  // NOT facts: 2015 (the old photo), two mechanics, 30 or 40 jobs and "last April" (lost bookings), $23 a month (a
  // Squarespace plan, not the budget), Spanish (a later plan, not a language for now).
  {
    id: 'heldout74-website-en-bike-shop-booking',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi. I own Foothills Cycle Works in Boise, small repair shop, me and two mechanics. Our website is basically a phone number and a photo from 2015. My brother-in-law built it, great guy, but a web designer he is not.",
      "Main thing is I want people to book tune-ups online instead of calling. We miss calls constantly because our hands are covered in grease. Last April we probably lost 30 or 40 jobs that way",
      "current site is foothillscycleworks.com, don't judge. my wife found a Squarespace template for $23 a month and said just do that, but I want it done right",
      "budget somewhere around 6 to 8 thousand. and as I mentioned, booking is the whole point, so it's a booking site more than anything",
      "Would love it live by April 1, that's when the season really kicks off around here",
      "English only for now. Maybe Spanish down the road, we get some Spanish speaking customers, but not yet",
    ],
    whenAsked: {
      main_pages: "Home, services and prices, book a repair, about us, contact. Maybe one for the used bikes we sell.",
      target_audience: "Same folks who call us now. Commuters, weekend mountain bikers, parents with kids' bikes. Lots of people in their 30s to 50s.",
      competitors: "I like Rivendell's site, it's got character. Around here Idaho Mountain Touring has a decent one but it's too busy.",
      preferred_style: "Clean, a bit rugged, nothing too slick. Like you'd trust us with your bike.",
      key_considerations: "Booking has to work great on a phone and sync with our shop calendar. And I need to be able to change prices myself.",
    },
    otherwise: "Not picky on that one.",
    expected: {
      project_background: { said: 0, text: ['Foothills Cycle Works', 'repair shop'] },
      address: { said: 0, text: ['Boise'] },
      problem_need: { said: 1, text: ['book tune-ups online', 'miss calls'] },
      url: { said: 2, text: ['foothillscycleworks.com'] },
      budget: { said: 3, value: { kind: 'money', amount: 6000, max: 8000, currency: 'USD' } },
      category: { said: 3, value: { kind: 'choice', selected: ['booking'] } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      languages: { said: 5, text: ['English only'] },
      plans_after_project: { said: 5, text: ['Spanish down the road'] },
      main_pages: { said: 'asked', text: ['services and prices', 'book a repair', 'contact'] },
      target_audience: { said: 'asked', text: ['Commuters', 'mountain bikers'] },
      competitors: { said: 'asked', text: ['Rivendell'] },
      preferred_style: { said: 'asked', text: ['a bit rugged'] },
      key_considerations: { said: 'asked', text: ['on a phone', 'shop calendar'] },
    },
  },

  // Jen Okafor, 38, and her husband bought an old laundromat in Bay View, Milwaukee, WI, and want to add a coffee bar and
  // seating. Warm, talkative, "lol", long messages with asides (her dad's take on the rent, the old regulars). Exercises:
  // size next to a rent figure, a budget "not counting machines", an opening date next to a closing date, a worry
  // introduced with "as I said" that is the key consideration.
  // NOT facts: $3,900 a month (rent), March 1 (closing for the renovation), "like 20 years" (regulars' history),
  // "an hour" (time spent there), KK (a competitor's street).
  {
    id: 'heldout74-commercial-en-laundromat-coffee-bar',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! So my husband and I bought an old laundromat in Bay View, Milwaukee. We're keeping the machines but adding a little coffee bar and a seating area so it's not the depressing laundromat everyone pictures. Fluorescent lights, plastic chairs, you know the one",
      "It's about 2,200 sq ft total. Rent is $3,900 a month, which my dad thinks is insane, but it's Bay View, what can you do",
      "We want it to feel like somebody's living room. Like you'd actually want to spend an hour there instead of waiting in your car. That's kind of the whole brand, 'laundry day doesn't have to suck' lol",
      "Customers are a mix. Lots of renters in their 20s and 30s with no in-unit laundry, some older folks who've been coming here for like 20 years, and families on weekends",
      "Budget for design and buildout is around $180k, not counting machines. We close for the reno March 1 and want to reopen by June 1",
      "And as I said, the old regulars matter to us, so please don't make it so hip they feel unwelcome. That's honestly my biggest worry",
    ],
    whenAsked: {
      competitive_advantage: "Nobody else around here has coffee and decent seating. The closest one is a 24 hour place on KK that's kind of grim.",
      preferred_style: "Cozy, a little mid-century, warm lighting, lots of plants.",
      colors_and_elements: "Mustard, terracotta, wood. No more fluorescent anything.",
      unique_design: "A window bar facing the street where you can sip your coffee, and a really nice big folding table in the middle instead of the sad metal ones.",
    },
    otherwise: "Hmm, no real preference there.",
    expected: {
      project_background: { said: 0, text: ['laundromat', 'coffee bar'] },
      address: { said: 0, text: ['Bay View'] },
      problem_need: { said: 0, text: ['depressing laundromat'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 2200, unit: 'ft2' } },
      brand_value: { said: 2, text: ["somebody's living room", "laundry day doesn't have to suck"] },
      target_audience: { said: 3, text: ['renters', 'older folks', 'families'] },
      budget: { said: 4, value: { kind: 'money', amount: 180000, currency: 'USD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 5, text: ['old regulars', 'so hip'] },
      competitive_advantage: { said: 'asked', text: ['coffee and decent seating'] },
      preferred_style: { said: 'asked', text: ['mid-century', 'plants'] },
      colors_and_elements: { said: 'asked', text: ['Mustard', 'terracotta', 'No more fluorescent'] },
      unique_design: { said: 'asked', text: ['window bar', 'folding table'] },
    },
  },

  // Kyle Brandt, 33, second generation at Brinewood Pickle Co. in Grand Rapids, MI, booked for the Summer Fancy Food Show at
  // the Javits Center. Upbeat, "ha", "lol", tells family squabbles inside fact messages. Exercises: booth size in feet with a
  // rejected alternative, electricity yes / water no in one breath, three show dates plus a booth fee, a budget range next to
  // someone else's booth cost, "like I said it's our first big show".
  // NOT facts: 1998 (the company's start), 10x10 (the sister's preferred booth), $14,000 (the booth fee, not the budget),
  // 40 and Chicago and "last year" (another exhibitor's booth), June 27 (second move-in day, not the move-in date).
  {
    id: 'heldout74-exhibition-en-pickle-company-food-show',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hey, we're Brinewood Pickle Co. out of Grand Rapids, family business, my dad started it in his garage in 1998. We're doing our first big trade show this summer, the Summer Fancy Food Show at the Javits Center in NYC. We'll be showing our pickles, the spicy dilly beans and our new giardiniera.",
      "Booth is 10x20 feet. My sister wanted a 10x10 to save money but I won that fight, ha. We'll need power for a cooler for samples, no water though, we bring our own jugs.",
      "Show opens June 28. Move-in is June 26 and 27 and we have to be out by July 1. The booth fee alone was like $14,000 so I'm a little nervous lol",
      "For design and build we were thinking $25k, could maybe stretch to 30. A guy at a Chicago show last year told me his booth ran him 40 and I about fell over",
      "It's really buyers we want, grocery buyers, specialty shops, distributors. Like I said it's our first big show, so getting into even one regional chain would be huge for us",
    ],
    whenAsked: {
      brand_value: "Honest, old school, a little bit fun. People should feel like they walked into a family pickle shop, not a corporate booth.",
      preferred_style: "Old deli meets farmhouse, but not too country. Wood crates, hand-painted sign kind of look.",
      unique_design: "A sampling counter that looks like an old deli counter. My dad would love that.",
      key_considerations: "Keeping samples cold, and it has to pack back into one van because we want to reuse it. And go up in two days.",
    },
    otherwise: "Not sure, open to ideas.",
    expected: {
      project_background: { said: 0, text: ['Brinewood Pickle Co.', 'dilly beans', 'giardiniera'] },
      address: { said: 0, text: ['Javits Center'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['electricity_only'] } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-06-28', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-06-26', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-07-01', precision: 'day', relation: 'by' } },
      budget: { said: 3, value: { kind: 'money', amount: 25000, max: 30000, currency: 'USD' } },
      target_audience: { said: 4, text: ['grocery buyers', 'distributors'] },
      problem_need: { said: 4, text: ['regional chain'] },
      brand_value: { said: 'asked', text: ['old school', 'family pickle shop'] },
      preferred_style: { said: 'asked', text: ['Old deli meets farmhouse'] },
      unique_design: { said: 'asked', text: ['deli counter'] },
      key_considerations: { said: 'asked', text: ['samples cold', 'one van'] },
    },
  },

  // Marcus Bell, 44, single dad of two, redoing the rowhouse in Fishtown, Philadelphia he has lived in for three years.
  // Relaxed, one emoji, "lol", quotes his buddy and his mom. Exercises: property type given as "rowhouse", age given in
  // round words with a vague year beside it, household and a pet in a message about age, a priority restated with "like I
  // said", a finish-by date tied to school, and no move-in date because they already live there (left out).
  // NOT facts: three years (time in the house), 1920-something (basis for the age only), $22k (a cabinet quote, not the
  // budget), the buddy who flips houses, "end of August" as a move-in date (it is when the work should be finished).
  {
    id: 'heldout74-residential-en-fishtown-rowhouse-kitchen',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi, I'm redoing my rowhouse in Fishtown, Philly. It's me and my two kids. We've been here three years and it's time, the kitchen is falling apart and the upstairs bathroom is pure 1970s pink tile 😂",
      "It's 3 bedrooms, 1.5 baths, a long skinny living/dining room and the kitchen in the back. Around 1,400 square feet. My buddy who flips houses says gut it, my mom says don't you dare touch the original stairs. Mom wins lol",
      "It's about a hundred years old, the deed says 1920-something. Kids are 9 and 12, and there's our cat Biscuit who thinks she owns the place",
      "Budget is 90k. And like I said the kitchen is the priority, if money runs out the bathroom can wait. Somebody quoted me 22k just for cabinets which seemed nuts",
      "We'd need to stay here during the work, I can't swing renting somewhere. Ideally it's all wrapped up by the end of August before school starts",
    ],
    whenAsked: {
      lifestyle: "Weeknights it's homework at the dining table and me cooking something fast. Weekends the kids have friends over and it gets loud.",
      preferred_style: "Warm and simple. Not the gray flipper look, every house on my block did that.",
      colors_and_elements: "Keep the original stairs and the exposed brick wall. Greens and wood. Please no gray floors.",
      move_in_date: "We already live here, so no move-in really.",
    },
    otherwise: "No preference, honestly.",
    expected: {
      project_background: { said: 0, text: ['rowhouse', 'kitchen'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 0, text: ['Fishtown'] },
      problem_need: { said: 0, text: ['falling apart', 'pink tile'] },
      layout: { said: 1, text: ['3 bedrooms', '1.5 baths'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1400, unit: 'ft2' } },
      age: { said: 2, value: { kind: 'number_with_unit', amount: 100, unit: 'years' } },
      target_audience: { said: 2, text: ['9 and 12', 'Biscuit'] },
      budget: { said: 3, value: { kind: 'money', amount: 90000, currency: 'USD' } },
      key_considerations: { said: 3, text: ['kitchen is the priority'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by', part: 'late' } },
      lifestyle: { said: 'asked', text: ['homework', 'friends over'] },
      preferred_style: { said: 'asked', text: ['Warm and simple', 'Not the gray flipper look'] },
      colors_and_elements: { said: 'asked', text: ['original stairs', 'exposed brick', 'no gray floors'] },
    },
  },

  // Tom Hadley, 58, runs a pick-your-own apple orchard outside Kinderhook, NY with his wife. Tidy, full sentences, dry humor
  // (the megaphone joke), mentions what his wife and a friend think. Exercises: the design asked for as a list of items,
  // the goal restated "like I said" beside a car count, a key consideration next to a friend's sign price, a "mid July"
  // deadline counted back from Labor Day, one site visit, and a travel time that is not the distance to the studio.
  // NOT facts: 40 acres and 20 varieties, 1,100 cars and "last October", $60 a sign and "one season" (a friend's signs),
  // August through November (the season), Labor Day weekend (opening, not the deadline), 2 hours from the city (not from us).
  {
    id: 'heldout74-other-en-orchard-farm-map-signs',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello. My wife and I run a pick-your-own apple orchard just outside Kinderhook, NY. 40 acres, about 20 varieties. Every fall people get lost looking for the Honeycrisp rows and we spend the whole day pointing. My wife jokes we should just hire a guy with a megaphone.",
      "What I'm after is a big illustrated map of the farm for the entrance, plus matching row signs, maybe 30 of them, and a small folded paper map we can hand out at the gate.",
      "The goal, like I said, is that people find their trees without asking us. On our busiest Saturday last October we had 1,100 cars, so you can imagine.",
      "The signs have to survive the weather, rain and sun from August through November. A friend of ours paid $60 a sign for some that faded in one season, so that's on my mind.",
      "We open for picking Labor Day weekend, so I'd want everything designed by mid July to leave time for printing and installing.",
      "You'd probably want to walk the orchard once before drawing anything. It's about 2 hours from the city. My buddy says that's nothing, my wife says that's a lot to ask of a designer, ha.",
    ],
    whenAsked: {
      target_audience: "Families with little kids mostly, and city folks up from New York for the day. Plenty of grandparents too.",
      preferred_style: "Hand-drawn, a storybook kind of feel. Friendly. Not clip art.",
      colors_and_elements: "Apple reds and greens of course, our red barn, and our dog Rosie should be on the map somewhere.",
      address: "As I said, just outside Kinderhook.",
      collaboration_notes: "Email is best, my wife handles that. We decide together, but she has the final say on how it looks.",
    },
    otherwise: "I don't have a preference on that.",
    expected: {
      project_background: { said: 0, text: ['pick-your-own apple orchard', 'get lost'] },
      address: { said: 0, text: ['Kinderhook'] },
      other_design_requirements: { said: 1, text: ['illustrated map', 'row signs', 'folded paper map'] },
      problem_need: { said: 2, text: ['find their trees without asking'] },
      key_considerations: { said: 3, text: ['survive the weather'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by', part: 'mid' } },
      number_of_visits: { said: 5, value: { kind: 'number_with_unit', amount: 1, unit: 'times' } },
      target_audience: { said: 'asked', text: ['Families with little kids', 'grandparents'] },
      preferred_style: { said: 'asked', text: ['Hand-drawn', 'storybook'] },
      colors_and_elements: { said: 'asked', text: ['Apple reds and greens', 'red barn', 'Rosie'] },
      collaboration_notes: { said: 'asked', text: ['Email', 'final say'] },
    },
  },
  // 阿凱，35歲，台南中西區「晴豆」豆花店二代，去年從媽媽手上接攤。手機打字，語氣輕鬆，XD、😂。
  // Exercises: 一則訊息裡混著店名故事、目標（讓年輕人覺得不老派）和老婆說 logo 像婚紗店的吐槽；「就像我剛說的」
  // 帶出產品清單；商標未註冊和「如果你們可以幫忙弄那就太好了」= 需要協助；交期 4月底前（by），5月初搬店是干擾；
  // 重點考量一題直接跳過（skipped）。
  // NOT facts: 快二十年 (how long mom ran the stall), 去年 (took over), 一萬多 (friend's registration cost),
  // 5月初 (moving date of the shop, not the design deadline).
  {
    id: 'heldout74-brand-zh-tainan-douhua-refresh',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我們是台南中西區賣豆花的小店，我媽擺攤擺了快二十年，去年換我接手，店名叫「晴豆」。這次想整個品牌識別重新做，logo、招牌那些都要換。老實說現在的logo是我表弟用小畫家畫的XD',
      '店名是我媽的名字晴美加上豆花的豆啦，她說晴天吃豆花最舒服。對了我老婆說現在那個粉紅色logo看起來很像婚紗店，我覺得她講得沒錯😂 主要是想讓年輕人覺得我們不是老派的攤子',
      '就像我剛說的，我們主要就是豆花，另外夏天有賣粉粿跟檸檬愛玉，冬天會有薑汁豆花。商標還沒去註冊，朋友說他去年註冊花了一萬多，如果你們可以幫忙弄那就太好了',
      '時間的話，希望4月底前可以完成，因為5月初要搬到隔壁巷子比較大的店面，新招牌要趕上',
    ],
    whenAsked: {
      registration_status: '還沒註冊，前面有講',
      need_registration_assistance: '要，剛剛說過了～麻煩你們',
      brand_website: '只有IG，搜尋 qingdou_tainan 就有',
      target_audience: '就剛剛說的年輕人啊，大學生、附近上班族，還有帶小孩來的爸媽',
      preferred_style: '溫暖、有手感，但不要文青到看不懂在賣什麼',
      colors_and_elements: '我媽很愛黃色，可以留一點鵝黃，粉紅色就不要了拜託',
      expected_deadline: '4月底前，搬店前要好',
      key_considerations: '這個我想不到耶，先跳過',
    },
    otherwise: '沒特別想法耶',
    expected: {
      project_background: { said: 0, text: ['豆花', '品牌識別'] },
      address: { said: 0, text: ['台南中西區'] },
      other_design_requirements: { said: 0, text: ['招牌'] },
      brand_name_story: { said: 1, text: ['晴美', '晴天'] },
      problem_need: { said: 1, text: ['年輕人', '老派'] },
      target_audience: { said: 1, text: ['年輕人'] },
      products_or_services: { said: 2, text: ['豆花', '粉粿', '檸檬愛玉', '薑汁豆花'] },
      registration_status: { said: 2, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 2, value: { kind: 'yes_no', value: true } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      plans_after_project: { said: 3, text: ['比較大的店面'] },
      brand_website: { said: 'asked', text: ['qingdou_tainan'] },
      preferred_style: { said: 'asked', text: ['溫暖', '手感'] },
      colors_and_elements: { said: 'asked', text: ['鵝黃', '粉紅色'] },
      key_considerations: { said: 'asked', skipped: true },
    },
  },

  // 林小姐，30歲，從台北辭職回嘉義梅山幫家裡茶園。打字整齊，偶爾括號補充、…。
  // Exercises: 產品、規格、形式分散在兩則訊息，中間夾爸爸「泡了五十年茶」的笑話；百貨公司看到別家一盒 450 是干擾；
  // 「如同前面說的」帶出通路；回答規格和形式時換句話重複（一盒十包、每包5克）；材質與重點考量只在被問時給。
  // NOT facts: 三代 (family history), 去年 (quit job), 6到8小時 (brewing time), 五十年 / 兩瓶 (dad's joke),
  // 450 (competitor's price), 兩間 (number of souvenir shops), 400 (target retail price).
  {
    id: 'heldout74-packaging-zh-meishan-coldbrew-tea',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，我家在嘉義梅山種茶，種了三代了，我去年從台北辭職回來幫忙（爸媽說終於有人接了哈哈）。想做一款冷泡茶包的包裝，高山烏龍，丟進冷水瓶泡6到8小時就可以喝',
      '規格是一包5公克，一盒10包。外面想要盒裝，裡面每包是獨立密封的小袋。我爸說他泡了五十年茶沒聽過什麼冷泡，結果他現在每天自己喝兩瓶…',
      '跟別人比最特別的是我們自己種自己焙，不是收購來的，然後冷泡不苦不澀。我在百貨公司看到別人一盒賣450，我們應該會抓低一點',
      '如同前面說的，主要會放官網跟蝦皮，週末也會去市集擺攤，阿里山那邊有兩間伴手禮店也說可以幫我們上架',
    ],
    whenAsked: {
      specification: '一盒十包，每包5克，剛剛有寫',
      packaging_form: '外面盒子，裡面一小包一小包',
      target_audience: '25到40歲的上班族吧，夏天想喝茶又懶得泡的人，還有來阿里山買伴手禮的觀光客',
      preferred_style: '清爽、乾淨，有一點山的感覺，不要太老派',
      colors_and_elements: '喜歡墨綠跟米白，可以畫茶園的山線條。不要金色，感覺很俗',
      preferred_materials: '外盒想用牛皮紙或可回收紙，內袋要鋁箔的才防潮',
      expected_deadline: '希望5月中以前，夏天就是冷泡茶的季節，錯過就要等明年了',
      key_considerations: '防潮最重要，茶葉一受潮就完了。然後成本不能太高，因為想壓在400以下賣',
    },
    otherwise: '這個沒有特別想法',
    expected: {
      project_background: { said: 0, text: ['梅山', '冷泡茶包'] },
      address: { said: 0, text: ['嘉義梅山'] },
      product_description: { said: 0, text: ['高山烏龍', '冷水瓶'] },
      specification: { said: 1, text: ['5公克', '10包'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['box', 'bag_pouch'] } },
      unique_selling_point: { said: 2, text: ['自己種自己焙', '不苦不澀'] },
      sales_channels: { said: 3, text: ['官網', '蝦皮', '市集', '伴手禮店'] },
      target_audience: { said: 'asked', text: ['上班族', '觀光客'] },
      preferred_style: { said: 'asked', text: ['清爽', '山'] },
      colors_and_elements: { said: 'asked', text: ['墨綠', '米白', '金色'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙', '鋁箔'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'mid', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['防潮', '成本'] },
    },
  },

  // 小恩，28歲，高雄鳳山「泡泡尾巴」寵物美容店老闆。很口語，欸、～、🫠，一句話講到一半會岔出去。
  // Exercises: 問題（一邊洗狗一邊接電話）和網站類型分兩則說，中間夾男友「用 LINE 就好」的意見；頁面與語言同一則；
  // 朋友說外面要十幾萬是干擾，預算是「8萬以內」（at_most）；「跟我剛剛說的一樣」重申重點；參考網站被問時說不確定（不列）。
  // NOT facts: 三年 (shop age), 十幾萬 (a friend's price for websites), 4月 (holiday, reason for the deadline).
  {
    id: 'heldout74-website-zh-fengshan-pet-grooming-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '欸你好～我在高雄鳳山開寵物美容，開三年了，店叫「泡泡尾巴」。現在只有FB粉專，客人都打電話或私訊預約，我一邊洗狗一邊接電話手都是濕的超崩潰🫠',
      '所以想做一個可以自己線上預約的網站啦，客人選時段、選狗狗體型就好。我男友說直接用LINE就好了幹嘛做網站，但LINE訊息一多我根本回不完',
      '頁面大概要首頁、服務價目、線上預約、美容作品集，還有交通停車。喔然後中文就好，我們客人沒有外國人啦哈',
      '預算的話，朋友說外面做一個要十幾萬，我這邊大概8萬以內…對，跟我剛剛說的一樣，主要就是預約功能要好用，其他可以簡單',
      '希望3月底前上線！4月有連假，很多人會想先帶狗來洗香香',
    ],
    whenAsked: {
      url: '沒有網站耶，就剛說的FB粉專',
      category: '預約的那種',
      languages: '中文就好',
      target_audience: '附近的飼主，大多是30幾歲的上班族，養小型犬的最多，很在意店家乾不乾淨、會不會對狗兇',
      competitors: '其實我沒有特別研究別人的網站耶，不太確定',
      preferred_style: '可愛但不要太幼稚，乾淨明亮，像剛洗完澡的狗那種感覺😂',
      budget: '8萬以內，上面有說',
    },
    otherwise: '都可以～你們決定',
    expected: {
      project_background: { said: 0, text: ['寵物美容', '泡泡尾巴'] },
      address: { said: 0, text: ['高雄鳳山'] },
      url: { said: 0, text: ['FB粉專'] },
      problem_need: { said: 1, text: ['線上預約', '回不完'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 2, text: ['首頁', '服務價目', '線上預約', '美容作品集', '交通停車'] },
      languages: { said: 2, text: ['中文'] },
      budget: { said: 3, value: { kind: 'money', amount: 80000, bound: 'at_most', currency: 'TWD' } },
      key_considerations: { said: 3, text: ['預約功能要好用'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      target_audience: { said: 'asked', text: ['飼主', '小型犬'] },
      preferred_style: { said: 'asked', text: ['可愛', '乾淨明亮'] },
    },
  },

  // 陳大哥，52歲，中壢牛肉麵店老闆，要開第二家。打字完整、有標點，講話帶點冷笑話。
  // Exercises: 第一則就給地點與坪數；問題與動線一則；品牌精神夾著老婆「說要退休結果比我早到」的笑話；「如前面所說」
  // 把「實在」接到記憶點；同業朋友 350萬是干擾，真正預算是裝潢 200萬（設備另計）；開幕 7月，房東 3月起租是干擾；
  // 競爭優勢、風格、顏色、重點只在被問時給，記憶點被問時換句話重複。
  // NOT facts: 八年 (first shop's age), 350萬 (a friend's spend), 3月 (rent starts), 12小時 (soup time, not a size/date).
  {
    id: 'heldout74-commercial-zh-zhongli-beef-noodle-second',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我在桃園中壢開牛肉麵店，開了八年，現在要開第二家，位置在中壢火車站後站那邊，一樓店面28坪。',
      '第一家的問題是太擠了，中午排隊排到騎樓，內用外帶都擠在同一個櫃台，客人跟外送員撞在一起。新店希望動線清楚，外帶區獨立出來，翻桌快一點。',
      '我們店一直以來的精神就是「實在」兩個字，希望客人進來像回到自己家巷口的麵店，輕鬆、不拘束。我太太說第二家開了她就要退休，結果她現在每天比我還早到店，哈哈。',
      '如前面所說，我們就是實在，所以很想讓熬湯的大鍋子從外面就看得到，不用講，客人看得到湯是真的熬的。預算的部分，同業朋友去年開店花了350萬，我沒那麼多，裝潢抓200萬，設備另外算。',
      '開幕希望是7月，暑假學生多。房東那邊3月就開始算租金了，所以我是很急啦。',
    ],
    whenAsked: {
      brand_value: '就剛剛講的，實在，讓客人吃飽又不心疼',
      target_audience: '附近上班族、中原大學跟高中的學生，週末有家庭客',
      competitive_advantage: '湯是牛骨自己熬12小時，不用湯包，牛肉用溫體的，附近連鎖店做不到',
      preferred_style: '乾淨明亮，有點日式食堂那種感覺，不要太花俏',
      colors_and_elements: '木頭色跟白色，招牌想保留第一家的毛筆字。紅色太多會很像熱炒店，避開',
      unique_design: '看得到熬湯的鍋子啊，前面說過了',
      space_size: '28坪，一樓',
      key_considerations: '動線跟排煙最重要，廚房很熱，員工要做得舒服，然後要好清潔',
    },
    otherwise: '這個沒有特別的意見。',
    expected: {
      project_background: { said: 0, text: ['牛肉麵', '第二家'] },
      address: { said: 0, text: ['中壢火車站後站'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      problem_need: { said: 1, text: ['動線', '外帶區'] },
      brand_value: { said: 2, text: ['實在', '輕鬆'] },
      unique_design: { said: 3, text: ['熬湯的大鍋子'] },
      budget: { said: 3, value: { kind: 'money', amount: 2000000, currency: 'TWD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month' } },
      target_audience: { said: 'asked', text: ['上班族', '學生'] },
      competitive_advantage: { said: 'asked', text: ['自己熬', '溫體'] },
      preferred_style: { said: 'asked', text: ['日式食堂'] },
      colors_and_elements: { said: 'asked', text: ['木頭色', '毛筆字', '紅色'] },
      key_considerations: { said: 'asked', text: ['動線', '排煙'] },
    },
  },

  // Amy，34歲，彰化鹿港碳纖維自行車零件廠的業務。打字俐落，一則訊息塞很多日期，偶爾😅。
  // Exercises: 展名、展館、產品同一則；攤位 18 平方公尺，去年 3x3 是干擾；一則貼進場/開幕/撤場三個日期再接預算，
  // 中間夾「隔壁攤聽說花了150萬」；「跟我前面講的一樣」帶出目標客群；水電一句短答；記憶點被問時沒想法（不列）；
  // 展館被問時換句話重複。
  // NOT facts: 3x3 (last year's booth), 150萬 (neighbour booth's spend), 去年, 幾秒.
  {
    id: 'heldout74-exhibition-zh-lukang-bike-parts-cycle-show',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      'Hi，我是彰化鹿港一間自行車零件廠的業務，我們做碳纖維座管跟龍頭，主要外銷。3月要參加台北國際自行車展，在南港展覽館一館，想找人設計攤位',
      '今年攤位是兩個標準攤位併在一起，3x6，所以18平方公尺。去年只租一個3x3，我們老闆說看起來像倉庫😅 今年一定要雪恥',
      '日期我直接貼：3/23進場佈置，3/25開幕，3/28下午撤場。啊然後去年隔壁攤聽說花了150萬，我們沒有那個預算，大概60萬上下',
      '跟我前面講的一樣，我們主要做外銷，所以重點是國外買家，尤其歐洲的代理商跟品牌採購，他們走過去只會停幾秒，要讓他們停下來',
      '電要，要放螢幕跟燈，水不用',
    ],
    whenAsked: {
      address: '南港一館，剛有說',
      space_size: '18平方，兩個標攤',
      brand_value: '輕、硬、可靠。希望他們一進來就覺得我們是很專業的工廠，不是小作坊',
      preferred_style: '俐落、有科技感，可以參考Shimano的攤位，但我們沒那麼大啦',
      unique_design: '這個還沒想法，想先聽你們的建議',
      key_considerations: '進場只有兩天，要好搭好拆，展品很貴要有可以上鎖的展示櫃',
    },
    otherwise: '沒有特別偏好，你們專業',
    expected: {
      project_background: { said: 0, text: ['碳纖維座管', '台北國際自行車展'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-23', precision: 'day' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-25', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-28', precision: 'day' } },
      budget: { said: 2, value: { kind: 'money', amount: 600000, currency: 'TWD' } },
      target_audience: { said: 3, text: ['歐洲', '代理商'] },
      problem_need: { said: 3, text: ['停下來'] },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['可靠', '專業'] },
      preferred_style: { said: 'asked', text: ['俐落', '科技感'] },
      key_considerations: { said: 'asked', text: ['好搭好拆', '上鎖'] },
    },
  },

  // 王老師，66歲，退休國文老師，和太太住木柵四樓無電梯老公寓。打字工整、全形標點，語氣客氣。
  // Exercises: 第一則一次給類型、地點、屋齡、格局、坪數；女兒勸賣屋和「膝蓋還撐得住」的玩笑整則不是事實；
  // 問題（浴室滑、跳電）一則；「如我剛才所說」帶出住戶與收藏；鄰居花三百萬是干擾，真正預算 180萬；
  // 9月底前搬回（by）；被問格局、屋齡、坪數時換句話重複。
  // NOT facts: 四樓 (floor), 三十年 (years lived there), 去年 (the fall), 一年一次 (daughter's visits),
  // 三百萬 (neighbour's renovation), 兩千本 is a collection size, not an area.
  {
    id: 'heldout74-residential-zh-muzha-old-apartment-retirees',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我和內人住在木柵的老公寓，四樓沒電梯，屋齡42年了，想整間翻新。格局是3房1廳1衛，室內大約24坪。',
      '女兒在澳洲，她一直說乾脆賣掉換電梯大樓，可是我們在這裡住了三十年，鄰居都熟，捨不得。爬樓梯就當運動吧，膝蓋還撐得住（目前啦）。',
      '最困擾的是浴室：只有一間，地板很滑，內人去年在裡面跌過一次。另外廚房很小很暗，電線也是老的，一開微波爐跟電鍋就跳電。',
      '如我剛才所說，只有我們兩個老人住，女兒一年回來一次，所以希望有一間可以當客房兼書房。我的書大概有兩千本，內人還有一台直立式鋼琴，都要有位置。',
      '預算方面，樓下鄰居去年重新裝潢花了三百萬，我們沒有要那麼豪華，抓180萬左右。施工期間會先住兒子家，希望9月底前搬回來，中秋節想在自己家過。',
    ],
    whenAsked: {
      property_category: '公寓，沒有電梯的那種。',
      layout: '三房一廳一衛，剛才說過了。',
      age: '四十幾年，42年。',
      space_size: '室內大概24坪。',
      lifestyle: '我退休前教國文，每天看書寫字；內人早上會彈琴，我們晚上九點多就睡了，很少請客。',
      preferred_style: '簡單、溫暖、明亮就好，不要太現代、冷冰冰的。',
      colors_and_elements: '喜歡原木色，扶手要多裝幾個。不要黑色或深灰。',
      key_considerations: '安全第一：浴室防滑、扶手、電線全部換新。其次是書跟琴要放得下。',
    },
    otherwise: '沒有特別的偏好，麻煩您們了。',
    expected: {
      project_background: { said: 0, text: ['老公寓', '翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['木柵'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 42, unit: 'years' } },
      layout: { said: 0, text: ['3房1廳1衛'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 24, unit: 'ping' } },
      problem_need: { said: 2, text: ['浴室', '很滑', '跳電'] },
      target_audience: { said: 3, text: ['兩個老人', '女兒'] },
      important_collections: { said: 3, text: ['書', '直立式鋼琴'] },
      budget: { said: 4, value: { kind: 'money', amount: 1800000, currency: 'TWD' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-09-01', precision: 'month', part: 'late', relation: 'by' } },
      lifestyle: { said: 'asked', text: ['看書', '彈琴'] },
      preferred_style: { said: 'asked', text: ['簡單', '溫暖'] },
      colors_and_elements: { said: 'asked', text: ['原木色', '扶手'] },
      key_considerations: { said: 'asked', text: ['防滑', '電線'] },
    },
  },

  // Vivi，29歲，高雄的準新娘，要做婚禮整套視覺。很多 emoji、～、😂，訊息長短不一。
  // Exercises: 第一則列出全部要設計的品項；婚紗店燙金喜帖「一張加價35元」夾在需求裡；住處與場地都在高雄，
  // 男方老家澎湖是干擾；顏色一則裡有婆婆要紅色、兩人要霧藍的妥協；婚期 5/16、寄帖 3月中都不是交期，
  // 交期是「2月底前定稿」；「就像我一開始說的」回指喜帖；目標客群被問時換句話重複。
  // NOT facts: 5月 / 5/16 (wedding date), 3月中 (mailing the invitations), 35元 (wedding-shop upcharge),
  // 澎湖 (groom's family), 旗津 (where they met).
  {
    id: 'heldout74-other-zh-kaohsiung-wedding-stationery',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨～我5月要結婚了🥹 想找設計師幫我們做婚禮的整套視覺，喜帖、迎賓海報、座位表、謝卡這些，可以的話也想要一個我們名字縮寫的小logo',
      '婚紗店其實有送喜帖，但就那種很制式的燙金款，想換款式一張還要加價35元…我們想要有自己故事的，不要跟別人一樣',
      '我們住高雄，婚禮也在高雄的飯店。男友家在澎湖，一堆親戚要坐船過來，所以字一定要大、時間地點要清楚，不然我婆婆會被問爆哈哈',
      '顏色的話，婆婆說喜帖一定要紅色才喜氣，我們喜歡霧藍跟奶油白，像我們認識的旗津那片海…最後喬出來是信封用紅的、裡面用霧藍，大家都開心😂',
      '時間是這樣，5/16婚禮，喜帖3月中要寄，所以設計最好2月底前定稿，就像我一開始說的喜帖最急，其他可以晚一點',
    ],
    whenAsked: {
      target_audience: '就是剛說的那些親戚長輩，再加上我們的同學同事',
      preferred_style: '手繪水彩感，溫柔、有點海風的感覺，不要燙金那種華麗風',
      address: '高雄～',
      key_considerations: '字大、資訊清楚，長輩看得懂最重要',
      collaboration_notes: '主要跟我聯絡就好，用LINE，男友很忙但定稿會一起看。一週更新一次ok',
    },
    otherwise: '沒有耶～都可以',
    expected: {
      project_background: { said: 0, text: ['結婚', '婚禮'] },
      other_design_requirements: { said: 0, text: ['喜帖', '迎賓海報', '座位表', '謝卡', 'logo'] },
      problem_need: { said: 1, text: ['制式', '自己故事'] },
      address: { said: 2, text: ['高雄'] },
      target_audience: { said: 2, text: ['親戚'] },
      key_considerations: { said: 2, text: ['字一定要大', '時間地點要清楚'] },
      colors_and_elements: { said: 3, text: ['霧藍', '奶油白'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-02-01', precision: 'month', part: 'late', relation: 'by' } },
      preferred_style: { said: 'asked', text: ['手繪水彩', '溫柔'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '一週更新一次'] },
    },
  },
  // Visitor: 31세 여성, 전주에서 할머니가 시작한 떡집 '달곰방앗간'을 3년 전에 물려받은 손녀. 물결표, ㅋㅋ, 수다스럽게 이어 씀.
  // Exercises: 리뉴얼 요청 옆에 엄마 의견(간판 그냥 두자); 이름 이야기와 고민이 한 메시지에; 상표 출원 사실이 친구 로고 가격
  // 뒤에 끼어 있음; '아까 말씀드린 것처럼'으로 고객층을 다시 가리킴; 설 대목 푸념 속 완성 희망월; 색 선호를 뒤늦게 다시 꺼냄.
  // NOT facts: 1987년, 3년 전 (history, not deadline), 300 (friend's cafe logo price), 작년 (when the trademark was filed),
  // 설 대목 / 새벽 4시 (busy season, not deadline).
  {
    id: 'heldout74-brand-ko-jeonju-rice-cake-grandma',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 전주에서 떡집 하는 사람이에요 ㅎㅎ 할머니가 1987년에 시작하신 가게를 제가 3년 전에 물려받았는데요, 로고부터 간판 느낌까지 전체적으로 리뉴얼하고 싶어서요. 엄마는 지금 간판이 정겹다고 그냥 두라시는데 솔직히 너무 촌스러워요ㅋㅋ',
      '가게 이름이 달곰방앗간인데 할머니 별명이 달곰이었어요. 달달하고 곰살맞다고 동네 분들이 그렇게 부르셨대요. 아 근데 요즘 인스타 보고 젊은 분들이 많이 오시는데 가게가 너무 옛날 느낌이라 사진을 안 찍고 그냥 가세요 그게 제일 속상해요',
      '주로 쑥인절미랑 바람떡, 그리고 돌떡이나 답례떡 주문 받아요~ 친구가 카페 로고 맡겼는데 300 들었다던데 떡집은 어떨지 모르겠네요 ㅎㅎ 상표는 작년에 출원만 해놨어요',
      '아까 말씀드린 것처럼 인스타 보고 오시는 20~30대 분들이 많고요, 답례떡은 거의 아기 엄마들이 주문하세요',
      '설 대목 끝나고 정신 좀 차리면… 3월 안에는 완성됐으면 해요. 설 전에는 새벽 4시부터 떡 쳐야 돼서 연락이 잘 안 될 수도 있어요ㅠ',
      '아 색은요 쑥색은 꼭! 앞에서 말한 쑥인절미가 저희 대표 메뉴라서요. 빨간색은 중국집 같아서 빼주세요ㅋㅋ',
    ],
    whenAsked: {
      need_registration_assistance: '네 출원만 해두고 그 뒤로 어떻게 되는지 잘 몰라서 도와주시면 좋겠어요',
      brand_website: '인스타만 있어요 @dalgom_bangatgan 이요',
      preferred_style: '따뜻하고 귀여운데 유치하진 않게요. 할머니 손글씨 같은 느낌?',
      colors_and_elements: '말씀드린 대로 쑥색이요, 빨간색만 피해 주세요',
      key_considerations: '할머니 느낌은 꼭 남아 있어야 해요 그게 제일 중요해요',
    },
    otherwise: '음 그건 딱히 없어요~',
    expected: {
      project_background: { said: 0, text: ['전체적으로 리뉴얼'] },
      address: { said: 0, text: ['전주'] },
      brand_name_story: { said: 1, text: ['할머니 별명', '달달하고 곰살맞다'] },
      problem_need: { said: 1, text: ['사진을 안 찍고'] },
      products_or_services: { said: 2, text: ['쑥인절미', '바람떡', '답례떡'] },
      registration_status: { said: 2, value: { kind: 'choice', selected: ['in_progress'] } },
      target_audience: { said: 3, text: ['20~30대', '아기 엄마들'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      collaboration_notes: { said: 4, text: ['연락이 잘 안 될 수도'] },
      colors_and_elements: { said: 5, text: ['쑥색', '빨간색'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@dalgom_bangatgan'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 귀여운', '손글씨'] },
      key_considerations: { said: 'asked', text: ['할머니 느낌'] },
    },
  },

  // Visitor: 45세 남성, 경남 하동에서 아버지 대부터 녹차 농사를 짓는 농원 운영자. 점잖은 존댓말에 '허허', 가끔 ㅋㅋ.
  // Exercises: 아내 의견(녹차밭 사진, 광고 문구)과 스타벅스 가격 농담 사이에 규격이 끼어 있음; 박스와 스틱 파우치 두 형태;
  // '아까 말씀드렸나 모르겠는데'로 판로; 규격을 짧게 다시 말하는 메시지(30개입 한 상자) — said는 처음 말한 메시지;
  // 햇차 출시 시기 옆의 디자인 마감일; 소재는 질문에 '잘 모르겠다'로 비워 둠.
  // NOT facts: 30년 넘게 (farm history), 200ml (how to drink, not the spec), 6천원 / 천원 (latte prices),
  // 4월 말 (harvest of first-flush leaves), 5월 햇차 (launch timing, not deadline).
  {
    id: 'heldout74-packaging-ko-hadong-matcha-sticks',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '하동에서 녹차 농사 짓고 있습니다. 아버지 때부터 30년 넘게 해왔고요. 이번에 말차 스틱을 새로 내는데 그 포장 디자인을 맡기려고 합니다. 집사람은 녹차밭 사진 하나 크게 넣으면 끝이라는데 그건 좀 아닌 것 같아서요 허허',
      '스틱 하나에 1.5g이고 물이나 우유 200ml에 타 드시면 됩니다. 한 상자에 30개 들어가고요. 요즘 스타벅스 말차라떼가 6천원 넘던데 이건 한 잔에 천원꼴이라고 그걸 광고하라고 집사람이 그러네요ㅋㅋ',
      '박스 안에 스틱이 낱개로 들어가니까 겉박스랑 스틱 파우치 둘 다 해주셔야 돼요. 아 그리고 저희 건 첫물차만 쓴다는 게 다른 데랑 다릅니다. 4월 말에 딴 제일 어린 잎이요',
      '파는 곳은 아까 말씀드렸나 모르겠는데 스마트스토어랑 하동 읍내 로컬푸드 매장입니다. 명절 선물로도 좀 나갔으면 하고요',
      '네 30개입 한 상자요. 5월에 햇차 나올 때 같이 내려고 하니까 디자인은 4월 10일까지는 받아야 인쇄를 넣습니다',
    ],
    whenAsked: {
      target_audience: '40~50대 건강 챙기시는 분들이요. 선물하시는 분들도 많고요',
      preferred_style: '고급스럽되 번쩍번쩍하지 않게, 차분한 느낌이면 좋겠습니다',
      colors_and_elements: '녹차색은 들어가야 할 것 같고 금박은 좀 과한 것 같습니다',
      preferred_materials: '그건 잘 모르겠네요 추천해 주시면 따르겠습니다',
      key_considerations: '말차가 습기에 약해서 파우치가 그걸 잘 막아줘야 합니다',
    },
    otherwise: '그건 특별히 없습니다',
    expected: {
      project_background: { said: 0, text: ['말차 스틱', '포장 디자인'] },
      address: { said: 0, text: ['하동'] },
      product_description: { said: 1, text: ['타 드시면'] },
      specification: { said: 1, text: ['1.5g', '30개'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['box', 'bag_pouch'] } },
      unique_selling_point: { said: 2, text: ['첫물차'] },
      sales_channels: { said: 3, text: ['스마트스토어', '로컬푸드 매장'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-10', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['40~50대', '선물'] },
      preferred_style: { said: 'asked', text: ['차분한'] },
      colors_and_elements: { said: 'asked', text: ['녹차색', '금박'] },
      key_considerations: { said: 'asked', text: ['습기'] },
    },
  },

  // Visitor: 29세 여성, 서울 망원동에서 2년째 1:1 필라테스 스튜디오를 하는 원장. 밝고 캐주얼, ㅎㅎ ㅠ 많이 씀.
  // Exercises: 배경·고민·사이트 종류가 한 메시지에; 남친 의견(네이버 예약 쓰라) 옆의 현재 채널; 페이지와 언어가 외국인 회원
  // 얘기와 섞임; 친구 가격 옆의 진짜 예산 상한(300 안쪽 = at_most); '아까 말한 것처럼'으로 예약을 다시 강조하며 오픈 마감;
  // 경쟁사 질문은 '패스'(skipped).
  // NOT facts: 2년 (studio age), 세 분 (foreign members), 50만원 (friend's site price), 3월 새학기 (season, not deadline).
  {
    id: 'heldout74-website-ko-mangwon-pilates-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 망원동에서 1:1 필라테스 스튜디오 하고 있어요 오픈한 지 2년 됐구요 ㅎㅎ 지금은 예약을 카톡이랑 전화로만 받는데 수업 중엔 폰을 못 봐서 놓치는 게 너무 많아요ㅠ 그래서 예약까지 되는 홈페이지를 만들고 싶어요',
      '홈페이지는 따로 없고 네이버 블로그만 있어요. 남친은 그냥 네이버 예약 쓰라는데 수수료도 그렇고 제 스튜디오 느낌이 하나도 안 나서요',
      '페이지는 강사 소개, 수업 종류랑 가격, 예약, 오시는 길 정도? 근처 사시는 외국인 회원분이 세 분 계셔서 영어도 있으면 좋겠어요. 물론 한국어가 기본이구요',
      '예산은… 친구는 아임웹으로 50만원에 했다던데 전 좀 제대로 하고 싶어서 300 안쪽으로 생각하고 있어요',
      '네 아까 말한 것처럼 예약이 제일 중요해요! 3월 새학기 시즌에 신규 회원이 몰리니까 2월 안에는 열었으면 좋겠어요',
    ],
    whenAsked: {
      category: '예약 되는 사이트요!',
      target_audience: '30~40대 직장인 여성분들이 제일 많아요. 허리나 목 아프신 분들이요',
      competitors: '음 그건 패스할게요',
      preferred_style: '밝고 따뜻한 느낌이요 베이지 톤으로',
    },
    otherwise: '딱히 없어요 ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['필라테스 스튜디오'] },
      address: { said: 0, text: ['망원동'] },
      problem_need: { said: 0, text: ['놓치는 게 너무 많아요'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 1, text: ['네이버 블로그'] },
      main_pages: { said: 2, text: ['강사 소개', '예약', '오시는 길'] },
      languages: { said: 2, text: ['영어', '한국어'] },
      budget: { said: 3, value: { kind: 'money', amount: 3000000, bound: 'at_most', currency: 'KRW' } },
      key_considerations: { said: 4, text: ['예약이 제일 중요'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['30~40대', '허리'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['밝고 따뜻한'] },
    },
  },

  // Visitor: 38세 남성, 광주 동명동에서 고등학교 동창과 내추럴 와인바를 준비하는 동업자. 반말 섞인 존댓말, ㅋㅋ.
  // Exercises: 동업 친구와의 취향 싸움(스타일은 아직 미정) 옆에 위치·평수; 경쟁 업소 불만으로 말한 목표; 아는 형 평당 견적과
  // 임대 시작일 사이의 예산·오픈일; '아까 말씀드린 대로 18평'으로 평수 반복(said는 처음 메시지); 잔당 가격 옆의 강점;
  // 색 질문엔 '아직 생각 안 해봤다'(비워 둠).
  // NOT facts: 평당 300 (someone else's quote), 3월 1일 (lease start), 8개 / 두 개 (seat counts), 9천원 (price per glass).
  {
    id: 'heldout74-commercial-ko-gwangju-natural-wine-bar',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '광주 동명동에 작은 내추럴 와인바 오픈 준비 중입니다. 고등학교 동창이랑 둘이 동업하는데 걔는 인더스트리얼 좋아하고 저는 따뜻한 게 좋아서 벌써 싸우는 중이에요ㅋㅋ 자리는 원래 꽃집이던 1층 상가고 18평이요',
      '동명동에 와인바가 이미 몇 군데 있는데 다 어둡고 비싸 보여서 혼자 오는 사람은 들어가기 부담스럽거든요. 저희는 혼자 와서 한 잔만 해도 편한 곳이었으면 해요',
      '예산은 인테리어만 4천 정도요. 아는 형은 평당 300 불렀다던데 저희는 그렇게까진 못 써요ㅠ 오픈은 4월 18일 토요일 목표고 임대는 3월 1일부터예요',
      '아까 말씀드린 대로 18평이라 바 자리 8개에 테이블 두 개 정도 생각해요. 바는 원목 통판으로 길게 하나 놓는 게 제 로망이에요',
      '저희 강점은 동창이 소믈리에 출신이라 한 잔씩 설명을 제대로 해준다는 거? 그리고 잔당 9천원부터라 부담이 없어요',
    ],
    whenAsked: {
      brand_value: '편안함이요. 들어오면 동네 친구 집 부엌에 온 느낌?',
      target_audience: '퇴근길 20대 후반에서 30대 직장인이요 혼술하는 분들',
      preferred_style: '결국 둘이 합의 본 게 따뜻한 인더스트리얼이요ㅋㅋ 콘크리트에 원목',
      colors_and_elements: '그건 아직 생각 안 해봤어요 동업자랑 얘기해봐야 돼요',
      address: '동명동이요 카페거리 안쪽',
      space_size: '18평이요',
      key_considerations: '화장실이 건물 공용이라 그게 좀 걸려요',
    },
    otherwise: '그건 잘 모르겠네요',
    expected: {
      project_background: { said: 0, text: ['내추럴 와인바'] },
      address: { said: 0, text: ['동명동'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      problem_need: { said: 1, text: ['혼자 와서 한 잔만 해도 편한'] },
      budget: { said: 2, value: { kind: 'money', amount: 40000000, currency: 'KRW' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-04-18', precision: 'day' } },
      unique_design: { said: 3, text: ['원목 통판'] },
      competitive_advantage: { said: 4, text: ['소믈리에 출신'] },
      brand_value: { said: 'asked', text: ['편안함', '친구 집 부엌'] },
      target_audience: { said: 'asked', text: ['직장인', '혼술'] },
      preferred_style: { said: 'asked', text: ['따뜻한 인더스트리얼'] },
      key_considerations: { said: 'asked', text: ['화장실'] },
    },
  },

  // Visitor: 33세 여성, 경기 화성의 반려견 수제간식 회사 마케팅팀 대리. 업무용 존댓말에 가끔 ㅎㅎ ㅠ.
  // Exercises: 작년 부스 실패담과 팀장님 말 사이의 전시·고민; 부스 크기(2부스 6m x 3m = 18㎡), 전기만, 예산 상한이 작년 업체
  // 비용 옆에 한 메시지로; 개막·반입일이 대표님 강아지 농담과 섞임; '아까 말씀드린 대로'로 고민을 다시 말하며 시그니처 요소;
  // 철수일은 질문에만 답함.
  // NOT facts: 작년 (last year's show), 1,200 (last year's vendor cost), 나흘 (duration), 2부스 (count of booth units, not visits).
  {
    id: 'heldout74-exhibition-ko-hwaseong-dog-treats-coex',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 화성에 있는 반려견 수제간식 회사 마케팅팀입니다. 5월에 코엑스 펫쇼 나가는데 부스 디자인 맡길 곳 찾고 있어요. 작년에도 나갔었는데 부스가 너무 평범해서 사람들이 그냥 지나가더라고요ㅠ 팀장님이 올해는 무조건 눈에 띄어야 한다고 하셔서 ㅎㅎ',
      '2부스 붙여서 6m x 3m이고요, 시식대에 보온기랑 모니터 놓을 거라 전기는 필요한데 물은 없어도 돼요. 작년엔 다른 업체에 1,200 줬는데 솔직히 돈값 못한 것 같아서 이번엔 1,500까지는 쓸 생각 있어요',
      '개막은 5월 14일 목요일이고 일요일까지 나흘이에요. 반입은 전날인 13일 오후부터 된다고 들었어요. 아 대표님이 본인 강아지도 데려오신대요 부스 마스코트로ㅋㅋ',
      '아까 말씀드린 대로 작년엔 완전 묻혔으니까 이번엔 멀리서도 보이는 게 제일 중요해요. 팀장님이 대형 강아지 조형물 세우자고 하시는데 저도 찬성이에요, 사진 찍는 포토존처럼요. 다만 예산이 좀 걱정이에요',
    ],
    whenAsked: {
      brand_value: '원재료를 하나하나 보여드리는 정직함이요. 믿고 먹일 수 있는 간식이라는 느낌이요',
      target_audience: '일반 관람객 견주분들이 메인이고 펫샵 바이어분들도 만나고 싶어요',
      preferred_style: '밝고 귀엽게요 근데 너무 유치하진 않게요',
      address: '코엑스 A홀이요',
      space_size: '아까 말씀드린 6x3이요',
      exit_date: '17일 일요일 마감하고 그날 저녁에 바로 빼야 돼요',
    },
    otherwise: '그건 따로 없어요',
    expected: {
      project_background: { said: 0, text: ['반려견 수제간식', '코엑스 펫쇼'] },
      address: { said: 0, text: ['코엑스'] },
      problem_need: { said: 0, text: ['그냥 지나가더라고요'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 1, value: { kind: 'money', amount: 15000000, bound: 'at_most', currency: 'KRW' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-14', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-05-13', precision: 'day' } },
      key_considerations: { said: 3, text: ['멀리서도 보이는'] },
      unique_design: { said: 3, text: ['강아지 조형물', '포토존'] },
      brand_value: { said: 'asked', text: ['정직함', '믿고 먹일 수 있는'] },
      target_audience: { said: 'asked', text: ['견주', '바이어'] },
      preferred_style: { said: 'asked', text: ['밝고 귀엽게'] },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-05-17', precision: 'day' } },
    },
  },

  // Visitor: 56세 여성, 남편 은퇴 후 경기 양평으로 내려가려고 작년 가을 단독주택을 산 아내. 차분한 존댓말, 가끔 ㅎㅎ ㅋㅋ.
  // Exercises: 남편 의견(도배만 하자) 옆의 리모델링 범위·유형·연식(2011년 준공, 15년쯤); 구조와 불편이 한 메시지에;
  // 딸네·손주, 유튜브 아일랜드 가격 질문 사이의 가족과 생활; 농담 섞인 예산; '아까 말씀드린 대로'로 추위를 다시 말하며
  // 고려사항; 퇴직일 옆의 입주월.
  // NOT facts: 작년 가을 (purchase), 2011년 (build year; age is 15), 천만원 (island price on YouTube),
  // 6월 30일 (husband's retirement, not move-in).
  {
    id: 'heldout74-residential-ko-yangpyeong-retiree-house',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 남편 은퇴하면 양평으로 내려가려고 작년 가을에 단독주택을 하나 샀어요. 2011년에 지은 집이라 15년쯤 됐고요, 전체 리모델링 생각하고 있습니다. 남편은 그냥 도배만 하고 살자는데 제가 보기엔 택도 없어요ㅎㅎ',
      '2층 집인데 1층에 거실, 주방, 안방, 화장실 있고 2층에 방 두 개랑 화장실 하나 있어요. 제일 큰 문제는 겨울에 너무 춥다는 거예요. 계약하고 한 번 자봤는데 깜짝 놀랐어요. 그리고 주방이 북쪽이라 낮에도 어두워요',
      '사는 건 저희 부부 둘이고 가끔 서울 사는 딸네가 손주 데리고 와요. 유튜브 보니까 주방 아일랜드 하나 하는 데 천만원 넘는다던데 진짜 그래요? 아무튼 저는 요리를 좋아하고 남편은 목공이 취미라 작은 작업실도 있었으면 해요',
      '평수는 건물만 38평이에요. 예산은 남편이랑 겨우 합의 본 게 1억 2천이요. 더 달라고 하면 저 쫓겨나요ㅋㅋ',
      '아까 말씀드린 대로 추위가 제일 걱정이라 단열이랑 창호는 꼭 제대로 해주세요. 입주는 남편 퇴직일이 6월 30일이라 그거 지나고 7월 중에 하려고요',
    ],
    whenAsked: {
      property_category: '단독주택이요',
      preferred_style: '내추럴하고 편안한 거요. 일본 시골집 같은 느낌 좋아해요',
      colors_and_elements: '원목 많이 쓰고 앞산 보이게 큰 창 있었으면 해요. 반짝이는 하이그로시는 싫어요',
    },
    otherwise: '그건 괜찮아요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      address: { said: 0, text: ['양평'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 15, unit: 'years' } },
      layout: { said: 1, text: ['안방', '방 두 개'] },
      problem_need: { said: 1, text: ['너무 춥다', '주방이 북쪽'] },
      target_audience: { said: 2, text: ['부부', '손주'] },
      lifestyle: { said: 2, text: ['요리', '목공'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 38, unit: 'pyeong' } },
      budget: { said: 3, value: { kind: 'money', amount: 120000000, currency: 'KRW' } },
      key_considerations: { said: 4, text: ['단열', '창호'] },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month' } },
      preferred_style: { said: 'asked', text: ['내추럴', '일본 시골집'] },
      colors_and_elements: { said: 'asked', text: ['원목', '큰 창', '하이그로시'] },
    },
  },

  // Visitor: 30세 여성, 인천 송도에 사는 5월 결혼 예정 예비신부. 발랄한 말투, ㅎㅎ ㅋㅋ 느낌표.
  // Exercises: 결혼식 날짜와 엄마 의견(한자 전통 스타일) 사이의 작업 범위(종이+모바일 청첩장); 만난 계기·친구 템플릿 가격
  // 옆의 색·요소와 목표; 하객 수 옆의 스타일과 사는 곳; '아까 말한 것처럼'으로 모바일을 다시 꺼내며 고려사항과 인쇄 마감;
  // 협업 방식(결정은 둘이, 카톡).
  // NOT facts: 5월 23일 (wedding day, not deadline), 800원 (friend's per-card price), 200명 (guest count),
  // 두 달 전 (mailing lead time).
  {
    id: 'heldout74-other-ko-songdo-wedding-invitation',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 ㅎㅎ 5월 23일에 결혼하는 예비신부예요! 청첩장을 좀 특별하게 만들고 싶어서 연락드렸어요. 종이 청첩장이랑 모바일 청첩장 둘 다요. 엄마는 한자 들어간 전통 스타일로 하자시는데… 그건 좀ㅋㅋ',
      '저희가 등산 동호회에서 만났거든요 그래서 산 그림이 들어가면 좋겠어요. 친구는 인쇄소 템플릿으로 장당 800원에 했다던데 저흰 세상에 하나뿐인 걸로 하고 싶어요. 아 색은 연두랑 하늘색!',
      '하객은 한 200명 정도? 신랑 회사분들이 많아서 너무 튀는 것보단 단정한 게 좋을 것 같아요. 참 저희 둘 다 인천 송도 살아요',
      '아까 말한 것처럼 모바일도 같이 하니까 종이랑 톤이 맞았으면 좋겠어요. 두 달 전엔 돌려야 해서 3월 15일까지는 인쇄 넘겨야 해요',
      '결정은 저랑 예비신랑 둘이 같이 하구요, 평일엔 둘 다 야근이 많아서 카톡으로 주고받는 게 편해요. 주말엔 통화도 괜찮아요!',
    ],
    whenAsked: {
      preferred_style: '말씀드린 대로 단정하게요! 수채화 느낌이면 더 좋구요',
      key_considerations: '종이랑 모바일 톤 맞추는 거요',
    },
    otherwise: '그건 괜찮아요 ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['청첩장'] },
      other_design_requirements: { said: 0, text: ['종이 청첩장', '모바일 청첩장'] },
      colors_and_elements: { said: 1, text: ['산 그림', '연두', '하늘색'] },
      problem_need: { said: 1, text: ['세상에 하나뿐인'] },
      target_audience: { said: 2, text: ['신랑 회사분들'] },
      preferred_style: { said: 2, text: ['단정한'] },
      address: { said: 2, text: ['송도'] },
      key_considerations: { said: 3, text: ['톤이 맞았으면'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      collaboration_notes: { said: 4, text: ['예비신랑', '카톡'] },
    },
  },
];
