import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A forty-sixth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. A Monday's inbox: enquiries that came in over one
 * weekend, the whole story at once or a line at a time, the problem told as something that happened, a number or a date
 * corrected later, other shops, towns, dates and sums beside the project's. Each writer's own notes follow, and each
 * conversation has a comment of what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (batch 46, "a Monday's inbox"): seven American enquiries that came in over one weekend, each typed on a
   phone. Renee (41) is an ER nurse in Des Moines whose kitchen flooded when a pipe burst; she writes long paragraphs
   late at night and corrects her square footage after looking it up. Marco (34) owns a barbershop in El Paso; he puts
   the whole story in one run-on message, mostly lowercase, then pushes the opening date back when the landlord
   delays the keys. Dale (58), sales manager of a wood-stove maker in Spokane, sends one short sentence at a time and
   fixes his booth size, which he mixed up with last year's show. Kaylee (27) is starting a mobile dog grooming van in
   Tulsa; she types one line at a time with emoji and changes the deadline when her upfitter texts. Ruth (63) runs a
   family sugarhouse in northern Vermont and writes a proper email-style message, then corrects a bottle size her
   daughter caught. Walt (71), a piano technician in Providence, writes formal full sentences, describes his problem
   as the customer he lost, and moves his go-live date because of a trip to Florida. Jaylen (31) runs a Jamaican food
   truck in Richmond; he starts by asking the genie a question, types in short lines with slang, and moves his
   deadline up after calling the wrap shop. Every one of them mentions other towns, dates, sums and sizes that are not
   part of the project. */
/* 寫作者說明：第 46 批的主題是「星期一早上的收件匣」——七則台灣詢問都是週末用手機打進來的，每個人打字的方式都不一樣。
   新北淡水的急診護理師（36 歲）大夜班下班後一行一行丟，不打標點，用自己上禮拜在走廊跌倒的事說明問題，最後才更正坪數（權狀 vs 室內）；
   屏東東港海產熱炒的第二代老闆（44 歲）第一則就把整個故事講完，逗號句號混著用，隔一則才更正開幕月份，還反問有沒有做過餐廳；
   南投竹山竹製餐具工廠的二代業務（31 歲）中英夾雜（booth、buyer、OK），先報兩個攤位再跟爸爸確認改成三個；
   苗栗苑裡藺草編織工作室的返鄉女兒（34 歲）用 ～ 和 emoji 寫長段，先說二月底，看到市集延期後自己放寬成三月底；
   南投魚池種紅玉紅茶的阿伯（62 歲）數字用國字、不打標點，兒子一句話就把七十五公克改成五十公克，還提到鹿谷朋友的鐵罐；
   高雄美濃民宿老闆娘（47 歲）句子短、愛用 ～ 和 😊，常反問「可以嗎？」，預算給一個範圍；
   彰化鹿港的退休國中數學老師（69 歲）用正式書信口吻、標點齊全，重編族譜，隔一則就把完成時間從清明前改成六月底。
   每段都夾了不屬於這個專案的數字、地名和日期（舊店位置、去年的展、同事的裝修費、平台抽成、上一版族譜的年份等）。 */
/* 작성자 노트: 46번 묶음의 주제는 "월요일 아침의 문의함"이다. 주말 사이에 휴대폰으로 들어온 일곱 건의 문의이고, 사람마다
   쓰는 방식이 다르다. 군산 월명동의 오래된 단독주택을 산 34세 웹툰 작가는 토요일 새벽에 사연을 한 번에 길게 쏟아 놓고
   (ㅎㅎ·ㅠ·고양이 이모티콘), 포항 두호동에 젤라또 가게를 여는 35세 남편은 한 줄씩 연달아 보내다가 아내 말에 예산을
   고친다. 김해의 스마트팜 장비 회사 47세 영업부장은 정중한 업무 말투로 작년 벡스코에서 겪은 일을 먼저 털어놓고 개막일을
   정정한다. 경주 황남동에서 할머니 한옥을 스테이로 바꾸는 27세 청년은 이모티콘과 영어("브랜딩 full로", "vibe")를 섞고
   되묻는다. 의성 방앗간의 52세 며느리는 지난 추석 택배 사고를 이야기처럼 꺼내고 세트 병 수를 고친다. 세종 나성동의
   36세 세무사는 번호 목록으로 정리해 보냈다가 오픈 날짜를 수정한다. 속초 동명항의 61세 물회집 사장은 음성 입력이라
   문장부호 없이 길게 말한다. 각 문의에는 프로젝트와 상관없는 숫자·장소·날짜(전세 만기, 권리금, 작년 전시 날짜, 명함
   장수, 택배 건수, 블로그 방문자 수, 옛 간판 비용, 다른 동네의 가게)가 섞여 있고, 이것들은 브리프에 들어가면 안 된다. */
