import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 128 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: measures in many forms (a booth "10 by 20" or
 * "two standard booths", 權狀 and 室內坪, 공급 and 실평수, "1,200 sq ft give or take"; a building "from the 80s", 民國76年,
 * "지은 지 20년 좀 넘었어요"; visits "once or twice", travel "30 minutes by car"; a budget as a range, a ceiling, in 萬 / 만 /
 * k, changed once; and quantities that are none of these: jar weights, flies a tin, seats, staff, followers, stores, years in
 * business, prices; in each, one measure corrected later, one or two fields not known, filed as skipped). Written in session
 * 72 by seven writers, 23 conversations, and played once on c8eaac6a (after the session's rules from held-out 127, before
 * any change for it): 278 of 378 facts (73.5 %), 9 wrong values, 28 asked again, 0 loops. Its misses were not read: it is
 * the next session's blind measure.
 */
/* Writer's note (en-US, batch 128, en-spaces)
 * heldout128-residential-en-westerville-ranch | Jess, mom of three, just bought a 1987 ranch in Westerville | detached_house, built 1987 -> 39 years, 1,400 sq ft corrected to 1,650 ft2, ~$90k, 25 min away, 2 visits, design by end of March; move-in date unknown (skipped); decoys: kids 4/7/11, 90 lb dog, 600 records, 9 at the table, 3 WFH days
 * heldout128-commercial-en-bozeman-fly-shop | Wade, fly shop owner moving into a 1910 brick building | 1,200 ft2 (plus loft), $60-80k changed to at most $70k, opens 2026-04-18, drawings by end of Feb, 90 mi away, 3 visits; unique design declined (skipped); decoys: 14 years open, 3 staff, 12 flies a tin at $28, 400+ patterns, 40 years fishing, built 1910
 * heldout128-exhibition-en-tucson-hot-sauce | Marisol, hot sauce maker at her first trade show | 10x10 corrected to 10 by 20 -> 200 ft2, electricity only, at most $18k, opens 2026-04-22, 2 h away, 1 visit; move-in and move-out dates unknown (skipped); decoys: 230 stores, 3,000 bottles a month, 5 oz bottles, 12 to a case, 4 sauces
 */
/* Writer's note (en-US, batch 128, en-brand-pack)
 * heldout128-brand-en-pilsen-blue-door-tamales | Marisol, bought a 21-year-old tamale shop in Pilsen, wants a refresh | background, address, products, problem, audience, style, colors, other designs, instagram, distance 15 min, visits 1 -> corrected to 3, deadline by 2026-05-05, plans 2nd location; name story skipped, not registered + wants help, key considerations asked
 * heldout128-packaging-en-livingston-fly-tins | Wes, hand-tied flies from a Livingston MT garage, flip-top tins | background, address, product, tin form, spec 3.75 x 2.5 / 12 flies, USP, audience, channels, style, elements, key considerations, deadline by 2026-02-20, visits 2, distance 40 min -> corrected to 1 h, plans gift set; materials skipped
 * heldout128-packaging-en-asheville-dog-treats | Tamika, single-ingredient dog treats in Asheville, stand-up pouches | background, address, product, pouch form, kraft + window, audience, USP, channels, style, colors, shipping box, distance 10 min, visits 3, spec 5 oz -> corrected to 4 oz + 2 oz trial, key considerations asked; deadline skipped
 */
/* Writer's note (en-US, batch 128, en-web-other)
 * heldout128-website-en-asheville-hot-sauce-shop | Dana, co-owner of a small-batch hot sauce company | ecommerce; url square.site; pages; English; audience; style+colors; budget range 6-8k corrected to 10k ceiling (msg 6); live by 2026-04-01; 2 h by car; West Asheville; competitors skipped; key considerations asked. Distractors: 5 oz bottles, $11, 22 stores, 9k followers, 12-bottle cases, $30 gift box, 6 years, "once or twice"
 * heldout128-website-en-vermont-farm-inn-booking | Ellen, innkeeper of an 1894 farmhouse inn | booking; url; pages; English+French; audience; competitors; budget about $15,000; deadline June 1 corrected to 2026-04-30 (msg 6); 45 min; 1 visit; new photos; Craftsbury; style skipped; key considerations asked. Distractors: built 1894, 6 rooms, 40 acres, $189-$260, 15%, 60 guests, 11 years, 2014
 * heldout128-other-en-san-antonio-taco-truck-wrap | Luis, runs a taco truck with his sister | truck wrap + menu board; visibility problem; audience; style; design done by 2026-03-15; visits 2 corrected to 3 (msg 6); 25 min; San Antonio; colors skipped; key considerations + collaboration asked. Distractors: 2009 van, 18 feet, 300 tacos, 14k followers, 3 weeks print, 5 days a week, 2 years
 */
/* Writer's note (zh-TW, batch 128, zh-spaces)
 * heldout128-residential-zh-yonghe-walkup | 永和竹林路買了民國76年四樓公寓的媽媽，一家五口+柴犬 | apartment, age 39 years (民國76年), 權狀30坪→corrected 室內22坪, 3房2廳1衛, budget ~150萬, distance 25 min, visits 3, deadline by late 2026-03, move-in unknown (skipped; 租約8月底 is not it), 400本漫畫
 * heldout128-commercial-zh-tainan-bakery | 台南正興街附近開第一間門市的麵包師 | 實坪14坪(+夾層), budget 60萬→changed to at most 80萬, opening 2026-05, distance 15 min, signage + price cards; colors unknown (skipped); prices/IG/staff/seats/民國60幾年 are not fields
 * heldout128-exhibition-zh-zhuolan-honey-booth | 卓蘭三代養蜂場第一次參加台北國際食品展 | 南港展覽館一館, 2 標攤 18m²→corrected 3 標攤 27m², water+electricity, budget at most 35萬, opens 2026-06-24, entry 2026-06-23, exit unknown (skipped), distance 2 h, visits 1, reuse at 11月台中食品展; 700g/480元/12片/200箱 are not fields
 */
/* Writer's note (zh-TW, batch 128, zh-brand-pack-web-other)
 * heldout128-brand-zh-fengshan-douhua | 高雄鳳山30年豆花店二代，開百貨美食街分店要整套識別 | background, name story (阿嬤), products, not_registered, IG, audience, style, colors, deadline 2026-03-15 by, other reqs, distance 20→35 min (corrected), visits 3, LINE; registration help skipped
 * heldout128-packaging-zh-guanshan-roselle | 台東關山洛神花小農，果醬+蜜餞+禮盒包裝 | background, address, product, spec 250g→220g (corrected), forms jar/pouch/gift set, USP, channels, audience, style, colors, deadline 2026-06 by, distance 4 h, visits 1, 視訊; materials skipped
 * heldout128-website-zh-banqiao-music-school | 板橋兒童音樂教室老闆娘，要可線上預約體驗課的官網 | background, booking, wix url, problem, pages, zh+en, audience, style, colors, budget 8萬→10萬左右 (changed), deadline 2026-05-15 by, photos, distance 20 min; competitors skipped
 * heldout128-other-zh-tainan-oldstreet-map | 台南中西區社區發展協會總幹事，老街插畫導覽地圖+摺頁+貼紙 | background, address, deliverables, problem, audience, colors, collaboration (每兩週一次, 理事長), visits 4→3 (corrected), deadline 2026-06 late by, distance 15 min, next route; style skipped
 */
/* Writer's note (ko-KR, batch 128, ko-spaces)
 * heldout128-residential-ko-cheongju-house | 청주 율량동 1996년 단독주택을 산 40대 주부, 시어머니 합가 | detached_house, age 30y, 38평 (42평에서 정정), 1억5천 이하, 차로 50분, 미팅 3번, 입주일 모름(skipped)
 * heldout128-commercial-ko-jeonpo-jam-shop | 부산 수제잼 브랜드 자매, 첫 오프라인 매장 | 전포동 52㎡(+다락), 4월 초 오픈, 예산 4~5천 → 4천까지로 정정, 시그니처 요소 모름(skipped); 250g·9,800원·3천병·1.2만 팔로워·12석은 필드 아님
 * heldout128-exhibition-ko-coex-makgeolli | 양평 3대째 막걸리 양조장, 코엑스 주류박람회 첫 참가 | 18㎡ → 27㎡ 정정, 수도+전기, 2천만 원 정도, 개막 4/16, 반입 4/15, 철수일 미정(skipped), 차로 40분, 미팅 1번; 1968년·500잔·직원 5명은 필드 아님
 */
/* Writer's note (ko-KR, batch 128, ko-brand-pack-web-other)
 * heldout128-brand-ko-jeonju-gosodang-rebrand | 전주 남부시장 3대째 방앗간 손녀, 로고 리뉴얼 | background 방앗간/리뉴얼, address 전주 남부시장, products 참기름·들기름·미숫가루, name story 고소한 집+당(堂), insta @gosodang_jeonju, problem 젊은 손님 나감, audience 어르신/관광객/직장인, style 전통+덜 옛날, ref 복순도가, distance 1.5 h, visits 2→3 (corrected msg 6), extras 스티커·쇼핑백·명함, colors 빨강 빼고/참깨, deadline by 2026-04, registration not_registered (asked), registration help skipped, key 바로 알아보셨으면 (asked); distractors 42년째, 350ml, 2만2천원, 200병, 1.3만 팔로워
 * heldout128-packaging-ko-seongsu-hwangtae-dog-treats | 성수동 강아지 수제간식 1인 브랜드 | background 수제간식/패키지, address 성수동, product 동결건조 황태 트릿, spec 40g→60g + 6봉 (corrected msg 5), USP 황태 하나/알러지, audience 피부 예민한 아이, channels 스마트스토어·쿠팡·플리마켓·펫샵, form pouch+gift set, style 미니멀한데 귀여운, deadline by late 2026-02, distance 20 min, extras 로고 스탬프, materials skipped (asked), colors + key (asked); distractors 4kg, 3년, 12,900원, 리뷰 2,300개, 재구매율 60%, 한 달에 한 번 플리마켓
 * heldout128-website-ko-yangpyeong-glamping-booking | 양평 글램핑장 부부 사장님 | background 글램핑장/홈페이지, url yp-glamping.co.kr, category booking, problem 모바일 깨짐/예약 기능 없음, pages 소개·실시간 예약·부대시설·오시는 길·후기, languages 영어, audience 30~40대 가족/강아지, style 초록초록/사진 위주, budget 300~500만 → at most 400만 (corrected msg 6), deadline by 2026-03-15, distance 1 h, visits 1, collab 전화나 줌, competitors skipped (asked), key (asked); distractors 2019년, 12동, 18만원/24만원, 4인/6인, 하루 30통, 2동
 * heldout128-other-ko-mangwon-band-lp-jacket | 망원동 4인조 인디밴드 보컬, 첫 정규 앨범 아트 | background 첫 정규앨범, requirements CD 커버·12인치 LP 자켓·투어 포스터·가사집, problem 쓸쓸하면서도 따뜻/통일감 없음, audience 20~30대/홍대 클럽, style 필름 거친 질감, refs 혁오·새소년, address 망원동, distance 40→25 min (corrected msg 6), visits 2, collab 보컬 최종/단톡방, deadline by late 2026-03, colors skipped (asked), key (asked); distractors 4인조, 6년, 싱글 3장, 10곡, 팔로워 8천, 리스너 2만, 발매 5월 8일
 */
