import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A thirty-seventh batch of held-out visitors, written blind from the field list (three writers, one a language,
 * none of whom read the engine): every project type in all three languages. The visitors: ordinary clients as a
 * studio's front desk sees them: vague and hedged values ("maybe around", "I think it is about"), "not decided yet",
 * a value said and later changed, references to earlier answers ("same as the shop"), a list given across two
 * messages, messages in lower case without punctuation, an emoji or two, numbers, places and dates of other
 * subjects. Each writer's own notes on their seven conversations follow, and each conversation has a comment of what
 * it exercises and which of its numbers, places and dates are not facts.
 */
/*
 * Batch 37, en-US: ordinary prospective clients as a studio's front desk sees them, one per project type. Some are
 * vague and hedge ("i think its about 1,200 sq ft?", "maybe around 8 grand? is that crazy", "About 1,600 square
 * feet, I think"), some are precise (Canoecopia March 13-15, setup Thursday the 12th). "Not decided yet" answers
 * (a groomer's deadline, a bakery's budget waiting on an SBA loan, a booth size before the wife weighs in). Values
 * said and later changed: a brittle bag 6 oz → 8 oz; a tax office's budget "maybe around 3 thousand?" → "up to
 * $5,000"; a bakery opening "early september" → "mid october"; a 10x10 or 10x20 booth → 10x20; a home budget
 * "around $60,000" → "between 60 and 75 thousand"; a fishing-map deadline "april" → "mid may". References to earlier
 * answers ("same as the shop like i mentioned", "the same blue as our awning", "like i said, not decided", "Like I
 * mentioned, the records and the piano"). Lists given across two messages (grooming services; sales channels;
 * website pages; a widow's records and then her mother's piano). Lowercase unpunctuated messages from a Boise dog
 * groomer, a Sacramento baker, a Duluth pack maker and a Bozeman fishing guide; an emoji or two (🐶 🤙 💜 😄 🎣).
 * Places that are not project places: a big box pet store, Honokaa (the nut farm), the mainland, Juárez, Elk Grove
 * (the first shop), Batangas, Duluth and Ely (home and outfitters), the Boundary Waters, the hospital downtown,
 * Billings (the printer), Texas and Chicago. Numbers that are not facts: 2021 and 9 yrs, 22 years, 40 pounds a week,
 * the 70s, 1998 and 2012, four staff, 800 sq ft, 400 pandesal, 40 years, the 50s, 2 people, 1958 and "we're both 68"
 * (her age; the house's age is also 68), boys of 7 and 10, 900 records, 31 years, 14 yrs, 2 weeks, 40 to 70 (client
 * ages). Dates that are not project dates: Merrie Monarch week in April, the December size change, April 15 (tax
 * day), the keys in June, noon on setup day, this summer and June (the daughter moving in), Thanksgiving, Memorial Day.
 */
/*
 * Batch 37, zh-TW: ordinary prospective clients as a studio's front desk sees them, one per project type,
 * typing on their phones in Taiwan. Some vague and hedged ("大概25坪吧 我記得", "可能200萬左右？",
 * "大概8萬左右?", "屋齡大概15年左右"), some precise (a bike-parts sales assistant reading the organiser's e-mail);
 * "not decided yet" answers (預算還沒決定, 材質還沒想過) that must not be filed; values said and later changed
 * (五月前 → 3月底前, 25坪 → 28坪, 8萬左右 → 最多10萬, 進場3/23 → 3/22, 32坪 → 34.5坪); references to earlier
 * answers ("除了剛說的洗澡剪毛", "跟潮州本店一樣", "就剛剛說的"); lists given across two messages (services,
 * sales channels, pages, things to design) where the second message restates the first part; messages without
 * punctuation; an emoji or two (😅 🙏 😂).
 *
 * People: a 竹北 pet groomer in her thirties whose first dog gave the shop its name; a third-generation 澎湖馬公
 * 黑糖糕 maker; two ex-construction partners running a 高雄鳳山 home-inspection company; a 潮州 燒冷冰 son opening
 * a second shop in 屏東市; a 台中大里 disc-brake maker's young sales assistant going to the bike show at 南港;
 * a 左營 nurse and firefighter couple with two kids; a 虎尾 puppet-theatre grandson back from 台北.
 *
 * Places that are not project places: 潮州 (the first ice shop), 台中大里 (the exhibitor's factory), 屏東 (the
 * mother-in-law), 楠梓 (the rented flat), 台中 (a print shop quote), 台北 (where the grandson worked), 德國 (last
 * year's catalogue), 虎尾糖廠 (the show venue). Numbers that are not facts: 14歲 (the dog), 民國67年, 2021年 and
 * 快1200間, 快十年 and 潮州那間才12坪, 1996年 and 40幾個員工, 兒子6歲 / 女兒2歲, 兩百多隻鋼彈, 1968年, 60幾尊戲偶,
 * 每盒包材20元. Dates that are not project dates: 4月中搬新店面, 4月觀光季, 5月交屋旺季, 租約7月底到期,
 * 5/16 公演, 去年 (several), 明年 Eurobike.
 */
/*
 * Batch 37, Korean (ko-KR): seven ordinary prospective clients as a studio's front desk sees them, one per
 * project type, typing on their phones. Some are vague and hedge their numbers ("한 200만원 정도?",
 * "부동산에서 25평이라고 했는데 정확히는 모르겠어요", "한 32평?", "한 40분 정도"), some are precise (a food
 * company's marketer with exact fair dates). "Not decided yet" answers (a flower café's budget, a retired couple's
 * move-in date) are not filed. Values said and then changed: a black-garlic farmer's deadline (5월 → 6월 초), a
 * pilates studio's budget (200 → 300), a seaweed company's budget (1500 → 1200만원), a dive shop's deadline
 * (6월 전 → 5월 중순) inside one message. References to earlier answers ("아까 말씀드린 것처럼", "지금 가게랑
 * 똑같이", "아까 말한 거에"). Lists given across two messages (a dog salon's services, the garlic's sales channels,
 * the pilates site's pages, the dive shop's goods). Messages without punctuation, a few emoji. People: a 청주
 * 복대동 dog groomer, a 의성 garlic farmer's son, a 송도 pilates instructor, a 수원 행궁동 florist opening a
 * flower café, a 보령 seasoned-laver company's marketer going to 킨텍스, a retired 대전 둔산동 husband, a 서귀포
 * dive-shop owner. Numbers, places and dates that belong to other subjects are listed above each conversation.
 */
