import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 113 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: relative to something else (visitors
 * measure the project against what they know: the old shop, last year's booth, the first quote, a sibling's flat, a
 * holiday; the other thing's own sizes, amounts, dates and places told beside the project's, a relative value without
 * its number left unfiled; in each, one correction and one or two fields not known, filed as skipped). Written in
 * session 64 by seven writers, all 21 conversations. First played on 4b6f1d81 (the session's start, before any
 * change): 185 of 281 facts (65.8 %), 17 wrong values, 19 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 113)
 * - brand_design: Dev Sandhu, son running the family Indian sweets shop Sandhu Sweets in Surrey BC, full identity before a second shop opens in Langley; trap: msg 4: Scott Road sign's six weeks in 2009, Langley opening early June, Vaisakhi (file only April 17); msg 8: last designer's two visits (file 3 times), msg 0: founded 1994; correction: registration_status not_registered (msg 3) -> in_progress (msg 6); unknown: need_registration_assistance.
 * - packaging_design: Ayesha Davids, Bo-Kaap (Cape Town), Cape Malay spice blends moving from ziplock bags to 50 g tins plus a gift set; trap: msg 2: old 100 g bags and sister's London tea gift set; msg 5: cousin's biltong shop in Durban (black and gold); msg 6: last year's bags ready 20 March, Easter; msg 7: the four weeks of the sticker printer; correction: expected_deadline 2026-02-27 (msg 6) -> 2026-02-13 (msg 7); unknown: colors_and_elements.
 * - website: Marc Thibodeau, Lunenburg (Nova Scotia), booking site for his sea kayak tours with English and French; trap: msg 3: the Halifax agency's $18,000 quote; msg 5: last year's May 16 opening on Victoria Day weekend; correction: budget $9,000 at most (msg 3) -> $11,000 at most (msg 6); unknown: competitors.
 * - other: Daniel Ong, Singapore, signboard, menu board and takeaway sticker for his dad's prawn mee stall moving hawker centres; trap: msg 0/1: Old Airport Road, 31 years, old 2.4 m signboard, 1.5 times bigger; msg 3: 12 items at the old stall; msg 5: Chinese New Year, 17 March opening, last renovation's three weeks; correction: address Punggol (msg 0) -> Sembawang (msg 6); unknown: colors_and_elements.
 * - residential_space: Ewan Baird, high-school music teacher, buying a ~130-year-old tenement flat in Leith (Edinburgh) with his nurse wife and 6-year-old, full renovation; trap: msg 1: current Marchmont rental 55 m² (new one "half as big again", 82 m²); msg 4: sister's Glasgow West End flat and its £28,000 spend (ours £40,000); msg 5: Marchmont lease end 31 May, mother-in-law arriving 4 July; msg 7: lease "end of June"; correction: move_in_date 2026-05-23 (msg 5) -> 2026-06-27 (msg 7); unknown: colors_and_elements.
 * - commercial_space: Sam Doucette, terse owner of Wheelhouse Cycles (bike repair/used bikes), moving from a Quinpool Road basement to a street-level unit on Agricola Street, Halifax NS; trap: msg 0/5: old Quinpool Road shop and its lease ending April 30; msg 1: old shop 600 sq ft ("a bit more than double"); msg 3: $3,000 bikes, chain store at Bayers Lake; msg 5: first contractor quote $95k ("way under that", real budget $60,000 only when asked); correction: space_size 1,400 ft2 (msg 1) -> 1,250 ft2 (msg 6); unknown: unique_design.
 * - exhibition_space: Fiona Kerr, sales & marketing at a family knitwear mill in Hawick (Scottish Borders), space-only corner stand at Pure London, Olympia, July; trap: msg 1: last year's 3x3 shell scheme / nine square metres (file 24 m2); msg 2: Harrogate trade fair 7-8 June, 3x2 table (file opening 12 July, build-up 10 July); msg 3: last year's stand £9,500; correction: budget £22,000 (msg 3) -> £20,000 (msg 6); unknown: exit_date.
 */
/* Writer's note (zh-TW, batch 113)
 * - brand_design: 蔡先生 and wife, 8-year-old brunch shop 「晨間小事」 in 竹北 opening a 2nd branch in 新竹東區, full identity refresh; trap: msg 2: 2nd branch "一店的兩倍", 一店18坪 and 清明 opening (no field), msg 5: last sign agency came 五次 and was in 台中 一個半小時 away (file 2 visits, 50 min), msg 6: "延大概三週/5月初" is the opening, not the deadline; correction: expected_deadline 3月中 (msg 2) -> 2026-04-10 by (msg 6); unknown: need_registration_assistance.
 * - packaging_design: 怡君, 30s, took over her parents' red-oolong tea garden in 台東鹿野, first own 中秋 gift box of tea bags; trap: msg 2: last year's 公版禮盒 2000盒 and "去年的一半" (no count filed), msg 3: neighbour's box sells at 680, msg 6: 中秋 9/25 and 8月中 pre-orders are not the deadline (late July by); correction: specification 一盒10包 (msg 2) -> 一盒12包 (msg 5); unknown: preferred_materials.
 * - website: 欣怡, took over her parents' 6-room B&B 「稻浪小築」 in 宜蘭冬山, rebuild the old site for direct booking; trap: msg 3: first quote 18萬 (budget is her own figure, not the quote), msg 4: admired 湯圍小院's room count ("一半", 6間 is hers, no field), msg 5: last year's booking opening 4月1號 and 清明 are not the go-live date (3月15號 by); correction: budget 12萬 (msg 3) -> at most 10萬 (msg 6); unknown: main_pages.
 * - other: 阿榮, terse owner of a 22-year-old seafood 熱炒 in 台中南屯, new menu book, wall price board and takeaway order sheet; trap: msg 1: neighbour 老陳熱炒's board ~三米 (theirs, not filed), msg 2: "比以前多了快一半" dishes (no number), msg 4: 端午 6月19號 is not the deadline (5月20號 by), msg 5: old sign firm in 彰化 一個鐘頭 away (file 20 min); correction: number_of_visits 1 (msg 5) -> 2 (msg 6); unknown: preferred_style.
 * - residential_space: 陳先生 (61, retired Taipower employee) and his wife leave their 高雄三民區 townhouse for a 32坪 elevator flat in 鳳山區 near 衛武營, full renovation; trap: msg 0: old home in 三民區, msg 1: old townhouse 55坪 beside the flat's 32坪, msg 2: old house built 民國70年 (flat's age only given relatively, never as a number), msg 3: son's 200萬 renovation in 台南 ("half of his"), msg 5: buyer's 7月底 handover of the old house; correction: budget 100萬 (msg 3) -> 130萬 at most (msg 6); unknown: age.
 * - commercial_space: 吳凱文, terse pet groomer moving his 6-year-old 板橋 shop to a 25坪 ground-floor unit near 新莊頭前庄站 to expand; trap: msg 0: old shop in 板橋, msg 1: "twice the old shop" with old shop 12坪 beside new 25坪, msg 3: old shop's 60萬 fit-out beside 150萬 at most, msg 6 and msg 8: old lease ending 4月底 / extended to 6月底; correction: opening_date 2026-04-18 (msg 6) -> 2026-05-16 (msg 8); unknown: unique_design.
 * - exhibition_space: 許志明, sales manager at a 台中大雅 bicycle-saddle factory, second time at 台北國際自行車展, this year in 南港展覽館一館 with a 3x6 (18 m²) booth; trap: msg 1: "a week earlier than last year" and last year's spot in 二館四樓, msg 2: last year's 3x3 standard booth and 35萬 package beside this year's 18 m² and 70萬, msg 7: 23號 is the standard booths' move-in; correction: entry_date 2026-03-23 (msg 5) -> 2026-03-22 (msg 7); unknown: unique_design.
 */
/* Writer's note (ko-KR, batch 113)
 * - brand_design: 정다은, 전주 3대째 떡집 '복순이네 떡방' 물려받아 남부시장에서 객리단길로 이전하며 로고·브랜드 리뉴얼; trap: msg 0: 옛 가게 위치 남부시장·1998년 옛 로고, msg 5: 작년 추석 예약 시작 8월 20일·추석 9월 25일, msg 6: 지난 온라인몰 미팅 다섯 번 (실제 세 번); correction: expected_deadline 7월 말 (msg 5) -> 6월 말 (msg 7); unknown: need_registration_assistance.
 * - packaging_design: 임재현, 충남 홍성 2대째 양조장, 첫 약주 추석 선물세트의 병 라벨과 선물 상자; trap: msg 2: 작년 막걸리 세트 750ml 두 병들이, msg 6: 작년 디자인 8월 중순·추석 9월 25일·수량 작년의 두 배(숫자 없음); correction: specification 375ml 세 병들이 (msg 2) -> 500ml 두 병들이 (msg 7); unknown: colors_and_elements.
 * - website: 최은비, 수원 광교 숲속동물병원 수의사, 확장 이전에 맞춘 온라인 예약 중심 병원 홈페이지; trap: msg 1: 옛 위치 광교중앙역·이전일 4월 6일 (오픈은 3월 30일), msg 4: 첫 견적 1200만 원 (예산 그 절반 600만 원), msg 5: 경쟁 병원 위치 영통; correction: budget 600만 원 (msg 4) -> 최대 800만 원 (msg 6); unknown: languages.
 * - other: 강나래, 제주 구좌읍 세화리 게스트하우스, 손님용 동네 일러스트 지도(A4 접이식)와 로비 포스터; trap: msg 1: 서귀포 언니네 작년 A2 포스터 지도, msg 5: 작년 5월 황금연휴 (디자인 마감 4월 10일), msg 6: 작년 간판 디자이너 서울에서 세 번 방문; correction: number_of_visits 1 times (msg 6) -> 2 times (msg 7); unknown: key_considerations.
 * - residential_space: primary-school teacher (couple, two kids, a poodle), 대전 서구 둔산동, full renovation of a 30-year-old 34평 apartment; trap: msg 0: current 유성구 노은동 24평 rental ("10평 넓은 34평"), msg 4: sister's 분당 32평 renovation at 8천, msgs 5/7: lease-end dates 6월 30일 / 7월 31일; correction: move_in_date 2026-07-01 (msg 5) -> 2026-08-01 (msg 7); unknown: colors_and_elements.
 * - commercial_space: 윤미경, 50s baker relocating her 15-year neighbourhood bakery (with her son) from 광주 남구 주월동 to a 봉선동 ground-floor shop; trap: msg 1: old shop 12평 ("그 두 배 좀 넘는 26평"), msg 3: earlier 7천만 원 quote (budget 5천만 원 안쪽), msg 4: 추석 9월 25일 (opening 9월 15일), msg 0: old 주월동 location; correction: space_size 26평 (msg 1) -> 22평 (msg 6); unknown: unique_design.
 * - exhibition_space: 한승우, owner of a 파주 camping-furniture maker, booth at a camping fair in 킨텍스 제2전시장 7홀 (6x3, 18㎡); trap: msg 1: last year's 3x3 booth, msg 2: last year's 4월 말 dates, msg 4: last year's 1,500 spend (only "more than that", no figure -> budget not filed), msg 0: 파주 is the company, not the venue; correction: exit_date 2026-05-10 (msg 2) -> 2026-05-11 (msg 7); unknown: budget.
 */
