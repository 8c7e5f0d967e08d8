import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 100 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: two things at once (visitors on a phone who
 * often answer the question in front of them and add something else in the same message, a fact of another field, a
 * worry or a side remark, or answer a different question than the one asked; some tell their story first, some paste a
 * short prepared list, most a mix; numbers and dates in their own words; in each, at least one value of another person,
 * place, time or thing, and one correction a message or two later). Written in session 53 by seven writers, two to four
 * conversations each; all 21 came in the session. Every one was first played on b8c80f11 (the session's start): 203 of
 * 277 facts (73.3 %), 6 wrong values, 22 asked again, 0 loops, 0 off-type questions, at most 15 turns. Its conversations
 * were then used for work.
 */
/* Writer's note (en-US, batch 100)
 * - brand_design: Maren, a chatty Duluth/Hermantown woman with a wood-fired mobile sauna trailer ("Lake Löyly"), wants a logo and full identity. Traps: her cousin Jenna's sauna business in Marquette (Keweenaw Heat) and its 3-week / $2,500 timeline are not hers (not address, not deadline); the famous Löyly in Helsinki and Two Harbors (a future plan) are not her location. Correction: message 4 changes the trademark status from "not registered" (message 1) to "in progress" (husband filed with the USPTO in October), and asks for help with the filing.
 * - packaging_design: terse two-person Bellingham WA company (Salt Dog Provisions) wants a stand-up compostable window pouch for freeze-dried salmon-skin dog treats. Traps: the Petco big brand's 5 oz bag for $15 is a competitor's spec, not theirs; "the 20th" (March 20) is the Whole Foods buyer meeting, not the deadline (March 15). Correction: message 3 changes the bag size from 3 oz (message 1) to 2.5 oz, still about 20 strips.
 * - website: formal Albuquerque (Nob Hill) luthier, Tomás Beltrán, wants a booking site so parents can rent school-orchestra instruments and book fittings online. Traps: the Music Center in Santa Fe's ~$25,000 site is another shop's budget (his is $8,000–$10,000); 1988/2009/2017 are shop history; the week of June 15 is the district's fitting nights, not the go-live date. Correction: message 5 moves the go-live from July 1 (message 3) to June 1 at the latest.
 * - other: Ramon, a chatty Filipino food-truck owner (Lola's Lumpia), wants a full vehicle wrap and menu board for a new step van. Traps: his sister's truck in San Diego (Kusina ni Ate) and its loud tropical style are hers, not his place or style; Feb 27 (upfitter) and April 16 (Fiesta) are not the deadline (Feb 20). Correction: message 3 changes the base from San Antonio (message 0) to New Braunfels, where the commissary moved in December.
 * - residential_space: Kat, Portland (Sellwood) mom redoing the main floor of a ~100-year-old craftsman bungalow with partner Luis (works from home), their 7yo and a big dog; typo-prone, casual. Traps: the sister's 150k whole-house job in Lake Oswego (not this budget or place), Luis's mom's June visit (not the move-in date, which is July 1). Correction: message 3 changes the size from 1,400 sq ft (message 2, included the basement) to 950 sq ft (main floor only).
 * - commercial_space: Gloria Okafor, formal-ish Atlanta braiding-studio owner moving from a rented suite to her own storefront in Kirkwood, pastes a prepared list. Traps: the current 600 sq ft suite in Decatur (old size and place), Braid Bar on Ponce's 2,000 sq ft and neon wall (a competitor), May 1 is the lease start, not opening. Correction: message 2 changes the opening date from May 1 (message 1) to Juneteenth, Friday June 19, 2026.
 * - exhibition_space: Rhonda, terse operations person at a Wisconsin farmstead creamery, first own booth at a trade expo at Huntington Place, Detroit; pastes a short list. Traps: last year's shared 10x10 at a different show, competitor Big Lake Dairy's 40x40, Plymouth WI (their home base, not the venue). Correction: message 2 changes the booth from 10x20 inline (message 1) to a 20x20 corner, 400 sq ft; the same message adds the move-in date (Mon April 20).
 */
/* Writer's note (zh-TW, batch 100)
 * - brand_design: Second-generation owner of a bicycle shop in Fengshan (Kaohsiung), chatty and casual, renaming his father's 30-year-old "阿忠車行" to "踩風" and wanting a full identity. Traps: the rival chain store's new branch opening "三月" must not be filed as the deadline; the father's "三十年" shop age and the old red sign are context, not values. Correction: message 4 changes registration_status from not yet registered (message 1) to application in progress (his wife filed last month).
 * - packaging_design: Son in a family factory in Sanxing, Yilan, making frozen scallion pancakes; pastes his sister's list, then worries about frost in the same message as the usage. Trap: the competitor in the next town ("一包10片才賣150") must not be filed as specification or anything else. Correction: message 3 changes the weight from 120克 per piece (message 1) to 140克.
 * - website: Formal deputy manager of a CNC precision-machining company in the Hukou industrial zone (Hsinchu) wanting a zh/en/ja corporate site with an inquiry form. Traps: last year's 35萬 quote from another web agency is not the budget (the budget is about 20萬); the July Taipei machinery show is not the go-live date. Correction: message 5 changes the go-live from before July (message 4) to by late June.
 * - other: Dance-studio owner in Taichung West District, chatty with small typos, wants the full visual set for the 10th-anniversary recital (poster, programme, tickets, stage backdrop). Traps: last year's recital (April, 中興堂) must not be filed as the deadline or place; this year's venue 中山堂 on 7/18 is the event, not the business address or design deadline (poster due mid-May). Correction: message 3 changes the programme booklet from about 20 pages (message 1) to about 28 pages.
 * - residential_space: a chatty Hsinchu couple (wife writes and pastes her husband's list; he is a Science Park engineer who works from home 2-3 days a week) renovating a 25-year-old flat on the 8th floor of an elevator building in Hsinchu East District, with a 2-year-old and a cat. Traps: the coworker's new build in Zhubei (28 ping, 180萬, last year) must not become space_size/budget/address; the mother-in-law lives in Tainan, which is not the address. Correction: message 2 changes the size from 32 ping (the title-deed figure, which includes shared areas and parking) to 24 ping of actual interior.
 * - commercial_space: a terse third-generation owner of a nearly 60-year-old Chinese herbal shop in Tainan West Central District (he is a pharmacist) turning the front of the shop into a herbal tea bar while keeping the dispensing counter and his grandfather's hundred-drawer medicine cabinet. Traps: the neighbouring café's 300多萬 fit-out and its opening last October must not become budget/opening_date; 正興街/國華街 are where the tourists he wants come from, not the address. Correction: message 3 changes the budget from 150萬 or less (which counted the equipment) to a 120萬 cap for the fit-out alone.
 * - exhibition_space: an emoji-heavy young marketing assistant for a Taichung pet fresh-food brand, exhibiting at a pet expo at Kaohsiung Exhibition Center on 4/17-4/19 (move-in 4/16, move-out the night of 4/19), with a budget of about 60萬, and wanting an open-kitchen booth with water and electricity. Traps: the competitor's 10-booth lawn area at last year's Taichung pet show must not become space_size/address/unique_design; Taichung is the brand's home city, not the venue. Correction: message 3 changes the booth from 4 booths of 3x3 (6x6 = 36 m2) to 3 booths of 9x3 (27 m2).
 */
/* Writer's note (ko-KR, batch 100)
 * - exhibition_space: a friendly marketing lead at a Pangyo ed-tech startup (coding robots for primary schools), first solo booth at EduTech Korea, COEX: 4 booths 6x6 m (36 m2), about 2,500만원 excluding booth rent, show 4/22-4/24, electricity only, a floor city-map mat where kids code robots on tablets, and a worry that kids could get hurt on sharp corners. Traps: last November's BEXCO education fair and the partner company's 8 booths / 5천 spend there must not become address/space_size/budget/dates; Pangyo is their office, not the venue. Correction: message 3 moves the move-in date from the 21st (in the pasted list, message 1) to April 20 (afternoon, for independent booths); move-out is the evening of 4/24.
 * - brand_design: a terse, casual son taking over his father's tangerine farm in Namwon, Seogwipo (Jeju), who wants a new direct-sales brand "귤담" (logo through boxes), with products, an Instagram handle, a mid-March deadline before the April Hallabong shipping, gift buyers in their 30s as a new target, a warm hand-drawn style, and labels/thank-you cards as extras. Traps: the old name 성산농원 comes from the father's hometown (Seongsan is not the business location); his sister's wedding on March 28 is not the deadline; the neighbouring farm's 800 paid to a Seoul agency last year is not his (and Seoul is not the address). Correction: message 4 changes trademark status from "not registered yet" (message 2 list) to "application in progress" (his father filed last autumn), and he says he doesn't need help with it (need_registration_assistance = no).
 * - packaging_design: a young farmer in Uiseong (Gyeongbuk) who makes black-garlic extract with his parents and is launching it in stick pouches (casual, drops spaces). He pastes a short list of form, channels and materials, and mentions the tearing complaint in the same message as his selling point. Traps: the neighbour's pear juice comes 50 sticks to a box (that is not his spec), and last year's boxes arrived on 8월 20일 (not the deadline; the deadline is late July). Correction: message 2 changes the stick volume from 10ml to 15ml (10ml was last year's prototype), still 30 sticks a box.
 * - website: the son of a family running a five-room hanok stay near Jeonju Hanok Village who wants direct booking to cut platform fees (chatty, ㅋㅋ/ㅠ). Traps: the guesthouse down the alley paid 800 for a four-language site with Chinese (not his budget; Chinese is not one of his languages), and about 400 in Airbnb fees last year (not the budget; his budget is about 300만원). Correction: message 5 moves go-live from before the May holidays to early April (by 2026-04 early) for cherry-blossom season.
 * - other: a 62-year-old rice-cake shop owner who chairs the traders' association of a traditional market in Bupyeong, Incheon (formal, sometimes drops spaces). With a district grant he needs entrance map boards, matching store stickers and eco bags. Traps: he lives in Bucheon, 20 minutes away by car (not the business address, and not the distance to the studio), and the next-door market's character mascot (not requested). Correction: message 4 fixes the festival deadline from 4월 18일 (last year's date) to 2026-04-25.
 * - residential_space: a chatty woman in her late 50s, downsizing with her soon-to-retire husband from a house in Yongin Suji to a 32-pyeong, 32-year-old (built 1994) apartment in Bundang Jeongja-dong; she ends with a pasted list of style/colour notes. Traps: the current house's 60 pyeong and Yongin Suji location (the old home, not the project); her sister's 7천 renovation in Ilsan last year (not her budget); the husband's retirement at the end of June (not the move-in date, which is "by late May"); "서예를 20년 넘게" (the husband's hobby, not the property age). Correction: message 4 changes the budget from about 1억 (message 2) to at most 9천 (90,000,000 KRW).
 * - commercial_space: a terse groomer in her 30s who is leaving a job at another salon to open a senior-dog grooming salon ("느린발") near Central Park station in Songdo; she pastes a short list (size/budget/opening) and mixes worries with answers. Traps: the neighbouring shop's 30 pyeong (not her space); her own dog's age of 15 (not a size, and it comes right after the 15-pyeong correction); the problems at her current workplace describe another shop, though they explain her problem_need. Correction: message 3 changes the size from 18 pyeong (contract area, message 1) to 15 pyeong (actual area).
 */
export const hundredthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout100-brand-en-mobile-sauna-duluth",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi! I'm Maren Lindqvist, I run a little mobile sauna business out of Duluth (well, Hermantown technically). Wood-fired sauna on a trailer that I haul down to the lake shore, people book 90 min sessions. Been running it off a hand painted sign and a Canva logo since last winter and honestly it looks like a lemonade stand lol. I need a real logo and a whole look that goes on everything",
      "Name is Lake Löyly. Löyly is Finnish for the steam that comes off the rocks when you throw water on, my mummu (grandma) used to say it like it was something holy. Most people up here can't pronounce it which is kind of the point, they ask and I get to tell the story. Oh and we're not trademarked, never got around to it",
      "What we do:\n- public sauna sessions on the lakeshore\n- private rentals for birthdays/bachelorettes/work teams\n- the trailer delivered to your cabin for a weekend\n- gift cards (these sold like crazy at christmas)",
      "My cousin Jenna has a sauna place over in Marquette, Keweenaw Heat, and her designer did her whole thing in 3 weeks for like $2,500. I don't need it that fast tho, I'd just like the logo done before the spring thaw crowd shows up, so end of April-ish?",
      "ok scratch what I said about the trademark. my husband Dale just told me he filed the name with the USPTO back in October and it's pending!! so in progress I guess. He did it himself online and said it was a nightmare, so yes we'd want your help with the logo filing part",
      "Instagram is @lakeloylysauna, no website yet. For colors I keep picturing the dark blue of Lake Superior in November and the orange glow from the stove door. Please no pine trees, every business up here has a pine tree on it",
      "Also gonna need the trailer wrap, a sandwich board sign for the beach, and maybe punch cards for regulars"
    ],
    "whenAsked": {
      "problem_need": "People think it's a backyard hobby. I want it to look legit so companies and wedding parties trust us with the private rentals",
      "target_audience": "Mostly 25 to 45, outdoorsy, lots of UMD grad students and young couples, plus the older Finnish crowd who grew up with a sauna in the yard",
      "preferred_style": "Simple and a little Nordic, handmade feeling but clean. Calm, not extreme-sports",
      "key_considerations": "It has to read well tiny on Instagram and huge on the trailer. And it can't look like a copy of the famous Löyly in Helsinki, I know that exists",
      "collaboration_notes": "Email is best, I'm at the lake with no signal half the day. Dale and I decide together",
      "plans_after_project": "A second trailer next winter maybe, up the shore in Two Harbors"
    },
    "otherwise": "Hmm no strong feelings on that, whatever you think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mobile sauna",
          "Canva logo"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Hermantown"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "Finnish for the steam",
          "mummu"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "private rentals",
          "delivered to your cabin",
          "gift cards"
        ]
      },
      "expected_deadline": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
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
          "value": true
        }
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@lakeloylysauna"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "dark blue",
          "orange",
          "no pine trees"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "trailer wrap",
          "sandwich board",
          "punch cards"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "backyard hobby",
          "look legit"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "25 to 45",
          "grad students",
          "older Finnish crowd"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Nordic",
          "handmade feeling"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "tiny on Instagram",
          "copy of the famous Löyly"
        ]
      }
    }
  },
  {
    "id": "heldout100-packaging-en-salmon-skin-dog-treats",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "hey. small company, 2 of us, Salt Dog Provisions in Bellingham WA. we make freeze dried salmon skin treats for dogs out of sockeye trimmings we buy straight off the boats at the harbor. right now its a ziploc with a sticker lol, need real packaging before we pitch to stores",
      "product is crunchy salmon skin strips, owners break them up as training treats or give a whole one as a chew. single ingredient, nothing added, wild sockeye. bag is 3oz, roughly 20 strips. the big brand at petco does a 5 oz bag for like $15 and its half filler",
      "thinking stand up resealable pouch w/ a window so people can see the skins. compostable film if it doesnt cost a fortune",
      "correction on the size sorry - its 2.5 oz not 3. we went thinner on the cuts in december so the bag got lighter, still about 20 strips",
      "selling: our website, fairhaven farmers market on saturdays, and 3 pet stores in town said theyd carry it if it looks legit",
      "need it by march 15, the whole foods regional buyer meeting is the 20th. also im colorblind (red-green) so my partner Kenji signs off on colors not me"
    ],
    "whenAsked": {
      "unique_selling_point": "its literally just salmon skin. one ingredient, wild caught, from local boats. and dogs go nuts for it",
      "target_audience": "dog owners 25-45ish, the type who read ingredient labels. lots of people with allergy dogs",
      "preferred_style": "old salmon cannery label vibe but modern. no cutesy cartoon dogs",
      "colors_and_elements": "deep red like sockeye meat and navy, but ask Kenji lol. no paw prints please",
      "key_considerations": "the window cant fog up or get greasy from the oils, and the zipper has to actually reseal",
      "other_design_requirements": "a kraft shipping box that holds 6 bags for online orders"
    },
    "otherwise": "no preference really",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Salt Dog Provisions",
          "ziploc with a sticker"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Bellingham"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "salmon skin strips",
          "training treats"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "single ingredient"
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
          "compostable"
        ]
      },
      "specification": {
        "said": 3,
        "text": [
          "2.5 oz",
          "20 strips"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "website",
          "farmers market",
          "pet stores"
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
      "collaboration_notes": {
        "said": 5,
        "text": [
          "Kenji"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "read ingredient labels",
          "allergy dogs"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "cannery label",
          "no cutesy cartoon dogs"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "deep red",
          "navy",
          "no paw prints"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "fog up",
          "reseal"
        ]
      }
    }
  },
  {
    "id": "heldout100-website-en-violin-shop-rentals",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Good evening. My name is Tomás Beltrán; I own Ridgeline Strings, a violin, viola and cello repair and rental shop in the Nob Hill area of Albuquerque. My father opened the shop in 1988 and I took it over in 2009. Our current website was made by a nephew years ago and has not been updated since 2017. It still lists my father's phone number.",
      "The present site is ridgelinestrings.net. The real difficulty is the rental program: every August roughly 300 families rent instruments for school orchestra, and each contract is done on paper at the counter. The line goes out the door. I would like parents to choose a size, sign the rental agreement and book a fitting time online.",
      "Pages, as I see them:\n- Home\n- Rentals (with a size chart)\n- Repairs & Restoration\n- Instruments for Sale\n- About the Shop\n- Contact and Hours",
      "Regarding budget: I understand the Music Center in Santa Fe spent close to $25,000 on theirs, which is beyond us. We can do $8,000 to $10,000. It should be live before the fitting nights, which have always been in early July, so let us say July 1.",
      "English and Spanish, please. Many of our families speak Spanish at home, and my daughter Inés can check the translations.",
      "I must correct myself on the date. I have just read the district's letter again: the fitting nights were moved up this year to the week of June 15. So the site needs to be live by June 1 at the latest."
    ],
    "whenAsked": {
      "target_audience": "Parents of school orchestra students, most of them not musicians themselves. Also adult players and teachers who bring instruments for repair.",
      "competitors": "Casa del Violín in Tucson has a very clear rental page. I also like Harmon Strings in Denver.",
      "preferred_style": "Warm wood tones, dignified, like the shop itself. Photographs of the workbench and the instruments, not clip art.",
      "key_considerations": "A parent must be able to finish the rental on a phone in a few minutes, and the agreement needs a proper electronic signature.",
      "other_design_requirements": "Yes, photography of the shop would help. Ours are very old.",
      "collaboration_notes": "A weekly email is sufficient. Inés and I decide together."
    },
    "otherwise": "I have no particular preference; I trust your judgment.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "repair and rental shop",
          "not been updated since 2017"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Albuquerque"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "ridgelinestrings.net"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "done on paper",
          "book a fitting time online"
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
          "Rentals",
          "Repairs & Restoration",
          "Instruments for Sale"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 8000,
          "max": 10000,
          "currency": "USD"
        }
      },
      "languages": {
        "said": 4,
        "text": [
          "English",
          "Spanish"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "day",
          "relation": "by"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "school orchestra",
          "not musicians"
        ]
      },
      "competitors": {
        "said": "asked",
        "text": [
          "Casa del Violín",
          "Harmon Strings"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Warm wood tones",
          "dignified"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "on a phone",
          "electronic signature"
        ]
      }
    }
  },
  {
    "id": "heldout100-other-en-lumpia-truck-wrap",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hey there! Ramon here, I run a food truck called Lola's Lumpia, named after my lola (grandma) who taught me to roll them. Filipino food with a Texas twist, brisket adobo, ube tres leches, that kind of thing. We're in San Antonio. Been going 4 years out of an old taco truck we bought used and painted purple ourselves",
      "Big news is we just bought a second truck, a 2019 step van, and I want it to actually look like a brand and not a purple blob lol. What I need designed:\n- full vehicle wrap for the new truck\n- menu board for the serving side\n- maybe redo the old truck to match, later",
      "My sister has a truck out in San Diego (Kusina ni Ate) and her wrap is all tropical leaves and jeepney colors, super loud. Cute for her but not me. I want bold and simple, something you can read from across a parking lot",
      "Oh wait I said San Antonio, that's not right anymore. We moved our commissary up to New Braunfels in December so that's home base now. Still do most of our stops in SA tho",
      "Timing: new truck comes out of the upfitter Feb 27 and the wrap shop needs print files a week before that, so Feb 20. Fiesta starts April 16 and that's the real goal, we do like 3x normal sales that week",
      "Colors: purple stays, it's our thing now, ube and all. Gold maybe. NO red and yellow together, too much like a Jollibee knockoff"
    ],
    "whenAsked": {
      "problem_need": "Right now nobody can tell what we sell from far away. I want people to see Filipino food and pull over",
      "target_audience": "Lunch crowd at construction sites and office parks, families at breweries on weekends, and a lot of Filipino military families from the bases",
      "key_considerations": "Words big enough to read from the road, and the serving window side can't be too busy because the menu goes there",
      "collaboration_notes": "Text me, I'm on the truck all day. My wife Carmela and I decide together, she has final say on colors lol",
      "plans_after_project": "Third truck maybe next year, brick and mortar someday"
    },
    "otherwise": "Eh, whatever you think, you're the pros",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Lola's Lumpia",
          "Filipino food with a Texas twist"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "full vehicle wrap",
          "menu board"
        ]
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "bold and simple"
        ]
      },
      "address": {
        "said": 3,
        "text": [
          "New Braunfels"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-02-20",
          "precision": "day",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "purple",
          "NO red and yellow together"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "what we sell from far away",
          "pull over"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "construction sites",
          "military families"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "read from the road",
          "can't be too busy"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "Text me",
          "Carmela"
        ]
      }
    }
  },
  {
    "id": "heldout100-residential-en-sellwood-bungalow-sister-budget",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "hi! ok so we bought a 1920s bungalow in Sellwood (SE Portland) in November and want to redo the main floor before we move in. kitchen is tiny and closed off from everything, that's the main thing. my sister just did her whole house in Lake Oswego for like 150k and I'm telling you right now we are NOT doing that lol",
      "budget is 60-70k for everything incl appliances. and yes it's old, about 100 years old, the inspector said built 1923 or 24",
      "layout: 2 bed 1 bath on the main floor, living room + dining room, plus an unfinished attic and a basement w laundry. it's 1,400 sq ft",
      "wait sorry, 1,400 is with the basement. the main floor is more like 950 sq ft and that's the part we're actually doing",
      "it's me (Kat), my partner Luis who works from home 3 days a wk and needs a real door he can close, our 7yo Mateo, and a very large dog named Biscuit. we want to be in by July 1st for sure. Luis's mom is visiting in June and it'd be nice to be done before that but July 1 is the real date",
      "style wise we love that it's an old craftsman, we want it to still feel like 1924 just not falling apart. NOT the gray flip look. colors: warm wood, some deep green, no white subway tile pls"
    ],
    "whenAsked": {
      "property_category": "It's a detached single family house, story and a half",
      "lifestyle": "We cook a lot, Luis is on video calls half the day, and Mateo's friends are over every weekend",
      "key_considerations": "Keep the original oak trim and the built-in buffet in the dining room, and the floors have to survive a 90 lb dog",
      "important_collections": "Luis has a lot of records, like 600 LPs, and a turntable setup",
      "memorable_moments": "Saturday pancakes with everyone at the counter, we'd love an island or counter for that",
      "other_design_requirements": "Lighting for sure, the house has like one ceiling light per room"
    },
    "otherwise": "no strong opinion on that, whatever you think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "1920s bungalow",
          "redo the main floor"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Sellwood"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "tiny and closed off"
        ]
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 60000,
          "max": 70000,
          "currency": "USD"
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
      "layout": {
        "said": 2,
        "text": [
          "2 bed 1 bath",
          "unfinished attic"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 950,
          "unit": "ft2"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "7yo",
          "Biscuit"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "works from home"
        ]
      },
      "move_in_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "day",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "old craftsman",
          "not the gray flip look"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "warm wood",
          "deep green",
          "no white subway tile"
        ]
      },
      "property_category": {
        "said": "asked",
        "value": {
          "kind": "choice",
          "selected": [
            "detached_house"
          ]
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "original oak trim",
          "built-in buffet",
          "90 lb dog"
        ]
      }
    }
  },
  {
    "id": "heldout100-commercial-en-braiding-studio-juneteenth",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Good evening. My name is Gloria Okafor and I own Crown & Thread Braiding Studio in Atlanta. For five years we've rented a 600 sq ft suite in a salon building in Decatur, and now we're moving into our own storefront on Memorial Drive in Kirkwood. I wrote my notes out already so I'll just paste them.",
      "- new space: 1,150 sq ft, used to be a nail salon, plumbing already at the back\n- budget: $85,000 for design and build-out\n- opening: May 1\n- 6 braiding stations, 1 wash station, a small kids corner\n- clients sit 4 to 8 hours for knotless and boho braids so comfort is everything",
      "One correction to my list. May 1 is when the lease starts, not the opening, I mixed those up. We'd like to open on Juneteenth, Friday June 19. That means something to us and to our clients.",
      "What we stand for: Black hair is a craft, not a hustle. When a client walks in I want her to exhale. Most of my clients are professional women 25 to 45, a lot of teachers and nurses, and moms bringing their daughters in before school starts.",
      "What makes us different is we are ON TIME. Nobody in Atlanta braiding is on time, I'm sorry but it's true. Your appointment starts when it's booked. Style wise I keep saving these warm earthy spaces, lots of plants, calm. Colors terracotta and cream, cane and rattan. Not the pink and gold glam thing every salon on Instagram does.",
      "The one thing I'd really love is a big woven wall behind the front desk that looks like a braid pattern, maybe rope or wood slats. Braid Bar on Ponce did a neon wall in their 2,000 sq ft place and everybody copies it, I don't want that."
    ],
    "whenAsked": {
      "problem_need": "We've outgrown the suite. Clients wait in the hallway, the kids have nowhere to sit, and I can't bring on more braiders because there's no room for chairs",
      "key_considerations": "Comfort for long sits, and really good lighting because braiding is detailed work and my girls' eyes get tired",
      "other_design_requirements": "Yes, the sign out front and maybe a price menu board",
      "collaboration_notes": "Text me, I'm with clients all day. I make the decisions, my husband Chidi handles the contractor",
      "plans_after_project": "Maybe a small product shelf later, edge control and oils under our own name"
    },
    "otherwise": "I don't have a strong feeling about that, I trust you",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Crown & Thread",
          "own storefront"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Kirkwood"
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
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 85000,
          "currency": "USD"
        }
      },
      "key_considerations": {
        "said": 1,
        "text": [
          "4 to 8 hours",
          "comfort is everything"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-19",
          "precision": "day",
          "relation": "on"
        }
      },
      "brand_value": {
        "said": 3,
        "text": [
          "craft, not a hustle",
          "exhale"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "professional women 25 to 45",
          "daughters"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "on time"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "warm earthy"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "terracotta",
          "not the pink and gold"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "woven wall",
          "braid pattern"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "outgrown the suite",
          "more braiders"
        ]
      }
    }
  },
  {
    "id": "heldout100-exhibition-en-creamery-corner-upgrade",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi. Rhonda here, operations at Kessler Creek Creamery in Plymouth WI. Farmstead cheese, 3rd generation family farm. We got into the Great Lakes Food & Beverage Expo at Huntington Place in Detroit, first time with our own booth. Last year we shared a 10x10 with the state cheese co-op at a different show and it was a mess.",
      "quick list from my notes:\n- booth 10x20 inline, Hall B\n- show is Apr 21-23\n- need power for 2 refrigerated cases + sampling station. no water\n- budget 25k for booth build + graphics, travel separate",
      "Correction on the booth, boss just told me we upgraded to a corner, 20x20, so 400 sq ft. Still Hall B. Also move-in is the Monday before, the 20th, from 8am.",
      "Who we want: grocery buyers, specialty cheese shop owners, distributors. It's trade only so not really the public. Big Lake Dairy will probably have their giant 40x40 again, we're not trying to compete with that lol",
      "Brand: we're a farm, not a factory. The cows have names and they're on our labels. People should feel like they stopped by the barn. Look: barn wood and galvanized metal but clean and bright, it's a food show.",
      "idea: a cheese cave wall, wheels aging on wood shelves (fake ones are fine), lit from behind. And a cut-to-order sampling counter up front."
    ],
    "whenAsked": {
      "exit_date": "Teardown starts right after close on Thursday the 23rd, we have to be out that night",
      "key_considerations": "Sampling has to pass the health inspector, and the whole booth has to fit in our box truck since we drive it ourselves",
      "other_design_requirements": "Sell sheets and a price list for buyers, maybe small cow-name stickers as giveaways",
      "plans_after_project": "If it goes well we'd reuse the booth for a show in Chicago in the fall",
      "collaboration_notes": "Email me, I loop in the owner Dale for final sign-off"
    },
    "otherwise": "no preference, up to you",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Kessler Creek Creamery",
          "Farmstead cheese"
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
          "date": "2026-04-21",
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
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 25000,
          "currency": "USD"
        }
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 400,
          "unit": "ft2"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-20",
          "precision": "day",
          "relation": "on"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "grocery buyers",
          "distributors"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "farm, not a factory",
          "stopped by the barn"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "barn wood",
          "clean and bright"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "cheese cave wall"
        ]
      },
      "exit_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-04-23",
          "precision": "day",
          "relation": "on"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "health inspector",
          "box truck"
        ]
      }
    }
  },
  {
    "id": "heldout100-brand-zh-fengshan-bike-shop-rename",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我在鳳山開腳踏車行 其實是我爸開的 開了快三十年 叫「阿忠車行」 今年我正式接手 想說順便換個名字跟logo 整套重新弄 招牌名片那些也要",
      "新名字想叫「踩風」 因為小時候我爸載我去澄清湖騎車 都說騎快一點就是在踩風 名字我查過了好像沒人用 不過還沒去申請商標",
      "現在的問題是客人都覺得我們是老人家在修車的店 年輕人買公路車都跑去文化中心那邊的連鎖店 聽說那間三月還要再開一家分店 壓力很大😅",
      "我們有賣車 修車 也有幫人做fitting 週末還會帶團騎山 旗山美濃那種路線",
      "欸剛問我老婆 她說商標她上個月就用「踩風」送件了 所以是申請中 不是還沒申請 我搞錯了",
      "希望五月前可以好 六月想辦重新開幕 然後顏色拜託不要紅色 我爸那個招牌紅底白字我看了三十年了哈哈"
    ],
    "whenAsked": {
      "need_registration_assistance": "我老婆在處理了 應該不用",
      "brand_website": "只有一個FB粉專 搜尋阿忠車行就有 IG還沒開",
      "target_audience": "25到45歲 有在騎公路車的上班族 假日會去騎山的那種",
      "preferred_style": "俐落 有速度感 但不要太花",
      "key_considerations": "老客人還是要認得出來 不要讓他們以為換老闆了",
      "collaboration_notes": "LINE就好 我跟我老婆一起決定",
      "plans_after_project": "順利的話想在岡山開第二家"
    },
    "otherwise": "都可以啦 你們專業的看",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "腳踏車行",
          "換個名字跟logo"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "鳳山"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "招牌名片"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "踩風",
          "澄清湖"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "年輕人"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "修車",
          "fitting",
          "帶團騎山"
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
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "不要紅色"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "value": {
          "kind": "yes_no",
          "value": false
        }
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "FB粉專"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "公路車",
          "上班族"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "速度感"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "老客人還是要認得出來"
        ]
      }
    }
  },
  {
    "id": "heldout100-packaging-zh-yilan-frozen-scallion-pancake",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是宜蘭三星的家庭工廠，做冷凍蔥油餅，蔥是我爸自己種的三星蔥。現在用透明夾鏈袋裝、貼一張白色貼紙，想做正式包裝準備上架。",
      "先貼我妹整理的：\n- 一包5片 一片120克\n- 袋子裝 另外想做禮盒組（一盒4包）\n- 通路：自己的官網、全聯在談、礁溪假日市集\n- 希望過完年3月中設計完成",
      "我們跟別人最大的差別是蔥的比例，一片裡面蔥差不多佔三分之一，麵皮是手工擀的，不是機器壓的。隔壁鎮有一家也做冷凍的，一包10片才賣150，價格我們拚不過。",
      "啊抱歉 剛剛寫錯 一片是140克 120克是我們以前小片的規格 現在都改大片了",
      "吃法很簡單，從冷凍庫拿出來不用退冰，鍋子放一點油直接煎，兩面金黃就好，也可以加蛋。不過包裝放冷凍庫會結霜，之前的貼紙都會掉，這個很困擾。"
    ],
    "whenAsked": {
      "packaging_form": "就袋子 再加一個禮盒組",
      "target_audience": "雙薪家庭 早餐沒時間做的 還有來宜蘭玩想買伴手禮的遊客",
      "preferred_style": "有田園感 但要現代一點 不要像菜市場那種",
      "colors_and_elements": "蔥的綠色一定要有 可以放龜山島 金色不要太多",
      "preferred_materials": "袋子要耐冷凍 禮盒用紙的就好",
      "key_considerations": "冷凍會結霜 字跟貼紙不能掉",
      "other_design_requirements": "宅配保冷箱的貼紙也想順便做",
      "collaboration_notes": "我妹負責聯絡 我爸最後看一下"
    },
    "otherwise": "這個我們沒有特別想法 你們建議",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "冷凍蔥油餅",
          "家庭工廠"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "宜蘭三星"
        ]
      },
      "packaging_form": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch",
            "gift_set"
          ]
        }
      },
      "sales_channels": {
        "said": 1,
        "text": [
          "官網",
          "全聯",
          "礁溪假日市集"
        ]
      },
      "expected_deadline": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "三分之一",
          "手工擀"
        ]
      },
      "specification": {
        "said": 3,
        "text": [
          "140克"
        ]
      },
      "product_description": {
        "said": 4,
        "text": [
          "不用退冰",
          "直接煎"
        ]
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "結霜",
          "貼紙都會掉"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "雙薪家庭",
          "伴手禮"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "田園感"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "綠色",
          "龜山島"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "耐冷凍",
          "紙"
        ]
      }
    }
  },
  {
    "id": "heldout100-website-zh-hukou-cnc-bilingual",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，敝公司位於新竹湖口工業區，從事CNC精密零件加工，成立約二十年。現有網站是十年前外包做的，手機上幾乎無法瀏覽，也很久沒有更新了。",
      "網址是 www.hk-precision.com.tw 。這次主要目的是讓國外客戶找得到我們，並且能直接線上送詢價單。目前詢價大多還是靠老客戶介紹。",
      "語言需要中文、英文，日文也要，日本客戶約佔三成。頁面大致是：公司簡介、加工能力與設備、產品實績、品質認證、聯絡與詢價。",
      "預算部分，去年有一家網頁公司報價35萬，總經理（家兄）覺得太高。我們這邊抓20萬左右，含翻譯的話可以再多一點。",
      "時間上希望七月前上線。另外我們自己拍的照片都很暗，請問是否能安排攝影師來廠內拍設備？",
      "不好意思，剛才日期講錯了，應該是六月底前就要上線。七月台北的機械展我們有攤位，型錄上要印網址，送印前就要確定。"
    ],
    "whenAsked": {
      "category": "公司形象網站，有詢價表單即可，不需要線上販售",
      "target_audience": "國外採購與工程師，要找代工廠的",
      "competitors": "可以參考日本的MISUMI，台中幾家同業的網址我再傳給您",
      "preferred_style": "專業、乾淨，看起來可靠，不要太花俏",
      "key_considerations": "設備清單跟公差精度要寫清楚，客戶最在意這個。客戶名稱不能放，有簽保密協議",
      "colors_and_elements": "公司logo是深藍色，可以延用",
      "collaboration_notes": "由我對接，最後給總經理確認，兩週開一次會"
    },
    "otherwise": "這部分沒有特別想法，請貴公司建議。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "CNC精密零件加工",
          "手機上幾乎無法瀏覽"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "湖口工業區"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "hk-precision.com.tw"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "國外客戶找得到我們",
          "詢價單"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "中文",
          "英文",
          "日文"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "加工能力",
          "品質認證",
          "詢價"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 200000,
          "currency": "TWD"
        }
      },
      "other_design_requirements": {
        "said": 4,
        "text": [
          "攝影師"
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
          "國外採購",
          "工程師"
        ]
      },
      "competitors": {
        "said": "asked",
        "text": [
          "MISUMI"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "專業",
          "可靠"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "公差精度",
          "保密協議"
        ]
      }
    }
  },
  {
    "id": "heldout100-other-zh-taichung-dance-recital-visuals",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨嗨 我在台中西區開舞蹈教室 主要教小朋友跟媽媽們芭蕾跟爵士 今年7月要辦十週年成果發表會 想找人幫我們做一整套視覺🙏",
      "要做的東西：\n- 主視覺海報\n- 節目冊 大概20頁\n- 門票\n- 舞台背板\n去年是學生家長幫忙做的 但真的有點...你懂得😂 去年四月在中興堂辦 那時候海報很趕",
      "今年場地是中山堂 7/18禮拜六 海報最晚5月中要好 因為要提早賣票給家長 顏色想要粉紫色系 不要黑色 家長會覺得太沉",
      "啊等等 節目冊我剛數了 今年有九個班要上台 每班一頁介紹 20頁根本不夠 應該要28頁左右才對",
      "來看的主要是家長跟阿公阿嬤 還有想幫小孩找才藝班的新家長 其實發表會也算是在招生啦 我們最大的問題是新生越來越少 隔壁那條路今年又開了兩間",
      "風格想要夢幻一點但不要太幼稚 像童話繪本那種感覺 ps 我下週二到四在帶營隊 回覆會比較慢喔"
    ],
    "whenAsked": {
      "key_considerations": "小朋友的照片要家長同意才能放 還有名字千萬不要打錯 去年節目冊打錯三個小朋友的名字 家長超不爽",
      "collaboration_notes": "用LINE聯絡 我跟另一個主任老師一起決定",
      "expected_deadline": "海報5月中 其他的6月底前",
      "plans_after_project": "明年想把教室招牌跟IG模板也換掉",
      "number_of_visits": "可以來教室看一次上課的樣子"
    },
    "otherwise": "都可以～你們覺得好看就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "舞蹈教室",
          "十週年成果發表會"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中西區"
        ]
      },
      "expected_deadline": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "colors_and_elements": {
        "said": 2,
        "text": [
          "粉紫色",
          "不要黑色"
        ]
      },
      "other_design_requirements": {
        "said": 3,
        "text": [
          "節目冊",
          "28頁"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "家長",
          "阿公阿嬤"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "招生",
          "新生越來越少"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "童話繪本"
        ]
      },
      "collaboration_notes": {
        "said": 5,
        "text": [
          "回覆會比較慢"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "家長同意",
          "名字千萬不要打錯"
        ]
      }
    }
  },
  {
    "id": "heldout100-residential-zh-hsinchu-old-flat-family",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我們去年底在新竹東區買了一間中古屋，屋齡大概25年，想整間翻新再搬進去。想先問一下你們有接新竹的案子嗎？我們兩個都要上班 平日只能晚上回訊息",
      "我先把我老公整理的貼上來😂\n- 權狀32坪 電梯大樓8樓\n- 現況三房兩廳一衛\n- 預算抓250萬左右（含家具家電）\n- 希望6月底前搬進去 現在租的房子6月到期",
      "喔對了 剛剛那個32坪是權狀的 含公設跟車位 我翻了一下買賣資料 室內實際大概只有24坪 以24坪為準",
      "生活的話 我老公在竹科 但一週有兩三天在家遠端工作 需要一間可以關門開會的書房 我自己很愛煮 週末常找朋友來家裡吃火鍋。我同事去年在竹北裝潢新成屋 28坪花了180萬 她說老屋要換管線會更貴 我們這樣的預算會不會不太夠啊",
      "住的人就我們兩個、兩歲的兒子、還有一隻很愛抓沙發的橘貓。現在最困擾的是廚房很小又暗、只有一間浴室早上會塞車，天花板還有前屋主留下的水痕 不知道是不是還在漏水",
      "風格的話喜歡日式無印那種 木頭跟白色 溫暖一點 不要太冷的灰色系也不要工業風。我婆婆住台南 她每年會上來住一兩個月幫忙帶小孩 所以書房最好也能當客房"
    ],
    "whenAsked": {
      "key_considerations": "水電管線要全部換 看不到的地方不要省。還有貓會抓 沙發跟牆面的材質要耐刮",
      "address": "新竹東區 關新路附近",
      "important_collections": "老公有一整面牆的公仔跟鋼彈模型 想要有展示櫃",
      "other_design_requirements": "系統櫃跟燈光都想一起規劃",
      "collaboration_notes": "平日晚上用LINE聯絡 最後我們兩個一起決定",
      "expected_deadline": "設計最好3月底前定案 才來得及施工",
      "plans_after_project": "可能會再生一個 所以想留一間之後當小孩房",
      "memorable_moments": "以前我外婆家有一張大餐桌 全家圍著吃飯 想要有那種感覺"
    },
    "otherwise": "這個我們還沒想過耶 你們建議就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古屋",
          "整間翻新"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "新竹東區"
        ]
      },
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 25,
          "unit": "years"
        }
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
      "layout": {
        "said": 1,
        "text": [
          "三房兩廳一衛"
        ]
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 2500000,
          "currency": "TWD"
        }
      },
      "move_in_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 24,
          "unit": "ping"
        }
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "遠端工作",
          "很愛煮"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "兩歲的兒子",
          "橘貓"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "廚房很小又暗",
          "只有一間浴室"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "日式無印"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "木頭跟白色",
          "不要太冷的灰色系"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "管線要全部換",
          "耐刮"
        ]
      }
    }
  },
  {
    "id": "heldout100-commercial-zh-tainan-herbal-shop-tea-bar",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好。我家在台南中西區開中藥行，開了快60年，到我是第三代。我爸去年退休，我想把店面前半段改成漢方茶飲吧，後面保留抓藥的櫃台。請問這種案子你們有做過嗎",
      "基本資料：\n一樓約18坪 二樓當倉庫不用動\n預算150萬以內\n希望5月中開幕",
      "隔壁兩間也是老房子改的咖啡廳，聽說裝潢花了300多萬，去年10月開的，每天一堆人在門口拍照。我們不想走網美風，要讓人一看就知道是老店。",
      "預算更正一下。剛跟我弟對過帳，150是連製冰機、封口機那些設備一起算的，裝潢本身上限120萬。",
      "店裡那座百子櫃一定要留，我阿公當年請師傅做的，一百多個抽屜。這也是我們跟別家不一樣的地方：配方是我自己調的，我本身是藥師，不是加點紅棗枸杞就叫漢方。",
      "客人的話想抓來正興街、國華街逛的年輕觀光客，但老客人也不能流失，很多阿伯阿姨還是每個禮拜來抓藥。"
    ],
    "whenAsked": {
      "brand_value": "漢方是日常保養，不是生病才喝。希望客人進來覺得安靜、舒服，聞得到藥材香",
      "problem_need": "現在店面太暗，年輕人經過都不敢進來，以為我們只賣藥",
      "colors_and_elements": "深色木頭，可以加一點青綠色。不要大紅大金，太像廟",
      "key_considerations": "抓藥區跟茶飲區動線要分開。藥材怕潮濕，茶飲那邊用水多要注意",
      "preferred_style": "簡單，有老店的味道就好",
      "unique_design": "就是剛說的百子櫃",
      "other_design_requirements": "招牌和菜單也一起做",
      "collaboration_notes": "跟我聯絡就好，禮拜一公休那天比較有空",
      "expected_deadline": "設計3月中前要出來"
    },
    "otherwise": "沒特別想法，你們專業建議就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中藥行",
          "漢方茶飲吧"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南中西區"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "ping"
        }
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "on",
          "part": "mid"
        }
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "不想走網美風",
          "老店"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 1200000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "unique_design": {
        "said": 4,
        "text": [
          "百子櫃"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "配方是我自己調的",
          "藥師"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "年輕觀光客",
          "老客人"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "日常保養",
          "藥材香"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "店面太暗"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "深色木頭",
          "青綠色",
          "不要大紅大金"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "動線要分開",
          "怕潮濕"
        ]
      }
    }
  },
  {
    "id": "heldout100-exhibition-zh-pet-fresh-food-kaohsiung",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我是「肉球廚房」的行銷小編😆 我們是台中做寵物鮮食跟凍乾零食的品牌，4月要去高雄展覽館參加寵物博覽會，這次第一次不用主辦的標準攤位，想自己設計，想問你們有接嗎？",
      "先丟基本資料給你們～\n- 攤位：4個標攤 每個3x3 打通變6x6\n- 展期：4/17(五)~4/19(日)\n- 進場：4/16(四) 下午1點後\n- 撤場：4/19 閉展後當晚\n- 預算：老闆說設計加施工抓60萬上下",
      "我們最想做的是把攤位弄成一個開放式廚房，中間一個吧台，現場切鮮食給毛孩試吃，旁邊再放一台玻璃冰箱展示，所以水電都要，試吃完也要讓飼主洗手。去年台中寵物展隔壁的毛孩森林做了一塊草皮讓狗狗進去玩，排隊排超長，不過他們是10個攤位，我們沒那麼大啦哈哈",
      "啊啊啊等等 剛跟老闆確認 第4個攤位沒搶到 被別家拿走了😭 所以只有3個攤位 變9x3 預算不變",
      "我們想讓人覺得是人吃的等級食材、透明廚房那種安心感～主要想接觸養狗養貓的年輕飼主，也想認識一些寵物店跟動物醫院的採購，看能不能上架",
      "風格想要明亮乾淨，像一間小小的廚房～橘色是我們的品牌色一定要有。然後DM跟試吃杯的貼紙也想一起請你們設計，可以嗎🙏"
    ],
    "whenAsked": {
      "key_considerations": "冰箱一定不能斷電 鮮食壞掉就完蛋了！還有狗狗會來 地板不要太滑",
      "competitive_advantage": "我們自己有中央廚房 每一批都有送檢驗報告",
      "expected_deadline": "3月底前要定稿 不然來不及做",
      "plans_after_project": "下半年台北的寵物展也想去 如果可以拆了再用更好",
      "collaboration_notes": "我是窗口 但最後要老闆點頭",
      "number_of_visits": "開工前可以來台中開一次會就好"
    },
    "otherwise": "這個我不太確定耶 你們覺得怎樣比較好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "寵物鮮食",
          "寵物博覽會"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "高雄展覽館"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-17",
          "precision": "day",
          "relation": "on"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-16",
          "precision": "day",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-19",
          "precision": "day",
          "relation": "on"
        }
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 600000,
          "currency": "TWD"
        }
      },
      "unique_design": {
        "said": 2,
        "text": [
          "開放式廚房",
          "吧台"
        ]
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
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
          "unit": "m2"
        }
      },
      "brand_value": {
        "said": 4,
        "text": [
          "人吃的等級食材",
          "安心"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "年輕飼主",
          "寵物店"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "明亮乾淨"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "橘色"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "DM",
          "試吃杯"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "不能斷電",
          "地板不要太滑"
        ]
      }
    }
  },
  {
    "id": "heldout100-brand-ko-jeju-tangerine-farm",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 제주 서귀포 남원에서 귤농사 짓는 집 아들입니다. 아버지 하시던 농장 이어받으면서 직거래 브랜드를 새로 만들려고요. 로고부터 박스까지 전체적으로요. 지금은 성산농원 이름으로 팔고있는데 아버지 고향 이름 따서 지은거라 바꾸고 싶어요",
      "새 이름은 귤담으로 생각중이에요. 제주 돌담 안에서 키운 귤이라는 뜻이랑 정성을 담는다는 뜻 둘다요. 품목은 노지감귤 한라봉 천혜향 그리고 겨울에 귤청이랑 귤칩 조금씩",
      "미리 적어둔거 보내요\n-상표등록 아직 안함\n-인스타 @gyuldam_jeju 만들어만 놨고 스마트스토어는 아버지 농장이름으로 돼있음\n-한라봉 출하가 4월초라 그전에 박스 나와야해서 3월 중순까지는 디자인 끝났으면\n-누나 결혼식이 3월 28일이라 그 주엔 답장 늦을수있어요",
      "제일 문제는 지금 박스가 그냥 농협 기본박스에 스티커 붙이는거라 선물용으로 안나가요. 단골은 4050 어머님들인데 이제 30대 직장인들 선물용으로도 팔고싶어요. 옆집 농장은 작년에 서울 업체한테 800 주고 브랜딩했다는데 솔직히 결과물이 너무 도시st라 별로였음",
      "아 잠깐 정정이요 상표 아직 안했다고 했는데 방금 아버지한테 물어보니까 작년 가을에 귤담으로 출원은 해놓으셨대요;; 아직 심사중이라고. 그건 아버지가 변리사님이랑 하고계셔서 따로 도와주실 필요는 없을것같아요",
      "느낌은 따뜻하고 손으로 그린듯한? 너무 세련되기보단 시골 할머니집 같은 정겨움이요ㅎㅎ 색은 귤색 당연히 들어가야하고 현무암 돌담 느낌 회색도 좋아요. 하르방은 너무 흔해서 빼주세요",
      "박스 말고 귤청 병 라벨이랑 택배 안에 넣는 감사카드도 같이 해주시면 좋겠어요"
    ],
    "whenAsked": {
      "key_considerations": "귤이 주인공이었으면 좋겠어요. 그리고 박스 인쇄할때 단가 너무 안올라가게 색 수는 적게요",
      "collaboration_notes": "카톡으로 주시면 되고 결정은 제가 해요. 아버지는 보여드리기만 할게요",
      "plans_after_project": "내년엔 귤따기 체험 프로그램도 해보려고요",
      "other_preferences": "딱히 없어요"
    },
    "otherwise": "그건 잘 모르겠어요 알아서 해주셔도 돼요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "직거래 브랜드",
          "로고부터 박스까지"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "서귀포 남원"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "돌담 안에서",
          "정성을 담는다"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "노지감귤",
          "한라봉",
          "귤청"
        ]
      },
      "brand_website": {
        "said": 2,
        "text": [
          "@gyuldam_jeju",
          "스마트스토어"
        ]
      },
      "expected_deadline": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "선물용으로 안나가요"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "4050 어머님들",
          "30대 직장인들"
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
      "preferred_style": {
        "said": 5,
        "text": [
          "손으로 그린듯한",
          "정겨움"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "귤색",
          "현무암",
          "하르방"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "라벨",
          "감사카드"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "귤이 주인공",
          "단가"
        ]
      }
    }
  },
  {
    "id": "heldout100-packaging-ko-black-garlic-sticks",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 경북 의성에서 부모님이랑 마늘농사 짓고 흑마늘 진액 만들어 파는 농가에요. 지금까진 그냥 하얀 파우치에 스티커 붙여서 팔았는데 이번에 스틱형으로 새로 내면서 포장을 제대로 해보려구요",
      "제품은 흑마늘진액 스틱이에요. 하루 한포씩 뜯어서 바로 짜먹는거고 물에 타먹어도 되구요. 한포 10ml에 30포가 한박스 들어가요. 옆동네 형님네 배즙은 한박스 50포던데 저희는 한달분 30포가 맞는거 같더라구요",
      "아 잠깐 10ml 아니고 15ml요ㅎㅎ 10ml는 작년에 만든 시제품 용량이었어요. 15ml짜리 30포 한박스 맞습니다",
      "정리해서 보내드리면\n- 포장: 스틱 파우치 + 겉박스, 명절용 선물세트도 필요\n- 판매: 스마트스토어, 로컬푸드 직매장, 농협 하나로마트(입점 얘기중)\n- 재질: 박스는 크라프트지였으면 좋겠고 플라스틱 트레이는 빼고싶어요",
      "저희 흑마늘은 21일 동안 직접 숙성시키고 설탕이나 물엿 하나도 안넣어요. 시중에 파는거 보면 물엿 섞은게 많거든요. 근데 진액이 진하다보니 스틱 끝이 잘 안 뜯긴다는 리뷰가 좀 있어서 그건 꼭 신경써주셨으면 해요",
      "디자인은 추석 선물세트 때문에 7월 말까지는 끝나야 될거같아요. 작년엔 8월 20일에야 박스를 받아서 완전 급하게 했거든요ㅠ"
    ],
    "whenAsked": {
      "target_audience": "부모님 건강 챙기는 40~50대 자녀분들이요. 명절에 선물용으로 많이 사세요",
      "preferred_style": "촌스럽지 않고 깔끔하게요. 근데 너무 차가운 느낌은 싫고 농가에서 직접 만든 느낌은 살았으면 해요",
      "colors_and_elements": "흑마늘이니까 검정이랑 금색이요? 마늘 그림은 하나 들어갔으면 좋겠어요",
      "other_design_requirements": "택배 박스도 같이 해주시면 좋구요",
      "collaboration_notes": "제가 다 챙기고 최종은 아버지가 보세요. 문자보다 카톡이 편해요",
      "plans_after_project": "내년쯤 흑마늘 환도 낼 생각이에요"
    },
    "otherwise": "그건 딱히 생각 안해봤어요 알아서 해주셔도 돼요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "흑마늘 진액",
          "스틱형"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "의성"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "흑마늘진액 스틱",
          "바로 짜먹는"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "15ml",
          "30포"
        ]
      },
      "packaging_form": {
        "said": 3,
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
          "로컬푸드 직매장",
          "하나로마트"
        ]
      },
      "preferred_materials": {
        "said": 3,
        "text": [
          "크라프트"
        ]
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "21일 동안 직접 숙성",
          "설탕이나 물엿 하나도 안넣어요"
        ]
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "스틱 끝이 잘 안 뜯긴다"
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
      "target_audience": {
        "said": "asked",
        "text": [
          "40~50대 자녀분들",
          "선물용"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "깔끔하게",
          "농가에서 직접 만든 느낌"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "검정",
          "금색",
          "마늘 그림"
        ]
      }
    }
  },
  {
    "id": "heldout100-website-ko-jeonju-hanok-stay-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 전주 한옥마을 근처에서 부모님이랑 한옥스테이 하고 있어요. 객실은 5개구요. 지금은 네이버 예약이랑 에어비앤비로만 받는데 수수료가 너무 나가서 저희 홈페이지에서 직접 예약받고 싶어서 연락드렸어요",
      "홈페이지는 있긴 있어요 sosojae.co.kr 근데 삼촌이 옛날에 만들어준거라 핸드폰으로 보면 글씨가 깨알같아요ㅋㅋ 예약버튼도 없구요",
      "필요한 페이지는\n- 메인\n- 객실 소개 (방마다 따로)\n- 예약\n- 조식/다도체험\n- 오시는 길\n- 후기\n이정도요",
      "손님 절반이 외국인이라 영어는 무조건이고 일본어도 있었으면 해요. 옆골목 게스트하우스 사장님은 중국어까지 4개국어로 800 주고 만들었다던데 저흰 그정도는 안되구요ㅠ 한 300 생각하고 있어요",
      "오픈은 5월 연휴 전에 됐으면 좋겠어요. 작년에 에어비앤비 수수료로만 400 가까이 나갔더라구요 그거 생각하면 빨리 하는게 맞는거 같아요",
      "아 정정할게요 5월 말고 4월 초까지는 열려야 돼요. 벚꽃철 예약을 홈페이지로 받아야 의미가 있어서요",
      "느낌은 에어비앤비처럼 깔끔한데 한옥 사진이 크게크게 보였으면 좋겠어요. 사진은 작년 가을에 찍어둔게 좀 있어요"
    ],
    "whenAsked": {
      "target_audience": "외국인 관광객이 절반이고 나머지는 2030 커플이나 부모님 모시고 오는 가족들이요",
      "competitors": "북촌에 있는 가온재라는 한옥스테이 홈페이지 분위기가 좋더라구요",
      "key_considerations": "네이버 예약이랑 날짜가 겹치지 않게 연동되는게 제일 중요해요. 이중예약 나면 진짜 큰일나요",
      "colors_and_elements": "나무색이랑 흰색 정도요",
      "collaboration_notes": "저한테 카톡 주시면 되고 부모님은 그냥 보시기만 하세요",
      "plans_after_project": "나중엔 다도체험만 따로 결제받는것도 해보고 싶어요"
    },
    "otherwise": "상관없어요 추천해주시는대로 할게요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "한옥스테이",
          "직접 예약"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전주 한옥마을"
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
        "said": 0,
        "text": [
          "수수료"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "sosojae.co.kr"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "객실 소개",
          "예약",
          "오시는 길"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "영어",
          "일본어"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 3000000,
          "currency": "KRW"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "early"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "깔끔한",
          "한옥 사진이 크게크게"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "외국인 관광객",
          "2030 커플"
        ]
      },
      "competitors": {
        "said": "asked",
        "text": [
          "가온재"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "네이버 예약이랑 날짜가 겹치지 않게"
        ]
      }
    }
  },
  {
    "id": "heldout100-other-ko-bupyeong-market-signage",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 인천 부평에 있는 전통시장 상인회장입니다 저는 시장에서 30년째 떡집하고있고요. 이번에 구청 지원사업으로 시장 안내 디자인을 새로 하게돼서 연락드렸습니다. 참고로 저는 부천 살아서 시장까지 차로 20분쯤 걸립니다",
      "필요한거는 세가지입니다\n- 시장 입구 안내 지도판 (큰거 2개)\n- 점포마다 붙이는 통일된 간판 스티커\n- 축제때 나눠줄 장바구니 에코백\n지도판이 제일 급합니다",
      "젊은 사람들이 시장에 잘 안와요. 와도 어디에 뭐가 있는지 몰라서 한바퀴 돌다 그냥 나가요. 그래서 골목마다 뭐 파는지 한눈에 보이게 하는게 목표고요. 옆동네 시장은 작년에 캐릭터 만들어서 인스타에서 좀 떴다는데 우리는 캐릭터까진 필요없습니다",
      "디자인은 봄 축제 전까지는 다 완성돼야 합니다. 축제가 4월18일이고 그전에 설치까지 끝내야돼요",
      "아 사무장한테 물어보니 4월 18일은 작년 축제 날짜였고 올해는 4월 25일이랍니다. 정정합니다",
      "색깔은 시장 천막이 주황색이라 주황은 꼭 넣어주세요. 그리고 상인분들이 어르신이 많고 손님도 연세드신 분들 많으니 글씨는 큼직하게 해주셔야 합니다. 외국인도 가끔 오니 영어는 작게 같이 들어가면 좋겠고요"
    ],
    "whenAsked": {
      "target_audience": "동네 주민분들이랑 20~30대 젊은 손님들입니다. 요즘 주말에 데이트하러 오는 젊은 사람들이 조금씩 있어요",
      "preferred_style": "정겹고 밝은 느낌이요. 너무 세련되면 시장 같지가 않아서요",
      "collaboration_notes": "실무 연락은 상인회 사무장이 하고 결정은 한달에 한번 상인회 회의에서 합니다",
      "number_of_visits": "시장에 한두번은 직접 와서 보셔야 할겁니다",
      "plans_after_project": "반응 좋으면 내년엔 시장 홈페이지도 해볼까 합니다"
    },
    "otherwise": "그건 사무장이랑 얘기해보고 알려드리겠습니다",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "전통시장 상인회장",
          "구청 지원사업"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "인천 부평"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "안내 지도판",
          "간판 스티커",
          "에코백"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "어디에 뭐가 있는지 몰라서",
          "한눈에 보이게"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-25",
          "precision": "day",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "주황"
        ]
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "글씨는 큼직하게"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "동네 주민분들",
          "20~30대 젊은 손님들"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "정겹고 밝은"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "상인회 사무장",
          "상인회 회의"
        ]
      }
    }
  },
  {
    "id": "heldout100-residential-ko-jeongja-downsizing",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 분당 정자동에 아파트를 하나 샀는데 전체 리모델링을 하려구요. 94년식이라 올해로 32년 된 집이에요ㅎㅎ 배관이랑 샷시는 무조건 다 갈아야 될 것 같은데 그런 것도 같이 봐주시나요?",
      "지금은 용인 수지 단독주택에 사는데 애들 다 결혼하고 남편이랑 둘이 살기엔 너무 커서 줄여 가는 거에요. 여기가 60평인데 마당 관리도 이젠 힘에 부치고ㅠㅠ 새 집은 32평이고 방 3개 화장실 2개에요",
      "예산은 인테리어만 1억 정도 생각하고 있는데 괜찮을까요? 여동생이 작년에 일산에서 같은 평수 했는데 7천 들었다더라구요. 근데 걔네는 샷시는 안 바꿨대요",
      "남편이 6월 말에 정년퇴직이라 그 전에 들어가고 싶어요. 5월 말까지는 이사 끝내는 게 목표에요! 그리고 남편이 서예를 20년 넘게 해서 작은방 하나는 서예방으로 꼭 만들어주셨으면 해요. 먹 냄새 때문에 환기 잘 되는 방으로요",
      "아 그리고 예산이요, 방금 남편한테 카톡 왔는데 1억은 너무 많대요ㅋㅋ 9천 안쪽으로 해달래요. 그 아파트 관리사무소가 공사 민원에 엄청 깐깐하다던데 그것도 좀 걱정이에요",
      "제가 생각나는 거 적어왔어요\n- 스타일: 호텔처럼 깔끔한데 너무 차갑진 않게\n- 색: 화이트+우드톤\n- 지금 집 몰딩이 다 체리색인데 그건 절대 싫어요ㅋㅋ\n- 주방은 넓게! 제가 요리를 많이 해요"
    ],
    "whenAsked": {
      "project_background": "새로 산 아파트 전체 리모델링이에요",
      "property_category": "아파트요",
      "layout": "방 3개 화장실 2개, 거실 하나요. 베란다는 확장 안 되어 있어요",
      "age": "94년에 지어진 거라 32년 됐어요",
      "problem_need": "지금 집이 둘이 살기엔 너무 크고 관리가 힘들어요",
      "target_audience": "남편이랑 저 둘이요. 주말엔 손주들이 자주 놀러와요",
      "lifestyle": "남편은 서예하고 저는 요리하고 그래요. 저녁엔 둘이 조용히 TV 봐요",
      "preferred_style": "호텔처럼 깔끔한데 따뜻한 느낌이요",
      "colors_and_elements": "화이트랑 우드톤이요. 체리색은 빼주세요",
      "address": "분당 정자동이요",
      "space_size": "32평이요",
      "budget": "9천 안쪽이요",
      "move_in_date": "5월 말까지는 들어가고 싶어요",
      "key_considerations": "관리사무소랑 아래층 민원 안 생기게 잘 해주셨으면 해요",
      "important_collections": "남편 서예 도구랑 작품들이요. 족자가 꽤 많아요",
      "memorable_moments": "마당에서 애들이랑 고기 구워먹던 거요. 베란다에 작게라도 그런 자리 있으면 좋겠어요",
      "expected_deadline": "3월 중순엔 디자인 확정됐으면 좋겠어요",
      "number_of_visits": "공사할 때 현장은 일주일에 한 번은 가보고 싶어요",
      "collaboration_notes": "저랑 연락하시면 되고 큰 결정은 남편이랑 같이 해요",
      "other_design_requirements": "붙박이장이랑 조명도 같이 골라주시면 좋겠어요"
    },
    "otherwise": "그건 잘 모르겠어요~ 알아서 해주셔도 돼요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
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
      "address": {
        "said": 0,
        "text": [
          "분당 정자동"
        ]
      },
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 32,
          "unit": "years"
        }
      },
      "target_audience": {
        "said": 1,
        "text": [
          "남편이랑 둘이"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "너무 커서"
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
          "방 3개",
          "화장실 2개"
        ]
      },
      "move_in_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "서예"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 90000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "공사 민원"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "호텔처럼 깔끔한"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "화이트+우드톤",
          "체리색"
        ]
      }
    }
  },
  {
    "id": "heldout100-commercial-ko-songdo-senior-dog-groomer",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 송도에 애견미용실 오픈하려고 하는데요 인테리어 상담 가능할까요? 센트럴파크역 근처 상가 1층이고 계약은 지난주에 했어요",
      "일단 정리해온거 보내드릴게요\n- 평수 18평\n- 예산 5천 (간판까지 포함해서)\n- 오픈 4월초\n- 강아지 위주 고양이는 나중에",
      "지금 일하는 샵이 제일 문제가 미용하는데가 대기석에서 다 보여서 애들이 보호자 보면 흥분해서 미용이 안돼요ㅠ 그래서 미용실은 꼭 분리하고싶어요. 근데 보호자분들은 또 안을 보고싶어하셔서.. 옆 호수 샵은 30평이라 그런거 다 되던데 저흰 좁아서 가능할지 모르겠네요",
      "아 죄송해요 평수 다시요 18평은 계약면적이고 실평수는 15평이래요 부동산 사장님이 방금 알려주심. 15평으로 봐주세요",
      "그리고 송도에 미용실 진짜 많은데 저희는 노견전문으로 할거에요. 마취 없이 천천히 한타임에 한마리만요. 제 강아지도 15살이라 나이든 애들 맘을 좀 알거든요ㅎ",
      "목욕하는데 배수랑 환기가 제일 걱정이에요 털이 엄청 날리거든요. 글구 간판이랑 명함도 같이 디자인되나요? 이름은 느린발이에요"
    ],
    "whenAsked": {
      "project_background": "송도에 노견전문 애견미용실 새로 오픈해요",
      "problem_need": "미용하는 공간이랑 대기하는 공간 분리하는게 제일 중요해요",
      "brand_value": "천천히 해도 괜찮은 곳이요. 들어오면 애들도 보호자도 긴장 풀리는 느낌이었으면 좋겠어요",
      "target_audience": "노령견 키우시는 보호자분들이요 주로 3040 송도 아파트 사시는 분들",
      "competitive_advantage": "노견전문이고 한타임에 한마리만 받는거요",
      "preferred_style": "따뜻하고 조용한 느낌? 동물병원처럼 하얗고 차가운건 싫어요",
      "colors_and_elements": "베이지랑 올리브그린이요. 바닥은 노견들 관절때문에 안미끄러운걸로요",
      "unique_design": "미용실 쪽에 유리창 하나 내서 보호자분들은 밖에서 볼수있고 애들은 보호자 못보게 하는거요",
      "address": "송도 센트럴파크역 근처에요",
      "space_size": "실평수 15평이요",
      "budget": "5천이요 간판 포함",
      "opening_date": "4월 초요",
      "key_considerations": "배수랑 환기요",
      "expected_deadline": "3월 초까진 나와야 공사 들어갈 수 있어요",
      "number_of_visits": "현장은 두세번 정도면 될것같아요",
      "collaboration_notes": "카톡으로 주시면 돼요 제가 다 결정해요",
      "plans_after_project": "잘되면 2년 뒤쯤 고양이 전용 미용실도 따로 내보고 싶어요"
    },
    "otherwise": "음 그건 상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "애견미용실"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "송도",
          "센트럴파크역"
        ]
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 50000000,
          "currency": "KRW"
        }
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "on",
          "part": "early"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "보호자 보면 흥분"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 15,
          "unit": "pyeong"
        }
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "노견전문"
        ]
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "배수랑 환기"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "간판",
          "명함"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "긴장 풀리는"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "노령견",
          "보호자"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "따뜻하고 조용한"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "베이지",
          "올리브그린"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "유리창"
        ]
      }
    }
  },
  {
    "id": "heldout100-exhibition-ko-coding-robot-coex",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 초등학생용 코딩로봇 교구 만드는 스타트업 꼬물랩 마케팅 담당입니다. 4월에 코엑스에서 하는 에듀테크 코리아에 처음으로 단독부스 나가게 돼서 부스 디자인 문의드려요. 저희 사무실이 판교라 미팅 필요하시면 제가 직접 찾아뵐 수 있어요",
      "대표님이 정리해주신거 그대로 붙일게요\n- 부스 4칸 (6m x 6m)\n- 예산 2500만 정도 (부스 임대료는 별도)\n- 전시 4/22~4/24, 설치는 21일\n- 전기만 필요, 물은 안 씀",
      "작년 11월엔 벡스코 교육박람회에 협력사 부스 한쪽 빌려서 나갔었는데 테이블 하나에 로봇 몇개 올려놓으니까 애들이 몰려서 완전 정신없었어요ㅋㅋ 그 협력사는 8칸 쓰고 5천 넘게 들였다던데 저흰 그렇게까진 못하구요. 그래도 그때 반응 보고 이번엔 제대로 해보자 한거예요",
      "아 그리고 정정할게요! 설치일 21일이라고 했는데 방금 참가업체 매뉴얼 다시 보니까 독립부스는 20일 오후부터 들어갈 수 있대요. 20일로 해주세요. 철수는 24일 전시 끝나고 그날 저녁에 바로 빼야 되구요",
      "제일 하고 싶은건 부스 바닥 가운데에 큰 도시 지도 매트 깔고 애들이 태블릿으로 직접 코딩해서 로봇을 움직여보는 체험존이요. 근데 애들이 막 뛰어다니니까 모서리 같은데 부딪혀서 다치지 않게 그게 제일 걱정이에요",
      "주로 만나고 싶은 분들은 초등학교 선생님들이랑 교육청 담당자분들이에요. 학부모님들도 많이 오시긴 하는데 실제 구매는 학교 예산으로 하는 경우가 많아서요. 저희 로봇은 다른 제품들이랑 다르게 블록코딩에서 파이썬까지 한 제품으로 이어져서 학년 올라가도 계속 쓸 수 있어요",
      "부스 말고 선생님들 나눠드릴 브로슈어랑 체험한 아이들 주는 스티커도 같이 디자인 되나요?"
    ],
    "whenAsked": {
      "brand_value": "아이들이 코딩을 공부가 아니라 놀이로 느끼게 하는 거요. 부스 와서 재밌다 나도 해보고 싶다 이런 느낌 받았으면 좋겠어요",
      "preferred_style": "밝고 귀여운데 너무 유치하진 않게요. 선생님들 보시기에 믿음 가는 느낌도 있어야 해서요",
      "key_considerations": "아까 말씀드린 안전이요. 그리고 체험존에 사람 몰려도 통로가 막히지 않았으면 해요",
      "colors_and_elements": "로고가 노랑이랑 남색이라 그거 살려주세요",
      "expected_deadline": "3월 말까지는 시안 확정됐으면 좋겠어요",
      "plans_after_project": "하반기에 다른 교육박람회도 나갈 수 있어서 재사용 되면 좋구요",
      "collaboration_notes": "저랑 메일이나 카톡으로 하시면 되고 최종은 대표님이 보세요",
      "number_of_visits": "두세번 정도 직접 가서 보면 좋을 것 같아요"
    },
    "otherwise": "그건 특별히 생각해본 적 없어요 편하신 대로 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "코딩로봇 교구",
          "에듀테크 코리아"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "코엑스"
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
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 25000000,
          "currency": "KRW"
        }
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-22",
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
      "entry_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-20",
          "precision": "day",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-24",
          "precision": "day",
          "relation": "on"
        }
      },
      "unique_design": {
        "said": 4,
        "text": [
          "도시 지도 매트",
          "직접 코딩해서"
        ]
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "다치지 않게"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "초등학교 선생님들",
          "교육청 담당자분들"
        ]
      },
      "competitive_advantage": {
        "said": 5,
        "text": [
          "파이썬까지",
          "계속 쓸 수 있어요"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "브로슈어",
          "스티커"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "놀이로"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "밝고 귀여운데"
        ]
      }
    }
  }
];
