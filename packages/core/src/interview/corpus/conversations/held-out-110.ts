import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 110 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: written by second-language speakers and
 * regional writers (English from people whose first language is Spanish, German, Tagalog, Dutch or Tamil, and Singapore
 * English: literal translations, false friends such as "actual" and "eventually", day-first dates; Chinese from a
 * Hongkonger, Malaysian-Chinese and Singaporeans in Taiwan and a Taiwanese raised in Sydney: Cantonese particles,
 * Mainland and Malaysian words, English mid-sentence; Korean from Korean-Americans and Korean-Canadians, a Vietnamese
 * and an American who learnt Korean, an Italian chef: English phrases, konglish, loose spacing; in each, a value of
 * someone or something else in passing, one correction, and one or two fields not known, filed as skipped). Written in
 * session 62 by seven writers, all 21 conversations. First played on 458ddaed (the session's start), before any change
 * it could have prompted: 197 of 274 facts (71.9 %), 9 wrong values, 11 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 110)
 * - brand_design: Jasmine, Singaporean owner of the two-outlet kopitiam brand Kopi Kaki (Tiong Bahru, Tampines), wants a full rebrand before a third outlet opens (Singapore English: "we are having 2 outlets", "can or not?", "lah", "kindly revert", day-first 15/03/2026). Traps: the rival shop's website unclelimkopi.com.sg, message 2 (her own is only @kopikaki.sg); also the Punggol opening on 1st April is not the deadline, message 7. Correction: message 6 changes registration_status from not_registered (message 3) to in_progress. Unknown: colors_and_elements.
 * - packaging_design: Tess, a Filipino (Tagalog-first) home baker in Mississauga, wants box, jar label and Christmas gift-set packaging for her polvoron and ube halaya. Traps: the rented commercial kitchen is in Brampton (message 4) — address is Mississauga, not Brampton. Correction: message 6 changes specification from 12 pieces per box (message 2) to 10 pieces per box. Unknown: preferred_materials.
 * - website: Melissa, a Singaporean centre manager (Singlish), wants a booking website for a two-branch tuition centre in Tampines and Jurong East. Traps: her friend's bakery website cost $2.5k (message 3) — not the budget. Correction: message 7 changes budget from S$8,000 (message 3) to S$12,000. Unknown: competitors.
 * - other: Sanne, a Dutch woman in Galway (false friends "actual", "eventually", "since 6 years"), wants a full vehicle wrap and menu board for her converted Citroën HY coffee van. Traps: the rival van 'Bean There' starts on 1 March (message 5) — not her deadline. Correction: message 6 changes expected_deadline from 17 April 2026 (message 5) to 27 March 2026. Unknown: colors_and_elements.
 * - residential_space: Mexican-born mother in San Antonio (Spanish-influenced English: "we are searching a designer", "the house has 48 years", "actual kitchen", "eventually") remodelling a 1978 one-story detached house in Alamo Heights for a family of six incl. a mother-in-law with a walker. Traps: her sister's Stone Oak house is 2,400 sq ft, message 1 (space_size is 1,850 ft2). Correction: message 8 changes budget from 60k USD (message 5) to 75k USD. Unknown: colors_and_elements.
 * - commercial_space: Singaporean Indian owner (Singlish/Indian English: "we are having 2 shops", "can or not?", "kindly revert", "lah") of a South Indian vegetarian tiffin chain opening a third outlet in a 1,150 sq ft Tanjong Pagar conservation shophouse. Traps: the existing Serangoon Road shop is only 600 sq ft, message 1 (space_size is 1,150 ft2). Correction: message 7 changes opening_date from 2026-05-01 (message 5) to 2026-06-15. Unknown: unique_design.
 * - exhibition_space: Katrin Vogel, German-born marketing lead at the Chicago-area US arm of a German sensor maker, wants a booth with a live sensor demo line at Automate 2026 in Detroit (German-English: "searching a designer", "until 26.06.", "eventually", "actual plan", day-first dates). Traps: the Stuttgart colleagues' 120.000 EUR Hannover Messe stand budget, message 2 (real budget 45.000 USD); also the office in Schaumburg is not the venue, message 0. Correction: message 6 changes space_size from 54 m² (message 1) to 81 m². Unknown: unique_design.
 */
/* Writer's note (zh-TW, batch 110)
 * - brand_design: Karen, a Hongkonger living in Taipei, wants a full identity (logo, signboard, packaging stickers) for her Hong Kong-style bakery 麥記餅室 in 中山區, written in Cantonese-mixed Chinese. Traps: her brother's 「麥記」 café in Vancouver already has a registered trademark in Canada, message 4 (her own brand in Taiwan is not registered). Correction: message 7 changes expected_deadline from end of February 2026 (message 6) to 2026-03-15. Unknown: colors_and_elements.
 * - packaging_design: Wei Ling, a Penang-born Malaysian-Chinese in Taichung (西屯區), wants jar labels and a 3-jar gift box for her homemade Nyonya kaya jam, written with Malaysian particles and usage. Traps: her mother's Penang market stall packs kaya in clear plastic tubs, message 4 (not her preferred material). Correction: message 6 changes specification from 250g per jar (message 3) to 200g. Unknown: expected_deadline.
 * - website: Jasmine, a Singaporean in Taipei, wants a bilingual booking website for her pilates studio Core Kaki in 信義區, written with Singlish particles and Mainland-style terms (信息、視頻、質量). Traps: her friend's Singapore yoga studio website cost SGD 12k, message 3. Correction: message 6 changes budget from NT$180,000 (message 3) to NT$250,000 (cap). Unknown: competitors.
 * - other: Kevin, a Taiwanese who grew up in Sydney, wants a shopfront mural and staff/student T-shirts for his surf school Salty Buddies in 宜蘭頭城外澳, writing Chinese mixed with Australian English. Traps: his surfboard shaper is on the Gold Coast, message 2 (not his business address). Correction: message 6 changes number_of_visits from 2 (message 5) to 3. Unknown: colors_and_elements.
 * - residential_space: a Hong Kong mother (Cantonese-mixed writing) who moved to Taiwan two years ago, renovating a 25-year-old 28-ping elevator flat in Xindian for her husband, two sons and visiting mother. Traps: their old Hong Kong flat was 450 sq ft (呎), message 1 — not the space_size. Correction: message 7 changes budget from NT$2.5M (message 5) to NT$3M cap. Unknown: colors_and_elements.
 * - commercial_space: a Penang-born Malaysian-Chinese woman (Malaysian usage, English/Malay words mixed in) opening a 28-ping Nanyang kopitiam café on Chifeng Street, Datong District, Taipei, with her husband. Traps: her cousin's Kuala Lumpur kopitiam is about 1500 square feet, message 1 — not the space_size. Correction: message 8 changes opening_date from 2026-04-01 (message 7) to 2026-05-15 (written day-first as 15/5). Unknown: unique_design.
 * - exhibition_space: a Singaporean regional marketer in Taipei (Singlish particles, Mainland-style terms like 智能/屏幕/視頻/質量) planning her smart-home IoT startup's first COMPUTEX booth at Nangang Exhibition Center Hall 1. Traps: last year's Marina Bay Sands booth was 6x6 / 36 sqm, message 1 — not the space_size. Correction: message 6 changes space_size from 18 m² (message 1) to 27 m². Unknown: budget.
 */
/* Writer's note (ko-KR, batch 110)
 * - brand_design: Jenny Park, a Korean-Canadian raised in Vancouver, wants a new logo and full identity for her Montreal-style bagel shop 'Granville Bagel' opening in Mangwon-dong, Seoul. Traps: her friend's Yeonnam-dong cafe Instagram @yeonnam.slowbar (not the brand's website), message 4. Correction: message 7 changes expected_deadline from end of February 2026 (message 6) to 2026-02-13. Unknown: colors_and_elements.
 * - packaging_design: Lan, a Vietnamese woman who has lived in Korea for 8 years and runs an online coffee brand with her husband in Ansan Wongok-dong, wants packaging for a Vietnamese robusta drip-bag coffee set with condensed-milk sticks. Traps: the roastery in Bucheon (a supplier's city, not the business address), message 1. Correction: message 6 changes specification from 10 drip bags per box (message 3) to 7 per box. Unknown: expected_deadline.
 * - website: Daniel Kim, a physical therapist who lived 15 years in New York, needs a Korean/English booking website with deposit payment for his new 1:1 pilates & rehab studio in Seongsu-dong. Traps: a friend's Gangnam clinic spent 30,000,000 won on its website, message 5. Correction: message 7 changes budget from 5,000,000 KRW (message 5) to 7,000,000 KRW. Unknown: competitors.
 * - other: Mark Sullivan, an American who learnt Korean at a hagwon and has lived in Jeonju for 10 years, wants a hand-drawn fold-out walking map with a stamp-rally card for his foreign-tourist walking tour company in Jeonju Hanok Village. Traps: last year's map by another designer printed in May 2025 (a past date, not the deadline), message 2. Correction: message 6 changes number_of_visits from 2 (message 5) to 3 times. Unknown: collaboration_notes.
 * - residential_space: Jenny, a Korean-American who grew up in LA, fully remodelling a 28-year-old 32-pyeong apartment in Mapo-gu Seongsan-dong for her husband, 4-year-old daughter and dog. Traps: her sister's 40-pyeong Bundang remodel costing 1억 5천 last year (message 5) must not be filed as size or budget. Correction: message 7 changes budget from 80,000,000 KRW (message 5) to 100,000,000 KRW. Unknown: colors_and_elements.
 * - commercial_space: Marco, an Italian chef who has lived in Korea 8 years and writes learner's Korean, opening a Neapolitan pizzeria 'Casa Mia' with a central wood-fired oven in Gwangan-dong, Suyeong-gu, Busan. Traps: the Haeundae hotel restaurant where he currently works (message 1) must not be filed as the address. Correction: message 6 changes space_size from 25 pyeong (message 1) to 18 pyeong. Unknown: budget.
 * - exhibition_space: Daniel Kim, a Korean-Canadian marketing lead at a Pangyo pet-tech startup, needs a first solo booth at KINTEX Hall 2 (7홀) for Seoul Pet Tech Expo 2026 to launch an AI pet feeder. Traps: last year's COEX pet show and its 1,500만원 cost (message 2) must not be filed as address or budget. Correction: message 6 changes space_size from 3m x 3m = 9 m2 (message 3) to 6m x 3m = 18 m2. Unknown: exit_date.
 */
