import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A seventy-seventh batch of held-out visitors, written blind from the field list (three writers, one a language, none
 * of whom read the engine): every project type in all three languages. Its theme: visitors who ask back (what it costs, how
 * long it takes, whether the studio has done the like, the process, what to prepare), inside messages that state facts or
 * as messages of their own; the questions are no facts of the brief. Written in session 37 and first played before any change for it.
 */
/* Writer's note (en-US, batch 77: visitors who ask back)
- brand: Rosa, a mobile dog groomer in San Antonio; asks about cost, pet-business portfolio and the revision process. Message 1 is only a question; she says she hasn't filed a trademark but only ASKS whether the studio helps (the yes comes when asked).
- packaging: a third-generation Ontario maple farm; asks how long it takes, whether to mail samples (a message that is only a question) and who deals with the printer. "For the holidays" is a sales season, not the deadline (August is).
- website: Gurpreet, a bookkeeping/tax practice in northeast Calgary; asks about editable platforms, calendar sync, timing and photos. Answers the budget question with a question, so there is no budget fact. Booking vs company site is settled only when asked.
- commercial: a couple turning an old hardware store in West Asheville into a bookstore with a wine bar; asks for bookstore photos, the process and contractors, and whether $180k is realistic. Barnes & Noble is mentioned only for contrast; Labor Day 2026 = Sept 7.
- exhibition: Assise, a Montreal chair maker going to NeoCon in Chicago; asks about past NeoCon booths, pricing ("is $85k enough?") and whether to ship chairs for renders. Three dates are packed into one short message, and the Toronto reuse comes only inside the key_considerations reply.
- residential: a retiring music teacher downsizing to a 1999 condo in the North Loop, Minneapolis; asks whether the studio does condos, what to prepare (a message with no brief facts) and whether $60-75k is enough. The March 15 closing is not the move-in date (late July is).
- other: a volunteer coordinator at a Vermont land trust who needs trail signage and a map; asks whether the studio does this, about a nonprofit discount (a message that is only a question), about fabrication, and whether a slow board is a problem.
*/
/* Writer's note (zh-TW, batch 77: visitors who ask back)
- brand: 高雄鹽埕老中藥行第三代接手翻新品牌；問有沒有老店案例、費用與時程、註冊要準備什麼（整則只有提問的第3則沒有事實），風格夾在問句裡，註冊狀態藏在提問句裡。
- packaging: 溫哥華台灣人做麻辣油（UTC-8）；問接不接海外案、流程與改稿次數（只有提問），英法雙語標示的擔心是事實、「這個你們熟嗎」不是；形式有瓶罐＋標籤＋禮盒三選。
- website: 台中西屯瑜伽教室要預約網站；兩則只有提問（作品、要準備什麼），「課表我可以自己改嗎」是問句不是頁面；被問預算時反問「一般要多少？」，所以預算不入檔。
- commercial: 中壢寵物美容店；問設計費怎麼算、施工包不包、要不要傳平面圖（只有提問），之前工作的店的狗味是別人的經驗，只有「這次通風要做好」算需求。
- exhibition: 彰化社頭襪廠第一次以自有品牌參展南港；進場／開幕／撤場三個日期在同一則裡接著問「來得及嗎」，水電答案裡夾著「要自己申請嗎」，預算「40萬以內」後面接著問行情。
- residential: 人在新加坡的女兒幫爸媽翻新羅東透天老屋；問每坪行情時提到姊姊朋友在礁溪花了快300萬（不是本案預算），自己的預算是250萬左右；問要不要先做結構檢查（只有提問）。
- other: 花蓮光復部落協會用補助做導覽地圖與解說牌；10月底結案是補助期限，設計期限是8月；問怎麼收費、能不能開發票（只有提問），合作方式夾在「要先準備文字嗎」的提問後面。
*/
/* Writer's note (ko-KR, batch 77: visitors who ask back)
- brand/sydney-bapsim: 시드니 한식 도시락집 사장님. 비용(호주 달러)·기간·포트폴리오를 묻고, "상표 등록도 도와주실 수 있어요?"는 질문일 뿐이라 need_registration_assistance는 whenAsked에서 "네"라고 할 때만 채움.
- packaging/yeongju-apple-chips: 영주 사과칩 귀농 부부. 메시지 2는 비용 질문뿐, "종이 파우치가 되는지도 궁금"은 소재 사실이 아님(소재는 whenAsked의 크라프트지).
- website/berlin-korean-school: 베를린 한국어 학원 원장. 독일어 사이트 경험·제작 기간·결제 가능 여부·직접 수정 여부를 묻고, 예산 질문에는 "보통 얼마 들어요?"라고 질문으로 답함 → budget 없음.
- commercial/gwangju-wine-bar: 광주 동명동 내추럴 와인바 소믈리에. 평당 단가·일정 가능 여부·포트폴리오·메뉴판/간판 가능 여부를 사실 사이에 끼워 물음; 근처 와인바 묘사는 경쟁사 이야기.
- exhibition/icheon-pottery-coex: 이천 도자기 공방의 첫 코엑스 부스. 반입·개막·철수일이 한 문장에, 예산이 "현실적인지" 묻는 문장 안에, 물·전기는 "다 필요하겠죠?"라는 질문이라 whenAsked에서 확정; 메시지 5는 질문뿐.
- residential/yangpyeong-retiree-house: 양평 단독주택 은퇴 부부. 견적 방식·현장 방문 빈도를 묻고, "차로 한 시간"은 분당 집에서 현장까지라 스튜디오와의 distance가 아님; 책→LP로 바로 고쳐 말함.
- other/vancouver-hotdog-truck: 밴쿠버 한국식 핫도그 푸드트럭 래핑. 래핑도 하는지·파일만 받아도 되는지·캐나다 달러 비용을 묻지만 예산은 말하지 않음; 다음 트럭 계획을 자진해서 말함.
*/

