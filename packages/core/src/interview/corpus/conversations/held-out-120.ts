import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 120 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: joking and teasing (visitors who joke, tease a
 * partner, a sibling or a co-founder and exaggerate while they tell the real facts: values said in jest and taken back in
 * the same breath, "a million quid", "한 10억?ㅋㅋ", "預算一億"; hyperbole that is no value, a kitchen the size of a shoebox, a
 * booth as big as a football pitch, 900 figurines; sarcasm that means the opposite, "oh yes, I LOVE beige", "아주 훌륭하죠^^",
 * "很有氣勢喔…才怪"; in each, one correction and one or two fields not known, filed as skipped). Written in session 66 by seven
 * writers, all 21 conversations. First played on dc03b15a (with the session's first changes, before any change for it): 222
 * of 295 facts (75.3 %), 5 wrong values, 15 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 120)
 * - exhibition_space: Priya, co-founder of a small-batch hot sauce brand from Bristol, first trade show (IFE, ExCeL London), teasing her co-founder Dev; trap: "a million quid" budget joke could be filed as budget (real: £6,500 tops), "size of a phone box" as the booth size, Dev's sarcastically mocked "black with flames" as the style/colours, Bristol (their unit) as the venue, "waiting a hundred years"/"8 months" and "every food show in Europe" as values; correction: space_size 3x3 = 9 m2 (msg 2) -> 12 m2 (msg 5); unknown: exit_date
 * - brand_design: Shaz, co-owner with husband Gaz of a mobile dog grooming bus in Brisbane, teasing him throughout; trap: "ideally yesterday" could be filed as the deadline, rejected name "Pup Fiction" as the brand name story, "900 golden retrievers" as the audience, Gaz's Comic Sans as the style, the sarcastic "paw print logo ... said no one ever" as a wanted element (it is to avoid), "fleet of fifty" as the plan (real: a second bus), Toowoomba as the base; correction: expected_deadline end of April (msg 5) -> end of February (msg 6); unknown: need_registration_assistance
 * - packaging_design: Priya, Leeds chilli sauce maker teasing her brother/co-founder Dev; trap: Dev's "5-litre novelty bottle" could be filed as specification, "in talks with Tesco" as a sales channel, "small runs of about 60 bottles" as pack size, "global brand" as background; correction: expected_deadline end of February (msg 5) -> end of March (msg 6); unknown: colors_and_elements
 * - website: Brisbane (Chermside) mobile dog groomer with a van; trap: "a million dollars lol" could be filed as budget, "a version for the dogs in Woof" as a language, "a million labradoodles"/"hundred years" as numbers, Gold Coast as service area/address; correction: budget $6,000 (msg 3) -> at most $8,000 AUD (msg 5); unknown: competitors
 * - other: Toronto (Leslieville) duo making a raccoon card game for Kickstarter, teasing co-founder Jen; trap: Jen's "a billion" in pledges (and the $15k goal) could be misread as a money value, "sad potatoes with tails"/"cardboard sandwich" as style, the first "end of July"/September launch as the deadline; correction: expected_deadline end of July (msg 4) -> end of April (msg 5); unknown: preferred_style
 * - residential_space: Priya in Brisbane (AU), renovating a 97-year-old detached Queenslander with husband Tom, 6-year-old daughter and a greyhound; trap: "waiting a hundred years for a decent kitchen" could be misread as the house's age (real: 97), "a million vinyl records" as the count (real: about 600), "sky's the limit" as the budget (real: $150k max), Tom's "burnt orange is a neutral" as a colour she wants, sarcastic "I LOVE pine-panelled ceilings" as a liking, "kitchen the size of a shoebox" as the home's size (real: 165 m2); correction: move_in_date by Christmas 2026 (msg 6) -> by end of October 2026 (msg 7); unknown: preferred_style
 * - commercial_space: Two sisters in Edinburgh (UK) turning an old bookies on Leith Walk into a sourdough bakery; trap: "a million quid" could be misread as the budget (real: about £45,000), "400 days a year" of rain as a number, sarcastic "we'd LOVE another grey café with Edison bulbs" as the style they want, Morag's "hot pink is a neutral" as a colour, "size of a phone box" as the space size (real: unknown); correction: opening_date April 2026 (msg 4) -> June 2026 (msg 7); unknown: space_size
 */
/* Writer's note (zh-TW, batch 120)
 * - brand_design: woman co-running a Tainan tofu-pudding (douhua) shop with her cousin, teasing him throughout; trap: the cousin's "finished next week" joke could be filed as the deadline, his sarcastically praised neon green ("eye-catching… until your eyes hurt") as a wanted colour, and the bubble tea he keeps pushing as a product; correction: registration_status not_registered/unsure (msg 5) -> in_progress (msg 7); unknown: need_registration_assistance
 * - packaging_design: third-generation Yilan scallion farmer packaging his wife's scallion-oil sauce, bantering with her; trap: "a million scallion sauces on the market" hyperbole could read as a quantity/USP claim, the wife's joke about getting into PX Mart (全聯) as a sales channel, and pink (lost in rock-paper-scissors) as a wanted colour; correction: expected_deadline before May (msg 6) -> by mid-March (msg 7); unknown: preferred_materials
 * - website: co-founder of a Taichung bouldering gym whose name is a pun on "graduate school"; trap: "budget 100 million lol" could be filed as the budget (real: about 150k TWD), and "we're not climbing Everest" could leak into style; correction: category corporate (msg 2) -> booking (msg 4); unknown: competitors
 * - other: third-generation owner of a Kaohsiung fried-chicken stall wanting a mascot + LINE sticker set; trap: dad's "use my face" and "100 stickers" jokes could be filed as the design scope, his theme-park fantasy as plans after the project, and his "mascot must be handsomer than me" as a key consideration; correction: number_of_visits 2 (msg 6) -> 3 (msg 7); unknown: key_considerations
 * - residential_space: young Zhubei couple with two corgis, wife teasing her husband throughout; trap: "一億" budget joke (taken back at once) could be filed as 100,000,000, "過年前" move-in joke as a February date, husband's sarcastically rejected 工業風清水模 as style, "九百隻" figurines as a count, "比5歲的饅頭還老" as age 5+; correction: budget 200萬 approx (msg 5) -> 250萬 at most (msg 7); unknown: age
 * - commercial_space: two college buddies opening a sourdough bagel shop in Taichung West District, teasing the co-founder 阿凱; trap: 阿凱's 夜店風/霓虹燈/DJ台 (sarcastically vetoed) could land in style or unique_design, "500萬" joke budget vs real 150萬 cap, "比較帥" as a competitive advantage, 機車零件 past use as background; correction: space_size 20 ping approx (msg 1) -> 17 ping (msg 6); unknown: competitive_advantage
 * - exhibition_space: daughter of a three-generation Lugu oolong tea family at Food Taipei, teasing her dad; trap: "大到可以在裡面種茶" / "跟我們家廁所一樣小" hyperbole could be filed as size (real 3x6 = 18 m2), dad's red-gold dragon teahouse style ("很有氣勢喔…才怪") as preferred style, 南投鹿谷 (home town) as the venue address, "越省越好" as a budget; correction: entry_date 2026-06-22 (msg 2) -> 2026-06-21 (msg 7); unknown: budget
 */
/* Writer's note (ko-KR, batch 120)
 * - brand_design: co-founder of a small makgeolli brewery "달빛양조" near Jeonju Hanok Village, teasing her co-founder; trap: "10년 젊어져요" joke claim could be filed as a selling point, the co-founder's 궁서체 붓글씨+용 logo (said with sarcasm "아주 훌륭하죠^^") as preferred_style and his 형광 핑크 as a colour; "3년 동안" / "작년에" are no deadline; correction: registration_status registered (msg 3) -> in_progress (msg 5); unknown: expected_deadline
 * - packaging_design: grandson re-packaging his grandmother's 60-year-old Andong mill sesame oil; trap: old "검은 봉다리"/페트병 could be misread as bag_pouch form or as a material, 금박 도배 (said sarcastically) as style, "100살까지 산 사람이 열 명" / "서울까지 난다는 냄새" / "추석까지 100년" as facts; correction: specification 180ml (msg 2) -> 300ml, gift set of two (msg 5); unknown: key_considerations
 * - website: couple running a 24-site campsite in Gapyeong wanting a booking site; trap: "한 10억?ㅋㅋㅋ" could be filed as budget (real: at most 500만 원), husband's "바비큐 사진 100장" page as a main page, sarcastic "새까만 배경에 네온 글씨… 멋지죠~" as style, "competitors are all worse than us" as competitors, "천 통" calls / "38명" / "90%" as values; correction: expected_deadline before the May holidays (msg 6) -> by late March (msg 7); unknown: competitors
 * - other: 42-year-old ex-office worker starting a tteokbokki food truck in Daejeon Yuseong, teasing his wife; trap: wife's 올블랙 (mocked sarcastically) could be filed as colour, "최종 결정은 제가 합니다" taken back in the same breath (real: wife decides), "백 년은 기다린" as a date, "배고픈 전 인류" as target audience; correction: number_of_visits 1 (msg 4) -> 2 (msg 5); unknown: target_audience
 * - residential_space: wife in Bundang renovating a 25-year-old apartment, teasing her Lego-collecting husband; trap: "로또 1등 되면 20억" could be misfiled as the budget (real: at most 50M KRW), "빈티지 감성" (husband's excuse for an old flat) as the style, "신발장만 해요" as a size, "10만 개" Lego as a number, and the sarcastic "회색이 무난" as a wanted colour (grey is to avoid); correction: move_in_date by May 2026 (msg 6) -> by late June 2026 (msg 7); unknown: space_size
 * - commercial_space: two ex-office-worker friends opening a craft burger shop near Ttukseom station, Seongsu; trap: partner's "1억 쓰고 폼나게" could be misread as the budget, "축구장만 하다" as a size, "미슐랭 3스타급" sauce as the competitive edge, "버거로 세계 정복" as a goal or plan, "네온사인을 벽마다" as wanted (only one neon is wanted); correction: budget at most 40M KRW (msg 3) -> at most 50M KRW (msg 5); unknown: opening_date
 * - exhibition_space: staffer of a small handmade dog-treat brand at a pet fair in KINTEX Hall 2; trap: the boss's "완판해서 건물 산다" could be misread as a goal or plan, "축구장 하나 통째로" as the booth size (real: 3x6, 18 m2), "나흘" as a date, and the boss's push for "형광 주황" as a wanted colour (the speaker wants it blocked); correction: water_electricity_supply electricity_only (msg 4) -> both (msg 6); unknown: budget
 */
