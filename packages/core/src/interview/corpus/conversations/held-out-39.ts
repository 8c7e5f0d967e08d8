import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A thirty-ninth batch of held-out visitors, written blind from the field list (three writers, one a language,
 * none of whom read the engine): every project type in all three languages. The visitors talk like people: they
 * answer with a story or an example instead of a direct answer, with a negation or a comparison ("not like those cold
 * minimalist places", "like Muji but warmer"), add an afterthought in the next message, split one thought over two
 * messages, ask the genie a question back, say they are unsure or that someone else decides, and change their mind;
 * and lives beside the project (family, other jobs, past shops, places and dates) are no brief facts. Each writer's
 * own notes on their seven conversations follow, and each conversation has a comment of what it exercises and
 * which of its numbers, places and dates are not facts.
 */
/*
 * Batch heldout39, en-US: American visitors typing on their phones, people who talk like people.
 * A Tulsa plumber who took over her dad's company, a Georgia peach-orchard couple whose jelly is going into
 * a grocery chain, a Kona snorkel-tour family losing bookings, a former Minneapolis bookseller opening a
 * bookstore-wine bar in an old Decorah bank, a Mesa mom whose Thanksgiving ends up in the garage, a Bend
 * pet-food startup at its first trade show, and an Alaska sled-dog kennel that wants a trail map mural.
 * They answer with stories and comparisons ("not a Barnes and Noble cafe vibe"), add afterthoughts ("oh and",
 * "forgot to say"), ask the genie questions back, change their minds (a deadline, a square footage), check
 * with a husband mid-chat, and mention lives around the project (past shops, kids, other shows and dates)
 * that are not facts of the brief.
 */
/*
 * heldout39 繁體中文（台灣）批次：七位用手機打字的台灣訪客，講話就像一般人在 LINE 上聊天。
 * 嘉義幫媽媽顧雞肉飯小店的女兒、回屏東萬丹幫爸爸賣紅豆的兒子、台中西屯的皮拉提斯老師、
 * 幫越南媽媽問河粉店面的中壢女兒、新莊老公寓裡三個小孩搶廁所的媽媽、
 * 第一次去南港參展的鶯歌陶瓷工作室，還有羅東兒童美語補習班的班主任老公。
 * 這批重點在「怎麼說」：用故事或例子回答（像回到阿嬤家）、用否定或比較回答（不要網美風、像無印但溫暖一點）、
 * 下一則才補充（啊對了、忘了說）、中途反問設計師、不確定就說不確定（要問我老公）、講到一半改口。
 * 也有很多跟案子無關的生活細節（擺攤幾年、小孩幾歲、工作室在哪）——這些不是需求單的欄位。
 * 時區都是 UTC+8（480 分鐘），金額用新台幣／萬，面積用坪或平方公尺。
 */
/*
 * heldout39 한국어 묶음: 폰으로 상담 채팅을 거는 평범한 한국 사람들.
 * 전주 떡집 3대째 사장, 여수 돌산 갓김치 만드는 며느리, 대구 가죽공방 사장,
 * 광주 동명동에 백반집 여는 부부, 수원 영통 구축 아파트 올수리하는 엄마,
 * 하동 녹차 농가 2세, 주문진 수산시장 상인회 총무.
 * 질문에 바로 답하기보다 이야기나 예시로 답하고("엄마 집에 밥 먹으러 온 느낌"),
 * "~처럼은 말고" 같은 부정·비교로 취향을 말하고, "아 그리고" 하며 덧붙이고,
 * 중간에 되묻고("보통 얼마나 걸려요?"), 마음을 바꾸거나 "남편이 정해요" 하고 미룬다.
 * 가족, 예전 가게, 예전 직장, 다른 날짜·장소 같은 곁가지 이야기도 섞여 있다.
 */
export const thirtyNinthHeldOutConversations: CorpusConversation[] = [
  {
    // Dana, Tulsa, took over her dad's plumbing company; full rebrand. Chatty, lowercase-ish. Problem given as a
    // story about how people read the van; asks the genie whether they do wraps (and says 4 vans need them →
    // other_design_requirements volunteered); deadline changes from "by summer" (msg 4) to "end of March" (msg 5).
    // Tulsa is the business's own city (address, listen field). NOT facts: took over "last year", grandpa
    // started it in 1978, the April home & garden show (an event date, not the deadline), 3 of 6 plumbers are
    // women, the number of vans (4).
    id: 'heldout39-brand-en-tulsa-plumber-deadline-change',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! I'm Dana, I took over my dad's plumbing company last year and honestly our logo is older than me lol. Looking for a full rebrand, logo colors the works",
      "We're Hollis & Daughters Plumbing in Tulsa. residential repair, water heaters, drain cleaning, and some remodel rough-ins",
      "the problem is people see our van and think it's some old guy who's gonna overcharge them. we're actually the opposite, 3 of our 6 plumbers are women and we're super upfront about pricing",
      'Do you guys do vehicle wraps too? we have 4 vans that need redoing with whatever we come up with',
      "We'd love it done by summer if possible",
      'wait scratch that. the home & garden show is in April and I want the new look there, so end of March at the latest',
    ],
    whenAsked: {
      brand_name_story:
        'my grandpa started it in 1978 as Hollis & Sons. when my sister and I came in my dad changed it to Daughters, kind of as a joke at first but it stuck and customers love it',
      registration_status: "no idea honestly, my dad might have done something back in the day? I'd have to ask him",
      need_registration_assistance: "yeah that'd be great, I wouldn't know where to start",
      brand_website: "hollisplumbingtulsa.com, and we're on facebook but barely post",
      target_audience:
        'homeowners mostly, a lot of moms and older folks who are home during the day and just want someone they can trust in their house',
      preferred_style: 'friendly but solid. not cutesy. kinda like how Duluth Trading looks, workwear but with personality',
      colors_and_elements: "we've always been red and white, I'd like to keep some red. please no cartoon wrenches or water drops",
      key_considerations: 'it has to look good on a van from across the street. and my dad has to not hate it lol',
      collaboration_notes: "I make the final call but I'll run things by my dad. texting is fine",
    },
    otherwise: 'no preference really',
    expected: {
      project_background: { said: 0, text: ['plumbing company', 'full rebrand'] },
      address: { said: 1, text: ['Tulsa'] },
      products_or_services: { said: 1, text: ['water heaters', 'drain cleaning'] },
      problem_need: { said: 2, text: ['old guy', 'overcharge them'] },
      other_design_requirements: { said: 3, text: ['vehicle wraps'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      brand_name_story: { said: 'asked', text: ['Hollis & Sons', 'changed it to Daughters'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['hollisplumbingtulsa.com'] },
      target_audience: { said: 'asked', text: ['homeowners', 'trust in their house'] },
      preferred_style: { said: 'asked', text: ['friendly but solid', 'not cutesy'] },
      colors_and_elements: { said: 'asked', text: ['red', 'no cartoon wrenches'] },
      key_considerations: { said: 'asked', text: ['from across the street', 'not hate it'] },
    },
  },
  {
    // Peggy, a peach orchard outside Fort Valley, Georgia (the business's own place → address). Polite, full
    // sentences, splits one thought over two messages (0/1), compares her style to Bonne Maman "but less French",
    // asks about pricing mid-way, adds the deadline as an afterthought ("Forgot to say"). Materials: "my husband
    // decides that" → skipped. problem_need (optional) volunteered in msg 1. NOT facts: "for years" at the
    // market, the grandmother's recipe, the fig jelly in the fall (a season, not a date), the summer reset,
    // I-75 and Florida.
    id: 'heldout39-packaging-en-georgia-preserves-husband-decides',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'Hello. My husband and I have a peach orchard outside Fort Valley, Georgia and we make preserves and pepper jelly.',
      'We have sold them at the farmers market for years with handwritten labels, but now a grocery chain wants to carry us and they said our labels need to look more professional',
      'The jars are the 8 oz mason kind, we sell them one at a time and in 3-packs',
      "So what we need is a new label for the jars, we're keeping the same jars. Oh and a little box for the 3-packs",
      "Something like Bonne Maman, that homey feel, but less French if that makes sense. We're Georgia not Provence lol",
      'I am sorry, who would I talk to about pricing? Is that later?',
      'Forgot to say, the grocery people want everything by April 1 for their summer reset, so the design has to be done before then',
    ],
    whenAsked: {
      product_description:
        'Peach preserves, peach habanero pepper jelly, and a fig one in the fall. People put the pepper jelly over cream cheese with crackers, it is a big party thing down here',
      unique_selling_point:
        "Our peaches are picked the same morning we cook them and we don't use pectin, just fruit, sugar and lemon. It's my grandmother's recipe",
      target_audience:
        'Honestly mostly ladies my age, 50s and up, buying gifts or bringing something to a party. And travelers driving down I-75 to Florida who stop at our stand',
      sales_channels: 'The farmers market, our roadside stand, and soon the grocery stores',
      colors_and_elements:
        'Peach color of course, and I would love a little drawing of the orchard. No gingham please, everybody does gingham',
      preferred_materials: "I don't know about materials, my husband decides that kind of thing. He's out on the tractor right now",
      key_considerations:
        'It has to meet the grocery store requirements, they sent us a whole list about barcodes and nutrition panels',
      other_design_requirements: 'Maybe a little sign for the roadside stand, if it is not too much',
    },
    otherwise: "I don't really have a preference",
    expected: {
      project_background: { said: 0, text: ['peach orchard', 'preserves'] },
      address: { said: 0, text: ['Fort Valley'] },
      problem_need: { said: 1, text: ['look more professional'] },
      sales_channels: { said: 1, text: ['farmers market', 'grocery'] },
      specification: { said: 2, text: ['8 oz', '3-packs'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['label', 'box'] } },
      preferred_style: { said: 4, text: ['Bonne Maman', 'less French'] },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      product_description: { said: 'asked', text: ['peach preserves', 'pepper jelly'] },
      unique_selling_point: { said: 'asked', text: ['same morning', 'pectin'] },
      target_audience: { said: 'asked', text: ['50s and up', 'I-75'] },
      colors_and_elements: { said: 'asked', text: ['peach color', 'no gingham'] },
      preferred_materials: { said: 'asked', skipped: true },
      key_considerations: { said: 'asked', text: ['barcodes', 'nutrition panels'] },
    },
  },
  {
    // Kona snorkel-tour family, 2 boats. Casual with emoji; problem told as what happens ("they call us or DM
    // ... we lose a ton of bookings when we're out on the water"); budget given against a rejected agency quote
    // (the $15k is NOT the budget); Japanese added as an afterthought; asks whether the studio builds the
    // booking system. Kailua-Kona is their own town (address, listen field). NOT facts: 2 boats, the 2014 site
    // age, the $15k Honolulu quote, the sister-in-law who translates.
    id: 'heldout39-website-en-kona-snorkel-rejected-quote',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -600,
    messages: [
      'aloha! we run snorkel tours out of Kailua-Kona, small family business, 2 boats',
      "our website is from like 2014 and people can't book on their phones. they call us or DM on instagram and we lose a ton of bookings when we're out on the water",
      'so we need online booking for sure',
      'current site is konasnorkelohana.com if you want to see how bad it is 😅',
      "we got a quote from an agency in honolulu for 15k which is nuts. we're thinking more like 6 to 8k?",
      'oh and forgot, we need it in japanese as well as english. my sister-in-law can translate',
      'do you guys also set up the booking system or do we need to get that separately?',
    ],
    whenAsked: {
      main_pages: 'home, tours and prices, booking, about us, FAQ. maybe a page about reef safe sunscreen and stuff',
      target_audience:
        "tourists, mostly families and couples on vacation. they're usually on their phone at the hotel deciding what to do tomorrow",
      competitors: 'Honu Reef Charters and Manta Nights Kona have nice sites, booking is super easy on theirs',
      preferred_style: 'bright and ocean-y but not cheesy tiki. real photos of the reef, we have tons',
      expected_deadline: "before summer for sure, like by May? that's when it gets busy",
      key_considerations:
        "booking HAS to work on a phone, super simple, and it has to match our boat capacity so we don't overbook",
      other_design_requirements: 'we could use help with the english copy, my writing is not great lol',
    },
    otherwise: 'no preference, whatever you think',
    expected: {
      project_background: { said: 0, text: ['snorkel tours', 'family business'] },
      address: { said: 0, text: ['Kailua-Kona'] },
      problem_need: { said: 1, text: ['book on their phones', 'lose a ton of bookings'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 3, text: ['konasnorkelohana.com'] },
      budget: { said: 4, value: { kind: 'money', amount: 6000, max: 8000, currency: 'USD' } },
      languages: { said: 5, text: ['japanese', 'english'] },
      main_pages: { said: 'asked', text: ['tours', 'booking', 'FAQ'] },
      target_audience: { said: 'asked', text: ['families and couples', 'on their phone'] },
      competitors: { said: 'asked', text: ['Honu Reef Charters', 'Manta Nights Kona'] },
      preferred_style: { said: 'asked', text: ['not cheesy tiki', 'real photos'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['work on a phone', 'overbook'] },
    },
  },
  {
    // Former Minneapolis bookseller opening a used bookstore + wine bar in an old bank building in downtown
    // Decorah, Iowa. Size corrected after checking the lease (2000 → 1,750 sq ft, msg 3 wins); brand value told as
    // a scene ("a friend's house who has way too many books..."); style by negation ("NOT a Barnes and Noble
    // cafe vibe"); the vault idea as an excited afterthought. NOT facts: 11 years in Minneapolis, the 2000 sq ft
    // guess, the basement, Luther College, trout fishing and the Nordic museum, "within an hour" (a competitor
    // radius, not a distance of the project).
    id: 'heldout39-commercial-en-decorah-bookbar-lease-correction',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi there, I'm opening a used bookstore with a small wine bar in the back, in the old bank building downtown Decorah",
      'I ran a bookshop in Minneapolis for 11 years before we moved back here, so I know the book side, I just have no clue about design',
      'Space is about 2000 sq ft I think',
      "ok I just pulled up the lease, it's 1,750 sq ft plus a basement we're not touching",
      "The feeling I want is like when you're at a friend's house who has way too many books and they pour you a glass and you end up staying till midnight",
      "definitely NOT a Barnes and Noble cafe vibe. more like a messy professor's study but cleaner lol",
      'oh and the bank vault is still there!! I want to do something with it, maybe the rare books room?',
    ],
    whenAsked: {
      problem_need:
        "right now it's one big open bank lobby with marble floors and it echoes like crazy. I need it to feel cozy and fit a lot of shelving without it feeling cramped",
      target_audience:
        'college kids from Luther, retirees, and the tourists who come through for trout fishing and the Nordic museum',
      competitive_advantage:
        "there's nowhere in town to have a glass of wine that isn't a bar with TVs. and nobody sells used books within an hour of here",
      colors_and_elements:
        "dark green, brass, warm lamps. no white walls and no Edison bulbs please, I'm so tired of Edison bulbs",
      budget: 'my husband and I set aside 120k for the whole buildout, furniture included',
      opening_date: 'sometime in September, honestly it depends on the contractor',
      key_considerations:
        "it's a historic building so there are rules about what we can change, the marble floors and the vault door have to stay. and the echo",
      other_design_requirements: 'a sign for the front window would be lovely, the old bank lettering is still above the door',
    },
    otherwise: 'no strong feelings on that',
    expected: {
      project_background: { said: 0, text: ['used bookstore', 'wine bar'] },
      address: { said: 0, text: ['Decorah'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 1750, unit: 'ft2' } },
      brand_value: { said: 4, text: ['too many books', 'staying till midnight'] },
      preferred_style: { said: 5, text: ['NOT a Barnes and Noble', 'messy professor'] },
      unique_design: { said: 6, text: ['bank vault', 'rare books room'] },
      problem_need: { said: 'asked', text: ['echoes', 'cozy', 'shelving'] },
      target_audience: { said: 'asked', text: ['college kids', 'retirees', 'tourists'] },
      competitive_advantage: { said: 'asked', text: ['bar with TVs', 'used books'] },
      colors_and_elements: { said: 'asked', text: ['dark green', 'brass', 'no Edison bulbs'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 120000, currency: 'USD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['historic building', 'marble floors'] },
    },
  },
  {
    // Mesa, AZ mom redoing kitchen/dining/family room of a ranch house (→ detached_house). Problem told as a
    // Thanksgiving story; style by negation ("not ... gray flip houses"); budget: "have to ask my husband, one
    // sec" then "75k max" in the next message (bound at_most); asks the genie if that's realistic. Already lives
    // there → move-in date skipped. NOT facts: bought "last fall", the boys' ages 9 and 12, mom moving in "in
    // the summer" (not the move-in date), husband's 3 WFH days, the built-in year 1978 as a date (only the age
    // 48 is a fact).
    id: 'heldout39-residential-en-mesa-ranch-ask-husband',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'Hi! We bought a ranch house in Mesa last fall and want to redo the main living areas - kitchen, dining and family room',
      "Every Thanksgiving it's the same thing, the kitchen is this closed-off box and half the family ends up eating at a folding table in the garage 😂",
      "we don't want it to look like one of those gray flip houses. warm, a little desert modern maybe?",
      "It's me, my husband, our two boys (9 and 12) and my mom moves in with us in the summer",
      "budget I'd have to ask my husband, he's the spreadsheet guy. one sec",
      'ok he says 75k max for everything',
      'is that enough for a kitchen + opening up a wall? just want to be realistic lol',
    ],
    whenAsked: {
      layout: '3 bed 2 bath, a front living room nobody uses and the family room in back by the kitchen',
      age: "it was built in 1978 so it's 48 years old",
      lifestyle:
        'I cook a lot, the boys do homework at the kitchen counter, my husband works from home 3 days a week in the spare bedroom. we host a lot, birthdays, football sundays',
      colors_and_elements: 'terracotta, warm wood, maybe some saltillo tile. no gray, no shiplap',
      space_size: 'the whole house is about 1,900 sq ft',
      move_in_date: "we're already living in it so there's no move in date really",
      key_considerations:
        'my mom uses a walker so we need wide walkways and no step down into the family room like there is now',
      important_collections: "my husband's vinyl records, like 600 of them, they need a real home",
    },
    otherwise: 'no preference',
    expected: {
      project_background: { said: 0, text: ['ranch house', 'kitchen, dining and family room'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 0, text: ['Mesa'] },
      problem_need: { said: 1, text: ['closed-off box', 'folding table in the garage'] },
      preferred_style: { said: 2, text: ['gray flip houses', 'desert modern'] },
      target_audience: { said: 3, text: ['two boys', 'my mom'] },
      budget: { said: 5, value: { kind: 'money', amount: 75000, bound: 'at_most', currency: 'USD' } },
      layout: { said: 'asked', text: ['3 bed 2 bath'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 48, unit: 'years' } },
      lifestyle: { said: 'asked', text: ['cook a lot', 'works from home', 'football sundays'] },
      colors_and_elements: { said: 'asked', text: ['terracotta', 'no shiplap'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 1900, unit: 'ft2' } },
      move_in_date: { said: 'asked', skipped: true },
      key_considerations: { said: 'asked', text: ['walker', 'no step down'] },
    },
  },
  {
    // Bend, Oregon freeze-dried dog food startup, first real trade-show booth at Global Pet Expo, Orange County
    // Convention Center, Orlando. Brand value told as the founder's dog story; style by negation ("not another
    // booth with a giant cartoon dog"); power as an "oh and" afterthought; move-out date unknown → skipped.
    // Booth 10 x 20 ft = 200 sq ft. NOT facts: Bend, Oregon (the company's home, not the venue), Biscuit,
    // farmers markets with a pop-up tent, "like 30 things", SuperZoo in August (another show), PetSmart, the
    // business partner.
    id: 'heldout39-exhibition-en-bend-petfood-first-booth',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "hey there, we're Good Dirt Pet Co out of Bend, Oregon. we make freeze dried raw dog food and treats",
      "we got into Global Pet Expo this March, first time doing a real trade show booth. we've only done farmers markets with a pop-up tent before",
      'booth is 10 x 20 ft',
      "show is March 25-27, we can move in the 23rd I think. it's at the Orange County Convention Center in Orlando",
      "why I started this: my dog Biscuit had awful skin allergies and every 'limited ingredient' food still had like 30 things in it. so ours has 5 ingredients max and you can pronounce all of them",
      'we want buyers to walk by and immediately get that it is simple and honest. not another booth with a giant cartoon dog',
      "oh and we'll need power for a sample fridge and a TV loop. no water",
    ],
    whenAsked: {
      target_audience:
        "independent pet store buyers mostly, and distributors. the big chains are a long shot but if PetSmart walks by I won't complain lol",
      unique_design:
        "I keep picturing a wall of the actual raw ingredients, like jars of the salmon and sweet potato, so people see it's real food",
      budget: "35 to 40k all in? honestly no idea what booths cost, that's what my business partner said we could do",
      exit_date: 'not sure yet, I have to dig through the exhibitor manual',
      key_considerations: 'it has to pack into a crate or two for shipping, and we want to reuse it at SuperZoo in August',
      plans_after_project: 'yeah SuperZoo in Vegas is next if this goes well',
    },
    otherwise: 'not sure, no preference',
    expected: {
      project_background: { said: 0, text: ['freeze dried raw dog food'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-03-25', precision: 'day' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-23', precision: 'day' } },
      address: { said: 3, text: ['Orange County Convention Center'] },
      brand_value: { said: 4, text: ['5 ingredients max', 'pronounce all of them'] },
      preferred_style: { said: 5, text: ['simple and honest', 'giant cartoon dog'] },
      water_electricity_supply: { said: 6, value: { kind: 'choice', selected: ['electricity_only'] } },
      target_audience: { said: 'asked', text: ['independent pet store buyers', 'distributors'] },
      unique_design: { said: 'asked', text: ['wall of the actual raw ingredients'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 35000, max: 40000, currency: 'USD' } },
      exit_date: { said: 'asked', skipped: true },
      key_considerations: { said: 'asked', text: ['crate or two', 'reuse it'] },
    },
  },
  {
    // Sled dog kennel in Willow, Alaska, summer kennel tours; wants an illustrated Iditarod trail map for the
    // visitor cabin wall, plus posters as a two-message afterthought (msg 2, said stays 1). Problem as a small
    // confession ("we just point at a laminated printout"); style as a comparison ("like those old National Park
    // posters? but not exactly"); asks how big a map can go. Alaska time (-540). NOT facts: the husband's 6
    // Iditarods, the 12-foot wall (not a field), the May 15 season opening (the deadline is end of April),
    // Anchorage and Seward, the train and buses.
    id: 'heldout39-other-en-alaska-kennel-trail-map',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -540,
    messages: [
      'Hi, kind of an unusual one. We have a sled dog kennel in Willow and in the summer we do kennel tours and cart rides for tourists',
      'My husband has run the Iditarod 6 times and people always ask where the trail goes, so we want a big illustrated map of the trail for the wall of our visitor cabin',
      'and then smaller printed versions we can sell as posters',
      "right now we just point at a laminated printout from the internet lol. it's embarrassing",
      'Something like those old National Park posters? but not exactly, more hand drawn and less retro',
      "what's the biggest you can do a map like that? the wall is about 12 feet wide",
    ],
    whenAsked: {
      target_audience:
        'cruise ship tourists mostly, they come up on the train or buses from Anchorage and Seward. lots of retirees and families',
      colors_and_elements:
        "blues and whites for the snow obviously, and I'd love the checkpoints marked with little dog teams. no red, it looks like a warning map",
      expected_deadline: 'we open for the season May 15 so ideally done by end of April',
      key_considerations:
        'accuracy. mushers will come look at it and they WILL tell us if a checkpoint is in the wrong spot',
      collaboration_notes:
        "email is best, we have terrible cell service out here. I'm the point person but my husband has to sign off on the trail stuff",
      plans_after_project: 'maybe postcards and mugs with the map if the posters sell',
    },
    otherwise: 'no preference!',
    expected: {
      project_background: { said: 0, text: ['sled dog kennel', 'kennel tours'] },
      address: { said: 0, text: ['Willow'] },
      other_design_requirements: { said: 1, text: ['illustrated map', 'visitor cabin'] },
      problem_need: { said: 3, text: ['laminated printout'] },
      preferred_style: { said: 4, text: ['National Park posters', 'hand drawn'] },
      target_audience: { said: 'asked', text: ['cruise ship tourists', 'retirees'] },
      colors_and_elements: { said: 'asked', text: ['blues and whites', 'little dog teams', 'no red'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['accuracy', 'wrong spot'] },
      collaboration_notes: { said: 'asked', text: ['email', 'sign off'] },
    },
  },
  {
    // 嘉義市，女兒幫媽媽的雞肉飯小店做 logo。店名故事在第 1 則自己講；品項在第 3 則，第 4 則才補「冬天限定麻油雞」
    // （said 仍是第 3 則，只比對第 3 則的字）；第 5 則反問 logo 給幾個方向；風格用「不要文青」＋「像回到阿嬤家」回答；
    // 商標「還沒有」但要協助。NOT facts：快三十年、秀琴姐這個稱呼、看著我長大、農曆年。
    id: 'heldout39-brand-zh-chiayi-chicken-rice-grandma-feel',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我在嘉義市跟我媽一起顧一間雞肉飯小店，想做一個正式一點的logo',
      '店名叫「秀琴灶腳」，秀琴是我媽的名字，她在這條路上賣了快三十年了，以前根本沒有店名，客人都叫她秀琴姐',
      '現在的問題是我們要開始做宅配跟外帶，袋子上什麼都沒有，客人拍照打卡也不知道要tag什麼😂',
      '我們賣的就是雞肉飯、滷味，還有我媽自己煮的古早味紅茶',
      '啊對了 還有冬天限定的麻油雞',
      '想問一下 你們logo通常會給幾個方向讓我們選嗎？',
    ],
    whenAsked: {
      registration_status: '還沒有欸，應該要去申請嗎',
      need_registration_assistance: '好啊 如果不會太貴的話可以幫忙',
      brand_website: '只有FB粉專，搜尋秀琴灶腳就有',
      target_audience: '附近的上班族跟學生，還有很多老客人是看著我長大的阿伯阿姨',
      preferred_style: '不要那種很文青很冷的，希望客人看到就覺得像回到阿嬤家吃飯',
      colors_and_elements: '想要有紅色，像以前辦桌的那種紅，然後可以放一隻雞？但不要太卡通',
      expected_deadline: '希望過完農曆年就可以用，大概三月吧',
      key_considerations: '我媽要看得懂也要喜歡，她不喜歡的話應該不會用😅',
      other_design_requirements: '外帶袋子跟便當上的貼紙也想一起弄',
    },
    otherwise: '都可以，你們比較專業',
    expected: {
      project_background: { said: 0, text: ['雞肉飯小店', 'logo'] },
      address: { said: 0, text: ['嘉義市'] },
      brand_name_story: { said: 1, text: ['秀琴是我媽的名字'] },
      problem_need: { said: 2, text: ['宅配跟外帶', '不知道要tag什麼'] },
      products_or_services: { said: 3, text: ['雞肉飯', '滷味', '古早味紅茶'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['上班族跟學生', '老客人'] },
      preferred_style: { said: 'asked', text: ['不要那種很文青', '回到阿嬤家'] },
      colors_and_elements: { said: 'asked', text: ['辦桌的那種紅', '不要太卡通'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['我媽要看得懂'] },
    },
  },
  {
    // 屏東萬丹，回鄉幫爸爸種紅豆的兒子，要做蜜紅豆包裝。第 2 則說本來想做紙盒，第 3 則改口成單包夾鏈袋（包裝形式以第 3 則為準）；
    // 第 5 則反問有沒有做過食品包裝；風格用「像無印但溫暖一點」的比較；材質說「完全沒概念」→ 不期待 preferred_materials。
    // NOT facts：爸爸種了二十幾年、今年回來、母親節（只是理由，期限是四月底前）、原本一盒 4 包的想法、一包十塊（包材成本，不是設計預算）。
    id: 'heldout39-packaging-zh-wandan-red-bean-box-to-pouch',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我們家在屏東萬丹種紅豆，我爸種了二十幾年，今年我回來幫忙，想把自家紅豆做成商品賣',
      '第一個商品是蜜紅豆，就是煮好加糖的那種，打開可以直接加在剉冰或豆花上',
      '一包250克，本來想做紙盒一盒裝4包',
      '不過想了一下還是單包的夾鏈袋就好，盒子太占空間運費也貴',
      '我們的紅豆是自己種自己煮，不加防腐劑，跟市場那種甜到不行又爛爛的不一樣',
      '對了 你們有做過食品的包裝嗎？有的話可以給我看一下嗎',
    ],
    whenAsked: {
      target_audience: '我想賣給會自己在家做甜點的媽媽，還有喜歡買伴手禮的年輕人',
      sales_channels: '先放蝦皮跟我們自己的IG，週末會去市集擺攤',
      preferred_style: '有點像無印良品那樣簡單，但要溫暖一點，不要冷冰冰的',
      colors_and_elements: '紅豆的暗紅色一定要有，可以畫我爸在田裡的樣子嗎哈哈',
      preferred_materials: '這個我完全沒概念欸，只知道要能冰冷藏，你們建議就好',
      expected_deadline: '希望母親節前可以上架，所以四月底前要弄好',
      key_considerations: '售價不能太高，包材成本希望一包控制在十塊以內',
    },
    otherwise: '都可以，你們決定就好',
    expected: {
      project_background: { said: 0, text: ['萬丹種紅豆', '自家紅豆'] },
      address: { said: 0, text: ['屏東萬丹'] },
      product_description: { said: 1, text: ['蜜紅豆', '剉冰或豆花'] },
      specification: { said: 2, text: ['250克'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bag_pouch'] } },
      unique_selling_point: { said: 4, text: ['自己種自己煮', '不加防腐劑'] },
      target_audience: { said: 'asked', text: ['在家做甜點', '伴手禮'] },
      sales_channels: { said: 'asked', text: ['蝦皮', 'IG', '市集'] },
      preferred_style: { said: 'asked', text: ['無印良品', '溫暖一點'] },
      colors_and_elements: { said: 'asked', text: ['暗紅色', '我爸在田裡'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['十塊以內'] },
    },
  },
  {
    // 台中西屯，一個人教課的皮拉提斯老師，要能線上預約的網站。問題用生活故事說（每晚十一點還在回 LINE）；
    // 第 3 則預算「要問我老公」，第 5 則才回報「十萬以內」（預算以第 5 則為準）；第 4 則反問要做多久順便給上線期限；
    // 風格用否定（不要健身房那種熱血螢光）。NOT facts：晚上十一點、暑假旺季、台北那間參考網站的所在地、三四十歲以外的數字。
    id: 'heldout39-website-zh-taichung-pilates-ask-husband-budget',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我在台中西屯開一間小小的皮拉提斯教室，想做一個可以線上預約的網站',
      '現在學生都是傳LINE跟我約課，我每天晚上十一點還在回訊息排課表🥲 常常還會重複約到同一個時段',
      '目前沒有網站，只有IG',
      '預算的部分我要問一下我老公，他在管錢😅',
      '請問你們做網站大概要多久？我希望六月底前可以上線，暑假是旺季',
      '剛問了 我老公說十萬以內都可以',
    ],
    whenAsked: {
      category: '就是可以預約課程的那種',
      main_pages: '首頁、課程介紹、老師介紹、價目表、線上預約',
      languages: '中文就好',
      target_audience: '大部分是三四十歲的上班族女生，還有一些產後想恢復體態的媽媽',
      competitors: '我蠻喜歡台北一間叫「慢慢Pilates」的網站，很乾淨',
      preferred_style: '乾淨舒服，不要健身房那種很熱血很螢光的感覺',
      key_considerations: '一定要手機好操作，我的學生幾乎都是用手機約課',
      other_design_requirements: '可能要請你們幫忙拍教室的照片',
    },
    otherwise: '沒有特別想法耶',
    expected: {
      project_background: { said: 0, text: ['皮拉提斯教室', '線上預約'] },
      address: { said: 0, text: ['台中西屯'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['傳LINE', '重複約到同一個時段'] },
      url: { said: 2, text: ['IG'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      budget: { said: 5, value: { kind: 'money', amount: 100_000, currency: 'TWD', bound: 'at_most' } },
      main_pages: { said: 'asked', text: ['課程介紹', '老師介紹', '價目表'] },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['上班族女生', '產後'] },
      competitors: { said: 'asked', text: ['慢慢Pilates'] },
      preferred_style: { said: 'asked', text: ['乾淨舒服', '不要健身房'] },
      key_considerations: { said: 'asked', text: ['手機好操作'] },
    },
  },
  {
    // 桃園中壢，女兒幫越南籍媽媽問河粉店面。品牌價值用故事（像在越南巷口吃早餐）；風格用否定（不要網美越南餐廳、假花假燈籠）；
    // 預算第 5 則說 150 萬左右，第 6 則媽媽在旁邊改口「最多 120 萬」（以第 6 則為準）。
    // NOT facts：忠貞市場（舊攤位）、擺攤八年、150 萬（被改掉）、六月學生放暑假、隔壁店被檢舉、香料從越南帶回來。
    id: 'heldout39-commercial-zh-zhongli-pho-mom-budget-cut',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，我是幫我媽問的～她是越南人，在忠貞市場擺攤賣河粉八年了，現在終於要開一間自己的店面',
      '店面在中壢，中原大學後面那條街，大概18坪',
      '現在的問題是我們完全不知道要怎麼配置，廚房要多大、要放幾張桌子都不知道，之前攤位都是露天的😂',
      '我媽一直說她希望客人進來就像在越南巷口吃早餐那樣，很隨性很熱鬧',
      '但不要那種網美越南餐廳，一堆假花假燈籠的，我媽說那根本不是越南哈哈',
      '預算我們抓150萬左右',
      '啊我媽剛剛在旁邊說最多120萬，不能再多了',
    ],
    whenAsked: {
      target_audience: '中原的學生，還有附近工廠的移工跟新住民，很多都是我媽的老客人',
      competitive_advantage: '湯頭是我媽每天早上熬的牛骨湯，香料都是從越南帶回來的',
      colors_and_elements: '可以用綠色跟黃色，我媽很想要那種越南路邊的小塑膠椅哈哈',
      unique_design: '想要一個開放的煮麵台，客人可以看到我媽在燙河粉',
      opening_date: '希望五月可以開，因為六月學生就要放暑假了',
      key_considerations: '廚房的排煙跟排水一定要弄好，之前隔壁的店被鄰居檢舉過油煙',
      other_design_requirements: '招牌跟菜單也要，菜單要有中文跟越南文',
    },
    otherwise: '我再問我媽，先都可以',
    expected: {
      project_background: { said: 0, text: ['河粉', '店面'] },
      address: { said: 1, text: ['中壢', '中原大學'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      problem_need: { said: 2, text: ['怎麼配置', '廚房要多大'] },
      brand_value: { said: 3, text: ['越南巷口吃早餐', '隨性'] },
      preferred_style: { said: 4, text: ['不要那種網美越南餐廳', '假花假燈籠'] },
      budget: { said: 6, value: { kind: 'money', amount: 1_200_000, currency: 'TWD', bound: 'at_most' } },
      target_audience: { said: 'asked', text: ['中原的學生', '移工跟新住民'] },
      competitive_advantage: { said: 'asked', text: ['每天早上熬的牛骨湯'] },
      colors_and_elements: { said: 'asked', text: ['綠色跟黃色', '小塑膠椅'] },
      unique_design: { said: 'asked', text: ['開放的煮麵台'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['排煙跟排水'] },
    },
  },
  {
    // 新北新莊，屋齡 38 年的四樓無電梯老公寓，媽媽想整間翻新。問題用生活場景說（五口人一間廁所每天早上搶）；
    // 第 3 則反問一間廁所能不能變兩間；第 5 則「忘了說」補兩隻貓（家庭成員以第 2 則為準，只比對三個小孩）；
    // 預算「還沒算，想抓 250 萬」；風格用比較（像 IKEA 型錄但不要白得像醫院）。
    // NOT facts：老大國中、四樓、貓砂盆、鄰居都是老人家、開學（只是搬回來的理由）。
    id: 'heldout39-residential-zh-xinzhuang-one-bathroom-five-people',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們家在新莊，是一間屋齡38年的老公寓，四樓沒電梯，想整間翻新',
      '三房一廳，只有一間廁所',
      '最大的問題是我們家五個人，我跟老公加三個小孩，每天早上都在搶廁所😩 老大國中了吹頭髮吹超久',
      '想問 一間廁所有辦法變兩間嗎？還是要看管線',
      '室內大概26坪',
      '忘了說我們有養兩隻貓，貓砂盆一直不知道要放哪',
    ],
    whenAsked: {
      property_category: '公寓，就那種舊的五層樓公寓',
      lifestyle: '我在家接案做會計，需要一個安靜的角落。晚上全家都擠在客廳看電視',
      preferred_style: '像IKEA型錄那種乾淨明亮的，但不要整間都白的像醫院',
      colors_and_elements: '我喜歡木頭色，我老公說隨便我😂',
      budget: '老實說還沒仔細算，我們想抓250萬，可是不知道夠不夠',
      move_in_date: '希望小孩放暑假的時候施工，九月開學前搬回來',
      key_considerations: '樓梯很窄，材料搬上去要注意，還有鄰居都是老人家，施工噪音要先去打招呼',
      important_collections: '沒有什麼收藏，小孩的樂高算嗎哈哈',
    },
    otherwise: '都可以 看你們建議',
    expected: {
      project_background: { said: 0, text: ['老公寓', '整間翻新'] },
      address: { said: 0, text: ['新莊'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 38, unit: 'years' } },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 1, text: ['三房一廳', '一間廁所'] },
      problem_need: { said: 2, text: ['搶廁所'] },
      target_audience: { said: 2, text: ['三個小孩'] },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 26, unit: 'ping' } },
      lifestyle: { said: 'asked', text: ['接案做會計', '擠在客廳'] },
      preferred_style: { said: 'asked', text: ['IKEA型錄', '不要整間都白'] },
      colors_and_elements: { said: 'asked', text: ['木頭色'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 2_500_000, currency: 'TWD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['樓梯很窄', '噪音'] },
    },
  },
  {
    // 鶯歌的小陶瓷工作室，第一次參加南港展覽館的禮品文具展。第 2 則一次給展期、進場、撤場，第 3 則「喔不對」更正進場日；
    // 品牌價值用太太的一句話（杯子是要天天拿來喝水的）；第 5 則反問行情並給 25 萬預算；風格用否定（不要百貨專櫃亮晶晶）。
    // NOT facts：鶯歌（工作室所在地，不是展場）、三百多個杯子、兩個人顧攤、下午五點、日本（代理商的國家）。
    id: 'heldout39-exhibition-zh-yingge-ceramics-move-in-fix',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我們是鶯歌的一間小陶瓷工作室，四月要第一次參加禮品文具展，想找人設計攤位',
      '在南港展覽館一館，我們租了兩個攤位，3x6米',
      '展期是4/23到4/26，主辦說4/22進場佈置，4/26下午五點後撤場',
      '喔不對 我剛看信 進場是4/21跟4/22兩天',
      '我們做的是日常用的杯子碗盤，我老婆常說，杯子是要天天拿來喝水的，不是放在櫃子裡供著的',
      '想問一下 像這種大小的攤位一般大概要花多少？我們抓25萬不知道夠不夠',
    ],
    whenAsked: {
      target_audience: '主要想接觸選物店跟咖啡廳的採購，如果能接到日本的代理商更好',
      preferred_style: '不要那種很像百貨公司專櫃亮晶晶的，想要像走進我們工作室那樣，有點土、有點手作感',
      unique_design: '想要一面很長的木架子，把我們三百多個杯子全部排上去，像一面杯子牆',
      water_electricity_supply: '只要電就好，燈一定要打好，陶器沒打光很難看',
      key_considerations: '東西很容易破，展架一定要穩，還有我們只有兩個人顧攤',
      other_design_requirements: 'DM跟價目卡可以一起做嗎',
    },
    otherwise: '這個我不太確定欸，你們建議',
    expected: {
      project_background: { said: 0, text: ['陶瓷工作室', '禮品文具展'] },
      address: { said: 1, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-04-23', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-04-26', precision: 'day' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-04-21', precision: 'day' } },
      brand_value: { said: 4, text: ['天天拿來喝水', '不是放在櫃子裡'] },
      budget: { said: 5, value: { kind: 'money', amount: 250_000, currency: 'TWD' } },
      target_audience: { said: 'asked', text: ['選物店跟咖啡廳'] },
      preferred_style: { said: 'asked', text: ['不要那種很像百貨公司', '手作感'] },
      unique_design: { said: 'asked', text: ['杯子牆'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['展架一定要穩'] },
    },
  },
  {
    // 宜蘭羅東，開了十年的兒童美語補習班，老闆想做吉祥物，下一則才補 LINE 貼圖（設計項目以第 1 則為準，只比對「吉祥物」）；
    // 問題用故事說（附近新開連鎖、小朋友記不住名字）；風格引用女兒的話（像拉拉熊、不要太酷）；第 5 則反問貼圖上架；
    // 第 6 則自己講見面一次、LINE 聯絡、太太決定；期限「還沒想、要問太太」→ 不期待 expected_deadline。
    // NOT facts：開了十年、兩間連鎖、女兒、暑假招生（只是猜測）、以後做玩偶。
    id: 'heldout39-other-zh-luodong-cram-school-mascot',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '老師您好（不知道怎麼稱呼🙏）我在羅東開兒童美語補習班，開十年了',
      '想請你們設計一隻吉祥物',
      '還有用吉祥物做一組LINE貼圖，給家長群組用',
      '原因是附近新開了兩間連鎖的，招牌都很大很亮，我們這種小班制的老補習班感覺被比下去了，小朋友也常記不住我們的名字',
      '我女兒說可以參考拉拉熊那種，軟軟的、呆呆的，不要太酷',
      '想問貼圖你們會幫忙上架嗎？還是要我們自己弄',
      '然後見面討論一次就好，其他用LINE聯絡，最後決定的是我太太，她是班主任',
    ],
    whenAsked: {
      target_audience: '三到十二歲的小朋友，還有他們的爸媽，爸媽才是付錢的人哈哈',
      colors_and_elements: '我們的招牌是橘色的，吉祥物想要跟橘色有關，可以是一隻狐狸嗎？還是你們覺得什麼動物好',
      expected_deadline: '還沒有想欸，可能暑假招生前吧，我要問我太太',
      key_considerations: '要小朋友一看就會想畫、想抱，以後可能還會做成玩偶',
      collaboration_notes: '就LINE，最後我太太點頭才算數😂',
    },
    otherwise: '都可以，你們看著辦',
    expected: {
      project_background: { said: 0, text: ['兒童美語補習班'] },
      address: { said: 0, text: ['羅東'] },
      other_design_requirements: { said: 1, text: ['吉祥物'] },
      problem_need: { said: 3, text: ['被比下去', '記不住我們的名字'] },
      preferred_style: { said: 4, text: ['拉拉熊', '不要太酷'] },
      number_of_visits: { said: 6, value: { kind: 'number_with_unit', amount: 1, unit: 'times' } },
      collaboration_notes: { said: 6, text: ['LINE', '我太太'] },
      target_audience: { said: 'asked', text: ['三到十二歲', '爸媽'] },
      colors_and_elements: { said: 'asked', text: ['橘色', '狐狸'] },
      key_considerations: { said: 'asked', text: ['一看就會想畫'] },
    },
  },
  {
    // 전주 떡집 3대째 사장(30대, 서울 회사 다니다 귀향). 문제를 손님 반응 이야기로 말함("한약방인지 모르겠대요"),
    // 상품 목록을 두 메시지에 걸쳐 말함(said = 처음 메시지, 덧붙인 떡국떡·선물세트는 기대 텍스트에 넣지 않음),
    // 마감 말하면서 되물음, 상표는 "아버지한테 물어봐야" → not_sure, 스타일은 부정+비교.
    // NOT facts: 78년(개업 연도), 남부시장(예전 자리), 3대째, 서울 회사·재작년 귀향, 할머니 성함 자체는 이름 유래로만.
    id: 'heldout39-brand-ko-jeonju-tteok-story-afterthought',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 전주에서 떡집 하는데요 로고 새로 하고 싶어서 왔어요',
      '가게 이름은 순이네떡방이에요. 할머니가 78년에 남부시장에서 시작하셨고 지금은 객사 근처로 옮겨서 제가 3대째 하고 있어요 ㅎㅎ',
      '저는 서울에서 회사 다니다가 재작년에 내려왔구요',
      '지금 간판이 그냥 궁서체 글씨라 너무 옛날 가게 같대요. 젊은 손님들은 떡집인지 한약방인지 모르겠다고 ㅋㅋ',
      '주로 인절미랑 쑥떡, 답례떡 해요',
      '아 그리고 명절엔 떡국떡이랑 선물세트도요',
      '로고 작업은 보통 얼마나 걸려요? 다음 달 말까지 되면 좋겠는데',
    ],
    whenAsked: {
      brand_name_story: '할머니 성함이 순이셨어요. 시장에서 다들 순이네 순이네 불러서 그게 그냥 가게 이름이 됐대요',
      registration_status: '아 그건 잘 모르겠어요 아버지한테 물어봐야 돼요',
      need_registration_assistance: '네 해주시면 좋죠',
      brand_website: '인스타만 있어요 @sooni_tteok',
      target_audience: '원래는 동네 어르신들이 많은데 요즘은 한옥마을 관광객이랑 돌잔치 답례떡 주문하는 30대 엄마들이 늘었어요',
      preferred_style: '너무 힙한 카페처럼은 말구요 ㅎㅎ 전통은 살리면서 깔끔한 거요. 태극당 로고 같은 느낌 좋아해요',
      colors_and_elements: '쑥색이나 팥색 좋아요. 빨간색은 촌스러워 보여서 빼주세요',
      key_considerations: '어르신 손님들도 읽기 쉬워야 돼요. 영어만 크게 써있고 그러면 안돼요',
      expected_deadline: '아까 말씀드린 것처럼 다음 달 말까지요',
      other_design_requirements: '간판이랑 답례떡 스티커도 바꾸고 싶긴 해요',
    },
    otherwise: '그건 딱히 생각 안 해봤어요',
    expected: {
      project_background: { said: 0, text: ['떡집', '로고'] },
      address: { said: 1, text: ['객사'] },
      problem_need: { said: 3, text: ['궁서체', '옛날 가게'] },
      products_or_services: { said: 4, text: ['인절미', '쑥떡', '답례떡'] },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      brand_name_story: { said: 'asked', text: ['할머니 성함', '순이네'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@sooni_tteok'] },
      target_audience: { said: 'asked', text: ['관광객', '30대 엄마들'] },
      preferred_style: { said: 'asked', text: ['힙한 카페', '태극당'] },
      colors_and_elements: { said: 'asked', text: ['쑥색', '빨간색'] },
      key_considerations: { said: 'asked', text: ['읽기 쉬워야'] },
    },
  },
  {
    // 여수 돌산 갓김치, 시어머니와 같이 담그는 며느리(40대). 문제를 리뷰 이야기로("국물 샌다고 리뷰"),
    // 규격을 바꿈(1kg 하나 → 500g이랑 1kg 두 개, said = 고친 메시지), 라벨 되물음,
    // 재질은 "남편이 정한대요" → skipped, 스타일은 비교+부정("마트 pb상품 같은 건 싫어요").
    // NOT facts: 시어머니 40년 경력, 4월 햇갓(마감은 3월 안), 돌산 휴게소(여름 노점, 판매처 목록엔 넣지 않음).
    id: 'heldout39-packaging-ko-yeosu-gatkimchi-spec-change-husband',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '여수 돌산에서 시어머니랑 갓김치 담가서 파는데요 이번에 온라인 판매 하려고 포장 디자인 알아보고 있어요',
      '지금은 그냥 투명 비닐봉지에 담아서 고무줄로 묶어 팔아요 ㅠ 택배로 보내면 국물 샌다고 리뷰 달려요',
      '1kg짜리 파우치 하나로 하려고 했는데',
      '아 아니다 500g이랑 1kg 두 개로 할게요. 혼자 사는 분들은 1kg 너무 많대요',
      '우리 갓김치는 돌산 갓으로만 하고 멸치액젓도 직접 담근 거 써요. 어머니가 40년 넘게 하신 방식 그대로요',
      '근데 디자인 맡기면 라벨 스티커도 같이 해주시는 거죠?',
    ],
    whenAsked: {
      product_description: '갓김치요 ㅎㅎ 밥반찬으로 먹고 라면이랑 먹어도 맛있어요. 받으시면 냉장보관 하셔야 되고요',
      packaging_form: '파우치요 아까 말한 것처럼',
      target_audience: '40~50대 주부님들이 제일 많이 사시고 요즘은 자취하는 젊은 사람들도 사요',
      sales_channels: '스마트스토어랑 쿠팡이요. 여름엔 돌산 휴게소 앞에서도 조금 팔구요',
      preferred_style: '시골 할머니 반찬 느낌인데 촌스럽진 않게요. 너무 마트 pb상품 같은 건 싫어요',
      colors_and_elements: '갓 색깔이 보라색이잖아요 그 보라색 살리고 싶어요',
      preferred_materials: '그건 남편이 정한대요 ㅋㅋ 저는 잘 몰라요',
      expected_deadline: '3월 안에는 돼야 돼요. 4월에 햇갓 나오면 바로 팔아야 돼서요',
      key_considerations: '국물 안 새는 거요 진짜 그게 제일 중요해요',
      other_design_requirements: '택배 박스에 붙이는 스티커 정도요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['갓김치', '온라인 판매'] },
      address: { said: 0, text: ['돌산'] },
      problem_need: { said: 1, text: ['국물 샌다'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bag_pouch'] } },
      specification: { said: 3, text: ['500g', '1kg'] },
      unique_selling_point: { said: 4, text: ['돌산 갓', '직접 담근'] },
      product_description: { said: 'asked', text: ['갓김치', '냉장보관'] },
      target_audience: { said: 'asked', text: ['40~50대 주부', '자취하는'] },
      sales_channels: { said: 'asked', text: ['스마트스토어', '쿠팡'] },
      preferred_style: { said: 'asked', text: ['할머니 반찬 느낌', '마트 pb'] },
      colors_and_elements: { said: 'asked', text: ['보라색'] },
      preferred_materials: { said: 'asked', skipped: true },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['국물 안 새는'] },
    },
  },
  {
    // 대구 가죽공방 사장(30대 남자), 짧게 두 번 나눠 보냄. 문제를 겪은 일로 말함(DM 예약 놓침),
    // 쇼핑몰 → 클래스 예약으로 마음을 바꿈(category said = 바꾼 메시지), 비용 되물으며 예산 말함.
    // NOT facts: 스마트스토어(판매는 거기서, 경쟁사 아님), 가끔 오는 일본 손님(언어는 한국어만),
    // 5월 가정의 달(오픈 마감은 4월), 성수동 공방들(이름 모름, 경쟁사 목록엔 오롯만).
    id: 'heldout39-website-ko-daegu-leather-mind-change-ask-back',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대구에서 가죽공방 하고 있습니다',
      '홈페이지 만들려구요 지금은 네이버 블로그랑 인스타로만 하고 있어서',
      '원데이클래스 예약을 지금 dm으로 받는데 너무 힘들어요 ㅠ 작업하다 답장 못하면 예약 놓치고 시간 겹치고 그래요',
      '처음엔 지갑이랑 카드지갑 파는 쇼핑몰로 생각했는데',
      '생각해보니 판매는 스마트스토어로 충분하고 클래스 예약이 메인이 돼야 할 것 같네요',
      '근데 이런 거 보통 비용 어느 정도 해요? 저는 300만원 정도 생각하고 있었는데',
    ],
    whenAsked: {
      url: '홈페이지는 없고 블로그 주소는 blog.naver.com/mudu_leather 이에요',
      category: '아까 말한 것처럼 클래스 예약 되는 사이트요',
      main_pages: '공방 소개, 클래스 안내랑 예약, 작품 갤러리, 오시는 길 정도요',
      languages: '한국어만요. 가끔 일본 손님 오시긴 하는데 그건 괜찮아요',
      target_audience: '커플들이 데이트로 많이 와요. 20대 후반 30대 초반? 선물 만들러 오는 분들도 많고요',
      competitors: '성수동 공방들 몇 개 봤는데 이름은 기억이 안 나네요.. 대구에 가죽상점 오롯이라는 데 사이트가 깔끔하더라구요',
      preferred_style: '가죽 질감 느껴지는 따뜻한 느낌이요. 흰 배경에 사진만 있는 차가운 쇼핑몰 느낌은 별로예요',
      expected_deadline: '5월 가정의 달 전에요. 4월까지는 열었으면 해요',
      key_considerations: '폰으로 예약이 쉬워야 돼요. 손님들 거의 다 인스타 보고 폰으로 들어와요',
      budget: '300만원 정도요',
      other_design_requirements: '클래스 사진은 제가 찍은 거 쓸게요',
    },
    otherwise: '그건 잘 모르겠어요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['가죽공방'] },
      address: { said: 0, text: ['대구'] },
      problem_need: { said: 2, text: ['dm으로', '예약 놓치고'] },
      category: { said: 4, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 5, value: { kind: 'money', amount: 3_000_000, currency: 'KRW' } },
      url: { said: 'asked', text: ['blog.naver.com/mudu_leather'] },
      main_pages: { said: 'asked', text: ['공방 소개', '갤러리', '오시는 길'] },
      languages: { said: 'asked', text: ['한국어'] },
      target_audience: { said: 'asked', text: ['커플', '데이트'] },
      competitors: { said: 'asked', text: ['오롯'] },
      preferred_style: { said: 'asked', text: ['가죽 질감', '차가운 쇼핑몰'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['폰으로 예약'] },
    },
  },
  {
    // 광주 동명동 가정식 백반집을 여는 부부(아내가 채팅). 브랜드 가치를 장면으로("퇴근하고 엄마 집에 밥 먹으러 온 느낌"),
    // 스타일은 부정으로만("노출콘크리트 … 차가운 느낌 말고"), 문제를 예전 가게 이야기로(혼자 온 손님 눈치),
    // 예산은 "아 그리고" 덧붙임, 오픈일 말하며 되물음.
    // NOT facts: 목포 분식집 7년(예전 가게), 2월 임대 시작(오픈일 아님), 원래 옷가게 자리, 4인 테이블.
    id: 'heldout39-commercial-ko-gwangju-baekban-story-negation',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 광주 동명동에 가정식 백반집 오픈 준비중인데 인테리어 상담 받고 싶어서요',
      '남편이랑 둘이 하는 거고 전에 목포에서 분식집 7년 했었어요',
      '손님들이 들어오면 퇴근하고 엄마 집에 밥 먹으러 온 느낌? 그런 걸 받았으면 좋겠어요',
      '요즘 동명동 가게들 다 노출콘크리트에 철제의자 이런 거던데 그런 차가운 느낌 말구요',
      '실평수 18평이고요 원래 옷가게 자리라 주방이 아예 없어요',
      '아 그리고 예산은 주방설비 빼고 5천만원 안쪽으로 생각하고 있어요',
      '오픈은 4월 초 생각하는데 가능할까요? 임대는 2월부터 들어가요',
    ],
    whenAsked: {
      problem_need: '혼자 오는 손님도 편하게 먹을 수 있게 하고 싶어요. 분식집 할 때 혼자 온 분들이 4인 테이블 앉으면서 엄청 눈치 보시더라구요',
      brand_value: '아까 말씀드린 것처럼 엄마 집에 밥 먹으러 온 느낌이요',
      target_audience: '근처 직장인들이요. 점심에 혼밥하는 30~40대가 많아요',
      competitive_advantage: '매일 반찬이 바뀌어요. 제가 아침마다 시장 가서 그날 나온 걸로 해요',
      preferred_style: '차가운 느낌 말고 따뜻한 느낌이요',
      colors_and_elements: '나무색 많이 쓰고 싶어요. 형광등 하얀 불빛은 싫어요',
      unique_design: '창가 쪽으로 1인석 바 테이블 길게 있었으면 좋겠어요',
      key_considerations: '주방 동선이요. 둘이서 다 해야 돼서요',
      other_design_requirements: '간판이랑 메뉴판도 같이 해주시면 좋겠어요',
    },
    otherwise: '그건 아직 생각 안 해봤어요',
    expected: {
      project_background: { said: 0, text: ['가정식 백반집'] },
      address: { said: 0, text: ['동명동'] },
      brand_value: { said: 2, text: ['엄마 집에 밥 먹으러'] },
      preferred_style: { said: 3, text: ['노출콘크리트', '차가운 느낌'] },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      budget: { said: 5, value: { kind: 'money', amount: 50_000_000, currency: 'KRW', bound: 'at_most' } },
      opening_date: { said: 6, value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      problem_need: { said: 'asked', text: ['혼자 오는 손님'] },
      target_audience: { said: 'asked', text: ['직장인', '혼밥'] },
      competitive_advantage: { said: 'asked', text: ['매일 반찬'] },
      colors_and_elements: { said: 'asked', text: ['나무색', '형광등'] },
      unique_design: { said: 'asked', text: ['1인석 바'] },
      key_considerations: { said: 'asked', text: ['주방 동선'] },
    },
  },
  {
    // 수원 영통 구축 아파트를 사서 올수리하는 엄마(40대). 문제를 아이들 싸움 이야기로("화장실 하나 가지고 싸워요"),
    // 화장실 추가 되물음, 연식은 덧붙임("30년 좀 넘었어요. 96년식"), 예산은 "남편이 정할 거 같아요" → skipped,
    // 스타일은 부정+비교("모델하우스처럼 … 싫고 무인양품 같은데 좀 더 따뜻한").
    // NOT facts: 지금 사는 집 전세 만기 5월 말(입주일은 5월 중순), 남편 재택 주 2회의 "2", 윗집 아랫집 어르신.
    id: 'heldout39-residential-ko-suwon-one-bathroom-husband-budget',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 이번에 수원 영통에 구축 아파트 매매해서 올수리 하려고 하는데요',
      '24평이고 방3 화장실1이에요',
      '저희 부부랑 애들 둘인데 아침마다 화장실 하나 가지고 싸워요 ㅋㅋㅠ 중딩 고딩이라 씻는 시간도 길고',
      '그래서 혹시 화장실 하나 더 만들 수 있는지 궁금해요. 그게 돼요??',
      '아 연식은 30년 좀 넘었어요. 96년식',
      '예산은 남편이랑 아직 얘기중이에요.. 남편이 정할 거 같아요',
    ],
    whenAsked: {
      property_category: '아파트요',
      lifestyle: '남편이 일주일에 두 번 재택해서 작은 책상 자리 있었으면 좋겠고요, 저는 요리를 많이 해요',
      preferred_style: '모델하우스처럼 번쩍번쩍한 건 싫고 무인양품 같은데 좀 더 따뜻한 느낌?',
      colors_and_elements: '화이트에 원목 조금이요. 회색 타일은 싫어요',
      move_in_date: '지금 사는 집 전세 만기가 5월 말이라 5월 중순에는 들어가야 돼요',
      key_considerations: '공사 소음 민원이요. 윗집 아랫집 어르신들이 예민하시대요',
      budget: '아까 말씀드린 것처럼 남편이 정해요 ㅠ 아직 몰라요',
      important_collections: '애들 책이 엄청 많아요',
    },
    otherwise: '상관없어요 괜찮아요',
    expected: {
      project_background: { said: 0, text: ['올수리'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['영통'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 24, unit: 'pyeong' } },
      layout: { said: 1, text: ['방3', '화장실1'] },
      target_audience: { said: 2, text: ['부부', '애들 둘'] },
      problem_need: { said: 2, text: ['화장실 하나'] },
      age: { said: 4, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      budget: { said: 5, skipped: true },
      lifestyle: { said: 'asked', text: ['재택', '요리'] },
      preferred_style: { said: 'asked', text: ['모델하우스', '무인양품'] },
      colors_and_elements: { said: 'asked', text: ['원목', '회색 타일'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['소음 민원'] },
    },
  },
  {
    // 하동 녹차 농가 2세(30대), 존댓말 반듯함. 날짜를 세 메시지로 쪼개 보냄(개막·설치·철수),
    // 브랜드 가치를 할아버지 이야기와 장면으로("차밭 정자에 앉아 한 잔 얻어 마시고 가는 느낌"),
    // 스타일은 비교+부정("대기업 차 브랜드 부스처럼 번쩍번쩍한 건"), 수도·전기는 답하다가 바꿈(전기 → 둘 다).
    // NOT facts: 할아버지·지리산 자락, 지자체 지원금, 작년에 구경 간 다른 박람회, 부스 임대료.
    id: 'heldout39-exhibition-ko-hadong-tea-split-dates-story',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 하동에서 녹차 농사 짓고 차 만드는 곳입니다. 이번에 코엑스에서 하는 차 박람회에 처음 나가게 돼서 부스 디자인 문의드립니다',
      '부스는 두 칸 신청했고 18제곱미터입니다',
      '박람회는 4월 23일 목요일부터 26일 일요일까지고요',
      '설치는 전날 22일 하루 들어갈 수 있다고 합니다',
      '철수는 26일 마감하고 바로 해야 된답니다',
      '저희 차는 할아버지가 지리산 자락에서 하시던 방식 그대로 손으로 덖습니다. 사람들이 저희 부스에 오면 시골 차밭 정자에 앉아서 한 잔 얻어 마시고 가는 느낌이었으면 합니다',
      '대기업 차 브랜드 부스처럼 번쩍번쩍한 건 저희랑 안 맞을 것 같아요',
    ],
    whenAsked: {
      target_audience: '카페 사장님들이요. 바이어도 오시면 좋겠지만 현실적으로는 카페 납품이 목표입니다',
      unique_design: '찻잎 덖는 솥을 실제로 하나 가져가서 시연하고 싶어요',
      water_electricity_supply: '시연하려면 전기는 필요하고.. 아 시음도 하니까 물도 있어야겠네요. 둘 다요',
      budget: '부스 임대료 빼고 1500만원 정도요. 지자체 지원금 받는 거라 더 늘리긴 어렵습니다',
      key_considerations: '시음할 때 줄 서도 통로 안 막히게요. 작년에 다른 박람회 구경 갔는데 시음 부스 앞이 난리더라구요',
      preferred_style: '소박하고 자연스러운 느낌이요',
      plans_after_project: '반응 좋으면 가을에 부산에서 하는 박람회도 나가보려구요',
    },
    otherwise: '그건 잘 모르겠습니다',
    expected: {
      project_background: { said: 0, text: ['녹차', '차 박람회'] },
      address: { said: 0, text: ['코엑스'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-04-23', precision: 'day' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-04-22', precision: 'day' } },
      exit_date: { said: 4, value: { kind: 'date', date: '2026-04-26', precision: 'day' } },
      brand_value: { said: 5, text: ['손으로 덖', '차밭 정자'] },
      preferred_style: { said: 6, text: ['번쩍번쩍'] },
      target_audience: { said: 'asked', text: ['카페 사장님'] },
      unique_design: { said: 'asked', text: ['덖는 솥', '시연'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 15_000_000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['통로'] },
    },
  },
  {
    // 강릉 주문진 수산시장 상인회 총무(50대), 말줄임표 많이 씀. 의뢰 내용 말하며 "이런 것도 하시나요?" 되물음,
    // 문제를 가게 앞 일상으로("하루에 열번은 길 물어보세요"), 가게 수는 덧붙임, 다른 시장 작업 있냐고 또 되물음,
    // 결정은 상인회 회의에서(협업 방식).
    // NOT facts: "하루에 열번"(방문·미팅 횟수 아님), 가게 40개 정도(규모 참고일 뿐 필드 없음), 여름 성수기(마감은 6월),
    // 한 달에 한 번 회의(미팅 횟수 요청 아님), 서울 시장들.
    id: 'heldout39-other-ko-jumunjin-market-committee-asks-back',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요.. 주문진 수산시장 상인회 총무 입니다',
      '시장 안내 지도하고.. 가게들 간판을 좀 통일된 느낌으로 하고 싶은데 이런 것도 하시나요?',
      '관광객 분들이 오시면 회센터가 어딘지 건어물은 어딘지 몰라서 맨날 물어보세요.. 저희 가게 앞에서만 하루에 열번은 길 물어보세요 ㅎㅎ',
      '아 가게는 40개 정도 되구요',
      '올여름 성수기 전에는 됐으면 좋겠는데요.. 6월 까지요',
      '혹시 다른 시장 해보신 적 있으세요? 있으면 보고 싶어서요',
    ],
    whenAsked: {
      other_design_requirements: '말씀드린대로 안내 지도랑 간판이요',
      target_audience: '주말에 오는 관광객들이요. 가족 단위가 많고 요즘은 젊은 커플도 많이 와요',
      preferred_style: '바닷가 시장 느낌 나게요. 근데 서울 시장들처럼 너무 세련되게 하면 상인분들이 싫어하실 거예요',
      colors_and_elements: '파란색이요 바다니까.. 오징어 그림 들어가면 좋겠다는 분들이 많아요',
      key_considerations: '글씨가 커야 돼요. 어르신 관광객도 많고 상인분들도 나이가 있으셔서요',
      collaboration_notes: '제가 중간에서 연락드리고요 최종은 상인회 회의에서 정해요. 한 달에 한 번 회의해요',
      expected_deadline: '6월 까지요',
      plans_after_project: '잘 되면 시장 홍보 포스터도 해보고 싶어요',
    },
    otherwise: '그건 회의 때 물어봐야 될 거 같아요',
    expected: {
      project_background: { said: 0, text: ['상인회'] },
      address: { said: 0, text: ['주문진'] },
      other_design_requirements: { said: 1, text: ['안내 지도', '간판'] },
      problem_need: { said: 2, text: ['길 물어보세요'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['관광객', '가족 단위'] },
      preferred_style: { said: 'asked', text: ['바닷가 시장', '너무 세련되게'] },
      colors_and_elements: { said: 'asked', text: ['파란색', '오징어'] },
      key_considerations: { said: 'asked', text: ['글씨가 커야'] },
      collaboration_notes: { said: 'asked', text: ['상인회 회의'] },
    },
  },
];
