import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 124 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: places in many forms (the project's place
 * said as a street and a district, a neighbourhood, near a landmark or a station, a hall and a stand number, a
 * building's floor, a township with its county, in parts over two messages or after a move; beside it places that are
 * not the project's: where the visitor lives or grew up, the old shop, a branch, suppliers' and factories' towns, where
 * customers come from, a trip abroad, a rival's or a relative's place, last year's show city, a day job, and travel
 * times that are no distance to the studio; in each, one correction and one or two fields not known, filed as skipped).
 * Written in session 68 by seven writers, all 21 conversations, and played once on f88914c7 (after the session's rules
 * from held-out 122 and 123, before any change for it): 226 of 303 facts (74.6 %), 8 wrong values, 24 asked again, 0
 * loops, at most 15 turns. Its misses were not read: it is the next session's blind measure.
 */
/* Writer's note (en-US, batch 124)
 * - residential_space: Marcus's wife (couple + greyhound) gut-renovating a brick rowhome in Fishtown, Philadelphia; address "East Columbia Ave" near the Girard El stop (msg1, Fishtown in msg0) -> address; rowhome -> property_category townhouse; 1,400 sq ft -> space_size; ~$180k -> budget; 200 cookbooks + upright piano -> important_collections; baby in a couple of years -> plans_after_project; trap: current rental in Bushwick/Brooklyn, mom's 3,000 sq ft house in Lancaster, 450 sq ft basement not counted, office in Center City 20 min on the El, honeymoon ryokan in Kyoto, grandma's house in Scranton, "not updated since the 80s" is not the age, Brooklyn lease ending April 30 is not the move-in; correction: move_in_date May 1 (msg5) -> by end of August 2026 (msg6); unknown: age (whenAsked).
 * - commercial_space: Priya Nair, Fern & Frame optician/eyewear boutique moving within Vancouver; address first Main Street at East 18th, Mount Pleasant (msg1) then Fraser Street south of Kingsway, Fraserhood (msg5), 1,250 sq ft -> space_size (said with the new place); $150k CAD tops -> budget at_most; signage for corner windows -> other_design_requirements; partner Tom on quotes -> collaboration_notes; trap: old shop on Commercial Drive, supplier in Montreal, frame workshops in Sabae Japan, customers driving in from Burnaby/North Van, visitor lives in New Westminster 35 min away (not distance to studio), cramped old shop's problems vs new-shop need; correction: address Main St at East 18th (msg1) -> Fraser Street at Kingsway (msg5); unknown: opening_date (msg6).
 * - exhibition_space: Dana Whitcomb, marketing lead at Ember & Ore (enameled cast iron cookware, Portland), first solo booth at the Inspired Home Show, McCormick Place Chicago; address = Lakeside Center, Hall D, booth L-2241 (msg 6), space_size 10x20 ft = 200 ft2 (msg 2), water_electricity_supply both (msg 5), budget ~USD 60,000 (msg 5), opening_date 2026-03-14 on, entry_date 2026-03-11 on (msg 5), brand_value/target_audience (msg 3), preferred_style/unique_design live cooking station (msg 4), other_design_requirements recipe cards + giveaway tote (msg 6), key_considerations asked; trap: office/showroom on SE Water Ave, Central Eastside Portland (not the venue), foundry in Manitowoc, Wisconsin, last year's KBIS in Las Vegas, "four hour flight" Portland-Chicago (not distance to studio), distributors from Canada/Mexico (audience, not address), "Saturday March 14" vs move-in "the 11th"; correction: address North Building, Hall B, booth N-8613 (msg 2) -> Lakeside Center, Hall D, booth L-2241 (msg 6); unknown: exit_date (asked, manual not out).
 * - brand_design: Kirsty Rendall (with partner Jamie), Skerry Coffee, horsebox coffee van becoming a roastery + tasting bar; address = Unit 4 on Anderson Place, Bonnington, Leith (msg 1, listen field); brand_name_story skerry/Westray (msg 2), products_or_services beans/espresso/subscription + problem_need (msg 3), target_audience Leith locals/families/dog walkers (msg 4), preferred_style + colors_and_elements grey-green/rusty orange/no brown (msg 5), brand_website @skerrycoffee + collaboration_notes (msg 6), other_design_requirements bag labels/cups/sign + plans_after_project second tasting bar in Glasgow (msg 7), need_registration_assistance yes (asked), key_considerations asked; trap: Portobello prom (old van pitch), Westray/Orkney (where she grew up, name story), Huila/Sidamo (bean origins), Edinburgh Park (partner's day job), Glasgow/Finnieston (sister's café, future plan), "Keys ... in February" (lease handover, not the design deadline); correction: registration_status not_registered (msg 4) -> in_progress (msg 6); unknown: expected_deadline (asked, depends on landlord handover).
 * - packaging_design: Priya, Chai Wallah Co., loose-leaf masala chai in tins + refill pouches, shared kitchen on Addison Road in Marrickville (Sydney, +660); address "Addison Road, Marrickville" (msg0), product = loose-leaf masala chai blend (1), form = can_tin + bag_pouch (2), USP stovetop chai / ground fresh weekly (3), audience 25-40s inner west + South Asian aunties (3), sales channels Carriageworks Farmers Market / online shop / Grounded cafés (4), style railway chai stalls (5), materials plastic-free / compostable (5), recipe card -> other_design_requirements (5), deadline end of Feb 2026 (6), turmeric latte -> plans (6), key = labelling rules + seal (asked); trap: Pune (grew up), Idukki Kerala + Assam (ingredient sources), Dandenong South Melbourne (tin supplier), Newtown/Parramatta (stockist's cafés), 10-min walk from Redfern station (not distance to studio), 40 cups, 500 minimum, autumn menu launch; correction: specification 100g per tin (msg 2) -> 80g per tin, pouches 250g (msg 6); unknown: colors_and_elements (asked, skipped).
 * - website: Marcus, Salmon Bay Cycles (repairs, rentals, guided rides), moved to Leary Way NW in Ballard, Seattle (-480); url salmonbaycycles.com (1), category booking (1), problem = online booking without calling (1), pages (2), audience commuters/families/cruise tourists (3), languages English + Spanish (3), style friendly scrappy (4), colours teal and orange (4), photography -> other_design_requirements (4), go-live March 1 (5), key = sync with repair queue + phones (6); trap: old shop in Fremont, five-minute ride from Ballard Locks / Burke-Gilman Trail, Greenwood, Pier 91, Golden Gardens (customers' places), day job at hospital on First Hill, 2019; correction: budget about $8,000 (msg 5) -> $6,500 max (msg 6); unknown: competitors (asked, skipped).
 * - other: Jen Kowalski, Hollow Oak Vineyard, illustrated property map + outdoor wayfinding signs; place in parts: Route 54A / Keuka Lake (msg0) then village of Hammondsport, Steuben County NY (msg1, expected address); problem visitors can't find meadow/trail (2), audience day-trippers/couples/families (3), style hand-drawn botanical watercolor (4), Calistoga painted map -> other_preferences (4), colours vine green / lake blue / plum (4), deadline April 15 (6), key = lake-effect snow, golf cart legibility, fire department (6), cabins -> plans (7); trap: Buffalo (grew up), Rochester day job 1.5 h away, visitors from Rochester/Buffalo/Toronto, Corning Museum of Glass 40 min south, Napa/Calistoga trip, 30 acres, last weekend of April = trail kickoff (not deadline), Memorial Day opening; correction: expected_deadline mid-May (msg 5) -> April 15 (msg 6); unknown: collaboration_notes (asked, skipped).
 */
/* Writer's note (zh-TW, batch 124)
 * - residential_space: young couple (now renting in Zhubei, Hsinchu; husband works at Hsinchu Science Park) renovating an old walk-up apartment bought in Tainan; address = 台南 東區, 文化中心附近 (msg 0, with a 5-minute walk to the culture centre); layout 三房兩廳一衛 (2); apartment (0); 33 ping (6); budget ≤ NT$1.5M incl. furniture (6); move in by end of August 2026 (7); family = 3-year-old daughter + Shiba (3); kitchen/storage problem (4); cooking/baking lifestyle (4); Muji Japanese-minimal wood style (5); colours: not all white, natural wood (5); collection: ~300 vinyl records (7); collaboration: LINE, site visits on weekends (8); key_considerations asked (old plumbing/wiring, budget); trap: current rented home in Zhubei (20 ping size of another home), husband's workplace (竹科 / 台南廠), parents in Yongkang 15 min drive (not studio distance), daughter's preschool on 東門路, 4th floor with no lift (not an address); correction: space_size 30 ping (msg 2) -> 33 ping (msg 6); unknown: age (msg 2; also declined when asked).
 * - commercial_space: European-style bakery forced to move from Sanchong to Banqiao; address = 板橋文化路一段, 2 min from 新埔站 exit 3 (msg 2; 板橋 first said in msg 0); 20 ping ground floor + loft (1); problem: circulation/queueing (1); natural leaven, slow cold fermentation = competitive_advantage (3); smell of bread / like a neighbour's home = brand_value (3); office workers + mums with kids (4); no industrial, light wood (5); cream/oat colours, no black/grey (5); glass baking area = unique_design (6); opening mid-May 2026 (6); signage + price board (8); key_considerations asked (ventilation/exhaust); trap: old shop in 三重 and its 12 ping, chain rival across the street, flour supplier in 台中, loyal customers coming from 三重, a Kyoto bakery seen on a trip, landlord's handover end of March (not opening date); correction: opening_date April (msg 0) -> mid-May (msg 6); unknown: budget (msg 7, wife still deciding).
 * - exhibition_space: third-generation Dong-ding oolong tea maker from Lugu, Nantou, first time at Food Taipei in June; address first 南港展覽館1館 (msg 1) then moved by organiser to 2館, 4樓, booth P0512 (msg 4); 6x3 = 18 m2 (1); brand value "slow" tea / mountain tea garden (2); overseas buyers and distributors (3); minimal, oriental but not old-fashioned (5); small tasting bar (5); opening 2026-06-24, move-in 2026-06-22, move-out 2026-06-27 (6); budget about NT$800k incl. build (6); collaboration mostly online (7); plans: reuse the booth at Foodex Tokyo next March (7); key_considerations asked (built on time, tea vs humidity); trap: factory in 鹿谷, office in 台中, last year's Foodex at Makuhari/Chiba with a 3x3 booth, buyer countries Japan/Singapore/Malaysia, 3+ hours drive Lugu->Taipei (not distance to studio), next year's Tokyo show (plans, not address), tea brewing on site (water/electricity still unknown); correction: address Hall 1 (msg 1) -> Hall 2, 4F, P0512 (msg 4); unknown: water_electricity_supply (asked, not sure).
 * - brand_design: husband of a couple running a dog-grooming shop "毛孩洗澡日" in Taichung, moving from 北屯區 to 西屯區 near 逢甲; background 寵物美容/品牌識別重新做 (0), products 洗澡/美容剪毛/洗毛精 (1), name story 女兒取的/洗澡日 (2), problem 看不出來是在做美容 + audience 逢甲的學生/上班的年輕人 (3), style 溫暖/手繪感 + colours 奶油黃跟淺藍/不要紅色 (4), address 西屯路二段 (5), deadline by late Feb 2026 + other design 招牌/名片/IG貼文模板 (6), registration not_registered + collaboration LINE給我/我老婆拍板 (7), registration help yes (asked), key considerations 一看就知道/麻糬 (asked); trap: old shop in 北屯區, customers from 七期, wife trained in 大阪, move in March and opening mid-March are not the design deadline, 福星路 was a shop they did not rent; correction: address 福星路 (msg 0) -> 西屯路二段 (msg 5); unknown: brand_website (asked).
 * - packaging_design: daughter/son of a tea-growing family in 南投縣魚池鄉 (大林村), own-brand black-tea teabag gift box; background 種紅茶/茶包禮盒 + address 南投縣魚池鄉 (0), product 台茶18號紅玉/三角立體茶包 + form box+bag_pouch (1), USP 沒有噴除草劑/肉桂跟薄荷香 + audience 觀光客/30到45歲 (2), channels 伴手禮店/蝦皮/市集 (3), style 很素很安靜/台灣的味道 + colours 深紅茶色跟米白/不要放邵族圖騰 (4), spec 12包/2.5克 (5), deadline by mid-April 2026 + other design 寄貨用的外箱/吊牌 (6), key considerations 不能受潮/成本不要太高 (asked); trap: visitor works in 台中, 15 min from 日月潭 (not studio distance), shop near 向山遊客中心 is a sales outlet, 京都 tea house seen on a trip, printer in 彰化, printing early May and Mother's Day are not the deadline; correction: specification 一盒10包 (msg 1) -> 12包 (msg 5); unknown: preferred_materials (asked).
 * - website: sisters running homestay 「稻浪居」 in 台東池上 (grandma's old house), booking site; background 民宿/老房子改的 + address 台東池上 (0), problem 抽成/直接線上訂房 + category booking + url facebook.com/daolangju (1), pages 房型介紹/線上訂房/交通方式 + languages 中文/英文/日文 (2), audience 小家庭跟情侶/日本來的單車客 + competitor 山知道 (3), style 安靜/很多留白 + colours 稻穗的金黃/不要花俏粉紅 (4), budget NT$120,000 at most (6) + other design 房間照片 (6), key considerations 不能重複訂/手機好操作 (asked); trap: sisters live in 高雄, 8 min walk from station and 10 min bike to 伯朗大道, guests from 台北/新竹, competitor in 花蓮, 長野 sites, 二樓 rooms under renovation, roof repair money; correction: budget ~80,000 (msg 5) -> at most 120,000 (msg 6); unknown: expected_deadline (msg 7).
 * - other: volunteer of a community development association in 新竹縣北埔鄉 (behind 慈天宮, off 北埔老街), hand-drawn walking map + mascot + mural drawing; background 社區發展協會 (0), other design 手繪導覽地圖/吉祥物/壁畫 (1), problem 把人帶進來社區 (2), address 新竹縣北埔鄉 (3; place given in parts, msg 0 and 3), audience 親子家庭/騎單車的年輕人 + style 手繪插畫/不要太老氣 + other prefs 直島 (4), deadline by late March 2026 (6), collaboration 理事長跟總幹事一起決定/理監事會 + plans 第二期 (7), key considerations 位置要畫對/私人房子 (asked); trap: visitor works at 竹科, 20 min drive from 竹東 (not studio distance), visitors from 台北/桃園, 直島 reference, 4月中 桐花季 event date is not the deadline, 峨眉鄉 is a future phase; correction: expected_deadline 6月前 (msg 5) -> 3月底前 (msg 6); unknown: colors_and_elements (asked).
 */
