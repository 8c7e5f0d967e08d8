import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fifty-second batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. From near and far: visitors living abroad or
 * between two places (a family in Vancouver renovating a flat in 台中, a nurse in Sydney redoing a flat in Busan, an
 * American in Seoul booking a Las Vegas booth), who mix in the money, units and words of where they live and name
 * places that are not the project's. Written in session 26 after the session's rules for held-out 51, and played once
 * before any change for it. Each writer's own notes follow, and each conversation has a comment of what it exercises
 * and which of its numbers, places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch 52: from near and far)
 * 1. residential: Grace, 41, pharmacist in Richmond (Vancouver), moving her family and mom back to a flat in Xitun, Taichung; ping + NT, a budget correction, sq ft of the house she is leaving.
 * 2. commercial: Hana, 34, Fort Lee girl who managed a café in Sydney for 8 years, opening an Aussie-style café back home; sq ft vs metres, USD vs AUD, Aussie slang.
 * 3. exhibition: Derek, 46, American from Ohio living in Seoul, US sales lead for a Korean skincare brand, first booth at Cosmoprof in Las Vegas; terse, one fact a message, a date correction, won vs dollars.
 * 4. brand: Marisol, 36, dental hygienist who lives in Tijuana and crosses daily to Chula Vista, starting a Spanish immersion playgroup; Spanglish, abuela's name story, pesos that are not a budget.
 * 5. packaging: Leilani, 31, nurse in Denver helping her parents' farm outside Hilo sell lilikoi butter; lowercase, typos, one fact a message.
 * 6. website: Linda, 67, retired Latin teacher outside Boston who rents out a farmhouse near Todi, Umbria; very polite, budget in euros, square metres of the house.
 * 7. other: Walt, 63, retired road engineer running birding tours out of Tucson, summers in Canmore, Alberta; wants an illustrated fold-out map; storyteller, a deadline correction.
 */
/*
 * Writer's note (zh-TW, batch 52: from near and far)
 * - residential: 林先生, 62, retired engineer in Vancouver for 20+ years, renovating the 30-year-old Taichung flat his 85-year-old mother-in-law lives in; polite, older register, budget in CAD with a correction, sq ft of his Canadian house as a decoy.
 * - commercial: 31-year-old barista in Melbourne coming home to open a specialty coffee shop in 鹽埕, Kaohsiung; one fact a message, casual, sqm, AUD savings as a decoy beside a TWD budget.
 * - exhibition: 鄭小姐, mid-30s overseas sales rep posted in Tokyo for a Taichung bike-accessory maker, booth at Taipei Cycle; very polite, one long first message, budget first in JPY then corrected to TWD.
 * - brand: 28-year-old ceramicist from Hualien living in Berlin, brand 海土 Sea Clay; emoji, German/English words, declines trademark help, budget in EUR only as a consideration.
 * - packaging: mid-40s Tainan woman in Singapore for 12 years selling her family's 玉井 dried mango; storyteller, grams, SGD retail price as a decoy.
 * - website: 40-something Taiwanese who runs a Thai cooking class in Bangkok; chatty, Thai greeting, corrects the site languages, budget in THB.
 * - other: 29-year-old bride from Tainan living in Seoul with her American fiancé, beach wedding in 台東都蘭; bubbly run-on messages, wedding date and guest count are not deadlines or facts.
 */
/*
 * Writer's note (ko-KR, batch 52: from near and far)
 * 1. residential_space: 시드니에 9년 산 40대 초반 간호사(아내). 전세 주던 부산 광안동 34평 아파트를 고쳐 귀국 후 입주. 예산은 호주달러, 시드니 townhouse 얘기를 섞음.
 * 2. commercial_space: 서울 7년 차 미국인 다니엘(34, 포틀랜드 출신 영어강사→제빵사). 서툰 한국어로 한 메시지에 하나씩, 망원동 베이글 가게. 면적은 sq ft, 도중에 면적 정정.
 * 3. exhibition_space: LA 토런스의 재미교포 1.5세 그레이스 한(46, 그래놀라 브랜드 대표). 킨텍스 서울푸드 2026 부스, 예산은 USD, 작년 애너하임 10x10 ft 부스 얘기.
 * 4. brand_design: 발리 짱구에서 6년 요가 강사를 하다 온 수아(31). 양양 서핑+요가 리트릿 '솔숨', 이모지·ㅋㅋ 가득한 반말 섞인 말투, 상표 출원 중.
 * 5. packaging_design: 오사카에서 25년째 한국 식품점을 하는 제주 출신 고태식(58). 형님 귤로 만든 귤청 병·선물세트 포장, 아주 격식 있는 말투, 엔화·오미야게.
 * 6. website: 브루클린 11년 차 온라인 한국어 과외 선생님 지은(38). 예약·결제 사이트, 영어 단어 섞인 빠른 말투, 예산 USD를 '불'로 정정.
 * 7. other: 싱가포르 15년 거주 주부 박혜련(52). 전주에서 돌아가신 어머니 레시피로 가족 요리책(편집·표지), 형제는 전주·시애틀, 정중하고 오타 약간.
 */
