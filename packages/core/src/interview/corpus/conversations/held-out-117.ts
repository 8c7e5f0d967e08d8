import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 117 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: pointing elsewhere (visitors point at
 * things the genie cannot see: a floor plan PDF, a listing link, a Pinterest board, photos to be sent, a spreadsheet,
 * an organiser's manual, a competitor's Instagram; beside them they say many things plainly; a value only pointed at
 * is left unfiled, or given when asked; in each, one correction and one or two fields not known, filed as skipped).
 * Written in session 64 by seven writers, all 21 conversations. First played on 826de2c2 (the session's end engine,
 * before any change for it): 189 of 268 facts (70.5 %), 12 wrong values, 12 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 117)
 * - brand_design: Jen Lindqvist, runs Kuuma (two wood-fired sauna trailers on the Lake Superior shore, cold plunge, private bookings) in Duluth MN with partner Tasha, full identity replacing a nephew's Canva logo before a third trailer is wrapped; trap: msg 1: name story "on our About page" (file it from whenAsked: hot in Finnish, grandma Aili), site/Instagram addresses filed; msg 4: Pinterest board for style/colors (file worded style only; colors_and_elements "all on the board" -> skipped); do not file 2021, Memorial Day, May trailer arrival; correction: expected_deadline end of March (msg 5) -> mid-April 2026 (msg 7); unknown: need_registration_assistance (colors_and_elements pointed-only, skipped).
 * - packaging_design: Abena, Royal Infirmary lab tech in Leicester (UK), makes her mum's shito (Ghanaian black pepper sauce), labels for jars + a two-heat gift set; trap: msg 2: jar specs "on the supplier's spec sheet" (no value) -> given in words msg 6 (200 ml hexagonal glass, 180 g); msg 4: reviews in Instagram highlights (no USP value, USP given in words); msg 5: look "on my Pinterest board" (no style) -> preferred_style in words only when asked; correction: expected_deadline by Easter (msg 3) -> by 6 February (msg 7); unknown: colors_and_elements.
 * - website: Wing, co-owner (with Dickson) of Crux Lab bouldering gym in a Kwun Tong industrial building (Hong Kong), booking + payment site to replace WhatsApp bookings; trap: msg 1: url "in our Instagram bio" (no value) -> given when asked (crux-lab-hk.wixsite.com); msg 2: pages "in Dickson's Google Doc" -> listed only when asked; msg 5: "the Melbourne gym I sent on WhatsApp" (style given in words, competitor never named -> skipped); msg 7: budget "in Dickson's spreadsheet" -> when asked HK$80,000 at most; correction: languages English + Traditional Chinese (msg 4) -> + Simplified Chinese (msg 6); unknown: competitors.
 * - other: Gary Lindqvist, retired Duluth (Minnesota) earth-science teacher, art for his Lake Superior ore-boat card game "Hull Down" (cards, box, rulebook) ahead of a Kickstarter; trap: msg 1: card list "in my Google Sheet", rules "a 12-page PDF" (no count) -> given in words msg 5 (64 cards + box + rulebook); msg 2: style "like the illustrator on Instagram I'll send" -> when asked still only points at the account (preferred_style skipped); correction: expected_deadline end of June (msg 4) -> by May 15 (msg 6); unknown: preferred_style.
 * - residential_space: Gary Kowalski, retired Denver firefighter, with wife Denise and an old beagle (grandkids sleep over), redoing a ~70-year-old detached brick ranch in Harvey Park, southwest Denver, downsizing from Littleton; trap: msg 1: Zillow listing for square footage (given in words msg 6: 1,150 ft2); msg 5: Denise's Pinterest board for style (skipped when asked); msg 6: budget in Denise's Excel (given when asked: at most USD 95,000); do not file the Littleton closing July 10 or the 300 pins; correction: move_in_date by Memorial Day 2026-05-25 (msg 4) -> 2026-07-11 (msg 7); unknown: colors_and_elements (and preferred_style, only pointed at).
 * - commercial_space: Femi, ex-hotel sommelier opening Thirsty Moth, a wine shop with a tasting bar in a former key-cutting/shoe repair unit on Gloucester Road, Bristol; trap: msg 1: agent's floor-plan PDF for the measurements (size given in words msg 3/6); msg 3: Clifton competitor's Instagram (file only the advantage said in words); msg 5: lease's rent-free fit-out weeks for the opening date (given when asked: 2026-05-01; do not file keys 2 March or eight weeks); whenAsked budget: accountant's cash-flow sheet, not remembered (skipped); correction: space_size 70 m2 (msg 3) -> 62 m2 (msg 6); unknown: unique_design (and budget, only pointed at).
 * - exhibition_space: Sophie Tran, marketing at Tidewell (12-person Hobart maker of solar water-quality buoys for oyster/salmon farms), first corner stand at AquaPro Expo, Brisbane Convention & Exhibition Centre, opens Wed 20 May; trap: msg 1: stand size only "on the floor plan PDF" (file 24 m2 from whenAsked after she finds it); msg 3: competitor Blue Reef Systems' Instagram as anti-reference (file only the worded style); msg 6: bump-in/bump-out "in the exhibitor manual" (file 18 May / 22 May from whenAsked after checking); Hobart is the company, not the venue; correction: budget $35,000 AUD (msg 5) -> $32,000 AUD (msg 6); unknown: unique_design.
 */
/* Writer's note (zh-TW, batch 117)
 * - brand_design: 冠宇, third-generation son of 瑞生堂 herbal shop in 台南中西區, full identity refresh before launching herbal tea bags; trap: msg 0 old signboard photo "LINE傳給你" (no value), msg 1 name story "寫在帳本上，翻出來再拍給你" -> given in words when asked, msg 4 Pinterest board for style -> described in words when asked (簡單、日式老舖); correction: registration_status registered (msg 6) -> not_registered (msg 7); unknown: colors_and_elements.
 * - packaging_design: scallion farmer couple in 宜蘭三星 making frozen 蔥油餅, packaging for supermarket listing; trap: msg 2 weight/size "在工廠規格表上，晚點拍給你" -> only the pack count is filed, msg 3 gift box "像阿嬤的灶腳IG那樣" (form stated in words), msg 6 style "參考我存的圖" -> described in words when asked (質樸、手作感); correction: specification 一包10片 (msg 2) -> 一包5片 (msg 5); unknown: preferred_materials.
 * - website: owner of 小樹英語 kids' English school in 竹北 (old Wix site), new site with trial-class booking; trap: msg 4 competitors "整理在Google文件裡，晚點貼給你" -> when asked can't find it, skipped; msg 5 budget "在我先生的Excel裡" -> after checking, 12萬 when asked; correction: languages 中文就好 (msg 3) -> 中英文 (msg 6); unknown: competitors.
 * - other: 阿哲, coffee-truck owner in 台中 (weekend markets at 審計新村/勤美), truck wrap and menu board; trap: msg 1 truck size "車行的圖上，再拍給你" (no field value), msg 4 style "高雄浮游咖啡的IG，看了就對了" -> described in words when asked (復古、溫暖、老派美式餐車), msg 5 deadline "女朋友Excel裡" -> volunteered after checking in msg 7 (3月上旬前); correction: collaboration_notes 只跟我聯絡 (msg 6) -> 兩個人一起看稿決定 (msg 8); unknown: colors_and_elements.
 * - residential_space: 佩君, 高雄長庚輪班護理師, 鼓山區美術館附近中古公寓整間翻修 (先生在家接案、國小兒子、柴犬); trap: msg 0 points at a 591 listing for layout/size (given in words in msg 5: 28坪, 三房兩廳兩衛) and age (asked: "591上有寫，想不起來" -> skipped), msg 2 points at photos (problem still said in words), msg 3 points at a Pinterest board (style also said: 北歐風、淺色木頭; colours asked -> skipped), msg 4 points at husband's Excel but gives 180萬; correction: budget 180萬 (msg 4) -> 150萬 (msg 6); unknown: age, colors_and_elements.
 * - commercial_space: 雅雯, 台南第二代眼鏡行老闆, 搬到中西區府前路新店面(一樓店面+二樓驗光室); trap: msg 1 points at the landlord's floor-plan PDF for size (given in words in msg 5: 27坪), msg 4 points at a Tokyo optical shop on IG (style also said: 很乾淨、像藝廊; colours asked -> "IG那間，說不出來" -> skipped); correction: opening_date 2026-07-01 (msg 6) -> 2026-07-08 (msg 7); unknown: colors_and_elements, unique_design.
 * - exhibition_space: 蘇經理, 屏東萬丹紅豆食品「豆之鄉」業務經理, 第一次自己參加台北國際食品展(南港1館); trap: msg 1 points at the organiser's manual for booth location, msg 3 points at the manual for move-in (asked: checked -> 6/22), msg 5 points at the boss's phone photos of a Tokyo wagashi booth (style also said: 有溫度、木頭竹編; unique_design asked -> skipped); correction: space_size 36 m2 (msg 1) -> 54 m2 (msg 7); unknown: unique_design.
 */