/* Writer's note (ko-KR, batch 124)
 * - residential_space: a mother (husband, 5-year-old daughter, two cats), now renting in Bundang Jeongja-dong, bought a 25-year-old apartment in Mapo-gu Mangwon-dong for a full remodel; address 마포구 망원동 (msg1), size 33평 (msg1), layout 방 3개 화장실 2개, age 25 years (msg0), apartment, move-in late April (msg5), style warm wood/natural, budget up to 6천만 원 (msg6), key_considerations scratch-resistant (asked); trap: current home in 분당 정자동 and its 24평 size, 망원역 5-minute walk (distance to station, not studio), husband's workplace 판교, mother's home 일산, Kyoto ryokan trip, lease expiry 4월 30일 (not filed as exact move-in day); correction: budget 5천만 원 정도 (msg4) -> 6천만 원까지 at_most (msg6); unknown: colors_and_elements (asked).
 * - commercial_space: a bakery owner moving a 5-year-old neighbourhood bakery from Yeonnam-dong to Seongsu-dong; address 성수역 4번 출구 / 연무장길 building 1층 (msg2, place said across msg0 and msg2), size 18평 (msg0), competitive advantage sourdough + flour direct from a Korean-wheat farm, customers 20~30대 / foreign tourists / office workers, style warm neighbourhood bakery (avoid industrial concrete), colours cream/beige, unique design glass-walled oven room, extras signage + bread display, opening mid-April (msg6); problem_need, brand_value, key_considerations asked; trap: old shop 연남동 and its 8평, supplier town 전북 완주, 3-minute walk from station, a big rival bakery café nearby, landlord's restoration ending 2월 중순 (not a project date); correction: opening_date early March (msg5) -> mid-April (msg6); unknown: budget (asked).
 * - exhibition_space: Jeju skincare brand '숨결' (HQ Aewol) taking its first solo booth at a beauty fair at COEX in March; address first B홀 B-105 (msg2) then reassigned C홀 C-212 (msg6), booth 6m x 3m = 18 m2, audience overseas buyers (SE Asia/Japan distributors), brand value 'gentle like Jeju wind', style clean minimal, unique design test washbasin, water+electricity both, budget within 3천만 원 at_most, opening 2026-03-12, move-in 2026-03-11, 2 site meetings (number_of_visits); key_considerations asked; trap: HQ 제주 애월, last year's show at 부산 벡스코, camellia farms 서귀포, factory 충북 오송, flying up from Jeju (not a distance), 'day before' move-in phrasing; correction: address B홀 B-105 (msg2) -> C홀 C-212 (msg6); unknown: exit_date (asked).
 * - brand_design: roastery cafe owner ("모래내커피"), moving out of Yeonnam-dong, Seoul; full identity refresh; products 핸드드립/원두 소분 판매/원두 납품 -> products_or_services; name story = childhood neighbourhood 모래내시장 (near 가좌역) -> brand_name_story, not address; new shop 합정역 7번 출구, 서교동 1층 -> address; logo by end of Feb -> expected_deadline 2026-02 late; stickers/cup holders -> other_design_requirements; not registered, wants help (asked); Instagram @moraene_coffee (asked); trap: 연남동 = current/old shop, 가좌역/모래내시장 = where she grew up, 부산 = green-bean importer, 경기도 = where weekend customers come from, 멜버른 = trip, 일산 + 차로 40분 = home and commute (not distance to studio), 3월 중순 = opening, not the deadline, 2층 = floor of the abandoned Mangwon building; correction: address 망원역 2번 출구/망원동 2층 (msg 1) -> 합정역 7번 출구, 서교동 1층 (msg 6); unknown: colors_and_elements (msg 5).
 * - packaging_design: daughter back from Seoul making tangerine syrup and chips ("위미귤방") on her parents' farm in 서귀포시 남원읍 위미리 -> address; gift-set packaging; 500ml glass jar / 30g pouch / 2 jars + 3 bags -> specification; label + gift_set -> packaging_form (the chip pouch is left out); no pesticide, 30% less sugar -> USP; smart store / select shop near 올레시장 / 제주공항 면세 -> sales_channels; kraft or recycled paper -> preferred_materials; orange accent, no dol-hareubang or canola flowers -> colors; jar breakage -> key_considerations; video meetings -> collaboration_notes; trap: 서울 = former life, 충북 음성 = contract factory for the chips, 올레시장/제주공항 = sales channels not address, 1시간 반 to the airport = not distance to studio, 4월 초 = duty-free screening date, not the deadline; correction: expected_deadline May (msg 2) -> mid-March 2026-03 mid (msg 6); unknown: plans_after_project (msg 7).
 * - website: owner of a hanok stay ("느린마루") in Gyeongju, one block behind 황리단길 near 대릉원 돌담길 -> address; own booking site -> category booking; commission from Airbnb/Naver -> problem_need; easy phone management -> key_considerations; old site neurinmaru.modoo.at -> url; pages 객실 소개/실시간 예약/오시는 길 -> main_pages; 소설재 (전주) + Kyoto ryokan site -> competitors; ~3,000,000 KRW -> budget; live by 2026-03-20 -> expected_deadline; new room photos -> other_design_requirements; trap: 대구 수성구 = where the owner lives, 한 시간 넘게 = drive from home (not distance to studio), 서울/부산/일본/대만 = where guests come from, 전주 한옥마을/교토 = references' locations, 4월 벚꽃 시즌 = season, not deadline; correction: languages 한국어+영어 (msg 2) -> 한국어, 영어, 일본어 (msg 6); unknown: colors_and_elements (msg 7).
 * - other: youth-village team in Seocheon wanting a village map and alley signboards; place said in two parts: 충남 서천 (msg 0) then 한산면, near 한산모시관 (msg 1) -> address; visitors leave after the Ramie museum, alleys hard to find -> problem_need; day-trippers in their 20s-40s + families -> target_audience; handwritten, modest -> preferred_style; beige/ivory + indigo, no neon/red -> colors; fade-proof, large lettering -> key_considerations; at least 2 site visits -> number_of_visits; map as merchandise -> plans_after_project; trap: 나오시마 = last year's trip, 대전/서울 = where visitors come from, 서천읍 군청 = day job, 군산 + 30분 = home and commute (not distance to studio), 6월 모시문화제 = installation/festival, not deadline, 10분 walk = from the museum; correction: expected_deadline end of April (msg 3) -> end of March 2026-03 late (msg 6); unknown: collaboration_notes (asked, decided later by the village council).
 */