export const thirtySeventhHeldOutConversations: CorpusConversation[] = [
  {
    // Boise mobile dog groomer, lowercase and short-ish, emoji; services list given across two messages (said = the
    // first, so the second must not overwrite it); deadline "not decided yet" → no expected_deadline; number of
    // visits changed inside one reply (2 → 1); "not sure" trademark. NOT facts: 2021, 9 yrs at a big box pet store,
    // the cousin, Pickles who is 11, Ada County.
    id: 'heldout37-brand-en-boise-groomer-undecided-deadline',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'hi 🐶 i run a mobile dog grooming van in boise and need a logo that doesnt look homemade lol',
      'its called Suds & Scruffs. started it in 2021 after 9 yrs at a big box pet store salon. we do baths, nail trims and deshedding mostly',
      "right now the logo is a cartoon poodle in a bathtub my cousin made on canva. people think its a kids thing or a pet store. i want it to look like a real professional groomer",
      'oh and teeth brushing and flea treatments too, forgot those',
      "deadline not decided yet tbh. no big rush but i'll want the van wrap redone with the new logo sometime this year",
      'how does this usually work, do i get a few options to pick from?',
    ],
    whenAsked: {
      brand_name_story:
        'suds for the bath obviously and scruffs because most of my regulars are scruffy little terrier mixes. my own dog Pickles is one, shes 11 now',
      registration_status: 'hmm not sure, my brother in law set up the LLC for me, idk if he did a trademark',
      need_registration_assistance: 'maybe? depends on cost. lets say yes for now',
      brand_website: 'just instagram, @sudsandscruffs.boise',
      target_audience:
        'busy people with dogs who dont have time to drive to a groomer. lots of seniors too whose dogs get anxious in a salon',
      preferred_style: 'clean and friendly but not babyish',
      colors_and_elements: 'i like teal. no paw prints please every groomer has paw prints',
      key_considerations: 'it has to read from across a parking lot, on the side of the van',
      other_design_requirements: 'like i said the van wrap, and maybe business cards',
      number_of_visits: "maybe 2? actually just 1 in person is fine, i'm always driving. rest by text",
      collaboration_notes: 'texting is best, i cant really take calls when my hands are in a dog',
      address: 'boise, the van goes all over ada county though',
      expected_deadline: 'like i said not decided yet, no real deadline',
    },
    otherwise: 'no preference really',
    expected: {
      project_background: { said: 0, text: ['mobile dog grooming van', 'logo'] },
      address: { said: 0, text: ['boise'] },
      products_or_services: { said: 1, text: ['baths', 'nail trims', 'deshedding'] },
      problem_need: { said: 2, text: ['pet store', 'look like a real professional groomer'] },
      other_design_requirements: { said: 4, text: ['van wrap'] },
      brand_name_story: { said: 'asked', text: ['suds for the bath', 'scruffy little terrier'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@sudsandscruffs.boise'] },
      target_audience: { said: 'asked', text: ['busy people with dogs', 'seniors'] },
      preferred_style: { said: 'asked', text: ['clean and friendly', 'not babyish'] },
      colors_and_elements: { said: 'asked', text: ['teal', 'no paw prints'] },
      key_considerations: { said: 'asked', text: ['across a parking lot'] },
    },
  },
  {
    // Hilo retired firefighter and his daughter, macadamia brittle; long first message; size corrected 6 oz → 8 oz;
    // sales channels across two messages (said = the second, with the Etsy shop); hedged materials; emoji 🤙.
    // NOT facts: 22 years at the fire department, the auntie's recipe from the 70s, Honokaa (the nut farm), 40 pounds
    // a week, Merrie Monarch week in April, December (when the size changed), Wednesdays and Saturdays, the mainland.
    id: 'heldout37-packaging-en-hilo-brittle-size-correction',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -600,
    messages: [
      "Aloha! My name's Keoni. I retired from the Hawaii County Fire Department after 22 years and now my daughter and I make macadamia nut brittle from my auntie's recipe. We sell it in Hilo. Right now it goes in ziploc bags with a sticker we print at home, and it looks like it. We need real packaging.",
      'Each bag is 6 oz, about 10-12 pieces. We do three flavors: original, li hing mui, and coconut.',
      'We sell at the Hilo Farmers Market on Wednesdays and Saturdays, and at a gift shop at the airport.',
      'Sorry, correction on the size: we went up to 8 oz in December, the 6 oz ones are gone. Same 3 flavors.',
      'oh and online too, my daughter just started an Etsy shop 🤙',
    ],
    whenAsked: {
      packaging_form: 'A stand-up pouch that zips closed for everyday. And for Christmas a gift set with all three flavors.',
      unique_selling_point:
        "The nuts come from a small farm in Honokaa, not the big brands, and it's my auntie's recipe from the 70s. Small batches, maybe 40 pounds a week.",
      target_audience:
        'Tourists mostly, looking for something local to bring home. And locals buying gifts when they fly to the mainland.',
      preferred_style: 'Local, kind of old Hawaii, but not cheesy. No hula girls.',
      colors_and_elements:
        'Maybe the brown of the nut shell and a leafy green. My daughter wants a little drawing of the macadamia tree.',
      preferred_materials: "Kraft paper if it can still keep the brittle crunchy. We'd rather avoid shiny plastic.",
      key_considerations:
        "Humidity. Hilo is wet, it rains almost every day, and if the bag doesn't seal the brittle gets sticky in a day.",
      expected_deadline:
        'Merrie Monarch week in April is our busiest, nobody has time to think then. So by the end of May would be good.',
      other_design_requirements: "A shipping box for the Etsy orders would be nice, if that's not too much.",
      collaboration_notes: "My daughter Leilani makes the final call, she's the one with taste. Email is good.",
      address: 'Hilo, like I said. East side of the Big Island.',
    },
    otherwise: "No preference, whatever you think works.",
    expected: {
      project_background: { said: 0, text: ['macadamia nut brittle', 'need real packaging'] },
      product_description: { said: 0, text: ['macadamia nut brittle'] },
      address: { said: 0, text: ['Hilo'] },
      specification: { said: 3, text: ['8 oz'] },
      sales_channels: { said: 4, text: ['Etsy'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['small farm in Honokaa', "auntie's recipe"] },
      target_audience: { said: 'asked', text: ['Tourists', 'locals buying gifts'] },
      preferred_style: { said: 'asked', text: ['old Hawaii', 'not cheesy'] },
      colors_and_elements: { said: 'asked', text: ['brown of the nut shell', 'leafy green'] },
      preferred_materials: { said: 'asked', text: ['Kraft paper'] },
      key_considerations: { said: 'asked', text: ['Humidity', 'brittle gets sticky'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'late' },
      },
    },
  },
  {
    // El Paso tax office owner (and her son typing one message); a vague budget "maybe around 3 thousand?" later set
    // to "up to $5,000" (at_most); pages list across two messages (said = the first); a question back about cost;
    // colors by reference to the awning ("the same blue as our awning"). NOT facts: since 1998, the 2012 site, the
    // $3k guess, April 15, Juárez, four of us, TurboTax.
    id: 'heldout37-website-en-el-paso-tax-budget-change',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Good morning. I own Delgado Tax & Bookkeeping in El Paso, we've been on Montana Avenue since 1998 (the little building with the blue awning). We have a website but it's from 2012 and honestly nobody can find anything on it. People call all day asking what documents to bring, and we want them to be able to book an appointment online instead.",
      'how much does a website cost usually? not sure what to budget, maybe around 3 thousand?',
      'Pages: services, prices, about us and contact.',
      'my son is typing this part lol. she forgot, we also need a page where clients can upload their W-2s and 1099s securely',
      'Also about the budget, we talked it over and we can go up to $5,000. Not more than that.',
    ],
    whenAsked: {
      url: "delgadotaxes.com, it's the old one I mentioned",
      category: 'The booking kind I think, appointments are the main thing.',
      languages: 'English and Spanish. Half our clients speak Spanish at home, a lot of them came from Juárez originally.',
      target_audience:
        'Working families, older folks on Social Security, and some small business owners like food trucks and landscapers.',
      competitors: 'The big chains, H&R Block and Jackson Hewitt. We like how clean the TurboTax site is but we are not that.',
      preferred_style: 'Friendly and trustworthy, not too corporate.',
      colors_and_elements: 'The same blue as our awning outside. And maybe a photo of the team, there are four of us.',
      expected_deadline:
        "Tax season is already here so nothing before April 15. Let's say live by August 1 so we're ready for next year.",
      key_considerations:
        "Big letters, a lot of our clients are older. And the upload part has to be secure, that's people's social security numbers.",
      other_design_requirements: "Can you write the text too? We're accountants, not writers.",
      collaboration_notes: 'My son Adrián handles the computer stuff, but I decide. Updates every couple of weeks is fine.',
      address: 'Central El Paso, on Montana like I said.',
    },
    otherwise: 'No preference.',
    expected: {
      project_background: { said: 0, text: ['Delgado Tax & Bookkeeping', 'book an appointment online'] },
      problem_need: { said: 0, text: ['nobody can find anything', 'asking what documents to bring'] },
      address: { said: 0, text: ['El Paso', 'Montana Avenue'] },
      main_pages: { said: 2, text: ['services', 'prices', 'about us'] },
      budget: { said: 4, value: { kind: 'money', amount: 5000, bound: 'at_most', currency: 'USD' } },
      url: { said: 'asked', text: ['delgadotaxes.com'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['Working families', 'small business owners'] },
      competitors: { said: 'asked', text: ['H&R Block', 'Jackson Hewitt'] },
      preferred_style: { said: 'asked', text: ['Friendly and trustworthy'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Big letters', 'has to be secure'] },
    },
  },
  {
    // Sacramento Filipino bakery opening a second location; lowercase; hedged size ("i think its about 1,200 sq
    // ft?"); opening changed early September → mid October; budget "not decided yet" (no expected budget, also when
    // asked: "like i said"); style "same as the shop like i mentioned"; visits "2 or 3 maybe"; emoji 💜. NOT facts:
    // Elk Grove and 2019 (the first shop), 800 sq ft, the keys in June, Batangas and 40 years, 400 pandesal, Sac State.
    id: 'heldout37-commercial-en-sacramento-bakery-opening-moved',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "hello! we own a small filipino bakery in elk grove, Kalamansi Bakehouse, open since 2019. we're opening a second location and need help with the interior 💜",
      "the new space is on J street in midtown sacramento, used to be a phone repair shop. i think its about 1,200 sq ft? i'd have to double check the lease",
      'the elk grove shop is tiny, like 800 sq ft, and the line goes out the door on weekends. in the new one we want seating so people can actually stay and have coffee with their ensaymada',
      "we're hoping to open early september",
      "ugh update, landlord just texted that we don't get the keys until june. so opening is more like october now, maybe mid october",
      "budget not decided yet, we're still waiting to hear back on the sba loan",
    ],
    whenAsked: {
      brand_value:
        "it's my lola's recipes, she baked in Batangas for 40 years. we want it to feel like visiting family, warm, you're welcome to stay",
      target_audience:
        'filipino families who miss home food, but also midtown people, students from sac state, young professionals who like trying new stuff',
      competitive_advantage:
        'everything is made from scratch every morning, about 400 pandesal a day. nobody else around here does ube ensaymada',
      preferred_style: 'same as the shop like i mentioned, warm and homey. lots of wood, a little bit modern',
      colors_and_elements: "purple for sure, it's our ube color. no neon signs please",
      unique_design: 'a window where people can watch us roll the dough',
      budget: 'like i said, not decided until the loan comes through',
      key_considerations: 'the kitchen workflow. the ovens have to be close to the counter and we need a lot of rack space',
      other_design_requirements: 'signage yes, and the menu board',
      number_of_visits: '2 or 3 maybe? we can meet at the space once we have keys',
      collaboration_notes: 'my husband jun and i decide together. weekends are bad for us, weekdays after 2pm are good',
    },
    otherwise: 'no preference',
    expected: {
      project_background: { said: 0, text: ['filipino bakery', 'second location'] },
      address: { said: 1, text: ['J street', 'midtown'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1200, unit: 'ft2' } },
      problem_need: { said: 2, text: ['line goes out the door', 'want seating'] },
      opening_date: {
        said: 4,
        value: { kind: 'date', date: '2026-10-01', precision: 'month', relation: 'on', part: 'mid' },
      },
      brand_value: { said: 'asked', text: ['feel like visiting family'] },
      target_audience: { said: 'asked', text: ['filipino families', 'young professionals'] },
      competitive_advantage: { said: 'asked', text: ['made from scratch every morning', 'ube ensaymada'] },
      preferred_style: { said: 'asked', text: ['warm and homey', 'lots of wood'] },
      colors_and_elements: { said: 'asked', text: ['purple', 'no neon signs'] },
      unique_design: { said: 'asked', text: ['watch us roll the dough'] },
      key_considerations: { said: 'asked', text: ['kitchen workflow', 'rack space'] },
    },
  },
  {
    // Duluth canvas canoe-pack maker, first booth at Canoecopia; short lowercase messages, answers mostly when asked;
    // booth size "not decided yet" then 10x20 ft; hedged budget "maybe around 8 grand? is that crazy"; precise show
    // dates. NOT facts: Duluth (home), grandpa's pack from the 50s, the Boundary Waters, Ely, the 10x10, the minivan
    // and 2 people, noon on setup day.
    id: 'heldout37-exhibition-en-duluth-packs-booth-size-decided',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      'hey, we make canvas canoe packs in duluth. first time doing a booth at canoecopia in madison, need help designing it',
      'its march 13-15 at the alliant energy center',
      'booth is either 10x10 or 10x20 ft, not decided yet',
      "ok talked to my wife, we're going with the 10x20",
    ],
    whenAsked: {
      brand_value: "tough simple gear that lasts. my grandpa's pack from the 50s still works, that's the whole idea",
      target_audience:
        "paddlers mostly, people planning boundary waters trips. also outfitter shops up in ely we'd love to sell through",
      preferred_style: 'like a north woods cabin i guess. wood, canvas, nothing flashy',
      unique_design: 'would be cool to have a real canoe hanging overhead with packs in it',
      water_electricity_supply: 'just power for some lights and the card reader, no water',
      budget: "no idea whats normal. maybe around 8 grand? is that crazy",
      entry_date: 'setup is thursday the 12th, they open the hall at noon',
      exit_date: 'teardown is sunday after close, so the 15th',
      expected_deadline: 'by the end of february i guess? we need a couple weeks before the show to build stuff',
      other_design_requirements:
        'a banner with our logo and some handout cards. and something to hang the packs on so people can pick them up',
      key_considerations: 'it all has to fit in our minivan and go up with 2 people',
      plans_after_project: "if it goes well we'd take the same booth to a couple more shows next year",
      collaboration_notes: 'email is best. my wife does the books so she signs off on money stuff',
    },
    otherwise: 'no preference',
    expected: {
      project_background: { said: 0, text: ['canvas canoe packs', 'canoecopia'] },
      address: { said: 1, text: ['alliant energy center'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'on' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      brand_value: { said: 'asked', text: ['tough simple gear that lasts'] },
      target_audience: { said: 'asked', text: ['paddlers', 'outfitter shops'] },
      preferred_style: { said: 'asked', text: ['north woods cabin', 'nothing flashy'] },
      unique_design: { said: 'asked', text: ['real canoe hanging overhead'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 8000, currency: 'USD' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-12', precision: 'day', relation: 'on' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['fit in our minivan'] },
    },
  },
  {
    // Mobile, Alabama retired nurse remodeling her 1958 brick ranch for her daughter and grandsons; hedged size
    // ("About 1,600 square feet, I think"); the house's age told through her own (both 68); budget changed "around
    // $60,000" → "between 60 and 75 thousand"; collections across two messages (records in passing, then the piano;
    // said = the piano); "like I mentioned"; emoji 😄. NOT facts: 1958 as an age, her own age 68, this summer and
    // June (the daughter moving in), boys of 7 and 10, 900 records, 31 years at the hospital downtown, Thanksgiving.
    id: 'heldout37-residential-en-mobile-ranch-budget-range',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hello, I'm Gloria. I'm a retired nurse in Mobile, Alabama. My daughter and her two boys are moving in with me this summer and the house needs to change to fit all of us.",
      "It's a brick ranch, one story. Three bedrooms, two baths, a living room and a den that's mostly my late husband's record collection. About 1,600 square feet, I think, maybe a little more.",
      'The house was built in 1958, same year I was born! So we are both 68 😄',
      "The kitchen is the big problem. It's closed off and dark, and with two boys I need to be able to see the den from the stove. And one bathroom still has the original pink tile.",
      "Money, I'm thinking around $60,000. My daughter thinks it'll be more like 75.",
      "Talked with her last night. We'll say between 60 and 75 thousand, not a penny over 75.",
      "And my mother's upright piano has to have a place. The boys are starting lessons.",
    ],
    whenAsked: {
      address: 'Midtown, off Old Shell Road. I worked at the hospital downtown for 31 years, so I know every street here.',
      target_audience: 'Me, my daughter Keisha, her boys who are 7 and 10, and their beagle.',
      lifestyle:
        'I cook every day and Sunday dinner is a big deal here. The boys need somewhere to do homework, and Keisha works from home three days a week.',
      preferred_style: "Classic and comfortable, nothing that looks like a hotel.",
      colors_and_elements: "I love a soft yellow. The pink tile can go, I'm tired of it.",
      important_collections: 'Like I mentioned, the records and the piano. About 900 records.',
      move_in_date: "I'm already living here, so that one doesn't really apply to me.",
      expected_deadline: "By the end of October if we can. My sister comes for Thanksgiving and I'd like it done before then.",
      key_considerations: 'My knees. No more step down into the den, and grab bars in at least one bathroom.',
      memorable_moments:
        "My husband and I danced in the den to his records every anniversary. I'd like that room to still feel like his.",
      plans_after_project: "In a few years the boys will be teenagers and want their own rooms.",
      collaboration_notes: 'Phone calls please, I am not much for email. Keisha and I decide together.',
    },
    otherwise: "Whatever you think is best, honey.",
    expected: {
      address: { said: 0, text: ['Mobile'] },
      project_background: { said: 0, text: ['moving in with me', 'fit all of us'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['detached_house'] } },
      layout: { said: 1, text: ['Three bedrooms', 'two baths', 'den'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1600, unit: 'ft2' } },
      age: { said: 2, value: { kind: 'number_with_unit', amount: 68, unit: 'years' } },
      problem_need: { said: 3, text: ['kitchen', 'closed off and dark'] },
      budget: { said: 5, value: { kind: 'money', amount: 60000, max: 75000, currency: 'USD' } },
      important_collections: { said: 6, text: ['upright piano'] },
      target_audience: { said: 'asked', text: ['Keisha', 'beagle'] },
      lifestyle: { said: 'asked', text: ['Sunday dinner', 'works from home'] },
      preferred_style: { said: 'asked', text: ['Classic and comfortable'] },
      colors_and_elements: { said: 'asked', text: ['soft yellow', 'pink tile can go'] },
      key_considerations: { said: 'asked', text: ['step down into the den', 'grab bars'] },
    },
  },
  {
    // Bozeman fly-fishing guide couple wanting an illustrated river map for posters and t-shirts; every message
    // lowercase without punctuation; deadline changed "april" → "mid may"; emoji 🎣. NOT facts: 14 yrs guiding,
    // Billings (the printer) and its 2 weeks, Memorial Day, the trucker hat, Texas and Chicago, the 30s posters.
    id: 'heldout37-other-en-bozeman-river-map-lowercase',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'hey there so me and my wife run a fly fishing guide service out of bozeman been guiding 14 yrs',
      'we want an illustrated map of the gallatin and the madison with our favorite spots named after fish we caught there lol for posters and t shirts',
      'clients always ask for something to take home and all we got is a trucker hat',
      'we need it by april',
      'actually scratch that by mid may is fine the printer in billings only needs 2 weeks and the season doesnt really start till memorial day 🎣',
    ],
    whenAsked: {
      target_audience:
        'our clients mostly guys 40 to 70 from texas and chicago flying in for a week lots of repeat folks some couples too',
      preferred_style: 'hand drawn old school like a vintage national park poster',
      colors_and_elements: 'earthy colors greens and rusty orange no cartoon trout with big eyes please',
      key_considerations:
        'the river spots gotta be roughly right other guides will rip on us if its way off but dont give away our secret holes haha',
      collaboration_notes: 'email or text whatever my wife tess decides anything about colors i just fish',
      plans_after_project: 'if the shirts sell maybe hats and stickers next and a map of the yellowstone river',
      other_preferences: 'we love the old yellowstone park posters from the 30s',
      address: 'bozeman like i said',
    },
    otherwise: 'no preference',
    expected: {
      project_background: { said: 0, text: ['fly fishing guide service'] },
      address: { said: 0, text: ['bozeman'] },
      other_design_requirements: { said: 1, text: ['illustrated map', 'posters and t shirts'] },
      problem_need: { said: 2, text: ['something to take home'] },
      expected_deadline: {
        said: 4,
        value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      target_audience: { said: 'asked', text: ['guys 40 to 70', 'repeat folks'] },
      preferred_style: { said: 'asked', text: ['hand drawn', 'vintage national park poster'] },
      colors_and_elements: { said: 'asked', text: ['greens and rusty orange', 'no cartoon trout'] },
      key_considerations: { said: 'asked', text: ['roughly right', 'secret holes'] },
      collaboration_notes: { said: 'asked', text: ['tess decides'] },
    },
  },
  {
    // Brand refresh for a 竹北 pet-grooming shop. Exercises: services given across two messages (the second restates
    // "除了剛說的洗澡剪毛"), a deadline said then changed (五月前 → 3月底前), an emoji, no punctuation.
    // NOT facts: 14歲 and 去年 (the dog), 4月中 (moving to the new shop, not the deadline), 台中 (the treats' supplier).
    id: 'heldout37-brand-zh-groomer-deadline-change',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我在竹北開寵物美容 想重新做logo跟整套品牌 現在那個是我自己用Canva拼的 😅 看起來很不專業',
      '店名叫福寶 是我第一隻狗的名字 牠去年走了 14歲 所以這個名字對我很重要',
      '我們主要做洗澡剪毛 還有SPA',
      '時間的話希望五月前弄好',
      '喔服務剛剛漏講 除了洗澡剪毛跟SPA 我們也有賣自己做的零食 肉乾是跟台中一家工廠拿肉自己烘的 還有到府接送',
      '啊等等 時間要改一下 4月中要搬到新店面 招牌要先做 所以logo最好3月底前就好 可以嗎',
    ],
    whenAsked: {
      problem_need: '就是想看起來專業一點 讓客人覺得把狗交給我們很放心',
      registration_status: '商標還沒申請',
      need_registration_assistance: '好啊 如果不會太貴的話',
      brand_website: '只有IG 搜fubao.grooming就有',
      target_audience: '竹北很多小家庭 年輕爸媽 養小型犬的居多',
      preferred_style: '可愛但不要太幼稚 溫暖一點',
      colors_and_elements: '不要粉紅色 竹北太多寵物店都粉紅了 可以有狗掌印',
      other_design_requirements: '招牌一定要 還有名片 可以的話IG貼文模板也想要',
      address: '竹北 縣政府附近 新店面也在附近 走路五分鐘',
      expected_deadline: '就剛剛說的 3月底前',
    },
    otherwise: '都可以 你們決定就好',
    expected: {
      project_background: { said: 0, text: ['寵物美容', '整套品牌'] },
      brand_name_story: { said: 1, text: ['第一隻狗的名字'] },
      products_or_services: { said: 4, text: ['洗澡剪毛', '零食', '到府接送'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      problem_need: { said: 'asked', text: ['專業一點', '很放心'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['fubao.grooming'] },
      target_audience: { said: 'asked', text: ['年輕爸媽', '小型犬'] },
      preferred_style: { said: 'asked', text: ['可愛但不要太幼稚'] },
      colors_and_elements: { said: 'asked', text: ['不要粉紅色', '狗掌印'] },
      address: { said: 0, text: ['竹北'] },
    },
  },
  {
    // Packaging for a third-generation 澎湖馬公 黑糖糕 shop. Exercises: a hedged specification ("大概12塊 每塊差不多
    // 50克吧"), sales channels across two messages (the second restates "除了門市跟機場"), a "not decided yet" on
    // materials (nothing expected), a cost limit inside key considerations.
    // NOT facts: 民國67年 (grandma started), 台中 (a print shop that quoted before), 4月 (tourist season), 5天 (shelf life).
    id: 'heldout37-pack-zh-penghu-brown-sugar-cake',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們是澎湖馬公的黑糖糕老店 阿嬤民國67年開始做的 現在我第三代 想把包裝整個換掉',
      '現在就是透明塑膠盒貼一張貼紙 觀光客常說拿去送人很寒酸',
      '一盒大概12塊 每塊差不多50克吧 我要再秤一下',
      '賣的地方主要是我們自己門市跟機場的伴手禮店',
      '喔對 除了門市跟機場 網路也有 去年開始在蝦皮賣 寄本島要冷藏',
      '之前有找台中的印刷廠報過價 但他們只印不設計 所以才來問你們',
    ],
    whenAsked: {
      packaging_form: '盒子吧 最好也有那種兩盒裝的禮盒',
      unique_selling_point: '黑糖是我們自己熬的 不加防腐劑 所以只能放5天 吃起來很Q',
      target_audience: '觀光客為主 也有在地人買去拜拜或送人',
      preferred_style: '有澎湖的感覺 但不要太觀光紀念品那種俗氣',
      colors_and_elements: '澎湖海的藍 加上黑糖的咖啡色？ 不要太花',
      preferred_materials: '不知道欸 還沒想過 你們建議呢',
      expected_deadline: '4月觀光季就開始了 最好3月中前就能拿去印',
      key_considerations: '要能冷藏 盒子不能一冰就軟掉 還有成本 每盒包材最好不要超過20元',
    },
    otherwise: '都可以啦',
    expected: {
      project_background: { said: 0, text: ['黑糖糕', '第三代'] },
      address: { said: 0, text: ['澎湖馬公'] },
      problem_need: { said: 1, text: ['送人很寒酸'] },
      specification: { said: 2, text: ['12塊', '50克'] },
      sales_channels: { said: 4, text: ['門市', '機場', '蝦皮'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['box', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['自己熬的', '不加防腐劑'] },
      target_audience: { said: 'asked', text: ['觀光客'] },
      preferred_style: { said: 'asked', text: ['澎湖的感覺'] },
      colors_and_elements: { said: 'asked', text: ['藍', '咖啡色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' } },
      key_considerations: { said: 'asked', text: ['冷藏', '成本'] },
    },
  },
  {
    // Website for a 高雄鳳山 home-inspection company. Exercises: a very short opener, a hedged budget with a question
    // back ("大概8萬左右? 這樣夠嗎") later changed to a cap ("最多10萬"), pages across two messages, no punctuation.
    // NOT facts: 2021年 (founded), 快1200間 (homes inspected), 5月 (handover season), 台南 (where some clients come from).
    id: 'heldout37-web-zh-inspection-budget-cap',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 想做一個網站',
      '我們是驗屋的 在高雄鳳山 兩個合夥人都是營造業出身 2021年開始做 到現在驗過快1200間 但客人都是靠朋友介紹跟臉書 有些還從台南來 想要有一個正式一點的網站讓人家搜得到',
      '頁面大概要 首頁 服務項目 收費方式',
      '預算不確定耶 大概8萬左右? 這樣夠嗎',
      '頁面的話 除了首頁 服務項目 收費方式 還要加驗屋案例跟常見問題',
      '剛跟合夥人講過 預算最多10萬 不要超過',
    ],
    whenAsked: {
      url: '目前沒有 只有臉書粉專',
      category: '公司官網就好 預約用LINE就可以',
      languages: '中文就好',
      target_audience: '要交屋的人 新成屋或預售屋 大部分是三四十歲第一次買房的',
      competitors: '不太清楚欸 同業的網站都蠻醜的 哈',
      preferred_style: '專業 乾淨 有信任感 不要太花俏',
      expected_deadline: '希望4月底前上線 5月開始是交屋旺季',
      other_design_requirements: '照片我們有很多 文案可能要請你們幫忙',
      budget: '就剛剛說的 最多10萬',
    },
    otherwise: '沒有特別想法',
    expected: {
      project_background: { said: 1, text: ['驗屋', '營造業出身'] },
      address: { said: 1, text: ['高雄鳳山'] },
      problem_need: { said: 1, text: ['搜得到'] },
      main_pages: { said: 4, text: ['服務項目', '驗屋案例', '常見問題'] },
      budget: { said: 5, value: { kind: 'money', amount: 100_000, bound: 'at_most', currency: 'TWD' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['第一次買房'] },
      preferred_style: { said: 'asked', text: ['專業', '信任感'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' } },
    },
  },
  {
    // A second 燒冷冰 shop in 屏東市 for a 潮州 family. Exercises: a hedged size corrected by the landlord's deed
    // (25坪 → 28坪), a hedged budget ("可能200萬左右？"), "跟潮州本店一樣" references, an emoji.
    // NOT facts: 潮州 (the first shop is not the project place), 快十年 (years open), 12坪 (the first shop's size).
    id: 'heldout37-comm-zh-shaved-ice-second-shop',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是潮州賣燒冷冰的 開了快十年了 潮州那間才12坪 假日常常塞爆 所以今年想在屏東市區開第二間',
      '新店面在屏東市 勝利新村附近 大概25坪吧 我記得',
      '預算的話不確定 可能200萬左右？包含裝潢跟設備',
      '剛剛房東傳權狀給我 是28坪 不是25 🙏',
    ],
    whenAsked: {
      opening_date: '希望6月可以開 夏天是旺季',
      preferred_style: '就跟潮州本店一樣 復古 有點老屏東的味道 磨石子那種',
      colors_and_elements: '本店是墨綠色的 新店也想用一樣的綠',
      target_audience: '學生 家庭 還有來勝利新村逛的觀光客',
      competitive_advantage: '芋頭跟湯圓都是每天自己煮的 吃得到潮州老店的味道',
      key_considerations: '動線 夏天排隊會排到外面 希望可以在裡面排 還有廚房要夠大',
      expected_deadline: '設計4月前可以好嗎 要留時間施工',
      other_design_requirements: '招牌跟菜單也想一起做',
    },
    otherwise: '都可以',
    expected: {
      project_background: { said: 0, text: ['燒冷冰', '第二間'] },
      address: { said: 1, text: ['屏東市', '勝利新村'] },
      budget: { said: 2, value: { kind: 'money', amount: 2_000_000, currency: 'TWD' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'on' } },
      preferred_style: { said: 'asked', text: ['復古', '磨石子'] },
      colors_and_elements: { said: 'asked', text: ['墨綠色', '一樣的綠'] },
      target_audience: { said: 'asked', text: ['學生', '觀光客'] },
      competitive_advantage: { said: 'asked', text: ['每天自己煮'] },
      key_considerations: { said: 'asked', text: ['動線', '廚房要夠大'] },
    },
  },
  {
    // A 台中大里 disc-brake maker's first own booth at the bike show in 南港. Exercises: precise dates with a correction
    // from the organiser's e-mail (進場3/23 → 3/22), a hedged booth size ("應該是18平方米吧"), a budget cap with an emoji
    // and a question back, electricity only.
    // NOT facts: 台中大里 (the factory, not the venue), 1996年 (founded), 40幾個 (staff), 去年 and 德國 (the old
    // catalogue), 明年 (a later show).
    id: 'heldout37-expo-zh-bike-parts-movein-fix',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我是台中大里一家自行車零件廠的業務 我們做碟煞跟煞車卡鉗 工廠1996年成立 員工40幾個 以前都是跟貿易商一起擺 今年第一次自己報名台北自行車展 老闆叫我先來問問看',
      '展場在南港展覽館一館 攤位好像是兩個標準攤位 應該是18平方米吧',
      '開展是3/25 進場3/23 撤場3/28',
      '電一定要 要放一台展示用的車架跟燈 水不用',
      '抱歉更正 剛看主辦單位的信 進場是3/22下午 不是3/23',
      '預算老闆說30萬以內 這樣做得到嗎😅',
    ],
    whenAsked: {
      target_audience: '國外買家 還有品牌車廠的採購 歐洲跟日本的比較多',
      preferred_style: '簡單 工業風 有金屬感',
      unique_design: '想把卡鉗拆開吊起來展示 讓人看得到裡面結構',
      competitive_advantage: '卡鉗是我們自己CNC加工的 小量也可以接單',
      expected_deadline: '最好3月初設計就定案 要留時間做',
      other_design_requirements: '型錄跟名片 英文型錄去年在德國印的 想換新的',
      plans_after_project: '如果效果好 明年可能去德國Eurobike 攤位能重複用最好',
      collaboration_notes: '我負責聯絡 但最後要老闆決定',
    },
    otherwise: '這個我不確定 都可以',
    expected: {
      project_background: { said: 0, text: ['碟煞', '台北自行車展'] },
      address: { said: 1, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-03-22', precision: 'day', relation: 'on' } },
      budget: { said: 5, value: { kind: 'money', amount: 300_000, bound: 'at_most', currency: 'TWD' } },
      target_audience: { said: 'asked', text: ['國外買家', '採購'] },
      preferred_style: { said: 'asked', text: ['工業風', '金屬感'] },
      unique_design: { said: 'asked', text: ['卡鉗拆開吊起來'] },
    },
  },
  {
    // A 左營 resale flat for a nurse and a firefighter with two kids. Exercises: hedged size corrected from the deed
    // (32坪 → 34.5坪), a hedged age, "預算還沒決定" (nothing expected) with a question back, a move-in deadline driven
    // by a lease, "就剛剛說的" before a repeat.
    // NOT facts: 兒子6歲 / 女兒2歲 (not the home's age), 屏東 (the mother-in-law), 楠梓 and 7月底 (the rented flat's
    // lease), 兩百多隻 (how many models, not a size).
    id: 'heldout37-res-zh-zuoying-size-fix',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 想問一下中古屋翻修',
      '我們在左營買了一間大樓 屋齡大概15年左右 三房兩廳兩衛 大概32坪',
      '家裡四個人 我跟我老公 兒子6歲 女兒2歲 我婆婆偶爾會從屏東上來住幾天',
      '剛翻了一下權狀 是34.5坪 剛剛講錯了',
      '預算還沒決定耶 想先看你們怎麼估 一般大概要多少才夠？',
      '現在租的房子在楠梓 租約7月底到期 所以最晚8月底前一定要搬進去',
    ],
    whenAsked: {
      property_category: '大樓',
      problem_need: '收納很少 廚房又小又暗 我們家東西超多',
      lifestyle: '我是護理師 老公是消防員 兩個都輪班 白天有時候要補眠 所以房間要很暗很安靜 小孩放假就在客廳玩',
      preferred_style: '溫暖一點 木頭色 無印那種吧',
      important_collections: '老公的鋼彈模型 大概兩百多隻 要有展示櫃',
      key_considerations: '小孩安全 桌角櫃角不要尖 浴室要防滑',
      plans_after_project: '之後婆婆可能會搬來一起住 想留一間以後可以變孝親房',
      move_in_date: '就剛剛說的 8月底前',
      budget: '真的還沒決定 看你們報價再說',
    },
    otherwise: '都可以 沒有特別想法',
    expected: {
      project_background: { said: 0, text: ['中古屋翻修'] },
      address: { said: 1, text: ['左營'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 15, unit: 'years' } },
      layout: { said: 1, text: ['三房兩廳兩衛'] },
      target_audience: { said: 2, text: ['兒子6歲', '女兒2歲', '婆婆'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 34.5, unit: 'ping' } },
      move_in_date: { said: 5, value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by', part: 'late' } },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['apartment'] } },
      problem_need: { said: 'asked', text: ['收納很少', '廚房又小又暗'] },
      lifestyle: { said: 'asked', text: ['輪班', '補眠'] },
      preferred_style: { said: 'asked', text: ['木頭色', '無印'] },
      key_considerations: { said: 'asked', text: ['小孩安全', '防滑'] },
    },
  },
  {
    // A 虎尾 puppet-theatre troupe wanting a show's visual set and merch. Exercises: the things to design across two
    // messages (the second restates "剛說的海報傳單也要"), a design deadline distinct from the show date, an emoji,
    // the grandfather as final decision-maker.
    // NOT facts: 1968年 (the troupe founded), 台北 and 去年 (the grandson's old job), 5/16 (the show, not the design
    // deadline), 虎尾糖廠 (the show venue), 60幾尊 (the puppets).
    id: 'heldout37-other-zh-puppet-troupe-show-visuals',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我家是虎尾的布袋戲團 阿公1968年創團的 我是第三代 去年從台北辭職回來幫忙',
      '5/16我們在虎尾糖廠有一場大型公演 想做一套視覺 海報 傳單',
      '還有想做戲偶的貼紙跟T恤 在現場賣 剛說的海報傳單也要 風格要統一',
      '設計最晚4月中要好 因為還要印還要貼',
      '團裡有60幾尊戲偶 照片都可以提供',
    ],
    whenAsked: {
      problem_need: '想讓年輕人覺得布袋戲很酷 不是只有老人在看',
      target_audience: '年輕人跟親子家庭 大概20到40歲',
      preferred_style: '傳統但要有新意 不要太廟會感',
      colors_and_elements: '戲偶的金色跟紅色要有 但不要俗',
      address: '雲林虎尾 就在市區',
      key_considerations: '戲偶的臉不要亂改 那是師傅刻的',
      collaboration_notes: '用LINE聯絡就好 但最後要我阿公點頭才算 他比較固執😂',
      plans_after_project: '如果反應好 年底想做戲偶公仔',
    },
    otherwise: '都可以',
    expected: {
      project_background: { said: 0, text: ['布袋戲團', '第三代'] },
      other_design_requirements: { said: 2, text: ['貼紙', 'T恤', '海報傳單'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'mid' } },
      problem_need: { said: 'asked', text: ['年輕人覺得布袋戲很酷'] },
      target_audience: { said: 'asked', text: ['年輕人', '親子家庭'] },
      preferred_style: { said: 'asked', text: ['傳統但要有新意'] },
      colors_and_elements: { said: 'asked', text: ['金色', '紅色'] },
      address: { said: 0, text: ['虎尾'] },
      key_considerations: { said: 'asked', text: ['臉不要亂改'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '阿公點頭'] },
    },
  },
  {
    // Dog-grooming salon in 청주 복대동 wants a new logo. The service list comes across two messages (2 and 3);
    // unsure about the trademark (not_sure); hedged travel time. NOT facts: opened in 2019, the dog is 14
    // (열네 살), the sign work booked in April (4월에 간판 공사).
    id: 'heldout37-brand-ko-cheongju-dog-salon-list-split',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 청주 복대동에서 애견미용실 하는 사람인데요 로고 새로 하고 싶어서 문의드려요',
      '지금 로고는 2019년에 오픈할 때 인터넷 무료 사이트에서 대충 만든 거라 너무 촌스럽고요 손님들이 인스타에 사진 올려주셔도 가게 이름이 눈에 안 띄어요 ㅠㅠ',
      '하는 건 전체미용 위생미용 목욕',
      '아 그리고 소형견 호텔링이랑 수제간식도 조금 팔아요',
      '이름은 몽실살롱인데 저희 첫째 말티즈 이름이 몽실이라서 그대로 붙였어요 올해 열네 살이에요 🐶',
      '로고 바꾸면 명함이랑 쿠폰 도장카드도 같이 바꿔야 하는데 이것도 같이 해주시나요?',
    ],
    whenAsked: {
      registration_status: '음 그건 잘 모르겠어요 남편이 뭐 신청한다고 했던 것 같기도 하고.. 확인해볼게요',
      need_registration_assistance: '네 해주시면 좋죠 저는 그런 거 하나도 몰라서요',
      brand_website: '홈페이지는 없고 인스타만 있어요 @mongsil_salon',
      target_audience: '동네 30-40대 여자분들이 제일 많아요 말티즈 푸들 비숑 같은 소형견 키우시는 분들',
      preferred_style: '귀여운데 너무 유치하지는 않게? 잘 모르겠어요 시안 보고 고르면 안 될까요',
      colors_and_elements: '지금 분홍색인데 분홍은 이제 그만하고 싶어요 민트나 베이지 정도?',
      expected_deadline: '3월 안에는 끝났으면 좋겠어요 4월에 간판 공사가 잡혀 있어서요',
      number_of_visits: '한 번 정도는 직접 뵙고 얘기하고 싶어요',
      distance: '차로 한 40분 정도 걸릴 거 같아요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['애견미용실', '로고 새로'] },
      address: { said: 0, text: ['청주 복대동'] },
      problem_need: { said: 1, text: ['너무 촌스럽고요', '눈에 안 띄어요'] },
      products_or_services: { said: 3, text: ['호텔링', '수제간식'] },
      brand_name_story: { said: 4, text: ['몽실살롱', '말티즈 이름이 몽실이'] },
      other_design_requirements: { said: 5, text: ['명함', '쿠폰 도장카드'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@mongsil_salon'] },
      target_audience: { said: 'asked', text: ['30-40대 여자분들', '소형견'] },
      preferred_style: { said: 'asked', text: ['너무 유치하지는 않게'] },
      colors_and_elements: { said: 'asked', text: ['민트나 베이지', '분홍은 이제 그만'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
    },
  },
  {
    // A garlic farmer's son in 경북 의성 packaging black-garlic extract sticks. Deadline said then changed
    // (5월 → 6월 초, message 5); sales channels across two messages (6 and 7). NOT facts: his father's 40-odd
    // years of garlic, "3년 전", the July fair in 대구 (7월에 대구 박람회), 21일 숙성 is a product fact, not a date.
    id: 'heldout37-packaging-ko-uiseong-black-garlic-deadline-change',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 경북 의성에서 마늘 농사짓는 집 아들입니다 아버지가 40년 넘게 마늘 하셨고 제가 3년 전에 내려와서 흑마늘 진액을 만들기 시작했어요 🧄',
      '지금은 그냥 투명 비닐 파우치에 스티커 하나 붙여서 파는데 선물용으로는 너무 없어 보인다는 얘기를 많이 들어서 제대로 된 패키지를 하고 싶습니다',
      '제품은 흑마늘 진액 스틱이고요 한 포에 15ml 하루 한 포씩 뜯어서 바로 먹는 거예요 한 박스에 30포 들어가요',
      '스틱 파우치랑 그걸 담는 박스 두 가지 생각하고 있어요',
      '디자인은 5월까지면 될 것 같아요',
      '아 잠깐 생각해보니 6월 초까지만 돼도 괜찮겠네요 어차피 7월에 대구 박람회 나가는 거에 맞춰서 찍으면 되니까요',
      '판매는 스마트스토어랑 쿠팡',
      '아 의성 로컬푸드 직매장에도 들어가요 깜빡했네요',
    ],
    whenAsked: {
      unique_selling_point: '저희 밭에서 직접 키운 의성 마늘만 쓰고 21일 숙성해요 설탕이나 첨가물 안 넣고요',
      target_audience: '부모님 선물 사는 30-40대가 제일 많고 건강 챙기시는 50-60대 분들도 직접 사세요',
      preferred_style: '촌스럽지 않은데 너무 도시적이지도 않게요 농가 느낌은 좀 살렸으면 해요',
      colors_and_elements: '검정이랑 금색? 흑마늘이니까요 근데 빨간색은 빼주세요',
      preferred_materials: '잘 모르겠어요 종이 박스면 되지 않을까요 친환경이면 더 좋고요',
      other_design_requirements: '택배 박스도 하나 있으면 좋겠어요 지금 무지 박스 쓰거든요',
      address: '의성군 의성읍이요',
    },
    otherwise: '상관없어요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['흑마늘 진액'] },
      address: { said: 0, text: ['의성'] },
      problem_need: { said: 1, text: ['너무 없어 보인다'] },
      product_description: { said: 2, text: ['흑마늘 진액 스틱', '하루 한 포씩'] },
      specification: { said: 2, text: ['15ml', '30포'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bag_pouch', 'box'] } },
      expected_deadline: {
        said: 5,
        value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'early' },
      },
      sales_channels: { said: 7, text: ['로컬푸드 직매장'] },
      unique_selling_point: { said: 'asked', text: ['21일 숙성', '첨가물 안 넣고'] },
      target_audience: { said: 'asked', text: ['부모님 선물', '30-40대'] },
      preferred_style: { said: 'asked', text: ['농가 느낌'] },
      colors_and_elements: { said: 'asked', text: ['검정이랑 금색', '빨간색은 빼주세요'] },
      preferred_materials: { said: 'asked', text: ['종이 박스'] },
    },
  },
  {
    // A 1:1 pilates studio in 송도 needs a booking site. Vague budget ("한 200만원 정도?") later changed to 300
    // after talking with her husband (message 4); pages across two messages (3 and 5). NOT facts: opened
    // September 2023, about 80 members, messages at midnight (밤 12시), the March promotion, 압구정 (the studio
    // she used to attend, a reference not her address).
    id: 'heldout37-website-ko-songdo-pilates-budget-change',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '송도에서 1:1 필라테스 스튜디오 운영하고 있어요 2023년 9월에 오픈했고 회원은 지금 80명 정도인데 예약을 카톡으로 다 받다 보니까 밤 12시에도 메시지가 와서 너무 힘들어요 ㅠ 예약까지 되는 홈페이지가 필요해요',
      '예산은 잘 모르겠는데 한 200만원 정도?',
      '외국인 회원분들도 꽤 있어서 한국어랑 영어 둘 다 됐으면 해요',
      '페이지는 강사 소개 수업 종류 가격표 정도',
      '남편이랑 얘기했는데 예산은 200 말고 300으로 잡아도 된대요 대신 제대로 해달래요 ㅎㅎ',
      '아 아까 말한 페이지에 예약하기랑 오시는 길도 꼭 넣어주세요',
    ],
    whenAsked: {
      url: '따로 홈페이지는 없고 네이버 플레이스랑 인스타만 있어요',
      target_audience: '30-50대 직장인 여성분들이 대부분이고 산후 재활 때문에 오시는 분들도 있어요',
      competitors: '딱히 없는데 제가 예전에 다니던 압구정 스튜디오 사이트가 깔끔했어요',
      preferred_style: '차분하고 깨끗한 느낌이요 병원 같지는 않게',
      expected_deadline: '3월에 신규 회원 이벤트 하려고 해서 2월 말까지는 열렸으면 좋겠어요',
      other_design_requirements: '사진은 찍어둔 게 좀 있는데 모자라면 촬영도 부탁드릴 수 있나요?',
      plans_after_project: '나중에는 회원권 결제까지 사이트에서 되면 좋겠어요',
      address: '연수구 송도동이요 센트럴파크 근처예요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['1:1 필라테스 스튜디오'] },
      problem_need: { said: 0, text: ['밤 12시에도 메시지가 와서'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      address: { said: 0, text: ['송도'] },
      languages: { said: 2, text: ['한국어', '영어'] },
      budget: { said: 4, value: { kind: 'money', amount: 3_000_000, currency: 'KRW' } },
      main_pages: { said: 5, text: ['예약하기', '오시는 길'] },
      url: { said: 'asked', text: ['네이버 플레이스'] },
      target_audience: { said: 'asked', text: ['직장인 여성', '산후 재활'] },
      competitors: { said: 'asked', text: ['압구정 스튜디오'] },
      preferred_style: { said: 'asked', text: ['차분하고 깨끗한'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by', part: 'late' },
      },
    },
  },
  {
    // A 수원 행궁동 florist moving into a nearby two-storey building and turning the shop into a flower café.
    // Unsure size ("25평이라고 했는데 정확히는 모르겠어요"), hedged opening ("4월 초쯤"), budget not decided yet
    // (not filed), colours "same as the shop" referring back ("아까 말씀드린 것처럼"). NOT facts: 6년째, the current
    // lease ending end of March (3월 말), Parents' Day in May (5월 어버이날), 양재 꽃시장 (where she buys flowers).
    id: 'heldout37-commercial-ko-suwon-flower-cafe-same-as-shop',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 수원 행궁동에서 6년째 꽃집 하고 있는데 이번에 근처 2층 건물로 옮기면서 꽃이랑 커피 같이 하는 플라워카페로 바꾸려고 해요',
      '지금 가게는 계약이 3월 말에 끝나서 어쩔 수 없이 나가는 거라 일정이 좀 빠듯해요',
      '평수는 부동산에서 25평이라고 했는데 정확히는 모르겠어요',
      '오픈은 4월 초쯤 생각하고 있어요 5월 어버이날 대목은 무조건 새 가게에서 해야 돼서요',
      '제일 해결하고 싶은 건 꽃 작업대랑 카페 카운터를 어떻게 나누냐예요 물 쓰는 곳이 두 군데 필요하거든요',
    ],
    whenAsked: {
      budget: '아직 안 정했어요 견적 보고 정하려고요 보통 어느 정도 드는지 알려주실 수 있어요?',
      brand_value: '꽃 사러 왔다가 커피 한 잔 하고 가는 편한 동네 가게요 들어오면 꽃향기부터 났으면 좋겠어요',
      target_audience: '행궁동 놀러 오는 20-30대 커플이 많고 동네 단골 어머님들도 계세요',
      competitive_advantage: '새벽마다 양재 꽃시장 가서 제가 직접 골라 와서 다른 데보다 꽃이 싱싱해요',
      preferred_style: '지금 가게랑 비슷하게요 하얀 벽에 나무 선반 많은 느낌',
      colors_and_elements: '아까 말씀드린 것처럼 지금 가게랑 똑같이 흰색이랑 원목이요 초록 식물도 많이 두고 싶고요',
      unique_design: '창가 쪽에 꽃 냉장고를 통유리로 해서 밖에서도 꽃이 보이게 하고 싶어요',
      expected_deadline: '디자인은 2월 안에는 나와야 할 것 같아요 3월에 공사하려면요',
      other_design_requirements: '간판도 부탁드려요 메뉴판은 제가 할게요',
      number_of_visits: '현장에는 최소 두 번은 와주셨으면 해요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['플라워카페', '2층 건물로 옮기면서'] },
      address: { said: 0, text: ['행궁동'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 25, unit: 'pyeong' } },
      opening_date: {
        said: 3,
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on', part: 'early' },
      },
      problem_need: { said: 4, text: ['꽃 작업대랑 카페 카운터', '물 쓰는 곳이 두 군데'] },
      brand_value: { said: 'asked', text: ['꽃향기부터'] },
      target_audience: { said: 'asked', text: ['20-30대 커플', '단골 어머님들'] },
      competitive_advantage: { said: 'asked', text: ['꽃이 싱싱해요'] },
      preferred_style: { said: 'asked', text: ['나무 선반'] },
      colors_and_elements: { said: 'asked', text: ['흰색이랑 원목'] },
      unique_design: { said: 'asked', text: ['꽃 냉장고를 통유리로'] },
    },
  },
  {
    // A seasoned-laver (조미김) company from 충남 보령 taking its first solo booth at a 킨텍스 food fair. Precise
    // dates in one message; budget first 1500 then cut to 1200만원 (message 5). NOT facts: founded 1998, about
    // 20 staff, last year's shared pavilion at 부산 벡스코, 보령 (company, not venue), 3대째, the October fair in 부산.
    id: 'heldout37-exhibition-ko-boryeong-gim-budget-cut',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 충남 보령에서 조미김 만드는 회사 마케팅 담당입니다 1998년에 창업한 회사고 직원은 20명 정도예요',
      '이번에 5월에 킨텍스에서 하는 식품박람회에 처음으로 단독 부스를 내게 돼서 부스 디자인 맡길 곳을 찾고 있어요 작년엔 부산 벡스코에서 충남 공동관에 끼어서 나갔었고요',
      '부스는 3x3 두 개 붙여서 3x6이요',
      '시식을 할 거라서 물이랑 전기 둘 다 필요해요 김 굽는 기계도 가져갈 수도 있고요',
      '일정은 5월 12일 개막해서 15일까지예요 설치는 11일 하루 종일 가능하다고 들었고 철수는 15일 끝나고 바로요',
      '예산은 처음에 1500 정도로 얘기됐었는데 위에서 1200만원으로 줄이라고 해서요 😅 1200 안에서 가능할까요',
    ],
    whenAsked: {
      brand_value: '바다 내음 나는 정직한 김이요 3대째 하는 집이라 믿을 수 있다는 느낌이 들었으면 해요',
      target_audience: '대형마트 바이어랑 수출 바이어가 제일 중요하고요 일반 관람객은 시식 위주예요',
      preferred_style: '깔끔하게요 너무 전통시장 느낌은 아니었으면 좋겠어요',
      unique_design: '김 말리는 발 있잖아요 그걸 벽에 써보면 어떨까 생각해봤어요',
      colors_and_elements: '회사 색이 남색이라 남색은 꼭 들어가야 해요',
      other_design_requirements: '리플렛이랑 시식용 트레이 스티커 정도요',
      expected_deadline: '4월 중순까지는 디자인이 확정돼야 제작 들어갈 수 있을 것 같아요',
      plans_after_project: '반응 좋으면 10월에 부산 박람회 때 부스 그대로 다시 쓰고 싶어요',
      address: '킨텍스 제2전시장이요 홀 번호는 아직 안 나왔어요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 1, text: ['식품박람회', '단독 부스'] },
      address: { said: 1, text: ['킨텍스'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['both'] } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-05-12', precision: 'day', relation: 'on' } },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-05-11', precision: 'day', relation: 'on' } },
      exit_date: { said: 4, value: { kind: 'date', date: '2026-05-15', precision: 'day', relation: 'on' } },
      budget: { said: 5, value: { kind: 'money', amount: 12_000_000, currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['정직한 김'] },
      target_audience: { said: 'asked', text: ['대형마트 바이어', '수출 바이어'] },
      preferred_style: { said: 'asked', text: ['전통시장 느낌은 아니었으면'] },
      unique_design: { said: 'asked', text: ['김 말리는 발'] },
    },
  },
  {
    // A newly retired man in 대전 둔산동 redoing the flat he and his wife have lived in since 2003. Hedged size
    // ("한 32평?") and budget ("5천 정도 … 잘 모르겠네요"); move-in date not decided (not filed); "아까 말씀드린
    // 것처럼" before repeating the knee worry. NOT facts: 60대, retired last year, 2003 and "20년 넘게", the son in
    // 서울, the grandchild is seven (일곱 살), twenty-odd flowerpots.
    id: 'heldout37-residential-ko-daejeon-retired-couple-vague',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대전 둔산동 아파트에 사는 60대 부부입니다 작년에 제가 정년퇴직하고 집을 좀 손보려고 하는데 어디서부터 해야 할지 몰라서 연락드렸습니다',
      '2003년에 이사 와서 20년 넘게 살았는데 한 번도 제대로 고친 적이 없어요 아파트 지은 지는 31년 됐고요',
      '평수는 한 32평? 방 세 개에 화장실 두 개예요',
      '욕실이 미끄럽고 문턱이 많아서 걱정이에요 집사람 무릎이 안 좋거든요',
      '예산은 5천 정도 생각하는데 더 들 수도 있고 잘 모르겠네요',
    ],
    whenAsked: {
      target_audience: '저희 부부 둘이 살고요 서울 사는 아들네가 명절에 손주 데리고 와요 손주가 일곱 살이에요',
      lifestyle: '저는 아침마다 바둑 두고 집사람은 베란다에서 화분 키우는 게 낙이에요 집에서 밥도 많이 해 먹고요',
      preferred_style: '잘 모르겠어요 요즘 카페처럼 너무 차갑지만 않으면 돼요',
      colors_and_elements: '밝은 색이면 좋겠네요 어두운 나무색은 이제 지겨워요',
      move_in_date: '그건 아직 못 정했어요 공사하는 동안 아들 집에 가 있어야 하나 고민 중이라서요',
      important_collections: '바둑판이랑 책이 좀 많아요 집사람 화분도 스무 개 넘고요',
      memorable_moments: '명절에 식구들 다 모여서 거실에서 같이 밥 먹는 거요 그 큰 상은 꼭 펼 수 있었으면 해요',
      key_considerations: '아까 말씀드린 것처럼 집사람 무릎 때문에 문턱 없애고 욕실 안 미끄럽게 하는 게 제일이에요',
      distance: '저희 집에서 차로 20분이면 갈 거예요',
    },
    otherwise: '상관없습니다',
    expected: {
      project_background: { said: 0, text: ['정년퇴직', '집을 좀 손보려고'] },
      address: { said: 0, text: ['대전 둔산동'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 31, unit: 'years' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 2, text: ['방 세 개에 화장실 두 개'] },
      problem_need: { said: 3, text: ['욕실이 미끄럽고', '문턱이 많아서'] },
      budget: { said: 4, value: { kind: 'money', amount: 50_000_000, currency: 'KRW' } },
      target_audience: { said: 'asked', text: ['부부', '손주'] },
      lifestyle: { said: 'asked', text: ['바둑', '화분'] },
      preferred_style: { said: 'asked', text: ['차갑지만 않으면'] },
      colors_and_elements: { said: 'asked', text: ['밝은 색', '어두운 나무색은 이제 지겨워요'] },
      key_considerations: { said: 'asked', text: ['문턱 없애고'] },
    },
  },
  {
    // A 서귀포 dive-shop owner wanting souvenir goods (T-shirts, stickers, then an eco bag added in message 4).
    // Short messages, an emoji, a deadline corrected inside one message (6월 전 → 5월 중순까지). NOT facts:
    // moved down from 인천 in 2015, 20 years of diving, 문섬 (the dive site drawn on the shirts, not the address),
    // peak season from July (7월), three weeks of T-shirt production (3주), "6월 전" (superseded).
    id: 'heldout37-other-ko-seogwipo-dive-shop-goods',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '제주 서귀포에서 스쿠버다이빙 샵 하고 있어요 🐠 인천에서 회사 다니다가 2015년에 내려와서 차린 샵이고 다이빙은 20년 했어요',
      '샵 로고는 있는데 손님들이 기념으로 사갈 티셔츠랑 스티커 디자인을 하고 싶어서요',
      '문섬 앞바다 자리돔 떼랑 연산호 그려 넣으면 예쁠 것 같은데 어떠세요',
      '성수기가 7월부터라 6월 전에는 나와야 해요 아 근데 티셔츠 제작이 3주 걸린다니까 5월 중순까지로 할게요',
      '아 그리고 티셔츠 스티커 말고 에코백도 추가할 수 있을까요',
    ],
    whenAsked: {
      problem_need: '손님들이 기념품 없냐고 자주 물어보세요 입고 다니시면 샵 홍보도 되고요',
      target_audience: '체험다이빙 하러 오는 20-30대 관광객이 대부분이에요 외국인도 가끔 있고요',
      preferred_style: '너무 귀엽지 않고 좀 빈티지한 서핑 티셔츠 느낌?',
      collaboration_notes: '저는 바다에 나가 있는 시간이 많아서 카톡으로 주고받으면 좋겠어요 결정은 저랑 와이프가 같이 해요',
      plans_after_project: '반응 좋으면 모자랑 텀블러도 만들어보고 싶어요',
      address: '서귀포 보목동이요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['스쿠버다이빙 샵'] },
      address: { said: 0, text: ['서귀포'] },
      colors_and_elements: { said: 2, text: ['자리돔', '연산호'] },
      expected_deadline: {
        said: 3,
        value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      other_design_requirements: { said: 4, text: ['티셔츠', '에코백'] },
      problem_need: { said: 'asked', text: ['기념품 없냐고'] },
      target_audience: { said: 'asked', text: ['20-30대 관광객'] },
      preferred_style: { said: 'asked', text: ['빈티지한 서핑 티셔츠 느낌'] },
      collaboration_notes: { said: 'asked', text: ['카톡으로', '와이프가 같이'] },
    },
  },
];
