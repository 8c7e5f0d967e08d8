import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 111 of held-out visitors, written blind from the field list (writers who read only the printed field list,
 * the corpus's format and one example, none of whom read the engine). Its theme: starting over after a first attempt
 * went wrong (a builder in liquidation, a freelancer who went silent, a studio quote far over budget, a DIY logo
 * refused as a trademark, a booth builder gone bust, a website builder outgrown), the history told beside the new
 * project: the old budget, dates, sizes, specifications and the old studio's city in passing; in each, one correction
 * and one or two fields not known, filed as skipped). Written in session 63 by seven writers, all 21 conversations.
 * First played on bee759f1 (the session's start), before any change it could have prompted: 187 of 273 facts (68.5
 * %), 13 wrong values, 13 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 111)
 * - brand_design: Siobhán Keane, seaweed skincare maker near Lahinch, Co. Clare (Ireland) renaming from Wild Atlantic Glow after a Fáilte Ireland opposition and a Cork freelancer who vanished; trap: msg 1 old deadline 'end of January', old EUIPO application/opposition and Cork (must not become expected_deadline or registration_status); correction: need_registration_assistance no (msg 3) -> yes (msg 7); unknown: expected_deadline.
 * - packaging_design: Morag, seaweed-seasoning maker in Oban, Scotland, redoing packaging after a Glasgow freelancer vanished; trap msg 1 (old studio city Glasgow, old 120 g kraft pouch spec must not become address/specification/materials); correction expected_deadline from msg 5 (end of March) to msg 6 (27 Feb 2026); unknown preferred_materials.
 * - website: Kirra, surf school owner in Margaret River WA, outgrew a Wix booking plug-in and was quoted way over budget; trap msg 1 (Perth agency city, old $24,000 quote and September launch must not become address/budget/deadline); correction budget from msg 3 ($8,000 AUD) to msg 6 ($11,000 AUD); unknown competitors.
 * - other: Marcus, Singapore (Tampines) couple's hawker-centre card game whose Penang illustrator quit midway; trap msg 1 (old illustrator's city Penang, old 31 January deadline, old 54-card deck must not become address/deadline/requirements); correction number_of_visits from msg 5 (three) to msg 7 (two); unknown colors_and_elements.
 * - residential_space: A shift-working nurse in Wooloowin (Brisbane) with husband Dan, two kids and his mum Rosa moving in, restarting a half-finished Queenslander raise-and-build-in after the builder's liquidation; trap: msg 1 old $310k contract and Gold Coast draftsman (plus the old "last September" move-in in whenAsked); correction: space_size 95 m2 (msg 2) -> 78 m2 (msg 5); unknown: move_in_date.
 * - commercial_space: Ewan Murray, opening natural-wine shop and bar Tidemark Wines with ex-sommelier partner Aileen in a 750 sq ft ex-bookie's on Leith Walk, Edinburgh, after a Glasgow studio's scheme priced at £120-130k against their £60k; trap: msg 1 Glasgow studio, £120k-£130k quote, old £60k budget (repeated msg 6); correction: opening_date end of April (msg 6) -> June (msg 7); unknown: unique_design.
 * - exhibition_space: Hana Murray, marketing at Paddockwise (Timaru agritech, NZ) rebooking Fieldays after last year's Auckland stand builder went bust; trap: msg 1 old $38,000 quote, old 6 x 9 outdoor site and Auckland builder (must not become budget/space_size/address); correction: entry_date Monday 8 June (msg 2) -> Saturday 6 June (msg 6); unknown: budget (board decides in February).
 */
/* Writer's note (zh-TW, batch 111)
 * - brand_design: Chen, a returnee running his family's red oolong tea farm in Luye, Taitung, renaming after his DIY Canva logo "茶山嵐" was rejected by TIPO; trap: the old name's misty-mountain story and the rejected application (msg 0-1, must not become brand_name_story or an in-progress registration) plus the vanished Kaohsiung designer's end-February deadline (msg 4); correction: expected_deadline end of April (msg 4) -> 2026-03-31 (msg 6); unknown: colors_and_elements.
 * - packaging_design: Ms Hsu of a family squid-sauce workshop in Magong, Penghu, redoing gift packaging after a Taichung studio's 2,000 boxes didn't fit the jars; trap: the old spec of 220 g jars, 3 per box, and the Taichung studio (msg 1), none to be filed as specification/address; correction: specification gift set 2 jars (msg 2) -> 4 jars, two of each flavour (msg 5); unknown: preferred_materials.
 * - website: Owner of a children's swim school in Zhubei outgrowing a self-built Wix site; trap: the Taipei agency's NT$450,000 quote plus NT$60,000/yr upkeep for an app (msg 1), not the budget and not the address; correction: budget NT$150,000 (msg 4) -> NT$200,000 cap (msg 7); unknown: competitors.
 * - other: Son of a family glove-puppet troupe in Huwei, Yunlin, commissioning a mascot after a Taoyuan illustrator delivered a character copied from a Japanese cartoon; trap: the old job of 24 LINE stickers, the Taoyuan illustrator and the NT$30,000 paid (msg 1); correction: other_design_requirements 16 stickers (msg 2) -> 8 stickers plus turnaround and merch art (msg 5); unknown: preferred_style.
 * - residential_space: Mrs. Lai, late-50s couple in a 35-year-old 4-storey row townhouse in Beitun, Taichung, whose Changhua contractor vanished mid-demolition; trap: msg 0 old contract NT$1.8M and old finish date end of December (plus the contractor's Changhua), not to be filed (budget is NT$2.2M from msg 4); correction: move_in_date from msg 4 (before mid-July) to msg 6 (2026-06-30); unknown: colors_and_elements.
 * - commercial_space: Mr. Tsai, second-generation owner of a 30-year-old optical shop on Wenhua Road, Chiayi City, whose Taipei studio's two-floor proposal was unaffordable; trap: msg 1 old quote NT$3.8M, 36 ping across two floors, four-month closure, Taipei studio (budget is NT$1.5M, same msg); correction: space_size from msg 1 (20 ping) to msg 6 (17 ping); unknown: opening_date.
 * - exhibition_space: Founder of a bean-to-bar cacao brand in Neipu, Pingtung, exhibiting at Food Taipei (Nangang Hall 1) after a Taichung booth contractor showed up late with misprinted graphics; trap: msg 1 last year's 3x3 booth, NT$180k, Taichung contractor (budget is NT$450k from msg 5); correction: space_size from msg 2 (6x3 m = 18 m2) to msg 6 (9x3 m = 27 m2); unknown: unique_design.
 */
/* Writer's note (ko-KR, batch 111)
 * - brand_design: Dog daycare/grooming owner in Beomeo-dong, Suseong-gu, Daegu renaming after her DIY Canva logo "몽실" got a KIPO refusal; trap: msg 1 the old mark was filed (application, July 2025, refused) — registration_status must be not_registered for the new name (msg 4), not in_progress; correction: expected_deadline "4월 말쯤" (msg 5) -> 2026-03-09 (msg 6); unknown: preferred_style.
 * - packaging_design: Omija farmer's daughter in Dongno-myeon, Mungyeong redoing packaging after a Seongsu-dong (Seoul) studio's 1L glass bottle broke in delivery and the designer vanished; trap: msg 1 old spec 1L glass bottle / Seongsu studio — no 1L, no glass in specification/materials, no bottle_jar in packaging_form; correction: specification 15g x 30 per box (msg 2) -> 15g x 20 per box (msg 6); unknown: preferred_materials.
 * - website: Couple running a 3-room hanok stay "소담재" in Gyo-dong, Jeonju whose freelance developer took half of an 8,000,000 KRW contract and vanished; trap: msg 1 old budget 800만원 and old launch (May last year) — must not be filed as budget/deadline; correction: budget 500만원 (msg 5) -> 600만원 (msg 7); unknown: competitors.
 * - other: Chicken-skewer food-truck owner in Bokdae-dong, Heungdeok-gu, Cheongju re-commissioning a truck wrap after a Daejeon Yuseong-gu wrap shop (1,800,000 KRW, March last year) used stock art, the film peeled and the shop closed; trap: msg 1 old vendor city Daejeon Yuseong-gu (address must be Cheongju Bokdae-dong) plus old price/date; correction: expected_deadline 2026-03-20 (msg 5) -> 2026-03-25 (msg 6); unknown: collaboration_notes.
 * - residential_space: Mother of two in Daejeon (Doryong-dong, 30-year-old 32-pyeong apartment) whose Sejong contractor demolished the flat and vanished; trap: old contract 4,500만원 / 1,800만원 already paid (msg 3), old move-in 12월 20일 and old contractor's city Sejong (msgs 0, 4), mother's home in Dunsan-dong (msg 4) is not the address; correction: move_in_date from 3월 말 (msg 4) to 2026-04-18 (msg 6); unknown: preferred_style.
 * - commercial_space: Daughter of a Gyeongju chalboribbang family opening a hanok bakery-cafe off Hwangnidan-gil after a Seoul Seongsu studio quoted far over budget; trap: old quote 2억 2천만원, old studio in Seongsu, old opening 3월 1일 (msg 1), parents' shop in Hwangnam-dong (msg 0) is not the new address; correction: budget from 9천만원 (msg 2) to 1억 1천만원 (msg 6); unknown: opening_date.
 * - exhibition_space: Overseas-sales manager of a Daegu (Nowon-dong) titanium eyeglass-frame maker exhibiting at EXCO after the Seoul Guro booth builder went out of business; trap: old booth drawing 3m x 6m / 18㎡ and the old builder in Guro (msg 1); correction: entry_date from 2026-04-07 (msg 3) to 2026-04-06 (msg 5); unknown: budget.
 */
