import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 103 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: asking back (visitors who ask the genie
 * questions of their own while they answer, "how much does a logo usually cost?", "這樣預算夠嗎", "평수는 공급면적 말하는
 * 거예요?", before, after or instead of an answer, which they give a message or two later; a visitor's question is never a
 * value; in each, a value of another person, place, time or thing, one correction, and one or two fields not known, filed
 * as skipped). Written in session 56 by eight writers; nineteen conversations came in the session (the zh-TW brand and
 * packaging conversations did not, and are not here). Every one was first played on e3d3a530 (the session's start): 179
 * of 243 facts (73.7 %), 6 wrong values, 20 asked again, 0 loops, 0 off-type questions, at most 15 turns. No rule was
 * written for it in the session.
 */
/* Writer's note (en-US, batch 103)
 * - residential_space: retired couple (Dale and wife) in Marquette, Michigan, redoing the inside of a 98-year-old foursquare house (four bedrooms, one bathroom) before moving in; asks whether the studio works that far north, whether old houses cost more, whether adding a bathroom is a plumber's job, and what a whole house usually costs. Traps: daughter's $45,000 kitchen in Green Bay (not the budget, not the address); the condo in Ishpeming (not the address). Correction: message 6 changes move_in_date from September (message 5) to the end of July. Unknown: colors_and_elements.
 * - commercial_space: dog groomer opening a fear-free grooming salon in a former dry cleaner's on Mountain Road, Moncton (1,150 sq ft, $60,000 CAD); asks if the studio does pet businesses, whether 1,150 sq ft is enough, whether $60,000 is too low, and how long design takes. Traps: current 300 sq ft garage at mom's place in Dieppe (not the size or address); "2 months" for design is a question, not a deadline. Correction: message 6 changes opening_date from May 1 (message 5) to June 15. Unknown: unique_design.
 * - exhibition_space: Husband-and-wife wood-canvas canoe builders from Bemidji MN (Loon Narrows Canoe Works), first own booth at Canoecopia, Alliant Energy Center, Madison; asks whether the studio does booths, whether a 17 ft canoe fits, what move-in looks like, if $12k is normal, what "style" means, who charges for power. Traps: buddy Dale's $12,000 Toronto booth (not the budget); Bemidji is home, not the venue. Correction: message 3 changes space_size from 10x10 (message 1) to 10x20 = 200 ft2. Unknown: exit_date.
 * - brand_design: Night-shift nurse in Paducah KY opening a pie storefront (Second Shift Pies), wants logo and identity; asks logo cost, whether they do menu boards/websites, whether to trademark first, whether two months is enough. Traps: cousin's Louisville bakery's registered trademark (hers is not registered); May opening is not the deadline. Correction: message 6 changes expected_deadline from April 1 (message 5) to end of February. Unknown: need_registration_assistance.
 * - packaging_design: Husband-and-wife wild rice parchers in Bemidji MN packaging a wild rice pancake mix in a stand-up pouch plus Christmas gift set; asks about pouches vs boxes, what "specifications" means, Etsy, crediting harvesters, timing. Traps: uncle's syrup in 8 oz bottles (not the spec); state fair end of August (not the deadline). Correction: message 4 changes specification from 16 oz pouch (message 2) to 24 oz. Unknown: colors_and_elements.
 * - website: Solo mobile dog groomer in Ballarat (AU) wanting a self-booking site to replace Facebook-only texting; asks if small businesses are served, whether it's called a booking site, if FAQs are read, if $4,000 is enough, if two months is realistic. Traps: mate Jodie's $12,000 cafe site (not the budget). Correction: message 5 changes budget from $4,000 AUD (message 3) to $5,500 AUD. Unknown: competitors.
 * - other: Widowed kayak rental owner on the Astoria OR riverfront wanting a waterproof route map card and dock sign; asks if maps/signage are done, what "style" means. Traps: Astoria Regatta in August (not the deadline); 2009 photocopied map. Correction: message 6 changes expected_deadline from mid-May (message 4) to April 1. Unknown: collaboration_notes.
 */
/* Writer's note (zh-TW, batch 103)
 * - residential_space: nurse and remote-working engineer couple with two cats renovating a second-hand elevator-building apartment in Yuanlin, Changhua; asks about demolition cost, pipes, typical budget, what "style" means, timing. Traps: sister's 180萬 renovation in Taichung Beitun (not the budget). Correction: message 3 changes age from 20 years (message 1) to 25 years. Unknown: colors_and_elements.
 * - commercial_space: third-generation rush-weaving family daughter turning the ground floor of the family street house in Yuanli, Miaoli into a rush-craft select shop with tea corner; asks about crowding, timing, feature wall, signage. Traps: grandmother's old market shop was 8 ping (space is 18 ping). Correction: message 5 changes opening_date from May (message 3) to mid-June. Unknown: budget.
 * - exhibition_space: second-generation daughter of a Gangshan fastener factory doing its first own 3x3 booth at the fastener show in Kaohsiung Exhibition Center; asks about booth size, lead time, power application, typical cost, screw wall idea. Traps: last year's shared 6x3 guild booth (not the space size). Correction: message 4 changes entry_date from April 14 (message 2) to April 13. Unknown: exit_date.
 * - website: 30-ish dive/snorkel instructor in Chenggong, Taitung, wants a booking site with online deposits (asks whether they build sites, if Japanese is needed, whether booking sites are always that pricey, if March is enough time). Traps: friend's Xiaoliuqiu dive shop paid 12萬 for its site (not the budget); "五月開始就是旺季" is not the deadline. Correction: message 8 changes expected_deadline from mid-April (message 7) to late March. Unknown: competitors.
 * - other: 55-year-old retired tech-fab worker in Zhudong, Hsinchu, with a coffee food truck wants the truck wrap (both sides, rear door) and menu board designed (asks if they do wraps, if the menu board costs extra, whether the snail is childish, how long wrapping takes). Traps: truck bought from a Taichung seller (not the address); April tung-blossom festival in Neiwan is not the deadline. Correction: message 6 changes colors_and_elements from dark green with white text (message 4) to mustard yellow and dark brown (snail kept). Unknown: preferred_style.
 */
/* Writer's note (ko-KR, batch 103)
 * - residential_space: Working mother in Yeongju (Hyucheon-dong) fully remodelling a 23-year-old 34-pyeong apartment she just bought, for a family of four and a cat; she keeps asking questions (supply vs exclusive area, pipes, flooring with a cat, how long the work takes, upkeep). Traps: current rented home is 24 pyeong (not the space size); Daegu firms mentioned (not the address). Correction: message 6 changes move_in_date from late April (message 4) to late March. Unknown: budget.
 * - commercial_space: Optician in Chungju leaving a franchise store in Yeonsu-dong after 12 years to open his own shop in Chilgeum-dong; asks whether the studio has done optician shops, exam-room size, whether the budget is enough, whether they do signage. Traps: the senior colleague's 80M KRW spend (not the budget); Yeonsu-dong is the old workplace (not the address); lease starting in March (not the opening date). Correction: message 4 changes space_size from 18 pyeong (message 1) to 21 pyeong. Unknown: brand_value.
 * - exhibition_space: Second-generation daughter of a Sangju dried-persimmon farm company exhibiting at a BEXCO food fair in Busan (two booth units, 3x6 m); asks whether booth-only design is possible, whether tasting and meeting tables fit, whether the budget is enough. Traps: last year's 3x3 one-unit booth at EXCO Daegu (not the size or venue). Correction: message 6 changes budget from 15M KRW (message 3) to 20M KRW. Unknown: exit_date.
 * - brand_design: 29-year-old woman in Namwon who took over her grandmother's market rice-cake shop as a studio ("순미당"), wants a new logo/identity; asks logo-vs-brand difference, whether Instagram is enough, how long a logo takes, whether a trademark comes first. Traps: the Chunhyang festival flea market in early May (not the deadline); the first wedding booking date 4/18 is context, not the deadline. Correction: message 6 changes expected_deadline from end of March (message 4) to mid-April. Unknown: need_registration_assistance (her mother pays, must ask).
 * - packaging_design: woman in Uiseong farming garlic with her husband, new gift-set box for black-garlic extract sticks; asks whether printing is included, how box size is set, whether claims go big on the box, how long printing takes. Traps: her sister's apple-juice pouches (100ml x 20) are not the spec. Correction: message 3 changes specification from 10g x 30 sticks (message 2) to 15g x 30. Unknown: preferred_materials (will ask the printer).
 * - website: paragliding tour operator in Danyang, phone-broken 10-year-old site, needs online booking; asks if booking systems are possible, whether Chinese is needed, typical website cost, whether a review board is needed, whether two months is enough. Traps: the neighbouring operator's 10,000,000 KRW site. Correction: message 5 changes budget from 3,000,000 KRW (message 3) to 4,000,000 KRW. Unknown: competitors (his younger brother is looking).
 * - other: retired teacher in Miryang (Gyeongsang dialect) wants cover and interior layout for a self-published poetry book to give out at his wife's 70th birthday; asks whether they do this, how long printing takes, whether font size is chosen for him, whether his phone photos are usable, whether they meet in person. Traps: the wife's 70th party on 5/9 is not the deadline; his son lives in Seoul (not the address). Correction: message 4 changes expected_deadline from end of April (message 2) to early April. Unknown: preferred_style (wife will pick from samples).
 */
export const hundredAndThirdHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout103-brand-en-night-shift-pies",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi there! Is this where I ask about a logo? How much does a logo usually run, just ballpark? Ok so I'm a night shift nurse in Paducah and I've been selling pies out of my kitchen for three years, and I'm finally opening a little storefront on Broadway downtown. I need a real logo and the whole look to go with it",
      "The name is Second Shift Pies because I bake after my shift, like 7am with my scrubs still on lol. My mama taught me her chess pie and I still use her rolling pin. Is that the kind of story you mean?",
      "We do fruit pies, chess pie, sweet potato, hand pies, and whole pies you order ahead for the holidays. Do you also do menu boards or just logos?",
      "Trademark thing. My cousin's bakery in Louisville got theirs registered last year and she keeps telling me to do it before anything else. Should I have a trademark first? Mine's not registered, I haven't done a thing about it",
      "the real problem is my pies go out in plain white boxes with a sticker I printed at Walgreens and nobody remembers the name, they just call me the pie lady",
      "timing, is two months enough for a logo? I was thinking done by April 1st since we open in May",
      "ugh scratch April. the sign company just told me they need the artwork by end of February or the window sign won't be ready, so I need the logo finished end of February. is that crazy?",
      "we're on Facebook, facebook.com/secondshiftpies, no website yet. Do y'all build websites too?"
    ],
    "whenAsked": {
      "need_registration_assistance": "I honestly don't know yet, my husband Ray handles the money side, I'd have to ask him first",
      "target_audience": "Folks downtown on their lunch break, church ladies ordering for potlucks, and the hospital people who already buy from me",
      "preferred_style": "Warm and homemade but not cutesy, kind of like an old diner sign",
      "colors_and_elements": "Cherry red and cream for sure, maybe a little rolling pin. No pink, everybody does pink",
      "key_considerations": "It has to look good tiny on a box sticker and big on the window, and it still has to feel like me"
    },
    "otherwise": "Whatever you think is best, hon.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "selling pies",
          "storefront",
          "logo"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Paducah"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "bake after my shift",
          "scrubs"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "fruit pies",
          "chess pie",
          "hand pies"
        ]
      },
      "registration_status": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "not_registered"
          ]
        }
      },
      "problem_need": {
        "said": 4,
        "text": [
          "plain white boxes",
          "pie lady"
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
      "brand_website": {
        "said": 7,
        "text": [
          "facebook.com/secondshiftpies"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "lunch break",
          "potlucks",
          "hospital people"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "homemade",
          "old diner sign"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Cherry red",
          "cream",
          "No pink"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "box sticker",
          "window"
        ]
      }
    }
  },
  {
    "id": "heldout103-packaging-en-wild-rice-pancake-pouch",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "hey. quick q before I start, do you guys do pouches or is it mostly boxes? we're a two person outfit in Bemidji MN, my wife Tess and me, we hand parch wild rice we buy from Ojibwe harvesters on the lakes up here and now we want to put out a wild rice pancake mix",
      "its wild rice flour, buttermilk powder and a little maple sugar. you just add water and an egg and griddle it like any pancake. what do you mean by specifications btw, like the weight?",
      "ok so a 16 oz stand up pouch with a zipper, one per pack. and a gift set for Christmas with the mix plus a small bottle of syrup from my uncle's sugarbush. he sells his syrup in 8 oz bottles with his own label tho, we're not touching that",
      "where we sell: our Saturday table at the Bemidji farmers market, our Etsy shop, and a couple resort gift shops on Lake Bemidji said they'd carry it. is Etsy even worth designing for or does that not matter?",
      "Tess just read over my shoulder and says no, the 16 oz was the test run, the real pouch is 24 oz because 16 only makes like six pancakes. so 24 oz, still one pouch per pack",
      "what makes it different is ours is real hand parched lake rice, not paddy rice from California, so it's nutty and kinda smoky. is it ok to mention the harvesters on the pouch or is that weird? we'd want to credit them for sure",
      "timing wise, the state fair is end of August but that's not our thing. we want pouches printed for summer tourist season so design done by end of April. is that enough time for you guys?"
    ],
    "whenAsked": {
      "target_audience": "Cabin folks and tourists up for the summer mostly, people who want something from up north to bring home. Also locals who know real wild rice",
      "preferred_style": "Northwoods but not cheesy, no cartoon moose. Like an old canoe outfitter sign",
      "colors_and_elements": "Honestly no clue, Tess does all the colors and she hasn't decided. Skip it for now",
      "preferred_materials": "Kraft paper if that's food safe? Something we can compost would be great",
      "key_considerations": "The mix has to stay dry, it clumps if moisture gets in. And the pouch has to stand up on a shelf without tipping over"
    },
    "otherwise": "Not really, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "wild rice pancake mix"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Bemidji"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "wild rice flour",
          "add water and an egg"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch",
            "gift_set"
          ]
        }
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "farmers market",
          "Etsy",
          "resort gift shops"
        ]
      },
      "specification": {
        "said": 4,
        "text": [
          "24 oz",
          "one pouch per pack"
        ]
      },
      "unique_selling_point": {
        "said": 5,
        "text": [
          "hand parched",
          "not paddy rice"
        ]
      },
      "expected_deadline": {
        "said": 6,
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
          "tourists",
          "Cabin folks"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Northwoods",
          "canoe outfitter sign"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "Kraft paper",
          "compost"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "stay dry",
          "stand up on a shelf"
        ]
      }
    }
  },
  {
    "id": "heldout103-website-en-mobile-dog-grooming-booking",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi! Is this where I ask about websites? Do you do them for tiny businesses or just big companies lol. I run Suds & Scruffs, a mobile dog grooming van in Ballarat, just me and the van, been going 3 years now",
      "At the moment it's only a Facebook page, facebook.com/sudsandscruffsbal, and bookings are a nightmare, I'm texting people back at 10pm between dogs. I want people to book themselves online, so a booking site I guess? Is that what you call it?",
      "Pages I'm thinking: home, services and prices, book now, a gallery of before and afters, and an FAQ. Do people actually read FAQ pages tho?",
      "Budget wise, my mate Jodie paid $12,000 for her cafe site which is mental. Is $4,000 enough for something like mine? Because that's about what I've got",
      "My customers are mostly retirees with little fluffy dogs and busy families who can't get to a salon. Heaps of them aren't great with phones",
      "Ok update, just rang my husband and he reckons we can stretch to $5,500 if it means I stop doing admin at midnight. So $5,500 is the budget",
      "I'd love it live by the end of March, before the winter coat rush. Is two months realistic or am I dreaming?"
    ],
    "whenAsked": {
      "languages": "Just English",
      "competitors": "Honestly I don't know, I never look at other groomers' sites. Can't help you there sorry",
      "preferred_style": "Bright and friendly, a bit playful, lots of dog photos. Nothing corporate",
      "key_considerations": "It has to work on phones and be dead easy for older people to book. Big buttons!"
    },
    "otherwise": "Nah, nothing else really.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mobile dog grooming"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Ballarat"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "facebook.com/sudsandscruffsbal"
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
          "book themselves online"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "services and prices",
          "book now",
          "gallery",
          "FAQ"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "retirees",
          "busy families"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 5500,
          "currency": "AUD"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late"
        }
      },
      "languages": {
        "said": "asked",
        "text": [
          "English"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Bright and friendly",
          "playful"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work on phones",
          "Big buttons"
        ]
      }
    }
  },
  {
    "id": "heldout103-other-en-kayak-route-map-card",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "Hello. Do you folks design things other than logos? Like maps? I run Columbia Paddle Co., kayak and paddleboard rentals on the Astoria riverfront, since 2015. My husband Dale passed two years ago and I'm finally fixing up the things he always meant to get to",
      "What I need is a waterproof route map card we hand to every renter, showing our three paddling routes, the tide windows and where not to go. And maybe a big version of it as a sign on the dock. Do you do signage too or is that a different kind of company?",
      "The trouble is people wander out toward the bridge pilings or into the shipping channel, because the map we use now is a photocopy from 2009 and you can't read it wet. The Coast Guard had to tow two kids in last summer. I want people to actually understand where they can go",
      "Renters are mostly tourists off the cruise ships and families up from Portland, lots of first-timers. Oh and Goonies fans every summer. What do you mean by style, like the fonts?",
      "I'd want it done by the middle of May, before the season gets going. The Astoria Regatta is in August but that has nothing to do with us",
      "Colors, I love the old nautical chart look, that soft buff paper and blue water. Please no neon, my daughter-in-law suggested neon orange for visibility and I nearly cried",
      "Wait, I forgot. The port is letting us open the new floating dock April 18 this year, so I need the cards in hand by then. Can you have the design done by April 1? That's the real date"
    ],
    "whenAsked": {
      "preferred_style": "Clear and calm, like a park service map. Easy to read at a glance",
      "key_considerations": "Safety first. The no-go zones have to jump out, and the card has to survive getting soaked",
      "collaboration_notes": "No idea, I've never hired a designer before. Leave that one blank and I'll think on it"
    },
    "otherwise": "That's all I can think of, dear.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "kayak and paddleboard rentals"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Astoria"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "route map card",
          "sign on the dock"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "shipping channel",
          "can't read it wet"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "tourists",
          "first-timers"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "nautical chart",
          "no neon"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "park service map",
          "Easy to read"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "no-go zones",
          "soaked"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout103-residential-en-marquette-foursquare",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "hi, is this the interior design place? my daughter sent me the link. Dale (my husband) and I just closed on an old foursquare house in Marquette, up in the U.P., and we want to redo the inside before we move in. do you even take jobs this far north??",
      "it was built in 1928 so its 98 years old. do old houses cost more to design for? I'm guessing yes with the plaster walls and all. four bedrooms upstairs and only ONE bathroom, downstairs theres a parlor, a dining room and a kitchen the size of a closet",
      "Its just the two of us plus our black lab Pepper, and the grandkids come up every other weekend. what bugs me most is that one bathroom, with the grandkids here its a line out the door every morning. and that kitchen. can you add a bathroom downstairs or is that a plumber thing not a designer thing?",
      "Dale bakes bread every Sunday and I quilt most evenings, so he wants a real kitchen and I want a sewing room in one of the spare bedrooms. also we need a spot for his grandmother's upright piano, nobody plays it but it's coming with us. the listing said 2,100 square feet, is that the number you want or do you need it room by room?",
      "money. our daughter did her kitchen in Green Bay last year for $45,000 and that was JUST the kitchen! so what does a whole house usually run? we've put aside $130,000 for everything, design and work together, and that's really our limit",
      "we'd like to be in by September, before the snow gets serious up here. is that realistic or am I dreaming?",
      "oh wait, Dale just reminded me the lease on our condo in Ishpeming runs out this summer, so we have to be moved in by the end of July, not September. can you work with that?"
    ],
    "whenAsked": {
      "preferred_style": "Warm and cozy but not fussy. Like a nice cabin, but grown up. Is that a style?",
      "colors_and_elements": "Oh, I haven't the faintest. Dale's the color person and he's out ice fishing, so leave that blank for now.",
      "key_considerations": "Keep the original oak trim and the built-in buffet, please. And my knees aren't great, so I'd love a full bathroom on the main floor."
    },
    "otherwise": "No strong feelings on that, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "foursquare",
          "redo the inside"
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
          "Marquette"
        ]
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 98,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "four bedrooms",
          "ONE bathroom",
          "parlor"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "two of us",
          "Pepper",
          "grandkids"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "one bathroom",
          "kitchen"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "bakes bread",
          "quilt"
        ]
      },
      "important_collections": {
        "said": 3,
        "text": [
          "upright piano"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 2100,
          "unit": "ft2"
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 130000,
          "currency": "USD"
        }
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "part": "late"
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Warm and cozy",
          "cabin"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "oak trim",
          "built-in buffet",
          "bathroom on the main floor"
        ]
      }
    }
  },
  {
    "id": "heldout103-commercial-en-moncton-dog-grooming",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -240,
    "messages": [
      "hey! quick q before anything, do you guys do pet businesses or just restaurants and shops? I'm opening a dog grooming salon in Moncton, took over an old dry cleaner's on Mountain Road. total gut job, the place still smells like steam lol",
      "it's 1,150 sq ft. right now I groom out of a converted garage behind my mom's place in Dieppe, maybe 300 sq ft, so this is a huge jump. is 1,150 enough for three grooming tables plus a little retail wall?",
      "biggest problem I want solved: dogs HATE waiting rooms. barking, lunging, owners stressed out. I want dogs to never have to sit next to each other at check-in. is that even doable in a long narrow space like this?",
      "we're fear-free certified, nobody else in town is, that's our whole thing. slow, gentle, treats, breaks when a dog needs one. when people walk in they should feel like their dog is safe here. do you need to know who the customers are too? mostly young couples whose dog is basically their kid, and lots of seniors with little dogs",
      "budget, I was thinking $60,000 for design and buildout together. is that crazy low for 1,150 sq ft? either way it's what the loan covers so it's 60",
      "want to open May 1, right before shedding season when every husky in town looks like a snowstorm. how long does design usually take, like 2 months?",
      "ok bad news, just got off the phone with my landlord, the city wants a separate permit for the tub drains so we're pushing the opening to June 15. ugh. does that mess up your schedule?"
    ],
    "whenAsked": {
      "preferred_style": "Bright and clean but not clinical. Like a nice spa, not a vet's office.",
      "colors_and_elements": "Soft sage green and light wood. No red, and nothing that looks like a hospital.",
      "unique_design": "No clue honestly, that's kind of why I'm hiring you guys. You tell me?",
      "key_considerations": "Floors that don't get slippery when wet, and real soundproofing between the tubs and the front desk."
    },
    "otherwise": "Not fussed about that one, whatever works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "dog grooming salon",
          "dry cleaner's"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Mountain Road",
          "Moncton"
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
      "problem_need": {
        "said": 2,
        "text": [
          "HATE waiting rooms",
          "never have to sit next to each other"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "fear-free certified",
          "nobody else in town"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "their dog is safe"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "young couples",
          "seniors with little dogs"
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
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-15",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Bright and clean",
          "spa"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "sage green",
          "light wood",
          "No red"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "slippery",
          "soundproofing"
        ]
      }
    }
  },
  {
    "id": "heldout103-exhibition-en-canoe-works-canoecopia",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "hi. quick question first, do you guys actually do trade show booths or just offices and stores? ok I'll assume yes. my wife Jen and I build wood canvas canoes by hand up in Bemidji Minnesota, shop's called Loon Narrows Canoe Works, and we got into Canoecopia this March, first time with our own booth. it's at the Alliant Energy Center in Madison",
      "booth is 10 by 10 I think. is that even big enough for a seventeen foot canoe?? no clue. we want two boats out, one finished and one half built so people can see the ribs and planking up close",
      "show opens Friday March 13. what does move in usually look like, is it always the day before? the packet says we can load in Thursday March 12 from noon",
      "ok Jen just pulled up the contract and I was wrong, it's a 10x20, two hundred square feet. so yes room for both canoes",
      "money. my buddy Dale builds cedar strip kayaks and he told me he dropped $12,000 on his booth at the Toronto show, is that normal?? because we're not doing that. we've got about $5,000 for the whole thing, design and build, that's what we set aside",
      "who we want there: regular paddlers and Boundary Waters trippers who'd actually order a boat, and a couple of outfitters would be nice. what do you mean by style exactly, colors? we want it to feel like a boathouse up north, warm wood, lantern light, not some flashy car dealership thing",
      "we'll need power for lights and a little screen playing a video of the steam bending. no water. do you charge extra for the power or is that a venue thing?"
    ],
    "whenAsked": {
      "brand_value": "We build boats that last a lifetime. People should feel like they walked into our shop, smell the cedar, run a hand over the canvas and ask us anything.",
      "exit_date": "Teardown? Honestly not sure, I haven't read that part of the packet and Jen's got it. Leave it blank for now.",
      "key_considerations": "Keep the canoes safe, nobody climbing in them, and the whole booth has to fit in our trailer and go up with just the two of us."
    },
    "otherwise": "No strong feelings, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "wood canvas canoes",
          "Canoecopia"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Alliant Energy Center"
        ]
      },
      "unique_design": {
        "said": 1,
        "text": [
          "half built",
          "ribs and planking"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-03-13",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-03-12",
          "precision": "day"
        }
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 200,
          "unit": "ft2"
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 5000,
          "currency": "USD"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "Boundary Waters trippers",
          "outfitters"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "boathouse up north",
          "warm wood"
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
      "brand_value": {
        "said": "asked",
        "text": [
          "last a lifetime",
          "walked into our shop"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "canoes safe",
          "fit in our trailer"
        ]
      }
    }
  },
  {
    "id": "heldout103-website-zh-taitung-dive-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨～先問一下，你們有做網站嗎？還是只做logo那種😅 我在台東成功這邊帶潛水跟浮潛，一個教練加兩個助教，店名叫「三仙台外海潛水」",
      "現在都靠IG跟臉書私訊接預約，旺季訊息爆炸根本回不完，常常漏回客人，還被重複預約過兩次🤦 所以想要一個客人可以自己選日期、線上預約付訂金的網站。這種是算預約型的嗎？",
      "之前自己用Wix弄過一個 sanxiantai-dive.wixsite.com 但兩年沒更新了，很醜，可以直接丟掉沒關係",
      "頁面大概要首頁、課程介紹、線上預約、教練介紹、常見問題。海況要放嗎？我不知道一般人會不會看",
      "來的客人大部分是台北高雄來玩的年輕人，20幾30幾歲，很多是第一次下水的，也有不少香港跟日本客人。中文跟英文一定要，日文要另外做嗎？還是英文就夠了？",
      "我朋友在小琉球開潛店，他去年做網站花了12萬，我聽了差點昏倒🤣 想問一般預約網站都要這麼貴嗎？",
      "我這邊大概只能拿6到8萬出來，就這樣了，不夠的話你們再跟我說要砍什麼",
      "希望四月中前上線，因為五月開始就是旺季",
      "啊等等我講錯了，清明連假就會有人開始訂了，最好三月底就上線，這樣來得及嗎？"
    ],
    "whenAsked": {
      "preferred_style": "乾淨清爽、有海的感覺那種，藍色系，不要太花俏。風格是指這個吧？",
      "key_considerations": "手機版一定要好用，客人都是用手機訂的。還有付訂金那邊要安全，不要被盜刷。",
      "competitors": "這個我真的沒研究耶，不知道要看誰，你們有推薦的嗎？"
    },
    "otherwise": "這個我沒想過欸，你們建議就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "潛水跟浮潛",
          "三仙台外海潛水"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台東成功"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "漏回客人",
          "重複預約"
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
          "sanxiantai-dive.wixsite.com"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "課程介紹",
          "線上預約",
          "教練介紹",
          "常見問題"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "年輕人",
          "第一次下水"
        ]
      },
      "languages": {
        "said": 4,
        "text": [
          "中文",
          "英文"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 60000,
          "max": 80000,
          "currency": "TWD"
        }
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late"
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "乾淨清爽",
          "藍色系"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機版",
          "要安全"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout103-other-zh-zhudong-coffee-truck-wrap",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，想先請問一下，你們有接車身設計嗎？就是貨車外面貼膜的圖案。我今年55歲，從科技廠退下來，跟我老婆弄了一台咖啡餐車，叫「慢慢來咖啡」，基地在竹東，週末會開去北埔、內灣擺攤。",
      "車是跟台中一個賣雞蛋糕的老闆買的二手發財車，外面現在還是他原本的圖跟雞蛋糕字樣，很尷尬😅 要設計的是車身兩側跟後門的圖，另外菜單板可以一起設計嗎？還是要另外算？",
      "最主要是希望客人遠遠的就看得出來是賣咖啡的，現在常常有人跑來問有沒有雞蛋糕，哈哈。",
      "客人大多是騎單車的車友、來爬山的，還有帶小孩出來玩的家庭，年紀蠻分散的。這樣算目標客群嗎？",
      "顏色我想要墨綠色配白字，有森林的感覺。然後想放一隻慢慢爬的蝸牛，呼應店名。會不會太幼稚啊？",
      "內灣那邊四月有桐花季，人潮最多，很多攤商都搶那時候。設計的話我希望三月中前好，這樣還有時間送去貼。一般貼膜要做幾天啊？",
      "啊剛剛跟我老婆講，她說墨綠色太暗了，晚上擺攤看不清楚，要改成芥末黃加深咖啡色，蝸牛她倒是很喜歡，留著。",
      "溝通用LINE就好，我白天比較有空。最後決定是我老婆，她才是老闆啦哈哈。要見面的話你們工作室在哪？"
    ],
    "whenAsked": {
      "preferred_style": "風格喔…我真的說不出來耶，那些名詞我也看不懂，這個我沒辦法回答。",
      "key_considerations": "最重要是從遠處就看得清楚店名，還有圖要耐曬，我們整天都在太陽底下。"
    },
    "otherwise": "這個我不太懂，你們專業的看怎麼做比較好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "咖啡餐車",
          "慢慢來咖啡"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "竹東"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "車身兩側",
          "後門",
          "菜單板"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "看得出來是賣咖啡的"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "車友",
          "爬山",
          "家庭"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "芥末黃",
          "深咖啡色",
          "蝸牛"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "LINE",
          "我老婆"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "看得清楚店名",
          "耐曬"
        ]
      }
    }
  },
  {
    "id": "heldout103-residential-zh-yuanlin-nurse-cats",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～請問你們有接彰化的案子嗎？我跟我老公剛在員林買了一間中古的電梯大樓，想說整個重新裝潢再搬進去。這種老房子翻新你們會做嗎？",
      "房子是三房兩廳、兩間衛浴，室內大概28坪。屋齡20年左右吧。現在最困擾的是廚房很小、客廳採光不好，前屋主還隔了一堆奇怪的櫃子。請問舊的木作全部拆掉會很貴嗎？",
      "住的就我跟我先生，還有兩隻貓🐱 我是護理師要輪班，他是工程師常常在家遠端工作，所以需要一間安靜的工作室。貓跳上跳下的，你們有做過貓跳台那種的嗎？",
      "剛剛屋齡講錯了，我老公說權狀上寫民國90年，所以是25年才對。這樣管線是不是都要換啊？",
      "預算的部分想先問一下，一般28坪全室翻新大概要多少？我姊去年在台中北屯裝她家花了180萬，我們應該沒辦法那麼多…我們大概就100萬，再多真的拿不出來了😅",
      "風格是指什麼？像無印良品那種算嗎？我們兩個都喜歡那種木頭、乾淨、不要太多裝飾的感覺。",
      "希望7月底前可以搬進去，因為現在租的房子7月到期。這樣時間來得及嗎？"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色喔…我們還沒討論到，目前說不出來，之後再跟你們說。",
      "key_considerations": "最重要是收納要夠，還有貓抓不壞的材質，沙發地板那些。",
      "other_design_requirements": "燈光也想請你們一起規劃。",
      "collaboration_notes": "用LINE就好，我輪班可能回比較慢，大事我們兩個一起決定。"
    },
    "otherwise": "這個我不太確定耶，你們建議就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古的電梯大樓",
          "整個重新裝潢"
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
          "員林"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "三房兩廳",
          "兩間衛浴"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "ping"
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "廚房很小",
          "採光不好"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "我跟我先生",
          "兩隻貓"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "輪班",
          "遠端工作"
        ]
      },
      "age": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 25,
          "unit": "years"
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 1000000,
          "currency": "TWD"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "無印良品",
          "木頭"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "part": "late"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "收納要夠",
          "貓抓不壞"
        ]
      }
    }
  },
  {
    "id": "heldout103-commercial-zh-yuanli-rush-weaving-shop",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我想問一下你們有做店面設計嗎？還是只做住家？我家在苗栗苑裡做藺草編織三代了，我想把老家一樓改成一間選物店，賣藺草包、草蓆，旁邊順便弄個小小的喝茶區。",
      "空間大概18坪，長長的那種街屋。我阿嬤以前在市場的老店只有8坪，東西都堆到天花板😂 所以這次最想解決的是商品展示，讓客人看得到編織的細節，而不是像倉庫。18坪這樣擺喝茶區會不會太擠？",
      "客人應該會是來苑裡玩的觀光客，還有喜歡手作的年輕人。我們跟鎮上其他店不一樣的地方是，東西都是自己家編的，阿嬤和我媽現在還在編，客人可以現場看。你們覺得這個可以變成設計的一部分嗎？",
      "我希望5月開幕，這樣來得及嗎？設計加施工通常要多久？",
      "風格的話，我想要保留老屋的感覺，溫暖一點，不要那種網美店。顏色想用藺草的原色，不要太亮的顏色。可以一進門就有一整面藺草牆嗎？會不會很難做？",
      "啊剛剛問了我哥，開幕要延到6月中，因為要等公所的青創補助下來。",
      "對了，招牌你們也會做嗎？舊的招牌字都掉光了。"
    ],
    "whenAsked": {
      "brand_value": "希望客人走進來就像到阿嬤家，很放鬆，會想坐下來喝杯茶。",
      "budget": "預算要跟我哥討論，他出一半的錢，現在還沒辦法跟你說。",
      "key_considerations": "藺草很怕潮濕，通風跟防潮一定要做好。",
      "collaboration_notes": "平常用LINE聯絡，我哥也會一起看，最後我們兩個決定。"
    },
    "otherwise": "嗯…這個我沒想過，你們覺得呢？",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "藺草編織",
          "選物店",
          "喝茶區"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "苑裡"
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
      "problem_need": {
        "said": 1,
        "text": [
          "商品展示"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "觀光客",
          "喜歡手作的年輕人"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "自己家編的",
          "現場看"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "老屋的感覺",
          "溫暖"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "藺草的原色",
          "不要太亮"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "一整面藺草牆"
        ]
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "招牌"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "阿嬤家",
          "很放鬆"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "通風",
          "防潮"
        ]
      }
    }
  },
  {
    "id": "heldout103-exhibition-zh-gangshan-fastener-first-booth",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是高雄岡山做螺絲扣件的工廠，家族企業，我是第二代。今年想第一次自己出來參展，之前都是跟公會一起。請問你們有做展場攤位嗎？還是要找專門做展場的？",
      "展覽是在高雄展覽館的扣件展。去年跟公會合租的攤位是6x3，大家擠在一起。今年我們自己訂了一個3x3的標準攤位，這樣會不會太小？能放得下兩台展示機嗎？",
      "展期是4月15到17號，進場是14號。設計跟製作大概要多久？現在找會不會太晚？",
      "主要想接觸國外買家，特別是歐洲的代理商。我們的產品是汽車用的特殊螺絲，品質穩定是我們最大的賣點，想讓人一看就覺得專業可靠。",
      "剛剛看了參展手冊，進場是13號下午才對，不是14號，抱歉！另外電要另外跟主辦申請嗎？展示機台要用電，水就不用。",
      "預算部分，我爸給的是35萬，包含施工跟拆撤，這樣夠嗎？一般3x3大概都花多少？",
      "風格喜歡簡潔一點的，帶點工業風。我有個想法，用我們自己的螺絲拼一面牆，會不會太怪？"
    ],
    "whenAsked": {
      "exit_date": "撤場時間主辦還沒公布，我也不確定，要再問。",
      "key_considerations": "要有一個小的洽談區，還有展品要鎖好，去年有樣品被拿走。",
      "colors_and_elements": "公司的藍色要放進去。",
      "other_design_requirements": "型錄也想順便重新設計。"
    },
    "otherwise": "這個我要再問一下我爸，先照你們的建議。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "螺絲扣件",
          "第一次自己出來參展"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "高雄展覽館"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 9,
          "unit": "m2"
        }
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-15",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "國外買家",
          "歐洲的代理商"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "品質穩定",
          "專業可靠"
        ]
      },
      "entry_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-13",
          "precision": "day"
        }
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
          "amount": 350000,
          "currency": "TWD"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "簡潔",
          "工業風"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "螺絲拼一面牆"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "洽談區",
          "展品要鎖好"
        ]
      }
    }
  },
  {
    "id": "heldout103-brand-ko-namwon-tteok-grandma",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 남원에서 떡 공방 하고 있는 사람이에요 ㅎㅎ 할머니가 시장에서 떡집 40년 하셨던 걸 제가 이어받아서 작년에 공방으로 새로 열었거든요. 로고를 새로 하고 싶은데 로고만 하는 거랑 브랜드 전체로 하는 거랑 뭐가 달라요?",
      "아 이름은 순미당이에요. 할머니 성함이 이순미셔서 그대로 따왔어요. 할머니 손맛 그대로 간다는 뜻으로요 ㅎㅎ 이런 이름 의미 같은 것도 로고에 넣을 수 있어요?",
      "지금은 설기 케이크랑 답례떡 주로 하고 주말엔 떡 만들기 클래스도 해요. 근데 지금 스티커가 그냥 인터넷 무료 폰트로 제가 만든 거라 너무 없어 보여요 ㅠㅠ 선물용으로 나가는 건데... 스티커도 같이 해주시는 거죠?",
      "손님은 거의 결혼식 답례품 준비하는 30대 신부님들이랑 돌잔치 하는 엄마들이에요. 다들 인스타 보고 주문하세요. 인스타는 @soonmidang_namwon 이에요! 인스타만 있어도 되죠? 홈페이지 꼭 있어야 해요?",
      "일정은.. 3월 말까지는 받고 싶어요. 4월부터 웨딩 시즌이라서요. 보통 로고 작업 얼마나 걸려요? 한 달이면 빠듯한가요? 참 5월 초에 춘향제 플리마켓도 나가는데 거기는 그냥 지금 스티커 붙이고 나가도 돼요",
      "느낌은 너무 전통전통한 거 말고 단정하고 따뜻한 느낌이요. 할머니 떡집 느낌은 살짝 남기고 요즘 감성으로? 이런 걸 뭐라고 해야 하나요 모던 한옥 같은 거?",
      "아 죄송한데 아까 3월 말이라고 한 거요, 방금 달력 보니까 첫 웨딩 답례떡 예약이 4월 18일이라 4월 중순까지만 돼도 괜찮을 것 같아요. 그 전에 스티커만 뽑으면 되니까요",
      "상표 등록은 아직 안 했어요. 그거 로고 나오기 전에 먼저 해야 되는 거예요? 아니면 로고 나오고 나서 해요?"
    ],
    "whenAsked": {
      "need_registration_assistance": "음 그건 엄마랑 얘기해봐야 할 것 같아요. 비용을 엄마가 내주셔서 ㅎㅎ 지금은 뭐라고 말씀 못 드리겠어요",
      "colors_and_elements": "쑥색이랑 팥색? 떡 색깔이 들어가면 좋겠어요. 핑크는 너무 흔해서 빼주세요",
      "key_considerations": "답례떡 상자에 작게 찍혀도 잘 보여야 돼요. 그게 제일 중요해요",
      "problem_need": "선물용인데 지금 스티커가 너무 없어 보여서 그거 바꾸고 싶어요",
      "expected_deadline": "4월 중순까지요",
      "other_design_requirements": "스티커랑 명함도 같이요"
    },
    "otherwise": "그건 잘 모르겠어요 알아서 해주세요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "떡 공방",
          "로고를 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "남원"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "할머니 성함",
          "손맛 그대로"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "설기 케이크",
          "답례떡",
          "떡 만들기 클래스"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "없어 보여요"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30대 신부님들",
          "돌잔치"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "@soonmidang_namwon"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "단정하고 따뜻한",
          "모던 한옥"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "mid"
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
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "쑥색",
          "팥색"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "작게 찍혀도"
        ]
      }
    }
  },
  {
    "id": "heldout103-packaging-ko-uiseong-black-garlic",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 경북 의성에서 남편이랑 마늘 농사 짓고 흑마늘 진액 만들어서 팔고 있어요. 이번에 선물세트 박스를 새로 하고 싶어서 연락드렸어요. 혹시 박스 디자인하면 인쇄까지 해주시는 건가요?",
      "제품은 의성 마늘을 21일 동안 숙성시켜서 진액으로 짠 거예요. 스틱형이라 하루 한 포씩 뜯어서 바로 드시면 돼요. 물에 타 드셔도 되고요",
      "용량은 한 포에 10g이고 한 박스에 30포 들어가요. 저희 언니도 사과즙 하는데 거기는 100ml 파우치 20개 들어가더라구요. 박스 크기는 보통 어떻게 정해요? 내용물에 맞춰서 하는 거예요?",
      "아 잠깐만요 방금 남편한테 물어보니까 10g은 예전 스틱이고 작년부터 15g으로 바꿨대요. 15g짜리 30포예요 ㅎㅎ",
      "다른 데랑 다른 점은 저희가 직접 키운 마늘만 쓰고 첨가물 하나도 안 넣는 거요. 설탕도 안 넣어요. 이런 것도 박스에 크게 써야 되나요? 너무 광고 같아 보일까 봐서요",
      "주로 네이버 스마트스토어에서 팔고 의성 로컬푸드 직매장에도 넣어요. 명절엔 회사 단체 주문도 들어오고요. 직매장 매대용 디자인도 따로 해야 돼요?",
      "사시는 분들은 50~60대 부모님 선물 사는 자녀분들이 제일 많아요. 이번엔 선물세트 상자만 새로 하고 스틱 파우치는 지금 거 그대로 쓸 거예요. 그래도 괜찮겠죠?",
      "추석 선물 시즌 맞추려면 8월 초까지는 디자인이 나와야 할 것 같아요. 인쇄가 보통 얼마나 걸리는지 몰라서요 한 달이면 돼요?"
    ],
    "whenAsked": {
      "preferred_style": "고급스럽고 정갈한 느낌이요. 시골 농산물 티 너무 나게 촌스럽지는 않게요",
      "colors_and_elements": "검정이랑 금색 쓰고 싶어요. 마늘 그림은 꼭 들어갔으면 좋겠어요",
      "preferred_materials": "재질은 제가 잘 몰라서요 인쇄소 사장님이랑 얘기해보고 말씀드릴게요",
      "key_considerations": "택배로 많이 나가서 박스가 찌그러지지 않게 튼튼한 게 제일 중요해요",
      "packaging_form": "선물세트 상자요"
    },
    "otherwise": "그건 잘 모르겠네요 괜찮은 쪽으로 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "흑마늘 진액",
          "선물세트 박스"
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
          "스틱형",
          "하루 한 포"
        ]
      },
      "specification": {
        "said": 3,
        "text": [
          "15g",
          "30포"
        ]
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "직접 키운 마늘",
          "첨가물"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "스마트스토어",
          "로컬푸드 직매장",
          "단체 주문"
        ]
      },
      "target_audience": {
        "said": 6,
        "text": [
          "부모님 선물",
          "자녀분들"
        ]
      },
      "packaging_form": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "gift_set"
          ]
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month",
          "part": "early"
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "고급스럽고 정갈한"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "검정",
          "금색",
          "마늘 그림"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "찌그러지지 않게",
          "튼튼한"
        ]
      }
    }
  },
  {
    "id": "heldout103-website-ko-danyang-paraglide-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 단양에서 패러글라이딩 체험 하는 업체입니다 홈페이지 새로 만들려고요 이런 것도 하시죠?",
      "지금 있는 건 10년 전에 만든 거라 폰으로 보면 다 깨져요 dymparaglide.co.kr 이거요. 예약을 전화로만 받아서 주말엔 전화 받느라 비행을 못 해요ㅋㅋ 결국 예약 되는 사이트가 제일 필요한 거예요. 예약 시스템도 같이 만들어 주세요? 그런 것도 돼요?",
      "손님은 20~30대 커플이랑 친구들끼리 많이 오고요 요즘은 외국인도 꽤 와요 영어는 당연히 해야 될 거 같고 중국어도 해야 되나요? 일본 분들도 가끔 오시던데",
      "홈페이지 보통 얼마 해요? 옆 업체는 천만 원 들였다던데 저희는 그렇게는 안 되고 300 정도 생각하고 있어요",
      "언어는 일단 한국어랑 영어 두 개만 할게요. 페이지는 코스 소개, 요금, 예약, 오시는 길 이 정도면 되죠? 후기 게시판도 있어야 하나",
      "아 예산 말인데요 동업하는 형이랑 통화했는데 예약 시스템까지 하면 400까지는 쓸 수 있대요. 300 말고 400으로 해주세요",
      "4월 초에 시즌 시작이라 3월 말까지는 열어야 돼요. 두 달이면 되나요? 빠듯하면 말씀해 주세요"
    ],
    "whenAsked": {
      "preferred_style": "시원시원하게요 하늘 사진 크게 나오고 글씨는 적게",
      "competitors": "참고할 사이트는 잘 모르겠어요 동생이 찾아본다 했는데 아직 못 들었어요",
      "key_considerations": "폰에서 예약이 3분 안에 끝나야 돼요 손님들 거의 다 폰으로 봐요",
      "category": "예약되는 사이트요",
      "languages": "한국어랑 영어요"
    },
    "otherwise": "그건 알아서 해주셔도 돼요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "패러글라이딩 체험",
          "홈페이지 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "단양"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "dymparaglide.co.kr"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "전화로만"
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
      "target_audience": {
        "said": 2,
        "text": [
          "20~30대 커플",
          "외국인"
        ]
      },
      "languages": {
        "said": 4,
        "text": [
          "한국어",
          "영어"
        ]
      },
      "main_pages": {
        "said": 4,
        "text": [
          "코스 소개",
          "요금",
          "예약",
          "오시는 길"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 4000000,
          "currency": "KRW"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late"
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "시원시원하게",
          "하늘 사진 크게"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "폰에서 예약"
        ]
      }
    }
  },
  {
    "id": "heldout103-other-ko-miryang-poetry-book",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하십니까 밀양 사는 사람입니다 교직에 삼십오 년 있다가 퇴직하고 그동안 쓴 시를 모아가 시집을 한 권 내볼라 합니다 이런 것도 디자인 해줍니까",
      "표지하고 안에 글 들어가는 편집까지 해주면 좋겠는데 그것도 됩니까 시가 한 팔십 편 되고 사진도 몇 장 넣을라 합니다",
      "책은 팔 거는 아니고 집사람 칠순이 오월 구일인데 잔치 때 오시는 손님들한테 나눠줄라고요 그러니까 사월 말까지만 되면 됩니다 인쇄는 보통 얼마나 걸립니까",
      "받는 사람은 친척들 하고 교회 분들 옛날 제자들이요 다 나이가 있어가 글씨가 커야 됩니다 작은 글씨는 못 읽어요 글씨 크기도 정해주는 겁니까",
      "아 그라고 아까 사월 말이라 했는데 인쇄소 가서 물어보니 인쇄 제본에 삼 주는 걸린다 카네요 디자인은 사월 초까지는 끝나야 되겠습니다 삼 주 걸리는 게 보통 맞습니까",
      "표지에는 밀양강 사진 넣고 싶은데 제가 찍은 사진도 쓸 수 있습니까 폰으로 찍은 건데 화질이 될란가 모르겠네 색은 너무 화려한 거 말고 차분하게",
      "연락은 제 폰으로 주시고 서울 사는 아들이 파일 받고 하는 거는 도와줄 겁니다 최종 결정은 집사람하고 같이 합니다 직접 만나서 얘기도 합니까"
    ],
    "whenAsked": {
      "problem_need": "평생 쓴 걸 책으로 남기는 거지요 가족들이 두고두고 볼 수 있게",
      "preferred_style": "스타일 그런 거는 내가 잘 모르겠어요 몇 개 보여주면 집사람이 고를 겁니다",
      "key_considerations": "글씨 크게 그거 하나만 부탁합니다",
      "expected_deadline": "사월 초까지요",
      "address": "밀양 삼문동입니다"
    },
    "otherwise": "그거는 알아서 잘 해주이소",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "퇴직",
          "시집"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "밀양"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "표지",
          "편집"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "친척들",
          "교회 분들",
          "제자들"
        ]
      },
      "key_considerations": {
        "said": 3,
        "text": [
          "글씨가 커야"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "early"
        }
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "밀양강 사진",
          "차분하게"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "아들이 파일",
          "집사람하고 같이"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "책으로 남기는",
          "두고두고"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout103-residential-ko-yeongju-apartment-cat",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 영주 휴천동에 아파트를 하나 샀는데요 입주 전에 전체 리모델링 하려고 알아보고 있어요. 혹시 영주까지도 오시나요?? 대구 업체들은 멀다고 좀 꺼리더라구요 ㅠ",
      "평수는 34평이에요. 근데 이게 분양 때 공급면적 기준이거든요 전용으로 말씀드려야 하나요? 방 세 개에 화장실 두 개 구조고요. 지금 사는 전셋집이 24평이라 애들 짐이 감당이 안 돼요 ㅋㅋ",
      "2003년 준공이라 한 스물세 살 된 집이에요. 이 정도 연식이면 배관까지 다 갈아야 되나요? 주변에서 다들 배관은 꼭 하라고 하던데",
      "식구는 저랑 남편, 초등학생 딸 둘, 그리고 고양이 한 마리요. 남편이 일주일에 세 번 재택근무를 해서 작은방 하나는 서재로 써야 되고 저는 퇴근하면 주방에 붙어 있어요 ㅎㅎ 고양이 있으면 바닥은 뭐 깔아야 돼요? 강마루는 긁힌다던데",
      "입주는 4월 말쯤 생각하고 있어요. 보통 34평 올수리하면 공사 기간 얼마나 걸려요?",
      "스타일은 따뜻하고 차분한 느낌이요. 인스타에서 본 무인양품 느낌 집들이 너무 좋더라구요. 근데 그런 스타일이 애들 있는 집에서 관리가 될까요?",
      "아 그리고 아까 입주 4월 말이라고 했는데요 남편이랑 다시 얘기해보니까 지금 집 전세 만기 때문에 3월 말에는 들어가야 한대요. 3월 말로 해주세요 ㅠ 너무 급한 건가요?"
    ],
    "whenAsked": {
      "budget": "예산은 아직 대출 심사 중이라 확정이 안 됐어요. 나오면 그때 말씀드릴게요",
      "problem_need": "지금 집은 수납이 너무 부족해서 맨날 어질러져 있어요. 붙박이장이든 뭐든 수납 많이 해주세요",
      "colors_and_elements": "원목색은 좋은데 체리색 몰딩은 절대 싫어요. 예전 집 느낌 나서요",
      "key_considerations": "배관 교체는 꼭 해주시고 고양이가 다니는 동선도 신경 써주세요"
    },
    "otherwise": "그건 잘 모르겠어요 알아서 추천해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "아파트",
          "전체 리모델링"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "휴천동"
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
          "amount": 34,
          "unit": "pyeong"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "방 세 개",
          "화장실 두 개"
        ]
      },
      "age": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 23,
          "unit": "years"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "딸 둘",
          "고양이"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "재택근무",
          "주방"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "따뜻하고 차분한",
          "무인양품"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "수납"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "원목색",
          "체리색 몰딩"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "배관 교체",
          "고양이"
        ]
      }
    }
  },
  {
    "id": "heldout103-commercial-ko-chungju-optician-own-shop",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 충주 연수동 프랜차이즈 안경원에서 12년 점장으로 일하다가 이번에 칠금동에 제 가게를 차리게 됐습니다. 혹시 안경원 인테리어도 해보셨나요?",
      "자리는 상가 1층이고 18평입니다. 검안실이랑 가공실을 따로 빼면 매장이 너무 좁아지지 않을까 걱정이네요. 보통 검안실은 몇 평 정도 잡습니까?",
      "동네가 아파트 단지라 손님은 40~50대 부모님들이랑 학생들이 많을 것 같습니다. 저는 누진 다초점 렌즈 상담을 제대로 해드리고 싶어요. 근처 안경원들은 다 박리다매라 상담을 길게 못 해주거든요",
      "예산은 인테리어만 6천 정도 생각하고 있는데 이게 그 평수에 적당한 금액인가요? 같이 일했던 선배는 작년에 가게 내면서 8천 넘게 들었다고 하던데요",
      "아 죄송합니다 방금 계약서 다시 보니까 18평이 아니라 21평이네요. 옆 칸이랑 헷갈렸습니다",
      "분위기는 병원처럼 차갑지 않고 따뜻한 쇼룸 같은 느낌이었으면 합니다. 그런데 혹시 간판 디자인도 같이 해주시나요?",
      "오픈은 4월 1일로 잡아놨습니다. 임대는 3월부터라 한 달 안에 공사가 끝날 수 있을지 모르겠네요"
    ],
    "whenAsked": {
      "brand_value": "그런 거는 따로 생각해본 적이 없어서 잘 모르겠네요. 일단 넘어가 주세요",
      "problem_need": "전에 있던 매장은 손님이 앉아서 기다릴 데가 없었어요. 편하게 앉아서 기다리고 상담받는 공간이 제일 필요합니다",
      "colors_and_elements": "네이비랑 원목 조합을 좋아합니다. 형광등처럼 새하얀 조명은 피하고 싶어요",
      "unique_design": "벽 한 면에 안경테를 쭉 진열하는 큰 프레임 월이 있었으면 합니다",
      "key_considerations": "검안실 방음이랑 조도요. 시력 검사는 정확해야 하니까요"
    },
    "otherwise": "그 부분은 전문가분이 알아서 해주시면 됩니다",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "안경원",
          "제 가게"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "칠금동"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "40~50대",
          "학생들"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "누진 다초점",
          "상담"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 60000000,
          "currency": "KRW"
        }
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 21,
          "unit": "pyeong"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "따뜻한 쇼룸"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": "asked",
        "skipped": true
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "기다리고 상담받는"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "네이비",
          "원목",
          "새하얀 조명"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "프레임 월"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "방음",
          "조도"
        ]
      }
    }
  },
  {
    "id": "heldout103-exhibition-ko-sangju-gotgam-bexco",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 상주에서 곶감 만드는 농업회사법인이에요 ㅎㅎ 5월에 부산 벡스코 식품박람회에 나가게 돼서 부스 디자인 해주실 곳 찾고 있어요. 부스 디자인만 따로 맡겨도 되는 거죠?",
      "개막은 5월 13일이고 부스는 두 칸 잡아서 3x6미터, 18제곱미터예요. 작년 대구 엑스코 나갔을 땐 3x3 한 칸이라 너무 답답했거든요. 두 칸이면 시식대랑 상담 테이블 같이 들어갈까요?",
      "이번엔 바이어 상담이 제일 중요해요. 대만이랑 베트남 수입상들이 온다고 해서요. 일반 관람객 시식은 그다음이고요",
      "예산은 디자인이랑 시공 다 해서 1500 정도인데 이걸로 두 칸 되나요?",
      "느낌은 촌스럽지 않은 한국적인 거요! 감 말리는 덕장 있잖아요 곶감 주렁주렁 매달린 거, 그걸 부스 천장에 재현하면 어떨까 싶은데 너무 과한가요?",
      "전기는 냉장 쇼케이스 때문에 꼭 있어야 하고 물은 안 써도 될 것 같아요. 시식은 그냥 잘라서 드리는 거라",
      "아 그리고 예산이요 아까 1500이라고 했는데 아빠가 이번엔 해외 바이어 오니까 제대로 하자고 2000까지 쓰래요 ㅎㅎ 2000으로 봐주세요. 그럼 좀 더 고급스럽게 되나요?"
    ],
    "whenAsked": {
      "brand_value": "할머니 때부터 3대째 손으로 깎아서 말려요. 시간 들여 정직하게 만든 맛이라는 게 느껴졌으면 해요",
      "entry_date": "설치는 개막 전날인 5월 12일 하루래요",
      "exit_date": "철수 날짜는 주최 측 매뉴얼이 아직 안 나와서 모르겠어요. 나오면 알려드릴게요",
      "key_considerations": "해외 바이어들이 보자마자 제품이 한눈에 들어오는 거요. 영어 안내도 꼭 넣어주세요"
    },
    "otherwise": "음 그건 딱히 생각 없어요 추천해주세요",
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
          "벡스코"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-05-13",
          "precision": "day"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "대만이랑 베트남",
          "수입상"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "한국적인"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "덕장",
          "천장"
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
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 20000000,
          "currency": "KRW"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "3대째",
          "정직하게"
        ]
      },
      "entry_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-05-12",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "한눈에",
          "영어 안내"
        ]
      }
    }
  }
];
