import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 126 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: time in many forms (a weekday, "in three
 * weeks", after Lunar New Year / 過完年 / 설 지나고, the end of a quarter, before a school term, "mid-to-late May", a range or a
 * span of days, a time of day beside a date, a date corrected later, a date that depends on something, and durations that
 * are no dates: years in business, opening hours, lead times, a building's age, how often they visit; in each, one
 * correction, one or two fields not known, filed as skipped, and traps). Written in session 70 by seven writers, all 22
 * conversations, and played once on 54ad877f (after the session's rules from held-out 125, before any change for it): 234 of
 * 305 facts (76.7 %), 9 wrong values, 27 asked again, 0 loops. Its misses were not read: it is the next session's blind
 * measure.
 */
/* Writer's note (en-US, batch 126, en-spaces)
 * heldout126-residential-en-nokomis-rambler-before-school (US Central, -360): Dana-style mom in south Minneapolis renovating a 1958 rambler for her family (husband Marcus, kids 10 and 7, a golden retriever). Expected: project_background "renovate our house"/"open up the kitchen" (0); address "Nokomis" (0); property_category detached_house (0, "single-story rambler"); age 68 years (0); layout "3 bedrooms"/"1.5 baths"/"galley kitchen" (1); space_size 1450 ft2 (1); target_audience "my husband Marcus"/"our kids"/"golden retriever" (2); lifestyle "work from home 3 days a week"/"Sunday dinner" (2); problem_need "kitchen is closed off"/"one full bathroom" (3); preferred_style "warm Scandinavian"/"light oak" (3); expected_deadline by late Feb 2026 (2026-02-01 month by late) (4); budget 95000 USD (5); move_in_date by end of July (2026-07-01 month by late) (6, corrected from mid-August in 4); important_collections "upright piano" (7); colors_and_elements skipped (asked); key_considerations "durable floors"/"old wiring" (asked). Traps: 9 years lived there (duration, not age), 1958 build year, 2-car garage, kids' ages, 90 lb dog, seat 8, every other week, spring break March 23 (move-out, not move-in), school starts Sept 1, 10-week cabinet lead time, neighbors' 2023 remodel at $140k, wedding Aug 8–16. Correction: move back in by end of July, not mid-August (msg 6). Unknown: colors_and_elements.
 * heldout126-commercial-en-bristol-nata-bakery (UK, 0): Inês, owner of Nata Nata, a Portuguese bakery opening a second site on Gloucester Road, Bristol. Expected: project_background "Nata Nata"/"second, bigger site" (0); address "Gloucester Road" (0); space_size 62 m2 (1); problem_need "queue out the door"/"proper seating" (1); competitive_advantage "bake everything on site"/"proper pastéis de nata" (2); target_audience "young families"/"students"/"homesick Portuguese" (3); brand_value "my avó's kitchen"/"warm, loud" (3); preferred_style "Lisbon pastelaria"/"bright" (4); colors_and_elements "azulejo tiles"/"no grey" (4); unique_design "glass window into the bakery" (4); opening_date 2026-07-11 day on (6, corrected from "end of Q2 / end of June" in 5); other_design_requirements "shopfront sign" (6); budget skipped (asked: waiting on bank loan); key_considerations "fire regs"/"easy to clean" (asked). Traps: market stall 6 years ago, Stokes Croft shop opened 2022, first shop 35 m², 30 covers, 5am baking, keys "in three weeks" (not opening), rent-free until Easter (holiday as a reason), rent £2,400/month (not budget), opening hours 7 till 4 six days a week, 12-week oven shipping. Correction: opening moved from end of June to Saturday 11 July (msg 6). Unknown: budget.
 * heldout126-exhibition-en-salt-palace-camp-cookware (US Pacific, -480): Kenji, marketing at Ember & Pine (Portland camp cookware), designing a 20x20 ft island booth at the Western Outdoor Trade Expo, Salt Palace, Salt Lake City. Expected: project_background "Ember & Pine"/"cast iron" (0); space_size 400 ft2 (0, "20x20 ft"); address "Salt Palace"/"Hall D" (1); opening_date 2026-05-14 day on (1, "May 14–17"); water_electricity_supply electricity_only (1); target_audience "independent outdoor shops"/"REI" (2); brand_value "sitting around a campfire"/"gear you hand down" (2); preferred_style "rugged but premium"/"mountain lodge" (3); exit_date 2026-05-18 day (4, out by noon Monday May 18); budget 55000 USD (5); expected_deadline skipped (5, depends on organizer approval); entry_date 2026-05-13 day (6, corrected from Tuesday May 12 in 4); plans_after_project "reusable"/"Toronto show" (7); unique_design skipped (asked); key_considerations "open flames"/"visible from the aisle" (asked). Traps: 11 years in business, last year's 10x10 booth, Portland (HQ, not venue), booth #4127, show close 4pm on the 17th (not exit date), 8am time, competitor Trailforge's booth last year, $18k spent last year, 3-week printer lead time, the 12th for freight marshaling, Toronto show in September. Correction: move-in is Wednesday the 13th, not the 12th (msg 6). Unknown: expected_deadline, unique_design.
 */
/* Writer's note (en-US, batch 126, en-brand-pack)
 * heldout126-brand_design-en-tallgrass-roasters — Dana, co-owner of Tallgrass Coffee Roasters in Omaha (US Central, -360), wants a full rebrand. Expected: project_background "Tallgrass Coffee Roasters"/"full rebrand" (0); address "Omaha"/"Benson" (0); brand_name_story "tallgrass prairie"/"rooted in Nebraska" (1); products_or_services "whole bean bags"/"wholesale"/"monthly subscription" (1); problem_need "not a serious roaster"/"look homemade" (2); target_audience "25-45"/"care where beans come from" (2); preferred_style "earthy"/"old seed packets" (3); other_preferences "Sightglass bags" (3); other_design_requirements "bag labels"/"sell sheet"/"signage" (3); brand_website "tallgrasscoffee.com"/"@tallgrassroasts" (4); registration_status not_registered (4 — the LLC is not a trademark); expected_deadline by mid-April 2026 = {2026-04-01, month, by, mid} (5); key_considerations "link to the prairie"/"work tiny" (6); collaboration_notes "decide together"/"weekly check-ins" (6); plans_after_project "second café in Lincoln" (6). Correction: the deadline "end of June" in message 4 is replaced by "mid-April" in message 5. Unknown: need_registration_assistance (asked, must talk to Luis) and colors_and_elements (asked, no idea) — both skipped. Traps: opened in 2017 / almost 9 years (business age, LLC year), 4% of prairie, roasting twice a week, 14 restaurants, open 7 to 3 (hours), Farmers Market opening the first Saturday in May (a reason, not the deadline), printing takes 3 weeks (lead time), 12oz bag, Broken Bow and Lincoln (other places).
 * heldout126-packaging_design-en-leith-tablet-boxes — Morag of Canny Tablet, a Scottish tablet maker in a kitchen unit in Leith, Edinburgh (UK, 0), needs packaging to replace cellophane bags. Expected: project_background "Canny Tablet"/"proper packaging" (0); address "Leith" (0); product_description "like fudge but crumblier"/"with a cuppa" (1); packaging_form box + bag_pouch (2); preferred_materials "kraft card"/"home-compostable" (2); sales_channels "Stockbridge Market"/"Etsy"/"department store" (3); target_audience "tourists"/"older locals" (3); unique_selling_point "by hand in small pans"/"single malt" (4); preferred_style "heritage"/"bit of cheek" (4); expected_deadline by end of July = {2026-07-01, month, by, late} (5); specification "16 pieces"/"200g"/"100g" (6); other_design_requirements "shipping box"/"display tray" (6); key_considerations (asked) "survive the post"/"allergen info". Correction: box goes from 12 pieces (message 2) to 16 pieces, about 200g (message 6). Unknown: colors_and_elements (asked, "haven't a clue") — skipped. Traps: gran's recipe from 1964, started in lockdown, boiled 25 minutes, shelf life 3 months, Stockbridge on Sundays, Burns Night last year (holiday as a reason), stock on shelves by early October for Christmas (the store's date, not the design deadline), printer needs 6 weeks plus a week (lead time), Glasgow / Royal Mile / Islay (other places).
 * heldout126-website-en-tucson-music-school — Rosa Delgado runs Desert Willow Music School in Tucson (Arizona, -420) and needs a new bilingual site with online booking. Expected: project_background "Desert Willow Music School"/"lessons for kids and adults" (0); url "desertwillowmusic.org" (0); address "Tucson" (0); problem_need "scheduling"/"book a trial lesson" (1); category booking (1); main_pages "our teachers"/"lessons & pricing"/"summer camp"/"book a trial" (2); languages "English"/"Spanish" (2); target_audience "parents 30-50"/"retirees" (3); competitors "Tucson Symphony"/"School of Rock"/"Music & Arts" (4); preferred_style "warm, sunny, friendly"/"not a stuffy conservatory" (4); other_design_requirements "photos of the teachers" (5); expected_deadline by Monday 2026-03-09 = {2026-03-09, day, by} (6); collaboration_notes "Gloria signs off"/"I make the design calls" (6); key_considerations (asked) "dead simple on a phone"/"real Spanish". Correction: go-live moves from March 2 (message 5) to March 9 (message 6). Unknown: budget (asked, depends on the board) — skipped. Traps: 12 years in business, 180 students, 2014 Wix site, 2 hours every night, camp $350 a week and 3 weeks in June (money and duration, not the budget or deadline), lessons 30 or 45 min, open 2 to 8 on weekdays, last year's registration March 16, photos from 2019, Oracle Rd (a competitor's street).
 */
/* Writer's note (en-US, batch 126, en-other)
 * heldout126-other-en-riverbend-10k-signage (US Eastern, -300): Denise Okafor, race director of the Riverbend 10K charity run for a literacy nonprofit in North Chattanooga, needs one consistent set of event graphics. Expected: project_background "Riverbend 10K"/"charity run" (msg 0); address "North Chattanooga" (0); other_design_requirements race bibs, finish line banner, course signs (1); problem_need "look like one event"/"readable from a distance" (2); target_audience serious club runners, families/walkers (4); preferred_style "bold, clean, a bit retro", "national park posters" (4); colors_and_elements SKIPPED (4, depends on an unsigned credit-union sponsor); expected_deadline by 2026-03-13, day precision (5, CORRECTION of "by Friday April 3" in msg 3); collaboration_notes email, weekly updates, Marcus has final sign-off (6); number_of_visits 1 time (6); key_considerations asked: readable while running, sponsor logos. Traps: 12th year (duration), volunteer moved to Denver, ~20 signs (count), Walnut Street Bridge (a place on the course, not the address), race day Sat April 25 7:30am and packet pickup Friday 4-7pm (event dates, not the deadline), last year's April 26, printer Signal Press in Knoxville and its 3-week/6-week lead times (durations), 1,200 runners last year, board meets first Tuesday monthly at 6pm. Unknown: colors.
 * heldout126-residential-en-steamboat-ski-condo (US Mountain, -420): Jen and Carlos Ruiz of Denver are buying a second home, a 3rd-floor ski condo in Steamboat Springs, and want a full refresh. Expected: project_background "condo in Steamboat Springs"/"full refresh" (0); property_category apartment (0, condo); address "Steamboat Springs" (0); layout "2 bed, 2 bath", "open kitchen/living" (1); age 45 years (1); move_in_date by mid-June 2026 = {2026-06-01, month, by, mid} (2); problem_need tiny dark kitchen, no place for ski gear (3); target_audience our kids, dog Pepper (3); lifestyle ski all day, board games by the fire, works remote (4); preferred_style cozy mountain modern, not log-cabin kitsch (4); colors_and_elements light oak, deep green (4); space_size 1,050 ft2 (5, CORRECTION of 1,150 sq ft in msg 1, which included the balcony); key_considerations durable and easy to clean, lockable owner's closet (6); other_design_requirements pick furniture (6); budget SKIPPED when asked (depends on next week's inspection). Traps: Denver/Highlands is their main home (not the address), skiing there 15 years (duration), closing Feb 27, HOA work hours Mon-Fri 8am-5pm, ski season through mid-April, work starting late April, Fourth of July (a holiday named only as the reason), kids' ages 9 and 12, HOA architect review up to 30 days, Mt. Werner view. Unknown: budget (plumbing approval also unknown but not a brief field).
 */
/* Writer's note (zh-TW, batch 126, zh-spaces)
 * heldout126-residential_space-zh-banqiao-movein-shift — A pregnant woman in Taiwan (UTC+8), who bought a second-hand apartment in Banqiao with her husband, wants a full renovation before they move in. Expected: project_background "中古公寓"/"整個翻新" (msg 0); address "新北板橋"/"江子翠" (0); property_category apartment (0); age 32 years (0); layout "三房兩廳一衛" (1); space_size 28 ping (1); problem_need "廚房超小又暗"/"浴室磁磚也一直掉" (2); target_audience "夫妻跟一隻8歲的柴犬"/"一家三口" (3); lifestyle "在家遠端上班"/"約朋友來家裡吃火鍋" (3); preferred_style "日式簡約"/"溫暖的木頭感" (4); colors_and_elements "米白跟淺木色"/"不要灰灰的清水模" (4); budget 2,500,000 TWD (5); move_in_date mid-June 2026 = {2026-06-01, month, part mid, no relation} (6, correcting "4月底前" in msg 5); collaboration_notes "平日晚上7點後" (7); key_considerations "水電管線要全部換新"/"施工期間不要太吵" (asked). Traps: 5-minute walk to the MRT, renting for almost 6 years, bought "去年底", 34 ping on the title deed including common areas and parking (not the size), the dog is 8 years old (not the building's age), the baby is due in August (not the move-in date), "過完年就開工" is the construction start, the lease ends 5/31, renovation takes 3 months (a duration), "下週四" (Thu 2026-01-29) is the key handover, the 7 pm time, and the downstairs grandmother in her 90s. Correction: move-in changes from end of April to mid-June (msg 6). Unknown: expected_deadline (msg 7, "沒概念").
 * heldout126-commercial_space-zh-tainan-dessert-shop — The owner of a Tainan dessert studio called 「午後三點」 (Taiwan, UTC+8) is opening her first shop, on the ground floor of an old house near Zhengxing Street. Expected: project_background "甜點工作室"/"第一間實體店" (0); address "中西區"/"正興街附近" (0); problem_need "同時有廚房跟內用區"/"廚房一定要夠大" (1); brand_value "慢下來"/"像去朋友家" (2); target_audience "25到40歲的上班族女生"/"觀光客" (2); competitive_advantage "台灣在地食材"/"每個月換季節限定口味" (3); preferred_style "溫暖一點的老屋感" (3); colors_and_elements "奶茶色、焦糖色"/"不要網美風那種粉紅霓虹燈" (3); unique_design "一整面大玻璃"/"看到可麗露出爐" (4); budget 1,200,000 TWD (4); opening_date early May 2026 = {2026-05-01, month, part early} (5); space_size 14 ping (6, correcting the 16 ping in msg 1); key_considerations "廚房動線跟排風" (asked). Traps: the brand name means "3 pm" (not a time of any field), over 4 years in business, the house is nearly 60 years old / built in the ROC 50s, 200 canelés a day, the age range 25–40, handover on 3/1 (not the opening), a 6–8 week fit-out (a duration), Mother's Day named only as the reason, opening hours 12:00–19:00 with Tuesdays closed, and 16 ping including the courtyard. Correction: size 16 → 14 ping (msg 6). Unknown: other_design_requirements (msg 7, the signage and menu are waiting on her business partner).
 * heldout126-exhibition_space-zh-tea-expo-nangang — A third-generation tea maker from Lugu, Nantou (Taiwan, UTC+8) is exhibiting for the first time at a tea expo in Nangang Exhibition Hall 2. Expected: project_background "第一次自己報名參加展覽"/"炭焙烏龍跟新做的冷泡茶包" (0); address "南港展覽館二館" (0); opening_date 2026-04-23, day (1); exit_date 2026-04-26, day (1; takedown runs 6–10 pm on the last show day); space_size 18 m2 (2); water_electricity_supply both (2); brand_value "慢慢焙"/"聞到焙火香" (3); target_audience "飲料店跟咖啡廳的採購"/"日本來的貿易商" (3); preferred_style "簡單"/"竹子或木頭的自然感" (4); unique_design "真的焙籠"/"焙火展示區" (4); budget 350,000 TWD (5); entry_date 2026-04-22, day (6, correcting 4/21 in msg 1); key_considerations "泡茶區要安全" (asked). Traps: Nantou Lugu is the company's location, not the venue; third generation, almost 50 years in business; daily show hours 10:00–18:00; 3x6 m (the area is 18 m2, not 2 or 3 booths); the tea is roasted for "三天兩夜" (a duration); last year's shared booth cost 500,000 (someone else's); 4/21 is the day of a client visit in Taipei; 1 pm is the move-in time; the Lunar New Year is named only as the reason the exhibitor manual arrives late. Correction: move-in day changes from 4/21 to 4/22 (msg 6). Unknown: expected_deadline and other_design_requirements (msg 7: waiting for the manual, and for her father to decide).
 */
/* Writer's note (zh-TW, batch 126, zh-brand-pack-web-other)
 * heldout126-brand-zh-ashun-douhua (brand_design, Taiwan +480): the child of the owner of a 28-year-old family douhua shop in Tainan wants a refreshed logo and full identity before opening a second shop. Expected: project_background [阿順豆花, 一整套識別] @0; address [台南中西區] @0; brand_name_story [阿公的名字, 挑擔子賣豆花] @1; problem_need [字很擠, 很老氣] @1; products_or_services [傳統豆花, 粉粿, 杏仁茶] @2; target_audience [觀光客, 學生跟上班族] @2; preferred_style [台灣老味道, 乾淨、簡單] @3; brand_website [instagram.com/ashun.douhua] @3; registration_status not_registered @5; colors_and_elements skipped @5; expected_deadline by mid-March 2026 (2026-03-01, month, by, mid) @6; need_registration_assistance skipped (asked: has to ask dad); key_considerations [老客人還認得出來] (asked). Traps: 1998 founding year and "快28年" (durations/old year), the logo made "二十幾年前", opening hours 11點到10點 and 週三公休, the Anping branch opening 五月初 (someone else's date, not the deadline), sign-maker lead times 六個禮拜/八週, Lunar New Year 初一到初五 named only as a reason for slow replies. Correction: deadline 三月底 (@4) corrected to 三月中 (@6). Unknown: colours, whether they want trademark help.
 * heldout126-packaging-zh-lugu-coldbrew-tea (packaging_design, Taiwan +480): third-generation Lugu oolong grower launching a cold-brew tea-bag gift box for Mother's Day. Expected: project_background [冷泡茶包禮盒] @0; address [南投鹿谷] @0; product_description [冷泡用的三角立體茶包] @1; packaging_form box + bag_pouch @1 (外盒 + 每包的小袋子); unique_selling_point [自己種自己焙, 不會苦澀] @2; target_audience [25到40歲上班族] @2; sales_channels [官網, 蝦皮, 選物店] @3; preferred_style [清爽, 日系] @3; colors_and_elements [茶綠配米白, 不要金色大紅] @3; expected_deadline 2026-04-10 (day, by) @4; specification [一盒是12包, 3公克] @5; preferred_materials skipped @6; key_considerations [密封防潮, 有質感] (asked). Traps: 三代 / 前年 (family history), 600ml bottle and 6到8小時 steeping (durations), Mother's Day 5/10 and 提早兩週 (reason, not the deadline), printer's 三週 lead time, 下週四 (the sample-shipping day, not the deadline), 兩間選物店 (count), last year's 10-bag version. Correction: 一盒10包 (@1) corrected to 12包 (@5). Unknown: materials.
 * heldout126-website-zh-zhubei-swim-school (website, Taiwan +480): owner of a Zhubei children's swim school whose 2015 site breaks on phones and can't take enrolments. Expected: project_background [小海豚游泳學校] @0; address [竹北] @0; url [www.dolphinswim.com.tw] @0; problem_need [櫃台一個人根本回不完, 線上報名繳費] @1; category booking @1; main_pages [課程介紹, 教練介紹, 線上報名] @2; languages [中文] @2; target_audience [科學園區上班的爸媽] @3; preferred_style [活潑但不要太幼稚] @3; expected_deadline by late April 2026 (2026-04-01, month, by, late) @4; budget 150000 TWD at_most @6; competitors skipped @7; key_considerations [報名繳費流程一定要簡單, 個資要顧好] (asked). Traps: 開了12年, 300多個 students, 2015 (old site's year), summer-class enrolment opening 5/15 (the date the site depends on, not the go-live), pool hours 早上6點到晚上9點, the 20萬 first budget, the filter equipment. Correction: budget 20萬 (@5) corrected to 最多15萬 (@6). Unknown: competitors.
 * heldout126-other-zh-wedding-stationery (other, Taiwan +480): a bride in Taichung wants a full wedding stationery set. Expected: project_background [要結婚了, 婚禮的紙品] @0; other_design_requirements [喜帖, 婚禮小卡, 座位表跟謝卡] @1; problem_need [好制式, 我們自己故事的感覺] @1; target_audience [雙方家裡的長輩, 大學同學] @2; preferred_style [簡約, 手繪插畫感] @3; colors_and_elements skipped @3 (waits on the wedding dress); address [台中西屯] @4; expected_deadline by late May 2026 (2026-05-01, month, by, late) @5; key_considerations [名字跟稱謂不能錯, 印刷前一定要再讓我們確認] (asked); collaboration_notes [用LINE聯絡, 一週更新一次, 我跟他兩個人一起] (asked). Traps: the wedding itself 10/17（六）中午12點 (a date and time of day that is not the deadline), 台中林酒店 (venue, not their address), 25桌 (count), 交往8年 (duration), 婚禮前兩個月 mailing and 10個工作天 printing (lead times), the two-week Japan pre-wedding shoot in June (reason only). Correction: 6月底 (@4) corrected to 5月底 (@5). Unknown: colours.
 */
/* Writer's note (ko-KR, batch 126, ko-spaces)
 * heldout126-residential-ko-yangpyeong-house-moveday (KST, +540): A couple who rent (jeonse) in Jamsil are buying and remodelling an old two-storey detached house in Yangpyeong, for themselves, their son in middle-school year 2 and a retriever. Expected: project_background "단독주택을 하나 샀는데"/"리모델링" (0); property_category detached_house (0); address "양평군 서종면" (1); age 28 years (1); space_size 42 pyeong (1); layout "방 4개에 화장실 2개" (1); target_audience "저희 부부랑 중2 아들"/"리트리버 한 마리" (2); lifestyle "월수금 재택"/"주말마다 도예 작업" (2); problem_need "외풍이 심하고"/"주방이 북쪽이라 낮에도 어두워요" (3); expected_deadline by late Feb 2026 (2026-02, month, by, late) (4); preferred_style "모던한데 차갑지 않은" (5); colors_and_elements "노출 콘크리트" (an element to avoid) (5); budget skipped (5: depends on the loan); move_in_date 2026-05-23 day on (6, correcting 16 May from message 4); key_considerations asked "안 춥게"/"미끄럽지 않았으면". Traps: 11 years in Jamsil and the Jamsil address (current home), the previous owners' "20년 넘게", land area 대지 150평 (not the 42평 house), the jeonse lease ending in late June, 설 given only as the reason work starts, "석 달" building time, the viewing "이번 달 초". Correction: move-in day 16th → 23rd. Unknown: budget.
 * heldout126-commercial-ko-mangmi-bakery-q2 (KST, +540): A Busan baker who has run a small shop in Haeundae for 7 years is moving to a larger bakery café in Mangmi-dong, Suyeong-gu. Expected: project_background "베이커리 카페"/"확장 이전" (0); address "수영구 망미동" (0); space_size 92 m2 (1); problem_need "줄 서다가 그냥 가시는 손님이 많아요" (1); target_audience "30~40대 엄마들"/"20대" (2); competitive_advantage "천연발효종"/"48시간 숙성" (2); unique_design "오픈 키친"/"유리창 크게" (3); opening_date by the end of Q2 = by late June 2026 (2026-06, month, by, late) (4); preferred_style "유럽 시골 빵집"/"따뜻하고 투박한" (5); colors_and_elements skipped (5: "색은 아직 잘 모르겠어요"); budget 50,000,000 KRW (6, correcting 80M, which included about 30M of equipment); brand_value asked "매일 와도 부담 없는"/"편안한"; key_considerations asked "주방 동선". Traps: Haeundae and "7년째" (the old shop), the old shop's 15평, the lease starting on 3월 1일 (not the opening), the 48-hour fermentation, opening hours 8시–9시, the oven's 8-week lead time, the 3천 for equipment. Correction: budget 8천 → 5천만 원 for the interior only. Unknown: colours.
 * heldout126-exhibition-ko-kintex-beauty-setup (KST, +540): A vegan skincare brand based in Seongsu exhibits at a beauty fair at KINTEX in May. Expected: project_background "뷰티 박람회에 부스"/"비건 스킨케어" (0); address "킨텍스 제1전시장 3홀" (1); opening_date 2026-05-14 day on (1, the show runs 14–17 May); space_size 18 m2 (2, 3x6); exit_date 2026-05-17 day on (2, after closing at 5 pm on the last day); target_audience "해외 바이어"/"동남아 유통사" (3); brand_value "민감한 피부도 안심하고"/"성분 다 공개하는" (3); unique_design "세안해 볼 수 있는 체험대" (4); water_electricity_supply both (4); preferred_style "깨끗하고 밝은" (4); colors_and_elements "세이지 그린" (4); budget skipped (5: head office hasn't approved it); expected_deadline by mid-April 2026 (2026-04, month, by, mid) (5); entry_date 2026-05-12 day on (6, correcting 13 May from message 2); plans_after_project "방콕에서 하는 박람회"/"재사용" (7); key_considerations asked "배수 처리"/"바이어 미팅". Traps: the Seongsu HQ, the company's 12 years, last year's March show at COEX in a 9㎡ booth, 6 staff, 5 pm closing, public admission only on the last two days, next Thursday's budget meeting (not a project date), the 4-week printing time, the Bangkok fair in September (a different show). Correction: move-in 13th → 12th (from 2 pm, two days). Unknown: budget.
 */
/* Writer's note (ko-KR, batch 126, ko-brand-pack-web-other)
 * heldout126-brand_design-ko-makgeolli-label-deadline (KST +540): owner of a small makgeolli brewery "소리울 양조" in Jeonju wants a full identity renewal. Expected: project_background [브랜드 리뉴얼, 전체 아이덴티티] (0); address [전주] (0, listen); brand_name_story [할머니 고향 마을 이름] (1); products_or_services [생막걸리 2종, 약주 하나, 탁주 한정판] (1); problem_need [로고가 너무 촌스럽다] (2); target_audience [전통주 좋아하는 20~30대, 선물용으로 사는 분들] (2); preferred_style [여백 많은 미니멀한] (2); registration_status in_progress (3); brand_website [@soriul_brewery] (3); expected_deadline by mid-March 2026 = 2026-03-01 month/by/mid (5, correcting "3월 말" in 4); need_registration_assistance false (asked — patent attorney already handling it); key_considerations [작게 들어가도 잘 보이는] (asked). Unknown: colors_and_elements (asked, skipped). Traps: 7 years in business (duration), trademark filed 작년 11월 (past date), 설 named only as a start reason, pop-up 4월 10일 for 2 weeks in 성수 (someone else's event date/place), label printing takes 3주 (lead time), 2030 / 20~30대 age numbers. Correction: deadline 3월 말 → 3월 중순.
 * heldout126-packaging_design-ko-jeju-citrus-syrup-chuseok (KST +540): third-generation citrus farm in Seogwipo packaging its citrus/hallabong syrup. Expected: project_background [못난이 귤로 감귤청, 제대로 만들고 싶어요] (0); address [제주 서귀포] (0, listen); product_description [감귤청이랑 한라봉청, 탄산수나 따뜻한 물에 타 먹는] (1); specification [500ml 유리병, 두 병 들어가요] (1); unique_selling_point [유기농 원당, 보존료 하나도 안 넣고] (2); sales_channels [스마트스토어, 와디즈, 올레시장] (2); packaging_form label + gift_set (3); target_audience [30~40대 여성분들] (4); preferred_style [손그림 느낌 나는 일러스트] (4); colors_and_elements [주황색] (4); expected_deadline 2026-05-08 day/by (6, correcting 5월 15일 in 5; May 8 2026 is a Friday); key_considerations [병이 안 깨지는] (asked). Unknown: preferred_materials (asked, skipped). Traps: farm started 1978년 / 3대째, 추석 as a reason only, funding opens 7월 1일 (not the deadline), box production 6주 and funding review 2주 (lead times), 500ml and "두 병" counts. Correction: deadline 5월 15일 → 5월 8일.
 * heldout126-website-ko-pilates-second-branch (KST +540): Pilates studio owner in Bundang Jeongja-dong opening a 2nd branch in Pangyo, wants a booking site. Expected: project_background [판교에 2호점, 홈페이지를 새로 만들려고] (0); address [분당 정자동] (0, listen); url [pilatesmoa.co.kr] (1); category booking (1); problem_need [중복 예약] (1); main_pages [스튜디오 소개, 강사진, 시간표, 예약] (2); target_audience [30~50대 직장인 여성] (3); languages [한국어, 영어] (3); preferred_style [깔끔하고 차분한] (4); colors_and_elements [흰색이랑 베이지] (4); competitors [바디랩] (4); expected_deadline 2026-03-09 day/by (6, correcting "2월 마지막 주" in 5); key_considerations [모바일에서 예약이 쉽게] (asked). Unknown: budget (4, skipped — wants a quote first). Traps: open 4년, 180 members, class hours 6시 반–10시 (opening hours), 압구정 (competitor's location), branch opening 3월 2일 then 3월 16일 (the branch's date, not go-live), "다음 주 목요일 오후 2시" meeting availability, construction delayed 2주, 90% on phones. Correction: go-live late Feb → 3월 9일 월요일.
 * heldout126-other-ko-wedding-invitation-set (KST +540): bride in Daegu Suseong-gu wants custom paper + mobile invitations and a welcome board. Expected: project_background [5월에 결혼, 저희 둘 이야기가 들어간] (0); problem_need [기성 청첩장은 다 비슷비슷해서] (0); other_design_requirements [종이 청첩장, 모바일 청첩장, 웰컴보드] (1); target_audience [양가 부모님 지인분들, 저희 친구들] (2); colors_and_elements [세이지 그린, 금박은 빼주세요] (2); address [대구 수성구] (3); expected_deadline early March 2026 = 2026-03-01 month/by/early (5, correcting 3월 20일 in 4); collaboration_notes [카톡으로, 예비신랑이랑 같이] (6); key_considerations [정보가 틀리지 않는] (asked). Unknown: preferred_style (2, skipped — will pick from portfolio). Traps: 연애 7년 (duration), wedding 5월 16일 토요일 12시 반 (event date and time, not the deadline), 서울 강남 venue / groom's family in 서울 (other places), 6주 before / 인쇄 10일 (lead times), 3월 중순 relatives' gathering (someone else's date), "세 개" count. Correction: deadline 3월 20일 → 3월 초.
 */
export const hundredAndTwentySixthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout126-residential-en-nokomis-rambler-before-school",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi! We're looking to renovate our house in south Minneapolis, the Nokomis neighborhood. It's a single-story rambler, built in 1958 so it's about 68 years old. We've lived here 9 years and it's finally time to open up the kitchen and add a bathroom.",
      "Right now it's 3 bedrooms, 1.5 baths, a small living room and a closed-off galley kitchen. About 1,450 sq ft on the main floor, plus the detached 2-car garage which we're NOT touching.",
      "It's me, my husband Marcus, our kids Ava (10) and Theo (7), and Biscuit, a 90 lb golden retriever who sheds everywhere 🙃 I work from home 3 days a week and need a real office, not the dining table. Marcus is the cook, and his parents come over for Sunday dinner every other week so we need to seat 8.",
      "Biggest problem is the kitchen is closed off so whoever's cooking is stuck alone, and one full bathroom for four people is chaos in the mornings. style wise we like warm Scandinavian, light oak, nothing too precious bc of the dog",
      "Timing: we'll move in with my sister in St. Paul from the kids' spring break (March 23) and we'd like to move back in by mid-August, before school starts Sept 1. Our contractor says cabinets take about 10 weeks to arrive, so we need the design locked by the end of February.",
      "Budget is around $95k all in. Our neighbors did almost the same remodel in 2023 for $140k but they went crazy with the finishes.",
      "ugh sorry, correction on timing — Marcus just reminded me we're at his brother's wedding in Duluth Aug 8–16, so we actually need to be moved back in by the end of July, not mid-August.",
      "oh and my grandma's upright piano has to have a home somewhere in the living area!"
    ],
    "whenAsked": {
      "colors_and_elements": "Honestly no idea yet, we haven't gotten as far as colors.",
      "key_considerations": "That the dog can't wreck it, so durable floors, and please check the old wiring before we commit to anything."
    },
    "otherwise": "No particular preference.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "renovate our house",
          "open up the kitchen"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Nokomis"
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
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 68,
          "unit": "years"
        }
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
          "amount": 1450,
          "unit": "ft2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "my husband Marcus",
          "our kids",
          "golden retriever"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "work from home 3 days a week",
          "Sunday dinner"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "kitchen is closed off",
          "one full bathroom"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "warm Scandinavian",
          "light oak"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "budget": {
        "said": 5,
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
          "date": "2026-07-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "important_collections": {
        "said": 7,
        "text": [
          "upright piano"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "durable floors",
          "old wiring"
        ]
      }
    }
  },
  {
    "id": "heldout126-commercial-en-bristol-nata-bakery",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya, I'm Inês. I run Nata Nata, a Portuguese bakery. We started as a stall at St Nick's Market 6 years ago and opened a tiny shop in Stokes Croft in 2022. We've just signed the lease on a second, bigger site on Gloucester Road in Bristol and need the whole interior designed.",
      "The new place is about 62 m², an old hairdresser's, plus a little yard out back. Stokes Croft is only 35 m² and we have a queue out the door every weekend with nowhere to sit, so the main thing is proper seating (aiming for about 30 covers) and a counter that can handle the rush.",
      "We bake everything on site from 5am. Nobody round here does proper pastéis de nata, the chain place near the Arches does frozen ones 🙄",
      "Customers are a lot of young families, students from the uni, and homesick Portuguese people who drive in from all over 😂 I want everyone to feel like they've walked into my avó's kitchen in Lisbon, warm, loud, a bit chaotic in a good way.",
      "Look-wise: a Lisbon pastelaria, bright, hand-painted blue and white azulejo tiles, yellow accents like the old trams. Please no grey and no Edison bulbs. Dream feature is a big glass window into the bakery so people on the street can watch the natas come out of the oven.",
      "Timing! We get the keys in three weeks and the landlord's giving us rent-free until Easter. Rent is £2,400 a month after that so we want to open at the end of Q2, so end of June-ish. We'll be open 7 till 4, six days a week.",
      "Ugh, correction: just got off the phone with the shopfitter and the deck oven from Portugal takes 12 weeks to ship, so end of June is out. We're now aiming to open on Saturday 11 July. Oh and can you do the shopfront sign too?"
    ],
    "whenAsked": {
      "budget": "Honestly can't give you a number yet, we're still waiting to hear back from the bank about the loan.",
      "key_considerations": "Ventilation and fire regs for the ovens, and it has to be easy to clean, flour gets absolutely everywhere."
    },
    "otherwise": "Not fussed either way, honestly.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Nata Nata",
          "second, bigger site"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Gloucester Road"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 62,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "queue out the door",
          "proper seating"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "bake everything on site",
          "proper pastéis de nata"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "young families",
          "students",
          "homesick Portuguese"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "my avó's kitchen",
          "warm, loud"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "Lisbon pastelaria",
          "bright"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "azulejo tiles",
          "no grey"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "glass window into the bakery"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-11",
          "precision": "day",
          "relation": "on"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "shopfront sign"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "fire regs",
          "easy to clean"
        ]
      }
    }
  },
  {
    "id": "heldout126-exhibition-en-salt-palace-camp-cookware",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "hey! Kenji here, marketing at Ember & Pine. We make cast iron and enamel camp cookware, based in Portland, been around 11 years. We just got upgraded to a 20x20 ft island at the Western Outdoor Trade Expo and I need a booth designed + built. Last year we had a sad little 10x10 in the corner lol",
      "It's at the Salt Palace in Salt Lake City, Hall D, booth #4127. Show runs May 14–17. We'll be doing live cooking demos on the stoves all day so we need power for those plus lighting, no water though, we bring our own wash bins.",
      "We're mostly there for buyers: independent outdoor shops, and the big chains like REI and Scheels. Some press too. We want people to feel like they're sitting around a campfire with friends, not being sold to. The brand is really about gear you hand down to your kids.",
      "Style: rugged but premium. raw wood, blackened steel, warm lighting. Think a nice mountain lodge, not a big box store. Trailforge had a booth last year that was all white and techy, the opposite of what we want.",
      "Logistics: move-in is Tuesday May 12 starting 8am, and tear-down starts when the show closes at 4pm on the 17th. Everything has to be out of the hall by noon Monday May 18.",
      "Budget is $55k for design, build and install. We spent about $18k last year but that was the 10x10 with a rented pop-up. Our fabric printer needs 3 weeks lead time, and when the design has to be final depends on when the organizers approve our drawings, so I can't give you a date for that yet.",
      "sorry correction!! just re-read the exhibitor manual, move-in for island booths is Wednesday the 13th, not the 12th. The 12th is only for the freight marshaling yard.",
      "Oh and we'd want it reusable, we're doing the Toronto show in September if this one goes well."
    ],
    "whenAsked": {
      "unique_design": "No signature idea yet tbh, that's kinda why we're hiring you 😅",
      "key_considerations": "Safety around the open flames and hot cast iron, people will be walking right past the stoves. And the demo area has to be visible from the aisle."
    },
    "otherwise": "No particular preference, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Ember & Pine",
          "cast iron"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 400,
          "unit": "ft2"
        }
      },
      "address": {
        "said": 1,
        "text": [
          "Salt Palace",
          "Hall D"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-05-14",
          "precision": "day",
          "relation": "on"
        }
      },
      "water_electricity_supply": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "independent outdoor shops",
          "REI"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "sitting around a campfire",
          "gear you hand down"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "rugged but premium",
          "mountain lodge"
        ]
      },
      "exit_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-05-18",
          "precision": "day"
        }
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 55000,
          "currency": "USD"
        }
      },
      "expected_deadline": {
        "said": 5,
        "skipped": true
      },
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-13",
          "precision": "day"
        }
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "reusable",
          "Toronto show"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "open flames",
          "visible from the aisle"
        ]
      }
    }
  },
  {
    "id": "heldout126-brand_design-en-tallgrass-roasters",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "hey there, I'm Dana, co-owner of Tallgrass Coffee Roasters in Omaha — we're in the Benson neighborhood on Maple St. We opened in 2017 so almost 9 years now. we need a full rebrand, new logo + the whole identity, the current one was made by my cousin on Canva lol",
      "The name comes from the tallgrass prairie — my grandpa farmed outside Broken Bow and always said there's only like 4% of the prairie left. we wanted a name that felt rooted in Nebraska. We roast small batch twice a week and sell whole bean bags, drip + espresso in our café, wholesale to about 14 restaurants and a couple grocery co-ops, and a monthly subscription.",
      "Main problem: people think we're a cute little café, not a serious roaster, so wholesale buyers dont take us seriously, and our bags look homemade on grocery shelves next to the big brands. Our customers are mostly 25-45, folks who care where beans come from, plus lots of young families from Dundee and Benson on weekends",
      "Style wise I love earthy + a little western americana, like old seed packets and feed sacks, but not cheesy cowboy. I screenshot the Sightglass bags constantly. oh and we need bag labels, a wholesale sell sheet, and new signage for the café window too",
      "Timing: ideally all done by end of June. We're open 7 to 3 every day so I can only really meet after 3. website is tallgrasscoffee.com and insta is @tallgrassroasts. Name isn't trademarked, we registered the LLC back in 2017 but that's it.",
      "wait sorry I got the timing wrong!! my partner Luis just reminded me the Omaha Farmers Market opens the first Saturday in May and we need the new bags printed before that, printing takes like 3 weeks. so the design has to be done by mid-April, not June.",
      "Most important: keep some link to the prairie, and the logo has to work tiny on a 12oz bag label and big on the side of our van. Luis and I decide together, weekly check-ins are fine. Next year we're hoping to open a second café in Lincoln."
    ],
    "whenAsked": {
      "need_registration_assistance": "Hmm not sure yet, I'd need to talk that over with Luis first.",
      "colors_and_elements": "No idea yet honestly, I'd rather see what you come up with."
    },
    "otherwise": "No particular preference",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Tallgrass Coffee Roasters",
          "full rebrand"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Omaha",
          "Benson"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "tallgrass prairie",
          "rooted in Nebraska"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "whole bean bags",
          "wholesale",
          "monthly subscription"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "not a serious roaster",
          "look homemade"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "25-45",
          "care where beans come from"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "earthy",
          "old seed packets"
        ]
      },
      "other_preferences": {
        "said": 3,
        "text": [
          "Sightglass bags"
        ]
      },
      "other_design_requirements": {
        "said": 3,
        "text": [
          "bag labels",
          "sell sheet",
          "signage"
        ]
      },
      "brand_website": {
        "said": 4,
        "text": [
          "tallgrasscoffee.com",
          "@tallgrassroasts"
        ]
      },
      "registration_status": {
        "said": 4,
        "value": {
          "kind": "choice",
          "selected": [
            "not_registered"
          ]
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "link to the prairie",
          "work tiny"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "decide together",
          "weekly check-ins"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "second café in Lincoln"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout126-packaging_design-en-leith-tablet-boxes",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya, I'm Morag. My wee company is Canny Tablet, we make Scottish tablet out of a kitchen unit in Leith. Started it in lockdown using my gran's recipe from 1964. I need proper packaging, we're still using cellophane bags with a sticker on 🙈",
      "If you've not had it, tablet is like fudge but crumblier and sweeter. We do a classic, a whisky one and a sea salt one. It's sugar, condensed milk and butter boiled for about 25 minutes then cut into little squares. Folk eat it with a cuppa or give it as a gift. Shelf life's 3 months.",
      "I'm thinking a gift box of 12 pieces for the shops and a smaller resealable pouch for the markets. Ideally the box in kraft card and the pouch home-compostable, no plastic windows please",
      "We sell at Stockbridge Market on Sundays, on Etsy, and two gift shops on the Royal Mile want it — plus a buyer from a department store in Glasgow got in touch after Burns Night last year, that's the big one. Customers are tourists wanting something properly Scottish to take home, and older locals who remember their granny making it",
      "What's special is it's made by hand in small pans, not extruded in a factory, and the whisky one uses a proper single malt from a wee distillery on Islay. Style-wise a bit heritage, like an old tea tin label, but fun, with a bit of cheek to it.",
      "Timing — the department store wants stock on shelves by early October for Christmas, and the box printer I spoke to needs 6 weeks plus another week for delivery. So I'd want the design finished by the end of July at the latest.",
      "Och, correction on the box: I weighed it out and 12 pieces rattle about, so it'll be 16 pieces, about 200g. The pouch is 100g. Would love a wee shipping box for the Etsy orders too, and a display tray for the gift shop counters."
    ],
    "whenAsked": {
      "colors_and_elements": "Haven't a clue yet to be honest, happy to see what you suggest.",
      "key_considerations": "It has to survive the post without the tablet crumbling to bits, and the allergen info (milk!) needs to be really clear."
    },
    "otherwise": "Not fussed either way, whatever you think.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Canny Tablet",
          "proper packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Leith"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "like fudge but crumblier",
          "with a cuppa"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "bag_pouch"
          ]
        }
      },
      "preferred_materials": {
        "said": 2,
        "text": [
          "kraft card",
          "home-compostable"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "Stockbridge Market",
          "Etsy",
          "department store"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "tourists",
          "older locals"
        ]
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "by hand in small pans",
          "single malt"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "heritage",
          "bit of cheek"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "specification": {
        "said": 6,
        "text": [
          "16 pieces",
          "200g",
          "100g"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "shipping box",
          "display tray"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "survive the post",
          "allergen info"
        ]
      }
    }
  },
  {
    "id": "heldout126-website-en-tucson-music-school",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi! I'm Rosa Delgado, I run Desert Willow Music School in Tucson — violin, cello, guitar and piano lessons for kids and adults. We've been around 12 years, about 180 students now. Our website is a 2014 Wix thing at desertwillowmusic.org and it's honestly embarrassing",
      "the big problem is scheduling. parents call or text me to book trial lessons and I spend like 2 hours every night on the phone 😩 I want them to be able to book a trial lesson and pay for summer camp online. (camp is $350 a week, 3 weeks in June)",
      "Pages: home, our teachers, lessons & pricing, summer camp, book a trial, contact. Needs to be in English and Spanish, a lot of our families speak Spanish at home",
      "Who visits: mostly parents 30-50 looking for lessons for their kids, almost always on their phone, plus some retirees who finally want to learn piano. Lessons are 30 or 45 min and we're open 2 to 8 on weekdays, so most people try to book at night",
      "I love the Tucson Symphony youth program page, and School of Rock's booking flow is slick (they're kinda our competition tbh, them and Music & Arts on Oracle Rd). Feel wise: warm, sunny, friendly, not a stuffy conservatory",
      "Timing: summer camp registration opens Monday March 2. Last year we opened it March 16 and lost families to other camps, so I really want the site live by March 2. We'd also need someone to take new photos of the teachers, ours are from like 2019 lol",
      "ugh sorry, correction — just checked with our board and registration opens Monday the 9th of March this year, not the 2nd. So live by March 9 please. Our board treasurer Gloria signs off on money stuff but I make the design calls."
    ],
    "whenAsked": {
      "budget": "I honestly don't know yet, it depends on what the board approves at their next meeting.",
      "key_considerations": "That booking is dead simple on a phone, a lot of our parents aren't techy at all. And the Spanish has to be real Spanish, not Google Translate."
    },
    "otherwise": "No particular preference",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Desert Willow Music School",
          "lessons for kids and adults"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "desertwillowmusic.org"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tucson"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "scheduling",
          "book a trial lesson"
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
          "our teachers",
          "lessons & pricing",
          "summer camp",
          "book a trial"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "English",
          "Spanish"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "parents 30-50",
          "retirees"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "Tucson Symphony",
          "School of Rock",
          "Music & Arts"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "warm, sunny, friendly",
          "not a stuffy conservatory"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "photos of the teachers"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-09",
          "precision": "day",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "Gloria signs off",
          "I make the design calls"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "dead simple on a phone",
          "real Spanish"
        ]
      }
    }
  },
  {
    "id": "heldout126-other-en-riverbend-10k-signage",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi there! I'm Denise Okafor, race director for the Riverbend 10K, it's a charity run we put on every spring for the Northshore Literacy Project, which is the nonprofit I work for in North Chattanooga. This is our 12th year. The volunteer who used to do all our graphics moved to Denver so I'm looking for someone to take over.",
      "What we need designed: race bibs, a big finish line banner, about 20 course signs (mile markers + directional arrows), and the volunteer t-shirt. maybe a poster too for the coffee shops downtown",
      "Big problem is last year everything looked like it came from 5 different people lol. Runners kept missing the turn at the Walnut Street Bridge bc the arrows were tiny. I want it to look like one event and be readable from a distance.",
      "Race day is Saturday April 25, start at 7:30am, packet pickup the Friday before from 4 to 7pm. Last year it was April 26 and honestly we left the printing to the last week, never again 😅 Our printer (Signal Press up in Knoxville) needs 3 weeks to print so I'd want final designs by Friday April 3.",
      "Runners are a real mix: serious club runners from the Chattanooga Track Club, but also lots of families, walkers, kids doing it with their parents. About 1,200 people signed up last year. Style wise I like bold, clean, a bit retro, like old national park posters. Colors are kind of up in the air right now bc a credit union might come on as title sponsor and we'd have to work their colors in, won't know til they sign.",
      "ugh ok scratch the date I gave you. just got off the phone with Signal Press and the bibs with timing chips take way longer, like 6 weeks, so the designs need to be done by March 13 instead. sorry!!",
      "For working together: email is best, weekly updates are fine. I do the day-to-day but our board chair Marcus has final sign-off, and the board only meets the first Tuesday of the month at 6pm so plan around that. Would be nice to meet in person once at the start."
    ],
    "whenAsked": {
      "key_considerations": "Most important is the course signs being readable while you're running past them. And the sponsor logos have to be on the bib and the banner, that's in their contracts.",
      "colors_and_elements": "Like I said, no idea yet, it depends on the credit union deal."
    },
    "otherwise": "Not sure, whatever you think works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Riverbend 10K",
          "charity run"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "North Chattanooga"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "race bibs",
          "finish line banner",
          "course signs"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "look like one event",
          "readable from a distance"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "serious club runners",
          "families, walkers"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "bold, clean, a bit retro",
          "national park posters"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "skipped": true
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-13",
          "precision": "day",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "email is best",
          "weekly updates",
          "Marcus has final sign-off"
        ]
      },
      "number_of_visits": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "readable while you're running",
          "sponsor logos"
        ]
      }
    }
  },
  {
    "id": "heldout126-residential-en-steamboat-ski-condo",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi! We're Jen and Carlos Ruiz, we live in Denver (Highlands) and we just went under contract on a condo in Steamboat Springs, a few minutes' walk from the gondola. We've been skiing there every winter for 15 years and finally took the plunge 😊 It's pretty dated inside so we want a full refresh before we start using it.",
      "It's a 2 bed, 2 bath on the third floor, open kitchen/living with a little wood-burning fireplace and a balcony looking at Mt. Werner. The building is about 45 years old and I'm pretty sure the kitchen is original lol. Size is 1,150 sq ft.",
      "Closing is Feb 27. The HOA has rules: contractors only Mon–Fri 8am–5pm, and no construction at all during ski season, which runs through mid-April. So realistically work can only start late April. We want to be using it by mid-June, before Carlos's whole family descends on us for the Fourth of July 🎆",
      "Main problems: the kitchen is tiny and dark, there's zero place for ski gear so boots and wet jackets end up all over the entry, and the carpet in the bedrooms is gross. Mostly it'll be us two plus our kids (Mia is 9, Leo is 12), the grandparents sometimes, and our dog Pepper. We also want to rent it out on VRBO some weeks when we're not there.",
      "Life up there = ski all day, big dinners, board games by the fire. Carlos works remote so he'd want a little corner to take calls in summer. Style: cozy mountain modern, warm wood, not log-cabin kitsch with moose everywhere. Lots of light oak, maybe some deep green.",
      "oh correction on the size, I just re-read the listing: the 1,150 includes the balcony, the actual interior is 1,050 sq ft.",
      "Since we'll rent it out sometimes, everything has to be durable and easy to clean, and we need a lockable owner's closet. We'd like you to pick furniture too, we're not bringing anything up from Denver. One thing we don't know yet is whether the HOA will let us move the kitchen plumbing, their architect review can take 30 days."
    ],
    "whenAsked": {
      "budget": "Honestly we haven't set a budget yet, it depends on what the inspection turns up next week. Can we come back to that?"
    },
    "otherwise": "No particular preference.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "condo in Steamboat Springs",
          "full refresh"
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
          "Steamboat Springs"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "2 bed, 2 bath",
          "open kitchen/living"
        ]
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 45,
          "unit": "years"
        }
      },
      "move_in_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "kitchen is tiny and dark",
          "zero place for ski gear"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "our kids",
          "dog Pepper"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "ski all day",
          "board games by the fire",
          "works remote"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "cozy mountain modern",
          "not log-cabin kitsch"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "light oak",
          "deep green"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 1050,
          "unit": "ft2"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "durable and easy to clean",
          "lockable owner's closet"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "pick furniture"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout126-residential_space-zh-banqiao-movein-shift",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我跟我先生去年底買了一間中古公寓，在新北板橋，江子翠捷運站走路5分鐘。屋齡大概32年，想整個翻新再搬進去。我們現在租在中和，已經租快6年了😅",
      "格局現在是三房兩廳一衛，室內實坪大概28坪，權狀寫34坪是含公設跟車位",
      "最受不了的是廚房超小又暗，只有一扇小窗，浴室磁磚也一直掉。想把靠客廳那間房打掉，變開放式廚房加餐桌",
      "住的就我們夫妻跟一隻8歲的柴犬，然後我8月預產期🤰所以之後會是一家三口。我先生一週三天在家遠端上班，需要一間可以關門開會的書房；我們假日很愛自己煮，常約朋友來家裡吃火鍋",
      "風格喜歡無印那種日式簡約，溫暖的木頭感～顏色想要米白跟淺木色，不要灰灰的清水模",
      "預算含設計費抓250萬，真的不能再多了。時間的話，希望過完年就開工，4月底前搬進去，因為租約5月31號到期",
      "欸抱歉剛剛跟我先生確認，他問過朋友說這種全室翻新至少要做3個月，4月底太趕了。那搬入改成6月中好了，租約我們再去跟房東談延一個月",
      "另外設計圖什麼時候要出來我其實沒概念，你們看怎麼排比較好。下週四晚上我們要去拿鑰匙，之後平日晚上7點後都可以約看現場"
    ],
    "whenAsked": {
      "key_considerations": "最在意的是水電管線要全部換新，老房子怕漏水，還有施工期間不要太吵，樓下住一個90幾歲的阿嬤"
    },
    "otherwise": "都可以，你們專業的決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古公寓",
          "整個翻新"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "新北板橋",
          "江子翠"
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
          "amount": 32,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "三房兩廳一衛"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "ping"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "廚房超小又暗",
          "浴室磁磚也一直掉"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "夫妻跟一隻8歲的柴犬",
          "一家三口"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "在家遠端上班",
          "約朋友來家裡吃火鍋"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "日式簡約",
          "溫暖的木頭感"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "米白跟淺木色",
          "不要灰灰的清水模"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 2500000,
          "currency": "TWD"
        }
      },
      "move_in_date": {
        "said": 6,
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
      "collaboration_notes": {
        "said": 7,
        "text": [
          "平日晚上7點後"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "水電管線要全部換新",
          "施工期間不要太吵"
        ]
      }
    }
  },
  {
    "id": "heldout126-commercial_space-zh-tainan-dessert-shop",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉 我在台南做甜點工作室，叫「午後三點」，做了四年多都是接網路訂單跟跑市集，現在終於要開第一間實體店了🎉 店面在中西區，正興街附近一間老屋的一樓",
      "空間不大，一樓大概16坪，後面有個小天井。房子快60年了，屋主說是民國五十幾年蓋的。最大的問題是裡面要同時有廚房跟內用區，廚房一定要夠大，我們現在一天要出大概200顆可麗露",
      "品牌想傳達的就是「慢下來」，下午三點是一天裡最適合停下來吃點心的時間。希望客人進來會覺得很放鬆，像去朋友家。客群主要是25到40歲的上班族女生，還有來台南玩的觀光客，週末觀光客特別多",
      "我們跟附近甜點店不一樣的是全部用台灣在地食材，像麻豆文旦、關廟鳳梨，而且每個月換季節限定口味。風格喜歡溫暖一點的老屋感，顏色想要奶茶色、焦糖色，拜託不要網美風那種粉紅霓虹燈",
      "有一個想法是廚房跟座位區中間用一整面大玻璃，讓客人可以看到可麗露出爐～預算的話裝修加設計大概120萬",
      "開幕時間是這樣，房子3月1號才交屋，聽說裝修要6到8週，所以我抓5月初開幕，趕在母親節前可以賣蛋糕",
      "啊更正一下，我剛剛拿捲尺量，一樓室內其實是14坪，16坪是屋主連天井一起算的",
      "營業時間大概中午12點到晚上7點，週二公休。招牌跟菜單要不要一起請你們做，我還要問我合夥人，目前說不準"
    ],
    "whenAsked": {
      "key_considerations": "最重要的是廚房動線跟排風，烤箱很熱，不能讓內用區的客人熱到或聞到油煙"
    },
    "otherwise": "都可以～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "甜點工作室",
          "第一間實體店"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "中西區",
          "正興街附近"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "同時有廚房跟內用區",
          "廚房一定要夠大"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "慢下來",
          "像去朋友家"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "25到40歲的上班族女生",
          "觀光客"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "台灣在地食材",
          "每個月換季節限定口味"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "溫暖一點的老屋感"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "奶茶色、焦糖色",
          "不要網美風那種粉紅霓虹燈"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "一整面大玻璃",
          "看到可麗露出爐"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 1200000,
          "currency": "TWD"
        }
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "early"
        }
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 14,
          "unit": "ping"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "廚房動線跟排風"
        ]
      }
    }
  },
  {
    "id": "heldout126-exhibition_space-zh-tea-expo-nangang",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是南投鹿谷的茶廠，家裡做凍頂烏龍到我已經第三代，快50年了。今年第一次自己報名參加展覽，是4月在南港展覽館二館的茶業博覽會，要展我們的炭焙烏龍跟新做的冷泡茶包",
      "展期是4/23(四)到4/26(日)，每天早上10點到晚上6點。進場布展是4/21下午1點開始，撤場是最後一天展完當天晚上6點到10點",
      "攤位是兩個標準攤位併在一起，3x6公尺，18平方公尺。水跟電都要，因為現場要泡茶給人試喝，還要放一台冰箱冰冷泡茶",
      "我們的品牌精神是「慢慢焙」，一批茶要焙火三天兩夜，想讓人一走進攤位就聞到焙火香、覺得很安心。這次最想接觸的是飲料店跟咖啡廳的採購，還有日本來的貿易商，一般消費者其次",
      "風格想要簡單、有竹子或木頭的自然感，不要一堆大輸出看板。有個想法是攤位中間放一個真的焙籠，做成一個小小的焙火展示區",
      "預算大概35萬，去年我們跟農會一起參展的那個攤位聽說花了50萬，我們自己沒辦法那麼多",
      "啊不好意思，剛剛翻了主辦單位的信，進場是4/22不是4/21，4/21是我要先上台北拜訪客戶那天，搞混了🙏 時間一樣是下午1點",
      "設計什麼時候要定稿我現在說不準，要等主辦寄參展手冊才知道，他們說過完年才會寄。DM跟試飲杯要不要一起做也還沒定，要等我爸決定"
    ],
    "whenAsked": {
      "key_considerations": "最重要的是泡茶區要安全，熱水壺跟電線不能讓人絆到，然後茶香要聞得到"
    },
    "otherwise": "都可以，沒有特別想法",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "第一次自己報名參加展覽",
          "炭焙烏龍跟新做的冷泡茶包"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南港展覽館二館"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-23",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-26",
          "precision": "day"
        }
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "water_electricity_supply": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "both"
          ]
        }
      },
      "brand_value": {
        "said": 3,
        "text": [
          "慢慢焙",
          "聞到焙火香"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "飲料店跟咖啡廳的採購",
          "日本來的貿易商"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "簡單",
          "竹子或木頭的自然感"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "真的焙籠",
          "焙火展示區"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 350000,
          "currency": "TWD"
        }
      },
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-22",
          "precision": "day"
        }
      },
      "expected_deadline": {
        "said": 7,
        "skipped": true
      },
      "other_design_requirements": {
        "said": 7,
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "泡茶區要安全"
        ]
      }
    }
  },
  {
    "id": "heldout126-brand-zh-ashun-douhua",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我們家在台南中西區賣豆花，叫「阿順豆花」，我爸1998年開的，到現在快28年了。想把logo重新整理一下，順便做一整套識別，因為要開第二家店",
      "阿順是我阿公的名字，我爸說當初就是靠阿公挑擔子賣豆花起家的，所以用阿公名字紀念他。現在的logo是二十幾年前隨便請印刷行弄的，字很擠，做成貼紙根本看不清楚，年輕客人也覺得很老氣",
      "我們賣傳統豆花、粉粿、杏仁茶，夏天有剉冰。客人一半是週末來的觀光客，一半是附近的學生跟上班族～營業時間早上11點到晚上10點，週三公休",
      "風格想要有台灣老味道但要乾淨、簡單，像那種日本老舖重新設計過的感覺。網站沒有，只有IG instagram.com/ashun.douhua 你們可以看看",
      "時間的話，安平新店五月初要開幕，招牌廠說招牌做要六個禮拜，所以我希望logo三月底前定案。過年那兩週店裡會超忙，初一到初五都有開，這段時間回訊息可能比較慢",
      "商標從來沒去註冊過，我爸一直覺得沒必要，但開分店之後怕被別人學走😅 顏色的話我真的還沒想法，看你們建議",
      "啊抱歉剛剛招牌廠又打來，說過年後排程很滿要八週才做得完，所以logo最晚三月中就要好，不是三月底"
    ],
    "whenAsked": {
      "need_registration_assistance": "這個還不知道耶，我要先問我爸要不要花這筆錢",
      "key_considerations": "最重要是老客人還認得出來是阿順，不要改到像完全另一家店"
    },
    "otherwise": "都可以",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "阿順豆花",
          "一整套識別"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南中西區"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "阿公的名字",
          "挑擔子賣豆花"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "字很擠",
          "很老氣"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "傳統豆花",
          "粉粿",
          "杏仁茶"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "觀光客",
          "學生跟上班族"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "台灣老味道",
          "乾淨、簡單"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "instagram.com/ashun.douhua"
        ]
      },
      "registration_status": {
        "said": 5,
        "value": {
          "kind": "choice",
          "selected": [
            "not_registered"
          ]
        }
      },
      "colors_and_elements": {
        "said": 5,
        "skipped": true
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
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "老客人還認得出來"
        ]
      }
    }
  },
  {
    "id": "heldout126-packaging-zh-lugu-coldbrew-tea",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是南投鹿谷的茶園，家裡種凍頂烏龍三代了，我是第三代，前年才回來接手。今年想推一款冷泡茶包禮盒，想找人設計包裝",
      "產品是冷泡用的三角立體茶包，丟進600ml的水瓶冰6到8小時就可以喝。一盒10包，外盒加上每包的小袋子都要設計",
      "跟一般茶包不一樣的是我們自己種自己焙，茶包裡是整片葉子不是碎茶角，泡出來不會苦澀。客人主要是25到40歲上班族，想喝好茶但沒時間泡",
      "目前在自己的官網、蝦皮賣，台北另外有兩間選物店寄賣。風格喜歡清爽、有點日系，顏色想用茶綠配米白，不要金色大紅那種傳統送禮風",
      "時間比較趕：母親節是5/10，我們要提早兩週上架，印刷廠說印刷加壓紋要三週，所以設計最晚4/10要交給印刷廠。我下週四會先把茶包樣品寄過去給你們",
      "喔對了更正一下，一盒是12包不是10包，10包是去年試賣的版本，今年改12包比較好定價，每包一樣3公克",
      "材質的部分還不確定，要看報價，我對紙材也不太懂"
    ],
    "whenAsked": {
      "key_considerations": "最重要是小袋子要能密封防潮，還有禮盒拿去送人要有質感"
    },
    "otherwise": "都可以，你們專業",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "冷泡茶包禮盒"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南投鹿谷"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "冷泡用的三角立體茶包"
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
          "自己種自己焙",
          "不會苦澀"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "25到40歲上班族"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "官網",
          "蝦皮",
          "選物店"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "清爽",
          "日系"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "茶綠配米白",
          "不要金色大紅"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-10",
          "precision": "day",
          "relation": "by"
        }
      },
      "specification": {
        "said": 5,
        "text": [
          "一盒是12包",
          "3公克"
        ]
      },
      "preferred_materials": {
        "said": 6,
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "密封防潮",
          "有質感"
        ]
      }
    }
  },
  {
    "id": "heldout126-website-zh-zhubei-swim-school",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨 我們是竹北的小海豚游泳學校，開了12年，現在學生大概300多個，大部分是國小小朋友。舊網站是2015年請朋友做的 www.dolphinswim.com.tw ，手機看整個跑版，也沒辦法線上報名",
      "現在報名都是家長打電話或LINE私訊，櫃台一個人根本回不完，常常漏掉。想做新網站讓家長可以自己看課表、線上報名繳費",
      "頁面要有：課程介紹、教練介紹、線上報名、場地環境、最新消息。語言中文就好",
      "來看的主要是竹北、新竹科學園區上班的爸媽，很忙，通常晚上小孩睡了才會滑手機查。風格想要活潑但不要太幼稚，乾淨一點",
      "時間的話，暑期班5/15開放報名，網站最晚要四月底上線，讓家長先熟悉一下。泳池是早上6點開到晚上9點，要來拍照的話平日下午比較沒人",
      "預算我們本來抓20萬",
      "不好意思，剛跟合夥人對過，預算最多15萬，不能再多了，今年還要換泳池的過濾設備",
      "同業網站我沒特別研究耶，不知道要參考誰"
    ],
    "whenAsked": {
      "key_considerations": "報名繳費流程一定要簡單，家長用手機三分鐘內要能報完，還有個資要顧好"
    },
    "otherwise": "都可以",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "小海豚游泳學校"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "竹北"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "www.dolphinswim.com.tw"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "櫃台一個人根本回不完",
          "線上報名繳費"
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
          "課程介紹",
          "教練介紹",
          "線上報名"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "中文"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "科學園區上班的爸媽"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "活潑但不要太幼稚"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 150000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "competitors": {
        "said": 7,
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "報名繳費流程一定要簡單",
          "個資要顧好"
        ]
      }
    }
  },
  {
    "id": "heldout126-other-zh-wedding-stationery",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我跟男友交往8年終於要結婚了🥹 婚禮是10/17（六）中午12點在台中林酒店，大概25桌。想找設計師幫我們做一整套婚禮的紙品",
      "要做的有：喜帖、婚禮小卡、座位表跟謝卡。外面現成的喜帖樣式都好制式，想要有我們自己故事的感覺，我們是大學登山社認識的",
      "收到的人很多是雙方家裡的長輩，也有一群大學同學，所以不能太前衛，長輩要看得懂",
      "風格喜歡簡約、有一點手繪插畫感。顏色還沒決定，要等婚紗選好再說",
      "我們住台中西屯。時間的話希望6月底前設計完成，喜帖要婚禮前兩個月寄，印刷廠說要10個工作天",
      "啊更正，剛跟他討論完，要5月底前就完成，因為6月我們要去日本拍婚紗兩週，那時候沒辦法看稿"
    ],
    "whenAsked": {
      "key_considerations": "最在意的是長輩的名字跟稱謂不能錯，印刷前一定要再讓我們確認一次",
      "collaboration_notes": "用LINE聯絡就好，大概一週更新一次，最後決定是我跟他兩個人一起"
    },
    "otherwise": "都可以～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "要結婚了",
          "婚禮的紙品"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "喜帖",
          "婚禮小卡",
          "座位表跟謝卡"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "好制式",
          "我們自己故事的感覺"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "雙方家裡的長輩",
          "大學同學"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "簡約",
          "手繪插畫感"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "skipped": true
      },
      "address": {
        "said": 4,
        "text": [
          "台中西屯"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "名字跟稱謂不能錯",
          "印刷前一定要再讓我們確認"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "用LINE聯絡",
          "一週更新一次",
          "我跟他兩個人一起"
        ]
      }
    }
  },
  {
    "id": "heldout126-residential-ko-yangpyeong-house-moveday",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 양평에 단독주택을 하나 샀는데 리모델링 상담 받고 싶어서요. 지금은 송파구 잠실 아파트 살고 있고 거기서 산 지 벌써 11년이네요 ㅎㅎ 1층 2층 다 손봐야 할 것 같아요",
      "주소는 양평군 서종면이에요. 지은 지 28년 된 집이고 전 주인 노부부가 거기서 20년 넘게 사셨대요. 대지는 150평인데 건물은 42평이에요. 2층집이고 방 4개에 화장실 2개요",
      "저희 부부랑 중2 아들, 그리고 리트리버 한 마리(콩이) 같이 살 거예요. 남편은 월수금 재택이라 조용한 작업방이 꼭 필요하고 저는 주말마다 도예 작업을 해서 작은 작업실 있었으면 좋겠어요. 마당에서 고기 구워먹는 게 로망이에요ㅋㅋ",
      "집 보러 갔던 게 이번 달 초였는데 실내가 진짜 추웠어요. 창호가 다 옛날 거라 외풍이 심하고, 주방이 북쪽이라 낮에도 어두워요 ㅠ 단열이랑 창호는 무조건 다 바꾸고 싶어요",
      "일정은요, 설 지나고 바로 공사 들어가서 이사는 5월 16일 토요일에 하려고 해요. 잠실 집 전세 만기가 6월 말이긴 한데 아들 전학 때문에 좀 일찍 옮기려고요. 공사는 보통 석 달 정도 걸린다고 들었는데 맞나요? 설계는 2월 말까지는 나왔으면 좋겠어요",
      "스타일은 모던한데 차갑지 않은 느낌? 화이트에 원목 섞인 거요. 노출 콘크리트는 남편이 싫어해요. 예산은 솔직히 아직 몰라요, 대출이 얼마 나오는지 봐야 해서요",
      "아 그리고 죄송한데 이삿날 16일 아니고 23일이에요! 남편이 방금 이삿짐센터 예약 확인했는데 23일 토요일로 잡혀 있대요"
    ],
    "whenAsked": {
      "key_considerations": "겨울에 안 춥게 하는 게 제일 중요해요. 그리고 강아지가 대형견이라 바닥이 미끄럽지 않았으면 해요.",
      "budget": "예산은 대출 결과 나와야 알 것 같아요. 지금은 정말 몰라요 ㅠ",
      "colors_and_elements": "노출 콘크리트만 아니면 돼요."
    },
    "otherwise": "상관없어요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "단독주택을 하나 샀는데",
          "리모델링"
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
        "said": 1,
        "text": [
          "양평군 서종면"
        ]
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 42,
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
        "said": 2,
        "text": [
          "저희 부부랑 중2 아들",
          "리트리버 한 마리"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "월수금 재택",
          "주말마다 도예 작업"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "외풍이 심하고",
          "주방이 북쪽이라 낮에도 어두워요"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "모던한데 차갑지 않은"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "노출 콘크리트"
        ]
      },
      "budget": {
        "said": 5,
        "skipped": true
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-23",
          "precision": "day",
          "relation": "on"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "안 춥게",
          "미끄럽지 않았으면"
        ]
      }
    }
  },
  {
    "id": "heldout126-commercial-ko-mangmi-bakery-q2",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 부산에서 빵집 하는 사람인데요, 해운대에서 7년째 작은 빵집 하다가 이번에 수영구 망미동으로 확장 이전하게 돼서 인테리어 문의드려요. 빵 굽는 공간이랑 카페 좌석 같이 있는 베이커리 카페로 하려구요",
      "새 자리는 2층 건물 1층 전체고 전용 92㎡예요. 지금 가게는 15평밖에 안 돼서 주말엔 줄 서다가 그냥 가시는 손님이 많아요 ㅠㅠ 임대는 3월 1일부터 시작이고요",
      "손님은 주로 동네 30~40대 엄마들이랑 주말엔 망리단길 구경 오는 20대요. 저희는 천연발효종으로 48시간 숙성하는 깜빠뉴가 제일 유명한데 근처에 그렇게 하는 데가 없어요",
      "영업은 아침 8시부터 밤 9시까지 할 거고요. 빵 굽는 과정을 손님들이 볼 수 있게 오픈 키친으로 유리창 크게 냈으면 좋겠어요. 그게 저희 가게 시그니처가 됐으면 해서요",
      "오픈은 늦어도 2분기 안에는 해야 돼요. 그러니까 6월 말 전에요. 새 오븐이 독일에서 오는데 발주하고 8주 걸린대서 그것도 계산해야 하고요. 예산은 8천만 원 정도 잡았어요",
      "분위기는 유럽 시골 빵집 같은 느낌, 따뜻하고 투박한 거요. 너무 인스타 감성 카페 같은 건 별로예요. 색은 아직 잘 모르겠어요, 디자이너님이 제안해 주시면 좋겠어요",
      "아 그리고 아까 8천이라고 한 거 오븐이랑 장비까지 다 넣은 금액이에요. 장비가 3천 정도라 인테리어만 보면 5천만 원이에요"
    ],
    "whenAsked": {
      "brand_value": "동네 사람들이 매일 와도 부담 없는 빵집이요. 들어오면 빵 냄새랑 같이 편안한 느낌 받았으면 좋겠어요.",
      "key_considerations": "공사하는 동안 해운대 가게는 계속 열어야 해서 제가 현장에 자주 못 가요. 그리고 주방 동선이 제일 중요해요.",
      "colors_and_elements": "색은 진짜 모르겠어요 ㅠ 제안해 주세요"
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "베이커리 카페",
          "확장 이전"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수영구 망미동"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 92,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "줄 서다가 그냥 가시는 손님이 많아요"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "30~40대 엄마들",
          "20대"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "천연발효종",
          "48시간 숙성"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "오픈 키친",
          "유리창 크게"
        ]
      },
      "opening_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "유럽 시골 빵집",
          "따뜻하고 투박한"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "skipped": true
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 50000000,
          "currency": "KRW"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "매일 와도 부담 없는",
          "편안한"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "주방 동선"
        ]
      }
    }
  },
  {
    "id": "heldout126-exhibition-ko-kintex-beauty-setup",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 저희는 성수동에 있는 비건 스킨케어 브랜드 담결이에요. 5월에 킨텍스에서 하는 뷰티 박람회에 부스 나가게 돼서 부스 디자인 맡기고 싶어요. 회사 생긴 지는 12년 됐어요",
      "장소는 킨텍스 제1전시장 3홀이고, 전시는 5월 14일부터 17일까지 나흘이에요. 작년엔 3월에 코엑스에서 했던 다른 박람회에 9㎡짜리로 나갔었는데 너무 좁았어요",
      "이번엔 3x6, 18㎡ 부스 받았어요. 설치는 개막 전날인 13일 하루 들어가고, 철수는 마지막 날 17일 오후 5시 폐장하고 바로요. 부스에 직원 6명 상주할 거예요",
      "제일 만나고 싶은 건 해외 바이어들, 특히 동남아 유통사요. 일반 관람객은 마지막 이틀만 입장이라 거기도 신경은 써야 하고요. 저희는 민감한 피부도 안심하고 쓸 수 있는 순한 성분이 핵심이고, 성분 다 공개하는 게 저희 철학이에요",
      "부스 가운데에 직접 세안해 볼 수 있는 체험대 놓고 싶어요! 그래서 물이랑 전기 둘 다 필요해요. 분위기는 깨끗하고 밝은데 병원처럼 차가운 건 싫어요. 연한 세이지 그린 좋아해요 🌿",
      "예산은 본사 승인이 아직 안 나서 지금은 말씀드리기 어려워요 ㅠ 다음 주 목요일 회의에서 정해질 거예요. 그리고 샘플 키트 인쇄가 4주 걸려서 디자인은 4월 중순까지 확정됐으면 해요",
      "아 죄송해요 주최 측 매뉴얼 다시 보니까 설치가 13일 하루가 아니라 12일 오후 2시부터 13일까지 이틀이래요. 그러니까 반입은 12일부터예요",
      "그리고 9월에 방콕에서 하는 박람회도 나갈 예정이라 부스 구조물은 재사용할 수 있으면 좋겠어요"
    ],
    "whenAsked": {
      "key_considerations": "바닥에 물 새지 않게 배수 처리 확실하게 해주세요. 그리고 바이어 미팅할 작은 테이블 공간도 꼭 있어야 해요.",
      "budget": "예산은 아직 확정 전이라 말씀드리기 어려워요."
    },
    "otherwise": "상관없어요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "뷰티 박람회에 부스",
          "비건 스킨케어"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "킨텍스 제1전시장 3홀"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-05-14",
          "precision": "day",
          "relation": "on"
        }
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "exit_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-05-17",
          "precision": "day",
          "relation": "on"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "해외 바이어",
          "동남아 유통사"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "민감한 피부도 안심하고",
          "성분 다 공개하는"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "세안해 볼 수 있는 체험대"
        ]
      },
      "water_electricity_supply": {
        "said": 4,
        "value": {
          "kind": "choice",
          "selected": [
            "both"
          ]
        }
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "깨끗하고 밝은"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "세이지 그린"
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
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-12",
          "precision": "day",
          "relation": "on"
        }
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "방콕에서 하는 박람회",
          "재사용"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "배수 처리",
          "바이어 미팅"
        ]
      }
    }
  },
  {
    "id": "heldout126-brand_design-ko-makgeolli-label-deadline",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 전주에서 작은 막걸리 양조장 하고 있어요. 이름은 소리울 양조고요, 문 연 지 벌써 7년 됐는데 로고가 처음에 제가 직접 그린 거라 이번에 브랜드 리뉴얼 제대로 하고 싶어서요. 로고부터 라벨까지 전체 아이덴티티요.",
      "소리울은 저희 할머니 고향 마을 이름이에요. 할머니가 빚던 방식 그대로 누룩 직접 띄워서 만들거든요. 제품은 생막걸리 2종이랑 약주 하나, 그리고 겨울에만 내는 탁주 한정판 있어요",
      "요즘 2030 손님이 많이 늘었는데 로고가 너무 촌스럽다는 얘기를 자꾸 들어요 ㅠ 전통주 좋아하는 20~30대, 선물용으로 사는 분들한테 어필하고 싶어요. 스타일은 전통적인데 너무 올드하지 않은, 여백 많은 미니멀한 느낌?",
      "상표는 작년 11월에 출원해서 지금 심사 중이에요. 인스타는 @soriul_brewery 있고 홈페이지는 없어요",
      "일정은요, 설 지나고 바로 시작해서 3월 말까지 로고 확정되면 좋겠어요. 4월 10일부터 성수에서 2주 동안 팝업을 하거든요. 라벨 인쇄가 3주 걸려서 그 전에 끝나야 돼요.",
      "아 죄송해요 방금 남편이랑 통화했는데 인쇄소가 4월엔 너무 바빠서 3월 중순까지는 디자인이 끝나야 한대요. 3월 말 말고 3월 중순으로 해주세요!!"
    ],
    "whenAsked": {
      "need_registration_assistance": "아 그건 변리사님이 이미 진행하고 계셔서 괜찮아요.",
      "colors_and_elements": "색은 아직 잘 모르겠어요. 시안 보고 정하고 싶어요.",
      "key_considerations": "병 라벨에 작게 들어가도 잘 보이는 게 제일 중요해요."
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "브랜드 리뉴얼",
          "전체 아이덴티티"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전주"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "할머니 고향 마을 이름"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "생막걸리 2종",
          "약주 하나",
          "탁주 한정판"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "로고가 너무 촌스럽다"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "전통주 좋아하는 20~30대",
          "선물용으로 사는 분들"
        ]
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "여백 많은 미니멀한"
        ]
      },
      "registration_status": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "in_progress"
          ]
        }
      },
      "brand_website": {
        "said": 3,
        "text": [
          "@soriul_brewery"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "need_registration_assistance": {
        "said": "asked",
        "value": {
          "kind": "yes_no",
          "value": false
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "작게 들어가도 잘 보이는"
        ]
      }
    }
  },
  {
    "id": "heldout126-packaging_design-ko-jeju-citrus-syrup-chuseok",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 제주 서귀포에서 감귤 농장 3대째 하고 있는 집이에요. 농장은 할아버지가 1978년에 시작하셨고요. 작년부터 못난이 귤로 감귤청을 만들어서 파는데 패키지가 그냥 시장 병에 스티커 붙인 수준이라 제대로 만들고 싶어요",
      "제품은 감귤청이랑 한라봉청 두 가지예요. 탄산수나 따뜻한 물에 타 먹는 거요. 한 병에 500ml 유리병이고, 선물세트는 두 병 들어가요.",
      "설탕 대신 유기농 원당 쓰고 껍질째 저온으로 숙성해요. 보존료 하나도 안 넣고요. 주로 스마트스토어랑 와디즈 펀딩, 그리고 주말엔 서귀포 올레시장 매대에서 팔아요 🍊",
      "병에 붙일 라벨이랑 두 병 들어가는 선물세트 박스 생각하고 있어요. 박스 안에서 병이 안 움직이게 칸막이 있으면 좋겠고요",
      "손님은 30~40대 여성분들이 제일 많아요. 명절 선물로 많이 사가시고요. 느낌은 제주스러운데 촌스럽지 않게, 손그림 느낌 나는 일러스트 좋아해요. 주황색은 당연히 들어가야겠죠 ㅎㅎ",
      "일정은 추석 선물세트 때문인데요, 펀딩을 7월 1일에 오픈해야 하고 박스 제작이 6주 걸린대서 디자인은 5월 15일까지 끝나야 돼요.",
      "아 잠깐 다시 계산해보니까 펀딩 심사도 2주 걸려요 ㅠ 디자인은 5월 8일 금요일까지 마무리됐으면 해요. 15일 아니고 8일이요!"
    ],
    "whenAsked": {
      "preferred_materials": "재질은 제가 잘 몰라서요.. 아직 모르겠어요, 추천해주시는 걸로 할게요.",
      "key_considerations": "택배로 보낼 때 병이 안 깨지는 게 제일 중요해요."
    },
    "otherwise": "상관없어요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "못난이 귤로 감귤청",
          "제대로 만들고 싶어요"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "제주 서귀포"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "감귤청이랑 한라봉청",
          "탄산수나 따뜻한 물에 타 먹는"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "500ml 유리병",
          "두 병 들어가요"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "유기농 원당",
          "보존료 하나도 안 넣고"
        ]
      },
      "sales_channels": {
        "said": 2,
        "text": [
          "스마트스토어",
          "와디즈",
          "올레시장"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "gift_set"
          ]
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "30~40대 여성분들"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "손그림 느낌 나는 일러스트"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "주황색"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-08",
          "precision": "day",
          "relation": "by"
        }
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "병이 안 깨지는"
        ]
      }
    }
  },
  {
    "id": "heldout126-website-ko-pilates-second-branch",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 분당 정자동에서 필라테스 스튜디오 운영하고 있어요. 오픈한 지 4년 됐고 회원은 지금 180명 정도예요. 이번에 판교에 2호점을 내게 돼서 홈페이지를 새로 만들려고 해요.",
      "지금은 예약을 카톡이랑 네이버 예약으로 받는데 두 군데서 받다 보니 중복 예약이 자꾸 나요 ㅠㅠ 사이트에서 바로 수업 예약하고 수강권 결제까지 되면 좋겠어요. 기존 사이트는 pilatesmoa.co.kr 인데 오픈할 때 지인이 만들어준 거라 모바일에서 다 깨져요",
      "페이지는 스튜디오 소개, 강사진, 시간표, 가격, 예약, 오시는 길 이 정도면 될 것 같아요. 시간표엔 평일 오전 6시 반부터 밤 10시까지 수업 있다고 나와야 하고요",
      "회원분들은 대부분 30~50대 직장인 여성이고 판교점은 IT 회사 다니는 분들 많을 것 같아요. 근처에 외국인 직원도 꽤 있어서 한국어랑 영어 두 개로 해주세요.",
      "분위기는 깔끔하고 차분한 느낌이요, 흰색이랑 베이지 위주로. 압구정에 바디랩이라는 스튜디오 사이트가 있는데 거기 느낌 좋더라고요. 예산은 아직 못 정했어요, 견적 받아보고 정하려고요",
      "판교점 오픈이 3월 2일이라 사이트는 2월 마지막 주에는 열려 있어야 해요. 참고로 다음 주 목요일 오후 2시 이후면 미팅 가능해요!",
      "헉 방금 인테리어 실장님 연락 왔는데 공사가 2주 밀려서 판교점 오픈이 3월 16일로 바뀌었대요. 그럼 사이트는 3월 9일 월요일까지만 열리면 될 것 같아요"
    ],
    "whenAsked": {
      "budget": "예산은 아직 몰라요. 견적 먼저 받아보고 싶어요.",
      "key_considerations": "모바일에서 예약이 쉽게 되는 게 제일 중요해요. 회원분들 90%가 폰으로 보시거든요."
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "판교에 2호점",
          "홈페이지를 새로 만들려고"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "분당 정자동"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "pilatesmoa.co.kr"
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
          "중복 예약"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "스튜디오 소개",
          "강사진",
          "시간표",
          "예약"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30~50대 직장인 여성"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "한국어",
          "영어"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "깔끔하고 차분한"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "흰색이랑 베이지"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "바디랩"
        ]
      },
      "budget": {
        "said": 4,
        "skipped": true
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-09",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "모바일에서 예약이 쉽게"
        ]
      }
    }
  },
  {
    "id": "heldout126-other-ko-wedding-invitation-set",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 저 5월에 결혼하는데 청첩장 디자인을 맡기고 싶어서요. 기성 청첩장은 다 비슷비슷해서 저희 둘 이야기가 들어간 걸로 하고 싶어요 ㅎㅎ",
      "종이 청첩장이랑 모바일 청첩장, 그리고 식장 입구에 둘 웰컴보드까지 세 개 부탁드려요. 연애를 7년 했는데 처음 만난 게 대학교 동아리방이라 그 얘기를 살짝 넣고 싶어요",
      "받는 분들이 양가 부모님 지인분들이 반, 저희 친구들이 반이라 너무 튀지는 않았으면 해요. 스타일은 솔직히 아직 잘 모르겠어요, 포트폴리오 보고 고를게요. 색은 연한 세이지 그린이요! 금박은 빼주세요",
      "저는 대구 수성구 살고요, 예식은 서울 강남에서 해요. 예비신랑 본가가 서울이라서요.",
      "예식은 5월 16일 토요일 낮 12시 반이에요. 청첩장은 보통 6주 전에 돌린다고 하고 인쇄가 10일 걸린다니까 3월 20일까지는 디자인 끝났으면 좋겠어요.",
      "아 죄송한데 방금 엄마가 3월 중순 친척 모임에서 직접 나눠드리고 싶다고 하셔서요 😅 디자인은 3월 초까지로 당겨야 할 것 같아요",
      "저는 평일엔 회사라 카톡으로 주고받는 게 편하고, 최종 결정은 예비신랑이랑 같이 할게요."
    ],
    "whenAsked": {
      "key_considerations": "부모님 성함이랑 식장 주소 같은 정보가 틀리지 않는 게 제일 중요해요.",
      "preferred_style": "스타일은 아직 모르겠어요. 몇 개 보여주시면 골라볼게요."
    },
    "otherwise": "상관없어요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "5월에 결혼",
          "저희 둘 이야기가 들어간"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "기성 청첩장은 다 비슷비슷해서"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "종이 청첩장",
          "모바일 청첩장",
          "웰컴보드"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "양가 부모님 지인분들",
          "저희 친구들"
        ]
      },
      "preferred_style": {
        "said": 2,
        "skipped": true
      },
      "colors_and_elements": {
        "said": 2,
        "text": [
          "세이지 그린",
          "금박은 빼주세요"
        ]
      },
      "address": {
        "said": 3,
        "text": [
          "대구 수성구"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "early"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "카톡으로",
          "예비신랑이랑 같이"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "정보가 틀리지 않는"
        ]
      }
    }
  }
];
