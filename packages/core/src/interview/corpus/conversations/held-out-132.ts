import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 132 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: second thoughts (visitors who change their
 * minds and correct themselves three or four times a conversation, in the ways people do: an explicit correction, an
 * implicit one, "make that 200ml", a partial one of only the unit, the month or one item, a retraction, an item added to or
 * dropped from a list, a number given back to what it belonged to, "the 60k was the whole build-out, the design budget is
 * 15k", a change after asking someone; the brief holds the final values; one or two fields not known yet, filed as skipped).
 * Written in session 76 by seven writers, 23 conversations, and played once on 3015569e (before any change for it): 233 of
 * 327 facts (71.3 %), 14 wrong values, 21 asked again, 0 loops. Its misses were not read in the session it was written: it
 * is the next session's blind measure.
 */
/* Writer's notes (batch 132; id | who and what | the changes | skipped | decoys)
 * heldout132-brand-en-tucson-grooming-van | mobile dog-grooming van, Tucson | trademark not registered → filed in October, pending (no help needed); deadline Feb 13 → Feb 6; turquoise + terracotta → turquoise + sandy cream; cats dropped from the services | preferred_style | Canva cousin, second van this spring, van delivered March 2, Marana storefront in 2027
 * heldout132-packaging-en-ledbury-honey-jars | raw honey jars and labels, Ledbury, Herefordshire | 454g + 227g → 340g + 227g; "24 to a pack" → 24 is the outer case, jars sold singly; gift box of three dropped (jars and labels); Hay-on-Wye market added | colors_and_elements | forty hives, labels since 1995, nearly £4 a unit
 * heldout132-packaging-en-newtown-hot-sauce | fermented hot sauce labels, Wellington NZ | clean and minimal → loud, hand-drawn 70s surf poster; 150ml → 200ml; Harbourside Market dropped; end of Feb → end of March | preferred_materials | bottle order early March, bottles delayed till April
 * heldout132-commercial-en-northeast-bike-coffee | bike repair shop with espresso bar, Northeast Minneapolis | 1,400 → 1,650 sq ft; 60k (whole build-out) → 15k design; April → Saturday May 2; orange and black → forest green and black | expected_deadline | rival closes at 6, electrical sign-off end of March, ages 25 to 45
 * heldout132-exhibition-en-harrogate-wool-stand | weaving mill's first trade stand, Harrogate | build-up Fri 17 July → Sat 18 July; 6 x 4 → 6 x 3 m; dye demo with sink retracted (electricity only); £15,000 → £12,000 | colors_and_elements | 1874, space-only stands over 100 m², £30k of stock
 * heldout132-residential-en-paddington-queenslander | whole-house Queenslander renovation, Paddington, Brisbane | 607 m² (the block) → 190 m²; 3 → 4 bedrooms; about 100 → 114 years; move-in by 1 Dec → by 26 Jan 2027 | budget | 31 years, Ken's knee, 12 at Sunday lunch, bank meeting 10 Feb
 * heldout132-website-en-mahone-bay-kayak | sea kayak tours booking site, Mahone Bay NS | English and French → English only; $6,000 (all marketing) → $4,500; April 15 → April 1; navy and faded red → faded red and sea glass green | competitors | 1,800 guests, boat show in Halifax, bookings open May 1
 * heldout132-website-en-tucson-hvac | HVAC company site, Tucson | English → English and Spanish; about 8k → 10k; careers page dropped; March 1 → March 15 | preferred_style | 1998, 11 trucks, 112° in July, trucks wrapped March 1
 * heldout132-other-en-castlemaine-trail | heritage walking-trail brochure, Castlemaine VIC | enamel plaques dropped; A3 → A2 folding to DL; end of February → by 13 March; contact by phone → Beryl by email | colors_and_elements | $4,000 Shire grant, Heritage Festival in April, 1.5 hours from Melbourne
 * heldout132-commercial-zh-optical-taichung | optician's own shop, West District, Taichung | 18 → 22 ping; mirror wall → long wooden try-on bar; NT$250萬 (the whole venture) → 120萬; end of March → by end of April | colors_and_elements | 15 years at a chain, handover end of February
 * heldout132-exhibition-zh-bike-booth-nangang | saddle and grip maker at Taipei Cycle | 3x3 → 3x6 (18 m²); move-out 3/29 → 3/28; tote bags dropped; electricity only → both (a coffee machine) | plans_after_project, unique_design | last year's 3x3, 3/29 the next show's move-in
 * heldout132-residential-zh-retiree-gushan | retired teacher's 32-ping apartment, Gushan, Kaohsiung | about 30 → 31 years; piano dropped from the collections; by end of June → by end of August; no dark wood → dark wood fine, not whole rows | budget | daughter ten minutes away, 12-year-old Shiba Inu
 * heldout132-brand-zh-xitun-recovery | sports-recovery studio identity, Xitun, Taichung | not registered → filed last month (no help); stretch class dropped, company talks added; deadline end of March taken back; teal not wanted → small accents fine | expected_deadline | rejected name 動能, 18 ping
 * heldout132-packaging-zh-taimali-roselle | roselle jam, Taimali, Taitung | 250 → 200 g; gift box of three dropped (jars with sticker labels); market stall dropped, Shopee added | target_audience | NT$30–40 a box, Mother's Day
 * heldout132-website-zh-dali-cnc | CNC shop's corporate site, Dali, Taichung | 150k (with photography) → 100k for the site; Japanese dropped, Vietnamese added; June → before 4/20; case-study page dropped | competitors | ISO 13485, Stuttgart fair mid-May
 * heldout132-other-zh-dongshan-run | running club's 5th community run identity, Dongshan, Yilan | finisher medal dropped; mid-March → before 3/10; blue + green → blue + orange, the duck mascot | key_considerations | race day 4/26, 600 → 800 runners, an hour from Taipei
 * heldout132-commercial-ko-jisan-pilates | second pilates studio, Jisan-dong, Daegu | 42 → 38 pyeong (42 the next unit); 1억 2천 (with equipment) → 7천; end of May → mid-June; orange accent dropped | unique_design | first branch 25 pyeong, 180 members
 * heldout132-exhibition-ko-kintex-dog-treats | dog-treat brand at a KINTEX pet fair | 18 → 36 m²; hall 1 → hall 2, 9홀; electricity only → both; sample pouch dropped, leaflet only | exit_date | last year's basic booth, 3x3 / 6x6
 * heldout132-residential-ko-gongju-old-house | retired teacher's two-storey house, Banjuk-dong, Gongju | 38 → 35 years; end of October → by end of September; piano dropped from the collections; light green taken back, no colour left | budget, colors_and_elements | Dunsan apartment since 1994, 2,000 books
 * heldout132-brand-ko-daejeon-tteok | rice-cake shop identity, Daejeon Jungang Market | registered → only applied; rice-cake cakes dropped; red → mugwort green and ivory; end of March → end of April | need_registration_assistance | 28 years, the online store in April
 * heldout132-packaging-ko-namwon-tangerine | tangerine juice and chips, Namwon, Seogwipo | 300 → 200ml (six a box); holiday gift box dropped; Jeju Airport shop added; June is the shop's start, design due 4/10 | preferred_materials | 30g chips, last year's 300ml trial
 * heldout132-website-ko-tongyeong-yacht | yacht tour booking site, Tongyeong | reviews page added; 300만 원 (last year's quote) → 500만 원; Chinese → Japanese; mid-March → end of March | competitors | 2 boats, 12 passengers, 3,000 guests
 * heldout132-other-ko-hapjeong-band | indie band's EP cover, poster and merch | end of February → March 13; T-shirt dropped; rehearsal room Mangwon → Hapjeong; "I decide" → the four of us vote | colors_and_elements | release April 11 at Rolling Hall, Beach House
 */
export const hundredAndThirtySecondHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout132-packaging-en-ledbury-honey-jars",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Good afternoon. My name is Gareth Pryce and I keep bees, about forty hives now, on my smallholding just outside Ledbury in Herefordshire, plus a few out-apiaries in neighbours' orchards towards Much Marcle. The business is called Pryce's Hollow Honey. My late father started it in 1979 and, to be frank, the labels haven't changed since about 1995: a photocopied bee and my mobile number. My daughter Ffion has finally persuaded me that we need proper packaging if we're to get into the better shops, so here I am.",
      "The product is raw honey, cold-extracted and only coarse-strained, so it keeps the pollen and the character. We do a spring blossom honey, mostly from the apple and pear orchards, which sets soft and creamy, and a darker summer honey from bramble and lime trees that stays runny for months. People have it on toast, in tea, in baking, and one chap in Malvern swears by it for his hay fever, though I make no medical claims, mind.",
      "As for sizes, we do a 454g jar, the old one-pound, and a little 227g one. Glass jars with a gold metal lid and a wraparound label at present. I'd also had in mind a gift box holding three of the small jars for Christmas, one of each honey and a bit of comb. They go to the wholesaler 24 to a pack.",
      "What sets us apart, I'd say, is that it's single-apiary and traceable: every jar says which apiary and which month it came off the hive, and we never blend with imported honey, which sadly a good deal of supermarket 'British' honey does. Our customers tend to be older, 50 upwards, people who care where their food comes from, and a fair number of visitors doing the cider trail who want something to take home. We sell at the Ledbury farmers' market on the second Saturday of the month, at the honesty stall by the farm gate, and in three farm shops round the county.",
      "Now, I must correct myself on two things, apologies. The jars: it isn't 454g at all, we moved to the 340g hexagonal jar two years ago and I'm still thinking in my father's sizes. So 340g and 227g. And that 24 is what goes in an outer case to the wholesaler in Worcester, not a pack as such; each jar is sold on its own.",
      "Style-wise I'd like it to look honest and a bit old-fashioned in the good sense, like an apothecary label or the old Ordnance Survey maps, with proper lettering. On materials: the glass jars stay, metal lids, and paper labels, ideally something with a bit of texture, uncoated. Plastic is out, full stop.",
      "Ffion's just rung. She's been on to the box printer in Hereford and the gift box would come to nearly £4 a unit before we've put any honey in it, so forget the gift box, we'll not bother this year. Jars and labels only. Oh, and I'd forgotten entirely: we've been doing the Hay-on-Wye Thursday market since November, so add that to where it's sold. That's the farmers' market, the farm gate, the farm shops and Hay-on-Wye.",
      "Timing: the printer in Hereford needs the artwork by Friday the 24th of April, so the new labels are on the jars when the spring honey comes off in May. The thing I'm most particular about is the labelling law: country of origin, best-before and the weight mark all have to be right for Trading Standards. And the label must stand up to sticky fingers and being wiped down. Ffion will be the one you deal with day to day, she's far better at email than I am, but I'll want to see the final designs before anything's printed.",
      "Further ahead, if this goes well we'd like to do a heather honey from the Black Mountains and perhaps beeswax candles, so it would be good if the design could stretch to a range. That's everything I can think of, I believe."
    ],
    "whenAsked": {
      "colors_and_elements": "I couldn't tell you, that's one for Ffion really, and she hasn't made up her mind. Leave that with us for now."
    },
    "otherwise": "I've no particular view on that, I'll be guided by you.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Pryce's Hollow Honey",
          "proper packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Ledbury",
          "Herefordshire"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "raw honey",
          "spring blossom honey",
          "darker summer honey"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "single-apiary and traceable",
          "never blend with imported honey"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "50 upwards",
          "care where their food comes from",
          "cider trail"
        ]
      },
      "specification": {
        "said": 4,
        "text": [
          "340g",
          "227g"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "honest and a bit old-fashioned",
          "apothecary label",
          "Ordnance Survey maps"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "text": [
          "glass jars",
          "metal lids",
          "uncoated"
        ]
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
      "sales_channels": {
        "said": 6,
        "text": [
          "farm gate",
          "farm shops",
          "Hay-on-Wye"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-24",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "labelling law",
          "Trading Standards",
          "sticky fingers"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "Ffion",
          "see the final designs before anything"
        ]
      },
      "plans_after_project": {
        "said": 8,
        "text": [
          "heather honey",
          "beeswax candles"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout132-packaging-en-newtown-hot-sauce",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "kia ora! i make fermented hot sauce, brand's called Tidy Ferments. need labels sorted for a proper launch",
      "im in wellington, brew out of a shared kitchen in newtown. been doing it 2 yrs as a side thing while working at a bike shop lol",
      "3 sauces: a green one (jalapeño + kawakawa), a habanero + pineapple, and a smoky chipotle. all fermented 4-6 weeks, no vinegar added. goes on everything, eggs, tacos, my nan puts it on her mince",
      "150ml glass woozy bottles with a wraparound label, sold one at a time. bottles are stock ones so it's mostly the label that needs designing",
      "selling at harbourside market on sundays, on my website, and at Little Lime Deli in newtown. customers are like 20-35, foodies, people who put hot sauce on everything and follow chilli accounts on insta. style wise i want clean + minimal, lots of white space",
      "ok my flatmate just looked over my shoulder and said minimal = looks like every other craft sauce. she's right. scrap minimal, go loud. hand drawn, comic book energy, like a 70s surf poster",
      "what makes it different: it's actually fermented, most local ones are just vinegar + chilli. and the kawakawa, nobody else does that. colours, each sauce gets its own: green, orange, deep red. no flames or skulls pls, so cliche. oh and bottle size make it 200ml, 150 looks tiny next to the big brands",
      "need it done by end of feb, bottle order lands early march. oh and drop harbourside, we're closing the stall end of feb, too much on top of my job. so just the website + Little Lime Deli",
      "wait nah, supplier just emailed, bottles delayed til april. so end of march is fine for the design. might do a chilli crisp later in the year too"
    ],
    "whenAsked": {
      "preferred_materials": "no idea yet tbh, havent really looked into it",
      "key_considerations": "label has to stay on when the bottle's been in the fridge and gets wet, and it needs to meet the NZ food labelling rules, ingredients + allergens etc"
    },
    "otherwise": "eh not fussed, whatever you reckon",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Tidy Ferments",
          "proper launch"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "wellington",
          "newtown"
        ]
      },
      "product_description": {
        "said": 2,
        "text": [
          "fermented 4-6 weeks",
          "no vinegar added"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label"
          ]
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "20-35",
          "foodies",
          "hot sauce on everything"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "loud",
          "hand drawn",
          "70s surf poster"
        ]
      },
      "unique_selling_point": {
        "said": 6,
        "text": [
          "actually fermented",
          "kawakawa"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "green, orange, deep red",
          "no flames or skulls"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "200ml"
        ]
      },
      "sales_channels": {
        "said": 7,
        "text": [
          "website",
          "Little Lime Deli"
        ]
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-03-31",
          "relation": "by"
        }
      },
      "plans_after_project": {
        "said": 8,
        "text": [
          "chilli crisp"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "fridge",
          "food labelling rules"
        ]
      }
    }
  },
  {
    "id": "heldout132-brand-en-tucson-grooming-van",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi there! I'm Marisol, I own Pepita's Mobile Grooming here in Tucson. It's a grooming van, I pull up in your driveway and do the bath, haircut, nails, the works. Been at it 6 years with a logo my cousin made on Canva 😅 and I think it's time for a full identity, new logo, colors, fonts, all of it. We're getting a second van this spring and I want both wrapped in the new look.",
      "Quick backstory on the name since people always ask. Pepita was my first dog, a three legged chihuahua mix I adopted from Pima Animal Care Center in 2014. She rode shotgun in the van every single day until she passed last summer at 15, so the name is staying no matter what lol. What we offer: full grooms, bath & brush, nail trims, de-shedding treatments, teeth brushing, and cats too!! not a lot of people know we do cats.",
      "The main issue is the current logo is a cartoon bone with a bubble font and people think we're a kids party thing or a dog treat bakery. I want it to look like someone you can trust with your $2,000 doodle. My clients are mostly busy professionals and retirees up in the Catalina Foothills and Oro Valley, 35 to 70 ish, the kind of people whose dogs sleep in their bed and who don't want to sit in a salon lobby for 3 hours.",
      "Colors I'm thinking turquoise and terracotta, desert vibes. and PLEASE no paw prints, every groomer in Arizona has paw prints lol. Style though, honestly I don't know the words for it, I'll know it when I see it. Site is pepitasgrooming.com and we're @pepitasmobilegrooming on IG, the IG is more up to date.",
      "Trademark, no, I don't think we ever did anything with that. And timing, the new van gets delivered March 2 and the wrap shop on South 6th wants final artwork 2 weeks before, so I'd need everything done by February 13.",
      "ok hold on, just texted my husband Dev, he does all our paperwork. He says we DID file with the USPTO back in October and it's still pending, so it's in progress, not nothing 🙈 He's handling it with our lawyer so we don't need help with that part.",
      "Ugh, the wrap shop just emailed. They want a week for proofs on top of the print time, so make that February 6 for the logo, sorry!! Also my wrap guy says terracotta reads super orange on vinyl, so keep the turquoise but swap the terracotta for a sandy cream.",
      "Other stuff I'll need: business cards, the layout for the van wraps, and some Instagram post templates. Biggest thing for me is it has to be readable on a van from across the street, and it has to work in one color too because we embroider it on our polos.",
      "oh and one more thing, take cats off the services. I'm stopping cats in March, my back can't take it anymore and the insurance went up. So it's dogs only: full grooms, baths, nails, de-shedding and teeth. Down the road I'd love a third van and maybe a little storefront in Marana, 2027 maybe."
    ],
    "whenAsked": {
      "preferred_style": "Still don't really know, sorry! I'll know it when I see it."
    },
    "otherwise": "Hmm no real preference, whatever you think works!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Pepita's Mobile Grooming",
          "full identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tucson"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "three legged chihuahua mix",
          "rode shotgun"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "cartoon bone",
          "trust with your $2,000 doodle"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "busy professionals and retirees",
          "Catalina Foothills and Oro Valley"
        ]
      },
      "preferred_style": {
        "said": 3,
        "skipped": true
      },
      "brand_website": {
        "said": 3,
        "text": [
          "pepitasgrooming.com",
          "@pepitasmobilegrooming"
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
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-06",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "turquoise",
          "sandy cream"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "business cards",
          "van wraps",
          "Instagram post templates"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "readable on a van from across the street",
          "one color"
        ]
      },
      "products_or_services": {
        "said": 8,
        "text": [
          "bath",
          "de-shedding",
          "teeth"
        ]
      },
      "plans_after_project": {
        "said": 8,
        "text": [
          "third van",
          "storefront in Marana"
        ]
      }
    }
  },
  {
    "id": "heldout132-exhibition-en-harrogate-wool-stand",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hello, I'm Helen Whitaker, marketing manager at Ashworth Mill in Hebden Bridge. We're a family-run weaving mill (since 1874, fourth generation now) making wool throws, blankets and scarves from British fleece. We've booked our first trade stand, at the Home & Gift Buyers' Festival at the Harrogate Convention Centre this July, and we need it designed and built. Up to now we've only ever done craft fairs with a gazebo and two trestle tables!",
      "The show opens on Sunday 19 July and runs for three days. Build-up is Friday the 17th, and we have to be packed up and out by 8pm on the Tuesday, the 21st. Our stand is 6 x 4 m, a corner plot in Hall B.",
      "Who we want to reach: independent shop owners, buyers for interiors boutiques, garden centres and heritage-site gift shops. Ideally a couple of department store buyers too; my sister keeps saying Liberty, but let's not get ahead of ourselves. It's trade only, so not the general public.",
      "What we stand for is honest, slow-made textiles. Every throw is woven on our own looms from fleece we buy from farms within 40 miles of the mill. I'd like buyers to feel they've stepped into the mill for a moment: the warmth, the smell of lanolin, the clack of the looms. I had an idea of running one of our small sample looms on the stand, plus a natural-dye demo with a sink so people can watch the wool go into the indigo vat.",
      "Style-wise: pared back, a bit Scandinavian, lots of raw timber, and let the throws do the talking. Dry-stone walling would be lovely if that's even possible on a stand. Colours I honestly can't tell you yet, we're in the middle of a rebrand and the new palette won't be settled until March. Our MD has signed off £15,000 for the stand, including the build.",
      "Correction on the dates, sorry: I've just opened the exhibitor manual and build-up for our hall is Saturday the 18th, not the Friday. The Friday is only for the big space-only stands over 100 m². Also, apologies, the stand is 6 x 3, not 6 x 4. We went down a size when we took the corner.",
      "Having slept on it, forget the dye demo. Our insurer went pale at the thought of indigo vats and water next to £30k of stock, and it's one more thing to staff. So the stand feature is just the working sample loom, with one of our weavers making a throw over the three days. That means we'll only need electricity, for the lighting and the loom motor, no water.",
      "One more change: I ran the budget past our MD, Graham, and he's brought it down to £12,000 all in, because we're also reprinting the brochure this year. Could you quote for a price-list leaflet and some swatch cards as well? What matters most to us: the stand has to be easy to put up with two of us and a Transit van, and reusable. If Harrogate goes well we'd like to take it to Top Drawer in London next year."
    ],
    "whenAsked": {},
    "otherwise": "No particular preference, I'm happy to be guided by you.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "weaving mill",
          "wool throws, blankets and scarves",
          "first trade stand"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Harrogate Convention Centre"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-07-19"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-07-21"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "independent shop owners",
          "garden centres",
          "department store buyers"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "honest, slow-made textiles",
          "stepped into the mill"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "pared back",
          "Scandinavian",
          "raw timber"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "skipped": true
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-07-18"
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
      "unique_design": {
        "said": 6,
        "text": [
          "working sample loom",
          "making a throw"
        ]
      },
      "water_electricity_supply": {
        "said": 6,
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
          "amount": 12000,
          "currency": "GBP"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "price-list leaflet",
          "swatch cards"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "easy to put up",
          "reusable"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "Top Drawer in London"
        ]
      }
    }
  },
  {
    "id": "heldout132-commercial-en-northeast-bike-coffee",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "hey. so me and my buddy Sam are opening a bike repair shop with a little espresso bar up front, its called Low Gear. we just signed a lease on an old tire shop on Central Ave in Northeast Minneapolis, couple blocks from the Eastside Co-op. need somebody to design the inside, right now its basically a concrete box with 2 garage doors",
      "space is like 1,400 sq ft. budget we're thinking 60k. want to open in april before riding season really kicks off",
      "main thing we want to fix: people waiting on a repair should actually want to hang out instead of leaving. every shop in town you stand at a counter staring at a wall of inner tubes. we want the workshop visible through a big glass wall so you can watch your bike get fixed while you drink your cortado. thats the whole idea honestly",
      "customers = commuters and the gravel crowd mostly, 25 to 45ish, plus a ton of college kids from the U who ride beaters all winter. what makes us different is same-day repairs and we're open till 9 on weeknights. nobody around here does that, Spokeland closes at 6 and they're booked out like 2 weeks in May",
      "ok correction on the size, I pulled up the lease and it's 1,650 sq ft. the 1,400 was just the main floor, theres a mezzanine I forgot about. also the 60k is the whole build out incl the espresso machine and the repair stands and everything. for the design part we have maybe 15k",
      "style wise: industrial but warm, not a cold hipster thing. lots of plywood, pegboard, keep the old garage doors. colors orange and black. we'd also need the sign out front and a menu board for the coffee side. when does the design need to be done by? no idea yet tbh, we havent even picked a contractor",
      "update, landlord says the new electrical wont get signed off until end of march so april is out. we're aiming to open saturday may 2nd now",
      "oh and Sam just read this over my shoulder, he says no orange, looks too much like a Home Depot lol. forest green and black then. biggest thing for us: the workshop has to actually work, the mechanics need good light and a drain for washing bikes, and the coffee side cant smell like chain degreaser"
    ],
    "whenAsked": {
      "brand_value": "no attitude. you shouldnt feel dumb for not knowing what a derailleur is. we want people to feel like regulars the second time they come in"
    },
    "otherwise": "eh no real preference, whatever you think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bike repair shop",
          "espresso bar"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Central Ave",
          "Northeast Minneapolis"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "want to hang out",
          "staring at a wall of inner tubes"
        ]
      },
      "unique_design": {
        "said": 2,
        "text": [
          "workshop visible through a big glass wall",
          "watch your bike get fixed"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "commuters",
          "gravel crowd",
          "college kids"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "same-day repairs",
          "open till 9"
        ]
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 1650,
          "unit": "ft2"
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 15000,
          "currency": "USD"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "industrial but warm",
          "plywood",
          "pegboard"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "sign out front",
          "menu board"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "skipped": true
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-02",
          "relation": "on"
        }
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "forest green and black"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "good light",
          "drain for washing bikes",
          "chain degreaser"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "no attitude",
          "feel like regulars"
        ]
      }
    }
  },
  {
    "id": "heldout132-residential-en-paddington-queenslander",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 600,
    "messages": [
      "Good morning! My name's Margaret, Marg to everyone. My husband Ken and I have lived in our old Queenslander in Paddington for 31 years, and we've finally decided to do it up properly instead of patching it every time it rains. It's a renovation of the whole house really. The kitchen and bathroom are original 1970s horrors and the back verandah was closed in by a previous owner in the worst possible way. (It's a detached timber house up on stumps, for anyone not from Queensland!)",
      "It's about 100 years old. Three bedrooms, one bathroom, a lounge and a dining room, and the kitchen at the back. The house is 607 square metres. Budget, honestly we don't know yet. Ken's still doing his sums and we've got a meeting with the bank on the 10th of February.",
      "What isn't working: the kitchen is tiny and dark and cut off from everything, and there's only one bathroom, up a flight of stairs, which at our age is getting to be a worry. Ken had a knee replaced in 2024 and he's not getting any younger, bless him. We'd like the kitchen opened up to the back verandah and a second bathroom downstairs, somewhere we can grow old in.",
      "Oh, silly me, the 607 is the block, that's the number on the rates notice. The house itself is more like 190 square metres. As for who lives there, it's just the two of us now and Biscuit, our old kelpie. The kids have all moved out, but the grandchildren (four of them, aged 3 to 11) stay most school holidays.",
      "Day to day we're home most of the time. Ken's in the shed or the veggie garden and I cook a lot, big family lunches on Sundays with everyone round the table, 12 of us some weeks. Then quiet evenings on the verandah with a cup of tea. We'd love to be back in and settled by the 1st of December, because we're hosting Christmas for the whole clan this year. We'll rent a unit in Red Hill while the work's on.",
      "Style: I love the old Queenslander character, the VJ walls, the high ceilings, the fretwork over the doors. I don't want it to end up looking like a display home. Something light and breezy. Colours: soft whites, sage green and a bit of natural timber. No grey! Ken wants everything white but he's outvoted. Oh and I forgot to say, there's the sleepout off the back as well, so really it's four bedrooms, that's where the grandkids sleep.",
      "My neighbour Joan dug out the council heritage records for us yesterday, it was built in 1912! So make that 114 years old, not 100. What matters most to us is keeping the character and making the stairs and bathrooms safe as we get older. We'll need room for Ken's record collection and my mother's old upright piano. And please, the jacaranda out the back stays, Ken proposed under it.",
      "We talked it over at dinner last night and Christmas is pushing it, with builders being what they are. Our daughter says she'll have Christmas at hers in Ashgrove this year. So let's say we'd like to be back in by Australia Day, the 26th of January next year."
    ],
    "whenAsked": {
      "budget": "We really won't know until we've seen the bank in February, sorry love."
    },
    "otherwise": "Oh, I don't mind, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Queenslander",
          "renovation of the whole house"
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
          "Paddington"
        ]
      },
      "budget": {
        "said": 1,
        "skipped": true
      },
      "problem_need": {
        "said": 2,
        "text": [
          "kitchen is tiny and dark",
          "only one bathroom",
          "second bathroom downstairs"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 190,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "two of us",
          "Biscuit",
          "grandchildren"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "I cook a lot",
          "big family lunches on Sundays",
          "quiet evenings on the verandah"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "Queenslander character",
          "VJ walls",
          "light and breezy"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "sage green",
          "No grey"
        ]
      },
      "layout": {
        "said": 5,
        "text": [
          "sleepout",
          "four bedrooms"
        ]
      },
      "age": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 114,
          "unit": "years"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "keeping the character",
          "stairs and bathrooms safe"
        ]
      },
      "important_collections": {
        "said": 6,
        "text": [
          "record collection",
          "upright piano"
        ]
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2027-01-26",
          "relation": "by"
        }
      }
    }
  },
  {
    "id": "heldout132-other-en-castlemaine-trail",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Good afternoon. My name is Margaret Ellery and I'm the secretary of the Mount Alexander Heritage Walkers, a volunteer group in Castlemaine, Victoria. There are fourteen of us, mostly retired, and for the past eleven years we've run free guided walks around the old gold-rush buildings in town on the first Sunday of every month. We've just been given a $4,000 community grant from the Shire, and we would like to produce a proper printed self-guided walking trail so people can do the walk without one of us tagging along.",
      "What we need designed is a fold-out map brochure: an A3 sheet folding down to DL size so it fits in a pocket or the racks at the Visitor Centre, with the map on one side and the 18 stops described on the other, each with an old photograph from our collection. We had also thought of small enamel plaques on each building with a number that matches the map.",
      "The trouble at the moment is that our only handout is a photocopied sheet Doug typed up in 2009, and visitors tell us they get lost somewhere between the Market Building and the Botanical Gardens. We'd like people to be able to find their own way and actually learn something about the buildings while they're at it.",
      "As to who it's for: mostly day-trippers and weekenders up from Melbourne, a good many of them older couples, and families in the school holidays. The Year 9 history classes from the secondary college also do the walk every term. For the style, I'd like it to feel like an old survey map or a Victorian-era poster, but readable, please! Half our members can't manage anything under 11 point, myself included.",
      "I've just had Beryl, our treasurer, on the telephone and we've agreed to forget the plaques. The Shire wants a separate heritage permit for anything fixed to those buildings and it would take us years. In the meantime, I'll be your contact, and telephone is best for me.",
      "On timing, we'd like the brochure on the racks for the Heritage Festival in April, so the design finished by the end of February if at all possible, because the printer in Bendigo needs about a month.",
      "Another change, I'm afraid. The committee looked at a mock-up at Tuesday's meeting and A3 is far too cramped for the map, so it's to be an A2 sheet instead, still folding down to DL. So, to be clear, it's the fold-out map brochure only, A2, with the 18 stops and the photographs, and no plaques.",
      "I was wrong about the printer. Beryl rang them this morning and they only need a fortnight, so if the design could be finished by the 13th of March that would do nicely. And on reflection it had better be Beryl who deals with you day to day, as she's on email and I'm hopeless with it. The committee will make the final decision on the design at our monthly meeting.",
      "What matters most to us is that the history is right, every name and date checked, as we've had a letter to the editor over a wrong date before, and big clear type. We'd love your designer to come up and do the walk with us once, so you can see it for yourselves. It's about an hour and a half from Melbourne on the train. If this one goes well we'd like to do a second trail for Chewton and Maldon next year."
    ],
    "whenAsked": {
      "colors_and_elements": "We haven't discussed colours at all yet, I'm afraid, and I wouldn't like to say before the committee has had its say."
    },
    "otherwise": "I don't think we have any particular view on that, we'll leave it to you.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Mount Alexander Heritage Walkers",
          "self-guided walking trail"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Castlemaine"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "get lost",
          "find their own way"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "day-trippers and weekenders",
          "older couples",
          "Year 9 history classes"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "old survey map",
          "Victorian-era poster"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "map brochure",
          "A2",
          "18 stops"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-13",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "Beryl",
          "committee will make the final decision"
        ]
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "history is right",
          "big clear type"
        ]
      },
      "number_of_visits": {
        "said": 8,
        "value": {
          "kind": "number_with_unit",
          "amount": 1
        }
      },
      "plans_after_project": {
        "said": 8,
        "text": [
          "second trail",
          "Chewton and Maldon"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout132-website-en-mahone-bay-kayak",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -240,
    "messages": [
      "hey! I run a small sea kayak tour outfit in Mahone Bay, Nova Scotia called Saltline Paddling. me and my partner Jess started it in 2021, half-day tours and sunset paddles around the islands, we had about 1,800 guests last summer. current site is saltlinepaddling.ca, a wix thing my cousin threw together and it's kind of embarrassing. all booking goes through email and a google form so I spend half my evenings replying to people",
      "main thing: people need to be able to pick a tour and a time slot and book and pay online without me in the loop. so a booking site really. pages I'm thinking home, tours, book now, about us, FAQ and contact",
      "languages english and french. we get a LOT of quebecers in july and august",
      "who visits: mostly families and couples on road trips down the South Shore, lots from Ontario and Quebec, 30s to 60s. not super outdoorsy people, they want to know is it safe, is it beginner friendly, what do I bring, can my 8 year old come (yes, 8 and up). they're almost always on their phone, usually already in town looking for something to do that afternoon",
      "for the look: bright, big photos of the water, relaxed, not corporate. less adventure-bro and more cozy east coast. navy and that faded red of the old fishing sheds would be nice. budget we were thinking around $6,000 CAD. we'd also need help writing the tour descriptions, I'm hopeless at that",
      "ok scratch the french. Jess just pointed out none of our guides actually speak it so we can't run tours in french anyway, don't want to promise something we can't deliver. english only for now",
      "also re budget, sorry, I mixed two things up. the 6k is what we set aside for ALL our marketing this year, new signs and the boat show in Halifax included. for the website itself it's more like $4,500",
      "timing: we'd want it live by april 15th. oh wait no, bookings open May 1 and I want a couple weeks to test it with friends first, so let's say live by April 1st. and Jess vetoed the navy, she says every outfitter on the coast is navy. keep the faded red and pair it with sea glass green",
      "most important thing for me honestly: it can never double book a boat, we only have 14 kayaks. and the waiver has to be signed online before people show up, right now it's clipboards on the dock and it's a mess"
    ],
    "whenAsked": {
      "competitors": "honestly I haven't really looked at other sites, no idea sorry"
    },
    "otherwise": "no real preference on that, whatever you think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "sea kayak tour",
          "Saltline Paddling"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "saltlinepaddling.ca"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Mahone Bay"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "book and pay online",
          "without me in the loop"
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
          "tours",
          "book now",
          "about us",
          "FAQ"
        ]
      },
      "languages": {
        "said": 5,
        "text": [
          "english"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "families and couples",
          "beginner friendly"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "bright",
          "big photos of the water",
          "cozy east coast"
        ]
      },
      "other_design_requirements": {
        "said": 4,
        "text": [
          "writing the tour descriptions"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 4500,
          "currency": "CAD"
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "faded red",
          "sea glass green"
        ]
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "double book",
          "waiver"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout132-website-en-tucson-hvac",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "hi. need a new website for my hvac company. Delgado Heating & Cooling in tucson, my dad started it in 1998, we run 11 trucks now. current site is delgadohvac.com, built in 2012 and it looks it",
      "problem is the phone doesnt ring from the site. people google ac repair when its 112 out in july and either we dont show up or they leave. want more service calls and a way to request service online",
      "just a company site. pages: home, services, service areas, financing, reviews, careers, contact. english. budget about 8k",
      "customers mostly homeowners 35 and up, some property managers with rentals around the U of A. they want someone who shows up on time and doesnt rip them off",
      "look at Sonoran Air Pros and Copper State Comfort, they come up first on google for everything. the copper state one has a big call now button at the top, want that",
      "ok talked to my daughter Marisol, she does our facebook. says we need spanish too, half our calls are in spanish. so english and spanish. and make that 10k, she says 8 wont get us anything good",
      "forget the careers page, not hiring this year. so home, services, service areas, financing, reviews, contact",
      "need it live by march 1. no wait, march 15, the 1st is when the new trucks get wrapped and i wont have time. Marisol handles the day to day with you guys, i sign off on the final"
    ],
    "whenAsked": {
      "preferred_style": "no idea honestly, thats your department",
      "key_considerations": "has to work good on phones. most people find us on their phone in a panic when the ac dies"
    },
    "otherwise": "dont care, whatever works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Delgado Heating & Cooling",
          "hvac company"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "delgadohvac.com"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "tucson"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "phone doesnt ring",
          "request service online"
        ]
      },
      "category": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "corporate"
          ]
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "homeowners",
          "property managers"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "Sonoran Air Pros",
          "Copper State Comfort"
        ]
      },
      "languages": {
        "said": 5,
        "text": [
          "english",
          "spanish"
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
      "main_pages": {
        "said": 6,
        "text": [
          "services",
          "service areas",
          "financing",
          "reviews"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "Marisol handles the day to day",
          "i sign off"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work good on phones",
          "in a panic"
        ]
      }
    }
  },
  {
    "id": "heldout132-website-zh-dali-cnc",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，敝公司「鉅林精密」是台中大里的精密機械加工廠，成立快三十年，主要做CNC車銑複合加工，客戶多是自行車零件跟醫療器材廠商。我是第二代，去年開始接手業務。目前的官網是十幾年前請朋友做的（www.julin-cnc.com.tw），手機上幾乎不能看，海外客戶也常反映找不到我們的設備資料，所以想整個重做。",
      "頁面我初步列了一下：\n1. 公司簡介\n2. 設備清單\n3. 加工實績\n4. 品質認證（我們有ISO 13485）\n5. 聯絡我們／詢價表單\n性質就是一般的公司形象網站，不需要線上購物。",
      "語言需要中文、英文、日文三種。會來看的主要是國外的採購跟工程師，歐洲和日本比較多，他們最在意交期、精度能不能做到正負0.005mm，還有有沒有醫療相關認證。",
      "同業網站老實說我沒有特別研究過，這部分可能沒辦法給您參考。風格的話希望穩重、專業、帶一點科技感，不要太花俏的動畫，家父看到那種會覺得不正經。",
      "預算這邊我們抓15萬左右。",
      "不好意思，剛剛預算說得不清楚。15萬是連同設備跟成品攝影的總額，攝影也想請貴公司一併安排；網站本身抓10萬就好，攝影另外算。",
      "語言部分補充：日文先不做了，日本客戶目前都是透過代理商接洽，用不太到。但要加越南文，我們今年跟平陽省一家工廠合作，那邊的客戶會上來看。所以是中文、英文、越南文。",
      "上線時間我原本想說6月，剛剛看了一下行事曆，5月中我們要去德國斯圖加特參展，希望展前就上線，名片和型錄上可以直接印新網址。保險起見，4月20號前上線。",
      "還有「加工實績」那頁拿掉好了，很多案子客戶有簽保密協議，照片跟圖面都不能放。所以剩公司簡介、設備清單、品質認證、聯絡我們四頁。"
    ],
    "whenAsked": {
      "competitors": "同業的網站真的沒研究過，不好意思，這題沒辦法回答。",
      "key_considerations": "最重要的是設備規格跟認證資料要清楚好找，而且上線後我們自己要能更新內容，不要每改一個字都要找廠商。"
    },
    "otherwise": "這部分沒有特別要求，請您專業判斷。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "精密機械加工廠",
          "CNC車銑複合加工"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "www.julin-cnc.com.tw"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "手機上幾乎不能看",
          "找不到我們的設備資料"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中大里"
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
      "target_audience": {
        "said": 2,
        "text": [
          "國外的採購跟工程師",
          "交期"
        ]
      },
      "competitors": {
        "said": 3,
        "skipped": true
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "穩重、專業、帶一點科技感",
          "不要太花俏的動畫"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 100000,
          "currency": "TWD"
        }
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "設備跟成品攝影"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "中文",
          "英文",
          "越南文"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-20",
          "relation": "by"
        }
      },
      "main_pages": {
        "said": 8,
        "text": [
          "公司簡介",
          "設備清單",
          "品質認證",
          "聯絡我們"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "設備規格跟認證資料要清楚好找",
          "自己要能更新內容"
        ]
      }
    }
  },
  {
    "id": "heldout132-other-zh-dongshan-run",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我們是宜蘭冬山的慢跑社團 每年都會辦一場社區路跑 今年第五屆了 想找人幫忙設計整套視覺",
      "要做的有：主視覺海報、號碼布、完賽T恤、完賽獎牌",
      "以前都是社員自己用Canva弄 很陽春XD 今年想做得有質感一點 讓外縣市的人也想來跑 起終點在冬山河親水公園 分10K跟5K 去年大概600人 今年目標800",
      "來跑的大多是宜蘭在地的家庭 帶小孩跑5K的超多 還有台北來的跑友 坐客運過雪隧一個小時就到了",
      "風格想要活潑 有宜蘭的味道 像冬山河的水啊 稻田那種 顏色就藍色跟綠色 之前去跑田中馬拉松 他們那個稻田的主視覺我超喜歡",
      "欸 獎牌不用了 社長剛說今年贊助商會出 他們有配合的廠商 所以就海報、號碼布、T恤三樣",
      "時間喔 活動是4/26 T恤要先印 印刷廠說要一個月 所以3月中前要給他們… 阿不對 他剛回我說3月廠裡很塞 要3/10前",
      "顏色再改一下 社長說去年T恤就是綠的 今年換一下 改藍色配橘色好了 橘色是因為我們吉祥物是一隻橘色的鴨子 叫阿呱XD 一定要放進去",
      "我們是社團啦 東西要給社長跟兩個幹部一起看才能定 大概一週開一次會 稿子用LINE傳給我就好 我再轉給他們 然後如果今年反應好 明年想沿用同一套 只換年份"
    ],
    "whenAsked": {
      "key_considerations": "這個我要問一下社長耶 他還沒講 先跳過好了"
    },
    "otherwise": "都可以啊 你們決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "社區路跑",
          "第五屆"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "宜蘭冬山"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "很陽春",
          "讓外縣市的人也想來跑"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "宜蘭在地的家庭",
          "台北來的跑友"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "活潑",
          "宜蘭的味道"
        ]
      },
      "other_preferences": {
        "said": 4,
        "text": [
          "田中馬拉松"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "海報",
          "號碼布",
          "T恤"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-10",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "藍色配橘色",
          "橘色的鴨子"
        ]
      },
      "collaboration_notes": {
        "said": 8,
        "text": [
          "社長跟兩個幹部",
          "一週開一次會",
          "用LINE傳給我"
        ]
      },
      "plans_after_project": {
        "said": 8,
        "text": [
          "明年想沿用同一套"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout132-packaging-zh-taimali-roselle",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我們家在台東太麻里種洛神花 自己的田大概兩分地 以前都是整批賣給盤商 價錢被壓很低 現在想說自己做果醬來賣 要請你們幫忙做包裝",
      "果醬就是洛神花加二砂糖下去熬 沒有加果膠也沒有防腐劑 跟外面賣的不一樣 花都是我們自己種自己採的 開了要冰 可以抹吐司 也可以挖一匙加氣泡水喝 很好喝喔",
      "一罐250克 玻璃罐 圓的那種 另外想做禮盒 一盒裝三罐 過年過節給人家送禮",
      "要賣的地方是農會超市 還有禮拜六去鐵花村市集擺攤",
      "我女兒在旁邊說我講錯了 罐子是200克的啦 250那個是之前試做的 現在都用200克",
      "禮盒先不要好了 問了一下 一個盒子要三四十塊 太貴了 先一罐一罐賣就好 罐子上面貼個貼紙",
      "還有 鐵花村那個市集不去了 我腰不好 站一整天受不了 改成網路賣 我女兒說要幫我開蝦皮 農會超市還是照舊",
      "樣子要乾淨一點 不要太土 但是要看得出來是台東的 顏色用洛神花那個紅色 綠色不要 我女兒說綠色很像青草茶",
      "最好母親節前可以上架 所以四月底前要設計好 來得及嗎"
    ],
    "whenAsked": {
      "target_audience": "誰會買喔 這個我真的不知道耶 要問我女兒 她現在去上班了",
      "key_considerations": "最重要是成本不要太高 然後貼紙放冰箱會有水氣 不要一下就爛掉"
    },
    "otherwise": "都可以啦 你們專業的決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "種洛神花",
          "自己做果醬來賣"
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
          "洛神花加二砂糖",
          "抹吐司",
          "加氣泡水"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "沒有加果膠也沒有防腐劑",
          "自己種自己採"
        ]
      },
      "preferred_materials": {
        "said": 2,
        "text": [
          "玻璃罐"
        ]
      },
      "specification": {
        "said": 4,
        "text": [
          "200克"
        ]
      },
      "packaging_form": {
        "said": 5,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label"
          ]
        }
      },
      "sales_channels": {
        "said": 6,
        "text": [
          "蝦皮",
          "農會超市"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "乾淨一點",
          "不要太土",
          "台東的"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "洛神花那個紅色",
          "綠色不要"
        ]
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-04-30",
          "relation": "by"
        }
      },
      "target_audience": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "成本不要太高",
          "不要一下就爛掉"
        ]
      }
    }
  },
  {
    "id": "heldout132-brand-zh-xitun-recovery",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我是物理治療師，之前在醫院復健科待了快十年，今年跟以前的同事合夥，在台中西屯逢甲附近開一間運動恢復工作室。現在從零開始，想請你們做完整的品牌識別，logo、字體、配色整套。最怕的是被當成一般按摩店或養生館，希望客人一看就知道我們是專業的運動恢復。",
      "服務目前規劃是運動按摩、筋膜放鬆、運動傷害評估，還有小團體的伸展課。客人主要會是跑步、打籃球、騎公路車的人，大概25到45歲，很多是平日上班、週末才運動的上班族，受傷了又不想去醫院排一整個早上。",
      "名字叫「回勁」，回來的回，勁道的勁。意思是讓身體把力氣找回來，也有一點重新回到場上的感覺。我合夥人一開始想叫「動能」，但查了一下台中光是健身房就有三間叫這個，只好放棄哈哈",
      "商標的部分應該還沒註冊，這塊可能也要請你們幫忙，我們完全不懂。IG有先開了但還沒什麼東西：instagram.com/huijin.recovery",
      "風格的話想要乾淨、專業，但不要冷冰冰的醫院感。我滿喜歡 Nike Training 那種俐落、有速度感的東西。顏色希望有橘色，代表活力；藍綠色不要，太像診所。",
      "更正一下，剛剛說商標還沒申請是我搞錯了，我合夥人說他上個月已經自己送件了，現在在等審查。所以註冊那塊就不用麻煩你們了。",
      "還有服務項目，伸展課先拿掉，場地才18坪，放兩張治療床就差不多了，塞不下團課。改成加一個企業到府講座，去公司教久坐族做肩頸保養那種。所以是運動按摩、筋膜放鬆、運動傷害評估跟企業講座。",
      "時間的話，本來希望3月底前logo出來，但裝潢一直延，開幕日還沒定，設計時間就先不要抓死好了，等工班排定再跟你們說。名片、門口招牌、IG貼文模板也想一起做。",
      "啊對了，顏色我回去想了一下，主色用橘色配深灰好了。藍綠色我剛剛說不要，其實小面積點綴還可以，只是不要當主色，不然真的很像診所。"
    ],
    "whenAsked": {
      "key_considerations": "最在意的是logo縮小放在IG頭貼、或印在治療師制服上還要看得清楚，還有千萬不要看起來像醫美診所。",
      "expected_deadline": "開幕日還沒定，真的說不準，等確定再跟你們講。"
    },
    "otherwise": "這個沒有特別想法，你們可以先提案看看",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "運動恢復工作室",
          "完整的品牌識別"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "一般按摩店或養生館",
          "專業的運動恢復"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中西屯"
        ]
      },
      "target_audience": {
        "said": 1,
        "text": [
          "25到45歲",
          "週末才運動的上班族"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "回來的回，勁道的勁",
          "把力氣找回來",
          "回到場上"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "instagram.com/huijin.recovery"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "乾淨、專業",
          "不要冷冰冰的醫院感",
          "俐落"
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
      "products_or_services": {
        "said": 6,
        "text": [
          "運動按摩",
          "筋膜放鬆",
          "運動傷害評估",
          "企業講座"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "skipped": true
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "名片",
          "門口招牌",
          "IG貼文模板"
        ]
      },
      "colors_and_elements": {
        "said": 8,
        "text": [
          "橘色配深灰",
          "藍綠色",
          "不要當主色"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "縮小",
          "看得清楚",
          "不要看起來像醫美診所"
        ]
      }
    }
  },
  {
    "id": "heldout132-exhibition-zh-bike-booth-nangang",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我是岳輪實業的行銷助理，我們是做自行車坐墊跟握把的，工廠在彰化和美。今年3月要參加台北自行車展，想找人設計攤位",
      "展場在南港展覽館1館，攤位3x3，跟去年一樣",
      "展期是3/25到3/28，進場3/24，撤場3/29",
      "想接觸的主要是歐洲跟日本的採購和代理商，去年大概換了80幾張名片，但真的下單的很少😢 老闆希望今年攤位看起來專業一點，不要像去年那樣只有桌子跟海報",
      "欸不對 主管剛剛跟我說今年有加大，是兩個標攤 3x6，就是18平方米，我拿到的是舊資料🙏",
      "風格想要乾淨、有科技感，白色為主，然後一定要有我們logo的橘色。品牌的話我們一直強調「騎再久都舒服」，希望買家來攤位可以直接坐上去試，感受差別",
      "電的部分要，要放螢幕跟燈；水應該不用。預算老闆說60萬以內，含施工。另外也想做DM、型錄，還有贈品的帆布袋",
      "啊撤場我剛翻參展手冊，是28號閉展當天晚上就要撤完，不是29號，29號是下一個展進場。還有帆布袋老闆說去年剩一堆，今年不用做了，只要DM跟型錄就好",
      "再補一個，我們後來想說要放一台咖啡機請買家喝咖啡、可以聊久一點，所以水也要申請，水電都要。之後還會不會參加其他展目前還不知道，要看這次成效"
    ],
    "whenAsked": {
      "unique_design": "這個我還沒想到欸，要再問老闆，目前沒有特別的想法",
      "key_considerations": "最重要是產品要看得清楚、買家可以摸可以坐，然後撤場時間很趕，攤位要好拆"
    },
    "otherwise": "都可以～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "自行車坐墊跟握把",
          "台北自行車展"
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
          "date": "2026-03-25"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-03-24"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "歐洲跟日本的採購和代理商"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "看起來專業一點",
          "只有桌子跟海報"
        ]
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "乾淨",
          "科技感"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "白色為主",
          "logo的橘色"
        ]
      },
      "brand_value": {
        "said": 5,
        "text": [
          "騎再久都舒服",
          "坐上去試"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 600000,
          "currency": "TWD"
        }
      },
      "exit_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-28"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "DM",
          "型錄"
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
      "plans_after_project": {
        "said": 8,
        "skipped": true
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "產品要看得清楚",
          "好拆"
        ]
      }
    }
  },
  {
    "id": "heldout132-commercial-zh-optical-taichung",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是驗光師，在連鎖眼鏡行做了快15年，今年想自己出來開一間獨立眼鏡店，店名暫定「拾光眼鏡」。店面在台中西區，靠近勤美草悟道那邊，一樓店面，之前是早餐店，所以現在裡面油油的什麼都要拆。坪數大概18坪左右",
      "想解決的問題是，一般眼鏡行都長得很像，進去就是一整排鏡架、日光燈超亮，客人挑一挑就走。我想要客人願意坐下來慢慢驗光、慢慢試戴，驗光室要獨立、安靜，不要在角落拉個簾子隔一下那種",
      "不好意思剛剛坪數講錯了，18坪是我之前看的另一間，在五權西路那邊。這間是22坪，含後面一個小儲藏間",
      "客人的話我抓30到55歲，上班族跟老師比較多，很多人是第一次要配漸進多焦點鏡片的，這種客人最需要時間溝通。我們的優勢就是從頭到尾都是我自己驗光，不是店員換來換去，然後會提供終身免費調整跟清洗",
      "風格我喜歡日式的，木頭多一點，燈光溫暖，有點像咖啡店那種放鬆的感覺。我太太很喜歡台南一間老屋改的選物店，她說那種感覺就對了。我自己是有想過在門口做一整面鏡子牆，客人一進門就可以照",
      "鏡子牆那個算了，我太太說看起來會像理髮店😂 改成做一個長長的木頭試戴吧台好了，客人坐在吧台試戴，像在喝咖啡一樣",
      "預算的部分，我總共準備了250萬。開幕想抓3月底，剛好過完年",
      "啊我講的250萬是全部喔，包含進貨跟驗光設備，光一台自動驗光機就要幾十萬了。裝潢設計這塊我抓120萬。然後3月底應該來不及，早餐店那邊2月底才交屋，改成4月底前開就好",
      "品牌想給人的感覺就是「慢」，不急著賣你東西，希望客人走進來會覺得安心、被好好對待。另外招牌也想請你們一起設計"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色我真的還沒什麼想法，想先看你們提案再說",
      "key_considerations": "最重要的是驗光室，燈光跟隔音一定要做對，驗光需要比較暗、比較安靜的環境。還有不要超出預算"
    },
    "otherwise": "這個都可以，你們專業的看著辦",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "驗光師",
          "獨立眼鏡店"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中西區",
          "勤美草悟道"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "慢慢驗光、慢慢試戴",
          "驗光室要獨立"
        ]
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 22,
          "unit": "ping"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30到55歲",
          "漸進多焦點鏡片"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "我自己驗光",
          "終身免費調整"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "日式",
          "木頭多一點",
          "燈光溫暖"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "木頭試戴吧台",
          "像在喝咖啡一樣"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 1200000,
          "currency": "TWD"
        }
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-30",
          "relation": "by"
        }
      },
      "brand_value": {
        "said": 8,
        "text": [
          "慢",
          "安心、被好好對待"
        ]
      },
      "other_design_requirements": {
        "said": 8,
        "text": [
          "招牌"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "驗光室",
          "燈光跟隔音",
          "不要超出預算"
        ]
      }
    }
  },
  {
    "id": "heldout132-residential-zh-retiree-gushan",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我姓林，去年剛從國中退休。我跟先生去年底在高雄鼓山區、美術館附近買了一間中古的電梯大樓，想整間重新裝修。女兒一家住在農十六那邊，走路十幾分鐘，以後方便幫忙帶孫子。房子權狀32坪，三房兩廳兩衛，屋齡大概30年左右，廚房跟浴室都很舊了，水管也不知道前屋主有沒有換過。",
      "現在最困擾的是採光，客廳只有一面窗，白天也要開燈；還有廚房是封閉的，又很小，我先生個子高，在裡面轉身都會撞到。我們希望廚房可以打開，變成開放式或至少半開放，客廳亮一點。",
      "住的人就是我們兩個老人家，加一隻12歲的老狗（柴犬，叫阿福）。週末女兒會帶兩個孫子過來，所以其中一間房想當客房，孫子來可以睡。平常我在家看書、種花，先生喜歡煮飯，週末就是一大家子在家吃飯。",
      "剛剛說屋齡30年是我憑印象講的，我把權狀翻出來看了，是民國84年建的，所以應該是31年。另外我先生的那台鋼琴要幫我們留位置，還有我有十幾箱書，希望可以有一整面書牆。",
      "風格的話，我喜歡簡單、溫暖的，不要太多裝飾，有點無印良品那種感覺。顏色方面，牆壁想用米白色，深色的木頭我比較不喜歡，覺得很壓迫。時間上我們希望六月底前可以搬進去。",
      "鋼琴的事跟先生討論過了，他說反正很少彈，決定送給姪女，所以不用留鋼琴的位置了，書牆還是要喔。然後搬家的時間，不是六月底，是八月底前就好，我們現在租的房子租約到八月底，先生說沒必要趕。",
      "還有顏色，女兒昨天傳了幾張照片給我看，深色木頭地板配米白色的牆其實滿好看的，好吧，深色木頭可以接受，只是不要整排櫃子都是深色的。最重要的是浴室要防滑、要有扶手，我們年紀大了，老狗的腳也不好，地板不要太滑。"
    ],
    "whenAsked": {
      "budget": "預算還沒定，要看你們估價，女兒說她要出一部分，我們還沒談好"
    },
    "otherwise": "這個我沒有特別想法，都可以",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古的電梯大樓",
          "整間重新裝修"
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
          "高雄鼓山區",
          "美術館附近"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 32,
          "unit": "ping"
        }
      },
      "layout": {
        "said": 0,
        "text": [
          "三房兩廳兩衛"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "採光",
          "廚房可以打開"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "兩個老人家",
          "老狗",
          "兩個孫子"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "看書、種花",
          "先生喜歡煮飯",
          "一大家子在家吃飯"
        ]
      },
      "age": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 31,
          "unit": "years"
        }
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "簡單、溫暖",
          "無印良品"
        ]
      },
      "important_collections": {
        "said": 5,
        "text": [
          "書牆"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-08-31",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "深色木頭可以接受",
          "米白色",
          "不要整排櫃子都是深色的"
        ]
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "防滑",
          "扶手",
          "地板不要太滑"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout132-brand-ko-daejeon-tteok",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 대전 중앙시장에서 떡집 하는 사람입니다. 오복떡방이라고 28년째 하고있어요. 이번에 딸이 가게 같이 하게 되면서 온라인으로도 팔아보자고 해서요. 로고부터 해서 전체적으로 새로 하고 싶어서 연락드립니다",
      "지금 로고는 개업할때 시장 앞 인쇄소에서 만들어준건데 너무 오래돼서 촌스럽고 택배 상자에 붙여놓으면 어디 떡인지 알아보지도 못한다고 하네요. 젊은 사람들 눈에 들어오게 하는게 제일 목표입니다",
      "이름은 돌아가신 어머니가 지으셨어요. 오복이 다섯가지 복이잖아요. 우리 떡 먹고 복 받으라고 ㅎㅎ 어머니가 처음에 함지박 이고 시장에서 파시던걸 제가 가게로 차린 겁니다",
      "파는건 인절미, 쑥떡, 답례떡, 떡케이크 이렇게 있고요. 상표는 작년에 등록 해놨습니다. 색은 빨간색이 좀 들어갔으면 해요 잔칫집 느낌 나게",
      "손님은 원래 시장 단골 어르신들이 많은데 요즘은 돌잔치나 답례떡 주문하는 30대 40대 엄마들이 많아요. 인스타는 딸이 하는데 @obok_tteok 이고 홈페이지는 없습니다. 스타일은 전통적인데 촌스럽지는 않게요. 붓글씨 느낌 나는 한글 로고면 좋겠습니다",
      "방금 딸한테 물어보니 상표는 등록된게 아니고 출원만 해놓은 상태랍니다 제가 잘못 알았네요. 그리고 떡케이크는 빼주세요. 딸이 하다가 손이 너무 많이 간다고 지난달에 접었어요. 인절미 쑥떡 답례떡 세가지로 갑니다",
      "일정은 설 대목 지나고 본격적으로 하면 되고 3월 말까지 됐으면 합니다. 색깔은 딸이 빨간색은 중국집 같다고 반대를 해서요 ㅎㅎ 빨강은 빼고 쑥색 같은 초록에 미색으로 가는게 좋겠네요",
      "하나 더요. 스마트스토어 오픈을 4월로 미뤘다네요. 그러면 디자인도 4월 말까지만 나오면 됩니다",
      "중요한건 단골분들이 바뀐 간판 보고도 우리집인줄 알아야 된다는겁니다. 오복 두글자는 꼭 크게 들어가야 하고요. 택배 박스에 붙일 스티커랑 답례떡 포장 띠지도 같이 해주시면 좋겠습니다"
    ],
    "whenAsked": {
      "need_registration_assistance": "그건 딸이 알아보고 있어서 도움이 필요한지는 아직 모르겠습니다. 물어보고 말씀드릴게요"
    },
    "otherwise": "그건 잘 모르겠네요. 알아서 잘 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "오복떡방",
          "온라인으로도 팔아보자고",
          "전체적으로 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대전 중앙시장"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "너무 오래돼서 촌스럽고",
          "젊은 사람들 눈에 들어오게"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "돌아가신 어머니가 지으셨어요",
          "다섯가지 복",
          "떡 먹고 복 받으라고"
        ]
      },
      "products_or_services": {
        "said": 5,
        "text": [
          "인절미",
          "쑥떡",
          "답례떡"
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
        "said": "asked",
        "skipped": true
      },
      "brand_website": {
        "said": 4,
        "text": [
          "@obok_tteok"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "돌잔치나 답례떡 주문하는 30대 40대 엄마들",
          "시장 단골 어르신들"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "전통적인데 촌스럽지는 않게",
          "붓글씨 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "빨강은 빼고",
          "쑥색 같은 초록",
          "미색"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-30",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "단골분들이",
          "오복 두글자는 꼭 크게"
        ]
      },
      "other_design_requirements": {
        "said": 8,
        "text": [
          "택배 박스에 붙일 스티커",
          "답례떡 포장 띠지"
        ]
      }
    }
  },
  {
    "id": "heldout132-other-ko-hapjeong-band",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요!! 저희 4인조 인디밴드인데요 ㅎㅎ 이름은 유리온실이에요. 이번에 첫 EP 내요!!",
      "앨범 커버랑 포스터, 티셔츠, 스티커 디자인 맡기고 싶어요. 지금까진 제가 캔바로 대충 만들었는데 너무 아마추어 같아서 ㅠㅠ 이번엔 제대로 된 밴드처럼 보이고 싶어요 ㅋㅋ",
      "연습실은 망원동이에요! 2월 말까지 받을 수 있을까요??",
      "헐 잘못 말함 ㅋㅋㅋ 유통사 마감이 3월 13일이래요 그때까지만 되면 돼요. 발매는 4월 11일이고 그날 홍대 롤링홀에서 쇼케이스도 해요",
      "음악은 몽롱한 드림팝이에요. 그래서 디자인도 필름카메라로 찍은 것처럼 흐릿하고 몽환적인 거 좋아해요. 레퍼런스는 비치하우스 앨범들? 완전 사랑함",
      "듣는 사람들은 20대 초중반이 제일 많고 대학생들? 인스타에서 플레이리스트 찾아 듣는 애들이요. 공연 오는 분들은 한 50명 정도..ㅎ",
      "아 티셔츠는 빼주세요 ㅠ 드러머가 재고 남으면 다 우리 돈이라고 ㅋㅋㅋ 커버, 포스터, 스티커 이렇게 세 개만요! 그리고 연습실 이번 달 말에 합정으로 옮겨서 미팅하면 합정에서 하면 돼요",
      "결정은 그냥 제가 하면 될 것 같아요 제가 리더라서 ㅎㅎ 중간중간 카톡으로 시안 보내주시면 좋겠어요. 이번 거 잘 되면 가을에 정규앨범도 낼 거라 그때도 부탁드릴 수도?",
      "아 근데 생각해보니까 전에 제가 혼자 로고 정했다가 멤버들이랑 싸울 뻔했거든요 ㅋㅋㅋ 결정은 넷이 투표로 할게요. 시안 카톡으로 받는 건 그대로요!"
    ],
    "whenAsked": {
      "colors_and_elements": "색은 진짜 모르겠어요 ㅋㅋ 멤버들도 다 달라서… 시안 보고 정할래요",
      "key_considerations": "커버가 스트리밍 앱에서 작게 보여도 밴드 이름이 읽혀야 돼요! 그게 제일 중요해요"
    },
    "otherwise": "음 상관없어요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "4인조 인디밴드",
          "첫 EP"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "너무 아마추어 같아서",
          "제대로 된 밴드처럼 보이고"
        ]
      },
      "expected_deadline": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-03-13",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "흐릿하고 몽환적인"
        ]
      },
      "other_preferences": {
        "said": 4,
        "text": [
          "비치하우스"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "20대 초중반",
          "대학생들"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "커버",
          "포스터",
          "스티커"
        ]
      },
      "address": {
        "said": 6,
        "text": [
          "합정"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "가을에 정규앨범"
        ]
      },
      "collaboration_notes": {
        "said": 8,
        "text": [
          "넷이 투표로",
          "카톡으로"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "작게 보여도",
          "밴드 이름이 읽혀야"
        ]
      }
    }
  },
  {
    "id": "heldout132-packaging-ko-namwon-tangerine",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 제주 서귀포 남원읍에서 귤농사 짓는 집 딸이에요 ㅎㅎ 할아버지 때부터 3대째 하는 귤빛농장이라는 곳인데, 작년부터 못난이 귤로 착즙주스랑 귤칩을 만들어서 팔기 시작했어요. 근데 지금 포장이 그냥 투명 병에 집에서 프린터로 뽑은 스티커라… 제대로 된 패키지 디자인 받고 싶어서 왔어요",
      "주스는 귤 100%로 물이나 설탕 하나도 안 넣고 짠 거고, 냉장 보관해서 일주일 안에 드셔야 돼요. 귤칩은 귤을 얇게 썰어서 저온으로 말린 간식이에요. 애들 간식으로도 먹고 차에 띄워 드시는 분들도 있고요",
      "용량은 주스가 300ml 유리병이고 한 박스에 6병 들어가요. 귤칩은 한 봉지 30g이요. 병은 기성품 쓰니까 병에 붙일 라벨이랑, 귤칩 파우치, 그리고 명절용 선물박스까지 생각하고 있어요",
      "다른 데랑 다른 점은… 저희 농장에서 직접 키운 귤로만 만든다는 거? 2월에 한라봉 철 되면 한라봉 주스도 나와요. 그리고 귤칩은 껍질째 말려서 향이 진짜 진해요 ㅎㅎ",
      "주로 사시는 분들은 30~40대 엄마들이에요. 애들 먹일 거라 성분 꼼꼼히 보시는 분들요. 판매는 스마트스토어랑 농장 옆에 작게 하는 체험 카페에서 하고 있어요. 6월까지는 꼭 됐으면 좋겠어요!",
      "아 잠깐 ㅋㅋ 주스 300ml 아니고 200ml예요. 300은 작년에 만들었던 시제품 사이즈였어요. 한 박스 6병인 건 맞고요",
      "스타일은 제주 느낌은 나는데 뻔한 돌하르방 이런 거 말고요 ㅋㅋ 손그림 일러스트 들어간 따뜻한 느낌이요. 색은 귤색 주황은 당연히 들어가고, 초록 잎 포인트 있으면 좋겠어요. 엄마는 금색 넣자고 하시는데 저는 좀 별로…",
      "그리고 선물박스는 없던 걸로 할게요. 견적 알아보니까 박스 단가가 너무 나와서요 ㅠ 라벨이랑 파우치만 해주시면 돼요! 아 판매처 하나 추가요, 이번 여름부터 제주공항 기념품 매장에 들어가기로 됐어요 🎉",
      "아 제가 아까 6월이라고 한 거요, 그건 사실 공항 매장 입점 날짜였어요 ㅋㅋ 헷갈렸네요. 디자인은 인쇄 기간까지 생각하면 4월 10일까지는 나와야 돼요. 제일 중요한 건 성분표랑 유통기한 들어갈 자리 넉넉하게 해주시는 거! 냉장 제품이라 표시사항이 많거든요"
    ],
    "whenAsked": {
      "preferred_materials": "재질은 아직 잘 모르겠어요. 제주시에 있는 인쇄소 사장님이랑 상의해보고 정하려고요"
    },
    "otherwise": "음 그건 딱히 생각 안 해봤어요. 괜찮은 걸로 추천해주세요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "3대째",
          "착즙주스랑 귤칩",
          "패키지 디자인"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "서귀포 남원읍"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "귤 100%",
          "저온으로 말린"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "직접 키운 귤로만",
          "껍질째 말려서"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "30~40대 엄마들",
          "성분 꼼꼼히"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "200ml",
          "6병"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "손그림 일러스트",
          "따뜻한 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "귤색 주황",
          "초록 잎"
        ]
      },
      "packaging_form": {
        "said": 7,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "bag_pouch"
          ]
        }
      },
      "sales_channels": {
        "said": 7,
        "text": [
          "제주공항 기념품 매장"
        ]
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-04-10",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "성분표랑 유통기한",
          "자리 넉넉하게"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout132-website-ko-tongyeong-yacht",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 통영에서 요트 투어 하는 한려마린레저 대표입니다. 배는 두 척이고 한 번에 12명까지 타는데, 지금까지 예약을 전화랑 네이버 톡톡으로만 받다 보니 주말엔 전화 받느라 배를 못 몰 지경입니다. 그래서 온라인으로 예약하고 결제까지 되는 홈페이지를 만들고 싶어서 문의드립니다.",
      "현재 홈페이지는 따로 없고 네이버 블로그만 운영하고 있어요. blog.naver.com/hallyeo_yacht 입니다. 가장 큰 목표는 예약 문의 전화를 줄이는 거고, 손님들이 날짜랑 시간 보고 바로 예약하게 하는 겁니다.",
      "페이지는 투어 소개, 요금 안내, 예약, 오시는 길 정도 생각하고 있습니다. 언어는 한국어, 영어, 중국어 세 개요.",
      "손님은 주로 30~40대 커플이나 가족 여행객이고, 외국인은 부산 들렀다가 넘어오시는 분들이 꽤 있습니다. 작년에 대략 3천 명 정도 태웠네요. 선셋 투어가 1시간 반짜리인데 그게 제일 인기가 많습니다.",
      "예산은 300만 원으로 알고 계시면 되고, 오픈은 3월 중순까지 됐으면 합니다. 봄 시즌이 4월부터 시작이라서요.",
      "디자인은 바다 사진 크게 시원하게, 깔끔하고 고급스럽게 갔으면 합니다. 관광지 전단지 같은 느낌은 안 났으면 좋겠고요. 아 페이지에 후기 페이지도 하나 추가해 주세요. 손님들이 사진을 많이 보내주셔서 그거 활용하고 싶네요.",
      "정정하겠습니다. 300만 원은 작년에 다른 업체에서 받았던 견적이었고요, 저희가 잡아둔 예산은 500만 원입니다. 결제 기능 들어가면 더 든다고 들어서요.",
      "그리고 언어는 중국어 빼고 일본어로 바꿔주세요. 직원한테 물어보니 중국 손님은 거의 없고 일본 손님이 훨씬 많다네요. 그러니까 한국어, 영어, 일본어입니다. 오픈도 중순은 빡빡할 것 같으니 3월 말로 하시죠.",
      "제일 중요한 건 모바일에서 예약이 쉬워야 한다는 겁니다. 손님 90%가 폰으로 들어와요. 그리고 바람 때문에 결항이 잦아서 결항 공지를 제가 직접 올릴 수 있어야 합니다."
    ],
    "whenAsked": {
      "competitors": "따로 찾아본 데는 없어서 잘 모르겠네요. 좋은 데 있으면 추천해 주세요."
    },
    "otherwise": "그 부분은 특별히 생각해 둔 건 없습니다. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "요트 투어",
          "전화랑 네이버 톡톡으로만"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "통영"
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
          "blog.naver.com/hallyeo_yacht"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "예약 문의 전화를 줄이는",
          "바로 예약하게"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30~40대 커플이나 가족 여행객",
          "외국인"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "바다 사진 크게",
          "깔끔하고 고급스럽게"
        ]
      },
      "main_pages": {
        "said": 5,
        "text": [
          "후기"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 5000000,
          "currency": "KRW"
        }
      },
      "languages": {
        "said": 7,
        "text": [
          "한국어",
          "영어",
          "일본어"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-31",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "모바일에서 예약이 쉬워야",
          "결항 공지를 제가 직접"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout132-residential-ko-gongju-old-house",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하십니까. 홈페이지 보고 연락드립니다. 저는 대전에서 고등학교 국어 교사로 있다가 작년 2월에 정년퇴직한 사람입니다. 아내와 둘이 노후를 고향에서 보내려고 충남 공주에 오래된 단독주택을 하나 샀습니다. 손볼 데가 많아서 내부를 전부 고쳐야 할 것 같아 상담을 청합니다.",
      "집은 공주시 반죽동에 있고 제민천 바로 옆 골목입니다. 지은 지 38년 된 2층 집이고 건평이 32평입니다. 1층에 방 두 개, 거실, 부엌, 화장실 하나가 있고 2층에 방 하나와 작은 다락이 있습니다. 마당은 한 열 평 남짓 됩니다.",
      "지금 사는 대전 둔산동 아파트는 1994년에 들어와서 30년 넘게 살았습니다. 그 집은 3월쯤 내놓을 생각이고, 입주는 10월 말쯤 하려고 합니다. 새 집에서 제일 걱정되는 건 겨울 추위입니다. 가서 보니 창호가 다 옛날 것이라 외풍이 심하고, 화장실도 좁고 턱이 높아 나이 들어서는 불편하겠더군요. 계단도 가팔라서 아내 무릎이 걱정입니다.",
      "사는 사람은 저희 부부 둘이고, 세종 사는 딸네 식구가 한 달에 두어 번 손주 둘 데리고 옵니다. 저는 아침에 제민천 따라 산책하고 오후엔 책 읽고 글 쓰는 게 일이고, 아내는 차를 좋아해서 친구들 불러 차 마시는 걸 즐깁니다. 책이 한 2천 권 되고, 아내가 모은 다기 세트들, 그리고 딸이 어릴 때 치던 피아노가 있어서 그 자리는 꼭 있어야 합니다.",
      "아 그리고 제가 앞서 38년이라고 말씀드렸는데 등기부를 다시 보니 1991년 준공이라 35년이 맞습니다. 스타일은 제가 잘은 모르지만 너무 번쩍번쩍한 건 싫고 조용하고 단정한 한옥 느낌이면 좋겠습니다. 벽은 아내가 연한 연두색을 좋아합니다.",
      "입주 날짜는 10월이 아니라 9월 말까지는 들어가야겠습니다. 딸 말이 10월 초 연휴에 식구들 다 같이 새 집에서 모이자고 하네요. 피아노는 이번에 손녀한테 보내기로 했으니 자리 안 만드셔도 됩니다. 책하고 아내 다기만 둘 자리 있으면 됩니다.",
      "색깔 얘기는 없던 걸로 해 주십시오. 아내가 그런 건 전문가 보시고 정하는 게 낫겠다고 합니다. 예산은 솔직히 아직 정하지 못했습니다. 견적을 몇 군데 받아보고 정하려고 합니다."
    ],
    "whenAsked": {
      "key_considerations": "단열하고 난방이 제일 중요합니다. 그리고 아내 무릎 때문에 문턱은 다 없애 주셨으면 합니다."
    },
    "otherwise": "그건 특별히 없습니다. 알아서 잘 해주시면 됩니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "오래된 단독주택",
          "내부를 전부 고쳐야"
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
        "said": 1,
        "text": [
          "공주시 반죽동"
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
          "방 두 개, 거실, 부엌, 화장실 하나",
          "방 하나와 작은 다락"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "외풍이 심하고",
          "턱이 높아",
          "계단도 가팔라서"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "저희 부부 둘",
          "딸네 식구"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "산책",
          "책 읽고 글 쓰는",
          "친구들 불러 차 마시는"
        ]
      },
      "age": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 35,
          "unit": "years"
        }
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "번쩍번쩍한 건 싫고",
          "조용하고 단정한 한옥 느낌"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-09-30",
          "relation": "by"
        }
      },
      "important_collections": {
        "said": 5,
        "text": [
          "책",
          "다기"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "skipped": true
      },
      "budget": {
        "said": 6,
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "단열하고 난방",
          "문턱은 다 없애"
        ]
      }
    }
  },
  {
    "id": "heldout132-commercial-ko-jisan-pilates",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 대구 수성구 범어동에서 필라테스 스튜디오 4년째 운영 중인데 2호점 내려고 합니다. 인테리어 전체 맡길 곳 찾고 있어요.",
      "2호점 자리는 수성구 지산동이고요 범어점에서 차로 10분 거리요. 상가 2층 42평입니다. 지금 범어점은 25평인데 회원이 180명 넘어가서 시간표 짜기가 너무 힘들어요 ㅎㅎ",
      "예산은 1억 2천 정도 봅니다. 오픈은 5월 말 목표고요.",
      "고객층은 거의 30~40대 여성분들이에요. 출산하고 체형교정 하러 오시는 분들이 많고 요즘은 50대 어머님들도 좀 늘었어요. 저희는 1:1이랑 3인 소그룹만 하고 강사 전원이 물리치료사 출신이라 그게 제일 강점입니다.",
      "아 정정할게요. 42평 아니고 38평이에요. 42평은 부동산에서 같이 보여준 옆 호실이었네요 ㅋㅋ 그리고 아까 1억 2천은 리포머 기구값까지 다 합친 거고 인테리어 쪽은 7천 정도로 잡고 있습니다.",
      "분위기는 병원 같지 않게 차분하고 따뜻한 느낌이요. 호텔 스파 같은? 색은 화이트랑 연한 베이지 베이스에 포인트로 오렌지 조금 넣으면 어떨까 싶었고요.",
      "범어점은 탈의실이 좁고 샤워실이 하나라 수업 끝나고 줄 서는 게 회원님들 제일 불만이었어요. 이번엔 탈의실이랑 샤워실 넉넉하게 빼고 싶습니다. 간판이랑 내부 안내 사인물도 같이 부탁드리고 싶어요.",
      "오픈 날짜 변동 있어요. 건물주랑 얘기해 보니 전 임차인이 4월 말에 나간다고 해서 5월 말은 공사가 빠듯하고 6월 중순 오픈으로 가려고요. 그리고 오렌지 포인트는 빼주세요. 와이프가 보더니 촌스럽다고 ㅋㅋ 그냥 화이트랑 베이지로만 갑니다."
    ],
    "whenAsked": {
      "brand_value": "아프지 않게 오래 운동하는 거요. 들어왔을 때 병원 온 느낌 말고 나를 돌보러 온 느낌 받으셨으면 합니다.",
      "unique_design": "특별히 생각해둔 건 아직 없어요. 제안해 주시면 보고 정할게요.",
      "key_considerations": "방음이요. 아래층이 치과라서 기구 소리랑 음악 소리 안 새게 해야 됩니다. 그리고 공사 기간 한 달 넘기면 안 돼요."
    },
    "otherwise": "그건 상관없습니다. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "필라테스 스튜디오",
          "2호점"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "수성구 지산동"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30~40대 여성분들",
          "체형교정"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "1:1이랑 3인 소그룹만",
          "물리치료사 출신"
        ]
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 38,
          "unit": "pyeong"
        }
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
          "병원 같지 않게",
          "차분하고 따뜻한",
          "호텔 스파"
        ]
      },
      "problem_need": {
        "said": 6,
        "text": [
          "탈의실이 좁고",
          "샤워실이 하나",
          "넉넉하게"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "간판",
          "안내 사인물"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "relation": "on",
          "part": "mid"
        }
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "화이트랑 베이지로만"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "아프지 않게 오래 운동",
          "나를 돌보러 온 느낌"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "방음",
          "아래층이 치과",
          "한 달 넘기면 안 돼요"
        ]
      }
    }
  },
  {
    "id": "heldout132-exhibition-ko-kintex-dog-treats",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요!! 저는 바른냠이라는 반려견 수제간식 브랜드 마케팅팀 대리인데요 ㅎㅎ 3월에 킨텍스에서 하는 반려동물 박람회 부스 디자인 맡기려고 문의드려요~ 작년엔 그냥 기본 부스로 나갔는데 너무 묻혀서 ㅠㅠ 올해는 제대로 해보자 해서요",
      "전시는 3월 12일부터 15일까지 나흘이고 부스는 2개 잡았어요! 3x3 두 개라 18제곱미터요. 설치는 11일 하루 들어갈 수 있대요. 예산은 디자인이랑 시공 다 합쳐서 2천만 원 안쪽으로 생각하고 있어요",
      "저희 간식은 휴먼그레이드 원료로 국내 공장에서 직접 만드는 게 포인트구요, 첨가물 하나도 안 넣어요. 이번엔 일반 관람객도 관람객인데 펫샵이나 동물병원 바이어분들 만나는 게 제일 목표예요. 작년에 명함 받은 바이어가 딱 세 분이었어요 ㅋㅋㅋ",
      "느낌은 깨끗하고 밝은데 좀 귀여운? 너무 유아틱하진 않게요 ㅎㅎ 브랜드 컬러가 민트랑 크림색이라 그건 꼭 들어가야 돼요. 아 그리고 부스에서 시식 이벤트 할 거라 전기는 필요해요. 물은 없어도 될 것 같고요",
      "헐 잠깐만요 방금 팀장님이랑 통화했는데 부스 4개로 늘리재요;; 그럼 6x6이니까 36제곱미터요! 예산은 안 늘려준대요 ㅋㅋㅋㅋ ㅠㅠ",
      "그리고 부스 말고 리플렛이랑 샘플 파우치 디자인도 같이 해주실 수 있을까요? 파우치는 시식용 간식 소분해서 나눠주려고요. 박람회장은 킨텍스 제1전시장이에요",
      "아 죄송해요 제가 잘못 알았어요 ㅠ 킨텍스 제1전시장 아니고 제2전시장 9홀이래요. 그리고 시식 코너에서 손 씻고 그릇도 헹궈야 해서 물도 있어야겠어요. 물이랑 전기 둘 다요!",
      "파우치는 없던 걸로 해주세요 ㅠㅠ 본사에서 쓰던 거 그대로 쓰기로 했대요. 리플렛만 부탁드릴게요! 철수 일정은 아직 주최 측 매뉴얼이 안 나와서 모르겠어요. 나오면 바로 알려드릴게요"
    ],
    "whenAsked": {
      "brand_value": "우리 강아지가 먹는 거니까 믿고 먹일 수 있는 간식이요! 부스 오시면 건강하고 안심되는 느낌 받으셨으면 좋겠어요",
      "unique_design": "부스 앞에 강아지 포토존 있으면 좋겠어요! 다들 사진 찍어서 인스타에 올리게요 ㅎㅎ",
      "key_considerations": "동선이요! 시식하는 사람들 몰려도 바이어 상담 자리는 따로 조용하게 있어야 해요. 그리고 강아지 데리고 오는 관람객이 많아서 모서리 날카로운 건 피해주세요"
    },
    "otherwise": "음 그건 상관없어요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "반려견 수제간식 브랜드",
          "반려동물 박람회 부스"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-12",
          "relation": "on"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-11",
          "relation": "on"
        }
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 20000000,
          "currency": "KRW"
        }
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "휴먼그레이드 원료",
          "첨가물 하나도 안 넣어요"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "펫샵이나 동물병원 바이어"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "깨끗하고 밝은데 좀 귀여운",
          "유아틱하진 않게"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "민트랑 크림색"
        ]
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 36,
          "unit": "m2"
        }
      },
      "address": {
        "said": 6,
        "text": [
          "킨텍스",
          "제2전시장 9홀"
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
      "other_design_requirements": {
        "said": 7,
        "text": [
          "리플렛만"
        ]
      },
      "exit_date": {
        "said": 7,
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "믿고 먹일 수 있는 간식",
          "안심되는 느낌"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "강아지 포토존"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "동선",
          "바이어 상담 자리는 따로",
          "모서리 날카로운 건 피해주세요"
        ]
      }
    }
  }
];
