import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 122 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: by reference to names they know (visitors
 * explain what they want by pointing at brands, chains, shops, cafés, hotels, films, magazines, apps and websites,
 * "like Aesop's shops but warmer", "像無印良品那種", "블루보틀 같은 느낌", and say which part of each they mean and which not; a name
 * said as a look to copy, a rival, a site admired, where they sell, what they are not like, a former employer or a
 * place once visited; in each, one correction and one or two fields not known, filed as skipped). Written in session
 * 67 by seven writers, all 21 conversations, and played once on 25f479a1 (after the session's rules from held-out 121,
 * before any change for it): 205 of 300 facts (68.3 %), 12 wrong values, 32 asked again, 0 loops, at most 15 turns. (Two
 * readings mended after it, in 57bc66c8 and 08786c46, move nothing in it.)
 */
/* Writer's note (en-US, batch 122)
 * - exhibition_space: Bec, co-owner of Saltbush Linen (hand-dyed linen bedding, studio in Mullumbimby NSW), first trade stand at Life Instyle, ICC Sydney, Darling Harbour, 12-14 Aug 2026, bump-in 11 Aug, 3 x 4 m = 12 m2, AUD; names: Kyoto ryokan + Perfect Days = style (which parts yes/no), Adairs catalogue = what they don't want, Bed Threads = the rival (competitive_advantage), Life Instyle Melbourne = later plan; trap: Mullumbimby studio and Byron/Bangalow stockists (not the venue), Kyoto honeymoon ryokan (not the address), film year 2023, Bed Threads' 50 m2 stand last year (not the size) and Bed Threads as a style, Adairs' fifteen-cushion look (not wanted), first budget ~$30k, nine-hour drive down the Pacific Highway (not distance to the studio), Life Instyle Melbourne next February (plan, not this show's dates); correction: budget ~30000 AUD (msg 5) -> at most 22000 AUD all in (msg 6); unknown: exit_date (bump-out not found in the exhibitor manual, msg 1 and again when asked)
 * - brand_design: Hana in Tampines, Singapore, home kueh business Dapur Mirah (named after her late nenek Amirah), full identity plus gift box, seal stickers and WhatsApp order card; names: Laduree boxes (gift feeling yes, French palace gold no) + Joo Chiat Peranakan tiles = style, Bengawan Solo = the rival she must not look like (red and gold), SIA = former employer (no field), FairPrice Finest = future sales plan, IPOS = trademark office; trap: nenek's kitchen in Geylang Serai and her age 89, Joo Chiat Road (a reference, not the address), Bengawan Solo's red-and-gold look and its $40 vs her $32 kueh lapis, eight years as SIA cabin crew, box supplier in Johor, supplier's early-March artwork date and Raya ~20 March (not the deadline), FairPrice Finest next year (plan, not a current channel); correction: registration_status not_registered (msg 2) -> in_progress, husband filed with IPOS in December (msg 5); unknown: need_registration_assistance (husband handles IPOS, asked)
 * - packaging_design: Dana of Maple & Moss, Leslieville, Toronto (CAD locale), redesign of printed 355 mL cans + 4-pack box for a sparkling maple switchel; style "like Oatly's chatty handwritten copy" but not its colours; trap: Spindrift is the shelf rival (not a style) and its $2.49 price, idea came from a Whole Foods in Brooklyn (not a channel/address), Red Bull/energy-drink aisle said as what they don't want, Oatly colours excluded, Loblaws' May shelf reset (chain's date, not the deadline), co-packer in Mississauga (not the address), founded 2023; correction: expected_deadline end of April (msg 5) -> mid-March (msg 6); unknown: preferred_materials
 * - website: Ciara & Aoife's Saltwater Sauna, horsebox sauna in Salthill, Galway (EUR), booking site replacing Linktree/Instagram DMs; Airbnb booking flow admired + Tonn Sauna in Spiddal as rival (both competitors), Patagonia's website for style; trap: Löyly in Helsinki visited in 2024 (not address, not competitor), Patagonia's sale banners not wanted, "not the rest of" Airbnb, 8 swimmers / 6-seat sauna, 200 Christmas vouchers, Dublin crowds at the May bank holiday, "nobody under 50" is not the audience, €2,500 voucher is only the top-up; correction: budget about €5,000 (msg 5) -> €7,500 (msg 6); unknown: plans_after_project
 * - other: Gemma of the Chorlton Plodders running club, Chorlton, south Manchester, wants medal, race T-shirt, bibs and finish-arch banner for their first 10K; parkrun for the feel; trap: London Marathon sponsor-logo look not wanted, Great Manchester Run is a rival (its May date and 25,000 runners), Kipchoge is 41, Berlin Marathon ran in 2019 (place/year visited; only the cut-out idea is wanted, not the weight), race day 14 June and Easter T-shirt sales are not the design deadline, medal company in Sheffield (not address); correction: expected_deadline end of March (msg 5) -> end of February (msg 6); unknown: collaboration_notes
 * - residential_space: Dana's wife (ER nurse) with Dana, son Eli (4) and two cats, gutting a 3-bed/1.5-bath brick rowhouse in Fishtown, Philadelphia (1,250 sq ft, ~$120k USD), style by reference to Ace Hotel rooms (not the hipster bits) and Kinfolk magazine; trap: Restoration Hardware showroom said as NOT wanted (not a style), Japandi beige-on-beige and IKEA Billy as not wanted, sister's house in Cherry Hill and her $85k kitchen, Kyoto ryokan from the honeymoon (not the address; only its terracotta is a colour cue), Joanna Gaines "like 47", five kids and a $50k Waco kitchen, current rental in Northern Liberties, Rocky II from 1979, four moves, unfinished basement; correction: space_size 1,400 sq ft (msg 1) -> 1,250 sq ft (msg 5); unknown: age (declined when asked)
 * - commercial_space: Mereana and partner Sam opening a loose-leaf tea shop and 20-seat tearoom in a former vape shop on Cuba Street, Wellington NZ (110 m2, NZD), style "calm of an Aesop store but warmer" plus Muji-style open shelving; trap: T2 said both as NOT the look (black walls, loud music) and as the rival (competitive context, not style), Mojo cafés as a rival, Lord of the Rings cafés and 2001 as not wanted, Fortnum & Mason in London / Piccadilly as former employer (no field, not address, not style), six years there, rimu salvaged from a villa in Petone (not the address), T2's Auckland flagship opening in April (not the opening date), $25k for boiler/tins/stock; correction: budget NZ$140k (msg 4) -> NZ$115k at most (msg 5); unknown: unique_design (declined when asked)
 */
/* Writer's note (zh-TW, batch 122)
 * - brand_design: owner of the Nordic cinnamon-roll shop "Kanel" in 高雄鹽埕區, full identity redo (logo/type/colours) plus takeaway bags and cup sleeves; style "like Aesop but warmer" + Kinfolk serif type; trap: former job at Fabrique in Stockholm (not the address, no field), Cinnabon (what they are NOT, filed only in problem_need as the confusion), Starbucks (not-like / avoid green, never a wanted style), rival pink cute cinnamon-roll shop near 駁二 and its $120 price vs own $85 (not the style, no price field), April bag change (not the deadline); correction: expected_deadline end of March (msg 5) -> end of February 2026, by (msg 6); unknown: need_registration_assistance (msg 6, still weighing cost; registration_status = not_registered)
 * - packaging_design: daughter making sugar-free dried Irwin mango with her mum in 台南玉井, kraft pouches with window + gift box; style 無印良品 clean but with Tainan hand-feel like 《小日子》 covers, not souvenir-shop big-mango look; trap: 7-11 / 全聯 are competitors in the USP (not sales channels), 新光三越小西門 March pop-up is a friend's tea brand (not a channel, not a date), Doi Tung shop in Chiang Mai (material reference only, not the address), 神農生活's March meeting (not the deadline); correction: specification 150g per bag (msg 1) -> 80g bags, 6 per gift box (msg 6); unknown: expected_deadline (msg 7 and asked: depends on 神農生活 shelf date)
 * - website: owner of the used-vinyl shop "轉角黑膠 Corner Spin" on 赤峰街, 台北中山區, wants an online shop with live stock; admired sites Discogs (filters) and Bandcamp (big covers), rival 佳佳唱片 (competitor, not a style); dark "late-night record shop" look, NOT like momo購物網; trap: former employer 誠品音樂館 (no field), a rival's ~50萬 website (not the budget), IG/蝦皮 are existing channels not a site, Record Store Day 4/18 (event; deadline is "before mid-April"); correction: languages 中文+英文 (msg 2) -> 中文+日文, English later (msg 5, also filed as plans_after_project); unknown: main_pages (asked: wants the studio to propose)
 * - other: couple running the 6-room B&B "慢島" in 宜蘭, want a hand-drawn area map, room door plates and postcards; style Ghibli-like watercolour for the map, Hoshinoya-like wood-and-paper feel for plates/cards; trap: stay at 輕井澤 虹夕諾雅 (style reference only, not the address), 《神隱少女》 2001 and 宮崎駿 in his eighties (film year / celebrity age), 10 minutes' drive from 羅東 (not distance to the studio), rival B&B near 羅東夜市 with cute Q版 style (not the style), May peak season (not the deadline); correction: address 宜蘭羅東 (msg 0) -> 冬山鄉 (msg 3); unknown: collaboration_notes (asked, no experience)
 * - residential_space: engineer couple (she at MediaTek, he ex-TSMC, now hybrid software job) with two ragdoll cats, full redesign of a second-hand 34-ping 3-bed elevator apartment in Zhubei 縣三重劃區; names: 無印良品 for the tidy simple style (but "not white like a show flat"), Aesop shops for the earth-tone/dark-green palette (but not as dark as the shops), IG/Airbnb Nordic style as what they do NOT want, Hoshinoya Kyoto's hinoki tub as a reference for a small soaking area (other_preferences), One Piece manga as a collection; trap: former employer TSMC / MediaTek (no field), One Piece "serialised almost 30 years" (not the property age), Kyoto/虹夕諾雅 (a hotel they stayed at, not the address), the developer show-flat designer's 400萬 quote (not their budget), 網美 Airbnb 北歐風 (not a wanted style), the lease "7月到期" (not the move-in date); correction: move_in_date end of June 2026 (msg 6) -> by end of August 2026 (msg 7); unknown: age (msg 1, repeated if asked)
 * - commercial_space: ex-Eslite book buyer back home in Tainan opening a small bookshop by day / book bar by night in a ground-floor old townhouse near 正興街, 中西區; names: 代官山蔦屋書店 as the relaxed style to copy, 誠品 as what they do NOT want ("too much like a department store") and as a former employer, 路易莎 as the rival (competitive_advantage: hand-picked books, craft beer), Kinfolk magazine for the off-white/light-wood matte palette, Beauty and the Beast library for the floor-to-ceiling book wall with rolling ladder (but not castle-ornate); trap: Tokyo 代官山 (visited reference, not the address), 誠品 ten years (former job), Murakami "77歲" (not the audience age), 路易莎 opening on 3月1號 (not their opening date) and 路易莎 as a style, the film year 1991, landlord's 25坪 figure; correction: space_size 25坪 (msg 0) -> 21坪 (msg 5); unknown: opening_date (msg 6, repeated if asked)
 * - exhibition_space: small Taichung 大里 bike-light maker (ex-OEM) showing its own brand 夜鷹 for the first time at Taipei Cycle, 南港展覽館一館, opening 3/25, move-in 3/23 (asked), electricity only, budget up to 60萬; names: Rapha stores for the clean sports-magazine style, Apple Store wooden long tables for hands-on display (but not Apple's all-white coldness), teamLab for a small dark room showing beam patterns (but not teamLab's flashy projections), Busch+Müller as the rival (competitive_advantage: half the price, custom logos) and its shelf-packed booths as what they do NOT want; trap: Giant's ~300 m2 booth (not their size), King Liu "九十幾歲" (celebrity age), Eurobike in Frankfurt last year (a show visited, not the venue), former OEM work for foreign brands; correction: space_size 3x3 = 9 m2 (msg 1) -> 3x6 = 18 m2 (msg 5); unknown: exit_date (msg 5, repeated if asked)
 */
