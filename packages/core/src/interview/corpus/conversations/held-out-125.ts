import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 125 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: lists in many forms (items after a colon,
 * bullets and numbered lines inside one message, slashes, "A, B and C", "etc.", "plus", 及/和/跟/、, 이랑/하고, a list begun
 * in one message and continued in a later one, an item taken back, a trap item that is a competitor's or last year's,
 * a list of what they do not want, a list with counts; in each, one correction and one or two fields not known, filed
 * as skipped). Written in session 69 by seven writers, all 22 conversations, and played once on d54d191a (after the
 * session's first rules from held-out 124, before any change for it): 225 of 324 facts (69.4 %), 17 wrong values, 25
 * asked again, 0 loops. Its misses were not read: it is the next session's blind measure.
 */
/* Writer's note (en-US, batch 125, en-spaces)
 * residential_space: Dana & Marcus, 1926 craftsman bungalow in Sellwood, Portland; property_category -> detached_house (0), age -> 100 years (0), space_size -> 1450 ft2 (1), problem_need numbered list 1)-4) (1), colors_and_elements incl. DO-NOT-want list gray LVP/barn doors/all-white kitchen (3), other_design_requirements lighting/custom storage/built-ins/living-room furniture (4), important_collections begun in 5 and continued in 6 (piano, cookbooks, gig posters) (6), budget -> 95000 USD (6), move_in_date -> by late May 2026 (6), key_considerations asked (woodwork, lead paint); trap: friends' $200k Westmoreland reno, current rental in the Pearl, kitchen updated 1987, baby due mid June, 900 LPs / 300 cookbooks / 15 posters / 6-8 game-night guests; correction: budget $120k (4) -> $95k (6); unknown: expected_deadline (7).
 * commercial_space: Luz, Monstera & Mud plant shop, first storefront on East 12th St, Austin; problem_need (1) after a "-" bullet list of zones, budget -> 60000 USD (2), target_audience/brand_value (3), competitive_advantage list of three (4), colors_and_elements incl. NO list neon/fake grass/subway tile/millennial pink (4), unique_design concrete repotting bar with soil bins (5), other_design_requirements signage/window graphics/plant care cards with shelving taken back (5), space_size -> 950 ft2 (6), key_considerations west sun + water-proof floor (7); trap: old farmers-market stall on Cesar Chavez (closed), vape shop's $40k build-out, 1,100 sq ft incl. patio, Home Depot/big nurseries, 30-day guarantee, brother-in-law's shelves; correction: 1,100 sq ft (2) -> 950 sq ft (6), and shelving scratched (5); unknown: opening_date (6, permit pending).
 * residential_space: Carol & Ron, retired, downsizing to a condo on Siesta Key, Sarasota; property_category -> apartment (0), layout 2 bed 2 bath galley kitchen lanai (0), age -> 47 years (1), space_size -> 1250 ft2 (1), problem_need "•" bullet list (1), colors_and_elements loves + DON'T list (3), important_collections quilts/wine/easel with NOT-coming list piano/model trains (3), other_design_requirements furniture selection/lighting/window treatments (4), collaboration_notes video calls, decide together (5), move_in_date -> early October 2026 (6), key_considerations wide doorways/no-step shower/HOA rules (6), plans_after_project live-in helper (7); trap: Ohio house in Upper Arlington at 3,100 sq ft, Ron's sister's $80,000 kitchen in Naples, closing dates Aug 14 / Sep 30, grandkids' ages 5 and 8, 6 quilts / 200 bottles; correction: move-in early September (5) -> early October (6); unknown: budget (4, waiting for financial advisor).
 */
/* Writer's note (en-US, batch 125, en-exh-brand)
 * exhibition_space: Dana, Kettle & Crock (small-batch ferments, Kingston NY) at Summer Fancy Food Show; address -> Javits Center (0); opening_date -> 2026-06-28 (0); project_background -> numbered product list: sauerkrauts / dill pickle spears / hot honey / hot sauce line (1); target_audience -> list: specialty grocery buyers, distributors, cheese shop + deli owners (2); preferred_style -> warm + clean, modern deli counter (3); colors_and_elements -> do-NOT list burlap / mason jar string lights + deep green, mustard and cream (3); unique_design -> backlit wall of jars (3); water_electricity_supply -> electricity_only (4); space_size -> 200 ft2 (5); entry_date -> 2026-06-27 (5); other_design_requirements -> sell sheets, wholesale price list, banner for the back wall (6; stickers taken back in same message); plans_after_project -> reuse at Winter Fancy Food Show (6); brand_value, key_considerations asked; trap: Hudson Valley Food Expo in Poughkeepsie last year (not address), $6,800 booth-space fee (not budget), 15 stores (not size), 2 hrs from the city (distance to venue, not studio), show end June 30 (not exit_date); correction: booth 10x10 inline -> 10x20 ft corner (5); unknown: budget (4), exit_date/move-out (5).
 * brand_design: Carla, Lola Nena's Filipino bakery, Daly City; project_background -> Lola Nena's, real brand logo and all (0); address -> Daly City (0); problem_need -> Canva logo blurry (0); brand_name_story -> Jun's grandma, panaderya in Pampanga (1); products_or_services -> bullet list ube pandesal, ensaymada, custom ube cakes, party trays (1); target_audience -> Filipino families + younger foodie people (2); brand_website -> @lolanenasbakes (2); preferred_style -> warm and nostalgic, old Manila bakery sign (3); other_preferences -> Mr. Holmes Bakehouse (3); colors_and_elements -> ube purple, golden yellow; DON'T list wheat-stalk clipart, cartoon chef (3); registration_status -> in_progress (5); need_registration_assistance -> no (5; only kind checked, check.mts allows no value key for yes_no); other_design_requirements -> slash list, business cards dropped, QR code stand added: menu board, box stickers, storefront sign, QR code stand (5); collaboration_notes -> decide together, texting (6); key_considerations asked; trap: tita's lumpia (not a product of the brand), 300 pandesal (count), TikTok last summer, trademark filed in November (not deadline), farmers market season in April (not deadline); correction: registration not_registered (4) -> in_progress (5), and business cards taken back (5); unknown: expected_deadline (6).
 */
/* Writer's note (en-US, batch 125, en-pack-web-other)
 * packaging_design: Lupe, Mutt & Crumb dog treat bakery, east Austin; product_description -> 3 treats list (1); packaging_form -> bag_pouch+bottle_jar+label (6, bullets in 2, gift box scratched in 6); specification -> 6 oz/8 oz/12 oz (3); sales_channels -> Etsy, Mueller farmers market, pet boutiques (3); USP/audience/style (4); preferred_materials -> kraft paper, glass jar, bamboo lid + don't-want list (5); other_design_requirements -> counter display stand (6); deadline -> by mid-March 2026 (6); key_considerations asked; trap: dropped downtown SFC market (old channel), two dogs Frito & Queso (count), "20 biscuits", Whole Paws April start (not deadline), pastel dog brands; correction: gift box scratched from packaging_form; unknown: colors_and_elements (5).
 * website: Harmony Lane Music school, Clintonville Columbus; url harmonylanemusic.com (0); category booking (1); main_pages numbered 1)-6) (2); languages English/Spanish/Somali (3); audience 30s-40s parents + retirees (3); competitors Columbus Conservatory of Music, Allegro School of Music (4); other_design_requirements copywriting + headshots, list continued "oh and also" (4->5); deadline before 2026-04-01 (5); budget at most $8,500 (6); key_considerations asked; trap: Juilliard site (husband's pick, rejected), 9 teachers/180 students, friend's $15k dental site, Wix from 2017; correction: budget ~$6,000 -> up to $8,500; unknown: preferred_style (5).
 * other: Dana, Magnolia 5K charity run for Page Turners, Starland District Savannah; design list via slashes (1), bibs taken back and restated (5) -> logo, shirt, medal, poster, Instagram graphics; problem_need clip-art shirt unworn (2); audience families/first-timers/running club (3); style Southern warm vintage live oaks + don't-want list (3); deadline by 2026-02-27 (5); collaboration point person, board of 5 votes, weekly email (6); plans fall trail run (6); key_considerations asked; trap: 400 runners last year / 600 cap, race day April 18, "first week of March" superseded, neighbor's Canva work; correction: bibs removed + deadline first week of March -> Feb 27; unknown: colors_and_elements (4).
 */
/* Writer's note (zh-TW, batch 125, zh-spaces)
 * residential_space: Taichung couple + corgi renovating a 22-yr-old resale apartment in 台中北屯; project_background -> 中古屋/整間翻新 (0); property_category -> apartment (0); age -> 22 years (0); address -> 台中北屯 (0); layout -> 三房兩廳兩衛 (1); space_size -> 34 ping (1); problem_need -> numbered list 1)2)3) kitchen/mould/storage (1); target_audience/lifestyle (2); plans_after_project -> 生小孩 (2); colors_and_elements -> list of don'ts + green (4); important_collections -> 黑膠, 漫畫 (5, piano taken back); move_in_date -> by late Jul 2026 (6); other_design_requirements -> 燈具, 窗簾 (6); key_considerations asked; trap: current rental 西屯逢甲, friend's 250萬 in 南屯, 600張 records, 40幾套 comics, lease expiry 8月, 過年後開工, 明年; correction: piano removed from collections list (3 -> 5); unknown: budget (waiting on renovation loan, 5).
 * commercial_space: second-gen owner redoing dad's optician shop on 員林中山路; project_background -> 眼鏡行/重新裝潢 (0); problem_need -> ①②③ list (1); competitive_advantage -> 驗光師/終身免費調整 (2); target_audience -> 上班族、學生家長、老客人 (3); brand_value -> 安心/不是被推銷 (3); style (4); colors -> don't list 大紅、螢光色、鏡面的牆 (4); unique_design -> 開放式展示牆/驗光室靠窗 (5); space_size -> 14.5 ping (6); budget -> ≤1,200,000 TWD (6); opening_date -> mid Jun 2026 (7); other_design_requirements -> 招牌/紙提袋/眼鏡盒 (5, slash list) + 拭鏡布 added (7); key_considerations asked; trap: 1993 founding, 30幾年, 寶島/小林 chains, 30分鐘 per exam, 5分鐘 walk, temporary shop next door; correction: 18坪 (incl. arcade) -> 14.5坪 (4 -> 6); unknown: expected_deadline (7).
 * exhibition_space: Taichung bike-accessory brand 騎遇RideU at Taipei Cycle; project_background -> ・bullet product list incl. 胎壓感測器 (0, 打氣筒 excluded); address -> 南港展覽館1館 (1); target_audience -> 1)2)3) buyers/distributors/OEM (2); brand_value (2); style/colors (3); unique_design -> trainer bike + screen (4); water_electricity_supply -> electricity_only (4); space_size -> 18 m2 (5); budget -> 600,000 TWD (5); opening_date -> 2026-03-25 (6); entry_date -> 2026-03-23 (6); other_design_requirements -> 型錄、DM、展示架、反光貼紙 (6); key_considerations (7); plans_after_project -> Eurobike/重複用 (7); trap: last year's 世貿一館 and 8萬, 台中大雅 company base, 打氣筒 not shown, 一般民眾 not target, big brands' red, 3/28 show end is not exit; correction: booth 3x3 -> 3x6 (1 -> 5); unknown: exit_date (organiser hasn't announced, 6).
 */
/* Writer's note (zh-TW, batch 125, zh-brand-pack-web-other)
 * brand_design: 台中南屯 parent-child woodworking class「木頭人木工教室」, full identity redo; products_or_services -> 親子課/成人入門班/企業包班 (5, numbered list in 1, 客製小家具 taken back in 5); brand_name_story -> 一二三木頭人, 停下來、放慢 (2); colors -> 原木色、墨綠 + not-wanted slash list 螢光色/亮粉紅 (3); other_design_requirements -> 名片、招牌、IG貼文模板、課程DM (4); brand_website -> @mutouren.wood (4); registration_status -> not_registered, need_registration_assistance -> yes (6; checker allows only {kind:'yes_no'}, intended value is yes); trap: 12 years as a carpenter, ~3 years open, neighbouring bakery's birthday parties (not a service); correction: 客製小家具 dropped from the list (5); unknown: expected_deadline (6, waits on new studio renovation).
 * packaging_design: 嘉義梅山 3rd-generation plum farm「梅山小園」; packaging_form -> bottle_jar, bag_pouch, gift_set (1); specification -> 紫蘇梅450g, 脆梅300g, 梅精50g (5, bullet list with counts in 1); sales_channels -> 蝦皮賣場, 梅山農會的展售中心, 年貨大街, LINE社群團購 (3); colors -> 梅子的紫紅, 梅花的白, 不要金色大紅 (4); deadline -> by mid-April 2026 (6); other_design_requirements -> 外箱 (6); trap: grandpa grew tea, chain supermarket listing that ended last year, old 600g jar; correction: 紫蘇梅 600g -> 450g and 梅子醋 removed (5); unknown: preferred_materials (5).
 * website: 高雄前鎮 dive centre「藍洞潛水」, booking site; main_pages -> 課程介紹, 潛旅行程, 線上預約, 教練介紹 (numbered list, 1); url -> IG @bluehole.dive (1); competitors -> 海底散步潛水, 浮潛小屋, PADI官網 (3); budget -> 100,000–150,000 TWD (4); languages -> 中文, 英文 (6); deadline -> by end of April 2026 (5); other_design_requirements -> 文案 (5); trap: 「深藍潛水」 is their own expired old name, friend's shop paid 25萬 for its site; correction: 日文 added in 2 then dropped in 6; unknown: preferred_style (4).
 * other: 台南中西區 seasonal market「府城好日市集」, new visual identity; other_design_requirements -> 海報, 布旗, 號碼牌, 集章卡 (5; circled-number list ①–⑥ in 1); collaboration_notes -> with co-organiser 小魚, LINE group, weekly progress (5); deadline -> by end of March 2026 (4); plans_after_project -> 秋天那場, 聖誕市集 (6); trap: 60 booths (a count), last year's spring market in March, a stallholder's soap packaging; correction: 貼紙 taken off the list (5); unknown: colors_and_elements (3).
 */
/* Writer's note (ko-KR, batch 125, ko-spaces)
 * residential_space: 중계동 32-year-old apartment, family of 4 (LP/piano/books). address -> 노원구 중계동 (0); age -> 32 years (0); apartment (0); size -> 34 pyeong (1); layout -> 방 4개에 화장실 2개 (1); problem -> ①②③ list: 현관/주방 수납 (2); colors -> dash list of dislikes: 체리색 몰딩/하이그로시/아트월 대리석 (4); move-in -> early June 2026 (5); important_collections -> LP장/피아노/책장 (6, restated after taking one back); other reqs -> 조명/커튼/가구 고르는 (6); key (asked) -> 방음, 공사 소음. trap: current home 상계동 25평 빌라, friend's 8천 full renovation next building, mother-in-law who only visits, 94년 (build year, not a date). correction: 레고 진열장 taken out of the collections list (6). unknown: budget (5, still deciding).
 * commercial_space: dessert café '온기' in 광안동, Busan, run by a pastry chef. address -> 수영구 광안동 (1); competitive -> 그날 팔 만큼만 굽는, AOP 버터 (2); target -> 20~30대 관광객, 오피스텔 직장인 (3); brand -> 따뜻하고/할머니 집 부엌 (3); style -> 프랑스 시골 빵집 러스틱 (4); colors -> 버터 옐로우/올리브 그린 + do-not-want list 노출 콘크리트 etc. (4); budget -> ~40,000,000 KRW (5); opening -> mid-April 2026 (5); other reqs -> 간판/메뉴판/쇼카드 (slashes, sticker taken back in the same message) (5); size -> 15 pyeong (6); problem -> seating counts + 주방 동선 (6); plans -> 2호점 (6); key (asked) -> 환기, 오픈 날짜. trap: 한남동 past workplace & 6 years, 2천5백 for machines (separate), franchise café next door, 해운대 (future 2nd shop), menu list is not a field. correction: size 18평 (contract area) -> 15평 net (6). unknown: unique_design (asked, left to designer).
 * exhibition_space: 나무결공방 (Icheon wood furniture) booth at 서울리빙디자인페어, COEX. address -> 코엑스 (0); background -> 1)2)3) product list: 원목 사이드테이블/라탄 펜던트 조명/모듈 선반 (1); target -> 인테리어 디자이너/편집숍 바이어/호텔·카페 구매 담당자 (2); brand -> 10년 써도 질리지 않는 가구, 조용한 작업실 (2); style (3); unique -> 실제 거실처럼 (3); water/electricity -> electricity_only (3); budget -> at most 12,000,000 KRW (4); opening -> 2026-03-05 (4); exit -> 2026-03-08 (4); other reqs -> dash list 카탈로그/가격표/할인 쿠폰 (쇼핑백 taken back) (5); size -> 27 m2 (6); colors -> 오트밀/세이지 그린, avoid 형광색 (6); plans -> 도쿄 전시, 재사용 (6); key (asked) -> 바닥 보강, 빨리 해체. trap: company base 이천, last year's 벡스코 메가쇼 (and the 식탁 dropped then), 부스비 330만 원 already paid, 500부/200개 counts, 10년 motto. correction: booth 18㎡ (2 units) -> 27㎡ (3 units, corner) (6). unknown: entry_date (4, organiser hasn't announced).
 */
/* Writer's note (ko-KR, batch 125, ko-brand-pack-web-other)
 * brand_design: daughter rebranding mom's tteok shop "순이네 떡방" in 전주 효자동; products_or_services -> 쑥인절미/답례떡 단체주문/명절 선물세트 (numbered list, 2); target -> 돌잔치 준비하는 30대 엄마들, 회사 단체주문 (3); brand_website -> 네이버 플레이스 (3); colors -> 쑥색 + don't-want list 핑크 파스텔/금박/한복 입은 캐릭터 (4); registration_status -> not_sure (5); other_design_requirements -> 명함/쇼핑백/인스타 템플릿 (6); trap: 식혜 discontinued last year, visitor lives in 서울 (not address), mom's friend's 200만원 logo; correction: 포장 스티커 taken back out of slash list (4 -> 6); unknown: expected_deadline (6), need_registration_assistance (5)
 * packaging_design: 김씨네 방앗간 sesame/perilla oil in 충남 예산; packaging_form -> bottle_jar, bag_pouch, gift_set (1); sales_channels -> 스마트스토어/방앗간 매장/로컬푸드 직매장 (3); materials -> 유리병/크라프트 종이 상자/종이 완충재 (4); specification -> 참기름 350ml, 들기름 180ml, 볶음참깨 200g (5); deadline -> by late July 2026 (6); other_design -> 택배 박스 (6); trap: 쿠팡 closed last year, 300 sets sold last 설, neighbour mill's 페트병, 8월 order start; correction: 들기름 350ml -> 180ml (1 -> 5); unknown: colors_and_elements (6)
 * website: 서촌 pottery studio 흙과숨 booking site; category -> booking (0); url -> instagram.com/heukgwasum (1); main_pages -> 공방 소개/클래스 안내/예약하기/작품 갤러리/오시는 길 (・ bullets, 1); competitors -> 유약방, 교토 쪽 작은 공방 (3); languages -> 한국어, 영어, 중국어 번체, 일본어 (6); deadline -> by late March 2026 (5); plans -> 작품 판매, other_design -> 사진 촬영 (7); trap: former employer's 이천 공방 site (anti-example), neighbour's 500 budget, April cherry-blossom season; correction: 중국어 -> 번체 + 일본어 added (2 -> 6); unknown: budget (5)
 * other: bride-to-be in 대구 수성구 wanting wedding paper goods; other_design_requirements -> 모바일 청첩장, 종이 청첩장 200부, 웰컴보드, 식권 (①② list in 1, continued and summarised in 5); target -> 50~60대, 회사 동료랑 친구들 (3); key_considerations -> 글씨 크고, 약도랑 주차 안내 (3); colors -> 강아지 콩이, no 금박이나 레이스 (4); deadline -> by mid-March 2026 (6); collaboration -> 카톡으로 저녁에, 저랑 예랑이 둘이 같이 (6); trap: sister's 300부, wedding date 5월 16일 (not deadline), groom's parents in 부산; correction: 150부 -> 200부 and 답례품 스티커 dropped (1 -> 5); unknown: preferred_style (4)
 */
export const hundredAndTwentyFifthHeldOutConversations: CorpusConversation[] = [
    {
      "id": "heldout125-residential-en-sellwood-bungalow",
      "projectType": "residential_space",
      "language": "en-US",
      "utcOffsetMinutes": -480,
      "messages": [
        "Hi!! So my husband and I just closed on a craftsman bungalow in Sellwood (SE Portland) and we want to renovate it before we move in. It was built in 1926 so it's literally 100 years old this year 😅 We're renting an apartment in the Pearl right now. Kitchen was last updated in 1987 and yeah, it shows.",
        "Current layout: 3 bedrooms, 1 bathroom, living room + separate dining room, a tiny kitchen and an unfinished basement. Roughly 1,450 sq ft not counting the basement. What's not working:\n1) kitchen is closed off and dark\n2) one bathroom for 3 bedrooms 😬 we really want a second bath\n3) basically zero closets\n4) basement is a spider hotel, would love it to be usable",
        "It's me (Dana), my husband Marcus and Biscuit, our retired greyhound. And baby #1 is due in June!! Marcus is the cook in the house, bakes sourdough every weekend, and I work from home Tue–Thu so I need an actual office and not the dining table lol. We also host board game night almost every Friday, usually 6-8 people.",
        "Style: we love the original craftsman stuff, the built-ins, the chunky trim, the old fir floors. Warm, cozy, a little moody, but not a museum. Things we do NOT want: gray LVP, barn doors, an all-white kitchen, open shelving (dust + greyhound hair = no). Colors we're into: deep greens, warm wood, maybe terracotta tile in the bath.",
        "Budget we were thinking around $120k. Our friends did a bungalow reno over in Westmoreland for like $200k but they gutted the whole thing, we're not doing that. Besides the design we'd love help with lighting, custom storage/built-ins, and furniture for the living room (just that room, the rest we have).",
        "Things we need room for: my records (about 900 LPs plus the turntable setup), Marcus's cookbooks (300ish, he will deny it), and my dad's old upright piano which is NOT negotiable 🎹",
        "ok update, we talked to our lender this morning and realistically it's $95k for the whole thing, not 120. sorry!! Our lease in the Pearl ends May 31 so we need to move in by the end of May, baby's due mid June so that can't slip. oh and add to the piano/records/cookbooks list: my framed gig posters, there's like 15 of them",
        "For when the design should be finished, honestly no clue, we don't know how long that part usually takes so we'll follow your lead. Would you be able to come see the house in person? Weekends are easiest for us."
      ],
      "whenAsked": {
        "key_considerations": "Keeping the original 1926 woodwork wherever we can, and making it all safe for a baby. Also the inspector found lead paint on the window trim so that needs to be handled properly.",
        "expected_deadline": "Honestly no idea, we'll go with whatever you recommend."
      },
      "otherwise": "No strong opinion on that, we trust you!",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "craftsman bungalow",
            "renovate it before we move in"
          ]
        },
        "property_category": {
          "said": 0,
          "value": {
            "kind": "choice",
            "selected": [
              "detached_house"
            ]
          }
        },
        "address": {
          "said": 0,
          "text": [
            "Sellwood"
          ]
        },
        "age": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 100,
            "unit": "years"
          }
        },
        "layout": {
          "said": 1,
          "text": [
            "3 bedrooms",
            "1 bathroom",
            "separate dining room"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 1450,
            "unit": "ft2"
          }
        },
        "problem_need": {
          "said": 1,
          "text": [
            "closed off and dark",
            "second bath",
            "zero closets"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "Marcus",
            "Biscuit",
            "baby #1"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "sourdough",
            "work from home",
            "board game night"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "original craftsman",
            "cozy"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "gray LVP",
            "barn doors",
            "deep greens",
            "terracotta tile"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "lighting",
            "custom storage",
            "furniture for the living room"
          ]
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 95000,
            "currency": "USD"
          }
        },
        "move_in_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-05-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "important_collections": {
          "said": 6,
          "text": [
            "piano",
            "cookbooks",
            "gig posters"
          ]
        },
        "expected_deadline": {
          "said": 7,
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "original 1926 woodwork",
            "lead paint"
          ]
        }
      }
    },
    {
      "id": "heldout125-commercial-en-east-austin-plant-shop",
      "projectType": "commercial_space",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "hey! I'm Luz, I own Monstera & Mud, a little plant shop. For 3 years it's been pop-ups + Instagram + a Saturday stall at the farmers market on Cesar Chavez (that ended in October when the market moved). Now we finally signed a lease on our first real storefront on East 12th St in Austin and I need help designing it!!",
        "The space needs to do a few things:\n- retail floor for plants + pots\n- a repotting bar where people bring their sad plants and we repot them on the spot\n- a corner for workshops (terrariums, kokedama, propagation nights)\n- back room for storage and a watering sink\nRight now all the stock lives in my garage and I can't run classes anywhere, that's the main problem honestly",
        "It's around 1,100 sq ft. The last tenant was a vape shop and apparently they spent $40k on the build-out and it's all black glossy tile and purple LEDs 💀 Budget for us is $60k, that's everything: construction, fixtures, signage.",
        "Who shops with us: mostly 22-35 year old renters in East Austin with tiny apartments and north-facing windows who've killed a pothos or two, plus a smaller crowd of plant nerds hunting rare aroids. I want the shop to feel like hanging out in a friend's sunroom, zero plant snobbery. Like, you can ask the dumb question here.",
        "What makes us different from the big nurseries and Home Depot: free repotting if you buy the pot here, a 30-day plant guarantee, and I answer plant-care DMs myself, every single one. Style I love: warm greenhouse meets old record store, a bit messy in a good way. Colors: terracotta, sage, cream, lots of raw wood. Please NO neon signs, no fake grass walls, no white subway tile, no millennial pink.",
        "Dream feature: a long concrete repotting bar with bulk soil bins built in underneath, like a bulk candy wall but for soil 🪴 Also need help with: signage, the window graphics, little plant care cards/price tags, and the display shelving. Oh wait scratch the shelving, my brother-in-law is building all the shelves himself (he insists lol).",
        "Correction on the size btw, I just reread the lease: the shop itself is 950 sq ft, the 1,100 included the little back patio. When do we open? I was aiming for spring but the plumbing permit for the sink is still pending with the city, so I genuinely don't know yet.",
        "Last thing that really matters: the front windows face west and the afternoon sun is brutal, great for plants, awful for people, so please think about shade + airflow. And the floor has to handle water everywhere, we're watering all day."
      ],
      "whenAsked": {
        "opening_date": "Still don't know, it really depends on when the city signs off on the permit."
      },
      "otherwise": "Hmm no strong preference, up to you!",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Monstera & Mud",
            "first real storefront"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "East 12th"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "lives in my garage",
            "can't run classes"
          ]
        },
        "budget": {
          "said": 2,
          "value": {
            "kind": "money",
            "amount": 60000,
            "currency": "USD"
          }
        },
        "target_audience": {
          "said": 3,
          "text": [
            "22-35 year old renters",
            "plant nerds"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "friend's sunroom",
            "zero plant snobbery"
          ]
        },
        "competitive_advantage": {
          "said": 4,
          "text": [
            "free repotting",
            "30-day plant guarantee",
            "plant-care DMs"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "warm greenhouse meets old record store"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "terracotta",
            "sage",
            "neon signs",
            "fake grass walls"
          ]
        },
        "unique_design": {
          "said": 5,
          "text": [
            "concrete repotting bar",
            "soil bins"
          ]
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "signage",
            "window graphics",
            "plant care cards"
          ]
        },
        "space_size": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 950,
            "unit": "ft2"
          }
        },
        "opening_date": {
          "said": 6,
          "skipped": true
        },
        "key_considerations": {
          "said": 7,
          "text": [
            "afternoon sun",
            "handle water"
          ]
        }
      }
    },
    {
      "id": "heldout125-residential-en-siesta-key-condo",
      "projectType": "residential_space",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hello, my name is Carol. My husband Ron and I are retired and downsizing from our 4 bedroom house in Upper Arlington (Columbus, Ohio) to a condo on Siesta Key in Sarasota, Florida. We bought it in November. It's a 2 bed, 2 bath unit on the 3rd floor with a galley kitchen and a screened lanai facing the water. We'd like to redo most of it before we move down.",
        "The building went up in 1979 so the unit is 47 years old and mostly original, believe it or not. About 1,250 square feet. Our house in Ohio is 3,100 sq ft so this will be an adjustment! What we want to change:\n• the galley kitchen is dark and cramped, we'd like to open it to the living area if the HOA allows\n• the guest bath has a tub Ron can't step over since his knee replacement, we need a walk-in shower\n• popcorn ceilings everywhere\n• wall-to-wall carpet in both bedrooms",
        "It's just the two of us living there, but our grandkids (5 and 8) will sleep over a lot and our daughter's family comes down for Christmas. Our days are quiet: I paint watercolors every morning, Ron does the crossword and cooks a big Sunday dinner for whoever is in town. We like to sit out on the lanai in the evenings.",
        "Style: light, calm, coastal but not kitschy, no anchors and seashell lamps please. Colors we love are soft ocean blues, sandy neutrals and white oak. What we DON'T want is anything like our Ohio house: the Tuscan look, dark cherry cabinets, glass mosaic backsplash. Things we're bringing that need a home: my mother's quilts (6 of them), Ron's wine, about 200 bottles, and my easel and paints. The piano and Ron's model trains are NOT coming, those go to the kids.",
        "Besides the design itself we'd want help with furniture selection, lighting and window treatments, since we're leaving almost all our furniture in Ohio. Budget: honestly we haven't settled on a number yet, we're meeting our financial advisor in February. Ron's sister spent $80,000 just on her kitchen in Naples which seems crazy to me!",
        "For timing, our house in Ohio closes August 14, so we're hoping to move into the condo by early September. We'll be driving back and forth from Columbus until then, so video calls work better for us than lots of trips, and Ron and I decide everything together.",
        "Ron just corrected me, our buyers pushed the closing to September 30, so make that early October for moving in. What matters most to us: it has to be safe and easy as we get older, so wide doorways, no step into the shower, good bright lighting. And the HOA only allows work on weekdays 8 to 5 and has to approve the plans first.",
        "Looking further ahead, we may need a live-in helper someday, so it would be nice if the second bedroom could become her room down the road. Thank you, we're excited!"
      ],
      "whenAsked": {
        "budget": "We still don't have a number, sorry, we'll know after we meet with the advisor in February."
      },
      "otherwise": "We don't really have a preference, whatever you think is best.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "downsizing",
            "condo on Siesta Key"
          ]
        },
        "property_category": {
          "said": 0,
          "value": {
            "kind": "choice",
            "selected": [
              "apartment"
            ]
          }
        },
        "address": {
          "said": 0,
          "text": [
            "Siesta Key"
          ]
        },
        "layout": {
          "said": 0,
          "text": [
            "2 bed, 2 bath",
            "galley kitchen",
            "lanai"
          ]
        },
        "age": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 47,
            "unit": "years"
          }
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 1250,
            "unit": "ft2"
          }
        },
        "problem_need": {
          "said": 1,
          "text": [
            "dark and cramped",
            "walk-in shower",
            "popcorn ceilings"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "two of us",
            "grandkids"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "watercolors",
            "Sunday dinner"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "coastal but not kitschy"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "ocean blues",
            "white oak",
            "Tuscan",
            "dark cherry cabinets"
          ]
        },
        "important_collections": {
          "said": 3,
          "text": [
            "quilts",
            "wine",
            "easel"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "furniture selection",
            "lighting",
            "window treatments"
          ]
        },
        "budget": {
          "said": 4,
          "skipped": true
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "video calls",
            "decide everything together"
          ]
        },
        "move_in_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-10-01",
            "precision": "month",
            "part": "early"
          }
        },
        "key_considerations": {
          "said": 6,
          "text": [
            "wide doorways",
            "no step into the shower",
            "HOA"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "live-in helper"
          ]
        }
      }
    },
    {
      "id": "heldout125-exhibition-en-kingston-ferments-booth",
      "projectType": "exhibition_space",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hi!! ok so this is our first ever real trade show, bear with me 😅 I'm Dana, I run Kettle & Crock with my partner Sam, we make small-batch ferments up in Kingston NY. We got into the Summer Fancy Food Show at the Javits Center, it runs June 28-30, and we need an actual booth, not our farmers market tent lol",
        "What we'll be showing:\n1) our 3 sauerkrauts (classic, beet caraway, kimchi-style)\n2) half-sour dill pickle spears\n3) the fermented hot honey\n4) a brand new fermented hot sauce line we're launching AT the show 🔥\nWe'll be sampling everything so we need some kind of tasting counter. Last year we just shared a folding table at the Hudson Valley Food Expo in Poughkeepsie so this is a big jump",
        "Who we want to meet: specialty grocery buyers, distributors, cheese shop + deli owners, maybe a couple of restaurant groups. It's trade only so no regular shoppers. We're already in about 15 stores around the Hudson Valley and we really want to get into NYC and New England. The booth is a 10x10 inline",
        "Style: warm + clean, like a really good modern deli counter. Light wood, enamel, a big hand-lettered sign with our name. Things I do NOT want: burlap, chalkboards everywhere, mason jar string lights, basically nothing that looks like a county fair 😂 colors should match our labels: deep green, mustard and cream. Dream feature would be a backlit wall of jars so all the colors of the krauts glow, like a little fermentation library",
        "Power: yes, we need electricity for 2 sampling fridges and the lights. No water, we bring our own hand-wash station. Budget for the design/build I honestly can't tell you yet, Sam does the numbers and he's still waiting on a small business loan. The booth space alone already cost us $6,800 😬",
        "OMG update — the organizer just emailed, someone dropped out and they offered us a 10x20 corner booth instead. We said yes obviously!! so it's 10x20 ft now, not the 10x10. Move-in for us is Saturday June 27. Move-out I have no idea yet, the exhibitor manual is like 90 pages and I haven't gotten to that part",
        "Oh and besides the booth we'd also need: sell sheets for each product, a wholesale price list, and a big banner for the back wall. plus maybe tasting cup stickers... actually scratch the stickers, our label printer can do those. If this all works out we want to reuse the booth at the Winter Fancy Food Show in Vegas next year. We're about 2 hrs down the Thruway from the city btw"
      ],
      "whenAsked": {
        "brand_value": "Real, slow fermentation, no vinegar shortcuts, everything made in small batches by two people. We want buyers to feel like they walked into a friendly little deli and got handed a fork.",
        "key_considerations": "It has to be light and modular enough that Sam and I can set it up ourselves and fit it all in our Sprinter van, since we want to reuse it.",
        "exit_date": "Still haven't found it in the manual, can I get back to you on move-out?",
        "budget": "Sam still hasn't given me a number, sorry, we'll have to figure that out later."
      },
      "otherwise": "No strong preference there, whatever you think works best.",
      "expected": {
        "address": {
          "said": 0,
          "text": [
            "Javits Center"
          ]
        },
        "opening_date": {
          "said": 0,
          "value": {
            "kind": "date",
            "date": "2026-06-28",
            "precision": "day"
          }
        },
        "project_background": {
          "said": 1,
          "text": [
            "sauerkrauts",
            "dill pickle spears",
            "hot honey",
            "hot sauce line"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "specialty grocery buyers",
            "distributors",
            "cheese shop + deli owners"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "warm + clean",
            "modern deli counter",
            "Light wood"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "burlap",
            "mason jar string lights",
            "deep green, mustard and cream"
          ]
        },
        "unique_design": {
          "said": 3,
          "text": [
            "backlit wall of jars"
          ]
        },
        "water_electricity_supply": {
          "said": 4,
          "value": {
            "kind": "choice",
            "selected": [
              "electricity_only"
            ]
          }
        },
        "budget": {
          "said": 4,
          "skipped": true
        },
        "space_size": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 200,
            "unit": "ft2"
          }
        },
        "entry_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-06-27",
            "precision": "day"
          }
        },
        "exit_date": {
          "said": 5,
          "skipped": true
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "sell sheets",
            "wholesale price list",
            "banner for the back wall"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "reuse the booth",
            "Winter Fancy Food Show"
          ]
        },
        "brand_value": {
          "said": "asked",
          "text": [
            "slow fermentation",
            "no vinegar shortcuts"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "light and modular",
            "Sprinter van"
          ]
        }
      }
    },
    {
      "id": "heldout125-brand-en-daly-city-ube-bakery",
      "projectType": "brand_design",
      "language": "en-US",
      "utcOffsetMinutes": -480,
      "messages": [
        "hi there! I'm Carla, my husband Jun and I run Lola Nena's, a little Filipino bakery. right now we only do farmers markets + preorders out of a commercial kitchen in Daly City, but we're (hopefully) moving into our own storefront on Mission St this year so we need a real brand, logo and all. our current logo is something my nephew made in Canva and it looks blurry on everything lol",
        "the name is after Jun's grandma, Lola Nena (short for Magdalena) — she had a tiny panaderya in Pampanga and basically raised him in it. a lot of our recipes are her handwritten ones 🥹\n\nwhat we sell:\n- ube pandesal + ube cheese pandesal\n- ensaymada\n- hopia (mongo and ube)\n- custom ube cakes\n- party trays for catering\nmy tita also sells her lumpia at our stall on weekends but that's her own thing, not part of Lola Nena's",
        "customers are mostly Filipino families who miss proper bakery bread from back home, lots of titas and lolos haha, but since a TikTok video blew up last summer we get a lot of younger foodie people too, 20s-30s, who just want ube everything. we sell like 300 pandesal on a good Saturday now. no website, just IG @lolanenasbakes",
        "vibe wise: warm and nostalgic but not dusty, like an old Manila bakery sign from the 70s but cleaned up and modern. I also love how Mr. Holmes Bakehouse in SF made their branding so instagrammable. colors: ube purple for sure, plus a warm golden yellow. things I DON'T want: pink, wheat-stalk clipart, anything with a cartoon chef or a rolling pin 🙅‍♀️",
        "besides the logo we'd need: menu board/pastry box stickers/business cards/Instagram post templates, and the storefront sign eventually. trademark-wise nothing is registered, we never got around to it",
        "ok two updates after talking to Jun 😅 1) he actually filed a trademark application for the name back in November through some online service, it's still pending, so scratch what I said. we don't need help with it. 2) drop the business cards, nobody takes them anymore. so extras = menu board, box stickers, IG templates, the storefront sign, and a QR code stand for the counter instead of cards",
        "timeline... honestly don't know yet, the landlord keeps pushing the lease signing so we can't set a date. the Serramonte farmers market season starts in April but we'll just keep using the old banner there. Jun and I decide everything together, and texting is way easier for us than email"
      ],
      "whenAsked": {
        "key_considerations": "It has to work tiny on a sticker and big on the storefront sign, and it should feel Filipino without being cheesy or touristy.",
        "expected_deadline": "Sorry, still no date, it all depends on when we get the keys.",
        "need_registration_assistance": "No thanks, Jun's handling the trademark himself."
      },
      "otherwise": "No preference, up to you!",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Lola Nena's",
            "Filipino bakery",
            "real brand, logo and all"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Daly City"
          ]
        },
        "problem_need": {
          "said": 0,
          "text": [
            "Canva",
            "blurry on everything"
          ]
        },
        "brand_name_story": {
          "said": 1,
          "text": [
            "Jun's grandma",
            "panaderya in Pampanga",
            "handwritten"
          ]
        },
        "products_or_services": {
          "said": 1,
          "text": [
            "ube pandesal",
            "ensaymada",
            "custom ube cakes",
            "party trays"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "Filipino families",
            "younger foodie people"
          ]
        },
        "brand_website": {
          "said": 2,
          "text": [
            "@lolanenasbakes"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "warm and nostalgic",
            "old Manila bakery sign"
          ]
        },
        "other_preferences": {
          "said": 3,
          "text": [
            "Mr. Holmes Bakehouse"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "ube purple",
            "golden yellow",
            "wheat-stalk clipart",
            "cartoon chef"
          ]
        },
        "registration_status": {
          "said": 5,
          "value": {
            "kind": "choice",
            "selected": [
              "in_progress"
            ]
          }
        },
        "need_registration_assistance": {
          "said": 5,
          "value": {
            "kind": "yes_no",
            "value": false
          }
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "menu board",
            "box stickers",
            "storefront sign",
            "QR code stand"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "skipped": true
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "Jun and I decide everything together",
            "texting"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "tiny on a sticker",
            "Filipino without being cheesy"
          ]
        }
      }
    },
    {
      "id": "heldout125-packaging-en-dog-treat-bakery",
      "projectType": "packaging_design",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "hi there! I'm Lupe, I own Mutt & Crumb, a little dog treat bakery in east Austin, we bake out of a commissary kitchen on E Cesar Chavez. been doing it 3 yrs and I'm finally ready to ditch the ziplocs with stickers slapped on them lol. need real packaging for the whole line",
        "So the line is: peanut butter pumpkin biscuits, sweet potato + salmon chews, and blueberry oat minis. All human-grade, no wheat, no corn, no soy. People use the minis as training treats and you can snap the biscuits in half for little dogs. My two dogs Frito and Queso are the official taste testers 🐶",
        "For the packaging I'm picturing:\n- resealable stand-up pouches for the biscuits and the chews\n- a glass jar for the minis (people like keeping them on the counter)\n- a holiday gift box with all 3 flavors\n- and one label system that works across everything",
        "sizes: biscuit pouch is 6 oz (about 20 biscuits), chew pouch is 8 oz, jar holds 12 oz of minis. Where we sell: Etsy, the Mueller farmers market on Sundays, and 3 pet boutiques around town (Bark Street, Hound & Home, Wag Pantry). We used to do the downtown SFC market too but dropped it last summer, too much setup for not enough sales",
        "what makes us different is it's all single-protein and human-grade, baked in small batches the same day we ship, no shelf-stable mystery stuff. My customers are mostly dog parents 30-50, a LOT of people whose dogs have food allergies, and people buying gifts for a friend's new puppy. Style-wise I want it to feel Texan and fun, like old hand-painted taqueria signs, not the pastel cutesy thing every other dog brand does",
        "materials: kraft paper pouches if they can still be resealable, glass jar with a bamboo lid. What I DON'T want: plastic windows, foil, anything glossy. Colors... honestly no idea yet, I'd rather see a few options from you first",
        "ok update after talking to my accountant: scratch the gift box, too pricey this year 😩 so it's just the pouches, the jar and the labels. Could you also do a small counter display stand for the boutiques? And I need it all done by mid-March, we're starting at a new pet store called Whole Paws in April and I want the new look on their shelf"
      ],
      "whenAsked": {
        "key_considerations": "The labels have to cover the pet treat labeling stuff, ingredient list, guaranteed analysis, net weight, and the pouches really have to stay resealable. Stale treats = angry dog moms."
      },
      "otherwise": "No strong preference on that, whatever you think works best.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Mutt & Crumb",
            "dog treat bakery"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "east Austin"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "peanut butter pumpkin biscuits",
            "sweet potato + salmon chews",
            "blueberry oat minis"
          ]
        },
        "packaging_form": {
          "said": 6,
          "value": {
            "kind": "choice",
            "selected": [
              "bag_pouch",
              "bottle_jar",
              "label"
            ]
          }
        },
        "specification": {
          "said": 3,
          "text": [
            "6 oz",
            "8 oz",
            "12 oz"
          ]
        },
        "sales_channels": {
          "said": 3,
          "text": [
            "Etsy",
            "Mueller farmers market",
            "pet boutiques"
          ]
        },
        "unique_selling_point": {
          "said": 4,
          "text": [
            "single-protein",
            "small batches"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "dog parents 30-50",
            "food allergies"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "Texan and fun",
            "hand-painted taqueria signs"
          ]
        },
        "preferred_materials": {
          "said": 5,
          "text": [
            "kraft paper",
            "glass jar",
            "bamboo lid"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "skipped": true
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "counter display stand"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "month",
            "relation": "by",
            "part": "mid"
          }
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "ingredient list",
            "resealable"
          ]
        }
      }
    },
    {
      "id": "heldout125-website-en-music-school-trials",
      "projectType": "website",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hello! I run Harmony Lane Music, a small music school in Clintonville (Columbus). We teach piano, violin, guitar and voice to kids and adults, 9 teachers now and around 180 students. Our website is from 2017, a parent's nephew built it on Wix and it's... not great. harmonylanemusic.com",
        "Main problem: parents can't figure out how to sign up. Everything goes through phone calls and my inbox and I spend every Sunday night answering emails. I want parents to be able to book a free trial lesson online and pick a time slot themselves, so basically a booking site more than anything",
        "Pages I'm thinking:\n1) Home\n2) Lessons (piano / violin / guitar / voice)\n3) Our teachers\n4) Tuition & policies\n5) Book a trial\n6) Contact + directions",
        "We have a lot of Somali and Spanish-speaking families around here so English, Spanish and Somali if that's doable? Parents are mostly 30s-40s, busy, doing everything on their phones. Plus a surprising number of retirees who finally want to learn piano 😊",
        "Sites I like: Columbus Conservatory of Music, super clean, and Allegro School of Music in Dublin has a really easy signup flow. My husband keeps sending me the Juilliard website as 'inspiration' but come on lol we're a music school next to a Kroger. Budget is around $6,000. Could you also write the copy? I'm not a writer",
        "Look-wise I honestly don't know, I'll know it when I see it. We'd want it live before spring registration opens on April 1. Oh and also teacher headshots, most of them only have blurry selfies, so copywriting plus headshots if you do photos",
        "Talked to my business partner, we can go up to $8,500 but that's really the ceiling. (A friend paid $15k for her dental office site, which... no thank you lol)"
      ],
      "whenAsked": {
        "key_considerations": "It has to be super easy on a phone, and I need to be able to update the teacher schedule and open time slots myself without calling anyone."
      },
      "otherwise": "No preference, up to you.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "music school",
            "from 2017"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Clintonville"
          ]
        },
        "url": {
          "said": 0,
          "text": [
            "harmonylanemusic.com"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "can't figure out how to sign up",
            "book a free trial lesson online"
          ]
        },
        "category": {
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "booking"
            ]
          }
        },
        "main_pages": {
          "said": 2,
          "text": [
            "Lessons",
            "Our teachers",
            "Tuition & policies",
            "Book a trial"
          ]
        },
        "languages": {
          "said": 3,
          "text": [
            "English",
            "Spanish",
            "Somali"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "30s-40s",
            "retirees"
          ]
        },
        "competitors": {
          "said": 4,
          "text": [
            "Columbus Conservatory of Music",
            "Allegro School of Music"
          ]
        },
        "preferred_style": {
          "said": 5,
          "skipped": true
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "day",
            "relation": "before"
          }
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "copywriting",
            "headshots"
          ]
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 8500,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "easy on a phone",
            "update the teacher schedule"
          ]
        }
      }
    },
    {
      "id": "heldout125-other-en-charity-5k-merch",
      "projectType": "other",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hi! I'm Dana, I volunteer as race director for the Magnolia 5K, a charity run in Savannah that raises money for Page Turners, a kids' literacy nonprofit. Our little office is in the Starland District. This is our 4th year and we finally have enough sponsor money to hire an actual designer instead of my neighbor doing it in Canva 😅",
        "What we need designed: race logo / t-shirt / finisher medal / race bibs / a poster plus a few Instagram graphics to promote it",
        "The big problem: last year's shirt looked like clip art and I still have two boxes of them in my garage. I want people to actually WANT to wear the shirt around town, so the race becomes recognizable and we raise more for the kids. We had 400 runners last year and we're capping at 600 this time",
        "Who runs it: lots of families, first-time 5K people, kids doing the 1-mile fun run, and the serious Savannah running club folks who care about their medals lol. Style: I'd love something Southern and warm, a bit vintage, with live oaks and Spanish moss. What I don't want: clip-art sneakers, swooshes, anything that looks like a corporate fun run",
        "Colors, no clue yet, the board is split between green and something more coral-ish, so let's leave that open for now. Race day is April 18 and the shirt printer needs files by the first week of March",
        "Correction, sorry! scratch the bibs, the timing company prints their own on their template. So the list is logo, shirt, medal, poster + the Instagram graphics. AND the printer just emailed, they need final files by February 27 now because of their spring backlog 🙃",
        "How we'd work: I'm your point person, but our board (5 of us) votes on the final logo, so we'd need 2-3 options to show them. Weekly email updates are perfect. If this goes well we'd love to reuse the logo for a fall trail run too"
      ],
      "whenAsked": {
        "key_considerations": "The logo has to work printed one color on a shirt and small on the medal, and the sponsor logos have to fit on the back of the shirt without it looking cluttered."
      },
      "otherwise": "No strong preference, whatever you think is best.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Magnolia 5K",
            "charity run",
            "Page Turners"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Starland District"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "looked like clip art",
            "actually WANT to wear the shirt"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "families",
            "first-time 5K people",
            "running club"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "Southern and warm",
            "vintage",
            "live oaks"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "skipped": true
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "logo",
            "shirt",
            "medal",
            "poster",
            "Instagram graphics"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-02-27",
            "precision": "day",
            "relation": "by"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "point person",
            "board",
            "Weekly email updates"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "fall trail run"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "one color",
            "sponsor logos"
          ]
        }
      }
    },
    {
      "id": "heldout125-residential-zh-beitun-vinyl-comics",
      "projectType": "residential_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "哈囉～想問一下室內設計🙏 我跟老公去年底在台中北屯買了一間中古屋，電梯大樓，屋齡大概22年，想整間翻新再搬進去。我們現在還租在西屯逢甲那邊",
        "格局是三房兩廳兩衛，權狀34坪。現在的問題有幾個：\n1) 廚房超小又是封閉式，兩個人同時在裡面會卡住\n2) 主臥浴室沒有對外窗，很潮濕一直發霉\n3) 收納幾乎是零，前屋主只留了一個鞋櫃😅",
        "住的人就我們兩個+一隻柯基，明年應該會想生小孩，所以有一間房想先當書房，之後可以改小孩房。我老公在家接案做剪輯，一週大概四天在家，我是護理師要輪班，有時候白天要補眠",
        "我們家有幾樣東西一定要留位置：\n- 老公的黑膠唱片，大概600張＋一台唱盤\n- 我的漫畫，整套的有40幾套\n- 一台直立式鋼琴（要從我媽家搬過來）",
        "風格喜歡日式無印那種，淡淡的木頭色配白，但不要太冷冰冰。顏色的話不要灰色系、不要深咖啡、也不要工業風那種黑鐵件，看了很壓迫。想要有一點點綠色，像植物那種感覺🌿",
        "預算喔…我朋友在南屯買差不多大的房子，裝潢花了快250萬，我們應該沒辦法那麼多😂 實際可以抓多少要等銀行的裝修貸款核下來才知道，現在真的說不準。然後鋼琴剛剛問過我媽，她說要留在她家給我姪女練，所以鋼琴不用算了，要留位置的就是黑膠跟漫畫",
        "時間的話希望過年後可以開工，最晚7月底前要搬進去，因為現在租的房子8月就到期了，房東說不續約。啊對了，除了設計之外也想請你們幫忙挑燈具跟窗簾，主臥想做全遮光"
      ],
      "whenAsked": {
        "key_considerations": "最怕的是漏水，之前看中古屋很多都有壁癌，所以浴室防水一定要做好。還有柯基很愛咬東西，電線要藏起來",
        "budget": "就還在等貸款核下來，現在真的不知道耶，核下來再跟你們說"
      },
      "otherwise": "都可以，你們專業的決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "中古屋",
            "整間翻新"
          ]
        },
        "property_category": {
          "said": 0,
          "value": {
            "kind": "choice",
            "selected": [
              "apartment"
            ]
          }
        },
        "age": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 22,
            "unit": "years"
          }
        },
        "address": {
          "said": 0,
          "text": [
            "台中北屯"
          ]
        },
        "layout": {
          "said": 1,
          "text": [
            "三房兩廳兩衛"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 34,
            "unit": "ping"
          }
        },
        "problem_need": {
          "said": 1,
          "text": [
            "廚房超小",
            "發霉",
            "收納幾乎是零"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "我們兩個",
            "一隻柯基"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "在家接案做剪輯",
            "輪班"
          ]
        },
        "plans_after_project": {
          "said": 2,
          "text": [
            "生小孩"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "日式無印"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "不要灰色系",
            "不要深咖啡",
            "一點點綠色"
          ]
        },
        "budget": {
          "said": 5,
          "skipped": true
        },
        "important_collections": {
          "said": 5,
          "text": [
            "黑膠",
            "漫畫"
          ]
        },
        "move_in_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-07-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "燈具",
            "窗簾"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "浴室防水",
            "電線要藏起來"
          ]
        }
      }
    },
    {
      "id": "heldout125-commercial-zh-yuanlin-optical-shop",
      "projectType": "commercial_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我們家在彰化員林開眼鏡行，我爸1993年開的，到現在30幾年了，今年開始換我接手。店面想整個重新裝潢，現在看起來真的很像阿公時代的店😂 地址在員林的中山路上，離員林火車站走路大概5分鐘",
        "目前遇到的問題：\n①年輕人經過都不會進來，覺得我們是老人家配老花的店\n②驗光室在最裡面，又小又暗，客人做檢查會有壓迫感\n③鏡框全部鎖在玻璃櫃裡，客人不能自己拿起來試戴",
        "我們比較不一樣的地方是：我跟我爸都是有證照的驗光師，驗光做很細，一個客人至少花30分鐘；還有鏡框買了之後終身免費調整、清洗。附近有寶島跟小林那種連鎖店，他們比較便宜，但我們拼的是專業跟售後",
        "客人的話想抓25到40歲的上班族、帶小孩來配第一副眼鏡的學生家長，當然原本的老客人也要顧到，很多都是從我爸開店就來的阿伯阿姨。希望客人進來覺得安心、被好好照顧，不是被推銷",
        "店面是透天的一樓，大概18坪，二樓是我們家住的不用動。風格喜歡明亮、乾淨，有點像日本那種小小的眼鏡專門店。顏色不要：大紅、螢光色，也不要整片鏡面的牆（我爸說太像KTV😂）",
        "想要有一面開放式展示牆，客人可以自己拿鏡框試戴，然後驗光室改到前面靠窗，讓路過的人看得到我們在做檢查，算是我們的招牌吧。另外除了室內，也想請你們做新招牌/紙提袋/眼鏡盒",
        "抱歉剛剛坪數講錯，18坪是連騎樓一起算的，我剛拿謄本看，店內其實是14.5坪。預算抓120萬以內，裝修期間我們會先在隔壁租一個小空間照常營業",
        "希望可以在暑假前重新開幕，大概6月中，因為暑假是學生配眼鏡的旺季。設計的部分要多久完成我不太懂流程，你們可以幫我估嗎？啊對了，除了剛剛說的招牌、紙提袋、眼鏡盒，拭鏡布也想一起印我們的logo"
      ],
      "whenAsked": {
        "key_considerations": "最重要是驗光設備很貴，施工搬動的時候要很小心。還有很多老客人行動不方便，門口那個台階希望可以改成無障礙坡道"
      },
      "otherwise": "這個我沒有特別想法，你們建議就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "眼鏡行",
            "重新裝潢"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "員林的中山路"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "年輕人經過都不會進來",
            "驗光室",
            "不能自己拿起來試戴"
          ]
        },
        "competitive_advantage": {
          "said": 2,
          "text": [
            "有證照的驗光師",
            "終身免費調整"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "25到40歲的上班族",
            "學生家長",
            "老客人"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "安心",
            "不是被推銷"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "明亮、乾淨",
            "眼鏡專門店"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "大紅",
            "螢光色",
            "鏡面的牆"
          ]
        },
        "unique_design": {
          "said": 5,
          "text": [
            "開放式展示牆",
            "驗光室改到前面靠窗"
          ]
        },
        "space_size": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 14.5,
            "unit": "ping"
          }
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 1200000,
            "currency": "TWD",
            "bound": "at_most"
          }
        },
        "opening_date": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-06-01",
            "precision": "month",
            "part": "mid"
          }
        },
        "expected_deadline": {
          "said": 7,
          "skipped": true
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "招牌",
            "紙提袋",
            "眼鏡盒",
            "拭鏡布"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "驗光設備",
            "無障礙"
          ]
        }
      }
    },
    {
      "id": "heldout125-exhibition-zh-taipei-cycle-booth",
      "projectType": "exhibition_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我們是台中大雅做自行車配件的小品牌「騎遇RideU」，今年3月要參加台北國際自行車展，第一次自己租攤位🙇‍♀️ 這次要展的有：\n・USB充電車燈（前燈、尾燈）\n・防水馬鞍袋\n・手機架\n・今年主打的胎壓感測器\n打氣筒這次不放，那款賣不好😂",
        "去年我們是擠在經銷商的攤位裡，在世貿一館，只分到一個小角落，那次大概花了8萬。今年是在南港展覽館1館4樓，攤位是3x3，一個標準攤位",
        "我們最想接觸的人：\n1) 歐洲跟日本的買家\n2) 各國的代理商、經銷商\n3) 想找OEM代工的品牌\n一般民眾週末也會來，但不是重點。品牌想傳達的是「通勤也可以騎得很帥」，實用但有設計感，希望買家走過來覺得這個台灣小品牌很有質感、很用心",
        "風格想要簡潔、有點城市感，像在街角的感覺，不要那種塞滿產品的大賣場風。顏色用我們品牌的深藍＋螢光黃（反光條那種），不要紅色，因為隔壁很多大廠都用紅色",
        "有一個想法：攤位中間放一台固定在訓練台上的腳踏車，讓買家可以踩踩看，車燈跟胎壓感測器的數據會即時顯示在旁邊的大螢幕上。所以電一定要，而且要夠，水就不用",
        "啊我剛跟老闆確認，我們多租了一格，攤位變成3x6，兩個標準攤位打通。預算的部分老闆說先抓60萬，含設計跟施工",
        "時間的部分：展期是3/25到3/28，3/23就可以進場施工，撤場時間主辦單位還沒公布，我拿到再跟你說。另外除了攤位，也想請你們做：型錄、DM、展示架，贈品想做反光貼紙",
        "最重要的應該是準時跟施工品質，去年那個攤位開展前一天晚上燈還在修，超崩潰。還有訓練台那台車一定要固定好，不能讓買家摔倒。之後6月可能還會去德國法蘭克福的Eurobike，如果攤位的東西可以重複用就更好了"
      ],
      "whenAsked": {
        "exit_date": "撤場時間主辦還沒公布耶，我知道了再跟你說"
      },
      "otherwise": "都可以，看你們覺得怎樣比較好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "自行車配件",
            "台北國際自行車展",
            "胎壓感測器"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "南港展覽館1館"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "歐洲跟日本的買家",
            "代理商、經銷商",
            "OEM"
          ]
        },
        "brand_value": {
          "said": 2,
          "text": [
            "通勤也可以騎得很帥",
            "很有質感"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "簡潔",
            "城市感"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "深藍＋螢光黃",
            "不要紅色"
          ]
        },
        "unique_design": {
          "said": 4,
          "text": [
            "訓練台上的腳踏車",
            "大螢幕"
          ]
        },
        "water_electricity_supply": {
          "said": 4,
          "value": {
            "kind": "choice",
            "selected": [
              "electricity_only"
            ]
          }
        },
        "space_size": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 18,
            "unit": "m2"
          }
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 600000,
            "currency": "TWD"
          }
        },
        "opening_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-25",
            "precision": "day"
          }
        },
        "entry_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-23",
            "precision": "day"
          }
        },
        "exit_date": {
          "said": 6,
          "skipped": true
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "型錄",
            "展示架",
            "反光貼紙"
          ]
        },
        "key_considerations": {
          "said": 7,
          "text": [
            "準時",
            "固定好"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "Eurobike",
            "重複用"
          ]
        }
      }
    },
    {
      "id": "heldout125-brand-zh-nantun-wood-class",
      "projectType": "brand_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "哈囉～我們是台中南屯的「木頭人木工教室」，我跟我老婆兩個人開的，開快三年了。我之前在裝潢公司做了12年木工師傅，後來才自己出來教課。現在的logo是朋友用Canva幫忙弄的，很多人看到以為我們是賣建材的😅 所以想整套重新做，logo、顏色、字體那些都要",
        "我們現在有的課程：\n1) 親子木工課（週末）\n2) 成人入門班\n3) 企業包班團建\n4) 客製小家具，像書架、小餐桌那種\n隔壁那間烘焙教室有在接小朋友生日派對，一堆家長跑來問我們有沒有，我們沒有喔哈哈",
        "取名木頭人是因為小時候玩的「一二三木頭人」，喊到木頭人大家就要停下來。我覺得做木工就是讓人停下來、放慢，手機丟旁邊專心做好一個東西。另外也有點自嘲啦，我本來就是個木頭木腦的人🤣",
        "來上課的大多是帶5到10歲小孩的爸媽，還有30幾歲想找週末興趣的上班族，女生比男生多。風格想要溫暖、有手作感，但不要太可愛太幼稚，畢竟大人也是客人，我滿喜歡無印良品那種乾淨的感覺。顏色想要原木色、墨綠，不要的：螢光色/亮粉紅/紅配黃那種很像速食店的",
        "目前只有IG跟臉書，IG是 @mutouren.wood ，網站還沒有。除了logo之外也想順便做：名片、招牌、IG貼文模板、課程DM，門口那塊舊木招牌也要換掉",
        "喔對了課程那邊要更正一下，客製小家具先拿掉好了，我一個人根本忙不過來，之後不接了。所以就是親子課、成人入門班、企業包班這三個",
        "商標我們還沒去申請，聽說很麻煩，如果你們可以幫忙那最好🙏 完成時間我現在講不出來，要看新教室什麼時候裝修好，房東那邊還在喬"
      ],
      "whenAsked": {
        "key_considerations": "最重要的是logo縮小之後，用雷射燒印在木頭上也要看得清楚，我們很多學生作品都會燒上去。然後不要跟其他木工坊撞太像"
      },
      "otherwise": "都可以，你們專業的決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "木頭人木工教室",
            "整套重新做"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台中南屯"
          ]
        },
        "problem_need": {
          "said": 0,
          "text": [
            "以為我們是賣建材的"
          ]
        },
        "brand_name_story": {
          "said": 2,
          "text": [
            "一二三木頭人",
            "停下來、放慢"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "帶5到10歲小孩的爸媽",
            "上班族"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "溫暖、有手作感",
            "不要太可愛太幼稚"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "原木色、墨綠",
            "螢光色",
            "亮粉紅"
          ]
        },
        "brand_website": {
          "said": 4,
          "text": [
            "@mutouren.wood"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "名片",
            "招牌",
            "IG貼文模板",
            "課程DM"
          ]
        },
        "products_or_services": {
          "said": 5,
          "text": [
            "親子課",
            "成人入門班",
            "企業包班"
          ]
        },
        "registration_status": {
          "said": 6,
          "value": {
            "kind": "choice",
            "selected": [
              "not_registered"
            ]
          }
        },
        "need_registration_assistance": {
          "said": 6,
          "value": {
            "kind": "yes_no"
          }
        },
        "expected_deadline": {
          "said": 6,
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "雷射燒印在木頭上也要看得清楚"
          ]
        }
      }
    },
    {
      "id": "heldout125-packaging-zh-meishan-plums",
      "projectType": "packaging_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我們家在嘉義梅山種梅子，到我這代是第三代了（阿公那時候其實是種茶，後來才改種梅）。品牌叫「梅山小園」，想幫自家的梅子產品重新做包裝，之前都是透明塑膠盒貼一張手寫貼紙在賣😂",
        "要做包裝的有這幾個：\n・紫蘇梅 一罐600g\n・脆梅 一包300g\n・梅精 一瓶50g\n・梅子醋 500ml\n紫蘇梅跟梅精想用玻璃罐，脆梅用夾鏈立袋，然後過年想要有一個禮盒可以放紫蘇梅+梅精",
        "我們的梅子是自己種、自己醃，不加防腐劑跟色素，紫蘇也是自己田裡種的。紫蘇梅可以直接吃，也可以丟進綠茶泡梅子綠；梅精是很濃的那種，一天一小匙泡溫水喝，顧腸胃。很多別家是買進口梅胚回來醃，我們是從採收到裝罐都自己來",
        "現在有在賣的地方：自己的蝦皮賣場、梅山農會的展售中心、每年台北的年貨大街，還有LINE社群團購。以前有在一間連鎖超市上架，不過去年合約到期就沒做了，那個不算",
        "買的人大部分是40歲以上的媽媽、阿姨，送禮自用都有，最近也有年輕人買脆梅回去做氣泡飲。想讓年輕人也覺得好看，有點文青但不要太冷，要有山上跟農家的溫度。顏色想用梅子的紫紅跟梅花的白，不要金色大紅那種很俗的年節風",
        "啊抱歉剛剛規格講錯，紫蘇梅是一罐450g不是600g，600g是舊的罐子。梅子醋先拿掉，今年產量不夠不賣了。所以要做的是紫蘇梅450g、脆梅300g、梅精50g這三個。材質的話我真的不懂，紙的塑膠的都可以，看你們建議",
        "時間的話四月中之前要設計好，五月初脆梅就要開始出貨了。如果可以的話，寄蝦皮用的外箱也想一起設計，上面印個logo就好"
      ],
      "whenAsked": {
        "key_considerations": "玻璃罐寄送不能破，然後成分、有效日期、營養標示這些都要放得下，之前被衛生局提醒過一次"
      },
      "otherwise": "都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "梅山小園",
            "重新做包裝"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "嘉義梅山"
          ]
        },
        "packaging_form": {
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "bottle_jar",
              "bag_pouch",
              "gift_set"
            ]
          }
        },
        "product_description": {
          "said": 2,
          "text": [
            "紫蘇梅可以直接吃",
            "一天一小匙泡溫水喝"
          ]
        },
        "unique_selling_point": {
          "said": 2,
          "text": [
            "自己種、自己醃",
            "不加防腐劑跟色素"
          ]
        },
        "sales_channels": {
          "said": 3,
          "text": [
            "蝦皮賣場",
            "梅山農會的展售中心",
            "年貨大街",
            "LINE社群團購"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "40歲以上的媽媽、阿姨",
            "年輕人"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "有點文青但不要太冷",
            "農家的溫度"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "梅子的紫紅",
            "梅花的白",
            "不要金色大紅"
          ]
        },
        "specification": {
          "said": 5,
          "text": [
            "紫蘇梅450g",
            "脆梅300g",
            "梅精50g"
          ]
        },
        "preferred_materials": {
          "said": 5,
          "skipped": true
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "by",
            "part": "mid"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "外箱"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "寄送不能破",
            "營養標示"
          ]
        }
      }
    },
    {
      "id": "heldout125-website-zh-kaohsiung-dive-center",
      "projectType": "website",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "嗨嗨，我在高雄前鎮開一間潛水中心叫「藍洞潛水」，教體驗潛水、OW、AOW、自由潛水，也有帶小琉球跟墾丁的潛旅。現在報名都是客人IG私訊、我再一個一個回，旺季真的回到崩潰🫠 想做一個官網讓客人可以自己看課程、選日期、線上付訂金",
        "目前沒有網站喔，只有IG @bluehole.dive 跟Google商家。頁面我想的大概是：\n1. 首頁\n2. 課程介紹\n3. 潛旅行程\n4. 線上預約\n5. 教練介紹\n6. 常見問題",
        "客人大多是20幾到35歲的上班族，很多是第一次想考證照的，也有不少外國人，在台灣工作的老外或是來玩的背包客。所以語言要中文跟英文，日文也放好了，偶爾有日本客人",
        "參考的話我有看幾個：墾丁的「海底散步潛水」、綠島的「浮潛小屋」，還有國外PADI官網那種很乾淨的排版。喔「深藍潛水」是我們以前的舊名字，那個網域已經過期了，不用看",
        "預算抓10到15萬之間。我朋友的潛店去年做網站花了25萬，我們真的沒那麼多😂 風格我其實沒什麼概念，你們比較專業。顏色的話只要不要深藍配白色浪花那種就好，太多潛店都長那樣",
        "上線時間希望4月底前，5月開始就是旺季了。水下照片我們自己有一大堆，但文案要請你們幫忙寫，我不太會寫字",
        "剛剛語言那邊改一下，日文先不要好了，問了翻譯費有點貴，先做中文跟英文就好，等之後日本客人變多再加"
      ],
      "whenAsked": {
        "key_considerations": "預約一定要看得到每堂課還剩幾個名額，不然會超收。然後手機版要很好用，客人幾乎都是滑手機報名的"
      },
      "otherwise": "都可以，你們看著辦",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "潛水中心",
            "潛旅"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "高雄前鎮"
          ]
        },
        "problem_need": {
          "said": 0,
          "text": [
            "一個一個回",
            "線上付訂金"
          ]
        },
        "category": {
          "said": 0,
          "value": {
            "kind": "choice",
            "selected": [
              "booking"
            ]
          }
        },
        "url": {
          "said": 1,
          "text": [
            "@bluehole.dive"
          ]
        },
        "main_pages": {
          "said": 1,
          "text": [
            "課程介紹",
            "潛旅行程",
            "線上預約",
            "教練介紹"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "20幾到35歲的上班族",
            "外國人"
          ]
        },
        "competitors": {
          "said": 3,
          "text": [
            "海底散步潛水",
            "浮潛小屋",
            "PADI官網"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 100000,
            "max": 150000,
            "currency": "TWD"
          }
        },
        "preferred_style": {
          "said": 4,
          "skipped": true
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "不要深藍配白色浪花"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "文案"
          ]
        },
        "languages": {
          "said": 6,
          "text": [
            "中文",
            "英文"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "剩幾個名額",
            "手機版要很好用"
          ]
        }
      }
    },
    {
      "id": "heldout125-other-zh-tainan-market-visual",
      "projectType": "other",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好！我們是在台南辦市集的小團隊，市集叫「府城好日市集」，每季辦一次，地點在台南中西區的一間老倉庫。今年春天這場想整個重新做主視覺，之前都是我自己用Canva亂做的😂",
        "需要設計的東西我先列一下：\n① 主視覺海報\n② 入口的大型布旗\n③ 攤位號碼牌（大概60攤）\n④ 集章卡\n⑤ IG跟臉書的宣傳圖\n⑥ 貼紙",
        "最大的問題是每次視覺都長不一樣，大家根本記不住我們，想要有一套可以每季換顏色、但一看就知道是同一個市集的系統。來逛的大多是帶小孩的家庭跟20-35歲的年輕人，週末也很多從高雄台中來玩的",
        "風格想要有台南老城那種悠閒的味道，溫暖、有點手繪感，但要清爽，不要復古到很沉重。顏色跟要放什麼元素我還沒想法耶，想先看你們提案",
        "這季市集是4/18、4/19兩天，所以設計最晚3月底要好，要留時間印。去年春季那場是3月辦的，那時候超趕，今年不想再那樣了",
        "合作方式的話，我跟另一個主辦人小魚一起決定，平常用LINE群組討論就好，每週給我們看一次進度。喔對，貼紙那個拿掉好了，有廠商說要贊助貼紙了，所以就是海報、布旗、號碼牌、集章卡跟社群圖這五樣",
        "之後如果這套做得好，秋天那場跟年底的聖誕市集也想用同一套延伸下去。另外我們有一位攤主在做手工皂，她說也想找人做包裝，我可以幫你們介紹哈哈"
      ],
      "whenAsked": {
        "key_considerations": "布旗跟號碼牌都是戶外用，日曬雨淋不能褪色，然後字要夠大，長輩也要看得清楚"
      },
      "otherwise": "都可以～你們覺得好就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "府城好日市集",
            "重新做主視覺"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台南中西區"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "每次視覺都長不一樣",
            "每季換顏色"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "帶小孩的家庭",
            "20-35歲的年輕人"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "悠閒",
            "手繪感",
            "清爽"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "skipped": true
        },
        "expected_deadline": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "小魚一起決定",
            "LINE群組",
            "每週給我們看一次進度"
          ]
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "海報",
            "布旗",
            "號碼牌",
            "集章卡"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "秋天那場",
            "聖誕市集"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "日曬雨淋不能褪色",
            "字要夠大"
          ]
        }
      }
    },
    {
      "id": "heldout125-residential-ko-junggye-lp-piano",
      "projectType": "residential_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 아파트 전체 리모델링 상담 받고 싶어서요 ㅎㅎ 이번에 노원구 중계동 아파트 매매했는데 94년 준공이라 올해로 32년 됐더라고요.. 샷시, 욕실, 주방, 바닥 싹 다 해야 될 것 같아요",
        "34평이고 방 4개에 화장실 2개예요. 지금 사는 데는 상계동 25평 빌라라서 이사 가면 숨통 좀 트일 듯 ㅋㅋ 식구는 저랑 남편, 중2 아들, 초4 딸 이렇게 넷이고 시어머니가 한 달에 한두 번 오셔서 주무시고 가세요",
        "남편이 주 3일 재택이라 방 하나는 서재로 빼야 되고, 애들은 학원 갔다 오면 각자 방에 콕.. 저는 밤에 거실에서 책 읽는 게 유일한 낙이에요 ㅎㅎ 지금 집 불편한 거 꼽자면 ① 현관 좁아서 신발이 맨날 넘침 ② 주방 수납 부족 ③ 화장실 하나를 넷이 써서 아침마다 전쟁 ㅠㅠ",
        "그리고 꼭 자리 만들어야 하는 것들: 남편 LP 600장 정도 + 턴테이블, 딸 업라이트 피아노, 제 책 (지금 책장 2개 꽉 참), 아들 레고 진열장. 이거 다 들어가야 돼요!!",
        "스타일은 화이트 베이스에 우드 살짝 섞은 깔끔한 모던 좋아해요. 싫은 건\n- 체리색 몰딩\n- 번쩍이는 하이그로시 싱크대\n- 거실 아트월 대리석\n지금 집이 딱 이래서 질렸어요 ㅋㅋㅋ",
        "입주는 잔금 치르고 6월 초에 하려고요. 예산은... 솔직히 아직 모르겠어요 ㅠ 남편이랑 얘기 중인데 옆 동 사는 친구네는 같은 평수 올수리에 8천 들었다고 하더라고요. 일단 견적 보고 정하려고요",
        "아 맞다 아까 레고 진열장은 빼주세요 ㅋㅋㅋ 아들이 이제 레고 안 한다고 당근에 다 판대요. 그러니까 LP장이랑 피아노 자리, 책장 이렇게 세 개만요! 그리고 인테리어 말고도 조명이랑 커튼, 식탁 같은 가구 고르는 것도 같이 봐주실 수 있나요?"
      ],
      "whenAsked": {
        "budget": "예산은 아직 못 정했어요 ㅠ 견적 받아보고 남편이랑 정할게요.",
        "key_considerations": "피아노 때문에 방음이 제일 걱정이에요. 그리고 아랫집 분이 좀 예민하셔서 공사 소음으로 민원 안 나게 조심해주셨으면 해요."
      },
      "otherwise": "그건 상관없어요~ 알아서 해주세요!",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "전체 리모델링",
            "샷시"
          ]
        },
        "property_category": {
          "said": 0,
          "value": {
            "kind": "choice",
            "selected": [
              "apartment"
            ]
          }
        },
        "address": {
          "said": 0,
          "text": [
            "노원구 중계동"
          ]
        },
        "age": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 32,
            "unit": "years"
          }
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 34,
            "unit": "pyeong"
          }
        },
        "layout": {
          "said": 1,
          "text": [
            "방 4개에 화장실 2개"
          ]
        },
        "target_audience": {
          "said": 1,
          "text": [
            "중2 아들",
            "초4 딸"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "주 3일 재택",
            "거실에서 책 읽는"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "현관 좁아서",
            "주방 수납 부족"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "화이트 베이스에 우드",
            "깔끔한 모던"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "체리색 몰딩",
            "하이그로시",
            "아트월 대리석"
          ]
        },
        "move_in_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-06-01",
            "precision": "month",
            "relation": "on",
            "part": "early"
          }
        },
        "budget": {
          "said": 5,
          "skipped": true
        },
        "important_collections": {
          "said": 6,
          "text": [
            "LP",
            "피아노",
            "책장"
          ]
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "조명",
            "커튼",
            "가구 고르는"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "방음",
            "공사 소음"
          ]
        }
      }
    },
    {
      "id": "heldout125-commercial-ko-gwangan-dessert-cafe",
      "projectType": "commercial_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요~ 디저트 카페 인테리어 문의드려요! 서울 한남동 베이커리에서 6년 정도 파티시에로 일하다가 이번에 고향 부산 내려와서 제 가게 처음 차려요 ㅎㅎ 가게 이름은 '온기'예요",
        "자리는 부산 수영구 광안동이고 광안리 해변에서 한 블록 들어간 골목 1층 상가예요. 18평이고 전에 옷가게 하던 자리라 주방 설비가 하나도 없어요 ㅠ",
        "메뉴는 휘낭시에, 까눌레, 소금빵, 바스크 치즈케이크 이렇게 구움과자 위주고 음료는 커피랑 밀크티 정도요. 다른 데랑 다른 점은 매일 아침 그날 팔 만큼만 굽는 거? 남으면 안 팔아요. 그리고 버터는 전부 프랑스산 AOP 버터만 써요!",
        "손님은 광안리 놀러 오는 20~30대 관광객들이랑, 근처 오피스텔 사는 직장인들? 근데 바로 옆 건물에 대형 프랜차이즈 카페가 들어와 있어서 거기랑은 완전 다른 느낌이어야 돼요. 브랜드 느낌은 이름처럼 따뜻하고, 들어오면 할머니 집 부엌처럼 편안한? 그런 느낌이요 ☺️",
        "스타일은 프랑스 시골 빵집 같은 러스틱한 느낌 좋아해요. 색은 버터 옐로우랑 크림색, 포인트로 올리브 그린? 반대로 노출 콘크리트, 블랙 철제 가구, 네온사인은 싫어요 ㅋㅋ 요즘 카페들 다 그래서..",
        "예산은 인테리어만 4천 정도 생각하고 있어요. 오븐이랑 에스프레소 머신은 따로 2천5백 잡아놨고요. 오픈은 4월 중순 목표예요! 그리고 혹시 인테리어 말고 간판/메뉴판/쇼카드/포장 스티커도 같이 해주실 수 있나요? 아 스티커는 빼주세요 친구가 이미 만들어줬어요 ㅎㅎ",
        "아 그리고 정정할게요! 아까 18평은 계약면적이고 실평수는 15평이래요 부동산에서 방금 연락 왔어요. 좁은데 테이블 2인용 4개, 4인용 2개는 꼭 들어가야 되고 쇼케이스랑 오븐 있는 주방 동선도 나와야 돼서 그게 제일 고민이에요. 장사 잘 되면 내년쯤 해운대 쪽에 2호점도 생각 중이에요"
      ],
      "whenAsked": {
        "unique_design": "음.. 시그니처는 아직 잘 모르겠어요. 그건 디자이너님이 몇 가지 제안해주시면 보고 고를게요!",
        "key_considerations": "오븐 열이 많이 나서 환기랑 냉방 신경 써주셔야 하고요, 오픈 날짜는 꼭 맞춰야 돼요. 월세가 벌써 나가고 있어서요 ㅠ"
      },
      "otherwise": "그건 딱히 상관없어요, 편하게 해주세요~",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "디저트 카페",
            "온기"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "수영구 광안동"
          ]
        },
        "competitive_advantage": {
          "said": 2,
          "text": [
            "그날 팔 만큼만 굽는",
            "AOP 버터"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "20~30대 관광객",
            "오피스텔 사는 직장인"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "따뜻하고",
            "할머니 집 부엌처럼 편안한"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "프랑스 시골 빵집",
            "러스틱한"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "버터 옐로우",
            "올리브 그린",
            "노출 콘크리트"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 40000000,
            "currency": "KRW",
            "approximate": true
          }
        },
        "opening_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "on",
            "part": "mid"
          }
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "간판",
            "메뉴판",
            "쇼카드"
          ]
        },
        "space_size": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 15,
            "unit": "pyeong"
          }
        },
        "problem_need": {
          "said": 6,
          "text": [
            "2인용 4개, 4인용 2개",
            "주방 동선"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "2호점"
          ]
        },
        "unique_design": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "환기",
            "오픈 날짜는 꼭 맞춰야"
          ]
        }
      }
    },
    {
      "id": "heldout125-exhibition-ko-coex-living-fair",
      "projectType": "exhibition_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요, 경기도 이천에서 원목 가구 만드는 '나무결공방' 마케팅 담당 박지은입니다. 3월에 코엑스에서 하는 서울리빙디자인페어 나가게 돼서 부스 디자인이랑 시공까지 맡길 곳 찾고 있어요.",
        "이번에 전시할 건 1) 원목 사이드테이블 2) 라탄 펜던트 조명 3) 모듈 선반(신제품!) 이렇게 세 라인이에요. 작년 벡스코 메가쇼 때는 식탁도 들고 갔는데 이번엔 너무 무거워서 뺐어요 ㅎㅎ",
        "저희가 만나고 싶은 분들은 일반 관람객보다는 인테리어 디자이너, 편집숍 바이어, 호텔·카페 구매 담당자 쪽이에요. 브랜드 모토가 '10년 써도 질리지 않는 가구'라서, 부스 들어오면 나무 냄새 나는 조용한 작업실 같은 느낌이었으면 좋겠어요",
        "부스는 2칸 신청해서 6x3m, 18㎡예요. 스타일은 갤러리처럼 여백 많고 미니멀한데 차갑지 않은 느낌? 가운데는 실제 거실처럼 꾸며서 바이어분들이 앉아서 만져보고 상담할 수 있는 공간 만들고 싶어요. 조명 제품이 있어서 전기는 무조건 필요하고 물은 안 써요.",
        "예산은 디자인이랑 시공, 철거까지 다 해서 1,200만 원 안쪽이면 좋겠어요. 부스비 330만 원은 이미 사무국에 냈고요. 전시는 3월 5일(목)부터 8일(일)까지고, 철수는 마지막 날 저녁 6시 끝나고 바로래요. 설치 날짜는 사무국 공지가 아직 안 떠서 모르겠어요 ㅠ",
        "부스 말고도 같이 디자인해주셨으면 하는 거:\n- 제품 카탈로그 (500부)\n- 바이어용 가격표\n- 현장 할인 쿠폰\n- 쇼핑백 200개\n아 쇼핑백은 작년 거 남은 게 많아서 빼도 될 것 같아요!",
        "헉 방금 사무국에서 연락 왔는데 코너 자리가 하나 비어서 3칸으로 늘렸어요! 그래서 9x3m, 27㎡예요. 예산은 그대로 가야 돼요 ㅠㅠ 색은 원목 그대로에 오트밀, 연한 세이지 그린 정도? 빨강이나 형광색은 절대 안 돼요. 그리고 하반기에 도쿄 인테리어 라이프스타일 전시도 나가볼까 해서 부스 일부는 재사용할 수 있으면 좋겠어요"
      ],
      "whenAsked": {
        "entry_date": "설치 날짜는 아직 공지가 안 나와서 몰라요. 나오는 대로 바로 알려드릴게요!",
        "key_considerations": "가구가 무거워서 바닥 보강이랑 하중 신경 써주셔야 하고, 철수 시간이 짧아서 빨리 해체할 수 있는 구조로 부탁드려요."
      },
      "otherwise": "그건 상관없어요, 편하신 대로 해주세요!",
      "expected": {
        "address": {
          "said": 0,
          "text": [
            "코엑스"
          ]
        },
        "project_background": {
          "said": 1,
          "text": [
            "원목 사이드테이블",
            "라탄 펜던트 조명",
            "모듈 선반"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "인테리어 디자이너",
            "편집숍 바이어",
            "호텔·카페 구매 담당자"
          ]
        },
        "brand_value": {
          "said": 2,
          "text": [
            "10년 써도 질리지 않는 가구",
            "조용한 작업실"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "여백 많고 미니멀한",
            "차갑지 않은"
          ]
        },
        "unique_design": {
          "said": 3,
          "text": [
            "실제 거실처럼",
            "앉아서 만져보고"
          ]
        },
        "water_electricity_supply": {
          "said": 3,
          "value": {
            "kind": "choice",
            "selected": [
              "electricity_only"
            ]
          }
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 12000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "opening_date": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-03-05",
            "precision": "day",
            "relation": "on"
          }
        },
        "exit_date": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-03-08",
            "precision": "day",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 4,
          "skipped": true
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "카탈로그",
            "가격표",
            "할인 쿠폰"
          ]
        },
        "space_size": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 27,
            "unit": "m2"
          }
        },
        "colors_and_elements": {
          "said": 6,
          "text": [
            "오트밀",
            "세이지 그린",
            "형광색"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "도쿄",
            "재사용"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "바닥 보강",
            "빨리 해체"
          ]
        }
      }
    },
    {
      "id": "heldout125-brand-ko-jeonju-tteok",
      "projectType": "brand_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 엄마가 전주 효자동에서 20년 넘게 하신 떡집을 제가 올해부터 같이 하게 됐어요 ㅎㅎ 간판도 낡고 로고도 따로 없어서 이번에 브랜드를 처음부터 제대로 만들고 싶어요. 저는 아직 서울 살아서 주말마다 내려가요",
        "가게 이름은 '순이네 떡방'이에요. 외할머니 성함이 김순이신데 할머니가 남부시장에서 떡 팔던 게 시작이라 엄마가 그 이름 그대로 붙이셨대요. 이름은 절대 안 바꾸고 싶어요!",
        "파는 건 크게 이렇게예요\n1) 쑥인절미, 흑임자 설기 같은 매일 나가는 떡\n2) 돌떡, 답례떡 단체주문\n3) 명절 선물세트\n예전엔 식혜도 했는데 손이 너무 많이 가서 작년에 접었어요 ㅠ",
        "손님은 동네 어르신들이 제일 많긴 한데 요즘은 돌잔치 준비하는 30대 엄마들이나 회사 단체주문이 확 늘었어요. 그분들한테 그냥 시장 떡집 말고 선물하기 좋은 떡집으로 보이고 싶어요. 인스타는 아직 없고 네이버 플레이스만 있어요",
        "느낌은 촌스럽지 않은데 너무 힙하지도 않은, 따뜻하고 손맛 느껴지는 거요. 쑥색은 꼭 들어갔으면 좋겠고 싫은 건요: 핑크 파스텔, 금박, 한복 입은 캐릭터. 주변 떡집들이 다 그렇게 해서요 ㅋㅋ\n그리고 로고 말고도 명함/쇼핑백/포장 스티커/인스타 템플릿 같이 해주실 수 있나요?",
        "상표는… 엄마가 예전에 뭘 등록했다고 하셨는데 그게 상표인지 사업자 등록인지 확실하지가 않아요 😅 등록 도와주실지는 엄마랑 확인해보고 다시 말씀드릴게요. 아 엄마 친구분 떡집은 작년에 로고 200만원 주고 했다던데 그건 그냥 그렇다고요",
        "아 근데 아까 말한 것 중에 스티커는 빼주세요! 작년에 찍어둔 게 박스째로 남아 있어서요. 명함이랑 쇼핑백, 인스타 템플릿만 해주시면 돼요. 언제까지 끝내야 하는지는 아직 말씀을 못 드리겠어요, 가게 리모델링 일정이 나와야 알 것 같아요"
      ],
      "whenAsked": {
        "key_considerations": "할머니 때부터 오시던 단골 어르신들이 낯설어하지 않게 해주세요. 글씨도 크고 잘 읽혔으면 좋겠어요.",
        "expected_deadline": "아직 몰라요, 리모델링 일정 나오면 알려드릴게요.",
        "need_registration_assistance": "그건 엄마랑 확인해보고 다시 말씀드릴게요."
      },
      "otherwise": "상관없어요, 알아서 잘 해주세요~",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "떡집",
            "브랜드를 처음부터"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "전주 효자동"
          ]
        },
        "brand_name_story": {
          "said": 1,
          "text": [
            "외할머니 성함이 김순이",
            "남부시장에서 떡 팔던 게 시작"
          ]
        },
        "products_or_services": {
          "said": 2,
          "text": [
            "쑥인절미",
            "답례떡 단체주문",
            "명절 선물세트"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "돌잔치 준비하는 30대 엄마들",
            "회사 단체주문"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "선물하기 좋은 떡집"
          ]
        },
        "brand_website": {
          "said": 3,
          "text": [
            "네이버 플레이스"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "촌스럽지 않은데 너무 힙하지도 않은",
            "따뜻하고 손맛"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "쑥색",
            "핑크 파스텔",
            "금박",
            "한복 입은 캐릭터"
          ]
        },
        "registration_status": {
          "said": 5,
          "value": {
            "kind": "choice",
            "selected": [
              "not_sure"
            ]
          }
        },
        "need_registration_assistance": {
          "said": 5,
          "skipped": true
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "명함",
            "쇼핑백",
            "인스타 템플릿"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "단골 어르신들이 낯설어하지 않게",
            "잘 읽혔으면"
          ]
        }
      }
    },
    {
      "id": "heldout125-packaging-ko-yesan-sesame-oil",
      "projectType": "packaging_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요~ 충남 예산에서 아버지랑 방앗간 하고 있어요. '김씨네 방앗간'이라고 40년 됐는데 이번에 참기름이랑 들기름 제대로 포장 새로 해서 팔고 싶어서요. 지금은 그냥 투명 페트병에 손글씨 스티커 붙여서 팔아요 ㅠ 선물하기엔 좀 민망하더라구요",
        "제품은 3가지예요.\n- 참기름 (국산 참깨 저온압착)\n- 생들기름\n- 볶음참깨\n참기름 들기름은 병 하나에 350ml씩, 볶음참깨는 200g 파우치요. 명절엔 참기름+들기름 2병 들어가는 선물세트도 만들고 싶어요",
        "다른 데랑 다른 점은 주문 들어오면 그 주에 짜서 보내요. 미리 짜놓고 쌓아두지 않아요. 깨는 다 예산이랑 홍성 농가에서 직접 받고요. 손님은 40~60대 주부님들이 제일 많고, 요즘엔 회사에서 명절 선물용 대량 주문도 들어와요. 작년 설엔 세트만 300개 나갔어요!",
        "판매는 스마트스토어, 방앗간 매장, 예산 로컬푸드 직매장 이렇게 세 군데예요. 쿠팡도 작년까지 했는데 수수료 때문에 그만뒀어요.",
        "스타일은 옛날 방앗간 느낌은 살리되 깔끔하게요. 복고풍 한글 레터링 같은 거 좋아해요. 재질은 유리병이랑 크라프트 종이 상자 생각하고 있고, 택배 보낼 때도 뽁뽁이 말고 종이 완충재 쓰고 싶어요. 옆 방앗간은 다 페트병인데 저희는 거기서 벗어나고 싶어서요",
        "아 정정이요! 들기름은 산패가 빨라서 350ml 말고 작은 병으로 바꾸기로 했어요. 그러니까 참기름 350ml, 들기름 180ml, 볶음참깨 200g 파우치예요. 세트는 참기름 1병 + 들기름 1병 그대로고요",
        "추석 선물세트 주문이 8월부터 들어오니까 디자인은 7월 말까지는 끝났으면 좋겠어요. 세트 상자 말고 택배 박스도 같이 해주시면 좋고요. 색은 솔직히 감이 하나도 없어서 추천해주세요 ㅎㅎ"
      ],
      "whenAsked": {
        "colors_and_elements": "색은 진짜 모르겠어요, 디자이너님이 추천해주시면 보고 고를게요.",
        "key_considerations": "병에 기름이 묻어도 인쇄가 번지지 않았으면 좋겠고, 식품 표시사항 들어갈 자리는 꼭 넉넉하게 잡아주세요."
      },
      "otherwise": "그건 상관없어요, 편하신 대로 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "방앗간",
            "포장 새로"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "충남 예산"
          ]
        },
        "problem_need": {
          "said": 0,
          "text": [
            "투명 페트병",
            "손글씨 스티커"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "참기름",
            "생들기름",
            "볶음참깨"
          ]
        },
        "packaging_form": {
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "bottle_jar",
              "bag_pouch",
              "gift_set"
            ]
          }
        },
        "unique_selling_point": {
          "said": 2,
          "text": [
            "주문 들어오면 그 주에 짜서",
            "예산이랑 홍성 농가"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "40~60대 주부님들",
            "명절 선물용 대량 주문"
          ]
        },
        "sales_channels": {
          "said": 3,
          "text": [
            "스마트스토어",
            "방앗간 매장",
            "로컬푸드 직매장"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "옛날 방앗간 느낌",
            "복고풍 한글 레터링"
          ]
        },
        "preferred_materials": {
          "said": 4,
          "text": [
            "유리병",
            "크라프트 종이 상자",
            "종이 완충재"
          ]
        },
        "specification": {
          "said": 5,
          "text": [
            "참기름 350ml",
            "들기름 180ml",
            "볶음참깨 200g"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-07-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "택배 박스"
          ]
        },
        "colors_and_elements": {
          "said": 6,
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "인쇄가 번지지 않았으면",
            "식품 표시사항"
          ]
        }
      }
    },
    {
      "id": "heldout125-website-ko-seochon-pottery",
      "projectType": "website",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요 :) 서촌에서 도자기 공방 하고 있어요. 공방 이름은 '흙과숨'이고 원데이클래스랑 정규반 운영해요. 요즘 외국인 관광객 문의가 진짜 많은데 인스타 DM으로 예약 받다 보니 시간도 헷갈리고 노쇼도 많아서… 바로 예약되는 홈페이지가 필요해요",
        "지금 사이트는 없고 인스타 instagram.com/heukgwasum 하나예요. 페이지는 이 정도 생각했어요\n・공방 소개\n・클래스 안내 (원데이/정규반)\n・예약하기\n・작가 작품 갤러리\n・오시는 길",
        "언어는 한국어, 영어, 중국어요. 외국인은 미국이랑 유럽 여행객이 제일 많고 요즘 대만 분들도 좀 늘었어요. 한국 분들은 20~30대 커플이나 친구끼리 데이트 코스로 많이 오시고요",
        "참고하는 데는 을지로 '유약방' 사이트랑 교토 쪽 작은 공방 사이트 몇 개요. 아 제가 예전에 강사로 있던 이천 공방 사이트는 절대 저렇게 하면 안 되는 예시예요 ㅋㅋ 메뉴가 너무 복잡해요",
        "스타일은 흙 색감 그대로, 여백 많고 사진이 주인공인 느낌이요. 색은 베이지랑 회색 톤이 좋고 반짝이거나 애니메이션 막 움직이는 건 싫어요",
        "예산은 솔직히 아직 감이 없어요, 견적 받아보고 정하고 싶어요. 옆 공방 언니는 500 들였다던데 저는 그 정도는 어려울 것 같고요 ㅠ 오픈은 3월 말까지는 꼭 됐으면 해요. 4월 벚꽃 시즌에 서촌에 관광객이 제일 많거든요",
        "아 언어 정정할게요! 중국어는 대만 분들이라 간체 말고 번체로 해야 되고, 일본어도 추가해주세요. 그러니까 한국어, 영어, 중국어 번체, 일본어 이렇게 네 개요. 번역은 아는 분께 맡길 거라 텍스트는 제가 드릴게요",
        "나중엔 제 작품 판매도 사이트에서 하고 싶은데 그건 예약이 먼저 자리 잡으면요. 그리고 혹시 사진 촬영도 해주시나요? 되면 같이 맡기고 싶어요"
      ],
      "whenAsked": {
        "budget": "예산은 견적 받아보고 정하고 싶어요.",
        "key_considerations": "예약이 겹치지 않는 게 제일 중요하고, 외국인도 해외 카드로 결제 쉽게 할 수 있어야 해요."
      },
      "otherwise": "그건 상관없어요~ 추천해주시는 대로 할게요",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "도자기 공방",
            "원데이클래스랑 정규반"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "서촌"
          ]
        },
        "problem_need": {
          "said": 0,
          "text": [
            "DM으로 예약",
            "노쇼"
          ]
        },
        "category": {
          "said": 0,
          "value": {
            "kind": "choice",
            "selected": [
              "booking"
            ]
          }
        },
        "url": {
          "said": 1,
          "text": [
            "instagram.com/heukgwasum"
          ]
        },
        "main_pages": {
          "said": 1,
          "text": [
            "공방 소개",
            "클래스 안내",
            "예약하기",
            "작품 갤러리",
            "오시는 길"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "미국이랑 유럽 여행객",
            "20~30대 커플이나 친구끼리"
          ]
        },
        "competitors": {
          "said": 3,
          "text": [
            "유약방",
            "교토 쪽 작은 공방"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "여백 많고",
            "사진이 주인공"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "베이지랑 회색 톤",
            "애니메이션"
          ]
        },
        "budget": {
          "said": 5,
          "skipped": true
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "languages": {
          "said": 6,
          "text": [
            "한국어",
            "영어",
            "중국어 번체",
            "일본어"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "작품 판매"
          ]
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "사진 촬영"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "겹치지 않는",
            "결제"
          ]
        }
      }
    },
    {
      "id": "heldout125-other-ko-daegu-wedding-paper",
      "projectType": "other",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 5월에 결혼하는 예비신부예요 💍 청첩장이랑 결혼식에 쓸 종이류를 한 번에 맡기고 싶어서 연락드렸어요. 처음엔 셀프로 하려고 캔바 붙잡고 있다가 도저히 안 돼서 포기했어요 ㅋㅋㅋ",
        "필요한 건 일단\n① 모바일 청첩장\n② 종이 청첩장 150부\n③ 포토테이블 웰컴보드\n④ 답례품에 붙일 스티커\n요 정도예요. 언니 결혼할 땐 300부 찍었는데 저희는 스몰웨딩이라 그렇게까진 필요 없어요",
        "식은 5월 16일 토요일이고 대구 수성구 쪽 하우스웨딩홀이에요. 저희도 수성구 살고요. 신랑 부모님은 부산에 계셔서 부산 하객분들은 버스 대절해서 오세요",
        "하객은 부모님 지인분들이 50~60대로 절반 넘고 나머지는 저희 회사 동료랑 친구들이에요. 그래서 어르신들도 보기 편하게 글씨 크고, 약도랑 주차 안내는 꼭 잘 보였으면 좋겠어요. 그리고 종이랑 모바일이 따로 노는 게 아니라 다 한 세트처럼 통일감 있었으면 해요",
        "스타일은 솔직히 아직 모르겠어요 😅 포트폴리오 보고 고르고 싶어요. 다만 저희 강아지 콩이(말티즈예요)를 작게 그려 넣고 싶고, 금박이나 레이스처럼 너무 화려한 건 빼고 싶어요",
        "아 그리고 식권도 같이 해주실 수 있나요? 홀에서 주는 건 너무 밋밋해서요. 그리고 종이 청첩장 수량 정정할게요, 엄마가 명단 뽑아보시더니 200부는 있어야 한대요 ㅠㅠ 답례품 스티커는 답례품 업체에서 해준다고 해서 빼주세요. 정리하면 모바일 청첩장, 종이 청첩장 200부, 웰컴보드, 식권 이렇게예요!",
        "청첩장은 식 두 달 전에는 돌려야 하니까 디자인은 3월 중순까지는 끝났으면 해요. 평일엔 회사라 카톡으로 저녁에 연락 주시는 게 편하고, 최종 결정은 저랑 예랑이 둘이 같이 해요!"
      ],
      "whenAsked": {
        "preferred_style": "아직 잘 모르겠어요, 시안 몇 개 보고 고를게요!"
      },
      "otherwise": "다 괜찮아요~ 편하신 대로 해주세요!",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "예비신부",
            "청첩장"
          ]
        },
        "address": {
          "said": 2,
          "text": [
            "수성구"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "50~60대",
            "회사 동료랑 친구들"
          ]
        },
        "key_considerations": {
          "said": 3,
          "text": [
            "글씨 크고",
            "약도랑 주차 안내"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "한 세트처럼 통일감"
          ]
        },
        "preferred_style": {
          "said": 4,
          "skipped": true
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "강아지 콩이",
            "금박이나 레이스"
          ]
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "모바일 청첩장",
            "종이 청첩장 200부",
            "웰컴보드",
            "식권"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "month",
            "relation": "by",
            "part": "mid"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "카톡으로 저녁에",
            "저랑 예랑이 둘이 같이"
          ]
        }
      }
    }
  ];
