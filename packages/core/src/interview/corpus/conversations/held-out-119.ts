import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 119 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: feelings first (visitors who lead with
 * how they feel and tell the facts inside it: an anxious couple, a widow keeping her late husband's bookshop, a son
 * clearing his late father's house and bakery, a shop owner burned by a landlord or a previous agency, a first-time
 * founder overwhelmed by a deadline; fears and hopes said beside amounts and dates, feelings that sound like a value
 * and are none, and numbers that are no brief values, a late father's age, the years of a bad lease; in each, one
 * correction and one or two fields not known, filed as skipped). Written in session 65 by seven writers, all 21
 * conversations. First played on 76d053f0 (with the session's first changes, before any change for it or for held-out
 * 118): 189 of 272 facts (69.4 %), 9 wrong values, 19 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 119)
 * - brand_design: Ros, recently widowed, refreshing the identity of her late husband Graeme's bookshop The Lamp Room on Princes Street, Dunedin NZ; trap: "everything's felt grey since he went" is grief, not a colour (her colours are sea green and cream, no black); "I can't change that, I won't" is about the name, not a key consideration; numbers NOT brief values: Graeme died in August, 22 years of trading, the nephew's friend's $300 logo fee, "ten years back", the 30th anniversary count (the date 12 June itself is the deadline); correction: expected_deadline Easter 2026 (msg 5) -> by 12 June 2026 (msg 6); unknown: preferred_style (she defers, "Graeme was the one with the eye").
 * - packaging_design: Mereana, first-time founder in Petone (NZ), loose-leaf native herbal tea in pouches plus a Christmas tin gift set; trap: nervous/excited framing, "terrified it'll look like a school project" is a fear not a style, rambling apology message carries no fact; NOT brief values: 11 years in insurance, nana would have been 90 "this March" (not a deadline), 5-minute steep time (not a spec), $4,000 savings (packaging has no budget field); correction: specification 50 g per pouch (msg 2) -> 30 g per pouch, 15 g tins (msg 4); unknown: preferred_materials.
 * - website: Shona and husband Dev, bridal alterations studio in Headingley, Leeds, rebuilding a site a vanished designer left broken, wants online fitting bookings; trap: embarrassment, crying in the car and money dread ("feel sick saying a number") are feelings not needs or budget; Instagram mention is not a url or competitor; NOT brief values: 14 years in business, previous designer's £1,800 two years ago, six lost bookings; correction: budget £2,500 at most (msg 3) -> £3,000 at most (msg 5); unknown: competitors.
 * - other: Graham, widower keeping late wife's bakery cafe open in Paddington, Brisbane, wants menu boards keeping her handwriting and a front-window name design; trap: grief ("everything in there is still her", "feel like walking into her kitchen") mixes style with mourning, "grey concrete... bare light bulbs" is a style to avoid, "don't want to lose any of them" is a fear near problem_need; NOT brief values: 22 years running it, her age 64, she passed in September, 6am coffee, heart-shaped lamingtons; correction: expected_deadline 14 February (msg 2) -> by Monday 2 March (msg 5); unknown: colors_and_elements.
 * - residential_space: Canadian woman and husband with two teens and an old dog moving into her late father's brick bungalow near Concession Street, Hamilton ON, CAD budget; trap: grief and exclamations that sound like values ("makes me want to cry" is no style, "I'd give a kidney for a second bathroom" is a wish not a size), NOT brief values: dad's age 84, kids' ages 15/13, a contractor's $90,000 walkthrough figure, the unfinished basement (size is 1,100 sq ft main floor), Stoney Creek is the current apartment not the address; correction: move_in_date end of May (msg 5) -> by end of April (msg 6); unknown: age.
 * - commercial_space: third-generation fish and chip shop owner in Auckland moving from a sold building to an ex-vape shop on Onehunga Mall, NZD fit-out budget; trap: fury at the landlord and a ghosting previous designer, pride and dread ("gutted", "scarred", "keeping me up at night", "stupidly proud") that are not values, NOT brief values: 1968 founding year, 31 years in the old spot, the Ponsonby designer's $4,000 deposit (and Ponsonby is not the address), 3:15 school time, 28 February is the old shop's last day not the opening, fryers excluded from the budget; correction: space_size 85 m2 (msg 2) -> 78 m2 (msg 6); unknown: unique_design.
 * - exhibition_space: Eleni, anxious and proud daughter of a Cretan-Australian olive-growing family near Mildura, booth at a regional produce trade expo in Hall 2 of the Melbourne Convention and Exhibition Centre, seven weeks out; trap: feelings that could pass for values ("I'd kill for something twice the size" is a wish, not a size; "lying awake", "scared of looking like a trestle table", "I'd probably cry" are no key considerations), and numbers/dates that are NOT brief values: papou's 1968, Dad's age 74, "seven weeks", last year's farmers-market trestle table, the other exhibitor who pulled out, the 10pm bump-out clock time; correction: space_size 3x3 = 9 m2 (msg 2) -> 18 m2 corner, 6 by 3 (msg 5); unknown: budget (declined until the harvest numbers are in).
 */
/* Writer's note (zh-TW, batch 119)
 * - brand_design: grieving daughter taking over her late father's 35-year-old noodle shop 阿松麵線 in 台南中西區, new logo + full identity keeping his brush calligraphy; trap: "怕把爸爸的味道弄不見", "對不起我爸", "腦袋很亂" are grief, not a style or topic; "看起來很老舊" is the problem, not a chosen style; 35 years of the shop, father's age 62, his death last October, the brother's July reopening and the April kitchen renovation, and the fan page's "快兩年沒更新" are NOT brief values; 清明 was only a wish that was replaced; correction: expected_deadline 清明節前 (msg 4) -> 6月底前 (msg 5); unknown: preferred_style.
 * - packaging_design: excited first-time founder (ex-accountant) of 好好抹 hand-made nut butters, labels for bought glass jars + 3-jar gift box, sold via IG/蝦皮/審計新村 market; trap: "好緊張又好興奮", "鼓起勇氣" are feelings; "怕很像菜市場那種土土的感覺" is a style dislike, not a place or channel; 6 years as accountant and 30萬 savings are NOT brief values (packaging has no budget), 審計新村 is a market stall and not the business address, the March market is not the deadline; correction: specification 200g (msg 2) -> 250g (msg 5); unknown: preferred_materials.
 * - website: money-anxious couple running 6-room B&B 慢慢住 in 花蓮壽豐, direct-booking site in 中/英/日; trap: "睡不著", "怕又被騙", "心痛" are anxiety, not values; the previous company's 5萬 fee, 15% platform commission, last year's renovation loan, 6 rooms, 九成 mobile bookings and "再等一年" are NOT brief values; old URL is dead but still the one they have; correction: budget 頂多8萬 (msg 3) -> 10萬 at most (msg 5); unknown: competitors.
 * - other: overwhelmed owner of a kids' English cram school in 竹北 wants a mascot for flyers, classroom decor and LINE stickers after a previous illustrator vanished with the deposit; trap: "快崩潰", "好焦慮", "看了就想哭" are feelings; the previous illustrator's "超兇" draft is a past artefact, not this brief's style beyond the wish for 圓圓軟軟; 8 years open, 1萬5 deposit, 10 working days of printing, 3月初 enrolment and 過年 are NOT brief values; correction: expected_deadline 3月1號前 (msg 3) -> 2月20號前 (msg 4); unknown: colors_and_elements.
 * - residential_space: grieving daughter moving her family (husband, two girls, old cat) from Taipei into her late father's 4th-floor walk-up in Tainan East District, 28 ping, max 150萬, warm Japanese/Muji style, keep his cypress bookcase and calligraphy desk; trap: grief and anxiety lead every message; "想第二間廁所想到快瘋了" is a wish, not the layout (still 三房兩廳一衛); "每次走進去還是會想哭" is no style or need; NOT brief values: father died 去年十月, he lived there 32年 (not the building's age, which she does not know), the cat is 13歲, the unsold Taipei flat; correction: move_in_date late July (msg 5) -> by late August (msg 6); unknown: age, colors_and_elements.
 * - commercial_space: dessert-shop owner forced out by a 40% rent hike, moving to an 18-ping ground-floor shop off Gongyi Rd in Nantun, Taichung, max 80萬, open by early May, open worktable where customers see her bake; trap: anger at landlord and a previous designer ("心情超差", "已讀不回", "有陰影") could be mistaken for needs/style; her fear turns into the real key_consideration (clear quotes and progress); NOT brief values: 開了五年, 漲四成, the previous designer's 6萬 fee, 15坪 (old shop's size), 舊店3月底 hand-back, 兩個月沒收入; correction: space_size 15 ping (msg 2) -> 18 ping (msg 5); unknown: colors_and_elements.
 * - exhibition_space: excited first-time founder of dried-fruit brand 曬日子 exhibiting at Food Taipei, Nangang Exhibition Hall 1, two standard booths 3x6 m = 18 m², wants a wall of bamboo drying trays, electricity only; trap: excitement/panic ("超興奮又超緊張", "心慌", "會不會很擠") is not a size or consideration; parents' Pingtung orchard is not the venue/address; NOT brief values: brand 剛成立一年, parents farming 快30年, 只剩五個月, subsidy result 可能三月; correction: entry_date 2026-06-23 (msg 4) -> 2026-06-22 (msg 6); unknown: budget (waiting on subsidy).
 */
