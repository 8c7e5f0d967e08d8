import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A thirty-sixth batch of held-out visitors, written blind from the field list (three writers, one a language, none
 * of whom read the engine): every project type in all three languages. The visitors: busy people typing on a phone:
 * about half of their replies to the genie's questions also carry a fact the question did not ask, some replies
 * answer only part of the question; two long stories, three one fact a message, two answering mostly when asked;
 * corrections, "as I said", questions back to the studio, no-preference replies, numbers, places and dates of other
 * subjects. Each writer's own notes on their seven conversations follow, and each conversation has a comment of what
 * it exercises and which of its numbers, places and dates are not facts.
 */
/*
 * A thirty-sixth batch of held-out visitors, "busy people typing on a phone": seven en-US conversations, one per
 * project type. About half of their replies to the genie's questions carry a second fact the question did not
 * ask for (a problem reply that also asks for a trailer sign, a budget reply that also gives the move-in day, a
 * style reply that also gives the booth size). Some replies answer only part of the question ("no idea, still
 * need to read the exhibitor manual", a layout or pages answer that leaves things out).
 * Long first message: an Ocean Springs MS smoked-salt maker and her father-in-law; a Kansas City (Brookside)
 * band director and his cellist husband in a 1926 bungalow.
 * One fact a message: a retired Coast Guard knife sharpener in Duluth; a Tucson 4th Ave plant shop with a
 * coffee bar; an Iowa pumpkin-patch family near Ames who want a corn maze design.
 * Answers mostly when asked: a Yakima tax and notary office; a Bozeman fly-rod maker going to ICAST in Orlando.
 * Corrections: Lincoln Park → Lakeside; lemon pepper 4 oz → 3 oz; 1,200 → 1,400 sq ft; 3 bed → 2 bed plus a
 * tiny room; a 10x10 booth → 10x20 ft; May 15 → May 1. "As I said" / "like I said" before repeats.
 * Questions back to the studio: "is that expensive?", "do you also do the printing?", "is this where I ask
 * about prices?", "do you guys handle permits?", "what do you need from me?", "is 120k realistic?", "is that
 * crazy?", "do you do the GPS file too?", "or is that extra?".
 * No-preference replies: competitors ("none I can think of"), colours ("No preference on colors").
 * Places that are not project places: Two Harbors (a childhood town, in the name story only), Canal Park,
 * Biloxi, Gulfport to Mobile, Spokane, Bisbee, Bozeman (home base, not the venue), Montana, Denver, Japan and
 * Europe, Overland Park, Omaha, Utah, Des Moines.
 * Numbers that are not facts: 2 yrs, 900 followers, 61, 35 years, 6 stores, cases of 12, three of us, 1500,
 * 19, 20 ft casting strip, 9 ft rods, 8 years, 15 ft, 78, 3 days, 4,000 visitors, 5 yrs, 8 ft paths, 6 yr old.
 * Dates that are not project dates: October move, market season in May, 2017, samples mid April, 2012, April 15
 * tax day, the lease's March 1, a three-day show, next January in Denver, a lease ending June 30 (it is the
 * move-in deadline, not the design deadline), 1994 and 2015, planting in late May, field trips Sept and Oct.
 */
/*
 * Batch 36, zh-TW: seven held-out visitors, one per project type, busy people typing on a phone in Taiwan.
 * About half of their replies to the genie's questions carry a second fact the question did not ask (a
 * target-audience reply that also gives the deadline, a budget reply that also gives the go-live date, a USP
 * reply that also gives the shop's place, a style reply that mentions the size), and some replies answer only
 * part of the question (collaboration replies that give the channel but not who decides).
 * Styles: a long first message (a 嘉義 confinement-meal cook, a 三峽 bus driver and his family's second-hand
 * flat); one fact per short message (a 東港 mullet-roe grandson, a 鹽埕 barber opening his own shop, a 大雅
 * pedal maker going to the Taipei Cycle show); answers mostly when asked (a 礁溪 guesthouse husband, a 安南區
 * temple committee member doing the procession T-shirts).
 * Corrections: 一盒兩片 → 一盒三片; 預算80萬 → 100萬; 進場3/23 → 3/24; 暑假 → 8月中以前; 設計2月底 → 2月中.
 * "剛剛講了 / 剛有講 / 如我剛說的" before repeats. Questions back to the studio (整套多少錢？要做多久？/ 可以順便找
 * 印刷廠嗎？/ 房間照片你們可以拍嗎？/ 設計4月要好吧？/ 型錄可以一起做嗎？/ 這種大概要花多少？/ 申請要多久？).
 * No-preference replies (都可以 你們專業的; otherwise replies). Places that are not project places: 台北 and
 * 台中 (a sister, a look-alike brand), 民雄 (a delivery area), 羅東 (a competitor), 左營, 德國, 中和, 樹林, 雲林,
 * 大甲. Numbers that are not facts: 2019, 三個人, 四十份, 民國六十幾年, 兩個月,
 * 快十年, 15%, 三成, 10分鐘 (walk to the station), 民國五十幾年, 8年, 30幾個人, 二十幾年, 十天, 十幾年, 10歲 and 7歲,
 * 兩百台, 三年一次, 八百件. Dates that are not project dates: 母親節 in May, 中秋, 清明連假, 去年, 6月底 (lease),
 * 9月 (school, a European fair), 4月18號 (the procession), 3月底 (T-shirt delivery), 明年 (a shop).
 */
/*
 * Batch 36, Korean (ko-KR): seven busy visitors typing on a phone, one per project type. About half of their
 * replies to the genie's questions carry a second fact the question did not ask (a budget reply that also gives
 * the deadline, a style reply that mentions the size or the place, a background reply that names the
 * neighbourhood, a colour reply that also sets a layout constraint), and some replies answer only part of the
 * question (contact time but not who decides, bedrooms without a full layout).
 *
 * Mix. A long first message: a 상주 곶감 farmer's daughter back from 서울 making her family's first Chuseok gift
 * box; a retired teacher couple who bought a forty-year-old 단독주택 in 수원 행궁동. One fact per short message: a
 * second-generation optician on 청주 성안길; a third-generation 안동 소주 distillery going to a 코엑스 liquor fair; a
 * 강화도 화도면 family campsite wanting an illustrated map and pitch-number signs. Answers mostly when asked: a
 * 50-something film-camera repairman in 광주 동명동; a 경주 황남동 hanok-stay owner in her sixties whose daughter
 * helps from 서울.
 *
 * Corrections: 12개 들이 → 10개 들이; 3월 말 → 4월 초 reopening; 3x3 → 3x6 (18제곱미터) booth; 1억 5천 → 1억 8천;
 * 어린이날 → 4월 25일. "As I said" repeats: "말씀드렸듯이", "아까 말씀드린 대로", "아까 ~했죠", "말씀드린 대로".
 * Questions back to the studio: "간판이랑 명함도 되나요?", "등록 비용이 얼마나", "인쇄소도 연결해주시나요?",
 * "가능할까요?", "네이버 예약이랑 연동되나요?", "사진 촬영도 해주시나요?", "보통 공사는 얼마나 걸려요?",
 * "스튜디오가 어디세요?". No-preference replies to the style question ("딱히 생각해본 건 없어요", "딱히 없어요 알아서
 * 해주세요").
 *
 * Places that are not project places: 충장로 (the old shop), 서울 마포 (her old office), 서울 회사 동료, 상주 읍내
 * 로컬푸드 매장 (a sales channel), 안동 (the distillery, not the venue), 부산 벡스코 (last year's fair), 대구 엑스코 (an
 * autumn fair), 영통 (the sold apartment), 캐나다 밴쿠버 (the son), 서울 (the daughter; the campers). Numbers that are
 * not facts: 17년; 30년 넘게, 7년, 800상자; 방 4개 and 30% (the stay); 91년, 30분 vs 10분; 3대째, 45도, 직원
 * 6명; 33년, 대지 50평, 손주 5살, 도자기 30년; 사이트 24개, 고양이 두 마리, 가로 3미터, 1시간 반. Dates that are not
 * project dates: 작년 (the move), 4월 간판 교체; 재작년, 작년 설, 내년 설; 2019년 사진; 3월 둘째 주 공사 시작; 작년 8월
 * 퇴직, 12월 매각, 오피스텔 계약 8월; 2019년 개장.
 */
