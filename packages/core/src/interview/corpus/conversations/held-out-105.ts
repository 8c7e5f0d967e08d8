import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 105 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: numbers everywhere (prices per item, order
 * quantities, years in business, people's ages, opening hours, seat counts, street numbers, other budgets and sizes
 * around the brief's own values; in each, a value of another person, place, time or thing, one correction, and one or
 * two fields not known, filed as skipped). Written in session 58 by eight writers, all 21 conversations. First played
 * on 9026dc18 (the session's start), before any change it could have prompted: 203 of 267 facts (76.0 %), 9 wrong
 * values, 5 asked again (its areas' unit, written "sqm" by the writers as their brief had it, read as the engine's
 * "m2"), 0 loops, 0 off-type questions, at most 15 turns; on 75b0bafe (the session's rules from held-out 104, not from
 * this batch) the first Chinese file played the same. Three rules were then written after reading the first play of the
 * two Chinese conversations that came first (an option of another party named in the clause before, a year of work not
 * done, help left for a parent to decide), so the batch's later figures are not blind.
 */
/* Writer's note (en-US, batch 105)
 * - brand_design: a Vancouver mobile bike repair owner wants a full identity for Spoke & Mended, named after his grandpa's repair-shop motto, with noise numbers such as $95 tune-ups, $260 overhauls, 20-30 bikes a day, 11 years, 1742 Commercial Drive, 6 offices, 2,300 followers and 30 metres. Traps: competitor Pedal Doctor's site pedaldoctor.ca and its neon orange/black look (not brand_website). Correction: message 6 changes expected_deadline from end of March 2026-03-31 (message 4) to 2026-02-27. Unknown: need_registration_assistance.
 * - packaging_design: Owner of a small flaky sea salt company in Dartmouth, Nova Scotia wants tins (85g) plus a 3-tin gift set for a new applewood smoked salt, amid prices, jar volumes, market hours/booth number and tin dimensions. Traps: competitor Saltwest's stand-up plastic pouches at $9.99 (must not become packaging_form bag_pouch). Correction: message 7 changes expected_deadline from April 30 (message 6) to 2026-03-31. Unknown: preferred_materials.
 * - website: Owner of a 19-year-old swim school in Geelong, Australia wants a booking website with online term payment, amid kid counts, lesson prices, a phone number and term dates. Traps: brother-in-law's $4,500 cafe website in Torquay (must not become budget). Correction: message 6 changes languages from English only (message 5) to English, Simplified Chinese and Vietnamese. Unknown: budget.
 * - other: Couple running a taco truck from Onehunga, Auckland want a full vehicle wrap plus a side-hatch menu board, amid truck length, board size, tacos sold and taco prices. Traps: their old truck now run by a cousin as a coffee van in Tauranga (must not become address). Correction: message 6 changes colors_and_elements from hot pink and teal (message 5) to hot pink and marigold yellow. Unknown: preferred_style.
 * - residential_space: Dublin couple (Drumcondra, with a greyhound) gutting a 78 sqm, 26-year-old 2-bed apartment; lots of side numbers (flat 22, 4th floor, 40 units, paid 410k, 2 m counter, ages 34/33/7, 3 WFH days). Traps: sister's Galway house, 140 sqm and €90k spent. Correction: message 6 changes budget from €55,000 (message 3) to €75,000. Unknown: move_in_date.
 * - commercial_space: Brisbane gelato maker Priya moving from a market stall to a 62 sqm shopfront on Given Terrace, Paddington; side numbers (24 flavours, $6.50/$9 scoops, 180 litres a week, no. 187, 4 m wide, 12-pan display, 16 seats, open till 10pm). Traps: old 3x3 m market gazebo and previous tenant's $40k fitout. Correction: message 7 changes opening_date from 2026-09-05 (message 4) to 2026-09-26. Unknown: colors_and_elements.
 * - exhibition_space: Tash, co-owner of a small-batch Yarra Valley gin distillery, wants a booth for a drinks trade expo at the Melbourne Convention and Exhibition Centre (opens 18 May, move-in 16 May, $35,000 AUD), with noise numbers such as $89 a bottle, 700ml, 42% ABV, 12,000 bottles a year, a 300 litre still, 40 acres, 35 venues and a $9k booth last year. Traps: last year's Sydney show at ICC Darling Harbour on a 3x3 shell scheme (not address/space_size). Correction: message 6 changes space_size from 18 sqm (message 3) to 24 sqm. Unknown: exit_date.
 */
/* Writer's note (zh-TW, batch 105)
 * - brand_design: The granddaughter taking over a 39-year-old douhua shop in Tainan's West Central District (石臼伴) wants a full identity refresh; the story is full of numbers that are not brief values (1987, grandma aged 82, hours 10am-10pm, NT$45 a bowl, 300-400 bowls a day, 6-piece gift box at NT$490, 3,200 IG followers). Traps: her cousin's douhua shop in Fengshan, Kaohsiung, whose trademark was registered in 2024 (their own status is not_registered). Correction: message 7 changes expected_deadline from end of April 2026 (message 6) to 2026-05-20. Unknown: colors_and_elements, need_registration_assistance.
 * - packaging_design: A Sanxing (Yilan) scallion-farming couple needs packaging for their scallion-oil sauce; the numbers around it are not brief values (25 years farming, 2.3 ha, NT$280 a jar, 400 jars a month, 2 hours of frying, 9 cm jar, 1,000-box print minimum). Spec is 180g net, 24 jars per case. Traps: a friend's chili-sauce brand in Taichung that uses tins and kraft-paper boxes at NT$35 a can, which must not go into packaging_form or preferred_materials. Correction: message 7 changes packaging_form from bottle_jar+label+gift_set (message 4) to bottle_jar+label. Unknown: expected_deadline.
 * - website: A B&B owner in Xincheng, Hualien (6 rooms, 9th year, room rates NT$2,800/3,600, 15% OTA commission, 20% Japanese guests) wants a booking-capable site to replace the old free-builder one. Traps: a friend's Taitung B&B website that cost NT$120,000 and took 4 months (not this budget/place). Correction: message 7 changes budget from NT$60,000 (message 4) to NT$80,000. Unknown: competitors.
 * - other: Second-generation owner of a 2003-founded douhua shop in Tainan West Central District wants a new menu board (180x90 cm), A5 takeaway menu and delivery item images; prices, serving counts, ages and sizes are noise. Traps: aunt's shop in Fengshan, Kaohsiung with a green-background white-text menu that cost NT$25,000 (not this address/colours). Correction: message 7 changes expected_deadline from end of March 2026 (message 5) to 2026-03-15. Unknown: colors_and_elements.
 * - residential_space: a 34-year-old couple with a 9-year-old Shiba renovating a 22-year-old second-hand 34-ping elevator-building flat in Beitun, Taichung, noisy with floor, rent, labour-rate, age and comic-count numbers. Traps: her sister's 28-ping Nantun flat that cost NT$2.1M. Correction: message 7 changes budget from NT$1.5M (message 3) to NT$1.8M. Unknown: colors_and_elements.
 * - commercial_space: a 12-year-old Tainan handmade douhua shop (NT$45 a bowl, 300 bowls a day) moving to a 23-ping shop near Zhengxing St in West Central District. Traps: the old Anping shop's 12 ping and 8 seats. Correction: message 7 changes opening_date from 2026-04-01 (message 5) to 2026-04-18. Unknown: budget.
 * - exhibition_space: third-generation Lugu oolong tea family (founded 1978, NT$900 per 150 g can) booking an 18 m² (3x6) booth at Food Taipei, Nangang Exhibition Center Hall 1, budget NT$600k, open 6/24, move-in 6/22. Traps: last year's 3x3 booth at the Taichung tea expo that cost NT$350k. Correction: message 8 changes water_electricity_supply from electricity_only (message 6) to both. Unknown: exit_date.
 */
/* Writer's note (ko-KR, batch 105)
 * - brand_design: Owner of an 8-year-old banchan (side-dish) shop "엄마손찬방" in Daegu Suseong-gu wants a full rebrand because the old logo looks dated on delivery apps; numbers include pack prices 4,000–6,000원, 300 packs/day, mother aged 72, 40% app orders, opening hours, a phone number. Traps: competitor "반찬명가" spent 800(만원) on its redesign; 2nd-branch soft-opening date April 15 is not the deadline. Correction: message 6 changes expected_deadline from 2026-03-31 (message 4) to 2026-04-10. Unknown: colors_and_elements.
 * - packaging_design: Grandson of a Yesan (Chungnam) mill running since 1978 wants a label and gift-set packaging for cold-pressed raw perilla oil; numbers include 18,000원 per bottle, first run 500 sets, 180ml/200ml bottles, 3 bottles per set. Traps: cousin's sesame oil sells 2,000/month on Coupang (not a channel for this brand). Correction: message 6 changes specification from 180ml bottles (message 2) to 200ml 3병. Unknown: preferred_materials.
 * - website: Owner of a 3-year-old Pilates studio in Suwon Yeongtong (120 members, 8 machines, 30+ no-shows/month, class prices) wants a booking website to cut no-shows. Traps: a friend spent 1,200(만원) on her Gangnam studio site. Correction: message 7 changes budget from 3,000,000 KRW (message 4) to 4,500,000 KRW. Unknown: competitors.
 * - other: A Gwangju tteokbokki food-truck owner (5 years) needs a wrap design and menu board for a new 1-ton truck; numbers include menu prices, 30 trucks at festivals, 9pm crowd. Traps: truck is being converted at a body shop in Suncheon (not the business address, which is Sangmu-jigu). Correction: message 7 changes expected_deadline from 2026-03-14 (message 6) to 2026-04-04. Unknown: collaboration_notes.
 * - residential_space: A couple with a 9-year-old daughter and two cats bought a 31-year-old 32-pyeong apartment in Bundang Jeongja-dong and want a full remodel with much more storage (books, piano). Traps: their current Suwon jeonse flat is 24 pyeong; a coworker's remodel cost 4,500만원 (plus noise numbers: building 103, 11th floor, 800 books, balance-payment date Feb 27, work from early March). Correction: message 6 changes budget from 6천만원 (message 3) to 7천만원. Unknown: colors_and_elements.
 * - commercial_space: A Pilates studio owner from Beomeo-dong, Daegu opens a 42-pyeong second branch in Hwanggeum-dong with roomier changing/shower rooms and reformers lined along the glass wall. Traps: the first branch in Beomeo-dong (25 pyeong, 6 reformers) and a nearby chain studio's 12-person classes (plus lesson prices, 6:30 class, 8 people in the changing room). Correction: message 6 changes opening_date from 2026-05-04 (message 4) to 2026-06-01. Unknown: budget.
 * - exhibition_space: A small Yangpyeong makgeolli brewery takes an 18 m² double booth at a liquor fair in COEX Hall B, 25,000,000 KRW, open May 14, move-in May 13, aimed at department-store MDs and hotel/restaurant buyers. Traps: last year's BEXCO booth (9 m², 1,200만원) (plus bottle prices, 30,000 bottles a year, 500 tastings a day, fair end date May 17). Correction: message 6 changes water_electricity_supply from electricity_only (message 4) to both. Unknown: exit_date.
 */
export const hundredAndFifthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout105-brand-en-vancouver-mobile-bike-repair",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "hey! I run Spoke & Mended, a mobile bike repair service in Vancouver. We drive to you and fix your bike in your driveway or at your office. I've been a mechanic 11 years, the business is 3 years old. Need a proper logo + full identity, right now our logo is something I made in Canva at 2am lol",
      "Services: basic tune-ups ($95), full overhauls ($260), flat fixes, e-bike servicing, and corporate fleet days where we set up at an office and do 20-30 bikes in a day",
      "The name: my grandpa had a repair shop at 1742 Commercial Drive and his motto was 'nothing's too broken to be mended'. Spoke for bikes, Mended for him.",
      "Problem is we look like a side hustle. We pitched 6 tech offices last fall and half of them asked if we're even insured. I want us to look as trustworthy as a real shop but still friendly",
      "We're getting our 2 vans wrapped (a 3rd van arrives in June) so ideally the logo's done by end of March",
      "Customers are mostly commuters 25-45 who ride every day and can't spare a day without their bike, plus office managers booking fleet days",
      "ugh just checked, the wrap shop can only fit us in March 9 and they need final files 10 days before, so logo has to be final by Feb 27 latest",
      "Insta is @spokeandmended.yvr (about 2,300 followers), no website yet. And please don't make us look like Pedal Doctor, the other mobile guys, pedaldoctor.ca, all neon orange and black with a wrench crossed over a wheel"
    ],
    "whenAsked": {
      "registration_status": "Not trademarked, no. The business name is registered with BC but that's it.",
      "need_registration_assistance": "Hmm not sure yet, I'd need to check what that costs first and talk to my accountant.",
      "preferred_style": "Clean and sturdy, kind of a vintage workshop feel like an old enamel sign, but modern enough to not look out of place in a tech office lobby.",
      "colors_and_elements": "Forest green and cream, maybe a brass accent. Would love a spoke or a little needle-and-thread nod to 'mended'. Avoid orange.",
      "key_considerations": "It has to read from 30 metres away on a moving van and still work tiny as an Instagram avatar.",
      "other_design_requirements": "Van wrap layout, business cards, and a work order / invoice template.",
      "other_preferences": "I like the old Brooks saddle branding and those classic enamel bike shop signs.",
      "collaboration_notes": "Email's best, a check-in every week or so. Final call is me and my partner Dani.",
      "plans_after_project": "Third van in June, and maybe a small storefront in Mount Pleasant in 2027.",
      "number_of_visits": "One in-person meeting would be nice, the rest can be online.",
      "distance": "About 15 minutes' drive from downtown, we're in East Van."
    },
    "otherwise": "No particular preference, open to ideas.",
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
          "Vancouver"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "tune-ups",
          "full overhauls",
          "e-bike servicing"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "grandpa",
          "nothing's too broken to be mended"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "look like a side hustle",
          "trustworthy"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "commuters",
          "office managers"
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
      "brand_website": {
        "said": 7,
        "text": [
          "@spokeandmended.yvr"
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
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "vintage workshop",
          "enamel sign"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Forest green and cream",
          "Avoid orange"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "30 metres away",
          "Instagram avatar"
        ]
      }
    }
  },
  {
    "id": "heldout105-packaging-en-halifax-smoked-salt-tins",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -240,
    "messages": [
      "Hi! I run Kelp & Cove Salt Co. in Dartmouth, Nova Scotia. We pump sea water off the Eastern Shore and evaporate it down into flaky salt. Been at it 6 years, started with a folding table at the market lol. Now we're redoing our packaging for a new smoked line.",
      "The product is an applewood smoked flaky sea salt. It's a finishing salt, so you pinch it on at the end (steak, tomatoes, even caramel), you don't cook with it.",
      "For context our plain salt goes for $12 a jar and we move about 1,800 jars a month. The smoked one will probably retail at $16.",
      "Spec-wise each tin holds 85g of salt, the tin is about 7.5 cm across and 4 cm tall. We also want a gift set with 3 tins (plain, smoked, seaweed) for the holidays.",
      "Our biggest competitor, Saltwest, sells theirs in stand-up plastic pouches for $9.99. We really don't want to look anything like that.",
      "We sell through our own website, the Halifax Seaport Farmers' Market on Saturdays (7am-1pm, booth 42), and about 15 specialty grocers across the Maritimes.",
      "Timing: ideally the designs would be done by April 30 so the tins get printed before tourist season.",
      "Ugh scratch that, I just heard back from our tin printer in Ontario, they need files 6 weeks before the run. So we need the designs done by March 31 instead.",
      "What makes us different: hand-harvested in tiny batches, cold-smoked over local Annapolis Valley applewood for 48 hours, and zero anti-caking agents."
    ],
    "whenAsked": {
      "target_audience": "Home cooks who care where their food comes from, mostly 30 to 60, plus a lot of tourists looking for a Nova Scotia gift to bring home.",
      "preferred_style": "Coastal but not kitschy, no lighthouses please. Something like an old apothecary label mixed with a nautical chart.",
      "colors_and_elements": "Deep navy and a warm smoky amber. Would love a fine-line drawing of the shoreline. Avoid anything neon.",
      "preferred_materials": "Honestly I don't know yet, I have to check with the tin supplier what finishes they can do before I say.",
      "key_considerations": "The tin lid has to be easy to open with salty fingers, and we need room for the bilingual English/French labelling that the grocers require.",
      "problem_need": "Right now our jars look homemade next to the fancy brands, we want to look premium enough for gift shops.",
      "other_design_requirements": "A shelf-talker card for the grocers would be great, and maybe a shipping box insert.",
      "other_preferences": "We love how Maldon and Jacobsen Salt Co. look, clean and confident.",
      "collaboration_notes": "Email is easiest, an update every week or two is fine. My partner Jen and I decide together.",
      "plans_after_project": "Next year we want to add a seaweed seasoning blend and get into a couple of stores in Boston.",
      "number_of_visits": "One visit to see the salt house would be nice but not essential.",
      "distance": "Not sure where you're based, we're about 15 minutes from downtown Halifax."
    },
    "otherwise": "No particular preference, happy to hear what you suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Kelp & Cove Salt Co.",
          "new smoked line"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Dartmouth"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "applewood smoked flaky sea salt",
          "finishing salt"
        ]
      },
      "specification": {
        "said": 3,
        "text": [
          "85g",
          "3 tins"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "can_tin",
            "gift_set"
          ]
        }
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "own website",
          "Farmers' Market",
          "specialty grocers"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-31",
          "precision": "day"
        }
      },
      "unique_selling_point": {
        "said": 8,
        "text": [
          "hand-harvested",
          "cold-smoked",
          "zero anti-caking agents"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "Home cooks",
          "tourists"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "apothecary label",
          "nautical chart"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Deep navy",
          "smoky amber",
          "shoreline"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "easy to open",
          "bilingual English/French"
        ]
      }
    }
  },
  {
    "id": "heldout105-website-en-geelong-swim-school-booking",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "G'day! I own Little Dolphins Swim School in Geelong. We've been teaching kids to swim for 19 years, about 450 kids enrolled across our 2 pools. Our website is ancient and I'm after a proper new one.",
      "current site is littledolphinsswim.com.au, a mate built it back in 2011 lol",
      "Main thing: parents should be able to book and pay for a term of lessons online without ringing us. Lessons are $24 each in 10-week terms, and our front desk line (03 5550 0412) rings 60+ times a day just for bookings.",
      "My brother-in-law just paid $4,500 for his cafe site down in Torquay and reckons that's the going rate, no idea if that's right for us.",
      "Pages we'd need: Home, Lesson levels, Timetable & booking, Pricing, Meet our instructors, FAQ and Contact",
      "Language-wise just English is fine.",
      "Actually thinking about it, heaps of our families speak Mandarin or Vietnamese at home. Can we do English, Simplified Chinese and Vietnamese?",
      "We'd love it live before Term 2. Kids go back on April 20, so can we say live by April 6 so we can take enrolments first?"
    ],
    "whenAsked": {
      "target_audience": "Mums and dads of kids from 6 months to 12 years old. Busy, mostly booking on their phones at night after the kids are in bed.",
      "competitors": "Splash Academy over in Belmont has a slick booking system, and AquaKids in Werribee looks nice too.",
      "preferred_style": "Bright and friendly but not cartoony. Clean, lots of white space, pool blues, real photos of our kids and instructors.",
      "budget": "Honestly I don't know yet, I need to sit down with my accountant before I give you a number.",
      "key_considerations": "It has to work perfectly on mobile and the payments have to be secure. Also the timetable needs to be easy for my staff to update.",
      "colors_and_elements": "Keep our dolphin logo and the aqua colour, no dark or black backgrounds.",
      "other_design_requirements": "We could use help with the copy, and maybe a photo shoot at the pool on a Saturday.",
      "other_preferences": "I like how simple the Uber Eats app makes ordering, something that easy.",
      "collaboration_notes": "Email or a quick call on Mondays. My ops manager Kylie and I will sign off together.",
      "plans_after_project": "Down the track we'd like a parent portal with progress reports and certificates.",
      "address": "We're in Geelong, Victoria. Main pool is in Newtown and the second one is in Grovedale.",
      "number_of_visits": "Maybe one visit to see how the front desk works on a busy Saturday.",
      "distance": "If you're in Melbourne it's about an hour down the freeway."
    },
    "otherwise": "No particular preference, whatever you think works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Little Dolphins Swim School",
          "website is ancient"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Geelong"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "littledolphinsswim.com.au"
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
          "book and pay for a term of lessons online",
          "without ringing us"
        ]
      },
      "main_pages": {
        "said": 4,
        "text": [
          "Lesson levels",
          "Timetable & booking",
          "FAQ"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "English",
          "Simplified Chinese",
          "Vietnamese"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-06",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "6 months to 12 years",
          "on their phones"
        ]
      },
      "competitors": {
        "said": "asked",
        "text": [
          "Splash Academy",
          "AquaKids"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Bright and friendly",
          "not cartoony",
          "white space"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work perfectly on mobile",
          "payments have to be secure"
        ]
      }
    }
  },
  {
    "id": "heldout105-other-en-auckland-taco-truck-wrap",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora! We're Roja, a taco truck. Me (Diego) and my wife Aroha started it 4 years ago. We're based in Onehunga, Auckland and park up around the city 5 days a week.",
      "We just bought a bigger truck (6.5 m long, it's an old ice cream van lol) and need the whole outside wrapped. Plus a new menu board for the side hatch, about 1.2 m x 0.8 m.",
      "Our old truck we sold to my cousin Rangi, he runs it as a coffee van in Tauranga now, so the old look is kind of his now",
      "Big problem: people walk past thinking we're a coffee van or an ice cream truck. We want someone 50 m away to instantly know it's tacos.",
      "Our crowd is mostly office workers on their lunch break (we do about 250 tacos between 11:30 and 2), then on weekends it's families and uni students at the night markets. Tacos are $6.50 each or 3 for $18 if that matters",
      "Colour-wise we're thinking hot pink and teal",
      "ok Aroha just read this over my shoulder 😂 teal is OUT, she says it looks like the council bins. So hot pink and marigold yellow. And we have to keep our chilli mascot, Señor Picante.",
      "Timing: truck's at the panel beaters till early March, and the wrap shop can fit us in the week of the 16th. So could the artwork be done by Friday March 6?"
    ],
    "whenAsked": {
      "preferred_style": "Honestly not sure yet, that's kind of why we need a designer. We'll know it when we see it.",
      "key_considerations": "It has to read from far away, and the wrap needs to work around the curved panels, the serving hatch and the gas bottle locker.",
      "collaboration_notes": "Email's best, a check-in every week or so is fine. Aroha has the final say on anything visual, I just cook.",
      "other_preferences": "We love the hand-painted signs on taquerias in Mexico City, and the Lucky Taco truck looks cool.",
      "plans_after_project": "If it goes well we want a second truck for festivals next summer.",
      "number_of_visits": "One visit to see the truck in person would be good, it's easier than photos.",
      "distance": "We're in Onehunga, so maybe 15 minutes from the CBD depending on traffic."
    },
    "otherwise": "No strong preference, happy to go with what you suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "taco truck",
          "started it 4 years ago"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Onehunga"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "whole outside wrapped",
          "menu board"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "coffee van or an ice cream truck",
          "instantly know it's tacos"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "office workers",
          "families and uni students"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "hot pink and marigold yellow",
          "chilli mascot"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-06",
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
          "read from far away",
          "curved panels"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "every week",
          "Aroha has the final say"
        ]
      }
    }
  },
  {
    "id": "heldout105-residential-en-dublin-flat-greyhound",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi there! My partner Aoife and I just bought a 2-bed apartment in Drumcondra, Dublin 9. Got the keys on the 9th of January after 14 months of bidding wars lol. It's flat 22 on the 4th floor of a block of 40 units. We want to gut and redo the whole interior, not just paint.",
      "Size wise it's 78 sqm according to the BER cert. For reference my sister's house in Galway is 140 sqm and she spent €90k doing it up, which is where we got half our ideas (and half our fear 😅)",
      "layout is 2 bedrooms, 1 bathroom plus a tiny ensuite off the main bedroom, and an open plan kitchen/living room. The building is 26 years old.",
      "Budget: we've set aside €55,000 for the works. We paid 410k for the place so the bank isn't giving us a cent more haha",
      "Main problem is the kitchen, it's a dark galley thing with about 2 metres of counter, and storage is basically nil. Also the second bedroom gets zero light after 3pm",
      "It's me (34), Aoife (33) and our greyhound Bran, who is 7 and sleeps about 20 hours a day. I work from home 3 days a week as an accountant so the 2nd bedroom needs to double as an office, and Aoife bakes a lot at weekends.",
      "Ah sorry, update from Aoife: her dad is gifting us €20k, so the budget is €75,000 now, not 55.",
      "Style wise we love warm Scandi, light oak, linen, nothing too cold or grey. Aoife is obsessed with a café in Copenhagen called Atelier September, if that helps."
    ],
    "whenAsked": {
      "colors_and_elements": "Definitely no grey! We'd love some terracotta or deep green accents, and we want to keep the original herringbone floor in the hall.",
      "move_in_date": "Honestly we don't know yet. We're renting until the lease ends and the landlord hasn't confirmed the date, I need to check with him.",
      "key_considerations": "Soundproofing, the walls are thin and the neighbours in 21 have two small kids. And all works have to be approved by the management company first.",
      "important_collections": "Aoife has about 300 vinyl records and a record player, and my road bike needs a home that isn't the hallway.",
      "memorable_moments": "Sunday pancakes at the kitchen counter with the dog begging underneath, that's the vibe we want to keep.",
      "expected_deadline": "Would be great to have the design done by the end of April 2026.",
      "other_design_requirements": "Yes please, custom storage in the kitchen and hall, and lighting for the whole place.",
      "other_preferences": "Just the Copenhagen café really, and we like the Muji kind of calm.",
      "number_of_visits": "Two or three site visits should be grand.",
      "collaboration_notes": "Email updates every couple of weeks is fine, and Aoife and I decide together.",
      "plans_after_project": "Maybe a baby in a few years, so the office might become a nursery eventually.",
      "distance": "We're about 25 minutes from the city centre on the bus."
    },
    "otherwise": "No strong preference, happy to go with what you think.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "gut and redo the whole interior"
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
          "Drumcondra"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 78,
          "unit": "m2"
        }
      },
      "layout": {
        "said": 2,
        "text": [
          "2 bedrooms",
          "tiny ensuite",
          "open plan kitchen/living room"
        ]
      },
      "age": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 26,
          "unit": "years"
        }
      },
      "problem_need": {
        "said": 4,
        "text": [
          "dark galley",
          "storage is basically nil"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "Aoife",
          "greyhound"
        ]
      },
      "lifestyle": {
        "said": 5,
        "text": [
          "work from home 3 days a week",
          "bakes a lot at weekends"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 75000,
          "currency": "EUR"
        }
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "warm Scandi",
          "light oak"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "no grey",
          "terracotta",
          "herringbone floor"
        ]
      },
      "move_in_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Soundproofing",
          "management company"
        ]
      }
    }
  },
  {
    "id": "heldout105-commercial-en-brisbane-gelato-shopfront",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 600,
    "messages": [
      "G'day! I'm Priya, I run Half Moon Gelato. We've been scooping at the Jan Powers farmers market for 3 years out of a 3x3 m gazebo, and we've finally signed a lease on our first proper shopfront. Need the whole fitout designed.",
      "It's on Given Terrace in Paddington, number 187, between a barber and a wine bar. The shop is 62 square metres, plus a little back courtyard we can't use for seating yet (council thing).",
      "We do 24 flavours on rotation, $6.50 a single scoop and $9 a double, and churn about 180 litres a week. What makes us different from the big chains down the road is everything is made from Darling Downs milk and local fruit, and we always have 4 dairy-free flavours.",
      "Budget for design + fitout is $120k AUD. The previous tenant was a phone repair shop and apparently spent like $40k on theirs, but we're ripping all of it out anyway",
      "We're aiming to open Saturday the 5th of September, right at the start of spring.",
      "customers are mostly young families on the weekend, and uni students and couples at night, we're open till 10pm Fri/Sat",
      "Biggest headache: the shop is long and narrow, only about 4 m wide, and we need to fit a 12-pan display, the batch freezer out back and still seat maybe 16 people without the queue blocking the door.",
      "Oh wait, my business partner Tom just reminded me the landlord pushed the handover back 3 weeks, so opening will be Saturday 26 September instead.",
      "And the dream: a big half-moon shaped window where people walking past can watch us churn in the mornings 🌙"
    ],
    "whenAsked": {
      "brand_value": "Simple, honest and local. We want people to feel like they've walked into a sunny kitchen, relaxed and a bit nostalgic.",
      "preferred_style": "Light and breezy, a bit of 70s Queensland, terrazzo, curved counters, timber battens. Nothing too fancy or shiny.",
      "colors_and_elements": "Not sure yet, sorry! Our logo designer is still finishing the new colours, I'll need to check with her first.",
      "key_considerations": "Everything has to be easy to clean, the floor needs to survive sticky kids, and the batch freezer needs 3-phase power so the electrics are a big one.",
      "expected_deadline": "Ideally drawings done by the end of May so the builder can get started.",
      "other_design_requirements": "Yes, the signage out the front and a flavour menu board.",
      "other_preferences": "We love the feel of little Italian gelaterias, all tiles and brass.",
      "number_of_visits": "Two or three site visits should do it.",
      "collaboration_notes": "A weekly catch-up on email is perfect. Tom and I make the final calls together.",
      "plans_after_project": "If it goes well, a second shop on the Sunshine Coast in a couple of years.",
      "distance": "We're about 15 minutes' drive from you I reckon."
    },
    "otherwise": "No particular preference, whatever you think works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Half Moon Gelato",
          "first proper shopfront"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Given Terrace",
          "Paddington"
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
      "competitive_advantage": {
        "said": 2,
        "text": [
          "Darling Downs milk",
          "dairy-free"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 120000,
          "currency": "AUD"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "young families",
          "uni students"
        ]
      },
      "problem_need": {
        "said": 6,
        "text": [
          "long and narrow",
          "queue blocking the door"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-09-26",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": 8,
        "text": [
          "half-moon shaped window",
          "watch us churn"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "honest and local",
          "sunny kitchen"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "70s Queensland",
          "terrazzo",
          "curved counters"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "easy to clean",
          "3-phase power"
        ]
      }
    }
  },
  {
    "id": "heldout105-exhibition-en-yarra-gin-expo-booth",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi! I'm Tash, I co-own Wattle Creek Distilling out in the Yarra Valley. Small batch gin, we've been going since 2019, 6 of us on the team. We've got a stand at the Drinks Trade Expo this May and want someone to design the booth properly this time.",
      "It's at the Melbourne Convention and Exhibition Centre, Hall 2. Last year we did the Sydney one at ICC Darling Harbour on a 3x3 shell scheme and honestly it was a bit sad lol",
      "For context our hero is the Pepperberry Gin, 700ml, 42% ABV, sells at $89 a bottle at cellar door. We make about 12,000 bottles a year off one 300 litre still",
      "We've booked 18 sqm, a 6x3 inline spot. Show opens Monday 18 May, doors at 9am. Move-in is the Saturday before, 16 May, from 7am.",
      "What we're about: botanicals we forage on our own 40 acres, proper Aussie native flavours, no shortcuts. We want trade people to feel like they've wandered into our family shed for a yarn and a taste.",
      "Main people we want are bottle shop buyers, bar managers and distributors, especially interstate ones. We're only in about 35 venues outside Victoria right now",
      "oh update!! organisers just emailed, someone pulled out and we can take a corner spot instead, 6 x 4 so 24 sqm. Taking it",
      "Big idea: a working tasting bar built from old wine barrels, with a copper still replica in the middle so people gather round it",
      "And yes we'll need both power and water: fridges and lights, plus a little sink for rinsing glasses"
    ],
    "whenAsked": {
      "preferred_style": "Warm and earthy, a bit rustic but not daggy. Think recycled timber, corrugated iron, soft lighting. Less 'trade show', more 'country cellar door'.",
      "budget": "We've set aside $35,000 for design and build all up. Last year's little booth was about $9k but that was tiny.",
      "exit_date": "Not sure yet, we haven't got the bump-out schedule from the organisers. I'll need to check and get back to you.",
      "key_considerations": "It has to go up and come down fast with just the 4 of us, and the responsible service of alcohol signage has to be clearly visible.",
      "problem_need": "Last time hardly anyone stopped. We want people to actually stop, taste, and leave with our details.",
      "competitive_advantage": "We're one of the only distilleries using pepperberry and lemon myrtle we forage ourselves.",
      "colors_and_elements": "Eucalyptus green and burnt orange, plus our wattle logo. No black please, feels too corporate.",
      "expected_deadline": "Design locked in by early April would be ideal so the builders have time.",
      "other_design_requirements": "Yes, tasting cards and a pull-up banner we can reuse at farmers markets.",
      "other_preferences": "We loved a stand we saw at a Brisbane show a couple of years back, all timber and warm light.",
      "number_of_visits": "One or two catch-ups in person is plenty, otherwise video calls are fine.",
      "collaboration_notes": "A weekly email update is great. Me and my partner Josh make the final call together.",
      "plans_after_project": "We'd love to reuse the bar at the Sydney and Brisbane shows next year.",
      "distance": "We're about an hour and a quarter from the CBD."
    },
    "otherwise": "No strong preference, happy to go with what you reckon.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Small batch gin",
          "Drinks Trade Expo"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Melbourne Convention and Exhibition Centre"
        ]
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-05-18",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-05-16",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": 4,
        "text": [
          "botanicals we forage",
          "Aussie native"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "bottle shop buyers",
          "bar managers",
          "distributors"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 24,
          "unit": "m2"
        }
      },
      "unique_design": {
        "said": 7,
        "text": [
          "tasting bar",
          "copper still"
        ]
      },
      "water_electricity_supply": {
        "said": 8,
        "value": {
          "kind": "choice",
          "selected": [
            "both"
          ]
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "rustic",
          "country cellar door"
        ]
      },
      "budget": {
        "said": "asked",
        "value": {
          "kind": "money",
          "amount": 35000,
          "currency": "AUD"
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "go up and come down fast",
          "responsible service of alcohol"
        ]
      }
    }
  },
  {
    "id": "heldout105-brand-zh-tainan-douhua-refresh",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～想問一下你們有做品牌識別嗎？我們家是台南中西區的老豆花店，想把整套識別重新弄過",
      "店是我阿公1987年開的，到今年第39年了😂 我阿嬤82歲還每天早上10點到晚上10點顧店。我是孫女，今年開始接手。一碗豆花賣45元，平日一天大概賣三四百碗",
      "店名叫「石臼伴」，因為阿公當年是用一台石臼手工磨豆，那台石臼陪他磨了快20年，所以叫「伴」",
      "賣的東西：傳統豆花、杏仁豆腐、粉粿，夏天多一個冬瓜檸檬。另外有宅配的豆花禮盒，一盒6入490元",
      "現在的招牌是30幾年前隨便找人寫的字，LINE上的訂購圖是我自己用Canva亂做的。觀光客很多來拍照打卡，可是網路上根本認不出是我們家，常常被當成隔壁那間",
      "對了 我表哥在高雄鳳山也開一間豆花，他們的商標2024年就註冊好了。我們這間的名字跟logo都還沒去註冊",
      "時間的話希望4月底前做好",
      "啊剛跟我爸確認，第二間店6/12才開幕，所以設計5/20前好就可以，不用趕4月了",
      "我們IG是 @shijiuban_douhua 粉絲大概3,200人，沒有官網"
    ],
    "whenAsked": {
      "target_audience": "主要是20到35歲來台南玩的觀光客，還有附近的老客人，很多都吃了二三十年了",
      "preferred_style": "想要有手作感、溫暖一點，但不要太復古老氣，像日本那種老舖翻新的感覺",
      "colors_and_elements": "顏色我還沒什麼想法欸，要跟我爸媽討論一下再說",
      "key_considerations": "阿嬤的手寫字想保留一點，老客人一看要認得出來是我們",
      "need_registration_assistance": "要不要請你們幫忙註冊…這個我要先問我爸，錢是他在管的",
      "other_design_requirements": "招牌、禮盒貼紙、菜單都要，還有IG貼文的模板",
      "other_preferences": "很喜歡林百貨那種新舊融合的感覺",
      "collaboration_notes": "兩週跟我更新一次就好，最後我跟我爸一起決定",
      "plans_after_project": "第二間開在安平，之後想把禮盒放上網路賣",
      "number_of_visits": "見面的話2到3次就夠了，其他線上就好",
      "distance": "我不知道你們工作室在哪欸，我們店在赤崁樓附近"
    },
    "otherwise": "都可以～你們專業的決定",
    "expected": {
      "address": {
        "said": 0,
        "text": [
          "台南中西區"
        ]
      },
      "project_background": {
        "said": 0,
        "text": [
          "老豆花店",
          "整套識別"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "石臼手工磨豆",
          "所以叫「伴」"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "傳統豆花",
          "杏仁豆腐",
          "豆花禮盒"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "網路上根本認不出是我們家"
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
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-05-20",
          "precision": "day"
        }
      },
      "brand_website": {
        "said": 8,
        "text": [
          "@shijiuban_douhua"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "觀光客",
          "老客人"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "手作感",
          "老舖翻新"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "阿嬤的手寫字"
        ]
      }
    }
  },
  {
    "id": "heldout105-packaging-zh-sanxing-scallion-sauce",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好 我們是宜蘭的小農，想找人做蔥醬的包裝設計🙏",
      "我爸種三星蔥種了25年，田大概2.3公頃。前年開始我跟我老公把賣相不好的次級蔥做成蔥醬，現在市集一罐賣280元，一個月大概賣400罐",
      "產品就是油蔥醬，三星蔥加苦茶油小火慢炒2個小時，拌麵、拌飯、炒青菜都可以，開罐後要冷藏",
      "規格：一罐淨重180g，罐子高大概9公分，出貨是一箱24罐",
      "包裝想用玻璃罐加貼標，另外做一個3入的禮盒過年送禮用。我朋友在台中做辣椒醬，他們是用鐵罐配牛皮紙盒，看起來超有質感，但他說光一個罐子成本就要35元，我們應該沒辦法",
      "我們跟別人不一樣的地方是只用蔥白跟蔥綠交界那一段，而且不加味精、不加防腐劑",
      "目前賣的地方有：羅東的週末市集、我們自己的蝦皮賣場，還有礁溪兩間民宿幫我們寄賣",
      "啊 剛跟我老公討論完，禮盒今年先不做了，印刷最低量要1,000盒太多😅 先做罐子跟標籤就好"
    ],
    "whenAsked": {
      "target_audience": "30到50歲自己會煮飯的上班族，還有來宜蘭玩想帶伴手禮的人",
      "preferred_style": "樸實一點、有田裡的感覺，但要乾淨不要太土",
      "colors_and_elements": "想要蔥綠色，不要大紅色，可以畫蔥田或龜山島",
      "preferred_materials": "標籤想用霧面防水的貼紙，因為要冰冰箱",
      "expected_deadline": "時間我還不確定耶，要看農會展售會排在哪天，我問到再跟你們說",
      "key_considerations": "標籤一定要放得下成分、營養標示跟冷藏提醒，字不要太小，我爸那些朋友都看不清楚",
      "problem_need": "現在是手寫貼紙，民宿老闆說放在架上不像商品",
      "other_design_requirements": "出貨的紙箱印個logo就好",
      "other_preferences": "喜歡掌生穀粒那種感覺",
      "collaboration_notes": "用LINE聯絡就好，我跟我老公一起決定",
      "plans_after_project": "明年想出辣味版，也想試試看上架超市",
      "address": "宜蘭三星鄉",
      "number_of_visits": "見面一兩次就好，我們平常要顧田",
      "distance": "不知道欸，看你們在哪裡"
    },
    "otherwise": "都可以，沒有特別想法",
    "expected": {
      "project_background": {
        "said": 1,
        "text": [
          "次級蔥做成蔥醬"
        ]
      },
      "product_description": {
        "said": 2,
        "text": [
          "油蔥醬",
          "拌麵、拌飯、炒青菜"
        ]
      },
      "specification": {
        "said": 3,
        "text": [
          "180g",
          "一箱24罐"
        ]
      },
      "unique_selling_point": {
        "said": 5,
        "text": [
          "蔥白跟蔥綠交界",
          "不加味精"
        ]
      },
      "sales_channels": {
        "said": 6,
        "text": [
          "週末市集",
          "蝦皮",
          "民宿"
        ]
      },
      "packaging_form": {
        "said": 7,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label"
          ]
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "上班族",
          "伴手禮"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "樸實",
          "田裡的感覺"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "蔥綠色",
          "不要大紅色"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "霧面防水"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "營養標示",
          "字不要太小"
        ]
      }
    }
  },
  {
    "id": "heldout105-website-zh-hualien-bnb-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～想問網站設計！我們在花蓮新城鄉開民宿，今年第9年了，總共6間房，平日一晚2,800、假日3,600",
      "現在訂房9成都靠Booking跟Agoda，平台抽15%真的很痛😭 想做一個自己的官網，要有線上訂房功能，讓客人可以直接跟我們訂",
      "舊網站是開幕那年朋友用免費架站做的 haipo-bnb.com.tw 手機打開字都擠在一起",
      "我朋友在台東的民宿去年也做了官網，花了12萬，說弄了4個月才上線",
      "我們預算抓6萬左右啦",
      "頁面大概要：房型介紹、線上訂房、交通方式、周邊景點、常見問題\n（離新城火車站開車大概8分鐘 這個要寫清楚）",
      "語言的話中文跟英文 日本客人也蠻多的 大概2成 所以日文也要",
      "欸剛剛預算講太保守了 跟我先生討論完 預算改成8萬好了",
      "希望6月15號前上線 7月暑假旺季就來不及了"
    ],
    "whenAsked": {
      "target_audience": "大多是30到45歲帶小孩的家庭客 再來是日本的背包客 情侶也有",
      "competitors": "這個我還沒研究耶 要再找找看",
      "preferred_style": "乾淨清爽 有海的感覺 照片要大張一點",
      "key_considerations": "手機版一定要好用 訂房流程不要太複雜 3步以內就好",
      "colors_and_elements": "可以用藍色跟白色 logo是我們自己畫的海浪 要放進去",
      "other_design_requirements": "房間照片可能需要重拍 你們有配合的攝影師嗎",
      "other_preferences": "沒有特別的耶",
      "collaboration_notes": "用LINE聯絡最方便 我先生負責最後決定",
      "plans_after_project": "之後想在網站上賣我們自己做的早餐果醬 一罐180那種",
      "number_of_visits": "線上討論就好 頂多見面1次",
      "distance": "我們在花蓮 你們應該在台北吧 搭火車要2個多小時"
    },
    "otherwise": "都可以～",
    "expected": {
      "address": {
        "said": 0,
        "text": [
          "花蓮新城鄉"
        ]
      },
      "project_background": {
        "said": 0,
        "text": [
          "民宿"
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
          "平台抽15%",
          "直接跟我們訂"
        ]
      },
      "url": {
        "said": 2,
        "text": [
          "haipo-bnb.com.tw"
        ]
      },
      "main_pages": {
        "said": 5,
        "text": [
          "房型介紹",
          "線上訂房",
          "周邊景點"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "中文",
          "英文",
          "日文"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 80000,
          "currency": "TWD"
        }
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-06-15",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "家庭客",
          "日本的背包客"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "乾淨清爽",
          "有海的感覺"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機版一定要好用",
          "訂房流程不要太複雜"
        ]
      }
    }
  },
  {
    "id": "heldout105-other-zh-tainan-douhua-menu",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我們是台南中西區的老豆花店，民國92年開到現在，我是第二代剛接手，想把菜單整個重新設計",
      "現在品項很亂，傳統豆花一碗40，花生、粉圓、芋圓各加10元，夏天有剉冰，冬天賣燒仙草55元…牆上貼了一堆手寫紙條，客人常常站在櫃台前看了5分鐘還點不出來",
      "要做的東西：櫃台上方的大菜單看板（大概寬180公分、高90公分）、外帶用的A5紙本菜單，還有外送平台上用的品項圖",
      "客人一半是附近上班族中午來吃，週末很多觀光客，日本跟香港來的也不少",
      "我姑姑在高雄鳳山也開了一家，她去年找人做的菜單是綠底白字，花了2萬5，我覺得有點太像飲料店了",
      "時間的話希望3月底前可以做好",
      "風格想要有老店的味道但不要太老氣，像台南那種老屋改的咖啡店，溫暖一點",
      "啊不對 3月20號開始要漲價（豆花要漲到45），所以新菜單最晚3月15號就要印好",
      "最後決定的是我爸，他72歲了，每個版本都要印出來給他看，手機上看他不習慣"
    ],
    "whenAsked": {
      "key_considerations": "價錢一定要大、清楚，字不能太小，很多老客人都60幾歲了",
      "colors_and_elements": "顏色我還沒想好耶 要跟我妹討論一下",
      "other_preferences": "沒有耶",
      "plans_after_project": "明年可能想做外帶杯跟提袋，到時候再看看",
      "number_of_visits": "來店裡看一次應該就夠了",
      "distance": "我們在赤崁樓附近，你們過來大概15分鐘吧"
    },
    "otherwise": "都可以 你們比較專業",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "老豆花店",
          "第二代"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南中西區"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "手寫紙條",
          "點不出來"
        ]
      },
      "other_design_requirements": {
        "said": 2,
        "text": [
          "菜單看板",
          "A5紙本菜單",
          "品項圖"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "上班族",
          "觀光客"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "老店的味道",
          "溫暖一點"
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
      "collaboration_notes": {
        "said": 8,
        "text": [
          "最後決定的是我爸",
          "印出來給他看"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "價錢一定要大",
          "字不能太小"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout105-residential-zh-beitun-secondhand-condo",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～想問台中北屯區的電梯大樓有接嗎？我們去年底買了一間中古屋，想整間翻新再搬進去",
      "屋齡 22 年，原屋主住了快 15 年都沒動過。3房2廳2衛，浴室磁磚很多都裂了，廚房又小又暗，收納也完全不夠",
      "權狀 34 坪，在 11 樓，採光還不錯，車位另外算",
      "我姊去年在南屯整理她那間 28 坪的，花了 210 萬，她說現在師傅工錢一天 3500 起跳😱 我們自己預算大概抓 150 萬",
      "住的人就我跟我先生，兩個都 34 歲，還有一隻 9 歲的柴犬，叫豆豆🐕",
      "我先生一週 3 天在家上班，需要一間書房可以關門開會；我晚上 7 點多下班，回家會自己煮，週末常請朋友來吃火鍋",
      "現在租的房子 6/30 到期，月租 2 萬 2，所以最晚 6/30 前要搬進去",
      "剛剛跟先生討論了一下，預算可以拉到 180 萬，因為想把浴室整個打掉重做"
    ],
    "whenAsked": {
      "preferred_style": "喜歡無印那種，溫暖的木頭、簡單乾淨就好",
      "colors_and_elements": "顏色還沒想好耶，要再跟我先生討論一下",
      "key_considerations": "豆豆會抓地板，地板要耐刮，然後浴室一定要乾濕分離",
      "important_collections": "我先生有一整面牆的漫畫，大概 800 本吧",
      "memorable_moments": "這個沒有特別想到耶",
      "expected_deadline": "設計最好 3 月底前定案，這樣施工才來得及",
      "other_design_requirements": "系統櫃跟燈光也想請你們一起規劃",
      "other_preferences": "沒有特別，IG 上看到的都是參考而已",
      "number_of_visits": "現場看 2 到 3 次應該就夠了",
      "collaboration_notes": "平常 LINE 聯絡就好，最後我們兩個一起決定",
      "plans_after_project": "兩三年內可能會想生小孩，書房之後要能改成小孩房",
      "distance": "我們從北屯過去你們那邊開車大概 25 分鐘"
    },
    "otherwise": "都可以～",
    "expected": {
      "address": {
        "said": 0,
        "text": [
          "北屯"
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
      "project_background": {
        "said": 0,
        "text": [
          "中古屋",
          "整間翻新"
        ]
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 22,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "3房2廳2衛"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "浴室磁磚很多都裂了",
          "收納也完全不夠"
        ]
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 34,
          "unit": "ping"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 1800000,
          "currency": "TWD"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "我跟我先生",
          "柴犬"
        ]
      },
      "lifestyle": {
        "said": 5,
        "text": [
          "在家上班",
          "自己煮"
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
      "preferred_style": {
        "said": "asked",
        "text": [
          "無印"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "耐刮",
          "乾濕分離"
        ]
      }
    }
  },
  {
    "id": "heldout105-commercial-zh-tainan-douhua-move",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉 我們是在台南做手工豆花的「阿嬤的灶腳」，開了 12 年，一碗 45 元那種傳統豆花😆 現在要搬新店面，想找人設計",
      "安平的老店只有 12 坪，內用 8 個位子，假日排隊排到外面被鄰居抱怨。新店面在中西區，正興街附近",
      "新的店面一樓 23 坪，內用想做到 30 個位子左右，外帶跟內用動線一定要分開，不然現在尖峰時間亂成一團",
      "我們的豆花是每天早上 5 點用黃豆現磨，不加消泡劑，黑糖水是自己熬 4 個小時，這是跟附近連鎖店最大的差別",
      "客人大概一半是觀光客，一半是附近的學生跟上班族，20 到 40 歲居多，一天大概賣 300 碗",
      "預計 4 月 1 號開幕，剛好接清明連假",
      "想要有一面牆展示我阿嬤以前用的石磨跟木桶，那是我們品牌的起點",
      "啊抱歉，剛剛房東打來說交屋要晚兩週，開幕改成 4 月 18 號（六）好了"
    ],
    "whenAsked": {
      "brand_value": "希望客人一進來就像回到阿嬤家的灶腳，很溫暖、很放鬆，不用拘束",
      "preferred_style": "老台南的感覺，磨石子地、木頭桌椅，但不要太舊太暗",
      "colors_and_elements": "喜歡米白跟原木色，紅色不要太多，不然很像廟",
      "budget": "預算我還要跟我哥算一下，錢都是他在管，目前還不確定",
      "key_considerations": "廚房排水跟蒸氣要處理好，還有要好清潔，我們每天收店都要刷地",
      "expected_deadline": "設計最好 2 月底前定案，才來得及施工",
      "other_design_requirements": "招牌跟菜單板也想一起做",
      "other_preferences": "沒有特別，我們自己也說不太出來",
      "number_of_visits": "來現場看 2 次就好",
      "collaboration_notes": "平常用 LINE 聯絡，最後我跟我哥一起決定",
      "plans_after_project": "如果順利，明年想在高雄開第二間",
      "distance": "我們在台南，開車過去你們那邊大概 40 分鐘"
    },
    "otherwise": "都可以啦",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "手工豆花",
          "搬新店面"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "中西區"
        ]
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 23,
          "unit": "ping"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "外帶跟內用動線一定要分開"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "黃豆現磨",
          "不加消泡劑"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "觀光客",
          "學生跟上班族"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "石磨跟木桶"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-18",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "阿嬤家的灶腳",
          "溫暖"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "老台南",
          "磨石子"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "米白跟原木色"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "排水",
          "好清潔"
        ]
      }
    }
  },
  {
    "id": "heldout105-exhibition-zh-luku-tea-food-taipei",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是南投鹿谷的家族茶行「山嵐茶作」，做凍頂烏龍，茶行是我阿公 1978 年開的，我是第三代。茶園在海拔 1,200 公尺，一罐 150 克賣 900 元",
      "今年要參加台北國際食品展，在南港展覽館一館，想找人做攤位設計",
      "去年我們是去台中的茶博會，那時候只租 3x3 的小攤，連裝潢花了 35 萬，效果普普😅",
      "這次租了兩個標準攤位，3x6 米，總共 18 平方米。預算抓 60 萬，含施工",
      "主要想接觸海外的進口商跟經銷商，尤其日本跟新加坡的買家，不是要做散客零售",
      "展覽 6/24 開幕，進場是 6/22 早上 8 點開始",
      "水電的話，應該只要電就好，要打燈跟放一台小冰箱",
      "想在攤位中間放一張老檜木泡茶桌，讓買家坐下來喝一泡，像在茶園裡一樣",
      "啊不對，我們要現場泡茶給買家試喝，一天估計 500 杯，所以水也要，水電都要拉"
    ],
    "whenAsked": {
      "brand_value": "想讓人感覺到山上的安靜、慢慢來，茶是很實在的東西，不花俏",
      "preferred_style": "簡約、自然，可以用竹子或木頭，有點日式茶室那種感覺",
      "key_considerations": "展場規定很多，防火材料跟高度限制要注意，施工要在進場那兩天內完成",
      "exit_date": "撤場時間要看主辦的參展手冊，我還沒收到，要再確認",
      "problem_need": "去年攤位太小太擠，買家站一下就走了，這次想讓他們坐下來談",
      "competitive_advantage": "我們自己有茶園，從種茶到焙火都自己來",
      "colors_and_elements": "墨綠色跟米色，不要螢光色那種太亮的",
      "expected_deadline": "設計稿希望 4 月底前可以定",
      "other_design_requirements": "想順便做英文型錄跟試飲杯上的貼紙",
      "other_preferences": "沒有特別",
      "number_of_visits": "當面開會 2、3 次就好",
      "collaboration_notes": "我跟我爸一起決定，平常 LINE 聯絡就好",
      "plans_after_project": "如果效果好，明年想去東京的 FOODEX，攤位如果能重複用更好",
      "distance": "我們從鹿谷上台北開車大概 3 個小時"
    },
    "otherwise": "都可以，你們專業的比較懂",
    "expected": {
      "project_background": {
        "said": 1,
        "text": [
          "台北國際食品展",
          "攤位設計"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館一館"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 600000,
          "currency": "TWD"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "進口商跟經銷商"
        ]
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-24",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-22",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": 7,
        "text": [
          "老檜木泡茶桌"
        ]
      },
      "water_electricity_supply": {
        "said": 8,
        "value": {
          "kind": "choice",
          "selected": [
            "both"
          ]
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "山上的安靜",
          "不花俏"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "簡約",
          "日式茶室"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "防火材料",
          "高度限制"
        ]
      }
    }
  },
  {
    "id": "heldout105-brand-ko-daegu-banchan-rebrand",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 대구 수성구에서 반찬가게 8년째 하고 있어요. 간판이랑 로고가 너무 오래돼서 이번에 브랜드 전체를 새로 하고 싶어서요",
      "가게 이름은 '엄마손찬방'인데 저희 친정엄마 손맛 그대로 하자고 지은 이름이에요. 엄마가 올해 일흔둘이신데 아직도 김치는 직접 담그세요 ㅎㅎ",
      "반찬은 한 팩에 4,000원~6,000원이고 하루 300팩 정도 나가요. 라인은 밑반찬, 김치, 국 이렇게 세 가지고요. 영업은 아침 7시부터 저녁 8시까지요",
      "고민은 요즘 주문이 40% 넘게 배달앱으로 들어오는데 앱에서 저희 로고가 너무 촌스러워 보여서 눌러보지를 않아요ㅠ",
      "참고로 길 건너 '반찬명가'는 작년에 리뉴얼하면서 디자인비로 800 썼다던데 저흰 그 정도는 무리고요 ㅎㅎ 마감은 3월 31일까지면 좋겠어요",
      "인스타는 @eommason_chanbang 이에요. 홈페이지는 없고 가게 번호는 053-000-1234요",
      "아 마감 정정할게요! 4월 15일에 2호점 가오픈이 잡혀서 그 전에 간판 달아야 하니까 4월 10일까지 나오면 돼요",
      "상표등록은 아직 안 했어요. 이번에 같이 도와주시면 좋겠어요"
    ],
    "whenAsked": {
      "target_audience": "30~40대 맞벌이 부부랑 혼자 사는 20대 직장인들이요. 집밥 그리워하는 사람들",
      "preferred_style": "깔끔하고 따뜻한 느낌? 너무 힙한 거 말고 정갈한 한식 느낌이요",
      "colors_and_elements": "색은 아직 잘 모르겠어요. 딸이 디자인 쪽 일을 해서 걔랑 얘기해보고 말씀드릴게요",
      "key_considerations": "지금 로고에 엄마 얼굴 캐리커처가 있는데 단골분들이 그걸로 알아보셔서 그 느낌은 꼭 살렸으면 해요",
      "other_design_requirements": "간판이랑 반찬 용기 스티커, 배달앱 메뉴 사진 틀 정도요",
      "other_preferences": "정육각 같은 깔끔한 느낌 좋아해요",
      "collaboration_notes": "카톡으로 일주일에 한 번 정도 진행상황 보내주세요. 최종 결정은 제가 해요",
      "plans_after_project": "2호점 자리 잡으면 내년엔 밀키트도 해보려고요",
      "number_of_visits": "가게로 한두 번 와주시면 좋겠어요",
      "distance": "글쎄요, 수성구청 근처라 차로 20분쯤 걸리지 않을까요?"
    },
    "otherwise": "상관없어요 알아서 추천해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "반찬가게 8년째",
          "브랜드 전체를 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대구 수성구"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "친정엄마 손맛 그대로"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "밑반찬",
          "김치",
          "국"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "배달앱",
          "로고가 너무 촌스러워"
        ]
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@eommason_chanbang"
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
      "target_audience": {
        "said": "asked",
        "text": [
          "맞벌이 부부",
          "20대 직장인"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "깔끔하고 따뜻한",
          "정갈한 한식"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "엄마 얼굴 캐리커처"
        ]
      }
    }
  },
  {
    "id": "heldout105-packaging-ko-yesan-perilla-oil",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 충남 예산에서 1978년부터 방앗간 하는 집 손자입니다ㅎㅎ 할아버지 때부터 짜던 들기름을 이번에 제대로 브랜드 달고 선물용으로 팔아보려고 패키지 디자인 문의드려요",
      "제품은 국산 들깨로 저온압착한 생들기름이에요. 나물 무칠 때나 계란후라이에 뿌려 먹는 용도고, 냉장 보관해야 돼요",
      "병 하나가 180ml고 소매가는 병당 18,000원 생각 중이에요. 선물세트는 3병 들어가고요. 첫 생산은 500세트 정도?",
      "일반 들기름이랑 다른 점은 볶지 않고 짜서 산패가 늦고 고소함이 은은해요. 그리고 짠 날짜를 병마다 적어서 보내요",
      "판매는 네이버 스마트스토어랑 방앗간 매장, 예산 로컬푸드 직매장 이렇게 할 거예요. 사촌형네 참기름은 쿠팡에서 한 달에 2천 개씩 나간다는데 저흰 쿠팡은 아직 안 하려고요",
      "병은 기성품 쓸 거라서 병에 붙일 라벨이랑 선물세트 구성만 디자인하면 돼요",
      "아 방금 병 업체에서 연락 왔는데 180ml가 단종이라 200ml로 가야 된대요ㅠ 세트는 그대로 200ml 3병이요",
      "설 시즌은 이미 놓쳤고 추석 전에는 팔아야 해서 디자인은 6월 30일까지 끝났으면 해요"
    ],
    "whenAsked": {
      "target_audience": "부모님 선물 고르는 30~40대 직장인이랑 건강 챙기는 50~60대분들이요",
      "preferred_style": "전통 방앗간 느낌은 살리되 촌스럽지 않게, 모던한 한국적인 느낌이요",
      "colors_and_elements": "들깨 같은 베이지, 갈색 계열 좋아요. 빨간색은 참기름처럼 보여서 피하고 싶어요",
      "preferred_materials": "재질은 아직 모르겠어요. 단가 견적 받아보고 정하려고요",
      "key_considerations": "냉장 보관이라 라벨이 물기에 안 번져야 하고, 짠 날짜 적는 칸이 꼭 있어야 해요",
      "problem_need": "지금은 그냥 페트병에 매직으로 써서 팔아서 선물로는 못 내놔요",
      "other_design_requirements": "택배 박스에 붙일 스티커 정도요",
      "other_preferences": "복순도가 패키지 느낌 좋아해요",
      "collaboration_notes": "메일로 시안 주시면 아버지랑 같이 보고 결정할게요",
      "plans_after_project": "잘 되면 참기름이랑 들깨가루도 같은 라인으로 내고 싶어요",
      "number_of_visits": "한 번은 방앗간 직접 와서 보시면 좋겠어요",
      "distance": "서울에서 차로 2시간 정도요"
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "방앗간",
          "선물용으로 팔아보려고"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "충남 예산"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "저온압착한 생들기름",
          "냉장 보관"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "볶지 않고",
          "짠 날짜를 병마다"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "스마트스토어",
          "방앗간 매장",
          "로컬푸드 직매장"
        ]
      },
      "packaging_form": {
        "said": 5,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "gift_set"
          ]
        }
      },
      "specification": {
        "said": 6,
        "text": [
          "200ml 3병"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-30",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "30~40대 직장인",
          "50~60대"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "모던한 한국적인"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "베이지, 갈색",
          "빨간색은"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "물기에 안 번져야",
          "짠 날짜 적는 칸"
        ]
      }
    }
  },
  {
    "id": "heldout105-website-ko-yeongtong-pilates-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 수원 영통에서 필라테스 스튜디오 운영하고 있어요. 오픈 3년 차고 회원은 120명 정도예요. 지금 예약을 전부 카톡이랑 전화로 받고 있어서 온라인으로 예약되는 홈페이지를 만들고 싶어요",
      "지금은 블로그만 있어요 blog.naver.com/pilates_ontong 이거요",
      "제일 큰 문제는 노쇼예요. 한 달에 노쇼가 30건 넘게 나서 기구 8대 중에 2~3대는 늘 비어요ㅠ 예약이랑 자동 알림으로 노쇼 줄이는 게 목표예요",
      "페이지는 메인, 강사 소개, 수업 시간표, 가격, 예약하기, 오시는 길 정도면 될 것 같아요. 1회 체험이 3만원, 10회권이 45만원인데 가격표도 깔끔하게 보였으면 해요",
      "예산은 300만원 정도 생각하고 있어요. 친구는 강남에 있는 자기 스튜디오 사이트에 1,200 들였다는데 저흰 그건 무리예요 ㅎㅎ",
      "회원분들은 대부분 근처 회사 다니는 30~40대 직장인이랑 출산 후 회복하려는 분들이에요. 아침 6시 반 수업이 제일 빨리 차요",
      "언어는 한국어랑 영어요. 근처에 외국인 연구원분들이 꽤 계셔서요",
      "아 예산 방금 남편이랑 얘기했는데 450만원까지는 괜찮대요! 그리고 4월에 봄 신규회원 이벤트가 있어서 4월 1일에는 열려 있어야 해요"
    ],
    "whenAsked": {
      "competitors": "경쟁 업체 사이트는 아직 제대로 찾아본 적이 없어서 모르겠어요",
      "preferred_style": "밝고 깨끗한 느낌이요. 화이트 톤에 사진 크게 들어가는 거",
      "key_considerations": "예약이 모바일에서 세 번 터치 안에 끝나야 해요. 회원들 거의 폰으로 하거든요",
      "colors_and_elements": "민트색이 저희 로고 색이라 꼭 넣어주세요",
      "other_design_requirements": "강사 프로필 사진 촬영도 같이 되면 좋겠어요",
      "other_preferences": "에어비앤비처럼 예약 화면 단순한 거 좋아요",
      "collaboration_notes": "결정은 제가 다 하고요, 수업 없는 오후 2시~4시에 통화가 편해요",
      "plans_after_project": "나중엔 온라인 클래스 영상도 올리고 싶어요",
      "number_of_visits": "스튜디오 한 번 와서 보셔도 좋아요",
      "distance": "잘 모르겠는데 영통역에서 걸어서 5분 거리예요"
    },
    "otherwise": "상관없어요 좋은 쪽으로 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "필라테스 스튜디오",
          "오픈 3년 차"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수원 영통"
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
          "blog.naver.com/pilates_ontong"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "노쇼 줄이는 게 목표"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "강사 소개",
          "수업 시간표",
          "예약하기"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "30~40대 직장인",
          "출산 후 회복"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "한국어",
          "영어"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 4500000,
          "currency": "KRW"
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "밝고 깨끗한",
          "화이트 톤"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "모바일에서 세 번 터치"
        ]
      }
    }
  },
  {
    "id": "heldout105-other-ko-gwangju-foodtruck-wrap",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 광주에서 떡볶이 푸드트럭 5년째 하고 있는 사람이에요. 이번에 트럭을 새로 바꾸게 돼서 연락드렸어요 ㅎㅎ",
      "디자인 필요한 건 트럭 외관 랩핑이랑 메뉴판이요! 메뉴는 떡볶이 한 컵 4,000원, 순대 5,000원, 튀김 3개 3,000원 이 정도예요",
      "새 트럭은 1톤 포터고 지금 쓰는 다마스보다 훨씬 커요. 트럭은 지금 순천에 있는 특장업체에서 개조 중이고, 영업은 주로 광주 상무지구에서 해요",
      "문제는 손님들이 멀리서 보면 뭐 파는 트럭인지 모른다는 거예요. 지금 트럭엔 글씨만 크게 써있어서 ㅋㅋ 축제 가면 트럭이 30대씩 모이는데 그 사이에서 눈에 확 띄어야 돼요",
      "손님은 10대 학생들이랑 20대 커플이 제일 많아요. 밤 9시 넘으면 퇴근한 직장인들도 오고요",
      "스타일은 레트로 분식집 느낌! 옛날 오락실 간판 같은 거요. 색은 빨강이랑 노랑 쓰고 싶고 검정은 빼주세요",
      "일정은 3월 14일까지 나와야 해요. 그 다음 주부터 벚꽃축제 다니려고요",
      "아 죄송해요 특장업체에서 방금 연락 왔는데 차량 출고가 3주 늦어진대요. 그래서 시안은 4월 4일까지만 주시면 돼요"
    ],
    "whenAsked": {
      "key_considerations": "비 맞고 햇빛 받아도 오래 가야 하고, 옆에 판매창 열었을 때 로고가 안 잘렸으면 해요",
      "collaboration_notes": "그건 아직 모르겠어요. 동업하는 동생이랑 누가 최종 결정할지부터 정해야 돼서요",
      "other_preferences": "신전떡볶이처럼 한눈에 딱 보이는 거 좋아요",
      "plans_after_project": "내년엔 2호차 내서 동생이 따로 돌리려고요",
      "number_of_visits": "트럭 나오면 한 번 직접 보러 오시면 좋겠어요",
      "distance": "잘 모르겠어요 광주까지 오시려면 좀 멀죠?"
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "떡볶이 푸드트럭",
          "트럭을 새로 바꾸게"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "트럭 외관 랩핑",
          "메뉴판"
        ]
      },
      "address": {
        "said": 2,
        "text": [
          "상무지구"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "뭐 파는 트럭인지 모른다",
          "눈에 확 띄어야"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "10대 학생",
          "20대 커플"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "레트로 분식집",
          "오락실 간판"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "빨강이랑 노랑",
          "검정은 빼주세요"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-04",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "비 맞고 햇빛 받아도",
          "로고가 안 잘렸으면"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout105-residential-ko-bundang-old-apartment",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 분당 정자동에 구축 아파트 하나 매매했어요. 전체 리모델링 생각하고 있어요. 1995년 준공이라 지은 지 31년 된 아파트예요 ㅎㅎ 103동 11층이요",
      "지금 사는 수원 전셋집은 24평인데 여기는 32평이에요. 방3 화장실2 구조고요, 주방이 ㄷ자로 막혀 있어서 답답해요",
      "가족은 저랑 남편, 9살 딸, 고양이 두 마리예요🐱 남편이 주3일 재택이라 작은방 하나는 서재로 쓰고 싶대요",
      "예산은 6천 정도 생각해요. 회사 동료는 같은 평수 4,500에 했다는데 걔네는 욕실은 안 건드렸대요",
      "제일 바꾸고 싶은 건 수납이에요. 딸 책이 벌써 800권 넘고 업라이트 피아노도 있어서 거실에 둘 데가 없어요ㅠ",
      "잔금은 2월 27일이고 이사는 5월 30일로 잡았어요. 공사는 3월 초부터 들어갈 수 있어요",
      "아 예산 남편이랑 다시 얘기했는데 7천까지는 괜찮대요. 가전은 빼고요",
      "스타일은 따뜻하고 미니멀한 느낌이 좋아요. 무인양품 매장 같은?"
    ],
    "whenAsked": {
      "property_category": "아파트예요",
      "layout": "방 3개, 화장실 2개, 거실 하나예요",
      "lifestyle": "남편은 주3일 집에서 일하고, 저는 저녁에 요리하는 거 좋아해요. 주말엔 딸이랑 거실에서 책 읽어요",
      "colors_and_elements": "색은 아직 잘 모르겠어요. 샘플 직접 보고 정하고 싶어요",
      "key_considerations": "고양이들 때문에 바닥 스크래치 안 나는 마감이랑, 아랫집이 예민하셔서 방음이 제일 걱정이에요",
      "memorable_moments": "지금 집에서 딸이랑 창가에 앉아서 책 읽는 시간이 제일 좋아요. 그런 자리가 있었으면 해요",
      "expected_deadline": "디자인은 2월 안에 끝나면 좋겠어요",
      "other_design_requirements": "붙박이 수납장이랑 조명도 같이 봐주시면 좋겠어요",
      "other_preferences": "특별히 없어요",
      "number_of_visits": "현장은 두세 번 정도 같이 보면 좋을 것 같아요",
      "collaboration_notes": "카톡으로 주 1회 정도 진행 상황 알려주시면 돼요. 결정은 남편이랑 같이 해요",
      "plans_after_project": "딸이 중학생 되면 방을 좀 더 공부하기 좋게 바꿀 수도 있어요",
      "distance": "스튜디오가 어디신지에 따라 다른데 차로 30분 안쪽이면 좋겠어요"
    },
    "otherwise": "상관없어요",
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
          "amount": 31,
          "unit": "years"
        }
      },
      "address": {
        "said": 0,
        "text": [
          "정자동"
        ]
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
          "방3 화장실2"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "9살 딸",
          "고양이 두 마리"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "주3일 재택"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "수납"
        ]
      },
      "important_collections": {
        "said": 4,
        "text": [
          "피아노"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-30",
          "precision": "day"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 70000000,
          "currency": "KRW"
        }
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "따뜻하고 미니멀한",
          "무인양품"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "스크래치",
          "방음"
        ]
      }
    }
  },
  {
    "id": "heldout105-commercial-ko-daegu-pilates-second",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 대구 수성구 범어동에서 필라테스 스튜디오 3년째 하고 있는데요, 이번에 2호점을 황금동에 내게 됐어요 😊",
      "범어점은 25평에 리포머 6대 들어가 있는데 너무 빡빡해요. 새 자리는 42평이고 리포머 10대 놓고 룸 두 개로 나눌 생각이에요",
      "회원분들은 대부분 30~40대 여성이고 출근 전 6시 반 수업이 제일 인기예요. 그룹 1회 35,000원, 개인 레슨은 70,000원 받고 있어요",
      "지금 제일 문제는 탈의실이에요. 수업 끝나면 8명이 한꺼번에 몰려서 난리거든요ㅠ 새 곳은 탈의실이랑 샤워실을 넉넉하게 빼고 싶어요",
      "오픈은 5월 4일 월요일로 잡고 있어요",
      "스타일은 호텔 라운지처럼 차분하고 고급스럽게요. 창가 쪽이 통유리라서 거기에 리포머를 쭉 일렬로 놓는 게 로망이에요",
      "헉 방금 건물주랑 통화했는데 전 임차인 원상복구가 늦어져서 오픈은 6월 1일로 미뤄야 할 것 같아요 ㅠㅠ",
      "참, 근처에 대형 체인 필라테스가 하나 있는데 거긴 한 반에 12명씩 받더라고요. 저희는 한 반 최대 5명 소수정예로 해요"
    ],
    "whenAsked": {
      "brand_value": "몸이랑 마음이 같이 쉬는 곳이요. 들어오자마자 숨이 탁 트이는 느낌이었으면 해요",
      "colors_and_elements": "베이지랑 세이지 그린 좋아요. 형광등 같은 차가운 조명은 싫어요",
      "budget": "예산은 아직 확실하지 않아요. 대출 한도 나와봐야 알 것 같아요",
      "key_considerations": "2층이라 아래층 카페에 점프 동작 소리가 안 울리게 방음이랑 바닥 충격 흡수가 제일 중요해요",
      "expected_deadline": "디자인은 3월 중순까지는 확정됐으면 좋겠어요",
      "other_design_requirements": "간판이랑 리셉션 데스크도 같이 해주시면 좋겠어요",
      "other_preferences": "인스타에서 본 성수동 요가원 느낌 좋아했어요",
      "number_of_visits": "현장 미팅은 세 번 정도면 될 것 같아요",
      "collaboration_notes": "제가 수업 때문에 낮엔 바빠서 카톡으로 주로 연락 주세요. 결정은 제가 해요",
      "plans_after_project": "잘되면 내년에 3호점도 생각하고 있어요",
      "distance": "저는 수성구라서 차로 20분 이내면 좋겠어요"
    },
    "otherwise": "상관없어요 추천해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "필라테스 스튜디오",
          "2호점"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "황금동"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 42,
          "unit": "pyeong"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "30~40대 여성"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "탈의실이랑 샤워실을 넉넉하게"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "호텔 라운지",
          "차분하고 고급스럽게"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "리포머를 쭉 일렬로"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "day"
        }
      },
      "competitive_advantage": {
        "said": 7,
        "text": [
          "최대 5명 소수정예"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "몸이랑 마음이 같이 쉬는 곳"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "베이지",
          "세이지 그린"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "방음",
          "바닥 충격 흡수"
        ]
      }
    }
  },
  {
    "id": "heldout105-exhibition-ko-yangpyeong-makgeolli-fair",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 양평에서 막걸리 빚는 작은 양조장이에요. 2019년에 시작해서 지금 직원 7명, 1년에 3만 병 정도 만들어요. 이번에 코엑스 B홀에서 하는 주류박람회에 부스로 나가게 됐어요",
      "작년엔 부산 벡스코에서 9㎡짜리 부스를 1,200만원 들여서 했는데 너무 좁아서 시음 줄이 통로까지 막았어요😅",
      "그래서 이번엔 부스 두 개 붙여서 6m x 3m, 18㎡로 신청했어요. 예산은 부스 임대료 빼고 디자인이랑 시공까지 2,500만원이요",
      "박람회 기간은 5월 14일부터 17일까지고 반입은 13일 하루예요",
      "병은 750ml에 9,800원, 선물세트는 3병에 32,000원이에요. 시음은 하루 500잔 정도 예상하고요. 냉장 쇼케이스 2대 돌려야 해서 전기는 꼭 필요하고 물은 없어도 돼요",
      "주로 만나고 싶은 건 백화점 MD랑 호텔·레스토랑 바이어예요. 일반 관람객도 많이 오지만 B2B 상담이 목표라서요",
      "아 잠깐만요, 시음잔 재사용하려면 씻어야 하니까 물도 필요하겠네요. 급배수랑 전기 둘 다 신청할게요",
      "느낌은 한지랑 나무 써서 전통적인데 세련되게, 너무 민속촌 같지는 않게요 ㅎㅎ 부스 가운데에 술 익는 옹기를 실제로 하나 놓고 싶어요"
    ],
    "whenAsked": {
      "brand_value": "좋은 쌀이랑 물로 천천히 빚는 술이요. 부스에 오면 양조장 마당에 놀러 온 것처럼 편했으면 해요",
      "exit_date": "철수가 마지막 날 밤인지 다음날 아침인지 아직 공지가 안 나와서 모르겠어요. 확인해 볼게요",
      "key_considerations": "시음 동선이랑 상담 테이블 공간을 분리하는 거요. 작년처럼 줄 때문에 상담이 끊기면 안 돼요",
      "problem_need": "바이어 상담을 제대로 할 수 있는 공간이 필요해요",
      "competitive_advantage": "양평 쌀만 쓰고 아스파탐 같은 감미료를 전혀 안 넣어요",
      "colors_and_elements": "미색이랑 짙은 갈색 좋아요. 형광색은 피하고 싶어요",
      "expected_deadline": "디자인은 4월 중순까지 확정되면 좋겠어요",
      "other_design_requirements": "리플렛이랑 시음잔 스티커도 같이 부탁드려요",
      "other_preferences": "특별히 없어요",
      "number_of_visits": "양조장에 한 번 오셔서 보시면 좋을 것 같아요",
      "collaboration_notes": "대표인 제가 최종 결정하고, 실무는 마케팅 담당 직원이랑 소통하시면 돼요",
      "plans_after_project": "가을에 부산 박람회도 나갈 거라 부스를 재사용할 수 있으면 좋겠어요",
      "distance": "양평에서 서울까지 차로 1시간 정도예요"
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "막걸리 빚는 작은 양조장",
          "주류박람회"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "코엑스 B홀"
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
          "amount": 25000000,
          "currency": "KRW"
        }
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-05-14",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-05-13",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "백화점 MD",
          "호텔·레스토랑 바이어"
        ]
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
      "preferred_style": {
        "said": 7,
        "text": [
          "전통적인데 세련되게"
        ]
      },
      "unique_design": {
        "said": 7,
        "text": [
          "옹기"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "천천히 빚는 술",
          "양조장 마당"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "상담 테이블 공간을 분리"
        ]
      }
    }
  }
];