export const hundredAndTwentyEighthHeldOutConversations: CorpusConversation[] = [
    {
      "id": "heldout128-residential-en-westerville-ranch",
      "projectType": "residential_space",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hi! So we just closed on a ranch house in Westerville (north side of Columbus) and we want to gut-renovate most of it before we move in. It's me, my husband Marcus, our three kids (4, 7 and 11) and a 90 lb goldendoodle named Biscuit 🐶 so five of us plus the dog",
        "It was built in 1987 and honestly I don't think anything's been touched since lol. Honey oak cabinets, popcorn ceilings, brass everything. Layout is 3 bedrooms, 2 baths, a formal living room nobody uses and a small den off the kitchen.",
        "Biggest problems: the kitchen is closed off so when I'm cooking I can't see the kids at all, and the kids share one tiny hall bathroom with a tub that's like 4 feet long. Also zero mudroom, so 5 pairs of snow boots end up in a pile by the garage door every day from November to March",
        "House is about 1,400 sq ft, all one floor, plus a two car garage and a crawlspace. Our budget is around $90k for everything, we'd rather do it right than do it twice.",
        "Day to day: I cook pretty much every night, Marcus works from home 3 days a week and needs an actual door that closes for his calls, and my parents come over for Sunday dinner most weeks so we need room for 9 around a table. Marcus also has like 600 records that currently live in milk crates in the den 🙃",
        "Style wise I love warm and light, white oak, plaster-y walls, kind of modern farmhouse without the shiplap overload. Please no gray floors, we just left a rental with gray LVP everywhere. Would love a pop of deep green somewhere. Floors have to survive Biscuit, thats my #1 thing, and we need real storage by the garage door.",
        "Oh wait, Marcus is reading over my shoulder and says the appraisal said 1,650 sq ft, not 1,400. I forgot the den was an addition. Also we're only about 25 minutes from you by car so visits are easy, but honestly 2 in-person visits is probably plenty, we can FaceTime the rest.",
        "We'd love the design done by the end of March so we can get a contractor lined up for spring. And down the road Marcus's mom might move in with us, so one bedroom that could work for her later would be great."
      ],
      "whenAsked": {
        "move_in_date": "Honestly we don't know yet, it depends on when our current house sells. Can't give you a date right now."
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "ranch house",
            "gut-renovate"
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
            "Westerville"
          ]
        },
        "target_audience": {
          "said": 0,
          "text": [
            "three kids",
            "goldendoodle"
          ]
        },
        "age": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 39,
            "unit": "years"
          }
        },
        "layout": {
          "said": 1,
          "text": [
            "3 bedrooms, 2 baths",
            "small den"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "kitchen is closed off",
            "tiny hall bathroom",
            "zero mudroom"
          ]
        },
        "budget": {
          "said": 3,
          "value": {
            "kind": "money",
            "amount": 90000,
            "currency": "USD"
          }
        },
        "lifestyle": {
          "said": 4,
          "text": [
            "cook pretty much every night",
            "works from home",
            "Sunday dinner"
          ]
        },
        "important_collections": {
          "said": 4,
          "text": [
            "600 records"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "warm and light",
            "white oak",
            "modern farmhouse"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "no gray floors",
            "deep green"
          ]
        },
        "key_considerations": {
          "said": 5,
          "text": [
            "survive Biscuit",
            "storage by the garage door"
          ]
        },
        "space_size": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 1650,
            "unit": "ft2"
          }
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 25,
            "unit": "min"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "times"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "FaceTime the rest"
          ]
        },
        "expected_deadline": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "Marcus's mom might move in"
          ]
        },
        "move_in_date": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout128-commercial-en-bozeman-fly-shop",
      "projectType": "commercial_space",
      "language": "en-US",
      "utcOffsetMinutes": -420,
      "messages": [
        "Hey there. I own Gallatin Drift Co., a fly shop in Bozeman, been open 14 years now. We're moving out of our cramped spot by the university into the old Western Auto building on East Main and I need the whole retail floor designed. Right now its me and 3 staff.",
        "New place is 1,200 sq ft give or take on the main floor, plus a loft up top we'll just use for rod storage. Building's from 1910 so there's original brick walls and a pressed tin ceiling.",
        "Main problem with the current shop is it feels like a garage sale. We carry 400+ fly patterns in bins, sold 12 to a tin for $28, and nobody can find anything. And the guides come in at 5:30am before float trips and just stand in line behind customers because there's one counter",
        "Customers are a mix: local guys who've fished the Madison for 40 years, and visitors who fly into Bozeman in July and need everything from waders to a license. What sets us apart is we tie most of our own flies right here in the shop and all our guides are local, no other shop in town does in-house tying anymore.",
        "Vibe wise I want it to feel like a good old river cabin, not a big box outdoor store. Warm wood, the brick, a little rough around the edges. When you walk in you should feel like you can hang out and talk fishing for an hour even if you only buy one tippet. Colors think river rock and sage, no bright orange please, too Cabela's",
        "Budget I'm thinking $60-80k for design and buildout. Lease starts March 1 and we want to open the doors April 18, that's the Saturday before our season really kicks in. Would be great to have drawings done by end of February.",
        "We're about 90 miles from you so I'd want you out here maybe 3 times total, once to measure, once mid-build and a walkthrough before we open. Most important thing for me is keeping the exposed brick and tin ceiling, and the guide counter needs to be separate from retail checkout. We also need a new sign out front and fixtures for the fly bins.",
        "Ok update on money, sorry: talked to my wife (she does the books) and we need to cap it at $70k all in, not 80. If this location works out we'd like to open a second shop in Livingston in a couple years."
      ],
      "whenAsked": {
        "unique_design": "Honestly I don't know, I was hoping you'd tell me. That's kind of why I'm hiring a designer 😅"
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Gallatin Drift Co.",
            "fly shop",
            "Western Auto building"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "East Main",
            "Bozeman"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 1200,
            "unit": "ft2"
          }
        },
        "problem_need": {
          "said": 2,
          "text": [
            "feels like a garage sale",
            "nobody can find anything",
            "one counter"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "fished the Madison",
            "visitors who fly into Bozeman"
          ]
        },
        "competitive_advantage": {
          "said": 3,
          "text": [
            "tie most of our own flies",
            "guides are local"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "river cabin",
            "not a big box outdoor store",
            "warm wood"
          ]
        },
        "brand_value": {
          "said": 4,
          "text": [
            "hang out and talk fishing"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "river rock and sage",
            "no bright orange"
          ]
        },
        "opening_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-18",
            "precision": "day",
            "relation": "on"
          }
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-02-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 90,
            "unit": "mi"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 3,
            "unit": "times"
          }
        },
        "key_considerations": {
          "said": 6,
          "text": [
            "exposed brick and tin ceiling",
            "guide counter needs to be separate"
          ]
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "new sign out front",
            "fixtures for the fly bins"
          ]
        },
        "budget": {
          "said": 7,
          "value": {
            "kind": "money",
            "amount": 70000,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "second shop in Livingston"
          ]
        },
        "unique_design": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout128-exhibition-en-tucson-hot-sauce",
      "projectType": "exhibition_space",
      "language": "en-US",
      "utcOffsetMinutes": -420,
      "messages": [
        "Hi! We're Saguaro Heat, a small-batch hot sauce company out of Tucson. We got a booth at the Southwest Specialty Food Expo at the Phoenix Convention Center (North Building, Hall E) and need it designed, it's our first real trade show!! We'll be showing our 4 core sauces plus a new chipotle-mesquite one we're launching there.",
        "Booth is a standard 10x10 inline. We'll be sampling a lot so we need power for a mini fridge and a little induction burner to warm tortilla chips, no water hookup needed, we'll bring jugs.",
        "Who we want to meet: grocery buyers, especially regional chains, and distributors. Right now we're in about 230 independent stores and sell like 3,000 bottles a month online (5 oz bottles, 12 to a case). Honestly the goal is to land one chain deal out of this show.",
        "Our whole thing is the desert. We forage prickly pear and chiltepin on family land near Tubac, and the recipes are my abuela's. People should feel like they walked into a backyard carne asada in Tucson, warm and loud and a little bit of fun 🌶️ Style wise think Sonoran desert modern, adobe colors, terracotta, some hand-painted lettering, nothing that looks like a corporate booth.",
        "One idea I really love: a heat wall with all the sauces lined up from mild to hottest and a little scoville meter graphic, so people can pick their level and taste their way along it. Plus a tasting counter buyers can lean on and actually talk. Budget is no more than $18k for design, build and shipping the booth.",
        "The show opens Wednesday April 22. Oh wait, I need to correct the booth size, my business partner Dana just reminded me we upgraded to two booths side by side in December, so it's 10 by 20 now, not 10x10 🤦‍♀️",
        "We'd also need shelf talkers, a sell sheet for buyers and maybe branded tasting spoons. We're about 2 hours from you guys so one in-person meeting is plenty, rest can be Zoom. Dana and I both sign off on the final design. If Phoenix goes well we want to reuse the booth for the Fancy Food Show in NYC."
      ],
      "whenAsked": {
        "entry_date": "No idea yet honestly, the exhibitor manual hasn't come out so I don't know our move-in day.",
        "exit_date": "Same thing, don't know the teardown times yet, still waiting on that exhibitor kit.",
        "key_considerations": "It has to fit in our Sprinter van and the two of us need to be able to set it up without hiring labor."
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Saguaro Heat",
            "hot sauce",
            "chipotle-mesquite"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Phoenix Convention Center",
            "Hall E"
          ]
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
            "grocery buyers",
            "distributors"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "land one chain deal"
          ]
        },
        "competitive_advantage": {
          "said": 3,
          "text": [
            "prickly pear and chiltepin",
            "abuela's"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "backyard carne asada",
            "warm and loud"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "Sonoran desert modern",
            "hand-painted lettering"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "adobe colors",
            "terracotta"
          ]
        },
        "unique_design": {
          "said": 4,
          "text": [
            "heat wall",
            "mild to hottest",
            "tasting counter"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 18000,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "opening_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-22",
            "precision": "day",
            "relation": "on"
          }
        },
        "space_size": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 200,
            "unit": "ft2"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "shelf talkers",
            "sell sheet",
            "tasting spoons"
          ]
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "h"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 1,
            "unit": "times"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "Dana and I both sign off"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "reuse the booth",
            "Fancy Food Show"
          ]
        },
        "entry_date": {
          "said": "asked",
          "skipped": true
        },
        "exit_date": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "Sprinter van",
            "without hiring labor"
          ]
        }
      }
    },
    {
      "id": "heldout128-brand-en-pilsen-blue-door-tamales",
      "projectType": "brand_design",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "hi! so I'm Marisol, I own Blue Door Tamales on 18th St in Pilsen (Chicago). the shop's been around 21 years but I bought it from the original owners 3 yrs ago when they retired. the logo is literally a clip art door and it's printed blurry on everything. I want a refresh — new logo and a proper identity, but keeping the name bc everyone in the neighborhood knows it",
        "we make tamales every morning — pork in red chile, chicken verde, rajas con queso, and sweet pineapple ones at Christmas. also champurrado and café de olla, frozen dozens to take home ($28/dozen) and catering, biggest order so far was 40 dozen for a quinceañera 🎉",
        "main problem is people walk right past us. the sign is faded and the new crowd from the apartments on Halsted doesn't even know we're a restaurant, we only have 22 seats and from outside it looks like a laundromat lol. I want the 20s-30s crowd to find us but without losing the families and abuelitas who've been coming since day one",
        "style... warm and handmade, kind of like papel picado or a lotería card but modern, not cheesy. please no sombreros or cartoon cactus. I'd love to keep a blue door somewhere in it, that cobalt blue with a warm corn-husk yellow maybe. we'll also need a new sign, menu boards, and stickers for the frozen packs",
        "we're on instagram @bluedoortamales, about 1,800 followers, no website yet. we're open 6 days a week, closed mondays, so mondays are best for me to talk",
        "I saw your studio's in the West Loop, so we're maybe 15 minutes by car, or two stops on the Pink Line. meeting in person once is enough for me, at the start, everything else can be over text. just so you know my husband Luis and I decide together on this stuff",
        "budget is somewhere around $6-8k for everything. and the big one: I'd really love it done before Cinco de Mayo, that's our craziest week of the year, we sold like 300 dozen last year. if it all goes well we're looking at a second location in Little Village in 2027",
        "wait actually about the meetings — Luis wants to be there in person to see the options, so let's plan on 3 meetings in person instead of just the one. sorry for the back and forth 😅"
      ],
      "whenAsked": {
        "brand_name_story": "Honestly no idea! The Ortegas named it when they opened and I never asked them. There isn't even a blue door anymore lol, it got painted over before my time.",
        "registration_status": "No, it was never registered as far as I know.",
        "need_registration_assistance": "Yes please, I wouldn't know where to start.",
        "key_considerations": "That the regulars still recognize us. A lot of the older customers don't read much English, so the sign has to work in Spanish too."
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Blue Door Tamales",
            "refresh"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "18th St",
            "Pilsen"
          ]
        },
        "products_or_services": {
          "said": 1,
          "text": [
            "tamales",
            "champurrado",
            "frozen dozens",
            "catering"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "people walk right past us"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "20s-30s crowd",
            "families and abuelitas"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "warm and handmade",
            "lotería card"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "no sombreros",
            "cobalt blue",
            "corn-husk yellow"
          ]
        },
        "other_design_requirements": {
          "said": 3,
          "text": [
            "new sign",
            "menu boards",
            "stickers"
          ]
        },
        "brand_website": {
          "said": 4,
          "text": [
            "@bluedoortamales"
          ]
        },
        "distance": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 15,
            "unit": "min"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "over text",
            "Luis and I decide together"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-05-05",
            "precision": "day",
            "relation": "by"
          }
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "second location",
            "Little Village"
          ]
        },
        "number_of_visits": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 3,
            "unit": "times"
          }
        },
        "brand_name_story": {
          "said": "asked",
          "skipped": true
        },
        "registration_status": {
          "said": "asked",
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
        "key_considerations": {
          "said": "asked",
          "text": [
            "regulars still recognize us",
            "work in Spanish"
          ]
        }
      }
    },
    {
      "id": "heldout128-packaging-en-livingston-fly-tins",
      "projectType": "packaging_design",
      "language": "en-US",
      "utcOffsetMinutes": -420,
      "messages": [
        "Hi there, Wes Harlan here. My wife Jenna and I tie flies under the name Hatch & Riffle out of our garage in Livingston, MT. Been at it 9 years, started as a winter hobby and got out of hand. Right now everything ships in little plastic clamshells with a sticker on top and it looks like something from a gas station. We want real packaging that can hold its own on a fly shop counter.",
        "Product is hand-tied dry flies and nymphs, mostly patterns for the Yellowstone and the Paradise Valley spring creeks. On the river you pop the tin open, pick a fly off the foam, tie it on, and the tin goes back in your vest pocket.",
        "Idea is a small flip-top tin, about 3.75 x 2.5 inches and 3/4 inch deep, magnetic foam inside, 12 flies a tin, each tin built around one hatch, like a Mother's Day Caddis tin, a Salmonfly tin and so on. Tins would retail at $34.",
        "What sets us apart: every single fly is tied by one of us two, all on barbless hooks, and we fish every pattern on local water before it goes on sale. Shop guys tell us ours float longer than the imported ones. Buyers are mostly serious DIY anglers 35 to 65, plus the guides who grab 10 tins at a time, and a fair number of wives buying Father's Day gifts lol",
        "We sell through 6 fly shops in Montana and Wyoming right now and our Etsy shop. We've got about 4,000 followers on Instagram, that's where most Etsy orders come from.",
        "Look we're after: old national park posters, WPA style, flat colors and big landscapes, maybe a hand drawn insect on each tin. Nothing camo and no giant trout jumping out of the water, every brand does that. Big thing for me, the tins have to survive getting wet and banged around in a vest for a whole season without the print wearing off.",
        "Timing: the Fly Fishing Show in Denver is in March and we want tins on the table there. Printer needs about 3 weeks, so design done by February 20 at the latest. We're about 40 minutes from your studio in Bozeman, over the pass. Happy to drive over twice, once at the start and once to sign off on proofs, the rest can be email.",
        "One correction — I said 40 minutes but that's summer driving. This time of year with the pass iced up it's more like an hour each way. And if this goes well we'd like a matching box for a 3-tin gift set before next Christmas."
      ],
      "whenAsked": {
        "preferred_materials": "Materials I honestly don't know the first thing about. I'll leave that one to you."
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Hatch & Riffle",
            "real packaging"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Livingston"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "hand-tied dry flies and nymphs",
            "pick a fly off the foam"
          ]
        },
        "packaging_form": {
          "said": 2,
          "value": {
            "kind": "choice",
            "selected": [
              "can_tin"
            ]
          }
        },
        "specification": {
          "said": 2,
          "text": [
            "3.75 x 2.5",
            "12 flies a tin"
          ]
        },
        "unique_selling_point": {
          "said": 3,
          "text": [
            "tied by one of us two",
            "barbless hooks",
            "float longer"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "DIY anglers 35 to 65",
            "guides"
          ]
        },
        "sales_channels": {
          "said": 4,
          "text": [
            "6 fly shops",
            "Etsy"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "national park posters",
            "WPA style"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "hand drawn insect",
            "camo"
          ]
        },
        "key_considerations": {
          "said": 5,
          "text": [
            "survive getting wet"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-02-20",
            "precision": "day",
            "relation": "by"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "times"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "email"
          ]
        },
        "distance": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 1,
            "unit": "h"
          }
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "3-tin gift set"
          ]
        },
        "preferred_materials": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout128-packaging-en-asheville-dog-treats",
      "projectType": "packaging_design",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hi!! Tamika here from Porch Dog Provisions in Asheville 🐶 I make single-ingredient dog treats in a rented kitchen off Haywood Road. Started 5 years ago because my pit mix is allergic to basically everything. I've totally outgrown my labels-on-ziplocs setup and need packaging that looks like a real brand.",
        "Three products right now: sweet potato chews, beef liver bites and wild salmon skins. Everything is just dehydrated low and slow, nothing added. you break off a piece and give it as a treat or a training reward",
        "I'm picturing resealable stand-up pouches, kraft paper outside, with a little window so people can see it's real food. Each product in a 5 oz bag, plus a 2 oz trial bag we hand out at markets. Retail is $12.99 for the big ones.",
        "who buys: mostly women 28-50 whose dogs have sensitive stomachs or allergies, the kind who read every ingredient label. lots of them have 2 or 3 dogs like me lol. they care a lot that it's made in the USA",
        "What's different is our ingredient list has ONE thing on it. Most 'natural' treats on the shelf have 15 ingredients and glycerin. We're in 14 independent pet stores around western NC, 2 tailgate markets a week, and Chewy just asked about carrying us, which is partly why I'm doing this now. we move around 600 bags a month.",
        "Vibe: friendly and Southern but clean, like a hand-painted porch sign meets Trader Joe's. I love mustard yellow and a deep barn green. please no paw prints or bones, they're on every dog product ever 🙄 I'd also want a shipping box designed for the online orders.",
        "Logistics: I'm in West Asheville, about 10 minutes from your studio. Three in-person meetings would be perfect, I'm not great at reviewing stuff on my phone. Budget I was thinking $3,500, $4k at the very most.",
        "ugh sorry, correction on the bag size! just weighed the liver bites and 5 oz doesn't fit in the sample pouch I ordered, so the big bags will be 4 oz. trial bags stay 2 oz."
      ],
      "whenAsked": {
        "expected_deadline": "I honestly don't know yet, there's no set date. Depends on the Chewy thing.",
        "key_considerations": "The ingredient panel has to be big and easy to read, that's the first thing my customers look at. And the pouch has to reseal properly or the treats go stale."
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Porch Dog Provisions",
            "labels-on-ziplocs"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Haywood Road",
            "Asheville"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "sweet potato chews",
            "beef liver bites",
            "dehydrated low and slow"
          ]
        },
        "packaging_form": {
          "said": 2,
          "value": {
            "kind": "choice",
            "selected": [
              "bag_pouch"
            ]
          }
        },
        "preferred_materials": {
          "said": 2,
          "text": [
            "kraft paper"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "women 28-50",
            "sensitive stomachs or allergies"
          ]
        },
        "unique_selling_point": {
          "said": 4,
          "text": [
            "ONE thing on it"
          ]
        },
        "sales_channels": {
          "said": 4,
          "text": [
            "14 independent pet stores",
            "tailgate markets",
            "Chewy"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "friendly and Southern",
            "hand-painted porch sign"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "mustard yellow",
            "barn green",
            "no paw prints"
          ]
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "shipping box"
          ]
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 10,
            "unit": "min"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 3,
            "unit": "times"
          }
        },
        "specification": {
          "said": 7,
          "text": [
            "4 oz",
            "2 oz"
          ]
        },
        "expected_deadline": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "ingredient panel",
            "reseal properly"
          ]
        }
      }
    },
    {
      "id": "heldout128-website-en-asheville-hot-sauce-shop",
      "projectType": "website",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hey! I'm Dana, I co-own Ridgeback Hot Sauce with my buddy Marcus. We're a small-batch hot sauce company out of West Asheville, been at it 6 years now. Four sauces, all fermented, 5 oz bottles that go for $11 each. We're in 22 stores around the Carolinas and we need a real online shop because the one we have is kind of held together with tape lol",
        "current site is ridgebackhotsauce.square.site, it's the free Square thing. Checkout is clunky on phones, people bail at the shipping step, and there's no way to do subscriptions or let stores reorder wholesale cases (12 bottles a case) without emailing me. I spend hours every week on invoice emails 😩",
        "Pages I'm thinking: Shop, Our Story, Wholesale (with a login for store buyers), a Find Us In Stores map, and Recipes. English only is fine.",
        "Who buys from us: mostly hot sauce nerds 25-45 who found us on Instagram (we've got about 9k followers there), plus a ton of gift buyers around the holidays, our 3-pack gift box at $30 is the bestseller every December. And then the store buyers, who just want to reorder fast and get back to work.",
        "Budget wise we were thinking somewhere between 6 and 8k? Not totally sure what's realistic for this kind of thing. We want it live by April 1 since that's when we launch the monthly sauce club.",
        "Look and feel: loud, hand-drawn, a little punk. Our labels are screen printed by a friend, black and mustard yellow with a ridgeback dog on them, so pull from that. Nothing that looks like a corporate template please",
        "ok so Marcus and I talked last night and we can stretch the budget to 10k, but that's a hard ceiling. Also fyi we're like 2 hours from you by car, happy to drive up once or twice if it helps"
      ],
      "whenAsked": {
        "category": "An online shop, with a wholesale side for the stores.",
        "competitors": "Honestly I don't really keep tabs on other sauce brands' websites, no idea who to point you at.",
        "key_considerations": "Checkout has to be dead simple on a phone, and shipping has to calculate right for glass bottles, they're heavy and they break."
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Ridgeback Hot Sauce",
            "small-batch hot sauce"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "West Asheville"
          ]
        },
        "category": {
          "said": 0,
          "value": {
            "kind": "choice",
            "selected": [
              "ecommerce"
            ]
          }
        },
        "url": {
          "said": 1,
          "text": [
            "ridgebackhotsauce.square.site"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "Checkout is clunky on phones",
            "subscriptions",
            "reorder wholesale"
          ]
        },
        "main_pages": {
          "said": 2,
          "text": [
            "Wholesale",
            "Find Us In Stores",
            "Recipes"
          ]
        },
        "languages": {
          "said": 2,
          "text": [
            "English"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "hot sauce nerds 25-45",
            "gift buyers",
            "store buyers"
          ]
        },
        "expected_deadline": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "day",
            "relation": "by"
          }
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "hand-drawn",
            "a little punk"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "black and mustard yellow",
            "ridgeback dog"
          ]
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 10000,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "h"
          }
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "dead simple on a phone",
            "glass bottles"
          ]
        }
      }
    },
    {
      "id": "heldout128-website-en-vermont-farm-inn-booking",
      "projectType": "website",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hi there, I'm Ellen. My husband Tom and I run Hollow Brook Farm Inn up in Craftsbury, Vermont. It's a farmhouse built in 1894 with 6 guest rooms on 40 acres, plus two very spoiled alpacas. We've had it 11 years and our website is older than some of our staff 😅",
        "The site is hollowbrookinn.com, Tom's nephew built it on Wix back in 2014. You can't actually book on it, it just sends people off to Airbnb and Booking.com and they take something like 15% of every night. Rooms run $189 to $260 a night so that commission adds up fast. I want people to be able to book direct with us.",
        "So mainly a booking site. Pages would be Rooms, Book Now, Weddings & Events (we do small weddings up to 60 guests in the barn), and something like Local Adventures for the skiing and the Kingdom Trails biking. And it needs to be in English and French, half our summer guests drive down from Montreal.",
        "Our guests are mostly couples 30 to 60 from Boston, Montreal and New York looking for a quiet weekend, plus mountain bikers all summer. For the budget, a friend who runs a B&B in Stowe said to expect about 15k for something decent, so let's say around $15,000. We'd want it live by June 1, before the summer season.",
        "Sites I look at a lot: the Inn at Shelburne Farms, theirs is really easy to book on, and honestly Rabbit Hill Inn down the road, they get a lot of the bookings we want 😬",
        "We're about 45 minutes from your office I think. I'd love for someone to come up once to see the place and maybe shoot some new photos of the rooms, ours are from 2014 too. After that Zoom is totally fine.",
        "Oh wait, I need to correct the date. I just got an email that the Vermont inns guide goes to print with everyone's web links on April 30, so the new site really has to be up by April 30, not June."
      ],
      "whenAsked": {
        "preferred_style": "Oh gosh, I really don't know. I'm not a design person at all, that's why I'm talking to you!",
        "key_considerations": "It has to sync with our Airbnb and Booking.com calendars so we never double book. That's my nightmare."
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Hollow Brook Farm Inn",
            "farmhouse"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Craftsbury"
          ]
        },
        "url": {
          "said": 1,
          "text": [
            "hollowbrookinn.com"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "can't actually book on it",
            "book direct"
          ]
        },
        "category": {
          "said": 2,
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
            "Rooms",
            "Weddings & Events",
            "Local Adventures"
          ]
        },
        "languages": {
          "said": 2,
          "text": [
            "English",
            "French"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "couples 30 to 60",
            "mountain bikers"
          ]
        },
        "budget": {
          "said": 3,
          "value": {
            "kind": "money",
            "amount": 15000,
            "currency": "USD"
          }
        },
        "competitors": {
          "said": 4,
          "text": [
            "Shelburne Farms",
            "Rabbit Hill Inn"
          ]
        },
        "distance": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 45,
            "unit": "min"
          }
        },
        "number_of_visits": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 1,
            "unit": "times"
          }
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "new photos of the rooms"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-04-30",
            "precision": "day",
            "relation": "by"
          }
        },
        "preferred_style": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "double book"
          ]
        }
      }
    },
    {
      "id": "heldout128-other-en-san-antonio-taco-truck-wrap",
      "projectType": "other",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "hey so I'm Luis, I run a taco truck called La Güera with my sister Vero in San Antonio. we've been going 2 years, mostly birria and trompo. the truck is a 2009 Ford step van, about 18 feet long, and right now its just plain white with one vinyl sticker of our logo on the side lol",
        "basically I need the whole truck wrapped. full wrap, both sides, the back, and the serving window side. and a new menu board that goes up next to the window, the one we have is a whiteboard I rewrite every morning",
        "problem is people walk right past us at the brewery lots. from across the parking lot you can't tell we're tacos or even food, we look like a plumber's van 😂 on a good Saturday we do like 300 tacos but weekdays are slow and I know it's cause of visibility",
        "our people: the brewery crowd late 20s to 40s, families at the Pearl farmers market on weekends, and the late night crowd after the bars. a lot of them find us on TikTok, we got like 14k followers there so the truck has to look good on camera too",
        "style wise I'm thinking loteria cards, old school hand painted rotulos like the signs on the panaderias on the West Side. bold, fun, a little loud",
        "timing: Fiesta starts in April and we got a spot at a big event, the wrap shop says they need 3 weeks to print and install, so the design needs to be done by March 15. I can come meet with you 2 times max, I'm on the truck 5 days a week. we're like 25 minutes from you off 35",
        "oh and update, my cousin said he can cover Mondays for me, so actually 3 meetings in person works. better to see stuff printed big than on my phone"
      ],
      "whenAsked": {
        "colors_and_elements": "colors I really don't know yet, that's Vero's thing and she's in Monterrey visiting family till February. can we leave that for later?",
        "key_considerations": "it's gotta survive the Texas sun, the sticker we have now faded in like a year. and the menu has to be readable from far away",
        "collaboration_notes": "text me, I never check email. and Vero gets the final say on the design, she's the artsy one"
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "La Güera",
            "taco truck"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "San Antonio"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "full wrap",
            "menu board"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "walk right past us",
            "can't tell we're tacos"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "brewery crowd",
            "families",
            "late night crowd"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "loteria cards",
            "hand painted rotulos"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-03-15",
            "precision": "day",
            "relation": "by"
          }
        },
        "distance": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 25,
            "unit": "min"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 3,
            "unit": "times"
          }
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "Texas sun",
            "readable from far away"
          ]
        },
        "collaboration_notes": {
          "said": "asked",
          "text": [
            "text me",
            "Vero gets the final say"
          ]
        }
      }
    },
    {
      "id": "heldout128-residential-zh-yonghe-walkup",
      "projectType": "residential_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我們去年底在永和竹林路那邊買了一間中古公寓，民國76年的房子，四樓沒電梯😅 想要整間翻新，水電管線都要重拉。現在一家五口擠在板橋租的房子，我跟我老公、兩個小孩（一個國小三年級一個幼稚園大班），還有我婆婆，然後還有一隻柴犬🐕",
        "房子權狀30坪，現在是3房2廳1衛。只有一間廁所五個人早上真的會打架🤣 收納也完全不夠，玄關連放鞋子的地方都沒有。想改成3房2衛，婆婆房間最好有自己的廁所",
        "我老公在家工作，一週大概三天WFH，需要一個可以關門開視訊的角落。我週末很愛做麵包，烤箱是那種60公升的大台，現在的廚房根本放不下。小孩放學回家要寫功課，婆婆每天五點多就起來念經，所以她房間要安靜一點",
        "風格喜歡無印那種乾淨的日式，木頭多一點，可是不要太冷冰冰。顏色不要灰色系，我老公很怕那種樣品屋的灰🙈 喔還有我老公有大概400本漫畫，他說一定要有一整面牆放漫畫",
        "啊對了，剛剛說30坪是權狀啦，我去翻了一下謄本，扣掉公設跟陽台，室內實際大概只有22坪而已。預算的話我們抓裝修加設計大概150萬左右",
        "我們現在住板橋，到你們工作室開車大概25分鐘。施工期間希望你們去現場看三次就好，我自己每個禮拜六都會去盯",
        "入住時間現在真的說不準，板橋這邊租約是到8月底，但房東說可能可以提早解約，還在談…設計的話希望3月底前可以定稿，因為工班說4月才排得進來"
      ],
      "whenAsked": {
        "key_considerations": "最重要的是婆婆的神明桌位置，要先請老師看過再定。還有樓梯很窄，沙發冰箱那種大型家具要搬得上四樓，這個要特別注意"
      },
      "otherwise": "都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "中古公寓",
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
            "amount": 39,
            "unit": "years"
          }
        },
        "address": {
          "said": 0,
          "text": [
            "永和竹林路"
          ]
        },
        "target_audience": {
          "said": 0,
          "text": [
            "我跟我老公、兩個小孩",
            "婆婆",
            "柴犬"
          ]
        },
        "layout": {
          "said": 1,
          "text": [
            "3房2廳1衛"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "只有一間廁所",
            "收納也完全不夠"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "一週大概三天WFH",
            "很愛做麵包"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "無印那種乾淨的日式",
            "木頭多一點"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "不要灰色系"
          ]
        },
        "important_collections": {
          "said": 3,
          "text": [
            "400本漫畫"
          ]
        },
        "space_size": {
          "said": 4,
          "value": {
            "kind": "number_with_unit",
            "amount": 22,
            "unit": "ping"
          }
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 1500000,
            "currency": "TWD"
          }
        },
        "distance": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 25,
            "unit": "min"
          }
        },
        "number_of_visits": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 3,
            "unit": "times"
          }
        },
        "move_in_date": {
          "said": 6,
          "skipped": true
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
        "key_considerations": {
          "said": "asked",
          "text": [
            "神明桌",
            "大型家具要搬得上四樓"
          ]
        }
      }
    },
    {
      "id": "heldout128-commercial-zh-tainan-bakery",
      "projectType": "commercial_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "哈囉～我在台南做麵包做了6年，一直都是租一個小工作室做，然後週末去市集擺攤跟網路預購。今年終於在台南正興街附近租到一間店面，要開第一間實體店🥹 店名叫「麥穗日常」",
        "店面是老透天的一樓，屋主說大概是民國60幾年蓋的，所以水電可能都要重弄。一樓實坪14坪左右，後面有一個小夾層可以放麵粉跟包材。前面想做結帳跟麵包櫃，後面是廚房，兩台烤箱跟一台發酵箱都要塞進去",
        "現在最大的問題是預購單太多做不完，客人也一直問有沒有門市可以現場買。然後假日排隊不要卡到門口，動線要順。我很希望客人在外面就可以透過玻璃看到我們在做麵包的樣子～客人大多是附近上班族跟來觀光的年輕人，IG現在1.2萬人追蹤，很多是看IG來的",
        "我們主打天然酵母跟台灣小麥，吐司一條85、歐包大概60到120，價格算親民。跟附近其他麵包店比，我們比較不甜、用料單純，很多客人說吃了不會脹氣😂 希望客人進來會覺得像走進朋友家廚房，很溫暖很放鬆",
        "風格我喜歡木頭加水泥、有點老屋的味道，台北的好丘我很喜歡，還有日本京都一些小小的麵包店。預算的話目前抓60萬，含設計跟施工",
        "店裡會有我跟3個員工，一週開6天，週一公休。內用只想放6到8個位子就好，主要還是外帶。租約是3月1號開始算，空太久很傷，所以五月一定要開幕",
        "剛剛跟我哥（他是合夥人）討論完，他說預算可以加到80萬，但這是上限喔不能再多了。另外招牌跟麵包標價卡也想一起請你們設計。我看你們工作室在東區，離我們開車大概15分鐘而已，要來現場很方便"
      ],
      "whenAsked": {
        "colors_and_elements": "顏色我還真的沒想過耶…先看你們提案再說好了",
        "key_considerations": "廚房的排水跟排煙一定要做好，烤箱很熱，夏天會很悶。然後工期不能拖，房租已經在付了"
      },
      "otherwise": "都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "第一間實體店",
            "麥穗日常"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "正興街"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 14,
            "unit": "ping"
          }
        },
        "problem_need": {
          "said": 2,
          "text": [
            "預購單太多做不完",
            "排隊不要卡到門口"
          ]
        },
        "unique_design": {
          "said": 2,
          "text": [
            "看到我們在做麵包的樣子"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "附近上班族",
            "來觀光的年輕人"
          ]
        },
        "competitive_advantage": {
          "said": 3,
          "text": [
            "天然酵母跟台灣小麥",
            "比較不甜"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "像走進朋友家廚房",
            "溫暖"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "木頭加水泥",
            "老屋的味道"
          ]
        },
        "other_preferences": {
          "said": 4,
          "text": [
            "好丘"
          ]
        },
        "opening_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-05-01",
            "precision": "month",
            "relation": "on"
          }
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 800000,
            "currency": "TWD",
            "bound": "at_most"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "招牌",
            "麵包標價卡"
          ]
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 15,
            "unit": "min"
          }
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "排水跟排煙",
            "工期不能拖"
          ]
        }
      }
    },
    {
      "id": "heldout128-exhibition-zh-zhuolan-honey-booth",
      "projectType": "exhibition_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我們是苗栗卓蘭的養蜂場「蜜境蜂場」，家裡三代養蜂，現在大概有200箱蜂。今年第一次要參加6月的台北國際食品展，在南港展覽館一館，想找人幫我們設計攤位🐝 主要是展我們自己的龍眼蜜跟荔枝蜜",
        "產品有龍眼蜜、荔枝蜜、百花蜜，700g一罐賣480，還有蜂蜜檸檬飲跟蜂蜜餅乾，餅乾12片一盒。現場會有試吃，一天大概準備500杯",
        "攤位是報名兩個標準攤位併在一起，一個標攤是3m x 3m，我們抽到角落的位置，兩面開放",
        "最想接觸的是通路買家，像超市、伴手禮店，還有想找日本跟新加坡的代理商，一般民眾也會來但不是重點。我們的理念是「不加糖、不稀釋的真蜂蜜」，希望大家走進攤位會覺得很自然很真實，像走進蜂場一樣",
        "風格想要溫暖自然，用木頭跟蜂巢的六角形元素，可是不要太卡通，不要那種黃黑條紋的蜜蜂圖案😅 我很想要有一面牆像蜂巢一樣一格一格放蜂蜜罐，燈從後面打過來會透光，應該很漂亮",
        "啊抱歉我剛剛說錯了，我爸後來又多加訂了一個攤位，所以是三個標攤，總共27平方公尺。電一定要，有冰箱跟燈，水也需要，試吃杯要洗",
        "展期是6月24到27號，進場佈置是6月23號那天。預算的話整個攤位含施工最多不要超過35萬",
        "另外DM跟試吃台也想一起設計。我們在卓蘭，到你們台北工作室開車大概2小時，所以實體見面一次就好，其他用視訊討論。如果這次效果不錯，11月台中的食品展也想沿用這個攤位"
      ],
      "whenAsked": {
        "exit_date": "撤場時間主辦單位還沒公布耶，我再問問看，先空著",
        "key_considerations": "蜂蜜罐是玻璃的，展示架一定要穩，不能被碰倒。還有試吃區要跟走道分開，不然人一多就塞住了"
      },
      "otherwise": "都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "台北國際食品展",
            "龍眼蜜跟荔枝蜜"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "南港展覽館一館"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "通路買家",
            "日本跟新加坡的代理商"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "不加糖、不稀釋的真蜂蜜",
            "像走進蜂場一樣"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "溫暖自然"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "蜂巢的六角形",
            "不要那種黃黑條紋"
          ]
        },
        "unique_design": {
          "said": 4,
          "text": [
            "像蜂巢一樣",
            "透光"
          ]
        },
        "space_size": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 27,
            "unit": "m2"
          }
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
            "date": "2026-06-23",
            "precision": "day",
            "relation": "on"
          }
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 350000,
            "currency": "TWD",
            "bound": "at_most"
          }
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "DM",
            "試吃台"
          ]
        },
        "distance": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "h"
          }
        },
        "number_of_visits": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 1,
            "unit": "times"
          }
        },
        "collaboration_notes": {
          "said": 7,
          "text": [
            "用視訊討論"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "11月台中的食品展"
          ]
        },
        "exit_date": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "展示架一定要穩",
            "試吃區要跟走道分開"
          ]
        }
      }
    },
    {
      "id": "heldout128-brand-zh-fengshan-douhua",
      "projectType": "brand_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "哈囉你好～我們家在高雄鳳山賣豆花，開了快30年了，店名叫「秀英豆花」。現在是我跟我弟接手，想說趁要開第二家店，把logo跟整套品牌識別重新做一次，招牌、菜單、杯子那些都要換",
        "秀英是我阿嬤的名字啦，豆花一開始是她在市場推車賣的，那時候一碗5塊錢😂 現在一碗45，平日一天大概賣500多碗，假日會到800。名字一定要留，這個沒得商量",
        "我們現在的招牌是我爸當年請人手寫的紅底白字，很有感情但真的很舊了，IG上的照片也都亂亂的。這次第二家店是要進駐夢時代的美食街，櫃位才6坪左右，旁邊都是連鎖品牌，我很怕我們放在那邊看起來像路邊攤，年輕人不會停下來",
        "賣的東西有豆花、粉粿、杏仁茶，冬天還有燒仙草，夏天會多芒果豆花。客人以前都是附近的阿公阿嬤跟上班族，但我們想多抓一點20到35歲的年輕人，還有來高雄玩的觀光客。IG現在3200人追蹤而已，帳號是 @xiuying_douhua",
        "風格我喜歡那種有老味道但是乾淨的，像台南莉莉水果店那種感覺？還有日本一些老舖的和菓子店。顏色想保留一點原本招牌的紅，但不要太俗氣，然後不要用卡通人物，我弟很堅持😂",
        "喔對，商標的話我們從來沒有去註冊過，之前還有人在蝦皮賣什麼「秀英豆花粉」我們也不能怎樣 😤 另外我們在鳳山，開車到你們那邊大概20分鐘吧",
        "然後夢時代那邊4月1號就要進場裝潢了，招牌的圖一定要在那之前給廠商，所以設計希望3月15號以前可以定案。名片跟外帶杯、提袋也要一起設計，店裡只有3個員工沒人會弄這些",
        "啊剛剛說開車20分鐘是我亂講的，我用導航查了一下，從我們店過去其實要35分鐘，塞車還更久。所以見面的話大概3次就好，其他用LINE討論可以嗎？"
      ],
      "whenAsked": {
        "need_registration_assistance": "這個我要先問我爸欸，錢是他出的😂 先不要幫我決定",
        "key_considerations": "最重要的是老客人還認得出來是我們家，不要改到阿嬤都不認識自己的店哈哈。還有logo印在杯子上、招牌上都要清楚，小小的也要看得懂"
      },
      "otherwise": "都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "賣豆花",
            "整套品牌識別"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "鳳山"
          ]
        },
        "brand_name_story": {
          "said": 1,
          "text": [
            "我阿嬤的名字",
            "市場推車賣的"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "像路邊攤",
            "年輕人不會停下來"
          ]
        },
        "products_or_services": {
          "said": 3,
          "text": [
            "豆花",
            "粉粿",
            "杏仁茶"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "20到35歲的年輕人",
            "觀光客"
          ]
        },
        "brand_website": {
          "said": 3,
          "text": [
            "xiuying_douhua"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "有老味道但是乾淨"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "原本招牌的紅",
            "不要用卡通人物"
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
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-15",
            "precision": "day",
            "relation": "by"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "名片",
            "外帶杯",
            "提袋"
          ]
        },
        "distance": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 35,
            "unit": "min"
          }
        },
        "number_of_visits": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 3,
            "unit": "times"
          }
        },
        "collaboration_notes": {
          "said": 7,
          "text": [
            "LINE討論"
          ]
        },
        "need_registration_assistance": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "老客人還認得出來",
            "招牌上都要清楚"
          ]
        }
      }
    },
    {
      "id": "heldout128-packaging-zh-guanshan-roselle",
      "projectType": "packaging_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我們是台東關山的小農，家裡種洛神花種了12年，品牌叫「山坡上的紅」。以前都是把新鮮洛神賣給盤商，這兩年開始自己做洛神花果醬跟蜜餞，想請你們幫忙設計正式的包裝，現在都是貼手寫標籤而已",
        "產品有兩種：洛神花果醬，可以抹吐司、加氣泡水或淋優格；還有洛神花蜜餞，打開就可以直接吃，很多人拿來配茶。果醬一瓶250g玻璃瓶裝，蜜餞一包150g用夾鏈袋，另外想做一個禮盒放3瓶果醬加2包蜜餞，過年送禮用",
        "我們家的洛神是自然農法沒有噴藥，2甲地都是我爸媽自己顧，一年大概收3000斤。果醬糖只放一般的一半，也沒有加果膠，顏色是很自然的深紅色，這個是我們最想讓大家知道的",
        "現在主要在關山農會的超市、每個月一次的台東森林公園市集，還有自己的蝦皮賣場在賣，果醬一瓶賣280。明年想試試看進誠品或一些選物店。客人多是30到50歲的媽媽，很在意吃的東西乾不乾淨，也有一些是買來送長輩的",
        "風格想要溫暖、有手感，不要那種很亮很塑膠的感覺～可以畫洛神花的插畫，顏色就用洛神的紅跟一點米白，我媽說不要太多綠色，看起來像青菜😂",
        "喔對了規格要改一下，果醬瓶的廠商說250g那款停產了，所以改成220g的玻璃瓶，蜜餞一樣150g一包，禮盒還是3瓶加2包",
        "時間的話最晚6月要好，因為9月有台北的農產展售會，要提早送印。我們住很遠，坐火車到你們台北那邊要快4個小時，所以可能見面一次就好，其他用視訊"
      ],
      "whenAsked": {
        "preferred_materials": "材質我真的不懂欸，你們比較專業，看什麼適合再建議我們",
        "key_considerations": "成分跟營養標示那些要符合規定，然後玻璃瓶寄蝦皮很怕破，外箱也要幫忙想一下"
      },
      "otherwise": "都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "山坡上的紅",
            "正式的包裝"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台東關山"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "洛神花果醬",
            "抹吐司",
            "直接吃"
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
            "沒有噴藥",
            "糖只放一般的一半",
            "沒有加果膠"
          ]
        },
        "sales_channels": {
          "said": 3,
          "text": [
            "關山農會",
            "市集",
            "蝦皮"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "30到50歲的媽媽",
            "送長輩"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "溫暖、有手感"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "洛神的紅",
            "米白",
            "不要太多綠色"
          ]
        },
        "specification": {
          "said": 5,
          "text": [
            "220g的玻璃瓶",
            "150g一包",
            "3瓶加2包"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-06-01",
            "precision": "month",
            "relation": "by"
          }
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 4,
            "unit": "h"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 1,
            "unit": "times"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "視訊"
          ]
        },
        "preferred_materials": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "營養標示",
            "怕破"
          ]
        }
      }
    },
    {
      "id": "heldout128-website-zh-banqiao-music-school",
      "projectType": "website",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我在板橋開兒童音樂教室，叫「小音符音樂教室」，開了11年，現在有鋼琴、小提琴跟烏克麗麗的課，學生大概120個、老師8位。想做一個新的官網，最主要是讓家長可以直接線上預約體驗課",
        "現在的網站是好幾年前請朋友用Wix做的 xiaoyinfu-music.wixsite.com/home ，手機打開字會跑掉，而且家長要約體驗課都要打電話或傳LINE，我們櫃台只有1個人，下午常常漏接。希望家長晚上自己上網就能看時段、預約",
        "頁面的話要有：關於我們、課程介紹、師資介紹、學費方案、體驗課預約、學生成果影片、聯絡我們。一堂課45分鐘，一期12堂9600元，這些在學費那頁要寫清楚。語言要中文跟英文，有些家長是外籍配偶看中文比較吃力",
        "來看網站的主要是3到10歲小孩的爸媽，大部分住板橋、土城、中和，很在意老師專不專業、教室乾不乾淨。風格想要活潑一點但不要太幼稚，有點像北歐繪本那種感覺，顏色可以用我們logo的黃色跟藍色",
        "預算我們原本抓最多8萬",
        "時間的話，最晚5月15號之前要上線，因為暑假班6月1號開始報名，那是我們一年最重要的招生季",
        "欸我剛跟我先生討論，預算那邊可以加到10萬左右，前提是體驗課可以線上先付訂金，不然常常有人約了不來😮‍💨 另外如果你們有配合的攝影師，教室跟上課照片也想重拍",
        "我們在府中站附近，搭捷運到你們那邊大概20分鐘，見面討論沒問題，我週二週四早上比較有空，下午開始就要上課了"
      ],
      "whenAsked": {
        "competitors": "沒有耶，我沒特別在看別人的網站，真的想不到可以參考的",
        "key_considerations": "後台要簡單，我們櫃台小姐不太會電腦，要她自己就能改時段。然後家長跟小朋友的個資要保護好"
      },
      "otherwise": "都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "兒童音樂教室",
            "新的官網"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "板橋"
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
            "xiaoyinfu-music.wixsite.com"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "手機打開字會跑掉",
            "漏接"
          ]
        },
        "main_pages": {
          "said": 2,
          "text": [
            "課程介紹",
            "師資介紹",
            "體驗課預約"
          ]
        },
        "languages": {
          "said": 2,
          "text": [
            "中文",
            "英文"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "3到10歲小孩的爸媽"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "活潑一點但不要太幼稚",
            "北歐繪本"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "logo的黃色跟藍色"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-05-15",
            "precision": "day",
            "relation": "by"
          }
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 100000,
            "currency": "TWD"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "上課照片"
          ]
        },
        "distance": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 20,
            "unit": "min"
          }
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "後台要簡單",
            "個資"
          ]
        }
      }
    },
    {
      "id": "heldout128-other-zh-tainan-oldstreet-map",
      "projectType": "other",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我是台南中西區一個社區發展協會的總幹事，我們協會成立15年了，會員60幾個，大部分是退休的阿伯阿姨。今年市政府有一筆補助，想做一份老街的插畫導覽地圖跟摺頁",
        "具體要做的是：一張插畫地圖、A3對折的摺頁，還有一套6張的貼紙，給來參加導覽的人集點用。摺頁第一批要印5000份，會放在店家跟遊客中心",
        "路線大概1.2公里，從神農街走到水仙宮市場，沿路有20幾間老店，像做了三代的打鐵店、手工香舖、百年的中藥行。我們最想解決的是遊客都只在神農街拍照就走了，後面那段根本沒人去，店家生意很差",
        "主要是給來台南玩的年輕人跟親子家庭，也有一些日本遊客，所以地圖上想要有一點點日文。顏色我們希望用老屋那種紅磚色、木頭色，不要螢光色，跟老街很不搭",
        "我們希望跟你們見面4次左右，一次來現場走一遍路線，其他是開會。平常的進度可以每兩週一次在LINE群組回報就好，最後要理事長點頭才算數，他有點龜毛啦😅",
        "時間是補助要在8月底結案，所以東西最晚7月要印好，設計大概6月底前要定稿。我從神農街騎機車去你們工作室大概15分鐘而已",
        "啊見面次數剛剛理事長看了說太多了，大家白天都還要顧店，見面3次就好，現場那次一定要。如果這次反應不錯，明年想再申請補助做第二條路線"
      ],
      "whenAsked": {
        "preferred_style": "風格喔…我說不上來耶，我們都不是做設計的，你們來看過老街再說好了",
        "key_considerations": "每間店的位置跟名字一定要正確，店家很在意自己有沒有被畫進去，漏掉一間就麻煩了。還有字要夠大，很多長輩也會看"
      },
      "otherwise": "都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "社區發展協會",
            "插畫導覽地圖"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台南中西區"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "插畫地圖",
            "A3對折的摺頁",
            "貼紙"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "只在神農街拍照就走了",
            "後面那段根本沒人去"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "年輕人跟親子家庭",
            "日本遊客"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "紅磚色",
            "不要螢光色"
          ]
        },
        "collaboration_notes": {
          "said": 4,
          "text": [
            "每兩週一次",
            "理事長點頭"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-06-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "distance": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 15,
            "unit": "min"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 3,
            "unit": "times"
          }
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "第二條路線"
          ]
        },
        "preferred_style": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "位置跟名字一定要正確",
            "字要夠大"
          ]
        }
      }
    },
    {
      "id": "heldout128-residential-ko-cheongju-house",
      "projectType": "residential_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 청주에 단독주택을 하나 샀는데요 ㅎㅎ 1996년에 지은 2층 집이라 손볼 데가 한두 군데가 아니에요. 전체적으로 리모델링 하고 싶어서 문의드려요. 집은 청원구 율량동이에요",
        "크기는 2층까지 합쳐서 42평쯤 되고요, 1층에 거실이랑 주방, 방 하나, 화장실 하나 있고 2층에 방 세 개랑 화장실 하나 있어요. 마당은 쪼끄맣게 있어요",
        "식구는 남편이랑 저, 중학생 아들 둘(14살, 16살)이고 이번에 시어머니가 같이 들어오세요. 어머니가 올해 78세신데 무릎이 안 좋으셔서 계단을 잘 못 오르세요. 그리고 진돗개 한 마리 있는데 25kg 넘는 대형견이라 ㅋㅋ 마당에서 키워요",
        "지금 집 보러 몇 번 가봤는데 제일 문제는 겨울에 진짜 추워요. 외풍이 장난 아니고 창문도 다 옛날 샷시예요. 그리고 1층 화장실이 너무 좁아서 어머니 쓰시기엔 위험해요 ㅠㅠ",
        "저는 베이킹을 좋아해서 주말마다 머핀 48개씩 구워서 동네 플리마켓에 내요 ㅎㅎ 그래서 오븐 두 대 들어갈 주방이 필요하구요. 남편은 목공 취미 10년째라 창고 같은 작업 공간 있었으면 하고, 애들은 뭐 방에서 게임만 해요..",
        "스타일은 화이트에 원목 섞인 거, 깔끔한데 너무 차갑진 않은 느낌이요. 체리색 몰딩 이런 건 진짜 싫어요 ㅋㅋ 예산은 1억 5천 넘기지 않는 선에서 하고 싶어요",
        "아 그리고 아까 42평이라고 했는데 남편이 건축물대장 떼보니까 38평이래요 ㅋㅋ 42평은 부동산에서 대충 부른 숫자였나봐요. 저희 집에서 스튜디오까지 차로 50분 정도 걸려서 대면 미팅은 세 번 정도만 하고 나머진 카톡으로 했으면 좋겠어요",
        "제일 중요한 건 단열이랑 어머니 동선이에요. 어머니 방은 무조건 1층에, 화장실은 문턱 없이 넓게요!"
      ],
      "whenAsked": {
        "move_in_date": "그건 아직 모르겠어요. 지금 사는 아파트가 팔려야 들어갈 수 있어서 날짜를 못 정했어요 ㅠ"
      },
      "otherwise": "그건 상관없어요. 알아서 해주세요",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "단독주택",
            "전체적으로 리모델링"
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
            "amount": 30,
            "unit": "years"
          }
        },
        "address": {
          "said": 0,
          "text": [
            "율량동"
          ]
        },
        "layout": {
          "said": 1,
          "text": [
            "1층에 거실이랑 주방, 방 하나, 화장실 하나",
            "2층에 방 세 개랑 화장실 하나"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "남편이랑 저, 중학생 아들 둘",
            "시어머니",
            "진돗개 한 마리"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "겨울에 진짜 추워요",
            "1층 화장실이 너무 좁아서"
          ]
        },
        "lifestyle": {
          "said": 4,
          "text": [
            "베이킹을 좋아해서",
            "목공 취미"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "화이트에 원목",
            "너무 차갑진 않은"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "체리색 몰딩"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 150000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "space_size": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 38,
            "unit": "pyeong"
          }
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 50,
            "unit": "min"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 3,
            "unit": "times"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "카톡으로"
          ]
        },
        "key_considerations": {
          "said": 7,
          "text": [
            "단열",
            "어머니 동선"
          ]
        },
        "move_in_date": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout128-commercial-ko-jeonpo-jam-shop",
      "projectType": "commercial_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요~ 저희는 부산에서 수제 잼 만드는 '오늘의잼'이라는 브랜드예요. 동생이랑 둘이서 4년째 온라인으로만 팔았는데 이번에 처음으로 오프라인 매장을 내려고 해요! 잼 파는 쇼룸 겸 작은 토스트 카페요 🍓",
        "자리는 전포동 카페거리 쪽이고 2층 건물 1층이에요. 크기는 52㎡ 정도에 뒤쪽에 작은 다락이 하나 있어요. 다락은 재고 창고로 쓰려구요. 좌석은 한 12석 정도 생각중이에요",
        "저희 잼은 250g 한 병에 9,800원이고 한 달에 3천 병 정도 나가요. 인스타 팔로워가 1.2만 명인데 대부분 20대 후반~30대 여성분들이에요. 매장도 그분들이 주 고객일 것 같고 선물용으로 사러 오시는 분들도 많을 거 같아요",
        "저희는 밀양에 있는 부모님 과수원에서 직접 딴 과일로만 만들고 설탕도 최소로 넣어요. 다른 잼 가게랑 제일 다른 게 그거예요. 손님들이 들어오면 할머니 댁 부엌에 온 것처럼 따뜻하고 달달한 느낌 받았으면 좋겠어요",
        "지금 고민은.. 온라인에선 사진이 예쁘니까 잘 팔리는데 매장은 잼 병이 작아서 진열하면 좀 초라해 보일까봐요 ㅠ 잼 만드는 작업실은 따로 있어서 매장에선 제조는 안 해요",
        "스타일은 빈티지한데 촌스럽지 않게? 나무 선반, 체크 패브릭 이런 거 좋아하고요 ㅎㅎ 색은 살구색이랑 크림색 좋아하고 형광등 같은 하얀 조명은 피하고 싶어요. 예산은 인테리어만 4천에서 5천 사이로 생각하고 있어요",
        "오픈은 4월 초 목표예요! 벚꽃 시즌에 전포동 사람 엄청 많거든요. 간판이랑 메뉴판도 같이 해주실 수 있으면 좋겠어요",
        "아 그리고 예산 말인데요, 방금 동생이랑 통화했는데 보증금이랑 권리금 때문에 4천 넘기면 안 될 것 같대요 ㅠㅠ 4천만 원까지로 봐주세요. 그리고 잼이 다 유리병이라 진열대는 무조건 튼튼해야 하고 애기들 손 닿는 높이는 피해주세요"
      ],
      "whenAsked": {
        "unique_design": "음 그건 아직 생각 안 해봤어요 😅 디자이너님이 제안해주시는 거 보고 정하고 싶어요"
      },
      "otherwise": "그건 상관없어요. 알아서 해주세요~",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "수제 잼",
            "처음으로 오프라인 매장",
            "토스트 카페"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "전포동"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 52,
            "unit": "m2"
          }
        },
        "target_audience": {
          "said": 2,
          "text": [
            "20대 후반~30대 여성",
            "선물용"
          ]
        },
        "competitive_advantage": {
          "said": 3,
          "text": [
            "부모님 과수원에서 직접 딴 과일"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "할머니 댁 부엌",
            "따뜻하고 달달한"
          ]
        },
        "problem_need": {
          "said": 4,
          "text": [
            "진열하면 좀 초라해 보일까봐"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "빈티지한데 촌스럽지 않게",
            "나무 선반"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "살구색이랑 크림색",
            "하얀 조명은 피하고"
          ]
        },
        "opening_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "on",
            "part": "early"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "간판이랑 메뉴판"
          ]
        },
        "budget": {
          "said": 7,
          "value": {
            "kind": "money",
            "amount": 40000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "key_considerations": {
          "said": 7,
          "text": [
            "진열대는 무조건 튼튼해야",
            "애기들 손 닿는 높이는 피해주세요"
          ]
        },
        "unique_design": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout128-exhibition-ko-coex-makgeolli",
      "projectType": "exhibition_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요 양평에서 막걸리 빚는 물안개양조장입니다. 할아버지가 1968년에 시작하셔서 제가 3대째고요 ㅎㅎ 이번에 4월에 코엑스에서 하는 주류 박람회에 처음으로 부스를 내게 됐어요. 생막걸리 3종이랑 이번에 새로 나오는 스파클링 막걸리를 선보일 거예요",
        "부스는 3x3 두 개 붙여서 18㎡ 받았어요. 냉장 쇼케이스 두 대 돌려야 돼서 전기는 꼭 필요하고 시음 잔 씻으려면 물도 있어야 해요",
        "박람회는 코엑스 C홀이고 4월 16일 목요일에 개막해서 19일 일요일까지예요. 반입은 전날인 15일 하루 종일 가능하대요",
        "이번에 제일 만나고 싶은 건 호텔이랑 파인다이닝 쪽 바이어분들이에요. 일반 관람객도 많이 오는데 시음은 하루에 500잔 정도 나갈 것 같아요. 막걸리가 싸구려 술이라는 이미지가 아직 있잖아요, 저희 부스 오면 '막걸리도 이렇게 고급스러울 수 있구나' 느꼈으면 좋겠어요",
        "스타일은 한옥 느낌 살짝 나는 미니멀? 그런 거 좋아해요. 색은 먹색이랑 흰색 위주로요. 부스 가운데에 옹기 항아리를 쌓아서 시그니처처럼 보이게 하면 어떨까 생각은 해봤어요. 예산은 부스 제작 포함해서 2천만 원 정도요",
        "아 부스 크기 바뀌었어요!! 방금 주최측에서 연락 왔는데 옆 부스가 빠져서 코너로 옮기면서 세 개 붙인 27㎡로 준대요 ㅎㅎ 근데 예산은 그대로 가야 돼요",
        "저희 직원이 5명뿐이라 설치 철수를 저희가 직접 하긴 어렵고요, 시음대에서 병이 깨지거나 미끄러지지 않게 신경 써주세요. 리플렛이랑 시음 컵 디자인도 같이 맡기고 싶어요. 서울 사무소가 분당이라 스튜디오까지 차로 40분쯤이니까 미팅은 한 번만 대면으로 하면 될 것 같아요"
      ],
      "whenAsked": {
        "exit_date": "철수는 19일 끝나고 바로인지 20일 오전인지 아직 공지가 안 나왔어요 ㅠ 나오면 알려드릴게요"
      },
      "otherwise": "그건 상관없어요. 알아서 해주세요",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "주류 박람회",
            "스파클링 막걸리"
          ]
        },
        "water_electricity_supply": {
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "both"
            ]
          }
        },
        "address": {
          "said": 2,
          "text": [
            "코엑스 C홀"
          ]
        },
        "opening_date": {
          "said": 2,
          "value": {
            "kind": "date",
            "date": "2026-04-16",
            "precision": "day",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 2,
          "value": {
            "kind": "date",
            "date": "2026-04-15",
            "precision": "day",
            "relation": "on"
          }
        },
        "target_audience": {
          "said": 3,
          "text": [
            "호텔이랑 파인다이닝 쪽 바이어"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "막걸리도 이렇게 고급스러울 수 있구나"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "싸구려 술이라는 이미지"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "한옥 느낌",
            "미니멀"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "먹색이랑 흰색"
          ]
        },
        "unique_design": {
          "said": 4,
          "text": [
            "옹기 항아리"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 20000000,
            "currency": "KRW"
          }
        },
        "space_size": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 27,
            "unit": "m2"
          }
        },
        "key_considerations": {
          "said": 6,
          "text": [
            "설치 철수를 저희가 직접 하긴 어렵고",
            "미끄러지지 않게"
          ]
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "리플렛이랑 시음 컵"
          ]
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 40,
            "unit": "min"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 1,
            "unit": "times"
          }
        },
        "exit_date": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout128-brand-ko-jeonju-gosodang-rebrand",
      "projectType": "brand_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 전주 남부시장에서 할아버지 때부터 방앗간 하는 집 손녀예요 ㅎㅎ 올해로 딱 42년째고 지금은 아빠랑 제가 같이 해요. 이번에 로고부터 싹 바꾸는 브랜드 리뉴얼을 하고 싶어서 연락드렸어요. 지금 로고는 제가 중학교 때 아빠가 인쇄소에서 대충 만든 거라ㅋㅋ",
        "주력은 참기름이랑 들기름이고 볶은 참깨, 미숫가루, 명절엔 떡도 조금 해요. 참기름은 350ml 한 병에 2만2천원인데 많이 나갈 땐 하루에 200병 넘게 짜요. 요즘은 스마트스토어 주문이 절반 넘고요",
        "이름은 '고소당'인데 할머니가 처음에 가게를 '고소한 집'이라고 부르던 걸 아빠가 당(堂) 자 붙여서 지은 거래요. 인스타 @gosodang_jeonju 팔로워가 1.3만 정도 되는데 피드랑 로고가 너무 올드해서 젊은 손님들이 들어왔다가 그냥 나가는 느낌이에요 ㅠ",
        "원래는 시장 단골 어르신들이 대부분인데 요즘은 한옥마을 구경 왔다가 들르는 20~30대 관광객이랑 명절 선물 찾는 직장인분들이 많아요. 스타일은 전통은 살리되 너무 옛날 느낌은 아니었으면 해요. 예전에 본 '복순도가' 막걸리 같은 느낌 너무 좋았어요!",
        "저희가 KTX 타면 스튜디오까지 한 시간 반 정도라서요, 직접 뵙는 건 두 번 정도면 될 것 같고 나머지는 카톡이나 줌으로 해도 괜찮아요. 로고 말고 스티커랑 쇼핑백, 명함도 같이 부탁드리고 싶어요",
        "색은 지금 쓰는 빨간색은 빼고 싶어요. 깨 볶은 색 같은 갈색이나 베이지 계열? 참깨 모양을 어딘가 넣으면 귀여울 것 같아요 ㅋㅋ 일정은 설 지나고 바로 시작해서 4월 안에는 끝났으면 좋겠어요",
        "아 방금 아빠한테 물어봤는데 아빠도 직접 보고 싶다고 하셔서 미팅은 세 번은 해야 할 것 같아요 😅 한 번은 방앗간 오셔서 기름 짜는 거 보시면 좋겠대요"
      ],
      "whenAsked": {
        "registration_status": "상표요? 아직 안 했어요. 그냥 사업자등록만 돼 있어요",
        "need_registration_assistance": "그건 아빠랑 상의해보고 말씀드릴게요. 지금은 뭐라고 못 하겠어요",
        "key_considerations": "시장 어르신 단골분들이 봐도 '고소당'인 걸 바로 알아보셨으면 해요. 간판 글씨가 확 바뀌면 다른 가게인 줄 아실 거예요"
      },
      "otherwise": "그건 상관없어요. 알아서 해주세요",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "방앗간",
            "브랜드 리뉴얼"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "전주 남부시장"
          ]
        },
        "products_or_services": {
          "said": 1,
          "text": [
            "참기름",
            "들기름",
            "미숫가루"
          ]
        },
        "brand_name_story": {
          "said": 2,
          "text": [
            "고소한 집",
            "당(堂)"
          ]
        },
        "brand_website": {
          "said": 2,
          "text": [
            "@gosodang_jeonju"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "너무 올드해서",
            "젊은 손님들이 들어왔다가 그냥 나가는"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "시장 단골 어르신들",
            "20~30대 관광객",
            "명절 선물 찾는 직장인분들"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "전통은 살리되 너무 옛날 느낌은 아니었으면"
          ]
        },
        "other_preferences": {
          "said": 3,
          "text": [
            "복순도가"
          ]
        },
        "distance": {
          "said": 4,
          "value": {
            "kind": "number_with_unit",
            "amount": 1.5,
            "unit": "h"
          }
        },
        "collaboration_notes": {
          "said": 4,
          "text": [
            "카톡이나 줌으로"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "스티커랑 쇼핑백",
            "명함"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "빨간색은 빼고",
            "갈색이나 베이지",
            "참깨 모양"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "by"
          }
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 3,
            "unit": "times"
          }
        },
        "registration_status": {
          "said": "asked",
          "value": {
            "kind": "choice",
            "selected": [
              "not_registered"
            ]
          }
        },
        "need_registration_assistance": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "바로 알아보셨으면"
          ]
        }
      }
    },
    {
      "id": "heldout128-packaging-ko-seongsu-hwangtae-dog-treats",
      "projectType": "packaging_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요~ 성수동에서 강아지 수제간식 브랜드 '콩이네부엌' 하고 있어요. 원래 저희 집 말티즈 콩이(4kg ㅋㅋ) 먹이려고 만들다가 3년 전에 사업자 냈어요. 지금은 지퍼백에 스티커만 붙여서 파는데 이번에 패키지를 제대로 만들고 싶어서요!",
        "제품은 동결건조 황태 트릿이에요. 국산 황태 100%를 첨가물 없이 얼려서 말린 거라 부숴서 사료 위에 뿌려주거나 산책하다 훈련할 때 한 알씩 주시면 돼요. 지금은 한 봉에 40g이고 가격은 12,900원이에요",
        "스마트스토어 리뷰가 2,300개 넘었고 재구매율이 60% 정도 돼요ㅎㅎ 다른 간식이랑 다른 점은 원재료가 황태 하나라는 거? 그래서 알러지 있는 애들도 먹을 수 있어서 피부 예민한 아이 키우는 보호자분들이 많이 사세요",
        "판매는 스마트스토어랑 쿠팡이고 한 달에 한 번 서울숲 반려동물 플리마켓도 나가요. 3월부터는 성수랑 연남 펫샵 두 군데 입점하기로 했어요",
        "형태는 세워놓을 수 있는 스탠딩 파우치 생각하고 있고 명절이나 강아지 생일 선물용으로 6봉 들어가는 선물세트도 있었으면 해요. 스타일은 미니멀한데 귀여운? 강아지 일러스트 들어간 거 좋아요. 캐릭터가 너무 유치한 건 말구요",
        "아 그리고 용량 정정할게요! 40g은 너무 금방 먹는다는 리뷰가 많아서 이번 리뉴얼부터 한 봉 60g으로 늘리기로 했어요. 선물세트는 60g짜리 6봉 그대로구요. 디자인은 펫샵 입점 전에 인쇄까지 해야 해서 2월 말까지는 나와야 할 것 같아요",
        "혹시 미팅하러 가야 되면 저희 작업실에서 스튜디오까지 지하철로 20분이라 언제든 갈 수 있어요! 택배 박스에 찍을 로고 스탬프도 하나 만들어주시면 좋겠어요"
      ],
      "whenAsked": {
        "colors_and_elements": "색은 황태 색이랑 비슷한 따뜻한 베이지에 포인트로 하늘색? 빨간색은 왠지 자극적인 간식 같아서 피하고 싶어요",
        "preferred_materials": "소재는 제가 진짜 잘 몰라서요.. 뭐가 좋은지 추천해주시면 좋겠어요",
        "key_considerations": "동결건조라 습기 들어가면 바로 눅눅해져서 지퍼 꼭 있어야 하고 습기 차단 잘 되는 걸로요. 그리고 사료 표시사항 들어갈 자리도 넉넉하게 부탁드려요"
      },
      "otherwise": "그건 상관없어요. 알아서 해주세요",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "강아지 수제간식",
            "패키지를 제대로"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "성수동"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "동결건조 황태 트릿",
            "사료 위에 뿌려주거나"
          ]
        },
        "unique_selling_point": {
          "said": 2,
          "text": [
            "원재료가 황태 하나",
            "알러지 있는 애들도"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "피부 예민한 아이 키우는 보호자분들"
          ]
        },
        "sales_channels": {
          "said": 3,
          "text": [
            "스마트스토어",
            "쿠팡",
            "플리마켓",
            "펫샵"
          ]
        },
        "packaging_form": {
          "said": 4,
          "value": {
            "kind": "choice",
            "selected": [
              "bag_pouch",
              "gift_set"
            ]
          }
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "미니멀한데 귀여운",
            "강아지 일러스트"
          ]
        },
        "specification": {
          "said": 5,
          "text": [
            "60g",
            "6봉"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-02-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 20,
            "unit": "min"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "로고 스탬프"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "text": [
            "따뜻한 베이지",
            "하늘색",
            "빨간색"
          ]
        },
        "preferred_materials": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "지퍼 꼭 있어야",
            "표시사항"
          ]
        }
      }
    },
    {
      "id": "heldout128-website-ko-yangpyeong-glamping-booking",
      "projectType": "website",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요. 양평에서 글램핑장 운영하고 있는데 홈페이지 새로 만들려고 알아보는 중이에요. 2019년에 오픈해서 지금 텐트 12동이고 주말엔 거의 다 차요. 근데 예약을 아직도 네이버 예약이랑 전화로 받고 있어서 너무 정신없어요 ㅠㅠ",
        "지금 있는 홈페이지는 yp-glamping.co.kr 인데 예전에 지인이 만들어준 거라 모바일에서 다 깨지고 예약 기능도 없어요. 홈피에서 바로 날짜 고르고 결제까지 되는 예약 사이트가 필요해요. 전화가 하루 30통씩 오는데 남편이랑 저 둘이서 감당이 안돼요",
        "페이지는 소개, 텐트 종류별 안내(4인 기준 1박 18만원짜리랑 6인 24만원짜리 있어요), 실시간 예약, 바베큐랑 불멍 같은 부대시설, 오시는 길, 후기 정도요. 요즘 외국인 손님도 종종 오셔서 영어도 있었으면 좋겠어요",
        "손님은 거의 서울 경기 사는 30~40대 아이 있는 가족이고 캠핑 장비 없이 가볍게 오고 싶은 분들이에요. 아 반려견 동반 텐트가 2동 있어서 강아지 키우는 분들도 많이 오세요",
        "분위기는 숲속이니까 초록초록하고 사진 위주로 시원시원하게요. 글씨 빽빽한 건 싫어요. 예산은 300에서 500만 원 사이 생각하고 있어요",
        "봄 시즌 예약을 미리 받아야 해서 늦어도 3월 15일까지는 오픈해야 돼요. 스튜디오가 잠실이시죠? 저희 여기서 차로 한 시간 정도라 처음에 한 번만 직접 뵙고 나머지는 전화나 줌으로 하면 좋겠어요",
        "방금 남편이랑 얘기했는데 예산은 400만 원 넘으면 안 된대요. 객실 사진도 새로 찍어야 해서 그 돈까지 생각하면.. 400까지로 잡아주세요"
      ],
      "whenAsked": {
        "competitors": "경쟁사는 딱히 찾아본 적이 없어서 잘 모르겠어요",
        "key_considerations": "나이 있으신 분들도 예약하기 쉬웠으면 좋겠어요. 그리고 네이버 예약이랑 날짜가 겹치지 않게 연동되는 게 제일 중요해요"
      },
      "otherwise": "그건 상관없어요. 알아서 해주세요",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "글램핑장",
            "홈페이지 새로"
          ]
        },
        "url": {
          "said": 1,
          "text": [
            "yp-glamping.co.kr"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "모바일에서 다 깨지고",
            "예약 기능도 없어요"
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
            "소개",
            "실시간 예약",
            "부대시설",
            "오시는 길",
            "후기"
          ]
        },
        "languages": {
          "said": 2,
          "text": [
            "영어"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "30~40대 아이 있는 가족",
            "강아지 키우는 분들"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "초록초록하고",
            "사진 위주로"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-03-15",
            "precision": "day",
            "relation": "by"
          }
        },
        "distance": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 1,
            "unit": "h"
          }
        },
        "number_of_visits": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 1,
            "unit": "times"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "전화나 줌으로"
          ]
        },
        "budget": {
          "said": 6,
          "value": {
            "kind": "money",
            "amount": 4000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "예약하기 쉬웠으면",
            "겹치지 않게"
          ]
        }
      }
    },
    {
      "id": "heldout128-other-ko-mangwon-band-lp-jacket",
      "projectType": "other",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요 저희는 4인조 인디밴드 '늦은오후'예요. 결성한 지 6년 만에 드디어 첫 정규앨범을 내게 돼서 앨범 아트 해주실 분을 찾고 있어요! 예전에 하신 공연 포스터 작업 보고 완전 반해서 연락드려요",
        "작업 범위는 CD 커버랑 12인치 LP 자켓(앞뒤+속지), 그리고 투어 포스터 한 장이요. 10곡 수록이라 가사집도 들어가야 해요. 티셔츠 같은 굿즈는 아직 미정이에요",
        "곡들이 다 서울에서 혼자 사는 20대 후반 얘기라서 그 쓸쓸하면서도 따뜻한 느낌이 앨범 보자마자 전해졌으면 좋겠어요. 지금까지 싱글 3장은 멤버가 폰으로 찍은 사진 올려서 냈는데 통일감이 하나도 없어요 ㅋㅋㅋ",
        "듣는 분들은 주로 20~30대고 공연 오시는 분들은 홍대 클럽 공연 자주 다니시는 분들이에요. 인스타 팔로워는 8천 명 정도? 멜론 월간 리스너는 2만 좀 넘어요",
        "스타일은 필름 카메라로 찍은 것 같은 거친 질감? 혁오 초기 앨범이나 새소년 앨범 아트 진짜 좋아해요. 너무 깔끔한 그래픽은 저희랑 안 맞는 거 같아요",
        "저희 합주실이 망원동인데 스튜디오까지 버스로 40분 정도 걸려요. 직접 만나는 건 두 번 정도면 충분할 것 같고, 최종 결정은 보컬인 제가 하는데 중간 시안은 멤버 단톡방에 같이 공유해주시면 좋겠어요",
        "발매가 5월 8일이라 LP 공장 일정 생각하면 디자인은 3월 말까지 끝나야 해요. 아 그리고 아까 40분이라고 했는데 지도 다시 보니까 환승 없이 25분이네요 ㅋㅋ 생각보다 가까워요"
      ],
      "whenAsked": {
        "colors_and_elements": "색은 멤버들끼리 아직 의견이 갈려서... 지금은 말씀 못 드리겠어요 ㅠ",
        "key_considerations": "LP는 인쇄하면 색이 화면이랑 달라지는 경우가 많다던데 그거 꼭 신경 써주세요. 그리고 저희 얼굴은 안 나왔으면 해요"
      },
      "otherwise": "그건 상관없어요. 알아서 해주세요",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "인디밴드",
            "첫 정규앨범"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "CD 커버",
            "12인치 LP 자켓",
            "투어 포스터",
            "가사집"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "쓸쓸하면서도 따뜻한 느낌",
            "통일감이 하나도 없어요"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "20~30대",
            "홍대 클럽 공연"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "필름 카메라로 찍은 것 같은 거친 질감",
            "너무 깔끔한 그래픽은"
          ]
        },
        "other_preferences": {
          "said": 4,
          "text": [
            "혁오",
            "새소년"
          ]
        },
        "address": {
          "said": 5,
          "text": [
            "망원동"
          ]
        },
        "number_of_visits": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "times"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "보컬인 제가",
            "멤버 단톡방"
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
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 25,
            "unit": "min"
          }
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "색이 화면이랑 달라지는",
            "얼굴은 안 나왔으면"
          ]
        }
      }
    }
  ];
