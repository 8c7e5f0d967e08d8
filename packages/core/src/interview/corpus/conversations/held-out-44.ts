import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A forty-fourth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Visitors as they come this winter: one fact a
 * message or one long message, answers ahead of the questions, a value corrected later, a question back, "not sure";
 * places, numbers and dates that belong to something else. Each writer's own notes on their seven conversations follow,
 * and each conversation has a comment of what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note: seven Americans who reach the studio this winter, each on a phone and each typing their own way.
 * Gloria (64) is a retired school nurse outside Pittsburgh. She writes full, polite paragraphs, gives a lot before
 * she is asked, and later corrects her square footage. Marcus (31) is a Tucson barber who sends one lowercase fact
 * per message with no punctuation and then moves his opening date. Diane (52) is a VP of sales at a cabinet-hardware
 * maker in Grand Rapids. She answers ahead of the questions like someone filling in a vendor form: dates, size,
 * budget, power. Tony (36) runs an HVAC company in Sacramento and types between furnace calls, with typos and "sry",
 * and asks the genie a question back. Simone (35) makes chili crunch in New Orleans. She opens with one long message
 * that holds almost everything, then fixes a jar size. Linh (33) has a nail salon in Houston. She mixes in Vietnamese,
 * isn't sure about money and asks what websites cost. Kate (57) runs sled-dog tours in Willow, Alaska, and writes
 * slow, careful sentences with ellipses from a cold office. */
/*
 * 寫作說明（第 44 批：「今年冬天陸續上門的客人」）
 * 七位來自台灣各地、年齡與行業都不同的訪客，各自用手機、用自己的習慣打字：
 * 宜蘭羅東 62 歲退休郵差，一則只講一件事、不打標點，事後問了太太才更正屋齡；
 * 新竹竹北 32 歲麵包師傅，第一則就把店址、坪數、預算、開幕一口氣講完，後來又更正坪數；
 * 台中大雅 45 歲自行車零件廠業務經理，句子完整、公事公辦，中途因加購攤位更正展位大小；
 * 花蓮吉安 38 歲阿美族部落餐桌主人，短句加 emoji，會反問價錢，對時程不太確定但最後有給；
 * 雲林西螺 31 歲醬油第三代，從台北行銷公司回鄉，一則長訊息條列說明，後來更正禮盒組數；
 * 基隆八斗子 26 歲潛水教練，口語、夾英文縮寫（OW、AOW、ig），預算只說得出一個區間；
 * 澎湖馬公 49 歲國小老師，稱呼「老師您好」、標點齊全，經費還在討論、會問外島能不能接。
 * 每段都有不屬於專案的數字、地名、日期（鄰居花的錢、去年的攤位、旺季、校慶月份等），
 * 列在各段註解的「NOT facts」。時區皆為台灣 UTC+8，時間起點 2026-01-20（週二）。
 */
/* 작가 노트 (44차, "이번 겨울에 찾아오는 그대로의 방문자들"): 일곱 명 모두 한국 시간(KST)으로 휴대폰에서 씁니다.
   강릉 교동의 구축 아파트로 이사하는 63세 퇴직 국어교사는 맞춤법과 마침표를 지킨 긴 문단으로 한꺼번에 많이 말하고,
   청주 육거리시장 앞 순댓국집을 물려받은 41세 2대 사장은 띄어쓰기·문장부호 없이 한 줄에 한 가지씩 치다가 평수를
   고쳐 말합니다. 서귀포 남원의 귤청·착즙주스 농가를 하는 46세 대표는 부스 크기를 몰라 확인하고 돌아와 날짜를 한
   메시지에 몰아 적습니다. 대구 삼덕동의 27세 타투이스트는 ㅋㅋ와 영어를 섞어 질문보다 먼저 말하고 되묻습니다.
   상주 곶감 농가의 57세 사장은 말줄임표(..)와 한글 숫자(열두개)를 쓰고 입수를 정정합니다. 파주 탄현의 44세
   반려동물 장례식장 대표는 목록을 붙여 길게 쓰고, 검색 노출을 되묻고, 예산은 말하지 않습니다. 목포 하당의 33세
   예비신부는 이모지를 잔뜩 넣은 짧은 메시지로 청첩장 세트를 맡기며 스타일에는 자신이 없습니다. */