/* Writer's note (ko-KR, batch 122)
 * - brand_design: owner of 'Dalmuri Bagel' (달무리 베이글) in Gung-dong, Yuseong-gu, Daejeon, full identity refresh (logo, signage, paper bags, stickers) ahead of a 2nd shop in Dunsan-dong; trap: London Bagel Museum (런베뮤) is a rival, not a style ("빈티지 영국 감성" must not be filed as wanted style), Paris Baguette is a former employer (no field), Le Petitmec in Kyoto is a shop visited abroad (not the address), 런베뮤's rumoured 3/1 Daejeon opening and the 2nd shop's mid-April opening are not the deadline, Dunsan-dong is the new branch, not the base; correction: expected_deadline end of March 2026 (msg 5) -> end of February 2026 (msg 6); unknown: plans_after_project (3rd shop "아직 모르겠어요", msg 7)
 * - packaging_design: small roastery 'Solbaram Roastery' on Anmok Beach coffee street, Gangneung, drip-bag coffee box + single pouches; trap: Terarosa's 15g drip bag (rival's spec, theirs is 12g), Starbucks named as what they are NOT, Aesop's brown pharmacy bottle and Blue Bottle's blue named as what to avoid (only Aesop's type-led calm look is wanted), Coupang undecided (not a sales channel), Kurly's mid-March launch is not the deadline (end of Feb is); correction: specification 10 bags per box (msg 1) -> 8 x 12g per box (msg 6); unknown: other_design_requirements (shipping box / display stand not discussed yet, msg 6)
 * - website: owner of independent bookshop '책방 바람길' in Dongmyeong-dong, Gwangju, online bookshop site with book-club subscription; trap: 29CM and Choi In-a Books are admired sites (competitors), while Kyobo/Aladin are explicitly NOT rivals and Aladin's crowded look is unwanted, Daikanyama T-Site in Tokyo is a place visited abroad (not address), a friend's flower-shop site at 1.5M KRW is not the budget; correction: budget about 3,000,000 KRW (msg 6) -> at most 5,000,000 KRW (msg 7); unknown: expected_deadline (launch date not decided, asked)
 * - other: office manager of 'Unneuni Pediatric Dental' in Beomeo-dong, Suseong-gu, Daegu, mascot character for waiting-room mural and stickers; trap: the clinic across the street's dinosaur mascot (rival, dinosaurs are to be avoided), Pororo named as too babyish (not wanted), Toy Story's 1995 release year and the director's Buzz-style astronaut idea (not decided), 5 May Children's Day launch event and end-of-April are not the final deadline; correction: expected_deadline end of April 2026 (msg 5) -> early April 2026 (msg 6); unknown: collaboration_notes (who makes final decision not settled, asked)
 * - residential_space: young couple (7-year-old daughter, two cats) who bought a 29-year-old 32-pyeong apartment in Haeundae-gu Jwa-dong, Busan, for a full remodel; style "like the MUJI Hotel Ginza room" but warmer than a MUJI store; trap: Ginza/Tokyo (hotel stayed at abroad, not the address), Signiel Busan marble look (what they do NOT want), MUJI store "too bare" (not wanted), friend in LCT spent over 100,000,000 KRW (friend's budget), Hanssem showroom "20% off until end of March" (chain's date, not move-in/deadline; Hanssem rejected as too generic), current jeonse home in Suyeong-gu Gwangan-dong (not the project address); correction: budget about 50,000,000 KRW (msg 3) -> at most 60,000,000 KRW (msg 5); unknown: move_in_date (jeonse end date still being negotiated)
 * - commercial_space: former Paris Baguette R&D baker opening a salt-bread + hand-drip coffee shop in Daejeon Jung-gu Daeheung-dong; Sungsimdang named as the local giant they differ from (competitive advantage: only salt bread done properly), London Bagel Museum as vintage-European style but pared down, % Arabica Arashiyama's long bar counter as the signature idea; trap: Paris Baguette (former employer, no field), Sungsimdang main store in Eunhaeng-dong and "10 min walk" (not address/distance), Sungsimdang's new store opening in March (not their opening date), London Bagel Museum's "hundreds of millions" (not budget), Kyoto/Arashiyama (place visited, not address), Starbucks laptop café (what they are NOT), Sungsimdang not a style; correction: space_size 18 pyeong (msg 0) -> 15 pyeong exclusive area (msg 5); unknown: opening_date (depends on landlord's restoration work)
 * - exhibition_space: daughter of an Icheon potter, daily-tableware brand sold on 29CM and Ohouse, first booth at Seoul Living Design Fair, COEX Hall A, Mar 5-8 2026, move-in Mar 4, electricity only; style like Aesop stores but brighter, Kinfolk table shoots, Little Forest rice-table scene as the signature idea; trap: last year's fair "end of February" (not opening date), 3,800,000 KRW participation fee already paid (not the design budget), Kwangjuyo neighbouring booth (rival, not the style: they are everyday bowls, not premium hanjeongsik ware), Little Forest "8 years ago" (film's age), Aesop's darkness (not wanted), BEXCO Busan in June (next fair = plans_after_project, not address/dates); correction: space_size 18 m2 / 3x6 (msg 2) -> 27 m2 / 3x9 (msg 5); unknown: exit_date (organiser has not announced move-out)
 */