/* Writer's note (ko-KR, batch 119)
 * - brand_design: son who took over his late father's neighbourhood bakery "복남제과" in Daegu 남산동, full rebrand from logo up before reopening; trap: grief and nerves ("속상해요", "심장이 두근거려요", "제일 겁나요") are no story, style or date; 34 years of the father's shop, "작년 가을" (death), the April reopening and the old customers (동네 어르신) are NOT brief values; 팥색 is tied to the late father but is a real colour wish; correction: expected_deadline 2월 말 (msg 5) -> 3월 말 (msg 6); unknown: need_registration_assistance (declines until papers checked; registration_status answered as not_sure).
 * - packaging_design: couple who quit jobs to start a granola workshop in Suwon 행궁동, standing-pouch packaging for oat granola; trap: money anxiety ("디자인비 300만 원 넘어가면 큰일", "밤마다 계산기") is not a packaging field (no budget field) and only shapes key_considerations (print cost) when asked; husband's 10 years at his company, the broken sample bottle, "모은 돈" are NOT brief values; "다이어트 식품처럼 보이는 건 싫어요" is a style avoidance, not an audience; correction: packaging_form bottle_jar (msg 2) -> bag_pouch (msg 3); unknown: preferred_materials.
 * - website: fed-up leather workshop owner in Busan 전포동 whose previous agency vanished; new booking site for one-day classes; trap: the previous agency's 550만 원 fee, "재작년", "석 달째 답이 없어요" are NOT budget/dates; "가죽 냄새 나는 것 같은 사이트" and "속이 터지는지" are feelings, not style/colour facts; "벚꽃 시즌" context sits with the real deadline; correction: languages 한국어+영어 (msg 2) -> 한국어+일본어 (msg 4); unknown: competitors (refuses to look at rivals).
 * - other: overwhelmed children's ballet academy owner in Sejong 나성동 whose volunteer parent-designer dropped out; poster, programme book and tickets for the 10th-anniversary recital; trap: the 2월 28일 recital date, "10주년", 62 children, 16 pages, "3주밖에 없어요" and last year's other academy poster are NOT the deadline or brief values; "멘붕", "못 살아요", "발 뻗고 자고 싶어요" are feelings, not needs (the name accuracy behind "못 살아요" is the real consideration); correction: expected_deadline 2026-02-13 (msg 4) -> 2026-02-11 (msg 6); unknown: colors_and_elements (waits on costume colours).
 * - residential_space: grieving daughter renovating her late father's two-storey detached house in 대구 수성구 for herself, husband, two primary-school daughters and a dog; trap: feelings "마음이 좀 그래요", "눈물 나요", "제일 무서운 건 돈" are not values (the fear carries the real budget cap 1억 5천 at_most), "춥고 어두워요" is the problem not a colour/style, "스타일은 잘 모르지만" is not a decline; NOT brief values: father's age 향년 일흔아홉, 작년 가을 (death), "벌써 1월" (today), 여섯 살 (her age when the house was built; the age is 38 years); correction: move_in_date 3월 초 (msg 5) -> 7월 말 (msg 7); unknown: space_size.
 * - commercial_space: bakery owner fed up with a rent-hiking landlord and a contractor who vanished, moving from 망원동 to a ground-floor unit near 합정역; trap: old shop's 망원동, 7년째, 월세 40%, previous contractor's 계약금 2천만 원, "손님 세 명" are NOT brief values; "속이 울렁거려요"/"쓰러져요" are feelings; "시그니처" 무화과 깜빠뉴 is a product advantage, not the unique_design (which is skipped); 18평 계약면적 is replaced by 실평수 15평; 4월 말 is the old lease end, not the opening; correction: space_size 18평 (msg 1) -> 15평 (msg 4); unknown: unique_design.
 * - exhibition_space: excited, overwhelmed first-time founder of dog-treat brand 꼬순내 exhibiting at a pet fair in 킨텍스 제1전시장; trap: "심장 터질 것 같아요", "막막해졌어요" are feelings; friend's 1,500 booth cost and the dog's age 3살 are NOT brief values; the fair running to 26일 is not the exit_date, which she says she does not know; the refrigerated showcase only implies electricity, answered when asked; correction: space_size 3x3 (msg 1) -> 3x6 = 18 m2 (msg 5); unknown: exit_date.
 */
