import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A forty-eighth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Second time around: visitors who have done this
 * before, or been burned before, and talk of the last designer, shop, booth, logo or site as much as of the new one,
 * so their messages carry past numbers, dates, places, prices and choices beside this project's. Written after the
 * session's rules for held-out 47 and played once before any change for it. Each writer's own notes follow, and each
 * conversation has a comment of what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (batch 48, en-US): "second time around." Seven American visitors who have all done this before
   and got burned at least once, so every one of them talks about the old project as much as the new one.
   1. Trish, 61, retired school librarian in Knoxville, TN, downsizing to a townhouse after a bad 2017 big-box
      remodel. Writes full, friendly paragraphs with proper punctuation.
   2. Keisha, 44, salon owner in Charlotte, NC, moving from a dark 900 sq ft shop to a bigger space in NoDa.
      Types short bursts on her phone between clients, lowercase, emoji, corrects the size after checking the lease.
   3. Ellen, 55, marketing director at a griddle maker in Sheboygan, WI, going from a rented 10x10 pop-up to a
      custom island at the NRA Show in Chicago. Formal email style with greetings and sign-offs; fixes a date.
   4. Ray, 46, runs a family HVAC company in Mesa, AZ, on his third logo after a cousin's and an agency's.
      Voice-types from the truck: long run-on sentences, auto-punctuation, "h vac".
   5. Nora, 27, took over marketing at her family's maple sugarhouse in Danville, VT, after a 2022 gift box that
      broke in the mail. Organized, writes in dash lists.
   6. Laura, 50, co-owns a wedding barn near Fredericksburg, TX, whose last web guy kept their domain. Short,
      clipped texts, a bit fed up.
   7. Marcus, 33, BBQ food truck owner in Columbus, OH, wants a wrap for his second truck after the first one faded
      to pink. All lowercase, slang, "lol", skull emoji.
*/
/* Writer's note（第 48 批：第二次找設計）
 * 七位訪客都「做過一次」或「被坑過一次」，講新案子的同時一直拿舊的來比：
 * 1. 住宅：桃園楊梅的林太太，41 歲，兩個小孩的媽，手機打長段落、偶爾一個 emoji；舊家中壢 26 坪電梯大樓做成整間深灰，這次買透天老屋。
 *    坪數用「比舊家多了一倍」再明講 52 坪；後面更正衛浴數量。
 * 2. 商業空間：高雄的美髮沙龍老闆娘，30 多歲，一行一行短句、不打標點；從鳳山搬到左營，開幕日期後來更正。
 * 3. 展覽：雲林虎尾花生食品廠的行銷張小姐，公文／商業書信口吻、會條列；去年兩攤被展覽公司包辦得很普通，今年攤位大一倍，進場日後來更正。
 * 4. 品牌：嘉義市咖啡烘豆工作室的阿凱，45 歲，用語音輸入，句子很長、逗號亂放、有「嗯」「那個」和一個錯字（手衝）；舊 logo 是朋友表哥三千塊畫的。
 *    回答顏色時說「就像我剛剛講的」。
 * 5. 包裝：屏東東港烏魚子家族工廠的第二代女兒，33 歲，愛用條列和 emoji；2024 年做的禮盒太大、烏魚子滑來滑去、還剩 2000 個在倉庫。
 * 6. 網站：新北板橋牙醫診所的行政林小姐，40 歲，客氣完整的句子；舊網站 2016 年做的，網域被工作室卡住；預算後來更正。
 * 7. 其他：台南後壁社區發展協會的黃理事長，60 多歲，一行一句、台語口氣（歹勢、啦）；2023 年的彩繪牆一年就褪色、地圖畫錯。
 * 好幾位用「不要像上次那樣……，這次要……」來回答風格或顏色。
 */
/* Writer's note (48차, 주제: "두 번째라서"):
 * 일곱 명 모두 예전에 한 번 맡겨 봤거나 데어 본 사람들이라, 새 프로젝트 얘기만큼 지난번 얘기를 많이 한다.
 * 1) 대전 둔산동 아파트를 산 52세 주부 — 세종에서 업자가 계약금 받고 잠수 탄 경험. 문단으로 길게, 공손한 해요체, ㅠㅠ.
 *    "예전 집보다 8평 넓은 32평"처럼 옛 값에서 바뀐 값으로 말함(새 값도 분명히 말함).
 * 2) 광주 상무지구에 미용실 2호점을 내는 38세 원장 — 1호점(동명동 15평)이 어둡고 배수가 막혔던 경험. 한 줄씩 짧게,
 *    마침표 거의 없음. 25평이라 했다가 실평수 22평으로 고침.
 * 3) 화성의 캠핑용품 제조사 마케팅팀장(45세) — 작년 코엑스 3x3 부스 대행사가 도면을 늦게 줘서 고생. 격식 있는 메일체.
 *    "앞서 말씀드렸듯이".
 * 4) 청주 복대동 필라테스 원장(29세) — 5만원짜리 로고가 남들과 비슷해 상표 출원이 거절됨. 이모지와 느낌표 많음.
 *    "아까 말씀드렸듯이".
 * 5) 하동 녹차 농가(61세) — 진주 인쇄소에서 찍은 선물세트 박스 색이 누렇게 나옴. 휴대폰 음성 입력이라 문장부호 없이
 *    말하듯 길게 이어 씀. "말씀드렸다시피".
 * 6) 전주 한옥마을 게스트하우스 사장(44세) — 지인이 150만원에 만들어 준 윅스 사이트가 모바일에서 깨짐. 목록(-)으로 정리해서 씀.
 *    언어를 중국어라 했다가 일본어로 고침.
 * 7) 대구 츄러스 푸드트럭 사장(33세) — 1호차 랩핑이 1년도 안 돼 바래고 들뜸. 반말 섞인 짧은 채팅체, ㅡㅡ.
 * 옛 가게·옛 부스·옛 로고·옛 사이트의 숫자, 날짜, 장소, 가격, 색은 모두 이번 프로젝트의 사실이 아니다.
 */
