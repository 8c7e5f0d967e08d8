import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 109 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: written like a professional brief
 * (marketing managers, brand managers, procurement officers and office managers who write as they would an e-mail
 * brief: headings with colons, bullet and numbered points, trade abbreviations and jargon such as SKU, KPI, FF&E, TBD,
 * 坪效, 動線, 시안, 납기, English labels in Chinese and Korean messages; in each, a value of someone or something else in
 * passing, one correction, and one or two fields not known, filed as skipped). Written in session 61 by seven writers,
 * all 21 conversations. First played on 3ff0a738 (the session's start), before any change it could have prompted: 182
 * of 273 facts (66.7 %), 15 wrong values, 27 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 109)
 * - brand_design: Hannah, marketing manager at Marlow Outdoor (Christchurch, NZ outdoor furniture maker), briefs a full identity refresh ahead of a DTC launch. Traps: sister company Marlow Marine's 2 March relaunch date (message 3). Correction: message 5 changes registration_status from not_registered (message 2) to in_progress. Unknown: brand_name_story.
 * - packaging_design: Priya, brand manager at a Melbourne native-seasonings brand, briefs jars and refill pouches for a new 3-SKU finishing-salt line. Traps: the separate Dukkah SKU weight (120g, kraft pouch) in message 2. Correction: message 6 changes expected_deadline from 13 March (message 5) to 6 March. Unknown: preferred_materials.
 * - website: Dana, marketing manager of a 4-clinic physio group in Calgary, briefs a booking-led site rebuild with Jane App integration. Traps: an Edmonton clinic group's $60K website spend in message 4. Correction: message 6 changes budget from CAD 28K (message 4) to CAD 32K. Unknown: languages.
 * - other: Rachel, managing editor at a Wellington indie press, briefs a consistent series of book covers (paperback + ebook) for a crime trilogy reissue. Traps: the author's home in Dunedin in message 1 (the press is in Te Aro, Wellington). Correction: message 5 changes other_design_requirements from covers for 3 books (message 0) to 4 covers (adding the novella). Unknown: colors_and_elements.
 * - residential_space: Priya Raman, a hospital procurement officer in Philadelphia, briefs a full gut reno of a ~100-year-old 1,450 sq ft East Passyunk rowhouse for her husband, son and greyhound. Traps: message 4 mentions her sister's $65K kitchen reno in Cherry Hill (not the budget or address). Correction: message 7 changes move_in_date from Aug 1 (message 5) to Oct 1. Unknown: colors_and_elements.
 * - commercial_space: Hannah Okafor, brand & ops manager at Halfmoon Coffee, briefs a Cat B fit-out of their third café (with retail bean wall) in a mill unit on Blossom Street, Ancoats, Manchester. Traps: message 1 gives the NQ flagship's Tib Street address and ~1,600 sq ft size and the Stockport HQ (not the project's address or size). Correction: message 6 changes space_size from 1,020 sq ft (message 0) to 1,180 sq ft. Unknown: opening_date, colors_and_elements.
 * - exhibition_space: Priya, marketing manager at Tidekind Foods (Victoria, BC), briefs a 10x20 booth at Grocery & Specialty Food West, Vancouver Convention Centre, to launch a kelp salad. Traps: last year's shared 10x10 booth at SIAL in Montreal (message 1). Correction: message 5 changes budget from CAD 45,000 (message 0) to CAD 38,000. Unknown: unique_design, exit_date.
 */
/* Writer's note (zh-TW, batch 109)
 * - brand_design: 新竹手搖茶連鎖「山嵐茶研所」品牌經理以條列 e-mail 口吻委託 CI/VI 全面 refresh。Traps: 姊妹品牌「嵐豆」的商標已註冊 (message 3)，本品牌商標實為審查中 (message 4)。Correction: message 6 changes expected_deadline from 2026-05-29 (message 5) to 2026-04-30. Unknown: colors_and_elements.
 * - packaging_design: 花蓮富里有機米品牌「富里穀倉」行銷主管以【標籤】條列方式委託新品「單一田區米」1kg 真空磚與禮盒包裝。Traps: 不在範圍內的既有 5kg 家庭包規格 (message 2)。Correction: message 5 changes specification from 禮盒 3 包 (message 2) to 禮盒 2 包（白米 + 糙米）. Unknown: preferred_materials.
 * - website: 台中大里 CNC 零件代工廠「鉅揚精密」的管理部專案經理以條列需求單委託 B2B 英文為主的企業官網改版（RFQ 詢價）。Traps: 同業去年官網改版花了 80 萬 (message 4)，本案預算為 35 萬。Correction: message 7 changes expected_deadline from 2026-05-15 (message 5) to 2026-06-15. Unknown: competitors.
 * - other: 高雄左營新開業「晴禾牙醫診所」行政主任以條列需求委託診所指標系統（外牆招牌、樓層索引、診間門牌、法規標示）設計。Traps: 負責製作安裝的招牌廠在台南 (message 4)，診所地點是高雄左營。Correction: message 5 changes other_design_requirements from 兩層、診間門牌 ×8 (message 1) to 三層（1F～3F）、診間門牌 ×12. Unknown: collaboration_notes.
 * - residential_space: Vivian, a consumer-goods brand marketer, writes a labelled brief to fully renovate an 18-year-old 34-ping elevator apartment in Gushan, Kaohsiung, for herself, her husband and a cat, both working from home. Traps: their current Zuoying rental of 22 ping (message 1) is not the home's size. Correction: message 5 changes move_in_date from end of July (message 4) to 2026-06-30. Unknown: budget.
 * - commercial_space: Kevin, brand manager of the Taichung bakery brand 麥田小日, sends an RFP-style brief for its first Taipei store, a 25-ping takeaway bakery in a lane off Zhongxiao E. Rd. Sec. 4, Da'an. Traps: the Taichung flagship's 40 ping (message 3) is not this store's size. Correction: message 7 changes budget from NT$3.5M (message 5) to NT$3M. Unknown: opening_date.
 * - exhibition_space: Ann, marketing PM at keyboard maker KeyForge, sends a turnkey booth brief for a 54 m² three-side-open stand at COMPUTEX 2026, Nangang Exhibition Center Hall 1. Traps: last year's 36 m² (6x6) booth (message 1) is not this year's size. Correction: message 7 changes exit_date from 2026-06-05 (message 5) to 2026-06-06. Unknown: unique_design.
 */
/* Writer's note (ko-KR, batch 109)
 * - brand_design: 경기 이천 쌀 가공식품 제조사 (주)온담푸드의 마케팅 과장이 신규 B2C 쌀 디저트 브랜드 '소복'의 BI 신규 개발을 이메일 브리프 형식으로 의뢰. Traps: message 2 mentions the parent company's B2B site ondamfood.co.kr (brand_website must be the brand's own @sobok.rice, given when asked). Correction: message 6 changes expected_deadline from 2026-03-31 (message 4) to 2026-03-20. Unknown: need_registration_assistance.
 * - packaging_design: 전주 스페셜티 로스터리 한결로스터스의 상품기획 담당자가 싱글오리진 드립백 3종의 단상자와 개별 라벨 스티커 디자인을 이메일 브리프 형식으로 의뢰. Traps: message 0 mentions the existing whole-bean product's 200g stand pouch (not this project's spec or packaging form; packaging_form is box + label only). Correction: message 5 changes specification from 10입 per box (message 1) to 12입. Unknown: preferred_materials.
 * - website: 대구 성서산단 자동차 브레이크 부품 정밀가공 업체 (주)세진하이텍의 경영지원팀 대리가 RFP 형식으로 국/영문 기업 홈페이지 리뉴얼을 의뢰. Traps: message 3 mentions last year's English catalogue cost of 1,800만 원 (not the website budget, which stays unknown). Correction: message 5 changes languages from 국문·영문·일문 (message 2) to 국문·영문. Unknown: budget.
 * - other: 수원 영통구 앱 기반 수거·배송 세탁 서비스 하얀세탁의 운영지원팀 매니저가 배송 차량 12대의 래핑 디자인(시공용 인쇄 파일 포함)을 이메일 브리프 형식으로 의뢰. Traps: message 2 mentions the wrap installer's location 화성 동탄 (not the business address, which is 수원 영통구). Correction: message 4 changes other_design_requirements from 스타리아 카고 12대 (message 0) to 봉고3 탑차 12대. Unknown: collaboration_notes.
 * - residential_space: A working mother writing in numbered e-mail style about a full remodel of a 32-pyeong, 26-year-old apartment in 수지구 풍덕천동 for a family of four. Traps: message 2 mentions the current rented home (성남 분당구 정자동, 24평), which must not become the address or space_size. Correction: message 5 changes move_in_date from 2026-05-16 (message 4) to 2026-05-30. Unknown: colors_and_elements.
 * - commercial_space: A skincare brand manager writing an RFP-style pre-inquiry for the brand's first 22-pyeong flagship store on 해운대 해리단길, Busan. Traps: message 1 gives the head office and logistics address (서울 성동구 성수동), which must not become the store address. Correction: message 6 changes budget from 120,000,000 KRW (message 5) to 100,000,000 KRW. Unknown: opening_date.
 * - exhibition_space: An overseas-sales assistant manager at a fermented-sauce maker writing a bulleted booth request for an 18㎡ corner booth at 2026 서울국제식품산업대전, KINTEX hall 9. Traps: message 1 mentions last year's 9㎡ booth at SIAL Shanghai, which must not become space_size or address. Correction: message 6 changes water_electricity_supply from electricity_only (message 4) to both. Unknown: budget.
 */
