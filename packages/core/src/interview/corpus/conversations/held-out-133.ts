import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 133 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: numbers of other things (stories full of
 * numbers that are not the brief's: prices of the visitor's products, how many they make or sell, staff and customers,
 * years in business, opening hours, phone and street numbers, the neighbour's shop, last year's booth, others' quotes,
 * distances, weights, print runs, children's and pets' ages, dates of a wedding, a lease or a festival; at least eight a
 * conversation, in the same sentences as the brief's own budget, size, dates, age and meetings, some corrected once).
 * Written in session 77 by seven writers, 23 conversations, and played once on 25e4e1c9 (before any change for it): 245 of
 * 347 facts (70.6 %), 9 wrong values, 29 asked again, 0 loops. Its misses were not read in the session it was written: it
 * is the next session's blind measure.
 */
/* Writer's notes (batch 133; id | who and what | the brief's own numbers | skipped | other numbers, the decoys)
 * heldout133-commercial-en-houston-banh-mi | family bánh mì shop moving two doors down, Houston Chinatown | 1,400 sq ft; about $85k → at most $70k; open by mid April | colors_and_elements | 600 sq ft now, 300 sandwiches a day at $7.50, lease signing Feb 3, mom 62, the pho place's 40 tables, 713-555-0148
 * heldout133-exhibition-en-argyll-smokehouse-olympia | Argyll smokehouse at the Speciality & Fine Food Fair, Olympia | 6x4 → 5x5 m corner (25 m²); about £18,000; opens 7 Sep, build 6 Sep, breakdown 9 Sep; power and water | unique_design | founded 1987, 11 staff, £38 sides, 200 litre casks, 500 miles, last year's 3x3 at the Royal Highland Show
 * heldout133-residential-en-halifax-north-end-house | nurse and teacher's storey-and-a-half gut renovation, Halifax North End | about 75 years; 1,650 → 1,580 sq ft; $120k CAD; move in by end of August | preferred_style | $585,000 paid, $2,300 rent, kids 9 and 6, 1910 piano, $95k kitchen quote, school 1.5 km away
 * heldout133-brand-en-boise-climbing-gym | bouldering gym identity refresh, Boise | by mid March at the latest; 2 meetings | colors_and_elements | opened 2019, 340 members, 7,500 sq ft, $18 day pass, 500 shirts, party April 11, second location around 2028
 * heldout133-packaging-en-lubbock-jerky | retired teacher's beef jerky pouches and gift set, Lubbock | 3 oz bags; end of March → by March 6; 1 meeting | plans_after_project | 600 pounds of brisket a month, $11.99, 12 H-E-B stores, 120 miles, review April 14, 806-555-0143
 * heldout133-packaging-en-kalihi-crack-seed | li hing mui crack seed jar and pouch, Kalihi, Honolulu | 6 oz jar, 2 oz pouch; mid March → March 9 | key_considerations | 22 years until 1998, 300 bags a week, $9.99 and $3.50, stall #27, on shelf May 1, cousin's wedding on the 14th
 * heldout133-website-en-san-antonio-tire-shop | family tire and brake shop booking site, San Antonio | around $8,000; live by March 15 | colors_and_elements | 4120 Culebra, 1998, (210) 555-0147, $49.99 oil change, a $15,000 quote, 312 reviews, husband 58
 * heldout133-website-en-asheville-elopement-photographer | elopement photographer's portfolio site, Asheville | at most $6,000; mid-March → live by February 20 | colors_and_elements | 26 weddings, $5,200 full day, 3 or 4 mile hikes, friend's $9k site, bridal show Feb 22
 * heldout133-other-en-vermont-trail-race | trail race finisher medal, shirt and logo, Woodstock VT | by April 1; 2 meetings | other_preferences | race day June 13, 350 runners, $95 entry, 400 medals, 375 shirts, 2 miles from the start
 * heldout133-commercial-zh-taichung-douhua | tofu-pudding shop's second store, West District, Taichung | 22坪; opens 4/18; 150萬左右 → 最多120萬; 2 site visits | unique_design | old shop 8坪, lease from 2/1, rent 6萬5, 45元 a bowl, the drink shop's 80萬 for 10坪, bean grinder 18萬
 * heldout133-exhibition-zh-yingge-pottery-booth | Yingge pottery studio at the Taipei gift fair, Nangang | 3x3 → 3x6 (18 m²); opens 4/23, in 4/22, out 4/26; 35萬 with the build; 2 meetings; electricity only | unique_design | last year's 9 m², cups 680, kiln 1230度, 2000 flyers, 0933-215-768
 * heldout133-residential-zh-kaohsiung-gushan-home | young family's second-hand apartment, Gushan, Kaohsiung | 28 years; 26坪; 180萬 with furniture; move in by end of July; 3 site visits | colors_and_elements | handover 1/8, 12th floor, price 1280萬, neighbour's 250萬, rent 2萬2, lease to end of June
 * heldout133-brand-zh-afei-petfood | fresh pet-food brand named after a corgi, Nantun, Taichung | end of February → by end of March; 2 meetings | colors_and_elements | 2021, dog 11歲, 180克 at 89元, 600包 a week, expo 3/7 → 4/11, stall fee 8000
 * heldout133-packaging-zh-sanxing-scallion | scallion-oil sauce label and 3-jar gift box, Sanxing, Yilan | 240g jars, three to a box; by mid April | preferred_materials | 2甲, age 28, 220元, 350罐 a month, stall 47, Mother's Day 5/10, 500 boxes, 0912-345-678
 * heldout133-website-zh-chenji-camera | used-camera shop's online store, Sanmin, Kaohsiung | 12萬 → 最多15萬; live by end of May; 1 meeting | preferred_style | 1989, shop 12坪, 10% commission, 1.2萬 followers, 600 cameras in stock
 * heldout133-other-zh-tainan-beefsoup | beef-soup shop's price board and takeaway sheet, West Central, Tainan | before New Year → by 3/15; 1 site visit | preferred_style | 26 years, 400 bowls a day, 150 vs 80, 14 tables, prices raised twice a year, 1.5公里 to the station
 * heldout133-commercial-ko-daejeon-bakery | neighbourhood bakery moving to a bigger shop, Bongmyeong-dong, Daejeon | 28평; 7천만 원 정도; opens mid April; 3 meetings | colors_and_elements | 12평 now, café next door 40평, 3,200원 bread, 400 a day, lease ends 3/31, last year's 800만 원 repair, 042-822-1375
 * heldout133-exhibition-ko-kintex-camping-chair | camping-chair workshop's booth at a KINTEX camping fair | 3x6 (18㎡); at most 1,200만 원; opens 3/12, in 3/11, out 3/15; electricity only | unique_design | last year's 3x3, 2.4kg chairs at 129,000원, booth fee 330만 원, another quote 1,600만 원, hall 7
 * heldout133-residential-ko-chuncheon-old-house | young family's single-storey house, Dong-myeon, Chuncheon | 38 years; 27평; 1억 5천 → at most 1억 2천; move in mid June; 2 meetings | preferred_style | land 80평, price 2억 3천, daughter 3, dog 7 and 30kg, lease ends 5/31, 500 LPs
 * heldout133-brand-ko-mongsil-grooming | dog-grooming salon rebrand, Jwa-dong, Haeundae, Busan | early March → logo by mid March; 2 meetings | colors_and_elements | 2019, dog 12살, 5만5천원 grooming, 200 bags a month, trademark filed 11/3, 7th anniversary 4/1
 * heldout133-packaging-ko-yeongcheon-pear-jar | pear and bellflower syrup label and 3-jar gift set, Yeongcheon | 500g jars, three a set; end of July → by end of June; 1 visit | preferred_materials | 40 years, 3천평, 13 brix, 2만8천원 / 7만9천원, 1,200 sets last Chuseok, printer 6 weeks, Chuseok 9/25
 * heldout133-website-ko-gyeongpo-guesthouse | guesthouse booking site, Gyeongpo, Gangneung | 300만원 → at most 400; by end of February | competitors | 2021, 6 rooms, 15% fee, 2,300 guests, 7만원 / 9만원 a night, festival first week of April, check-in 3
 * heldout133-other-ko-suwon-taco-truck | taco food truck wrap and menu board, Suwon | by 3/20; 1 visit | preferred_style | 2021, truck bought for 1,800, 11 festivals, 1만2천원 for 3, 150 servings a day, event 4/4, 4.5m side, 010-4417-2083
 */
export const hundredAndThirtyThirdHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout133-brand-en-boise-climbing-gym",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "hey! I'm Kendra, I co-own Basalt Bouldering, a climbing gym on Fairview Ave in Boise. We opened in 2019 with like 90 members and now we're at about 340, so the scrappy logo my brother-in-law made in one afternoon is really showing its age. Looking for a full identity refresh, not just a new logo",
      "The name: basalt is the black volcanic rock all over southern Idaho, the Snake River canyon walls are basically 400 feet of it. My business partner Luis and I did our first outdoor climbs there back in 2011 so it felt right. Problem is people think we're a landscaping supply company lol, we literally get calls asking for 2 tons of gravel",
      "What we offer: day passes ($18, or $12 for kids under 14), monthly memberships, a youth climbing team, intro classes every Tuesday and Thursday at 6pm, and a little gear shop with shoes and chalk. The gym itself is 7,500 sq ft with about 180 boulder problems that we reset every 2 weeks",
      "Our crowd is mostly 20s and 30s, BSU students, young tech people, but also a ton of families since the youth team has 45 kids on it now. People who care about community more than being hardcore. Website is basaltboulders.com and we're @basaltboise on insta",
      "Style wise I want it to feel bold and a little rugged but friendly, like Patagonia's old-school stuff meets a local brewery label. NOT the neon extreme-sports look every gym has. Colors I honestly have no idea, I'll leave that to you guys",
      "Trademark: we haven't registered anything, and yes I'd love your help with that, there's a gym in Bend with a similar name and I'm paranoid. Timing wise we're ordering 500 new member shirts for our 7th birthday party on April 11, so I need the logo finished by mid March at the latest",
      "Besides the logo we'd need the shirts, wall signage for the front desk, and punch card / membership card designs. Maybe social templates too. Luis and I both have to sign off on final decisions, weekly email updates are fine, and I'd like 2 in-person meetings at the gym, the rest can be zoom",
      "Most important thing for me is that it still feels like us, our regulars are super loyal and some of them have the old logo tattooed (3 people!! no joke). Down the road we're hoping to open a second location in Meridian around 2028"
    ],
    "whenAsked": {},
    "otherwise": "No real preference on that, whatever you think works best!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Basalt Bouldering",
          "full identity refresh"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Fairview Ave",
          "Boise"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "black volcanic rock",
          "first outdoor climbs"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "people think we're a landscaping supply company"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "day passes",
          "monthly memberships",
          "gear shop"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20s and 30s",
          "families"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "basaltboulders.com",
          "@basaltboise"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "bold and a little rugged but friendly",
          "brewery label"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "skipped": true
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
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "shirts",
          "wall signage",
          "membership card"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "Luis and I both have to sign off",
          "weekly email updates"
        ]
      },
      "number_of_visits": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "unit": "times"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "still feels like us"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "second location in Meridian"
        ]
      }
    }
  },
  {
    "id": "heldout133-commercial-en-houston-banh-mi",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "hi! I'm Linh, me and my parents run Bánh Mì Cô Ba on Bellaire Blvd in Houston's Chinatown. we've been there 6 years in a tiny 600 sq ft spot with 8 stools, and now we're moving two doors down into a bigger unit, 1,400 sq ft, so I need the whole interior designed",
      "the main problem is the line. we sell like 300 sandwiches a day at $7.50 each and at lunch the line goes out the door, people wait 20 min in the heat and some just give up and leave. I want the new place to move the line fast and finally have real seating, maybe 30 seats",
      "we sign the lease Feb 3 and the landlord gives us 2 months free rent, so we want to open by mid April. budget is about $85k for everything, build out plus furniture",
      "our regulars are office workers on lunch break, students from UH, and a lot of older Vietnamese folks who come in at 7am for cà phê sữa đá and pâté chaud. my mom is 62 and still makes all the pâté herself lol. the brand is basically her: honest, cheap, generous, like eating at your aunt's house in Saigon",
      "what sets us apart is the bread, we bake our own baguettes in house, about 400 a day, everyone else on this street buys from the same wholesale bakery. the pho place next to the new unit has like 40 tables and it's always half empty, we're the opposite haha",
      "style wise I want it warm and a bit retro, like the old Saigon shophouses, but not kitschy. colors honestly no clue, you guys decide. one thing I really really want: a glass window into the bakery so people in line can watch the baguettes come out of the oven",
      "ok update, just talked to my dad and $85k is too much for him, we can do $70k at most. most important thing is the kitchen has to pass city inspection first try, at the old place it took us 3 tries and we lost almost a month of sales",
      "oh and can you also do the menu boards and the outside sign? our phone number 713-555-0148 stays the same so it goes on the sign too"
    ],
    "whenAsked": {},
    "otherwise": "no preference on that, whatever you think works 👍",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Bánh Mì Cô Ba",
          "whole interior designed"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Bellaire Blvd",
          "Chinatown"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 1400,
          "unit": "ft2"
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "line goes out the door",
          "move the line fast"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "office workers on lunch break",
          "older Vietnamese folks"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "honest, cheap, generous"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "bake our own baguettes in house"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "warm and a bit retro",
          "old Saigon shophouses",
          "not kitschy"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "skipped": true
      },
      "unique_design": {
        "said": 5,
        "text": [
          "watch the baguettes come out of the oven"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 70000,
          "currency": "USD"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "pass city inspection first try"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "menu boards",
          "outside sign"
        ]
      }
    }
  },
  {
    "id": "heldout133-exhibition-en-argyll-smokehouse-olympia",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hello, Morag Campbell here from Kilbride Smokehouse in Argyll. My father started the smokehouse in 1987 with one kiln, we're 11 staff now. We've got a stand at the Speciality & Fine Food Fair at Olympia London this September and I need someone to design the booth properly, it's our first time at a London show.",
      "We'll be showing our oak-smoked salmon, the smoked trout and the hot-smoked mackerel pâté. The sides are about 1.2kg and sell for £38, the 150g sliced packs go for £8.95 in the delis. We smoke over oak from old whisky casks, 200 litre barrels we get from a distillery 4 miles up the road, and that's really what sets us apart: nobody else in Scotland smokes on cask oak and we still hand-slice every side.",
      "The show opens Monday 7th September and runs 3 days. Build day is Sunday the 6th, and breakdown is the Wednesday evening after close, so the 9th. It's about 500 miles from us, 9 hours in the van with the chillers, so I'll be booking a B&B in Hammersmith for 4 nights.",
      "They've given us a 6m x 4m stand, so 24 square metres, which is a big step up from last year's 3x3 at the Royal Highland Show that we shared with a cheesemaker from Mull. Budget for the whole stand is about £18,000, that's everything bar the stand fee which we've already paid.",
      "Who I want to meet: deli and farm shop buyers, the food halls, and hotel and restaurant chefs. We sell to about 60 shops already, mostly in Scotland, and I'd like to get that into England. What we stand for is patience and the sea loch, nothing rushed, nothing added. Folk should feel like they've stepped into the smokehouse for a minute, with the smell of oak and a wee taste on a bit of oatcake.",
      "Style: rugged but clean, dark timber, a bit of slate, like a Highland bothy but smart enough for London buyers. No tartan please, everyone at those shows goes tartan. Signature idea, honestly I've no idea, that's what I'm hoping you'll come up with!",
      "We'll need both power and water: two chilled display counters, a slicing station and a small sink so we can wash up between tastings. Oh and small correction, the organisers just emailed, they've upgraded us to a corner stand, 5m x 5m, so it's 25 square metres now.",
      "Most important is food hygiene, it'll be raw fish being sliced in front of people for 3 days, and the stand has to go up in one day with just me and my nephew. If it works well we'd like to reuse the stand at the BBC Good Food Show in Birmingham in November."
    ],
    "whenAsked": {},
    "otherwise": "No strong feelings on that, I'll leave it with you.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Kilbride Smokehouse",
          "Speciality & Fine Food Fair"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Olympia London"
        ]
      },
      "competitive_advantage": {
        "said": 1,
        "text": [
          "smokes on cask oak",
          "hand-slice every side"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-09-07",
          "precision": "day",
          "relation": "on"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-09-06",
          "precision": "day",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-09-09",
          "precision": "day",
          "relation": "on"
        }
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 18000,
          "currency": "GBP"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "deli and farm shop buyers",
          "hotel and restaurant chefs"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "patience and the sea loch",
          "nothing rushed, nothing added"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "rugged but clean",
          "Highland bothy"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "dark timber",
          "slate",
          "No tartan"
        ]
      },
      "unique_design": {
        "said": 5,
        "skipped": true
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
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 25,
          "unit": "m2"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "food hygiene",
          "go up in one day"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "reuse the stand",
          "BBC Good Food Show"
        ]
      }
    }
  },
  {
    "id": "heldout133-other-en-vermont-trail-race",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Good afternoon. My name is Walt Brennan and I'm the volunteer race director for the Kedron Valley 50K, a trail race out of Woodstock, Vermont. This June 13 will be our 12th running. We cap the field at 350 runners, and last year we sold out in 9 days.",
      "What I need designed is a finisher medal, the race t-shirt, and a logo for the bibs and the start/finish arch banner. Since the beginning we've used a little pine tree my late wife drew for us in 2014, and it's time to do things properly.",
      "The problem is we look like a church bake sale next to the newer races. Runners photograph their medals and post them, and ours gets next to no posts. I want something people are proud to hang on the wall and share.",
      "Our runners are mostly 30 to 55, serious amateurs, a lot of them from Boston and New York who drive up 4 or 5 hours for the weekend. Entry is $95. The course is 31 miles with about 5,800 feet of climbing, so anyone who finishes has really earned it.",
      "Style: rugged and handmade, like a woodcut print or an old National Park poster. Colors: forest green and a rusty orange, the pine tree stays in some form in her memory, and please no neon, every race shirt on earth is neon. I can't point you to examples of other races, I don't pay much attention to what they do.",
      "Timing is the tricky part. The medal maker in Rhode Island needs final artwork 10 weeks before the race, and they're making 400 medals to be safe. So I need the designs finished by April 1 at the latest. The shirts are 375 pieces from a printer in Burlington and they're quicker.",
      "As for working together, there's a race committee of five of us and we vote on things, but I have the final say. I'm not a computer person, so I'd prefer a phone call every couple of weeks over a lot of email. I'd like to meet in person twice, once at the start and once to look at the medal proof. My house is 2 miles from the start line at the fairgrounds.",
      "The most important thing is that the medal art works small. The medal is 3 inches across and the race name has to be readable on it. If this goes well, we'd like to add a 25K next year with its own medal in the same family."
    ],
    "whenAsked": {},
    "otherwise": "I don't have a preference on that. Whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Kedron Valley 50K",
          "volunteer race director"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Woodstock, Vermont"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "finisher medal",
          "race t-shirt",
          "start/finish arch banner"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "church bake sale",
          "proud to hang on the wall and share"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "serious amateurs",
          "from Boston and New York"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "rugged and handmade",
          "woodcut print"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "forest green and a rusty orange",
          "pine tree stays",
          "no neon"
        ]
      },
      "other_preferences": {
        "said": 4,
        "skipped": true
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "I have the final say",
          "phone call every couple of weeks"
        ]
      },
      "number_of_visits": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "unit": "times"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "works small",
          "readable"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "add a 25K next year"
        ]
      }
    }
  },
  {
    "id": "heldout133-packaging-en-kalihi-crack-seed",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -600,
    "messages": [
      "hiii ok so i'm malia, i run a lil snack company called Auntie Lei's Crack Seed out of a commercial kitchen in kalihi. it's literally my grandma's recipe, she ran a crack seed store on king st for 22 years until it closed in 1998. i relaunched it in 2023 and now i need packaging that doesn't look homemade lol",
      "product is li hing mui dried fruit: mango, pineapple, and li hing gummy bears. you just snack on it straight out of the bag, some ppl also sprinkle the extra li hing powder on shave ice. we make about 300 bags a week rn w/ 2 part-timers",
      "sizes: main thing is a 6 oz jar w/ a screw lid like the big glass jars grandma had on her counter, and then a 2 oz snack pouch for the grab n go rack. right now the 6 oz sells for $9.99 and we're hoping for $3.50 on the pouch",
      "what makes us different: grandma's recipe, no red dye #40 (everyone else uses it), and actual hawaii-grown mango from a farm in waimānalo like 15 miles from the kitchen. our li hing is also way less salty than the big brands",
      "customers r mostly locals 25-45 who grew up eating crack seed and miss the old stores, + tourists looking for omiyage to bring home. we sell at the KCC farmers market every saturday (stall #27 lol), on our website, and we're about to be in 4 foodland stores starting in may!!",
      "vibe: retro but fresh, like a 1970s crack seed store sign but clean + modern. i LOVE the red + cream from grandma's old store, pls no hula girls or hibiscus cliché stuff. materials, i'd want glass jars if the cost works, and the pouches compostable if possible",
      "timing: foodland wants product on shelf may 1 and the printer said ~10 business days, so i'd want the design done by mid march. oh wait actually no, make it march 9, my cousin's wedding in manila is on the 14th and i'll be gone 2 wks",
      "oh and can u also do a shipping box for the online orders + a little counter display for the foodland stores? it's me and my brother kai deciding, he does the $$ side. texting updates is easiest, like once a week. next year we wanna add li hing popcorn if this goes ok 🤞"
    ],
    "whenAsked": {
      "key_considerations": "hmm idk honestly, nothing specific. u guys decide what's important"
    },
    "otherwise": "no preference on that, whatever u think!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Auntie Lei's Crack Seed",
          "doesn't look homemade"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "kalihi"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "li hing mui dried fruit",
          "snack on it straight out of the bag"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "6 oz jar",
          "2 oz snack pouch"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "bag_pouch"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "grandma's recipe",
          "no red dye",
          "hawaii-grown mango"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "locals 25-45",
          "tourists looking for omiyage"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "KCC farmers market",
          "website",
          "foodland"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "retro but fresh",
          "clean + modern"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "red + cream",
          "no hula girls"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "text": [
          "glass jars",
          "compostable"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-09",
          "precision": "day",
          "relation": "by"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "shipping box",
          "counter display"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "me and my brother kai deciding",
          "once a week"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "li hing popcorn"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout133-packaging-en-lubbock-jerky",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Good afternoon. My name is Walt Brannigan and I make beef jerky under the name Caprock Jerky here in Lubbock, Texas. I taught chemistry at Monterey High for 31 years and started this after I retired in 2019. We moved into a USDA-inspected kitchen on 34th Street last spring and I need real packaging now.",
      "The product is thick-cut beef jerky, smoked over mesquite for 9 hours, in three flavors: Original, Black Pepper and Jalapeño Honey. People eat it on the road, hunting, at ball games. We go through about 600 pounds of brisket flat a month and sell around 2,000 bags.",
      "Right now it goes in a clear zip bag with a sticker my 15-year-old granddaughter prints on our inkjet. It retails for $11.99 and frankly it looks like it is worth about $4. The H-E-B buyer told me flat out it would not survive on their shelf next to the big brands. They would start us in 12 stores if the packaging is right.",
      "Each bag will be 3 ounces. I would like a stand-up pouch with a window so people can see the meat, and also a Christmas gift set with all three flavors, one bag of each.",
      "What sets us apart is that it is cut thick against the grain and smoked with real mesquite, no liquid smoke, only 5 ingredients. Customers are mostly men 35 and up, hunters, truckers, oilfield workers, but a good number of women buy it as gifts for their husbands and fathers.",
      "We sell at the Lubbock Downtown Farmers Market, at 8 gas stations between here and Amarillo, which is about 120 miles up I-27, and on our website. If H-E-B works out, they would be the big one. Their category review is on April 14, so I need the design finished by the end of March.",
      "For looks, I picture something Western but not corny. Think old feed sacks and ranch brands, not cartoon cowboys. I would like to keep the burnt orange we use now, and please, no cow cartoons. The pouch should be recyclable if possible, and kraft paper for the gift set.",
      "Correction on timing: my daughter Jolene, who handles the business side, reminded me the printer in Dallas needs 3 weeks, so the design has to be done by March 6. She and I decide together. I would like to meet in person once at the start; after that email is fine. You can reach Jolene at 806-555-0143. As for plans after this, I have none yet. I am 66 and taking it one year at a time."
    ],
    "whenAsked": {
      "key_considerations": "The USDA inspection legend and the nutrition panel have to be exactly right. I will not fail an inspection over a label."
    },
    "otherwise": "No particular preference on that. Use your judgment.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Caprock Jerky",
          "need real packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Lubbock"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "thick-cut beef jerky",
          "three flavors"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "would not survive on their shelf"
        ]
      },
      "specification": {
        "said": 3,
        "text": [
          "3 ounces",
          "one bag of each"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "real mesquite",
          "no liquid smoke"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "men 35 and up",
          "gifts for their husbands and fathers"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "Lubbock Downtown Farmers Market",
          "gas stations",
          "website",
          "H-E-B"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "Western but not corny",
          "old feed sacks"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "burnt orange",
          "no cow cartoons"
        ]
      },
      "preferred_materials": {
        "said": 6,
        "text": [
          "recyclable",
          "kraft paper"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-06",
          "precision": "day",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "She and I decide together",
          "email is fine"
        ]
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "plans_after_project": {
        "said": 7,
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "USDA inspection legend",
          "nutrition panel"
        ]
      }
    }
  },
  {
    "id": "heldout133-residential-en-halifax-north-end-house",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -240,
    "messages": [
      "Hi there. My husband Tom and I bought an old house in the North End of Halifax last October, we closed on the 15th and paid $585,000 which felt insane for a house that needs this much work lol. We're renting a 2 bedroom on Agricola St for $2,300 a month while we figure it out, so we want to gut reno most of the main floor and the bathroom before we move.",
      "It's a detached storey-and-a-half, about 75 years old. Right now there's 3 bedrooms (2 up, 1 down), one bathroom upstairs, a closed-off little kitchen at the back and a living room and dining room at the front. The listing said 1,650 sq ft.",
      "It's me (I'm a nurse at the IWK, 12 hour shifts), Tom who teaches grade 8 math, our kids who are 9 and 6, and Biscuit our 3 year old lab. The main things that don't work: one bathroom for four people, and the kitchen is so closed off I can't see the kids doing homework while I cook. Also there's zero place to dump boots and backpacks when you walk in, and winter here means a LOT of boots.",
      "Life is pretty chaotic lol. We cook most nights, Tom bakes bread on Sundays, the kids' friends are always over, and we have my parents over for dinner every Friday. Tom's mum gave us her upright piano from 1910 and it absolutely has to come with us, plus Tom has about 40 boxes of books.",
      "Style... honestly no clue, I don't know the names of any styles, I just know it when I see it. Colour wise I'd love lots of wood and warm white, and please no grey, the previous owners painted every single wall grey.",
      "Budget is $120k CAD for everything. We got one quote from a contractor for $95k just for the kitchen, which scared us. We'd like to move in by the end of August so the kids can start at their new school on September 2nd, it's only 1.5 km from the house.",
      "Oh correction on the size, Tom dug out the floor plans and it's 1,580 sq ft, the 1,650 on the listing counted the enclosed porch."
    ],
    "whenAsked": {
      "key_considerations": "Keeping the budget under control, and the old wiring has to be redone safely, the inspector flagged the knob and tube. Also the house still has a lot of its original trim and we'd like to keep it."
    },
    "otherwise": "No preference really, whatever you recommend.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "North End of Halifax",
          "gut reno most of the main floor and the bathroom"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "North End of Halifax"
        ]
      },
      "property_category": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "detached_house"
          ]
        }
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 75,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "3 bedrooms",
          "one bathroom upstairs",
          "living room and dining room"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "our kids",
          "Biscuit"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "one bathroom for four people",
          "kitchen is so closed off"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "We cook most nights",
          "kids' friends are always over"
        ]
      },
      "important_collections": {
        "said": 3,
        "text": [
          "upright piano",
          "boxes of books"
        ]
      },
      "preferred_style": {
        "said": 4,
        "skipped": true
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "lots of wood and warm white",
          "no grey"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 120000,
          "currency": "CAD"
        }
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 1580,
          "unit": "ft2"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "old wiring has to be redone safely",
          "original trim"
        ]
      }
    }
  },
  {
    "id": "heldout133-website-en-asheville-elopement-photographer",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi!! I'm Jess Okafor, a wedding + elopement photographer based in Asheville NC 🏔️ I've been shooting for 7 years, did 26 weddings last year and around 40 elopements, mostly up on the Blue Ridge Parkway. My website is jessokafor.co, it's a template I set up back in 2019 and it is reeeally showing its age 😅",
      "The main problem: I get tons of inquiries but they're the wrong fit. People find my old $3,800 package on some random blog from 2022 and think that's still my price, full day starts at $5,200 now. I want the site to pre-qualify people so by the time they hit the inquiry form they already know what I cost and what I'm about",
      "It's a portfolio site basically. Pages I'm thinking: Home, Weddings, Elopements, Investment (pricing), About, a Guides page for my free 12-page elopement planning PDF, and Inquire. Maybe a blog later but not now",
      "My couples are usually 27-35, a lot of them flying in from out of state (Chicago, Atlanta, even Boston) and they want adventurous, outdoorsy, not the stuffy ballroom thing. Most of them hike with me, some sessions are 3 or 4 miles in to a summit at sunrise",
      "Style: editorial but warm, lots of white space, big full-bleed photos, serif fonts. I love how Hazel & Pine Co and Wren Lowe Photo do their sites. English only is fine. Colors... no clue yet honestly",
      "Budget, I set aside $6,000 for this and that's my ceiling. My friend paid $9k for hers with a designer in Nashville and it's gorgeous but nope. I'll also need help with copywriting, writing about myself is torture lol",
      "Timing: I was thinking live mid-March since booking for 2027 couples kicks off in spring, but the Asheville bridal show is Feb 22 and I'll be handing out cards there. So actually let's say live by February 20.",
      "Most important: it has to load fast even with huge galleries, my current one takes like 8 seconds on mobile, and the inquiry form has to plug into HoneyBook. Oh and I have a 2 year old at home so I mostly do emails at night, weekly check-ins by email are perfect 🙏"
    ],
    "whenAsked": {},
    "otherwise": "No strong preference, I trust you on that!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "wedding + elopement photographer",
          "showing its age"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "jessokafor.co"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Asheville NC"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "wrong fit",
          "pre-qualify people"
        ]
      },
      "category": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "portfolio"
          ]
        }
      },
      "main_pages": {
        "said": 2,
        "text": [
          "Elopements",
          "Investment (pricing)",
          "Inquire"
        ]
      },
      "plans_after_project": {
        "said": 2,
        "text": [
          "blog later"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "flying in from out of state",
          "adventurous, outdoorsy"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "editorial but warm",
          "full-bleed photos"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "Hazel & Pine Co",
          "Wren Lowe Photo"
        ]
      },
      "languages": {
        "said": 4,
        "text": [
          "English only"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "skipped": true
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 6000,
          "currency": "USD"
        }
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "copywriting"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-20",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "load fast",
          "plug into HoneyBook"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "weekly check-ins by email"
        ]
      }
    }
  },
  {
    "id": "heldout133-website-en-san-antonio-tire-shop",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "hi this is Rosa Delgado, I own Delgado Tire & Brake on Culebra Rd in San Antonio, 4120 Culebra. My dad opened it in 1998 and I took over in 2015. We need a real website, right now all we have is a facebook page and people keep calling the shop at (210) 555-0147 just to ask if we are open",
      "We have 4 bays and 6 mechanics, open 7 to 6 weekdays and 8 to 2 on saturday, we do about 30 cars a day. What I want most is people booking their appointment online so the phone stops ringing all day, my front desk girl answers like 80 calls a day",
      "Pages: home, services with prices, book an appointment, tire specials, reviews, about us (my dad's story), and contact with a map. Oil change is $49.99 and a set of 4 tires mounted and balanced starts around $480, I want those prices up front, customers like that",
      "Needs to be English and Spanish. Half my customers speak Spanish first, a lot of older folks, lots of moms, and guys from Lackland which is like 10 min away. Most of them are on their phone not a computer",
      "Budget. Another company quoted me $15,000 which is crazy for a tire shop lol. I'm thinking around $8,000, maybe a little more if the booking part is really good. We have 312 reviews on google, 4.7 stars, I want those showing on the site too",
      "When: I want it live by March 15. That's when our spring tire sale starts and last year that sale was like 40% of our tire sales for the whole year",
      "Style wise clean and simple, big buttons, nothing fancy. Look at Discount Tire's site, how easy it is to book there, but I don't want to look like a big chain, we're family. Colors I really don't care, you guys decide.",
      "Most important thing: the booking has to sync with the shop calendar, my husband Tony is 58 and he is not learning a new system lol. And it has to load fast on a cheap phone"
    ],
    "whenAsked": {},
    "otherwise": "No preference on that, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Delgado Tire & Brake",
          "need a real website"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "facebook page"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Culebra Rd in San Antonio"
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
          "booking their appointment online",
          "phone stops ringing"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "services with prices",
          "book an appointment",
          "tire specials"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "English and Spanish"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "speak Spanish first",
          "older folks",
          "on their phone"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 8000,
          "currency": "USD"
        }
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
      "preferred_style": {
        "said": 6,
        "text": [
          "clean and simple",
          "big buttons"
        ]
      },
      "competitors": {
        "said": 6,
        "text": [
          "Discount Tire"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "skipped": true
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "sync with the shop calendar",
          "load fast on a cheap phone"
        ]
      }
    }
  },
  {
    "id": "heldout133-brand-zh-afei-petfood",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我在台中南屯做寵物鮮食，品牌叫「阿肥的飯」，2021年開始做的，到現在快5年了。阿肥是我家柯基，今年11歲，14公斤（醫生一直叫牠減肥哈哈），當初是牠腎指數不好我才開始自己煮，後來朋友的狗也要吃，就慢慢變成小生意了",
      "產品目前有4種口味，雞肉、鮭魚、牛肉跟豬肉地瓜，一包180克賣89元，冷凍宅配。另外有凍乾零食一罐120元。一個禮拜大概出600包左右，我跟2個兼職的一起做",
      "會想找你們是因為logo是我自己用Canva拼的😅 之前去寵物店談寄賣，有老闆直接說我們看起來像家庭代工，15間問了只有3間願意放。所以想整個品牌重新做，logo、識別色、包裝貼紙整套",
      "客人大多是25到40歲的上班族，住公寓養小型犬的比較多，很在意成分跟有沒有添加物，也不少是毛孩有腎臟或皮膚問題的，回購率大概四成吧",
      "風格想要溫暖、有手作感但是要乾淨，不要太幼稚。我很喜歡日本那種老舖的感覺～顏色跟要放什麼圖案我真的沒什麼想法耶，你們決定就好",
      "IG是 @afei.fanfan ，有3200多個追蹤，蝦皮也有開，評價4.9。商標還沒去註冊，聽說要好幾千塊又很麻煩，如果你們可以幫忙辦就太好了🙏",
      "時間的話希望2月底前可以好，因為3月7號我們要去台中寵物展擺攤，攤位費8000都繳了",
      "啊等等我剛看錯！寵物展是4月11號不是3月，所以設計3月底前好就可以了，不用跟過年的訂單一起趕。然後除了logo，名片跟IG貼文模板也想一起做。見面的話跑2次就好，我平常要顧廚房走不開"
    ],
    "whenAsked": {
      "key_considerations": "最重要是讓寵物店老闆一看就覺得專業、可以信任，然後貼紙要印在冷凍包裝上不會糊掉"
    },
    "otherwise": "都可以～你們決定就好",
    "expected": {
      "project_background": {
        "said": 2,
        "text": [
          "想整個品牌重新做"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中南屯"
        ]
      },
      "brand_name_story": {
        "said": 0,
        "text": [
          "阿肥是我家柯基"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "雞肉",
          "鮭魚",
          "凍乾零食"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "看起來像家庭代工"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "上班族",
          "很在意成分"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "溫暖",
          "有手作感但是要乾淨"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "skipped": true
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@afei.fanfan"
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
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "名片",
          "IG貼文模板"
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
      "key_considerations": {
        "said": "asked",
        "text": [
          "專業、可以信任",
          "不會糊掉"
        ]
      }
    }
  },
  {
    "id": "heldout133-commercial-zh-taichung-douhua",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我在台中一中街賣豆花賣了12年了，店名叫「萍記豆花」，現在的店只有8坪，只擺得下5張桌子，假日都排隊排到隔壁去😅 所以想開第二間，新的店面22坪，一樓，想請你們幫忙做室內設計",
      "新店在西區公益路，門牌51號，走到勤美大概5分鐘。房東那邊2月1號開始起租，租約簽5年，月租6萬5，所以越早開越好啦，想說4月18號禮拜六開幕，剛好老店是2014年4月開的，算是12週年",
      "現在最大的問題是老店太擠，客人都只能外帶，想坐也沒位子。新店內用希望可以坐到30個人左右，然後工作檯要大一點，我們平日一天大概做200碗，假日會到400碗，3個員工加我跟我老公在裡面根本轉不太開",
      "我們的豆花都是每天早上自己磨豆子煮的，不加消泡劑，糖水用二砂慢慢熬，一碗45元，加料55，十幾年都沒什麼漲。希望客人進來感覺像回到阿嬤家，很放鬆、很有人情味",
      "客人很多是附近上班族跟學生，還有帶小朋友的媽媽，勤美那邊觀光客也多。風格我喜歡有點復古的，磨石子、老花窗那種，但不要弄得太暗。顏色想要豆花那種米白色配木頭色，不要太多紅色，我老公說看起來會像廟😂",
      "預算的話我們抓150萬左右啦，隔壁那間手搖飲聽說裝潢花了80萬，才10坪而已，我們這間大他一倍多，應該要多抓一點",
      "營業時間是中午12點到晚上10點。招牌跟菜單板也想請你們一起設計，我女兒今年16歲說她要畫logo，但我覺得還是交給專業的比較好😅 設計期間現場來看個2次應該就夠了，我們店很忙走不開",
      "啊剛剛跟我老公講完，他說預算最多120萬，不要再超過了，因為還要買一台新的磨豆機要18萬。然後特色設計的部分我真的沒想法，你們決定就好"
    ],
    "whenAsked": {
      "key_considerations": "最重要是動線要順，出餐跟收碗不要撞在一起，還有地板要好清、不能滑，糖水常常會灑出來"
    },
    "otherwise": "都可以，看你們怎麼建議",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "想開第二間",
          "室內設計"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 22,
          "unit": "ping"
        }
      },
      "address": {
        "said": 1,
        "text": [
          "西區公益路"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-18",
          "precision": "day",
          "relation": "on"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "老店太擠",
          "工作檯要大一點"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "每天早上自己磨豆子",
          "不加消泡劑"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "回到阿嬤家",
          "很有人情味"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "附近上班族跟學生",
          "帶小朋友的媽媽"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "有點復古",
          "磨石子、老花窗"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "米白色配木頭色",
          "不要太多紅色"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "招牌跟菜單板"
        ]
      },
      "number_of_visits": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "unit": "times"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 1200000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "unique_design": {
        "said": 7,
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "動線要順",
          "地板要好清、不能滑"
        ]
      }
    }
  },
  {
    "id": "heldout133-exhibition-zh-yingge-pottery-booth",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉，我們是鶯歌的陶瓷工作室「拾陶」，做手作的杯子跟茶器，開了7年，現在有4個師傅。今年第一次要自己參加台北國際禮品文具展，想找人幫我們做攤位設計",
      "展場在南港展覽館1館，4/23到4/26，一共4天。進場布置是4/22，撤場是4/26展完當天晚上。去年我們是跟協會一起去文博會，那時候只分到一個9平方米的小角落，杯子根本擺不下",
      "攤位本來只報了1個標準攤位3x3，上禮拜主辦說旁邊有人退，我們就加到2個，所以現在是3x6，18平方米，轉角的，兩面開放",
      "我們主打柴燒跟灰釉，一個杯子賣680，茶壺大概3200到4500，每一件都是師傅手拉的，窯溫燒到1230度，每一件顏色都不一樣。想讓逛的人覺得很安靜、很想坐下來喝一杯茶那種感覺",
      "這次主要想接觸的是日本跟歐洲的選品店買家，還有國內的茶館、飯店採購，去年的訂單大概30%是日本來的。一般民眾也歡迎啦，但重點還是B2B",
      "風格想要日式侘寂一點，木頭、土牆、很多留白，不要那種很亮很滿的展位。需要電，要打燈照作品，大概要10幾盞軌道燈，水就不用了",
      "預算含施工抓35萬。另外想順便做一張A5的DM跟一個茶席的展示台，DM大概印2000份",
      "最重要的是作品的安全，陶瓷很怕撞，展台要穩、不能晃，還有撤場那天只給4個小時，要好拆，我們從鶯歌載貨到南港也要開1個小時左右。設計期間見面2次就好，有問題可以直接打我手機0933-215-768"
    ],
    "whenAsked": {
      "unique_design": "這個我還沒想到耶，你們先提案看看"
    },
    "otherwise": "沒特別想法，你們決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "第一次要自己參加台北國際禮品文具展",
          "攤位設計"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館1館"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-23",
          "precision": "day",
          "relation": "on"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-22",
          "precision": "day",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-26",
          "precision": "day",
          "relation": "on"
        }
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "每一件都是師傅手拉的",
          "每一件顏色都不一樣"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "很安靜",
          "很想坐下來喝一杯茶"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "日本跟歐洲的選品店買家",
          "茶館、飯店採購"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "日式侘寂",
          "很多留白"
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
          "amount": 350000,
          "currency": "TWD"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "A5的DM",
          "茶席的展示台"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "作品的安全",
          "展台要穩",
          "要好拆"
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
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout133-other-zh-tainan-beefsoup",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我們在台南中西區賣牛肉湯 開了26年了 店在民族路二段三百多號那邊 早上5點開到中午1點 一天大概賣四百碗左右",
      "想找你們是因為牆上的價目表是16年前我先生用毛筆寫的 後來一直貼紙改價錢 現在一碗150 以前才80 貼到看不清楚 觀光客常常站在那邊看很久 後面排隊的人就很不爽",
      "所以想請你們設計新的價目板 還有外帶的點餐單 一張A4那種 要有中文英文日文",
      "客人一半是在地人 一半是觀光客 最近很多日本跟韓國來的 早上6點多就在排了 店裡才14張桌子 坐滿大概50個人",
      "風格喔我不會講啦 你們專業的看著辦 顏色的話不要紅色 隔壁那間賣虱目魚的招牌就是紅的 不想跟他一樣",
      "希望過年前可以弄好 過年那幾天觀光客最多",
      "啊我問了我女兒 她說過年前太趕了 年後再換就好 3月15號前弄好就可以 而且過年我們初一到初五都有開 不能停下來換",
      "最怕的是價錢要好改 牛肉一直漲 一年可能要調2次 不要又變成一直貼貼紙。聯絡的話找我女兒 她LINE比較會用 但最後要我先生點頭才算數 他今年67了比較固執😂",
      "你們如果要來店裡看 來1次就好 早上太忙 下午2點以後比較方便 店離台南火車站大概1.5公里 之後如果順利 明年想在安平開分店 到時候招牌也想找你們"
    ],
    "whenAsked": {},
    "otherwise": "這個都可以啦 你們決定",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "賣牛肉湯"
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
          "貼到看不清楚",
          "觀光客常常站在那邊看很久"
        ]
      },
      "other_design_requirements": {
        "said": 2,
        "text": [
          "價目板",
          "外帶的點餐單"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "在地人",
          "觀光客"
        ]
      },
      "preferred_style": {
        "said": 4,
        "skipped": true
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "不要紅色"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "價錢要好改"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "找我女兒",
          "最後要我先生點頭"
        ]
      },
      "number_of_visits": {
        "said": 8,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "plans_after_project": {
        "said": 8,
        "text": [
          "安平開分店"
        ]
      }
    }
  },
  {
    "id": "heldout133-packaging-zh-sanxing-scallion",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我是宜蘭三星這邊的，家裡種蔥種了三代，田大概2甲。我今年28，前年從台北回來幫忙，想說不要只賣生蔥，就開始做蔥油拌醬，品牌叫「三星蔥仔」",
      "拌醬是用三星蔥加豬油跟紅蔥頭慢火炒的，拌麵、拌飯、炒青菜都可以，一匙就很香。現在有原味跟辣味兩種，一罐240g，賣220。這次想做的是單罐的標籤，還有一盒裝3罐的禮盒",
      "現在都是超市買的玻璃罐貼白色貼紙，上個月賣了大概350罐，主要在羅東夜市擺攤（第47攤）跟朋友團購。有2間伴手禮店跟1間台北的選物店說有興趣，但要包裝看起來像樣一點才能上架，之後也想進伴手禮店",
      "跟別人不一樣的是我們的蔥都是自己田裡當天拔的，不加味精跟防腐劑，蔥的比例快六成，別家大概兩三成而已",
      "買的人大概是30到50歲會自己煮飯的媽媽，還有來宜蘭玩要買伴手禮的遊客。風格想要有一點台味但不要俗，像老雜貨店的感覺但乾淨一點。顏色想用蔥的綠跟白，不要大紅大金那種過年禮盒風",
      "材質的話我真的不太懂，你們建議就好。不過禮盒一定要撐得住3罐玻璃罐，之前寄宅配破了好幾罐，一次賠快2000塊😭 這個我最在意",
      "時間的話，母親節是5月10號，我們想趕那一檔，所以設計大概4月中前要好，印刷廠說他們要2到3個禮拜。另外宅配的外箱也想順便印個logo",
      "喔對了，禮盒第一批想印500盒，看賣得怎樣再加。有問題可以打給我 0912-345-678，晚上要去夜市擺攤，下午比較好找到我"
    ],
    "whenAsked": {},
    "otherwise": "這個沒特別想法，你們看怎樣比較好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "家裡種蔥種了三代",
          "蔥油拌醬"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "宜蘭三星"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "三星蔥加豬油跟紅蔥頭慢火炒",
          "拌麵、拌飯"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "一罐240g",
          "一盒裝3罐"
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
      "problem_need": {
        "said": 2,
        "text": [
          "包裝看起來像樣一點才能上架"
        ]
      },
      "sales_channels": {
        "said": 2,
        "text": [
          "羅東夜市",
          "團購",
          "伴手禮店"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "自己田裡當天拔的",
          "不加味精跟防腐劑"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "會自己煮飯的媽媽",
          "買伴手禮的遊客"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "有一點台味但不要俗",
          "老雜貨店的感覺"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "蔥的綠跟白",
          "不要大紅大金"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "skipped": true
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "禮盒一定要撐得住3罐玻璃罐"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "宅配的外箱"
        ]
      }
    }
  },
  {
    "id": "heldout133-residential-zh-kaohsiung-gushan-home",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我們去年底在高雄鼓山區美術館附近買了一間中古屋 1/8剛交屋 是大樓12樓 屋齡28年 想整間重新裝修 水電管線都要換",
      "室內大概26坪 三房兩廳兩衛 但是格局很怪 廚房是封閉的又很小 只有一個人轉得過去 主臥的衛浴也沒有窗戶 一直有霉味",
      "住的人是我跟我先生 女兒今年5歲 還有兩隻貓 一隻3歲一隻剛撿到的才4個月大 貓砂跟貓跳台都要有地方放",
      "我先生在家工作 一週大概3天WFH 其他2天進公司 開車20分鐘 所以需要一個可以關門的小書房 我很愛煮飯 週末常常請家人來吃飯 一次都10幾個人 所以想要開放式廚房加中島",
      "還有一台鋼琴 是結婚那年2019年買的 跟大概800本書 都要有位子放 風格想要溫暖一點的北歐風 木頭多一點 不要那種冷冰冰的工業風",
      "預算的部分 房子總價1280萬已經快把我們掏空了😭 樓下鄰居去年裝潢花了250萬 我們大概只能抓180萬 含家具家電",
      "入住時間的話 我們現在租的房子月租2萬2 租約6月底到期 房東說可以再續一個月 所以最晚7月底前要搬進去 女兒9月要上小學了",
      "顏色還沒決定 我們兩個還在討論 先跳過～ 最重要的是通風跟收納 還有貓會抓 沙發跟牆面的材質要耐抓",
      "對了 施工期間希望你們來現場看3次左右 拆除完 水電完 木作完各一次"
    ],
    "whenAsked": {},
    "otherwise": "都可以 沒特別想法",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古屋",
          "想整間重新裝修"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "高雄鼓山區美術館附近"
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
          "amount": 28,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 26,
          "unit": "ping"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "三房兩廳兩衛"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "廚房是封閉的又很小",
          "一直有霉味"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "我跟我先生",
          "女兒",
          "兩隻貓"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "在家工作",
          "很愛煮飯",
          "週末常常請家人來吃飯"
        ]
      },
      "important_collections": {
        "said": 4,
        "text": [
          "鋼琴",
          "書"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "溫暖一點的北歐風",
          "木頭多一點"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 1800000,
          "currency": "TWD"
        }
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "colors_and_elements": {
        "said": 7,
        "skipped": true
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "通風跟收納",
          "耐抓"
        ]
      },
      "number_of_visits": {
        "said": 8,
        "value": {
          "kind": "number_with_unit",
          "amount": 3,
          "unit": "times"
        }
      }
    }
  },
  {
    "id": "heldout133-website-zh-chenji-camera",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我家在高雄三民區開二手相機店 叫陳記相機 我爸1989年開的 到現在37年了 店面只有12坪 早上11點開到晚上8點 禮拜三休息",
      "現在是我接手 線上都靠蝦皮 一個月大概賣80幾台 但蝦皮抽成快10% 一台底片機賣8000就被抽快800 很痛 所以想自己做購物網站 客人可以直接下單刷卡",
      "目前沒有官網 只有蝦皮賣場跟IG @chenji.camera 大概1.2萬人追蹤",
      "頁面要有 商品列表 購物車 維修服務 寄賣收購說明 還有關於我們 放我爸的故事。語言要中文跟日文 很多日本客人來高雄玩會特地來店裡 回去還會私訊問有沒有貨",
      "客人主要是20幾30歲玩底片的年輕人 跟一些50 60歲的老相機收藏家 有參考日本的 Map Camera 跟台中的 光圈倉庫 的網站 不過風格我真的沒概念 你們決定比較好",
      "預算我先抓12萬 含商品上架的後台 庫存大概600多台 每台刮痕跟快門數都不一樣 要能一台一台上",
      "剛問過我爸 他說最多可以到15萬 不能再多了 上線的話希望5月底前 因為6月日本那邊有相機市集 我們有租一個攤位 想印QR code給人掃",
      "最在意的是每台相機的照片要很清楚 可以放大看細節 還有手機買東西要順 我們客人8成都用手機下單。見面的話1次就好 其他LINE講就可以 我LINE是 chenji1989"
    ],
    "whenAsked": {},
    "otherwise": "這個沒差 你們決定",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "二手相機店"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "高雄三民區"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "抽成",
          "直接下單刷卡"
        ]
      },
      "category": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "ecommerce"
          ]
        }
      },
      "url": {
        "said": 2,
        "text": [
          "@chenji.camera"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "商品列表",
          "購物車",
          "維修服務"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "中文",
          "日文"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "玩底片的年輕人",
          "老相機收藏家"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "Map Camera",
          "光圈倉庫"
        ]
      },
      "preferred_style": {
        "said": 4,
        "skipped": true
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 150000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "照片要很清楚",
          "手機買東西要順"
        ]
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "LINE講就可以"
        ]
      }
    }
  },
  {
    "id": "heldout133-brand-ko-mongsil-grooming",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 해운대 좌동에서 강아지 미용실 하고 있는 사장이에요 ㅎㅎ 2019년에 오픈해서 이제 7년차인데 로고가 너무 촌스러워서요ㅠ 로고부터 전체적인 아이덴티티까지 싹 브랜드 리뉴얼 하고 싶어서 연락드렸어요",
      "가게 이름은 몽실이에요. 저희 첫째 말티즈 이름이 몽실인데 올해 12살 됐어요 ㅠㅠ 털이 몽실몽실해서 지은 이름인데 그걸 그대로 가게 이름으로 쓴 거예요",
      "미용이 메인이고요 (소형견 전체미용 5만5천원부터요) 목욕, 위생미용, 그리고 수제간식도 조금 팔아요. 간식은 한 봉에 8천원인데 한 달에 200봉 정도 나가요. 미용사는 저 포함 3명이고 단골 아이들이 한 150마리쯤?",
      "고민은요ㅠ 요즘 가게 반경 500m 안에만 애견미용실이 4군데나 새로 생겼어요. 다들 인스타 감성으로 예쁘게 해놨는데 저희는 간판이랑 로고가 10년 전 느낌이라 새 손님이 잘 안 와요. 인스타 팔로워도 2,400명에서 몇 달째 그대로고요. 인스타는 @mongsil_salon 이에요!",
      "손님은 거의 30~40대 여자분들이에요. 근처 아파트 단지에서 소형견 키우시는 분들이요. 스타일은 포근하고 따뜻한 느낌인데 너무 유치한 캐릭터 말고 좀 세련된 쪽이었으면 해요",
      "상표는 작년 11월 3일에 출원해놨어요. 아직 심사 중이라 등록은 안 됐고요. 등록 대행은 필요 없어요, 이미 변리사님한테 맡겨놨거든요",
      "일정은 원래 3월 초까지로 생각했는데요, 4월 1일이 가게 7주년이라 그날 새 간판 달고 이벤트 하려고요. 간판 제작이 2주 걸린대서 로고는 3월 중순까지만 나오면 돼요. 명함이랑 간식 포장 스티커도 같이 해주시면 좋겠어요!",
      "미팅은 직접 만나서 두 번 정도 하면 좋겠어요. 저희가 화요일 휴무고 10시~7시 영업이라 화요일이면 편해요. 그리고 제일 중요한 건 강아지 그림 넣더라도 말티즈만 떠오르지 않게 해주세요. 푸들, 포메, 비숑 다 오는 데라서요 ㅎㅎ"
    ],
    "whenAsked": {
      "colors_and_elements": "색은 아직 생각을 안 해봤어요 ㅠ 시안 보고 정하고 싶어요"
    },
    "otherwise": "그건 딱히 상관없어요~ 알아서 해주세요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "강아지 미용실",
          "브랜드 리뉴얼"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "해운대 좌동"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "첫째 말티즈 이름이 몽실"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "전체미용",
          "위생미용",
          "수제간식"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "새 손님이 잘 안 와요"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "@mongsil_salon"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "30~40대 여자분들",
          "소형견 키우시는 분들"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "포근하고 따뜻한 느낌",
          "세련된"
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
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "명함",
          "간식 포장 스티커"
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
      "key_considerations": {
        "said": 7,
        "text": [
          "말티즈만 떠오르지 않게"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout133-commercial-ko-daejeon-bakery",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 대전에서 동네 빵집 7년째 하고 있는 사람입니다. 이번에 가게를 옮기게 돼서 인테리어 문의 드려요.",
      "지금 가게는 12평인데 너무 좁아서 같은 봉명동 안에서 유성온천역 쪽 큰길가 1층으로 옮겨요. 새 자리는 28평이고 예전에 휴대폰 매장 하던 데라 싹 새로 해야 됩니다. 바로 옆 카페가 40평쯤 되는데 거기보단 작아요 ㅎ",
      "저희는 소금빵이랑 식빵이 주력이에요. 소금빵 하나 3,200원인데 하루에 400개 넘게 나가요. 직원은 저 포함 4명이고 아침 7시 반에 문 열어서 저녁 8시에 닫습니다. 오픈하자마자 오시는 단골분들이 한 60분 정도 계세요.",
      "지금 제일 문제는 줄이에요. 아침에 손님 10명만 들어와도 꽉 차서 밖에 줄 서시고, 빵 나오는 시간엔 동선이 엉켜요. 새 가게에선 줄 서는 공간이랑 진열대를 넉넉하게 빼고 싶어요. 주방에 오븐 2대 더 들어갈 자리도 필요하고요.",
      "동네 빵집이지만 매일 아침 직접 반죽해서 굽는다는 게 저희 자부심이에요. 손님들이 들어왔을 때 갓 구운 빵 냄새 나는 따뜻한 동네 빵집 느낌 받으셨으면 좋겠어요. 근처에 프랜차이즈가 두 군데나 생겼는데 저희는 천연발효종 쓰는 게 달라요.",
      "손님은 주로 근처 아파트 사시는 30~40대 주부분들이랑 출근길 직장인이에요. 스타일은 너무 힙한 거 말고 나무랑 하얀 벽 위주로 깔끔하고 편안한 느낌이면 좋겠습니다. 빵 굽는 게 밖에서 보이게 오픈 주방으로 하는 게 제 로망이에요 ㅎㅎ",
      "예산은 인테리어만 7천만 원 정도 생각하고 있어요. 지금 가게 계약이 3월 31일에 끝나서 새 가게는 4월 중순에 오픈하려고 합니다. 작년에 지금 가게 부분 수리할 때 800만 원 들었는데 그땐 진짜 급하게 했거든요.",
      "아 그리고 간판도 같이 해주시면 좋겠어요. 가게 전화번호 042-822-1375는 그대로 가져가니까 간판에 넣어주시고요. 현장 미팅은 세 번 정도면 될 것 같습니다."
    ],
    "whenAsked": {
      "colors_and_elements": "색은 제가 잘 몰라서요.. 그건 디자이너님이 정해주세요.",
      "key_considerations": "공사하는 동안에도 지금 가게는 계속 장사해야 하니까 일정이 밀리면 안 됩니다. 그리고 밀가루 때문에 바닥은 청소 쉬운 걸로 부탁드려요."
    },
    "otherwise": "그건 딱히 생각 안 해봤어요. 편하게 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "동네 빵집",
          "가게를 옮기게"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "봉명동",
          "유성온천역 쪽"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "pyeong"
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "밖에 줄 서시고",
          "동선이 엉켜요"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "매일 아침 직접 반죽해서 굽는다는",
          "따뜻한 동네 빵집 느낌"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "천연발효종 쓰는 게 달라요"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "30~40대 주부분들",
          "출근길 직장인"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "나무랑 하얀 벽",
          "깔끔하고 편안한"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "오픈 주방"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 70000000,
          "currency": "KRW"
        }
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "on",
          "part": "mid"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "간판도 같이"
        ]
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 3,
          "unit": "times"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "일정이 밀리면 안 됩니다"
        ]
      }
    }
  },
  {
    "id": "heldout133-exhibition-ko-kintex-camping-chair",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 김해에서 캠핑 의자랑 테이블 만드는 '솔바람공방' 마케팅 담당 이수진입니다. 3월에 킨텍스에서 하는 캠핑 박람회 부스 디자인 때문에 연락드렸어요. 저희가 창업한 지 4년 됐고 전시는 이번이 두 번째예요.",
      "전시장은 킨텍스 제2전시장 7홀이고요, 박람회는 3월 12일 목요일부터 15일 일요일까지 4일간 해요. 설치는 전날인 11일에 들어가고, 철수는 15일 마지막 날 저녁 6시 끝나고 바로 해야 한대요.",
      "작년엔 3x3 기본 부스 하나로 나갔는데 의자 12개 펼쳐놓으니까 사람 서 있을 데가 없었어요 ㅠㅠ 그래서 이번엔 두 칸 붙여서 3x6, 18㎡로 신청했습니다. 작년 나흘 동안 방문객이 2,000명 정도였고 현장에서 의자만 150개 팔았어요.",
      "저희 주력 제품은 원목 로우체어인데 무게 2.4kg에 가격은 129,000원이에요. 한 달에 600개 정도 팔리고 재구매율이 30% 넘어요. 국산 참나무로 하나하나 손으로 마감하는 게 저희 자랑이에요.",
      "부스에 오시는 분들이 '아 여기서 하룻밤 캠핑하고 싶다' 이런 편안한 기분을 느끼셨으면 좋겠어요. 저희 슬로건이 '천천히 앉아 쉬다'거든요. 일반 관람객도 좋지만 이번엔 캠핑용품 편집숍 바이어분들이랑 꼭 만나고 싶습니다.",
      "스타일은 숲속 느낌으로 원목이랑 패브릭 많이 쓰고, 조명은 따뜻한 전구색으로 하고 싶어요. 조명이랑 제품 시연용 랜턴 때문에 전기는 필요하고 물은 안 써도 돼요.",
      "예산은 부스 디자인이랑 시공까지 해서 1,200만 원 안쪽으로 생각하고 있어요. 참고로 작년엔 기본 부스 비용이 330만 원이었고, 이번에 다른 업체에서 받은 견적은 1,600만 원이었는데 그건 좀 부담스러웠어요.",
      "아 그리고 이번 박람회 끝나면 5월에 부산 벡스코 캠핑페어도 나갈 예정이라 부스 구조물은 재사용할 수 있게 해주시면 좋겠어요. 바이어 상담용 카탈로그 300부도 같이 디자인 가능할까요?"
    ],
    "whenAsked": {
      "unique_design": "음… 특별히 생각해둔 건 없어요. 그건 디자이너님이 제안해주시면 좋겠어요.",
      "key_considerations": "설치 시간이 하루밖에 없어서 현장에서 빨리 조립할 수 있어야 해요. 그리고 제품이 잘 보이는 게 제일 중요합니다."
    },
    "otherwise": "그 부분은 특별히 원하는 건 없어요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "캠핑 의자랑 테이블 만드는",
          "캠핑 박람회 부스 디자인"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "킨텍스 제2전시장 7홀"
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
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-11",
          "precision": "day",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day",
          "relation": "on"
        }
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "사람 서 있을 데가 없었어요"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "국산 참나무로 하나하나 손으로 마감하는"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "하룻밤 캠핑하고 싶다",
          "천천히 앉아 쉬다"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "캠핑용품 편집숍 바이어분들"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "숲속 느낌",
          "원목이랑 패브릭"
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
          "amount": 12000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "부산 벡스코 캠핑페어",
          "재사용할 수 있게"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "바이어 상담용 카탈로그"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "빨리 조립할 수 있어야"
        ]
      }
    }
  },
  {
    "id": "heldout133-other-ko-suwon-taco-truck",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 수원에서 푸드트럭 하는 사람인데요 타코 팝니다. 트럭 외관 랩핑이랑 메뉴판 디자인 맡기고 싶어서 연락드림",
      "장사는 2021년부터 했으니 5년째고 트럭은 1톤 포터 개조한거. 중고로 1,800 주고 샀어요 ㅋ 주로 광교 호수공원 주말 야시장이랑 대학 축제 다니고 작년엔 축제만 11번 나갔어요",
      "문제는 지금 트럭이 그냥 흰색에 시트지로 글씨만 붙여놔서 멀리서 보면 뭐 파는 트럭인지 모름. 야시장에 트럭이 20대 넘게 서있으니까 그냥 묻혀버려요",
      "메뉴는 타코 3개 한접시 1만2천원, 부리또 9천원 이 두개가 메인이고 잘되는 날은 하루 150인분 넘게 나가요. 손님은 거의 20대 대학생이랑 데이트하는 커플들",
      "스타일은 솔직히 잘 모르겠어요 그쪽이 전문가니까 알아서 ㅎ 색은 멕시코 느낌 나게 노랑이랑 초록 들어갔으면 좋겠고 해골 그림 같은건 빼주세요 애들도 많이 와서",
      "일정은 4월 4일에 화성행궁 쪽 봄 행사가 올해 첫 출장이라 그 전에 랩핑 붙여야 되는데 랩핑 업체가 시안 받고 제작 설치까지 2주 걸린대요. 그래서 디자인은 3월 20일까지 나와야 돼요",
      "젤 중요한건 옆면에 판매창이 열리는 구조라 창 열었을 때도 로고랑 메뉴가 잘 보여야 됨. 옆면 길이는 4.5m 정도고 정확한 치수는 랩핑 업체 010-4417-2083 으로 직접 통화하셔도 돼요",
      "진행은 카톡으로 주고받는게 편하고 결정은 저랑 와이프 둘이 같이 해요. 실물 트럭은 한 번 와서 보셔야 될 거 같은데 평일엔 광교 창고에 세워둠. 잘되면 내년에 2호차 뽑을 거라 그때도 똑같이 쓸 수 있게 해주세요. 와이프가 하는 인스타 팔로워가 3천명 정도라 홍보도 좀 될 거예요"
    ],
    "whenAsked": {},
    "otherwise": "그건 딱히 없어요 알아서 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "푸드트럭",
          "타코"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "트럭 외관 랩핑",
          "메뉴판"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수원"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "멀리서 보면 뭐 파는 트럭인지 모름",
          "묻혀버려요"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20대 대학생",
          "데이트하는 커플들"
        ]
      },
      "preferred_style": {
        "said": 4,
        "skipped": true
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "노랑이랑 초록",
          "해골 그림 같은건 빼주세요"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "창 열었을 때도 로고랑 메뉴가 잘 보여야"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "카톡으로 주고받는게",
          "저랑 와이프 둘이 같이"
        ]
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "2호차"
        ]
      }
    }
  },
  {
    "id": "heldout133-packaging-ko-yeongcheon-pear-jar",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 경북 영천에서 배 농사 짓는 사람입니다. 아버지 때부터 치면 40년 넘었고 제가 맡은 지는 25년 됐습니다. 과수원은 3천평 정도 되고요. 몇 해 전부터 못난이 배로 배도라지청을 만들어 파는데 이번에 포장을 제대로 바꿔보려고 연락드렸습니다.",
      "제품은 배하고 도라지를 12시간 넘게 달여서 만든 청입니다. 따뜻한 물에 한두 스푼 타서 차로 드시면 되고요. 설탕은 안 넣고 배 당도가 보통 13브릭스 이상 나와서 그걸로만 단맛을 냅니다.",
      "지금은 500g 유리병 하나에 2만8천원 받고 있고요, 선물용은 500g 3병을 한 세트로 묶어서 7만9천원입니다. 작년 추석에 1,200세트 나갔습니다. 그런데 지금 라벨이 집사람이 컴퓨터로 만들어서 붙인 거라 좀 없어 보입니다.",
      "판매는 네이버 스마트스토어가 제일 많고 영천 로컬푸드 직매장 3곳에도 넣습니다. 스마트스토어 리뷰가 870개 정도 되는데 포장 얘기가 자주 나옵니다. 이번에 새로 하고 싶은 건 병에 붙는 라벨하고 3병 들어가는 선물세트 상자입니다.",
      "사시는 분들은 주로 부모님 선물하려는 40~60대 분들이고 요즘은 목 안 좋은 직장인들도 많이 삽니다. 서울서 회사 다니는 딸이 (올해 29살입니다) 사무실에 한 병 갖다놨더니 동료들이 다 주문했다 하더라고요.",
      "느낌은 촌스럽지 않게 깔끔하면서도 정성 들인 느낌이면 좋겠습니다. 색은 배 껍질 같은 연한 황토색이 좋고 빨간색은 빼주십시오. 재질은 제가 잘 몰라서 알아서 추천해 주십시오.",
      "일정은 추석 선물세트 때문에 7월 말까지면 될 줄 알았는데 인쇄소 사장님이 상자 인쇄하고 납품까지 6주 걸린다고 해서 6월 말까지는 디자인이 끝나야 합니다. 올 추석이 9월 25일이라 8월 중순부터 예약을 받거든요.",
      "제일 중요한 건 택배로 많이 나가니까 유리병이 안 깨지게 상자가 튼튼해야 합니다. 작년에 파손으로 반품된 게 40건 정도 됐습니다. 그리고 과수원에 한 번은 직접 오셔서 보시면 좋겠습니다. 영천IC에서 10분이면 옵니다."
    ],
    "whenAsked": {},
    "otherwise": "그건 특별히 바라는 거 없습니다. 알아서 해주십시오.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "배도라지청",
          "포장을 제대로 바꿔보려고"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "경북 영천"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "배하고 도라지를",
          "따뜻한 물에 한두 스푼 타서"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "설탕은 안 넣고"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "500g 유리병",
          "500g 3병을 한 세트로"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "좀 없어 보입니다"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "스마트스토어",
          "로컬푸드 직매장"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "gift_set"
          ]
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "부모님 선물하려는",
          "목 안 좋은 직장인들"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "촌스럽지 않게 깔끔하면서도",
          "정성 들인 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "연한 황토색",
          "빨간색은 빼주십시오"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "skipped": true
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "유리병이 안 깨지게",
          "튼튼해야"
        ]
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      }
    }
  },
  {
    "id": "heldout133-residential-ko-chuncheon-old-house",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요ㅎㅎ 춘천에 주택을 하나 샀는데 리모델링 상담 가능할까요?? 서울 살다가 내려가는 거라 아무것도 몰라서요ㅋㅋ",
      "위치는 춘천 동면 쪽이고 지은 지 38년 된 단층 단독주택이에요. 대지는 80평인데 집 자체는 27평이에요. 집값은 2억 3천 줬어요 생각보다 싸서 바로 질렀음ㅋㅋ",
      "방 3개에 화장실 1개, 거실이랑 주방 붙어있는 구조고요. 화장실 하나 더 만들 수 있으면 좋겠어요. 겨울에 엄청 춥다고 들어서 단열이 제일 걱정이에요ㅠ 전 주인 할머니가 여기서 30년 넘게 사셨대요",
      "와이프랑 저, 세 살 딸, 그리고 7살 된 리트리버 한 마리 살 거예요. 얘가 30kg 넘어서 마당이 꼭 필요했어요ㅋㅋ 와이프는 디자이너라 주 3일 재택하고 저는 회사까지 차로 40분 출퇴근해요",
      "주말엔 마당에서 고기 굽고 텃밭 하고 싶어요. 텃밭은 한 10평? 친구들도 서울에서 1시간 반이면 오니까 자주 부를 듯ㅎㅎ 와이프 재택할 작업방은 따로 하나 있어야 돼요",
      "예산은 처음엔 1억 5천 생각했는데 대출이 좀 빡빡해서ㅠ 1억 2천까지만 쓰려고요. 이사는 6월 중순쯤? 지금 전세가 5월 31일 만기라 그 사이엔 처가에 잠깐 있으려고요",
      "아 그리고 와이프 LP가 한 500장 있어서 그거 꽂을 벽면 수납 있었으면 좋겠어요. 결혼 5주년 때 산 턴테이블도 있고요ㅋㅋ 색은 하얀색이랑 나무색 위주로, 너무 차가운 회색은 싫대요",
      "스타일은 솔직히 잘 모르겠어요 저희 둘 다 감이 없어서ㅋㅋ 사진 몇 개 보여주시면 고를게요. 현장은 서울에서 가기 멀어서 미팅은 두 번 정도만 가능할 것 같아요"
    ],
    "whenAsked": {
      "key_considerations": "단열이랑 난방이요. 애기가 있어서 겨울에 안 추운 게 제일 중요해요"
    },
    "otherwise": "그건 크게 상관없어요ㅎㅎ 알아서 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "주택을 하나 샀는데",
          "리모델링"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "춘천 동면"
        ]
      },
      "property_category": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "detached_house"
          ]
        }
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 38,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
          "unit": "pyeong"
        }
      },
      "layout": {
        "said": 2,
        "text": [
          "방 3개에 화장실 1개"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "화장실 하나 더",
          "단열이 제일 걱정"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "와이프랑 저, 세 살 딸",
          "리트리버 한 마리"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "마당에서 고기 굽고 텃밭",
          "작업방은 따로"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 120000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "relation": "on",
          "part": "mid"
        }
      },
      "important_collections": {
        "said": 6,
        "text": [
          "LP",
          "턴테이블"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "하얀색이랑 나무색",
          "차가운 회색은 싫대요"
        ]
      },
      "preferred_style": {
        "said": 7,
        "skipped": true
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "unit": "times"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "단열이랑 난방"
        ]
      }
    }
  },
  {
    "id": "heldout133-website-ko-gyeongpo-guesthouse",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요!! 강릉 경포에서 게스트하우스 하고 있어요 ㅎㅎ 2021년에 오픈했고 방 6개에 최대 14명까지 묵을 수 있어요. 홈페이지 새로 만들고 싶어서 문의드려요",
      "지금 홈페이지는 sopoong-stay.com 인데 친구가 5년 전에 만들어준 거라 폰으로 보면 다 깨져요 ㅠㅠ 그래서 예약은 거의 에어비앤비로 받는데 수수료가 15%라 넘 아까워요",
      "그니까 홈페이지에서 바로 예약+결제까지 되는 게 제일 목표예요! 작년 투숙객이 2,300명 정도였는데 그중 반만 직접 예약으로 와도 ㅋㅋㅋ",
      "페이지는 메인, 객실소개(방마다 따로), 예약, 오시는 길, 주변 맛집 추천 이렇게요. 경포해변까지 걸어서 8분이고 강릉역에서 버스로 20분이라 오시는 길 페이지는 꼭 있어야 돼요",
      "손님은 20~30대 여자분들 혼자 여행이나 친구끼리 오는 경우가 젤 많고 요즘 외국인도 꽤 와요. 대만, 일본 분들요! 그래서 한국어, 영어, 일본어 세 개는 있어야 할 거 같아요",
      "분위기는 바다 앞이니까 밝고 시원한 느낌? 사진 크게크게 나오는 거 좋아요. 평일 1박 7만원 주말 9만원인데 가격도 한눈에 보였으면 해요. 참고할 만한 사이트는 딱히 모르겠어요 ㅠ",
      "예산은 300만원 생각했는데 예약 결제 기능 붙이면 더 든다고 들어서 최대 400까지는 가능해요. 오픈은 2월 말까지 됐으면 좋겠어요! 3월부터 벚꽃 시즌 문의가 오기 시작하거든요. 경포 벚꽃축제가 보통 4월 첫째 주라서요",
      "제일 중요한 건 제가 혼자 관리하니까 방 가격이나 사진은 제가 직접 쉽게 바꿀 수 있어야 돼요. 아 그리고 객실 사진 촬영도 같이 해주시면 좋겠어요! 저희 고양이 두부(3살)도 찍어주세요 ㅋㅋ 체크인 3시 체크아웃 11시라 그 사이에 오시면 돼요"
    ],
    "whenAsked": {},
    "otherwise": "그건 상관없어요! 편하게 해주세요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "게스트하우스",
          "홈페이지 새로 만들고 싶어서"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "강릉 경포"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "sopoong-stay.com"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "바로 예약+결제까지"
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
        "said": 3,
        "text": [
          "객실소개",
          "오시는 길",
          "주변 맛집 추천"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "20~30대 여자분들",
          "외국인"
        ]
      },
      "languages": {
        "said": 4,
        "text": [
          "한국어",
          "영어",
          "일본어"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "밝고 시원한 느낌",
          "사진 크게크게"
        ]
      },
      "competitors": {
        "said": 5,
        "skipped": true
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 4000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "직접 쉽게 바꿀 수 있어야"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "객실 사진 촬영"
        ]
      }
    }
  }
];
