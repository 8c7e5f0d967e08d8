import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 104 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: typed on a phone, in a hurry (short
 * messages, lowercase, shorthand numbers, "잠만", "까진", a fact split across two messages, a message that is only a
 * fragment; in each, a value of another person, place, time or thing, one correction, and one or two fields not known,
 * filed as skipped). Written in session 57 by eight writers, all 21 conversations, most of them late in the session. Each
 * was first played on 83a1edd9 (the session's start), before any change it could have prompted: 181 of 270 facts
 * (67.0 %), 9 wrong values, 22 asked again, 0 loops, 0 off-type questions, at most 15 turns. Four of the session's rules
 * were written after reading the first play of the four Korean conversations that came first ("까진", the message cut off
 * waiting for the rest, where the visitor used to be, a short reply naming another topic while the colours are asked), so
 * the batch's later figures are not blind.
 */
/* Writer's note (en-US, batch 104)
 * - brand_design: a Tucson, AZ groomer starting a mobile dog grooming business "Biscuit & Bubbles" who needs a logo, full identity, van wrap and business cards. Traps: van delivery date March 14 (not the design deadline, which is Feb 27). Correction: message 5 changes brand_website from @biscuitandbubbles (message 2) to @biscuitnbubbles_tucson. Unknown: registration_status.
 * - packaging_design: a Bristol (UK) woman who bakes grain-free dog biscuits with her mum needs a windowed box for a new 150g range sold at markets, Instagram and indie pet shops. Traps: Cardiff, the city they moved the bakery from (address is Bristol). Correction: message 5 changes packaging_form from bag_pouch (message 2) to box. Unknown: expected_deadline.
 * - website: an Ottawa (Canada) mobile bike repair van owner wants a bilingual booking site replacing a Wix page, budget $6-7k CAD, live April 1. Traps: the buddy's 15k brewery site (budget is 6000-7000 CAD). Correction: message 6 changes languages from english only (message 5) to english and french. Unknown: competitors.
 * - other: a Phoenix (US) daughter running a raspados truck with her dad needs a truck wrap and a bilingual menu board, files due Feb 15. Traps: Nogales, where the dad's push cart started in the 90s (address is Phoenix). Correction: message 6 changes expected_deadline from end of February (message 4) to 2026-02-15. Unknown: colors_and_elements.
 * - residential_space: a Calgary mom (husband, kids 6 and 9, big dog) redoing the main floor and kitchen of a 1400 sq ft Kensington townhouse before moving in, 60k CAD. Traps: her sister's 90k reno in Edmonton. Correction: message 6 changes move_in_date from end of June 2026 (message 5) to early September 2026. Unknown: age, colors_and_elements.
 * - commercial_space: an Austin barber fitting out his second shop, a gutted 1100 sq ft laundromat in East Austin with 8 chairs and a waiting bar corner, opening May 1. Traps: the original S Lamar shop's 650 sq ft. Correction: message 4 changes budget from 120k USD (message 3) to 150k USD. Unknown: competitive_advantage.
 * - exhibition_space: two brothers from a small Nelson, NZ cider company designing their first trade-show stand (with a tasting bar) at Fine Food NZ, ASB Showgrounds Auckland, in June, budget NZ$15k. Traps: a mate's juice company spent 40k on their stand (not their budget). Correction: message 6 changes space_size from 3x3 = 9 m2 (message 1) to 18 m2 (6x3 corner). Unknown: exit_date.
 */
/* Writer's note (zh-TW, batch 104)
 * - brand_design: A pet groomer in Taichung Nantun wants a full identity (logo, business cards, signboard) for her shop 阿福洗香香, named after her late shiba. Traps: the Kaohsiung Fengshan shop where she worked for 5 years (not the business address). Correction: message 8 changes expected_deadline from end of March (message 6) to early April (message 8). Unknown: colors_and_elements.
 * - packaging_design: A son back home on his dad's Alishan coffee farm wants a box with foil sachets for their own drip-bag coffee brand. Traps: his cousin's tea sold in 全聯 (not their sales channel). Correction: message 5 changes specification from 10g per bag (message 2) to 12g per bag, still 10 per box (message 5). Unknown: preferred_materials.
 * - website: a three-person bookkeeping office in Zhubei with only a FB page wants a plain company site (services, fees, FAQ, consultation booking, contact) in Chinese and English for small-business owners, online sellers and foreign Hsinchu Science Park engineers, budget about 50k TWD, live by mid-April. Traps: her senior's office in Hsinchu City whose website cost 150k (not her budget or address). Correction: message 7 changes expected_deadline from end of March (message 5) to mid-April. Unknown: competitors.
 * - other: the daughter of a nearly-30-year-old seafood restaurant in Cijin (Kaohsiung) wants a mascot plus a LINE sticker set to draw young people and tourists, cute and a bit Taiwanese, done by end of April, dad has the final say. Traps: Taipei, where she works and types from (not the business address). Correction: message 6 changes other_design_requirements from 16 stickers (message 2) to 8 stickers. Unknown: colors_and_elements.
 * - residential_space: a dad in Luodong (Yilan) renovating his late parents' 38-year-old three-storey townhouse for his wife, two primary-school kids and his mother, budget ~3M TWD, move in by end of August. Traps: Banqiao, where the family currently rents (not the home's address). Correction: message 5 changes space_size from 40 ping (message 3) to 46 ping. Unknown: colors_and_elements.
 * - commercial_space: a woman in Chiayi City (Wenhua Rd) opening her first shop for her grandmother's three-generation douhua recipe, ~18 ping with arcade, wants a takeaway window. Traps: a friend's Taichung dessert shop fit-out that cost 1.5M TWD (not her budget). Correction: message 6 changes opening_date from June (message 3) to July. Unknown: budget.
 * - exhibition_space: a Lugu tea-farm family exhibiting alone for the first time at the food show in Nangang Exhibition Hall 1, two standard booths 6x3 m, wants seating for brewing tea, water and power, budget 150k TWD. Traps: last year's cramped 3x3 booth with the farmers' association at the Kaohsiung Exhibition Center (not this booth's size or venue). Correction: message 6 changes entry_date from 6/22 (message 2) to 6/23. Unknown: exit_date.
 */
/* Writer's note (ko-KR, batch 104)
 * - brand_design: Pilates studio owner in Gwanggyo (Suwon) wants to replace her self-made Canva logo for 숨결필라테스, plus business cards and membership cards. Traps: 분당 정자동 (the area she moved the studio from, not her address). Correction: message 6 changes expected_deadline from late March 2026 (message 4) to late February 2026. Unknown: registration_status.
 * - packaging_design: Family sesame/perilla oil mill in Yesan wants gift-set packaging for its sesame and perilla oil, sold in the shop and on Smart Store. Traps: 350ml (the neighbouring mill's bottle size, not theirs). Correction: message 6 changes specification from 180ml x 2-bottle set (message 2) to 180ml x 3-bottle set. Unknown: preferred_materials.
 * - website: Cat-only vet clinic in Suseong-gu, Daegu wants a booking website to replace its Naver blog, budget 5,000,000 KRW split across two messages ("예산은" … "오백"). Traps: 천 (10,000,000 KRW, a friend's clinic's website cost). Correction: message 6 changes languages from Korean only (message 5) to Korean and English. Unknown: competitors.
 * - other: Chicken-skewer food truck owner based in Gijang, Busan wants a truck wrap and a large menu board so passers-by can see what he sells. Traps: 대전 (where his brother runs the same kind of truck, not his location). Correction: message 6 changes colors_and_elements from orange (message 4) to yellow with black lettering. Unknown: preferred_style.
 * - residential_space: Couple with a one-year-old daughter bought a 28-year-old 24-pyeong apartment in Bokdae-dong, Cheongju and want a full remodel for 35,000,000 KRW, budget split across two messages ("예산은" … "3천5백 정도요"). Traps: 34평 (the sister-in-law's apartment size, not theirs). Correction: message 6 changes move_in_date from early April 2026 (message 5) to mid-May 2026. Unknown: preferred_style.
 * - commercial_space: Baker opening a small 12-pyeong salt-bread and financier shop in Seohak-dong, Jeonju, wants a warm Japanese neighbourhood-bakery feel with an open kitchen where the oven shows. Traps: 3월 2일 (the neighbouring cafe's opening date, not hers). Correction: message 4 changes budget from 50,000,000 KRW (message 2) to 45,000,000 KRW. Unknown: colors_and_elements.
 * - exhibition_space: Family member (the father decides) at a third-generation dried-persimmon (gotgam) farm company in Sangju needs a booth for a food fair at COEX aimed at department-store gift-set MDs, opening 11 March 2026 with move-in on the 10th and move-out on the 14th. Traps: 6x6 (the neighbouring Hanwoo beef company's booth, not theirs). Correction: message 5 changes space_size from 3x3 (9 m², message 1) to 3x6 (18 m²). Unknown: budget.
 */
export const hundredAndFourthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout104-brand-en-tucson-mobile-dog-grooming",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "hi!! starting a mobile dog grooming biz in tucson, need a logo + the whole look, also van wrap and biz cards. rn i have literally nothing lol just a name",
      "name is Biscuit & Bubbles 🐶 biscuit was my first dog, golden mix, she passed last yr. she HATED baths so its kind of an inside joke",
      "ig is @biscuitandbubbles, no website yet",
      "services: full groom, bath n brush, nail trims, teeth brushing as an add on. dogs only for now",
      "van gets delivered march 14 from the upfitter but the wrap shop wants final files by feb 27 so thats really my deadline 😬",
      "oops sorry handle is @biscuitnbubbles_tucson, the other one was taken",
      "main thing, ppl have to be able to read it from across a parking lot or driving by. the van IS my ad basically",
      "customers r mostly busy ppl w dogs, seniors who cant drive their dog to a groomer, and anxious dogs that freak out at salons"
    ],
    "whenAsked": {
      "registration_status": "not sure tbh, my husband did all the LLC paperwork, gotta ask him",
      "need_registration_assistance": "yes",
      "preferred_style": "fun + friendly but not babyish. kinda retro like a 60s diner sign",
      "colors_and_elements": "butter yellow + a soft blue, bubbles obviously. no paw prints pls everyone uses those",
      "key_considerations": "has to work in 1 color too bc i want it embroidered on my smocks"
    },
    "otherwise": "hmm no preference",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mobile dog grooming",
          "logo + the whole look"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "tucson"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "van wrap",
          "biz cards"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "biscuit was my first dog",
          "HATED baths"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "full groom",
          "bath n brush",
          "nail trims"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-02-27",
          "precision": "day"
        }
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@biscuitnbubbles_tucson"
        ]
      },
      "problem_need": {
        "said": 6,
        "text": [
          "read it from across a parking lot",
          "the van IS my ad"
        ]
      },
      "target_audience": {
        "said": 7,
        "text": [
          "busy ppl w dogs",
          "seniors",
          "anxious dogs"
        ]
      },
      "registration_status": {
        "said": "asked",
        "skipped": true
      },
      "need_registration_assistance": {
        "said": "asked",
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "fun + friendly",
          "60s diner sign"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "butter yellow",
          "soft blue",
          "no paw prints"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "1 color",
          "embroidered"
        ]
      }
    }
  },
  {
    "id": "heldout104-packaging-en-bristol-dog-biscuit-box",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "hiya, on my lunch break so excuse typos 🙈 i run a little dog treat bakery called Crumb & Collar, me and my mum bake grain free biscuits for dogs. need packaging for our new range",
      "we're in Bristol now btw (moved the whole thing over from Cardiff last yr)",
      "biscuits are peanut butter + pumpkin, bone shaped, about 5cm long. thinking a pouch w a little window so ppl can see them",
      "150g per pack, roughly 25 biscuits",
      "we sell at markets on weekends + our insta shop, and 3 indie pet shops in clifton want to stock us 🐾",
      "ok mum says scrap the pouch, they snap in pouches in the post. so a small box instead, still want the window tho",
      "what makes us diff - no grain no palm oil, all human grade ingredients, vet approved recipes"
    ],
    "whenAsked": {
      "target_audience": "dog owners who treat their dog like family lol, mostly 25-45, lots w allergy dogs",
      "preferred_style": "fun but not babyish, bit retro? like an old seaside sweet shop",
      "colors_and_elements": "mustard yellow def, no pink pls. we have a little sausage dog drawing as our mascot",
      "preferred_materials": "recyclable card, no plastic if poss. compostable window if thats a thing",
      "expected_deadline": "not sure yet tbh, depends when our new unit passes the council inspection",
      "key_considerations": "has to be sturdy enough for posting, and needs room for the ingredients + allergy info"
    },
    "otherwise": "no idea, happy to go w whatever you suggest",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "dog treat bakery",
          "new range"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Bristol"
        ]
      },
      "product_description": {
        "said": 2,
        "text": [
          "peanut butter + pumpkin",
          "bone shaped"
        ]
      },
      "specification": {
        "said": 3,
        "text": [
          "150g per pack",
          "25 biscuits"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "markets",
          "insta shop",
          "indie pet shops"
        ]
      },
      "packaging_form": {
        "said": 5,
        "value": {
          "kind": "choice",
          "selected": [
            "box"
          ]
        }
      },
      "unique_selling_point": {
        "said": 6,
        "text": [
          "no grain no palm oil",
          "human grade"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "dog owners",
          "allergy dogs"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "retro",
          "seaside sweet shop"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "mustard yellow",
          "no pink",
          "sausage dog"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "recyclable card",
          "compostable window"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "sturdy enough for posting",
          "allergy info"
        ]
      }
    }
  },
  {
    "id": "heldout104-website-en-ottawa-bike-repair-booking",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "hey! we run a mobile bike repair van in Ottawa, Spoke Folk. we come to ppl's house or office and fix the bike right in the driveway 🚲",
      "current site is spokefolk.ca, its a wix thing my cousin made in 2021 and ppl cant book on it, they just DM us on insta and its chaos",
      "so main thing = online booking. pick a time slot, put your postal code, say whats wrong w the bike",
      "budget is",
      "like $6k? 7 max. my buddy paid 15k for his brewery site lol we are not that",
      "english only for the site",
      "wait actually english and french, half our customers in gatineau and vanier are francophone, dumb of me",
      "need it live by april 1 when the season kicks off, doable?"
    ],
    "whenAsked": {
      "main_pages": "home, services + prices, book now, service area map, faq",
      "target_audience": "commuters and families, busy ppl who dont have a car to haul the bike to a shop",
      "competitors": "not sure, have to ask Dev (my partner), he's been looking at other sites",
      "preferred_style": "clean, friendly, big buttons. most ppl book from their phone",
      "key_considerations": "booking has to work on mobile and sync w our google calendar so we dont double book"
    },
    "otherwise": "no preference really",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mobile bike repair van"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Ottawa"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "spokefolk.ca"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "cant book on it"
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
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 6000,
          "max": 7000,
          "currency": "CAD"
        }
      },
      "languages": {
        "said": 6,
        "text": [
          "english",
          "french"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day"
        }
      },
      "main_pages": {
        "said": "asked",
        "text": [
          "services + prices",
          "book now",
          "service area map"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "commuters and families",
          "dont have a car"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "clean, friendly",
          "big buttons"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work on mobile",
          "google calendar"
        ]
      }
    }
  },
  {
    "id": "heldout104-other-en-phoenix-raspados-truck-wrap",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "hi!! so my dad and i run a raspados truck (mexican shaved ice) in phoenix, south side. we just bought a bigger used truck and its plain white rn 😭 need a wrap design",
      "also a menu board for the side window, like 12 flavors + toppings. so wrap + menu",
      "fun fact dad started w a push cart in Nogales in the 90s, thats why the name is La Güera, its what ppl called my mom",
      "problem is ppl drive right past us, the old truck was tiny and you couldnt tell what we sold from the street",
      "need design by end of feb",
      "customers r mostly families after school + construction guys on lunch in summer, lots of spanish speakers so menu needs english and spanish",
      "ok the wrap place just texted, they need final files by feb 15 not end of feb. sorry!!",
      "im at work till 6 most days so can we do everything over text/email? dad has final say on colors but i do the rest"
    ],
    "whenAsked": {
      "preferred_style": "bright and happy, like hand painted mexican signs, rotulos style",
      "colors_and_elements": "no idea yet, me and dad are still fighting about it 😅",
      "key_considerations": "has to be readable from across a parking lot, and menu prices need to be easy to swap"
    },
    "otherwise": "idk, whatever looks good",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "raspados truck",
          "bigger used truck"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "phoenix"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "menu board"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "drive right past us"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "families after school",
          "construction guys"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-15",
          "precision": "day"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "text/email",
          "dad has final say on colors"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "bright and happy",
          "hand painted mexican signs"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "readable from across a parking lot",
          "easy to swap"
        ]
      }
    }
  },
  {
    "id": "heldout104-residential-en-calgary-townhouse-hockey-family",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "hi!! we just got the keys to a townhouse in kensington (calgary) 🎉 want to redo the main floor + kitchen before we move in",
      "3 bed 1.5 bath, about 1400 sq ft",
      "its me + my husband + our 2 kids (6 and 9) and a v large dog lol. kitchen is tiny and closed off, cant see the kids from it. thats the big thing",
      "budget is",
      "~60k all in. my sister did hers in edmonton for 90k and thats not happening 😂",
      "want to move in end of june",
      "scratch june, our lease got extended til aug 31. so move in early sept now"
    ],
    "whenAsked": {
      "age": "no clue honestly, have to dig up the listing",
      "lifestyle": "we cook a lot, weeknights are chaos w/ hockey practice, weekends friends over for pizza",
      "preferred_style": "warm modern i guess? light wood, not all white and sterile",
      "colors_and_elements": "have to ask my husband, hes the colour person",
      "key_considerations": "durable floors, dog scratches everything. and somewhere to dump boots + hockey bags, we have zero mudroom"
    },
    "otherwise": "no preference really",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "redo the main floor + kitchen"
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
          "kensington"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "3 bed 1.5 bath"
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
      "target_audience": {
        "said": 2,
        "text": [
          "my husband",
          "2 kids",
          "large dog"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "kitchen is tiny",
          "closed off"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 60000,
          "currency": "CAD"
        }
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-09-01",
          "precision": "month",
          "part": "early"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "lifestyle": {
        "said": "asked",
        "text": [
          "cook a lot",
          "friends over"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "warm modern",
          "light wood"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "durable floors",
          "mudroom"
        ]
      }
    }
  },
  {
    "id": "heldout104-commercial-en-austin-barbershop-laundromat",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "hey so i own a barbershop, Lineup Co, 2nd location opening in east austin. its an old laundromat we're gutting",
      "space is 1100 sq ft. og shop on s lamar is only 650 and we're always tripping over each other lol",
      "want 8 chairs + a little bar corner where ppl wait w a drink. thats the thing i want ppl to remember",
      "budget 120k",
      "sorry thats 150k, forgot the hvac quote. 150 total",
      "hoping to open may 1st 🤞",
      "our crowd is mostly 20s-40s, lots of tech guys + the neighborhood old heads who been coming for yrs"
    ],
    "whenAsked": {
      "problem_need": "og shop is too cramped, wait times are long and ppl walk out. need more chairs and somewhere decent to wait",
      "brand_value": "old school barbershop but chill, everybody welcome. should feel like hanging at a friends place",
      "competitive_advantage": "idk man ask my partner Dre, he does the marketing side",
      "preferred_style": "dark, moody, some brass. kinda speakeasy",
      "colors_and_elements": "keep the old laundromat sign out front if we can!! and no neon pink",
      "key_considerations": "plumbing for 8 sinks, and ADA stuff, city inspector was a pain last time"
    },
    "otherwise": "whatever u think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "barbershop",
          "2nd location",
          "old laundromat"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "east austin"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 1100,
          "unit": "ft2"
        }
      },
      "unique_design": {
        "said": 2,
        "text": [
          "bar corner"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 150000,
          "currency": "USD"
        }
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 6,
        "text": [
          "20s-40s",
          "tech guys",
          "old heads"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "too cramped",
          "more chairs"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "old school",
          "everybody welcome"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "moody",
          "brass",
          "speakeasy"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "laundromat sign",
          "no neon pink"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "8 sinks",
          "ADA"
        ]
      }
    }
  },
  {
    "id": "heldout104-exhibition-en-nelson-cider-fine-food-stand",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "hi! we're a small cider co from nelson (tasman bay cider, me + my brother) and we got a stand at fine food nz this june 🍏 first trade show ever so need someone to design the booth",
      "its at the asb showgrounds in auckland, hall tbc. we booked a 3x3 shell scheme",
      "budget is",
      "~$15k all up incl the build. our mate at a juice co spent like 40k on theirs lol def not us",
      "mainly want supermarket buyers + bottle store / hospo distributors. the foodstuffs and woolies buyers walk the floor",
      "show opens sun 21 june, bump in is sat 20th",
      "oh wait just checked the email, we got bumped up to a 6x3 corner bc someone pulled out 🙌 so 18sqm",
      "big thing is a tasting bar, we'll be pouring samples all day so need water for rinsing glasses + power for 2 fridges"
    ],
    "whenAsked": {
      "brand_value": "real fruit no concentrate. want ppl to feel like theyre at the orchard on a sunny arvo",
      "preferred_style": "rustic but clean, old timber apple crates, nothing twee",
      "exit_date": "not sure, havent read the exhibitor manual yet tbh 😅 will check",
      "key_considerations": "it all has to pack into a van, we're driving it up on the ferry. and cheap to reuse for other shows"
    },
    "otherwise": "no idea, up to you",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "cider",
          "fine food nz"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "asb showgrounds"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 15000,
          "currency": "NZD"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "supermarket buyers",
          "distributors"
        ]
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-21",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-20",
          "precision": "day"
        }
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "unique_design": {
        "said": 7,
        "text": [
          "tasting bar"
        ]
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
      "brand_value": {
        "said": "asked",
        "text": [
          "no concentrate",
          "at the orchard"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "rustic but clean",
          "timber apple crates"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "pack into a van",
          "reuse"
        ]
      }
    }
  },
  {
    "id": "heldout104-brand-zh-afu-pet-grooming",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨 想問logo可以做嗎 我在台中南屯開寵物美容 店名叫阿福洗香香 之前都自己用canva亂做 想要整套的 logo 名片 招牌那些",
      "阿福是我第一隻狗 柴犬 前年走了🥲 店名就是紀念他",
      "我之前在高雄鳳山的店幫人洗了5年 去年才自己出來開 現在有洗澡 美容 還有貓咪的spa",
      "客人大部分是附近小家庭 30幾歲 養小型犬的 很在意店乾不乾淨",
      "最大問題是現在招牌看起來很廉價 客人都以為是便宜的店😅 想看起來專業一點 但還是要可愛",
      "時間的話",
      "3月底前可以好嗎🙏",
      "ig是 @afu.bath 可以先看看",
      "阿 剛剛時間講錯 招牌那邊排比較晚 所以logo 4月初好就可以 不用趕3月了 在麻煩你們"
    ],
    "whenAsked": {
      "registration_status": "還沒 完全沒弄過",
      "need_registration_assistance": "好啊 可以的話幫忙 我不懂那個",
      "preferred_style": "可愛但不要太幼稚 有點日系 像柴犬插畫那種",
      "colors_and_elements": "顏色我還不知道欸 要問我妹 她也有出錢😂",
      "key_considerations": "阿福的樣子一定要在logo裡面 然後縮小放ig頭貼也要看得清楚"
    },
    "otherwise": "都可以 你們決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "寵物美容",
          "整套的"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南屯"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "名片",
          "招牌"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "第一隻狗",
          "紀念他"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "洗澡",
          "美容",
          "貓咪的spa"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "小家庭",
          "小型犬"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "看起來很廉價",
          "專業一點"
        ]
      },
      "brand_website": {
        "said": 7,
        "text": [
          "@afu.bath"
        ]
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "early"
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
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "日系",
          "柴犬插畫"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "阿福的樣子",
          "看得清楚"
        ]
      }
    }
  },
  {
    "id": "heldout104-packaging-zh-alishan-drip-coffee",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉 想做掛耳咖啡的包裝 我家在嘉義阿里山種咖啡 我爸種快20年了 我去年回來幫忙 想說自己出品牌來賣",
      "就是掛耳包 撕開掛杯子上 熱水沖就可以喝 中焙 有點花香",
      "一包10g 一盒10包",
      "想要外面一個盒子 裡面每包是鋁箔小袋",
      "賣的話主要蝦皮跟自己的ig 假日會去審計新村擺市集 我堂哥的茶是上全聯 我們沒有要走那個啦 量太小",
      "剛問我爸 每包是12g才對 一盒還是10包👌",
      "跟別人不一樣的是我們自己種自己烘 單一莊園 不是混豆",
      "時間 希望4月底前設計好 夏天要開始賣"
    ],
    "whenAsked": {
      "target_audience": "25到40的上班族吧 在辦公室自己沖的 也有人買來送禮",
      "preferred_style": "簡單 有山的感覺 不要那種很俗的金色禮盒風",
      "colors_and_elements": "想要墨綠色 可以放阿里山的山稜線",
      "preferred_materials": "材質我真的不懂 要問印刷廠 還不知道",
      "key_considerations": "成本不能太高 一盒大概賣3百5 然後咖啡不能受潮"
    },
    "otherwise": "這個沒想過耶 你們看怎樣比較好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "掛耳咖啡的包裝",
          "自己出品牌"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "阿里山"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "掛耳包",
          "熱水沖"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "bag_pouch"
          ]
        }
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "蝦皮",
          "ig",
          "市集"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "12g",
          "一盒還是10包"
        ]
      },
      "unique_selling_point": {
        "said": 6,
        "text": [
          "自己種自己烘",
          "單一莊園"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "上班族",
          "送禮"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "簡單",
          "有山的感覺"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "墨綠色",
          "山稜線"
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
          "不能受潮"
        ]
      }
    }
  },
  {
    "id": "heldout104-website-zh-zhubei-bookkeeping-office",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～想問做網站 我們是竹北的記帳士事務所 三個人小小的😅",
      "沒有官網 只有fb粉專 客人一直問有沒有網站 說這樣看起來比較可靠",
      "然後每年5月報稅季電話接到爆 想說網站放常見問題跟預約諮詢的表單 就不用一直接電話了",
      "預算喔",
      "5萬上下吧 我學姊在新竹市的事務所網站做了15萬 我們沒那麼多啦 哈",
      "希望3月底前上線",
      "頁面要 服務項目 收費方式 常見問題 預約諮詢 聯絡我們 大概這樣 就一般事務所官網",
      "欸剛問我老公 3月底太趕了 4月中ok就好 他說不要趕出來很醜的",
      "中文跟英文都要 客人除了竹北的小公司老闆跟網拍賣家 竹科很多外國工程師也會來找我們報稅"
    ],
    "whenAsked": {
      "preferred_style": "乾淨專業 但不要太冷冰冰 有點溫度的那種",
      "key_considerations": "手機版一定要好用 客人都用手機看 還有常見問題我們要能自己改",
      "competitors": "競爭對手的網站喔 我沒在看欸 不知道有哪些😂"
    },
    "otherwise": "都可以 你們專業的決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "記帳士事務所"
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
          "fb粉專"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "電話接到爆",
          "常見問題"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 50000,
          "currency": "TWD"
        }
      },
      "category": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "corporate"
          ]
        }
      },
      "main_pages": {
        "said": 6,
        "text": [
          "服務項目",
          "常見問題",
          "預約諮詢"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "languages": {
        "said": 8,
        "text": [
          "中文",
          "英文"
        ]
      },
      "target_audience": {
        "said": 8,
        "text": [
          "小公司老闆",
          "外國工程師"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "乾淨專業",
          "不要太冷冰冰"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機版一定要好用",
          "自己改"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout104-other-zh-cijin-seafood-mascot-stickers",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "hi 想問有接吉祥物設計嗎 我家在旗津開海產店 開了快30年",
      "我現在人再台北上班啦 用手機偷打的 店是我爸媽在顧 在旗津渡輪站附近",
      "想做一隻吉祥物 然後出一組line貼圖 16張 給店裡的官方line用",
      "因為現在都老客人 年輕人來旗津都去吃別家 想說用吉祥物讓店比較有記憶點 ig也比較好發",
      "4月底前要好 5月母親節檔期店裡要辦活動🙏",
      "想吸引年輕人跟來玩的觀光客 風格要可愛 有點台味那種 不要太日系",
      "欸貼圖改8張好了 我爸說16張太多 先試水溫 吉祥物照做",
      "溝通用line就好 我白天上班 晚上回比較快 最後要我爸點頭才算"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色喔 還不知道欸 要問我妹 她比較有想法",
      "key_considerations": "要一看就知道是海產店 然後貼圖字要大 我爸媽也要看得懂"
    },
    "otherwise": "這個沒想過耶 都可以",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "海產店",
          "快30年"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "旗津"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "都老客人",
          "記憶點"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "年輕人",
          "觀光客"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "可愛",
          "台味",
          "不要太日系"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "吉祥物",
          "8張"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "line",
          "我爸點頭"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "一看就知道是海產店",
          "字要大"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout104-residential-zh-luodong-old-townhouse",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "hi 請問羅東的透天有接嗎🙏",
      "爸媽留下的老透天 3層樓 想整棟翻新搬回來住 我們現在在板橋租房子",
      "屋齡38年 漏水超嚴重 樓梯又陡 廚房很按 白天也要開燈",
      "室內~40坪 4房2衛 一樓是客廳跟廚房",
      "住的人：我 老婆 2個小孩 國小 還有我媽",
      "剛翻權狀 是46坪才對 不是40",
      "預算的話",
      "300萬上下 含拆除",
      "希望8月底前可以搬進去 趕小孩開學"
    ],
    "whenAsked": {
      "lifestyle": "平日都很趕 週末會煮飯 小孩在客廳寫功課 我有時候在家接案要一個角落",
      "preferred_style": "簡單好整理 有點日式那種",
      "colors_and_elements": "顏色還不知道耶 要問我老婆",
      "key_considerations": "防水一定要做好 還有我媽膝蓋不好 樓梯要加扶手"
    },
    "otherwise": "都可以 你們看著辦😂",
    "expected": {
      "address": {
        "said": 0,
        "text": [
          "羅東"
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
      "project_background": {
        "said": 1,
        "text": [
          "老透天",
          "整棟翻新"
        ]
      },
      "age": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 38,
          "unit": "years"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "漏水超嚴重",
          "樓梯又陡"
        ]
      },
      "layout": {
        "said": 3,
        "text": [
          "4房2衛"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "老婆",
          "2個小孩",
          "我媽"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 46,
          "unit": "ping"
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
      "move_in_date": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month",
          "part": "late"
        }
      },
      "lifestyle": {
        "said": "asked",
        "text": [
          "週末會煮飯",
          "在家接案"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "日式"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "防水一定要做好",
          "扶手"
        ]
      }
    }
  },
  {
    "id": "heldout104-commercial-zh-chiayi-douhua-shop",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 想問店面設計 在嘉義市文化路這邊🍧",
      "是豆花店 阿嬤的配方 傳3代了 之前都在市場擺攤 這次第一次開店面",
      "空間~18坪 一樓 有騎樓",
      "想6月開幕",
      "客人主要是學生跟觀光客 晚上夜市人超多",
      "我朋友在台中開甜點店 裝潢花了150萬 我們應該沒那麼多啦😅",
      "欸房東剛說交屋要延 開幕改7月好了",
      "想要一個外帶窗口 排隊的人不要擋到隔壁"
    ],
    "whenAsked": {
      "budget": "預算還不知道 要跟我哥討論 他出一半",
      "brand_value": "就古早味 溫暖 進來像回阿嬤家",
      "preferred_style": "復古台式 磨石子 花磚那種",
      "colors_and_elements": "米白+木頭 不要螢光色",
      "problem_need": "內用位子要多一點 擺攤的時候客人都沒地方坐",
      "key_considerations": "夏天超熱 通風要好 然後好清潔 豆花店地板常常濕濕的"
    },
    "otherwise": "這個沒想過耶 你們建議就好",
    "expected": {
      "address": {
        "said": 0,
        "text": [
          "嘉義市文化路"
        ]
      },
      "project_background": {
        "said": 1,
        "text": [
          "豆花店",
          "第一次開店面"
        ]
      },
      "competitive_advantage": {
        "said": 1,
        "text": [
          "阿嬤的配方",
          "傳3代"
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
      "target_audience": {
        "said": 4,
        "text": [
          "學生跟觀光客"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month"
        }
      },
      "unique_design": {
        "said": 7,
        "text": [
          "外帶窗口"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "古早味",
          "像回阿嬤家"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "復古台式",
          "磨石子"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "米白",
          "木頭"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "內用位子要多一點"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "通風要好",
          "好清潔"
        ]
      }
    }
  },
  {
    "id": "heldout104-exhibition-zh-lugu-tea-nangang",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "hi 我們家在鹿谷做茶 這次第一次自己報名參展 想找人設計攤位",
      "地點南港展覽館1館 食品展",
      "6/24開展 進場6/22",
      "攤位是2個標攤 6x3米",
      "去年跟農會去高雄展覽館 那時候攤位才3x3 超擠 這次想要客人可以坐下來泡茶的",
      "要水要電 泡茶要熱水😂",
      "阿進場是6/23才對 剛剛看錯",
      "預算喔",
      "15萬內 含施工🙏"
    ],
    "whenAsked": {
      "brand_value": "自然 實在 想讓人覺得像來茶園作客",
      "target_audience": "主要想找通路 超市採購 做禮盒的代理商 一般民眾也ok",
      "preferred_style": "簡單 木頭 有點禪意 不要太花",
      "exit_date": "撤場還不知道 手冊還沒發",
      "key_considerations": "動線要順 人多的時候試喝區不要卡住"
    },
    "otherwise": "都可以 沒特別想法",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "鹿谷做茶",
          "第一次自己報名參展"
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
          "date": "2026-06-24",
          "precision": "day"
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
      "unique_design": {
        "said": 4,
        "text": [
          "坐下來泡茶"
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
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-23",
          "precision": "day"
        }
      },
      "budget": {
        "said": 8,
        "value": {
          "kind": "money",
          "amount": 150000,
          "currency": "TWD"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "自然",
          "像來茶園作客"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "超市採購",
          "代理商"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "木頭",
          "禪意"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "動線要順",
          "試喝區不要卡住"
        ]
      }
    }
  },
  {
    "id": "heldout104-brand-ko-gwanggyo-pilates-logo-refresh",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 광교에서 필라테스 스튜디오 하는데 로고 리뉴얼 문의드려요ㅎㅎ 지금껀 오픈할때 제가 캔바로 대충 만든거라..",
      "원래 분당 정자동에서 2년 하다가 작년에 이쪽으로 옮겼어요 회원님들도 반은 따라오셨고",
      "이름은 숨결필라테스요 호흡이 젤 기본이라서 숨 쉬는거부터 제대로 하자는 뜻이에요",
      "지금 로고가 넘 흔해보이고 간판이랑 인스타에서 글씨가 잘 안보여요ㅠ 그래서 바꾸고싶은거",
      "3월 말까지 되면 좋겠어요",
      "인스타 @sumgyeol_pilates 보시면 돼요 홈페이지는 없어요",
      "아 잠만 2호점 준비중인데 거기 간판 때문에 2월 말까진 나와야될거같아요 ㅠㅠ 촉박하죠",
      "명함이랑 회원권 카드도 같이 해주셨음 좋겠어요"
    ],
    "whenAsked": {
      "products_or_services": "그룹레슨, 1:1 개인레슨, 산후재활 프로그램이요",
      "registration_status": "아 그거 남편이 알아봤던거 같은데 전 아직 몰라요 물어봐야돼요",
      "need_registration_assistance": "네 해주시면 좋죠",
      "target_audience": "30~40대 직장인 여성분들이 대부분이고 요즘 산후 재활 오시는 분들도 많아요",
      "preferred_style": "차분하고 미니멀하게요 너무 여성여성한건 별로",
      "colors_and_elements": "세이지그린 좋아해요 핑크는 빼주세요",
      "key_considerations": "작게 줄여도 잘 보이는거요 수건이랑 스티커에도 들어가거든요"
    },
    "otherwise": "음 그건 상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "필라테스 스튜디오",
          "로고 리뉴얼"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "광교"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "숨결필라테스",
          "호흡이 젤 기본"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "넘 흔해보이고",
          "글씨가 잘 안보여요"
        ]
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@sumgyeol_pilates"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "명함",
          "회원권 카드"
        ]
      },
      "products_or_services": {
        "said": "asked",
        "text": [
          "그룹레슨",
          "개인레슨",
          "산후재활"
        ]
      },
      "registration_status": {
        "said": "asked",
        "skipped": true
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
          "30~40대 직장인 여성",
          "산후 재활"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "차분하고 미니멀"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "세이지그린",
          "핑크는 빼주세요"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "작게 줄여도 잘 보이는"
        ]
      }
    }
  },
  {
    "id": "heldout104-packaging-ko-yesan-oil-mill-gift-set",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 예산에서 부모님이랑 방앗간 해요 참기름 들기름 짜서 가게랑 스마트스토어로 팔고있어요",
      "이번에 선물세트 포장 새로 하고싶어서요 지금은 그냥 뽁뽁이 둘둘 말아서 택배박스에 넣음ㅋㅋ",
      "병은 180ml고 2병 세트로 생각중",
      "옆집 방앗간은 350ml 큰병 쓰던데 저흰 소용량이 더 잘나가요",
      "국산 들깨 100% 저온압착이에요 이거 꼭 강조하고싶어요!!",
      "추석 전에 팔아야돼서 디자인은 7월까지요",
      "아 그리고 엄마가 3병이 낫대서 180ml 3병 세트로 할게요 ㅎㅎ 참 들 참 이렇게",
      "사는분들은 30~50대 명절 선물 고르는 분들이요 회사 단체주문도 꽤 있고"
    ],
    "whenAsked": {
      "preferred_style": "고급스러운데 너무 번쩍번쩍한건 말고 ㅎㅎ 전통적인 느낌 조금",
      "colors_and_elements": "금색 좀 들어가면 좋겠고 빨간색은 싫어요 촌스러워서",
      "preferred_materials": "그건 아직 몰라요 단가 보고 정하려구요",
      "key_considerations": "택배로 보낼때 병 안깨지는거 젤 중요해요"
    },
    "otherwise": "잘 모르겠어요 알아서 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "방앗간",
          "부모님"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "예산"
        ]
      },
      "product_description": {
        "said": 0,
        "text": [
          "참기름 들기름"
        ]
      },
      "sales_channels": {
        "said": 0,
        "text": [
          "가게",
          "스마트스토어"
        ]
      },
      "packaging_form": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "국산 들깨 100%",
          "저온압착"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month"
        }
      },
      "specification": {
        "said": 6,
        "text": [
          "180ml",
          "3병"
        ]
      },
      "target_audience": {
        "said": 7,
        "text": [
          "30~50대",
          "명절 선물",
          "단체주문"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "고급스러운데",
          "전통적인 느낌"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "금색",
          "빨간색은 싫어요"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "병 안깨지는거"
        ]
      }
    }
  },
  {
    "id": "heldout104-website-ko-suseong-cat-clinic-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 대구 수성구에서 고양이 전문 동물병원 해요🐱 홈페이지 만들고 싶어서요",
      "지금은 네이버 블로그만 있어요 blog.naver.com/catvet_sg",
      "전화 예약이 넘 많아서 진료중에 전화받느라 정신없어요ㅠ 온라인으로 예약 받는게 젤 목표",
      "예산은",
      "오백 정도요 친구 병원은 천 넘게 들었다는데 저흰 그정도는 무리ㅋㅋ",
      "한국어만 있으면 돼요",
      "아 근데 생각해보니 영어도 있어야겠어요 근처 외국인 보호자분들도 꽤 오셔서",
      "페이지는 병원소개 의료진 진료과목 예약 오시는길 정도?",
      "3월 중순까지 오픈되면 좋겠어요"
    ],
    "whenAsked": {
      "target_audience": "고양이 키우는 20~30대 보호자분들이 대부분이에요 1인가구 많고",
      "competitors": "딱히 본건 없어서 아직 몰라요",
      "preferred_style": "깔끔하고 따뜻한 느낌이요 병원같이 차가운건 싫어요",
      "key_considerations": "폰으로 예약하기 쉬워야돼요 보호자분들 거의 폰으로 보시니까"
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "고양이 전문 동물병원"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수성구"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "blog.naver.com/catvet_sg"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "전화 예약",
          "온라인으로 예약"
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
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 5000000,
          "currency": "KRW"
        }
      },
      "languages": {
        "said": 6,
        "text": [
          "영어"
        ]
      },
      "main_pages": {
        "said": 7,
        "text": [
          "의료진",
          "진료과목",
          "오시는길"
        ]
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "20~30대 보호자",
          "1인가구"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "깔끔하고 따뜻한"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "폰으로 예약하기 쉬워야"
        ]
      }
    }
  },
  {
    "id": "heldout104-other-ko-gijang-food-truck-wrap",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 푸드트럭 래핑 디자인도 하시나요? 닭꼬치 트럭이에요",
      "형이 대전에서 같은 닭꼬치 트럭 하는데 그거 보고 저도 시작했어요 저는 부산 기장쪽에서 주로 장사해요",
      "래핑이랑 메뉴판 같이 해주셨음 좋겠어요 메뉴판은 트럭 옆에 거는 큰거",
      "지금 트럭이 그냥 흰색이라 지나가던 사람들이 뭐파는지 몰라요ㅋㅋ 멀리서도 눈에 띄는게 목표",
      "색은 주황 메인으로 생각중",
      "손님은 해변 놀러온 가족이랑 20대 커플들 많아요 밤엔 술 한잔 하는 아저씨들도ㅎ",
      "아 주황은 형 트럭이 주황이라 겹치겠다 노란색으로 갈게요 글씨는 검정",
      "3월 초까지요 날 풀리면 바로 나가야돼서"
    ],
    "whenAsked": {
      "preferred_style": "스타일은 잘 모르겠어요 ㅠ 아직 생각 못해봄",
      "key_considerations": "글씨 크게요 메뉴랑 가격이 멀리서도 보여야됨",
      "collaboration_notes": "카톡으로 주세요 낮엔 장사중이라 답 늦을수 있어요"
    },
    "otherwise": "그건 알아서 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "푸드트럭",
          "닭꼬치"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "기장"
        ]
      },
      "other_design_requirements": {
        "said": 2,
        "text": [
          "래핑",
          "메뉴판"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "뭐파는지 몰라요",
          "멀리서도 눈에 띄는"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "가족",
          "20대 커플"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "노란색",
          "검정"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "early"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "글씨 크게",
          "가격이 멀리서도"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "카톡",
          "답 늦을수"
        ]
      }
    }
  },
  {
    "id": "heldout104-residential-ko-cheongju-old-apt-baby",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 청주 복대동 구축 아파트 리모델링 문의드려여 이번에 매매했어요 ㅎㅎ",
      "24평이고 방3 화장실1이에요 98년식이라 올해 28년차 ㅠ",
      "와이프랑 저 그리구 이제 돌 지난 딸 하나요👶 처형네가 34평이라 거기 보다가 우리집 보니까 엄청 좁아보이네요 ㅋㅋ",
      "예산은",
      "3천5백 정도요 그 이상은 좀 힘들어요",
      "입주는 4월 초 생각중이요",
      "아 방금 와이프가 5월 중순은 돼야 된대요 공사 넉넉하게 하자고",
      "화장실 하나라 아침마다 전쟁이에요 베란다 확장도 하고싶고 주방도 ㄷ자인데 넘 좁음"
    ],
    "whenAsked": {
      "lifestyle": "둘다 맞벌이라 평일엔 저녁에만 있고 주말엔 거실에서 애랑 놀아요 요리는 거의 매일 해요",
      "preferred_style": "음 아직 몰라요 와이프랑 얘기해보고 말씀드릴게요",
      "colors_and_elements": "화이트에 우드 조금? 너무 어두운 색은 싫어요",
      "key_considerations": "애기 있어서 친환경 자재 꼭이요 모서리도 안전하게"
    },
    "otherwise": "그건 잘 모르겠어요 알아서 추천해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "구축 아파트 리모델링"
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
          "복대동"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 24,
          "unit": "pyeong"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "방3 화장실1"
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
      "target_audience": {
        "said": 2,
        "text": [
          "와이프랑 저",
          "돌 지난 딸"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 35000000,
          "currency": "KRW"
        }
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "problem_need": {
        "said": 7,
        "text": [
          "화장실 하나",
          "베란다 확장",
          "주방"
        ]
      },
      "lifestyle": {
        "said": "asked",
        "text": [
          "맞벌이",
          "요리는 거의 매일"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "화이트에 우드",
          "어두운 색은 싫어요"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "친환경 자재",
          "모서리"
        ]
      }
    }
  },
  {
    "id": "heldout104-commercial-ko-jeonju-seohak-bakery",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 전주 서학동에 작은 빵집 오픈 준비중이에요🥐 소금빵이랑 휘낭시애 위주로 할거구요",
      "12평 1층이구요 주방이 반 이상 먹어서 손님 줄 설 데가 없어요ㅠ",
      "예산 5천이요 인테리어만",
      "옆집 카페는 3월 2일 오픈이래서 저두 맘이 급함 ㅋㅋ 저흰 4월 중순 목표요",
      "아 예산 잘못 말했어요 4천5백이요 5천은 오븐 장비까지 합친거였어요",
      "손님은 한옥마을 관광객이랑 동네 20-30대 직장인들?",
      "느낌은 따뜻하고 일본 동네빵집 같은?? 그리고 오븐 보이는 오픈키친 꼭 하고싶어요"
    ],
    "whenAsked": {
      "brand_value": "매일 아침 갓 구운 빵 먹는 소소한 행복? 들어오면 빵냄새 나고 편한 느낌이요",
      "competitive_advantage": "버터 프랑스산만 쓰고 천연발효종으로 해요 근처엔 그런데 없어요",
      "colors_and_elements": "색은 아직 몰라요 남편이랑 정해야 돼서요",
      "key_considerations": "주방 동선이랑 환기요 오븐 열기가 장난 아니라서"
    },
    "otherwise": "상관없어요 추천해주시면 좋아요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "작은 빵집",
          "소금빵"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "서학동"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 12,
          "unit": "pyeong"
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "손님 줄 설 데가 없어요"
        ]
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 45000000,
          "currency": "KRW"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "한옥마을 관광객",
          "20-30대 직장인"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "따뜻하고",
          "일본 동네빵집"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "오븐 보이는 오픈키친"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "갓 구운 빵",
          "편한 느낌"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "text": [
          "프랑스산",
          "천연발효종"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "주방 동선",
          "환기"
        ]
      }
    }
  },
  {
    "id": "heldout104-exhibition-ko-sangju-gotgam-coex",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 상주에서 곶감 하는 농업법인인데요 3월에 코엑스 식품박람회 부스 나가서 디자인 부탁드리려구요",
      "부스는 3x3 한칸이요 전기는 필요하고 물은 없어도 돼요",
      "시식할거라 냉장쇼케이스 자리 있어야되고 곶감 말리는 덕장처럼 위에 곶감 주렁주렁 매달면 어떨까 싶어요 ㅋㅋ",
      "오픈 3/11 수욜이구 셋업은 전날 10일",
      "옆 부스 한우 업체는 6x6으로 크게 한다던데 저흰 그렇게는 못해요ㅠ",
      "아 방금 아버지가 2칸으로 늘렸대요 3x6이요!!",
      "타겟은 바이어요 백화점 명절선물세트 MD들 ㅇㅇ 일반인도 많이 오긴 하는데"
    ],
    "whenAsked": {
      "brand_value": "3대째 하는 집이라 전통이랑 정직함? 믿고 먹는 곶감 느낌이요",
      "preferred_style": "깔끔한데 너무 현대적이진 않게 한지 느낌 나는거요",
      "budget": "예산은 아버지가 정하셔서 아직 몰라요 여쭤보고 말씀드릴게요",
      "exit_date": "철수는 14일 토욜 끝나고 바로요",
      "key_considerations": "곶감이 습기에 약해요 그리고 조명 열 너무 뜨거우면 안돼요"
    },
    "otherwise": "그건 잘 모르겠어요 알아서 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "곶감",
          "식품박람회"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "코엑스"
        ]
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
      "unique_design": {
        "said": 2,
        "text": [
          "덕장처럼",
          "주렁주렁"
        ]
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-03-11",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-03-10",
          "precision": "day"
        }
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 6,
        "text": [
          "바이어",
          "명절선물세트 MD"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "3대째",
          "정직함"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "한지 느낌"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "exit_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-03-14",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "습기",
          "조명 열"
        ]
      }
    }
  }
];