export const hundredAndNineteenthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout119-brand-en-dunedin-lamp-room",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Hello. I'm sorry in advance if this comes out a bit jumbled, it's my first time doing anything like this without Graeme. He was my husband, he passed away in August, and he ran our bookshop, The Lamp Room, on Princes Street in Dunedin for 22 years. I've decided to keep it going, and I think it needs a new look, a proper logo and signage, not just his old sign. A refresh rather than starting from scratch, if that makes sense.",
      "The name is his. His dad was the keeper at the Nugget Point lighthouse and Graeme spent his childhood reading up in the lamp room, out of the wind. He always said a bookshop should be the same, a warm bright room at the end of the world. I can't change that, I won't.",
      "The thing that's upsetting me most is people keep assuming we've shut. Regulars stop me in the supermarket and say how sad it was that the shop closed! It hasn't! Everything's felt grey since he went, but I'd like the town to know The Lamp Room is still open and still ours.",
      "We sell secondhand and rare books mostly, a wall of new NZ fiction, and Graeme's pride and joy, old maps and nautical charts. I've also started a Thursday night book club and I'd love to do author evenings.",
      "My customers are a funny mix: students from the university who want cheap paperbacks, retired folk who've been coming in since the start, and tourists off the cruise ships in summer looking for something local.",
      "The current logo was done by a friend of our nephew for $300 about ten years back, and to be honest it looks like a fish and chip shop menu 😔 Graeme loved it because it was cheap. I'd like it all done by Easter, if that's realistic?",
      "I've been thinking about Easter overnight and I'd rather not rush it. Can we say finished by 12 June instead? It would have been our 30th wedding anniversary, and I'd like the new sign up for that. Sorry to change my mind already."
    ],
    "whenAsked": {
      "registration_status": "No, never. It's just the name over the door and on the receipts, Graeme never bothered with any of that.",
      "need_registration_assistance": "Yes please, I wouldn't know where to start. As long as it doesn't cost the earth.",
      "brand_website": "There's a Facebook page, facebook.com/thelamproomdunedin, but nobody's posted on it since winter. No website.",
      "preferred_style": "Oh dear, I honestly don't know. Graeme was the one with the eye for that sort of thing, I only know what I don't like when I see it. Can I leave that with you for now?",
      "colors_and_elements": "I'd love the lighthouse in there somehow, or the beam of light. Deep sea green and cream maybe. No black please, I've had enough black this year.",
      "key_considerations": "That it still feels like his shop. I don't want it to look like a chain moved in and wiped him out. Our older customers have to recognise it straight away.",
      "other_design_requirements": "The sign over the door of course, bookmarks, and maybe a stamp for the paper bags.",
      "collaboration_notes": "Email is best. My daughter Kiri will sit in on the big decisions, she's got a better eye than me."
    },
    "otherwise": "I don't mind at all, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bookshop",
          "refresh rather than starting from scratch"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Princes Street in Dunedin"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "Nugget Point lighthouse",
          "reading up in the lamp room"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "assuming we've shut",
          "still open"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "secondhand and rare books",
          "new NZ fiction",
          "maps and nautical charts"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "students from the university",
          "retired folk",
          "tourists off the cruise ships"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-12",
          "precision": "day",
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
      "brand_website": {
        "said": "asked",
        "text": [
          "facebook.com/thelamproomdunedin"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "lighthouse",
          "sea green and cream",
          "No black"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "still feels like his shop",
          "recognise it straight away"
        ]
      }
    }
  },
  {
    "id": "heldout119-packaging-en-petone-native-tea",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora!! OK I'm so nervous and excited I've rewritten this three times 😅 I'm Mereana and I've just quit my job of 11 years in insurance to start my own tea company, Kōwhai & Kettle. It's loose-leaf herbal blends made with native plants like kawakawa and horopito, all blended in my garage in Petone. It's my first ever product and I'm terrified it'll end up looking like a school project.",
      "There are three blends to start: a sleepy one, a tummy one, and a winter one with horopito that's a bit peppery. You steep a teaspoon in hot water for about 5 minutes. My nana made kawakawa tea for every cough and cold, she would've been 90 this March and I really wish she could see this 🥲",
      "For packaging I'm picturing resealable pouches for the everyday blends, 50 g of tea in each. And I'm dreaming of a gift set for Christmas, the three blends in little tins together!!",
      "What makes it different: every plant is wild-harvested with permission from landowners I know personally, and it's blended fresh in tiny batches, not sitting in a warehouse for a year. Half the 'native' teas at the supermarket are imported green tea with a sprinkle of kawakawa 🙄",
      "Sorry, I just weighed it properly on the kitchen scales and 50 g of loose leaf is HUGE, it won't fit the pouch size I liked. So it's 30 g per pouch, and the tins hold about 15 g each.",
      "Selling-wise I've got a stall at the Harbourside Market on Sundays, my own website, and a gift shop in Martinborough wants to stock it!! I've put $4,000 of my savings aside for all this, which feels like a lot and also like nothing 😬 I'd love the design finished in April so I can order stock before winter.",
      "Sorry, I know I'm rambling. My partner says I talk about this tea more than I talk about him 😂"
    ],
    "whenAsked": {
      "target_audience": "Mostly women about 30 to 60 who already buy nice tea and care where things come from. And tourists who want a gift that's actually from here, not another plastic kiwi keyring.",
      "preferred_style": "Calm and botanical, a bit like an old apothecary but warm, not twee. I scroll Pinterest at 1am and just panic, so honestly I trust you more than me on this 😂",
      "colors_and_elements": "I'd love the yellow of kōwhai flowers in there somewhere, with a deep bush green. Please no koru or silver fern, every souvenir in the country has a fern on it.",
      "preferred_materials": "Oh gosh, I genuinely don't know what's out there, that's one of the things I was hoping you'd tell me. Sorry!",
      "key_considerations": "It has to look trustworthy enough for a shop to stock it, and the ingredient list needs to be really clear because people ask me about herbal teas and pregnancy all the time."
    },
    "otherwise": "No strong feelings on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "start my own tea company"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Petone"
        ]
      },
      "product_description": {
        "said": 0,
        "text": [
          "loose-leaf herbal blends",
          "kawakawa and horopito"
        ]
      },
      "specification": {
        "said": 4,
        "text": [
          "30 g per pouch",
          "15 g each"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch",
            "can_tin",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "wild-harvested",
          "blended fresh"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "Harbourside Market",
          "my own website",
          "Martinborough"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "women about 30 to 60",
          "tourists"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Calm and botanical",
          "apothecary"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "deep bush green",
          "no koru or silver fern"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "trustworthy enough",
          "ingredient list"
        ]
      }
    }
  },
  {
    "id": "heldout119-website-en-leeds-bridal-alterations",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi. Deep breath. I'm Shona, and my husband Dev and I run Stitch & Veil, a bridal alterations and dressmaking studio in Headingley, Leeds. Fourteen years in business and I've never been as embarrassed about anything as I am about our website. Two years ago we paid a designer £1,800 and he vanished halfway through, stopped answering emails, the lot. What's left is half broken.",
      "The worst bit is the contact form. It's been sending enquiries to an inbox he set up that we can't get into, so brides thought we were ignoring them. I only found out when one turned up at the shop in tears. We think we lost at least six bookings. I cried in the car after 😞 It's stitchandveil.co.uk if you can bear to look.",
      "What I really want is for brides to book a fitting themselves, pick a time, get a reminder, without me playing phone tag with a mouthful of pins. That's the whole dream honestly.",
      "Money is the scary part. Dev does our books and he's said £2,500 is the ceiling, and after last time I feel sick even saying a number out loud. Please be honest with us if that's not realistic.",
      "Our brides are mostly 25 to 40, usually stressed, often looking at their phone on a lunch break, and quite a few come in with their mums, who are less techy. A lot of them find us on Instagram first.",
      "Update after talking to Dev tonight: we can stretch to £3,000, but that is truly the absolute max, please don't make me ask him again 😅 And timing-wise, the Harrogate wedding fair is on 1 March and I'd love the site live before that so I can put a QR code on our stand."
    ],
    "whenAsked": {
      "main_pages": "Home, services and prices, a gallery of dresses we've altered, reviews, the booking page, and contact with a map. Oh and an FAQ, everyone asks how early they should come in for fittings.",
      "languages": "Just English.",
      "competitors": "I honestly couldn't tell you. I've avoided looking at other alteration places' websites because it just makes me feel worse 🙈",
      "preferred_style": "Soft and elegant but not sugary. Ivory, lots of white space, proper photos of the actual dresses. Not pink glitter everywhere please.",
      "key_considerations": "That I can change prices and photos myself without ringing anyone, and that we own everything, the domain, the logins, all of it. I'm never getting locked out of my own business again."
    },
    "otherwise": "No strong feelings on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bridal alterations and dressmaking",
          "vanished halfway through"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Headingley, Leeds"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "stitchandveil.co.uk"
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
          "book a fitting themselves",
          "phone tag"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "mostly 25 to 40",
          "with their mums"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 3000,
          "currency": "GBP",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "day",
          "relation": "by"
        }
      },
      "main_pages": {
        "said": "asked",
        "text": [
          "services and prices",
          "gallery",
          "FAQ"
        ]
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
          "Soft and elegant",
          "white space",
          "Not pink glitter"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "change prices and photos myself",
          "we own everything"
        ]
      }
    }
  },
  {
    "id": "heldout119-other-en-brisbane-bakery-menu-boards",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 600,
    "messages": [
      "G'day. Bear with me, this isn't easy to write. My wife Lorraine ran Lorraine's Pantry, a little bakery cafe on Given Terrace in Paddington, for 22 years. She passed in September, she was only 64. Our daughter Kylie and I have decided to keep it going, because the regulars wouldn't let us close it even if we wanted to.",
      "Everything in there is still her. The chalkboard menu is in her handwriting and it's fading, and Kylie can't bring herself to wipe it. What I'd like designed is new menu boards that keep her handwriting somehow, maybe scanned from her recipe cards, and something for the front window with the name on it. Is that the kind of thing you do?",
      "We're closed for a refit over summer and we reopen on 14 February. Valentine's Day was her favourite, she made heart-shaped lamingtons every year, so it felt right.",
      "I don't want it turned into one of those grey concrete places with the bare light bulbs. The whole point is it should still feel like walking into her kitchen. Warm, a bit old fashioned, a bit cluttered even. I suppose that's what you'd call a style.",
      "The regulars are mostly retirees from the streets round here, tradies getting their coffee at 6am, and mums after school drop-off. Half of them came to the funeral. I don't want to lose any of them by changing too much.",
      "Kylie's just read this over my shoulder and says I've got the date wrong. The electrician can't finish until late February, so we're reopening Monday 2 March now. The boards would need to be done by then."
    ],
    "whenAsked": {
      "problem_need": "The old boards are fading and half the prices are wrong now, but mostly I want people to walk in and still feel her there. It should look cared for, not like a shop that's given up.",
      "colors_and_elements": "I honestly can't think about colours yet. Lorraine chose all of that. Sorry.",
      "key_considerations": "Her handwriting has to be real, not some font that's pretending to be handwriting. And the boards have to be easy to change, because prices go up every few months.",
      "collaboration_notes": "Email Kylie, she's far better at all this than me. We'll decide everything together, and I'd rather see things printed on paper than on a phone screen."
    },
    "otherwise": "No preference really, I'll leave that with you.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bakery cafe",
          "keep it going"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Paddington"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "new menu boards",
          "front window"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "her kitchen",
          "a bit old fashioned"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "retirees",
          "tradies",
          "mums after school"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-02",
          "precision": "day",
          "relation": "by"
        }
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "boards are fading",
          "still feel her there"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "handwriting has to be real",
          "easy to change"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "Email Kylie",
          "decide everything together",
          "printed on paper"
        ]
      }
    }
  },
  {
    "id": "heldout119-residential-en-hamilton-dads-bungalow",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi. Sorry in advance if this is a lot, I'm a bit emotional about it. My dad passed in October, he was 84, and my husband and I have decided to move into his house instead of selling it. It's a little brick bungalow in Hamilton, up on the Mountain near Concession Street. I grew up there. I can't bear the thought of gutting it, but we can't live in it the way it is either 😔",
      "It's got three bedrooms, one bathroom (ONE!!), a living room and a closed-in little kitchen at the back. About 1,100 square feet on the main floor, plus an unfinished basement nobody goes into. The kitchen honestly makes me want to cry every time I walk in.",
      "It'll be me, Rob, and our two teenagers, Maya's 15 and Theo's 13, plus our very old golden retriever. I work from home three days a week doing payroll, and Rob does shifts at the hospital so some days he sleeps during the day. We're big on Sunday dinners, my sister's family comes over most weeks.",
      "Okay, money. I'm honestly scared of this part. One contractor walked through and said $90,000 and I nearly fainted on the spot. We can do $55,000 Canadian, that's everything we've put aside, and I really can't go past it.",
      "What I want most: open up the kitchen so people can actually be in there together, and a second bathroom, even a tiny one. I'd give a kidney for a second bathroom with two teenagers lol. And I'd love it to still feel like Dad's house, warm, a bit of the old wood, not one of those grey-and-white flips you see on every street. He built the bookshelves in the living room himself and I'd like to keep them if we possibly can.",
      "Timing wise, we want to move in by the end of May, our lease on the apartment in Stoney Creek is up then.",
      "Oh no, sorry, I got that wrong. I just checked the lease and it's up at the end of April, not May. So we'd need to be in by the end of April 😬 Please tell me that's not crazy."
    ],
    "whenAsked": {
      "property_category": "It's a detached bungalow, all on one floor apart from the basement.",
      "age": "I honestly don't know. It was already old when my parents bought it and I can't find any of the papers. Sorry!",
      "colors_and_elements": "Warm wood, and maybe some green, Dad loved green. Please no grey anywhere.",
      "key_considerations": "The dog can't really do stairs anymore, so nothing we use every day should end up in the basement. And please don't push us past the budget, I can't stress that enough."
    },
    "otherwise": "No strong feelings on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "move into his house",
          "can't bear the thought of gutting it"
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
          "Hamilton",
          "Concession Street"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "three bedrooms",
          "one bathroom",
          "closed-in little kitchen"
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
      "target_audience": {
        "said": 2,
        "text": [
          "two teenagers",
          "golden retriever"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "work from home three days a week",
          "sleeps during the day",
          "Sunday dinners"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 55000,
          "currency": "CAD",
          "bound": "at_most"
        }
      },
      "problem_need": {
        "said": 4,
        "text": [
          "open up the kitchen",
          "second bathroom"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "still feel like Dad's house",
          "not one of those grey-and-white flips"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
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
        "text": [
          "Warm wood",
          "green",
          "no grey"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "dog can't really do stairs",
          "past the budget"
        ]
      }
    }
  },
  {
    "id": "heldout119-commercial-en-onehunga-family-chippy",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora. Right, I'll try not to rant but no promises 😤 My family's had a fish and chip shop in Onehunga since my grandad opened it in 1968, I'm the third generation running it. Our landlord's sold the building to a developer and we're out after 31 years in that spot. Gutted doesn't cover it. BUT we've signed a lease on a new place up on Onehunga Mall, an old vape shop, and I need someone to turn it into a proper chippy with a bit of seating.",
      "Full disclosure, we paid a designer in Ponsonby a $4,000 deposit last year and she sent one mood board and then went silent. So I'm a bit scarred, sorry if I come across suspicious 😅",
      "The new shop's 85 square metres, which feels massive after the old one. Budget is 120k NZD for the fit-out, the fryers and kitchen gear are coming over from the old shop so they're not in that.",
      "Who comes in: tradies at lunch, school kids at 3:15 with their pocket money, and families on Friday nights, heaps of Pasifika and Māori families who've been coming since they were kids themselves. Friday night the queue goes out the door and down past the dairy. That's my big thing, I need the queue inside and off the footpath, and people waiting need somewhere to sit that isn't right on top of the fryers.",
      "What makes us different? We still batter everything to order and we cut our own chips from Agria spuds every morning, none of that frozen rubbish. Nana's handwritten batter recipe is still the one we use, and I'm stupidly proud of that.",
      "For the feel I want bright and a bit cheeky, like a proper Kiwi chippy from when I was a kid, formica counters, a bit retro, but clean. Not some hipster fish shack with fishing nets on the walls, please god 🙏",
      "Oh hang on, just reread the agent's email. It's 78 square metres inside, the 85 was counting the little yard out the back. Sorry!",
      "Timing is what's keeping me up at night. The old shop's last day is 28 February and every week we're shut is a week of wages I can't pay my staff. I need us frying in the new place by 20 March at the absolute latest."
    ],
    "whenAsked": {
      "brand_value": "Family. You walk in and someone knows your name and your order. It should feel like the chippy the whole neighbourhood grew up on.",
      "colors_and_elements": "Yellow and blue, those were the old shop's colours. And I want Grandad's old hand-painted sign in there somewhere, it's sitting in my garage.",
      "unique_design": "Honestly no clue, that's why I'm asking you lot. I'd rather see your ideas than make something up.",
      "key_considerations": "Getting council sign-off on the extraction and the grease trap, I don't want nasty surprises halfway through. And please keep in touch, after the last designer I need to know what's happening."
    },
    "otherwise": "Not fussed, whatever you reckon works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "fish and chip shop",
          "third generation",
          "old vape shop"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Onehunga Mall"
        ]
      },
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 120000,
          "currency": "NZD"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "tradies at lunch",
          "school kids",
          "families on Friday nights"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "queue inside",
          "somewhere to sit"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "batter everything to order",
          "cut our own chips"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "proper Kiwi chippy",
          "retro",
          "Not some hipster fish shack"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 78,
          "unit": "m2"
        }
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day",
          "relation": "by"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "someone knows your name",
          "whole neighbourhood grew up on"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Yellow and blue",
          "Grandad's old hand-painted sign"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "extraction",
          "keep in touch"
        ]
      }
    }
  },
  {
    "id": "heldout119-exhibition-en-mildura-olive-corner",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi!! Okay, deep breath. I'm Eleni and I'm a bit of a mess today so bear with me 😅 My family grows and presses olive oil on a grove outside Mildura. My papou planted the first trees in 1968 when he came out from Crete, and Dad, who's 74 and still out there every morning, has finally let me take our oil to a proper trade show. We've got a booth at the Regional Produce & Providore Expo in Melbourne and I need someone to design it so we don't look like amateurs.",
      "It opens Tuesday 10 March. Seven weeks!! I've been lying awake about it. Last year we only did a trestle table at the Mildura farmers market and I think that's what I'm scared of, looking like a trestle table in a hall full of the big Italian importers.",
      "We booked the little 3x3 shell scheme space in Hall 2 at the Convention and Exhibition Centre, the one down by the river. Honestly I'd kill for something twice the size but it's what we could get.",
      "Who I want to meet: chefs and buyers for restaurants, delis and the independent grocers. Not really the public, they come for the free tastings and that's lovely but it doesn't pay the bills haha. If one good distributor for Sydney walked up I'd probably cry.",
      "What we stand for... it's family, and honesty I suppose. Every bottle is from our own trees, cold pressed within hours of picking, we never blend in anyone else's oil. I want people to feel like they've stepped onto our verandah for five minutes, slowed down, tasted something real.",
      "OH MY GOD. Sorry. Just got an email from the organisers, someone pulled out and they've offered us their corner spot, 6 by 3, same hall, and Dad said yes!! So it's 18 square metres now, not the 3x3. I'm actually shaking 😭",
      "One idea I keep coming back to: a real olive tree in the middle of the booth, or at least a big branch of one, with a little tasting bar around it so people can dip bread. And Dad's old hand press on show if it's not too heavy to bring down."
    ],
    "whenAsked": {
      "preferred_style": "Warm and earthy. Whitewashed walls, rough timber, linen, terracotta pots. A bit Greek island but not the touristy blue-and-white kitsch. More farmhouse kitchen than showroom.",
      "water_electricity_supply": "Both, please. A little sink to rinse the tasting cups, and power for lights, a bar fridge and the card machine.",
      "budget": "Ugh, the question I've been dreading. I honestly can't give you a number yet, Dad and my brother want to see what the harvest brings in first. Can we come back to that? Sorry!",
      "entry_date": "Bump-in is the day before, Monday 9 March, from 7am.",
      "exit_date": "Bump-out is straight after close on the last day, Thursday 12 March, we have to be out by 10pm.",
      "key_considerations": "Honestly? It has to go up in one day with just me, my brother and the ute, and pack down small enough to come home to Mildura and get used again at the farmers market. And somewhere to keep the oil out of the sun and the hot lights, light ruins it.",
      "collaboration_notes": "Email or text me, I'm on the road a lot between the grove and suppliers. Dad gets the final say, but he'll mostly say yes if I'm happy."
    },
    "otherwise": "No strong feelings on that one, happy to go with what you reckon.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "olive oil",
          "trade show"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-10",
          "precision": "day"
        }
      },
      "address": {
        "said": 2,
        "text": [
          "Hall 2",
          "Convention and Exhibition Centre"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "chefs and buyers",
          "independent grocers"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "from our own trees",
          "verandah"
        ]
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
          "real olive tree",
          "tasting bar"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Warm and earthy",
          "farmhouse kitchen"
        ]
      },
      "water_electricity_supply": {
        "said": "asked",
        "value": {
          "kind": "choice",
          "selected": [
            "both"
          ]
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "entry_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-03-09",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-03-12",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "go up in one day",
          "pack down small",
          "out of the sun"
        ]
      }
    }
  },
  {
    "id": "heldout119-brand-zh-tainan-late-father-noodle-shop",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好…不好意思，我可能會講得有點亂。我爸去年十月走了，他在台南中西區開了35年的麵線店「阿松麵線」，現在換我跟我哥接手。我想幫店做一個新的logo跟整套識別，但又很怕把爸爸的味道弄不見了😢",
      "店名的阿松就是我爸的名字，他叫陳松林，附近的人都叫他阿松仔。老客人都說吃到這碗就會想到他。我爸走的時候才62歲，真的太突然了。",
      "現在的招牌是他自己用毛筆寫的，那個字我一定要留著，其他的你們怎麼改都沒關係。我們賣大腸麵線、蚵仔麵線，夏天還有自己熬的冬瓜茶。",
      "現在的問題是年輕人經過都不會停下來，覺得我們看起來很老舊、不太乾淨。我好怕這家店在我手上收掉，那我真的對不起我爸。",
      "我本來希望可以在清明節前做好，想說掃墓的時候可以跟爸爸說一聲。",
      "啊抱歉，我哥剛剛打電話來，說清明前太趕了，四月店裡還要整修廚房。他說7月才要重新開幕，所以設計6月底前完成就可以，以這個為準。",
      "對了商標的部分，我爸以前有去註冊過，證書還收在他抽屜裡，我今天整理東西才看到😭"
    ],
    "whenAsked": {
      "target_audience": "主要是附近的上班族跟老鄰居，還有來台南玩的觀光客。希望年輕人也會想進來吃。",
      "preferred_style": "風格喔…我真的說不上來，腦袋現在很亂，可以先讓我看看你們的提案再說嗎？",
      "colors_and_elements": "紅色想留著，爸爸的招牌一直都是紅底白字。其他顏色不要太多。",
      "brand_website": "我哥有開一個臉書粉專，也叫阿松麵線，但快兩年沒更新了。網站沒有。",
      "need_registration_assistance": "如果logo改了要重新申請的話，要，拜託你們幫忙，這些我完全不懂。",
      "other_design_requirements": "菜單板也想一起換，現在是手寫貼在牆上的。"
    },
    "otherwise": "這個我沒什麼想法耶，你們覺得好就好🙏",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "麵線店",
          "新的logo跟整套識別"
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
          "阿松就是我爸的名字"
        ]
      },
      "key_considerations": {
        "said": 2,
        "text": [
          "毛筆寫的",
          "那個字我一定要留著"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "大腸麵線",
          "蚵仔麵線",
          "冬瓜茶"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "年輕人經過都不會停下來",
          "很老舊"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "registration_status": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "registered"
          ]
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "上班族",
          "觀光客"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "紅色想留著",
          "紅底白字"
        ]
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "臉書粉專"
        ]
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
    "id": "heldout119-packaging-zh-nut-butter-first-founder",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨嗨！！我終於鼓起勇氣來問了😆 我上個月剛辭掉做了6年的會計工作，要開始做自己的手工堅果醬，品牌叫「好好抹」。罐子是買現成的玻璃罐，我要設計的是貼在罐子上的標籤，還有送禮用的禮盒！",
      "產品現在有三種口味：無糖花生醬、黑芝麻醬、還有腰果椰子醬，全部都是我自己在小工作室慢慢磨的，不加棕櫚油跟防腐劑。可以抹吐司，也可以拌麵、加進優格裡～",
      "規格的話一罐200g，禮盒是放三罐。我自己算過，存款只有30萬可以燒，真的不能亂花😅",
      "會買的人我想大概是25到40歲、在意吃得健康的上班族媽媽，還有健身的人。賣的地方先在我的IG跟蝦皮，週末也會去審計新村擺市集。",
      "我超級怕做出來很像菜市場那種土土的感覺🥲 我喜歡乾淨、有點可愛的插畫風，像日本雜貨小店那種包裝。",
      "啊等一下！我剛剛跑去秤，玻璃罐裝滿其實是250g才對，200g是之前試做的小罐子，以250g為準，禮盒一樣放三罐🙏",
      "時間的話，希望2月底前可以把設計搞定，這樣3月的市集才來得及印出來，想到就好緊張又好興奮！！"
    ],
    "whenAsked": {
      "colors_and_elements": "想要奶油黃跟淺棕色，看起來暖暖的。不要螢光色！",
      "preferred_materials": "材質我真的還沒研究耶😵 完全不知道要選什麼，你們先幫我想想看？",
      "key_considerations": "最重要是標籤要貼得住、不怕冰箱的水氣，因為堅果醬開了要冰。還有成分標示一定要放得下。",
      "problem_need": "希望放在市集攤位上一眼就被看到，客人會想拿起來看。"
    },
    "otherwise": "這個我還沒想到耶，交給你們決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "手工堅果醬",
          "好好抹"
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
          "無糖花生醬",
          "黑芝麻醬",
          "腰果椰子醬"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "不加棕櫚油跟防腐劑"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "25到40歲",
          "健身的人"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "IG",
          "蝦皮",
          "市集"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "乾淨",
          "可愛的插畫風"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "250g",
          "放三罐"
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
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "奶油黃",
          "不要螢光色"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "不怕冰箱的水氣",
          "成分標示"
        ]
      }
    }
  },
  {
    "id": "heldout119-website-zh-hualien-bnb-money-worry",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我跟我老公在花蓮壽豐開了一間小民宿，叫「慢慢住」，只有6間房。我們想做一個客人可以直接訂房的網站。老實說我們現在壓力很大，去年貸款整修花了好多錢，預算真的很緊😣",
      "之前有找一家公司做過，收了我們5萬，結果是套版的，手機上看圖片都跑掉，後來那家公司還倒了。我真的很怕又被騙一次。",
      "現在客人都是從Booking跟Agoda訂，平台抽成抽15%，真的很心痛。我們最想要的就是客人可以直接在官網訂房，不用再被平台抽。",
      "預算我們討論很久，頂多8萬，再多我真的會睡不著。",
      "客人很多是從台北來的年輕情侶跟帶小孩的家庭，最近日本客人也變多了，所以網站想要有中文、英文跟日文。",
      "剛剛跟老公又算了一次，他說如果真的能少被平台抽，可以拉到10萬，但10萬是極限了喔🙏 拜託不要再往上。",
      "希望可以在暑假前上線，最晚6月底，因為7、8月是旺季，錯過就要再等一年了。"
    ],
    "whenAsked": {
      "url": "舊網址是 manmanzhu-hualien.com，可是那家公司倒了之後就打不開了。",
      "main_pages": "首頁、房型介紹、線上訂房、交通方式，還有附近景點介紹。",
      "competitors": "競爭對手喔…我們平常忙到沒時間看別人的網站，真的不知道耶。",
      "preferred_style": "希望是簡單、溫暖的感覺，多放海跟稻田的照片，跟我們民宿一樣慢慢的。",
      "key_considerations": "最重要是手機上要好用，我們客人九成都是用手機訂。還有後台要簡單，我們兩個都不太會電腦。"
    },
    "otherwise": "這個我們不太懂，你們建議就好，謝謝你們🙏",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "花蓮壽豐",
          "小民宿"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "花蓮壽豐"
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
        "said": 2,
        "text": [
          "直接在官網訂房",
          "不用再被平台抽"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "年輕情侶",
          "帶小孩的家庭",
          "日本客人"
        ]
      },
      "languages": {
        "said": 4,
        "text": [
          "中文",
          "英文",
          "日文"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 100000,
          "currency": "TWD",
          "bound": "at_most"
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
      "url": {
        "said": "asked",
        "text": [
          "manmanzhu-hualien.com"
        ]
      },
      "main_pages": {
        "said": "asked",
        "text": [
          "房型介紹",
          "線上訂房",
          "交通方式"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "溫暖的感覺",
          "海跟稻田"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機上要好用",
          "後台要簡單"
        ]
      }
    }
  },
  {
    "id": "heldout119-other-zh-zhubei-cram-school-mascot",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我真的快崩潰了😫 我在竹北開兒童英文補習班，開了快8年。去年找了一個接案的插畫家幫我們畫吉祥物，收了1萬5訂金之後就人間蒸發，LINE已讀不回到現在。",
      "所以我想重新找人設計一隻吉祥物，要能用在招生傳單、教室布置，還有做成LINE貼圖送給學生家長。",
      "我們的學生主要是幼稚園大班到國小六年級，但其實真正決定的是家長，大多是在竹科上班的雙薪家庭。",
      "時間真的很趕，3月初要開春季招生，我想說設計3月1號前給我就好。",
      "啊不行不行，我剛看行事曆，印刷廠說要10個工作天，所以2月20號前就要拿到檔案，拜託🙏 過年又卡在中間，我真的好焦慮。",
      "之前那個插畫家只傳過一次草稿，畫得超兇，我看了就想哭。我希望這隻吉祥物讓小朋友一看就想抱，最好是圓圓的、軟軟的小動物。"
    ],
    "whenAsked": {
      "problem_need": "希望招生的時候家長對我們有印象，看到吉祥物就想到我們，不要再跟附近幾家補習班長得都一樣。",
      "colors_and_elements": "顏色喔…我現在腦袋一團亂，這個先不要問我好不好😵‍💫",
      "key_considerations": "最重要是要準時！還有版權要完整給我們，之後要印在很多東西上。",
      "collaboration_notes": "用LINE聯絡就好，但拜託一定要回訊息😭 最後是我跟我先生一起決定，他也是老闆。"
    },
    "otherwise": "這個都可以，你們決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "兒童英文補習班"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "竹北"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "吉祥物",
          "LINE貼圖"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "幼稚園大班到國小六年級",
          "雙薪家庭"
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
      "preferred_style": {
        "said": 5,
        "text": [
          "圓圓的",
          "軟軟的"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "家長對我們有印象"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "準時",
          "版權要完整"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "LINE",
          "我跟我先生一起決定"
        ]
      }
    }
  },
  {
    "id": "heldout119-residential-zh-tainan-late-father-flat",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好…不好意思我可能會講得有點亂。我爸爸去年十月走了，留下台南東區一間老公寓，四樓、沒電梯，他在那裡住了32年。我們決定全家從台北搬回台南住進去，想把整間重新整理過。說真的，每次走進去還是會想哭😢",
      "住的人會是我跟我先生，兩個女兒一個國二一個小五，還有一隻13歲的老貓咪咪。",
      "房子是三房兩廳一衛，只有一間廁所，我們四個人早上一定會搶到吵架。廚房很暗，鋁窗會漏風，後面那面牆還有壁癌。我真的好想要第二間廁所，想到快瘋了🥲",
      "還有…我不想把爸爸的痕跡全部抹掉。客廳那座檜木書櫃跟他寫書法的桌子，我想留下來。風格我喜歡溫暖一點的，日式、無印那種感覺，不要冷冰冰的現代風。",
      "坪數的話權狀上寫28坪。預算我真的很焦慮，台北的房子還沒賣掉，我跟先生算來算去，最多就150萬，再多真的會撐不住😣",
      "希望7月底前可以搬進去，這樣女兒們暑假就能轉學過去。",
      "啊抱歉，剛剛跟我先生確認，他公司要8月中才放人，所以搬家改成8月底前就好，7月底太趕了。"
    ],
    "whenAsked": {
      "age": "屋齡我真的不知道耶…權狀正本在我哥那邊，我再問問他，先跳過好嗎？",
      "lifestyle": "我先生在家遠端上班，需要一個可以關門的小書房；我假日很愛煮飯，女兒們晚上都在房間讀書，貓咪整天在窗邊睡覺。",
      "colors_and_elements": "顏色喔…我現在腦袋真的很亂，想不出來，可以之後再說嗎？",
      "key_considerations": "最重要的是壁癌跟漏水要徹底處理好，不要住進去又發霉。還有爸爸的書櫃一定要有地方放，拜託不要叫我丟掉🙏"
    },
    "otherwise": "這個我沒有特別想法，你們專業建議就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "老公寓",
          "整間重新整理"
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
      "target_audience": {
        "said": 1,
        "text": [
          "兩個女兒",
          "老貓"
        ]
      },
      "layout": {
        "said": 2,
        "text": [
          "三房兩廳一衛"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "只有一間廁所",
          "壁癌"
        ]
      },
      "important_collections": {
        "said": 3,
        "text": [
          "檜木書櫃",
          "寫書法的桌子"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "溫暖",
          "日式、無印"
        ]
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "ping"
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 1500000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "move_in_date": {
        "said": 6,
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
      "lifestyle": {
        "said": "asked",
        "text": [
          "遠端上班",
          "煮飯"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "壁癌跟漏水",
          "書櫃"
        ]
      }
    }
  },
  {
    "id": "heldout119-commercial-zh-taichung-dessert-landlord",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好！！先說我現在心情超差😤 我在台中開甜點店開了五年，房東突然說租金要漲四成，不漲就不續約，我只好搬。新店面已經租好了，在南屯區公益路旁邊的巷子，一樓，想請你們幫我設計整間店。",
      "然後我一定要先講，我之前找過一個設計師，付了6萬設計費，結果給我的3D圖根本是網路上抄來的，後來就已讀不回😡 所以我現在真的很怕，拜託你們報價跟進度都要清楚。",
      "新店面是15坪，比舊店大一點點。預算的話…這次最多80萬，真的不能再多了，被騙的那6萬已經讓我很痛。",
      "我的客人大部分是附近的上班族，還有很多帶小孩的媽媽，下午茶時間最多。好多熟客聽到我要搬都說會跟過去，我聽了差點哭出來🥹",
      "舊店最大的問題是廚房太小，我一個人做甜點又要出餐，動線超卡。新店我想要一個開放式的工作台，讓客人看得到我在做甜點。",
      "啊對不起我剛剛講錯了，我翻了一下租約，新店上面寫的是18坪，15坪是舊店的啦，我真的太混亂了🙈",
      "開幕的話，舊店3月底就要交還給房東，新店最晚5月初一定要開，不然我兩個月沒收入會撐不下去😭"
    ],
    "whenAsked": {
      "brand_value": "我希望客人一進來就覺得放鬆，像來朋友家吃點心一樣，很溫暖、不拘束。",
      "competitive_advantage": "我的甜點都是我自己每天早上現做的，不用預拌粉，還有季節水果的塔，熟客都是為了這個來的。",
      "preferred_style": "我喜歡有點法式鄉村的感覺，木頭多一點，但不要太甜太夢幻。",
      "colors_and_elements": "顏色…老實說我現在沒辦法想，之前那個設計師每次叫我選顏色又自己改掉，我有陰影了，先跳過好嗎"
    },
    "otherwise": "這個都可以啦，你們覺得好就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "甜點店",
          "新店面"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南屯區"
        ]
      },
      "key_considerations": {
        "said": 1,
        "text": [
          "報價跟進度都要清楚"
        ]
      },
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 800000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "上班族",
          "帶小孩的媽媽"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "廚房太小",
          "動線超卡"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "開放式的工作台"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "ping"
        }
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "early",
          "relation": "by"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "放鬆",
          "像來朋友家"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "text": [
          "每天早上現做",
          "不用預拌粉"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "法式鄉村"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout119-exhibition-zh-food-taipei-dried-fruit",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉哈囉！！我們是一個剛成立一年的果乾品牌，叫「曬日子」☀️ 今年第一次報名台北國際食品展，而且竟然真的抽到攤位了！！我現在超興奮又超緊張，想找你們幫我們設計攤位🙏",
      "我們的果乾都是用我爸媽在屏東種的芒果跟鳳梨做的，他們種了快30年了，我一直很想讓更多人知道台灣的水果有多好吃🥭🍍",
      "展場在南港展覽館一館，我們拿到兩個標準攤位，3x6公尺，總共18平方公尺。說真的我不知道18平方公尺能放多少東西，會不會很擠😅",
      "這次最想遇到的是超市跟連鎖咖啡店的採購，還有想找台灣伴手禮的外國買家。一般民眾來試吃當然也很歡迎啦！",
      "展期是6月24號到27號，主辦說進場是6月23號，27號閉展後當天晚上就要撤完。想到只剩五個月我就開始心慌😵‍💫",
      "我有一個很想做的東西：整面牆掛滿曬果乾用的竹篩，就像我爸媽家曬場那樣，我覺得一定會很吸睛！",
      "啊抱歉抱歉，主辦剛回信說我們那區的進場是6月22號下午，不是23號，我剛剛看錯表了🙇"
    ],
    "whenAsked": {
      "brand_value": "我們想傳達的是「慢慢曬出來的甜」，不加糖、不趕工。希望大家來攤位覺得很放鬆、很溫暖，像回到鄉下曬太陽。",
      "preferred_style": "我喜歡明亮、自然的感覺，木頭跟竹子，不要那種很炫的燈箱跟亮面材質。",
      "water_electricity_supply": "要電，冰箱跟燈都要插電；水應該不用，試吃都是包好的小包。",
      "budget": "預算我現在真的說不出來…我們有申請政府的參展補助，要等核下來才知道能花多少，可能三月才有結果，對不起🥲",
      "key_considerations": "最重要是試吃的動線要順，不要讓人擠在走道上。還有我們第一次參展，很多規定都不懂，希望你們可以幫忙跟主辦溝通。"
    },
    "otherwise": "都可以～你們比較有經驗，照你們建議的來就好！",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "果乾品牌",
          "台北國際食品展"
        ]
      },
      "address": {
        "said": 2,
        "text": [
          "南港展覽館一館"
        ]
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
          "超市跟連鎖咖啡店的採購",
          "外國買家"
        ]
      },
      "opening_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-06-24",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-06-27",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": 5,
        "text": [
          "竹篩"
        ]
      },
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-22",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "不加糖",
          "很放鬆"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "明亮、自然",
          "木頭跟竹子"
        ]
      },
      "water_electricity_supply": {
        "said": "asked",
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "試吃的動線",
          "跟主辦溝通"
        ]
      }
    }
  },
  {
    "id": "heldout119-brand-ko-daegu-late-father-bakery",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요… 어디서부터 말씀드려야 할지 모르겠네요. 대구 남산동에 아버지가 34년 동안 하시던 동네 빵집 '복남제과'가 있는데, 작년 가을에 아버지가 돌아가시고 제가 이어받게 됐어요. 한동안 문 닫아뒀다가 다시 열려고 하는데, 이참에 로고부터 브랜드 전체를 새로 정리하고 싶어서 연락드렸어요.",
      "이름은 절대 안 바꿀 거예요. 복남은 저희 할머니 성함이에요. 아버지가 할머니 이름 따서 손님들 복 많이 받으시라고 지으신 거래요. 주변에서 세련된 이름으로 바꾸라는 말도 들었는데 그 얘기 들을 때마다 속상해요.",
      "문제는 간판이랑 빵 봉투가 너무 옛날 느낌이라 젊은 손님들이 그냥 지나쳐 가요ㅠ 그렇다고 요즘 카페처럼 확 바꿔버리면 아버지 단골분들이 서운해하실까 봐 그게 제일 겁나요.",
      "빵은 단팥빵이랑 소보로, 카스테라가 주력이고 생일 케이크 주문도 받아요. 제가 새로 만든 쌀 휘낭시에도 요즘 조금씩 내고 있어요. 로고 나오면 빵 봉투랑 스티커도 같이 부탁드리고 싶어요.",
      "손님은 원래 동네 어르신들이 대부분이었는데 앞으로는 근처 아파트 30~40대 엄마들이나 대학생들도 왔으면 좋겠어요. 느낌은 따뜻하고 정직한 동네 빵집이요. 레트로한데 촌스럽진 않게요! 색은 아버지가 좋아하시던 팥색 같은 진한 갈색은 꼭 남기고 싶어요.",
      "로고는 2월 말까지 나오면 좋겠어요. 다시 문 열 날 생각하면 벌써 심장이 두근거려요…",
      "아 죄송해요, 방금 오븐 수리 기사님 연락 왔는데 부품이 늦게 온대서 재오픈이 4월로 밀렸어요. 디자인은 3월 말까지만 나오면 될 것 같아요."
    ],
    "whenAsked": {
      "registration_status": "상표 등록은… 아버지가 해두셨는지 저도 모르겠어요. 서류를 아직 다 못 봤어요.",
      "need_registration_assistance": "그건 서류 먼저 확인해 보고 말씀드릴게요. 지금은 뭐라고 못 하겠어요.",
      "brand_website": "인스타 @boknam_bakery 있는데 아버지 계실 때 제가 가끔 올린 게 전부예요.",
      "key_considerations": "아까 말씀드린 거요. 단골분들이 서운해하실까 봐 그게 제일 걱정이에요. 새 간판 봐도 '아 그 복남제과' 하고 알아보실 수 있었으면 해요."
    },
    "otherwise": "그건 딱히 생각 안 해봤어요. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "동네 빵집",
          "로고부터 브랜드 전체를 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대구 남산동"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "할머니 성함",
          "복 많이 받으시라고"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "젊은 손님들이 그냥 지나쳐"
        ]
      },
      "key_considerations": {
        "said": 2,
        "text": [
          "단골분들이 서운해하실까 봐"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "단팥빵",
          "카스테라",
          "쌀 휘낭시에"
        ]
      },
      "other_design_requirements": {
        "said": 3,
        "text": [
          "빵 봉투랑 스티커"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "30~40대 엄마들",
          "대학생들"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "따뜻하고 정직한",
          "레트로한데 촌스럽진 않게"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "팥색 같은 진한 갈색"
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
      "brand_website": {
        "said": "asked",
        "text": [
          "@boknam_bakery"
        ]
      }
    }
  },
  {
    "id": "heldout119-packaging-ko-suwon-couple-granola",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요!! 저희 부부가 둘 다 회사 그만두고 수원 행궁동에서 작은 그래놀라 공방을 시작했어요 😭 패키지 디자인 상담 받고 싶은데 솔직히 너무 떨려요. 남편은 10년 다닌 회사를 나왔고 저도 모은 돈 거의 다 넣은 거라서요.",
      "제품은 귀리 그래놀라예요. 설탕 대신 조청으로 단맛 내고 국산 귀리만 써요. 요거트에 뿌려 먹거나 우유 부어 먹는 거고요. 이게 저희 자랑이에요 ㅎㅎ",
      "처음엔 예쁜 유리병에 담고 싶었어요. 근데 디자인비까지 300만 원 넘어가면 진짜 큰일나요ㅠㅠ 남편은 계속 괜찮다고 하는데 저는 밤마다 계산기 두드려요.",
      "그리고 어제 택배로 샘플 보내봤더니 병이 하나 깨져서 왔어요… 병은 포기하고 지퍼 스탠딩 파우치로 가려고요. 한 봉에 300g이고, 맛보기용 40g 미니 봉도 따로 있어요.",
      "파는 곳은 스마트스토어랑 주말 플리마켓이요. 그리고 동네 카페 두 곳에서 놔주신다고 했어요!! 손님은 아침 챙겨 먹기 힘든 20~30대 직장인들이요.",
      "분위기는 따뜻하고 손맛 느껴지는 느낌이면 좋겠어요. 일러스트 들어간 거요. 다이어트 식품처럼 보이는 건 싫어요. 색은 귀리 같은 베이지에 초록 포인트?"
    ],
    "whenAsked": {
      "preferred_materials": "재질은 진짜 하나도 몰라요ㅠ 뭐가 싸고 뭐가 좋은지도 모르겠어서 그건 지금 대답을 못 하겠어요.",
      "expected_deadline": "3월 중순까지는 디자인 끝나야 4월에 인쇄 들어갈 수 있어요.",
      "key_considerations": "인쇄 단가요. 소량으로 뽑아도 너무 비싸지 않게, 저희가 감당할 수 있는 선이었으면 해요."
    },
    "otherwise": "딱히 없어요, 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "그래놀라 공방",
          "패키지 디자인"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수원 행궁동"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "귀리 그래놀라",
          "요거트에 뿌려"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "조청으로 단맛",
          "국산 귀리만"
        ]
      },
      "packaging_form": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch"
          ]
        }
      },
      "specification": {
        "said": 3,
        "text": [
          "300g",
          "40g 미니 봉"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "스마트스토어",
          "플리마켓",
          "카페 두 곳"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "20~30대 직장인"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "따뜻하고 손맛",
          "일러스트"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "베이지에 초록 포인트"
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
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "인쇄 단가",
          "너무 비싸지 않게"
        ]
      }
    }
  },
  {
    "id": "heldout119-website-ko-busan-leather-agency-burned",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "하… 진짜 말하기도 지치는데요. 부산 전포동에서 가죽공방 하고 있어요. 재작년에 웹에이전시에 550만 원 주고 홈페이지 만들었는데 모바일에서 예약 버튼이 안 눌려요. 고쳐달라고 연락한 지 석 달째 답이 없어요ㅋㅋ 그래서 그냥 새로 만들려고요.",
      "지금 주소는 leatherjeonpo.co.kr 인데 들어가 보시면 제 속이 왜 터지는지 아실 거예요. 원데이 클래스 예약이 제일 중요해서 예약되는 사이트로 해야 해요. 지금은 손님들이 인스타 DM으로 예약하시는데 제가 수업하다 보면 답을 못 해서 놓치는 손님이 너무 많아요.",
      "손님은 20~30대 커플이 제일 많고 요즘 일본인 관광객도 꽤 와요. 그래서 언어는 한국어랑 영어로 하면 될 것 같아요.",
      "페이지는 공방 소개, 클래스 종류랑 가격, 예약, 작품 갤러리, 오시는 길 정도요. 예산은 이번엔 진짜 300만 원 넘기고 싶지 않아요. 또 돈만 날릴까 봐 무서워서요😤",
      "아 그리고 아까 영어라고 했는데 생각해보니 영어로 물어보는 손님은 거의 없고 다 일본분들이에요. 영어 말고 한국어랑 일본어로 해주세요.",
      "분위기는 따뜻하고 차분한 느낌이요. 너무 화려한 건 싫고 작품 사진이 크게 보였으면 좋겠어요. 가죽 냄새 나는 것 같은 사이트? ㅎㅎ 말이 좀 이상하네요."
    ],
    "whenAsked": {
      "competitors": "다른 공방 사이트는 일부러 안 봐요. 보면 스트레스만 받아서요 ㅋㅋ 그건 패스할게요.",
      "expected_deadline": "벚꽃 시즌 전에는 열어야 해요. 3월 말까지요. 일본 손님들이 그때 제일 많이 와요.",
      "key_considerations": "모바일에서 예약이 제대로 되는 거요. 그리고 다 만든 다음에도 연락 잘 되는 곳이었으면 좋겠어요. 진짜로요."
    },
    "otherwise": "그건 상관없어요. 알아서 잘 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "가죽공방",
          "새로 만들려고요"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "부산 전포동"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "leatherjeonpo.co.kr"
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
          "DM으로 예약",
          "놓치는 손님이 너무 많아요"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "20~30대 커플",
          "일본인 관광객"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "공방 소개",
          "작품 갤러리",
          "오시는 길"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 3000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "languages": {
        "said": 4,
        "text": [
          "한국어랑 일본어"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "따뜻하고 차분한",
          "사진이 크게"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "모바일에서 예약이 제대로",
          "연락 잘 되는"
        ]
      }
    }
  },
  {
    "id": "heldout119-other-ko-sejong-ballet-recital-print",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 급하게 연락드려요ㅠㅠ 세종시 나성동에서 어린이 발레학원을 하고 있는데요, 2월 28일에 10주년 정기공연이 있어요. 원래 디자인 해주시기로 한 학부모님이 사정이 생기셔서 갑자기 못 하게 되셨어요. 진짜 멘붕이에요.",
      "필요한 건 공연 포스터, 프로그램북, 그리고 입장 티켓이요. 프로그램북은 16페이지 정도고 아이들 사진이랑 이름이 다 들어가야 해요. 아이들이 62명인데 이름 틀리면 저 진짜 못 살아요😭",
      "포스터는 인쇄해서 학원이랑 근처 상가에 붙이고 인스타에도 올릴 거예요. 보시는 분들은 거의 학부모님들이랑 할머니 할아버지들이에요. 아이들 가족이요.",
      "작품이 호두까기 인형이라 분위기는 동화 같고 따뜻했으면 좋겠어요. 너무 유치하진 않게요. 작년에 다른 학원 포스터 보니까 완전 반짝이 범벅이던데 그건 좀…",
      "인쇄소에서 2월 13일까지 파일 넘겨달래요. 그러니까 그 전에 다 끝나야 해요. 3주밖에 없어요ㅠ",
      "제일 바라는 건 아이들이 자기 이름 나온 프로그램북 받고 뿌듯해하는 거예요. 그리고 솔직히 저도 좀 발 뻗고 자고 싶어요 ㅎㅎ",
      "헉 방금 인쇄소 사장님이 전화 주셨는데 설 연휴 때문에 2월 11일까지는 넘겨야 한대요. 이틀 더 당겨졌어요 ㅠㅠ"
    ],
    "whenAsked": {
      "colors_and_elements": "색은 아직 못 정하겠어요. 의상 색이 이번 주에 나와서 그거 보고 말씀드려야 할 것 같아요.",
      "collaboration_notes": "제가 낮엔 수업이라 카톡으로 주시면 저녁에 답할게요. 최종 결정은 제가 해요. 급하니까 시안은 두 번 정도만 주고받았으면 해요.",
      "key_considerations": "아까 말씀드린 것처럼 아이들 이름 틀리면 안 되는 거요. 62명 이름 하나하나 다 맞아야 해요."
    },
    "otherwise": "딱히 없어요, 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "어린이 발레학원",
          "10주년 정기공연"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "세종시 나성동"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "공연 포스터",
          "프로그램북",
          "입장 티켓"
        ]
      },
      "key_considerations": {
        "said": 1,
        "text": [
          "이름 틀리면"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "학부모님들",
          "할머니 할아버지"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "동화 같고 따뜻했으면",
          "너무 유치하진 않게"
        ]
      },
      "problem_need": {
        "said": 5,
        "text": [
          "자기 이름 나온 프로그램북",
          "뿌듯해하는"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-11",
          "precision": "day",
          "relation": "by"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "카톡으로",
          "최종 결정은 제가"
        ]
      }
    }
  },
  {
    "id": "heldout119-residential-ko-daegu-fathers-house",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요… 어디서부터 말씀드려야 할지 모르겠네요. 작년 가을에 아버지가 돌아가셨는데, 아버지 혼자 사시던 대구 수성구 단독주택에 저희 가족이 들어가 살려고 리모델링을 알아보고 있어요. 아직도 그 집 들어가면 마음이 좀 그래요ㅠ",
      "2층짜리 집이에요. 1층에 방 두 개랑 거실, 부엌, 화장실 하나 있고 2층에 방 하나랑 작은 화장실 있어요. 아버지 향년 일흔아홉이셨는데 마지막 몇 년은 계단을 못 오르셔서 2층은 거의 창고처럼 쓰셨어요.",
      "들어가서 살 사람은 저랑 남편, 초등학생 딸 둘이에요. 강아지도 한 마리 있고요🐶",
      "솔직히 제일 무서운 건 돈이에요. 남편이랑 몇 번을 계산해 봤는데 1억 5천 넘어가면 저희는 진짜 감당 못 해요. 그 안에서 어떻게든 됐으면 좋겠어요ㅠㅠ",
      "집이 너무 춥고 어두워요. 창이 작고 외풍이 심해서 겨울엔 아버지가 전기장판 하나로 버티셨대요… 그 생각만 하면 눈물 나요.",
      "이사는 애들 새 학기 맞춰서 3월 초에 들어가고 싶어요. 벌써 1월인데 너무 늦은 건 아니겠죠?😥",
      "스타일은 잘 모르지만 따뜻하고 편안한 느낌이면 좋겠어요. 거실에서 아버지랑 귤 까먹으면서 야구 보던 기억이 있어서 거실만큼은 그 느낌이 남았으면 해요. 그리고 제일 중요한 건요, 아버지가 직접 짜신 나무 선반은 꼭 살려주세요. 그것만은 못 버리겠어요.",
      "아 그리고 아까 3월 초라고 한 거요, 남편이랑 얘기해 보니 도저히 무리래요ㅠ 애들 여름방학 맞춰서 7월 말쯤 들어가는 걸로 할게요. 전학 수속도 그때가 낫대요."
    ],
    "whenAsked": {
      "age": "정확히는 모르겠는데 제가 여섯 살 때 새로 지어서 이사 왔으니까… 지은 지 38년 정도 됐어요.",
      "space_size": "평수는 진짜 모르겠어요ㅠ 서류는 아버지가 다 갖고 계셨어서 아직 못 찾았어요.",
      "lifestyle": "남편이 재택을 일주일에 세 번 해서 조용한 방이 하나 필요해요. 저녁엔 다 같이 거실에 모여 있는 편이고, 주말엔 제가 요리 많이 해요.",
      "colors_and_elements": "하얀색만 잔뜩 있는 건 싫고요, 나무색이 많았으면 해요. 아버지 선반이랑 어울리게요."
    },
    "otherwise": "그건 딱히 생각해 본 적이 없어요. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "단독주택",
          "리모델링"
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
          "대구 수성구"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "1층에 방 두 개랑 거실",
          "2층에 방 하나랑 작은 화장실"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "남편",
          "초등학생 딸 둘",
          "강아지"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 150000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "problem_need": {
        "said": 4,
        "text": [
          "너무 춥고 어두워요",
          "외풍이 심해서"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "따뜻하고 편안한 느낌"
        ]
      },
      "memorable_moments": {
        "said": 6,
        "text": [
          "귤 까먹으면서 야구 보던"
        ]
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "나무 선반은 꼭 살려주세요"
        ]
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "part": "late"
        }
      },
      "age": {
        "said": "asked",
        "value": {
          "kind": "number_with_unit",
          "amount": 38,
          "unit": "years"
        }
      },
      "space_size": {
        "said": "asked",
        "skipped": true
      },
      "lifestyle": {
        "said": "asked",
        "text": [
          "재택을 일주일에 세 번",
          "주말엔 제가 요리 많이 해요"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "하얀색만 잔뜩 있는 건 싫고",
          "나무색이 많았으면"
        ]
      }
    }
  },
  {
    "id": "heldout119-commercial-ko-hapjeong-bakery-burned",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요… 망원동에서 7년째 동네 빵집 하고 있어요. 건물주가 월세를 40%나 올려서 결국 나가기로 했고, 합정역 근처 1층 자리로 이전해요. 근데 작년에 2호점 내려다가 업체가 계약금 2천만 원만 받고 잠수탄 적이 있어서 인테리어라는 말만 들어도 속이 울렁거려요ㅠ",
      "새 가게는 18평이에요. 지금 가게는 진열대가 좁아서 손님 세 명만 들어와도 꽉 차고 계산 줄이 밖까지 서요. 이번엔 손님들이 편하게 빵 고를 수 있었으면 좋겠어요.",
      "손님은 동네 주민분들이 제일 많고, 아침엔 출근하는 직장인, 주말엔 아기 엄마들이 많이 와요. 저희는 천연발효종으로 굽는 무화과 깜빠뉴가 시그니처라서 멀리서 일부러 사러 오시는 분도 있어요😊",
      "예산이 제일 걱정이에요. 떼인 돈 때문에 남은 게 딱 6천이에요. 집기까지 다 해서 6천 넘으면 진짜 가게 못 열어요ㅠㅠ",
      "아 죄송한데 아까 18평이라고 한 거요, 부동산에 다시 물어보니까 그건 계약면적이고 실평수는 15평이래요. 또 속은 기분이에요ㅋㅋ 하…",
      "분위기는 따뜻하고 소박한 동네 빵집 느낌이요. 너무 힙한 카페처럼은 싫어요. 색은 크림색이랑 나무 톤이 좋고, 빵 색깔이 예뻐 보이는 조명이면 좋겠어요.",
      "제일 중요한 건 일정 약속 지키는 거예요. 공사 중에 중간중간 사진으로 보고받고 싶어요. 저번처럼 연락 끊기면 저 진짜 쓰러져요."
    ],
    "whenAsked": {
      "opening_date": "지금 가게 계약이 4월 말에 끝나서 늦어도 5월 중순에는 꼭 열어야 해요!",
      "brand_value": "매일 와도 부담 없는 빵집이요. 문 열고 들어오면 빵 냄새에 기분 좋아지는 그런 곳이었으면 해요.",
      "unique_design": "그건 아직 생각 못 해봤어요. 디자이너님이 제안해 주시면 볼게요.",
      "other_design_requirements": "간판도 새로 해야 하는데 같이 봐주시면 좋겠어요."
    },
    "otherwise": "음 그건 잘 모르겠어요. 괜찮은 쪽으로 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "동네 빵집",
          "이전해요"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "합정역 근처"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "진열대가 좁아서",
          "편하게 빵 고를 수"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "동네 주민",
          "출근하는 직장인",
          "아기 엄마들"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "천연발효종",
          "무화과 깜빠뉴"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 60000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 15,
          "unit": "pyeong"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "따뜻하고 소박한 동네 빵집",
          "힙한 카페처럼은 싫어요"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "크림색이랑 나무 톤"
        ]
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "일정 약속 지키는 거"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "사진으로 보고받고 싶어요"
        ]
      },
      "opening_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "매일 와도 부담 없는",
          "기분 좋아지는"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout119-exhibition-ko-kintex-dog-treats-first",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요!!! 저 완전 처음이라 뭐부터 여쭤봐야 할지 모르겠는데ㅠㅠ 작년에 혼자 시작한 수제 강아지 간식 브랜드 '꼬순내'로 이번에 처음으로 박람회에 나가게 됐어요!! 킨텍스 제1전시장에서 하는 펫 박람회예요. 생각만 해도 심장 터질 것 같아요🐶💓",
      "부스는 일단 기본 부스 하나, 3x3으로 신청했어요. 예산은… 친구가 작년에 다른 박람회 나갈 때 1,500 들었다던데 저는 그렇게는 절대 못 써요ㅠ 디자인이랑 시공 다 합쳐서 800만 원 이하로 부탁드려요🙏",
      "박람회는 4월 23일부터 26일까지고, 설치는 전날인 22일에 들어가면 된대요.",
      "제일 만나고 싶은 건 펫샵이나 동물병원 바이어분들이에요. 물론 일반 보호자분들한테 시식도 많이 해드리고 싶고요! 입점처 늘리는 게 목표예요.",
      "저희 간식은 사람이 먹어도 되는 재료만 써요. 제가 키우는 3살 말티즈 두부가 알러지가 심해서 시작한 거라… 보호자분들이 '이건 믿고 줘도 되겠다' 하고 안심하는 부스였으면 좋겠어요.",
      "헐 방금 주최측 메일 왔어요!!! 옆 부스가 취소돼서 붙여서 쓸 수 있대요ㅠㅠ 그래서 3x6으로 늘렸어요. 좋은데 더 막막해졌어요😭",
      "분위기는 밝고 깨끗한 느낌? 주방처럼 위생적인데 귀여운 거요. 로고가 민트색이라 민트랑 흰색 쓰고 싶어요."
    ],
    "whenAsked": {
      "unique_design": "강아지들이 직접 냄새 맡고 먹어볼 수 있는 낮은 시식대요! 강아지 눈높이에 맞춘 거요.",
      "water_electricity_supply": "전기는 필요해요, 냉장 쇼케이스 쓸 거라서요. 물은 없어도 돼요.",
      "exit_date": "철수요? 아 그건 매뉴얼에 있을 텐데 아직 다 못 읽었어요ㅠ 확인하고 알려드릴게요.",
      "key_considerations": "혼자 준비하는 거라 설치랑 철수를 다 맡아주셨으면 해요. 저는 간식 만드는 것만으로도 벅차요."
    },
    "otherwise": "그건 잘 모르겠어요ㅠ 알아서 해주시면 좋겠어요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "수제 강아지 간식",
          "처음으로 박람회"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "킨텍스 제1전시장"
        ]
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 8000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-23",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-22",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "펫샵이나 동물병원 바이어",
          "일반 보호자"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "입점처 늘리는 게 목표"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "사람이 먹어도 되는 재료",
          "믿고 줘도 되겠다"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "밝고 깨끗한",
          "위생적인데 귀여운"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "민트랑 흰색"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "낮은 시식대",
          "강아지 눈높이"
        ]
      },
      "water_electricity_supply": {
        "said": "asked",
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "설치랑 철수를 다 맡아주셨으면"
        ]
      }
    }
  },
];
