import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 131 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: if, unless and because (visitors who give
 * many facts with a condition, a reason, an exception or a fallback attached: a budget that depends on a grant or a loan,
 * an opening "unless the permit drags", "no plastic except the window", "English everywhere except the waiver", "a tin
 * ideally, a pouch if the minimum is too big"; in each, one conditional fact settled in a later message, and one or two
 * fields not known yet, filed as skipped; facts of optional questions answered only when asked are not expected, as the
 * genie may not reach them). Written in session 75 by seven writers, 23 conversations, and played once on
 * 76832b28 (before any change for it): 213 of 322 facts (66.1 %), 12 wrong values, 20 asked again, 0 loops. Its misses
 * were not read in the session it was written: it is the next session's blind measure.
 */
/* Writer's notes (batch 131; id | who and what | the fact that changes | skipped | decoys)
 * heldout131-commercial-en-duluth-books-and-wine | used bookstore and wine bar, Duluth MN | budget $90k if the SBA loan comes through, else $55k → loan approved, $90k | expected_deadline | the $55k fallback; "no dark stained wood, except the walnut bar top"; Mom's all white
 * heldout131-exhibition-en-driftless-cold-brew-nra-show | cold brew at the NRA Show, Chicago | 10x20 (waitlisted for the island), $38k or $60k, power only → island confirmed, 400 sq ft, $60k, water and power | exit_date | the sales guy's inflatable can
 * heldout131-residential-en-abq-ranch-for-mom | 1962 ranch in Albuquerque for an 89-year-old mother | move-in by May 10 → by August 1 | space_size | +$30k if the condo sells (not counted); Aunt Chayo's room undecided
 * heldout131-brand-en-tulsa-hvac-refresh | family HVAC company, Tulsa, renamed Hanley & Daughter | deadline end of February unless the wrap shop bumps us → final files by Feb 13 | need_registration_assistance | Chilly the penguin only on magnets; Owasso branch later
 * heldout131-packaging-en-boise-dog-treats | single-ingredient dog treats, Garden City ID | 4 oz unless stock sizes don't go that small → 6 oz; Paws & Feed if they say yes → yes | colors_and_elements | compostable film except the zipper; the husband's moody look
 * heldout131-packaging-en-maui-lilikoi-butter | lilikoi butter, Makawao, Maui | jars, plus a gift box if the resort bites → resort says yes, 3-mini gift set | expected_deadline | "no hibiscus or hula girls, except Auntie's plumeria"; the cousin's squeeze pouches
 * heldout131-website-en-chattanooga-bouldering | bouldering gym booking site, Chattanooga | $14k if the city grant comes through, else $8k → grant, $14k | expected_deadline | English except the waiver and FAQ (Spanish too); partner's black-and-white sites
 * heldout131-other-en-galena-walking-tour | preservation society walking tour, Galena IL | fold-out map, markers only if the council approves → approved | colors_and_elements | grandson's app idea; May 1 is when tours start, not the deadline
 * heldout131-website-en-houston-immigration-law | new immigration law practice, Bellaire, Houston | English and Spanish, Vietnamese if Linh has time → all three from day one | competitors | a booking calendar only if cheap (corporate site); husband's Facebook page
 * heldout131-commercial-zh-chiayi-herbal-shop | 60-year-old herbal shop turned tea shop, Chiayi | 16 ping, or 28 if the landlord leases next door → stays 16 | other_design_requirements | +500,000 if the loan comes through; May unless demolition finds wall problems
 * heldout131-exhibition-zh-shengang-bike-lights | bike-light brand LUMA at Taipei Cycle | 3x3, or 3x6 if the booth next door frees up (500,000 or 700,000) → 3x6, 700,000 | exit_date | the black wall an exception to the scheme; the sales manager's big TV
 * heldout131-residential-zh-zhubei-apartment | engineer couple, 27-ping apartment near Zhubei station | mother-in-law might move in → she won't | plans_after_project | parents' help up to 3,000,000 not counted; "no grey except the bathroom tiles"
 * heldout131-brand-zh-lukang-noodles | handmade noodle brand, Lukang | by 3/20 if they win the Taichung market stall, else end of May → not won, end of May | (none) | sister's cartoon grandpa; no bright red except the New Year box
 * heldout131-packaging-zh-neipu-cacao | bean-to-bar chocolate, Neipu, Pingtung | a Taipei select shop only if the deal goes through → confirmed | expected_deadline | no plastic except the foil layer; bagasse paper, FSC as fallback
 * heldout131-website-zh-hukou-cnc | CNC parts factory site, Hukou | NT$250k if the grant is approved, else NT$120k → approved | competitors | Chinese and English except the jobs page; Japanese only if a Japanese client orders
 * heldout131-other-zh-sanxing-map | community illustrated visitor map, Sanxing, Yilan | leaflet, plus a signboard only if the township funds it → funded | colors_and_elements | board members' colour views
 * heldout131-commercial-ko-cheongju-pilates | rehab pilates studio, Cheongju | 28 pyeong → 42 pyeong and mid-April → May 11 (the landlord joins the next unit) | unique_design | the 2,000 grant not counted; pink excluded
 * heldout131-exhibition-ko-daegu-diops-eyewear | titanium eyewear brand at DIOPS, EXCO | 18 m2 → 27 m2 | colors_and_elements | "빠지면 36㎡"; the ultrasonic cleaner dropped (electricity only); SILMO only a plan
 * heldout131-residential-ko-sejong-return-from-vancouver | 34-pyeong apartment in Sejong after 12 years in Vancouver | move-in mid-August → by July 10 | preferred_style | "집 잘 팔리면 1억 2천" not adopted; grey avoided because of Vancouver winters
 * heldout131-brand-ko-jeonju-tteok | grandmother's rice-cake shop renewal, Jeonju | end of March, or end of February if the second shop's lease goes through → end of February | need_registration_assistance | mum's red and gold; the second shop is not the address
 * heldout131-packaging-ko-hadong-hwangcha | hwangcha tea packaging, Hadong | a tin ideally, a kraft pouch if the minimum is too big → pouch and a recycled-paper gift box | colors_and_elements | brother's gold foil; plastic only for the tea bags' inner wrap
 * heldout131-website-ko-gijang-stay | four-room stay booking site, Gijang, Busan | 8 million won if the voucher comes through, else 5 → voucher, 8 million at most | competitors | Korean everywhere except the booking page (English, Japanese too)
 * heldout131-other-ko-cheongju-walk | cherry-blossom walk poster, banner, T-shirts, Cheongju | T-shirts only if the city grant comes through → confirmed | plans_after_project | a mascot not decided; the walk may slip a week
 */
export const hundredAndThirtyFirstHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout131-brand-en-tulsa-hvac-refresh",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hey there. I'm Carly Hanley, I run the office side (and more and more the whole thing) of my family's heating & air company, our shop is on East 11th St in Tulsa. We've been around since 1979 and the logo honestly looks like it lol. I'm looking for a full identity refresh, not just a new logo, since we're putting the name on everything again.",
      "My grandpa Walt started it as Hanley & Sons. My two brothers went into oil and nursing instead, so when I came on full time in 2022 Dad changed it to Hanley & Daughter Heating and Air. People love it, we get comments on it all the time, so the name stays, it's just the look that needs work.",
      "We do AC repair and installs, furnace work, duct cleaning, and we've got about 600 households on our maintenance plans. 11 techs, 9 trucks. Most customers are homeowners in midtown and Broken Arrow, a lot of them 50+ who've used us for decades, but we really want the younger families buying their first house out in Jenks and Owasso, because those folks just google 'ac repair near me' and call whoever looks legit.",
      "And that's the problem: online we look like a company that might not answer the phone. Our website is hanleyair.com (please don't judge, Dad's buddy built it in 2009) and we have a Facebook page. I want people to see a truck or the site and think 'ok these folks are solid and they'll actually show up'.",
      "Style wise I'm thinking clean and trustworthy but with a little Route 66 retro, since the shop is literally on the old route and people know us for it. Colors: navy and a warm orange, because blue for cooling and orange for heating just makes sense for us. Please no red, every other HVAC outfit in town is red and white. And no cartoon mascots, except Dad insists Chilly the penguin stays on the fridge magnets we hand out, which, fine 🙄",
      "Timing: the truck wraps are booked at a shop in Sand Springs for early March, so I'd want the logo final by end of February, unless they bump us again, then mid-March is fine. Besides the logo we need the wrap design for the trucks, yard signs, tech shirts and the door hangers we leave after a service call.",
      "Oh and on trademarks, Dad registered the old Hanley & Sons logo back in the 90s, but Hanley & Daughter isn't registered at all. FYI I make the final call on design, Dad gets a look but he's promised not to veto anything. Email is best, I'm on job sites most days so calls only after 5.",
      "Ugh ok update, Rudy from the wrap shop just texted, they had a cancellation and moved us UP to February 23. So I actually need final files by Friday Feb 13, sorry!! Also later this year we're hoping to open a second location up in Owasso, so whatever we do has to stretch to that too."
    ],
    "whenAsked": {
      "need_registration_assistance": "Maybe? I'm not sure yet, because Dad's old trademark lawyer might still want to handle it and I need to ask him first. Can I get back to you on that one?",
      "key_considerations": "That it reads from across a parking lot or on a truck doing 65 on the BA Expressway, and that it works in one color because the shirts get embroidered. And our older customers need to recognize we're the same family company, not some private equity rollup."
    },
    "otherwise": "No strong preference on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "full identity refresh"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "East 11th",
          "Tulsa"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "Hanley & Sons",
          "Hanley & Daughter"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "AC repair",
          "furnace",
          "duct cleaning",
          "maintenance plans"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "homeowners",
          "younger families"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "might not answer the phone"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "hanleyair.com",
          "Facebook"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "clean and trustworthy",
          "Route 66 retro"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "navy",
          "warm orange",
          "no red"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "wrap design",
          "yard signs",
          "shirts",
          "door hangers"
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
      "collaboration_notes": {
        "said": 6,
        "text": [
          "final call",
          "Email"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-13",
          "relation": "by",
          "precision": "day"
        }
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "second location",
          "Owasso"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "truck doing 65",
          "one color",
          "same family company"
        ]
      }
    }
  },
  {
    "id": "heldout131-packaging-en-boise-dog-treats",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "hi!! I'm Marisol, I make single-ingredient dog treats under the name Trailhound out of a licensed kitchen in Garden City, right next to Boise. I was a vet tech for 12 years and started this because so many of the dogs I saw were allergic to everything in regular treats. Right now it all goes out in plain kraft bags with a sticker, so I need real packaging.",
      "The treats are dehydrated elk lung, salmon skin and beef liver, nothing else added, no preservatives. People use them for training on the trail or just as a chew. Because they're one ingredient, vets actually recommend them for elimination diets, which is kind of our whole thing.",
      "I want stand-up pouches with a zipper and a little window so people can see the treat. They should be compostable, except the zipper can be plastic if it has to, because the compostable zippers I've tested don't reseal and the treats go soft. If compostable film has some crazy minimum, a recyclable mono-PE pouch is my backup.",
      "Size-wise I'd like 4 oz pouches, unless the pouch supplier's stock sizes don't go that small, then 6 oz. There are three flavors (elk, salmon, beef liver) and my shipping cases hold 12 pouches.",
      "My customers are mostly active dog people around here, hikers, trail runners, and lots of folks with allergy dogs who've tried everything. 30s to 50s, and they read labels like hawks. Right now I sell at the Saturday market downtown and on my website, and Paws & Feed (14 stores around Idaho and eastern Oregon) is reviewing samples, if they say yes that's the big one.",
      "Style: outdoorsy but clean, like an old trail map or a national park poster, definitely not cutesy. My husband keeps pushing for that moody luxe look the fancy jerky brands have, but that's not us at all lol.",
      "Okay good news x2!! The pouch company got back to me and their smallest stock size fits 6 oz, so 6 oz per pouch it is, still 12 to a case. AND Paws & Feed said YES, so on top of the Saturday market and my website we'll be in all 14 of their stores starting in April 🎉",
      "Since their spring reset is the first week of April and the pouches take about 4 weeks to print, I need the design done by February 27. They also asked for a little countertop display box for the registers, can you do that too?"
    ],
    "whenAsked": {
      "colors_and_elements": "Not sure yet, because my sister-in-law is redrawing the Trailhound logo right now and I want to see her colors before we pick anything for the pouches.",
      "key_considerations": "The guaranteed analysis and ingredient panel have to meet Idaho's pet food label rules, and the pouch has to keep the treats crunchy, if they get soft they can mold."
    },
    "otherwise": "No strong preference, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Trailhound",
          "real packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Garden City"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "elk lung",
          "salmon skin",
          "beef liver"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "one ingredient",
          "elimination diets"
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
      "target_audience": {
        "said": 4,
        "text": [
          "hikers",
          "allergy dogs"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "trail map",
          "national park poster"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "6 oz",
          "12 to a case"
        ]
      },
      "sales_channels": {
        "said": 6,
        "text": [
          "Saturday market",
          "website",
          "Paws & Feed"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-27",
          "relation": "by",
          "precision": "day"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "countertop display box"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "guaranteed analysis",
          "crunchy"
        ]
      }
    }
  },
  {
    "id": "heldout131-packaging-en-maui-lilikoi-butter",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -600,
    "messages": [
      "Aloha! I'm Noelani, I help my Auntie Mahina run her little lilikoi butter business in Makawao, upcountry Maui. She's been making it for church fairs for like 30 years and we finally went legit last year with a shared commercial kitchen in Kahului. Right now it's mason jars with labels we print at home, so we need packaging that looks like a real product 😅",
      "Lilikoi butter is basically passion fruit curd, lilikoi juice, butter, eggs and sugar, cooked low and slow. People put it on toast, malasadas, pancakes, or just eat it with a spoon lol. What makes ours different is the lilikoi comes off the vines in our own backyard and Auntie's neighbors' yards, never from concentrate, so it's super tart.",
      "We want glass jars, 8 oz, because glass just feels right and our regulars bring them back for refills. We're also adding a 3 oz mini, since most of our customers are tourists flying home and anything over 3.4 oz gets taken at TSA unless it's in a checked bag. A resort gift shop in Wailea is tasting samples this week, if they bite we'd want some kind of gift box too.",
      "Buyers are mostly visitors who tried it at the Upcountry Farmers Market and want to take some home, plus locals buying gifts, aka aunties buying for other aunties 😂 We sell at that market every Saturday, at two gift shops in Paia and Wailuku, and online, except we pause mainland shipping June to August because of the heat.",
      "Style: bright and happy but not touristy, think vintage Hawaiian fruit crate labels from the 1930s. Colors should be lilikoi yellow and that deep purple of the ripe shell. No hibiscus or hula girls please, except Auntie says her plumeria has to be on the lid somewhere, and you don't argue with Auntie lol.",
      "OMG just got the call, the resort gift shop in Wailea said YES!! They want a gift set of three of the 3 oz minis in a box, so that's packaging too. They said they'll tell us their launch date sometime in February.",
      "Auntie and I decide together, but she's not on email so please send me everything and I'll show her on the iPad. Eventually we want to do a guava and a mango version in the same jars. My cousin in Vegas keeps telling us to do squeeze pouches to save on shipping, but nah, glass is our thing."
    ],
    "whenAsked": {
      "expected_deadline": "Not sure yet, because it depends on when the resort wants the first order, and they won't tell us until sometime in February. I'll message you as soon as we hear.",
      "key_considerations": "The label has to pass the state food rules, with the full ingredients and 'refrigerate after opening' on it. And the jars have to survive being shipped to the mainland and tossed in suitcases."
    },
    "otherwise": "No strong preference, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "lilikoi butter",
          "went legit"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Makawao"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "passion fruit curd",
          "toast"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "own backyard",
          "never from concentrate"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "8 oz",
          "3 oz mini"
        ]
      },
      "preferred_materials": {
        "said": 2,
        "text": [
          "glass"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "visitors",
          "aunties buying for other aunties"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "Upcountry Farmers Market",
          "Paia",
          "Wailuku",
          "online"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "vintage Hawaiian fruit crate labels"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "lilikoi yellow",
          "deep purple",
          "No hibiscus",
          "plumeria"
        ]
      },
      "packaging_form": {
        "said": 5,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "gift_set"
          ]
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "decide together",
          "iPad"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "guava",
          "mango"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "refrigerate after opening",
          "shipped to the mainland"
        ]
      }
    }
  },
  {
    "id": "heldout131-commercial-en-duluth-books-and-wine",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi! I'm Dana. My wife Jess and I are opening a used bookstore with a small wine bar in the back, called Lake Effect Books & Wine. We signed a lease on an old storefront on East Superior Street in Duluth, a block up from Canal Park. It was a shoe repair shop for like 40 years and right now it's basically a shell.",
      "The main floor is about 2,100 sq ft (there's a basement too but that's just storage, so leave it out). Budget depends on the bank: if our SBA loan comes through we can put $90k into design and build-out, otherwise it's $55k of our own savings and we'd have to do it in phases. We should hear back any day now.",
      "The room is long and narrow, maybe 22 ft wide and close to 100 ft deep, and the back is dark because the only windows face the street. Since the wine bar is in the back, the big thing is pulling people all the way through instead of them browsing the front table and leaving. Our customers are mostly locals, UMD grad students, retired teachers, book club ladies, plus summer tourists wandering up from Canal Park.",
      "We want it to feel like you've walked into the cabin of a friend who reads too much lol. Somewhere you'd happily stay three hours on a sleety Tuesday. There's no other bookstore downtown, the closest one is a chain out by the mall, and nobody in town does books and wine together. Also every book is hand-picked by Jess, who was a reference librarian for 15 years.",
      "Style-wise, old Scandinavian lake cabin meets public library: warm lamps, deep forest green, brass. No dark stained wood anywhere because the back's already dark enough, except the bar top, which is a walnut slab Jess's grandpa milled in the 70s, so that stays no matter what 😅 My mom keeps telling us to paint the whole thing white to brighten it up, but that's just not us.",
      "Dream feature: a rolling library ladder on the tall shelves along the long wall, I've wanted one since I was 8. Timing-wise we want to open Friday May 22, the start of Memorial Day weekend, because that's when the tourists show up and we need the summer money. If the liquor license hearing gets pushed we'll still open the bookstore that day and just start pouring wine later.",
      "OMG Jess just texted me, the SBA loan got approved!! 🎉🎉 So it's $90k, no phasing. Which also means we can finally do a proper hanging sign out front and a printed wine and book-club menu, could you design those too?"
    ],
    "whenAsked": {
      "key_considerations": "Accessibility for sure, because a lot of our regulars will be older and the wine bar sits two steps down from the front, so we need a ramp that doesn't look like an afterthought. And the tall shelves have to be anchored properly, those old brick walls are no joke.",
      "expected_deadline": "Not sure yet, honestly, because our contractor is finishing another job and hasn't given us a start date. Can I get back to you on that in a couple weeks?"
    },
    "otherwise": "No strong preference, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "used bookstore",
          "wine bar"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "East Superior Street",
          "Duluth"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 2100,
          "unit": "ft2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "long and narrow",
          "pulling people all the way through"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "UMD grad students",
          "book club ladies",
          "summer tourists"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "cabin of a friend who reads too much",
          "three hours"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "books and wine together",
          "reference librarian"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "Scandinavian lake cabin",
          "public library"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "deep forest green",
          "brass",
          "No dark stained wood",
          "walnut slab"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "rolling library ladder"
        ]
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-22",
          "relation": "on",
          "precision": "day"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 90000,
          "currency": "USD"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "hanging sign",
          "wine and book-club menu"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "two steps down",
          "ramp",
          "anchored"
        ]
      }
    }
  },
  {
    "id": "heldout131-exhibition-en-driftless-cold-brew-nra-show",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hey, Marcus Oyelaran here, co-founder of Driftless Cold Brew Co. out of La Crosse, Wisconsin. We make cold brew concentrate in bag-in-box plus a little nitro tap system for restaurants and cafés, and this May is our first time exhibiting at the National Restaurant Association Show at McCormick Place in Chicago. Show runs May 16 to 19.",
      "Booth situation is a little up in the air. Right now we have a 10x20 inline, but we're on the waitlist for a 20x20 island and if that opens up we'd take it in a heartbeat. Budget for design and build is $38k on the 10x20; if we get the island, my partner Dev says we can stretch to $60k.",
      "Who we want to meet: beverage directors and owners from multi-unit restaurant groups, plus foodservice distributors. Not really after the general public or the folks just hunting free samples lol. We already sell to about 140 independent spots around the Upper Midwest, and now we want chains and distribution.",
      "Brand-wise we're a small-town roaster that's obsessive about consistency, same taste from the first pour of the keg to the last. At the booth I want people to feel like they just found a calm, cool spot in a loud hall: grab a glass, breathe. Look-wise simple, a bit industrial, nothing shiny. Matte black and kraft brown everywhere, except the tap handles, which are our bright safety orange.",
      "Because buyers walk the floor fast, our name and 'cold brew on tap' need to be readable from the aisle, from like 30 ft away. The big idea I keep coming back to is a long bar where people pull their own nitro pour from a wall of taps, like a brewery tasting room. Our sales guy wants a giant inflatable coffee can on top and I have vetoed that twice already.",
      "Just got an email from the show, the 20x20 island is ours!! So 400 sq ft, and Dev signed off on the $60k. That also means the live brewing demo is back on, so we'll need a water line and drain as well as power (on the 10x20 it would've been power only).",
      "Logistics: our move-in slot is Thursday May 14, two of our guys plus the show's labor crew. Move-out I honestly don't know yet, it's either the night of the 19th or sometime on the 20th depending on what the show assigns. If the booth packs down into a box truck we'd love to reuse it at the Specialty Coffee Expo next year."
    ],
    "whenAsked": {
      "exit_date": "Still not sure, because the show only sends out island move-out times in March. Could be the night of the 19th or the 20th, I'll let you know as soon as I have it."
    },
    "otherwise": "No strong preference, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Driftless Cold Brew Co.",
          "first time exhibiting"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "McCormick Place",
          "Chicago"
        ]
      },
      "opening_date": {
        "said": 0,
        "value": {
          "kind": "date",
          "date": "2026-05-16",
          "relation": "on",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "beverage directors",
          "multi-unit restaurant groups",
          "foodservice distributors"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "chains and distribution"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "obsessive about consistency",
          "calm, cool spot in a loud hall"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "a bit industrial",
          "nothing shiny"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "Matte black",
          "kraft brown",
          "safety orange"
        ]
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "readable from the aisle"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "pull their own nitro pour",
          "wall of taps"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 400,
          "unit": "ft2"
        }
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 60000,
          "currency": "USD"
        }
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
          "date": "2026-05-14",
          "relation": "on",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 6,
        "skipped": true
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "reuse it",
          "Specialty Coffee Expo"
        ]
      }
    }
  },
  {
    "id": "heldout131-residential-en-abq-ranch-for-mom",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi, I'm Teresa. My husband Luis and I have lived in our house in the Northeast Heights of Albuquerque for 22 years, and now my mother is moving in with us, so we want to remodel to make it work for her and for us. It's a one-story ranch house built in 1962, so about 64 years old, and it still has a lot of the original everything lol.",
      "Right now it's 3 bedrooms and 2 baths, a kitchen with a little breakfast nook, a den off the garage, and a sunken living room two steps down. Because Mom uses a walker, the sunken living room has to be leveled, and the hall bath needs a curbless shower instead of that old tub. Her room will be the back bedroom since it's closest to that bath.",
      "It'll be me and Luis (we're both retired, 63 and 66), my mom Josefina who's 89, and our old beagle Frijol. My aunt Chayo might come live with us too, in which case we'd turn the den into a fourth bedroom, but she hasn't decided and honestly she changes her mind every week.",
      "Daily life: Luis cooks every single day and we roast green chile every August, so the kitchen matters a lot. I quilt, and I'd love a real sewing corner with good light instead of taking over the dining table. Sundays the grandkids come for dinner, usually 10 to 12 of us squeezed in, and Mom watches her novelas in the afternoon, LOUD 😂",
      "We love the warm Southwest look, but not the kitschy version, think adobe colors, vigas, Saltillo tile, handmade things. Our son keeps sending us those all-white modern farmhouse pictures, no thank you. No rugs or carpet anywhere because of Mom's walker, except my dad's Chimayó weaving that's been in the living room 40 years, and that one can go up on the wall if it has to.",
      "Budget: we've set aside $120k. If Mom's condo in Santa Fe sells for what the realtor thinks we might add another $30k, but I'm not counting on that money until it's in the bank. We were hoping to get her moved in by Mother's Day, May 10, because it's her favorite day of the year.",
      "Oh, update, my brother just called. Her assisted living place said she can stay month-to-month through July, so no need to rush for Mother's Day, we'll just celebrate there. Let's say she moves in by August 1, that gives the contractor some breathing room."
    ],
    "whenAsked": {
      "space_size": "Not sure yet, because the county says 1,850 sq ft but that counts a garage conversion the previous owners did without a permit. We have someone coming out to measure properly.",
      "key_considerations": "Mom's safety first: grab bars, wide doorways for the walker, and good lighting at night because she gets up a lot. But we still want it to feel like our home, not a hospital."
    },
    "otherwise": "No strong preference, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "remodel",
          "mother is moving in"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Northeast Heights",
          "Albuquerque"
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
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 64,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "3 bedrooms",
          "2 baths",
          "sunken living room"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "leveled",
          "curbless shower"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "Luis",
          "Josefina",
          "beagle"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "cooks every single day",
          "green chile",
          "quilt",
          "grandkids come for dinner"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "warm Southwest",
          "not the kitschy version"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "adobe colors",
          "Saltillo tile",
          "No rugs or carpet"
        ]
      },
      "important_collections": {
        "said": 4,
        "text": [
          "Chimayó weaving"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 120000,
          "currency": "USD"
        }
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "relation": "by",
          "precision": "day"
        }
      },
      "space_size": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "grab bars",
          "wide doorways",
          "not a hospital"
        ]
      }
    }
  },
  {
    "id": "heldout131-website-en-chattanooga-bouldering",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "hey! I'm Dev, I co-own a bouldering gym in Chattanooga called Lookout Bouldering Co. with my partner Kayla. We've been open 3 years on the Southside and we're opening a second spot over on the North Shore this spring, so our old Wix site is kind of falling apart lol. It's lookoutbouldering.com if you want to see the mess.",
      "Biggest problem is nobody can book anything online. Because day passes and intro classes all go through phone calls and a google form, Kayla spends like 2 hrs a day answering DMs instead of setting routes. So it really needs to be a booking site first: passes, class sign-ups, memberships, and the waiver signed online before people show up.",
      "Pages I'm thinking: home, book a pass, classes & youth team, memberships, our two locations, and an FAQ. Everything in English, except the waiver and FAQ need Spanish too, since a lot of families from East Lake come in for the youth program.",
      "Who's visiting the site: mostly 20-35 yr olds who climb after work, a ton of UTC students, and parents signing their kids up. Style wise we like gritty and a bit handmade, chalk textures, hand-drawn route maps, definitely not the glossy big-box gym look. Kayla keeps sending me super minimal black & white sites but I'm not sold 😅",
      "Sites we look at a lot: Movement's booking flow is super smooth, and Mesa Rim has a great class calendar. Budget depends on a city small business grant we applied for. If it comes through we can go up to $14k, otherwise we're more like $8k, and they said we'd hear this month.",
      "Timing I honestly can't pin down yet. We want it live before North Shore opens, but that depends on the fire marshal sign-off and nobody will give us a date. What matters most: it has to work on phones because basically everyone books from the parking lot, and the waiver has to hold up legally, our insurance agent is picky.",
      "OMG sorry, just refreshed my email, we got the grant!! 🎉 So we can do the $14k. Also if you guys do photography that'd be amazing, all our current photos are from my cracked iPhone lol"
    ],
    "whenAsked": {
      "expected_deadline": "Still can't say, sorry, because it all hinges on that fire marshal inspection. As soon as we have an opening date I'll let you know.",
      "colors_and_elements": "Our logo is burnt orange and charcoal so def keep those. Please no neon, every climbing gym on earth does neon."
    },
    "otherwise": "No strong preference, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Lookout Bouldering Co.",
          "second spot"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "lookoutbouldering.com"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Chattanooga"
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
          "book anything online",
          "2 hrs a day"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "book a pass",
          "youth team",
          "memberships",
          "FAQ"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "English",
          "Spanish"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20-35",
          "UTC students",
          "parents"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "gritty",
          "chalk textures"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "Movement",
          "Mesa Rim"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "skipped": true
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "work on phones",
          "waiver"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 14000,
          "currency": "USD"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "photography"
        ]
      }
    }
  },
  {
    "id": "heldout131-other-en-galena-walking-tour",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Good evening. My name is Carol Brandt and I'm the volunteer president of the Bluff Street Preservation Society here in Galena, Illinois. We're a small group, about 40 members, mostly retirees like me, and we have finally raised enough money to do a proper self-guided walking tour of the historic homes up on the bluff.",
      "What we need designed is a fold-out printed map with a short write-up for each of the 14 stops. We would also like matching markers out front of each house, but only if the city council approves them, because they would sit on the public sidewalk. The vote is supposed to be this week.",
      "The reason we're doing this: tourists come for the Main Street shops and the Grant home and never climb the stairs up to the bluff, so those 1850s houses get walked right past. We want to get people up there. Most of our visitors are day-trippers from Chicago and the Quad Cities, a lot of them older couples, plus school groups in May.",
      "As for the look, I'd like it to feel like an old railroad or survey map, vintage but easy to read, nothing cutesy. The Mineral Point walking tour brochure over in Wisconsin is one I've always admired. My grandson says we should skip paper and make a phone app, but with our crowd, paper it is.",
      "We need the design finished by March 31, because the printer in Dubuque needs a month and the first tours start May 1. The most important thing is that every date and name is accurate, since half our members are retired history teachers and they WILL write letters. Also no photos of homes whose owners haven't given permission, except the old Turner House, which the city owns.",
      "On working together: I'm your contact, but anything final has to be approved by our board of seven, and they only meet the second Tuesday of each month. Email is best, I'm not much of a texter.",
      "Good news! Marge, our treasurer, just heard from the mayor's office that the sidewalk markers were approved. So it's the fold-out map and the 14 markers, same look for both. Once this is done we'd like to do a second tour of the lower town in a year or two."
    ],
    "whenAsked": {
      "colors_and_elements": "I can't tell you yet, I'm afraid, because the board is still going back and forth on whether to keep the old maroon and gold from our 1970s letterhead. They should settle it at the February meeting."
    },
    "otherwise": "No strong preference on that, I'll trust your judgment.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Bluff Street Preservation Society",
          "self-guided walking tour"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Galena"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "never climb the stairs",
          "walked right past"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "day-trippers",
          "older couples",
          "school groups"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "railroad",
          "vintage but easy to read"
        ]
      },
      "other_preferences": {
        "said": 3,
        "text": [
          "Mineral Point"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-03-31",
          "relation": "by",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "accurate",
          "permission"
        ]
      },
      "collaboration_notes": {
        "said": 5,
        "text": [
          "board of seven",
          "second Tuesday",
          "Email"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "fold-out map",
          "14 markers"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "second tour",
          "lower town"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout131-website-en-houston-immigration-law",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi, I'm Thuy Tran. I'm an immigration attorney, and after 9 years at a big downtown firm I'm opening my own practice in Bellaire, right by Chinatown on the southwest side of Houston. I need a website for the new firm, Tran Immigration Law.",
      "The problem is that almost all my clients come by word of mouth, and right now when someone gets referred to me there's nowhere to send them. It also has to look legit, because our community gets burned by notario scams all the time and people are scared to trust anyone. So it's basically an info site for the firm, not a store: who I am, what I handle, and how to reach me.",
      "Pages: Home, About Me, Practice Areas (family petitions, green cards, citizenship, DACA renewals), Fees, FAQ and Contact. For contact I'd ideally love an online calendar to book consultations, but a simple contact form is totally fine if the calendar adds a lot of cost.",
      "Language is the big one. English and Spanish for sure. Vietnamese too if my paralegal Linh has time to translate it, otherwise we'd add it later, because half my old clients were Vietnamese families from Alief.",
      "Visitors will mostly be immigrant families in southwest Houston, usually on their phones, often stressed and reading in their second language. Style: warm and trustworthy, plain language, real photos of me and the office, not the stiff mahogany-bookshelf lawyer look. My husband thinks I should just do a Facebook page and save the money, but no 🙄",
      "Budget is $7,500, and that's firm because it's coming out of my savings. I open the doors on March 2, so the site needs to be live by then. Biggest thing to be careful about: it has to follow the Texas bar's advertising rules, so no guarantees of results, and no client names in testimonials unless they've signed off in writing.",
      "Update: Linh just texted back that she's in for the Vietnamese! 🙌 So English, Spanish and Vietnamese from day one. Down the road I'd like to add a blog with immigration news updates in all three languages."
    ],
    "whenAsked": {
      "url": "None yet, it's a brand new firm. I'm trying to get tranimmigrationlaw.com but that's not settled.",
      "competitors": "Not sure yet, because honestly I've been avoiding looking at other firms' sites 😅 I'll ask a couple of my old colleagues which ones they like and send them over."
    },
    "otherwise": "No strong preference, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Tran Immigration Law",
          "own practice"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Bellaire"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "nowhere to send them",
          "notario scams"
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
      "main_pages": {
        "said": 2,
        "text": [
          "About Me",
          "Practice Areas",
          "Fees",
          "FAQ",
          "Contact"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "immigrant families",
          "on their phones"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "warm and trustworthy",
          "plain language"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 7500,
          "currency": "USD"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-02",
          "relation": "by",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "advertising rules",
          "no guarantees"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "English",
          "Spanish",
          "Vietnamese"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "blog"
        ]
      },
      "url": {
        "said": "asked",
        "text": [
          "none"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout131-brand-ko-jeonju-tteok",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 전주 한옥마을 근처에서 떡집 하고 있는데요, 원래 저희 할머니가 35년 하시던 가게를 작년에 제가 물려받았어요. 로고랑 간판이 너무 오래돼서 이번에 브랜드 전체를 리뉴얼하고 싶어요 😊",
      "가게 이름이 '순덕이네'인데 할머니 성함이 김순덕이셔서 그래요 ㅎㅎ 동네 분들이 다 '순덕이네 떡 사러 간다' 하시던 게 그대로 이름이 됐대요. 주력은 쑥인절미랑 모둠 설기고, 요즘은 돌잔치 답례떡이랑 떡케이크 주문도 많아요.",
      "문제는 손님층이 바뀌었는데 가게 이미지는 그대로라는 거예요. 요즘은 한옥마을 구경 온 20~30대 관광객이랑 답례떡 주문하는 젊은 엄마들이 대부분인데 다들 인스타 보고 오시거든요. 근데 지금 로고는 궁서체에 빨간 글씨라 사진에 하나도 안 예뻐요 ㅠ",
      "인스타는 @soondeok_tteok 이에요, 홈페이지는 따로 없고요. 로고 말고도 간판, 답례떡 박스에 붙이는 스티커, 종이 쇼핑백까지 같이 해주셨으면 해요. 명함은 거의 안 써서 빼도 돼요.",
      "느낌은 전통적인데 촌스럽지 않은 거요! 한글 글자 자체가 예쁜 로고면 좋겠어요. 색은 쑥색이랑 팥색 같은 차분한 톤이요. 엄마는 빨강이랑 금색 꼭 넣자고 하시는데 그건 딱 시장 느낌이라 저는 빼고 싶어요 ㅎㅎ",
      "아 그리고 중요한 거! 옛날 간판에 할머니가 붓으로 직접 쓰신 '떡' 글자가 있는데 그건 꼭 살려주세요. 상표는 지난달에 변리사님 통해서 출원해 놨는데 비슷한 이름이 있어서 거절될 수도 있대요. 그러면 앞에 '전주'를 붙이는 식으로 바꿔야 할 수도 있어서, 이름이 조금 바뀌어도 쓸 수 있는 로고였으면 해요.",
      "일정은 원래 3월 말까지면 충분한데요, 요즘 객사길 쪽에 2호점 자리를 보고 있어서요. 거기 계약되면 4월 초 오픈이라 간판 맞추려면 2월 말까지는 로고가 나와야 해요. 아직 건물주님 답 기다리는 중이에요 ㅠ",
      "헐 방금 건물주님한테 연락 왔어요!! 2호점 계약하자고 하셨어요 🎉 그럼 로고는 2월 말까지로 부탁드릴게요."
    ],
    "whenAsked": {
      "need_registration_assistance": "음 그건 아직 모르겠어요. 출원은 변리사님이 진행하고 계셔서, 혹시 거절 나오면 그때 상의드릴 수도 있을 것 같아요.",
      "collaboration_notes": "진행 상황은 카톡으로 일주일에 한 번 정도 알려주시면 돼요. 최종 결정은 제가 하는데 할머니한테도 한 번은 보여드리고 싶어요."
    },
    "otherwise": "그건 딱히 생각 안 해봤어요, 알아서 해주셔도 돼요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "35년",
          "브랜드 전체를 리뉴얼"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전주 한옥마을"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "김순덕",
          "동네 분들"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "쑥인절미",
          "답례떡",
          "떡케이크"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "손님층이 바뀌었는데",
          "이미지는 그대로"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "20~30대 관광객",
          "젊은 엄마들"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "@soondeok_tteok"
        ]
      },
      "other_design_requirements": {
        "said": 3,
        "text": [
          "간판",
          "스티커",
          "쇼핑백"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "촌스럽지 않은",
          "한글 글자"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "쑥색",
          "팥색"
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
      "key_considerations": {
        "said": 5,
        "text": [
          "할머니가 붓으로",
          "이름이 조금 바뀌어도"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout131-packaging-ko-hadong-hwangcha",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 경남 하동 악양면에서 아버지랑 같이 차농사 짓고 있는 사람입니다. 아버지가 40년 넘게 야생 차밭을 하셨고 저는 5년 전에 서울 생활 접고 내려와서 같이 하고 있어요. 이번에 황차 포장을 새로 하고 싶어서 문의드립니다.",
      "황차는 녹차 잎을 살짝 발효시킨 차인데 뜨거운 물에 2~3분 우려서 드시면 돼요. 잎차는 한 봉에 40g이고, 티백은 1.5g짜리 20개가 한 봉에 들어갑니다. 명절용으로 잎차 하나랑 티백 하나 묶은 선물세트도 만들려고요.",
      "다른 차랑 다른 점은 비료 없이 산에서 자란 야생 찻잎을 아버지가 가마솥에 손으로 덖는다는 거예요. 유기농 인증도 받았고요. 그런데 지금 포장이 투명 비닐에 스티커 하나라서 가격에 비해 너무 싸 보인다는 얘기를 많이 듣습니다.",
      "포장은 원래 틴케이스로 하고 싶었어요. 그런데 틴은 최소 주문 수량이 크다고 들어서, 틴이 안 되면 크라프트 지퍼 파우치로 가려고 합니다. 지금 공장에 견적 물어본 상태예요.",
      "손님은 주로 30~40대 직장인이나 부모님 선물 사시는 분들이에요. 판매는 스마트스토어랑 하동 로컬푸드 매장, 그리고 서울 카페 두 곳에 납품하고 있고요. 디자인은 깔끔하고 여백 많은 쪽이 좋은데 동생은 금박 넣어서 고급스럽게 하자고 하네요. 저는 금박은 좀 과한 것 같습니다.",
      "플라스틱은 최대한 안 쓰고 싶어요. 다만 티백 내포장은 습기 때문에 알루미늄 코팅된 걸 써야 한다고 해서 그것만 예외로 하려고요. 제일 신경 쓰이는 게 습기라서 찻잎이 눅눅해지지 않는 게 제일 중요합니다.",
      "방금 공장에서 답이 왔는데 틴은 최소 3,000개부터래요. 저희는 1년에 천 개도 안 나가서 틴은 접겠습니다 ㅎㅎ 잎차랑 티백은 크라프트 지퍼 파우치로 하고, 선물세트 상자는 재생지로 해주세요.",
      "일정은 5월에 하동 야생차문화축제가 있어서 거기서 새 포장으로 처음 선보이고 싶어요. 인쇄 기간까지 생각하면 디자인은 3월 중순까지는 끝났으면 합니다."
    ],
    "whenAsked": {
      "colors_and_elements": "색은 아직 못 정했어요. 동생이 로고를 새로 만들지 말지 고민 중이라, 로고가 정해지면 색도 거기 맞추려고 합니다.",
      "other_design_requirements": "택배 박스도 같이 해주시면 좋겠어요. 라벨 스티커는 지금 쓰는 거 그대로 쓸 거라 필요 없습니다."
    },
    "otherwise": "그 부분은 특별히 원하는 건 없습니다. 전문가분이 보시기에 좋은 쪽으로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "40년",
          "황차 포장"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "하동 악양면"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "발효시킨 차",
          "우려서"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "40g",
          "1.5g짜리 20개"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "야생 찻잎",
          "손으로 덖는다"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "너무 싸 보인다"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "30~40대 직장인",
          "부모님 선물"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "스마트스토어",
          "로컬푸드",
          "카페"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "깔끔하고 여백 많은"
        ]
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "습기",
          "눅눅해지지"
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
      "preferred_materials": {
        "said": 6,
        "text": [
          "크라프트",
          "재생지"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout131-website-ko-gijang-stay",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 부산 기장 일광해수욕장 앞에서 방 네 개짜리 작은 스테이를 하고 있어요. 제가 요가 강사라서 아침마다 투숙객 대상으로 요가 수업도 하고요. 홈페이지를 제대로 하나 만들고 싶어서 왔어요.",
      "지금은 예약을 전화랑 카톡으로만 받는데 지난 여름에 이중 예약이 두 번이나 났어요 ㅠㅠ 그래서 날짜 보고 바로 예약하고 결제까지 되는 예약 사이트가 제일 필요해요. 지금 있는 건 네이버 블로그 하나뿐이에요 blog.naver.com/ilgwang_stay",
      "페이지는 객실 소개, 요가 프로그램, 예약, 오시는 길, 후기 정도면 될 것 같아요. 손님 대부분이 인스타 보고 폰으로 들어오셔서 모바일에서 예약이 쉬워야 해요. 언어는 다 한국어로 하고 예약 페이지만 영어랑 일본어도 있었으면 해요. 일본 손님이 은근 많거든요 ㅎㅎ",
      "오시는 분들은 거의 서울 경기에서 혼자나 친구랑 쉬러 오는 30~40대 여성분들이에요. 분위기는 바다 느낌 나게 하얗고 여백 많은, 차분한 느낌이요. 남편은 파란색 팍팍 넣자는데 그건 너무 횟집 간판 같아서요 ㅋㅋ",
      "예산은요, 소상공인 디지털 바우처 신청해 둔 게 있어서 그게 되면 800만 원까지 쓸 수 있고 안 되면 500만 원 정도예요. 결과는 이번 달 안에 나온대요.",
      "오픈은 3월 말까지는 꼭 했으면 해요. 4월부터 벚꽃이랑 봄 성수기라 예약이 몰리거든요. 사진은 제가 찍어둔 게 많아서 그거 쓰면 되는데, 객실 사진만 전문가한테 다시 찍고 싶어요.",
      "아 그리고 방금 문자 왔어요!! 바우처 선정됐대요 🙌 그럼 예산은 800만 원까지로 생각할게요."
    ],
    "whenAsked": {
      "competitors": "아직 못 찾아봤어요. 서울 사는 딸이 괜찮은 스테이 사이트 몇 개 보내준다고 했는데 아직 안 보내줘서요 ㅎㅎ",
      "plans_after_project": "나중엔 제가 만든 비누랑 요가매트도 팔아보고 싶은데 그건 올해는 아니에요."
    },
    "otherwise": "그건 잘 모르겠어요~ 보기 좋게 알아서 해주세요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "스테이",
          "요가 수업"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "부산 기장"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "이중 예약"
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
        "said": 1,
        "text": [
          "blog.naver.com/ilgwang_stay"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "객실 소개",
          "요가 프로그램",
          "예약",
          "오시는 길",
          "후기"
        ]
      },
      "key_considerations": {
        "said": 2,
        "text": [
          "모바일에서 예약이 쉬워야"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "한국어",
          "영어",
          "일본어"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30~40대 여성"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "여백 많은",
          "차분한"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "객실 사진"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 8000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout131-other-ko-cheongju-walk",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 청주 서원구 사직동 주민자치회에서 간사 맡고 있는 사람입니다. 매년 봄에 무심천 벚꽃길 걷기대회를 하는데 올해가 10회째라 홍보물을 제대로 한번 만들어보자는 얘기가 나와서 연락드렸어요.",
      "필요한 건 포스터랑 현수막이에요. 그리고 시에서 보조금이 나오면 참가자 기념 티셔츠도 만들고, 안 나오면 티셔츠는 빼려고요. 보조금 결과는 다음 주쯤 나온다고 합니다.",
      "참가자는 동네 어르신들이 제일 많고 유모차 끌고 오는 젊은 가족들도 꽤 있어요. 작년엔 600명 정도 왔는데 10회째니까 더 많이 오게 하는 게 목표입니다. 특히 새로 입주한 아파트 젊은 세대들은 이 행사를 잘 모르시더라고요.",
      "분위기는 밝고 친근한 느낌이면 좋겠어요. 벚꽃 분홍색은 당연히 들어가야 할 것 같고 형광색은 빼주세요. 위원 한 분이 마스코트 캐릭터를 만들자고 하셨는데 회의에서 정해진 게 아니라서 일단 없는 걸로 생각해 주세요.",
      "행사는 4월 4일 토요일이에요. 벚꽃이 늦게 피면 일주일 미룰 수도 있는데, 어쨌든 포스터는 한 달 전엔 붙여야 해서 디자인은 2월 20일까지는 받아야 합니다.",
      "어르신들이 많이 보시니까 글씨는 무조건 크게 해주세요. 그리고 날짜가 바뀔 수도 있으니 포스터에서 날짜 부분만 쉽게 고칠 수 있게 해주시면 좋겠어요.",
      "진행은 제가 중간에서 카톡으로 연락드리고, 최종 결정은 위원장님이 하십니다. 위원장님이 연세가 있으셔서 시안은 PDF로 주시면 제가 뽑아서 보여드릴게요.",
      "방금 동장님한테 전화 왔는데 보조금 나온대요! 그럼 포스터, 현수막에 기념 티셔츠까지 세 가지로 부탁드릴게요. 티셔츠는 앞면에 대회 이름, 뒷면에 후원 단체 이름 들어가면 돼요."
    ],
    "whenAsked": {
      "plans_after_project": "내년에도 할지는 아직 몰라요. 올해 참가자 수 보고 연말 총회에서 정한다고 해서요."
    },
    "otherwise": "그건 특별히 정해진 건 없어요. 괜찮은 쪽으로 해주시면 됩니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "무심천 벚꽃길 걷기대회",
          "10회째"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "청주 서원구 사직동"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "어르신",
          "젊은 가족"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "더 많이 오게",
          "젊은 세대"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "밝고 친근한"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "분홍색",
          "형광색은 빼주세요"
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
      "key_considerations": {
        "said": 5,
        "text": [
          "글씨는 무조건 크게",
          "날짜 부분만 쉽게"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "카톡",
          "위원장님"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "포스터",
          "현수막",
          "티셔츠"
        ]
      }
    }
  },
  {
    "id": "heldout131-commercial-ko-cheongju-pilates",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 청주에서 필라테스 스튜디오 오픈 준비하고 있어요. 원래 대학병원 재활의학과에서 물리치료사로 8년 일하다가 작년에 그만두고 이제 제 공간 차려보려고요 ㅎㅎ 그룹 수업보다는 1:1이랑 3명 이하 소그룹 위주로 할 거예요.",
      "자리는 서원구 사직동 운리단길 초입 쪽 상가 2층이에요. 지금 계약한 호실은 28평인데 바로 옆 호실이 3월에 비거든요. 건물주 사장님이 벽 터도 된다고 하시면 합쳐서 42평으로 하고, 안 된다고 하시면 28평으로만 가려구요. 오픈은 4월 중순 목표인데 합치게 되면 공사 때문에 5월로 밀릴 것 같아요.",
      "오실 분들은 30~50대 여성분들이 제일 많을 것 같아요. 허리디스크나 거북목 있는 직장인, 출산하고 골반 틀어진 분들이요. 근처 필라테스는 거의 다 다이어트랑 바디프로필 쪽이라 저는 통증 관리랑 재활 쪽으로 차별화하려고요. 첫 수업 때 체형 분석 장비로 검사하고 물리치료사인 제가 직접 프로그램 짜드리는 거요.",
      "분위기는 병원 같지 않았으면 좋겠어요 ㅋㅋ 병원에 오래 있어서 그런지 하얗고 차가운 느낌이 너무 싫더라구요. 따뜻한 원목에 자연광 많이 들어오는 느낌이요. 다만 탈의실이랑 샤워실은 예외로 좀 어둡고 아늑한 호텔 느낌이었으면 해요. 색은 베이지랑 올리브 그린 정도? 핑크는 빼주세요! 요즘 필라테스샵이 다 핑크라서요.",
      "예산은 인테리어만 7천만 원이에요. 청년창업 지원금 신청해둔 게 있어서 붙으면 2천 정도 더 쓸 수 있는데 발표가 3월 말이라… 일단 7천 기준으로 봐주세요. 기구(리포머 6대, 캐딜락 1대)는 제가 따로 사는 거라 예산에서 빼셔도 돼요.",
      "앗 방금 건물주 사장님한테 문자 왔어요!! 옆 호실 합쳐도 된대요 🎉 그래서 42평으로 갑니다. 옆 호실이 3월 15일에 빠진다니까 오픈은 어린이날 연휴 끝나고 5월 11일 월요일로 잡을게요.",
      "그리고 중요한 거! 2층인데 바로 아래층이 카페라서 바닥 방진이랑 방음은 꼭 제대로 해야 돼요. 점프보드 수업도 할 거라서요. 샤워실은 2개 필요하고요. 간판이랑 창문 시트지도 같이 해주시면 좋겠어요. 로고는 지금 다른 디자이너분이 작업 중이에요."
    ],
    "whenAsked": {
      "brand_value": "'아프지 않게 오래 움직이는 몸'이요. 들어오시는 순간 '여기선 안 다치겠다' 싶게 안심되는 느낌이었으면 좋겠어요.",
      "unique_design": "음… 그건 아직 모르겠어요. 로고가 2월 말에 나와서 그거 보고 같이 정하고 싶어요. 혹시 아이디어 있으시면 제안해주세요!",
      "problem_need": "결국은 처음 상담 오신 분이 여기 제대로 하는 데구나 믿고 등록하게 만드는 거요. 그래서 상담실이 따로 있었으면 해요."
    },
    "otherwise": "그건 딱히 생각해둔 게 없어요. 알아서 잘 해주세요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "필라테스 스튜디오",
          "물리치료사로 8년"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "사직동",
          "운리단길"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "30~50대 여성",
          "허리디스크"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "통증 관리랑 재활",
          "체형 분석"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "병원 같지 않았으면",
          "따뜻한 원목"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "베이지",
          "핑크는 빼주세요"
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
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 42,
          "unit": "pyeong"
        }
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-11",
          "relation": "on",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "바닥 방진",
          "방음",
          "샤워실은 2개"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "간판",
          "창문 시트지"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "아프지 않게 오래 움직이는 몸",
          "안심"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "믿고 등록",
          "상담실"
        ]
      }
    }
  },
  {
    "id": "heldout131-exhibition-ko-daegu-diops-eyewear",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 대구 북구 3공단에 있는 안경테 제조업체 태성광학입니다. 아버지가 30년 가까이 OEM으로 티타늄 테를 만들어 오셨고 제가 3년 전에 들어와서 자체 브랜드 노르(NOR)를 만들었습니다. 이번 4월 대구국제안경전(DIOPS)에 처음으로 자체 브랜드로 부스 내려고 합니다.",
      "장소는 엑스코 동관이고 전시는 4월 8일 수요일부터 10일 금요일까지입니다. 부스는 독립부스 2칸(3x3 두 개, 18제곱미터)으로 신청해놨는데, 코너 자리 대기 걸어놔서 빠지는 데 생기면 4칸 36제곱미터로 키울 생각입니다. 사무국에서 이번주 안에 알려준다고 했어요.",
      "오는 사람은 국내 안경원 원장님들도 있지만 저희가 진짜 잡고 싶은 건 해외 바이어입니다. 특히 일본이랑 베트남, 태국 쪽 유통사요. 일반 관람객도 오긴 하는데 그분들은 크게 신경 안 쓰셔도 됩니다.",
      "브랜드는 '가볍고 오래 가는 테'가 핵심입니다. 8그램대 티타늄 테인데 나사 없는 힌지 구조라 고장이 거의 없어요. 부스 와서 직접 써보고 어 이거 진짜 가볍네 하고 놀라게 하는게 목표고요. 스타일은 깔끔하고 미니멀하게, 근데 너무 차갑진 않게 공장 느낌이 살짝 나는 거요. 금속 질감 그대로 드러나는 그런.",
      "아이디어 하나 있는 건, 저희 공장 CNC 가공 과정 찍은 영상을 벽 한 면에 크게 틀고 그 앞에 테를 하나하나 공중에 매달아서 무게감 없는 느낌을 주는 겁니다. 그래서 전기는 당연히 필요하고 물은 안 씁니다. 원래 초음파 세척기 시연도 하려다가 그건 빼기로 했어요.",
      "예산은 디자인이랑 시공 합쳐서 2,500만 원입니다. 대구시 해외마케팅 지원사업으로 부스 임차료 일부는 환급받는데 그건 임차료 얘기라 이 예산이 늘어나는 건 아니에요. 반입은 개막 전날 4월 7일, 철수는 10일 폐막하고 당일 바로입니다. 시공사 도면 제출이 3월 16일까지라 디자인은 그 전에 확정돼야 합니다.",
      "방금 사무국에서 전화 왔는데 코너 자리가 하나 났답니다. 근데 4칸짜리는 아니고 3칸짜리라 27제곱미터로 하기로 했습니다. 부스 커졌다고 예산 올리는 건 아버지가 절대 안 된다고 하셔서 예산은 그대로 가야 돼요 ㅎㅎ"
    ],
    "whenAsked": {
      "key_considerations": "샘플 도난이 제일 걱정입니다. 작년에 아는 업체가 전시 중에 샘플을 수십 개 잃어버렸다고 해서요. 진열장은 잠금 되는 걸로 해주시고, 바이어 상담 테이블 2개는 꼭 넣어주세요. 해외 바이어 대상이라 영어 표기도 필수고요.",
      "colors_and_elements": "색은 지금 말씀드리기가 어렵습니다. 영문 브랜드명이 상표 문제로 바뀔 수도 있어서 로고랑 컬러가 아직 확정이 안 됐어요. 2월 중에는 정해질 겁니다.",
      "other_design_requirements": "영문 카탈로그랑 바이어한테 나눠줄 제품 카드도 같이 해주시면 좋겠습니다.",
      "plans_after_project": "이번 반응 괜찮으면 9월에 파리 실모(SILMO)도 나가보려고 합니다. 그러니 부스 집기는 재사용할 수 있게 만들어주시면 좋겠어요."
    },
    "otherwise": "그건 특별히 없습니다. 알아서 해주셔도 됩니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "대구국제안경전",
          "자체 브랜드"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "엑스코",
          "동관"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-08",
          "relation": "on",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "해외 바이어",
          "일본이랑 베트남"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "가볍고 오래 가는 테"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "나사 없는 힌지"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "미니멀",
          "공장 느낌"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "CNC 가공",
          "공중에 매달아서"
        ]
      },
      "water_electricity_supply": {
        "said": 4,
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
          "amount": 25000000,
          "currency": "KRW"
        }
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-07",
          "relation": "on",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-10",
          "relation": "on",
          "precision": "day"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-16",
          "relation": "by",
          "precision": "day"
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
      "key_considerations": {
        "said": "asked",
        "text": [
          "도난",
          "잠금",
          "상담 테이블 2개",
          "영어 표기"
        ]
      }
    }
  },
  {
    "id": "heldout131-residential-ko-sejong-return-from-vancouver",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": -480,
    "messages": [
      "안녕하세요~ 저희 가족이 캐나다 밴쿠버에서 12년 살다가 올여름에 한국 들어가요. 남편이 세종에 있는 연구원으로 이직하게 돼서요. 그래서 세종시 새롬동에 아파트를 하나 샀는데 들어가기 전에 전체 인테리어 하고 싶어서 문의드려요. 여긴 지금 저녁이에요 ㅎㅎ",
      "집은 2016년에 지어진 34평이고 방 3개 화장실 2개예요. 발코니는 전 주인이 이미 확장해놨구요. 실물은 저희가 못 보고 시누이가 대신 가서 영상 찍어줬어요 ㅋㅋ 입주는 아들 2학기 개학 전에, 8월 중순쯤 생각하고 있어요.",
      "식구는 저랑 남편, 중학교 2학년 올라가는 아들, 골든리트리버 한 마리요. 제일 걱정되는 건 층간소음이에요. 아들이 드럼을 치는데 여기선 단독주택이라 괜찮았지만 아파트는 다르잖아요… 방 하나는 방음 제대로 해서 전자드럼 칠 수 있게 해주세요. 강아지가 열 살이라 바닥도 미끄럽지 않은 걸로요.",
      "남편은 일주일에 하루 재택하고 저는 번역 일을 집에서 해서 제 작업 공간이 꼭 있어야 해요. 주말엔 친구들 불러서 집에서 밥 먹는 거 좋아하구요. 그리고 전 주인 인테리어가 금색 몰딩에 대리석 아트월이라 너무 화려해요 ㅠ 그건 싹 걷어내고 싶어요.",
      "예산이 좀 애매한데요, 밴쿠버 집이 아직 안 팔렸거든요. 지금 확실하게 쓸 수 있는 건 8천만 원이고 집이 잘 팔리면 1억 2천까지도 생각은 있어요. 근데 요즘 여기 부동산 경기가 안 좋아서 8천으로 계획해주시는게 맞을 것 같아요.",
      "스타일은 솔직히 아직 잘 모르겠어요 ㅋㅋ 남편은 완전 모던하고 깔끔한 거, 저는 따뜻한 빈티지 쪽이라 합의가 안 됐거든요. 둘이 레퍼런스 모아서 다음주쯤 보내드릴게요. 아 그리고 캐나다에서 모은 원주민 판화가 6점 있는데 그건 꼭 걸 자리 있었으면 해요. 책도 한 500권 가져가요.",
      "헐 방금 남편 회사에서 연락 왔는데 입사일이 7월 20일로 당겨졌대요 😭 그 전에 이사 끝내야 하니까 입주는 늦어도 7월 10일까지는 해야 돼요. 현장은 저희가 6월 말에 들어가기 전엔 못 가서 그 전엔 시누이가 대신 봐주고 미팅은 화상으로 해야 할 것 같아요. 시차가 17시간이라 한국 시간으로 아침 8시 전이나 오후 늦게가 좋아요."
    ],
    "whenAsked": {
      "colors_and_elements": "색은 스타일 정해지면 같이 정하고 싶은데 회색만 좀 피하고 싶어요. 밴쿠버 하늘이 겨울 내내 회색이라 질렸거든요 ㅋㅋ 나무 느낌은 저희 둘 다 좋아해요."
    },
    "otherwise": "그건 크게 상관없어요~ 전문가분들이 알아서 해주세요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "밴쿠버",
          "전체 인테리어"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "세종시 새롬동"
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
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 10,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 34,
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
        "said": 2,
        "text": [
          "중학교 2학년",
          "골든리트리버"
        ]
      },
      "key_considerations": {
        "said": 2,
        "text": [
          "방음",
          "미끄럽지 않은"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "번역 일을 집에서",
          "친구들 불러서"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "금색 몰딩",
          "싹 걷어내고"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 80000000,
          "currency": "KRW"
        }
      },
      "preferred_style": {
        "said": 5,
        "skipped": true
      },
      "important_collections": {
        "said": 5,
        "text": [
          "원주민 판화",
          "500권"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-10",
          "relation": "by",
          "precision": "day"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "화상",
          "시누이"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "회색만 좀 피하고",
          "나무 느낌"
        ]
      }
    }
  },
  {
    "id": "heldout131-brand-zh-lukang-noodles",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我家在彰化鹿港做手工麵線，到我已經是第三代了，品牌叫「日頭埕」。今年我爸終於答應讓我接手，所以想趁這個機會把品牌形象重新整理，logo跟整套視覺都想重做",
      "「日頭」是台語的太陽，「埕」是以前三合院前面的空地。我阿公1972年開始做麵線，就是在家門口的埕上面曬，所以取這個名字。阿公以前手寫的「日頭埕」三個字一定要保留，因為那是他留下來唯一的字😢",
      "我們有賣白麵線、紅麵線（做壽拜拜用的），還有過年的麵線禮盒。現在包裝都是透明塑膠袋加一張貼紙，朋友說看起來很像菜市場買的，年輕人不太會買來送人，所以最主要是想讓它變成拿得出手的伴手禮",
      "現在的客人大多是附近的老客人跟來鹿港老街玩的觀光客，但我比較想抓30到45歲、會買伴手禮送長輩的上班族。網路上目前只有粉專跟蝦皮，粉專是 facebook.com/ritouting",
      "風格想要溫暖、有手作感，但不要太復古那種老店風。我妹一直說要畫一個Q版阿公當吉祥物，我跟我爸都覺得太可愛了不適合，先不要。顏色想用陽光的橘黃、竹篩的米色，大紅色不要，除了過年禮盒那款可以用紅",
      "時間的話，如果有抽到3月28號台中那個文創市集的攤位，就要在3月20號前弄好，因為要帶新東西去擺；沒抽到的話就5月底前完成就好。名片跟禮盒的封口貼紙也想一起設計",
      "啊剛剛收到市集的email，沒抽到😅 那就5月底前完成就可以了，不用趕。還有提案的話我爸不太看手機，最好印出來給他看，最後是我跟他一起決定"
    ],
    "whenAsked": {
      "registration_status": "文字的部分我爸說民國87年就註冊了，證書還收在家裡，不過那時候只有註冊字，沒有圖",
      "need_registration_assistance": "新的logo應該也要註冊吧？那就麻煩你們幫忙，我們完全不懂這個"
    },
    "otherwise": "這個沒有特別想法耶，你們覺得好就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "手工麵線",
          "品牌形象重新整理"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "彰化鹿港"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "台語的太陽",
          "三合院前面的空地"
        ]
      },
      "key_considerations": {
        "said": 1,
        "text": [
          "手寫",
          "一定要保留"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "白麵線",
          "紅麵線",
          "麵線禮盒"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "拿得出手的伴手禮"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30到45歲",
          "送長輩的上班族"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "facebook.com/ritouting"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "溫暖",
          "手作感"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "橘黃",
          "竹篩的米色",
          "大紅色不要"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "名片",
          "封口貼紙"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-31",
          "relation": "by",
          "precision": "month"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "印出來",
          "一起決定"
        ]
      },
      "registration_status": {
        "said": "asked",
        "value": {
          "kind": "choice",
          "selected": [
            "registered"
          ]
        }
      },
      "need_registration_assistance": {
        "said": "asked",
        "value": {
          "kind": "yes_no",
          "value": true
        }
      }
    }
  },
  {
    "id": "heldout131-packaging-zh-neipu-cacao",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我是屏東內埔「嶺下可可」的小林，我爸種可可種了快十年，去年我從台北辭職回來，開始自己做巧克力片。現在的包裝是網路上買的現成牛皮紙袋，所以想請你們設計真正屬於我們的包裝🍫",
      "產品是單片的黑巧克力，一片50克，大概8x16公分，目前有70%、85%跟一款加了屏東檸檬的。特別的是豆子全部是自己家種、自己發酵的，台灣能從樹一路做到巧克力片的品牌真的很少",
      "包裝形式想要外面一個紙盒，裡面再包一層防潮的。材料我希望全部都不要塑膠，只有裡面那層因為屏東太熱、巧克力很容易反潮，可以用鋁箔。紙盒如果可以的話想用甘蔗渣做的紙，不行的話FSC的紙也OK",
      "客人主要是25到40歲、會特地找單一產地、在意成分的人，很多是咖啡圈的朋友。現在賣的地方是我們自己的官網跟週末的市集，如果台北那間選物店談成的話也會上架，他們說這兩天會回我",
      "風格想要乾淨、有一點熱帶感，但不要那種很可愛的卡通風。顏色想用可可果實那種紫紅跟土黃，其他顏色不要太多。然後70%、85%要讓人一眼就看得出來，因為客人都是看%數在挑的",
      "選物店剛剛回我了，確定要上架！！所以通路會是官網、週末市集，再加上台北那間選物店。他們說盒子要能自己立在架上，這個也麻煩注意一下🙏",
      "另外我們一次大概只印500盒，量很小，所以燙金、打凸那種如果最低量太高就不用了，印刷簡單就好。之後如果賣得好，年底想出三片裝的禮盒"
    ],
    "whenAsked": {
      "expected_deadline": "時間現在還說不準耶，要等選物店那邊給我上架的檔期，他們說2月才會排，排出來我再跟你們說"
    },
    "otherwise": "都可以，交給你們決定～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "辭職回來",
          "巧克力片"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "屏東內埔"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "單片的黑巧克力",
          "屏東檸檬"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "50克",
          "8x16公分"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "自己家種",
          "自己發酵"
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
      "preferred_materials": {
        "said": 2,
        "text": [
          "甘蔗渣",
          "鋁箔"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "25到40歲",
          "單一產地"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "乾淨",
          "熱帶感"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "紫紅",
          "土黃"
        ]
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "一眼就看得出來"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "官網",
          "週末市集",
          "選物店"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "三片裝的禮盒"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout131-website-zh-hukou-cnc",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是新竹湖口工業區的一間精密零件加工廠，叫「信隆精密」，做CNC車銑跟研磨，員工大概35個人。我是第二代，現在負責業務跟管理",
      "現在的網站是我爸十幾年前找人做的 www.hsinlung-cnc.com.tw ，手機打開字小到看不到，還有國外客戶問我們是不是倒了😂 因為現在七成訂單是外銷，想重做一個正式的公司網站，讓國外買家可以直接看到設備跟認證，然後線上詢價",
      "頁面大概要：公司介紹、設備清單、加工案例、品質認證（我們有ISO 9001）、詢價表單、徵才。語言要中文跟英文，全站都要，除了徵才那頁只要中文就好，因為我們只招本地的。日文的話，如果日本那家客戶今年真的下單再加",
      "會看網站的主要是歐美跟日本的採購還有工程師，他們很在意公差、材質、有沒有認證。風格想要專業、穩重，照片多一點字少一點，不要那種很炫的科技藍光特效",
      "預算的部分有點複雜😅 我們有申請經濟部的數位轉型補助，如果有過，總預算可以到25萬；沒過的話公司只能出12萬。結果應該這個月底會出來",
      "時間的話一定要在4月10號前上線，因為4月20號我們要去德國漢諾威工業展，新的名片跟型錄上都要印網址",
      "另外要特別注意，設備跟加工案例的照片裡，有些客戶的零件不能拍清楚，因為有簽保密協議，可能要模糊處理或改用圖示。如果你們有合作的攝影師，也想請你們來廠裡拍",
      "欸剛剛會計跑來跟我說補助核准了！比預期早出來🎉 所以預算就抓25萬，上限就是這樣"
    ],
    "whenAsked": {
      "competitors": "這個我真的不知道耶，平常都是業務在跑，我自己沒在看別人的網站，等我問過業務在跟你說"
    },
    "otherwise": "沒有特別的想法，照你們專業建議就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "精密零件加工廠",
          "CNC"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "新竹湖口"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "hsinlung-cnc.com.tw"
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
      "problem_need": {
        "said": 1,
        "text": [
          "直接看到設備跟認證",
          "線上詢價"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "公司介紹",
          "設備清單",
          "加工案例",
          "詢價表單"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "中文",
          "英文"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "採購",
          "工程師"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "專業",
          "穩重"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-10",
          "relation": "by",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "保密協議"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "來廠裡拍"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 250000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout131-other-zh-sanxing-map",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是宜蘭三星鄉一個社區發展協會的總幹事，姓游，今年62歲了，打字比較慢請多包涵🙏 我們社區這幾年有在推青蔥田的小旅行，遊客越來越多，可是大家來了都找不到路，一直打電話來問",
      "所以想請你們設計一份社區的導覽地圖摺頁，上面要有蔥田、老碾米廠、社區廚房、廁所跟停車的地方。另外活動中心門口想放一塊大的導覽看板，但這個要看公所的經費有沒有下來，沒有的話就先只做摺頁",
      "最主要是希望遊客自己看地圖就走得到，不用一直打電話給我們，因為我們志工都是阿公阿嬤，沒辦法一直接電話",
      "來的人大部分是台北來的親子家庭，還有騎腳踏車的年輕人，週末比較多。風格希望可愛一點、有手繪的感覺，像那種插畫地圖",
      "時間的話，4月18號協會要辦春天的蔥田小旅行，摺頁要在那之前印好發給遊客，印刷廠說要兩個禮拜，所以設計最好3月底前完成",
      "剛剛公所的承辦打電話來，說看板的經費核准了👏👏 所以摺頁跟活動中心門口的大看板，兩個都要麻煩你們設計了",
      "我們協會做決定都要理事長點頭，我負責跟你們聯絡。我不太會用電腦，稿子用LINE傳給我就好，我再印出來給理事長看"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色我現在真的不敢說，因為下禮拜理監事會才要討論，有人想要蔥的綠色、有人說要用社區的代表色橘色，還吵不出結果😅",
      "key_considerations": "字要大，因為很多老人家也會拿。還有路一定要畫對，不能把人帶進私人的田裡，之前就有遊客踩到人家的蔥被罵"
    },
    "otherwise": "這個都可以，你們看著辦就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "社區發展協會",
          "青蔥田的小旅行"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "宜蘭三星"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "自己看地圖就走得到"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "親子家庭",
          "騎腳踏車的年輕人"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "手繪",
          "插畫地圖"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-03-31",
          "relation": "by"
        }
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "摺頁",
          "看板"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "理事長",
          "LINE"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "字要大",
          "私人的田"
        ]
      }
    }
  },
  {
    "id": "heldout131-commercial-zh-chiayi-herbal-shop",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我是嘉義的林小姐，家裡在中山路開中藥行「德昌蔘藥行」，從我阿公那代開到現在快六十年了。我今年正式接手，想把店面前半部改成漢方茶飲跟茶包的門市，後半部還是維持抓藥。",
      "現在最大的問題是店裡又暗又舊，一整面黑黑的藥櫃加上日光燈，年輕人經過都不敢進來，只剩附近的阿公阿嬤會來。我想吸引30幾歲的上班族跟剛生完的媽媽，她們其實很需要調養，只是覺得中藥行很有距離感。",
      "空間的話，原本的店面是16坪。如果隔壁那間也租得到，就打通變28坪，茶飲區可以做大一點，不過房東說要先問他兒子，還沒確定😅",
      "風格想要明亮乾淨，有點像日本那種漢方藥局，白色跟淺木色為主。除了那面藥櫃，一百多格的老檜木藥櫃是阿公親手做的，一定要留原本的深色，我想把它變成店裡的主角，茶飲吧檯就放在它正對面。我爸一直說要掛金色的大招牌才氣派，但我覺得太俗了，這個我不考慮啦",
      "預算目前確定的是150萬。如果青創貸款有過可以再多50萬，但銀行說要3月才知道，所以先用150萬抓比較保險。",
      "希望5月開幕，因為端午節前是我們一年最忙的時候，香包跟艾草都賣很好。除非拆的時候發現牆壁有什麼問題，老房子很難講，那就只能延到6月了",
      "剛剛房東回我了，隔壁那間要留給他兒子開店，所以確定只有原本的16坪，茶飲區就要做小一點囉。對了我們家的優勢是我哥是中醫師，茶飲的配方都是他依照體質調的，不是網路上隨便抄的那種"
    ],
    "whenAsked": {
      "brand_value": "我希望大家覺得中藥不是老人家的專利，走進來像到阿嬤家一樣安心，但又是清爽、現代的感覺",
      "key_considerations": "藥材很怕潮濕，後面的藥材儲藏區一定要除濕。還有動線要分開，買茶飲的年輕人跟來抓藥的老客人不要擠在同一個櫃檯",
      "other_design_requirements": "招牌跟茶包包裝要不要一起請你們做，我現在還沒辦法說欸，要看市政府的老屋補助有沒有過，過了才有錢做"
    },
    "otherwise": "這個我沒特別想法，你們覺得好就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "德昌蔘藥行",
          "漢方茶飲"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "嘉義",
          "中山路"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "又暗又舊",
          "不敢進來"
        ]
      },
      "target_audience": {
        "said": 1,
        "text": [
          "30幾歲的上班族",
          "剛生完的媽媽"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "明亮乾淨",
          "漢方藥局"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "白色跟淺木色",
          "深色"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "老檜木藥櫃",
          "茶飲吧檯"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 1500000,
          "currency": "TWD"
        }
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "on"
        }
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 16,
          "unit": "ping"
        }
      },
      "competitive_advantage": {
        "said": 6,
        "text": [
          "中醫師",
          "依照體質調"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "不是老人家的專利",
          "安心"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "除濕",
          "動線要分開"
        ]
      }
    }
  },
  {
    "id": "heldout131-exhibition-zh-shengang-bike-lights",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是台中神岡「嘉昱精工」的行銷，敝姓陳。我們做自行車車燈跟鈴鐺，三十幾個人的工廠，以前主要幫歐洲品牌代工，這兩年開始推自己的品牌 LUMA。3月要參加台北國際自行車展，在南港展覽館一館，想找人設計攤位。",
      "展期是3/25到3/28，進場佈置是3/23跟3/24兩天。撤場時間我目前沒辦法確定，去年是閉展當天晚上就要撤完，但聽說今年有改，要等主辦2月的參展說明會才知道。",
      "攤位現在是一個標準攤位 3x3。我們有排候補，如果隔壁那格有人退，就會併成 3x6，所以設計可能要先想兩個版本，不好意思😓 預算老闆說50萬以內，但如果攤位變大可以放寬到70萬。",
      "主要想接觸的是歐洲跟日本的品牌採購跟代理商，一般民眾不是重點。我們想讓人感覺：零件雖然小，但我們做得很精、很可靠，車燈都有過德國 StVZO 認證。",
      "風格希望有點工業感，像實驗室那種精密的感覺，但不要太冷冰冰。顏色用我們 logo 的橘色搭淺灰，除了展示車燈的那一面牆要全黑，因為要讓採購看清楚光型。業務經理一直想放一台超大電視輪播影片，我覺得會搶掉燈的光，這個先不要。",
      "我自己最想做的是一個小小的「夜騎隧道」，暗暗的，採購走進去可以按按鈕切換不同車燈，直接看到路面上的光型。所以一定要有電，燈全部要亮著展示，水就不用了。",
      "好消息！！主辦剛剛打來，隔壁那格退了，我們確定是 3x6，18平方米。所以預算就照老闆說的，上限70萬。"
    ],
    "whenAsked": {
      "key_considerations": "樣品都很小，展示櫃一定要能上鎖，去年被摸走好幾顆鈴鐺。還有主結構最好3/23當天就搭好，因為3/24我們要擺樣品、一顆一顆測燈"
    },
    "otherwise": "這部分沒有特別想法，照你們專業建議就可以",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "自行車車燈跟鈴鐺",
          "LUMA"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南港展覽館一館"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-25",
          "relation": "on"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-23",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 1,
        "skipped": true
      },
      "target_audience": {
        "said": 3,
        "text": [
          "品牌採購跟代理商"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "很精",
          "很可靠"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "工業感",
          "實驗室"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "橘色搭淺灰",
          "全黑"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "夜騎隧道",
          "光型"
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
          "amount": 18,
          "unit": "m2"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 700000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "上鎖",
          "測燈"
        ]
      }
    }
  },
  {
    "id": "heldout131-residential-zh-zhubei-apartment",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我們是住新竹的小夫妻，剛在竹北火車站附近買了一間中古電梯大樓，屋齡24年，想整間翻新再搬進去。室內實坪大概27坪，三房兩廳兩衛。",
      "原屋主做了超多木作，天花板壓很低，整間很暗很壓迫😵 廚房是封閉的又超小，我很愛做烘焙，現在連烤箱都放不進去。希望廚房可以打開變成開放式，最好有中島。",
      "我們兩個都在園區上班，老公每週三、五在家工作，需要一個安靜可以開視訊會議的角落。週末蠻常找朋友來家裡吃飯。老公還有快200張黑膠唱片要有地方放，另外家裡有一隻橘貓叫麻糬，希望可以做貓跳台或貓走道",
      "住的人會有我們倆、貓，還有8月中要出生的寶寶👶 婆婆可能會搬來幫忙帶小孩，如果她來的話第三間房就給她住，不然就做書房兼客房，這個老公還在跟她討論中",
      "預算的部分，我們自己準備了250萬。我爸媽說可能會贊助一點，有的話可以到300萬，但我們不想把那筆算進去，就以250萬來規劃就好。希望7月底前可以搬進去，因為預產期是8月中，不想挺著大肚子搬家",
      "風格喜歡無印那種，簡單、溫暖、收納很多。顏色想要淺木色跟米白，不要灰色系，除了浴室可以用灰色的磁磚，比較耐髒。老公想在客廳做一整面大理石電視牆，我覺得太冷又太貴，我們還在吵哈哈，先不要算進去",
      "更新一下！老公昨天跟婆婆講完了，婆婆說她住新竹市區就好，白天再過來幫忙，不搬來住。所以住的就是我們兩個、寶寶跟麻糬，第三間確定做書房兼客房。我朋友建議乾脆打掉第三間讓客廳變大，但有客房的話我爸媽來比較方便，所以不打。"
    ],
    "whenAsked": {
      "key_considerations": "最重要是材料要低甲醛，因為寶寶一出生就要住進來。再來是工期，一定要趕在7月底前完工，不能拖",
      "plans_after_project": "之後會不會生第二個，或婆婆以後會不會來住，現在真的說不準欸，先不想那麼遠😂"
    },
    "otherwise": "都可以～交給你們決定",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古電梯大樓",
          "整間翻新"
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
          "竹北火車站附近"
        ]
      },
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 24,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
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
          "很暗很壓迫",
          "開放式"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "在家工作",
          "找朋友來家裡吃飯"
        ]
      },
      "important_collections": {
        "said": 2,
        "text": [
          "黑膠唱片"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 2500000,
          "currency": "TWD"
        }
      },
      "move_in_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "無印",
          "收納很多"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "淺木色跟米白",
          "不要灰色系"
        ]
      },
      "target_audience": {
        "said": 6,
        "text": [
          "我們兩個、寶寶跟麻糬"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "低甲醛",
          "工期"
        ]
      }
    }
  }
];