export const hundredAndTwentiethHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout120-brand-en-brisbane-dog-grooming-bus",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 600,
    "messages": [
      "G'day! I'm Shaz, and my husband Gaz and I run Suds Bus, a mobile dog grooming business out of a converted old bus in Brisbane, on the northside. Yes, Shaz and Gaz, we've heard every joke. We need a proper logo and a whole look for the brand, because right now we've got nothing real.",
      "Our current 'logo' is a bus with bubbles that Gaz drew in Canva at 11pm after two beers. It's giving kids' party hire, not 'trust us with your precious fur baby'. We need to look professional enough that people will hand over their dog without a second thought.",
      "The name: the bus is a 1998 Toyota Coaster that used to do school runs in Toowoomba, and 'suds' because every dog leaves in a cloud of bubbles. Gaz wanted to call it Pup Fiction. I vetoed it and I will die on that hill lol.",
      "We do full grooms, hydrobaths, nail trims and a gentle 'puppy's first groom'. Our customers are mostly busy families with doodles who can't spend half a Saturday at a salon, plus older folks whose dogs get carsick. Gaz says our customers are 900 golden retrievers and one very angry chihuahua, which honestly isn't far off 😂",
      "Trademark? Gaz reckons painting the name on the bus in house paint counts as registering it. It does not. So no, nothing's registered yet. We're only on Instagram at the moment, @sudsbus.bne.",
      "Timing: ideally yesterday haha. No, realistically we'd want it done by the end of April. We'd also need the design for the bus wrap, plus business cards and some appointment reminder cards.",
      "Ugh, update! Just got off the phone with the wrap guy and he can only fit us in early March, then he's booked till winter. So the logo actually needs to be done by the end of February. Sorry!! If it all works out we want a second bus by next year. Gaz wants a fleet of fifty, so, you know, ambition."
    ],
    "whenAsked": {
      "preferred_style": "Clean and friendly with a bit of retro, like an old surf shop sign. Gaz wants Comic Sans because it's 'friendly'. It's not friendly, Gaz, it's a cry for help. So not that.",
      "colors_and_elements": "Sea-foam green and a sunny yellow, and bubbles in there somewhere for sure. And please, no paw prints. Oh yes, another dog business with a paw print logo, so original, said no one ever.",
      "need_registration_assistance": "Hmm, honestly not sure yet. I'd want to know what it costs first, so I can't say yes or no right now.",
      "key_considerations": "It has to be readable on the side of a bus from across the road, and still work tiny as an Instagram profile picture."
    },
    "otherwise": "No strong feelings on that one, whatever you reckon.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mobile dog grooming",
          "proper logo"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Brisbane"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "look professional enough"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "1998 Toyota Coaster",
          "cloud of bubbles"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "full grooms",
          "hydrobaths",
          "nail trims"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "busy families",
          "older folks"
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
      "brand_website": {
        "said": 4,
        "text": [
          "@sudsbus.bne"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "bus wrap",
          "business cards",
          "appointment reminder cards"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "second bus"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "clean and friendly",
          "old surf shop sign"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "sea-foam green",
          "sunny yellow",
          "no paw prints"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "readable on the side",
          "Instagram profile picture"
        ]
      }
    }
  },
  {
    "id": "heldout120-packaging-en-leeds-chilli-siblings",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya! Right, so I'm Priya, and me and my little brother Dev run a chilli sauce company called Sibling Rivalry out of a shared kitchen unit in Leeds. We've been going about 18 months, selling in plain bottles with labels I printed at the library, and we've finally decided to grow up and get proper packaging. Dev says we're 'basically a global brand already' lol. We are not.",
      "There are three sauces. Mild Manners is a smoky chipotle one (for cowards, Dev's words not mine), Middle Child is scotch bonnet and mango, and Last Word is ghost pepper and will probably end your bloodline. Joking. Mostly. People splash them on eggs, chips, pizza, anything really.",
      "Packaging-wise we want proper bottles with a wraparound label, 150 ml each. And for Christmas a gift set with all three sauces lined up together. Dev wants a 5-litre novelty bottle for 'the true fans'. We are NOT doing that, please ignore him 😂",
      "What makes us different: we grow most of our own chillies on Dev's allotment in Headingley, and everything is made by hand in small runs of about 60 bottles at a time. Dev also claims he grew a chilli the size of a marrow. He did not. Photo evidence suggests a large grape.",
      "We sell at Kirkgate Market on Saturdays, on our own website, and two delis in Harrogate stock us. Dev keeps telling people we're 'in talks with Tesco'. We are in talks with nobody at Tesco. Please don't write Tesco down anywhere haha.",
      "Timing: we'd love the design done by the end of February so we can get stock ready for the spring food fairs. Dev says 'yesterday' is also an acceptable deadline lol.",
      "Ugh, OK, correction. I just checked and the printer needs about 6 weeks, and the first fair isn't until late May, so honestly the end of March is fine for the design. Less panic for everyone.",
      "Oh and materials: glass for sure, ghost pepper in plastic just feels wrong. For the gift set, recyclable cardboard please, no plastic windows. We'd also love a little shelf display for the delis if that's something you do!"
    ],
    "whenAsked": {
      "target_audience": "Foodies mostly, 25 to 45, the kind of people who have a whole shelf of hot sauces and argue about Scoville ratings. Also anyone buying a present for the impossible to buy for dad. Dev says our audience is 'legends only'. Ignore him.",
      "preferred_style": "Bold and a bit cheeky, like a comic book crossed with an old-school sweet shop. Definitely not that minimalist all-white thing, we're not selling candles.",
      "colors_and_elements": "Honestly, no idea. We argued about it for an hour last night and agreed on nothing except that we're both right, so we'll leave that one with you 😂",
      "key_considerations": "The heat level has to be dead obvious at a glance. Someone grabbed Last Word thinking it was the mild one. He survived. Barely. And the labels need to survive being wiped down at the market."
    },
    "otherwise": "No strong feelings on that, whatever you think works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "chilli sauce company",
          "get proper packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Leeds"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "smoky chipotle",
          "scotch bonnet and mango",
          "ghost pepper"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "150 ml each"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "grow most of our own chillies",
          "made by hand in small runs"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "Kirkgate Market",
          "website",
          "two delis in Harrogate"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "preferred_materials": {
        "said": 7,
        "text": [
          "glass",
          "recyclable cardboard"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "shelf display"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "25 to 45",
          "impossible to buy for"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Bold and a bit cheeky",
          "old-school sweet shop"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "heat level",
          "wiped down"
        ]
      }
    }
  },
  {
    "id": "heldout120-website-en-brisbane-dog-grooming",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 600,
    "messages": [
      "G'day! I run a mobile dog grooming business called Suds & Snouts, basically a van with a bath in the back that turns up at your house. Been doing it 7 years around Brisbane's northside, based out of Chermside. I've washed roughly a million labradoodles in that time, give or take 😂",
      "We do have a website, suds-and-snouts.com.au, but my nephew built it on Wix in 2019 when he was 15 and it shows. The contact button goes to an email I haven't checked since COVID lol.",
      "The real problem is everyone rings me to book, and I can't answer the phone when I'm elbow-deep in a wet groodle. I'm missing heaps of bookings. I want people to pick a time slot and book themselves online. That's the dream.",
      "Budget? Look, a million dollars lol. No, realistically I've got about $6,000 put aside for it.",
      "Pages I reckon: Home, Services and prices, Book Now, a gallery of before-and-after photos (the befores are horrifying), and an FAQ. English only, unless you can do a version for the dogs in Woof haha.",
      "Update on the money: my sister's my business partner and she just told me we can actually stretch to $8,000. She's feeling generous because I washed her car. So 8k tops.",
      "I'd love it live by the end of March, before the Easter rush, everyone wants their dog fluffy for the family photos. I've been waiting about a hundred years for a decent site so a few more weeks won't kill me haha.",
      "Oh and I'd need someone to write the words too, I'm hopeless at it. My current About page literally just says 'I like dogs'. The van is bright teal with yellow bubbles so maybe match that? Not pink though, everyone thinks dog groomers have to be pink."
    ],
    "whenAsked": {
      "target_audience": "Mostly busy families and retirees on the northside with fluffy dogs, people who don't want to drive a soggy dog home. A lot of my regulars are older and not super techy, bless them.",
      "competitors": "No idea honestly, I'm too busy being covered in fur to spy on anyone 😂 Never looked.",
      "preferred_style": "Friendly and bright and a bit playful, like a kids' picture book, but it still has to look like a real business. Not all corporate and grey.",
      "key_considerations": "It has to work properly on phones, that's what everyone books on. And it needs to show which suburbs I cover, I keep getting requests from the Gold Coast. I'm not driving to the Gold Coast for one schnauzer."
    },
    "otherwise": "No preference really, whatever you reckon.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mobile dog grooming business",
          "van with a bath"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Chermside"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "suds-and-snouts.com.au"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "can't answer the phone",
          "book themselves online"
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
        "said": 4,
        "text": [
          "Services and prices",
          "Book Now",
          "before-and-after photos",
          "FAQ"
        ]
      },
      "languages": {
        "said": 4,
        "text": [
          "English"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 8000,
          "currency": "AUD",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "write the words"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "bright teal with yellow bubbles",
          "Not pink"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "busy families and retirees",
          "not super techy"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Friendly and bright",
          "kids' picture book"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work properly on phones",
          "which suburbs I cover"
        ]
      }
    }
  },
  {
    "id": "heldout120-other-en-toronto-raccoon-card-game",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hey! So my buddy Jen and I have spent the last two years making a card game called Bin Bandits. You play as Toronto raccoons raiding green bins on garbage night. Jen would like me to mention she came up with the name. She did not. I did. Anyway, we're launching it on Kickstarter and it needs to stop looking like a ransom note.",
      "What we need designed: illustrations for all 54 cards, a card back, the box cover, and the rulebook layout. Right now every card is a stick figure I drew in Sharpie. Jen says my raccoons look like 'sad potatoes with tails' and honestly that's fair.",
      "The main goal is a Kickstarter page that makes people go 'take my money'. We're aiming for $15k in pledges (Jen keeps saying a billion, she's delusional) and the art is basically the whole pitch.",
      "We're in Leslieville, east end of Toronto, where the raccoons are basically our landlords lol. We'd like to meet in person once at the start, then weekly video calls after that. Jen and I both have to sign off on everything, and Jen gets final veto on raccoon faces, she's very particular.",
      "Timing: we want all the art done by the end of July so we can launch in September.",
      "Aaand Jen just texted me in all caps. Apparently we moved the launch up to June, which I was NOT told about. So the art needs to be done by the end of April. Thanks Jen.",
      "Colour-wise, definitely the green of the city green bins somewhere, and night-time blues since it all happens at 2am. No brown-on-brown please, the prototype is all brown and looks like a cardboard sandwich.",
      "If it does well we've got an expansion about squirrels half written. Jen wants to call it Nut Job. We're still fighting about it haha."
    ],
    "whenAsked": {
      "target_audience": "Families with kids about 10 and up, and groups of friends who do game nights. Also anyone who's ever lost a fight with a raccoon, which in Toronto is everyone haha.",
      "preferred_style": "Honestly? No clue. Our entire art education is stick figures and sad potatoes, that's exactly why we need you 😂",
      "key_considerations": "The cards need to be easy to read across a table, and Jen's colourblind so the suits can't rely on colour alone. That one's serious, she's lost games over it."
    },
    "otherwise": "No preference, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "card game called Bin Bandits",
          "launching it on Kickstarter"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "illustrations for all 54 cards",
          "card back",
          "box cover",
          "rulebook layout"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "take my money",
          "art is basically the whole pitch"
        ]
      },
      "address": {
        "said": 3,
        "text": [
          "Leslieville"
        ]
      },
      "number_of_visits": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "collaboration_notes": {
        "said": 3,
        "text": [
          "weekly video calls",
          "both have to sign off"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "green of the city green bins",
          "night-time blues",
          "No brown-on-brown"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "expansion about squirrels"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "kids about 10 and up",
          "game nights"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "easy to read across a table",
          "colourblind"
        ]
      }
    }
  },
  {
    "id": "heldout120-residential-en-paddington-queenslander",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 600,
    "messages": [
      "Hi! Ok so we bought a 'character home' in Paddington, Brisbane, which is real estate speak for 'held together by termites holding hands' haha. It's a detached Queenslander, built in 1929, so 97 years old. Older than my husband's jokes, but only just. We want to do a proper renovation before we move in.",
      "It's three bedrooms, one bathroom (one bathroom for three people is a war zone every morning lol), a lounge and a kitchen the size of a shoebox. Around 165 square metres inside, not counting under the house, which is currently a spider sanctuary 🕷️",
      "Main things that drive me mad: the kitchen has maybe 40cm of bench space, there's only the one bathroom, and the whole place is dark even at midday. Oh and the pine-panelled ceilings, which I just LOVE, said no one ever. They have to go.",
      "Who lives there: me (Priya), Tom, our daughter Maya who is 6 going on 40, and Biscuit the greyhound, who is technically a dog but mostly a couch cushion. Tom cooks like he's on MasterChef every single night and I work from home three days a week, so I need a room with a door I can actually shut.",
      "Also Tom owns roughly a million vinyl records. Fine, about 600. But they need a proper home that isn't the hallway floor. Colour-wise, Tom thinks burnt orange is a neutral, bless him. What I actually want is warm whites and timber, maybe a bit of sage green, and absolutely no grey-on-grey flipper look.",
      "Budget: Tom said 'the sky's the limit' and then I showed him our mortgage statement 😂 Realistically we can do $150k, absolute max.",
      "Timing-wise we're renting a place in Red Hill and we'd love to be in by Christmas. Tom says we've been waiting a hundred years for a decent kitchen so anything sooner is a bonus lol.",
      "Ugh, scratch Christmas. The landlord just told us he's selling and our lease ends in October, so we really need to move in by the end of October. Sorry!!"
    ],
    "whenAsked": {
      "preferred_style": "Style?? My style is 'whatever hides dog hair' haha. Honestly I have no idea what it's called, that's literally why we're hiring you.",
      "key_considerations": "Please keep the Queenslander character, the VJ walls and the front verandah are why we bought it. And it has to survive a greyhound doing zoomies at full speed, plus Maya on the stairs, so safety matters."
    },
    "otherwise": "No strong feelings on that one, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "proper renovation"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Paddington, Brisbane"
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
          "amount": 97,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "three bedrooms",
          "one bathroom"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 165,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "40cm of bench space",
          "dark even at midday",
          "pine-panelled ceilings"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "our daughter Maya",
          "greyhound"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "Tom cooks",
          "work from home three days"
        ]
      },
      "important_collections": {
        "said": 4,
        "text": [
          "vinyl records"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "warm whites and timber",
          "sage green"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 150000,
          "currency": "AUD",
          "bound": "at_most"
        }
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-10-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Queenslander character",
          "verandah"
        ]
      }
    }
  },
  {
    "id": "heldout120-commercial-en-leith-bakery-sisters",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya! Me and my sister Morag are opening a bakery on Leith Walk in Edinburgh. Sourdough, pastries and a wee coffee counter. We've got the keys to an old bookies, which Morag says is fitting because this is the biggest gamble of our lives lol",
      "The problem: it's a dark box with frosted windows (bookies don't want you seeing in, obviously). We need folk walking past to actually see the bread and want it. And the queue has to fit inside when it rains, which in Edinburgh is about 400 days a year 😂",
      "What makes us different: everything is baked on site from 5am, and we use flour from a wee mill in East Lothian. Morag has been baking since she was 9 and I've been eating since I was 0, so it's a good team haha.",
      "Budget, right. Morag says a million quid, lol, she's been watching Grand Designs again. Realistically about £45,000 for the fit-out, and that's us scraping every penny.",
      "We're hoping to open in April, fingers crossed.",
      "Style-wise: oh yes, we'd LOVE another grey café with Edison bulbs and a neon sign saying 'but first, coffee', said absolutely nobody. We want it warm and a bit old-school, like a 1970s Scottish tearoom that's had a glow-up. Colours: deep green and cream, maybe some warm brick. Morag thinks hot pink is a neutral, so please ignore anything she says about paint.",
      "The dream is a big window into the bakehouse so people can watch us shaping the dough, bread as entertainment! Also we'd need the sign outside and the menu boards done, the sign still says BETS in massive red letters lol",
      "Ahh update, Morag just shouted from the other room that the deck oven doesn't arrive till May. So realistically we open in June, not April. She says I'm the optimist and she's the one who reads the emails 🙄"
    ],
    "whenAsked": {
      "brand_value": "Proper bread with no fuss. We want people to feel like they've walked into their gran's kitchen, if their gran was a bit cool. Welcome in your work boots or your pyjamas.",
      "target_audience": "Locals on Leith Walk mostly: folk grabbing a loaf on the way to work, young families with prams, and students who'll come for the day-old bargains lol.",
      "space_size": "Ha, it feels about the size of a phone box when we're both in there. Honestly I don't know the actual size, we never measured it and the agent's paperwork is lost somewhere in Morag's car.",
      "key_considerations": "The oven and the extraction can't bother the flats upstairs, the neighbours are lovely and we'd like to keep it that way. And step-free access for prams and wheelchairs, please."
    },
    "otherwise": "No idea really, whatever you think works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "opening a bakery",
          "old bookies"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Leith Walk"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "dark box with frosted windows",
          "queue has to fit inside"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "baked on site from 5am",
          "mill in East Lothian"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 45000,
          "currency": "GBP",
          "approximate": true
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "warm and a bit old-school",
          "1970s Scottish tearoom"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "deep green and cream",
          "warm brick"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "window into the bakehouse",
          "shaping the dough"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "sign outside",
          "menu boards"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "no fuss",
          "gran's kitchen"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "on the way to work",
          "young families with prams"
        ]
      },
      "space_size": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "flats upstairs",
          "step-free access"
        ]
      }
    }
  },
  {
    "id": "heldout120-exhibition-en-bristol-hot-sauce",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya! Right, so I'm Priya, and me and my co-founder Dev run Scorch & Sons. No sons involved, we just thought it sounded old-timey lol. We make small-batch hot sauces in a unit in Bristol, and we've got our first ever trade show coming up. We are completely out of our depth, send help 😂",
      "It's IFE at ExCeL London. It opens Monday 16th March, and we can get in to build on Sunday the 15th. Dev says we've been waiting a hundred years for this. It's been about 8 months, he's just dramatic.",
      "The booth is a 3x3, so basically the size of a phone box once we get the fridge in 🙃 We'll need power for the fridge and some lights, but no water, we're not running a car wash lol.",
      "Budget?? A million quid, obviously. Kidding, we sell sauce. Realistically £6,500 tops for the whole stand, and even that is making our accountant twitch.",
      "Who we want to meet: buyers from delis, farm shops and independent grocers, and ideally a distributor or two. Not really the general public, they just want free samples and a selfie haha. What we stand for is proper heat with actual flavour, not those dare-you sauces that make grown men cry. We want people to feel like they've wandered into a mate's kitchen.",
      "Oh wait, scratch the 3x3! Dev has just admitted he upgraded us to a bigger space weeks ago and forgot to tell me. It's 3 by 4 now, so 12 square metres. I could kill him. Lovingly.",
      "Dev's big idea is to paint the whole thing black with flames everywhere, because nothing says 'please stock us, serious deli buyer' like a heavy metal album cover 🙄 I'd love our burnt orange and cream in there, and honestly no flames at all. My idea for the showpiece is a heat-scale wall, every bottle lined up from mild to wild, so people can pick their level before they taste.",
      "If it goes well we'd love to reuse the stand at the Speciality & Fine Food Fair in September. Dev wants to do every food show in Europe, but let's survive this one first."
    ],
    "whenAsked": {
      "preferred_style": "Warm and a bit rustic, like a proper old-school grocer's, with wooden crates and chalkboards. Definitely not slick and corporate, we'd look like we were trying to sell you a pension.",
      "exit_date": "Genuinely no idea, sorry. The breakdown info is somewhere in a 60-page exhibitor manual that Dev is 'definitely reading'. I can't tell you yet.",
      "key_considerations": "It has to be quick to put up, because it's just me and Dev and neither of us can use a drill without a trip to A&E. And the samples need to be easy to reach without people queuing into the next stand."
    },
    "otherwise": "No strong feelings on that, whatever you reckon works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "small-batch hot sauces",
          "first ever trade show"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "ExCeL London"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-16",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day"
        }
      },
      "water_electricity_supply": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 6500,
          "currency": "GBP",
          "bound": "at_most"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "delis, farm shops",
          "a distributor or two"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "proper heat with actual flavour",
          "a mate's kitchen"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 12,
          "unit": "m2"
        }
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "burnt orange and cream",
          "no flames"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "heat-scale wall",
          "mild to wild"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "reuse the stand",
          "Speciality & Fine Food Fair"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "warm and a bit rustic",
          "wooden crates and chalkboards"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "quick to put up",
          "easy to reach"
        ]
      }
    }
  },
  {
    "id": "heldout120-brand-zh-tainan-douhua-cousins",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我跟我表哥在台南中西區開了一間豆花店，叫「慢慢來豆花」，開了快兩年了。現在的招牌是我表哥用小畫家畫的，醜到路過的狗都會回頭看笑死。所以想做一整套新的品牌識別，logo到整體視覺都重新來。",
      "店名是從我阿嬤來的，她煮了五十幾年的豆花，口頭禪就是「慢慢來，比較快」。我們的花生跟粉粿到現在都還是每天早上慢慢熬的。不是因為我們出餐很慢喔哈哈，好啦，假日尖峰是有一點慢啦。",
      "我們賣傳統豆花、豆漿豆花，夏天有粉粿冰跟剉冰，冬天會加賣燒仙草跟薑汁豆花。我表哥一直吵著要賣珍奶，我說你乾脆去開手搖店啦😂 所以沒有珍奶，大家不要問。",
      "現在最大的問題是觀光客經過都以為我們是賣早餐的（招牌真的很謎），也沒有人會想拍照打卡。我們想抓住來台南玩的年輕人，二十幾到三十幾歲、會排隊拍IG的那種，但也不想讓巷子裡的老客人覺得我們變了。",
      "風格我想要有點復古、有溫度，像老台南的手寫招牌那種感覺，但要乾淨一點。顏色的話我表哥堅持要螢光綠，說很「吸睛」，對啦，吸到眼睛會痛那種🙄 我們不要螢光色，我比較想要豆花那種米白，再配一點紅磚色。",
      "商標的話…應該還沒註冊吧？我們就小店，我想說應該沒有人會想抄一間豆花店的名字哈哈。",
      "時間的話希望3月底前可以弄好，因為4月初清明連假觀光客最多。我表哥本來說下禮拜就要好，我說你是覺得設計師都不用睡覺喔。",
      "欸等等，我剛剛傳LINE問我表哥，他說去年12月就自己跑去送商標申請了，現在還在審核中，他竟然都沒跟我講😤",
      "喔對，除了logo之外，也想順便做新的招牌、菜單，還有外帶杯上的貼紙。"
    ],
    "whenAsked": {
      "need_registration_assistance": "要不要你們幫忙申請喔…這個要問我表哥，錢都他在管，我不敢亂答應，先跳過好了哈哈。",
      "brand_website": "只有一個IG，帳號是 @manmanlai.douhua，不過最後一篇是半年前發的，有點丟臉哈哈。",
      "key_considerations": "最重要的是不要讓老客人覺得我們變成網美店，阿嬤那種老味道的感覺一定要留著。"
    },
    "otherwise": "這個我沒有特別想法耶，你們專業的建議就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "豆花店",
          "整套新的品牌識別"
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
          "阿嬤",
          "口頭禪"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "傳統豆花",
          "粉粿冰",
          "燒仙草"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "以為我們是賣早餐的"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "來台南玩的年輕人",
          "老客人"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "復古",
          "老台南的手寫招牌"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "不要螢光色",
          "米白",
          "紅磚色"
        ]
      },
      "registration_status": {
        "said": 7,
        "value": {
          "kind": "choice",
          "selected": [
            "in_progress"
          ]
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "other_design_requirements": {
        "said": 8,
        "text": [
          "招牌",
          "菜單",
          "外帶杯"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "manmanlai.douhua"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "網美店",
          "老味道"
        ]
      }
    }
  },
  {
    "id": "heldout120-packaging-zh-yilan-scallion-sauce",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我們家在宜蘭三星種蔥種了三代，我爸都說我們家的蔥長得比我還高哈哈。去年我老婆研發了一款蔥油拌醬，親戚朋友吃完都在敲碗，所以想說認真做個包裝拿出去賣。",
      "就是用三星蔥、紅蔥頭跟豬油慢慢炒出來的拌醬，拌麵、拌飯、炒青菜都可以，打開挖一匙就搞定。我老婆說它可以拌一切，我說那拿去拌妳的前男友好了（然後被打）。",
      "規格是一罐200g，想做一盒三罐的送禮禮盒，單罐也要能自己賣，所以罐子本身也要好看。",
      "跟超市賣的比，我們的蔥是自己田裡當天拔的，沒有加防腐劑也沒有味精。市面上的蔥油醬大概有一百萬種吧（誇張啦），但用三星蔥、自己種自己炒的應該沒幾家。",
      "想賣給二三十歲在外面租屋、懶得煮飯的上班族，還有過年過節要送禮的人。通路的話先放我們自己的蝦皮賣場、宜蘭的農會展售中心，週末也會去羅東的市集擺攤。我老婆說要上全聯，我說妳先醒醒哈哈。",
      "風格想要有田野感、樸實但不要土，有點像日本那種小農品牌的感覺。顏色一定要有蔥綠色啦，不然對不起我們家的蔥。我老婆本來想要粉紅色，說蔥也有少女心，最後猜拳我贏了，所以不要粉紅色😂",
      "時間的話，希望5月前設計好，因為想趕在端午節前上市。",
      "啊不對不對，我老婆在旁邊罵我，說印刷跟裝罐都要時間，設計最晚3月中就要好，她說等到5月我們只能把醬自己吃完了哈哈。"
    ],
    "whenAsked": {
      "preferred_materials": "材料喔…我們家為了這個吵了一個禮拜還沒吵出結果，笑死，先跳過，之後再跟你們討論好了。",
      "key_considerations": "最重要的是罐子要密封好，寄送絕對不能漏油，不然蝦皮的負評會把我淹死哈哈。"
    },
    "otherwise": "這個我們沒什麼想法耶，交給你們決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "種蔥種了三代",
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
          "紅蔥頭跟豬油",
          "拌麵"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "200g",
          "一盒三罐"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "當天拔的",
          "沒有加防腐劑"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "懶得煮飯的上班族",
          "送禮"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "蝦皮",
          "農會展售中心",
          "市集"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "田野感",
          "小農品牌"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "蔥綠色",
          "不要粉紅色"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "密封",
          "不能漏油"
        ]
      }
    }
  },
  {
    "id": "heldout120-website-zh-taichung-bouldering-gym",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨～我們在台中西屯開了一間抱石館，叫「岩究所」，對，就是研究所的諧音，因為我跟合夥人都是研究所讀到一半跑去爬牆的哈哈。開了三年，現在的網站是我合夥人三年前花一個週末用免費模板自己架的，手機打開會跑版跑到外太空。",
      "網址是 rockstudy.tw，你看了不要笑喔，好啦你可以笑。",
      "這次想做一個比較像樣的形象官網，介紹場館跟課程就好。",
      "最大的問題是新手根本不知道要怎麼開始，每天都有人打電話問「要不要自己帶鞋」「第一次來要幹嘛」，我合夥人接電話接到聲音都沙啞了，他說他現在比較像客服不像老闆。",
      "啊對，合夥人剛在旁邊說一定要能線上預約課程跟包場，不然他要辭職（他是老闆不能辭職啦笑死）。所以應該是以預約為主的網站，不是只有形象官網。",
      "頁面大概要：首頁、場館介紹、新手須知、課程預約、價目表、常見問題。",
      "來的人大多是20到35歲的上班族跟大學生，也有不少帶小孩來的爸媽。附近很多外籍工程師，所以網站要有中文跟英文。",
      "風格想要活潑、有運動感，但不要那種很兇的極限運動風，我們又不是要帶大家去爬聖母峰。預算的話…一個億啦哈哈，開玩笑的，認真講大概15萬左右。",
      "上線時間最好是4月底前，因為5月初我們要辦三週年的抱石比賽，報名想直接從網站走。"
    ],
    "whenAsked": {
      "competitors": "競爭對手喔…我們其實不太看別人的網站耶，合夥人說看了會生氣哈哈，這題先跳過。",
      "key_considerations": "最重要的是手機版一定要好用，預約流程要簡單，簡單到我阿伯都會用的那種。"
    },
    "otherwise": "這個我沒有特別想法，你們覺得怎樣好就怎樣～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "抱石館",
          "免費模板"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中西屯"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "rockstudy.tw"
        ]
      },
      "category": {
        "said": 4,
        "value": {
          "kind": "choice",
          "selected": [
            "booking"
          ]
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "新手根本不知道要怎麼開始"
        ]
      },
      "main_pages": {
        "said": 5,
        "text": [
          "新手須知",
          "課程預約",
          "價目表"
        ]
      },
      "target_audience": {
        "said": 6,
        "text": [
          "上班族跟大學生",
          "帶小孩來的爸媽"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "中文",
          "英文"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "活潑",
          "運動感"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 150000,
          "currency": "TWD",
          "approximate": true
        }
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機版",
          "預約流程要簡單"
        ]
      }
    }
  },
  {
    "id": "heldout120-other-zh-kaohsiung-fried-chicken-mascot",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉！我家在高雄鹽埕賣鹹酥雞，從我阿公那代開始，到現在快四十年了。我是第三代，最近接手攤子，想說該幫我們家做點新東西了。",
      "現在年輕人都在IG找美食，我們攤子連一張像樣的圖都沒有，大家只記得「那間老闆很兇的」，其實我爸只是嗓門大啦。想要有一個讓人一看就記得的角色。",
      "所以想請你們設計一個吉祥物，再延伸成一組LINE貼圖，先做16張一組。角色我想要是一塊炸雞或是九層塔精靈之類的。我爸說吉祥物直接用他的臉就好，還說貼圖要做100張，他是以為我們是迪士尼嗎😂",
      "客人主要是附近的學生跟下班的上班族，週末還有很多來鹽埕觀光的年輕人。",
      "風格要可愛、有點憨憨的，療癒系那種。顏色想用金黃色，就是炸物剛起鍋的那種顏色，再配一點九層塔綠。我媽說不要用紅色，她說看起來會辣到噴火，雖然我們的胡椒鹽確實會😂",
      "時間的話希望5月底前完成，暑假觀光客多，想趕快印在紙袋上。",
      "見面討論的話，兩次就好，我們白天要備料真的很忙。",
      "欸我剛剛想了一下，吉祥物跟貼圖要分開看稿，兩次應該不夠，改成見面三次好了。",
      "以後如果角色紅了，想做鑰匙圈跟帆布袋來賣。我爸已經在幻想要開鹹酥雞主題樂園了，大家不用理他哈哈。"
    ],
    "whenAsked": {
      "key_considerations": "最在意的喔…我一時想不到耶，我爸說最重要的是吉祥物要比他帥，這應該不難吧哈哈。這題先跳過好了。",
      "collaboration_notes": "平常用LINE聯絡就好，有進度傳給我看，最後決定的是我，我爸媽只有建議權（他們還不知道這件事笑死）。"
    },
    "otherwise": "這個我沒特別想法耶，你們決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "鹹酥雞",
          "第三代"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "高雄鹽埕"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "讓人一看就記得的角色"
        ]
      },
      "other_design_requirements": {
        "said": 2,
        "text": [
          "吉祥物",
          "LINE貼圖",
          "16張一組"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "學生",
          "上班族",
          "觀光的年輕人"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "可愛",
          "療癒系"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "金黃色",
          "九層塔綠",
          "不要用紅色"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 3,
          "unit": "times"
        }
      },
      "plans_after_project": {
        "said": 8,
        "text": [
          "鑰匙圈跟帆布袋"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "skipped": true
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "用LINE聯絡",
          "最後決定的是我"
        ]
      }
    }
  },
  {
    "id": "heldout120-residential-zh-zhubei-corgi-couple",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我們在竹北買了一間中古的電梯大廈，想要全室翻新。先說喔，我跟我老公的美感加起來大概是負分，所以真的需要專業救援哈哈哈🤣",
      "權狀35坪，三房兩廳兩衛。主臥小到我老公翻個身就會掉下床，這是真的不是誇張…好啦有一點誇張😂",
      "住的人就我們兩個，再加兩隻柯基，一隻叫饅頭一隻叫包子，兩隻一餐可以吃掉一間早餐店（誤）。最大的問題是收納根本不夠，玄關連放鞋的地方都沒有，廚房又是封閉式的，煮飯的人像被關禁閉。",
      "風格的話我想要北歐、淺木頭色那種溫暖的感覺。我老公說他想要工業風清水模，對啦，住在停車場裡面超浪漫的呢🙄 最後他投降了。顏色我們協議好：白色跟燕麥色為主，然後絕對不要紫色，他一直說紫色是中性色，笑死。",
      "還有我老公的公仔，他說有九百隻，其實我偷偷數過是八十幾隻啦，但還是需要一整面牆給它們住🙄",
      "預算喔～一億啦哈哈哈，開玩笑的。實際上大概抓200萬左右。",
      "希望過年前就能搬進去…好啦我知道不可能😂 認真講，6月底前搬進去就好，我們現在租的房子7月到期。",
      "欸等等，我老公在旁邊說他年終拿到了（他說是被老闆感動到哭那種），預算可以拉到250萬，但這是極限了，再多他要去賣腎了哈哈"
    ],
    "whenAsked": {
      "age": "屋齡喔…仲介有講但我完全忘了，反正比我們家5歲的饅頭還老就對了哈哈。真的不確定耶，先跳過好了",
      "lifestyle": "我老公在家遠端上班，需要一個可以關門開會的角落；我下班很愛煮飯，週末常約朋友來家裡打Switch，吵到樓下可能想報警哈哈",
      "key_considerations": "最重要的是收納要夠，還有柯基很愛咬東西，材質要耐刮耐咬，不然三個月就被拆光了😂"
    },
    "otherwise": "這個我沒什麼想法耶，你們專業決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古的電梯大廈",
          "全室翻新"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "竹北"
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
          "amount": 35,
          "unit": "ping"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "三房兩廳兩衛"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "兩隻柯基"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "收納根本不夠",
          "封閉式"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "北歐",
          "淺木頭色"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "燕麥色",
          "紫色"
        ]
      },
      "important_collections": {
        "said": 4,
        "text": [
          "公仔"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 2500000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "lifestyle": {
        "said": "asked",
        "text": [
          "遠端上班",
          "打Switch"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "收納要夠",
          "耐刮耐咬"
        ]
      }
    }
  },
  {
    "id": "heldout120-commercial-zh-taichung-bagel-buddies",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨！我跟大學死黨阿凱要在台中西區開一間貝果店，店面已經租好了，想找你們做整間店的室內設計。阿凱說他是「靈魂人物」，我是出錢出力的那個，他只負責吃哈哈",
      "空間大概20坪左右，前面放櫃台跟烤箱，後面想擠出一個小小的內用區。那裡以前是賣機車零件的，整個油油黑黑，走進去像掉進黑洞。",
      "我們最想解決的是：店面很深很窄，採光只有門口那一面，裡面超暗，客人根本不想往裡面走。",
      "我們的貝果是自己養酸種、每天現做的，想讓客人一進來就覺得像來朋友家吃早餐，很放鬆、很有溫度。客人主要是附近上班族，還有去審計新村逛街的年輕人，二三十歲那種。",
      "風格想要日系簡約加一點點復古，像京都巷子裡那種小咖啡店。阿凱說要弄成夜店風、放霓虹燈跟DJ台，我說好啊，早上七點來跳舞配貝果，超健康的喔😑 當然駁回。顏色想要奶油色跟木頭色，不要太冷的白。",
      "有一個一定要的設計：一面透明玻璃，讓客人直接看到烤貝果的過程。阿凱說這樣他偷吃會被看到，活該哈哈",
      "啊剛剛坪數講錯了，阿凱翻合約說是17坪，不是20。他說我連坪數都會灌水，難怪體重也是，很欠揍欸",
      "預算的話…阿凱說500萬，我說你是要去搶銀行喔😂 我們兩個湊一湊，裝潢最多150萬，這還不含烤箱那些設備。",
      "希望4月中可以開幕，剛好是阿凱生日，他說這樣每年都有人送他蛋糕，我說是送你貝果啦。另外招牌跟菜單也想請你們一起設計。"
    ],
    "whenAsked": {
      "competitive_advantage": "跟附近的店比喔…我們老闆比較帥？哈哈哈開玩笑的。說真的我還沒認真想過，這題可以先跳過嗎？",
      "key_considerations": "最重要是動線要順，尖峰時間外帶的人不要跟內用的人卡在一起；還有烤箱很熱，通風一定要做好，不然夏天我們會比貝果先烤熟。"
    },
    "otherwise": "這個都可以啦，你們覺得怎樣好就怎樣～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "貝果店"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中西區"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "很深很窄",
          "裡面超暗"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "朋友家吃早餐",
          "有溫度"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "附近上班族",
          "審計新村"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "日系簡約",
          "京都"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "奶油色",
          "木頭色"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "透明玻璃",
          "烤貝果的過程"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 17,
          "unit": "ping"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 1500000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "opening_date": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "other_design_requirements": {
        "said": 8,
        "text": [
          "招牌",
          "菜單"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "動線要順",
          "通風"
        ]
      }
    }
  },
  {
    "id": "heldout120-exhibition-zh-lugu-tea-booth",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我們是南投鹿谷的家族茶行，凍頂烏龍做了三代，今年第一次參加台北國際食品展，想請你們幫忙設計攤位。我爸說攤位要大到可以在裡面種茶，我說爸你醒醒好嗎😂",
      "展場在南港展覽館一館，我們租了兩個標準攤位併在一起，3x6公尺，總共18平方公尺。我爸還在碎碎念說跟我們家廁所一樣小，亂講，我們家廁所哪有這麼大哈哈",
      "6月24號開展，進場是22號，展完27號晚上就要撤場。",
      "我們想讓大家覺得茶可以很年輕、很輕鬆，不是只有阿公在泡的老人茶（阿公聽到會打我）。希望路過的人會想停下來，坐下來喝一杯。",
      "主要想接觸的是進口商跟連鎖手搖飲的採購，尤其日本跟東南亞的買家。一般民眾來試喝當然也歡迎，只要不要一個人喝十杯就走哈哈",
      "風格想要現代一點的和風，乾淨、有竹子跟木頭的質感。我爸最愛那種紅金色、門口盤一條大龍的傳統茶莊風，很有氣勢喔…才怪，拜託不要。",
      "特別的設計想要一個試飲吧台，讓客人看我們現場用蓋杯泡茶，所以水跟電都需要。",
      "喔對，剛剛主辦單位寄信來，進場日提前一天，改成21號，22號只能補貨。",
      "另外也想請你們一起設計DM跟試飲杯上的小貼紙。我爸說要印他的大頭照，全家投票否決了，3比1哈哈"
    ],
    "whenAsked": {
      "budget": "預算喔…我爸說「越省越好」，這應該不算數字吧哈哈。他還沒拍板，我不敢亂講，先跳過，確定了再跟你們說。",
      "key_considerations": "最重要的是試飲區的動線，人多的時候不能把走道塞住；還有茶葉怕潮又怕吸味道，展示櫃要能密封。"
    },
    "otherwise": "這個沒有特別想法耶，照你們的建議就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "凍頂烏龍",
          "台北國際食品展"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館一館"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-24",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-27",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": 3,
        "text": [
          "很年輕",
          "坐下來喝一杯"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "進口商",
          "手搖飲的採購"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "現代一點的和風",
          "竹子"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "試飲吧台",
          "蓋杯泡茶"
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
      "entry_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-21",
          "precision": "day"
        }
      },
      "other_design_requirements": {
        "said": 8,
        "text": [
          "DM",
          "試飲杯"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "試飲區的動線",
          "密封"
        ]
      }
    }
  },
  {
    "id": "heldout120-brand-ko-dalbit-makgeolli",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요ㅎㅎ 전주 한옥마을 근처에서 대학 동기랑 작은 막걸리 양조장을 차렸어요. 로고부터 브랜드 아이덴티티 전체를 새로 만들고 싶어서 왔습니다! 참고로 저희 막걸리 마시면 10년 젊어져요. …는 농담이고 광고법 위반이니까 어디 적지 마세요ㅋㅋ",
      "이름은 '달빛양조'예요. 둘 다 회사 다니면서 3년 동안 퇴근하고 밤에만 술을 빚었거든요. 달 보면서 빚었다고 달빛ㅋㅋ 동업자는 자기가 지은 이름이라고 우기는데 제가 지은 거 맞습니다.",
      "지금 라벨은 제가 그림판으로 만든 건데, 친구들이 시골 장터 술 같다고 놀려요ㅠ 백화점 선물 코너에 놔도 안 꿀리는 브랜드로 보이는 게 목표예요. 파는 건 생막걸리 두 종류랑 약주, 그리고 주말마다 하는 막걸리 빚기 체험 클래스요.",
      "손님은 전통주 처음 접하는 20~30대가 제일 많아요. 한옥마을 놀러 온 관광객도 많고요. 아 그리고 상표는 작년에 등록 다 했어요!",
      "스타일은… 동업자가 궁서체 붓글씨에 용 그림 들어간 로고를 원하는데요, 네 아주 훌륭하죠^^ 저는 결사반대예요ㅋㅋ 실제로는 모던하고 여백 많은 미니멀한 느낌이 좋아요. 색은 밤하늘 같은 남색에 크림색, 그리고 달 모양이 어디든 살짝 들어가면 좋겠어요. 동업자는 형광 핑크가 고급스럽다는데 그 사람 말은 무시하셔도 돼요ㅋㅋㅋ",
      "아 잠깐만요, 방금 동업자한테 카톡 왔는데 상표 등록이 끝난 게 아니라 아직 출원 중이래요ㅋㅋ 제가 서류를 한 장도 안 봐서… 그건 변리사인 사촌형이 맡아서 하고 있으니까 따로 도와주실 필요는 없어요.",
      "로고 말고도 병 라벨이랑 명함, 체험 클래스 전단지까지 같이 해주시면 좋겠어요. 제일 신경 써주셨으면 하는 건 작은 병 라벨에 들어가도 로고가 뭉개지지 않는 거예요."
    ],
    "whenAsked": {
      "brand_website": "인스타만 있어요! @dalbit_yangjo 인데 팔로워 대부분이 저희 엄마 친구분들이에요ㅋㅋ",
      "expected_deadline": "그게 양조장 리뉴얼 오픈 날짜가 아직 안 정해져서 언제까지라고 말씀을 못 드리겠어요. 이건 동업자도 모르고 하늘만 알아요ㅋㅋ"
    },
    "otherwise": "음 그건 딱히 생각 없어요. 알아서 잘 해주세요ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "막걸리 양조장",
          "브랜드 아이덴티티 전체"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전주 한옥마을 근처"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "밤에만 술을 빚었거든요",
          "달 보면서 빚었다고"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "시골 장터 술 같다고",
          "선물 코너에 놔도 안 꿀리는"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "생막걸리 두 종류",
          "빚기 체험 클래스"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "전통주 처음 접하는 20~30대",
          "한옥마을 놀러 온 관광객"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "모던하고 여백 많은",
          "미니멀한 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "남색에 크림색",
          "달 모양"
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
      "other_design_requirements": {
        "said": 6,
        "text": [
          "병 라벨이랑 명함",
          "체험 클래스 전단지"
        ]
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "로고가 뭉개지지 않는 거"
        ]
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "dalbit_yangjo"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout120-packaging-ko-andong-sesame-oil",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 저희 할머니가 안동에서 60년째 방앗간을 하시는데요, 손자인 제가 참기름 병 포장을 싹 바꿔보려고 연락드렸어요. 할머니 말로는 동네에서 할머니 참기름 먹고 100살까지 산 사람이 열 명이래요ㅋㅋ 믿거나 말거나요",
      "제품은 국산 참깨를 저온으로 압착한 참기름이에요. 나물 무칠 때나 비빔밥에 한두 방울 넣는 그런 거요. 할머니가 지금도 새벽마다 직접 깨를 볶으시는데, 불 조절을 기계 말고 손으로 하셔서 고소한 향이 진짜 달라요. 그 냄새가 서울까지 난다는 소문이… 있진 않고요ㅋㅋ",
      "용량은 한 병에 180ml로 하려고요. 지금까지는 페트병에 담아서 검은 봉다리에 넣어 드렸어요ㅋㅋ 이번엔 제대로 된 병에 라벨 붙이고, 명절용으로 두 병짜리 선물세트도 만들고 싶어요.",
      "사시는 분들은 주로 30~40대 주부님들이랑, 명절에 부모님 선물 찾는 직장인들이요. 파는 곳은 네이버 스마트스토어랑 방앗간 매장, 그리고 안동 로컬푸드 직매장이에요.",
      "디자인은 레트로한데 촌스럽지는 않게요. 할머니는 금박으로 온 데를 도배하라시는데, 네네 아주 고급스럽겠죠ㅋㅋ 그건 빼주세요. 색은 할머니가 빨간색은 꼭 넣으래요, 복 들어온다고. 깨 볶는 할머니 손 일러스트가 들어가면 좋겠어요.",
      "아 그리고 아까 180ml라고 했는데 할머니가 그건 감질난다고 300ml로 하재요. 300ml 한 병, 선물세트는 두 병이요. 재질은 병은 투명 유리병, 선물세트 상자는 크라프트지로 하고 싶어요. 택배 보낼 박스도 같이 디자인해 주시면 좋겠어요.",
      "일정은 추석 선물세트 팔려면 8월 말까지는 디자인이 끝나야 할 것 같아요. 추석까지 100년 남은 것 같은데 막상 닥치면 금방이더라고요ㅋㅋ"
    ],
    "whenAsked": {
      "key_considerations": "제일 중요한 거요? 음… 솔직히 아직 생각 안 해봤어요ㅋㅋ 할머니한테 물어보면 세 시간 걸리니까 일단 패스할게요!"
    },
    "otherwise": "그건 잘 모르겠어요ㅎㅎ 괜찮은 걸로 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "60년째 방앗간",
          "참기름 병 포장"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "안동"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "저온으로 압착한 참기름",
          "비빔밥에 한두 방울"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "직접 깨를 볶으시는데",
          "불 조절을 기계 말고 손으로"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label",
            "gift_set"
          ]
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30~40대 주부님들",
          "부모님 선물 찾는 직장인"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "스마트스토어",
          "방앗간 매장",
          "로컬푸드 직매장"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "레트로한데 촌스럽지는 않게"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "빨간색은 꼭 넣으래요",
          "할머니 손 일러스트"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "300ml 한 병",
          "선물세트는 두 병"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "text": [
          "투명 유리병",
          "크라프트지"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "택배 보낼 박스"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout120-website-ko-gapyeong-camping",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 남편이랑 가평에서 캠핑장 운영한 지 5년 됐어요. 사이트는 24개인데 예약을 아직도 전화랑 문자로만 받고 있어서 예약 홈페이지를 만들고 싶어요. 주말 앞두고는 전화가 하루에 천 통은 오는 것 같아요ㅋㅋ 과장 아주 조금 보태서요",
      "지금 홈페이지는 없고 네이버 블로그만 있어요. 블로그 이웃 수는 38명… 대부분 제 친구들이에요ㅋㅋ 제일 큰 문제는 손님이 빈 자리를 직접 보고 고를 수가 없다는 거예요. 배치도 보면서 원하는 자리를 골라서 바로 예약하게 하고 싶어요.",
      "페이지는 캠핑장 소개, 사이트 배치도, 요금 안내, 예약하기, 오시는 길 정도면 될 것 같아요. 남편은 자기 바비큐 사진만 100장 올리는 페이지를 만들재요. 그 페이지는 안 만듭니다ㅋㅋㅋ",
      "손님은 아이 있는 가족이 제일 많고, 캠핑 처음 해보는 초보분들도 많아요. 요즘은 서울 사는 외국인 손님들도 가끔 와서 한국어랑 영어 두 가지로 하고 싶어요.",
      "스타일은 요즘 유행하는 새까만 배경에 네온 글씨… 그거 진짜 멋지죠~ 라고 할 줄 알았죠?ㅋㅋ 전혀요. 숲속에 있는 것 같은 자연스럽고 편안한 느낌이면 좋겠어요. 색은 초록이랑 나무색 위주로요.",
      "예산은… 한 10억?ㅋㅋㅋ 농담이고요, 최대 500만 원까지 생각하고 있어요. 그거 넘으면 남편이 텐트 들고 가출한대요.",
      "오픈은 5월 황금연휴 전에만 되면 좋겠어요. 핸드폰으로 예약하는 손님이 90%라서 모바일에서 결제까지 쉽게 되는 게 제일 중요해요.",
      "아 방금 남편이 옆에서 그러는데, 5월 연휴 예약을 4월 초부터 받아야 해서 홈페이지는 3월 말까지는 열려야 한대요. 가끔 맞는 말도 하네요ㅋㅋ 나중에 글램핑 동 세 개 추가하면 그것도 홈페이지에 넣을 거예요."
    ],
    "whenAsked": {
      "competitors": "경쟁 캠핑장이요? 다 저희보다 별로예요ㅋㅋ 농담이고, 딱히 참고하는 데는 없어요. 잘 모르겠어요."
    },
    "otherwise": "그건 상관없어요~ 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "가평에서 캠핑장",
          "전화랑 문자로만"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "가평"
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
          "네이버 블로그만"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "빈 자리를 직접 보고",
          "원하는 자리를 골라서 바로 예약"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "캠핑장 소개",
          "사이트 배치도",
          "요금 안내",
          "예약하기",
          "오시는 길"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "아이 있는 가족",
          "캠핑 처음 해보는 초보분들"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "한국어",
          "영어"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "자연스럽고 편안한 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "초록이랑 나무색"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 5000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "모바일에서 결제까지 쉽게"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "글램핑 동 세 개 추가"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout120-other-ko-daejeon-tteokbokki-truck",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요ㅎㅎ 15년 다니던 회사 그만두고 떡볶이 푸드트럭을 시작하는 42살 아저씨입니다. 와이프는 중년의 위기라고 하는데, 저는 인생 2막이라고 부릅니다ㅋㅋ 대전 유성구 쪽에서 주로 장사할 거예요.",
      "디자인해 주셨으면 하는 건 트럭 외부 랩핑 디자인이랑 메뉴판이에요. 중고로 산 트럭인데 흰색 페인트가 군데군데 벗겨져서 좀 불쌍해 보여요ㅠ 축제 가면 트럭이 수십 대 서 있는데, 그 사이에서 멀리서도 확 눈에 띄는 게 목표예요.",
      "스타일은 옛날 학교 앞 분식집 같은 레트로 감성에 좀 만화 같은 느낌이요. 색은 떡볶이 국물 같은 빨강이랑 주황색이요. 와이프는 세련되게 올블랙으로 하래요. 네, 떡볶이 트럭이 올블랙이면 아주 식욕 돋겠죠ㅋㅋ 검정은 빼주세요.",
      "4월 초 유성온천 벚꽃축제가 첫 데뷔 무대라서 디자인은 3월 중순까지는 끝나야 랩핑 작업까지 맞출 수 있어요. 이 날만 기다린 지 백 년은 된 것 같아요ㅋㅋ 제일 신경 써주셨으면 하는 건 랩핑이 비 맞고 햇볕 받아도 오래 가는 거예요.",
      "저 대전 사는데 스튜디오까지 차로 한 40분 걸리더라고요. 트럭 실물은 한 번 와서 보시면 될 것 같아요. 연락은 카톡이 제일 편하고, 최종 결정은 제가 합니다. …라고 말하고 싶지만 사실 와이프가 해요ㅋㅋ 와이프 결재가 최종이에요.",
      "아 그리고 아까 한 번 오시면 된다고 했는데, 생각해보니 시안 나온 다음에 트럭에 대보는 것까지 해서 두 번은 와주셔야 할 것 같아요. 장사 잘되면 내년엔 2호차도 내는 게 꿈이에요. 와이프 결재 나면요ㅋㅋ"
    ],
    "whenAsked": {
      "target_audience": "타겟이요? 배고픈 전 인류요ㅋㅋ 진짜로는 아직 장사를 안 해봐서 잘 모르겠어요."
    },
    "otherwise": "그건 잘 모르겠네요ㅎㅎ 전문가님 판단에 맡길게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "회사 그만두고",
          "떡볶이 푸드트럭"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대전 유성구"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "트럭 외부 랩핑 디자인",
          "메뉴판"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "멀리서도 확 눈에 띄는"
        ]
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "학교 앞 분식집",
          "만화 같은 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 2,
        "text": [
          "빨강이랑 주황색",
          "검정은 빼주세요"
        ]
      },
      "expected_deadline": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 3,
        "text": [
          "비 맞고 햇볕 받아도 오래"
        ]
      },
      "distance": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 40,
          "unit": "min"
        }
      },
      "collaboration_notes": {
        "said": 4,
        "text": [
          "카톡이 제일 편하고",
          "와이프 결재가 최종"
        ]
      },
      "number_of_visits": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "unit": "times"
        }
      },
      "plans_after_project": {
        "said": 5,
        "text": [
          "2호차도 내는 게 꿈"
        ]
      },
      "target_audience": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout120-residential-ko-lego-husband",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 ㅎㅎ 분당 정자동에 있는 아파트 전체 리모델링 상담하고 싶어서요. 지은 지 25년 된 집인데 남편은 자꾸 '빈티지 감성'이라고 우겨요 ㅋㅋㅋ 그냥 낡은 거거든요…",
      "구조는 방 3개에 화장실 2개예요. 제일 문제는 좁은 주방이에요. 진짜 신발장만 해요 ㅋㅋ 둘이 같이 서 있으면 엉덩이 부딪혀요. 그리고 수납이 너무 없어서 짐이 다 거실에 나와 있어요ㅠ",
      "사는 사람은 저희 부부랑 고양이 두 마리예요. 아 그리고 남편 레고… 본인 말로는 10만 개래요 ㅋㅋ 세어본 적은 없대요. 암튼 레고 진열장은 꼭 있어야 한대요. 제 LP판도 좀 있고요.",
      "둘 다 재택근무라 낮에도 계속 집에 있어요. 저는 주말마다 빵 굽는 게 취미고, 남편은 저녁에 게임해요. 손님 초대는 거의 안 해요 ㅋㅋ 집순이 집돌이라서",
      "예산은… 로또 1등 되면 20억 드릴게요 ㅋㅋㅋ 농담이고요, 현실적으로 5천만 원이 최대예요. 그 이상은 진짜 안 돼요.",
      "스타일은 따뜻한 우드톤에 호텔처럼 깔끔한 느낌 좋아해요. 남편은 회색이 제일 무난하대요. 네~ 아주 무난하죠, 시멘트 창고처럼요 ㅋㅋ 회색은 빼주세요. 화이트랑 원목이 좋아요.",
      "입주는 5월까지는 하고 싶어요. 지금 사는 전셋집 빨리 빼고 싶어서요.",
      "아 잠깐만요, 남편이 옆에서 계약서 봤는데 전세 만기가 6월 말이래요 ㅋㅋ 그럼 6월 말까지만 들어가면 돼요. 역시 서류는 남편 담당…",
      "제일 중요한 건 고양이들 안전이에요. 예전에 둘째가 베란다 틈에 낀 적이 있어서 그런 틈 없게 꼭 신경 써 주세요ㅠ"
    ],
    "whenAsked": {
      "space_size": "평수요? 그건 남편이 아는데 지금 레고 조립 중이라 말을 안 들어요 ㅋㅋ 저는 잘 모르겠어요. 나중에 알려드릴게요!"
    },
    "otherwise": "음 그건 딱히 생각 없어요 ㅎㅎ 알아서 추천해 주세요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "아파트 전체 리모델링"
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
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 25,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "방 3개에 화장실 2개"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "좁은 주방",
          "수납이 너무 없어서"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "저희 부부랑 고양이 두 마리"
        ]
      },
      "important_collections": {
        "said": 2,
        "text": [
          "레고",
          "LP판"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "재택근무",
          "주말마다 빵 굽는"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 50000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "따뜻한 우드톤",
          "호텔처럼 깔끔한"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "화이트랑 원목"
        ]
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "고양이들 안전"
        ]
      },
      "space_size": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout120-commercial-ko-seongsu-burger-cofounder",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 친구랑 둘이서 수제버거 가게 차리려고요 ㅋㅋ 성수동 뚝섬역 근처에 1층 자리 계약했어요. 둘 다 8년 다닌 회사 때려치우고 '버거로 세계 정복'하기로 했습니다 ㅋㅋㅋ (농담 반 진심 반이에요)",
      "가게는 18평이에요. 동업자는 '축구장만 하다'고 좋아하는데 주방 넣고 나면 홀이 꽤 좁아요 ㅋㅋ 목표는 주방이랑 홀 동선 꼬이지 않게 해서 점심 피크에 회전 빨리 되는 거예요.",
      "손님은 성수 놀러 오는 20~30대랑 근처 회사 직장인들이요. 저희 무기는 매일 아침 직접 굽는 브리오슈 번이랑 드라이에이징 패티예요. 동업자는 자기 소스가 미슐랭 3스타급이라는데… 그건 본인 생각이고요 ㅋㅋ",
      "예산은… 동업자가 '1억 쓰고 폼나게 가자' 이러다가 통장 잔고 보고 조용해졌어요 ㅋㅋㅋ 현실은 인테리어 4천이 최대예요.",
      "스타일은 70년대 미국 다이너 느낌이요! 근데 너무 코스프레처럼은 말고요. 색은 체리 레드랑 크림색, 바닥은 체크 타일! 동업자는 네온사인을 벽마다 달자는데 라스베가스 차릴 일 있나요 ㅋㅋ 네온은 하나면 충분해요.",
      "아 방금 동업자가 자기 적금 깬다고 해서요 ㅋㅋ 갑자기 감동… 그래서 예산 5천까지는 가능할 것 같아요!",
      "제일 중요한 건 환기예요. 버거 굽는 냄새가 옷에 배면 손님들 싫어하잖아요. 그리고 간판이랑 메뉴판 디자인도 같이 부탁드리고 싶어요.",
      "결정은 저희 둘이 같이 해요. 의견 갈리면 가위바위보로 정해요, 진짜로요 ㅋㅋ 연락은 카톡으로 주시면 제일 편해요."
    ],
    "whenAsked": {
      "brand_value": "한마디로 '배부르고 기분 좋은 곳'이요. 들어오면 친구 집 놀러 온 것처럼 편했으면 좋겠어요.",
      "unique_design": "음… 패티 굽는 게 다 보이는 오픈 그릴이요! 기다리면서 구경하는 재미가 있게요.",
      "opening_date": "오픈 날짜요? 저희 둘 다 계획형이 아니라서요 ㅋㅋ 아직 진짜 몰라요. 견적 보고 정하려고요."
    },
    "otherwise": "그건 잘 모르겠어요 ㅋㅋ 괜찮은 쪽으로 추천해 주세요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "수제버거 가게"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "성수동 뚝섬역 근처"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "pyeong"
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "동선 꼬이지 않게",
          "회전 빨리"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "20~30대",
          "근처 회사 직장인"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "브리오슈 번",
          "드라이에이징 패티"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "70년대 미국 다이너"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "체리 레드랑 크림색",
          "체크 타일"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 50000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "환기"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "간판이랑 메뉴판"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "저희 둘이 같이",
          "카톡으로"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "배부르고 기분 좋은",
          "친구 집 놀러 온"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "오픈 그릴"
        ]
      },
      "opening_date": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout120-exhibition-ko-dog-treat-kintex",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 저희는 수제 강아지 간식 만드는 작은 브랜드예요. 3월에 킨텍스 제2전시장에서 하는 반려동물 박람회에 처음 나가요! 대표님은 벌써 '이번에 완판해서 건물 산다'고 하시는데… 네, 꿈은 자유니까요 ㅋㅋㅋ",
      "박람회는 3월 12일 목요일부터 15일 일요일까지 나흘이고요, 부스 설치는 전날인 11일에 들어가요. 철수는 마지막 날 15일 저녁 6시 이후에 한대요.",
      "부스 크기는 대표님 마음 같아선 축구장 하나 통째로 빌리고 싶으시대요 ㅋㅋ 현실은 3x3 두 칸 붙인 3x6, 18제곱미터예요.",
      "오시는 분들은 대부분 강아지 키우는 일반 관람객들인데, 사실 저희가 진짜 만나고 싶은 건 펫샵이랑 동물병원 바이어들이에요. 입점 따내는 게 목표라서요.",
      "부스엔 냉장 쇼케이스랑 조명 때문에 전기만 있으면 돼요. 물은 필요 없어요.",
      "스타일은 밝고 귀여운데 유치하지 않은 느낌이요. 옆 부스들 다 핑크핑크해서 저희는 민트랑 베이지로 차분하게 가고 싶어요. 대표님은 형광 주황이 '눈에 확 띈다'고 밀고 계신데… 네, 확 띄죠. 눈이 아플 정도로요 ㅋㅋ 그건 제발 막아주세요",
      "아 그리고 방금 생각났는데 시식 코너 할 거라서 손 씻을 개수대가 있어야겠어요. 그럼 물이랑 전기 둘 다 필요하네요 ㅋㅋ 말 바꿔서 죄송해요",
      "강아지들이 부스 안에 들어와서 간식 냄새 맡을 수 있는 '킁킁 존'을 꼭 만들고 싶어요. 그리고 제일 중요한 건 강아지들 안전이에요. 모서리 날카로운 거 없이요!"
    ],
    "whenAsked": {
      "brand_value": "재료를 전부 사람이 먹어도 되는 걸로만 쓰는 게 저희 자부심이에요. 부스에 오시면 '여기 건 믿고 먹일 수 있겠다' 느끼셨으면 해요.",
      "budget": "예산은 대표님이 아직 안 알려주셨어요 ㅋㅋ 대표님 지갑은 저희 회사 최대 미스터리라… 저는 모르겠어요."
    },
    "otherwise": "그건 아직 생각 안 해봤어요 ㅎㅎ 추천해 주시면 좋겠어요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "수제 강아지 간식",
          "반려동물 박람회"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "킨텍스 제2전시장"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-12",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-11",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day"
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
      "target_audience": {
        "said": 3,
        "text": [
          "강아지 키우는 일반 관람객",
          "펫샵이랑 동물병원 바이어"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "밝고 귀여운데 유치하지 않은"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "민트랑 베이지"
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
      "unique_design": {
        "said": 7,
        "text": [
          "킁킁 존"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "강아지들 안전"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "사람이 먹어도 되는",
          "믿고 먹일 수"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
];