export const hundredAndTenthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout110-brand-en-kopi-kaki-rebrand",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi, good afternoon. I'm Jasmine from Kopi Kaki. We are having 2 outlets, one in Tiong Bahru and one in Tampines, selling kopi, teh, kaya toast and soft boiled eggs, the usual breakfast set lah. Looking for a full rebrand, new logo, colours, everything. Current logo my cousin did on Canva 5 years ago, honestly quite cheap looking.",
      "The name ah, Kopi Kaki. 'Kaki' in Singlish means buddy, your gang. My grandfather opened the first stall in 1978 at a hawker centre and his kopi kakis, the old uncles, come every morning to drink and talk cock. So the name is for them, the people you drink kopi with.",
      "We don't have website, only IG and FB, @kopikaki.sg. The shop across the road, Uncle Lim's, just did a new website unclelimkopi.com.sg, very nice, but ours is only IG for now.",
      "Trademark not registered yet. We are also thinking to bottle our kopi and sell in NTUC and Cold Storage, so need the branding to be proper before that.",
      "Customers mostly office workers 25 to 45 who grab breakfast before work, plus the uncles and aunties who are regulars since last time. Now also got many young people coming for the heritage feel, they take photo for IG.",
      "Style I like nostalgic but clean, like the old kopitiam enamel signboard and the marble table, but don't until so old-fashioned. Modern heritage, can or not?",
      "Oh sorry ah, just checked with my partner Marcus, he already filed the trademark with IPOS in December. So actually is application in progress already, not 'not registered'.",
      "Timeline wise, we need the new logo by 15/03/2026 latest, because our 3rd outlet in Punggol opening on 1st April and the signboard must be made before that. Kindly revert with your availability, thanks!"
    ],
    "whenAsked": {
      "colors_and_elements": "Colours honestly no idea yet leh. Want to see a few options from you first then we decide.",
      "need_registration_assistance": "No need, thanks. Marcus got a lawyer friend helping already.",
      "problem_need": "Now the logo on the signboard cannot read from far, and beside the other brands look very cheap. We want people to see it and know we are proper, got history.",
      "key_considerations": "Must keep the regulars feeling it's still the same Kopi Kaki, don't change until they cannot recognise us. And the logo must work small small on the paper cup and also big on the signboard.",
      "other_design_requirements": "Yes, the cups and takeaway bag, menu board and staff apron. Later the bottle label also.",
      "collaboration_notes": "Me and Marcus decide together. WhatsApp is easiest for us, weekly update ok.",
      "plans_after_project": "Punggol outlet in April, then bottled kopi in supermarket by end of the year, hopefully.",
      "other_preferences": "I like how Tiong Bahru Bakery and Chin Mee Chin look, simple but got character."
    },
    "otherwise": "No preference lah, you all decide can already.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "full rebrand",
          "new logo"
        ]
      },
      "products_or_services": {
        "said": 0,
        "text": [
          "kaya toast",
          "soft boiled eggs"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tiong Bahru",
          "Tampines"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "means buddy",
          "grandfather",
          "the people you drink kopi with"
        ]
      },
      "brand_website": {
        "said": 2,
        "text": [
          "@kopikaki.sg"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "office workers 25 to 45",
          "regulars",
          "young people"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "nostalgic but clean",
          "enamel signboard",
          "Modern heritage"
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
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "need_registration_assistance": {
        "said": "asked",
        "value": {
          "kind": "yes_no",
          "value": false
        }
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "cannot read from far",
          "look very cheap"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "regulars",
          "paper cup",
          "signboard"
        ]
      }
    }
  },
  {
    "id": "heldout110-packaging-en-polvoron-ube-jars",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hello good day! I am Tess, me and my husband Jun are having a small business here in Mississauga, \"Lola Pining's Kitchen\". We are making Filipino sweets, the recipe is from my lola (grandmother). We are searching a designer for the packaging because until now we are only using plain container with sticker we print at Staples.",
      "The products are two. First is polvoron, it is like a shortbread made of toasted flour, powdered milk and butter, each piece is wrapped in cellophane and you eat it as snack or as pasalubong (the gift you bring when you visit someone). Second is ube halaya, a purple yam jam, you can spread on pandesal or eat as dessert with spoon.",
      "For the size: the polvoron we put 12 pieces in one box, each piece is around 20 grams. The ube halaya is in a jar of 340 ml. We are thinking: a box for the polvoron, the jar with a wrap-around label for the ube, and also one gift set for Christmas with both inside.",
      "What is special: all is homemade in small batch, we use real ube, not ube flavoring or food colour like the ones you see in the big Asian grocery. And the recipe is 3 generations already. Our customers they always say it taste like home in Pampanga.",
      "Our buyers are mostly Filipino families here in the GTA, the titas and lolas buying for pasalubong, but also more and more the young Filipino-Canadians and their non-Filipino friends who see ube on TikTok. We sell in Filipino grocery stores, at weekend markets like the Kababayan market, and on our Instagram we take orders for pick up. The commercial kitchen we are renting is in Brampton, but we are only there on baking days.",
      "Style we like is modern but still feel Filipino, not too kitschy. Like a little bit of the old capiz window pattern or the banig weave, but clean. Colour of course purple for the ube, maybe with gold or cream. We don't want the Philippine flag colours everywhere, it's too much.",
      "Ay sorry, correction on the polvoron box. Jun tested the new molder last night and the pieces come out bigger, so it will be 10 pieces per box, not 12, around 25 grams each. The ube jar stays 340 ml.",
      "We like to have the design ready by March 15, because we will print before the Filipino Heritage Month markets in June and the printer needs time. Is that possible po?"
    ],
    "whenAsked": {
      "preferred_materials": "Honestly we don't know yet. We like if it is eco-friendly like kraft but we need to see the cost first, so we are open for your suggestion.",
      "key_considerations": "Most important is the price per box, we are small so the packaging cannot be more expensive than the sweets haha. And the label must be correct for Canada, English and French both, with the allergen (milk, wheat) and the best before.",
      "problem_need": "The plain container look cheap beside the other products in the store, people don't notice us on the shelf.",
      "other_design_requirements": "If possible also a small thank you card to put inside the Instagram orders, and a round sticker for sealing the box.",
      "collaboration_notes": "Me and Jun decide together. We both work weekdays so video call on Saturday or Sunday is best for us.",
      "plans_after_project": "Next year we want to add turon and leche flan, and hopefully get into one of the bigger chains like Seafood City."
    },
    "otherwise": "Hmm we don't have preference for that one, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Filipino sweets",
          "packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Mississauga"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "polvoron",
          "ube halaya"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "bottle_jar",
            "label",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "real ube",
          "3 generations"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "Filipino families",
          "young Filipino-Canadians"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "Filipino grocery stores",
          "weekend markets",
          "Instagram"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "modern but still feel Filipino",
          "capiz"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "purple",
          "flag colours"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "10 pieces per box",
          "340 ml"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
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
          "price per box",
          "English and French",
          "allergen"
        ]
      }
    }
  },
  {
    "id": "heldout110-website-en-tuition-centre-booking",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi, I'm Melissa from BrightPath Learning Hub. We are a tuition centre for primary and secondary students, mostly Maths and Science. We are having 2 branches, Tampines and Jurong East. Our current website was done by my boss nephew back in 2019, now quite outdated already, on handphone it looks very messy.",
      "The link is www.brightpathhub.com.sg. Main thing we want is parents can book trial class online by themself. Now everything is by WhatsApp and phone, my admin staff cannot cope lah, especially during the Jan and June holidays. So basically we need a booking kind of website, not online shop.",
      "Pages we need: Home, About Us, Programmes (by level, P1 to P6 and Sec 1 to 4), Our Tutors, Timetable & Fees, Book a Trial Class, Testimonials, and Contact with both branch addresses. Language: English and Simplified Chinese, because a lot of the grandparents are the ones fetching the kids.",
      "Budget wise my boss approve around S$8,000. My friend's bakery website only cost them $2.5k, but I think ours more complicated because of the booking system right.",
      "Visitors are mostly parents, around 35 to 50, working, very busy, they check on phone during lunch or on the MRT. They care about results and tutor qualifications. Some are the students themself checking the timetable.",
      "Style wise we want clean and friendly, bright but not childish like kindergarten. Our logo colours are navy and orange so must use those.",
      "Timeline: we want to launch before the June holidays start, so go live latest 15/05/2026, can or not? May is when parents start to look for holiday programmes.",
      "Eh update on budget. Just now talk to my boss, he say since we want the booking with online payment also, can go up to S$12,000 max. So budget is 12k."
    ],
    "whenAsked": {
      "competitors": "Actually I never really go and check other centres' websites leh. Not sure who to look at, you all can suggest?",
      "key_considerations": "Most important the booking must sync with each branch timetable, cannot double book the same slot. Also must follow PDPA for the parents' and kids' details, kindly take note.",
      "other_design_requirements": "If can, help us take photos of the classrooms at both branches, the current ones very old and dark.",
      "collaboration_notes": "I am the main contact, but final say is my boss Mr Lim. Weekly update by WhatsApp or email is fine.",
      "plans_after_project": "Later maybe add a student portal where they can download worksheets and see their progress."
    },
    "otherwise": "No preference for that one, you all decide can already.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "tuition centre",
          "2 branches"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tampines",
          "Jurong East"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "brightpathhub.com.sg"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "book trial class online"
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
          "Programmes",
          "Timetable & Fees",
          "Book a Trial Class"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "English",
          "Simplified Chinese"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "parents",
          "tutor qualifications"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "clean and friendly",
          "not childish"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "navy and orange"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-15",
          "precision": "day"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 12000,
          "currency": "SGD"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "double book",
          "PDPA"
        ]
      }
    }
  },
  {
    "id": "heldout110-other-en-coffee-van-wrap",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hello! My name is Sanne, I am Dutch but I live in Galway since 6 years. Together with my partner Cian I run a coffee van called 'Hazel', it is an old Citroën HY that we are busy converting. We stand on the Salthill prom in the weekends and at markets and festivals in the summer.",
      "What we need: a full wrap design for the van (both sides, the back and the front), plus the menu board that hangs next to the serving hatch, and eventually a loyalty card. The actual van is just grey primer so it looks a bit sad now haha.",
      "The goal is that people recognise us from far away on the prom and at festivals, and that it looks like a place where you want to stand in the queue. Now people walk past because they think we are closed, or that it is a chipper.",
      "Our customers are walkers and sea swimmers in the morning, families in the weekend, and students and tourists at the summer festivals. Many are regulars who come every day after their swim at Blackrock.",
      "Style: I like the simple Dutch/Scandinavian way, hand-drawn but not too cute, something with the sea and the wind. No chalkboard-hipster look please, there are enough of those here.",
      "For timing: the van must be on the road for the season, so I would like the design to be ready the 17th of April. The other van on the prom, 'Bean There', they start already on 1 March, but we are not in such a hurry like them.",
      "Sorry, I just spoke with the wrap company, they need the van for two weeks and they are fully booked in April, so the design must be final already on 27/03. So 27 March, not 17 April.",
      "Oh and one more: I love the old Douwe Egberts tins and the packaging of Tony's Chocolonely, bold and a bit playful. That kind of energy. Can you send me an offer when you know more?"
    ],
    "whenAsked": {
      "colors_and_elements": "Colours I really don't know yet, honestly. Cian wants green, I want something else, we have to see some options first before we decide.",
      "key_considerations": "Most important: the design must work on the ribbed sides of the HY, the metal is corrugated, so text should not fall on the ribs. And on the menu board it must be easy to change the prices, every year everything becomes more expensive.",
      "collaboration_notes": "We decide together, but if we don't agree I have the last word, it was my idea in the first place. Email is best, I answer in the evening.",
      "plans_after_project": "If the season goes well, eventually a second van for Connemara in summer, or a small kiosk.",
      "number_of_visits": "One time at the van would be nice, so you see the shape in real life."
    },
    "otherwise": "No strong opinion about that, I trust you with it.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "coffee van",
          "Citroën HY"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Galway"
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
          "recognise us from far away"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "sea swimmers",
          "tourists"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "hand-drawn but not too cute",
          "sea and the wind"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-27",
          "precision": "day"
        }
      },
      "other_preferences": {
        "said": 7,
        "text": [
          "Douwe Egberts",
          "Tony's Chocolonely"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "ribbed sides",
          "easy to change the prices"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "last word",
          "Email"
        ]
      }
    }
  },
  {
    "id": "heldout110-residential-en-alamo-heights-ranch",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hello, good afternoon. My name is Mariana Treviño. We are searching a designer for our house, we bought it in November. Is a one-story house, detached with a yard, in San Antonio in the Alamo Heights area. We want to do a complete remodel before we move, the kitchen, the two bathrooms and all the floors.",
      "The house has 48 years more or less, it was built in 1978 and nobody touch it since then. It is 1,850 square feet, 3 bedrooms and 2 bathrooms, and the living and the dining are separated with a wall. My sister's house in Stone Oak is 2,400 sq ft and honestly ours feels even smaller than what it is, because of all the walls.",
      "We are 6 in the family: me, my husband Luis, my mother in law who lives with us, and 3 kids of 9, 6 and one is still baby (8 months).",
      "What is not working: the actual kitchen is very small and closed, I cannot see the kids when I cook. The bathrooms are very old, and my mother in law uses a walker so the bath tub is a big problem for her, she cannot enter.",
      "About our life, we cook a lot, every Sunday the family comes to eat, sometimes 15 persons in the house. My husband works from home 3 days in the week, he needs a door that closes because of the calls and the baby crying haha.",
      "The budget is of around 60k dollars for everything of the remodel, furniture not included.",
      "For the style we like modern but warm, with wood, not all white and grey like the houses of the flippers here. Cozy but clean, you know?",
      "Timing: we need to be living there before 10/08/2026, I mean the 10 of August, because the school of the kids starts that week and we are paying rent until then.",
      "Sorry, one correction about the money. I talked with my husband yesterday night and we can go until 75k maximum, not 60k. Eventually we add later a small room for my mother in law in the back, but that is not for now."
    ],
    "whenAsked": {
      "colors_and_elements": "Colours honestly I have no idea yet, we need to see options first. My husband and I don't agree, so better you show us some ideas.",
      "key_considerations": "Most important is that my mother in law can move safe in all the house: no steps, a shower without the border so she can enter with the walker, and handles. And the budget, we cannot pass it.",
      "important_collections": "My grandmother's dining table from Monterrey, is very big (for 10 persons), we want to keep it. And many plants.",
      "other_design_requirements": "Yes, we need help with the lighting and with storage in the kitchen, a pantry if possible.",
      "number_of_visits": "Maybe 3 or 4 times to the house is fine, in the weekend is better for us.",
      "collaboration_notes": "WhatsApp is the easiest for me. I write better than I talk in English, so messages are good. The decisions we take together me and Luis.",
      "plans_after_project": "Eventually the small room for my mother in law in the back, and the kids will need each one a room when they grow.",
      "distance": "We are in Alamo Heights, I don't know how far is your studio, maybe 20 minutes?"
    },
    "otherwise": "No preference for that, whatever you think is better is fine for us.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "complete remodel"
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
          "Alamo Heights"
        ]
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 48,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 1850,
          "unit": "ft2"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "3 bedrooms and 2 bathrooms"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "mother in law",
          "3 kids"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "kitchen is very small and closed",
          "bath tub"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "every Sunday the family comes to eat",
          "works from home"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "modern but warm"
        ]
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-08-10",
          "precision": "day"
        }
      },
      "budget": {
        "said": 8,
        "value": {
          "kind": "money",
          "amount": 75000,
          "currency": "USD"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "no steps",
          "shower without the border"
        ]
      }
    }
  },
  {
    "id": "heldout110-commercial-en-tanjong-pagar-tiffin",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi, good evening. I am Rajesh from Annapoorna Tiffin House. We are having 2 shops already, one at Serangoon Road and one at Jurong East, South Indian vegetarian food: dosa, idli, thali sets. Now we are opening our third outlet at Tanjong Pagar, corner unit in a shophouse, and we are looking for interior designer. Can or not?",
      "The new unit is 1,150 sq ft, ground floor, should fit about 40 pax. Our Serangoon Road shop is only 600 sq ft and always got queue outside, very cramped, so this time we want to do it properly.",
      "Tanjong Pagar is office area, so lunch crowd is mostly office workers, many Indian expats from the banks, also their Chinese and Malay colleagues who come for the thosai. Dinner and weekend more families. The main problem is lunch hour we must turn tables very fast, 45 min max, but people must still feel comfortable, not like food court.",
      "Our brand is about my mother's cooking, everything homestyle, no shortcuts. When customer walk in they should feel like they come to aunty's house for lunch, warm and welcoming. What makes us different from the other shops nearby: our batter is stone-ground fresh every morning, and we serve filter coffee the proper way in brass davara tumbler, not from machine.",
      "Style wise we like modern but still with Indian feel, not the kitsch type with too many elephants and gods pictures everywhere. Something like old Madras house, red oxide floor, wooden pillars. Colour I am thinking banana leaf green and some brass, avoid too much orange please.",
      "Budget for the renovation is SGD 180k including M&E, furniture we buy separately. Landlord gives us handover on 1st March, and we are targeting to open on 01/05/2026 (1 May).",
      "Important points: the kitchen must pass SFA licensing, and the exhaust for the tawa is very heavy, a lot of smoke. Also the shophouse is conservation building, so facade cannot change much, must follow URA rules.",
      "Sorry ah, update from landlord just now: handover is delayed to end March because previous tenant still doing reinstatement. So opening we push to 15/06/2026, mid June. Kindly take note and revert."
    ],
    "whenAsked": {
      "unique_design": "Signature feature ah... honestly no idea yet lah. That's why we are looking for designer, you all are the expert. Kindly suggest some options first, then we decide.",
      "expected_deadline": "Design we need to finalise latest by mid April, so contractor can start right after handover.",
      "other_design_requirements": "Yes, the signboard outside and the menu board also need. Our logo we keep, no change.",
      "number_of_visits": "Site visit maybe 2 or 3 times is ok, after handover only can enter the unit.",
      "collaboration_notes": "WhatsApp is best. I decide together with my wife Priya, she handles the finance side.",
      "plans_after_project": "If Tanjong Pagar do well, next year we are thinking one more outlet in the east, maybe Tampines, so design should be something we can repeat."
    },
    "otherwise": "No particular preference on that one, you all can advise.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "third outlet",
          "South Indian vegetarian"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tanjong Pagar"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 1150,
          "unit": "ft2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "office workers",
          "families"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "turn tables very fast"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "my mother's cooking",
          "aunty's house"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "stone-ground fresh every morning",
          "filter coffee"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "modern but still with Indian feel",
          "old Madras house"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "banana leaf green",
          "brass"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 180000,
          "currency": "SGD"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "SFA",
          "exhaust",
          "conservation building"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-15",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout110-exhibition-en-detroit-sensor-booth",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hello, my name is Katrin Vogel, I am responsible for marketing at Hallberg Sensortechnik Inc., we are the US daughter of a German company, our office is in Schaumburg near Chicago. We are searching a designer for our booth at Automate 2026, it takes place in Detroit in the Huntington Place. We will show our new optical sensors and a small demo line with a conveyor where the sensors detect the parts live.",
      "The fair goes from 22.06. until 25.06.2026. The set-up (in German we say Aufbau) we can start on 19.06., and the dismantling must be finished until 26.06. in the evening, then the hall must be empty. We have booked 6 x 9 m, so 54 m², it is an inline booth with the front side open.",
      "About the money: our colleagues in Stuttgart spent around 120.000 EUR for their stand on the Hannover Messe last April, but this is not our league. For us the budget is of around 45.000 USD for design and build, everything included.",
      "Who we want to reach: mainly plant engineers and automation managers from automotive and packaging factories, also system integrators which could become our distributors. Students come also of course, but they are not our target.",
      "Our brand stands for German precision but without arrogance, we want that visitors feel they can ask anything and we take time for them. Style: clean, technical, a little bit Bauhaus, much white space. Colours white and our blue (RAL 5015), please no chrome and no wood look, this is not fitting to us.",
      "For the demo line we need electricity for sure, maybe 3-phase, I have to check with our engineers. Water we don't need. Eventually we bring a coffee machine but this one works with a tank, so also only electricity.",
      "Ah, and one correction: I just got the mail from the organizer, they could offer us a corner booth and we took it. So it is now 9 x 9 m, 81 m², open to two sides. The actual plan with 54 m² is not valid anymore."
    ],
    "whenAsked": {
      "unique_design": "Honestly I have no idea yet, this is exactly why we are searching a designer. We want to see your proposals first and then decide.",
      "key_considerations": "Most important is that the demo line is visible from the aisle and still safe, the sensors have laser class 2, so we need a cover or a barrier. And the booth must be easy to transport and build again, we want to use it more than one time.",
      "problem_need": "The last years we were only inside the German pavilion with a small counter, and nobody remembered us after. Now we want to stand on our own feet and be seen as a real player in the US.",
      "other_design_requirements": "Yes, a roll-up for our office and the flyers for the new sensor series, and eventually some giveaways.",
      "expected_deadline": "The design we need until end of April, because the organizer wants the drawings for approval in May.",
      "collaboration_notes": "I am the contact person, but the final decision makes our managing director, Mr. Brandt. A video call every two weeks is enough for us.",
      "plans_after_project": "If it works well we want to reuse the booth for FABTECH in the autumn, maybe in a smaller version.",
      "number_of_visits": "Maybe two times meeting in person, the rest by Teams is fine."
    },
    "otherwise": "No special wish from my side, you can decide this.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "optical sensors",
          "demo line"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Huntington Place"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-06-22",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-06-19",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-06-26",
          "precision": "day"
        }
      },
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 45000,
          "currency": "USD"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "plant engineers",
          "automation managers",
          "system integrators"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "German precision but without arrogance",
          "take time for them"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "clean, technical",
          "Bauhaus"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "RAL 5015",
          "no chrome"
        ]
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
          "amount": 81,
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
          "visible from the aisle",
          "laser class 2",
          "easy to transport"
        ]
      }
    }
  },
  {
    "id": "heldout110-brand-zh-mak-bakery-hk",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好呀～我叫Karen，香港人，2022年同老公搬咗嚟台北。我哋喺中山區開緊一間港式餅店，想搵你哋幫手做成套品牌識別，logo、招牌、包裝貼紙都要，唔係淨係改個logo咁簡單。",
      "間舖叫「麥記餅室」，英文係Mak's Bakery。麥係我阿爺個姓，佢七十年代喺深水埗開餅舖，一做就做咗三十幾年。我細個放學成日喺舖頭幫手包蛋撻，所以想用返佢個名，將呢份手勢傳落去。",
      "主要賣蛋撻、菠蘿包、菠蘿油、雞尾包，飲品有絲襪奶茶同鴛鴦。中秋可能會出月餅禮盒，不過仲未確定。",
      "而家個logo係我自己用Canva砌嘅，好似台式麵包店咁，好多客入到嚟先知係港式，仲有人問我哋有冇肉鬆麵包😂 想個品牌一睇就知係香港嘢。網站暫時冇，只有IG：@makbakery.tpe",
      "商標方面：我阿哥喺溫哥華都開咗間「麥記」茶餐廳，佢嗰個已經喺加拿大註冊咗。不過台灣呢邊我哋仲未register，唔該你哋幫埋手申請，我哋對台灣嘅手續唔熟。",
      "客人主要有兩類：喺台灣嘅港人同馬來西亞華人，同埋25至40歲、去過香港旅行、鍾意懷舊嘢嘅台灣後生。風格想要七十年代香港舊式餅舖嗰種感覺，手寫招牌字、有啲老派，但唔好太老土，要有返啲現代感。",
      "時間方面，我哋預計3月中開幕，所以logo同招牌設計最好2月底前搞掂，因為招牌要提早落單去做。",
      "啊sorry，啱啱裝修師傅話水電要延遲，開幕改咗去4月初，咁設計3月15號前交就OK喇，唔使咁趕。"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色呢樣我同老公嗌咗好耐都未有結論😅 真係冇諗法，想睇吓你哋嘅提案先再揀。",
      "key_considerations": "最緊要係招牌字一定要有手寫嘅港式味道，唔好用電腦字型；另外logo縮細印喺蛋撻盒嘅貼紙上面都要睇得清楚。",
      "other_design_requirements": "名片、價錢牌同IG post template都想一齊做埋。",
      "collaboration_notes": "用LINE傾就得，一個禮拜update一次；最後拍板係我同老公一齊決定。",
      "plans_after_project": "如果生意OK，明年想喺台中開第二間分店，仲有出中秋月餅禮盒。",
      "other_preferences": "好鍾意香港「奇華餅家」舊時啲餅盒設計，仲有台北「微熱山丘」嗰種簡潔。"
    },
    "otherwise": "呢樣冇乜特別要求，你哋專業決定就得啦🙏",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "港式餅店",
          "成套品牌識別"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "中山區"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "阿爺",
          "深水埗"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "蛋撻",
          "菠蘿油",
          "絲襪奶茶"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "Canva",
          "一睇就知係香港"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "@makbakery.tpe"
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
      "target_audience": {
        "said": 5,
        "text": [
          "港人",
          "去過香港旅行"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "舊式餅舖",
          "手寫招牌字"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
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
          "手寫",
          "電腦字型"
        ]
      }
    }
  },
  {
    "id": "heldout110-packaging-zh-penang-kaya-jar",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi 你好，我是Wei Ling，檳城來的，嫁來台中五年了。我在西屯區有一個小小的工作室，自己做娘惹kaya醬（咖椰醬），之前都是在市集賣，現在想要正式做包裝，拿去店裡上架賣。想找你們幫忙設計包裝，可以嗎？",
      "產品就是kaya，用椰漿、雞蛋、椰糖跟斑蘭葉慢慢煮，要煮四個鐘頭醬子。我們馬來西亞人早餐都是塗在烤麵包上面，配半生熟蛋跟一杯kopi。開了要放冰箱，可以保存兩個禮拜。",
      "我們的特別是用100%新鮮斑蘭葉，不加色素、不加防腐劑，是我外婆的配方。台灣市面上的kaya很多是綠到很假的，或者太甜，我們的甜度比較低，吃得出椰糖的香味。",
      "規格是一罐淨重250g，玻璃瓶裝，瓶子上要有貼紙標籤。另外想做一個禮盒，一盒裝3罐，過年跟中秋送禮用。",
      "我媽在檳城巴剎賣的是用那種透明塑膠盒裝的，很便宜but看起來很cheap。我們這邊想用玻璃瓶，禮盒的話希望用牛皮紙或者可以回收的紙材，不要塑膠。",
      "銷售渠道主要是網店（Shopee跟我們自己的IG），還有台中幾間南洋雜貨店，週末還是會去審計新村的市集擺攤。客人多數是在台灣的大馬人、新加坡人，還有30到45歲、喜歡東南亞料理的台灣媽媽們。",
      "啊，更正一下，剛剛說的250g是舊的瓶子，新的玻璃瓶供應商那邊只有200g的，所以一罐是200g才對，禮盒還是一盒3罐。",
      "風格想要有娘惹的感覺，像檳城老屋的花磚那種，但是要乾淨、現代，不要太花。顏色可以用斑蘭綠配奶油色，不要大紅大金，太像過年的年貨了。"
    ],
    "whenAsked": {
      "expected_deadline": "時間還不確定leh，要等新瓶子的供應商確定出貨日期，我才知道什麼時候要印。確定了再跟你講。",
      "key_considerations": "最重要是標籤上面的成分跟保存方式要寫清楚，「開封後請冷藏」一定要很明顯，因為之前有客人放在外面放到壞掉。還有食品標示要符合台灣的法規。",
      "problem_need": "現在都是用手寫的貼紙，放在雜貨店的架上完全沒有人看到。",
      "other_design_requirements": "可能還要一個寄貨用的紙箱，跟一張小卡片，寫kaya的吃法。",
      "collaboration_notes": "LINE聯絡比較快，我自己決定就可以了。",
      "plans_after_project": "之後想出斑蘭戚風蛋糕跟椰糖的產品，包裝最好可以延續同一個系列。"
    },
    "otherwise": "這個我沒有特別想法lah，你們專業的看著辦就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "娘惹kaya醬",
          "上架"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "西屯區"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "椰漿",
          "斑蘭葉",
          "烤麵包"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "新鮮斑蘭葉",
          "不加色素",
          "外婆的配方"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label",
            "gift_set"
          ]
        }
      },
      "preferred_materials": {
        "said": 4,
        "text": [
          "玻璃瓶",
          "牛皮紙"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "Shopee",
          "南洋雜貨店",
          "市集"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "大馬人",
          "喜歡東南亞料理"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "200g",
          "3罐"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "娘惹",
          "花磚",
          "乾淨、現代"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "斑蘭綠",
          "奶油色",
          "大紅大金"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "冷藏",
          "食品標示"
        ]
      }
    }
  },
  {
    "id": "heldout110-website-zh-pilates-booking-sg",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi hi，我是Jasmine，新加坡人，在台北工作四年了。去年底跟我的partner在信義區開了一間普拉提工作室，叫「Core Kaki」，kaki是新加坡話朋友的意思。現在想做一個正式的網站，主要是給學生線上預約課程，can or not？",
      "現在還沒有網站leh，只有IG跟一個Linktree（linktr.ee/corekaki.tpe）。學生都是DM我們約課，每天回信息回到很累，上個月還double booking了兩次，很paiseh。",
      "網站要有：首頁、課程介紹、老師介紹、價目表、線上預約，還有FAQ。語言要中文跟English，因為我們差不多三成的學生是外國人。",
      "學生主要是25到45歲的上班族女生，住在或者在信義區上班的，還有一些expat。我朋友在新加坡開yoga studio，她的網站花了SGD 12k，講真台灣應該不用那麼貴吧哈哈。我們的預算大概18萬台幣左右。",
      "風格要乾淨、明亮、有活力，不要那種很zen很禪的感覺，我們比較年輕、fun一點。首頁最好可以放一段上課的視頻，照片的質量也要好。",
      "我們想3月20號前上線，因為4月開始要推春季新課程，要給學生一點時間先熟悉預約系統。",
      "Update一下：剛剛跟我partner討論過，她說預約系統很重要不要省，所以預算可以拉高到25萬，max就這樣了。"
    ],
    "whenAsked": {
      "competitors": "競爭對手的網站我們其實沒有認真看過leh，也不知道要參考哪個，你們可以推薦一下嗎？",
      "key_considerations": "最重要是預約系統要好用：可以線上付款、自動發確認信，學生可以自己改時間。還有手機版一定要順，我們的學生九成都是用手機上網的。",
      "colors_and_elements": "我們logo是珊瑚橘色，可以用這個當主色，其他的顏色不要太多。",
      "other_design_requirements": "想請你們幫忙拍老師跟教室的照片，文案我們自己寫就OK。",
      "collaboration_notes": "用LINE或email都可以，兩個禮拜開一次會update；最後是我跟partner一起決定。",
      "plans_after_project": "之後想加會員系統，還有賣課程套票的網店。"
    },
    "otherwise": "這個我們沒有特別的要求lah，你們決定就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "普拉提工作室",
          "線上預約"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "信義區"
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
          "linktr.ee/corekaki.tpe"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "回信息",
          "double booking"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "課程介紹",
          "老師介紹",
          "線上預約"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "中文",
          "English"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "上班族女生",
          "expat"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "乾淨、明亮、有活力"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 250000,
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
          "線上付款",
          "手機版"
        ]
      }
    }
  },
  {
    "id": "heldout110-other-zh-surf-mural-tshirt",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hey 你好！我是 Kevin，在 Sydney 長大的台灣人，三年前搬回來，現在在宜蘭頭城外澳開一間衝浪學校，叫 Salty Buddies。我們想找人幫我們設計一個 mural，畫在店門口那面牆上，還有 staff 跟學生穿的 T-shirt。Sorry 我中文打字有點慢 haha",
      "那面牆大概 6 米寬、3 米高，現在是白色的，很空，路過的人都不知道我們是衝浪學校 lol。我們想要它變成一個 landmark，讓人會停下來拍照打卡，然後 tag 我們。",
      "我們的 surfboard 都是跟 Gold Coast 一個 shaper 訂的，他們店的牆畫得超酷，heaps of colour，那種 vibe 我很喜歡。",
      "我們的學生 mostly 是台北來的上班族，25 到 40 歲，週末開車來學衝浪的 beginners，也有一些外國人跟背包客。",
      "Style 的話我想要 hand-drawn、有點像 retro 70s surf poster 的感覺，chill 一點，不要太 corporate，也不要那種 cartoon 可愛風。",
      "時間的話希望 5 月 1 號前畫好，因為 5 月開始就是旺季了。你們來頭城看牆 2 次 I think 應該 enough，一次量牆、一次看 sketch。",
      "Oh wait 我想了一下，應該要 3 次比較好，最後畫完你們要來 check 一下、touch up，順便請你們上一堂衝浪課 haha no worries。",
      "溝通的話我比較常用 WhatsApp 啦，LINE 也可以。Final decision 是我跟我的 business partner Amy 一起決定。"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色 honestly 我還沒有 idea，想先看你們的 sketch 再決定，sorry mate。",
      "key_considerations": "最重要是牆就在海邊，風很大又有鹽分，所以顏料一定要耐曬、防水，不然半年就掉色了。還有要把我們的 logo 放進去，但不要太大。",
      "plans_after_project": "如果效果好，明年想出一系列 merch，像帽子、貼紙、毛巾之類的。",
      "other_preferences": "我很喜歡 Patagonia 那種 illustration，還有 Byron Bay 那邊很多 surf shop 的手繪招牌。"
    },
    "otherwise": "嗯 no strong feelings on that，你們決定就好 👍",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "衝浪學校"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "頭城"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "mural",
          "T-shirt"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "不知道我們是衝浪學校",
          "打卡"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "台北來的上班族",
          "beginners"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "hand-drawn",
          "retro 70s surf poster"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "day"
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
        "said": 7,
        "text": [
          "WhatsApp",
          "Amy"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "耐曬",
          "防水"
        ]
      }
    }
  },
  {
    "id": "heldout110-residential-zh-hk-family-xindian",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好！唔好意思，我中文有時會夾雜廣東話，希望你睇得明🙏 我哋係香港人，兩年前搬咗嚟台灣，上個月啱啱買咗間中古屋，想搵designer幫手做全屋翻新。間屋喺新北市新店區，大坪林站附近，係電梯大樓，屋齡大約25年，權狀28坪。",
      "講個笑話，我哋以前喺香港住嗰層樓得450呎，細到連張書枱都擺唔落😂 所以28坪對我哋嚟講已經好大。屋企人有：我、老公、兩個仔（7歲同4歲），另外我媽咪每年會由香港過嚟住兩三個月。",
      "而家間屋係3房2廳1衛，得一個廁所，朝早四個人搶住用真係好麻煩。廚房係封閉式，冇窗好暗，收納位又唔夠。如果可以，想加多個廁所。",
      "生活方面：老公WFH，每日都要開Zoom meeting，需要一間獨立書房，唔想俾啲仔嘈到。我好鍾意煮嘢食，週末成日請朋友嚟屋企打邊爐。兩個仔就成日喺客廳地下砌Lego。",
      "風格我哋鍾意Muji嗰種簡約日系，多啲木紋，但唔好太冷冰冰。好花巧嘅歐式就唔啱我哋。",
      "預算方面，裝修連設計費我哋大概預咗250萬台幣。",
      "入伙時間最好7月15號之前，因為大仔9月要轉去新學校，想暑假有時間適應吓。",
      "啊，補充返預算嗰part：尋晚同老公傾過，決定加多啲，最多可以去到300萬台幣，300萬係上限。"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色呢……老實講我真係冇諗法，想睇吓你哋有咩建議先再決定。",
      "key_considerations": "最緊要係安全，兩個仔好曳，傢俬同櫃最好做圓角；另外大廈管委會規定裝修只可以星期一至五朝9晚5施工。",
      "important_collections": "老公有好多黑膠唱片，大概300張，仲有部唱盤，要有位擺。",
      "memorable_moments": "細個喺香港，成家人擠喺張摺枱度打邊爐，好熱鬧，希望新屋個飯廳都有呢種感覺。",
      "expected_deadline": "設計圖最好3月底前搞掂，先趕得切7月入伙。",
      "other_design_requirements": "系統櫃同燈光想一齊規劃，傢俬我哋自己揀，你哋俾啲意見就得。",
      "other_preferences": "好鍾意IG上面啲日本住宅，仲有無印良品嘅「無印之家」。",
      "number_of_visits": "去現場睇嘅話，兩三次應該夠，平日夜晚或者週末都得。",
      "collaboration_notes": "LINE或者WhatsApp都得，一個禮拜update一次就OK；大決定我同老公一齊拍板。",
      "plans_after_project": "將來我媽咪可能會長住，所以客房希望之後可以改做長者房。",
      "distance": "我哋喺新店，唔知離你哋有幾遠，網上開會都冇問題。"
    },
    "otherwise": "呢樣我哋冇咩特別諗法，交俾你哋專業判斷啦👌",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古屋",
          "全屋翻新"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "新店區"
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
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "ping"
        }
      },
      "target_audience": {
        "said": 1,
        "text": [
          "兩個仔",
          "媽咪"
        ]
      },
      "layout": {
        "said": 2,
        "text": [
          "3房2廳1衛"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "得一個廁所",
          "好暗",
          "收納位又唔夠"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "WFH",
          "打邊爐",
          "砌Lego"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "簡約日系",
          "木紋"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-15",
          "precision": "day"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 3000000,
          "currency": "TWD"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "圓角",
          "管委會"
        ]
      }
    }
  },
  {
    "id": "heldout110-commercial-zh-penang-kopitiam-chifeng",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi 你好！我叫 Hui Lin，是馬來西亞檳城人，在台灣住了8年了。我和我老公想在台北開一間南洋風的 kopitiam（就是我們馬來西亞的咖啡店啦），賣 kopi、kaya 吐司、nasi lemak 這些，也有做外帶打包。店面已經租好了，在大同區赤峰街，一樓，28坪。",
      "我表哥在吉隆坡開的那間 kopitiam 大概 1500 square feet，生意很好，我們很多想法都是參考他的。不過我們這間店比較深長，前面窄後面長，不知道要酱怎樣配置比較好。",
      "現在最頭痛的是：很多台灣人不懂 kopitiam 是什麼，經過門口以為是普通早餐店就走掉了。我們要的是客人一走進來就知道這是很道地的南洋味道，也想讓下午時段不要那麼冷清。",
      "客人的話主要是附近的上班族，25到40歲，早上買早餐、放工後來喝杯 teh tarik；還有在台灣的大馬人、新加坡人，想家的時候可以來吃。我們的品牌精神是「像回到阿嬤家的 kopitiam」，溫暖、熱鬧、不用拘束的。",
      "跟附近的咖啡廳不一樣的是，我們的 kopi 是用傳統布袋沖泡的，咖啡豆是自己用牛油和糖一起炒，這個台灣很少有。kaya 也是我媽媽的 recipe，每天自己煮。",
      "風格我想要老派南洋 feel，像檳城喬治市那些老店屋 (shophouse)，有花磚地板、大理石圓桌、木椅那種，但也不要做到太舊太破。顏色喜歡薄荷綠、奶油黃，不要太多黑色。",
      "預算的話，裝潢加設備我們抓 NT$180萬左右，質量要好一點，因為廚房設備會用很兇。",
      "開幕的話我們希望4月1號，剛好在清明連假前。",
      "啊 update 一下！剛剛房東 LINE 我，說交屋要延後，所以開幕日要改到 15/5，就是5月15號，4月1號不行了 😅"
    ],
    "whenAsked": {
      "unique_design": "Signature 的東西我暫時還沒有 idea 耶，想先聽聽你們有什麼建議，再決定 lah。",
      "key_considerations": "最重要是廚房的排煙，我們炒咖啡豆跟煮椰漿飯味道很重，樓上是住家，不想被投訴。還有座位至少要30個。",
      "expected_deadline": "設計圖最好2月底可以出來，這樣才來得及施工。",
      "other_design_requirements": "招牌和 menu 板也想一起設計，可以的嗎？",
      "other_preferences": "很喜歡檳城 Toh Soon Cafe 和新加坡 Ya Kun 那種老店的感覺。",
      "number_of_visits": "現場的話來看兩三次應該 OK 的。",
      "collaboration_notes": "平時跟我聯絡就好，LINE 最方便；大的決定要我和老公一起 confirm。",
      "plans_after_project": "如果做得好，明年想在台中開第二間。",
      "distance": "我不太清楚離你們多遠，可以線上開會也 OK 的。"
    },
    "otherwise": "這個我們沒有特別要求，你們專業的決定就好 lah。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "kopitiam",
          "nasi lemak"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "赤峰街"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "ping"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "不懂 kopitiam",
          "下午時段"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "上班族",
          "大馬人"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "阿嬤家",
          "溫暖"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "布袋沖泡",
          "牛油和糖"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "老派南洋",
          "shophouse",
          "花磚"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "薄荷綠",
          "奶油黃"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 1800000,
          "currency": "TWD"
        }
      },
      "opening_date": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-05-15",
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
          "排煙",
          "30個"
        ]
      }
    }
  },
  {
    "id": "heldout110-exhibition-zh-singapore-smarthome-booth",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi hi，我是 Jasmine，Singaporean，現在在台北 office 做 regional marketing。我們公司 HomeLoop 是做智能家居 (smart home) 的 IoT 產品，主要是智能門鎖、感應器和 hub。今年第一次參加 COMPUTEX，想找團隊幫我們設計和搭建展位。",
      "展會在南港展覽館1館，4樓。我們租了兩個標準攤位，就是 3x6，18平方米。去年我們在新加坡 Marina Bay Sands 參加另一個展，那時候的展位是 6x6，有 36 sqm，這次小很多，所以要很會利用空間 lah。",
      "時間的話：2/6 開幕（就是 June 2nd），展到 5/6。進場搭建是5月31號，撤場是6月5號展覽結束當晚。",
      "我們最想見到的是 distributors 和系統整合商 (SI)，特別是日本和東南亞的 buyer，不是一般 consumer。品牌的感覺是 'tech that feels like home'，想讓人走進來覺得很安心、很溫暖，不是冷冰冰的科技感。",
      "Style 方面想要簡潔、明亮，有點像 Muji 加 Apple Store 的感覺，用淺木色和白色。我有個 idea：在展位中間搭一個小小的 demo 客廳，客人可以用手機 app 開門、開燈，現場體驗，旁邊再放一個大屏幕播產品視頻。",
      "電的話一定要，demo 要很多插座，還有大屏幕，網路也要穩定。水就不用了，我們沒有做咖啡吧台。",
      "Sorry ah, update：剛剛 boss confirm 加租多一格攤位，所以變成 3x9，總共27平方米，can or not 重新 plan 一下？"
    ],
    "whenAsked": {
      "budget": "Budget 還沒 finalise，要等新加坡 HQ approve，大概下個月才知道，到時再 update 你們。",
      "key_considerations": "最重要是 demo 一定要 work，網路不能斷；還有主辦方規定展位高度不能超過2.5米，搭建一定要在進場當天完成。",
      "problem_need": "我們在台灣和日本的知名度還很低，想靠這次展會拿到至少20個 distributor 的 leads。",
      "competitive_advantage": "我們的產品可以同時支援 Matter 和 Zigbee，安裝很簡單，質量也比同價位的好。",
      "expected_deadline": "設計稿最好4月中可以 confirm，因為 HQ 那邊要時間 approve。",
      "other_design_requirements": "DM、名片架和 giveaway 也想一起設計，可以的話。",
      "other_preferences": "很喜歡 Google 和 Nothing 在 CES 的展位，很乾淨。",
      "number_of_visits": "開會的話兩三次就 OK，其他 online 就好。",
      "collaboration_notes": "我是主要聯絡人，最後 approve 的是新加坡的 CMO，每個禮拜 update 一次就可以。",
      "plans_after_project": "希望展位的 modules 之後可以 reuse，明年新加坡的展想再用。"
    },
    "otherwise": "這個我們沒有特別 preference，你們 decide 就好 lah。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "COMPUTEX",
          "智能門鎖"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館1館"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-02",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-05-31",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-05",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "distributors",
          "系統整合商"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "tech that feels like home",
          "安心"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "簡潔、明亮",
          "Muji 加 Apple Store"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "淺木色"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "demo 客廳",
          "大屏幕"
        ]
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
          "amount": 27,
          "unit": "m2"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "網路不能斷",
          "2.5米"
        ]
      }
    }
  },
  {
    "id": "heldout110-brand-ko-granville-bagel-mangwon",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 저는 Jenny Park 이라고 합니다. 캐나다 Vancouver 에서 자라서 한국어가 좀 어색할수 있어요, sorry in advance 😅 망원동에서 작은 bagel shop 을 오픈 준비중인데요, 완전 새로운 logo 랑 brand identity 전체가 필요해요. 가게 이름은 'Granville Bagel' 이에요.",
      "이름은 Vancouver 에 있는 Granville Island 에서 따왔어요. 어렸을때 주말마다 아빠랑 public market 가서 갓 구운 bagel 먹었던 기억이 있어서요. 그 feeling 을 망원시장 근처에서 다시 만들고 싶었어요.",
      "메뉴는 Montreal style bagel (꿀물에 삶아서 wood-fired oven 에 구워요), 직접 만든 cream cheese 6가지, 그리고 drip coffee 도 팔아요. 주말에는 bagel sandwich 도 할 계획이에요.",
      "Target 은 20대 후반~30대 직장인이랑 망원 놀러오는 couple 들이요. 요즘 한국에 bagel 집 너무 많이 생겼는데 다 비슷비슷하게 생겨서 ㅠㅠ 저희는 딱 보면 기억에 남는 logo 를 원해요. 솔직히 그게 제일 큰 problem 이에요, 눈에 안띄는거.",
      "Style 은 좀 warm 하고 hand-drawn 느낌? 너무 hip 한 minimal 말고요. 아 그리고 website 는 아직 없고 instagram 만 있어요: @granvillebagel.seoul\n참고로 연남동에서 카페 하는 제 친구가 (@yeonnam.slowbar) 여기 studio 추천해줬어요!",
      "Trademark 은 아직 안했어요. 이런거 처음이라 잘 몰라서... 혹시 도와주실수 있으면 너무 좋을것 같아요 🙏",
      "Schedule 은 3월에 soft opening 이라서 2월 말까지 logo 가 끝나면 좋겠어요.",
      "Oh wait, 방금 인테리어 실장님이랑 통화했는데 공사가 빨리 끝나서 opening 이 당겨졌어요 😭 간판 제작 시간 때문에 logo 는 2월 13일까지 꼭 필요해요. 가능할까요?"
    ],
    "whenAsked": {
      "colors_and_elements": "색깔은 솔직히 아직 no idea 에요. 몇가지 option 먼저 보고 정하고 싶어요.",
      "key_considerations": "제일 중요한건 간판이랑 paper bag, 컵 sleeve 에 다 잘 어울려야 된다는 거요. 그리고 작은 stamp 로 찍어도 잘 보여야 돼요.",
      "other_design_requirements": "간판, paper bag, 스탬프, menu board 도 같이 해주시면 좋겠어요.",
      "collaboration_notes": "저랑 남편이 같이 결정해요. 카톡으로 update 주시면 제일 편해요!",
      "plans_after_project": "잘되면 내년쯤 2호점이나 카페들한테 wholesale 도 생각중이에요.",
      "other_preferences": "Montreal 에 있는 St-Viateur Bagel 의 오래된 간판 느낌 너무 좋아해요."
    },
    "otherwise": "음 그건 특별히 생각해본적 없어요. 알아서 추천해주시면 좋을것 같아요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bagel shop",
          "brand identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "망원동"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "Granville Island",
          "public market"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "Montreal style bagel",
          "cream cheese",
          "drip coffee"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20대 후반~30대 직장인",
          "couple"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "기억에 남는 logo",
          "눈에 안띄는거"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "warm",
          "hand-drawn"
        ]
      },
      "brand_website": {
        "said": 4,
        "text": [
          "@granvillebagel.seoul"
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
      "need_registration_assistance": {
        "said": 5,
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-13",
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
          "paper bag",
          "작은 stamp"
        ]
      }
    }
  },
  {
    "id": "heldout110-packaging-ko-vietnamese-drip-coffee",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 저는 베트남 사람 이고 한국에 온지 8년 됐어요. 한국어 조금 틀려도 이해 부탁 드립니다^^ 남편이랑 같이 '란 카페 (Lan Cà Phê)' 라는 작은 온라인 커피 브랜드를 하고 있어요. 이번에 베트남 드립백 커피 새 제품을 패키지 디자인 맡기고 싶어요. 회사는 안산 원곡동에 있어요.",
      "제품은 베트남 로부스타 원두로 만든 드립백이에요. 베트남 사람들은 진하게 내려서 연유 넣고 얼음 넣어서 마셔요 (cà phê sữa đá). 그래서 이 제품은 드립백이랑 작은 연유 스틱을 같이 넣었어요. 원두는 닥락 (Đắk Lắk) 농장에서 직접 수입 하고, 로스팅은 부천에 있는 로스터리에 맡겨요.",
      "다른 드립백 이랑 다른 점은, 진짜 베트남 스타일 맛이에요. 한국 드립백은 대부분 아라비카 라서 연하고 산미 있는데, 저희는 다크 초콜릿 처럼 진하고 쓴맛이에요. 그리고 연유를 같이 넣어서 집에서도 바로 베트남 카페 맛을 만들 수 있어요.",
      "스펙은: 드립백 하나에 원두 12g, 연유 스틱 하나 20g. 한 박스에 10개 넣을 생각이에요. 드립백은 하나씩 개별 파우치로 포장 하고 바깥은 종이 박스요.",
      "판매는 스마트스토어, 쿠팡 그리고 주말에 가끔 플리마켓에서 팔아요. 손님은 베트남 여행 갔다온 20-30대 한국 사람이 제일 많고, 한국에 사는 베트남 사람들도 고향 생각 나서 많이 사요.",
      "디자인 느낌은 retro 한 베트남 느낌? 옛날 사이공 카페 간판 같은... 근데 너무 촌스럽지 않게 요즘 감성으로 해주세요. 색은 빨강 이랑 노랑은 베트남 국기 같아서 너무 많이 쓰지 말고, 진한 갈색 하고 크림색이 좋아요.",
      "아 그리고 하나 바꿔야 돼요. 남편 하고 다시 계산 해봤는데 10개는 가격이 너무 비싸져서, 한 박스에 7개 (일주일 세트) 로 바꿨어요. 드립백 12g 하고 연유 스틱은 그대로예요."
    ],
    "whenAsked": {
      "preferred_materials": "재활용 되는 종이 박스면 좋겠어요. 파우치는 커피 향 안 빠지게 알루미늄 들어간거요.",
      "expected_deadline": "날짜는 아직 안 정해졌어요. 와디즈 펀딩 심사 결과가 나와야 알 수 있어요, 미안해요.",
      "key_considerations": "식품 표시 (원산지, 유통기한, 알레르기 같은거) 한국 법에 맞게 꼭 들어가야 돼요. 그리고 택배로 많이 보내니까 박스가 튼튼해야 돼요.",
      "problem_need": "지금은 그냥 크라프트 봉투에 스티커만 붙여서 팔아서, 선물용으로는 잘 안 팔려요.",
      "other_design_requirements": "택배 박스 스티커하고 스마트스토어 상세페이지 이미지도 해주시면 좋겠어요.",
      "collaboration_notes": "디자인 결정은 저하고 남편이 같이 해요. 카톡으로 연락 주시면 돼요."
    },
    "otherwise": "그건 잘 모르겠어요. 디자이너님이 추천해 주시면 좋겠어요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "온라인 커피 브랜드",
          "드립백 커피"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "안산 원곡동"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "로부스타",
          "연유 스틱"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "진짜 베트남 스타일",
          "연유를 같이 넣어서"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch",
            "box"
          ]
        }
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "스마트스토어",
          "쿠팡",
          "플리마켓"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "베트남 여행 갔다온 20-30대",
          "한국에 사는 베트남 사람"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "retro",
          "사이공 카페 간판"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "진한 갈색",
          "크림색"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "7개",
          "12g"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "재활용",
          "알루미늄"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "식품 표시",
          "박스가 튼튼해야"
        ]
      }
    }
  },
  {
    "id": "heldout110-website-ko-seongsu-rehab-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "Hi, 안녕하세요. 저는 New York 에서 15년 살다가 작년에 한국 들어온 physical therapist Daniel Kim 입니다. 성수동에 1:1 pilates & rehab studio 를 3월에 open 하는데, website 를 새로 만들고 싶어서 연락드려요.",
      "Main goal 은 online 으로 바로 예약 받는 거예요. 지금은 카톡으로 한명 한명 schedule 잡고 있는데 너무 time consuming 하고 no-show 도 많아요. 그래서 booking system 이랑 deposit 결제까지 되는 site 가 필요합니다.",
      "Pages 는 이렇게 생각했어요: Home, About (저랑 강사 소개), Programs & Pricing, Booking, FAQ, 오시는 길. Blog 는 later 에 해도 될것 같아요.",
      "Clients 는 주로 30-50대 직장인, 허리나 목 통증 있는 office worker 들이랑 출산 후 회복 필요한 엄마들이요. 성수에 외국인도 많이 살아서 한국어랑 English 둘 다 필요해요.",
      "Style 은 clean 한데 clinical 하지만 차갑지 않은 느낌... 병원 같지 않고 boutique hotel 같은 calm 한 feel 이면 좋겠어요. 색은 sage green 이랑 beige 생각중이에요.",
      "Budget 은 일단 5백만원 정도 생각하고 있어요. 참고로 제 친구가 강남에서 clinic 하는데 걔는 website 에 3천만원 썼다고 해서 깜짝 놀랐어요 😅 저희는 그렇게는 못해요.",
      "Studio open 이 3월 16일이라서 website 는 그 전주, 3월 9일까지 live 되면 좋겠어요.",
      "Update on budget — 제 business partner 랑 얘기해봤는데 booking system 이 제일 중요하니까 7백만원까지는 쓸 수 있어요. 그게 max 예요."
    ],
    "whenAsked": {
      "url": "아직 website 는 없어요. 지금은 naver place 만 있어요.",
      "competitors": "솔직히 competitor 들은 아직 research 못 했어요. 먼저 몇 개 보여주시면 좋겠어요.",
      "key_considerations": "Mobile 에서 예약이 진짜 쉬워야 돼요, 3 click 안에. 그리고 고객 건강 정보 같은 개인정보 보호가 잘 되어야 해요.",
      "other_design_requirements": "Logo 는 이미 있어요. 대신 studio 사진 촬영이랑 English copywriting 도 도와주시면 좋겠어요.",
      "collaboration_notes": "매주 한번 zoom 으로 update 해주세요. 최종 결정은 저랑 partner 둘이 같이 해요.",
      "plans_after_project": "나중에는 online class 랑 회원권 결제 기능도 추가하고 싶어요."
    },
    "otherwise": "그건 딱히 preference 없어요. 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "pilates & rehab studio"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "성수동"
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
          "online 으로 바로 예약",
          "no-show"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "Programs & Pricing",
          "Booking",
          "FAQ"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30-50대 직장인",
          "출산 후 회복"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "한국어",
          "English"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "clinical 하지만 차갑지 않은",
          "boutique hotel"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "sage green",
          "beige"
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
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 7000000,
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
          "3 click",
          "개인정보"
        ]
      }
    }
  },
  {
    "id": "heldout110-other-ko-jeonju-walking-map",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하십니까. 저는 미국에서 온 Mark Sullivan 이라고 합니다. 전주에 산 지 10년 되었습니다. 한국어를 학원에서 배워서 조금 딱딱할 수 있습니다, 양해 부탁드립니다. 저는 전주 한옥마을에서 외국인 관광객을 위한 walking tour 회사 '골목 Walks' 를 운영하고 있습니다.",
      "이번에 디자인을 부탁드리고 싶은 것은 손으로 그린 느낌의 접는 종이 지도 (illustrated map) 입니다. 그리고 지도 뒷면에 stamp rally 카드도 넣고 싶습니다. 골목 가게 10곳에서 도장을 받으면 작은 선물을 주는 방식입니다.",
      "지금의 문제는, 손님들이 투어 끝나고 혼자 다닐 때 길을 잃어버리는 것입니다. Google Maps 가 한국에서는 잘 되지 않으니까요. 그리고 투어가 끝나면 저희 회사를 기억 못 하는 것 같습니다. 작년에 다른 분이 만든 지도가 있었는데 (2025년 5월에 인쇄했습니다), 글씨가 너무 작고 영어 번역도 틀린 것이 많았습니다.",
      "손님은 대부분 미국, 유럽, 호주에서 온 30-60대 개인 여행자입니다. 한국 음식과 전통 문화에 관심이 아주 많은 분들입니다. 한국어는 거의 못 하십니다.",
      "스타일은 따뜻한 수채화 느낌을 원합니다. 옛날 여행 guidebook 같은 vintage 느낌이 있으면 더 좋겠습니다. 색은 한지 같은 아이보리 바탕에, 기와의 먹색 하고 단청의 주황색 포인트가 있으면 좋겠습니다.",
      "일정은 봄 성수기 전에 인쇄를 해야 합니다. 디자인은 3월 20일까지 완성되면 감사하겠습니다. 그리고 전주에 직접 오셔서 골목을 같이 걸어 보시면 좋겠습니다. 두 번 정도 와 주실 수 있습니까?",
      "죄송합니다, 방문 횟수를 정정하겠습니다. 가게 사장님들하고도 만나셔야 해서, 세 번 와 주시면 좋겠습니다. 교통비는 저희가 드리겠습니다."
    ],
    "whenAsked": {
      "key_considerations": "영어 표기가 정확해야 합니다. 그리고 비가 와도 괜찮게 종이가 튼튼하면 좋겠습니다. 가게 이름은 사장님들 허락을 받고 넣어야 합니다.",
      "collaboration_notes": "그것은 아직 잘 모르겠습니다. 직원이 한 명 더 있는데 누가 담당할지 아직 정하지 않았습니다.",
      "other_preferences": "교토에 있는 친구의 투어 회사 지도를 참고하시면 좋겠습니다. 링크를 보내드리겠습니다.",
      "plans_after_project": "반응이 좋으면 내년에 경주 투어도 시작하고, 같은 스타일로 지도를 만들고 싶습니다."
    },
    "otherwise": "그 부분은 특별히 원하는 것이 없습니다. 전문가님께서 정해 주시면 따르겠습니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "walking tour"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전주 한옥마을"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "접는 종이 지도",
          "stamp rally"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "길을 잃어버리는",
          "기억 못 하는"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30-60대 개인 여행자",
          "전통 문화"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "수채화",
          "vintage"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "아이보리",
          "먹색",
          "주황색"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day"
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
        "said": "asked",
        "text": [
          "영어 표기",
          "종이가 튼튼"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout110-residential-ko-gyopo-seongsan-remodel",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "Hi 안녕하세요! 저는 Jenny 라고 해요. LA에서 자라서 한국어가 좀 어색할수도 있어요, sorry in advance 😅 저희가 이번에 마포구 성산동에 오래된 아파트를 샀어요. 전체 리모델링 (full gut renovation) 하고 싶어서 연락 드렸어요.",
      "집은 32평이고 방 3개, 화장실 2개, 거실 하나 있어요. 1998년에 지은 건물이라 지금 28년 됐어요. 엘리베이터는 있는데 좀 old 해요 ㅎㅎ",
      "제일 큰 problem 은요, 창문이 너무 오래돼서 겨울에 외풍이 엄청 심해요. 그리고 부엌이 완전 closed 되어 있고 어두워서 요리할때 너무 답답해요. 수납공간도 너무 부족해서 지금 박스들이 그냥 베란다에 쌓여있어요.",
      "같이 사는 사람은 저, 남편 (미국사람이에요), 4살 딸, 그리고 golden retriever 한마리요. 남편은 미국 회사 remote 로 일해서 밤에 미국 시간으로 call 이 많아요. 그래서 문 닫히는 조용한 home office 가 꼭 필요해요. 저는 요리하는거 좋아하고 주말엔 친구들 불러서 brunch 자주 해요.",
      "스타일은 California casual 같은 느낌? 밝고, 따뜻하고, 자연광 많이 들어오는 집이요. 너무 hotel 같은 차가운 minimal 은 싫어요. 미국에서 살던 집이 그런 느낌이었어서 좀 그리워요 ㅎㅎ",
      "예산은요… 제 언니가 작년에 분당에 40평 아파트 리모델링 했는데 1억 5천 들었다고 하더라구요. 저희는 그정도는 어렵고, 8천만원 정도 생각하고 있어요.",
      "이사는 6월 30일 전에 꼭 들어가야 돼요. 지금 사는 officetel 렌트 계약이 그날 끝나거든요.",
      "아 그리고 아까 예산 말씀드린거 update 할게요! 어제 남편이랑 다시 계산해 봤는데 창호 교체까지 하려면 8천은 부족할것 같아서, 1억까지 가능해요. 1억이 max 예요."
    ],
    "whenAsked": {
      "colors_and_elements": "색깔은 솔직히 아직 잘 모르겠어요. 샘플이랑 옵션 몇개 보고 나서 정하고 싶어요, 지금은 no idea 예요.",
      "key_considerations": "강아지가 미끄러지지 않는 바닥재가 제일 중요해요. 딸 때문에 가구 모서리 안전도 신경 써주세요. 그리고 아랫집 할머니가 층간소음에 좀 예민하세요.",
      "important_collections": "남편 vinyl record 가 한 500장 정도 있어요. 턴테이블이랑 같이 둘 자리 있으면 좋겠어요.",
      "memorable_moments": "LA 집에서 아침에 부엌 island 에 다같이 앉아서 pancake 먹던 거요. 그런 아침이 다시 있었으면 좋겠어요.",
      "expected_deadline": "디자인은 3월 중순까지는 끝나야 공사 시작할 수 있을것 같아요.",
      "other_design_requirements": "붙박이장이랑 조명도 같이 봐주시면 좋겠어요. 가구는 저희가 고를게요.",
      "collaboration_notes": "카톡으로 연락 주시면 제일 편해요. 남편은 한국어를 못해서 큰 결정할때 영어 자료 있으면 너무 감사할것 같아요.",
      "number_of_visits": "현장 미팅은 2-3번 정도면 될것 같아요.",
      "plans_after_project": "2-3년 후에 둘째 생각도 있어서, home office 를 나중에 아이방으로 바꿀수 있으면 좋겠어요.",
      "distance": "스튜디오가 어디인지 잘 몰라서요, 저희는 마포구 성산동이에요."
    },
    "otherwise": "음 그건 특별히 생각 안해봤어요, 전문가님이 추천해 주세요!",
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
          "성산동"
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
          "unit": "pyeong"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "방 3개",
          "화장실 2개"
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
      "problem_need": {
        "said": 2,
        "text": [
          "외풍",
          "어두워서",
          "수납공간"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "4살 딸",
          "golden retriever"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "remote 로 일해서",
          "home office",
          "brunch"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "California casual",
          "자연광"
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
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 100000000,
          "currency": "KRW"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "미끄러지지 않는 바닥재",
          "층간소음"
        ]
      }
    }
  },
  {
    "id": "heldout110-commercial-ko-italian-pizzeria-gwangan",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 저는 마르코 입니다. 이탈리아 사람이고 한국에 산지 8년 됬어요. 한국어가 조금 이상 할 수 있습니다, 양해 부탁 드려요. 부산 수영구 광안동에 나폴리 피자 가게를 오픈 할려고 합니다. 인테리어 디자인 해주실 곳 찾고 있어요.",
      "지금은 해운대에 있는 호텔 이탈리안 레스토랑에서 셰프로 일 하고 있어요. 거기는 너무 fancy 하고 비싸서, 제 가게는 반대로 편하게 올 수 있는 곳 하고 싶어요. 가게 크기는 25평 입니다. 1층이고 바다 쪽으로 창문 있어요.",
      "제 가게 이름은 'Casa Mia' — 우리 집 이라는 뜻 이에요. 손님이 들어오면 나폴리 할머니 집 부엌에 온 것 처럼, 따뜻하고 조금 시끄럽고 행복한 느낌 이었으면 좋겠어요.",
      "손님은 광안리 놀러 오는 20-30대 커플, 친구들, 그리고 동네 가족 손님 입니다. 외국인 관광객도 많아요. 근처에 피자집 많지만 거의 다 미국식 이에요. 저는 진짜 나폴리 방식으로, 반죽 48시간 숙성 하고 장작 화덕에서 90초 구워요. 이것이 제 차별점 입니다.",
      "제일 중요한 것: 화덕 (wood-fired oven)을 가게 가운데에, 손님이 다 볼 수 있게 두고 싶어요. 이게 시그니처 입니다. 화덕 겉은 이탈리아에서 타일 모자이크로 직접 주문 할 거예요. 문제는 가게가 길고 좁아서 (long and narrow) 주방이랑 홀 동선이 안 좋고, 화덕 열기가 홀로 너무 많이 나올까봐 걱정 입니다.",
      "스타일은 rustic 하고 조금 vintage, 나폴리 골목 같은 느낌. 색깔은 terracotta, 레몬 노란색, 그리고 하얀 벽. 너무 modern 한 검정색, 회색 인테리어는 싫어요.",
      "아, 죄송합니다. 크기 정정 할게요. 오늘 부동산 사장님이랑 다시 확인 했는데, 25평은 계약 면적이고 실제로 쓰는 면적은 18평 이래요. 그러니까 18평으로 생각 해 주세요.",
      "오픈은 5월 1일 목표 입니다. 5월은 가정의 달이고 광안리에 사람 많아지기 시작 해서요."
    ],
    "whenAsked": {
      "budget": "예산은 아직 잘 모르겠습니다. 소상공인 대출 결과가 2월 말에 나와요. 그 다음에 말씀 드릴게요.",
      "key_considerations": "화덕 무게가 2톤 정도라서 바닥 보강 필요 할 것 같아요. 그리고 연통 (chimney) 설치는 건물주 허락 받아야 하고, 환기가 정말 중요 합니다.",
      "expected_deadline": "디자인은 3월 중순 까지 끝나면 좋겠어요. 공사 기간 필요 하니까요.",
      "other_design_requirements": "간판이랑 메뉴판 디자인도 같이 해 주시면 좋겠어요. 로고는 친구가 이미 만들었어요.",
      "other_preferences": "나폴리에 있는 'Da Michele' 피자집 분위기 정말 좋아해요. 단순하고 진짜 같은 느낌.",
      "number_of_visits": "현장 미팅은 3번 정도 괜찮 습니다.",
      "collaboration_notes": "디자인 얘기는 저랑 하시고, 계약이랑 서류는 제 와이프 (한국 사람) 가 담당 해요. 카톡 편해요.",
      "plans_after_project": "잘 되면 2년 후에 서면에 2호점 생각 하고 있어요.",
      "distance": "스튜디오 위치를 잘 몰라서 거리는 모르겠습니다."
    },
    "otherwise": "그 부분은 특별히 생각 없어요. 전문가 님이 추천 해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "나폴리 피자 가게"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "광안동"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "Casa Mia",
          "나폴리 할머니 집 부엌"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20-30대 커플",
          "동네 가족 손님",
          "외국인 관광객"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "48시간 숙성",
          "장작 화덕"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "가게 가운데",
          "타일 모자이크"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "길고 좁아서",
          "동선",
          "열기"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "rustic",
          "나폴리 골목"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "terracotta",
          "레몬 노란색",
          "검정색, 회색"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "pyeong"
        }
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
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
          "바닥 보강",
          "연통",
          "환기"
        ]
      }
    }
  },
  {
    "id": "heldout110-exhibition-ko-canadian-pettech-kintex",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "Hi there, 안녕하세요! 저는 Daniel Kim 이고 판교에 있는 pet tech startup '포근랩 (Pogeun Lab)' 에서 marketing lead 하고 있어요. 캐나다 밴쿠버에서 자라서 한국어 typing 이 좀 느려요 ㅎㅎ 이번에 저희가 'Seoul Pet Tech Expo 2026' 에 처음으로 단독 부스 나가게 돼서, booth design 이랑 시공 해주실 곳 찾고 있어요.",
      "저희 제품은 AI 자동 급식기랑 스마트 급수기에요. 카메라로 고양이/강아지 얼굴 인식해서 multi-pet 집에서 각자 먹는 양을 tracking 해주는게 핵심 feature 에요. 이번 전시에서 신제품 'Pogeun Feeder 2' 를 launch 할 예정이에요.",
      "작년에는 COEX 에서 한 펫쇼에 공동관으로 나갔는데, 그때는 부스비 포함해서 1,500만원 정도 들었어요. 근데 공동관이라 저희 brand 가 하나도 안 보였어요… 이번엔 제대로 해보고 싶어요.",
      "장소는 킨텍스 제2전시장 7홀이고, 부스는 일단 3m x 3m 기본 부스 하나 신청해놨어요. 전시는 4월 16일 (목) 부터 19일 (일) 까지 4일간이고, 세팅은 전날인 4월 15일에 들어갈 수 있대요.",
      "Target 은 basically 두 그룹이에요. 첫째는 펫샵, 동물병원 같은 B2B buyer 랑 distributor, 둘째는 고양이 여러마리 키우는 30대 맞벌이 집사들이요. Brand 로는 '바빠도 괜찮아, 우리가 챙길게' 라는 안심되는 느낌을 주고 싶어요. 부스에 들어오면 따뜻하고 믿음가는 tech 라는 느낌?",
      "Style 은 clean 하고 soft 한 느낌, 애플 스토어 + 무인양품 섞은 것 같은. 너무 차가운 하이테크 느낌은 no no 에요. 그리고 idea 가 하나 있는데, 부스 가운데에 작은 '캣타워 쇼룸' 을 만들어서 고양이 모형이 급식기 쓰는 장면을 live demo 로 보여주고 싶어요.",
      "Update! 방금 CEO 랑 얘기했는데 좀 더 투자해서 부스 두 개 붙여서 6m x 3m 로 가기로 했어요. 그러니까 18㎡ 요. 주최측에 추가 신청도 했어요.",
      "전기는 꼭 필요해요, demo 기계랑 TV screen 때문에. 물은 필요없어요. 예산은 디자인 + 시공 다 포함해서 3,000만원 (VAT 별도) 이에요."
    ],
    "whenAsked": {
      "exit_date": "철수 일정은 솔직히 아직 몰라요. 주최측 exhibitor manual 이 아직 안 나와서, 나오면 바로 공유 드릴게요.",
      "key_considerations": "Prototype 이 몇 대 있어서 도난이랑 파손 조심해야 하고, demo 기계 케이블 정리 깔끔하게 해주세요. 그리고 킨텍스 부스 높이 제한 꼭 확인 부탁드려요.",
      "colors_and_elements": "Brand color 는 warm coral 이랑 아이보리에요. 로고는 꼭 멀리서도 보이게 해주세요.",
      "expected_deadline": "디자인 시안은 3월 중순까지 confirm 하고 싶어요.",
      "other_design_requirements": "브로셔랑 작은 giveaway (간식 파우치?) 디자인도 같이 가능하면 좋겠어요.",
      "plans_after_project": "가능하면 부스를 재사용해서 하반기 부산 펫쇼에도 나가고 싶어요. 그래서 modular 하면 좋겠어요.",
      "collaboration_notes": "저랑 Slack 이나 email 로 소통하시면 되고, 최종 confirm 은 CEO 가 해요. 주 1회 update 부탁드려요.",
      "number_of_visits": "판교 오피스 미팅 2번 정도면 될 것 같아요.",
      "distance": "저희 오피스는 판교인데, 스튜디오에서 얼마나 먼지는 잘 모르겠어요."
    },
    "otherwise": "음 그건 딱히 preference 없어요, 추천해주시면 따를게요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Seoul Pet Tech Expo 2026",
          "단독 부스"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "brand 가 하나도 안 보였어요"
        ]
      },
      "address": {
        "said": 3,
        "text": [
          "킨텍스 제2전시장",
          "7홀"
        ]
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-16",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-15",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "B2B buyer",
          "distributor",
          "맞벌이 집사"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "안심되는 느낌",
          "믿음가는 tech"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "clean",
          "soft",
          "무인양품"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "캣타워 쇼룸",
          "live demo"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "water_electricity_supply": {
        "said": 7,
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 30000000,
          "currency": "KRW"
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "도난",
          "케이블 정리",
          "높이 제한"
        ]
      }
    }
  }
];
