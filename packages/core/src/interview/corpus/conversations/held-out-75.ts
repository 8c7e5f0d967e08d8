import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A seventy-fifth batch of held-out visitors, written blind from the field list (three writers, one a language, none
 * of whom read the engine): every project type in all three languages. No theme of its own: an ordinary week of enquiries
 * (a long story first, one fact a message, or only answers; chatty or terse, sure or unsure; a correction or two). Written
 * in session 36 and first played before any change for it.
 */
/* Writer's note (en-US, batch 75: an ordinary week)
 * brand_design: Derek Kowalski, HVAC owner in Parma OH; terse lowercase one-liners, a mid-message deadline correction, address volunteered.
 * packaging_design: Keisha Monroe, granola maker near Atlanta; one long story first, then a size correction two messages later.
 * website: Maggie Lindqvist, PT clinic co-owner in Boise; unsure answerer, budget as a range, declines the competitors question.
 * commercial_space: Kevin Tran, second-generation pho shop owner in Houston; chatty, corrects the square footage in the next message.
 * exhibition_space: Jenna Sorensen, marketing manager for an ice machine maker; businesslike facts-in-a-block, corrects the move-in day.
 * residential_space: Beverly Haugen, 66, retiring to a Scottsdale condo; formal full sentences, husband's aside, most facts only when asked.
 * other: Ren Okafor, coffee truck owner in Tulsa; excited and rambly, wants a vehicle wrap and menu board, hard file deadline from the print shop.
 */
/* Writer's note (zh-TW, batch 75: an ordinary week)
 * brand_design — 竹山茶行第二代黃柏翰，口語又愛加表情，先講一大段故事；商標過期＝未註冊、截止日在下一則改口（3月底→4月中）。
 * packaging_design — 北埔客家桔醬的劉太太，手機打字不加標點、一則一小句，大部分事實要等被問才給；順口帶出地點（never asked）。
 * website — 左營皮拉提斯教室老闆若涵，不懂行情、邊聊邊問，預算從「10萬做得到嗎？」改成跟老公討論後的 10～15萬區間；沒有網站＝skipped。
 * commercial_space — 台中設計師Tony開第一間自己的髮廊，第一則長篇交代背景和地點；坪數先說30坪（權狀）再更正為室內22坪。
 * exhibition_space — 寵物鮮食品牌行銷專員，第一則用條列整理好資料；主管加買攤位，坪數與預算在後一則一起更正；3x9公尺要換算成平方公尺。
 * residential_space — 住多倫多的怡君（UTC-5）要整理鹿港外婆的透天厝，沒把握、請對方直接問；「明年一月」相對日期、屋齡由媽媽更正為47年。
 * other — 中壢牙醫診所吳院長，正式簡短、一則一件事：擴建後的指標系統＋兒童區插畫＋衛教小冊；4月15日前完成、合作窗口與決策者。
 */
/* Writer's note (ko-KR, batch 75: an ordinary week)
 * brand_design      — 대전 유성구 2대째 세탁소를 물려받은 30대 아들. 짧게 한 메시지에 사실 하나씩, 상표 미등록을 스스로 말하고 간판·스티커를 덧붙임.
 * packaging_design  — 문경에서 시어머니와 오미자청을 만드는 30대 며느리. 긴 사연부터 시작, 수다스럽고, 용량을 나중에 정정(1L → 750ml).
 * website           — 부천 CNC 가공업체 2세 실장. 최소한만 말하고 나머지는 물을 때만 대답, 경쟁사 참고는 "없다"고 거절.
 * commercial_space  — 광주 돼지국밥집 50대 사장, 상무지구 2호점. 문장부호 거의 없는 투박한 말투, 평수를 바로 정정(35평 전체 → 실평수 28평).
 * exhibition_space  — 괴산 막걸리 양조장 대표, 양재 aT센터 우리술 페어 첫 참가. 처음엔 부스 크기를 모르다가 중간에 사무국 확인 후 확정, 일정 세 개를 한 메시지에.
 * residential_space — 수원 영통 구축 아파트를 산 신혼부부 아내(재택 일러스트레이터, 고양이 둘). 이모지 섞인 밝은 말투, 입주 시기를 잔금 때문에 늦춤.
 * other             — 통영 초등학교 총동문회 사무국장(60대). 격식 있는 긴 문장, 개교 100주년 엠블럼·화보집·현수막·수건, 기념식 날짜와 마감을 구분.
 */
