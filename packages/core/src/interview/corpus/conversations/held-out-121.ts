import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 121 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: on someone else's behalf (an assistant
 * for the boss, a daughter or a son for elderly parents, a husband for his wife at work, a mother for her grown
 * daughter, a friend for a friend who is not good with phones, a staffer for the owner, a sister for a brother abroad:
 * the client's wishes told in the third person, "she wants…", "老闆說…", "사장님이 원하시는 건…", beside the writer's own taste,
 * city, leave and trips, which are not the brief's; facts checked with the client and brought back a message or two
 * later; in each, one correction and one or two fields not known, filed as skipped). Written in session 67 by seven
 * writers, all 21 conversations. First played on 3b6efc91 (the session's start, before any change): 223 of 311 facts
 * (71.7 %), 13 wrong values, 26 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 121)
 * - exhibition_space: Vanessa, exec assistant in Singapore, writing for her boss Mr Ong (MD of Hock Seng Soy Sauce, family brewery), booth at FHA-Food & Beverage, Singapore Expo Hall 5, opens 21 Apr, move-in 19 Apr, S$45k max, water + power, jar wall, reuse for Thaifex; trap: brewery in Sungei Kadut (not the venue), Mr Ong's age 71, Vanessa's own taste "sleek matte black", last year's SIAL Paris booth 12 sqm / ~€20k, Vanessa's leave 2-13 March, Thaifex end of May (later show, not this one's dates); correction: space_size 9 m2 (msg 2) -> 18 m2 (msg 4) (also late answers: water unknown in msg 3 -> both in msg 4; budget checked with the boss -> msg 5); unknown: exit_date (exhibitor manual is with Darren from ops)
 * - brand_design: Thabo in Johannesburg writing for his wife Lerato (a nurse on shift), whose shweshwe kids' clothing brand Koko & Me she runs from home in Orlando West, Soweto; full identity, labels, swing tags, market banner; trap: Bara (her hospital) and Sandton (his office), Koko's home in Polokwane, his own "black and gold" taste, the unrelated Facebook page "Koko and Me" (a Durban cake maker), his Durban work trip in March, the 500 kraft tags already bought (not a product); correction: expected_deadline by April (msg 4) -> by mid-February (msg 5) (also late answer: registration "let me check" msg 4 -> not_registered msg 5); unknown: need_registration_assistance (he has to ask her, cost first)
 * - packaging_design: son in Dublin writing for his mam Bríd, who makes chutneys and relishes (Bríd's Pantry) in Lisdoonvarna, Co. Clare; wants jar labels and a 3-jar gift box; trap: son's own city/job (Dublin, bank), son's taste (beetroot is the star; modern and minimal), sister's Etsy idea, mam's age 74, batch size 30 jars is not the pack spec; correction: specification 200g jars (msg 1) -> 227g/8oz, three jars per gift box (msg 5); unknown: preferred_materials
 * - website: husband Dave writing for his wife Marie-Claude, an RMT opening her own massage practice in Westboro, Ottawa, needing a booking site (CAD); trap: the Glebe clinic she works at now and its site, her 8 years there, Dave's IT job and Squarespace offer, Dave's dark hero-video taste, keys March 1 / opening April 7 are not the go-live date; correction: languages English only (msg 3) -> English and French (msg 5), plus late answer budget unknown (msg 4) -> up to $5,000 CAD (msg 5); unknown: competitors
 * - other: son Rohan in Bengaluru writing for his father, a retired Malayalam teacher in Thrissur, who is self-publishing his memoir and needs cover, interior layout and bookmark; trap: Rohan's own city Bengaluru, father's 34 years teaching and age 68, Rohan's wish for a photo cover, sister's bright-modern Instagram idea, June launch and 500 copies are not the deadline; correction: expected_deadline end of March (msg 4) -> 15 March 2026 (msg 5); unknown: preferred_style
 * - residential_space: daughter Jess in Portland writing for her retired parents Ron and Linda, renovating the 1996 townhome they bought in McCormick Ranch, Scottsdale AZ (1,620 sq ft, 2 bed / 2.5 bath, USD); trap: parents' Minneapolis house (38 years, 4 bedrooms, closes in August), parents' ages 74/77, beagle's age 13, Jess's own 780 sq ft Portland apartment, Jess's own taste (terracotta, deep forest green), brother's $90k kitchen in Denver, Jess's March trip; correction: budget ~$60k (msg 5) -> $75,000 max (msg 7); late answer: space_size unknown (msg 1) -> 1,620 sq ft (msg 4); unknown: preferred_style
 * - commercial_space: shop manager Aoife writing for her boss Niamh Brennan, opening a second bookshop-café (Page & Pour) on Manor Street, Stoneybatter, Dublin (95 m2); trap: existing Rathmines shop (60 m2, opened 2015), Aoife's own taste (dark and moody, black walls), Aoife's maternity leave from April, her commute from Maynooth (an hour), lease starting in March, unmeasured mezzanine; correction: opening_date May (msg 4) -> 16 June 2026, Bloomsday (msg 6); unknown: budget (Aoife will ask in msg 4; Niamh declines to give a figure when asked)
 */
/* Writer's note (zh-TW, batch 121)
 * - brand_design: Taipei-based daughter (works in marketing) writing for her parents' ~40-year-old peanut-candy shop "順興" near Chaotian Temple, Beigang, Yunlin; identity refresh incl. signage, business cards, gift-box stickers; trap: her own home Taipei and her own taste (極簡的日系風), elder brother's drink shop in Taichung with its 8萬 logo and 美式風, her April business trip to Japan (not the deadline), Lunar New Year / 中秋 mentioned as occasions not deadlines; correction: expected_deadline 過年前 (msg 4) -> end of June 2026, by (msg 6); also late answer: registration_status unknown (msg 5) -> not_registered + wants help (msg 6); unknown: brand_website (asked, skipped)
 * - packaging_design: admin assistant 小雯 writing for her boss Mr 林 (Alishan grower, roastery in 嘉義市東區) about drip-bag coffee packaging (box + individual pouches); trap: her own coffee taste (拿鐵), boss's partner café in Tainan (not a sales channel), her rejected 亮黃色 suggestion, May coffee expo in Taipei (not the deadline), her mid-March wedding leave (not the deadline); correction: specification 一盒10包 (msg 1) -> 一盒12包, 10g each (msg 6); unknown: target_audience (asked, skipped: boss never told her)
 * - website: husband (engineer at 竹科) writing for his wife's pilates studio "Core Haus" in 竹北高鐵特區, booking site with class schedule/payment, Chinese + English; trap: his workplace 竹科, his own dark-mode taste, a colleague's wife's nail-salon site for 3萬, his April US business trip (not the deadline); correction: budget about 8萬 (msg 4) -> at most 12萬 incl. booking/payment system (msg 6); unknown: competitors (asked, skipped: he forgot the name)
 * - other: friend (lives in 大里) writing for 阿芳, who can't type well, about full vehicle wrap + price board for her douhua truck in 台中北屯; trap: helper's home 大里 and her 40-minute ride (not distance to studio), helper's own pink preference, 阿芳's family home in 嘉義 (not the address), son's future truck at 逢甲夜市 (a plan, not the address); correction: expected_deadline 過年前 (msg 4) -> early March 2026, by (msg 5); unknown: colors_and_elements (msg 3, skipped: still deciding with her daughter)
 * - residential_space: daughter living in Taipei Neihu writes for her elderly parents, who can't type on a phone, about a full renovation of their ~30-year-old 3-bedroom elevator apartment in Tainan East District (father's calligraphy, mother's cramped kitchen, slippery bathroom); trap: helper's own home in 內湖, parents' ages 72/68 and the dog's age 13 (not the property's age), brother's family/house in 高雄 (the 35坪), helper's own taste 清水模/工業風, helper's posting to Japan from March (not a deadline), moving to brother's house during works; correction: space_size 35坪 (msg 1) -> 32坪 (msg 5); late answer: budget unknown in msg 5, father replies up to 200萬 in msg 6; unknown: move_in_date
 * - commercial_space: shop manager 小蔡 writes for owner 王老闆, whose optical shop has been in 鳳山 for 30 years; the new second shop is in Kaohsiung 苓雅區 near 文化中心 (bright Japanese eyewear select-shop style, frame display wall, private soundproof eye-test room); trap: the old 鳳山 shop (its address, red signage, elderly customers, 15坪 size), helper's own pink 網美風 taste, helper's home in 楠梓, landlord handover at end of March (not the opening), owner at a show in Taipei this week; correction: opening_date 5/1 (msg 4) -> early June (msg 5); late answer: budget unknown in msg 4, owner replies about 300萬 in msg 5; unknown: space_size
 * - exhibition_space: older sister in Hsinchu writes for her younger brother, who is in Shizuoka, Japan, learning matcha until the end of May, about a 3x6 m booth for his 鹿谷 tea brand at Food Taipei, 南港展覽館一館, 6/24-6/27 (tea-room style, long tasting bar); trap: sister's own company's 9x9 m SEMICON booth, her own opinion of a 50萬 budget and neon lights, the brother's return at the end of May, next year's FOODEX Tokyo (filed only as plans_after_project, not as dates/address); correction: water_electricity_supply electricity_only (msg 4) -> both (msg 5); unknown: entry_date
 */
/* Writer's note (ko-KR, batch 121)
 * - brand_design: daughter living in Seoul (Mapo) writes for her 67-year-old father, who runs "Yeongsun Bangatgan" (sesame-oil mill, named after his late mother) at Jeonju Nambu Market; logo refresh plus bottle label and parcel stamp; trap: her own Mapo home, father's age 67, her own black-and-white minimal taste (father wants warm/golden-brown), brother's cafe logo in Daejeon, the May signage is a later plan (filed as plans_after_project, not the deadline); correction: expected_deadline March (msg 5) -> late April (msg 6); registration_status unknown in msg 5, answered "not registered" in msg 6 after she calls her father; unknown: need_registration_assistance
 * - packaging_design: husband writes for his wife, who runs a granola workshop in Beomeo-dong, Suseong-gu, Daegu and is at the oven; zipper pouch plus 3-flavour gift set; trap: husband's tin-can idea and his black-and-gold taste, the April flea market (not the deadline), his February business trip abroad; correction: specification 250g (msg 2) -> 300g, three pouches in the gift set (msg 4); unknown: preferred_materials
 * - website: boss's secretary writes for the head of an architecture office in Songdo, Incheon; corporate site renewal with large project photos, Korean + English, two in-person meetings; trap: the boss's old Seoul-office site that cost 3,000,000 won, the Vietnam project (not a language), the secretary's own colourful taste, the April competition results, her own parental leave from March; correction: budget about 10,000,000 KRW (msg 3) -> at most 8,000,000 KRW incl. VAT (msg 5); unknown: competitors
 * - other: a friend in Seoul writes for a middle-school friend who runs a hotteok food truck near Anmok Beach, Gangneung, and "can't use a phone"; truck wrap and hanging menu board, one visit to measure; trap: the writer's pastel taste, the red tteokbokki truck next door, the Gyeongpo cherry-blossom festival in early April and wrap installation (not the design deadline), the writer living in Seoul, a second truck in Sokcho next year (plans only, not the address); correction: colors_and_elements red (msg 3) -> yellow and brown (msg 4); unknown: preferred_style
 * - residential_space: Seoul-based son writing for his parents (in their 70s, not phone-savvy) about remodelling their 34-pyeong apartment in Hyoja-dong, Wansan-gu, Jeonju; trap: his own 18-pyeong Mangwon-dong flat, parents' age "over seventy" (not the building's age), his own dark-wood/hotel taste (mother wants bright and clean), sister's house in Iksan where they stay during works (not the address), his April posting to Singapore (not a move-in date), father's knee surgery "last year"; correction: budget ~50,000,000 KRW (msg 4) -> at most 60,000,000 KRW after phoning father (msg 5); unknown: move_in_date (asked, not decided yet)
 * - commercial_space: mother in Changwon writing for her grown daughter (working at a Seongsu-dong bakery until end of Feb) who is opening a rice-flour gluten-free bakery cafe in Jeonpo-dong, Busanjin-gu; trap: mother's old 12-pyeong snack shop in Masan (20 years), daughter's Seoul job ending late Feb / moving in March (not opening date), mother's floral-wallpaper wish (daughter refuses), daughter's friend's Haeundae cafe costing 100,000,000 KRW; correction: space_size "just under 20 pyeong" (msg 1) -> 17 pyeong after the daughter's KakaoTalk (msg 5); unknown: unique_design (asked, only the daughter knows)
 * - exhibition_space: admin staffer (assistant manager) writing for the CEO of a Daegu functional-textile maker (cooling and recycled fabrics) exhibiting at EXCO East Hall, 11–13 Mar 2026, move-in 10 Mar, move-out 13 Mar; trap: company address Seongseo industrial complex, Dalseo-gu (not the venue), staffer's own wedding on 14 Mar (not the exit date), last year's 9 m2 booth at BEXCO, last year's spend of just over 10,000,000 KRW, staffer's own colourful taste (CEO wants navy and white); correction: space_size 18 m2 (3x3 x2, msg 2) -> 27 m2 (3x9 corner, msg 6); unknown: budget (CEO on a business trip in Vietnam, msg 7)
 */
export const hundredAndTwentyFirstHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout121-brand-en-soweto-shweshwe-wife",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 120,
    "messages": [
      "Hi there. I'm writing on behalf of my wife, Lerato, she's a nurse and she's on shift at Bara until late, so I said I'd get this started for her. She has a small business making kids' clothes from shweshwe fabric, called Koko & Me, and she wants a proper logo and a full brand identity, labels, the whole thing. At the moment it's just her name written on a swing tag with a koki pen.",
      "She sews from our back room in Orlando West, Soweto (I work in Sandton, so I'm mostly useless during the day, ha). The name: 'Koko' is what we call a grandmother in Sepedi, and her Koko in Polokwane taught her to sew on an old Singer when she was nine. 'And Me' because every piece is made for a child and the gogo who loves them, that's how she puts it.",
      "What she makes: little dresses, dungarees, matching mom-and-daughter sets and christening outfits. She sells mostly to moms in their 30s who want their kids in something proudly South African for Heritage Day, weddings and family functions, and a lot of gogos buying gifts. Her problem is people love the clothes at markets but can't find her afterwards, and she can't charge boutique prices when it all looks homemade.",
      "Style: honestly if it was me I'd do black and gold, very premium, like the boutiques in Sandton City. She says absolutely not lol. She wants it warm, playful and handmade-feeling but neat. Something a child would also like looking at.",
      "Online she's only on Instagram, @kokoandme_sa. There's a Facebook page called Koko and Me as well, but that's some other lady in Durban who does cakes, nothing to do with us 🙄 Trademark, I don't think she's registered anything but let me check with her. For timing she'd like the logo ready by April, before the winter markets.",
      "Ok she just WhatsApped me on her break. No, nothing registered, she didn't even know you could. And change of plan on timing: she got a stall at Neighbourgoods Market in Braamfontein from the first Saturday of March, so she needs the logo by mid-February so the labels can be printed in time. Sorry for the back and forth! I'm away in Durban for work the whole of March anyway, so better it's sorted before then.",
      "Besides the logo she'd need sewn-in labels, swing tags and a simple banner for the market table. The dream is to get into a couple of kids' boutiques in Joburg and Cape Town by the end of the year. She makes all the decisions on this, not me, so best to send things to her directly and she'll reply in the evenings after shift."
    ],
    "whenAsked": {
      "colors_and_elements": "Lerato says the indigo blue of traditional shweshwe, with those little white patterns, and maybe a warm mustard yellow. Nothing neon.",
      "need_registration_assistance": "I'd have to ask her. She'll probably want to know what it costs first, so I can't say yes or no for her right now.",
      "key_considerations": "She says the logo must still look good embroidered small on a label, and it must feel proudly local, not like a tourist curio shop. Oh, and it has to work on kraft paper tags because she already bought 500 of them."
    },
    "otherwise": "Not sure what she'd say to that one, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "kids' clothes from shweshwe",
          "full brand identity"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Orlando West, Soweto"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "taught her to sew",
          "old Singer"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "little dresses",
          "dungarees",
          "christening outfits"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "moms in their 30s",
          "gogos buying gifts"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "can't find her afterwards",
          "looks homemade"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "warm, playful",
          "handmade-feeling but neat"
        ]
      },
      "brand_website": {
        "said": 4,
        "text": [
          "@kokoandme_sa"
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
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "sewn-in labels",
          "swing tags",
          "banner for the market table"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "kids' boutiques"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "makes all the decisions",
          "evenings after shift"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "indigo blue",
          "mustard yellow"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "embroidered small",
          "proudly local",
          "kraft paper tags"
        ]
      }
    }
  },
  {
    "id": "heldout121-packaging-en-clare-mams-chutney",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi there, I'm writing on behalf of my mam, Bríd. She's not great with computers (she still prints out her emails, God love her), so I'm the go-between. She makes chutneys and relishes in her own kitchen in Lisdoonvarna, Co. Clare, under the name Bríd's Pantry, and she wants proper labels and packaging at last. Right now it's handwritten labels stuck on with sellotape. I'm up in Dublin myself, working in a bank, so I'm doing this from a distance.",
      "There are three in the range: a rhubarb and ginger chutney, a beetroot relish and a spiced apple one. People have them with cheese boards, cold meats, the Christmas ham, that kind of thing. Each jar is 200g I think, the small hexagonal ones.",
      "What makes hers different, she says, is that she grows the rhubarb and apples herself out the back, and everything is slow-cooked in small batches of about 30 jars, no shortcuts. Personally I think the beetroot one is the star, but she says the rhubarb is what people come back for.",
      "She sells at the Ennis farmers' market every Friday, and two shops have asked to stock her: the SuperValu in Ennistymon and a little deli in Doolin. Her customers are mostly tourists doing the Wild Atlantic Way and older locals buying presents. My sister keeps on at her to go on Etsy but Mam is having none of it.",
      "So what she's after is a label for each jar and a gift box for Christmas and the tourist shops. She wants it to look homely and a bit old-fashioned, like her own mother's handwritten recipe cards, not slick at all. I'd go modern and minimal myself, but it's her business, not mine! She'd love a little drawing of a dry stone wall and the Burren hills on it somewhere.",
      "OK, just rang her. The jars are actually 227g, the old 8oz size, not 200g, and the gift box should hold three jars side by side. She's 74 and still stands at that market in the rain, so she's not for changing her jars now. Oh and she says send everything to me, I'll print it out and bring it down at the weekend, but she makes the final call."
    ],
    "whenAsked": {
      "preferred_materials": "No idea, sorry. She hasn't decided, she wants to talk to the printer in Ennis first, so leave that open for now.",
      "expected_deadline": "She'd like it all sorted by the end of April, because the market gets busy from May with the tourists.",
      "key_considerations": "The labels have to fit the hexagonal jars properly, and she writes the batch date on each one by hand, so leave a space for that. It also has to be affordable to print in small runs."
    },
    "otherwise": "Not sure, to be honest. Whatever you think she'd like.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "chutneys and relishes",
          "proper labels"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Lisdoonvarna"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "rhubarb and ginger chutney",
          "beetroot relish",
          "cheese boards"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "grows the rhubarb",
          "small batches"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "Ennis farmers' market",
          "SuperValu in Ennistymon",
          "deli in Doolin"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "tourists",
          "older locals"
        ]
      },
      "packaging_form": {
        "said": 4,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "gift_set"
          ]
        }
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "homely",
          "old-fashioned",
          "recipe cards"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "dry stone wall",
          "Burren hills"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "227g",
          "three jars side by side"
        ]
      },
      "collaboration_notes": {
        "said": 5,
        "text": [
          "send everything to me",
          "final call"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "hexagonal jars",
          "batch date",
          "small runs"
        ]
      }
    }
  },
  {
    "id": "heldout121-website-en-ottawa-wifes-massage-clinic",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi, I'm writing for my wife Marie-Claude, she's on shift until 7 and told me to 'just get it started'. She's a registered massage therapist and she's leaving the clinic in the Glebe where she's worked for 8 years to open her own practice in Westboro, on Richmond Road. She needs a website where clients can book appointments online.",
      "She doesn't have a website yet, but she did buy the domain richmondroadmassage.ca last week. The clinic she's at now has a site, but that's theirs. The big problem is that all her regulars book by texting her personal phone, which is total chaos. Honestly I could throw something together on Squarespace myself, I work in IT for the federal government, but she wants it done properly.",
      "Pages she wants: booking obviously, an about page on her and her training, services and prices (she does relaxation, deep tissue and prenatal massage), a page on insurance and direct billing because everyone asks, and contact with a map. Her clients are mostly office workers with sore necks and backs, and pregnant women, prenatal is her specialty.",
      "Language-wise just English, I think. Style: she wants it calm and warm, lots of white space, a bit spa-like but not fancy. I'd make it dark with a big hero video, but apparently that's 'very you, Dave, and not at all me' lol. She hates stock photos of hot stones and orchids, so none of those please.",
      "Budget I'll need to check with her, we haven't talked numbers yet. Timing: she gets the keys on March 1 and opens April 7, so the site should be live before then, ideally by the middle of March so people can book ahead.",
      "OK she just texted back on her break: the budget is up to $5,000, and she says French too, not just English, a lot of her clients come over from Gatineau. Also she'll need a logo, she doesn't have one."
    ],
    "whenAsked": {
      "competitors": "She mentioned a clinic website she liked once but I honestly can't remember which one. I'd have to ask her, so leave that blank for now.",
      "key_considerations": "It has to work well on phones, most people will book from their phone. And the booking needs to connect to Jane, the scheduling software she's already set up. Nothing that looks cold and medical.",
      "category": "Mainly a booking site, so clients can book their appointments online."
    },
    "otherwise": "Not sure, I'd go with whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "registered massage therapist",
          "her own practice"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Westboro"
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
          "richmondroadmassage.ca"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "texting her personal phone"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "booking",
          "services and prices",
          "insurance and direct billing"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "office workers",
          "pregnant women"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "calm and warm",
          "lots of white space"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "stock photos of hot stones"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 5000,
          "currency": "CAD",
          "bound": "at_most"
        }
      },
      "languages": {
        "said": 5,
        "text": [
          "French",
          "English"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "a logo"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work well on phones",
          "connect to Jane"
        ]
      }
    }
  },
  {
    "id": "heldout121-other-en-thrissur-fathers-memoir",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 330,
    "messages": [
      "Hello, I am Rohan, writing on behalf of my father. He is not very comfortable typing on the phone, so I am doing the talking for him. He retired as a Malayalam teacher after 34 years at a government school and has written a memoir of his teaching years, called 'Chalk Dust and Monsoon'. He wants to self-publish it and needs someone to design the book.",
      "What exactly: the front and back cover, the inside page layout (around 220 pages, English with some Malayalam poems in between), and a small bookmark he wants to give out at the launch. I live in Bengaluru, but Achan is in Thrissur, near the Vadakkunnathan temple, and his printer is also there.",
      "His main worry is that self-published books look cheap and amateur. He wants it to feel like a real book that his students will keep on the shelf. The readers will be mostly his old students, many of them now in the Gulf, other teachers and family. He is printing 500 copies to start.",
      "I personally wanted his photo on the cover, he is very photogenic for 68, but he flatly refused. He wants a drawing of a school verandah in the rain instead. My sister thinks it should be bright and modern so it looks good on Instagram, but that is her idea, not his.",
      "Timing: he wants the design done by end of March. The launch is planned at his old school in June when the new academic year starts. If this goes well he already talks about a Malayalam translation next year.",
      "Just spoke to Achan on the phone. Correction: the printer needs the final files by 15 March, so the design must be finished by then, not end of March. Also he wants to meet the designer in person twice, once at the start and once to check the printed proof. I can bring him."
    ],
    "whenAsked": {
      "preferred_style": "Style he hasn't told me, honestly. I will have to ask him when I go home next weekend, so please leave it open for now.",
      "collaboration_notes": "Please send everything to me by email, I will print it and show him on weekends. But Achan makes the final decision on everything, not me.",
      "key_considerations": "The Malayalam poems must be typeset correctly, the script breaks easily in some software and he is very particular about that. Also the font should be large enough for older readers."
    },
    "otherwise": "I am not sure about that one, whatever you suggest is fine.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "memoir",
          "self-publish"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "front and back cover",
          "inside page layout",
          "bookmark"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Thrissur"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "cheap and amateur",
          "real book"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "old students",
          "other teachers"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "school verandah in the rain"
        ]
      },
      "plans_after_project": {
        "said": 4,
        "text": [
          "Malayalam translation"
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
      "number_of_visits": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "unit": "times"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "send everything to me by email",
          "final decision"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "typeset correctly",
          "font should be large enough"
        ]
      }
    }
  },
  {
    "id": "heldout121-residential-en-scottsdale-parents-townhome",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "Hi there! I'm reaching out for my parents, Ron and Linda, who are... let's say not email people (Dad still prints his emails out). They just bought a townhome in Scottsdale, Arizona, over near McCormick Ranch, and they want to renovate it before they move down for good. I'm their daughter Jess, I live up in Portland, so I'm the project manager from a distance I guess.",
      "Some background: they're selling the house in Minneapolis they've lived in for 38 years, 4 bedrooms and a huge basement, way too much for two people now. Mom is 74 and Dad is 77. The new place has 2 bedrooms and 2.5 baths, with the living room, kitchen and a small den downstairs and both bedrooms upstairs. It was built in 1996, so it's about 30 years old. I don't know the square footage off the top of my head, I'll dig up the listing.",
      "Mom's list of what has to go: the dark cherry cabinets in the kitchen, the wall-to-wall beige carpet, and the cramped tub/shower combo upstairs. The bigger issue is the stairs. Dad's knee is bad and he's already joking about sleeping on the couch, so they'd love the den turned into a bedroom downstairs at some point.",
      "It'll just be the two of them plus Pepper, their 13-year-old beagle. My two kids will visit over spring break and at Christmas, so the second bedroom has to work as a guest room. Oh and Mom has made something like 40 quilts over the years and wants a few of them out on display, not stuffed in a closet.",
      "OK found the listing: 1,620 sq ft. (For comparison my whole apartment in Portland is 780 sq ft, so they're not exactly roughing it lol.) Colors: Mom wants soft blues and sandy warm neutrals, kind of desert meets lake. She said absolutely no more brown. Personally I'd push them toward terracotta and a deep forest green, I think it would look amazing, but it's their house!",
      "Budget, I believe they said around $60k. My brother just spent $90k on his kitchen alone in Denver, so I know that's tight, but they're retired and on a fixed income.",
      "Timing: they want to be moved in by the end of October, before the first Minnesota snow. The Minneapolis house closes in August. I'm flying down in March to help sort things out, so I could meet you at the townhome then.",
      "Ok just got off the phone with Dad. He says the budget is $75,000 max, not 60, and that includes new appliances. Please send everything to me and I'll go through it with them, but Mom gets the final say on anything in the kitchen."
    ],
    "whenAsked": {
      "preferred_style": "Honestly I don't know what Mom would call her style, and I don't want to guess wrong. I'll have to ask her and get back to you on that one.",
      "lifestyle": "Mom bakes constantly, pies and bread mostly, so she needs real counter space. Dad's retired, watches every Twins game and does the crossword out on the patio in the mornings. And they host a Wednesday bible study, about ten people.",
      "key_considerations": "Safety first, honestly. No trip hazards for Dad's knee, grab bars in the bathrooms, and a layout where they could eventually live on the ground floor. And a kitchen Mom can actually bake in."
    },
    "otherwise": "Hmm, I'm not sure they'd have a strong opinion on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "renovate it before they move"
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
          "Scottsdale, Arizona",
          "McCormick Ranch"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "2 bedrooms",
          "2.5 baths",
          "small den"
        ]
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 30,
          "unit": "years"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "dark cherry cabinets",
          "beige carpet",
          "Dad's knee is bad"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "the two of them",
          "beagle"
        ]
      },
      "important_collections": {
        "said": 3,
        "text": [
          "40 quilts"
        ]
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 1620,
          "unit": "ft2"
        }
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "soft blues",
          "sandy warm neutrals",
          "no more brown"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-10-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 75000,
          "currency": "USD",
          "bound": "at_most"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "send everything to me",
          "Mom gets the final say"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "lifestyle": {
        "said": "asked",
        "text": [
          "Mom bakes constantly",
          "Twins game",
          "bible study"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "No trip hazards",
          "grab bars"
        ]
      }
    }
  },
  {
    "id": "heldout121-commercial-en-stoneybatter-bookshop-cafe",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hello! I'm Aoife, I manage the shop for Niamh Brennan, who owns Page & Pour, a little bookshop-café in Rathmines. She's asked me to get the ball rolling because she's flat out and, honestly, she hates typing on her phone. She's opening a second shop and wants the whole interior designed: books at the front, café at the back.",
      "The new place is on Manor Street in Stoneybatter, an old hardware shop that's been empty for two years. It's roughly 95 square metres on the ground floor, plus a tiny mezzanine nobody's measured yet. For context the Rathmines shop is only about 60 square metres and opened back in 2015, and it's bursting at the seams.",
      "What Niamh wants most from this one is for people to settle in and stay: proper seats, and room for author readings and the book club without shifting all the furniture every time. Her customers out there will be a mix of young families, students from the TU Dublin campus at Grangegorman, and the older neighbours who've lived in the Villages forever.",
      "She always says a bookshop should feel like a friend's front room, somewhere nobody rushes you. Style-wise she wants it bright and airy with lots of warm wood and plants, a bit of old Dublin shopfront charm. Between ourselves I'd have gone dark and moody, black walls, like a cocktail bar, but I'm outvoted, it's her shop!",
      "Timing: she's hoping to open sometime in May. I'm off on maternity leave from the start of April myself, and I'm commuting in from Maynooth, about an hour each way, so forgive slow replies. Budget I genuinely don't know, she keeps that close to her chest, I'll have to ask her.",
      "Her big idea is a rolling library ladder on a brass rail along the tall wall, and a little reading nook for kids in the bay window. What makes them different from the chains: every one of the staff writes handwritten recommendation cards, and she's adding a proper Irish-language section, which nobody nearby has.",
      "Oh, she's just texted back! Scratch May: the lease doesn't start till March, so she wants to open on Bloomsday, the 16th of June. Very on brand 😄 She'd also like you to look at the shop front and signage. She'll make all the final calls, but please copy me on emails until I go off."
    ],
    "whenAsked": {
      "colors_and_elements": "Bottle green and cream, with brass details to match the ladder rail. She's very firm on no grey, she says grey is for dentists' waiting rooms.",
      "budget": "I did ask her, and she'd rather not put a figure on it until she's seen some first ideas, sorry!",
      "key_considerations": "Accessibility is huge for her: step-free entry and enough room for wheelchairs and buggies between the shelves. And the shelving has to take serious weight, books are heavy!"
    },
    "otherwise": "I don't think she has a strong view on that one, whatever you'd suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "second shop",
          "books at the front",
          "café at the back"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Manor Street",
          "Stoneybatter"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 95,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "settle in and stay",
          "author readings"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "young families",
          "students",
          "older neighbours"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "friend's front room",
          "nobody rushes you"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "bright and airy",
          "warm wood",
          "old Dublin shopfront"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "rolling library ladder",
          "reading nook"
        ]
      },
      "competitive_advantage": {
        "said": 5,
        "text": [
          "handwritten recommendation cards",
          "Irish-language section"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-16",
          "precision": "day",
          "relation": "on"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "shop front and signage"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "final calls",
          "copy me on emails"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Bottle green and cream",
          "brass details",
          "no grey"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "step-free entry",
          "wheelchairs and buggies",
          "serious weight"
        ]
      }
    }
  },
  {
    "id": "heldout121-exhibition-en-fha-soy-sauce-boss",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi, I'm Vanessa, exec assistant to Mr Ong, the MD of Hock Seng Soy Sauce. He asked me to settle the booth design for FHA-Food & Beverage for him because he's not so good with these chat things 😅 The show is at Singapore Expo, Hall 5, opening 21 April. We'll be showing our naturally brewed soy sauces, the thick black sauce and the new low-sodium range.",
      "Some background: it's a family brewery, his grandfather started it in 1948 and they still ferment in clay jars under the sun at the brewery in Sungei Kadut. Mr Ong always says 'no shortcuts, only time'. He wants buyers to feel like they stepped into the old brewery: warm, honest, a bit nostalgic. (He's 71 and still goes to the brewery at 6am every day, so you can imagine lol)",
      "Booth is 3x3, so 9 sqm. Style-wise, personally I'd go sleek matte black like those Japanese shoyu brands, very atas, but boss says cannot. He wants heritage but not dusty, like an old shophouse but clean. He also wants the old red and gold from the original 1948 label somewhere.",
      "Who he wants to meet: mainly distributors and importers from Malaysia, Indonesia and the Middle East, plus hotel F&B buyers. Not so much the public walking around collecting free samples. There'll be a tasting counter and his nephew will do wok demos a few times a day, so definitely need electricity. Water I'm not sure, need to check with him.",
      "Oh sorry, wrong info just now!! Finance says Mr Ong upgraded us to a corner booth last week, 6m x 3m, so 18 sqm not 9. And he just replied on WhatsApp: yes, need water also, a small sink to wash the tasting dishes.",
      "Budget he says S$45k max, all in including build. Last year at SIAL Paris they had a 12 sqm booth and spent about €20k, which he still complains about 🙈 Move-in is 19 April per the organiser's email. Move-out date I don't know, the exhibitor manual is with Darren from ops and he's on MC today.",
      "Besides the booth we'll need a bilingual product brochure (English and Chinese) and some small giveaway dipping dishes with the logo. Mr Ong makes the final call and he likes to see things printed, not on the phone, so please send updates through me and I'll print for him. FYI I'm on leave 2 to 13 March (finally going Japan!), so Darren will cover during that time.",
      "One more thing: if it goes well he wants to reuse the booth for Thaifex in Bangkok end of May, so ideally parts that can pack down and travel."
    ],
    "whenAsked": {
      "unique_design": "Boss's big idea is a wall of real clay jars shipped over from the brewery, stacked like at the factory, with the logo lit from behind. He's very set on this one.",
      "key_considerations": "The jars are really heavy, so the structure must be safe. And the tasting counter must look very hygienic, the Middle East buyers will ask about halal, so please leave space to display our halal certificate.",
      "exit_date": "Sorry, still don't have it, Darren will confirm once he's back."
    },
    "otherwise": "No strong preference on that one, whatever you think is best lah.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "naturally brewed soy sauces",
          "low-sodium range"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Singapore Expo, Hall 5"
        ]
      },
      "opening_date": {
        "said": 0,
        "value": {
          "kind": "date",
          "date": "2026-04-21",
          "precision": "day",
          "relation": "on"
        }
      },
      "brand_value": {
        "said": 1,
        "text": [
          "no shortcuts, only time",
          "warm, honest"
        ]
      },
      "preferred_style": {
        "said": 2,
        "text": [
          "heritage but not dusty",
          "old shophouse but clean"
        ]
      },
      "colors_and_elements": {
        "said": 2,
        "text": [
          "red and gold"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "distributors and importers",
          "hotel F&B buyers"
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
          "amount": 45000,
          "currency": "SGD",
          "bound": "at_most"
        }
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-19",
          "precision": "day",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 5,
        "skipped": true
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "bilingual product brochure",
          "dipping dishes"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "Mr Ong makes the final call",
          "see things printed"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "reuse the booth",
          "Thaifex in Bangkok"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "wall of real clay jars"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "jars are really heavy",
          "hygienic",
          "halal certificate"
        ]
      }
    }
  },
  {
    "id": "heldout121-brand-zh-beigang-peanut-candy",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我是幫我爸媽問的🙏 他們在雲林北港朝天宮附近開一間花生糖老店，叫「順興」，開了快四十年了。現在招牌跟包裝上的logo是我阿公那時候請隔壁寫春聯的伯伯寫的毛筆字，想說趁這次做整個品牌識別的翻新。我自己住台北、在做行銷，所以被派來當窗口哈哈",
      "店裡主要賣花生糖、麥芽花生酥、芝麻糖，過年前會多做花生禮盒。我媽最近還開始自己磨花生醬，說是要跟上潮流😂 現在最大的問題是客人幾乎都是來拜拜的阿伯阿姨，年輕人經過都不會進來，我爸說想讓年輕人也願意買回去送人。",
      "店名「順興」是阿公取的，「順」是他名字裡的字，「興」是希望生意興旺。我哥在台中開手搖飲，去年做logo花了8萬，他一直說要介紹他的設計師給我們，但他的店走那種很潮的美式風，我爸說跟我們完全不搭。",
      "風格的話，我爸媽想要保留一點古早味跟手寫的感覺，但要乾淨、不要那麼俗。我個人其實比較想要很極簡的日系風啦，可是我媽說那樣看起來像賣家具的，好吧她是老闆娘她說了算😂 顏色他們想保留紅色，送禮比較喜氣，但我媽說不要金色，太像廟裡的東西。",
      "客群的話，我爸想抓二三十歲、過年回北港要帶伴手禮回台北的年輕人，還有來北港玩的觀光客。時間的話我爸說希望過年前就弄好，可以換新招牌迎客。",
      "啊對了，商標有沒有註冊我真的不知道，我爸那一代的東西都收在抽屜裡哈哈，我晚點打給他問一下。除了logo，他們也想要新的招牌、名片，還有禮盒上的貼紙。",
      "問到了！我爸說商標沒有註冊過，如果你們可以幫忙辦就最好，他自己搞不懂那些。然後他說過年前太趕了，過年就先用舊的，新的logo 6月底前好就可以，剛好趕中秋禮盒。",
      "我4月會去日本出差兩個禮拜，那段時間可能回比較慢。稿子的話都先傳給我，我再印出來拿回去給我爸媽看，最後是我爸拍板。"
    ],
    "whenAsked": {
      "brand_website": "這個我不確定耶，印象中我媽好像有弄過什麼臉書的，但我沒看過，要再問她，先跳過好了。",
      "key_considerations": "我爸最在意的是「順興」這兩個字絕對不能改，然後老客人一看還是要認得出是我們家，不要改到面目全非。"
    },
    "otherwise": "這個我爸媽應該沒特別想法，你們覺得怎樣好就怎樣～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "花生糖老店",
          "品牌識別的翻新"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "雲林北港"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "花生糖",
          "芝麻糖",
          "花生醬"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "年輕人經過都不會進來",
          "年輕人也願意買"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "他名字裡的字",
          "生意興旺"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "古早味",
          "手寫的感覺"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "保留紅色",
          "不要金色"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "二三十歲",
          "觀光客"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "招牌",
          "名片",
          "禮盒上的貼紙"
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
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "先傳給我",
          "我爸拍板"
        ]
      },
      "brand_website": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "不能改",
          "認得出是我們家"
        ]
      }
    }
  },
  {
    "id": "heldout121-packaging-zh-chiayi-drip-coffee",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是「山嵐咖啡」的行政助理小雯，幫我們老闆林先生詢問包裝設計。我們在嘉義市東區有一間烘豆工作室，豆子是老闆自己在阿里山種的。最近剛好是採收季，老闆都待在山上收訊不好，所以先由我來問～",
      "這次要做的是掛耳咖啡的包裝，熱水沖一下就可以喝，不用磨豆機，很適合辦公室。一包10g，老闆說一盒裝10包。外面是紙盒，每一包掛耳也要有自己的小袋子。",
      "跟超商賣的比，我們是單一產區、海拔1200公尺的阿里山豆，淺焙有花香，老闆說每一批都是當週烘的。我自己是只喝拿鐵的人啦，黑咖啡對我來說都是苦的😅 但老闆說懂的人喝了就知道。",
      "通路的話，主要放我們自己的官網、工作室的門市，還有老闆朋友在台北大稻埕開的選物店會幫忙寄賣。老闆另外在台南有一間合作的咖啡廳，但那邊只賣現煮的，不會賣掛耳喔。",
      "風格老闆想要山林、霧氣那種安靜的感覺，有點像日本茶包的包裝。顏色他指定墨綠跟霧灰，我本來提議用亮黃色比較搶眼，直接被老闆打槍哈哈。",
      "材料老闆希望外盒用牛皮紙或FSC認證的紙，不要有塑膠感；內袋要用鋁箔的才能保鮮。時間是希望4月底前設計好，因為5月要去台北參加咖啡展，想帶新包裝去。",
      "剛剛老闆下山有訊號了，LINE我說一盒10包太少，送禮不夠大氣，一包一樣10g，但一盒改成12包。另外我3月中要請婚假兩個禮拜，那段時間有事請直接找老闆，最後也是他決定。"
    ],
    "whenAsked": {
      "target_audience": "客群喔…老闆沒跟我說過耶，我不想亂猜，等他之後下山再問他，這題先跳過好了。",
      "key_considerations": "老闆最在意的是保鮮跟寄送，盒子寄出去不能被壓扁，然後盒子背面要留條碼跟成分標示的位置。"
    },
    "otherwise": "這個老闆沒特別交代耶，你們專業的決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "烘豆工作室",
          "阿里山種的"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "嘉義市東區"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "掛耳咖啡",
          "不用磨豆機"
        ]
      },
      "packaging_form": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "bag_pouch"
          ]
        }
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "單一產區",
          "當週烘的"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "官網",
          "門市",
          "選物店"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "山林",
          "霧氣",
          "日本茶包"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "墨綠",
          "霧灰"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "text": [
          "牛皮紙",
          "FSC認證的紙",
          "鋁箔"
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
      "specification": {
        "said": 6,
        "text": [
          "10g",
          "一盒改成12包"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "直接找老闆",
          "他決定"
        ]
      },
      "target_audience": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "保鮮",
          "不能被壓扁",
          "條碼"
        ]
      }
    }
  },
  {
    "id": "heldout121-website-zh-zhubei-pilates",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨～我是幫我老婆問的，她在竹北高鐵特區開了一間皮拉提斯教室，叫「Core Haus」，開兩年了。她現在在上課沒辦法用手機，所以由我這個工程師代打😂 我自己在竹科上班，只會寫程式，美感是零。",
      "目前沒有網站，只有一個IG，學生都用私訊約課，我老婆每天晚上回訊息回到半夜，還常常記錯時段。她想要一個可以線上看課表、直接預約跟付款的網站。",
      "頁面她想要：課程介紹、老師介紹、課表跟預約、價格方案，還有常見問題。語言的話中文為主，不過她說竹北外籍工程師的太太很多，最好也要有英文版。",
      "客人主要是附近的上班族媽媽，還有生完小孩想恢復體態的產後媽媽。風格她喜歡乾淨、溫柔、有呼吸感的，不要健身房那種很陽剛的感覺。我自己是覺得深色模式比較酷啦，但她說客人都是媽媽，不要暗暗的，好吧。",
      "預算她之前跟我說大概8萬左右。我同事說他老婆的美甲店網站才花3萬，我跟他說那應該是套模板的吧。",
      "她希望4月1號週年慶之前可以上線，想趁週年慶推新方案。我4月剛好要去美國出差兩週，所以後面的溝通可能要直接找她，最後也是她決定。",
      "她剛下課回我了！她說8萬是只有網站的價錢，如果包含預約跟線上刷卡的系統，最多可以到12萬。"
    ],
    "whenAsked": {
      "competitors": "她好像有說過喜歡台北某一間教室的網站，但我忘記叫什麼了…我再問她，這題先跳過。",
      "key_considerations": "她最在意的是手機版一定要好用，因為學生幾乎都用手機約課，還有線上付款要安全，不要讓客人擔心被盜刷。"
    },
    "otherwise": "這個她應該沒特別要求，你們看著辦就好👍",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "皮拉提斯教室"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "竹北高鐵特區"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "沒有網站"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "私訊約課",
          "記錯時段"
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
          "課程介紹",
          "老師介紹",
          "價格方案"
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
          "上班族媽媽",
          "產後媽媽"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "溫柔",
          "有呼吸感"
        ]
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
        "said": 5,
        "text": [
          "直接找她",
          "她決定"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 120000,
          "currency": "TWD",
          "bound": "at_most"
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
          "付款要安全"
        ]
      }
    }
  },
  {
    "id": "heldout121-other-zh-beitun-douhua-truck",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我是幫我朋友阿芳問的，她不太會用手機，打字要打很久，所以我來幫她打。她在台中北屯用發財車賣豆花十幾年了，最近換了一台二手的新車，想把整台車身重新設計，貼車身貼紙那種，側邊還要一塊價目表。",
      "她平常都停在北屯的黃昏市場那邊。舊車上面的字太小了，遠遠的根本看不出來是賣豆花的，常常有人走過來問她有沒有賣菜😂 她說最想要的就是讓人遠遠就知道這台是賣豆花的。",
      "客人大多是附近的阿公阿嬤，還有下班順路買回家的媽媽，最近附近補習班的學生也變多了。我住大里，騎車過去找她要四十分鐘，所以我都是假日才去幫她顧攤。",
      "風格她想要可愛一點、有古早味，像以前柑仔店那種感覺。顏色她說還沒想好，要問她女兒的意見。我自己是覺得粉紅色很可愛啦，可是車是她的，我說了不算哈哈。",
      "時間的話她想說過年前就貼好，過年人潮多。",
      "剛剛打電話給她，她說過年前太趕了，而且過年她要休息回嘉義娘家，所以過完年、3月初之前弄好就好。",
      "喔還有，她說如果新車效果不錯，之後想讓她兒子再開一台去逢甲夜市賣，到時候也要一樣的設計。另外她說當面看一次稿就好，約在她攤位旁邊。"
    ],
    "whenAsked": {
      "key_considerations": "車貼一定要耐曬耐雨，她的車整天停在外面曬太陽，不要半年就褪色。還有字一定要大，阿公阿嬤才看得到。",
      "collaboration_notes": "她不會收email，稿子傳給我就好，我再拿去給她看，要不要改都是她自己決定。"
    },
    "otherwise": "這個她應該都可以啦，你們決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "發財車",
          "賣豆花十幾年"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "整台車身重新設計",
          "價目表"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中北屯"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "字太小",
          "遠遠就知道"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "阿公阿嬤",
          "補習班的學生"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "可愛一點",
          "古早味",
          "柑仔店"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "skipped": true
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "early",
          "relation": "by"
        }
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "她兒子再開一台",
          "一樣的設計"
        ]
      },
      "number_of_visits": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "耐曬耐雨",
          "褪色",
          "字一定要大"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "傳給我",
          "她自己決定"
        ]
      }
    }
  },
  {
    "id": "heldout121-residential-zh-tainan-parents-flat",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我想幫我爸媽詢問室內設計。他們在台南東區有一間電梯大樓的房子，屋齡快30年了，想整間重新裝修。我人住台北內湖，爸媽不太會用手機打字，所以由我來代打😅",
      "格局是三房兩廳兩衛，大概35坪。現在就我爸媽兩個人住，我爸72、我媽68，還有一隻13歲的老柴犬叫阿福。我哥一家住高雄，過年才會回來住個幾天。",
      "最想改的是浴室，地板很滑，我媽去年在浴室跌倒過，還好只是瘀青。再來是廚房又暗又擠，我媽很愛煮，但在裡面根本轉不過身。",
      "他們平常很規律，早上去巴克禮公園散步，我爸下午會在客廳練書法，我媽每天煮三餐，週末常常有鄰居來家裡泡茶聊天。我爸還有幾十幅自己寫的書法作品，一直說想找一面牆掛起來。",
      "風格的話，我自己是很喜歡清水模那種灰灰的工業風，但我媽說那樣看起來像還沒裝潢完😂 她想要溫暖一點、有家的感覺，我爸只說不要太花俏就好。顏色他們兩個都說要多一點木頭色，不要太暗，老人家眼睛不好。",
      "啊等等，坪數我剛剛講錯了，我媽說他們家是32坪，35坪是我哥高雄那間😅 預算的部分錢是我爸在管，我先問他一下喔。",
      "我爸回我了：他說最多200萬，不要超過，家具可以用舊的沒關係。對了我3月開始要外派去日本半年，之後用LINE聯絡比較方便，不過重要的事情還是要我爸媽點頭才算數。"
    ],
    "whenAsked": {
      "move_in_date": "什麼時候搬回去喔…我爸媽說施工期間先去我哥家住，看工程要多久再說，他們不趕，這個還沒決定。",
      "key_considerations": "最重要是安全啦，浴室要止滑、要有扶手，地上的門檻最好都拿掉，我爸膝蓋不好，走高低差很吃力。"
    },
    "otherwise": "這個我爸媽應該都可以，你們專業的決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "整間重新裝修"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南東區"
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
          "amount": 30,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "三房兩廳兩衛"
        ]
      },
      "target_audience": {
        "said": 1,
        "text": [
          "爸媽兩個人住",
          "老柴犬"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "地板很滑",
          "又暗又擠"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "練書法",
          "泡茶聊天"
        ]
      },
      "important_collections": {
        "said": 3,
        "text": [
          "書法作品"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "溫暖一點",
          "不要太花俏"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "木頭色",
          "不要太暗"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 32,
          "unit": "ping"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 2000000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "LINE聯絡",
          "爸媽點頭"
        ]
      },
      "move_in_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "止滑",
          "扶手",
          "門檻"
        ]
      }
    }
  },
  {
    "id": "heldout121-commercial-zh-kaohsiung-optical-boss",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我是「明視眼鏡」的店長小蔡，幫我們王老闆來問的。老闆在鳳山開眼鏡行開了快三十年，今年想在高雄苓雅區、文化中心附近開第二間店，新店面想找你們做室內設計。老闆不太會用這些，叫我先來問問看。",
      "老闆說舊店的問題就是看起來太老派，紅色招牌加日光燈，年輕人經過根本不會想進來。新店他想要明亮、乾淨，有點像日本那種眼鏡選物店的感覺。我個人是覺得弄成粉紅色網美風比較會紅啦，但老闆直接說不要😂",
      "我們鳳山的客人大多是阿公阿嬤，但新店老闆想抓附近的上班族跟高師大的學生，二三十歲的。老闆常講一句話：「配眼鏡要跟看醫生一樣讓人放心」，所以希望客人走進來覺得很專業、很安心。",
      "老闆有一個很堅持的想法：要有一整面牆的鏡框展示牆，燈光要打得像精品店那樣。顏色他說不要再用紅色了，白色配淺木頭就好。",
      "開幕時間老闆說5月1號，剛好勞動節，他覺得好記。預算我不確定，老闆只跟我講「不要太誇張」🙄 我再用LINE問他一個確切的數字。",
      "老闆回了！他說裝潢預算抓300萬左右。然後開幕要改，房東交屋延到3月底，老闆說那就6月初開比較保險，不要趕。招牌他也想一起重新設計，新店想換個新的樣子。",
      "另外合作方式的部分，最後拍板的都是老闆，但他不看email，平常聯絡找我就好，大方向再約老闆當面談。我自己住楠梓，過去你們那邊也很方便。"
    ],
    "whenAsked": {
      "competitive_advantage": "老闆自己是三十年的資深驗光師，每一副都親自驗，而且在我們這邊配的眼鏡終身免費調整、清洗。",
      "space_size": "坪數我真的不清楚，租約在老闆那邊，他這禮拜在台北看眼鏡展。舊店鳳山那間是15坪，新的應該比較大，但確切多少要等他回來再跟你們說。",
      "key_considerations": "老闆最在意的是驗光室，一定要獨立、隔音，客人在裡面講話外面聽不到；還有鏡框展示櫃要能上鎖，舊店被偷過好幾次。"
    },
    "otherwise": "這個老闆沒特別交代耶，你們看著辦就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "眼鏡行",
          "第二間店"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "苓雅區",
          "文化中心附近"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "太老派",
          "不會想進來"
        ]
      },
      "preferred_style": {
        "said": 1,
        "text": [
          "明亮",
          "眼鏡選物店"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "上班族",
          "高師大的學生"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "跟看醫生一樣",
          "很安心"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "鏡框展示牆",
          "精品店"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "不要再用紅色",
          "淺木頭"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 3000000,
          "currency": "TWD",
          "approximate": true
        }
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "early"
        }
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "招牌"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "最後拍板",
          "聯絡找我"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "text": [
          "親自驗",
          "終身免費調整"
        ]
      },
      "space_size": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "驗光室",
          "隔音",
          "上鎖"
        ]
      }
    }
  },
  {
    "id": "heldout121-exhibition-zh-nangang-brother-tea",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉，我想幫我弟問展場設計。他在南投鹿谷做自己的茶品牌「霧岩茶事」，今年6月要去南港展覽館一館參加台北國際食品展，第一次自己參展。他人現在在日本靜岡學抹茶，5月底才回台灣，所以前期先由我來聯絡。",
      "展期是6/24到6/27，最後一天下午五點結束後就要撤場。攤位是兩個標準攤位併在一起，3米乘6米。我自己公司每年去SEMICON都是9米乘9米的大攤位，跟那個比我弟這個真的好迷你哈哈。",
      "我弟說他最想接觸的是日本跟新加坡的進口商，還有國內連鎖飲料店的採購，不是一般逛展的民眾。他想讓人覺得「喝茶不是老人家的事」，年輕、輕鬆，又帶一點山上的感覺。",
      "風格他想要簡約一點，像日本的茶室那樣，顏色就用竹子跟木頭的原色。我是覺得加霓虹燈比較好拍照打卡啦，但他說這樣會像夜市😂 他還有一個想法：中間放一個長長的吧台，他要現場泡茶給買家試喝。",
      "水電的話應該只要電就好，要接燈跟小冰箱。預算他說30萬以內，我自己覺得至少要50萬才像樣，但錢是他出的，他說了算。",
      "剛LINE我弟，他說要水！現場泡茶要洗茶具，所以水跟電都要。另外他還想做中英日三語的DM跟小包裝的試喝茶包，可以一起設計嗎？",
      "喔對，他說明年還想去東京的FOODEX，所以攤位最好能拆了帶走再用。"
    ],
    "whenAsked": {
      "entry_date": "進場時間主辦單位還沒公布，我弟也還不知道，等有通知再跟你們說。",
      "key_considerations": "他最在意的是茶具跟茶葉樣品的收納，要有地方可以鎖起來；還有吧台高度要剛好，讓他站著泡一整天茶不會腰痠。"
    },
    "otherwise": "這個我弟沒特別說耶，都可以～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "茶品牌",
          "第一次自己參展"
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
          "date": "2026-06-24",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-06-27",
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
          "進口商",
          "連鎖飲料店的採購"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "不是老人家的事",
          "山上的感覺"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "簡約",
          "日本的茶室"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "竹子跟木頭"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "長長的吧台",
          "現場泡茶"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 300000,
          "currency": "TWD",
          "bound": "at_most"
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
      "other_design_requirements": {
        "said": 5,
        "text": [
          "DM",
          "試喝茶包"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "東京的FOODEX",
          "再用"
        ]
      },
      "entry_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "收納",
          "吧台高度"
        ]
      }
    }
  },
  {
    "id": "heldout121-brand-ko-jeonju-mill-daughter",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 저는 서울 마포에 사는 딸인데요, 아버지 가게 일로 대신 연락드려요. 아빠가 전주 남부시장에서 '영순방앗간'을 30년째 하고 계세요. 간판이랑 봉투에 쓰는 로고가 너무 옛날 거라 이번에 로고를 새로 싹 바꾸고 싶어하세요.",
      "가게 이름은 돌아가신 할머니 성함이에요. 할머니가 시장 한켠에서 참기름 짜서 파시던 게 시작이라 아빠한테는 이름이 엄청 의미가 있어요. 그래서 이름은 절대 안 바꾸신대요 ㅎㅎ",
      "파는 건 참기름, 들기름, 고춧가루, 미숫가루 이런 거고 명절엔 떡 주문도 받아요. 작년에 제가 스마트스토어를 열어드려서 온라인 주문이 조금씩 들어오는데, 택배 받으신 분들이 '시장 물건 같다'는 후기를 남겨서 아빠가 은근 상처받으셨어요 ㅠ 젊은 사람들한테도 믿음 가는 가게로 보이게 하는 게 목표예요.",
      "손님은 원래 시장 오시는 50~60대 단골 어머님들이 대부분인데, 아빠는 온라인으로 30~40대 주부들이나 자취하는 젊은 사람들까지 잡고 싶어하세요. 참고로 아빠는 올해 예순일곱이신데 아직 기름 짜는 건 직접 다 하세요 ㅋㅋ",
      "스타일은… 솔직히 저는 블랙 앤 화이트로 미니멀한 게 좋은데, 아빠는 그런 건 '장례식장 같다'고 싫어하세요 ㅋㅋ 아빠는 따뜻하고 정겨운 느낌, 옛날 방앗간 느낌은 살리되 촌스럽지 않게 원하세요. 색은 참기름 같은 황금색이나 갈색 계열이 좋대요.",
      "로고 말고도 참기름 병에 붙일 라벨이랑 택배 상자에 찍을 스탬프도 같이 해주시면 좋겠어요. 일정은 3월까지 되면 좋겠고요. 상표 등록은 했는지 제가 잘 몰라서 아빠한테 여쭤보고 다시 말씀드릴게요.",
      "방금 아빠랑 통화했어요! 상표 등록은 안 했대요. 그리고 일정은 급한 거 아니니까 4월 말까지만 되면 된대요. 로고 나오면 5월에 그걸로 가게 간판도 새로 바꾸실 계획이에요. 참, 저희 오빠가 대전에서 카페 하는데 거기 로고는 오빠 친구가 만들어 준 거라 이번 건이랑은 상관없어요 ㅎㅎ",
      "시안은 저한테 메일로 보내주시면 제가 주말에 전주 내려가서 아빠한테 보여드릴게요. 최종 결정은 당연히 아빠가 하시고요!"
    ],
    "whenAsked": {
      "need_registration_assistance": "그건 아빠랑 상의해 봐야 할 것 같아요. 지금은 저도 잘 모르겠어요.",
      "key_considerations": "아빠가 제일 신경 쓰시는 건 할머니 때부터 이어온 느낌이 없어지지 않는 거예요. 그리고 시장 어르신 손님들도 보셔야 하니까 글씨는 큼직하고 잘 읽혀야 해요.",
      "brand_website": "네이버 스마트스토어에서 '영순방앗간'으로 검색하시면 나와요. 인스타는 없어요."
    },
    "otherwise": "그건 아빠가 딱히 말씀하신 게 없어서요… 알아서 해주셔도 될 것 같아요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "영순방앗간",
          "로고를 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전주 남부시장"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "할머니 성함",
          "참기름 짜서"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "참기름",
          "들기름",
          "고춧가루"
        ]
      },
      "brand_website": {
        "said": 2,
        "text": [
          "스마트스토어"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "시장 물건 같다",
          "믿음 가는 가게"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "50~60대 단골",
          "30~40대 주부들"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "따뜻하고 정겨운",
          "촌스럽지 않게"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "황금색이나 갈색"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "병에 붙일 라벨",
          "스탬프"
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
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "간판도 새로"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "저한테 메일로",
          "최종 결정은"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "이어온 느낌",
          "글씨는 큼직하고"
        ]
      }
    }
  },
  {
    "id": "heldout121-packaging-ko-daegu-granola-husband",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 아내 대신 문의드려요. 아내가 대구 수성구 범어동에서 작은 그래놀라 공방을 하는데 지금 오븐 앞이라 폰을 못 봐서 제가 대신 여쭤봐요. 온라인에서 조금씩 팔리기 시작해서 포장을 제대로 새로 만들고 싶어해요.",
      "제품은 귀리에 견과류 넣고 오븐에 직접 구운 그래놀라예요. 요거트나 우유에 부어 먹는 거고요. 맛은 오리지널, 흑임자, 말차 세 가지예요. 설탕 대신 국산 꿀만 쓰는 게 아내가 제일 자랑하는 부분이에요.",
      "한 봉지에 250g 들어가는 지퍼 파우치로 하고, 세 가지 맛 하나씩 넣은 선물 세트도 만들고 싶대요. 저는 택배 보낼 때 안 찌그러지게 틴케이스가 낫지 않나 싶은데 아내는 단가 때문에 싫대요 ㅎㅎ",
      "파는 곳은 네이버 스마트스토어랑 공방 매장이고, 근처 카페 두 군데에도 납품하고 있어요. 손님은 주로 아침 챙겨 먹으려는 20~30대 직장인 여성분들이래요. 건강 생각하는데 바빠서 요리할 시간 없는 분들이요.",
      "아 방금 아내한테 카톡 왔는데 250g이 아니라 300g이래요 ㅠ 제가 잘못 알았네요. 파우치 하나에 300g이고, 선물 세트는 300g 세 봉지 들어가는 걸로요.",
      "스타일은 아내가 따뜻하고 내추럴한 느낌을 원해요. 손으로 그린 일러스트 같은 거요. 저는 개인적으로 검정 바탕에 금박 들어간 게 고급스럽다고 했는데 아내가 그건 '그래놀라가 아니라 위스키 같다'고 ㅋㅋ 색은 베이지랑 연한 초록이 좋고 형광색은 빼달래요.",
      "일정은 4월에 수성못 쪽 플리마켓에 나가는데 그 전에 새 포장으로 사진도 찍어야 해서 3월 중순까지는 디자인이 끝나야 한대요. 저는 2월에 해외 출장이라 그때부터는 아내랑 직접 연락하시면 돼요."
    ],
    "whenAsked": {
      "preferred_materials": "재질은 제가 물어봤는데 아내도 아직 못 정했대요. 추천해 주시면 같이 보고 정할게요.",
      "key_considerations": "아내 말로는 그래놀라가 눅눅해지면 끝이라서 밀봉이 확실해야 하고, 세 가지 맛이 한눈에 구분돼야 한대요."
    },
    "otherwise": "그건 아내한테 따로 들은 게 없어서요, 괜찮은 쪽으로 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "그래놀라 공방",
          "포장을 제대로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수성구 범어동"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "직접 구운 그래놀라",
          "요거트나 우유"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "국산 꿀만"
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
          "스마트스토어",
          "공방 매장",
          "카페 두 군데"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20~30대 직장인 여성",
          "건강 생각하는"
        ]
      },
      "specification": {
        "said": 4,
        "text": [
          "300g",
          "세 봉지"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "따뜻하고 내추럴한",
          "손으로 그린 일러스트"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "베이지랑 연한 초록",
          "형광색은 빼"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "아내랑 직접 연락"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "밀봉이 확실",
          "한눈에 구분"
        ]
      }
    }
  },
  {
    "id": "heldout121-website-ko-songdo-architect-secretary",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 저는 인천 송도에 있는 온결건축사사무소 대표님 비서입니다. 대표님께서 바쁘셔서 제가 대신 홈페이지 리뉴얼 건으로 문의드려요. 지금 홈페이지가 10년 전에 만든 거라 모바일에서는 아예 다 깨져서 보여요.",
      "대표님이 원하시는 건 회사 소개 홈페이지인데, 무엇보다 지금까지 설계한 건물 사진을 크게 보여주는 거예요. 요즘 공공건축 공모전이랑 기업 사옥 일을 많이 하셔서, 발주처 담당자분들이 보고 믿고 맡길 수 있는 사무소로 느끼게 하고 싶으세요.",
      "페이지는 회사 소개, 프로젝트, 수상 실적, 팀 소개, 문의하기 정도 생각하고 계세요. 언어는 한국어랑 영어요. 베트남에서 진행 중인 프로젝트가 하나 있어서 영어는 꼭 있어야 한다고 하셨어요.",
      "예산은 제가 듣기로는 천만 원 정도였는데 확실하지 않아서 대표님께 여쭤보고 말씀드릴게요. 참고로 예전에 대표님이 서울 사무소에 계실 때 만든 홈페이지는 300만 원 들었다고 하시더라고요 ㅎㅎ",
      "스타일은 대표님이 흰 배경에 여백 많고 사진이 주인공인 깔끔한 느낌을 좋아하세요. 개인적으로 저는 좀 알록달록한 게 좋은데… 제 취향은 안 들어가는 걸로요 ㅋㅋ",
      "대표님 답장 왔어요! 예산은 부가세 포함해서 800만 원 넘지 않게 해달라고 하세요. 오픈은 4월 공모전 결과 발표 전에, 3월 말까지는 열렸으면 하세요.",
      "그리고 대표님이 직접 미팅은 두 번 정도 하고 싶다고 하셨어요. 처음 시작할 때랑 시안 나왔을 때요. 그 외 자잘한 건 저랑 메일로 주고받으시면 되고, 최종 결정은 대표님이 하세요. 저는 3월부터 육아휴직이라 그 뒤로는 김 실장님이 이어받으실 거예요."
    ],
    "whenAsked": {
      "competitors": "참고하실 사이트는 대표님이 따로 말씀하신 게 없어서 저는 잘 모르겠어요.",
      "key_considerations": "대표님이 제일 강조하신 건 사진 화질이에요. 건물 사진이 뭉개지거나 느리게 뜨면 안 된대요. 그리고 새 프로젝트는 저희 직원들이 직접 올릴 수 있어야 해요."
    },
    "otherwise": "그 부분은 대표님이 특별히 말씀하신 게 없어서요, 일반적인 쪽으로 해주시면 될 것 같아요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "건축사사무소",
          "홈페이지 리뉴얼"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "10년 전에 만든"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "인천 송도"
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
          "건물 사진을 크게",
          "믿고 맡길 수 있는"
        ]
      },
      "target_audience": {
        "said": 1,
        "text": [
          "발주처 담당자분들"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "회사 소개",
          "프로젝트",
          "수상 실적",
          "팀 소개",
          "문의하기"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "한국어",
          "영어"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "여백 많고",
          "사진이 주인공인"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 8000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "number_of_visits": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 2,
          "unit": "times"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "저랑 메일로",
          "최종 결정은 대표님"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "사진 화질",
          "직접 올릴 수"
        ]
      }
    }
  },
  {
    "id": "heldout121-other-ko-gangneung-foodtruck-friend",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 친구 대신 연락드려요. 제 중학교 동창이 강릉 안목해변 근처에서 호떡 푸드트럭을 하는데, 이 친구가 핸드폰을 진짜 못 써요 ㅋㅋ 카톡도 겨우 해서 제가 대신 알아보는 중이에요.",
      "트럭을 중고로 새로 샀는데 겉이 그냥 하얀색이라서 트럭 외부 랩핑 디자인이랑, 옆에 거는 메뉴판을 만들고 싶대요. 지금은 A4 종이에 매직으로 써서 붙여놨거든요 ㅠㅠ 멀리서도 호떡 파는 트럭인 게 보이게 하는 게 목표예요.",
      "손님은 커피거리 놀러 온 관광객이 제일 많고, 주말엔 가족 단위, 평일엔 20대 커플이 많대요. 메뉴는 씨앗호떡, 치즈호떡이고 겨울엔 어묵도 팔아요.",
      "색은 친구가 빨간색으로 하고 싶대요. 호떡집 하면 빨간색이라고… 저는 솔직히 파스텔톤이 더 예쁠 것 같은데 친구 트럭이니까요 ㅋㅋ",
      "아 방금 친구랑 통화했는데 빨간색은 안 되겠대요. 바로 옆자리 떡볶이 트럭이 빨간색이라 헷갈린다고, 노란색이랑 갈색으로 바꿔달래요. 호떡 굽는 색이라나 ㅋㅋ",
      "일정은 친구가 4월 초 경포 벚꽃축제 때 자리를 받았대요. 그 전에 랩핑 시공까지 끝내야 해서 디자인은 3월 중순까지 나오면 좋겠다고 하네요. 저는 서울 살아서 축제 때나 내려가 볼 것 같아요.",
      "진행은 친구가 폰을 잘 못 보니까 시안은 저한테 카톡으로 보내주시면 제가 영상통화로 보여줄게요. 최종 결정은 당연히 친구가 하고요. 트럭 치수 재러 한 번은 직접 와 주시면 좋겠대요.",
      "장사 잘 되면 내년엔 속초에 두 번째 트럭도 낸다는데 그건 그때 가서 얘기할게요 ㅎㅎ"
    ],
    "whenAsked": {
      "preferred_style": "스타일은 친구가 딱히 생각해 둔 게 없대요. 저도 잘 모르겠어요 ㅎㅎ",
      "key_considerations": "친구가 제일 중요하다고 한 건 메뉴판 글씨가 크고 가격이 한눈에 보이는 거예요. 줄 서서 기다리는 손님이 많아서요."
    },
    "otherwise": "그건 친구가 따로 말한 게 없어서요~ 알아서 해주셔도 될 것 같아요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "호떡 푸드트럭"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "강릉 안목해변"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "외부 랩핑",
          "메뉴판"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "멀리서도",
          "호떡 파는 트럭"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "관광객",
          "가족 단위",
          "20대 커플"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "노란색이랑 갈색"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "저한테 카톡으로",
          "최종 결정은"
        ]
      },
      "number_of_visits": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "두 번째 트럭"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "글씨가 크고",
          "한눈에 보이는"
        ]
      }
    }
  },
  {
    "id": "heldout121-residential-ko-jeonju-parents-apartment",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 부모님 댁 리모델링 상담 좀 받고 싶어서요. 저는 서울 사는 아들이고, 부모님이 이런 채팅 같은 걸 잘 못 하셔서 제가 대신 연락드려요. 집은 전주 완산구 효자동에 있는 아파트예요.",
      "34평에 방 3개, 화장실 2개고요. 제가 사는 망원동 집은 18평이라 부모님 댁 가면 운동장 같은데ㅋㅋ 정작 부모님은 짐이 많아서 좁다고 하세요. 아버지가 40년 모으신 LP판이랑 어머니 재봉틀은 꼭 자리가 있어야 한대요.",
      "지금 사시는 분은 부모님 두 분이에요. 두 분 다 일흔 넘으셨고 아버지가 작년에 무릎 수술을 하셔서 욕실 문턱이랑 미끄러운 타일이 제일 걱정이에요. 어머니는 부엌이 어둡고 수납이 부족한 게 늘 불만이시고요.",
      "스타일은 어머니가 밝고 깔끔한 느낌을 원하세요. 저는 개인적으로 어두운 원목에 호텔 같은 느낌이 좋은데 어머니가 \"그건 니 집에서나 해라\" 하시네요ㅋㅋ 색은 화이트랑 연한 베이지요. 지금 있는 체리색 몰딩은 이제 지긋지긋하시대요.",
      "예산은 제가 듣기로는 5천만 원 정도인데, 정확한 건 아버지께 여쭤보고 말씀드릴게요. 공사하는 동안 두 분은 익산 누나네 집에 가 계실 거예요.",
      "방금 아버지랑 통화했어요. 예산은 6천만 원까지는 괜찮으시대요. 그 이상은 절대 안 된다고 딱 자르시네요ㅋㅋ 그리고 무조건 안전이 먼저래요. 넘어지실 일 없게요.",
      "참, 저는 4월부터 싱가포르 파견이라 그 전에 계약까지는 제가 챙기려고요. 그 다음부터는 어머니랑 직접 통화하시면 돼요. 어머니가 카톡은 하세요ㅎㅎ"
    ],
    "whenAsked": {
      "lifestyle": "어머니는 요리를 많이 하시고 주말마다 손주들이 놀러 와요. 아버지는 거실에서 음악 들으시거나 베란다에서 화분 키우시는 게 낙이세요.",
      "age": "2001년에 입주했으니까 25년 됐어요. 그때 새 아파트였어요.",
      "move_in_date": "다시 들어가시는 날짜는 아직 못 정하셨어요. 누나네 사정도 봐야 해서요. 정해지면 알려드릴게요."
    },
    "otherwise": "그건 부모님께 여쭤봐야 하는데… 일단은 크게 상관없으실 거예요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "부모님 댁 리모델링"
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
          "전주 완산구 효자동"
        ]
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
          "방 3개",
          "화장실 2개"
        ]
      },
      "important_collections": {
        "said": 1,
        "text": [
          "LP판",
          "재봉틀"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "부모님 두 분"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "욕실 문턱",
          "미끄러운 타일",
          "수납이 부족"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "밝고 깔끔한"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "화이트랑 연한 베이지",
          "체리색 몰딩"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 60000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "무조건 안전",
          "넘어지실 일 없게"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "어머니랑 직접 통화"
        ]
      },
      "lifestyle": {
        "said": "asked",
        "text": [
          "요리를 많이",
          "손주들이 놀러",
          "베란다에서 화분"
        ]
      },
      "age": {
        "said": "asked",
        "value": {
          "kind": "number_with_unit",
          "amount": 25,
          "unit": "years"
        }
      },
      "move_in_date": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout121-commercial-ko-busan-daughter-bakery",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 딸이 부산에 작은 빵집 겸 카페를 차리는데 인테리어 문의드려요. 딸은 지금 서울 빵집에서 일하느라 정신이 없어서 엄마인 제가 대신 알아보는 중이에요. 가게 자리는 부산진구 전포동 카페거리 쪽이에요.",
      "크기는 20평 조금 안 된다고 했던 것 같아요. 저도 마산에서 분식집을 20년 했는데 그때 가게가 12평이었거든요. 그거보다 훨씬 넓더라고요ㅎㅎ 딸은 2월 말까지 성수동 빵집 다니고 3월에 부산 내려와요.",
      "딸 말로는 쌀가루로 만든 글루텐 프리 빵이 주력이라 그게 다른 빵집이랑 제일 다른 점이래요. 손님은 근처 회사원들이랑 20~30대 여자분들 생각하고 있고요.",
      "딸은 따뜻한 우드톤에 살짝 빈티지한 느낌을 원해요. 저는 꽃무늬 벽지로 화사하게 하면 좋겠는데 딸이 질색을 하네요ㅋㅋ 색은 크림색이랑 올리브 그린 좋아해요.",
      "제일 고민은 오븐이랑 작업대 자리를 넉넉히 빼면서도 손님 좌석을 최대한 많이 넣는 거예요. 그리고 오븐 열기 때문에 환기가 잘 돼야 한다고 딸이 몇 번을 강조했어요.",
      "방금 딸한테 카톡 왔는데 실평수 17평이래요. 제가 잘못 기억했네요^^; 예산은 딸이 모은 돈에 제가 조금 보태서 4천만 원 정도 생각하고 있어요. 딸 친구가 해운대에 카페 차릴 때 1억 들었다던데 저희는 그렇게는 못 해요ㅎㅎ",
      "오픈은 5월 초에 하고 싶대요. 간판이랑 로고도 같이 해주시면 좋겠고요. 결정은 딸이 하는 거고 연락은 일단 저한테 주시면 딸한테 전달할게요."
    ],
    "whenAsked": {
      "brand_value": "딸이 \"매일 아침 직접 굽는 동네 빵집\"이 되고 싶대요. 손님들이 들어오면 집에 온 것처럼 편안했으면 좋겠다고요.",
      "unique_design": "그건 딸이 뭔가 생각해둔 게 있다던데 저는 잘 몰라요. 딸한테 물어봐야 해요."
    },
    "otherwise": "그건 딸한테 물어봐야 알 것 같아요~ 일단 알아서 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "빵집 겸 카페"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "부산진구 전포동"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "쌀가루로 만든",
          "글루텐 프리"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "근처 회사원들",
          "20~30대 여자분들"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "따뜻한 우드톤",
          "빈티지한 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "크림색이랑 올리브 그린"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "오븐이랑 작업대",
          "손님 좌석을 최대한"
        ]
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "환기가 잘 돼야"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 17,
          "unit": "pyeong"
        }
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 40000000,
          "currency": "KRW",
          "approximate": true
        }
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "early"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "간판이랑 로고"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "결정은 딸이",
          "연락은 일단 저한테"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "매일 아침 직접 굽는",
          "집에 온 것처럼 편안"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout121-exhibition-ko-daegu-textile-exco",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 대구에 있는 섬유회사 총무팀 대리입니다. 대표님이 부스 디자인 업체 알아보라고 하셔서 대신 연락드려요. 저희는 냉감 원단이랑 리사이클 원단 만드는 회사고, 회사는 달서구 성서공단에 있어요. 3월에 섬유 박람회에 나가요.",
      "전시는 3월 11일 수요일부터 13일 금요일까지 사흘이고 장소는 엑스코 동관 1층이에요. 설치는 전날 10일이고 철수는 13일 오후 5시 끝나고 바로래요. 저는 14일이 결혼식이라ㅋㅋ 철수 날 무사히 끝나야 해요…",
      "부스는 3x3 두 칸 붙여서 18제곱미터로 신청해 놨어요. 조명이랑 원단 영상 틀 모니터가 있어서 전기는 필요하고 물은 필요 없어요.",
      "오시는 분들은 주로 아웃도어랑 스포츠웨어 브랜드 MD분들이고, 대표님은 이번엔 특히 일본이랑 베트남 바이어를 잡고 싶어 하세요. 작년 벡스코 박람회 때는 9제곱미터짜리 작은 부스였는데 대표님이 많이 아쉬워하셨어요.",
      "대표님은 깔끔하고 기술력이 느껴지는 분위기를 원하세요. 색은 회사 로고 색인 남색이랑 흰색 위주로요. 저는 솔직히 원단 색깔 다 보여주게 알록달록한 게 예쁠 것 같은데… 대표님 취향이 워낙 확고하셔서요ㅎㅎ",
      "꼭 하고 싶은 건 바이어들이 원단을 직접 만져보고 당겨볼 수 있는 \"터치 월\"이에요. 저희 냉감 원단은 만지면 바로 시원한 게 느껴져서 그게 다른 회사랑 제일 다른 점이거든요.",
      "아 잠깐만요, 방금 팀장님이 그러시는데 대표님이 어제 코너 자리로 한 칸 더 추가하셨대요. 그래서 3x9, 27제곱미터예요. 저도 지금 알았어요ㅠ",
      "예산은 대표님이 지금 베트남 출장 중이셔서 아직 못 여쭤봤어요. 팀장님 말로는 작년엔 천만 원 좀 넘게 썼다던데 올해는 부스가 커져서 또 다를 것 같아요. 그리고 영문 브로셔랑 원단 스와치 북도 같이 해주실 수 있는지 여쭤보래요."
    ],
    "whenAsked": {
      "brand_value": "대표님은 \"믿을 수 있는 국산 기능성 원단\"이라는 이미지를 제일 원하세요. 바이어분들이 부스 나가면서 여긴 품질은 확실하다 느끼셨으면 좋겠대요.",
      "key_considerations": "설치 시간이 하루밖에 없어서 빨리 세울 수 있는 구조가 제일 중요해요. 그리고 원단 샘플이 때 타지 않게 관리하기 쉬웠으면 좋겠대요.",
      "budget": "예산은 대표님 돌아오셔야 알 수 있어요. 지금은 저도 모르겠어요."
    },
    "otherwise": "그건 대표님께 여쭤봐야 해서… 일단 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "냉감 원단이랑 리사이클 원단",
          "섬유 박람회"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "엑스코 동관"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-11",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-10",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-13",
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
      "target_audience": {
        "said": 3,
        "text": [
          "아웃도어랑 스포츠웨어 브랜드 MD",
          "일본이랑 베트남 바이어"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "깔끔하고 기술력이 느껴지는"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "남색이랑 흰색"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "터치 월"
        ]
      },
      "competitive_advantage": {
        "said": 5,
        "text": [
          "만지면 바로 시원한"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
          "unit": "m2"
        }
      },
      "budget": {
        "said": 7,
        "skipped": true
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "영문 브로셔",
          "원단 스와치 북"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "믿을 수 있는 국산 기능성 원단",
          "품질은 확실하다"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "빨리 세울 수 있는 구조",
          "때 타지 않게"
        ]
      }
    }
  }
];