export const fiftySecondHeldOutConversations: CorpusConversation[] = [
  // Grace Chen, 41, pharmacist living in Richmond (Vancouver, BC), grew up in Taichung. Long first message,
  // then one fact a message; a budget correction (2.5 million NT -> 3 million NT, message 3); a unit she does
  // not feel at home with (ping) next to the square feet of the house she is leaving.
  // NOT facts of the project: Vancouver / Richmond (where they live now), the "townhouse here" and its
  // 2,100 sq ft (the Canadian house, not the flat), 2.5 million NT (corrected), the kids' ages 9 and 12 and
  // mom's age 74 (people, not the home), July 20 (their flight, not the move-in date), "5am", 2008.
  {
    id: 'heldout52-residential-en-vancouver-to-taichung',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi! We're a Taiwanese family living in Vancouver (Richmond actually) and we just bought a flat back in Taichung, in Xitun district near where I grew up. We're moving back this summer, mostly for my mom, she's getting older and wants to be home. It's a 3 bed 2 bath apartment plus a small study, the building is about 18 years old and everything inside is pretty dated so we want to gut the kitchen and bathrooms and basically redo the whole place",
      "It's 42 ping according to the agent. I honestly still think in square feet lol, our townhouse here is about 2,100 sq ft so I have zero feel for what 42 ping means",
      'Budget wise we have 2.5 million NT for the reno',
      "sorry my husband just corrected me, it's 3 million NT total, the 2.5 was before we added furniture and appliances 😅",
      "Who's moving in: me, my husband Ray, our two kids (9 and 12), my mom who is 74, and our cat Mochi 🐱 so 5 people + a cat, we'll need every bit of storage lol",
      "oh and my late dad's upright piano is at my aunt's place in Taichung, mom really wants it back in the living room 🎹",
    ],
    whenAsked: {
      project_background: 'full renovation of the apartment we just bought in Taichung, new kitchen, new bathrooms, pretty much everything',
      property_category: "it's an apartment, a flat in a high-rise",
      layout: '3 bedrooms, 2 bathrooms, a small study, living and dining are one space and the kitchen is tiny and closed',
      age: 'about 18 years, built in 2008 I think',
      problem_need: "the kitchen is tiny and closed off, the bathrooms still have old tubs nobody uses, there's almost no storage, and we need a 4th bedroom out of the study so the kids each get their own room",
      target_audience: 'me, my husband, our two kids, my mom and our cat Mochi',
      lifestyle: "we cook a lot, Taiwanese and Canadian food lol. Ray works remote for a Vancouver company so he's on calls late at night Taiwan time and needs a quiet room with a door. mom is up at 5am, kids do homework at the dining table",
      preferred_style: 'warm and light, light wood, kind of Japandi or Muji-ish but cozier, not too bare',
      colors_and_elements: 'white, oak, a bit of sage green. please avoid dark or black cabinets, and no glossy surfaces',
      address: 'Xitun district, Taichung',
      space_size: '42 ping',
      budget: '3 million NT total, including furniture and appliances',
      move_in_date: "we fly in July 20 but we can stay with my aunt at first. we want to move in by August 15 at the latest, the kids start school right after",
      key_considerations: "we can't be there during construction so we need regular photo/video updates we can trust. and my mom's safety, non slip floors, no step into her bathroom, grab bars",
    },
    otherwise: "hmm no strong opinion, whatever you think works!",
    expected: {
      project_background: { said: 0, text: ['just bought a flat', 'gut the kitchen and bathrooms'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 0, text: ['3 bed 2 bath', 'small study'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'years' } },
      address: { said: 0, text: ['Xitun'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 42, unit: 'ping' } },
      budget: { said: 3, value: { kind: 'money', amount: 3_000_000, currency: 'TWD' } },
      target_audience: { said: 4, text: ['my husband Ray', 'two kids', 'my mom', 'cat'] },
      important_collections: { said: 5, value: { kind: 'list', items: ['upright piano'] } },
      problem_need: { said: 'asked', text: ['kitchen is tiny', 'old tubs', 'no storage', '4th bedroom'] },
      lifestyle: { said: 'asked', text: ['cook a lot', 'calls late at night', 'up at 5am', 'homework at the dining table'] },
      preferred_style: { said: 'asked', text: ['light wood', 'Japandi', 'Muji-ish'] },
      colors_and_elements: { said: 'asked', text: ['oak', 'sage green', 'avoid dark or black cabinets', 'no glossy'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-08-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['photo/video updates', 'non slip floors', 'grab bars'] },
    },
  },

  // Hana Kim-Walsh, 34, grew up in Fort Lee, NJ, managed a café in Surry Hills, Sydney for 8 years, married an
  // Australian; moving back to open an Aussie-style café with Korean touches on Main St, Fort Lee. Casual,
  // Aussie slang, stumbles between metres and feet. Writes from Sydney (summer time, UTC+11).
  // NOT facts of the project: Sydney / Surry Hills / Bondi (where she lives and worked), 8 years, the AUD
  // savings (personal, not the budget), 300 coffees before 10am (her old café), March (when she leaves Sydney,
  // not a date of the project), Memorial Day weekend itself (the opening target is the Friday before, May 22).
  {
    id: 'heldout52-commercial-en-sydney-fort-lee-cafe',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: 660,
    messages: [
      "hey! ok long story but I'm from Fort Lee originally, moved to Sydney 8 yrs ago, managed a café in Surry Hills the whole time, married an Aussie 😂 and now we're moving back to open our own place in Fort Lee, on Main St. Aussie style café, proper flat whites, brekkie all day, with some Korean touches from my mum's cooking (sorry, mom, I've been here too long)",
      "we signed the lease last week!! space is about 1,200 square... feet, sorry, I've been thinking in metres for 8 years lol. it used to be a nail salon so it's a white box with weird pedicure plumbing everywhere",
      "budget for the fit out is $180k US. we've got some AUD savings too but that's for living on, not the shop",
      'and we want to open by May 22, the Friday before Memorial Day weekend 🤞',
    ],
    whenAsked: {
      project_background: 'an Aussie style café with Korean touches, in an old nail salon on Main St in Fort Lee',
      problem_need: "turn an old nail salon into somewhere people actually want to hang out, and a counter that can handle a proper morning rush. in Surry Hills we'd do 300 coffees before 10am",
      brand_value: "relaxed, sunny, no pretension. like you walked into a mate's kitchen in Bondi, people should feel like they can linger",
      target_audience: 'commuters grabbing coffee before the bus into the city, young families, heaps of Korean and Japanese families in Fort Lee, and remote workers',
      competitive_advantage: "nobody around here does a real Aussie brekkie or a proper flat white, plus the Korean twist, like our gochujang smashed avo on toast",
      preferred_style: 'bright and airy, pale timber, a bit Bondi beach shack but clean and modern',
      colors_and_elements: 'warm white, terracotta, eucalyptus green. no grey please, nothing corporate',
      unique_design: 'a big communal table made from recycled timber, and a window bench where people can sit with a coffee and watch Main St',
      address: 'Main St, Fort Lee NJ',
      space_size: 'about 1,200 sq ft',
      budget: '$180k USD for the fit out',
      opening_date: 'by May 22, the Friday before Memorial Day',
      key_considerations: "we're still in Sydney till March so heaps of it will be over video calls, and the old salon plumbing has to be sorted properly for the coffee machine",
    },
    otherwise: "no worries, whatever you reckon is best!",
    expected: {
      project_background: { said: 0, text: ['Aussie style café', 'open our own place'] },
      address: { said: 0, text: ['Fort Lee', 'Main St'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1200, unit: 'ft2' } },
      budget: { said: 2, value: { kind: 'money', amount: 180_000, currency: 'USD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-05-22', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['nail salon', 'want to hang out', 'morning rush'] },
      brand_value: { said: 'asked', text: ['relaxed, sunny, no pretension', 'linger'] },
      target_audience: { said: 'asked', text: ['commuters', 'young families', 'Korean and Japanese families', 'remote workers'] },
      competitive_advantage: { said: 'asked', text: ['real Aussie brekkie', 'proper flat white', 'Korean twist'] },
      preferred_style: { said: 'asked', text: ['bright and airy', 'pale timber', 'beach shack'] },
      colors_and_elements: { said: 'asked', text: ['terracotta', 'eucalyptus green', 'no grey'] },
      unique_design: { said: 'asked', text: ['communal table', 'recycled timber', 'window bench'] },
      key_considerations: { said: 'asked', text: ['video calls', 'plumbing', 'coffee machine'] },
    },
  },

  // Derek Lawson, 46, from Columbus, Ohio, based in Seoul for 11 years; US sales lead of a Korean skincare
  // brand. Terse, businesslike, one fact a message; corrects the opening date in the same message that gives
  // the move-in date; a water need that only shows up through the sink idea.
  // NOT facts of the project: Columbus / Ohio, Seoul / Seongsu-dong (where he and HQ are, not the venue),
  // 11 years, "roughly 58 million" won (HQ's conversion, the budget is the USD figure), July 26 as the opening
  // (corrected: it is the move-in day), 30 SKUs is a count of products, not of visits, July 25 (his arrival).
  {
    id: 'heldout52-exhibition-en-seoul-vegas-skincare',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: 540,
    messages: [
      "Hello. I'm Derek, US sales lead for Haneul Skin, a Korean skincare brand. American (Columbus, Ohio) but I've been based in Seoul for 11 years, our office is in Seongsu-dong. We're doing our first US trade show booth and need a design + build partner.",
      'Show is Cosmoprof North America at Mandalay Bay, Las Vegas. Booth is 10x20 ft.',
      'Show opens July 26. Wait, correction: it opens July 28. July 26 is our move-in day.',
      'Budget is $40,000 USD all in. HQ keeps quoting it in won (roughly 58 million) but please work in dollars.',
      "We'll also need display shelving for about 30 SKUs and a printed line sheet for buyers.",
    ],
    whenAsked: {
      project_background: "First US trade show for Haneul Skin. We're showing cleansing balms, serums and a new sunscreen line.",
      brand_value: 'Clean, gentle, science-backed. Visitors should feel calm, like stepping out of the noise of the show floor.',
      target_audience: 'US distributors and retail buyers, beauty chains and independent spas. Not consumers.',
      preferred_style: 'Minimal and soft, a bit of Seoul cafe aesthetic. Think Aesop stores but lighter.',
      unique_design: 'A small sink station where buyers can actually try the cleansing balm and rinse off.',
      water_electricity_supply: 'Both water and electricity. The sink is a must.',
      address: 'Mandalay Bay, Las Vegas.',
      space_size: '10x20 ft.',
      budget: '$40,000 USD all in.',
      opening_date: 'July 28.',
      entry_date: 'Move-in is July 26.',
      exit_date: 'Teardown is July 30, right after the show closes.',
      key_considerations: "Shipping. Everything should be reusable and pack into crates, we may ship it to Seoul afterwards. And I can't be in Vegas before July 25, so the build has to run without me until then.",
    },
    otherwise: 'No preference. Your call.',
    expected: {
      project_background: { said: 0, text: ['Haneul Skin', 'first US trade show booth'] },
      address: { said: 1, text: ['Mandalay Bay', 'Las Vegas'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-07-28', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-07-26', precision: 'day', relation: 'on' } },
      budget: { said: 3, value: { kind: 'money', amount: 40_000, currency: 'USD' } },
      other_design_requirements: { said: 4, text: ['display shelving', 'line sheet'] },
      brand_value: { said: 'asked', text: ['Clean, gentle, science-backed', 'feel calm'] },
      target_audience: { said: 'asked', text: ['distributors', 'retail buyers', 'Not consumers'] },
      preferred_style: { said: 'asked', text: ['Minimal and soft', 'Seoul cafe aesthetic', 'Aesop'] },
      unique_design: { said: 'asked', text: ['sink station', 'try the cleansing balm'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['both'] } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-07-30', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['reusable', 'crates', 'run without me'] },
    },
  },

  // Marisol Reyes, 36, dental hygienist who lives in Tijuana and crosses "la línea" to Chula Vista every day;
  // starting Casita Luna, a Spanish immersion playgroup. Warm, Spanglish, emoji; tells most of it up front and
  // the name story unprompted; declines the trademark help.
  // NOT facts of the project: Tijuana (where she lives), Rosarito and the cousin's 8,000 pesos quote (not a
  // budget; brand design has none), Ensenada (her abuela's house), 12 years (her hygienist career), the April 18
  // open house (the deadline is March 31), "parent & me music later" (a maybe, not a current service).
  {
    id: 'heldout52-brand-en-tijuana-chula-vista-playgroup',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hola! I'm Marisol, I live in Tijuana and cross la línea every morning to Chula Vista for work (dental hygienist for 12 yrs 🦷) but I'm finally starting my own thing!! Casita Luna, a Spanish immersion playgroup for little kids 2 to 5, in a rented room at a community center in Chula Vista. I need a logo and like the whole look, colors, fonts, flyers. my cousin in Rosarito quoted me 8,000 pesos for a logo but honestly I want it done right",
      "the name is from my abuela, she called me her lunita because I never wanted to go to sleep, I was always staring at the moon from her patio in Ensenada 🌙 and casita because I want it to feel like her house",
      'classes are: playgroup mornings, Saturday story time en español, and summer camp. maybe parent & me music later',
    ],
    whenAsked: {
      project_background: 'Casita Luna, a Spanish immersion playgroup, I need the logo and the whole identity',
      problem_need: "parents have to trust me with their babies and right now I'm just a hygienist nobody knows, so it needs to look professional but warm",
      brand_name_story: 'my abuela called me her lunita bc I stayed up staring at the moon, and casita because it should feel like her house',
      products_or_services: 'playgroup mornings, Saturday story time en español, summer camp',
      registration_status: "I filed with the USPTO in December, still waiting to hear back",
      need_registration_assistance: "no thank you! my sister-in-law is a paralegal, she's handling it",
      brand_website: 'just IG for now @casitaluna.cv, no website yet',
      target_audience: 'bilingual families and also English-only parents who want their kids to learn Spanish, mostly moms 28 to 40 around Chula Vista and Eastlake',
      preferred_style: 'handmade and warm, a little folk art like papel picado but modern, not cheesy',
      colors_and_elements: 'deep blue like the night sky, marigold yellow, and a moon for sure. no baby pink please',
      expected_deadline: 'by March 31 so I can print flyers before the open house on April 18',
      key_considerations: "it has to work in Spanish AND English, and please don't make it look like a Mexican restaurant lol",
    },
    otherwise: 'ay I trust you, whatever you think looks best 💙',
    expected: {
      project_background: { said: 0, text: ['Casita Luna', 'Spanish immersion playgroup', 'logo'] },
      address: { said: 0, text: ['community center in Chula Vista'] },
      other_design_requirements: { said: 0, text: ['flyers'] },
      brand_name_story: { said: 1, text: ['lunita', 'staring at the moon', 'feel like her house'] },
      products_or_services: { said: 2, value: { kind: 'list', items: ['playgroup mornings', 'Saturday story time', 'summer camp'] } },
      problem_need: { said: 'asked', text: ['trust me with their babies', 'professional but warm'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['@casitaluna.cv'] },
      target_audience: { said: 'asked', text: ['bilingual families', 'English-only parents', 'moms 28 to 40'] },
      preferred_style: { said: 'asked', text: ['handmade and warm', 'papel picado', 'not cheesy'] },
      colors_and_elements: { said: 'asked', text: ['deep blue', 'marigold yellow', 'moon', 'no baby pink'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Spanish AND English', 'Mexican restaurant'] },
    },
  },

  // Leilani Kahale, 31, ER nurse in Denver helping her parents' farm outside Hilo (Big Island) sell her mom's
  // lilikoi butter. Lowercase, typos, one fact a message, ounces; the business is in Hawaii though she types
  // from Colorado.
  // NOT facts of the project: Denver as the business's base (it is where she lives; "two shops here in Denver"
  // IS a sales channel though), Costco (where the old stickers get printed), the Big Island time difference,
  // "spring tourist season" is a reason, not a date; the printer in Hilo is a supplier, not an address fact.
  {
    id: 'heldout52-packaging-en-denver-hilo-lilikoi',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hi there, im leilani. my parents have a small farm outside Hilo on the Big Island and my mom makes lilikoi butter (passion fruit curd basically). ive been helping them get it into actual stores, from Denver where i live now lol, the time zone struggle is real",
      'right now its in mason jars with a sticker she prints at costco photo 🙈 we need a real label',
      'jars are 8 oz. 12 to a case',
      'oh and we sell at the Hilo farmers market, on our shopify, and two shops here in Denver want to carry it!!',
      "we'd love to stick with glass, and paper labels, no plastic shrink wrap if possible",
    ],
    whenAsked: {
      project_background: "my parents' farm outside Hilo, we need proper packaging for my mom's lilikoi butter so stores will take it",
      product_description: "lilikoi butter, a sweet passion fruit spread made with butter, eggs and sugar. people put it on toast, pancakes, malasadas",
      specification: '8 oz glass jars, 12 per case',
      packaging_form: "just the label, we're keeping the jars",
      unique_selling_point: "small batch, my mom's recipe, lilikoi from our own vines, no preservatives, real fruit not concentrate",
      target_audience: 'tourists who want to bring a taste of hawaii home, locals, and people on the mainland who miss the islands',
      sales_channels: 'Hilo farmers market, our shopify, and two shops in Denver',
      preferred_style: 'tropical but not tiki kitsch. hand drawn, like a botanical illustration of the lilikoi flower',
      colors_and_elements: 'the yellow of the fruit, leaf green, the purple of the flower. no hula girls pls',
      preferred_materials: 'glass jars and paper labels, no plastic',
      expected_deadline: 'we need the files by March 15 so the printer in Hilo can run them before the spring tourist season',
      key_considerations: 'it needs the FDA stuff, nutrition facts and ingredients with allergens (eggs, dairy), and the label has to survive the fridge and condensation',
    },
    otherwise: 'hmm no idea honestly, up to you!',
    expected: {
      project_background: { said: 0, text: ['small farm outside Hilo', 'lilikoi butter'] },
      address: { said: 0, text: ['outside Hilo'] },
      product_description: { said: 0, text: ['lilikoi butter', 'passion fruit curd'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['label'] } },
      specification: { said: 2, text: ['8 oz', '12 to a case'] },
      sales_channels: { said: 3, value: { kind: 'list', items: ['Hilo farmers market', 'shopify', 'two shops here in Denver'] } },
      preferred_materials: { said: 4, value: { kind: 'list', items: ['glass', 'paper labels'] } },
      unique_selling_point: { said: 'asked', text: ['small batch', 'our own vines', 'no preservatives', 'not concentrate'] },
      target_audience: { said: 'asked', text: ['tourists', 'locals', 'miss the islands'] },
      preferred_style: { said: 'asked', text: ['not tiki kitsch', 'hand drawn', 'botanical illustration'] },
      colors_and_elements: { said: 'asked', text: ['yellow of the fruit', 'leaf green', 'purple of the flower', 'no hula girls'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['nutrition facts', 'allergens', 'condensation'] },
    },
  },

  // Linda Moretti, 67, retired high-school Latin teacher living outside Boston; she and her husband Paul rent out
  // a restored farmhouse near Todi, Umbria. Very polite, full sentences, one fact a message; budget in euros
  // because the money sits in Italy; languages driven by where her guests come from.
  // NOT facts of the project: Boston (where they live; the business is the house near Todi), 280 square metres
  // (the house, not anything the website needs), April to October (the rental season, not the go-live date),
  // 2014 (the old site), Munich (where German guests come from), Tuscany (a reference site's location).
  {
    id: 'heldout52-website-en-boston-umbria-farmhouse',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      'Good morning. My name is Linda Moretti. My husband Paul and I live outside Boston, but we own a restored stone farmhouse in Umbria, near Todi, of about 280 square metres, which we rent to guests from April to October.',
      'At present we rely on Airbnb and an old website my nephew built in 2014, which no longer works on phones. We would like a proper website where guests can book directly with us.',
      'Our budget is €7,000. We would pay it from our Italian account, as the rental income is kept there.',
      'We would like the site in English and Italian, and German as well, since a good many of our guests come from Munich.',
      'Paul asks whether you could also provide the Italian translation. His Italian is better than mine, but not good enough for that, I am afraid.',
    ],
    whenAsked: {
      project_background: 'We rent out our farmhouse near Todi and would like our own website so that guests can book directly.',
      url: 'The old site is www.casaleisoletta.it. I am afraid it is rather embarrassing.',
      category: 'A site where guests can see the house and book their stay directly, please.',
      problem_need: 'We pay a great deal in Airbnb fees and would like guests to book with us directly. Also, the old site does not work on telephones.',
      main_pages: 'Home, The House, Rooms, Gallery, Rates and Availability, The Area, and Contact.',
      languages: 'English, Italian and German.',
      target_audience: 'Mostly families and couples from the United States, Britain and Germany, usually in their forties to sixties, who want a quiet week in the countryside.',
      competitors: 'We admire the website of Borgo Pignano in Tuscany, and that of a friend, Podere Santa Lucia.',
      preferred_style: 'Calm and elegant, with large photographs of the house and the hills. Nothing flashy, please.',
      budget: '€7,000, as I mentioned.',
      expected_deadline: 'We should like it to be live by March 1, before guests begin planning their summer holidays.',
      key_considerations: 'It must be simple enough for me to update the calendar and prices myself, and it must stay in sync with Airbnb so that we are never double-booked.',
    },
    otherwise: 'We have no particular preference. We would be glad to follow your advice.',
    expected: {
      project_background: { said: 0, text: ['restored stone farmhouse in Umbria', 'rent to guests'] },
      address: { said: 0, text: ['near Todi'] },
      problem_need: { said: 1, text: ['no longer works on phones', 'book directly'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 2, value: { kind: 'money', amount: 7000, currency: 'EUR' } },
      languages: { said: 3, value: { kind: 'list', items: ['English', 'Italian', 'German'] } },
      other_design_requirements: { said: 4, text: ['Italian translation'] },
      url: { said: 'asked', text: ['casaleisoletta.it'] },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['Home', 'The House', 'Rooms', 'Gallery', 'Rates and Availability', 'The Area', 'Contact'] } },
      target_audience: { said: 'asked', text: ['families and couples', 'United States, Britain and Germany', 'quiet week in the countryside'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['Borgo Pignano', 'Podere Santa Lucia'] } },
      preferred_style: { said: 'asked', text: ['Calm and elegant', 'large photographs', 'Nothing flashy'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['update the calendar and prices myself', 'sync with Airbnb', 'double-booked'] },
    },
  },

  // Walt Brenner, 63, retired county road engineer who runs birding tours out of Tucson and spends summers in
  // Canmore, Alberta with his wife's family. Wants an illustrated fold-out map of his tour sites. A storyteller
  // who keeps telling his story; corrects his own deadline (October 1 is when the season starts; the design is
  // due September 1, message 4). Arizona has no daylight saving (UTC-7).
  // NOT facts of the project: Canmore / Alberta / Banff (where he summers; the address is Tucson), 7 years and
  // the county roads dept (his history), "40 some miles south" (Madera Canyon from Tucson, not his distance to
  // the studio), $20 a copy (a retail price, not a budget), October 1 (season start, corrected), 3 weeks
  // (the printer's lead time), May to September (his time in Canada).
  {
    id: 'heldout52-other-en-tucson-canmore-birding-map',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hello, Walt Brenner here. I run a small birding tour outfit out of Tucson, Saguaro & Sky Birding, been at it 7 years since I retired from the county roads dept. Half the year anyway, summers my wife and I are up in Canmore, Alberta where her family is. What I'm after is an illustrated fold-out map of the spots we take people, Sabino Canyon, Madera Canyon, Sweetwater Wetlands, Mt Lemmon, with the birds you'd see at each one. Something guests keep and frame, not a photocopy.",
      "Reason I'm asking: guests always ask 'where was that trogon again' and I end up drawing on napkins. Elegant Trogon, Madera Canyon, 40 some miles south. Half my guests come back year after year and I'd like to give them something.",
      "I'd sell it at the tour office too, maybe $20 a copy. And if it goes over well I'd do a second map for the Rockies around Canmore and Banff, where we summer.",
      "I'd want it in hand for the fall season, we start October 1.",
      'Let me correct that, my printer here needs 3 weeks, so the design should be done by September 1.',
    ],
    whenAsked: {
      project_background: 'I run birding tours out of Tucson and want an illustrated fold-out map of our sites for guests.',
      other_design_requirements: 'A fold-out map, illustrated, with the sites and the birds at each, printed on heavy paper. Maybe 8 or 10 sites.',
      problem_need: "Guests keep asking where they saw what. I want something they take home and remember us by, and if it brings in repeat bookings, all the better.",
      target_audience: 'My guests. Mostly retired folks 55 to 80, a lot of snowbirds from the Midwest and Canada, serious birders with good binoculars and bad knees.',
      preferred_style: 'Old-fashioned field guide illustrations, like the old Peterson guides. Hand-drawn, watercolor maybe.',
      colors_and_elements: "Desert colors, sand, sage, sunset orange. I'd like the Elegant Trogon front and center. No cartoon birds.",
      address: 'Tucson, Arizona. The office is on the east side off Tanque Verde.',
      expected_deadline: 'Design done by September 1 so the printer has time.',
      key_considerations: "The birds have to be accurate. Birders will notice if a wing bar is wrong. I'll check every one myself.",
      collaboration_notes: "Email is best, I'm not much for video calls. I'll be in Canada May to September but I check email every morning. I make the decisions, though my wife Carol has veto power on colors.",
    },
    otherwise: "Don't have a strong feeling on that one. You're the designer.",
    expected: {
      project_background: { said: 0, text: ['birding tour', 'illustrated fold-out map'] },
      address: { said: 0, text: ['Tucson'] },
      other_design_requirements: { said: 0, text: ['fold-out map', 'with the birds'] },
      problem_need: { said: 1, text: ['drawing on napkins', 'give them something'] },
      plans_after_project: { said: 2, text: ['second map for the Rockies'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-09-01', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['retired folks 55 to 80', 'snowbirds', 'serious birders'] },
      preferred_style: { said: 'asked', text: ['field guide illustrations', 'Peterson', 'watercolor'] },
      colors_and_elements: { said: 'asked', text: ['sand, sage, sunset orange', 'Elegant Trogon front and center', 'No cartoon birds'] },
      key_considerations: { said: 'asked', text: ['birds have to be accurate', 'wing bar'] },
      collaboration_notes: { said: 'asked', text: ['Email is best', 'I make the decisions', 'veto power on colors'] },
    },
  },

  /*
   * Visitor: 林先生, 62, retired engineer, has lived in Vancouver with his wife for twenty-some years; the flat is in
   * 台中西屯 (near 逢甲), his 85-year-old mother-in-law lives there alone. Formal, polite, a few English words.
   * Exercises: several ages in one message (62, 85, 二十幾年) where only the house's 30 years is the age field;
   * a budget in CAD corrected from 10萬 to 12萬 (message 3); a Canadian house size in sq ft that is not the project's;
   * an optional collaboration_notes fact volunteered in a message.
   * NOT project facts: 溫哥華 (where they live), 62歲 / 85歲 (people's ages), 二十幾年 (years abroad), 2400 sq ft
   * (their Vancouver house), 16個小時 (time difference), 三四個月 (how long they stay each winter), 10萬加幣 (superseded).
   */
  {
    id: 'heldout52-residential-zh-vancouver-mother-in-law',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      '您好，我姓林，今年62歲，和內人在溫哥華住了二十幾年了。台中西屯區逢甲附近有一間30年的電梯大樓，3房2廳2衛，權狀38坪，現在是我岳母一個人在住，她今年85歲。我們想把房子整個翻新（renovation），之後每年冬天我們夫妻會回台灣住三四個月，陪岳母一起住。',
      '我們在溫哥華這邊的house大概2400 sq ft，每次回台灣都覺得房子很擠，而且老人家住，浴室地板很滑，廚房也很暗，這是我們最擔心的',
      'budget 我們先抓 10 萬加幣左右，不知道在台中夠不夠用',
      '抱歉，剛剛跟內人商量過，最多可以到 12 萬加幣，以這個為準',
      '我們這邊比台灣慢16個小時，我都是晚上才有空，進度的話希望每兩個禮拜用LINE視訊跟我們報告一次就好，謝謝您',
    ],
    whenAsked: {
      project_background: '主要是老屋翻新，整間都要重新做，水電管線也想一起換掉',
      property_category: '電梯大樓',
      layout: '3房2廳2衛',
      age: '大概30年了',
      problem_need: '浴室太滑、廚房太暗，岳母年紀大了，最怕她在家跌倒',
      target_audience: '平常是岳母一個人住，冬天我們夫妻回去一起住，孩子偶爾會回去看阿嬤',
      lifestyle: '岳母很早睡，白天喜歡在客廳看電視、唸經；我們回去的時候常下廚，也喜歡請親戚朋友來家裡吃飯',
      preferred_style: '簡單、明亮，像我們溫哥華這邊的房子，木頭多、窗戶大的感覺，不要太華麗',
      colors_and_elements: '喜歡原木色跟白色，岳母有一尊佛像需要留神明桌的位置；不要黑色太多，老人家不喜歡',
      address: '台中市西屯區，逢甲附近',
      space_size: '權狀38坪',
      budget: '最多12萬加幣',
      move_in_date: '11月我們回台灣過冬的時候就想住進去',
      key_considerations: '最重要是岳母的安全，扶手、防滑、無障礙這些；還有我們人不在台灣，需要能信任你們幫我們監工',
    },
    otherwise: '這部分我們沒有特別想法，請您依專業建議就好，謝謝',
    expected: {
      project_background: { said: 0, text: ['翻新'] },
      address: { said: 0, text: ['台中西屯區'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 0, text: ['3房2廳2衛'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 38, unit: 'ping' } },
      target_audience: { said: 0, text: ['岳母', '冬天我們夫妻'] },
      problem_need: { said: 1, text: ['浴室地板很滑', '廚房也很暗'] },
      budget: { said: 3, value: { kind: 'money', amount: 120_000, currency: 'CAD' } },
      collaboration_notes: { said: 4, text: ['每兩個禮拜', 'LINE視訊'] },
      lifestyle: { said: 'asked', text: ['很早睡', '常下廚'] },
      preferred_style: { said: 'asked', text: ['簡單、明亮', '木頭多'] },
      colors_and_elements: { said: 'asked', text: ['原木色', '神明桌', '不要黑色'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-11-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['岳母的安全', '監工'] },
    },
  },

  /*
   * Visitor: 阿凱, 31, barista in Melbourne for six years, moving home to Kaohsiung at the end of March to open his
   * own specialty coffee shop in an old shophouse in 鹽埕區. Casual, one fact a message, English coffee words, "lol".
   * Exercises: a bare greeting first; area in sqm; a TWD budget next to AUD savings that are not the budget;
   * a move-home date (3月底) that is not the opening date (5月).
   * NOT project facts: 墨爾本 (where he lives now), 六年 (years as a barista), 3月底 (when he flies home),
   * 6萬澳幣 (his savings), 走路大概10分鐘 to 駁二 (not a distance to the studio).
   */
  {
    id: 'heldout52-commercial-zh-melbourne-barista-yancheng',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 660,
    messages: [
      'hi 想問店面設計 ☕',
      '我在墨爾本當barista六年了，3月底要回高雄開自己的咖啡店，specialty coffee + 一點brunch',
      '店在鹽埕區 離駁二走路大概10分鐘，老街屋的一樓，裡面大概80 sqm',
      '預算抓150萬台幣以內，我這幾年存了差不多6萬澳幣 但要留周轉金 不能全丟進去 lol',
      '想要墨爾本laneway那種小咖啡店的感覺，不要網美風那種乾燥花+霓虹燈的',
      '開幕目標5月 想趕在夏天前',
    ],
    whenAsked: {
      project_background: '回高雄開specialty coffee的咖啡店，會有一點brunch',
      problem_need: '老街屋很窄很深，裡面很暗，怕客人不敢走進來；外帶的人也不要擠到門口',
      brand_value: '好咖啡不用裝模作樣，希望客人進來覺得很放鬆，像在朋友家',
      target_audience: '附近上班族、來駁二玩的年輕人，還有從澳洲打工度假回來的那群人吧 他們很懂flat white',
      competitive_advantage: '我自己烘豆，然後會做真正澳洲那種flat white跟brunch，高雄這種店還不多',
      preferred_style: '墨爾本laneway小咖啡店的感覺，不要網美風',
      colors_and_elements: '水泥、舊木頭、很多植物，顏色偏暖灰；不要粉紅色',
      unique_design: '想要一個很長的吧台，客人坐著就看得到我們沖咖啡，可以跟我們聊天',
      address: '高雄鹽埕區，老街屋一樓',
      space_size: '大概80平方公尺',
      budget: '150萬台幣以內',
      opening_date: '5月',
      key_considerations: '我3月底才回得去，在那之前只能線上討論；老房子的水電跟漏水要先處理好',
    },
    otherwise: '都可以啊 你們覺得怎樣比較好就怎樣',
    expected: {
      project_background: { said: 1, text: ['咖啡店', 'specialty coffee'] },
      address: { said: 2, text: ['鹽埕區', '老街屋'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 80, unit: 'm2' } },
      budget: { said: 3, value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      preferred_style: { said: 4, text: ['laneway', '不要網美風'] },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on' } },
      problem_need: { said: 'asked', text: ['很窄很深', '很暗'] },
      brand_value: { said: 'asked', text: ['很放鬆', '像在朋友家'] },
      target_audience: { said: 'asked', text: ['附近上班族', '打工度假回來'] },
      competitive_advantage: { said: 'asked', text: ['自己烘豆', 'flat white'] },
      colors_and_elements: { said: 'asked', text: ['水泥', '很多植物', '不要粉紅色'] },
      unique_design: { said: 'asked', text: ['很長的吧台', '看得到我們沖咖啡'] },
      key_considerations: { said: 'asked', text: ['只能線上討論', '漏水'] },
    },
  },

  /*
   * Visitor: 鄭小姐, mid-30s, overseas sales rep of 騎點 RideDot (bike phone mounts and lights, company in 台中大雅),
   * posted in Tokyo. Very polite, everything in one long first message, then a currency slip corrected.
   * Exercises: booth size as 3m×6m (= 18 m2); three exhibition dates in one sentence; budget first given as 250萬日圓
   * then corrected to 台幣55萬 (message 2); an optional problem_need fact about last year's show.
   * NOT project facts: 東京 (where she lives), 台中大雅 (company location, not the venue), 250萬日圓 (superseded slip),
   * 去年 東京 Cycle Mode (a past show elsewhere).
   */
  {
    id: 'heldout52-exhibition-zh-tokyo-rep-taipei-cycle',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 540,
    messages: [
      '您好，冒昧打擾了。敝姓鄭，目前派駐在東京，負責「騎點 RideDot」的海外業務。我們公司在台中大雅，主要做自行車的手機架和車燈。今年三月要參加台北國際自行車展（Taipei Cycle），地點是南港展覽館1館，攤位是 3m×6m 的雙開角攤位，想麻煩貴工作室協助展位設計。日程是3/23進場、3/25開展、3/28展期結束當天撤場。',
      '預算的部分，目前主管核准的大約是 250 萬日圓。',
      '真的非常抱歉，我在日本待久了，習慣用日圓思考😅 正確是台幣 55 萬，請以這個金額為準，不好意思。',
      '另外補充一下，去年我們在東京 Cycle Mode 的攤位太暗，車燈的亮度完全展現不出來，這次很希望能改善這一點。',
    ],
    whenAsked: {
      project_background: '參加Taipei Cycle，展出自行車手機架和車燈的新款',
      brand_value: '安全、可靠，希望參觀者一眼就覺得我們的產品耐用、值得信任',
      target_audience: '主要是歐美和日本的代理商、採購，一般民眾是其次',
      preferred_style: '俐落、有科技感，但不要冷冰冰，希望帶一點戶外騎乘的氛圍',
      unique_design: '希望有一個小小的暗室區，可以實際示範車燈照射的距離和亮度',
      address: '南港展覽館1館',
      space_size: '3m×6m，共18平方公尺',
      water_electricity_supply: '只需要電就好，不需要水；燈具展示會需要比較多插座',
      budget: '台幣55萬',
      opening_date: '3月25日',
      entry_date: '3月23日',
      exit_date: '3月28日',
      key_considerations: '我人在東京，無法常到現場，希望溝通盡量用email留下紀錄；另外燈光效果是最重要的',
    },
    otherwise: '這部分沒有特別的要求，麻煩您依專業判斷，謝謝您',
    expected: {
      project_background: { said: 0, text: ['Taipei Cycle', '手機架', '車燈'] },
      address: { said: 0, text: ['南港展覽館1館'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      entry_date: { said: 0, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      exit_date: { said: 0, value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      budget: { said: 2, value: { kind: 'money', amount: 550_000, currency: 'TWD' } },
      problem_need: { said: 3, text: ['攤位太暗', '展現不出來'] },
      brand_value: { said: 'asked', text: ['安全、可靠', '耐用'] },
      target_audience: { said: 'asked', text: ['代理商', '採購'] },
      preferred_style: { said: 'asked', text: ['俐落', '科技感'] },
      unique_design: { said: 'asked', text: ['暗室區', '車燈照射'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['email', '燈光效果'] },
    },
  },

  /*
   * Visitor: 以晴, 28, grew up in Hualien, now a potter in Berlin selling on Etsy and at markets under 海土 Sea Clay.
   * Casual, emoji, German and English words. Answers what she is asked after three opening messages.
   * Exercises: brand located abroad (address = 柏林, a listen field said in message 0); the place she grew up in the
   * name story; a trademark status plus a refusal of help in one message; a deadline before an April market;
   * a budget in EUR with no budget field, given only inside key_considerations.
   * NOT project facts: 花蓮 / 七星潭 (where she grew up, part of the name story only), 三年 (how long she has sold),
   * 4月 柏林設計市集 (the reason for the deadline, not the deadline), 歐盟 trademark (she will file it herself).
   */
  {
    id: 'heldout52-brand-zh-berlin-potter-sea-clay',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 60,
    messages: [
      '嗨～我是在柏林做陶的台灣人，品牌叫「海土 Sea Clay」，做了三年logo都是自己亂畫的，現在想做一套完整的品牌識別🙌',
      '名字是因為我在花蓮長大，小時候每天放學都去七星潭看海，後來開始做陶才發現，海跟土是我最熟悉的兩個東西，所以叫海土🌊',
      '商標還沒註冊喔，這邊只有登記 Gewerbe（個人營業）而已。註冊的話我之後想自己在歐盟辦，不用麻煩你們～',
    ],
    whenAsked: {
      project_background: '想把海土整個品牌識別做起來，logo、字體、顏色都要',
      problem_need: '現在logo太像塗鴉，放在Etsy上跟其他賣家看起來都差不多，歐洲店家來問批貨的時候也覺得不夠專業',
      brand_name_story: '我在花蓮長大，海跟土是我最熟悉的東西，所以叫海土',
      products_or_services: '手作的杯子、盤子、花器，還有週末的陶藝體驗課',
      registration_status: '還沒註冊',
      need_registration_assistance: '不用喔，我自己辦',
      brand_website: 'IG 是 @seaclay.berlin，還有一個 Etsy 店面',
      target_audience: '歐洲25-40歲喜歡手作、北歐風的人，還有住在德國的亞洲人',
      preferred_style: '簡單、安靜、有一點東方感但不要太刻意，有點像無印那種',
      colors_and_elements: '花蓮海那種灰藍色，還有陶土的米色；不要紅色跟金色，太像中餐廳了😂',
      expected_deadline: '3月底前！4月有一個柏林的設計市集，想用新的形象去擺攤',
      key_considerations: '預算有限，大概1500歐以內；然後名字跟logo在德文英文的環境都要好認好記',
    },
    otherwise: '嗯…沒特別想法耶，交給你們🙏',
    expected: {
      project_background: { said: 0, text: ['海土', '品牌識別'] },
      address: { said: 0, text: ['柏林'] },
      brand_name_story: { said: 1, text: ['花蓮長大', '看海'] },
      registration_status: { said: 2, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 2, value: { kind: 'yes_no', value: false } },
      problem_need: { said: 'asked', text: ['太像塗鴉', '不夠專業'] },
      products_or_services: { said: 'asked', value: { kind: 'list', items: ['杯子', '盤子', '花器', '陶藝體驗課'] } },
      brand_website: { said: 'asked', text: ['@seaclay.berlin', 'Etsy'] },
      target_audience: { said: 'asked', text: ['歐洲25-40歲', '住在德國的亞洲人'] },
      preferred_style: { said: 'asked', text: ['簡單、安靜', '東方感'] },
      colors_and_elements: { said: 'asked', text: ['灰藍色', '米色', '不要紅色跟金色'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['預算有限', '1500歐'] },
    },
  },

  /*
   * Visitor: 美玲, mid-40s, from Tainan, twelve years in Singapore; her father grows Irwin mangoes in 玉井 and she sells
   * the dried mango through a small company registered in Singapore. Warm storyteller, long messages, English shop names.
   * Exercises: company abroad vs. farm at home (address = 新加坡); a SGD retail price that is no field; grams;
   * two packaging forms in one message; a list of channels mixing online, a supermarket and a market.
   * NOT project facts: 台南 (where she grew up), 玉井 (where the mangoes grow, not the company), 十二年 / 三十幾年
   * (years abroad, years her father has farmed), 38 新幣 (the gift box's shelf price), 透明夾鏈袋 (current packaging).
   */
  {
    id: 'heldout52-packaging-zh-singapore-yujing-mango',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好！我是台南人，在新加坡住了十二年了。我們家在玉井有芒果園，我爸種愛文種了三十幾年。這幾年我在新加坡幫家裡賣芒果乾，一開始只是朋友團購，後來乾脆在新加坡登記了一間小公司，現在想重新設計包裝，現在用的是很陽春的透明夾鏈袋貼貼紙😅',
      '我們的芒果乾是愛文切片直接烘的，不加糖也不加防腐劑，拆開就可以吃，很多新加坡人第一次吃都很驚訝說怎麼這麼甜 haha',
      '對了 一包是 100g，袋裝的之後還是會繼續賣，另外想多做一個過年送禮用的禮盒，一盒放 6 包。這邊一盒大概可以賣到 38 新幣',
      '通路的話除了自己的網站跟 Shopee，現在也在跟 FairPrice Finest 談上架，然後每年12月會去擺聖誕市集🎄',
    ],
    whenAsked: {
      project_background: '幫家裡的玉井芒果乾重新設計包裝，公司在新加坡',
      product_description: '就是愛文芒果切片烘乾，不加糖，拆開直接吃，也有人拿來配優格',
      specification: '一包100g，禮盒一盒裝6包',
      packaging_form: '袋裝跟禮盒都要，袋子希望還是可以夾鏈重複封口',
      unique_selling_point: '不加糖、自家果園種的愛文，從樹上到包裝都是我們自己來',
      target_audience: '新加坡30到50歲的上班族，很多是買來送禮；還有住在這邊想念台灣味的台灣人',
      sales_channels: '自己的網站、Shopee、FairPrice Finest（在談），還有聖誕市集',
      preferred_style: '想要一看就知道是台灣來的，有點熱帶、明亮，但不要俗氣',
      colors_and_elements: '芒果的橘黃色可以，想加一點玉井山上果園的感覺；不要大紅色',
      preferred_materials: '袋子想用牛皮紙，禮盒用紙盒，盡量不要塑膠，新加坡這邊現在很在意環保',
      expected_deadline: '希望6月前可以定稿，7月芒果季就要開始做了',
      key_considerations: '一定要防潮，新加坡很濕，之前有客人說開了放幾天就軟掉；還有英文要清楚，這邊客人都看英文為主',
    },
    otherwise: '這個我沒有特別想法耶，你們專業決定就好，謝謝～',
    expected: {
      project_background: { said: 0, text: ['芒果乾', '重新設計包裝'] },
      address: { said: 0, text: ['新加坡'] },
      product_description: { said: 1, text: ['愛文切片', '芒果乾'] },
      unique_selling_point: { said: 1, text: ['不加糖'] },
      specification: { said: 2, text: ['100g', '6 包'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      sales_channels: { said: 3, value: { kind: 'list', items: ['網站', 'Shopee', 'FairPrice', '聖誕市集'] } },
      target_audience: { said: 'asked', text: ['上班族', '送禮', '想念台灣味'] },
      preferred_style: { said: 'asked', text: ['台灣來的', '熱帶、明亮'] },
      colors_and_elements: { said: 'asked', text: ['橘黃色', '不要大紅色'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['牛皮紙', '紙盒'] } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['防潮', '英文要清楚'] },
    },
  },

  /*
   * Visitor: 小芳, 40s, Taiwanese who has run a Thai cooking class in Bangkok for five years (market tour + cooking),
   * mostly for Taiwanese and Hong Kong tourists. Chatty, a Thai greeting, 注音 particles, crying emoji.
   * Exercises: booking category stated in the first message; site languages corrected (泰文 → 英文, message 3);
   * budget in THB; business address abroad (曼谷, a listen field); a festival month that is not the launch date.
   * NOT project facts: 台灣 / 香港 (where customers come from, not the business), 第五年, 一天上百則 (message volume),
   * 4月潑水節 (peak season, the reason for the deadline), 泰文 (dropped language).
   */
  {
    id: 'heldout52-website-zh-bangkok-cooking-class',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 420,
    messages: [
      'sawasdee ka～ 不好意思在泰國住久了打招呼都變這樣😂 我在曼谷開泰菜料理教室，帶台灣來的旅客先去市場買菜再回來做菜，開第五年了，想做一個可以直接線上預約的網站',
      '現在都用LINE一個一個回 旺季一天上百則 真的回不完😭 還常常漏掉客人的訂位',
      '語言要繁中跟泰文',
      '啊不對 泰文其實不用ㄟ 客人都是台灣跟香港來的 改成繁中跟英文好了 有些歐美客也會來',
      '預算大概10萬泰銖左右（baht）',
    ],
    whenAsked: {
      project_background: '在曼谷開泰菜料理教室，想要有一個可以線上預約的網站',
      url: '沒有耶 目前只有IG跟LINE官方帳號',
      category: '預約的那種，客人可以選課程、選日期、先付訂金',
      problem_need: 'LINE一個一個回太累了，常常漏掉客人，希望客人自己上網就能訂好',
      main_pages: '首頁、課程介紹、線上預約、學員評價、常見問題、關於我',
      languages: '繁中跟英文',
      target_audience: '台灣跟香港來曼谷自由行的人，很多是媽媽帶小孩或閨蜜團，不太會泰文也不太會英文',
      competitors: '可以參考 KKday 跟 Klook 的預約流程，還有 Airbnb 體驗',
      preferred_style: '清爽、溫暖，有一點泰國市場的熱鬧感，但不要像大旅行社',
      budget: '10萬泰銖左右',
      expected_deadline: '最好3月底前上線，4月潑水節是旺季',
      key_considerations: '手機一定要好用，客人都是用手機訂；付款要能刷台灣的信用卡',
    },
    otherwise: '這個都可以啦 你們決定就好👍',
    expected: {
      project_background: { said: 0, text: ['泰菜料理教室', '線上預約'] },
      address: { said: 0, text: ['曼谷'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['LINE一個一個回', '漏掉客人'] },
      languages: { said: 3, value: { kind: 'list', items: ['繁中', '英文'] } },
      budget: { said: 4, value: { kind: 'money', amount: 100_000, currency: 'THB' } },
      url: { said: 'asked', text: ['沒有'] },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['首頁', '課程介紹', '線上預約', '學員評價'] } },
      target_audience: { said: 'asked', text: ['台灣跟香港', '自由行'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['KKday', 'Klook', 'Airbnb'] } },
      preferred_style: { said: 'asked', text: ['清爽、溫暖', '泰國市場'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['手機一定要好用', '台灣的信用卡'] },
    },
  },

  /*
   * Visitor: 佳穎, 29, grew up in Tainan, lives in Seoul with her fiancé Jake (an American who teaches English there);
   * their beach wedding is in 台東都蘭, where they met surfing. Bubbly, run-on, emoji, English wedding words.
   * Exercises: an 'other' project (a full wedding stationery set); three places that are not the project's (首爾, 台南,
   * 俄亥俄州) against the project's 台東都蘭; a wedding date and a guest count that are not the deadline or any field.
   * NOT project facts: 10月17號 (the wedding date, not the design deadline), 120人 (guest count), 首爾 (where they live),
   * 台南 (where she grew up; only part of who the guests are), 俄亥俄州 / 美國 (Jake's family).
   */
  {
    id: 'heldout52-other-zh-seoul-couple-dulan-wedding',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 540,
    messages: [
      '嗨嗨～我跟我未婚夫Jake（美國人，在首爾教英文😆）今年10月17號要在台東都蘭辦海邊婚禮！！我們現在都住首爾，想找設計師幫我們做一整套婚禮的視覺，喜帖、save the date、welcome sign、座位表那些，中英文都要，因為他家人朋友會從美國飛過來',
      '我們是在都蘭衝浪認識的啦🏄‍♀️ 所以一定要回那邊辦，雖然我是台南長大的哈哈',
      '然後賓客大概120人，台灣這邊是我台南的親戚長輩比較多，美國那邊是Jake俄亥俄州的家人跟大學朋友',
      '喔對 時間的話 全部希望7月底前可以設計好，要留時間印刷跟寄到美國，那邊的人要提早訂機票',
    ],
    whenAsked: {
      project_background: '在台東都蘭辦海邊婚禮，需要一整套婚禮視覺',
      other_design_requirements: 'save the date電子版、中英文喜帖、welcome sign、座位表，還有小禮物的吊牌',
      problem_need: '希望兩邊的賓客都看得懂，而且一看就覺得很像我們，不是那種制式的喜帖',
      target_audience: '台灣的親戚長輩跟美國來的家人朋友，大概120人',
      preferred_style: '手繪插畫、輕鬆、海邊的感覺，有點boho',
      colors_and_elements: '海的藍跟沙灘的米色，想把我們家柴犬Mochi畫進去！不要大紅色燙金那種傳統喜帖',
      address: '婚禮在台東都蘭，我們人住首爾',
      expected_deadline: '7月底前',
      key_considerations: '中英文都要自然，不要像Google翻譯；給長輩看的那份字要大一點',
      collaboration_notes: '我們在首爾只能線上討論，LINE或Kakao都可以，稿子要附英文說明因為Jake看不懂中文，最後我們兩個一起決定',
    },
    otherwise: '都可以～相信你們的品味😍',
    expected: {
      project_background: { said: 0, text: ['婚禮', '台東都蘭'] },
      address: { said: 0, text: ['台東都蘭'] },
      other_design_requirements: { said: 0, text: ['喜帖', 'save the date', 'welcome sign', '座位表'] },
      target_audience: { said: 2, text: ['親戚長輩', '俄亥俄州的家人'] },
      expected_deadline: {
        said: 3,
        value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by', part: 'late' },
      },
      problem_need: { said: 'asked', text: ['兩邊的賓客都看得懂', '不是那種制式的喜帖'] },
      preferred_style: { said: 'asked', text: ['手繪插畫', '海邊的感覺'] },
      colors_and_elements: { said: 'asked', text: ['海的藍', 'Mochi', '不要大紅色燙金'] },
      key_considerations: { said: 'asked', text: ['中英文都要自然', '字要大'] },
      collaboration_notes: { said: 'asked', text: ['只能線上討論', '英文說明', '我們兩個一起決定'] },
    },
  },

  /*
   * Visitor: 40대 초반 간호사(아내), 남편·7살 아들과 시드니에 9년째 거주. 시어머니 병환으로 귀국하며
   * 2019년에 사 두고 전세 주던 부산 수영구 광안동 아파트(34평, 2002년 준공=24년)를 전체 리모델링.
   * Exercises: 이야기형 방문자(질문과 상관없이 자기 얘기), 예산을 호주달러(AUD 55k)로 말함, 영어 단어(open plan, townhouse, shift).
   * NOT facts of the project: 시드니, 9년(호주 생활), 2019년(매입 연도), 시드니 집이 townhouse라는 것(이 집은 아파트),
   * 5월(세입자 퇴거 시점, 입주일 아님), 광안대교(전망일 뿐).
   */
  {
    id: 'heldout52-residential-ko-sydney-busan-gwangan',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 660,
    messages: [
      '안녕하세요! 시드니 사는 부부인데요 ㅎㅎ 부산에 있는 아파트 리모델링 때문에 연락드려요. 2019년에 사 놓고 계속 전세 줬던 집인데 5월에 세입자분 나가시면 전체 리모델링해서 저희가 들어가 살려고요. 시어머니가 요즘 편찮으셔서 9년 호주 생활 접고 귀국하기로 했어요 🥲',
      '동네는 수영구 광안동이에요! 베란다에서 광안대교 살짝 보여요 ㅎㅎ 34평이고 2002년에 지어서 24년 됐어요. 방 3개 화장실 2개요.',
      '지금 시드니 집이 townhouse인데 open plan 키친이라 너무 익숙해져서 그런지ㅠ 부산 집은 부엌이 완전 막혀 있고 좁은 게 제일 걸려요. 아일랜드 식탁 꼭 놓고 싶고요. 그리고 신발장이 너무 작아요 여기선 집에서 신발 신고 다녀서 몰랐는데 ㅋㅋ',
      '예산은 아직 호주달러로 머리가 돌아가서 ㅋㅋ AUD 55k 정도 생각하고 있어요. 저희가 8월 말에 귀국해서 바로 들어가 살 거예요!',
    ],
    whenAsked: {
      project_background: '부산 아파트 전체 리모델링이에요. 전세 주던 집에 저희가 들어가 살려고요.',
      property_category: '아파트예요.',
      layout: '방 3개, 화장실 2개, 거실 하나요. 부엌은 거실이랑 벽으로 막혀 있어요.',
      age: '2002년 준공이니까 24년 됐어요.',
      problem_need: '부엌이 막혀 있고 좁은 거요. 그리고 수납이 너무 없어요, 특히 신발장이요.',
      target_audience: '저희 부부랑 7살 아들, 그리고 강아지 한 마리요. 시어머니도 자주 오실 거예요.',
      lifestyle: '남편이 셰프라 집에서도 요리 엄청 해요. 주말엔 친구들 불러서 밥 먹고요. 저는 병원 shift 근무라 낮에 자야 할 때도 있어요.',
      preferred_style: '밝고 내추럴한 거요. 호주 집들처럼 화이트에 우드 톤, 너무 꾸민 느낌 없이 편안하게요.',
      colors_and_elements: '화이트랑 오크 우드는 좋아요. 체리색 몰딩이랑 금색 손잡이 이런 건 싫어요 ㅎㅎ 안방엔 암막 커튼 꼭이요.',
      address: '부산 수영구 광안동이요.',
      space_size: '34평이에요.',
      budget: 'AUD 55k 정도요. 원화로는 환율 따라 좀 달라질 거예요.',
      move_in_date: '8월 말에 들어가요.',
      key_considerations: '저희가 호주에 있어서 현장을 직접 못 봐요. 영상통화로 자주 보여주셔야 하고, 5월에 세입자 나가고 8월 말까지는 공사가 끝나야 해요.',
    },
    otherwise: '그건 잘 모르겠어요 ㅎㅎ 추천해 주시면 따를게요!',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링', '전세'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 1, text: ['수영구', '광안동'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 24, unit: 'years' } },
      layout: { said: 1, text: ['방 3개', '화장실 2개'] },
      problem_need: { said: 2, text: ['부엌이 완전 막혀', '신발장이 너무 작아'] },
      budget: { said: 3, value: { kind: 'money', amount: 55000, currency: 'AUD' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'on', part: 'late' } },
      target_audience: { said: 'asked', text: ['부부', '7살 아들', '강아지'] },
      lifestyle: { said: 'asked', text: ['요리', 'shift 근무'] },
      preferred_style: { said: 'asked', text: ['밝고 내추럴', '화이트에 우드 톤'] },
      colors_and_elements: { said: 'asked', text: ['오크 우드', '체리색 몰딩', '금색 손잡이'] },
      key_considerations: { said: 'asked', text: ['현장을 직접 못', '영상통화'] },
    },
  },

  /*
   * Visitor: 다니엘(34), 미국 오리건주 포틀랜드 출신, 서울 7년 차 영어강사였다가 제빵사로. 한국인 아내와 망원동에 베이글·커피 가게.
   * Exercises: 한 메시지에 사실 하나, 서툰 한국어(맞춤법·띄어쓰기 틀림), 면적을 sq ft로 말하고 뒤에서 정정(450 → 520 sq ft), 원화 예산.
   * NOT facts of the project: 포틀랜드, 7년(서울 거주), 450 sq ft(정정 전 값), "미국 돈으로 생각하면" 같은 비교.
   */
  {
    id: 'heldout52-commercial-ko-portland-mangwon-bagel',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 저는 다니엘이에요. 미국 포틀랜드에서 왔고 서울 산지 7년 됬어요. 한국말 좀 이상해도 이해해주세요 ㅎㅎ',
      '망원동에 베이글 가게 오픈 할려고 해요! 작은 공간 벌써 계약했어요. 포틀랜드 스타일 sourdough 베이글이랑 커피 팔거에요 ☕',
      '가게 사이즈는 about 450 sq ft? 부동산 아저씨가 평으로 말했는데 까먹었어요 ㅋㅋㅋ',
      '예산은 인테리어만 5천만원 정도요. 미국 돈으로 생각하면 너무 작아요 haha',
      '아 sorry 아까 450 아니고 520 sq ft 이에요. 와이프가 계약서 봤어요 😅',
      '오픈은 4월 초! 벚꽃 시즌에 열고 싶어요 🌸',
    ],
    whenAsked: {
      project_background: '망원동에 sourdough 베이글이랑 커피 파는 작은 가게요. 테이크아웃 많고 자리는 조금만.',
      problem_need: '공간이 작은데 빵 만드는 곳이랑 줄 서는 곳이 같이 있어야 돼요. 손님이 베이킹 하는거 보이면 좋겠어요.',
      brand_value: '정직한 빵, 천천히 발효해요. 손님 들어오면 동네 친구 집 부엌 같은 느낌? warm and friendly',
      target_audience: '망원 사는 20-30대, 한강 산책하는 사람들, 강아지 데리고 오는 사람들. 외국인 친구들도요.',
      competitive_advantage: '서울에 뉴욕 스타일은 있는데 포틀랜드 스타일 베이글 없어요. 48시간 발효하고 제가 직접 구워요 ㅎㅎ',
      preferred_style: 'Pacific Northwest 느낌이요. 나무 많고 좀 rough 한거, 캐빈 같은? 너무 깔끔한 카페 스타일은 싫어요.',
      colors_and_elements: 'forest green 이랑 나무색 좋아요. 하얀색만 있는 카페 너무 많아서 하얀색 많이는 싫어요.',
      unique_design: '오븐이 밖에서 보이게 큰 창문! 그리고 벽에 베이글 걸어두는 wooden peg 같은거.',
      address: '마포구 망원동이요. 망원시장 근처.',
      space_size: '520 sq ft 이에요.',
      budget: '5천만원 정도요.',
      opening_date: '4월 초요.',
      key_considerations: '강아지 들어올 수 있게 하고 싶어요. 그리고 오븐 때문에 전기 용량 꼭 확인 해야돼요.',
    },
    otherwise: '음 잘 모르겠어요 ㅎㅎ 추천해주세요!',
    expected: {
      project_background: { said: 1, text: ['베이글 가게', '커피'] },
      address: { said: 1, text: ['망원동'] },
      space_size: { said: 4, value: { kind: 'number_with_unit', amount: 520, unit: 'ft2' } },
      budget: { said: 3, value: { kind: 'money', amount: 50000000, currency: 'KRW' } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on' } },
      problem_need: { said: 'asked', text: ['공간이 작은데', '베이킹 하는거 보이면'] },
      brand_value: { said: 'asked', text: ['정직한 빵', '동네 친구 집 부엌'] },
      target_audience: { said: 'asked', text: ['20-30대', '강아지', '외국인'] },
      competitive_advantage: { said: 'asked', text: ['포틀랜드 스타일 베이글', '48시간 발효'] },
      preferred_style: { said: 'asked', text: ['Pacific Northwest', '캐빈'] },
      colors_and_elements: { said: 'asked', text: ['forest green', '하얀색 많이는 싫어요'] },
      unique_design: { said: 'asked', text: ['큰 창문', 'wooden peg'] },
      key_considerations: { said: 'asked', text: ['강아지', '전기 용량'] },
    },
  },

  /*
   * Visitor: 그레이스 한(46), LA 토런스에 사는 재미교포 1.5세, 캘리포니아 그래놀라 브랜드 대표. 처음으로 한국 시장 진출.
   * Exercises: 긴 첫 메시지에 많은 사실, 부스 크기를 "3m x 6m"로(=18㎡), 달러 예산, 날짜 세 개(반입·개막·철수), 시식 때문에 수도+전기.
   * NOT facts of the project: LA/토런스, 애너하임 Expo West(작년 전시), 10x10 ft(작년 부스 크기), "6월 초에 한국 들어간다"(본인 입국 일정).
   */
  {
    id: 'heldout52-exhibition-ko-la-kintex-granola',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: -480,
    messages: [
      "안녕하세요. LA에서 그래놀라 브랜드 'Golden Coast Granola'를 운영하는 그레이스 한입니다. 한국어가 좀 서툴러서 양해 부탁드려요. 올해 처음으로 한국 시장에 진출하려고 6월에 킨텍스에서 열리는 서울푸드 2026에 참가하게 되었습니다. 작년엔 애너하임 Expo West에서 10x10 ft 부스로 했었는데 이번엔 좀 크게 3m x 6m 부스로 신청했어요. 부스 디자인과 시공을 같이 맡아 주실 곳을 찾고 있습니다.",
      '전시 기간은 6월 9일부터 12일까지이고, 반입은 6월 8일, 철수는 마지막 날인 12일 저녁에 해야 한다고 들었어요.',
      '시식 코너를 하고 싶어서 전기는 필요하고요, 우유랑 요거트에 그래놀라 말아서 드릴 거라 작은 싱크대도 있으면 좋겠어요.',
      'Budget은 USD 30,000 정도로 잡고 있어요. 시공비 포함해서요.',
    ],
    whenAsked: {
      project_background: '서울푸드 2026에서 저희 그래놀라를 한국 바이어분들께 처음 선보이는 부스예요.',
      brand_value: 'Clean ingredients, no refined sugar가 저희 원칙이에요. 부스에 오시면 캘리포니아 햇살 같은 건강하고 밝은 느낌을 받으셨으면 해요.',
      target_audience: '한국 유통사 바이어분들이요, 특히 마켓컬리나 대형마트 MD분들이요. 일반 관람객보다는 바이어가 우선이에요.',
      preferred_style: '밝고 깨끗한 캘리포니아 beach 느낌이요. 너무 미국 슈퍼마켓 같지 않게 세련되게 해 주세요.',
      unique_design: '그래놀라를 큰 유리 jar에 가득 채워서 벽 한 면을 채우고 싶어요. 그리고 바이어 미팅할 작은 테이블도요.',
      address: '킨텍스요. 홀 번호는 아직 배정이 안 됐어요.',
      space_size: '3m x 6m, 18㎡요.',
      water_electricity_supply: '수도랑 전기 둘 다 필요해요.',
      budget: 'USD 30,000이요.',
      opening_date: '6월 9일이요.',
      entry_date: '6월 8일이요.',
      exit_date: '6월 12일, 전시 끝나는 날 저녁이요.',
      key_considerations: '제가 LA에 있어서 6월 초에나 한국에 들어가요. 그 전에는 전부 원격으로 결정해야 하고, 식품 전시라 위생 규정을 잘 지켜야 해요. 한글 표기도 꼭 정확하게 부탁드려요.',
    },
    otherwise: "That's fine, 추천해 주시는 대로 할게요.",
    expected: {
      project_background: { said: 0, text: ['서울푸드 2026', '그래놀라'] },
      address: { said: 0, text: ['킨텍스'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-06-09', precision: 'day', relation: 'on' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-06-08', precision: 'day', relation: 'on' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-06-12', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 3, value: { kind: 'money', amount: 30000, currency: 'USD' } },
      brand_value: { said: 'asked', text: ['Clean ingredients', '캘리포니아 햇살'] },
      target_audience: { said: 'asked', text: ['유통사 바이어', '마켓컬리'] },
      preferred_style: { said: 'asked', text: ['캘리포니아 beach', '세련되게'] },
      unique_design: { said: 'asked', text: ['유리 jar', '벽 한 면', '미팅할 작은 테이블'] },
      key_considerations: { said: 'asked', text: ['원격', '위생 규정', '한글 표기'] },
    },
  },

  /*
   * Visitor: 수아(31), 발리 짱구에서 6년 요가 강사로 살다 작년에 귀국. 양양 인구해변 근처 서핑+요가 리트릿 '솔숨'의 로고·브랜드 전체.
   * Exercises: 들뜬 구어체·이모지·영어 섞기, 이름 이야기, 서비스 목록, 상표 출원 중이라 등록 도움은 필요 없음(no),
   * 선택 항목 plans_after_project(게스트하우스)를 스스로 말함, listen 항목 address(양양)를 스스로 말함.
   * NOT facts of the project: 발리/짱구(예전 거주지), 6년, 작년(귀국), 지난달(출원 시점), 5월 1일(리트릿 오픈, 디자인 마감 아님).
   */
  {
    id: 'heldout52-brand-ko-bali-yangyang-surfyoga',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 🙏 저 발리 짱구에서 6년 요가 가르치다가 작년에 한국 들어왔는데요 ㅎㅎ 양양 인구해변 쪽에서 서핑이랑 요가 같이 하는 리트릿을 열려고 해요. 이름은 솔숨이고 로고부터 브랜드 전체 다 만들어야 돼요 ㅠㅠ',
      '솔숨은 소나무 솔 + 숨 이에요! 양양 바다 앞에 소나무 숲이 있는데 거기서 아침에 호흡 수련하는 게 제일 좋아서요. 영어로 하면 breath of pines 같은 느낌 🌲',
      '프로그램은 아침 요가 클래스, 초보 서핑 강습, 그리고 2박3일 리트릿 패키지요. 나중엔 게스트하우스도 하고 싶은데 아직은 꿈 ㅋㅋ',
      '아 상표는 변리사님 통해서 지난달에 출원했어요!',
    ],
    whenAsked: {
      project_background: '양양에서 하는 서핑+요가 리트릿이요. 로고랑 브랜드 아이덴티티 전체요!',
      problem_need: '발리엔 이런 리트릿이 엄청 많은데 한국엔 아직 어설픈 데가 많아서요ㅠ 처음 봤을 때 믿음이 가고 여기 가보고 싶다 하는 느낌이 나야 해요. 지금 인스타는 그냥 제 개인 계정 같아요 ㅋㅋ',
      brand_name_story: '소나무 솔이랑 숨이요. 바다 앞 소나무 숲에서 하는 호흡 수련에서 따왔어요.',
      products_or_services: '요가 클래스, 서핑 강습, 2박3일 리트릿 패키지요!',
      registration_status: '출원 중이에요.',
      need_registration_assistance: '아뇨 괜찮아요! 변리사님이 진행하고 계세요.',
      brand_website: '인스타 @solsoom.yangyang 있어요. 웹사이트는 아직 없어요.',
      target_audience: '번아웃 온 서울 직장인들이요 ㅋㅋ 20대 후반~30대 여자분들 많을 거 같고 서핑 처음 해보는 분들이요.',
      preferred_style: '자연스럽고 차분한데 발리 느낌 그대로 가져오면 좀 뻔하잖아요? 한국적인 여백 있는 느낌이랑 섞였으면 좋겠어요 ✨',
      colors_and_elements: '소나무 초록, 모래색, 새벽 바다 색 좋아요. 형광색이랑 열대 야자수는 빼주세요 ㅋㅋ',
      expected_deadline: '5월 1일에 시즌 오픈이라 4월 말까지는 나와야 해요!',
      key_considerations: '서핑보드, 요가매트, 티셔츠에도 들어가야 해서 단순해야 하고요, 외국인 손님도 올 거라 영문 표기도 예뻐야 해요.',
    },
    otherwise: '그건 딱히 생각 안 해봤어요 ㅎㅎ 알아서 예쁘게 해주세요!',
    expected: {
      project_background: { said: 0, text: ['서핑', '요가', '리트릿', '로고부터 브랜드 전체'] },
      address: { said: 0, text: ['양양', '인구해변'] },
      brand_name_story: { said: 1, text: ['소나무', '숨', '호흡 수련'] },
      products_or_services: { said: 2, value: { kind: 'list', items: ['요가 클래스', '서핑 강습', '리트릿 패키지'] } },
      plans_after_project: { said: 2, text: ['게스트하우스'] },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['@solsoom.yangyang'] },
      problem_need: { said: 'asked', text: ['믿음이 가고', '가보고 싶다'] },
      target_audience: { said: 'asked', text: ['번아웃', '서울 직장인', '서핑 처음'] },
      preferred_style: { said: 'asked', text: ['자연스럽고 차분한', '여백'] },
      colors_and_elements: { said: 'asked', text: ['소나무 초록', '모래색', '야자수'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 'asked', text: ['단순해야', '영문 표기'] },
    },
  },

  /*
   * Visitor: 고태식(58), 제주 서귀포 출신, 오사카 이쿠노(쓰루하시)에서 25년째 한국 식품점 운영. 남원에서 감귤 농사짓는 형님의 귤로 귤청을 만들어 한국·일본 판매.
   * Exercises: 매우 격식 있는 말투, 긴 메시지, 포장 형태 두 가지(병+선물세트), 판매 채널에 해외 매장, 일본어 낱말(오미야게), 엔화 가격 언급.
   * NOT facts of the project: 25년, 쓰루하시/이쿠노, 서귀포·남원(고향·농장; 회사 소재지로 단정할 수 없어 address는 기대하지 않음),
   * 1,200엔(일본 판매가, 예산 아님), 추석(마감 이유일 뿐).
   */
  {
    id: 'heldout52-packaging-ko-osaka-jeju-citrus',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까. 오사카 쓰루하시에서 25년째 한국 식품점을 하고 있는 고태식이라고 합니다. 고향은 제주 서귀포입니다. 형님이 남원에서 감귤 농사를 지으시는데, 이번에 형님 귤로 귤청을 만들어서 한국과 일본에서 같이 팔아 보려고 합니다. 포장 디자인을 부탁드리고 싶어 연락드렸습니다.',
      '제품은 귤을 껍질째 얇게 썰어서 설탕에 재운 청입니다. 따뜻한 물이나 탄산수에 타 드시면 되고 요거트에 올려 드셔도 좋습니다. 500ml 유리병이고, 명절용으로 두 병 들어가는 선물세트도 만들 생각입니다.',
      '판매는 네이버 스마트스토어하고 제주 공항 기념품점에 넣어 보려고 알아보는 중이고, 제 오사카 가게에서도 팝니다. 일본 손님들은 한국 오미야게로 많이 사 가십니다. 일본에서는 1,200엔 정도 받을 생각입니다.',
      '추석 선물세트로 내려면 7월 말까지는 디자인이 끝나야 할 것 같습니다.',
    ],
    whenAsked: {
      project_background: '형님 농장 귤로 만든 귤청을 한국과 일본에서 팔려고 합니다. 그 병과 선물세트 포장입니다.',
      product_description: '귤을 껍질째 썰어 설탕에 재운 귤청입니다. 물이나 탄산수에 타 드시는 제품입니다.',
      specification: '500ml 유리병 하나이고, 선물세트는 500ml 두 병입니다. 한 병이 병까지 해서 800g 조금 넘습니다.',
      packaging_form: '유리병하고 두 병짜리 선물세트입니다.',
      unique_selling_point: '형님이 농약을 최소로 해서 키운 귤을 껍질까지 통째로 씁니다. 공장 물건처럼 달기만 한 게 아니라 귤 껍질의 쌉쌀한 맛이 살아 있습니다.',
      target_audience: '한국에서는 3~40대 주부님들, 명절 선물 하시는 분들이고, 일본에서는 한국 여행 좋아하는 젊은 여성분들이 많이 사십니다.',
      sales_channels: '네이버 스마트스토어, 제주 공항 기념품점, 그리고 제 오사카 가게입니다.',
      preferred_style: '제주 느낌이 나면서도 촌스럽지 않게, 일본 손님들도 좋아할 깔끔한 느낌이면 좋겠습니다.',
      colors_and_elements: '귤 주황색은 꼭 들어갔으면 하고, 돌하르방은 너무 흔해서 빼 주셨으면 합니다. 한라산 실루엣 정도는 괜찮습니다.',
      preferred_materials: '유리병에 종이 라벨, 선물 박스는 크라프트지였으면 합니다. 플라스틱은 되도록 안 쓰고 싶습니다.',
      expected_deadline: '7월 말까지입니다.',
      key_considerations: '일본으로 보낼 때 병이 깨지지 않아야 하고, 라벨에 한국어와 일본어를 같이 넣어야 합니다. 일본 식품 표시 규정이 있어서 뒷면 공간이 넉넉해야 합니다.',
    },
    otherwise: '그 부분은 전문가께 맡기겠습니다.',
    expected: {
      project_background: { said: 0, text: ['귤청', '한국과 일본'] },
      product_description: { said: 1, text: ['껍질째', '탄산수'] },
      specification: { said: 1, text: ['500ml', '두 병'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      sales_channels: { said: 2, value: { kind: 'list', items: ['스마트스토어', '공항 기념품점', '오사카 가게'] } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by', part: 'late' } },
      unique_selling_point: { said: 'asked', text: ['껍질까지 통째로', '쌉쌀한 맛'] },
      target_audience: { said: 'asked', text: ['3~40대 주부', '선물', '한국 여행 좋아하는 젊은 여성'] },
      preferred_style: { said: 'asked', text: ['제주 느낌', '촌스럽지 않게', '깔끔한'] },
      colors_and_elements: { said: 'asked', text: ['귤 주황색', '돌하르방', '한라산'] },
      preferred_materials: { said: 'asked', value: { kind: 'list', items: ['유리병', '종이 라벨', '크라프트지'] } },
      key_considerations: { said: 'asked', text: ['깨지지 않아야', '한국어와 일본어', '식품 표시 규정'] },
    },
  },

  /*
   * Visitor: 지은(38), 뉴욕 브루클린 11년 차, 줌으로 미국인에게 1:1 한국어 과외. Linktree+Calendly+PayPal을 합쳐 예약·결제 사이트를.
   * Exercises: 첫 메시지에 대부분(배경·문제·예산·오픈 시기), 영어 낱말 섞인 빠른 말투, 예산 정정(USD 5,000 → 7,000 "불"),
   * listen 항목 address(브루클린)를 스스로 말함, 뉴욕 시간대(현지 시각은 1월 19일 밤).
   * NOT facts of the project: 11년(미국 거주), 대구(어머니 사시는 곳), USD 5,000(정정 전 예산).
   */
  {
    id: 'heldout52-website-ko-brooklyn-korean-tutor',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: -300,
    messages: [
      'Hi 안녕하세요! 뉴욕 브루클린에서 온라인으로 한국어 과외하는 사람인데요, 미국 산 지 11년 됐고 학생들 거의 미국인이에요. 지금은 linktree랑 Calendly 링크 왔다갔다 하면서 예약 받고 PayPal로 따로 결제 받고 있어서 너무 정신없어요 😵 제 사이트 하나 제대로 만들어서 수업 소개, 예약, 결제까지 한 번에 되게 하고 싶어요. 예산은 USD 5,000 정도고 늦어도 3월 중에는 오픈했으면 좋겠어요!',
      '아 그리고 사이트는 영어랑 한국어 둘 다 돼야 해요. 학생들은 영어로 보고, 대구 사시는 저희 엄마가 딸 사이트 보고 싶다고 하셔서요 ㅋㅋ',
      '아 예산 말인데요 남편이랑 얘기해보니 7,000불까지는 괜찮대요 ㅎㅎ',
    ],
    whenAsked: {
      project_background: '온라인 1:1 한국어 과외요. 줌으로 수업해요.',
      url: '도메인은 없고 지금은 linktr.ee/jieunkorean 이거 하나예요.',
      category: '예약이랑 결제 되는 사이트요! 수업 예약 위주요.',
      problem_need: '예약 따로 결제 따로라 학생들이 헷갈려하고 저도 정리하느라 시간을 너무 많이 써요. 한 번에 되게 하고 싶어요.',
      main_pages: 'About me, 수업 소개랑 가격, 예약 페이지, 후기, 그리고 무료 자료 올리는 블로그 정도요.',
      languages: '영어랑 한국어요.',
      target_audience: 'K-드라마 보다가 한국어 시작한 20-30대 미국인들이랑, 한국계 2세인데 부모님이랑 한국어로 대화하고 싶은 heritage learner들이요.',
      competitors: 'italki랑 Preply 같은 플랫폼이요. 그리고 Talk To Me In Korean 사이트가 깔끔해서 좋아요.',
      preferred_style: '친근하고 밝은데 유치하지 않게요. 너무 K-pop스럽게 핑크핑크한 거 말고 깔끔하게 🙏',
      budget: '최대 7,000불이요.',
      expected_deadline: '3월 중에는 오픈하고 싶어요.',
      key_considerations: '예약 시간이 학생 시간대로 보여야 해요! 미국 시간이랑 한국 시간 헷갈리면 안 돼요. 그리고 학생들 대부분 폰으로 예약해요.',
    },
    otherwise: '음 그건 크게 상관없어요, 추천해 주세요!',
    expected: {
      project_background: { said: 0, text: ['한국어 과외', '온라인'] },
      problem_need: { said: 0, text: ['Calendly', 'PayPal', '정신없어요'] },
      address: { said: 0, text: ['브루클린'] },
      expected_deadline: { said: 0, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      languages: { said: 1, value: { kind: 'list', items: ['영어', '한국어'] } },
      budget: { said: 2, value: { kind: 'money', amount: 7000, currency: 'USD' } },
      url: { said: 'asked', text: ['linktr.ee/jieunkorean'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', value: { kind: 'list', items: ['About me', '수업 소개', '예약 페이지', '후기'] } },
      target_audience: { said: 'asked', text: ['K-드라마', '20-30대 미국인', 'heritage learner'] },
      competitors: { said: 'asked', value: { kind: 'list', items: ['italki', 'Preply', 'Talk To Me In Korean'] } },
      preferred_style: { said: 'asked', text: ['친근하고 밝은', '유치하지 않게', '핑크핑크한 거 말고'] },
      key_considerations: { said: 'asked', text: ['학생 시간대', '폰으로 예약'] },
    },
  },

  /*
   * Visitor: 박혜련(52), 남편 발령으로 싱가포르 15년째 사는 주부. 작년 6월 전주에서 돌아가신 어머니의 손글씨 레시피로 가족용 요리책(편집·표지).
   * Exercises: 디자인 종류가 정해지지 않은 'other', 정중한 말투와 약간의 오타, 날짜 하나(1주기)로 마감, 선택 항목 number_of_visits(한 번)를 스스로 말함,
   * 여러 나라에 흩어진 가족(address는 본인이 사는 싱가포르만).
   * NOT facts of the project: 전주(어머니·언니가 사는 곳), 시애틀(남동생), 15년, 작년 6월(별세), 3월 말(전주 방문 일정), 세 권·60~80페이지·30부(분량 정보일 뿐, 예산 아님).
   */
  {
    id: 'heldout52-other-ko-singapore-mom-cookbook',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 480,
    messages: [
      '안녕하세요. 싱가포르에 15년째 살고 있는 박혜련이라고 합니다. 작년 6월에 전주에 계시던 어머니가 돌아가셨는데, 어머니가 평생 해 주시던 음식들 레시피를 책으로 남기고 싶어서 문의드립니다. 형제들이 저는 싱가포르, 언니는 전주, 남동생은 시애틀에 흩어져 살아서 다 같이 모일 일이 잘 없네요.',
      '어머니 손글씨 레시피 노트가 세 권 있는데요, 그걸 정리해서 책 편집 디자인이랑 표지까지 부탁드리고 싶어요. 사진은 제가 찍은것도 있고 옛날 사진도 잇고요. 60~80페이지 정도에 30부만 인쇄하려구요.',
      '올해 6월 14일이 어머니 1주기라서 그 전에는 꼭 가족들 손에 쥐어 주고 싶습니다.',
      '3월 말에 언니 보러 전주에 들어가는데 그때 한 번은 직접 만나 뵙고 싶어요.',
    ],
    whenAsked: {
      project_background: '돌아가신 어머니 레시피를 모아서 가족용 요리책을 만드는 거예요.',
      other_design_requirements: '책 전체 편집 디자인이랑 표지요. 가능하면 어머니 손글씨를 살려서 넣고 싶어요.',
      problem_need: '레시피 노트가 낡아서 글씨가 번지고 있어요. 더 늦기 전에 정리해서 조카들까지 엄마 음식을 해 먹을 수 있게 하고 싶어요.',
      target_audience: '가족이요. 형제들이랑 조카들인데, 시애틀 사는 조카들은 한국어를 잘 못 읽어서 영어도 같이 들어가야 해요.',
      preferred_style: '따뜻하고 소박한 느낌이요. 화려한 요리책 말고 엄마 부엌 같은... 종이 질감 있는 거 좋아해요.',
      colors_and_elements: '엄마가 좋아하시던 연두색이요. 어머니 손글씨랑 쓰시던 밥상 사진은 꼭 넣고 싶어요. 검정색 많이 쓰는 건 피하고 싶어요.',
      address: '저는 싱가포르에 살아요. 인쇄랑 배송은 한국에서 하면 될 것 같아요.',
      expected_deadline: '6월 14일 1주기 전까지요.',
      key_considerations: '한국어랑 영어가 같이 들어가는데 번잡해 보이지 않았으면 해요. 그리고 엄마 계량이 한 줌, 밥숟가락 하나 이런 식이라 그 느낌은 살리고 싶어요.',
      collaboration_notes: '저랑 언니, 남동생 셋이서 같이 봐요. 시차가 다 달라서 이메일이나 카톡 단톡방으로 주고받으면 좋겠어요. 최종 결정은 제가 할게요.',
    },
    otherwise: '그건 잘 모르겠어요. 편하신 대로 해 주세요.',
    expected: {
      project_background: { said: 0, text: ['어머니', '레시피', '책으로 남기고'] },
      address: { said: 0, text: ['싱가포르'] },
      other_design_requirements: { said: 1, text: ['편집 디자인', '표지'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-06-14', precision: 'day', relation: 'by' } },
      number_of_visits: { said: 3, value: { kind: 'number_with_unit', amount: 1 } },
      problem_need: { said: 'asked', text: ['글씨가 번지고', '조카들까지'] },
      target_audience: { said: 'asked', text: ['형제들', '조카들', '영어도'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 소박한', '종이 질감'] },
      colors_and_elements: { said: 'asked', text: ['연두색', '손글씨', '검정색'] },
      key_considerations: { said: 'asked', text: ['번잡해 보이지 않', '한 줌'] },
      collaboration_notes: { said: 'asked', text: ['셋이서', '이메일', '최종 결정은 제가'] },
    },
  },
];