export const fortyEighthHeldOutConversations: CorpusConversation[] = [
  {
    // Knoxville, Tennessee. Trish, 61, retired middle-school librarian, and her husband Dale. After 31 years in a
    // house in Maryville they bought a 1996 townhouse in Bearden. Their 2017 remodel with a big-box store designer
    // went gray-and-white, over budget and late, and she talks about it a lot. Writes warm, complete paragraphs.
    // Exercises: the new size stated next to a change from the old house ("almost a thousand less"), build year →
    // age 30, townhouse choice from the opening, an optional collection (600 books) volunteered, a style answered by
    // contrast with the last remodel, "as I said" pointing back to the open shelving, a budget given as a ceiling
    // next to last time's numbers, a move-in date as "by the Fourth of July".
    // NOT facts: 31 years, Maryville (old house), 2017, the big-box store designer, the gray-and-white kitchen and
    // open shelving of the old house, $15,000 over, five months late, "almost a thousand" (old house size), the
    // grandkids' count and ages (four, 3 to 11), Sundays, "half" of the books given away, $50,000 and 65 (last
    // budget), renting the old house back through June, three weeks (old contractor).
    id: 'heldout48-residential-en-knoxville-downsize-size-vs-old-house',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello! We've been through a remodel once before and I promised myself the second time would be different, so here I am doing my homework first. My husband Dale and I just bought a townhouse in Bearden after 31 years in our old house in Maryville, and we want to redo the kitchen and both bathrooms and freshen up the rest before we move in. The last time, back in 2017, we used the designer that came with the big box store and ended up with a gray-and-white kitchen that looked like a dentist's office, open shelving that collected grease, and no pantry at all. It went $15,000 over and finished five months late.",
      "The townhouse was built in 1996. Two stories, 3 bedrooms, 2.5 baths, a living room and a little dining area off the kitchen. It's 1,450 square feet, which is almost a thousand less than the Maryville house, so every inch has to earn its keep.",
      "It's just the two of us plus Biscuit, our corgi. The grandkids (four of them, 3 to 11) are over most Sundays and sleep over a couple of times a month, so the third bedroom is really their room.",
      "Dale does the cooking now that he's retired, he bakes bread every weekend and the kitchen is his kingdom. I'm a retired school librarian so I read most evenings, and yes, I still have about 600 books even after giving away half. They need a real home, not boxes in the garage.",
    ],
    whenAsked: {
      problem_need:
        "The kitchen is original to '96, honey oak cabinets and almond appliances, and the hall bath upstairs has a tub nobody can climb into anymore. And no pantry, again! I'm not living in another house without a pantry.",
      preferred_style:
        "Warm. Not gray, not white, not a dentist's office like last time. Cozy and a little traditional, wood tones, like a nice old library.",
      colors_and_elements:
        "I'd love a deep blue or a green somewhere, maybe the kitchen island. And as I said, NO open shelving. Never again.",
      budget:
        "Last time we said $50,000 and ended up at 65. This time it's $40,000 and I mean that as the ceiling, not the starting point.",
      move_in_date:
        "We're renting our old house back from the buyers through June, so we'd like to be in by the Fourth of July. The grandkids come for fireworks.",
      key_considerations:
        "Staying on budget and on schedule. And a contractor who answers the phone, ours last time disappeared for three weeks right in the middle.",
      expected_deadline: "Whatever gets us moved in by July.",
      other_design_requirements:
        "Built-in bookshelves in the living room for sure, and a pantry cabinet if there's no room for a walk-in.",
      collaboration_notes: "A weekly email is plenty. Dale and I decide together, but I'll be the one writing back.",
    },
    otherwise: "No strong feelings on that one, we trust you.",
    expected: {
      project_background: { said: 0, text: ['townhouse in Bearden', 'redo the kitchen and both bathrooms'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 0, text: ['Bearden'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      layout: { said: 1, text: ['3 bedrooms, 2.5 baths'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 1450, unit: 'ft2' } },
      target_audience: { said: 2, text: ['the two of us', 'corgi', 'grandkids'] },
      lifestyle: { said: 3, text: ['bakes bread every weekend', 'read most evenings'] },
      important_collections: { said: 3, text: ['600 books'] },
      problem_need: { said: 'asked', text: ['almond appliances', 'tub nobody can climb into', 'no pantry'] },
      preferred_style: { said: 'asked', text: ['Warm', 'a little traditional', 'wood tones'] },
      colors_and_elements: { said: 'asked', text: ['deep blue or a green', 'NO open shelving'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 40000, currency: 'USD', bound: 'at_most' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-07-04', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['on budget and on schedule', 'answers the phone'] },
    },
  },
  {
    // Charlotte, North Carolina. Keisha, 44, has run a hair salon on Central Ave for 10 years and just signed a
    // lease on a bigger space in NoDa. The last buildout was black and gold and too dark to see hair color. Types
    // quick lowercase bursts between clients, emoji. Exercises: old size and chair count next to the new ones, a
    // size correction after checking the lease (1,650 wins over 1600), the problem told through the old shop, a
    // style answered by contrast ("not dark like the old shop"), a budget next to the old buildout's cost, an
    // opening date tied to the old lease running out.
    // NOT facts: 10 years, Central Ave (old shop), 900 sq ft, 6 chairs, 2 bowls, 1600 (corrected), black and gold
    // (old shop), 3 stylists since day one, 3 hours, 45k (old buildout), May 31 (old lease ends), backups every month.
    id: 'heldout48-commercial-en-charlotte-salon-size-fix-bright-not-dark',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hey! so I've had my salon on Central Ave for 10 years and we finally outgrew it 🙌🏾 just signed a lease on a bigger space in NoDa",
      "old shop is 900 sq ft with 6 chairs. new one is 1600 and I want 10 chairs plus a real shampoo area, not 2 bowls crammed in the back by the bathroom",
      "and honestly the last buildout was a mess. the guy I hired did everything black and gold, cute on instagram but you can't see hair color in there AT ALL. clients walk outside to check their color 😩",
      "wait I just pulled up the lease, it's 1,650 sq ft not 1600. sorry lol",
      "we do a lot of silk presses, color and locs. most of my clients are Black women 25 to 60, working professionals, lots of them come on their lunch break or after work",
    ],
    whenAsked: {
      problem_need:
        "seeing color right, and room to move. right now we're bumping into each other between the chairs and the bowls",
      brand_value:
        "we're family here. people come in stressed and leave feeling like themselves again. I want it to feel luxury but not stuck up",
      competitive_advantage:
        "my stylists have been with me forever, 3 of them since day one. and we actually run on time lol, nobody's sitting here 3 hours",
      preferred_style: "bright!! not dark like the old shop. clean, warm, lots of plants, kind of boho but grown",
      colors_and_elements:
        "warm white, terracotta, a little gold is fine but NO black walls. and daylight bulbs at every station please",
      unique_design:
        "a color bar! like a counter by the front window where clients can see their color in real daylight. and a selfie wall with our name on it",
      budget: "around 120k for the buildout. last one was 45k and you see how that went 😂",
      opening_date: "my old lease is up May 31 so I need to open in the new spot June 1, no gap",
      key_considerations:
        "lighting and plumbing. the shampoo bowls need to actually drain, we had backups like every month at the old place",
      other_design_requirements: "signage yes. the logo's staying tho, my clients know it",
      collaboration_notes: "text me updates, I'm with clients all day. I make the final call",
    },
    otherwise: "whatever you think, I trust y'all",
    expected: {
      project_background: { said: 0, text: ['salon', 'bigger space in NoDa'] },
      address: { said: 0, text: ['NoDa'] },
      problem_need: { said: 2, text: ["can't see hair color"] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      target_audience: { said: 4, text: ['Black women 25 to 60', 'working professionals'] },
      brand_value: { said: 'asked', text: ['leave feeling like themselves', 'luxury but not stuck up'] },
      competitive_advantage: { said: 'asked', text: ['since day one', 'run on time'] },
      preferred_style: { said: 'asked', text: ['bright', 'not dark like the old shop', 'plants'] },
      colors_and_elements: { said: 'asked', text: ['terracotta', 'NO black walls', 'daylight bulbs'] },
      unique_design: { said: 'asked', text: ['color bar', 'selfie wall'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 120000, currency: 'USD' } },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['lighting and plumbing', 'actually drain'] },
    },
  },
  {
    // Sheboygan, Wisconsin → Chicago. Ellen, 55, marketing director at Hartwell Griddle Co., a family-owned maker of
    // commercial griddles. Two years of a rented 10x10 pop-up at the National Restaurant Association Show went badly;
    // this year they have a 20x20 island and want to cook live. Writes formal emails with greeting and signature.
    // Exercises: the new booth size next to a change from the old one ("four times last year's space"), 20x20 read
    // as 400 sq ft, water and power given as needs (208V, hand sink → both), an opening date corrected in msg 2
    // (May 16 wins over May 17, which was last year's), a budget next to last year's spend, move-in and move-out as
    // asked, a teardown deadline "by noon on May 20".
    // NOT facts: Sheboygan (their home base), the past two years, 10x10 inline, the rental company, the wrong red,
    // three days of brochures, Sunday May 17 (corrected; last year's opening day), 1958, about $18,000 (last year),
    // May 14 (the other move-in day), the 19th (show close), four days, Tom Hartwell.
    id: 'heldout48-exhibition-en-nra-show-date-fix-4x-booth',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Good afternoon,\n\nMy name is Ellen Park and I handle marketing for Hartwell Griddle Co., a family-owned manufacturer of commercial flat-top griddles and charbroilers in Sheboygan, Wisconsin. We will be exhibiting at the National Restaurant Association Show at McCormick Place in Chicago this May and are looking for a studio to design our first custom booth.\n\nFor the past two years we rented a 10x10 inline pop-up from a rental company, and frankly it did not represent us well: the backwall graphics came back in the wrong red, there was no power for demos, and we spent three days handing out brochures next to a griddle nobody could see working. This year we have a 20x20 island in the North Hall, four times last year's space, and we want to cook live. The show opens Sunday, May 17.\n\nBest regards,\nEllen Park",
      "A few more details while I have them. Our main audience is owners and chefs from independent restaurants and small chains, plus our dealer network. We plan to run three griddles at once, so we will need electrical (208V) and water for a hand sink, which the health department requires for sampling.\n\nEllen",
      "One correction to my earlier note: the show opens Saturday, May 16, not Sunday the 17th. May 17 was opening day last year and I had it stuck in my head. Apologies for the confusion.",
    ],
    whenAsked: {
      brand_value:
        "Hartwell has built griddles the same way since 1958: heavy steel, made in Wisconsin, built to outlast the restaurant. We want chefs to walk up and feel this is serious equipment made by people who cook.",
      preferred_style:
        "Industrial and honest. Steel, butcher block, warm light. Not the glossy white look every large exhibitor seems to have.",
      unique_design:
        "A demo line where visiting chefs can step up and cook on the griddle themselves, with diner-style counter seating so people can sit and taste.",
      budget:
        "Last year was about $18,000 all in with the rental. For this booth we have approval for $85,000 for design and build, not including drayage and show services.",
      entry_date: "Island booths may move in May 13 or 14. We would plan on the 13th.",
      exit_date: "The show closes the 19th and we must be out by noon on May 20.",
      key_considerations:
        "Two things. Our red has to match exactly, PMS 186, after last year's mistake. And the booth must be storable and reusable; we can't spend this much on four days.",
      colors_and_elements:
        "Our red, PMS 186, with black and brushed steel. Please avoid anything that looks like a competitor's yellow.",
      other_design_requirements: "Yes, a product sheet and a small spec card for each model on display.",
      plans_after_project: "We would like to reuse it at regional dealer shows in the fall.",
      collaboration_notes: "A call every other week is fine. Final approval rests with our owner, Tom Hartwell.",
    },
    otherwise: "No particular preference on that. Thank you.",
    expected: {
      project_background: { said: 0, text: ['commercial flat-top griddles', 'cook live'] },
      address: { said: 0, text: ['McCormick Place', 'North Hall'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 400, unit: 'ft2' } },
      target_audience: { said: 1, text: ['owners and chefs', 'dealer network'] },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['both'] } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-16', precision: 'day' } },
      brand_value: { said: 'asked', text: ['heavy steel', 'made in Wisconsin', 'serious equipment'] },
      preferred_style: { said: 'asked', text: ['Industrial and honest', 'butcher block', 'Not the glossy white'] },
      unique_design: { said: 'asked', text: ['cook on the griddle themselves', 'diner-style counter seating'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 85000, currency: 'USD' } },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-05-13', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-05-20', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['PMS 186', 'storable and reusable'] },
    },
  },
  {
    // Mesa, Arizona. Ray, 46, runs Delgado and Sons Heating and Air, started by his dad in 1988. On their second
    // logo (a cousin's red-flame/blue-snowflake from 2009, then a gray-and-navy agency swoosh in 2021) and hates
    // both. Voice-types from the truck: long run-ons with auto-punctuation, "h vac". Exercises: two old logos'
    // colors, years and cost that are not the new brief, "like I mentioned" pointing back to keeping the name, the
    // name story told as family history, services as a list, not-registered + wants help, a style and colors
    // answered by contrast with the old logos, a deadline set by the truck wrap shop, business town volunteered.
    // NOT facts: 1988, 2009 (cousin's logo), red flame and blue snowflake, 2021, the Scottsdale agency, $8,500,
    // gray and navy swoosh, Wells Fargo, almost 40 years, 2014 and the nephew (old website), five trucks, April,
    // 65 on the freeway, 6 in the morning.
    id: 'heldout48-brand-en-mesa-hvac-voice-third-logo',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi, so I'm Ray Delgado, I run Delgado and Sons Heating and Air here in Mesa. My dad started it in 1988. We're on our second logo and I hate both of them, so I'm looking for a real rebrand this time, logo, trucks, shirts, the whole thing. We're keeping the name though.",
      "The first logo my cousin made in 2009, it's a red flame and a blue snowflake which is what every h vac company in Arizona has. Then in 2021 we paid an agency in Scottsdale $8,500 and they gave us this gray and navy thing with a swoosh that looked like a bank. My guys called it the Wells Fargo logo. We never even put it on the trucks.",
      "The name stays like I mentioned. Delgado and Sons because my dad Ruben started it out of his pickup and the sons was me and my brother Danny, and now my son Mateo is working with us so it's three generations now.",
      "We do AC repair and installs, heating, duct cleaning and maintenance plans. Mostly residential, some light commercial.",
    ],
    whenAsked: {
      problem_need:
        "Honestly to look like a company that's been around almost 40 years and not some guy with a van. And to stop looking like everybody else.",
      registration_status: "No, never did it. The agency told us to and we just never got around to it.",
      need_registration_assistance:
        "Yeah, if you guys can handle that, that'd be great, I don't know anything about that stuff.",
      brand_website: "delgadoandsonsair.com, my nephew built it in 2014 so don't judge. We're on Facebook too.",
      target_audience:
        "Homeowners in the East Valley. A lot of retirees out in Sun Lakes and young families in Gilbert and Queen Creek. People who need to trust who's coming into their house.",
      preferred_style:
        "Not corporate like the Scottsdale one, we're not a bank. Something that looks family owned but still professional. Kind of old school, like a vintage sign.",
      colors_and_elements:
        "No red and blue, no flame, no snowflake please. Maybe a desert sunset orange or turquoise, something that says Arizona.",
      expected_deadline:
        "We got five new trucks coming in April and the wrap shop needs the files by March 15th, so before that.",
      key_considerations:
        "It has to read on a truck doing 65 on the freeway. And my dad has to like it, he still comes in every morning at 6.",
      collaboration_notes: "Call me, I'm in the truck all day. Me and my dad decide together.",
    },
    otherwise: "Whatever you think is best, you're the expert.",
    expected: {
      project_background: { said: 0, text: ['real rebrand', 'keeping the name'] },
      address: { said: 0, text: ['Mesa'] },
      other_design_requirements: { said: 0, text: ['trucks', 'shirts'] },
      brand_name_story: { said: 2, text: ['started it out of his pickup', 'three generations'] },
      products_or_services: { said: 3, text: ['AC repair and installs', 'duct cleaning', 'maintenance plans'] },
      problem_need: { said: 'asked', text: ['not some guy with a van', 'stop looking like everybody else'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['delgadoandsonsair.com'] },
      target_audience: { said: 'asked', text: ['Homeowners in the East Valley', 'retirees', 'young families'] },
      preferred_style: { said: 'asked', text: ['Not corporate', 'family owned but still professional', 'vintage sign'] },
      colors_and_elements: { said: 'asked', text: ['No red and blue', 'sunset orange', 'turquoise'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['read on a truck', 'my dad has to like it'] },
    },
  },
  {
    // Danville, Vermont (Northeast Kingdom). Nora, 27, took over marketing at her family's sugarhouse from her dad.
    // They've always sold syrup in plastic jugs with a stock label; a 2022 holiday gift box from a Burlington printer
    // broke in the mail. Organized, writes dash lists. Exercises: what went wrong before as a list (old breakage
    // numbers and refund are not facts; the current label problems are an optional problem_need), several
    // packaging forms from one list (glass bottles with labels, gift set), a shipping box volunteered as an optional
    // extra, specs in ml with oz in parentheses, a style answered against every other syrup on the shelf, materials
    // with a jab at 2022's packing peanuts, a deadline tied to bottling.
    // NOT facts: her grandfather and dad, last year, 2022, the Burlington printer, 1 in 4 bottles, around $3,000,
    // that December, the packing peanuts, St. Johnsbury (where the farmers market is, not their base), every couple
    // of months, next year.
    id: 'heldout48-packaging-en-vermont-maple-lists-broken-giftbox',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi there! I'm Nora from Thibault Family Sugarhouse in Danville, Vermont, up in the Northeast Kingdom. We make pure maple syrup, my grandfather started tapping here and I took over the marketing side from my dad last year. We've sold in plastic jugs with a generic label from the container supplier forever and it's time to grow up a little. Looking for new packaging for the whole syrup line.",
      "What went wrong before, so you know:\n- 2022 we tried a holiday gift box with a printer in Burlington. It looked nice but the inserts were flimsy and about 1 in 4 bottles broke in shipping. We refunded around $3,000 that December 😬\n- the jug labels peel off once they get sticky or go in the fridge\n- nobody can tell our grades apart, every label is the same except a tiny checkbox",
      "What we want this time:\n- glass bottles with proper labels\n- a gift set for the holidays\n- a shipping box that actually protects them",
      "Specs: 250 ml (8.45 oz) and 500 ml (16.9 oz) glass bottles, 4 grades each. Gift set = one of each size plus an 8 oz jar of our maple cream.",
    ],
    whenAsked: {
      product_description:
        "Pure Vermont maple syrup in four grades, Golden, Amber, Dark and Very Dark. Golden for pancakes, Dark for baking and cooking, and bartenders love the Very Dark.",
      unique_selling_point:
        "We still boil on a wood-fired evaporator, which hardly anyone does anymore. And every drop comes from our own trees on one hillside, we don't buy in syrup from other farms.",
      target_audience:
        "Two groups really. Leaf peepers who come up in the fall and want a gift to bring home, and our regular online customers, lots of home bakers 35 to 65 who reorder every couple of months.",
      sales_channels:
        "Our farm stand, our website, the Saturday farmers market in St. Johnsbury, and a few general stores and co-ops around the state.",
      preferred_style:
        "Classic but not cutesy. No cartoon moose, no plaid, no log cabin font, every syrup on the shelf already looks like that. Clean, a little old apothecary maybe.",
      colors_and_elements:
        "Each grade needs its own color so you can tell them apart at a glance. I'd love our sugarhouse or the hillside in there somewhere, like a simple line drawing.",
      preferred_materials:
        "Glass for the bottles, and recycled cardboard with molded pulp inserts for the boxes. No foam, we used packing peanuts in 2022 and got angry emails about that too.",
      expected_deadline: "Everything by April 1st, that's when we start bottling the new season.",
      key_considerations:
        "That nothing breaks in the mail!! And the labels have to meet Vermont's maple labeling rules, grade and flavor descriptor have to be on there.",
      plans_after_project: "Maple sugar and maple cream in their own packaging next year, if this goes well.",
    },
    otherwise: "No strong preference, open to ideas!",
    expected: {
      project_background: { said: 0, text: ['plastic jugs', 'new packaging for the whole syrup line'] },
      product_description: { said: 0, text: ['pure maple syrup'] },
      address: { said: 0, text: ['Danville'] },
      problem_need: { said: 1, text: ['labels peel off', 'nobody can tell our grades apart'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      other_design_requirements: { said: 2, text: ['shipping box'] },
      specification: { said: 3, text: ['250 ml', '500 ml', '8 oz jar'] },
      unique_selling_point: { said: 'asked', text: ['wood-fired evaporator', 'our own trees'] },
      target_audience: { said: 'asked', text: ['Leaf peepers', 'home bakers'] },
      sales_channels: { said: 'asked', text: ['farm stand', 'website', 'farmers market'] },
      preferred_style: { said: 'asked', text: ['Classic but not cutesy', 'no plaid', 'apothecary'] },
      colors_and_elements: { said: 'asked', text: ['its own color', 'line drawing'] },
      preferred_materials: { said: 'asked', text: ['Glass', 'recycled cardboard', 'molded pulp'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['nothing breaks in the mail', 'labeling rules'] },
    },
  },
  {
    // Near Fredericksburg, Texas. Laura, 50, co-owns Cedar Hollow, a wedding and event barn. Their 2019 Wix site was
    // built by a freelancer who registered the domain in his own name and vanished; they were offline for weeks in
    // peak season. Short, clipped texts, fed up. Exercises: the old site's page count and price next to the new
    // ones, the domain they got back as the URL, the problem (open dates, self-booked tours) volunteered, ownership
    // of logins as the key consideration volunteered in msg 4 and repeated "like I said" if asked, the site kind
    // only given when asked (booking), a budget as a range next to the old price, a go-live "at the latest".
    // NOT facts: Wix, 2019, almost 3 weeks, last April, 14 pages, "half" going to spam, $2,400 (old site),
    // Spanish someday, fall weddings.
    id: 'heldout48-website-en-fredericksburg-venue-hostage-domain',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi, we own Cedar Hollow, a wedding and event barn outside Fredericksburg TX. We need a new website, our last web guy basically held us hostage",
      "He built it on Wix in 2019, then quit answering and it turned out the domain was in HIS name. We were offline almost 3 weeks last April, right in peak season. No idea how many inquiries we lost",
      "We did get the domain back. cedarhollowtx.com. The old site had 14 pages, nobody needs 14 pages",
      "What we really need is for couples to see our open dates and book a tour themselves. Right now it's a contact form and half of those go to spam",
      "And this time I own everything. Logins, domain, hosting, all of it",
    ],
    whenAsked: {
      category: "Mostly a booking site I guess? People look at photos, check dates, book a tour",
      main_pages: "Home, The Venue, Gallery, Packages & Pricing, Availability/Book a Tour, FAQ, Contact. Seven, not fourteen 😂",
      languages: "English. Maybe Spanish someday, not now",
      target_audience:
        "Engaged couples, mostly 25 to 35, and honestly their moms, the moms do half the research. Lots of them from Austin and San Antonio",
      competitors: "Magnolia Springs Ranch has a gorgeous site, and Hill Country Hall's calendar is exactly what I want",
      preferred_style: "Light and airy with big photos. Rustic but not cheesy, no burlap and mason jars everywhere",
      budget: "We paid $2,400 for the old one and got what we paid for. We can do $9,000, maybe up to 10 if it's worth it",
      expected_deadline: "Before inquiries pick up for fall weddings. March 1st at the latest",
      key_considerations:
        "Like I said, I own everything this time. And it has to work great on phones, that's where all the brides look",
      other_design_requirements: "We have a photographer friend so no photos needed. Help with the wording would be nice",
    },
    otherwise: "No preference really, whatever you think",
    expected: {
      project_background: { said: 0, text: ['wedding and event barn', 'held us hostage'] },
      address: { said: 0, text: ['Fredericksburg'] },
      url: { said: 2, text: ['cedarhollowtx.com'] },
      problem_need: { said: 3, text: ['see our open dates', 'book a tour themselves'] },
      key_considerations: { said: 4, text: ['I own everything'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['Gallery', 'Pricing', 'FAQ'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['Engaged couples', 'their moms'] },
      competitors: { said: 'asked', text: ['Magnolia Springs Ranch', 'Hill Country Hall'] },
      preferred_style: { said: 'asked', text: ['Light and airy', 'big photos', 'no burlap'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 9000, max: 10000, currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
    },
  },
  {
    // Columbus, Ohio. Marcus, 33, runs Smoke Signal BBQ, a food truck, and just bought a second truck. His first wrap
    // (a Dayton sign shop, 2022) faded to pink and had the phone number wrong. All lowercase, slang, "lol", emoji.
    // Exercises: an "other" project (truck wrap + menu board), the old wrap's shop, year, price and failures that are
    // not facts, two trucks' sizes where only the new one is this job, a style answered by contrast with the old
    // wrap, a deadline given next to the wrap date (files by March 30, wrap April 6), collaboration by text with his
    // wife signing off on money.
    // NOT facts: dayton, 2022, $4200, 18 months, pink, 2 months, the 16 ft trailer, the brewery on parsons ave,
    // 6 fonts, the cartoon pig, april 6 (wrap appointment), hilliard (wrap shop), a 3rd truck in 2027.
    id: 'heldout48-other-en-columbus-bbq-truck-wrap-faded',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "yo. i run Smoke Signal BBQ, food truck here in columbus. just bought a second truck and need a wrap designed for it plus a new menu board",
      "first wrap was a whole saga lol. sign shop in dayton did it in 2022 for like $4200, faded to pink in about 18 months and they printed our phone number wrong on the back door. took me 2 months to notice 💀",
      "new one is a 22 ft step van, the old one's a 16 ft trailer. keeping both. the trailer stays parked at the brewery on parsons ave and the new truck does events and downtown lunch",
      "main thing is people gotta know it's us from a block away. right now folks walk right past thinking we're a taco truck",
    ],
    whenAsked: {
      target_audience:
        "office people on lunch break downtown, the brewery crowd on weekends, and catering, grad parties and weddings. may and june is all grad parties",
      preferred_style: "bold but clean. not busy like the old one, that thing had 6 fonts and a cartoon pig in a chef hat",
      colors_and_elements:
        "black and a deep orange like the glow in the firebox. some smoke coming off the logo. and NO pink lmao",
      expected_deadline: "wrap's booked for april 6 at a shop in hilliard so i need final files by march 30",
      key_considerations: "that it lasts. i'll pay for the good vinyl this time. and triple check the phone number 😂",
      collaboration_notes:
        "text me, i never check email. my wife Tasha does the books so she signs off on the money part, i pick the design",
      plans_after_project: "maybe a 3rd truck in 2027 if this one pays off",
      number_of_visits: "once or twice is fine, i can swing by",
    },
    otherwise: "no preference, whatever looks good",
    expected: {
      project_background: { said: 0, text: ['Smoke Signal BBQ', 'second truck'] },
      other_design_requirements: { said: 0, text: ['wrap', 'menu board'] },
      address: { said: 0, text: ['columbus'] },
      problem_need: { said: 3, text: ["know it's us from a block away"] },
      target_audience: { said: 'asked', text: ['lunch break', 'brewery crowd', 'grad parties'] },
      preferred_style: { said: 'asked', text: ['bold but clean', 'not busy like the old one'] },
      colors_and_elements: { said: 'asked', text: ['black and a deep orange', 'smoke', 'NO pink'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-30', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['that it lasts', 'triple check the phone number'] },
      collaboration_notes: { said: 'asked', text: ['text me', 'Tasha'] },
    },
  },
  {
    // 桃園楊梅的林太太，41 歲，上班族媽媽，手機打長段落，句子完整、偶爾 emoji。第二次裝修：舊家在中壢，被做成整間深灰、櫃子不好用。
    // 練習：坪數以「比舊家多了一倍」表達，同一則也明講「52坪」（said 1）；屋齡由「民國85年蓋的…差不多30年」；
    // 格局先說 4房2廳3衛，message 3 更正為 4 衛（said 3）；顏色用對比回答（不要像舊家深灰 → 亮一點）。
    // NOT facts：2018 年、中壢、26 坪（舊家）、150 萬（舊裝修費）、七年、電梯大樓（舊家）、3 衛（被更正）、追加快 30 萬（上次）。
    id: 'heldout48-residential-zh-yangmei-townhouse-after-dark-grey-zhongli-flat',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～我們是第二次找設計師了😅 上一次是2018年中壢那間26坪的電梯大樓，花了150萬，結果設計師整間做深灰色，櫃子做一堆但根本不好用，插座也少得可憐，住了七年一直很後悔。這次買了楊梅的一棟透天厝，想整間老屋翻新，這次想好好做。',
      '透天是四層樓的，屋主說民國85年蓋的，所以差不多30年了。坪數比舊家多了一倍，權狀上寫的是52坪。格局現在是4房2廳3衛。',
      '家裡會住我們夫妻、兩個小孩（一個國小一個國中），還有我婆婆會搬來一起住，她70幾歲了膝蓋不太好。',
      '啊抱歉，剛剛說3衛不對，我老公說頂樓加蓋那邊還有一間，所以是4房2廳4衛才對。',
    ],
    whenAsked: {
      problem_need: '最想改善的是樓梯，婆婆膝蓋不好，想說一樓要有一間孝親房跟無障礙浴室。然後廚房現在很暗很小，在最後面沒有窗。',
      lifestyle: '我先生一週有兩天在家工作，我很常煮飯，週末小孩的同學常常來家裡玩，滿熱鬧的。',
      preferred_style: '舒服、溫暖、好整理就好，有點像無印良品那種感覺。',
      colors_and_elements: '不要像舊家那樣整間深灰色，黑黑暗暗的，住久了心情都不好。這次想要亮一點，白色加淺木頭色。',
      budget: '連工帶料大概300到350萬之間，上次就是沒講清楚一直追加，這次寧願先講好。',
      move_in_date: '希望八月底前可以入住，小孩九月開學要轉學過去。',
      key_considerations: '插座跟收納要真的好用，不要像上次做一堆漂亮的櫃子結果東西放不下；還有報價要透明，上次追加了快30萬。',
      important_collections: '我先生有一整櫃的漫畫，大概兩千多本吧，他很堅持要留。',
      other_design_requirements: '燈光可以幫忙規劃的話最好，舊家的燈都太暗了。',
    },
    otherwise: '這個我們還沒想那麼細，可以再一起討論～',
    expected: {
      project_background: { said: 0, text: ['老屋翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 0, text: ['楊梅'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 52, unit: 'ping' } },
      layout: { said: 3, text: ['4房2廳4衛'] },
      target_audience: { said: 2, text: ['夫妻', '兩個小孩', '婆婆'] },
      problem_need: { said: 'asked', text: ['樓梯', '孝親房', '廚房現在很暗'] },
      lifestyle: { said: 'asked', text: ['在家工作', '很常煮飯'] },
      preferred_style: { said: 'asked', text: ['溫暖', '無印良品'] },
      colors_and_elements: { said: 'asked', text: ['亮一點', '白色加淺木頭色'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 3_000_000, max: 3_500_000, currency: 'TWD' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['插座', '收納', '報價要透明'] },
    },
  },
  {
    // 高雄的美髮沙龍老闆娘，30 多歲，一行一行短句、不打標點。鳳山的舊店開了六年被房東收回，搬到左營。
    // 練習：message 3 說 4 月開幕，message 4 因交屋延後更正為 5 月初（said 4）；舊店的漏水事件帶出這次的重點（said 5）；
    // 顏色用對比回答（不要像舊店暗暗的黑色系）；座位數由舊店 4 個變成新店 6 個（新值明講）。
    // NOT facts：鳳山、六年（舊店營業年數；在優勢裡是「客人跟了六年」）、15 坪、2019 年（舊店）、4 月／清明連假（被更正的開幕）、3 月中（交屋日，不是開幕）、八萬多（賠償）、4 個位子（舊店）、黑色系（舊店）。
    id: 'heldout48-commercial-zh-zuoying-salon-moved-from-fengshan-opening-corrected',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我開美髮沙龍的',
      '之前在鳳山開了六年 15坪 2019年開的 房東要收回去自己用 只好搬',
      '新的店在左營 裕誠路那邊 一樓店面 22坪',
      '預計4月開幕 想在清明連假前',
      '不好意思 剛問了房東 交屋要到3月中 所以開幕改5月初',
      '還有 上一間是朋友介紹的設計師 洗頭區漏水漏到樓下 賠人家八萬多 所以這次洗頭區防水一定要做好',
    ],
    whenAsked: {
      problem_need: '座位想多一點 舊店只有4個位子 客人常常要等 新店想做到6個 然後動線要順 不要像以前洗完頭要繞一大圈',
      brand_value: '我們就是慢慢剪 一個時段只約一組客人 想讓客人覺得很放鬆 像來朋友家',
      target_audience: '大部分是25到45歲的上班族女生 也有一些媽媽會帶小孩來剪',
      competitive_advantage: '剪得細 染燙都用日本的藥水 很多客人跟了我六年 從鳳山跟過來',
      preferred_style: '清爽 自然 有植物 有點像日系小店那種',
      colors_and_elements: '不要像舊店那樣暗暗的黑色系 這次要白色跟淺綠 明亮一點',
      unique_design: '想要一排靠窗的座位 客人剪頭髮可以看外面',
      budget: '裝潢120萬以內 設備另外算',
      other_design_requirements: '招牌也要換 舊的招牌字太小 騎車經過根本看不到',
    },
    otherwise: '都可以 你們專業的看',
    expected: {
      project_background: { said: 0, text: ['美髮沙龍'] },
      address: { said: 2, text: ['左營'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 22, unit: 'ping' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      key_considerations: { said: 5, text: ['防水一定要做好'] },
      problem_need: { said: 'asked', text: ['6個', '動線要順'] },
      brand_value: { said: 'asked', text: ['慢慢剪', '放鬆'] },
      target_audience: { said: 'asked', text: ['上班族女生'] },
      competitive_advantage: { said: 'asked', text: ['日本的藥水', '跟了我六年'] },
      preferred_style: { said: 'asked', text: ['清爽', '日系小店'] },
      colors_and_elements: { said: 'asked', text: ['白色跟淺綠', '明亮'] },
      unique_design: { said: 'asked', text: ['靠窗的座位'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 1_200_000, currency: 'TWD', bound: 'at_most' } },
    },
  },
  {
    // 雲林虎尾花生食品廠的行銷張小姐，30 多歲，像寫商業書信：有稱謂、條列、全形標點。
    // 練習：去年兩個標準攤位 18 平方公尺 vs 今年「6x6共36平方公尺」（新值明講，said 1）；
    // 進場日先照記憶寫 6/23，message 3 翻手冊更正為 6/22（said 3）；水電、預算、亮點都在 message 2 的條列裡；
    // 風格用對比回答（不要像去年白色系統板）。
    // NOT facts：去年、兩個標準攤位、18 平方公尺、系統展板、跳電兩次、22 萬（去年花費）、6 月 23 日（被更正的進場日）、雲林虎尾（公司所在地，不是展場）。
    id: 'heldout48-exhibition-zh-huwei-peanut-food-show-double-booth-entry-corrected',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是雲林虎尾「好田食品」行銷部的張小姐，我們生產花生醬、花生糖等花生製品。今年六月將參加台北國際食品展，想委託貴公司設計與施工展位。\n去年同一個展我們是找展覽公司包辦，兩個標準攤位（18平方公尺），用的是系統展板，現場看起來和隔壁攤位幾乎一樣，老闆很不滿意，第一天下午還跳電兩次。',
      '今年攤位升級為4個攤位的角落位，6x6共36平方公尺，比去年大一倍，位置在南港展覽館1館一樓。展期是6月24日至27日，進場依我印象是6月23日，撤場是6月27日展覽結束後當晚。',
      '另外補充幾點：\n1. 現場要做試吃，會用到熱壓機和冰箱，也需要洗杯子，所以水電都需要。\n2. 預算含設計與施工約新台幣60萬元（去年兩攤總共花了22萬）。\n3. 希望有一個能讓參觀者停下來拍照的亮點。',
      '抱歉更正一下，剛剛翻了主辦單位的參展手冊，進場是6月22日和23日兩天，我們會從22日開始進場。',
    ],
    whenAsked: {
      brand_value: '我們是三代經營的花生工廠，強調在地契作、不加防腐劑，希望參觀者感覺真實、溫暖，一看就知道是雲林的味道。',
      target_audience: '主要是通路採購與海外代理商，今年特別想接觸日本和東南亞的買家；一般民眾是其次。',
      preferred_style: '不要像去年那樣白色系統板一格一格的，希望有木頭和土地的質感，質樸但有質感。',
      key_considerations: '最重視施工品質與電力規劃，去年跳電的狀況不能再發生；另外商談區至少要能放兩張桌子。',
      colors_and_elements: '花生殼的土黃色搭配葉子的綠色，可以運用我們裝花生的麻布袋元素。',
      other_design_requirements: '如果可以，試吃杯和DM也希望一起設計，風格統一。',
      plans_after_project: '十月高雄的食品展也有在考慮，希望部分結構可以重複使用。',
    },
    otherwise: '這部分沒有特別要求，再麻煩貴公司建議，謝謝。',
    expected: {
      project_background: { said: 0, text: ['台北國際食品展', '花生'] },
      address: { said: 1, text: ['南港展覽館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-06-24', precision: 'day' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-06-27', precision: 'day' } },
      water_electricity_supply: { said: 2, value: { kind: 'choice', selected: ['both'] } },
      budget: { said: 2, value: { kind: 'money', amount: 600_000, currency: 'TWD' } },
      unique_design: { said: 2, text: ['拍照的亮點'] },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-06-22', precision: 'day' } },
      brand_value: { said: 'asked', text: ['在地契作', '溫暖'] },
      target_audience: { said: 'asked', text: ['通路採購', '海外代理商'] },
      preferred_style: { said: 'asked', text: ['木頭和土地的質感', '質樸'] },
      key_considerations: { said: 'asked', text: ['施工品質', '電力規劃', '商談區'] },
    },
  },
  {
    // 嘉義市咖啡烘豆工作室「豆留」的阿凱，45 歲，用語音輸入：句子很長、逗號亂放、有「嗯」「那個」，「手沖」被打成「手衝」。
    // 練習：舊 logo（2017 年、朋友的表哥、3000 塊、咖啡色加金色咖啡豆）整段是過去；問題是「客人記不住我們的名字」（said 1）；
    // 名稱故事（逗留的諧音）；產品清單與要開第二間（optional 的 plans_after_project 由 message 3 主動提到）；
    // 顏色回答用「就像我剛剛講的」+ 對比（不要再咖啡色加金色）。商標已註冊，所以不會問協助註冊。
    // NOT facts：2017 年、朋友的表哥、3000 塊、咖啡色加金色與咖啡豆（舊 logo，是要避免的）、全台灣一半的咖啡店、第八年、2018 年（註冊年）、2021 年（舊官網停掉）、六月的市集。
    id: 'heldout48-brand-zh-chiayi-roaster-voice-typing-old-3000-logo',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，我在嘉義市開咖啡烘豆工作室，叫做豆留，已經第八年了，想要把品牌整個翻新，logo 名片 包裝貼紙那些全部重新弄',
      '我們現在那個logo是2017年朋友的表哥幫我畫的，收3000塊，咖啡色加金色一顆咖啡豆，說實在的跟全台灣一半的咖啡店都長一樣，客人常常記不住我們的名字，只記得嘉義那家烘豆的',
      '豆留這個名字是那個逗留的諧音啦，就是希望客人來了願意多坐一下，多留一下',
      '我們賣的主要是自家烘的咖啡豆，濾掛包，然後週末有開手衝課，嗯今年下半年可能會在民雄開第二間',
    ],
    whenAsked: {
      registration_status: '豆留兩個字2018年就註冊了，文字商標，那個圖的部分沒有',
      need_registration_assistance: '嗯新的圖要不要註冊我再想想',
      brand_website: '有IG，搜尋douliu.coffee就有，官網之前有架一個2021年就沒續約了',
      target_audience: '嗯三十到五十歲，自己在家沖咖啡的人，還有來嘉義玩的觀光客',
      preferred_style: '簡單，有溫度，有一點手寫感，不要那種很網美很冷的',
      colors_and_elements: '就像我剛剛講的，不要再咖啡色加金色了，也不要咖啡豆，我想要那種阿里山的感覺，墨綠色或是檜木的原木色',
      expected_deadline: '五月底前吧，六月有一個市集想要用新的東西去擺',
      key_considerations: '老客人還要認得出來是我們，不要改到完全認不出來，然後我不太懂設計，跟我講白話一點',
    },
    otherwise: '這個我沒想過耶，你們建議就好',
    expected: {
      project_background: { said: 0, text: ['咖啡烘豆', '品牌整個翻新'] },
      address: { said: 0, text: ['嘉義市'] },
      other_design_requirements: { said: 0, text: ['名片', '包裝貼紙'] },
      problem_need: { said: 1, text: ['記不住我們的名字'] },
      brand_name_story: { said: 2, text: ['逗留', '多留一下'] },
      products_or_services: { said: 3, text: ['咖啡豆', '濾掛包', '手衝課'] },
      plans_after_project: { said: 3, text: ['民雄開第二間'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['registered'] } },
      brand_website: { said: 'asked', text: ['douliu.coffee'] },
      target_audience: { said: 'asked', text: ['在家沖咖啡', '觀光客'] },
      preferred_style: { said: 'asked', text: ['簡單', '手寫感'] },
      colors_and_elements: { said: 'asked', text: ['不要再咖啡色加金色', '墨綠色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['認得出來', '講白話'] },
    },
  },
  {
    // 屏東東港烏魚子家族工廠的第二代女兒，33 歲，愛用條列、換行和 emoji。2024 年做的禮盒失敗：太大、運費貴、內容物會滑、印太多。
    // 練習：message 1 整則是上一次的數字（2024、高雄、40 塊、5000 個、18 萬、2000 個），都不是這次的；
    // 規格在 message 2 條列；包裝形式是禮盒＋每片單獨小袋（said 3，兩個選項）；顏色用對比回答（上次大紅金色龍鳳 → 深藍＋橘）；
    // 重點用「就像我前面說的」。
    // NOT facts：2024 年、高雄（舊設計公司）、快 40 塊（多的運費）、5000 個、18 萬、2000 個（庫存）、大紅色加金色龍鳳（舊盒子）、7 月送印、中秋節（上市時機，不是設計完成日）。
    id: 'heldout48-packaging-zh-donggang-mullet-roe-gift-box-too-big-last-time',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '哈囉～我們是東港做烏魚子的家族小工廠🐟 我是第二代 今年想把禮盒重新做一次！',
      '先說一下上次的慘痛經驗😭\n1. 2024年找高雄一間設計公司做的禮盒，盒子做太大，宅配運費一盒多了快40塊\n2. 裡面沒有固定，烏魚子在盒子裡滑來滑去，客人收到都歪掉\n3. 一次印了5000個花了18萬，到現在倉庫還有2000個😅',
      '這次的規格：\n・烏魚子一片大約5兩（約190g），真空包裝\n・一盒裝2片\n・整盒希望控制在宅配60公分材積內',
      '包裝形式我想要禮盒，但裡面每片也要有單獨的小袋子，這樣拆開也可以單片賣～',
    ],
    whenAsked: {
      product_description: '烏魚子就是烏魚的卵鹽漬再曬乾的，吃之前抹一點高粱酒烤一下，切片配白蘿蔔跟蒜苗超對味',
      unique_selling_point: '我們用野生烏魚，不是養殖的！而且是自己日曬，不是烘乾機烘的，阿公那代就這樣做了',
      target_audience: '要送禮的上班族，還有公司行號中秋過年要送客戶的，年紀大概35到60歲',
      sales_channels: '官網、蝦皮、東港華僑市場的自家攤位，還有一些公司團購',
      preferred_style: '有質感但不要太老派，像日本那種伴手禮盒的感覺✨',
      colors_and_elements: '上次是大紅色加金色龍鳳，有夠俗氣😂 這次想要深藍色（海的感覺）＋烏魚子的橘色，可以有一點漁船或海浪的線條',
      preferred_materials: '紙盒就好，內襯要可以固定的，不要保麗龍',
      expected_deadline: '中秋節要上市，所以希望6月底前設計完成，7月要送印',
      key_considerations: '就像我前面說的，運費跟固定是最重要的！盒子不要再做那麼大了，印量也會先少印一點',
    },
    otherwise: '這個都可以耶～你們覺得怎樣比較好？',
    expected: {
      project_background: { said: 0, text: ['烏魚子', '禮盒重新做'] },
      product_description: { said: 0, text: ['烏魚子'] },
      address: { said: 0, text: ['東港'] },
      specification: { said: 2, text: ['5兩', '一盒裝2片'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['gift_set', 'bag_pouch'] } },
      unique_selling_point: { said: 'asked', text: ['野生烏魚', '日曬'] },
      target_audience: { said: 'asked', text: ['送禮', '公司行號'] },
      sales_channels: { said: 'asked', text: ['官網', '蝦皮', '華僑市場'] },
      preferred_style: { said: 'asked', text: ['有質感', '日本'] },
      colors_and_elements: { said: 'asked', text: ['深藍色', '橘色', '海浪'] },
      preferred_materials: { said: 'asked', text: ['紙盒', '不要保麗龍'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['運費', '固定'] },
    },
  },
  {
    // 新北板橋「欣福牙醫診所」的行政林小姐，40 歲，客氣、完整的句子、全形標點。舊網站 2016 年做的，工作室倒了、網域還被卡在他們名下。
    // 練習：舊網站五頁 vs 新網站頁面（新清單在 message 2 明講）；網址沿用（said 1）；預算先說 15 萬，message 4 更正為 20 萬以內（said 4）；
    // 語言用對比回答（舊的有英文版沒人看 → 中文就好）；風格用對比回答（不要跑馬燈藍色漸層）。
    // NOT facts：2016 年、8 萬（舊網站費用）、前年、5000 塊（網域轉移）、舊網站的五頁（醫師介紹、最新消息…）、15 萬（被更正）、英文版、FB、台中（日安牙醫所在地）、五月新醫師。
    id: 'heldout48-website-zh-banqiao-dental-domain-held-by-old-studio-budget-corrected',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是板橋欣福牙醫診所的行政林小姐。我們診所的網站是2016年請一家工作室做的，當時花了8萬，現在用手機看版面整個跑掉，後台也很難用，工作室前年就收掉了，連網域都登記在他們名下，我們後來另外付了5000塊才轉回來。所以想整個重做一個新的。',
      '目前的網址是 www.xinfu-dental.com.tw，網域已經在我們手上了，這次會沿用。舊網站只有首頁、醫師介紹、診療項目、最新消息、交通這五頁。',
      '新網站希望是形象官網就好，預約先用LINE。頁面大概是：首頁、醫師團隊、診療項目、植牙與矯正專區、衛教文章、交通資訊。最新消息拿掉，改放FB就好。',
      '預算的部分院長說15萬左右。',
      '不好意思更正一下，剛剛跟院長再確認，他說預算是20萬以內，15萬是他記成之前別家的報價了。',
    ],
    whenAsked: {
      problem_need: '最主要是手機要好看好用，病人可以直接按電話或加LINE預約；然後我們自己可以上去改門診時間，不用每次都要拜託別人。',
      languages: '中文就好。舊的網站有做英文版，十年來大概沒幾個人看過。',
      target_audience: '附近的住戶和上班族，家長帶小孩來看牙的很多，也有不少想做植牙的長輩。',
      competitors: '院長很喜歡「日安牙醫」的網站，很乾淨，不過那家在台中，不算是競爭對手啦。',
      preferred_style: '不要像舊網站那樣一堆閃來閃去的跑馬燈和藍色漸層，希望乾淨、明亮、讓人安心。',
      expected_deadline: '希望4月30號前可以上線，5月有一位新醫師加入，想一起介紹。',
      key_considerations: '網域和後台帳號一定要在我們診所名下，上次真的怕了；還有之後我們要能自己更新內容。',
      other_design_requirements: '醫師的照片可能需要重拍，舊的都是十年前的了。',
    },
    otherwise: '這部分我們沒有特別想法，請您們建議。',
    expected: {
      project_background: { said: 0, text: ['牙醫診所', '整個重做'] },
      address: { said: 0, text: ['板橋'] },
      url: { said: 1, text: ['www.xinfu-dental.com.tw'] },
      category: { said: 2, value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 2, text: ['醫師團隊', '植牙與矯正專區', '衛教文章'] },
      budget: { said: 4, value: { kind: 'money', amount: 200_000, currency: 'TWD', bound: 'at_most' } },
      problem_need: { said: 'asked', text: ['手機', '自己可以上去改'] },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['家長帶小孩', '植牙的長輩'] },
      competitors: { said: 'asked', text: ['日安牙醫'] },
      preferred_style: { said: 'asked', text: ['乾淨', '安心'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-30', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['網域和後台帳號', '自己更新'] },
    },
  },
  {
    // 台南後壁社區發展協會的黃理事長，60 多歲，一行一句、沒有標點，台語口氣（歹勢、啦）。
    // 2023 年找外地畫家畫了三面牆、12 萬，不到一年就褪色，導覽地圖還把菁寮老街畫錯位置。
    // 練習：設計內容（彩繪牆＋導覽地圖）在 message 1；上次三面牆 vs 這次兩面；風格用對比回答（不要像上次卡通大眼睛）；
    // collaboration_notes 是 core，只在被問時才回答；期限「最慢9月要做好」，10 月底核銷與 10 月初稻米季都是理由。
    // NOT facts：2023 年、外地畫家、三面牆、12 萬、不到一年、火車站（畫錯的位置）、那間賣掉的房子、10 月底（補助核銷）、10 月初（稻米季）。
    id: 'heldout48-other-zh-houbi-community-mural-faded-last-time',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我是台南後壁區一個社區發展協會的理事長 姓黃',
      '我們社區今年有申請到補助 要做彩繪牆跟一張社區導覽地圖',
      '2023年也做過一次 找外地一個畫家 畫了三面牆 花了12萬 結果不到一年就褪色褪到看不出來 地圖也畫錯 菁寮老街畫到火車站那邊去 被遊客笑',
      '這次牆是兩面 米倉旁邊那面跟活動中心那面 上次是三面 有一間房子賣掉了人家不給畫',
    ],
    whenAsked: {
      problem_need: '想要遊客來了會停下來拍照 走進我們社區裡面 不是只在老街逛一逛就走了',
      target_audience: '來菁寮老街玩的遊客啦 家庭帶小孩的比較多 還有騎腳踏車的',
      preferred_style: '不要像上次那種卡通大眼睛的 跟我們這裡一點都不搭 要有農村的樸實感',
      colors_and_elements: '稻田的綠色跟金黃色 要有稻米 老厝 還有我們的牛車',
      expected_deadline: '補助10月底前要核銷 稻米季10月初就開始了 所以最慢9月要做好',
      key_considerations: '油漆一定要用耐曬的 不要一年就褪色 還有地圖要畫對 歹勢 上次真的被笑很久',
      collaboration_notes: '重要的事情要理監事會通過 大概每個月開一次 平常跟我LINE聯絡就好',
      number_of_visits: '你們要來看牆的話隨時歡迎 我帶你們走',
    },
    otherwise: '這個我不太會講 你們專業的決定就好',
    expected: {
      address: { said: 0, text: ['後壁'] },
      project_background: { said: 1, text: ['申請到補助'] },
      other_design_requirements: { said: 1, text: ['彩繪牆', '導覽地圖'] },
      problem_need: { said: 'asked', text: ['停下來拍照'] },
      target_audience: { said: 'asked', text: ['遊客', '騎腳踏車'] },
      preferred_style: { said: 'asked', text: ['農村的樸實感'] },
      colors_and_elements: { said: 'asked', text: ['稻田', '牛車'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['耐曬', '地圖要畫對'] },
      collaboration_notes: { said: 'asked', text: ['理監事會', 'LINE'] },
    },
  },
  {
    // 대전 둔산동 아파트를 사서 전체 리모델링하려는 52세 주부. 한 메시지에 사연을 길게 풀어 쓰는 해요체, ㅠㅠ와 ㅎㅎ.
    // 2017년 세종 아름동 24평 집 공사 때 업자가 계약금만 받고 연락이 끊긴 경험이 있어서 "제대로 된 곳"을 찾는다.
    // 평수는 "예전 집보다 8평 넓은 32평"(옛 값에서 바뀐 값 + 새 값 명시). 98년 준공 → 28년. 예산 7천~8천(범위).
    // 입주 "4월 중순" → 2026-04. 스타일은 옛 집(체리색 몰딩, 어두운 아트월)과 대비해서 답함.
    // NOT facts: 2017년, 세종 아름동(예전 집), 24평(예전 집 평수), 계약금 1500(예전 업자), 체리색 몰딩·어두운 아트월(예전 집),
    // 4월 30일(지금 전셋집 계약 만료일), 군대 간 아들(휴가 때만 옴).
    id: 'heldout48-residential-ko-daejeon-apartment-burned-contractor-size-from-old',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 인테리어 상담 받고 싶어서 글 남겨요. 사실 인테리어는 이번이 두 번째인데 첫 번째가 너무 안 좋게 끝나서 이번엔 좀 제대로 된 곳에 맡기고 싶어요ㅠㅠ 2017년에 세종 아름동 살 때 24평 아파트를 동네 업자한테 맡겼는데 계약금 1500 받아가고 공사 중간에 연락이 끊겼거든요. 결국 나머지는 남편이랑 설비 아저씨 불러서 겨우 마무리했어요.',
      '이번에 대전 둔산동에 아파트를 샀어요. 98년에 지은 집이라 손볼 데가 많아서 전체 리모델링 해야 할 것 같아요. 평수는 예전 집보다 8평 넓은 32평이고 방 3개 화장실 2개예요.',
      '식구는 저랑 남편, 고3 올라가는 딸, 그리고 열두 살 된 시츄 한 마리예요. 아들은 군대 가 있어서 휴가 때만 와요 ㅎㅎ',
      '예산은 7천에서 8천 사이로 보고 있고요, 입주는 4월 중순이면 좋겠어요. 지금 사는 전셋집 계약이 4월 30일에 끝나서요.',
    ],
    whenAsked: {
      problem_need: '주방이 너무 좁고 어두워요. 그리고 베란다 샷시가 오래돼서 겨울에 외풍이 엄청 심해요.',
      lifestyle: '남편은 주말마다 요리하는 걸 좋아하고 저는 저녁에 거실에서 책 읽는 게 낙이에요. 딸은 공부하느라 방에만 있고요 ㅎㅎ',
      preferred_style: '세종 집은 업자가 하자는 대로 체리색 몰딩에 어두운 아트월 했다가 두고두고 후회했어요. 이번엔 그런 거 말고 밝고 따뜻한 우드톤으로 하고 싶어요.',
      colors_and_elements: '흰색이랑 연한 나무색이요. 체리색은 이제 절대 싫어요 ㅋㅋ',
      key_considerations: '계약한 일정대로 진행해 주시는 거요. 중간에 연락 안 되는 건 정말 다시는 못 겪어요. 그리고 강아지가 노견이라 바닥이 미끄럽지 않게 해 주세요.',
      important_collections: '남편 책이 좀 많아요. 한 500권 정도?',
      other_design_requirements: '조명도 같이 봐 주시면 좋겠어요.',
    },
    otherwise: '그건 특별히 생각해 본 적 없어요.',
    expected: {
      project_background: { said: 1, text: ['전체 리모델링'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 1, text: ['둔산동'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 1, text: ['방 3개', '화장실 2개'] },
      target_audience: { said: 2, text: ['남편', '딸', '시츄'] },
      budget: { said: 3, value: { kind: 'money', amount: 70_000_000, max: 80_000_000, currency: 'KRW' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      problem_need: { said: 'asked', text: ['주방', '외풍'] },
      lifestyle: { said: 'asked', text: ['요리', '책 읽는'] },
      preferred_style: { said: 'asked', text: ['밝고 따뜻한 우드톤'] },
      colors_and_elements: { said: 'asked', text: ['흰색', '체리색'] },
      key_considerations: { said: 'asked', text: ['일정대로', '미끄럽지 않게'] },
    },
  },
  {
    // 광주 동명동 1호점에 이어 상무지구에 미용실 2호점을 내는 38세 남자 원장. 한 줄씩 짧게, 마침표 거의 없음.
    // 1호점(2019년, 15평, 인테리어 3천)이 어둡고 차갑고 샴푸대 배수가 막혔던 게 불만. 넓이를 "25평"이라 했다가
    // 부동산 통화 후 "실평수 22평"으로 고침(3번 메시지). 오픈 "5월 초" → 2026-05. 스타일은 1호점과 대비해서 답함.
    // NOT facts: 동명동(1호점), 2019년(1호점 오픈), 15평(1호점), 3천(1호점 인테리어비), 25평(계약면적, 고치기 전 값),
    // 시멘트 벽·검정 철제(1호점), 두 번(1호점 배수 문제로 쉰 횟수).
    id: 'heldout48-commercial-ko-gwangju-salon-second-branch-size-corrected',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 미용실 2호점 인테리어 문의드려요',
      '1호점은 동명동에 2019년에 오픈했고 15평이에요 그때 인테리어 3천 들었는데 솔직히 맘에 안 들어요',
      '이번엔 상무지구 쪽 상가 2층이고 25평이요 예산은 5천 정도요',
      '아 방금 부동산이랑 통화했는데 실평수는 22평이래요 25평은 계약면적이고.. 22평으로 봐주세요',
      '오픈은 5월 초 목표요',
    ],
    whenAsked: {
      problem_need: '1호점은 자리가 너무 붙어 있어서 손님들이 옆자리 대화 다 들린다고 해요 이번엔 자리 간격 넉넉하게 하고 샴푸실 따로 분리하고 싶어요',
      brand_value: '편하게 오래 다닐 수 있는 동네 미용실이요 들어왔을 때 편안하다 느꼈으면',
      target_audience: '30~40대 직장인 여자분들이 제일 많고 근처 오피스 남자 손님도 꽤 있어요',
      competitive_advantage: '펌이랑 염색 잘한다고 소문나서 재방문율이 높아요 예약 안 하면 못 받을 정도',
      preferred_style: '1호점은 시멘트 벽에 검정 철제라 사진은 잘 나오는데 너무 차갑고 어두웠어요 이번엔 밝고 포근한 느낌으로요',
      colors_and_elements: '베이지 크림색 좋고 검정은 포인트로만요',
      unique_design: '대기 공간에 작은 라운지 바 같은 거 있었으면 해요 커피 내려드릴 수 있게',
      key_considerations: '샴푸대 배수랑 온수요 1호점은 배수 막혀서 두 번이나 영업 쉬었어요',
      other_design_requirements: '간판도 같이 해주시면 좋죠',
    },
    otherwise: '그건 딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['미용실 2호점'] },
      address: { said: 2, text: ['상무지구'] },
      budget: { said: 2, value: { kind: 'money', amount: 50_000_000, currency: 'KRW' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 22, unit: 'pyeong' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      problem_need: { said: 'asked', text: ['자리 간격', '샴푸실'] },
      brand_value: { said: 'asked', text: ['동네 미용실', '편안하다'] },
      target_audience: { said: 'asked', text: ['30~40대 직장인', '남자 손님'] },
      competitive_advantage: { said: 'asked', text: ['펌이랑 염색', '재방문율'] },
      preferred_style: { said: 'asked', text: ['밝고 포근한'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '크림색'] },
      unique_design: { said: 'asked', text: ['라운지 바'] },
      key_considerations: { said: 'asked', text: ['배수', '온수'] },
    },
  },
  {
    // 경기도 화성의 캠핑용품 제조사 마케팅팀장(45세). 격식 있는 메일체, 문단마다 정리해서 보냄.
    // 작년 코엑스 캠핑페어에 3x3m 부스로 처음 나갔다가 대행사가 설치 전날까지 도면을 확정하지 않아 고생함(1,200만 원).
    // 올해는 킨텍스 제2전시장 9홀 36㎡. 전시 3/12~3/15, 반입 3/11, 철수 3/15. 예산 "2,500만 원 이내"(at_most).
    // 수도는 작년에 신청했다가 안 썼다며 전기만. 핵심 고려사항에서 "앞서 말씀드렸듯이"로 작년 일을 다시 꺼냄.
    // 스타일은 작년 매장 같은 부스와 대비해서 답함.
    // NOT facts: 윤상철(담당자 이름), 경기도 화성(회사 소재지, 전시장 아님), 작년, 코엑스 캠핑페어(작년 전시),
    // 3x3m(작년 부스), 1,200만 원(작년 비용), 5월 부산 벡스코 캠핑쇼(이후 계획).
    id: 'heldout48-exhibition-ko-kintex-camping-formal-mail-last-year-coex',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까. 경기도 화성에서 캠핑용 화로대와 버너를 제조하는 (주)불멍캠프 마케팅팀 윤상철 팀장입니다. 오는 3월 킨텍스에서 열리는 캠핑 박람회의 부스 디자인 및 시공을 의뢰드리고자 연락드렸습니다.',
      '작년에는 코엑스 캠핑페어에 3x3m 독립부스로 처음 참가했습니다만, 당시 대행사가 설치 전날까지 도면을 확정하지 않아 현장에서 많이 고생했습니다. 비용은 1,200만 원이 들었고 결과물도 기대에 미치지 못했습니다.',
      '올해는 킨텍스 제2전시장 9홀, 36㎡(6x6m) 부스로 규모를 키웠습니다. 전시 기간은 3월 12일(목)부터 15일(일)까지이며, 반입은 11일 하루, 철수는 15일 폐장 직후 진행됩니다.',
      '예산은 부가세 별도 2,500만 원 이내로 책정되어 있습니다. 전기는 제품 시연 때문에 반드시 필요하고, 수도는 필요 없습니다(작년에는 신청했으나 쓸 일이 없었습니다).',
    ],
    whenAsked: {
      brand_value: '"불 앞에서 쉬는 시간"이 저희 슬로건입니다. 관람객이 부스에 들어오시면 실제 캠핑장에 온 듯 편안하게 머물다 가셨으면 합니다.',
      target_audience: '일반 캠퍼 관람객도 중요하지만, 이번에는 캠핑 전문 매장 바이어와 온라인 유통사를 만나는 것이 가장 큰 목표입니다.',
      preferred_style: '작년 부스는 제품을 벽에 빼곡히 걸어 둔 매장 같은 느낌이었는데, 이번에는 여백이 있고 자연스러운 우드와 철 소재 느낌이었으면 합니다.',
      unique_design: '부스 중앙에 실제로 불을 피운 것처럼 보이는 화로대 시연 존을 두고 싶습니다. 전시장 규정상 실제 불은 안 되니 LED 연출로 부탁드립니다.',
      key_considerations: '앞서 말씀드렸듯이 작년에 도면 확정이 늦어 고생했기 때문에, 늦어도 반입 2주 전에는 도면과 시공 일정이 확정되었으면 합니다.',
      other_design_requirements: '가능하다면 바이어 상담용 카탈로그와 리플릿도 함께 부탁드립니다.',
      plans_after_project: '5월 부산 벡스코 캠핑쇼에도 재사용할 수 있다면 좋겠습니다.',
    },
    otherwise: '그 부분은 특별히 정해진 바 없습니다. 제안 주시면 검토하겠습니다.',
    expected: {
      project_background: { said: 0, text: ['화로대', '캠핑 박람회'] },
      address: { said: 2, text: ['킨텍스 제2전시장'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-12', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-11', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-15', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 25_000_000, currency: 'KRW', bound: 'at_most' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['불 앞에서 쉬는 시간', '캠핑장에 온 듯'] },
      target_audience: { said: 'asked', text: ['바이어', '온라인 유통사'] },
      preferred_style: { said: 'asked', text: ['여백', '우드와 철'] },
      unique_design: { said: 'asked', text: ['화로대 시연 존', 'LED'] },
      key_considerations: { said: 'asked', text: ['2주 전', '도면'] },
    },
  },
  {
    // 청주 복대동에서 필라테스 스튜디오를 하는 29세 원장. 이모지·느낌표·ㅠㅠ 많은 발랄한 말투.
    // 2021년 오픈 때 크몽에서 5만원에 만든 연보라 나뭇잎 로고가 다른 필라테스와 비슷해서 상표 출원이 거절됨 → 아직 미등록.
    // 이번엔 로고부터 명함·간판·인스타 템플릿까지(선택 항목이지만 메시지에서 자발적으로 말함). 색상 답에서 "아까 말씀드렸듯이".
    // 상표 등록 도움은 물어보면 "네". 마감 "3월 안에는" → 2026-03, by.
    // NOT facts: 2021년(오픈), 크몽, 5만원(예전 로고 값), 연보라색 나뭇잎(예전 로고), "숨고"(회원들이 부르는 줄임말),
    // 4월(새 간판 다는 시기).
    id: 'heldout48-brand-ko-cheongju-pilates-rebrand-rejected-trademark',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요😊 청주 복대동에서 필라테스 스튜디오 운영하고 있어요! 브랜드 리뉴얼 문의드려요',
      '2021년에 오픈할 때 크몽에서 5만원 주고 로고를 만들었는데요ㅠㅠ 연보라색 나뭇잎 모양인데 다른 필라테스들이랑 너무 비슷해서 상표 출원했다가 거절당했어요😭 그래서 상표 등록은 아직 안 돼 있어요. 이번엔 로고부터 명함, 간판, 인스타 템플릿까지 통일감 있게 제대로 하고 싶어요!',
      '이름은 "숨고르다 필라테스"예요! 운동할 때 숨 고르는 게 제일 중요하다고 생각해서 지었어요 ㅎㅎ 회원님들은 줄여서 숨고라고 불러요',
      '수업은 1:1 개인레슨, 4인 그룹 기구 필라테스, 그리고 산전산후 필라테스 있어요🧘‍♀️',
    ],
    whenAsked: {
      need_registration_assistance: '네 꼭 도와주세요!! 혼자 하다가 한 번 떨어져서 무서워요ㅠ',
      brand_website: '인스타 @sumgoreuda_pilates 있어요! 홈페이지는 없어요',
      target_audience: '30~40대 여성분들이 대부분이고 출산 전후 엄마들도 많아요👶 허리 아프신 50대 회원님들도 계세요',
      preferred_style: '차분하고 따뜻한 느낌이요! 요즘 필라테스들 다 하는 파스텔 감성 말고 좀 자연스러운 톤?',
      colors_and_elements: '아까 말씀드렸듯이 예전 로고가 연보라라서 연보라는 꼭 빼고 싶어요!! 테라코타나 올리브 그린 같은 흙 느낌 색 좋아요🌿',
      expected_deadline: '4월에 새 간판 달기로 건물주님이랑 얘기해 놔서 3월 안에는 나와야 해요!',
      key_considerations: '이번엔 상표 등록 꼭 될 수 있게요! 또 거절당하면 진짜 울어요😭 그리고 간판이랑 인스타에서 둘 다 잘 보였으면 좋겠어요',
      collaboration_notes: '카톡으로 편하게 얘기하면 좋겠어요 결정은 제가 해요!',
    },
    otherwise: '음 그건 잘 모르겠어요ㅎㅎ 추천해 주세요!',
    expected: {
      address: { said: 0, text: ['복대동'] },
      project_background: { said: 0, text: ['필라테스 스튜디오', '브랜드 리뉴얼'] },
      problem_need: { said: 1, text: ['너무 비슷해서', '통일감'] },
      registration_status: { said: 1, value: { kind: 'choice', selected: ['not_registered'] } },
      other_design_requirements: { said: 1, text: ['명함', '간판', '인스타 템플릿'] },
      brand_name_story: { said: 2, text: ['숨고르다', '숨 고르는 게 제일 중요'] },
      products_or_services: { said: 3, text: ['1:1 개인레슨', '그룹 기구 필라테스', '산전산후 필라테스'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@sumgoreuda_pilates'] },
      target_audience: { said: 'asked', text: ['30~40대 여성', '출산 전후'] },
      preferred_style: { said: 'asked', text: ['차분하고 따뜻한'] },
      colors_and_elements: { said: 'asked', text: ['연보라', '테라코타', '올리브 그린'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['상표 등록'] },
    },
  },
  {
    // 경남 하동에서 삼대째 녹차 농사를 짓는 61세 농부. 휴대폰 음성 입력이라 문장부호 없이 말하듯 길게 이어 쓰고,
    // 숫자도 "천팔백 원", "4 50대"처럼 음성 인식 그대로. 재작년 진주 인쇄소에서 선물세트 박스 3천 개를 찍었는데 초록이
    // 누렇게 나와 반이 창고에 남음. 이번엔 우전 잎차 틴(라벨만 새로) + 세작 티백 종이 상자를 묶은 선물세트.
    // 스타일은 예전 박스(금박, 빨간 띠)와 대비해서 답하고, 핵심 고려사항에서 "말씀드렸다시피". 마감 "4월 중순" → 2026-04.
    // NOT facts: 삼대째, 재작년, 진주 인쇄소, 3천 개(예전 박스 수량), 천팔백 원(예전 개당 단가), 반(창고 재고),
    // 금박·빨간 띠(예전 박스), 어버이날(마감 이유), 지금 쓰는 틴케이스(그대로 씀).
    id: 'heldout48-packaging-ko-hadong-green-tea-voice-typing-old-print-yellowed',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 저는 경남 하동에서 삼대째 녹차 농사 짓고 있는 사람입니다 이번에 포장 디자인을 새로 좀 하려고 연락드렸어요 핸드폰 음성으로 쓰는 거라 말이 좀 이상해도 이해해 주세요',
      '재작년에 진주에 있는 인쇄소에 선물세트 박스를 맡겼었는데 3천 개 찍었거든요 그런데 초록색이 완전 누렇게 떠 가지고 꼭 오래된 차처럼 보이는 거예요 개당 천팔백 원씩 줬는데 반은 아직 창고에 그대로 있어요 그래서 이번에는 디자인하는 데다 제대로 맡기려고요',
      '제품은 우전 잎차 50그램 들어가는 틴케이스 하나하고 세작 티백 20개 들어가는 종이 상자 하나 이렇게 두 개를 한 세트로 묶어서 선물세트로 팔 거예요 틴케이스는 지금 쓰는 거 그대로 쓰고 거기 붙일 라벨만 새로 하고요',
      '파는 데는 네이버 스마트스토어하고 하동 읍내 하나로마트 그리고 매년 봄에 하는 야생차 축제에서 팔아요',
    ],
    whenAsked: {
      unique_selling_point: '지리산 자락 야생 차나무에서 손으로 따 가지고 가마솥에 아홉 번 덖어요 기계로 하는 데랑은 향이 완전히 달라요',
      target_audience: '선물하시는 분들이 제일 많아요 4 50대 자식들이 부모님 드린다고 많이 사 가고 요즘은 젊은 사람들도 조금씩 사요',
      preferred_style: '전에 박스는 금박에 빨간 띠 두르고 너무 촌스럽게 했었어요 이번에는 깔끔하고 고급스럽게 차 맛처럼 담백하게 해 주세요',
      colors_and_elements: '초록색은 꼭 들어갔으면 좋겠는데 이번엔 진짜 찻잎 색처럼 나와야 돼요 지리산 능선 그림 같은 거 들어가면 좋겠고요',
      preferred_materials: '비닐 코팅 말고 종이로 했으면 해요 한지 느낌 나는 종이 있으면 제일 좋고요',
      expected_deadline: '4월 중순쯤이요 어버이날 선물로 팔아야 되니까',
      key_considerations: '말씀드렸다시피 색이 제대로 나오는 게 제일 중요해요 인쇄소 갈 때 인쇄 감리도 같이 봐 주시면 좋겠어요',
      other_design_requirements: '택배 박스에 찍을 로고도 하나 있으면 좋겠네요',
    },
    otherwise: '그건 잘 모르겠는데 알아서 잘 해 주세요',
    expected: {
      address: { said: 0, text: ['하동'] },
      project_background: { said: 0, text: ['녹차 농사', '포장 디자인'] },
      product_description: { said: 2, text: ['우전 잎차', '세작 티백'] },
      specification: { said: 2, text: ['50그램', '20개'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['box', 'label', 'gift_set'] } },
      sales_channels: { said: 3, text: ['스마트스토어', '하나로마트', '야생차 축제'] },
      unique_selling_point: { said: 'asked', text: ['야생 차나무', '가마솥'] },
      target_audience: { said: 'asked', text: ['선물', '부모님'] },
      preferred_style: { said: 'asked', text: ['깔끔하고 고급스럽게', '담백하게'] },
      colors_and_elements: { said: 'asked', text: ['초록색', '지리산 능선'] },
      preferred_materials: { said: 'asked', text: ['한지 느낌 나는 종이'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['색이 제대로', '인쇄 감리'] },
    },
  },
  {
    // 전주 한옥마을에서 한옥 게스트하우스 "달빛채"를 하는 44세 사장. 하이픈 목록으로 정리해서 보내는 사람.
    // 2018년에 지인이 윅스로 150만원에 만들어 준 사이트(소개/객실/오시는 길/게시판)가 모바일에서 깨지고, 예약이 전부
    // 플랫폼으로만 들어와 수수료가 나감 → 직접 예약 사이트. 언어를 "한국어, 영어, 중국어"라 했다가 "중국어 말고 일본어"로 고침
    // (3번 메시지). 예산은 물어보면 400~500(만원), 마감 "늦어도 3월까지" → 2026-03, by.
    // NOT facts: 2018년, 지인, 윅스, 150만원(예전 사이트 비용), 게시판(없앨 옛 페이지), 15%(플랫폼 수수료),
    // 중국어(고치기 전 언어), 작년·70%(외국 손님 통계), 4월 벚꽃 시즌(마감 이유), 2018년 폰 사진.
    id: 'heldout48-website-ko-jeonju-hanok-stay-booking-language-corrected',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 전주 한옥마을에서 한옥 게스트하우스 "달빛채" 운영하고 있습니다. 홈페이지 리뉴얼 견적 문의드려요.',
      '지금 상황 정리해 보면요\n- 현재 사이트: dalbitchae.com (2018년에 지인이 윅스로 만들어 줌, 150만원)\n- 페이지: 소개 / 객실 / 오시는 길 / 게시판\n- 문제: 모바일에서 깨지고 게시판은 스팸 천지, 예약은 전부 야놀자·에어비앤비로만 들어와서 수수료가 15% 넘게 나가요',
      '원하는 것\n- 직접 예약 받을 수 있는 사이트\n- 페이지: 소개, 객실(방이 4개라 방별로), 실시간 예약, 주변 관광, 오시는 길. 게시판은 없애 주세요\n- 언어: 한국어, 영어, 중국어',
      '아 정정할게요 중국어 말고 일본어요. 작년 통계 보니까 외국 손님 70%가 일본분들이더라고요. 한국어, 영어, 일본어 세 개로 해 주세요',
    ],
    whenAsked: {
      target_audience: '한옥 체험하러 오는 20~30대 커플이랑 일본인 여행객이요. 폰으로 보고 바로 예약하는 분들이 대부분이에요',
      competitors: '경주 "황남재"라는 한옥스테이 사이트가 깔끔하더라고요. 그리고 교토 료칸 사이트들 분위기 좋아해요',
      preferred_style: '지금 사이트는 글씨만 잔뜩이라.. 이번엔 한옥 사진이 크게 시원하게 보이는 스타일이요. 차분하고 여백 많게요',
      budget: '400~500 생각하고 있어요. 처음엔 150으로 했다가 이 꼴이 났으니 이번엔 제대로요 ㅎㅎ',
      expected_deadline: '늦어도 3월까지는 오픈하고 싶어요. 4월 벚꽃 시즌에 예약이 몰려서요',
      key_considerations: '야놀자랑 예약이 겹치지 않게 객실 달력 연동되는 거요. 이중 예약 나면 정말 골치 아파요',
      other_design_requirements: '객실 사진도 새로 찍고 싶어요. 지금 사진은 2018년에 폰으로 찍은 거라서요',
      colors_and_elements: '먹색이랑 한지 같은 미색 정도요',
    },
    otherwise: '특별히 없습니다.',
    expected: {
      address: { said: 0, text: ['전주 한옥마을'] },
      project_background: { said: 0, text: ['한옥 게스트하우스', '홈페이지 리뉴얼'] },
      url: { said: 1, text: ['dalbitchae.com'] },
      problem_need: { said: 1, text: ['모바일에서 깨지고', '수수료'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 2, text: ['실시간 예약', '주변 관광', '오시는 길'] },
      languages: { said: 3, text: ['한국어', '영어', '일본어'] },
      target_audience: { said: 'asked', text: ['20~30대 커플', '일본인 여행객'] },
      competitors: { said: 'asked', text: ['황남재', '교토 료칸'] },
      preferred_style: { said: 'asked', text: ['사진이 크게', '여백'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 4_000_000, max: 5_000_000, currency: 'KRW' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['달력 연동', '이중 예약'] },
    },
  },
  {
    // 대구에서 츄러스 푸드트럭을 2년째 하는 33세 사장. "ㅎㅇ요"로 시작하는 짧은 채팅체, 반말 섞임, ㅡㅡ.
    // 2024년 광고사에서 80만원에 한 1호차(포터) 랩핑이 1년도 안 돼 바래고 들떴고 그 광고사는 연락 두절.
    // 이번엔 봉고3 탑차 2호차 랩핑 + 차 옆 메뉴판 디자인. "3월 말 출고, 그 전에 디자인 끝" → 2026-03, by.
    // 스타일은 1호차(갈색 빈티지, 밤에 안 보임)와 대비해서 답함.
    // NOT facts: 2년째(영업 기간), 2024년, 80만원(1호차 랩핑비), 광고사, 1년(색 바랜 기간), 포터(1호차 차종),
    // 갈색 빈티지(1호차), 내년 3호차(이후 계획).
    id: 'heldout48-other-ko-daegu-churros-truck-wrap-second-truck',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      'ㅎㅇ요 푸드트럭 랩핑 디자인도 하시나요?',
      '대구에서 츄러스 트럭 2년째 하고 있어요 이번에 트럭을 하나 더 뽑아서 2호차 랩핑이랑 차 옆에 붙이는 메뉴판 디자인 필요해요',
      '1호차는 2024년에 광고사에서 80만원 주고 했는데 1년도 안돼서 색 다 바래고 모서리 들뜨고 ㅡㅡ 그 광고사 지금 연락도 안됨',
      '2호차는 포터 말고 봉고3 탑차라서 면적이 좀 더 커요 3월 말에 차 출고되니까 그 전에 디자인은 끝내놨으면 해요',
    ],
    whenAsked: {
      problem_need: '멀리서 봐도 츄러스 트럭인 거 딱 알아보게요 1호차는 글씨가 작아서 뭐 파는지 모르겠다는 말 많이 들었어요',
      target_audience: '야시장이나 축제 오는 10대 20대요 애들 데리고 온 가족도 많고',
      preferred_style: '1호차는 갈색에 빈티지 느낌이었는데 밤에 하나도 안 보임 이번엔 밝고 통통 튀게',
      colors_and_elements: '노랑이랑 민트? 츄러스 캐릭터 하나 있으면 좋겠어요',
      key_considerations: '랩핑 시트 오래가는 걸로요 시공은 따로 맡겨도 되는데 인쇄용 파일은 제대로 주셨으면',
      collaboration_notes: '낮엔 장사 준비하느라 전화 잘 못 받아요 카톡으로 주시면 밤에 확인해요 결정은 저랑 와이프가 같이 해요',
      plans_after_project: '잘 되면 내년에 3호차도 생각 중ㅋㅋ',
    },
    otherwise: '그건 상관없어요',
    expected: {
      address: { said: 1, text: ['대구'] },
      project_background: { said: 1, text: ['츄러스 트럭', '2호차'] },
      other_design_requirements: { said: 1, text: ['랩핑', '메뉴판'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      problem_need: { said: 'asked', text: ['멀리서 봐도'] },
      target_audience: { said: 'asked', text: ['10대 20대', '가족'] },
      preferred_style: { said: 'asked', text: ['밝고 통통 튀게'] },
      colors_and_elements: { said: 'asked', text: ['노랑', '민트', '츄러스 캐릭터'] },
      key_considerations: { said: 'asked', text: ['오래가는', '인쇄용 파일'] },
      collaboration_notes: { said: 'asked', text: ['카톡', '와이프'] },
    },
  },
];
