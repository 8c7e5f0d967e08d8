import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 106 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: two people, one phone (a couple, business
 * partners, a parent and a grown child, a boss and an assistant take turns typing; one says who is typing now, adds to,
 * disagrees with or settles what the other said, or both wishes are kept; in each, a value of another person, place,
 * time or thing, one correction, and one or two fields not known, filed as skipped). Written in session 58 by seven
 * writers, all 21 conversations. First played on 6120fdc6, before any change it could have prompted: 204 of 264 facts
 * (77.3 %), 9 wrong values, 8 asked again, 0 loops, 0 off-type questions, at most 15 turns; the same on 9026dc18 (the
 * session's start): no rule of the session, made from held-out 104 and 105, moved it.
 */
/* Writer's note (en-US, batch 106)
 * - brand_design: Assistant Jess and vet Dr. Priya Nair take turns on one phone to brief a new identity for Kestrel Mobile Vet, a house-call practice in Austin TX; both style wishes settled as "clean but warm". Traps: competitor VetGo ATX's website vetgoatx.com (must not land in brand_website). Correction: message 2 changes products_or_services from a list including grooming (message 1) to wellness exams, vaccines, senior pet care, at-home euthanasia. Unknown: expected_deadline.
 * - packaging_design: Jen and her husband Marc take turns on one phone for tins and a holiday gift set for their new smoked and seaweed sea salts (Eastern Shore, Nova Scotia); her style is old-timey apothecary and his is clean modern, and both are kept. Traps: friend Priya's tea shop in Moncton with its round matte black tins; the printer in Dartmouth. Correction: message 5 changes expected_deadline from end of April (message 1) to 2026-03-27. Unknown: preferred_materials.
 * - website: Mere types for her dad Hone, who then takes over, for a booking site for his Whitianga fishing charter; she wants Chinese, he also wants te reo Māori, and all three languages are kept. Traps: old base in Thames that the 2011 site still shows. Correction: message 5 changes budget from NZ$6,000 (message 3) to NZ$8,000. Unknown: expected_deadline.
 * - other: assistant Tyler starts the chat and boss Dana takes over, for a full vehicle wrap on the second van of their Round Rock mobile dog grooming business. Traps: the upfitter's location in San Antonio. Correction: message 5 changes colors_and_elements from teal and orange (message 2) to teal and sunshine yellow, no orange. Unknown: expected_deadline.
 * - residential_space: Priya and her husband Marcus take turns on one phone about renovating the 1,650 sq ft townhouse they just bought in Sellwood, Portland (she wants white Scandinavian, he wants walnut mid-century; both kept). Traps: Marcus's sister's condo in Lake Oswego ($60k, 900 sq ft). Correction: message 6 changes budget from $85,000 (message 3) to $95,000. Unknown: age.
 * - commercial_space: Business partners Jess and Tom of Spoke & Bean (bike workshop + coffee bar) trade the phone about fitting out their new 140 sqm shopfront on Smith Street, Collingwood, Melbourne (industrial vs plants; both kept). Traps: current Lygon St Brunswick shop (60 sqm) and the competitor's $45 tune-up. Correction: message 7 changes opening_date from 1 May (message 3) to 2026-06-15. Unknown: budget.
 * - exhibition_space: Co-founders Aroha and Mitch (Paddock Signal, trough-level sensors, Te Awamutu NZ) share one phone to brief their first own stand at Fieldays, Mystery Creek; both style preferences kept (clean/techy vs old woolshed). Traps: last year's shared 3x3 gazebo with Agri Sense at Southern Field Days in Waimumu (venue and size must not land). Correction: message 3 changes space_size from 6m x 6m / 36 sqm (message 2) to 6 x 9 = 54 sqm. Unknown: exit_date.
 */
/* Writer's note (zh-TW, batch 106)
 * - brand_design: A wife and husband in Taichung Xitun share the phone to redo the logo/identity of their handmade soap brand 拾日 so it can get into department-store counters; she wants a warm handmade feel, he wants clean Muji-like, both kept. Traps: the neighbouring stall 木木香氛's trademark was already registered (ours is not_registered). Correction: message 6 changes expected_deadline from end of March 2026 (message 5) to 2026-05-15. Unknown: need_registration_assistance.
 * - packaging_design: A son and his mother (Taimali, Taitung) share the phone to redesign the packaging of their roselle candied fruit, 150g per pouch, 4 pouches a box; he wants literary illustration, she wants festive red, both kept. Traps: the farmers' association's 300g tin-can product (not our spec or form). Correction: message 3 changes packaging_form from pouch only (message 2) to pouch + box. Unknown: preferred_materials.
 * - website: A dental clinic assistant starts, then the director takes over, asking for a booking website for 晨光牙醫 in Zhubei with zh/en pages; assistant wants cute illustration, director only a little. Traps: the clinic's old location on Guangfu Rd, East District, Hsinchu (the address is Zhubei). Correction: message 5 changes budget from NT$150,000 (message 3) to NT$200,000. Unknown: competitors.
 * - other: Two business partners (阿哲 and 小安) take turns typing about the exterior design of their coffee truck 慢半拍 in Fengshan, Kaohsiung; one wants retro American, the other simple Japanese, settled as retro but not busy. Traps: a friend's dessert truck designed by a studio in Tainan; the 4/18 market date (opening, not the deadline). Correction: message 4 changes other_design_requirements from wrap + menu board (message 1) to wrap + cup-sleeve stickers + loyalty card. Unknown: colors_and_elements.
 * - residential_space: A Taichung couple (wife types, then husband, then wife again) renovating a resale elevator apartment in Nantun, 34 ping, 3BR, with a Shiba Inu and a baby planned; she wants white Nordic, he wants wood. Traps: a friend's renovation in 七期 (40 ping, nearly NT$4M). Correction: message 6 changes budget from NT$2,000,000 (message 5) to NT$2,500,000. Unknown: age.
 * - commercial_space: A Tainan beef-soup shop moving after 30 years; the daughter and her father (the owner) take turns on one phone, he settles the size, she sets the old-Tainan look and a wall of grandpa's old signboard and photos. Traps: the old shop on 北區公園路 at 12 ping. Correction: message 3 changes space_size from 20 ping (message 2) to 22 ping. Unknown: budget.
 * - exhibition_space: A tea company's booth at Food Taipei in Nangang Hall 1; assistant 小林 starts, boss 陳先生 takes over to update the booth size and set budget/audience, then 小林 returns with dates and the tea-bar idea. Traps: last year's booth at 世貿一館, 9 m², NT$150,000. Correction: message 3 changes space_size from 18 m² (message 1) to 27 m². Unknown: exit_date.
 */
/* Writer's note (ko-KR, batch 106)
 * - brand_design: A wife and husband (taking turns on one phone) want a full identity for their handmade dog-treat brand '두부네부엌' in Ilsan, plus trademark help. Traps: a friend's cat-treat brand '냥밥' that is already registered (must not make registration_status "registered"). Correction: message 7 changes expected_deadline from 2026-03-20 (message 6) to 2026-03-13. Unknown: preferred_style.
 * - packaging_design: A son and his mother (sharing his phone) need a label and two-bottle gift set for the mother's cold-pressed perilla oil from her 30-year-old mill in Uiseong. Traps: a neighbouring mill sells 1-litre PET bottles on Coupang for 10,000 won (not their channel, size or form). Correction: message 4 changes specification from 350ml (message 1) to 250ml (two bottles per set unchanged). Unknown: preferred_materials.
 * - website: The owner of a four-unit private stay in Aewol, Jeju, and the manager want their own booking site in Korean, English and Japanese. Traps: the owner's friend's Hyeopjae pension paid 8,000,000 won for its site last year. Correction: message 5 (owner) changes budget from 5,000,000 KRW (message 3, manager) to 7,000,000 KRW. Unknown: competitors.
 * - other: A daughter typing on her father's phone (the father cuts in once) wants new wall and table menus for his 40-year-old Chinese restaurant in Yeongdo, Busan. Traps: the pork-soup shop next door changing its signboard at the end of February. Correction: message 6 changes expected_deadline from 2026-03-01 (message 5) to 2026-04-06. Unknown: key_considerations.
 * - residential_space: A couple (wife types first, husband takes over at message 4, wife returns at 7) remodelling a newly bought 32-pyeong, 3-bed/2-bath apartment in Jeongja-dong, Bundang for themselves, two primary-school sons and a cat; both style preferences kept (her modern/clean, his warm natural). Traps: their current rented home in Yeongtong, Suwon, 24 pyeong (message 1), and the 40-minute drive from Suwon in whenAsked distance. Correction: message 4 changes budget from 60,000,000 KRW (message 3) to 70,000,000 KRW (interior only). Unknown: age.
 * - commercial_space: Two business partners (the owner, then the sommelier Minji from message 2, then the owner again at 6) opening a natural wine bar on a 2nd floor in Jeonpo-dong, Busan; Minji wants it dark and cosy, the owner wants the window side brighter. Traps: Minji's former wine bar in Seomyeon, 40 pyeong and over 100,000,000 KRW (message 2); the Haeundae second branch in plans_after_project. Correction: message 4 changes space_size from 20 pyeong (message 1, contract area) to 18 pyeong (measured). Unknown: opening_date.
 * - exhibition_space: A daughter and her father (father types message 2, father's wishes relayed in 5) from a third-generation gochujang/doenjang maker in Sunchang, booking a booth at a food fair in KINTEX Hall 2 to meet overseas buyers; she wants modern/minimal, he wants traditional hanok, settled as "modern hanok". Traps: last year's BEXCO Busan fair with a 3x3 shell booth costing 8,000,000 KRW (message 1). Correction: message 6 changes space_size from 6x3 / two booths (message 3) to 27 sqm (9x3, three booths). Unknown: exit_date.
 */
export const hundredAndSixthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout106-brand-en-austin-mobile-vet-kestrel",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi! I'm Jess, I handle scheduling and admin for Dr. Priya Nair. She's leaving clinic work to start a mobile vet practice here in Austin called Kestrel Mobile Vet. We need a logo and a full identity from scratch, nothing exists yet",
      "Services are wellness exams, vaccines, grooming and at-home euthanasia. Mostly dogs and cats",
      "Priya here, I stole the phone 🙂 We do NOT do grooming, please take that off. It's wellness exams, vaccines, senior pet care and at-home euthanasia. Dogs and cats only.",
      "The name: kestrels are the little falcons you see hovering over the highway medians here. My grandfather used to point them out to me on every drive out to his ranch. They're small, quick and they notice everything, and that's what I want a house-call vet to be",
      "Jess again. The main thing we need the branding to do: people have to trust a stranger's van pulling into their driveway. It has to look like a real medical practice, not a side hustle",
      "fyi there's another mobile vet in town, VetGo ATX (vetgoatx.com). Priya's old coworkers already assume we're part of them, so please nothing that could be mistaken for theirs",
      "Trademark: we haven't registered anything yet. We'd love your help with that if it's something you do",
      "We don't have a website yet, just an instagram: @kestrelmobilevet"
    ],
    "whenAsked": {
      "target_audience": "Busy families and older folks in central and south Austin who can't easily get a nervous cat or a 90-lb senior dog into a car. Priya says people who treat their pets as family. I'd add new parents juggling a baby and a dog too",
      "preferred_style": "Priya wants calm and clinical, like a really good pediatrician's office. I want something warmer with a little Texas in it. We agreed: clean but warm",
      "colors_and_elements": "Deep navy and a warm rust orange, and a kestrel silhouette somewhere. No teal and no cartoon paw prints please",
      "expected_deadline": "Honestly not sure yet, we're still waiting to hear when the van gets delivered. Priya will let you know",
      "key_considerations": "It has to read clearly on the side of a moving van and as a tiny Instagram avatar. And because of the end-of-life visits, nothing cutesy, it has to feel gentle",
      "other_design_requirements": "The van wrap layout, business cards and little appointment reminder cards. Maybe a logo we can embroider on scrubs",
      "other_preferences": "Priya loves how calm the One Medical branding feels",
      "collaboration_notes": "I'll handle the emails and scheduling, but Priya signs off on everything. A weekly update is perfect",
      "plans_after_project": "If it goes well, a second van and a second vet sometime in 2027",
      "number_of_visits": "One in-person meeting would be nice, the rest can be on Zoom",
      "distance": "Not sure where your studio is, we're in south Austin near Slaughter Lane"
    },
    "otherwise": "No strong preference, whatever you think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mobile vet practice",
          "logo and a full identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Austin"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "wellness exams",
          "senior pet care",
          "at-home euthanasia"
        ]
      },
      "brand_name_story": {
        "said": 3,
        "text": [
          "little falcons",
          "notice everything"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "trust a stranger",
          "real medical practice"
        ]
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
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "brand_website": {
        "said": 7,
        "text": [
          "@kestrelmobilevet"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "Busy families and older folks",
          "pets as family"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "calm and clinical",
          "clean but warm"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Deep navy",
          "rust orange",
          "No teal"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "side of a moving van",
          "nothing cutesy"
        ]
      }
    }
  },
  {
    "id": "heldout106-packaging-en-novascotia-sea-salt-tins",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -240,
    "messages": [
      "Hi! This is Jen typing, my husband Marc is sitting right next to me 😄 We hand-harvest sea salt on the Eastern Shore of Nova Scotia, small business called Tidewater Salt Co. We're launching two new flavours, a smoked salt and a seaweed salt, and need packaging for the new line",
      "They're finishing flakes, you sprinkle them on steak, salads, even chocolate chip cookies. Each tin holds 100g of flakes, and we'll sell singles plus a 3-pack for the holidays. Oh and we'd love the design done by the end of April",
      "Form wise I'm picturing a little tin with a slip lid, like an old tobacco tin, and for the 3-pack a gift set with a paper sleeve. Our friend Priya's tea shop in Moncton uses round matte black tins and they look amazing but we don't want to copy her 😅",
      "Marc here now. Just so you know, the smoked one is smoked over applewood for 3 days and the seaweed one uses dulse we pick ourselves off our own beach. Nobody else around here does either, that's our thing",
      "we sell at the Halifax Seaport Farmers' Market on Saturdays, on our website, and in a handful of gift shops along the South Shore",
      "Also Jen said end of April but the printer in Dartmouth needs 6 weeks lead time before market season. So realistically we need the design finished by March 27",
      "Jen again lol. Style: I want it to feel old-timey, like an apothecary label. Marc wants clean and modern. So somewhere in between both of us?"
    ],
    "whenAsked": {
      "target_audience": "Foodies and home cooks, mostly 30 to 60, people who buy local and like a nice gift to bring to a dinner party. Lots of tourists in summer too",
      "colors_and_elements": "Sea glass green and a warm off-white. Marc wants a little drawing of our shoreline on it. Please no black, that's Priya's look",
      "preferred_materials": "Honestly we don't know yet, we have to check with the printer what kind of tins and paper they can actually do",
      "key_considerations": "The tins have to seal well because salt clumps if it gets damp, and there has to be space for the ingredients and best-before date",
      "problem_need": "Right now we just put a sticker on a plain bag, it looks homemade next to everything else at the market. We want to look like a real brand",
      "other_design_requirements": "Maybe a small sign for our market table if there's budget",
      "other_preferences": "We really like what Jacobsen Salt Co does",
      "collaboration_notes": "Email is best, and we both need to say yes before anything is final",
      "plans_after_project": "If this goes well, a maple salt next fall",
      "number_of_visits": "We're fine doing it all online, maybe one meeting",
      "distance": "Not sure where you are exactly, we're about an hour east of Halifax"
    },
    "otherwise": "No strong feelings on that, whatever you think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "sea salt",
          "need packaging for the new line"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Eastern Shore of Nova Scotia"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "finishing flakes",
          "sprinkle them on steak"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "100g",
          "3-pack"
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
          "smoked over applewood",
          "dulse we pick ourselves"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "Halifax Seaport Farmers' Market",
          "our website",
          "gift shops"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-27",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "old-timey",
          "apothecary label",
          "clean and modern"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "Foodies and home cooks",
          "buy local"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Sea glass green",
          "drawing of our shoreline",
          "no black"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "seal well",
          "best-before date"
        ]
      }
    }
  },
  {
    "id": "heldout106-website-en-whitianga-fishing-charter",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora, this is Mere. I'm doing this for my dad Hone because he types with one finger 😂 He runs Mercury Bay Fishing Charters, one boat, day trips for snapper and kingfish. His website is from 2011 and you can't book anything on it, people just ring him all day. Main thing is we want people to be able to book and pay a deposit online instead of calling",
      "the current site is mercurybayfishing.co.nz. it still says we're in Thames but that's the old base, we moved the boat to Whitianga in 2019",
      "So it's basically a booking site. Pages we want: Home, Trips & Prices, Book Now, Gallery, About the Skipper, Contact",
      "budget, we were thinking around NZ$6,000",
      "Hone here. Languages, English obviously. Mere wants Chinese as well because we get a lot of groups up from Auckland, I want te reo Māori in there too. So all three",
      "And Mere's being stingy. I'll go up to $8,000 NZ if the booking bit actually works properly",
      "Mere again haha. Who visits: tourists over summer, families with kids, groups of mates on stag dos, and overseas visitors who've never fished before"
    ],
    "whenAsked": {
      "competitors": "Dad likes the Bay of Islands charter sites that show the next available dates right on the home page, we'll send you a couple of links",
      "preferred_style": "Clean, lots of big photos of the water and the fish, feels local and friendly not corporate",
      "expected_deadline": "Not sure yet, we have to wait for the new engine to be fitted before we can take bookings, no date from the mechanic",
      "key_considerations": "It has to work well on phones, most people book from their phone at the campground. And the weather cancellation policy needs to be really clear",
      "colors_and_elements": "Navy and white, maybe a bit of pōhutukawa red",
      "other_design_requirements": "Could you write the trip descriptions? Dad's not a writer",
      "other_preferences": "Nothing specific",
      "collaboration_notes": "Talk to me (Mere) day to day, but Dad signs off",
      "plans_after_project": "Maybe selling gift vouchers on the site later",
      "number_of_visits": "None needed, online is fine",
      "distance": "We're in Whitianga, about 2.5 hours from Auckland",
      "address": "Whitianga on the Coromandel"
    },
    "otherwise": "No particular preference, up to you",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Mercury Bay Fishing Charters",
          "day trips"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "book and pay a deposit online"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "mercurybayfishing.co.nz"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Whitianga"
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
          "Trips & Prices",
          "Book Now",
          "About the Skipper"
        ]
      },
      "languages": {
        "said": 4,
        "text": [
          "English",
          "Chinese",
          "te reo Māori"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 8000,
          "currency": "NZD"
        }
      },
      "target_audience": {
        "said": 6,
        "text": [
          "tourists over summer",
          "families with kids",
          "overseas visitors"
        ]
      },
      "competitors": {
        "said": "asked",
        "text": [
          "Bay of Islands charter sites"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "big photos of the water",
          "local and friendly"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work well on phones",
          "weather cancellation policy"
        ]
      }
    }
  },
  {
    "id": "heldout106-other-en-roundrock-grooming-van-wrap",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi there, this is Tyler, I'm Dana's assistant at Suds & Snouts Mobile Grooming. She asked me to get this started for her. We're adding a second grooming van to the business and we need a full vehicle wrap designed for it (it's a 2026 Mercedes Sprinter)",
      "We're based in Round Rock, just north of Austin. The van itself is being fitted out with the tub and dryers at an upfitter in San Antonio right now",
      "Colors: teal and orange, same as on our business cards. And the logo obviously, the little dog in the bubble bath",
      "The goal is for the van to be a moving billboard. People should see it parked in a driveway, get what we do right away and call us. Honestly half our bookings come from neighbors seeing the van",
      "Customers are mostly busy families and older folks out in the suburbs who can't easily get their dog to a groomer",
      "Dana here, took the phone back. Tyler the orange is from the OLD cards!! Our colors now are teal and sunshine yellow. No orange anywhere please",
      "Also I'd like to see 2 or 3 concepts first, and I sign off on everything, not Tyler 😂 A weekly email update is plenty for me"
    ],
    "whenAsked": {
      "preferred_style": "Bright, fun and friendly, a bit cartoony, but still clean enough that it looks professional",
      "expected_deadline": "We don't know yet, the upfitter hasn't given us a date for when the van will be ready, I'll have to check with them",
      "key_considerations": "The phone number and website have to be readable from across the street, and the side door has a ramp so nothing important can go on it",
      "other_preferences": "We like how the Pet Wants vans look, simple and you can read them from far away",
      "plans_after_project": "If the second van does well we'd like a third one next year, same wrap",
      "number_of_visits": "Maybe one visit to look at the van once it's back",
      "distance": "Round Rock, so depends where you are, we're 20 minutes north of downtown Austin"
    },
    "otherwise": "No particular preference, whatever you think is best",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Suds & Snouts Mobile Grooming",
          "second grooming van"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "full vehicle wrap"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Round Rock"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "moving billboard",
          "call us"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "busy families",
          "older folks"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "teal and sunshine yellow",
          "No orange"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "2 or 3 concepts",
          "I sign off on everything",
          "weekly email update"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Bright, fun and friendly",
          "looks professional"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "readable from across the street",
          "side door has a ramp"
        ]
      }
    }
  },
  {
    "id": "heldout106-residential-en-sellwood-townhouse-couple",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "Hi! Priya here. My husband Marcus and I just bought a townhouse in the Sellwood neighborhood in Portland and we want to renovate the whole thing before we move in",
      "It's 3 bedrooms, 2.5 baths, a living room and a tiny closed-off kitchen. About 1,650 sq ft total",
      "Main problem: the kitchen is dark and walled off from everything, and there's basically zero storage anywhere. We want to open it up to the living room",
      "this is Marcus now 👋 she handed me the phone. Budget-wise we're thinking around $85,000 for everything. For reference my sister did her condo in Lake Oswego for about $60k but hers is way smaller, like 900 sq ft",
      "It's just the two of us plus our dog Biscuit, he's a 70 lb lab so nothing too precious on the floors lol",
      "Style... Priya wants white and bright, kind of Scandinavian. I want warm walnut wood and some mid-century pieces. So put both down I guess 😅",
      "Priya again. We talked it over and we can stretch the budget to $95,000 if it means doing the kitchen properly, so go with 95",
      "Oh and we'd like to move in on August 1st"
    ],
    "whenAsked": {
      "age": "Honestly not sure, we need to dig out the inspection report. I think the 70s? Don't want to guess wrong",
      "lifestyle": "We both work from home a few days a week so we need two spots for desks, and we cook a lot and have friends over for dinner most weekends",
      "colors_and_elements": "Lots of natural light, white oak or walnut, maybe a sage green somewhere. No gray-on-gray please, our last apartment was all gray",
      "key_considerations": "Durable floors because of the dog, and we don't want to blow past the budget. Also Marcus is 6'4\" so counters a bit higher",
      "important_collections": "Marcus has a record collection, maybe 600 LPs, and I have a lot of cookbooks",
      "memorable_moments": "Sunday pancakes with friends crammed around the table, we'd love a kitchen where everyone can hang out",
      "expected_deadline": "Ideally the design is done by the end of March so the contractor can start in April",
      "other_design_requirements": "Custom storage for sure, and help with lighting",
      "other_preferences": "We love the Heath Ceramics showroom vibe",
      "number_of_visits": "Maybe 3 or 4 visits to the house",
      "collaboration_notes": "Email updates once a week is great, and we decide together, both of us have to sign off",
      "plans_after_project": "We're hoping to start a family in the next couple of years, so one of the bedrooms should work as a nursery later",
      "distance": "We're maybe 20 minutes from you by car"
    },
    "otherwise": "No strong preference, whatever you think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "just bought a townhouse",
          "renovate the whole thing"
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
          "Sellwood",
          "Portland"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "3 bedrooms",
          "2.5 baths"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 1650,
          "unit": "ft2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "kitchen is dark and walled off",
          "zero storage"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "two of us",
          "dog Biscuit"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "white and bright",
          "Scandinavian",
          "mid-century"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 95000,
          "currency": "USD"
        }
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "day"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "lifestyle": {
        "said": "asked",
        "text": [
          "work from home",
          "cook a lot"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "sage green",
          "No gray-on-gray"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Durable floors",
          "counters a bit higher"
        ]
      }
    }
  },
  {
    "id": "heldout106-commercial-en-collingwood-bike-cafe-partners",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hey there, Jess typing. My business partner Tom and I run Spoke & Bean, a bike repair workshop with a coffee bar attached. We're moving into a bigger shopfront on Smith Street in Collingwood and need the fit-out designed",
      "Our current spot on Lygon St in Brunswick is only 60 square metres and customers are literally stepping over bikes to get a flat white. The new place is 140 sqm",
      "The big thing we need to solve: keep the greasy workshop side and the café side separate, but still let people watch the mechanics work",
      "Tom here now, Jess went to grab lunch. We're aiming to open on 1 May",
      "customers are mostly commuters and weekend roadies, 25 to 50, plus heaps of uni students",
      "What sets us apart: same-day repairs while you drink your coffee, and we're the only shop around here that does proper hand wheel building. The place across the road charges $45 for a tune-up and takes a week lol",
      "Style wise I'm thinking raw industrial, concrete and steel. Jess keeps saying she wants plants everywhere and softer lighting so put both down I reckon",
      "Jess back. Just got off the phone with the landlord, our access for the fit-out got pushed back so opening is now 15 June, not May",
      "Oh and a signature idea we both love: a wall of hanging vintage bikes behind the coffee counter, like a gallery"
    ],
    "whenAsked": {
      "brand_value": "We're about community, no snobbery. Whether you ride a $200 commuter or a $10k race bike you should feel welcome and like a local",
      "colors_and_elements": "Deep racing green and brass would be nice. Please no neon or anything that looks like a chain store",
      "budget": "Honestly we don't know yet, still waiting to hear back from the bank on the loan. Should know in a couple of weeks",
      "key_considerations": "The workshop needs proper ventilation and drainage for washing bikes, and the café side has to pass council food safety",
      "expected_deadline": "Design done by mid March would be ideal so the builders can get going",
      "other_design_requirements": "Signage out the front and a new menu board",
      "other_preferences": "We love the fit-out at Rapha clubhouses",
      "number_of_visits": "A couple of site visits is probably enough",
      "collaboration_notes": "Weekly catch-up is good. Jess handles the café stuff and Tom the workshop, big decisions we make together",
      "plans_after_project": "If it works we'd love to do group rides from the shop and maybe a second site in a couple of years",
      "distance": "We're about 15 minutes away on the bike"
    },
    "otherwise": "No particular preference, happy to hear your ideas",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bike repair workshop",
          "coffee bar"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Smith Street",
          "Collingwood"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 140,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "keep the greasy workshop side and the café side separate",
          "watch the mechanics work"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "commuters",
          "weekend roadies",
          "uni students"
        ]
      },
      "competitive_advantage": {
        "said": 5,
        "text": [
          "same-day repairs",
          "hand wheel building"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "raw industrial",
          "plants everywhere"
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
        "said": 8,
        "text": [
          "wall of hanging vintage bikes",
          "behind the coffee counter"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "community",
          "feel welcome"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "racing green",
          "no neon"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "ventilation and drainage",
          "food safety"
        ]
      }
    }
  },
  {
    "id": "heldout106-exhibition-en-fieldays-trough-sensor-cofounders",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora! Aroha here, co-founder of Paddock Signal. We make solar-powered sensors that clip onto stock water troughs and text the farmer when the level drops or the ball valve sticks. We've got a site at Fieldays this June and need someone to design and build our stand",
      "Last year we just tagged along with our mates at Agri Sense at Southern Field Days in Waimumu and squeezed into their 3x3 gazebo lol. So this is our first proper stand of our own",
      "Fieldays is at Mystery Creek Events Centre, just out of Hamilton. It opens Wednesday 10 June. We've booked an indoor site in the Innovation Centre, 6m x 6m",
      "Mitch here, the other half 👋 grabbed the phone off her. Just checked the confirmation email, we upgraded back in December, it's 6 x 9 now, 54 square metres. Aroha forgot 🙃",
      "Mitch again. The big idea for the stand: a real working trough with one of our sensors on it, so farmers can drop the water level themselves and watch the alert pop up on their phone. So we'll need both water and power",
      "Aroha back. Budget we've agreed is NZ$35,000 all in for design and build",
      "Who we want to talk to: dairy and sheep & beef farmers mainly, plus buyers from the rural retail chains",
      "Oh and move-in, the organisers say we can get in from Saturday 6 June"
    ],
    "whenAsked": {
      "brand_value": "We're both farmers' kids. Reliable, no-nonsense, saves you a drive round the paddocks at 5am. People should walk away thinking 'these guys actually get it'",
      "preferred_style": "We don't agree on this one haha. Aroha wants it clean and techy, Mitch wants it to feel like an old woolshed. Honestly do both: corrugated iron and macrocarpa timber, but with sharp screens and good lighting",
      "exit_date": "Not sure yet sorry, the pack-out schedule hasn't come through. Mitch is chasing the organisers",
      "key_considerations": "The floor has to be tough, farmers come straight in from the carpark in gumboots and it gets muddy. And the trough can't leak anywhere near the electrics obviously",
      "problem_need": "Getting noticed. Nobody's heard of us yet and there are hundreds of sites",
      "competitive_advantage": "Ours runs on the cellular network with no base station, and the battery lasts about three years",
      "colors_and_elements": "Our logo is a dark green signal tower. Green and a bit of hi-vis orange is fine, just nothing that looks like a bank",
      "expected_deadline": "Ideally the design locked in by the end of April so there's time to build",
      "other_design_requirements": "A pull-up banner and a one-page flyer with a QR code would be great",
      "other_preferences": "No particular preference",
      "number_of_visits": "We're in Te Awamutu so happy to meet in person two or three times",
      "collaboration_notes": "Aroha does the day-to-day emails, Mitch and Aroha both sign off on the final design",
      "plans_after_project": "If it works we'd like to take the stand to the South Island Field Days next year, so reusable would be nice",
      "distance": "Depends where you are, we're about 30 min south of Hamilton"
    },
    "otherwise": "No particular preference, happy to go with what you suggest",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "solar-powered sensors",
          "Fieldays"
        ]
      },
      "address": {
        "said": 2,
        "text": [
          "Mystery Creek Events Centre"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-10",
          "precision": "day"
        }
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 54,
          "unit": "m2"
        }
      },
      "unique_design": {
        "said": 4,
        "text": [
          "real working trough"
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
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 35000,
          "currency": "NZD"
        }
      },
      "target_audience": {
        "said": 6,
        "text": [
          "dairy and sheep & beef farmers",
          "rural retail"
        ]
      },
      "entry_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-06",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "Reliable, no-nonsense"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "clean and techy",
          "old woolshed"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "gumboots",
          "can't leak"
        ]
      }
    }
  },
  {
    "id": "heldout106-brand-zh-couple-soap-shiri",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我們是台中西屯的手工皂品牌「拾日」，想整套重做logo跟品牌識別，現在的logo是我自己用Canva拼的😅",
      "主要賣冷製手工皂、洗髮餅，還有寶寶用的沐浴皂",
      "拾日就是「把日子撿回來」的意思 我們兩個以前都在竹科上班 爆肝到受不了才辭職做皂",
      "我是她老公 換我打一下。最大的問題是現在整體看起來很像市集小攤，我們想進百貨專櫃，拿這個去談完全沒說服力",
      "然後商標的部分 我們隔壁攤的「木木香氛」去年有申請 已經核准了 他們還說很簡單。但我們拾日還沒申請過",
      "時間的話希望3月底前能完成",
      "換我（老婆）～剛跟百貨那邊確認 進櫃延到6月 所以5/15前好就可以了 不用那麼趕",
      "風格的話 我想要溫暖有手作感的 他想要乾淨簡單 像無印良品那樣 兩個可以混一下嗎哈哈。顏色喜歡奶茶色、米白，他說絕對不要粉紅色",
      "IG是 @shiri.soap 官網還沒有"
    ],
    "whenAsked": {
      "need_registration_assistance": "這個我們要先討論一下 也想知道費用 還沒決定要不要請你們幫忙",
      "target_audience": "大概25到40歲的女生 很多是新手媽媽 皮膚比較敏感 會在意成分天然",
      "key_considerations": "logo要能燙金在小小的皂盒上也看得清楚 還有不要看起來太貴 老客人會怕",
      "other_design_requirements": "名片跟百貨櫃位的小招牌也想一起做",
      "other_preferences": "我們蠻喜歡Aesop的質感 但不想那麼冷",
      "collaboration_notes": "平常我跟你們聯絡 最後兩個人一起決定 一週更新一次就好",
      "plans_after_project": "明年想出蠟燭跟擴香 也想開自己的小店面",
      "number_of_visits": "見面1到2次就好 其他線上",
      "distance": "不太確定你們在哪 我們在西屯 開車應該半小時內吧"
    },
    "otherwise": "都可以～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "手工皂",
          "品牌識別"
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
          "冷製手工皂",
          "洗髮餅",
          "沐浴皂"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "把日子撿回來"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "市集小攤",
          "百貨專櫃"
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
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-15",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "手作感",
          "無印良品"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "奶茶色",
          "粉紅色"
        ]
      },
      "brand_website": {
        "said": 8,
        "text": [
          "shiri.soap"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "新手媽媽",
          "皮膚比較敏感"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "燙金",
          "皂盒"
        ]
      }
    }
  },
  {
    "id": "heldout106-packaging-zh-mom-son-roselle-taimali",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好 我幫我媽問的 我們家在台東太麻里種洛神花 想把洛神蜜餞的包裝重新設計 現在都是透明塑膠袋貼一張手寫貼紙",
      "蜜餞是整朵洛神花去籽 用糖跟一點梅子醃的 可以直接吃 也可以泡水當洛神茶",
      "規格是一包150g，一盒放4包。包裝的話我想說做夾鏈袋就好",
      "我是他媽媽 換我打 打字比較慢😂 不只袋子啦 過年要送禮 夾鏈袋外面還要一個紙盒才像樣",
      "農會超市賣的洛神蜜餞是一包300g 用鐵罐裝 我們不想跟他們一樣。我們是自己種的 沒有噴農藥 糖也放比較少 不會死甜",
      "換我（兒子）。銷售現在主要是蝦皮跟我媽在太麻里的路邊攤",
      "客人大部分是30-50歲 來台東玩的遊客 買伴手禮的",
      "風格我想要文青一點的插畫風 我媽想要喜氣一點 紅色多一點 她說這樣送禮才好看 兩個都顧到最好",
      "時間的話希望11月底前設計好 才來得及印過年的量"
    ],
    "whenAsked": {
      "preferred_materials": "材料我們不太懂耶 要先問印刷廠 看什麼比較防潮再說",
      "key_considerations": "一定要防潮 蜜餞受潮會黏 還有成本不能太高 一盒賣350左右",
      "problem_need": "現在的包裝太陽春 遊客看了不太敢買來送人",
      "other_design_requirements": "想順便做一張小卡 寫洛神花的故事跟吃法",
      "other_preferences": "沒有特別的 看到日本的和菓子包裝覺得很漂亮",
      "collaboration_notes": "我負責聯絡 但最後要我媽點頭",
      "plans_after_project": "明年想推洛神花醬 希望包裝可以延用同一套",
      "number_of_visits": "我們在台東 線上討論就好 不用見面",
      "distance": "應該很遠 我們在台東"
    },
    "otherwise": "都可以啦",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "洛神蜜餞",
          "手寫貼紙"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台東太麻里"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "整朵洛神花",
          "泡水"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "150g",
          "一盒放4包"
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
      "unique_selling_point": {
        "said": 4,
        "text": [
          "沒有噴農藥",
          "糖也放比較少"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "蝦皮",
          "路邊攤"
        ]
      },
      "target_audience": {
        "said": 6,
        "text": [
          "遊客",
          "伴手禮"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "文青",
          "喜氣"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "紅色"
        ]
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-11-01",
          "precision": "month",
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
          "防潮",
          "成本"
        ]
      }
    }
  },
  {
    "id": "heldout106-website-zh-dental-assistant-director",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好 我是竹北一間牙醫診所的助理 院長請我來問做網站的事",
      "我們診所叫「晨光牙醫」，原本在新竹東區光復路，去年搬到竹北高鐵站附近，現在的網站還是舊地址，而且手機看很亂 www.chenguang-dental.com.tw",
      "最主要是想讓病人可以直接在網站上預約掛號 現在都打電話 櫃台電話接不完",
      "預算院長說15萬左右",
      "我是院長 換我打。頁面要有：診所介紹、醫師團隊、治療項目、線上預約、交通資訊",
      "預算剛剛她講錯了，我們抓的是20萬，含一年的主機維護",
      "語言要中文跟英文，竹北很多外籍工程師",
      "病患大多是竹科工程師跟他們的家人 年輕爸媽帶小孩來看牙的很多",
      "風格要乾淨、有信任感，不要冷冰冰的醫院感。助理說想要可愛一點的插畫，我覺得一點點就好"
    ],
    "whenAsked": {
      "competitors": "別家的網站我們還沒特別研究 要再找一下",
      "expected_deadline": "希望2026年4月1號前上線 剛好是搬來竹北滿一年",
      "key_considerations": "預約系統要能跟我們現在的看診系統對接，還有病人個資一定要安全",
      "colors_and_elements": "我們logo是淺藍色 可以延用 不要用紅色",
      "other_design_requirements": "醫師的照片可能要請你們幫忙拍",
      "other_preferences": "沒有特別的",
      "collaboration_notes": "平常跟助理聯絡就好 最後由我決定",
      "plans_after_project": "之後想放衛教文章 定期更新",
      "number_of_visits": "來診所看一次就好",
      "distance": "不知道你們在哪 我們在竹北"
    },
    "otherwise": "都可以 沒意見",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "牙醫診所"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "竹北"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "chenguang-dental.com.tw"
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
          "預約掛號",
          "電話接不完"
        ]
      },
      "main_pages": {
        "said": 4,
        "text": [
          "醫師團隊",
          "治療項目",
          "線上預約"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 200000,
          "currency": "TWD"
        }
      },
      "languages": {
        "said": 6,
        "text": [
          "中文",
          "英文"
        ]
      },
      "target_audience": {
        "said": 7,
        "text": [
          "竹科工程師",
          "年輕爸媽"
        ]
      },
      "preferred_style": {
        "said": 8,
        "text": [
          "信任感",
          "插畫"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "看診系統",
          "個資"
        ]
      }
    }
  },
  {
    "id": "heldout106-other-zh-partners-coffee-truck",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉 我們兩個合夥要開一台咖啡餐車 叫「慢半拍」 主要在高雄鳳山跟駁二的假日市集擺 想找人設計餐車外觀",
      "我是阿哲 另一個合夥人是小安 現在是我在打。想做的東西有車身彩繪跟菜單板",
      "最大的問題是市集一排過去十幾台餐車 大家都長得差不多 我們想讓人遠遠就認出來",
      "我們朋友在台南的「島嶼甜點車」是找台南一間工作室做的 超可愛 不過我們不想跟他們一樣",
      "換小安打～我們剛討論過了 菜單板不用做 我們自己用黑板手寫。所以要做的是車身彩繪、杯套貼紙跟集點卡",
      "客人多半是20到35歲逛市集的年輕人 帶狗狗的也很多 我們有賣狗狗喝的羊奶",
      "阿哲想要復古美式 像老派公路餐館那種 我比較想要日系簡單 最後說好就是復古但不要太雜",
      "4/18有一個大型市集是我們第一次出車 所以希望3/31前設計完成 才有時間去貼膜施工",
      "阿哲又搶過去了😂 我們兩個都要看過才算數 用LINE群組溝通就好"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色我們兩個還沒喬好 之後再跟你說",
      "key_considerations": "彩繪要耐曬耐雨 餐車整天停在太陽下 還有字要大 遠遠看得到",
      "other_preferences": "我們很喜歡藍瓶咖啡那種簡單的感覺",
      "plans_after_project": "生意穩定的話明年想開第二台車",
      "number_of_visits": "至少來看一次車 量尺寸",
      "distance": "車停在鳳山 不知道離你們多遠"
    },
    "otherwise": "都好 沒差",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "咖啡餐車"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "高雄鳳山"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "遠遠就認出來"
        ]
      },
      "other_design_requirements": {
        "said": 4,
        "text": [
          "車身彩繪",
          "杯套貼紙",
          "集點卡"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "20到35歲",
          "帶狗狗"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "復古美式",
          "不要太雜"
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
      "collaboration_notes": {
        "said": 8,
        "text": [
          "兩個都要看過",
          "LINE群組"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "耐曬耐雨"
        ]
      }
    }
  },
  {
    "id": "heldout106-residential-zh-nantun-couple-budget",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我們在台中南屯買了一間中古電梯大樓 想找設計師整間重新裝修 我是太太 先由我來打",
      "格局是3房2廳2衛 權狀34坪",
      "現在最困擾的是廚房是封閉的又很小 收納超少 主臥整天照不到光",
      "我是她老公 換我打😅 補充一下 住的人就我們兩個跟一隻柴犬 明年應該會生小孩 所以要留一間兒童房",
      "風格的話她想要全白北歐風 我比較喜歡木頭色 溫暖一點 這個我們還在吵XD 兩個都寫進去好了",
      "對了 我朋友在七期那邊裝修 40坪花了快400萬 我們沒有那麼多啦 我們預算大概200萬",
      "我是老婆 預算他講錯了 我們昨天有談過 最多250萬 含家具",
      "交屋是3月 希望今年9月可以搬進去"
    ],
    "whenAsked": {
      "age": "屋齡喔 我要翻一下權狀 現在不確定 之後再跟你說",
      "lifestyle": "我們兩個都上班 我老公一週有兩天在家工作 晚上常常自己煮飯 週末會約朋友來家裡吃火鍋",
      "colors_and_elements": "想要多一點木頭跟植物 不要太多黑色 也不要亮面的櫃子",
      "key_considerations": "收納要夠 還有狗狗會抓 地板要耐刮 廚房一定要改開放式",
      "important_collections": "老公有一整櫃的樂高 要有地方展示",
      "memorable_moments": "好像沒有特別的耶",
      "expected_deadline": "設計的話希望4月底前可以定案",
      "other_design_requirements": "家具也想請你們一起挑 燈光也麻煩",
      "other_preferences": "我們很喜歡無印良品那種感覺",
      "number_of_visits": "現場看2次左右應該就可以",
      "collaboration_notes": "主要跟我聯絡就好 最後我們兩個一起決定 一週更新一次進度",
      "plans_after_project": "就是會有小孩 兒童房之後再慢慢佈置",
      "distance": "我們在台中 開車過去大概半小時"
    },
    "otherwise": "都可以 沒有特別想法",
    "expected": {
      "address": {
        "said": 0,
        "text": [
          "南屯"
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
          "中古電梯大樓",
          "整間重新裝修"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "3房2廳2衛"
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
      "problem_need": {
        "said": 2,
        "text": [
          "廚房是封閉的",
          "收納超少"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "我們兩個",
          "柴犬"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "北歐風",
          "木頭色"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 2500000,
          "currency": "TWD"
        }
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-09-01",
          "precision": "month"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "lifestyle": {
        "said": "asked",
        "text": [
          "在家工作",
          "自己煮飯"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "收納要夠",
          "耐刮"
        ]
      }
    }
  },
  {
    "id": "heldout106-commercial-zh-tainan-beef-soup-move",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我們家是賣牛肉湯的 在台南開了快30年 現在要搬到新的店面 想請你們幫忙設計店內 我是女兒 先跟你們講一下",
      "舊店在北區公園路那邊 才12坪 座位很擠 客人常常要站在外面等位子",
      "新店面在中西區 海安路附近 一樓 大概20坪",
      "我是老闆 她爸爸 我來講 新店是22坪 上禮拜我自己拿捲尺量的 不是20",
      "我們跟別家不一樣的是湯頭每天現場熬 肉是每天凌晨進的溫體牛 現切現燙 所以廚房要大 客人要看得到我們在切肉",
      "換我啦 我爸只會講廚房😂 我自己是希望整體有老台南的味道 但不要太舊 像磨石子地板 紅磚牆 要乾淨明亮 年輕人會想拍照那種",
      "還有我想要一整面牆 放阿公那時候的舊招牌跟老照片",
      "想在2026年6月1號開幕 那天剛好是阿公生日",
      "以前客人大多是附近的老客人跟早上運動完的阿伯 新店想多吸引觀光客跟年輕人"
    ],
    "whenAsked": {
      "budget": "預算喔 我們還在跟銀行談貸款 現在還不知道 確定了再跟你們說",
      "brand_value": "就是實在啦 用好料 讓客人吃得安心 走進來像回到自己家一樣",
      "key_considerations": "排煙跟排水一定要處理好 不要吵到樓上住戶 廚房動線要順 我爸年紀大了不要讓他走來走去",
      "problem_need": "就是座位要多一點 不要再讓客人站在外面等",
      "expected_deadline": "設計最好3月底前可以出來 這樣才來得及施工",
      "other_design_requirements": "招牌跟菜單也想一起重新設計",
      "other_preferences": "我很喜歡正興街那一帶老屋改的店",
      "number_of_visits": "現場看個3次應該夠",
      "collaboration_notes": "平常跟我聯絡 LINE就可以 但最後還是要我爸點頭",
      "plans_after_project": "如果做得不錯 之後想試試看賣冷凍湯包 網路宅配",
      "distance": "我們在台南 不知道你們在哪 開車應該一個小時內吧"
    },
    "otherwise": "都可以啦",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "賣牛肉湯",
          "搬到新的店面"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "座位很擠"
        ]
      },
      "address": {
        "said": 2,
        "text": [
          "中西區",
          "海安路"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 22,
          "unit": "ping"
        }
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "現場熬",
          "現切現燙"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "老台南的味道"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "磨石子",
          "紅磚"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "舊招牌",
          "老照片"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 8,
        "text": [
          "觀光客",
          "年輕人"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "實在",
          "吃得安心"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "排煙跟排水"
        ]
      }
    }
  },
  {
    "id": "heldout106-exhibition-zh-tea-booth-boss-assistant",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好 我是山嵐茶業的助理小林 老闆請我先跟你們聯絡 我們6月要參加台北國際食品展 想找人設計攤位 主要展出我們的高山烏龍跟冷泡茶包",
      "地點在南港展覽館1館 我們報了兩個標準攤位 3x6 共18平方米",
      "去年我們是在世貿一館 只有一個攤位9平方米 預算才15萬 結果太小 試飲的人排到隔壁攤位去 被抱怨",
      "我是老闆 陳先生 接手打一下。剛剛跟主辦單位確認過 我們加到三個攤位了 3x9 總共27平方米 小林那邊是舊資料",
      "這次主要要見的是國外的進口商跟通路採購 日本跟東南亞的 不是一般民眾",
      "預算抓40萬 含設計跟施工",
      "我是小林～老闆去開會了我繼續。展覽是6/24開幕 進場布置是6/22",
      "老闆想要有一個真的可以泡茶的吧台 讓買家坐下來喝一杯 所以水跟電都需要",
      "風格老闆說要簡約 有山的感覺 我覺得可以用竹子 但他說竹子太俗 先不要😅"
    ],
    "whenAsked": {
      "exit_date": "撤場時間主辦還沒公告 我要再確認一下",
      "brand_value": "我們自己有茶園 三代種茶 希望買家來攤位覺得安靜 專業 可以信任",
      "key_considerations": "動線要順 試飲區不要擋到走道 茶葉要有地方展示也要有收納",
      "problem_need": "希望能多談到幾個海外代理商",
      "competitive_advantage": "茶園是自己的 從種到包裝都自己來 有產銷履歷",
      "colors_and_elements": "想要墨綠色跟米白 logo要大一點 從遠處就看得到",
      "expected_deadline": "設計圖最好5月中前可以確定",
      "other_design_requirements": "還需要英文型錄跟試飲杯的貼紙",
      "other_preferences": "老闆很喜歡日本那種茶室的感覺",
      "number_of_visits": "開會2次左右就好 可以視訊",
      "collaboration_notes": "平常跟我聯絡 但最後都是陳老闆決定",
      "plans_after_project": "如果效果好 11月的東京食品展也想再用同一套",
      "distance": "我們公司在新北坪林 離台北開車大概40分鐘"
    },
    "otherwise": "這個我問一下老闆 應該都可以",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "台北國際食品展",
          "高山烏龍"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館1館"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "進口商",
          "通路採購"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 400000,
          "currency": "TWD"
        }
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-24",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-22",
          "precision": "day"
        }
      },
      "water_electricity_supply": {
        "said": 7,
        "value": {
          "kind": "choice",
          "selected": [
            "both"
          ]
        }
      },
      "unique_design": {
        "said": 7,
        "text": [
          "泡茶的吧台"
        ]
      },
      "preferred_style": {
        "said": 8,
        "text": [
          "簡約",
          "山的感覺"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "三代種茶",
          "專業"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "動線要順",
          "不要擋到走道"
        ]
      }
    }
  },
  {
    "id": "heldout106-brand-ko-dubu-dog-treats",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 수제 강아지 간식 브랜드 하고 있는데 로고부터 전체 아이덴티티까지 새로 만들고 싶어서 왔어요. 지금 로고는 제가 미리캔버스로 대충 만든 거예요 ㅎㅎ",
      "브랜드 이름은 '두부네부엌'이에요. 저희 집 말티즈 두부 이름에서 따왔어요! 두부가 알러지가 심해서 제가 직접 간식 만들어 먹이기 시작한 게 시작이었어요",
      "지금 파는 건 닭가슴살 육포, 고구마 말랭이, 연어 큐브 세 가지고요 스마트스토어랑 인스타 @dubu_kitchen 에서 팔아요",
      "남편이에요 제가 이어서 쓸게요. 솔직히 로고가 너무 아마추어 같아서 백화점 팝업 제안 들어왔을 때 좀 민망했어요. 믿을 만한 브랜드로 보이게 하는 게 목표예요",
      "상표는 아직 출원 안 했어요. 친구네 고양이 간식 브랜드 '냥밥'은 작년에 등록 끝냈다던데 저희는 손도 못 댔네요 ㅠ 그것도 도와주시면 좋겠어요",
      "색은 와이프는 크림색 좋아하고 저는 초록색 좋아해요 ㅋㅋ 둘 다 들어가면 좋겠고 빨간색만 빼주세요",
      "팝업이 4월 초라서 로고는 3월 20일까지는 나와야 할 것 같아요",
      "다시 아내예요~ 방금 백화점 담당자한테 연락 왔는데 인쇄물 마감이 앞당겨졌대요. 3월 13일까지로 해주세요!"
    ],
    "whenAsked": {
      "target_audience": "강아지 키우는 2-30대 여성분들이요. 성분표 꼼꼼히 보고 좀 비싸도 좋은 거 먹이는 분들이요",
      "preferred_style": "스타일은 저희 둘이 아직 의견이 안 맞아서요 ㅎㅎ 좀 더 얘기해보고 알려드릴게요",
      "key_considerations": "파우치 스티커에 작게 들어가도 알아볼 수 있어야 해요. 그리고 두부 얼굴이 꼭 들어갔으면 해요",
      "other_design_requirements": "포장 스티커랑 명함, 팝업 때 쓸 배너도 필요해요",
      "other_preferences": "딱히 없어요 추천해주시면 좋아요",
      "collaboration_notes": "최종 결정은 저희 둘이 같이 해요. 카톡으로 일주일에 한 번 정도 진행상황 알려주세요",
      "plans_after_project": "내년엔 고양이 간식 라인도 내볼 생각이에요",
      "address": "경기도 고양시 일산이에요",
      "number_of_visits": "한두 번 정도 직접 만나면 좋겠어요",
      "distance": "거리는 잘 모르겠어요"
    },
    "otherwise": "상관없어요 편하게 추천해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "수제 강아지 간식 브랜드",
          "전체 아이덴티티"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "말티즈 두부 이름에서 따왔어요"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "닭가슴살 육포",
          "고구마 말랭이",
          "연어 큐브"
        ]
      },
      "brand_website": {
        "said": 2,
        "text": [
          "@dubu_kitchen"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "아마추어 같아서",
          "믿을 만한 브랜드"
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
      "colors_and_elements": {
        "said": 5,
        "text": [
          "크림색",
          "초록색",
          "빨간색만 빼주세요"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-13",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "2-30대 여성분들"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "작게 들어가도 알아볼 수 있어야"
        ]
      }
    }
  },
  {
    "id": "heldout106-packaging-ko-uiseong-perilla-oil",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 저는 아들이고요, 어머니가 경북 의성에서 30년째 방앗간을 하세요. 이번에 들기름을 명절 선물용으로 제대로 팔아보려고 패키지 디자인 문의드려요",
      "저온압착한 국산 들기름이고 350ml 유리병에 담아요. 병은 기성품 그대로 쓰고 라벨이랑 두 병 들어가는 선물세트 디자인이 필요해요",
      "엄마다. 우리 기름은 주문 들어온 날 짠 것만 보낸다. 미리 짜놓은 거 절대 안 판다",
      "아들입니다 ㅎㅎ 옆 동네 방앗간은 쿠팡에서 1리터 페트병으로 만 원에 팔던데 저희는 그렇게 안 하려고요. 네이버 스마트스토어랑 명절 때 전화로 직접 주문 받는 걸로 팔 거예요",
      "아 그리고 병 사이즈 방금 엄마랑 다시 얘기했는데 350ml 말고 250ml로 가기로 했어요. 선물세트는 그대로 두 병이요",
      "스타일은 엄마는 옛날 방앗간 느낌 살리고 싶어하시고 저는 깔끔하고 모던한 게 좋아요. 둘 다 살릴 수 있으면 좋겠어요",
      "추석 전에는 무조건 팔아야 해서 디자인은 7월 31일까지 끝나면 좋겠어요"
    ],
    "whenAsked": {
      "target_audience": "4-50대 주부님들이랑 명절 선물 고르는 직장인들이요",
      "colors_and_elements": "들깨 색 같은 따뜻한 갈색 계열이요. 형광색은 싫어요",
      "preferred_materials": "재질은 아직 잘 모르겠어요. 단가 보고 정해야 할 것 같아요",
      "key_considerations": "들기름은 빛 받으면 금방 산패돼서 빛 차단이 제일 중요해요. 택배로 보내도 병이 안 깨져야 하고요",
      "problem_need": "지금은 이름 없는 병에 손글씨 스티커라 선물로 드리기 좀 그렇다는 말을 많이 들었어요",
      "other_design_requirements": "택배 박스에 찍을 도장 같은 로고도 있으면 좋겠어요",
      "other_preferences": "특별히 없어요",
      "collaboration_notes": "연락은 제가 받고 최종 결정은 엄마가 하세요",
      "plans_after_project": "잘 되면 내년에 참기름이랑 볶은 깨도 같은 디자인으로 내고 싶어요",
      "number_of_visits": "방앗간에 한 번 와서 보시면 좋겠어요",
      "distance": "거리는 잘 모르겠어요"
    },
    "otherwise": "상관없어요 알아서 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "30년째 방앗간",
          "명절 선물용"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "경북 의성"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "저온압착한 국산 들기름"
        ]
      },
      "packaging_form": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "주문 들어온 날 짠 것만"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "네이버 스마트스토어",
          "전화로 직접 주문"
        ]
      },
      "specification": {
        "said": 4,
        "text": [
          "250ml",
          "두 병"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "옛날 방앗간 느낌",
          "깔끔하고 모던한"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-31",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "4-50대 주부님들",
          "직장인들"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "갈색 계열",
          "형광색은 싫어요"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "빛 차단",
          "병이 안 깨져야"
        ]
      }
    }
  },
  {
    "id": "heldout106-website-ko-aewol-stay-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 제주 애월에서 독채 스테이 4동 운영하고 있는 사장입니다. 지금은 에어비앤비로만 예약을 받는데 수수료가 너무 아까워서 자체 예약 사이트를 만들고 싶습니다",
      "매니저예요 사장님 대신 제가 좀 쓸게요^^ 손님 절반 가까이가 외국인이라 한국어, 영어, 일본어 세 개 언어는 꼭 필요해요",
      "페이지는 메인, 객실 소개, 예약하기, 오시는 길, 후기 이 정도면 될 것 같아요",
      "참고로 사장님 친구분이 협재에서 펜션 하시는데 작년에 사이트 800만원 주고 만드셨대요. 저희는 500만원 정도 생각하고 있어요",
      "분위기는 사진 크게 나오고 여백 많은 잡지 같은 느낌이면 좋겠어요. 너무 펜션스러운 건 싫고요 ㅎㅎ",
      "다시 사장입니다. 예산은 매니저가 잘못 알고 있었네요. 예약이랑 결제 기능 들어가면 비싸다고 들어서 700만원까지는 괜찮습니다",
      "오픈은 성수기 전인 6월 1일이면 좋겠습니다"
    ],
    "whenAsked": {
      "url": "홈페이지는 따로 없고 인스타만 하고 있어요",
      "competitors": "경쟁 숙소 사이트는 아직 제대로 찾아보질 못했어요. 조사해보고 다시 말씀드릴게요",
      "target_audience": "30대 커플이나 아이 있는 가족 여행객이요. 일본이랑 대만 손님도 많아요",
      "key_considerations": "모바일에서 예약이 편해야 해요. 날짜 고르고 결제까지 한 번에 끝나는 게 제일 중요해요",
      "colors_and_elements": "돌담 같은 회색에 귤색 포인트 정도요",
      "other_design_requirements": "객실 사진 촬영도 같이 해주시면 좋겠어요",
      "other_preferences": "딱히 없어요",
      "collaboration_notes": "결정은 사장님이 하시고 연락은 매니저인 제가 드릴게요",
      "plans_after_project": "나중에 중국어도 추가하고 싶어요",
      "number_of_visits": "한 번은 직접 와서 숙소 보시면 좋겠어요. 나머지는 화상으로 해도 돼요",
      "distance": "잘 모르겠어요"
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "독채 스테이 4동"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "제주 애월"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "수수료가 너무 아까워서"
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
      "languages": {
        "said": 1,
        "text": [
          "한국어",
          "영어",
          "일본어"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "객실 소개",
          "예약하기",
          "오시는 길"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "사진 크게 나오고 여백 많은",
          "잡지 같은 느낌"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 7000000,
          "currency": "KRW"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "day"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "30대 커플",
          "가족 여행객"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "모바일에서 예약이 편해야"
        ]
      }
    }
  },
  {
    "id": "heldout106-other-ko-yeongdo-chinese-menu",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 아버지가 부산 영도에서 40년 된 중국집을 하세요. 저는 딸인데 아빠 폰으로 대신 문의드려요 ㅎㅎ",
      "벽에 붙은 메뉴판이랑 테이블 메뉴판을 새로 디자인하고 싶어요. 지금 건 글씨가 너무 작고 가격도 매직으로 덧써서 지저분하거든요",
      "아빠다. 손님은 동네 어르신들하고 요새는 영도 놀러오는 젊은 사람들도 많이 온다",
      "다시 딸이에요. 색은 아빠는 지금처럼 빨간색 그대로 가자 하시고 저는 차분한 남색이 좋은데 둘 다 살려주시면 좋겠어요 ㅋㅋ",
      "느낌은 레트로한데 촌스럽지 않게요! 을지로 노포 감성 같은 거",
      "옆집 돼지국밥집은 2월 말에 간판 바꾼다던데 저희는 메뉴판을 3월 1일까지 받고 싶어요",
      "아 방금 아빠가 그러시는데 3월에 가격을 올릴 거라 가격표 확정이 늦어진대요. 4월 6일까지로 할게요",
      "결정은 아빠가 하시고 연락은 저한테 카톡으로 주세요. 아빠가 카톡을 잘 안 보셔서요"
    ],
    "whenAsked": {
      "key_considerations": "글쎄요 그건 아빠랑 얘기해보고 다시 말씀드릴게요",
      "other_preferences": "특별히 없어요",
      "plans_after_project": "나중에 간판도 바꾸고 싶어요",
      "number_of_visits": "가게에 한 번은 와서 보시면 좋겠어요",
      "distance": "잘 모르겠어요"
    },
    "otherwise": "상관없어요 추천해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "40년 된 중국집"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "부산 영도"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "벽에 붙은 메뉴판",
          "테이블 메뉴판"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "글씨가 너무 작고",
          "매직으로 덧써서"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "동네 어르신들",
          "젊은 사람들"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "빨간색",
          "남색"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "레트로한데 촌스럽지 않게",
          "을지로 노포 감성"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-06",
          "precision": "day"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "결정은 아빠가",
          "카톡으로"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout106-residential-ko-bundang-couple-remodel",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 이번에 분당 정자동에 있는 아파트 매매해서 전체 리모델링 하려고 문의드려요. 32평이고 방3 화장실2 구조예요",
      "지금은 수원 영통 24평 전세 살고 있는데 거긴 계약 끝나면 그냥 나가요 ㅎㅎ 애들이 커서 너무 좁아졌어요",
      "식구는 저희 부부랑 초등학생 아들 둘, 고양이 한 마리요. 지금 집은 주방이 거실이랑 막혀있어서 애들 보면서 요리를 못 하는 게 제일 불편해요. 새 집도 구조가 똑같더라구요",
      "예산은 6천 정도 생각하고 있어요",
      "남편이에요 제가 이어서 쓸게요. 6천은 와이프가 가구까지 다 넣어서 말한 거고요, 대출 나온 거 보니까 인테리어만 7천까지는 괜찮습니다",
      "스타일은 와이프는 모던하고 깔끔한 거, 저는 따뜻한 내추럴 느낌 좋아해요. 둘 다 살려주시면 좋겠네요 ㅎㅎ",
      "그리고 제가 재택근무를 주 3일 해서 작은방 하나는 서재 겸 작업실로 쓰고 싶어요. 저녁엔 보통 넷이서 보드게임 하고요",
      "다시 저예요 ㅋㅋ 입주는 6월 말까지는 꼭 해야 돼요. 애들 여름방학 전에 전학시키려구요"
    ],
    "whenAsked": {
      "age": "음 몇 년 된 건지 정확히는 모르겠어요 ㅠ 등기부 떼보고 알려드릴게요",
      "key_considerations": "고양이가 있어서 바닥재는 스크래치 잘 안 나는 걸로 해주세요. 그리고 수납공간 최대한 많이요",
      "colors_and_elements": "흰색 베이스에 원목 포인트요. 체리색 몰딩은 절대 싫어요",
      "important_collections": "남편 레고 컬렉션이요 ㅋㅋ 진열장 하나 있어야 돼요",
      "memorable_moments": "딱히 생각나는 건 없어요",
      "expected_deadline": "5월 초까지는 디자인 끝났으면 좋겠어요",
      "other_design_requirements": "조명이랑 붙박이장도 같이 봐주시면 좋겠어요",
      "other_preferences": "특별히 없어요",
      "number_of_visits": "현장은 두세 번 정도 나와주시면 될 것 같아요",
      "collaboration_notes": "카톡으로 진행상황 공유해주시고 최종 결정은 저희 둘이 같이 할게요",
      "plans_after_project": "몇 년 뒤에 친정엄마가 들어오실 수도 있어요",
      "distance": "지금 수원이라 차로 40분 정도 걸려요"
    },
    "otherwise": "상관없어요 추천해주시면 따를게요",
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
          "정자동"
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
      "target_audience": {
        "said": 2,
        "text": [
          "초등학생 아들 둘",
          "고양이"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "주방이 거실이랑 막혀있어서"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 70000000,
          "currency": "KRW"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "모던하고 깔끔한",
          "따뜻한 내추럴"
        ]
      },
      "lifestyle": {
        "said": 6,
        "text": [
          "재택근무를 주 3일",
          "보드게임"
        ]
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "스크래치",
          "수납공간"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "흰색 베이스",
          "원목 포인트"
        ]
      }
    }
  },
  {
    "id": "heldout106-commercial-ko-jeonpo-wine-bar-partners",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 친구랑 둘이 동업으로 부산 전포동에 내추럴 와인바 차리려고 해요. 제가 대표고 같이 하는 민지라는 친구가 소믈리에예요",
      "상가 2층이고 20평이에요. 원래 네일샵 하던 자리라 싹 다 뜯어야 돼요",
      "민지예요 폰 넘겨받았어요 ㅎㅎ 제가 전에 일하던 서면 와인바는 40평에 인테리어만 1억 넘게 들었는데 저흰 그렇게는 절대 못 해요",
      "예산은 저희 둘이 합쳐서 5천만원이요",
      "아 그리고 평수요, 오늘 부동산이랑 실측했는데 전용 18평이래요. 20평은 계약면적이었어요",
      "손님은 30대 직장인들, 퇴근하고 한두 잔 가볍게 하는 사람들이요. 분위기는 어둡고 아늑한 유럽 골목 비스트로 느낌?",
      "다시 대표예요. 민지는 어두운 거 좋아하는데 저는 너무 어두우면 답답해서 창가 쪽은 좀 밝았으면 해요. 그리고 제일 하고 싶은 건 바 카운터를 ㄷ자로 크게 빼서 소믈리에랑 얘기하면서 마시는 거예요!"
    ],
    "whenAsked": {
      "problem_need": "2층이라 지나가는 사람들 눈에 잘 안 띄는 게 제일 걱정이에요. 계단 올라오고 싶게 만들고 싶어요",
      "brand_value": "와인 몰라도 편하게 물어볼 수 있는 곳이요. 들어오면 친구 집 놀러 온 것처럼 편했으면 해요",
      "competitive_advantage": "소믈리에가 직접 골라주고 글라스로도 다 팔아요. 전포동엔 그런 데가 거의 없어요",
      "colors_and_elements": "짙은 초록이랑 테라코타요. 하얀 타일은 싫어요",
      "opening_date": "오픈 날짜는 아직 못 정했어요 ㅠ 공사 기간 얼마나 걸리는지 듣고 정하려구요",
      "key_considerations": "방음이요. 위층이 원룸이라 민원 안 들어오게 해야 돼요",
      "expected_deadline": "3월 안에는 도면 나왔으면 좋겠어요",
      "other_design_requirements": "간판이랑 와인 리스트 메뉴판도 같이 부탁드려요",
      "other_preferences": "딱히 없어요",
      "number_of_visits": "현장 미팅은 세 번 정도면 될 것 같아요",
      "collaboration_notes": "디자인 쪽은 민지가, 돈 관련은 제가 결정해요. 카톡 단톡방 만들어서 같이 얘기하면 좋겠어요",
      "plans_after_project": "잘 되면 해운대 쪽에 2호점 내고 싶어요",
      "distance": "스튜디오가 어디신지 몰라서 잘 모르겠어요 ㅎㅎ"
    },
    "otherwise": "상관없어요 알아서 잘 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "내추럴 와인바"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전포동"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 50000000,
          "currency": "KRW"
        }
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "pyeong"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "30대 직장인"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "어둡고 아늑한",
          "유럽 골목 비스트로"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "바 카운터를 ㄷ자로"
        ]
      },
      "opening_date": {
        "said": "asked",
        "skipped": true
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "눈에 잘 안 띄는"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "와인 몰라도 편하게",
          "친구 집"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "text": [
          "소믈리에가 직접 골라주고"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "짙은 초록",
          "테라코타"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "방음"
        ]
      }
    }
  },
  {
    "id": "heldout106-exhibition-ko-sunchang-jang-father-daughter",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 저희는 순창에서 3대째 고추장 된장 만드는 작은 회사예요. 5월에 킨텍스 제2전시장에서 하는 식품박람회 부스 디자인 맡기고 싶어서 연락드려요. 저는 딸이고 아버지랑 같이 보고 있어요",
      "작년엔 부산 벡스코 박람회에 3x3 기본부스로 나갔는데 완전 조립부스라 아무도 안 쳐다봤어요 ㅠㅠ 그때 800 들었어요",
      "아버지입니다. 딸이 빠뜨린 게 있는데 이번엔 해외 바이어 상담이 목적입니다. 미국하고 일본 쪽 유통업자들이요",
      "다시 딸이에요 ㅎㅎ 부스는 2부스 붙여서 6x3으로 신청해놨어요. 박람회는 5월 20일 개막이고 반입은 18일부터래요",
      "예산은 2천만원 정도 잡고 있어요",
      "아버지가 옆에서 부스 가운데 진짜 옹기 장독대 갖다 놓고 시식하자고 하시네요 ㅋㅋ 아버지 소원이래요. 시식 때문에 물이랑 전기 둘 다 필요해요",
      "아 방금 주최측에서 연락 왔는데 코너 자리가 나와서 3부스로 바꿨대요! 9x3이니까 27제곱미터요"
    ],
    "whenAsked": {
      "brand_value": "우리 장은 시간이 만든다, 그런 정직함이요. 부스에 오면 시골 할머니 집 마당 같은 따뜻함을 느꼈으면 해요",
      "preferred_style": "저는 모던하고 미니멀하게 하고 싶은데 아버지는 전통 한옥 느낌을 원하세요. 둘을 섞은 모던 한옥 느낌이면 좋겠어요",
      "exit_date": "철수 일정은 아직 공지가 안 나와서 모르겠어요. 확인되면 알려드릴게요",
      "key_considerations": "영어 표기랑 상담 테이블이요. 바이어랑 앉아서 얘기할 공간이 꼭 있어야 돼요",
      "problem_need": "작년처럼 묻히지 않고 멀리서도 눈에 띄는 거요",
      "competitive_advantage": "100% 국산콩 쓰고 옹기에서 3년 숙성해요",
      "colors_and_elements": "황토색이랑 옹기 같은 검정색이요. 빨간색은 너무 뻔해서 빼주세요",
      "expected_deadline": "4월 말까지는 디자인 확정됐으면 해요",
      "other_design_requirements": "영문 브로셔랑 시식컵 스티커도 필요해요",
      "other_preferences": "특별히 없어요",
      "number_of_visits": "순창이라 멀어서 대면 미팅은 두 번 정도면 좋겠어요",
      "collaboration_notes": "연락은 저한테 주시고 최종 결정은 아버지가 하세요",
      "plans_after_project": "내년에 일본 박람회도 나가보려고 해서 부스 재사용할 수 있으면 좋겠어요",
      "distance": "순창에서 차로 세 시간 넘게 걸려요"
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "고추장 된장",
          "식품박람회"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "킨텍스"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "해외 바이어",
          "유통업자"
        ]
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-05-20",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-05-18",
          "precision": "day"
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 20000000,
          "currency": "KRW"
        }
      },
      "unique_design": {
        "said": 5,
        "text": [
          "옹기 장독대"
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
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
          "unit": "m2"
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "정직함",
          "할머니 집 마당"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "모던 한옥"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "영어 표기",
          "상담 테이블"
        ]
      }
    }
  }
];