export const fortyFourthHeldOutConversations: CorpusConversation[] = [
  {
    // Mt. Lebanon (Pittsburgh), PA. Gloria, 64, a retired school nurse. She and Ray (67) want to turn the first floor
    // of their old brick Tudor into a bedroom suite so they can age in place. She writes long, properly punctuated
    // messages, answers ahead (age, layout, budget) and corrects the square footage in msg 3 (the correction wins).
    // The budget is a range. Move-in is "by August".
    // NOT facts: Ray's hip surgery in October, 31 years in the house, 1,800 sq ft (the wrong figure, which included the
    // basement), their ages 67 and 64 (audience text, not the property age), the daughter in Columbus, the
    // granddaughter's wedding in September, 8 or 9 at Sunday dinner, about 600 records.
    id: 'heldout44-residential-en-pittsburgh-aging-in-place-sqft-correction',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello, my husband and I are looking into redoing the first floor of our house in Mt. Lebanon (just south of Pittsburgh). Ray had his hip replaced in October and the stairs have become a real problem, so we'd like to turn the back den and the half bath into a bedroom suite on the main floor so we can stay in this house as long as we can. It's a brick Tudor, about 100 years old, and we've been here 31 years.",
      "The house is about 1,800 square feet. Right now it's three bedrooms upstairs with one full bath, and downstairs there's the living room, dining room, kitchen, the den and a powder room.",
      "We were thinking $85,000 or so for the budget, and we could stretch to $100,000 if it really has to be.",
      "Sorry, a correction on the size. Ray found the appraisal papers and it says 1,650 sq ft. The 1,800 must have included the finished basement.",
    ],
    whenAsked: {
      property_category: "It's a detached single-family house.",
      target_audience:
        "Just the two of us, Ray is 67 and I'm 64, plus Penny, our old beagle. The grandkids sleep over most weekends.",
      lifestyle:
        "Pretty quiet. I cook most nights, Ray reads and watches the Penguins, and Sunday dinner is the big family meal, usually eight or nine of us around the dining table.",
      preferred_style:
        "Warm and traditional, nothing too modern or cold. I love the original woodwork and the arched doorways and want to keep that feeling.",
      colors_and_elements:
        "I love deep greens and the warm wood trim. Please no gray everything, and no glossy white kitchen look.",
      move_in_date:
        "We'll probably stay with our daughter in Columbus while the work is going on. We'd like to be back home by August. Our granddaughter's wedding is in September and we're hosting the rehearsal dinner.",
      key_considerations:
        "Safety first. Wide doorways, no step into the shower, grab bars that don't look like a hospital. And we want it to still feel like our house, not a nursing home.",
      important_collections: "My mother's upright piano, and Ray's records, maybe 600 or so.",
      other_design_requirements: "Lighting, definitely. Our eyes aren't what they used to be.",
    },
    otherwise: "We don't have a strong opinion on that, whatever you think is best.",
    expected: {
      project_background: { said: 0, text: ['redoing the first floor', 'bedroom suite on the main floor'] },
      address: { said: 0, text: ['Mt. Lebanon'] },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 100, unit: 'years' } },
      problem_need: { said: 0, text: ['stairs have become a real problem'] },
      layout: { said: 1, text: ['three bedrooms upstairs', 'powder room'] },
      budget: { said: 2, value: { kind: 'money', amount: 85000, max: 100000, currency: 'USD' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['detached_house'] } },
      target_audience: { said: 'asked', text: ['two of us', 'beagle', 'grandkids'] },
      lifestyle: { said: 'asked', text: ['cook most nights', 'Sunday dinner'] },
      preferred_style: { said: 'asked', text: ['Warm and traditional', 'arched doorways'] },
      colors_and_elements: { said: 'asked', text: ['deep greens', 'no gray'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Wide doorways', 'no step into the shower', 'grab bars'] },
    },
  },
  {
    // Tucson, AZ. Marcus, 31, owns a barbershop, Sharp Lines, and is opening a second location near campus. He sends one
    // fact per message, lowercase, no punctuation, slang ("tryna", "lil"). Exercises: an opening date that he replaces
    // in msg 5 (March 1 becomes April 1), the old shop's street and size sitting next to the new ones, and a budget
    // range with "tops".
    // NOT facts: 4th Ave (the first shop), 6 yrs, 600 sq ft (the old shop), March 1 (dropped), Feb 15 (when he gets
    // the keys, not the opening), 18 to 45 (audience text), 9pm closing (an advantage, not a date).
    id: 'heldout44-commercial-en-tucson-barber-one-fact-a-message-date-correction',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'yo. i own a barbershop in tucson called Sharp Lines, opening a 2nd location and need the inside designed',
      'first shop is on 4th ave been there 6 yrs. new spot is on speedway by campus',
      'its about 900 sq ft. 4th ave is like 600 so big upgrade lol',
      'tryna open march 1',
      'main thing is the old shop is too cramped, guys end up waiting outside on the sidewalk. want 8 chairs and a lil lounge where ppl can watch the game while they wait',
      'actually scratch march 1. landlord just said keys on feb 15 so april 1 is more realistic for opening',
    ],
    whenAsked: {
      brand_value:
        "we're a neighborhood shop. clean cuts, no attitude. want ppl to walk in and feel like they're at the homie's house but its still a real professional spot",
      target_audience:
        'college guys mostly since its by UA, plus the professors and the regular dudes from the neighborhood. 18 to like 45',
      competitive_advantage:
        'we do walk ins AND appointments, open til 9pm, and all my barbers can do every hair type. a lot of shops by campus cant do curly or coily hair right',
      preferred_style:
        'kinda industrial but warm. concrete floors, wood, some plants. not that dark speakeasy vibe every new shop has',
      colors_and_elements: 'black and copper. our logo is copper. no red white blue barber pole stuff',
      unique_design: 'a wall with all the old polaroids from the 4th ave shop, like a history wall. 6 yrs of customers',
      budget: '40k for the buildout. 45 tops',
      key_considerations:
        'has to be easy to clean, hair gets everywhere. and good lighting at the stations, thats huge for fades',
      other_design_requirements: 'yea the sign out front too',
    },
    otherwise: 'no preference',
    expected: {
      project_background: { said: 0, text: ['barbershop', '2nd location'] },
      address: { said: 1, text: ['speedway'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 900, unit: 'ft2' } },
      problem_need: { said: 4, text: ['too cramped', '8 chairs'] },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'day' } },
      brand_value: { said: 'asked', text: ['neighborhood shop', 'no attitude'] },
      target_audience: { said: 'asked', text: ['college guys', 'neighborhood'] },
      competitive_advantage: { said: 'asked', text: ['walk ins AND appointments', 'every hair type'] },
      preferred_style: { said: 'asked', text: ['industrial but warm', 'not that dark speakeasy'] },
      colors_and_elements: { said: 'asked', text: ['black and copper', 'no red white blue'] },
      unique_design: { said: 'asked', text: ['polaroids', 'history wall'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 40000, max: 45000, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['easy to clean', 'lighting at the stations'] },
    },
  },
  {
    // Grand Rapids, MI. Diane, 52, VP of Sales at Millbrook Hardware (soft-close hinges, drawer slides, lighted cabinet
    // hardware). She is businesslike and answers ahead of the questions: show dates, booth size, budget, move-in and
    // move-out, and power all come in the first four messages. Exercises: the HQ city next to the venue, last year's
    // booth size and city next to this year's, a 20x20 that means 400 sq ft, "all in" money with travel left out,
    // and electricity only.
    // NOT facts: Grand Rapids (HQ, not the venue), 10x10 inline and Las Vegas (last year's show), March 12 (the last
    // show day, not move-out), their travel (separate), "three days", the Las Vegas show in January 2027 and the
    // 10x20 (future reuse).
    id: 'heldout44-exhibition-en-grand-rapids-hardware-answers-ahead',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi, I'm the VP of Sales at Millbrook Hardware in Grand Rapids, MI. We make soft-close hinges, drawer slides and lighted cabinet hardware for kitchen and bath. We're exhibiting at the kitchen & bath show in Orlando (Orange County Convention Center, West Hall) and need a custom booth designed and built. Show runs March 10-12.",
      "A few details up front so you have them: it's a 20x20 island booth this year (last year we had a 10x10 inline in Las Vegas and got buried). Budget is $60,000 all in for design, build and drayage. Our travel is separate.",
      'Setup: we can move in Sunday March 8. Move-out has to be finished by Friday March 13.',
      "We'll need power for the lighted drawer demos. No water.",
    ],
    whenAsked: {
      brand_value:
        "Quiet quality. We're the hardware you never think about because it never fails. At the booth, people should feel like they're in a really well-made kitchen, not a hardware store.",
      target_audience:
        'Kitchen & bath dealers, cabinet manufacturers and distributors. Designers too, but the dealers are the ones who buy.',
      preferred_style: 'Clean, warm, residential feel. Think high-end showroom: walnut, matte black, soft lighting.',
      unique_design:
        'A full working kitchen wall where every drawer and door can be opened, and the lighted drawers glow when you pull them. Hands-on is the point.',
      key_considerations:
        'Durability, since thousands of people will slam those drawers for three days, and a small enclosed meeting area for dealer conversations. It also has to ship back and be reusable.',
      other_design_requirements: 'Yes, a product catalog handout and a new banner for the back wall.',
      plans_after_project: "We'd like to reuse it at the Las Vegas show in January 2027, possibly reconfigured as a 10x20.",
    },
    otherwise: 'No strong preference, open to your recommendation.',
    expected: {
      project_background: { said: 0, text: ['soft-close hinges', 'custom booth'] },
      address: { said: 0, text: ['Orange County Convention Center'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-03-10', precision: 'day' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      budget: { said: 1, value: { kind: 'money', amount: 60000, currency: 'USD' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-08', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-13', precision: 'day' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['never fails', 'well-made kitchen'] },
      target_audience: { said: 'asked', text: ['dealers', 'cabinet manufacturers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['high-end showroom', 'walnut'] },
      unique_design: { said: 'asked', text: ['working kitchen wall', 'lighted drawers'] },
      key_considerations: { said: 'asked', text: ['Durability', 'meeting area', 'reusable'] },
    },
  },
  {
    // Sacramento, CA. Tony, 36, runs Delgado Heating & Air, which his dad started. It's winter, so furnace season, and
    // he types between calls with typos, "sry", "u", "n" and no capitals. Exercises: the name story arrives before it is
    // asked (msg 1), a question back about truck wraps (msg 3, not a fact), a trademark "nope" followed by a yes to
    // help, an old website next to the Facebook page, and a deadline sitting next to a different month.
    // NOT facts: '98 and Elk Grove (founding), his brother in Texas, 6 trucks and 14 guys (size of the company),
    // 65 mph on I-5, Roto-Rooter (a reference, not a competitor to file), 2012 (age of the old site), May (AC season,
    // not the deadline), homeowners "35 and up" (audience text).
    id: 'heldout44-brand-en-sacramento-hvac-typos-question-back',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "hey looking to get a new logo and everything for my heating and air company. we're in sacramento",
      "sry on a call. its Delgado Heating & Air, my dad started it in 98 as Delgado & Sons out of his garage in elk grove. my brother moved to texas so its just me now lol, name dont really fit anymore",
      'problem is we look like a 1 truck guy. we got 6 trucks and 14 guys now and the bigger commercial jobs want someone who looks legit',
      'do u guys do the truck wraps too or just the logo',
    ],
    whenAsked: {
      brand_name_story: 'like i said my dad started it as Delgado & Sons, now its Delgado Heating & Air bc its just me',
      products_or_services:
        'furnace repair n install, AC, heat pumps, duct cleaning. residential and some light commercial',
      registration_status: 'nope never did. prob should huh',
      need_registration_assistance: 'ya if u can help thatd be great',
      brand_website: 'just a facebook page, Delgado Heating and Air. website is like from 2012 lol delgadohvac.com',
      target_audience:
        'homeowners mostly 35 and up, usually their furnace just died and theyre stressed. and property managers for the commercial side',
      preferred_style:
        'bold simple, something that reads on a truck going 65 on I-5. kinda like how Roto-Rooter is everywhere but not cheesy',
      colors_and_elements:
        'keep the red from my dads logo, thats respect. maybe navy w it. no flames or snowflakes clipart plz',
      expected_deadline: 'by april. thats when we re-wrap the trucks before AC season hits in may',
      key_considerations:
        'my dad still comes by the shop, i want him to still recognize it as his. and it gotta look good small on a invoice and big on a truck',
      other_design_requirements: 'truck wraps for sure, shirts, biz cards',
    },
    otherwise: 'whatever u think',
    expected: {
      project_background: { said: 0, text: ['new logo', 'heating and air company'] },
      address: { said: 0, text: ['sacramento'] },
      brand_name_story: { said: 1, text: ['my dad started it', 'Delgado & Sons'] },
      problem_need: { said: 2, text: ['look like a 1 truck guy', 'legit'] },
      products_or_services: { said: 'asked', text: ['furnace repair', 'heat pumps', 'duct cleaning'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['facebook', 'delgadohvac.com'] },
      target_audience: { said: 'asked', text: ['homeowners', 'property managers'] },
      preferred_style: { said: 'asked', text: ['bold simple', 'reads on a truck'] },
      colors_and_elements: { said: 'asked', text: ['keep the red', 'navy', 'no flames or snowflakes'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['recognize it as his', 'small on a invoice'] },
    },
  },
  {
    // New Orleans, LA. Simone, 35, makes Creole chili crunch and a seasoning blend under the name Marigny Pantry. She
    // opens with one long message that holds the product, the current problem, where she sells and what she needs,
    // then gives a deadline with a printer lead time next to it, then corrects the chili crunch jar size (8 oz to
    // 6 oz, msg 2 wins). Exercises: several packaging forms at once, a list of sales channels, an optional problem
    // given unasked.
    // NOT facts: 8 oz (the old jar), last summer, Baton Rouge (the printer's town), 5 weeks (printer lead time), Jazz
    // Fest (why, not when), Opelousas (grandmother's town), 25-45 (audience text), Saturdays (market day).
    id: 'heldout44-packaging-en-new-orleans-chili-crunch-one-long-message-size-correction',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi there! Long message incoming 😅 I'm Simone, I run a small-batch chili crunch and seasoning company in New Orleans called Marigny Pantry. Two products: a Creole chili crunch (garlic, shallot, crushed red pepper in oil, you spoon it on eggs, red beans, pizza, everything) in 8 oz glass jars, and a Creole seasoning blend in 3.5 oz shaker jars. Right now it's a home-printed sticker label and honestly it peels in the fridge. I sell at the Crescent City Farmers Market on Saturdays and on my website, and two shops on Magazine St carry it. I need new labels for both jars and a gift box that holds one of each for the holidays + corporate gifts.",
      'Oh and I need the files by March 15. My printer in Baton Rouge needs about 5 weeks and I want the new jars out for Jazz Fest.',
      "Wait sorry, correction: the chili crunch jar is 6 oz, not 8. The 8 oz was the old jar I stopped using last summer. Seasoning is 3.5 oz, that's right.",
    ],
    whenAsked: {
      unique_selling_point:
        "It's Creole, not Sichuan-style like most chili crisps. There's filé and smoked paprika in it, and the seasoning is my grandmother's recipe from Opelousas.",
      target_audience:
        'Food people 25-45 who follow local chefs on Instagram, tourists looking for a real New Orleans gift, and people buying gifts for their office.',
      preferred_style:
        'Vintage New Orleans but not kitschy: old pharmacy labels, hand lettering, a little bit of Art Nouveau. No Mardi Gras masks, no fleur-de-lis, please.',
      colors_and_elements:
        'Marigold and deep burgundy on a cream background. Marigolds for the Marigny name. No purple-green-gold.',
      preferred_materials:
        'Waterproof label stock since the jars live in the fridge, and a kraft box for the gift set. The glass jars stay.',
      key_considerations:
        'The label has to survive the fridge and an oily jar, and it needs room for the nutrition panel and ingredients, which is a lot of text on a small jar.',
      other_design_requirements: 'Maybe a little shelf talker for the shops.',
    },
    otherwise: "I'm open, whatever you'd suggest!",
    expected: {
      project_background: { said: 0, text: ['chili crunch and seasoning company', 'new labels'] },
      address: { said: 0, text: ['New Orleans'] },
      product_description: { said: 0, text: ['Creole chili crunch', 'spoon it on eggs', 'seasoning blend'] },
      problem_need: { said: 0, text: ['peels in the fridge'] },
      sales_channels: { said: 0, text: ['Crescent City Farmers Market', 'website', 'Magazine St'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      specification: { said: 2, text: ['6 oz', '3.5 oz'] },
      unique_selling_point: { said: 'asked', text: ['not Sichuan-style', 'filé', "grandmother's recipe"] },
      target_audience: { said: 'asked', text: ['tourists', 'gifts for their office'] },
      preferred_style: { said: 'asked', text: ['old pharmacy labels', 'hand lettering'] },
      colors_and_elements: { said: 'asked', text: ['Marigold', 'burgundy', 'No purple-green-gold'] },
      preferred_materials: { said: 'asked', text: ['Waterproof label', 'kraft box'] },
      key_considerations: { said: 'asked', text: ['survive the fridge', 'nutrition panel'] },
    },
  },
  {
    // Houston, TX. Linh, 33, took over her mom's nail salon, Lotus Nail Lounge on Bellaire Blvd. She types fast with
    // emoji and some Vietnamese ("em chào anh chị", "cô chú", "tiếng Việt"). Exercises: a booking site named in the
    // first message, a question back about price (msg 2, not a fact) and then an unsure budget range (msg 3), "none"
    // plus an Instagram handle for the url, two languages, and a deadline given after a date she rules out.
    // NOT facts: her sister, her mom owning it before, weekends (when her mom works the front desk), "3 taps",
    // Valentine's (ruled out), women "20s-50s" (audience text), Montrose (a competitor's area, not hers).
    id: 'heldout44-website-en-houston-nail-salon-vietnamese-mix-unsure-budget',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      'hi em chào anh chị 🙏 i have a nail salon in houston, Lotus Nail Lounge on Bellaire Blvd. need a website w online booking',
      'right now ppl book thru IG DMs and phone and its chaos, we double book like every weekend 😩',
      'how much does a site like that usually cost?',
      "ok idk maybe like 3-5k? my sister says i'm crazy lol",
    ],
    whenAsked: {
      url: 'none, just IG @lotusnaillounge.htx and our google page',
      main_pages: 'services n prices, booking, gallery of our nail art, about us, contact/map',
      languages:
        'english and vietnamese. my mom does the front desk on weekends and a lot of older cô chú customers only read tiếng Việt',
      target_audience:
        'women 20s-50s in the area, lots of girls from the med center, and the older vietnamese ladies who been coming since my mom owned it',
      competitors:
        'i like the Olive & June website, super clean. and Glossy Box Nails in Montrose, their booking is so easy',
      preferred_style: 'clean and soft, kinda spa-like, not the neon glitter look lol',
      expected_deadline: "valentines is obv too soon 😭 so by mother's day? may 10",
      key_considerations:
        'booking has to be SUPER easy on phone, like 3 taps. and my mom has to be able to see the appointments without calling me',
      colors_and_elements: 'blush pink and gold, lotus flower ofc',
    },
    otherwise: 'hmm not sure, whatever u think is good',
    expected: {
      project_background: { said: 0, text: ['nail salon', 'online booking'] },
      address: { said: 0, text: ['Bellaire Blvd'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['IG DMs', 'double book'] },
      budget: { said: 3, value: { kind: 'money', amount: 3000, max: 5000, currency: 'USD' } },
      url: { said: 'asked', text: ['lotusnaillounge.htx'] },
      main_pages: { said: 'asked', text: ['services', 'booking', 'gallery'] },
      languages: { said: 'asked', text: ['english', 'vietnamese'] },
      target_audience: { said: 'asked', text: ['med center', 'older vietnamese ladies'] },
      competitors: { said: 'asked', text: ['Olive & June', 'Glossy Box Nails'] },
      preferred_style: { said: 'asked', text: ['spa-like', 'not the neon glitter'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-10', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['SUPER easy on phone', 'see the appointments'] },
    },
  },
  {
    // Willow, AK. Kate, 57, runs Spruce Hollow Kennels, a sled-dog tour business, and writes from her office on a
    // -18 morning in slow, careful sentences with ellipses. She wants a wrap design for two passenger vans and a trail
    // map board. Exercises: the "other" type, where what to design comes in the first message; a deadline set
    // between two other dates and a town; collaboration notes answered when asked (core for "other").
    // NOT facts: -18, 70 miles north of Anchorage (distance to Anchorage, not to the studio), the hotels in Anchorage
    // and Whittier (pickup points), Wasilla (the wrap shop), May 20 (start of tours), Juniper (a dog to feature, not a
    // person), 40 below, the Lower 48, Japan and Europe (where guests come from).
    id: 'heldout44-other-en-willow-ak-sled-dog-van-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -540,
    messages: [
      "Good morning from Willow, Alaska... it's -18 here today so I'm inside catching up on office work. I run a sled dog tour business, Spruce Hollow Kennels, about 70 miles north of Anchorage. We'd like our two passenger vans wrapped with a real design, and a new trail map board for our visitor cabin.",
      "The vans pick guests up at hotels in Anchorage, and at the cruise dock in Whittier in summer, and right now they're plain white... nobody knows it's us. Cruise guests walk right past our driver holding a paper sign.",
      "I'd need the design done by April 10 so the wrap shop in Wasilla has time before we start summer tours May 20.",
    ],
    whenAsked: {
      target_audience:
        'Mostly cruise passengers and tourists, a lot of retirees from the Lower 48, some families. In winter it is more adventure travelers and folks from Japan and Europe hoping to see the northern lights.',
      preferred_style:
        'Honest and outdoorsy, a bit of a vintage national park poster feel. Not cartoon huskies, please.',
      colors_and_elements:
        'Our dogs, of course... especially Juniper, our old lead dog. Spruce green, and a warm orange so the vans show up in snow. Avoid white and light blue, they disappear out here.',
      key_considerations:
        'The phone number and website have to be readable from across a parking lot, and the wrap has to hold up to gravel roads and 40 below.',
      collaboration_notes:
        "Email is best, I'm out on the trail most days with spotty signal. Please cc my daughter Anna, she handles our social media, but I make the final call.",
      plans_after_project: 'If it goes well, matching signs at the kennel and maybe some merch for the gift shop.',
      number_of_visits:
        "We're a long way off, so video calls would be best... maybe one visit in person if you come up for a tour!",
    },
    otherwise: 'No strong feelings on that one... I trust your judgment.',
    expected: {
      project_background: { said: 0, text: ['sled dog tour business', 'Spruce Hollow Kennels'] },
      other_design_requirements: { said: 0, text: ['two passenger vans wrapped', 'trail map board'] },
      address: { said: 0, text: ['Willow'] },
      problem_need: { said: 1, text: ['plain white', 'nobody knows'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-04-10', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['cruise passengers', 'northern lights'] },
      preferred_style: { said: 'asked', text: ['vintage national park poster', 'Not cartoon huskies'] },
      colors_and_elements: { said: 'asked', text: ['Spruce green', 'warm orange', 'Avoid white'] },
      key_considerations: { said: 'asked', text: ['readable from across a parking lot', 'gravel roads'] },
      collaboration_notes: { said: 'asked', text: ['Email is best', 'cc my daughter Anna', 'final call'] },
    },
  },
  {
    // 宜蘭羅東 62 歲退休郵差，老家透天厝要為夫妻倆養老整理。一則一件事、空格代替標點、不太會打字。
    // 先說房子「大概40年」，第 3 則問過太太後更正為 38 年（民國77年蓋）。第 5 則自己提到集郵（optional 收藏）。
    // 坪數回答「一層差不多22坪 三層加起來66坪左右」→ 整棟 66 坪。入住「最晚12月」→ 2026-12 by。
    // NOT facts: 40年（已更正）、民國77年（興建年）、台北（兒子住的地方）、孫子5歲、鄰居花的300多萬、
    // 「下個月就過年了」（不是入住日）、22坪（單層）、集郵三十幾年。
    id: 'heldout44-residential-zh-luodong-retired-postman-age-correction',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我住宜蘭羅東 想把老家透天厝整理一下',
      '房子大概40年了 樓梯很陡 浴室也很滑 我太太膝蓋開過刀 上下樓很辛苦',
      '一樓想改一間房間給我們兩個老的住 不要再爬樓梯',
      '剛剛問我太太 房子是民國77年蓋的 所以應該是38年才對 不好意思',
      '兒子一家在台北 過年才回來 孫子5歲 回來的時候要有地方睡',
      '對了 我集郵集了三十幾年 有好幾櫃 希望有地方放',
    ],
    whenAsked: {
      layout: '一樓客廳廚房 二樓三間房 三樓一間加神明廳 浴室一樓一間二樓一間',
      lifestyle: '我每天早上去運動公園走路 太太喜歡種花 門口有種一些 晚上看電視 很早睡',
      preferred_style: '我不懂什麼風格 簡單 好整理就好 看起來溫暖一點',
      colors_and_elements: '木頭的感覺可以 神明廳要保留 顏色不要太暗',
      space_size: '一層差不多22坪 三層加起來66坪左右 詳細要看權狀',
      budget: '我們退休金有限 最多200萬 鄰居去年弄他家花了300多萬 我們沒辦法那麼多',
      move_in_date: '今年過年一定來不及啦 下個月就過年了 希望年底前可以住進去 最晚12月',
      key_considerations: '安全最重要 扶手 防滑 還有浴室不要有門檻 我太太以後可能要坐輪椅',
    },
    otherwise: '這個我不太懂 你們專業的決定就好',
    expected: {
      project_background: { said: 0, text: ['老家透天厝', '整理'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 0, text: ['羅東'] },
      problem_need: { said: 1, text: ['樓梯很陡', '浴室也很滑'] },
      target_audience: { said: 2, text: ['我們兩個老的'] },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 38, unit: 'years' } },
      important_collections: { said: 5, text: ['集郵'] },
      layout: { said: 'asked', text: ['二樓三間房', '神明廳'] },
      lifestyle: { said: 'asked', text: ['種花', '很早睡'] },
      preferred_style: { said: 'asked', text: ['簡單', '好整理'] },
      colors_and_elements: { said: 'asked', text: ['木頭', '神明廳要保留'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 66, unit: 'ping' } },
      budget: { said: 'asked', value: { kind: 'money', amount: 2_000_000, currency: 'TWD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-12-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['安全最重要', '防滑'] },
    },
  },
  {
    // 新竹竹北 32 歲女生，在台北法式麵包店做了 8 年師傅，回鄉開歐式麵包店。
    // 第一則長訊息一次講完店址、坪數、預算、開幕（搶答）；第 2 則反問有沒有做過烘焙坊；
    // 第 3 則更正坪數：合約是 16.5 坪，18 坪是含騎樓。開幕「5月初」→ 2026-05。
    // NOT facts: 8年、台北（以前工作的店）、18坪（已更正）、設備另外買的80萬、房東免租到4月底、4-5個位子、科學園區。
    id: 'heldout44-commercial-zh-zhubei-bakery-long-first-message-size-correction',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好！我想詢問店面設計～我是做麵包的，之前在台北一家法式麵包店當了8年師傅，今年想回家鄉竹北開自己的店🥖 主打歐式麵包跟可頌。店面已經租好了，在竹北光明六路附近的巷子裡，一樓大概18坪，前面賣場後面廚房，想留4-5個位子給客人內用喝咖啡。預算抓150萬左右（不含烤箱設備，設備我另外買了大概80萬），希望5月初可以開幕，因為房東給我免租到4月底😅',
      '喔對了 客人應該是附近科學園區的工程師家庭跟年輕媽媽 竹北很多新大樓',
      '想問一下你們有做過烘焙坊嗎？有的話可以給我看作品嗎',
      '啊抱歉 剛剛坪數講錯 我看了一下合約是16.5坪 18是含騎樓的',
    ],
    whenAsked: {
      problem_need: '希望動線順 一個人顧店也看得到門口跟烤箱 然後麵包要擺得好看讓人想拍照',
      brand_value: '真材實料 天然酵母 希望客人進來覺得溫暖放鬆 像走進朋友家的廚房',
      competitive_advantage: '附近麵包店大多是日式軟麵包跟連鎖的 我做的是長時間發酵的歐式跟可頌 比較少見',
      preferred_style: '溫暖 木頭 有點法式小店的感覺 不要太網美',
      colors_and_elements: '喜歡奶油色 麥子的顏色 可以有一點磁磚 不要粉紅',
      unique_design: '想要一面玻璃讓客人看到我在揉麵團 做麵包的過程',
      key_considerations: '預算真的不能超過 還有廚房排水跟電力要夠 烤箱很吃電',
      other_design_requirements: '招牌跟紙袋也想一起做 可以嗎',
    },
    otherwise: '都可以～你們覺得好就好',
    expected: {
      project_background: { said: 0, text: ['做麵包', '開自己的店'] },
      address: { said: 0, text: ['竹北光明六路'] },
      budget: { said: 0, value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      target_audience: { said: 1, text: ['工程師家庭', '年輕媽媽'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 16.5, unit: 'ping' } },
      problem_need: { said: 'asked', text: ['動線順', '一個人顧店'] },
      brand_value: { said: 'asked', text: ['天然酵母', '朋友家的廚房'] },
      competitive_advantage: { said: 'asked', text: ['長時間發酵'] },
      preferred_style: { said: 'asked', text: ['法式小店', '不要太網美'] },
      colors_and_elements: { said: 'asked', text: ['奶油色', '磁磚'] },
      unique_design: { said: 'asked', text: ['看到我在揉麵團'] },
      key_considerations: { said: 'asked', text: ['預算真的不能超過', '烤箱很吃電'] },
    },
  },
  {
    // 台中大雅自行車零件廠（花鼓、快拆）45 歲業務經理，要參加三月台北自行車展。句子完整、公事口吻。
    // 第 1 則說攤位 3x3、9 平方米；第 3 則更正：加購成功，兩攤併成 3x6 共 18 平方米。
    // 第 4 則自己提到六月 Eurobike 想沿用展位（optional 後續計畫）。
    // 開展 3/25、進場 3/23、撤場 3/28，皆 2026 年。水電：只要電。
    // NOT facts: 9平方米 / 3x3（已更正）、去年 25萬（去年的攤位）、OEM 28年、6月德國 Eurobike（不是本展日期或地點）、兩張桌子不是坪數。
    id: 'heldout44-exhibition-zh-daya-bike-parts-booth-upgrade-correction',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是台中大雅的自行車零件廠，主要做花鼓跟快拆，今年3月要參加台北自行車展，想找人設計展位。',
      '攤位是3x3，9平方米，在南港展覽館1館4樓。',
      '今年主打新開發的碳纖維花鼓，想讓國外買家看得到內部結構。',
      '不好意思更正一下，剛剛主辦單位通知我們加購成功，變成兩個攤位併在一起 3x6 共18平方米，位置不變。',
      '如果這次做得好，6月德國的Eurobike也想沿用同一套展位。',
    ],
    whenAsked: {
      brand_value: '精密、耐用，我們做OEM做了28年，希望買家一看就覺得這家很專業、可以信任。',
      target_audience: '主要是歐洲跟日本的品牌採購、代理商，一般車友比較次要。',
      preferred_style: '簡潔、工業風，不要太花俏，像精品那樣乾淨。',
      unique_design: '想要一個旋轉展示台，放花鼓剖面讓人看到軸承；另外想要一面牆掛整台組好的車。',
      water_electricity_supply: '只要電就好，有螢幕跟燈，不用水。',
      budget: '老闆給的預算是60萬以內。去年3x3只花了25萬，但今年攤位變大了。',
      opening_date: '3/25開展。',
      entry_date: '主辦單位排3/23進場，我們預計一天佈置完。',
      exit_date: '3/28最後一天，閉展後當晚撤場。',
      key_considerations: '時間很趕，而且要有一個可以跟買家坐下來談的洽談區，至少兩張桌子。',
    },
    otherwise: '這部分沒有特別要求，請貴公司建議。',
    expected: {
      project_background: { said: 0, text: ['自行車零件', '台北自行車展'] },
      address: { said: 1, text: ['南港展覽館'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      plans_after_project: { said: 4, text: ['Eurobike', '沿用'] },
      brand_value: { said: 'asked', text: ['精密', '可以信任'] },
      target_audience: { said: 'asked', text: ['品牌採購', '代理商'] },
      preferred_style: { said: 'asked', text: ['簡潔', '工業風'] },
      unique_design: { said: 'asked', text: ['旋轉展示台', '剖面'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 600_000, currency: 'TWD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-25', precision: 'day' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-23', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-28', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['洽談區'] },
    },
  },
  {
    // 花蓮吉安 38 歲阿美族女性，經營預約制部落餐桌「Ina的廚房」，也開野菜料理課。短句、emoji、口語。
    // 品牌名稱故事第 3 則自己講了（Ina 是阿美族語「媽媽」）；第 4 則反問價錢（沒有事實）。
    // 商標「上個月剛送件」→ in_progress；不需要協助 → false。截止：不太確定，但說「5月底前設計好應該可以吧」→ 2026-05 by。
    // NOT facts: 一次最多12個人（餐桌人數）、7月（菜單要印好）、暑假旺季、台北（客人來處）、上個月（送件時間）。
    id: 'heldout44-brand-zh-jian-amis-kitchen-story-first-asks-price',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～想問做logo的事情',
      '我在花蓮吉安經營部落餐桌 叫「Ina的廚房」 有時候也開野菜料理課🌿',
      '現在都用手機自己亂做圖 想要有一個正式的logo跟整套的視覺 名片菜單那些也要',
      'Ina是阿美族語媽媽的意思啦 我媽以前帶我去田邊採野菜 教我認哪些可以吃 這個名字是想記得她😊',
      '請問這樣大概要多少錢啊？',
    ],
    whenAsked: {
      problem_need: '客人常常找不到我們 網路上看起來很不專業 想讓人家一看就知道是原住民料理 而且有質感',
      products_or_services: '部落餐桌預約制 一次最多12個人、野菜料理課、還有自己醃的silaw（醃生豬肉）跟剝皮辣椒可以宅配',
      registration_status: '上個月剛送件 還在等',
      need_registration_assistance: '不用喔 是朋友介紹的代書幫忙送的',
      brand_website: '只有IG @ina.kitchen.hualien 臉書也有但很少更新',
      target_audience: '大部分是從台北來玩的年輕人 也有日本客人 喜歡深度旅遊那種',
      preferred_style: '自然 手感 有溫度 不要那種很觀光的感覺',
      colors_and_elements: '想要有野菜或葉子的感覺 綠色跟土的顏色 紅黑白那種傳統配色不要太多',
      expected_deadline: '我也不確定要多久欸 暑假是旺季 7月前菜單要印好 所以5月底前設計好應該可以吧',
      key_considerations: '要尊重我們的文化 不要亂用族群的符號 這個很重要',
    },
    otherwise: '都可以啦 沒想那麼多😂',
    expected: {
      address: { said: 1, text: ['花蓮吉安'] },
      project_background: { said: 2, text: ['正式的logo', '整套的視覺'] },
      other_design_requirements: { said: 2, text: ['名片菜單'] },
      brand_name_story: { said: 3, text: ['阿美族語媽媽的意思', '記得她'] },
      problem_need: { said: 'asked', text: ['不專業', '有質感'] },
      products_or_services: { said: 'asked', text: ['部落餐桌', '野菜料理課', 'silaw'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['@ina.kitchen.hualien'] },
      target_audience: { said: 'asked', text: ['台北來玩的年輕人', '日本客人'] },
      preferred_style: { said: 'asked', text: ['自然', '手感'] },
      colors_and_elements: { said: 'asked', text: ['葉子', '綠色', '土的顏色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['尊重我們的文化', '不要亂用族群的符號'] },
    },
  },
  {
    // 雲林西螺黑豆醬油第三代，31 歲女兒，從台北行銷公司離職回家幫忙。第一則長訊息、條列式，搶答規格與包裝形式。
    // 第 1 則補充瓶子沿用不換（只做標籤跟外盒）；第 2 則更正禮盒：兩瓶一組改三瓶一組。
    // 包裝形式：瓶標 label + 禮盒 gift_set（玻璃瓶沿用，不是這次要設計的）。截止「3月底前」→ 2026-03 by。
    // NOT facts: 民國五十幾年（阿公開始做的年代）、一年一萬多瓶、台北（以前的公司）、兩瓶一組（已更正）、
    // 120天（曝曬天數，是賣點不是時程）、4月送印、母親節、50歲以上（現有客人，不是目標全部）。
    id: 'heldout44-packaging-zh-xiluo-soy-sauce-itemised-long-message-set-correction',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，我家在雲林西螺做黑豆醬油，我是第三代，去年從台北的行銷公司離職回來幫忙。阿公從民國五十幾年就開始用甕缸曝曬，現在一年大概賣一萬多瓶，以前都是老客人跟農會在買。\n這次想重新設計包裝：\n1. 主力是420ml的玻璃瓶醬油，想換新的瓶標\n2. 另外想做兩瓶一組的禮盒，給年節送禮用\n3. 之後可能會上網路賣，所以禮盒要耐寄',
      '喔還有 瓶子我們用的是現成的玻璃瓶 不換 只換標籤跟外盒',
      '啊 更正一下 容量是420ml沒錯 但禮盒想改成三瓶一組 我爸說兩瓶太寒酸😂',
    ],
    whenAsked: {
      product_description: '就是黑豆釀的醬油 沾的滷的都可以',
      unique_selling_point: '純黑豆 不加焦糖色 在甕裡曬120天 味道比較甘',
      target_audience: '現在是50歲以上的老客人 但我想吸引30幾歲會自己煮飯、在意食材的人',
      sales_channels: '西螺農會、自己的門市，之後想上蝦皮跟自己的網站',
      preferred_style: '質樸但有設計感 不要太老派 可以參考日本那種老醬油藏的包裝',
      colors_and_elements: '黑色 米色 想放甕缸的圖案 不要紅金配色 太像過年伴手禮',
      preferred_materials: '禮盒想用牛皮紙或是瓦楞紙 要耐寄 不想用塑膠',
      expected_deadline: '希望3月底前設計好 4月要送印 趕母親節',
      key_considerations: '阿公的名字要留在瓶標上 老客人認得 還有禮盒寄送不能破',
    },
    otherwise: '這個我再跟我爸討論看看，目前沒有特別想法',
    expected: {
      project_background: { said: 0, text: ['黑豆醬油', '第三代'] },
      product_description: { said: 0, text: ['黑豆醬油', '甕缸曝曬'] },
      address: { said: 0, text: ['西螺'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      specification: { said: 2, text: ['420ml', '三瓶一組'] },
      unique_selling_point: { said: 'asked', text: ['不加焦糖色', '甕裡曬120天'] },
      target_audience: { said: 'asked', text: ['30幾歲會自己煮飯'] },
      sales_channels: { said: 'asked', text: ['農會', '門市', '蝦皮'] },
      preferred_style: { said: 'asked', text: ['質樸但有設計感', '日本'] },
      colors_and_elements: { said: 'asked', text: ['甕缸的圖案', '不要紅金'] },
      preferred_materials: { said: 'asked', text: ['牛皮紙', '瓦楞紙'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['阿公的名字', '不能破'] },
    },
  },
  {
    // 基隆八斗子潛水店 26 歲教練，口語、夾英文縮寫（OW、AOW、ig、wix），一則一句。
    // 目前網址是朋友做的 wix 舊站（第 3 則）；第 4 則自己提到之後想賣周邊（optional 後續計畫）。
    // 預算只說得出區間「10萬到15萬可以嗎」→ 100000–150000 TWD。上線「4月底前」→ 2026-04 by。
    // NOT facts: 夏天、5月（旺季開始）、台北（客人來處）、墾丁跟小琉球（別家店的地點）、20-35歲、舊站上的舊價格。
    id: 'heldout44-website-zh-keelung-dive-shop-abbreviations-budget-range',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 想做網站 我們是基隆八斗子的潛水店',
      '現在報名都靠ig私訊跟line 每到夏天訊息爆炸根本回不完😵 想要可以直接線上預約課程跟繳訂金',
      '課程有體驗潛水 OW AOW 還有船潛 另外有裝備租借',
      '現在有一個很久以前朋友用wix做的 badouzidive.wixsite.com/home 很久沒更新了 上面課程價格都是舊的',
      '以後也想賣一些自己店的周邊 毛巾跟貼紙那種',
    ],
    whenAsked: {
      category: '預約的那種吧 也要能介紹課程',
      main_pages: '首頁 課程介紹 線上預約 教練介紹 潛點介紹 常見問題',
      languages: '中文跟英文 很多在台北工作的外國人會來學',
      target_audience: '20-35歲想學潛水的上班族 大部分從台北來 還有外國人',
      competitors: '墾丁跟小琉球有幾家做得不錯 像「藍洞潛水」的網站就很清楚',
      preferred_style: '清爽 海洋感 有很多水下照片 不要太商業',
      budget: '不太懂行情欸 10萬到15萬可以嗎',
      expected_deadline: '4月底前一定要上線 5月開始就是旺季了',
      key_considerations: '手機好操作最重要 我們客人幾乎都用手機 還有要能收訂金',
    },
    otherwise: '都可以啊 沒差',
    expected: {
      project_background: { said: 0, text: ['潛水店'] },
      address: { said: 0, text: ['八斗子'] },
      problem_need: { said: 1, text: ['訊息爆炸', '線上預約課程'] },
      url: { said: 3, text: ['badouzidive.wixsite.com'] },
      plans_after_project: { said: 4, text: ['周邊'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['課程介紹', '線上預約', '常見問題'] },
      languages: { said: 'asked', text: ['中文', '英文'] },
      target_audience: { said: 'asked', text: ['上班族', '外國人'] },
      competitors: { said: 'asked', text: ['藍洞潛水'] },
      preferred_style: { said: 'asked', text: ['清爽', '海洋感', '水下照片'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 100_000, max: 150_000, currency: 'TWD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['手機好操作', '收訂金'] },
    },
  },
  {
    // 澎湖馬公某國小 49 歲女老師，負責百年校慶籌備，要校慶整體視覺（logo、紀念T恤、紀念特刊封面）。
    // 稱呼「老師您好」、句子完整有標點。經費由家長會贊助「還在討論」（此類型沒有預算欄位，不應被當成任何值）；
    // 第 3 則反問外島能不能接、沒辦法常去台北開會。截止「6月底前全部設計好」→ 2026-06 by。
    // NOT facts: 今年11月（校慶月份，不是截止）、100週年、下個月家長會開會、台北、全校180人、9月特刊送印。
    id: 'heldout44-other-zh-magong-school-centennial-polite-offshore-question',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '老師您好，我是澎湖馬公一所國小的老師，負責學校百年校慶的籌備工作。',
      '學校今年11月滿100週年，想請設計師幫忙設計校慶的整體視覺，包括校慶logo、紀念T恤和紀念特刊的封面。',
      '經費的部分是家長會贊助，金額還在討論，可能要等下個月家長會開會才知道。',
      '另外想請問，你們可以接受外島的案子嗎？我們沒辦法常常去台北開會。',
    ],
    whenAsked: {
      problem_need: '希望畢業的校友和社區的人都能一起參與，有一個大家認得的校慶標誌，而不是每次活動都用不一樣的圖。',
      target_audience: '全校學生大約180人，還有校友、家長和社區的長輩，很多校友已經在台灣本島工作。',
      preferred_style: '活潑但不要太幼稚，有海島的感覺，大人小孩都會喜歡。',
      colors_and_elements: '學校旁邊就是海，想用藍色；也希望加入玄武岩和天人菊，天人菊是我們的縣花。',
      address: '澎湖縣馬公市。',
      expected_deadline: '希望6月底前全部設計好，因為特刊9月要送印，11月就是校慶了。',
      key_considerations: '希望設計能讓小朋友參與，例如用學生畫的圖當元素；另外T恤的成本不能太高。',
      collaboration_notes: '主要跟我聯絡就好，用LINE或email，大概兩週更新一次。最後要給校長和家長會長看過才能定案。開會的話希望用視訊。',
    },
    otherwise: '這部分我們沒有特別的想法，麻煩您們給建議，謝謝。',
    expected: {
      project_background: { said: 0, text: ['百年校慶'] },
      address: { said: 0, text: ['澎湖馬公'] },
      other_design_requirements: { said: 1, text: ['校慶logo', '紀念T恤', '紀念特刊'] },
      problem_need: { said: 'asked', text: ['大家認得的校慶標誌'] },
      target_audience: { said: 'asked', text: ['校友', '家長', '社區的長輩'] },
      preferred_style: { said: 'asked', text: ['活潑但不要太幼稚', '海島'] },
      colors_and_elements: { said: 'asked', text: ['藍色', '玄武岩', '天人菊'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['學生畫的圖', '成本不能太高'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '兩週', '校長和家長會長'] },
    },
  },
  {
    // 강릉. 63세 퇴직 국어교사(여). 남편도 작년에 퇴직, 원주 단독주택을 정리하고 강릉 교동의 27년 된 32평 아파트를
    // 전체 리모델링해서 들어가려 함. 맞춤법·마침표를 지키는 긴 문단형. 첫 메시지 하나에 배경·유형·지역·평수·연식·구조를
    // 몰아서 말함(질문보다 먼저 답하기). 소장품(책, LP)은 선택 항목을 스스로 말한 것. 예산은 범위(6천~7천).
    // 입주 "5월 중순에는" → 2026-05 (month).
    // NOT facts: 작년(퇴직한 때), 원주 단독주택·45평(이전 집), 33년(교직 경력), 천 권, 4월 말(원주 집 비우는 때),
    // 서울(딸네 집), 한 달(손주가 머무는 기간), 경포(산책 장소이지 주소가 아님).
    id: 'heldout44-residential-ko-gangneung-retired-long-paragraphs',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 인테리어 상담을 받고 싶어 글 남깁니다. 남편과 제가 둘 다 작년에 정년퇴직을 하고, 원주에 있는 단독주택(45평)을 정리해서 강릉 교동에 있는 아파트로 이사하려고 합니다. 32평이고 지은 지 27년 된 구축이라 전체 리모델링을 생각하고 있어요. 구조는 방 3개, 욕실 2개에 거실 하나 있는 평범한 구조입니다.',
      '집을 보러 갔을 때 제일 마음에 걸렸던 게 겨울 외풍이었어요. 창호가 오래돼서 베란다 쪽은 결로가 심하고 곰팡이 자국도 있더라고요. 그리고 주방이 너무 좁고 어두워서 그 부분은 꼭 바꾸고 싶습니다.',
      '아, 저는 책이 많아요. 국어 선생님을 33년 했더니 버리지 못한 책이 천 권은 넘는 것 같아요 ㅎㅎ 남편은 LP를 모으고요. 둘 다 제대로 꽂아 둘 자리가 있으면 좋겠습니다.',
      '예산은 6천 정도 생각하고 있고, 많아야 7천까지요. 원주 집은 4월 말에 비워 줘야 해서 5월 중순에는 입주하고 싶습니다.',
    ],
    whenAsked: {
      target_audience: '남편이랑 저 둘이 살아요. 여름방학에는 서울 사는 딸네 손주 둘이 와서 한 달씩 있다 가고요.',
      lifestyle:
        '남편은 아침마다 경포까지 걷고 오고, 저는 오전에 책 읽고 오후에는 복지관에서 글쓰기 수업을 해요. 저녁은 꼭 집에서 해 먹어요.',
      preferred_style:
        '너무 유행 타는 건 싫고요, 원목이 많이 들어간 따뜻하고 차분한 분위기면 좋겠어요. 일본 료칸 같은 느낌도 괜찮고요.',
      colors_and_elements: '흰색 바탕에 나무색이요. 회색 타일은 차가워 보여서 피하고 싶어요.',
      key_considerations:
        '나이 들어서 오래 살 집이니 문턱은 없애고 욕실은 미끄럽지 않게 해 주세요. 그리고 무엇보다 단열이요. 겨울을 따뜻하게 나고 싶어요.',
      expected_deadline: '3월 초에는 공사를 시작해야 하지 않을까요? 그 전에 디자인이 나오면 좋겠습니다.',
      other_design_requirements: '책장이랑 LP 장은 맞춤으로 짜 주시면 좋겠어요. 조명도 같이 봐 주세요.',
      collaboration_notes: '결정은 둘이 같이 하는데 최종은 제가 해요 ㅎㅎ 연락은 전화가 편합니다.',
      plans_after_project: '지금처럼 둘이 조용히 살겠지요. 혹시 나중에 시어머님을 모셔야 할 수도 있어요.',
    },
    otherwise: '특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['교동'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 27, unit: 'years' } },
      layout: { said: 0, text: ['방 3개', '욕실 2개'] },
      problem_need: { said: 1, text: ['외풍', '결로', '주방'] },
      important_collections: { said: 2, text: ['책', 'LP'] },
      budget: { said: 3, value: { kind: 'money', amount: 60_000_000, max: 70_000_000, currency: 'KRW' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      target_audience: { said: 'asked', text: ['남편이랑 저 둘', '손주'] },
      lifestyle: { said: 'asked', text: ['책 읽고', '집에서 해 먹어요'] },
      preferred_style: { said: 'asked', text: ['원목', '따뜻하고 차분한', '료칸'] },
      colors_and_elements: { said: 'asked', text: ['나무색', '회색 타일'] },
      key_considerations: { said: 'asked', text: ['문턱', '미끄럽지 않게', '단열'] },
    },
  },
  {
    // 청주 육거리시장 앞. 41세 남, 어머니가 30년 하던 순댓국집을 이어받은 2대 사장. 띄어쓰기·문장부호 거의 없이
    // 한 줄에 한 가지씩, 오타 섞임(잘못말햇네요). 평수를 "실평 25평"이라 했다가 계약서를 보고 28평으로 정정(정정이 이김).
    // 경쟁 강점(사골 18시간)을 묻기 전에 말함. 오픈 "3월 중순" → 2026-03 (month).
    // NOT facts: 30년(가게 역사), 25평(정정 전 값), 건너편 프랜차이즈 국밥집과 작년(경쟁사가 생긴 때), 18시간은 조리 시간이지
    // 일정이 아님, 설 연휴(공사 시작 시점의 기준), 20~30대(고객층 설명의 일부).
    id: 'heldout44-commercial-ko-cheongju-gukbap-one-line-corrects-size',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 식당 인테리어 문의드려요',
      '청주 육거리시장 앞인데 어머니가 30년 하시던 순댓국집을 제가 이어받았거든요',
      '가게가 넘 낡아서 젊은손님들이 안들어와요 배달은 잘되는데 홀이 죽었어요',
      '평수는 실평 25평이요 주방포함',
      '건너편에 작년에 프랜차이즈 국밥집 생겼는데 거긴 깔끔하긴한데 맛은 저희가 낫죠 ㅋ 사골 직접 18시간 고아요',
      '아 평수 잘못말햇네요 계약서 보니까 28평이에요',
    ],
    whenAsked: {
      brand_value: '30년 한결같은 맛이요 들어오면 그냥 편하고 든든한 느낌',
      target_audience: '지금은 시장 상인분들 어르신들 많고 앞으로는 20~30대 직장인들도 점심에 오게하고싶어요',
      preferred_style: '노포 느낌은 살리고 싶은데 깔끔하게요 을지로 노포 감성? 그런거',
      colors_and_elements: '따뜻한 나무색이랑 흰색이요 빨간색은 빼주세요 너무 옛날 식당같아서',
      unique_design: '어머니가 쓰시던 나무 간판 있는데 그거 안에 걸고 싶어요 그리고 가마솥 보이는 오픈주방',
      budget: '4천정도요 철거포함',
      opening_date: '설 연휴 끝나고 공사해서 3월 중순엔 다시 열어야돼요',
      key_considerations: '공사기간 최대한 짧게요 문닫고있으면 단골 다 떨어져요 ㅠ 그리고 환기 꼭이요 냄새',
      other_design_requirements: '메뉴판이랑 바깥 간판도 같이 해주시면 좋고요',
    },
    otherwise: '그건 잘 모르겠어요',
    expected: {
      project_background: { said: 1, text: ['순댓국집', '이어받'] },
      address: { said: 1, text: ['육거리시장'] },
      problem_need: { said: 2, text: ['낡아서', '홀이 죽었어요'] },
      competitive_advantage: { said: 4, text: ['사골 직접 18시간'] },
      space_size: { said: 5, value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong' } },
      brand_value: { said: 'asked', text: ['한결같은 맛', '든든한'] },
      target_audience: { said: 'asked', text: ['시장 상인', '직장인'] },
      preferred_style: { said: 'asked', text: ['노포', '깔끔하게'] },
      colors_and_elements: { said: 'asked', text: ['나무색', '빨간색'] },
      unique_design: { said: 'asked', text: ['나무 간판', '오픈주방'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 40_000_000, currency: 'KRW' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['공사기간', '환기'] },
    },
  },
  {
    // 서귀포 남원. 46세 여, 감귤 농사를 지으며 수제 귤청·착즙주스 브랜드 '귤담'을 하는 대표. 부산 벡스코 카페&베이커리
    // 페어에 처음 단독 부스. 존댓말에 물결표, 중간 길이. 부스 크기를 "3x6인가?" 하고 모른다고 했다가(기대값 아님) 확인하고
    // 돌아와 크기·반입·개막·철수를 한 메시지에 몰아서 말함. 수도·전기는 시음 때문에 둘 다(묻기 전에). 예산은 한글 숫자
    // "천오백" = 1,500만 원, 참가비는 별도라고 되물음.
    // NOT facts: 서귀포·남원(회사 위치이지 전시 장소가 아님), 작년 서울 코엑스 박람회와 3x3(지인 부스), 3x6(확인 전 추측),
    // 저녁 6시(철수 시각, 날짜는 15일), 가을 서울 카페쇼(이후 계획), 참가비.
    id: 'heldout44-exhibition-ko-seogwipo-citrus-unsure-then-confirms',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요~ 제주 서귀포 남원에서 감귤농사 지으면서 수제 귤청이랑 착즙주스 만드는 '귤담'이라고 합니다. 3월에 부산 벡스코 카페&베이커리페어에 처음으로 부스를 내게 돼서요~ 부스 디자인이랑 시공까지 가능하실까요?",
      '작년엔 서울 코엑스 박람회에 지인 부스 한켠을 빌려서 나갔었는데 3x3도 안 되는 데서 하니까 너무 초라해 보였어요 ㅠ 이번엔 제대로 하고 싶어요',
      '부스는 2부스 신청했는데 크기가... 3x6인가? 확인해보고 말씀드릴게요',
      '확인했어요! 6m x 3m 18㎡ 이에요. 반입은 3월 11일이고 전시는 12일부터 15일까지, 철수는 마지막날 15일 저녁 6시 이후래요',
      '참, 시음을 꼭 해야 해서 물이랑 전기 둘 다 필요해요~ 착즙기도 돌려야 하고요',
    ],
    whenAsked: {
      brand_value:
        '농사부터 병입까지 저희 가족이 직접 한다는 거요. 부스에 들어오시면 귤밭에 온 것처럼 상큼하고 따뜻한 느낌이었으면 해요',
      target_audience: '카페 사장님들이요! 에이드나 티 베이스로 납품하고 싶어서요. 일반 관람객도 많이 오긴 하지만요',
      preferred_style: '밝고 내추럴한 느낌이요~ 나무 소재 많이 쓰고요',
      unique_design: '귤 상자를 쌓아서 만든 진열대 어때요? 실제 저희 밭에서 쓰는 노란 컨테이너 가져갈 수도 있어요',
      budget: '참가비 빼고 디자인이랑 시공까지 천오백 정도 생각하고 있어요. 많이 부족할까요?',
      key_considerations:
        '시음 동선이요. 사람 몰리면 복잡해지니까 시음 줄 서는 데랑 납품 상담하는 테이블이 나뉘었으면 좋겠어요. 그리고 제가 제주에 있어서 현장에 자주 못 가요',
      colors_and_elements: '주황이랑 초록이요 ㅎㅎ 귤이랑 잎 색깔',
      other_design_requirements: '리플렛이랑 카페용 납품 단가표도 필요해요',
      plans_after_project: '반응 좋으면 가을에 서울 카페쇼도 나가고 싶어요. 부스 재사용되면 좋겠네요',
    },
    otherwise: '그건 잘 모르겠어요 추천해 주세요~',
    expected: {
      project_background: { said: 0, text: ['귤청', '착즙주스'] },
      address: { said: 0, text: ['벡스코'] },
      problem_need: { said: 1, text: ['초라해 보였어요'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-11', precision: 'day' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-03-12', precision: 'day' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-03-15', precision: 'day' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['가족이 직접', '귤밭에 온 것처럼'] },
      target_audience: { said: 'asked', text: ['카페 사장님'] },
      preferred_style: { said: 'asked', text: ['밝고 내추럴한'] },
      unique_design: { said: 'asked', text: ['귤 상자', '노란 컨테이너'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 15_000_000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['시음 동선', '상담'] },
    },
  },
  {
    // 대구 삼덕동. 27세 남, 동양화 전공 타투이스트, 홍대에서 2년 일하다 내려와 개인 작업실을 차림. 작업명 '먹선'.
    // ㅋㅋ·ㅇㅇ·ㄱㄱ, 영어 섞기(vibe), 반말 섞인 존댓말. 이름 이야기·서비스·문제를 묻기 전에 말하고, 상표를 "해야되나요??"
    // 하고 되물음(미등록 사실은 메시지 4, 도움 여부는 물으면 예). 주소(listen)를 첫 메시지에 스스로 말함.
    // 마감 "3월 중순까지는" → 2026-03 by.
    // NOT facts: 홍대·2년(이전 경력), 팔로워 1.2만, 70%, 4월 1일(작업실 오픈, 마감이 아님), 20대 후반~30대는 고객층 설명의 일부.
    id: 'heldout44-brand-ko-daegu-tattoo-slang-ahead-and-asks-back',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대구 삼덕동에서 타투하는 사람인데요 ㅋㅋ 홍대에서 2년 일하다가 내려와서 이번에 개인 작업실 차리면서 로고랑 브랜딩 통으로 맡기고싶어서요',
      "작업명은 '먹선'이에요 먹으로 그은 선 ㅇㅇ 제가 원래 동양화 전공이라 붓선 느낌 나는 타투가 주력이거든요",
      '주로 하는건 파인라인, 블랙워크, 동양화 스타일 레터링? 커버업도 가끔 하고요',
      '지금 인스타 팔로워 1.2만인데 로고가 없어서 그냥 손글씨 캡쳐해서 프사로 씀 ㅋㅋ 좀 프로페셔널해 보이고 싶어요 ㅠ',
      '상표는 아직 안했는데 해야되나요?? 타투샵 이름도 상표등록 하는지 몰랐어요',
    ],
    whenAsked: {
      need_registration_assistance: '오 해주시면 좋죠 ㄱㄱ',
      brand_website: '인스타 @mukseon_ink 요',
      target_audience: '20대 후반~30대 여자분들이 70%? 첫 타투 하시는 분들 많아요. 작고 의미있는거 원하시는 분들',
      preferred_style: '미니멀한데 동양적인 vibe요. 너무 힙한 스트릿 느낌 말고 갤러리 같은?',
      colors_and_elements: '블랙 앤 화이트 고정이요. 빨간 낙관 도장 같은 포인트 하나 있으면 좋을듯',
      expected_deadline: '작업실 오픈이 4월 1일이라 3월 중순까지는 받아야 간판 달 수 있을거같아요',
      key_considerations: '로고가 타투 도안이랑 헷갈리면 안돼요 ㅋㅋ 그리고 작게 써도 잘 보여야됨 애프터케어 카드 같은데',
      other_design_requirements: '명함, 애프터케어 카드, 간판이요',
      collaboration_notes: '인스타 dm이나 카톡 편해요 밤에 답장 잘함 ㅋㅋ',
    },
    otherwise: '딱히요 ㅋㅋ 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['개인 작업실', '로고랑 브랜딩'] },
      address: { said: 0, text: ['삼덕동'] },
      brand_name_story: { said: 1, text: ['먹으로 그은 선', '동양화'] },
      products_or_services: { said: 2, text: ['파인라인', '블랙워크', '커버업'] },
      problem_need: { said: 3, text: ['프로페셔널해 보이고'] },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['mukseon_ink'] },
      target_audience: { said: 'asked', text: ['첫 타투', '여자분들'] },
      preferred_style: { said: 'asked', text: ['미니멀', '동양적', '갤러리'] },
      colors_and_elements: { said: 'asked', text: ['블랙 앤 화이트', '낙관'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['도안', '작게 써도'] },
    },
  },
  {
    // 경북 상주. 57세 남, 아버지 때부터 하던 곶감 농가를 20년째 하는 사장. 말줄임표(..)와 "~습니다", 띄어쓰기 들쭉날쭉,
    // 숫자를 한글로(열두개, 열다섯개). 설 선물은 늦었고 추석 선물세트 포장을 새로. 한 상자 "열두개"라 했다가 바로
    // "열다섯개, 1.2키로"로 정정(정정이 이김). 문제(공용박스)와 주소(listen)를 스스로 말함.
    // 마감 "6월까지는" → 2026-06 by.
    // NOT facts: 20년(농사 이어온 기간), 이번 설(이미 늦은 명절), 농협(공용박스 출처), 열두개(정정 전), 작년(입수를 바꾼 때),
    // 9월 말 추석(마감의 이유), 40대 50대는 고객층 설명의 일부, 서울 백화점은 판매처이지 주소가 아님.
    id: 'heldout44-packaging-ko-sangju-gotgam-ellipses-corrects-count',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까.. 경북 상주에서 곶감 하는 사람입니다. 아버지때부터 하던거 제가 이어서 한지 20년 됐습니다..',
      '이번 설은 이미 늦었고 올 추석 선물세트 포장을 새로 하고싶어서 연락드립니다.. 지금 상자는 농협에서 나오는 공용박스라 저희 이름이 안 보여요',
      '제품은 반건시랑 건시 두가지고 선물세트는 반건시 한상자에 열두개 들어갑니다 개별로 하나씩 비닐 포장하고요..',
      '아 잘못 말했네요.. 작년부터 열다섯개 들이로 바꿨습니다 한상자 1.2키로 정도 나갑니다',
    ],
    whenAsked: {
      product_description: '곶감은 그냥 간식으로 드시고 반건시는 말랑해서 냉동해 두셨다가 조금 녹여 드시면 됩니다..',
      packaging_form: '선물세트로 나가고요.. 곶감 하나하나는 파우치에 넣고 싶습니다',
      unique_selling_point:
        '상주 곶감중에서도 저희는 유황 훈증 안하고 자연건조만 합니다.. 그래서 색은 좀 검어도 단맛이 다릅니다',
      target_audience: '주로 40대 50대 명절 선물 사시는 분들이요.. 회사에서 단체로도 많이 사갑니다',
      sales_channels: '네이버 스마트스토어하고 상주 로컬푸드 직매장.. 그리고 명절에 서울 백화점 행사 한번씩 나갑니다',
      preferred_style: '고급스러우면서도 너무 번쩍거리지 않는거요.. 전통 한지 느낌 좋습니다',
      colors_and_elements: '곶감 색 주황색 하고 먹색이요.. 금박은 별로입니다. 저희 감나무 그림 하나 들어가면 좋겠고요',
      preferred_materials: '종이로 했으면 합니다 플라스틱 트레이는 빼고요',
      expected_deadline: '추석이 9월 말이니 인쇄하고 하려면 6월까지는 디자인 끝나야 할 것 같습니다..',
      key_considerations: '택배로 많이 나가니 곶감이 눌리지 않아야 합니다.. 그게 제일 중요합니다',
      other_design_requirements: '택배 박스도 같이 해주시면 좋겠습니다',
      collaboration_notes: '결정은 저하고 집사람이 같이 합니다.. 전화로 해 주십시오',
    },
    otherwise: '잘 모르겠습니다.. 알아서 해주십시오',
    expected: {
      address: { said: 0, text: ['상주'] },
      project_background: { said: 1, text: ['추석 선물세트', '포장을 새로'] },
      problem_need: { said: 1, text: ['공용박스', '이름이 안 보여요'] },
      product_description: { said: 2, text: ['반건시', '건시'] },
      specification: { said: 3, text: ['열다섯개', '1.2키로'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['gift_set', 'bag_pouch'] } },
      unique_selling_point: { said: 'asked', text: ['유황 훈증 안하고', '자연건조'] },
      target_audience: { said: 'asked', text: ['명절 선물', '단체'] },
      sales_channels: { said: 'asked', text: ['스마트스토어', '로컬푸드', '백화점'] },
      preferred_style: { said: 'asked', text: ['고급스러우면서도', '한지'] },
      colors_and_elements: { said: 'asked', text: ['주황색', '먹색', '금박'] },
      preferred_materials: { said: 'asked', text: ['종이'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['눌리지 않아야'] },
    },
  },
  {
    // 파주 탄현. 44세 남, 문 연 지 8년 된 반려동물 장례식장 '별빛소풍' 대표. 존댓말 긴 문단, 필요한 페이지를 줄바꿈 목록으로
    // 붙여 넣음(질문보다 먼저). 검색 노출을 되묻고(사실 아님), 스튜디오까지 "차로 한 시간 정도"라고 스스로 말함(listen 거리).
    // 예산은 감이 안 온다며 말하지 않음(skipped). 오픈 "3월 안에는" → 2026-03 by.
    // NOT facts: 8년(운영 기간), 체중별(요금 기준), '파주 반려동물 장례'(검색어), 경기 광주(참고 사이트 업체의 위치),
    // 30~50대는 방문자 설명의 일부, 세 번(예약 단계 수), 24시간은 운영 시간.
    id: 'heldout44-website-ko-paju-pet-funeral-list-declines-budget',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 파주 탄현에서 반려동물 장례식장 운영하고 있습니다. 문 연 지 8년 됐는데 홈페이지가 따로 없어서 전화로만 예약을 받고 있어요. 새벽에도 전화가 많이 와서 온라인으로 예약 받을 수 있는 홈페이지를 만들고 싶습니다.',
      '필요한 건 대략 이 정도예요\n- 장례 절차 안내\n- 비용 안내 (체중별)\n- 시설 소개\n- 온라인 예약\n- 추모 게시판 (보호자분들이 사진이랑 글 남기는)',
      "그리고 혹시 홈페이지 만들면 네이버나 구글 검색에 바로 나오나요? 지금은 '파주 반려동물 장례' 치면 다른 업체만 나와서요",
      '거기 스튜디오까지 차로 한 시간 정도 걸리더라고요. 미팅은 제가 찾아가겠습니다.',
    ],
    whenAsked: {
      url: '지금은 네이버 블로그만 있어요 blog.naver.com/byeolsopung',
      category: '예약 되는 홈페이지요. 장례 예약이 제일 중요해서요',
      languages: '한국어요. 영어는 필요 없을 것 같아요',
      target_audience:
        '아이를 갑자기 떠나보낸 보호자분들이요. 대부분 경황이 없으시고, 밤이나 새벽에 휴대폰으로 찾아보세요. 30~50대가 많습니다',
      competitors: "경기 광주에 있는 '하늘정원' 홈페이지가 깔끔하게 잘 돼 있더라고요",
      preferred_style: '차분하고 따뜻하게요. 너무 장례식장 같지 않게, 그렇다고 귀여운 캐릭터 이런 건 절대 아니고요',
      budget: '예산은… 솔직히 감이 안 와서요. 견적 먼저 받아보고 말씀드려도 될까요?',
      expected_deadline: '3월 안에는 열었으면 좋겠어요',
      key_considerations:
        '휴대폰에서 예약이 쉬워야 돼요. 경황없는 분들이 세 번 안에 예약 끝낼 수 있게요. 그리고 24시간 운영이라는 게 바로 보였으면 합니다',
      other_design_requirements: '사진 촬영도 같이 되면 좋겠습니다. 시설 사진이 다 오래돼서요',
      plans_after_project: '나중에 유골함이나 추모용품도 온라인으로 팔아 볼까 생각 중이에요',
    },
    otherwise: '그건 괜찮습니다',
    expected: {
      project_background: { said: 0, text: ['반려동물 장례식장'] },
      address: { said: 0, text: ['탄현'] },
      problem_need: { said: 0, text: ['새벽에도 전화', '온라인으로 예약'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 1, text: ['장례 절차', '온라인 예약', '추모 게시판'] },
      distance: { said: 3, value: { kind: 'number_with_unit', amount: 1, unit: 'h' } },
      url: { said: 'asked', text: ['blog.naver.com/byeolsopung'] },
      languages: { said: 'asked', text: ['한국어'] },
      target_audience: { said: 'asked', text: ['보호자', '휴대폰'] },
      competitors: { said: 'asked', text: ['하늘정원'] },
      preferred_style: { said: 'asked', text: ['차분하고 따뜻하게'] },
      budget: { said: 'asked', skipped: true },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['예약이 쉬워야', '24시간'] },
    },
  },
  {
    // 목포 하당. 33세 여, 물리치료사, 4월 18일(토)에 결혼하는 예비신부. 청첩장·모바일 청첩장·식순지를 한 세트로.
    // 이모지 가득한 짧은 메시지, 느낌표 여러 개. 첫 메시지는 되묻기("청첩장 디자인도 하시나요??"). 스타일엔 자신 없어하다가
    // 말함("잘 모르겠어요 😅 근데…"). 지역을 스스로 말함. 마감 "2월 말까지" → 2026-02 by.
    // NOT facts: 4월 18일(결혼식 날짜, 마감이 아님), 대구(신랑 고향·하객 출발지), 6주 전, 유달산(웨딩촬영 장소),
    // 서울(멀어서 못 간다는 곳), 강아지 콩이는 넣을 요소이지 사람이 아님.
    id: 'heldout44-other-ko-mokpo-wedding-emoji-short-unsure-style',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 혹시 청첩장 디자인도 하시나요?? 🙏',
      '4월 18일에 결혼하는데 종이 청첩장이랑 모바일 청첩장, 식순지까지 한 세트로 맡기고 싶어요 💍',
      '기성 청첩장 샘플북 몇 개 봤는데 다 비슷비슷해서ㅠㅠ 저희 둘 이야기가 담긴 걸로 하고 싶어서요',
      '아 저희 목포 살아요 식장도 목포고요! 신랑은 대구 사람이라 하객분들 절반은 대구에서 버스 타고 오세요 🚌',
    ],
    whenAsked: {
      target_audience: '하객분들이요 ㅎㅎ 양가 어르신들이 많으셔서 글씨가 잘 보여야 해요. 친구들은 주로 모바일로 볼 거고요',
      preferred_style:
        '음 잘 모르겠어요 😅 근데 너무 화려한 건 싫고 심플한데 따뜻한 느낌? 목포 바다가 살짝 들어가면 좋겠어요 🌊',
      colors_and_elements: '연두색이랑 아이보리요! 4월이니까 🌱 금색 반짝이는 건 빼주세요',
      expected_deadline: '청첩장은 6주 전엔 돌려야 한대서… 2월 말까지 디자인 나오면 좋겠어요!!',
      key_considerations:
        '어르신들 많으셔서 지도랑 주차 안내가 정말 잘 보여야 해요!! 그리고 저희 강아지 콩이도 꼭 넣어주세요 🐶',
      collaboration_notes: '결정은 저랑 예비신랑 둘이 같이 해요 카톡으로 시안 보내주시면 돼요 📱',
      other_preferences: '웨딩촬영을 유달산에서 했는데 그 사진 쓰고 싶어요 📸',
      number_of_visits: '목포에서 서울은 너무 멀어서 온라인으로만 하고 싶어요 ㅠ',
    },
    otherwise: '아무거나 괜찮아요 😊',
    expected: {
      project_background: { said: 1, text: ['결혼'] },
      other_design_requirements: { said: 1, text: ['청첩장', '모바일 청첩장', '식순지'] },
      problem_need: { said: 2, text: ['비슷비슷', '저희 둘 이야기'] },
      address: { said: 3, text: ['목포'] },
      target_audience: { said: 'asked', text: ['어르신', '친구들'] },
      preferred_style: { said: 'asked', text: ['심플한데 따뜻한', '목포 바다'] },
      colors_and_elements: { said: 'asked', text: ['연두색', '아이보리', '금색'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['지도', '주차 안내', '콩이'] },
      collaboration_notes: { said: 'asked', text: ['예비신랑', '카톡'] },
    },
  },
];