export const hundredAndEleventhHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout111-brand-en-cladach-seaweed-skincare",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi there, I'm Siobhán Keane. I make seaweed skincare in an old converted dairy just outside Lahinch in Co. Clare. Hand-harvested bladderwrack and serrated wrack, cold-processed into soaps, a body balm and a bath soak. I need a completely new identity, name and logo and all, and I need it done properly this time.",
      "Quick back story so you know what you're dealing with. For two years we traded as Wild Atlantic Glow, with a logo I threw together myself in Canva. When I went to register it with the EUIPO, Fáilte Ireland opposed it because of the Wild Atlantic Way, turns out they're very protective of that. So I hired a freelancer in Cork to redo everything. She was supposed to have the final files to me by the end of January, and she's been silent since November, after half a moodboard.",
      "The new name is Cladach. It's the Irish for the stony shore, the bit of beach below the tide line where my grandad used to cut seaweed for the seaweed baths in Kilkee. You say it KLAH-dukh. As far as I can see nobody has it in cosmetics, but I haven't filed anything for it yet.",
      "On the trademark side, no, leave that with me and my solicitor. You just do the design.",
      "Who buys from us: mostly women from 30 to 55, a lot of them with eczema or sensitive skin, who want something natural that actually works. Plus tourists doing the Burren and the Cliffs of Moher who want a proper Irish gift and not leprechaun tat. The goal is a brand that looks premium enough to get us into pharmacies and hotel spas. Right now we're only at farmers' markets and selling through Instagram.",
      "Style: calm, quiet, a bit of Nordic restraint but still rooted in the west of Ireland. I love how Aesop handles type, and the feel of the Ballymaloe shop. What I don't want: nothing twee, no shamrocks, no Celtic knots, no mermaids.",
      "The old website's already down because of the opposition. For now we're only on Instagram as @cladach.skincare, I set it up last week so there's not much on it yet.",
      "Actually, going back on what I said about the trademark. My solicitor is retiring in March and after last time I don't want to be the one who misses something again. If you can help with the search and the filing for Cladach, yes please.",
      "We'll also need new labels for the three products and a stamp or sticker for the kraft mailer boxes we post orders in."
    ],
    "whenAsked": {
      "expected_deadline": "Honestly, I don't have a date yet. The last one turned out to mean nothing anyway. I'd rather it's right than fast, so tell me what's realistic and we'll go from there.",
      "key_considerations": "That the name and logo are actually clear to register this time, checked properly before we print a single label. And that the logo works tiny on a 50 g soap wrapper as well as on a spa's shelf.",
      "collaboration_notes": "It's just me deciding, though I'll show my sister before signing off. Email is best, I'm out on the shore at low tide most mornings.",
      "plans_after_project": "Once the new brand is out I want to pitch to a few hotel spas along the coast and add a seaweed face oil next year."
    },
    "otherwise": "No particular preference there, I'm happy to be guided by you.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "seaweed skincare",
          "completely new identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Lahinch"
        ]
      },
      "products_or_services": {
        "said": 0,
        "text": [
          "soaps",
          "body balm",
          "bath soak"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "Cladach",
          "stony shore",
          "grandad"
        ]
      },
      "registration_status": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "not_registered"
          ]
        }
      },
      "need_registration_assistance": {
        "said": 7,
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "women from 30 to 55",
          "sensitive skin",
          "tourists"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "premium enough",
          "pharmacies and hotel spas"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "calm, quiet",
          "Nordic restraint"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "no shamrocks",
          "no Celtic knots"
        ]
      },
      "brand_website": {
        "said": 6,
        "text": [
          "@cladach.skincare"
        ]
      },
      "other_design_requirements": {
        "said": 8,
        "text": [
          "labels",
          "kraft mailer boxes"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "clear to register",
          "works tiny"
        ]
      }
    }
  },
  {
    "id": "heldout111-packaging-en-oban-seaweed-seasoning",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya. I'm Morag Lennie and I run Skerry Kitchen out of a wee industrial unit in Oban. We make seaweed seasonings, dulse and sugar kelp that we harvest ourselves off Kerrera, dried and blended with Scottish sea salt. I need our packaging done properly this time round, which is a bit of a long story.",
      "Last spring I hired a freelancer down in Glasgow. She got as far as a 120 g kraft pouch with a little window, then stopped answering emails in September, deposit and all. The files she did send over, the printer bounced them: no bleed, barcode too small to scan. So we're starting from scratch, and to be honest we've rethought the whole format since then anyway.",
      "The range is three blends: Smoked Dulse & Salt, Kelp & Chilli, and plain Dulse Flakes. You shake it on eggs, chips, fish, stir it into soups, basically use it instead of salt. Loads of umami and a lot less sodium.",
      "What we want now: a 45 g shaker jar for each of the three blends, and a bigger 150 g refill pouch for the folk who get hooked. Then a gift set with all three jars together for Christmas and for the tourist shops.",
      "What makes us different is that it's hand-cut at low tide by us, from one stretch of coast, not bulk seaweed imported from the other side of the world. Who buys it: foodies, tourists passing through Oban on the way to Mull, and a surprising number of older folk watching their salt for blood pressure. We sell at the ferry terminal gift shop, in farm shops round Argyll, and online through our Shopify site.",
      "Style wise I want it to feel like the west coast, not tartan-and-thistle tourist stuff. I keep coming back to old Admiralty charts, fine line drawings, soundings and tide marks. Colours: sea-greens and slate grey with a bit of rusty kelp orange. No tartan, please. Ideally I'd have the final artwork by the end of March.",
      "Sorry, just had an email that changes things. The buyer for a deli group in Edinburgh wants samples on her desk mid-March, so I need the design finished by 27 February instead. Is that doable?"
    ],
    "whenAsked": {
      "preferred_materials": "Honestly I don't know yet. The co-packer is sending me a list of what their filling line can handle, so I'll know in a couple of weeks. Happy to take your advice once I have it.",
      "key_considerations": "The jar labels have to run through the co-packer's labelling machine without creasing, and the back needs proper UK food labelling: ingredients, the iodine advice for seaweed, and a barcode that actually scans this time.",
      "problem_need": "Right now we sell in plain jars with a home-printed label and the farm shops put us on the bottom shelf. I want it to look like it belongs next to the good stuff.",
      "other_design_requirements": "A shelf-edge card for the farm shops would be handy, and a postcard with recipes to pop in the online orders.",
      "collaboration_notes": "It's just me deciding. Email is best, I'm on the shore half the day with no signal.",
      "plans_after_project": "If the Edinburgh deli takes it, we'd look at a seaweed butter for restaurants next year."
    },
    "otherwise": "No strong feelings on that one, I'll go with what you think.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "seaweed seasonings",
          "packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Oban"
        ]
      },
      "product_description": {
        "said": 2,
        "text": [
          "Smoked Dulse & Salt",
          "instead of salt"
        ]
      },
      "specification": {
        "said": 3,
        "text": [
          "45 g shaker jar",
          "150 g refill pouch"
        ]
      },
      "packaging_form": {
        "said": 3,
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
        "said": 4,
        "text": [
          "hand-cut at low tide"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "foodies",
          "tourists",
          "watching their salt"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "ferry terminal gift shop",
          "farm shops",
          "Shopify"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "Admiralty charts",
          "fine line drawings"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "sea-greens",
          "rusty kelp orange",
          "No tartan"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-27",
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
          "labelling machine",
          "barcode that actually scans"
        ]
      }
    }
  },
  {
    "id": "heldout111-website-en-margaret-river-surf-school",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "G'day, I'm Kirra Dawson. My partner Tom and I run Saltbush Surf School down in Margaret River: group and private surf lessons, plus a kids' holiday program in the school breaks. We need a new website, and properly this time.",
      "Bit of background. We built our current site on Wix ourselves back in 2022 and bolted a booking plug-in onto it. Over the Australia Day long weekend last year it double-booked a Saturday morning twice over and we had 14 people on the beach for 8 boards. Over winter we went to an agency in Perth who quoted us $24,000 with a September launch, which was never going to work for us, so we've just limped through this season.",
      "The main thing: people need to see real availability, book and pay on their phone, and sign the waiver online so we're not doing clipboards in the car park at 7am. Fewer phone calls, no double bookings.",
      "Pages we reckon: Home, Lessons & prices, Kids' holiday program, Book now, About us / our coaches, FAQ (what to bring, what the surf's doing), and Contact. Budget wise we were thinking around $8,000.",
      "Most of our customers are families on holiday from Perth and backpackers doing the south-west road trip, plus locals for the kids' program. Heaps of first-timers who are a bit nervous. Style: relaxed and sunny but not cheesy, lots of real photos of our beach, not stock surfers. Sandy tones, ochre, saltbush green.",
      "We'd love it live by 20 March so people can book in for the April school holidays.",
      "Oh, Tom's just reminded me, we sat down with our accountant last week and we can actually go up to $11,000 if the booking and payment side is done properly. So call it $11k."
    ],
    "whenAsked": {
      "url": "It's saltbushsurf.com.au, still on Wix for now.",
      "category": "A booking site really, with a bit about us on it.",
      "languages": "Just English.",
      "competitors": "Honestly we haven't looked at other surf schools' sites much, so I'd just be guessing. Not sure.",
      "key_considerations": "It has to be dead easy on a phone, we need to change lesson times ourselves without ringing anyone, and it has to handle weather cancellations, so refunds or moving people to another day.",
      "other_design_requirements": "Could you organise a photo shoot? All our photos are off a GoPro.",
      "collaboration_notes": "Tom and I decide together. Calls after 4pm are best, we're in the water most mornings.",
      "plans_after_project": "Down the track we'd like to sell gift vouchers and maybe some boardshorts and rash vests online."
    },
    "otherwise": "No real preference there, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Saltbush Surf School",
          "surf lessons"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Margaret River"
        ]
      },
      "url": {
        "said": "asked",
        "text": [
          "saltbushsurf.com.au"
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
      "problem_need": {
        "said": 2,
        "text": [
          "book and pay on their phone",
          "no double bookings"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "Lessons & prices",
          "Kids' holiday program",
          "Book now"
        ]
      },
      "languages": {
        "said": "asked",
        "text": [
          "English"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "families on holiday",
          "backpackers",
          "first-timers"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "relaxed and sunny",
          "real photos of our beach"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "ochre",
          "saltbush green"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 11000,
          "currency": "AUD"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "dead easy on a phone",
          "weather cancellations"
        ]
      }
    }
  },
  {
    "id": "heldout111-other-en-chope-card-game",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi! I'm Marcus Tan. My wife Wei Ling and I designed a card game called Chope!, it's about hawker centres: you race to chope tables with tissue packets and collect dishes like char kway teow and chendol to complete your meal. We work on it from home in Tampines, it's our side project after office hours.",
      "We actually started with an illustrator in Penang we found on Instagram. She did 20 of the 54 dish cards, really beautiful, then went quiet in October. Turns out she took a full-time job. She was meant to deliver everything by 31 January, which obviously isn't happening now, and we can't have two different art styles mixed in one deck.",
      "So we need someone to redo the whole thing: all the dish cards, which is 60 now because we added a drinks set (kopi, teh tarik, sugarcane juice), the tissue-packet tokens, the box art, and the layout of the rulebook. Plus some visuals for the Kickstarter page.",
      "The goal is a Kickstarter that funds in the first two days. People who play our prototype love it, but the printouts look like homework, so the art has to sell the game at first glance. Who we're aiming at: Singaporean families who play over CNY and Deepavali, young adults in their 20s and 30s who hang out at board game cafés, and overseas Singaporeans who miss home food.",
      "Style-wise we like warm, slightly cheeky illustration, a bit like the old hawker stall signboards with hand-painted letters. Not cute chibi please. We need final art by 29 May so we can send files to the printer and launch the campaign in July.",
      "How we'd work: Wei Ling has the final say on the art, I handle the rules and the box copy. A WhatsApp group for quick checks would be great, and we'd like to meet face to face maybe three times: at the start, midway, and for sign-off.",
      "One thing we're really fussy about: the food must look right. Laksa has cockles, chicken rice comes with the chilli and ginger, and the uncle and auntie characters should look like real Singaporeans of every race, not caricatures.",
      "Ah, Wei Ling just read over my shoulder. Our baby is due in April, so let's make it two meetups only, the kickoff and the sign-off. The midway one we can do on Zoom."
    ],
    "whenAsked": {
      "colors_and_elements": "Haven't really thought about colours yet, to be honest. We'll trust you on that once the food looks good.",
      "other_preferences": "We love how Sushi Go! and Wingspan look, very different but both make you want to pick up the box.",
      "plans_after_project": "If it funds, an expansion with Malaysian and Indonesian hawker dishes, and hopefully getting it into shops like Games@Work."
    },
    "otherwise": "No particular preference, whatever you think works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "card game",
          "hawker centres"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tampines"
        ]
      },
      "other_design_requirements": {
        "said": 2,
        "text": [
          "dish cards",
          "box art",
          "rulebook"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "Kickstarter that funds",
          "sell the game at first glance"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "Singaporean families",
          "board game cafés",
          "overseas Singaporeans"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "hawker stall signboards",
          "Not cute chibi"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-05-29",
          "precision": "day"
        }
      },
      "collaboration_notes": {
        "said": 5,
        "text": [
          "Wei Ling has the final say",
          "WhatsApp group"
        ]
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "food must look right",
          "not caricatures"
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
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout111-residential-en-queenslander-builder-liquidation",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 600,
    "messages": [
      "Hi there. Bit of a long story, sorry in advance. My husband Dan and I own a detached Queenslander in Wooloowin on Brisbane's northside, and in 2024 we started a raise-and-build-in, so lifting the house and building a new level underneath. Our builder went into liquidation in August with the job maybe 60% done. House is up, slab's poured, frame's there, but nothing is lined, no plumbing fit-off, nothing. We're renting a little place round the corner in the meantime and it's killing us.",
      "The original contract with them was $310k for the whole lot, and their draftsman down on the Gold Coast did the plans. We've now got a new builder, Corey, who's happy to pick it up, but honestly the old layout downstairs never quite worked for us and things have changed since, so before Corey goes any further we want someone to properly design the downstairs and how it connects to upstairs.",
      "What's changed is Dan's mum Rosa is moving in with us. She's 74 and had a hip replacement last year. So downstairs now needs her bedroom with its own ensuite, a little kitchenette and sitting area, plus the laundry and a rumpus for the kids. Upstairs stays as is: three bedrooms, one bathroom, kitchen and the living room opening onto the front verandah. The downstairs area is about 95 square metres.",
      "The house itself is about 100 years old, built in the mid 1920s. We love the old bones, the VJ walls, the high ceilings, the leadlight in the front door. Style wise we'd like downstairs to feel like it belongs to the house, not a cheap under-house granny flat. Light, breezy, a bit of that Queensland vernacular but fresh. Timber, whitewash, lots of cross ventilation.",
      "Who lives here: me, Dan, our two kids Isla (9) and Finn (6), Rosa, and Biscuit our kelpie. Weekdays are chaos. Dan works from home three days a week for a logistics company, and I'm a nurse doing shifts at the RBWH so I sleep at odd hours. Weekends we're mostly outside, barbie under the house, the kids' friends everywhere.",
      "Oh, correction on the size! Dan just reminded me the 95 included enclosing the back deck, which was the old plan. We're leaving the deck open now, so the actual downstairs area is more like 78 square metres.",
      "Budget wise we've had to be realistic, we lost a fair bit with the old builder. For finishing downstairs including Rosa's bit we've got $185,000, and that has to cover the build, not just the design. Colours: we'd love soft greens and warm timber, and please no grey. The old plans were grey everything.",
      "Big things for us: Rosa needs to get around safely, so step-free from the driveway, wide doorways, a walk-in shower with grab rails that don't look like a hospital. And we back onto Kedron Brook, so downstairs has to cope with the odd flood: tiles not carpet, power points up high, that kind of thing. And I'd really like someone keeping an eye on the work this time."
    ],
    "whenAsked": {
      "move_in_date": "Honestly I can't give you a date. The last builder swore we'd be back in by last September and look how that went. Until Corey gives us a proper program I'd rather not guess.",
      "important_collections": "Rosa's got her sewing machine and a big glass cabinet of Italian crockery she brought over from Calabria. She won't part with either, so they need a proper home.",
      "memorable_moments": "Sunday lunches at Rosa's old place, everyone squeezed round one long table. It'd be lovely if downstairs could still do that.",
      "expected_deadline": "Sooner the better, Corey's crew is waiting on it. Within a couple of months would be great.",
      "other_design_requirements": "Lighting for sure, and some built-in storage under the new stairs. We'll reuse most of our furniture.",
      "collaboration_notes": "Dan and I decide together, and Rosa gets the final say on her own rooms. Email is best because of my shifts, and a weekly update would be lovely after last time.",
      "plans_after_project": "When the kids are teenagers the rumpus will probably become Isla's room, and down the track Rosa's space could maybe become a rental."
    },
    "otherwise": "No strong feelings on that one, happy to go with what you think.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "raise-and-build-in",
          "liquidation"
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
          "Wooloowin"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "old layout downstairs never quite worked"
        ]
      },
      "layout": {
        "said": 2,
        "text": [
          "three bedrooms, one bathroom",
          "ensuite"
        ]
      },
      "age": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 100,
          "unit": "years"
        }
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "Light, breezy",
          "Queensland vernacular"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "Isla",
          "Rosa",
          "kelpie"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "works from home",
          "shifts"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 78,
          "unit": "m2"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 185000,
          "currency": "AUD"
        }
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "soft greens",
          "no grey"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "step-free",
          "flood"
        ]
      },
      "move_in_date": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout111-commercial-en-leith-wine-shop-overbudget",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hello. I'm Ewan Murray. My partner Aileen and I are opening a wine shop with a small bar at the back, Tidemark Wines is the working name. We've got the lease on a former bookie's on Leith Walk, down near the Pilrig end, and it's been sitting empty since October because our first go at the design went sideways.",
      "Short version: we hired a studio in Glasgow last summer, paid the deposit, and they came back with a gorgeous scheme, bespoke oak shelving, a terrazzo bar, the works. Three contractors priced it at £120k to £130k. We'd told them from day one we had £60k. They wouldn't rework it without another fee, so we walked away. Lesson learned.",
      "The unit is about 750 square feet. Roughly two thirds shop floor and a third for the bar, maybe 20 covers, plus a tiny back room and a loo that needs to be made accessible.",
      "What we're about: natural and low-intervention wine from small growers, mostly under £25 a bottle, and no snobbery. Aileen spent ten years as a sommelier in London and hated how intimidating wine shops can be. We want people to walk in and feel they can ask a daft question, and walk out with a bottle they'd never have picked themselves. There's a Majestic up the road and a couple of posh places over in Stockbridge, but nobody on Leith Walk does natural wine where you can open anything off the shelf and drink it at the bar for a fiver corkage.",
      "Customers: the Leith crowd, late 20s to 40s, lots of folk who've moved into the new flats along the Walk, people who care where things come from but don't want a lecture. And hopefully a few of the regulars from the old pubs too.",
      "Look wise: warm, a bit scruffy-in-a-good-way, not Scandi minimal and definitely not the dark wood gentlemen's club thing. Think a neighbourhood place in Lisbon or Lyon. Reclaimed timber, plenty of plants, chalkboards for the by-the-glass list. Colours, we like deep green or terracotta. Please no black ceilings and no Edison bulbs, every bar in Edinburgh has them.",
      "Budget for the fit-out is £55,000 including VAT. It's less than the £60k we started with because the deposit to the last lot came out of it. We'd like to open at the end of April.",
      "Right, update on the opening. Just off the phone with our licensing solicitor and the board hearing isn't until 7 April, so end of April is off. We'll open in June instead.",
      "Things to be careful with: the shelving has to take the weight of a lot of full bottles, the floor is uneven, and it's a tenement so noise and the bar extraction need to keep the neighbours upstairs on side. And please, please design to the budget. I'd rather have simple and built than beautiful and on paper."
    ],
    "whenAsked": {
      "unique_design": "Honestly, not sure. I'd like there to be something people remember the place by, but I haven't a clue what yet. That's more your department.",
      "problem_need": "Getting the doors open, frankly. Every month it sits empty is rent for nothing. And we need a room that sells bottles during the day and turns into a bar in the evening without a big changeover.",
      "other_design_requirements": "Yes, the shop sign and window graphics, and help picking bar stools and tables. Aileen's cousin is doing the logo, so not that.",
      "expected_deadline": "As soon as you reasonably can, the joiner wants drawings before he books us in.",
      "collaboration_notes": "Aileen and I decide together, but she gets the final word on the bar. A weekly call is plenty, and tell us early if something's going over budget.",
      "plans_after_project": "If it works, maybe a second spot in Portobello in a few years. One step at a time though."
    },
    "otherwise": "No real preference there, whatever you'd suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "wine shop",
          "small bar"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Leith Walk"
        ]
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 750,
          "unit": "ft2"
        }
      },
      "brand_value": {
        "said": 3,
        "text": [
          "no snobbery",
          "ask a daft question"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "nobody on Leith Walk does natural wine",
          "corkage"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "late 20s to 40s",
          "new flats"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "scruffy-in-a-good-way",
          "Lisbon or Lyon"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "deep green or terracotta",
          "Edison bulbs"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 55000,
          "currency": "GBP"
        }
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month"
        }
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "weight",
          "neighbours upstairs",
          "design to the budget"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "sells bottles during the day",
          "bar in the evening"
        ]
      }
    }
  },
  {
    "id": "heldout111-exhibition-en-fieldays-soil-probes",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora, I'm Hana Murray, I look after marketing at Paddockwise. We're a small agritech outfit based in Timaru, we make solar-powered soil moisture probes and an app that tells dairy and sheep farmers when to irrigate and when to hold off. We're going back to Fieldays this year and we need a proper booth designed, and built by someone who'll actually turn up.",
      "Bit of a sore point, so bear with me. Last year we booked a stand builder out of Auckland, they quoted us $38,000 for a 6 x 9 outdoor site. Three weeks before the show they went into liquidation and our deposit went with them. We ended up on a bare patch of gravel with two pull-up banners and a gazebo from Mitre 10. Farmers walked straight past us for four days.",
      "This year we've gone indoors. We've got a site in the Pavilion at Mystery Creek, 6 m by 6 m so 36 square metres, open on three sides. The show itself runs Wednesday 10 June to Saturday 13 June, and bump-in for us starts Monday 8 June.",
      "Who we want to reach: dairy farmers and farm managers, mainly from Waikato and Canterbury, and the rural retailers, the reps from the farm supply stores who might stock the probes. Farmers are a sceptical bunch. They want to pick the gear up, give it a shake, and talk to someone who knows what a centre pivot is.",
      "Brand-wise we're practical, honest, a bit understated, very Kiwi. Nobody wants a flash Silicon Valley tech booth. I'd love it to feel like a good woolshed: raw timber, a bit of corrugated iron, clean lines, plenty of light. Colour is our pasture green from the logo with charcoal, and please no stock photos of smiling farmers in brand-new overalls.",
      "The idea I keep coming back to: a big glass-fronted box with a real cross-section of soil in it, topsoil, clay, gravel, with one of our probes sitting in it and the live readings on a screen above. Every hour we water it and people can literally watch the moisture move down through the layers while the numbers change. So we'll need both power and water on the stand for that.",
      "Correction on the bump-in, sorry. I've just been through the exhibitor manual properly: the Monday is only for the outdoor sites. Indoor sites in the Pavilion bump in on Saturday 6 June and Sunday 7 June, so move-in is Saturday 6 June. Bump-out is Sunday 14 June, everything has to be off site by 5pm that day.",
      "Timing on your side: I'd like the design signed off by Friday 27 March so the builder has April and May and we're not cutting it fine like last time."
    ],
    "whenAsked": {
      "budget": "Honestly, that's not settled yet. The board meets in February to decide, and after losing the deposit last year they're nervous. Please don't use last year's quote as a guide, I'll come back to you once I have a number.",
      "key_considerations": "Reliability, above everything. A builder who answers the phone, and a stand that's actually finished on bump-in day. And the flooring has to cope with farmers in muddy boots coming in straight off the car park.",
      "other_design_requirements": "A one-page flyer with pricing and a QR code for the app would be great, and maybe some branded caps. Farmers love a free cap.",
      "collaboration_notes": "I'm the day-to-day contact, but our two founders sign off on the final design. Weekly email updates are plenty, with a video call at the key stages.",
      "plans_after_project": "If it works we'd like to reuse the stand at the South Island Agricultural Field Days in Kirwee next year, so something that packs down and travels would be a bonus."
    },
    "otherwise": "No strong feelings on that one, happy to go with what you recommend.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "soil moisture probes",
          "Fieldays"
        ]
      },
      "address": {
        "said": 2,
        "text": [
          "Pavilion",
          "Mystery Creek"
        ]
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 36,
          "unit": "m2"
        }
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-10",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-06",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-14",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "dairy farmers",
          "rural retailers"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "practical, honest",
          "understated"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "woolshed",
          "corrugated iron"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "pasture green",
          "charcoal"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "cross-section of soil",
          "live readings"
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
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-27",
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
          "Reliability",
          "muddy boots"
        ]
      }
    }
  },
  {
    "id": "heldout111-brand-zh-luye-tea-rename",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我姓陳，在台東鹿野跟我爸一起種茶、做紅烏龍，三年前從台北回來接家裡的茶園。這次想請你們幫我們重新做一整套品牌識別，logo、標準字、包裝上會用到的那套都要。說來有點丟臉，之前的 logo 是我自己用 Canva 拼的，名字叫「茶山嵐」，去年送去申請商標，結果被智慧局核駁，說跟一個已經註冊的手搖飲品牌太像，只好整個砍掉重練。",
      "新名字家裡吵了快一個月，最後決定叫「阿度伯」。阿度是我阿公的名字，他民國六十幾年在鹿野高台上開墾出第一片茶園，附近的人到現在都還叫那片是「阿度伯的茶」。之前「茶山嵐」是想講山上的霧氣，現在回頭看真的太空泛，這次想老老實實講我們家自己的故事。",
      "我們賣的東西：紅烏龍茶葉（罐裝跟散裝）、冷泡茶包，夏天在鹿野的假日市集會賣紅烏龍奶茶，另外還有開放預約的製茶體驗，一次大概十個人。",
      "最想解決的是，現在客人只記得「鹿野的紅烏龍」，完全記不住是哪一家，網路上搜尋全部混在一起。希望新品牌讓人一眼就認得，之後也能拿去百貨或機場的伴手禮店上架。客人大部分是三、四十歲來台東玩的旅客，再來就是喜歡喝茶、會在網路上回購的上班族。",
      "時間的部分，之前高雄那位設計師跟我約 2 月底交稿，後來做到一半人就失聯了，訂金也要不回來😮‍💨 所以這次我不想太趕，4 月底前完成就好。",
      "風格想要有手感、溫暖一點，有老茶行那種踏實的感覺，但不要太古早、太像阿嬤家的月曆。字體如果能帶一點手寫的味道會很好。",
      "啊，剛剛講 4 月底我要更正一下：春茶 4 月中就會採收上市，我想新包裝直接用在這批春茶上，所以設計最晚要在 3 月 31 號前完成，拜託了🙏",
      "商標這次我真的不敢自己來了。「阿度伯」還沒有送件，想請你們協助處理註冊，費用另外算沒關係。"
    ],
    "whenAsked": {
      "brand_website": "目前只有 FB 粉專，還是舊名字，之後會改：facebook.com/luyeteafarm。網站還沒有做。",
      "colors_and_elements": "顏色老實說我還沒想過耶，你們先提案給我看看好了。",
      "key_considerations": "最重要的是這次名字跟圖案一定要先查過、確定可以註冊，不要再被核駁一次。另外 logo 要小到印在茶包吊牌上也看得清楚。",
      "other_design_requirements": "名片、茶罐的貼紙，還有市集攤位用的布條。",
      "collaboration_notes": "用 LINE 聯絡最方便，一兩週更新一次就好，最後我跟我爸一起決定。",
      "plans_after_project": "明年想在鹿野開一間小門市，兼做品茶空間。"
    },
    "otherwise": "這個我沒有特別想法，你們專業的判斷就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "紅烏龍",
          "品牌識別"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台東鹿野"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "阿公的名字",
          "第一片茶園"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "紅烏龍茶葉",
          "冷泡茶包",
          "製茶體驗"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "記不住是哪一家",
          "一眼就認得"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "來台東玩的旅客",
          "回購的上班族"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "手感",
          "老茶行",
          "手寫的味道"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-31",
          "precision": "day"
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
      "need_registration_assistance": {
        "said": 7,
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "facebook.com/luyeteafarm"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "確定可以註冊",
          "茶包吊牌"
        ]
      }
    }
  },
  {
    "id": "heldout111-packaging-zh-penghu-squid-sauce",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是澎湖馬公的家庭小工廠，我媽做小卷醬做了快二十年，以前都在北辰市場擺攤散賣。前年開始想做成伴手禮禮盒，結果被上一家設計公司弄得很慘，所以這次想整個重新來過。",
      "上一家是台中的工作室，他們是照我們舊的 220 克玻璃罐去設計，一盒 3 罐。結果印了兩千個盒子，罐子放進去卡得死緊，內襯一塞就破，完全不能用，那批盒子到現在還堆在倉庫裡。",
      "現在我們已經換了新罐子，180 公克的玻璃罐，直徑 6.5 公分、高 9 公分，有原味跟辣味兩種。這次想做兩樣：單罐賣的外盒，還有一盒 2 罐的禮盒。",
      "小卷醬是用澎湖當季的小卷加干貝、蝦米下去慢炒，拌麵、配白飯、炒青菜都很好用。跟外面賣的比，我們不加防腐劑，而且小卷是一塊一塊吃得到的，不是打成碎末。",
      "買的人大多是來澎湖玩的觀光客，三十到五十歲，買回去送同事、送家裡長輩。通路的話，有我們馬公自己的店面、機場的伴手禮店，還有蝦皮跟自己的官網。",
      "抱歉要改一下剛剛說的：跟我媽討論完，禮盒不做 2 罐了，改成一盒 4 罐，原味跟辣味各兩罐，因為觀光客通常一次買回去要分好幾個人。單罐外盒一樣要做。",
      "風格希望有海島感但要有質感，看起來像送得出手的禮物。元素可以用玄武岩或菊島的意象，但拜託不要那種很俗的藍白漁船插畫，澎湖滿街都是。",
      "時間上，最晚 4 月 15 號要定稿，因為印刷加上船運回澎湖要一個多月，要趕在花火節旺季前上架。"
    ],
    "whenAsked": {
      "preferred_materials": "材質我真的不懂，紙盒要用什麼紙還沒想法，你們建議就好。",
      "key_considerations": "最重要的是尺寸一定要拿實體罐子打樣確認過，不要再發生放不進去的事。還有盒子要坐船運回澎湖，要夠耐壓、防潮。",
      "problem_need": "希望禮盒拿得出手，讓觀光客在機場一眼就挑我們家的。",
      "other_design_requirements": "可以的話順便設計罐子上的貼紙，還有網購出貨用的紙箱。",
      "collaboration_notes": "我們在澎湖，開會用視訊就好，打樣請寄實品過來。最後還是我媽說了算。",
      "plans_after_project": "明年想再出丁香魚醬的新口味。"
    },
    "otherwise": "這個都可以，沒有特別的要求。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "小卷醬",
          "伴手禮禮盒"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "澎湖馬公"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "gift_set"
          ]
        }
      },
      "product_description": {
        "said": 3,
        "text": [
          "小卷加干貝、蝦米",
          "拌麵"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "不加防腐劑",
          "一塊一塊吃得到"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "觀光客",
          "送同事"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "機場",
          "蝦皮",
          "官網"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "一盒 4 罐",
          "各兩罐"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "海島感",
          "有質感"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "玄武岩",
          "藍白漁船"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-15",
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
          "打樣",
          "耐壓、防潮"
        ]
      }
    }
  },
  {
    "id": "heldout111-website-zh-zhubei-swim-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨，我是竹北一間兒童游泳教室的負責人，開了五年，學生兩百多個，三個月一期。網站目前是我自己用 Wix 拖拉做的，一開始還夠用，現在報名、排課、補課全部靠 Google 表單加 LINE 在處理，家長常常搞錯時段，櫃台每天光回訊息就回不完。",
      "其實去年有找過一家台北的公司，他們提案做會員系統加 App，報價 45 萬，每年還要 6 萬維護費，我們小教室真的吃不下，就先擱著了。這次想做實在一點的：一個可以線上預約、報名課程的網站就好。",
      "現在的網址是 www.langhua-swim.com。頁面想要有：首頁、課程介紹、教練團隊、線上報名／預約試游、常見問題、交通與聯絡我們。",
      "會來看網站的主要是 3 到 10 歲小朋友的爸媽，很多在科學園區上班，幾乎都用手機，常常是晚上小孩睡了才有空報名。網站要有中文跟英文，因為有不少外籍工程師的家庭。",
      "預算我先抓 15 萬左右，設計加架站。",
      "感覺要明亮、乾淨，讓家長覺得安全、可以信任，不要太卡通太幼稚。顏色喜歡水藍色搭一點橘色。",
      "希望 6 月 1 號前上線，暑假班 6 月就開放報名，那是我們一年最忙的時候。",
      "對了，預算那邊我跟合夥人晚上又算了一次，可以拉到 20 萬，這是上限，要包含第一年的主機跟維護。"
    ],
    "whenAsked": {
      "competitors": "同業的網站我沒特別研究過耶，你們如果有覺得不錯的範例再給我看。",
      "key_considerations": "最在意的是報名流程要簡單，家長用手機三步驟內就能完成，還有每個時段要能顯示剩幾個名額。",
      "other_design_requirements": "教練的照片我們自己拍，文案希望你們幫忙潤一下。",
      "collaboration_notes": "兩週開一次線上會議就好，我跟合夥人一起決定。",
      "plans_after_project": "之後想加線上繳費，也可能在新竹市區開第二間分校。"
    },
    "otherwise": "這個都可以，照你們建議。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "兒童游泳教室",
          "Wix"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "竹北"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "家長常常搞錯時段",
          "回訊息"
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
        "said": 2,
        "text": [
          "langhua-swim.com"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "課程介紹",
          "教練團隊",
          "預約試游"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "3 到 10 歲",
          "科學園區"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "中文",
          "英文"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "明亮、乾淨",
          "不要太卡通"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "水藍色",
          "橘色"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "day"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 200000,
          "currency": "TWD"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "三步驟",
          "剩幾個名額"
        ]
      }
    }
  },
  {
    "id": "heldout111-other-zh-huwei-puppet-mascot",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我們是雲林虎尾的布袋戲團，從我阿公那代傳下來，現在是我跟我爸在經營。平常接廟會的外台戲，這幾年也開始進校園演出。想找你們幫劇團設計一個吉祥物角色。",
      "其實這是第二次找人做了。去年朋友介紹一位桃園的插畫家，說好做一隻角色加 24 款 LINE 貼圖，結果交出來的角色跟某個日本卡通幾乎一模一樣，網友一眼就認出來，我們根本不敢用，前面付的三萬塊就當繳學費。",
      "這次想要的是：一隻以布袋戲偶為原型的吉祥物，要有正面、側面、背面的三視圖，再加 16 款 LINE 貼圖，還有能印在巡演海報跟周邊（帆布袋、貼紙）上的延伸圖。",
      "主要是想讓小朋友記得我們。去國小演出時大家都看得很開心，可是回家就忘了是哪一團來演的。希望有個可愛的角色，讓他們回去跟爸媽講得出名字。對象主要是國小學生跟他們的家長，還有一些喜歡台灣傳統文化的年輕人。",
      "元素一定要有布袋戲偶的特徵，像戲偶的頭盔、摺扇，虎尾糖廠的五分車也可以放進去。顏色的話，我們劇團一直用紅色跟金色，這個要保留。",
      "啊，剛剛貼圖數量要改一下，我爸說第一批先做 8 款就好，反應好再加，16 款先不要。三視圖跟周邊的延伸圖一樣要做。",
      "時間希望 7 月 15 號前完成，8 月雲林有暑期的偶戲活動，想在那之前把貼圖上架。"
    ],
    "whenAsked": {
      "preferred_style": "風格我們真的沒什麼概念，不知道要走哪種，想先看你們提幾個方向再說。",
      "key_considerations": "最重要的是一定要原創，不能再像上次那樣跟別人撞臉。另外角色要能做成實體戲偶，團裡的師傅刻得出來。",
      "collaboration_notes": "用 LINE 群組聯絡，每兩個禮拜給我們看一次進度，最後由我爸，也就是團長決定。",
      "plans_after_project": "之後想把角色做成公仔，在演出現場賣。",
      "number_of_visits": "需要的話歡迎來虎尾看我們排練一次。"
    },
    "otherwise": "這個我們沒有特別想法，交給你們。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "布袋戲團",
          "進校園演出"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "雲林虎尾"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "讓小朋友記得我們",
          "講得出名字"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "國小學生",
          "傳統文化的年輕人"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "紅色跟金色",
          "五分車"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "8 款",
          "三視圖"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-15",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "一定要原創",
          "實體戲偶"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "LINE 群組",
          "團長決定"
        ]
      }
    }
  },
  {
    "id": "heldout111-residential-zh-beitun-contractor-vanished",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我姓賴。先說一下我們的狀況，有點長😮‍💨 我們家是台中的老透天，去年經朋友介紹找了一個彰化的統包來整修，合約簽180萬，說好12月底完工讓我們回家過年。結果他把一樓廚房和二樓浴室拆完、收了第二期款之後就人間蒸發，電話不接、LINE已讀不回，工地停擺到現在快四個月了。我們現在只好在外面租房子住，這次想找正派的設計師把房子好好整修完。",
      "房子在北屯區，崇德路二段那附近的巷子裡，是連棟的四層樓透天，屋齡大概35年了。每層差不多15坪出頭，四層加起來室內約62坪，不算頂樓加蓋的鐵皮屋。格局是一樓客廳、餐廳和廚房，二樓主臥加一套衛浴，三樓兩間房和一間浴室，四樓是神明廳跟後陽台。",
      "這次想做的不只是把拆掉的地方收尾而已。頂樓一下大雨就漏水，三樓的牆壁壁癌很嚴重，油漆一直剝落；我也很擔心前一個統包到底有沒有亂動水電管線，他什麼資料都沒留下，希望這次可以整個重新檢查、該換的就換。廚房本來就又小又暗，想順便改得開放一點。",
      "住的人就是我跟我先生，兩個都快60歲了。女兒在台北上班，大概一個月回來一兩次。還有一隻12歲的老柴犬叫阿福。我先生退休後每天在家練書法，我喜歡在頂樓種花種菜，逢年過節親戚會來家裡拜拜、吃飯，一來就十幾個人。",
      "預算的部分，被騙過一次真的怕了，這次我們抓220萬，設計費跟工程都包含在裡面。時間上，現在租的房子租約到7月底，所以希望7月中以前可以搬回去。",
      "風格的話我們不喜歡太新潮的，像現在很流行的工業風我先生很排斥。想要溫暖、乾淨、住起來舒服，有點像那種老房子改造的民宿的感覺，但不要太刻意。",
      "啊，不好意思，剛剛說7月中搬回去要更正一下。我昨天打給房東，他說房子要賣了，租約6月30日到期就不續約，所以我們最晚6月30日一定要搬回家。"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色喔……這個我跟先生都還沒想過，老實說也不太懂，想先看看你們的建議再說。",
      "key_considerations": "最在意的是這次合約一定要寫清楚、照進度付款，不要再發生做一半人跑掉的事。另外我先生膝蓋開過刀，樓梯扶手跟止滑一定要做好。",
      "important_collections": "先生的書法作品，還有他收的硯台跟毛筆，希望有地方可以掛、可以收。",
      "memorable_moments": "以前過年全家圍在一樓吃年夜飯，很熱鬧，希望餐廳還是擺得下一張大圓桌。",
      "expected_deadline": "設計最好2月底前可以定案，才來得及6月底完工。",
      "other_design_requirements": "頂樓那間鐵皮屋想一起整理，當作花房跟放雜物的地方。",
      "other_preferences": "沒有特別喜歡的品牌，看起來舒服、好整理就好。",
      "number_of_visits": "來現場看三次應該夠吧，我們平日白天都可以。",
      "collaboration_notes": "用LINE聯絡就好，每週跟我們回報一次工程進度，最好附照片。大事情我跟先生一起決定。",
      "plans_after_project": "以後年紀更大，可能要在一樓做一間孝親房，這樣就不用再爬樓梯了。",
      "distance": "我們在北屯，開車到台中市區大概20分鐘。"
    },
    "otherwise": "這個我們沒特別想法，你們專業的看著辦就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "老透天",
          "拆完"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "北屯區"
        ]
      },
      "property_category": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "townhouse"
          ]
        }
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 35,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 62,
          "unit": "ping"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "一樓客廳、餐廳和廚房",
          "二樓主臥",
          "三樓兩間房"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "漏水",
          "壁癌",
          "水電管線"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "我跟我先生",
          "老柴犬"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "練書法",
          "種花種菜",
          "拜拜"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 2200000,
          "currency": "TWD"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "溫暖、乾淨",
          "老房子改造的民宿"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-30",
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
          "合約一定要寫清楚",
          "扶手"
        ]
      }
    }
  },
  {
    "id": "heldout111-commercial-zh-chiayi-optical-second-gen",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是嘉義市文化路上「明光眼鏡」的第二代，姓蔡。店是我爸1993年開的，開了三十幾年，去年我正式接手，想把一樓店面重新裝修，讓它看起來不要那麼像「阿公的眼鏡行」😅",
      "其實去年已經找過一間台北的設計公司，提案做得很漂亮，要把一二樓打通，二樓做驗光室和選框lounge，兩層加起來36坪左右。但報價一出來是380萬，還要停業四個月，對我們這種小店根本不可能，最後付了提案費就沒繼續了。這次想務實一點，只做一樓，一樓大概20坪，預算抓150萬，含設計費。",
      "現在店裡的問題是：鏡框全部鎖在玻璃櫃裡，客人要一副一副請店員拿，年輕人不太敢進來；驗光區就在門口旁邊，沒什麼隱私；燈光又黃又暗，客人看不太清楚鏡框真正的顏色。",
      "我們的老客人很多是附近的阿公阿嬤，配老花、多焦點的，這群客人我一定要顧好。但我也想吸引嘉大、中正的學生，還有帶小朋友來做近視控制的家長。跟連鎖店比，我們最大的不同是我爸跟我都有驗光師執照，一次驗光會花40分鐘慢慢做，而且在我們這邊買的眼鏡終身免費調整、清洗。",
      "我希望客人走進來的感覺是「不會被推銷」，像來熟人家裡一樣放鬆，可以自己拿起鏡框慢慢試。風格我很喜歡日本那種老派的眼鏡店，木頭櫃子、黃銅的小細節，有點復古但很精緻。顏色想用墨綠搭原木，最不想要連鎖店那種紅白、亮晃晃的感覺。",
      "還有一個小心願：我爸店裡有一台用了快三十年的舊驗光儀，現在已經退役了，我想把它放在櫥窗當主角，算是對這家店歷史的致敬。",
      "更正一下，剛剛說一樓20坪是我憑印象講的，我剛翻了權狀，一樓室內其實只有17坪，騎樓不算在裡面。"
    ],
    "whenAsked": {
      "opening_date": "重新開幕的時間還沒定耶，要看你們評估工期要多久，我再決定什麼時候休息。",
      "key_considerations": "最重要的是停業時間不要超過三個禮拜，不然老客人會以為我們收了；還有驗光室要能完全遮光，燈光也要方便調整。",
      "expected_deadline": "設計的部分希望4月底前可以確定。",
      "other_design_requirements": "招牌想一起重做，如果名片跟眼鏡袋也能順便設計就更好了。",
      "other_preferences": "我很喜歡東京白山眼鏡店那種安靜、有質感的氛圍。",
      "number_of_visits": "來店裡實地看兩次應該就夠了，其他可以線上討論。",
      "collaboration_notes": "平常跟我聯絡就好，LINE最方便；最後定案我會跟我爸一起看，他的意見很重要。",
      "plans_after_project": "如果生意穩定，兩三年後再考慮把二樓整理成兒童近視控制的專區。",
      "distance": "我們在嘉義市區，離高鐵嘉義站開車大概25分鐘。"
    },
    "otherwise": "這個我沒有特別的想法，你們覺得怎樣比較好就怎樣做。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "第二代",
          "一樓店面重新裝修"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "文化路"
        ]
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 1500000,
          "currency": "TWD"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "玻璃櫃",
          "沒什麼隱私",
          "燈光又黃又暗"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "阿公阿嬤",
          "近視控制的家長"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "驗光師執照",
          "40分鐘",
          "終身免費調整"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "不會被推銷",
          "熟人家裡"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "老派的眼鏡店",
          "黃銅"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "墨綠搭原木"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "舊驗光儀",
          "櫥窗"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 17,
          "unit": "ping"
        }
      },
      "opening_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "三個禮拜",
          "遮光"
        ]
      }
    }
  },
  {
    "id": "heldout111-exhibition-zh-pingtung-cacao-food-show",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我們是屏東內埔的巧克力品牌「南境可可」，自己種可可、自己發酵烘焙，做bean-to-bar的巧克力。今年6月要參加台北國際食品展，想找人重新設計攤位。",
      "老實說去年第一次參展就吃了大虧。去年找的是台中一家展覽公司，一個3x3的標準攤位花了18萬，結果進場那天他們晚了大半天才到，輸出的大圖顏色還印錯、整片偏紫，開展第一天攤位都還沒弄好，超丟臉的。那家之後也聯絡不太到了，所以這次真的想找專業、靠得住的團隊。",
      "今年我們報了兩個攤位併在一起，6公尺乘3公尺。地點一樣在南港展覽館一館4樓。展期是6月24日到27日，主辦給的進場佈置時間是6月22、23日兩天，27號下午五點閉展之後就要撤場。",
      "這次最想見到的是海外買家，特別是日本、新加坡的精品超市和飯店採購，還有國內做伴手禮、咖啡廳通路的批發商。一般民眾來試吃當然也歡迎，但不是主要目標。",
      "我們想傳達的是「從樹到巧克力，都在台灣」：可可是屏東的土地長出來的，每一片都可以追溯到是哪一區的果園。希望大家走進攤位，會有一種走進熱帶可可園的感覺，放鬆、好奇，想多問兩句。風格上想要自然、有溫度，但還是要有精品感，不要做得像農產市集。",
      "攤位上會有試吃，巧克力怕熱，一定要有冷藏展示櫃，也要插電放咖啡機沖可可茶；試吃的杯子器具要洗，最好有水槽，所以水電都需要。預算這次抓45萬，設計、施工到撤場都包在裡面。",
      "欸剛剛主辦打電話來！說旁邊有廠商退展，問我們要不要換到轉角，變成三個攤位，9公尺乘3公尺，總共27平方米。我們已經答應了，所以攤位大小要改成這個。"
    ],
    "whenAsked": {
      "unique_design": "特別的亮點喔……其實我們還沒想到，這部分想先聽聽你們的建議。",
      "key_considerations": "最在乎的是準時！進場那兩天一定要按時到、按時完工，不能再像去年那樣。另外冷藏櫃不要被大燈直照，巧克力會融掉。",
      "problem_need": "去年攤位又小又亂，買家經過根本不會停下來，這次希望有一個可以坐下來談生意的洽談區。",
      "competitive_advantage": "台灣能自己種可可又自己做成巧克力的品牌很少，我們還拿過國際巧克力大賽的獎。",
      "colors_and_elements": "想用可可果的橘紅和葉子的深綠，紫色就不要了，去年的陰影還在😂",
      "expected_deadline": "設計稿希望4月底前定案，5月要送主辦審圖。",
      "other_design_requirements": "DM、試吃小卡，還有給買家的英文產品型錄想一起設計。",
      "other_preferences": "很喜歡日本茶室那種簡單乾淨的感覺，還有舊金山Dandelion Chocolate店裡的氛圍。",
      "number_of_visits": "見面開會兩三次就好，我們在屏東，上台北不太方便，其他可以視訊。",
      "collaboration_notes": "窗口是我，LINE或email都可以，兩週更新一次進度，最後由我和我先生決定。",
      "plans_after_project": "如果效果不錯，明年想去東京參加FOODEX，攤位最好可以拆開重複使用。"
    },
    "otherwise": "這個都可以，沒有特別要求，照你們的專業來。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bean-to-bar",
          "台北國際食品展"
        ]
      },
      "address": {
        "said": 2,
        "text": [
          "南港展覽館一館"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-24",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-22",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-27",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "日本、新加坡",
          "飯店採購"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "從樹到巧克力",
          "熱帶可可園"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "自然、有溫度",
          "精品感"
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
          "amount": 450000,
          "currency": "TWD"
        }
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
          "unit": "m2"
        }
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "準時",
          "冷藏櫃"
        ]
      }
    }
  },
  {
    "id": "heldout111-brand-ko-dog-daycare-suseong",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 대구 수성구 범어동에서 강아지 유치원이랑 미용실을 같이 하고 있는 원장이에요. 가게 이름이랑 로고를 아예 새로 만들어야 해서 연락드렸어요. 사연이 좀 길어요 ㅠㅠ",
      "2년 전에 오픈할 때 이름을 '몽실'로 짓고, 로고는 제가 미리캔버스로 하룻밤 만에 만들었어요. 작년 7월에 상표 출원도 혼자 했는데 지난달에 특허청에서 거절이유통지가 왔어요. 같은 류에 '몽실이네'가 먼저 등록돼 있어서 안 된대요. 게다가 그 로고는 확대하면 다 깨지고, 간판이랑 인스타, 간식 스티커에 들어간 모양이 전부 제각각이에요. 이번엔 등록 가능한 이름으로 처음부터 제대로 정리하고 싶어요.",
      "새 이름은 '오후산책'으로 거의 정했어요. 저희 애들을 매일 오후 4시쯤 수성못 한 바퀴 산책시키는데, 보호자분들이 그 시간 사진을 제일 좋아하세요. 저도 하루 중에 그때가 제일 행복하고요. 서두르지 않고 천천히 같이 걷는 곳이라는 뜻도 담고 싶었어요.",
      "하는 일은 평일 애견 유치원, 전체미용이랑 부분미용, 그리고 보호자분들 출장이나 여행 가실 때 1박 돌봄이에요. 오시는 분들은 거의 근처 아파트 사는 30~40대 맞벌이 부부고 말티즈, 푸들 같은 소형견이 대부분이에요. 아이를 맡기는 거라 '여기 믿을 만한가'를 제일 따지세요.",
      "'오후산책'은 아직 출원 안 했어요. 혼자 했다가 또 1년 날리고 싶지 않아서, 이번엔 상표 등록도 도와주시면 같이 맡기고 싶어요.",
      "완성은 4월 말쯤이면 될 것 같아요. 간판이랑 명함, 인스타 프로필도 새 로고로 다 바꿔야 해서 그것도 같이 부탁드리고 싶어요.",
      "아 방금 간판 사장님한테 전화 왔는데, 3월 16일에 시공 일정이 잡혔대요. 로고 파일은 일주일 전엔 넘겨야 한다고 해서… 완성은 3월 9일까지로 바꿔주세요!"
    ],
    "whenAsked": {
      "preferred_style": "음… 스타일은 솔직히 아직 생각을 못 해봤어요. 제가 그런 감각이 없어서 몽실 로고도 그 모양이 된 거라 ㅎㅎ 보시고 추천해 주세요.",
      "colors_and_elements": "지금 쓰는 형광 핑크는 이제 빼고 싶어요. 산책 느낌 나는 풀색이나 해 질 녘 주황 같은 건 좋아요. 발바닥 모양은 너무 흔해서 안 넣었으면 해요.",
      "brand_website": "인스타그램 @mongsil_suseong 하나 있어요. 이름 바뀌면 계정 이름도 바꿀 거예요.",
      "key_considerations": "이번엔 무조건 상표 등록이 되는 이름이랑 로고여야 해요. 그리고 강아지 목걸이 태그나 간식 봉투 스티커처럼 작게 들어가도 알아볼 수 있게 단순했으면 좋겠어요.",
      "other_design_requirements": "간판, 명함, 인스타 프로필 이미지요. 여유 되면 유치원 알림장 양식도요.",
      "other_preferences": "딱 떠오르는 건 없는데, 너무 귀엽기만 한 캐릭터보다는 좀 차분한 게 좋아요.",
      "collaboration_notes": "낮에는 애들 보느라 전화를 잘 못 받아요. 카톡으로 남겨주시면 저녁에 몰아서 답할게요. 결정은 제가 해요.",
      "plans_after_project": "잘 되면 내년쯤 달서구 쪽에 2호점 내고 싶어요."
    },
    "otherwise": "그건 딱히 생각해 본 적 없어요. 알아서 해주셔도 괜찮아요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "강아지 유치원",
          "로고를 아예 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "범어동"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "등록 가능한 이름",
          "전부 제각각"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "수성못",
          "천천히 같이 걷는"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "애견 유치원",
          "미용",
          "1박 돌봄"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30~40대 맞벌이 부부",
          "소형견"
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
      "other_design_requirements": {
        "said": 5,
        "text": [
          "간판이랑 명함"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-09",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "상표 등록이 되는",
          "목걸이 태그"
        ]
      }
    }
  },
  {
    "id": "heldout111-packaging-ko-omija-stick-mungyeong",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 경북 문경 동로면에서 부모님이랑 오미자 농사짓는 딸이에요. 서울에서 회사 다니다가 3년 전에 내려왔어요. 저희 오미자로 직접 담근 오미자청 포장을 새로 하고 싶어서 문의드려요.",
      "사실 작년에 한 번 해봤어요. 서울 성수동에 있는 디자인 회사에 맡겨서 1L 유리병에 라벨 붙인 걸로 만들었는데, 택배로 보내면 병이 자꾸 깨져서 반품이 엄청 났어요. 병이 무거워서 택배비도 한 병에 5천원 넘게 나오고요. 게다가 디자이너분이 잔금 받고는 인쇄 원본 파일도 안 주고 연락이 끊겼어요 ㅠㅠ",
      "그래서 이번엔 한 번 마실 만큼씩 들어간 스틱 파우치로 바꾸려고요. 스틱 하나에 오미자 원액 15g이고, 한 상자에 30포 넣을 생각이에요. 물이나 탄산수 200ml에 하나 짜 넣어서 마시면 돼요. 명절 선물용으로 상자 두 개 들어가는 선물세트도 있었으면 하고요.",
      "저희 건 무농약 인증받은 저희 밭 오미자만 쓰고, 백설탕 대신 유기농 원당으로 1년 숙성시켜요. 시중 오미자청은 달기만 한데 저희 건 신맛, 쓴맛까지 다섯 가지 맛이 다 살아 있다고들 하세요. 사시는 분들은 건강 챙기시는 40~60대가 제일 많고, 요즘은 하이볼에 타 먹는다고 20~30대도 꽤 늘었어요.",
      "판매는 스마트스토어랑 카카오톡 선물하기가 제일 크고, 문경 사과축제 같은 지역 축제 부스, 그리고 문경새재 입구 로컬푸드 매장에도 들어가요.",
      "느낌은 세련됐으면 좋겠는데 시골 농가에서 정성껏 만든 느낌은 남았으면 해요. 손글씨 같은 것도 좋고요. 색은 오미자 열매의 빨간색은 꼭 들어갔으면 하고, 한약방 같은 갈색에 금박 조합은 피하고 싶어요.",
      "아, 아까 30포라고 했던 거요. 방금 아버지랑 얘기했는데 처음 사시는 분들한테 30포는 가격이 부담된다고 하셔서, 한 상자에 15g 스틱 20포로 할게요.",
      "5월 가정의 달 선물 시즌에 맞추려면 디자인은 3월 20일까지 끝나야 해요. 그리고 이번엔 택배로 보내도 안 터지는 게 제일 중요하고, 인쇄 원본 파일은 꼭 저희가 받아야 해요."
    ],
    "whenAsked": {
      "preferred_materials": "재질은 솔직히 잘 모르겠어요. 작년에 병으로 한 번 크게 데어서 뭐가 좋은지 감이 안 와요. 추천해 주시면 따를게요.",
      "problem_need": "택배로 보내도 안 깨지고 가볍게, 그리고 선물로 받았을 때 뜯어보고 싶은 포장이요.",
      "other_design_requirements": "택배 상자에 붙일 스티커랑 축제 부스에 걸 현수막도 같이 되면 좋겠어요.",
      "other_preferences": "제주 쪽 귤 농가들 포장 중에 손글씨로 된 거 예쁘더라고요.",
      "collaboration_notes": "낮엔 밭에 있어서 메일로 주시면 밤에 확인할게요. 최종 결정은 저랑 어머니가 같이 해요.",
      "plans_after_project": "반응 좋으면 오미자 탄산 캔음료도 내보고 싶어요."
    },
    "otherwise": "그건 크게 상관없어요. 편하신 대로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "오미자 농사",
          "오미자청 포장"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "문경 동로면"
        ]
      },
      "product_description": {
        "said": 2,
        "text": [
          "오미자 원액",
          "탄산수 200ml"
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
      "unique_selling_point": {
        "said": 3,
        "text": [
          "무농약 인증",
          "유기농 원당으로 1년 숙성"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "40~60대",
          "하이볼"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "스마트스토어",
          "카카오톡 선물하기",
          "로컬푸드 매장"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "세련됐으면",
          "농가에서 정성껏"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "오미자 열매의 빨간색",
          "갈색에 금박"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "15g 스틱 20포"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "택배로 보내도 안 터지는",
          "인쇄 원본 파일"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout111-website-ko-hanok-stay-jeonju",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 전주 한옥마을 교동에서 남편이랑 방 세 칸짜리 한옥 스테이 '소담재'를 운영하고 있어요. 예약까지 바로 되는 홈페이지를 만들고 싶어서 문의드립니다.",
      "사실 재작년에 프리랜서 개발자한테 800만원에 계약하고 선금 절반을 드렸는데, 메인이랑 객실 페이지 반쯤 만들다가 연락이 끊겼어요. 원래 작년 5월에 오픈하기로 했었거든요. 지금도 저희 도메인 sodamjae.kr 들어가면 그 반쪽짜리 화면이 떠요. 창피해서 명함에서도 주소를 뺐어요.",
      "지금은 예약을 네이버 예약, 에어비앤비, 인스타 DM으로 따로따로 받다 보니 작년 가을에 같은 방에 이중 예약이 두 번이나 났어요. 수수료도 아깝고요. 손님이 홈페이지에서 빈 날짜 보고 바로 예약하고 결제까지 하게 만드는 게 제일 큰 목표예요.",
      "손님은 30대 커플이나 부모님 모시고 오는 가족이 많고, 요즘은 일본이랑 대만에서 오시는 분들이 확 늘었어요. 그래서 한국어, 영어, 일본어로 볼 수 있으면 좋겠어요.",
      "페이지는 소담재 소개, 객실 세 개 각각 상세, 예약, 조식 안내, 오시는 길, 그리고 전주 동네 산책 코스 추천 정도 생각하고 있어요.",
      "분위기는 조용하고 여백 많은 느낌이요. 사진은 크게, 글씨는 작고 단정하게요. 예산은 500만원 정도 생각하고 있어요.",
      "봄 시즌 예약을 받으려면 3월 14일에는 사이트가 열려야 해요.",
      "아 그리고 예산 말인데요, 방금 남편이랑 얘기해 보니 싸게 했다가 또 날리면 안 된다고 이번엔 제대로 하자네요. 예산은 600만원으로 정정할게요."
    ],
    "whenAsked": {
      "competitors": "다른 숙소 사이트는 따로 찾아본 적이 없어요. 어디가 잘 만들었는지도 잘 모르겠네요.",
      "key_considerations": "이번엔 소스 파일이랑 관리자 권한을 꼭 저희가 받아야 해요. 그리고 남편이랑 제가 직접 객실 요금이나 막는 날짜를 바꿀 수 있게 관리가 쉬웠으면 좋겠어요.",
      "colors_and_elements": "한지 같은 미색이랑 먹색이 좋아요. 전통 문양은 너무 많이 안 들어갔으면 해요.",
      "other_design_requirements": "객실 사진을 새로 찍는 것도 같이 해주시면 좋겠어요. 지금 건 다 핸드폰으로 찍은 거라서요.",
      "other_preferences": "교토 료칸 사이트들처럼 차분한 느낌이 좋더라고요.",
      "collaboration_notes": "체크인 시간인 오후 3시에서 6시만 피해서 연락 주시면 돼요. 결정은 남편이랑 같이 해요.",
      "plans_after_project": "나중에 다도나 한지 공예 체험 클래스 예약도 홈페이지에 붙이고 싶어요."
    },
    "otherwise": "그건 따로 생각해 둔 게 없어요. 괜찮은 쪽으로 제안해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "한옥 스테이",
          "소담재"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "교동"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "sodamjae.kr"
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
      "problem_need": {
        "said": 2,
        "text": [
          "이중 예약",
          "결제까지"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30대 커플",
          "부모님 모시고 오는 가족",
          "일본이랑 대만"
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
      "main_pages": {
        "said": 4,
        "text": [
          "소담재 소개",
          "조식 안내",
          "오시는 길"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "여백 많은",
          "사진은 크게"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-14",
          "precision": "day"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 6000000,
          "currency": "KRW"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "관리자 권한",
          "막는 날짜"
        ]
      }
    }
  },
  {
    "id": "heldout111-other-ko-foodtruck-wrap-cheongju",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 청주에서 닭꼬치 푸드트럭 '청춘꼬치'를 4년째 하고 있습니다. 트럭 외관 랩핑 디자인을 새로 맡기고 싶어서 왔어요.",
      "작년 3월에 대전 유성구에 있는 랩핑 업체에 180만원 주고 디자인이랑 시공까지 한 번에 했거든요. 근데 알고 보니 디자인은 인터넷에 돌아다니는 무료 일러스트를 그대로 갖다 쓴 거였고, 여름 한 번 지나니까 옆면 필름이 들뜨고 빨간색이 분홍색이 될 정도로 바랬어요. AS 해달라고 전화했더니 가게가 없어졌더라고요.",
      "그래서 이번엔 디자인만 따로 제대로 받고 시공은 청주에 아는 업체에 맡기려고요. 필요한 건 트럭 양옆이랑 뒷면 랩핑 디자인, 창문 위에 거는 메뉴판, 그리고 행사장에 세워두는 X배너예요. 차는 봉고3 1톤 탑차고요.",
      "제일 큰 문제는, 축제 가면 푸드트럭이 20~30대씩 쭉 서 있는데 멀리서 보면 저희 트럭이 하나도 눈에 안 띄어요. 메뉴판도 글씨가 작아서 줄 서신 분들이 계속 '이거 얼마예요?' 물어보시고요. 손님은 대학 축제 오는 20대가 제일 많고, 주말엔 지역 축제나 공예비엔날레 오는 아이 있는 가족들이에요.",
      "느낌은 옛날 포장마차 같은 레트로인데, 밤에 조명 받으면 확 튀는 네온 간판 느낌도 있었으면 해요. 색은 숯불 느낌 나는 주황이랑 검정이 좋고, 예전 트럭 같은 빨강 분홍 계열은 이제 안 쓰고 싶어요.",
      "저희 차고지는 청주 흥덕구 복대동이에요. 디자인은 3월 20일까지 나오면 좋겠어요. 4월 초부터 대학 축제 시즌이라 시공할 시간이 있어야 해서요.",
      "아 죄송해요, 날짜 다시 말씀드릴게요. 시공 업체 사장님이 3월 셋째 주까지는 일정이 꽉 찼고 마지막 주에나 된다고 하셔서, 디자인은 3월 25일까지만 주시면 돼요."
    ],
    "whenAsked": {
      "collaboration_notes": "그건 아직 생각을 안 해봤어요. 이런 걸 제대로 맡겨보는 게 처음이라 어떻게 진행하는 건지도 잘 몰라서요.",
      "key_considerations": "무조건 저희만의 그림이어야 해요. 저작권 문제 없는 걸로요. 그리고 시공 업체가 바로 출력할 수 있게 차량 실측 치수에 맞춘 원본 파일로 받고 싶어요.",
      "other_preferences": "을지로 노가리 골목 간판들 분위기 좋아해요.",
      "plans_after_project": "올해 안에 트럭 한 대 더 뽑아서 세종 쪽 행사도 다니고 싶어요.",
      "number_of_visits": "트럭 실측하러 한 번만 와주시면 될 것 같아요."
    },
    "otherwise": "그건 상관없어요. 전문가님이 보기에 좋은 쪽으로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "닭꼬치 푸드트럭",
          "청춘꼬치"
        ]
      },
      "other_design_requirements": {
        "said": 2,
        "text": [
          "양옆이랑 뒷면 랩핑",
          "메뉴판",
          "X배너"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "눈에 안 띄어요",
          "글씨가 작아서"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "대학 축제 오는 20대",
          "아이 있는 가족"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "포장마차 같은 레트로",
          "네온 간판"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "숯불 느낌 나는 주황이랑 검정",
          "빨강 분홍 계열"
        ]
      },
      "address": {
        "said": 5,
        "text": [
          "복대동"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-25",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "저작권 문제 없는",
          "원본 파일"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout111-residential-ko-doryong-half-demolished",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 대전 유성구 도룡동 아파트 리모델링 때문에 연락드려요. 사연이 좀 길어요… 작년 가을에 세종에 있는 인테리어 업체랑 계약했는데, 철거만 해놓고 11월 말부터 사장님이 연락이 안 돼요. 지금 집은 벽지 다 뜯기고 욕실 타일 깨진 채로 두 달째 방치돼 있고요. 남은 공사를 이어서 마무리해 주실 곳을 찾고 있어요.",
      "집은 32평이고 1996년에 준공된 아파트라 올해로 딱 30년 됐어요. 원래 구조는 방 3개에 화장실 2개, 거실이랑 주방이요. 전 업체랑은 작은방을 터서 거실을 넓히기로 해서 그 벽은 이미 철거돼 있어요. 그 부분은 그대로 살려도 될 것 같아요.",
      "사는 사람은 저랑 남편, 중학교 2학년 딸, 초등학교 4학년 아들, 그리고 열두 살 된 시츄 콩이요. 남편이 일주일에 세 번 재택근무를 해서 조용히 화상회의 할 자리가 필요하고, 저는 주말마다 빵 굽는 게 낙이라 주방을 제일 많이 써요. 애들은 거실 식탁에서 숙제하고요.",
      "예산 얘기를 하자면… 원래 전체 공사를 4,500만원에 계약했었는데, 계약금이랑 중도금으로 1,800만원을 이미 줘버렸어요. 그 돈은 지금 변호사 통해서 돌려받으려고 하는 중이고요. 그래서 이번엔 3,000만원에서 많아야 3,500만원 사이로 생각하고 있어요.",
      "지금은 애들 데리고 둔산동 친정에 얹혀 살고 있어요. 원래 입주는 12월 20일이었는데 당연히 못 들어갔죠. 엄마한테 너무 미안해서 3월 말까지는 꼭 들어가고 싶어요.",
      "제일 걱정되는 건 욕실이에요. 윗집에서 물이 샌 흔적이 있었는데 전 업체가 방수를 제대로 했는지 확인할 길이 없어요. 그리고 원래 살 때도 수납이 너무 부족해서 거실이랑 베란다에 짐이 늘 나와 있었어요. 무엇보다 이번엔 계약서랑 공정표를 꼼꼼하게 쓰고, 중간에 연락이 끊기는 일만은 절대 없었으면 해요.",
      "아, 그리고 아까 3월 말 입주라고 했는데 정정할게요. 남편이랑 다시 얘기해 보니 공사 기간 생각하면 너무 빠듯하다고 해서, 이사 날짜를 4월 18일 토요일로 잡았어요. 이삿짐센터도 그날로 예약해 뒀고요."
    ],
    "whenAsked": {
      "preferred_style": "스타일이요… 솔직히 생각해 본 적이 없어요. 전에는 업체 사장님이 요즘 다 이렇게 한다고 해서 그냥 따라갔거든요. 아직 잘 모르겠어요, 사진 몇 개 보여주시면 그때 골라볼게요.",
      "colors_and_elements": "밝고 따뜻한 느낌이면 좋겠어요. 콩이가 나이가 많아서 미끄러지지 않는 바닥이었으면 하고, 차가운 회색 타일은 별로예요.",
      "important_collections": "남편 LP판이 300장 정도 있어요. 그리고 제 오븐이랑 베이킹 도구들 둘 자리요.",
      "memorable_moments": "예전에 애들이랑 거실 바닥에 누워서 영화 보던 게 제일 좋았어요. 그런 거실이면 좋겠어요.",
      "expected_deadline": "디자인은 2월 중순까지는 확정됐으면 좋겠어요.",
      "other_design_requirements": "붙박이 수납장이랑 조명도 같이 봐주시면 좋겠어요.",
      "number_of_visits": "공사 중에 최소 4번은 현장에 같이 가서 봐주셨으면 해요.",
      "collaboration_notes": "주로 저랑 얘기하시고 큰 결정은 남편이랑 같이 해요. 매주 공정 사진을 카톡으로 보내주시면 마음이 놓일 것 같아요.",
      "plans_after_project": "딸이 3년 뒤에 고등학생 되면 방을 좀 더 조용하게 써야 할 것 같아요."
    },
    "otherwise": "그건 딱히 생각해 둔 게 없어요. 알아서 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "도룡동 아파트 리모델링",
          "철거만 해놓고",
          "이어서 마무리"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대전 유성구 도룡동"
        ]
      },
      "property_category": {
        "said": 1,
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
          "방 3개에 화장실 2개",
          "작은방을 터서"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "중학교 2학년 딸",
          "시츄"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "재택근무",
          "주말마다 빵 굽는"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 30000000,
          "max": 35000000,
          "currency": "KRW"
        }
      },
      "problem_need": {
        "said": 5,
        "text": [
          "방수",
          "수납이 너무 부족"
        ]
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "공정표",
          "연락이 끊기는 일"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-18",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "미끄러지지 않는 바닥",
          "차가운 회색 타일"
        ]
      }
    }
  },
  {
    "id": "heldout111-commercial-ko-gyeongju-barley-bread-hanok",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 경주에서 찰보리빵 만드는 집 둘째 딸이에요. 부모님이 황남동에서 30년 넘게 작은 공장 겸 가게를 하고 계신데, 이번에 제가 남동생이랑 황리단길 안쪽 골목에 있는 오래된 한옥을 임대해서, 빵 굽는 걸 직접 보여주는 직영 매장 겸 카페를 내려고 해요.",
      "사실 한 번 엎어진 적이 있어요. 작년 여름에 인스타 보고 서울 성수동에 있는 꽤 유명한 스튜디오에 맡기려고 했는데, 견적이 2억 2천만원이 나왔어요. 저희가 생각한 돈의 두 배가 넘었죠. 게다가 서까래를 다 덮고 노출 콘크리트로 가자고 하셔서… 그럼 한옥을 빌린 의미가 없잖아요. 그때는 올해 3월 1일 오픈이 목표였는데 그것도 같이 날아갔어요.",
      "한옥은 ㄷ자 구조에 가운데 작은 마당이 있고, 실내 면적은 19평 정도예요. 이번엔 예산을 주방 설비 포함해서 9천만원 정도로 보고 있어요.",
      "저희 빵은 국산 찰보리 100%에, 아빠가 하시던 방식 그대로 매일 새벽에 손으로 한 판씩 구워요. 황리단길에 찰보리빵 파는 데가 열 군데는 넘는데 대부분 공장 제품 받아다 파는 거라, 그게 저희 차별점이에요. 손님은 주말에 놀러 오는 20~30대 커플이랑 수학여행 온 학생들, 그리고 원래 택배로 주문하시던 단골 어르신들이요. 들어오시면 시골 할머니 댁 대청마루에 앉아서 갓 구운 빵 한 입 먹는, 그런 편안한 기분이 들었으면 좋겠어요.",
      "제일 고민은 두 가지예요. 하나는 한옥이라 오븐이랑 환기 설비를 넣기가 까다롭다는 거고, 또 하나는 주말에 줄이 골목 끝까지 서서 옆집에서 민원이 들어올 것 같다는 거예요. 기다리는 줄을 마당 안으로 끌어들일 수 있으면 좋겠어요. 꼭 하고 싶은 건, 빵 굽는 작업대를 나무 창살 너머로 손님이 들여다볼 수 있게 하는 거예요.",
      "분위기는 옛날 한옥 그대로가 좋아요. 서까래랑 기둥은 최대한 살리고, 한지 조명, 나무, 흙벽 느낌이요. 색은 보리 색 같은 연한 황금빛이 포인트면 좋겠고요. 요즘 카페들처럼 하얀 벽에 원목 미니멀은 피하고 싶어요. 네온사인도 절대 싫어요.",
      "아 참, 아까 예산 9천만원이라고 했는데요, 방금 동생이랑 통화했더니 부모님이 조금 보태주시기로 해서 간판이랑 가구까지 다 포함해서 1억 1천만원까지는 가능할 것 같아요. 그걸로 봐주세요."
    ],
    "whenAsked": {
      "opening_date": "오픈 날짜는 아직 못 정했어요. 지난번에 날짜부터 박아놨다가 다 꼬여서, 이번엔 디자인이랑 공사 기간 나오는 거 보고 정하려고요.",
      "key_considerations": "여기가 역사문화 경관지구라서 외관이나 간판 바꾸는 건 경주시 심의를 받아야 해요. 그리고 이번엔 견적이 중간에 불어나지 않게 처음부터 항목별로 투명하게 알려주셨으면 해요.",
      "expected_deadline": "디자인은 3월 안에만 나오면 돼요.",
      "other_design_requirements": "포장 박스랑 쇼핑백도 같이 봐주시면 좋겠어요. 로고는 부모님 가게 거 그대로 쓸 거예요.",
      "other_preferences": "안동에 있는 고택 스테이들처럼 오래된 나무 느낌 살린 곳들 좋아해요.",
      "number_of_visits": "현장에는 세 번 정도 와주시면 좋겠어요. 경주까지 멀면 나머지는 화상으로 해도 괜찮아요.",
      "collaboration_notes": "디자인은 저랑 얘기하시고, 돈 관련 결정은 동생이랑 같이 해요. 일주일에 한 번 카톡으로 진행 상황 공유해 주세요.",
      "plans_after_project": "잘 되면 부모님 공장도 견학할 수 있게 바꿔보고 싶어요."
    },
    "otherwise": "그건 아직 생각 안 해봤어요. 편하게 제안해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "찰보리빵",
          "직영 매장 겸 카페"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "황리단길"
        ]
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 19,
          "unit": "pyeong"
        }
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "국산 찰보리 100%",
          "매일 새벽에 손으로"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20~30대 커플",
          "수학여행",
          "단골 어르신"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "대청마루",
          "편안한 기분"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "환기 설비",
          "줄이 골목 끝까지"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "나무 창살 너머로"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "옛날 한옥 그대로",
          "서까래랑 기둥"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "보리 색",
          "하얀 벽에 원목 미니멀",
          "네온사인"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 110000000,
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
          "경주시 심의",
          "항목별로 투명하게"
        ]
      }
    }
  },
  {
    "id": "heldout111-exhibition-ko-daegu-titanium-frames-exco",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 대구 북구 노원동에서 티타늄 안경테 만드는 회사 해외영업팀 박지훈 과장입니다. 4월에 엑스코(EXCO)에서 열리는 대구국제안경전에 독립부스로 참가하는데, 부스 디자인부터 시공까지 맡아주실 곳을 급하게 찾고 있습니다.",
      "사정을 말씀드리면, 원래 서울 구로에 있는 전시 부스 업체랑 작년 11월에 계약을 했었는데 12월 말에 갑자기 폐업했다고 문자 한 통 오고 끝이었습니다. 계약금 30%는 지금 법적으로 알아보고 있고요. 그때 도면은 3m x 6m, 18㎡짜리였는데, 그 사이에 회사에서 두 칸을 더 잡아서 이번엔 6m x 6m, 36㎡로 나갑니다.",
      "이번에 주력으로 보여드릴 건 3.8g짜리 초경량 티타늄 테랑, 나사 없이 끼워 맞추는 힌지 신제품입니다. 다른 데는 대부분 중국 OEM인데 저희는 설계부터 도금까지 대구 공장에서 다 하는 게 강점이고요. 만나고 싶은 분들은 유럽이랑 동남아 바이어, 그리고 국내 안경원 체인 구매 담당자들입니다. 저희 슬로건이 '쓴 줄도 모르는 안경'인데, 부스에 오신 분이 테를 손에 올려보고 \"이게 이렇게 가볍다고?\" 하고 놀라는 게 저희가 바라는 반응이에요.",
      "일정은 전시가 4월 8일 수요일부터 10일 금요일까지고, 반입은 4월 7일 화요일, 철수는 마지막 날 전시 끝나고 당일 밤까지 해야 합니다.",
      "작년까지는 조립식 부스에 포스터 붙이고 진열장 두 개 놓는 게 다였는데, 바이어들이 그냥 쓱 보고 지나가더라고요. 이번엔 정밀 가공 공장 같은 느낌, 차가운 메탈릭에 미니멀한 스타일로 가고 싶습니다. 시그니처로는 안경테들을 얇은 와이어로 공중에 띄워서 '가벼움' 자체를 보여주는 설치물을 생각하고 있어요. 상담 테이블 3개랑 피팅 거울도 필요하고요.",
      "아, 정정할 게 있습니다. 아까 반입을 4월 7일이라고 했는데, 주최 측 참가 매뉴얼을 다시 보니 독립부스는 하루 먼저, 4월 6일 월요일 오전 9시부터 반입이네요. 6일로 봐주세요. 그리고 전기는 조명이랑 모니터 때문에 꼭 필요하고, 물은 안 씁니다."
    ],
    "whenAsked": {
      "budget": "예산은 아직 확정이 안 났습니다. 전 업체 계약금 건이 정리돼야 윗선 결재가 날 것 같아서요. 금액 나오는 대로 바로 말씀드리겠습니다.",
      "key_considerations": "이번엔 무조건 일정이 밀리면 안 됩니다. 그리고 와이어 설치물이 관람객 머리 위로 가니까 구조 안전은 확실하게 챙겨주셨으면 합니다.",
      "colors_and_elements": "회사 색인 짙은 남색이랑 티타늄 은색 위주로요. 빨간색은 빼주세요.",
      "expected_deadline": "디자인 시안은 2월 말까지는 확정했으면 합니다.",
      "other_design_requirements": "영문 카탈로그랑 바이어한테 나눠줄 제품 카드도 같이 부탁드리고 싶어요.",
      "other_preferences": "특별히 참고하는 브랜드는 없고, 깔끔하면 됩니다.",
      "number_of_visits": "공장에 한 번 오셔서 제품 보시고, 반입 날 현장에 한 번, 두 번이면 될 것 같습니다.",
      "collaboration_notes": "실무는 저랑 하시고 최종 결정은 대표님이 하십니다. 메일로 주고받는 게 편합니다.",
      "plans_after_project": "반응 좋으면 11월 홍콩 광학전에도 이 부스 재활용해서 나가려고 합니다. 분해해서 다시 쓸 수 있게 해주세요."
    },
    "otherwise": "그 부분은 특별히 없습니다. 편하신 대로 제안해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "티타늄 안경테",
          "대구국제안경전"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "엑스코"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 36,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "유럽이랑 동남아 바이어",
          "안경원 체인"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "설계부터 도금까지",
          "나사 없이"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "쓴 줄도 모르는 안경",
          "이렇게 가볍다고"
        ]
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-08",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-10",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "메탈릭",
          "미니멀"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "공중에 띄워서"
        ]
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-06",
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
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "일정이 밀리면 안 됩니다",
          "구조 안전"
        ]
      }
    }
  },
];
