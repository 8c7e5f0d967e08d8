import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A forty-third batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Visitors as they come: a long first message or
 * one fact a message; answers to what is asked or ahead of it; a value corrected later; places, numbers and dates that
 * belong to something else; a question back; "not sure". Each writer's own notes on their seven conversations follow,
 * and each conversation has a comment of what it exercises and which of its numbers, places and dates are not facts.
 */
/* Seven American visitors, each typing their own way on a phone. A pediatric physical therapist in Raleigh who sends
   one thing a message and asks a question back; a couple in Bend, Oregon, making freeze-dried backpacking meals, who
   tell most of the story up front and then correct a weight; a daughter in San Antonio modernizing her mom's tax
   office site, short answers, would rather not name a budget; a Vietnamese coffee shop owner opening a second spot in
   Northeast Minneapolis who answers ahead of the questions, mentions the first shop's numbers and raises the budget;
   a dog chew maker from Norfolk going to a trade show in Orlando, remembering last year's show and unsure about
   utilities; a Denver mom renovating a 1962 ranch, with kids' ages, a dog's name and a family memory; and a volunteer
   race organizer in Boise who needs a medal, shirt and banner and mentions the race date, which is not the deadline.
   Lowercase, typos, emoji, "lol", abbreviations, the odd question to the genie. */
/*
 * heldout43（zh-TW）：七位「平常會上門」的台灣客人，用手機打字，各有各的習慣。
 * 高雄三民區寵物美容店老闆娘（一句一件事、商標「不確定」、順便反問）；彰化北斗老油行第三代
 * （第一則就講一大串，之後更正容量）；竹北皮拉提斯教室老闆（超短句、預算先說 8 萬後改成 8 到 10 萬、
 * 語言「不確定」）；中壢開第二間店的美髮沙龍（把平鎮舊店的坪數講錯再更正）；屏東可可農要參加
 * 南港食品展（日期一次講完、預算反問夠不夠）；文山區老公寓翻新的爸爸（小孩年齡、岳母住永和這些不是
 * 房子的事實）；台南墨西哥捲餅餐車兄弟（車是嘉義買的 2015 年二手車，3/14 是第一次出攤、不是交件日）。
 * 標點隨便、有注音文、錯字（在/再）、emoji、「醬」等台灣手機口吻。
 */
/*
 * heldout43 ko-KR — 평소 스튜디오에 들어올 법한 일곱 명. 각자 폰으로 자기 방식대로 칩니다.
 * 대전에서 필라테스 스튜디오를 하는 원장(짧게 한 가지씩, 묻기 전에 먼저 말함), 평창에서 방앗간을 하는
 * 들기름집 사장님(긴 첫 메시지, "~~", 띄어쓰기 대충), 가평 캠핑장 사장님(띄어쓰기·문장부호 거의 없음, 예산을
 * 나중에 정정, 되묻기), 동탄에 소아과를 개원하는 의사(격식체, 묻는 것만 답함, 평수 정정, 예산은 밝히지 않음),
 * 천안 반려견 수제간식 회사 마케터(한 메시지에 한 가지, 되묻기, 작년 박람회 이야기), 수원 영통 구축 아파트를
 * 산 엄마(가족·고양이, 잔금일과 입주일이 섞임), 강릉 러닝크루 크루장(대회 날짜·10km 코스 같은 다른 숫자가 많음).
 * 날짜는 2026-01-20(화) 기준, 시간대 UTC+9.
 */