export const hundredAndTwentySecondHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout122-brand-en-tampines-kueh-kitchen",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi! I'm Hana from Singapore. I've been selling my kueh from home in Tampines for about four years, mostly Hari Raya and Chinese New Year orders through Instagram and WhatsApp. Now I want to make it a proper brand: new logo, colours, packaging look, the whole identity. Right now my 'logo' is literally my name in a Canva font lah.",
      "The name is Dapur Mirah. 'Dapur' means kitchen in Malay, and Mirah is my late nenek, Amirah. I learned every recipe standing on a stool in her kitchen in Geylang Serai, and she was still rolling ondeh-ondeh at 89! So the name really means her kitchen, carried on.",
      "What I sell: kueh lapis, ondeh-ondeh, kueh salat, pineapple tarts, plus festive gift boxes and corporate orders. My customers are mostly working mums and younger people in their 30s who want to bring something nice to the in-laws' house on Raya, and offices ordering for events. Trademark? No, nothing registered.",
      "My problem is at every bazaar people walk straight past my table to the Bengawan Solo booth, because mine looks like a home business. Bengawan Solo is the big one everyone knows, their kueh lapis is like $40 and mine is $32, but I'm not trying to copy them. No red and gold, no old-school look. I want people to see Dapur Mirah as a real brand, just a bit younger.",
      "For the feeling, think of how Laduree boxes make macarons feel like a gift you'd keep, that part, but not the fancy French palace gold. And something warm and a bit playful like the Peranakan tiles on the shophouses along Joo Chiat Road. I was SIA cabin crew for eight years before this, so I also like things neat and polished haha.",
      "Oh wait, sorry, correction on the trademark: my husband just told me he already filed the name with IPOS in December, so it's in progress, not nothing. He's very kiasu like that 😂 Timeline: I need the logo done by end of February, because my box supplier in Johor needs the artwork in early March to print the Hari Raya boxes. Raya is around 20 March this year.",
      "Besides the logo I'll need the gift box design, round stickers to seal the boxes and a simple order card I can send on WhatsApp. And next year I'm hoping to get my pineapple tarts into FairPrice Finest, so the brand must be able to go on a supermarket shelf one day."
    ],
    "whenAsked": {
      "brand_website": "Just Instagram for now, @dapurmirah.sg. No website yet.",
      "colors_and_elements": "Pandan green for sure, maybe with a soft coconut cream, and a little tile pattern somewhere would be nice. Please avoid red and gold, I don't want to look like Bengawan Solo or a CNY hamper.",
      "need_registration_assistance": "Not sure yet leh, my husband is handling the IPOS side, I need to check with him whether he wants help.",
      "key_considerations": "It must still look good printed small on a sticker and in black and white on receipts, and it should feel Malay without looking old-fashioned."
    },
    "otherwise": "No particular preference, you decide can.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "kueh from home",
          "proper brand",
          "whole identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tampines"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "kitchen in Malay",
          "late nenek"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "kueh lapis",
          "pineapple tarts",
          "gift boxes"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "working mums",
          "in their 30s",
          "offices"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "home business",
          "real brand"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "Laduree",
          "feel like a gift",
          "Peranakan tiles"
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
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "gift box design",
          "stickers",
          "order card"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "FairPrice Finest"
        ]
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "@dapurmirah.sg"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "pandan green",
          "coconut cream",
          "tile pattern"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "small on a sticker",
          "feel Malay"
        ]
      }
    }
  },
  {
    "id": "heldout122-packaging-en-toronto-maple-switchel",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi there! I'm Dana, co-founder of Maple & Moss, a tiny drinks company in Leslieville, Toronto. It's me and my partner Jules, we've been brewing since 2023. We need a full packaging redesign before we grow, because right now our cans look like a grade 6 science fair project.",
      "The product is a sparkling maple switchel: apple cider vinegar, fresh ginger, lemon and real Ontario maple syrup. People drink it cold straight from the can, or use it as a mixer instead of tonic. Each can is 355 mL and we sell them in 4-packs.",
      "For the pack itself we want the cans printed directly, no more peely stickers, and a box to hold the 4-pack. We're in 12 Loblaws stores around the GTA, Pusateri's in Yorkville, our own Shopify store, and the Saturday farmers' market at Evergreen Brick Works.",
      "Our main rival on the shelf is Spindrift, they sit right beside us in the fridge at $2.49 a can. The difference is they're fruit and fizzy water, and we're the only one with real maple and a vinegar kick, with just 5 g of sugar. Funny thing, I got the whole idea at a Whole Foods in Brooklyn, saw a sad little switchel and thought, we can do better, eh.",
      "Who buys it: mostly people 28 to 40 who are cutting back on booze, the sober-curious crowd, plus a lot of yoga moms at the market. Look-wise I'm obsessed with how Oatly does its cartons, all that chatty handwritten copy you end up reading while you wait for the kettle. That part, yes. Not their colours though, and please nothing like Red Bull or the energy drink aisle, we're not screaming at anyone.",
      "Timeline-wise, Loblaws does its big shelf reset in May, so I figured we'd want the design done by the end of April. We'd also need a shelf talker for the Loblaws fridges and a shipping carton for the Shopify orders.",
      "Ugh, scratch that date. Jules just forwarded the co-packer's email: they need print-ready can art 8 weeks before the run. So the design has to be finished by mid-March, sorry! If it all works out we want to launch a haskap berry flavour this summer."
    ],
    "whenAsked": {
      "colors_and_elements": "A deep moss green and a warm amber, like maple syrup held up to the light. No maple leaf though, it screams airport gift shop.",
      "preferred_materials": "Honestly, no idea. It depends on what our co-packer in Mississauga can run, and I haven't asked them yet, so I can't tell you.",
      "key_considerations": "It has to stand out in a packed fridge from a couple of metres away, and the print has to survive condensation without looking soggy."
    },
    "otherwise": "No strong feelings on that one, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Maple & Moss",
          "full packaging redesign"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Leslieville, Toronto"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "sparkling maple switchel",
          "as a mixer"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "355 mL",
          "4-packs"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "can_tin",
            "box"
          ]
        }
      },
      "sales_channels": {
        "said": 2,
        "text": [
          "Loblaws",
          "Pusateri's",
          "Evergreen Brick Works"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "real maple",
          "vinegar kick",
          "5 g of sugar"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "cutting back on booze",
          "sober-curious"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "Oatly",
          "chatty handwritten copy"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "shelf talker",
          "shipping carton"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "haskap berry flavour"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "moss green",
          "warm amber",
          "No maple leaf"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "packed fridge",
          "condensation"
        ]
      }
    }
  },
  {
    "id": "heldout122-website-en-galway-horsebox-sauna",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya! I'm Ciara, and with my friend Aoife I run Saltwater Sauna, a wood-fired sauna in a converted horsebox parked by the prom in Salthill, Galway. We've been going since last spring and it's gone a bit mad, so we badly need a proper website with online booking.",
      "Right now all we have is a Linktree (linktr.ee/saltwatersauna) and bookings come in through Instagram DMs and a Google Form. Last Saturday we double-booked the 7am slot and had eight swimmers shivering in towels outside a sauna that fits six. Mortifying.",
      "The idea came from Löyly in Helsinki, I went there on holiday in 2024, sat in the sauna looking out at the sea and thought, why don't we have this at home? We're not trying to be that though, it's a huge fancy building and we're a horsebox with a kettle 😂 Who comes to us: sea swimmers who do the Blackrock diving tower at dawn, tourists on the Wild Atlantic Way, and lately a LOT of hen parties.",
      "Sites I love: the Airbnb booking flow. Pick a date, see what's free, pay, done. That's the bit I want, not the rest of it. Our actual competition is Tonn Sauna out in Spiddal, their site is gorgeous to look at but you have to ring to book, which nobody under 50 will do.",
      "For the look I'm thinking Patagonia's website: real photos of real people, wet hair, salty, nothing posed. Just not all their sale banners shouting at you. Pages: Book, Prices, About Us, FAQ (mostly 'do I need to bring a towel', yes you do), and Gift Vouchers, because at Christmas we sold about 200 vouchers through DMs and I nearly lost my mind.",
      "Budget-wise we were thinking around €5,000. And we'd want it live by the end of April, before the May bank holiday when half of Dublin descends on Salthill.",
      "Oh, update on money! Aoife just told me our Trading Online Voucher from the Local Enterprise Office got approved, that's another €2,500, so the budget is €7,500 now. People keep asking where we'll open next, and honestly we don't know yet, ask me in September."
    ],
    "whenAsked": {
      "category": "A booking site, mainly, where people pick a slot and pay online.",
      "languages": "English only is grand for now.",
      "key_considerations": "It has to work perfectly on a phone, half our bookings are made on the prom with wet hands. And it has to take deposits so people actually show up."
    },
    "otherwise": "Ah, no strong feelings on that, whatever you think yourselves.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Saltwater Sauna",
          "wood-fired sauna",
          "online booking"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Salthill, Galway"
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
          "linktr.ee/saltwatersauna"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "Instagram DMs",
          "double-booked"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "sea swimmers",
          "Wild Atlantic Way",
          "hen parties"
        ]
      },
      "competitors": {
        "said": 3,
        "text": [
          "Airbnb booking flow",
          "Tonn Sauna"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "Patagonia's website",
          "real photos",
          "nothing posed"
        ]
      },
      "main_pages": {
        "said": 4,
        "text": [
          "Prices",
          "FAQ",
          "Gift Vouchers"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 7500,
          "currency": "EUR"
        }
      },
      "plans_after_project": {
        "said": 6,
        "skipped": true
      },
      "languages": {
        "said": "asked",
        "text": [
          "English"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "on a phone",
          "take deposits"
        ]
      }
    }
  },
  {
    "id": "heldout122-other-en-chorlton-running-club-10k",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya, I'm Gemma, I'm on the committee of the Chorlton Plodders, a social running club in Chorlton, south Manchester. We're putting on our first ever 10K race along the Mersey, the Mersey Meander 10K, and we want it designed properly so it feels like a real event and not a jumble sale.",
      "What we need designing: the finisher medal, the race T-shirt, the bib numbers and a big banner for the finish arch. Think parkrun for the feel, friendly, anyone welcome, walkers too. But definitely not the London Marathon look, with forty sponsor logos on everything.",
      "The problem is we're up against the Great Manchester Run, which is in May and gets about 25,000 runners, so a lot of people have already spent their race money by June. We need ours to look special enough that we sell all 400 places, and let's be honest, the medal is what people sign up for.",
      "Who's coming: mostly Couch to 5K graduates stepping up, parents from the local primary schools, and a few club runners chasing a PB. Kipchoge is 41 and still faster than all of us put together, so no elite vibes needed lol.",
      "Medal-wise, I'd love a shape cut out of the metal, like the bear on the Berlin Marathon medal when I ran it in 2019. The cut-out bit, not the weight, that thing weighed a ton. For ours, a heron, we see one on the Mersey pretty much every run.",
      "Timing: race day is Sunday 14 June. The medal company in Sheffield says they need 10 weeks, so I reckon we need the designs by the end of March. If it goes well we want to make it annual and add a kids' 2K.",
      "Scratch that — just had a message from Dave our treasurer, the medal company wants artwork 14 weeks ahead to be safe, plus we want to sell the T-shirts at Easter. So designs done by the end of February please. And I'd love one proper meet-up in person, maybe at the Beech, where we all end up after Thursday runs."
    ],
    "whenAsked": {
      "key_considerations": "It's all volunteer money, so everything has to print cheaply, and the bib numbers need to be big and readable for the race photographers.",
      "collaboration_notes": "Honestly not sure yet. The committee hasn't agreed who signs things off, so I can't tell you that bit yet."
    },
    "otherwise": "No strong opinion on that one, whatever you think's best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "first ever 10K",
          "Mersey Meander"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Chorlton, south Manchester"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "finisher medal",
          "race T-shirt",
          "finish arch"
        ]
      },
      "preferred_style": {
        "said": 1,
        "text": [
          "parkrun for the feel",
          "friendly"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "sell all 400 places",
          "look special enough"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "Couch to 5K graduates",
          "parents",
          "chasing a PB"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "shape cut out",
          "a heron"
        ]
      },
      "plans_after_project": {
        "said": 5,
        "text": [
          "make it annual",
          "kids' 2K"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
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
      "key_considerations": {
        "said": "asked",
        "text": [
          "print cheaply",
          "big and readable"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout122-residential-en-fishtown-rowhouse-kinfolk",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi! My wife Dana and I just bought a brick rowhouse in Fishtown, Philly. The realtor called it 'full of character', which turned out to mean a drop ceiling in every room and carpet glued to the stairs. We want to gut the inside and redo basically everything before we move in.",
      "It's 3 bedrooms and 1.5 baths over three floors, about 1,400 square feet. The kitchen is a dark galley at the back with no window, the stairs are steep and honestly scary, and there's zero closet space. Like, one closet. In the whole house.",
      "Style-wise we keep coming back to the Ace Hotel rooms, the warm wood and that lived-in feel, minus the hipster stuff like a turntable bolted into every room. Also Kinfolk magazine vibes, calm and lots of light. What we do NOT want is a Restoration Hardware showroom, all gray and huge and kind of cold. My sister's place in Cherry Hill is exactly that, and she spent $85k on her kitchen alone, lol no.",
      "It's me, Dana, our son Eli who's 4, and two cats who think they pay the mortgage. I'm an ER nurse on night shifts three nights a week, so I sleep during the day and the bedroom has to get properly dark. Dana bakes bread every weekend and we have friends over for board games pretty much every Friday.",
      "Colors: warm oak, creamy whites, and maybe some terracotta, like the ryokan we stayed at in Kyoto on our honeymoon. But not that Japandi beige-on-beige thing everyone on Instagram does. Oh and Dana owns about 300 cookbooks that need real shelving, not the sad IKEA Billy bookcases we have now (they've survived four moves, barely).",
      "Ok wait, I just dug out the appraisal and it's actually 1,250 square feet of finished space. The 1,400 included the unfinished basement. Budget-wise we're thinking around $120k for everything. Dana keeps quoting Fixer Upper, where Joanna Gaines is like 47 with five kids and does a whole kitchen for $50k in Waco. This is not Waco.",
      "Timing: we're renting in Northern Liberties and our lease is up at the end of August, so we'd like to move in by then. Fun fact, the realtor swears our block shows up in Rocky II, from 1979. No idea if that's true lol."
    ],
    "whenAsked": {
      "age": "Honestly no idea. The listing didn't say and the inspector just shrugged. 'Old' is all we know.",
      "key_considerations": "Please save the original pine floors if they can be saved, and those stairs need to be safe for a 4-year-old. Everything has to be cat-proof too, so no fussy fabrics."
    },
    "otherwise": "No strong feelings on that one, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "gut the inside"
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
        "said": 0,
        "text": [
          "Fishtown"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "3 bedrooms",
          "1.5 baths",
          "three floors"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "dark galley",
          "zero closet space",
          "stairs are steep"
        ]
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "Ace Hotel",
          "lived-in feel",
          "Kinfolk magazine"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "our son Eli",
          "two cats"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "night shifts",
          "bakes bread",
          "board games"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "warm oak",
          "creamy whites",
          "terracotta"
        ]
      },
      "important_collections": {
        "said": 4,
        "text": [
          "300 cookbooks"
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
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 120000,
          "currency": "USD",
          "approximate": true
        }
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "original pine floors",
          "cat-proof"
        ]
      }
    }
  },
  {
    "id": "heldout122-commercial-en-wellington-cuba-st-tearoom",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora! I'm Mereana, and my partner Sam and I are opening a tea shop and tearoom on Cuba Street in Wellington: loose-leaf tea retail at the front, and about 20 seats out the back for proper pots of tea and scones. The shell is an old vape shop, about 110 square metres, and it's grim. Purple LED strips, a dropped ceiling, and no natural light at the back at all.",
      "The feeling we're after is the calm of an Aesop store, the way everything's softly lit and nothing shouts, but warmer and less clinical, more like your nan's kitchen table. And Muji-style open shelving so people can pick up the tins and have a sniff. Colour-wise muted sage and clay, with a counter in recycled rimu Sam's uncle salvaged from a villa in Petone. We are NOT T2, all black walls and loud music. And not a Lord of the Rings café either, Wellington's had enough of those since 2001 lol.",
      "Honestly T2 on Lambton Quay is our real rival, plus the Mojo cafés for takeaway. What we've got that they don't: we blend in-house, we buy direct from small growers in Sri Lanka and Taiwan, and you can actually sit down with a proper brew. No paper cups.",
      "Our customers: students and the creative crowd around Cuba, older folks who miss a real tea room, and tourists off the cruise ships over summer. I managed the tea counter at Fortnum & Mason in London for six years, which is where I got hooked. Loved how people lingered there, but I don't want that posh Piccadilly look at all.",
      "Budget for the fit-out is NZ$140k. We'd love to open in the first week of May, before it gets cold and everyone wants a hot cuppa. Funny timing, T2's new Auckland flagship is apparently opening in April too.",
      "Ah sorry, correction on the budget! Sam just reminded me $25k of that is already going on the big water boiler, tins and opening stock. So design and fit-out is really $115k, tops. We'll also need the shopfront signage and labels for our tins, if you do that."
    ],
    "whenAsked": {
      "brand_value": "Tea should be slow and generous. When you walk in you should feel like you've been invited into someone's kitchen, not sold to.",
      "unique_design": "Honestly no idea yet, that's what we're hoping you'll come up with. We haven't got anything specific in mind.",
      "key_considerations": "It has to be wheelchair accessible, there's a step at the front right now. And the landlord says the heritage shopfront can't be changed, so we have to work with it."
    },
    "otherwise": "No strong feelings on that one, whatever you reckon is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "tea shop and tearoom",
          "loose-leaf tea retail"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Cuba Street"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 110,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 0,
        "text": [
          "Purple LED strips",
          "dropped ceiling",
          "no natural light"
        ]
      },
      "preferred_style": {
        "said": 1,
        "text": [
          "calm of an Aesop store",
          "warmer and less clinical",
          "Muji-style open shelving"
        ]
      },
      "colors_and_elements": {
        "said": 1,
        "text": [
          "muted sage and clay",
          "recycled rimu"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "blend in-house",
          "small growers",
          "sit down"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "students",
          "older folks",
          "cruise ships"
        ]
      },
      "opening_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "early",
          "relation": "on"
        }
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 115000,
          "currency": "NZD",
          "bound": "at_most"
        }
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "shopfront signage",
          "labels for our tins"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "slow and generous",
          "invited into someone's kitchen"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "wheelchair accessible",
          "heritage shopfront"
        ]
      }
    }
  },
  {
    "id": "heldout122-exhibition-en-mullumbimby-linen-stand",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi there! I'm Bec, I co-own Saltbush Linen with my mate Jess. We make hand-dyed linen bedding and tablecloths out of a tiny studio in Mullumbimby, just up the road from Byron. We've just been accepted into Life Instyle in Sydney, at the ICC down at Darling Harbour, and it's our first ever trade show, so we need a stand designed and built. Be gentle with us lol.",
      "It runs 12–14 August, and bump-in is the Tuesday before, the 11th. Bump-out... honestly no idea, the exhibitor manual is 60 pages and I keep falling asleep around page 12 😅 We've booked a 3 x 4 stand, so 12 square metres, which sounded massive until I saw the floor plan. Apparently Bed Threads had a 50 square metre stand there last year with a whole fake bedroom in it.",
      "For the look I keep coming back to two things. One is the Japanese ryokan we stayed at in Kyoto on our honeymoon: not the zen garden and bonsai stuff, just the low light, the paper screens and how quiet it felt. The other is Perfect Days, the Wim Wenders film (2023 I think?), the morning light coming through the trees, not the toilets haha. So calm, soft, a bit slow. Definitely NOT an Adairs catalogue with fifteen cushions on every bed.",
      "Colours: our dyes are the hero, so eucalyptus grey-green, indigo and a rusty madder red, with raw timber and off-white around them, nothing glossy. The big idea (Jess's, and it's a good one) is a long run of linen lengths hanging from the ceiling like washing on a line, so buyers walk through it and touch the fabric.",
      "Who we want to meet: buyers from boutique homeware stores and hotels, especially the little boutique hotels up and down the coast. We're already stocked in a few shops in Byron and Bangalow. Every buyer compares us to Bed Threads, and fair enough, they're brilliant at marketing, but we're the opposite of them: every piece is dyed by hand with plants in tiny batches, so no two are the same.",
      "Budget wise we were thinking around $30k for the whole stand, design and build. We'd also love you to do some swatch cards and a little lookbook we can hand to buyers.",
      "Ok, Jess just read this over my shoulder and said absolutely not 😂 We can't go past $22,000 all in, that's including the build and the freight from Mullum. So $22k max, sorry!! Also we're driving everything down the Pacific Highway ourselves in the Hiace, it's about nine hours, so whatever you design has to flat pack into the van and the two of us have to be able to put it up without a crew.",
      "Oh and if it goes well we'd love to take the same stand to Life Instyle in Melbourne next February, so making it reusable would be ace."
    ],
    "whenAsked": {
      "brand_value": "Slow, natural and honest. When people step onto the stand it should feel like walking out of the noise of the hall into someone's quiet bedroom on a Sunday morning.",
      "water_electricity_supply": "Just power for the lights please. No water, we're not doing drinks or anything.",
      "exit_date": "Still haven't found it in the manual, sorry, I'll have to get back to you on that one.",
      "key_considerations": "Honestly the van thing. It all has to flat pack and go up with just me and Jess, and the linen can't get marked or dusty, buyers will be touching it all day."
    },
    "otherwise": "Not fussed either way, whatever you reckon is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "hand-dyed linen bedding",
          "first ever trade show"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "ICC",
          "Darling Harbour"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-08-12",
          "precision": "day",
          "relation": "on"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-08-11",
          "precision": "day",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 1,
        "skipped": true
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 12,
          "unit": "m2"
        }
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "Japanese ryokan",
          "paper screens",
          "Perfect Days"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "eucalyptus grey-green",
          "indigo",
          "madder red"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "linen lengths",
          "washing on a line"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "boutique homeware",
          "hotels"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "Bed Threads",
          "dyed by hand",
          "tiny batches"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "swatch cards",
          "lookbook"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 22000,
          "currency": "AUD",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "flat pack",
          "without a crew"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "Life Instyle in Melbourne",
          "reusable"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "slow, natural and honest",
          "Sunday morning"
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
      }
    }
  },
  {
    "id": "heldout122-brand-zh-kaohsiung-cinnamon-roll",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我在高雄鹽埕區開了一間小小的肉桂捲專賣店，叫「Kanel」，開快一年了。現在的logo是我自己用Canva拼的😅 想請你們幫我做一整套品牌識別，logo、字體、顏色全部重新來。",
      "Kanel 是瑞典文的肉桂。我以前在斯德哥爾摩的 Fabrique 麵包店打工兩年，肉桂捲就是在那邊學的。取這個名字是想把瑞典人下午 fika 那種慢慢喝咖啡、配一顆麵包的習慣帶回高雄。",
      "我們賣原味、小荳蔻跟季節限定的肉桂捲，也有手沖咖啡跟冷萃茶。現在最大的困擾是大家一直以為我們是 Cinnabon 那種美式的，淋一大坨糖霜、甜到爆，進來才發現不是，還有人會失望😂 北歐的肉桂捲其實不淋糖霜、沒那麼甜，我希望新的品牌形象讓人一看就知道我們是北歐系的。",
      "風格我很愛 Aesop 店面那種安靜、有質感的感覺，但不要那麼冷，要再溫暖一點，比較像在朋友家廚房。字可以參考 Kinfolk 雜誌那種細細的襯線字。千萬不要像星巴克那種很連鎖店的大logo。然後駁二那邊新開了一間肉桂捲店，走粉紅色可愛風，一顆賣$120（我們才$85），生意超好，他們算是我們的對手啦，但那種風格不是我要的。",
      "顏色想要肉桂棕、燕麥奶那種米色，可以有一點點瑞典國旗的藍當點綴，但不要綠色，不想被說像星巴克。客人主要是來大港橋、駁二拍照逛街的年輕人跟觀光客，還有附近上班族，大概25到40歲，會為了一顆好麵包特地跑一趟的那種人。",
      "時間的話，希望3月底前logo可以定案，因為4月要換新的外帶紙袋跟杯套，這兩個也想請你們一起設計。IG是 @kanel.kaohsiung，網站還沒有。",
      "啊抱歉我剛看了一下行事曆，紙袋廠商說要提早一個月給印刷檔，所以logo要2月底前就定案才來得及，有點趕🙏 商標的話目前還沒註冊，要不要請你們幫忙辦我還在考慮，想先知道費用再決定。"
    ],
    "whenAsked": {
      "need_registration_assistance": "這個我還沒決定耶，要先看費用，先跳過好了🙏",
      "key_considerations": "最重要的是不要看起來像連鎖店，要有小店手作的溫度；還有logo會印在紙袋跟貼紙上，縮小也要看得清楚。"
    },
    "otherwise": "這個我沒有特別想法耶，你們覺得怎樣好就怎樣～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "肉桂捲專賣店",
          "一整套品牌識別"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "高雄鹽埕區"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "瑞典文的肉桂",
          "fika"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "小荳蔻",
          "手沖咖啡",
          "冷萃茶"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "Cinnabon",
          "甜到爆",
          "北歐系"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "Aesop",
          "溫暖一點",
          "Kinfolk"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "肉桂棕",
          "燕麥奶",
          "不要綠色"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "大港橋",
          "特地跑一趟"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "外帶紙袋",
          "杯套"
        ]
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@kanel.kaohsiung"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
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
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "不要看起來像連鎖店",
          "縮小也要看得清楚"
        ]
      }
    }
  },
  {
    "id": "heldout122-packaging-zh-yujing-dried-mango",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好！我們家在台南玉井種愛文芒果，這兩年我跟我媽開始自己做無糖芒果乾，之前都是裝透明塑膠袋、貼一張手寫貼紙在賣😂 今年想說認真一點，正式做包裝。",
      "芒果乾就是自家的愛文切片、低溫烘二十幾個小時，什麼都沒加，可以直接吃，也有客人拿去泡優格、泡氣泡水。規格目前想說一包150g，另外再做一個過年過節送禮用的禮盒。",
      "跟7-11或全聯賣的那種芒果乾比，我們沒加糖也沒加色素，所以顏色比較暗，不是那種亮橘色的，但吃起來是真的芒果的味道。",
      "現在主要在蝦皮跟Pinkoi賣，週末會去藍晒圖那邊的市集擺攤。然後好消息是神農生活的採購有來試吃，說可以讓我們上架！新光三越小西門3月有一檔在地好物快閃，不過那是我朋友的茶葉品牌去，不是我們啦。",
      "風格我很喜歡無印良品那種乾乾淨淨、留白很多的感覺，但不要像無印那麼素到沒個性，要有一點台南的手感，像《小日子》雜誌封面那種。絕對不要伴手禮店那種印一顆超大芒果的風格。",
      "材料的話，我去年去清邁玩，在 Doi Tung 的店買過一包堅果，是牛皮紙袋加一個透明小窗，可以看到裡面，我超喜歡，想要類似的。顏色想要芒果黃跟一點點葉子的綠，不要大紅大金。",
      "啊我媽在旁邊說150g太大包了，打開一次吃不完會受潮，改成一袋80g的小包裝，禮盒就放6袋。",
      "設計什麼時候要好，我現在真的說不準，要看神農生活那邊什麼時候上架，他們說要等3月開完會才會給日期😅"
    ],
    "whenAsked": {
      "target_audience": "主要是三十到五十歲、會看成分表的媽媽，還有怕胖但嘴饞的上班族，哈哈就是在說我自己。",
      "expected_deadline": "這個真的還不知道，要等神農生活給日期，先跳過🙏",
      "key_considerations": "芒果乾很怕受潮，袋子一定要有夾鏈可以重複封口；還有上架要有營養標示、產地那些，千萬不要漏掉。"
    },
    "otherwise": "這個我們沒什麼想法耶，交給你們決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "無糖芒果乾",
          "正式做包裝"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南玉井"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "低溫烘",
          "泡優格"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "沒加糖",
          "真的芒果的味道"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "蝦皮",
          "Pinkoi",
          "神農生活"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "無印良品",
          "台南的手感",
          "小日子"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "text": [
          "牛皮紙袋",
          "透明小窗"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "芒果黃",
          "葉子的綠",
          "不要大紅大金"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "80g",
          "禮盒就放6袋"
        ]
      },
      "packaging_form": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch",
            "gift_set"
          ]
        }
      },
      "expected_deadline": {
        "said": 7,
        "skipped": true
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "看成分表的媽媽",
          "怕胖但嘴饞"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "受潮",
          "夾鏈",
          "營養標示"
        ]
      }
    }
  },
  {
    "id": "heldout122-website-zh-taipei-vinyl-shop",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨～我在台北中山區赤峰街開一間二手黑膠唱片行，叫「轉角黑膠 Corner Spin」，開了三年。我以前在誠品音樂館上班快十年，後來才自己出來開店。現在沒有網站，只有IG（@cornerspin.tw）跟蝦皮賣場，想做一個自己的網路商店。",
      "最大的問題是每張唱片幾乎都只有一張，IG一貼出來就一堆人私訊問同一張，我一個一個回到半夜，還常常重複賣出😭 希望網站上可以直接看到有沒有庫存，直接下單付款。",
      "客人一半是台灣三四十歲的老樂迷，一半是來赤峰街逛的外國觀光客，日本人特別多。語言的話要中文跟英文。",
      "網站我很喜歡 Discogs 的分類方式，可以用年份、廠牌、曲風篩選；也很喜歡 Bandcamp 封面大大的、可以試聽一小段。我們真正的對手是西門町的佳佳唱片跟台北幾間老唱片行，聽說其中一間去年網站花了快50萬，我們沒那麼多錢啦😂",
      "整體風格想要暗色調，有點像深夜的唱片行，封面就是主角。不要像momo購物網那種滿滿的促銷標籤跟跳窗，看了頭很痛。",
      "啊剛剛說中英文，我想了一下日本客人其實比歐美多很多，改成中文跟日文好了，英文之後再加。預算的話，20萬以內。",
      "時間希望4月中前可以上線，因為4/18是 Record Store Day，想在網站上做那天的特別企劃。"
    ],
    "whenAsked": {
      "main_pages": "要哪些頁面我真的沒概念耶，你們比較懂，先幫我列一版我再看？",
      "key_considerations": "最重要是庫存一定要跟蝦皮同步，不然又會重複賣；還有手機上看要很順，我的客人幾乎都用手機逛。"
    },
    "otherwise": "這個我沒特別想法，你們覺得好就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "二手黑膠唱片行",
          "自己的網路商店"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "中山區赤峰街"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "cornerspin"
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
      "problem_need": {
        "said": 1,
        "text": [
          "重複賣出",
          "有沒有庫存"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "老樂迷",
          "外國觀光客"
        ]
      },
      "competitors": {
        "said": 3,
        "text": [
          "Discogs",
          "Bandcamp",
          "佳佳唱片"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "暗色調",
          "深夜的唱片行",
          "不要像momo"
        ]
      },
      "languages": {
        "said": 5,
        "text": [
          "中文",
          "日文"
        ]
      },
      "plans_after_project": {
        "said": 5,
        "text": [
          "英文之後再加"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 200000,
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
          "part": "mid",
          "relation": "by"
        }
      },
      "main_pages": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "跟蝦皮同步",
          "手機上看"
        ]
      }
    }
  },
  {
    "id": "heldout122-other-zh-yilan-bnb-map",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我跟老公在宜蘭羅東經營一間六間房的民宿，叫「慢島」。想請你們畫一張周邊的手繪地圖，放在房間給客人用，另外還想做一套房間門牌跟明信片。",
      "現在客人每天都在問哪裡好吃、哪裡好玩，我們在櫃台講到口乾舌燥，網路上查到的又都是連鎖店跟網美店，不是我們自己真的會去的。想要一張有我們私房口袋名單的地圖，客人拿著就能自己出去逛。",
      "地圖的風格想要像吉卜力動畫那種溫暖的手繪感，水彩、有點舊舊的，但不要畫龍貓那些角色，怕有版權問題哈哈。門牌跟明信片想要我們去年去住的輕井澤虹夕諾雅那種低調的木頭跟紙的質感。講到吉卜力，《神隱少女》是2001年的耶，我那年才國小，宮崎駿現在八十幾歲了還在畫，超強。",
      "啊更正一下，我們其實不在羅東，是在冬山鄉，離羅東市區開車十分鐘，因為大家比較知道羅東，我習慣就講羅東😅 然後羅東夜市旁邊有一間很紅的民宿也有做地圖，走超可愛的Q版風，那是我們的對手啦，我們不想跟他們撞。",
      "我們的客人大多是台北來的小家庭跟情侶，三十幾歲，喜歡慢慢玩、不趕行程的人。",
      "時間的話，希望4月底前全部做好，5月開始就是旺季了。顏色想要稻田的綠跟龜山島那種灰藍，不要太螢光的顏色。如果客人反應好，之後還想把地圖印成帆布袋來賣。"
    ],
    "whenAsked": {
      "collaboration_notes": "怎麼合作我們完全沒經驗耶，也不知道一般是怎樣，先跳過，之後看你們怎麼安排？",
      "key_considerations": "地圖上的店家資訊一定要正確，我們會自己一家一家去確認；還有明信片要能直接寄，尺寸要符合郵局規定。"
    },
    "otherwise": "這個我們都可以，你們決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "六間房的民宿",
          "慢島"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "手繪地圖",
          "房間門牌",
          "明信片"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "私房口袋名單",
          "自己出去逛"
        ]
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "吉卜力",
          "水彩",
          "虹夕諾雅"
        ]
      },
      "address": {
        "said": 3,
        "text": [
          "冬山鄉"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "小家庭跟情侶",
          "不趕行程"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "稻田的綠",
          "灰藍",
          "不要太螢光"
        ]
      },
      "plans_after_project": {
        "said": 5,
        "text": [
          "帆布袋"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "資訊一定要正確",
          "郵局規定"
        ]
      }
    }
  },
  {
    "id": "heldout122-residential-zh-zhubei-muji-not-white",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我們去年底在竹北縣三重劃區買了一間中古屋，是電梯大樓，想找你們整間重新設計。我跟我老公都是竹科工程師，我在聯發科，他以前在台積電，現在跳去做軟體，一週有三天在家上班。",
      "格局是三房兩廳兩衛，權狀34坪。住的就我們兩個加兩隻布偶貓（麻糬跟湯圓🐱）。屋齡我其實不確定耶，仲介講過但我忘了，要回去翻權狀😅 我老公只記得說比他的航海王還年輕，航海王都連載快30年了哈哈",
      "現在最大的問題是前屋主裝潢很重，整間深色木皮加一堆天花板造型，很壓迫。然後收納超少，貓砂盆、掃地機器人都沒地方放。廚房是封閉式的，我很想打開變成開放式，跟餐桌連在一起。",
      "我們平常下班很愛自己煮，週末會找朋友來家裡打Switch、吃火鍋。我老公在家上班需要一間安靜的書房，他開會講英文超大聲。還有他那整套航海王漫畫一百多集一定要有地方放，他說丟掉就離婚😂",
      "風格的話我們都很喜歡無印良品那種簡單、東西都收起來的感覺，但不要整間白到像樣品屋，想要溫暖一點。顏色我老公很愛Aesop門市那種大地色跟一點點墨綠，可以參考那個，但不要像他們店裡那麼暗。還有拜託不要弄成IG上那種網美Airbnb的北歐風，看到都膩了",
      "啊對，還有一個小心願：去年我們去京都住了虹夕諾雅，房間裡有一個檜木泡澡桶，我到現在還在想念。主臥浴室如果可以做一個小小的泡澡區就太好了，不一定要檜木啦，我知道很貴。",
      "預算的話，我們去看建商的樣品屋，他們合作的設計師說那種等級要400萬，我們真的沒辦法😂 我們自己抓裝修最多250萬，家具家電另外算。希望6月底前可以搬進去，因為現在租的房子7月到期。",
      "等等我老公剛翻了一下，說租約其實到8月底，是我記成舊的那份合約了。所以8月底前搬進去就好，沒那麼趕👍"
    ],
    "whenAsked": {
      "age": "屋齡真的要回去查權狀，我現在想不起來，先跳過好嗎？",
      "key_considerations": "最重要是貓的安全跟收納，窗戶要有防墜的紗窗，櫃子要夠多。然後書房隔音一定要做好，不然他開會我在客廳都聽得到。"
    },
    "otherwise": "這個我們沒特別想法耶，你們專業的建議就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古屋",
          "整間重新設計"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "竹北縣三"
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
      "target_audience": {
        "said": 1,
        "text": [
          "我們兩個",
          "布偶貓"
        ]
      },
      "age": {
        "said": 1,
        "skipped": true
      },
      "problem_need": {
        "said": 2,
        "text": [
          "深色木皮",
          "收納超少",
          "開放式"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "自己煮",
          "打Switch",
          "安靜的書房"
        ]
      },
      "important_collections": {
        "said": 3,
        "text": [
          "航海王漫畫"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "無印良品",
          "溫暖一點"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "Aesop",
          "大地色",
          "墨綠"
        ]
      },
      "other_preferences": {
        "said": 5,
        "text": [
          "虹夕諾雅",
          "泡澡區"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 2500000,
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
          "part": "late",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "防墜",
          "隔音"
        ]
      }
    }
  },
  {
    "id": "heldout122-commercial-zh-tainan-bookbar-not-eslite",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我想在台南中西區開一間小書店，白天賣書跟咖啡，晚上變成可以小酌的書酒吧。店在正興街附近一棟老透天的一樓，房東說有25坪。我之前在誠品做了快十年的選書，去年離職回台南老家，想做自己的店。",
      "跟朋友講風格我都說：想要像東京代官山蔦屋書店那種，書、人、咖啡混在一起很放鬆的感覺，當然規模小很多很多。但不要像誠品，我很愛誠品啦，可是它現在太像百貨公司了，一進去是在逛街不是在看書。",
      "我希望客人進來像走進一個朋友的書房，可以一坐一下午，不會有人趕你。客人主要想抓成大的學生、來台南玩的文青，還有附近下班想安靜喝一杯的上班族，大概25到40歲。我最愛的村上春樹今年都77歲了還在寫，我也想一直開到老哈哈",
      "競爭的話，巷口有一間路易莎要開，聽說3月1號開幕，朋友都說我會被打爆😂 但我覺得我們不一樣：路易莎是連鎖、快、便宜，我們是一本一本親自選的書，晚上還有精釀啤酒跟台南小農的水果酒，這個他們沒有。",
      "顏色想要像Kinfolk雜誌那種米白、淺木頭、霧霧的感覺，不要亮面。最想要的是一整面從地板到天花板的書牆，配一把可以滑來滑去的木梯，就像《美女與野獸》裡那個圖書館，我從1991年那部卡通看到現在都還很嚮往。但不要弄成城堡那種華麗風喔",
      "啊坪數要更正一下，25坪是房東說的，我昨天自己拿捲尺量，扣掉樓梯跟後面的小天井，能用的只有21坪。預算我存了好一陣子，裝修大概可以抓120萬左右，書架跟吧台都算在裡面。",
      "開幕時間還很難說，房東要等舊房客搬走才能交屋，我現在不敢訂日期。另外招牌跟店的logo也想一起請你們做，我在誠品看了一堆設計書，但自己真的不會畫。"
    ],
    "whenAsked": {
      "problem_need": "最大的難題是同一個空間白天跟晚上要有兩種氣氛，白天是明亮的書店，晚上要變成有點暗、可以喝酒的地方，我不知道燈光跟座位要怎麼切換。",
      "opening_date": "真的還不知道耶，要看房東什麼時候交屋，確定了再跟你們說。",
      "key_considerations": "最怕老房子潮濕漏水，書最怕受潮，除濕跟防水一定要做好。然後晚上有賣酒，隔壁是住家，聲音不能太吵。"
    },
    "otherwise": "這個我還沒想那麼細，你們覺得好就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "小書店",
          "書酒吧"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南中西區",
          "正興街"
        ]
      },
      "preferred_style": {
        "said": 1,
        "text": [
          "代官山蔦屋書店",
          "很放鬆"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "朋友的書房",
          "一坐一下午"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "成大的學生",
          "文青",
          "25到40歲"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "親自選的書",
          "精釀啤酒"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "Kinfolk",
          "米白",
          "淺木頭"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "書牆",
          "木梯"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 21,
          "unit": "ping"
        }
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 1200000,
          "currency": "TWD",
          "approximate": true
        }
      },
      "opening_date": {
        "said": 6,
        "skipped": true
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "招牌",
          "logo"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "白天跟晚上",
          "兩種氣氛"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "潮濕漏水",
          "除濕",
          "聲音不能太吵"
        ]
      }
    }
  },
  {
    "id": "heldout122-exhibition-zh-taichung-bikelight-not-teamlab",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我們是台中大里做自行車燈的小公司，以前都是幫國外大牌代工，今年第一次用自己的品牌「夜鷹」報名台北國際自行車展，在南港展覽館一館，3/25開幕。想請你們幫忙設計攤位。",
      "我們報的是一個標準攤位3x3，在走道邊。隔壁區就是捷安特，聽說他們包了快300平方公尺，我們當然沒得比哈哈。標哥都九十幾歲了還在騎車，真的很佩服。",
      "我們最想見的是歐洲跟日本的代理商，還有在找車燈OEM的整車廠，一般民眾倒是其次。品牌想傳達的是「讓夜騎的人很安心」，燈要夠亮但不刺眼，不會閃到對向的人。",
      "風格的話我很喜歡Rapha門市那種感覺，乾淨、有點像運動雜誌，很有質感。產品陳列想學Apple Store的木頭長桌，一顆一顆排開讓買家直接拿起來摸，但不要Apple那種全白冷冰冰的，我們想要深色一點、有夜晚的感覺。德國的Busch+Müller是我們的對手，他們攤位每年都是滿滿的貨架，我們不想那樣。",
      "最想要的一個設計：攤位裡做一個小暗房，像teamLab那樣進去黑黑的，買家按個開關就能看到我們的燈打在地上的光型，跟一般燈的差別一看就懂。不過不要teamLab那麼花、那麼多投影，只要一條夜路的感覺就好。去年我去法蘭克福的Eurobike，有一攤做類似的，效果超好。",
      "啊剛剛攤位講錯了！主辦昨天來信說有人退攤，幫我們升級成兩個攤位併在一起，變成3x6。電一定要，燈都要插電展示，水就不需要了。預算老闆說抓60萬以內，設計跟施工都包含。撤場時間我還不確定，主辦的參展手冊還沒寄來。",
      "對了，跟Busch+Müller那些歐洲牌比，我們亮度差不多，價格大概只有他們一半，還可以幫代理商客製logo，希望攤位上看得出來。型錄跟DM也想請你們一起設計，還有小贈品，我們在想做反光貼紙。"
    ],
    "whenAsked": {
      "entry_date": "進場是3/23跟3/24兩天，我們想23號就進去佈置。",
      "exit_date": "撤場的時間要等參展手冊寄來才知道，現在真的不確定，先跳過。",
      "key_considerations": "最重要是電要穩，暗房要真的夠暗，不然燈的效果出不來。還有我們只有三個人顧攤，動線不要太複雜。"
    },
    "otherwise": "這個我們沒特別要求，你們看著辦就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "自行車燈",
          "夜鷹"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南港展覽館一館"
        ]
      },
      "opening_date": {
        "said": 0,
        "value": {
          "kind": "date",
          "date": "2026-03-25",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "代理商",
          "整車廠"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "夜騎的人很安心",
          "不刺眼"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "Rapha",
          "運動雜誌"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "深色一點",
          "夜晚的感覺"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "小暗房",
          "光型"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
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
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 600000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "exit_date": {
        "said": 5,
        "skipped": true
      },
      "competitive_advantage": {
        "said": 6,
        "text": [
          "只有他們一半",
          "客製logo"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "型錄",
          "反光貼紙"
        ]
      },
      "entry_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-03-23",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "電要穩",
          "夠暗"
        ]
      }
    }
  },
  {
    "id": "heldout122-brand-ko-daejeon-bagel",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 대전 유성구 궁동에서 '달무리 베이글'이라는 베이글 가게 하고 있어요. 충남대 바로 앞이에요. 2년 전에 오픈할 때 친구가 미리캔버스로 급하게 만들어준 로고를 아직 쓰고 있는데, 이번에 둔산동에 2호점 내면서 로고부터 브랜드 전체를 새로 정리하고 싶어요.",
      "솔직히 요즘 손님들이 저희를 '대전의 런베뮤'라고 부르는데 그게 좀 스트레스예요ㅠ 런던베이글뮤지엄은 경쟁 상대지 저희가 따라가고 싶은 스타일은 절대 아니거든요. 그 빈티지 영국 감성 비슷하게 가면 아류로 보일 것 같아요. 제일 큰 고민은 저희만의 얼굴이 없다는 거예요.",
      "이름은 제가 새벽에 반죽하러 나왔다가 달 주위에 동그랗게 무리 진 걸 보고 지었어요. 베이글도 동그랗고 가운데가 비어 있잖아요ㅎㅎ 그래서 달무리라고 했어요.",
      "메뉴는 베이글 열두 가지에 크림치즈 스프레드, 커피 정도 팔아요. 손님은 충남대 학생들이랑 근처 연구단지 직장인들이 제일 많고요. 저는 원래 파리바게뜨에서 5년 일하다 나온 거라 프랜차이즈 같은 느낌은 진짜 싫어요ㅋㅋ",
      "좋아하는 건 무인양품처럼 담백하고 군더더기 없는 느낌이요. 근데 무인양품은 좀 차가우니까 거기에 동네 빵집 같은 따뜻함을 더했으면 해요. 작년에 교토 여행 갔을 때 들른 르 프티메크라는 빵집이 딱 그런 분위기였어요. 색은 크림색이랑 달빛 같은 연노랑, 포인트로 남색 정도요. 동그란 달무리 모양은 꼭 넣어주시고 빨간색은 빼주세요.",
      "일정은 2호점 오픈이 4월 중순이라 로고랑 간판 시안이 3월 말까지만 나오면 될 것 같아요. 런베뮤도 3월 1일에 대전점 연다는 소문이 있던데… 그건 뭐 저희랑 상관없고요ㅋㅋ",
      "아 잠깐만요, 간판 업체에 물어보니까 제작에 한 달 넘게 걸린대요. 그럼 디자인은 2월 말까지는 끝나야겠네요ㅠ 3월 말은 취소요. 그리고 로고 말고도 간판이랑 베이글 담는 종이봉투, 스티커까지 같이 부탁드려요.",
      "상표 등록은 아직 안 했어요. 홈페이지는 없고 인스타 @dalmuri_bagel 하나 있어요. 3호점이요? 그건 아직 모르겠어요ㅎㅎ 2호점부터 잘 돼야죠."
    ],
    "whenAsked": {
      "need_registration_assistance": "네, 도와주세요! 2호점 내기 전에 누가 이름 먼저 등록해버리면 큰일이라서요.",
      "key_considerations": "제일 중요한 건 런베뮤 아류처럼 안 보이는 거요. 그리고 종이봉투에 도장처럼 찍었을 때 한 가지 색으로도 예쁘게 나와야 해요."
    },
    "otherwise": "그건 딱히 생각 안 해봤어요. 알아서 추천해 주세요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "달무리 베이글",
          "브랜드 전체를 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "유성구 궁동"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "저희만의 얼굴이 없다",
          "아류로 보일"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "달 주위에 동그랗게",
          "베이글도 동그랗고"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "베이글 열두 가지",
          "크림치즈 스프레드",
          "커피"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "충남대 학생들",
          "연구단지 직장인들"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "무인양품처럼 담백하고",
          "동네 빵집 같은 따뜻함"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "크림색",
          "연노랑",
          "빨간색은 빼"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "간판",
          "종이봉투",
          "스티커"
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
      "brand_website": {
        "said": 7,
        "text": [
          "@dalmuri_bagel"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "skipped": true
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
          "런베뮤 아류처럼 안 보이는",
          "한 가지 색으로도"
        ]
      }
    }
  },
  {
    "id": "heldout122-packaging-ko-gangneung-dripbag",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 강릉 안목해변 커피거리에서 작은 로스터리 카페 하는 '솔바람 로스터리'예요. 원두만 팔다가 이번에 드립백을 새로 출시하게 돼서 패키지 디자인 맡기고 싶어서 연락드렸어요.",
      "제품은 한 봉씩 뜯어서 컵에 걸고 뜨거운 물 부어 마시는 드립백 커피예요. 한 봉에 원두 12g이고 한 박스에 10개씩 넣으려고요. 테라로사 드립백은 15g짜리도 있던데 저희는 12g이 제일 맛있게 나오더라고요.",
      "다른 드립백이랑 다른 점은 매주 월요일에 볶은 원두만 쓴다는 거랑, 봉투마다 '오늘의 파도'라는 한 줄 문구를 넣는 거예요. 스타벅스처럼 어디서나 살 수 있는 커피 말고, 강릉 와야만 생각나는 커피였으면 해요.",
      "판매는 일단 저희 매장이랑 강릉역 기념품샵에 들어가고, 3월부터 컬리에도 입점하기로 했어요. 쿠팡은 할지 말지 아직 고민 중이고요.",
      "스타일은 이솝 패키지처럼 글자 위주로 차분하고 정돈된 느낌이 좋아요. 근데 이솝 갈색 병 같은 약국 느낌까지는 말고요ㅎㅎ 블루보틀처럼 심플한 것도 좋은데 블루보틀 그 파란색은 절대 안 돼요, 따라했다는 말 나와요. 색은 모래색이랑 바다 같은 짙은 청록색이요.",
      "손님은 강릉 여행 온 20~30대가 제일 많아요. 여행 끝나고 회사 동료들한테 돌릴 선물 사가는 분들이요. 포장은 겉박스랑 낱개 파우치 두 가지가 필요하고, 박스는 크라프트지로, 드립백 봉투는 향 날아가지 않게 알루미늄 파우치로 하고 싶어요.",
      "아 그리고 정정할게요! 한 박스에 10개라고 했는데 대표님이 선물용은 8개가 딱이라고 해서 12g짜리 8개 들이로 바뀌었어요. 택배 박스나 매장 진열대까지 해야 하는지는 대표님이랑 아직 얘기 못 해봤어요."
    ],
    "whenAsked": {
      "expected_deadline": "2월 말까지는 끝나야 해요. 컬리 입점이 3월 중순이라 그 전에 인쇄까지 다 마쳐야 하거든요.",
      "key_considerations": "커피 향이 안 날아가게 밀봉이 잘 되는 게 제일 중요하고요, 선물용이라 박스 열었을 때 예뻐 보였으면 해요."
    },
    "otherwise": "그건 상관없어요~ 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "솔바람 로스터리",
          "드립백을 새로 출시"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "안목해변 커피거리"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "드립백 커피",
          "컵에 걸고"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "매주 월요일에 볶은",
          "오늘의 파도"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "저희 매장",
          "강릉역 기념품샵",
          "컬리"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "이솝 패키지처럼 글자 위주로",
          "차분하고 정돈된"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "모래색",
          "짙은 청록색"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "강릉 여행 온 20~30대",
          "동료들한테 돌릴 선물"
        ]
      },
      "packaging_form": {
        "said": 5,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "bag_pouch"
          ]
        }
      },
      "preferred_materials": {
        "said": 5,
        "text": [
          "크라프트지",
          "알루미늄 파우치"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "12g짜리 8개"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "밀봉이 잘 되는",
          "박스 열었을 때"
        ]
      }
    }
  },
  {
    "id": "heldout122-website-ko-gwangju-bookshop",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 광주 동명동에서 '책방 바람길'이라는 작은 독립서점 하고 있어요. 문 연 지 3년 됐는데 지금은 인스타 DM이랑 스마트스토어로만 책 주문을 받고 있어서, 책을 바로 사고 결제까지 할 수 있는 제대로 된 온라인 책방 홈페이지를 만들고 싶어요.",
      "제일 큰 문제는 스마트스토어에선 그냥 상품 목록처럼만 보여서, 제가 왜 이 책을 골랐는지 이야기를 전할 수가 없다는 거예요. 책마다 소개글을 길게 쓰고 사진도 크게 붙이고 싶어요.",
      "참고하고 싶은 사이트는 29CM랑 서울 최인아책방 홈페이지예요. 29CM는 상품마다 긴 글이랑 사진이 잡지처럼 붙어 있잖아요. 경쟁이라고 하면… 교보나 알라딘이랑은 애초에 싸울 생각도 없어요ㅋㅋ 알라딘처럼 화면 꽉꽉 채운 건 오히려 싫고요.",
      "페이지는 책방 소개, 이달의 추천책, 온라인 책 구매, 북클럽 신청, 오시는 길 정도면 돼요. 북클럽은 한 달에 한 번 하는데 지금은 구글폼으로 받고 있어요.",
      "스타일은 매거진 B 같은 느낌이요. 여백 많고 사진 크고 글씨 예쁜 잡지 같은 거요. 예전에 도쿄 다이칸야마 츠타야 갔을 때 그 공간이 너무 좋았는데, 그렇게 고급스러울 필요까진 없어요ㅎㅎ 색은 종이 같은 미색 바탕이면 좋겠어요.",
      "손님은 30~40대 여성분들이 제일 많고, 광주 밖에서 인스타 보고 주문하시는 분들도 꽤 돼요. 언어는 한국어만 있으면 돼요.",
      "예산은 300만 원 정도 생각했어요. 친구네 꽃집은 홈페이지를 150만 원에 만들었다던데 그건 템플릿이라서요.",
      "아 방금 남편이랑 얘기했는데, 북클럽 정기구독 결제까지 되게 하려면 500만 원까지는 써도 된대요. 300은 취소할게요ㅋㅋ"
    ],
    "whenAsked": {
      "url": "홈페이지는 없고요, 인스타 @baramgil_books랑 네이버 스마트스토어만 있어요.",
      "expected_deadline": "오픈 날짜는 아직 안 정했어요. 급하진 않아서 잘 만들어지면 그때 열려고요.",
      "key_considerations": "제가 컴퓨터를 잘 못해서ㅠ 제가 직접 글이랑 책을 쉽게 올릴 수 있어야 해요. 그게 제일 중요해요."
    },
    "otherwise": "그건 잘 모르겠어요. 추천해 주시면 따를게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "책방 바람길",
          "독립서점"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "광주 동명동"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "왜 이 책을 골랐는지",
          "이야기를 전할 수가 없다"
        ]
      },
      "competitors": {
        "said": 2,
        "text": [
          "29CM",
          "최인아책방"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "책방 소개",
          "이달의 추천책",
          "온라인 책 구매",
          "북클럽 신청",
          "오시는 길"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "매거진 B 같은",
          "여백 많고"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "종이 같은 미색"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "30~40대 여성분들",
          "광주 밖에서"
        ]
      },
      "languages": {
        "said": 5,
        "text": [
          "한국어"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 5000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "url": {
        "said": "asked",
        "text": [
          "@baramgil_books",
          "스마트스토어"
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
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "쉽게 올릴 수 있어야"
        ]
      }
    }
  },
  {
    "id": "heldout122-other-ko-daegu-kids-dental-mascot",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 대구 수성구 범어동에 있는 '웃는이 소아치과' 실장이에요. 저희 병원 마스코트 캐릭터를 만들고 싶어서 연락드렸어요. 캐릭터 만들어서 대기실 벽 그림이랑 애들 치료 끝나고 주는 스티커에도 쓰려고요.",
      "제일 큰 고민은 애들이 병원 문 앞에서부터 울어요ㅠㅠ 치과는 무서운 곳이라는 생각을 좀 깨고 싶어요. 캐릭터 보고 또 오고 싶다까진 아니어도 덜 무서웠으면 해요.",
      "오는 애들은 4살부터 초등 저학년까지가 대부분이고, 병원 고르는 건 결국 엄마들이라 엄마들 눈에도 촌스럽지 않아야 해요.",
      "원하는 느낌은 카카오프렌즈처럼 선이 단순하고 표정이 확실한 거요. 잔망루피처럼 살짝 능청스러운 표정도 좋고요. 근데 뽀로로처럼 너무 아기아기한 건 초등학생들이 유치하다고 해서 싫어요.",
      "참고로 길 건너 치과가 공룡 캐릭터를 쓰거든요. 거기랑 겹치면 안 되니까 공룡은 빼주세요. 원장님은 토이 스토리 광팬이라 1995년 1편 나왔을 때부터 봤다면서 버즈 같은 우주인 하자시는데… 그건 좀 더 생각해볼게요ㅋㅋ",
      "5월 5일 어린이날에 개원 5주년 행사를 하는데 그때 캐릭터를 처음 공개하고 싶어요. 그래서 4월 말까지는 완성되면 좋겠어요.",
      "아 방금 원장님이 그러시는데 스티커랑 풍선 제작 업체가 3주는 걸린대요. 그래서 캐릭터는 4월 초까지는 끝나야 한대요ㅠ 저희 병원에서 스튜디오까지 차로 20분 정도라 미팅은 두 번 정도 직접 찾아뵐게요."
    ],
    "whenAsked": {
      "key_considerations": "아이들 눈높이에서 무섭지 않은 게 제일 중요하고요, 스티커나 벽에 작게 넣어도 알아볼 수 있게 단순했으면 해요.",
      "collaboration_notes": "원장님이 두 분이신데 최종 결정을 누가 할지는 아직 정리가 안 됐어요. 그건 정해지면 말씀드릴게요."
    },
    "otherwise": "음 그건 잘 모르겠어요. 전문가시니까 추천해 주세요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "웃는이 소아치과",
          "마스코트 캐릭터"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수성구 범어동"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "마스코트 캐릭터",
          "대기실 벽 그림",
          "스티커"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "문 앞에서부터 울어요",
          "덜 무서웠으면"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "4살부터 초등 저학년",
          "엄마들"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "카카오프렌즈처럼 선이 단순",
          "잔망루피처럼"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "공룡은 빼주세요"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "early",
          "relation": "by"
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
      "number_of_visits": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "unit": "times"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "무섭지 않은 게",
          "단순했으면"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout122-residential-ko-haeundae-muji-hotel",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 이번에 해운대구 좌동에 구축 아파트를 매매해서 올수리 하려고 문의드려요! 32평이고 지은 지 29년 된 아파트라 샷시부터 싹 다 갈아야 할 것 같아요 ㅠㅠ",
      "식구는 저랑 남편, 7살 딸, 고양이 두 마리예요 ㅎㅎ 남편이 일주일에 3일은 재택이라 작은방은 서재로 쓰고 싶고, 저는 주말마다 빵 굽는 게 취미라 부엌에 오래 있어요. 근데 이 집 주방이 좁고 창이 없어서 너무 어두워요. 그걸 제일 바꾸고 싶어요.",
      "스타일은요, 작년에 도쿄 갔을 때 긴자 무지호텔에서 묵었는데 그 방 분위기가 딱 제 취향이었어요. 근데 무인양품 매장처럼 너무 휑한 거 말고 조금 더 따뜻하게요! 색은 화이트랑 밝은 오크 톤이요. 시그니엘 부산 같은 대리석 번쩍번쩍한 호텔 느낌은 진짜 싫어요 ㅋㅋ",
      "예산은 전체 5천만 원 정도 생각하고 있어요. 엘시티 사는 친구는 인테리어에만 1억 넘게 썼다던데 저흰 그렇게는 절대 못 해요 ㅋㅋ 주방은 오늘의집에서 본 아일랜드 식탁 있는 집들처럼 하고 싶어요. 한샘 쇼룸도 가봤는데 3월 말까지 부엌 20% 할인이라고 엄청 권하더라고요. 근데 디자인이 너무 뻔해서 패스했어요.",
      "입주 날짜는 아직 못 정했어요. 지금 수영구 광안동에 전세로 사는데 집주인이랑 만기 날짜 조율 중이라서요 ㅠ 정해지면 바로 말씀드릴게요!",
      "아 그리고 방금 남편이랑 통화했는데 샷시까지 하면 5천으론 빠듯하다고 6천까지는 괜찮대요! 제일 중요한 건 고양이들이에요. 벽지랑 바닥은 발톱에 안 긁히는 걸로 해주세요. 거실 한쪽에 캣워크도 만들어 주시면 좋겠어요 ㅎㅎ"
    ],
    "whenAsked": {
      "layout": "방 3개에 화장실 2개요. 거실이랑 베란다는 예전 집주인이 확장해 놨어요.",
      "move_in_date": "그건 아직 몰라요 ㅠ 전세 만기가 정해져야 알 것 같아요.",
      "property_category": "아파트예요!"
    },
    "otherwise": "그건 잘 모르겠어요 ㅎㅎ 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "구축 아파트",
          "올수리"
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
          "해운대구 좌동"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 32,
          "unit": "pyeong"
        }
      },
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 29,
          "unit": "years"
        }
      },
      "target_audience": {
        "said": 1,
        "text": [
          "7살 딸",
          "고양이 두 마리"
        ]
      },
      "lifestyle": {
        "said": 1,
        "text": [
          "3일은 재택",
          "빵 굽는 게 취미"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "주방이 좁고",
          "너무 어두워요"
        ]
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "무지호텔",
          "조금 더 따뜻하게"
        ]
      },
      "colors_and_elements": {
        "said": 2,
        "text": [
          "화이트랑 밝은 오크"
        ]
      },
      "other_preferences": {
        "said": 3,
        "text": [
          "오늘의집",
          "아일랜드 식탁"
        ]
      },
      "move_in_date": {
        "said": 4,
        "skipped": true
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 60000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "발톱에 안 긁히는"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "캣워크"
        ]
      },
      "layout": {
        "said": "asked",
        "text": [
          "방 3개",
          "화장실 2개"
        ]
      }
    }
  },
  {
    "id": "heldout122-commercial-ko-daejeon-salt-bread",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 대전 중구 대흥동에 소금빵이랑 핸드드립 커피 파는 작은 가게를 내려고 해요. 1층 상가 18평짜리 계약했고 인테리어 디자인부터 부탁드리고 싶어요. 저는 파리바게뜨 본사에서 빵 개발만 7년 하다가 나왔어요 ㅎㅎ",
      "대전에서 빵집 한다고 하면 다들 성심당 얘기부터 하시잖아요 ㅋㅋ 본점이 은행동이라 저희 가게에서 걸어서 10분이에요. 근데 저흰 성심당처럼 빵 종류 수십 개 깔아놓는 게 아니라 소금빵 하나만 제대로 파는 가게예요. 그게 저희 차별점이에요.",
      "분위기는 런던베이글뮤지엄처럼 빈티지한 유럽 빵집 느낌이 좋은데요, 거기처럼 소품 꽉꽉 채운 건 말고 훨씬 덜어낸 버전이요. 그리고 스타벅스처럼 노트북 펴고 몇 시간 있는 카페는 아니에요. 빵 사서 커피 한 잔 하고 가볍게 나가는 곳?",
      "작년에 교토 갔을 때 % 아라비카 아라시야마점 가봤는데 긴 바 카운터 하나가 가게 전부인 구조가 진짜 인상적이었어요. 저희도 오븐이 손님한테 다 보이는 긴 바 카운터를 가게 한가운데 두고 싶어요.",
      "예산은 인테리어만 4천만 원 이하로 생각해요. 런던베이글뮤지엄은 매장 하나에 몇 억 썼다는 얘기도 있던데 저는 꿈도 못 꿔요 ㅋㅋ 오픈 날짜는 아직 미정이에요. 건물주가 전 세입자 원상복구가 언제 끝날지 모른대서요. 성심당은 3월에 또 새 매장 연다던데 부럽네요 ㅎㅎ",
      "아 정정할게요! 계약서 다시 보니까 18평은 공용면적까지 합친 거고 실제로 쓰는 전용은 15평이래요 ㅠ 그래서 이 좁은 데에 오븐, 진열대, 좌석 6개까지 어떻게 다 넣느냐가 제일 고민이에요.",
      "제일 신경 써주셨으면 하는 건 환기예요. 오븐을 하루 종일 돌리니까 손님 자리까지 열기랑 연기가 안 넘어가게요. 간판이랑 빵 봉투 디자인도 같이 해주시면 좋겠어요."
    ],
    "whenAsked": {
      "brand_value": "빵 하나라도 매일 제일 맛있게 굽는 집이요. 문 열고 들어오시면 버터 냄새 맡고 '아 여기 제대로 하는 데구나' 느끼셨으면 좋겠어요.",
      "target_audience": "근처 회사 다니는 30~40대 직장인이요. 주말엔 빵지순례 오는 외지 분들도 꽤 있을 것 같아요.",
      "colors_and_elements": "버터색이랑 짙은 초록 좋아해요. 하얀 타일만 잔뜩 있는 건 빼주세요, 병원 같아서요 ㅋㅋ",
      "opening_date": "아직 몰라요 ㅠ 원상복구 끝나야 정해질 것 같아요."
    },
    "otherwise": "그건 아직 생각 안 해봤어요~ 추천해 주시면 좋겠어요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "소금빵",
          "핸드드립 커피"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대전 중구 대흥동"
        ]
      },
      "competitive_advantage": {
        "said": 1,
        "text": [
          "소금빵 하나만 제대로"
        ]
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "런던베이글뮤지엄",
          "덜어낸 버전"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "긴 바 카운터",
          "오븐이 손님한테 다 보이는"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 40000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "opening_date": {
        "said": 4,
        "skipped": true
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 15,
          "unit": "pyeong"
        }
      },
      "problem_need": {
        "said": 5,
        "text": [
          "좌석 6개까지",
          "다 넣느냐"
        ]
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "환기",
          "열기랑 연기"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "간판이랑 빵 봉투"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "매일 제일 맛있게",
          "제대로 하는 데구나"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "30~40대 직장인",
          "빵지순례"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "버터색이랑 짙은 초록"
        ]
      }
    }
  },
  {
    "id": "heldout122-exhibition-ko-icheon-ceramics-coex",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 :) 이천에서 아버지랑 같이 도자기 식기 만드는 작은 브랜드예요. 3월에 코엑스에서 하는 서울리빙디자인페어에 부스를 내는데 디자인이랑 시공까지 맡길 곳을 찾고 있어요. 지금은 29CM랑 오늘의집에서만 팔고 있고 오프라인 전시는 처음이에요!",
      "전시는 3월 5일 목요일부터 8일 일요일까지고 설치는 전날 4일 수요일 하루예요. 철수는 마지막 날 밤인지 다음 날 아침인지 아직 공지가 안 나왔어요 ㅠ 작년엔 2월 말에 했다던데 올해는 3월로 밀렸더라고요. 장소는 코엑스 A홀이요.",
      "부스는 3x3 두 칸 붙여서 3x6, 18제곱미터예요. 참가비 380만 원은 이미 냈고, 부스 디자인이랑 제작 예산은 따로 1500만 원 정도 생각하고 있어요. 조명 때문에 전기는 필요하고 물은 안 써요.",
      "느낌은 이솝 매장처럼 재료가 그대로 드러나는 차분한 분위기가 좋아요. 근데 이솝처럼 어둡게 말고 훨씬 밝고 자연광 느낌으로요. 킨포크 화보에 나오는 식탁 같은 거요! 그리고 바로 옆에 광주요 부스가 매년 엄청 크게 나오는데, 저흰 거기처럼 고급 한정식 그릇이 아니라 매일 막 쓰는 그릇이라 그쪽 느낌이랑은 달라야 해요.",
      "혹시 영화 리틀 포레스트 아세요? 벌써 8년 전 영화네요 ㅋㅋ 거기서 김태리가 시골집에서 밥 차려 먹는 장면처럼, 부스 한가운데에 진짜 밥상을 차려놓고 저희 그릇에 음식 담아서 보여주고 싶어요. 그게 제일 하고 싶은 거예요!",
      "아 방금 사무국에서 전화 왔는데 옆 칸이 취소돼서 한 칸 더 붙여준대요!! 그래서 3x9, 27제곱미터로 바뀌었어요. 예산은 그대로 가야 해서 좀 걱정이네요 ㅎㅎ",
      "제일 중요한 건 그릇 안 깨지게 진열대가 튼튼해야 하는 거랑, 손님들이 직접 만져보고 들어볼 수 있어야 한다는 거예요. 그리고 6월에 부산 벡스코 리빙페어도 나갈 거라서 이번 부스를 거기서도 다시 쓸 수 있으면 좋겠어요."
    ],
    "whenAsked": {
      "target_audience": "편집숍이랑 카페, 레스토랑 바이어분들을 제일 만나고 싶어요. 일반 관람객은 신혼부부가 많이 오신대요.",
      "brand_value": "아버지 손맛 그대로, 오래 써도 질리지 않는 그릇이요. 부스 오시면 '우리 집 식탁에 놓고 싶다' 생각이 드셨으면 해요.",
      "exit_date": "철수 일정은 아직 몰라요. 사무국 공지 나오면 알려드릴게요!"
    },
    "otherwise": "그건 잘 모르겠어요 ㅎㅎ 편하게 제안해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "도자기 식기",
          "서울리빙디자인페어"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "코엑스 A홀"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-05",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-04",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 1,
        "skipped": true
      },
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 15000000,
          "currency": "KRW",
          "approximate": true
        }
      },
      "water_electricity_supply": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "이솝 매장처럼",
          "자연광",
          "킨포크 화보"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "매일 막 쓰는 그릇"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "진짜 밥상",
          "저희 그릇에 음식"
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
      "key_considerations": {
        "said": 6,
        "text": [
          "진열대가 튼튼해야",
          "직접 만져보고"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "부산 벡스코",
          "다시 쓸 수"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "편집숍이랑 카페",
          "레스토랑 바이어"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "질리지 않는 그릇",
          "우리 집 식탁"
        ]
      }
    }
  }
];
