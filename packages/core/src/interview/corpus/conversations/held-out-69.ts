import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixty-ninth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: the reply and one more thing: ordinary
 * people on a phone who answer the question on screen and add something else they had on their mind (a date, a budget, a
 * size, a worry, a place), or answer another question than the one asked, or only part of it. Written in session 33 and
 * played once on 2bfbcd7e, before any change for it. Each writer's own notes follow, and each conversation has a comment
 * of what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (en-US, batch 69: the reply and one more thing)
 * 1. brand: Ray, 63, retired machinist starting a knife-sharpening business in Toledo; terse, lowercase, no punctuation,
 *    opens with one line. Name story, products, city + deadline all sent as bare lines; a problem reply that adds who helps decide.
 * 2. packaging: Claudette, 47, pickled okra from Scott, LA; chatty, emoji, a long opening that holds background, form
 *    (labels + gift set) and channel; a style reply that also brings up Mawmaw's photo and the shelf.
 * 3. website: Luis, 41, HVAC owner in Mesa, AZ; short opening, then URL, budget range + deadline in one line, booking need;
 *    his style reply also gives the truck colours.
 * 4. commercial: Tasha, 36, ex-ER nurse opening a kids' play café in Overland Park; long opening (size, place, opening date),
 *    then budget plus a worried question, the twins' age, safety.
 * 5. exhibition: Erik, 31, family sauna maker from Duluth at the Minneapolis home show; three dates in one line, then
 *    "sorry that was a lot" with budget + trailer limit + reuse plan in one message.
 * 6. residential: Aisha, 42, teacher who just closed on a 1956 ranch in Decatur; "we just closed" opening, then
 *    place/layout/size/age in one line, a mother with a walker; the budget reply names a stretch figure.
 * 7. other: Marcus, 35, Portland software tester with a Kickstarter card game; cards/box/rulebook, a hard art deadline
 *    plus neighbourhood in one line, a worry that names the audience.
 */
/* Writer's note (zh-TW, batch 69: the reply and one more thing)
 * 1. brand: 台南安平二代虱目魚粥老闆，五十多歲，開場只說「想做logo」，短句無標點；每則回覆都順帶一件事（名字故事＋地址、品項＋截止日、商標＋見面次數）。
 * 2. packaging: 屏東萬丹紅豆農二代，開場就一口氣講背景/客群/通路，emoji；問規格時連材質與禮盒一起講，問別的時先講截止日，「母親節」「一個月」是陷阱。
 * 3. website: 花蓮壽豐民宿老闆娘，有禮長句；答「有沒有網站」時順帶抱怨平台抽成（去年手續費20萬不是預算），預算與頁面同一句，語言只答一半，上線日自我更正。
 * 4. commercial: 高雄鹽埕男士理髮廳，年輕老闆口語短訊；問題還沒問到就先丟地點坪數、預算、開幕日＋設計完成日、客群＋競爭優勢、風格＋招牌。
 * 5. exhibition: 台中大里手工具廠業務經理，正式但用手機；開場滿載（展館、尺寸、開展日），被問品牌價值時先答進撤場與用電，公司所在地≠展覽地址。
 * 6. residential: 永和35年老公寓的護理師夫妻，累累的口吻；格局答案夾坪數與問題、住戶夾生小孩計畫、預算夾生活型態、入住日夾租約。
 * 7. other: 新竹準新娘的婚禮整套視覺，emoji與英文夾雜；好友婚禮的「上個月」、婚期9/19、「3萬」預算（此類型無預算欄位）都不可歸檔。
 */
/* Writer's note (ko-KR, batch 69: the reply and one more thing)
 * 1. brand: 34세 부산 광안리 필라테스 원장, 밝고 이모지 많은 존댓말; opening tells a lot, message 1 drops a deadline + 2호점 plan + 간판 at once, the style reply adds the meeting count, trademark answered with a worried question back, distance answered with a question (no fact).
 * 2. packaging: 52세 하동 녹차 농부, 짧고 투박한 "~습니다"; opening says almost nothing, facts trickle out two per line, the style question is answered with a colour instead (style stays empty), the release month (5월) is not the deadline.
 * 3. website: 41세 안산 반월공단 금형업체 영업과장, 사무적인 말투; URL + language + budget in one line, a trade-fair month that is not the deadline, the competitors reply adds a photo-shoot request.
 * 4. commercial: 29세 대전 궁동 비건 베이커리 예비 창업자(자매), 흥분한 느낌표·이모지; huge opening (place, size, opening month), budget as a ceiling, problem reply adds a kitchen worry, style reply adds sign+logo, competitor question half-dodged.
 * 5. exhibition: 35세 김포 수제 반려견 간식 대표, 급하고 오타 섞인 짧은 문장; one-line opening, dates given in passing, 6x3 booth, entry reply also gives the exit day, brand-value answered only in part, style reply adds a tasting corner.
 * 6. residential: 63세 광주 봉선동 퇴직 교사, 길고 정중한 문장; years lived vs building age, wedding date vs move-in date, lifestyle reply drifts into piano/books, style reply adds the budget range.
 * 7. other: 26세 망원동 인디밴드 보컬, 반말 섞인 ㅋㅋ 캐주얼; EP cover then merch added later, release date is not the deadline, problem reply adds the real distributor deadline, distance answered with a question.
 */
