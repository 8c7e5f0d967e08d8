import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 101 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: not sure yet (visitors unsure of several
 * things, as most real clients are: they give ranges and approximations in their own words, say plainly that something
 * is not decided or not known, or is someone else's to decide, hedge on details they still give, and think aloud between
 * two options, sometimes settling; in each, one or two fields the visitor does not know, filed as skipped, at least one
 * value of another person, place, time or thing, and one correction a message or two later). Written in session 54 by
 * seven writers, two to four conversations each; all 21 came in the session. Every one was first played on 2823e5b2 (the
 * session's start): 186 of 275 facts (67.6 %), 13 wrong values, 17 asked again, 0 loops, 0 off-type questions, at most 15
 * turns. Its conversations were then used for work.
 */
/* Writer's note (en-US, batch 101)
 * - brand_design: Rob, 50s, terse lowercase typist, runs Honest Edge Sharpening, a mobile knife/tool sharpening van in Hamilton, Ontario; name is a tribute to his butcher dad. Traps: competitor's website sharpdaddy.ca in Burlington (not his brand_website; his is only the Instagram); the Ottawa St market opening (first week of May) is not the deadline (end of April); dad's 30 years on Barton St. Correction: message 5 changes registration_status from not_registered (message 3) to in_progress. Unknown: need_registration_assistance (asked: "no idea, ask me later").
 * - packaging_design: Priya, 30s, chatty emoji-using mum in Leicester (UK), Nani's Tin spice blends from her grandmother's recipes; weighs tin vs pouch and settles on both. Traps: nan's old Quality Street tin / 40 years (not the spec or material); cousin's Wednesday market stall (not a sales channel of hers). Correction: message 4 changes specification from 50g per tin (message 3) to 40g per tin. Unknown: colors_and_elements (message 6, sister Anjali will choose), expected_deadline (asked, depends on the deli).
 * - website: Gail Whitlock, 60s, formal, manages a family funeral home in Zanesville, Ohio; old 2011 site breaks on phones, obituaries are the pain point. Traps: cousin's Marietta funeral home paid $20,000 (not her budget); grandfather's 1948 opening and the 2011 build (no date fields). Correction: message 5 changes budget from roughly $8,000 (message 4) to $10,000. Unknown: competitors (asked, cannot name any).
 * - other: Tyler, late 20s, casual, co-owns Crux Collective bouldering gym in Calgary (Manchester area); wants a front-desk wall mural or vinyl wrap (left open) plus anniversary t-shirts. Traps: the old Inglewood location (not the address); the comp weekend / original March 28 party date. Correction: message 3 changes expected_deadline from March 28 (message 2) to April 4, 2026. Unknown: colors_and_elements (asked, want to see sketches first).
 * - residential_space: Kansas City nurse (chatty, emoji) renovating a detached 1951 brick bungalow in Waldo for herself, her work-from-home husband, their 9-year-old and a golden retriever. Traps: sister's $45k kitchen in Overland Park (not budget/address); "1948 / almost 80 years" is the superseded age. Correction: message 2 changes age from almost 80 years (message 0) to 75 years. Unknown: move_in_date.
 * - commercial_space: Denver twenty-something (terse, lowercase) opening a used outdoor-gear consignment shop with his brother in an old auto parts store on South Broadway. Traps: REI flagship's 90,000 sq ft (not space_size); buddy's $300k RiNo taproom (not budget); wished-for March opening abandoned for mid April. Correction: message 3 changes space_size from 2,200 sq ft (message 1) to 1,850 sq ft. Unknown: unique_design.
 * - exhibition_space: Formal marketing manager of Harbor & Pine (recycled-rope Adirondack chairs, Portland, Maine) exhibiting at the National Hardware Show, LVCC West Hall, 10x20 ft booth. Traps: last year's shared 10x10 booth at a Boston home show (not space_size/address); island booths' move-in schedule; Casual Market Chicago in September is a future plan, not the venue. Correction: message 4 changes entry_date from Monday March 16 (message 2) to Sunday March 15. Unknown: preferred_style, exit_date.
 */
/* Writer's note (zh-TW, batch 101)
 * - brand_design: 31-ish son back home taking over his grandfather's sesame-oil mill 福泰油行 in Kaohsiung Daliao (chatty, emoji), wants a full identity to move from wholesale to retail/online. Traps: the old shop's location in 鳳山市場 (closed three years ago) is not the address; the competitor across the street opening "3月底" is not the deadline. Correction: message 4 changes brand_website from @futai_oil (message 3) to @futai.oil1978. Unknown: expected_deadline (message 5, waiting for his father), colors_and_elements (asked, wife will decide).
 * - packaging_design: middle-aged jujube farmer's wife in Miaoli Gongguan (polite, formal), packaging for a new jujube-longan tea-bag product; weighs a box vs a zip pouch and settles on a box. Traps: the farmers' association's competing jujube tea in a tin can (not the packaging form). Correction: message 3 changes specification from 10 bags per box (message 1) to 12 bags per box (10 g each). Unknown: preferred_materials (asked, "never thought about it").
 * - website: one of three woodworkers running a weekend DIY woodworking class in Taichung Nantun (terse, no punctuation), wants a booking site with online sign-up and payment; budget "8到10萬". Traps: a friend's café website that cost 3萬 (not the budget); the March move to a new classroom (not the launch date). Correction: message 4 changes expected_deadline from end of March (message 3) to mid-April 2026. Unknown: competitors (asked, hasn't researched). English language left undecided (only 中文 filed).
 * - other: newly retired primary-school teacher, alumni-association secretary in Changhua Lukang (warm, polite), wants a centennial commemorative book (cover + layout) and a centennial logo for T-shirts and tote bags. Traps: the volunteer alumnus who held five meetings for the 90th-anniversary book ten years ago (not number_of_visits); the November celebration and September print date are not the design deadline (end of August). Correction: message 4 changes number_of_visits from 2 (message 3) to 3. Unknown: colors_and_elements (message 6, the chairman will decide).
 * - residential_space: Mr. Lin, a formal, long-winded retired junior-high teacher in his 60s, renovating his late mother's 3-storey terraced townhouse (連棟透天) in Tainan East District to retire in with his wife; 50–55 ping total, budget 1.5–2 million TWD. Traps: his daughter's Neihu (Taipei) apartment renovation last year (30 ping, about 2 million TWD); also the per-floor figure (17–18 ping), which is not the total size. Correction: message 2 changes age from built in 民國72 (~43 years, message 1) to built in 民國70, 45 years. Unknown: colors_and_elements (his wife will decide, message 6), move_in_date (not decided, asked).
 * - commercial_space: a chatty pet groomer with 8 years' experience who uses emoji, opening her first grooming shop in a former breakfast shop near Fuzhong MRT, Banqiao; 18 ping, budget 600–800k TWD, Korean-style clean and bright, cream with light green, no pink. Traps: her former employer's Zhonghe shop (almost 30 ping, five grooming tables), a nearby chain shop's fit-out costing over 3 million TWD, and rent starting in April, which is not the opening date. Correction: message 2 changes space_size from about 15 ping (message 1) to 18 ping. Unknown: opening_date (message 6).
 * - exhibition_space: a polite third-generation son of a Lugu (Nantou) Dongding oolong tea family, exhibiting on their own for the first time at Food Taipei, Nangang Exhibition Center Hall 1, with a 3x6 (18 m2) booth; move-in 6/23, show 6/25–6/28, move-out the evening of 6/28; he weighs whether to apply for water and settles on both water and electricity. Traps: last year's 3x3 booth inside the county pavilion, last year's cost (a bit over 100k TWD), the company's Nantou location (not the venue), and a possible Tokyo show at year end. Correction: message 2 changes opening_date from 6/24 (message 1) to 6/25. Unknown: budget (his father has not decided, message 6), unique_design (no ideas yet, asked).
 */
/* Writer's note (ko-KR, batch 101)
 * - brand_design: 58-ish owner of 대성방앗간, a 40-year family oil mill in 침산동, Daegu (terse, older-man register, small typos), wants a new logo so his daughter can sell sesame/perilla oil online. Traps: the mill's old location in 칠성시장 (not the address); the daughter's wedding on 23 May (not the deadline). Correction: message 5 changes expected_deadline from within May (message 3) to by late June 2026. Unknown: colors_and_elements (his daughter will decide). Also: hedged main product (아마 들기름), distance 20-30 min by car and 2-3 meetings as ranges; trademark not registered, wants help.
 * - packaging_design: a chatty woman in her 50s who has run a rice-cake shop in Jeonju for 20 years and wants packaging for handmade yakgwa sold online. Traps: the shop next door's 20 pieces per box (message 1); last Chuseok's clear plastic tubs (message 4), which are not her material; Lunar New Year (Seollal), which she says is already too late and is not the deadline (message 6). Correction: message 3 changes specification from 8 to 10 per box (message 1) to 9 per box. Unknown: colors_and_elements (her daughter will decide, message 5).
 * - website: a terse young man in Gangneung who rents out 3 camper vans, takes bookings only through Instagram DMs and wants a booking site. Traps: a friend's pension website that cost 5,000,000 won (message 2). Correction: message 4 changes budget from about 2,000,000 KRW (message 2) to a range of 2,000,000 to 3,000,000 KRW. Unknown: competitors (asked: "아직 몰라요").
 * - other: a formal retired Korean-literature teacher who is self-publishing about 100 copies of a poetry book and wants the cover and inner pages designed. Traps: a college friend's book launch on March 14 (message 1), which is not his deadline; Bundang, his old home (messages 3 and 4). Correction: message 4 changes address from Seongnam Bundang (message 3) to Yongin Suji. Unknown: colors_and_elements (cover colour not decided yet, message 5).
 * - residential_space: a polite woman in her late 50s (uses ^^ and ㅎㅎ, chatty) whose children have married; she and her retired husband bought a 32-pyeong, 32-year-old apartment in Ilsan Madu-dong and want a full remodel. Traps: the current rented home in Bundang is 46평; the daughter's newlywed renovation last year cost 4천; "2천 권" of books is a count, not money. Correction: message 5 changes move_in_date from late April (message 3) to by 2026-05-20. Unknown: preferred_style (message 7, the daughter is still sending photos). Hedged: budget "6천에서 7천 정도", colours "밝은 원목 정도요?".
 * - commercial_space: a casual late-20s ex-office worker (ㅋㅋ, ㅠ, "??") opening a highball bar with a college friend on a 2nd floor off the Dongmyeong-dong café street in Gwangju; size known only as 18–20평. Traps: a senior's bar in Seongsu spent 8천 on its interior; the competitor across the street is over 40평. Correction: message 4 changes budget from 3천 (message 2) to 3천5백. Unknown: opening_date (message 3). Thinks aloud between New York jazz bar and Showa retro and settles on Showa retro; colours hedged ("아마 짙은 초록이랑 나무색?").
 * - exhibition_space: Marketing staffer (30s, polite, chatty with ㅎㅎ/ㅠ) at 초록선반, a small maker of home indoor-garden growers, launching the new 텃밭큐브 at its first solo booth at a KINTEX living fair (Hall 3, opens Thu 12 March, move-in 11 March). Traps: last year's shared pavilion at BEXCO cost "800" (not the budget, not the venue); a competitor books 10+ booths (not the booth size). Correction: message 3 changes space_size from 3x3 x2 = 18 m2 (message 1) to 3x3 x3 = 27 m2. Unknown: exit_date (organiser has not announced move-out). Also: budget is a range 15-20M KRW; water weighed and dropped -> electricity_only; style hedged ("아마 화이트에 원목").
 */
export const hundredAndFirstHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout101-brand-en-mobile-knife-sharpening",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "hi. i run Honest Edge Sharpening out of a van in Hamilton ON, mobile knife and tool sharpening, been going 6 yrs. the logo right now is something my nephew made in ms paint basically. want a proper logo and a look that goes on everything. not a rename, the name stays",
      "what we do: kitchen knives mostly, also garden shears, scissors for hair salons, lawnmower blades in the summer. i park at farmers markets on weekends and do restaurant pickups every 2 weeks",
      "name comes from my dad, he was a butcher on barton st for 30 yrs and always said a dull knife is a dishonest knife. so honest edge. its kind of a tribute to him",
      "main problem is people think im some random guy with a grinder in a van. restaurants take me seriously once they know me but new people at the markets walk right past. i need to look trustworthy and established. and no, nothing's trademarked, never got round to it",
      "timing, want it done before market season. the ottawa st market opens first week of may so end of april at the very latest. theres a guy in burlington who has sharpdaddy.ca with online booking and everything, i only have an instagram @honestedgehamilton, no website",
      "oh correction on the trademark thing, my wife linda just told me she filed an application for the name back in october. so its in progress i guess?? news to me lol",
      "other stuff i'd want: van wrap for sure, business cards, and a little sticker for the cardboard knife sleeves i hand back. maybe an apron patch, not sure about that one yet"
    ],
    "whenAsked": {
      "registration_status": "linda filed the application in october so its in progress",
      "need_registration_assistance": "honestly no idea, i'd have to ask linda what's left to do and what it costs. ask me later",
      "target_audience": "home cooks who spent good money on a japanese knife, restaurant chefs, older folks with garden tools. mostly 35 to 70 i'd say",
      "preferred_style": "old school, like a hardware store sign or an old butcher shop. clean and solid. none of that flames and skulls stuff the other guys do",
      "colors_and_elements": "maybe dark green and cream? not 100% sure. a knife in there somewhere for sure. no red, looks like blood lol",
      "key_considerations": "has to read from across a parking lot on the side of the van. and it needs to work in one colour so the stickers stay cheap to print"
    },
    "otherwise": "no preference really, whatever you think",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Honest Edge Sharpening",
          "proper logo"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Hamilton"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "kitchen knives",
          "garden shears",
          "lawnmower blades"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "my dad",
          "a dull knife is a dishonest knife"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "trustworthy and established"
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
      "brand_website": {
        "said": 4,
        "text": [
          "@honestedgehamilton"
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
      "other_design_requirements": {
        "said": 6,
        "text": [
          "van wrap",
          "business cards",
          "sticker"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "home cooks",
          "restaurant chefs",
          "35 to 70"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "hardware store sign",
          "old butcher shop"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "dark green and cream",
          "no red"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "across a parking lot",
          "one colour"
        ]
      }
    }
  },
  {
    "id": "heldout101-packaging-en-masala-tins-refills",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi! 😊 I'm Priya, I run a tiny spice blend business from Leicester called Nani's Tin. Everything is my grandmother's recipes — she kept her masala in an old Quality Street tin for about 40 years, hence the name. At the moment I sell them in plain ziplock bags with printed labels and it all looks a bit, well, homemade 🙈",
      "So there are 5 blends: garam masala, chaat masala, a chai spice, a tandoori rub and panch phoron. All freshly ground in small batches, you just use a spoonful or two in your cooking, or in your tea for the chai one ☕",
      "Packaging wise I keep going back and forth… a tin is so on brand but pouches are so much cheaper to post. Actually I think both: a tin for your first buy and then refill pouches after. Pouches probably in kraft paper, ideally compostable if that doesn't cost the earth",
      "Each tin holds 50g, and you can buy them on their own or as a set of all 5",
      "Ooh correction!! I just weighed one properly and it's 40g per tin not 50g, the ground stuff is lighter than I thought. Still sold single or as a set of 5",
      "Selling on my Etsy shop and Instagram right now, and a deli in Stoneygate wants to stock the sets. My cousin does the Wednesday market in town with her pickles but I'm not doing markets, no time with the kids x",
      "Colours I honestly can't tell you yet — my sister Anjali is doing the illustrations and she wants to choose the palette once she's sketched. She and I decide everything together so she'll be on the emails too"
    ],
    "whenAsked": {
      "unique_selling_point": "They're family recipes you can't buy anywhere else, ground fresh every week, and no fillers or salt bulking them out",
      "target_audience": "People who love cooking Indian food at home but don't have a nani to teach them 😄 probably 25-45, foodie types, and lots of people buying them as gifts",
      "preferred_style": "Warm and a bit nostalgic, like an old Indian sweet shop box, but not tacky. Hand-drawn feel",
      "expected_deadline": "I really don't know yet, it depends on when the deli confirms their first order. No date for now sorry!",
      "key_considerations": "The tins have to seal properly so the spices stay fresh, and the labels need proper allergen info because mustard is in two of the blends"
    },
    "otherwise": "No particular preference, happy to hear your ideas!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Nani's Tin",
          "ziplock bags"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Leicester"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "garam masala",
          "freshly ground"
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
      "preferred_materials": {
        "said": 2,
        "text": [
          "kraft paper",
          "compostable"
        ]
      },
      "specification": {
        "said": 4,
        "text": [
          "40g",
          "set of 5"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "Etsy",
          "Instagram",
          "deli"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "skipped": true
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "Anjali",
          "decide everything together"
        ]
      },
      "unique_selling_point": {
        "said": "asked",
        "text": [
          "family recipes",
          "no fillers"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "cooking Indian food at home",
          "25-45",
          "gifts"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "nostalgic",
          "sweet shop box",
          "Hand-drawn"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "seal properly",
          "allergen info"
        ]
      }
    }
  },
  {
    "id": "heldout101-website-en-funeral-home-obituaries",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Good afternoon. My name is Gail Whitlock and I manage Whitlock Family Funeral Home in Zanesville, Ohio. My grandfather opened it in 1948. Our current website was built in 2011 by a gentleman from our church and it no longer works properly on phones, which is how most families find us now.",
      "The address is whitlockfuneral.com, though I would ask you to be kind when you look at it.",
      "The most pressing matter is the obituaries. Families need to find a service time and share it with relatives quickly, and at present our staff have to email a PDF to the web gentleman every time someone passes. Sometimes it takes two days to appear.",
      "Pages, I would think: obituaries, our services and pricing, pre-planning, about our family, and contact with directions. Possibly a page for grief resources, although I am not certain that is necessary.",
      "As for budget, we had set aside roughly $8,000. My cousin's funeral home in Marietta paid $20,000 for theirs, which seemed excessive to me.",
      "I have since spoken with my brother and we can go to $10,000 if it is done properly. Please consider $10,000 the figure.",
      "English only, please."
    ],
    "whenAsked": {
      "category": "An informational site about our firm and our services. We do not sell anything online.",
      "target_audience": "Mostly adult children arranging a service for a parent, usually 40 to 65, and often still in shock. Also older people planning ahead for themselves.",
      "competitors": "I honestly do not know which ones you should look at. I have never studied other funeral homes' websites, so I cannot name any.",
      "preferred_style": "Calm and dignified. Soft colours, plenty of white space. Nothing that looks like a sales pitch.",
      "expected_deadline": "Ideally by the end of May, but I would not want it rushed.",
      "key_considerations": "My staff must be able to post an obituary themselves without calling anyone. And it must never feel commercial."
    },
    "otherwise": "I have no particular preference on that.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Whitlock Family Funeral Home",
          "no longer works properly on phones"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Zanesville"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "whitlockfuneral.com"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "obituaries",
          "email a PDF"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "obituaries",
          "pre-planning",
          "contact"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 10000,
          "currency": "USD"
        }
      },
      "languages": {
        "said": 6,
        "text": [
          "English"
        ]
      },
      "category": {
        "said": "asked",
        "value": {
          "kind": "choice",
          "selected": [
            "corporate"
          ]
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "adult children",
          "40 to 65",
          "planning ahead"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Calm and dignified",
          "white space"
        ]
      },
      "expected_deadline": {
        "said": "asked",
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
          "post an obituary themselves",
          "never feel commercial"
        ]
      }
    }
  },
  {
    "id": "heldout101-other-en-climbing-gym-mural",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "hey! I'm Tyler, I co-own Crux Collective, a bouldering gym in Calgary (Manchester area, just off Blackfoot). we moved here from a tiny spot in Inglewood in 2023 and the new place still looks like a warehouse lol. our 5 year anniversary is coming up and we want it to finally look like us",
      "main thing is the big wall behind the front desk, like 12m wide. either a painted mural or a printed vinyl wrap, idk which honestly. plus a new t-shirt design for the party, maybe tote bags too",
      "we want it all done and up for the anniversary party on march 28",
      "ugh sorry, jess just reminded me the party got pushed to saturday april 4 because of the comp that weekend. so april 4 is the real date",
      "the problem is people walk in and don't get the vibe. we're super community-y, beginners welcome, queer friendly, chill, but the space feels cold and kind of intimidating",
      "jess (other co-owner) and I both have to sign off on everything. we're at the gym basically every evening if you want to come see the wall, probably 2 visits would be enough?"
    ],
    "whenAsked": {
      "target_audience": "mostly 20s and 30s, lots of total newbies and uni students, plus a solid crew of regulars who've been with us since the old place",
      "preferred_style": "playful and hand drawn, kind of like a zine? definitely not corporate sporty stuff",
      "colors_and_elements": "not decided yet tbh, we want to see some sketches before we pick anything",
      "key_considerations": "whatever goes on that wall has to survive chalk dust and people leaning on it. and the shirts need to be 2 colours max, budget reasons"
    },
    "otherwise": "no real preference, up to you guys",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Crux Collective",
          "bouldering gym",
          "looks like a warehouse"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Calgary",
          "Manchester"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "mural",
          "t-shirt design"
        ]
      },
      "expected_deadline": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-04",
          "precision": "day",
          "relation": "by"
        }
      },
      "problem_need": {
        "said": 4,
        "text": [
          "feels cold",
          "intimidating"
        ]
      },
      "collaboration_notes": {
        "said": 5,
        "text": [
          "both have to sign off"
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
      "target_audience": {
        "said": "asked",
        "text": [
          "20s and 30s",
          "newbies",
          "regulars"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "playful and hand drawn",
          "zine"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "chalk dust",
          "2 colours max"
        ]
      }
    }
  },
  {
    "id": "heldout101-residential-en-waldo-bungalow",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi there! My husband Dave and I just closed on a little detached brick bungalow in the Waldo neighborhood of Kansas City, MO 🏡 It needs a full renovation, I swear nothing's been touched since the 70s. The house is from 1948 so it's almost 80 years old 😅",
      "Layout is 3 bedrooms (two on the main floor and one in the converted attic), one full bath, a small living room and a separate dining room, plus an unfinished basement. Size is somewhere between 1,300 and 1,400 sq ft, not counting the basement.",
      "Oh wait, correction on the age!! I just dug out the inspection report and it was built in 1951, not 1948. So more like 75 years old.",
      "What's not working: the kitchen is tiny and closed off, there's only one bathroom for all of us, and there is zero storage. I can't decide if we should knock down the wall between the kitchen and dining room or keep them separate so Dave's work calls aren't right next to the blender... still going back and forth on that one 🤷‍♀️",
      "It's me, Dave, our 9 year old Maya and Biscuit (a very large golden retriever). Dave works from home full time, I'm a nurse doing 12 hr shifts so I sleep at weird hours. We cook a lot on weekends and my family comes over for Sunday dinner pretty much every week.",
      "Budget... maybe 60 to 80k, could stretch a little if it's worth it. My sister just redid her whole kitchen in Overland Park for 45k and I'm kinda hoping we get more than a kitchen for our money lol",
      "Move in date I honestly don't know yet. We're still in our condo and it all depends on when that sells, could be anything at this point."
    ],
    "whenAsked": {
      "preferred_style": "Probably something warm? Like mid-century-ish but lived in, not a showroom. I love wood and plants everywhere.",
      "colors_and_elements": "Greens and warm wood for sure! Please no gray floors, the flippers on our street put gray vinyl plank in every house.",
      "key_considerations": "Keeping the original arched doorways and the built-in hutch in the dining room, those are literally why we bought the house. And staying on budget obviously.",
      "important_collections": "Dave's records, like 600 of them, and my grandma's upright piano.",
      "other_design_requirements": "Lighting for sure, the whole house has like two ceiling fixtures.",
      "number_of_visits": "No idea how many visits is normal, whatever you think."
    },
    "otherwise": "No strong preference on that one!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "brick bungalow",
          "full renovation"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Waldo",
          "Kansas City"
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
      "layout": {
        "said": 1,
        "text": [
          "3 bedrooms",
          "one full bath",
          "dining room"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 1300,
          "max": 1400,
          "unit": "ft2"
        }
      },
      "age": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 75,
          "unit": "years"
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "kitchen is tiny",
          "only one bathroom",
          "zero storage"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "9 year old",
          "golden retriever"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "works from home",
          "12 hr shifts",
          "Sunday dinner"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 60000,
          "max": 80000,
          "currency": "USD"
        }
      },
      "move_in_date": {
        "said": 6,
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "warm",
          "mid-century"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Greens",
          "warm wood",
          "no gray floors"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "arched doorways",
          "built-in hutch"
        ]
      }
    }
  },
  {
    "id": "heldout101-commercial-en-denver-gear-consignment",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "hey. me and my brother are opening a consignment shop for used outdoor gear, skis climbing stuff tents all of it. we signed a lease on an old auto parts store on south broadway in denver. needs a full buildout, its basically an empty box rn",
      "its roughly 2200 sq ft. for reference the REI flagship downtown is like 90,000 lol so were not trying to be that",
      "main thing: we take gear in at the back (drop offs, cleaning, repairs) and sell up front. front needs to show a ton of different stuff without looking like a garage sale, and the intake area cant spill out onto the sales floor",
      "oh correction on size, landlord just sent the floor plan, its 1,850 sq ft. the 2200 on the listing included the loading dock",
      "budget for the buildout somewhere around 40 to 50k, could stretch a bit. my buddy spent like 300k on his brewery taproom in RiNo but thats not happening here haha",
      "opening.. we wanted march before ski season ends but thats not realistic. maybe mid april? ok lets say mid april",
      "customers are mostly 20s-30s, DU and metro state students, weekend warriors, ppl who wanna try backcountry or climbing without dropping $800 on new gear"
    ],
    "whenAsked": {
      "brand_value": "gear should get used, not rot in somebodys garage. walking in should feel like hanging out in a friends gear garage, not a fancy boutique",
      "competitive_advantage": "we inspect and fix everything in house before it hits the floor, and you get store credit on the spot when you drop stuff off",
      "preferred_style": "probably industrial-ish? the building already has exposed brick and a roll up garage door so we should use that",
      "colors_and_elements": "not sure on colors tbh. maybe some orange. no camo anything",
      "unique_design": "signature thing? no idea honestly, thats kinda what im hoping you guys come up with",
      "key_considerations": "ski wall has to hold like 150 pairs, and everything has to be cheap to move around bc the layout changes every season",
      "other_design_requirements": "yeah signage out front, the old auto parts sign is still up lol"
    },
    "otherwise": "no pref",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "consignment shop",
          "used outdoor gear",
          "old auto parts store"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "south broadway",
          "denver"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "without looking like a garage sale",
          "intake area"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 1850,
          "unit": "ft2"
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 40000,
          "max": 50000,
          "currency": "USD"
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
      "target_audience": {
        "said": 6,
        "text": [
          "students",
          "weekend warriors"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "gear should get used",
          "friends gear garage"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "text": [
          "inspect and fix everything in house",
          "store credit"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "industrial",
          "exposed brick"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "orange",
          "no camo"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "150 pairs",
          "cheap to move around"
        ]
      }
    }
  },
  {
    "id": "heldout101-exhibition-en-recycled-rope-chairs",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Good afternoon. I am the marketing manager at Harbor & Pine, a small furniture company in Portland, Maine. We make Adirondack chairs and outdoor tables from recycled HDPE, much of it from old lobster-industry rope and buoys. We will be exhibiting at the National Hardware Show for the first time and need a booth designed and built.",
      "The show is at the Las Vegas Convention Center, West Hall. We have a 10 x 20 ft inline booth. For context, last year we shared a 10 x 10 with our distributor at a regional home show in Boston, so this is a considerable step up for us.",
      "The show opens on Tuesday, March 17, and move-in for our booth is Monday, March 16.",
      "Our aim is to get in front of independent hardware store owners and regional buyers. The big-box chains would be a bonus, but they are not the priority.",
      "A correction to my earlier message: move-in is Sunday, March 15, not the 16th. I had been reading the schedule for the island booths.",
      "Regarding utilities: we will certainly need electricity for lighting and a video screen. I had considered water for a demonstration of hosing mud off a chair, but on reflection it is more trouble than it is worth. Electricity only.",
      "The budget has not been formally approved yet. My estimate is somewhere between $25,000 and $35,000 for design and build, not including the space rental."
    ],
    "whenAsked": {
      "brand_value": "We believe outdoor furniture should last for decades and keep waste out of the ocean. Visitors should feel they could sit down and stay a while, as on a porch in Maine.",
      "preferred_style": "I'm afraid I can't answer that yet. Our creative director returns from leave in February and will decide the look.",
      "unique_design": "Perhaps a short section of dock with the chairs set out on it, or a wall of the coiled rope we recycle. I lean toward the dock.",
      "exit_date": "I don't have the move-out date yet; the exhibitor manual hasn't been released. I will send it once I do.",
      "key_considerations": "The chairs are heavy and buyers will want to sit in them, so the flooring and layout must allow for that. Everything also ships from Maine, so the booth has to pack into a single crate.",
      "competitive_advantage": "Every chair contains roughly 40 feet of recovered fishing rope, and we offer a 20-year warranty.",
      "other_design_requirements": "A one-page sell sheet and a small printed catalog would be useful.",
      "plans_after_project": "If the show goes well, we would like to reuse the booth at Casual Market Chicago in September."
    },
    "otherwise": "No particular preference.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Harbor & Pine",
          "Adirondack chairs",
          "first time"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Las Vegas Convention Center",
          "West Hall"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 200,
          "unit": "ft2"
        }
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-03-17",
          "precision": "day",
          "relation": "on"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "independent hardware store owners",
          "regional buyers"
        ]
      },
      "entry_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day",
          "relation": "on"
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
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 25000,
          "max": 35000,
          "currency": "USD"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "last for decades",
          "sit down and stay a while"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "section of dock"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "buyers will want to sit",
          "single crate"
        ]
      }
    }
  },
  {
    "id": "heldout101-brand-zh-daliao-sesame-oil-mill",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我家在高雄大寮開麻油工廠，是我阿公那一代開始的，叫「福泰油行」。以前店面在鳳山市場裡面，三年前收掉了，現在都在大寮工廠旁邊直接賣。我去年回來接，想把品牌整個重新整理，現在的logo是阿公當年請刻印店隨便刻的😅 想做一套完整的識別",
      "我們主要賣黑麻油、白麻油、苦茶油，還有最近在試做的芝麻醬。以前都賣給附近的麵線店跟月子中心，批發為主。我想開始做零售跟網購，可是現在的樣子放到網路上看起來很像路邊攤，沒人敢買",
      "名字的由來喔～福泰是我阿公阿嬤的名字各取一個字，阿公叫陳福來、阿嬤叫林泰妹，所以這家店其實是他們兩個人的",
      "網站我們沒有，只有一個IG是我自己在經營的 @futai_oil",
      "啊抱歉打錯了，不是底線是點，還有後面有年份，是 @futai.oil1978 才對",
      "什麼時候要完成我現在真的講不出來，要等我爸點頭，他還在考慮要不要讓我這樣改😂 然後我們對面新開的那家油行聽說3月底要辦開幕，搞得我爸很緊張哈哈",
      "風格我還在想…一個方向是走復古懷舊，保留阿公那種手寫字的感覺；另一個是很乾淨的現代風，像日本那種調味料品牌。老實說兩個我都喜歡，還沒辦法決定"
    ],
    "whenAsked": {
      "registration_status": "應該是沒有註冊啦，阿公那個年代誰在弄這個",
      "need_registration_assistance": "要啊～如果你們可以一起處理最好",
      "target_audience": "零售的話想賣給30到45歲的媽媽，自己會下廚的、或是要坐月子的，在意油是不是純的那種人",
      "colors_and_elements": "顏色我真的還沒想法，我太太說她要一起決定，等她想好再跟你們說",
      "key_considerations": "最重要的是老客人還認得出來，不要改到阿公的味道都不見了",
      "other_design_requirements": "瓶身標籤跟送禮的禮盒之後應該也會需要，但先把logo弄好",
      "collaboration_notes": "用LINE聯絡就好，最後還是要我爸看過才算數"
    },
    "otherwise": "這個我沒特別想法耶，你們專業的建議就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "福泰油行",
          "完整的識別"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "大寮"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "黑麻油",
          "苦茶油",
          "芝麻醬"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "零售跟網購",
          "很像路邊攤"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "各取一個字"
        ]
      },
      "brand_website": {
        "said": 4,
        "text": [
          "futai.oil1978"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "skipped": true
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "復古懷舊",
          "乾淨的現代風"
        ]
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
      "target_audience": {
        "said": "asked",
        "text": [
          "30到45歲的媽媽",
          "坐月子"
        ]
      },
      "colors_and_elements": {
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
    "id": "heldout101-packaging-zh-gongguan-jujube-tea",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是苗栗公館種紅棗的農家，種了快三十年了。以前都是把整顆紅棗乾賣給中藥行，還有來採果的遊客。去年開始自己做紅棗桂圓茶包，想請您們幫忙設計一個正式一點的包裝。",
      "茶包裡面是紅棗、桂圓跟一點點老薑，用熱水沖泡就可以喝。冬天很多客人買去給家裡長輩喝，也有女生生理期的時候喝。一包10公克，一盒放10包。",
      "包裝的樣子我們還在想，一個是做盒子，一個是夾鏈立袋，立袋比較便宜。公館農會那款紅棗茶是用鐵罐裝的，很好看，但我們算過成本太高了。嗯…想一想還是盒子好了，送禮比較體面。",
      "不好意思更正一下，剛剛說一盒10包是舊的規格，我先生說新的要改成一盒12包，每包一樣是10公克。",
      "我們跟別人不一樣的地方是，紅棗都是自己種、自己烘的，沒有加糖也沒有加防腐劑。",
      "通路的話，目前是自己家的門市、農會的展售中心，還有我女兒幫忙開的蝦皮賣場。",
      "時間的話，設計大概4月底前好就可以了吧，5月要拿去印。"
    ],
    "whenAsked": {
      "target_audience": "主要是40歲以上的婦女，會煮東西給家人補身體的那種，也有年輕人買去送長輩",
      "preferred_style": "希望看起來溫暖、有手作的感覺，不要太花俏。像日本和菓子那種盒子也不錯",
      "colors_and_elements": "紅棗的深紅色應該要用到吧，可以放我們的棗樹或是曬紅棗的畫面",
      "preferred_materials": "材質我真的不懂耶，還沒想過，到時候再看看",
      "key_considerations": "茶包一定要防潮，還有盒子上要放得下成分、保存期限那些標示",
      "other_design_requirements": "如果可以的話，送禮用的提袋也想一起設計",
      "collaboration_notes": "我跟我先生一起決定，平常用LINE聯絡就好，白天在田裡會回得比較慢"
    },
    "otherwise": "這個我們沒有特別的想法，您們看著辦就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "種紅棗的農家",
          "紅棗桂圓茶包"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "苗栗公館"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "紅棗、桂圓跟一點點老薑",
          "熱水沖泡"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "box"
          ]
        }
      },
      "specification": {
        "said": 3,
        "text": [
          "一盒12包",
          "10公克"
        ]
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "自己種、自己烘",
          "沒有加糖"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "門市",
          "農會的展售中心",
          "蝦皮"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "40歲以上的婦女",
          "送長輩"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "溫暖",
          "手作的感覺"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "深紅色",
          "棗樹"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "防潮",
          "保存期限"
        ]
      }
    }
  },
  {
    "id": "heldout101-website-zh-taichung-woodwork-class-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨 我們是台中南屯的木工教室 叫木日子 三個木工師傅合開的 週末開DIY課 做砧板 小椅子那種",
      "現在報名都用google表單+FB私訊 超亂 常常重複報名 或是有人匯款了我們沒看到 想要一個可以直接線上報名順便付款的網站",
      "預算大概8到10萬 做得好的話可以再多一點點啦 我朋友咖啡廳的網站才花3萬 不過他那個就一頁而已",
      "希望3月底前上線",
      "阿等等 3月我們要搬去新教室 會忙翻 網站4月中再上線就好",
      "頁面想要有 課程介紹 師傅介紹 報名頁 作品集 還有常見問題",
      "語言中文一定要 英文要不要做還沒想好 有一些外國學生但不多"
    ],
    "whenAsked": {
      "url": "沒有網站 只有FB粉專",
      "target_audience": "大部分是25到40歲的上班族 情侶或朋友一起來 週末想做點手作的",
      "competitors": "沒特別研究耶 不知道要參考誰",
      "preferred_style": "簡單 有木頭溫度的感覺 照片要大 不要那種很商業的模板感",
      "key_considerations": "手機報名一定要很順 付款要可以刷卡跟line pay",
      "other_design_requirements": "課程照片可能要請你們幫忙拍 我們自己拍的都很暗",
      "collaboration_notes": "三個人都要看過 但主要跟我阿哲聯絡就好"
    },
    "otherwise": "都可以",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "木工教室",
          "週末開DIY課"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中南屯"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "重複報名",
          "線上報名"
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
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 80000,
          "max": 100000,
          "currency": "TWD"
        }
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "main_pages": {
        "said": 5,
        "text": [
          "課程介紹",
          "報名頁",
          "常見問題"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "中文"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "25到40歲的上班族",
          "情侶或朋友"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "木頭溫度",
          "照片要大"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機報名",
          "line pay"
        ]
      }
    }
  },
  {
    "id": "heldout101-other-zh-lukang-school-centennial-book",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我姓黃，今年剛從國小老師退休。我是彰化鹿港我們母校校友會的總幹事，今年11月學校就要滿一百歲了，校友會想出一本百年紀念冊，所以來問問看您們有沒有接這種案子。",
      "想請您們設計的是紀念冊的封面跟內頁排版，大概一百頁左右。另外如果可以的話，也想要一個百年校慶的logo，要印在紀念T恤跟帆布袋上。",
      "十年前九十週年的時候也做過一本，那次是一位校友義務幫忙，他前前後後跑來學校開了五次會，大家都很累😅 這次要特別小心的是老照片，很多都發黃破損了，希望您們能幫忙修復處理。",
      "開會的話，可以請您們來鹿港兩次嗎？我們這些老人家不太會用視訊。",
      "啊我剛剛問了一下理事長，他說兩次不夠，要三次，因為還要給退休的老師們看稿。麻煩了🙏",
      "時間的話，11月校慶，9月就要送印，所以設計最晚8月底要好。",
      "風格我想應該是典雅一點吧，有點懷舊的感覺，但又不要太老氣，畢竟也有很年輕的校友。顏色的話要等理事長決定，他說他有想法，我現在沒辦法跟您說。"
    ],
    "whenAsked": {
      "target_audience": "主要是校友，從七八十歲的阿公阿嬤到剛畢業的小朋友都有，還有退休跟現任的老師們",
      "problem_need": "最主要是希望每一屆的校友翻開來，都能找到自己那一屆的回憶",
      "collaboration_notes": "平常跟我聯絡就好，我用LINE。不過最後都要理事長跟校長點頭才算數",
      "plans_after_project": "如果做得好，明年校友會的年曆可能也會找您們"
    },
    "otherwise": "這個我不太懂，您們專業的決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "校友會",
          "百年紀念冊"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "彰化鹿港"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "封面跟內頁排版",
          "百年校慶的logo"
        ]
      },
      "key_considerations": {
        "said": 2,
        "text": [
          "老照片",
          "發黃破損"
        ]
      },
      "number_of_visits": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 3,
          "unit": "times"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "典雅一點",
          "懷舊的感覺"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "skipped": true
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "校友",
          "老師們"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "找到自己那一屆的回憶"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "理事長跟校長"
        ]
      }
    }
  },
  {
    "id": "heldout101-residential-zh-tainan-townhouse-retired-teacher",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，敝姓林，去年從國中退休。我和內人打算把台南東區老家的透天厝整修一下，搬回去養老。是連棟的透天，三層樓，左右都有鄰居。原本是家母在住，她前年走了以後就一直空著。想請教貴公司是否承接台南的案子？",
      "房子大約是民國72年蓋的。每層室內大概十七、八坪，三層加起來應該在50到55坪之間，正確數字我要再找權狀。現在的格局是一樓客廳、廚房，二樓三樓各兩間房，浴室每層一間，總共三間。",
      "更正一下，剛剛翻到房屋稅單，是民國70年建的，不是72年，算起來已經45年了。",
      "目前最大的問題是樓梯很陡，內人膝蓋不好，爬到三樓很吃力；廚房還是舊式的磁磚流理台，又暗又窄，一樓後面的牆還有壁癌。我在想是不是要裝一台家用電梯，但不知道空間夠不夠、值不值得，還在考慮。",
      "住的就是我們兩老，偶爾女兒一家會從台北回來住幾天，有兩個孫子。我女兒去年在台北內湖裝修她們的公寓，30坪花了差不多兩百萬。我們這邊的預算，我想大概抓150到200萬之間，如果要加電梯可能要再多一點，這部分還不確定。",
      "平常的生活很簡單，早上去公園散步，我每天下午寫書法，內人喜歡種花、煮飯。希望一樓可以有個小小的書房，前院能放她的盆栽。",
      "風格我沒什麼研究，看過朋友家那種日式的，很溫暖、很簡單，應該是我們喜歡的方向吧。顏色的話要問我太太，她比較有主見，我現在沒辦法回答您。"
    ],
    "whenAsked": {
      "move_in_date": "什麼時候搬進去還沒決定，要看工程要做多久再說。",
      "key_considerations": "最重要是安全，老人家住的，樓梯要有扶手、浴室要防滑。還有壁癌要根治，不要過兩年又長出來。",
      "important_collections": "我有不少字帖跟毛筆，還有一張老神明桌是家父留下來的，想保留。",
      "other_design_requirements": "家具可能也要請你們幫忙挑。",
      "collaboration_notes": "用LINE聯絡比較方便，白天都可以。重要的事情我跟內人一起決定。",
      "memorable_moments": "小時候過年全家在一樓客廳圍爐，希望那個感覺可以留著。"
    },
    "otherwise": "這個我不太懂，請您們專業建議就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "透天厝",
          "搬回去養老"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南東區"
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
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 50,
          "max": 55,
          "unit": "ping"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "二樓三樓各兩間房",
          "浴室每層一間"
        ]
      },
      "age": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 45,
          "unit": "years"
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "樓梯很陡",
          "壁癌"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "我們兩老",
          "兩個孫子"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 1500000,
          "max": 2000000,
          "currency": "TWD"
        }
      },
      "lifestyle": {
        "said": 5,
        "text": [
          "寫書法",
          "種花"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "日式",
          "很溫暖"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "skipped": true
      },
      "move_in_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "防滑",
          "壁癌要根治"
        ]
      }
    }
  },
  {
    "id": "heldout101-commercial-zh-banqiao-pet-grooming",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我是寵物美容師 做了快8年 今年想自己出來開店🐶 店在板橋 府中站附近 一樓店面 之前是早餐店 現在空的 要整間重新弄",
      "坪數的話 房東說大概15坪左右 後面有一個小閣樓 不知道有沒有算進去",
      "欸剛LINE房東確認了 是18坪 閣樓有算在裡面 前面講的不對",
      "最大的問題是 我之前待的那間在中和 快30坪 有五個美容台 但美容區跟客人等的地方沒隔開 吹水的聲音超吵 毛也飛得到處都是 狗狗會很緊張 主人也坐不住 所以新店最想解決的就是這個 美容區跟等候區要分開",
      "客人應該大部分是附近的上班族跟小家庭 養小型犬的很多 貴賓 柴柴 博美 也有一些養貓的",
      "預算是我自己存的加上跟家裡借的 大概60到80萬 再多真的沒辦法了😂 附近有一間連鎖的 聽說裝潢就花了三百多萬 完全不能比",
      "開幕時間現在真的說不準 房租是4月開始算 但什麼時候能開要看裝潢跟營業登記 我也不知道要多久",
      "風格我想要乾淨明亮 有點像韓系那種 圓圓的 可愛但不要太幼稚 顏色應該是奶油色配一點淺綠吧 還沒很確定 但不要粉紅色 太多店都粉紅色了"
    ],
    "whenAsked": {
      "brand_value": "希望主人跟毛孩一進來就覺得安心 不是那種冷冰冰的感覺",
      "competitive_advantage": "我有C級美容師證照 貓狗都可以做 而且一次只接一隻 不會讓狗狗關在籠子裡等很久",
      "unique_design": "想要一面大玻璃 讓主人可以在外面看到狗狗在洗澡 比較放心",
      "key_considerations": "一定要好清潔 排水要做好 還有冷氣要夠強 吹水區很熱",
      "other_design_requirements": "招牌跟名片也想一起做 不過店名還沒決定🤣",
      "collaboration_notes": "用LINE就好 我晚上9點以後比較有空"
    },
    "otherwise": "都可以 你們覺得好就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "寵物美容師",
          "自己出來開店"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "板橋",
          "府中站附近"
        ]
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "ping"
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "吹水的聲音超吵",
          "毛也飛得到處都是"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "上班族跟小家庭",
          "小型犬"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 600000,
          "max": 800000,
          "currency": "TWD"
        }
      },
      "opening_date": {
        "said": 6,
        "skipped": true
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "乾淨明亮",
          "韓系"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "奶油色配一點淺綠",
          "不要粉紅色"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "覺得安心",
          "不是那種冷冰冰的感覺"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "text": [
          "一次只接一隻",
          "貓狗都可以做"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "一面大玻璃"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "好清潔",
          "排水要做好"
        ]
      }
    }
  },
  {
    "id": "heldout101-exhibition-zh-lugu-tea-food-show",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是南投鹿谷的茶行，家裡做凍頂烏龍茶，到我這代是第三代。今年第一次自己報名台北國際食品展，想找人幫忙設計攤位。去年是跟著縣政府的南投館一起參展，只分到一個3x3的小攤位，今年想做出自己的樣子。",
      "展覽在南港展覽館一館，今年我們拿到的是兩個標準攤位並排，3x6，共18平方公尺。開展是6/24，總共四天。",
      "不好意思，剛剛開展日期打錯了，主辦單位信上寫的是6/25開展，到6/28結束。進場佈置是6/23、6/24兩天，撤場是6/28閉展後當天晚上。",
      "這次主要想接觸的是海外的買家跟通路商，特別是日本和東南亞的，其次才是一般民眾。我們的茶是自己種、自己焙火，焙火是我阿公傳下來的手法，這是我們跟其他茶廠最不一樣的地方。",
      "攤位上一定要能現場試喝。我在想是用電熱水壺就好，還是要申請給水…想了一下還是都申請好了，要洗杯子，所以水電都要。",
      "風格的話我希望有現代感，不要太傳統那種紅燈籠、書法大字的感覺，但又要看得出是台灣的茶。材質可能用竹子或木頭吧，我還沒想很清楚。",
      "預算的部分老闆（就是我爸）還沒定，去年跟縣府一起的時候我們好像只出了十幾萬，今年應該會多一點，但我現在沒辦法給您數字。"
    ],
    "whenAsked": {
      "brand_value": "我們想讓人覺得這是一杯很誠實、很乾淨的茶，來攤位可以放鬆坐下來喝一杯。",
      "unique_design": "這個我們真的還沒有想法，想先看看你們的提案再說。",
      "key_considerations": "試喝區的動線要順，不要人一多就塞住。還有茶葉怕潮，展示的茶要有地方收好。",
      "other_design_requirements": "DM跟試喝用的小杯子可能也要設計，還在想。",
      "collaboration_notes": "平常用LINE或email都可以，最後是我爸決定。",
      "expected_deadline": "設計最好5月中前定案，要留時間發包製作。",
      "plans_after_project": "如果效果好，年底可能還會去東京參加食品展。"
    },
    "otherwise": "這部分都可以，您們覺得怎麼做比較好就怎麼做。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "凍頂烏龍茶",
          "台北國際食品展",
          "第一次自己報名"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館一館"
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
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-25",
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
          "date": "2026-06-28",
          "precision": "day",
          "relation": "on"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "海外的買家跟通路商",
          "日本和東南亞"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "自己種、自己焙火"
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
        "said": 5,
        "text": [
          "現代感",
          "不要太傳統"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "竹子或木頭"
        ]
      },
      "budget": {
        "said": 6,
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "很誠實、很乾淨的茶",
          "放鬆坐下來喝一杯"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "試喝區的動線要順",
          "茶葉怕潮"
        ]
      }
    }
  },
  {
    "id": "heldout101-brand-ko-daegu-oil-mill-refresh",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 대구 침산동에서 방앗간 하는 사람입니다. 대성방앗간이라고 아버지때부터 한 40년 했어요. 이번에 딸이 온라인으로 참기름 들기름 팔아보자고 해서 로고를 새로 만들어야 될거 같아 연락드립니다. 지금 간판 글씨는 그냥 간판집에서 써준거라..",
      "원래는 칠성시장 안에 있었는데 2019년에 지금 자리로 옮겼어요. 그때 이름도 바꿀까 하다가 그냥 뒀지요. 대성은 아버지 함자에요 김대성. 손님들이 아직도 대성이네 대성이네 하십니다",
      "파는거는 참기름 들기름 볶음참깨 미숫가루 정도고 고춧가루도 빻아 드리는데 그건 온라인으로는 안할거에요. 아마 들기름이 메인이 될거 같아요 요즘 들기름 찾는 사람이 많아서",
      "로고는 5월 안에 됐으면 좋겠는대 가능할까요",
      "상표등록은 안했습니다. 해야되는지도 몰랐는데 딸이 해야된다고 하대요. 그런것도 도와주시면 좋지요",
      "아 그리고 아까 5월이라 했는데 5월 23일이 딸 결혼식이라 그달은 제가 정신이 없을거 같네요. 6월 말까지로 합시다",
      "색깔은 딸이 정한다고 해서 저는 아직 모르겠습니다. 느낌은.. 너무 젊은 애들 카페같이 하지말고 옛날 방앗간 정직한 느낌이 났으면 해요. 촌스러운거는 또 싫고요",
      "거기 사무실까지는 차로 20~30분 정도 걸릴겁니다. 직접 만나는건 두세번 정도면 될거고 나머지는 딸하고 카톡으로 하시면 됩니다. 결정은 제가 하고요"
    ],
    "whenAsked": {
      "problem_need": "지금은 그냥 시장 방앗간이라 온라인에서는 아무도 모르니까요. 믿고 살 수 있는 브랜드로 보였으면 합니다",
      "target_audience": "가게 단골은 6~70대 어르신들인데 온라인은 3~40대 주부들이 많이 산다고 딸이 그러대요",
      "brand_website": "아직 없어요. 딸이 스마트스토어 만드는 중입니다",
      "colors_and_elements": "그건 딸이 정한다 했어요 저는 모릅니다",
      "key_considerations": "참기름병에 붙일 거니까 작게 해도 잘 보여야 돼요. 그리고 아버지 이름은 꼭 살려주세요",
      "other_design_requirements": "병에 붙이는 라벨하고 택배 상자 정도요",
      "plans_after_project": "잘되면 명절 선물세트도 해볼까 합니다"
    },
    "otherwise": "그건 상관없습니다",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "대성방앗간",
          "로고를 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "침산동"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "아버지 함자",
          "김대성"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "참기름",
          "들기름",
          "미숫가루"
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
      "need_registration_assistance": {
        "said": 4,
        "value": {
          "kind": "yes_no",
          "value": true
        }
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
      "colors_and_elements": {
        "said": 6,
        "skipped": true
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "옛날 방앗간 정직한 느낌"
        ]
      },
      "distance": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 20,
          "max": 30,
          "unit": "min"
        }
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "max": 3,
          "unit": "times"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "딸하고 카톡으로"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "믿고 살 수 있는 브랜드"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "3~40대 주부"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "작게 해도 잘 보여야"
        ]
      }
    }
  },
  {
    "id": "heldout101-packaging-ko-jeonju-yakgwa-box",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 전주에서 20년째 떡집 하고있는 사람이에요. 요즘 약과가 워낙 잘나가서 저희도 수제 약과를 온라인으로 팔아보려고 하는데 포장이 너무 촌스러워서요ㅎㅎ 포장디자인 맡기려고 연락드려요",
      "약과는 조청이랑 생강 넣고 매일 아침 직접 튀겨서 만들어요. 하나가 대략 30g 정도? 한 상자에 8개에서 10개 정도 넣을까 생각중이에요. 옆집 떡집은 한 상자에 20개씩 꽉꽉 넣어서 파는데 저는 그렇게는 안하려구요",
      "포장은 상자로 할지 개별 파우치로 할지 고민이에요.. 낱개로 하나씩 파우치에 넣고 그걸 상자에 담으면 제일 좋긴 한데 단가가 걱정이고.. 음 그래도 둘 다 하는걸로 할게요 낱개로도 팔 수 있게요",
      "아 그리고 아까 8개에서 10개라고 했는데 딸이랑 통화해보니 한 상자에 9개로 하재요. 3줄 3칸으로 딱 맞게요",
      "재질은 아마 크라프트지가 될 거 같아요. 비닐은 최대한 안쓰고 싶구요. 작년 추석땐 급해서 시장에서 산 투명 플라스틱통에 담아 팔았는데 손님들이 선물하기엔 좀 그렇다고 하시더라구요ㅠㅠ",
      "색깔이나 그림 같은건 디자인 전공한 딸이 정한다고 해서 제가 지금은 뭐라 말씀을 못드리겠네요ㅎㅎ 딸이 서울 살아서 주말에 내려오면 물어볼게요",
      "판매는 스마트스토어랑 저희 가게에서요. 설 선물로 팔기엔 이미 늦었고 4월 말까지만 나오면 5월 가정의달에 맞출 수 있을 거 같아요"
    ],
    "whenAsked": {
      "project_background": "전주에서 떡집 하는데 수제 약과 온라인 판매용 포장이에요",
      "product_description": "조청 넣은 수제 약과요",
      "unique_selling_point": "방앗간에서 직접 짠 참기름으로 튀기고 조청도 집에서 고아요. 시판 약과보다 덜 달고 쫀득해요",
      "target_audience": "부모님 선물 하려는 30~40대요. 요즘은 젊은 사람들도 약과 많이 먹더라구요",
      "preferred_style": "전통적인데 촌스럽지 않게요? 너무 할머니 느낌 말고 깔끔하고 고급스럽게요",
      "key_considerations": "택배로 보내도 약과가 안 부서지는거요. 기름이 종이에 배어나오면 절대 안되구요",
      "other_design_requirements": "가게 이름 들어간 스티커도 하나 있으면 좋겠어요",
      "collaboration_notes": "시안은 딸이랑 같이 보고 정할게요"
    },
    "otherwise": "그건 잘 모르겠어요 알아서 해주세요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "수제 약과"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전주"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "조청이랑 생강"
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
      "specification": {
        "said": 3,
        "text": [
          "9개"
        ]
      },
      "preferred_materials": {
        "said": 4,
        "text": [
          "크라프트지"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "skipped": true
      },
      "sales_channels": {
        "said": 6,
        "text": [
          "스마트스토어",
          "가게"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "unique_selling_point": {
        "said": "asked",
        "text": [
          "직접 짠 참기름",
          "덜 달고 쫀득"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "부모님 선물",
          "30~40대"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "촌스럽지 않게",
          "깔끔하고 고급스럽게"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "안 부서지는",
          "기름이 종이에 배어나오면"
        ]
      }
    }
  },
  {
    "id": "heldout101-website-ko-gangneung-campervan-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "캠핑카 렌트 하는데 홈피 만들려고요 강릉이고 차는 3대 굴려요 지금은 인스타 dm으로만 예약받는데 너무 정신없음",
      "원하는건 달력에서 날짜 고르고 바로 예약금 결제까지 되는거요 페이지는 차량소개, 요금, 이용안내, 후기 정도 있으면 될듯",
      "예산은 한 200만원 생각하고 있어요 친구 펜션은 홈페이지 500 들었다던데 그정도는 무리",
      "손님은 거의 2030 커플이나 애기 있는 가족이요 다들 폰으로 예약하니까 모바일 위주로 해주세요",
      "아 예산 수정요 동업하는 형이 300까진 된대요 200~300 사이로 봐주세요",
      "오픈은 늦어도 6월 안에는 돼야 해요 7월부터 성수기라ㅋㅋ"
    ],
    "whenAsked": {
      "url": "없어요 인스타만 있음",
      "languages": "일단 한국어요 영어는 나중에 생각해볼게요",
      "competitors": "딱히 본데는 없어요 아직 몰라요",
      "preferred_style": "깔끔하고 사진 크게 나오는거요 바다 느낌 나면 좋고",
      "key_considerations": "모바일에서 예약이 편해야 돼요",
      "other_design_requirements": "차 사진은 제가 찍은거 있어요",
      "collaboration_notes": "카톡으로 연락주세요 결정은 저랑 형이 같이 해요"
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "캠핑카 렌트"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "강릉"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "dm으로만 예약받는데"
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
          "차량소개",
          "요금",
          "이용안내"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "2030 커플",
          "애기 있는 가족"
        ]
      },
      "key_considerations": {
        "said": 3,
        "text": [
          "모바일"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 2000000,
          "max": 3000000,
          "currency": "KRW"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "relation": "by"
        }
      },
      "languages": {
        "said": "asked",
        "text": [
          "한국어"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "사진 크게",
          "바다 느낌"
        ]
      }
    }
  },
  {
    "id": "heldout101-other-ko-retired-teacher-poetry-book",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하십니까. 작년 2월에 정년퇴임한 국어 교사입니다. 교직에 있으면서 틈틈이 써 온 시를 모아 시집을 한 권 내 보려고 합니다. 출판사를 통하지 않고 100부 정도만 자비로 찍으려고 하는데, 표지와 내지 디자인을 부탁드릴 수 있을지 여쭙고자 연락드렸습니다.",
      "시는 60편에서 70편 사이가 될 것 같은데 아직 추리는 중입니다. 지난달 대학 동기가 3월 14일에 시집 출판기념회를 한다고 초대장을 보내왔는데, 그 친구 책을 보고 저도 용기를 내게 되었습니다.",
      "책은 주로 옛 제자들과 동료 선생님들, 그리고 가족들에게 나누어 줄 생각입니다. 팔 생각은 없습니다.",
      "제가 사는 곳은 성남 분당입니다. 가능하면 직접 찾아뵙고 한두 번 정도 상의드리고 싶습니다.",
      "아, 정정하겠습니다. 분당은 예전 집이고 작년 가을에 용인 수지로 이사했습니다. 삼십 년을 살던 곳이라 아직도 습관처럼 그렇게 말하게 됩니다.",
      "분위기는 소박하고 담백했으면 합니다. 화려한 것은 제 시와 어울리지 않을 것 같습니다. 다만 표지 색은 아직 정하지 못했습니다. 아내와 상의해 봐야 알 것 같습니다.",
      "5월 15일 스승의 날에 제자들 모임이 있어서 그 전까지는 책이 나왔으면 좋겠습니다. 인쇄는 아는 인쇄소에 맡길 생각입니다."
    ],
    "whenAsked": {
      "problem_need": "제 시가 복사물처럼 보이지 않고 정성껏 만든 책으로 보였으면 하는 것입니다.",
      "key_considerations": "나이 든 분들도 읽기 편하도록 글씨가 큼직했으면 합니다.",
      "collaboration_notes": "컴퓨터가 서툴러서 이메일보다는 전화로 연락 주시는 게 편합니다. 결정은 제가 하겠습니다.",
      "plans_after_project": "반응이 괜찮으면 산문집도 한 권 더 내 볼까 합니다."
    },
    "otherwise": "그 부분은 특별히 바라는 것이 없습니다. 전문가께서 판단해 주십시오.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "시집"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "표지",
          "내지"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "제자",
          "동료 선생님"
        ]
      },
      "number_of_visits": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "max": 2,
          "unit": "times"
        }
      },
      "address": {
        "said": 4,
        "text": [
          "용인 수지"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "소박하고 담백"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "skipped": true
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-15",
          "precision": "day",
          "relation": "by"
        }
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "정성껏 만든 책"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "글씨가 큼직"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "전화로 연락"
        ]
      }
    }
  },
  {
    "id": "heldout101-residential-ko-ilsan-empty-nest-remodel",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요^^ 일산 마두동에 아파트를 하나 샀는데 리모델링 때문에 문의드려요. 94년에 지은 아파트라 올해로 32년 됐더라고요. 손볼 데가 한두 군데가 아니라서 이번에 아예 올수리 하려고 해요.",
      "지금은 분당 46평 전세에 사는데 애들이 다 결혼해서 나가고 남편이랑 둘이 살기엔 너무 넓어서요. 새 집은 32평이고 방 3개 화장실 2개예요.",
      "제일 속상한 게 주방이에요. 옛날 구조라 주방이 좁고 어둡고, 베란다 샷시도 낡아서 겨울엔 외풍이 장난 아니래요. 전 주인분이 그러시더라고요.",
      "이사는 지금 집 전세 만기가 4월 말이라 그 전에는 들어가야 할 것 같아요.",
      "예산은 솔직히 아직 남편이랑 얘기 중인데요.. 6천에서 7천 정도 생각하고 있어요. 딸이 작년에 신혼집 고칠 때 4천 들었다던데 저희는 평수도 크고 집이 오래돼서 더 들겠죠?",
      "아 그리고 아까 말씀드린 거 정정할게요. 남편이 계약서 보더니 전세 만기가 4월 말이 아니라 5월 20일이래요 ㅎㅎ 그러니까 5월 20일 전에만 들어가면 돼요.",
      "남편은 퇴직하고 집에서 책 보고 바둑 두는 게 낙이에요. 책이 한 2천 권은 될 거예요ㅠㅠ 이거 다 들어갈 자리가 있어야 하고요. 저는 요리하는 걸 좋아하고 주말마다 손주들이 놀러 와요.",
      "스타일은 아직 정말 모르겠어요. 딸이 인스타에서 사진을 자꾸 보내주는데 다 예뻐 보여서요 ㅎㅎ 그건 천천히 정해도 되죠?"
    ],
    "whenAsked": {
      "target_audience": "남편이랑 저 둘이요. 주말에 손주 둘이 와서 자고 가기도 해요.",
      "preferred_style": "그건 아직 모르겠어요.. 딸이랑 좀 더 보고 말씀드릴게요.",
      "colors_and_elements": "하얀색 계열은 때가 잘 타서 싫고요.. 원목 느낌이 좋은데 너무 어두운 건 답답해서요. 밝은 원목 정도요?",
      "key_considerations": "주방이랑 샷시요. 그리고 남편 무릎이 안 좋아서 욕실 턱은 꼭 없애 주셨으면 해요.",
      "other_design_requirements": "책장이랑 붙박이장은 맞춤으로 짜고 싶어요.",
      "collaboration_notes": "저는 카톡이 편해요. 결정은 남편이랑 같이 할게요.",
      "number_of_visits": "현장은 필요하시면 언제든 오셔도 돼요. 저도 두세 번은 같이 가볼게요.",
      "plans_after_project": "나중에 친정엄마가 같이 사실 수도 있어요. 아직 확실하진 않고요.",
      "memorable_moments": "예전 집에서 식탁에 온 가족이 둘러앉아 밥 먹던 게 제일 좋았어요."
    },
    "otherwise": "그건 잘 모르겠어요. 알아서 해주세요^^",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "리모델링",
          "올수리"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "일산 마두동"
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
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 32,
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
        "said": 1,
        "text": [
          "남편이랑 둘이"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "주방이 좁고 어둡고",
          "외풍"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 60000000,
          "max": 70000000,
          "currency": "KRW"
        }
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-20",
          "precision": "day",
          "relation": "by"
        }
      },
      "lifestyle": {
        "said": 6,
        "text": [
          "바둑",
          "요리하는 걸 좋아하고"
        ]
      },
      "important_collections": {
        "said": 6,
        "text": [
          "책"
        ]
      },
      "preferred_style": {
        "said": 7,
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "밝은 원목"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "욕실 턱"
        ]
      }
    }
  },
  {
    "id": "heldout101-commercial-ko-gwangju-highball-bar",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 광주 동명동에 하이볼 바 차리려고 하는데요ㅎㅎ 회사 그만두고 대학 동기랑 둘이 동업하는 거라 인테리어 완전 처음이에요.. 자리는 카페거리 안쪽 골목 건물 2층이에요",
      "평수는 18평에서 20평 사이래요 부동산 사장님도 정확히 모르심ㅋㅋ 실측은 아직 안했어요. 도면 받으면 카톡으로 보내드릴게요",
      "예산은 일단 3천 정도?? 집기랑 의자 이런거 다 포함해서요. 성수에서 바 하는 선배는 인테리어만 8천 들었다던데 저흰 그렇게는 절대 안됨ㅠ",
      "오픈 날짜는 아직 몰라요. 공사 얼마나 걸리는지 보고 정하려구요",
      "아 방금 동업하는 친구랑 통화했는데 예산 3천5백까지는 된대요!! 3천 말고 3천5백으로 봐주세요 ㅎㅎ",
      "분위기는.. 어둡고 아늑한 쪽? 뉴욕 재즈바 느낌이랑 일본 쇼와 레트로 느낌 사이에서 계속 고민중인데 ㅋㅋ 음 쓰다보니까 쇼와 레트로 쪽이 맞는 것 같아요. 하이볼이 원래 일본 거니까",
      "주변에 바가 진짜 많아요 특히 바로 앞 건물 1층에 있는 데는 40평 넘는데 맨날 줄 서요 ㅠ 저희는 작으니까 바 테이블을 ㄷ자로 길게 빼서 바텐더랑 얘기하면서 마시는 구조로 하고 싶어요",
      "저희 차별점은 하이볼 종류가 30가지 넘는 거랑 시럽을 전부 직접 만드는 거요! 진저, 유자 이런거"
    ],
    "whenAsked": {
      "brand_value": "혼자 와도 어색하지 않은 곳이요. 들어오면 퇴근하고 숨 돌리는 느낌?",
      "target_audience": "2030 직장인이요 퇴근하고 혼자 한잔하러 오는 사람들",
      "problem_need": "2층이라 사람들이 여기 있는 줄 모를까봐요.. 계단 올라오고 싶게 만드는 게 제일 중요할듯",
      "colors_and_elements": "아마 짙은 초록이랑 나무색? 형광등 같은 하얀 조명은 절대 싫어요",
      "key_considerations": "환기요 튀김 안주도 할 거라서. 그리고 예산 안 넘게요ㅠ",
      "opening_date": "그건 아직 진짜 몰라요 ㅠ 공사 일정 보고 정할게요",
      "other_design_requirements": "간판이랑 메뉴판도 같이 해주시면 좋죠",
      "collaboration_notes": "카톡으로 해주세요 결정은 저랑 친구 둘이 같이 해요",
      "expected_deadline": "디자인은 2월 안에 나오면 좋겠어요",
      "plans_after_project": "잘되면 상무지구 쪽에 2호점도 생각은 해봤어요 ㅋㅋ 꿈이죠 뭐"
    },
    "otherwise": "상관없어요 ㅋㅋ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "하이볼 바",
          "동업"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "광주 동명동",
          "2층"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "max": 20,
          "unit": "pyeong"
        }
      },
      "opening_date": {
        "said": 3,
        "skipped": true
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 35000000,
          "currency": "KRW"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "쇼와 레트로",
          "어둡고 아늑한"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "ㄷ자"
        ]
      },
      "competitive_advantage": {
        "said": 7,
        "text": [
          "30가지",
          "직접 만드는"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "혼자 와도 어색하지 않은"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "2030 직장인"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "계단 올라오고 싶게"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "짙은 초록",
          "나무색"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "환기"
        ]
      }
    }
  },
  {
    "id": "heldout101-exhibition-ko-kintex-indoor-garden-launch",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 저희는 가정용 식물재배기 만드는 초록선반이라는 회사고요, 3월에 킨텍스에서 하는 리빙 박람회에 처음으로 단독 부스로 나가게 돼서 부스 디자인 문의드려요. 신제품 '텃밭큐브' 런칭하는 자리라 신경이 많이 쓰이네요ㅎㅎ",
      "일정 먼저 말씀드리면 개막은 3월 12일 목요일이고 장소는 킨텍스 제1전시장 3홀이에요. 부스는 일단 2부스 신청해놔서 3x3 두 개예요.",
      "작년엔 부산 벡스코에서 다른 업체들이랑 공동관으로 나갔었는데 그때 저희 몫이 800 정도 들었거든요. 이번엔 단독이라 예산은 대략 1500~2000만 원 사이로 보고 있어요. 조금은 넘어가도 되고요",
      "아 그리고 부스 크기 정정이요!! 방금 대표님한테 여쭤보니까 코너 자리 받으려고 3부스로 늘려서 신청하셨대요. 그러니까 3x3 세 개, 27㎡예요",
      "설치는 전날인 11일 하루 들어가는 걸로 알고 있고요, 철수 날짜는 아직 주최측 공지가 안 나와서 모르겠어요ㅠ",
      "재배기 시연을 해야 하니까 전기는 무조건 필요하고요. 물은… 급수 신청할까 하다가 그냥 물통에 받아와서 채우면 될 것 같아서 전기만 신청하려구요",
      "오는 분들은 주로 일반 관람객이요, 아파트 사는 30~40대 맞벌이 부부들? 바이어도 오긴 하는데 이번엔 소비자 반응 보는 게 목적이라서요. 부스 한쪽 벽을 재배기로 통째로 채운 '초록 벽' 같은 거 만들면 어떨까 생각중인데 가능할지는 모르겠어요",
      "스타일은 아마 화이트에 원목 느낌이 될 거예요, 제품이 화이트라서. 경쟁사 한 곳은 매년 10부스 넘게 잡고 조명 번쩍번쩍하게 하던데 저희는 그런 거 말고 편안한 느낌이요"
    ],
    "whenAsked": {
      "brand_value": "집에서도 누구나 쉽게 채소 키울 수 있다는 거요. 부스 오시면 '나도 할 수 있겠다' 싶은 느낌이었으면 해요",
      "key_considerations": "시연 제품들이 물을 쓰니까 바닥이나 전선 쪽 누수 안전이 제일 걱정이에요. 그리고 전시 기간 동안 식물이 시들지 않게 조명도 신경 써주셨으면 해요",
      "exit_date": "아직 공지가 안 나와서 몰라요, 나오면 바로 알려드릴게요",
      "expected_deadline": "2월 말까지는 도면이 확정돼야 할 것 같아요",
      "other_design_requirements": "가능하면 리플렛이랑 시식용 샐러드 컵 스티커 정도요",
      "collaboration_notes": "실무는 제가 하고 최종 결정은 대표님이 하세요. 메일로 주시면 제가 보고드릴게요",
      "plans_after_project": "반응 좋으면 가을에 코엑스 박람회도 나가고 싶어서, 부스 재사용 가능하면 좋겠어요"
    },
    "otherwise": "그건 딱히 상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "식물재배기",
          "텃밭큐브"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "킨텍스",
          "3홀"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-12",
          "precision": "day",
          "relation": "on"
        }
      },
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 15000000,
          "max": 20000000,
          "currency": "KRW"
        }
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
          "unit": "m2"
        }
      },
      "entry_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-03-11",
          "precision": "day",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 4,
        "skipped": true
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
      "target_audience": {
        "said": 6,
        "text": [
          "30~40대 맞벌이 부부"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "초록 벽"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "화이트에 원목",
          "편안한 느낌"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "나도 할 수 있겠다"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "누수"
        ]
      }
    }
  }
];
