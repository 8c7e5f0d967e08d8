import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 118 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: out of the ordinary (projects at the edge
 * of their type, told in the visitor's own trade's words: a narrowboat and a yacht lived aboard, a tiny house on a
 * trailer, a funeral home, a cat clinic, a pet crematorium's site, a booth in a tent at a farm fair and a pop-up on a
 * ferry, seed packets, squid jigs, incense, a choir's and a plumber's brand, a farrier's truck wrap, murals on a
 * seawall and a brewery; boats measured in feet, tents in metres, stock in kilos, and beside them numbers and dates
 * that are no brief values; in each, one correction and one or two fields not known, filed as skipped). Written in
 * session 65 by seven writers, all 21 conversations (seven facts the writers expected from optional questions, which
 * may never be asked, taken out before the play). First played on 69a1c5f2 (after the session's first two changes,
 * before any change for it): 174 of 270 facts (64.4 %), 15 wrong values, 26 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 118)
 * - brand_design: Gareth, secretary of a Welsh male voice choir (Côr Meibion Nant-y-Wern) rehearsing in Tonyrefail, Rhondda (GMT), wants a full new identity to recruit younger singers; trap: out of the ordinary is a choir as a brand, with choir words (voices, first tenors, open rehearsal, concert blazers, Eisteddfod), and a registered charity number that is NOT a trademark (registration_status is not_sure); NOT brief values: founded 1926 / centenary, pit closed 1985, clip-art from 1998, 38 voices, average age 71, six first tenors, twenty concerts a year, charity number 1093384, the 12 March open rehearsal (the deadline is 1 March), the superseded end of April; correction: expected_deadline end of April (msg 3) -> by 1 March (msg 6); unknown: need_registration_assistance (committee decides).
 * - packaging_design: Ruth, heirloom seed saver near Alexandra, Central Otago, NZ (NZDT), hand-packed seed packets plus a six-packet Christmas gift set; trap: out of the ordinary is packaging for seed, counted by seeds per packet or grams, trade words (lines, lots, open-pollinated, germination); NOT brief values: 11 years of hand-stamping, the 92% germination of the last lot, 6,000 packets a season, 14 garden centres, minus 10 in July, spring sowing in September (the deadline is end of March); correction: specification 25 seeds a packet (msg 2) -> 30 seeds a packet (msg 7); unknown: preferred_materials.
 * - website: Siobhán, one-woman Irish-language tutor in An Spidéal, Co. Galway, Ireland, EUR, booking site in English and Irish replacing an old Wix page; trap: out of the ordinary is a language tutor with trade words (Leaving Cert oral, Fáinne, seanfhocal, block of ten); NOT brief values: 62 students, five time zones, 40-minute lessons at €35 and €300 a block (prices, not the €2,500 budget), "start of March" (superseded); correction: expected_deadline early March (msg 5) -> by mid-February (msg 7); unknown: preferred_style.
 * - other: Cody, farrier in Lexington/Bourbon County, Kentucky, wants a vehicle wrap designed for his truck with a farrier body, printed and installed by a Georgetown wrap shop; trap: out of the ordinary is a wrap for a farrier's rig described in trade words (rig, farrier body, side boxes, forge mount, a string of horses); NOT brief values: 16 years shoeing, 3 hours and 12 horses at a barn, the 2021 F-250 (superseded), Hensley Forge 1962 (granddad's anvil), the March 16 wrap-shop booking (the deadline is March 9), Georgetown is the wrap shop not the address; correction: other_design_requirements wrap for the 2021 Ford F-250 (msg 1) -> for a 2024 Ram 3500 (msg 5); unknown: colors_and_elements.
 * - residential_space: Tom and his partner, liveaboard continuous cruisers redesigning the cabin of their 57ft narrowboat on the Kennet & Avon (Bath to Devizes), UK, GBP; trap: the "home" is a boat with no fixed address, layout given in boat words (bow well, saloon, cross bed, trad stern), property_category must be other; NOT brief values: 57ft hull length and the 42ft x 6ft2 cabin dimensions (the area is the stated 260 sq ft), engine hours 6,200, November service, blacking in 2024, "three years ago", dry-dock slot dates 2 March / 23 March and the six weeks; correction: move_in_date mid-April (msg 5) -> early May (msg 7); unknown: age (builder's plate lost).
 * - commercial_space: Colleen MacIsaac, third-generation funeral director refitting the public rooms (reception/arrangement room, two visitation rooms, chapel) of her family funeral home in Truro, Nova Scotia, CAD; trap: a funeral home described in trade words (arrangement room, visitation, celebration of life), stays open so works in phases, back-of-house excluded; NOT brief values: founded 1952, "the 80s", chapel seats 120 and 60 per visitation room, 70% cremation, the November provincial inspection, "two years ago"; correction: opening_date end of October (msg 5) -> end of September (msg 7); unknown: unique_design (no idea yet).
 * - exhibition_space: Mel, coordinator of a 38-producer northern Tasmanian food and drink collective (AEDT, AUD), pop-up tasting stand in the forward lounge on Deck 8 of the Spirit of Tasmania for the April school holiday sailings; trap: out of the ordinary is a booth on a ferry in ship/events words (purser, lashed down, bump in, alongside, turnaround, sailing), venue is a ship's lounge; NOT brief values: 38 producers, 240 volt, 6 metre swells, 11-hour crossing, 1,400 passengers a sailing, the 8-till-2 window hours, the $20,000 grant (only part of the $35,000 budget), "into May" and Easter (exit date stays unknown), the superseded 4 by 5 / 20 m2; correction: space_size 4x5 m = 20 m2 (msg 1) -> 18 m2 (msg 4); unknown: exit_date.
 */
/* Writer's note (zh-TW, batch 118)
 * - brand_design: 小坤, one-man plumber (水電師傅) in 台中大里 wanting a logo for his father's shop name 阿坤水電, plus truck decals and name cards; trap: trade words (抓漏, 重拉電線配管, 按件或按工算) and non-brief numbers: 快二十年 in the trade, 三月底換車 / 車四月才交 (the truck's dates are not the deadline), a second-hand truck; correction: expected_deadline 三月中前 (msg 4) -> 四月初之前 (msg 5); unknown: preferred_style.
 * - packaging_design: third-generation incense shop (香舖) in 鹿港 packaging a small gift box of 臥香 (horizontal incense) for young people; trap: incense measured in 支/公分/斤, non-brief numbers: 民國56年 founding, 第三代, 論斤 past sales, 燒40分鐘 burn time, 端午節 launch (the design deadline is 四月底前, not 端午); correction: specification 一盒30支 (msg 3) -> 一盒40支 (msg 5); unknown: colors_and_elements.
 * - website: pet crematorium / 寵物生命紀念館 in 桃園八德 rebuilding its site with online pickup (接體) booking; trap: funeral-trade words (接體, 個別/團體火化, 晶鑽, 塔位), non-brief numbers: 八百多個毛孩 a year, 兩座火化爐, 24小時; 過完農曆年 is context for the 三月中 go-live; correction: budget 15萬左右 (msg 4) -> 20萬以內 (msg 6); unknown: competitors.
 * - other: community association (社區發展協會) secretary in 屏東東港 wanting a design for a seawall (堤防) mural on fishing and 迎王 themes; trap: the wall measured 60公尺長 兩米多高 (no size field), 十年前 old mural, 縣府補助 12萬 and 四月初 approval date are NOT brief values ("other" has no budget field); correction: expected_deadline 三月底前 (msg 5) -> 四月中之前 (msg 6); unknown: preferred_style.
 * - residential_space: yacht-yard carpenter and his substitute-teacher wife (plus a cat) fitting out a self-built tiny house on a trailer parked in Pingtung Fangliao, described in boat words (廚艙, head, 臥鋪); trap: out of the ordinary is a home on a 24呎 trailer that gets towed to Taitung for weekend surfing; NOT brief values: the 24呎 trailer length, the 3.5噸 gross-weight limit (only a key consideration), "十幾年" of work, the outer-wall 5坪, Taitung (not the address), the second-hand trailer bed; age answered "全新" but deliberately not filed (new build); correction: space_size 5坪 (msg 1) -> 4坪半 (msg 5); unknown: move_in_date.
 * - commercial_space: second-generation funeral company in Taichung Dali redesigning its farewell hall and family reception area for younger families choosing tree/sea burials; trap: out of the ordinary is a funeral home in trade words (靈堂, 冰櫃間, 助念室, 棺木推車, 不拿香的); NOT brief values: 民國70年 founding, 80 seats, ~200 funerals a year, the cold-storage/chanting rooms not being redone; correction: opening_date mid-September (msg 5) -> early October (msg 7); unknown: unique_design.
 * - exhibition_space: third-generation beekeeper from Miaoli Zhuolan taking half of a shared tent at an agricultural fair in Douliu to sell honey and royal jelly, with a live observation hive; trap: out of the ordinary is a tent booth at a farm fair counted in hives and 斤; NOT brief values: the whole tent's 6x12 (their share is 6x6 = 36 m2), 兩百箱 hives, 八百斤 of longan honey last year, 第三代, "連假四天"; correction: water_electricity_supply electricity_only (msg 4) -> both (msg 5); unknown: entry_date.
 */
/* Writer's note (ko-KR, batch 118)
 * - brand_design: 정태수, one-person plumbing/leak-detection business (물길설비) in 인천 부평, logo plus truck side, business cards and door magnet stickers; trap: a tradesman with no brand vocabulary, the name story is his late father's; 18년 (years in trade), 일곱 집 a day, 4월 (new truck delivery) and 작년 가을 (when the trademark was filed) are NOT brief values; correction: registration_status not_registered (msg 4) -> in_progress (msg 7); unknown: preferred_style.
 * - packaging_design: 여수 husband-and-wife workshop making hand-painted wooden squid jigs (에기), sized by 호, one per pack, for fishing shops, a smartstore and charter-boat captains; trap: fishing trade words (에기, 호, 에깅, 선상), the hooks pierce bags; 10cm/20g are specs, 3천 개 sold last year, 4월 (season start) and 3월 20일 (in-store date) are NOT the deadline; correction: packaging_form bag_pouch (msg 2) -> box (msg 4); unknown: preferred_materials.
 * - website: 이은정, manager of a pet funeral home in 경기도 광주 오포, new mobile site with prices, procedure and online booking; trap: a crematorium's trade words (추모실, 화장로, 개별 화장, 메모리얼스톤); 2019년 (opening year), 추모실 3개, 화장로 2기, 24시간 and 3월 (room remodel) are NOT brief values; correction: budget 400만 원 (msg 4) -> at most 700만 원 (msg 6); unknown: competitors.
 * - other: 김도윤, third-generation makgeolli brewery in 당진 면천, a mural design (도안 with colour numbers) for an 18m x 4m block warehouse wall, to be painted by a local art-school teacher and pupils; trap: the studio designs but does not paint; brewing words (고두밥, 누룩, 술독에 앉히는); 1950년대, 3대째, 4천 명 a year and 4월 (진달래 축제) are NOT brief values; correction: expected_deadline late February (msg 5) -> by 2026-02-10 (msg 7); unknown: collaboration_notes.
 * - residential_space: retired fishing-boat chief engineer and his translator wife (plus a ship's cat) living aboard a 38-ft sailing yacht at Busan Suyeong Bay marina, refitting the cabin interior; trap: the home is a boat described in sailing terms (V-berth, quarter berth, saloon, galley, head, 선령, 상가 = hauling out), property_category is "other"; NOT brief values: 38피트 length (not an area, space_size stays unknown), 2004년식 (age is 선령 22년), 엔진 3,200시간, 계류비 월 45만 원, haul-out months 3월/4월, the superseded 5월 말; correction: move_in_date late May (msg 5) -> mid June (msg 6); unknown: space_size.
 * - commercial_space: vet running a cat-only animal clinic in Daejeon Yuseong moving to a new 3rd-floor unit; trap: clinic trade words (진료실, 처치실, 입원장 칸, 방사선 차폐), the 봉명동 in msg 0 is the OLD clinic (new site 도안동 given when asked); NOT brief values: 개원 8년 차, 입원장 12칸, 42평 분양 평수 (superseded), 차로 10분; correction: space_size 42평 (msg 1) -> 전용 35평 (msg 4); unknown: budget (declined).
 * - exhibition_space: office manager of a 23-farm shiitake co-op in Jangheung taking an outdoor Mongolian-tent booth at a farm-produce fair at Naju Bitgaram lake park, with mushroom logs, picking and tasting; trap: booth given as a 6m×12m tent "한 동", logs counted in 본, tasting needs both water and power; NOT brief values: 조합원 23농가, last year's 3×3 booth, 원목 50본, 15kg per log, 지원금 500 (only part of the budget), the superseded 1천만 원; correction: budget 1천만 원 (msg 4) -> up to 1,500만 원 (msg 6); unknown: preferred_style.
 */
export const hundredAndEighteenthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout118-brand-en-male-voice-choir",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hello, Gareth here, I'm secretary of Côr Meibion Nant-y-Wern, a male voice choir. We rehearse Tuesday and Thursday nights in the back room of the Workmen's Hall in Tonyrefail. We were founded in 1926 by the men from the Nant-y-Wern pit, so it's our centenary, and our logo is frankly an embarrassment: a clip-art harp sitting on a lump of coal that somebody knocked up in Word around 1998. We'd like a proper identity, logo and everything.",
      "The real problem is recruitment. We're down to 38 voices, average age 71, and only six first tenors left. The young men round here think a male voice choir is something their grandad did. We need to look like something a 30 year old wouldn't be embarrassed to join.",
      "About the name, since people always ask: Nant-y-Wern means the stream of the alders. The pit was named after the stream, and when the pit shut in 1985 the choir kept the name, so we're the last thing in the village still carrying it. The boys are very attached to that, so the name stays as it is.",
      "What we actually do: concerts, about twenty a year, weddings and funerals (funerals are half our bookings if I'm honest), singing before rugby internationals at the stadium now and then, and the Eisteddfod when we're feeling brave. We'd want it all finished by the end of April, we've a busy summer.",
      "We're a registered charity, number 1093384, in case you need that for anything. Best place to see us is facebook.com/cornantywern. There is a website but the chap who built it passed away and nobody has the password, so please don't judge us on that.",
      "Who we're after: men 25 to 50 in the valleys, rugby lads, young dads, anyone who sings in the shower or in the pub after the match but has never read a note of music. We don't audition and we teach by ear, and that ought to come across.",
      "Sorry, change of plan on timing. The committee met last night and we're holding an open rehearsal for new members on 12 March, and we want the new look on the posters for it, so it has to be done by the 1st of March, not the end of April. I know that's tight."
    ],
    "whenAsked": {
      "preferred_style": "Proud but not old-fashioned. Bold and simple like the Welsh rugby shirts, or some of those craft beer labels. Definitely no doilies and gold script.",
      "colors_and_elements": "Red, obviously, and I'd love an alder leaf in there somewhere. No harps and no coal, we've had enough of both.",
      "registration_status": "As far as I know nobody ever trademarked the name. The charity registration is a different thing, isn't it? Honestly I'm not sure.",
      "need_registration_assistance": "I can't say on that one, anything that costs money goes to the committee and the treasurer. I'll have to put it to them.",
      "key_considerations": "It has to be bilingual, Welsh and English on everything, and it has to look right embroidered as a badge on the concert blazers.",
      "other_design_requirements": "The blazer badge, a banner to hang behind us on stage, a template for concert programmes, and the poster for the open rehearsal.",
      "collaboration_notes": "Email me, I'm retired so I'm always about. The committee of seven signs it off and the musical director has a veto, he's fussy.",
      "plans_after_project": "Centenary concert in the autumn, and a trip out to Patagonia to sing with the Welsh chapels there if we can raise the money."
    },
    "otherwise": "No strong feelings on that, whatever you think works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "male voice choir",
          "a proper identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tonyrefail"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "recruitment",
          "a 30 year old wouldn't be embarrassed to join"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "stream of the alders",
          "the last thing in the village still carrying it"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "concerts",
          "weddings and funerals",
          "rugby internationals"
        ]
      },
      "brand_website": {
        "said": 4,
        "text": [
          "facebook.com/cornantywern"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "men 25 to 50",
          "never read a note of music"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "day",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Bold and simple",
          "no doilies and gold script"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Red",
          "alder leaf",
          "No harps and no coal"
        ]
      },
      "registration_status": {
        "said": "asked",
        "value": {
          "kind": "choice",
          "selected": [
            "not_sure"
          ]
        }
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "bilingual",
          "embroidered as a badge"
        ]
      }
    }
  },
  {
    "id": "heldout118-packaging-en-otago-heirloom-seeds",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora, I'm Ruth. I run a small heirloom seed business from our place near Alexandra in Central Otago, mostly open-pollinated veges and a few flowers that cope with hard frosts. A lot of the lines have been saved by local families for generations. I've been hand-stamping plain brown envelopes for 11 years and it's time for proper seed packets that look like we mean business.",
      "It's seed for home gardeners to sow: tomatoes, climbing beans, broad beans, kale, silverbeet and a Clutha poppy. Every packet has to carry the sowing info, when to sow in a frost district, depth, spacing, days to harvest. We test germination on every lot, the last tomato lot came in at 92%.",
      "Sizes: a standard packet is 95 by 135 mm. Tomatoes are 25 seeds a packet, beans and peas go by weight, 30 g, and the tiny stuff like the poppies is half a gram. We pack about 6,000 packets a season, all by hand at the kitchen table.",
      "We sell through our own website, the Saturday farmers market in Cromwell, and about 14 garden centres and hardware stores around Otago and Southland that have one of our little spinner racks.",
      "What's different is everything is grown and saved right here, in a valley that gets to minus 10 in July, so the seed is already adapted to frost and short seasons. The big brands' seed is mostly grown overseas somewhere warm.",
      "Timing, I'd like the designs finished by the end of March so the printer has them well ahead of spring sowing in September.",
      "The packets are the main job, little paper pouches really. And I'd love a gift set too, six packets of the frost-hardy vege patch together for Christmas presents.",
      "Oh, one correction on the sizes, tomatoes are 30 seeds a packet now, not 25. We upped it this season. The rest is right."
    ],
    "whenAsked": {
      "target_audience": "Home gardeners around Otago. Lots of retired folk with big vege patches, but also young families on lifestyle blocks who are new to growing and need the instructions spelled out.",
      "preferred_style": "A bit old-fashioned, like the seed catalogues from the 1950s, with hand-drawn illustrations of each plant. But not twee, and readable first.",
      "colors_and_elements": "The blue-grey of the tussock at dusk, and a bit of schist rock texture. Please no cartoon vegetables with faces.",
      "preferred_materials": "Honestly I don't know what's out there, that's partly why I'm asking you.",
      "key_considerations": "There needs to be a blank spot where I can stamp the lot number and germination rate for each batch, and it has to meet the labelling rules for seed sold here.",
      "other_design_requirements": "A header card for the spinner racks in the shops would be great.",
      "collaboration_notes": "Email is best, reception out here is patchy. My husband Geoff does most of the growing but I make the calls on the design."
    },
    "otherwise": "No strong feelings on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "heirloom seed business",
          "proper seed packets"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Central Otago"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "seed for home gardeners to sow"
        ]
      },
      "specification": {
        "said": 7,
        "text": [
          "30 seeds a packet"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "own website",
          "farmers market in Cromwell",
          "garden centres"
        ]
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "grown and saved right here",
          "adapted to frost"
        ]
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
      "target_audience": {
        "said": "asked",
        "text": [
          "Home gardeners",
          "young families on lifestyle blocks"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "seed catalogues from the 1950s",
          "hand-drawn illustrations"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "tussock at dusk",
          "no cartoon vegetables"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "stamp the lot number",
          "labelling rules"
        ]
      }
    }
  },
  {
    "id": "heldout118-website-en-spiddal-irish-tutor",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Dia dhuit! I'm Siobhán and I teach Irish, one-to-one and mostly online, from home in An Spidéal, out the coast road from Galway. Two kinds of students really: Leaving Cert kids cramming for the oral, and adults abroad in Boston, Sydney, Toronto who want their granny's language back. I've 62 students at the minute and it's all run off a Facebook page and a paper diary, which is chaos.",
      "What I need is a site where people can see my free slots and book and pay themselves, instead of messaging me at midnight across five time zones. A booking site, basically.",
      "There is an old Wix page, siobhanirish.wixsite.com/gaeilge, but nobody ever finds it.",
      "Pages I'd want: about me, the lesson types (Leaving Cert oral prep, adult beginners, and the Fáinne conversation club), prices, the booking calendar, and a page of free resources like my seanfhocal of the week. Lessons are 40 minutes, €35 each or a block of ten for €300.",
      "The whole site in English and Irish, obviously. Proper Irish with the fadas, not Google Translate.",
      "I'd want it live for the start of March, that's when the Leaving Cert crowd start panicking about the orals.",
      "My budget is about €2,500. I'm a sole trader so that's a stretch already.",
      "Ah wait, I'm after checking the dates, the orals are earlier this year. So it'd need to be live by the middle of February, not March. Sorry!"
    ],
    "whenAsked": {
      "target_audience": "Teenagers doing the Leaving Cert and their parents, who are the ones paying, and then the adults abroad, mostly in their 40s to 70s, and a lot of them not great with technology.",
      "competitors": "Gaelchultúr and Bitesize Irish. They're big outfits, but I like how clear their course pages are.",
      "preferred_style": "God, I wouldn't know where to start with that. I'm hopeless at that sort of thing.",
      "key_considerations": "Time zones have to be automatic, so a man in Boston sees his own time, and it has to be dead simple on a phone for the older students.",
      "colors_and_elements": "Maybe the green of the sea off Spiddal pier. Nothing shamrocky or leprechaun, please.",
      "other_design_requirements": "I'd need a logo too, I've nothing.",
      "plans_after_project": "Later on maybe a recorded course people could buy."
    },
    "otherwise": "I don't mind, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "teach Irish",
          "Facebook page and a paper diary"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "An Spidéal"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "book and pay themselves",
          "five time zones"
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
          "siobhanirish.wixsite.com/gaeilge"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "lesson types",
          "booking calendar",
          "free resources"
        ]
      },
      "languages": {
        "said": 4,
        "text": [
          "English",
          "Irish"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 2500,
          "currency": "EUR"
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "Leaving Cert",
          "adults abroad"
        ]
      },
      "competitors": {
        "said": "asked",
        "text": [
          "Gaelchultúr",
          "Bitesize Irish"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Time zones have to be automatic",
          "simple on a phone"
        ]
      }
    }
  },
  {
    "id": "heldout118-other-en-kentucky-farrier-truck-wrap",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hey. I'm Cody, I'm a farrier, been shoeing horses around Lexington and Bourbon County for 16 years, mostly Thoroughbred farms plus some backyard trail horses. I'm getting a new rig and I want it wrapped so it looks like a real business instead of a dusty white truck with an anvil in the back.",
      "It's a 2021 Ford F-250 with a farrier body on it, the kind with the side boxes and the forge mount. I need the design for the wrap, doors, tailgate and the side boxes, and the wrap shop in Georgetown will print and install it.",
      "Main thing is, when I'm parked at a barn for 3 hours doing a string of 12 horses, I want every owner and barn manager driving by to know who I am and how to call me. Pretty much all my new work comes word of mouth and I'd like some of it to come off the truck.",
      "Customers are farm managers on the big Thoroughbred farms, a few show barns, and regular folks with two or three horses out back. They care that you show up on time and don't cut corners on their horse's feet.",
      "Look-wise I'm thinking old-school, like a hand-painted feed store sign or a vintage horseshoe brand, not flames and chrome. My granddad was a blacksmith and his name's on the anvil, Hensley Forge 1962, would be cool to use that.",
      "Scratch what I said about the F-250, the dealer fell through. I'm getting a 2024 Ram 3500 instead and moving the same farrier body over, so the wrap's for the Ram.",
      "I can bring the truck by your studio once so you can measure it up, I'm about 40 minutes out."
    ],
    "whenAsked": {
      "colors_and_elements": "No clue on colors honestly, that's what I'm paying you for.",
      "expected_deadline": "Wrap shop has me booked in for March 16, so I need the final design a week before that, by March 9.",
      "key_considerations": "Phone number big enough to read across a paddock. And it's going to get mud, hoof trimmings and pressure washing every week, so nothing fussy.",
      "collaboration_notes": "Text me, I'm under a horse most of the day and can't pick up. I make the calls, but loop my wife Kayla in on invoices, she does the books."
    },
    "otherwise": "Whatever you think, I'm easy.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "farrier",
          "wrapped"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Bourbon County"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "know who I am and how to call me"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "farm managers",
          "show barns"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "old-school",
          "hand-painted feed store sign"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "Ram 3500",
          "wrap"
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
      "distance": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 40,
          "unit": "min"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-03-09",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "read across a paddock",
          "pressure washing"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "Text me",
          "I make the calls"
        ]
      }
    }
  },
  {
    "id": "heldout118-residential-en-kennet-narrowboat",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hello! Bit of an unusual one. My partner Tom and I live aboard a 57ft narrowboat called Kestrel. We're continuous cruisers on the Kennet & Avon, mostly between Bath and Devizes, so no fixed mooring. We bought her three years ago and the fit-out inside is tired and honestly doesn't work for two adults and a greyhound. We'd like a proper redesign of the interior before the work gets done at a boatyard this spring.",
      "Layout as it stands, front to back: bow well, saloon with the multifuel stove, galley, a tiny shower room with a cassette loo, then the back cabin with a cross bed, and the engine room in the trad stern. So one berth really, one living area and one bathroom if you can call it that.",
      "Don't be fooled by the 57 foot, that's the whole hull including the bow and the engine room. The cabin we actually live in is about 42 foot long and 6 foot 2 wide, so roughly 260 square feet.",
      "The big problems: condensation everywhere in winter, black mould behind the bed, the cross bed means whoever sleeps on the inside climbs over the other one, and there's nowhere to put anything. Tom works from home as a bookkeeper so he's at the dinette all day with his laptop and a monitor, and I can't cook while he's on calls because the galley is right there.",
      "Mechanically she's fine, the Beta has about 6,200 hours on it and was serviced in November, and we had her blacked in 2024, so all the money can go on the inside. We've set aside £14,000 for the interior and that's our ceiling.",
      "We've booked a dry dock slot at a yard near Hilperton for six weeks starting 2 March, and we're renting a cottage in the meantime, so ideally we'd be back aboard by mid-April.",
      "For style, we love the old working boat look, brass and a bit of traditional painting, but we don't want a floating museum. Warm wood, a bit of Scandi calm, clever like a good camper van.",
      "Update, sorry! The yard just rang and our slot's been pushed back to 23 March, so we've extended the cottage and we'd now be aiming to move back aboard in early May, not mid-April."
    ],
    "whenAsked": {
      "age": "No idea, honestly. The builder's plate went missing before we bought her and there's no paperwork, so your guess is as good as ours.",
      "colors_and_elements": "Lots of pale wood with a bit of deep red, maybe roses and castles on a couple of cupboard doors. No grey please, we get enough grey sky.",
      "key_considerations": "Weight and trim. She already lists a bit to port, so anything heavy has to be balanced out. And it all has to pass the Boat Safety Scheme, proper ventilation for the stove, nothing blocking the vents.",
      "important_collections": "Tom's folding bike has to live inside somewhere, and my sewing machine.",
      "other_design_requirements": "Custom storage under everything we can, and a fold-down desk for Tom would be a dream.",
      "collaboration_notes": "Email or WhatsApp. Signal's patchy on the cut so don't panic if we go quiet for a day."
    },
    "otherwise": "No strong feelings on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "57ft narrowboat",
          "redesign of the interior"
        ]
      },
      "property_category": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "other"
          ]
        }
      },
      "address": {
        "said": 0,
        "text": [
          "Kennet & Avon",
          "between Bath and Devizes"
        ]
      },
      "target_audience": {
        "said": 0,
        "text": [
          "two adults and a greyhound"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "saloon",
          "cross bed",
          "shower room"
        ]
      },
      "space_size": {
        "said": 2,
        "value": {
          "kind": "number_with_unit",
          "amount": 260,
          "unit": "ft2"
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "condensation",
          "nowhere to put anything"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "works from home as a bookkeeper",
          "can't cook while he's on calls"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 14000,
          "currency": "GBP",
          "bound": "at_most"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "old working boat look",
          "Scandi calm"
        ]
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "early"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "pale wood",
          "deep red",
          "No grey"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Weight and trim",
          "Boat Safety Scheme"
        ]
      }
    }
  },
  {
    "id": "heldout118-commercial-en-truro-funeral-home",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -240,
    "messages": [
      "Hi there. I'm Colleen MacIsaac, I'm a funeral director and I run MacIsaac Family Funeral Home in Truro, Nova Scotia. My grandfather opened it in 1952 and I took over from Dad two years ago. The front of house hasn't been touched since the 80s, think burgundy carpet, brass lamps, heavy drapes. I want to redo the public side: the reception and arrangement room, the two visitation rooms and the chapel.",
      "For scale, the chapel seats 120 with the folding chairs out and each visitation room holds about 60. The whole public side is roughly 3,200 square feet. The prep room, the garage bay and the embalming side out back are NOT part of this, they stay as they are.",
      "What's changed is how people say goodbye. Over 70% of our families choose cremation now and a lot of them want a celebration of life instead of a traditional visitation, with a slideshow, a favourite song, sandwiches and a beer after. Our rooms can't do that. There's no decent AV and nowhere to put out food, so families are booking the Legion hall instead.",
      "The chain place out by the highway is all shiny and corporate. What we have that they don't is that we're family. I know half the town, Dad still comes in to shake hands, and we'll stay with a family till midnight if that's what they need.",
      "Budget is $280,000 CAD for design and the build-out. We have to stay open through it, we can't close, people don't stop dying, so it'd have to be done in phases, one room at a time.",
      "Timing wise, I'd like the new rooms open to families by the end of October. Winter is our busiest season and I don't want contractors in the halls then.",
      "When a family walks in they should feel like they've come into a warm kitchen in an old farmhouse, not a hotel lobby. Calm, unhurried, nobody whispering. Our line has always been 'we look after our own'.",
      "Oh, correction on the timing. My brother does our books and he reminded me the provincial inspection is in November, so we want it all finished before then. Realistically the end of September, not October."
    ],
    "whenAsked": {
      "target_audience": "Mostly local families from Truro and around Colchester County, a lot of them older, farming and Legion folks. But more and more it's the grown kids in their 40s and 50s making the arrangements, often from Alberta or Ontario over Zoom.",
      "preferred_style": "Maritime, a bit like an old church hall, wood and daylight. Definitely not the gold-and-marble look the chain went for.",
      "colors_and_elements": "Soft blues and sea greens with natural wood. Please no burgundy, no gold trim, and no lilies painted on anything.",
      "unique_design": "I don't really have one, that's partly why I'm coming to you. I'll know it when I see it.",
      "other_design_requirements": "The sign out front could use help, and a small kitchenette for the receptions.",
      "collaboration_notes": "Dad and I decide together but I have the final say. Evenings are better for calls, my days are unpredictable for obvious reasons."
    },
    "otherwise": "No strong feelings on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "funeral home",
          "the two visitation rooms and the chapel"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Truro, Nova Scotia"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 3200,
          "unit": "ft2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "celebration of life",
          "no decent AV",
          "nowhere to put out food"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "we're family",
          "stay with a family till midnight"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 280000,
          "currency": "CAD"
        }
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "stay open through it",
          "done in phases"
        ]
      },
      "brand_value": {
        "said": 6,
        "text": [
          "warm kitchen in an old farmhouse",
          "we look after our own"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-09-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "local families",
          "grown kids in their 40s and 50s"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Maritime",
          "not the gold-and-marble look"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Soft blues and sea greens",
          "no burgundy"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout118-exhibition-en-ferry-popup-tassie",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi there, Mel here from Tassie Table. We're a collective of 38 small food and drink producers from northern Tasmania, cider, cheese, leatherwood honey, whisky, smoked salmon. We've been offered a pop-up on board the Spirit of Tasmania for the April school holiday sailings, selling and doing tastings for passengers on the overnight crossing. None of us has ever done anything on a ship so we need someone to design the stand.",
      "The spot is in the forward lounge on Deck 8, right by the bar. The purser reckons it's 4 by 5 metres. Power's no problem, there are 240 volt outlets on that wall, but no water, they won't run plumbing for us, so tastings will be poured from bottles and the cheese pre-cut.",
      "The big thing is everything has to be lashed down. Bass Strait gets nasty, they had 6 metre swells on a crossing last winter. So no loose glass shelves, everything bolted or strapped to the deck, and only fire rated materials because the ship's safety officer has to sign it all off. Crossing's about 11 hours and there can be 1,400 passengers a sailing, so it'll get busy.",
      "Timing: we bump in at Geelong on Wednesday 1 April while the ship is alongside for the turnaround, roughly 8 till 2, that's our only window. First trading sailing is the Thursday night, 2 April.",
      "Update from the purser, sorry! There's a structural pillar in the middle of that space that I forgot about, so it's really 4 by 4.5, call it 18 square metres, not the 20 I said.",
      "Who we're selling to: mostly Victorian families heading over for a holiday with the car packed to the roof, plus grey nomads with their caravans and the odd crew of mountain bikers off to Derby. We want them to taste on the boat and then drive out to our farm gates while they're over.",
      "Budget is $35,000 all in, design and build. $20,000 of that is a state government grant and the members are chipping in the rest."
    ],
    "whenAsked": {
      "brand_value": "Real people making real food on small farms. We want passengers to feel like they've arrived in Tassie before the ship even docks.",
      "preferred_style": "Like a good cellar door, timber, a bit rustic, warm lighting. Definitely not a duty free shop.",
      "unique_design": "A big map of northern Tassie across the back wall with every producer pinned on it, so people can plan their trip while they're sipping.",
      "exit_date": "Honestly don't know yet. It's meant to finish with the holidays but TT-Line said it might carry on into May if it goes well, they'll tell us after Easter.",
      "other_design_requirements": "A fold-out map brochure people can take away, and aprons for whoever's working the stand.",
      "collaboration_notes": "I'm the coordinator, but our board of five has the final say. A Zoom every fortnight would be plenty.",
      "plans_after_project": "If it works we'd love to reuse it on the day sailings next summer and maybe take it to Agfest."
    },
    "otherwise": "No strong preference there, happy to go with whatever you suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "pop-up on board the Spirit of Tasmania",
          "tastings"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "forward lounge on Deck 8"
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
      "key_considerations": {
        "said": 2,
        "text": [
          "lashed down",
          "fire rated materials"
        ]
      },
      "entry_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day"
        }
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-02",
          "precision": "day"
        }
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "Victorian families",
          "grey nomads",
          "mountain bikers"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 35000,
          "currency": "AUD"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "Real people making real food",
          "arrived in Tassie"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "cellar door",
          "timber",
          "not a duty free shop"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "map of northern Tassie",
          "every producer pinned"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout118-brand-zh-dali-one-man-plumber",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我是做水電的 一個人做 在台中大里這邊 做快二十年了 之前都靠老客戶介紹 現在想弄一個比較像樣的logo 不然新客人都以為我是隨便找的 不太敢叫我",
      "店名叫「阿坤水電」 阿坤是我爸 他以前也是做水電的 我是接他的工具跟客戶 名字就沿用下來 大家都叫我小坤啦哈哈",
      "我主要做抓漏、換熱水器、馬桶水龍頭維修、老房子重拉電線配管這些 偶爾接店面的小工程 都是按件或按工算",
      "客人大部分是附近老公寓的住戶 很多阿公阿嬤 還有出租套房的房東 現在年輕人都上網找師傅看評論 我有一個粉專是我女兒幫我開的 facebook.com/akunplumbing 很久沒更新了",
      "我三月底要換車 一台中古的小貨車 想說車身貼紙跟名片跟logo一起弄 所以logo最好三月中前定好",
      "啊 剛剛車行打來說車要四月才交 那logo四月初之前弄好就可以 不用那麼趕"
    ],
    "whenAsked": {
      "registration_status": "商標？沒有耶 沒去弄過",
      "need_registration_assistance": "如果不會太貴的話可以啊 你們幫我弄",
      "preferred_style": "風格喔…這個我真的不知道怎麼講 我不懂這個",
      "colors_and_elements": "藍色吧 水電給人乾淨的感覺 不要紅色 紅色看起來像漏電哈哈",
      "key_considerations": "電話號碼一定要很大很清楚 很多客人是在路上看到車上的電話直接打來的",
      "collaboration_notes": "我白天都在工地 LINE留言給我 我晚上回"
    },
    "otherwise": "這個沒特別想法 你們決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "一個人做",
          "比較像樣的logo"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "大里"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "以為我是隨便找的"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "阿坤是我爸",
          "接他的工具跟客戶"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "抓漏",
          "換熱水器",
          "重拉電線配管"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "老公寓的住戶",
          "房東"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "facebook.com/akunplumbing"
        ]
      },
      "other_design_requirements": {
        "said": 4,
        "text": [
          "車身貼紙",
          "名片"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "early",
          "relation": "by"
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
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "藍色",
          "不要紅色"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "電話號碼一定要很大很清楚"
        ]
      }
    }
  },
  {
    "id": "heldout118-packaging-zh-lukang-incense-box",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我們家是鹿港的香舖，從阿公那代開始做手工線香，民國56年開的，到我是第三代。以前都是論斤賣給宮廟跟老客人，現在想做一款給年輕人的小盒裝臥香，需要包裝設計。",
      "產品是沉香跟檀香兩個味道的臥香，就是橫躺著燒的那種短香，一支大概21公分，可以燒40分鐘左右，會附一個小香插。是給年輕人放在房間或工作室點的，不是拿去拜拜用的。",
      "我們的香是用天然香粉，不加化學香精跟助燃劑，點起來不嗆，這是跟夜市那種便宜香最大的差別。",
      "目前想說一盒裝30支，外面一個紙盒，裡面的香要有一層防潮，不然梅雨季一下就受潮了。",
      "通路的話會放在我們自己店裡、蝦皮，還有想寄賣在台中台北一些文青選物店。",
      "剛跟我爸討論，他說30支不夠燒一個月，改成一盒40支好了，香的長度一樣。",
      "希望端午節前可以上架，所以包裝設計最好四月底前定稿，要留時間給印刷廠。"
    ],
    "whenAsked": {
      "target_audience": "大概25到40歲的上班族吧，自己租房子住，睡前會點香放鬆，喜歡冥想瑜珈那種。",
      "preferred_style": "簡約、有一點東方感，但不要太廟宇、太有拜拜的感覺。",
      "colors_and_elements": "顏色我真的沒概念耶，這個我不知道，等你們提案再看。",
      "preferred_materials": "外盒想用再生紙或牛皮紙，不要塑膠。",
      "key_considerations": "香很脆，寄蝦皮很容易斷，盒子一定要保護好。還有選物店的架子很淺，盒子要能站著陳列。"
    },
    "otherwise": "這個我們沒特別想法，你們專業建議就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "手工線香",
          "小盒裝臥香"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "鹿港"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "沉香跟檀香",
          "橫躺著燒"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "不加化學香精",
          "不嗆"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "box"
          ]
        }
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "自己店裡",
          "蝦皮",
          "選物店"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "一盒40支"
        ]
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
      "target_audience": {
        "said": "asked",
        "text": [
          "25到40歲",
          "冥想瑜珈"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "簡約",
          "東方感"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "再生紙",
          "牛皮紙"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "香很脆",
          "容易斷"
        ]
      }
    }
  },
  {
    "id": "heldout118-website-zh-bade-pet-crematorium",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我們是桃園八德的寵物生命紀念館，做毛孩的接體、火化，還有晶鑽跟塔位安置。現在的網站是好幾年前外包做的，手機看會跑版，想整個重做一個。",
      "舊網站是 www.ruyi-pet.com.tw ，你們可以先看看有多舊😅",
      "我們最想解決的是：毛孩走的時候飼主都很慌，常常半夜打來問要怎麼處理、要不要先冰起來、費用多少。希望網站可以把流程跟價目寫清楚，然後可以直接線上預約接體。",
      "頁面大概要：服務流程、方案價目（個別火化、團體火化）、晶鑽與塔位、線上預約、追思留言板、交通方式。",
      "預算我們先抓15萬左右。",
      "順便說一下，我們一年大概接八百多個毛孩，有兩座火化爐，24小時都可以接體，這些網站上也想寫出來。",
      "剛剛跟老闆講過，他說預算可以到20萬以內，要做就做好一點。",
      "上線時間希望過完農曆年，大概三月中。"
    ],
    "whenAsked": {
      "languages": "繁體中文就好。",
      "target_audience": "主要是剛失去毛孩的飼主，20幾歲到50幾歲都有，很多是半夜用手機在查，心情都很差。",
      "competitors": "同業的網站喔…我不太想去看別家，也不知道哪家做得好，這題先跳過。",
      "preferred_style": "溫暖、安靜，不要殯葬業那種黑白色調，也不要太卡通可愛。",
      "key_considerations": "價錢一定要寫透明，不要讓人覺得我們趁機亂收費。還有手機要好按，預約電話要可以一鍵撥出。"
    },
    "otherwise": "這部分沒有特別想法，交給你們建議。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "寵物生命紀念館",
          "整個重做"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "八德"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "www.ruyi-pet.com.tw"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "流程跟價目寫清楚",
          "線上預約接體"
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
          "服務流程",
          "方案價目",
          "線上預約"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 200000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "languages": {
        "said": "asked",
        "text": [
          "繁體中文"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "剛失去毛孩的飼主",
          "用手機"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "溫暖",
          "安靜"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "價錢一定要寫透明",
          "一鍵撥出"
        ]
      }
    }
  },
  {
    "id": "heldout118-other-zh-donggang-seawall-mural",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我是屏東東港一個社區發展協會的總幹事，我們在漁港旁邊有一段堤防牆，想請設計師幫我們畫壁畫的設計稿。",
      "牆大概60公尺長、兩米多高，水泥的，面向港口，海風很大鹽分很重。十年前畫的那一版已經剝落得差不多了。",
      "想畫的是東港的漁業跟迎王：黑鮪魚、櫻花蝦、油魚子，還有王船。不過王船是神明的東西，要先請示廟方，不能亂畫。",
      "目的是讓來吃海鮮、搭船去小琉球的遊客願意停下來拍照，也讓社區的老人家覺得有面子。",
      "實際上色會是社區志工跟國小的小朋友一起畫，所以稿子不能太複雜，最好可以分區塊、編號上色那種。",
      "設計稿希望三月底前可以給我們，四月要開始找志工。",
      "不好意思，理事長剛說縣府的補助要四月初才核定，大概12萬，還要含油漆材料，所以設計稿四月中之前好就可以，不用趕三月底。"
    ],
    "whenAsked": {
      "preferred_style": "風格喔…這個我現在講不出來，要問過理事長，先跳過。",
      "collaboration_notes": "理事會大概兩個禮拜開一次，稿子要給理事長跟廟方都看過才算數。平常LINE聯絡我就好。",
      "number_of_visits": "至少要來現場看一次牆吧，不然尺寸跟光線很難抓。"
    },
    "otherwise": "這個沒有特別的想法，你們覺得好就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "社區發展協會",
          "堤防牆"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "東港"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "壁畫的設計稿"
        ]
      },
      "colors_and_elements": {
        "said": 2,
        "text": [
          "黑鮪魚",
          "櫻花蝦",
          "王船"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "停下來拍照",
          "覺得有面子"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "搭船去小琉球的遊客",
          "社區的老人家"
        ]
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "不能太複雜",
          "編號上色"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "理事長跟廟方都看過",
          "LINE聯絡"
        ]
      }
    }
  },
  {
    "id": "heldout118-residential-zh-fangliao-tiny-house-trailer",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我在東港的遊艇廠做木工，做了十幾年了。最近自己在釘一台拖車上的小木屋，外殼跟屋頂都好了，裡面要請你們設計。車平常會停在屏東枋寮我阿公的田旁邊，我們就住那邊。",
      "先說一下我講話習慣用船的講法，廠裡都這樣講哈哈。板台是24呎的，前面一個起居的地方、中間是廚艙、後面一間小head就是廁所，要乾濕分離，臥鋪在閣樓上。室內我抓大概5坪。",
      "住的就我跟我老婆，還有一隻橘貓叫阿福。我早上六點多就出門去廠裡，她在國小當代課老師，比較早下班會煮飯。週末我們常常把整台拖去台東衝浪，所以車上的東西都要能固定。",
      "現在最困擾的是空間真的太小，衝浪板、防寒衣沒地方放，而且屋頂是鐵皮，夏天悶到不行。風格的話我想要像遊艇船艙那樣，柚木、圓角，五金想用黃銅的，我們做船的最愛這一味😂",
      "預算的話，內裝含家具最多50萬，外殼的錢我已經自己出了，不用算進去。",
      "啊剛剛拿捲尺量了一下，5坪是算到外牆的，扣掉牆板跟上閣樓的樓梯，裡面實際大概只有4坪半，以這個為準喔。"
    ],
    "whenAsked": {
      "move_in_date": "搬進去喔…要看我下班有多少時間弄，還有你們做多久，現在真的講不出來。",
      "age": "屋子是全新的，今年才開始釘，只有板台是二手買的。",
      "key_considerations": "最重要是整台總重不能超過3.5噸，不然板台超重不能上路。還有拖著走的時候櫃子門不能自己打開，東西不能亂飛。",
      "other_design_requirements": "燈光跟收納櫃都要麻煩你們，家具我想全部做固定式的。"
    },
    "otherwise": "這個我沒特別想法耶，你們看著辦就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "拖車上的小木屋",
          "裡面要請你們設計"
        ]
      },
      "property_category": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "other"
          ]
        }
      },
      "address": {
        "said": 0,
        "text": [
          "屏東枋寮"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "廚艙",
          "臥鋪在閣樓上"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "我跟我老婆",
          "橘貓"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "六點多就出門",
          "拖去台東衝浪"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "衝浪板、防寒衣沒地方放",
          "夏天悶到不行"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "遊艇船艙",
          "柚木"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "黃銅"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 500000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 4.5,
          "unit": "ping"
        }
      },
      "move_in_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "總重不能超過3.5噸",
          "櫃子門不能自己打開"
        ]
      }
    }
  },
  {
    "id": "heldout118-commercial-zh-dali-funeral-hall",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是台中大里的一間禮儀公司，我爸民國70年開的，現在是我跟我哥在接。想把一樓的告別式廳跟家屬接待區整個重新設計，後面的冰櫃間跟助念室這次先不動。",
      "主要是現在的廳太像傳統靈堂了，紅紅金金的，很多年輕一輩的家屬一走進來臉就垮了。現在越來越多人選樹葬、海葬，要的是簡單的追思會，我們的場地跟不上。",
      "我們一直覺得，送最後一程也可以很溫暖，想讓家屬覺得像在自己家的客廳跟親友道別，而不是被催著趕流程。",
      "空間的話，廳坐滿大概80個位子，加上接待區跟走道，總共大概40坪。一年我們大概辦兩百場左右，所以施工期間會先借同業的場地。",
      "預算我跟我哥討論過，抓250萬左右，含木作跟燈光。",
      "時間上，希望9月中可以重新開放接案。",
      "風格喜歡日式那種安靜的感覺，木頭、間接照明、光線柔柔的，不要一進來就是大燈打下來。",
      "抱歉，我哥剛剛說9月中太趕，木作師傅排不到，重新開放改成10月初好了。"
    ],
    "whenAsked": {
      "colors_and_elements": "不要再紅紅金金的了，想要米白、淺木色，可以放一些綠色植物。",
      "competitive_advantage": "我們是自己家的禮儀師從頭跟到尾，不會轉包，家屬半夜打來也是我們自己接。",
      "unique_design": "特別的設計喔…老實說還沒想到，你們有看過什麼好的再提給我們。",
      "key_considerations": "最重要是動線，棺木推車要能從側門直接推進廳裡，不要跟家屬在接待區擦身而過。還有不同宗教都要能用，佛教、基督教、不拿香的都要能布置。",
      "other_design_requirements": "門口的招牌跟指標也想一起換。"
    },
    "otherwise": "這個我們沒有特別意見，你們專業判斷就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "禮儀公司",
          "告別式廳跟家屬接待區"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中大里"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "太像傳統靈堂",
          "場地跟不上"
        ]
      },
      "target_audience": {
        "said": 1,
        "text": [
          "年輕一輩的家屬",
          "樹葬、海葬"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "送最後一程也可以很溫暖",
          "自己家的客廳"
        ]
      },
      "space_size": {
        "said": 3,
        "value": {
          "kind": "number_with_unit",
          "amount": 40,
          "unit": "ping"
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 2500000,
          "currency": "TWD"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "日式那種安靜的感覺",
          "間接照明"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-10-01",
          "precision": "month",
          "part": "early"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "米白、淺木色",
          "綠色植物"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "text": [
          "禮儀師從頭跟到尾",
          "不會轉包"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "棺木推車",
          "不同宗教都要能用"
        ]
      }
    }
  },
  {
    "id": "heldout118-exhibition-zh-douliu-beekeeper-tent",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉，我們是苗栗卓蘭的養蜂場，家裡養蜂第三代了，現在大概兩百箱蜂。今年第一次報名斗六的雲林農業嘉年華，在戶外帳篷區擺攤賣蜂蜜跟蜂王乳，想找人幫忙設計攤位。",
      "主辦給的是一頂6米乘12米的大帳篷，但是兩攤共用，我們分到一半，所以是6乘6。活動4月3號開始，剛好連假四天。",
      "來的人大部分是帶小孩的家庭，還有來買伴手禮的長輩。我們想讓人知道我們賣的是真的蜂蜜，是每天跟蜜蜂一起生活的人做出來的，不是工廠的糖水。",
      "我最想做的是放一個透明的觀察箱，裡面是活的蜜蜂跟巢脾，小朋友可以隔著玻璃找蜂王。去年龍眼蜜收了八百斤，也想把幾片空的巢脾掛出來給大家看。",
      "水電的部分，只要電就好，蜂王乳要放冰箱。預算的話整個攤位最多15萬。",
      "更正一下，剛剛問了主辦，試吃杯要現場洗，一定要申請水，所以水跟電都要。"
    ],
    "whenAsked": {
      "preferred_style": "想要有農場的感覺，木箱、麻布袋那種，自然一點，不要太商業。",
      "entry_date": "進場時間主辦還沒公布耶，說三月中才會寄參展手冊給我們。",
      "exit_date": "撤場是最後一天4月6號晚上，收攤完就要撤。",
      "key_considerations": "最重要的是蜜蜂絕對不能跑出來，觀察箱一定要封好。還有帳篷下午西曬很熱，蜂蜜跟蜂王乳都怕熱。",
      "colors_and_elements": "顏色就蜂蜜的琥珀黃吧，我們的蜂巢logo要放大一點。"
    },
    "otherwise": "都可以啦，你們決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "養蜂場",
          "賣蜂蜜跟蜂王乳"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "斗六的雲林農業嘉年華",
          "戶外帳篷區"
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
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-03",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "帶小孩的家庭",
          "伴手禮的長輩"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "真的蜂蜜",
          "跟蜜蜂一起生活"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "透明的觀察箱",
          "活的蜜蜂"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 150000,
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
      "preferred_style": {
        "said": "asked",
        "text": [
          "農場的感覺",
          "木箱、麻布袋"
        ]
      },
      "entry_date": {
        "said": "asked",
        "skipped": true
      },
      "exit_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-04-06",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "蜜蜂絕對不能跑出來",
          "帳篷下午西曬很熱"
        ]
      }
    }
  },
  {
    "id": "heldout118-brand-ko-bupyeong-plumber",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 인천 부평에서 혼자 설비 일 하는 정태수입니다. 누수탐지, 하수구 막힘, 수도 동파 이런 거 해요. 이 일 18년 했는데 간판도 로고도 없이 그냥 트럭에 전화번호만 써 붙이고 다녔어요. 이제 제대로 된 로고 하나 만들고 싶어서요.",
      "요즘은 다들 숨고나 당근 보고 부르잖아요. 근데 저는 이름만 덩그러니 있으니까 손님들이 뜨내기 업자인 줄 알아요. 믿을 만한 업체처럼 보이는 게 제일 필요해요.",
      "상호는 물길설비예요. 막힌 데 물길을 내준다는 뜻으로 돌아가신 아버지가 지어주신 이름이에요. 아버지도 평생 배관 일 하셨거든요.",
      "부르는 분들은 주로 아파트 사시는 분들이랑 상가 사장님들이에요. 밤에 물 새서 급하게 찾는 경우가 많아서 40~60대가 대부분이고요. 겨울엔 하루에 일곱 집도 돌아요.",
      "상표 그런 건 따로 안 했어요. 사업자등록만 돼 있어요.",
      "색은 파란색 들어갔으면 좋겠어요 물이니까. 빨간색은 빼주세요, 경고 같아서 손님들이 불안해해요. 렌치나 물방울처럼 너무 뻔한 그림은 안 했으면 좋겠는데 될지 모르겠네요.",
      "4월에 트럭 새로 뽑는데 출고되면 바로 시트지 붙이려고요. 그래서 로고는 3월 초까지는 받아야 돼요. 트럭 옆면이랑 명함, 현관문에 붙이는 자석 스티커도 같이 해주실 수 있죠?",
      "아 방금 집사람한테 물어보니까 작년 가을에 아는 변리사 통해서 상표 출원은 해놨대요. 아직 심사 중이라고요. 제가 까먹고 있었네요ㅎㅎ",
      "제일 중요한 건 멀리서도 잘 보여야 된다는 거예요. 트럭 지나갈 때 이름이랑 번호가 한눈에 들어와야 되고, 자석 스티커는 손바닥만 해서 작게 줄여도 깨지면 안 돼요."
    ],
    "whenAsked": {
      "need_registration_assistance": "그건 집사람이 변리사님이랑 알아서 하고 있어서 괜찮아요.",
      "brand_website": "홈페이지는 없어요. 숨고랑 당근에 물길설비로 올려놓은 프로필만 있어요.",
      "preferred_style": "스타일이요? 그런 건 제가 진짜 몰라서 뭐라고 말을 못 하겠네요."
    },
    "otherwise": "그건 딱히 생각 안 해봤어요. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "혼자 설비 일",
          "로고 하나 만들고 싶어서"
        ]
      },
      "products_or_services": {
        "said": 0,
        "text": [
          "누수탐지",
          "하수구 막힘",
          "수도 동파"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "인천 부평"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "믿을 만한 업체처럼 보이는 게"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "물길을 내준다는 뜻",
          "아버지가 지어주신"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "아파트 사시는 분들",
          "상가 사장님들",
          "40~60대"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "파란색",
          "빨간색은 빼주세요",
          "뻔한 그림은 안 했으면"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "early",
          "relation": "by"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "트럭 옆면",
          "명함",
          "자석 스티커"
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
      "key_considerations": {
        "said": 8,
        "text": [
          "멀리서도 잘 보여야",
          "작게 줄여도 깨지면 안 돼요"
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
          "숨고랑 당근"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout118-packaging-ko-yeosu-egi-lure",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 여수에서 남편이랑 둘이 에기 만드는 공방 하고 있어요. 에기는 무늬오징어 잡는 루어인데 저희는 나무 깎아서 천 입히고 하나하나 손으로 칠해요. 지금까진 그냥 지퍼백에 넣어 팔았는데 이번에 제대로 된 패키지를 만들려고요.",
      "사이즈는 2.5호, 3.0호, 3.5호 세 가지고 한 팩에 하나씩 들어가요. 제일 큰 3.5호가 길이 10cm 조금 넘고 무게는 20g 정도예요. 꼬리 쪽에 우산처럼 펼쳐진 바늘이 달려 있어요.",
      "처음엔 위에 걸이 헤더 달린 비닐 봉투로 생각했어요. 낚시점 벽에 주르륵 걸 수 있게요.",
      "저희 건 하나하나 수조에 띄워서 밸런스를 맞춰요. 그래서 가라앉는 속도가 일정해서 초보분들도 쓰기 편하다고 단골분들이 그러세요. 작년에 3천 개 정도 나갔는데 거의 재구매였어요.",
      "아 근데 방금 남편이 비닐은 안 된대요ㅠ 바늘이 봉투를 뚫고 나와서 매장에서 손님 손 찔린 적이 있대요. 앞에 창 뚫린 상자로 해야겠어요. 걸이 구멍은 그대로 있어야 하고요.",
      "파는 곳은 여수, 통영 쪽 낚시점 열 군데 정도랑 스마트스토어요. 선상 배 선장님들이 배에서 손님들한테 파시기도 해요.",
      "사는 분들은 30~50대 남자분들이 제일 많고 요즘은 커플로 에깅 오는 분들도 꽤 늘었어요.",
      "봄 시즌이 4월부터라 3월 20일 전에는 낚시점에 깔려야 돼요. 인쇄까지 생각하면 디자인은 2월 말까지는 끝나야 할 것 같아요."
    ],
    "whenAsked": {
      "preferred_style": "낚시용품 같지 않고 좀 공예품 같은 느낌이요. 손으로 만든 티가 났으면 좋겠어요.",
      "colors_and_elements": "바다 같은 남색이요. 형광색은 빼주세요, 에기 자체가 형광이라 상자까지 그러면 정신없어요.",
      "preferred_materials": "재질은 잘 모르겠어요. 인쇄소 사장님한테 물어봐야 알 것 같아요.",
      "key_considerations": "창으로 에기 색이 제대로 보이는 거요. 손님들이 색 보고 골라요. 그리고 호수가 크게 적혀 있어야 해요."
    },
    "otherwise": "음 그건 딱히 없어요. 알아서 잘 해주세요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "에기 만드는 공방",
          "제대로 된 패키지"
        ]
      },
      "product_description": {
        "said": 0,
        "text": [
          "무늬오징어 잡는 루어",
          "나무 깎아서 천 입히고"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "여수"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "2.5호, 3.0호, 3.5호",
          "한 팩에 하나씩"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "수조에 띄워서 밸런스를",
          "가라앉는 속도가 일정"
        ]
      },
      "packaging_form": {
        "said": 4,
        "value": {
          "kind": "choice",
          "selected": [
            "box"
          ]
        }
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "낚시점",
          "스마트스토어",
          "선장님들이 배에서"
        ]
      },
      "target_audience": {
        "said": 6,
        "text": [
          "30~50대 남자분들",
          "커플로"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "공예품 같은 느낌",
          "손으로 만든 티"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "남색",
          "형광색은 빼주세요"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "에기 색이 제대로 보이는",
          "호수가 크게"
        ]
      }
    }
  },
  {
    "id": "heldout118-website-ko-pet-funeral-home",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 경기도 광주 오포에서 반려동물 장례식장 하는 곳이에요. 저는 실장 이은정이고요. 홈페이지를 새로 만들고 싶어서 문의드려요. 지금 사이트는 2019년 개업할 때 만든 건데 폰으로 보면 글씨가 다 깨지고 전화번호 눌러도 전화가 안 걸려요.",
      "보호자분들이 거의 새벽이나 밤에 아이 떠나보내고 경황없이 폰으로 검색해서 들어오세요. 그때 비용이랑 절차를 바로 보고 예약까지 할 수 있게 하는 게 목표예요. 지금은 다 전화로만 받아서 밤새 제가 전화 붙잡고 있어요.",
      "참고로 저희는 추모실 3개에 화장로 2기 있고 24시간 해요. 개별 화장만 하고 보호자분이 처음부터 끝까지 참관하세요.",
      "메뉴는 장례 절차, 비용 안내, 추모실이랑 시설 소개, 유골함이나 메모리얼스톤 같은 용품, 오시는 길, 온라인 예약 이렇게 생각하고 있어요.",
      "예산은 400만 원 정도 생각하고 있어요.",
      "분위기는 차분하고 따뜻하게요. 너무 장례식장처럼 검고 무거운 건 싫고, 그렇다고 애견카페처럼 발랄해도 안 되고요.",
      "방금 대표님이랑 통화했는데 예약 기능 제대로 넣으려면 400으로는 안 될 거라고 700만 원까지는 써도 된대요.",
      "3월에 추모실 하나 리모델링 끝나는데 그 사진까지 넣어서 4월에는 사이트 열고 싶어요."
    ],
    "whenAsked": {
      "url": "지금 주소는 sopung-pet.co.kr 이에요. 새로 만들어도 주소는 그대로 쓰고 싶어요.",
      "category": "예약 되는 사이트요. 회사 소개는 그 안에 같이 들어가면 되고요.",
      "languages": "한국어만 하면 돼요. 외국 분들은 거의 안 오세요.",
      "competitors": "다른 데 사이트는 일부러 안 찾아봐서 잘 모르겠어요. 딱히 떠오르는 데가 없네요.",
      "key_considerations": "가격을 숨기지 않는 거요. 보호자분들이 나중에 추가 비용 붙는 걸 제일 속상해하세요."
    },
    "otherwise": "그건 잘 모르겠어요, 괜찮은 쪽으로 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "반려동물 장례식장",
          "홈페이지를 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "경기도 광주 오포"
        ]
      },
      "target_audience": {
        "said": 1,
        "text": [
          "보호자분들",
          "새벽이나 밤에"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "비용이랑 절차를 바로 보고",
          "예약까지"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "장례 절차",
          "비용 안내",
          "온라인 예약"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "차분하고 따뜻하게",
          "발랄해도 안 되고"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 7000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month"
        }
      },
      "url": {
        "said": "asked",
        "text": [
          "sopung-pet.co.kr"
        ]
      },
      "category": {
        "said": "asked",
        "value": {
          "kind": "choice",
          "selected": [
            "booking"
          ]
        }
      },
      "languages": {
        "said": "asked",
        "text": [
          "한국어"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "가격을 숨기지 않는",
          "추가 비용"
        ]
      }
    }
  },
  {
    "id": "heldout118-other-ko-makgeolli-mural",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 충남 당진 면천에서 3대째 막걸리 양조장 하는 김도윤이라고 합니다. 할아버지가 1950년대에 시작하신 곳인데 길가 쪽 창고 외벽에 벽화를 하고 싶어서 연락드렸어요.",
      "벽은 가로 18미터에 높이 4미터쯤 되는 시멘트 블록 벽이에요. 그리는 건 마을 미술학원 원장님이랑 학생들이 하기로 해서 저희가 필요한 건 벽화 도안이에요. 원장님이 그대로 옮겨 그릴 수 있게 구역 나눠서 색 번호까지 있으면 좋겠어요.",
      "지금 창고가 회색 블록에 곰팡이 얼룩까지 있어서 양조장 바로 앞인데도 폐공장처럼 보여요. 견학 오시는 분들이 입구를 못 찾고 그냥 지나치세요. 멀리서도 여기가 양조장이구나 알아봤으면 좋겠어요.",
      "보시는 분들은 주말에 술 빚기 체험 오는 가족들이랑 면천읍성 구경 왔다가 들르는 관광객들이에요. 체험 인원이 1년에 한 4천 명 정도 돼요.",
      "그림엔 술 빚는 과정이 들어갔으면 해요. 쌀 씻고 고두밥 찌고 누룩 섞어서 술독에 앉히는 거요. 옛날 민화 느낌으로 정겹게요.",
      "도안은 2월 말까지만 주시면 돼요. 4월에 면천 진달래 축제가 있어서 그 전엔 벽화가 다 돼 있어야 하거든요.",
      "외벽이라 햇빛이랑 비를 그대로 맞아요. 외부용 페인트로 칠할 거라 금방 바래지 않는 색 위주로 골라주시면 좋겠어요. 벽 아래쪽은 습기 때문에 30cm 정도는 비워둬야 하고요.",
      "아 방금 원장님이랑 통화했는데 3월엔 학원 개강이라 바쁘셔서 애들 겨울방학 때 그리기로 했대요. 그래서 도안은 2월 10일까지는 꼭 있어야 돼요ㅠ"
    ],
    "whenAsked": {
      "collaboration_notes": "그건 아직 모르겠어요. 원장님이랑 먼저 얘기해봐야 해서 지금은 뭐라 말씀을 못 드리겠네요."
    },
    "otherwise": "딱히 없어요, 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "막걸리 양조장",
          "벽화"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "당진 면천"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "벽화 도안",
          "색 번호까지"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "폐공장처럼 보여요",
          "입구를 못 찾고"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "체험 오는 가족들",
          "관광객"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "술 빚는 과정"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "민화 느낌",
          "정겹게"
        ]
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "햇빛이랑 비를 그대로",
          "30cm 정도는 비워둬야"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-10",
          "precision": "day",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout118-residential-ko-suyeong-sailboat-home",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 부산 수영만 요트경기장에 배 대놓고 거기서 사는 사람이에요. 38피트짜리 세일링 요트인데 이게 저희 집이에요 ㅎㅎ 선내 인테리어를 싹 새로 하고 싶어서 연락드렸어요. 배 안도 해주시나요?",
      "구조를 말씀드리면 앞쪽에 V버스 선실 하나, 뒤쪽에 쿼터버스 하나 있고 가운데 살롱이랑 갤리(주방)가 있어요. 헤드(화장실)는 하나고요. 2004년식이라 선령이 22년이에요. 엔진은 3,200시간 돌았는데 엔진은 멀쩡하니까 그쪽은 신경 안 쓰셔도 돼요.",
      "저는 원양어선 기관장 하다가 은퇴했고 아내랑 둘이 살아요. 배고양이 한 마리도 같이 살고요 ㅋㅋ 아내는 번역 일을 해서 하루 종일 살롱 테이블에서 노트북으로 일해요.",
      "제일 문제는 습기예요. 겨울엔 선체 안쪽에 결로가 줄줄 흐르고 쿠션이랑 천장 내장재에 곰팡이가 펴요. 그리고 수납이 너무 없어서 아내 사전이랑 책들 둘 데가 없어요.",
      "예산은 3천만 원까지 생각하고 있어요. 계류비가 한 달에 45만 원씩 따로 나가서 이 이상은 좀 힘들어요.",
      "3월에 배를 뭍에 올려서(상가라고 해요) 공사하고 5월 말에 다시 물에 띄워서 들어가 살려고요.",
      "아 방금 조선소에 상가 일정 물어보니까 4월에야 올릴 수 있대요. 그럼 다시 들어가 사는 건 6월 중순쯤 되겠네요.",
      "꼭 신경 써주셨으면 하는 건 무게예요. 배라서 무거운 자재 쓰면 흘수가 달라지고 좌우 균형이 틀어져요. 그리고 파도 칠 때 문짝이랑 서랍이 안 열리게 전부 잠금장치가 있어야 돼요."
    ],
    "whenAsked": {
      "space_size": "실내 평수는 재본 적이 없어서 모르겠어요. 배는 길이로만 따지다 보니까요.",
      "property_category": "아파트나 주택이 아니고 배예요. 요트요.",
      "preferred_style": "티크 원목 그대로 살린 클래식한 요트 느낌이요. 반짝반짝한 신형 요트 말고 따뜻하고 손때 묻은 옛날 배 같은 분위기요.",
      "colors_and_elements": "흰색이랑 네이비에 티크 나무색이면 좋겠어요. 하이글로시는 빼주세요.",
      "address": "부산 수영만 요트경기장이요. 계류장 안쪽 자리예요."
    },
    "otherwise": "그건 딱히 생각 안 해봤어요. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "세일링 요트",
          "선내 인테리어"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수영만 요트경기장"
        ]
      },
      "property_category": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "other"
          ]
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "V버스 선실 하나",
          "쿼터버스 하나",
          "헤드(화장실)는 하나"
        ]
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 22,
          "unit": "years"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "아내랑 둘이",
          "배고양이 한 마리"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "하루 종일 살롱 테이블에서 노트북으로 일해요"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "결로",
          "곰팡이",
          "수납이 너무 없어서"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 30000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "무게",
          "잠금장치"
        ]
      },
      "space_size": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "클래식한 요트 느낌",
          "손때 묻은 옛날 배"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "흰색이랑 네이비에 티크 나무색",
          "하이글로시는 빼주세요"
        ]
      }
    }
  },
  {
    "id": "heldout118-commercial-ko-yuseong-cat-clinic",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 대전 유성구 봉명동에서 고양이만 진료하는 동물병원 하고 있는 수의사 서지원입니다. 개원 8년 차인데 이번에 신축 상가 3층으로 병원을 옮기게 돼서 인테리어 맡길 곳 찾고 있어요. 병원 인테리어도 해보셨나요?",
      "새 자리는 42평이에요. 진료실 2개, 처치실, 수술실, 엑스레이실, 입원실까지 들어가야 돼요. 입원장은 지금 12칸 쓰는데 새 병원에선 좀 늘리고 싶고요.",
      "지금 병원 제일 큰 문제가 대기실이에요. 좁아서 보호자분들이 이동장 들고 다닥다닥 앉아 계시면 고양이들끼리 눈 마주치고 하악질하고 난리 나요. 병원 오는 것 자체가 고양이한테 스트레스라 진료 들어오기 전에 벌써 지쳐 있어요.",
      "저희는 고양이 전용이라 개 짖는 소리가 없다는 게 제일 큰 장점이에요. 국제고양이의학회 캣 프렌들리 인증도 받았고요. 근처 병원들은 다 개, 고양이 같이 보거든요.",
      "아 그리고 아까 42평은 분양 평수였대요. 중개사님이 방금 문자 주셨는데 전용은 35평이래요.",
      "분위기는 병원 같지 않은 병원이요. 소독약 냄새 나고 하얀 타일 번쩍이는 거 말고 조용한 가정집 거실 같은 느낌이었으면 해요. 고양이 눈에 파란색 초록색 계열이 잘 보인다고 해서 그쪽 색이 좋고, 빨간 건 피해주세요.",
      "오픈은 7월 초가 목표예요. 수술실 장비랑 엑스레이는 지금 쓰는 거 그대로 옮겨 가요.",
      "꼭 지켜주셨으면 하는 건 엑스레이실 방사선 차폐 기준이랑 바닥이에요. 매일 락스 희석액으로 닦아서 그거 견디는 바닥재여야 하고 이음새 없어야 돼요."
    ],
    "whenAsked": {
      "address": "새 병원은 유성구 도안동이에요. 지금 병원에서 차로 10분 거리요.",
      "target_audience": "보호자분들은 30~40대 1인 가구 여성분들이 많고, 요즘은 나이 든 고양이 키우시는 50~60대분들도 많이 늘었어요.",
      "brand_value": "고양이도 보호자도 덜 무서운 병원이요. 문 열고 들어오자마자 긴장이 풀렸으면 좋겠어요.",
      "unique_design": "대기실에 이동장 올려두는 높은 선반이요. 고양이는 높은 데 있으면 안심하거든요. 바닥에 내려놓지 않게요.",
      "budget": "예산은 같이 하는 원장님이랑 아직 정리 중이라 지금은 말씀드리기 어려워요."
    },
    "otherwise": "음 그건 특별히 없어요. 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "고양이만 진료하는 동물병원",
          "병원을 옮기게"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "대기실",
          "스트레스"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "고양이 전용",
          "캣 프렌들리 인증"
        ]
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 35,
          "unit": "pyeong"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "병원 같지 않은 병원",
          "가정집 거실 같은 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "파란색 초록색 계열",
          "빨간 건 피해주세요"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "part": "early"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "방사선 차폐",
          "락스",
          "이음새 없어야"
        ]
      },
      "address": {
        "said": "asked",
        "text": [
          "도안동"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "30~40대 1인 가구 여성",
          "50~60대"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "덜 무서운 병원",
          "긴장이 풀렸으면"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "이동장 올려두는 높은 선반"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout118-exhibition-ko-jangheung-shiitake-tent",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 장흥에서 표고버섯 농사짓는 영농조합법인 사무장이에요. 조합원 23농가가 같이 하는 곳이고요. 올가을에 나주에서 하는 남도 농특산물 대축전에 부스를 내는데 이번엔 좀 제대로 꾸며보자고 해서 연락드렸어요.",
      "작년엔 주최 측에서 주는 3×3 기본 부스에 테이블 하나 놓고 건표고 봉지만 쌓아놨더니 사람들이 그냥 지나가더라고요. 이번엔 6m×12m짜리 몽골텐트 한 동을 통째로 받았어요. 72㎡요.",
      "부스 안에 참나무 원목에 버섯 달린 걸 그대로 세워서 보여주고 싶어요. 원목은 한 50본 정도 가져갈 거고요. 손님들이 직접 버섯 따보는 체험도 하고 구워서 시식도 하려고요. 그래서 인덕션 쓸 전기랑 버섯 씻을 물 둘 다 있어야 돼요.",
      "행사는 10월 15일부터 18일까지 나흘이고 빛가람 호수공원 야외 행사장이에요. 설치는 전날인 14일에 하고, 철수는 18일 폐막하고 그날 밤 안에 다 빼야 된대요.",
      "예산은 조합 총회에서 1천만 원 잡았어요.",
      "오는 사람들은 주로 광주나 나주 사는 가족 단위 손님들이에요. 그리고 학교 급식이나 로컬푸드 매장 바이어들도 오는데 그분들이랑 납품 얘기 트는 게 진짜 목표예요.",
      "아 예산 정정할게요! 방금 군청 담당자분이 박람회 참가 지원금 500 나온다고 해서 총 1,500만 원까지 쓸 수 있어요.",
      "제일 걱정되는 건 날씨예요. 야외 텐트라 비 오면 바닥이 질척해지고 바람 불면 현수막이 날아가요. 그리고 원목이 하나에 15kg 넘어서 무거워요."
    ],
    "whenAsked": {
      "brand_value": "장흥 표고는 참나무 원목에서 키워서 향이 진하다, 이걸 알리고 싶어요. 부스 들어오면 산에 온 것처럼 나무 냄새 나는 느낌이면 좋겠어요.",
      "preferred_style": "스타일은 솔직히 잘 몰라요. 저희는 농사만 지어봐서 그런 건 감이 없네요.",
      "other_design_requirements": "리플렛이랑 납품 상담용 명함, 현수막도 같이 해주시면 좋겠어요.",
      "collaboration_notes": "제가 낮엔 산에 있어서 전화를 잘 못 받아요. 문자 남겨주시면 저녁에 연락드릴게요."
    },
    "otherwise": "그건 잘 모르겠어요. 알아서 해주시면 돼요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "표고버섯",
          "남도 농특산물 대축전"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 72,
          "unit": "m2"
        }
      },
      "unique_design": {
        "said": 2,
        "text": [
          "참나무 원목에 버섯 달린 걸 그대로 세워서"
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
      "address": {
        "said": 3,
        "text": [
          "빛가람 호수공원 야외 행사장"
        ]
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-10-15",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-10-14",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-10-18",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "가족 단위 손님",
          "바이어"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 15000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "날씨",
          "원목이 하나에 15kg"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "향이 진하다",
          "산에 온 것처럼"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      }
    }
  },
];