export const seventyFifthHeldOutConversations: CorpusConversation[] = [
  // Derek Kowalski, 38, took over his dad's heating & cooling company in Parma, Ohio. Types like he's on a job site:
  // lowercase, no greetings, one short fact per message, "yrs", "AC". Exercises: terse one-fact messages, a deadline
  // corrected inside the same message ("end of march ... actually no, make it mid march"), an address volunteered
  // with the company name, products listed without being asked, trademark status and help given only when asked.
  // NOT facts: '89 (year the company started), 2 yrs (since he took over), 9 trucks (fleet size), 1995 (what the logo
  // looks like), April (when the trucks get rewrapped, not the design deadline), "a couple weeks" (the wrap shop's lead time).
  {
    id: 'heldout75-brand-en-parma-hvac-terse',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hey. need a logo refresh for my hvac company",
      "Kowalski Comfort Heating & Cooling. Parma OH. dad started it in '89, I took it over 2 yrs ago",
      "current logo is clip art of a snowflake and a flame, looks like 1995. people think we're some tiny outfit but we've got 9 trucks now",
      "need it done end of march, trucks get rewrapped in april. actually no, make it mid march, wrap guy needs a couple weeks",
      "we do furnace and AC install, repair, maintenance plans. some water heaters too",
    ],
    whenAsked: {
      brand_name_story: "it's just our last name. dad wanted people to know an actual family answers the phone",
      registration_status: "no, never did that",
      need_registration_assistance: "yeah sure if it's not crazy expensive",
      brand_website: "kowalskicomfort.com and a facebook page, both kinda rough",
      target_audience: "homeowners around here. lot of retirees, also young families buying up the old bungalows",
      preferred_style: "clean and bold. has to be readable from across the street. nothing cartoony",
      colors_and_elements: "keep the blue and orange if possible. lose the snowflake",
      key_considerations: "has to look good on a truck door AND embroidered on a work shirt. and not cost a fortune",
    },
    otherwise: "no preference",
    expected: {
      project_background: { said: 0, text: ['logo refresh', 'hvac company'] },
      address: { said: 1, text: ['Parma'] },
      problem_need: { said: 2, text: ['clip art', 'tiny outfit'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' } },
      products_or_services: { said: 4, text: ['furnace', 'maintenance plans', 'water heaters'] },
      brand_name_story: { said: 'asked', text: ['last name', 'actual family answers the phone'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['kowalskicomfort.com', 'facebook'] },
      target_audience: { said: 'asked', text: ['homeowners', 'retirees', 'young families'] },
      preferred_style: { said: 'asked', text: ['clean and bold', 'readable from across the street', 'nothing cartoony'] },
      colors_and_elements: { said: 'asked', text: ['blue and orange', 'lose the snowflake'] },
      key_considerations: { said: 'asked', text: ['truck door', 'embroidered', 'not cost a fortune'] },
    },
  },

  // Keisha Monroe, 29, makes granola and sells it at a farmers market outside Atlanta. Opens with one long, warm,
  // run-on story (apologizes for it, emoji, "lol", double question marks), then shorter follow-ups. Exercises: many
  // facts packed in a story (background, problem, sales channels), flavors and pack size in one message, a pouch
  // described rather than named, the pack size corrected two messages later (12 oz -> 10 oz), deadline "end of March".
  // NOT facts: 2020 (when she started), Albany (where the pecans come from), 200 bags (weekly sales), 14 stores (the
  // grocery chain's size), April (the buyer's review, not the deadline), 12 oz (her market bag, replaced by 10 oz).
  {
    id: 'heldout75-packaging-en-decatur-granola-story',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi!! Ok this might be long, sorry in advance 😅 I started making granola in my apartment kitchen in 2020 when I got furloughed, it's basically my grandma's recipe but with less sugar and pecans from my uncle's farm down in Albany. Friends kept begging for it so I started doing the Decatur farmers market on Saturdays and now I sell around 200 bags a weekend?? Plus some through Instagram DMs. It's called Front Porch Granola. Right now it's in plain zip bags with a sticker I made on Canva and I'm honestly kind of embarrassed by it lol. A buyer from Harvest Lane Market (they've got 14 stores around Atlanta) said they'd consider carrying it if the packaging looked 'shelf ready', so here I am",
      "There's three flavors: honey pecan, cinnamon maple, and a chocolate cherry one. Each bag is 12 oz. I'm picturing a pouch, the kind that stands up on its own, with a little window so you can see the clusters",
      "What makes it different is it's big chunky clusters, not dusty little oats, and about half the sugar of the big brands. People literally eat it out of the bag like chips",
      "Timeline wise their next review is in April so I'd love the design wrapped up by end of March? Is that realistic",
      "oh wait, correction on the size! 12 oz is my market bag, Harvest Lane wants 10 oz for retail so design for 10 oz. sorry my brain is fried, did a double batch this morning",
    ],
    whenAsked: {
      target_audience: "Busy moms, gym people, and honestly a lot of older folks at the market who like that it's not too sweet. Mostly 25 to 55 I'd say",
      preferred_style: "Warm and homey but not cutesy. Like a Southern front porch at golden hour, if that makes sense",
      colors_and_elements: "I love a deep green with a peachy orange. Maybe a little porch swing illustration? No mason jars please, too cliché",
      preferred_materials: "Kraft paper if possible. Something compostable would be a dream but I know that gets pricey",
      key_considerations: "Cost per bag has to stay low, I'm a one woman show. And the three flavors need to be easy to tell apart on a shelf",
    },
    otherwise: "Hmm no real preference!",
    expected: {
      project_background: { said: 0, text: ['granola', 'Front Porch Granola'] },
      problem_need: { said: 0, text: ['embarrassed', 'shelf ready'] },
      sales_channels: { said: 0, text: ['farmers market', 'Instagram', 'Harvest Lane Market'] },
      product_description: { said: 1, text: ['honey pecan', 'cinnamon maple', 'chocolate cherry'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bag_pouch'] } },
      unique_selling_point: { said: 2, text: ['chunky clusters', 'half the sugar'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      specification: { said: 4, text: ['10 oz'] },
      target_audience: { said: 'asked', text: ['Busy moms', 'gym people', 'not too sweet'] },
      preferred_style: { said: 'asked', text: ['Warm and homey', 'not cutesy', 'Southern front porch'] },
      colors_and_elements: { said: 'asked', text: ['deep green', 'peachy orange', 'porch swing', 'No mason jars'] },
      preferred_materials: { said: 'asked', text: ['Kraft paper', 'compostable'] },
      key_considerations: { said: 'asked', text: ['Cost per bag', 'easy to tell apart'] },
    },
  },

  // Maggie Lindqvist, 45, physical therapist and co-owner of a two-partner clinic in Boise, Idaho. Plain, friendly,
  // a little overwhelmed; admits she doesn't know what's "normal" and hedges ("ugh", "I guess?"). Exercises: a visitor
  // who mostly answers, pages offered as a guess, budget as a range ("8 to 12 thousand"), category given hesitantly
  // ("mostly a booking site I guess"), go-live tied to a new clinic opening, a plain decline of competitors.
  // NOT facts: 2017 (when the old site was built), the brother-in-law who built it, Meridian (the new branch, not the
  // business's address), "75 year old" (an example user, not the audience's age range).
  {
    id: 'heldout75-website-en-boise-pt-unsure',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi, we're a physical therapy clinic in Boise, two of us own it. Our website is pretty bad and we're opening a second location soon so figured now's the time",
      "It's sawtoothpt.com. My brother-in-law built it in 2017 lol, bless him",
      "Biggest issue is people can't book online, they have to call and our front desk is swamped all day. Also it looks terrible on phones",
      "Honestly not sure what pages we need, whatever's normal? Services, our team, insurance we take, and booking for sure",
      "Budget, ugh, I really don't know what these cost. Maybe 8 to 12 thousand?",
    ],
    whenAsked: {
      category: "Mostly a booking site I guess? People need to be able to book. But also the normal info about us.",
      languages: "English and Spanish. A lot of our patients' families speak Spanish at home.",
      target_audience: "Mostly older patients coming back from knee or hip surgery, plus weekend warriors and high school athletes",
      competitors: "Honestly I haven't looked at anybody else's site. Can we skip that one?",
      preferred_style: "Clean and friendly, not hospital-y. Real photos of our actual clinic and staff, not stock people",
      expected_deadline: "Our new Meridian clinic opens May 1st, so live before that please",
      key_considerations: "It has to work with our scheduling software, we use Jane. And it has to be easy for a 75 year old to use",
    },
    otherwise: "No preference really, whatever you think works",
    expected: {
      project_background: { said: 0, text: ['physical therapy clinic', 'second location'] },
      address: { said: 0, text: ['Boise'] },
      url: { said: 1, text: ['sawtoothpt.com'] },
      problem_need: { said: 2, text: ["can't book online", 'terrible on phones'] },
      main_pages: { said: 3, text: ['Services', 'our team', 'insurance', 'booking'] },
      budget: { said: 4, value: { kind: 'money', amount: 8000, max: 12000, currency: 'USD' } },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['knee or hip surgery', 'weekend warriors', 'high school athletes'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['Clean and friendly', 'not hospital-y', 'Real photos'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['scheduling software', 'Jane', 'easy for a 75 year old'] },
    },
  },

  // Kevin Tran, 35, runs the pho shop his parents opened on Bellaire Blvd in Houston and is moving it a few blocks to
  // a bigger unit. Chatty, jokes about his mom and wife, "lol", one emoji. Exercises: background, problem and new
  // address all in the opening story; a size given then corrected in the very next message (1,800 -> 2,100 sq ft);
  // budget "around $150k"; opening "early September"; a must-keep element (his mom's painting) volunteered beside the date.
  // NOT facts: 1998 (when the shop opened / the look to avoid), 11 tables (the old shop), 1,800 sq ft (another unit they
  // toured), Labor Day (a reference point, the opening is early September), the nail salon (former tenant),
  // 400 bowls (Sunday volume, part of key considerations text only), 14 hours, 11 and 9 (broth time and closing hours).
  {
    id: 'heldout75-commercial-en-houston-pho-size-fix',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hey there! So my parents opened Pho Binh Minh on Bellaire Blvd in Houston back in 1998 and I've been running it since my dad retired. We finally signed a lease on a bigger spot a few blocks down, still on Bellaire, in the Golden Lotus Plaza. The old place only has 11 tables and there's a line out the door every Sunday, so we need more room and honestly something that doesn't look like 1998 anymore lol",
      "The new space is 1,800 sq ft I think. It was a nail salon before so it's basically an empty box with way too many outlets",
      "ok just pulled up the lease, it's actually 2,100 sq ft. 1,800 was the other place we toured. my bad!",
      "Budget we're thinking around $150k for the whole buildout. My mom thinks that's crazy, my wife thinks it's not enough 🙃",
      "We want to open early September, before Labor Day weekend. Oh and my mom is 100% keeping the big Ha Long Bay painting from the old shop up on a wall somewhere, non negotiable",
    ],
    whenAsked: {
      brand_value: "Family. Generous bowls, and the broth my dad still comes in to taste every morning. It should feel like eating at your aunt's house, just nicer",
      target_audience: "Families after church on Sunday, students from the community college, and more and more non-Vietnamese folks who found us on TikTok",
      competitive_advantage: "Our broth simmers 14 hours, same recipe since day one, no shortcuts. And we're open till 11, most pho places around here close at 9",
      preferred_style: "Modern but warm. Lots of wood, plants. Not that dark moody industrial thing everyone's doing",
      unique_design: "An open window into the kitchen so people can see the big broth pots going",
      key_considerations: "Kitchen flow, we do like 400 bowls on a Sunday. And seating that works for big families, round tables with lazy susans",
    },
    otherwise: "No strong feelings on that one",
    expected: {
      project_background: { said: 0, text: ['Pho Binh Minh', 'bigger spot'] },
      address: { said: 0, text: ['Bellaire', 'Golden Lotus Plaza'] },
      problem_need: { said: 0, text: ['line out the door', "doesn't look like 1998"] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 2100, unit: 'ft2' } },
      budget: { said: 3, value: { kind: 'money', amount: 150000, currency: 'USD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-09-01', precision: 'month', part: 'early' } },
      colors_and_elements: { said: 4, text: ['Ha Long Bay painting'] },
      brand_value: { said: 'asked', text: ['Family', 'Generous bowls', "aunt's house"] },
      target_audience: { said: 'asked', text: ['after church', 'students', 'TikTok'] },
      competitive_advantage: { said: 'asked', text: ['14 hours', 'open till 11'] },
      preferred_style: { said: 'asked', text: ['Modern but warm', 'wood', 'Not that dark moody industrial'] },
      unique_design: { said: 'asked', text: ['open window into the kitchen', 'broth pots'] },
      key_considerations: { said: 'asked', text: ['Kitchen flow', 'big families', 'round tables'] },
    },
  },

  // Jenna Sorensen, 41, marketing manager at a commercial ice machine maker in Green Bay, Wisconsin. Businesslike,
  // em dashes, complete facts in compact blocks, no small talk. Exercises: venue named beside the company's home town
  // (only the venue is the address), booth size as "20x20" feet (400 ft2), show dates, move-in and move-out in one
  // message, move-in corrected from the exhibitor manual in the next, a budget with exclusions, water and power
  // described through live demos (both).
  // NOT facts: Green Bay WI (company location, not the venue), May 13 (replaced by May 14), booth #4417 and North Hall
  // (kept only as part of the address if filed), drayage and the show's electrical fees (excluded from the budget),
  // 208V, 2am on a Saturday, "seats 6".
  {
    id: 'heldout75-exhibition-en-chicago-ice-booth',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hello — I manage marketing for Northfield Ice Systems. We make commercial ice machines, based in Green Bay, WI. We need a booth designed for the National Restaurant Association Show at McCormick Place in Chicago this May.",
      "Details: 20x20 ft island, booth #4417 in the North Hall. Show runs May 16–19. Move-in May 13, move-out May 20.",
      "Correction — just checked the exhibitor manual, our targeted move-in is May 14, not the 13th.",
      "Budget is $85,000 for design and build. That excludes drayage and the show's electrical fees.",
      "We'll be running two machines live in the booth, so we need water and a drain plus 208V power.",
    ],
    whenAsked: {
      brand_value: "Reliability. We're the machine that doesn't break down at 2am on a Saturday. The booth should feel solid and trustworthy, not flashy.",
      target_audience: "Dealers and distributors first, then multi-unit restaurant operators. Not really the general public.",
      preferred_style: "Clean and industrial, lots of white with our navy. Think premium appliance showroom.",
      unique_design: "A clear acrylic ice wall where visitors can watch the cubes drop in real time.",
      key_considerations: "Strong sight lines from the main aisle, and a private meeting area for dealer conversations that seats 6.",
    },
    otherwise: "No particular preference.",
    expected: {
      project_background: { said: 0, text: ['commercial ice machines', 'National Restaurant Association Show'] },
      address: { said: 0, text: ['McCormick Place'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-05-16', precision: 'day' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-05-20', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-05-14', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 85000, currency: 'USD' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['Reliability', 'solid and trustworthy', 'not flashy'] },
      target_audience: { said: 'asked', text: ['Dealers and distributors', 'multi-unit restaurant operators'] },
      preferred_style: { said: 'asked', text: ['Clean and industrial', 'navy', 'premium appliance showroom'] },
      unique_design: { said: 'asked', text: ['acrylic ice wall', 'cubes drop in real time'] },
      key_considerations: { said: 'asked', text: ['sight lines', 'private meeting area'] },
    },
  },

  // Beverly Haugen, 66, retired bookkeeper, and her husband Walt are leaving Naperville, Illinois for a condo in
  // Scottsdale. Writes in careful full sentences, "Good morning", no abbreviations; Walt chimes in through her.
  // Exercises: a formal older writer, layout and size together, an aside from a spouse (balcony), a health need stated
  // unprompted (bad knee, walk-in shower) as the key consideration, age given as the year built (2008 -> 18 years),
  // "condominium" for apartment, a budget with room to stretch (60 to 70 thousand), move-in date apart from the closing.
  // NOT facts: Naperville (the house they are leaving), four bedroom and 31 years (the old house), end of February (the
  // closing, not the move-in), Christmas and summer (when the grandchildren visit), third floor.
  {
    id: 'heldout75-residential-en-scottsdale-condo-retirees',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Good morning. My husband and I are retiring to Arizona and have bought a condo in Scottsdale. We are leaving a four bedroom house in Naperville, Illinois after 31 years, so this is quite a change for us.",
      "The condo is two bedrooms and two baths, with an open kitchen and living room and a small den. It is about 1,350 square feet.",
      "Walt wants me to add that it has a lovely balcony facing the mountains. He is reading over my shoulder.",
      "The main problem is that the whole place is builder beige and the kitchen is very dark. We also have far too much furniture for it and need help deciding what comes with us.",
      "I should mention that Walt has a bad knee, so we would like to avoid anything with steps, and we want a walk-in shower instead of the tub in the main bath.",
    ],
    whenAsked: {
      property_category: "It is a condominium, on the third floor, with an elevator.",
      age: "The listing said it was built in 2008.",
      target_audience: "Just the two of us. Our grandchildren visit at Christmas and for part of the summer.",
      lifestyle: "Walt golfs most mornings. I quilt, so I would love a spot with good light for my sewing machine. We have friends over for cards on Thursday evenings.",
      preferred_style: "Something light and calm. Southwestern, but not kitschy. No cactus on everything, please.",
      colors_and_elements: "Soft whites, sage and terracotta. I would like to keep my grandmother's walnut hutch.",
      budget: "We have set aside $60,000, though Walt says we could stretch to $70,000 if it is worth it.",
      move_in_date: "We close at the end of February, but we would like to actually move in by the first of May, before it gets too hot.",
    },
    otherwise: "We don't have a particular preference on that.",
    expected: {
      project_background: { said: 0, text: ['retiring to Arizona', 'condo in Scottsdale'] },
      address: { said: 0, text: ['Scottsdale'] },
      layout: { said: 1, text: ['two bedrooms', 'two baths', 'small den'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1350, unit: 'ft2' } },
      problem_need: { said: 3, text: ['builder beige', 'kitchen is very dark', 'too much furniture'] },
      key_considerations: { said: 4, text: ['bad knee', 'walk-in shower'] },
      property_category: { said: 'asked', value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 18, unit: 'years' } },
      target_audience: { said: 'asked', text: ['Just the two of us', 'grandchildren'] },
      lifestyle: { said: 'asked', text: ['golfs', 'quilt', 'cards on Thursday'] },
      preferred_style: { said: 'asked', text: ['light and calm', 'Southwestern', 'not kitschy'] },
      colors_and_elements: { said: 'asked', text: ['Soft whites', 'sage', 'terracotta', 'walnut hutch'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 60000, max: 70000, currency: 'USD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'day' } },
    },
  },

  // Ren Okafor, 36, line cook turning an old bread-delivery step van into a coffee truck in Tulsa, Oklahoma.
  // Excited, exclamation points, "!!", "lol", emoji, not sure the studio does this kind of work. Exercises: an
  // unusual request (vehicle wrap + menu board) for the "other" type, where she'll park and who buys folded into one
  // message with her home base, a hard deadline set by the print shop, a question back to the genie that holds no fact,
  // and collaboration preferences given when asked.
  // NOT facts: Broken Arrow (where she bought the van), Route 66 Wraps (the print shop), April (her soft launch, not the
  // design deadline), the cousin who drew the logo, Gathering Place (a parking spot, not the business's base).
  {
    id: 'heldout75-other-en-tulsa-coffee-truck-wrap',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hi! not sure if this is something you guys do but figured I'd ask. I bought an old bread delivery step van off a guy in Broken Arrow and I'm turning it into a coffee truck 🙌 it's called Drip Drop Coffee Co",
      "So I need the outside wrap designed, and a menu board for the service window. I already have a logo my cousin did, it's fine, it's a little raindrop with a face lol",
      "I'm based in Tulsa. Weekday mornings I'll do office parks downtown, afternoons by the Gathering Place, and weddings/events on weekends. My people are office workers who want something fast and good, and the park crowd, lots of young families",
      "The wrap shop I'm using (Route 66 Wraps) needs final files by March 15 so they can print and install before my soft launch in April",
      "oh also do you guys do printing too or just design?? either is totally fine, just curious",
    ],
    whenAsked: {
      problem_need: "Right now it's a plain white van, nobody would know it's coffee. I want people to spot it from across a parking lot and walk over",
      preferred_style: "hmm. fun but not childish? like retro 70s vibes maybe, big rounded letters",
      colors_and_elements: "Mustard yellow and a deep teal. Keep the raindrop guy. No brown please, every coffee thing is brown",
      key_considerations: "It has to read from far away, and the menu needs to be easy to update when prices change",
      collaboration_notes: "I'm still working at a restaurant till the truck opens so texting is best. I'm the only decision maker, weekly check-ins are plenty",
    },
    otherwise: "no preference honestly!",
    expected: {
      project_background: { said: 0, text: ['step van', 'coffee truck', 'Drip Drop Coffee Co'] },
      other_design_requirements: { said: 1, text: ['outside wrap', 'menu board'] },
      address: { said: 2, text: ['Tulsa'] },
      target_audience: { said: 2, text: ['office workers', 'young families'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['plain white van', 'spot it from across a parking lot'] },
      preferred_style: { said: 'asked', text: ['fun but not childish', 'retro 70s', 'rounded letters'] },
      colors_and_elements: { said: 'asked', text: ['Mustard yellow', 'deep teal', 'raindrop guy', 'No brown'] },
      key_considerations: { said: 'asked', text: ['read from far away', 'easy to update'] },
      collaboration_notes: { said: 'asked', text: ['texting is best', 'only decision maker', 'weekly check-ins'] },
    },
  },

  // 黃柏翰，36歲，去年從台北回南投竹山接手爸爸的「山嵐茶行」。打字口語，愛用「哈哈」「😂」，標點隨性。
  // Exercises: 第一則長故事同時給背景與產品；品牌名由來獨立一則；問題與客群在同一則；商標「以前有註冊但過期」＝not_registered；
  // IG帳號當作品牌連結；截止日先說3月底，下一則改成4月中（改口那則為準）。
  // NOT facts: 1988年 (茶行創立)、去年 (回鄉)、五六十歲 (現有老主顧，不是目標客群)、2019年 (商標過期年)、
  // 兩百多人 (IG追蹤數)、5月初 (鎮上展售會日期，不是截止日)、3月底 (已被更正)。
  {
    id: 'heldout75-brand-zh-zhushan-tea-second-gen',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我是竹山「山嵐茶行」的第二代，茶行是我爸1988年開的，主要賣凍頂烏龍、自己焙的炭焙茶，最近也開始做冷泡茶包。我去年從台北回來接手，想把品牌整個翻新，現在的logo是我爸當年請刻印店隨便畫的，真的有點老派😂',
      '名字是我爸取的啦，他說竹山早上常常起霧，山上那層嵐氣散掉的時候茶園最漂亮，所以叫山嵐',
      '這次最想解決的是：現在客人幾乎都是五六十歲的老主顧，年輕人覺得我們就是「阿公店」不會想進來。我想吸引25到40歲、會網購、喜歡露營爬山的那群人',
      '商標的話我爸以前有註冊，但我前幾天上網查才發現2019年就過期了，沒有續…所以現在等於沒有註冊',
      'IG有開一個 @shanlan.tea 但只有兩百多人追蹤哈哈，官網沒有。時間的話希望3月底前設計好',
      '啊等等 我剛想到5月初鎮上有茶葉比賽的展售會，我想帶新logo去擺攤，所以其實4月中前完成就可以，不用趕3月，抱歉改口',
    ],
    whenAsked: {
      need_registration_assistance: '要！這種文件我完全不懂，拜託幫忙',
      preferred_style: '乾淨、有點手作感，像日本那種老舖重新設計過的感覺，但不要文青到長輩看不懂',
      colors_and_elements: '想保留一點茶綠色，霧的感覺可以放進去。不要金色，很像禮盒店',
      key_considerations: '要讓我爸也能接受啦，他很念舊，不要改到他認不出來',
    },
    otherwise: '這個我沒什麼想法欸，你們專業的決定就好',
    expected: {
      project_background: { said: 0, text: ['山嵐茶行', '第二代', '品牌整個翻新'] },
      products_or_services: { said: 0, text: ['凍頂烏龍', '炭焙茶', '冷泡茶包'] },
      brand_name_story: { said: 1, text: ['起霧', '嵐氣', '茶園最漂亮'] },
      problem_need: { said: 2, text: ['年輕人', '阿公店'] },
      target_audience: { said: 2, text: ['25到40歲', '網購', '露營爬山'] },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['not_registered'] } },
      brand_website: { said: 4, text: ['@shanlan.tea'] },
      expected_deadline: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'mid', relation: 'by' } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      preferred_style: { said: 'asked', text: ['手作感', '老舖'] },
      colors_and_elements: { said: 'asked', text: ['茶綠色', '霧', '不要金色'] },
      key_considerations: { said: 'asked', text: ['我爸也能接受', '念舊'] },
    },
  },

  // 劉太太，48歲，新竹北埔客家媳婦，跟婆婆學做桔醬，在老街擺攤。手機打字不加標點、句子很短，不愛解釋，喜歡「你問我答」。
  // Exercises: 簡短片段；地點（北埔，never asked）順口出現；規格與兩種包裝形式（瓶裝＋三瓶禮盒）同一則；
  // 問題（手寫標籤、賣不上價錢）是 optional 但有明說；一則沒有事實的「你問我答比較快」；其餘（賣點、通路、材質、時程）全靠 whenAsked。
  // NOT facts: 15塊 是每個包裝的成本上限（記在重視事項，不是預算欄位）、中秋 (販售時機，截止日是6月底)。
  {
    id: 'heldout75-packaging-zh-beipu-kumquat-terse',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們在北埔做客家桔醬 想做包裝',
      '就是沾醬 沾白斬雞 客家小炒都可以 酸酸甜甜有點辣',
      '一瓶250g 用瓶子裝 另外想做三瓶一組的禮盒',
      '現在都用回收的空瓶 貼手寫標籤 朋友說看起來像自己家醃的 賣不上價錢',
      '這樣夠嗎 你問我答比較快',
    ],
    whenAsked: {
      unique_selling_point: '金桔是自己種的 不加防腐劑 婆婆傳下來的做法',
      target_audience: '來老街玩的遊客 三四十歲帶小孩的 還有要買伴手禮的',
      sales_channels: '老街攤位 蝦皮 之後想上農會超市',
      preferred_style: '有客家的感覺但乾淨一點 不要太俗',
      colors_and_elements: '金桔的橘色 綠葉 不要客家花布 太多人用了',
      preferred_materials: '瓶子要玻璃的 禮盒用牛皮紙',
      expected_deadline: '中秋要賣 最晚6月底要好',
      key_considerations: '成本 一個瓶子的包裝不要超過15塊',
    },
    otherwise: '都可以',
    expected: {
      project_background: { said: 0, text: ['客家桔醬', '包裝'] },
      address: { said: 0, text: ['北埔'] },
      product_description: { said: 1, text: ['沾白斬雞', '酸酸甜甜'] },
      specification: { said: 2, text: ['250g', '三瓶一組'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      problem_need: { said: 3, text: ['手寫標籤', '賣不上價錢'] },
      unique_selling_point: { said: 'asked', text: ['自己種的', '不加防腐劑', '婆婆'] },
      target_audience: { said: 'asked', text: ['遊客', '伴手禮'] },
      sales_channels: { said: 'asked', text: ['老街攤位', '蝦皮', '農會超市'] },
      preferred_style: { said: 'asked', text: ['客家的感覺', '不要太俗'] },
      colors_and_elements: { said: 'asked', text: ['橘色', '綠葉', '花布'] },
      preferred_materials: { said: 'asked', text: ['玻璃', '牛皮紙'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['成本', '15塊'] },
    },
  },

  // 許若涵，31歲，在高雄左營開小型皮拉提斯教室「日光核心」。語氣熱絡，會用「嗨嗨」「～」「😭」，對網站和行情沒概念，邊講邊問。
  // Exercises: 地點（左營，never asked）順口出現；問題在第二則；網站類型（預約）；預算先是疑問句「10萬做得到嗎？」，
  // 下一則改成10到15萬區間（以後者為準、含 max）；語言補充「中文跟日文、英文不用」；沒有網站＝url skipped。
  // NOT facts: 快兩年 (開業多久)、80幾個 (學生數)、每天晚上/半夜、5月 (夏季新課程開始，不是上線日)、10萬 (已被區間取代)。
  {
    id: 'heldout75-website-zh-zuoying-pilates-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨～我在左營開了一間小小的皮拉提斯教室，叫「日光核心」，開快兩年了，目前學生大概80幾個',
      '現在預約都是用LINE一個一個回，我每天晚上回訊息回到半夜😭 而且還常常重複約到同一個時段，很尷尬',
      '所以想做一個可以讓學生自己線上預約的網站！',
      '預算的話…我其實完全不懂行情，10萬做得到嗎？',
      '剛跟我老公討論，他說如果真的好用可以拉到15萬，所以大概10到15萬之間吧',
      '對了 我們有幾位日本太太會來上課，網站可以有日文嗎？中文跟日文就好，英文不用',
    ],
    whenAsked: {
      url: '沒有，還沒做過網站。',
      main_pages: '首頁、課表、老師介紹、價目表、線上預約，還有常見問題',
      target_audience: '大部分是25到45歲的女生，上班族跟產後媽媽比較多，很在意小班制跟老師專不專業',
      competitors: '台北有一間「Mellow Move」的網站我很喜歡，很乾淨，預約也很順',
      preferred_style: '溫暖、明亮、有呼吸感，不要健身房那種很陽剛的',
      expected_deadline: '希望4月底前可以上線，5月要推新的夏季課程',
      key_considerations: '預約一定要好用，手機上要很順，我們學生幾乎都用手機',
    },
    otherwise: '這個我沒有特別想法耶，你們覺得好就好～',
    expected: {
      project_background: { said: 0, text: ['皮拉提斯教室', '日光核心'] },
      address: { said: 0, text: ['左營'] },
      problem_need: { said: 1, text: ['LINE', '重複約到'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 4, value: { kind: 'money', amount: 100000, max: 150000, currency: 'TWD' } },
      languages: { said: 5, text: ['中文', '日文'] },
      url: { said: 'asked', skipped: true },
      main_pages: { said: 'asked', text: ['課表', '老師介紹', '線上預約'] },
      target_audience: { said: 'asked', text: ['上班族', '產後媽媽', '小班制'] },
      competitors: { said: 'asked', text: ['Mellow Move'] },
      preferred_style: { said: 'asked', text: ['溫暖', '呼吸感', '陽剛'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['預約一定要好用', '手機'] },
    },
  },

  // 張育誠（Tony），39歲，台中髮型設計師，在連鎖店當了多年店長，第一次自己開店。第一則寫很長、很有條理，後面變短。
  // Exercises: 長篇開場同時給背景與地點；坪數先說30坪（房東說的權狀），下一則更正為室內22坪；預算含設備但排除自購椅子；
  // 開幕月；獨特設計（半包廂洗頭區）主動說出；其餘核心欄位靠 whenAsked。
  // NOT facts: 快18年 (從業年資)、4張剪髮椅/2個洗頭位 (設備數量，記在背景)、30坪 (權狀，已更正)、手搖飲店 (前一個租戶)。
  {
    id: 'heldout75-commercial-zh-xitun-hair-salon',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是設計師Tony，在台中做頭髮快18年了，之前一直在連鎖店當店長，今年終於決定出來開自己的沙龍，店名暫定「Tone Hair」。店面已經租好，在西屯區秋紅谷附近的一樓，原本是一間手搖飲店，現在裡面是空的。我想做的是客人不用排很久、可以放鬆聊天的小店，大概4張剪髮椅、2個洗頭位就好。',
      '坪數的話房東說是30坪',
      '喔我剛去翻合約，30坪是權狀，實際室內大概只有22坪，抱歉抱歉',
      '預算裝潢加設備我抓200萬，剪髮椅跟洗頭床我會自己買，不用算進去',
      '最好5月可以開幕，舊店很多客人都在等我😂',
      '我想要一個記憶點：洗頭區做成半包廂，有隱私、燈暗一點，像去做spa那樣',
    ],
    whenAsked: {
      problem_need: '就是要讓客人覺得是來放鬆的，不是來趕場的，動線也要讓我一個人顧得來',
      brand_value: '真誠、不推銷。很多客人被連鎖店推燙染推到怕了，我想讓大家進來就很安心',
      target_audience: '30到50歲的上班族女生為主，也有一些男生老客人，重視品質、不喜歡被推銷',
      competitive_advantage: '從頭到尾都是我自己剪，不會換手；附近都是大連鎖，這種小店很少',
      preferred_style: '日系、木頭、有植物，溫溫的，不要工業風',
      colors_and_elements: '米白跟淺木色，鏡子想要圓的',
      key_considerations: '水電一定要重拉，房東說之前那間飲料店排水常常塞住，洗頭槽最怕這個',
    },
    otherwise: '這個沒有特別要求，看你們建議',
    expected: {
      project_background: { said: 0, text: ['沙龍', 'Tone Hair', '4張剪髮椅'] },
      address: { said: 0, text: ['西屯區', '秋紅谷'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 22, unit: 'ping' } },
      budget: { said: 3, value: { kind: 'money', amount: 2000000, currency: 'TWD' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      unique_design: { said: 5, text: ['半包廂', '隱私', 'spa'] },
      problem_need: { said: 'asked', text: ['放鬆', '一個人顧得來'] },
      brand_value: { said: 'asked', text: ['不推銷', '安心'] },
      target_audience: { said: 'asked', text: ['30到50歲', '上班族女生'] },
      competitive_advantage: { said: 'asked', text: ['不會換手', '大連鎖'] },
      preferred_style: { said: 'asked', text: ['日系', '植物', '不要工業風'] },
      colors_and_elements: { said: 'asked', text: ['米白', '淺木色', '圓的'] },
      key_considerations: { said: 'asked', text: ['水電', '排水'] },
    },
  },

  // 周佩珊，28歲，台中寵物鮮食品牌「汪嚕鮮食」的行銷專員，第一次負責參展。辦公室口吻，第一則用條列，後面補充主管的決定。
  // Exercises: 條列一次給場地、攤位尺寸（3x6公尺→平方公尺）、開展日、預算；進場/撤場日同一則；
  // 主管加買攤位，尺寸（3x9公尺＝27 m2）和預算（50萬）在第3則一起更正；水電「都需要」明說；品牌價值、風格等靠 whenAsked。
  // NOT facts: 台中 (公司所在地，不是展覽地點)、2個標準攤位/3x6公尺/40萬 (已被更正)、明年 (重複使用展位的打算，記在重視事項)。
  {
    id: 'heldout75-exhibition-zh-pet-expo-boss-update',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是「汪嚕鮮食」的行銷周佩珊，我們是台中做寵物鮮食跟凍乾零食的品牌，今年第一次要參加7月的台北寵物用品博覽會，想請貴公司協助設計展位。先整理目前知道的資訊：\n1. 地點：台北世貿一館\n2. 攤位：2個標準攤位，3x6公尺\n3. 開展：7/17（五）\n4. 預算：40萬以內（含施工）',
      '補充：主辦說7/16進場佈置，7/20閉展當天晚上撤場。',
      '我們最想接觸的是寵物店跟獸醫院的採購，當然一般飼主也很多，現場會開放試吃。',
      '不好意思，主管剛剛決定加買一個攤位，變成3個攤位，3x9公尺，預算也放寬到50萬。',
      '另外水電都需要：要插冷凍櫃放凍乾樣品，還想要一個小洗手台給試吃區用。',
    ],
    whenAsked: {
      brand_value: '成分透明、人吃的等級。希望大家走過來會覺得很乾淨、很安心，像自家廚房一樣。',
      preferred_style: '明亮、清爽，有一點可愛但不要幼稚。',
      unique_design: '想做一個開放式廚房吧台，現場示範做鮮食給大家看。',
      key_considerations: '動線要順，試吃區人一多很容易卡住；另外展位希望能拆下來明年再用。',
    },
    otherwise: '目前沒有特別的想法，可以請您們先提案看看。',
    expected: {
      project_background: { said: 0, text: ['汪嚕鮮食', '寵物鮮食', '第一次'] },
      address: { said: 0, text: ['台北世貿一館'] },
      opening_date: { said: 0, value: { kind: 'date', date: '2026-07-17', precision: 'day' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-07-16', precision: 'day' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-07-20', precision: 'day' } },
      target_audience: { said: 2, text: ['寵物店', '獸醫院', '飼主'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 27, unit: 'm2' } },
      budget: { said: 3, value: { kind: 'money', amount: 500000, currency: 'TWD' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['成分透明', '人吃的等級', '安心'] },
      preferred_style: { said: 'asked', text: ['明亮', '清爽', '不要幼稚'] },
      unique_design: { said: 'asked', text: ['開放式廚房吧台', '現場示範'] },
      key_considerations: { said: 'asked', text: ['動線', '試吃區', '明年再用'] },
    },
  },

  // 陳怡君，45歲，住多倫多（UTC-5）十幾年，全家要搬回台灣住進鹿港外婆留下的透天厝。語氣客氣、沒把握，常說「不確定」，最後請對方直接問。
  // Exercises: 第一則沒有事實（問是否接遠距案）；背景、類型、地點、入住「明年一月」（相對日期→2027-01）同一則；
  // 屋齡先說40年左右，下一則媽媽更正為民國68年蓋、47年；預算是不確定的300萬仍算數；格局、坪數、住戶等都靠 whenAsked。
  // NOT facts: 多倫多 (現居地，不是房子地址)、三四年 (房子空了多久)、三層樓 (樓層數)、40年 (已更正)、民國68年 (建造年，屋齡記47年)、
  // 12歲/9歲 (小孩年齡)。
  {
    id: 'heldout75-residential-zh-lukang-townhouse-from-toronto',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: -300,
    messages: [
      'Hi 不好意思打擾，我人在多倫多，想先問一下你們有接這種遠距的案子嗎？',
      '是這樣，我外婆在鹿港留了一間透天厝，已經空了三四年，我們全家打算明年一月搬回台灣住，想先把房子整理好',
      '房子應該40年左右吧，三層樓，一樓以前是外婆開的雜貨店',
      '啊我媽剛在旁邊糾正我，說是民國68年蓋的，所以是47年，不是40',
      '老實說我不太知道要準備什麼… 預算也還在跟我先生討論，可能先抓300萬？不確定夠不夠',
      '你直接問我好了 我比較不知道從哪裡講起😅',
    ],
    whenAsked: {
      layout: '一樓是店面加廚房，二樓兩房，三樓一房加一個神明廳，衛浴每層一間',
      space_size: '三層加起來大概60坪',
      problem_need: '很暗、很潮濕，樓梯很陡，廚房還是很舊的磁磚灶台',
      target_audience: '我跟我先生，兩個小孩一個12歲一個9歲，還有一隻柴犬。我媽可能也會常來住',
      lifestyle: '我先生在家遠距工作，需要一間安靜的書房。週末喜歡煮一桌菜請親戚來吃飯',
      preferred_style: '想保留老房子的味道，像磨石子地、木窗那種，但要住得舒服',
      colors_and_elements: '外婆雜貨店的木招牌想留下來掛著。不要全白，很像醫院',
      key_considerations: '防潮跟結構安全最重要，還有我們人在國外，要能視訊看進度',
    },
    otherwise: '這個我沒特別想法，照你們的建議就好',
    expected: {
      project_background: { said: 1, text: ['外婆', '透天厝', '搬回台灣'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 1, text: ['鹿港'] },
      move_in_date: { said: 1, value: { kind: 'date', date: '2027-01-01', precision: 'month' } },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 47, unit: 'years' } },
      budget: { said: 4, value: { kind: 'money', amount: 3000000, currency: 'TWD' } },
      layout: { said: 'asked', text: ['二樓兩房', '神明廳', '每層一間'] },
      space_size: { said: 'asked', value: { kind: 'number_with_unit', amount: 60, unit: 'ping' } },
      problem_need: { said: 'asked', text: ['很潮濕', '樓梯很陡'] },
      target_audience: { said: 'asked', text: ['兩個小孩', '柴犬', '我媽'] },
      lifestyle: { said: 'asked', text: ['遠距工作', '書房', '請親戚'] },
      preferred_style: { said: 'asked', text: ['老房子的味道', '磨石子'] },
      colors_and_elements: { said: 'asked', text: ['木招牌', '不要全白'] },
      key_considerations: { said: 'asked', text: ['防潮', '結構安全', '視訊'] },
    },
  },

  // 吳院長，52歲，桃園中壢牙醫診所院長。用全形標點、句子短而正式，一則只講一件事，不寒暄。
  // Exercises: 一則一個事實：地點、背景（擴建＋兒童牙科）、設計項目（指標、插畫、衛教小冊）、精確日期截止（4月15日前）、
  // 合作方式（護理長窗口、院長決定）；問題、客群、風格、顏色、重視事項靠 whenAsked。
  // NOT facts: 下個月 (擴建施工時間，不是截止日)、一層變成兩層 (樓層數)、三到十二歲 是客群年齡，不是其他數字欄位。
  {
    id: 'heldout75-other-zh-zhongli-dental-wayfinding',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好。我是中壢一間牙醫診所的院長，敝姓吳。',
      '診所下個月要擴建，從一層變成兩層，新增兒童牙科。',
      '需要一套新的指標系統、兒童候診區的牆面插畫，另外想做一本給家長看的衛教小冊子。',
      '時間上，4月15日兒童區開始看診，設計要在那之前完成。',
      '窗口是我們的護理長林小姐，她會跟您聯絡，最後由我決定。',
    ],
    whenAsked: {
      problem_need: '病人常找不到二樓，小朋友一進門就哭。希望他們不要那麼怕看牙。',
      target_audience: '三到十二歲的小朋友和他們的家長，也有很多附近的長輩。',
      preferred_style: '活潑，但不要太吵，要乾淨。',
      colors_and_elements: '診所的代表色是湖水綠。可以用動物，但不要畫蛀牙那種嚇人的圖。',
      key_considerations: '長輩要看得懂，字要大；材質要能用酒精擦。',
    },
    otherwise: '沒有特別意見。',
    expected: {
      address: { said: 0, text: ['中壢'] },
      project_background: { said: 1, text: ['擴建', '兒童牙科'] },
      other_design_requirements: { said: 2, text: ['指標系統', '牆面插畫', '衛教小冊子'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-15', precision: 'day', relation: 'by' } },
      collaboration_notes: { said: 4, text: ['護理長', '最後由我決定'] },
      problem_need: { said: 'asked', text: ['找不到二樓', '不要那麼怕看牙'] },
      target_audience: { said: 'asked', text: ['三到十二歲', '家長', '長輩'] },
      preferred_style: { said: 'asked', text: ['活潑', '不要太吵'] },
      colors_and_elements: { said: 'asked', text: ['湖水綠', '動物', '嚇人'] },
      key_considerations: { said: 'asked', text: ['字要大', '酒精擦'] },
    },
  },

  // Visitor: 34세 남성, 대전 유성구에서 아버지가 30년 하신 세탁소를 물려받음. 말수가 적고 메시지를 짧게 끊어 보냄, 반말 섞인 존댓말.
  // Exercises: 한 메시지에 사실 하나씩; 이름 유래(할아버지 이름); 서비스 목록(운동화 세탁·수선·무인 픽업함); 지나가듯 말한 상표 미등록
  // + 같은 메시지의 부가 작업(간판·스티커); 질문 후 상표 출원 도움 yes; 마감은 3월 말(4월 간판 교체 전).
  // NOT facts: 30년 (how long the father ran it), 80년대 (comparison), 4월 (signage install, not the design deadline).
  {
    id: 'heldout75-brand-ko-laundry-second-generation-terse',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 대전 유성구에서 아버지가 30년 하신 세탁소를 제가 물려받았어요. 로고부터 전체적으로 리뉴얼하고 싶어서요',
      '이름은 새한세탁이요. 할아버지 이름에서 한 글자 따서 새한',
      '요즘은 운동화 세탁이랑 옷 수선도 하고요. 이번에 무인 픽업함도 놓을 거예요',
      '솔직히 지금 간판 보면 80년대 같아서 젊은 사람들이 잘 안 들어와요',
      '아 상표는 아직 안 했어요. 그리고 간판이랑 픽업함에 붙일 스티커도 같이 해주실 수 있나요?',
    ],
    whenAsked: {
      registration_status: '아직 안 했어요',
      need_registration_assistance: '네 그것도 같이 봐주시면 좋죠',
      brand_website: '인스타 @saehan_laundry 하나 있어요. 거의 안 올리지만ㅋㅋ',
      target_audience: '근처 원룸촌 대학생이랑 직장인이요. 출근길에 맡기고 퇴근길에 찾는 사람들',
      preferred_style: '깔끔한데 좀 귀여운? 동네 빵집처럼 친근한 느낌이요',
      colors_and_elements: '파란색은 유지하고 싶어요 아버지가 좋아하셔서. 다리미 그림 같은 건 너무 뻔해서 빼주세요',
      expected_deadline: '3월 말까지요. 4월에 간판 새로 달 거라서',
      key_considerations: '아버지 단골 어르신들도 알아보셔야 돼요. 너무 영어로만 가면 안 됨',
    },
    otherwise: '딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['세탁소', '리뉴얼'] },
      address: { said: 0, text: ['대전 유성구'] },
      brand_name_story: { said: 1, text: ['새한세탁', '할아버지 이름'] },
      products_or_services: { said: 2, text: ['운동화 세탁', '옷 수선', '무인 픽업함'] },
      problem_need: { said: 3, text: ['80년대 같아서', '젊은 사람들이 잘 안 들어와요'] },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      other_design_requirements: { said: 4, text: ['간판', '스티커'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@saehan_laundry'] },
      target_audience: { said: 'asked', text: ['대학생', '직장인'] },
      preferred_style: { said: 'asked', text: ['귀여운', '친근한'] },
      colors_and_elements: { said: 'asked', text: ['파란색', '다리미'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['단골 어르신', '영어로만'] },
    },
  },

  // Visitor: 38세 여성, 경북 문경에서 시어머니와 오미자청을 만드는 며느리. 수다스럽고 ㅎㅎ ㅋㅋ, 물결표를 많이 씀.
  // Exercises: 긴 사연 하나로 시작(배경·지역·리뷰 불만이 한 메시지에); 제품과 용량; 포장 형태 두 가지(병 + 선물세트);
  // 강점과 판매처가 한 메시지에; 용량 정정(1L 단종 → 500ml·750ml, 정정한 메시지가 이김); 추석 전 7월까지 마감.
  // NOT facts: 20년 넘게 (mother-in-law's years of selling), 작년 (when she started online), 1L (dropped size),
  // 2병 (set count, not a product size), 추석 (reason for the deadline).
  {
    id: 'heldout75-packaging-ko-mungyeong-omija-story-first',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 문경에서 시어머니랑 같이 오미자청 만드는 작은 농가예요. 원래 어머님이 20년 넘게 동네 분들한테만 파시던 건데 작년에 제가 스마트스토어에 올려봤더니 반응이 생각보다 좋아서요ㅎㅎ 지금은 그냥 시중에 파는 빈 유리병에 손글씨 라벨 붙여서 보내고 있는데 리뷰에 "선물하기엔 좀 초라하다"는 말이 자꾸 달려서... 이번에 제대로 패키지를 만들어보려고 해요',
      '제품은 오미자청 500ml랑 1L 두 가지고요, 물이나 탄산수에 타서 드시는 거예요. 여름엔 오미자 에이드로 많이들 드세요~',
      '병도 좀 더 예쁜 걸로 바꾸고 싶고, 명절용으로 2병 들이 선물세트도 만들고 싶어요',
      '오미자는 저희 밭에서 직접 키운 거고 설탕 말고는 아무것도 안 넣어요. 파는 곳은 스마트스토어랑 문경새재 휴게소 특산품 코너, 명절엔 직거래도 하고요',
      '아 참 아까 1L라고 했는데 1L는 없애고 500ml랑 750ml 두 가지로 갈게요. 어머님이 1L는 너무 무겁대요ㅋㅋ',
    ],
    whenAsked: {
      packaging_form: '병이랑 선물세트요',
      target_audience: '30~50대 여성분들이 제일 많이 사세요. 부모님 선물이나 명절 선물용으로요',
      preferred_style: '촌스럽진 않은데 너무 도시적이기만 한 것도 말고, 따뜻한 시골 느낌이요',
      colors_and_elements: '오미자 빨간색은 꼭 들어갔으면 좋겠고 어머님 손글씨를 로고처럼 살리고 싶어요',
      preferred_materials: '상자는 크라프트지 같은 종이로 하고 플라스틱 완충재는 안 쓰고 싶어요',
      expected_deadline: '추석 전에 물건이 나와야 하니까 7월까지는 디자인 끝났으면 해요',
      key_considerations: '택배로 많이 나가서 병이 안 깨지는 게 제일 중요해요',
    },
    otherwise: '그건 잘 모르겠어요 알아서 해주세요~',
    expected: {
      project_background: { said: 0, text: ['오미자청', '손글씨 라벨'] },
      address: { said: 0, text: ['문경'] },
      problem_need: { said: 0, text: ['선물하기엔 좀 초라하다'] },
      product_description: { said: 1, text: ['오미자청', '탄산수에 타서'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      unique_selling_point: { said: 3, text: ['직접 키운', '설탕 말고는 아무것도 안 넣어요'] },
      sales_channels: { said: 3, text: ['스마트스토어', '휴게소 특산품 코너', '직거래'] },
      specification: { said: 4, text: ['500ml', '750ml'] },
      target_audience: { said: 'asked', text: ['30~50대 여성', '명절 선물'] },
      preferred_style: { said: 'asked', text: ['따뜻한 시골 느낌'] },
      colors_and_elements: { said: 'asked', text: ['오미자 빨간색', '손글씨'] },
      preferred_materials: { said: 'asked', text: ['크라프트지', '플라스틱 완충재'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['안 깨지는'] },
    },
  },

  // Visitor: 41세 남성, 부천 CNC 정밀가공 업체의 2세 실장. 업무 메일 같은 건조한 존댓말, 묻는 것만 짧게 답함.
  // Exercises: 인사만 있는 첫 메시지; 업종·지역을 한 줄에; 문제(모바일 깨짐·해외 바이어 신뢰); 부가세 별도 예산;
  // 나머지는 전부 질문에만 답함(URL, 기업 홈페이지, 페이지 목록, 3개 언어); 경쟁사 참고는 거절(skipped); 5월 중순 전시회 전 오픈.
  // NOT facts: 23명 (headcount), 2014년 (when the old site was made), 창원 전시회 (the event itself; only its timing sets the deadline).
  {
    id: 'heldout75-website-ko-bucheon-cnc-answers-only',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 회사 홈페이지 새로 만들려고 문의드립니다.',
      '부천에 있는 CNC 가공 업체고 직원 23명입니다. 자동차 부품이랑 반도체 장비 부품 깎습니다.',
      '지금 홈페이지는 2014년에 만든 거라 모바일에서 다 깨지고, 해외 바이어들이 보면 신뢰가 안 간다는 얘기를 들었습니다.',
      '예산은 800 정도 잡고 있습니다. 부가세 별도요.',
    ],
    whenAsked: {
      url: 'www.daesung-cnc.co.kr 입니다',
      category: '회사 소개용입니다',
      main_pages: '회사소개, 설비 현황, 가공 사례, 품질 인증, 견적 문의 정도요',
      languages: '한국어, 영어는 필수고 베트남어도 있으면 좋겠습니다. 베트남 거래처가 생겨서요',
      target_audience: '국내외 구매 담당자랑 엔지니어들입니다. 설비 보고 견적 문의하는 사람들이요',
      competitors: '참고할 만한 데는 따로 없습니다',
      preferred_style: '깔끔하고 신뢰감 있게요. 너무 화려한 건 싫습니다',
      expected_deadline: '5월 중순에 창원 전시회 나가는데 그 전에는 열려 있어야 합니다',
      key_considerations: '가공 사례 사진을 저희가 직접 올릴 수 있게 관리자 페이지가 쉬웠으면 합니다',
    },
    otherwise: '특별히 없습니다.',
    expected: {
      project_background: { said: 1, text: ['CNC 가공', '반도체 장비 부품'] },
      address: { said: 1, text: ['부천'] },
      problem_need: { said: 2, text: ['모바일에서 다 깨지고', '신뢰가 안 간다'] },
      budget: { said: 3, value: { kind: 'money', amount: 8000000, currency: 'KRW' } },
      url: { said: 'asked', text: ['daesung-cnc.co.kr'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['설비 현황', '가공 사례', '품질 인증'] },
      languages: { said: 'asked', text: ['한국어', '영어', '베트남어'] },
      target_audience: { said: 'asked', text: ['구매 담당자', '엔지니어'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['신뢰감', '화려한 건 싫습니다'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'mid', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['관리자 페이지'] },
    },
  },

  // Visitor: 55세 남성, 광주 동명동 돼지국밥집 사장, 상무지구에 2호점. 문장부호 거의 없이 띄어쓰기도 대충, 투박하지만 시원시원.
  // Exercises: 1호점(동명동)과 새 공간(상무지구)을 구분하는 주소; 문제와 고객층이 한 메시지에; 평수를 곧바로 정정
  // (35평은 전체, 실평수 28평); '1억 안쪽' 예산과 주방설비 별도; 렌트프리 달 옆의 오픈 4월 초.
  // NOT facts: 동명동 (the first shop), 35평 (gross, corrected to 28), 3월 (rent-free start), 24시간 (simmering time, a strength).
  {
    id: 'heldout75-commercial-ko-gwangju-gukbap-second-shop',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '수고하십니다 광주 동명동에서 돼지국밥집 하는 사람인데요 이번에 상무지구에 2호점 내려고 합니다',
      '지금 가게는 완전 옛날식이라 손님들이 맛은 있는데 가게가 좀 그렇다고 ㅎㅎ 2호점은 젊은사람들 회사원들도 편하게 들어오게 하고싶어요',
      '평수는 35평이요',
      '아 잠깐만요 35는 전체고 실평수는 28평입니다 주방 빼면 더 작고요',
      '예산은 인테리어만 1억 안쪽으로요 주방설비는 따로 하는 업체 있어요',
      '오픈은 4월 초 목표입니다 건물주가 3월부터 렌트프리 줬어요',
    ],
    whenAsked: {
      brand_value: '정직하게 끓인다 그게 저희 모토고요 들어오면 따뜻하고 깨끗하다 그런 느낌이면 좋겠어요',
      target_audience: '점심엔 근처 회사원들 저녁엔 가족손님 많이 와요',
      competitive_advantage: '사골을 24시간 끓이고 김치를 직접 담가요 그건 어디 안 집니다',
      preferred_style: '요즘 서울에 있는 깔끔한 한식당 느낌? 너무 카페같으면 안되고요',
      colors_and_elements: '나무색 많이 쓰고 스텐은 주방에만 있었으면 해요 형광등 하얀 불빛은 싫어요',
      unique_design: '오픈주방으로 해서 가마솥 끓는게 보이게 하고 싶어요',
      address: '상무지구요 시청 근처',
      key_considerations: '회전이 빨라야 돼서 동선이 중요하고 혼자 오는 손님 1인석도 있어야 돼요',
    },
    otherwise: '그건 알아서 잘 해주세요',
    expected: {
      project_background: { said: 0, text: ['돼지국밥', '2호점'] },
      address: { said: 0, text: ['상무지구'] },
      problem_need: { said: 1, text: ['옛날식', '편하게 들어오게'] },
      target_audience: { said: 1, text: ['회사원들'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong' } },
      budget: { said: 4, value: { kind: 'money', amount: 100000000, currency: 'KRW' } },
      opening_date: { said: 5, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'early' } },
      brand_value: { said: 'asked', text: ['정직하게 끓인다', '따뜻하고 깨끗하다'] },
      competitive_advantage: { said: 'asked', text: ['24시간', '김치를 직접'] },
      preferred_style: { said: 'asked', text: ['깔끔한 한식당', '카페같으면'] },
      colors_and_elements: { said: 'asked', text: ['나무색', '형광등'] },
      unique_design: { said: 'asked', text: ['오픈주방', '가마솥'] },
      key_considerations: { said: 'asked', text: ['동선', '1인석'] },
    },
  },

  // Visitor: 47세 남성, 충북 괴산 막걸리 양조장 대표, 양재 aT센터 '서울 우리술 페어' 첫 참가. 성실하지만 처음이라 불안, ㅠ 가끔.
  // Exercises: 양조장 위치(괴산)와 전시장(양재 aT센터) 구분; '아직 모른다'는 메시지 뒤 중간에 부스 크기 확정(18㎡);
  // 강점(괴산 쌀, 무탄산)을 자발적으로; 개막·반입·철수 세 날짜가 한 메시지에; 전기만 필요(물은 필요 없음)를 이유와 함께.
  // NOT facts: 괴산 (brewery location, not the venue), 한 칸일지 두 칸일지 (undecided at that point), 6m x 3m (same booth, filed as 18 m2).
  {
    id: 'heldout75-exhibition-ko-goesan-makgeolli-first-fair',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 충북 괴산에서 막걸리 양조장 하고 있습니다. 4월에 양재 aT센터에서 하는 서울 우리술 페어에 처음 나가게 돼서 부스 디자인 여쭤보려고요',
      '처음이라 뭘 준비해야 할지 하나도 모르겠어요 ㅠ 부스 크기도 아직 확정이 안 됐고요. 한 칸일지 두 칸일지',
      '저희는 괴산 쌀로만 빚고 탄산 안 넣은 생막걸리가 주력이에요. 부스에서 시음은 꼭 하고 싶어요',
      '방금 사무국이랑 통화했는데 두 칸으로 됐어요! 6m x 3m, 18㎡요',
      '일정은 4월 16일 개막이고 반입은 전날 15일 오후, 철수는 19일 행사 끝나고 바로래요',
      '시음하려면 냉장고 돌려야 하니까 전기는 필요하고요, 컵은 일회용 쓸 거라 물은 필요 없어요',
    ],
    whenAsked: {
      brand_value: '전통은 지키되 젊게요. 막걸리가 아저씨 술이 아니라는 걸 보여주고 싶어요',
      target_audience: '바이어요. 특히 백화점 전통주 코너나 와인바 사장님들. 일반 관람객 시음도 물론 하고요',
      preferred_style: '하얀색 위주로 깔끔하게, 막걸리 색처럼 뽀얀 느낌이요',
      unique_design: '시음 카운터를 길게 빼서 서서 마셔볼 수 있게요. 술 익히는 항아리도 몇 개 갖다 놓고 싶고요',
      budget: '부스비 빼고 디자인이랑 시공까지 1,500 정도 생각합니다',
      key_considerations: '직원 둘이서 지켜야 해서 술 박스 쌓아둘 창고 공간이 부스 안에 있었으면 해요',
    },
    otherwise: '아직 생각 안 해봤어요',
    expected: {
      project_background: { said: 0, text: ['막걸리 양조장', '우리술 페어'] },
      address: { said: 0, text: ['양재 aT센터'] },
      competitive_advantage: { said: 2, text: ['괴산 쌀로만', '탄산 안 넣은'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-04-16', precision: 'day' } },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-04-15', precision: 'day' } },
      exit_date: { said: 4, value: { kind: 'date', date: '2026-04-19', precision: 'day' } },
      water_electricity_supply: { said: 5, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['아저씨 술이 아니라는'] },
      target_audience: { said: 'asked', text: ['백화점 전통주 코너', '와인바'] },
      preferred_style: { said: 'asked', text: ['하얀색', '뽀얀 느낌'] },
      unique_design: { said: 'asked', text: ['시음 카운터', '항아리'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 15000000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['직원 둘', '창고 공간'] },
    },
  },

  // Visitor: 33세 여성, 재택 일러스트레이터, 신혼부부로 수원 영통 구축 아파트를 첫 집으로 삼. 밝고 이모지·ㅎㅎ, 느낌표 많음.
  // Exercises: 유형·지역을 첫 메시지에; 연식(98년 → 28년)·평수·부분 리모델링 범위가 한 메시지에; 가족(남편·고양이 둘)과
  // 생활(재택 그림 작업·남편 야근)이 한 메시지에; 입주 시기 변경(4월 말 → 5월 중순); 가전 별도 예산 3천5백; 구조·불편은 물을 때만.
  // NOT facts: 98년 (build year; age is 28), 4월 말 (the earlier move-in plan, superseded).
  {
    id: 'heldout75-residential-ko-suwon-newlyweds-cats',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 저희 신혼부부인데 이번에 첫 집 샀어요 🏠 수원 영통에 있는 구축 아파트예요',
      '98년에 지어진 아파트라 28년 됐고 24평이에요. 욕실이랑 주방은 완전 뜯고 나머지는 도배 장판 정도만 하려고요',
      '저는 집에서 그림 그리는 일을 해서 작업방이 꼭 필요하고 남편은 야근이 많아요ㅠ 고양이 두 마리도 같이 살아요 ㅎㅎ',
      '입주는 원래 4월 말로 생각했는데 잔금이 밀려서 5월 중순쯤 될 것 같아요',
      '예산은 둘이 모은 거 탈탈 털어서 3천5백이요. 가전은 별도!',
    ],
    whenAsked: {
      property_category: '아파트요!',
      layout: '방 3개 화장실 1개예요. 제일 작은 방을 작업방으로 쓸 거예요',
      problem_need: '욕실이 너무 낡아서 타일이 깨져 있고, 주방이 좁아서 둘이 같이 못 서 있어요',
      preferred_style: '밝은 우드톤에 미드센추리 조금 섞인 느낌이요',
      colors_and_elements: '초록색 포인트 좋아하고요, 고양이 때문에 패브릭 벽지나 쉽게 긁히는 소재는 피하고 싶어요',
      key_considerations: '고양이들이 다닐 수 있게 캣워크 같은 것도 고려해주세요. 그리고 작업방 채광이요!',
    },
    otherwise: '음 그건 괜찮아요!',
    expected: {
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['수원 영통'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 24, unit: 'pyeong' } },
      project_background: { said: 1, text: ['욕실이랑 주방은 완전 뜯고', '도배 장판'] },
      target_audience: { said: 2, text: ['남편', '고양이 두 마리'] },
      lifestyle: { said: 2, text: ['그림 그리는 일', '야근'] },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'mid' } },
      budget: { said: 4, value: { kind: 'money', amount: 35000000, currency: 'KRW' } },
      layout: { said: 'asked', text: ['방 3개', '화장실 1개'] },
      problem_need: { said: 'asked', text: ['타일이 깨져', '주방이 좁아서'] },
      preferred_style: { said: 'asked', text: ['우드톤', '미드센추리'] },
      colors_and_elements: { said: 'asked', text: ['초록색 포인트', '긁히는 소재'] },
      key_considerations: { said: 'asked', text: ['캣워크', '채광'] },
    },
  },

  // Visitor: 62세 남성, 통영 남망초등학교 총동문회 사무국장. 격식 있는 '~습니다' 체, 긴 문장, 가끔 '허허'.
  // Exercises: 개교 100주년 기념사업 배경과 지역; 작업 목록(엠블럼·화보집·현수막·수건, 수건은 디자인만); 기념식 날짜 옆의
  // 실제 마감(8월 말); 어르신 배려(글씨 크게) 고려사항과 곁가지 숫자; 협업 방식(연락 담당·임원회의·출력 시안)을 자발적으로.
  // NOT facts: 10월 17일 (the ceremony, not the design deadline), 만 명 (number of graduates), 100주년 (the anniversary, not a date).
  {
    id: 'heldout75-other-ko-tongyeong-school-centennial',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까. 통영 남망초등학교 총동문회 사무국장입니다. 올해 저희 모교가 개교 100주년이 되어 기념사업을 준비하고 있습니다. 동문들 뜻을 모아 이번엔 제대로 해 보자고 해서 디자인 사무실에 맡기기로 했습니다.',
      '맡기고 싶은 것은 100주년 엠블럼, 기념 화보집, 행사 현수막, 그리고 동문들께 나눠 드릴 기념 수건입니다. 수건은 제작 업체가 정해져 있어서 디자인만 필요합니다.',
      '기념식은 10월 17일 토요일로 잡혀 있는데, 화보집은 인쇄 기간이 있어서 8월 말까지는 디자인이 끝나야 한다고 들었습니다.',
      '동문 중에 연세 드신 분들이 많아서 글씨는 큼직하게 해 주시고요. 졸업생이 만 명이 넘다 보니 사진 고르는 것도 보통 일이 아니네요 허허',
      '연락은 제가 맡고, 결정은 매달 첫째 주 임원회의에서 합니다. 회의 때 시안을 출력해서 보여 드려야 하니 며칠 전에 미리 보내 주시면 좋겠습니다.',
    ],
    whenAsked: {
      problem_need: '흩어진 동문들이 다시 모이는 계기가 됐으면 합니다. 젊은 기수들 참여가 적어서 그게 걱정입니다',
      target_audience: '동문들이 제일 많고요, 재학생과 학부모, 지역 주민들도 오십니다',
      preferred_style: '품위 있으면서 너무 무겁지는 않게 부탁드립니다',
      colors_and_elements: '학교 상징인 동백꽃하고 바다는 꼭 넣어 주십시오. 옛날 흑백 졸업사진도 쓸 수 있습니다',
      address: '경남 통영입니다',
    },
    otherwise: '그 부분은 전문가께서 판단해 주십시오.',
    expected: {
      project_background: { said: 0, text: ['개교 100주년', '기념사업'] },
      address: { said: 0, text: ['통영'] },
      other_design_requirements: { said: 1, text: ['엠블럼', '화보집', '현수막', '수건'] },
      expected_deadline: { said: 2, value: { kind: 'date', date: '2026-08-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 3, text: ['글씨는 큼직하게'] },
      collaboration_notes: { said: 4, text: ['임원회의', '출력해서'] },
      problem_need: { said: 'asked', text: ['다시 모이는 계기', '젊은 기수'] },
      target_audience: { said: 'asked', text: ['동문', '재학생과 학부모'] },
      preferred_style: { said: 'asked', text: ['품위 있으면서'] },
      colors_and_elements: { said: 'asked', text: ['동백꽃', '바다'] },
    },
  },
];
