import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A seventieth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: been here before: clients who have worked
 * with designers before, with trade words, exact specs, past projects and other studios' quotes (numbers that are not this
 * project's) and a few firm no's. Written in session 33 beside the sixty-ninth and played once on 2bfbcd7e, before any
 * change for it. Each writer's own notes follow, and each conversation has a comment of what it exercises and which of
 * its numbers, places and dates are not facts.
 */
/* Writer's note (en-US, batch 70: been here before)
 * 1. brand: Dr. Priya Natarajan, 47, PT clinic co-owner in Bozeman, crisp and businesslike; a merger rebrand. Trade words (lockups, vectors, Pantone), a past agency's price and a rival quote that aren't budget facts, a line of firm no's, a pending USPTO filing and a curt "No thanks" to help.
 * 2. packaging: Jerome, 35, hot sauce cofounder in North Charleston, lowercase and blunt; exact bottle and label specs, matte BOPP only, no flames/skulls, the past designer's fee and a rival quote (no budget field), a print deadline vs a buyer meeting date.
 * 3. website: Sam, 33, ceramics studio co-owner in Portland, friendly with emoji; real booking pain, a budget range with a rival agency's quote beside it, no WordPress / no stock photos, an old garage studio's size, a live date tied to spring registration.
 * 4. commercial: Keisha Durant, 45, natural hair salon owner in Atlanta, confident and exact; a second location whose size, budget and dates sit next to the first shop's size, a TI allowance, a Buckhead design quote and a wait time that are not facts; two dates in one line.
 * 5. exhibition: Gary Lindholm, 56, ice machine maker's marketing manager from Eau Claire, trade-show veteran; 20x20 island vs last year's 10x20, water + drain + 208V, a budget next to an exhibit house's quote and a rigging bill, move-in/show/tear-down/renderings dates.
 * 6. residential: Margaret Sullivan, 67, widow downsizing to a South End brownstone condo, formal full sentences; the new condo's size vs the old house's, a contractor's padded quote, a baby grand and the floor joists, no gray/no open concept, move-in vs the house sale closing date.
 * 7. other: Luis, 50, chef-owner in Albuquerque self-publishing a cookbook, warm and direct; trim/page specs, a first book's fee and a rival quote, no Southwest clichés, a print-ready date vs a launch month, a cover price that is not a fact.
 */
/* Writer's note (zh-TW, batch 70: been here before)
 * 1. brand: 48歲 third-generation owner of a 台南新營 sesame-oil shop; formal and long-winded, uses VI words (標準字、輔助圖形、色票); a firm "no 文青風" from a failed 2016 logo, a rival studio's 38萬 quote, registration + no-help volunteered up front, his own process (3 proposals, bi-weekly, 3 visits) volunteered.
 * 2. packaging: 屏東內埔 bean-to-bar chocolate maker on her third packaging version; types with spaces, no punctuation; exact specs (70克, 15 x 7.5 x 0.8 cm, 4片禮盒), lessons from 銅版紙+霧膜 scratching, "no plastic at all", a 12萬 quote and an old 8坪 shop that are not facts.
 * 3. website: second-generation sales lead of a 彰化社頭 sock OEM factory; business tone; RWD/SEO/後台 words, full page list and 3 languages in one line, a 35–45萬 range vs a 60萬 quote, "no e-commerce / no carousel / no translation".
 * 4. commercial: 高雄 hair-salon owner opening her second shop (28坪 in 左營) after a 12坪 first one; short lines with emoji; trade words (洩水、水泥粉光、色溫3000K、統包), opening vs design deadline in one line, a 180萬 quote that is not the budget.
 * 5. exhibition: 台中 hand-tool maker's marketing manager; precise and list-like; 4 booths = 6x6 = 36 m², entry/opening/exit/design deadline all in one message, two firm principles (no throw-away 木作, no LED wall), last year's 24 m² Köln booth and a 68萬 quote as distractors.
 * 6. residential: 61歲 retired man moving from 台北 back to 羅東; formal full-width punctuation; six specs in the opener (透天, 35年, 52坪, 4房2廳3衛), "看不到的不能省" key priority, old 30坪 apartment and a 320萬 local quote as distractors, no TV wall / no full ceiling.
 * 7. other: manager of an indie band doing a first LP (封套、歌詞本、obi、海報、T恤); lowercase hi, no punctuation, very short answers; hard 3/15 hand-off to the printer with 八週/5月 as distractors, firm no to AI images and band photos.
 */
/* Writer's note (ko-KR, batch 70: been here before)
 * 1. brand: 39세 광주 동명동 로스터리 사장, 건조하고 단호한 존댓말; BI·AI 파일·별색·2도 같은 용어, 다른 스튜디오 견적 650/1200과 상표 등록 연도는 함정, "마스코트 안 함/그라데이션 금지", 하반기 2호점은 계획이지 마감이 아님.
 * 2. packaging: 51세 서귀포 남원읍 감귤농장 2대째, 마침표 드문 짧은 말투; 병 규격(200ml, 52mm, 148mm) 정확히, "이번엔 라벨만" 범위 한정(박스는 추석), 다른 곳 MOQ 3000개·3월 중순 첫 출하는 사실 아님.
 * 3. website: 38세 대전 유성구 센서 제조사 해외영업 과장, 실무형 장문; CMS·워드프레스 불가, 3개 언어, 타사 견적 2,800/900 옆에 내부 품의 1,800만원, 6월 독일 전시회 전 "5월 안에 라이브".
 * 4. commercial: 47세 부산 야키토리 바 3호점(해운대 우동 32평) 사장, 수다스러운 장문; 1호점 18평·2호점 25평·평당 180이 함정, 노출천장 절대 안 함, 예산 8천(주방 설비 제외), 도면 2월 vs 착공 3월 초.
 * 5. exhibition: 33세 구로 화장품 ODM 마케터, 느낌표·ㅠ 섞인 말투; 작년 9㎡ 조립부스·900 견적 함정, 18㎡ 독립부스, 전기만, 반입/개막/철수 날짜를 한 줄에, 사무국 도면 제출일이 디자인 마감.
 * 6. residential: 52세 일산 단독→마포 성산동 34평 아파트로 줄여 가는 아내, 차분한 장문; 예전 집 42평 단독·2018년 공사·평당 250이 함정, 27년차, LP 2천장, 하이그로시 절대 싫음, 잔금 4월 말 vs 입주 6월 초.
 * 7. other: 37세 대구 인디밴드 리더, ㅋㅋ 섞인 구어체; LP 게이트폴드·디지팩·3000x3000 작업 범위, AI 생성 이미지 금지, 공장 입고 3/20·발매 5월 말 대신 3/13 마감, 1집 때 홍대 견적 350은 예산 아님.
 */
