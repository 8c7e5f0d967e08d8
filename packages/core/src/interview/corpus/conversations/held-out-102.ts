import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 102 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: said aloud (visitors who dictate on their
 * phone or type as they speak: run-on sentences with little punctuation, fillers, numbers and dates spelled out in words
 * beside digits, "about twelve hundred square feet", "兩百五十萬", "삼천오백", and self-repairs in mid-sentence, "March no
 * sorry April", "大概三十 不對 三十二坪", "삼월, 아 아니 사월"; in each, a value of another person, place, time or thing, one
 * correction a message or two later, and one or two fields the visitor does not know, filed as skipped). Written in session
 * 55 by seven writers; fifteen conversations came in the session (the zh-TW spaces and the ko-KR packaging, website and
 * other project did not, and are not here). Every one was first played on 6400591c (the session's start): 134 of 194 facts
 * (69.1 %), 12 wrong values, 21 asked again, 0 loops, 0 off-type questions, at most 15 turns. Its conversations were then
 * used for work.
 */
/* Writer's note (en-US, batch 102)
 * - brand_design: Marcus, a fortyish first-time owner in Columbus, Ohio, dictates run-on messages about his mobile dog grooming van "Tubby Tugboat". Traps: the van wrap date (March third) is not the design deadline; buddy Dave's flames-and-chrome logo is someone else's style; Dublin/Worthington are where customers live, not the business address. Correction: message 5 changes expected_deadline from mid February (message 3) to 2026-02-09. Unknown: colors_and_elements.
 * - packaging_design: Glen, an older hazelnut farmer near Dundee, Oregon, types without apostrophes about jars and labels for his family's hazelnut butter. Traps: the Hendersons' Portland farmers market and plastic tubs; the September twenty sixth harvest festival is not the deadline. Correction: message 4 changes specification from eight ounce (message 2) to ten ounce. Unknown: target_audience.
 * - website: Fiona, a busy physio clinic owner in Clifton, Bristol, dictates between patients about a booking website. Traps: her mate Rob's nine-grand dental site budget; the Bristol Half in September is not the go-live date. Correction: message 5 changes budget from £3,000 (message 4) to £4,500. Unknown: preferred_style.
 * - other: Jake, a late-twenties co-owner of Low Tide Brewing in Fremantle, dictates casually about a mural design for the beer garden wall. Traps: the brewery's fifth birthday party on April eighteenth is not the design deadline; Kel is the painter, not the designer. Correction: message 5 changes expected_deadline from 2026-03-20 (message 3) to 2026-03-06. Unknown: key_considerations.
 * - residential_space: Marcus, a dad in Philadelphia voice-typing about gutting a hundred-year-old Fishtown rowhouse for his wife, two boys and a golden retriever. Traps: old Northern Liberties apartment (two bed), the boys' ages 7 and 10 (not the house's age), brother-in-law's 250k Cherry Hill reno, school start on the 26th (not move-in); self-repair September→August first. Correction: message 6 changes budget from 150000 USD (message 4) to 175000 USD. Unknown: colors_and_elements.
 * - commercial_space: Theo, a young Vancouver bike-shop owner typing lowercase run-ons, moving Spoke & Bean to Main Street and adding a coffee bar. Traps: old Commercial Drive shop and its six hundred ft², competitors' two-week wait, free rent from March first (not opening); self-repair eighteen hundred→sixteen hundred ft². Correction: message 7 changes opening_date from 2026-05-15 (message 5) to 2026-06-20. Unknown: budget.
 * - exhibition_space: Renee, a Boise dog-treat baker in her fifties dictating about her first own booth at a Las Vegas pet trade show. Traps: last year's shared ten by ten and eight grand, home city Boise vs venue; self-repair opening August eleventh→twelfth. Correction: message 3 changes space_size from 200 ft2 (message 1) to 300 ft2. Unknown: exit_date.
 */
/* Writer's note (zh-TW, batch 102)
 * - brand_design: a man in his early thirties in Tainan who took over the douhua cart his mother pushed for twenty years and is moving it into a shop, wanting a new brand (no punctuation, spoken style). Traps: the shop opens at the end of March (not the design deadline); the green of the shaved-ice shop next door (to avoid, not their colour); his mother's old hand-painted sign. Correction: message 5 changes expected_deadline from 二月底 (message 3) to 三月五號. Unknown: need_registration_assistance (he must ask his mother first); registration_status filed as not_sure.
 * - packaging_design: the wife of a third-generation black-tea farming family in Yuchi, Nantou, upgrading zip bags to a Mid-Autumn gift box. Traps: Mid-Autumn Festival on 九月二十五號 (not the deadline); the tea shop next door's clear plastic box; the red her husband wants (not decided). Correction: message 4 changes specification from 一盒放兩罐 (message 2) to 一盒放三罐. Unknown: colors_and_elements.
 * - website: a fast-typing administrator at a dental clinic in Zhubei redoing the site with online booking. Traps: the last site cost 八萬; the director's friend's Taipei clinic spent 三十幾萬; the April closure for renovation (not the launch date); a self-repair in one message, "中文就好 啊 不對 要有英文". Correction: message 5 changes budget from 十二萬 (message 3) to 十八萬. Unknown: competitors.
 * - other: the older general secretary of a community development association in Lukang, Changhua, speaking rather than typing, wanting a community mascot and LINE stickers. Traps: the chairman lives and meets in Taichung (not the address); the culture festival at the end of August (an event, not the deadline); Kumamon (only a reference). Correction: message 6 changes expected_deadline from 七月底 (message 4) to 五月底. Unknown: colors_and_elements.
 */
/* Writer's note (ko-KR, batch 102)
 * - brand_design: a son in his thirties who quit his job to join his mother's 29-year-old sesame-oil mill in Yeongcheon market and wants a full new identity. Traps: the smart store opening in early May, the April farmers' market, a neighbour's trademark lawyer fee of over a million won, the mill's age. Correction: message 5 changes expected_deadline from end of April (message 3) to end of March. Unknown: colors_and_elements.
 * - exhibition_space: a marketing team lead of a small vegan skincare brand, dictating while driving, booking a first booth at a COEX beauty fair. Traps: a competitor's 36 m² booth last year, another company's 50 million won budget at last year's Busan fair, a self-repaired move-in day (14th → 15th within one message). Correction: message 3 changes space_size from 18 m² (message 1) to 27 m². Unknown: exit_date.
 * - residential_space: a working mother in her late thirties, dictating between errands, who bought an old apartment in Bundang Jeongja-dong for her husband, two primary-school daughters and a cat. Traps: current rented home in Pangyo, her sister's 80 million won renovation, the lease end date 7월 15일 (not the move-in date). Correction: message 4 changes budget from 50,000,000 KRW (message 2) to 60,000,000 KRW. Unknown: age.
 * - commercial_space: a Daegu gukbap restaurant owner in his fifties (light Gyeongsang dialect, voice typing) moving his 20-year shop to a larger ground-floor space. Traps: old shop in Beomeo-dong, old shop size 15 pyeong, old lease ending 4월 30일, construction start 3월 중순. Correction: message 4 changes opening_date from early May 2026 (message 2) to early June 2026. Unknown: budget.
 */
export const hundredAndSecondHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout102-brand-en-dog-grooming-van",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "hey so um my name's Marcus and I'm starting a mobile dog grooming business here in Columbus Ohio it's basically a converted Sprinter van and I need like a whole identity logo colors fonts all of it not just a logo",
      "so the name is Tubby Tugboat my first dog was an English bulldog named Tugboat and he was let's just say round and he absolutely hated baths so yeah it's kind of an inside joke on him rest his soul",
      "services are full grooms baths nail trims teeth brushing and de-shedding treatments for the big fluffy guys like huskies up to about a hundred and twenty pounds",
      "timeline wise the van gets wrapped on March third that's the only slot the wrap shop had so I'd want the logo done by end of February no sorry mid February so they have time to proof it and print",
      "oh and the trademark thing no I haven't registered the name or anything I don't even know where you'd start with that honestly",
      "okay update on the date the wrap guy just texted me he needs final files by February ninth not mid February so let's say the ninth",
      "style I want friendly and kinda cartoony but not babyish you know. my buddy Dave's pressure washing logo is all flames and chrome and it's awful so definitely nothing like that lol",
      "besides the logo I'll need the van wrap obviously plus business cards and these little bandanas the dogs get to wear home after. colors though I honestly don't know my wife Tasha's way better at that stuff so let's hold off until she weighs in"
    ],
    "whenAsked": {
      "problem_need": "honestly just getting noticed, people need to spot the van from down the street and remember the name because right now nobody knows who I am",
      "brand_website": "nothing yet, I'll set up an Instagram once I've got a logo to put on it",
      "target_audience": "busy families in the suburbs, Dublin, Worthington, that kind of area, and a lot of older folks who just can't lift a big dog into the car anymore",
      "need_registration_assistance": "yeah sure if it doesn't cost a fortune",
      "key_considerations": "it's gotta read from across a parking lot on the side of the van and still work tiny on a bandana"
    },
    "otherwise": "eh no strong feelings, whatever you think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mobile dog grooming",
          "whole identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Columbus"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "bulldog named Tugboat",
          "hated baths"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "full grooms",
          "nail trims",
          "de-shedding"
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
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-02-09",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "friendly",
          "cartoony but not babyish"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "van wrap",
          "business cards",
          "bandanas"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "skipped": true
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "spot the van",
          "remember the name"
        ]
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "Instagram"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "busy families",
          "older folks"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "across a parking lot",
          "tiny on a bandana"
        ]
      }
    }
  },
  {
    "id": "heldout102-packaging-en-hazelnut-butter-jars",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "well hello there. we have a hazelnut orchard outside Dundee Oregon been in the family since nineteen seventy two and this year my daughter talked me into making hazelnut butter out of the broken nuts we cant sell whole so we need a jar and a label that dont look like a church bake sale",
      "its just roasted hazelnuts ground up with a pinch of sea salt nothing else. you spread it on toast or put it in oatmeal or eat it right off the spoon like my grandson does",
      "jars would be eight ounce glass with a paper label, none of that shiny plastic stuff, sold one at a time and then a three pack for the holidays",
      "the Hendersons down the road sell their filberts at the Portland farmers market in little plastic tubs and good for them but thats not us. we'll sell at our own farm stand and on our website and theres a buyer from New Seasons Market who wants to try a case",
      "scratch what I said about the size. Karen thats my daughter says the kitchen we rent only fills ten ounce jars so its ten ounce. still singles and the three pack",
      "timing. our harvest festival at the farm is september twenty sixth but we want jars on the shelf long before that so design done by april fifteenth. tax day ha",
      "colors I want that green the orchard gets in spring, new leaves. and no gold foil, Karen keeps showing me gold foil and it looks like a perfume bottle"
    ],
    "whenAsked": {
      "unique_selling_point": "We grow every nut ourselves, three generations on the same ground, and there's only two ingredients in the jar",
      "target_audience": "Gosh, I couldn't tell you. I'm a farmer not a marketing man. Put down don't know for now",
      "preferred_style": "Honest and old fashioned, like a seed packet from the feed store",
      "key_considerations": "It has to say TREE NUTS big and clear for the allergy folks, and the jar has to survive being shipped"
    },
    "otherwise": "No preference, whatever you folks think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "hazelnut orchard",
          "hazelnut butter"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Dundee"
        ]
      },
      "packaging_form": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label"
          ]
        }
      },
      "product_description": {
        "said": 1,
        "text": [
          "roasted hazelnuts",
          "sea salt",
          "spread it on toast"
        ]
      },
      "preferred_materials": {
        "said": 2,
        "text": [
          "glass",
          "paper label"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "farm stand",
          "website",
          "New Seasons"
        ]
      },
      "specification": {
        "said": 4,
        "text": [
          "ten ounce",
          "three pack"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-15",
          "precision": "day"
        }
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "green the orchard gets in spring",
          "no gold foil"
        ]
      },
      "unique_selling_point": {
        "said": "asked",
        "text": [
          "grow every nut ourselves",
          "two ingredients"
        ]
      },
      "target_audience": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "old fashioned",
          "seed packet"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "TREE NUTS",
          "shipped"
        ]
      }
    }
  },
  {
    "id": "heldout102-website-en-physio-booking",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya, I'm Fiona, I run a little physio clinic in Clifton in Bristol, it's me and two other physios and our website is from twenty fifteen and honestly looks it so we need a new one, basically a booking site where people can book themselves in",
      "current site's cliftonbackcare.co.uk if you want a laugh",
      "main problem is the phone never stops ringing and our receptionist is only part time so after five o'clock we just lose bookings. people should be able to book and pay a deposit online themselves without ringing us",
      "pages um home, meet the team, treatments and prices, book now, contact, and maybe a blog with exercise videos later on",
      "budget I was thinking about three thousand pounds. my mate Rob has a dental practice and he paid nine grand for his which I thought was mad",
      "ok so I just spoke to Hannah my business partner and we can actually stretch to four and a half thousand so put four and a half",
      "we'd love it live before the Bristol Half no wait that's September isn't it, so before Easter then, Monday the thirtieth of March, spring's when all the runners come in injured",
      "oh and there's a clinic in Bath called Motion Works, their site is lovely, really clean, and you can see each physio's diary and pick who you want"
    ],
    "whenAsked": {
      "languages": "Just English for now",
      "target_audience": "Mostly runners and cyclists, office workers with bad backs, and quite a few older patients after hip replacements so it needs to be dead easy to use",
      "preferred_style": "No idea really, I'm not a design person, I'll know it when I see it",
      "key_considerations": "The booking has to link up with Cliniko, that's our practice software, and it has to work properly on phones"
    },
    "otherwise": "No preference really, whatever you'd recommend.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "physio clinic",
          "twenty fifteen"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Clifton"
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
          "cliftonbackcare"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "phone never stops ringing",
          "pay a deposit online"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "meet the team",
          "treatments and prices",
          "book now",
          "contact"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 4500,
          "currency": "GBP"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-30",
          "precision": "day"
        }
      },
      "competitors": {
        "said": 7,
        "text": [
          "Motion Works"
        ]
      },
      "languages": {
        "said": "asked",
        "text": [
          "English"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "runners",
          "office workers",
          "hip replacements"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Cliniko",
          "phones"
        ]
      }
    }
  },
  {
    "id": "heldout102-other-en-brewery-mural",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "g'day so um I'm Jake I'm one of three owners at Low Tide Brewing in Fremantle and we've got this massive blank wall out in the beer garden like thirty metres long and we want someone to design a mural for it",
      "right now it's just grey besser block and it's kind of depressing honestly people sit with their backs to it. we want it to be like THE photo spot you know people posting it and tagging us",
      "our crowd is like tradies after knock off during the week uni students on saturdays and then families sunday arvo cause we do a kids menu and there's a sandpit",
      "timing so our fifth birthday party is the eighteenth of April and we want it painted by then. our mate Kel's doing the actual painting he just needs the design from you, and he reckons four weeks to paint so design locked by the twentieth of March",
      "style wise like retro surf poster vibes seventies a bit sun faded, the ocean, and a big octopus holding a schooner that's our mascot Ollie. colours sunset orange and teal, no purple, one of the other owners hates purple",
      "ah bugger change of plan on the date, Kel just told me he's got another job in April so he has to start earlier, we need the design locked by the sixth of March not the twentieth",
      "for decisions it's me and the other two owners Priya and Tom, majority vote basically. email's best cause I'm always on the brew floor, like an update once a week is plenty"
    ],
    "whenAsked": {
      "key_considerations": "Honestly haven't thought about it mate, no idea, you tell me"
    },
    "otherwise": "No strong feelings either way, whatever you reckon.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Low Tide Brewing",
          "beer garden"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Fremantle"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "mural"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "photo spot",
          "tagging us"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "tradies",
          "uni students",
          "families"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "retro surf poster",
          "seventies"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "octopus",
          "sunset orange",
          "teal",
          "no purple"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-06",
          "precision": "day"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "Priya and Tom",
          "majority vote",
          "once a week"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout102-residential-en-fishtown-rowhouse-gut",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "hey so um we just closed on a rowhouse in Fishtown like a townhouse basically three stories and its pretty rough inside so we're looking at a full gut renovation not just paint and stuff",
      "its about a hundred years old, built in nineteen twenty six according to the inspector so yeah old pipes old everything. size is like fourteen hundred square feet not counting the basement",
      "right now its three bedrooms and one and a half baths. the kitchen is like a closet honestly and the living and dining is one long dark room with one window at each end. our old apartment in Northern Liberties was two bed so this already feels huge lol",
      "its me my wife Jess our two boys theyre 7 and 10 and a very large golden retriever named Biscuit. Jess works from home three days a week so she needs an actual office with a door not the dining table, and we cook a ton on weekends",
      "budget wise we're thinking around one fifty so a hundred and fifty thousand for everything. my brother in law did his place in Cherry Hill for like two hundred fifty and it went way over so yeah trying not to do that",
      "we wanna move in by September um no actually August first because the boys start school on the twenty sixth and I don't want them switching mid year",
      "ok so about the budget I talked to Jess and with the roof needing work one fifty is too tight, so make it one seventy five, a hundred seventy five thousand total",
      "colors honestly no clue yet we haven't even talked about it. style wise we like kinda modern farmhouse but not the tv show version, just lots of light"
    ],
    "whenAsked": {
      "key_considerations": "the old wiring and plumbing have to be done right like safety first, and Biscuit sheds like crazy so nothing that shows dog hair everywhere",
      "lifestyle": "pretty loud house honestly, the boys always have friends over and we cook a lot, quiet evenings are rare lol",
      "colors_and_elements": "still no idea on colors sorry, we'll figure that out later"
    },
    "otherwise": "no strong feelings on that one, whatever you think works",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "rowhouse",
          "full gut renovation"
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
          "Fishtown"
        ]
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 100,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 1400,
          "unit": "ft2"
        }
      },
      "layout": {
        "said": 2,
        "text": [
          "three bedrooms",
          "one and a half baths"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "kitchen is like a closet",
          "long dark room"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "wife Jess",
          "two boys",
          "golden retriever"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "works from home three days a week",
          "cook a ton on weekends"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 175000,
          "currency": "USD"
        }
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "day"
        }
      },
      "colors_and_elements": {
        "said": 7,
        "skipped": true
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "modern farmhouse",
          "lots of light"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "wiring and plumbing",
          "dog hair"
        ]
      }
    }
  },
  {
    "id": "heldout102-commercial-en-bike-shop-coffee-bar",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "hi ok so im theo i run a little bike repair shop called Spoke & Bean on Commercial Drive in vancouver and were moving to a bigger spot on Main Street near like 16th so we can finally add a proper coffee bar",
      "the old shop is tiny maybe six hundred square feet, the new one is um eighteen hundred no sorry sixteen hundred square feet",
      "main problem rn is people wait for their bikes basically standing on the sidewalk theres nowhere to sit and the workshop is right in everyones face with grease everywhere. i want the workshop visible but separated like behind glass so you can watch the mechanics while you drink your coffee",
      "our people are commuters and weekend road riders mostly like twenty five to fifty, plus a lot of families getting kids bikes fixed. what makes us different is we do same day repairs, the other shops around here are like a two week wait",
      "vibe wise kinda raw industrial but warm not cold hipster. i love plywood and exposed brick and definitely no black walls, everyone on main has black walls lol. our color is the orange from our logo",
      "we want to open in may, like may fifteenth. the landlord gives us free rent from march first so we have a couple months to build out",
      "budget honestly no idea yet im waiting to hear back from the bank about the small business loan so i cant give you a number sorry",
      "ugh ok update the landlord just texted, the old tenant cant be out till end of march so may is not happening. were saying june twentieth for opening now"
    ],
    "whenAsked": {
      "brand_value": "were a neighbourhood shop first, honest prices and no snobbery. you should feel like you walked into a friend's garage that happens to make great coffee",
      "key_considerations": "the coffee side and the workshop need separate ventilation because grease and espresso dont mix, and we need a ton of bike storage for overnight repairs",
      "budget": "still dont know, the bank hasnt gotten back to me yet"
    },
    "otherwise": "no preference really, open to ideas",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Spoke & Bean",
          "proper coffee bar"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Main Street"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 1600,
          "unit": "ft2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "nowhere to sit",
          "grease everywhere"
        ]
      },
      "unique_design": {
        "said": 2,
        "text": [
          "behind glass",
          "watch the mechanics"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "commuters",
          "weekend road riders",
          "families"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "same day repairs"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "raw industrial but warm"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "no black walls",
          "orange"
        ]
      },
      "budget": {
        "said": 6,
        "skipped": true
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-20",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "neighbourhood shop",
          "friend's garage"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "separate ventilation",
          "bike storage"
        ]
      }
    }
  },
  {
    "id": "heldout102-exhibition-en-dog-treats-trade-show",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi there, um, so I'm Renee, I own Good Boy Bakery, we make all natural dog treats here in Boise and we're exhibiting at PetTrade West in Las Vegas this summer. It's our first time having our own booth so I need some help",
      "Last year we shared a little ten by ten with my friend Carla's grooming company and that cost us maybe eight grand split between us. This year we got our own, it's ten by twenty so two hundred square feet",
      "The show is at the Mandalay Bay convention center, Hall B. Show floor opens August eleventh no sorry twelfth, and exhibitor move in is August tenth",
      "Oh wait I need to fix what I said about the size, I just checked the contract and we actually took the corner spot so it's ten by thirty, three hundred square feet",
      "So who we want is pet store buyers, mostly the independent boutique stores, and distributors. Not really the general public, it's trade only anyway",
      "The brand is like wholesome and a bit silly, we bake everything in small batches with like five ingredients you can pronounce. I want people to walk by and smile. Maybe instead of a regular table a big old fashioned bakery display case with the treats in it",
      "Budget I'm thinking twenty to twenty five thousand for the booth itself, not counting flights and hotel. We'll need power for a little fridge and the lights but no water, we don't need a sink",
      "Tear down I honestly don't know yet, I haven't gotten that far in the exhibitor manual, I'll have to check and get back to you"
    ],
    "whenAsked": {
      "preferred_style": "Bright and cheerful, kind of a retro bakery feel, pastel colors but not babyish",
      "key_considerations": "It has to be easy to ship and set up with just me and my son, we can't afford to pay for labor on everything, and I'd love to reuse it at other shows",
      "exit_date": "Still don't know, sorry! I'll look it up in the manual"
    },
    "otherwise": "No particular preference, I trust you on that",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Good Boy Bakery",
          "all natural dog treats",
          "first time having our own booth"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 300,
          "unit": "ft2"
        }
      },
      "address": {
        "said": 2,
        "text": [
          "Mandalay Bay",
          "Hall B"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-08-12",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-08-10",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "pet store buyers",
          "distributors"
        ]
      },
      "brand_value": {
        "said": 5,
        "text": [
          "wholesome and a bit silly",
          "walk by and smile"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "bakery display case"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 20000,
          "max": 25000,
          "currency": "USD"
        }
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
      "exit_date": {
        "said": 7,
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Bright and cheerful",
          "retro bakery"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "easy to ship",
          "me and my son",
          "reuse it"
        ]
      }
    }
  },
  {
    "id": "heldout102-brand-zh-tainan-douhua-stall-to-shop",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 那個 我是在台南中西區賣豆花的 店名叫小滿豆花 就是我媽推攤車推了快二十年 然後去年開始換我接手 今年要從攤車搬進店面 所以想說整個品牌重新弄一下 logo啊招牌啊 這些都要重新做",
      "小滿這個名字喔 是因為我媽是小滿那天出生的 然後她常說 小滿就是不要太滿 剛剛好就好 做生意也是這樣 我覺得這個意思很好 所以名字不會換 只是logo要換",
      "我們賣的就是豆花 粉粿 夏天多一個仙草凍 冬天有燒仙草 之後可能會加豆漿 然後現在的問題就是 招牌是我媽自己拿紅色油漆寫的 很舊 年輕人走過去根本不會看 客人大部分是附近的阿公阿嬤跟觀光客 我想要多吸引一些大學生還有二三十歲上班族",
      "商標的部分 我媽以前好像沒有去登記吧 我真的不確定 要再問她 你們有幫忙申請商標喔 那這個要不要給你們弄 我也要先跟她討論過才能說 然後時間喔 店面預計三月底開幕 所以logo最好二月底前就好 因為招牌要拿去做",
      "網站沒有啦 只有一個臉書粉專 搜尋小滿豆花就有 IG還沒開",
      "啊對 剛剛說二月底 我剛問做招牌的師傅 他說過完年三月十號前給他都來得及 所以logo三月五號前好就可以 不用那麼趕",
      "風格的話 我想要有一點懷舊 就是台式復古那種 但是要乾淨一點 不要太老氣 顏色想留我媽招牌那個紅色 可是不要那麼亮的紅 綠色不要 因為隔壁賣剉冰的就是綠色",
      "我看你們也是在台南 我騎機車過去大概十五分鐘 可以當面聊比較快"
    ],
    "whenAsked": {
      "key_considerations": "最重要的是我媽要喜歡 畢竟是她做起來的店 然後字要夠大 阿公阿嬤才看得清楚",
      "other_design_requirements": "菜單跟杯子上的貼紙也想一起做",
      "collaboration_notes": "用LINE就好 最後決定是我跟我媽一起",
      "plans_after_project": "生意穩的話 兩三年後可能開第二家"
    },
    "otherwise": "這個我沒什麼想法欸 你們決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "賣豆花的",
          "整個品牌重新弄一下"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南中西區"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "小滿那天出生的",
          "剛剛好就好"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "豆花",
          "粉粿",
          "燒仙草"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "年輕人走過去根本不會看"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "大學生",
          "二三十歲上班族"
        ]
      },
      "registration_status": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "not_sure"
          ]
        }
      },
      "need_registration_assistance": {
        "said": 3,
        "skipped": true
      },
      "brand_website": {
        "said": 4,
        "text": [
          "臉書粉專"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-05",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "台式復古",
          "乾淨一點"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "紅色",
          "綠色不要"
        ]
      },
      "distance": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 15,
          "unit": "min"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "我媽要喜歡",
          "字要夠大"
        ]
      }
    }
  },
  {
    "id": "heldout102-packaging-zh-nantou-black-tea-gift-box",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好 我們家在南投魚池種紅茶 種了三代了 現在是我跟我先生在管 那個 今年想要做一個中秋送禮的禮盒 之前都是用夾鏈袋裝 很陽春 想說要升級一下",
      "茶是台茶18號 紅玉 熱泡冷泡都可以 我們的特色是自己種自己做 沒有用農藥 然後紅玉本身就有天然的肉桂跟薄荷的香味 這個別家比較做不出來",
      "規格的話 一罐裝七十五公克 一盒放兩罐 外面是禮盒 裡面的罐子用鐵罐 茶葉比較不會受潮",
      "買的人大多是要送禮的 三四十歲的上班族 還有公司行號 像過年中秋會一次訂好幾十盒 通路就是我們山上自己的門市 蝦皮 然後年底會去台北的農夫市集擺攤",
      "喔對 剛剛規格講錯了 一盒是放三罐 不是兩罐 去年有客人反應兩罐送人太少 每罐一樣七十五公克",
      "材料的話外盒想用再生紙 不要塑膠 我們隔壁那家茶行用塑膠透明盒 我覺得很廉價 風格想要有質感 但不要那種金光閃閃很貴氣的 最好有山 有日月潭早上起霧的那種感覺",
      "顏色喔 我先生說紅茶就要用紅色 我覺得很俗 我們還在吵 還沒定 你們先不要管顏色",
      "時間的話 中秋節是九月二十五號 但是印刷廠說要提早排 所以設計最晚六月底就要好"
    ],
    "whenAsked": {
      "key_considerations": "鐵罐一定要密封 茶葉最怕潮 還有禮盒不要做太大 寄宅配運費會很貴",
      "other_design_requirements": "可以的話宅配用的外箱也一起設計",
      "collaboration_notes": "有進度傳LINE給我 我跟我先生一起看"
    },
    "otherwise": "都可以 你們專業的看著辦",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "種紅茶",
          "中秋送禮的禮盒"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南投魚池"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "紅玉",
          "熱泡冷泡都可以"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "自己種自己做",
          "沒有用農藥"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "gift_set",
            "can_tin"
          ]
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "要送禮的",
          "公司行號"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "門市",
          "蝦皮",
          "農夫市集"
        ]
      },
      "specification": {
        "said": 4,
        "text": [
          "三罐",
          "七十五公克"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "text": [
          "再生紙"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "有質感",
          "起霧"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "skipped": true
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "密封",
          "不要做太大"
        ]
      }
    }
  },
  {
    "id": "heldout102-website-zh-zhubei-dental-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨 我是新竹竹北晴光牙醫診所的行政 我姓江 我們的網站是五六年前做的 現在想整個重做 網址是 www.qingguang-dental.com.tw 你們可以先看一下",
      "問題就是手機看會跑版 然後沒辦法線上預約 病人都只能打電話 櫃台電話一直響 忙到不行 所以其實最主要就是要一個可以線上預約掛號的網站",
      "頁面的話大概要 首頁 醫師介紹 診療項目 然後線上預約 還有交通資訊 對 停車很多人問 語言中文就好 啊 不對 要有英文 因為竹科很多外國工程師會來看牙",
      "來看診的大部分是竹科上班的年輕家庭 很多帶小朋友來的 所以家長會先上網查 預算的話 上次做網站花了八萬塊 這次院長說抓十二萬左右",
      "風格想要乾淨 溫暖 不要那種冷冰冰的醫院感 小朋友看了不會怕的那種 競爭對手喔 我不太清楚欸 我平常沒有在看別家的網站",
      "剛剛跟院長確認了 他說預算就抓十八萬 不是十二萬 他朋友台北的診所做了三十幾萬 他說我們不用到那樣 但也不要太陽春",
      "時間的話 四月我們診所要裝修 會休診兩個禮拜 那個不用管 網站希望五月底前上線"
    ],
    "whenAsked": {
      "key_considerations": "病人的個資一定要安全 然後預約系統最好能跟我們現在用的看診系統串起來 不知道做不做得到",
      "other_design_requirements": "醫師的照片可能要重拍",
      "collaboration_notes": "平常找我就好 最後要院長點頭"
    },
    "otherwise": "這個我不確定 你們建議就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "晴光牙醫診所",
          "整個重做"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "qingguang-dental.com.tw"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "新竹竹北"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "手機看會跑版",
          "電話一直響"
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
          "醫師介紹",
          "診療項目",
          "線上預約",
          "交通資訊"
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
          "竹科上班的年輕家庭",
          "帶小朋友"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "乾淨",
          "溫暖"
        ]
      },
      "competitors": {
        "said": 4,
        "skipped": true
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 180000,
          "currency": "TWD"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "個資一定要安全"
        ]
      }
    }
  },
  {
    "id": "heldout102-other-zh-lukang-community-mascot",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "喂 你好 我是彰化鹿港那邊一個社區發展協會的總幹事 敝姓施 那個 我們社區今年想要做一個吉祥物 然後 也想要把它做成LINE貼圖 給社區的人用 也可以拿來賣",
      "為什麼要做喔 就是 年輕人都跑去台北台中了 社區剩下老人家 我們想讓大家知道我們這裡有老街 有蚵仔 還有百年的木雕 然後吸引年輕人回來 或是來玩也好",
      "啊對 我們協會是在鹿港沒錯 但是我們理事長住台中 所以有時候開會會在台中 這個先跟你們說一下",
      "主要是要給來玩的遊客看 尤其是那種帶小孩的家庭 還有學校畢業旅行的學生 老人家也要看得懂啦",
      "時間喔 我們八月底有一個社區的文化祭 那是活動的日子 吉祥物要在那之前 大概 七月底要做好 因為還要做玩偶裝",
      "風格就要可愛 圓圓的 像那個熊本熊你知道嗎 就是簡單好記的那種 但是不要抄人家喔 顏色的話 這個我要問理事會 我現在不知道",
      "欸不好意思 剛剛說七月底 理事長剛打電話來說 玩偶裝的廠商要做三個月 所以吉祥物五月底就要定案 要提早",
      "我們做什麼都要理事會開會通過才算數 一個月開一次 所以你們每次最好給兩三個版本讓大家選 聯絡的話找我就好 打電話比較快 我都用講的 打字很慢"
    ],
    "whenAsked": {
      "key_considerations": "最重要是要有我們鹿港在地的東西 像蚵仔殼啦 木雕啦 不要做得跟別的地方都一樣",
      "plans_after_project": "做出來以後想做玩偶 鑰匙圈 在老街賣"
    },
    "otherwise": "這個喔 都可以啦 你們看怎麼樣比較好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "社區發展協會",
          "吉祥物"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "彰化鹿港"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "吉祥物",
          "LINE貼圖"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "年輕人都跑去台北台中了",
          "吸引年輕人回來"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "帶小孩的家庭",
          "畢業旅行"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "可愛",
          "圓圓的",
          "簡單好記"
        ]
      },
      "other_preferences": {
        "said": 5,
        "text": [
          "熊本熊"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "skipped": true
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "理事會開會通過",
          "兩三個版本"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "在地的東西",
          "蚵仔殼"
        ]
      }
    }
  },
  {
    "id": "heldout102-brand-ko-yeongcheon-oil-mill",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 저희 어머니가 영천 공설시장에서 방앗간을 한 이십팔 년 아 아니 이십구 년째 하고 계시는데요 제가 이번에 회사 그만두고 내려와서 같이 하게 됐어요 그래서 로고부터 해서 브랜드를 통째로 새로 만들고 싶어서 연락드렸어요 지금 간판은 그냥 빨간 글씨로 순례방앗간 이렇게만 써 있어요",
      "이름은 그대로 순례방앗간으로 가려구요 순례가 어머니 이름이에요 김순례 손님들이 다 순례 아지매 순례 아지매 하셔서 그게 그냥 가게 이름이 된 거죠",
      "파는 건 참기름 들기름이 제일 많고 미숫가루 볶은 깨 그리고 명절엔 떡도 해요 온라인으로는 기름이랑 미숫가루만 팔 생각이고요",
      "제일 급한 건 온라인 판매 시작하는 거예요 스마트스토어를 오월 초에 열 건데 그 전에 로고가 있어야 상세페이지도 만들고 하니까 음 사월 말까지는 디자인이 끝났으면 좋겠어요",
      "상표 등록은 안 했어요 한 번도 생각을 안 해봐서 그 부분도 도와주시면 좋겠어요 옆 가게 사장님은 변리사 끼고 백만 원 넘게 줬다던데 그게 얼마나 드는 건지도 잘 모르겠고",
      "아 그리고 아까 사월 말이라고 했는데 방금 어머니랑 얘기해보니까 삼월 말로 당겨야겠어요 사월에 지역 농산물 장터 나가시는데 거기서 새 로고 붙여서 파시고 싶대요",
      "스타일은 촌스럽진 않은데 그렇다고 너무 세련돼서 우리 가게 같지 않으면 안 되고요 옛날 방앗간 느낌 살짝 남아 있는 따뜻한 느낌 요즘 말하는 뉴트로 그런 거요",
      "색깔은 솔직히 모르겠어요 제가 그런 감이 전혀 없어서ㅎㅎ 보여주시면 그중에 고를게요"
    ],
    "whenAsked": {
      "target_audience": "처음엔 어머니 단골 어르신들 자녀분들이요 삼사십대 주부들 명절에 부모님 댁에 선물하는 분들",
      "brand_website": "아직 없어요 인스타는 곧 만들 거예요",
      "key_considerations": "어머니가 보시고 이게 우리 가게다 하실 수 있어야 돼요 너무 딴 가게처럼 되면 안 돼요",
      "other_design_requirements": "기름병 라벨이랑 택배 박스 스티커도 필요해요",
      "collaboration_notes": "저랑 카톡으로 하시면 되고 마지막엔 어머니가 보고 정하세요",
      "address": "경북 영천이요 시장 안에 있어요"
    },
    "otherwise": "그건 잘 모르겠어요 알아서 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "방앗간",
          "브랜드를 통째로 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "영천 공설시장"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "어머니 이름"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "참기름",
          "들기름",
          "미숫가루",
          "볶은 깨",
          "떡"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "온라인 판매"
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
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "뉴트로",
          "따뜻한"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "skipped": true
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "삼사십대 주부"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "이게 우리 가게다"
        ]
      }
    }
  },
  {
    "id": "heldout102-residential-ko-bundang-old-apartment-piano",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 그 저희가 이번에 분당 정자동에 아파트를 하나 샀는데요 구축이라서 싹 다 뜯고 전체 리모델링 하려고 해요 지금은 판교에서 전세 살고 있고요",
      "평수는 서른 아 아니 서른두 평이요 방 세 개에 화장실 두 개 그냥 전형적인 판상형 구조예요 몇 년 됐는지는 잘 모르겠어요 부동산에서 얘기해줬는데 까먹었네요ㅎㅎ",
      "예산은 남편이랑 얘기한 게 한 오천 정도요 근데 저희 언니네가 작년에 같은 평수 했는데 팔천 넘게 들었다고 해서 좀 겁나요 오천으로 가능할까요",
      "식구는 저랑 남편 초등학생 딸 둘 그리고 고양이 한 마리 있어요 남편이 일주일에 세 번 재택을 해서 작은방 하나는 서재로 꼭 만들어야 돼요 저는 주말마다 베이킹 하는 게 취미라 주방이 좀 넓었으면 좋겠고",
      "아 잠깐만요 방금 남편한테 카톡 왔는데 육천까지는 된대요 대출 조금 더 받기로 했대요 그러니까 예산 오천 말고 육천으로 봐주세요",
      "입주는 유월 안에는 꼭 해야 돼요 지금 집 전세 만기가 칠월 십오일이라 그 전에 나가야 되거든요",
      "스타일은 음 요새 집들 다 똑같이 생겼잖아요 저는 좀 따뜻한 미드센츄리 느낌이 좋아요 근데 너무 무겁고 어두운 건 싫고 밝고 편안했으면 해요",
      "아 그리고 제가 피아노를 쳐서 업라이트 피아노 한 대 있고요 남편 엘피판이 한 오백 장 정도 돼요 이거 둘 다 자리가 있어야 돼요 애들 책도 엄청 많고요"
    ],
    "whenAsked": {
      "problem_need": "지금 구조는 주방이 너무 좁고 수납이 하나도 없어요 애들 물건이 거실에 다 나와 있어서 정신없어요",
      "colors_and_elements": "색은 크림색이나 베이지 계열 좋아요 차가운 그레이는 별로예요",
      "key_considerations": "고양이가 있어서 바닥이랑 벽지 긁혀도 괜찮은 걸로요 그리고 피아노 소리 때문에 아랫집 소음 신경 써주세요",
      "age": "아 그거 진짜 모르겠어요 나중에 등기부 보고 알려드릴게요",
      "move_in_date": "유월 안에는 들어가야 돼요",
      "other_design_requirements": "붙박이장이랑 조명은 같이 해주시면 좋겠어요",
      "collaboration_notes": "평일 낮엔 제가 카톡 확인하기 힘들어서 저녁에 연락 주세요 결정은 남편이랑 같이 해요",
      "expected_deadline": "디자인은 삼월 안에는 끝났으면 해요 공사 기간 생각하면요"
    },
    "otherwise": "그건 딱히 생각 안 해봤어요 알아서 해주셔도 돼요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "전체 리모델링",
          "구축"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "분당 정자동"
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
          "방 세 개에 화장실 두 개"
        ]
      },
      "age": {
        "said": 1,
        "skipped": true
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 60000000,
          "currency": "KRW"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "초등학생 딸 둘",
          "고양이"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "재택",
          "베이킹"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "미드센츄리"
        ]
      },
      "important_collections": {
        "said": 7,
        "text": [
          "업라이트 피아노",
          "엘피판"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "주방이 너무 좁고",
          "수납"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "크림색",
          "베이지"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "고양이",
          "소음"
        ]
      }
    }
  },
  {
    "id": "heldout102-commercial-ko-daegu-gukbap-move",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "네 안녕하세요 대구 수성구 범어동에서 돼지국밥집 하는 사람인데요 가게를 옮기게 돼가지고 인테리어 맡길 데를 찾고 있습니다 지금 자리에서 이십 년 했어요 새 가게는 만촌동 대로변 일층이고요",
      "지금 가게는 열다섯 평인데 테이블 여덟 개 놓고 하니까 점심때 손님을 다 못 받아요 새 데는 마흔두 평입니다",
      "오픈은 오월 초로 잡고 있어요 지금 가게 임대 계약이 사월 삼십일까지라 그 전에 옮기는 게 제일 좋고",
      "예산은 솔직히 아직 잘 모르겠습니다 아들놈이 대출이랑 다 계산하고 있어서 다음 주는 돼야 알 것 같아요",
      "아 그리고 아까 오픈 오월 초라 캤는데 건물주가 공사를 삼월 중순부터나 들어갈 수 있다 해서 안 되겠네요 유월 초로 미뤄야겠습니다",
      "분위기는 요즘 카페 같은 거 말고요 옛날 국밥집 느낌은 살리는데 깨끗하게 그 뭐라 하노 노포 느낌인데 깔끔한 거 그런 거요",
      "우리 집은 뼈를 열여덟 시간 끓이거든요 그게 자랑인데 육수 끓이는 솥을 손님들이 볼 수 있게 주방 앞을 유리로 해가지고 보이게 하고 싶어요",
      "손님은 점심엔 근처 직장인들 저녁엔 가족 손님이 많고요 요새는 젊은 사람들이 인스타 보고도 오대요"
    ],
    "whenAsked": {
      "brand_value": "정직하게 끓인 한 그릇이요 들어오면 배부르고 든든한 느낌 받고 가시면 됩니다",
      "problem_need": "점심때 줄이 너무 길어서 그냥 가는 손님이 많아요 회전 빨리 되고 많이 받을 수 있게 해주이소",
      "colors_and_elements": "나무 많이 쓰고 색은 짙은 갈색 정도요 너무 번쩍번쩍한 건 싫습니다",
      "key_considerations": "주방 동선이요 그리고 국밥집이라 냄새랑 습기 빠지는 거 환기 제일 신경 써주세요",
      "budget": "그거는 아까 말씀드렸다시피 아직 모릅니다 아들이 계산 끝나면 알려드릴게요",
      "opening_date": "유월 초에는 열어야 됩니다",
      "other_design_requirements": "간판이랑 메뉴판도 새로 해야 됩니다",
      "collaboration_notes": "전화로 해주세요 문자는 잘 안 봅니다 결정은 내하고 집사람이 합니다"
    },
    "otherwise": "그건 알아서 잘 해주이소",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "돼지국밥집",
          "옮기게"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "만촌동"
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
      "budget": {
        "said": 3,
        "skipped": true
      },
      "opening_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "노포 느낌",
          "깔끔한"
        ]
      },
      "competitive_advantage": {
        "said": 6,
        "text": [
          "열여덟 시간"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "유리로"
        ]
      },
      "target_audience": {
        "said": 7,
        "text": [
          "직장인",
          "가족 손님"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "정직하게 끓인 한 그릇"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "회전 빨리"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "나무",
          "짙은 갈색"
        ]
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
    "id": "heldout102-exhibition-ko-vegan-skincare-coex",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 그 저는 그린숨이라는 비건 스킨케어 브랜드 마케팅 팀장이고요 지금 운전 중이라 음성으로 보내는 거라 좀 두서없어도 이해 부탁드려요 저희가 이번에 처음으로 뷰티 박람회에 부스를 내게 돼서요 장소는 코엑스 C홀이고 사월 십육일에 개막해요",
      "부스 크기는 두 칸 그러니까 육 미터에 삼 미터 십팔 제곱미터요 작년에 저희가 참관만 하러 갔을 때 보니까 경쟁사는 막 서른여섯 제곱미터짜리로 크게 했던데 저희는 그 정도는 아니고요",
      "예산은 음 삼천오백 정도 생각하고 있어요 시공이랑 철거까지 다 해서요 대표님 말로는 아는 회사가 작년 부산 박람회에서 오천 썼다던데 저흰 그렇게는 못 하고요",
      "아 그리고 방금 대표님한테 카톡 왔는데 부스 세 칸으로 늘렸대요 그럼 9미터에 3미터니까 27제곱미터 맞죠? 크기 그걸로 바꿔 주세요",
      "저희가 꼭 하고 싶은 건 부스 가운데에 이끼 벽이요 진짜 이끼로 된 초록 벽 있잖아요 그 앞에서 사람들이 제품 테스트도 하고 사진도 찍고 그런 거 전기는 조명 때문에 필요한데 물은 안 써요 테스터는 물티슈로 닦으면 되니까",
      "설치는 십사일 아 아니다 십오일 하루 종일 들어갈 수 있다고 들었고요 철수는 음 그건 아직 공지를 못 봤어요 확인해서 알려드릴게요",
      "주로 만나고 싶은 건 해외 바이어들이요 특히 동남아 유통사 쪽 베트남 태국 그쪽이요 국내 일반 관람객은 솔직히 덜 중요해요 뭐 오시면 좋지만"
    ],
    "whenAsked": {
      "brand_value": "피부에도 지구에도 순한 브랜드요 부스 들어오면 숲에서 숨 쉬는 느낌 들었으면 좋겠어요",
      "preferred_style": "미니멀하고 자연스러운 느낌이요 나무랑 초록 위주로 번쩍번쩍 화려한 건 별로예요",
      "key_considerations": "제품 진열이 한눈에 잘 보이는 거랑 바이어 상담 테이블 자리는 꼭 있어야 돼요",
      "exit_date": "그건 아직 모르겠어요 공지 확인해 보고 말씀드릴게요",
      "expected_deadline": "시안은 삼월 중순까지는 봤으면 해요",
      "other_design_requirements": "브로슈어랑 샘플 파우치도 같이 해주시면 좋아요",
      "collaboration_notes": "저한테 이메일로 주시고 최종 결정은 대표님이 하세요"
    },
    "otherwise": "그건 딱히 상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "비건 스킨케어",
          "처음으로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "코엑스 C홀"
        ]
      },
      "opening_date": {
        "said": 0,
        "value": {
          "kind": "date",
          "date": "2026-04-16",
          "precision": "day"
        }
      },
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 35000000,
          "currency": "KRW"
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
      "unique_design": {
        "said": 4,
        "text": [
          "이끼 벽"
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
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-15",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 5,
        "skipped": true
      },
      "target_audience": {
        "said": 6,
        "text": [
          "해외 바이어",
          "동남아 유통사"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "피부에도 지구에도 순한"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "미니멀하고 자연스러운"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "바이어 상담 테이블"
        ]
      }
    }
  }
];