export const thirtySixthHeldOutConversations: CorpusConversation[] = [
  {
    // One fact a message, a 61-year-old retired Coast Guard knife sharpener. Corrects the neighbourhood (Lincoln
    // Park → Lakeside, still Duluth). The problem reply also asks for a trailer sign (other_design_requirements);
    // the registration reply asks back "is that expensive?". Not facts: moved "in Oct", market season in May,
    // Two Harbors (where he grew up: name story only), Canal Park (restaurants he serves), 2 yrs, 900 followers, 61.
    id: 'heldout36-brand-en-duluth-knife-sharpener',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      'hi. need a logo for my sharpening business',
      'mobile knife sharpening, I work out of a trailer',
      'name is North Shore Edge',
      'Duluth, Lincoln Park',
      'need it by April 15, market season starts in May',
      'sorry not Lincoln Park anymore, we moved to Lakeside in Oct. still Duluth',
      'also do scissors, garden tools and mower blades',
    ],
    whenAsked: {
      project_background:
        "retired from the Coast Guard 2 yrs ago, started sharpening as a hobby. now its a real business and I want it to look like one",
      problem_need:
        'trailer just says SHARPENING in hardware store letters and people think I sell knives. also need a sign for the trailer, thats the big one',
      other_design_requirements: 'like I said the trailer sign. and stickers for the knife sleeves',
      brand_name_story: "grew up in Two Harbors on the North Shore. edge like a knife edge. that's it lol",
      registration_status: 'nope never. is that expensive?',
      need_registration_assistance: 'maybe later, not now',
      brand_website: 'facebook only, North Shore Edge Sharpening. 900 followers lol',
      target_audience: 'home cooks, hunters in the fall, couple restaurants down in Canal Park',
      preferred_style: 'idk. not cutesy. has to read from across a parking lot',
      colors_and_elements: "Lake Superior blue maybe? a gull? I'm 61 not a designer lol",
      key_considerations: 'has to work small, like a sticker on a knife sleeve',
      collaboration_notes: 'text me. my wife Karen has final say honestly',
      expected_deadline: 'as I said April 15',
      address: 'as I said, Lakeside in Duluth',
    },
    otherwise: 'no pref',
    expected: {
      project_background: { said: 0, text: ['need a logo'] },
      brand_name_story: { said: 'asked', text: ['knife edge'] },
      address: { said: 5, text: ['Lakeside', 'Duluth'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'by' } },
      products_or_services: { said: 6, text: ['scissors', 'mower blades'] },
      problem_need: { said: 'asked', text: ['think I sell knives'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['facebook'] },
      target_audience: { said: 'asked', text: ['home cooks', 'hunters'] },
      preferred_style: { said: 'asked', text: ['not cutesy'] },
      colors_and_elements: { said: 'asked', text: ['Lake Superior blue'] },
      key_considerations: { said: 'asked', text: ['sticker on a knife sleeve'] },
    },
  },
  {
    // Long first message from a smoked-salt maker on the Mississippi coast; asks back whether the studio prints;
    // corrects one size (lemon pepper 3 oz, the others 4 oz). The audience reply also adds the Saturday market
    // (a sales channel). Not facts: Biloxi (where Earl shrimped), 35 years, 2017, 6 stores and "Gulfport to
    // Mobile" (the buyer's chain, not her address), samples mid April, cases of 12. Colours: no preference.
    id: 'heldout36-packaging-en-gulf-smoked-salt',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Ok so here goes. I'm Dana and I run Salt Marsh Pantry out of Ocean Springs MS with my father-in-law Earl. He shrimped out of Biloxi for 35 years and started smoking salt over pecan wood in his backyard in 2017 as a hobby. Now we sell three: a smoked sea salt, a shrimp boil seasoning and a lemon pepper. Right now it's all in plain zip bags with a label I print at home and it looks homemade next to everything else. We just got picked up by a little chain of gift shops along the coast, 6 stores from Gulfport to Mobile, and they want real packaging. Each bag is 4 oz. Thinking a stand up pouch with a window, kraft maybe. I'd need the design done by early April, the buyer wants samples on the shelf mid April.",
      'do you also do the printing or just design? and is a window pouch a lot more $?',
      'oh correction, the lemon pepper is 3 oz not 4, its lighter. the other two are 4 oz',
    ],
    whenAsked: {
      unique_selling_point: 'Earl smokes every batch himself over pecan wood, a retired shrimper. nobody else around here does that',
      target_audience:
        'tourists who want to take a little of the coast home, locals buying gifts at Christmas. oh and we sell at the Saturday market in town too',
      sales_channels: 'like I said the gift shops and the Saturday market. maybe Etsy later',
      preferred_style: 'coastal but not tacky, no cartoon shrimp please. kind of like old seed packets',
      colors_and_elements: 'No preference on colors, whatever you think works',
      preferred_materials: 'as I said kraft if it keeps the salt dry, its humid down here',
      key_considerations: 'keeping moisture out!! and the ingredients have to fit on the back',
      other_design_requirements: 'a shipping box for the shops would help, they order in cases of 12',
      expected_deadline: 'as I said early April at the latest',
      address: 'Ocean Springs, like I said',
    },
    otherwise: 'whatever you think is best',
    expected: {
      project_background: { said: 0, text: ['Salt Marsh Pantry', 'real packaging'] },
      product_description: { said: 0, text: ['smoked sea salt', 'shrimp boil seasoning', 'lemon pepper'] },
      specification: { said: 2, text: ['lemon pepper is 3 oz', 'other two are 4 oz'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['bag_pouch'] } },
      preferred_materials: { said: 0, text: ['kraft'] },
      sales_channels: { said: 0, text: ['gift shops'] },
      address: { said: 0, text: ['Ocean Springs'] },
      problem_need: { said: 0, text: ['looks homemade'] },
      expected_deadline: {
        said: 0,
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'early' },
      },
      unique_selling_point: { said: 'asked', text: ['pecan wood'] },
      target_audience: { said: 'asked', text: ['tourists', 'gifts at Christmas'] },
      preferred_style: { said: 'asked', text: ['no cartoon shrimp', 'old seed packets'] },
      key_considerations: { said: 'asked', text: ['moisture'] },
    },
  },
  {
    // Answers mostly when asked: a Yakima tax and notary office. Asks "is this where I ask about prices?" before
    // answering anything. The problem reply also gives the go-live day (Feb 15); the colours reply also gives the
    // street (Nob Hill Blvd). Competitors: no preference. Not facts: since 2012, three of us, Spokane (the old web
    // guy), 1500 and 19 (the nephew), April 15 (tax day, in the collaboration reply).
    id: 'heldout36-website-en-yakima-tax-office',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: ['Hi I need a website for my tax office', 'Is this where I ask about prices?'],
    whenAsked: {
      project_background:
        "We do taxes, notary and ITIN help in Yakima since 2012. Three of us. Our old site expired and I didn't renew",
      url: 'none right now, the old one expired when our web guy moved to Spokane',
      category: "people need to book appointments online. that's the main thing",
      problem_need:
        "phones ring all day in Feb and March and we can't answer them all. need it up by Feb 15 when the season really starts",
      expected_deadline: 'as I said Feb 15, before the rush',
      languages: 'English and Spanish. most of our clients prefer Spanish',
      main_pages: 'services, prices, book appointment, contact',
      target_audience: 'orchard and warehouse workers and their families, older folks, some small business owners',
      budget: "around $3,000. my nephew says 1500 is plenty but he's 19 lol",
      preferred_style: 'simple and friendly. not like the IRS website lol',
      competitors: 'none I can think of',
      colors_and_elements: "blue and green like our sign. we're on Nob Hill Blvd if you want to look at it",
      address: 'Nob Hill Blvd in Yakima, like I said',
      key_considerations: 'has to work on cheap phones. and real Spanish not google translate',
      other_design_requirements: 'can you write the Spanish text too? or is that extra',
      collaboration_notes: "text me after 6, I'm with clients all day until April 15",
    },
    otherwise: 'not sure, up to you',
    expected: {
      project_background: { said: 0, text: ['tax office'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 'asked', text: ['phones ring all day'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-15', precision: 'day', relation: 'by' } },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      main_pages: { said: 'asked', text: ['services', 'book appointment', 'contact'] },
      target_audience: { said: 'asked', text: ['orchard and warehouse workers'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 3000, currency: 'USD' } },
      preferred_style: { said: 'asked', text: ['simple and friendly'] },
      key_considerations: { said: 'asked', text: ['cheap phones'] },
    },
  },
  {
    // One fact a message: a Tucson plant shop with a coffee bar in a former vape shop. Corrects the size (1,200 →
    // 1,400 sq ft with the back room); asks back about permits. The brand-value reply also gives the signature
    // feature (a plant wall behind the bar); the style reply repeats the budget ("as I said 60k"). Not facts:
    // March 1 (the landlord's build-out start), Bisbee (the cousin's roastery), UA.
    id: 'heldout36-commercial-en-tucson-plant-shop',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      'hi! opening a plant shop + coffee bar',
      'Tucson, on 4th Ave',
      '1,200 sq ft',
      'budget is 60k',
      'hoping to open in May',
      'oops 1,400 sq ft. forgot the back room',
      'do you guys handle permits or is that separate?',
    ],
    whenAsked: {
      problem_need:
        'it was a vape shop, windows blacked out, super dark. plants need light lol. landlord lets us start build out March 1',
      brand_value: "slow down and breathe. like walking into a greenhouse on a cold day. I'm dreaming of a big plant wall behind the bar",
      target_audience: "UA students, people in their first apartment. and my mom's friends lol",
      competitive_advantage: 'free repotting, and the coffee is roasted in Bisbee by my cousin',
      preferred_style: 'warm desert-y, terracotta and wood, greenhouse meets cafe. and as I said 60k total so no marble lol',
      colors_and_elements: 'sage, terracotta, cream. no black',
      unique_design: 'like I said the plant wall behind the coffee bar. or hanging plants over the counter',
      expected_deadline: 'by end of Feb so the contractor can start in March',
      opening_date: 'As I said, May!',
      key_considerations: 'drains for watering. plants and the espresso machine both need a lot of water',
      other_design_requirements: 'sign out front and a menu board. we already have a logo',
      collaboration_notes: 'me and my partner Jess decide together. text is best',
      budget: 'as I said 60k, everything included',
      space_size: '1,400 sq ft with the back room',
    },
    otherwise: 'no preference really',
    expected: {
      project_background: { said: 0, text: ['plant shop', 'coffee bar'] },
      address: { said: 1, text: ['Tucson', '4th Ave'] },
      space_size: { said: 5, value: { kind: 'number_with_unit', amount: 1400, unit: 'ft2' } },
      budget: { said: 3, value: { kind: 'money', amount: 60000, currency: 'USD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on' } },
      problem_need: { said: 'asked', text: ['vape shop', 'super dark'] },
      brand_value: { said: 'asked', text: ['greenhouse'] },
      target_audience: { said: 'asked', text: ['UA students', 'first apartment'] },
      competitive_advantage: { said: 'asked', text: ['free repotting'] },
      preferred_style: { said: 'asked', text: ['terracotta', 'greenhouse meets cafe'] },
      colors_and_elements: { said: 'asked', text: ['sage', 'no black'] },
      unique_design: { said: 'asked', text: ['plant wall'] },
      key_considerations: { said: 'asked', text: ['drains for watering'] },
    },
  },
  {
    // Answers mostly when asked: a Bozeman fly-rod maker's first ICAST, at the Orange County Convention Center.
    // Names only the show at first, then asks "what do you need from me?". The style reply also gives the booth size; the space reply corrects the
    // rep's 10x10 to 10x20 ft; the budget reply also gives the move-in day (July 13). Move-out: only a partial
    // answer (no date). Colours: no preference. Not facts: Bozeman and Montana (home base), Japan and Europe,
    // "three days", the 20 ft casting strip, 9 ft rods, Denver next January (a later show).
    id: 'heldout36-exhibition-en-bozeman-fly-rods',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: ['Hi. Need a booth designed for ICAST', 'what do you need from me?'],
    whenAsked: {
      project_background:
        'We make fly rods in Bozeman, bamboo and fiberglass. Showing our new glass line at ICAST, first time there',
      brand_value: 'handmade, honest, built to last. should feel like walking into a rod shop not a trade show',
      target_audience: 'fly shop owners and dealers. a few distributors, Japan and Europe mostly',
      preferred_style: 'clean, lots of wood, not antlers and plaid lol. booth is 10x20 btw',
      address: 'Orange County Convention Center in Orlando',
      space_size: '10 by 20 ft. our rep said 10x10 at first but we upgraded',
      water_electricity_supply: 'power for lights and a TV. no water',
      budget: '25k all in, including shipping the rods. setup is July 13 btw',
      entry_date: 'July 13, like I said',
      opening_date: 'July 15. runs three days I think',
      exit_date: 'no idea, still need to read the exhibitor manual',
      unique_design: 'a casting strip, like 20 ft of fake grass where people can try a rod',
      competitive_advantage: 'every rod is wrapped by hand, lifetime warranty',
      key_considerations: 'rods are 9 ft, need racks that show them full length. and locking cases, stuff walks off at night',
      colors_and_elements: 'no preference',
      expected_deadline: 'by end of May, we have to build it and freight it from Montana',
      other_design_requirements: 'a rack card with dealer pricing maybe',
      collaboration_notes: "email, I'm on the road a lot. my dad and I decide",
      plans_after_project: 'reuse it at the fly fishing show in Denver next January if it works out',
    },
    otherwise: 'no preference',
    expected: {
      project_background: { said: 0, text: ['ICAST'] },
      brand_value: { said: 'asked', text: ['handmade', 'built to last'] },
      target_audience: { said: 'asked', text: ['fly shop owners', 'distributors'] },
      preferred_style: { said: 'asked', text: ['lots of wood', 'not antlers and plaid'] },
      address: { said: 'asked', text: ['Orange County Convention Center'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 25000, currency: 'USD' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-07-13', precision: 'day', relation: 'on' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-07-15', precision: 'day', relation: 'on' } },
      unique_design: { said: 'asked', text: ['casting strip'] },
      key_considerations: { said: 'asked', text: ['full length', 'locking cases'] },
    },
  },
  {
    // Long first message from a middle-school band director and his cellist husband who just bought a 1926
    // bungalow in Brookside, Kansas City (it turns 100 this year). Corrects the layout (3 bed → 2 bed plus a tiny
    // room); asks "is 120k realistic?" and "is that crazy?". The style reply also gives the age again ("as I said"
    // in the age reply). Not facts: Overland Park, 8 years, "the 70s", Omaha (the piano's old home), 15 ft
    // (the neighbours), 78 (his mother-in-law), "a couple years" (maybe adopting), every December (a house concert).
    id: 'heldout36-residential-en-kc-brookside-bungalow',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hey! So my husband and I just closed on a 1926 brick bungalow in Brookside (KC, Missouri side) after renting in Overland Park for 8 years. It's about 1,450 sq ft, 3 bed 1 bath, with an unfinished basement. The kitchen hasn't been touched since the 70s and the one bathroom is... a lot. We want to redo the kitchen and bath and turn the basement into a music room. I teach middle school band and Theo plays cello, and there's a baby grand coming from his mom's house in Omaha. We're thinking around $120k for everything. Our lease ends June 30 so we'd like to move in by then.",
      "oh wait I said 3 bed, it's really 2 bed plus a tiny room off the kitchen the realtor called a bedroom lol. still 1 bath",
      'is 120k realistic for all that in KC? be honest',
    ],
    whenAsked: {
      target_audience: "my husband Theo and me. his mom visits a lot, she's 78 so stairs are a thing",
      lifestyle: 'lots of practicing lol. Theo works from home 3 days a week. we cook a lot and have friends over. and our dog Biscuit needs a spot for his crate',
      preferred_style:
        'keep the craftsman character, the original trim and built-ins, but a modern kitchen. the house turns 100 this year, did I mention',
      age: 'as I said, built in 1926',
      colors_and_elements: 'warm wood, green tile in the bath maybe. no gray everything please',
      key_considerations: 'soundproofing the basement!! neighbors are like 15 ft away',
      memorable_moments: 'we host a little holiday concert for friends every December, want that to work in the living room',
      important_collections: 'the baby grand, like I said. and a lot of sheet music',
      other_design_requirements: 'custom storage for sheet music and better lighting',
      expected_deadline: 'design done by March so work can start in April? is that crazy',
      plans_after_project: 'maybe adopting in a couple years, so the tiny room could be a nursery',
      budget: 'as I said around 120k, could stretch a little',
      move_in_date: 'by June 30 like I said, the lease ends',
    },
    otherwise: "no strong feelings, you're the pros",
    expected: {
      project_background: { said: 0, text: ['redo the kitchen and bath', 'music room'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 100, unit: 'years' } },
      address: { said: 0, text: ['Brookside'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1450, unit: 'ft2' } },
      layout: { said: 1, text: ['2 bed', 'tiny room', '1 bath'] },
      problem_need: { said: 0, text: ["hasn't been touched"] },
      important_collections: { said: 0, text: ['baby grand'] },
      budget: { said: 0, value: { kind: 'money', amount: 120000, currency: 'USD' } },
      move_in_date: { said: 0, value: { kind: 'date', date: '2026-06-30', precision: 'day', relation: 'by' } },
      target_audience: { said: 0, text: ['husband'] },
      lifestyle: { said: 'asked', text: ['practicing', 'works from home'] },
      preferred_style: { said: 'asked', text: ['craftsman', 'modern kitchen'] },
      colors_and_elements: { said: 'asked', text: ['green tile', 'no gray'] },
      key_considerations: { said: 'asked', text: ['soundproofing'] },
    },
  },
  {
    // One fact a message: a pumpkin-patch family near Ames, Iowa who want this year's corn maze designed plus a
    // punch map for kids. Corrects the deadline (May 15 → May 1, the GPS cutter needs two weeks); asks back
    // whether the studio does the GPS file. The style reply also gives a key consideration (a 6 yr old must get
    // through). Not facts: 1994 and 2015, planting late May, Utah (the old maze company), 5 yrs, 4,000 visitors,
    // field trips in Sept and Oct, April (when the field dries), 8 ft paths, Des Moines.
    id: 'heldout36-other-en-ames-corn-maze',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      'hi we need a corn maze designed',
      'family farm near Ames, Iowa',
      'grandpa started the pumpkin patch in 1994, maze since 2015',
      'also a paper map kids can punch at stations',
      'need it by May 15, we plant late May',
      'wait the guy who cuts it with GPS needs it 2 weeks ahead. so May 1',
      'do you do the GPS file too or just a drawing?',
    ],
    whenAsked: {
      project_background: 'we did the maze with a company in Utah the last 5 yrs, want someone closer',
      problem_need: 'every maze they do looks the same. want something people post online. we had 4,000 visitors last fall, want more',
      target_audience: 'families w little kids, school field trips in Sept and Oct',
      preferred_style: 'fun not scary. a 6 yr old should get through in under an hour',
      key_considerations: 'as I said, easy enough for a 6 yr old. and paths 8 ft wide for the mower',
      colors_and_elements: 'monarch butterfly theme this year, orange and black on the map',
      other_design_requirements: 'the maze layout plus the punch map, like I said',
      collaboration_notes: 'email pls, im on the tractor all day. me and my brother Luke decide',
      number_of_visits: 'one visit to walk the field would be great, April when it dries out',
      plans_after_project: 'new theme every year if this works. maybe a haunted one for teens',
      address: 'as I said, outside Ames',
      expected_deadline: 'May 1 like I said',
      distance: 'no idea where you are, we are like 40 min north of Des Moines',
    },
    otherwise: 'whatever works',
    expected: {
      project_background: { said: 0, text: ['corn maze'] },
      address: { said: 1, text: ['Ames'] },
      other_design_requirements: { said: 3, text: ['paper map'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['looks the same', 'post online'] },
      target_audience: { said: 'asked', text: ['little kids', 'field trips'] },
      preferred_style: { said: 'asked', text: ['fun not scary'] },
      key_considerations: { said: 'asked', text: ['6 yr old'] },
      colors_and_elements: { said: 'asked', text: ['monarch butterfly', 'orange and black'] },
      collaboration_notes: { said: 'asked', text: ['email', 'Luke'] },
    },
  },
  {
    // Long first message from a 嘉義市 confinement-meal cook. NOT facts: 2019, her sister in 台北, 高鐵, 三個人,
    // 四十份, 民雄 (delivery area, not the base), 台中 (the look-alike brand), 去年, 母親節 in May, 30歲上下 is audience,
    // 明年 (a future shop). Question back (price and time; how long trademark filing takes). The deadline comes
    // inside the target-audience reply and is repeated with "剛有講". Collaboration reply is partial.
    id: 'heldout36-brand-zh-chiayi-confinement-meals-story',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～想請你們幫忙做品牌設計，先說一下我們的狀況，有點長😅 我在嘉義市做月子餐外送，2019年我妹在台北生小孩，我每天煮好用高鐵寄上去，後來她同事也要，就這樣做起來了。現在廚房三個人，每天送大概四十份，範圍是嘉義市跟民雄，除了月子餐也有賣滴雞精跟小產的調理餐。店名叫「暖窩」，意思是希望媽媽坐月子像窩在家裡一樣暖。現在的logo是我兒子用手機app弄的很陽春，而且去年發現台中有一家做月嫂的也叫暖窩，客人常搞混。所以想整套重做 logo 顏色 餐盒貼紙都要。商標還沒申請',
      '請問整套做下來大概多少錢？要做多久？',
      '對了我們有IG 叫 nuanwo.chiayi 可以先看',
    ],
    whenAsked: {
      problem_need: '就剛剛說的 跟台中那家搞混 還有現在的logo看起來不專業',
      need_registration_assistance: '要 我完全不懂這個 順便問一下申請要多久？',
      target_audience: '剛生完的媽媽 30歲上下 很多是老公或婆婆幫忙訂的。啊還有 希望4月底前可以換好 5月母親節我們有活動',
      expected_deadline: '剛有講 4月底前 母親節活動要用',
      preferred_style: '溫暖 乾淨 不要太可愛 很多月子中心都粉紅色卡通 我不要那種',
      colors_and_elements: '喜歡米白跟暖橘色 不要粉紅',
      other_design_requirements: '餐盒貼紙 提袋 還有給客人的飲食卡 一天一張那種',
      key_considerations: '要讓人覺得衛生可靠 吃的東西嘛。我們小廚房 預算沒辦法太高',
      collaboration_notes: 'LINE聯絡就好 我白天都在廚房 晚上9點後比較能回',
      plans_after_project: '想在嘉義市區開一間實體店 可以自取 大概明年吧',
    },
    otherwise: '都可以 你們看著辦',
    expected: {
      project_background: { said: 0, text: ['月子餐外送', '整套重做'] },
      products_or_services: { said: 0, text: ['月子餐', '滴雞精'] },
      brand_name_story: { said: 0, text: ['像窩在家裡一樣暖'] },
      address: { said: 0, text: ['嘉義市'] },
      problem_need: { said: 0, text: ['搞混'] },
      registration_status: { said: 0, value: { kind: 'choice', selected: ['not_registered'] } },
      brand_website: { said: 2, text: ['nuanwo.chiayi'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      target_audience: { said: 'asked', text: ['剛生完的媽媽', '老公或婆婆幫忙訂'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' },
      },
      preferred_style: { said: 'asked', text: ['溫暖', '不要太可愛'] },
      colors_and_elements: { said: 'asked', text: ['米白', '不要粉紅'] },
      key_considerations: { said: 'asked', text: ['衛生可靠'] },
    },
  },
  {
    // One fact per short message from a 東港 mullet-roe family's grandson. NOT facts: 民國六十幾年 (grandpa's
    // start), 過年 (missed), 中秋 (launch, not the design deadline), 兩個月 (printer's lead time), 一年三千盒.
    // Correction: 一盒兩片 → 一盒是三片 (message 7). Question back (can you find the printer?). The shop's place
    // rides along in the USP reply; "剛剛講過了" repeats it. No preference on style.
    id: 'heldout36-packaging-zh-donggang-mullet-roe-short-facts',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我東港做烏魚子的',
      '想做新的禮盒',
      '阿公民國六十幾年開始做的 盒子從我爸那代就沒換過了',
      '一片大概5兩 一盒兩片',
      '過年這波來不及了 我知道😂',
      '想說中秋前要上市 設計6月底前要好 印刷廠說要排兩個月',
      '主要網路賣 蝦皮跟官網 還有自己店面',
      '啊更正 一盒是三片 兩片的是現在的小盒 新的要做三片的',
      '請問你們可以順便找印刷廠嗎 還是我們要自己找？',
    ],
    whenAsked: {
      product_description: '烏魚子 日曬的 客人買回去自己烤 切片配蒜苗白蘿蔔',
      packaging_form: '盒子 抽屜式的那種 外面要不要加提袋你們建議',
      unique_selling_point: '我們是自己曬的 不是用機器烘 口感比較Q。對了我們店在華僑市場對面 很多客人買海鮮順便帶',
      address: '東港 華僑市場對面 剛剛講過了',
      target_audience: '買來送禮的 公司送客戶的很多 我們一年大概賣三千盒',
      preferred_style: '都可以 你們專業的',
      colors_and_elements: '不要大紅 每家都大紅大金 看了很俗',
      preferred_materials: '紙的就好 不要塑膠 可以的話不要用保麗龍',
      key_considerations: '要冷藏 盒子冰過拿出來會反潮 不能一下就軟掉',
      problem_need: '現在的盒子太舊 年輕人覺得是阿公阿嬤在買的 想讓年輕人也願意買來送',
      other_design_requirements: '宅配的外箱也一起 還有一張吃法說明卡',
      collaboration_notes: '找我就好 但最後要給我爸看過',
    },
    otherwise: '這個沒特別想法',
    expected: {
      project_background: { said: 1, text: ['新的禮盒'] },
      address: { said: 0, text: ['東港'] },
      specification: { said: 7, text: ['一盒是三片'] },
      expected_deadline: {
        said: 5,
        value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'late' },
      },
      sales_channels: { said: 6, text: ['蝦皮', '店面'] },
      product_description: { said: 'asked', text: ['日曬', '配蒜苗白蘿蔔'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['box'] } },
      unique_selling_point: { said: 'asked', text: ['自己曬的'] },
      target_audience: { said: 'asked', text: ['送禮', '送客戶'] },
      colors_and_elements: { said: 'asked', text: ['不要大紅'] },
      preferred_materials: { said: 'asked', text: ['紙的', '不要塑膠'] },
      key_considerations: { said: 'asked', text: ['要冷藏', '反潮'] },
    },
  },
  {
    // Answers mostly when asked: a 礁溪 guesthouse husband. NOT facts: 快十年, 15% (booking-site commission),
    // 三成 (share of Japanese guests), 10分鐘 (walk to the station), 清明連假 (why, not when), 羅東 (a competitor's
    // town, vague, not expected). The go-live date rides along in the budget reply; "剛剛講了啊" repeats it.
    // Question back (can you take the room photos?). Collaboration reply is partial.
    id: 'heldout36-website-zh-jiaoxi-guesthouse-when-asked',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: ['你好 想做網站', '我們是民宿'],
    whenAsked: {
      project_background: '在礁溪開民宿 快十年了 六間房 以前都靠訂房網 抽成越來越高 想有自己的網站讓客人直接訂',
      url: '沒有網站 只有臉書粉專 搜「小日子湯宿」就有',
      category: '可以直接訂房 線上付訂金那種',
      problem_need: '訂房網抽15% 一年下來很可觀 想要老客人直接跟我們訂',
      main_pages: '房型 訂房 交通 附近景點 差不多這樣',
      languages: '中文 英文 日文 日本客人很多 去年大概三成是日本人',
      budget: '10萬以內 然後最好3月底前上線 清明連假前',
      expected_deadline: '剛剛講了啊 3月底前 清明前',
      target_audience: '帶小孩來泡湯的家庭 還有日本的年輕人',
      preferred_style: '溫暖 有木頭的感覺 我們房子本來就是木造的',
      competitors: '沒特別看 喔 羅東有一家叫什麼森的做得不錯 我再找給你',
      address: '礁溪 溫泉路那邊 離火車站走路大概10分鐘',
      other_design_requirements: '房間照片你們可以拍嗎？我們自己拍的都很暗',
      key_considerations: '手機要好用 客人都是用手機訂的 然後訂金要能刷卡',
      collaboration_notes: '我老婆負責 她比較懂',
    },
    otherwise: '沒有特別想法耶',
    expected: {
      project_background: { said: 'asked', text: ['礁溪開民宿', '六間房'] },
      url: { said: 'asked', text: ['小日子湯宿'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      problem_need: { said: 'asked', text: ['老客人直接跟我們訂'] },
      main_pages: { said: 'asked', text: ['房型', '交通', '附近景點'] },
      languages: { said: 'asked', text: ['中文', '英文', '日文'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 100000, bound: 'at_most', currency: 'TWD' } },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' },
      },
      target_audience: { said: 'asked', text: ['帶小孩來泡湯的家庭'] },
      preferred_style: { said: 'asked', text: ['溫暖', '木頭'] },
      key_considerations: { said: 'asked', text: ['手機要好用', '刷卡'] },
    },
  },
  {
    // One fact per short message from a barber opening his own shop in 鹽埕. NOT facts: 民國五十幾年 (the
    // building), 房東 upstairs, 左營 and 8年 (where he worked before), 去年 (his old estimate), 5月開工 (works start).
    // Correction: 預算80萬 → 100萬 (message 7). The style reply repeats the size and adds a need; the deadline
    // reply asks the studio back; "剛有說" before the opening month. Collaboration reply is partial.
    id: 'heldout36-commercial-zh-yancheng-barbershop-short-facts',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 要開理髮廳 想找人設計',
      '在鹽埕 大勇路附近',
      '一樓店面 15坪左右',
      '房子民國五十幾年的 樓上房東自己住',
      '預算80萬',
      '希望7月開幕',
      '我之前在左營的店做了8年 很多客人會跟過來',
      '等等 預算講錯 是100萬 80是我去年自己估的 現在什麼都漲',
    ],
    whenAsked: {
      project_background: '男士理髮 油頭 漸層 我一個人加一個學徒 兩張椅子',
      problem_need: '老房子 水電要全部重拉 一樓又很暗',
      brand_value: '老派紳士那種 進來可以坐著喝杯咖啡 慢慢剪',
      target_audience: '25到45的上班族 有在弄造型的男生',
      preferred_style: '復古 有點美式barbershop 反正才15坪 不要塞太滿 要留等候的位子',
      colors_and_elements: '黑白格子地板一定要 門口要有旋轉燈',
      unique_design: '想把我師傅留給我的老理髮椅放在窗邊當展示',
      opening_date: '剛有說 7月',
      expected_deadline: '5月要開工的話 設計4月要好吧？你們一般要做多久',
      other_design_requirements: '招牌 還有價目表 名片可以的話也一起',
      key_considerations: '洗頭台要兩個 排水要弄好 老房子怕淹水',
      collaboration_notes: '我週一公休 那天比較好約',
    },
    otherwise: '這個沒想法',
    expected: {
      address: { said: 1, text: ['鹽埕', '大勇路'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 15, unit: 'ping' } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'on' } },
      budget: { said: 7, value: { kind: 'money', amount: 1000000, currency: 'TWD' } },
      project_background: { said: 'asked', text: ['男士理髮', '兩張椅子'] },
      problem_need: { said: 'asked', text: ['水電要全部重拉', '很暗'] },
      brand_value: { said: 'asked', text: ['老派紳士'] },
      target_audience: { said: 'asked', text: ['上班族'] },
      preferred_style: { said: 'asked', text: ['復古', '美式barbershop'] },
      colors_and_elements: { said: 'asked', text: ['黑白格子地板', '旋轉燈'] },
      unique_design: { said: 'asked', text: ['老理髮椅'] },
      key_considerations: { said: 'asked', text: ['洗頭台要兩個'] },
    },
  },
  {
    // One fact per short message from a 台中大雅 bicycle-pedal maker at the Taipei Cycle show. NOT facts: 大雅 (the
    // factory, not the venue), 公會 (earlier shows), 30幾個人, 舅舅 is the boss, 二十幾年, 德國 and 去年 (a booth she
    // liked), 十天 (factory closed at New Year), 9月 European fair (a later plan). Correction: 進場3/23 → 3/24
    // (message 7). The design deadline rides along in the considerations reply and is repeated when asked.
    // Question back (can you do the catalogue?). Collaboration reply is partial.
    id: 'heldout36-exhibition-zh-daya-pedals-short-facts',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們是台中大雅做自行車踏板的',
      '3月要參加台北自行車展 第一次自己出來擺 以前都跟公會一起',
      '在南港一館',
      '攤位3x6 18平方公尺',
      '3/25開展 3/23進場',
      '工廠30幾個人 老闆是我舅舅',
      '預算抓40萬 含施工',
      '抱歉 進場是3/24 23號是給大攤位的 我看錯了',
    ],
    whenAsked: {
      project_background: '主要展今年新款的卡式踏板 還有OEM的樣品 給客戶看我們的加工',
      brand_value: '可靠 精密 我們做了二十幾年都是幫大牌代工',
      target_audience: '國外買主 歐洲品牌的採購 一般車友不是重點',
      water_electricity_supply: '要電 有轉台跟燈 水不用',
      exit_date: '3/28最後一天 當天晚上撤',
      preferred_style: '乾淨專業 去年在德國看到一個白色的展台很喜歡 很多留白。啊我們是邊攤 兩面開',
      unique_design: '想要一面牆把踏板一顆一顆掛起來 像藝術品那樣打燈',
      colors_and_elements: '公司色是橘色 logo要大 走道遠遠就看到',
      key_considerations: '時間很趕 2月過年工廠放假十天 所以過年前設計要定下來 2月中以前',
      expected_deadline: '就過年前 2月中以前',
      other_design_requirements: '型錄跟DM可以一起做嗎？還是要另外找',
      plans_after_project: '9月還有歐洲的展 那邊是當地包商做 但想沿用你們的設計',
      collaboration_notes: '我負責聯絡 最後我舅舅決定',
    },
    otherwise: '沒意見 你們決定',
    expected: {
      address: { said: 2, text: ['南港一館'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' } },
      entry_date: { said: 7, value: { kind: 'date', date: '2026-03-24', precision: 'day', relation: 'on' } },
      budget: { said: 6, value: { kind: 'money', amount: 400000, currency: 'TWD' } },
      project_background: { said: 'asked', text: ['卡式踏板', 'OEM'] },
      brand_value: { said: 'asked', text: ['精密'] },
      target_audience: { said: 'asked', text: ['歐洲品牌的採購'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' } },
      preferred_style: { said: 'asked', text: ['乾淨專業', '留白'] },
      unique_design: { said: 'asked', text: ['像藝術品'] },
      key_considerations: { said: 'asked', text: ['時間很趕'] },
    },
  },
  {
    // Long first message from a bus driver in 三峽北大特區. NOT facts: 去年底 (the purchase), 十幾年 (the previous
    // owner), 中和 (his wife's office), 10歲 and 7歲 (the kids), 樹林 (where they rent), 6月底 (the lease), 9月
    // (school transfer), 兩百台 (model buses), 雲林 (mother-in-law's home). Question back (how much does this cost?)
    // with the budget. Correction: 暑假 → 8月中以前 move-in (message 2). The style reply also repeats the size;
    // "剛有講" and "如我剛說的" before repeats. No preference on colours (otherwise).
    id: 'heldout36-residential-zh-sanxia-bus-driver-story',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 想問一下裝潢的事 先講我們狀況。我們去年底在三峽北大特區買了一間中古屋 是大樓 屋齡大概18年 權狀30坪 三房兩廳兩衛 原屋主住了十幾年 廚房很舊 主臥浴室還會漏水到樓下。我是開公車的 太太在中和上班 兩個小孩 一個10歲一個7歲 還有一隻柯基 現在租在樹林 租約到6月底 所以希望暑假可以搬進去',
      '想先問一下這種大概要花多少？我們手上大概150萬',
      '剛跟老婆確認 老大9月要轉學 要在8月中以前住進去 不是整個暑假',
    ],
    whenAsked: {
      property_category: '大樓 有電梯的',
      problem_need: '剛剛說的 廚房太小兩個人站不下 還有浴室漏水',
      lifestyle: '我排班很亂 有時候早上才回家睡 房間要很暗很安靜 太太週末喜歡烤蛋糕',
      preferred_style: '簡單好整理 無印那種就好 老婆說30坪不要隔太多 看起來會小',
      important_collections: '我收集的公車模型 大概兩百台 想要一面展示櫃',
      budget: '剛有講 150萬 這是全部了 不能再多',
      move_in_date: '8月中以前 剛剛有講',
      expected_deadline: '要8月中搬的話 設計5月底前要好吧',
      key_considerations: '如我剛說的 漏水一定要先處理好 不然樓下會一直來按門鈴',
      plans_after_project: '岳母以後可能從雲林上來跟我們住 想留一間房給她',
      other_design_requirements: '燈跟窗簾也要 系統櫃也麻煩一起',
    },
    otherwise: '都可以啦',
    expected: {
      project_background: { said: 0, text: ['中古屋'] },
      address: { said: 0, text: ['三峽北大特區'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 18, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 30, unit: 'ping' } },
      layout: { said: 0, text: ['三房兩廳兩衛'] },
      problem_need: { said: 0, text: ['廚房', '漏水'] },
      target_audience: { said: 0, text: ['兩個小孩', '柯基'] },
      budget: { said: 1, value: { kind: 'money', amount: 1500000, currency: 'TWD' } },
      move_in_date: {
        said: 2,
        value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      lifestyle: { said: 'asked', text: ['早上才回家睡', '烤蛋糕'] },
      preferred_style: { said: 'asked', text: ['簡單好整理', '無印'] },
      key_considerations: { said: 'asked', text: ['漏水一定要先處理好'] },
    },
  },
  {
    // Answers mostly when asked: a temple committee member in 台南安南區 doing procession T-shirts and flags.
    // NOT facts: 三年一次, 八百件 (print run), 大甲媽 (a reference, not a place), 台江 and 魚塭 are only landmarks,
    // 4月18號 (the procession), 3月底 (T-shirt delivery), 過年 (printers closed). Correction inside one reply:
    // 設計2月底 → 2月中以前. The place rides along in the background reply; "剛剛講了" repeats the items.
    id: 'heldout36-other-zh-annan-temple-procession-when-asked',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: ['請問 你們有接廟的設計嗎', '遶境要穿的T恤跟旗子 急'],
    whenAsked: {
      project_background: '我們是台南安南區的媽祖廟 每三年遶境一次 今年輪到 我是管委會的 負責文宣這塊',
      other_design_requirements: '剛剛講了 T恤跟旗子 T恤大概要印八百件 有大人也有小孩的尺寸',
      problem_need: '以前都是印刷行隨便套版 年輕人都不想穿 想做得讓年輕人願意穿出去',
      target_audience: '信徒 還有來幫忙的陣頭 很多高中生大學生',
      preferred_style: '傳統但要有新意 像大甲媽那幾年出的衣服就不錯',
      colors_and_elements: '黃色為主 不要黑色 廟裡的人說黑的不好',
      address: '安南區 靠台江那邊 廟旁邊都是魚塭',
      expected_deadline: '遶境是4月18號 T恤3月底前要拿到 所以設計2月底要好。啊不對 主委說過年印刷行休息 要過年前定稿 那就2月中以前',
      key_considerations: '神明的名號不能印在衣服下半身 這很重要',
      collaboration_notes: '要給主委看 他點頭才算 他不用LINE 要印紙本給他',
      number_of_visits: '可以的話來廟裡一趟 看一下我們的旗子 一次就好',
    },
    otherwise: '沒有耶',
    expected: {
      other_design_requirements: { said: 1, text: ['T恤', '旗子'] },
      project_background: { said: 'asked', text: ['媽祖廟', '遶境'] },
      problem_need: { said: 'asked', text: ['年輕人願意穿出去'] },
      target_audience: { said: 'asked', text: ['信徒', '陣頭'] },
      preferred_style: { said: 'asked', text: ['傳統但要有新意'] },
      colors_and_elements: { said: 'asked', text: ['黃色為主', '不要黑色'] },
      address: { said: 'asked', text: ['安南區'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      key_considerations: { said: 'asked', text: ['不能印在衣服下半身'] },
      collaboration_notes: { said: 'asked', text: ['主委', '印紙本'] },
    },
  },
  {
    // Answers mostly when asked: a film-camera repairman in 광주 동명동. Two short openers (one asks back whether
    // signage and cards are included). The background reply also names 동명동 (the address); the colour reply also
    // sets a constraint (a wide logo for a wide sign) that belongs in key considerations; the trademark-help reply
    // asks back about cost; collaboration answers only half. No preference on style.
    // NOT facts: 충장로 and 17년 (the old shop), 작년 (the move), the father's 사진관, 4월 간판 교체 (a sign date).
    id: 'heldout36-brand-ko-when-asked-extras-in-replies',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 카메라 수리점 하는데 로고 좀 새로 하고 싶어서요',
      '간판이랑 명함도 같이 하고 싶은데 그것도 되나여?',
    ],
    whenAsked: {
      project_background:
        '광주 동명동에서 필름카메라 수리점 해요. 원래 충장로에서 17년 하다가 작년에 이쪽으로 옮겼어요. 로고는 지금 없다시피 해서 새로 만드는 거예요',
      problem_need: '젊은 손님들이 인스타 보고 찾아오는데 가게가 너무 옛날 수리점 같아서 들어오기 망설인대요',
      brand_name_story:
        '오래보기요. 카메라도 오래 쓰고 사진도 오래 보라고 제가 지었어요. 돌아가신 아버지가 사진관 하셨는데 그 생각도 좀 나고',
      products_or_services: '필름카메라 수리, 렌즈 곰팡이 청소, 중고 카메라 판매도 조금 해요. 현상은 안 해요',
      registration_status: '안했어요',
      need_registration_assistance: '네 해주시면 좋죠 근데 등록 비용이 얼마나 드는지 먼저 알려주세요',
      brand_website: '인스타만 있어요 @orae_bogi',
      target_audience: '20대 30대 필름 입문하는 사람들이요. 옛날 카메라 들고 오시는 어르신들도 꽤 있고',
      preferred_style: '딱히 생각해본 건 없어요',
      colors_and_elements: '빨간색은 빼주세요 코닥 같아 보여서. 간판이 가로로 길어서 가로로 긴 로고가 좋을 거 같아요',
      key_considerations: '가로로 긴 간판에 잘 들어가야 돼요. 그리고 너무 고급스러워 보이면 수리비 비쌀까봐 안 들어와요',
      expected_deadline: '3월 안에요. 4월에 간판 교체 일정이 잡혀 있어서',
      address: '광주 동구 동명동이요',
      collaboration_notes: '낮엔 수리하느라 전화 잘 못 받아요 카톡으로 주세요',
    },
    otherwise: '상관없어요',
    expected: {
      other_design_requirements: { said: 1, text: ['간판이랑 명함'] },
      project_background: { said: 'asked', text: ['필름카메라 수리점', '로고는 지금 없다시피'] },
      problem_need: { said: 'asked', text: ['들어오기 망설인대요'] },
      brand_name_story: { said: 'asked', text: ['오래보기', '사진도 오래 보라고'] },
      products_or_services: { said: 'asked', text: ['필름카메라 수리', '렌즈 곰팡이 청소', '중고 카메라 판매'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@orae_bogi'] },
      target_audience: { said: 'asked', text: ['20대 30대', '어르신들'] },
      colors_and_elements: { said: 'asked', text: ['빨간색은 빼주세요'] },
      key_considerations: { said: 'asked', text: ['가로로 긴'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
    },
  },
  {
    // Long first message: a 상주 곶감 farmer's daughter who came back from 서울 making the family's first gift set
    // for Chuseok. Then materials, a correction (12개 들이 → 10개 들이, after talking to her dad) and a question back
    // about printers. Replies carry extras: the style reply repeats the deadline, the sales-channel reply names 상주
    // 읍내, the target reply mentions her old coworkers; "말씀드렸듯이" before the materials repeat.
    // NOT facts: 30년 넘게 (her dad), 서울 마포 and 7년 (her old job), 재작년 (her return), 농협 공판장, 작년 설 and
    // 800상자 (last year's sales), 서울 회사 동료, 작년 반품, 내년 설 (a later plan, kept only as a plan).
    id: 'heldout36-packaging-ko-long-story-count-correction',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 좀 길어요 죄송해요ㅠ 저희는 경북 상주에서 곶감 농사 짓는 집이에요. 아빠가 30년 넘게 하셨고 저는 서울 마포에서 7년 회사 다니다가 재작년에 내려와서 같이 하고 있어요. 지금까지는 농협 공판장에 넘기거나 아는 분들한테 스티로폼 박스에 담아서 팔았는데 이번에 저희 이름으로 선물세트를 제대로 만들어보려고요. 반건시랑 건시 두 종류고 선물세트는 개별 포장 12개 들이로 생각하고 있어요. 작년 설에 지인 판매로만 800상자 정도 나갔어요. 추석 선물세트로 처음 내는 게 목표라 7월 말까지는 디자인이 끝나야 할 것 같아요',
      '아 그리고 스티로폼은 이제 안 쓰고 싶어요 종이 위주로요',
      '아 잠깐 12개 들이라고 했는데 아빠랑 얘기해보니 10개 들이가 맞대요. 12개는 가격이 너무 올라간다고',
      '보통 상자 디자인하면 인쇄소도 연결해주시나요?',
    ],
    whenAsked: {
      packaging_form: '말씀드린 대로 선물세트요',
      unique_selling_point:
        '감을 깎아서 자연건조만 해요 황 훈증 안 하고요. 그래서 색이 좀 어두운데 그걸 오히려 장점으로 보여주고 싶어요',
      target_audience: '명절 선물 고르는 3040 직장인이요. 제 서울 회사 동료들이 제일 많이 사줬어요ㅋㅋ',
      sales_channels: '스마트스토어랑 카톡 주문이요. 상주 읍내 로컬푸드 매장에도 넣을 예정이고요',
      preferred_style: '촌스럽지 않게 깔끔하게요. 근데 차가운 느낌 말고 따뜻한 거요. 추석 전에 나와야 하니까 7월 말은 꼭 지켜주세요',
      colors_and_elements: '감 색깔 주황은 꼭 들어갔으면 좋겠어요. 감나무 그림도요. 빨강은 너무 흔해서 빼고요',
      preferred_materials: '말씀드렸듯이 종이요. 크라프트지도 괜찮고요',
      expected_deadline: '7월 말까지요',
      key_considerations: '택배로 보내도 곶감이 안 눌려야 해요. 작년에 눌려서 반품 몇 번 받았어요',
      other_design_requirements: '택배 박스랑 스티커도요',
      collaboration_notes: '아빠는 카톡을 잘 못하셔서 저랑 연락하시면 되고 최종 결정도 제가 해요. 주 1회 정도 진행상황 알려주세요',
      address: '경북 상주요 외남면이에요',
      plans_after_project: '잘 되면 내년 설에는 감말랭이도 같이 내고 싶어요',
    },
    otherwise: '상관없어요~',
    expected: {
      project_background: { said: 0, text: ['곶감 농사', '선물세트를 제대로'] },
      product_description: { said: 0, text: ['반건시랑 건시'] },
      specification: { said: 2, text: ['10개 들이'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['gift_set'] } },
      address: { said: 0, text: ['상주'] },
      expected_deadline: {
        said: 0,
        value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by', part: 'late' },
      },
      preferred_materials: { said: 1, text: ['종이 위주'] },
      unique_selling_point: { said: 'asked', text: ['자연건조만', '황 훈증 안 하고'] },
      target_audience: { said: 'asked', text: ['3040 직장인'] },
      sales_channels: { said: 'asked', text: ['스마트스토어', '카톡 주문', '로컬푸드 매장'] },
      preferred_style: { said: 'asked', text: ['촌스럽지 않게', '따뜻한'] },
      colors_and_elements: { said: 'asked', text: ['주황', '감나무 그림'] },
      key_considerations: { said: 'asked', text: ['안 눌려야'] },
    },
  },
  {
    // Answers mostly when asked: a 경주 황남동 hanok-stay owner in her sixties, daughter helping from 서울. Two short
    // openers (the second gives the category). The budget reply also gives the deadline and asks "가능할까요?";
    // the background reply names 황남동; "아까 말씀드린 대로" before the commission problem; questions back about
    // 네이버 예약 sync and photography. Languages reply adds last year's share of Japanese guests.
    // NOT facts: 방은 4개 (rooms), 에어비앤비, 일본 손님 30%, 2019년 (old photos), 서울 (the daughter), 벚꽃 철.
    id: 'heldout36-website-ko-budget-reply-carries-deadline',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: ['홈페이지 문의드려요', '한옥 숙소 예약되는 홈페이지요'],
    whenAsked: {
      project_background:
        '경주 황남동에서 한옥 독채 숙소 해요 방은 4개고요. 지금은 에어비앤비랑 네이버 예약으로만 받는데 수수료가 너무 많이 나가서 직접 예약 받고 싶어서요',
      url: '없어요 인스타는 있는데 홈페이지는 처음이에요',
      category: '예약 받는 홈페이지요',
      problem_need:
        '아까 말씀드린 대로 수수료 줄이는 거요. 그리고 외국 손님들이 위치를 자꾸 못 찾으셔서 오시는 길 안내가 잘 됐으면 해요',
      main_pages: '객실 소개, 예약, 오시는 길, 주변 맛집 정도요',
      languages: '한국어 영어요. 일본어도 있으면 좋고요 작년에 일본 손님이 한 30% 됐어요',
      target_audience: '커플이랑 부모님 모시고 오는 가족이요. 외국분들도 늘고 있고',
      competitors: '잘 모르겠어요 다른 데 홈페이지는 안 봐서',
      preferred_style: '한옥이니까 차분하게요. 사진이 크게 나왔으면 좋겠어요 우리 마당 사진이 제일 예뻐요',
      budget: '300만 원 안쪽이요. 봄 손님 많아지기 전에 열었으면 해서 3월 중순까지 되면 좋겠는데 가능할까요?',
      expected_deadline: '3월 중순까지는 열어야 돼요 벚꽃 철 시작하기 전에',
      key_considerations: '예약이 겹치면 절대 안 돼요. 네이버 예약이랑 같이 쓸 건데 그거 연동되나요?',
      colors_and_elements: '먹색이랑 한지 색 같은 거요. 빨강 파랑 원색은 싫어요',
      other_design_requirements: '사진 촬영도 해주시나요? 지금 사진이 2019년에 찍은 거라 좀 오래됐어요',
      collaboration_notes: '제가 컴퓨터를 잘 못해서 딸이 같이 볼 거예요. 딸은 서울 살아서 화상으로 하면 되고요',
      address: '경주 황남동이요 황리단길 안쪽 골목',
      plans_after_project: '글쎄요 블로그 같은 거 올리면 좋겠죠',
    },
    otherwise: '상관없어요',
    expected: {
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      project_background: { said: 'asked', text: ['한옥 독채 숙소', '수수료가 너무'] },
      problem_need: { said: 'asked', text: ['수수료 줄이는', '오시는 길'] },
      main_pages: { said: 'asked', text: ['객실 소개', '예약', '오시는 길'] },
      languages: { said: 'asked', text: ['한국어', '영어', '일본어'] },
      target_audience: { said: 'asked', text: ['커플', '부모님 모시고'] },
      preferred_style: { said: 'asked', text: ['차분하게', '사진이 크게'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 3_000_000, bound: 'at_most', currency: 'KRW' } },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      key_considerations: { said: 'asked', text: ['예약이 겹치면'] },
    },
  },
  {
    // One fact per short message: a second-generation optician on 청주 성안길 renovating his father's shop. Opening
    // corrected 3월 말 → 4월 초 (the builder starts the second week of March). The style reply repeats the size (22평);
    // "말씀드렸듯이" before the budget repeat; the visits reply adds a storeroom; collaboration answers only when to
    // call. NOT facts: 91년 (the father opened the shop), 30분 vs 10분 (eye-exam times), 3월 둘째 주 (construction
    // start), 저녁 7시, 2층 창고, 50대 (customers' age).
    id: 'heldout36-commercial-ko-one-fact-opening-correction',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안경원 인테리어 문의요',
      '청주 성안길이에요',
      '아버지가 91년에 여신 가게를 제가 물려받았어요',
      '22평',
      '예산은 4천만 원 생각해요',
      '3월 말 재오픈 목표요',
      '아 죄송 4월 초요 공사 업체가 3월 둘째 주부터 된대서',
      '검안실은 꼭 따로 있어야 돼요',
    ],
    whenAsked: {
      problem_need: '너무 어두워요 30년 된 느낌. 안경테가 잘 안 보여요',
      brand_value: '정직하게 눈 봐주는 집이요. 들어오면 편하게 오래 앉아 있어도 되는 느낌',
      target_audience: '원래 50대 이상 단골이 많은데 근처 학원가 학생들이랑 20대도 잡고 싶어요',
      competitive_advantage: '검사를 30분씩 꼼꼼하게 해요. 체인점들은 10분이면 끝내거든요',
      preferred_style: '밝고 깔끔한 거요. 22평인데 좁아 보이지 않게 해주세요',
      colors_and_elements: '우드 톤 좋아요. 흰색만 있으면 병원 같아서 싫고요',
      unique_design: '안경테를 벽 한 면 전체에 진열하고 싶어요',
      budget: '말씀드렸듯이 4천만 원이요 집기까지 포함해서요',
      opening_date: '4월 초요',
      key_considerations: '검안실이요 빛이 차단돼야 해요',
      expected_deadline: '디자인은 2월 안에는 나와야 공사 들어가죠',
      other_design_requirements: '간판도요 아버지 때 간판 그대로라서',
      collaboration_notes: '평일엔 매장에 있어서 저녁 7시 이후에 연락 주세요',
      number_of_visits: '현장은 두 번 정도 와주시면 될 거 같아요. 2층 창고도 한번 봐주셔야 하고',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['안경원 인테리어'] },
      address: { said: 1, text: ['성안길'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 22, unit: 'pyeong' } },
      budget: { said: 4, value: { kind: 'money', amount: 40_000_000, currency: 'KRW' } },
      opening_date: {
        said: 6,
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'on', part: 'early' },
      },
      key_considerations: { said: 7, text: ['검안실은 꼭 따로'] },
      problem_need: { said: 'asked', text: ['안경테가 잘 안 보여요'] },
      brand_value: { said: 'asked', text: ['정직하게', '편하게'] },
      target_audience: { said: 'asked', text: ['50대 이상 단골', '학생들이랑 20대'] },
      competitive_advantage: { said: 'asked', text: ['30분씩 꼼꼼하게'] },
      preferred_style: { said: 'asked', text: ['밝고 깔끔한', '좁아 보이지 않게'] },
      colors_and_elements: { said: 'asked', text: ['우드 톤', '병원 같아서'] },
      unique_design: { said: 'asked', text: ['벽 한 면 전체'] },
    },
  },
  {
    // One fact per short message: a third-generation 안동 소주 distillery going to a liquor fair at 코엑스. Booth
    // corrected 3x3 → 3x6 (18제곱미터); water and electricity for the tasting bar; the fair dates come in two
    // messages (4월, then 16일부터 18일까지). The budget repeat starts "아까 ~했죠"; the target reply compares last
    // year's 부산 벡스코 fair; the plans reply names an autumn fair at 대구 엑스코. No preference on style.
    // NOT facts: 안동 (the distillery, not the venue), 3대째 and 할아버지, 45도, 직원 6명, 부산 벡스코 (last year), 대구
    // 엑스코 (a later show, only inside plans), 저녁 6시.
    id: 'heldout36-exhibition-ko-one-fact-booth-size-correction',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '박람회 부스 디자인 맡기고 싶어요',
      '안동 소주 만드는 양조장이에요 할아버지 때부터 3대째',
      '4월에 코엑스 주류 박람회 나가요',
      '16일부터 18일까지요',
      '부스는 3x3이요',
      '아 아니다 두 개 붙여서 3x6으로 바꿨어요 18제곱미터요',
      '시음대 있어서 물이랑 전기 다 필요해요',
      '예산은 천오백만 원 정도요',
    ],
    whenAsked: {
      brand_value: '전통을 지키는데 고루하지 않은 술이요. 와서 한잔 마시고 웃으면서 가는 느낌',
      target_audience: '바이어요 특히 백화점 MD랑 전통주 바틀숍 사장님들. 작년에 부산 벡스코에서는 일반 관람객만 와서 별로였어요',
      preferred_style: '딱히 없어요 알아서 해주세요',
      unique_design: '증류기 모형 같은 걸 가운데 놓으면 좋겠어요. 진짜 증류기는 너무 커서 못 가져가요',
      address: '코엑스 A홀이래요',
      entry_date: '15일 오후부터 설치 가능하대요',
      exit_date: '18일 끝나고 바로 철수요 저녁 6시 이후',
      colors_and_elements: '병 라벨이 남색이라 남색 살려주세요. 한자 로고도 들어가야 하고요',
      key_considerations: '술병 깨지면 안 되니까 진열대가 튼튼해야 돼요. 45도짜리라 병이 무거워요',
      budget: '아까 천오백이라고 했죠 시공까지 다 해서요',
      expected_deadline: '3월 말까지는 확정하고 싶어요',
      other_design_requirements: '리플렛이랑 시음컵에 로고 찍는 것도요',
      plans_after_project: '가을에 대구 엑스코 박람회도 나갈 거라 부스 재사용 되면 좋겠어요',
      competitive_advantage: '쌀이랑 누룩을 다 안동 것만 써요. 직원 6명이 직접 빚고요',
      collaboration_notes: '저는 주로 양조장에 있어서 전화보다 문자가 편해요. 결정은 아버지랑 같이 해요',
    },
    otherwise: '괜찮아요 알아서 해주세요',
    expected: {
      project_background: { said: 1, text: ['안동 소주'] },
      address: { said: 2, text: ['코엑스'] },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-16', precision: 'day', relation: 'on' } },
      space_size: { said: 5, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      water_electricity_supply: { said: 6, value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 7, value: { kind: 'money', amount: 15_000_000, currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['전통을 지키는데', '고루하지 않은'] },
      target_audience: { said: 'asked', text: ['백화점 MD', '바틀숍'] },
      unique_design: { said: 'asked', text: ['증류기 모형'] },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'on' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-04-18', precision: 'day', relation: 'on' } },
      key_considerations: { said: 'asked', text: ['진열대가 튼튼해야'] },
    },
  },
  {
    // Long first message: a retired teacher couple who sold their 영통 apartment and bought a forty-year-old
    // 단독주택 in 수원 행궁동. Then collections in passing and a budget correction (1억 5천 → 1억 8천, for windows and
    // insulation). "아까 말씀드렸듯이" / "말씀드린 대로" before repeats; the deadline reply asks back how long building
    // takes; the move-in reply adds a rent contract that ends the same month.
    // NOT facts: 33년 and 작년 8월 (their careers), 영통 and 12월 (the sold flat), 대지 50평 (land, not the home),
    // 캐나다 밴쿠버 (the son), 손주 5살, 도자기 30년, 오피스텔 계약 8월 (their temporary lease).
    id: 'heldout36-residential-ko-long-story-budget-correction',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 얘기가 좀 길어요. 저희는 둘 다 교사로 33년 근무하고 작년 8월에 같이 퇴직한 부부예요. 영통 아파트를 12월에 팔고 수원 행궁동에 오래된 단독주택을 하나 샀어요. 지은 지 40년 됐다고 하고 대지는 50평인데 건물은 2층까지 합쳐서 32평이에요. 지금 방 4개 화장실 1개인데 너무 어둡고 겨울에 엄청 추워요. 리모델링 전체로 하고 싶고요. 아들은 캐나다 밴쿠버 사는데 손주가 5살이라 여름마다 한두 달씩 와 있어요. 8월 말까지는 이사 들어가야 해요',
      '아 그리고 남편이 도자기를 30년 모아서 그걸 둘 자리가 있어야 돼요. 피아노도 한 대 있고요',
      '예산을 안 말씀드렸네요 1억 5천 생각했는데 남편이 창호랑 단열까지 다 하려면 1억 8천은 잡아야 한대요. 1억 8천으로 할게요',
    ],
    whenAsked: {
      lifestyle: '남편은 아침마다 마당에서 화분 돌보고 저는 부엌에서 빵 굽는 걸 좋아해요. 친구들도 자주 와요',
      target_audience: '저희 부부 둘이 살고 여름에는 아들네 식구 셋이 와요. 고양이도 한 마리 있고요',
      preferred_style: '따뜻한 나무 느낌이요. 옛날 집 서까래가 남아 있으면 살리고 싶어요',
      colors_and_elements: '회색 톤은 싫고요 황토색 같은 흙색 좋아해요',
      memorable_moments: '영통 아파트에서 아들 키 재던 문틀이 있는데 그걸 떼어 왔어요. 어디 하나 붙였으면 해요',
      key_considerations: '단열이요. 아까 말씀드렸듯이 겨울에 너무 추워요. 그리고 계단이 가팔라서 나이 들어서도 다닐 수 있게요',
      expected_deadline: '3월 안에는 설계가 끝나야 하지 않을까요? 보통 공사는 얼마나 걸려요?',
      move_in_date: '말씀드린 대로 8월 말까지요. 지금 임시로 사는 오피스텔 계약이 8월까지라서요',
      other_design_requirements: '조명이랑 붙박이 수납장이요. 도자기 넣을 장식장도',
      collaboration_notes: '결정은 둘이 같이 해요. 남편이 꼼꼼해서 도면은 남편한테 먼저 보내주세요',
      number_of_visits: '필요하신 만큼 오셔도 돼요 저희가 근처 살아서',
      plans_after_project: '나중에 아들 식구가 아예 들어올 수도 있어요. 2층을 따로 쓸 수 있게 되면 좋겠어요',
      budget: '1억 8천이요',
      address: '행궁동이요 화성 성곽 바로 안쪽',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['오래된 단독주택', '리모델링 전체'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 40, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 0, text: ['방 4개 화장실 1개'] },
      problem_need: { said: 0, text: ['너무 어둡고', '겨울에 엄청 추워요'] },
      address: { said: 0, text: ['행궁동'] },
      move_in_date: {
        said: 0,
        value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by', part: 'late' },
      },
      important_collections: { said: 1, text: ['도자기', '피아노'] },
      budget: { said: 2, value: { kind: 'money', amount: 180_000_000, currency: 'KRW' } },
      lifestyle: { said: 'asked', text: ['빵 굽는', '친구들도 자주'] },
      target_audience: { said: 'asked', text: ['부부 둘이', '고양이'] },
      preferred_style: { said: 'asked', text: ['따뜻한 나무', '서까래'] },
      colors_and_elements: { said: 'asked', text: ['황토색'] },
      key_considerations: { said: 'asked', text: ['단열', '계단이 가팔라서'] },
    },
  },
  {
    // One fact per short message: a couple running a family campsite in 강화도 화도면 who want an illustrated
    // entrance map and pitch-number signs. Deadline corrected 어린이날 → 4월 25일 (a group booking). The style reply
    // names the place (갯벌, 소나무 숲); the key-considerations reply adds the map's width; the visits reply and the
    // distance reply ask back where the studio is (distance not expected: only "if you're in 서울").
    // NOT facts: 사이트 24개, 2019년 (opened), 서울 경기 (where campers come from), 고양이 두 마리 콩이 팥이, 가로 3미터,
    // 1시간 반 (from 서울), 단체 예약.
    id: 'heldout36-other-ko-one-fact-deadline-correction',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '가족 캠핑장 하는데 안내 지도 그려주실 수 있나요',
      '강화도 화도면이에요',
      '사이트가 24개인데 손님들이 밤에 자기 자리를 못 찾아요',
      '입구에 세울 큰 지도 하나랑 사이트 번호 표지판이요',
      '어린이날 전까지 설치하고 싶어요',
      '아 어린이날 말고 4월 25일 전까지요 그날 단체 예약이 있어서',
      '2019년에 열었어요 참고로',
    ],
    whenAsked: {
      target_audience: '아이 있는 가족이요 주로 서울 경기에서 와요. 유치원생 초등학생이 많고',
      preferred_style: '손그림 느낌이요. 아이들이 보고 재밌어할 만한. 강화도 갯벌이랑 소나무 숲이 보였으면 해요',
      colors_and_elements: '숲 초록이요. 캠핑장에 사는 고양이 두 마리도 넣어주세요ㅎㅎ 콩이 팥이예요',
      key_considerations: '밤에도 보여야 해요. 비 맞아도 안 바래야 하고. 입구 지도는 가로 3미터쯤이에요',
      collaboration_notes: '아내랑 둘이 운영해요 결정은 아내가 해요ㅋㅋ 카톡 편해요',
      other_preferences: '휴양림 안내판 같은 거 말고요 너무 관공서 느낌 나는 건 싫어요',
      plans_after_project: '잘 나오면 그 그림으로 티셔츠랑 스티커 굿즈도 만들고 싶어요',
      number_of_visits: '한 번 와서 보시면 될 거 같아요. 근데 스튜디오가 어디세요?',
      distance: '서울이시면 차로 1시간 반 정도요',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['가족 캠핑장'] },
      address: { said: 1, text: ['강화도', '화도면'] },
      problem_need: { said: 2, text: ['자기 자리를 못 찾아요'] },
      other_design_requirements: { said: 3, text: ['큰 지도', '사이트 번호 표지판'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-25', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['아이 있는 가족', '유치원생'] },
      preferred_style: { said: 'asked', text: ['손그림'] },
      colors_and_elements: { said: 'asked', text: ['초록', '고양이 두 마리'] },
      key_considerations: { said: 'asked', text: ['밤에도 보여야', '비 맞아도'] },
      collaboration_notes: { said: 'asked', text: ['결정은 아내가', '카톡'] },
    },
  },
];