export const seventySeventhHeldOutConversations: CorpusConversation[] = [
  {
    id: 'heldout77-brand-en-mobile-dog-groomer',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! I run a mobile dog grooming business in San Antonio called Suds & Scruff, just me and one van for now. I need a real logo and identity, right now it's a clipart poodle I found on Canva 😬 Quick question before we go further, what does a full identity usually cost with you guys?",
      "Have you ever done branding for a pet business? I'd love to see a portfolio if there's a link",
      "The name came from my grandma, she used to say the dogs came in as scruffs and left in suds lol. We do full grooms, nail trims, de-shedding and teeth brushing, all in the van in the client's driveway",
      "Most of my clients are busy professionals and older folks who can't easily drive their dog to a salon. I want it to feel friendly and clean, not cutesy. A second van is coming in April and the new van needs to be wrapped with the logo, so I'd need the logo done by March 31. How does the process work, do I get a few options to choose from? And how many rounds of changes?",
      "Oh and trademark, I haven't filed anything. Is that something you help with or do I need a lawyer?",
    ],
    whenAsked: {
      brand_website: 'Just Instagram for now, @sudsandscruff_sa',
      colors_and_elements: 'Teal and a sunny yellow maybe. Please no paw prints, every groomer has paw prints.',
      key_considerations: 'It has to read from across the street on the van, and still look good tiny on my appointment cards.',
      problem_need: 'I want to look like a legit business so people trust me with their dog. Right now I look like a side hustle.',
      need_registration_assistance: "Yes please, that'd be a huge help.",
    },
    otherwise: "Hmm, no preference, I trust you on that one.",
    expected: {
      project_background: { said: 0, text: ['mobile dog grooming', 'real logo and identity'] },
      address: { said: 0, text: ['San Antonio'] },
      brand_name_story: { said: 2, text: ['my grandma', 'came in as scruffs and left in suds'] },
      products_or_services: { said: 2, text: ['full grooms', 'nail trims', 'de-shedding', 'teeth brushing'] },
      target_audience: { said: 3, text: ['busy professionals', 'older folks'] },
      preferred_style: { said: 3, text: ['friendly and clean', 'not cutesy'] },
      other_design_requirements: { said: 3, text: ['new van needs to be wrapped'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@sudsandscruff_sa'] },
      colors_and_elements: { said: 'asked', text: ['Teal', 'sunny yellow', 'no paw prints'] },
      key_considerations: { said: 'asked', text: ['read from across the street', 'tiny on my appointment cards'] },
      problem_need: { said: 'asked', text: ['look like a legit business', 'trust me with their dog'] },
    },
  },
  {
    id: 'heldout77-packaging-en-ontario-maple-farm',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello. We're a third-generation maple farm outside Perth, Ontario, Halloran Sugar Bush. We've always sold syrup in plain plastic jugs at the farm gate, but this year we want proper retail packaging for gift shops and a few grocers. How long does a packaging project like this normally take?",
      "Two sizes of syrup, 250 ml and 500 ml, in glass. Plus maple sugar in a 200 g pouch. We'd also like a gift set with the small syrup and the sugar together for the holidays.",
      "Do I need to mail you samples of the bottles, or can you work from measurements?",
      "What makes ours different is we still boil over a wood fire, so the dark grade has a slightly smoky taste. Buyers are mostly tourists driving through cottage country and people buying gifts, a lot of them 50+. We'd sell at the farm store, Ottawa-area gift shops and online.",
      "We'd want everything ready for the printer by August so the gift sets are on shelves for fall. Do you deal with the printer or is that on us?",
    ],
    whenAsked: {
      product_description: 'Pure maple syrup, amber and dark grades, for pancakes, baking, even cocktails. And granulated maple sugar you use like regular sugar.',
      preferred_style: 'Heritage but not old-fashioned. Clean, with a bit of a hand-drawn feel.',
      colors_and_elements: 'Maybe the sugar shack or the wood fire. Avoid the big red maple leaf, too cliché.',
      preferred_materials: 'Glass bottles, and recycled paperboard for the gift box.',
      key_considerations: 'The labels have to stay on when the bottles get sticky. And the gift box has to survive being shipped.',
    },
    otherwise: "We don't have a strong opinion there, go with what you think is best.",
    expected: {
      project_background: { said: 0, text: ['third-generation maple farm', 'proper retail packaging'] },
      address: { said: 0, text: ['Perth, Ontario'] },
      specification: { said: 1, text: ['250 ml and 500 ml', '200 g pouch'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bottle_jar', 'bag_pouch', 'gift_set'] } },
      unique_selling_point: { said: 3, text: ['boil over a wood fire', 'slightly smoky taste'] },
      target_audience: { said: 3, text: ['tourists driving through cottage country', 'people buying gifts', '50+'] },
      sales_channels: { said: 3, text: ['farm store', 'Ottawa-area gift shops', 'online'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      product_description: { said: 'asked', text: ['Pure maple syrup', 'granulated maple sugar'] },
      preferred_style: { said: 'asked', text: ['Heritage but not old-fashioned', 'hand-drawn feel'] },
      colors_and_elements: { said: 'asked', text: ['sugar shack', 'Avoid the big red maple leaf'] },
      preferred_materials: { said: 'asked', text: ['Glass bottles', 'recycled paperboard'] },
      key_considerations: { said: 'asked', text: ['labels have to stay on', 'survive being shipped'] },
    },
  },
  {
    id: 'heldout77-website-en-calgary-bookkeeping',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi, I'm Gurpreet, I run a small bookkeeping and tax practice in northeast Calgary with my sister. Our website was built by a cousin back in 2017 and it's honestly embarrassing now, it's not even mobile friendly. Before I get into it, do you build sites on something we can edit ourselves, like Squarespace or WordPress?",
      "It's ledgerlinetax.ca",
      "Main thing is we want people to book consultations online instead of calling, we lose so many calls during tax season. Pages would be home, services, about us, book a consultation, and a resources page with checklists. Can the booking sync with Google Calendar?",
      "Our clients are a lot of small business owners, truckers and families, many from the Punjabi community, so we need English and Punjabi. Some of the older clients only read Punjabi.",
      "How long does it usually take to build something like this? We really want it live before tax season gets crazy, so by March 1.",
      "Also do you guys do photos, or do people usually bring their own?",
    ],
    whenAsked: {
      category: 'Booking, mostly. The rest is just information.',
      competitors: "I like how Wealthsimple's site looks, super clean. Not a competitor but still.",
      preferred_style: 'Clean and trustworthy, a bit warm. Not like a bank.',
      budget: 'Hmm, what do sites like this usually cost? I really have no idea.',
      key_considerations: 'It has to be really easy on a phone, most of our clients will book from their phone.',
    },
    otherwise: "No preference, whatever you recommend.",
    expected: {
      project_background: { said: 0, text: ['bookkeeping and tax practice', 'not even mobile friendly'] },
      address: { said: 0, text: ['northeast Calgary'] },
      url: { said: 1, text: ['ledgerlinetax.ca'] },
      problem_need: { said: 2, text: ['book consultations online instead of calling', 'lose so many calls during tax season'] },
      main_pages: { said: 2, text: ['home', 'services', 'about us', 'book a consultation', 'resources'] },
      target_audience: { said: 3, text: ['small business owners', 'truckers', 'families'] },
      languages: { said: 3, text: ['English', 'Punjabi'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      competitors: { said: 'asked', text: ['Wealthsimple'] },
      preferred_style: { said: 'asked', text: ['Clean and trustworthy', 'Not like a bank'] },
      key_considerations: { said: 'asked', text: ['really easy on a phone'] },
    },
  },
  {
    id: 'heldout77-commercial-en-asheville-bookstore-wine',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi there. My partner and I signed a lease on an old hardware store in West Asheville and we're turning it into a bookstore with a small wine bar in the back. It's about 2,200 square feet, one big room with 14 ft ceilings. Have you ever designed a bookstore? I'd love to see pictures if so.",
      "What's your process like? Do you come out to the space first, and do you work with our contractor or bring your own?",
      "The big problem is the shelving has to hold a lot of books but we also want people to stay, sit, have a glass, come to readings. Right now it's fluorescent lights and pegboard 😅 One idea we love: turning the old hardware drawers into the checkout counter.",
      "Budget for design and build is around $180k, not counting inventory. Is that realistic for this size? We're hoping to open by Labor Day.",
      "Our customers are neighborhood folks, young families and the after-work crowd. We're not trying to be Barnes & Noble, every book is hand-picked by us and we host local authors every week.",
    ],
    whenAsked: {
      brand_value: 'A living room for the neighborhood. People should feel like they can stay as long as they want.',
      preferred_style: 'Warm, a little eclectic, lots of wood. Cozy but not cluttered.',
      colors_and_elements: 'Deep green and brass. No fluorescent lights, ever again.',
      key_considerations: "Keeping the original maple floors, and lighting that's good for reading but still cozy at night.",
    },
    otherwise: "We're open on that, you tell us.",
    expected: {
      project_background: { said: 0, text: ['old hardware store', 'bookstore with a small wine bar'] },
      address: { said: 0, text: ['West Asheville'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 2200, unit: 'ft2' } },
      problem_need: { said: 2, text: ['hold a lot of books', 'want people to stay'] },
      unique_design: { said: 2, text: ['old hardware drawers into the checkout counter'] },
      budget: { said: 3, value: { kind: 'money', amount: 180000, currency: 'USD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-09-07', precision: 'day', relation: 'by' } },
      target_audience: { said: 4, text: ['neighborhood folks', 'young families', 'after-work crowd'] },
      competitive_advantage: { said: 4, text: ['hand-picked', 'host local authors every week'] },
      brand_value: { said: 'asked', text: ['living room for the neighborhood', 'stay as long as they want'] },
      preferred_style: { said: 'asked', text: ['Warm', 'eclectic', 'Cozy but not cluttered'] },
      colors_and_elements: { said: 'asked', text: ['Deep green', 'brass', 'No fluorescent lights'] },
      key_considerations: { said: 'asked', text: ['original maple floors', 'good for reading'] },
    },
  },
  {
    id: 'heldout77-exhibition-en-montreal-chairs-neocon',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello! We're Assise, a Montreal company making ergonomic office chairs, and we're exhibiting at NeoCon in Chicago for the first time this June. We'll show our three chairs plus a new sit-stand stool we're launching there. Have you designed booths at NeoCon before?",
      "The booth is 20x20, so 400 sq ft. We'll need power for the lighting and a screen, no water.",
      "How does pricing work for something like this? Our budget is about $85,000 USD all in, build and shipping included. Is that enough for 400 square feet?",
      "Show opens June 8. Move-in June 5, out by June 11.",
      "We want architects, interior designers and corporate furniture buyers to actually sit in the chairs. Our idea is a row of chairs facing a big window-like lightbox, like a calm office. Do we need to send you chairs ahead of time for the renders?",
    ],
    whenAsked: {
      brand_value: 'Quiet comfort. Made in Quebec and built to last 15 years. People should feel like the noise of the show drops away.',
      preferred_style: 'Scandinavian, minimal, light wood, lots of air.',
      key_considerations: 'Bilingual signage in English and French, and the booth has to be reusable for a show in Toronto in the fall.',
    },
    otherwise: "No particular preference, we're happy to follow your lead.",
    expected: {
      project_background: { said: 0, text: ['ergonomic office chairs', 'sit-stand stool'] },
      address: { said: 0, text: ['NeoCon in Chicago'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 2, value: { kind: 'money', amount: 85000, currency: 'USD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-06-08', precision: 'day', relation: 'on' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-06-05', precision: 'day', relation: 'on' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-06-11', precision: 'day', relation: 'by' } },
      target_audience: { said: 4, text: ['architects', 'interior designers', 'corporate furniture buyers'] },
      unique_design: { said: 4, text: ['row of chairs facing a big window-like lightbox'] },
      brand_value: { said: 'asked', text: ['Quiet comfort', 'Made in Quebec', 'noise of the show drops away'] },
      preferred_style: { said: 'asked', text: ['Scandinavian', 'minimal', 'light wood'] },
      key_considerations: { said: 'asked', text: ['Bilingual signage', 'reusable'] },
    },
  },
  {
    id: 'heldout77-residential-en-minneapolis-condo-piano',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi, I'm retiring in June and downsizing from our family house into a two-bedroom condo in the North Loop in Minneapolis. The building went up in 1999 and the unit hasn't been touched since. Do you take on condo projects, or mostly houses?",
      "It's about 1,180 sq ft, two bed, two bath, open living and dining. The kitchen has dark cherry cabinets and the bathrooms have those beige tiles everywhere. And I have a baby grand piano that has to come with me, that's non-negotiable 🎹",
      "What should I have ready for a first meeting? I have the floor plan from the HOA and I can take photos.",
      "It'll just be me and my cat, Brahms. I still teach a few private students at home, so there'll be kids in and out twice a week. I'd love it to feel light and calm, sort of Scandinavian but not cold.",
      "I close on it March 15 and I'd like to move in by the end of July. Budget is $60-75k. Is that enough to do the kitchen, both baths and the floors?",
    ],
    whenAsked: {
      key_considerations: 'The piano needs a good spot away from the windows and the heat, and I want quiet floors for the neighbors below.',
    },
    otherwise: "Oh, I don't mind either way. Whatever you think.",
    expected: {
      project_background: { said: 0, text: ['downsizing', 'two-bedroom condo'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['North Loop'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 27, unit: 'years' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1180, unit: 'ft2' } },
      layout: { said: 1, text: ['two bed, two bath', 'open living and dining'] },
      problem_need: { said: 1, text: ['dark cherry cabinets', 'beige tiles everywhere'] },
      important_collections: { said: 1, text: ['baby grand piano'] },
      target_audience: { said: 3, text: ['me and my cat'] },
      lifestyle: { said: 3, text: ['teach a few private students at home'] },
      preferred_style: { said: 3, text: ['light and calm', 'Scandinavian but not cold'] },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by', part: 'late' } },
      budget: { said: 4, value: { kind: 'money', amount: 60000, max: 75000, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['away from the windows', 'quiet floors'] },
    },
  },
  {
    id: 'heldout77-other-en-vermont-trail-signage',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi! I'm the volunteer coordinator for the Mad River Land Trust in Waitsfield, Vermont. We just opened a 340-acre preserve to the public and people keep getting lost 😅 We need trailhead signs, trail markers and a printed trail map. Do you do this kind of thing, or just interiors and logos?",
      "Is there a nonprofit discount?",
      "Visitors are mostly local families, dog walkers, and in the fall a lot of leaf-peepers from Boston and New York who don't know the area at all. The signs have to make sense to someone who's never been in the woods.",
      "We'd love everything installed once mud season ends, so realistically the design done by April 30. Who usually makes the actual signs, you or a fabricator?",
      "Our board has final say and they only meet the first Tuesday of the month, so I'd be your contact and I'd bring the designs to them. Sorry, I know that's slow, is that a problem for you?",
    ],
    whenAsked: {
      preferred_style: 'Rustic but readable. Like national park signs but a bit more modern.',
      colors_and_elements: 'Forest green and a warm birch color. Maybe little drawings of the birds you see out there. Nothing neon.',
    },
    otherwise: "Good question, you're the experts, you decide.",
    expected: {
      project_background: { said: 0, text: ['Mad River Land Trust', 'opened a 340-acre preserve to the public'] },
      problem_need: { said: 0, text: ['people keep getting lost'] },
      other_design_requirements: { said: 0, text: ['trailhead signs', 'trail markers', 'printed trail map'] },
      address: { said: 0, text: ['Waitsfield, Vermont'] },
      target_audience: { said: 2, text: ['local families', 'dog walkers', 'leaf-peepers'] },
      key_considerations: { said: 2, text: ["make sense to someone who's never been in the woods"] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      collaboration_notes: { said: 4, text: ['board has final say', 'first Tuesday of the month', "I'd be your contact"] },
      preferred_style: { said: 'asked', text: ['Rustic but readable', 'national park signs'] },
      colors_and_elements: { said: 'asked', text: ['Forest green', 'warm birch color', 'Nothing neon'] },
    },
  },
  {
    id: 'heldout77-brand-zh-yancheng-herbal-shop-rebrand',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們家是高雄鹽埕的老中藥行，叫「春和堂」，阿公1968年開的，現在換我接手。因為要開始賣漢方茶包，想把品牌翻新，做一套完整的品牌識別。想先問一下，你們有做過這種老店翻新的案子嗎？',
      '店名是阿公取的，他說「春和」是希望客人吃了藥，身體會像春天一樣和暖。這個名字我一定會保留。',
      '我們現在賣的有漢方茶包、四物飲，還有傳統的藥材配方，之後主力會放在茶包。',
      '請問整套品牌識別做下來大概要多久？費用大概落在什麼區間？我想先有個概念再跟家裡討論。',
      '最大的問題是年輕人都覺得中藥行很老氣，經過門口也不敢走進來，我希望他們會願意買茶包回去喝。還有商標我們還沒去註冊，這個需要準備什麼資料嗎？',
      '喔對，希望6月前可以換上新的識別，7月要去擺文創市集。風格的話我很喜歡日本老鋪那種，復古但乾淨，這種你們做得出來嗎？'
    ],
    whenAsked: {
      need_registration_assistance: '好啊，麻煩你們幫忙，我自己完全不懂',
      brand_website: '只有FB粉專，搜尋「鹽埕春和堂」就找得到',
      target_audience: '25到40歲的上班族，在意養生，但不想喝很苦的東西',
      colors_and_elements: '招牌上的墨綠色想留著，不要大紅色',
      key_considerations: '不要把老店的味道丟掉，老客人也要認得出來'
    },
    otherwise: '這個我沒什麼想法，你們專業的決定就好',
    expected: {
      project_background: { said: 0, text: ['老中藥行', '品牌翻新', '漢方茶包'] },
      address: { said: 0, text: ['高雄鹽埕'] },
      brand_name_story: { said: 1, text: ['阿公取的', '像春天一樣和暖'] },
      products_or_services: { said: 2, text: ['漢方茶包', '四物飲', '藥材配方'] },
      problem_need: { said: 4, text: ['很老氣', '不敢走進來'] },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      preferred_style: { said: 5, text: ['日本老鋪', '復古但乾淨'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['鹽埕春和堂'] },
      target_audience: { said: 'asked', text: ['25到40歲', '在意養生'] },
      colors_and_elements: { said: 'asked', text: ['墨綠色', '不要大紅色'] },
      key_considerations: { said: 'asked', text: ['老店的味道'] }
    }
  },
  {
    id: 'heldout77-packaging-zh-vancouver-chili-oil-jar',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      'Hi 我在溫哥華，台灣人，自己做台式麻辣油，牌子叫「阿蘭辣」，現在在這邊的農夫市集賣，也有放在幾家亞洲超市寄賣。目前就是普通玻璃罐貼手寫貼紙，想請你們重新設計包裝。想問一下你們有接海外的案子嗎？',
      '辣油是用四川花椒跟台灣的紅蔥頭一起炸的，拌麵、沾水餃都很搭，開了冷藏可以放三個月。',
      '一罐200ml，想維持玻璃罐加標籤，然後另外做一個三罐裝的禮盒，聖誕節跟過年送人用。',
      '請問你們流程是怎麼跑的？會先提幾個方向給我選嗎？改稿可以改幾次？',
      '這邊的食品標籤規定要英法雙語，還要有營養標示，這個你們熟嗎？我最擔心的就是這塊，印錯就整批不能賣了',
      '4月中以前要好喔'
    ],
    whenAsked: {
      unique_selling_point: '這邊的辣油大多是中式的，我的有紅蔥頭的香味，台灣人吃了會想家',
      target_audience: '一半是海外的台灣人，一半是愛吃辣的本地年輕人',
      preferred_style: '有點台味的復古，像以前的柑仔店',
      colors_and_elements: '紅色可以，想放一隻辣椒的插圖',
      preferred_materials: '罐子一樣用玻璃罐，禮盒想用紙的，不要塑膠'
    },
    otherwise: '都可以，你們覺得好就好',
    expected: {
      project_background: { said: 0, text: ['台式麻辣油', '手寫貼紙', '重新設計包裝'] },
      address: { said: 0, text: ['溫哥華'] },
      sales_channels: { said: 0, text: ['農夫市集', '亞洲超市'] },
      product_description: { said: 1, text: ['四川花椒', '紅蔥頭', '拌麵'] },
      specification: { said: 2, text: ['200ml', '三罐裝'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      key_considerations: { said: 4, text: ['英法雙語', '營養標示'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'mid', relation: 'by' } },
      unique_selling_point: { said: 'asked', text: ['紅蔥頭的香味', '台灣人吃了會想家'] },
      target_audience: { said: 'asked', text: ['海外的台灣人', '愛吃辣的本地年輕人'] },
      preferred_style: { said: 'asked', text: ['台味的復古', '柑仔店'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '辣椒的插圖'] },
      preferred_materials: { said: 'asked', text: ['玻璃罐', '紙的', '不要塑膠'] }
    }
  },
  {
    id: 'heldout77-website-zh-xitun-yoga-booking-asks-price',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我在台中西屯開了一間小小的瑜伽教室，叫「呼吸瑜伽」，開三年了。現在學生都用LINE私訊跟我約課，我一個人根本回不完😵 想做一個可以線上預約的網站',
      '目前沒有網站喔，只有IG：@breathe.yoga.tc',
      '你們有做過瑜伽或健身房的網站嗎？可以給我看看嗎？',
      '頁面的話我想要首頁、老師介紹、課表、線上預約、價目表。啊做好之後課表我可以自己改嗎？我們每個月都會調',
      '語言要中文跟英文，有不少外籍學生。大概要做多久呢？希望4月前可以上線，5月要開空中瑜伽的新課',
      '要先準備什麼嗎？照片要我自己拍？'
    ],
    whenAsked: {
      budget: '嗯…一般像這樣的網站大概要多少啊？你們要不要先報個價給我看看？',
      target_audience: '25到45歲的女生居多，很多是附近的上班族，下班來上課',
      competitors: '我覺得Yoga Lab的網站蠻好看的，簡單又清楚',
      preferred_style: '溫暖、自然，有呼吸感，不要太商業',
      key_considerations: '預約一定要簡單，手機上兩三步就要完成'
    },
    otherwise: '這個我不太懂耶，你們建議就好',
    expected: {
      project_background: { said: 0, text: ['瑜伽教室', '開三年'] },
      address: { said: 0, text: ['台中西屯'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 0, text: ['LINE私訊', '回不完'] },
      url: { said: 1, text: ['@breathe.yoga.tc'] },
      main_pages: { said: 3, text: ['首頁', '老師介紹', '課表', '線上預約', '價目表'] },
      languages: { said: 4, text: ['中文', '英文'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['25到45歲的女生', '上班族'] },
      competitors: { said: 'asked', text: ['Yoga Lab'] },
      preferred_style: { said: 'asked', text: ['溫暖', '有呼吸感', '不要太商業'] },
      key_considerations: { said: 'asked', text: ['預約一定要簡單', '兩三步'] }
    }
  },
  {
    id: 'heldout77-commercial-zh-zhongli-pet-grooming-fee-questions',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我要在桃園中壢開一家寵物美容店，店名叫「毛孩澡堂」，店面已經租好了，一樓，大約22坪，想找人做室內設計。請問你們有做過寵物相關的店嗎？',
      '設計費是怎麼算的？照坪數嗎？施工也可以一起包嗎？',
      '預算的部分裝修含設計我抓80到100萬，希望5月初可以開幕。',
      '最頭痛的就是毛跟味道。我之前在別家店當美容師，那家通風沒做好，整間都是狗味，所以這次通風跟洗澡區的排水一定要做好。另外我想讓客人在外面就能透過玻璃看到我們幫狗狗洗澡，他們會比較放心。',
      '要先準備什麼嗎？房東有給我平面圖，要傳給你們嗎？',
      '風格喜歡明亮乾淨、有木頭溫暖感的，不要冷冰冰像醫院。顏色想用奶茶色配白色'
    ],
    whenAsked: {
      brand_value: '讓毛孩跟主人都安心，就像把小孩交給信任的保母一樣',
      target_audience: '住附近的年輕家庭跟上班族，養小型犬和貓的居多',
      competitive_advantage: '我們一次只接一隻，不用關籠子等',
      key_considerations: '好清潔，地板要防滑，狗狗才不會滑倒'
    },
    otherwise: '這個還沒想到，可以再跟你們討論',
    expected: {
      project_background: { said: 0, text: ['寵物美容店', '室內設計'] },
      address: { said: 0, text: ['桃園中壢'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 22, unit: 'ping' } },
      budget: { said: 2, value: { kind: 'money', amount: 800000, max: 1000000, currency: 'TWD' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'early', relation: 'on' } },
      problem_need: { said: 3, text: ['毛跟味道', '通風', '排水'] },
      unique_design: { said: 3, text: ['透過玻璃看到'] },
      preferred_style: { said: 5, text: ['明亮乾淨', '木頭溫暖感', '不要冷冰冰'] },
      colors_and_elements: { said: 5, text: ['奶茶色', '白色'] },
      brand_value: { said: 'asked', text: ['安心', '信任的保母'] },
      target_audience: { said: 'asked', text: ['年輕家庭', '小型犬和貓'] },
      competitive_advantage: { said: 'asked', text: ['一次只接一隻', '不用關籠子'] },
      key_considerations: { said: 'asked', text: ['好清潔', '防滑'] }
    }
  },
  {
    id: 'heldout77-exhibition-zh-shetou-socks-nangang-first-booth',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，我們是彰化社頭的襪子工廠，做機能運動襪三十年了，以前都是幫國外品牌代工，今年第一次用自己的品牌「步力」去參加3月在南港展覽館的運動用品展。',
      '攤位3x6，18平方米，是角落的。想問你們有做過南港展館的案子嗎？',
      '時間是3/24進場、3/26開幕、3/29撤場。現在才找設計，這樣設計加施工還來得及嗎？',
      '主要想接觸國外的買家跟代理商，尤其日本跟歐洲。我們想讓人可以現場摸到襪子，最好有一區可以坐下來試穿。',
      '需要電，要打燈還有一台螢幕播工廠的影片，水就不用了。電是我們要自己跟主辦單位申請，還是你們會處理？',
      '預算老闆說40萬以內，這樣一般做得到嗎？'
    ],
    whenAsked: {
      brand_value: '台灣製造的品質，穿一整天腳都不會累',
      preferred_style: '簡潔、有運動感，不要太花',
      key_considerations: '第一次自己的品牌參展，要看起來專業，不要像工廠'
    },
    otherwise: '這部分沒意見，你們建議就好',
    expected: {
      project_background: { said: 0, text: ['襪子工廠', '第一次', '運動用品展'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-24', precision: 'day', relation: 'on' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-26', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-29', precision: 'day', relation: 'on' } },
      target_audience: { said: 3, text: ['國外的買家', '代理商'] },
      unique_design: { said: 3, text: ['摸到襪子', '坐下來試穿'] },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 5, value: { kind: 'money', amount: 400000, bound: 'at_most', currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['台灣製造', '不會累'] },
      preferred_style: { said: 'asked', text: ['簡潔', '運動感'] },
      key_considerations: { said: 'asked', text: ['看起來專業', '不要像工廠'] }
    }
  },
  {
    id: 'heldout77-residential-zh-luodong-parents-townhouse-from-singapore',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我人在新加坡工作，想幫爸媽把宜蘭羅東的老家翻新，是三層樓的透天厝，屋齡大概40年了。我人不在台灣，這樣可以遠端溝通嗎？',
      '現在是4房2廳3衛，總共大概45坪。爸媽都70幾歲了，爸爸膝蓋不好，每天爬樓梯很辛苦，浴室又濕又滑，我最擔心這個。',
      '想問一下老屋翻新一坪大概要多少錢？我姊說她朋友在礁溪翻新差不多的透天，花了快300萬。我們是希望控制在250萬左右啦。',
      '是不是要先做結構或漏水的檢查？',
      '我大概每兩個月回台灣一次，可以那時候約看現場，其他時間就視訊。最後決定是我跟我姊一起。',
      '希望9月底前可以搬回去住，爸媽想在家裡過中秋'
    ],
    whenAsked: {
      lifestyle: '爸媽早睡早起，媽媽每天都在廚房煮飯，爸爸喜歡在騎樓泡茶',
      preferred_style: '簡單溫馨就好，不要太新潮，爸媽會不習慣',
      key_considerations: '安全第一，樓梯跟浴室都要有扶手，地板不要有高低差'
    },
    otherwise: '這個我要再問問爸媽，先照你們的建議',
    expected: {
      project_background: { said: 0, text: ['老家翻新', '透天厝'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 40, unit: 'years' } },
      address: { said: 0, text: ['宜蘭羅東'] },
      layout: { said: 1, text: ['4房2廳3衛'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 45, unit: 'ping' } },
      target_audience: { said: 1, text: ['爸媽', '70幾歲'] },
      problem_need: { said: 1, text: ['爬樓梯很辛苦', '又濕又滑'] },
      budget: { said: 2, value: { kind: 'money', amount: 2500000, currency: 'TWD' } },
      collaboration_notes: { said: 4, text: ['每兩個月回台灣一次', '視訊', '我跟我姊'] },
      move_in_date: { said: 5, value: { kind: 'date', date: '2026-09-01', precision: 'month', part: 'late', relation: 'by' } },
      lifestyle: { said: 'asked', text: ['早睡早起', '廚房煮飯', '騎樓泡茶'] },
      preferred_style: { said: 'asked', text: ['簡單溫馨', '不要太新潮'] },
      key_considerations: { said: 'asked', text: ['安全第一', '扶手', '高低差'] }
    }
  },
  {
    id: 'heldout77-other-zh-guangfu-tribe-guide-map-signs',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是花蓮光復一個部落的社區發展協會，今年有拿到補助，要做部落的導覽地圖跟解說牌。請問你們有做過這種地圖的案子嗎？',
      '內容大概是一份摺頁的手繪導覽地圖，還有8面戶外解說牌，會放在部落裡重要的地方，像聚會所、老樹、水圳旁邊。',
      '補助要在10月底前結案，所以設計最晚8月要完成，後面還要印刷跟施工。這樣時間夠嗎？',
      '現在遊客來都只是拍照打卡就走，根本不知道這些地方的故事，我們希望他們能慢下來、認識部落。之後如果做得不錯，也想再做部落的明信片跟文創商品。',
      '請問要怎麼收費？我們要拿估價單去核銷，你們可以開發票嗎？',
      '還有，文字跟老照片是我們要先準備好嗎？族語的部分有老師可以幫忙。設計稿要拿到部落會議給大家看過，最後由理事長決定。'
    ],
    whenAsked: {
      target_audience: '來花東旅行的遊客，很多是騎單車的，還有學校來戶外教學的',
      preferred_style: '手繪、溫暖，要有部落的味道，但不要亂用刻板印象的圖騰',
      colors_and_elements: '可以用檳榔樹、水圳、稻田這些元素',
      key_considerations: '內容一定要經過部落耆老確認'
    },
    otherwise: '這個我們開會再討論看看，先這樣',
    expected: {
      project_background: { said: 0, text: ['社區發展協會', '導覽地圖', '解說牌'] },
      address: { said: 0, text: ['花蓮光復'] },
      other_design_requirements: { said: 1, text: ['手繪導覽地圖', '8面戶外解說牌'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      problem_need: { said: 3, text: ['拍照打卡就走', '慢下來'] },
      plans_after_project: { said: 3, text: ['明信片', '文創商品'] },
      collaboration_notes: { said: 5, text: ['部落會議', '理事長決定'] },
      target_audience: { said: 'asked', text: ['花東旅行的遊客', '騎單車', '戶外教學'] },
      preferred_style: { said: 'asked', text: ['手繪', '部落的味道', '刻板印象的圖騰'] },
      colors_and_elements: { said: 'asked', text: ['檳榔樹', '水圳', '稻田'] },
      key_considerations: { said: 'asked', text: ['部落耆老確認'] }
    }
  },
  {
    id: 'heldout77-brand-ko-sydney-bapsim',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 660,
    messages: [
      "안녕하세요, 시드니 스트라스필드에서 한식 도시락이랑 케이터링 하고 있어요. 가게 이름은 '밥심'인데 지금까지 로고도 없이 제가 캔바로 대충 만든 걸 써왔거든요. 이번에 로고부터 브랜드 아이덴티티 전체를 제대로 만들고 싶어요. 혹시 해외에 있는 가게도 작업해 주시나요?",
      "밥심은 엄마가 맨날 '한국 사람은 밥심으로 산다'고 하셨던 말에서 따왔어요. 손님 대부분이 시티 회사원이랑 한국 음식 좋아하는 현지 호주 사람들이라 점심에 든든하게 먹고 힘내라는 뜻이에요. 근데 이런 작업은 보통 비용이 어느 정도 나와요? 호주 달러로 대충 알려주시면 좋겠어요",
      "기간은 얼마나 걸려요? 3월에 시티에 두 번째 지점을 여는데 그 전에 간판이랑 도시락 스티커까지 다 나와야 하거든요",
      "호주 사람들도 쉽게 읽을 수 있게 영어 이름이 같이 들어가야 해요. 그래도 한글은 꼭 살리고 싶고, 한국 식당에 흔한 빨강 검정 조합은 피하고 싶어요. 비슷한 식당 브랜딩 해보신 거 있으면 포트폴리오 볼 수 있을까요?",
      "상표는 아직이에요. 호주에서도 따로 등록해야 하는 건지 잘 모르겠어서요. 그런 것도 도와주실 수 있어요?"
    ],
    whenAsked: {
      need_registration_assistance: '네, 해주시면 너무 좋죠',
      preferred_style: '따뜻하고 깔끔한 느낌이요. 집밥 같은데 촌스럽진 않게요',
      brand_website: '인스타 @bapsim.syd 하나 있어요',
      problem_need: '케이터링 견적 보낼 때 로고가 아마추어 같아서 회사들이 신뢰를 안 하는 것 같아요'
    },
    otherwise: '그건 잘 모르겠어요. 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['로고부터 브랜드 아이덴티티 전체'] },
      address: { said: 0, text: ['스트라스필드'] },
      products_or_services: { said: 0, text: ['한식 도시락', '케이터링'] },
      brand_name_story: { said: 1, text: ['한국 사람은 밥심으로 산다', '든든하게 먹고 힘내라는'] },
      target_audience: { said: 1, text: ['시티 회사원', '현지 호주 사람들'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      other_design_requirements: { said: 2, text: ['간판', '도시락 스티커'] },
      key_considerations: { said: 3, text: ['영어 이름이 같이 들어가야'] },
      colors_and_elements: { said: 3, text: ['한글은 꼭 살리고', '빨강 검정 조합은 피하고'] },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      preferred_style: { said: 'asked', text: ['따뜻하고 깔끔한', '촌스럽진 않게'] },
      brand_website: { said: 'asked', text: ['@bapsim.syd'] },
      problem_need: { said: 'asked', text: ['아마추어 같아서', '신뢰를 안 하는'] }
    }
  },
  {
    id: 'heldout77-packaging-ko-yeongju-apple-chips',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 영주에서 사과 농사짓는 부부예요. 모양 때문에 못 파는 못난이 사과로 사과칩을 만들어 파는데, 지금은 지퍼백에 스티커 하나 붙여서 팔고 있어요ㅠ 이번에 제대로 된 파우치랑 명절 선물세트를 만들고 싶은데 디자인 맡기기 전에 저희가 준비해야 할 게 있을까요?',
      '설탕이나 기름 하나도 안 넣고 저온으로 36시간 말려요. 그래서 바삭하다기보다 살짝 쫀득해요. 한 봉에 30g이고 선물세트에는 6봉 넣으려고요',
      '디자인 비용은 보통 어떻게 받으세요? 파우치랑 박스면 따로따로 계산하시나요?',
      '지금은 아이 간식 찾는 엄마들이 제일 많이 사 가요. 스마트스토어랑 영주 하나로마트에서 팔고 가끔 서울 마르쉐 장터에도 나가요',
      '8월 말까지는 디자인이 끝나야 추석 물량 찍을 수 있대요. 그리고 인쇄는 어디서 하는지도 알려주실 수 있어요? 저희는 처음이라서요. 종이 파우치도 되는지 궁금하고요'
    ],
    whenAsked: {
      preferred_materials: '크라프트지면 좋겠어요. 비닐은 최대한 줄이고 싶어요',
      preferred_style: '농장 느낌 나는 따뜻한 일러스트요',
      colors_and_elements: '사과 빨간색이랑 초록 잎은 넣어주세요. 너무 유치한 캐릭터는 싫어요',
      key_considerations: '무첨가라는 게 한눈에 보였으면 좋겠어요'
    },
    otherwise: '그건 상관없어요~',
    expected: {
      project_background: { said: 0, text: ['사과 농사짓는 부부'] },
      address: { said: 0, text: ['영주'] },
      product_description: { said: 0, text: ['못난이 사과로 사과칩'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      problem_need: { said: 0, text: ['지퍼백에 스티커 하나'] },
      unique_selling_point: { said: 1, text: ['설탕이나 기름 하나도 안 넣고', '저온으로 36시간'] },
      specification: { said: 1, text: ['30g', '6봉'] },
      target_audience: { said: 3, text: ['아이 간식 찾는 엄마들'] },
      sales_channels: { said: 3, text: ['스마트스토어', '하나로마트', '마르쉐 장터'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'late', relation: 'by' } },
      preferred_materials: { said: 'asked', text: ['크라프트지'] },
      preferred_style: { said: 'asked', text: ['농장 느낌', '따뜻한 일러스트'] },
      colors_and_elements: { said: 'asked', text: ['사과 빨간색', '초록 잎', '유치한 캐릭터는 싫어요'] },
      key_considerations: { said: 'asked', text: ['무첨가라는 게 한눈에'] }
    }
  },
  {
    id: 'heldout77-website-ko-berlin-korean-school',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 60,
    messages: [
      '안녕하세요. 베를린 크로이츠베르크에서 작은 한국어 학원을 하고 있어요. 수강생이 많이 늘어서 지금 쓰는 윅스 페이지로는 수업 신청 받고 관리하는 게 한계예요. 그래서 새로 만들려고 합니다',
      '지금 주소는 koreanisch-berlin.de 예요. 학생은 대부분 K팝이나 드라마 보고 한국어 시작한 20대 독일 대학생들이고, 요즘은 한국인 배우자 둔 분들도 꽤 와요',
      '독일어랑 영어는 필수고 한국어 페이지도 있으면 좋겠어요. 혹시 독일어 사이트도 만들어 보신 적 있나요? 번역은 제가 할 수 있어요',
      '페이지는 홈, 강좌 소개, 선생님 소개, 수업 예약, 자주 묻는 질문 정도 생각해요. 예약 페이지에서 바로 결제까지 되면 좋겠는데 그것도 가능해요? 그리고 만드는 데 보통 얼마나 걸리나요?',
      '새 학기가 4월에 시작해서 3월 중순까지는 열려야 해요',
      '괴테 인스티튜트 사이트처럼 강좌 찾기 쉬운 구조가 좋더라고요. 아, 오픈한 다음에 시간표는 제가 직접 고칠 수 있는 건가요?'
    ],
    whenAsked: {
      category: '예약 사이트요. 수업 신청이랑 결제가 제일 중요해요',
      budget: '음… 보통 이 정도 사이트면 얼마나 들어요? 들어보고 정할게요',
      preferred_style: '밝고 깔끔하게요. 태극 문양 같은 너무 한국스러운 건 안 넣었으면 해요',
      key_considerations: '모바일에서 예약이 편해야 해요. 학생들이 다 폰으로 신청하거든요'
    },
    otherwise: '특별히 없어요. 추천해 주시는 대로 할게요',
    expected: {
      project_background: { said: 0, text: ['한국어 학원'] },
      address: { said: 0, text: ['크로이츠베르크'] },
      problem_need: { said: 0, text: ['수업 신청 받고 관리하는 게 한계'] },
      url: { said: 1, text: ['koreanisch-berlin.de'] },
      target_audience: { said: 1, text: ['20대 독일 대학생', '한국인 배우자'] },
      languages: { said: 2, text: ['독일어', '영어', '한국어'] },
      main_pages: { said: 3, text: ['홈', '강좌 소개', '선생님 소개', '수업 예약', '자주 묻는 질문'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'mid', relation: 'by' } },
      competitors: { said: 5, text: ['괴테 인스티튜트'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      preferred_style: { said: 'asked', text: ['밝고 깔끔하게', '태극 문양'] },
      key_considerations: { said: 'asked', text: ['모바일에서 예약이 편해야'] }
    }
  },
  {
    id: 'heldout77-commercial-ko-gwangju-wine-bar',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '광주 동명동에 내추럴 와인바 준비하고 있습니다. 2층 상가 18평이고 원래 옷가게 하던 자리라 철거부터 해야 해요. 요즘 인테리어 평당 얼마 정도 잡으면 되나요?',
      '예산은 철거 포함해서 6천 안쪽으로 보고 있어요',
      '오픈은 5월 초 목표예요. 설계부터 공사까지 하면 그 일정이 가능할까요?',
      '근처에 와인바가 세 군데 있는데 다 어둡고 고급스럽게만 해놨더라고요. 저희는 소믈리에가 직접 잔 단위로 추천해 드리고 만 원대 글라스 와인이 많은 게 강점이에요. 퇴근하고 혼자 와도 편한 곳이었으면 합니다',
      '바 테이블은 꼭 길게 빼서 혼술 손님이 바에 앉을 수 있게 하고 싶어요. 벽 한쪽은 와인 셀러로 통째로 채우고요. 이런 와인바 작업해 보신 적 있으면 사진 좀 보여주세요',
      '아 그리고 메뉴판이랑 간판도 같이 해주시나요? 된다면 같이 맡기고 싶어요'
    ],
    whenAsked: {
      target_audience: '30대 직장인이요. 와인 잘 몰라도 부담 없이 오는 분들',
      preferred_style: '따뜻한 우드에 조명은 낮게요. 근데 너무 어둡지는 않게',
      colors_and_elements: '테라코타 색 좋아해요. 금색 장식은 빼주세요',
      problem_need: '2층이라 길에서 잘 안 보이는 게 제일 걱정이에요. 처음 오는 사람도 올라오고 싶게 만들고 싶어요',
      key_considerations: '환기랑 방음이요. 위층이 주거라서요'
    },
    otherwise: '그건 맡기겠습니다',
    expected: {
      project_background: { said: 0, text: ['내추럴 와인바', '철거부터'] },
      address: { said: 0, text: ['동명동'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      budget: { said: 1, value: { kind: 'money', amount: 60000000, bound: 'at_most', currency: 'KRW' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'early', relation: 'on' } },
      competitive_advantage: { said: 3, text: ['잔 단위로 추천', '만 원대 글라스 와인'] },
      brand_value: { said: 3, text: ['혼자 와도 편한 곳'] },
      unique_design: { said: 4, text: ['바 테이블은 꼭 길게', '와인 셀러로 통째로'] },
      other_design_requirements: { said: 5, text: ['메뉴판이랑 간판'] },
      target_audience: { said: 'asked', text: ['30대 직장인', '와인 잘 몰라도'] },
      preferred_style: { said: 'asked', text: ['따뜻한 우드', '조명은 낮게'] },
      colors_and_elements: { said: 'asked', text: ['테라코타', '금색 장식은 빼주세요'] },
      problem_need: { said: 'asked', text: ['길에서 잘 안 보이는'] },
      key_considerations: { said: 'asked', text: ['환기랑 방음'] }
    }
  },
  {
    id: 'heldout77-exhibition-ko-icheon-pottery-coex',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '이천에서 도자기 공방을 하고 있습니다. 3월에 코엑스 리빙페어에 처음으로 부스를 내게 됐어요. 식기랑 화병 위주로 전시할 거고 부스는 3x6m 받았습니다',
      '전시 첫날이 3월 5일이고 4일에 반입, 8일 끝나고 바로 철수래요',
      '부스 디자인은 보통 비용이 어느 정도예요? 저희는 시공까지 1500만원 안에서 하고 싶은데 그게 현실적인 금액인지 모르겠어요',
      '백화점 바이어들이랑 편집숍 사장님들 만나는 게 제일 큰 목표예요. 흙 만지는 손맛이랑 하나하나 다른 유약 색을 느끼고 가셨으면 좋겠어요',
      '그릇을 손으로 만져볼 수 있게 낮은 좌대가 많았으면 해요. 물레 시연도 하고 싶은데 그러면 물이랑 전기 다 필요하겠죠?',
      '혹시 저희 같은 작은 공방 부스도 해보셨어요? 포트폴리오 있으면 보내주세요'
    ],
    whenAsked: {
      water_electricity_supply: '네 둘 다요. 물레 돌리려면 물이 있어야 해서요',
      preferred_style: '미니멀하게, 나무랑 흰 벽 정도로 차분했으면 해요',
      key_considerations: '그릇이 깨지지 않게 진열대가 튼튼해야 해요. 관람객이 많이 만지니까요'
    },
    otherwise: '그건 잘 몰라서요, 추천해 주세요',
    expected: {
      project_background: { said: 0, text: ['도자기 공방', '식기랑 화병'] },
      address: { said: 0, text: ['코엑스'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-05', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-03-04', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-03-08', precision: 'day', relation: 'on' } },
      budget: { said: 2, value: { kind: 'money', amount: 15000000, bound: 'at_most', currency: 'KRW' } },
      target_audience: { said: 3, text: ['백화점 바이어', '편집숍 사장님'] },
      brand_value: { said: 3, text: ['흙 만지는 손맛', '다른 유약 색'] },
      unique_design: { said: 4, text: ['낮은 좌대', '물레 시연'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
      preferred_style: { said: 'asked', text: ['미니멀하게', '나무랑 흰 벽'] },
      key_considerations: { said: 'asked', text: ['진열대가 튼튼해야'] }
    }
  },
  {
    id: 'heldout77-residential-ko-yangpyeong-retiree-house',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '남편이 은퇴하면서 양평 서종면에 단독주택을 하나 샀어요. 2008년에 지었으니까 18년 됐네요. 2층 집이고 건물만 42평이에요. 전체 리모델링을 생각하는데 이런 전원주택도 하시나요?',
      '1층에 거실, 주방, 방 하나, 화장실 하나 있고 2층에 방 두 개랑 화장실 하나 있어요. 제일 큰 문제는 겨울에 너무 춥다는 거예요. 창호가 오래돼서 외풍이 심하고 지난달 난방비가 80만원 나왔어요',
      '견적은 현장 보고 나서 주시는 거죠? 저희는 대략 1억에서 1억 2천 정도 생각하고 있어요',
      '저희 부부랑 진돗개 한 마리 살고요, 손주들이 주말마다 놀러 와요. 남편은 목공이 취미라 창고 옆에 작은 작업실이 있으면 좋겠대요',
      '지금 사는 분당 아파트를 6월 말에 비워줘야 해서 그 전엔 들어가야 해요. 공사하는 동안 저희가 자주 가봐야 하나요? 분당에서 차로 한 시간 걸려서요',
      '아 그리고 책이 많아서… 아니 사실 책보다 남편 LP가 2천 장 넘어요ㅎㅎ 그거 꽂을 자리가 꼭 있어야 해요'
    ],
    whenAsked: {
      preferred_style: '따뜻한 목조 느낌이요. 북유럽 스타일 좋아해요',
      key_considerations: '단열이 제일이고요, 나이 드니까 계단 난간이랑 화장실 미끄럼 방지 신경 써주세요'
    },
    otherwise: '그건 괜찮아요. 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 0, text: ['서종면'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 42, unit: 'pyeong' } },
      layout: { said: 1, text: ['방 하나', '2층에 방 두 개'] },
      problem_need: { said: 1, text: ['외풍이 심하고', '난방비'] },
      budget: { said: 2, value: { kind: 'money', amount: 100000000, max: 120000000, currency: 'KRW' } },
      target_audience: { said: 3, text: ['진돗개', '손주들'] },
      lifestyle: { said: 3, text: ['목공이 취미', '작업실'] },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'late', relation: 'by' } },
      important_collections: { said: 5, text: ['남편 LP'] },
      preferred_style: { said: 'asked', text: ['따뜻한 목조', '북유럽 스타일'] },
      key_considerations: { said: 'asked', text: ['단열이 제일', '미끄럼 방지'] }
    }
  },
  {
    id: 'heldout77-other-ko-vancouver-hotdog-truck',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: -480,
    messages: [
      '안녕하세요! 캐나다 밴쿠버에서 한국식 핫도그 푸드트럭을 하고 있어요. 트럭을 한 대 새로 샀는데 외관 래핑 디자인을 맡기고 싶어요. 혹시 차량 래핑도 하세요?',
      '인쇄랑 시공은 여기 현지 업체에서 할 거라 디자인 파일만 받으면 돼요. 그렇게도 진행되죠?',
      '지금 트럭은 그냥 흰색이라 멀리서 보면 뭐 파는 데인지 몰라요. 축제 때 줄 선 사람들이 사진 찍고 싶어지는 트럭이었으면 해요',
      '손님은 현지 10대 20대가 많아요. 한국 드라마 보고 찾아오는 애들이요. 근데 이런 건 보통 디자인비가 얼마예요? 캐나다 달러로요',
      '5월 롱위크엔드부터 축제 시즌이라 4월 말까지는 파일 받아야 해요',
      '한글로 핫도그 크게 쓰고 치즈 늘어나는 그림은 꼭 넣어주세요! 그리고 내년에 트럭 한 대 더 늘릴 건데 그때도 그대로 쓸 수 있게 해주세요'
    ],
    whenAsked: {
      preferred_style: '팝하고 재밌게요. 만화 같은 느낌',
      key_considerations: '영어 메뉴랑 가격이 멀리서도 잘 보여야 해요'
    },
    otherwise: '음 그건 잘 모르겠어요ㅎㅎ 편하게 해주세요',
    expected: {
      project_background: { said: 0, text: ['한국식 핫도그 푸드트럭'] },
      address: { said: 0, text: ['밴쿠버'] },
      other_design_requirements: { said: 0, text: ['외관 래핑 디자인'] },
      collaboration_notes: { said: 1, text: ['디자인 파일만 받으면'] },
      problem_need: { said: 2, text: ['뭐 파는 데인지 몰라요', '사진 찍고 싶어지는'] },
      target_audience: { said: 3, text: ['현지 10대 20대', '한국 드라마'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      colors_and_elements: { said: 5, text: ['한글로 핫도그', '치즈 늘어나는 그림'] },
      plans_after_project: { said: 5, text: ['트럭 한 대 더'] },
      preferred_style: { said: 'asked', text: ['팝하고 재밌게', '만화 같은'] },
      key_considerations: { said: 'asked', text: ['영어 메뉴랑 가격'] }
    }
  },
];