export const hundredAndNinthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout109-brand-en-outdoor-furniture-refresh",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora, Hannah Whitfield here, Marketing Manager at Marlow Outdoor in Christchurch. Brief below for a brand refresh.\n\nBackground: family-owned, est. 1994. We design and make outdoor furniture in NZ macrocarpa and powder-coated aluminium. Roughly 90% of sales are trade today (garden centres, hospo fit-outs).\nScope: full identity refresh. Logo, typography, colour palette, brand guidelines. Current logo is from 2009 and looks it.\nObjective: we're launching DTC e-com in Q3 and need to look premium next to imported flat-pack.",
      "Product range for reference:\n- Outdoor dining tables + benches\n- Loungers & daybeds\n- Planter boxes\n- Custom hospitality fit-outs (cafes, motels, vineyards)",
      "Target audience: homeowners aged 35-60 doing new builds or renos, NZ-wide. Secondary: architects and landscape designers who spec for their clients. They care about locally made and stuff that lasts 20+ years.\nWebsite: marlowoutdoor.co.nz / IG @marlowoutdoor\nTM: not registered.",
      "Timing: need the logo + core guidelines signed off by Fri 17 April, so the web agency can start the build for the Q3 launch. (FYI our sister company Marlow Marine relaunches on 2 March. Separate project, separate agency, please ignore.)",
      "Look/feel: warm, crafted, understated. Refs we like: Aesop, Simon James Design, Allbirds. Not: corporate, rustic farmhouse, or anything too 'Kiwiana'.",
      "Correction re TM: just checked with our IP lawyer. We filed the MARLOW OUTDOOR word mark with IPONZ in November, so the application is in progress, not unregistered as I said. She'll file the new logo once it's final, so no need for TM help from your end.",
      "Must-haves:\n1) Works in one colour, as it gets laser-etched into timber and stamped on small aluminium tags\n2) Legible at 15mm wide\n3) Has to sit comfortably alongside garden-centre POS as well as on a premium website"
    ],
    "whenAsked": {
      "brand_name_story": "Honestly unknown. Bruce, our founder (now retired), picked the name in '94 and no one here knows the backstory. TBC if I can get hold of him.",
      "colors_and_elements": "Keep a deep green, trade customers know our current one (roughly Pantone 350 C). Avoid orange, it reads hardware store. No silver ferns or koru motifs please.",
      "other_design_requirements": "Business cards, email signature, swing tags for the furniture and IG templates. Van signage is a phase 2 item.",
      "other_preferences": "We admire what Icebreaker did with their brand, honest and outdoorsy without being cheesy.",
      "collaboration_notes": "Fortnightly check-ins over Zoom. I run it day-to-day; final sign-off is the two directors, Sam and Kate Marlow.",
      "plans_after_project": "DTC site live in Q3, then an Australian trade push in 2027.",
      "number_of_visits": "One workshop in person at our Hornby workshop would be great, the rest online.",
      "distance": "We're in Hornby, Christchurch."
    },
    "otherwise": "No strong view on that, happy to take your lead.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "outdoor furniture",
          "full identity refresh"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "DTC e-com",
          "premium next to imported flat-pack"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Christchurch"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "dining tables",
          "Loungers",
          "Planter boxes"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "homeowners aged 35-60",
          "architects"
        ]
      },
      "brand_website": {
        "said": 2,
        "text": [
          "marlowoutdoor.co.nz"
        ]
      },
      "expected_deadline": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-17",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "warm, crafted, understated",
          "Aesop"
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
      "key_considerations": {
        "said": 6,
        "text": [
          "one colour",
          "laser-etched",
          "15mm"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "deep green",
          "Avoid orange",
          "No silver ferns"
        ]
      },
      "brand_name_story": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout109-packaging-en-brunswick-finishing-salts",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi there, Priya Nair, Brand Manager at Wattle & Ember (native Australian seasonings, based in Brunswick, Melbourne). Quick brief below:\n- Project: packaging for a new line of 3 finishing salts (Saltbush, Lemon Myrtle, Pepperberry)\n- Format: glass jar for retail + a refill pouch\n- Status: recipes locked, salt supplier locked, packaging is the last piece before launch\nHappy to send the full PDF brief if that's easier.",
      "Product: flaky sea salt from SA, blended with native botanicals. It's a finishing salt, not a cooking salt: a pinch over steak, roast veg, avo toast, even salted caramel.\nUSP:\n1) botanicals are wild-harvested and bought direct from Aboriginal-owned enterprises\n2) hand-blended in small batches in Brunswick\n3) no fillers or anti-caking agents",
      "Specs:\n- Jar: 80g net, approx 65mm dia x 90mm H (stock jar, dims TBC)\n- Refill pouch: 200g net\n- Shipper: 6 jars per carton\nFYI our existing Dukkah SKU is 120g in a kraft pouch. Separate line, not part of this job.",
      "Channels: own DTC site (Shopify), ~40 independent grocers and delis across VIC/NSW, and we're in ranging talks with a premium supermarket for Q3.\nTarget: foodie home cooks 30-55 and gift buyers, plus a handful of chefs who'll buy the refill packs.",
      "Look & feel: premium but earthy, modern apothecary rather than the 'bush tucker' cliché. No boomerangs, no dot-painting pastiche; our partners have been very clear on that.\nColours: stay within our CI, charcoal and ochre, with each SKU getting its own accent colour.",
      "Timeline: print-ready artwork by Fri 13 March so we can hit a May launch. Budget is approved; happy to go through it on a call.",
      "Correction on timing: just heard from our printer, their press slot has moved forward, so we need final artwork by Fri 6 March, not the 13th. Sorry for the shuffle."
    ],
    "whenAsked": {
      "preferred_materials": "TBC, sorry. Ops is still comparing two stock jar suppliers and we haven't landed on a pouch material either. Open to your recommendation.",
      "key_considerations": "1) Labels must meet FSANZ requirements: NIP, country of origin panel, allergen statement\n2) SKU names have to read at shelf distance\n3) Any story copy about our First Nations partners needs their sign-off, so build that into the timeline.",
      "problem_need": "Right now it's a generic stock label and it just disappears next to the premium imports on the deli shelf.",
      "other_design_requirements": "A shelf wobbler or PDQ display tray for the indie grocers, and the print on the shipper carton.",
      "other_preferences": "We like the restraint of Aesop's packaging, and Mutti's tins for colour coding by SKU.",
      "collaboration_notes": "Weekly WIP over Teams. I manage day to day; final sign-off is with our MD.",
      "plans_after_project": "A Christmas gift set if the salts do well, then rolling the new system across the Dukkah and rubs range."
    },
    "otherwise": "No strong view on that one, happy to go with your recommendation.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "finishing salts"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Brunswick, Melbourne"
        ]
      },
      "packaging_form": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "bag_pouch"
          ]
        }
      },
      "product_description": {
        "said": 1,
        "text": [
          "flaky sea salt",
          "finishing salt"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "Aboriginal-owned enterprises",
          "small batches",
          "no fillers"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "80g",
          "200g",
          "6 jars per carton"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "DTC site",
          "independent grocers",
          "premium supermarket"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "foodie home cooks",
          "gift buyers"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "premium but earthy",
          "modern apothecary"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "charcoal and ochre",
          "accent colour"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-06",
          "precision": "day"
        }
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "FSANZ",
          "country of origin",
          "First Nations partners"
        ]
      }
    }
  },
  {
    "id": "heldout109-website-en-calgary-physio-booking",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi, Dana Whitford, Marketing Manager at Bow Valley Physio & Sport. We run 4 clinics in Calgary (Kensington, Inglewood, Seton, Tuscany) and we're looking for a full rebuild of our website.\n- Current site: bowvalleyphysio.ca (WordPress, built 2017, not mobile-friendly)\n- Site type: booking-led services site\n- Scope: design + build, with online booking integrated with Jane App",
      "Objectives / KPIs:\n1) move online bookings from ~20% to 50%+ of new appointments\n2) cut phone volume at the front desks, our admins spend half the day on the phone\n3) bring mobile bounce rate down (currently ~70%, and 65% of our traffic is mobile)",
      "Draft sitemap:\n1. Home\n2. Services (physio, massage, pelvic health, concussion, sport rehab)\n3. Locations (one page per clinic)\n4. Our Team (practitioner bios)\n5. Book Online\n6. Direct Billing & Insurance FAQ\n7. Careers",
      "Audience: mostly adults 25-65. Weekend warriors, post-surgery rehab, people referred by their doctor, and a good share of seniors. Many of them book from their phone right after an injury, so it has to be quick.",
      "Budget: CAD $28K for design + build. FYI a clinic group in Edmonton we know spent closer to $60K on theirs, which isn't happening for us 🙂",
      "Style: clean and clinical but warm. Definitely not the stock-photo-of-a-guy-holding-his-knee look; we want real photos of our team and our clinics.",
      "Quick update from finance: the approved number is $32K CAD, not 28. It now includes the Jane App integration work.",
      "Timeline: we need to go live before our busy season (spring running + golf) starts in May. Hard date: Mon Apr 27."
    ],
    "whenAsked": {
      "languages": "TBD. That's on the agenda for our leadership meeting next month, so I can't give you an answer yet.",
      "competitors": "Locally, Peak Performance Physio and Chinook Rehab; both have slick booking flows that we're losing patients to.",
      "key_considerations": "1) The Jane App booking has to feel seamless, no second login\n2) WCAG 2.1 AA accessibility, we have a lot of older patients\n3) No patient health info stored on the site itself, we're bound by the HIA.",
      "colors_and_elements": "Keep our teal and the mountain mark from the logo; avoid anything that looks like a hospital.",
      "other_design_requirements": "We'd need a photographer for a shoot across the 4 clinics, and some help tightening the service copy.",
      "collaboration_notes": "Bi-weekly check-ins on Teams. I run it day to day; the two owners sign off on the design.",
      "plans_after_project": "A monthly blog for SEO and possibly selling braces and bands online down the line."
    },
    "otherwise": "No preference there, go with what you'd recommend.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "4 clinics",
          "rebuild"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "bowvalleyphysio.ca"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Calgary"
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
        "said": 1,
        "text": [
          "online bookings",
          "phone volume"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "Services",
          "Our Team",
          "Book Online"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "Weekend warriors",
          "seniors"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "clinical but warm",
          "real photos"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 32000,
          "currency": "CAD"
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-27",
          "precision": "day"
        }
      },
      "languages": {
        "said": "asked",
        "skipped": true
      },
      "competitors": {
        "said": "asked",
        "text": [
          "Peak Performance Physio",
          "Chinook Rehab"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Jane App",
          "WCAG 2.1 AA",
          "health info"
        ]
      }
    }
  },
  {
    "id": "heldout109-other-en-wellington-crime-reissue-covers",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora, Rachel Tane here, Managing Editor at Harbourline Books, an independent press in Te Aro, Wellington. Brief below.\nProject: 20th-anniversary reissue of Margaret Hollis's Cape Palliser crime trilogy. Rights have reverted to us and we want to relaunch it as a proper series.\nDeliverables: cover designs for the 3 books, i.e. front, spine & back for the B-format paperbacks, plus ebook covers.",
      "Workflow:\n- I'm your single point of contact\n- Fortnightly check-ins over Zoom\n- Margaret (she lives down in Dunedin) has cover approval under her contract\n- Final sign-off sits with our publisher, Tom Greaves",
      "Problem: the original 2006 covers look dated and the three books don't read as a set. Booksellers shelve them apart and readers don't realise it's a series. The current titles are also illegible as ebook thumbnails.",
      "Audience: core is crime readers 45+ and book clubs. Secondary: younger readers we think we can reach through BookTok and the indie bookshop promo we're planning.",
      "Look: moody, atmospheric, 'coastal noir'. Think the wild South Wairarapa coastline, weather, the lighthouse; not blood and knives. Refs: the Penguin Simenon reissues, and how Text Publishing handles its crime list.",
      "Update: the board met this morning and approved adding Margaret's novella, The Lighthouse Keeper's Daughter, to the relaunch. So it's 4 covers now, not 3. Same specs; the novella just has a slimmer spine.",
      "Timeline: final print-ready files by Thu 30 April. Pub date is August."
    ],
    "whenAsked": {
      "colors_and_elements": "Honestly TBD. Margaret and I haven't talked colour at all yet; I'd rather see what you propose first.",
      "key_considerations": "- Title and author name must be legible at ebook thumbnail size\n- The spines need to line up as a set on the shelf\n- Leave room on the back for the barcode/ISBN, and on book 1 for the award sticker",
      "plans_after_project": "If the relaunch works, Margaret has a fourth Cape Palliser novel due in 2027 that would follow the same series look.",
      "number_of_visits": "No need to meet in person, Zoom is fine."
    },
    "otherwise": "No particular preference on that.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "reissue",
          "crime trilogy"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Te Aro, Wellington"
        ]
      },
      "collaboration_notes": {
        "said": 1,
        "text": [
          "single point of contact",
          "Fortnightly",
          "cover approval"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "don't read as a set",
          "ebook thumbnails"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "crime readers 45+",
          "book clubs",
          "BookTok"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "moody, atmospheric",
          "coastal noir"
        ]
      },
      "other_preferences": {
        "said": 4,
        "text": [
          "Penguin Simenon reissues",
          "Text Publishing"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "4 covers",
          "novella"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-30",
          "precision": "day"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "ebook thumbnail",
          "line up as a set",
          "barcode"
        ]
      }
    }
  },
  {
    "id": "heldout109-residential-en-passyunk-rowhouse-gut",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi - Priya Raman here. Quick intro + scope below, happy to send the listing PDF and inspection report if useful.\n\nProject: full gut reno of a rowhouse we closed on in December\nLocation: East Passyunk, South Philly\nProperty type: 2-story brick rowhouse (townhouse)\nAge: built 1925 per the deed, so ~100 yrs old\nSize: approx. 1,450 sq ft, not counting the unfinished basement",
      "Current layout:\n- 1st floor: front living room, dining room, galley kitchen at the back, tiny powder room\n- 2nd floor: 3 BR, 1 full bath\n- Basement: unfinished, laundry + mechanicals",
      "Household: me, my husband Tom, our 6-yo son and a retired racing greyhound.\nLifestyle: we both WFH 3 days/wk (I'm in procurement for a hospital system, Tom's a CPA so Jan-Apr he basically lives at his desk). We cook most nights and host family Sunday dinners, usually 8-10 people.",
      "Pain points, in priority order:\n1) galley kitchen only works for one cook\n2) nowhere to put two WFH desks - right now it's the dining table\n3) one full bath for 3 people + guests\n4) zero entry storage (coats, boots, leash, backpacks all end up on the stairs)",
      "Budget: $180K all-in (GC + design fees), furniture excluded. For calibration - my sister's kitchen-only reno in Cherry Hill came in at $65K last year, so I know the kitchen will eat a big chunk of that. FYI I'll probably run a mini-RFP with 2-3 GCs once drawings are ready.",
      "Timeline:\n- Design sign-off: Apr 30 so GC can mobilize in May\n- Target move-in: Aug 1",
      "Style: warm modern. Want to keep the original character where we can - exposed brick on the party wall, the original stair banister. Hard no on farmhouse / shiplap.",
      "One correction on timeline - Tom reminded me our current lease runs through Sept 30, not July, so target move-in is Oct 1, not Aug 1. Design sign-off date stays the same."
    ],
    "whenAsked": {
      "colors_and_elements": "Honestly TBD - we haven't gotten to finishes or colors yet. Open to your recs once the layout is settled.",
      "key_considerations": "Top 3: 1) cost control - I want a line-item estimate and no surprise change orders; 2) the inspection flagged knob-and-tube wiring on the 2nd floor, so that has to be fully replaced; 3) floors the greyhound won't slip on.",
      "important_collections": "Tom has ~300 vinyl records + a turntable setup, so proper shelving for those somewhere in the living room.",
      "memorable_moments": "Sunday dinners at my parents' place growing up - everyone crammed around one long table. We want that table.",
      "expected_deadline": "Apr 30 for design sign-off.",
      "other_design_requirements": "Yes - lighting plan and built-ins (entry bench/cubbies, office millwork). We'll source furniture ourselves.",
      "other_preferences": "We like Heath tile and Rejuvenation lighting. Saved a bunch of Studio McGee kitchens but minus the farmhouse stuff.",
      "number_of_visits": "3-4 site meetings should be enough; the rest can be Zoom.",
      "collaboration_notes": "Email with a weekly status update works best. Tom and I sign off jointly on anything over $2K.",
      "plans_after_project": "Possibly finishing the basement in 3-5 yrs as a guest suite if Tom's parents move closer.",
      "distance": "We're in South Philly - not sure where your studio is, but we can drive."
    },
    "otherwise": "No strong preference there - open to your recommendation.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "full gut reno",
          "rowhouse"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "East Passyunk"
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
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 100,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 1450,
          "unit": "ft2"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "3 BR",
          "1 full bath",
          "powder room"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "my husband Tom",
          "6-yo son",
          "greyhound"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "WFH 3 days/wk",
          "Sunday dinners"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "galley kitchen",
          "two WFH desks",
          "entry storage"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 180000,
          "currency": "USD"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-30",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "warm modern",
          "exposed brick"
        ]
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-10-01",
          "precision": "day"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "line-item estimate",
          "knob-and-tube"
        ]
      }
    }
  },
  {
    "id": "heldout109-commercial-en-ancoats-coffee-site3",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi there,\n\nBrief below for a new café fit-out - happy to jump on a call once you've had a look.\n\nClient: Halfmoon Coffee (specialty roaster, 2 cafés + wholesale)\nProject: Site #3 - café + retail, shell & core unit, full Cat B fit-out\nLocation: ground-floor unit on Blossom Street, Ancoats, Manchester\nSize: 1,020 sq ft per the agent's particulars\n\nBest,\nHannah Okafor\nBrand & Ops Manager",
      "Bit of context: our NQ flagship on Tib Street (approx. 1,600 sq ft) has been trading 6 yrs and is at capacity most weekends, and a lot of our regulars have moved out to Ancoats. Roastery + HQ are in Stockport - that's where invoices and deliveries go, not the new site.",
      "Target customers: 25-40 locals, remote workers and creatives from the mill conversions, plus the weekend brunch crowd.\nBrand: \"serious coffee, no snobbery\" - people should feel equally welcome ordering a flat white or a £9 Gesha pour-over.",
      "Vs. competition nearby:\n1) we roast our own, in-house, so the menu changes with the seasons\n2) we'd be the only café in Ancoats with a proper retail bean wall + brew kit\nKPIs for the site: c. 350 covers/day and 25% of revenue from retail. The layout has to pull people past the bean wall, not just straight to the till and out.",
      "Budget: £140k for fit-out incl. FF&E, excl. coffee equipment (we're moving the La Marzocco over from our pop-up).\nDesign: sign-off by Fri 27 March so we can go out to tender in April.",
      "Style refs: keep the heritage of the building - it's an old cotton mill, so exposed brick, cast-iron columns, steel. Warm oak, a bit of Scandi restraint. Think Prufrock rather than chain café.",
      "Quick correction on size - measured survey came back this morning: it's 1,180 sq ft NIA, not 1,020. The particulars left out the rear store room.",
      "Signature piece: one long communal bar along the front window, ideally built from reclaimed mill timber. That + the bean wall are basically our KV from the street."
    ],
    "whenAsked": {
      "opening_date": "TBD, honestly - it hinges on the landlord's licence for alterations. Realistically summer, but I can't commit to a date yet.",
      "colors_and_elements": "TBC - our brand refresh is still with the agency, so the palette isn't locked. Can we park that for now?",
      "key_considerations": "1) The mill is Grade II listed - anything touching the brick or windows needs listed building consent. 2) Queue flow at the 8-9am rush. 3) Step-free access + an accessible WC.",
      "problem_need": "Mainly taking the pressure off the flagship at weekends and hitting that 25% retail share.",
      "expected_deadline": "Fri 27 March for design sign-off.",
      "other_design_requirements": "Signage (fascia + projecting sign), menu boards, and the retail shelving/bean wall joinery. Graphics will come from our agency.",
      "other_preferences": "We love what Prufrock and Origin have done. Also big fans of reclaimed materials generally.",
      "number_of_visits": "2-3 site visits, rest on Teams.",
      "collaboration_notes": "Fortnightly update on Teams. I'm day-to-day contact; our MD Sam signs off budget and final design.",
      "plans_after_project": "If Ancoats works, Site #4 in Leeds within 2 yrs, so a design language we can roll out would be ideal.",
      "distance": "We're in Manchester - no idea how far that is from you, sorry."
    },
    "otherwise": "No strong view on that - open to your recommendation.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Site #3",
          "Cat B fit-out"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Blossom Street, Ancoats"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "remote workers",
          "weekend brunch crowd"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "serious coffee, no snobbery"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "roast our own",
          "retail bean wall"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "25% of revenue from retail",
          "past the bean wall"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 140000,
          "currency": "GBP"
        }
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-03-27",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "exposed brick",
          "Scandi restraint"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 1180,
          "unit": "ft2"
        }
      },
      "unique_design": {
        "said": 7,
        "text": [
          "communal bar",
          "reclaimed mill timber"
        ]
      },
      "opening_date": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Grade II listed",
          "Queue flow"
        ]
      }
    }
  },
  {
    "id": "heldout109-exhibition-en-kelp-snack-booth",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "Hi there, Priya Raman, Marketing Manager at Tidekind Foods (Victoria, BC). Quick brief below as we're putting together an RFP for our next trade show.\n\nProject: booth design + build for Grocery & Specialty Food West 2026, Vancouver Convention Centre, West Building.\nShowing: our kelp snack line (4 SKUs of kelp chips + 2 seasoning blends), plus the launch of our new ready-to-eat kelp salad.\nBooth: 10x20 inline, 200 sq ft.\nBudget: CAD 45,000 all-in (design, fab, graphics, I&D). Excludes show services/drayage.\n\nMore detail to follow.",
      "Objectives / KPIs:\n1) Launch the kelp salad to the trade\n2) 150 qualified buyer leads scanned\n3) Sit-downs with at least 2 national distributors\n\nTarget audience: grocery buyers (independents + chain category managers), distributors, and some food service buyers. Not really consumer-facing.\n\nFor context, last year we shared a 10x10 on the BC pavilion at SIAL in Montreal. Way too tight for sampling, hence the upgrade.",
      "Key dates:\n- Show days: Sun Apr 26 to Mon Apr 27\n- Move-in: Sat Apr 25, 8am-6pm\nWe'd want the booth fully dressed by end of move-in day, no finishing touches on show morning.",
      "Services: we'll need electrical (1x 120V 15A for a reach-in cooler + booth lighting) and water. VCH temporary food permit for sampling requires a plumbed hand-wash sink, so both, please.",
      "Look & feel: clean, coastal, calm. Think Scandinavian grocery store, not surf shack. Lots of light wood and deep green, hits of sea-glass blue. Please no fishing nets, buoys or driftwood cliches.",
      "Update from finance, sorry: the budget is CAD 38,000 all-in, not 45k. Q1 reforecast came back lower. Everything else in the brief stands.",
      "Must-haves:\n- Modular and reusable, we'd like to run it at 2 more shows this year\n- Packs into one crate to keep freight down\n- Sampling counter that meets VCH rules, with storage underneath for product and cups\n- Lockable storage for iPads/lead scanners"
    ],
    "whenAsked": {
      "brand_value": "Good food that's good for the ocean. Kelp farming needs no fresh water and no fertilizer, and it actually cleans the water it grows in. At the booth we want buyers to feel curious and relaxed, like they've stepped onto the dock at our farm and want to taste everything.",
      "unique_design": "Honestly no fixed idea yet. That's exactly what we're hoping your concepts bring, so open to proposals.",
      "exit_date": "TBC. The exhibitor manual with move-out times isn't out yet, should land sometime in Feb.",
      "problem_need": "Main goal is to make the kelp salad launch stand out on a busy floor. Kelp is still unfamiliar to a lot of buyers, so the booth has to get them to stop and try it.",
      "competitive_advantage": "We farm our own kelp in Sooke, so it's fully traceable from line to bag. Most competitors import dried seaweed from Asia.",
      "expected_deadline": "Concepts by end of Feb, final design locked by Mar 20 so fab has 4-5 weeks.",
      "other_design_requirements": "Yes: a one-page sell sheet for the salad, and a tote bag for giveaways. Sampling cups branded if budget allows.",
      "other_preferences": "We liked the Oatly booths, very bold. Also Aesop shops for the material palette.",
      "number_of_visits": "Two in-person meetings in Victoria should do it, rest over Teams.",
      "collaboration_notes": "Weekly update over email or Teams. I'm the day-to-day contact; final sign-off is our CEO, Mark.",
      "plans_after_project": "Yes, we plan to reuse it at CHFA NOW Vancouver in September and probably one US show in the fall.",
      "distance": "We're in Victoria, so a ferry ride away from Vancouver."
    },
    "otherwise": "No strong preference there, open to your recommendation.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Grocery & Specialty Food West",
          "kelp snack line",
          "kelp salad"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Vancouver Convention Centre"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 200,
          "unit": "ft2"
        }
      },
      "target_audience": {
        "said": 1,
        "text": [
          "grocery buyers",
          "distributors"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-26",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-25",
          "precision": "day"
        }
      },
      "water_electricity_supply": {
        "said": 3,
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
          "clean, coastal, calm",
          "Scandinavian"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "light wood",
          "deep green",
          "no fishing nets"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 38000,
          "currency": "CAD"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "Modular and reusable",
          "one crate",
          "Sampling counter"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "good for the ocean",
          "curious and relaxed"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout109-brand-zh-hsinchu-tea-refresh",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是山嵐茶研所的品牌經理 林佳穎，想詢問品牌設計的合作，先簡單說明需求：\n1) 品牌：山嵐茶研所，2019 年在新竹創立的手搖茶品牌，目前直營 8 間（新竹 6、竹北 2）\n2) 需求：CI/VI 全面 refresh，含 logo、標準字、標準色、輔助圖形\n3) 原因：現行 logo 是創業時朋友幫忙畫的，印在杯身、放在外送平台縮圖上辨識度很低；下半年要進台中展店，想趁這個時間點把品牌形象整頓好",
      "品名由來：「山嵐」是創辦人老家在尖石，清晨山上起霧的樣子；「茶研所」是因為茶葉拼配都是我們自己一直試、像實驗室一樣。\n產品線：\n- 原葉鮮萃茶\n- 鮮奶茶系列\n- 季節限定水果茶\n- 茶葉禮盒（中秋、過年檔期）",
      "TA：22–35 歲上班族，竹科工程師為主，午休跟下午茶時段的外送單佔營收快一半。他們在意茶的品質跟少糖選項，對花俏的包裝比較不買單。\n官網目前沒有，主要經營 IG：@shanlan.tealab",
      "風格 reference：乾淨、有留白、帶一點日系職人感，但不要太冷。\n順帶一提，我們姊妹品牌「嵐豆」（豆花）去年商標已經註冊好了，那套 VI 是別家公司做的，這次不用參考。",
      "商標狀態：「山嵐茶研所」文字商標去年 11 月送件，目前還在審查中。新 logo 定稿後要再送圖形商標，會交給我們配合的事務所處理，這部分不需要貴司協助。",
      "Timeline：希望 5/29 前定稿，台中一號店預計暑假開幕，招牌跟杯材都要提前下單。",
      "更正一下 timeline：剛開完週會，杯材廠商 MOQ 較大、要提前兩個月下單，所以定稿要提前到 4/30，麻煩以這個日期為準，謝謝。",
      "重點提醒：logo 要在杯身、封膜、外送平台 1:1 縮圖都能清楚辨識，也要能做單色燙金（禮盒用）。"
    ],
    "whenAsked": {
      "colors_and_elements": "標準色目前內部還沒有共識，老闆跟行銷各有想法，這題先 TBD，想等看到提案再一起討論。",
      "other_design_requirements": "有的話想一起報價：名片、杯套、外送貼紙、IG 貼文模板。",
      "other_preferences": "很喜歡日本一些老茶舖重新設計後的感覺，簡單但有溫度。",
      "collaboration_notes": "窗口是我，最終決策是創辦人兼總經理；每兩週一次線上進度會議即可，平常用 Email。",
      "plans_after_project": "台中之後明年想進台北，也在規劃自有品牌茶包上架超商。",
      "number_of_visits": "線上開會就可以，提案那次可以來新竹總部一趟。",
      "distance": "我們在新竹市區，距離不太清楚。"
    },
    "otherwise": "這部分沒有特別偏好，請依專業建議。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "手搖茶品牌",
          "CI/VI 全面 refresh"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "辨識度很低"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "新竹"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "尖石",
          "起霧",
          "實驗室"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "原葉鮮萃茶",
          "鮮奶茶",
          "茶葉禮盒"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "22–35 歲上班族",
          "竹科工程師"
        ]
      },
      "brand_website": {
        "said": 2,
        "text": [
          "@shanlan.tealab"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "留白",
          "日系職人感"
        ]
      },
      "registration_status": {
        "said": 4,
        "value": {
          "kind": "choice",
          "selected": [
            "in_progress"
          ]
        }
      },
      "need_registration_assistance": {
        "said": 4,
        "value": {
          "kind": "yes_no",
          "value": false
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-30",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "外送平台",
          "單色燙金"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout109-packaging-zh-fuli-single-field-rice",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi 您好，我是富里穀倉的行銷主管 陳怡蓁，想詢問包裝設計報價。\n【公司】花蓮富里的有機米品牌，契作農戶 40 戶，主要做有機白米、糙米。\n【專案】新品「單一田區米」系列包裝，預計 Q2 上市。",
      "【產品】每一包米都只來自同一塊田，包裝上會標示田區編號、農友名字、收割日期，概念類似精品咖啡的單一產區。消費者買回去就是日常煮飯用，但我們也想主打送禮。\n【USP】全程有機驗證、低溫碾米、收割後 7 天內碾製出貨。",
      "【規格】\n- 單包：1kg 真空磚，約 16×10×6 cm\n- 禮盒：3 包 1kg 裝（白米 / 糙米 / 胚芽米各一）\n- 包裝形式：真空袋 + 單包外盒，禮盒另做\n（現有的 5kg 家庭包不在這次範圍，維持舊包裝）",
      "【TA】30–45 歲雙薪家庭、注重食安的媽媽，另外也有企業採購中秋 / 年節禮盒。\n【通路】官網電商、momo、誠品生活市集、企業團購",
      "【風格】希望有質感，像精品咖啡豆或清酒的包裝，簡潔、字體感強，不要傳統農產品那種稻穗 + 農夫卡通的感覺。\n【色彩】大地色、米白，點綴一點稻田的綠。",
      "更正【規格】：剛跟通路 PM 確認，禮盒改成 2 包裝（白米 + 糙米），胚芽米產量不夠這次先不放。單包一樣是 1kg 真空磚。",
      "【時程】包裝設計 3/20 定稿，之後要打樣、送印，4 月底前要上架 momo。"
    ],
    "whenAsked": {
      "preferred_materials": "材質這部分我們還沒跟包材廠談，真空袋能不能改用可回收材質也還在評估，先 TBD。",
      "key_considerations": "1) 真空磚要耐運輸、不漏氣\n2) 法規標示：有機標章、產地、保存期限、營養標示的位置要先留好\n3) 田區編號每批不同，希望用貼標或噴碼替換，不要每批重印整個袋子",
      "problem_need": "現在的包裝跟一般超市米長得差不多，賣不出有機跟單一田區的價值，價格也拉不上去。",
      "other_design_requirements": "運輸外箱、介紹農友故事的 DM 小卡，也想一起報價。",
      "other_preferences": "喜歡一些日本清酒品牌的包裝，字體跟留白都很漂亮。",
      "collaboration_notes": "窗口是我，定稿要給總經理簽核；進度用 Email 回報就好，重要節點再開線上會議。",
      "plans_after_project": "下半年想推小包裝的 300g 試吃包，還有米餅之類的加工品。",
      "number_of_visits": "線上就可以，如果方便的話歡迎來富里看田一次。",
      "distance": "我們在花蓮富里，應該離你們蠻遠的。"
    },
    "otherwise": "這個沒有特別想法，可以聽你們的建議。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "有機米",
          "單一田區米"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "花蓮富里"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "同一塊田",
          "煮飯",
          "送禮"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "有機驗證",
          "低溫碾米",
          "7 天內碾製"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch",
            "box",
            "gift_set"
          ]
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30–45 歲雙薪家庭",
          "企業採購"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "官網電商",
          "momo",
          "企業團購"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "精品咖啡豆",
          "簡潔"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "大地色",
          "米白"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "2 包裝",
          "1kg 真空磚"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day"
        }
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "不漏氣",
          "有機標章",
          "田區編號"
        ]
      }
    }
  },
  {
    "id": "heldout109-website-zh-taichung-cnc-rfq",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，以下是本公司官網改版需求，麻煩評估報價：\n公司：鉅揚精密工業（台中大里），CNC 車削、銑削零件代工，主要客戶是自行車與醫療器材品牌\n現況：官網 www.juyang-cnc.com.tw 是 2014 年架的，非 RWD，後台也沒人會改\n目的：改版成 B2B 企業官網，主要用來接海外詢價\n聯絡人：管理部 專案經理 黃柏翰",
      "KPI / 痛點：\n1) 目前海外詢價 90% 來自展會和舊客戶轉介，官網幾乎沒有貢獻\n2) 客戶來訪前都會先看網站，但手機版跑版、設備清單還停在 2018 年\n希望新官網能讓海外採購 3 分鐘內看懂我們的加工能力，並直接送出 RFQ。",
      "Sitemap 初稿：\n- Home\n- About（公司簡介、ISO 9001 / ISO 13485 認證）\n- Capabilities（設備清單、材質、公差）\n- Industries（自行車 / 醫療）\n- Case Studies\n- RFQ 詢價表單（可上傳 STEP / PDF 圖檔）\n- Contact",
      "語系：英文為主、繁中為輔\nTA：歐美、日本的採購與研發工程師，年紀大概 35–55，重視交期、品質認證、能不能小量試產",
      "預算：35 萬（未稅），含設計、切版、CMS 建置。\n另外說一下，同業朋友說他們去年官網改版花了 80 萬，我們沒有那個規模，請以 35 萬規劃。",
      "上線時程：希望 5/15 上線，因為 5 月下旬有德國客戶要來廠稽核。",
      "風格：專業、乾淨，有工業感但不要冷冰冰；可以多用現場實拍（機台、加工特寫），不要用圖庫那種握手照片。",
      "更正上線時程：德國客戶的稽核延到 6 月底，上線日改成 6/15，時間比較寬裕。"
    ],
    "whenAsked": {
      "competitors": "競品或參考網站我這邊沒有整理過，要再問業務部，這題先跳過。",
      "key_considerations": "1) RFQ 表單要能上傳 50MB 以內的 STEP 檔\n2) 之後要能自己在後台更新設備清單跟案例\n3) 醫療客戶的零件圖不能公開，案例只能放示意圖",
      "colors_and_elements": "公司 CI 是深藍色，維持就好，輔色可以再提案。",
      "other_design_requirements": "英文文案需要潤稿，工廠實拍也想一起報價。",
      "other_preferences": "沒有特別的品牌偏好，清楚好找資料最重要。",
      "collaboration_notes": "窗口是我，最後由總經理拍板；每週一次進度回報，以 Email 為主。",
      "plans_after_project": "第二期想加日文版，並且把 RFQ 表單串到公司的 CRM。",
      "number_of_visits": "拍攝時需要來廠一次，其他開會線上即可。",
      "distance": "我們在台中大里工業區，距離要看貴司在哪。"
    },
    "otherwise": "這部分沒有特別要求，依貴司建議即可。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "CNC 車削",
          "官網改版"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "www.juyang-cnc.com.tw"
        ]
      },
      "category": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "corporate"
          ]
        }
      },
      "address": {
        "said": 0,
        "text": [
          "台中大里"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "手機版跑版",
          "RFQ"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "Capabilities",
          "Case Studies",
          "RFQ"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "英文",
          "繁中"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "採購",
          "研發工程師"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 350000,
          "currency": "TWD"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "工業感",
          "現場實拍"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-15",
          "precision": "day"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "STEP",
          "後台",
          "不能公開"
        ]
      }
    }
  },
  {
    "id": "heldout109-other-zh-zuoying-dental-signage",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是晴禾牙醫診所的行政主任 蘇雅婷，想委託設計診所的指標系統（wayfinding signage）。\n背景：我們是新開業的牙醫診所，地點在高雄左營、靠近高鐵站，預計 4 月開幕。室內裝修已經在進行，指標的部分裝修公司沒有包。",
      "需求範圍（初估）：\n① 外牆直立招牌 ×1\n② 1F 樓層索引 + 櫃台標示\n③ 2F 診間門牌 ×8\n④ 廁所、無障礙、消防逃生等法規標示\n共 1F、2F 兩層。",
      "目的：診所在商辦大樓的 1–2F，入口跟大樓大廳共用，很多病患會走錯到樓上別家公司；希望一進門就知道去哪裡掛號、診間怎麼走。",
      "TA：附近新建案的年輕家庭和小朋友，還有搭高鐵通勤的上班族，陪診的長輩也不少。\n風格：明亮、溫和，不要醫院那種冰冷感，可以參考北歐或日本的兒童牙科。",
      "CI：診所 logo 已經有了，主色是薄荷綠 + 暖白，輔色淺木色；請避免紅色（病患容易聯想到出血）。\n製作安裝的部分我們已經找好台南的招牌廠，他們只負責施工，設計完稿要由貴司出。",
      "範圍更正：房東同意把 3F 也租給我們做兒童矯正區，所以改為三層（1F～3F）：外牆招牌 ×1、樓層索引 ×3、診間門牌 ×12，法規標示照舊。",
      "Deadline：設計完稿 3/13 前要交給招牌廠，製作大約需要 3 週，開幕前要裝好。"
    ],
    "whenAsked": {
      "key_considerations": "1) 字級要讓長輩看得清楚，重點資訊中英並列\n2) 材質要好清潔、耐酒精擦拭\n3) 法規標示要符合消防與無障礙規範",
      "collaboration_notes": "合作方式這部分我還沒跟兩位院長討論，誰來拍板也還沒定，先 TBD，確認後再回覆您。",
      "other_preferences": "蠻喜歡無印良品店裡的指標，簡單又清楚。",
      "plans_after_project": "如果順利，明年想在楠梓開第二間，希望這套指標可以延用。",
      "number_of_visits": "至少要來現場丈量一次，裝修完再看一次，總共兩次。",
      "distance": "我們在左營高鐵站附近，您那邊過來應該還好。"
    },
    "otherwise": "這部分沒有特別要求，請依您的專業建議。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "指標系統",
          "新開業的牙醫診所"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "高雄左營"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "走錯",
          "掛號"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "年輕家庭",
          "上班族",
          "長輩"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "明亮、溫和",
          "不要醫院那種冰冷感"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "薄荷綠",
          "避免紅色"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "三層",
          "12"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-13",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "長輩",
          "耐酒精擦拭",
          "無障礙"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout109-residential-zh-gushan-wfh-couple-cat",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是Vivian，在消費品公司做品牌行銷，習慣用條列，先整理需求如下，請見諒🙏\n【案件概要】\n- 類型：中古屋全室翻新（含水電、兩間浴室）\n- 地點：高雄市鼓山區，美術館附近\n- 物件：電梯大樓，屋齡約18年\n- 坪數：權狀34坪\n想先確認貴司有接高雄的案子嗎？",
      "【格局／成員】\n・現況3房2廳2衛，想改成2房＋1書房\n・住戶：我、先生、一隻8歲的米克斯貓\n・我們現在在左營租屋，22坪，東西已經快塞爆了😂",
      "【Pain points】\n1) 原本是L型小廚房，動線很卡，兩個人同時煮會撞在一起\n2) 主臥西曬，下午熱到待不住\n3) 收納不足，尤其玄關跟儲藏空間\n【生活型態】\n- 兩人一週都有2-3天WFH，需要兩個能同時開視訊會議的位置\n- 週末會在家做甜點、拍開箱影片（我的副業）",
      "Style ref：偏日式侘寂＋一點北歐，自然材質（木頭、石材、灰泥牆）。不要工業風。Pinterest board已經整理好，之後可以寄給您參考。",
      "Timeline：\n- 設計：希望農曆年後開始\n- 入住：7月底前（現在租約到期）",
      "更正一下上面的timeline：房東剛回信，租約其實是6/30到期而且不續約，所以入住要提前到6/30前，工期可能要麻煩壓一下🙏"
    ],
    "whenAsked": {
      "budget": "預算目前還是TBD，裝修貸款額度還在跟銀行談，大概2月中才會知道，確定後再補給您。",
      "colors_and_elements": "色系：米白、燕麥色、淺橡木，accent可以有一點墨綠。避免：亮面烤漆、純白、大量黑色鐵件。",
      "key_considerations": "1) 貓會抓沙發跟牆角，材質要耐抓\n2) 管委會規定施工只能平日9:00-17:00\n3) 客廳原本的磨石子地板想保留",
      "important_collections": "我做甜點的烘焙器材跟模具不少，還有先生大概300本書，需要一面書牆。",
      "memorable_moments": "小時候外婆家的廚房總是有人在做點心，希望新家的廚房也能是大家聚在一起的地方。",
      "expected_deadline": "設計圖希望3月中前定稿，才趕得上6月底入住。",
      "other_design_requirements": "系統櫃、燈光要一起規劃；活動家具我們自己挑，給建議就好。",
      "other_preferences": "很喜歡Kinfolk雜誌裡那種居家感，還有日本設計師中村好文的住宅。",
      "number_of_visits": "現場會勘的話，平日晚上或週末都可以，2-3次應該夠。",
      "collaboration_notes": "LINE或email都可以，每週一次進度更新就好；大的決定我跟先生一起拍板。",
      "plans_after_project": "明後年可能會有小孩，書房希望之後可以改成小孩房。",
      "distance": "我們在高雄，不確定離貴司多遠，線上開會也OK。"
    },
    "otherwise": "這部分沒有特別想法，交給專業判斷👌",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古屋全室翻新"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "鼓山區"
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
          "amount": 18,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 34,
          "unit": "ping"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "3房2廳2衛"
        ]
      },
      "target_audience": {
        "said": 1,
        "text": [
          "先生",
          "米克斯貓"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "動線很卡",
          "西曬",
          "收納不足"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "WFH",
          "做甜點"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "日式侘寂",
          "北歐"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-30",
          "precision": "day"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "燕麥色",
          "淺橡木",
          "黑色鐵件"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "耐抓",
          "磨石子地板"
        ]
      }
    }
  },
  {
    "id": "heldout109-commercial-zh-daan-bakery-second-store",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是「麥田小日」烘焙品牌的品牌經理Kevin，先附上這次的需求摘要：\n【Project】台北2號店室內設計（含門面）\n【Location】台北市大安區忠孝東路四段216巷內，一樓店面\n【Size】室內約25坪，含後場廚房\n【Format】外帶為主＋8-10席內用\n我們總店在台中，這次是第一次北上展店，麻煩評估是否可承接。",
      "Brand：\n- 定位：「日常的好麵包」，不是送禮的精品麵包\n- 希望客人進門感覺像走進鄰居家的廚房，溫暖、不拘謹\nTA：25-40歲上班族跟附近住戶，早上買早餐、下班順路買隔天的麵包",
      "差異化（vs. 東區其他麵包店）：\n1) 全部用台灣在地小麥＋天然酵母\n2) 店內現烤，開放式廚房看得到師傅整形\n3) 每日限量的台灣小麥吐司是招牌品項",
      "Problem：\n① 店面面寬只有4米，從巷口幾乎看不到\n② 尖峰7:30-9:00排隊會卡在門口，結帳跟取貨動線要分開\n參考台中總店經驗：總店40坪、兩台POS，尖峰一樣大排長龍，所以這次坪效跟動線要更精算。",
      "Style：北歐＋日式街角麵包店，木頭、石材檯面，燈光偏暖（3000K）。\nCI主色：麥穗黃＋深咖啡，logo檔可提供。\n不要太網美風、不要霓虹燈字。",
      "Budget：設計＋工程 NT$350萬（未稅），烘焙設備另計。",
      "Signature：想做一面「麵包牆」——出爐的麵包直接上架在師傅工作檯後方，排隊的客人一眼就看得到剛烤好的麵包。",
      "更正上面的Budget：剛跟財務確認，350萬是含招牌跟家具的總額，純設計＋工程只能抓NT$300萬（未稅），招牌家具我們另外發包。抱歉前後不一致🙏"
    ],
    "whenAsked": {
      "opening_date": "開幕日目前還是TBD，要等變更使用執照跟消防審查跑完才排得出來，老闆也還沒拍板。",
      "key_considerations": "1) 後場排油煙要合法，樓上是住戶，對味道很敏感\n2) 施工期希望壓在6週內\n3) 烤箱用電量大，要確認電力容量是否需要申請增設",
      "expected_deadline": "設計圖希望2月底前定稿。",
      "other_design_requirements": "招牌、價目板、外帶紙袋可以一起報價嗎？",
      "other_preferences": "喜歡東京藏前一帶那種小巧的街角麵包店。",
      "number_of_visits": "現場會勘至少2次，平日都可以約。",
      "collaboration_notes": "窗口是我，最後決策是創辦人；每週一次進度會議，線上即可。",
      "plans_after_project": "如果2號店表現OK，年底前想在新竹開3號店，希望設計可以模組化複製。",
      "distance": "我在台北辦公室，貴司在哪裡應該都OK。"
    },
    "otherwise": "這部分沒有特別要求，請依專業建議。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "台北2號店",
          "外帶為主"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "大安區",
          "忠孝東路四段216巷"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 25,
          "unit": "ping"
        }
      },
      "brand_value": {
        "said": 1,
        "text": [
          "日常的好麵包",
          "鄰居家的廚房"
        ]
      },
      "target_audience": {
        "said": 1,
        "text": [
          "25-40歲上班族",
          "附近住戶"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "台灣在地小麥",
          "天然酵母",
          "開放式廚房"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "面寬只有4米",
          "結帳跟取貨動線要分開"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "北歐",
          "日式街角麵包店"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "麥穗黃",
          "深咖啡",
          "霓虹燈字"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "麵包牆"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 3000000,
          "currency": "TWD"
        }
      },
      "opening_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "排油煙",
          "電力容量"
        ]
      }
    }
  },
  {
    "id": "heldout109-exhibition-zh-computex-keyboard-booth",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是鍵研科技（KeyForge）行銷部PM Ann，想詢問COMPUTEX 2026攤位的設計＋施工（turnkey）。\n基本資訊：\n- 展期：6/2-6/5\n- 地點：南港展覽館1館4F，攤位號M0826\n- 面積：9m x 6m = 54㎡，三面開放\n- 展品：新款無線機械鍵盤、電競滑鼠，約20個SKU",
      "背景補充：去年也有參展，當時是36㎡（6x6）兩面開放，人一多試玩區就塞爆，動線很差，所以今年才加大。\nKPI：現場收300張buyer名片、促成20場meeting。",
      "TA：\n① 海外代理商／distributor（歐美、東南亞）\n② 品牌OEM/ODM客戶\n③ 媒體、KOL（第一天media day）\n一般消費者不是主要目標。",
      "Brand：KeyForge主打「手感」，每一款軸體都是自家調校，希望人走過來就想摸、想打。\nStyle：有科技感但不要典型電競那種RGB滿天飛，偏俐落、像工業設計展的陳列，可參考Apple Store跟Nothing的店。",
      "需求清單：\n- 試玩桌12個位置\n- 洽談區：2間半封閉meeting room（各4人）\n- 儲藏室1間（放紙箱、贈品）\n- 水電：只需要電（每個試玩位都要插座＋展示螢幕），不需要給排水",
      "Timeline：\n- 進場佈置：5/31（日）\n- 撤場：6/5（五）閉展後當晚\n- 3D初稿：希望2/13前收到",
      "Budget：設計＋施工NT$180萬（含稅），不含展品運輸。內部採購規定要三家比價，報價請列明細。",
      "更正timeline：剛翻了主辦的參展手冊，6/5閉展後當晚只能撤展品，攤位拆除要等6/6（六）08:00-18:00，所以撤場請以6/6為準。"
    ],
    "whenAsked": {
      "unique_design": "Signature的部分我們內部還沒有共識，目前沒有想法，想先看貴司提案再討論。",
      "key_considerations": "1) 防盜：試玩的鍵盤都是工程樣品，要上鎖線但希望藏得好看\n2) 懸吊logo要送主辦結構審查，時程要抓好\n3) 主結構希望可以重複使用",
      "colors_and_elements": "CI：黑、霧面灰＋品牌橘（#FF6A13）。避免大面積亮面、避免RGB彩虹燈。",
      "competitive_advantage": "自家調校軸體、熱插拔模組，去年還拿過歐洲電競媒體評測前三名。",
      "expected_deadline": "設計定稿希望3月底前，要送主辦審圖。",
      "other_design_requirements": "DM、試玩區的SKU說明卡、贈品（鍵帽鑰匙圈）也想一起設計。",
      "other_preferences": "喜歡Nothing跟Teenage Engineering的展示風格。",
      "number_of_visits": "施工前想看一次預組就好，其他線上開會即可。",
      "collaboration_notes": "窗口是我，設計稿要行銷處長＋總經理簽核；每週五下午固定線上review。",
      "plans_after_project": "下半年可能會去德國科隆Gamescom，希望主結構可以拆了帶過去重複用。",
      "distance": "公司在桃園龜山，開車到台北大概40分鐘。"
    },
    "otherwise": "這個沒有特別要求，依貴司建議即可。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "COMPUTEX 2026",
          "無線機械鍵盤"
        ]
      },
      "opening_date": {
        "said": 0,
        "value": {
          "kind": "date",
          "date": "2026-06-02",
          "precision": "day"
        }
      },
      "address": {
        "said": 0,
        "text": [
          "南港展覽館1館"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 54,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "試玩區就塞爆"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "代理商",
          "OEM/ODM",
          "媒體"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "手感"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "俐落",
          "工業設計"
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
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-31",
          "precision": "day"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 1800000,
          "currency": "TWD"
        }
      },
      "exit_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-06",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "防盜",
          "結構審查"
        ]
      }
    }
  },
  {
    "id": "heldout109-brand-ko-sobok-rice-dessert",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. (주)온담푸드 마케팅팀 김서연 과장입니다. 신규 디저트 브랜드 BI 개발 건으로 문의드립니다.\n\n- 회사: 경기 이천 소재 쌀 가공식품 제조사 (업력 22년, 그간 OEM/B2B 위주)\n- 프로젝트: 신규 B2C 디저트 브랜드 '소복' BI 신규 개발\n- 범위: 로고(국/영문), 컬러·서체 시스템, 기본 어플리케이션(명함, 쇼핑백, 스티커)",
      "브랜드명 관련 공유드립니다.\n'소복'은 밥을 그릇에 소복하게 담는다는 말에서 따왔습니다. 대표님 어머님이 늘 \"밥은 소복하게 담아야 정이 간다\"고 하셨다고 해서, 넉넉함과 정을 담은 이름입니다.\n\n1차 런칭 SKU:\n1) 쌀 크림 모찌 4종\n2) 쌀 카스텔라\n3) 누룽지 그래놀라",
      "Target: 2030 여성, 성수·연남 디저트 카페 자주 찾는 층, 글루텐 프리/저자극 간식에 관심 많은 분들.\n참고로 모회사 홈페이지(ondamfood.co.kr)는 B2B 바이어용이라 이번 브랜드와는 톤을 완전히 분리하려고 합니다.",
      "톤앤매너: 따뜻하고 담백한 느낌. 한옥·붓글씨 같은 너무 전통적인 표현은 지양합니다. 레퍼런스는 누데이크, 어니언 정도 생각 중입니다.\n컬러: 쌀 느낌의 오프화이트 + 포인트 컬러 1색. 빨강 계열은 모회사 CI 컬러라 피하고 싶습니다.",
      "일정: 4월 말 성수 팝업 오픈 예정이라 BI 최종 납품은 3월 31일까지 필요합니다.",
      "상표: '소복'은 작년 12월에 30류로 출원했고 현재 심사 중입니다.",
      "정정드립니다. 방금 팀장님 확인해보니 팝업 일정이 4월 중순으로 당겨져서, BI 최종 납품일은 3월 20일로 변경 부탁드립니다. 번거롭게 해드려 죄송합니다."
    ],
    "whenAsked": {
      "problem_need": "목표는 '쌀 디저트' 하면 바로 떠오르는 브랜드가 되는 겁니다. 지금 시장의 쌀 디저트는 대부분 떡집 느낌이라 2030한테 잘 안 먹히는 게 문제고요.",
      "brand_website": "소복 전용 채널은 인스타그램 @sobok.rice 하나 개설해뒀고, 웹사이트는 아직 없습니다.",
      "need_registration_assistance": "그 부분은 법무팀 검토가 필요해서 지금은 확답드리기 어렵습니다. 일단 TBD로 두시죠.",
      "key_considerations": "가장 중요한 건 패키지, 굿즈, 팝업 사인물까지 확장 가능한 시스템이어야 한다는 점입니다. 그리고 모회사 온담푸드 느낌이 묻어나지 않게 주의 부탁드립니다.",
      "other_design_requirements": "BI 이후에 패키지 디자인이랑 팝업 공간 그래픽도 별도 견적 받아보고 싶습니다.",
      "other_preferences": "일본 화과자 브랜드들 패키지 톤을 좋아합니다. 정갈하면서도 귀여운 느낌이요.",
      "collaboration_notes": "실무 커뮤니케이션은 제가 담당하고, 최종 컨펌은 대표님 보고 후 진행됩니다. 주 1회 메일로 진행 상황 공유 부탁드립니다.",
      "plans_after_project": "하반기에 백화점 식품관 팝업, 내년엔 자체 카페 1호점까지 검토 중입니다.",
      "address": "본사랑 공장 모두 경기 이천에 있습니다.",
      "number_of_visits": "킥오프랑 시안 PT 때 2회 정도 대면 미팅이면 충분합니다."
    },
    "otherwise": "그 부분은 특별한 선호 없습니다. 제안 주시면 검토하겠습니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "쌀 가공식품",
          "BI 신규 개발"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "이천"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "소복하게 담는다",
          "넉넉함과 정"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "쌀 크림 모찌",
          "쌀 카스텔라",
          "누룽지 그래놀라"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "2030 여성",
          "글루텐 프리"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "따뜻하고 담백한",
          "누데이크"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "오프화이트",
          "빨강 계열"
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
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day"
        }
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "쌀 디저트",
          "떡집 느낌"
        ]
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "@sobok.rice"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "확장 가능한 시스템",
          "모회사"
        ]
      }
    }
  },
  {
    "id": "heldout109-packaging-ko-jeonju-dripbag-box",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 전주 한결로스터스 상품기획 담당 오민재입니다. 드립백 신제품 패키지 디자인 의뢰드리고자 연락드립니다.\n\n[개요]\n- 회사: 2017년 설립 스페셜티 로스터리, 전주 객사길 매장 1곳 + 온라인 운영\n- 제품: 싱글오리진 드립백 3종 (에티오피아 / 콜롬비아 / 과테말라)\n- 요청 범위: 10입 단상자 디자인 + 드립백 개별 포장에 붙일 라벨 스티커 (개별 필름은 기존 무지 필름 사용)\n- 참고: 기존 홀빈 제품은 200g 스탠드 파우치로 판매 중이고, 그쪽 디자인은 이번 범위 아닙니다.",
      "제품 설명: 컵에 걸고 뜨거운 물을 부어 내려 마시는 원두 드립백입니다. 사무실이나 캠핑 가서도 간편하게 핸드드립 맛을 낼 수 있는 게 포인트고요.\n규격: 드립백 1개 10g, 단상자 10입 기준, 단상자 사이즈는 대략 W160 x H110 x D60mm로 보고 있습니다.",
      "USP: ① 로스팅 후 48시간 이내 질소충전 포장 ② 생산자 농장명까지 표기하는 싱글오리진\nTarget: 3040 직장인, 사무실에서 커피 내려 마시는 분들. 명절·연말 선물용 수요도 꽤 있습니다.",
      "판매 채널\n① 자사몰(스마트스토어)\n② 전주 매장\n③ 29CM 입점 준비 중\n④ 기업 단체 선물(B2B 납품)",
      "디자인 방향: 미니멀, 타이포 중심. 3종은 컬러로 구분했으면 합니다. 프릳츠는 너무 레트로하고, 테라로사보다는 가벼운 톤이면 좋겠습니다.\n컬러: 산지별로 구분되는 톤 다운 컬러. 형광·금박은 지양해주세요.",
      "수정사항 공유드립니다. 단상자 입수 10입 → 12입으로 변경됐습니다 (B2B 납품 단가 맞추느라). 드립백 1개 10g은 동일하고, 단상자 사이즈는 인쇄소랑 다시 잡겠습니다.",
      "일정: 5월 가정의 달 프로모션에 맞춰 출시 예정이라, 디자인 최종 파일은 4월 10일까지 필요합니다."
    ],
    "whenAsked": {
      "preferred_materials": "소재는 아직 미정입니다. 인쇄소 두 곳 견적 받아보고 정하려고 해서요, 추천해주시면 참고하겠습니다.",
      "key_considerations": "식품표시사항(원산지, 로스팅 일자, 소비기한)과 바코드 영역 확보가 필수입니다. 그리고 12입 단상자가 택배 박스에 들어갔을 때 파손 없이 도착해야 합니다.",
      "problem_need": "지금은 드립백을 지퍼백에 담아 스티커만 붙여 팔고 있어서 선물용으로 내놓기가 애매합니다.",
      "other_design_requirements": "가능하면 B2B 납품용 외박스 인쇄랑 매장용 POP도 같이 견적 부탁드립니다.",
      "other_preferences": "블루보틀 드립백 패키지 정도의 깔끔함을 좋아합니다.",
      "collaboration_notes": "실무는 제가 보고, 최종 결정은 대표님이 하십니다. 시안은 메일로 주시면 주 1회 피드백 드리겠습니다.",
      "plans_after_project": "반응 좋으면 하반기에 콜드브루 원액 제품도 패키지 의뢰드릴 예정입니다.",
      "number_of_visits": "따로 방문은 필요 없고 온라인으로 진행하면 됩니다."
    },
    "otherwise": "그 부분은 딱히 선호 없습니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "스페셜티 로스터리",
          "드립백"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전주"
        ]
      },
      "packaging_form": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "label"
          ]
        }
      },
      "product_description": {
        "said": 1,
        "text": [
          "뜨거운 물을 부어",
          "간편하게"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "48시간 이내",
          "농장명"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "3040 직장인",
          "선물용"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "스마트스토어",
          "29CM",
          "기업 단체 선물"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "미니멀",
          "타이포 중심"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "톤 다운",
          "금박은 지양"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "12입",
          "10g"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-10",
          "precision": "day"
        }
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "식품표시사항",
          "파손"
        ]
      }
    }
  },
  {
    "id": "heldout109-website-ko-daegu-precision-parts",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. (주)세진하이텍 경영지원팀 박지훈 대리입니다. 회사 홈페이지 리뉴얼 관련해서 제안 요청드립니다.\n\n1) 회사 개요: 대구 성서산단 소재 자동차 브레이크 부품 정밀가공 업체, 직원 85명, 완성차 1차 협력사 납품\n2) 현 사이트: www.sejinhitech.co.kr (2014년 제작, 모바일 대응 안 되고 관리자 페이지 없음)\n3) 리뉴얼 목적: 해외 바이어 문의 채널 확보 + 채용 브랜딩 강화",
      "사이트 유형은 기업 홈페이지(회사소개형)입니다. 쇼핑몰 기능은 필요 없습니다.\n\n메뉴 구성(안)\n- 회사소개 (CEO 인사말, 연혁, 인증현황)\n- 제품/기술\n- 설비현황\n- 채용\n- 고객문의 (RFQ 폼)",
      "Language: 국문, 영문, 일문 3개 언어 예정입니다.\nTarget: 해외 OEM 구매 담당자(바이어), 그리고 국내 구직자(기계·금형 전공 20대)입니다.",
      "디자인 톤: 신뢰감 있는 B2B 톤, 공장 전경보다는 정밀함이 느껴지는 클로즈업 이미지 위주로 갔으면 합니다.\n참고로 작년에 영문 카탈로그 제작에 1,800만 원 정도 들었는데, 그때 결과물 톤이 너무 올드해서 이번엔 확실히 탈피하고 싶습니다.",
      "벤치마킹 사이트\n① Bosch Mobility 글로벌 사이트 (제품 카테고리 구조)\n② 동종업계 한일정밀 사이트 (설비현황 페이지 구성)",
      "정정사항입니다. 언어는 국문·영문 2개 언어로 확정됐습니다. 일문은 일본 대리점에서 자체 페이지를 운영한다고 해서 이번 범위에서 제외합니다.",
      "오픈 목표일: 5월 29일(금)입니다. 6월 해외 전시회 전에 영문 사이트 링크를 명함이랑 브로슈어에 넣어야 해서 이 날짜가 D-day입니다."
    ],
    "whenAsked": {
      "budget": "예산은 아직 품의 전이라 TBD입니다. 제안서에 견적 범위 주시면 그걸로 품의 올리겠습니다.",
      "key_considerations": "관리자 페이지에서 저희가 직접 채용공고랑 인증서를 업데이트할 수 있어야 합니다. 그리고 고객사 도면이나 납품 실적은 보안상 절대 노출되면 안 됩니다.",
      "colors_and_elements": "CI 컬러인 네이비는 유지하고, 포인트 컬러는 제안 부탁드립니다.",
      "other_design_requirements": "제품 사진 촬영이랑 영문 카피 감수까지 가능하면 같이 견적 부탁드립니다.",
      "other_preferences": "특별히 없습니다. 벤치마킹 사이트 정도 참고해주시면 됩니다.",
      "collaboration_notes": "실무는 제가 담당하고 최종 결재는 전무님입니다. 격주로 진행 보고 부탁드립니다.",
      "plans_after_project": "오픈 이후에는 뉴스/공지 게시판을 저희가 직접 운영하고, 내년에 중문 추가를 검토할 예정입니다.",
      "number_of_visits": "킥오프 1회는 대구 본사로 와주시면 좋겠습니다."
    },
    "otherwise": "그 부분은 특별히 정해진 건 없습니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "자동차 브레이크 부품",
          "리뉴얼"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "sejinhitech.co.kr"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "해외 바이어 문의",
          "채용 브랜딩"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "성서산단"
        ]
      },
      "category": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "corporate"
          ]
        }
      },
      "main_pages": {
        "said": 1,
        "text": [
          "회사소개",
          "설비현황",
          "채용"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "해외 OEM 구매 담당자",
          "구직자"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "신뢰감 있는 B2B 톤",
          "클로즈업"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "Bosch Mobility",
          "한일정밀"
        ]
      },
      "languages": {
        "said": 5,
        "text": [
          "국문",
          "영문"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-29",
          "precision": "day"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "관리자 페이지",
          "보안상"
        ]
      }
    }
  },
  {
    "id": "heldout109-other-ko-laundry-van-wrap",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 하얀세탁 운영지원팀 정하은 매니저입니다. 배송 차량 래핑 디자인 건으로 문의드립니다.\n\n■ 회사: 앱 기반 수거·배송 세탁 서비스 (2021년 런칭), 수원 영통구에서 자체 세탁 공장 운영 중\n■ 요청 사항: 배송 차량 래핑 디자인 - 스타리아 카고 12대, 측면·후면\n■ 배경: 올 상반기 용인·오산으로 서비스 권역 확장하면서 차량 증차",
      "목적: 차량 자체를 움직이는 광고판으로 쓰고 싶습니다. 아파트 단지에 들어갔을 때 '저 차 뭐지?' 하고 앱 설치까지 이어지는 게 KPI입니다 (QR 삽입 희망).\n주 고객층: 맞벌이 3040 부부, 아파트 거주, 세탁에 쓰는 시간을 아끼고 싶은 분들.",
      "참고로 래핑 시공은 화성 동탄에 있는 시공업체와 이미 계약돼 있어서, 저희 요청은 디자인 + 시공용 인쇄 파일(칼선 포함)까지입니다.",
      "디자인 방향\n- 깨끗하고 산뜻한 느낌, 여백 많은 화이트 베이스\n- BI 컬러 스카이블루(#5BB8E8) 필수 적용\n- 비눗방울/물방울 일러스트 같은 뻔한 요소는 지양\n- 전화번호보다는 앱 QR이랑 슬로건 위주로",
      "아 정정합니다. 차종이 스타리아가 아니라 봉고3 탑차(일반 탑차, 냉동 아님) 12대입니다. 구매팀에서 최종 차종이 바뀌었네요. 적재함 면이 넓어서 오히려 디자인하기엔 나을 것 같습니다.",
      "일정: 3월 16일 차량 출고 예정이고 시공 기간 1주 감안해서, 디자인 최종 파일은 3월 6일까지 필요합니다."
    ],
    "whenAsked": {
      "key_considerations": "주행 중에도 2~3초 안에 읽혀야 해서 글자 크기랑 가독성이 제일 중요합니다. 그리고 옥외광고물 관련 규정(차량 광고 표시 면적)에 걸리지 않게 꼭 확인 부탁드립니다.",
      "collaboration_notes": "최종 컨펌권자가 아직 정해지지 않았습니다. 다음 주 임원회의에서 대표님이 보실지 마케팅 이사님이 보실지 정해질 예정이라 일단 TBD로 해주세요.",
      "other_preferences": "쿠팡 로켓배송 차량처럼 멀리서도 한눈에 알아보이는 게 좋다고 봅니다.",
      "plans_after_project": "반응 보고 하반기에 세탁물 수거 가방이랑 유니폼 디자인도 의뢰드릴 수 있을 것 같습니다.",
      "number_of_visits": "차량 실측 때 한 번 정도 수원 공장에 와주시면 됩니다."
    },
    "otherwise": "그건 특별히 정해진 바 없습니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "수거·배송 세탁 서비스",
          "배송 차량 래핑"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수원 영통구"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "움직이는 광고판",
          "앱 설치"
        ]
      },
      "target_audience": {
        "said": 1,
        "text": [
          "맞벌이 3040 부부",
          "아파트 거주"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "깨끗하고 산뜻한",
          "화이트 베이스"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "스카이블루",
          "비눗방울/물방울 일러스트"
        ]
      },
      "other_design_requirements": {
        "said": 4,
        "text": [
          "봉고3 탑차",
          "12대"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-06",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "가독성",
          "옥외광고물"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout109-residential-ko-suji-remodel-family",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 아파트 리모델링 설계 건으로 문의드립니다. 회사에서 쓰던 버릇대로 항목별로 정리해서 보내는 점 양해 부탁드립니다.\n\n1) 현장: 경기 용인시 수지구 풍덕천동 아파트 (지난달 매매 잔금 완료)\n2) 범위: 구축 전체 리모델링 — 샷시, 욕실 2개, 주방 전부 포함\n3) 면적/구조: 32평, 방3 욕실2\n4) 연식: 준공 26년 차",
      "거주 인원: 부부 + 초6 아들, 초3 딸 (총 4인)\n생활 패턴: 남편은 주 3일 재택(화상회의 많음), 저는 출퇴근합니다. 아이들은 거실 테이블에서 숙제하는 편이고, 주말엔 거의 집에서 영화 보면서 보냅니다.",
      "참고로 지금 살고 있는 곳은 성남 분당구 정자동 24평 전세인데, 여기서 제일 불편했던 게 수납이라 새 집에서는 꼭 해결하고 싶습니다.\n- Pain point ① 현관·팬트리 수납 부족 ② 남편 재택 공간이 없어서 식탁에서 일함 ③ 거실에 아이들 물건이 늘 나와 있음",
      "스타일 레퍼런스: 웜톤 미니멀. 핀터레스트 보드 따로 정리해 뒀는데 키워드는 '호텔 같은 정돈감'입니다. 남편이 너무 차가운 올화이트는 싫다고 해서 그 중간 정도로 보고 있어요.",
      "예산: 총 6,500만 원 (VAT 포함, 가전·가구 제외)\n입주 희망일: 5/16(토)",
      "정정사항 하나 있습니다. 현재 집 전세 만기가 5월 말로 확인돼서 입주일은 5/30(토)로 변경 부탁드립니다. 공사 일정도 여기에 맞춰 역산해 주시면 됩니다."
    ],
    "whenAsked": {
      "colors_and_elements": "컬러는 아직 미정입니다. 남편이랑 의견이 갈려서 시안 받아 보고 정하려고요.",
      "key_considerations": "1) 공사 중 관리사무소 규정(소음 작업 시간, 엘리베이터 보양) 철저히 지켜주셨으면 합니다. 2) 견적은 공정별 내역서로 받고 싶습니다. 3) 추가금 발생 시 사전 협의 필수입니다.",
      "important_collections": "남편 LP가 300장 정도 있어서 턴테이블 포함 거실 한쪽에 자리 필요합니다.",
      "memorable_moments": "특별히 없습니다. 다만 주말 저녁에 다 같이 소파에 모여 영화 보는 시간은 계속 지키고 싶어요.",
      "expected_deadline": "설계는 2월 말까지 확정되면 좋겠습니다.",
      "other_design_requirements": "조명 계획이랑 붙박이장 설계는 포함 부탁드리고, 가구는 스타일링 제안 정도만 주셔도 됩니다.",
      "other_preferences": "특정 브랜드는 없고, 레퍼런스는 핀터레스트 보드 링크로 따로 공유드리겠습니다.",
      "number_of_visits": "현장 미팅은 실측 포함 3회 정도 생각하고 있습니다.",
      "collaboration_notes": "연락은 메일이 제일 편하고, 급한 건 카톡 주세요. 최종 결정은 남편이랑 같이 합니다. 주 1회 진행 상황 공유 부탁드립니다.",
      "plans_after_project": "아이들이 중학생 되면 각자 공부방이 필요해서, 지금 거실 공부 공간을 나중에 방으로 옮길 수 있게 해 주시면 좋겠어요.",
      "distance": "스튜디오 위치를 몰라서 거리는 잘 모르겠습니다."
    },
    "otherwise": "그 부분은 특별히 선호하는 건 없습니다. 제안 주시면 검토하겠습니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "전체 리모델링"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수지구 풍덕천동"
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
          "amount": 32,
          "unit": "pyeong"
        }
      },
      "layout": {
        "said": 0,
        "text": [
          "방3 욕실2"
        ]
      },
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 26,
          "unit": "years"
        }
      },
      "target_audience": {
        "said": 1,
        "text": [
          "부부",
          "초6 아들",
          "초3 딸"
        ]
      },
      "lifestyle": {
        "said": 1,
        "text": [
          "주 3일 재택",
          "집에서 영화"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "수납",
          "재택 공간"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "웜톤 미니멀",
          "호텔 같은 정돈감"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 65000000,
          "currency": "KRW"
        }
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-30",
          "precision": "day"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "관리사무소 규정",
          "공정별 내역서"
        ]
      }
    }
  },
  {
    "id": "heldout109-commercial-ko-haeridan-skincare-flagship",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 스킨케어 브랜드 '온결' 브랜드 매니저 정수빈입니다. 첫 오프라인 플래그십 스토어 인테리어 설계 건으로 RFP 발송 전 사전 문의드립니다.\n\n■ 프로젝트 개요\n- 브랜드: 온결 (D2C 스킨케어, 자사몰·온라인 편집숍 위주)\n- 내용: 첫 오프라인 매장 — 판매 + 체험(테스터 바) + 팝업 겸용 공간\n- 위치: 부산 해운대구 우동 해리단길, 1층 코너 상가\n- 면적: 실평수 22평",
      "참고로 본사·물류센터는 서울 성동구 성수동에 있고, 현장 미팅 때는 제가 KTX로 내려갈 예정입니다. 계약 및 세금계산서 발행은 본사 기준으로 진행됩니다.",
      "■ 타깃 / 브랜드\n- Core target: 25~34 여성, 민감성 피부, 전성분 꼼꼼히 확인하는 층. 해운대 오는 관광객(외국인 포함)은 서브 타깃입니다.\n- 브랜드 키워드: '피부에 쉼표' — 매장에 들어오면 바닷가 산책하다 잠깐 쉬어 가는 느낌이었으면 합니다.\n- 차별점: 해양심층수 베이스 저자극 포뮬러, 매장에서 피부 진단 후 1:1 샘플 처방",
      "■ 과제\n- 온라인에서는 '성분 좋은 브랜드'로 알려져 있는데 텍스처를 직접 못 써봐서 구매 전환이 낮습니다. 오프라인 체험 → 재구매로 이어지는 동선이 핵심 KPI입니다.\n- 시그니처 요소: 매장 중앙에 실제로 세안까지 가능한 세면 테스터 바를 두고 싶습니다. 급배수 가능 여부는 현장 확인 필요합니다.",
      "Look & feel: 미니멀, 석재와 물의 질감. 과한 연출보다는 이솝 매장 같은 절제된 톤을 선호합니다.\nColor: BI 메인 컬러인 딥 블루그레이 + 오프화이트, 골드·핑크 계열은 지양해 주세요.",
      "Budget: 인테리어 공사 1억 2천만 원 (VAT 별도, 집기·사인물 포함)",
      "앞서 말씀드린 예산 정정합니다. 오늘 재무팀 품의 결과 1억 원으로 확정됐습니다. VAT 별도, 집기·사인물 포함 조건은 동일합니다."
    ],
    "whenAsked": {
      "opening_date": "오픈일은 아직 TBD입니다. 임대차 계약 조건(렌트프리 기간) 협의 중이라 확정되는 대로 공유드리겠습니다.",
      "key_considerations": "① 외부 파사드 변경 시 건물주 동의가 필요합니다 ② 테스터 바 급배수·방수 처리 ③ 공사 중 인근 상가 민원 관리 부탁드립니다.",
      "expected_deadline": "설계 최종안은 3월 말까지 받아야 내부 보고 일정이 맞습니다.",
      "other_design_requirements": "파사드 간판, 집기 디자인까지 포함 희망합니다. POP 그래픽은 인하우스 디자인팀에서 진행합니다.",
      "other_preferences": "이솝, 논픽션 매장 많이 참고하고 있습니다.",
      "number_of_visits": "현장 미팅은 3회 정도 예상합니다.",
      "collaboration_notes": "실무 커뮤니케이션은 제가 하고, 최종 결재는 대표님이 하십니다. 주 1회 메일로 진행 리포트 부탁드립니다.",
      "plans_after_project": "반응이 좋으면 내년 중 서울에 2호점을 검토할 계획입니다.",
      "distance": "스튜디오와의 거리는 잘 모르겠습니다. 위치 알려주시면 확인하겠습니다."
    },
    "otherwise": "해당 부분은 특별한 요청사항 없습니다. 제안 부탁드립니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "플래그십 스토어"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "해리단길"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 22,
          "unit": "pyeong"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "25~34 여성",
          "민감성 피부"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "피부에 쉼표",
          "바닷가 산책"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "해양심층수",
          "피부 진단"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "구매 전환",
          "체험"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "세면 테스터 바"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "미니멀",
          "절제된 톤"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "딥 블루그레이",
          "오프화이트"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 100000000,
          "currency": "KRW"
        }
      },
      "opening_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "건물주 동의",
          "방수"
        ]
      }
    }
  },
  {
    "id": "heldout109-exhibition-ko-kintex-jang-sauce",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. (주)해담식품 해외영업팀 윤재호 대리입니다. 전시 부스 디자인·시공 견적 요청드립니다.\n\n[전시 개요]\n- 전시명: 2026 서울국제식품산업대전\n- 장소: 킨텍스 제2전시장 9홀\n- 기간: 5/12(화)~5/15(금)\n- 출품: 전통 고추장·된장 + 신제품 '저당 고추장 소스' 3종 (수출용 패키지)",
      "부스 규모: 독립부스 2부스, 18㎡ (6m x 3m), 2면 개방 코너로 배정받았습니다.\n참고로 작년 상하이 SIAL 때는 한국관 안에서 9㎡ 한 칸만 썼는데, 바이어 상담 테이블이 부족해서 이번에 키웠습니다.",
      "Target:\n① 해외 바이어 (북미·동남아 한인마트 및 로컬 유통 MD)\n② 국내 HMR·외식 프랜차이즈 구매 담당\n일반 참관객 대상 현장 판매는 하지 않습니다. KPI는 상담 40건, MOQ 협의 10건입니다.",
      "브랜드 메시지: '3대째 항아리에서 익히는 장' — 전통은 지키되 글로벌 식탁에 맞춘다는 방향입니다. 부스에서는 '오래된 장독대인데 세련됐다'는 인상을 주고 싶습니다.\n스타일: 모던 한식. 컬러는 블랙 + 옹기 브라운, 과한 전통문양이나 한지 장식은 지양합니다.",
      "시그니처 아이디어: 부스 전면에 실제 옹기 항아리 6~8개로 장독대를 연출하고, 안쪽에는 상담 테이블 3개 배치 희망합니다.\n유틸리티: 냉장 쇼케이스 1대랑 조명 정도라 전기만 신청하면 될 것 같습니다.",
      "일정 (주최 측 참가업체 매뉴얼 기준)\n- 반입·설치: 5/11(월) 08:00~20:00\n- 철거·반출: 5/15(금) 17시 폐막 직후 ~ 당일 22시",
      "아, 정정합니다. 방금 마케팅팀 확인해 보니 현장에서 소스 조리 시연 겸 시식을 진행한다고 해서 급배수도 필요합니다. 전기 + 급배수 둘 다로 수정 부탁드립니다."
    ],
    "whenAsked": {
      "budget": "예산은 아직 미정입니다. 지자체 해외마케팅 지원사업 선정 결과가 2월 중에 나와야 확정될 것 같습니다.",
      "key_considerations": "1) 시식 운영 시 주최 측 위생·화기 규정 준수 (인덕션만 사용 가능) 2) 옹기 항아리 파손 위험 — 운송·설치 시 각별히 주의 부탁드립니다 3) 상담 공간은 반폐쇄형으로 대화 소리가 분리됐으면 합니다.",
      "problem_need": "작년엔 공동관이라 저희 브랜드가 잘 안 보였고, 상담 자리가 없어서 바이어를 그냥 보낸 적이 많았습니다.",
      "competitive_advantage": "HACCP·할랄 인증 완료했고, 저당 라인은 기존 대비 당을 60% 줄였습니다.",
      "expected_deadline": "디자인 시안은 3월 중순, 최종 도면은 주최 측 제출 기한인 4월 10일까지 필요합니다.",
      "other_design_requirements": "국·영문 리플렛이랑 상담용 제품 카탈로그, X배너까지 같이 가능하면 좋겠습니다.",
      "other_preferences": "특별히 참고하는 브랜드는 없습니다.",
      "number_of_visits": "사전 미팅은 2회 정도면 충분합니다.",
      "collaboration_notes": "실무는 제가 맡고, 최종 승인은 해외영업팀장님이 하십니다. 메일로 주시고 급한 건 전화 주세요.",
      "plans_after_project": "11월 상하이 SIAL 재참가 예정이라 항아리 연출이나 집기 일부는 재사용할 수 있게 해 주시면 좋겠습니다.",
      "distance": "거리는 잘 모르겠습니다."
    },
    "otherwise": "그 부분은 따로 요청사항 없습니다. 제안 주시면 검토하겠습니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "서울국제식품산업대전",
          "저당 고추장 소스"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "킨텍스 제2전시장"
        ]
      },
      "opening_date": {
        "said": 0,
        "value": {
          "kind": "date",
          "date": "2026-05-12",
          "precision": "day"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "해외 바이어",
          "외식 프랜차이즈 구매 담당"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "3대째 항아리",
          "글로벌 식탁"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "모던 한식"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "옹기 브라운"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "옹기 항아리",
          "장독대"
        ]
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-11",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-15",
          "precision": "day"
        }
      },
      "water_electricity_supply": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "both"
          ]
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "인덕션",
          "파손"
        ]
      }
    }
  }
];