/* Writer's note (ko-KR, batch 117)
 * - brand_design: 윤다혜, 30대 강아지 미용실 '몽실살롱' 사장, 대전 유성구 봉명동, 도안동 2호점 앞두고 로고·브랜드 전체 리뉴얼; trap: msg 1: current logo only on Instagram (handle @mongsil_salon is filed as brand_website, the logo itself gives nothing); msg 2: style on a Pinterest board sent later -> nothing, style given in words msg 6; msg 5: trademark papers with her husband -> registration_status in_progress when asked; correction: expected_deadline mid-March 2026 (msg 5) -> early April 2026 (msg 7); unknown: need_registration_assistance.
 * - packaging_design: 이준호, 30대, 서산 '해미방앗간' 2대(아버지 30년), 저온 압착 참기름·들기름 병 라벨과 추석 2병 선물세트; trap: msg 2: bottle size in the supplier's catalog PDF -> given in words msg 5 (180ml 유리병, 두 병); msg 2: father's handwritten label photo -> no style/colour, style in words msg 6, colours skipped when asked; msg 3: photos of other brands on the shelf -> nothing; correction: expected_deadline late July 2026 (msg 3) -> late June 2026 (msg 6); unknown: colors_and_elements.
 * - website: 김민석, 40대, 경주 황리단길 한옥 스테이 '달빛한채'(방 3개), OTA 수수료 줄이려 직접 예약 홈페이지(한/영/일); trap: msg 1: only a Naver blog (address blog.naver.com/dalbit_hanok filed as url); msg 2: reference sites in his wife's Excel -> competitors skipped when asked (file not found); msg 2: mood saved on Instagram, screenshots later -> style given in words msg 5; correction: budget 8,000,000 KRW (msg 4) -> up to 10,000,000 KRW (msg 6); unknown: competitors.
 * - other: 오정란, 40대, 전남 순천 낙안면 마을 협동조합 사무장, 군 보조금 '마을여행' 사업용 일러스트 마을 지도(입구 안내판 + 접이식 리플렛); trap: msg 1: sign size in the county office's letter, photo later -> no size filed; msg 3: village photos on Google Drive -> nothing; msg 7: deadline in the subsidy manual -> when asked, design by late September 2026; correction: collaboration_notes she decides herself (msg 4) -> village steering committee, first Monday monthly (msg 6); unknown: colors_and_elements.
 * - residential_space: 강동수, 60s retired railway civil servant, bought an old 2-storey detached house in 전주 효자동 to live with his wife (grandchildren visit on holidays), full remodel; trap: msg 1: size and build year "in the 건축물대장, will send a photo" -> size 38평 given when asked, age skipped (paper lost); msg 4: daughter's Pinterest link -> style only from his words "따뜻하고 단정한"; msg 5: wife's Excel -> budget 1억5천 then corrected; correction: budget 1억 5천 (msg 5) -> 1억 2천까지 (msg 6); unknown: age.
 * - commercial_space: 한미경, hair-salon owner of 12 years moving her salon across the street to a 2nd-floor space in 청주 복대동; trap: msg 0: her Instagram handle for the mood -> no style from it; msg 1: area "in the lease at home", only "두 배쯤" -> 28평 given when asked; msg 3: a 성수동 salon's Instagram -> style from her words in msg 4 (차분하고 고급스러운데 딱딱하지 않은); correction: opening_date 4월 1일 (msg 5) -> 5월 초 (msg 6); unknown: unique_design.
 * - exhibition_space: 윤태오, marketing lead at 오송 smart-farm equipment startup 그린루프, first booth (vertical-farm LED and nutrient dosers, live lettuce rack) at an April agri-tech fair at 대구 엑스코; trap: msg 1: hall number "in the organiser's layout PDF" -> address only 대구 엑스코; msg 2: move-in/move-out "in the exhibitor manual" -> entry 4월 14일 given when asked, exit skipped; msg 4: photos of a Dutch booth to send later -> style only from his words when asked (깔끔하고 밝은 연구소 같은); correction: space_size 9㎡ (msg 1) -> 18㎡ (msg 5); unknown: exit_date.
 */