export const fortyThirdHeldOutConversations: CorpusConversation[] = [
  {
    // Raleigh, NC. Dana owns a small pediatric physical therapy clinic, Little Leaps, and wants a real logo and a full
    // identity. One thing per message, mostly lowercase. Exercises: a question back to the genie about trademarks
    // (msg 3, not a fact; the yes/no comes when asked), "not sure" for registration (she only registered the LLC),
    // a deadline with a different date next to it. Address is volunteered (listen field) in msg 0.
    // NOT facts: opened in 2024, the canva logo made "at 11pm", her son (and the bottom stair) beyond the name story,
    // the move into a bigger suite in May (the reason, not the deadline), moms "late 20s to 40ish" (part of the
    // audience text, not an age field).
    id: 'heldout43-brand-en-raleigh-peds-pt-one-fact-a-message',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hi! I own a small pediatric PT clinic in Raleigh called Little Leaps. we opened in 2024 and the logo is honestly something I threw together on canva at 11pm lol. I'd like a real logo and a full identity",
      "parents usually find us through their pediatrician and then google us, and right now I feel like we look like a daycare, not a medical practice. I want parents to trust us and the kids to not be scared",
      "the name came from my son, he was a late walker and the first time he jumped off the bottom stair we all screamed lol. his little leap. that's what we celebrate with every kid who comes in",
      "quick question, do you guys also do the trademark side or is that more of a lawyer thing?",
    ],
    whenAsked: {
      brand_name_story: "like I said, my son was a late walker and his first jump was his little leap",
      products_or_services:
        "PT for kids from babies up to 18. gross motor delays, toddlers who aren't walking yet, torticollis, and sports injury rehab for the teens",
      registration_status: "not sure tbh. I registered the LLC with the state but idk if that counts",
      need_registration_assistance: "yes! that's what I was asking earlier lol",
      brand_website: "littleleapspt.com and insta is @littleleapsraleigh",
      target_audience:
        "parents of little ones with motor delays, mostly moms late 20s to 40ish, busy, usually they just got a referral and are kind of overwhelmed",
      preferred_style:
        "warm and playful but still clean and professional. I really like how the Headspace app looks, soft and rounded",
      colors_and_elements:
        "no primary color rainbow stuff please, every kids place does that. maybe a sage green or coral? a frog could be cute bc frogs leap but idk",
      expected_deadline: "by april 15 if possible. we move into a bigger suite in May and I want the new sign up by then",
      key_considerations:
        "it can't look scary or clinical, but doctors and insurance people see it too so it has to look legit",
      other_design_requirements: "the sign for the new suite, business cards, and maybe a sticker chart for the kids",
    },
    otherwise: "no preference really",
    expected: {
      project_background: { said: 0, text: ['pediatric PT clinic', 'full identity'] },
      address: { said: 0, text: ['Raleigh'] },
      problem_need: { said: 1, text: ['look like a daycare', 'trust'] },
      brand_name_story: { said: 2, text: ['late walker', 'little leap'] },
      products_or_services: { said: 'asked', text: ['gross motor', 'torticollis', 'sports injury'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['littleleapspt.com'] },
      target_audience: { said: 'asked', text: ['parents', 'overwhelmed'] },
      preferred_style: { said: 'asked', text: ['playful', 'Headspace'] },
      colors_and_elements: { said: 'asked', text: ['no primary color', 'sage green', 'frog'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['scary or clinical', 'legit'] },
    },
  },
  {
    // Bend, Oregon. A husband-and-wife company, Switchback Kitchen, making freeze-dried backpacking meals; they want real
    // pouches instead of plain mylar with a sticker. Long first message with most of the story (background, channels,
    // town), then how it's used, then the specs, then a correction of the weight (msg 3 wins: 4.5 oz, not 5 oz).
    // NOT facts: 2021 (started renting a commercial kitchen), "about 15" shops, the distributor pitch in the spring /
    // the distributor meeting in April (the reason, not the deadline), 5 oz (that's only the breakfast skillet),
    // "10 min" is part of how it's used, nothing more.
    id: 'heldout43-packaging-en-bend-trail-meals-weight-correction',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hey there! My husband and I run Switchback Kitchen out of Bend, Oregon. We make freeze-dried backpacking meals, real food like green chile mac, Thai peanut noodles and a breakfast skillet. We started renting a commercial kitchen in 2021 and now we sell in about 15 outdoor shops around the PNW plus our own website. Right now everything goes in plain silver mylar pouches with a sticker slapped on the front, and we want real packaging before we pitch a regional distributor this spring.",
      "you tear it open, pour in boiling water, zip it shut, wait 10 min and eat right out of the bag. so the pouch has to stand up on its own and survive getting crammed in a backpack",
      "each pouch is one meal, 2 servings, about 5 oz dry, and the bag is roughly 7 x 10 in",
      "oops correction, our standard meals are 4.5 oz, the 5 oz is just the breakfast skillet. sorry!",
    ],
    whenAsked: {
      packaging_form: "stand-up pouch for sure, that's it for now",
      unique_selling_point:
        "it's actual food from real recipes, no weird fillers, made in small batches. most trail meals taste like salty cardboard",
      target_audience:
        "backpackers and thru-hikers, 25 to 45, people who care what they eat even on the trail. lots of PCT hikers",
      sales_channels: "outdoor shops and our website, and hopefully more stores through the distributor",
      preferred_style: "rugged but not cheesy, like a vintage national park poster. Patagonia-ish vibe",
      colors_and_elements:
        "earthy colors, burnt orange, forest green. we'd love a little trail map line on each flavor. NO camo",
      preferred_materials:
        "it needs a real moisture barrier, foil-lined or whatever works, but we'd love something more recyclable than mylar if it exists",
      expected_deadline: "end of March at the latest, we need samples for the distributor meeting in April",
      key_considerations:
        "it has to hold up. zippers that don't fail, no pinholes, and the cook instructions have to be readable with a headlamp at night",
      plans_after_project: "a 3-meal sampler gift box for the holidays maybe",
    },
    otherwise: "no real preference",
    expected: {
      project_background: { said: 0, text: ['freeze-dried backpacking meals', 'mylar'] },
      address: { said: 0, text: ['Bend'] },
      sales_channels: { said: 0, text: ['outdoor shops', 'website'] },
      product_description: { said: 1, text: ['boiling water', 'eat right out of the bag'] },
      specification: { said: 3, text: ['4.5 oz', '2 servings'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bag_pouch'] } },
      unique_selling_point: { said: 'asked', text: ['real recipes', 'small batches'] },
      target_audience: { said: 'asked', text: ['backpackers', 'thru-hikers'] },
      preferred_style: { said: 'asked', text: ['vintage national park poster', 'Patagonia'] },
      colors_and_elements: { said: 'asked', text: ['burnt orange', 'trail map', 'no camo'] },
      preferred_materials: { said: 'asked', text: ['moisture barrier', 'recyclable'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['zippers', 'headlamp'] },
    },
  },
  {
    // San Antonio, TX. Marisol helps run her mom's tax prep and notary office, Garza Tax Services; the site is old and
    // doesn't work on phones. Short answers that land on the question asked (url, then the kind of site), Spanish added
    // on her own, a question back about what websites cost (msg 4, not a fact), then she would rather not name a budget
    // (skipped). Address volunteered in msg 0 (listen field).
    // NOT facts: 1998 (mom opened the office), 2012 (the old site), "more than half" of clients, "all of tax season",
    // Liberty Tax being "down the street" (it's still a named competitor).
    id: 'heldout43-website-en-san-antonio-tax-office-budget-declined',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi, I help run my mom's tax prep and notary office in San Antonio, Garza Tax Services. She opened it in 1998. Our website is from like 2012 and it doesn't even work on phones",
      "garzataxsa.com",
      "mainly we want people to be able to book appointments online, right now it's all phone calls and my mom's paper planner 😅",
      "also it HAS to be in Spanish too, more than half our clients prefer Spanish",
      "how much do websites like this usually cost? I have no idea what's normal",
    ],
    whenAsked: {
      url: "garzataxsa.com",
      category: "booking I guess? mostly it's about the appointments",
      problem_need: "like I said, book appointments online instead of all the phone calls during tax season",
      main_pages:
        "home, services with prices, book an appointment, a page of what documents to bring, about us, and contact",
      languages: "English and Spanish",
      target_audience:
        "working families, a lot of self-employed people like landscapers and house cleaners, and seniors. many aren't great with technology",
      competitors: "not really, there's a Liberty Tax down the street but I don't want us to look like them lol",
      preferred_style: "friendly and simple, big buttons, easy to read. professional but not a bank",
      budget: "I'd rather not say a number yet, I want to see what you suggest first",
      expected_deadline: "by mid February if we can, before tax season gets crazy",
      key_considerations: "that my mom can update the hours and prices herself without calling me",
    },
    otherwise: "not sure, whatever you think works",
    expected: {
      project_background: { said: 0, text: ['tax prep', "doesn't even work on phones"] },
      address: { said: 0, text: ['San Antonio'] },
      url: { said: 1, text: ['garzataxsa.com'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 2, text: ['book appointments online', 'phone calls'] },
      languages: { said: 3, text: ['Spanish'] },
      main_pages: { said: 'asked', text: ['book an appointment', 'documents to bring', 'contact'] },
      target_audience: { said: 'asked', text: ['working families', 'seniors'] },
      competitors: { said: 'asked', text: ['Liberty Tax'] },
      preferred_style: { said: 'asked', text: ['big buttons', 'not a bank'] },
      budget: { said: 'asked', skipped: true },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      key_considerations: { said: 'asked', text: ['update the hours', 'without calling me'] },
    },
  },
  {
    // Minneapolis, MN. Tuan and his wife own Phin & Co., a Vietnamese coffee shop in St. Paul, and just signed a lease
    // for a second spot in Northeast Minneapolis (an old hardware store, gutted). Answers ahead of the questions: the
    // size and budget arrive while the genie is asking something else; the first shop's size is NOT the new space; the
    // budget is corrected upward in msg 4 ("up to 110k max" wins over "around 90k").
    // NOT facts: St. Paul (the other shop), open 4 years, 650 sq ft (the other shop), the back storage room, 90k
    // (superseded), the lease starting March 1, his wife.
    id: 'heldout43-commercial-en-minneapolis-coffee-second-shop-budget-raised',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hey! We own Phin & Co in St Paul, vietnamese coffee, banh mi, pastries. Been open 4 yrs and we just signed a lease on a second spot in Northeast Minneapolis. It's an old hardware store, high ceilings and brick but totally gutted, so we need the whole interior designed",
      "our St Paul shop is tiny, like 650 sq ft, always a line out the door and nowhere to sit. so the big goal for the new one is seating and people actually staying. laptops, study groups, families on weekends",
      "new place is about 1,800 sq ft, plus a little back room for storage",
      "budget wise we're thinking around 90k for the buildout",
      "ok talked to my wife, we can stretch to 110k max but that has to include furniture",
    ],
    whenAsked: {
      brand_value:
        "honest vietnamese coffee, strong and sweet, no shortcuts. walking in should feel like your auntie's house in Saigon but cooler",
      target_audience: "college kids from the U, young professionals, and a lot of vietnamese families on weekends",
      competitive_advantage:
        "we roast our own beans and brew with real phin filters. nobody else around there does vietnamese coffee, it's all pour-over places",
      preferred_style: "warm and a bit retro. think 60s Saigon cafe, tile floors, rattan chairs, lots of plants",
      colors_and_elements:
        "keep the brick! mint green and cream, maybe hand-painted signage. please avoid the all-black industrial look",
      unique_design: "a long window bar where you can watch the phin drip, like a little coffee show",
      address: "Northeast Minneapolis, on Central Ave",
      space_size: "about 1,800 sq ft like I said",
      budget: "110k max, including furniture",
      opening_date: "we're hoping to open in August. lease starts March 1 so the clock is ticking lol",
      key_considerations:
        "winter!! we need a real vestibule so the door doesn't blast cold air on everyone sitting up front. and ADA, the old building has a step at the entrance",
    },
    otherwise: "no preference",
    expected: {
      project_background: { said: 0, text: ['second spot', 'hardware store'] },
      address: { said: 0, text: ['Northeast Minneapolis'] },
      problem_need: { said: 1, text: ['nowhere to sit', 'actually staying'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1800, unit: 'ft2' } },
      budget: { said: 4, value: { kind: 'money', amount: 110000, currency: 'USD', bound: 'at_most' } },
      brand_value: { said: 'asked', text: ['no shortcuts', "auntie's house"] },
      target_audience: { said: 'asked', text: ['college kids', 'young professionals'] },
      competitive_advantage: { said: 'asked', text: ['roast our own beans', 'phin filters'] },
      preferred_style: { said: 'asked', text: ['60s Saigon', 'rattan'] },
      colors_and_elements: { said: 'asked', text: ['keep the brick', 'mint green', 'all-black industrial'] },
      unique_design: { said: 'asked', text: ['window bar', 'phin drip'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['vestibule', 'ADA'] },
    },
  },
  {
    // Norfolk, VA. Tidewater Dog Co. makes single-ingredient dog chews and got into a pet trade show in Orlando in March.
    // One fact a message: the show, last year's embarrassing booth (a past event: not facts), the booth size, then the
    // dates with an "i think". Utilities are "not sure yet". Show name + city in msg 0 (address), the hall when asked.
    // NOT facts: SuperZoo in Vegas last year, the 10x10 and the folding table (last year's booth), the booth fee and
    // travel (outside the budget), the minivan is a constraint not a size, her brother, SuperZoo again in August.
    id: 'heldout43-exhibition-en-norfolk-dog-chews-pet-expo',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hi, we're Tidewater Dog Co, we make single ingredient dog chews and treats out of Norfolk VA. we got into Global Pet Expo in Orlando this March and need a booth designed",
      "last year we did SuperZoo in vegas with a 10x10 and a folding table and honestly it was embarrassing next to everyone else lol",
      "this time we have a 10x20 ft inline booth",
      "show is March 25-27, set up is the 23rd and 24th i think, I'd have to double check the exhibitor manual",
    ],
    whenAsked: {
      brand_value:
        "simple honest stuff. one ingredient, sourced in the US, nothing you can't pronounce. people should feel like they walked into a friendly local shop, not a big corporation",
      target_audience: "independent pet store buyers mostly, and distributors. not the public, it's trade only",
      preferred_style: "coastal and clean, kind of nautical but not tacky. light wood, maybe some rope details",
      unique_design:
        "a sniff bar lol. a counter where buyers can open the jars and smell and feel the chews, that's what sells them",
      address: "Orange County Convention Center in Orlando",
      space_size: "10x20 ft",
      water_electricity_supply: "not sure yet honestly, have to see what the show package includes",
      budget: "we have about $15k for the booth itself, not counting travel and the booth fee",
      opening_date: "March 25",
      entry_date: "the 23rd I think",
      exit_date: "move out is the 28th",
      key_considerations:
        "it has to fit in our minivan lol, it's just me and my brother doing setup. so lightweight, something we can put up ourselves, and reuse",
      plans_after_project: "if it goes well, SuperZoo again in August",
    },
    otherwise: "not sure, open to ideas",
    expected: {
      project_background: { said: 0, text: ['dog chews', 'Global Pet Expo'] },
      address: { said: 0, text: ['Orlando'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' } },
      brand_value: { said: 'asked', text: ['one ingredient', 'friendly local shop'] },
      target_audience: { said: 'asked', text: ['independent pet store buyers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['coastal', 'light wood'] },
      unique_design: { said: 'asked', text: ['sniff bar'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['not_sure'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 15000, currency: 'USD' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['minivan', 'put up ourselves'] },
    },
  },
  {
    // Denver, CO. Priya and her husband bought a 1962 ranch in Park Hill and want to open up the chopped-up main floor.
    // Tells the story in order: the project, the house and layout, who lives there (kids' ages and the dog's name are
    // not facts), a family memory (optional field, volunteered). Age comes as a build year when asked (1962 → 64 years).
    // Budget is a hedged range. They already live there, so "move in" is answered with when the work must be done.
    // NOT facts: bought last fall, kids 8 and 4, Biscuit, the 1,100 sq ft basement, in-laws / Thanksgiving (the reason),
    // "3 days a week" is just part of lifestyle, the HELOC.
    id: 'heldout43-residential-en-denver-ranch-main-floor',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi! We bought an old ranch house in Park Hill, Denver last fall and want to renovate the main floor, mainly kitchen, living and dining. It's super chopped up, lots of little rooms and a tiny closed-off kitchen",
      "it's a single family house, one story plus a basement. 3 bed 1.5 bath upstairs, basement is unfinished",
      "it's me, my husband, our two kids (8 and 4) and a very large golden retriever named Biscuit 🐶",
      "one thing I really want to keep: we bake my grandma's cardamom cookies from her old recipe cards every christmas and I want a spot in the kitchen where the kids can help without being in the way",
    ],
    whenAsked: {
      property_category: "single family house",
      layout: "3 bed 1.5 bath, living room, little dining room, and the unfinished basement",
      age: "built in 1962, so about 64 years old",
      problem_need:
        "the kitchen is closed off and tiny so whoever cooks is stuck alone, and there's zero storage. also the dog tracks mud everywhere, we need a mudroom type thing by the back door",
      lifestyle:
        "we cook most nights, I work from home 3 days a week and need somewhere that isn't the dining table lol. weekends there are friends and kids over a lot",
      preferred_style: "mid century modern but warm, not museum-y. we love the house's original character",
      colors_and_elements: "warm wood, maybe a green tile somewhere. no gray everything and no white shaker kitchen please",
      address: "Park Hill in Denver",
      space_size: "the main floor is about 1,350 sq ft. basement is another 1,100 but we're not touching that yet",
      budget: "honestly not sure yet, we're waiting on the HELOC. somewhere between 90 and 130k?",
      move_in_date:
        "we already live here lol. we'd want construction done by early November, my in-laws come for Thanksgiving every year",
      key_considerations:
        "we have to live here during construction, so keeping one bathroom working at all times. and a budget that doesn't explode",
    },
    otherwise: "no preference, open to ideas",
    expected: {
      project_background: { said: 0, text: ['ranch house', 'renovate the main floor'] },
      address: { said: 0, text: ['Park Hill'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['detached_house'] } },
      layout: { said: 1, text: ['3 bed', '1.5 bath', 'unfinished'] },
      target_audience: { said: 2, text: ['two kids', 'golden retriever'] },
      memorable_moments: { said: 3, text: ['cardamom cookies', 'kids can help'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 64, unit: 'years' } },
      problem_need: { said: 'asked', text: ['closed off', 'mudroom'] },
      lifestyle: { said: 'asked', text: ['cook most nights', 'work from home'] },
      preferred_style: { said: 'asked', text: ['mid century modern'] },
      colors_and_elements: { said: 'asked', text: ['warm wood', 'green tile', 'white shaker'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 1350, unit: 'ft2' } },
      budget: { said: 'asked', value: { kind: 'money', amount: 90000, max: 130000, currency: 'USD' } },
      move_in_date: {
        said: 'asked',
        value: { kind: 'date', date: '2026-11-01', precision: 'month', relation: 'by', part: 'early' },
      },
      key_considerations: { said: 'asked', text: ['live here during construction', 'one bathroom'] },
    },
  },
  {
    // Boise, ID. Jenna runs a volunteer charity race, the River Run for Rescue (5K and 10K on the Greenbelt, proceeds to
    // a dog and cat rescue). A sponsor is paying for real design: finisher medal, race shirt, finish line banner, maybe
    // bibs. Long first message, then the list, then the race date (belongs to the event: NOT the deadline), then a
    // question back ("what do you need from me", not a fact). The deadline comes when asked: by mid March.
    // NOT facts: 3rd year, about 800 runners last year, June 13 (race day), the 8-week medal factory lead time,
    // powerpoint, Treasure Valley Credit Union (the sponsor; only as part of key considerations), Carol's name is fine.
    id: 'heldout43-other-en-boise-charity-race-medal',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi! I run a charity race here in Boise, all volunteers, the River Run for Rescue. 5K and 10K along the Greenbelt and all proceeds go to a local dog and cat rescue. This is our 3rd year (last year we had about 800 runners!!) and we finally have a sponsor paying for real design instead of me doing it in powerpoint lol",
      "we need a finisher medal, the race t-shirt, and a big finish line banner. maybe the bibs too if that's not too much",
      "the race is June 13 btw",
      "what do you need from me to get started? I have our old logo files somewhere",
    ],
    whenAsked: {
      other_design_requirements: "finisher medal, t-shirt, finish line banner, and bibs if possible",
      problem_need:
        "make it feel like a legit race people want to come back to. people keep the medals and wear the shirts all summer, that's free advertising for the rescue",
      target_audience:
        "mostly casual runners and families, lots of people run with their dogs actually. 20s to 50s, very outdoorsy Boise crowd",
      preferred_style: "fun and a little goofy but not cheap looking. like a national park badge meets a dog treat lol",
      colors_and_elements:
        "the rescue's colors are teal and orange. would love a dog AND a cat on the medal, the cat people always feel left out 😂 and the river somehow",
      address: "Boise, Idaho. no office, it's all run out of my living room",
      expected_deadline:
        "everything by mid March please, the medal factory needs about 8 weeks and the race is in June",
      key_considerations:
        "the medal has to be something people actually want to hang up. and the sponsor logo (Treasure Valley Credit Union) has to be on the shirt and banner but not huge",
      collaboration_notes: "email is best, I work full time. final say is me and the rescue's director, Carol",
      plans_after_project: "if people love it maybe a kids fun run next year with its own little medal",
    },
    otherwise: "not sure, open to whatever you think",
    expected: {
      project_background: { said: 0, text: ['charity race', 'dog and cat rescue'] },
      address: { said: 0, text: ['Boise'] },
      other_design_requirements: { said: 1, text: ['finisher medal', 't-shirt', 'finish line banner'] },
      problem_need: { said: 'asked', text: ['come back to', 'free advertising'] },
      target_audience: { said: 'asked', text: ['casual runners', 'run with their dogs'] },
      preferred_style: { said: 'asked', text: ['goofy', 'national park badge'] },
      colors_and_elements: { said: 'asked', text: ['teal and orange', 'dog AND a cat'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      key_considerations: { said: 'asked', text: ['hang up', 'sponsor logo'] },
      collaboration_notes: { said: 'asked', text: ['email', "rescue's director"] },
    },
  },
  {
    // 高雄三民區「胖嘟嘟」寵物美容店的老闆娘，一則講一件事；商標狀態「不太確定」（not_sure），
    // 還反問工作室有沒有做過寵物品牌；第二間店的計畫（optional）是自己講出來的。
    // 有錯字「要在問他」。截止：「三月底前」→ 2026-03 by。
    // 不是事實：2019（開店年）、老公（當初弄商標的人）、四月初的寵物展（理由，不是截止日）、
    // 鳳山是「明年第二間店」的地點，不是現在的地址；第一隻狗已經過世。
    id: 'heldout43-brand-zh-kaohsiung-pet-grooming-one-fact-a-message',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨～我們是高雄三民區的寵物美容店「胖嘟嘟」🐶 想把logo跟整套品牌識別重新做',
      '現在的logo是開店的時候朋友用小畫家畫的哈哈 2019開到現在都沒換 客人常說看起來像兒童美語補習班😂 想看起來專業一點',
      '我們有做狗狗美容洗澡、貓咪洗澡，還有自己做的寵物鮮食跟零食 請問你們有做過寵物相關的品牌嗎？',
      '商標我不太確定欸 當初好像是我老公去弄的 要在問他',
      '然後明年想在鳳山開第二間店 所以這次才想一次弄好',
    ],
    whenAsked: {
      problem_need: '就是希望看起來專業一點，不要再像兒童美語補習班',
      brand_name_story: '因為我們家第一隻狗就叫胖嘟嘟啊 很胖的米克斯 已經當小天使了🥲 想紀念牠',
      need_registration_assistance: '如果真的沒註冊的話 要 麻煩你們幫忙',
      brand_website: '有粉專 FB搜尋胖嘟嘟寵物美容就有 IG是 @pangdudu.grooming',
      target_audience: '大部分是25到40歲的年輕飼主 住附近的上班族 很寶貝自己毛孩的那種',
      preferred_style: '可愛但不要幼稚 簡單一點 有點像日系插畫那種感覺',
      colors_and_elements: '想保留黃色 客人都說我們是「黃色那家」 不要粉紅色',
      expected_deadline: '三月底前可以嗎 四月初有寵物展想用新logo做一些周邊',
      key_considerations: '老客人要認得出來是我們 不要改到完全不一樣',
      other_design_requirements: '名片跟門口招牌應該也要換',
      collaboration_notes: 'LINE聯絡就好 最後我決定',
    },
    otherwise: '都可以～沒有特別想法',
    expected: {
      project_background: { said: 0, text: ['寵物美容', '品牌識別'] },
      address: { said: 0, text: ['三民區'] },
      problem_need: { said: 1, text: ['兒童美語補習班', '專業一點'] },
      products_or_services: { said: 2, text: ['美容洗澡', '貓咪洗澡', '寵物鮮食'] },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['not_sure'] } },
      plans_after_project: { said: 4, text: ['鳳山開第二間店'] },
      brand_name_story: { said: 'asked', text: ['第一隻狗'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@pangdudu.grooming'] },
      target_audience: { said: 'asked', text: ['年輕飼主', '上班族'] },
      preferred_style: { said: 'asked', text: ['可愛但不要幼稚', '日系'] },
      colors_and_elements: { said: 'asked', text: ['黃色', '不要粉紅色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['老客人要認得出來'] },
    },
  },
  {
    // 彰化北斗的老油行，第三代兄妹在顧。第一則就把背景、產品、通路、問題（optional 的 problem_need，
    // 自己講出來）一次講完；容量先說 600ml，下一則更正成 520ml（specification 以 2 為準），
    // 同一則講清楚包裝形式（玻璃瓶＋標籤＋兩瓶禮盒）。還反問會不會幫忙找印刷廠。
    // 截止：「5月底前」→ 2026-05 by（中秋上架是理由）。
    // 不是事實：1962（阿公開始榨油）、我哥、600ml（舊瓶子）、新竹的玻璃廠（供應商）、
    // 鎮上的印刷行、過年送禮（背景）、中秋。
    id: 'heldout43-packaging-zh-beidou-sesame-oil-volume-corrected',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是彰化北斗的老油行，阿公1962年開始榨麻油，現在是我跟我哥在顧。這次想幫我們的黑麻油跟苦茶油重新設計包裝，都是拿來料理的，麻油雞、拌麵線那種。以前都是傳統市場跟老客人在買，現在想要上網路跟一些選物店，可是現在的瓶子貼紙看起來太像拜拜用的😅 年輕人根本不會想拿',
      '一瓶是600ml，想要單瓶賣，也要做兩瓶一組的禮盒，過年送禮很多人買',
      '啊抱歉剛剛講錯 容量是520ml才對，600ml是以前的舊瓶子😅 一樣是玻璃瓶貼標籤，單瓶跟兩瓶一組的禮盒都要',
      '對了你們會幫忙找印刷廠嗎？瓶子是跟新竹一間玻璃廠叫的，標籤之前都給鎮上的印刷行印',
    ],
    whenAsked: {
      product_description: '黑麻油跟苦茶油，拿來料理用的，麻油雞、拌麵線都很適合',
      specification: '520ml玻璃瓶，單瓶跟兩瓶一組',
      packaging_form: '玻璃瓶貼標籤，加兩瓶一組的禮盒',
      unique_selling_point: '我們還是用古法焙炒，小批量，當天榨當天裝瓶，沒有混其他的油',
      target_audience: '30到45歲會自己煮飯的人，也想吸引買禮物送長輩的年輕人',
      sales_channels: '網路（官網跟蝦皮）、選物店，還有原本傳統市場的攤位',
      preferred_style: '有質感的台味 復古但不要俗氣 像老字號重新設計過的那種',
      colors_and_elements: '想用黑色，金色怕太俗？你們可以建議 阿公的手寫字想留著',
      preferred_materials: '瓶子一定是玻璃，禮盒想用牛皮紙或比較環保的紙',
      expected_deadline: '希望5月底前設計好 想趕中秋前上架',
      key_considerations: '油瓶很重 禮盒一定要夠堅固 寄送不能破',
      other_design_requirements: '出貨的外箱也想印個logo',
    },
    otherwise: '這個沒特別想法耶 你們建議就好',
    expected: {
      project_background: { said: 0, text: ['老油行', '重新設計包裝'] },
      address: { said: 0, text: ['北斗'] },
      product_description: { said: 0, text: ['黑麻油', '苦茶油', '料理'] },
      sales_channels: { said: 0, text: ['網路', '選物店'] },
      problem_need: { said: 0, text: ['太像拜拜用的'] },
      specification: { said: 2, text: ['520ml', '兩瓶一組'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['古法焙炒', '當天榨當天裝瓶'] },
      target_audience: { said: 'asked', text: ['會自己煮飯', '送長輩'] },
      preferred_style: { said: 'asked', text: ['台味', '復古但不要俗氣'] },
      colors_and_elements: { said: 'asked', text: ['黑色', '阿公的手寫字'] },
      preferred_materials: { said: 'asked', text: ['玻璃', '牛皮紙'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['夠堅固', '寄送不能破'] },
    },
  },
  {
    // 竹北的皮拉提斯教室老闆，超短句、一句一件事。「可以線上預約的網站」→ category booking；
    // 預算先說「8萬左右？不知道夠不夠」，跟合夥人討論後改成「8到10萬」（範圍，以 4 為準）。
    // 語言說「中文就好…英文要嗎？不確定」。上線：「2月底前」→ 2026-02 by。
    // 不是事實：三個老師、一百二十個會員、2022（開業年）、合夥人、台北（參考網站那間的城市）、
    // 農曆年後學生變多（理由）。
    id: 'heldout43-website-zh-zhubei-pilates-budget-range-revised',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '我在竹北開皮拉提斯教室',
      '想要有可以線上預約的網站 現在都用line約 很亂',
      '現在有三個老師 會員大概一百二十個 2022開的',
      '預算大概8萬左右？不知道醬夠不夠',
      '剛跟合夥人討論了一下 預算可以抓8到10萬',
    ],
    whenAsked: {
      url: '沒有 只有IG @corelab.pilates',
      category: '預約服務那種',
      problem_need: '不要再用line一個一個約 很亂 學生自己上網就能約課',
      budget: '8到10萬',
      main_pages: '首頁、課程介紹、老師介紹、價目表、預約頁 還有常見問題',
      languages: '中文就好吧…竹北外國人其實不少 英文要嗎？我不確定欸',
      target_audience: '附近的上班族媽媽、竹科工程師 很多是久坐腰痛的',
      competitors: '覺得Anytime Fitness的預約蠻順的 然後台北有一間Studio Flow網站很好看',
      preferred_style: '乾淨 溫暖 大地色 不要那種健身房很陽剛的感覺',
      expected_deadline: '希望2月底前上線 農曆年後學生會變多',
      key_considerations: '手機上一定要好用 學生都用手機約課 還要看得到剩幾個名額',
      colors_and_elements: '奶茶色 米白',
    },
    otherwise: '沒特別想法 你們決定',
    expected: {
      project_background: { said: 0, text: ['皮拉提斯'] },
      address: { said: 0, text: ['竹北'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 1, text: ['用line約', '很亂'] },
      budget: { said: 4, value: { kind: 'money', amount: 80000, max: 100000, currency: 'TWD' } },
      url: { said: 'asked', text: ['@corelab.pilates'] },
      main_pages: { said: 'asked', text: ['課程介紹', '老師介紹', '預約'] },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['上班族媽媽', '竹科工程師'] },
      competitors: { said: 'asked', text: ['Anytime Fitness', 'Studio Flow'] },
      preferred_style: { said: 'asked', text: ['乾淨', '不要那種健身房很陽剛'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['手機上一定要好用', '剩幾個名額'] },
    },
  },
  {
    // 美髮沙龍要在中壢開第二間。先說新店「大概25坪」，看過租約後更正為 28 坪（25 是平鎮舊店），
    // 問題（動線）拿平鎮那間當例子——地址只該是中壢火車站後站。預算 150 萬不含設備。
    // 開幕：「6月初」→ 2026-06 early on。
    // 不是事實：平鎮（第一間店）、快八年、25坪（舊店大小）、租約、房租已經在付、
    // 中原大學（客群的學校，不是店址）、暑假（理由）。
    id: 'heldout43-commercial-zh-zhongli-salon-size-from-other-shop',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是做美髮的 第一間在平鎮開了快八年 現在要在中壢開第二間 想找人設計新店的室內',
      '新店在中壢火車站後站附近 一樓店面 大概25坪',
      '目前預算抓150萬 不含設備（洗頭椅 鏡台那些我們自己買）',
      '空間大小我剛剛翻了租約 是28坪才對 25是平鎮那間😅',
      '最想解決的是平鎮那間動線很卡 洗頭區跟剪髮區擠在一起 客人一直走來走去 新店希望不要醬',
    ],
    whenAsked: {
      address: '中壢火車站後站那邊',
      space_size: '28坪',
      budget: '150萬 不含設備',
      problem_need: '動線順一點 洗頭區跟剪髮區擠在一起的問題不要再發生',
      brand_value: '想做像去朋友家一樣放鬆的沙龍 不是那種很有壓迫感的高級店',
      target_audience: '20幾到40歲的女生為主 學生跟上班族 很多是中原大學的學生',
      competitive_advantage: '我們染燙比較強 尤其漂染 價格也比連鎖的便宜一點',
      preferred_style: '韓系 白色系 有點像咖啡廳 乾淨明亮',
      colors_and_elements: '白色 淺木頭 可以放一點綠色植物 不要黑色跟金色 太像夜店',
      unique_design: '想要一面可以讓客人拍照打卡的牆 上面有我們logo的霓虹燈',
      opening_date: '希望6月初開 暑假前學生比較多',
      key_considerations: '工期不能拖太久 房租已經在付了😭 還有洗頭區要排水 水電要重拉',
      other_design_requirements: '招牌也要一起',
      number_of_visits: '看你們 需要的話隨時可以約',
    },
    otherwise: '都可以 沒有特別',
    expected: {
      project_background: { said: 0, text: ['美髮', '第二間'] },
      address: { said: 1, text: ['中壢火車站後站'] },
      budget: { said: 2, value: { kind: 'money', amount: 1500000, currency: 'TWD' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      problem_need: { said: 4, text: ['動線', '洗頭區跟剪髮區擠在一起'] },
      brand_value: { said: 'asked', text: ['朋友家一樣放鬆'] },
      target_audience: { said: 'asked', text: ['上班族', '中原大學的學生'] },
      competitive_advantage: { said: 'asked', text: ['漂染', '比連鎖的便宜'] },
      preferred_style: { said: 'asked', text: ['韓系', '乾淨明亮'] },
      colors_and_elements: { said: 'asked', text: ['淺木頭', '綠色植物', '不要黑色跟金色'] },
      unique_design: { said: 'asked', text: ['拍照打卡的牆', '霓虹燈'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'on', part: 'early' } },
      key_considerations: { said: 'asked', text: ['工期不能拖太久', '排水'] },
    },
  },
  {
    // 屏東可可農「南方可可」，6 月參加南港展覽館一館的食品展。搶先把展位、展期、進撤場一次給完
    // （6/24–6/27 展期、6/23 進場、最後一天 5 點後撤場 → 2026-06-27）；3x6 米 = 18 平方公尺。
    // 自己講出去年沒人注意（problem_need，optional，自己說的），預算 30 萬還反問在台北夠不夠。
    // 不是事實：去年、高雄展覽館（去年那次的場地）、主辦單位的標準攤位、5 點（時間，不是日期）。
    id: 'heldout43-exhibition-zh-pingtung-cacao-food-show-dates-ahead',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～我們是屏東的可可農，自己種可可也自己做巧克力，品牌叫「南方可可」。今年6月要參加台北的食品展，想找人設計攤位',
      '攤位是兩個標攤併在一起 3x6米 在南港展覽館一館',
      '展期是6/24到6/27，進場6/23，撤場是最後一天5點以後',
      '去年在高雄展覽館參加過一次 用主辦的標準攤位 超陽春 完全沒人注意到我們😢 這次想要有記憶點',
      '預算的話大概30萬 含施工 不知道在台北這樣夠嗎？',
    ],
    whenAsked: {
      address: '南港展覽館一館',
      space_size: '3x6米 兩個標攤',
      budget: '30萬左右 含施工',
      opening_date: '6/24',
      entry_date: '6/23進場',
      exit_date: '6/27 最後一天',
      brand_value: '從樹到巧克力都是我們自己來 想讓大家感受到台灣也種得出好可可',
      target_audience: '主要想接觸百貨跟選物店的採購 還有日本韓國來的買家 一般民眾來試吃也歡迎啦',
      preferred_style: '熱帶感 但要有質感 不要太像水果攤🤣 可以用木頭跟編織',
      unique_design: '想放一棵真的可可樹 或是可可果莢的大型裝置 讓大家來拍照',
      water_electricity_supply: '電一定要，有冰箱跟展示櫃要冷藏巧克力。水應該不用',
      key_considerations: '巧克力怕熱 展館裡面很熱 展示櫃要冷藏 燈也不能太熱',
      colors_and_elements: '咖啡色跟熱帶綠',
      other_design_requirements: '試吃的小卡跟DM也想一起',
    },
    otherwise: '這個還好 沒有特別要求',
    expected: {
      project_background: { said: 0, text: ['可可', '食品展'] },
      address: { said: 1, text: ['南港展覽館一館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-06-24', precision: 'day', relation: 'on' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-06-23', precision: 'day', relation: 'on' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-06-27', precision: 'day', relation: 'on' } },
      problem_need: { said: 3, text: ['沒人注意到我們', '記憶點'] },
      budget: { said: 4, value: { kind: 'money', amount: 300000, currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['從樹到巧克力', '台灣也種得出好可可'] },
      target_audience: { said: 'asked', text: ['採購', '日本韓國來的買家'] },
      preferred_style: { said: 'asked', text: ['熱帶感', '木頭跟編織'] },
      unique_design: { said: 'asked', text: ['可可樹', '可可果莢'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['巧克力怕熱', '冷藏'] },
    },
  },
  {
    // 文山區老公寓（4 樓沒電梯）整間翻新的爸爸。第一則就說老公寓、文山區；格局與坪數一句給完；
    // 家裡成員有「2歲的兒子」——2 不是屋齡。屋齡問到時用民國年推算：民國73年 → 42 年。
    // 反問加一間廁所可不可行。預算 200 萬左右（還在跟銀行談）。入住：「今年年底前」→ 2026-12 by。
    // 不是事實：去年11月（買房時間）、2歲（兒子年齡）、永和（岳母住的地方）、4樓、
    // 民國73年（建造年，只用來算屋齡）、明年上幼兒園。
    id: 'heldout43-residential-zh-wenshan-old-apartment-kid-age-not-house-age',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '我們去年11月買了一間文山區的老公寓 想整個翻新 水電管線都要換',
      '4樓 沒電梯 3房2廳1衛 大概26坪',
      '住的人是我跟老婆 還有一個2歲的兒子跟一隻貓 岳母平日會從永和過來幫忙帶小孩',
      '最想改善的是廚房超小 還有只有一間廁所 早上很搶😩 想看看能不能變兩間',
      '請問老公寓多加一間廁所可行嗎？排水會不會有問題',
    ],
    whenAsked: {
      address: '文山區 景美站附近',
      age: '權狀上寫民國73年 所以大概42年',
      lifestyle: '老婆在家接案做翻譯 需要一個安靜的工作角落 我週末很愛煮飯',
      preferred_style: '簡單的日式 無印良品那種 木頭多一點',
      colors_and_elements: '白色 淺木色 不要太多深色 會顯得很小',
      budget: '還在跟銀行談 應該抓200萬左右 不確定夠不夠翻整間',
      move_in_date: '希望今年年底前可以搬進去 兒子明年要上幼兒園',
      key_considerations: '貓會抓 沙發跟牆面材質要耐抓 還有小孩的安全 插座跟桌角那些',
      important_collections: '老婆的書很多 大概三四百本',
      plans_after_project: '可能會再生一個吧 哈哈',
    },
    otherwise: '應該沒有 都可以',
    expected: {
      project_background: { said: 0, text: ['老公寓', '整個翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['文山區'] },
      layout: { said: 1, text: ['3房2廳1衛'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 26, unit: 'ping' } },
      target_audience: { said: 2, text: ['老婆', '2歲的兒子', '貓'] },
      problem_need: { said: 3, text: ['廚房超小', '一間廁所'] },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 42, unit: 'years' } },
      lifestyle: { said: 'asked', text: ['在家接案', '安靜的工作角落', '愛煮飯'] },
      preferred_style: { said: 'asked', text: ['日式', '無印良品'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '不要太多深色'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 2000000, currency: 'TWD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-12-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['耐抓', '小孩的安全'] },
    },
  },
  {
    // 台南兄弟要開墨西哥捲餅餐車，要車身彩繪、菜單板，下一則再補旗子跟集點卡（other_design_requirements 以 1 為準）。
    // 交件日是貼膜廠要的「最晚3/6」→ 2026-03-06 by；3/14 是第一次出攤的日子，不是截止日。
    // 不是事實：嘉義（賣車的老闆）、2015年（車的年份）、3/14、藍晒圖（出攤市集的地點，不是公司地址）、
    // 我媽（怕骷髏頭）、明年第二台車（問到 optional 才說，不進 expected）。
    id: 'heldout43-other-zh-tainan-burrito-truck-wrap-deadline-vs-event',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我跟我弟要開一台墨西哥捲餅的餐車🌯 車是跟嘉義一個老闆買的二手貨車 2015年的 現在車身白白的什麼都沒有 想找人幫我們設計車身彩繪跟菜單板',
      '還有旗子跟小張的集點卡 這些也要',
      '3/14要在台南藍晒圖那邊的市集第一次出攤 所以貼膜廠說最晚3/6要拿到檔案',
      '我們在台南 平常跑市區跟週末市集',
    ],
    whenAsked: {
      other_design_requirements: '車身彩繪、菜單板、旗子、集點卡',
      address: '台南',
      expected_deadline: '最晚3/6要給貼膜廠',
      problem_need: '想要大家遠遠就看得到 記得我們 不要看起來像路邊隨便的攤子',
      target_audience: '市集的年輕人 大學生 還有附近上班族中午買午餐',
      preferred_style: '墨西哥那種很熱鬧的感覺 但不要太亂 有點街頭塗鴉也不錯',
      colors_and_elements: '想要亮黃跟土耳其藍 可以有仙人掌 不要骷髏頭 我媽會怕😂',
      key_considerations: '貼膜廠說車身有弧度 圖要好貼 字不要太小 遠遠要看得清楚',
      collaboration_notes: '主要跟我聯絡就好 LINE最方便 最後我跟我弟一起決定',
      plans_after_project: '如果生意好 明年想再弄第二台',
    },
    otherwise: '沒有耶 你們覺得好就好',
    expected: {
      project_background: { said: 0, text: ['墨西哥捲餅', '餐車'] },
      other_design_requirements: { said: 1, text: ['車身彩繪', '菜單板', '集點卡'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-06', precision: 'day', relation: 'by' } },
      address: { said: 3, text: ['台南'] },
      problem_need: { said: 'asked', text: ['遠遠就看得到', '路邊隨便的攤子'] },
      target_audience: { said: 'asked', text: ['大學生', '上班族'] },
      preferred_style: { said: 'asked', text: ['熱鬧', '街頭塗鴉'] },
      colors_and_elements: { said: 'asked', text: ['亮黃', '仙人掌', '不要骷髏頭'] },
      key_considerations: { said: 'asked', text: ['車身有弧度', '字不要太小'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '我跟我弟一起決定'] },
    },
  },
  {
    // 대전 유성구 봉명동에서 1:1 재활 필라테스 스튜디오 '오늘,숨'을 하는 원장. 짧은 메시지로 한 가지씩, 질문보다
    // 먼저 말해 버림(문제, 서비스, 이름 이야기). 세종 2호점은 이후 계획(선택 항목을 스스로 말함)이지 주소가 아님.
    // 상표는 출원 중이고 도움은 필요 없다고 거절. 마감 "2월 말까지" → 2026-02 by.
    // 사실이 아닌 것: 오픈한 지 3년, 미리캔버스, 작년 12월(출원한 때), 3월 초 회원 이벤트(마감의 이유), 세종(다른 지점),
    // 내년(2호점 시기).
    id: 'heldout43-brand-ko-pilates-ahead-of-questions',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요! 대전 유성구 봉명동에서 필라테스 스튜디오 하고 있어요. 이름은 '오늘,숨'이구요 오픈한지 3년 됐는데 로고를 제가 미리캔버스로 대충 만든거라ㅠ 이번에 로고부터 전체 리뉴얼 하고 싶어요",
      '제일 큰 고민은 간판이랑 인스타 보면 그냥 동네 헬스장 느낌이 난다는 거예요.. 저희는 1:1 재활 필라테스가 메인인데 그게 전혀 안 보여요',
      '수업은 1:1 개인레슨, 2:1 듀엣, 산전산후 필라테스 있고 요즘은 체형분석 상담도 해요',
      "이름은요 ㅎㅎ 첫 수업 때 동작보다 호흡을 먼저 가르치거든요. 하루에 한 번은 제대로 숨 쉬자는 의미로 '오늘,숨' 이에요",
      '아 그리고 내년쯤 세종에 2호점 생각중인데 거기도 같은 로고로 쓸거에요',
    ],
    whenAsked: {
      registration_status: '작년 12월에 출원했어요 아직 심사중이래요',
      need_registration_assistance: '아뇨 그건 아는 변리사님이 해주고 계셔서 괜찮아요',
      brand_website: '인스타 @oneul.soom 이요',
      target_audience:
        '30~50대 여성분들이 제일 많고 허리디스크나 거북목 때문에 오시는 분들, 출산하고 오시는 분들이요. 운동보다 몸 회복을 중요하게 생각하세요',
      preferred_style: '차분하고 따뜻한 느낌이요. 병원 같지는 않은데 전문적인? 이솝 매장 분위기 좋아해요',
      colors_and_elements: '세이지 그린이나 베이지 계열이요. 핑크는 빼주세요 너무 여리여리한 느낌 싫어요',
      expected_deadline: '3월 초에 회원 대상 이벤트 하는데 그 전에 나오면 좋겠어요. 2월 말까지 가능할까요?',
      key_considerations: '재활 전문이라는 신뢰감이요. 그리고 간판이랑 SNS에 다 잘 어울려야 돼요',
      other_design_requirements: '명함이랑 회원권 카드, 인스타 피드 템플릿도 같이 하고 싶어요',
      collaboration_notes: '결정은 제가 혼자 해요. 카톡으로 주시면 수업 사이사이 확인할게요',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['필라테스', '리뉴얼'] },
      address: { said: 0, text: ['봉명동'] },
      problem_need: { said: 1, text: ['동네 헬스장'] },
      products_or_services: { said: 2, text: ['개인레슨', '듀엣', '산전산후'] },
      brand_name_story: { said: 3, text: ['호흡', '제대로 숨 쉬자'] },
      plans_after_project: { said: 4, text: ['세종', '2호점'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['oneul.soom'] },
      target_audience: { said: 'asked', text: ['여성', '허리디스크', '출산'] },
      preferred_style: { said: 'asked', text: ['차분하고 따뜻한', '이솝'] },
      colors_and_elements: { said: 'asked', text: ['세이지 그린', '핑크'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['신뢰감'] },
    },
  },
  {
    // 강원도 평창에서 남편과 방앗간을 하는 사장님. 긴 첫 메시지에 대부분의 사정(저온압착 들기름, 프린터 스티커,
    // 선물용으로 안 팔림 → 라벨과 선물세트)을 다 말함. "~~", "ㅎㅎ", 띄어쓰기 대충. 봉평장은 판매처(장소지만 주소 아님).
    // 마감 "늦어도 6월까지" → 2026-06 by.
    // 사실이 아닌 것: 20년 넘게 한 방앗간, 작년부터 브랜드, 8월(추석 주문이 들어오는 때), 박스 단가 천원은 고려사항 안의 말일 뿐.
    id: 'heldout43-packaging-ko-perilla-oil-long-opening',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 강원도 평창에서 남편이랑 들기름 참기름 짜서 팔고있어요. 방앗간 한지는 20년 넘었구요 작년부터 저온압착 들기름을 따로 브랜드로 내서 팔기 시작했는데 병에 그냥 프린터로 뽑은 스티커 붙여서 팔다보니 선물용으로는 영 안나가네요 ㅎㅎ 이번에 라벨이랑 선물세트 포장을 제대로 해보고 싶어서 문의드려요~~',
      '병은 180ml 유리병이구요 지금 쓰는 병 그대로 쓸거에요. 선물세트는 2병짜리랑 3병짜리 두가지로 생각중이에요',
      '저희 들기름은 국산 들깨만 쓰고 볶지않고 저온으로 짜서 고소한데 텁텁하지가 않아요. 산패도 늦구요. 생으로 샐러드나 나물에 뿌려 드시면 젤 좋아요',
      '아 그리고 파는곳은 네이버 스마트스토어랑 평창 로컬푸드 직매장이요. 봉평장 설때 나가서도 팔고요~',
      '추석 선물세트 주문이 8월부터 들어오니까 늦어도 6월까지는 디자인이 끝나야 인쇄하고 할 것 같아요',
    ],
    whenAsked: {
      product_description: '들기름이요~ 생으로 나물 무치거나 샐러드에 뿌려 드시는거요',
      target_audience: '40~60대 주부님들이 많구요 요즘은 명절에 부모님 선물하는 30대 직장인분들도 많이 사세요',
      preferred_style: '촌스럽지 않게 깔끔하면서도 시골 방앗간 정겨운 느낌은 살았으면 해요~ 너무 세련되면 우리꺼 같지가 않아서요 ㅎㅎ',
      colors_and_elements: '들깨 그림이나 메밀꽃 들어가면 좋겠어요 평창이 메밀꽃으로 유명하니까요. 빨간색은 좀 싫어요',
      preferred_materials: '크라프트지요! 선물세트 박스도 종이로 했으면 좋겠어요 스티로폼 말고',
      key_considerations: '단가요.. 박스 하나에 천원 넘어가면 좀 부담돼요. 그리고 택배로 보낼때 병이 깨지면 안돼요',
      other_design_requirements: '택배 상자에 붙이는 스티커도 있으면 좋죠',
      plans_after_project: '내년엔 참기름이랑 들깨가루도 같은 디자인으로 내고 싶어요',
    },
    otherwise: '잘 모르겠어요 알아서 해주셔도 돼요~',
    expected: {
      project_background: { said: 0, text: ['들기름', '선물세트'] },
      address: { said: 0, text: ['평창'] },
      problem_need: { said: 0, text: ['선물용'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      specification: { said: 1, text: ['180ml', '2병', '3병'] },
      unique_selling_point: { said: 2, text: ['국산 들깨', '저온'] },
      product_description: { said: 2, text: ['샐러드', '나물'] },
      sales_channels: { said: 3, text: ['스마트스토어', '로컬푸드', '봉평장'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['주부', '30대 직장인'] },
      preferred_style: { said: 'asked', text: ['깔끔', '정겨운'] },
      colors_and_elements: { said: 'asked', text: ['메밀꽃', '빨간색'] },
      preferred_materials: { said: 'asked', text: ['크라프트지'] },
      key_considerations: { said: 'asked', text: ['단가', '택배'] },
    },
  },
  {
    // 가평에서 캠핑장을 하는 사장님. 띄어쓰기·문장부호 거의 없이 짧게. 지금은 네이버 예약과 땡큐캠핑으로 받는데
    // 수수료와 중복예약이 문제 → 자체 예약 사이트(booking). 예산 500만원이라 했다가 아내와 얘기 후 700(만원)으로 정정
    // (메시지 4가 이김). 네이버 예약 연동을 되물음. 오픈 "3월 1일 봄 시즌 예약 오픈, 그때까지" → 2026-03-01 by.
    // 사실이 아닌 것: 사이트 24개, 땡큐캠핑(현재 예약 채널이지 경쟁사 아님), 서울(손님이 오는 곳), 손님 90%,
    // 작년 가을(사진 찍은 때), 500만원(정정됨).
    id: 'heldout43-website-ko-campsite-budget-corrected',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '가평에서 캠핑장 운영해요 사이트 24개짜리 작은데요 홈페이지 하나 만들려구요',
      '지금은 네이버 예약이랑 땡큐캠핑으로만 받는데 수수료도 아깝고 주말마다 중복예약 터져서 미치겠어요ㅠ 자체 예약되는 사이트가 필요함',
      '예산은 한 500만원 정도 생각하고 있어요',
      '혹시 네이버 예약이랑 연동도 되나요? 당분간은 둘다 같이 쓸거라서',
      '아 방금 와이프랑 얘기했는데 예산 700까지는 괜찮대요 대신 제대로 해달래요ㅋㅋ',
    ],
    whenAsked: {
      url: '홈페이지는 없어요 블로그만 있어요 blog.naver.com/gp_supsok',
      category: '예약 사이트요',
      main_pages: '캠핑장 소개, 사이트 배치도, 요금, 예약하기, 오시는길, 공지사항 정도?',
      languages: '한국어만요',
      target_audience: '주로 30~40대 애들 있는 가족들이요 주말에 서울에서 많이 와요. 애들 놀거리랑 화장실 샤워장 깨끗한지 많이 봐요',
      competitors: '명지산 별빛캠핑장 홈페이지 예약 깔끔하게 돼있더라구요',
      preferred_style: '숲 느낌 나게 초록초록하고 사진 크게 나오는거요',
      expected_deadline: '3월 1일에 봄 시즌 예약 오픈이라 그때까지는 꼭 열어야 돼요',
      key_considerations: '폰으로 예약하기 쉬워야 돼요 손님 90%가 폰으로 들어와요. 그리고 중복예약 절대 안되게',
      colors_and_elements: '로고 색이 초록이라 맞춰주세요',
      other_design_requirements: '사진은 작년 가을에 찍어둔게 있어서 촬영은 필요없어요',
    },
    otherwise: '딱히요',
    expected: {
      project_background: { said: 0, text: ['캠핑장'] },
      address: { said: 0, text: ['가평'] },
      problem_need: { said: 1, text: ['수수료', '중복예약'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 4, value: { kind: 'money', amount: 7_000_000, currency: 'KRW' } },
      url: { said: 'asked', text: ['blog.naver.com/gp_supsok'] },
      main_pages: { said: 'asked', text: ['배치도', '요금', '예약'] },
      languages: { said: 'asked', text: ['한국어'] },
      target_audience: { said: 'asked', text: ['가족', '샤워장'] },
      competitors: { said: 'asked', text: ['별빛캠핑장'] },
      preferred_style: { said: 'asked', text: ['숲 느낌', '사진 크게'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['폰으로 예약', '중복예약'] },
    },
  },
  {
    // 동탄에 소아청소년과 의원을 개원하는 40대 의사. 격식체로 묻는 것만 정확히 답함. 평수를 52평이라 했다가
    // 다음 메시지에서 "52평은 분양면적, 전용 38평"으로 정정(메시지 3이 이김). 예산은 밝히지 않음 → skipped.
    // 개원 "5월 초" → 2026-05 early on.
    // 사실이 아닌 것: 수원(지금 근무하는 병원), 52평(정정됨), 3월 1일(임대 시작일), 본인 아이들 6살·3살, 0~7세는
    // 고객층 설명 안의 말일 뿐, 2월(설계 마감 희망은 선택 항목이라 질문받을 때만).
    id: 'heldout43-commercial-ko-pediatric-clinic-size-corrected',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 경기도 화성 동탄에 소아청소년과 의원을 새로 개원하려고 합니다. 현재는 수원에 있는 병원에서 봉직의로 근무 중이고, 신축 상가 3층 자리를 계약했습니다. 진료실 2개, 수액실, 영유아 검진실이 필요합니다.',
      '대기실이 제일 고민입니다. 겨울 독감 시즌에는 대기 환자가 많아서 아이들이 울고 뛰어다니고, 감기 환자와 검진 온 영아가 한 공간에 섞이는 게 문제라고 생각합니다.',
      '참고로 평수는 52평입니다.',
      '정정하겠습니다. 52평은 분양 면적이고 실제 전용은 38평이라고 합니다.',
    ],
    whenAsked: {
      brand_value:
        '아이도 부모도 안심할 수 있는 병원이요. 들어왔을 때 병원 냄새 나는 차가운 곳이 아니라 편안한 곳이라고 느꼈으면 합니다.',
      target_audience:
        '동탄은 신혼부부와 영유아 가정이 많습니다. 주로 0세에서 7세 아이를 데리고 오는 30대 부모님들이고, 대기 시간과 청결을 중요하게 생각합니다.',
      competitive_advantage:
        '근처 소아과들이 대부분 예약이 어렵고 대기가 깁니다. 저희는 모바일 예약을 받고, 영유아 검진을 따로 운영할 계획입니다. 저도 6살, 3살 아이를 키우고 있어서 부모 입장을 잘 압니다.',
      preferred_style: '밝고 깨끗한 느낌에 원목을 조금 쓴 따뜻한 스타일이 좋습니다. 키즈카페처럼 너무 알록달록한 건 피하고 싶습니다.',
      colors_and_elements: '연한 하늘색과 화이트를 생각하고 있습니다. 빨간색 계열은 피해 주세요.',
      unique_design: '대기실 한쪽에 아이 키를 재는 벽이나 작은 책 코너가 있었으면 합니다.',
      budget: '예산은 견적을 받아 보고 정하려고 합니다. 지금은 말씀드리기 어렵습니다.',
      opening_date: '임대는 3월 1일부터 시작이고, 5월 초 개원이 목표입니다.',
      key_considerations: '감염 관리 때문에 발열 환자 대기 공간을 분리하는 것, 그리고 유모차가 쉽게 다닐 수 있는 동선입니다.',
      expected_deadline: '공사 기간을 생각하면 2월 안에는 설계가 끝나야 할 것 같습니다.',
      number_of_visits: '현장 미팅은 2~3번 정도면 좋겠습니다. 평일은 진료 때문에 어렵고 토요일 오후가 좋습니다.',
      collaboration_notes: '최종 결정은 제가 하고, 아내가 같이 의견을 줄 겁니다.',
      other_design_requirements: '간판과 접수대 안내 사인도 같이 부탁드리고 싶습니다.',
    },
    otherwise: '특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['소아청소년과', '개원'] },
      address: { said: 0, text: ['동탄'] },
      problem_need: { said: 1, text: ['대기실', '검진'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 38, unit: 'pyeong' } },
      brand_value: { said: 'asked', text: ['안심', '편안한'] },
      target_audience: { said: 'asked', text: ['영유아', '30대 부모', '청결'] },
      competitive_advantage: { said: 'asked', text: ['모바일 예약', '영유아 검진'] },
      preferred_style: { said: 'asked', text: ['원목', '키즈카페'] },
      colors_and_elements: { said: 'asked', text: ['하늘색', '빨간색'] },
      unique_design: { said: 'asked', text: ['키를 재는 벽', '책 코너'] },
      budget: { said: 'asked', skipped: true },
      opening_date: {
        said: 'asked',
        value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on', part: 'early' },
      },
      key_considerations: { said: 'asked', text: ['발열 환자', '유모차'] },
    },
  },
  {
    // 천안의 반려견 수제간식 회사 '꼬순내공방' 마케팅 담당 직원. 한 메시지에 한 가지씩 빠르게, 묻기 전에 장소·크기·
    // 날짜·전기를 먼저 말함. 전시장은 수원메쎄 2홀(천안은 회사 위치라 주소 아님). 2부스 6x3 → 18㎡.
    // 개막 4월 10일(금), 반입 전날 9일, 철수 12일(일) 밤 10시까지 → by. 전기 신청 방법을 되물음.
    // 사실이 아닌 것: 작년 11월 킨텍스 펫페어(지난 행사), 참가비 330만원(이미 낸 돈, 디자인 예산 아님),
    // 9월 부산 벡스코(이후 계획, 질문받을 때만), 오후 6시 폐장.
    id: 'heldout43-exhibition-ko-pet-treats-one-fact-each',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요 천안에서 강아지 수제간식 만드는 '꼬순내공방' 마케팅 담당입니다! 4월에 케이펫페어 수원 나가는데 부스 디자인 맡기고 싶어서요",
      '작년 11월에 킨텍스 펫페어 나갔을 때 기본부스로 했다가 완전 묻혔어요ㅠㅠ 이번엔 멀리서도 보이는 부스였으면 해요',
      '장소는 수원메쎄 2홀이고 2부스 신청했어요 6x3이요',
      '개막은 4월 10일 금요일이에요. 반입은 전날 9일 오후부터 가능하대요',
      '전기는 보통 부스 신청할때 따로 신청하는거죠? 저희 냉장 쇼케이스 때문에 전기는 꼭 있어야 돼요. 물은 필요없어요',
    ],
    whenAsked: {
      brand_value: '사람이 먹어도 되는 재료로 만든다는게 저희 모토예요. 부스 오면 빵집 온 것처럼 따뜻하고 맛있어 보였으면 좋겠어요',
      target_audience: '일반 관람객이요 견주분들! 현장판매가 커서요. 펫샵 바이어분들 만나면 더 좋구요',
      preferred_style: '베이커리 같은 우드톤, 귀여운데 유치하지 않게요',
      unique_design: '간식을 빵처럼 진열하는 베이커리 쇼케이스 느낌이요! 그리고 강아지들 사진찍는 포토존이요',
      budget: '부스 제작비로 600만원 정도요. 참가비 2부스 330만원은 이미 따로 냈구요',
      exit_date: '12일 일요일 오후 6시 폐장하고 밤 10시까지 다 빼야 된대요',
      key_considerations: '시식이랑 현장판매 동선이요. 계산대 줄이 통로 막으면 안돼요',
      colors_and_elements: '로고 색이 머스타드 옐로우라 그거 포인트로 써주세요',
      other_design_requirements: '리플렛이랑 가격표, 쇼핑백 스티커도요',
      plans_after_project: '부스 재사용 가능하면 9월 부산 벡스코 펫페어도 나가려구요',
    },
    otherwise: '아직 생각 안해봤어요',
    expected: {
      project_background: { said: 0, text: ['수제간식', '케이펫페어'] },
      problem_need: { said: 1, text: ['멀리서도 보이는'] },
      address: { said: 2, text: ['수원메쎄'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-10', precision: 'day', relation: 'on' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-04-09', precision: 'day', relation: 'on' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['사람이 먹어도 되는', '빵집'] },
      target_audience: { said: 'asked', text: ['견주', '펫샵 바이어'] },
      preferred_style: { said: 'asked', text: ['베이커리', '우드톤'] },
      unique_design: { said: 'asked', text: ['쇼케이스', '포토존'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 6_000_000, currency: 'KRW' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-04-12', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['시식', '계산대'] },
    },
  },
  {
    // 수원 영통의 98년식 32평 구축 아파트를 산 40대 엄마. 남편, 중2 딸, 초4 아들, 고양이 두 마리. 지금은 용인 수지
    // 전세(주소 아님). 잔금 4월 30일 뒤 공사, "6월 중순쯤" 입주 → 2026-06 mid on, 그게 가능하냐고 되물음.
    // 예산은 "아직 정확히는 모르겠는데 6천 안쪽" → 6천만원 at_most.
    // 사실이 아닌 것: 용인 수지(지금 사는 곳), 4월 30일(잔금일), 98년(준공 연도, 나이는 28년), 남편 LP 300장(선택 항목,
    // 질문받을 때만), 일주일에 두 번(생활 설명 안의 말).
    id: 'heldout43-residential-ko-yeongtong-old-apartment',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 이번에 수원 영통에 구축 아파트를 매매했어요. 전체 리모델링 하려고 알아보는 중이에요. 지금은 용인 수지에서 전세 살고 있구요',
      '32평이고 방 3개 화장실 2개 구조에요. 98년식이라 지은지 28년 됐어요',
      '가족은 남편이랑 저, 중2 딸, 초4 아들이고 고양이 두마리 있어요 ㅎㅎ',
      '제일 바꾸고 싶은건 주방이요. 완전 ㄷ자로 막혀있어서 요리하면 애들이랑 대화가 안돼요. 그리고 수납이 너무 없어요',
      '잔금이 4월 30일이라 그 이후에 공사 시작하고 6월 중순쯤 들어가고 싶은데 가능할까요?',
    ],
    whenAsked: {
      property_category: '아파트요',
      lifestyle: '남편은 일주일에 두번 재택해요. 주말엔 집에서 요리해서 다같이 먹는거 좋아하고 애들 친구들도 자주 놀러와요',
      preferred_style: '화이트 우드 톤에 따뜻한 느낌이요. 너무 호텔같은건 부담스럽고 오래 살아도 질리지 않는 스타일이요',
      colors_and_elements: '고양이 캣워크 꼭 넣고 싶어요! 그리고 대리석 아트월은 싫어요',
      budget: '아직 정확히는 모르겠는데 6천 안쪽이면 좋겠어요..',
      key_considerations: '고양이 때문에 스크래치 강한 바닥이랑 벽지요. 그리고 예산 오버 안되는게 제일 중요해요',
      important_collections: '남편 LP가 한 300장 있어요',
      expected_deadline: '3월 안에 설계 끝나면 좋겠어요',
      plans_after_project: '큰애 고등학교 가면 공부방을 좀 더 조용하게 바꿔주고 싶어요',
      collaboration_notes: '남편이랑 같이 결정해요. 주말에 같이 볼 수 있으면 좋겠어요',
    },
    otherwise: '잘 모르겠어요 추천해주세요',
    expected: {
      project_background: { said: 0, text: ['구축', '전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['영통'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 1, text: ['방 3개', '화장실 2개'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      target_audience: { said: 2, text: ['딸', '아들', '고양이'] },
      problem_need: { said: 3, text: ['주방', '수납'] },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'on', part: 'mid' } },
      lifestyle: { said: 'asked', text: ['재택', '요리'] },
      preferred_style: { said: 'asked', text: ['화이트 우드', '질리지 않는'] },
      colors_and_elements: { said: 'asked', text: ['캣워크', '아트월'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 60_000_000, currency: 'KRW', bound: 'at_most' } },
      key_considerations: { said: 'asked', text: ['스크래치', '예산 오버'] },
    },
  },
  {
    // 강릉 러닝크루 크루장(30대). 처음 여는 작은 대회 '경포 선셋런'의 엠블럼·티셔츠·완주메달·배번표 디자인.
    // 대회 날짜(5월 16일 토)와 코스(경포호 10km), 참가자 300명은 대회 이야기일 뿐. 메달 제작이 6주 걸려서
    // 디자인은 "3월 중순까지" → 2026-03 mid by. 목표: 대회 끝나고도 평소에 입고 뛸 티셔츠.
    // 사실이 아닌 것: 10km(거리 항목 아님, 코스 길이), 경포호(코스), 300명, 5월 16일(대회일), 6주(메달 제작 기간),
    // 서울(러닝여행 오는 사람들), 운영진 4명은 협업 방식 안의 말일 뿐.
    id: 'heldout43-other-ko-running-crew-race-goods',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 강릉에서 러닝크루 하고있는데요 올해 처음으로 저희끼리 작은 대회를 열어요!! 경포호 한바퀴 도는 10km 코스고 참가자 300명 정도 예상해요',
      "대회 이름은 '경포 선셋런'이고 엠블럼, 티셔츠, 완주메달, 배번표 디자인이 필요해요",
      '대회는 5월 16일 토요일이에요. 근데 메달 제작이 6주 걸린대서 디자인은 3월 중순까지는 나와야 해요',
      '이번에 제일 하고 싶은건 대회 끝나고도 평소에 입고 뛸 수 있는 티셔츠예요. 기념품이 촌스러우면 아무도 안입잖아요 ㅋㅋ',
    ],
    whenAsked: {
      target_audience:
        '강원도 러너들이요 20~30대가 제일 많고 서울에서 러닝여행 오는 분들도 꽤 있어요. 기록보다는 재밌게 뛰고 인증샷 남기는거 좋아해요',
      preferred_style: '레트로한 느낌이요 70년대 서핑 포스터 같은거? 힙하게',
      colors_and_elements: '노을 오렌지랑 바다 네이비요. 소나무 실루엣 들어가면 좋겠고 형광색은 싫어요',
      key_considerations: '티셔츠랑 메달이 세트처럼 통일감 있어야 하고 인쇄 단가 생각해서 색은 3도 이내로 해주세요',
      collaboration_notes: '운영진 4명 단톡방에서 같이 보면 좋겠어요. 최종 결정은 크루장인 제가 해요. 주 1회 정도 시안 공유해주시면 돼요',
      other_preferences: '나이키 런클럽 포스터 좋아해요',
      plans_after_project: '반응 좋으면 매년 하고 크루 굿즈샵도 열고 싶어요',
      number_of_visits: '저희가 강릉이라 거의 온라인으로만 하면 좋겠어요',
    },
    otherwise: '아무거나 괜찮아요',
    expected: {
      project_background: { said: 0, text: ['러닝크루', '대회'] },
      address: { said: 0, text: ['강릉'] },
      other_design_requirements: { said: 1, text: ['엠블럼', '티셔츠', '완주메달'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' } },
      problem_need: { said: 3, text: ['평소에 입고'] },
      target_audience: { said: 'asked', text: ['러너', '인증샷'] },
      preferred_style: { said: 'asked', text: ['레트로', '서핑 포스터'] },
      colors_and_elements: { said: 'asked', text: ['오렌지', '소나무', '형광색'] },
      key_considerations: { said: 'asked', text: ['통일감', '3도'] },
      collaboration_notes: { said: 'asked', text: ['단톡방', '크루장', '주 1회'] },
    },
  },
];
