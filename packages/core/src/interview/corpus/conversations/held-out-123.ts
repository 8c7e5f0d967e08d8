import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 123 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: money in many forms (besides what they can
 * spend on the design, visitors tell what things cost around the project: their products' prices, rent and deposits,
 * fees already paid, a rival's or a friend's spend, a previous designer's quote, a grant or a loan, monthly costs,
 * sales; and the budget itself as a range, a ceiling, all in or design only, in shorthand, per part, in a second
 * currency, or not known yet; types with no budget field hear a budget they must not file; in each, one correction and
 * one or two fields not known, filed as skipped). Written in session 68 by seven writers, all 21 conversations, and
 * played once on a0e8997d (after the session's rules from held-out 122, before any change for it): 228 of 287 facts
 * (79.4 %), 8 wrong values, 9 asked again, 0 loops, at most 15 turns. (The writers had also expected 19 answers to
 * optional questions, which may never be asked; those were taken out before the play was scored.)
 */
/* Writer's note (en-US, batch 123)
 * - residential_space: unnamed narrator (an accountant working from home) and husband Marcus, main-floor renovation of a detached 1926 brick bungalow in Portage Park, Chicago (UTC-6); property_category detached_house (msg 0), layout 3 bed/1 bath + separate dining (1), space_size 1,400 ft2 (1), age 100 years (1), budget $90k all in, can't go over -> USD 90000 at_most (4), move_in_date end of July (7), collections 400 vinyl records (3), plans baby in a couple of years (3), style/colours (5), key_considerations oak trim/china cabinet/greyhound-friendly floors (asked); trap: purchase price $485k (0), lot 3,750 sq ft and unfinished basement (1), contractor's $38k kitchen quote (2), $2,900/month mortgage and previous designer's $18k fee (4), sister's wedding June 13 (6), lease through April (6); correction: move_in_date May 1 (msg 6) -> by end of July (msg 7); unknown: expected_deadline (asked, no contractor yet).
 * - commercial_space: Marites, owner of Lola Nena's Filipino bakery (first shop on Commercial Drive), second location bakery-café with 30 seats in Mount Pleasant, Main Street near 18th, Vancouver (UTC-8); budget about CAD 200k all in for design + build-out (25 fee / rest construction) -> CAD 200000 approximate (5), space_size 1,250 ft2 (7), other_design_requirements signage + menu boards (7), unique_design capiz shell windows + window into kitchen (6), brand_value grandmother's kitchen in Pampanga (3), competitive_advantage baked every 2 hours / ube ensaymada daily (4), collaboration with husband Jun, weekly WhatsApp (asked); trap: existing shop address Commercial Drive (0), rent $9,800/month and $30k deposit (1), ube ensaymada $4.50 each and 600 sold on Saturday (4), $1.1M yearly turnover (4), $350k small business loan mostly for ovens (5), cousin's US$145k restatement of the same budget (5), website handled by nephew — not an other_design_requirement (7), "1,100 was only the front" (7); correction: space_size 1,100 ft2 (msg 1) -> 1,250 ft2 (msg 7); unknown: opening_date (asked, depends on permits).
 * - exhibition_space: Marisol, co-founder of Fuego Lento (small-batch hot sauce, East Austin), first booth at Natural Products Expo West; address "Anaheim Convention Center" (msg 1), target grocery buyers/distributors (2), brand_value family recipes/no shortcuts/backyard carne asada (3), style bold and handmade/loteria/hand lettering + colours chili red, marigold, turquoise, no black-and-flames (4), budget up to $18k all in -> 18000 USD at_most (5), electricity_only (5), space 200 ft2 (6), entry 2026-03-02 / opening 2026-03-04 / exit 2026-03-06 (7), key_considerations cargo van / no hired labor (asked); trap: booth fee $6,800 already paid (1), bottle price $12 (1), neighbor's $40k booth (4), $310k sales (5), extra $6,500 for the bigger space "not your budget" (6), home base East Austin is not the venue (0), flight home on the 7th is not the exit date (7); correction: space_size 10x10 = 100 ft2 (msg 1) -> 10x20 = 200 ft2 (msg 6); unknown: unique_design (asked).
 * - brand_design: Tama, Spoke & Mend mobile bike repair van in Wellington NZ, full identity replacing a Canva logo; address Wellington (0, listen), name story koro's "now mend it" (1), services tune-ups/puncture call-outs/e-bike servicing (2), problem hobby guy -> looks legit (3), audience commuters 25-45 + office wellness people (4), style clean and a bit retro/enamel badges (5), deadline by 2026-02-13 (7), other design wrap artwork + business cards (7), registration not_sure + wants help (asked), website @spokeandmend.wgtn (asked), key_considerations legible across street/tiny sticker (asked); trap: service prices $65/$120 (2), 90k turnover (2), agency's $7,500 quote (3), "about 3k put aside" — brand_design has no budget field, so it must not be filed anywhere (3), wrap date 20 February and wrap shop's $2,800 fee are not the deadline/budget (7), $40 domain paid (asked brand_website); correction: expected_deadline end of March 2026-03 late (msg 6) -> 2026-02-13 (msg 7); unknown: colors_and_elements (asked).
 * - packaging_design: Dana (Ridgeline Cold Brew, Central Eastside, Portland OR), cold brew concentrate bottle + label; project_background "proper packaging/grocery stores" (0), address Portland/Central Eastside (0), product_description (1), specification 32 oz (1), packaging_form (2->6), USP single-origin/never bitter (3), target 25-45/cyclists (4), sales_channels markets/Shopify/New Seasons (4), style trail map/national park poster (5), deadline end of March 2026 (6), plans "holiday thing next year" (6), materials/key_considerations/problem_need/other_design_requirements/collaboration asked; trap: $18 jar price, $45 stall fee, $1.10/bottle supplier quote, $12.99 rival price, $9k monthly sales, $6,500 previous designer quote, "around 4k all in" design money (packaging has no budget field, so nothing filed), Sellwood = the roaster's location not theirs, May = New Seasons reset not the deadline, 3-pack is not the spec; correction: packaging_form bottle+label+gift box (msg 2) -> bottle_jar+label only (msg 6); unknown: colors_and_elements (asked)
 * - website: Morag (Tigh na Mara guesthouse, Shore Street, Ullapool, Scotland), booking site; url tighnamara-ullapool.co.uk (0), category booking (0), problem_need Booking.com 15% (1), target walkers/NC500/couples (3), languages English+German (3), main_pages (3), style calm and airy (4), colors sea-glass/not tartan (4), competitors The Torridon/Kylesku Hotel (4), deadline 2026-03-15 by (5), budget £4,500 at_most (5); trap: £135 room rate, £11,000/yr commission, £40/month Lodgify subscription, £400 rival room rate, £1,500 tourism grant, 1 April reopening (not the go-live date), 2014 = old site's year; correction: budget about £3,000 (msg 2) -> £4,500 tops (msg 5); unknown: plans_after_project (asked)
 * - other: Marisol (La Abuela Tamalera food truck, East Austin TX), truck wrap + menu boards; background/other_design_requirements (0), address East Austin (1), target office workers/brewery crowds/Mexican families (2), problem_need + style papel picado/lotería (3), colors hot pink/marigold/turquoise, corn husk, no green-white-red (5), deadline 2026-02-06 by (6), collaboration both sign off/WhatsApp (6), key_considerations/plans asked; trap: $38k truck, SBA microloan, $4/$40 tamale prices, $4,800 wrap print quote, maybe $2,500 design money (no budget field for other), $1,200 health permit, San Antonio = grandma's kitchen not the address, March 1st = hitting the road not the design deadline, Burnet = wrap shop's street; correction: expected_deadline Feb 15 (msg 4) -> Feb 6 (msg 6); unknown: other_preferences (asked)
 */
/* Writer's note (zh-TW, batch 123)
 * - residential_space: young engineer couple (plus a Shiba) renovating a used elevator-building apartment in 新北中和; address 新北中和, property_category apartment, layout 三房兩廳一衛, space_size 26 ping approx (interior), budget NT$150萬 at_most all-in incl. design fee/furniture (msg 3), move_in_date 2026-07 (on), collections 黑膠唱片/鋼琴, plans 生小孩/改成小孩房, key_considerations asked; trap: house price 1,680萬 and down payment (msg 0), 權狀34坪 incl. common area/parking (not space_size), colleague's 220萬 renovation and mortgage 3萬8/month (msg 3), handover date 2/10 (not move-in), current rent 2萬2/month (msg 6); correction: move_in_date 2026-06 (msg 5) -> 2026-07 (msg 6); unknown: age (asked, skipped).
 * - commercial_space: two sisters opening a French-tart dessert shop in an old house near 正興街, 台南中西區; space_size 22 ping approx (12+10 across two floors), budget range NT$120萬–150萬 incl. design fee (amount 1200000, max 1500000), unique_design glass display wall like a shop window, competitive_advantage Le Cordon Bleu / crust made daily, brand_value/key_considerations/other_design_requirements (招牌, 菜單) asked; trap: rent 4萬5/month + two months' deposit, 30萬 transfer fee already paid (msg 1), tart prices 160–220 and pound cake 480 (msg 2), Taipei firm's 40萬 design-fee quote (msg 5), the 12坪/10坪 per-floor figures vs. the 22坪 total; correction: budget 100萬 (msg 3) -> 120–150萬 (msg 5); unknown: opening_date (msg 7, skipped).
 * - exhibition_space: second-generation tea farmer from 南投鹿谷 at Food Taipei, 南港展覽館1館; opening 2026-06-24, entry 2026-06-23 (their choice of 6/22 or 6/23), exit 2026-06-27, space_size 18 m2, water_electricity both, unique_design long tea table + tea-garden backdrop, target foreign buyers/distributors, style simple/Japanese quiet, colours 茶綠色/木頭色, brand_value/key_considerations/other_design_requirements/plans_after_project asked; trap: booth fee 7萬2 already paid (msg 1), wholesale 2,400/斤 and retail 300+/兩 tea prices (msg 4), county grant up to 10萬 and "3月" grant decision date (not a deadline), neighbour tea shop's ~50萬 spend (msg 6), 6/22 the organiser's earliest move-in (not entry_date), show "到6/27" vs. exit the same evening; correction: space_size 3x3 = 9 m2 (msg 1) -> 3x6 = 18 m2 (msg 3); unknown: budget (msg 6, skipped — waits on the grant).
 * - brand_design: young couple running pet-grooming salon 「福柴」 in 台中西屯, full identity redo; background/address (0), services 洗澡美容/安親住宿/零食跟洗毛精 -> products_or_services (1), name from shop shiba 福福 -> brand_name_story (2), look professional/memorable -> problem_need (2), warm-cute style + 橘棕色/no pink (4), 上班族跟小家庭 25到40歲 -> target_audience (5), deadline 2月底前 = 2026-02 late by (6), 招牌/集點卡/IG模板 -> other_design_requirements (7), help with trademark yes (asked), key_considerations 福福 in logo (asked); trap: grooming prices $600/$800, rival chain's NT$200萬 fit-out, previous freelancer quote 6萬8, own design fee "3到5萬" (brand_design has no budget field, must not land anywhere), ~3000 filing fee, 3月中 anniversary event is not the deadline; correction: registration_status in_progress (msg 5) -> not_registered (msg 7, it was company registration not trademark); unknown: brand_website (asked, IG handle forgotten).
 * - packaging_design: third-generation tea farmer in 台東鹿野 launching own-brand 紅烏龍 tea-bag gift box; product 原葉三角茶包 hot/cold (1), spec 3克/15包 per box (1), USP 產銷履歷/台東特有 (3), target 30到50歲 gift-givers + 熱氣球 tourists (3), channels 茶園門市/農會超市/蝦皮 (4), style 台東的感覺/no gold (5), colours 琥珀色 + hot-air balloon/valley ridge elements (5), materials 牛皮紙/FSC paper (6), key_considerations unit cost 壓在30塊以內 + 防潮 (7), shipping carton -> other_design_requirements (7); trap: retail price 680/box, tea-trader price 1200/斤, 青農補助 10萬 grant (not budget), tin supplier 45 per unit, "30塊以內" is a per-unit packaging cost ceiling (packaging has no budget field) filed under key_considerations; correction: packaging_form can_tin (msg 2) -> box + bag_pouch (msg 6); unknown: expected_deadline (asked, depends on grant approval).
 * - website: pilates studio 「Core & Calm」 in 台北大安區 wants a booking site; problem LINE bookings/midnight replies (1), category booking (1), pages 老師介紹/課程與價格/線上預約 (2), target 30到45歲的女生/產後媽媽 (4), languages 中文/英文 (4), style 乾淨溫柔有呼吸感 (5), url corecalm.wixsite.com/studio (5), budget NT$150,000 at_most all-in incl. booking integration (6), go-live 4月初 = 2026-04 early by (6), key_considerations 三步驟內/自己改課表 (7); trap: Wix plan ~9000/yr already paid, class prices 1800/600, rival yoga studio's 30萬 site, domain 六百多/yr, "4月 new class term" is the reason not another date; correction: budget 10萬以內 (msg 3) -> 最多15萬 (msg 6); unknown: competitors (asked, declines).
 * - other: engaged couple in 高雄左營 wanting full wedding stationery (喜帖/謝卡/迎賓看板/桌卡/小物貼紙) (1), later anniversary cards -> plans_after_project (1), style 簡約/手繪插畫 (3), elements our cat -> colors_and_elements (3), reference illustrator 紙上小日子 -> other_preferences (3), guests 長輩跟親戚 + friends -> target_audience (4), problem same-looking templated invitations (5), deadline 2月中 = 2026-02 mid by (6), key_considerations 字不能太小/資訊絕對不能錯 (7); trap: wedding date 5月16 (not the deadline), mailing 4月初, banquet 16800/table x25 ≈42萬, photo package 8萬, design spend 2萬5以內 (other has no budget field), bridal shop 35/invitation x200 (200 is a print run, not anything else); correction: expected_deadline 3月初 (msg 3) -> 2月中 (msg 6, printer needs two weeks for foil); unknown: collaboration_notes (asked, must ask fiancé).
 */
/* Writer's note (ko-KR, batch 123)
 * - residential_space: newlywed couple (2 cats, husband WFH 3 days) fully remodelling a 25-year-old 32-pyeong apartment they just bought in Yongin Suji; address 용인 수지, apartment, 32 pyeong, 방3 화장실2, age 25 years, budget 4천 정도 (msg 3) -> 최대 4500 construction only (msg 5), move-in early April 2026 (on), style 따뜻한 내추럴/무지, colours 화이트랑 우드, key considerations/plans/collaboration only in whenAsked; trap: purchase price 6억 2천 and 4억 loan (not budget), friend spent 5천, other firm's quote 5200, fridge cost 400, study room "3평 남짓" (not home size), 전세 ends late March and 잔금 mid-Feb (not move-in); correction: budget ~40,000,000 (msg 3) -> 45,000,000 at_most (msg 5); unknown: number_of_visits (whenAsked).
 * - commercial_space: salt-bread baker opening a 2nd shop (bakery cafe) in Seongsu, first shop in Mangwon; address 성수역 3번 출구 (msg 1; 성수동 also in msg 0), 18 pyeong, budget 1억 이하 all-in design+build, brand value 매일 굽는 정직한 빵, colours 버터색/베이지, signage + bread box as other requirements, competitive advantage (직접 반죽, not 냉동 생지) asked; trap: Mangwon shop 10평 and 망원동 address, deposit 5천 / rent 380, bread 3800원 each, oven 3천, key money (권리금) ~1억 (same figure as budget, not the budget), construction start in March (not opening); correction: opening_date 2026-04-01 day (msg 6) -> late April 2026 (msg 7); unknown: unique_design (whenAsked).
 * - exhibition_space: vegan skincare brand 소이로 at a Seoul beauty expo, COEX Hall C; address 코엑스 C홀, size 18 m2 (msg 1) -> 27 m2 (msg 6), opening 2026-03-12, move-in 2026-03-11, budget 2천만 원 이하 all-in incl. teardown, brand value 피부에도 지구에도 순하게, target SE Asia/Middle East buyers, electricity_only asked; trap: booth fee 520만 원 already paid, export voucher 3천 (not usable for booth), export target 50만 달러, ampoule 3만 2천 원, show end date 3/15 is not the exit date; correction: space_size 18 m2 (msg 1) -> 27 m2 (msg 6); unknown: exit_date (msg 2, repeated in whenAsked).
 * - brand_design: grooming-salon owner, 'Monggle Salon' (몽글살롱), Bundang Jeongja-dong, Seongnam, full identity for 2nd branch; name story 몽글몽글 + bichon 몽이 -> brand_name_story; services -> products_or_services; "싸 보인다 / 프리미엄 살롱" -> problem_need; 30~40대 맞벌이 -> target_audience; cream/warm grey, no pink -> colors; @monggle_salon -> brand_website; trademark filed, under review -> registration_status in_progress; Insta templates + ribbon stickers -> other_design_requirements; KakaoTalk, decides with branch manager -> collaboration_notes. Budget "디자인비만 300 이하" has no field in brand_design, so nothing is expected for it; trap: grooming price 5만5천, 2nd-branch deposit 5천/rent 280 (and its Pangyo location is not the address), previous quote 450 for the logo alone, 2nd branch opening 4월 1일 (not the deadline); correction: expected_deadline late Feb (msg 5) -> 2026-03-10 (msg 6); unknown: need_registration_assistance (asked).
 * - packaging_design: young apple farmer in Yeongju, Gyeongbuk, redesigning OEM-default apple-juice pouches + outer box + holiday gift set -> packaging_form bag_pouch/box/gift_set; 100% pressed, no water/sugar -> unique_selling_point; SmartStore/Coupang/local food store -> sales_channels; clean & warm -> style; apple red, avoid big apple illustration -> colors; by late May -> deadline. Budget "디자인은 200 안쪽" has no field; trap: 30-pack price 3만9천, revenue 1억2천, 500만 agricultural-centre grant (covers printing too), pouch unit price 95원, Chuseok production in July (not the deadline); correction: specification 100ml (msg 2) -> 110ml (msg 4); unknown: preferred_materials (asked).
 * - website: owner of hanok stay 'Sosojae' (소소재) near Hwangnidan-gil, Gyeongju; sosojae.co.kr -> url; direct booking + payment -> category booking, problem_need; pages; KO/EN/JA -> languages; 30s couples, families -> target; spacious calm, big photos -> style; wood colour + ink black, no loud colours -> colors (asked); early March -> deadline. Trap: friend's 80만 for the old site, 10-year domain prepaid, OTA commission ~200/month, 18만/night, 15% fee, payment-system monthly fee, April cherry-blossom festival (not the deadline); correction: budget 300 이하 (msg 4) -> at most 400만 KRW (msg 5); unknown: competitors (asked).
 * - other: YouTuber of cooking channel '한끼자취', Gwangsan-gu, Gwangju; banner, profile logo, 3 thumbnail templates, intro title -> other_design_requirements; no consistency -> problem_need; 20s solo-living, first-jobbers -> target; handwritten, cute & friendly -> style; '딸부자네' thumbnails -> other_preferences; KakaoTalk, decides with editor brother -> collaboration_notes; meal kits / cookbook -> plans_after_project (asked). Budget "다 합쳐서 100만 원 안쪽" has no field in other; trap: "만 원으로 3끼" content title, channel income 80/month, editor pay 150/month, friend's 500 agency spend, March live stream; correction: expected_deadline mid Feb (msg 5) -> early March 2026-03 (msg 6); unknown: colors_and_elements (asked).
 */
export const hundredAndTwentyThirdHeldOutConversations: CorpusConversation[] = [
    {
      "id": "heldout123-residential-en-portage-park-bungalow",
      "projectType": "residential_space",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "Hi! My husband Marcus and I just closed on a brick bungalow in Portage Park, Chicago 🎉 It's a detached house with a little yard. We paid $485k which still makes me a little sick lol. We want to renovate the main floor before we move in, kitchen, living and dining mostly, plus a refresh of the bedrooms.",
        "Layout right now is 3 bedrooms, 1 bath, a living room and a separate dining room, kitchen at the back. It's about 1,400 sq ft on the main floor plus an unfinished basement we're not touching yet. The lot is 3,750 sq ft if that matters. Listing says it was built in 1926, so it's 100 years old this year!",
        "What's not working: the kitchen is tiny and closed off, whoever's cooking can't talk to anyone, and there's only ONE bathroom for the two of us plus guests. A contractor already quoted us $38k just to gut the kitchen, no design at all, which felt like a lot.",
        "It's me, Marcus and our greyhound Biscuit. Maybe a baby in a couple of years. I work from home 3 days a week (I'm an accountant, so yes there's a spreadsheet for all of this 😅), Marcus cooks constantly and we have people over for dinner most weekends. Oh and he has about 400 vinyl records plus a turntable setup that need a proper home.",
        "Money wise: we have $90k for the whole reno and that's all in, design, construction, fixtures, everything. We can't go over, the rest of our savings is the emergency fund and the mortgage is already $2,900 a month. The last designer we talked to wanted $18k just for her fee, so fingers crossed 🙏",
        "Style: we love warm mid-century, walnut, terrazzo, lots of plants. Colour wise think olive green, mustard and warm whites, no cold grey flipper look please.",
        "Timing: our lease runs through April so we'd like to move in May 1. My sister's wedding is June 13 so please nothing crazy around then haha",
        "Ugh, update! Just talked to our landlord and we can go month to month, so no rush. Let's say we move in by the end of July instead, gives the contractor some breathing room."
      ],
      "whenAsked": {
        "key_considerations": "Keeping the original oak trim and the built-in china cabinet in the dining room, that's non-negotiable. And the floors have to be greyhound friendly, Biscuit slips on anything shiny.",
        "expected_deadline": "No idea honestly, we haven't even picked a contractor yet, so we'll figure that out with you."
      },
      "otherwise": "No strong preference, whatever you think works best.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "renovate the main floor",
            "refresh of the bedrooms"
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
            "Portage Park"
          ]
        },
        "layout": {
          "said": 1,
          "text": [
            "3 bedrooms, 1 bath",
            "separate dining room"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 1400,
            "unit": "ft2"
          }
        },
        "age": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 100,
            "unit": "years"
          }
        },
        "problem_need": {
          "said": 2,
          "text": [
            "kitchen is tiny and closed off",
            "only ONE bathroom"
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
            "work from home 3 days a week",
            "Marcus cooks constantly",
            "people over for dinner"
          ]
        },
        "important_collections": {
          "said": 3,
          "text": [
            "400 vinyl records"
          ]
        },
        "plans_after_project": {
          "said": 3,
          "text": [
            "baby in a couple of years"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 90000,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "warm mid-century",
            "walnut",
            "terrazzo"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "olive green",
            "mustard",
            "no cold grey"
          ]
        },
        "move_in_date": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-07-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "original oak trim",
            "china cabinet",
            "greyhound friendly"
          ]
        }
      }
    },
    {
      "id": "heldout123-commercial-en-vancouver-filipino-bakery",
      "projectType": "commercial_space",
      "language": "en-US",
      "utcOffsetMinutes": -480,
      "messages": [
        "Hi there, I'm Marites, I run Lola Nena's, a Filipino bakery on Commercial Drive in Vancouver. We've been there 7 years and we're finally opening a second location, a bakery-café with about 30 seats, in Mount Pleasant on Main Street near 18th. I need the whole interior designed.",
        "The unit is 1,100 sq ft, it used to be a vape shop lol. Rent is $9,800 a month and we already put down a $30k deposit, so I'm a bit nervous about money already 😅",
        "Main problem at the Drive: it's takeout only, there's a line out the door on weekends and people have nowhere to sit and eat their pandesal warm. I want this one to be a place where you can sit for hours with a coffee.",
        "Our crowd is half Filipino families who come for a taste of home and half young Main Street people who've never had ube before and get hooked. The bakery is named after my grandmother, and walking in should feel like her kitchen in Pampanga: warm, loud, and you get fed whether you're hungry or not.",
        "What makes us different: everything is baked from scratch every 2 hours from Lola's recipes, and we're the only place in the city doing ube ensaymada daily. They're $4.50 each and we sell about 600 on a Saturday. The Drive shop does around $1.1M a year so the demand is there!",
        "Budget: we got approved for a $350k small business loan but most of that goes to ovens and equipment. For design plus build-out we can do about CAD 200k all in, roughly 25 for your fee and the rest for construction. My cousin in Seattle who's co-investing keeps calling it US$145k, same money lol.",
        "Style: modern but warm, rattan, hand-painted tiles, a little jeepney kitsch but tasteful. Colours: purple for ube obviously, plus cream and a sunny yellow. No all-black hipster café please. Dream feature is a wall of capiz shell windows like Lola's house with light coming through, and a glass window into the kitchen so people can watch us shape the bread.",
        "Oh wait, correction, I just checked the lease: it's 1,250 sq ft, the 1,100 was only the front without the back kitchen. And can you also do the signage and the menu boards? My nephew is doing the website so don't worry about that."
      ],
      "whenAsked": {
        "opening_date": "Honestly I can't give you a date yet, it depends on when the city signs off on our permits. Could be spring, could be summer.",
        "key_considerations": "The kitchen has to work for real production, a good flow from the ovens to the counter, and the floors need to handle flour and mopping all day. It also has to be wheelchair accessible, my mom uses one.",
        "collaboration_notes": "My husband Jun and I decide together. Weekly updates on WhatsApp would be perfect."
      },
      "otherwise": "No preference really, I trust you on that one.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "second location",
            "bakery-café with about 30 seats"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Mount Pleasant",
            "Main Street near 18th"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "nowhere to sit",
            "sit for hours"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "Filipino families",
            "young Main Street people"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "her kitchen in Pampanga",
            "you get fed"
          ]
        },
        "competitive_advantage": {
          "said": 4,
          "text": [
            "baked from scratch every 2 hours",
            "ube ensaymada daily"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 200000,
            "currency": "CAD",
            "approximate": true
          }
        },
        "preferred_style": {
          "said": 6,
          "text": [
            "modern but warm",
            "rattan",
            "hand-painted tiles"
          ]
        },
        "colors_and_elements": {
          "said": 6,
          "text": [
            "purple for ube",
            "sunny yellow",
            "No all-black"
          ]
        },
        "unique_design": {
          "said": 6,
          "text": [
            "capiz shell windows",
            "watch us shape the bread"
          ]
        },
        "space_size": {
          "said": 7,
          "value": {
            "kind": "number_with_unit",
            "amount": 1250,
            "unit": "ft2"
          }
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "signage",
            "menu boards"
          ]
        },
        "opening_date": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "real production",
            "flour and mopping",
            "wheelchair accessible"
          ]
        }
      }
    },
    {
      "id": "heldout123-exhibition-en-hot-sauce-expo-booth",
      "projectType": "exhibition_space",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "Hey there! I'm Marisol, co-founder of Fuego Lento, we make small-batch hot sauces out of East Austin. We just got accepted to Natural Products Expo West and we need a booth designed and built, it's our first big trade show ever.",
        "It's at the Anaheim Convention Center, hall E. We booked a 10x10 inline booth. The booth fee alone was $6,800 which we already paid back in November, ouch 😅 Our bottles retail at $12 so we'll be sampling, not selling.",
        "Who we want to reach: grocery buyers, especially Whole Foods regional buyers and indie co-ops, plus distributors like KeHE and UNFI. Not really the public, it's trade only.",
        "Brand-wise we're all about slow-cooked family recipes from my abuela, no shortcuts. We want buyers to feel like they just walked into a backyard carne asada, warm and loud and welcoming.",
        "Style: bold and handmade, think loteria cards, painted tile, hand lettering. Chili red, marigold and turquoise, and please no black-and-flames, every hot sauce brand does that. Our neighbor at a regional show last year dropped like $40k on a glossy white booth and it looked like a phone store lol",
        "Budget: we can do up to $18k all in, design plus build plus shipping it out there. We did $310k in sales last year so that's already a stretch. Power yes for a mini fridge and a little induction burner, no water needed, we'll bring jugs.",
        "Update, just got off the phone with the organizer: a corner spot opened up so we upgraded to a 10x20. So it's 200 sq ft now! The extra $6,500 for the space is coming out of marketing, not your budget 😂",
        "Dates: move-in is Monday March 2, the show floor opens Wednesday March 4, and we tear down Friday March 6 right after close. I fly back to Austin on the 7th."
      ],
      "whenAsked": {
        "unique_design": "Honestly no clue yet, I was kind of hoping you'd pitch us something.",
        "key_considerations": "It has to pack down to fit in one rented cargo van, and two of us need to be able to set it up without hiring labor."
      },
      "otherwise": "No strong opinion on that, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "hot sauces",
            "first big trade show"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "Anaheim Convention Center"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "grocery buyers",
            "distributors"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "family recipes",
            "no shortcuts",
            "backyard carne asada"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "bold and handmade",
            "loteria cards",
            "hand lettering"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "Chili red, marigold and turquoise",
            "no black-and-flames"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 18000,
            "currency": "USD",
            "bound": "at_most"
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
        "space_size": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 200,
            "unit": "ft2"
          }
        },
        "entry_date": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-03-02",
            "precision": "day",
            "relation": "on"
          }
        },
        "opening_date": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-03-04",
            "precision": "day",
            "relation": "on"
          }
        },
        "exit_date": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-03-06",
            "precision": "day",
            "relation": "on"
          }
        },
        "unique_design": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "one rented cargo van",
            "without hiring labor"
          ]
        }
      }
    },
    {
      "id": "heldout123-brand-en-wellington-bike-repair-van",
      "projectType": "brand_design",
      "language": "en-US",
      "utcOffsetMinutes": 780,
      "messages": [
        "Kia ora! I'm Tama, I run a mobile bike repair business in Wellington, I come to you in a van and fix your bike on the spot. Been going 2 years under a logo my cousin knocked up in Canva and I want a proper full identity now, logo, colours, the lot.",
        "The name is Spoke & Mend. Spoke because, well, bikes, but also because my koro always said \"you've spoken, now mend it\" whenever we argued as kids. Fix what you broke. It stuck with me.",
        "What I do: tune-ups ($65 standard, $120 for a full service), puncture call-outs, e-bike servicing, and I'm starting a monthly workshop night teaching basic repairs. Turned over about 90k last year so I'm not that tiny anymore lol",
        "Main problem is people think I'm a hobby guy, not a real business. The offices with bike-to-work schemes want something that looks legit before they sign a contract. An agency quoted me $7,500 last year and I bailed, way out of my league. I've got about 3k put aside for this.",
        "Customers are mostly commuters 25-45 on e-bikes who haven't got time to fix stuff themselves, plus the office wellness people who book me for a whole building at once.",
        "Style wise I like clean and a bit retro, like old enamel badges or those 70s road signs. Friendly, not hipster.",
        "Timing, I'd love it all done by the end of March.",
        "Actually scratch that, the van's booked in for its wrap on 20 February and the wrap shop charges $2,800 whether the art's ready or not, so I need the logo final by Friday 13 February. You'd be doing the wrap artwork too, plus business cards."
      ],
      "whenAsked": {
        "registration_status": "Not sure to be honest, my cousin said he'd look into it but I don't think he ever did.",
        "need_registration_assistance": "Yes please, that'd be a big help.",
        "brand_website": "Just Instagram for now, @spokeandmend.wgtn. I paid $40 for spokeandmend.co.nz but it's not live.",
        "colors_and_elements": "Honestly no idea, I'm a bit colourblind so I'll trust you on that one.",
        "key_considerations": "It has to read from across the street on the side of the van, and still work tiny on a sticker."
      },
      "otherwise": "No strong feelings, whatever you reckon.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "mobile bike repair",
            "full identity"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Wellington"
          ]
        },
        "brand_name_story": {
          "said": 1,
          "text": [
            "my koro",
            "now mend it",
            "Fix what you broke"
          ]
        },
        "products_or_services": {
          "said": 2,
          "text": [
            "tune-ups",
            "puncture call-outs",
            "e-bike servicing"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "hobby guy",
            "looks legit"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "commuters 25-45",
            "office wellness people"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "clean and a bit retro",
            "enamel badges",
            "Friendly, not hipster"
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
        "other_design_requirements": {
          "said": 7,
          "text": [
            "wrap artwork",
            "business cards"
          ]
        },
        "registration_status": {
          "said": "asked",
          "value": {
            "kind": "choice",
            "selected": [
              "not_sure"
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
            "@spokeandmend.wgtn"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "read from across the street",
            "tiny on a sticker"
          ]
        }
      }
    },
    {
      "id": "heldout123-packaging-en-portland-cold-brew",
      "projectType": "packaging_design",
      "language": "en-US",
      "utcOffsetMinutes": -480,
      "messages": [
        "Hi! I'm Dana, co-owner of Ridgeline Cold Brew in Portland, Oregon. We're in the Central Eastside, basically a commercial kitchen with a roll-up door. My partner Luis and I have sold cold brew in plain mason jars with a sticker for two years, and we're finally doing proper packaging before we go into grocery stores.",
        "The product is a cold brew concentrate: you mix one part with two parts water or milk, and it keeps three weeks in the fridge once opened. Each bottle is 32 oz (946 ml). Right now a jar goes for $18 at the farmers market and the stall alone costs us $45 every Saturday, so margins are thin lol",
        "Form-wise we were thinking a bottle with a wraparound label, plus a gift box for a 3-pack for the holidays. Our supplier quoted $1.10 a bottle at 5,000 units, so whatever we do has to fit their standard 32 oz flask.",
        "What makes us different: single-origin beans from a women-run co-op in Huila, Colombia, roasted by our friends at a tiny roaster in Sellwood, and a 20 hour steep so it's never bitter. The big chains sell 32 oz for like $12.99 and it tastes like burnt pennies.",
        "Our people are mostly 25-45, folks who make coffee at home, work remote, care where stuff comes from, honestly a lot of cyclists. We do about $9k a month in sales now, mostly the markets and our Shopify store, and New Seasons Market wants to stock us this spring.",
        "Look-wise: clean and a bit outdoorsy, like a trail map or an old national park poster. Pacific Northwest but not cheesy, no Bigfoot please 😂 The last designer we talked to quoted $6,500 just for the label, which scared us off. We've put aside around 4k all in for design.",
        "Timing: we'd want the design done by the end of March so printing is ready before the New Seasons shelf reset in May. Oh and actually scratch the gift box, Luis just reminded me we can't afford the extra tooling this year, so just the bottle and its label for now. The 3-pack can be a holiday thing next year."
      ],
      "whenAsked": {
        "colors_and_elements": "Honestly no idea yet, we've never even picked a brand colour. Totally open to what you suggest.",
        "preferred_materials": "The bottle will be amber glass, that part's fixed. For the label we'd love something recyclable, maybe a paper that doesn't turn to mush.",
        "key_considerations": "The label has to survive condensation in a fridge without peeling, and the mixing ratio has to be dead easy to read.",
        "problem_need": "Next to the big brands on a grocery shelf we look homemade. We need to look legit enough for a buyer to say yes.",
        "other_design_requirements": "A shipping box for our Shopify orders would be great, and maybe a shelf talker for New Seasons.",
        "collaboration_notes": "Luis and I decide together. A call every other week is plenty, we're at the kitchen most days."
      },
      "otherwise": "No strong opinion there, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Ridgeline Cold Brew",
            "proper packaging",
            "grocery stores"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Portland, Oregon",
            "Central Eastside"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "cold brew concentrate",
            "one part with two parts water or milk"
          ]
        },
        "specification": {
          "said": 1,
          "text": [
            "32 oz"
          ]
        },
        "unique_selling_point": {
          "said": 3,
          "text": [
            "single-origin beans",
            "never bitter"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "25-45",
            "make coffee at home",
            "cyclists"
          ]
        },
        "sales_channels": {
          "said": 4,
          "text": [
            "markets",
            "Shopify store",
            "New Seasons Market"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "trail map",
            "national park poster"
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
        "packaging_form": {
          "said": 6,
          "value": {
            "kind": "choice",
            "selected": [
              "bottle_jar",
              "label"
            ]
          }
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "holiday thing next year"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "preferred_materials": {
          "said": "asked",
          "text": [
            "amber glass",
            "recyclable"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "condensation",
            "mixing ratio"
          ]
        }
      }
    },
    {
      "id": "heldout123-website-en-ullapool-guesthouse",
      "projectType": "website",
      "language": "en-US",
      "utcOffsetMinutes": 0,
      "messages": [
        "Hi there, I'm Morag. My husband Callum and I run Tigh na Mara, a five-room guesthouse on Shore Street in Ullapool, up in the northwest Highlands. Our current site is tighnamara-ullapool.co.uk, built by Callum's nephew in 2014 and it shows. We need a proper booking website so guests can book direct with us.",
        "The main thing is Booking.com takes 15% of every room night, and with rooms at £135 a night in summer that comes to about £11,000 a year we're handing over. If even half our guests booked through our own site it would pay for itself.",
        "Budget wise we were thinking about £3,000 for the whole thing. The booking system itself (we like the look of Lodgify) is a subscription, about £40 a month, but that's separate, Callum's already on the free trial.",
        "Guests are mostly walkers and NC500 road-trippers, couples in their 40s to 60s, lots from Germany and the Netherlands, plus Americans in summer. So we'd want it in English and German at least. Pages: rooms, book now, breakfast menu, things to do nearby, how to find us, and a wee bit about us and the dog.",
        "Style: calm and airy, big photos of the loch and the harbour, sea-glass colours. Not tartan and bagpipes, please. I love how The Torridon's site feels, and Kylesku Hotel too, though they're far fancier than us, their rooms are £400 a night!",
        "We reopen for the season on 1 April, so the site needs to be live by the 15th of March to give us a fortnight to test. And I've just had a word with Callum: he says we can stretch to £4,500 tops if that includes the German version. We did get a £1,500 tourism grant but that's already going on new mattresses, so don't count it!"
      ],
      "whenAsked": {
        "key_considerations": "It has to work on phones with rubbish signal, half our guests find us from the ferry terminal car park. And we're not techy, we need to update the breakfast menu ourselves.",
        "other_design_requirements": "The German translation of the text, please, neither of us speaks it. We'll do the photos ourselves.",
        "collaboration_notes": "Email is best, I'm serving breakfasts till 10. Callum handles the money side but I decide how it looks.",
        "plans_after_project": "No idea yet to be honest, let's just get this one live first."
      },
      "otherwise": "Och, no preference, whatever you think is best.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "five-room guesthouse",
            "book direct"
          ]
        },
        "url": {
          "said": 0,
          "text": [
            "tighnamara-ullapool.co.uk"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Shore Street",
            "Ullapool"
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
            "Booking.com takes 15%",
            "booked through our own site"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "walkers",
            "NC500 road-trippers",
            "couples in their 40s to 60s"
          ]
        },
        "languages": {
          "said": 3,
          "text": [
            "English",
            "German"
          ]
        },
        "main_pages": {
          "said": 3,
          "text": [
            "rooms",
            "breakfast menu",
            "things to do nearby"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "calm and airy",
            "big photos"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "sea-glass colours",
            "Not tartan and bagpipes"
          ]
        },
        "competitors": {
          "said": 4,
          "text": [
            "The Torridon",
            "Kylesku Hotel"
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
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 4500,
            "currency": "GBP",
            "bound": "at_most"
          }
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "rubbish signal",
            "update the breakfast menu ourselves"
          ]
        }
      }
    },
    {
      "id": "heldout123-other-en-austin-tamale-truck-wrap",
      "projectType": "other",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "Hey! Marisol here. My sister and I just bought a used food truck, a 2016 step van, for $38k with an SBA microloan, to sell my grandma's tamales. We're calling it La Abuela Tamalera. I need the truck wrap designed plus the menu boards on the side. Right now it's plain white and looks like an ice cream van 😅",
        "We're based in East Austin, we park overnight at a commissary off East Cesar Chavez. Plan is weekends at the brewery lots on the east side and weekday lunch downtown.",
        "Customers: office workers who want a fast lunch, brewery crowds at night, and a lot of Mexican families who will 100% tell us if it's not like their abuela's lol. Tamales are $4 each or $40 a dozen: pork red chile, chicken verde, rajas con queso and a sweet pineapple one.",
        "The problem is nobody can tell what we sell from across a parking lot. It needs to scream TAMALES from 50 feet away and the menu has to be readable at night. Style: I want it to feel like my grandma's kitchen in San Antonio, hand-painted lettering, papel picado, lotería cards, warm and a little loud.",
        "Money stuff: the wrap shop on Burnet quoted $4,800 for printing and install, that's separate from your fee. For design we have maybe $2,500, depends what's left after permits, the city health permit alone was $1,200. We need the design finished by February 15 so the shop has two weeks before we hit the road on March 1st.",
        "Colors: hot pink, marigold and turquoise, like the papel picado at Christmas. And a corn husk has to be in there somewhere. Please no green-white-red flag stuff, we're Tejanas, not a flag.",
        "Ugh, update: the wrap shop just texted that they're slammed in February, so they need the final files by February 6th instead. Sorry! My sister Vero and I both have to sign off on everything, we're easiest on WhatsApp in the evenings."
      ],
      "whenAsked": {
        "key_considerations": "The wrap has to work around the serving window, the generator door and the propane hatch. And prices will change, so the menu boards need to be swappable.",
        "other_preferences": "Not really, I haven't looked at other trucks much, sorry.",
        "plans_after_project": "If it goes well, a second truck in San Marcos next year, and maybe selling frozen dozens at farmers markets."
      },
      "otherwise": "No preference, whatever you think!",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "used food truck",
            "grandma's tamales"
          ]
        },
        "other_design_requirements": {
          "said": 0,
          "text": [
            "truck wrap",
            "menu boards"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "East Austin"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "office workers",
            "brewery crowds",
            "Mexican families"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "nobody can tell what we sell",
            "50 feet away"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "hand-painted lettering",
            "papel picado",
            "lotería cards"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "hot pink, marigold and turquoise",
            "corn husk",
            "no green-white-red"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-02-06",
            "precision": "day",
            "relation": "by"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "both have to sign off",
            "WhatsApp in the evenings"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "serving window",
            "swappable"
          ]
        }
      }
    },
    {
      "id": "heldout123-residential-zh-zhonghe-used-apartment",
      "projectType": "residential_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "嗨您好～我跟我老公去年底在新北中和買了一間中古屋，是電梯大樓裡的公寓，想整間重新裝潢再搬進去。總價1,680萬，頭期款差不多把我們存款掏空了😂 所以預算會比較緊一點",
        "格局現在是三房兩廳一衛，室內實坪大概26坪（權狀是34坪，含公設跟車位）。最困擾的是廚房超小、只有一套衛浴，早上兩個人搶廁所很崩潰，然後後面兩間房間採光很差很暗",
        "住的人就是我們兩個，加一隻柴犬叫麻糬🐕 我們兩個都是工程師，一週有三天在家上班，所以需要一個可以兩個人同時開會的工作區。週末很常自己煮飯，偶爾約朋友來家裡吃火鍋",
        "預算的部分我們討論過，全部含設計費、家具家電，150萬以內。我同事去年在板橋裝潢花了220萬，我們真的沒辦法😅 房貸每個月要繳3萬8，所以真的不能超",
        "風格想要溫暖一點的，像無印良品那種，木頭多一點，不要那種很冷的工業風。顏色不要整片白牆，喜歡大地色、燕麥色那種",
        "交屋是2/10，我們現在租的地方租約到6月底，所以想說6月搬進去",
        "啊抱歉剛剛講錯，房東說可以讓我們多住一個月，租金一樣每月2萬2，所以搬家改7月就好，不用那麼趕",
        "另外我老公有三百多張黑膠唱片，還有一台鋼琴是我從小彈到大的，這兩個一定要有地方放🙏 然後我們應該明後年會想生小孩，希望其中一間房之後可以改成小孩房"
      ],
      "whenAsked": {
        "age": "屋齡我真的不記得耶，仲介有講過但我忘了，權狀也不在我身上，之後再補給你們",
        "key_considerations": "最在意的是預算不要爆，還有收納一定要夠，我們兩個東西都超多"
      },
      "otherwise": "都可以，你們覺得怎樣好就怎樣～",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "中古屋",
            "整間重新裝潢"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "新北中和"
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
            "amount": 26,
            "unit": "ping",
            "approximate": true
          }
        },
        "problem_need": {
          "said": 1,
          "text": [
            "廚房超小",
            "只有一套衛浴",
            "採光很差"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "我們兩個",
            "柴犬"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "在家上班",
            "自己煮飯",
            "吃火鍋"
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
        "preferred_style": {
          "said": 4,
          "text": [
            "無印良品",
            "木頭多一點"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "不要整片白牆",
            "大地色"
          ]
        },
        "move_in_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-07-01",
            "precision": "month",
            "relation": "on"
          }
        },
        "important_collections": {
          "said": 7,
          "text": [
            "黑膠唱片",
            "鋼琴"
          ]
        },
        "plans_after_project": {
          "said": 7,
          "text": [
            "生小孩",
            "改成小孩房"
          ]
        },
        "age": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "預算不要爆",
            "收納一定要夠"
          ]
        }
      }
    },
    {
      "id": "heldout123-commercial-zh-tainan-dessert-shop",
      "projectType": "commercial_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我跟我姐想在台南中西區開一間甜點店，主要賣法式塔跟磅蛋糕，也有手沖咖啡。店面在正興街附近的老屋，一樓大概12坪、二樓10坪，加起來22坪左右",
        "房租一個月4萬5，押金押兩個月，之前的租客是做服飾的，頂讓金我們已經付了30萬給他，但裡面的東西幾乎都要拆掉😭 現在的問題是老屋很深很暗，又只有一個小門面，路過的人根本不知道裡面在賣什麼",
        "我們的塔一個大概160到220元，磅蛋糕一條480，客群主要是來台南玩的觀光客，還有附近上班的女生，二三十歲居多",
        "裝潢預算的話，我們先抓100萬，含設計費",
        "風格想要有老屋原本的味道，但整體要清爽、明亮，不要太網美那種。顏色喜歡奶油白配一點點墨綠",
        "剛剛跟我姐討論完，她說100萬大概做不到她要的廚房設備，所以預算改成120到150萬，一樣含設計費。之前問過一間台北的設計公司，光設計費就報了40萬，我們覺得有點貴…",
        "我們最想要的是一樓有一整面的玻璃櫃，讓外面走過的人一眼就看到整排的塔，像櫥窗一樣。跟附近其他甜點店最不一樣的是，我姐是在法國藍帶學的，塔皮都是每天現做",
        "開幕日期現在真的還不知道，要看裝潢做多久，還有食品業者登錄什麼時候下來，所以先不要訂死"
      ],
      "whenAsked": {
        "brand_value": "希望客人一進來就覺得很放鬆，像到朋友家吃點心，不用很拘謹",
        "key_considerations": "廚房動線一定要好用，我姐一個人要顧出爐，還有老屋的漏水跟電線要處理好",
        "other_design_requirements": "招牌跟菜單如果可以也想一起做"
      },
      "otherwise": "這個我們沒特別想法耶，你們建議就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "甜點店",
            "法式塔"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台南中西區",
            "正興街附近"
          ]
        },
        "space_size": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 22,
            "unit": "ping",
            "approximate": true
          }
        },
        "problem_need": {
          "said": 1,
          "text": [
            "很深很暗",
            "不知道裡面在賣什麼"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "觀光客",
            "附近上班的女生"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "老屋原本的味道",
            "清爽、明亮"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "奶油白",
            "墨綠"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 1200000,
            "max": 1500000,
            "currency": "TWD"
          }
        },
        "unique_design": {
          "said": 6,
          "text": [
            "整面的玻璃櫃",
            "像櫥窗一樣"
          ]
        },
        "competitive_advantage": {
          "said": 6,
          "text": [
            "法國藍帶",
            "每天現做"
          ]
        },
        "opening_date": {
          "said": 7,
          "skipped": true
        },
        "brand_value": {
          "said": "asked",
          "text": [
            "很放鬆",
            "朋友家吃點心"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "廚房動線",
            "漏水跟電線"
          ]
        }
      }
    },
    {
      "id": "heldout123-exhibition-zh-nantou-tea-food-show",
      "projectType": "exhibition_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我是南投鹿谷一間茶行的第二代，我們今年第一次要參加台北國際食品展，想找人幫忙設計攤位。主要展我們自己種的凍頂烏龍跟紅烏龍，還有今年新做的冷泡茶包",
        "攤位費我們上個月已經繳了，一個標準攤位7萬2，我爸本來只訂一個，3x3的那種",
        "地點是在南港展覽館1館，開展是6/24，展到6/27。主辦說6/22跟6/23都可以進場施工，我們想6/23進去就好。撤場是6/27展完當天晚上",
        "跟你更新一下，我爸剛剛說他又去加訂了隔壁那格，所以變成兩個攤位，3x6，總共18平方米",
        "我們最想接觸的是國外的買家跟通路商，尤其是日本跟東南亞的，想找代理，散客是其次。我們的茶一斤批價大概2,400，零售一兩要300多，想讓買家知道我們是自己種自己做的，不是跟人收茶來賣的",
        "現場會泡茶給人試喝，所以水跟電都要。我們希望攤位中間有一個長長的茶席，像在茶山上喝茶的感覺，背景可以放我們茶園的大圖",
        "預算的部分我現在真的沒辦法給你數字😣 我們有申請縣政府的參展補助，最多補10萬，要等3月才知道有沒有過，我爸說要看補助下來再決定要花多少。隔壁茶行去年參加花了快50萬，我爸聽到差點昏倒哈哈",
        "風格希望簡單、有質感，不要那種傳統茶行紅紅金金的感覺，想要比較現代、有一點日式的安靜。顏色的話想用茶綠色跟木頭色"
      ],
      "whenAsked": {
        "brand_value": "我們家三代都在鹿谷種茶，想讓人覺得我們是很實在、很用心的小茶農，來攤位就像來我們家喝茶一樣自在",
        "key_considerations": "最重要的是泡茶的水電要安全，然後我們只進場一天，施工不能太複雜",
        "other_design_requirements": "型錄跟試飲杯上的貼紙如果可以也想一起設計",
        "plans_after_project": "這次效果好的話，明年想去東京的食品展，攤位的東西希望可以重複用"
      },
      "otherwise": "都可以，你們專業的決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "台北國際食品展",
            "凍頂烏龍",
            "冷泡茶包"
          ]
        },
        "address": {
          "said": 2,
          "text": [
            "南港展覽館1館"
          ]
        },
        "opening_date": {
          "said": 2,
          "value": {
            "kind": "date",
            "date": "2026-06-24",
            "precision": "day",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 2,
          "value": {
            "kind": "date",
            "date": "2026-06-23",
            "precision": "day",
            "relation": "on"
          }
        },
        "exit_date": {
          "said": 2,
          "value": {
            "kind": "date",
            "date": "2026-06-27",
            "precision": "day",
            "relation": "on"
          }
        },
        "space_size": {
          "said": 3,
          "value": {
            "kind": "number_with_unit",
            "amount": 18,
            "unit": "m2"
          }
        },
        "target_audience": {
          "said": 4,
          "text": [
            "國外的買家",
            "通路商"
          ]
        },
        "competitive_advantage": {
          "said": 4,
          "text": [
            "自己種自己做的"
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
        "unique_design": {
          "said": 5,
          "text": [
            "長長的茶席",
            "茶園的大圖"
          ]
        },
        "budget": {
          "said": 6,
          "skipped": true
        },
        "preferred_style": {
          "said": 7,
          "text": [
            "簡單、有質感",
            "日式的安靜"
          ]
        },
        "colors_and_elements": {
          "said": 7,
          "text": [
            "茶綠色",
            "木頭色"
          ]
        },
        "brand_value": {
          "said": "asked",
          "text": [
            "很實在",
            "像來我們家喝茶"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "泡茶的水電要安全",
            "施工不能太複雜"
          ]
        }
      }
    },
    {
      "id": "heldout123-brand-zh-taichung-pet-grooming",
      "projectType": "brand_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "哈囉～我跟我老婆在台中西屯開了一間寵物美容，叫「福柴」，開一年多了。一開始logo是我自己用Canva隨便拉的，現在想整個重新做一套品牌識別，logo、色系那些都要重來",
        "我們主要做狗狗洗澡美容、貓咪洗澡，還有安親住宿，櫃台也有賣一些自己挑的零食跟洗毛精。小型犬洗澡$600起，住宿一晚$800，很多客人說我們算便宜的😂",
        "名字是因為我們家的柴犬叫福福，就是店狗啦，客人都認識牠。現在的問題是logo看起來跟一般寵物店沒兩樣，隔壁街新開的連鎖店聽說光裝潢就砸了200萬，我們拚不過人家，只希望品牌至少看起來專業一點、讓人記得住",
        "之前有問過一個接案設計師，他報logo加名片要6萬8，我們覺得有點超出。我們這邊設計費大概抓3到5萬，不知道這樣夠不夠",
        "風格想要溫暖、可愛但不要太幼稚，有點像日本街角小店那種感覺。顏色想用柴犬的橘棕色，然後不要粉紅色，我老婆說太多寵物店都用粉紅了",
        "客人大多是住附近的上班族跟小家庭，25到40歲，很多是第一次養狗的新手。商標的話我們有去申請喔，還在審核中，上個月才送件，規費花了快3000",
        "時間的話，我們3月中要辦一週年的活動，希望新logo那時候可以用，所以最好2月底前弄好。過年期間店裡不休息，訊息可能會回比較慢",
        "欸我剛問我老婆，她說上個月送件的是公司登記，不是商標啦😅 商標其實還沒申請。然後除了logo，也想要招牌、集點卡，還有IG的貼文模板"
      ],
      "whenAsked": {
        "need_registration_assistance": "要耶，我們兩個完全不懂這個，你們可以幫忙辦最好",
        "brand_website": "IG是我老婆在管的，帳號名稱我不記得，晚點再問她給你好了",
        "key_considerations": "最重要是福福一定要在logo裡面，然後印在毛巾跟圍裙上也要好看"
      },
      "otherwise": "都可以，你們專業的決定就好～",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "寵物美容",
            "重新做一套品牌識別"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台中西屯"
          ]
        },
        "products_or_services": {
          "said": 1,
          "text": [
            "洗澡美容",
            "安親住宿",
            "零食跟洗毛精"
          ]
        },
        "brand_name_story": {
          "said": 2,
          "text": [
            "柴犬叫福福"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "看起來專業一點",
            "讓人記得住"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "溫暖、可愛但不要太幼稚"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "柴犬的橘棕色",
            "不要粉紅色"
          ]
        },
        "target_audience": {
          "said": 5,
          "text": [
            "上班族跟小家庭",
            "25到40歲"
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
        "registration_status": {
          "said": 7,
          "value": {
            "kind": "choice",
            "selected": [
              "not_registered"
            ]
          }
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "招牌",
            "集點卡",
            "IG的貼文模板"
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
            "福福一定要在logo裡面"
          ]
        }
      }
    },
    {
      "id": "heldout123-packaging-zh-luye-red-oolong",
      "projectType": "packaging_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我們家在台東鹿野種茶，主要做紅烏龍，到我這代是第三代了。以前都是整批散茶賣給茶行，今年想推出自己品牌的茶包禮盒，所以想找人設計包裝",
        "產品是紅烏龍的原葉三角茶包，熱泡冷泡都可以。一包3克，一盒想放15包。我們預計一盒賣680，茶行收我們的散茶一斤才給1200，自己做品牌利潤好很多",
        "包裝我原本想說用鐵罐，看起來比較高級，喝完還可以重複用",
        "我們的茶有產銷履歷，而且紅烏龍算是台東特有的，有蜜香跟果香，跟一般紅茶喝起來不一樣。客人想抓30到50歲、會送禮的上班族，還有來鹿野玩熱氣球的遊客",
        "通路的話會放我們自己的茶園門市、鹿野農會超市，網路上就是蝦皮跟之後的官網。縣政府有個青農補助，我們申請了10萬，還沒核下來，核下來的話一部分會拿來付設計費",
        "風格想要有台東的感覺，自然、乾淨，不要那種金光閃閃的傳統茶葉禮盒。顏色可以用茶湯的琥珀色，元素想放熱氣球或縱谷的山線",
        "剛剛問了一下，鐵罐廠商報一個要45塊，太貴了😭 還是改成紙盒，裡面再放夾鏈立袋好了。材質想用牛皮紙或有FSC認證的紙",
        "最在意的是包材成本，一個盒子加袋子希望壓在30塊以內，不然賣680沒什麼賺頭。還有茶包一定要防潮。另外網購寄送的外箱也想一起設計"
      ],
      "whenAsked": {
        "expected_deadline": "時間還沒辦法確定耶，要看補助什麼時候核下來，確定了再跟你們說"
      },
      "otherwise": "這個都可以，你們覺得怎樣比較好就怎樣",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "台東鹿野種茶",
            "自己品牌的茶包禮盒"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台東鹿野"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "紅烏龍的原葉三角茶包",
            "熱泡冷泡都可以"
          ]
        },
        "specification": {
          "said": 1,
          "text": [
            "一包3克",
            "一盒想放15包"
          ]
        },
        "unique_selling_point": {
          "said": 3,
          "text": [
            "產銷履歷",
            "台東特有的"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "30到50歲",
            "來鹿野玩熱氣球的遊客"
          ]
        },
        "sales_channels": {
          "said": 4,
          "text": [
            "茶園門市",
            "農會超市",
            "蝦皮"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "台東的感覺",
            "不要那種金光閃閃"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "琥珀色",
            "熱氣球或縱谷的山線"
          ]
        },
        "packaging_form": {
          "said": 6,
          "value": {
            "kind": "choice",
            "selected": [
              "box",
              "bag_pouch"
            ]
          }
        },
        "preferred_materials": {
          "said": 6,
          "text": [
            "牛皮紙",
            "FSC認證的紙"
          ]
        },
        "key_considerations": {
          "said": 7,
          "text": [
            "壓在30塊以內",
            "防潮"
          ]
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "寄送的外箱"
          ]
        },
        "expected_deadline": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout123-website-zh-daan-pilates-booking",
      "projectType": "website",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "嗨你好，我在台北大安區開一間皮拉提斯工作室，叫「Core & Calm」，有四台核心床。現在的網站是我自己用Wix拉的，很陽春，一年方案還付了快9000😅 想請專業的重做一個",
        "最大的問題是現在預約都靠LINE，學生要一直問時段，我要一個一個回，常常半夜還在回訊息。所以新網站主要是要做線上預約的，最好能直接付款。我們私人課一堂1800，團課一堂600，買10堂有優惠",
        "頁面我想要：首頁、老師介紹、課程與價格、線上預約、常見問題，還有交通位置",
        "預算的話我先抓10萬以內，聽說對面那間瑜伽教室網站花了30萬，我們沒辦法那樣啦😂",
        "學生主要是30到45歲的女生，很多是產後媽媽或久坐腰痛的上班族。附近外商很多，也有不少外國學生，所以網站要有中文跟英文",
        "風格想要乾淨、溫柔、有呼吸感，不要那種很健身房很陽剛的感覺。現在網址是 corecalm.wixsite.com/studio ，之後想換自己的網域，網域我上個月已經先買了，一年才六百多",
        "剛跟我合夥人討論完，她說預算可以拉高一點，最多到15萬，但要包含預約系統串接。我們希望4月初上線，因為4月有新一期的團課要開",
        "最重要是預約流程要簡單，手機上三步驟內就要能完成，學生幾乎都用手機。還有後台要能自己改課表，我不想每次都要找工程師"
      ],
      "whenAsked": {
        "competitors": "這個我真的沒研究耶，不知道要看誰的，先跳過好了"
      },
      "otherwise": "都可以，你們決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "皮拉提斯工作室",
            "想請專業的重做"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台北大安區"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "預約都靠LINE",
            "半夜還在回訊息"
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
            "老師介紹",
            "課程與價格",
            "線上預約"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "30到45歲的女生",
            "產後媽媽"
          ]
        },
        "languages": {
          "said": 4,
          "text": [
            "中文",
            "英文"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "乾淨、溫柔、有呼吸感",
            "不要那種很健身房很陽剛"
          ]
        },
        "url": {
          "said": 5,
          "text": [
            "corecalm.wixsite.com/studio"
          ]
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
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "by",
            "part": "early"
          }
        },
        "key_considerations": {
          "said": 7,
          "text": [
            "三步驟內",
            "自己改課表"
          ]
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout123-other-zh-kaohsiung-wedding-stationery",
      "projectType": "other",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "嗨～我跟未婚夫5月16號要結婚，想找人幫我們設計一整套婚禮的視覺，因為我們兩個都不想用婚紗店那種套版的喜帖",
        "要設計的有喜帖、謝卡、迎賓看板、桌卡，還有婚禮小物上的貼紙。婚禮之後，我們也想用同一套插畫做結婚週年的卡片",
        "婚宴辦在漢來，一桌16800，開25桌，光這個就快42萬了😵 婚紗攝影也花了8萬，所以設計這邊真的沒辦法花太多，我們想抓2萬5以內，不知道可不可以",
        "風格想要簡約、有手繪插畫的感覺，元素想畫我們兩個跟我們家的貓。參考的話我很喜歡IG上一個叫「紙上小日子」的插畫家。喜帖3月初前設計好就可以了，4月初再寄",
        "我們住高雄左營，賓客大部分是雙方的長輩跟親戚，但我們的朋友也要覺得好看哈哈",
        "最想解決的是婚紗店給的喜帖樣式都長得一樣，很像公司尾牙邀請函😂 想要收到的人一看就知道是我們兩個的風格。婚紗店說喜帖一張算35，我們要印200張",
        "啊剛剛印刷廠回我，說燙金的話印刷要兩週，再加上寄送，所以設計最晚2月中就要定稿，不能等到3月了🙏",
        "最在意的是長輩看得懂，字不能太小，然後喜帖上的地址、時間那些資訊絕對不能錯"
      ],
      "whenAsked": {
        "collaboration_notes": "這個我還沒想耶，要問一下我未婚夫，晚點再說"
      },
      "otherwise": "都可以～你們覺得好就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "一整套婚禮的視覺",
            "不想用婚紗店那種套版的喜帖"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "喜帖",
            "迎賓看板",
            "婚禮小物上的貼紙"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "簡約",
            "手繪插畫"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "我們家的貓"
          ]
        },
        "other_preferences": {
          "said": 3,
          "text": [
            "紙上小日子"
          ]
        },
        "address": {
          "said": 4,
          "text": [
            "高雄左營"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "雙方的長輩跟親戚",
            "我們的朋友"
          ]
        },
        "problem_need": {
          "said": 5,
          "text": [
            "樣式都長得一樣",
            "一看就知道是我們兩個的風格"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-02-01",
            "precision": "month",
            "relation": "by",
            "part": "mid"
          }
        },
        "key_considerations": {
          "said": 7,
          "text": [
            "字不能太小",
            "資訊絕對不能錯"
          ]
        },
        "plans_after_project": {
          "said": 1,
          "text": [
            "結婚週年的卡片"
          ]
        },
        "collaboration_notes": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout123-residential-ko-suji-newlyweds-loan",
      "projectType": "residential_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요~ 이번에 용인 수지에 있는 구축 아파트를 샀는데 전체 리모델링 하려고 문의드려요. 32평이고 방3 화장실2 구조예요. 매매가 6억 2천에 대출을 4억이나 받아서 ㅠㅠ 인테리어 비용은 좀 빠듯해요",
        "아파트는 2001년 준공이라 25년 됐어요. 예전 집주인이 한 번도 손을 안 대서 샷시랑 욕실이 완전 옛날 그대로예요. 주방이 ㄷ자로 막혀 있어서 너무 답답하고 수납이 하나도 없어요",
        "저희는 결혼 1년차 부부고 고양이 두 마리 키워요 ㅎㅎ 남편은 주 3일 재택이라 작은방 하나는 서재로 쓰고 싶어요. 그 방이 3평 남짓이라 좁긴 한데.. 저는 요리하는 거 좋아해서 주말마다 친구들 불러서 집밥 해먹어요",
        "예산은 인테리어 전체 4천 정도 생각하고 있어요. 친구네가 작년에 같은 평수 하면서 5천 넘게 썼다던데 저흰 그렇게는 무리에요ㅠ 다른 업체에서 받은 견적은 5200 나왔고요",
        "스타일은 따뜻한 내추럴 느낌이요. 너무 차가운 모던은 싫구 오늘의집에서 본 무지 스타일 같은 거 좋아해요. 색은 화이트랑 우드 섞인 게 좋아요! 냉장고는 이미 비스포크로 사둬서 주방에 그거 들어갈 자리는 있어야 돼요 (그것만 400 줬어요 ㅋㅋ)",
        "아 그리고 남편이랑 다시 얘기해봤는데 예산은 가구 빼고 공사비만 최대 4500까지는 괜찮대요. 그 이상은 진짜 안돼요 ㅎㅎ",
        "입주는 지금 사는 전세가 3월 말에 끝나서 4월 초에는 들어가야 해요. 공사는 잔금 치르는 2월 중순부터 가능하고요"
      ],
      "whenAsked": {
        "key_considerations": "고양이들이 있어서 바닥이랑 벽지는 긁힘에 강한 걸로 해주세요. 그리고 공사 기간이 최대한 짧았으면 좋겠어요.",
        "plans_after_project": "2~3년 안에 아기 계획이 있어서 서재는 나중에 아기방으로 바꿀 수 있게 해주시면 좋겠어요.",
        "collaboration_notes": "둘 다 회사 다녀서 카톡으로 진행 사진 보내주시면 좋겠어요. 결정은 남편이랑 같이 해요.",
        "number_of_visits": "글쎄요 몇 번이 적당한지 잘 모르겠어요. 추천해주시는 대로 할게요."
      },
      "otherwise": "그건 딱히 생각해본 적 없어요. 알아서 해주셔도 돼요!",
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
            "용인 수지"
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
            "방3 화장실2"
          ]
        },
        "age": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 25,
            "unit": "years"
          }
        },
        "problem_need": {
          "said": 1,
          "text": [
            "주방이 ㄷ자로 막혀",
            "수납이 하나도 없어요"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "결혼 1년차 부부",
            "고양이 두 마리"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "주 3일 재택",
            "친구들 불러서 집밥"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "따뜻한 내추럴",
            "무지 스타일"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "화이트랑 우드"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 45000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "move_in_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "on",
            "part": "early"
          }
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "긁힘에 강한",
            "공사 기간이 최대한 짧았으면"
          ]
        }
      }
    },
    {
      "id": "heldout123-commercial-ko-seongsu-saltbread-second-shop",
      "projectType": "commercial_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요 망원동에서 작은 소금빵 가게 3년째 하고 있는데요, 이번에 성수동에 2호점 내게 돼서 인테리어 문의드려요! 매장에서 빵 굽고 커피도 같이 하는 베이커리 카페로 하려구요",
        "자리는 성수역 3번 출구 쪽 골목 1층 상가고 실평수 18평이에요. 망원 가게는 10평이라 주방이 너무 좁았거든요. 보증금 5천에 월세 380이라 솔직히 부담이 좀 돼요 ㅋㅋ",
        "저희 소금빵이 개당 3800원인데 주말엔 오후 2시면 다 팔려요. 망원에선 줄이 길어서 골목에 사람들이 서 있는데 그게 민원도 들어오고.. 이번 매장은 웨이팅 공간이랑 테이크아웃 동선을 제대로 나눠주셨으면 해요",
        "손님은 20~30대 여자분들이 제일 많고 성수는 외국인 관광객도 많더라구요. 빵 사진 찍어서 인스타 올리시는 분들이 대부분이에요",
        "분위기는 따뜻한 빵집 느낌인데 너무 프렌치 감성 말고 좀 담백하게요. 색은 버터색이랑 베이지 좋아하고 스테인리스는 홀에서 안 보였으면 좋겠어요. 저희가 '매일 굽는 정직한 빵'이 모토라서 그런 게 느껴지면 좋겠구요",
        "예산은 설계랑 시공 다 포함해서 1억 이하로 잡고 있어요. 오븐이랑 발효기 같은 장비는 따로 사는 거라 빼주시구요 (오븐만 3천이에요 ㅠ). 권리금도 1억 가까이 줘서 더는 힘들어요",
        "오픈은 4월 1일 목표예요! 벚꽃 시즌 맞추려구요",
        "아 방금 건물주랑 통화했는데 전 임차인 원상복구가 늦어져서 공사를 3월에나 들어갈 수 있대요 ㅠㅠ 오픈은 4월 말로 미뤄야 할 것 같아요. 혹시 간판이랑 빵 포장 박스 디자인도 같이 해주실 수 있나요?"
      ],
      "whenAsked": {
        "competitive_advantage": "저희는 새벽 5시부터 매장에서 직접 반죽해서 굽고 버터는 프랑스산 AOP 버터만 써요. 근처 빵집들은 대부분 냉동 생지 받아서 굽거든요.",
        "unique_design": "음.. 그건 아직 생각 못 해봤어요. 제안해주시면 보고 정할게요.",
        "key_considerations": "빵 굽는 열이랑 냄새 때문에 환기랑 배기가 제일 중요해요. 그리고 빵 진열대가 사진에 예쁘게 나와야 해요."
      },
      "otherwise": "그건 크게 상관없어요~",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "2호점",
            "베이커리 카페"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "성수역 3번 출구"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 18,
            "unit": "pyeong"
          }
        },
        "problem_need": {
          "said": 2,
          "text": [
            "웨이팅 공간",
            "테이크아웃 동선"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "20~30대 여자분들",
            "외국인 관광객"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "따뜻한 빵집 느낌",
            "담백하게"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "버터색이랑 베이지"
          ]
        },
        "brand_value": {
          "said": 4,
          "text": [
            "매일 굽는 정직한 빵"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 100000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "opening_date": {
          "said": 7,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "precision": "month",
            "relation": "on",
            "part": "late"
          }
        },
        "other_design_requirements": {
          "said": 7,
          "text": [
            "간판이랑 빵 포장 박스"
          ]
        },
        "competitive_advantage": {
          "said": "asked",
          "text": [
            "직접 반죽",
            "냉동 생지"
          ]
        },
        "unique_design": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "환기랑 배기",
            "빵 진열대"
          ]
        }
      }
    },
    {
      "id": "heldout123-exhibition-ko-coex-vegan-skincare-voucher",
      "projectType": "exhibition_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요, 저희는 비건 스킨케어 브랜드 '소이로'예요. 3월에 코엑스에서 하는 서울 뷰티 엑스포에 처음으로 부스 나가게 돼서 디자인이랑 시공 맡길 곳 찾고 있어요. 주력으로 보여줄 건 쌀 발효 앰플이랑 선크림이에요",
        "장소는 코엑스 C홀이고 2부스 신청해서 6m x 3m, 18제곱미터예요. 참가비 520만 원은 이미 입금했어요",
        "전시는 3월 12일 목요일부터 15일 일요일까지 4일간이고요, 반입은 전날인 11일 오전부터래요. 철수 일정은 아직 주최 측 공지가 안 떠서 모르겠어요",
        "저희가 제일 만나고 싶은 건 동남아랑 중동 쪽 바이어들이에요. 올해 수출 목표가 50만 달러라서 이번 전시에서 상담을 많이 잡아야 하거든요. 일반 관람객들한테 샘플도 나눠줄 거고요",
        "브랜드 슬로건이 '피부에도 지구에도 순하게'라서 부스도 편안하고 깨끗한 느낌이었으면 해요. 스타일은 재생 종이나 패브릭 같은 친환경 소재 쓴 미니멀한 부스가 좋아요. 색은 연한 쌀색이랑 초록 포인트요",
        "예산은 디자인이랑 시공, 철거까지 다 해서 2천만 원 이하예요. 중기부 수출바우처로 3천 받은 게 있는데 그건 해외 인증 쪽에 써야 해서 부스엔 못 써요 ㅠ 앰플이 한 병에 3만 2천 원인데 샘플도 많이 뿌려야 해서 그쪽 비용도 꽤 들고요",
        "아 그리고 방금 대표님이 한 부스 더 추가했대요! 그래서 3부스, 9m x 3m로 27제곱미터예요. 예산은 그대로구요 ㅎㅎ"
      ],
      "whenAsked": {
        "unique_design": "가운데에 쌀이 발효되는 과정을 보여주는 유리 항아리 진열대가 있으면 좋겠어요.",
        "water_electricity_supply": "전기는 조명 때문에 필요하고 물은 안 써요.",
        "key_considerations": "해외 바이어들이 멀리서도 알아볼 수 있게 영문 로고가 잘 보였으면 해요. 그리고 상담 테이블 두 개는 꼭 들어가야 해요.",
        "exit_date": "아까 말씀드린 것처럼 아직 공지가 안 나와서 모르겠어요."
      },
      "otherwise": "그건 상관없어요, 편하신 대로 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "비건 스킨케어",
            "쌀 발효 앰플"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "코엑스 C홀"
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
        "opening_date": {
          "said": 2,
          "value": {
            "kind": "date",
            "date": "2026-03-12",
            "precision": "day",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 2,
          "value": {
            "kind": "date",
            "date": "2026-03-11",
            "precision": "day",
            "relation": "on"
          }
        },
        "exit_date": {
          "said": 2,
          "skipped": true
        },
        "target_audience": {
          "said": 3,
          "text": [
            "동남아랑 중동 쪽 바이어들"
          ]
        },
        "brand_value": {
          "said": 4,
          "text": [
            "피부에도 지구에도 순하게"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "친환경 소재",
            "미니멀한 부스"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "연한 쌀색이랑 초록"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 20000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "unique_design": {
          "said": "asked",
          "text": [
            "유리 항아리 진열대"
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
            "영문 로고가 잘 보였으면",
            "상담 테이블 두 개"
          ]
        }
      }
    },
    {
      "id": "heldout123-brand-ko-bundang-grooming-salon",
      "projectType": "brand_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요~ 성남 분당 정자동에서 강아지 미용실 '몽글살롱' 하고 있어요. 오픈한 지 4년 됐는데 로고를 제가 미리캔버스로 대충 만든 거라ㅋㅋ 이번에 2호점 내면서 로고부터 명함, 간판까지 브랜드 전체를 제대로 새로 하고 싶어요.",
        "이름은 미용하고 나면 애들 털이 몽글몽글해지잖아요 그 느낌에서 따왔어요. 저희 첫 손님이었던 비숑 '몽이' 이름도 살짝 들어가 있고요 ㅎㅎ",
        "하는 건 소형견 전체미용, 목욕, 스파랑 고양이 위생미용이에요. 전체미용이 5만 5천 원부터라 동네에선 좀 비싼 편인데 그만큼 1:1로 천천히 해드려요. 2호점은 판교역 근처인데 보증금 5천에 월세 280이라 솔직히 좀 부담돼요 ㅠ",
        "문제는 지금 로고가 너무 흔하고 귀엽기만 해서, 가격에 비해 싸 보인다는 얘기를 들어요. 판교 쪽 고객들은 눈이 높아서 믿고 맡길 수 있는 프리미엄 살롱으로 보이고 싶어요. 주 고객은 30~40대 맞벌이 부부나 1인 가구인데 강아지를 자식처럼 키우는 분들이요.",
        "스타일은 차분하고 고급스러운데 너무 차갑지는 않은 느낌? 색은 크림색이랑 웜그레이 생각하고 있고, 핑크는 빼주세요 너무 많이 봐서요 ㅋㅋ 인스타는 @monggle_salon 이에요.",
        "예산은 디자인비만 해서 300 이하로 생각하고 있어요. 작년에 다른 데서 견적 받았을 땐 로고만 450 불러서 접었거든요 ㅠ 일정은 2호점이 4월 1일 오픈이라 2월 말까지는 로고가 나와야 간판 제작 들어갈 수 있어요.",
        "아 방금 간판 업체랑 통화했는데 간판 제작이 3주면 된대요. 그럼 로고는 3월 10일까지만 주셔도 될 것 같아요! 상표는 작년에 출원은 해놨는데 아직 심사 중이에요.",
        "명함이랑 간판 말고도 예약 안내용 인스타 템플릿이랑 미용 끝나고 주는 리본 스티커도 같이 해주시면 좋겠어요. 진행은 카톡으로 편하게 해주시고, 결정은 저랑 2호점 맡을 실장님이 같이 해요."
      ],
      "whenAsked": {
        "need_registration_assistance": "그건 출원 맡긴 변리사님한테 물어보고 정할게요. 지금은 잘 모르겠어요.",
        "key_considerations": "제일 중요한 건 강아지 얼굴 그림 같은 거 없이도 미용실인 게 딱 보이는 거요. 그리고 큰 간판이랑 작은 스티커에서도 똑같이 잘 보여야 해요."
      },
      "otherwise": "그건 딱히 생각 안 해봤어요. 알아서 해주셔도 돼요!",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "몽글살롱",
            "브랜드 전체를 제대로"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "분당 정자동"
          ]
        },
        "brand_name_story": {
          "said": 1,
          "text": [
            "몽글몽글",
            "비숑"
          ]
        },
        "products_or_services": {
          "said": 2,
          "text": [
            "전체미용",
            "목욕",
            "고양이 위생미용"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "싸 보인다",
            "프리미엄 살롱"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "30~40대 맞벌이 부부",
            "자식처럼"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "차분하고 고급스러운"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "크림색이랑 웜그레이",
            "핑크는 빼주세요"
          ]
        },
        "brand_website": {
          "said": 4,
          "text": [
            "@monggle_salon"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-10",
            "precision": "day",
            "relation": "by"
          }
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
        "other_design_requirements": {
          "said": 7,
          "text": [
            "인스타 템플릿",
            "리본 스티커"
          ]
        },
        "collaboration_notes": {
          "said": 7,
          "text": [
            "카톡으로",
            "실장님이 같이"
          ]
        },
        "need_registration_assistance": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "미용실인 게 딱 보이는",
            "작은 스티커에서도"
          ]
        }
      }
    },
    {
      "id": "heldout123-packaging-ko-yeongju-apple-juice",
      "projectType": "packaging_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요. 경북 영주에서 부모님이랑 사과 농사 짓고 있는 30대 농부예요. 못난이 사과로 사과즙 만들어서 판 지 3년 됐는데, 지금 파우치가 OEM 공장 기본 디자인 그대로라 이번에 제대로 저희 패키지를 만들고 싶어서 연락드렸어요.",
        "제품은 사과 100% 착즙이에요. 물이나 설탕 하나도 안 넣고 영주 부사만 써요. 냉장 안 해도 되고 그냥 뜯어서 바로 마시면 돼요. 지금 30포 한 박스에 3만 9천 원에 파는데 작년 매출이 1억 2천 정도 나왔어요.",
        "규격은 한 포에 100ml, 30포가 한 박스 들어가요. 파우치는 스파우트 없는 삼면 파우치고, 겉박스까지 같이 디자인 바꾸고 싶어요. 명절엔 선물세트로도 나가고요.",
        "파는 곳은 네이버 스마트스토어랑 쿠팡이 제일 많고, 영주 로컬푸드 직매장에도 넣어요. 주 고객은 아이 간식으로 사는 30~40대 엄마들이랑 명절에 부모님 선물하는 직장인들이에요.",
        "아 그리고 규격 제가 잘못 말했네요ㅠ 작년부터 한 포에 110ml로 바꿨어요! 30포 한 박스는 그대로고요.",
        "비용은 영주시 농업기술센터에서 포장재 개선 지원금 500만 원 받은 게 있는데, 그건 인쇄비까지 다 포함이라 디자인은 200 안쪽으로 하고 싶어요. 지금 파우치 단가가 개당 95원인데 이거보다 너무 올라가면 곤란하고요.",
        "디자인은 촌스러운 농산물 느낌 말고 깔끔하고 따뜻한 느낌이면 좋겠어요. 사과 빨간색은 살리고 싶은데, 사과 일러스트 크게 넣는 건 너무 흔해서 피하고 싶어요. 추석 선물세트 생산이 7월에 들어가니까 디자인은 5월 말까지 끝나면 돼요."
      ],
      "whenAsked": {
        "preferred_materials": "재질은 솔직히 잘 몰라요. 추천해 주시는 대로 할게요.",
        "key_considerations": "택배로 많이 나가니까 박스가 튼튼해야 하고, 파우치 뒷면 성분표랑 유통기한 자리는 꼭 잘 보이게 해주세요.",
        "problem_need": "온라인에서 다른 사과즙이랑 구분이 안 돼요. 쿠팡 썸네일에서 딱 눈에 띄었으면 좋겠어요."
      },
      "otherwise": "음 그건 상관없어요. 편하게 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "사과즙",
            "기본 디자인 그대로"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "경북 영주"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "사과 100% 착즙",
            "뜯어서 바로 마시면"
          ]
        },
        "unique_selling_point": {
          "said": 1,
          "text": [
            "물이나 설탕 하나도 안 넣고"
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
        "sales_channels": {
          "said": 3,
          "text": [
            "스마트스토어",
            "쿠팡",
            "로컬푸드 직매장"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "30~40대 엄마들",
            "직장인들"
          ]
        },
        "specification": {
          "said": 4,
          "text": [
            "110ml",
            "30포 한 박스"
          ]
        },
        "preferred_style": {
          "said": 6,
          "text": [
            "깔끔하고 따뜻한"
          ]
        },
        "colors_and_elements": {
          "said": 6,
          "text": [
            "사과 빨간색은 살리고",
            "너무 흔해서 피하고"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-05-01",
            "precision": "month",
            "relation": "by",
            "part": "late"
          }
        },
        "preferred_materials": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "박스가 튼튼해야",
            "유통기한 자리"
          ]
        }
      }
    },
    {
      "id": "heldout123-website-ko-gyeongju-hanok-stay",
      "projectType": "website",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 경주 황리단길 근처에서 한옥 독채 스테이 '소소재' 운영하고 있어요. 방은 3채고요. 지금 홈페이지가 5년 전에 지인이 80만 원 받고 만들어준 건데 모바일에서 깨지고 예약도 안 돼서 새로 만들려고요.",
        "주소는 sosojae.co.kr 이에요. 도메인은 작년에 10년치 결제해놔서 그대로 쓰고 싶어요 ㅎㅎ",
        "제일 큰 문제는 예약이 다 에어비앤비랑 야놀자로만 들어와서 수수료가 한 달에 200 가까이 나간다는 거예요. 1박에 18만 원인데 15%씩 떼가니까 너무 아까워요. 홈페이지에서 바로 예약하고 결제까지 되는 게 목표예요.",
        "페이지는 메인, 객실 소개(3채 각각), 예약, 오시는 길, 주변 여행 팁 정도면 될 것 같아요. 외국 손님도 꽤 와서 한국어랑 영어는 꼭 있어야 하고 일본어도 있으면 좋겠어요.",
        "손님은 주로 조용히 쉬러 오는 30대 커플이나 부모님 모시고 오는 가족이에요. 느낌은 한옥 사진이 크게 보이고 여백 많은 차분한 스타일이요. 예산은 300 이하로 생각하고 있어요.",
        "아 예산 말인데요, 남편이랑 얘기해보니 수수료 아끼는 거 생각하면 400까지는 써도 괜찮대요. 결제 시스템 월 이용료는 따로 나가는 거 알고 있어요.",
        "벚꽃 시즌 예약이 2월부터 몰리니까 3월 초에는 열었으면 좋겠어요. 4월 초에 보문단지 벚꽃 축제 있어서 그 전엔 무조건이요."
      ],
      "whenAsked": {
        "competitors": "경쟁 숙소 사이트는 잘 모르겠어요. 따로 찾아본 적이 없어서요.",
        "key_considerations": "관리하는 게 저 혼자라서 사진이랑 요금을 제가 직접 쉽게 바꿀 수 있어야 해요. 그리고 에어비앤비 예약이랑 겹치지 않게 달력 연동이 꼭 돼야 해요.",
        "colors_and_elements": "색은 한옥 나무색이랑 먹색 정도? 쨍한 색은 피해주세요."
      },
      "otherwise": "그건 상관없어요~ 알아서 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "한옥 독채 스테이",
            "모바일에서 깨지고"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "경주 황리단길"
          ]
        },
        "url": {
          "said": 1,
          "text": [
            "sosojae.co.kr"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "수수료",
            "바로 예약하고 결제까지"
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
          "said": 3,
          "text": [
            "객실 소개",
            "예약",
            "오시는 길"
          ]
        },
        "languages": {
          "said": 3,
          "text": [
            "한국어",
            "영어",
            "일본어"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "30대 커플",
            "부모님 모시고 오는 가족"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "여백 많은 차분한"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 4000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "month",
            "relation": "by",
            "part": "early"
          }
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "직접 쉽게 바꿀 수",
            "달력 연동"
          ]
        }
      }
    },
    {
      "id": "heldout123-other-ko-gwangju-cooking-channel",
      "projectType": "other",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요 광주 광산구에서 자취 요리 유튜브 채널 '한끼자취' 하는 사람이에요 ㅎㅎ 구독자가 작년 말에 10만 넘어서 이제 채널 디자인을 좀 제대로 갖추고 싶어서 연락드렸어요.",
        "필요한 건 채널 배너랑 프로필 로고, 썸네일 템플릿 3종, 그리고 영상 인트로에 들어갈 짧은 타이틀 정도요. 편집자 동생이 쓰기 편하게 포토샵 파일로 받고 싶어요.",
        "지금은 썸네일을 그때그때 만들어서 채널이 통일감이 하나도 없어요. 처음 들어온 사람도 딱 보고 '아 한끼자취네' 하고 알아보게 만드는 게 목표예요. 광고 문의도 들어오는데 채널이 정돈돼 보여야 단가도 올릴 수 있을 것 같아서요.",
        "시청자는 20대 중후반 자취생, 사회초년생이 제일 많아요. 만 원으로 3끼 만들기 이런 콘텐츠가 제일 잘 돼요 ㅋㅋ 요즘 채널 수익은 한 달 80 정도고 동생 편집비로 월 150 주고 있어서 남는 건 별로 없어요 ㅠ",
        "그래서 이번 디자인은 다 합쳐서 100만 원 안쪽이면 좋겠어요. 친구 채널은 에이전시 통해서 500 썼다던데 저희는 그건 무리고요 ㅎㅎ 스타일은 손글씨 느낌 나는 귀엽고 친근한 거요. 너무 유치하진 않게요.",
        "일정은 설 연휴 전에 새 썸네일로 바꾸고 싶어서 2월 중순까지 됐으면 해요. 참고로 제가 좋아하는 건 '딸부자네' 채널 썸네일이에요, 글씨 배치가 깔끔해서요.",
        "아 근데 생각해보니 3월에 채널 리뉴얼 기념 라이브를 하기로 했어서, 그거 맞춰서 3월 초까지만 되면 돼요. 급하게 안 하셔도 돼요!",
        "소통은 카톡이 편하고요, 시안 나오면 저랑 편집자 동생이 같이 보고 결정할게요. 중간에 한 번은 줌으로 얘기하면 좋겠어요."
      ],
      "whenAsked": {
        "colors_and_elements": "색은 진짜 감이 안 와요… 잘 모르겠어서 추천해주시면 좋겠어요.",
        "key_considerations": "썸네일은 폰 화면에서 작게 봐도 글씨가 잘 읽혀야 해요. 그리고 동생이 매번 글자만 쉽게 바꿔 쓸 수 있어야 해요.",
        "plans_after_project": "나중에 밀키트나 자취 요리책도 내보고 싶어요."
      },
      "otherwise": "그건 딱히 없어요 ㅎㅎ 상관없어요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "자취 요리 유튜브",
            "10만 넘어서"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "광주 광산구"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "채널 배너",
            "썸네일 템플릿 3종",
            "타이틀"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "통일감이 하나도 없어요",
            "알아보게"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "20대 중후반 자취생",
            "사회초년생"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "손글씨 느낌",
            "귀엽고 친근한"
          ]
        },
        "other_preferences": {
          "said": 5,
          "text": [
            "딸부자네"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "precision": "month",
            "relation": "by",
            "part": "early"
          }
        },
        "collaboration_notes": {
          "said": 7,
          "text": [
            "카톡이 편하고요",
            "같이 보고 결정"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "글씨가 잘 읽혀야",
            "글자만 쉽게 바꿔"
          ]
        }
      }
    }
  ];