export const seventiethHeldOutConversations: CorpusConversation[] = [
  // Dr. Priya Natarajan, 47, co-owner of Ridgeline Physical Therapy in Bozeman, MT, merging with another practice and rebranding
  // as Confluence Physical Therapy. Has done a rebrand before, uses trade words (lockups, secondary mark, vectors, Pantone).
  // Mixes long messages with short answers ("Pending.", "No thanks, she's got it.").
  // Exercises: a full-identity scope, a name story built on a real place, firm no's on elements and color, a deadline tied to a
  // sign vendor (the June install is not the deadline), the trademark in progress and help declined with "No thanks", a past
  // agency's fee and a rival agency's quote that must not be filed anywhere as money.
  // NOT facts: 2017 (last rebrand), $18k (last rebrand's fee), Missoula (last agency's city), 30 min west (Three Forks from
  // Bozeman, not the distance to the studio), June (sign install), $42k (Denver agency's quote), Denver, Gallatin Sports
  // Rehab (the merged practice's old name), November (when the attorney filed).
  {
    id: 'heldout70-brand-en-confluence-pt-merger',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi, I'm Priya Natarajan, co-owner of Ridgeline Physical Therapy in Bozeman. We just merged with Gallatin Sports Rehab across town and we're rebranding the combined practice as Confluence Physical Therapy. Looking for a full identity: primary logo, secondary mark, wordmark lockups and brand guidelines. We did a rebrand in 2017 with an agency in Missoula for $18k and honestly got a generic mountain logo, so I know what I don't want this time.",
      "The name: Three Forks, about 30 min west of us, is where the Jefferson, Madison and Gallatin rivers meet to form the Missouri. Two practices with different strengths coming together into one. My partner Tom grew up fishing there.",
      "Firm no's: no mountains, no swooshes, no little running-person silhouettes. And no red, it reads as injury.",
      "Deadline is April 15 for final files. Our sign vendor needs vectors and Pantone refs by then, install is in June.",
      "fyi a Denver agency quoted $42k for this scope, which is why I'm shopping around",
    ],
    whenAsked: {
      problem_need: "Two patient bases who know two different names. We need one brand people trust from day one, and the referring doctors need to stop asking which clinic is which.",
      products_or_services: "Orthopedic PT, sports rehab, pelvic floor therapy, dry needling, and return-to-run programs",
      registration_status: "Our attorney filed with the USPTO in November. Pending.",
      need_registration_assistance: "No thanks, she's got it.",
      brand_website: "ridgelinept.com is the old one, it'll redirect after launch",
      target_audience: "Active adults 25-65, weekend skiers, runners, post-surgery patients. Plus the orthopedic surgeons who refer to us.",
      preferred_style: "Clinical but warm. Think One Medical, not a CrossFit box.",
      key_considerations: "It has to hold up tiny: embroidered on a polo chest and as a favicon. Our last logo turned into a blob when it was stitched.",
      other_design_requirements: "Business cards, appointment cards, letterhead, and exterior signage for 3 locations",
      collaboration_notes: "Tom and I both sign off, nothing goes final without both of us. Biweekly Zoom is plenty.",
      number_of_visits: "2. A kickoff at the clinic and the final presentation.",
      colors_and_elements: "Like I said, no mountains, no swooshes, no red.",
      expected_deadline: "April 15.",
    },
    otherwise: "No strong preference on that.",
    expected: {
      project_background: { said: 0, text: ['merged', 'Confluence Physical Therapy', 'full identity'] },
      address: { said: 0, text: ['Bozeman'] },
      brand_name_story: { said: 1, text: ['Three Forks', 'rivers meet'] },
      colors_and_elements: { said: 2, text: ['no mountains', 'no swooshes', 'no red'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['one brand', 'referring doctors'] },
      products_or_services: { said: 'asked', text: ['Orthopedic PT', 'pelvic floor therapy', 'dry needling'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['ridgelinept.com'] },
      target_audience: { said: 'asked', text: ['Active adults', 'surgeons'] },
      preferred_style: { said: 'asked', text: ['Clinical but warm', 'One Medical'] },
      key_considerations: { said: 'asked', text: ['embroidered', 'favicon'] },
    },
  },

  // Jerome, 35, cofounder of Low Country Fire, a small-batch hot sauce company in North Charleston, SC. Types lowercase, blunt,
  // knows packaging jargon (woozy bottle, dieline, SKU, shipper, matte BOPP).
  // Exercises: exact specs in one line (5 oz bottle, 6.5" x 2.25" wrap label, 12 per case), label + gift set forms, firm no's
  // split into elements (no flames/skulls/cartoon peppers) and material (matte BOPP only), a print deadline next to a buyer
  // meeting date, past fee and rival quote with no budget field to put them in.
  // NOT facts: 2019 (founded), 500 bottles (first run), Greenville (co-packer's city), $3,500 (last designer's fee), $9k (other
  // studio's quote), March 18 (Whole Foods buyer meeting, not the deadline), 40 (number of grocers), 28-50 is audience text only.
  {
    id: 'heldout70-packaging-en-lowcountry-hot-sauce',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hey. Jerome, cofounder of Low Country Fire, small batch hot sauce out of North Charleston. been around since 2019, first run was 500 bottles out of my kitchen lol. now we're at a co-packer in Greenville and we need a full packaging refresh across the line: 3 SKUs, new wrap labels, plus a gift set box for the 3-pack",
      "specs: 5 oz glass woozy bottles, wrap label is 6.5\" x 2.25\", co-packer has the dieline. shippers are 12 per case. gift set holds all 3 bottles upright",
      "hard no's: no flames, no skulls, no cartoon peppers. every sauce on the shelf has one of those. also matte BOPP only, our first labels were glossy and scuffed like crazy",
      "our last designer charged $3,500 for ONE label and another studio quoted $9k for the line, just so you know where my head's at",
      "timeline: need print-ready files by March 2. whole foods regional buyer meeting is March 18 and I want real samples in hand",
    ],
    whenAsked: {
      product_description: "Fermented pepper sauces. shake it on eggs, oysters, fried chicken, whatever. three heats: Mild Tide, Marsh Heat, and Pluff Mud (the hot one)",
      unique_selling_point: "we ferment 60 days and grow our own Charleston Hot peppers on Johns Island. nobody else on the shelf does both",
      target_audience: "foodies 28-50, people who shop farmers markets and actually read labels. also tourists buying gifts",
      sales_channels: "our website, the Saturday farmers market at Marion Square, and about 40 independent grocers in SC and GA. pitching whole foods next",
      preferred_style: "vintage Southern but not kitschy. old seed packets, letterpress type",
      key_considerations: "nutrition facts and UPC have to fit on the back panel without looking crammed. and the 3 labels need to look like one family but be easy to tell apart at a glance",
      other_design_requirements: "print on the 12-pack shipper cases and a shelf talker for the grocers",
      collaboration_notes: "me and my cofounder Alisha decide together. email with PDFs, one call a week max",
      number_of_visits: "just 1, for a press check on the labels",
      expected_deadline: "March 2",
    },
    otherwise: "no preference",
    expected: {
      project_background: { said: 0, text: ['hot sauce', 'packaging refresh', '3 SKUs'] },
      address: { said: 0, text: ['North Charleston'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      specification: { said: 1, text: ['5 oz', '6.5" x 2.25"', '12 per case'] },
      colors_and_elements: { said: 2, text: ['no flames', 'no skulls', 'no cartoon peppers'] },
      preferred_materials: { said: 2, text: ['matte BOPP'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-02', precision: 'day', relation: 'by' } },
      product_description: { said: 'asked', text: ['Fermented pepper sauces', 'Pluff Mud'] },
      unique_selling_point: { said: 'asked', text: ['ferment 60 days', 'Charleston Hot peppers'] },
      target_audience: { said: 'asked', text: ['foodies', 'tourists'] },
      sales_channels: { said: 'asked', text: ['website', 'Marion Square', 'independent grocers'] },
      preferred_style: { said: 'asked', text: ['vintage Southern', 'seed packets'] },
      key_considerations: { said: 'asked', text: ['nutrition facts', 'UPC'] },
    },
  },

  // Sam, 33, co-owner of Fired Up Clay Collective, a ceramics studio in Sellwood, Portland, OR. Friendly, an emoji or two,
  // built their current Squarespace site themselves. Knows a bit of web talk (staging link, WCAG AA).
  // Exercises: a booking site with a concrete pain (Acuity + Google Form + manual waitlists), a budget range next to a rival
  // agency's quote and hosting fee, firm no's filed as key considerations, a go-live date tied to spring registration,
  // category answered "Booking site first and foremost" while a shop is only a later plan.
  // NOT facts: 2020 (when the old site was built), 900 sq ft (old garage studio), $34k (downtown agency's quote), $400/mo
  // (that agency's hosting), "a third" (share of Spanish-speaking families), 25-45 is audience text only.
  {
    id: 'heldout70-website-en-clay-studio-booking',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi! I'm Sam, I co-own Fired Up Clay Collective in Portland (Sellwood). We're a ceramics studio: classes, open studio memberships, kiln rental, and we sell members' work. Our current site is a Squarespace I built myself in 2020 when we were in a 900 sq ft garage, and it shows 😅 We need a real booking site.",
      "Biggest pain: class signups go through a separate Acuity link, memberships are a Google Form, and I'm manually reconciling waitlists every week. I want one system for booking, memberships, waitlists and gift cards.",
      "Budget is $18-22k. For reference an agency downtown quoted $34k and wanted to keep hosting at $400/mo, hard pass",
      "Two things to be careful about, both non-negotiable: no WordPress (plugin nightmare at my last job) and no stock photos. We'll shoot our own.",
      "Need to be live by April 27, that's when spring term registration opens",
    ],
    whenAsked: {
      url: "firedupclay.com",
      category: "Booking site first and foremost.",
      main_pages: "Home, Classes, Memberships, Open Studio, Kiln Rental, Gift Cards, About, FAQ, Contact",
      languages: "English and Spanish. About a third of our Saturday kids' class families speak Spanish at home",
      target_audience: "Adults 25-45 who want a hands-on hobby, date-night couples, and parents booking kids' wheel classes",
      competitors: "Mudflat Studio and Choplet both do class listings really well",
      preferred_style: "Warm, earthy, editorial. Lots of white space, big photos of hands in clay. Not cutesy.",
      colors_and_elements: "Terracotta and cream, maybe a sage accent. Our little kiln logo stays",
      other_design_requirements: "Photos we've got. Could use help with copywriting for the class descriptions though",
      collaboration_notes: "Me and my co-owner Lupe. Weekly check-ins Thursday mornings, and we want a staging link we can click around in",
      key_considerations: "Like I said, no WordPress and no stock photos 🙏",
      budget: "$18-22k",
    },
    otherwise: "No particular preference!",
    expected: {
      project_background: { said: 0, text: ['ceramics studio', 'booking site'] },
      address: { said: 0, text: ['Portland', 'Sellwood'] },
      problem_need: { said: 1, text: ['one system', 'waitlists'] },
      budget: { said: 2, value: { kind: 'money', amount: 18000, max: 22000, currency: 'USD' } },
      key_considerations: { said: 3, text: ['no WordPress', 'no stock photos'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-27', precision: 'day', relation: 'by' } },
      url: { said: 'asked', text: ['firedupclay.com'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['Classes', 'Memberships', 'Kiln Rental'] },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['Adults 25-45', 'parents'] },
      competitors: { said: 'asked', text: ['Mudflat Studio', 'Choplet'] },
      preferred_style: { said: 'asked', text: ['Warm, earthy, editorial'] },
    },
  },

  // Keisha Durant, 45, owner of Crown & Coil, a natural hair salon in Decatur, GA, opening a second location in Old Fourth Ward,
  // Atlanta. Has done a build-out before: talks rough-in, stub-outs, TI, GC. Confident, exact, a couple of long messages.
  // Exercises: the new space's size next to the old shop's size and chair count, an all-in budget with a TI allowance folded
  // in and a rival design quote, firm no's on look, two dates in one message (opening vs permit drawings), a range of visits.
  // NOT facts: 9 years (open), Decatur (the first shop, not this address), 1,100 sq ft and 6 chairs (the first shop), $30/ft
  // (TI allowance), $38k (Buckhead firm's design quote), Buckhead, 5 weeks (Decatur's wait), Midtown (possible third shop).
  {
    id: 'heldout70-commercial-en-crown-coil-salon',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi, I'm Keisha Durant. I own Crown & Coil, a natural hair salon in Decatur, open 9 years now. We're opening a second location in Old Fourth Ward, on Edgewood Ave. It's a shell space, a former bike shop, so full build-out. Decatur is 1,100 sq ft with 6 chairs and we've outgrown it. The new one is 1,650 sq ft and I want 10 stations and 4 shampoo bowls.",
      "I've done this once so I know the drill. Plumbing rough-in for the bowls is the big cost driver, so I want the wet area on the back wall near the existing stub-outs.",
      "Budget is $120,000 all in, construction plus design. Landlord's giving $30/ft TI and that's already inside the 120. FYI a Buckhead firm quoted me $38k just for design, that's not happening.",
      "No's: no all-white Instagram salon, no neon signs with cute sayings, no ring lights at every station.",
      "Soft open Saturday August 1. Need permit drawings by April 30.",
    ],
    whenAsked: {
      problem_need: "Decatur's booked out 5 weeks and stylists stand around waiting on a bowl. I need flow: check-in, wash, chair, checkout without people crossing each other.",
      brand_value: "Care, not speed. When you walk in you should feel like you can finally exhale.",
      target_audience: "Black women mostly, 25 to 55. Professionals, moms, a lot of Georgia State students and staff.",
      competitive_advantage: "We only do natural hair. Locs, silk presses, braids, and every stylist is trained in-house. Nobody around here is that specialized.",
      preferred_style: "Warm modern. Wood, plaster, brass. Like a nice hotel spa, not a barbershop.",
      unique_design: "A curved plaster wall wrapping the shampoo lounge so washing feels private",
      other_design_requirements: "Exterior blade sign and the retail product wall",
      number_of_visits: "3 or 4 site visits, one of them with my GC",
      collaboration_notes: "I make the final call. My GC Marcus needs to be in on the drawing reviews.",
      space_size: "1,650 sq ft",
      budget: "$120k all in, like I said",
    },
    otherwise: "No preference there.",
    expected: {
      project_background: { said: 0, text: ['natural hair salon', 'second location', 'build-out'] },
      address: { said: 0, text: ['Old Fourth Ward', 'Edgewood'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      key_considerations: { said: 1, text: ['wet area', 'back wall'] },
      budget: { said: 2, value: { kind: 'money', amount: 120000, currency: 'USD' } },
      colors_and_elements: { said: 3, text: ['all-white', 'neon signs', 'ring lights'] },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-08-01', precision: 'day' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['flow'] },
      brand_value: { said: 'asked', text: ['Care, not speed', 'exhale'] },
      target_audience: { said: 'asked', text: ['Black women', '25 to 55'] },
      competitive_advantage: { said: 'asked', text: ['only do natural hair', 'trained in-house'] },
      preferred_style: { said: 'asked', text: ['Warm modern', 'hotel spa'] },
      unique_design: { said: 'asked', text: ['curved plaster wall'] },
    },
  },

  // Gary Lindholm, 56, marketing manager at Nordvik Ice Systems, a commercial ice machine maker in Eau Claire, WI. Trade-show
  // veteran: island vs inline, drayage, rigging, I&D. Plain Midwestern tone, medium-length messages.
  // Exercises: booth size stated as 20x20 with square feet next to last year's 10x20, water + drain + power (both), a budget
  // that excludes show services next to an exhibit house's quote and a rigging bill, move-in / show / tear-down / renderings
  // dates in two messages, firm no's (hanging sign, carpet, black), reuse of the booth as the after-plan.
  // NOT facts: 10x20 (last year's inline booth), $85k (previous exhibit house's quote), $11k and 2024 (rigging bill), 6 weeks
  // (fab time), May 19 (last show day), 3 (live machines), 30% and "under an hour" are advantage text only, 10x10 (future
  // regional booth), Eau Claire (their plant, not the venue).
  {
    id: 'heldout70-exhibition-en-nordvik-ice-nra-show',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Gary Lindholm, marketing manager at Nordvik Ice Systems in Eau Claire, WI. We make commercial ice machines. We're exhibiting at the National Restaurant Association Show at McCormick Place, May 16-19. Going to a 20x20 island this year (400 sq ft). Last year we had a 10x20 inline and got lost.",
      "We'll run 3 live machines so we need water, a drain, and 208V power. Last show we ran dry units, never again.",
      "Budget is $60k for design, fab and graphics. Drayage, electrical and show services come out of a separate bucket. For context our previous exhibit house wanted $85k for a custom build we'd use once.",
      "Firm no on a hanging sign, rigging at McCormick ate $11k of our budget in 2024. And no carpet in the demo area, I want flooring that can take water.",
      "Move-in is May 13, tear-down May 20. Need final renderings signed off by March 20 so fab has 6 weeks.",
    ],
    whenAsked: {
      target_audience: "Dealers and foodservice consultants first, then multi-unit operators. Not tire kickers.",
      preferred_style: "Clean industrial with a Scandinavian feel. Light wood, brushed steel.",
      unique_design: "A clear-front ice bin so people can watch the cubes drop, with a live counter showing pounds made since the show opened",
      colors_and_elements: "Nordvik blue, PMS 2945, and white. No black, it looks like every other booth in that hall.",
      competitive_advantage: "Our machines use about 30% less water than the big guys, and a tech can swap the main module in under an hour.",
      plans_after_project: "We want to reuse it at NAFEM 2027 and break it down to a 10x10 for regional shows.",
      space_size: "20x20, 400 sq ft.",
      water_electricity_supply: "Both. Water, drain and power.",
      budget: "$60k.",
    },
    otherwise: "No preference, you're the pros.",
    expected: {
      project_background: { said: 0, text: ['commercial ice machines', 'National Restaurant Association Show'] },
      address: { said: 0, text: ['McCormick Place'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-05-16', precision: 'day' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 2, value: { kind: 'money', amount: 60000, currency: 'USD' } },
      key_considerations: { said: 3, text: ['hanging sign', 'carpet'] },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-05-13', precision: 'day' } },
      exit_date: { said: 4, value: { kind: 'date', date: '2026-05-20', precision: 'day' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-20', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['Dealers', 'foodservice consultants'] },
      preferred_style: { said: 'asked', text: ['Clean industrial', 'Scandinavian'] },
      unique_design: { said: 'asked', text: ['clear-front ice bin'] },
    },
  },

  // Margaret Sullivan, 67, recently widowed, downsizing from a family house in Newton, MA to a second-floor condo in a South End
  // brownstone in Boston. Has renovated twice with designers. Formal, complete sentences, some long, some clipped.
  // Exercises: the condo's size next to the old house's, age given as "about 130 years old", layout in one line, a piano that
  // is both a collection and a structural concern, a budget next to a contractor's padded walkthrough quote, firm no's, a
  // move-in date next to the house sale's closing date, a memory of her late husband.
  // NOT facts: 3,200 sq ft and 38 years (the Newton house), Newton, $310,000 (old contractor's quote), June 30 (Newton sale
  // closes), 40 years (the crossword habit), 1890s (only the basis for the age).
  {
    id: 'heldout70-residential-en-south-end-downsize',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Good evening. I'm Margaret Sullivan. I've just bought a condominium in a South End brownstone, second floor, 1,480 square feet. I'm downsizing from our family home in Newton (3,200 sq ft, 38 years of accumulation) after my husband passed. I've renovated twice before with designers, so I know roughly how this goes.",
      "The building is from the 1890s, so about 130 years old. Two bedrooms, one full bath, a powder room, living and dining together, galley kitchen.",
      "I have a Steinway baby grand and roughly 2,000 books. The piano is non-negotiable, so someone needs to look at the floor joists before anything else.",
      "Budget $250,000. My old contractor quoted $310,000 after a quick walkthrough, which I believe is padded.",
      "Absolutely no gray. No open concept either, the original plaster moldings stay. And no smart-home gadgets.",
      "I'd like to move in by September 1. The Newton sale closes June 30.",
    ],
    whenAsked: {
      problem_need: "The second bedroom should become a library that doubles as a guest room, and the galley kitchen is dark and cramped.",
      target_audience: "Just me and my corgi, Biscuit. My grandchildren stay over some weekends.",
      lifestyle: "I'm retired. I read, I play most afternoons, and I host a book club once a month. Simple cooking.",
      preferred_style: "Warm traditional with a few midcentury pieces. Think of the Isabella Stewart Gardner Museum, but lighter.",
      memorable_moments: "Walt and I did the Sunday crossword at the kitchen table every week for 40 years. I would love a breakfast nook with morning light.",
      property_category: "A condominium.",
      budget: "$250,000.",
      move_in_date: "September 1.",
    },
    otherwise: "I have no particular preference.",
    expected: {
      project_background: { said: 0, text: ['condominium', 'South End brownstone', 'downsizing'] },
      address: { said: 0, text: ['South End'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1480, unit: 'ft2' } },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 130, unit: 'years' } },
      layout: { said: 1, text: ['Two bedrooms', 'galley kitchen'] },
      important_collections: { said: 2, text: ['Steinway baby grand', '2,000 books'] },
      key_considerations: { said: 2, text: ['floor joists'] },
      budget: { said: 3, value: { kind: 'money', amount: 250000, currency: 'USD' } },
      colors_and_elements: { said: 4, text: ['no gray'] },
      move_in_date: { said: 5, value: { kind: 'date', date: '2026-09-01', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['library', 'galley kitchen is dark'] },
      target_audience: { said: 'asked', text: ['corgi', 'grandchildren'] },
      lifestyle: { said: 'asked', text: ['retired', 'book club'] },
      preferred_style: { said: 'asked', text: ['Warm traditional', 'midcentury'] },
    },
  },

  // Luis, 50, chef-owner of Sangre y Maíz in the Barelas neighborhood of Albuquerque, NM, self-publishing his second cookbook.
  // Knows print talk (trim size, 4-color, lay-flat, offset, print-ready PDF). Warm, direct, one emoji.
  // Exercises: the "other" type with what-to-design stated alongside book specs, a first book's fee and a rival studio's quote
  // (no budget field), firm no's on Southwest clichés, a print-ready date vs a launch month, a cover price inside the goal.
  // NOT facts: 2019 (first book), $6k (first book's designer fee), Santa Fe, $14,500 (Denver studio's quote), Denver,
  // 3,000 copies (print run), Minnesota (printer), October and Balloon Fiesta (launch, not the deadline), $40 (cover price).
  {
    id: 'heldout70-other-en-cookbook-albuquerque',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Luis here, chef/owner at Sangre y Maíz in Albuquerque's Barelas neighborhood. I'm self-publishing my second cookbook and I need a real book designer this time.",
      "What I need designed: the cover and the full interior layout. 8 x 10 in trim, about 240 pages, 4-color throughout, lay-flat binding. Printing offset with a printer in Minnesota, 3,000 copies.",
      "My first book (2019) was designed by a guy in Santa Fe for $6k and honestly it looked like a church fundraiser cookbook. A Denver studio quoted $14,500 for this one, just so you know what I'm comparing.",
      "Hard no's: no chile pepper clip art, no turquoise-and-terracotta Southwest cliché, no fake distressed fonts.",
      "Printer needs the print-ready PDF by July 10. Book launches at Balloon Fiesta in October.",
    ],
    whenAsked: {
      problem_need: "I want a book people leave open on the counter, not on the coffee table. It has to work while you cook, and sell at the restaurant for $40 without anyone blinking.",
      target_audience: "Home cooks who've eaten at the restaurant, New Mexico expats homesick for red chile, and tourists.",
      preferred_style: "Documentary. Natural light photos, lots of white space, serious typography.",
      key_considerations: "A recipe can never break across a page turn. Ingredient lists in the same spot on every spread. I'm strict about that.",
      collaboration_notes: "My photographer Inez and my editor both need to be looped in. Weekly email updates, and I approve everything at the end.",
      other_preferences: "I love what Phaidon does, and the Ten Speed Press books.",
      plans_after_project: "If this one sells, a Spanish-language edition next",
      number_of_visits: "Come eat at the restaurant once, that's the visit 😄",
      expected_deadline: "July 10 for the print-ready PDF.",
    },
    otherwise: "Whatever you think works best.",
    expected: {
      project_background: { said: 0, text: ['self-publishing', 'second cookbook'] },
      address: { said: 0, text: ['Albuquerque', 'Barelas'] },
      other_design_requirements: { said: 1, text: ['cover', 'interior layout'] },
      colors_and_elements: { said: 3, text: ['chile pepper clip art', 'turquoise'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-07-10', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['open on the counter', 'work while you cook'] },
      target_audience: { said: 'asked', text: ['Home cooks', 'expats'] },
      preferred_style: { said: 'asked', text: ['Documentary', 'white space'] },
      key_considerations: { said: 'asked', text: ['page turn'] },
      collaboration_notes: { said: 'asked', text: ['Inez', 'Weekly email'] },
    },
  },
  // 48歲 蔡先生，台南新營「永順麻油行」第三代。正式、句子長，用全形標點；做過一次失敗的logo，講話帶VI行話。
  // Exercises: scope in VI terms + registration and "不用協助" volunteered in the opener; his own working process
  // (提案三款、兩週、見面三次) volunteered next to a rival quote; four products + the problem in one line; a deadline
  // derived from 端午 ("4月底要定稿"); firm no's on 文青風/書法字/大紅配金 in whenAsked; a very short key answer.
  // NOT facts: 第三代, 2016年 (earlier logo), 38萬 / 兩輪修改 (another studio's quote), 端午 (shelf date, not the
  // deadline), 一個月 (printing time), 民國五十幾年, 六十歲以上 is only audience, 四款 is the count of labels.
  {
    id: 'heldout70-brand-zh-xinying-sesame-oil-refresh',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是台南新營的永順麻油行，傳到我是第三代。這次要做品牌翻新，名字不換，是把整套VI重整：標準字、輔助圖形、色票，最後交一本VI手冊。商標我爸那時候就註冊好了，這塊不用你們處理。',
      '跟您說一下我們的經驗：2016年找過一家設計公司做logo，成品很像文青咖啡店，老客人都說認不出是我們家，用不到一年就收起來了。台北也有一家工作室報過我們38萬，含兩輪修改。所以這次想照我們習慣的流程：第一次提案給三款，選定一款再深化，兩週回報一次進度，見面三次就好，開工、提案、定稿各一次。',
      '產品是黑麻油、白麻油、苦茶油，還有去年新出的胡麻醬。現在四款瓶標是四個不同時期做的，擺在一起不像同一家，年輕人也覺得那是阿公阿嬤在買的。',
      '時間：端午前新瓶標要上架，打樣加印刷抓一個月，所以設計最晚4月底要定稿。',
    ],
    whenAsked: {
      brand_name_story: '永順是阿公取的，民國五十幾年開店，希望生意永遠順順的。',
      brand_website: '官網 www.yongshun-oil.com.tw，FB搜「永順麻油行」也有。',
      target_audience: '老客人大多六十歲以上。這次想多抓30到40歲、自己會下廚的小家庭。',
      preferred_style: '穩重、有溫度，看得出是老店但不老氣。文青風不要，這點沒得商量。',
      colors_and_elements: '瓶子那個琥珀色一定要留。不要書法字，也不要大紅配金。',
      key_considerations: '老客人要認得出來。',
      other_design_requirements: '瓶標四款、兩入跟四入的禮盒，還有門市招牌。',
    },
    otherwise: '這個沒有特別的，你們專業判斷。',
    expected: {
      project_background: { said: 0, text: ['品牌翻新', 'VI'] },
      address: { said: 0, text: ['新營'] },
      registration_status: { said: 0, value: { kind: 'choice', selected: ['registered'] } },
      need_registration_assistance: { said: 0, value: { kind: 'yes_no', value: false } },
      collaboration_notes: { said: 1, text: ['三款', '兩週'] },
      number_of_visits: { said: 1, value: { kind: 'number_with_unit', amount: 3, unit: 'times' } },
      products_or_services: { said: 2, text: ['黑麻油', '苦茶油', '胡麻醬'] },
      problem_need: { said: 2, text: ['不像同一家'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      brand_name_story: { said: 'asked', text: ['阿公取的', '永遠順順的'] },
      brand_website: { said: 'asked', text: ['yongshun-oil.com.tw'] },
      target_audience: { said: 'asked', text: ['自己會下廚的小家庭'] },
      preferred_style: { said: 'asked', text: ['穩重', '有溫度', '文青風'] },
      colors_and_elements: { said: 'asked', text: ['琥珀色', '書法字', '大紅配金'] },
      key_considerations: { said: 'asked', text: ['老客人要認得出來'] },
    },
  },

  // 36歲 Iris，屏東內埔「柒可可」bean to bar 巧克力主理人，包裝已改過兩版。手機打字用空格斷句、幾乎不加標點，
  // 偶爾一句很長。Exercises: exact spec line (70克、尺寸、4片禮盒) giving both spec and packaging forms; a lesson from
  // the last version (銅版紙+霧膜刮傷) stated as the problem; "全部要紙 不要任何塑膠" as materials next to a rival quote
  // and an old shop size in the same message; a short, firm deadline line.
  // NOT facts: 六年, 兩版, 12萬 (another studio's quote incl. 刀模打樣), 恆春老街 8坪小店 (closed, not a channel),
  // 母親節 (launch, not the deadline), 25到40歲 only in audience, 8塊 is a unit cost not a budget.
  {
    id: 'heldout70-packaging-zh-neipu-chocolate-third-version',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉 我們是屏東內埔的「柒可可」 自己種可可自己做 bean to bar 巧克力 做六年了 包裝已經改過兩版 這次第三版想整個重來',
      '規格先給 板狀一片70克 15 x 7.5 x 0.8 cm 單片用紙盒 另外要一個4片裝的禮盒',
      '上一版單片用銅版紙上霧膜 物流一磨就刮傷 客人收到還以為是退貨品 這次最想解決的就是這個 然後放在誠品架上要跳出來 現在被旁邊的進口巧克力整個蓋過去',
      '材質的話全部要紙 不要任何塑膠 內襯也用紙 能用FSC認證的紙最好  對了高雄有一家報我們12萬含刀模打樣 只是參考啦 我們以前在恆春老街有個8坪小店 那時候包裝隨便做 現在不行了哈',
      '母親節要上 4月中前一定要交印 這個不能拖',
    ],
    whenAsked: {
      product_description: '70%黑巧克力 直接吃 很多人拿來配咖啡 常溫放 夏天建議冷藏',
      unique_selling_point: '從種樹到做成巧克力都在屏東 單一產區 每片都有批號 可以查是哪一塊田的豆子',
      target_audience: '送禮的人 25到40歲的上班族 喜歡小眾品牌的',
      sales_channels: '官網、誠品選物區、幾家咖啡廳寄賣 偶爾擺市集',
      preferred_style: '乾淨 有一點手繪植物感 但不要太可愛',
      colors_and_elements: '可可果的紅褐色 葉子的深綠 粉紅色不要 情人節那種感覺不要',
      key_considerations: '單片盒的成本要壓在8塊以內 量大也一樣',
      other_design_requirements: '外箱 還有誠品架上用的小立牌',
    },
    otherwise: '都可以',
    expected: {
      project_background: { said: 0, text: ['bean to bar', '巧克力'] },
      address: { said: 0, text: ['內埔'] },
      specification: { said: 1, text: ['70克', '7.5', '4片'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['box', 'gift_set'] } },
      problem_need: { said: 2, text: ['刮傷', '跳出來'] },
      preferred_materials: { said: 3, text: ['紙', 'FSC'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'mid', relation: 'by' } },
      product_description: { said: 'asked', text: ['70%黑巧克力'] },
      unique_selling_point: { said: 'asked', text: ['單一產區', '批號'] },
      target_audience: { said: 'asked', text: ['送禮', '上班族'] },
      sales_channels: { said: 'asked', text: ['官網', '誠品', '咖啡廳'] },
      preferred_style: { said: 'asked', text: ['乾淨', '手繪植物'] },
      colors_and_elements: { said: 'asked', text: ['紅褐色', '深綠', '粉紅色'] },
      key_considerations: { said: 'asked', text: ['成本', '單片盒'] },
    },
  },

  // 44歲 許先生，彰化社頭「和益織襪」第二代，管業務。商務口吻，句子完整，一則訊息塞很多規格。
  // Exercises: background + address + problem in the opener (沒有RWD、找不到型錄); a bare URL line; category (形象官網,
  // "不做電商"), full page list and three languages in one message; a budget range next to a rival's 60萬 quote;
  // a launch deadline tied to a trade fair; firm no's (輪播、翻譯不用) inside whenAsked answers.
  // NOT facts: 快三十年, 第二代, 2014年 (old site), 三成 (share of Japanese clients), 60萬 / 三年維護 (another studio's
  // quote), 台中 (that studio's city), 6月 / 德國 (trade fair, not the launch date).
  {
    id: 'heldout70-website-zh-shetou-sock-factory',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，我這邊是彰化社頭的和益織襪，做機能襪OEM快三十年，我是第二代，負責業務。現在的官網是2014年親戚幫忙架的，沒有RWD，手機一看整個跑版，國外客戶常反應找不到產品型錄。',
      '網址 www.heyi-hosiery.com.tw 先給你們看一下有多舊😅',
      '需求我先列：形象官網，不做電商，我們不零售。頁面要首頁、關於我們、工廠設備、產品型錄、OEM/ODM流程、認證、詢價表單。語言要中文、英文、日文三種，日本客戶大概佔三成。',
      '預算抓35到45萬。先講，台中有一家報60萬，WordPress套版加三年維護，我覺得不值，你們不用跟那個比。',
      '6月要去德國參展，網站5月底一定要上線，新名片跟型錄都要印網址。',
    ],
    whenAsked: {
      target_audience: '歐洲跟日本的品牌採購，找代工廠的那種，他們很在意認證跟交期。',
      competitors: 'Lorpen 的官網可以參考，日本的 Tabio 也不錯，產品頁很清楚。',
      preferred_style: '專業、乾淨，看得出工廠實力。首頁大輪播不要，看很多年了很煩。',
      colors_and_elements: '公司色是深藍，logo不換。多放機台跟紗線的實拍。',
      key_considerations: '後台一定要我們自己能改型錄，不想每次換一張圖都要付錢。還有SEO，國外客戶都是Google搜來的。',
      other_design_requirements: '工廠要重拍，攝影一起包。翻譯不用，英日文我們自己有人。',
      collaboration_notes: '每週五Email給我進度。最後拍板的是我爸，董事長。',
    },
    otherwise: '這部分沒意見。',
    expected: {
      project_background: { said: 0, text: ['織襪', 'OEM'] },
      address: { said: 0, text: ['社頭'] },
      problem_need: { said: 0, text: ['RWD', '型錄'] },
      url: { said: 1, text: ['heyi-hosiery.com.tw'] },
      category: { said: 2, value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 2, text: ['產品型錄', 'OEM/ODM流程', '詢價表單'] },
      languages: { said: 2, text: ['中文', '英文', '日文'] },
      budget: { said: 3, value: { kind: 'money', amount: 350000, max: 450000, currency: 'TWD' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'late', relation: 'by' } },
      target_audience: { said: 'asked', text: ['品牌採購', '認證'] },
      competitors: { said: 'asked', text: ['Lorpen', 'Tabio'] },
      preferred_style: { said: 'asked', text: ['專業', '乾淨', '輪播'] },
      key_considerations: { said: 'asked', text: ['自己能改型錄', 'SEO'] },
    },
  },

  // 34歲 Mandy，高雄設計師出身的髮廊老闆娘，要開第二間。訊息短、口語、愛用emoji。
  // Exercises: the first shop's size/area/years next to the new shop's size/area in the opener; problem from a lesson
  // of the first shop (動線); budget with inclusions next to a 統包 quote; hand-over, opening and design deadline in
  // one line; trade words (洩水、水泥粉光、色溫、放樣) and firm no's (網美風、乾燥花牆) in whenAsked.
  // NOT facts: 苓雅 / 12坪 / 五年 (first shop), 180 (統包 quote), 4/1 (landlord hand-over, not a project date),
  // 25到45歲 only in audience, 巨蛋 is a landmark (address is 左營).
  {
    id: 'heldout70-commercial-zh-zuoying-salon-second-shop',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我在高雄做髮廊 第一間在苓雅 12坪 開五年了 現在要在左營巨蛋附近開第二間 28坪 一樓店面✂️',
      '這次最想解決的是動線 第一間洗頭區跟剪髮區隔太遠 客人頭濕濕要走一大段 很尷尬😅',
      '預算150萬 含工程 不含設備（洗頭椅那些我自己買）之前問一家統包報到180 還不含設計費 直接pass',
      '房東4/1交屋 6月初想開幕 所以設計圖最好3月中前定好',
    ],
    whenAsked: {
      brand_value: '專業但不高冷 客人進來要覺得放鬆 像來朋友家',
      target_audience: '25到45歲上班族女生為主 很多是附近新大樓的住戶',
      competitive_advantage: '我們只做預約制 一次只服務一位 不推銷產品 這附近的連鎖店都會推',
      preferred_style: '溫暖的日式木質 有點像京都巷子裡的小店 網美風不要 乾燥花牆也拜託不要🙏',
      colors_and_elements: '淺木色 米白 一點點墨綠 燈要暖 色溫3000K左右',
      unique_design: '想要一面作品照片牆 可以隨時換的那種',
      key_considerations: '地板不要水泥粉光 第一間一年就起砂 還有洗頭區排水洩水一定要抓好 之前常積水',
      other_design_requirements: '招牌跟門面一起做',
      number_of_visits: '現場至少三次吧 放樣 水電 完工',
    },
    otherwise: '都可以～',
    expected: {
      project_background: { said: 0, text: ['髮廊', '第二間'] },
      address: { said: 0, text: ['左營'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      problem_need: { said: 1, text: ['動線'] },
      budget: { said: 2, value: { kind: 'money', amount: 1500000, currency: 'TWD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'early' } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'mid', relation: 'by' } },
      brand_value: { said: 'asked', text: ['放鬆', '朋友家'] },
      target_audience: { said: 'asked', text: ['上班族女生'] },
      competitive_advantage: { said: 'asked', text: ['預約制'] },
      preferred_style: { said: 'asked', text: ['日式木質', '網美風', '乾燥花'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '墨綠', '3000K'] },
      unique_design: { said: 'asked', text: ['作品照片牆'] },
      key_considerations: { said: 'asked', text: ['水泥粉光', '洩水'] },
    },
  },

  // 42歲 黃經理，台中大里手工具廠行銷經理，年年參展。條列式、數字精確、用語專業（標準攤位、兩面開、限高、送審）。
  // Exercises: the company's city vs the venue (address = venue); a booth given as 4 booths = 6x6 = 36 m²; entry,
  // opening, exit and a design deadline all in one message; two firm principles as key considerations with last
  // year's booth size as a distractor; an at-most budget next to a rival's 68萬.
  // NOT facts: 台中大里 (company location, not the venue), 4個標準攤位 / 6x6 (same booth, not a second size),
  // 限高4米, 去年 / 科隆 / 24平米 (last year's booth), 兩天 (LED outage), 68萬 (last contractor's price), 220V / 兩台.
  {
    id: 'heldout70-exhibition-zh-nangang-hand-tools',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是台中大里一家手工具廠的行銷經理。今年4月要參加南港展覽館一館的五金展，攤位是4個標準攤位併成6x6，36平方公尺，兩面開。',
      '日期給您：4/20、4/21進場，4/22開展到4/25，4/25下午五點後撤場。主辦限高4米，結構圖要在3/20前送審，所以設計最晚3/20要定稿。',
      '先講我們的兩個原則：第一，不要全木作、展完就拆掉丟，去年在科隆那個24平米的攤位就是這樣，很浪費，這次要能拆裝重複用的模組；第二，不要LED大螢幕，上次當機兩天。',
      '預算55萬以內，含施工跟運輸。去年那家展場公司報68萬，做得也普普。',
    ],
    whenAsked: {
      brand_value: '耐用、精準。希望買家走進來就覺得這是一家可以長期合作的工廠。',
      target_audience: '歐美跟東南亞的進口商、通路採購。一般民眾不是重點。',
      preferred_style: '俐落、工業感，但不要太冷，要讓人想坐下來談。',
      unique_design: '想做一面工具牆，買家可以直接拿起來試握。',
      water_electricity_supply: '只要電，220V，有兩台展示機。',
      problem_need: '上次攤位太封閉，買家站在走道看一眼就走了，這次要開放、好進來。',
      colors_and_elements: '公司色是橘色跟深灰，橘色只能當點綴。',
    },
    otherwise: '沒有特別要求。',
    expected: {
      project_background: { said: 0, text: ['手工具', '五金展'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-04-20', precision: 'day' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-04-22', precision: 'day' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-04-25', precision: 'day' } },
      expected_deadline: { said: 1, value: { kind: 'date', date: '2026-03-20', precision: 'day', relation: 'by' } },
      key_considerations: { said: 2, text: ['模組', 'LED'] },
      budget: { said: 3, value: { kind: 'money', amount: 550000, bound: 'at_most', currency: 'TWD' } },
      brand_value: { said: 'asked', text: ['耐用', '精準', '長期合作'] },
      target_audience: { said: 'asked', text: ['進口商', '採購'] },
      preferred_style: { said: 'asked', text: ['俐落', '工業感'] },
      unique_design: { said: 'asked', text: ['工具牆', '試握'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
    },
  },

  // 61歲 陳先生，退休公務員，和太太要從台北搬回宜蘭羅東老家附近。全形標點、用詞正式、句子完整。
  // Exercises: six specs in one opener (透天、35年、52坪、4房2廳3衛、老屋翻新、羅東); the previous home's size and
  // designer experience as distractors; "看不到的不能省" as the key priority; budget vs a local 統包 quote;
  // a move-in date with 過年 as a distractor; firm no's (電視牆、天花板做滿) inside the style answer.
  // NOT facts: 台北 (city they move from), 三層樓 (kept out; not a field), 30坪 / 十年前 (old apartment), 320萬
  // (local contractor's quote), 過年 (reason, not the date), 12歲 (dog's age), 一個月 (daughter's visits), 八百張.
  {
    id: 'heldout70-residential-zh-luodong-old-townhouse',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好。我和太太退休後要從台北搬回宜蘭羅東，買了一間老透天，屋齡35年，三層樓，約52坪，4房2廳3衛。是老屋翻新，不是新成屋。',
      '我們台北那間公寓30坪，十年前找設計師做過，流程大概懂。這次的重點在基礎工程：屋頂防水、抓漏、管線全換，二樓的壁癌要處理到好，不要只是批土蓋掉。表面可以省，看不到的不能省。',
      '預算280萬，不含家具家電。羅東在地一家統包報過320萬，我們覺得還可以再談。',
      '希望12月底前搬進去，過年想在新家圍爐。',
    ],
    whenAsked: {
      target_audience: '就我們夫妻倆，還有一隻12歲的柴犬。女兒在台北上班，大概一個月回來一次。',
      lifestyle: '我每天下廚，太太早上寫書法，晚上我們聽黑膠，很少請客。',
      problem_need: '一樓很暗，樓梯又陡，廚房是隔出來的小空間，兩個人轉不過身。',
      preferred_style: '簡單、耐看，有點日式民家的感覺。電視牆不要，我們不看電視；天花板也不要做滿，那種一圈間接照明台北家做過，很難清。',
      colors_and_elements: '多一點實木跟磨石子，外牆的洗石子想保留。',
      important_collections: '黑膠大概八百張，要能防潮；還有太太的書法紙筆，需要一張大桌子。',
      memorable_moments: '台北家有個小陽台，下雨天我們會坐在那邊喝咖啡，希望新家也有這樣的角落。',
    },
    otherwise: '這個我們沒有特別想法。',
    expected: {
      project_background: { said: 0, text: ['老屋翻新'] },
      address: { said: 0, text: ['羅東'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 35, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 52, unit: 'ping' } },
      layout: { said: 0, text: ['4房2廳3衛'] },
      key_considerations: { said: 1, text: ['防水', '管線全換', '壁癌'] },
      budget: { said: 2, value: { kind: 'money', amount: 2800000, currency: 'TWD' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-12-01', precision: 'month', part: 'late', relation: 'by' } },
      target_audience: { said: 'asked', text: ['夫妻', '柴犬'] },
      lifestyle: { said: 'asked', text: ['下廚', '書法', '黑膠'] },
      problem_need: { said: 'asked', text: ['很暗', '樓梯', '廚房'] },
      preferred_style: { said: 'asked', text: ['耐看', '日式民家', '電視牆'] },
      colors_and_elements: { said: 'asked', text: ['實木', '磨石子', '洗石子'] },
    },
  },

  // 30歲 阿哲，台北獨立樂團「夜市裡的鯨魚」經紀人，第一張LP。小寫英文、不加標點、回答很短。
  // Exercises: deliverables list with vinyl trade words (封套、歌詞本、側標obi、完稿) next to a rival quote; a hard
  // hand-off date with 兩個月/八週/5月 as distractors; two firm no's as key considerations; one-word answers
  // (address, visits) in whenAsked.
  // NOT facts: 12吋 / 8頁 are specs inside the deliverables, 8萬 (another studio's cover-only quote), 兩個月 (last
  // illustrator's delay), 八週 (pressing time), 5月 (release, not the deadline), 20到35歲 only in audience, 四個團員,
  // 夜市 is part of the band name, 台中/高雄/日本/7月/年底 only in plans.
  {
    id: 'heldout70-other-zh-wanhua-band-lp',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      'hi 我是獨立樂團「夜市裡的鯨魚」的經紀人 我們要發第一張LP 想找人做整套視覺',
      '具體要：12吋黑膠封套、8頁歌詞本、側標obi 還有巡演海報跟T恤圖 印刷廠我們自己找好了 你們出到完稿就好 之前問過一家 光封面就報8萬🙃',
      '上一張EP找插畫家 拖了兩個月才交 這次真的怕了 時間很死 3/15前一定要交完稿給印刷廠 壓片要排八週 5月發片',
      '有兩件事要特別注意 不要AI生成的圖 不要團員照片放封面 這兩個沒得談',
    ],
    whenAsked: {
      problem_need: '想讓人在唱片行一眼就記住我們',
      target_audience: '20到35歲 聽獨立音樂 會買黑膠收藏的',
      preferred_style: '手作拼貼 有顆粒感 有點像七十年代的台語唱片封面',
      colors_and_elements: '褪色的藍跟紅 要有鯨魚 但不要卡通的 黑底不要 大家都黑底',
      address: '台北萬華',
      collaboration_notes: 'LINE群組 團員四個都會看 但最後我跟主唱決定',
      other_preferences: 'Khruangbin 那幾張封面很喜歡',
      plans_after_project: '7月開始巡演 台中高雄 年底想去日本',
      number_of_visits: '兩次 其他線上就好',
    },
    otherwise: '沒差',
    expected: {
      project_background: { said: 0, text: ['獨立樂團', 'LP'] },
      other_design_requirements: { said: 1, text: ['黑膠封套', '歌詞本', '巡演海報'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 3, text: ['AI生成', '團員照片'] },
      problem_need: { said: 'asked', text: ['一眼就記住'] },
      target_audience: { said: 'asked', text: ['獨立音樂', '黑膠收藏'] },
      preferred_style: { said: 'asked', text: ['拼貼', '顆粒感', '台語唱片'] },
      colors_and_elements: { said: 'asked', text: ['褪色', '鯨魚', '黑底'] },
      address: { said: 'asked', text: ['萬華'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '主唱'] },
    },
  },
  // Visitor: 39세 남성, 광주 동명동 로스터리 카페 '느린볕 로스터스' 7년째. 예전에 프리랜서에게 로고 AI 파일만 받고
  // 가이드라인이 없어 고생한 경험이 있어 BI, 별색, 2도 같은 말을 쓴다. 건조하고 단호한 존댓말, 짧고 긴 답이 섞임.
  // Exercises: other studios' quotes (650, 1200) given in the problem message with no budget field to put them in;
  // firm no's (마스코트, 그라데이션) with a print spec (2도 이내) as colors/elements; name story and 2호점 plan in one
  // message (하반기 is the plan, not the deadline); trademark registered with a year and classes; assistance declined (false).
  // NOT facts: 7년째, 1호점, 650 / 1200 (other studios' quotes), 하반기 (2호점 timing), 상무지구 is the future shop not the
  // brand's address, 2019년 (trademark year), 30류·43류, 4월 (proposal round, not the deadline).
  {
    id: 'heldout70-brand-ko-gwangju-roastery-bi-system',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 광주 동명동에서 느린볕 로스터스라는 로스터리 카페를 7년째 하고 있습니다. 이번엔 로고만 바꾸는 게 아니라 BI 전체 리뉴얼이에요. 1호점 열 때 프리랜서한테 로고 AI 파일만 받고 가이드라인이 없어서 컵, 스티커, 간판이 다 제각각이 돼버렸거든요.',
      '목표는 분명해요. 올해부터 원두 납품을 본격적으로 하는데 제안서에 박힌 로고가 너무 동네 카페 같아요. 어디 붙여도 일관되게 보이는 시스템이 필요합니다. 참고로 다른 스튜디오 두 군데서 650, 1200 견적 받아봤어요.',
      '미리 말씀드릴게요. 캐릭터나 마스코트는 안 합니다. 그라데이션도 안 되고요. 인쇄소랑 별색 맞추느라 고생을 많이 해서 2도 이내로 떨어지는 로고였으면 합니다.',
      '이름은 그대로 갑니다. 해 질 녘 느리게 들어오는 볕처럼 천천히 볶는다는 뜻이에요. 하반기에 상무지구 쪽에 2호점 낼 계획이라 그 전에 정리해두려는 거고요.',
    ],
    whenAsked: {
      project_background: '말씀드린 대로 로스터리 카페 BI 전체 리뉴얼입니다.',
      problem_need: '어디 붙여도 일관되게 보이는 시스템이요. 납품 제안서에 들어갈 때 동네 카페처럼 안 보이게.',
      brand_name_story: '천천히 볶는다는 뜻이요. 위에 쓴 거.',
      products_or_services: '원두 소매, 카페 납품용 블렌드, 드립백이요. 매장에선 커피랑 구움과자 조금.',
      registration_status: '등록 완료요. 2019년에 30류랑 43류 둘 다 해놨어요.',
      need_registration_assistance: '아뇨 괜찮습니다. 거래하는 변리사 있어요.',
      brand_website: '인스타 @slowsun.roasters 하나요. 스마트스토어는 곧 닫을 거라 안 보셔도 돼요.',
      target_audience: '두 부류예요. 원두 받아 쓸 개인 카페 사장님들, 그리고 집에서 핸드드립 하는 30~40대.',
      preferred_style: '스위스 타이포 스타일 좋아합니다. 그리드 딱 잡히고 여백 많은 거. 예전 로고는 너무 손그림 느낌이었어요.',
      colors_and_elements: '아까 말씀드린 대로 그라데이션 없이 2도 이내요. 색은 먹색 계열이면 좋겠고요.',
      expected_deadline: '최종 파일은 3월 안에 받아야 합니다. 4월에 납품 제안서 돌릴 거라서요.',
      key_considerations: '인쇄 재현성이요. 크라프트 봉투, 종이컵, 스텐 텀블러 각인까지 다 똑같이 나와야 돼요.',
      other_design_requirements: '브랜드 가이드북 PDF랑 원두 봉투 라벨, 명함까지요. 간판은 이번엔 안 합니다.',
      plans_after_project: '2호점이요. 거기 인테리어도 이 BI 기준으로 갈 거예요.',
      address: '동명동이요.',
    },
    otherwise: '그건 딱히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['로스터리', 'BI 전체 리뉴얼'] },
      address: { said: 0, text: ['동명동'] },
      problem_need: { said: 1, text: ['일관되게 보이는 시스템'] },
      colors_and_elements: { said: 2, text: ['그라데이션', '2도 이내'] },
      brand_name_story: { said: 3, text: ['천천히 볶는다'] },
      plans_after_project: { said: 3, text: ['2호점'] },
      products_or_services: { said: 'asked', text: ['원두', '드립백'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['@slowsun.roasters'] },
      target_audience: { said: 'asked', text: ['카페 사장님', '30~40대'] },
      preferred_style: { said: 'asked', text: ['스위스', '여백'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['인쇄 재현성'] },
    },
  },

  // Visitor: 51세 여성, 서귀포 남원읍 감귤농장 2대째. 예전에 서울 에이전시와 귤 선물박스를 해봐서 MOQ, 유포지 같은
  // 말을 안다. 마침표 드물고 짧게 끊는 말투, 가끔 맞춤법 틀림(똑같애요, 안넣고).
  // Exercises: exact bottle spec (200ml, 52mm, 148mm) volunteered before asked; scope limited to labels only (packaging_form
  // = label, the box is a later plan); another studio's MOQ 3000 and a first-shipment date as distractors; firm no's (귤 캐릭터,
  // 주황색 범벅); material chosen because paper failed before.
  // NOT facts: 30년 (farm age), 2대째, 작년, 3000개 (another studio's MOQ), 3일 (shelf life after opening), 3월 중순 (first
  // shipment, not the deadline), 스무개 (competing juices at the airport), 70mm is part of the spec (fine to file there).
  {
    id: 'heldout70-packaging-ko-seogwipo-juice-label-only',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 서귀포 남원읍에서 감귤농장 하는 2대째 농부예요 아버지 때부터 30년 된 농장이고요 이번에 착즙 감귤주스를 새로 내면서 패키지를 맡기려고 해요 예전에 귤 선물박스는 서울 에이전시랑 해봤어요',
      '규격 먼저 드릴게요 200ml 유리병이고 지름 52mm 높이 148mm, 라벨 붙는 면은 높이 70mm 정도에요 병은 이미 발주해놔서 못 바꿔요',
      '이번엔 라벨만 해요 박스는 추석 선물세트 때 따로 맡길게요 작년에 다른 곳에서 단상자 MOQ 3000개라고 해서 포기했었거든요 ㅎㅎ',
      '아 그리고 귤 캐릭터는 절대 안돼요 주황색 범벅도 싫구요 다들 그렇게 해서 마트 가면 다 똑같애요',
    ],
    whenAsked: {
      product_description: '물 한방울 안넣고 귤만 짜서 저온살균한 100% 착즙이에요 냉장보관이고 열면 3일안에 드셔야돼요',
      specification: '200ml 유리병 낱병이요 위에 말씀드린대로',
      packaging_form: '라벨만요',
      unique_selling_point: '무농약 인증 받은 저희 밭 귤만 써요 블렌딩 안하고 품종별로 나와요 한라봉 천혜향 이렇게',
      target_audience: '제주 여행 온 30 40대요 선물로 사가는 분들 그리고 온라인으로 재구매하는 엄마들',
      sales_channels: '농장 직판장, 공항 기념품샵 한 곳 입점 확정됐고 스마트스토어요',
      preferred_style: '깔끔하게요 일본 과일가게 라벨 같은거 있잖아요 글씨 위주로 여백 많고',
      colors_and_elements: '귤 캐릭터 안되고 주황색은 포인트로 쪼금만요',
      preferred_materials: '라벨은 방수되는 유포지로 해야돼요 냉장고에서 물 맺히니까 예전에 종이라벨 다 울었어요',
      expected_deadline: '2월 안으로 받아야돼요 3월 중순에 첫 출하라서',
      key_considerations: '인쇄소가 제주시에 있는 곳이라 거기 장비로 되는 사양이어야 돼요 금박 같은건 안돼요',
      problem_need: '매대에서 눈에 띄는거요 공항 가면 감귤주스만 스무개가 넘어요',
      plans_after_project: '추석에 선물세트 박스요',
      address: '남원읍이요',
    },
    otherwise: '그건 딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['착즙 감귤주스'] },
      address: { said: 0, text: ['남원읍'] },
      specification: { said: 1, text: ['200ml', '52mm', '148mm'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['label'] } },
      plans_after_project: { said: 2, text: ['추석 선물세트'] },
      colors_and_elements: { said: 3, text: ['귤 캐릭터', '주황색'] },
      product_description: { said: 'asked', text: ['100% 착즙', '저온살균'] },
      unique_selling_point: { said: 'asked', text: ['무농약', '품종별'] },
      target_audience: { said: 'asked', text: ['30 40대', '선물'] },
      sales_channels: { said: 'asked', text: ['직판장', '공항', '스마트스토어'] },
      preferred_style: { said: 'asked', text: ['일본 과일가게', '글씨 위주'] },
      preferred_materials: { said: 'asked', text: ['유포지'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['인쇄소', '금박'] },
    },
  },

  // Visitor: 38세 남성, 대전 유성구 산업용 가스센서 제조사 '한울센서텍' 해외영업팀 과장. 2019년 에이전시 리뉴얼 경험,
  // CMS·데이터시트·품의 같은 실무 용어. 정리된 장문, 숫자를 정확히 댄다.
  // Exercises: budget given next to two other quotes (2,800 / 900) and VAT note; deadline set "before" a trade show in June
  // (file May, not June); firm no (워드프레스, 보안팀 반려) as key consideration; three languages with a revenue share
  // distractor; category from "회사 홈페이지"; the 채용 page explicitly excluded.
  // NOT facts: 2019년, 3년째, 60% (overseas revenue share), 2,800 / 900 (other quotes), 6월 첫째 주 (German trade show),
  // 40 (approx. product model count, part of the photo job only).
  {
    id: 'heldout70-website-ko-daejeon-sensor-cms-quotes',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 대전 유성구 대덕테크노밸리에 있는 산업용 가스센서 제조사 해외영업팀 과장입니다. 회사 홈페이지 리뉴얼 건으로 연락드렸어요. 2019년에 에이전시 통해서 한 번 만들었는데 그 뒤로 손을 못 대서 제품 카탈로그가 3년째 그대로입니다.',
      '핵심 요구사항은 CMS예요. 저희가 직접 제품 페이지랑 데이터시트 PDF를 올리고 내릴 수 있어야 합니다. 지금은 글자 하나 바꾸려 해도 유지보수 업체에 건당 요청하고 있어요. 그리고 워드프레스는 안 됩니다. 보안팀에서 반려됐어요.',
      '언어는 한국어, 영어, 일본어 세 개요. 매출 60%가 해외라 영문이 사실상 메인입니다.',
      '예산 얘기도 미리 할게요. 에이전시 한 곳은 2,800, 프리랜서는 900 불렀는데 저희 내부 품의는 1,800만원까지 올라가 있어요. 부가세 별도요.',
      '오픈은 6월 첫째 주 독일 전시회 전이어야 해요. 5월 안에는 라이브 돼야 합니다.',
    ],
    whenAsked: {
      url: '지금 주소는 www.hanulsensortech.co.kr 입니다.',
      category: '회사 홈페이지요.',
      main_pages: '회사소개, 제품(카테고리별), 데이터시트 다운로드, 인증서, 뉴스, 문의하기요. 채용은 빼주세요, 따로 사이트 있어요.',
      target_audience: '해외 바이어랑 대리점 구매 담당자요. 스펙 비교하러 들어오는 엔지니어들도 많고요.',
      competitors: 'Figaro랑 Sensirion 사이트 봐주세요. 특히 Sensirion 제품 필터 기능이요.',
      preferred_style: '신뢰감 있고 드라이하게요. 과한 모션 그래픽은 싫습니다. 스펙 표가 잘 읽히는 게 먼저예요.',
      key_considerations: '아까 말씀드린 대로 워드프레스 불가고요, 해외에서 접속해도 로딩이 빨라야 합니다.',
      colors_and_elements: '회사 CI 컬러 네이비 #1B2A4A 그대로 쓰고요. 빨간색은 경고 느낌 나서 쓰지 말아주세요.',
      other_design_requirements: '제품 사진 촬영이 필요해요. 모델이 40개 정도 됩니다.',
      collaboration_notes: '격주로 화상회의 하면 좋겠고 최종 승인은 대표님이 하세요. 저는 실무 창구고요.',
    },
    otherwise: '특별히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['가스센서', '리뉴얼'] },
      address: { said: 0, text: ['유성구'] },
      category: { said: 0, value: { kind: 'choice', selected: ['corporate'] } },
      problem_need: { said: 1, text: ['직접', '데이터시트'] },
      key_considerations: { said: 1, text: ['워드프레스'] },
      languages: { said: 2, text: ['한국어', '영어', '일본어'] },
      budget: { said: 3, value: { kind: 'money', amount: 18000000, currency: 'KRW' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      url: { said: 'asked', text: ['hanulsensortech.co.kr'] },
      main_pages: { said: 'asked', text: ['데이터시트 다운로드', '인증서', '문의하기'] },
      target_audience: { said: 'asked', text: ['해외 바이어', '엔지니어'] },
      competitors: { said: 'asked', text: ['Figaro', 'Sensirion'] },
      preferred_style: { said: 'asked', text: ['신뢰감', '스펙 표'] },
    },
  },

  // Visitor: 47세 남성, 부산 야키토리 바 '숯과잔' 사장. 1·2호점을 해봐서 턴키, 노출천장, 덕트, 파사드 같은 말을 쓴다.
  // 말이 많고 예전 가게 얘기를 자꾸 꺼낸다.
  // Exercises: this shop's size (32평) in the same line as the two earlier shops' sizes (18평, 25평); budget 8천 with kitchen
  // equipment excluded and the old per-pyeong price (평당 180) as a distractor; firm no's (노출천장, 에디슨 전구); opening
  // in a 4-word reply; design deadline (도면 2월) vs construction start (3월 초).
  // NOT facts: 서면 1호점 18평, 전포 2호점 25평, 평당 180, 두 군데 (nearby competitors), 3월 초 (construction start),
  // 12석 is the signature bar's seat count (fine inside unique_design, not a size).
  {
    id: 'heldout70-commercial-ko-busan-yakitori-third-shop',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 부산에서 야키토리 바 숯과잔 하고 있습니다. 서면 1호점이 18평, 전포 2호점이 25평이었고 이번에 해운대 우동에 3호점 들어갑니다. 3호점은 실평수 32평이고 1층 코너 자리예요. 2호점 때 턴키로 맡겼다가 마감 때문에 고생해서 이번엔 설계 따로 시공 따로 가려고요.',
      '제일 큰 숙제는 연기랑 소음이에요. 2호점은 노출천장으로 했더니 목소리가 울려서 대화가 안 된다는 리뷰가 많았어요. 그래서 노출천장은 이번엔 절대 안 합니다. 숯불 덕트 동선도 처음부터 잡아주셔야 하고요.',
      '예산은 인테리어만 8천 잡았어요. 주방 설비는 제가 따로 거래하는 업체 있어서 빼고요. 참고로 2호점은 평당 180에 했었는데 요즘 자재값 생각하면 그건 안 될 것 같고요.',
      '오픈은 4월 중순 목표예요.',
    ],
    whenAsked: {
      brand_value: '퇴근하고 혼자 와도 편한 곳이요. 바에 앉으면 굽는 사람이랑 눈 마주치는 거리감, 소란스럽지 않은 아지트 느낌.',
      target_audience: '30대 중반에서 40대 직장인이요. 해운대라 관광객도 좀 섞일 거고요.',
      competitive_advantage: '비장탄 숯이랑 당일 도축 닭이요. 근처 야키토리집 두 군데는 둘 다 가스 그릴이에요.',
      preferred_style: '나무 많이 쓰는 차분한 선술집인데 너무 일본 일본하면 안 돼요. 노렌, 등롱 이런 건 빼주세요.',
      colors_and_elements: '짙은 갈색이랑 먹색이요. 에디슨 전구는 싫습니다, 어디나 다 있어서.',
      unique_design: '굽는 자리를 둘러싸는 ㄷ자 바 테이블 12석이요. 그게 저희 시그니처예요.',
      key_considerations: '배연이랑 흡음이요. 그리고 1층 코너라 파사드가 양쪽으로 보이는 것도 살려주셨으면 합니다.',
      expected_deadline: '도면은 2월 안에는 확정해야 돼요. 그래야 3월 초에 착공 들어가요.',
      other_design_requirements: '간판이랑 메뉴판까지 부탁드려요. 로고는 있으니까 그대로 쓰시면 돼요.',
      space_size: '32평이요.',
      budget: '8천이요, 주방 설비 빼고.',
    },
    otherwise: '그건 알아서 해주세요.',
    expected: {
      project_background: { said: 0, text: ['야키토리 바', '3호점'] },
      address: { said: 0, text: ['해운대 우동'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      problem_need: { said: 1, text: ['연기', '소음'] },
      budget: { said: 2, value: { kind: 'money', amount: 80000000, currency: 'KRW' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      brand_value: { said: 'asked', text: ['혼자 와도 편한', '아지트'] },
      target_audience: { said: 'asked', text: ['30대 중반에서 40대', '관광객'] },
      competitive_advantage: { said: 'asked', text: ['비장탄', '당일 도축'] },
      preferred_style: { said: 'asked', text: ['나무', '차분한'] },
      colors_and_elements: { said: 'asked', text: ['먹색', '에디슨 전구'] },
      unique_design: { said: 'asked', text: ['ㄷ자 바'] },
      key_considerations: { said: 'asked', text: ['배연', '흡음', '파사드'] },
    },
  },

  // Visitor: 33세 여성, 서울 구로 화장품 ODM 회사 마케팅팀. 작년에 조립부스로 나가봐서 독립부스, 반입, 철수, kW 신청 같은
  // 말을 쓴다. 느낌표, ~, ㅠ 섞인 밝은 말투.
  // Exercises: last year's booth (1부스 9㎡, 조립부스 900) vs this year's (2부스 18㎡, 2,500); all three show dates in one
  // message; water/electricity as "전기만" stated inline (electricity_only); a firm no (모델 얼굴 대형 배너) whose reason is the
  // key consideration (고객사 브랜드 노출); design deadline given as the organiser's drawing-submission date (4월 10일).
  // NOT facts: 구로 (company location, not the show venue), 작년, 9㎡, 900 (last year's vendor), 3kW is the power order
  // (fine to note, not a size), 3일 동안 상담 12건 (last year's results).
  {
    id: 'heldout70-exhibition-ko-kintex-odm-booth',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 구로에 있는 화장품 ODM 회사 마케팅팀이에요. 5월에 킨텍스에서 하는 뷰티 B2B 전시회 독립부스 디자인 문의드려요! 작년엔 1부스 9㎡짜리 조립부스로 나갔는데 옆 부스들 사이에서 완전 묻혔어요 ㅠ',
      '이번엔 2부스 붙여서 3x6m, 18㎡예요. 킨텍스 제2전시장 7홀이고 코너 자리 배정받았어요. 전기는 3kW 신청할 거고 수도는 필요 없어요.',
      '일정 정리해서 드릴게요. 반입 5월 12일, 개막 13일, 폐막 15일이고 철수는 15일 당일 저녁이에요.',
      '예산은 2,500 부가세 포함이요. 작년 업체는 조립부스 900에 해줬는데 이번엔 목공 들어가니까 그 가격은 당연히 안 되겠죠',
      '아 그리고 모델 얼굴 들어간 대형 배너는 빼주세요!! 저희는 브랜드가 아니라 제조사라서 고객사 브랜드 노출이 민감해요',
    ],
    whenAsked: {
      brand_value: '기술력 있는 믿을만한 제조사요! 부스 들어오면 여기 연구소 제대로네 하는 느낌?',
      target_audience: '해외 바이어랑 신규 브랜드 런칭 준비하는 대표님들이요. 일반 관람객은 솔직히 타겟 아니에요',
      preferred_style: '랩 느낌 화이트 톤인데 병원처럼 차갑진 않게요~ 우드 조금 섞어서',
      unique_design: '제형 샘플을 벽 한 면 가득 진열하는 샘플월이요! 바이어가 직접 발라보는 테스터 바도 있어야 하고요',
      problem_need: '작년처럼 묻히지 않고 미팅 건수 늘리는 거요. 작년엔 3일 동안 상담 12건이었어요 ㅠ',
      colors_and_elements: '회사 컬러가 민트예요. 민트 포인트 살짝이요. 형광색은 안 돼요!',
      expected_deadline: '사무국 부스 도면 제출이 4월 10일까지라 디자인은 그 전에 끝나야 돼요',
      water_electricity_supply: '전기만요!',
      space_size: '18㎡요 3x6m',
      key_considerations: '고객사 브랜드 노출이요. 아까 말씀드린 거',
    },
    otherwise: '음 그건 상관없어요',
    expected: {
      project_background: { said: 0, text: ['ODM', '뷰티 B2B 전시회'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      address: { said: 1, text: ['킨텍스 제2전시장'] },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['electricity_only'] } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-05-12', precision: 'day' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-13', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-05-15', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 25000000, currency: 'KRW' } },
      key_considerations: { said: 4, text: ['고객사 브랜드 노출'] },
      brand_value: { said: 'asked', text: ['믿을만한 제조사'] },
      target_audience: { said: 'asked', text: ['해외 바이어', '신규 브랜드'] },
      preferred_style: { said: 'asked', text: ['화이트 톤', '우드'] },
      unique_design: { said: 'asked', text: ['샘플월', '테스터 바'] },
    },
  },

  // Visitor: 52세 여성, 아이들이 독립해 일산 단독주택에서 마포 성산동 34평 아파트로 줄여 가는 부부의 아내. 2018년에 일산
  // 집을 디자이너와 공사해봐서 확장, 샷시, 디밍 같은 말을 안다. 차분하고 정돈된 장문.
  // Exercises: property type must be the new apartment, not the old 단독; the old house's size (42평) next to the new one (34평);
  // age given as a build year plus 27년차; budget 9천 (가구 제외) next to another studio's 평당 250; firm no (하이그로시) backed
  // by a past-house story; move-in (6월 초) vs balance payment (4월 말); design deadline 3월.
  // NOT facts: 일산, 42평, 단독 (old house), 2018년 (old renovation), 99년 (build year; file 27 years), 주3일, 2천장 (LP count,
  // fine inside collections), 평당 250, 4월 말 (잔금), 한 달 반 (construction length).
  {
    id: 'heldout70-residential-ko-mapo-downsize-lp-wall',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 일산 42평 단독에 살다가 애들 다 독립해서 마포 성산동 34평 아파트로 줄여 갑니다. 전체 리모델링이고요, 2018년에 일산 집 할 때도 디자이너분이랑 해봐서 과정은 대충 알아요.',
      '99년 준공이라 27년차예요. 방 3개 욕실 2개 구조고 발코니는 이미 확장돼 있어요. 샷시는 전 주인이 바꿔놔서 그대로 씁니다.',
      '부부 둘이 살아요. 남편은 집에서 번역 일 하고 저는 주3일 출근하고요. 주말엔 친구들 불러서 음악 들으면서 와인 마시는 게 낙이에요.',
      '제일 중요한 건 LP 2천장이에요. 남편이 평생 모은 거라 벽 한 면 통째로 LP장이 들어가야 돼요. 오디오랑 스피커 자리도요.',
      '예산은 9천이요. 가구는 빼고요. 다른 곳은 평당 250 얘기하던데 저흰 그렇게는 못 써요.',
    ],
    whenAsked: {
      problem_need: '구조가 너무 옛날식이에요. 주방이 막혀 있고 복도가 길어서 어둡고요. 벽 하나 털어서 주방을 거실 쪽으로 열고 싶어요.',
      preferred_style: '미드센추리 좋아해요. 근데 빈티지샵처럼 말고 차분하게요.',
      colors_and_elements: '월넛이랑 테라코타 조금. 하얀 하이그로시는 절대 싫어요, 전 집에서 지문 때문에 질렸거든요.',
      move_in_date: '잔금이 4월 말이고 입주는 6월 초로 잡았어요. 공사 기간은 한 달 반 정도 보고요.',
      key_considerations: '방음이요. 아파트라 음악 크게 틀면 민원 들어와요. 흡음 처리 꼭 부탁드려요.',
      expected_deadline: '설계는 3월 안에 다 끝내고 싶어요.',
      property_category: '아파트요.',
      space_size: '34평이요.',
      target_audience: '부부 둘이요.',
      important_collections: 'LP랑 오디오요.',
    },
    otherwise: '그건 괜찮아요.',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      address: { said: 0, text: ['성산동'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 27, unit: 'years' } },
      layout: { said: 1, text: ['방 3개', '욕실 2개'] },
      target_audience: { said: 2, text: ['부부'] },
      lifestyle: { said: 2, text: ['번역', '음악'] },
      important_collections: { said: 3, text: ['LP', '오디오'] },
      budget: { said: 4, value: { kind: 'money', amount: 90000000, currency: 'KRW' } },
      problem_need: { said: 'asked', text: ['주방이 막혀', '어둡'] },
      preferred_style: { said: 'asked', text: ['미드센추리', '차분하게'] },
      colors_and_elements: { said: 'asked', text: ['월넛', '하이그로시'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['방음'] },
    },
  },

  // Visitor: 37세 남성, 대구에서 활동하는 4인조 인디밴드 '오후세시반' 리더(기타). 1집 커버를 친구가 해줬고 이번엔 제대로
  // 하고 싶다. 게이트폴드, 디지팩 같은 말을 알고, ㅋㅋ 섞인 구어체로 짧게 쓴다.
  // Exercises: exact deliverable specs (LP 12인치 게이트폴드, CD 디지팩 6면, 3000x3000) as the design work; firm no's (AI 생성
  // 이미지, 멤버 얼굴 커버) as key considerations; three dates in one line where only the data hand-off (3월 13일) is the
  // deadline; another studio's old quote (350) with no budget field; one in-person meeting.
  // NOT facts: 4인조, 1집, 5월 말 (release), 3월 20일 (factory intake), 350 (홍대 studio quote for the first album),
  // 12인치 / 6면 / 3000x3000 are specs (fine inside other_design_requirements), 2차 (revision rounds, fine in collaboration).
  {
    id: 'heldout70-other-ko-daegu-band-lp-artwork',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대구에서 활동하는 4인조 인디밴드 오후세시반 기타치고 리더 맡고 있어요 정규 2집 앨범 아트워크 의뢰드리려고요 1집은 친구가 해줬는데 이번엔 제대로 하고 싶어서요 ㅋㅋ',
      '작업 범위는요 LP 12인치 게이트폴드 재킷, CD 디지팩 6면, 스트리밍용 3000x3000 커버, 그리고 공연 포스터 1종이요',
      '미리 말씀드리면 AI 생성 이미지는 절대 안됩니다 멤버 얼굴 나오는 커버도 안 하고요 1집이 멤버 사진 커버였는데 다들 그걸 젤 후회해요 ㅋㅋ',
      '발매는 5월 말인데 LP 공장 입고 마감이 3월 20일이라 최종 데이터는 3월 13일 금요일까지 넘겨야 돼요',
    ],
    whenAsked: {
      problem_need: '1집 커버가 너무 평범해서 레코드샵에서 안 집히더라구요 LP는 진열됐을 때 손이 가는 물건이어야 돼요',
      target_audience: '20대 후반~30대 인디 듣는 사람들요 LP 모으는 사람들',
      preferred_style: '70년대 일본 시티팝 재킷 같은 일러스트요 요시다 히로시 판화도 좋아하고',
      colors_and_elements: '해 질 녘 주황이랑 남색이요 앨범 제목이 마지막 버스라서 버스 정류장은 꼭 들어갔으면',
      collaboration_notes: '멤버 넷이 단톡방에서 같이 보는데 최종은 제가 정해요 시안 수정은 2차까지면 충분해요',
      other_preferences: '1집 땐 홍대 스튜디오 견적이 350이라 포기했었어요 ㅋㅋ 좋아하는 재킷은 야마시타 타츠로 For You요',
      plans_after_project: '2집 나오면 티셔츠랑 토트백 굿즈도 만들 거라 그때 또 부탁드릴 수도요',
      number_of_visits: '대면은 한 번이면 돼요 나머진 온라인으로',
      key_considerations: 'AI 생성 이미지 안 되는 거요 위에 말한 거',
      expected_deadline: '3월 13일이요',
    },
    otherwise: '그건 상관없어요',
    expected: {
      project_background: { said: 0, text: ['정규 2집', '앨범 아트워크'] },
      address: { said: 0, text: ['대구'] },
      other_design_requirements: { said: 1, text: ['게이트폴드', '디지팩', '포스터'] },
      key_considerations: { said: 2, text: ['AI 생성 이미지'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['손이 가는'] },
      target_audience: { said: 'asked', text: ['20대 후반~30대', 'LP 모으는'] },
      preferred_style: { said: 'asked', text: ['시티팝', '일러스트'] },
      colors_and_elements: { said: 'asked', text: ['남색', '버스 정류장'] },
      collaboration_notes: { said: 'asked', text: ['단톡방', '최종은 제가'] },
    },
  },
];