export const sixtyNinthHeldOutConversations: CorpusConversation[] = [
  // Ray Kowalski, 63, retired tool-and-die machinist in Toledo, Ohio, starting "Edgewise Sharpening" (farmers markets + garage drop-off).
  // Terse, lowercase, no punctuation, types with one thumb. Opens with almost nothing.
  // Exercises: a one-line opening; name story, products, and city + deadline sent as bare lines whatever the question; the
  // problem reply also says his daughter helps decide (collaboration); the other-design reply brings in the market fee.
  // NOT facts: 2023 (when his wife died), 38 years (at the Jeep plant), May 2 (market opening, not the deadline),
  // $35 a week (market stall fee, not a budget), "20 minutes from downtown" (not a distance from the studio).
  {
    id: 'heldout69-brand-en-edgewise-sharpening',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'hi need a logo for my sharpening business',
      'edgewise sharpening. name was my wifes idea, she used to say nobody could get a word in edgewise with me at the shop lol. she passed in 2023',
      'kitchen knives scissors garden tools lawn mower blades. did tool and die 38 years at the jeep plant so I know steel',
      'toledo west side. want it done by april 24 the markets start may 2',
    ],
    whenAsked: {
      project_background: 'like I said just a logo for the sharpening business',
      problem_need: 'right now I got a piece of cardboard that says SHARPENING in marker. people walk right by. want to look like a real business. my daughter jen is gonna help me pick btw',
      registration_status: 'no havent done anything like that',
      need_registration_assistance: 'yeah help would be good, my son in law keeps saying I should',
      brand_website: 'no website. theres a facebook page my grandson made, Edgewise Sharpening Toledo',
      target_audience: 'home cooks, gardeners, older folks like me with good knives gone dull. some restaurant guys maybe',
      preferred_style: 'old school. like a hardware store sign from the 50s. nothing cute',
      colors_and_elements: 'red and black. maybe a knife or a grinding wheel. no skulls or that biker stuff',
      expected_deadline: 'april 24 like I said',
      key_considerations: 'got to be readable from across the market',
      other_design_requirements: 'banner for the tent and business cards. market charges $35 a week for the spot so dont want crazy printing costs',
      collaboration_notes: 'call me I dont text much. jen gets the final say on looks she has the eye',
      number_of_visits: 'once or twice is fine',
      distance: 'im about 20 minutes from downtown, no idea where you guys are',
    },
    otherwise: 'dont matter to me',
    expected: {
      project_background: { said: 0, text: ['sharpening', 'logo'] },
      brand_name_story: { said: 1, text: ['wife', 'edgewise'] },
      products_or_services: { said: 2, text: ['kitchen knives', 'scissors', 'lawn mower blades'] },
      address: { said: 3, text: ['toledo'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-24', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['real business'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['facebook'] },
      target_audience: { said: 'asked', text: ['home cooks', 'gardeners'] },
      preferred_style: { said: 'asked', text: ['old school', 'hardware store'] },
      colors_and_elements: { said: 'asked', text: ['red and black', 'grinding wheel', 'skulls'] },
      key_considerations: { said: 'asked', text: ['readable'] },
    },
  },

  // Claudette Thibodeaux, 47, school cafeteria manager in Scott, Louisiana, who sells pickled okra ("Mawmaw's Brine") on weekends.
  // Warm, chatty, "y'all", emoji, long messages. Tells a lot in the opening.
  // Exercises: the opening carries background, packaging form (labels + a gift set, not the jars) and the sales channel;
  // message 1 answers product + size and adds where she lives; message 2 gives the deadline with the buyer meeting next
  // to it; her style reply also brings up the grandmother's photo and the shelf.
  // NOT facts: 15 years (making it), last year (license), Saturdays, Christmas, Baton Rouge (the buyer's store, not her
  // address), Lafayette (the market; she lives in Scott), March 12 (buyer meeting, not the deadline).
  {
    id: 'heldout69-packaging-en-mawmaws-brine-okra',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hey y'all! So I've been making pickled okra from my grandmother's recipe for about 15 years, mostly giving it away at Christmas. Last year I finally got my cottage food license and started selling at the Lafayette farmers market on Saturdays. It's called Mawmaw's Brine. I sell out almost every week but my jars just have masking tape with the flavor written in Sharpie 😅 I need real labels, and a holiday gift set too. Also a buyer from the Whole Foods in Baton Rouge said she'd look at it once the packaging is ready, so kind of a big deal!!",
      "It's okra pickled with garlic, cayenne and dill, you eat it straight out the jar or throw it in a Bloody Mary. Jars are 16 oz wide-mouth mason jars, I'm keeping those, just need labels that fit em. Oh and I'm in Scott, right outside Lafayette",
      'the gift set would be 3 jars, okra, spicy green beans and pickled garlic. my meeting with the buyer is March 12 so I want the labels done by Friday February 27',
    ],
    whenAsked: {
      project_background: 'Like I said, labels for my pickled okra and a holiday gift set!',
      unique_selling_point: "It's Mawmaw's recipe, nobody else around here does it with cane vinegar. And it stays crunchy, that's what everybody says",
      target_audience: 'Honestly everybody lol. But mostly ladies 35 to 65 who cook, and people buying gifts. Tourists at the market too',
      sales_channels: 'Farmers market, my Facebook page, and hopefully Whole Foods. Maybe a couple gift shops in Breaux Bridge',
      preferred_style: "Homey but not tacky. Like an old Cajun general store, vintage. I'd love Mawmaw's picture on it if that's not weird, and it has to hold up next to the big brands on a shelf",
      colors_and_elements: "Green like the okra and a warm red. Mawmaw's photo like I said. No alligators please, every Louisiana product has an alligator 🐊",
      preferred_materials: "Something that won't peel when the jar sweats in the fridge, waterproof vinyl maybe? Kraft paper for the gift set box",
      expected_deadline: 'February 27 like I said, because of the buyer',
      key_considerations: "The label has to have all the cottage food stuff, ingredients and the 'made in a home kitchen' line. And look legit for the Whole Foods lady",
      problem_need: "Getting into stores. Masking tape isn't gonna cut it lol",
      other_design_requirements: 'Maybe a little sign for my market table? And stickers for the lids',
      collaboration_notes: 'Text me anytime! My husband Glenn will have opinions but I decide 😂',
      plans_after_project: 'If Whole Foods works out, add a pepper jelly',
    },
    otherwise: "Oh I don't know, whatever y'all think is best!",
    expected: {
      project_background: { said: 0, text: ['pickled okra'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      sales_channels: { said: 0, text: ['farmers market'] },
      product_description: { said: 1, text: ['okra', 'Bloody Mary'] },
      specification: { said: 1, text: ['16 oz'] },
      address: { said: 1, text: ['Scott'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-02-27', precision: 'day', relation: 'by' } },
      unique_selling_point: { said: 'asked', text: ['cane vinegar', 'crunchy'] },
      target_audience: { said: 'asked', text: ['cook', 'gifts'] },
      preferred_style: { said: 'asked', text: ['general store', 'vintage'] },
      colors_and_elements: { said: 'asked', text: ['green', 'alligator'] },
      preferred_materials: { said: 'asked', text: ['vinyl', 'kraft'] },
      key_considerations: { said: 'asked', text: ['ingredients'] },
    },
  },

  // Luis Ortega, 41, owns Mesa Air & Heat, a residential HVAC company in Mesa, Arizona. Practical, short lines, few capitals.
  // Exercises: a bare opening; URL plus a complaint in one line; a budget range and a deadline with its reason in one
  // message; booking as the real goal (category booking); his style reply also volunteers the truck colours.
  // NOT facts: 8 years ago (old site built), Wix, 4 trucks, 2011 (founded), 115 (degrees), "summer" (the reason, not the date).
  {
    id: 'heldout69-website-en-mesa-hvac-booking',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'Need a new website for my HVAC company',
      'we have one, mesaairheat.com, my nephew built it like 8 years ago on wix and it looks it. phone never rings from it',
      'budget around 6-8k. and it has to be up before summer, thats when the AC calls go crazy. so by May 1',
      'mainly want people to be able to book a service call online instead of calling. my office lady Denise is drowning in phone calls',
    ],
    whenAsked: {
      project_background: 'Mesa Air & Heat, residential AC and heating repair and installs. 4 trucks, been around since 2011',
      main_pages: 'home, services, book a service, financing, reviews, contact. maybe about us',
      languages: 'English and Spanish, half our customers speak spanish',
      target_audience: 'homeowners in the east valley, lot of winter retirees, families. people whose AC just died and its 115 out 🥵',
      competitors: 'Goettl and Parker & Sons have nice sites, theyre way bigger than us tho',
      preferred_style: 'clean, trustworthy. not too corporate. blue and orange are our truck colors btw',
      colors_and_elements: 'blue and orange like the trucks. use our real guys in the photos, no stock photo people',
      budget: 'like I said 6 to 8 grand',
      expected_deadline: 'May 1, before the heat',
      key_considerations: 'has to work good on phones, nobody looks on a computer anymore. and load fast',
      other_design_requirements: 'we need photos taken of the team and trucks. I can write some stuff but im not good at it',
      collaboration_notes: 'email me and copy Denise. me and my wife Rosa make the decisions',
      plans_after_project: 'maybe a maintenance plan people can sign up for monthly',
      address: 'Mesa, near Dobson and University',
    },
    otherwise: 'no preference',
    expected: {
      project_background: { said: 0, text: ['HVAC'] },
      url: { said: 1, text: ['mesaairheat.com'] },
      budget: { said: 2, value: { kind: 'money', amount: 6000, max: 8000, currency: 'USD' } },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      category: { said: 3, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 3, text: ['book'] },
      main_pages: { said: 'asked', text: ['services', 'financing', 'reviews'] },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['homeowners', 'east valley'] },
      competitors: { said: 'asked', text: ['Goettl', 'Parker & Sons'] },
      preferred_style: { said: 'asked', text: ['clean', 'trustworthy'] },
      key_considerations: { said: 'asked', text: ['phones'] },
    },
  },

  // Tasha Green, 36, former ER nurse opening "Little Lantern", a play café for under-6s, in an Overland Park, Kansas strip center.
  // Energetic, long messages, emoji. Tells a lot in the opening.
  // Exercises: the opening carries background, size in sq ft, place and a day-precise opening date; the budget comes with
  // a worried question; the twins' age rides along with the audience; safety is volunteered as her main concern.
  // NOT facts: 12 years (nursing), Blockbuster, Feb 1 (getting the keys), 3 (the twins' age), March 2 (contractor start),
  // Lee's Summit (a possible future site, not this address), 1-3pm (naptime).
  {
    id: 'heldout69-commercial-en-play-cafe-overland-park',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi! Long story short, I was an ER nurse for 12 years, had twins, and realized there's nowhere around here where parents can get a decent coffee while the little ones play safely. So I signed a lease on a 2,400 sq ft space in a strip center in Overland Park (old Blockbuster lol) and I'm opening a play café called Little Lantern. Landlord hands me the keys Feb 1 and I want to open Saturday May 9. I need the whole interior designed, play area + café counter + seating.",
      'Budget is $180k for the buildout, including furniture. My husband says that\'s tight, is it?? 😬',
      "Oh and the twins are 3 now so they're my test audience 😂 it's really parents with kids 0-6, lots of moms on maternity leave, grandparents on babysitting duty",
      'Safety is my #1 thing. Nurse brain. No sharp corners, soft flooring, and I need to see the whole play area from the counter.',
    ],
    whenAsked: {
      problem_need: "Parents need somewhere that isn't a sticky, chaotic trampoline park. Somewhere calm where they can actually sit.",
      brand_value: "Warm, calm, welcoming. Like walking into a friend's living room that happens to have a slide",
      competitive_advantage: "Real espresso and healthy food, and the play area is only for under 6 so toddlers don't get flattened by big kids",
      preferred_style: 'Scandinavian-ish, light wood, soft. NOT primary colors everywhere',
      colors_and_elements: 'Sage green, cream, warm wood. A lantern somewhere because of the name! Avoid bright red and yellow',
      unique_design: 'A big climbing structure shaped like a tree with lanterns hanging from it, right in the middle',
      budget: '$180k like I said',
      opening_date: 'May 9!',
      expected_deadline: 'The design needs to be done by February 28 so the contractor can start March 2',
      other_design_requirements: 'Signage for sure, help picking furniture, and menu boards',
      collaboration_notes: 'A weekly check-in would be great, text or Zoom during naptime 1-3pm. Final call is me.',
      number_of_visits: 'Probably 3 or 4 site visits?',
      plans_after_project: "If it works, a second location in Lee's Summit in a couple years",
    },
    otherwise: 'Hmm no preference really!',
    expected: {
      project_background: { said: 0, text: ['Little Lantern', 'play area'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 2400, unit: 'ft2' } },
      address: { said: 0, text: ['Overland Park'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-05-09', precision: 'day' } },
      budget: { said: 1, value: { kind: 'money', amount: 180000, currency: 'USD' } },
      target_audience: { said: 2, text: ['parents', 'grandparents'] },
      key_considerations: { said: 3, text: ['Safety', 'sharp corners'] },
      problem_need: { said: 'asked', text: ['calm'] },
      brand_value: { said: 'asked', text: ['Warm', 'welcoming'] },
      competitive_advantage: { said: 'asked', text: ['espresso', 'under 6'] },
      preferred_style: { said: 'asked', text: ['Scandinavian', 'light wood'] },
      colors_and_elements: { said: 'asked', text: ['Sage green', 'red and yellow'] },
      unique_design: { said: 'asked', text: ['climbing structure', 'tree'] },
    },
  },

  // Erik Halvorsen, 31, does marketing for his dad's cedar sauna company in Duluth, MN; first island booth at the Minneapolis
  // Home + Garden Show. Quick typist, "lol", "haha", apologizes for over-sharing.
  // Exercises: three booth dates in one line; "sorry that was a lot" then budget + trailer limit (key consideration) + reuse
  // plan (plans_after_project) in one message; 20x20 given with its square footage; electricity only.
  // NOT facts: 1994 (company founded), Duluth and Fargo (other shows / company home, not this venue), 11pm, "the fall",
  // 16 ft (trailer length, a constraint not a booth size), 2.5 hours (Duluth to Minneapolis, not a distance from the studio).
  {
    id: 'heldout69-exhibition-en-sauna-home-show',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hey, we're exhibiting at the Minneapolis Home + Garden Show in March and our booth right now is basically two saunas and a folding table lol. need something way better",
      'We make cedar barrel saunas and indoor sauna kits, family business in Duluth, my dad started it in 1994. First time we got an island booth, 20x20 so 400 sq ft',
      'show opens Friday March 6 and runs thru Sunday the 8th. move in is Wednesday March 4, and we have to be out by 11pm on March 8',
      'sorry that was a lot haha. budget is 45k, and the whole booth has to fit in our trailer because we want to reuse it at the Duluth and Fargo shows in the fall',
    ],
    whenAsked: {
      project_background: 'Like I said, a booth for our saunas at the home show',
      brand_value: 'Slow down. Real Nordic sauna culture, not a spa gimmick. People should feel like they stepped into a cabin up north',
      target_audience: 'Homeowners 40+, people building cabins, and also contractors and dealers who might carry us',
      preferred_style: 'Nordic cabin, warm, minimal. Lots of wood obviously',
      unique_design: 'A fake snowy dock with a cold plunge tub people can take pictures with. Something Instagrammable',
      address: 'Minneapolis Convention Center, Hall B I think',
      water_electricity_supply: 'Electricity for sure, for the lights and one demo heater. No water, the cold plunge would be fake lol',
      budget: '45k all in',
      opening_date: 'March 6',
      entry_date: 'March 4',
      exit_date: 'March 8, same night it closes',
      key_considerations: "It has to pack into our 16 ft trailer and my dad and I set it up ourselves, so no crazy heavy pieces",
      problem_need: "People walk past and think we're a hot tub dealer. We need them to get what a real sauna is and stop in",
      competitive_advantage: "We're the only ones building them here in Minnesota, northern white cedar, lifetime warranty on the barrels",
      expected_deadline: 'Design done by Feb 6 if possible so the fabricator has time',
      other_design_requirements: 'A brochure and maybe a banner stand for the smaller shows',
      collaboration_notes: "Slack or email, I'm fast. My dad has final say but he mostly goes with me",
      distance: "We're in Duluth, about 2.5 hours from Minneapolis",
    },
    otherwise: 'no strong feelings on that',
    expected: {
      address: { said: 0, text: ['Minneapolis'] },
      project_background: { said: 1, text: ['barrel saunas'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-06', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-04', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-08', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 45000, currency: 'USD' } },
      key_considerations: { said: 3, text: ['trailer'] },
      plans_after_project: { said: 3, text: ['reuse', 'Fargo'] },
      brand_value: { said: 'asked', text: ['cabin'] },
      target_audience: { said: 'asked', text: ['Homeowners', 'contractors'] },
      preferred_style: { said: 'asked', text: ['Nordic', 'minimal'] },
      unique_design: { said: 'asked', text: ['cold plunge'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
    },
  },

  // Aisha Bello, 42, high-school chemistry teacher in Decatur, Georgia; she and her husband just bought a 1956 one-story
  // ranch house. Friendly, lowercase, a couple of emoji. Opens with almost nothing.
  // Exercises: "we just closed" opening; place + layout + size + age all in one line ("turns 70 this year"); the scope
  // and the kitchen problem in one message; her mother with a walker (audience + key consideration) volunteered unasked;
  // a budget reply with a stretch figure.
  // NOT facts: 1956 as a size or date, 8 and 12 (kids' ages), 15 people (Sunday dinners), Tucker (where they live now),
  // Lagos (grandma's house), April (contractor start), "the summer", 110 (a stretch, not the budget), 600 (records).
  {
    id: 'heldout69-residential-en-decatur-ranch-mom',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'hi, we just closed on a house!',
      "it's a one-story ranch house in Decatur, 3 bed 2 bath, about 1,650 sq ft. built in 1956 so it turns 70 this year 😅",
      "we want to open the kitchen to the living room and redo both bathrooms. right now the kitchen is a tiny closed box and you can't see the kids from it",
      "my mom is moving in with us in the summer so one bedroom has to work for her, she uses a walker. that's honestly the biggest thing",
    ],
    whenAsked: {
      project_background: 'Renovation: kitchen, living room and both bathrooms, like I said',
      property_category: 'single family house, one story',
      layout: '3 bedrooms, 2 baths, one living room and a small den',
      age: '70 years, built 1956',
      problem_need: 'The closed-off kitchen, and the bathrooms are pink tile from the 50s. Cute but cracked',
      target_audience: 'Me, my husband Tunde, our kids who are 8 and 12, my mom soon, and a very old beagle named Biscuit',
      lifestyle: 'We cook a LOT, Sunday dinners for like 15 people from church. Kids do homework at the kitchen table, I grade papers at night',
      preferred_style: "Warm modern with a mid-century nod since it's a 50s house. Nothing all-white, I have kids",
      colors_and_elements: 'Terracotta, olive, walnut wood. Keep one piece of the pink tile somewhere as a memory if you can',
      budget: 'We have about $95,000 for everything. Could stretch to 110 if we really have to',
      move_in_date: "We're staying at my sister's in Tucker until it's done. We need to be in by July 1, that's when my mom comes",
      key_considerations: "Mom's room and bathroom have to be walker-friendly, no step into the shower. And staying on budget",
      important_collections: "My husband's vinyl records, maybe 600 of them, and my grandmother's sewing machine I want to display",
      memorable_moments: "Christmas at my grandma's in Lagos, everyone crammed in the kitchen cooking. I want that, everyone in the kitchen together",
      expected_deadline: 'Design by March 31? The contractor said he can start in April',
      other_design_requirements: 'Lighting for sure, and custom storage for the records',
      collaboration_notes: "Text or email after 4, I'm teaching all day. Tunde and I decide together",
    },
    otherwise: "no preference, we're open!",
    expected: {
      property_category: { said: 1, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 1, text: ['Decatur'] },
      layout: { said: 1, text: ['3 bed', '2 bath'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 70, unit: 'years' } },
      project_background: { said: 2, text: ['kitchen', 'bathrooms'] },
      target_audience: { said: 3, text: ['mom'] },
      key_considerations: { said: 3, text: ['walker'] },
      lifestyle: { said: 'asked', text: ['cook', 'homework'] },
      preferred_style: { said: 'asked', text: ['Warm modern', 'mid-century'] },
      colors_and_elements: { said: 'asked', text: ['Terracotta', 'olive', 'walnut'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 95000, currency: 'USD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'day', relation: 'by' } },
    },
  },

  // Marcus Webb, 35, software tester in Portland, Oregon (St Johns), who designed a card game "Tidepool" for Kickstarter.
  // Enthusiastic, nerdy, long-ish lines. Tells a lot in the opening.
  // Exercises: "other" type with the deliverables (card layout, box art, rulebook) volunteered and the illustration
  // explicitly excluded; a hard art deadline and his neighbourhood in one line; a worry that also names the audience.
  // NOT facts: 40 (playtests), June (Kickstarter launch, not the deadline), 2-4 players, 300 (games a month),
  // 1 in 12 (colorblind stat), 9-5 (his work hours).
  {
    id: 'heldout69-other-en-tidepool-card-game',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hey! So this is kind of a weird one. I designed a card game called Tidepool, 2-4 players, you build a tide pool ecosystem. It's been playtested like 40 times at my local game store. I'm launching a Kickstarter in June and I need it to look pro",
      'What I need: card frame/layout for 110 cards, box art, and the rulebook layout. I have an illustrator friend doing the creature art already so not that',
      "art has to be locked by April 15 so I can shoot the campaign video and get prototypes printed. oh and I'm in Portland, St Johns area",
      'honestly my worry is it looks like every other cute animal game. I want adults to take it seriously, not just parents buying for kids',
    ],
    whenAsked: {
      project_background: 'Tidepool, the card game, like I said',
      other_design_requirements: "Cards, box, rulebook. Maybe a logo for the game if it's not a ton extra",
      problem_need: "Standing out on Kickstarter, there's like 300 games launching every month. First impression is everything",
      target_audience: 'Adults 25-45 who play stuff like Wingspan and Cascadia. Nature nerds. Families second',
      preferred_style: "Like a vintage field guide or a naturalist's journal. Watercolor-y but crisp",
      colors_and_elements: 'Ocean teals, coral pink, sandy cream. No cartoon eyes on anything please 😅',
      expected_deadline: 'April 15 is the hard one',
      key_considerations: "Colorblind-friendly! Like 1 in 12 guys is colorblind and the game is all about matching colors. Also icons need to read at small card size",
      collaboration_notes: "Discord or email, async is best, I work 9-5. I'm the only decision maker but loop in my illustrator Nico",
      other_preferences: "Love what Beth Sobel did for Wingspan, and Cascadia's box",
      plans_after_project: 'If it funds, an expansion with deep sea creatures, and hopefully retail in game stores',
      number_of_visits: 'Not needed, all remote is fine by me',
    },
    otherwise: 'No strong preference there',
    expected: {
      project_background: { said: 0, text: ['card game', 'Tidepool'] },
      other_design_requirements: { said: 1, text: ['box art', 'rulebook'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'by' } },
      address: { said: 2, text: ['Portland'] },
      problem_need: { said: 3, text: ['cute animal'] },
      target_audience: { said: 3, text: ['adults'] },
      preferred_style: { said: 'asked', text: ['field guide', 'naturalist'] },
      colors_and_elements: { said: 'asked', text: ['teal', 'coral', 'cartoon eyes'] },
      key_considerations: { said: 'asked', text: ['Colorblind'] },
      collaboration_notes: { said: 'asked', text: ['async', 'Nico'] },
    },
  },
  // 陳老闆，五十多歲，台南安平「阿憨」虱目魚粥第二代，兒子從台北回來幫忙，說要做像樣的logo。手機打字慢，
  // 幾乎不加標點、句子很短，開場只說一句。
  // Exercises: tiny opener; each later line answers one thing and slips in another (name story + address,
  // products + deadline, registration + number of visits); brand_website answered with "沒有 只有google地圖".
  // NOT facts: 快40年 (years in business), 早上5點開到中午 (opening hours), 過年 (why the deadline), 去年 (when the
  // rival opened), 延平街 is only part of the address text; 志明 is the contact person, not a brand name.
  {
    id: 'heldout69-brand-zh-anping-milkfish-congee',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們家賣虱目魚粥的 想做logo',
      '店是我爸開的 開了快40年 現在換我顧 招牌是以前請人手寫的 想翻新一下 我兒子說做好以後外帶袋跟杯子上面都要印',
      '名字叫阿憨 是我爸的綽號 他以前做人很老實 大家都叫他阿憨 店在台南安平 延平街附近',
      '賣虱目魚粥 魚肚 魚皮湯 煎魚腸 早上5點開到中午 最好2月底前做好 過年很忙沒空弄',
      '商標沒有註冊 這個要錢嗎 啊我們店裡很忙 要見面的話2次就好',
    ],
    whenAsked: {
      need_registration_assistance: '先不用 我兒子說他同學在做這個 他會去問',
      problem_need: '去年隔壁也開一家虱目魚粥 觀光客常常走錯 要讓人家一看就知道是我們家',
      brand_website: '沒有 只有google地圖',
      target_audience: '附近的老客人 早上運動完的阿伯阿姨 假日很多觀光客',
      preferred_style: '古早味 但是要乾淨 不要看起來很舊',
      colors_and_elements: '要有魚 藍色的 不要紅色 紅色太像隔壁那家',
      key_considerations: '字要大 老人家要看得清楚',
      collaboration_notes: '我不太會用電腦 跟我兒子聯絡 他叫志明 決定是我們兩個一起',
    },
    otherwise: '這個沒想過 你們看著辦',
    expected: {
      project_background: { said: 0, text: ['虱目魚粥', 'logo'] },
      other_design_requirements: { said: 1, text: ['外帶袋'] },
      brand_name_story: { said: 2, text: ['綽號', '老實'] },
      address: { said: 2, text: ['安平'] },
      products_or_services: { said: 3, text: ['魚皮湯', '煎魚腸'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-01', precision: 'month', part: 'late', relation: 'by' } },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      number_of_visits: { said: 4, value: { kind: 'number_with_unit', amount: 2, unit: 'times' } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      problem_need: { said: 'asked', text: ['走錯'] },
      brand_website: { said: 'asked', text: ['google'] },
      target_audience: { said: 'asked', text: ['老客人', '觀光客'] },
      preferred_style: { said: 'asked', text: ['古早味', '乾淨'] },
      colors_and_elements: { said: 'asked', text: ['魚', '藍色', '不要紅色'] },
      key_considerations: { said: 'asked', text: ['字要大'] },
    },
  },

  // 林佩君，38歲，屏東萬丹紅豆農家第三代，回鄉接手第5年，自己煮蜜紅豆在市集賣。話多、愛用emoji，
  // 開場就把背景、客群、通路一次講完。
  // Exercises: rich opener (background, product, audience, channels, place); the spec line also carries the
  // packaging form and the material (玻璃罐, 禮盒); the deadline is volunteered before it is asked and sits next to
  // the launch reason; USP; visits + collaboration in one line; distance is declined.
  // NOT facts: 三代 / 第5年 (family history), 潮州 (where the market is, not the company), 母親節 / 5月10號 (launch
  // reason, not the design deadline), 一個月 (printer lead time), 兩週 (shelf life) is only product text.
  {
    id: 'heldout69-packaging-zh-wandan-red-bean-jar',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我是屏東萬丹種紅豆的 家裡種三代了 我回來接手第5年🫘 想把自己煮的蜜紅豆做成正式的產品 之前都用塑膠盒裝在市場賣😅 主要是想賣給30-50歲 會買伴手禮的媽媽們 現在是在潮州的週末市集跟我們自己的FB賣',
      '想用玻璃罐裝 一罐300克 然後過年過節要有禮盒 一盒放2罐',
      '設計的話最好4月初前好 因為想趕母親節 5月10號嘛 印刷廠說印要一個月',
      '特別的地方喔 紅豆是我們自己種的 從種到煮都自己來 只用二砂 不加防腐劑 甜度比較低 長輩也可以吃',
      '我們在鄉下 跑一趟不容易 可以的話都線上開會 真的要見面1次就好 要決定的是我跟我媽',
    ],
    whenAsked: {
      product_description: '就是蜜紅豆啊 打開直接吃 可以加在豆花 剉冰 或夾吐司 開了要冰 兩週內吃完',
      target_audience: '30-50歲的媽媽 買伴手禮送人的',
      sales_channels: '週末市集 FB 之後想上蝦皮',
      problem_need: '現在塑膠盒看起來很便宜 客人說送人不好意思 想要拿得出手',
      preferred_style: '有溫度 手作感 但不要太土',
      colors_and_elements: '紅豆的紅 還有米白 可以放我們家的田 不要卡通人物',
      other_design_requirements: '宅配的外箱也要 還有罐子上的標籤',
      distance: '不知道你們在哪耶 反正線上就好',
    },
    otherwise: '都可以～',
    expected: {
      project_background: { said: 0, text: ['蜜紅豆'] },
      product_description: { said: 0, text: ['蜜紅豆'] },
      target_audience: { said: 0, text: ['30-50歲', '伴手禮'] },
      sales_channels: { said: 0, text: ['市集', 'FB'] },
      address: { said: 0, text: ['萬丹'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      specification: { said: 1, text: ['300克', '2罐'] },
      preferred_materials: { said: 1, text: ['玻璃'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'early', relation: 'by' } },
      unique_selling_point: { said: 3, text: ['自己種', '二砂'] },
      number_of_visits: { said: 4, value: { kind: 'number_with_unit', amount: 1, unit: 'times' } },
      collaboration_notes: { said: 4, text: ['線上', '我媽'] },
      preferred_style: { said: 'asked', text: ['手作感'] },
      colors_and_elements: { said: 'asked', text: ['米白', '不要卡通人物'] },
    },
  },

  // 王淑芬，44歲，和先生從台北搬到花蓮壽豐開民宿第4年，6間房。打字有禮、標點完整、句子偏長。
  // Exercises: answers "有網站嗎" with no + platform list + a complaint (problem_need) + last year's fees (a trap
  // number); budget and main pages in one line; languages answered only half-decided (日文 pushed later);
  // go-live date self-corrected in the same line, with the audience tacked on.
  // NOT facts: 6間房, 20萬 (last year's platform fees — not the budget), 春節 (abandoned go-live idea), 台北 (where
  // guests / the couple came from), 香港、新加坡 are audience text only, 日文 is not a language to file now.
  {
    id: 'heldout69-website-zh-hualien-bnb-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們在花蓮壽豐經營一間民宿，叫「鯉魚潭邊」，總共6間房。想做一個客人可以直接訂房的網站。',
      '目前沒有網站，都是靠Booking跟Agoda，還有FB粉專。平台抽成真的很傷😩 去年光手續費就付了快20萬。',
      '預算的話我們想控制在15萬以內。頁面大概就是首頁、房型介紹、交通、線上訂房，再一個住宿須知。',
      '語言要中文跟英文。日文的話…我先生說要，我覺得還好，先做中英就好，日文之後再說。',
      '本來希望春節前就上線，不過應該來不及吧，那就暑假前，最晚6月底。暑假是我們最旺的時候，大部分是帶小孩的家庭。',
    ],
    whenAsked: {
      target_audience: '帶小孩的家庭居多，也有情侶，還有一些香港、新加坡來的客人。',
      competitors: '隔壁鄉的「森活小屋」做得不錯，我們也很喜歡星野リゾート的網站。',
      preferred_style: '自然、安靜，照片要大，不要塞太多字。',
      colors_and_elements: '綠色跟木頭色，可以放鯉魚潭的照片。',
      key_considerations: '手機訂房一定要順，很多客人是在路上用手機訂的。',
      collaboration_notes: '我負責聯絡，每兩週跟我們說一次進度就好，最後我跟我先生一起決定。',
      number_of_visits: '我們走不開，大部分線上就好，真的要的話來花蓮1次。',
    },
    otherwise: '這個我們沒有特別想法，交給你們。',
    expected: {
      project_background: { said: 0, text: ['民宿', '訂房'] },
      address: { said: 0, text: ['壽豐'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 1, text: ['沒有'] },
      problem_need: { said: 1, text: ['抽成'] },
      budget: { said: 2, value: { kind: 'money', amount: 150000, bound: 'at_most', currency: 'TWD' } },
      main_pages: { said: 2, text: ['房型介紹', '交通', '住宿須知'] },
      languages: { said: 3, text: ['中文', '英文'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'late', relation: 'by' } },
      target_audience: { said: 4, text: ['帶小孩的家庭'] },
      competitors: { said: 'asked', text: ['森活小屋', '星野'] },
      preferred_style: { said: 'asked', text: ['自然', '安靜'] },
      key_considerations: { said: 'asked', text: ['手機訂房'] },
    },
  },

  // 阿翔，33歲，高雄設計師理髮師，白天還在別家上班，準備在鹽埕老屋開自己的男士理髮廳。口語、短訊、
  // 偶爾英文（barber shop），不太管對方問什麼，想到就講。
  // Exercises: thin opener; answers the "problem" question with place + size + the shop's former use; budget with
  // an exclusion and an unrelated count; opening date and design deadline in one line; audience + competitive edge
  // in one line; style + signage in one line.
  // NOT facts: 五金 (former tenant), 4張 / 日本 (chairs he ordered himself), 勞動節 (why 5/1), 發包施工 (what follows the
  // deadline), 40年 (grandfather's career), 晚上9點 is only collaboration text.
  {
    id: 'heldout69-commercial-zh-yancheng-barbershop',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我要開一間barber shop 想找人做室內設計',
      '地點在高雄鹽埕 老屋一樓 大概18坪 之前是賣五金的 裡面都是鐵架',
      '預算抓100萬 不含設備喔 椅子我自己從日本訂了4張',
      '開幕想在5/1 勞動節那天 好記哈哈 所以設計大概3月中要好 要發包施工',
      '客人大概25到40歲的男生 上班族 刺青族也不少 附近都是快剪跟家庭理髮 我們是預約制 一次只接兩個客人',
      '風格我想要工業風但不要太冷 有點復古 像老上海那種理髮廳 啊還有招牌也要幫我做',
    ],
    whenAsked: {
      problem_need: '希望客人進來就想拍照打卡 然後待得住 可以邊剪邊喝啤酒聊天',
      brand_value: '專注 有溫度 不是那種10分鐘剪完就走的',
      colors_and_elements: '墨綠 黃銅 磨石子 老屋的紅磚牆想留著',
      unique_design: '想要一面牆掛我阿公以前的理髮工具 他在鹽埕剪頭髮剪了40年',
      number_of_visits: '現場看3次吧',
      collaboration_notes: '我白天在別家上班 晚上9點後比較能回LINE 決定的是我跟我合夥人阿凱',
    },
    otherwise: '沒差 你們決定',
    expected: {
      project_background: { said: 0, text: ['barber'] },
      address: { said: 1, text: ['鹽埕'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      budget: { said: 2, value: { kind: 'money', amount: 1000000, currency: 'TWD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'day' } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'mid', relation: 'by' } },
      target_audience: { said: 4, text: ['25到40歲', '上班族'] },
      competitive_advantage: { said: 4, text: ['預約制'] },
      preferred_style: { said: 5, text: ['工業風', '復古'] },
      other_design_requirements: { said: 5, text: ['招牌'] },
      problem_need: { said: 'asked', text: ['待得住'] },
      brand_value: { said: 'asked', text: ['專注', '有溫度'] },
      colors_and_elements: { said: 'asked', text: ['墨綠', '黃銅', '紅磚牆'] },
      unique_design: { said: 'asked', text: ['阿公', '理髮工具'] },
    },
  },

  // 黃經理（黃建達），48歲，台中大里手工具廠業務經理，第一次自己租攤位參展。用語正式（敝司），但手機打字、
  // 偶有口頭禪「對了」。
  // Exercises: packed opener (product, venue, booth size in two notations, opening day); answers the brand-value
  // question first with move-in/out dates and power only; budget range + audience; brand value + next show in one
  // line; style + colors volunteered together; company city differs from the venue.
  // NOT facts: 快30年 (years in business), 台中大里 (company location — not the venue address), 公會的聯合攤位
  // (past shows), 3x6 is the same booth as 18平方公尺, 10月 (a later show, not a date field), 300公斤 is not a size.
  {
    id: 'heldout69-exhibition-zh-nangang-hand-tools',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，敝司在台中大里做手工具，扳手、套筒這類，做了快30年，主要外銷。今年第一次自己參加南港展覽館的五金展，之前都是跟公會的聯合攤位。攤位是3x6，18平方公尺，4/22開展，想找人做展位設計。',
      '進場是4/20，撤場是4/25下午。對了，我們需要電，要放一台展示用的小型機台，大概300公斤，水不用。',
      '預算大概40到50萬，包含施工。主要想接觸的是國外買家跟代理商，尤其東南亞跟歐洲。',
      '品牌價值喔…我們老闆常說「一支扳手用一輩子」，就是耐用、實在。希望買家來看到覺得我們很專業，不是便宜貨。如果這次效果好，10月還想去德國科隆的五金展。',
      '風格就簡潔、專業，不要太花俏。公司色是橘色跟深灰，logo要遠遠就看得到。',
    ],
    whenAsked: {
      unique_design: '想做一面牆把所有尺寸的扳手排成漸層，很壯觀那種，之前在國外展看過。',
      expected_deadline: '設計3月中要定案，我們要先印型錄。',
      collaboration_notes: '跟我聯絡就好，我是業務經理，最後要給董事長看過才算。',
    },
    otherwise: '這部分沒有特別要求。',
    expected: {
      project_background: { said: 0, text: ['手工具', '五金展'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-04-22', precision: 'day' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-04-20', precision: 'day' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-04-25', precision: 'day' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 2, value: { kind: 'money', amount: 400000, max: 500000, currency: 'TWD' } },
      target_audience: { said: 2, text: ['買家', '代理商'] },
      brand_value: { said: 3, text: ['一支扳手用一輩子', '耐用'] },
      plans_after_project: { said: 3, text: ['科隆'] },
      preferred_style: { said: 4, text: ['簡潔', '專業'] },
      colors_and_elements: { said: 4, text: ['橘色', '深灰'] },
      unique_design: { said: 'asked', text: ['扳手', '漸層'] },
    },
  },

  // 郭怡萱，36歲，護理師，和同為護理師的先生在新北永和買了35年的4樓老公寓，下班後用手機打字，語氣有點累，
  // 偶有錯字（窩＝我）。
  // Exercises: background + place + age + building type in the opener; layout answered with size, a past flat's
  // size and a room to change; household with a future-child plan; budget with an exclusion plus lifestyle; the
  // move-in deadline tied to the lease; visits given as a range.
  // NOT facts: 12坪 (previous rented studio), 4樓 / 沒電梯 (context only), 明年 (baby plan — not a date field),
  // 9月底 is the lease end = the move-in deadline (file once, as move_in_date), 80盒 is collection text only.
  {
    id: 'heldout69-residential-zh-yonghe-nurses-walkup',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們買了一間中古屋 在新北永和 想整間翻新 屋齡大概35年 4樓的公寓 沒電梯😮‍💨',
      '3房2廳1衛 權狀26坪 之前租的套房才12坪 現在覺得好大哈哈 不過有一間房很小 想打掉變書房',
      '住的人就窩跟我老公 還有一隻柯基 明年可能會生小孩 所以想留一間小孩房',
      '預算大概150萬 不含家電 我們兩個都是護理師 要輪班 白天常常在睡覺',
      '入住的話最晚9月底要住進去 因為現在的房租約到9月底',
    ],
    whenAsked: {
      preferred_style: '無印那種 簡單 木頭 但老公想要一點點工業風 我們還在吵哈哈',
      important_collections: '老公有一堆鋼彈模型 大概80盒 想要玻璃櫃 我自己是書比較多',
      expected_deadline: '設計的話5月底前定好可以嗎 要留時間施工',
      number_of_visits: '現場的話2到3次可以 要配合我們排休',
      colors_and_elements: '白色 木頭色 不要深色的牆 家裡本來就有點暗',
    },
    otherwise: '都可以 沒特別想法',
    expected: {
      project_background: { said: 0, text: ['中古屋', '翻新'] },
      address: { said: 0, text: ['永和'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 35, unit: 'years' } },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 1, text: ['3房2廳1衛'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 26, unit: 'ping' } },
      problem_need: { said: 1, text: ['書房'] },
      target_audience: { said: 2, text: ['老公', '柯基'] },
      plans_after_project: { said: 2, text: ['小孩'] },
      budget: { said: 3, value: { kind: 'money', amount: 1500000, currency: 'TWD' } },
      lifestyle: { said: 3, text: ['護理師', '輪班'] },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-09-01', precision: 'month', part: 'late', relation: 'by' } },
      preferred_style: { said: 'asked', text: ['無印', '木頭'] },
    },
  },

  // 蔡宜蓁（Ivy），29歲，新竹科學園區工程師，9月要在台南（未婚夫老家）辦婚禮，想要整套婚禮視覺。興奮、
  // emoji多、中英夾雜（save the date、vibe）。
  // Exercises: deliverables answered with a story about a friend's wedding (problem_need hides in it); wedding
  // place/date next to the design deadline posed as a question; style + elements + a story of how they met;
  // a budget mentioned though this project type has no budget field.
  // NOT facts: 9月 / 9/19 (wedding date — not a deadline), 上個月 (friend's wedding), 7月 (when invitations are
  // mailed), 台南 (wedding venue — the couple live in 新竹), 3萬 (budget; no such field for this type), 登山社 (how they met).
  {
    id: 'heldout69-other-zh-hsinchu-wedding-visuals',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 我9月要結婚了🥹 我跟未婚夫住新竹 想找人幫我們設計婚禮的整套視覺',
      '喜帖 save the date 迎賓板 桌卡 謝卡 大概這些～ 我好朋友上個月結婚 她的喜帖是網路買的模板 大家都長一樣 我不想要那樣😂',
      '婚禮在台南 他老家在那邊 日期是9/19 喜帖最晚7月要寄出去 所以設計6月中要好？會不會太趕',
      '風格的話我們兩個都喜歡底片感 有點日系的vibe 但他說不要太粉 他是很直男的工程師🤣 我們是登山社認識的 想放山的元素⛰️',
      '預算的話我們抓3萬左右 這樣夠嗎',
    ],
    whenAsked: {
      problem_need: '就是想要有我們自己的樣子 不要跟網路模板一樣',
      target_audience: '來參加婚禮的親友吧 雙方爸媽那輩的也很多 字不能太小',
      key_considerations: '要能印刷 也要有電子版可以傳LINE 長輩都用LINE',
      collaboration_notes: '我們平日要上班 晚上或週末用LINE討論 兩個人都要看過才算數',
      other_preferences: '很喜歡IG上那種手繪插畫感的喜帖 有水彩暈開的那種',
      number_of_visits: '見一次面就好 其他線上',
      plans_after_project: '之後搬新家可能會想請你們做門牌哈哈 還沒確定',
    },
    otherwise: '都可以呀～',
    expected: {
      project_background: { said: 0, text: ['婚禮', '視覺'] },
      address: { said: 0, text: ['新竹'] },
      other_design_requirements: { said: 1, text: ['喜帖', '迎賓板', '謝卡'] },
      problem_need: { said: 1, text: ['模板'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'mid', relation: 'by' } },
      preferred_style: { said: 3, text: ['底片感', '日系'] },
      colors_and_elements: { said: 3, text: ['不要太粉', '山'] },
      target_audience: { said: 'asked', text: ['親友', '爸媽'] },
      key_considerations: { said: 'asked', text: ['電子版', 'LINE'] },
      collaboration_notes: { said: 'asked', text: ['週末', 'LINE'] },
    },
  },
  // Visitor: 34세 여성, 부산 광안리 근처 1인 필라테스 스튜디오 '숨결 필라테스' 원장. 물결표·이모지·ㅠㅠ 많은 밝은 존댓말.
  // Exercises: the opening says a lot (place, business, renewal); message 1 packs a deadline (3월 중순까지), the 2호점
  // plan and the sign job into one line; message 2 gives audience + goal together; the style reply adds "두 번 정도"
  // meetings; trademark is answered with a question back (not_registered); distance is answered with a question (no fact).
  // NOT facts: 4년 (years open), 미리캔버스 (the tool she used), 4월 (2호점 opening, not the design deadline),
  // 두 군데 (competing chains), 서울/KTX (her guess about the studio).
  {
    id: 'heldout69-brand-ko-gwangalli-pilates-renewal',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 부산 광안리 쪽에서 필라테스 스튜디오 하고 있어요 😊 오픈한 지 4년 됐는데 이름은 숨결 필라테스예요. 로고가 제가 처음에 미리캔버스로 대충 만든 거라 ㅠㅠ 이번에 로고부터 전체 브랜드 리뉴얼하고 싶어서 문의드려요',
      '아 그리고 제일 급한 게요, 4월에 해운대에 2호점 오픈이 잡혀 있어서 간판을 그 전에 달아야 하거든요. 그래서 로고는 3월 중순까지는 꼭 나와야 해요!',
      '회원님들은 거의 30~40대 직장인 여성분들이고 퇴근하고 저녁에 많이 오세요. 요즘 근처에 대형 체인 필라테스가 두 군데나 생겨서ㅠ 작아도 믿을 수 있는 곳이라는 느낌을 주고 싶어요',
    ],
    whenAsked: {
      project_background: '광안리 필라테스 스튜디오 브랜드 리뉴얼이요~ 로고부터 전부요',
      problem_need: '대형 체인들 사이에서 묻히지 않는 거요. 작아도 믿을 수 있는 곳이라는 느낌이요!',
      brand_name_story: '숨결은 호흡이에요. 필라테스는 결국 호흡이 제일 중요하거든요 ㅎㅎ 바다 옆이라 파도 소리랑도 이어지는 느낌이고요',
      products_or_services: '그룹 레슨이랑 1:1 개인 레슨, 산전·산후 필라테스도 해요',
      registration_status: '상표요? 아뇨 그런 건 하나도 안 했어요;; 2호점 내기 전에 해야 되는 거예요?',
      need_registration_assistance: '네네 같이 봐주시면 너무 좋죠 🙏',
      brand_website: '인스타 @soomgyeol_pilates 요! 네이버 플레이스도 있는데 사진만 올려놨어요',
      target_audience: '30~40대 직장인 여성분들이요 퇴근하고 오시는',
      preferred_style: '차분하고 미니멀한 느낌이요 ㅎㅎ 아 그리고 제가 수업이 많아서 직접 뵙는 건 두 번 정도면 좋겠어요',
      colors_and_elements: '바다 느낌 나는 딥 블루랑 모래색이요! 형광색은 절대 싫어요',
      expected_deadline: '3월 중순까지요! 간판 때문에요',
      key_considerations: '2호점이랑 똑같이 쓸 거라 어디에 붙여도 통일감 있었으면 해요. 매트나 유니폼에 작게 들어가도 잘 보여야 하고요',
      other_design_requirements: '간판이랑 회원권 카드, 인스타 피드 템플릿도 같이요',
      plans_after_project: '해운대 2호점 오픈하고 나중엔 온라인 클래스도 해보고 싶어요',
      address: '부산 수영구 광안리요',
      number_of_visits: '두 번 정도요 나머진 카톡으로 해요',
      distance: '스튜디오가 어디 계세요? 서울이시면 KTX 타야겠네요 ㅋㅋ',
    },
    otherwise: '그건 딱히 생각해본 적 없어요',
    expected: {
      project_background: { said: 0, text: ['필라테스 스튜디오', '브랜드 리뉴얼'] },
      address: { said: 0, text: ['광안리'] },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' } },
      other_design_requirements: { said: 1, text: ['간판'] },
      plans_after_project: { said: 1, text: ['2호점'] },
      target_audience: { said: 2, text: ['30~40대 직장인 여성'] },
      problem_need: { said: 2, text: ['믿을 수 있는 곳'] },
      brand_name_story: { said: 'asked', text: ['호흡'] },
      products_or_services: { said: 'asked', text: ['그룹 레슨', '개인 레슨', '산전·산후'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@soomgyeol_pilates'] },
      preferred_style: { said: 'asked', text: ['차분하고 미니멀한'] },
      colors_and_elements: { said: 'asked', text: ['딥 블루', '모래색', '형광색'] },
      key_considerations: { said: 'asked', text: ['통일감', '작게 들어가도 잘 보여야'] },
    },
  },

  // Visitor: 52세 남성, 경남 하동 화개면에서 아버지 대부터 녹차 농사. 짧고 투박한 "~습니다/~하대요", 띄어쓰기 대충.
  // Exercises: a one-line opening that tells almost nothing; then two facts per message regardless of the question
  // (product + problem; form + size + deadline); the deadline is the printer's "4월 초까지" while 5월 is the new-tea
  // release; the style question is answered with a colour ("초록색은 꼭") so preferred_style stays empty; materials
  // answered as a list (은박 안쪽, 틴 겉).
  // NOT facts: 5월 (햇차 release), 은박봉투/스티커 (current packaging), 아들 (who suggested the online store),
  // 아버지 대부터 (family history), 70도 (brewing temperature).
  {
    id: 'heldout69-packaging-ko-hadong-greentea-tin',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '하동에서 녹차 하는 사람입니다 포장 디자인 문의 드립니다',
      '네 우전하고 세작 두가지 입니다. 지금은 그냥 은박봉투에 스티커 붙여서 파는데 선물로 드리기엔 좀 그렇다는 소리를 많이 들어서요',
      '틴케이스 같은거 생각하고 있습니다 한통에 40그램 들어가고요. 5월에 햇차 나오는데 인쇄소 사장님이 4월 초까지는 파일 넘겨야 한다고 하대요',
      '아들이 스마트스토어 하자고 해서 온라인으로도 팔고 화개장터 가게에서도 팝니다',
    ],
    whenAsked: {
      project_background: '하동 화개면에서 아버지 때부터 녹차밭 합니다. 우전 세작 포장 새로 하는겁니다',
      product_description: '우전 세작 잎차입니다. 뜨거운물 말고 70도 정도 물에 우려 드시면 됩니다',
      specification: '한통에 40그램이요',
      packaging_form: '틴케이스요 아까 말씀드린대로',
      unique_selling_point: '손으로 아홉번 덖습니다. 기계로 하는 집이 많은데 우리는 아직 가마솥에 덖어요',
      target_audience: '차 좋아하는 50 60대 분들이 주로 사시는데 아들 말로는 명절 선물로 사는 젊은 사람들한테도 팔아야 된다고 하네요',
      sales_channels: '스마트스토어하고 화개장터 가게요',
      preferred_style: '스타일은 제가 잘 모르겠고요 녹차니까 초록색은 꼭 들어갔으면 합니다',
      colors_and_elements: '초록색이요. 금색 빨간색 번쩍거리는건 싫습니다',
      preferred_materials: '안에 습기 막는 은박 한겹 들어가고 겉은 틴으로요',
      expected_deadline: '4월 초까지요 인쇄소에서 그러대요',
      key_considerations: '차는 습기 먹으면 끝이라 그게 제일이고요, 어르신들도 뚜껑 쉽게 열수 있어야 합니다',
      problem_need: '선물로 내놓을만 하게요',
      other_design_requirements: '택배 상자에도 이름 찍었으면 하는데 그것도 됩니까',
      address: '하동 화개면입니다',
    },
    otherwise: '그건 잘 모르겠습니다',
    expected: {
      project_background: { said: 0, text: ['녹차'] },
      address: { said: 0, text: ['하동'] },
      product_description: { said: 1, text: ['우전', '세작'] },
      problem_need: { said: 1, text: ['선물로 드리기엔'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['can_tin'] } },
      specification: { said: 2, text: ['40그램'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'early' } },
      sales_channels: { said: 3, text: ['스마트스토어', '화개장터'] },
      unique_selling_point: { said: 'asked', text: ['아홉번 덖', '가마솥'] },
      target_audience: { said: 'asked', text: ['50 60대', '명절 선물'] },
      colors_and_elements: { said: 'asked', text: ['초록색'] },
      preferred_materials: { said: 'asked', text: ['은박', '틴'] },
      key_considerations: { said: 'asked', text: ['습기', '뚜껑 쉽게'] },
    },
  },

  // Visitor: 41세 남성, 경기 안산 반월공단 정밀금형 업체 '대성정밀' 영업팀 과장. 사무적이고 군더더기 없는 문장.
  // Exercises: URL, language and budget arrive in one line (message 1, "1500 정도" = 1,500만원); the deadline is
  // "5월 말까지" while 6월/독일 전시회 is only the reason; the competitors reply answers it AND asks for a photo shoot;
  // decision-maker in the collaboration reply.
  // NOT facts: 2012년 (when the old site was made), 6월 / 독일 전시회 (the reason for the deadline), 대표님 is a
  // person not a place, 2주 is a reporting cycle (goes only in collaboration_notes).
  {
    id: 'heldout69-website-ko-ansan-mold-factory-english',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 안산 반월공단에 있는 정밀금형 제조업체 대성정밀 영업팀 과장입니다. 회사 홈페이지를 2012년에 만들고 한번도 안 고쳐서 모바일에서 다 깨지고 관리도 안 되는 상태라 리뉴얼 하려고 합니다.',
      '지금 주소는 www.dsprecision.co.kr 입니다. 요즘 해외 바이어 문의가 늘어서 영어 페이지가 꼭 있어야 하고요, 예산은 윗선에서 1500 정도로 얘기가 나왔습니다.',
      '오픈은 6월에 독일 전시회 나가기 전이어야 해서 5월 말까지는 돼야 합니다.',
    ],
    whenAsked: {
      project_background: '정밀금형 만드는 회사고 오래된 홈페이지 리뉴얼입니다.',
      url: 'www.dsprecision.co.kr 입니다.',
      category: '회사 소개 홈페이지죠. 쇼핑몰은 아니고요.',
      problem_need: '모바일에서 다 깨지는 거요. 그리고 문의가 와도 메일로만 와서 정리가 안 됩니다.',
      main_pages: '회사소개, 설비 현황, 제품 사례, 인증서, 견적 문의 정도요.',
      languages: '한국어랑 영어요.',
      target_audience: '국내 완성차 협력사 구매담당자하고 해외 바이어입니다.',
      competitors: '딱 집어서는 없는데 독일 업체들 사이트가 깔끔하더라고요. 아 그리고 공장 사진은 찍어둔 게 없어서 촬영도 같이 해주셨으면 합니다.',
      preferred_style: '신뢰감 있고 깔끔한 거요. 너무 화려하면 안 됩니다.',
      budget: '1500 정도요. 부가세 포함인지는 확인해 봐야 합니다.',
      expected_deadline: '5월 말까지입니다.',
      key_considerations: '관리자 페이지에서 저희가 직접 제품 사례 올릴 수 있어야 합니다. 매번 외주 맡기면 돈이 들어서요.',
      colors_and_elements: '회사 CI가 남색이라 그건 살려야 합니다.',
      other_design_requirements: '공장이랑 설비 사진 촬영이요.',
      collaboration_notes: '실무는 제가 하고 최종 결정은 대표님이 하십니다. 보고는 2주에 한 번 정도면 됩니다.',
      address: '안산 반월공단입니다.',
    },
    otherwise: '특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['정밀금형', '리뉴얼'] },
      address: { said: 0, text: ['반월공단'] },
      problem_need: { said: 0, text: ['모바일에서 다 깨지고'] },
      url: { said: 1, text: ['dsprecision.co.kr'] },
      languages: { said: 1, text: ['영어'] },
      target_audience: { said: 1, text: ['해외 바이어'] },
      budget: { said: 1, value: { kind: 'money', amount: 15_000_000, currency: 'KRW' } },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'late' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['회사소개', '설비 현황', '견적 문의'] },
      competitors: { said: 'asked', text: ['독일 업체들'] },
      preferred_style: { said: 'asked', text: ['신뢰감', '깔끔한'] },
      key_considerations: { said: 'asked', text: ['직접 제품 사례 올릴 수'] },
    },
  },

  // Visitor: 29세 여성, 동생(제과사)과 대전 유성구 궁동 충남대 앞에 비건 베이커리 카페 창업 준비. 느낌표·이모지 폭발.
  // Exercises: a big opening (business, place, 18평, 빈 상가, 5월 초 오픈); budget as a ceiling ("4천 안쪽");
  // the problem reply adds the kitchen worry (key_considerations); the style reply adds 간판+로고; the competitor
  // question is answered with "we're the first vegan bakery here" + the sister's hotel career; the design deadline
  // (2월 말) is separate from the construction month (3월) and the opening (5월 초).
  // NOT facts: 지난주 (lease signed), 1층 (floor), 휴대폰 가게 (previous tenant), 5년 (sister's hotel years),
  // 오븐 두 대 (equipment count, not a size), 3월 (construction start).
  {
    id: 'heldout69-commercial-ko-daejeon-vegan-bakery',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 저랑 동생이랑 둘이서 대전 궁동 충남대 앞에 비건 베이커리 카페를 차리려고 해요 🥐🌱 상가 계약은 지난주에 했고 1층 18평이에요! 원래 휴대폰 가게 자리라 완전 아무것도 없는 상태예요 ㅠ 인테리어 전체 다 맡기고 싶어요. 5월 초에 오픈하는 게 목표입니다!!',
      '예산은 철거 포함해서 4천 안쪽으로 생각하고 있어요. 대출이 좀 껴 있어서 더 넘어가면 진짜 힘들어요 😭',
      '손님은 아무래도 대학생이랑 근처 원룸 사는 20대가 제일 많을 것 같아요!',
    ],
    whenAsked: {
      project_background: '궁동 비건 베이커리 카페 인테리어 전체요!',
      problem_need: '빈 상가라 처음부터 다 해야 되는데 저희가 아는 게 하나도 없어서요 ㅠ 아 그리고 빵 굽는 주방이 좀 넓어야 해요! 오븐 두 대 들어가요',
      brand_value: '자극 없는 편안함? 들어오면 빵 냄새랑 나무 냄새 나는 따뜻한 곳이었으면 해요',
      target_audience: '대학생이랑 근처 원룸 사는 20대요!',
      competitive_advantage: '궁동에 비건 빵집은 저희가 처음이에요! 그리고 동생이 호텔 베이커리에서 5년 일했어요 ㅎㅎ',
      preferred_style: '우드톤에 식물 많은 내추럴한 느낌이요. 아 간판이랑 로고도 같이 해주실 수 있나요? 🙏',
      colors_and_elements: '초록이랑 베이지! 근데 비건이라고 너무 초록초록한 건 싫고요',
      unique_design: '빵 굽는 게 밖에서 다 보이는 오픈 주방이요!! 이건 꼭이요',
      address: '대전 유성구 궁동이요 충남대 앞',
      space_size: '18평이요!',
      budget: '4천 안쪽이요 ㅠ',
      opening_date: '5월 초요!',
      key_considerations: '주방 동선이요! 오븐 두 대랑 발효기 들어가야 해서 주방이 좀 넓어야 해요',
      expected_deadline: '디자인은 2월 말까지는 나와야 3월에 공사 들어갈 수 있을 것 같아요',
      other_design_requirements: '간판이랑 로고요! 메뉴판도요',
      collaboration_notes: '저랑 동생 둘이 같이 결정해요 카톡 단톡방 만들어주시면 좋아요',
    },
    otherwise: '음 그건 아직 생각 안 해봤어요!',
    expected: {
      project_background: { said: 0, text: ['비건 베이커리 카페', '인테리어 전체'] },
      address: { said: 0, text: ['궁동'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'early' } },
      budget: { said: 1, value: { kind: 'money', amount: 40_000_000, bound: 'at_most', currency: 'KRW' } },
      target_audience: { said: 2, text: ['대학생', '20대'] },
      problem_need: { said: 'asked', text: ['처음부터 다'] },
      key_considerations: { said: 'asked', text: ['주방이 좀 넓어야'] },
      brand_value: { said: 'asked', text: ['편안함', '따뜻한'] },
      competitive_advantage: { said: 'asked', text: ['비건 빵집은 저희가 처음', '호텔 베이커리'] },
      preferred_style: { said: 'asked', text: ['우드톤', '내추럴'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '초록초록한 건 싫'] },
      unique_design: { said: 'asked', text: ['오픈 주방'] },
    },
  },

  // Visitor: 35세 여성, 경기 김포 수제 반려견 간식 회사 대표. 바쁘고 급함, 짧은 문장, 오타·맞춤법 대충 ("참가에요").
  // Exercises: a one-line opening; venue + show dates slipped into message 1; "2부스 붙여서 6x3" = 18㎡ and a budget
  // ceiling in message 2; brand_value answered only in part (what they make, not how visitors should feel); the style
  // reply adds a tasting corner (unique_design); the entry-date reply also gives the exit day; water/electricity answered
  // with a reason (electricity_only).
  // NOT facts: 김포 (company location, not the venue), 2부스 (count of booth units, the size is 6x3),
  // 냉장 쇼케이스 (reason for power), 금요일/목요일 (weekdays of the dates), 29일 in the entry reply (that is exit_date).
  {
    id: 'heldout69-exhibition-ko-kintex-dog-treats',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '펫쇼 부스 디자인 견적 받고 싶어요',
      '저희는 김포에서 수제 강아지 간식 만드는 회사고요 이번이 첫 참가에요.. 킨텍스에서 3월 27일부터 29일까지 해요',
      '부스는 2부스 붙여서 6x3이요 예산이 빠듯해서 ㅠ 천만원 넘어가면 힘들어요',
    ],
    whenAsked: {
      project_background: '수제 강아지 간식이요 펫쇼 첫 참가에요',
      brand_value: '무첨가요. 사람이 먹어도 되는 재료로만 만들어요',
      target_audience: '일반 관람객이요 반려인들. 근데 펫샵 바이어분들도 만나면 좋구요',
      preferred_style: '밝고 귀여운데 유치하진 않게요. 아 시식하는 공간 꼭 있어야돼요',
      unique_design: '시식하는 공간이요 강아지들이 직접 먹어볼수 있게',
      address: '킨텍스 제1전시장이요 홀은 아직 안나왔어요',
      space_size: '6x3이요',
      water_electricity_supply: '냉장 쇼케이스 때문에 전기는 꼭이요 물은 필요없어요',
      budget: '천만원 안쪽이요',
      opening_date: '27일 금요일이요',
      entry_date: '26일 목요일 오후부터 설치래요 아 철수는 29일 끝나고 바로 해야되구요',
      exit_date: '29일 전시 끝나고 그날 밤까지요',
      key_considerations: '시식 때문에 위생이요 바닥 미끄러우면 안되고',
      problem_need: '첫 참가라 이름 알리는거요 인스타 팔로워도 늘리고',
      colors_and_elements: '로고가 주황색이라 주황 들어가야돼요 강아지 발바닥도요',
      expected_deadline: '디자인은 2월 중에는 확정해야 제작 들어간대요',
    },
    otherwise: '그건 잘 모르겠어요',
    expected: {
      project_background: { said: 1, text: ['수제 강아지 간식', '첫 참가'] },
      address: { said: 1, text: ['킨텍스'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-27', precision: 'day' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      budget: { said: 2, value: { kind: 'money', amount: 10_000_000, bound: 'at_most', currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['무첨가', '사람이 먹어도 되는'] },
      target_audience: { said: 'asked', text: ['반려인', '펫샵 바이어'] },
      preferred_style: { said: 'asked', text: ['밝고 귀여운데'] },
      unique_design: { said: 'asked', text: ['시식하는 공간'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-26', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-29', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['위생', '미끄러우면'] },
    },
  },

  // Visitor: 63세 여성, 광주 남구 봉선동 아파트에 사는 퇴직 초등교사. 길고 정중한 문장, 가끔 ㅎㅎ, 띄어쓰기 조금 틀림.
  // Exercises: years lived (20년 넘게) vs building age (28년); wedding date (5월 16일) vs move-back-in date (4월 말까지);
  // a worry (짐 보관) volunteered with the date; the lifestyle reply drifts into piano/books, the collections reply
  // names them; the style reply adds a budget range (5천에서 6천).
  // NOT facts: 20년 넘게 (years lived there), 작년 (husband's retirement), 5월 16일 (daughter's wedding), 손주 (visitor,
  // not a resident), 교사 (former job).
  {
    id: 'heldout69-residential-ko-gwangju-bongseon-remodel',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 광주 봉선동 사는 사람이에요. 이 아파트에서 20년 넘게 살았는데 남편도 작년에 퇴직하고 이제 둘만 사니까 집을 전체적으로 한번 고쳐볼까 해서요. 34평이고 방 3개 화장실 2개예요.',
      '아파트는 지은 지 28년 됐대요. 오래돼서 그런지 겨울만 되면 베란다 쪽이 너무 추워요 샷시도 다 바꾸고 싶고요',
      '딸 결혼식이 5월 16일인데 그 전에 상견례를 집에서 하고 싶어서 4월 말까지는 다시 들어와 살았으면 해요. 공사하는 동안 짐 보관이 제일 걱정이에요 ㅎㅎ',
    ],
    whenAsked: {
      project_background: '오래된 아파트 전체 리모델링이에요',
      property_category: '아파트예요',
      layout: '방 3개 화장실 2개에 거실 하나예요',
      age: '28년 됐어요 아까 말씀드린대로요',
      problem_need: '겨울에 추운 거랑 샷시요. 주방도 너무 좁고요',
      target_audience: '남편이랑 저 둘이요. 주말엔 딸네 식구가 손주 데리고 와요',
      lifestyle: '남편이 요즘 피아노를 다시 배워요 ㅎㅎ 저는 책 읽는 거 좋아하고 아침마다 베란다에서 화분 돌보고요',
      preferred_style: '밝고 따뜻한 느낌이요. 호텔 같은 건 싫고 사람 사는 집 같았으면 해요. 아 예산은 한 5천에서 6천 생각하고 있어요',
      colors_and_elements: '흰색 너무 많으면 병원 같아서 싫어요 원목 좋아해요',
      address: '광주 남구 봉선동이에요',
      space_size: '34평이요',
      budget: '5천에서 6천 사이요',
      move_in_date: '4월 말까지는 다시 들어와야 해요',
      key_considerations: '공사하는 동안 짐 보관이요 그게 제일 걱정이에요',
      important_collections: '책이 엄청 많아요 교사였어서 ㅎㅎ 그리고 남편 피아노요',
      memorable_moments: '명절에 온 식구가 거실에 모여서 밥 먹는 거요. 큰 식탁 하나 놓고 싶어요',
    },
    otherwise: '그건 괜찮아요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['전체적으로 한번 고쳐'] },
      address: { said: 0, text: ['봉선동'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      layout: { said: 0, text: ['방 3개', '화장실 2개'] },
      target_audience: { said: 0, text: ['남편'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      problem_need: { said: 1, text: ['추워요', '샷시'] },
      move_in_date: { said: 2, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 2, text: ['짐 보관'] },
      lifestyle: { said: 'asked', text: ['피아노', '책 읽는'] },
      preferred_style: { said: 'asked', text: ['밝고 따뜻한'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 50_000_000, max: 60_000_000, currency: 'KRW' } },
      colors_and_elements: { said: 'asked', text: ['원목', '병원 같아서'] },
    },
  },

  // Visitor: 26세 남성, 서울 마포 망원동 합주실에서 연습하는 4인조 인디밴드 '늦은여름' 보컬/리더. ㅋㅋ, 소문자 영어(ep),
  // 반말 섞인 캐주얼 존댓말.
  // Exercises: a short opening (EP cover); band name, base and release date in message 1 (the 4월 1일 release is NOT the
  // design deadline); merch added later as an afterthought (message 2); the problem reply adds the distributor's real
  // deadline (3월 중순까지); one visit to the rehearsal room; distance answered with a question (no fact).
  // NOT facts: 4인조 (members), 5곡 (tracks), 4월 1일 (release date), 홍대 (where they gig, not the address),
  // 여름 (only the name/plan), 넷 (members).
  {
    id: 'heldout69-other-ko-mangwon-indie-ep-cover',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 밴드 하는데요 ep 앨범 커버 디자인 맡기고싶어서요',
      '4인조 밴드 늦은여름이에요 망원동 합주실에서 연습하고 홍대 클럽에서 공연해요 ㅋㅋ 첫 ep라 5곡 들어가고 발매는 4월 1일로 잡아놨어요',
      '아 그리고 커버 말고 티셔츠랑 포스터도 같이 되나요?? 공연때 팔려구요',
    ],
    whenAsked: {
      project_background: '인디밴드 늦은여름 첫 ep 커버요',
      other_design_requirements: 'ep 커버랑 티셔츠 포스터요',
      problem_need: '음원사이트에서 썸네일로 봐도 눈에 띄었으면 좋겠어요 ㅋㅋ 아 근데 유통사에 3월 중순까지 이미지 넘겨야 한대요',
      target_audience: '저희 노래 듣는 사람들? 20대 대학생 많고 인디 좋아하는 사람들이요',
      preferred_style: '몽환적이고 필름사진 같은 느낌이요',
      colors_and_elements: '늦은 여름이니까 해질녘 주황 보라? 사람 얼굴은 안 들어갔으면 해요',
      address: '망원동이요 합주실이',
      expected_deadline: '3월 중순까지요 유통사 마감이 그때라',
      key_considerations: '멤버 넷이 다 의견이 달라서 ㅋㅋ 그게 제일 걱정이에요',
      collaboration_notes: '단톡방에서 다 같이 보는데 최종은 제가 정할게요 리더라서',
      other_preferences: '혁오 앨범 커버들 좋아해요',
      plans_after_project: '여름에 단독공연 하고 싶어요 그때 포스터 또 맡길수도 있어요',
      number_of_visits: '한번 정도 합주실 오셔서 노래 들어보시면 좋을거 같아요',
      distance: '마포면 가까우신가요? ㅋㅋ 잘 모르겠어요',
    },
    otherwise: '상관없어요 ㅋㅋ',
    expected: {
      project_background: { said: 1, text: ['늦은여름', '첫 ep'] },
      address: { said: 1, text: ['망원동'] },
      other_design_requirements: { said: 2, text: ['티셔츠', '포스터'] },
      problem_need: { said: 'asked', text: ['썸네일로 봐도 눈에 띄었으면'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' } },
      target_audience: { said: 'asked', text: ['20대', '인디'] },
      preferred_style: { said: 'asked', text: ['몽환적', '필름사진'] },
      colors_and_elements: { said: 'asked', text: ['주황', '보라', '얼굴은 안'] },
      key_considerations: { said: 'asked', text: ['의견이 달라서'] },
      collaboration_notes: { said: 'asked', text: ['최종은 제가'] },
    },
  },
];