export const hundredAndThirteenthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout113-brand-en-surrey-mithai-second-shop",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "Hi, Dev Sandhu here. My dad started Sandhu Sweets in Surrey back in 1994, Indian mithai, samosas, catering for weddings. We're opening a second shop in Langley this summer and our logo is basically a clip-art font my uncle made on an old PC, so I want a proper full identity, not just a new logo.",
      "The name's just our family name. Dad wanted people to know a real family was behind the counter. He always says if your name's on the box, you don't cut corners.",
      "What we sell: fresh mithai like barfi, jalebi and ladoo, samosas and pakoras, Diwali and wedding gift boxes, and catering for up to 500 guests.",
      "And no, nothing's trademarked. We've been Sandhu Sweets for thirty-odd years and nobody's ever bothered us about it.",
      "Timing's tied to the new shop. The sign for our Scott Road shop took six weeks to make back in 2009 and the sign company says it's about the same now. Langley opens early June, so I'd like the logo finished on April 17, the Friday after Vaisakhi.",
      "Customers: the aunties who've been coming in since the 90s, obviously, but Langley is for their kids and grandkids too. Plus a lot of non-Punjabi folks who found us through wedding catering, young families, people in their 30s who want a nice box to bring to a dinner party.",
      "Sorry, scratch what I said about the trademark. My sister Harpreet says Dad filed an application for the name last fall, it's still pending.",
      "Style: warm and proud, a bit celebratory like a wedding, but clean and modern. Not gaudy like every other sweet shop on the strip.",
      "One more thing, our last designer only came out twice and it showed, so I'd want three in-person meetings this time. We're about 30 km from your office, so it's not a big trip."
    ],
    "whenAsked": {
      "problem_need": "Honestly, we look like a corner store. With the second shop I want us to look like a brand people trust with a big wedding order, not just a place to grab samosas.",
      "need_registration_assistance": "Not sure. I'd have to ask Harpreet, she's dealing with the lawyer on that.",
      "brand_website": "Just Instagram, @sandhusweetsbc. No website yet.",
      "colors_and_elements": "I'd keep some of the saffron orange from the old sign, people know it. Just please no glitter gold.",
      "key_considerations": "It has to work on everything, from a tiny sticker on a samosa bag up to the sign over the Langley storefront. And Dad has to like it, he's still at the shop every day.",
      "other_design_requirements": "Gift box designs and the shop signs would be next, if you do that."
    },
    "otherwise": "No preference really, whatever you think.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Sandhu Sweets",
          "full identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Surrey"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "our family name",
          "real family"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "mithai",
          "gift boxes",
          "catering"
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
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-17",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "aunties",
          "kids and grandkids",
          "people in their 30s"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "warm and proud",
          "celebratory",
          "clean and modern"
        ]
      },
      "number_of_visits": {
        "said": 8,
        "value": {
          "kind": "number_with_unit",
          "amount": 3,
          "unit": "times"
        }
      },
      "distance": {
        "said": 8,
        "value": {
          "kind": "number_with_unit",
          "amount": 30,
          "unit": "km"
        }
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "corner store",
          "brand people trust"
        ]
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "@sandhusweetsbc"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "saffron orange",
          "no glitter gold"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work on everything",
          "Dad has to like it"
        ]
      }
    }
  },
  {
    "id": "heldout113-packaging-en-bokaap-spice-tins",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 120,
    "messages": [
      "Hi there, Ayesha Davids here. I run a small spice business out of my mum's kitchen in the Bo-Kaap in Cape Town, Bo-Kaap Masala Co. Proper Cape Malay blends, the family recipes. Right now everything goes out in plain ziplock bags with a printed sticker, and it looks homemade in the wrong way, so I want real packaging.",
      "Three blends: a Cape Malay curry masala, a bobotie spice, and a pickling spice for pickled fish at Easter. The curry ones you fry in oil with onions before anything else goes in, the pickling one you cook up with vinegar and sugar and pour over the fish. Each blend comes with a little recipe card, the customers love that.",
      "Sizes: the bags we sell now are 100 g. For the new tins I want about half that, 50 g per tin, because people don't finish 100 g before it loses its punch. And then a gift set of all three tins, something like the tea gift set my sister brought back from London, where it all slides out like a drawer.",
      "What makes us different? These aren't tourist spice mixes. It's my ouma's recipes, hand-roasted and ground in small batches every week, no salt or fillers. Most of what you see on Wale Street is bulk stuff in pretty jars.",
      "Customers are mostly Capetonians who grew up with this food, and expats in the UK and Australia whose mums used to cook it. We sell at the Oranjezicht City Farm market on Saturdays and through Instagram, and a deli in Kalk Bay wants to stock us once we have proper packaging.",
      "Style-wise, I love the tins my cousin's biltong shop in Durban uses, black and gold, very classy. But ours should feel warmer and more homely, like the painted houses on our street, less like a whisky bottle.",
      "Timing: we want to launch before Easter so the pickling spice sells in pickled fish season. Last year the bags were only ready on 20 March and we missed half of it. So design finished by 27 February this time please.",
      "Ag sorry, I just phoned the tin printer in Epping and they need six weeks, not four like the sticker people. So the design must actually be done by 13 February."
    ],
    "whenAsked": {
      "colors_and_elements": "Honestly I haven't thought about colours at all yet. No idea, I'd rather see what you come up with.",
      "preferred_materials": "Metal tins, with the print straight on the tin if it's not too expensive. And recyclable card for the gift set.",
      "key_considerations": "The recipe card has to fit somewhere, and the lids must close tight so the spices stay fresh. And it must still look good on a market table in the sun.",
      "problem_need": "The deli in Kalk Bay won't take ziplock bags, and at the market we look like a hobby.",
      "collaboration_notes": "It's me and my mum, but I decide. WhatsApp is best.",
      "other_design_requirements": "Maybe new recipe cards in the same look."
    },
    "otherwise": "No real preference on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "spice business",
          "real packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Bo-Kaap"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "curry masala",
          "bobotie",
          "pickling spice"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "50 g per tin",
          "all three tins"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "can_tin",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "ouma's recipes",
          "no salt or fillers"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "grew up with this food",
          "expats"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "Oranjezicht City Farm market",
          "Instagram",
          "deli in Kalk Bay"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "warmer and more homely"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "Metal tins",
          "recyclable card"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-13",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "recipe card",
          "lids must close tight"
        ]
      }
    }
  },
  {
    "id": "heldout113-website-en-lunenburg-kayak-booking",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -240,
    "messages": [
      "Hey, Marc Thibodeau. I run Saltwater Paddle, sea kayak tours out of Lunenburg, Nova Scotia. Half-day and sunset paddles around the harbour, and a two-day trip out to the islands in Mahone Bay. Our site is saltwaterpaddle.ca and it's a mess my nephew built back in 2017. People phone to book because they can't figure it out.",
      "Main thing: I want people to book and pay online. Last summer I spent more time on the phone than on the water. Pages: one for each tour, a booking calendar, an FAQ on what to wear and what to bring, about us, contact. That's it.",
      "Who comes: mostly tourists. Cruise ship people in town for the day, families from Ontario, and a lot of folks from Quebec. So English and French both, definitely.",
      "Budget. An agency in Halifax quoted me $18,000, which is nuts for a kayak shop. I'd want to spend about half that, so $9,000 tops.",
      "Look: like being out there. Big photos of the water, simple, not corporate. We're rubber boots, not yacht club.",
      "Timing. Last year we opened May 16, the Victoria Day weekend. This year I want the new site live by May 1 so people can book ahead. Earlier is better if you can.",
      "Oh, and Josée, my partner, does the books. She says we can go up to $11,000 if the booking system is part of it and not some add-on we pay for later."
    ],
    "whenAsked": {
      "competitors": "Honestly I never look at other kayak outfits' sites. No idea, sorry.",
      "key_considerations": "It has to work on phones, most people book from their phone standing on the wharf. And the booking has to block a tour out once it's full, I can't have twelve people showing up for eight boats.",
      "category": "A booking site, basically.",
      "collaboration_notes": "Email me, or text. Josée and I decide together.",
      "other_design_requirements": "Photos we've got plenty of. Maybe help with the French text."
    },
    "otherwise": "No preference there, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "sea kayak tours",
          "phone to book"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Lunenburg"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "saltwaterpaddle.ca"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "book and pay online"
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
        "said": 1,
        "text": [
          "booking calendar",
          "FAQ",
          "contact"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "Cruise ship people",
          "families from Ontario"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "English",
          "French"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "Big photos of the water",
          "not corporate"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 11000,
          "currency": "CAD",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "day",
          "relation": "by"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work on phones",
          "once it's full"
        ]
      }
    }
  },
  {
    "id": "heldout113-other-en-hawker-prawn-mee-signboard",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi, I'm Daniel Ong. My dad has been selling prawn noodles at Old Airport Road Food Centre for 31 years, Ah Huat Prawn Mee. He's 68 now, I quit my bank job last year to take over, and we're moving to a new hawker centre in Punggol. Need a proper look for the new stall, the old signboard is literally hand-painted from 1995.",
      "What I need designed: the signboard above the stall, a menu board, and a sticker for our takeaway containers. Maybe a simple logo also, since we never had one. The new stall front is bigger, maybe one and a half times the old one, and the old signboard was 2.4 m.",
      "Main goal is don't lose the regulars. The Old Airport Road crowd followed us for 30 years, but at the new place nobody knows us, so people walking past must see straight away this is a proper old-school stall, not some chain.",
      "Customers will be young families and the office crowd at lunch, plus our old uncles and aunties who say they'll take the MRT all the way to eat. Menu is smaller than before, 12 items at the old stall, now only 6, so the board can be big and clear.",
      "Style wise I like those nostalgic kopitiam signs, but clean, not kitschy. Like how Tiong Bahru Bakery does it, modern but still got heritage feel.",
      "Timing: the new hawker centre opens about one month after Chinese New Year, on 17 March. Last time we renovated the old stall we were closed three weeks, cannot afford that again. So I need all the designs done by 27 February, so the signboard guy has time.",
      "Eh sorry, my dad just corrected me. Punggol was the one we didn't get. The stall we got is at the new hawker centre in Sembawang. Further for the Old Airport regulars, but same plan."
    ],
    "whenAsked": {
      "colors_and_elements": "Colours ah... haven't thought about it at all. Really no idea yet.",
      "key_considerations": "Must be readable from far, hawker centres are big and the aunties' eyes not so good. And the signboard must survive the heat and the grease from the wok.",
      "collaboration_notes": "Me and my dad decide together, but he's not on email, so WhatsApp me and I'll show him. After 3pm is best, we close by then.",
      "plans_after_project": "If Sembawang goes well, maybe a second stall in a few years."
    },
    "otherwise": "No preference lah, whatever you think is good.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "prawn noodles",
          "new hawker centre"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "signboard",
          "menu board",
          "sticker for our takeaway containers"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "don't lose the regulars",
          "nobody knows us"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "young families",
          "office crowd"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "nostalgic kopitiam signs",
          "not kitschy"
        ]
      },
      "other_preferences": {
        "said": 4,
        "text": [
          "Tiong Bahru Bakery"
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
      "address": {
        "said": 6,
        "text": [
          "Sembawang"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "readable from far",
          "heat and the grease"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "WhatsApp",
          "After 3pm"
        ]
      }
    }
  },
  {
    "id": "heldout113-residential-en-leith-tenement-piano",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi there, I'm Ewan Baird. My wife Marta and I have just got the keys to a second-floor tenement flat in Leith, just off Easter Road, and we want to renovate it properly before we move in. Right now we rent a wee one-bedroom-plus-box-room in Marchmont, and with our daughter getting bigger we're bursting out of it.",
      "The new place is about half as big again as the rental. Marchmont is 55 square metres, and the home report puts this one at 82 m². Two decent bedrooms, a box room, a big living room at the front with a bay window, a galley kitchen and one bathroom. It was built in the 1890s, so it's about 130 years old.",
      "What's not working: the kitchen is basically a dark corridor with no room for a table, the bathroom has no window and a mouldy ceiling, and the sash windows rattle and let the cold in. The box room is just a dumping ground at the moment.",
      "It'll be me, Marta and Zosia, who's six. Marta's mum also comes over from Kraków for a month every summer, so the box room would need to work as a guest room for her. I teach music at a high school and give piano lessons at home two evenings a week. Marta's a nurse on shifts, so some days she's sleeping while I'm teaching. Weekends we cook a lot, big Polish Sunday lunches with friends.",
      "Style-wise we'd like to keep the Victorian character, the cornicing, the shutters, the old fireplace, but make it lighter and a bit Scandi. My sister's flat in Glasgow's West End is a good reference, they knocked the kitchen through and kept all the plasterwork. She spent £28,000 on hers last year. Ours is a bigger job, so our budget is £40,000.",
      "Timing: our lease in Marchmont ends on 31 May, so we'd want to move in the weekend before, Saturday 23 May. Marta's mum arrives on 4 July, so the box room has to be done by then anyway.",
      "The thing that matters most is soundproofing between the piano and the bedroom so Marta can sleep after a night shift, and not driving the downstairs neighbours mad. And we've got an old upright piano that weighs a ton, it needs a proper spot on a wall that can take it.",
      "Sorry, update on dates. Marta rang the letting agent this morning and the lease actually runs to the end of June, not May. So no need to rush the builders: we'd rather move in on Saturday 27 June, just before her mum lands."
    ],
    "whenAsked": {
      "colors_and_elements": "Colours? Honestly, no idea yet, we haven't got that far. Happy to see what you suggest.",
      "expected_deadline": "Ideally the design signed off by mid-March so the builders can get going in April.",
      "other_design_requirements": "Built-in storage would be great, and maybe a fold-down bed in the box room for Marta's mum.",
      "collaboration_notes": "Email or WhatsApp is easiest. Marta and I decide together, though she gets the final say on the kitchen.",
      "plans_after_project": "Zosia will want a proper room of her own as a teenager, so the box room might become a study later.",
      "number_of_visits": "A couple of site visits would be fine, three at most."
    },
    "otherwise": "No strong feelings on that one, we'll go with what you think.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "tenement flat",
          "renovate it properly"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Leith"
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
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 82,
          "unit": "m2"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "Two decent bedrooms",
          "galley kitchen",
          "one bathroom"
        ]
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 130,
          "unit": "years"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "dark corridor",
          "no window",
          "sash windows rattle"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "Zosia",
          "Marta's mum"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "piano lessons",
          "nurse on shifts",
          "Polish Sunday lunches"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "Victorian character",
          "Scandi"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 40000,
          "currency": "GBP"
        }
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-27",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "soundproofing",
          "downstairs neighbours"
        ]
      },
      "important_collections": {
        "said": 6,
        "text": [
          "upright piano"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout113-commercial-en-halifax-bike-shop-move",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -240,
    "messages": [
      "Hi. Sam Doucette here, I run Wheelhouse Cycles, a small bike repair and used-bike shop in Halifax. Moving out of my basement unit on Quinpool Road into a street-level space on Agricola Street in the North End. Need the new shop designed: workshop, sales floor, maybe a little coffee counter.",
      "Old place is 600 sq ft and I'm tripping over bikes all day. New one's a bit more than double that, 1,400 sq ft. Big front windows, concrete floor, high ceilings. It was a vacuum repair shop for 30 years so it's grimy.",
      "Main problem is space. Bikes stacked three deep, customers waiting on the stairs, zero daylight. I need proper storage, bikes hanging on walls or from the ceiling, and somewhere for people to actually stand.",
      "Customers: mostly commuters and students from Dal and NSCAD who ride year-round, plus parents buying used kids' bikes. Nobody here wants to spend $3,000 on a bike. They want theirs fixed cheap and fast. That's the difference with us: same-day fixes on flats and brakes, and every used bike I sell gets a full overhaul and a 6-month warranty. The big chain store out at Bayers Lake books repairs two weeks out.",
      "Feel: like a friend's garage, not a showroom. Unpretentious, a bit scrappy, welcoming. I like raw plywood, pegboard, exposed brick if there's any under the drywall. I'd like that old Halifax ferry orange somewhere, and no glossy black and chrome like the high-end shops.",
      "Money: first contractor quote was $95k for the fit-out. Not happening, needs to be way under that. Timing: my Quinpool lease is up April 30 and the spring rush starts once the snow's gone. Want to open Saturday May 2.",
      "Correction on the size. The listing said 1,400 but I measured it myself with the landlord yesterday, it's 1,250 sq ft. Still about double the old place.",
      "What matters most: I can't be closed for long, so the build has to be quick. Floor has to handle grease and bike stands. And people need to wheel bikes in the front door without a step, right now there's a step."
    ],
    "whenAsked": {
      "budget": "Real number? $60,000 all in. Less if you can manage it.",
      "unique_design": "Signature feature? No idea. Haven't thought about it, that's your department.",
      "expected_deadline": "Design done by end of February so the build can run through March and April.",
      "other_design_requirements": "New sign for out front would be good. Same look as the shop.",
      "collaboration_notes": "Text me, I'm on the tools all day. I make the calls, but Jess does the books so run costs past her.",
      "number_of_visits": "Two or three site visits, fine.",
      "plans_after_project": "Maybe a rental fleet for tourists in the summer if the new spot works out."
    },
    "otherwise": "Don't care much either way. Whatever works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bike repair",
          "street-level space"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Agricola Street"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 1250,
          "unit": "ft2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "Bikes stacked three deep",
          "zero daylight",
          "proper storage"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "commuters and students",
          "parents buying used kids' bikes"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "same-day fixes",
          "6-month warranty"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "friend's garage",
          "not a showroom",
          "welcoming"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "raw plywood",
          "pegboard",
          "exposed brick"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "ferry orange",
          "no glossy black and chrome"
        ]
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-02",
          "precision": "day"
        }
      },
      "budget": {
        "said": "asked",
        "value": {
          "kind": "money",
          "amount": 60000,
          "currency": "CAD"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "build has to be quick",
          "without a step"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout113-exhibition-en-hawick-mill-olympia",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi there, Fiona Kerr here. I look after sales and marketing at Borthwick & Kerr, a family knitwear mill in Hawick in the Scottish Borders. We've been making lambswool and cashmere jumpers since 1962, mostly for other people's labels, but now we're pushing our own label. We've booked a stand at Pure London at Olympia in July and we need someone to design and build it for us.",
      "Size-wise: last year we had a 3x3 shell scheme at the same show, nine square metres, and honestly you couldn't swing a cat in it. This year we've gone space-only, 6 by 4, so 24 square metres, and it's on a corner.",
      "The show opens Sunday 12 July and runs three days. Build-up for space-only stands starts Friday 10 July from 8am. Just so you know, we've also got a wee table at a trade fair in Harrogate on 7-8 June, 3x2 with a couple of pull-up banners, but we're handling that one ourselves.",
      "Money: last year's stand came to about £9,500 all in, shell scheme, graphics, the lot. This year I've been given £22,000 for the stand design and build.",
      "Who we're after: independent boutique buyers, department store buyers, and especially the Japanese and Korean agents, they love a Scottish mill story. It's trade only, no public.",
      "What we stand for is real Borders knitwear, made on the same machines by the same families for sixty years. I want buyers to step onto the stand and feel like they've walked into the mill, warm and a bit lived-in. Look-wise I'm thinking raw timber and old mill bits, nothing shiny or corporate. The idea I keep coming back to is a back wall built from yarn cones in our actual colourways.",
      "Right, update on the money, sorry. Just off the phone with Alistair, our MD, and he's cut it to £20,000, and that has to cover the furniture hire as well.",
      "Oh and once London's done we'd love to ship the stand out to a show in Tokyo in September, so if bits of it can pack down and travel, that would be brilliant."
    ],
    "whenAsked": {
      "water_electricity_supply": "Electricity, yes, for spotlights and a steamer for the samples. We don't need water.",
      "exit_date": "Oh, I haven't got to the breakdown section of the exhibitor manual yet. No idea, sorry, I'll need to check.",
      "key_considerations": "The knitwear has to be the star, so lighting that shows the true colours. And it has to be sturdy, the agents handle everything and pull things off the rails all day.",
      "problem_need": "Last year people walked straight past us. We looked like every other shell scheme in the hall.",
      "colors_and_elements": "Our colourways, heathery greens and greys, a bit of the Borders tweed look.",
      "collaboration_notes": "I'm the main contact but Alistair signs off on anything over budget. Email and a call every week or so is fine."
    },
    "otherwise": "No strong feelings on that one, whatever you think works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "knitwear mill",
          "our own label"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Olympia"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 24,
          "unit": "m2"
        }
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-07-12",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-07-10",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 20000,
          "currency": "GBP"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "boutique buyers",
          "department store buyers",
          "Japanese and Korean agents"
        ]
      },
      "brand_value": {
        "said": 5,
        "text": [
          "real Borders knitwear",
          "walked into the mill"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "raw timber",
          "nothing shiny or corporate"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "yarn cones"
        ]
      },
      "water_electricity_supply": {
        "said": "asked",
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "true colours",
          "sturdy"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "show in Tokyo",
          "pack down and travel"
        ]
      }
    }
  },
  {
    "id": "heldout113-brand-zh-zhubei-brunch-second-branch",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我姓蔡，跟我太太在竹北開一間早午餐店叫「晨間小事」，開了快8年了。今年要在新竹市東區開二店，想趁這個機會把整個品牌形象重新整理一下，logo、招牌字、菜單這些都想一起換。現在的logo是當初開店時一個學美術的朋友幫忙畫的，用到現在有點舊了。",
      "店名是我太太取的，她說早上出門前好好吃一頓早餐，就是一天裡最小但最重要的事。我們主要賣早午餐、手沖咖啡，假日有自己烤的肉桂捲，外帶跟外送也蠻多的。",
      "會想重做主要是二店的空間大概是一店的兩倍，一店才18坪，現在這個手繪的logo放大做招牌會很糊，撐不起比較大的店。二店那邊客人也不太一樣，竹科工程師跟家庭客比較多。設計希望3月中前可以完成，二店預計清明連假後開。",
      "商標的部分沒有註冊過，之前沒想那麼多。IG有在經營，搜尋 @morningthings.zhubei 就有，網站是沒有。",
      "風格的話我喜歡乾淨一點、有溫度的，像日本那種小食堂的感覺，不要太網美。顏色想保留現在的芥末黃，那是我們的招牌色，老客人都認得。",
      "上次一店做招牌的時候，那家廣告公司前前後後來店裡跑了五次，其實很浪費時間。這次我覺得見面兩次就夠，其他用LINE討論。你們在台北嘛，我開車過去大概50分鐘，比以前那家在台中的近，那家要一個半小時。",
      "啊抱歉，剛剛裝潢師傅打來，二店工程會延大概三週，開幕變5月初。所以設計不用那麼趕，4月10號前給我就好。"
    ],
    "whenAsked": {
      "need_registration_assistance": "要不要請你們幫忙申請喔…這個我要回去跟我太太討論，錢都是她在管，現在沒辦法回答你。",
      "key_considerations": "最重要是新的logo老客人還認得出來是我們，不要改到完全不像。還有要能印在外帶杯、紙袋上，小小的也不能糊掉。",
      "target_audience": "二店主要是竹科工程師跟帶小孩的家庭，一店是附近上班族跟學生比較多。",
      "other_design_requirements": "名片、菜單、外帶杯跟紙袋都要，IG的版型如果可以也一起。",
      "collaboration_notes": "平常LINE就好，一兩週更新一次，最後是我跟我太太一起決定。",
      "plans_after_project": "如果二店穩了，之後想做冷凍肉桂捲宅配。"
    },
    "otherwise": "這個我沒特別想法耶，你們專業的決定就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "品牌形象重新整理",
          "logo"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "最小但最重要的事"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "早午餐",
          "手沖咖啡",
          "肉桂捲"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "放大做招牌會很糊"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "竹科工程師",
          "家庭客"
        ]
      },
      "registration_status": {
        "said": 3,
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
      "brand_website": {
        "said": 3,
        "text": [
          "@morningthings.zhubei"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "乾淨一點、有溫度",
          "日本那種小食堂"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "芥末黃"
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
      "distance": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 50,
          "unit": "min"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-10",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "老客人還認得出來",
          "外帶杯"
        ]
      }
    }
  },
  {
    "id": "heldout113-packaging-zh-luye-red-oolong-giftbox",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我是怡君，前年從台北回台東鹿野幫爸媽顧茶園，主要做紅烏龍。以前都是散茶裝鐵罐、貼個貼紙就賣了，今年想做一款我們自己的中秋禮盒，裡面放立體茶包，送禮方便，上班族也好泡。",
      "紅烏龍是我們鹿野這邊的特色，簡單講就是烏龍茶用紅茶的方式重發酵，喝起來有蜜香跟果香，冷泡也很好喝。茶包熱水沖3分鐘就可以，或直接丟冷水瓶冰一個晚上。",
      "規格的話，一包茶包3克，比市面上一般茶包大一點點，一盒想放10包。去年中秋我們是用印刷廠的公版禮盒，做了2000盒，今年數量大概抓去年的一半就好，先試水溫。",
      "我們的茶是自己種自己做，沒有噴除草劑，去年還拿到縣內比賽的頭等獎。隔壁茶園的禮盒一盒賣680，我們應該也會定差不多的價錢，所以包裝一看就要比他們有質感😅",
      "客人主要是來鹿野高台玩的遊客，還有幫公司訂中秋禮盒的福委跟行政，年紀大概30到50歲。賣的地方是我們茶園門口的小店、官網，還有台東市區兩家伴手禮店。",
      "剛剛跟我爸確認了一下，他說10包太少，送禮不夠大方，一盒改放12包，每包一樣3克。",
      "時間的部分，今年中秋是9月25號，我們想8月中就開始接企業預購，印刷廠說要抓一個月，所以設計最晚7月底前要完成。",
      "風格想要有台東的感覺，但不要那種很俗的圖騰拼貼，比較想要安靜、留白多一點，像日本老茶舖那種。顏色可以有一點紅茶的琥珀色，還有山的綠。"
    ],
    "whenAsked": {
      "preferred_materials": "材質我真的不知道耶，印刷廠那邊也還沒去問，可能要等你們給建議。",
      "key_considerations": "最重要是成本不能太高，一盒包材最好壓在80塊以內。還有茶包要防潮，台東這邊很潮濕。",
      "other_design_requirements": "如果可以，手提袋跟一張介紹茶園的小卡也想一起做。",
      "collaboration_notes": "LINE聯絡就好，最後是我跟我爸一起決定。"
    },
    "otherwise": "這個都可以，沒有特別想法～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中秋禮盒"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台東鹿野"
        ]
      },
      "packaging_form": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "gift_set"
          ]
        }
      },
      "product_description": {
        "said": 1,
        "text": [
          "紅烏龍",
          "冷泡"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "12包",
          "3克"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "自己種自己做",
          "頭等獎"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "遊客",
          "福委"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "茶園門口的小店",
          "官網",
          "伴手禮店"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "安靜、留白",
          "日本老茶舖"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "琥珀色",
          "山的綠"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "成本不能太高",
          "防潮"
        ]
      }
    }
  },
  {
    "id": "heldout113-website-zh-yilan-bnb-direct-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我是宜蘭冬山「稻浪小築」民宿的欣怡，民宿是我爸媽十年前蓋的，去年換我接手。現在的網站是當初我爸找朋友做的，www.daolang-house.com.tw，手機打開字超小，照片也都是十年前的，想整個重做。",
      "最大的問題是現在訂房幾乎都靠Booking跟Agoda，平台抽成15%到18%，真的很傷。希望新網站可以讓客人直接線上訂房、付訂金，把一部分客人拉回我們自己的網站。",
      "客人大部分是台北來的小家庭，帶小朋友來玩水、騎腳踏車，也有一些香港跟日本的背包客。所以網站中文跟英文一定要有，日文我覺得之後再加就好。",
      "預算的話，我們之前問過一家台北的公司，第一次報價18萬，我覺得太貴了，想抓比那個少三分之一左右，大概12萬。",
      "我很喜歡礁溪那家「湯圍小院」的網站，照片很大、點進去就很想住，訂房流程也很簡單。不過我們房間數大概只有他們一半，6間而已，不用做得那麼複雜。",
      "風格想要清爽、有稻田跟陽光的感覺，不要太多花俏的動畫。上線時間的話，去年暑假訂房是4月1號開放的，今年想提早一點，3月15號前上線，這樣清明連假的訂房也趕得上。",
      "啊抱歉，剛跟我先生討論，他說訂房系統每年還有串金流跟主機的費用要另外算，網站本身最多10萬就好，不要超過。"
    ],
    "whenAsked": {
      "category": "就是可以直接訂房的民宿網站。",
      "main_pages": "頁面喔…我其實不太清楚要分哪些，你們應該比較有經驗，我先不亂講。",
      "key_considerations": "最重要是訂房一定要好用，我爸媽也要看得懂後台誰訂了哪間房。還有手機版一定要漂亮，客人幾乎都是用手機訂。",
      "other_design_requirements": "照片可能要重拍，如果你們有配合的攝影師可以介紹。",
      "collaboration_notes": "LINE聯絡最方便，一週回報一次就好，最後我決定。"
    },
    "otherwise": "這個沒特別想法耶，都可以～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "民宿",
          "整個重做"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "daolang-house.com.tw"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "宜蘭冬山"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "平台抽成",
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
      "target_audience": {
        "said": 2,
        "text": [
          "小家庭",
          "背包客"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "中文",
          "英文"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "湯圍小院"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "清爽",
          "稻田"
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
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 100000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "main_pages": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "訂房一定要好用",
          "手機版"
        ]
      }
    }
  },
  {
    "id": "heldout113-other-zh-nantun-seafood-menu-board",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我是台中南屯「阿榮海產熱炒」的老闆 店開了22年 想找人重新設計菜單 現在的菜單是護貝的A4紙 用了好幾年 油油的又看不清楚",
      "要做的東西有三樣 桌上的菜單本、牆上那塊大的價目板、還有外帶用的點菜單 價目板要跟隔壁巷子老陳熱炒的差不多大 他們那塊我看大概三米寬",
      "最大的問題是菜變多了 比以前多了快一半 年輕店員跟客人都找不到菜 還有很多人一直問時價的到底多少",
      "客人大部分是附近上班的 下班來喝酒吃飯 還有家庭聚餐 週末很多大學生來 一桌十幾個人那種",
      "時間的話 端午節前要全部換好 今年端午是6月19號 印刷廠說要兩個禮拜 所以設計最慢5月20號要給我",
      "你們來店裡看一次就好 我下午兩點到四點比較有空。你們工作室我女兒查過 從我們這邊開車大概20分鐘 比之前做招牌那家在彰化的近多了 那家要開一個鐘頭",
      "剛剛我女兒說一次不夠啦 要來兩次 一次來看店 一次拿印好的樣本來桌上試 好啦 那就兩次"
    ],
    "whenAsked": {
      "preferred_style": "風格喔？這我不會講啦，我女兒比較懂，她這禮拜出國，等她回來再說。",
      "colors_and_elements": "招牌那個紅色的字要留著，客人都認那個。其他你們看。",
      "key_considerations": "字一定要大，老客人很多都老花了。還有要耐油、好擦，價錢改的時候要好換，不要整本重印。",
      "collaboration_notes": "打電話或LINE都可以，決定的是我，但我女兒會幫我看。",
      "address": "台中南屯，文心南路那邊的巷子進去。"
    },
    "otherwise": "這個都好啦，你們看著辦。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "熱炒",
          "重新設計菜單"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中南屯"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "菜單本",
          "價目板",
          "點菜單"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "找不到菜",
          "時價"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "附近上班的",
          "家庭聚餐",
          "大學生"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-05-20",
          "precision": "day",
          "relation": "by"
        }
      },
      "distance": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 20,
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
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "紅色的字"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "字一定要大",
          "耐油"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "LINE",
          "決定的是我"
        ]
      }
    }
  },
  {
    "id": "heldout113-residential-zh-fengshan-retiree-elevator-flat",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我姓陳，今年61歲，去年從台電退休。我跟我太太在高雄三民區的老透天住了快30年，四層樓爬上爬下膝蓋真的受不了，所以在鳳山區衛武營附近買了一間電梯大樓的中古屋，想請你們幫忙整個重新裝潢。",
      "新家權狀32坪，差不多是我們現在透天的一半多一點，透天那邊有55坪。格局是三房兩廳兩衛，外加一個小陽台。東西那麼多，搬過去一定要大斷捨離😅",
      "這間大樓比我們透天新多了，透天是民國70年蓋的。新的這間屋況算不錯，就是廚房很小又是一字型，主臥浴室沒有窗戶很潮濕，客廳採光也被前屋主做的大電視牆擋住。",
      "預算的話，我兒子前年在台南買新成屋，裝潢花了200萬，他做了一大堆系統櫃。我們不用那麼多，大概他的一半就好，100萬左右。",
      "住的就我跟太太兩個，還有一隻13歲的老柴犬叫阿福。兒子一家過年過節會從台南回來住兩三天，所以要留一間當客房。太太退休前是國小老師，每天早上都要練書法，她的書法作品跟字帖有一大櫃；我喜歡煮飯、看棒球，傍晚會去衛武營散步。",
      "透天已經賣掉了，買方要求7月底前點交，所以我們最晚6月30號就要搬進新家。風格喜歡簡單、好整理，有一點日式的木頭感，不要太現代、冷冰冰的那種。",
      "啊，剛剛講預算100萬，我跟太太討論了一下，她說兩間浴室都要重做、鋁窗也要換成氣密窗，那就提高到130萬好了，這是上限。",
      "還有最重要的是安全，我們年紀大了，浴室要止滑、要有扶手，地板不要有高低差。阿福後腳也不太好，地板不要太滑。"
    ],
    "whenAsked": {
      "age": "大樓幾年的喔…仲介有講過，我一時想不起來，要再翻一下買賣合約才知道。",
      "colors_and_elements": "顏色喔，米白、淺木色那種就好，不要太暗，我太太不喜歡灰色。",
      "memorable_moments": "以前透天一樓有一張大圓桌，過年全家圍著吃飯，新家希望餐桌還是可以坐得下八個人。",
      "expected_deadline": "設計最好3月底前可以定下來，不然6月底會來不及。",
      "other_design_requirements": "燈要全部換成LED，書法那一櫃希望做成有門的，不要積灰塵。",
      "number_of_visits": "我們就住高雄，要去現場幾次都可以，一個月去個兩三次沒問題。",
      "collaboration_notes": "LINE聯絡就好，我太太看不太懂圖，最好用照片或3D圖給我們看，大事我們兩個一起決定。",
      "plans_after_project": "以後如果走不太動，可能會請外籍看護，客房到時候可以給看護住。"
    },
    "otherwise": "這個我們沒什麼意見，你們專業的覺得好就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "電梯大樓的中古屋",
          "重新裝潢"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "鳳山區"
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
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 32,
          "unit": "ping"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "三房兩廳兩衛"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "廚房很小",
          "沒有窗戶很潮濕",
          "大電視牆"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "老柴犬",
          "兒子一家"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "書法",
          "煮飯",
          "看棒球"
        ]
      },
      "important_collections": {
        "said": 4,
        "text": [
          "字帖"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-30",
          "precision": "day",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "簡單、好整理",
          "日式的木頭感"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 1300000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "止滑",
          "扶手",
          "高低差"
        ]
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "米白",
          "淺木色"
        ]
      }
    }
  },
  {
    "id": "heldout113-commercial-zh-xinzhuang-pet-grooming-move",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我是吳凱文 在板橋開寵物美容店第6年了 現在店太小 預約一直排不進來 所以在新莊頭前庄站附近租了新店面 要搬過去順便擴大 想找人做室內設計",
      "新店大概是舊店兩倍大 舊的只有12坪 新的是一樓店面 權狀25坪 美容桌想從2張變4張 另外想加幾間小的住宿房",
      "舊店最大的問題是吹水區跟等待區黏在一起 吹風機很吵 狗一直叫 客人在門口等很煩躁 貓也會緊張 新店想把貓狗分開 動線也要分乾濕",
      "預算喔 舊店當初裝潢花60萬 這次大概抓它的兩倍多 150萬以內 不含美容桌跟烘箱那些設備",
      "客人大多是附近的年輕夫妻跟上班族 養小型犬跟貓的最多 很多人是把毛孩當小孩在養 肯花錢 但很在意乾不乾淨",
      "我們跟附近連鎖店不一樣的地方是 一次只顧一隻 不關籠 美容師都有丙級證照 而且貓有專門的貓美容師",
      "開幕時間的話 舊店租約4月底到期 想在那之前開 先抓4月18號週六",
      "風格想要明亮乾淨 有點像北歐那種白色加木頭 不要粉紅色卡通風 太幼稚 顏色可以用我們logo的薄荷綠",
      "剛剛問過工班 他們說過年後才能進場 4月太趕 舊店房東那邊可以續租到6月底 所以開幕改5月16號 一樣週六"
    ],
    "whenAsked": {
      "brand_value": "希望客人一進來就覺得安心 像把小孩交給信得過的保母那樣",
      "unique_design": "特色喔 還沒想到欸 你們有什麼建議可以提",
      "key_considerations": "排水跟通風一定要做好 毛很多 還有隔音 樓上是住家 怕被投訴",
      "expected_deadline": "設計圖最好2月中前出來 年後工班就能直接進場",
      "other_design_requirements": "招牌要重做 店裡的價目表也可以一起設計",
      "number_of_visits": "現場看2次就夠了吧 平常我都在店裡",
      "collaboration_notes": "我自己決定就好 LINE聯絡 晚上9點後比較有空回",
      "plans_after_project": "板橋舊店可能會留著當第二家 看新店做得怎樣"
    },
    "otherwise": "都可以 你們決定",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "寵物美容店",
          "擴大"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "新莊頭前庄站附近"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 25,
          "unit": "ping"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "吹風機很吵",
          "貓狗分開",
          "分乾濕"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 1500000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "年輕夫妻跟上班族",
          "小型犬跟貓"
        ]
      },
      "competitive_advantage": {
        "said": 5,
        "text": [
          "不關籠",
          "丙級證照",
          "貓美容師"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "明亮乾淨",
          "北歐"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "薄荷綠",
          "粉紅色卡通風"
        ]
      },
      "opening_date": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-05-16",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "安心"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "排水跟通風",
          "隔音"
        ]
      }
    }
  },
  {
    "id": "heldout113-exhibition-zh-taichung-saddle-cycle-show",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是許志明，在台中大雅一家自行車坐墊工廠當業務經理。我們今年是第二次參加台北國際自行車展，想找設計公司幫忙設計攤位。去年是找展覽公司做套裝的，效果很普通，老闆說今年要認真弄。",
      "今年展期是3月25號到28號，比去年早了快一個禮拜。地點一樣在南港，不過去年我們在二館四樓的角落，人很少，今年抽到南港展覽館一館一樓，靠主走道。",
      "攤位也變大了，去年是一個標準攤位3x3，今年併兩個，3x6，所以是18平方米。預算的話，去年套裝花了35萬，老闆說今年給去年的兩倍，70萬，含施工。",
      "會來看的主要是歐洲跟日本的品牌買家、代理商，希望多拿一些OEM、ODM的訂單。一般民眾不是重點。",
      "我們做坐墊快30年了，強項是人體工學設計跟自己開模的減壓凝膠，騎長途屁股比較不會痛。希望買家一走進來就覺得這家很專業、很可靠，不是那種拚便宜的代工廠。",
      "進場的話，手冊上寫3月23號，撤場是28號閉展後當天晚上要撤完。攤位上會放兩台螢幕播影片，還有一台坐墊壓力測試的機器，所以要用電，水就不用了。",
      "風格想要乾淨俐落、有點科技感，像Apple門市那種，但不要太冷，可以帶一點工廠的質感，像原木或金屬。",
      "不好意思，剛剛進場日講錯了，我再翻了一下參展手冊，併攤跟特裝攤位是3月22號進場，23號是給標準攤位的，所以我們是22號。",
      "最在意的是要有地方讓買家坐上去試坐，還有一個可以安靜談生意的小洽談區。另外下半年我們可能會去德國Eurobike，展架如果能拆下來再用最好。"
    ],
    "whenAsked": {
      "unique_design": "亮點喔…老實說還沒什麼想法，你們比較專業，幫我們想想看。",
      "colors_and_elements": "公司LOGO是深藍色，可以用深藍配白，不要太花。",
      "expected_deadline": "設計最好2月底前定案，因為要送主辦單位審圖。",
      "other_design_requirements": "型錄跟DM可能也要重新設計，另外想做一些小贈品，像坐墊造型的鑰匙圈。",
      "number_of_visits": "我們在台中，見面的話兩三次就好，其他用視訊。",
      "collaboration_notes": "平常跟我聯絡就好，最後要老闆拍板，他比較重視效果圖。"
    },
    "otherwise": "這部分沒有特別要求，照你們建議的就可以。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "台北國際自行車展",
          "自行車坐墊"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-25",
          "precision": "day"
        }
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館一館"
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
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 700000,
          "currency": "TWD"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "歐洲跟日本的品牌買家",
          "代理商"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "很專業、很可靠"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "人體工學",
          "減壓凝膠"
        ]
      },
      "exit_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-28",
          "precision": "day"
        }
      },
      "water_electricity_supply": {
        "said": 5,
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "乾淨俐落",
          "科技感"
        ]
      },
      "entry_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-22",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "試坐",
          "洽談區"
        ]
      },
      "plans_after_project": {
        "said": 8,
        "text": [
          "Eurobike",
          "拆下來再用"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout113-brand-ko-jeonju-tteok-third-generation",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 전주에서 떡집 하는 정다은이라고 해요. 엄마가 남부시장 안에서 28년 하신 '복순이네 떡방'을 제가 물려받게 됐는데, 이번에 가게를 객리단길 쪽으로 옮기면서 로고랑 브랜드를 새로 하고 싶어서 연락드렸어요. 지금 로고는 1998년에 시장 간판집 사장님이 붓글씨로 그냥 써주신 거라서요.",
      "복순이는 외할머니 이름이에요. 할머니가 시장 좌판에서 시작하시고 엄마가 가게로 키운 거라 이름은 절대 안 바꿀 거예요. 3대째 한다는 게 저희 자랑이기도 하고요.",
      "주력은 쑥인절미랑 찹쌀떡이고, 명절엔 송편, 평소엔 돌잔치나 결혼식 답례떡 세트가 많이 나가요. 요즘은 택배 주문이 매출의 40% 정도 돼요.",
      "고민은 시장 단골 어르신들은 다 아시는데 젊은 사람들은 저희를 전혀 몰라요. 객리단길은 한옥마을 들렀다 오는 20~30대 관광객이 많아서 그분들 눈에 띄어야 하고, 택배 상자에 붙였을 때도 예뻐야 해요.",
      "그렇다고 너무 힙하게만 가면 엄마 단골분들이 서운해하실 거예요. 옛날 떡집의 정겨운 느낌은 살리되 깔끔하게요. 색은 쑥색이랑 팥색 같은 떡 색깔이 좋고, 빨간색 금색 번쩍이는 건 싫어요.",
      "일정은 추석 선물세트 때문에 중요해요. 작년엔 8월 20일부터 추석 예약을 받았는데 올해는 추석이 9월 25일이라 좀 더 일찍 시작하려고요. 그래서 디자인은 7월 말까지 끝나면 좋겠어요.",
      "미팅은 지난번 온라인몰 만들 때 업체랑 다섯 번 했는데 솔직히 좀 많았어요. 이번엔 세 번이면 될 것 같아요. 스마트스토어는 '복순이네 떡방'으로 검색하면 나오고 인스타는 아직 없어요.",
      "아 그리고 아까 7월 말이라고 했는데, 상자 만드는 사장님한테 물어보니 새 로고로 상자 인쇄하는 데 한 달 넘게 걸린대요. 디자인은 6월 말까지로 당겨야 할 것 같아요."
    ],
    "whenAsked": {
      "registration_status": "상표요? 엄마 때도 안 했고 아직 등록 안 했어요.",
      "need_registration_assistance": "그건 비용 들어보고 정할게요. 지금은 잘 모르겠어요.",
      "key_considerations": "엄마 단골 어르신들도 한눈에 알아보실 수 있었으면 하고요, 택배 상자랑 스티커, 간판에 다 쓰기 쉬운 로고였으면 해요.",
      "other_design_requirements": "가능하면 택배 스티커랑 쇼핑백도 같이 봐주세요.",
      "collaboration_notes": "결정은 제가 하는데 엄마한테 꼭 한 번 보여드리고 정할 거예요. 연락은 카톡이 편해요."
    },
    "otherwise": "그건 딱히 정한 게 없어요. 알아서 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "로고랑 브랜드를 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "객리단길"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "외할머니 이름",
          "3대째"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "쑥인절미",
          "찹쌀떡",
          "답례떡 세트"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "젊은 사람들은 저희를 전혀 몰라요"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20~30대 관광객"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "정겨운 느낌은 살리되 깔끔하게"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "쑥색이랑 팥색",
          "빨간색 금색"
        ]
      },
      "brand_website": {
        "said": 6,
        "text": [
          "스마트스토어",
          "복순이네 떡방"
        ]
      },
      "number_of_visits": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 3,
          "unit": "times"
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
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
          "어르신들도 한눈에 알아보실",
          "쓰기 쉬운 로고"
        ]
      }
    }
  },
  {
    "id": "heldout113-packaging-ko-hongseong-yakju-chuseok-set",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 충남 홍성에서 작은 양조장 하는 임재현입니다. 아버지 때부터 동네 막걸리를 만들어 왔고, 제가 들어오고 나서 3년 전부터 약주도 빚고 있습니다. 이번에 약주로 추석 선물세트를 처음 내려고 해서 연락드렸어요. 병은 기성품을 쓰고, 병에 붙일 라벨이랑 선물 상자 디자인이 필요합니다.",
      "술은 결성 쌀로 빚은 맑은 약주고 도수는 13도예요. 차게 해서 식전주로 마시거나 명절 차례상, 어른들 드리는 선물로 많이 찾으세요.",
      "병은 375ml짜리고 상자 하나에 세 병 들어가요. 작년에 막걸리 선물세트는 750ml 두 병들이로 했는데 무겁다는 말이 많아서 이번엔 작은 병으로 가려고요.",
      "다른 데랑 다른 점은 홍성 결성면 쌀만 쓰고 누룩도 저희가 직접 디딘다는 거예요. 감미료를 하나도 안 넣어서 뒷맛이 깔끔합니다.",
      "사는 분들은 40~50대가 부모님이나 거래처 선물로 사는 경우가 제일 많고, 요즘은 30대도 전통주 선물 꽤 해요. 판매는 네이버 스마트스토어, 홍성 하나로마트, 그리고 서울 전통주 보틀숍 몇 군데에 들어가요.",
      "전통주라고 한복 문양이나 붓글씨로 가는 건 너무 식상해요. 와인 라벨처럼 여백 많고 단정한 느낌이었으면 합니다.",
      "일정은요, 작년 막걸리 세트 땐 8월 중순에야 디자인을 받아서 인쇄가 다 밀렸어요. 올해 추석이 9월 25일이니까 이번엔 여유 있게 6월 30일까지 디자인이 끝났으면 합니다. 수량은 작년의 두 배쯤 생각하고 있고요.",
      "아 하나 정정할게요. 방금 병 업체랑 통화했는데 375ml 병이 올해 단종이라고 해서, 500ml 병으로 바꾸고 상자는 두 병들이로 가기로 했어요."
    ],
    "whenAsked": {
      "colors_and_elements": "색은 아직 생각 안 해봤어요. 시안 보고 정하고 싶어요.",
      "preferred_materials": "상자는 종이로 하고, 안에 스티로폼이나 플라스틱 완충재 말고 종이 칸막이였으면 해요.",
      "key_considerations": "주류라서 라벨에 들어가야 할 표시사항이 많아요. 도수, 원재료, 임산부 경고문구 같은 게 빠지면 안 되는데 그래도 지저분해 보이지 않게 해주세요.",
      "problem_need": "보틀숍에 가면 와인이랑 위스키 사이에서 저희 술이 너무 촌스러워 보여요.",
      "collaboration_notes": "결정은 제가 하고, 연락은 메일이나 카톡 다 괜찮습니다."
    },
    "otherwise": "그건 특별히 생각해 둔 게 없어요. 편하신 대로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "추석 선물세트",
          "라벨이랑 선물 상자"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "충남 홍성"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "맑은 약주",
          "식전주"
        ]
      },
      "specification": {
        "said": 7,
        "text": [
          "500ml",
          "두 병들이"
        ]
      },
      "packaging_form": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "box",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "결성면 쌀만",
          "누룩도 저희가 직접",
          "감미료를 하나도 안 넣어서"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "40~50대",
          "30대도 전통주 선물"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "스마트스토어",
          "하나로마트",
          "전통주 보틀숍"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "와인 라벨처럼",
          "여백 많고 단정한"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-30",
          "precision": "day",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "종이로",
          "종이 칸막이"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "표시사항",
          "임산부 경고문구"
        ]
      }
    }
  },
  {
    "id": "heldout113-website-ko-gwanggyo-vet-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 수원 광교에서 숲속동물병원 하는 수의사 최은비예요. 개원한 지 5년 됐는데 아직 홈페이지가 없어서 네이버 블로그랑 인스타로만 버티고 있어요ㅠㅠ 이번에 병원을 넓혀서 옮기게 돼서 제대로 된 사이트 하나 만들고 싶어요.",
      "지금 병원은 광교중앙역 앞 상가 2층인데, 4월 6일에 광교호수공원 쪽 1층으로 이전해요. 사이트는 이전 일주일 전인 3월 30일에는 열려 있어야 보호자분들이 안 헷갈리실 것 같아요.",
      "제일 큰 문제는 전화예요. 진료 중에 예약 전화가 계속 와서 간호사 선생님들이 너무 힘들어하세요. 그래서 병원 소개보다는 온라인 예약이 메인인 사이트였으면 해요. 진료 시간이랑 휴진일도 바로 확인되게요.",
      "보호자분들은 광교 아파트 사시는 30~40대가 대부분이고 고양이 키우는 분들이 특히 많아요. 고양이 전용 진료실이 저희 자랑이라 그것도 잘 보였으면 좋겠어요.",
      "예산은요, 처음 견적 받은 업체가 1200만 원을 불렀는데 저희한텐 너무 커서요. 그 절반인 600만 원 정도로 생각하고 있어요.",
      "분위기는 병원 같지 않게 따뜻했으면 해요. 영통에 있는 온누리동물메디컬센터 사이트 보면 깔끔하긴 한데 너무 차갑고 딱딱하더라고요. 그거보단 동네 카페처럼 편한 느낌이요.",
      "아 예산 정정할게요! 방금 공동원장님이랑 얘기했는데 예약 시스템까지 제대로 하려면 800만 원까지는 써도 된대요.",
      "페이지는 의료진 소개, 진료 과목, 예약하기, 오시는 길 정도는 꼭 있어야 해요. 이전하는 거라 오시는 길은 특히 자세하게요."
    ],
    "whenAsked": {
      "url": "홈페이지는 없고요, 블로그는 blog.naver.com/soopvet 이에요.",
      "languages": "언어요? 외국인 보호자분들도 가끔 오시긴 하는데… 영어까지 해야 할지는 아직 잘 모르겠어요.",
      "key_considerations": "예약이 실수 없이 들어가는 게 제일 중요해요. 중복 예약 나면 진짜 큰일이거든요. 그리고 연세 있는 보호자분들도 쉽게 쓰실 수 있어야 해요.",
      "collaboration_notes": "결정은 저랑 공동원장님 둘이 같이 해요. 진료 때문에 전화는 어렵고 카톡이 편해요."
    },
    "otherwise": "그건 따로 생각해 둔 게 없어요. 추천해 주시면 따를게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "넓혀서 옮기게",
          "제대로 된 사이트"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "광교호수공원"
        ]
      },
      "expected_deadline": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-30",
          "precision": "day",
          "relation": "by"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "예약 전화가 계속",
          "온라인 예약이 메인"
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
      "target_audience": {
        "said": 3,
        "text": [
          "30~40대",
          "고양이 키우는 분들"
        ]
      },
      "competitors": {
        "said": 5,
        "text": [
          "온누리동물메디컬센터"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "병원 같지 않게 따뜻",
          "동네 카페처럼"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 8000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "main_pages": {
        "said": 7,
        "text": [
          "의료진 소개",
          "진료 과목",
          "오시는 길"
        ]
      },
      "url": {
        "said": "asked",
        "text": [
          "blog.naver.com/soopvet"
        ]
      },
      "languages": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "실수 없이",
          "중복 예약",
          "쉽게 쓰실 수"
        ]
      }
    }
  },
  {
    "id": "heldout113-other-ko-sehwa-guesthouse-map",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 제주 구좌읍 세화리에서 게스트하우스 하는 강나래예요. 손님들한테 나눠줄 동네 일러스트 지도 만들고 싶어서요.",
      "서귀포에서 게하 하는 친한 언니가 작년에 지도 만들었는데 반응이 엄청 좋았대요. 그 언니 건 A2 포스터 한 장이었는데, 저는 접어서 들고 다니는 A4 크기 지도랑 로비에 걸 큰 포스터 하나, 이렇게 두 가지요.",
      "손님들이 맨날 같은 거 물어봐요. 버스 정류장 어디냐, 오일장 언제냐, 해녀 식당 어디냐. 동네 가게들이 간판이 작아서 다들 그냥 지나쳐버리고요.",
      "손님은 20~30대 혼자 여행 오는 여자분들이 제일 많아요. 뚜벅이가 대부분이라 걸어서 갈 수 있는 데 위주로요.",
      "그림은 손그림 느낌으로 귀엽게요. 색은 세화 바다색 민트랑 현무암 회색, 형광색은 빼주세요.",
      "작년엔 5월 황금연휴부터 손님이 확 늘었어요. 올해는 그 전에 인쇄까지 끝내야 해서 디자인은 4월 10일까지는 나와야 해요.",
      "작년에 간판 할 때 디자이너분은 서울에서 세 번이나 내려오셨는데, 이번엔 한 번만 오셔서 동네 같이 걸어보시면 될 것 같아요. 나머지는 카톡으로 해요.",
      "아 남편이 그러는데 초안 나오면 현장에서 한 번 더 봐야 한대요. 그럼 두 번 와주셔야겠네요."
    ],
    "whenAsked": {
      "key_considerations": "중요한 거요? 음… 아직 잘 모르겠어요. 하면서 생각해 볼게요.",
      "collaboration_notes": "결정은 저랑 남편이 같이 해요. 연락은 카톡으로요.",
      "other_preferences": "제주 올레길 지도처럼 단순한 거 좋아해요."
    },
    "otherwise": "그건 상관없어요. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "게스트하우스",
          "일러스트 지도"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "세화리"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "A4 크기 지도",
          "로비에 걸 큰 포스터"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "같은 거 물어봐요",
          "지나쳐버리고"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20~30대 혼자 여행",
          "뚜벅이"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "손그림 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "민트",
          "현무암 회색",
          "형광색"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-10",
          "precision": "day",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "카톡"
        ]
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "unit": "times"
        }
      },
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout113-residential-ko-daejeon-dunsan-34pyeong",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 대전 서구 둔산동에 구축 아파트를 하나 샀는데 올수리하려고 연락드려요. 지금은 유성구 노은동 24평 아파트에 전세로 사는데 애들이 크니까 너무 좁아져서요. 새 집은 지금 집보다 딱 10평 넓은 34평이에요.",
      "1996년에 지어진 거라 올해로 30년 됐어요. 방 3개에 화장실 2개, 거실이랑 주방이 ㄱ자로 붙어 있는 구조고요. 베란다는 아직 확장 안 돼 있어요.",
      "전 주인 할머니가 20년 넘게 사셔서 샷시랑 욕실이 완전 옛날 그대로예요. 겨울에 외풍이 너무 심하고, 주방이 좁고 어두워서 요리할 맛이 안 나요. 수납장도 거의 없어서 짐이 다 밖에 나와 있어요.",
      "사는 사람은 남편이랑 저, 초4 아들, 초1 딸, 그리고 일곱 살 된 푸들 한 마리예요. 저는 초등학교 교사라 퇴근하고 식탁에서 수업 준비를 많이 하고, 남편은 주말마다 애들이랑 보드게임 하거나 요리하는 걸 좋아해요.",
      "예산은… 작년에 언니가 분당 32평 아파트 고칠 때 8천 들었다던데 저희는 그렇게까지는 못 써요ㅠ 6천만 원 안에서 해결하고 싶어요.",
      "이사는 지금 집 전세 만기가 6월 30일이라 바로 다음 날인 7월 1일에 들어가는 게 목표예요.",
      "스타일은 깔끔하면서 따뜻한 느낌이요. 원목 가구랑 잘 어울리는 내추럴한 스타일? 너무 유행 타는 건 싫어요.",
      "아 그리고 아까 입주 7월 1일이라고 했는데 방금 남편이 계약서 다시 봤더니 전세 만기가 7월 31일이더라고요ㅎㅎ 그래서 입주는 8월 1일로 잡아주세요.",
      "제일 신경 쓰이는 건 강아지가 미끄러지지 않는 바닥이랑 층간소음이에요. 공사 전에 관리사무소 동의 받는 것도 좀 도와주시면 좋겠어요."
    ],
    "whenAsked": {
      "colors_and_elements": "색은 아직 잘 모르겠어요. 남편이랑 얘기를 더 해봐야 할 것 같아요.",
      "important_collections": "애들 책이 진짜 많아요. 전집만 몇 세트라 책장 자리가 꼭 있어야 해요.",
      "expected_deadline": "디자인은 4월 안에만 정해지면 될 것 같아요.",
      "other_design_requirements": "붙박이장이랑 조명은 같이 봐주시면 좋겠어요.",
      "number_of_visits": "현장은 주말에 두세 번 정도 나갈 수 있어요.",
      "collaboration_notes": "카톡으로 연락 주시면 되고, 큰 결정은 남편이랑 같이 해요.",
      "plans_after_project": "친정 엄마가 나중에 같이 살 수도 있어서 작은방 하나는 손님방처럼 쓸 수 있으면 좋겠어요.",
      "distance": "스튜디오가 어디 있는지 몰라서 거리는 잘 모르겠어요."
    },
    "otherwise": "그건 딱히 생각해 둔 게 없어요. 알아서 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "구축 아파트",
          "올수리"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "둔산동"
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
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 34,
          "unit": "pyeong"
        }
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 30,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "방 3개에 화장실 2개"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "외풍",
          "주방이 좁고 어두워서",
          "수납장"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "초4 아들",
          "초1 딸",
          "푸들"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "수업 준비",
          "보드게임"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 60000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "깔끔하면서 따뜻한 느낌",
          "내추럴한 스타일"
        ]
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "미끄러지지 않는 바닥",
          "층간소음"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout113-commercial-ko-gwangju-bakery-move",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 광주 남구 주월동에서 15년째 동네 빵집 하고 있는 윤미경이에요. 지금 건물이 재건축 들어간다고 해서 가게를 옮기게 됐어요. 새 자리는 봉선동 큰길가 1층 상가고, 이번에 아들이랑 같이 하게 돼서 인테리어를 제대로 해보려고요.",
      "지금 가게가 12평인데 작업실이 너무 좁아서 둘이 일하면 계속 부딪혀요ㅎㅎ 새 가게는 그 두 배 좀 넘는 26평이에요. 이번엔 작업실을 넉넉하게 빼는 게 제일 큰 목표예요.",
      "손님은 거의 동네 주부님들이랑 학원 끝난 중고등학생들이에요. 저희는 15년째 천연발효종이랑 우리밀로만 빵을 굽는데, 근처 프랜차이즈 빵집들이랑 다른 건 그거예요.",
      "예산은요, 지난달에 한 업체에서 견적 받아보니까 7천만 원이 나왔는데 저희한텐 너무 커서요. 그거보다 2천은 줄여서 5천만 원 안쪽으로 하고 싶어요.",
      "오픈은 추석 대목 전에는 꼭 해야 돼요. 올해 추석이 9월 25일이라 그 열흘 전쯤, 9월 15일에는 문 열고 싶어요.",
      "분위기는 예쁜 카페처럼 꾸미는 것보다 빵이 주인공인 밝고 깨끗한 가게였으면 해요. 들어오면 동네 사랑방처럼 편하게 인사 나누고 가는 그런 집이요. 색은 밀가루 포대 같은 베이지에 초록 조금? 빨간 간판은 싫어요.",
      "아 참, 아까 26평이라고 했잖아요. 아들이 부동산에 다시 물어봤는데 26평은 공용 포함이고 실제 전용은 22평이래요. 그걸로 봐주세요.",
      "제일 걱정되는 건 오븐 열기랑 환기예요. 여름에 작업실이 찜통이라 아들이 고생 안 했으면 좋겠어요. 그리고 어르신 손님도 많아서 입구에 턱은 없었으면 해요."
    ],
    "whenAsked": {
      "unique_design": "특별한 거요? 글쎄요… 아직 모르겠어요. 아들한테도 한번 물어볼게요.",
      "expected_deadline": "공사 기간 생각하면 디자인은 6월 말까지는 나와야 할 것 같아요.",
      "other_design_requirements": "간판이랑 빵 봉투 디자인도 같이 해주시면 좋겠어요.",
      "other_preferences": "전주에 있는 오래된 빵집들처럼 수수한 느낌 좋아해요.",
      "number_of_visits": "현장 미팅은 두세 번이면 될 것 같아요.",
      "collaboration_notes": "연락은 아들한테 카톡으로 주시고, 최종 결정은 제가 해요.",
      "plans_after_project": "자리 잡으면 아들 이름으로 온라인 주문도 받아보려고요.",
      "distance": "거리는 잘 모르겠어요. 광주 안이면 좋겠네요."
    },
    "otherwise": "그건 특별히 생각 안 해봤어요. 알아서 잘 해주세요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "동네 빵집",
          "가게를 옮기게"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "봉선동"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "작업실",
          "넉넉하게"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "동네 주부님들",
          "중고등학생"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "천연발효종",
          "우리밀"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 50000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "opening_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-09-15",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "빵이 주인공인",
          "밝고 깨끗한"
        ]
      },
      "brand_value": {
        "said": 5,
        "text": [
          "동네 사랑방"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "베이지",
          "초록",
          "빨간 간판"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 22,
          "unit": "pyeong"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "오븐 열기랑 환기",
          "입구에 턱은 없었으면"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout113-exhibition-ko-paju-camping-kintex",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 파주에서 캠핑 가구 만드는 느린숲 대표 한승우입니다. 5월에 킨텍스에서 하는 캠핑 박람회에 나가는데 부스 디자인이랑 시공 맡길 곳 찾고 있어요. 원목 테이블, 폴딩 체어, 이번에 새로 나온 랜턴 라인 보여줄 예정입니다.",
      "작년엔 같은 박람회에 3x3 부스 하나로 나갔는데 너무 좁아서 의자 펼쳐 놓을 자리도 없었어요. 올해는 두 칸 붙여서 6x3, 18㎡로 신청했습니다. 장소는 킨텍스 제2전시장 7홀이고요.",
      "작년엔 4월 말에 했는데 올해는 좀 늦어져서 5월 7일 목요일 개막이에요. 설치는 전날인 5월 6일 하루 들어갈 수 있고, 철수는 마지막 날인 5월 10일 폐장 후에 하면 됩니다.",
      "보러 오는 분들은 대부분 30~40대 가족 캠퍼인데, 저희한테는 캠핑장 운영자나 아웃도어 편집숍 바이어 만나는 게 더 중요해요. 부스에 들어오면 숲속 사이트에 앉아 있는 것처럼 편안하고, 오래 쓰는 물건이라는 느낌을 받았으면 합니다.",
      "예산은 작년에 1,500 정도 썼는데 올해는 부스가 두 배니까 그것보다는 더 쓸 수 있을 거예요. 정확한 금액은 동업자랑 아직 정하는 중입니다.",
      "스타일은 군더더기 없이 원목이랑 캔버스 천 위주로, 일본 아웃도어 브랜드 부스들처럼 차분한 느낌이 좋아요. 번쩍이는 조명이나 큰 LED 화면은 안 썼으면 합니다.",
      "전기는 랜턴 시연 때문에 꼭 필요하고, 물은 필요 없어요.",
      "아, 방금 주최측 참가 안내서 다시 봤는데 철수는 폐장 당일이 아니라 다음 날 5월 11일 오후 2시까지네요. 철수일은 그날로 잡아주세요.",
      "제일 중요한 건 설치가 하루뿐이라 시공이 빨라야 한다는 거고, 랜턴 불빛이 잘 보이게 부스 안쪽을 조금 어둡게 할 수 있으면 좋겠어요."
    ],
    "whenAsked": {
      "budget": "그건 아직 확정이 안 돼서요. 다음 주쯤 정해지면 따로 말씀드릴게요.",
      "unique_design": "랜턴을 천장에 여러 개 매달아서 밤 캠핑장 같은 분위기를 내면 어떨까 생각은 해봤어요.",
      "colors_and_elements": "로고 색이 짙은 녹색이라 그 색은 들어갔으면 해요.",
      "expected_deadline": "디자인은 4월 초까지는 확정돼야 제작이 될 것 같아요.",
      "other_design_requirements": "제품 카탈로그랑 바이어용 명함 정도요.",
      "number_of_visits": "사무실 미팅은 한두 번이면 충분합니다.",
      "collaboration_notes": "메일로 시안 보내주시면 제가 보고 바로 답드릴게요.",
      "plans_after_project": "반응 좋으면 가을에 부산 벡스코 캠핑페어도 나가려고요. 부스 재사용 가능하면 좋겠습니다.",
      "distance": "파주 사무실에서 킨텍스까지는 차로 30분 정도예요. 스튜디오까지 거리는 잘 모르겠네요."
    },
    "otherwise": "그건 특별히 정해둔 건 없어요. 제안해 주시면 보고 판단할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "캠핑 박람회",
          "원목 테이블",
          "랜턴 라인"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "제2전시장 7홀"
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
      "problem_need": {
        "said": 1,
        "text": [
          "너무 좁아서",
          "의자 펼쳐 놓을 자리"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-05-07",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-05-06",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "캠핑장 운영자",
          "편집숍 바이어"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "숲속 사이트",
          "오래 쓰는 물건"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "원목이랑 캔버스 천",
          "차분한 느낌"
        ]
      },
      "water_electricity_supply": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "exit_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-05-11",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "시공이 빨라야",
          "어둡게"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "랜턴을 천장에",
          "밤 캠핑장"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
];