export const fortySixthHeldOutConversations: CorpusConversation[] = [
  {
    // Des Moines, Iowa. Renee, 41, ER nurse and single mom. A pipe burst while the family was away and the first floor
    // of her 1926 bungalow flooded. She writes long messages with a few emoji. Exercises: the problem told as
    // something that happened, the age given as a build year (1926 → 100 years), "bungalow" → detached house, a size
    // corrected in msg 2 after she checks the county site (1,352 wins over "about 1400"), an optional collections
    // fact (the piano) volunteered in msg 4, and a budget given next to the insurance money, which is not the budget.
    // NOT facts: Christmas Eve, her sister's in Omaha, 2 inches of water, the bottom 2 ft of drywall, 1400 sq ft
    // (corrected), the boys' ages 13 and 9, "three 12s" a week, her mom's place in Ankeny, the insurance payout of
    // about $38k, the gray vinyl in her last rental.
    id: 'heldout46-residential-en-desmoines-flood-story-size-fix',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi, sorry in advance for the novel. I'm an ER nurse in Des Moines and on Christmas Eve while we were at my sister's in Omaha a pipe under the kitchen sink burst and we came home to 2 inches of water across the whole first floor 😩 The mitigation guys tore out the floors and the bottom 2 ft of drywall in the kitchen, dining room and half bath. Insurance covers putting it back the way it was, but if the walls are open anyway I want to actually fix the layout instead of rebuilding the same bad kitchen",
      "It's a 1926 bungalow in Beaverdale, 3 bed 1.5 bath, about 1400 sq ft not counting the basement. The kitchen is tiny and closed off, I can't see the kids from the stove and there's literally one outlet on the counter lol",
      "ok I just looked it up on the county assessor site, it's 1,352 sq ft not 1400. I always round up 🙃",
      "It's me and my two boys (13 and 9) and a very anxious beagle named Pickles. I work three 12s a week, mostly nights, so on my days off I cook a LOT and batch meals for the week. The boys do homework at the kitchen table and we eat there every night, the dining room just collects laundry",
      "oh and my grandma's upright piano HAS to stay, it survived bc the movers put it up on blocks 🙏",
    ],
    whenAsked: {
      property_category: "a house, single family",
      layout: "3 bedrooms, 1.5 baths, kitchen, dining room and living room downstairs",
      age: "built in 1926",
      preferred_style: "warm, kind of craftsman since that's what the house is. NOT modern farmhouse, I'm so over shiplap",
      colors_and_elements:
        "keep the original oak trim wherever it survived. I love a deep green. no gray floors please, my last rental was all gray vinyl and I hated it",
      budget:
        "insurance is paying about $38k for the repairs. on top of that I have around 45k saved for the design and making the kitchen better",
      move_in_date: "we're staying at my mom's in Ankeny so asap lol but realistically I'd love to be back home by May 1st",
      key_considerations: "durable!! 2 boys and a dog. and a realistic schedule, I can't stay at my mom's forever",
      other_design_requirements: "custom storage in the kitchen for sure, and a drop zone by the back door for backpacks and the leash",
    },
    otherwise: "no preference really, whatever you think works",
    expected: {
      project_background: { said: 0, text: ['pipe under the kitchen sink burst', 'fix the layout'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 100, unit: 'years' } },
      address: { said: 1, text: ['Beaverdale'] },
      layout: { said: 1, text: ['3 bed 1.5 bath'] },
      problem_need: { said: 1, text: ['tiny and closed off', "can't see the kids from the stove"] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1352, unit: 'ft2' } },
      target_audience: { said: 3, text: ['my two boys', 'beagle'] },
      lifestyle: { said: 3, text: ['batch meals', 'homework at the kitchen table'] },
      important_collections: { said: 4, text: ['upright piano'] },
      preferred_style: { said: 'asked', text: ['craftsman', 'shiplap'] },
      colors_and_elements: { said: 'asked', text: ['oak trim', 'deep green', 'no gray floors'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 45000, currency: 'USD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['durable', 'realistic schedule'] },
    },
  },
  {
    // El Paso, Texas. Marco, 34, owns Los Primos Barber Co and is opening a second shop. Whole story in one run-on
    // lowercase message, then short add-ons. Exercises: the first shop's street, chair count and opening year sitting
    // next to the new location's; a budget given next to a separate chair purchase; an opening date corrected in
    // msg 3 (April 4 → May 2) because the keys come late; brand feeling and problem in the same message.
    // NOT facts: open since 2019, Dyer St in the northeast (the first shop), its 4 chairs, the old Cricket Wireless
    // store, April 4 (dropped), his grandpa's shop in Juárez opened in 1971, the chair supplier in Dallas and its $14k,
    // keys on Feb 15, the chain shops' 15 minutes, guys aged 18 to 45 (audience text only), July heat.
    id: 'heldout46-commercial-en-elpaso-barber-runon-date-pushed',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hey so i own Los Primos Barber Co in el paso, been open since 2019 on dyer st in the northeast, 4 chairs and always guys waiting outside in the heat so we signed a lease on a 2nd location on the westside off mesa st. its an old cricket wireless store about 1100 sq ft, white box right now. want 8 chairs, a little waiting area w a tv for the games and a wall to sell products. hoping to open april 4 thats the day my grandpa opened his shop in juarez in 1971 😎",
      "the problem w the first shop is its cramped and kinda feels like a garage, guys wait standing up. i want this one to feel like a real upgrade. like a place you bring your son for his first cut and your grandpa still feels at home too",
      "oh budget is like 70k for the buildout. chairs are separate i already got those from a supplier in dallas for 14k",
      "update just talked to the landlord we dont get keys till feb 15 so april 4 aint happening 😤 lets say we open may 2",
    ],
    whenAsked: {
      target_audience:
        "mostly guys 18 to 45, lots of soldiers from fort bliss, college kids from UTEP, dads bringing their kids. they care about a clean fade and not waiting 2 hrs",
      competitive_advantage:
        "all my barbers got 5+ yrs, we take appointments AND walk ins, and we're bilingual. the chain places by the mall rush you out in 15 min",
      preferred_style: "old school barbershop but clean. black and brass and wood, not hipster edison bulbs everywhere",
      colors_and_elements:
        "black, cream, some copper. i want a photo wall of my grandpa's shop in juarez. NO barber pole stripes all over that's tacky",
      unique_design: "a big neon sign over the mirrors that says Los Primos, in my grandpa's handwriting from his old sign",
      key_considerations: "easy to clean, hair gets everywhere lol. and good AC, el paso in july is no joke",
      other_design_requirements: "yeah the sign outside and maybe the logo on the front window",
    },
    otherwise: "whatever u think bro",
    expected: {
      project_background: { said: 0, text: ['2nd location', '8 chairs'] },
      address: { said: 0, text: ['westside off mesa st'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1100, unit: 'ft2' } },
      problem_need: { said: 1, text: ['cramped', 'wait standing up'] },
      brand_value: { said: 1, text: ['first cut', 'grandpa still feels at home'] },
      budget: { said: 2, value: { kind: 'money', amount: 70000, currency: 'USD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-05-02', precision: 'day' } },
      target_audience: { said: 'asked', text: ['fort bliss', 'UTEP', 'dads bringing their kids'] },
      competitive_advantage: { said: 'asked', text: ['appointments AND walk ins', 'bilingual'] },
      preferred_style: { said: 'asked', text: ['old school', 'black and brass'] },
      colors_and_elements: { said: 'asked', text: ['black, cream', 'photo wall', 'barber pole'] },
      unique_design: { said: 'asked', text: ['neon sign', "grandpa's handwriting"] },
      key_considerations: { said: 'asked', text: ['easy to clean', 'good AC'] },
    },
  },
  {
    // Spokane, Washington. Dale, 58, sales manager at Cascade Hearth Works, a family maker of cast iron wood stoves,
    // booking a booth at the Seattle Home Show. One short sentence a message, full stops, no emoji. Exercises: a booth
    // size corrected in msg 3 (20x30 was last year's Portland booth; 20x20 = 400 sq ft), the opening date volunteered
    // early, load-in and tear-down only when asked, electricity but no water, a budget range, the problem given as
    // what happened at the old booth.
    // NOT facts: Spokane (the company's home, not the venue), 20x30 and Portland last year, pouring iron since 1961,
    // "2 or 3 new dealers", the Spokane show in April, 400 to 500 lbs is a stove's weight (a consideration, not a
    // size), the booth space fee already paid.
    id: 'heldout46-exhibition-en-spokane-stoves-one-line-booth-fix',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Good morning. I'm the sales manager at Cascade Hearth Works in Spokane, we make cast iron wood stoves and gas inserts.",
      "We have a booth at the Seattle Home Show at Lumen Field Event Center this year. Show opens Feb 20.",
      "Booth is 20x30.",
      "Sorry, correction. We are 20x20 this year. 20x30 was Portland last year.",
      "Our old booth was just stoves sitting on carpet with a banner. People walked right by. I want them to actually stop and sit down by a fire.",
    ],
    whenAsked: {
      brand_value:
        "Built to last. We've been pouring iron in Spokane since 1961. People should feel the warmth, like a cabin on a cold night.",
      target_audience:
        "Homeowners planning a remodel, and dealers. If we sign 2 or 3 new dealers on the west side that pays for the whole show.",
      preferred_style: "Rustic but not kitschy. Timber, stone, clean lines. A nice mountain lodge, not a hunting camp.",
      unique_design:
        "A live fire would be ideal but the fire marshal won't allow it. So maybe a hearth wall with our 3 best stoves and a real looking flame effect.",
      water_electricity_supply: "Electricity yes, for the inserts and the lights. No water.",
      budget: "30 to 35 thousand for the build. Booth space is already paid for.",
      entry_date: "Load-in is Wednesday the 18th.",
      exit_date: "Show closes Sunday March 1, everything has to be out by midnight.",
      key_considerations:
        "Stoves weigh 400 to 500 lbs each so the floor and the displays have to handle that. And I'd like to reuse it for the Spokane show in April.",
      colors_and_elements: "Black iron, warm wood, maybe our orange from the logo. No fake fireplace wallpaper.",
    },
    otherwise: "No preference.",
    expected: {
      project_background: { said: 0, text: ['cast iron wood stoves'] },
      address: { said: 1, text: ['Lumen Field Event Center'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-02-20', precision: 'day' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      problem_need: { said: 4, text: ['walked right by', 'sit down by a fire'] },
      brand_value: { said: 'asked', text: ['Built to last', 'cabin on a cold night'] },
      target_audience: { said: 'asked', text: ['Homeowners planning a remodel', 'dealers'] },
      preferred_style: { said: 'asked', text: ['Rustic but not kitschy', 'mountain lodge'] },
      unique_design: { said: 'asked', text: ['hearth wall', 'flame effect'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 30000, max: 35000, currency: 'USD' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-02-18', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['Stoves weigh', 'reuse'] },
    },
  },
  {
    // Tulsa, Oklahoma. Kaylee, 27, leaving a chain pet salon to start a mobile dog grooming van. One line a message,
    // lowercase, emoji, "ppl", "rn". Exercises: the name story split across two lines, a deadline tied to the van's
    // return from the upfitter and moved in msg 4 when they text her (March 6 → March 13), trademark "not yet" then
    // help only "if it's not crazy expensive" (still a yes), an Instagram handle as the website.
    // NOT facts: her papaw passing in 2023, March 6 (moved), the upfitter in Broken Arrow, $85 a groom, a 70 lb lab,
    // 45 mph, 300 followers.
    id: 'heldout46-brand-en-tulsa-dog-van-one-line-deadline-moved',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hiii 👋 im starting a mobile dog grooming biz in tulsa and need a logo + like the whole look",
      "its called Bubba's Bath Bus 🐶🚐",
      "bubba was my papaw's english bulldog, he HATED baths lol so its kind of an inside joke. papaw passed in 2023 so its for him too 🥹",
      "i need it done before the van comes back from the upfitter in broken arrow march 6th so the wrap can go on",
      "ok nvm they just texted me its march 13 now 🙄",
    ],
    whenAsked: {
      problem_need:
        "rn im at a big chain salon and nobody knows me as my own thing. i need ppl to see the van in a parking lot and remember it, and look legit enough to charge $85+ a groom",
      products_or_services: "full grooms, bath + brush, nail trims, teeth brushing, de-shedding for the big fluffy guys",
      registration_status: "nope not yet",
      need_registration_assistance: "yeah if its not crazy expensive lol",
      brand_website: "just insta @bubbasbathbus, like 300 followers lol. no website yet",
      target_audience:
        "busy ppl w dogs, nurses, ppl who wfh in south tulsa and jenks, and older folks who cant lift a 70 lb lab into the car anymore",
      preferred_style: "fun + cartoony but not babyish. kinda retro like an old bumper sticker",
      colors_and_elements: "teal and yellow!! bubba in the logo obvi, maybe bubbles. no pink pls everyone does pink",
      key_considerations: "it has to read from far away on the side of a van going 45 mph",
      other_design_requirements: "the van wrap for sure and business cards",
    },
    otherwise: "idk whatever looks cute 🤷‍♀️",
    expected: {
      project_background: { said: 0, text: ['mobile dog grooming', 'logo'] },
      address: { said: 0, text: ['tulsa'] },
      brand_name_story: { said: 2, text: ['papaw', 'HATED baths'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['remember it', 'look legit'] },
      products_or_services: { said: 'asked', text: ['full grooms', 'nail trims', 'de-shedding'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@bubbasbathbus'] },
      target_audience: { said: 'asked', text: ['busy ppl w dogs', 'older folks'] },
      preferred_style: { said: 'asked', text: ['cartoony but not babyish', 'retro'] },
      colors_and_elements: { said: 'asked', text: ['teal and yellow', 'no pink'] },
      key_considerations: { said: 'asked', text: ['read from far away'] },
    },
  },
  {
    // Enosburg Falls, Vermont. Ruth, 63, runs Ledgeview Sugarworks with her husband. Writes like an email: greeting,
    // full sentences, em dashes. Tells the whole story in msg 0 (product, current and planned channels, the forms she
    // wants), gives sizes in msg 1 and corrects them in msg 2 after her daughter catches it (16 oz → 12.7 oz).
    // Exercises: several packaging forms in one sentence (glass bottles, label, gift box of three), sales channels
    // mixed between today's and tomorrow's, a deadline next to the sugaring season.
    // NOT facts: tapping since 1948, 1,800 gallons last season, 16 oz (corrected; it's the jug supplier's size), the
    // supplier in New Hampshire, 6,000 taps, online customers in their 40s to 60s (audience text only), April (when
    // she'll have time again).
    id: 'heldout46-packaging-en-vermont-maple-email-size-fix',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Good morning, I hope this reaches the right person. My husband and I run Ledgeview Sugarworks, a family sugarhouse outside Enosburg Falls, Vermont — his grandfather started tapping these trees in 1948. We made about 1,800 gallons last season and most of our pure maple syrup goes in plain plastic jugs with a photocopied label, sold at our farm stand and the Saturday farmers market in Burlington. Our daughter has convinced us we should be in gift shops and selling online, and frankly our jugs look like something you'd buy at a feed store. We'd like real packaging: glass bottles with a proper label, and a gift box of three small bottles, one of each grade.",
      "Sizes would be an 8 oz and a 16 oz bottle, and the gift set is three 1.7 oz bottles.",
      "Correction on the sizes — my daughter says the bigger one should be 12.7 oz (375 ml), not 16. The 16 oz is just the jug our supplier in New Hampshire sells. So 8 oz, 12.7 oz, and three 1.7 oz in the gift box.",
    ],
    whenAsked: {
      product_description:
        "Pure Vermont maple syrup, all four grades, from golden delicate to very dark. People use it on pancakes of course, but also in coffee, cocktails, baking, and on salmon.",
      unique_selling_point:
        "We still boil over a wood fire, not oil, which gives it a slightly smoky taste, and every drop comes from our own 6,000 taps. We don't buy in bulk syrup from other farms.",
      target_audience:
        "Tourists who come up for the fall foliage, and people buying gifts — for a boss, a host, wedding favors. Our online customers are mostly in their 40s to 60s and out of state.",
      preferred_style:
        "Traditional but not old-fashioned. Something like a nice old letterpress print. I don't want a cartoon moose or a flannel pattern.",
      colors_and_elements:
        "Deep red like our sugarhouse, cream, and maybe a simple drawing of the sugarhouse with steam coming out. Please no maple leaf clip art.",
      preferred_materials:
        "Glass for the bottles, definitely. For the gift box something recyclable, kraft paper or cardboard, not plastic.",
      expected_deadline:
        "By July 1st if possible, so the bottles are printed before foliage season. Sugaring starts in a few weeks and I won't have a minute to think until April.",
      key_considerations:
        "It has to meet the Vermont maple labeling rules, the grade and the words Pure Vermont Maple Syrup. And syrup bottles get sticky, so the label has to hold up.",
      other_design_requirements: "A shipping box for online orders that doesn't let the glass break would be wonderful.",
    },
    otherwise: "I don't have a strong opinion on that, I'll trust your judgment.",
    expected: {
      project_background: { said: 0, text: ['Ledgeview Sugarworks', 'family sugarhouse'] },
      address: { said: 0, text: ['Enosburg Falls'] },
      product_description: { said: 0, text: ['maple syrup'] },
      sales_channels: { said: 0, text: ['farm stand', 'farmers market', 'gift shops'] },
      problem_need: { said: 0, text: ['feed store'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      specification: { said: 2, text: ['8 oz', '12.7 oz', 'three 1.7 oz'] },
      unique_selling_point: { said: 'asked', text: ['wood fire', 'smoky'] },
      target_audience: { said: 'asked', text: ['fall foliage', 'gifts'] },
      preferred_style: { said: 'asked', text: ['letterpress', 'cartoon moose'] },
      colors_and_elements: { said: 'asked', text: ['Deep red', 'sugarhouse with steam', 'maple leaf clip art'] },
      preferred_materials: { said: 'asked', text: ['Glass', 'kraft paper'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['labeling rules', 'label has to hold up'] },
    },
  },
  {
    // Providence, Rhode Island. Walt Kowalski, 71, piano tuner and technician. Formal full sentences, careful
    // punctuation, a touch of self-deprecation. Tells the problem as the customer he lost to an outdated site.
    // Exercises: the old site's years and a quoted "Fall 2019" that are not dates of the project, a go-live date
    // corrected in msg 4 (March 1 → April 1) because of a trip, a booking site stated in his own words, a budget
    // ceiling next to what his nephew charged, Portuguese as a second language for his customers.
    // NOT facts: 38 years tuning, the woman in Cranston, two weeks ago, "Fall 2019", the site built in 2011, March 1
    // (corrected), his sister's in Sarasota until March 8, the nephew's $500, Warwick (the competitor's town), East
    // Providence and Fall River (where customers live).
    id: 'heldout46-website-en-providence-piano-formal-lost-customer',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Good afternoon. My name is Walt Kowalski and I have been tuning and repairing pianos in Providence and the surrounding area for 38 years. I am writing because I believe I lost a customer to my own website.",
      "A woman in Cranston called me two weeks ago to ask why my site said I was \"booking for Fall 2019.\" By then she had already hired someone else. My nephew built the site in 2011 and nobody has touched it since. It does not work on a telephone, you have to pinch the screen.",
      "The address is www.kowalskipiano.com. Please do not judge me too harshly.",
      "Mostly I want a booking site, where people can see my prices and pick a date for a tuning themselves instead of leaving me voicemails. I would like the new site live by March 1.",
      "I must correct myself. I will be at my sister's in Sarasota until March 8, so April 1 would be better, so that I can look it over properly.",
    ],
    whenAsked: {
      main_pages: "A front page, my services and prices, a page to book a tuning, something about me, and how to reach me.",
      languages:
        "English, and Portuguese if it is not too much trouble. Many of my customers in East Providence and Fall River are Portuguese.",
      target_audience:
        "Mostly families whose children are taking lessons, some churches and schools, and older folks who inherited a piano. Many of my customers are my age and not good with computers.",
      competitors:
        "There is a younger fellow in Warwick, Ocean State Piano Service. His site is simple and you can book right there. I do not want to copy him, but it works.",
      preferred_style: "Simple and dignified. Large letters. Perhaps a photograph of the inside of a grand piano, the hammers and strings.",
      budget: "I was hoping to keep it under $4,000. My nephew did the last one for $500, but I understand that was a favor.",
      key_considerations:
        "That I can change my prices and my days off myself without calling anybody. And that my older customers can read it without their glasses.",
      other_design_requirements: "I have no logo to speak of. If you could make something simple, I would consider it.",
    },
    otherwise: "I have no particular preference. I will leave that to you.",
    expected: {
      project_background: { said: 0, text: ['tuning and repairing pianos', 'lost a customer'] },
      address: { said: 0, text: ['Providence'] },
      problem_need: { said: 1, text: ['nobody has touched it', 'does not work on a telephone'] },
      url: { said: 2, text: ['kowalskipiano.com'] },
      category: { said: 3, value: { kind: 'choice', selected: ['booking'] } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      main_pages: { said: 'asked', text: ['services and prices', 'book a tuning', 'about me'] },
      languages: { said: 'asked', text: ['English', 'Portuguese'] },
      target_audience: { said: 'asked', text: ['families whose children are taking lessons', 'churches and schools'] },
      competitors: { said: 'asked', text: ['Ocean State Piano Service'] },
      preferred_style: { said: 'asked', text: ['dignified', 'Large letters'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 4000, bound: 'at_most', currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['change my prices', 'without their glasses'] },
    },
  },
  {
    // Richmond, Virginia. Jaylen, 31, runs Yard Pot, a Jamaican food truck bought used and still wrapped as a taco
    // truck. Opens with a question back to the genie ("do yall do wraps?"), then short lines, slang, one laughing
    // emoji. Exercises: an "other" project (a full vehicle wrap plus a menu board), the problem told as what keeps
    // happening to him (people ask for birria), a deadline moved earlier in msg 4 after he calls the wrap shop
    // (March 1 → Feb 20), collaboration (text only, his wife signs off on colors) only when asked.
    // NOT facts: the guy in Norfolk he bought the truck from, "TACOS EL GÜERO" (the old wrap), March 1 (replaced),
    // 3 weeks / a full month (the wrap shop's lead time), Petersburg (where some customers drive from), 10 to 8 (his
    // hours on the truck).
    id: 'heldout46-other-en-richmond-food-truck-wrap-question-first',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "yo do yall do food truck wraps? or just like logos and stuff",
      "i run a jamaican food truck in richmond called Yard Pot. bought a used truck off a guy in norfolk and it still has the old taco wrap on it lol it literally says TACOS EL GÜERO on the back 😂 ppl keep walking up asking for birria",
      "so i need the full wrap designed, both sides back and front, plus the menu board by the window",
      "gotta be done by march 1 bc the wrap shop needs 3 weeks to print",
      "scratch that just called them they need a full month. so design done by feb 20 latest",
    ],
    whenAsked: {
      problem_need: "like i said ppl think we sell tacos lol. i need ppl to know its jamaican from across the parking lot",
      target_audience:
        "brewery crowd on weekends, office ppl downtown on the weekday lunch rush, and caribbean folks who find us on ig and drive up from petersburg for real oxtail",
      preferred_style: "bold, happy, island vibe but not corny. no bob marley face pls every jamaican spot does that",
      colors_and_elements: "black green gold obviously but not flag-looking. maybe scotch bonnet peppers, a dutch pot with steam",
      address: "richmond, we park in scotts addition mostly",
      key_considerations: "menu gotta be readable from the line, and the name big enough to see from the street",
      collaboration_notes:
        "text me, im on the truck 10 to 8 cant really do calls. me and my wife both sign off, she got final say on colors lol",
    },
    otherwise: "whatever works, yall the pros",
    expected: {
      project_background: { said: 1, text: ['jamaican food truck', 'Yard Pot'] },
      address: { said: 1, text: ['richmond'] },
      problem_need: { said: 1, text: ['old taco wrap', 'birria'] },
      other_design_requirements: { said: 2, text: ['full wrap', 'menu board'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-02-20', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['brewery crowd', 'office ppl'] },
      preferred_style: { said: 'asked', text: ['bold', 'not corny', 'bob marley'] },
      colors_and_elements: { said: 'asked', text: ['black green gold', 'scotch bonnet', 'dutch pot'] },
      key_considerations: { said: 'asked', text: ['readable from the line', 'big enough to see from the street'] },
      collaboration_notes: { said: 'asked', text: ['text me', 'my wife', 'final say on colors'] },
    },
  },
  {
    // 新北淡水的急診護理師王小姐，36 歲，大夜班下班後一行一行傳，不打標點，偶爾 😑。
    // 問題用「上禮拜下班回家在走廊踢到滑板車跌倒」這件事講出來；坪數先說 30，最後一則自己更正：30 是權狀，室內約 24 坪（said 4 勝出）。
    // 屋齡在第三則順手給了；預算回答時拿同事在三重的花費比較。入住「七月底前」→ 2026-07 by。
    // NOT facts（不是事實）：30 坪（權狀，已更正）、4 樓、上禮拜、膝蓋腫三天、國小三年級（兒子年級）、桃園八德（媽媽住的地方）、
    // 三重與 220 萬（同事的房子和花費）、一兩晚。
    id: 'heldout46-residential-zh-tamsui-night-nurse-one-line-at-a-time-size-correction',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 想問老公寓翻新',
      '在淡水 英專路附近',
      '4樓 沒電梯 30坪 屋齡大概35年',
      '上禮拜大夜班下班回家 走廊燈又壞了 踢到我兒子的滑板車整個跌倒 膝蓋腫三天😑 東西真的沒地方收',
      '啊坪數剛剛講錯 30是權狀 室內實際大概24坪',
    ],
    whenAsked: {
      project_background: '就老公寓整間翻新 不是只改一間',
      property_category: '公寓 沒電梯那種',
      layout: '三房兩廳一衛 有一間小房間現在堆滿雜物',
      target_audience: '我跟我先生 兒子國小三年級 還有一隻橘貓 我媽每個禮拜會從桃園八德上來幫忙顧小孩 住一兩晚',
      lifestyle: '我輪班 有時候白天要睡覺 先生在家接案做影片剪輯 週末我們會自己在家煮火鍋',
      preferred_style: '簡單 好清理 溫暖一點 不要那種很冷的工業風',
      colors_and_elements: '喜歡淺木色跟米白 不要黑色 貓會抓 布沙發不行',
      budget: '抓150萬左右 最多180 同事在三重弄差不多大的花了220 我們沒辦法',
      move_in_date: '七月底前要搬回去 施工這段我們先去住我媽那邊',
      key_considerations: '睡覺的房間隔音跟遮光 我白天要睡 還有工期不要拖 我假不多',
      other_design_requirements: '收納要多 玄關想要一個可以放滑板車跟雨傘的櫃子',
    },
    otherwise: '這個我沒想過欸 你們建議就好',
    expected: {
      project_background: { said: 0, text: ['老公寓翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 1, text: ['淡水', '英專路'] },
      age: { said: 2, value: { kind: 'number_with_unit', amount: 35, unit: 'years' } },
      problem_need: { said: 3, text: ['走廊', '沒地方收'] },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 24, unit: 'ping' } },
      layout: { said: 'asked', text: ['三房兩廳一衛'] },
      target_audience: { said: 'asked', text: ['兒子', '橘貓'] },
      lifestyle: { said: 'asked', text: ['輪班', '剪輯'] },
      preferred_style: { said: 'asked', text: ['簡單', '好清理'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '不要黑色'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['隔音', '遮光'] },
    },
  },
  {
    // 屏東東港海產熱炒第二代的蔡老闆，44 歲，第一則就把整個故事一口氣講完（逗號句號混用），
    // 地點、坪數、預算、開幕都在裡面；下一則自己更正開幕：不是四月，是五月初趕黑鮪魚季（said 1 勝出），四月是跟房東談好搬走的時間。
    // 第三則反問「你們有做過餐廳嗎」，順便說招牌要一起做（optional 的 other_design_requirements）。
    // NOT facts（不是事實）：民國78年（爸爸開店）、三十幾年、東隆宮後面那條巷子（舊店，不是新地址）、四月（搬走的時間）、
    // 小琉球（觀光客要去的地方）、上一間被鄰居檢舉油煙（舊店的事）。
    id: 'heldout46-commercial-zh-donggang-seafood-whole-story-then-opening-correction',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '老闆你好，我們是東港的海產熱炒，我爸民國78年開的，原本在東隆宮後面那條巷子，做了三十幾年了。現在店面是租的，房東要收回去，剛好我們在華僑市場附近買了一間透天的一樓，大概35坪，想整個重新規劃成餐廳，廚房要開放一點讓客人看得到在炒。現在的問題是店太擠、夏天沒冷氣客人坐不住，外地來的觀光客都說找不到我們。預計四月開幕，預算抓300萬左右，含廚房設備。',
      '啊不好意思 開幕講錯了 不是四月 是五月初 要趕黑鮪魚季 四月是我們跟房東講好搬走的時間',
      '想問你們有做過餐廳嗎？招牌也想一起弄 現在的招牌是我爸自己寫的紅色毛筆字 很多客人會拍照 那個字一定要留',
    ],
    whenAsked: {
      problem_need: '就剛剛講的 不要那麼擠 要有冷氣 然後觀光客要找得到',
      brand_value: '新鮮啦 我們每天早上去魚市場拍賣現場買 客人進來要覺得很熱鬧很有人情味 像來朋友家吃飯',
      target_audience: '一半是在地的 漁民 厝邊 一半是週末去小琉球坐船前後來吃飯的觀光客 年輕人比較多',
      competitive_advantage: '我們家親戚自己有漁船在跑 魚比別人新鮮 價錢也實在 旁邊那幾間都是賣觀光客價',
      preferred_style: '乾淨明亮 有一點漁港的感覺 但不要弄得像網美店',
      colors_and_elements: '藍色白色 可以用漁網 浮球那種元素 不要粉紅色系',
      unique_design: '開放式廚房 讓客人看到師傅大火快炒 還有一面養活海鮮的水族箱牆',
      key_considerations: '排煙跟排水一定要做好 上一間就是油煙被鄰居檢舉',
      plans_after_project: '之後想做冷凍的一夜干 放網路賣',
    },
    otherwise: '這個都可以啦 你們比較專業',
    expected: {
      project_background: { said: 0, text: ['海產熱炒'] },
      address: { said: 0, text: ['東港', '華僑市場'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 35, unit: 'ping' } },
      problem_need: { said: 0, text: ['太擠', '找不到我們'] },
      budget: { said: 0, value: { kind: 'money', amount: 3_000_000, currency: 'TWD' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      other_design_requirements: { said: 2, text: ['招牌'] },
      brand_value: { said: 'asked', text: ['新鮮', '人情味'] },
      target_audience: { said: 'asked', text: ['在地', '觀光客'] },
      competitive_advantage: { said: 'asked', text: ['漁船', '比別人新鮮'] },
      preferred_style: { said: 'asked', text: ['乾淨明亮', '漁港'] },
      colors_and_elements: { said: 'asked', text: ['藍色白色', '浮球'] },
      unique_design: { said: 'asked', text: ['開放式廚房', '水族箱牆'] },
      key_considerations: { said: 'asked', text: ['排煙', '排水'] },
    },
  },
  {
    // 南投竹山竹製餐具工廠的二代業務小林，31 歲，中英夾雜（booth、buyer、OK），一次丟一兩件事。
    // 攤位先說兩個標準攤位 3x6，隔兩則說「booth 我看錯了」改成三個攤位 3x9 = 27 平方公尺（said 3 勝出）。
    // 水電：「要電 不用水」→ electricity_only；日期一則給齊：4/22 進場、4/23 開展、4/26 撤場。
    // 問題用去年東京展的經驗講（optional 的 problem_need，在 messages 裡說的）。
    // NOT facts（不是事實）：兩個標準攤位、3x6（已更正）、東京 Gift Show、去年、下午五點（撤場的時間點，日期才是事實）、我爸（決策者，不是數字）。
    id: 'heldout46-exhibition-zh-zhushan-bamboo-english-mix-booth-correction',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      'Hi 我們是竹山做竹製餐具跟杯子的工廠 想找人設計四月台北國際禮品暨文具展的booth',
      '攤位是兩個標準攤位 3x6 在世貿一館',
      '然後水電的話 要電 要打燈 不用水',
      '等等 booth我看錯了 剛跟我爸確認 今年加到三個攤位 是3x9 主辦那邊已經OK了',
      '日期 4/22進場 4/23開展到4/26 4/26下午五點後撤場',
      '去年我們去東京Gift Show 攤位是別人幫做的 很像大賣場 整個沒有質感 這次想要不一樣',
    ],
    whenAsked: {
      project_background: '就禮品展的booth 展我們的竹餐具 竹杯 還有新的竹製文具',
      brand_value: '天然 耐用 用的都是竹山本地的孟宗竹 想讓人一看就覺得很溫潤 很台灣',
      target_audience: '主要是國外buyer 日本跟歐洲的選品店 還有國內文創店的採購',
      preferred_style: '簡約 有點像無印那種 但要有竹子的溫度',
      unique_design: '想用竹子本身搭結構 讓人一走進來就聞到竹子的味道 然後現場示範雷雕',
      budget: '我爸說不要超過60萬 含施工',
      key_considerations: '產品要能拿起來摸 櫃子要穩 然後要有一張小桌子可以談單',
      other_design_requirements: 'DM跟型錄如果可以也一起 英文版',
    },
    otherwise: 'OK 都可以 你們建議就好',
    expected: {
      project_background: { said: 0, text: ['竹製餐具', '禮品暨文具展'] },
      address: { said: 1, text: ['世貿一館'] },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['electricity_only'] } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 27, unit: 'm2' } },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-04-22', precision: 'day' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-04-23', precision: 'day' } },
      exit_date: { said: 4, value: { kind: 'date', date: '2026-04-26', precision: 'day' } },
      problem_need: { said: 5, text: ['很像大賣場', '沒有質感'] },
      brand_value: { said: 'asked', text: ['天然', '溫潤'] },
      target_audience: { said: 'asked', text: ['國外buyer', '選品店'] },
      preferred_style: { said: 'asked', text: ['簡約', '竹子的溫度'] },
      unique_design: { said: 'asked', text: ['竹子本身搭結構', '雷雕'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 600_000, currency: 'TWD' } },
      key_considerations: { said: 'asked', text: ['拿起來摸', '談單'] },
    },
  },
  {
    // 苗栗苑裡藺草編織工作室「草蓆日常」的返鄉女兒，34 歲，用 ～ 和 emoji 寫長段，第一則就把品牌、產品、問題一起講完。
    // 商標「上個月送件了 還在審」→ in_progress；問要不要協助註冊時回答不用（false）。
    // 截止先說二月底前，下一則看到群組說華山市集延期，自己放寬成「三月底前」（said 3 勝出 → 2026-03 by）。
    // NOT facts（不是事實）：六十幾年（阿嬤編了多久）、三年前、台北（以前上班的地方）、兩個村裡的阿姨、上個月（送件時間）、
    // 二月底（已更正）、三月／四月（華山市集的時間，不是截止日）、Canva。
    id: 'heldout46-brand-zh-yuanli-rush-weaving-long-story-deadline-relaxed',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～週末打擾了🙏 我是苑裡的「草蓆日常」，做藺草編織的帽子、提袋跟杯墊，我阿嬤編了六十幾年，我三年前從台北辭職回來跟她學，現在是我們兩個加兩個村裡的阿姨一起做。logo是我自己用Canva拼的，這次想要整套品牌識別重新做，因為要開始接百貨跟日本選品店的單，現在的樣子太像手作市集的攤位了😅',
      '商標的話我上個月已經送件了 還在審～',
      '時間的話希望二月底前可以好 三月有華山的市集想用新的',
      '剛看群組 華山市集延到四月了🤣 那三月底前好就可以 不用那麼趕',
    ],
    whenAsked: {
      problem_need: '想看起來專業 可以進百貨 也讓日本的買家一眼看懂我們是誰',
      brand_name_story: '以前苑裡家家戶戶都在編草蓆 阿嬤說她小時候睡的坐的都是藺草 所以叫草蓆日常 是生活裡每天用的東西 不是擺著看的',
      products_or_services: '帽子 提袋 杯墊 還有週末的編織體驗課',
      need_registration_assistance: '已經送了 應該不用 謝謝～',
      brand_website: '有IG @caoxi.daily 官網還沒有',
      target_audience: '30到45歲 喜歡手作 在意環保的女生 還有來台灣玩的日本客人',
      preferred_style: '樸素 溫暖 有留白 像民藝那種 但不要太日系變成假日本',
      colors_and_elements: '藺草本身那種淡綠轉黃的顏色 想要有編織的紋路 不要亮橘色 不要螢光',
      key_considerations: '阿嬤的名字要放進品牌故事裡 然後要好套用 我們沒有設計師 之後自己做貼文也要能用',
      other_design_requirements: '吊牌跟名片',
    },
    otherwise: '都可以～我沒有特別想法😊',
    expected: {
      project_background: { said: 0, text: ['藺草編織', '品牌識別'] },
      address: { said: 0, text: ['苑裡'] },
      products_or_services: { said: 0, text: ['帽子', '提袋', '杯墊'] },
      problem_need: { said: 0, text: ['太像手作市集的攤位'] },
      registration_status: { said: 1, value: { kind: 'choice', selected: ['in_progress'] } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      brand_name_story: { said: 'asked', text: ['家家戶戶都在編草蓆'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['@caoxi.daily'] },
      target_audience: { said: 'asked', text: ['喜歡手作', '日本客人'] },
      preferred_style: { said: 'asked', text: ['樸素', '留白'] },
      colors_and_elements: { said: 'asked', text: ['淡綠轉黃', '不要亮橘色'] },
      key_considerations: { said: 'asked', text: ['阿嬤的名字'] },
    },
  },
  {
    // 南投魚池種台茶十八號（紅玉）的陳阿伯，62 歲，不打標點，數字用國字，有「阿」「啦」等口語。
    // 規格先說一包七十五公克、一盒兩包，下一則說兒子講七十五是舊的、改五十公克（said 3 勝出，一盒還是兩包）。
    // 問題（optional 的 problem_need）在 messages 裡：夾鏈袋「送禮拿不出手」。
    // 最後一則提到鹿谷朋友的鐵罐是干擾：他要的是禮盒（gift_set），不是鐵罐。
    // NOT facts（不是事實）：七十五公克（舊規格）、鹿谷（朋友的地方）、鐵罐（朋友的包裝）、快二十萬（朋友的花費）、去年、過年。
    id: 'heldout46-packaging-zh-yuchi-black-tea-farmer-son-corrects-weight',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我是魚池種茶的 台茶十八號紅玉 自己種自己做 想把包裝重新設計一下',
      '現在都是用那種夾鏈袋裝 貼一張貼紙 客人說送禮拿不出手',
      '一包七十五公克 想說一盒裝兩包',
      '阿 我兒子說七十五是舊的 新的要改五十公克 比較好賣 一盒還是兩包',
      '去年隔壁鹿谷的朋友做了鐵罐的 很好看 他說設計加印刷花了快二十萬 我們沒有那麼多啦',
    ],
    whenAsked: {
      product_description: '紅茶啦 紅玉 熱水沖就可以喝 放涼也好喝',
      packaging_form: '禮盒啦 送禮用的那種',
      unique_selling_point: '我們是自然農法 沒有噴藥 紅玉有肉桂跟淡淡薄荷的味道 還是我自己手工揉的',
      target_audience: '來日月潭玩買伴手禮的遊客 還有老客人過年過節送禮',
      sales_channels: '自己茶廠門口 日月潭那邊有兩間店寄賣 還有我兒子在弄的蝦皮',
      preferred_style: '簡單大方 有山跟霧的感覺 不要太花',
      colors_and_elements: '紅茶那種深紅 咖啡色 可以放我們茶園的山 不要金色亮亮的 很俗',
      preferred_materials: '紙的就好 不要塑膠 好回收的',
      expected_deadline: '過年是來不及了 四月底前好 母親節要賣',
      key_considerations: '成本不要太高 一個盒子最好二三十塊以內 字要大 我自己要看得懂',
    },
    otherwise: '這個我不懂啦 你們看怎樣好就怎樣',
    expected: {
      project_background: { said: 0, text: ['種茶', '包裝重新設計'] },
      product_description: { said: 0, text: ['台茶十八號', '紅玉'] },
      address: { said: 0, text: ['魚池'] },
      problem_need: { said: 1, text: ['送禮拿不出手'] },
      specification: { said: 3, text: ['五十公克', '兩包'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['自然農法', '肉桂'] },
      target_audience: { said: 'asked', text: ['伴手禮', '老客人'] },
      sales_channels: { said: 'asked', text: ['茶廠門口', '寄賣', '蝦皮'] },
      preferred_style: { said: 'asked', text: ['簡單大方', '山跟霧'] },
      colors_and_elements: { said: 'asked', text: ['深紅', '不要金色'] },
      preferred_materials: { said: 'asked', text: ['紙的', '不要塑膠'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['成本不要太高', '字要大'] },
    },
  },
  {
    // 高雄美濃民宿「菸樓下」的劉老闆娘，47 歲，句子短，愛用 ～ 和 😊，常反問「請問你們有做過…嗎？」「可以嗎？」。
    // 開場就說要可以直接訂房的網站（booking）；問題用訂房平台抽成講；DIY 線上預約是需求的一部分；預算給範圍 10 到 15 萬。
    // 競爭對手是旗山另一間民宿的網站（competitors 的內容，不是地址）。
    // NOT facts（不是事實）：Booking、Agoda（現在的訂房平台）、15%（抽成）、旗山（參考網站的民宿所在地）、清明連假（理由）。
    id: 'heldout46-website-zh-meinong-bnb-short-lines-asks-back-budget-range',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～我們在美濃開民宿 想做一個可以直接訂房的網站😊 請問你們有做過訂房網站嗎？',
      '現在都靠Booking跟Agoda 抽成抽很兇 一間房抽15%～ 想讓客人直接跟我們訂',
      '還有我們有油紙傘彩繪DIY 想讓客人可以線上預約',
      '預算大概10到15萬 可以嗎？',
    ],
    whenAsked: {
      url: '沒有正式的網站～只有FB粉專 搜尋「菸樓下民宿」',
      main_pages: '首頁 房型介紹 線上訂房 DIY體驗預約 交通 還有美濃附近好玩的',
      languages: '中文 英文 日本客人也蠻多的 日文也要',
      target_audience: '來騎腳踏車的家庭 帶小孩的 還有日本背包客 大概30到50歲',
      competitors: '旗山那間「香蕉小院」的網站做得不錯 看起來很乾淨 訂房也很順',
      preferred_style: '客家的感覺 藍衫那種藍 但要現代一點 不要太老氣',
      expected_deadline: '三月底前可以上線嗎？清明連假前想用',
      key_considerations: '手機要好用 客人都是用手機訂 還有後台我自己要會改房價',
    },
    otherwise: '都可以～聽你們的😊',
    expected: {
      project_background: { said: 0, text: ['民宿'] },
      address: { said: 0, text: ['美濃'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['抽成', '直接跟我們訂'] },
      budget: { said: 3, value: { kind: 'money', amount: 100_000, max: 150_000, currency: 'TWD' } },
      url: { said: 'asked', text: ['菸樓下民宿'] },
      main_pages: { said: 'asked', text: ['房型介紹', '線上訂房', 'DIY體驗預約'] },
      languages: { said: 'asked', text: ['中文', '英文', '日文'] },
      target_audience: { said: 'asked', text: ['家庭', '日本背包客'] },
      competitors: { said: 'asked', text: ['香蕉小院'] },
      preferred_style: { said: 'asked', text: ['客家', '藍衫'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['手機要好用', '改房價'] },
    },
  },
  {
    // 彰化鹿港的施老師，69 歲退休國中數學老師，正式書信口吻（「冒昧打擾」「貴工作室」），標點齊全。
    // 重編家族族譜：封面與內頁版面、家族標誌、紀念提袋；完成時間先說清明前，同一則裡說和堂弟討論後改成六月底前（→ 2026-06 by）。
    // 第四則反問工作室在哪、能否見面、大約多少錢（other 沒有預算欄位，不歸檔）。
    // NOT facts（不是事實）：六十九歲、國中數學老師、民國七十四年（上一版族譜）、兩百本、清明（原本的期限，已更改）、
    // 十月宗親大會（發放的場合，不是設計完成日）、堂弟、洛杉磯（部分宗親住的地方）、台北（他問工作室是否在台北）。
    id: 'heldout46-other-zh-lukang-genealogy-retired-teacher-formal-deadline-moved',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，冒昧打擾。敝姓施，住在彰化鹿港，今年六十九歲，退休前是國中數學老師。我們施家想重新編印族譜，上一版是民國七十四年印的，只印了兩百本，現在很多宗親手上都沒有，年輕一輩也看不懂。',
      '想請貴工作室設計族譜的封面與內頁版面，另外想做一個家族標誌，印在紀念提袋上，十月宗親大會時連同族譜一起發給大家。',
      '時間方面，原本希望清明前完成，但昨晚與堂弟討論過，內容還在校對，改為六月底前完成設計即可。',
      '另外請教，貴工作室是在台北嗎？我不太會用電腦，是否可以見面討論？大約需要多少費用？',
    ],
    whenAsked: {
      target_audience: '施家宗親，大約三百多戶，老一輩居多，也希望孫子輩願意翻開來看。有些住在美國洛杉磯的宗親也會拿到。',
      preferred_style: '莊重典雅，但不要太老氣。字要大，老人家才看得清楚。',
      colors_and_elements: '希望用深藍色或暗紅色，可以放入鹿港老街的意象。請勿用太鮮豔的顏色。',
      key_considerations: '世系表要清楚正確，不能有錯字，這是最重要的。',
      collaboration_notes: '我不太會用電腦，希望用LINE或電話聯絡，重要的事情見面談。最後由宗親會理事長和我一起決定。',
      number_of_visits: '兩三次應該夠了。',
      plans_after_project: '以後希望每十年更新一次。',
    },
    otherwise: '這方面我沒有意見，麻煩您們費心了。',
    expected: {
      project_background: { said: 0, text: ['重新編印族譜'] },
      address: { said: 0, text: ['鹿港'] },
      problem_need: { said: 0, text: ['年輕一輩也看不懂'] },
      other_design_requirements: { said: 1, text: ['封面', '家族標誌', '提袋'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['施家宗親', '孫子輩'] },
      preferred_style: { said: 'asked', text: ['莊重典雅', '字要大'] },
      colors_and_elements: { said: 'asked', text: ['深藍色', '鹿港老街'] },
      key_considerations: { said: 'asked', text: ['世系表', '不能有錯字'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '理事長'] },
    },
  },
  {
    // 군산 월명동에 1974년에 지은 2층 단독주택을 산 34세 웹툰 작가. 남편의 군산 발령으로 서울 망원동 전세를 빼고 내려감.
    // 토요일 새벽에 첫 메시지로 사연 전체(구조·연식·평수·생활·식구)를 한꺼번에 씀. 문제는 "처음 자고 온 날 패딩 입고
    // 잤다"는 겪은 일로 말함. 예산은 같은 메시지 안에서 1억 → 1억 5천으로 올림. 만화책 소장품은 스스로 꺼냄(선택 항목).
    // 건물 28평이 공간 크기, 대지 45평은 아님. 입주 "5월 초에는" → 2026-05.
    // NOT facts: 망원동(지금 사는 곳), 작년 가을(발령 시기), 대지 45평, 두 번 손봄, 1억(처음 생각한 예산), 1억 8천(집값),
    // 4월 30일(전세 만기), 2천권(권수는 소장품의 규모일 뿐), 보리·콩떡(고양이 이름).
    id: 'heldout46-residential-ko-gunsan-old-house-whole-story-at-once',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 토요일 새벽이라 답 늦게 오셔도 돼요ㅎㅎ 저희 부부가 이번에 군산 월명동에 오래된 단독주택을 샀어요. 남편이 작년 가을에 군산으로 발령이 나서 서울 망원동 투룸 전세 빼고 내려가기로 했거든요. 1974년에 지어진 집이라 52년 됐대요 그동안 두 번 정도 손본 것 같은데 이번엔 아예 전체 리모델링을 하고 싶어요. 건물은 1,2층 합쳐서 28평이고 마당까지 하면 대지가 45평이에요. 지금 1층에 방 2개랑 부엌, 욕실 하나 있고 2층에 방 하나랑 다락 있어요. 저는 웹툰 그리는 일이라 하루종일 집에 있고 남편은 출퇴근해요. 고양이 두 마리(보리, 콩떡)도 같이 살아요 🐈🐈',
      '아 그리고 계약하고 처음 자고 온 날 진짜 추워서 패딩 입고 잤어요ㅋㅋㅠ 창문이 다 옛날 나무창이라 바람이 숭숭 들어오고, 욕실은 집 밖에서 들어가는 구조라 겨울에 씻으러 마당으로 나가야 돼요. 이게 제일 급해요',
      '예산은 처음엔 1억 생각했는데 견적 몇 군데 받아보니까 택도 없대서.. 1억 5천까지는 써볼게요. 집값이 1억 8천이었는데 고치는 데 거의 집값만큼 드네요ㅋㅋ',
      '입주는 망원동 전세 만기가 4월 30일이라 5월 초에는 들어가야 돼요',
      '참 제가 만화책이 2천권 정도 있어서요ㅎㅎ 작업방 벽 한 면은 전부 책장이었으면 좋겠어요',
    ],
    whenAsked: {
      preferred_style:
        '일본 가정집 같은 느낌? 오래된 집 느낌은 살리고 싶어요. 천장 뜯었을 때 서까래 나오면 그대로 두고 싶고요 ㅎㅎ',
      colors_and_elements: '나무색 많이, 벽은 쨍한 흰색보다 살짝 누런 미색이요. 욕실엔 초록색 작은 타일 넣고 싶어요! 회색 시멘트 느낌은 싫어요',
      key_considerations: '단열이요 무조건. 그리고 고양이들 때문에 계단이랑 창문 방묘 신경 써주세요',
      expected_deadline: '설계는 2월 안에 끝나면 좋겠어요',
      collaboration_notes: '저는 낮에 통화 되고 남편은 주말만 돼요. 결정은 둘이 같이 해요',
      other_design_requirements: '작업 책상이랑 책장은 맞춤으로 하고 싶어요',
    },
    otherwise: '음 그건 딱히 생각 안해봤어요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링', '단독주택'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 0, text: ['월명동'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 52, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong' } },
      layout: { said: 0, text: ['방 2개', '다락'] },
      lifestyle: { said: 0, text: ['웹툰', '하루종일 집에'] },
      target_audience: { said: 0, text: ['부부', '고양이 두 마리'] },
      problem_need: { said: 1, text: ['바람이 숭숭', '욕실은 집 밖에서'] },
      budget: { said: 2, value: { kind: 'money', amount: 150_000_000, currency: 'KRW' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      important_collections: { said: 4, text: ['만화책'] },
      preferred_style: { said: 'asked', text: ['일본 가정집', '오래된 집 느낌은 살리고'] },
      colors_and_elements: { said: 'asked', text: ['미색', '초록색 작은 타일', '회색 시멘트'] },
      key_considerations: { said: 'asked', text: ['단열', '방묘'] },
    },
  },
  {
    // 포항 두호동(영일대 해수욕장 근처)에 아내와 젤라또 가게를 여는 35세 남편. 한 줄씩 짧게 연달아 보내고 문장부호가 거의
    // 없음, ㅋㅋ. 인사와 "인테리어 문의요"만 있는 첫 줄. 예산 4천이라 했다가 "와이프가 3500 넘기지 말래요"로 고침(5번 메시지).
    // 전에 카페였던 18평 자리. 강점(볼로냐 젤라또 학교)은 물어봐야 말함. 오픈 "4월 말" → 2026-04.
    // NOT facts: 4천(고치기 전 예산), 권리금 2천, 경주 황리단길 젤라또집(참고로 든 남의 가게), 배스킨(근처 경쟁 업체),
    // 5월 연휴(오픈 시기의 이유), 카페(전 업종).
    id: 'heldout46-commercial-ko-pohang-gelato-one-line-budget-corrected',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 가게 인테리어 문의요',
      '포항 영일대 해수욕장 근처 두호동이요',
      '젤라또 가게 할거에요 와이프랑 둘이',
      '전에 카페 하던 자리고 18평이요 권리금 2천 줬어요ㅠ',
      '예산은 4천 생각중',
      '아 와이프가 3500 넘기지 말래요 ㅋㅋ 3500으로 해주세요',
    ],
    whenAsked: {
      problem_need: '해수욕장 앞이라 여름 장사인데 겨울에 손님 없는게 제일 걱정이에요 겨울에도 들어오고 싶은 가게였으면',
      brand_value: '매일 아침 그날 만든 것만 팔아요 그게 원칙 들어오면 시원하고 기분좋은 느낌이요',
      target_audience: '해수욕장 놀러온 관광객이랑 20~30대 커플 애기엄마들',
      competitive_advantage: '와이프가 이탈리아 볼로냐에서 젤라또 학교 나왔어요 과메기 젤라또 같은 포항 맛도 할거구요ㅋㅋ 근처 배스킨이랑은 완전 달라요',
      preferred_style: '밝고 깔끔하게요 경주 황리단길에 있는 젤라또집 같은 느낌인데 좀 더 바다 느낌으로',
      colors_and_elements: '민트색이랑 흰색 핑크는 노노',
      unique_design: '젤라또 쇼케이스가 제일 잘 보였으면 좋겠어요 색깔 다 보이게 그리고 바다 보이는 창가 바 테이블',
      opening_date: '4월 말이요 5월 연휴 전에는 열어야돼요',
      key_considerations: '기계가 전기 엄청 먹어서 전기 용량이랑 급수 배수요',
      other_design_requirements: '간판이랑 컵 로고도 되면 좋구요',
    },
    otherwise: '그건 잘 모르겠어요 알아서 해주세요ㅋㅋ',
    expected: {
      address: { said: 1, text: ['두호동'] },
      project_background: { said: 2, text: ['젤라또 가게'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      budget: { said: 5, value: { kind: 'money', amount: 35_000_000, currency: 'KRW' } },
      problem_need: { said: 'asked', text: ['겨울에도 들어오고 싶은'] },
      brand_value: { said: 'asked', text: ['그날 만든 것만', '기분좋은'] },
      target_audience: { said: 'asked', text: ['관광객', '커플'] },
      competitive_advantage: { said: 'asked', text: ['볼로냐', '과메기 젤라또'] },
      preferred_style: { said: 'asked', text: ['밝고 깔끔', '바다 느낌'] },
      colors_and_elements: { said: 'asked', text: ['민트색', '핑크'] },
      unique_design: { said: 'asked', text: ['쇼케이스', '창가 바 테이블'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['전기 용량', '배수'] },
    },
  },
  {
    // 김해의 스마트팜 수직재배기 제조사 '자라나팜텍' 47세 영업부장. 정중한 "~입니다" 말투. 작년 벡스코 조립부스에서
    // 바이어들이 그냥 지나쳐 간 일을 먼저 이야기함(선택 항목 problem_need를 스스로 말함). 일정을 말한 뒤 "작년 일정이었네요"
    // 하며 개막·반입·철수를 모두 정정(3번 메시지가 이김). 실물 재배기를 돌려야 해서 수도·전기 둘 다. 예산은 부가세 별도 2500.
    // NOT facts: 김해(회사 위치, 전시장 아님), 작년 10월·부산 벡스코·농업박람회, 명함 20장, 3일, 3월 11일·13일(작년 일정),
    // 220V 3kW, 네덜란드 회사 부스, 6월 대구 농업기술박람회(다음 전시), 베트남·태국.
    id: 'heldout46-exhibition-ko-gimhae-smartfarm-last-years-dates-corrected',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 김해에서 스마트팜 수직재배기 만드는 자라나팜텍 박정호 부장입니다. 3월에 킨텍스에서 하는 스마트팜 엑스포 부스 디자인 견적 문의 드립니다.',
      '작년 10월 부산 벡스코 농업박람회 때는 조립부스로 나갔는데 옆 회사들이랑 똑같이 생겨서 바이어들이 저희 부스를 그냥 지나쳐 갔습니다. 3일 동안 명함 20장도 못 받았어요. 이번에는 제대로 하고 싶습니다.',
      '부스는 6x6 36제곱미터로 4부스 신청했고 킨텍스 제1전시장 3홀입니다. 개막은 3월 11일이고 반입은 전날, 철수는 13일 끝나고 바로입니다.',
      '정정합니다. 개막 3월 18일입니다. 11일은 작년 일정이었네요. 반입은 3월 17일, 철수는 20일 폐막 후 입니다.',
      '재배기 실물을 돌려야 돼서 물이랑 전기 둘 다 필요합니다. 전기는 220V 3kW 정도요.',
    ],
    whenAsked: {
      brand_value:
        '농사 경험 없어도 누구나 키울 수 있다, 쉽고 깨끗한 농업이 저희 가치입니다. 부스 들어오시면 실험실 같지 않고 싱그러운 느낌이었으면 합니다.',
      target_audience: '대형마트 바이어, 급식업체, 그리고 귀농 준비하시는 분들입니다. 이번엔 베트남, 태국 바이어도 온다고 합니다.',
      preferred_style: '깔끔한 화이트에 식물 초록색. 너무 공장 느낌 말고요. 작년 벡스코에서 본 네덜란드 회사 부스가 좋았습니다.',
      unique_design: '재배기 2대를 벽처럼 세워서 상추가 자라는 초록 벽을 만들고 싶습니다. 상담 테이블에서 바로 수확해서 시식도 하고요.',
      budget: '대표님이 2500 주셨습니다. 부가세 별도로요.',
      key_considerations: '물을 쓰니까 바닥 방수랑 배수가 제일 걱정이고, 상담 공간이 좀 넉넉했으면 합니다.',
      other_design_requirements: '가능하면 카탈로그 리뉴얼도 같이 부탁드립니다.',
      plans_after_project: '6월에 대구 농업기술박람회도 나갈 예정이라 부스 재사용이 되면 좋겠습니다.',
    },
    otherwise: '그 부분은 내부 검토 후 말씀드리겠습니다.',
    expected: {
      project_background: { said: 0, text: ['스마트팜 엑스포', '수직재배기'] },
      problem_need: { said: 1, text: ['똑같이 생겨서', '그냥 지나쳐'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      address: { said: 2, text: ['킨텍스', '3홀'] },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-03-18', precision: 'day' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-17', precision: 'day' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-03-20', precision: 'day' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['누구나 키울 수 있다', '싱그러운'] },
      target_audience: { said: 'asked', text: ['바이어', '급식업체', '귀농'] },
      preferred_style: { said: 'asked', text: ['화이트', '공장 느낌 말고'] },
      unique_design: { said: 'asked', text: ['초록 벽', '수확해서 시식'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 25_000_000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['방수', '상담 공간'] },
    },
  },
  {
    // 경주 황남동에서 돌아가신 할머니의 한옥을 스테이 '달무리'로 여는 27세 청년(서울 회사 그만두고 내려옴). 느낌표·이모티콘
    // 많고 영어를 섞음("브랜딩 full로", "vibe", "minimal"). 이름 이야기와 고민(황리단길 스테이 이름·로고가 비슷비슷)을
    // 먼저 말함. 상표는 "해야되는거죠??" 되묻고 도움 원함. 3월 오픈은 가게 오픈이지 디자인 마감이 아님: 마감은 "2월 안에는".
    // NOT facts: 40년(할머니가 산 기간), 작년(돌아가신 해), 서울 회사, 3월(오픈), 황리단길의 다른 스테이(~재 ~당), 교토 료칸,
    // 게시물 0개.
    id: 'heldout46-brand-ko-gyeongju-hanok-stay-emoji-english-asks-back',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 경주 황남동에서 한옥스테이 준비중인 사람입니다 🙇‍♂️ 브랜딩 full로 맡기고 싶어서 연락드려요 로고부터 다~',
      '할머니가 40년 넘게 사시던 집인데 작년에 돌아가시고 제가 서울 회사 그만두고 내려왔어요 ㅎㅎ 리모델링은 거의 끝났고 3월 오픈 목표요',
      "이름은 '달무리'에요 🌕 어릴 때 마당에서 할머니가 달 보시면서 달무리 지면 내일 비온다 하셨던 게 기억나서요",
      '황리단길에 스테이 진짜 많거든요 근데 다 ~재 ~당 이런 이름에 로고도 붓글씨로 비슷비슷해서.. 저희는 좀 젊은 vibe로 차별화하고 싶어요',
    ],
    whenAsked: {
      products_or_services: '독채 2개 숙박이랑 조식, 주말엔 다도 클래스도 할거에요! 자전거 대여도 ㅎㅎ',
      registration_status: '아뇨 아직이요 ㅠ 그거 해야되는거죠??',
      need_registration_assistance: '네네 도와주시면 너무 좋죠 🙏',
      brand_website: '인스타 @dalmuri.stay 만들어만 놨어요 아직 게시물 0개ㅋㅋ',
      target_audience: '20대 후반~30대 커플이나 친구들이요 서울에서 주말에 내려오는? 사진 찍는거 좋아하는 사람들',
      preferred_style: '모던한데 따뜻한..? minimal한 느낌이요 교토 료칸 브랜딩 같은거 레퍼런스로 몇개 저장해놨어요',
      colors_and_elements: '남색이랑 달 노란색? 기와 곡선 들어가면 좋겠어요 붓글씨체는 빼주세요!!',
      expected_deadline: '3월 오픈 전에 예약 사이트에 사진이랑 같이 올려야돼서 늦어도 2월 안에는 로고 나와야 할 것 같아요',
      key_considerations: '대문 옆 나무 현판에 새길 거라 나무에 새겨도 예쁘게 나와야 돼요',
      other_design_requirements: '객실 안내 카드랑 어메니티 스티커, 인스타 템플릿도요',
      collaboration_notes: '저 혼자 결정해요 DM이나 카톡 편해요',
    },
    otherwise: '음 그건 잘 모르겠어요 추천해주세요 ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['한옥스테이', '브랜딩 full'] },
      address: { said: 0, text: ['황남동'] },
      brand_name_story: { said: 2, text: ['할머니', '달무리 지면 내일 비온다'] },
      problem_need: { said: 3, text: ['비슷비슷', '젊은 vibe'] },
      products_or_services: { said: 'asked', text: ['독채', '조식', '다도 클래스'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['dalmuri.stay'] },
      target_audience: { said: 'asked', text: ['20대 후반~30대', '커플'] },
      preferred_style: { said: 'asked', text: ['모던한데 따뜻한', 'minimal'] },
      colors_and_elements: { said: 'asked', text: ['남색', '기와 곡선', '붓글씨체'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['현판', '나무에 새겨도'] },
    },
  },
  {
    // 경북 의성에서 시아버지 때부터 하는 '금성방앗간'의 52세 며느리. "^^"와 "~요", 숫자를 한글로도 씀("스물 몇 건", "세 병").
    // 지난 추석 택배 선물세트 병이 깨져 돌아온 일을 속상한 이야기로 먼저 꺼냄(선택 항목 problem_need). 세트 병 수를
    // "세 병 아니고 두 병"으로 고치고 180ml 작은 병을 덧붙임(3번 메시지가 규격). 마감 "7월까지는" → 2026-07.
    // NOT facts: 지난 추석·300건·스물 몇 건, 철물점 투명병(지금 쓰는 병), 세 병(작년까지의 세트), 중국산(남의 제품),
    // 설 전(하나로마트 납품 시기), 병당 천원은 단가 조건이지 예산 아님, 시아버님.
    id: 'heldout46-packaging-ko-uiseong-perilla-oil-broken-bottles-count-corrected',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요^^ 경북 의성에서 시아버님 때부터 방앗간을 하고 있는 금성방앗간입니다. 생들기름을 병에 담아서 파는데 이번에 포장을 제대로 바꿔보려고 문의드려요.',
      '사실 지난 추석에 선물세트로 택배를 한 300건 보냈는데 그 중에 병이 깨져서 돌아온 게 스물 몇 건이나 됐어요ㅠ 기름이 박스에 다 배어서 같이 보낸 물건까지 버리고.. 그때 생각하면 아직도 속상합니다. 지금은 철물점에서 산 투명병에 스티커 붙여서 보내고 있어요',
      '제품은 생들기름이에요. 볶지 않고 저온으로 짜서 향이 은은하고, 나물 무치거나 비빔밥에 넣어 드시는 거예요. 지금은 350ml 한 가지고 선물세트는 한 상자에 세 병 들어갑니다',
      '아 정정할게요 350ml 세 병 아니고 두 병이요. 세 병짜리는 작년까지 하던 거고 올해부터는 두 병 세트만 해요. 그리고 180ml 작은 병도 새로 낼 거예요',
    ],
    whenAsked: {
      packaging_form: '병은 그대로 유리병 쓰고 라벨 새로 하고, 선물세트 상자요',
      unique_selling_point: '의성 농가랑 계약재배한 국산 들깨만 써요. 주문 들어오면 그 주에 짜서 보내고요. 중국산 섞는 데가 많거든요',
      target_audience: '명절에 부모님 선물하는 40~50대요. 요즘은 건강 챙기는 젊은 엄마들도 많이 사세요',
      sales_channels: '네이버 스마트스토어, 의성 로컬푸드 직매장, 방앗간 와서 사가시는 분들이요. 설 전에는 농협 하나로마트에도 잠깐 들어가요',
      preferred_style: '시골 방앗간 느낌은 살리되 촌스럽지 않게요. 정갈하고 믿음 가는 느낌이요',
      colors_and_elements: '들깨 색 같은 갈색이랑 크림색이요. 시아버님 얼굴 캐리커처 넣자는 말도 있었는데 그건 빼주세요 ㅎㅎ',
      preferred_materials: '상자는 종이로요. 안에 병 잡아주는 칸막이도 종이였으면 해요 스티로폼 말고요',
      expected_deadline: '올 추석 물량 준비하려면 7월까지는 디자인이 나와야 해요',
      key_considerations: '무조건 택배로 보내도 안 깨지는 거요. 그리고 단가가 병당 천원 넘어가면 곤란해요',
      other_design_requirements: '택배 박스에 찍을 로고도 같이 해주시면 좋겠어요',
    },
    otherwise: '그건 잘 모르겠어요 알아서 잘 부탁드려요^^',
    expected: {
      project_background: { said: 0, text: ['방앗간', '포장을 제대로 바꿔'] },
      address: { said: 0, text: ['의성'] },
      problem_need: { said: 1, text: ['병이 깨져서'] },
      product_description: { said: 2, text: ['생들기름', '나물 무치거나'] },
      specification: { said: 3, text: ['350ml', '두 병', '180ml'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['국산 들깨', '그 주에 짜서'] },
      target_audience: { said: 'asked', text: ['40~50대', '젊은 엄마들'] },
      sales_channels: { said: 'asked', text: ['스마트스토어', '로컬푸드', '하나로마트'] },
      preferred_style: { said: 'asked', text: ['촌스럽지 않게', '정갈하고'] },
      colors_and_elements: { said: 'asked', text: ['갈색', '크림색', '캐리커처'] },
      preferred_materials: { said: 'asked', text: ['종이', '칸막이'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['안 깨지는', '단가'] },
    },
  },
  {
    // 세종 나성동에서 작년 여름 혼자 개업한 36세 세무사. 번호 목록으로 정리해 한 번에 보냄(페이지·언어·예산·오픈).
    // 바로 다음 메시지에서 "5번 수정이요" 하고 오픈을 3월 말 → 4월 15일로 고침(2번 메시지가 이김). 블로그 주소를 첫
    // 메시지에 씀. 예산은 범위 300~500만원. 참고 사이트로 대전의 다른 세무사무소를 듦(주소 아님).
    // NOT facts: 작년 7월(개업), 3월 말(고치기 전 오픈), 5월(종소세 신고 시즌), 하루 200명(블로그 방문자),
    // 대전 둔산동(참고 사무소의 위치), 정부청사(고객이 있는 곳의 설명).
    id: 'heldout46-website-ko-sejong-tax-office-numbered-list-date-corrected',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 세종시 나성동에서 세무사무소 운영하고 있는 윤하은 세무사입니다. 작년 7월에 개업해서 지금은 네이버 블로그(blog.naver.com/haeun_tax)랑 플레이스만 있는데, 홈페이지를 제대로 만들고 싶어서 문의드립니다.',
      '정리해서 보내드리면\n1. 업무: 개인사업자 기장, 종소세·부가세 신고, 양도세 상담\n2. 필요한 페이지: 사무소 소개, 서비스별 안내, 수수료 안내, 상담 신청, 세무 칼럼\n3. 언어: 한국어만\n4. 예산: 300~500만원\n5. 오픈 희망: 3월 말',
      '아 5번 수정이요. 5월이 종소세 신고 시즌이라 그 전에 광고를 돌려야 해서요. 3월 말은 빠듯할 것 같으니 4월 15일까지로 할게요.',
      '참고로 블로그 방문자가 하루 200명 정도 되는데 상담 문의로는 거의 안 이어져요. 홈페이지에서 바로 상담 신청까지 오게 하는 게 목표예요',
    ],
    whenAsked: {
      category: '회사 소개 홈페이지요. 상담 신청 폼만 있으면 되고 결제 같은 건 필요 없어요',
      target_audience:
        '세종 정부청사 근처 자영업자분들, 카페나 식당 사장님들이요. 40~50대가 많고 세금 얘기 어려워하세요. 요즘은 공무원분들 양도세 상담도 늘었어요',
      competitors: "대전 둔산동에 '바른숲 세무회계'라고 있는데 거기 홈페이지가 깔끔해서 좋더라고요. 말투는 삼쩜삼처럼 쉬웠으면 해요",
      preferred_style: '신뢰감 있는데 딱딱하지 않은 느낌이요. 흰 바탕에 여백 많은 스타일',
      key_considerations: '모바일로 보시는 분이 대부분이라 폰에서 상담 신청이 쉽게 끝났으면 좋겠어요. 그리고 칼럼은 제가 직접 올릴 수 있어야 해요',
      colors_and_elements: '네이비에 연두색 포인트 정도요',
      other_design_requirements: '프로필 사진 촬영도 같이 되면 좋겠어요',
    },
    otherwise: '특별히 없어요',
    expected: {
      project_background: { said: 0, text: ['세무사무소', '홈페이지를 제대로'] },
      address: { said: 0, text: ['나성동'] },
      url: { said: 0, text: ['haeun_tax'] },
      main_pages: { said: 1, text: ['사무소 소개', '수수료 안내', '상담 신청'] },
      languages: { said: 1, text: ['한국어'] },
      budget: { said: 1, value: { kind: 'money', amount: 3_000_000, max: 5_000_000, currency: 'KRW' } },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'by' } },
      problem_need: { said: 3, text: ['상담 문의로는 거의 안 이어져요', '바로 상담 신청'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      target_audience: { said: 'asked', text: ['자영업자', '양도세'] },
      competitors: { said: 'asked', text: ['바른숲', '삼쩜삼'] },
      preferred_style: { said: 'asked', text: ['딱딱하지 않은', '여백'] },
      key_considerations: { said: 'asked', text: ['폰에서', '직접 올릴 수'] },
    },
  },
  {
    // 속초 동명항 앞에서 28년째 물회집을 하는 61세 사장. 음성 입력이라 문장부호 없이 말하듯 길게 이어 씀. 외국인 손님에게
    // 메뉴를 설명 못 해 대만 손님들이 물회를 반도 못 먹고 간 일을 겪은 일로 말함. 맡길 것은 메뉴판·입간판·벽 사진 메뉴
    // (영·중·일 병기). 3번 메시지는 사실이 없는 곁말. 시안은 서울 사는 아들이 보고 전해 주지만 최종 결정은 본인.
    // 마감 "3월 말까지는" → 2026-03.
    // NOT facts: 지난주, 대만 아가씨들, 28년, 3년 전 간판·이백만원, 서울(아들이 사는 곳), 4월 초 벚꽃(마감의 이유).
    id: 'heldout46-other-ko-sokcho-mulhoe-menu-voice-typed-story',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 속초 동명항 앞에서 물회집 하는 사람인데요 메뉴판을 새로 만들고 싶어서 연락했어요 우리 아들이 여기 알려줬어요',
      '요즘 외국 손님이 엄청 많이 와요 중국 대만 일본 사람들 근데 메뉴판이 한글만 있으니까 손가락으로 사진 가리키고 나는 뭔지 설명을 못하고 지난주에는 대만 아가씨들이 물회를 시켰는데 이게 찬 건지 몰랐다고 반도 못 먹고 갔어요 그게 너무 미안하더라고',
      '그래서 메뉴판이랑 가게 앞에 세우는 입간판 그리고 벽에 붙이는 큰 사진 메뉴 이렇게 세 개요 영어 중국어 일본어 같이 들어가게',
      '아 가게는 28년 됐고요 3년 전에 간판 바꿀 때 이백만원 들었는데 그 간판은 그대로 둘 거예요',
    ],
    whenAsked: {
      target_audience: '관광객이요 외국사람 그리고 주말엔 서울서 오는 가족들 낚시하고 오는 아저씨들',
      preferred_style: '글씨 크고 사진 크게 깔끔하게 요즘 식으로 근데 너무 세련되면 우리 가게랑 안 어울려',
      colors_and_elements: '파란색 바다색 좋아하고요 빨간 거는 초고추장 색이라 조금 넣어도 돼요 검은색 바탕은 싫어요',
      expected_deadline: '벚꽃 필 때 4월 초부터 손님 몰리니까 3월 말까지는 받아야지',
      key_considerations: '물 묻어도 괜찮아야 돼요 물회집이라 메뉴판이 맨날 젖어요 그리고 가격은 내가 바꿀 수 있게 해줘요',
      collaboration_notes: '나는 휴대폰 잘 못하니까 서울 사는 아들한테 파일 보내주면 아들이 보고 나한테 말해줘요 그래도 최종은 내가 정해요',
      number_of_visits: '한 번은 와서 가게 보고 가면 좋겠는데 멀죠?',
    },
    otherwise: '그런 건 잘 모르겠어요 알아서 해줘요',
    expected: {
      project_background: { said: 0, text: ['물회집', '메뉴판을 새로'] },
      address: { said: 0, text: ['동명항'] },
      problem_need: { said: 1, text: ['한글만 있으니까', '설명을 못하고'] },
      other_design_requirements: { said: 2, text: ['메뉴판', '입간판', '사진 메뉴'] },
      target_audience: { said: 'asked', text: ['관광객', '외국사람', '낚시'] },
      preferred_style: { said: 'asked', text: ['글씨 크고', '사진 크게'] },
      colors_and_elements: { said: 'asked', text: ['파란색', '검은색 바탕'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['물 묻어도', '가격은 내가 바꿀'] },
      collaboration_notes: { said: 'asked', text: ['아들한테', '최종은 내가'] },
    },
  },
];