export const hundredAndTwentyFourthHeldOutConversations: CorpusConversation[] = [
    {
      "id": "heldout124-residential-en-fishtown-rowhome",
      "projectType": "residential_space",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hi! My husband Marcus and I just closed on our first house, a brick rowhome in Fishtown, Philadelphia 🎉 We're renting a one-bedroom in Bushwick right now so it's a big move for us. We want a full gut renovation inside, especially the kitchen and both bathrooms.",
        "It's on East Columbia Ave, about a five minute walk from the Girard stop on the El. 3 bedrooms, 1.5 baths, living and dining are one long room downstairs with a galley kitchen at the back. Roughly 1,400 sq ft over three floors, plus an unfinished basement of maybe 450 that we're not counting. (My mom keeps comparing it to her 3,000 sq ft house in Lancaster lol)",
        "The house hasn't been updated since the 80s I think. The kitchen is dark and cramped, there's only one full bath, and there's zero closet space anywhere. It needs to work for two people who are home a lot.",
        "It's me, Marcus and our retired racing greyhound Biscuit. I work from home three days a week (the other two I'm at the office in Center City, 20 min on the El), and Marcus is a line cook so on his days off he cooks a LOT and we host big Sunday dinners for friends. In a couple of years we're hoping to add a baby to the mix.",
        "Style wise: warm minimal, kind of Japandi but less beige. On our honeymoon we stayed at a tiny ryokan in Kyoto and I still dream about the wood in that place. Colours I love white oak, sage green, a bit of terracotta. Please no glossy white kitchen cabinets.",
        "Budget is around $180k all in. Our Brooklyn lease ends April 30 so the plan is to move in May 1st. Also Marcus has about 200 cookbooks and my grandma's upright piano is coming down from her house in Scranton, so both need a proper home.",
        "Ugh, scratch that move-in date. Our contractor friend literally laughed at May for a full gut job 😅 We'll go month-to-month in Brooklyn and aim to move in by the end of August instead."
      ],
      "whenAsked": {
        "age": "Honestly no idea, the listing didn't say and the seller didn't know either. I'll try to dig it up from the deed at some point.",
        "key_considerations": "Keep the original exposed brick wall and the front stoop, and floors Biscuit won't slip on, greyhounds are hopeless on shiny hardwood.",
        "property_category": "A rowhome, attached on both sides.",
        "address": "Fishtown, on East Columbia Ave."
      },
      "otherwise": "No strong feelings on that one, whatever you'd recommend.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "full gut renovation",
            "kitchen and both bathrooms"
          ]
        },
        "property_category": {
          "said": 0,
          "value": {
            "kind": "choice",
            "selected": [
              "townhouse"
            ]
          }
        },
        "address": {
          "said": 1,
          "text": [
            "East Columbia Ave"
          ]
        },
        "layout": {
          "said": 1,
          "text": [
            "3 bedrooms",
            "1.5 baths",
            "galley kitchen"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 1400,
            "unit": "ft2",
            "approximate": true
          }
        },
        "problem_need": {
          "said": 2,
          "text": [
            "dark and cramped",
            "only one full bath",
            "zero closet space"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "Marcus",
            "greyhound Biscuit"
          ]
        },
        "lifestyle": {
          "said": 3,
          "text": [
            "work from home three days a week",
            "line cook",
            "big Sunday dinners"
          ]
        },
        "plans_after_project": {
          "said": 3,
          "text": [
            "add a baby"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "warm minimal",
            "Japandi"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "white oak",
            "sage green",
            "no glossy white kitchen cabinets"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 180000,
            "currency": "USD",
            "approximate": true
          }
        },
        "important_collections": {
          "said": 5,
          "text": [
            "200 cookbooks",
            "upright piano"
          ]
        },
        "move_in_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-08-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "age": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "exposed brick wall",
            "front stoop",
            "won't slip"
          ]
        }
      }
    },
    {
      "id": "heldout124-commercial-en-fraserhood-optician",
      "projectType": "commercial_space",
      "language": "en-US",
      "utcOffsetMinutes": -480,
      "messages": [
        "Hi there, I'm Priya Nair, I own Fern & Frame, an independent optician and eyewear boutique in Vancouver. We've been on Commercial Drive for eight years but the lease is up in the spring, so we're moving and I need the whole new shop designed: the retail floor plus a proper exam room for eye tests.",
        "The place we're signing for is on Main Street at East 18th, in Mount Pleasant, ground floor of a new building. I'll send the size once I get the floor plan. FYI our case supplier is in Montreal and most of our frames ship from a little workshop town called Sabae in Japan.",
        "Main problem at the Drive shop is it's so cramped people end up waiting on the sidewalk, and the exam room is basically a closet. In the new place I want people to be able to sit, take their time and try frames on without a queue out the door.",
        "Our regulars are mostly creative types 25-45, plus lots of families bringing kids in for their first glasses. A surprising number drive in from Burnaby and even North Van just for us, because we're the only shop in town carrying frames handmade in Sabae (I visit the workshops there every spring) and we do free adjustments for life.",
        "I want it to feel like a small gallery for glasses: calm, unhurried, definitely not a clinic. Style wise Scandinavian but warm, with a bit of mid-century. Dream feature: one long wall of floating shelves lit from behind so the frames almost glow, and a mirror nook with daylight-accurate lighting.",
        "Ok plot twist 🙃 the landlord just called, the Main St handover is delayed till who knows when, so we're going with our backup: a corner unit on Fraser Street just south of Kingsway, in Fraserhood. It's 1,250 sq ft, a bit bigger actually. I live out in New Westminster so it's about 35 min for me either way.",
        "Budget is $150k CAD tops, all in. Opening date I genuinely can't say yet, it depends on when they hand over the keys. We'll also need signage for the two corner windows. My business partner Tom handles the money side so please loop him in on quotes, but I make the design calls."
      ],
      "whenAsked": {
        "colors_and_elements": "Soft sage, natural oak and a bit of brushed brass. No chrome and no clinical bright white, please.",
        "key_considerations": "The exam room has to be properly dark and quiet, and the whole shop step-free, a lot of our older customers use walkers.",
        "opening_date": "Still don't know, sorry, not until the keys are confirmed.",
        "address": "Fraser Street just south of Kingsway, in Fraserhood."
      },
      "otherwise": "No real preference there, happy to go with your suggestion.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "independent optician",
            "eyewear boutique",
            "exam room"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "sit, take their time",
            "without a queue out the door"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "creative types 25-45",
            "families bringing kids"
          ]
        },
        "competitive_advantage": {
          "said": 3,
          "text": [
            "frames handmade in Sabae",
            "free adjustments for life"
          ]
        },
        "brand_value": {
          "said": 4,
          "text": [
            "small gallery for glasses",
            "calm, unhurried",
            "not a clinic"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "Scandinavian but warm",
            "mid-century"
          ]
        },
        "unique_design": {
          "said": 4,
          "text": [
            "floating shelves lit from behind",
            "mirror nook"
          ]
        },
        "address": {
          "said": 5,
          "text": [
            "Fraser Street",
            "Kingsway"
          ]
        },
        "space_size": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 1250,
            "unit": "ft2"
          }
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 150000,
            "currency": "CAD",
            "bound": "at_most"
          }
        },
        "opening_date": {
          "said": 6,
          "skipped": true
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "signage for the two corner windows"
          ]
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "loop him in on quotes",
            "I make the design calls"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "text": [
            "Soft sage",
            "natural oak",
            "brushed brass",
            "No chrome"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "properly dark and quiet",
            "step-free"
          ]
        }
      }
    },
    {
      "id": "heldout124-exhibition-en-chicago-cast-iron-booth",
      "projectType": "exhibition_space",
      "language": "en-US",
      "utcOffsetMinutes": -480,
      "messages": [
        "Hi there! I'm Dana Whitcomb, marketing lead at Ember & Ore, we make enameled cast iron cookware out of Portland. We're doing our first big solo booth at the Inspired Home Show in Chicago this March and need it designed and built. We'll be showing the Dutch ovens, the new skillet line and our brand new grill pans.",
        "Our office and little showroom are on SE Water Ave in the Central Eastside, but the pans are actually cast at a family foundry in Manitowoc, Wisconsin and enameled there too. Last year we just shared a table with a makers' collective at KBIS in Las Vegas, which is partly why we want to do it properly this time.",
        "They've given us space at McCormick Place, North Building, Hall B, booth N-8613, 10x20 ft. Chicago's about a four hour flight for us so we'd rather not fly out more than we have to.",
        "What we stand for: pans you hand down to your kids, made by people not robots. We want folks at the booth to feel like they walked into a warm kitchen on a Sunday morning. The people we really need to reach are buyers from independent kitchen stores and department stores, plus a couple of distributors coming down from Canada and up from Mexico.",
        "Style: warm, a bit rustic but not country-kitchen kitsch, think blackened steel and oak with the enamel colors popping against it. The idea we're in love with is a live cooking station in the middle where our chef bakes cornbread in the skillets every hour, so people smell it from the aisle.",
        "So we'll need both power for the induction burners and water for a small sink. Budget is around $60,000 all in for design, build and shipping. The show opens Saturday March 14 and we can move in on the 11th.",
        "Ugh, just got an email from show management: we've been moved! We're now in the Lakeside Center, Hall D, booth L-2241, same 10x20. Apparently the North Building got oversold. While you're at it, could you also design recipe cards and a giveaway tote for the booth?"
      ],
      "whenAsked": {
        "exit_date": "Honestly I haven't seen the move-out schedule yet, the exhibitor manual isn't out. I'll let you know once it is.",
        "key_considerations": "It has to handle heat and weight: cast iron is heavy and we'll have live cooking, so fire code matters. And it needs to pack flat so we can truck it out and reuse it."
      },
      "otherwise": "No strong preference, go with what you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "first big solo booth",
            "Dutch ovens",
            "grill pans"
          ]
        },
        "space_size": {
          "said": 2,
          "value": {
            "kind": "number_with_unit",
            "amount": 200,
            "unit": "ft2"
          }
        },
        "brand_value": {
          "said": 3,
          "text": [
            "hand down to your kids",
            "warm kitchen on a Sunday morning"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "independent kitchen stores",
            "department stores",
            "distributors"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "a bit rustic",
            "blackened steel and oak"
          ]
        },
        "unique_design": {
          "said": 4,
          "text": [
            "live cooking station",
            "cornbread in the skillets"
          ]
        },
        "water_electricity_supply": {
          "said": 5,
          "value": {
            "kind": "choice",
            "selected": [
              "both"
            ]
          }
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 60000,
            "currency": "USD",
            "approximate": true
          }
        },
        "opening_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-03-14",
            "precision": "day",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-03-11",
            "precision": "day",
            "relation": "on"
          }
        },
        "address": {
          "said": 6,
          "text": [
            "Lakeside Center",
            "L-2241"
          ]
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "recipe cards",
            "giveaway tote"
          ]
        },
        "exit_date": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "heat and weight",
            "fire code",
            "pack flat"
          ]
        }
      }
    },
    {
      "id": "heldout124-brand-en-leith-roastery-identity",
      "projectType": "brand_design",
      "language": "en-US",
      "utcOffsetMinutes": 0,
      "messages": [
        "Hiya! I'm Kirsty Rendall. Me and my partner Jamie have run Skerry Coffee out of a converted horsebox for three years, weekends on the prom at Portobello, and we're finally opening a proper little roastery with a tasting bar. We need a full identity, the current logo is something I made in Canva at 2am 😅",
        "The roastery is Unit 4 on Anderson Place in Bonnington, down in Leith, a wee unit in an old bonded warehouse. Keys should be ours in February.",
        "The name: I grew up on Westray in Orkney, and a skerry is one of those tiny rocky islands you see off the coast. My dad fished round them. It's about something small and stubborn that holds its own against the sea, which is kind of us against the big chains.",
        "We sell our own roasted beans (single origins from Huila in Colombia and Sidamo in Ethiopia), espresso drinks, and we're starting a monthly subscription by post. The problem is nobody recognises us off the van, and the Canva logo falls apart on a bag label. We need something that works on a bag, a cup and a shop sign.",
        "Our people are mostly Leith locals, young families and folk working from home, plus the Saturday dog walkers from the beach who'll hopefully follow us over. Trademark wise, no, we've never registered anything.",
        "I love stuff that feels a bit nautical but not twee, no anchors please! Think old Orkney ferry timetables, hand-drawn type, a bit salty. Colours: the grey-green of the sea up north and a rusty orange. And no brown, every coffee brand is brown.",
        "Oh wait, Jamie's just reminded me he filed the name with the IPO back in November, so it's in progress, not done yet. Our Instagram is @skerrycoffee, no website yet. Jamie works weekdays at a bank out at Edinburgh Park so I'm the main contact, he just signs off at the end.",
        "Besides the logo we'll need coffee bag labels, cups and the sign above the door. And down the line we'd love a second tasting bar in Glasgow, my sister's café in Finnieston already stocks our beans and she keeps nagging us."
      ],
      "whenAsked": {
        "need_registration_assistance": "Yes please, Jamie's muddling through the forms himself and it'd be good to have someone check it covers the logo too.",
        "expected_deadline": "Honestly not sure yet, it depends on when the landlord actually hands over the unit and the roaster gets installed. Can I get back to you on that?",
        "key_considerations": "It has to work tiny, on a sticker on a 250g bag, and in one colour for the rubber stamp we use on takeaway bags. And the regulars from the prom should still recognise us."
      },
      "otherwise": "No strong feelings, whatever you think.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "roastery with a tasting bar",
            "full identity"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "Anderson Place",
            "Leith"
          ]
        },
        "brand_name_story": {
          "said": 2,
          "text": [
            "tiny rocky islands",
            "small and stubborn"
          ]
        },
        "products_or_services": {
          "said": 3,
          "text": [
            "roasted beans",
            "espresso drinks",
            "monthly subscription"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "nobody recognises us",
            "falls apart on a bag label"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "Leith locals",
            "young families",
            "dog walkers"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "nautical but not twee",
            "hand-drawn type"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "grey-green",
            "rusty orange",
            "no brown"
          ]
        },
        "registration_status": {
          "said": 6,
          "value": {
            "kind": "choice",
            "selected": [
              "in_progress"
            ]
          }
        },
        "brand_website": {
          "said": 6,
          "text": [
            "@skerrycoffee"
          ]
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "main contact",
            "signs off at the end"
          ]
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "coffee bag labels",
            "sign above the door"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "second tasting bar in Glasgow"
          ]
        },
        "need_registration_assistance": {
          "said": "asked",
          "value": {
            "kind": "yes_no",
            "value": true
          }
        },
        "expected_deadline": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "work tiny",
            "one colour"
          ]
        }
      }
    },
    {
      "id": "heldout124-packaging-en-marrickville-chai-tins",
      "projectType": "packaging_design",
      "language": "en-US",
      "utcOffsetMinutes": 660,
      "messages": [
        "Hi! I'm Priya. I run a tiny chai business called Chai Wallah Co. out of a shared commercial kitchen on Addison Road in Marrickville. We've been going about two years, mostly markets, and now a café group wants to stock us, so I need proper retail packaging instead of my hand-stamped paper bags.",
        "The product is a loose-leaf masala chai blend: Assam tea with cardamom, ginger, clove, cinnamon and black pepper. You simmer it in milk on the stove, the way my nani did back in Pune where I grew up. The spices come straight from a growers' co-op in Idukki, Kerala, and the tea from an estate in Assam.",
        "Spec-wise it's 100g of tea per tin, roughly 40 cups' worth. I'm picturing a round tin with the design printed straight on it, plus a refill pouch for people who already own the tin. The tin supplier I've been getting quotes from is in Dandenong South, down in Melbourne, with a 500 minimum.",
        "What makes it different: it's proper stovetop chai, not a sugary syrup or a powder, and the spices are ground fresh every week in small batches. My customers are mostly 25-to-40-year-olds in the inner west who've had the syrupy café stuff and want the real thing, plus a lot of South Asian aunties, who are very tough critics 😂",
        "Right now I sell at Carriageworks Farmers Market every Saturday and through my own online shop. The café group is called Grounded, six cafés from Newtown out to Parramatta, so the tins will sit on their counters too. My stall's a 10-minute walk from Redfern station if you ever want a taste!",
        "Style: warm and a bit playful, like the old chai stalls at Indian railway stations with their hand-painted signs, but clean enough to sit next to fancy coffee. I'd love the tin to be plastic-free and the pouch compostable, that really matters to my customers. Could you also do a little recipe card to tuck inside each tin?",
        "Oh wait, correction on the size: I just tried the sample tin and 100g won't fit, so it's 80g per tin. The refill pouches stay at 250g. And Grounded want them on shelves for their autumn menu launch, so I need the design finished by the end of February. Later this year I'd like to add a turmeric latte blend in the same range."
      ],
      "whenAsked": {
        "colors_and_elements": "Honestly I haven't thought about colours at all yet, I'd rather see what you come up with first.",
        "key_considerations": "The ingredient list and allergen info have to meet Australian food labelling rules, and the tin has to seal tight enough to keep the spices fresh."
      },
      "otherwise": "No strong preference on that, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Chai Wallah Co.",
            "retail packaging"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Addison Road",
            "Marrickville"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "loose-leaf masala chai blend",
            "simmer it in milk"
          ]
        },
        "packaging_form": {
          "said": 2,
          "value": {
            "kind": "choice",
            "selected": [
              "can_tin",
              "bag_pouch"
            ]
          }
        },
        "unique_selling_point": {
          "said": 3,
          "text": [
            "stovetop chai",
            "ground fresh every week"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "25-to-40-year-olds",
            "South Asian aunties"
          ]
        },
        "sales_channels": {
          "said": 4,
          "text": [
            "Carriageworks Farmers Market",
            "online shop",
            "Grounded"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "warm and a bit playful",
            "hand-painted signs"
          ]
        },
        "preferred_materials": {
          "said": 5,
          "text": [
            "plastic-free",
            "compostable"
          ]
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "recipe card"
          ]
        },
        "specification": {
          "said": 6,
          "text": [
            "80g per tin",
            "250g"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-02-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "turmeric latte blend"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "food labelling rules",
            "seal tight"
          ]
        }
      }
    },
    {
      "id": "heldout124-website-en-ballard-bike-shop-booking",
      "projectType": "website",
      "language": "en-US",
      "utcOffsetMinutes": -480,
      "messages": [
        "Hey there. Marcus here, I co-own Salmon Bay Cycles with my sister Dana. We do repairs, bike rentals and guided rides. We just moved from our cramped old shop in Fremont to a bigger spot on Leary Way NW in Ballard, and our website still shows the old address and a phone-only booking setup that's driving everyone nuts.",
        "Current site is salmonbaycycles.com, I threw it together on Squarespace back in 2019 during a slow winter. What we really need is online booking: people should be able to book a repair slot or reserve a rental bike without calling us, and pay a deposit up front.",
        "Pages I'm picturing: Home, Repairs with prices, Rentals, Guided Rides, Book Now, and a Visit Us page with the map. The new shop is a five-minute ride from the Ballard Locks and right off the Burke-Gilman Trail, which is huge for rentals, so the map page should say that.",
        "Who visits: locals who commute by bike, families from around Ballard and Greenwood, and in summer a ton of tourists off the cruise ships at Pier 91 who want to ride out to Golden Gardens. Dana reminded me half our walk-ins speak Spanish, so English and Spanish please.",
        "Look and feel: friendly, a little scrappy, like a neighborhood shop, not a slick Lycra racing brand. Big photos of real customers out on the trail. Keep the teal and orange from our old hand-painted sign. Could you also handle photography of the new shop? It's still half unpacked lol",
        "Budget: we set aside about $8,000 for this. We want it live by March 1st, before rental season kicks off. I'm at my day job at the hospital on First Hill most mornings, so evenings are the best time to reach me.",
        "Ok, just talked to Dana, she's the money person: budget is $6,500 max, not 8. And the most important thing is that bookings sync with our repair queue software so we don't double-book the mechanics. It has to work great on phones too, that's where everybody books from."
      ],
      "whenAsked": {
        "competitors": "Honestly I don't really look at other bike shops' websites, no idea, sorry."
      },
      "otherwise": "No preference really, whatever you think is best.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "repairs, bike rentals and guided rides"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Leary Way NW",
            "Ballard"
          ]
        },
        "url": {
          "said": 1,
          "text": [
            "salmonbaycycles.com"
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
        "problem_need": {
          "said": 1,
          "text": [
            "book a repair slot",
            "without calling us"
          ]
        },
        "main_pages": {
          "said": 2,
          "text": [
            "Repairs with prices",
            "Rentals",
            "Book Now"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "locals who commute by bike",
            "tourists off the cruise ships"
          ]
        },
        "languages": {
          "said": 3,
          "text": [
            "English",
            "Spanish"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "friendly, a little scrappy",
            "not a slick Lycra racing brand"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "teal and orange"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "photography of the new shop"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "day",
            "relation": "by"
          }
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 6500,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "key_considerations": {
          "said": 6,
          "text": [
            "sync with our repair queue software",
            "work great on phones"
          ]
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout124-other-en-keuka-vineyard-map-signs",
      "projectType": "other",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hi, I'm Jen Kowalski. My husband Tom and I own Hollow Oak Vineyard, a small family winery on Route 54A on the west side of Keuka Lake. We're not after a logo or anything like that, we need an illustrated map of the property and the outdoor signs to go with it.",
        "Address-wise we're just outside the village of Hammondsport, in Steuben County, NY. Tom grew up on the farm; I'm from Buffalo originally and still do two days a week at my accounting job in Rochester, about an hour and a half away.",
        "The problem: people park, wander off looking for the tasting room and end up in the barrel barn, or walking down the rows while we're spraying. We added a picnic meadow and a trail down to a lake overlook last fall and nobody can find them. We want visitors to find their way and actually explore all 30 acres.",
        "Our visitors are mostly wine trail day-trippers from Rochester, Buffalo and Toronto, couples and girlfriend groups in their 30s to 60s, and more and more families on weekends. Plus bus tours coming up from the Corning Museum of Glass, about 40 minutes south of us.",
        "Style: hand-drawn and warm, a bit like an old botanical illustration, watercolor maybe. We were in Napa two years ago and a winery in Calistoga had a gorgeous painted map on the wall of their tasting room, I still think about it. Colors from the land: the green of the vines, lake blue, and a deep plum for the reds.",
        "We'd love the map printed on our tasting menus too, and as a big board by the parking lot. Timing: we open for the season on Memorial Day weekend, so everything should be done and installed by mid-May.",
        "Sorry, update from Tom: the wine trail moved its spring kickoff to the last weekend of April and we're part of it, so we need it all ready by April 15 instead. Most important: the signs have to survive lake-effect snow and be readable from a golf cart, and the map has to be accurate enough for the fire department, they've asked for a copy.",
        "Down the road we're hoping to build a couple of small cabins for overnight stays, so leave room on the map to add them later."
      ],
      "whenAsked": {
        "collaboration_notes": "Tom and I honestly haven't worked out yet who signs off on what. Can we figure that part out later?"
      },
      "otherwise": "Hmm, no strong feelings on that, go with what you think.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Hollow Oak Vineyard",
            "small family winery"
          ]
        },
        "other_design_requirements": {
          "said": 0,
          "text": [
            "illustrated map of the property",
            "outdoor signs"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "Hammondsport",
            "Steuben County"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "nobody can find them",
            "find their way"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "wine trail day-trippers",
            "couples and girlfriend groups",
            "families on weekends"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "hand-drawn and warm",
            "botanical illustration",
            "watercolor"
          ]
        },
        "other_preferences": {
          "said": 4,
          "text": [
            "painted map"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "green of the vines",
            "lake blue",
            "deep plum"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-04-15",
            "precision": "day",
            "relation": "by"
          }
        },
        "key_considerations": {
          "said": 6,
          "text": [
            "survive lake-effect snow",
            "readable from a golf cart",
            "fire department"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "small cabins for overnight stays"
          ]
        },
        "collaboration_notes": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout124-residential-zh-tainan-culture-center",
      "projectType": "residential_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我們夫妻去年底在台南買了一間中古公寓，想說整間重新裝修再搬進去。房子在東區，文化中心附近，走路過去大概5分鐘而已😊",
        "我們現在其實住新竹竹北，因為我老公在竹科上班，今年他申請調回台南廠，所以才買在那邊。竹北這間是租的，20坪左右，小孩東西已經塞爆了😂",
        "台南那間是4樓(沒電梯🥲)，三房兩廳一衛，權狀大概30坪。屋齡我真的不確定，仲介講得很模糊，我再找時間去調謄本看看",
        "住的人是我們兩個、3歲的女兒，還有一隻柴犬叫麻糬。我爸媽住永康，開車過去15分鐘，之後週末應該會常來幫忙顧小孩",
        "現在最大的問題是廚房超小又暗，是那種老式封閉的廚房，然後整間幾乎沒有收納空間。我老公很愛煮飯，我週末會在家烤麵包，所以廚房一定要大一點，最好可以做開放式的",
        "風格喜歡無印那種日式簡約、木頭的感覺。顏色的話不要整片白，小孩跟狗一定會弄髒哈哈，想要多一點原木色跟一點點綠",
        "對了我剛翻了買賣合約，權狀是33坪，不是30，我記錯了🙏 預算的話我們抓150萬以內，家具家電都要含在裡面",
        "希望8月底前可以搬進去，因為女兒9月要上幼兒園了，學校在東門路那邊。我老公還有大概300張黑膠唱片，一定要幫他留位置放😅",
        "我們人在竹北，平常用LINE聯絡就好，要看現場的話我們可以週末搭高鐵下去"
      ],
      "whenAsked": {
        "age": "真的不知道耶，謄本還沒去調，這題先跳過🙏",
        "key_considerations": "最在意的是老房子的水電管線要全部換新，還有不要超出預算"
      },
      "otherwise": "都可以，你們覺得好就好～",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "中古公寓",
            "整間重新裝修"
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
            "台南",
            "東區",
            "文化中心附近"
          ]
        },
        "layout": {
          "said": 2,
          "text": [
            "三房兩廳一衛"
          ]
        },
        "age": {
          "said": 2,
          "skipped": true
        },
        "target_audience": {
          "said": 3,
          "text": [
            "3歲的女兒",
            "柴犬"
          ]
        },
        "problem_need": {
          "said": 4,
          "text": [
            "廚房超小又暗",
            "沒有收納空間"
          ]
        },
        "lifestyle": {
          "said": 4,
          "text": [
            "很愛煮飯",
            "烤麵包"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "日式簡約",
            "木頭的感覺"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "不要整片白",
            "原木色"
          ]
        },
        "space_size": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 33,
            "unit": "ping"
          }
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 1500000,
            "currency": "TWD",
            "bound": "at_most"
          }
        },
        "move_in_date": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-08-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "important_collections": {
          "said": 7,
          "text": [
            "黑膠唱片"
          ]
        },
        "collaboration_notes": {
          "said": 8,
          "text": [
            "用LINE聯絡",
            "週末"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "水電管線要全部換新",
            "不要超出預算"
          ]
        }
      }
    },
    {
      "id": "heldout124-commercial-zh-bakery-move-banqiao",
      "projectType": "commercial_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "哈囉～我們是做歐式麵包的小店，在三重開了6年，今年房東要收回去自己用，所以要搬家，新店面已經租好了在板橋，預計4月開幕",
        "舊店很小，才12坪，客人常常擠在門口排隊，這次最想解決的就是動線跟排隊的問題。新的是一樓店面，大概20坪，後面還有一個小閣樓可以當倉庫",
        "新店的位置是板橋文化路一段，從新埔站3號出口走過來大概2分鐘，對面就是一家連鎖的麵包店😅 有點壓力哈哈",
        "我們跟連鎖店不一樣的是全部用天然酵母、長時間低溫發酵，麵粉是跟台中一間小農合作的台灣小麥。想讓客人一進門就聞到麵包香，感覺像來鄰居家串門子，很放鬆的那種",
        "客人大部分是附近上班族跟帶小孩的媽媽，還有不少老客人說會從三重跟過來支持我們🥹",
        "風格的話不要工業風，之前去京都玩看到一家麵包店整間都是淺木頭跟白牆，超喜歡。顏色想要奶油色、燕麥色，黑色跟灰色就不要",
        "我最想要的是一個透明玻璃的烘焙區，讓客人看得到我們在揉麵團、出爐。然後房東剛說交屋要拖到3月底，4月開幕一定來不及，所以開幕改5月中好了",
        "預算的話還在跟我老婆喬，她管錢的😂 還沒有確定數字",
        "另外招牌跟店裡的價目板也想一起請你們設計"
      ],
      "whenAsked": {
        "budget": "還沒決定耶，等我們討論完再跟你說",
        "key_considerations": "烤箱很熱，通風跟排煙一定要做好，不然夏天會熱死"
      },
      "otherwise": "這個沒特別想法耶，你們專業的決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "歐式麵包",
            "搬家"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "動線跟排隊的問題"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 20,
            "unit": "ping"
          }
        },
        "address": {
          "said": 2,
          "text": [
            "板橋文化路一段",
            "新埔站"
          ]
        },
        "competitive_advantage": {
          "said": 3,
          "text": [
            "天然酵母",
            "低溫發酵"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "聞到麵包香",
            "鄰居家"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "上班族",
            "帶小孩的媽媽"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "不要工業風",
            "淺木頭"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "奶油色",
            "燕麥色",
            "黑色跟灰色就不要"
          ]
        },
        "unique_design": {
          "said": 6,
          "text": [
            "透明玻璃的烘焙區"
          ]
        },
        "opening_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-05-01",
            "precision": "month",
            "relation": "on",
            "part": "mid"
          }
        },
        "budget": {
          "said": 7,
          "skipped": true
        },
        "other_design_requirements": {
          "said": 8,
          "text": [
            "招牌",
            "價目板"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "通風跟排煙"
          ]
        }
      }
    },
    {
      "id": "heldout124-exhibition-zh-lugu-tea-nangang",
      "projectType": "exhibition_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我們是南投鹿谷做凍頂烏龍的茶廠，傳到我已經第三代了。今年6月第一次參加台北國際食品展，想找人幫忙設計攤位，主要展我們的烏龍茶跟冷泡茶包",
        "場地是南港展覽館1館，攤位大小是6x3，18平方米。去年我們去日本千葉幕張的Foodex是跟公會一起擺，只有3x3而已，這次終於有自己的攤位了😭",
        "品牌想傳達的就是「慢」，好茶要慢慢泡。希望買家走進攤位會覺得安靜、像走進山上的茶園一樣",
        "這次主要想接觸海外的買家跟代理商，尤其是日本、新加坡跟馬來西亞的",
        "喔對，剛剛主辦單位寄信來，說我們被調到2館了，4樓，攤位號碼P0512，大小一樣",
        "風格希望簡約、有東方感，但不要那種很老氣的中國風。想要有一個小吧台，讓買家可以坐下來試喝，現場泡茶給他們看",
        "時間的話，6/24開展，到6/27結束。進場是6/22跟6/23兩天，撤場是6/27閉展後當天晚上。預算大概80萬，含搭建",
        "我人平常在台中辦公室，工廠在鹿谷，從鹿谷開車上台北要3個多小時，所以開會可以的話盡量線上。明年3月還想帶同一套去東京的Foodex，攤位如果能拆裝重複用最好"
      ],
      "whenAsked": {
        "water_electricity_supply": "這個我不確定，要等我們業務經理跟主辦確認之後再跟你說",
        "key_considerations": "最重要的是進場那兩天一定要搭好，不能拖到開展，還有茶葉怕潮濕"
      },
      "otherwise": "都可以，照你們的建議就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "台北國際食品展",
            "烏龍茶"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 18,
            "unit": "m2"
          }
        },
        "brand_value": {
          "said": 2,
          "text": [
            "好茶要慢慢泡",
            "山上的茶園"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "海外的買家跟代理商"
          ]
        },
        "address": {
          "said": 4,
          "text": [
            "2館",
            "4樓",
            "P0512"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "簡約",
            "東方感"
          ]
        },
        "unique_design": {
          "said": 5,
          "text": [
            "小吧台",
            "坐下來試喝"
          ]
        },
        "opening_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-06-24",
            "precision": "day",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-06-22",
            "precision": "day",
            "relation": "on"
          }
        },
        "exit_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-06-27",
            "precision": "day",
            "relation": "on"
          }
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 800000,
            "currency": "TWD",
            "approximate": true
          }
        },
        "collaboration_notes": {
          "said": 7,
          "text": [
            "盡量線上"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "東京的Foodex",
            "重複用"
          ]
        },
        "water_electricity_supply": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "不能拖到開展",
            "茶葉怕潮濕"
          ]
        }
      }
    },
    {
      "id": "heldout124-brand-zh-taichung-dog-grooming-move",
      "projectType": "brand_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "哈囉～我跟我老婆在台中開寵物美容，店名叫「毛孩洗澡日」，原本在北屯區舊社區裡面一個小小的店面，3月要搬到西屯區，逢甲夜市附近福星路那邊的一樓店面。想趁搬家把logo跟整套品牌識別重新做，現在的logo是開店的時候用免費軟體自己拼的😅",
        "我們主要做狗狗洗澡、美容剪毛、泡澡SPA，也有賣自己調的洗毛精跟手作零食，之後想開始接貓咪。我老婆是在日本大阪學美容的，她說那邊的店都小小的很溫暖",
        "店名是我女兒取的啦，她小時候每次幫家裡的柴犬洗澡都超開心，說那天是「洗澡日」，我們就一直用到現在",
        "現在最大的問題是很多人以為我們是寵物旅館或動物醫院，名字跟logo都看不出來是在做美容的。新店那邊很多逢甲的學生跟附近上班的年輕人，也有住七期那邊開車過來的老客人，所以想要看起來專業一點但又可愛",
        "風格想要溫暖、手繪感、有點日系那種，不要太卡通。顏色想用奶油黃跟淺藍，絕對不要紅色，我老婆說紅色會讓人想到急診😂 然後想放一隻柴犬在logo裡",
        "啊我剛剛講錯了，新店不是在福星路，是在西屯路二段，靠近逢甲大學那個路口。福星路是我們之前看的另一間，後來沒租成",
        "時間的話希望logo 2月底前可以定案，因為3月中新店就要開幕，招牌要趕著做。除了logo還需要招牌、名片、IG貼文模板，還有預約卡",
        "商標的話我們沒有註冊過，老實說不太懂那個。稿子直接LINE給我就好，但最後要我老婆拍板，她比較有美感😂"
      ],
      "whenAsked": {
        "need_registration_assistance": "好啊，如果你們可以幫忙辦那就太好了",
        "brand_website": "IG是我老婆在管的，網址我不知道欸，要問她，先跳過好了",
        "key_considerations": "最重要是客人一看就知道是幫狗狗洗澡美容的，還有柴犬要畫得像我們家那隻「麻糬」"
      },
      "otherwise": "這個都可以，你們專業的決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "寵物美容",
            "品牌識別重新做"
          ]
        },
        "products_or_services": {
          "said": 1,
          "text": [
            "洗澡",
            "美容剪毛",
            "洗毛精"
          ]
        },
        "brand_name_story": {
          "said": 2,
          "text": [
            "我女兒取的",
            "洗澡日"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "看不出來是在做美容的"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "逢甲的學生",
            "上班的年輕人"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "溫暖",
            "手繪感"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "奶油黃跟淺藍",
            "不要紅色"
          ]
        },
        "address": {
          "said": 5,
          "text": [
            "西屯路二段"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-02-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "招牌",
            "名片",
            "IG貼文模板"
          ]
        },
        "registration_status": {
          "said": 7,
          "value": {
            "kind": "choice",
            "selected": [
              "not_registered"
            ]
          }
        },
        "collaboration_notes": {
          "said": 7,
          "text": [
            "LINE給我",
            "我老婆拍板"
          ]
        },
        "need_registration_assistance": {
          "said": "asked",
          "value": {
            "kind": "yes_no",
            "value": true
          }
        },
        "brand_website": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "一看就知道",
            "麻糬"
          ]
        }
      }
    },
    {
      "id": "heldout124-packaging-zh-yuchi-black-tea",
      "projectType": "packaging_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我們家在南投縣魚池鄉種紅茶，茶園在大林村那邊，離日月潭開車大概15分鐘。我平常在台中上班，假日才回去幫忙。以前茶葉都是散裝賣給茶行，今年想做自己品牌的茶包禮盒，所以想找人設計包裝",
        "主要是台茶18號紅玉，做成三角立體茶包，熱泡冷泡都可以。一包2.5克，一盒10包，外面一個盒子，裡面每包再用單獨的小袋子分裝，比較好送人",
        "我們是自己種自己做，沒有噴除草劑，紅玉泡起來有天然的肉桂跟薄荷香，這是別人比較難模仿的。想賣給來日月潭玩的觀光客，還有30到45歲、會買伴手禮送同事的上班族",
        "通路的話，會放在向山遊客中心附近朋友開的伴手禮店寄賣，還有我們自己的蝦皮賣場，之後也想去台中的市集擺攤",
        "去年去京都玩的時候看到一間茶屋的包裝超美，很素很安靜那種，想要類似的感覺，但要有台灣的味道。顏色想用深紅茶色跟米白，圖案想放日月潭的山跟我們的茶樹，不要放邵族圖騰，怕用不好被說文化挪用",
        "啊剛剛規格講錯，我爸說一盒要改成12包，剛好一打比較好記，單包一樣2.5克",
        "希望4月中前設計好，因為5月初要送去彰化的印刷廠印，要趕母親節前上架。另外也想要一個寄貨用的外箱跟掛在提袋上的吊牌"
      ],
      "whenAsked": {
        "preferred_materials": "材質我真的不懂耶，要再問印刷廠那邊能做什麼，先跳過",
        "key_considerations": "最重要是茶包放在裡面不能受潮，然後盒子成本不要太高，不然一盒賣不到好價錢"
      },
      "otherwise": "都可以，你們覺得好就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "種紅茶",
            "茶包禮盒"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "南投縣魚池鄉"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "台茶18號紅玉",
            "三角立體茶包"
          ]
        },
        "packaging_form": {
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "box",
              "bag_pouch"
            ]
          }
        },
        "unique_selling_point": {
          "said": 2,
          "text": [
            "沒有噴除草劑",
            "肉桂跟薄荷香"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "觀光客",
            "30到45歲"
          ]
        },
        "sales_channels": {
          "said": 3,
          "text": [
            "伴手禮店",
            "蝦皮",
            "市集"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "很素很安靜",
            "台灣的味道"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "深紅茶色跟米白",
            "不要放邵族圖騰"
          ]
        },
        "specification": {
          "said": 5,
          "text": [
            "12包",
            "2.5克"
          ]
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
            "寄貨用的外箱",
            "吊牌"
          ]
        },
        "preferred_materials": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "不能受潮",
            "成本不要太高"
          ]
        }
      }
    },
    {
      "id": "heldout124-website-zh-chishang-homestay",
      "projectType": "website",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "嗨～我跟我姐在台東池上開了一間民宿，叫「稻浪居」，從池上火車站走路大概8分鐘，騎腳踏車到伯朗大道10分鐘左右。我們兩個其實都住高雄，池上是外婆家，民宿是外婆留下來的老房子改的",
        "現在訂房都靠Booking跟臉書私訊，被平台抽成抽很兇，私訊又常常漏回，所以想做一個可以直接線上訂房的官網。目前只有臉書粉專 facebook.com/daolangju",
        "頁面想要有房型介紹、線上訂房、交通方式、池上周邊景點、常見問題。語言要中文、英文跟日文，很多日本客人是騎單車環島經過的",
        "客人大部分是台北、新竹來的小家庭跟情侶，還有日本來的單車客。我很喜歡花蓮一間叫「山知道」的民宿網站，照片很大很乾淨，也有看日本長野那邊幾間民宿的網站",
        "風格想要安靜、很多留白，有稻田的感覺。顏色用稻穗的金黃跟土色，不要那種很花俏的粉紅色",
        "預算大概8萬左右",
        "剛剛跟我姐討論完，她說預算最多可以拉到12萬，不能再多了，因為還要留錢修外婆老房子的屋頂。另外房間照片也想請你們幫忙拍，如果可以的話",
        "上線時間現在真的說不出來，要等二樓那兩間房裝修完，工班都還沒排"
      ],
      "whenAsked": {
        "key_considerations": "最重要是訂房系統要穩，不能重複訂到同一間房，然後手機上要很好操作，我們客人幾乎都用手機訂"
      },
      "otherwise": "都可以，交給你們",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "民宿",
            "老房子改的"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台東池上"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "抽成",
            "直接線上訂房"
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
        "url": {
          "said": 1,
          "text": [
            "facebook.com/daolangju"
          ]
        },
        "main_pages": {
          "said": 2,
          "text": [
            "房型介紹",
            "線上訂房",
            "交通方式"
          ]
        },
        "languages": {
          "said": 2,
          "text": [
            "中文",
            "英文",
            "日文"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "小家庭跟情侶",
            "日本來的單車客"
          ]
        },
        "competitors": {
          "said": 3,
          "text": [
            "山知道"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "安靜",
            "很多留白"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "稻穗的金黃",
            "不要那種很花俏的粉紅色"
          ]
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 120000,
            "currency": "TWD",
            "bound": "at_most"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "房間照片"
          ]
        },
        "expected_deadline": {
          "said": 7,
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "不能重複訂到同一間房",
            "手機上要很好操作"
          ]
        }
      }
    },
    {
      "id": "heldout124-other-zh-beipu-community-map",
      "projectType": "other",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我是北埔一個社區發展協會的志工，我們社區在北埔老街再往裡面走一點，慈天宮後面那一帶。我白天在竹科上班，下班才有空處理協會的事，回覆可能會比較晚🙏",
        "這次是想做一張社區的手繪導覽地圖，還有一個社區吉祥物，會印在地圖、貼紙跟旗子上。另外老人活動中心的外牆想畫一面壁畫，壁畫想請你們出圖就好，我們自己找人畫",
        "現在遊客都只逛老街，買完擂茶吃完粄條就走了，根本不知道後面還有百年的伙房跟水圳，我們想把人帶進來社區走走",
        "喔地址忘了講，是新竹縣北埔鄉，協會辦公室在南興街，從竹東開車過來大概20分鐘",
        "主要是想給假日從台北、桃園來的親子家庭，還有騎單車的年輕人看。風格想要溫暖的手繪插畫，有客家的感覺但不要太老氣，吉祥物要可愛一點。我很喜歡日本直島那種藝術地圖",
        "時間的話希望6月前好",
        "啊不對，理事長剛剛說地圖要趕4月中的桐花季活動先印出來發，所以3月底前就要完成，壁畫可以晚一點沒關係",
        "協會這邊是理事長跟總幹事一起決定，稿子可以先傳給我，我再拿到每個月第一個禮拜的理監事會討論。之後如果做得好，想申請文化部的計畫做第二期，把隔壁峨眉鄉也串起來"
      ],
      "whenAsked": {
        "colors_and_elements": "顏色我們還沒什麼想法，要等理監事會討論，先空著",
        "key_considerations": "最重要是伙房跟水圳的位置要畫對，還有不要把住戶的私人房子畫成景點，之前有遊客亂闖過"
      },
      "otherwise": "這個都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "社區發展協會"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "手繪導覽地圖",
            "吉祥物",
            "壁畫"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "把人帶進來社區"
          ]
        },
        "address": {
          "said": 3,
          "text": [
            "新竹縣北埔鄉"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "親子家庭",
            "騎單車的年輕人"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "手繪插畫",
            "不要太老氣"
          ]
        },
        "other_preferences": {
          "said": 4,
          "text": [
            "直島"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "collaboration_notes": {
          "said": 7,
          "text": [
            "理事長跟總幹事一起決定",
            "理監事會"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "第二期"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "位置要畫對",
            "私人房子"
          ]
        }
      }
    },
    {
      "id": "heldout124-residential-ko-mangwon-old-apt",
      "projectType": "residential_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요~ 집 인테리어 상담 받고 싶어서 연락드려요. 이번에 구축 아파트를 하나 샀는데 지은 지 25년 된 집이라 전체 리모델링 하려고요. 지금은 분당 정자동에서 전세로 살고 있어요.",
        "집은 마포구 망원동이고요, 망원역에서 걸어서 5분? 한강공원도 가까워요. 33평이고 방 3개 화장실 2개예요. 지금 사는 집은 24평이라 훨씬 넓어지는 거예요 ㅎㅎ",
        "식구는 저랑 남편, 다섯 살 딸, 그리고 고양이 두 마리요. 남편이 판교로 출근하는데 일주일에 이틀은 재택이라 작은 방 하나는 서재로 쓰고 싶어요. 주말엔 제가 요리하는 거 좋아해서 친구들 자주 불러요.",
        "지금 집은 주방이 너무 좁고 수납이 진짜 없어요. 거실에 애 장난감이 다 나와 있어서 정신없어요 ㅠ 새 집은 주방 넓게 빼고 수납 많았으면 좋겠어요.",
        "스타일은 따뜻한 우드톤에 너무 꾸민 느낌 없는 내추럴한 거요. 작년에 교토 여행 가서 묵었던 료칸 느낌이 너무 좋았거든요. 예산은 5천만 원 정도 생각하고 있어요.",
        "입주는 4월 말에 하려고요. 지금 집 전세 만기가 4월 30일이라서요. 아 그리고 친정이 일산인데 엄마가 가끔 애 봐주러 오셔서 주무실 자리는 있었으면 해요.",
        "남편이랑 다시 얘기해봤는데 예산은 6천만 원까지는 괜찮을 것 같아요. 대신 그 이상은 진짜 안 돼요 ㅎㅎ"
      ],
      "whenAsked": {
        "colors_and_elements": "색은 아직 잘 모르겠어요. 시안 보여주시면 보고 정할게요.",
        "key_considerations": "고양이들이 있어서 바닥이랑 벽지는 긁힘에 강한 걸로 해주셨으면 좋겠어요. 그리고 공사 기간이 길어지면 안 돼요."
      },
      "otherwise": "상관없어요. 알아서 해주세요~",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "구축 아파트",
            "전체 리모델링"
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
            "amount": 25,
            "unit": "years"
          }
        },
        "address": {
          "said": 1,
          "text": [
            "마포구 망원동"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 33,
            "unit": "pyeong"
          }
        },
        "layout": {
          "said": 1,
          "text": [
            "방 3개 화장실 2개"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "저랑 남편, 다섯 살 딸",
            "고양이 두 마리"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "일주일에 이틀은 재택",
            "친구들 자주 불러요"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "주방이 너무 좁고",
            "수납이 진짜 없어요"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "따뜻한 우드톤",
            "내추럴한"
          ]
        },
        "move_in_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "on",
            "part": "late"
          }
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 60000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "긁힘에 강한"
          ]
        }
      }
    },
    {
      "id": "heldout124-commercial-ko-seongsu-bakery-move",
      "projectType": "commercial_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요, 연남동에서 5년째 작은 동네 빵집 하고 있는 사장입니다. 이번에 가게를 성수동으로 이전하게 돼서 매장 인테리어 의뢰드리고 싶어요. 지금 가게는 8평인데 새 자리는 18평이라 좌석도 좀 두려고요.",
        "주력은 천연발효종 캄파뉴랑 소금빵이에요. 밀가루는 전북 완주에 있는 우리밀 농가에서 직접 받아서 써요. 그게 저희 자랑이에요 ㅎㅎ",
        "자리는 성수역 4번 출구에서 걸어서 3분, 연무장길 안쪽 건물 1층이에요. 근처에 큰 베이커리 카페가 하나 있긴 한데 거긴 완전 대형이라 느낌이 달라요.",
        "손님은 지금은 동네 주민이 대부분인데 성수는 주말에 20~30대랑 외국인 관광객이 많이 오더라고요. 평일엔 근처 직장인들 아침 수요도 있을 것 같고요.",
        "느낌은 빵 굽는 냄새 나는 따뜻한 동네 빵집? 성수 특유의 노출 콘크리트 인더스트리얼은 좀 피하고 싶어요 너무 차가워 보여서요. 색은 밀가루 같은 크림색, 베이지 계열이 좋아요.",
        "그리고 오븐 있는 작업실을 유리로 보이게 해서 손님들이 빵 만드는 걸 볼 수 있게 하고 싶어요. 간판이랑 빵 진열대도 같이 해주시면 좋겠고요. 오픈은 3월 초 목표예요.",
        "아 방금 건물주랑 통화했는데 전 임차인 원상복구가 2월 중순에야 끝난대요 ㅠ 그래서 오픈은 4월 중순으로 미뤄야 할 것 같아요."
      ],
      "whenAsked": {
        "budget": "예산은 아직 대출이 얼마나 나올지 몰라서 확실히 말씀 못 드리겠어요.",
        "problem_need": "지금 가게는 너무 좁아서 줄이 밖까지 서고 앉을 데가 없어요. 새 매장에선 손님들이 빵이랑 커피를 편하게 먹고 갈 수 있으면 좋겠어요.",
        "brand_value": "저희는 '매일 먹어도 속 편한 빵'이 모토예요. 들어왔을 때 편하고 따뜻한 느낌 받으셨으면 해요.",
        "key_considerations": "주방 동선이랑 오븐 환기가 제일 중요해요. 그리고 여름에 빵 상하지 않게 온도 관리도요."
      },
      "otherwise": "그건 잘 모르겠어요. 상관없어요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "성수동으로 이전",
            "매장 인테리어"
          ]
        },
        "space_size": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 18,
            "unit": "pyeong"
          }
        },
        "competitive_advantage": {
          "said": 1,
          "text": [
            "천연발효종",
            "우리밀 농가에서 직접"
          ]
        },
        "address": {
          "said": 2,
          "text": [
            "성수역 4번 출구",
            "연무장길"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "20~30대",
            "외국인 관광객",
            "직장인들"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "따뜻한 동네 빵집"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "크림색, 베이지"
          ]
        },
        "unique_design": {
          "said": 5,
          "text": [
            "유리로 보이게"
          ]
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "간판이랑 빵 진열대"
          ]
        },
        "opening_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "on",
            "part": "mid"
          }
        },
        "budget": {
          "said": "asked",
          "skipped": true
        },
        "problem_need": {
          "said": "asked",
          "text": [
            "앉을 데가 없어요"
          ]
        },
        "brand_value": {
          "said": "asked",
          "text": [
            "매일 먹어도 속 편한 빵"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "오븐 환기"
          ]
        }
      }
    },
    {
      "id": "heldout124-exhibition-ko-coex-hall-moved",
      "projectType": "exhibition_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요. 저희는 제주 애월에 본사 있는 스킨케어 브랜드 '숨결'인데요, 3월에 서울 코엑스에서 열리는 뷰티 박람회에 처음으로 단독 부스를 내게 돼서 부스 디자인 문의드려요. 작년엔 부산 벡스코 박람회에 공동관으로 잠깐 나갔었어요.",
        "전시하는 건 동백 오일 라인 세럼이랑 크림이고, 이번에 비건 인증 받은 신제품 선크림도 처음 공개해요. 원료는 서귀포 농가 동백이고 공장은 충북 오송에 있어요.",
        "장소는 코엑스 B홀이고 부스 번호는 B-105예요. 기본 부스 두 개 붙여서 6m x 3m, 18㎡요.",
        "주로 만나고 싶은 건 해외 바이어, 특히 동남아랑 일본 유통사 쪽이에요. 일반 관람객도 오긴 하는데 이번엔 수출 상담이 목적이라서요.",
        "브랜드는 '제주의 바람처럼 순한 피부'가 콘셉트라 부스에 들어오면 제주 숲에 온 것처럼 편안했으면 좋겠어요. 스타일은 깔끔하고 미니멀하게, 현무암이나 돌담 같은 제주 느낌 소재 살짝 넣어주시면 좋고요.",
        "부스 가운데에 손 씻고 제품 발라볼 수 있는 테스트 세면대를 두고 싶어요. 그래서 물이랑 전기 둘 다 필요해요. 예산은 설치 철거 다 포함해서 3천만 원 이내로 생각해요.",
        "아 그리고 방금 주최 측 메일 왔는데 부스 위치가 바뀌었어요! C홀 C-212로 재배정됐대요. 입구 바로 옆이라 오히려 좋아요 ㅎㅎ",
        "박람회는 3월 12일 목요일에 시작하고 반입은 전날인 11일이에요. 저는 제주에서 비행기 타고 올라가야 해서 현장 미팅은 두 번 정도면 좋겠어요."
      ],
      "whenAsked": {
        "exit_date": "철수 일정은 아직 주최 측 공지가 안 나와서 모르겠어요.",
        "key_considerations": "세면대 물이 바닥에 새지 않게 해주시는 거랑, 제품 진열이 멀리서도 잘 보이는 게 제일 중요해요."
      },
      "otherwise": "특별히 없어요. 알아서 잘 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "뷰티 박람회",
            "단독 부스"
          ]
        },
        "space_size": {
          "said": 2,
          "value": {
            "kind": "number_with_unit",
            "amount": 18,
            "unit": "m2"
          }
        },
        "target_audience": {
          "said": 3,
          "text": [
            "해외 바이어",
            "동남아랑 일본 유통사"
          ]
        },
        "brand_value": {
          "said": 4,
          "text": [
            "제주의 바람처럼 순한 피부",
            "제주 숲에 온 것처럼"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "깔끔하고 미니멀하게"
          ]
        },
        "unique_design": {
          "said": 5,
          "text": [
            "테스트 세면대"
          ]
        },
        "water_electricity_supply": {
          "said": 5,
          "value": {
            "kind": "choice",
            "selected": [
              "both"
            ]
          }
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 30000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "address": {
          "said": 6,
          "text": [
            "C홀 C-212"
          ]
        },
        "opening_date": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-03-12",
            "precision": "day",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-03-11",
            "precision": "day",
            "relation": "on"
          }
        },
        "number_of_visits": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "times"
          }
        },
        "exit_date": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "바닥에 새지 않게"
          ]
        }
      }
    },
    {
      "id": "heldout124-brand-ko-roastery-move-hapjeong",
      "projectType": "brand_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요~ 연남동에서 4년째 작은 로스터리 카페 '모래내커피' 하고 있는데요, 이번에 가게를 옮기면서 로고랑 브랜드 아이덴티티를 전체적으로 새로 하고 싶어서 문의드려요.",
        "새 가게는 망원동이에요. 망원역 2번 출구에서 걸어서 5분 정도, 망원시장 들어가는 골목 건물 2층이요. 지금 가게보다 두 배 넓어져서 원두 납품도 본격적으로 해보려고요.",
        "이름은 제가 어릴 때 살던 동네 이름이에요. 가좌역 근처 모래내시장 아시려나요? 엄마가 거기서 국숫집을 하셨는데 그 골목 냄새가 저한테는 커피 볶는 냄새만큼 좋은 기억이라 ㅎㅎ",
        "파는 건 핸드드립이랑 에스프레소 음료, 원두 소분 판매, 그리고 동네 카페 몇 군데에 원두 납품이요. 생두는 부산에 있는 수입사에서 받아와요.",
        "지금 로고는 제가 창업할 때 대충 만든 거라 컵이랑 원두 봉투에 찍으면 너무 조잡해 보여요 ㅠ 납품하려면 사장님들한테 믿음 주는 브랜드로 보여야 할 것 같아서요. 손님은 주로 20~30대 동네 주민이랑 커피 좀 아는 분들인데 주말엔 일부러 경기도에서도 찾아오세요.",
        "작년에 멜버른 여행 갔을 때 본 카페들처럼 힘 빼고 담백한 느낌이 좋아요. 너무 힙한 척하는 건 싫고요. 색은 아직 잘 모르겠어요, 시안 보면서 정하고 싶어요.",
        "아 그리고 죄송한데 위치 정정할게요! 망원동 건물은 계약이 엎어져서 결국 합정역 7번 출구 쪽, 서교동 골목 1층으로 계약했어요. 오픈은 3월 중순이라 로고는 2월 말까지는 나와야 간판이랑 컵 주문을 넣을 수 있어요.",
        "로고 말고 원두 봉투 스티커랑 컵 홀더 디자인도 같이 부탁드려요. 저는 일산 살아서 가게까지 차로 40분인데, 미팅은 가게에서 하면 좋겠어요. 상표 등록은 아직 안 했어요."
      ],
      "whenAsked": {
        "need_registration_assistance": "네 그것도 같이 도와주시면 좋겠어요.",
        "brand_website": "홈페이지는 없고 인스타 @moraene_coffee 있어요.",
        "key_considerations": "납품처 사장님들 보기에도 깔끔하고, 작은 컵 스티커에 찍어도 잘 보이는 게 제일 중요해요.",
        "colors_and_elements": "색은 진짜 아직 모르겠어요. 시안 보고 정할게요."
      },
      "otherwise": "그건 딱히 생각해 둔 게 없어요. 알아서 해주셔도 돼요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "모래내커피",
            "아이덴티티를 전체적으로"
          ]
        },
        "brand_name_story": {
          "said": 2,
          "text": [
            "어릴 때 살던 동네 이름",
            "모래내시장"
          ]
        },
        "products_or_services": {
          "said": 3,
          "text": [
            "핸드드립",
            "원두 소분 판매",
            "원두 납품"
          ]
        },
        "problem_need": {
          "said": 4,
          "text": [
            "너무 조잡해",
            "믿음 주는 브랜드"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "20~30대 동네 주민",
            "커피 좀 아는 분들"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "힘 빼고 담백한"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "skipped": true
        },
        "address": {
          "said": 6,
          "text": [
            "합정역 7번 출구",
            "서교동"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-02-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "원두 봉투 스티커",
            "컵 홀더"
          ]
        },
        "registration_status": {
          "said": 7,
          "value": {
            "kind": "choice",
            "selected": [
              "not_registered"
            ]
          }
        },
        "need_registration_assistance": {
          "said": "asked",
          "value": {
            "kind": "yes_no",
            "value": true
          }
        },
        "brand_website": {
          "said": "asked",
          "text": [
            "@moraene_coffee"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "작은 컵 스티커에 찍어도 잘 보이는"
          ]
        }
      }
    },
    {
      "id": "heldout124-packaging-ko-wimi-tangerine-giftset",
      "projectType": "packaging_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요. 부모님이 서귀포시 남원읍 위미리에서 귤 농사 지으시는데, 제가 작년에 서울 생활 접고 내려와서 같이 '위미귤방'이라는 이름으로 귤청이랑 귤칩을 만들고 있어요. 지금은 그냥 시장 박스에 담아서 팔다 보니 선물용으로 안 보여서, 선물세트 패키지를 제대로 만들고 싶어서 연락드렸어요.",
        "귤청은 귤을 껍질째 얇게 썰어서 설탕이랑 재운 거라 물이나 탄산수에 타 드시면 되고, 귤칩은 저온에서 말린 간식이에요. 청은 농장 옆 작업장에서 저희가 직접 만드는데, 귤칩은 물량 때문에 충북 음성에 있는 공장에 위탁 생산해요.",
        "청은 500ml 유리병이고 귤칩은 30g 파우치예요. 선물세트는 청 2병 + 귤칩 3봉 들어가는 구성으로 생각하고 있어요. 이번에 디자인할 건 청 병에 붙이는 라벨이랑 선물세트 상자예요. 귤칩 파우치는 공장 기본 파우치 그대로 쓸 거라 빼셔도 돼요. 일정은 5월까지만 되면 좋겠어요.",
        "저희 귤은 노지 귤이고 농약 안 치고 키워요. 그리고 설탕을 시중 청보다 30% 적게 넣어요. 사시는 분들은 주로 제주 여행 왔다가 기념품 찾는 30~40대나, 명절에 부모님 선물 고르는 분들이에요.",
        "지금은 스마트스토어랑 서귀포 올레시장 근처 편집숍 한 군데에 납품하고 있고요, 제주공항 면세 쪽 입점도 얘기 중이에요. 공항까지 차로 1시간 반 걸려서 납품이 좀 빡세긴 해요 ㅎㅎ",
        "느낌은 제주스러운데 뻔하지 않았으면 해요. 돌하르방이나 유채꽃 같은 건 빼주세요 ㅋㅋ 색은 귤색 한 가지만 포인트로 쓰고 나머진 미색이었으면 좋겠어요. 상자는 크라프트지나 재생지로 하고 비닐 완충재는 안 쓰고 싶어요.",
        "아 일정 정정할게요. 방금 면세점 담당자랑 통화했는데 입점 심사가 4월 초라 샘플을 그 전에 보여줘야 한대요. 그래서 디자인은 3월 중순까지는 끝나야 해요.",
        "제일 신경 쓰이는 건 택배로 보낼 때 유리병이 깨지지 않는 거예요. 저는 위미에 있어서 미팅은 화상으로 해도 괜찮아요. 세트 끝나고 제품을 더 늘릴지는 아직 생각 못 해봤어요."
      ],
      "whenAsked": {},
      "otherwise": "그건 상관없어요. 추천해 주시는 대로 할게요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "위미귤방",
            "선물세트 패키지"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "서귀포시 남원읍 위미리"
          ]
        },
        "problem_need": {
          "said": 0,
          "text": [
            "선물용으로 안 보여서"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "껍질째 얇게 썰어서",
            "저온에서 말린 간식"
          ]
        },
        "specification": {
          "said": 2,
          "text": [
            "500ml 유리병",
            "30g",
            "청 2병 + 귤칩 3봉"
          ]
        },
        "packaging_form": {
          "said": 2,
          "value": {
            "kind": "choice",
            "selected": [
              "label",
              "gift_set"
            ]
          }
        },
        "unique_selling_point": {
          "said": 3,
          "text": [
            "농약 안 치고",
            "30% 적게"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "기념품 찾는 30~40대",
            "부모님 선물"
          ]
        },
        "sales_channels": {
          "said": 4,
          "text": [
            "스마트스토어",
            "편집숍",
            "제주공항 면세"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "제주스러운데 뻔하지 않았으면"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "돌하르방이나 유채꽃",
            "귤색 한 가지만"
          ]
        },
        "preferred_materials": {
          "said": 5,
          "text": [
            "크라프트지나 재생지"
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
          "said": 7,
          "text": [
            "유리병이 깨지지 않는"
          ]
        },
        "collaboration_notes": {
          "said": 7,
          "text": [
            "화상으로"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "skipped": true
        }
      }
    },
    {
      "id": "heldout124-website-ko-gyeongju-hanok-booking",
      "projectType": "website",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요, 경주에서 한옥 독채 스테이 '느린마루' 운영하고 있어요. 황리단길에서 한 블록 뒤, 대릉원 돌담길 쪽이에요. 지금은 예약을 전부 에어비앤비랑 네이버 예약으로만 받는데 수수료가 너무 아까워서 자체 예약 홈페이지를 만들고 싶어요.",
        "저는 대구 수성구 살고 평일엔 회사 다녀서 주말에만 경주 내려가요. 고속도로로 한 시간 좀 넘게 걸려요. 그래서 관리가 쉬운 게 진짜 중요해요. 예약 확인이랑 날짜 막는 걸 폰으로 바로 할 수 있어야 해요.",
        "손님은 서울이나 부산에서 오는 30대 커플이 제일 많고, 요즘은 일본이랑 대만에서 오시는 분들도 꽤 있어요. 그래서 사이트는 한국어랑 영어 두 가지로 하려고요.",
        "페이지는 객실 소개, 실시간 예약, 오시는 길, 주변 맛집·산책 코스, 후기 정도면 될 것 같아요. 예전에 제가 무료 빌더로 만든 neurinmaru.modoo.at 이 있긴 한데 거의 아무도 안 봐요 ㅠ",
        "참고하고 싶은 건 전주 한옥마을에 있는 '소설재'라는 스테이 사이트랑, 작년에 교토 여행 갔을 때 묵었던 료칸 홈페이지요. 사진 크게 쓰고 글자 적은, 조용하고 여백 많은 느낌이 좋아요.",
        "예산은 300만 원 정도 생각하고 있어요. 4월 벚꽃 시즌 예약을 받아야 해서 3월 20일 전에는 열렸으면 해요.",
        "아 그리고 언어요, 생각해보니 일본 손님이 영어권보다 훨씬 많아서 한국어, 영어, 일본어 세 개로 해야 할 것 같아요.",
        "객실 사진은 새로 찍어야 할 것 같은데 그것도 해주시나요? 로고도 아직 없어서 색은 정한 게 없어요, 그건 나중에 정할게요."
      ],
      "whenAsked": {},
      "otherwise": "그건 잘 몰라서요, 괜찮은 쪽으로 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "한옥 독채 스테이",
            "자체 예약 홈페이지"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "대릉원 돌담길 쪽"
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
        "problem_need": {
          "said": 0,
          "text": [
            "수수료가 너무 아까워서"
          ]
        },
        "key_considerations": {
          "said": 1,
          "text": [
            "관리가 쉬운",
            "폰으로 바로"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "30대 커플",
            "일본이랑 대만"
          ]
        },
        "main_pages": {
          "said": 3,
          "text": [
            "객실 소개",
            "실시간 예약",
            "오시는 길"
          ]
        },
        "url": {
          "said": 3,
          "text": [
            "neurinmaru.modoo.at"
          ]
        },
        "competitors": {
          "said": 4,
          "text": [
            "소설재",
            "료칸 홈페이지"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "조용하고 여백 많은"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 3000000,
            "currency": "KRW",
            "approximate": true
          }
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-03-20",
            "precision": "day",
            "relation": "by"
          }
        },
        "languages": {
          "said": 6,
          "text": [
            "한국어",
            "영어",
            "일본어"
          ]
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "사진은 새로 찍어야"
          ]
        },
        "colors_and_elements": {
          "said": 7,
          "skipped": true
        }
      }
    },
    {
      "id": "heldout124-other-ko-seocheon-village-signs",
      "projectType": "other",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요. 충남 서천에서 청년마을 사업 하고 있는 팀인데요, 마을 안내 지도랑 골목 표지판 디자인을 맡길 곳을 찾고 있어요.",
        "서천 중에서도 한산면이에요. 한산모시관에서 걸어서 10분 정도, 옛날 양조장 건물을 고쳐서 저희 사무실이랑 게스트하우스로 쓰고 있어요.",
        "여기 오시는 분들이 모시관만 보고 바로 가세요 ㅠ 골목 안에 공방이랑 카페, 소곡주 양조장이 있는데 찾기가 너무 어려워서요. 주 방문객은 대전이나 서울에서 당일치기로 오는 20~40대, 그리고 주말 가족 단위예요.",
        "작년에 팀원들이랑 일본 나오시마 갔을 때 섬 곳곳에 있던 작은 안내판이 너무 예뻤어요. 그런 식으로 손글씨 느낌 나고 동네랑 어울리는 소박한 스타일이면 좋겠어요. 디자인은 4월 말까지 나오면 돼요.",
        "색은 모시 색깔처럼 연한 베이지나 생성색 바탕에, 쪽빛 파란색으로 포인트 주면 좋겠어요. 형광색이나 빨간색은 절대 안 돼요.",
        "표지판은 밖에 세워두는 거라 비 맞아도 색 안 바래는 게 중요하고, 어르신들도 보실 수 있게 글씨가 커야 해요. 참고로 저는 평일엔 서천읍 군청에서 일하고, 집은 군산이라 금강 다리 건너서 30분쯤 출퇴근해요 ㅎㅎ",
        "아 일정 정정요! 방금 군청 담당자님이 보조금 정산 때문에 디자인은 3월 말까지 확정돼야 한대요. 설치는 6월 모시문화제 전에 하고요.",
        "현장 답사는 최소 두 번은 와주셨으면 좋겠어요. 골목을 직접 걸어보셔야 감이 오실 거라서요. 나중에는 지도를 굿즈로 만들어서 게스트하우스에서 팔 생각도 있어요."
      ],
      "whenAsked": {
        "collaboration_notes": "소통 방식이나 최종 결정은 마을협의회 회의에서 정해야 해서 지금은 뭐라 말씀드리기 어려워요."
      },
      "otherwise": "그건 상관없어요. 편하신 대로 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "청년마을 사업"
          ]
        },
        "other_design_requirements": {
          "said": 0,
          "text": [
            "마을 안내 지도",
            "골목 표지판"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "한산면",
            "한산모시관"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "모시관만 보고 바로 가세요",
            "찾기가 너무 어려워서"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "당일치기로 오는 20~40대",
            "가족 단위"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "손글씨 느낌",
            "소박한"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "연한 베이지나 생성색",
            "쪽빛",
            "형광색이나 빨간색"
          ]
        },
        "key_considerations": {
          "said": 5,
          "text": [
            "색 안 바래는",
            "글씨가 커야"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "number_of_visits": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "times"
          }
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "굿즈로"
          ]
        },
        "collaboration_notes": {
          "said": "asked",
          "skipped": true
        }
      }
    }
  ];
