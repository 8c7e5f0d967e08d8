import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A seventy-first batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: an ordinary week: visitors as they come,
 * chatty or terse, sure or unsure, some telling their story first and some only answering. Written in session 34 and
 * played once on f2d1cc18, before any change for it. Each writer's own notes follow, and each conversation has a comment of
 * what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (en-US, batch 71: an ordinary week)
 * brand: Dani, 34, Tucson groomer going solo with a mobile van; chatty, story first, lowercase, name story, a wrap-shop quote and wrap date that are not the deadline.
 * packaging: Ray, 58, family green chile hot sauce in Las Cruces; terse, only answers, labels only, a grocery launch that is not the deadline.
 * website: Theresa, 52, office manager of her husband's plumbing & heating company in St. Paul; chatty, unsure, budget as a range next to a rival quote.
 * commercial: Marcus, 38, barber opening his own shop in East Atlanta Village; run-ons, no punctuation, free-rent dates that are not the opening date.
 * exhibition: Naomi, 44, Portland ceramics maker at Maison&Objet in Paris; excited and sure, company city vs venue, booth fee vs design budget, three show dates.
 * residential: Ana, 37, family of four plus her mom in a 1958 Sacramento ranch; unsure, corrects the square footage, closing date and mom's move are not move-in.
 * other: Linda, 71, church anniversary committee in Decorah, Iowa; formal and short, logo + booklet + banner, print deadline vs celebration date.
 */
/* Writer's note (zh-TW, batch 71: an ordinary week)
 * brand:       鳳山豆花老店第二代，聊天型、愛用emoji，先講阿嬤的故事；第二間店的地點與月份是干擾項，定案期限是四月底。
 * packaging:   屏東泰武咖啡農，極簡短句沒標點，一則只講一件事；台北咖啡展是截止原因，不是地點。
 * website:     台中西屯兒童牙醫的行政，全形標點、客氣完整；15萬「以內」是上限，農曆年與台北的參考網站是干擾項。
 * commercial:  竹北寵物美容師第一次開店，不太確定，18坪（權狀）後來更正為室內約15坪，預算是區間。
 * exhibition:  虎尾毛巾廠業務，一口氣丟規格與日期（進場/展期/撤場），去年公會攤位的分攤費用是干擾項。
 * residential: 在溫哥華工作的女兒幫高雄爸媽翻修老家，先講故事；「住了二十幾年」不是屋齡，屋齡後面才查到是27年。
 * other:       成大學生做台南小吃桌遊的美術，口語、不確定；預算3萬沒有對應欄位，六月是募資上線不是期限。
 */
/* Writer's note (ko-KR, batch 71: an ordinary week)
 * brand: 대구 서문시장 방앗간을 물려받은 30대 딸. 수다스럽게 엄마 얘기부터 꺼내고, 출원 중 상표·스마트스토어 일정이 섞여 나온다.
 * packaging: 밴쿠버에서 고추장 만드는 이민자. 짧고 건조하게 답만 하는 편, 시차 있는 온라인 진행.
 * website: 광주 상무지구 필라테스 원장. 뭐가 필요한지 몰라 망설이다 예약 사이트로 스스로 정리, 예산도 자신 없는 범위.
 * commercial: 수원 돈가스집 사장. 이전 확장 이야기를 길게 하다가 예산을 나중에 정정(주방 설비 별도).
 * exhibition: 판교 펫가전 회사 해외영업 과장. Interzoo 부스 일정과 규격을 업무 메일처럼 또박또박, 물은 물통으로 해결.
 * residential: 봉천동 구축 오피스텔을 첫 집으로 산 20대 간호사. 이모지와 오타, 실평수·분양평수 헷갈림, 고양이 둘.
 * other: 대전 닭꼬치 푸드트럭 사장. 거의 말이 없고 묻는 것에만 짧게 대답(랩핑 + 메뉴판).
 */