export const hundredAndSeventeenthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout117-brand-en-duluth-sauna-trailers",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi! Jen Lindqvist here. I run Kuuma, a wood-fired sauna business in Duluth. We have two sauna trailers parked on the Lake Superior shore that people rent by the hour, plus cold plunge sessions and private bookings for birthdays and bachelorette parties. Our logo right now is something my nephew made in Canva in 2021 and it honestly looks like a pizza place. I want a real identity, logo, colors, the whole thing, because we're getting a third trailer and it needs to be wrapped.",
      "The story behind the name is on our About page at kuumasauna.com, my sister wrote it way better than I could ever tell it. Instagram is @kuumaduluth, that's where most people actually find us.",
      "What I need it to fix: people think we're a hot tub rental or some kind of spa. We're not fancy, it's a sweaty Finnish thing where you jump in a freezing lake. Also the Canva logo falls apart on the trailer, it's pixelated from across the parking lot.",
      "Customers are mostly 25 to 45, outdoorsy, lots of winter runners and fat-bike people, some UMD students on student night, and a growing group of older Finnish-American folks from the Iron Range who grew up with a sauna in the backyard.",
      "For style I made a Pinterest board, I'll send you the link tonight. Basically I like Scandinavian but not cold or IKEA-ish. Warm, a bit handmade, like a woodcut print.",
      "Timing, ideally by the end of March, before we open spring bookings.",
      "On the trademark, I filed the name with the USPTO last fall. Still pending as far as I know.",
      "Oh wait, scratch the end of March. Tasha, my business partner, says the third trailer doesn't get here until May anyway, so mid-April for the design is fine. We just want it wrapped before Memorial Day."
    ],
    "whenAsked": {
      "brand_name_story": "OK, short version: kuuma means hot in Finnish. My grandma Aili used to yell it at us kids whenever we threw too much water on the stones at the family sauna up in Cook. So it's kind of a family joke.",
      "colors_and_elements": "They're all on the Pinterest board, I'm really bad at describing colors. I'll just send it.",
      "need_registration_assistance": "Hmm, I don't know yet. Tasha's cousin is a lawyer and might be handling it, let me get back to you on that.",
      "key_considerations": "It has to work huge and tiny: on the side of a trailer, embroidered on the wool hats we sell, and as a little Instagram icon. And please, nothing that looks like a spa with lotus flowers.",
      "other_design_requirements": "Gift cards and a sandwich board sign for the beach would be great.",
      "collaboration_notes": "Tasha and I decide together. Text is best, we're at the lake most days."
    },
    "otherwise": "No strong feelings on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "wood-fired sauna business",
          "a real identity"
        ]
      },
      "products_or_services": {
        "said": 0,
        "text": [
          "sauna trailers",
          "cold plunge",
          "private bookings"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Duluth"
        ]
      },
      "brand_website": {
        "said": 1,
        "text": [
          "kuumasauna.com",
          "@kuumaduluth"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "hot tub rental",
          "pixelated"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "25 to 45",
          "outdoorsy",
          "Finnish-American"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "not cold or IKEA-ish",
          "woodcut print"
        ]
      },
      "registration_status": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "in_progress"
          ]
        }
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
      "brand_name_story": {
        "said": "asked",
        "text": [
          "hot in Finnish",
          "grandma Aili"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "side of a trailer",
          "nothing that looks like a spa"
        ]
      }
    }
  },
  {
    "id": "heldout117-packaging-en-leicester-shito-jars",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi, I'm Abena. I work days as a lab tech at the Royal Infirmary in Leicester and at weekends I make shito, which is a Ghanaian black pepper sauce: dried fish, prawns, chilli and onions cooked down in oil for hours. It's my mum's recipe. I've been selling it in plain jars with a printed address label on top, and now a couple of shops have asked to stock it I need proper packaging.",
      "People eat it with everything, kenkey, jollof, fried eggs, noodles, even on toast. It keeps for months in the cupboard once it's sealed. I do two heats, original and extra hot.",
      "The jar details are all on the supplier's spec sheet, I'll forward it to you when I find the email.",
      "At the moment it's Leicester Market on Saturdays and my Instagram, people DM me and I post it out. The two shops are an African grocery on Narborough Road and a deli in Stoneygate. Ideally all sorted by Easter.",
      "What makes it different is it's made in small batches the proper way, no shortcuts, no MSG, and it's not swimming in oil like the big brands. There are loads of reviews in my Instagram highlights if you want to see what people say.",
      "My customers are about half Ghanaian and Nigerian families who grew up with shito, and half younger people who found it on TikTok and want to try something new. That second lot need a bit of explanation on the jar, what it is and how to eat it. For the look, I've made a Pinterest board called 'shito glow up', it says it better than I can.",
      "Packaging-wise I'm thinking a label on each jar, and a little gift set with the two heats together for Christmas and Eid. Oh and I found the spec sheet: the jars are 200 ml hexagonal glass with a gold lid, 180 g of sauce in each.",
      "Sorry, change of plan on timing. The Narborough Road shop wants it on the shelf before Ramadan, so I'd need the design done by 6 February, not Easter. Is that doable?"
    ],
    "whenAsked": {
      "preferred_style": "Bold and warm, a bit like the old hand-painted shop signs back in Accra, but clean enough to sit on a deli shelf. Not the usual kente-print cliché.",
      "colors_and_elements": "Honestly I haven't thought about colours at all yet. I'd rather see what you come up with.",
      "preferred_materials": "Paper labels are fine for the jars. For the gift set something recyclable, card rather than plastic.",
      "key_considerations": "All the allergen info has to fit, fish and crustaceans especially, and the label has to cope with a bit of oil on the jar without smudging.",
      "other_design_requirements": "Maybe a little card to tuck in with the Instagram orders, if it's cheap.",
      "collaboration_notes": "WhatsApp is best, I can't take calls at work. My mum gets a say on anything with her name on it."
    },
    "otherwise": "No strong feelings on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "shito",
          "proper packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Leicester"
        ]
      },
      "product_description": {
        "said": 0,
        "text": [
          "black pepper sauce"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "200 ml hexagonal glass",
          "180 g"
        ]
      },
      "packaging_form": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "bottle_jar",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "small batches",
          "no MSG"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "Ghanaian and Nigerian families",
          "TikTok"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "Leicester Market",
          "Instagram",
          "Narborough Road"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "hand-painted shop signs",
          "Not the usual kente-print"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "Paper labels",
          "recyclable"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-06",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "allergen",
          "without smudging"
        ]
      }
    }
  },
  {
    "id": "heldout117-website-en-kwun-tong-bouldering",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hey, I'm Wing. My friend Dickson and I run Crux Lab, a bouldering gym on the 11th floor of an industrial building in Kwun Tong. We opened in 2023 and it's going well, but every booking still comes through WhatsApp to my phone and I spend my evenings replying instead of climbing. I want a proper site where people can book and pay for sessions and classes themselves.",
      "We do have a site, someone built it for us when we opened, the link's in our Instagram bio. Nobody has touched it in a year though.",
      "Dickson wrote the list of pages we need in a Google Doc, I'll get him to share it with you. The main thing is booking: day passes, 10-visit packs, monthly memberships, intro classes, and kids' classes on weekends.",
      "Most of our climbers are office workers in their 20s and 30s from Kowloon East who come after work, plus university students. On weekends parents bring their kids for the kids' classes. Quite a lot of foreigners working in Hong Kong too.",
      "Language-wise, English and Traditional Chinese.",
      "For the vibe, look at the gym in Melbourne I sent you on WhatsApp, that kind of thing. Raw, concrete, bright colour pops like our holds. Not corporate at all.",
      "Oh, Dickson just reminded me, loads of mainland students from HKUST come at weekends. So we need Simplified Chinese too: English, Traditional and Simplified Chinese.",
      "We'd like it live before our summer kids' camp sign-ups open on 1 May. Dickson has the budget in his spreadsheet, I don't want to give you the wrong number."
    ],
    "whenAsked": {
      "url": "Just checked the bio, it's crux-lab-hk.wixsite.com/home. A free Wix thing.",
      "category": "Mainly a booking site, with payments.",
      "main_pages": "Dickson's doc says: Home, Pricing, Classes, Kids, Book now, About us, Contact. Maybe a page for new routes too.",
      "competitors": "The Melbourne one, I honestly can't remember the name, it's buried in the chat somewhere. Can I get back to you?",
      "budget": "Asked Dickson. He says no more than HK$80,000 for everything.",
      "key_considerations": "It has to work perfectly on phones, people book on the MTR. And payment by FPS and credit card, PayMe too if possible.",
      "other_design_requirements": "We'd need photos, our current ones are all from phones."
    },
    "otherwise": "No preference really, up to you.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bouldering gym",
          "book and pay"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Kwun Tong"
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
      "problem_need": {
        "said": 0,
        "text": [
          "every booking still comes through WhatsApp"
        ]
      },
      "url": {
        "said": "asked",
        "text": [
          "crux-lab-hk.wixsite.com"
        ]
      },
      "main_pages": {
        "said": "asked",
        "text": [
          "Pricing",
          "Classes",
          "Book now"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "English",
          "Traditional",
          "Simplified Chinese"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "office workers",
          "university students",
          "kids"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "Raw, concrete",
          "bright colour pops",
          "Not corporate"
        ]
      },
      "budget": {
        "said": "asked",
        "value": {
          "kind": "money",
          "amount": 80000,
          "currency": "HKD",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work perfectly on phones",
          "FPS"
        ]
      }
    }
  },
  {
    "id": "heldout117-other-en-duluth-ore-boat-card-game",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hello. My name is Gary Lindqvist. I taught earth science at Denfeld High in Duluth for 31 years and retired in 2022, and since then I've been designing a card game about the ore boats on Lake Superior. It's called Hull Down. Players run shipping lines and race to get their cargo across the lake before the November gales shut the season. I've playtested it for two years at the library and at a game store over in Superior, and it's ready for real artwork.",
      "What I need: the cards, the box and the rulebook. The full card list is in my Google Sheet and the rules are a 12-page PDF, I'll email both over.",
      "For the art, there's an illustrator on Instagram whose freighter paintings I love. I'll send you the account. That's the feel I'm after.",
      "Who it's for: families who play things like Ticket to Ride, and the Great Lakes maritime crowd. Every summer thousands of people stand on the canal pier watching the boats come under the bridge, and they'd buy this in a heartbeat. The gift shop at the Maritime Visitor Center already said they'd carry it.",
      "The plan is a Kickstarter. My daughter Karin handles that side, she's down in Minneapolis. We want the art finished by the end of June so the campaign can go live in September.",
      "I went through the sheet. It's 48 ship and cargo cards and 16 weather cards, so all told 64 cards, plus a box and a rulebook. The ships are all real ones. The Edmund Fitzgerald is not in it, out of respect.",
      "Karin just called. The Kickstarter video needs finished art to show, so the art has to be done by May 15, not the end of June. Sorry to change it on you.",
      "Karin and I decide together, but she's the one with the eye for it. Email suits me, Zoom if we have to. I'm not much of a texter."
    ],
    "whenAsked": {
      "problem_need": "Right now it's hand-drawn cards in plastic sleeves. Nobody backs a Kickstarter that looks like that. It has to look like a real published game.",
      "preferred_style": "I'm no good with art words, I'm afraid. I'll send you her Instagram, that's the best I can do.",
      "colors_and_elements": "The ships should be accurate, real hull colors, the red hulls and so on. And I'd like the Aerial Lift Bridge on the box somewhere.",
      "key_considerations": "The cards have to be readable from across the table, and color-blind friendly. One of my regular playtesters is color-blind and he's the best player we've got."
    },
    "otherwise": "No particular preference on that.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "card game",
          "ore boats on Lake Superior"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Duluth"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "64 cards",
          "a box and a rulebook"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "hand-drawn cards",
          "real published game"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "families",
          "Great Lakes maritime crowd"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "real hull colors",
          "Aerial Lift Bridge"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-15",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "readable from across the table",
          "color-blind friendly"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "Karin and I decide together",
          "Email"
        ]
      }
    }
  },
  {
    "id": "heldout117-residential-en-denver-ranch-pinterest",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi, Gary Kowalski here. My wife Denise and I just closed on a little detached brick ranch in Harvey Park, southwest Denver, and we want to redo most of the inside before we move in. We're downsizing from the two-story in Littleton where we raised the kids. I retired from Denver Fire last fall, so I've got time, just not much patience for stairs anymore.",
      "All the square footage and room sizes are on the listing, I'll text you the Zillow link. Right now it's three bedrooms, one and a half baths, a living room and a little galley kitchen, plus a basement that's half finished.",
      "What we want to change: the only full bath is tiny and has a tub I can barely step over, the galley kitchen is closed off from everything, and the basement smells damp every time it rains. Denise wants the kitchen opened up to the living room.",
      "It'll just be the two of us plus Biscuit, our old beagle. But we've got four grandkids who sleep over most weekends, so one bedroom needs to be bunk-bed central.",
      "Denise cooks a lot, she cans tomatoes and salsa every August. I do woodworking in the garage and I'm the guy who watches Broncos games way too loud. Sunday dinner is the whole family, usually ten or twelve people. We were hoping to be moved in by Memorial Day.",
      "Style, Denise has a Pinterest board called 'Ranch redo' with like 300 pins, she says that's the look. I'll have her share it with you. Main thing for me: everything we need on one floor and a curbless shower, because my knees are shot. And fix the damp basement properly before anything pretty goes in.",
      "OK, Denise just read it off the listing: 1,150 square feet, not counting the basement. The budget's in her Excel sheet, I don't have it on me.",
      "Scratch Memorial Day. Denise reminded me the Littleton house doesn't close until July 10, so we'll move in Saturday July 11."
    ],
    "whenAsked": {
      "age": "Built in '56, so about 70 years old.",
      "budget": "Denise just texted me the number from her spreadsheet: $95,000 all in, and she wants to stay under that.",
      "preferred_style": "Honestly you'd have to ask Denise, it's all on that board. I couldn't describe it to you without getting it wrong.",
      "colors_and_elements": "Colors? No clue yet, we haven't gotten that far.",
      "other_design_requirements": "If you can help with lighting that'd be great, the place is dark as a cave at night.",
      "collaboration_notes": "Text me, but run anything about the kitchen past Denise. She has the final say there.",
      "number_of_visits": "We're in town, so come out as often as you need to."
    },
    "otherwise": "No strong feelings on that one, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "redo most of the inside",
          "downsizing"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Harvey Park, southwest Denver"
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
      "layout": {
        "said": 1,
        "text": [
          "three bedrooms, one and a half baths",
          "galley kitchen"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "tub I can barely step over",
          "closed off",
          "smells damp"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "the two of us",
          "beagle",
          "grandkids"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "cans tomatoes",
          "woodworking",
          "Sunday dinner"
        ]
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "on one floor",
          "curbless shower",
          "damp basement"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 1150,
          "unit": "ft2"
        }
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-07-11",
          "precision": "day"
        }
      },
      "age": {
        "said": "asked",
        "value": {
          "kind": "number_with_unit",
          "amount": 70,
          "unit": "years"
        }
      },
      "budget": {
        "said": "asked",
        "value": {
          "kind": "money",
          "amount": 95000,
          "currency": "USD",
          "bound": "at_most"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout117-commercial-en-bristol-wine-bar-floorplan",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi, Femi here. I'm opening a small wine shop with a tasting bar on Gloucester Road in Bristol, in what used to be a key-cutting and shoe repair place. Twelve years as a sommelier in hotels and now I'm finally doing my own thing. It's called Thirsty Moth.",
      "The agent's floor plan has all the measurements, I'll email you the PDF tonight. It's a long narrow unit with a tiny back room and a loo. At the moment it's all strip lights and a suspended ceiling, so the main job is making it feel like somewhere you'd want to sit for an hour, not a shop you run in and out of.",
      "The people I'm after are locals from Bishopston and Redland, thirties to sixties, who like wine but get put off by snobby wine shops. When they walk in I want it to feel like a friend's kitchen, nobody judging what they order.",
      "There's a place in Clifton doing something similar, I'll send you their Instagram, have a look, that's the vibe I don't want. The difference is everything we pour comes from small growers I've actually met, and you can drink any bottle off the shelf at the bar for a tenner corkage. Size-wise I think it's about 70 square metres.",
      "Style: think old Lisbon tasca. Tiles, dark wood, warm low light. Colour-wise I'd love a deep green somewhere and terracotta, but please no black walls with neon, every new bar in Bristol has that.",
      "Opening date, the lease says how many weeks of rent-free fit-out we get, I'll have to dig it out and check.",
      "Right, opened the PDF properly: it's 62 square metres including the back room, not 70. My mistake.",
      "What matters most to me is the wine being stored properly. That front window gets hot in summer, so I need some kind of temperature-controlled wall. And the council is fussy about shopfronts on Gloucester Road, so anything outside will have to go through planning."
    ],
    "whenAsked": {
      "opening_date": "Found it in the lease: eight weeks rent-free from getting the keys on 2 March, so we're aiming to open on Friday the 1st of May.",
      "budget": "That's all in the cash-flow sheet my accountant did, and honestly I don't remember the fit-out figure off the top of my head. I'd rather check than give you a wrong number.",
      "unique_design": "Not sure yet, to be honest. Maybe that's where you come in.",
      "other_design_requirements": "Yes, the sign outside and a big chalkboard for the wine list.",
      "collaboration_notes": "Email's best, a quick update once a week. I make the calls, it's just me.",
      "plans_after_project": "If it works, maybe a second one in Bath in a couple of years."
    },
    "otherwise": "No preference really, happy to go with what you suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "wine shop with a tasting bar"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Gloucester Road in Bristol"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "strip lights",
          "somewhere you'd want to sit for an hour"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "Bishopston and Redland",
          "put off by snobby wine shops"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "friend's kitchen",
          "nobody judging"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "small growers I've actually met",
          "tenner corkage"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "old Lisbon tasca",
          "dark wood"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "deep green",
          "terracotta",
          "no black walls with neon"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 62,
          "unit": "m2"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "temperature-controlled wall",
          "through planning"
        ]
      },
      "opening_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "day"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout117-exhibition-en-hobart-oyster-buoys",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi, I'm Sophie Tran. I look after marketing (and honestly most other things) at Tidewell, we're a twelve-person company in Hobart that makes solar-powered water-quality buoys for oyster and salmon farms. They sit out in the lease and send temperature, salinity and dissolved oxygen readings to the farmer's phone. We've booked our first proper stand at AquaPro Expo at the Brisbane Convention & Exhibition Centre and need someone to design it. Up to now we've only ever done a trestle table and a pull-up banner.",
      "Our stand number and the exact size are on the floor plan PDF the organisers emailed, I'll forward it once I dig it out. It's a corner one near the café, that much I know. The show opens Wednesday 20 May and runs three days.",
      "Who we want to meet: farm managers and owners mostly, oyster growers from Tassie, SA and NSW, plus the environment people from the big salmon companies. And a couple of distributors in New Zealand and Chile we've been emailing for a year but never met in person. Not really the public.",
      "For the look, have a squiz at Blue Reef Systems' Instagram, their stand at last year's show is exactly what we don't want, all shiny screens and no product. We're after the opposite: honest, a bit rugged, raw timber and rope, like a working oyster lease, but clean enough that it still says tech company.",
      "Brand-wise we're the farmer's mate, not some Silicon Valley thing. Half our team grew up on farms. We want people to walk onto the stand and feel like they can ask a dumb question and get a straight answer.",
      "Budget, the boss signed off $35,000 for design and build, everything except our flights and accommodation. We'll need power for sure, there's a live dashboard on a screen and the demo buoy needs charging. And water, we want a tank with a real buoy bobbing in it.",
      "Sorry, correction on the money. Just reread the boss's email and it's $32,000 all up, he's taking the freight for the tank out of the same pot. Bump-in and bump-out times are in the exhibitor manual, I'll have to check those.",
      "What matters most: the tank can't leak on the venue carpet, the organisers were very clear about that, and the whole stand has to pack onto one pallet so we can ship it home to Hobart. We'd like to reuse it at the Adelaide show in September."
    ],
    "whenAsked": {
      "space_size": "Found the PDF. Stand C14, it's 6 metres by 4, so 24 square metres.",
      "entry_date": "Checked the manual: bump-in is Monday 18 May, from 8am.",
      "exit_date": "Bump-out is Friday 22 May, after the show closes at 3pm.",
      "unique_design": "No idea yet, honestly. That's the bit I'm hoping you'll come up with.",
      "colors_and_elements": "Our logo's navy and a sort of kelp green, so those. No bright orange, it reads as a safety warning out on the water.",
      "other_design_requirements": "Maybe a one-page flyer with the specs, if that's not a huge extra job.",
      "collaboration_notes": "Email me, and the boss Graham signs off on the final design."
    },
    "otherwise": "No real preference on that one, whatever you reckon works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "water-quality buoys",
          "first proper stand"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Brisbane Convention & Exhibition Centre"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-05-20",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "oyster growers",
          "distributors"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "a bit rugged",
          "raw timber and rope"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "the farmer's mate",
          "get a straight answer"
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
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 32000,
          "currency": "AUD"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "can't leak",
          "one pallet"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "Adelaide show in September"
        ]
      },
      "space_size": {
        "said": "asked",
        "value": {
          "kind": "number_with_unit",
          "amount": 24,
          "unit": "m2"
        }
      },
      "entry_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-05-18",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-05-22",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout117-brand-zh-tainan-herbal-shop-third-gen",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我叫冠宇，家裡在台南中西區開中藥行「瑞生堂」，我是第三代。今年我們要推自己的漢方茶包，所以想把整個品牌重新整理，logo跟整套識別都要重做。現在店門口那塊是阿公那時候請書法老師寫的招牌，照片我等一下用LINE傳給你看。",
      "店名的由來我爸比較清楚，阿公當年好像有寫在一本舊帳本的第一頁，我回去翻出來再拍給你。",
      "現在店裡主要是抓藥、配四神湯料跟冬天的燉補包，新的是三款漢方茶包：紅棗枸杞、黑豆牛蒡、洛神烏梅。",
      "老實說來店裡的大多是五六十歲的老客人，年輕人經過都以為我們只是賣藥的老店，不太敢進來。我想讓25到40歲、有在注意養生的上班族覺得我們是可以自己喝、也可以拿來送禮的品牌。",
      "風格的話我有做一個Pinterest板，存了很多我喜歡的東西，連結我貼給你，你看一下大概就知道我要的感覺了。",
      "網站我們還沒有，只有FB粉專，搜尋「瑞生堂中藥行」就找得到。",
      "商標的部分，我爸說應該有註冊過。",
      "啊抱歉，剛剛打電話問我爸，他說是阿公那時候想註冊但後來沒辦成，所以其實還沒註冊。如果你們可以幫忙申請的話就太好了，我們完全不懂。",
      "時間的話，茶包預計8月要上架，所以設計最好6月底前可以完成。"
    ],
    "whenAsked": {
      "brand_name_story": "我問到了，「瑞」是阿公名字裡的字，「生」是希望來抓藥的人身體健康、生生不息，所以叫瑞生堂。",
      "preferred_style": "硬要用講的話，就是簡單、有一點日式老舖的感覺，安靜、有質感，不要做得像網美店那樣花。",
      "colors_and_elements": "顏色我還沒想到耶，等你們提案再說好了。",
      "key_considerations": "老客人還是要認得出是我們家，阿公的書法字希望能保留一點感覺，不要整個換掉。",
      "other_design_requirements": "茶包的外盒之後可能也要麻煩你們，不過先做品牌。"
    },
    "otherwise": "這個我沒有特別想法，你們專業判斷就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "漢方茶包",
          "logo跟整套識別都要重做"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南中西區"
        ]
      },
      "brand_name_story": {
        "said": "asked",
        "text": [
          "阿公名字裡的字",
          "生生不息"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "抓藥",
          "燉補包",
          "漢方茶包"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "25到40歲",
          "注意養生的上班族"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "以為我們只是賣藥的老店",
          "拿來送禮的品牌"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "簡單",
          "日式老舖"
        ]
      },
      "brand_website": {
        "said": 5,
        "text": [
          "FB粉專",
          "瑞生堂中藥行"
        ]
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
        "said": 7,
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "老客人還是要認得出",
          "書法字"
        ]
      }
    }
  },
  {
    "id": "heldout117-packaging-zh-sanxing-scallion-pancake",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是宜蘭三星的小農，家裡種三星蔥二十幾年了，前年開始跟我先生自己做冷凍蔥油餅，之前都是透明塑膠袋加一張手寫貼紙在賣。最近有超市在問能不能上架，所以想把包裝好好做一下。",
      "產品就是手工蔥油餅，生的冷凍餅皮，客人拿回家不用退冰，平底鍋直接煎就好，喜歡的可以加個蛋。我們的蔥用量很多，一片裡面蔥差不多佔三成，都是自己田裡當天拔的。",
      "規格的話工廠那邊有給一張規格表，重量尺寸都寫在上面，我晚點拍照LINE給你。一包目前是裝10片。",
      "包裝我想要夾鏈袋，然後過年可以再做一個送禮用的禮盒，像我們常買的那家「阿嬤的灶腳」IG那樣，我把連結貼給你，你看一下就知道了。",
      "客人大部分是台北的上班族跟小家庭的媽媽，想要很快就有一餐、又吃得安心的。現在是在我們的蝦皮賣場跟宜蘭的農會超市賣，之後希望可以上全聯。",
      "啊對了，剛剛說一包10片，我先生說超市那邊建議改成一包5片，比較好放冷凍櫃，價錢也比較親民，所以以一包5片為準喔。",
      "風格就參考我手機裡存的那些圖，我等一下整理好再一起傳。時間的話希望3月中前設計可以好，4月要跟超市談上架。"
    ],
    "whenAsked": {
      "specification": "重量我真的要看那張表，我記得一片大概110還是120公克吧，不太確定，一包就是5片。",
      "preferred_style": "用講的喔…就是質樸、有手作感，讓人想到田裡那種，不要太花俏。",
      "colors_and_elements": "綠色一定要有，蔥的那種綠。不要用紅配金那種太俗的年節色。",
      "preferred_materials": "材質我不懂耶，冷凍的應該有一些限制吧？你們建議就好。",
      "key_considerations": "冷凍會結霜，上面的字不能糊掉，營養標示那些也要放得下。",
      "unique_selling_point": "蔥多！還有我們是自己種自己做，不是外面批來的蔥。"
    },
    "otherwise": "這個都可以，看你們怎麼建議。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "三星蔥",
          "冷凍蔥油餅"
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
          "生的冷凍餅皮",
          "平底鍋直接煎"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "蔥差不多佔三成",
          "自己田裡當天拔的"
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
      "target_audience": {
        "said": 4,
        "text": [
          "台北的上班族",
          "小家庭的媽媽"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "蝦皮",
          "農會超市",
          "全聯"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "一包5片"
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
      "preferred_style": {
        "said": "asked",
        "text": [
          "質樸",
          "手作感"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "綠色",
          "不要用紅配金"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "結霜",
          "營養標示"
        ]
      }
    }
  },
  {
    "id": "heldout117-website-zh-zhubei-kids-english",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我在竹北經營一間兒童美語教室，叫「小樹英語 Little Tree」，開六年了，學生大概一百二十個。現在的網站是好幾年前我自己用Wix拉的，很舊，手機看版面都跑掉，家長常常跟我說找不到課表。",
      "網址是 littletree-english.com.tw，你可以先去看看有多慘😂",
      "這次最想要的是家長可以直接在網站上預約試聽課，不要再一個一個LINE我約時間。頁面大概就是首頁、課程介紹、師資介紹、試聽預約、常見問題，再加一個家長見證。",
      "會來看網站的主要是竹北、科學園區這邊的家長，三十到四十五歲，很多是工程師家庭，很在意師資跟教學方法。語言的話中文就好。",
      "我之前有觀察幾間同業的網站，都整理在一個Google文件裡，晚點找出來貼給你。風格的話我喜歡明亮、乾淨、有一點插畫感的，但不要太幼稚。",
      "預算是我先生在管，他有一個Excel在算今年教室的開銷，網站能花多少要問他一下，那個檔案我打不開。",
      "對了，語言剛剛說中文就好，但我想到我們有兩個外師，也有幾個外籍家長，英文版還是要做，所以是中英文兩種。",
      "上線時間希望在暑期班招生前，6月中以前要上線。"
    ],
    "whenAsked": {
      "competitors": "那個Google文件我翻了一下找不到了…名字也記不太起來，抱歉，之後想到再跟你說。",
      "budget": "問到了，我先生說網站這塊抓12萬左右。",
      "key_considerations": "最重要是手機版要好用，家長幾乎都是用手機看。還有預約最好可以跟我們的Google日曆同步，不要重複約到。",
      "other_design_requirements": "課程照片可能要請人來拍，現在的都很舊。"
    },
    "otherwise": "這個我沒有特別想法，你們覺得好就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "兒童美語教室",
          "手機看版面都跑掉"
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
          "littletree-english.com.tw"
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
          "預約試聽課",
          "不要再一個一個LINE我"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "課程介紹",
          "試聽預約",
          "家長見證"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "三十到四十五歲",
          "工程師家庭"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "明亮、乾淨",
          "插畫感"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "中英文"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "budget": {
        "said": "asked",
        "value": {
          "kind": "money",
          "amount": 120000,
          "currency": "TWD"
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機版要好用",
          "Google日曆同步"
        ]
      }
    }
  },
  {
    "id": "heldout117-other-zh-taichung-coffee-truck-wrap",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我叫阿哲，在台中開一台行動咖啡車，去年十月才開始跑，主要在審計新村、勤美那邊的假日市集擺。車子是二手發財車改的，外面現在還是全白的，什麼都沒有。",
      "想請你們幫我設計車身的包膜彩繪，還有車側那塊菜單板。車子的尺寸車行有給我一張圖，上面都有標，我再拍給你。",
      "現在整台白白的，很多人經過以為我們是賣雞蛋糕的，或是根本沒注意到。想要遠遠就看得出是咖啡車，客人也會想拍照打卡。",
      "客人大多是來逛市集的年輕人跟帶小孩的家庭，也有一些住附近的熟客早上會來買。",
      "風格我超喜歡高雄一台叫「浮游咖啡」的餐車，IG是 @fuyou.coffee.truck，你看他們那種感覺就對了。",
      "時間的話，我女朋友有一個Excel排了今年所有的市集，我要等她下班問她是哪一場前要弄好。",
      "合作的話跟我一個人聯絡就好，LINE比較快，不過我白天都在烘豆，可能回比較慢。",
      "問到了！3月14號審計那場是我們今年報最大的市集，所以最好3月上旬前就全部弄好。",
      "還有剛剛說只跟我聯絡，我女朋友說她也要一起看稿，所以設計稿請同時傳給我們兩個，最後我們兩個一起決定。"
    ],
    "whenAsked": {
      "preferred_style": "用講的喔…就是有點復古、溫暖，像老派美式餐車那樣，但不要太多霓虹燈那種。",
      "colors_and_elements": "顏色還真的沒想過，看你們建議吧。",
      "key_considerations": "包膜要耐曬耐洗，車子每天都在外面跑。菜單板要可以自己換價錢，不要每次漲價就要重做一塊。",
      "address": "我們在台中南屯，市集都在西區那一帶。"
    },
    "otherwise": "這個都可以啦，你們決定就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "行動咖啡車",
          "二手發財車"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "車身的包膜彩繪",
          "菜單板"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "以為我們是賣雞蛋糕的",
          "遠遠就看得出是咖啡車"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "逛市集的年輕人",
          "帶小孩的家庭"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "復古、溫暖",
          "老派美式餐車"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "early",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 8,
        "text": [
          "同時傳給我們兩個",
          "我們兩個一起決定"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "耐曬耐洗",
          "自己換價錢"
        ]
      }
    }
  },
  {
    "id": "heldout117-residential-zh-kaohsiung-nurse-591-link",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我叫佩君，在高雄長庚當護理師。我們剛買了一間中古公寓，在鼓山區美術館附近，想整間重新裝潢再搬進去。物件資料在591上，連結貼給你 https://sale.591.com.tw/home/house/detail/2/15873264.html ，格局跟坪數上面都有寫。",
      "住的人是我跟我先生，還有一個國小三年級的兒子，跟一隻柴犬叫豆皮🐶 我輪班，常常白天在睡覺；我先生在家接案做平面設計，兒子放學回來就在客廳寫功課。",
      "現在的問題是廚房是封閉的，又小又悶，前屋主還做了很多木作天花板，壓得很低。浴室磁磚也有點膨起來了。我晚點LINE幾張現場照片給你們，看了比較清楚。",
      "風格我有開一個Pinterest板，存了快五十張，pinterest.com/peijun_home/新家 你們看那個就知道了。簡單講就是北歐風，淺色木頭、白牆那種，不要工業風。",
      "預算的部分我先生有做一個Excel在算，他說裝潢加家具大概抓180萬。",
      "剛剛翻了一下權狀，室內大概28坪，三房兩廳兩衛。",
      "啊抱歉，我先生剛看到訊息說180萬是連冷氣、冰箱那些家電都算進去，裝潢加家具實際能用的是150萬，以150萬為準喔。",
      "入住的話希望8月底之前可以搬進去，這樣兒子9月開學可以直接從新家去上學。"
    ],
    "whenAsked": {
      "age": "屋齡喔…591那頁上面有寫，我現在一時想不起來，你們直接看連結比較準。",
      "colors_and_elements": "顏色我還沒認真想耶，Pinterest板上的我都蠻喜歡的，等你們看完再說。",
      "key_considerations": "最重要的是主臥一定要能完全遮光、隔音要好，我下夜班回來要睡覺。還有豆皮很會抓地板，地板要耐刮。",
      "important_collections": "應該沒有什麼收藏，就兒子的樂高很多而已。",
      "collaboration_notes": "LINE聯絡就好，我班表不固定，可能晚上才回。大的決定我跟先生一起討論。",
      "number_of_visits": "現場的話大概約兩三次吧，要配合我的休假。"
    },
    "otherwise": "這個我們沒有特別想法耶，你們專業建議就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古公寓",
          "整間重新裝潢"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "鼓山區"
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
      "target_audience": {
        "said": 1,
        "text": [
          "國小三年級的兒子",
          "柴犬"
        ]
      },
      "lifestyle": {
        "said": 1,
        "text": [
          "白天在睡覺",
          "在家接案"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "廚房是封閉的",
          "木作天花板",
          "磁磚"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "北歐風",
          "淺色木頭"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "ping"
        }
      },
      "layout": {
        "said": 5,
        "text": [
          "三房兩廳兩衛"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 1500000,
          "currency": "TWD"
        }
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "完全遮光",
          "耐刮"
        ]
      }
    }
  },
  {
    "id": "heldout117-commercial-zh-tainan-optical-shop-move",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我們家在台南開眼鏡行快三十年了，我是第二代，叫雅雯。今年要從原本的老店搬到中西區府前路上的新店面，想找人做整間店的室內設計。",
      "新店面的平面圖房東有給一份PDF，尺寸都在上面，我晚點email寄給你們。一樓是店面，二樓想做驗光室跟小辦公室。",
      "老店最大的問題就是太擠、太暗，客人進來根本看不清楚鏡框，驗光跟配鏡擠在同一區，完全沒隱私。新店希望動線清楚，驗光一定要有獨立的空間。",
      "客人很多是附近的老客人，五六十歲來配老花、多焦點的；但我想多抓一些二三十歲、在意鏡框設計的年輕人。我們跟連鎖店不一樣的地方是驗光很仔細，一個人驗四十分鐘，還有終身免費調整。",
      "風格可以參考我IG收藏的一間東京眼鏡店，帳號我等等找出來貼給你。我自己講不太出來，大概就是很乾淨、有點像藝廊，鏡框擺起來像展品那樣。",
      "剛剛拿捲尺量了，一樓大概15坪，二樓12坪，總共27坪左右。",
      "預算抓250萬，招牌也算在裡面。老店租約6月底到，所以希望7月1號開幕。",
      "不好意思開幕日要改一下😅 我爸翻了農民曆說7/1不好，堅持要改7月8號，開幕就以7/8為準。"
    ],
    "whenAsked": {
      "brand_value": "我們一直講的就是「看得清楚，也要戴得舒服」。希望客人進來覺得安心，不會一直被推銷。",
      "colors_and_elements": "顏色…IG那間店的配色我很喜歡，可是我說不出來是什麼顏色，你們看了就知道。",
      "unique_design": "特色喔，這個我還沒想到耶，你們有想法可以提給我看。",
      "key_considerations": "驗光室要能整個暗下來，燈光要能控制。還有老客人多，上二樓的樓梯要好走，最好有扶手。",
      "expected_deadline": "設計最好4月底前定案，5、6月施工。",
      "collaboration_notes": "平常跟我聯絡就好，LINE或email都可以，但大筆的錢要我爸點頭。"
    },
    "otherwise": "這個沒有特別要求，你們看怎樣比較好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "眼鏡行",
          "新店面"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "中西區府前路"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "太擠、太暗",
          "沒隱私"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "五六十歲",
          "二三十歲"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "驗光很仔細",
          "終身免費調整"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "很乾淨",
          "像藝廊"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
          "unit": "ping"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 2500000,
          "currency": "TWD"
        }
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-07-08",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "看得清楚，也要戴得舒服",
          "安心"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "暗下來",
          "扶手"
        ]
      }
    }
  },
  {
    "id": "heldout117-exhibition-zh-wandan-redbean-food-show",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是屏東萬丹「豆之鄉」的業務經理，敝姓蘇。我們做紅豆餡、紅豆羊羹跟一些伴手禮，今年第一次自己報名台北國際食品展，想找人幫我們設計攤位。",
      "攤位在南港展覽館1館，詳細位置跟編號都在主辦單位寄來的參展手冊裡，我手邊沒有，晚點請同事傳給你。我們買了四個標準攤位，大概36平方米。",
      "這次主要想接觸國外的買家跟代理商，尤其是日本跟東南亞，再來是國內連鎖烘焙的採購。",
      "展期是6月24號到27號。進場時間手冊上也有寫，我要再查一下。",
      "攤位上會現場煮紅豆湯給人試吃，所以水電都要，要有電磁爐的電，也要有水可以洗杯子。",
      "風格的話，我們老闆很喜歡去年在東京看到的一個和菓子攤位，照片在他手機裡，我跟他要到再傳給你們。我自己的想法是要有溫度，木頭、竹編那種台灣農村的感覺，不要冷冰冰的白色展台。",
      "預算老闆說設計加施工控制在60萬以內。",
      "啊抱歉，剛剛同事跟我說我們後來又加買了兩個攤位，現在是六個，總共54平方米，手冊裡那張平面圖是舊的不要看。"
    ],
    "whenAsked": {
      "brand_value": "我們家三代在萬丹種紅豆、自己煮餡，希望大家來攤位覺得很實在，有阿嬤家的味道。",
      "unique_design": "這個還沒想到耶，等老闆的照片傳過去你們可能比較有概念。",
      "entry_date": "我剛翻了手冊，進場是6月22號，早上8點開始可以進場布置。",
      "exit_date": "撤場是6月27號閉展之後，當天晚上要撤完。",
      "key_considerations": "試吃要煮東西，用電安全要注意，紅豆湯的蒸氣也不要弄濕產品。還有這個攤位之後想拿去其他展再用，材料要好拆好組。",
      "other_design_requirements": "如果可以的話，試吃杯跟DM也想一起設計。",
      "plans_after_project": "下半年可能會再去東京食品展，攤位希望可以重複用。"
    },
    "otherwise": "這部分沒有特別想法，你們決定就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "紅豆餡",
          "台北國際食品展"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館1館"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "國外的買家跟代理商",
          "連鎖烘焙"
        ]
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-06-24",
          "precision": "day"
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
      "preferred_style": {
        "said": 5,
        "text": [
          "有溫度",
          "木頭、竹編"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 600000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "space_size": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 54,
          "unit": "m2"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "三代在萬丹種紅豆",
          "很實在"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "entry_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-06-22",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-06-27",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "用電安全",
          "好拆好組"
        ]
      }
    }
  },
  {
    "id": "heldout117-brand-ko-mongsil-grooming-instagram",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 대전 유성구 봉명동에서 강아지 미용실 '몽실살롱' 5년째 하고 있는 윤다혜예요. 이번에 도안동에 2호점 내게 돼서 로고랑 브랜드 전체를 새로 정리하고 싶어요. 지금 로고는 개업할 때 지인이 급하게 만들어준 거라 좀 촌스러워요 ㅠㅠ",
      "지금 쓰는 로고는 인스타에 있어요. @mongsil_salon 들어가시면 보여요. 간판이랑 명함이랑 쿠폰이 다 제각각이라 손님들이 같은 가게인지 헷갈려하세요.",
      "원하는 느낌은 핀터레스트 보드에 잔뜩 모아놨어요! 링크는 이따 카톡으로 보내드릴게요~",
      "몽실은 저희 첫 강아지 이름이에요. 하얀 비숑이었는데 털이 몽실몽실해서 몽실이라고 지었어요. 작년에 무지개다리 건넜는데 그래서 이름은 절대 안 바꾸려고요.",
      "하는 건 소형견 미용이랑 목욕, 스파고요 2호점부터는 고양이 미용도 시작해요. 손님은 거의 30~40대 직장인 보호자분들이고 노견 키우시는 분들이 많아요.",
      "상표등록을 했었는지 잘 기억이 안 나요;; 남편이 서류를 다 갖고 있어서 물어보고 알려드릴게요. 2호점 오픈이 4월 1일이라 디자인은 3월 중순까지 끝나면 좋겠어요.",
      "핀터레스트 말고 말로 하자면 따뜻하고 손으로 그린 것 같은 느낌이요. 너무 귀여운 캐릭터 말고 좀 차분한 거요. 지금 쓰는 민트색은 동물병원 같아서 빼고 싶어요.",
      "앗 방금 인테리어 실장님한테 연락 왔는데 공사가 밀려서 오픈이 5월로 늦춰졌대요. 그럼 디자인은 4월 초까지만 나오면 될 것 같아요."
    ],
    "whenAsked": {
      "registration_status": "남편한테 물어봤는데 작년에 출원은 해놨고 아직 심사 중이래요.",
      "need_registration_assistance": "그건 남편이 아는 변리사한테 맡길 수도 있어서… 아직 모르겠어요.",
      "key_considerations": "간판이랑 명함, 미용 가운까지 다 똑같이 쓸 수 있어야 해요. 쿠폰 도장처럼 작게 찍어도 알아볼 수 있는 게 제일 중요해요.",
      "other_design_requirements": "명함이랑 쿠폰, 간판 정도요. 인스타 게시물 틀도 있으면 좋고요.",
      "collaboration_notes": "결정은 제가 하고요, 연락은 카톡으로 주세요. 미용 중엔 전화를 못 받아요."
    },
    "otherwise": "그건 딱히 생각해둔 건 없어요. 알아서 추천해 주세요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "2호점",
          "로고랑 브랜드 전체"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대전 유성구 봉명동"
        ]
      },
      "brand_website": {
        "said": 1,
        "text": [
          "@mongsil_salon"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "다 제각각",
          "같은 가게인지 헷갈려"
        ]
      },
      "brand_name_story": {
        "said": 3,
        "text": [
          "첫 강아지 이름",
          "털이 몽실몽실"
        ]
      },
      "products_or_services": {
        "said": 4,
        "text": [
          "소형견 미용",
          "고양이 미용"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "30~40대 직장인 보호자",
          "노견"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "따뜻하고 손으로 그린",
          "차분한"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "민트색은 동물병원 같아서"
        ]
      },
      "expected_deadline": {
        "said": 7,
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
            "in_progress"
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
          "똑같이 쓸 수 있어야",
          "작게 찍어도 알아볼 수"
        ]
      }
    }
  },
  {
    "id": "heldout117-packaging-ko-seosan-sesame-oil-catalog",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 서산에서 아버지랑 같이 방앗간 하는 이준호라고 합니다. 아버지가 30년 넘게 하신 '해미방앗간'인데 제가 작년에 회사 그만두고 들어와서 온라인 판매를 시작하려고 해요. 참기름 들기름 병 라벨이랑 추석 선물세트 상자 디자인을 맡기고 싶습니다.",
      "제품은 국산 참깨랑 들깨로 저온 압착한 참기름, 들기름이에요. 주문 들어오면 그 주에 짜서 보내는 거라 향이 확실히 달라요. 마트 참기름은 몇 달씩 진열돼 있잖아요.",
      "병 용량이랑 크기는 병 납품업체 카탈로그 PDF에 다 나와 있어서 그거 첨부할게요. 그리고 아버지가 예전에 직접 쓰신 손글씨 라벨이 있는데 사진 찍어서 보내드릴게요, 그 느낌을 살리고 싶어요.",
      "팔 곳은 일단 네이버 스마트스토어랑 방앗간 매장이고요, 추석엔 하나로마트 로컬푸드 코너에도 들어가요. 같은 코너에 있는 다른 집 제품들 사진도 찍어놨는데 같이 보내드릴게요. 디자인은 7월 말까지 나오면 될 것 같아요.",
      "사시는 분들은 주로 40~60대 주부님들이랑, 명절에 부모님 선물 고르는 30대 직장인이요. 요즘 들기름이 건강에 좋다고 젊은 분들도 꽤 찾으세요.",
      "카탈로그 찾아봤어요. 병은 180ml 유리병이고 높이는 15cm 정도, 선물세트는 참기름 한 병 들기름 한 병 해서 두 병 들어가요.",
      "아 그리고 동생이 추석 사전예약을 7월 중순부터 받는다고 해서요, 디자인은 6월 말까지는 끝나야 할 것 같아요. 느낌은 촌스럽지 않은데 너무 힙하지도 않은, 정직한 시골 방앗간 느낌이면 좋겠어요."
    ],
    "whenAsked": {
      "colors_and_elements": "색은 아직 생각 안 해봤어요. 아버지 라벨 사진 보시고 정해주셔도 돼요.",
      "preferred_materials": "상자는 종이 상자였으면 좋겠어요. 비닐 코팅은 되도록 안 했으면 하고요.",
      "key_considerations": "택배로 보내도 병이 안 깨지는 게 제일 중요하고요, 기름이 좀 묻어도 라벨이 번지지 않았으면 해요.",
      "other_design_requirements": "택배 박스에 붙일 스티커 정도 있으면 좋겠어요.",
      "plans_after_project": "반응 좋으면 내년엔 볶은 깨, 깨소금도 같이 팔아보려고요."
    },
    "otherwise": "그건 특별히 정한 거 없습니다. 괜찮은 쪽으로 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "해미방앗간",
          "온라인 판매"
        ]
      },
      "packaging_form": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "gift_set"
          ]
        }
      },
      "product_description": {
        "said": 1,
        "text": [
          "저온 압착한 참기름, 들기름"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "그 주에 짜서 보내는",
          "향이 확실히 달라요"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "스마트스토어",
          "방앗간 매장",
          "로컬푸드 코너"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "40~60대 주부",
          "30대 직장인"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "180ml 유리병",
          "두 병"
        ]
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
      "preferred_style": {
        "said": 6,
        "text": [
          "정직한 시골 방앗간 느낌",
          "너무 힙하지도 않은"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "종이 상자",
          "비닐 코팅"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "병이 안 깨지는",
          "라벨이 번지지"
        ]
      }
    }
  },
  {
    "id": "heldout117-website-ko-gyeongju-hanok-stay-excel",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 경주 황리단길 근처에서 한옥 스테이 '달빛한채' 운영하는 김민석입니다. 방 3개짜리 작은 숙소인데 지금 예약이 전부 에어비앤비랑 야놀자로만 들어와서 수수료가 너무 많이 나가요. 직접 예약 받을 수 있는 홈페이지를 만들고 싶습니다.",
      "홈페이지는 없고 네이버 블로그만 하나 있어요. blog.naver.com/dalbit_hanok 이고 숙소 사진은 거기 대충 올려놨습니다.",
      "참고하고 싶은 다른 숙소 사이트가 몇 군데 있는데 아내가 엑셀에 링크를 정리해놨어요. 원하는 분위기도 제 인스타 저장함에 잔뜩 모아놨는데 그건 캡처해서 따로 보내겠습니다.",
      "손님은 주로 서울에서 오는 30대 커플이랑 부모님 모시고 오는 가족이에요. 요즘은 일본 손님도 한 달에 열 팀 넘게 와서 한국어, 영어, 일본어 세 개는 있어야 할 것 같아요.",
      "페이지는 숙소 소개, 객실 3개 각각, 예약, 오시는 길, 주변 맛집 안내 정도면 돼요. 예산은 800만원 생각하고 있습니다.",
      "말로 하자면 조용하고 여백 많은 느낌이요. 사진 크게 보여주고 글씨는 적게요. 번쩍번쩍한 호텔 사이트 같은 건 별로예요.",
      "벚꽃 시즌이 제일 바빠서 3월 말까지는 열어야 해요. 아 그리고 아까 예산은 아내랑 다시 얘기해봤는데 수수료 아끼는 거 생각하면 천만 원까지는 괜찮대요."
    ],
    "whenAsked": {
      "competitors": "아내가 그 엑셀 파일을 어디 뒀는지 못 찾겠대요. 지금 바로는 이름이 생각 안 나네요.",
      "key_considerations": "예약이랑 결제가 휴대폰에서 쉽게 되는 게 제일 중요해요. 에어비앤비랑 날짜 겹쳐서 이중 예약 되는 일은 절대 없어야 하고요.",
      "other_design_requirements": "영어랑 일본어 번역도 맡길 수 있으면 좋겠어요.",
      "collaboration_notes": "평일 낮엔 청소하느라 바빠서 연락은 저녁에 카톡으로 주시면 됩니다."
    },
    "otherwise": "그건 특별히 생각해둔 건 없어요. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "한옥 스테이",
          "직접 예약 받을 수 있는 홈페이지"
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
      "problem_need": {
        "said": 0,
        "text": [
          "수수료가 너무 많이"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "경주 황리단길"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "blog.naver.com/dalbit_hanok"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30대 커플",
          "부모님 모시고 오는 가족"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "한국어",
          "영어",
          "일본어"
        ]
      },
      "main_pages": {
        "said": 4,
        "text": [
          "숙소 소개",
          "예약",
          "오시는 길"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "조용하고 여백 많은",
          "사진 크게"
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
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 10000000,
          "currency": "KRW",
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
          "휴대폰에서 쉽게",
          "이중 예약"
        ]
      }
    }
  },
  {
    "id": "heldout117-other-ko-naganmyeon-village-map",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 전남 순천 낙안면에 있는 작은 마을 협동조합 사무장 오정란입니다. 올해 군 보조금으로 '마을여행' 사업을 하게 됐는데 마을 전체를 그린 일러스트 지도가 필요해서 연락드렸어요.",
      "마을 입구에 세울 큰 안내판이랑, 관광객한테 나눠줄 접이식 리플렛 두 군데에 같은 지도를 쓰려고 해요. 안내판 크기는 군청에서 내려온 공문에 적혀 있는데 지금 사무실이 아니라서 나중에 사진 찍어 보낼게요.",
      "지금은 관광객들이 낙안읍성만 보고 바로 가버려요. 마을 안쪽에 300년 된 느티나무랑 할머니들이 하시는 손두부집, 천연염색 공방이 있는데 아무도 몰라요. 지도 보고 마을 안까지 걸어 들어오게 만드는 게 목표예요.",
      "마을 사진은 구글 드라이브에 잔뜩 올려놨으니 링크로 드릴게요. 오시는 분들은 주말에 아이들 데리고 오는 가족이랑 관광버스로 단체로 오시는 어르신들이 제일 많아요.",
      "결정은 제가 하면 되고요, 연락은 카톡이 편해요. 낮에는 밭에 나가 있어서 전화는 잘 못 받아요.",
      "그림은 색연필로 그린 것처럼 손맛 있는 느낌이면 좋겠어요. 옆 동네 벌교에 비슷한 지도가 있는데 너무 만화 같아서 그건 좀 아니었어요.",
      "아 그리고 방금 이장님이랑 통화했는데, 최종 결정은 제가 아니라 마을 운영위원회에서 해야 한대요. 한 달에 한 번 첫째 주 월요일에 모이니까 시안은 그 전에 받아야 할 것 같아요.",
      "마감은 보조금 사업 매뉴얼에 정산 날짜가 나와 있는데 그거 보고 말씀드릴게요."
    ],
    "whenAsked": {
      "expected_deadline": "매뉴얼 찾아봤어요. 11월 말까지 설치까지 끝내야 해서 디자인은 9월 말까지는 나와야 해요.",
      "colors_and_elements": "색깔은 아직 모르겠어요. 운영위원회 어르신들 의견이 또 다를 수도 있어서요.",
      "key_considerations": "어르신들도 읽을 수 있게 글씨가 커야 하고, 안내판은 밖에 세우니까 햇빛에 색이 바래지 않았으면 해요.",
      "plans_after_project": "잘 되면 내년엔 마을 스탬프 투어 도장이랑 엽서도 만들어보고 싶어요."
    },
    "otherwise": "그건 잘 모르겠어요. 좋은 쪽으로 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "마을여행",
          "일러스트 지도"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "순천 낙안면"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "큰 안내판",
          "접이식 리플렛"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "낙안읍성만 보고 바로 가버려요",
          "마을 안까지 걸어 들어오게"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "아이들 데리고 오는 가족",
          "단체로 오시는 어르신들"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "색연필로 그린 것처럼",
          "손맛"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "마을 운영위원회",
          "첫째 주 월요일"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-09-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "글씨가 커야",
          "햇빛에 색이 바래지"
        ]
      }
    }
  },
  {
    "id": "heldout117-residential-ko-jeonju-retiree-house",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 강동수라고 합니다. 전주 효자동에 2층짜리 단독주택을 하나 샀습니다. 작년 말에 철도청에서 퇴직하고 아파트 정리해서 집사람이랑 마당 있는 집에서 살아보려고요. 오래된 집이라 전체 리모델링을 생각하고 있습니다.",
      "집 크기나 준공연도는 건축물대장에 다 나와 있는데 그건 사진 찍어서 보내드리겠습니다. 구조는 1층에 방 둘, 2층에 방 하나 있고 화장실은 1층에만 하나 있어요.",
      "문제는 화장실이 하나뿐이라 불편하고, 겨울에 외풍이 너무 심해요. 계약하러 갔을 때 집 안에서도 입김이 나더라고요.",
      "살 사람은 저랑 집사람 둘이고, 서울 사는 딸네 가족이 명절마다 손주 둘 데리고 내려옵니다. 저는 아침마다 마당 텃밭 가꾸는 게 낙이고 집사람은 서예를 해서 먹 갈고 글씨 쓸 방이 하나 있었으면 해요.",
      "스타일은 딸이 핀터레스트인가 거기에 사진을 모아놨다고 링크를 보내준다네요. 저는 그런 건 잘 모르겠고 그냥 따뜻하고 단정한 집이면 좋겠습니다.",
      "예산은 집사람이 엑셀에 정리해 놨는데 1억 5천 정도로 알고 있습니다. 이사는 6월 초에 들어가려고 해요.",
      "방금 집사람한테 물어보니 1억 5천은 집값 치르고 남은 돈 전부고, 가구랑 이사 비용 빼면 인테리어엔 1억 2천까지라고 하네요. 정정하겠습니다.",
      "제일 중요한 건 단열이랑 난방입니다. 둘 다 나이가 있으니 계단이랑 화장실 바닥 미끄럽지 않게 신경 써 주시고요."
    ],
    "whenAsked": {
      "space_size": "대장 사진 찾아보니 연면적 38평이라고 돼 있네요.",
      "age": "그게 대장에 있었는데 종이를 어디 뒀는지 모르겠네요. 꽤 오래된 집인 건 맞습니다.",
      "colors_and_elements": "색은 잘 모르겠고, 나무 많이 쓴 거면 좋겠어요. 너무 번쩍번쩍한 건 싫고요.",
      "other_design_requirements": "마당 쪽에 데크 하나 놓을 수 있으면 좋겠는데 그것도 봐주시나요?",
      "number_of_visits": "현장은 제가 근처 사니까 몇 번이든 나가 볼 수 있습니다.",
      "collaboration_notes": "연락은 저한테 주시고, 돈 들어가는 건 집사람이랑 상의해서 정하겠습니다."
    },
    "otherwise": "그건 따로 생각해 본 게 없어요. 알아서 잘 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "단독주택",
          "전체 리모델링"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전주 효자동"
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
      "layout": {
        "said": 1,
        "text": [
          "1층에 방 둘, 2층에 방 하나",
          "화장실은 1층에만 하나"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "화장실이 하나뿐",
          "외풍이 너무 심해요"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "저랑 집사람 둘",
          "손주 둘"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "텃밭",
          "서예"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "따뜻하고 단정한"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "early"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 120000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "단열이랑 난방",
          "미끄럽지 않게"
        ]
      },
      "space_size": {
        "said": "asked",
        "value": {
          "kind": "number_with_unit",
          "amount": 38,
          "unit": "pyeong"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "나무 많이",
          "번쩍번쩍한 건 싫고요"
        ]
      }
    }
  },
  {
    "id": "heldout117-commercial-ko-cheongju-salon-move",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 청주 복대동에서 미용실 12년째 하고 있는 한미경이에요. 이번에 같은 복대동 안에서 길 건너 건물 2층으로 확장 이전하게 돼서 인테리어 상담 받고 싶어요. 지금 매장은 인스타 @mikyung_hair 보시면 분위기 아실 거예요.",
      "새 자리 면적은 임대차 계약서에 나와 있는데 지금 가게라 서류가 집에 있어요. 지금 매장보다 두 배쯤은 될 거예요. 지금은 너무 좁아서 손님들 대기할 데가 없고 샴푸대가 두 개뿐이라 주말엔 줄 서세요.",
      "손님은 30~50대 여성분들이 대부분이고 단골이 많아요. 저희는 염색 잘하는 걸로 소문나서 세종이나 오창에서도 오세요. 두피 케어까지 같이 하는 데가 이 동네엔 거의 없고요.",
      "원하는 분위기는 제가 저장해둔 서울 성수동 미용실이 있는데 거기 인스타 링크 보내드릴게요. 딱 그런 느낌이면 좋겠어요.",
      "말로 하자면 차분하고 고급스러운데 병원처럼 딱딱하지 않은 느낌? 색은 웜그레이랑 베이지에 금색 포인트 조금이요. 형광등 같은 하얀 조명은 싫어요.",
      "오픈은 4월 1일로 잡았어요. 예산은 8천만 원 정도 생각하고 있고요.",
      "방금 건물주랑 통화했는데 전 임차인이 3월 중순에야 나간대요ㅠ 오픈은 5월 초로 미뤄야 할 것 같아요.",
      "제일 중요한 건 샴푸대 배수랑 온수예요. 2층이라 배관이 제일 걱정돼요. 그리고 공사하는 동안 지금 가게는 계속 영업해야 해요."
    ],
    "whenAsked": {
      "space_size": "집에 가서 계약서 봤어요. 전용 28평이에요.",
      "brand_value": "손님이 와서 한숨 돌리고 가는 곳이요. 머리 하러 왔다가 편하게 쉬다 간다는 느낌이었으면 해요.",
      "unique_design": "글쎄요, 그건 아직 모르겠어요. 생각해 본 적이 없네요.",
      "address": "지금 가게 길 건너편이라 청주 복대동 그대로예요.",
      "other_design_requirements": "간판이랑 입구 쪽 사인도 같이 해주시면 좋겠어요.",
      "collaboration_notes": "낮엔 손님 받느라 전화 못 받아요. 카톡으로 주시면 저녁에 답할게요."
    },
    "otherwise": "그건 딱히 생각 안 해봤어요. 알아서 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "미용실",
          "확장 이전"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "복대동"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "대기할 데가 없고",
          "샴푸대가 두 개뿐"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "30~50대 여성"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "염색 잘하는",
          "두피 케어"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "차분하고 고급스러운데",
          "딱딱하지 않은"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "웜그레이랑 베이지",
          "금색 포인트",
          "하얀 조명은 싫어요"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 80000000,
          "currency": "KRW"
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
      "key_considerations": {
        "said": 7,
        "text": [
          "샴푸대 배수랑 온수",
          "계속 영업"
        ]
      },
      "space_size": {
        "said": "asked",
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "pyeong"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "한숨 돌리고 가는 곳",
          "편하게 쉬다 간다"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout117-exhibition-ko-osong-smartfarm-exco",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 충북 오송에 있는 스마트팜 장비 스타트업 그린루프에서 마케팅 맡고 있는 윤태오입니다. 4월에 대구 엑스코에서 열리는 농업기술 박람회에 처음으로 부스를 내는데, 디자인이랑 시공까지 맡아주실 곳을 찾고 있어요. 실내 수직농장용 LED 조명이랑 양액 자동공급기를 전시하려고 합니다.",
      "부스는 일단 9제곱미터 한 칸 신청했어요. 위치는 주최 측에서 보내준 배치도 PDF에 표시돼 있는데, 몇 홀인지는 그거 보시면 나와요.",
      "개막은 4월 15일 수요일이에요. 반입이랑 철수 날짜는 참가업체 매뉴얼에 있다고 들었는데 아직 제대로 못 읽어봐서 확인하고 말씀드릴게요.",
      "부스 안에 실제로 상추 키우는 수직 랙을 하나 세워서 LED 켜 두고 싶어요. 그래서 전기는 당연히 필요하고, 양액기 시연하려면 물도 들어와야 해요.",
      "분위기는 작년에 이 박람회에서 본 네덜란드 회사 부스 같은 느낌이요. 폰에 사진 찍어둔 게 있어서 나중에 보내드릴게요.",
      "아 부스 크기 정정할게요. 대표님이 어제 한 칸 추가 신청하셔서 두 칸, 18제곱미터로 바뀌었어요.",
      "만나고 싶은 분들은 개별 농가보다는 지자체 농업기술센터 담당자분들이랑 대형 유통사 바이어들이에요. 저희 장비는 기존 제품보다 전기를 30% 덜 먹는 게 제일 큰 강점이라 그게 한눈에 보였으면 좋겠어요.",
      "예산은 시공 포함해서 2500만 원까지 가능해요. 처음 하는 전시라 무엇보다 일정 안에 문제없이 세워지는 게 제일 중요하고, 살아있는 식물이라 조명이랑 물 관리가 걱정이에요."
    ],
    "whenAsked": {
      "entry_date": "매뉴얼 찾아봤어요. 반입은 개막 전날인 4월 14일 하루예요.",
      "exit_date": "철수 날짜는 매뉴얼에서 아직 못 찾았어요. 확인되면 따로 알려드릴게요.",
      "preferred_style": "사진 없이 말로 하면… 깔끔하고 밝은 연구소 같은 느낌이요. 흰 바탕에 초록 잎이 돋보이게요.",
      "brand_value": "기술은 어려워도 회사는 친근하게 보였으면 해요. 부담 없이 와서 만져보고 물어볼 수 있는 분위기요.",
      "address": "대구 엑스코인데 홀 번호는 배치도를 다시 봐야 알 것 같아요.",
      "other_design_requirements": "제품 소개 리플렛이랑 부스 뒤쪽 대형 그래픽도 같이 부탁드리고 싶어요.",
      "plans_after_project": "반응 좋으면 가을에 서울 농업 박람회에도 같은 부스 재활용해서 나가고 싶어요."
    },
    "otherwise": "그 부분은 아직 정한 게 없어요. 제안해 주시면 검토할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "농업기술 박람회",
          "수직농장용 LED"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대구 엑스코"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-15",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": 3,
        "text": [
          "상추 키우는 수직 랙"
        ]
      },
      "water_electricity_supply": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "both"
          ]
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
          "농업기술센터 담당자",
          "유통사 바이어"
        ]
      },
      "competitive_advantage": {
        "said": 6,
        "text": [
          "전기를 30% 덜 먹는"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 25000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "일정 안에 문제없이",
          "조명이랑 물 관리"
        ]
      },
      "entry_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-04-14",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "깔끔하고 밝은 연구소 같은"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "친근하게",
          "부담 없이 와서 만져보고"
        ]
      }
    }
  },
];