export const seventyFirstHeldOutConversations: CorpusConversation[] = [
  // Dani Okafor, 34, has groomed dogs at a chain salon for 9 years and is starting a mobile grooming van in Tucson, AZ.
  // Chatty, lowercase, "bc", "lol", an eye-roll emoji. Tells the whole story before anything is asked.
  // Exercises: brand name story told unprompted, services as a list, a van wrap as an extra deliverable, a firm "no paw
  // prints", a logo deadline next to the wrap shop's date and price, trademark answers only when asked.
  // NOT facts: 9 years (her chain-salon career), 2019 (her dog passed), first week of April (van wrap date, not the design
  // deadline), $3,800 (wrap shop's price, not a design budget), Oro Valley and the Foothills (where customers live, not her address).
  {
    id: 'heldout71-brand-en-mobile-dog-grooming',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hi! so I'm Dani, I've been grooming dogs at one of the big chain salons for 9 years and I'm finally going out on my own with a mobile grooming van here in Tucson. I need a logo and basically the whole look, and eventually the van wrap too",
      "the name is Tumbleweed Grooming. my first dog was this scruffy terrier mix named Tumbleweed bc he literally came rolling into our yard during a monsoon storm lol. he passed in 2019 but he's the reason I do this",
      "services are full grooms, bath & brush, nail trims, deshedding. maybe teeth brushing as an add on",
      "the van gets wrapped the first week of April so I need the logo final by March 15 at the latest. the wrap shop quoted me $3,800 for the wrap itself fyi",
      "oh and pls no paw prints. every groomer in town has a paw print logo 🙄",
    ],
    whenAsked: {
      problem_need: "I need people to recognize the van when it's parked on their street and actually remember the name after",
      registration_status: "not yet",
      need_registration_assistance: "yes please, I have no idea how that works",
      brand_website: "just an instagram for now, @tumbleweedgrooms",
      target_audience: "busy dog owners, like 30 to 65, and people with anxious or older dogs who hate the salon. lots of retirees up in Oro Valley and the Foothills",
      preferred_style: "playful but not cartoony. kind of a retro desert roadside sign vibe",
      colors_and_elements: "terracotta, sage, sunset colors. no paw prints!!",
      key_considerations: "it has to read from across the street on the side of a van but also work tiny as my instagram pic",
    },
    otherwise: "no preference really",
    expected: {
      project_background: { said: 0, text: ['mobile grooming van', 'logo'] },
      address: { said: 0, text: ['Tucson'] },
      other_design_requirements: { said: 0, text: ['van wrap'] },
      brand_name_story: { said: 1, text: ['Tumbleweed', 'monsoon'] },
      products_or_services: { said: 2, text: ['full grooms', 'nail trims', 'deshedding'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      colors_and_elements: { said: 4, text: ['paw print'] },
      problem_need: { said: 'asked', text: ['recognize the van'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['tumbleweedgrooms'] },
      target_audience: { said: 'asked', text: ['anxious or older dogs'] },
      preferred_style: { said: 'asked', text: ['retro desert roadside'] },
      key_considerations: { said: 'asked', text: ['side of a van'] },
    },
  },

  // Ray Delgado, 58, makes green chile hot sauce with his daughter in Las Cruces, NM. Terse: short lines, no capitals
  // much, answers only what is asked and adds nothing. Only wants labels; the bottles exist.
  // Exercises: packaging form from "labels" in the first line, specs in one clipped line, sales channels with a named
  // grocery chain, a respectful "no" on the Zia symbol, a printer deadline next to a store launch month.
  // NOT facts: 2017 (first farmers market), 3 flavors is fine but no flavor names were given, June (the grocery launch, not the
  // design deadline), "every fall" (when they roast chile).
  {
    id: 'heldout71-packaging-en-green-chile-labels',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "need new labels for our hot sauce. 3 flavors",
      "family business in Las Cruces NM, me and my daughter. been doing farmers markets since 2017, now a grocery chain wants to carry us",
      "5 oz woozy bottles. 12 to a case",
    ],
    whenAsked: {
      product_description: "green chile hot sauce. hatch chile, garlic, lime. people put it on eggs, tacos, whatever",
      packaging_form: "just labels. we already have the bottles",
      unique_selling_point: "we roast our own hatch chile every fall. no xanthan gum no fillers",
      target_audience: "locals. and people who grew up here and miss it after they move away",
      sales_channels: "farmers markets, our website, and Lowe's Market stores starting in June",
      preferred_style: "dont know. not too fancy. something that looks like it belongs in new mexico",
      colors_and_elements: "green for the chile. no zia sun, that belongs to the pueblo and we dont want to use it",
      preferred_materials: "waterproof labels. the bottles sit in ice at the market",
      expected_deadline: "files to the printer by May 1",
      key_considerations: "each flavor has to be easy to tell apart. and the nutrition panel has to fit, the store was picky about that",
    },
    otherwise: "no",
    expected: {
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label'] } },
      project_background: { said: 1, text: ['family business', 'grocery chain'] },
      address: { said: 1, text: ['Las Cruces'] },
      specification: { said: 2, text: ['5 oz', '12 to a case'] },
      product_description: { said: 'asked', text: ['green chile hot sauce'] },
      unique_selling_point: { said: 'asked', text: ['roast our own'] },
      target_audience: { said: 'asked', text: ['locals'] },
      sales_channels: { said: 'asked', text: ['farmers markets', 'website', "Lowe's Market"] },
      preferred_style: { said: 'asked', text: ['not too fancy'] },
      colors_and_elements: { said: 'asked', text: ['green', 'zia'] },
      preferred_materials: { said: 'asked', text: ['waterproof'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['easy to tell apart', 'nutrition panel'] },
    },
  },

  // Theresa Kowalski, 52, does the books and phones for her husband's plumbing and heating company in St. Paul, MN.
  // Chatty, self-deprecating, unsure about money. Gives the URL, the problem and a budget range before being asked.
  // Exercises: budget as a hedged range next to a rival's quote, category said plainly as a company site (with a simple
  // request form, not a booking system), a competitor she admires but does not want to look like, a September 1 launch.
  // NOT facts: 2014 (when the nephew built the site), 30 calls a day, $15k and "last year" (a marketing company's quote),
  // 1978 (when the company was founded), January (when furnaces die).
  {
    id: 'heldout71-website-en-plumbing-family-company',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi there, I do the books and answer the phones for my husband's plumbing and heating company, Kowalski & Sons, we're in St. Paul. Our website was made by our nephew back in 2014 and it's... not great. It doesn't even work on a phone.",
      "It's kowalskiandsons-mn.com if you want to look, please don't judge lol",
      "Honestly the main thing is I get like 30 calls a day asking if we do furnace repair or what our hours are, and that's all stuff that should be on the website. I'd love for people to be able to request a service appointment online too.",
      "As for budget, I really don't know what websites cost. Maybe $5,000 to $8,000? A guy from a marketing company quoted us $15k last year and we about laughed him out of the office.",
    ],
    whenAsked: {
      category: "Just a regular company website. The appointment thing can be a simple form, we'll call them back.",
      main_pages: "Home, services, about us (my father-in-law started the business in 1978, people like that), service area, and contact / request service",
      languages: "Just English.",
      target_audience: "Homeowners around the Twin Cities, a lot of older folks, and landlords with rental properties. When their furnace dies in January they're panicking, they need to find our number fast.",
      competitors: "I like Standard Heating's site, they're big around here. But I don't want us to look like a big corporate outfit.",
      preferred_style: "Friendly, honest, family business. Not slick.",
      expected_deadline: "By September 1 if possible, before heating season starts and the phones go crazy.",
      key_considerations: "The phone number big at the top of every page. And it has to be easy for me to update the hours and holiday closures myself, I'm not techy at all.",
    },
    otherwise: "Hmm, no preference on that one.",
    expected: {
      project_background: { said: 0, text: ['plumbing and heating', 'nephew'] },
      address: { said: 0, text: ['St. Paul'] },
      url: { said: 1, text: ['kowalskiandsons-mn.com'] },
      problem_need: { said: 2, text: ['furnace repair', 'request a service appointment online'] },
      budget: { said: 3, value: { kind: 'money', amount: 5000, max: 8000, currency: 'USD' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['services', 'service area'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['Homeowners', 'landlords'] },
      competitors: { said: 'asked', text: ['Standard Heating'] },
      preferred_style: { said: 'asked', text: ['Friendly', 'Not slick'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['phone number', 'update the hours'] },
    },
  },

  // Marcus Hill, 38, barber for 15 years, the last 8 renting a chair in Decatur, now leasing a former nail salon in East
  // Atlanta Village. Types in run-ons with almost no punctuation; knows what he wants.
  // Exercises: size, place and scope in one breath, a signature lounge he names himself, one all-in budget, an opening
  // date next to a free-rent period, keeping an old terrazzo floor as a late add-on.
  // NOT facts: 15 yrs and 8 years (his career), Decatur (where he rents a chair now, not the shop), "thru March" (free rent,
  // not the opening date), 6 chairs is fine in text but not a size, 25-50 (customer ages, not a size or date).
  {
    id: 'heldout71-commercial-en-barbershop-eav',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "whats up. been cutting hair 15 yrs the last 8 renting a chair in Decatur. finally signed a lease on my own spot in East Atlanta Village its an old nail salon 1100 sq ft. need the whole interior done",
      "6 chairs. the one thing I really want that makes it different is a lounge up front where people can hang out and watch the game not just a row of chairs on the wall",
      "budget is 85k for everything build out and furniture. landlord gave me free rent thru March so I want to be open by May 1st latest",
      "oh one more thing I want to keep the old terrazzo floor if we can. its under the tile they put down, I pulled up a corner and it looks decent",
    ],
    whenAsked: {
      problem_need: "right now its a bare nail salon, nail stations everywhere and an ugly drop ceiling. need it to feel like a real barbershop people want to spend time in",
      brand_value: "community. grown men and little kids both feel welcome. respectful clean good music. you walk in and feel like somebody's glad you came",
      target_audience: "neighborhood guys 25-50, dads bringing their sons, and some of the young professionals moving in",
      competitive_advantage: "appointments on time no 2 hour waits. and I do kids cuts with patience, a lot of shops dont want to deal with kids",
      preferred_style: "warm. wood, leather chairs, some old school barbershop stuff but not like a theme park",
      colors_and_elements: "deep green, brass, wood. no red white and blue everywhere, one pole outside is enough",
      unique_design: "the lounge up front like I said",
      key_considerations: "staying on budget and the plumbing for the shampoo bowls, nail salon plumbing is probably all in the wrong spots",
    },
    otherwise: "up to you",
    expected: {
      project_background: { said: 0, text: ['nail salon', 'whole interior'] },
      address: { said: 0, text: ['East Atlanta Village'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1100, unit: 'ft2' } },
      unique_design: { said: 1, text: ['lounge'] },
      budget: { said: 2, value: { kind: 'money', amount: 85000, currency: 'USD' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 3, text: ['terrazzo'] },
      problem_need: { said: 'asked', text: ['nail stations'] },
      brand_value: { said: 'asked', text: ['community'] },
      target_audience: { said: 'asked', text: ['dads'] },
      competitive_advantage: { said: 'asked', text: ['on time', 'kids cuts'] },
      preferred_style: { said: 'asked', text: ['warm', 'leather'] },
      colors_and_elements: { said: 'asked', text: ['deep green', 'brass'] },
    },
  },

  // Naomi Sato-Reyes, 44, runs Tidepool Ceramics (handmade stoneware) in Portland, OR, with a four-person team. First booth
  // of their own, at Maison&Objet in Paris this September. Excited, exclamation marks, knows every date.
  // Exercises: the company's city vs the show venue, a booth given in meters, three dates in two lines (move-in, opening,
  // move-out), a design-and-build budget next to the booth fee already paid, a signature idea stated up front.
  // NOT facts: Portland, OR (the company, not the venue), AmericasMart and Atlanta and "last year" (a past shared booth),
  // $6,400 (booth space fee, already paid), Sept 14 (the last show day, not the move-out), four people (team size, not visits).
  {
    id: 'heldout71-exhibition-en-ceramics-paris',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hello! I'm Naomi, I run Tidepool Ceramics out of Portland, OR. We make handmade stoneware: dinnerware, mugs, serving pieces. We got into Maison&Objet in Paris this September, our first time with our own booth!! Last year we squeezed into a corner of a friend's booth at AmericasMart in Atlanta and it was a zoo.",
      "It's a 3 x 4 m booth, so 12 m², at Paris Nord Villepinte. The show runs Sept 10 to 14.",
      "Setup starts Sept 8 and we have to be completely out by the evening of Sept 15.",
      "I'd like to keep the booth design and build to about $18,000. The booth space itself was $6,400 and that's already paid, separate.",
      "The big idea: I want it to feel like a little kitchen, like you could sit down and have coffee with us. Real shelves with our pieces in use, not a white box with pedestals.",
    ],
    whenAsked: {
      brand_value: "Slow, handmade, everyday. Things you reach for every morning. People should feel calm, like they stepped out of the noise of the show for a minute.",
      target_audience: "Buyers from independent boutiques and home goods stores, some restaurant buyers too. It's trade only, not the public.",
      preferred_style: "Pacific Northwest meets a bit of Japanese simplicity. Warm wood, lots of texture, nothing glossy.",
      water_electricity_supply: "Electricity for the lighting. No water needed.",
      key_considerations: "Everything has to ship from Portland to Paris and there are only four of us, so the build has to be light and go up without a crew. And sturdy shelves, our stuff is heavy!",
    },
    otherwise: "No strong feelings on that, happy to hear your ideas!",
    expected: {
      project_background: { said: 0, text: ['stoneware', 'Maison&Objet'] },
      address: { said: 1, text: ['Paris Nord Villepinte'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 12, unit: 'm2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-09-10', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-09-08', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-09-15', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 18000, currency: 'USD' } },
      unique_design: { said: 4, text: ['little kitchen'] },
      brand_value: { said: 'asked', text: ['handmade', 'calm'] },
      target_audience: { said: 'asked', text: ['independent boutiques', 'trade only'] },
      preferred_style: { said: 'asked', text: ['Pacific Northwest', 'Warm wood'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['ship', 'without a crew'] },
    },
  },

  // Ana Ruiz, 37, and her husband Dev just bought a 1958 single-story ranch house in Land Park, Sacramento; two kids and her
  // mom moving in this fall. Lowercase, a little scattered, unsure about the budget, fixes the square footage herself.
  // Exercises: a guessed size corrected two messages later (the later index wins), age given with its own arithmetic, a
  // hedged budget, a move-in date tied to school next to the closing date and mom's move, a walker-friendly brief.
  // NOT facts: 1600 sq ft (corrected to 1,740), feb 27 (closing date, not move-in), the fall (when mom moves in), 4 and 7
  // (kids' ages), 3 days a week (Dev's work-from-home schedule), 1958 (only the basis for the age).
  {
    id: 'heldout71-residential-en-sacramento-ranch',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "hi! so we just bought a single story ranch house in Land Park in Sacramento and it needs a LOT of work. 3 bed 2 bath, original kitchen with the pink tile and everything lol. we close feb 27",
      "its me, my husband Dev, our two kids (4 and 7), and my mom is moving in with us in the fall so one of the bedrooms has to work for her",
      "size is like 1600 sq ft i think?",
      "budget maybe around 120k? we honestly dont know whats realistic, open to hearing",
      "ok I checked the listing, its 1,740 sq ft not 1600. and it was built in 58 so its 68 years old",
      "we want to move in by august 1 so the kids can start school from the new house",
    ],
    whenAsked: {
      property_category: "a house, single story",
      problem_need: "the kitchen is tiny and closed off, I cant see the kids from it. and the hall bath is way too small for my mom, she uses a walker",
      lifestyle: "we both work, Dev works from home 3 days a week so he needs a real office not the dining table. we cook most nights and do big family dinners on sundays",
      preferred_style: "midcentury since its a midcentury house, but warm and kid proof. not all white",
      colors_and_elements: "keep the original brick fireplace if we can! we love greens and wood. no gray floors please",
      key_considerations: "my moms safety. no steps, wider doorways, grab bars that dont look like a hospital",
    },
    otherwise: "not sure, whatever you think is best",
    expected: {
      project_background: { said: 0, text: ['ranch house', 'pink tile'] },
      address: { said: 0, text: ['Land Park'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      layout: { said: 0, text: ['3 bed 2 bath'] },
      target_audience: { said: 1, text: ['two kids', 'my mom'] },
      budget: { said: 3, value: { kind: 'money', amount: 120000, approximate: true, currency: 'USD' } },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 1740, unit: 'ft2' } },
      age: { said: 4, value: { kind: 'number_with_unit', amount: 68, unit: 'years' } },
      move_in_date: { said: 5, value: { kind: 'date', date: '2026-08-01', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['kitchen is tiny', 'walker'] },
      lifestyle: { said: 'asked', text: ['works from home', 'family dinners'] },
      preferred_style: { said: 'asked', text: ['midcentury', 'kid proof'] },
      colors_and_elements: { said: 'asked', text: ['brick fireplace', 'no gray floors'] },
      key_considerations: { said: 'asked', text: ['no steps', 'wider doorways'] },
    },
  },

  // Linda Sorensen, 71, volunteer on the 150th anniversary committee of Bethany Lutheran Church in Decorah, Iowa. Formal,
  // complete sentences, short messages, a little self-deprecating about computers.
  // Exercises: three deliverables in one line, a printer deadline next to the celebration weekend, who has the final say
  // volunteered early, Norwegian folk art as a wished-for element, accuracy of names and dates as the key concern.
  // NOT facts: 1876 (founding year), June 13-14 (the celebration, not the deadline), 71 (her age), about 300 (members),
  // 40 pages is fine in text but not a deadline or count of visits.
  {
    id: 'heldout71-other-en-church-anniversary',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Good morning. I am writing on behalf of the 150th anniversary committee at Bethany Lutheran Church in Decorah, Iowa. Our congregation was founded in 1876 by Norwegian immigrants.",
      "We would like a logo for the anniversary, a commemorative booklet of about 40 pages with our history and photographs, and a banner for the front of the church.",
      "The final files need to go to the printer by May 15. The celebration itself is the weekend of June 13-14.",
      "I should say that none of us on the committee are very computer savvy. I am 71 and I am the young one! Pastor Beth Halvorsen will have the final say on everything.",
    ],
    whenAsked: {
      problem_need: "We want something our members will keep and pass down. Many of the old photographs are sitting in shoeboxes and we would like them preserved and shared.",
      target_audience: "Our members, about 300 of them, many elderly. Also former members coming home for the celebration, and the wider community.",
      preferred_style: "Traditional but not stuffy. Simple and dignified.",
      colors_and_elements: "Our church colors are blue and white. We would love some rosemaling somewhere, the Norwegian folk painting. No clip art, please.",
      key_considerations: "The names and dates in the history must be correct. Families will check them. And large, readable print for our older members.",
      collaboration_notes: "Pastor Beth has the final say. Email is best, and please be patient with us.",
    },
    otherwise: "I don't believe we have a preference on that.",
    expected: {
      project_background: { said: 0, text: ['150th anniversary', 'Bethany Lutheran'] },
      address: { said: 0, text: ['Decorah'] },
      other_design_requirements: { said: 1, text: ['logo', 'commemorative booklet', 'banner'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-05-15', precision: 'day', relation: 'by' } },
      collaboration_notes: { said: 3, text: ['Pastor Beth'] },
      problem_need: { said: 'asked', text: ['pass down'] },
      target_audience: { said: 'asked', text: ['members'] },
      preferred_style: { said: 'asked', text: ['Traditional', 'dignified'] },
      colors_and_elements: { said: 'asked', text: ['blue and white', 'rosemaling'] },
      key_considerations: { said: 'asked', text: ['names and dates'] },
    },
  },

  // 33歲 許小姐，高雄鳳山「阿秀豆花」第二代，和哥哥一起顧店。聊天型，先講故事，半形標點、空格斷句、emoji。
  // Exercises: a brand refresh told as family story; the brand name's story volunteered before it is asked;
  // the deadline (四月底前定案) sits next to the second shop's opening month; 菜單 as an extra deliverable;
  // a second shop as plans_after_project; registration answered plainly when asked.
  // NOT facts: 1983 (founding year), 82歲 (grandma's age), 二十幾年前 (old signboard), 駁二 (second shop's area,
  // not the brand's address), 五月 (second shop's opening, not the deadline).
  {
    id: 'heldout71-brand-zh-fengshan-douhua-refresh',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我是鳳山「阿秀豆花」的第二代，店是我阿嬤1983年開的，現在我跟我哥在顧。這次想做品牌翻新，舊招牌是二十幾年前鄰居幫忙寫的字，logo根本沒有😂',
      '阿秀就是我阿嬤的名字啦 她今年82歲還每天早上來店裡煮花生 熟客都叫她秀姨',
      '最想解決的是年輕人覺得我們很老派 外送平台上的照片跟店名都很不起眼 點進來的人很少',
      '喔對 我們五月要在駁二附近開第二間 所以希望logo跟菜單四月底前可以定案🙏',
    ],
    whenAsked: {
      products_or_services: '豆花、粉粿、杏仁茶、剉冰',
      registration_status: '沒有耶 從來沒註冊過',
      need_registration_assistance: '好啊 麻煩你們了',
      brand_website: '只有FB粉專 搜尋阿秀豆花就有',
      target_audience: '附近的老客人是基本盤 但想多吸引20到35歲的上班族跟學生',
      preferred_style: '復古但不要土 有點像台式老招牌那種手寫字 但更乾淨',
      colors_and_elements: '想保留原本的紅色 可以放一點花生或碗的圖案 不要粉紅色',
      key_considerations: '阿嬤要看得懂也要喜歡 這個最重要哈哈',
    },
    otherwise: '這個我沒什麼想法耶 你們決定就好',
    expected: {
      project_background: { said: 0, text: ['品牌翻新', '豆花'] },
      address: { said: 0, text: ['鳳山'] },
      brand_name_story: { said: 1, text: ['阿嬤的名字'] },
      problem_need: { said: 2, text: ['老派', '外送平台'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      other_design_requirements: { said: 3, text: ['菜單'] },
      plans_after_project: { said: 3, text: ['第二間'] },
      products_or_services: { said: 'asked', value: { kind: 'list', items: ['豆花', '粉粿', '杏仁茶', '剉冰'] } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['粉專'] },
      target_audience: { said: 'asked', text: ['上班族', '學生'] },
      preferred_style: { said: 'asked', text: ['復古', '手寫字'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '花生'] },
      key_considerations: { said: 'asked', text: ['阿嬤'] },
    },
  },

  // 27歲 Lavi（漢名 陳先生），屏東泰武的排灣族咖啡農第二代。惜字如金，沒有標點，一則只講一件事。
  // Exercises: terse messages that each answer a different field; the place in "我們在屏東泰武" as the address;
  // a cost ceiling inside key_considerations; a deadline given with its reason (an expo in another city).
  // NOT facts: 台北 (the expo's city, not the address), 咖啡展 (the event, not the deadline itself).
  {
    id: 'heldout71-packaging-zh-taiwu-coffee-terse',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 要做咖啡豆包裝',
      '我們在屏東泰武 自己種的豆子 有日曬跟水洗兩款',
      '半磅跟一磅兩種規格',
    ],
    whenAsked: {
      packaging_form: '袋子 要有單向排氣閥那種',
      unique_selling_point: '部落小農自己種 海拔高 每批都有批號可以追',
      target_audience: '喜歡自己在家手沖的人 大概25到45',
      sales_channels: '官網、蝦皮、市集',
      preferred_style: '簡單 不要太花',
      colors_and_elements: '可以用部落的圖騰 但要先問過頭目 不能亂用',
      preferred_materials: '牛皮紙',
      expected_deadline: '三月底 要拿去台北的咖啡展',
      key_considerations: '成本 一個袋子不要超過15塊',
    },
    otherwise: '沒有',
    expected: {
      project_background: { said: 0, text: ['咖啡豆'] },
      address: { said: 1, text: ['泰武'] },
      product_description: { said: 1, text: ['日曬', '水洗'] },
      specification: { said: 2, text: ['半磅', '一磅'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bag_pouch'] } },
      unique_selling_point: { said: 'asked', text: ['部落', '批號'] },
      target_audience: { said: 'asked', text: ['手沖'] },
      sales_channels: { said: 'asked', value: { kind: 'list', items: ['官網', '蝦皮', '市集'] } },
      preferred_style: { said: 'asked', text: ['簡單'] },
      colors_and_elements: { said: 'asked', text: ['圖騰', '頭目'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['牛皮紙'] } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['成本', '15塊'] },
    },
  },

  // 45歲 林小姐，台中西屯「小橡果兒童牙醫」的行政經理，替院長來問。全形標點、客氣、句子完整。
  // Exercises: a clinic's story first (old template site, phone-only booking); booking as the category
  // stated as the main goal; a URL pasted mid-chat; a budget stated as a ceiling ("15萬以內"); a launch
  // date with the Lunar New Year as a distractor; a reference site in another city.
  // NOT facts: 五年 (years open), 台北 (the reference clinic's city), 農曆年 (not the launch date),
  // 30到45歲 / 3到12歲 (only inside the audience text, not separate facts).
  {
    id: 'heldout71-website-zh-taichung-kids-dental-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是台中西屯「小橡果兒童牙醫」的行政，敝姓林。我們開業五年了，現在的網站是當初開業時廠商套版做的，手機上看字很小，預約還要打電話。',
      '院長希望新網站手機好用、可以線上預約，家長自己選醫師和時段，這是最主要的。',
      '網址是 www.acornkids-dental.com.tw ，您可以先看看（有點丟臉😅）',
      '預算的部分，院長說15萬以內，如果功能真的需要再討論。',
    ],
    whenAsked: {
      category: '預約型的網站，不過也要有診所介紹。',
      main_pages: '首頁、醫師介紹、診療項目、線上預約、交通資訊',
      languages: '繁體中文就好。',
      target_audience: '主要是家長，30到45歲的爸媽，小朋友多半是3到12歲。',
      competitors: '台北有一家叫牙牙樂兒童牙科的，他們的網站很可愛但不會太幼稚，院長很喜歡。',
      preferred_style: '溫暖、可愛但專業，不要太多卡通圖案。',
      expected_deadline: '院長希望農曆年後，大概三月中可以上線。',
      key_considerations: '預約系統要能跟我們現在用的排班表對接，還有病患個資一定要顧好。',
    },
    otherwise: '這部分我們沒有特別的想法，請您們建議。',
    expected: {
      project_background: { said: 0, text: ['兒童牙醫'] },
      address: { said: 0, text: ['西屯'] },
      problem_need: { said: 1, text: ['線上預約', '手機'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 2, text: ['acornkids-dental.com.tw'] },
      budget: { said: 3, value: { kind: 'money', amount: 150000, bound: 'at_most', currency: 'TWD' } },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['首頁', '醫師介紹', '診療項目', '線上預約', '交通資訊'] } },
      languages: { said: 'asked', value: { kind: 'list', items: ['繁體中文'] } },
      target_audience: { said: 'asked', text: ['家長'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['牙牙樂兒童牙科'] } },
      preferred_style: { said: 'asked', text: ['溫暖', '專業'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'mid', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['排班', '個資'] },
    },
  },

  // 31歲 張小姐，在連鎖寵物美容店做了八年，第一次在竹北開自己的店。不太確定、會道歉、用～和😥。
  // Exercises: a size first given as 權狀 then corrected to the real interior (the later message wins);
  // a budget as a range with doubt; problem_need told as daily pains; a glass window that shows up both as
  // advantage and as design highlight.
  // NOT facts: 八年 (her career), 18坪 (權狀, corrected to about 15坪), 後院 (no size given).
  {
    id: 'heldout71-commercial-zh-zhubei-pet-grooming',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 想問一下店面設計～我在連鎖寵物美容做了八年 今年終於要出來開自己的店了 在竹北光明六路附近 一樓店面',
      '空間18坪 有一個小後院可以當烘毛或放籠子的地方',
      '最困擾的是動線 毛孩一進門會亂衝 洗澡區跟等候區要分開 還有味道跟毛的問題',
      '啊抱歉 我剛剛說的18坪是權狀 房東說室內實際大概15坪左右',
      '預算抓80到100萬 不知道夠不夠😥',
    ],
    whenAsked: {
      brand_value: '希望主人覺得安心 毛孩不會怕 像來朋友家一樣',
      target_audience: '竹北的年輕家庭跟上班族 很多住大樓養小型犬',
      competitive_advantage: '我是一對一美容 不會一次收很多隻 主人可以從透明窗看',
      preferred_style: '明亮 好清潔 有點北歐那種木頭感',
      colors_and_elements: '淺木色加一點薄荷綠 不要全白 太像醫院',
      unique_design: '想要一面透明玻璃 讓路人看得到美容的過程',
      opening_date: '希望五月可以開',
      key_considerations: '排水跟通風 地板要防滑 狗狗爪子會滑',
    },
    otherwise: '這個我還沒想過耶～',
    expected: {
      project_background: { said: 0, text: ['寵物美容'] },
      address: { said: 0, text: ['竹北'] },
      problem_need: { said: 2, text: ['動線', '味道'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 15, approximate: true, unit: 'ping' } },
      budget: { said: 4, value: { kind: 'money', amount: 800000, max: 1000000, currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['安心', '朋友家'] },
      target_audience: { said: 'asked', text: ['小型犬'] },
      competitive_advantage: { said: 'asked', text: ['一對一', '透明窗'] },
      preferred_style: { said: 'asked', text: ['明亮', '北歐'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '薄荷綠'] },
      unique_design: { said: 'asked', text: ['透明玻璃'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['排水', '通風', '防滑'] },
    },
  },

  // 42歲 黃經理，雲林虎尾毛巾工廠的業務，第一次自己出來參展。忙，資料一次丟完，像在填表。
  // Exercises: venue, booth size and three dates packed into two messages (進場 4/14, 展期 4/15-4/18,
  // 撤場 4/18 傍晚); a budget next to last year's shared-booth cost; electricity only.
  // NOT facts: 五十年 (factory's age), 公會 (last year's shared booth), 8萬 (last year's share, not the budget),
  // 下午五點 (a time, not a date), 日本 (where some buyers are, not the venue).
  {
    id: 'heldout71-exhibition-zh-huwei-towel-nangang',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是雲林虎尾的毛巾工廠 做了快五十年 今年第一次自己出來參展 以前都是跟公會擠一個攤位',
      '展覽是四月在南港展覽館一館的禮品展 我們攤位3x6 18平方公尺 角攤',
      '日期：4/14進場 4/15-4/18展期 4/18下午五點後撤場',
      '預算含施工大概40萬 去年公會那個攤我們分攤了8萬 這次自己來要像樣一點',
    ],
    whenAsked: {
      brand_value: '台灣製的好毛巾 吸水快不掉毛 希望客人一摸就知道差別',
      target_audience: '主要是企業採購 做贈品的 還有日本的代理商',
      preferred_style: '乾淨 明亮 有點工廠感也可以 不要太像飯店',
      unique_design: '想要一面可以讓人摸的毛巾牆 各種厚度顏色都掛上去',
      water_electricity_supply: '電要 水不用',
      key_considerations: '施工要快 我們人手少 還有要留一個小桌子可以坐下來談生意',
    },
    otherwise: '都可以 你們專業的決定',
    expected: {
      project_background: { said: 0, text: ['毛巾'] },
      address: { said: 1, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-04-14', precision: 'day' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-04-15', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-04-18', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 400000, approximate: true, currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['台灣製', '吸水'] },
      target_audience: { said: 'asked', text: ['企業採購', '代理商'] },
      preferred_style: { said: 'asked', text: ['乾淨', '工廠感'] },
      unique_design: { said: 'asked', text: ['毛巾牆'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['施工要快', '談生意'] },
    },
  },

  // 38歲 吳小姐，在溫哥華當工程師，替高雄三民區的爸媽翻修住了二十幾年的電梯大樓。先講故事，全形標點、句子長。
  // Exercises: an opener with type, layout and size; "住了二十幾年" before the real 屋齡 (27年) arrives later;
  // safety needs told through the father's knee surgery; remote collaboration volunteered; a move-back date
  // with 中秋節 as the reason; the visitor's own city and her brother's town as distractors.
  // NOT facts: 溫哥華 (where the visitor lives), 二十幾年 (years lived there, not the building's age),
  // 去年 (the surgery), 鳳山 (brother's home), 70 (parents' age, only inside the audience text), 中秋節.
  {
    id: 'heldout71-residential-zh-sanmin-parents-remote',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      '您好～我人在溫哥華工作，這次是想幫我爸媽整理高雄三民區的老家。他們在那裡住了二十幾年，是電梯大樓，3房2廳2衛，權狀32坪。',
      '我爸去年膝蓋開刀，現在浴室的門檻跟浴缸對他來說很危險，我媽又捨不得丟東西，家裡到處都是箱子……所以主要是想讓他們住得安全一點、東西有地方收。',
      '屋齡我剛查了一下，是27年。',
      '因為我平常不在台灣，希望溝通可以線上，LINE或視訊都可以；重要的決定我會跟我弟一起看，我弟住鳳山，可以幫忙跑現場。',
      '預算我跟我弟討論過，大概150萬上下。',
    ],
    whenAsked: {
      target_audience: '就我爸媽兩個人，都快70了，孫子偶爾週末會來。',
      lifestyle: '我媽很常煮飯，我爸每天早上看報紙聽廣播，晚上兩個人一起看電視。',
      preferred_style: '他們喜歡實用的，不要太新潮，我覺得乾淨、溫暖就好。',
      colors_and_elements: '地板不要太亮會反光，我爸眼睛不好，可以用木紋。',
      move_in_date: '希望八月底前可以搬回去，中秋節想在家裡過。',
      key_considerations: '安全第一，浴室要防滑、裝扶手，燈也要夠亮。',
    },
    otherwise: '這個我要再問問爸媽，目前沒有特別想法。',
    expected: {
      project_background: { said: 0, text: ['老家'] },
      address: { said: 0, text: ['三民'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 0, text: ['3房2廳2衛'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 32, unit: 'ping' } },
      problem_need: { said: 1, text: ['浴缸', '箱子'] },
      age: { said: 2, value: { kind: 'number_with_unit', amount: 27, unit: 'years' } },
      collaboration_notes: { said: 3, text: ['LINE', '視訊'] },
      budget: { said: 4, value: { kind: 'money', amount: 1500000, approximate: true, currency: 'TWD' } },
      target_audience: { said: 'asked', text: ['爸媽'] },
      lifestyle: { said: 'asked', text: ['煮飯', '看電視'] },
      preferred_style: { said: 'asked', text: ['實用', '溫暖'] },
      colors_and_elements: { said: 'asked', text: ['反光', '木紋'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['防滑', '扶手'] },
    },
  },

  // 22歲 蔡同學，成大三個學生之一，做一款台南小吃主題的桌遊，要找人做美術。口語、「安安」、「啦」、刪節號。
  // Exercises: deliverables listed in a message before the genie asks; the art deadline (四月中前) next to the
  // crowdfunding launch month; a budget volunteered for a type with no budget field; plans after (擴充包);
  // address only given when asked (台南小吃 is the theme, not the place).
  // NOT facts: 十幾次 (playtests), 80張 (only inside the deliverables text), 嘖嘖 (a platform, not a place),
  // 六月 (crowdfunding launch, not the deadline), 3萬 (this type has no budget field), 成大 (their school).
  {
    id: 'heldout71-other-zh-tainan-boardgame-art',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '安安 我們是三個成大的學生 在做一款以台南小吃為主題的桌遊 原型已經玩測過十幾次了 想找設計師幫忙做美術',
      '要設計的大概是：卡牌（約80張）、盒子、說明書 還有募資頁面的主視覺',
      '我們打算在嘖嘖上募資 本來想說六月上線 但學長說暑假前比較好 所以美術最好四月中前要好',
      '預算很少啦 可能3萬左右… 如果募資成功之後想再出擴充包 到時候也想找你們',
    ],
    whenAsked: {
      problem_need: '現在的卡都是我們自己用小畫家畫的 很醜 朋友玩很開心但看起來不像真的產品',
      target_audience: '20到35歲喜歡桌遊的人 還有來台南玩的觀光客',
      preferred_style: '可愛一點 手繪風 像插畫繪本那種',
      colors_and_elements: '希望有台南的感覺 像紅磚、廟 還有碗粿、擔仔麵的插圖',
      address: '我們在台南東區 學校附近',
      key_considerations: '卡牌上的字要夠大 然後印刷成本不能太高',
      collaboration_notes: '我們三個會一起討論 但美術最後由我決定 可以用Discord溝通嗎',
    },
    otherwise: '都可以啦',
    expected: {
      project_background: { said: 0, text: ['桌遊'] },
      other_design_requirements: { said: 1, text: ['卡牌', '盒子', '說明書'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'mid', relation: 'by' } },
      plans_after_project: { said: 3, text: ['擴充包'] },
      problem_need: { said: 'asked', text: ['小畫家'] },
      target_audience: { said: 'asked', text: ['桌遊', '觀光客'] },
      preferred_style: { said: 'asked', text: ['手繪'] },
      colors_and_elements: { said: 'asked', text: ['紅磚', '碗粿'] },
      address: { said: 'asked', text: ['東區'] },
      key_considerations: { said: 'asked', text: ['印刷成本'] },
      collaboration_notes: { said: 'asked', text: ['Discord'] },
    },
  },

  // Visitor: 34세 여성, 대구 서문시장에서 어머니가 40년 가까이 하신 '순자네 방앗간'을 물려받음. 수다스럽고 ㅎㅎ, !! 많음.
  // 이야기부터 늘어놓는 타입: 브랜드 이름의 유래(엄마 이름)가 첫 메시지에 섞여 나오고, 상표 출원 상태, 마감, 부가 작업(병 라벨,
  // 택배 박스 스티커)을 스스로 말한다. 상표 등록 지원은 변리사가 있어 거절(false).
  // Exercises: brand_name_story and address (listen) volunteered inside the story; registration in progress vs. assistance no;
  // deadline "3월 안에는" vs. the store launch in 4월.
  // NOT facts: 40년 (mother's years), 작년 11월 (filing date), 4월 (smart store launch, not the design deadline).
  {
    id: 'heldout71-brand-ko-seomun-bangatgan-renewal',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 대구 서문시장에서 엄마가 40년 가까이 하신 방앗간을 제가 물려받았어요. 이름은 \'순자네 방앗간\'이고요 ㅎㅎ 엄마 이름이 순자예요. 간판도 엄마가 손글씨로 쓰신 거 그대로라 이번에 로고부터 전체 브랜드 리뉴얼 하고 싶어요',
      '참기름 들기름이 메인이고 볶은 참깨랑 미숫가루도 조금 팔아요. 요즘은 시장 손님보다 택배 주문이 더 많아졌어요',
      '상표는 작년 11월에 출원해 놨어요. 아직 심사 중이래요',
      '아 그리고 4월에 스마트스토어 정식으로 열 거라서 디자인은 3월 안에는 나와야 돼요!! 병 라벨이랑 택배 박스 스티커도 같이 해주실 수 있나요?',
    ],
    whenAsked: {
      project_background: '엄마 방앗간 물려받아서 로고부터 전체 리뉴얼하려고요 ㅎㅎ',
      problem_need: '택배 받는 분들이 그냥 시장 물건이라고 싸게 보시는 것 같아요. 믿고 살 수 있는 느낌이 나게 하고 싶어요',
      brand_name_story: '아까 말씀드린 것처럼 엄마 이름이 순자라서요 ㅎㅎ 동네 분들이 다 순자네라고 불러서 그대로 간판이 됐어요',
      products_or_services: '참기름, 들기름, 볶은 참깨, 미숫가루요',
      registration_status: '출원은 해놨고 심사 중이에요',
      need_registration_assistance: '아뇨 그건 아는 변리사님이 봐주고 계세요',
      brand_website: '인스타 @sunja_bangatgan 있어요 ㅎㅎ 아직 팔로워는 얼마 없어요',
      target_audience: '30~40대 주부님들이요. 애들 먹는 거라 원산지 꼼꼼히 보시는 분들',
      preferred_style: '너무 힙한 거 말고요 따뜻하고 정직한 느낌? 옛날 방앗간 느낌은 살짝 남았으면 좋겠어요',
      colors_and_elements: '참깨색 같은 베이지요. 엄마 손글씨는 꼭 살리고 싶고 빨간색은 빼주세요',
      expected_deadline: '3월 안에는 나와야 돼요!',
      key_considerations: '엄마가 서운해하지 않으셨으면 해요 ㅋㅋ 진짜로요. 엄마 느낌이 없어지면 안 돼요',
    },
    otherwise: '그건 딱히 없어요 ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['방앗간', '리뉴얼'] },
      brand_name_story: { said: 0, text: ['순자'] },
      address: { said: 0, text: ['서문시장'] },
      products_or_services: { said: 1, value: { kind: 'list', items: ['참기름', '들기름', '볶은 참깨', '미숫가루'] } },
      registration_status: { said: 2, value: { kind: 'choice', selected: ['in_progress'] } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      other_design_requirements: { said: 3, text: ['라벨', '택배 박스'] },
      problem_need: { said: 'asked', text: ['믿고 살 수 있는'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['sunja_bangatgan'] },
      target_audience: { said: 'asked', text: ['30~40대', '원산지'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 정직한'] },
      colors_and_elements: { said: 'asked', text: ['손글씨', '빨간색'] },
      key_considerations: { said: 'asked', text: ['서운해하지'] },
    },
  },

  // Visitor: 40대 후반 남성, 밴쿠버에서 찹쌀고추장을 소량 생산해 파머스마켓과 한인마트에 납품. 말수가 적고 반말 섞인 메모체
  // ("납품.", "씀", "있음"). 병은 기성품을 그대로 쓰고 라벨만 새로. 캐나다 식품 라벨 규정(영어·불어 병기)을 스스로 짚는다.
  // Exercises: terse answers; packaging form is label only (not bottle_jar); two sizes in one line; utcOffset -480;
  // collaboration (online, time zone) volunteered.
  // NOT facts: 5월 (market season, not the deadline), 한국 (where the studio is, not the visitor's address).
  {
    id: 'heldout71-packaging-ko-vancouver-gochujang-label',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: -480,
    messages: [
      '밴쿠버에서 고추장 소량 생산합니다. 파머스마켓이랑 한인마트에 납품. 병은 기성품 그대로 쓰고 라벨만 새로 하려고요',
      '500g 유리병이랑 250g 두 가지',
      '한국 디자이너한테 맡기는 건 처음인데 온라인으로 진행 되죠? 시차는 제가 맞춤',
    ],
    whenAsked: {
      project_background: '고추장 라벨 새로 하려는 거예요',
      product_description: '찹쌀고추장이요. 비빔밥, 찌개, 고기 재울 때 씀',
      specification: '500g, 250g 두 종류. 병 높이는 재봐야 알 것 같네요',
      packaging_form: '라벨이요. 병은 그대로 씀',
      unique_selling_point: '설탕 대신 조청 넣음. 어머니 레시피',
      target_audience: '현지인들. 한국음식 처음 먹어보는 캐나다 사람들 많음',
      sales_channels: '파머스마켓, 한인마트',
      preferred_style: '깔끔하게. 너무 한국 기념품 같지 않게',
      colors_and_elements: '빨강은 들어가야 할 듯. 고추 그림은 너무 뻔해서 별로',
      preferred_materials: '방수되는 라벨지. 냉장고 들어가니까',
      expected_deadline: '4월까지요. 5월부터 마켓 시즌',
      key_considerations: '캐나다 식품 라벨 규정이요. 영어 불어 둘 다 들어가야 함',
    },
    otherwise: '없어요',
    expected: {
      project_background: { said: 0, text: ['고추장', '라벨'] },
      address: { said: 0, text: ['밴쿠버'] },
      sales_channels: { said: 0, value: { kind: 'list', items: ['파머스마켓', '한인마트'] } },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label'] } },
      specification: { said: 1, text: ['500g', '250g'] },
      collaboration_notes: { said: 2, text: ['온라인'] },
      product_description: { said: 'asked', text: ['찹쌀고추장'] },
      unique_selling_point: { said: 'asked', text: ['조청'] },
      target_audience: { said: 'asked', text: ['캐나다 사람들'] },
      preferred_style: { said: 'asked', text: ['깔끔하게'] },
      colors_and_elements: { said: 'asked', text: ['빨강', '고추 그림'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['방수되는 라벨지'] } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['영어', '불어'] },
    },
  },

  // Visitor: 31세 여성, 광주 상무지구 필라테스 스튜디오 원장. 네이버 플레이스와 인스타 DM으로 예약을 받다 지쳐서 문의. 뭐가
  // 필요한지 몰라 "소개 페이지만?" 하고 묻다가 다음 메시지에서 예약 사이트로 스스로 정리한다. 예산도 자신 없는 범위로.
  // Exercises: category corrected from a tentative landing/intro page to booking (said 2); unsure budget range 200~300만;
  // no current site (url left out); deadline 2월 vs. a 3월 event.
  // NOT facts: 3월 (new-member event), 서울 (other studios she browses on Instagram), 네이버 플레이스/인스타 are not a website url.
  {
    id: 'heldout71-website-ko-gwangju-pilates-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 광주 상무지구에서 필라테스 스튜디오 하고 있어요. 지금은 네이버 플레이스랑 인스타로만 운영하는데 회원님들이 늘면서 DM으로 예약 받는 게 너무 힘들어졌어요ㅠㅠ',
      '홈페이지가 있으면 좋겠다 싶은데 솔직히 뭐가 필요한지 잘 모르겠어요.. 그냥 소개 페이지만 있어도 될까요?',
      '아 생각해보니 예약이 제일 문제니까 예약되는 사이트로 해야겠네요 ㅎㅎ 수업 시간표 보고 바로 예약하는 거요',
      '예산은... 잘 모르겠는데 200에서 300 정도? 너무 적은가요',
    ],
    whenAsked: {
      project_background: '필라테스 스튜디오 운영하는데 예약 때문에 홈페이지가 필요해요',
      url: '따로 없어요. 네이버 플레이스랑 인스타만 있어요',
      category: '예약되는 사이트요!',
      problem_need: 'DM으로 예약 받는 게 너무 힘들어요. 밤에도 계속 답장해야 돼서요',
      main_pages: '소개, 강사진, 시간표, 예약, 오시는 길 정도요?',
      languages: '한국어만요',
      target_audience: '20대 후반에서 40대 여성분들이요. 퇴근하고 오시는 직장인이 많아요',
      competitors: '딱히 없는데.. 서울 스튜디오들 인스타 보면 예쁜 데 많더라구요',
      preferred_style: '밝고 깨끗한 느낌이요. 너무 화려한 건 부담스러워요',
      budget: '200에서 300 사이요..',
      expected_deadline: '3월에 신규 회원 이벤트를 하는데 그 전에 열면 좋겠어요. 2월 안에 될까요?',
      key_considerations: '폰으로 예약하기 편해야 돼요. 회원님들 다 폰으로 보시니까요',
    },
    otherwise: '음 그건 잘 모르겠어요 추천해주시면 좋겠어요',
    expected: {
      project_background: { said: 0, text: ['필라테스'] },
      address: { said: 0, text: ['상무지구'] },
      problem_need: { said: 0, text: ['DM으로 예약'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 3, value: { kind: 'money', amount: 2000000, max: 3000000, currency: 'KRW' } },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['소개', '강사진', '시간표', '예약', '오시는 길'] } },
      languages: { said: 'asked', value: { kind: 'list', items: ['한국어'] } },
      target_audience: { said: 'asked', text: ['직장인'] },
      preferred_style: { said: 'asked', text: ['밝고 깨끗한'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['폰으로 예약'] },
    },
  },

  // Visitor: 36세 남성, 호텔 양식당 10년 경력 후 수원 인계동에서 12평 돈가스집을 5년째 운영, 웨이팅이 길어 행궁동 25평 1층
  // 상가(전 옷가게, 주방 설비 없음)로 확장 이전. 이야기를 먼저 길게 풀고, 카운터석 오픈키친을 스스로 꺼낸다. 예산을 8천(주방 포함)
  // 이라 했다가 주방 설비는 별도 계약이라며 인테리어만 6천으로 정정.
  // Exercises: old shop vs. new shop (size, place); budget correction wins (said 4); opening 4월 중순; signature idea volunteered.
  // NOT facts: 인계동, 12평, 5년 (old shop), 10년 (hotel career), 8천 (superseded budget), 옷가게 (previous tenant).
  {
    id: 'heldout71-commercial-ko-suwon-donkatsu-move',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 수원 인계동에서 12평짜리 돈가스집을 5년째 하고 있는데요, 웨이팅이 너무 길어져서 행궁동으로 확장 이전합니다.',
      '새 자리는 25평이고 1층 상가예요. 원래 옷가게 자리라 주방 설비가 아예 없습니다.',
      '호텔 양식당에서 10년 일하다 나와서 차린 가게라 돈가스도 코스처럼 정성껏 내는 걸 좋아해요. 카운터석에서 튀기는 거 다 보이게 하고 싶어요 ㅎㅎ',
      '예산은 인테리어랑 주방까지 합쳐서 8천 정도 생각하고 있고요, 오픈은 4월 중순 목표입니다',
      '아 예산 정정할게요. 주방 설비는 업체랑 따로 계약했어요 깜빡했네요. 인테리어만 6천이요',
    ],
    whenAsked: {
      project_background: '돈가스 전문점 확장 이전하는 거예요',
      problem_need: '웨이팅 손님들이 밖에서 떨면서 기다리시는 게 늘 마음에 걸렸어요. 대기 공간이 좀 있었으면 해요',
      brand_value: '정직하게 한 장 한 장 튀기는 집이요. 들어오면 고소한 냄새랑 튀기는 소리에 기분 좋아지는 느낌?',
      target_audience: '동네 주민이랑 관광객 반반이에요. 행궁동이 주말엔 관광객이 많아서요. 20~30대 커플도 많고요',
      competitive_advantage: '고기를 직접 숙성해요. 두툼한 안심이 저희 대표 메뉴고요',
      preferred_style: '일본 작은 노포 같은 느낌이요. 나무 많이 쓰고 조명은 따뜻하게',
      colors_and_elements: '원목이랑 흰 벽이면 좋겠어요. 형광등 같은 차가운 조명은 싫어요',
      unique_design: '카운터석이요. 손님이 튀기는 과정을 보면서 드실 수 있게요',
      address: '수원 행궁동이요',
      space_size: '25평이요',
      budget: '인테리어만 6천이요',
      opening_date: '4월 중순이요',
      key_considerations: '환기요. 튀김집이라 기름 냄새가 손님 옷에 배면 안 돼요',
    },
    otherwise: '그건 알아서 해주셔도 됩니다',
    expected: {
      project_background: { said: 0, text: ['돈가스', '확장 이전'] },
      address: { said: 0, text: ['행궁동'] },
      problem_need: { said: 0, text: ['웨이팅'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 25, unit: 'pyeong' } },
      unique_design: { said: 2, text: ['카운터석'] },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      budget: { said: 4, value: { kind: 'money', amount: 60000000, currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['정직하게'] },
      target_audience: { said: 'asked', text: ['관광객'] },
      competitive_advantage: { said: 'asked', text: ['숙성'] },
      preferred_style: { said: 'asked', text: ['노포', '나무'] },
      colors_and_elements: { said: 'asked', text: ['원목', '형광등'] },
      key_considerations: { said: 'asked', text: ['환기'] },
    },
  },

  // Visitor: 33세 여성, 판교 반려동물 가전 회사 해외영업팀 과장. 업무 메일처럼 정중하고 정확하다. 5월 독일 뉘른베르크 Interzoo에
  // 첫 단독 부스(6x4m, 2면 개방). 작년 국내 전시 얘기를 곁들이고, 정수기 시연은 물통으로 해서 급수는 필요 없다며 전기만 요청.
  // Exercises: three dates in one message (개막 12일, 반입 10일, 철수 15일); 6x4m → 24㎡; electricity only despite a water
  // product; budget in EUR given only when asked.
  // NOT facts: 킨텍스, 케이펫페어, 3x3 (last year's booth), 작년, 판교 (company office, not the venue).
  {
    id: 'heldout71-exhibition-ko-interzoo-pet-feeder',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요, 판교에 있는 반려동물 가전 회사 해외영업팀입니다. 5월 독일 뉘른베르크 Interzoo에 처음으로 단독 부스를 내게 되어 부스 디자인 및 시공 업체를 찾고 있습니다.',
      '작년에는 킨텍스 케이펫페어에 3x3 부스로 참가했는데 그때는 협력사에서 다 준비해 줬고, 해외 전시는 이번이 처음이라 잘 부탁드립니다.',
      '부스는 6x4m 2면 개방입니다. 일정은 5월 12일 개막, 반입은 10일부터 가능하고 철수는 폐막일인 15일 당일입니다.',
      '스마트 급식기와 정수기 신제품 시연이 있어서 전기는 꼭 필요합니다. 정수기 시연은 물통으로 하면 돼서 급수는 필요 없습니다.',
    ],
    whenAsked: {
      project_background: 'Interzoo 단독 부스로 스마트 급식기와 정수기 신제품을 선보입니다.',
      brand_value: '똑똑하지만 따뜻한 기술을 지향합니다. 반려동물과 사는 분들이 부스에 들어오면 편안해지는 느낌을 받으셨으면 합니다.',
      target_audience: '유럽 유통사 바이어가 가장 중요합니다. 특히 독일과 북유럽 펫샵 체인이요.',
      preferred_style: '미니멀하고 밝은 분위기요. 화이트 베이스에 원목을 조금 쓰면 좋겠습니다.',
      unique_design: '실제 집 거실 코너처럼 꾸며서 고양이 급식기가 작동하는 모습을 보여주고 싶습니다.',
      address: '뉘른베르크 메세입니다. 홀 번호는 아직 안내 전입니다.',
      space_size: '6x4m, 24㎡입니다.',
      water_electricity_supply: '전기만 필요합니다.',
      budget: '디자인, 시공, 운송 포함해서 4만 유로 내외로 보고 있습니다.',
      opening_date: '5월 12일입니다.',
      entry_date: '5월 10일부터 반입 가능합니다.',
      exit_date: '폐막일인 5월 15일 당일 철수입니다.',
      key_considerations: '상담 테이블 두 개는 꼭 필요하고, 현지 시공 규정과 전기 규격을 잘 맞춰 주셨으면 합니다.',
    },
    otherwise: '그 부분은 특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['Interzoo', '단독 부스'] },
      address: { said: 0, text: ['뉘른베르크'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 24, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-12', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-05-10', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-05-15', precision: 'day' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['따뜻한 기술'] },
      target_audience: { said: 'asked', text: ['바이어'] },
      preferred_style: { said: 'asked', text: ['미니멀'] },
      unique_design: { said: 'asked', text: ['거실 코너'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 40000, currency: 'EUR' } },
      key_considerations: { said: 'asked', text: ['상담 테이블'] },
    },
  },

  // Visitor: 28세 여성 간호사(3교대), 부모님 도움으로 서울 관악구 봉천동 구축 오피스텔 원룸을 첫 집으로 매매. 이모지, ㅠㅠ, ,,,
  // 가 많은 수다형. 실평수 9평과 분양평수 15평을 헷갈려하고, 고양이 두 마리와 산다. 전세 만기에 맞춰 3월 안에 입주해야 함.
  // Exercises: studio (오피스텔 원룸); floor area is 실평수 9, not 분양 15; budget range 천오백~이천; move-in by March from a
  // lease end; age from a build year (2007 → 19 years); day sleep → blackout as key consideration.
  // NOT facts: 15평 (분양평수), 2007년 (build year; file 19 years).
  {
    id: 'heldout71-residential-ko-bongcheon-officetel-nurse',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 생애 첫 집 샀어요ㅠㅠ 봉천동에 있는 오피스텔 원룸인데 너무 낡아서 싹 고치고 싶어서 문의드려요',
      '실평수는 9평? 정도고 분양평수는 15평이래요 맨날 헷갈려요 ㅋㅋ',
      '저 간호사라 3교대 하거든요 낮에 자야 될 때가 많아서 암막이 진짜 중요해요,,, 그리고 고양이 두마리랑 같이 살아요🐱🐱',
      '예산은 천오백 생각중인데 모자라면 이천까지는 어떻게든..? 지금 사는 전세가 3월 말에 끝나서 입주는 그 전엔 해야 돼요',
    ],
    whenAsked: {
      project_background: '오피스텔 원룸 전체 리모델링이요!',
      property_category: '오피스텔 원룸이요',
      layout: '원룸에 화장실 하나요. 주방은 현관 옆에 붙은 일자 주방이에요',
      age: '2007년 준공이라.. 19년 됐네요',
      problem_need: '수납이 하나도 없어요ㅠ 그리고 화장실 타일이 누렇게 변해서 너무 싫어요',
      target_audience: '저 혼자랑 고양이 두마리요 🐱',
      lifestyle: '3교대라 낮에 잘 때가 많고 쉬는 날엔 집에서 고양이랑 뒹굴어요 ㅎㅎ',
      preferred_style: '따뜻한 우드톤이요 무인양품 느낌?? 😊',
      colors_and_elements: '베이지 아이보리 계열이요. 패브릭 소파는 고양이 때문에 안돼요ㅋㅋ',
      address: '관악구 봉천동이요',
      space_size: '실평수 9평이요',
      budget: '천오백이요.. 최대 이천',
      move_in_date: '3월 말 전에는 들어가야 돼요',
      key_considerations: '암막이랑 고양이 스크래치에 강한 자재요!',
    },
    otherwise: '그건 잘 모르겠어요ㅠ 추천해주세요!',
    expected: {
      project_background: { said: 0, text: ['오피스텔', '낡아서'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['studio'] } },
      address: { said: 0, text: ['봉천동'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 9, unit: 'pyeong' } },
      target_audience: { said: 2, text: ['고양이'] },
      lifestyle: { said: 2, text: ['3교대', '낮에 자야'] },
      key_considerations: { said: 2, text: ['암막'] },
      budget: { said: 3, value: { kind: 'money', amount: 15000000, max: 20000000, currency: 'KRW' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      layout: { said: 'asked', text: ['원룸', '화장실 하나'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 19, unit: 'years' } },
      problem_need: { said: 'asked', text: ['수납', '화장실 타일'] },
      preferred_style: { said: 'asked', text: ['우드톤', '무인양품'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '패브릭'] },
    },
  },

  // Visitor: 40대 남성, 대전에서 닭꼬치 푸드트럭 운영. 말이 거의 없고 마침표도 잘 안 찍는다. 처음엔 "디자인 좀"이라고만 하고,
  // 무엇을 맡길지는 물어봐야 말한다(트럭 외부 랩핑 + 옆면 메뉴판). 시공은 랩핑 업체가 따로 하고 파일만 원함. 카톡 선호.
  // Exercises: near-silent visitor; the work itself only from the core question; deadline 3월 초 vs. festival season 3월 중순.
  // NOT facts: 3월 중순 (festival season), 포터2 (vehicle model, not a size or place).
  {
    id: 'heldout71-other-ko-daejeon-foodtruck-wrap',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '푸드트럭 하는데 디자인 좀 맡기려고요',
      '닭꼬치 트럭이고 대전에서 함 차는 포터2',
    ],
    whenAsked: {
      project_background: '닭꼬치 푸드트럭이요',
      other_design_requirements: '트럭 외부 랩핑이랑 메뉴판 메뉴판은 트럭 옆에 붙이는 거',
      problem_need: '지금 트럭이 흰색 그대로라 뭐 파는 차인지 멀리서 안 보임',
      target_audience: '축제 오는 가족들 대학생',
      preferred_style: '눈에 확 띄게 귀엽게',
      colors_and_elements: '주황색 닭 캐릭터 하나 있으면 좋겠음',
      address: '대전이요',
      expected_deadline: '3월 초까지 3월 중순부터 축제 다님',
      key_considerations: '랩핑 업체는 따로 있음 파일만 주시면 됨',
      collaboration_notes: '카톡으로 시안 보내주세요 낮엔 장사해서 전화는 어려움',
    },
    otherwise: '없음',
    expected: {
      project_background: { said: 0, text: ['푸드트럭'] },
      address: { said: 1, text: ['대전'] },
      other_design_requirements: { said: 'asked', text: ['랩핑', '메뉴판'] },
      problem_need: { said: 'asked', text: ['멀리서'] },
      target_audience: { said: 'asked', text: ['대학생'] },
      preferred_style: { said: 'asked', text: ['눈에 확 띄게'] },
      colors_and_elements: { said: 'asked', text: ['주황색', '닭 캐릭터'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['파일만'] },
      collaboration_notes: { said: 'asked', text: ['카톡'] },
    },
  },
];
