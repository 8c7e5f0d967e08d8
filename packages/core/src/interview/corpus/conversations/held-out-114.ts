import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 114 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: pasted from elsewhere (visitors paste a
 * phone note with bullets and line breaks, an e-mail to a previous designer, a forwarded WhatsApp, LINE or KakaoTalk
 * message, a landlord's or organiser's notice, a spec sheet, an Instagram bio, with a few words of their own around
 * it; the pasted text holds deposits, old quotes, the e-mail's own dates and a partner's side remarks that are not the
 * project's; in each, one correction and one or two fields not known, filed as skipped). Written in session 64 by
 * seven writers, all 21 conversations. First played on 7dfb1fd8 (the session's start engine, with batch 113 added,
 * before any change): 171 of 273 facts (62.6 %), 21 wrong values, 22 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 114)
 * - brand_design: Kirra Walsh, runs Walsh Charters (Rottnest day trips, whale watching) with skipper husband Dave out of Fremantle WA, full rename and identity as Little Run Boat Co. for their second boat; trap: msg 1: Insta bio's "Sep–Nov" whale season and "25 yrs on the water"; msg 4: pasted e-mail to previous designer Jared (14 November, $3,500 budget, call before Christmas); msg 6: forwarded chat (survey after Easter, signwriter's 3 weeks: no deadline to file); msg 7: sister-in-law's Subiaco is not the business place; correction: need_registration_assistance yes (msg 3) -> no (msg 7); unknown: expected_deadline.
 * - packaging_design: Jo Tran, ex-pharmacist making drinking vinegars (shrubs) from Huon Valley seconds in Cygnet (Tasmania), bottle labels + a three-bottle gift set before a North Hobart bottle shop and a café stock them; trap: msg 0: notes-app stall fee $95/wk and 300 of each flavour; msg 2: Mick's forward (shop starts with 2 flavours, mum's 70th Sat the 7th, pub at 6); msg 5: supplier spec sheet (Dandenong, MOQ 1,200, 4-6 weeks, quote valid to 27/02/2026); msg 6: printer's three weeks, Easter; correction: specification 375ml (msg 0) -> 250 ml (msg 5); unknown: preferred_style.
 * - website: Niamh O'Driscoll, physio running Harbour Physio & Pilates in Douglas, Cork, booking site to take calls off her receptionist; trap: msg 0: old site built 2019; msg 1: pasted e-mail to previous designer Ciarán (dated 14 Apr 2025, "Tuesday", "before the summer", his €2,400 quote); msg 4: Dónal's WhatsApp (car park closing at 7 from February, timestamps); msg 7: postnatal course 13 April; correction: languages English only (msg 2) -> English and Polish (msg 6); unknown: budget.
 * - other: Travis Holm, terse owner of Holm Septic & Drain in West Fargo ND, wraps for two pump trucks + door magnets for his pickup; trap: msg 1: wrap shop quote ($14,850, 3,600 gal tanks, 2 days per unit, shop address Main Ave, Fargo); msg 2: Deb's forwarded list (phone number, Cass + Clay county, pick up Kaylee 3:15 Thurs); msg 3: install week of March 16; msg 7: install Feb 23; correction: expected_deadline 2026-03-02 (msg 3) -> 2026-02-16 (msg 7); unknown: collaboration_notes.
 * - residential_space: Priya Raman, physio, and chef husband Callum with two kids and a greyhound, renovating a freestanding 1962 brick house in Lenah Valley (Hobart) before moving in; trap: msg 0: settlement 27 Feb, inspection 14 Jan, loan approved $610k, listing's 142 m2; msg 2: Dave's Sandy Bay renovation 90k; msg 4: builder's quote due 6 Feb (move-in end of June only); correction: space_size 142 m2 (msg 0) -> 118 m2 (msg 5); unknown: preferred_style.
 * - commercial_space: Niamh Cullinane, tattoo artist leaving a rented room on Shop Street for a two-station studio (Briar Studio) on Dominick Street, Galway West End; trap: msg 0: old Shop Street room; msg 1: lease commencement 1 March 2026, 10-yr term, rent €2,150, 3 months' deposit, 6 weeks rent-free (file only 58 m2); msg 3: Berlin/Lisbon guest spots, books open for April; msg 5: Jess in Lisbon till 9 May; correction: opening_date 2026-04-18 (msg 2) -> 2026-05-23 (msg 5); unknown: budget.
 * - exhibition_space: Marisol Reyes, co-owner of Tumalo Dog Works (waxed-canvas dog beds, Bend OR), first 10'x20' inline booth (200 sq ft) at Global Pet Expo, Orange County Convention Center, Orlando; trap: msg 1: booth no. 5217, targeted early move-in Sunday March 22 (20x20 and larger only, file move-in March 23), $7,400 floor-space balance due February 13; msg 0: Bend is the company, not the venue; msg 4: SuperZoo 2024 10x10 popup and its $4k; msg 5: freight/drayage from another pot, accountant Dana; correction: budget ~$30,000 (msg 3) -> at most $24,000 (msg 5); unknown: preferred_style.
 */
/* Writer's note (zh-TW, batch 114)
 * - brand_design: 阿翔 and his climbing-club junior 小安, opening bouldering gym 「石光攀岩」 in 台南東區, full identity (logo, wordmark, colours; signage and member cards later); trap: msg 1: notes' 崇學路 warehouse 120坪, 押金三個月, 開幕 6/6 and 裝潢 350萬 (no brand fields), msg 2: forwarded LINE's 高雄 gym competition last year with 200多人, msg 5: IG bio's "2026 夏天見" (not the deadline); correction: expected_deadline 4月底 (msg 1) -> 2026-03-20 by (msg 6); unknown: need_registration_assistance.
 * - packaging_design: 蘇志豪, mid-40s, third generation at 北港 sesame-oil shop 蘇記麻油, new label for the 570ml black sesame oil glass bottle plus a gift box; trap: msg 1: spec sheet's 台南善化 contract sesame and 保存期限24個月, msg 2: e-mail to a previous designer (王設計師, 2019 old label, 一年賣8000瓶, 一盒裝兩瓶), msg 6: 母親節 is the shelf date, not the deadline (3月底 by); correction: specification 一盒兩瓶 (msg 2) -> 一盒三瓶 570ml (msg 5); unknown: preferred_style.
 * - website: 阿凱 and his wife 小瑜, 5-year-old dive shop 「海龜日常」 on 小琉球 with only FB and IG, wants a booking site; trap: msg 2: notes' "2/3 跟船長對帳", msg 3: forwarded LINE price list ($2,800 / $13,500 / $1,200, not the budget) and 4/3-4/6 holiday fully booked (not the go-live date); correction: languages 中英 (msg 2) -> 中文、英文、日文 (msg 6); unknown: budget.
 * - other: 怡安, singer of 台中 (北屯) indie folk band 「南風過境」, first full album: cover, CD booklet and (at first) tour poster; trap: msg 1: label e-mail's 發行日 2026/5/22, 六面digipak 16頁 and 1000張 pressing (deadline is 4/24 by), msg 3: drummer's forwarded LINE with 綠島 photos and tour dates/venues 6/6 台中, 6/13 台北, 6/20 高雄; correction: other_design_requirements 封面、歌詞本、巡演海報 (msg 0) -> 封面、歌詞本、T恤圖案 (msg 5); unknown: colors_and_elements.
 * - residential_space: 陳先生, Hsinchu primary-school teacher (wife a shift-work nurse, two kids, a Shiba), renovating an 18-year-old resale apartment on 關新路, 東區, pasting his phone note and his wife's LINE; trap: msg 0: 交屋 1/15 (handover done, not move-in), old rental's 月租2.3萬 and deposit; msg 2: mother's Saturday visit and the parking space; correction: space_size 30 ping (msg 0) -> 27.5 ping (msg 6); unknown: preferred_style.
 * - commercial_space: 許小姐, Taichung pet groomer moving from a small studio to a 24-ping ground-floor shop on 西屯區河南路二段, pasting her IG bio, the landlord's LINE and her own note; trap: msg 0: old studio address 南屯區大業路 and shop hours; msg 1: lease start 2026/3/1, two weeks rent-free, deposit 9萬; correction: opening_date 4月中 (msg 2) -> 2026-05-02 (msg 6); unknown: colors_and_elements.
 * - exhibition_space: 林小姐, marketing daughter of a third-generation 鹿谷 tea family, first time at 台北國際食品展 (南港展覽館1館), pasting the organiser's notice and her dad's forwarded LINE; trap: msg 0: booth-fee balance NT$48,000 due 3/31; msg 1: last year's Kaohsiung show 60萬, grandma's hospital visit next Wednesday; correction: space_size 36 m2 (msg 1) -> 27 m2 (msg 5); unknown: preferred_style.
 */
/* Writer's note (ko-KR, batch 114)
 * - brand_design: 박상훈 (41, ex-deep-sea navigator), coffee roastery 선창로스터스 in 목포 원도심 만호동, new logo + full identity replacing a friend's 미리캔버스 logo; trap: msg 0: 2023 opening, 14 cafes, "예산 300" (no budget field); msg 2: sister's kakao with 작년 11월 filing, 40만원 fee, 광주 trip; msg 4: 성수동 cafes (not the brand); msg 5: client's 4월 25일 2호점 opening and 30kg order, 3-week print time (deadline 3월 말 by); correction: brand_website @sunchang.roasters (msg 4) -> @sunchang_roasters (msg 7); unknown: colors_and_elements.
 * - packaging_design: 윤서아 (29, ex-vet-clinic nurse), dog-treat brand 오늘의 산책 in 김포 구래동, zipper pouches per product + a 3-item gift box for clinic counters and 스마트스토어; trap: msg 1: spec sheet's 70도 12시간, 냉장 3개월 (only the 60g/40g/50g weights are the spec); msg 3: vet's kakao with 마곡 clinic, 30cm shelf, 3월 14일 clinic move (not a deadline); msg 7: 5월 킨텍스 펫쇼 (deadline 4월 초 by); correction: preferred_materials 크라프트지 (msg 2) -> 알루미늄 코팅 파우치 + 종이 상자 (msg 6); unknown: preferred_style.
 * - website: 한도윤 (35, second generation), 대성정밀 plastic injection-mold maker in 인천 남동공단, replacing its 2011 non-mobile company site for overseas buyers; trap: msg 1: pasted 2025년 9월 3일 e-mail with the old agency's 850만원 quote and "10월 중" (budget never given), msg 3: father's kakao with 450톤 press, 창원 trip, 금요일; msg 5: 6월 하노이 전시회 (go-live 4월 말 by); correction: languages 한국어·영어·일본어 (msg 3) -> 한국어·영어 (msg 6); unknown: budget.
 * - other: 오경태 (47), terse owner of the 30-year-old 봉명모터스 car repair shop in 청주 봉명동, wrap design for his new tow truck plus a logo patch for staff work jackets; trap: msg 1: 오창 wrap shop's quote (180만원, 2025년식, 4.2m x 0.9m panel, 3M film); msg 3: Instagram bio's "since 1996"; msg 6: wife's kakao with 민지 학원비 25일; msg 7: 3월 둘째 주 is the wrap install, not the design deadline (3월 6일 by); correction: collaboration_notes 결정은 제가·전화 (msg 5) -> 집사람이랑 같이·카톡 (msg 6); unknown: key_considerations.
 * - residential_space: 정유진, university-hospital nurse on 3 shifts, 부산 수영구 남천동 29년 된 32평 구축 아파트 전체 리모델링 (남편 선원, 초4 딸, 고양이 2); trap: msg 0 memo holds 매매 5억 8천, 잔금 2/27, current home 연산동 24평 전세 4월 말 만기; msg 1 forwarded KakaoTalk holds 3월 14일 (previous owner moves out), 중개수수료 232만원, 싱가포르 출장; correction: move_in_date 2026-04-25 (msg 0) -> 2026-05-09 (msg 5); unknown: budget.
 * - commercial_space: 한서윤, ex-physiotherapist pilates instructor opening her first studio '숨' near 수원 광교중앙역 (former cram school, 리포머 6대); trap: msg 1 pasted realtor text holds 보증금 5,000만, 월세 320만, 관리비 평당 1.2만, 임대개시 2026.03.01 (not opening); msg 3 pasted e-mail to a previous designer holds 1월 9일 meeting and old 견적 6,200만원 (budget is 4천만원 안에서); correction: space_size 45평 계약면적 (msg 1) -> 31평 (msg 6); unknown: colors_and_elements.
 * - exhibition_space: 윤재민, third-generation makgeolli brewer from 당진 (솔뫼양조장), 18㎡ booth at 2026 우리술 페스타, 양재 aT센터 제1전시장, aiming at bottle-shop and fine-dining buyers; trap: msg 1 pasted organizer e-mail holds 참가비 잔금 2,640,000원 and 4/10 payment date (not budget/dates); msg 2 forwarded KakaoTalk from father holds last year's 부산 벡스코 and 9제곱 booth and 시음잔 500개; correction: water_electricity_supply electricity_only (msg 5) -> both (msg 6); unknown: preferred_style, unique_design.
 */
export const hundredAndFourteenthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout114-brand-en-fremantle-little-run-charters",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi, Kirra here. My husband Dave and I run Walsh Charters out of Fremantle, small boat trips over to Rottnest plus whale watching in spring. We've just bought a second boat and we're using it as the push to rename and get a proper brand, new name, logo, the lot. Right now our logo is something my cousin knocked up in Word and honestly we look a bit amateur next to the big ferry companies.",
      "This is our current Insta bio so you get the idea:\n\nWalsh Charters 🐋⛵\nRotto day trips | Whale watching Sep–Nov | Private charters\nSkipper Dave, 25 yrs on the water\n📍 Fremantle Fishing Boat Harbour\nBook 👇 walshcharters.com.au",
      "New name is going to be Little Run Boat Co. Dave's dad was a cray fisherman out of Freo and he always called the Rottnest crossing \"the little run\", compared to the long runs up to the Abrolhos. Dave grew up hearing it, so it just felt right.",
      "Nothing's registered, not Little Run and I don't think Walsh Charters ever was either. It'd be great if you could help with the trademark side, I've got no clue how that works.",
      "Here's what I sent the last designer before he went quiet on us, it's mostly still what we want:\n\n\"Hi Jared, following up on my email from 14 November. To recap: we'd like a logo that works on the hull, on caps and shirts, and small on the booking site. Budget $3,500 as discussed. Ideally something simple and a bit retro, like the old hand-painted signs around the fishing boat harbour, not cheesy nautical stuff. Can we lock in a call before Christmas?\"",
      "Customers are mostly Perth families doing a Rotto day, tourists off the cruise ships in summer, and a fair few hens' and bucks' parties on the private charters. Pretty broad really.",
      "Dave just sent me this:\n\n[Forwarded] Dave: surveyor can't come till after Easter now 🙄 once she's through survey Baz the signwriter wants the artwork 3 weeks before she goes back in the water\n\nSo no firm date yet, sorry.",
      "Oh and scratch what I said about the trademark help. Dave's sister is an IP lawyer in Subiaco and she's offered to do it for us, so we're sorted on that one."
    ],
    "whenAsked": {
      "expected_deadline": "Honestly don't know yet. It all hangs on when the new boat gets through survey, Dave's still chasing that.",
      "colors_and_elements": "Dave's keen on keeping some of the blue we've got now, but I'd love something warmer in there too, like the sandstone colour of the old buildings in Freo.",
      "key_considerations": "It's got to read from a distance on the side of a boat and still look good tiny on a cap. That's the main thing.",
      "other_design_requirements": "Shirts and caps for the crew, and maybe gift vouchers.",
      "collaboration_notes": "Texting me is easiest. Dave and I decide together, but he'll mostly go with what I like."
    },
    "otherwise": "No preference really, whatever you reckon.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "second boat",
          "rename"
        ]
      },
      "problem_need": {
        "said": 0,
        "text": [
          "look a bit amateur"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Fremantle"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "Rotto day trips",
          "Whale watching",
          "Private charters"
        ]
      },
      "brand_website": {
        "said": 1,
        "text": [
          "walshcharters.com.au"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "the little run",
          "cray fisherman"
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
      "need_registration_assistance": {
        "said": 7,
        "value": {
          "kind": "yes_no",
          "value": false
        }
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "a bit retro",
          "hand-painted signs"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "Perth families",
          "cruise ships",
          "hens' and bucks' parties"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "keeping some of the blue",
          "sandstone"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "read from a distance",
          "tiny on a cap"
        ]
      }
    }
  },
  {
    "id": "heldout114-packaging-en-cygnet-shrub-bottles",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi! I'm Jo Tran. I make drinking vinegars (shrubs) in Cygnet, down in the Huon Valley, from fruit the orchards around here can't sell. For about a year it's been plain bottles with a sticker I print at home, but a bottle shop and a café in Hobart want to stock us, so I need real packaging. Here's what I jotted in my notes app last night:\n\nSHRUBS - packaging\n- 3 flavours: apple & ginger / blackcurrant / rhubarb & rosehip\n- bottle 375ml\n- Salamanca stall fee going up to $95/wk?? ask Mick\n- 300 of each flavour first run",
      "The shrub itself is apple cider vinegar with fruit and a bit of raw sugar, steeped for six weeks. You put a splash in soda water or tonic, like a cordial but tart instead of sweet, and a few bartenders use it in cocktails.",
      "My partner Mick forwarded me this after he did the rounds yesterday:\n\n[Forwarded] Mick: Bottle shop lady in North Hobart says the people who buy this kind of thing from her are mostly 30s-40s, given up the grog or cutting back, want something grown-up to drink that isn't a sugary soft drink. She'll start with 2 flavours. Also don't forget your mum's 70th is Sat the 7th, I've booked the pub for 6",
      "So what I need: a label for each flavour that goes on the bottle, and a three-bottle gift set we can sell at Christmas and to the tourist shops.",
      "What makes ours different: every bit of fruit is Huon Valley seconds that would otherwise get pulped or left on the ground, no preservatives, and it's properly tart, not a syrup like the supermarket ones.",
      "Ah, ignore the 375ml in my note, that was the old bottle. The bottle shop said 375 sits badly on their shelf, so we're switching to 250 ml, six to a carton. This is the spec sheet the supplier sent:\n\nProduct: AMB-250-SW\nAmber glass swing-top bottle 250 mL\nH 190 mm x Ø 62 mm\nMOQ 1,200 units\nLead time 4-6 weeks ex Dandenong VIC\nQuote valid to 27/02/2026",
      "We sell at Salamanca Market every Saturday, and from April the bottle shop in North Hobart and a café in Battery Point will have us. Design finished by 6 March would be perfect, the label printer takes three weeks and we want stock in before Easter."
    ],
    "whenAsked": {
      "preferred_style": "Honestly, no idea. I'm an ex-pharmacist, not a designer, that's why I'm talking to you. I'll know it when I see it.",
      "colors_and_elements": "I'd love the actual fruit colours to come through, deep purple for the blackcurrant, pink for the rhubarb. But no black and gold please, every craft drink in Tassie is black and gold.",
      "preferred_materials": "Paper labels, but ones that survive getting wet. And recycled cardboard for the gift set if that's possible.",
      "key_considerations": "The bottles sit in ice buckets at the market and in the café fridge, so the labels can't peel or go soggy. And it has to be obvious it's non-alcoholic, people keep asking me if it's a cider.",
      "other_design_requirements": "Maybe a sign for the market stall down the track, not urgent.",
      "collaboration_notes": "Mick and I decide together. Text is best, I'm in the shed most days."
    },
    "otherwise": "No strong preference there, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "drinking vinegars",
          "need real packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Cygnet"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "apple cider vinegar",
          "splash in soda water"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "given up the grog",
          "cutting back",
          "grown-up"
        ]
      },
      "packaging_form": {
        "said": 3,
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
        "said": 4,
        "text": [
          "Huon Valley seconds",
          "no preservatives"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "250 ml",
          "six to a carton"
        ]
      },
      "sales_channels": {
        "said": 6,
        "text": [
          "Salamanca Market",
          "bottle shop in North Hobart",
          "café in Battery Point"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-06",
          "precision": "day",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "fruit colours",
          "no black and gold"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "Paper labels",
          "recycled cardboard"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "can't peel",
          "non-alcoholic"
        ]
      }
    }
  },
  {
    "id": "heldout114-website-en-cork-physio-booking",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi there, Niamh O'Driscoll here. I run Harbour Physio & Pilates in Douglas, Cork: two treatment rooms and a small reformer studio. Our website is a one-page thing a patient's son built in 2019 and every booking comes in by phone, so my receptionist spends half her day on calls. I need a proper site where people can book and pay for appointments and classes themselves.",
      "This is what I sent the last designer we spoke to, last spring. We never went ahead but the page list still stands:\n\nOn 14 Apr 2025, Niamh O'Driscoll wrote:\nHi Ciarán,\nThanks for Tuesday. As discussed, pages we'd need:\n- Home\n- Meet the team\n- Treatments & prices\n- Pilates timetable\n- Book online\n- Contact & parking\nIdeally live before the summer. Your quote of €2,400 is a bit more than we'd planned, could we talk about it?\nThanks,\nNiamh",
      "The current one is harbourphysio.ie if you want a laugh. English only is grand.",
      "Our patients are mostly 35 to 70: runners, GAA lads with hamstring trouble, and a big group of women who come to Pilates after having a baby or for back pain. Lots of older people too, so big text and nothing fiddly.",
      "My husband Dónal's been doing homework, he sent me these on WhatsApp:\n\n[10:42] Dónal: look at these two, the booking on the first one is class 👌\nhttps://www.corepilatesgalway.ie\nhttps://www.limerickspinalclinic.ie/book\n[10:44] Dónal: also the Douglas Court car park is closing at 7 from February, tell the evening crowd",
      "Style wise I'd love it calm and clean, more hotel spa than hospital. Lots of white space and photos of our actual studio, not stock photos of people laughing at salads.",
      "Actually, scratch what I said about English only. Kasia, who teaches the reformer classes, says about a third of her clients are Polish and a few have asked, so English and Polish please.",
      "Timing: I'd love it to go live on Wednesday 1 April. We're starting a new postnatal Pilates course on 13 April and I want the bookings for that going through the site."
    ],
    "whenAsked": {
      "budget": "Honestly I don't have a figure yet. I'd rather hear from you what something like this usually costs before I put a number on it.",
      "key_considerations": "It has to link up with Cliniko, that's our practice software, I'm not keeping two diaries. And we're a health business, so any form where people tell us about injuries has to be GDPR-proper.",
      "other_design_requirements": "We'd probably need new photos, the ones we have are dreadful.",
      "plans_after_project": "Maybe selling class passes and gift vouchers online later on.",
      "collaboration_notes": "Email me, and I make the final call. Tuesdays and Thursdays are my admin days."
    },
    "otherwise": "No strong feelings on that, I'll go with what you suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Harbour Physio & Pilates",
          "book and pay"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Douglas, Cork"
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
          "receptionist spends half her day on calls"
        ]
      },
      "main_pages": {
        "said": 1,
        "text": [
          "Meet the team",
          "Treatments & prices",
          "Pilates timetable"
        ]
      },
      "url": {
        "said": 2,
        "text": [
          "harbourphysio.ie"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "runners",
          "after having a baby",
          "older people"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "corepilatesgalway.ie",
          "limerickspinalclinic.ie"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "calm and clean",
          "hotel spa"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "English",
          "Polish"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Cliniko",
          "GDPR"
        ]
      }
    }
  },
  {
    "id": "heldout114-other-en-westfargo-septic-wrap",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Travis Holm, Holm Septic & Drain, out of West Fargo. Need truck wraps designed for our two pump trucks, plus door magnets for my service pickup. Right now the trucks are plain white with a vinyl phone number that's peeling off. My wife says we look like we might steal your toilet.",
      "Wrap shop sent this over, figured you'd need it:\n\nPRAIRIE WRAP CO. – QUOTE #4471\nVehicle: 2019 Freightliner M2 w/ 3,600 gal vacuum tank (qty 2)\nCoverage: cab doors + full tank, no roof\nFilm: 3M IJ180mC + 8518 gloss lam\nArtwork: vector PDF/AI, 1:10 scale, 150 dpi at full size\nInstall: 2 days per unit\nTotal: $14,850.00\n3120 Main Ave, Fargo ND 58103",
      "And here's Deb's list. She does the books and the phones so she gets a vote:\n\n[Forwarded] Deb: ok list for the design people\n- phone # BIG 701-555-0142\n- pumping, inspections, drain cleaning, 24 hr emergency\n- Cass + Clay county\n- keep the green + your dad's duck logo\n- NOT BROWN!!!\n- pick up Kaylee 3:15 Thurs dentist",
      "Shop has us down for install the week of March 16 and they want files two weeks before. So the design needs to be done by March 2.",
      "Customers are mostly rural homeowners and farms outside town, lots of older folks, and realtors who need a septic inspection before a house sells. They see the truck in a driveway or on the interstate.",
      "Main thing: I want people to remember our name. Half the calls I get start with \"I saw your truck but didn't catch the name.\"",
      "Style, I don't know. Clean and bold, a little humor is ok but nothing gross. No cartoon poop, everybody does that.",
      "Change of plans. Deb called the shop, they had a cancellation and can take the first truck Monday Feb 23. So we'd need the artwork by Monday Feb 16. Sorry for the rush."
    ],
    "whenAsked": {
      "key_considerations": "Has to read at highway speed, people pass us on I-94 doing 75. Name and phone number first, everything else second.",
      "collaboration_notes": "No idea how that usually works, never hired a designer before. Whatever's normal, I guess.",
      "plans_after_project": "Maybe a third truck next year if business keeps up."
    },
    "otherwise": "Don't really care on that one. Your call.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Holm Septic & Drain",
          "plain white"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "truck wraps",
          "door magnets"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "West Fargo"
        ]
      },
      "colors_and_elements": {
        "said": 2,
        "text": [
          "keep the green",
          "duck logo",
          "NOT BROWN"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "rural homeowners",
          "realtors"
        ]
      },
      "problem_need": {
        "said": 5,
        "text": [
          "remember our name",
          "didn't catch the name"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "Clean and bold",
          "nothing gross",
          "No cartoon poop"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-16",
          "precision": "day",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "highway speed",
          "Name and phone number first"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout114-residential-en-hobart-lenah-valley-brick",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi! We've just bought our first house, in Lenah Valley in Hobart, and want to renovate before we move in. I'm Priya, I'm a physio. Here's the note I've been keeping on my phone since the open home:\n\nHOUSE\n- freestanding brick, built 1962 (64 yrs old!)\n- 3 bed / 1 bath, separate lounge, closed kitchen, laundry out the back\n- 142 m2 per listing\n- settlement 27 Feb\n- building inspection 14 Jan: ok except back deck (rotten joists)\n- loan approved $610k",
      "The main problems: the kitchen is shut off from everything, so whoever's cooking is stuck in there on their own. One bathroom for four people. And it is freezing, there's no wall insulation as far as we know and the lounge faces south so it barely gets any sun.",
      "My husband sent me his list for you 😂\n\n[Forwarded] Callum: ok list for the designer\n1. proper kitchen, island + gas cooktop\n2. second toilet AT LEAST\n3. a spot for Biscuit that isn't the laundry\n4. don't let them talk us into a butler's pantry\nalso Dave from work did his place in Sandy Bay for 90k all up fyi",
      "Callum's a chef, so the kitchen is very much his department, and Biscuit is our greyhound. So it's the two of us, our kids Anika (7) and Rory (4), and Biscuit. Callum does split shifts at a restaurant in Salamanca so he's home in the mornings, and I start early at the hospital. Weekends there's usually a long lunch with my parents or his mates, and the kids do homework at the kitchen table.",
      "Here's what I emailed the builder, so you know where that's at:\n\n\"Hi Grant, thanks for coming through on Saturday. As discussed we'd like to take out the wall between the kitchen and lounge, add an ensuite off the main bedroom and rebuild the back deck. Could you get the quote to us by 6 Feb? We're hoping to be moved in by the end of June, before the kids' school holidays. Cheers, Priya\"",
      "Sorry, ignore the 142 m2 in my note. That was off the real estate listing and Callum reckons it counts the carport and the deck. The inspector's report says 118 m2 inside.",
      "What matters most to me is making it warm and dry: insulation, double glazing, a heat pump, whatever it takes. And we'd love to keep the original brick fireplace in the lounge if it can stay.",
      "Oh and could you do the built-in joinery as well? Hallway storage for school bags and a little desk nook for me to write up patient notes."
    ],
    "whenAsked": {
      "preferred_style": "Honestly, no idea. We've been so flat out with the purchase we haven't even opened Pinterest, so we're happy to see what you come up with.",
      "colors_and_elements": "Timber and lots of light, please. Just not the all-grey look every flip in Hobart seems to have.",
      "budget": "We're thinking around $150k, but it really hinges on Grant's quote for the structural work.",
      "expected_deadline": "If the plans were sorted by the end of March, Grant could start in April.",
      "important_collections": "Callum's cookbooks. There are about 300 of them and they currently live in boxes.",
      "number_of_visits": "We're only ten minutes away, so come out as often as you need.",
      "collaboration_notes": "Email is best, I can't answer calls at work. Callum and I decide together, but the kitchen is his call.",
      "plans_after_project": "My mum might move in with us in a few years, so a room that could work for her later would be great."
    },
    "otherwise": "No strong feelings on that one, happy to go with what you suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "first house",
          "renovate before we move in"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Lenah Valley"
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
        "said": 0,
        "text": [
          "3 bed / 1 bath",
          "closed kitchen"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "shut off from everything",
          "One bathroom for four people",
          "freezing"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "Anika (7) and Rory (4)",
          "greyhound"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "split shifts",
          "long lunch",
          "homework at the kitchen table"
        ]
      },
      "move_in_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 118,
          "unit": "m2"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "warm and dry",
          "double glazing",
          "fireplace"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "built-in joinery",
          "Hallway storage"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Timber",
          "all-grey"
        ]
      },
      "budget": {
        "said": "asked",
        "value": {
          "kind": "money",
          "amount": 150000,
          "currency": "AUD"
        }
      }
    }
  },
  {
    "id": "heldout114-commercial-en-galway-briar-tattoo",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi there. I'm Niamh Cullinane, a tattoo artist in Galway, and for the last four years I've rented a room over a café on Shop Street. I've finally signed for my own place, a ground-floor unit on Dominick Street in the West End, and I want to turn it into a proper little studio with two stations. It'll be called Briar Studio.",
      "Agent sent me this, should have the details you need:\n\nHEADS OF TERMS\nPremises: Unit 2, 14 Dominick St Lower, Galway\nTenant: N. Cullinane t/a Briar Studio\nLease commencement: 1 March 2026\nTerm: 10 yrs (break option yr 5)\nRent: €2,150 p/m\nDeposit: 3 months' rent\nRent-free: 6 weeks (fit-out)\nNet internal area: 58 sq m",
      "At the moment clients wait on a folding chair in a corridor, and there's nowhere private for rib or thigh pieces, which is grim for them. I want people to walk in and feel calm and looked after, not like they're at the dentist or in a biker bar. Hoping to open Saturday 18 April.",
      "Here's my Insta bio, easier than explaining:\n\n🌿 Niamh · Briar Studio\nfine line & botanical tattoos\nGalway | guest spots Berlin + Lisbon\nbooks open for April ✨ DM me\nlinktr.ee/briarstudio\n\nClients are mostly women in their 20s to 40s, loads of first tattoos and memorial pieces. The other shops in town are mainly walk-in, flash and traditional; I only do custom work by appointment.",
      "Look-wise, think old apothecary crossed with a plant shop. Warm and a bit moody: dark green walls, real plants everywhere, brass and old timber. Please no black and red skulls, and nothing clinical white either.",
      "Bad news on the date, my second artist just sent me this:\n\n[Forwarded] Jess: omg so excited!! only thing is I'm in Lisbon til 9 May now, they extended my guest spot 🙈 also PLEASE can we each have our own sink, the last place had one between 3 of us and it was a nightmare\n\nNo point opening with one chair, so we'll open Saturday 23 May instead.",
      "Most important thing is it passes the council hygiene inspection first time: wipeable floors and surfaces, and Jess is right, a hand sink at each station. I also need really good daylight-type lighting over both beds. And one dream thing: a wall of pressed flowers framed behind glass in the waiting area, like a giant herbarium."
    ],
    "whenAsked": {
      "budget": "I'd honestly rather not put a number on it yet. I want to see what you'd suggest first, then I'll know what I'm dealing with.",
      "expected_deadline": "Design done by the end of February would be ideal, so the builders can start the day I get the keys.",
      "other_design_requirements": "Signage for the front window, and maybe aftercare cards in the same look.",
      "number_of_visits": "I'm in town all the time, so two or three site visits is no bother.",
      "collaboration_notes": "WhatsApp is easiest. I make the final calls, but Jess gets a say on her own station.",
      "plans_after_project": "Down the line maybe a third chair for guest artists."
    },
    "otherwise": "No strong feelings on that, go with whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "tattoo artist",
          "two stations"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Dominick Street"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 58,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "folding chair in a corridor",
          "nowhere private"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "calm and looked after",
          "not like they're at the dentist"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "women in their 20s to 40s",
          "first tattoos"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "only do custom work by appointment",
          "fine line & botanical"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "old apothecary",
          "plant shop"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "dark green walls",
          "brass",
          "black and red skulls"
        ]
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-23",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "hygiene inspection",
          "hand sink at each station",
          "daylight-type lighting"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "pressed flowers",
          "herbarium"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout114-exhibition-en-bend-dog-beds-orlando",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "Hi there! I'm Marisol Reyes. My partner Jess and I own Tumalo Dog Works, we make dog beds, crate pads and car travel mats out of waxed canvas, all cut and sewn in our little shop in Bend, Oregon. We got accepted to Global Pet Expo this year and it's our first real booth, so we need someone to design and build it.",
      "Here's the important bit from the exhibitor email, copying it straight in:\n\nExhibitor: Tumalo Dog Works LLC\nBooth #: 5217\nBooth Type: 10' x 20' Inline (200 sq ft)\nFacility: Orange County Convention Center, South Concourse, Orlando, FL\nTargeted Early Move-In (20' x 20' and larger): Sunday, March 22\nExhibitor Move-In: Monday, March 23 – Tuesday, March 24\nShow Dates: Wednesday, March 25 – Friday, March 27\nMove-Out: Saturday, March 28, 7:00 AM – 4:00 PM\nBooth Balance Due ($7,400): February 13, 2026",
      "Who we want to meet: owners and buyers from independent pet stores, some of the smaller regional chains, and ideally a distributor or two. Not the big box guys. Our whole thing is gear that lasts, every bed comes with a lifetime repair promise (send it back, we patch it). I want buyers to walk away knowing they talked to the people who actually sew the stuff.",
      "We'll need electricity for a TV playing our sewing video and a few lights, no water. For design, build and graphics we were thinking around $30k. The $7,400 in that email is just the floor space, that's separate.",
      "Jess keeps a wishlist in our shared notes, pasting it as is:\n\nBOOTH IDEAS\n- the old Singer industrial machine from the shop as the centerpiece!!\n- a bed people can actually lie down on (or at least sit on)\n- canvas swatches to touch\n- dogs in booth?? check GPE rules\n- NOT another 10x10 popup like SuperZoo 2024 ($4k on a banner + rug, never again)",
      "Ugh, budget update. Jess just forwarded this after her call with our accountant:\n\n\"Dana says the booth has to come in under 24k all in. Freight and drayage come out of a different pot, but that's the ceiling. sorry babe\"\n\nSo $24,000 max, not 30.",
      "The big thing for me is that the two of us want to set it up ourselves, so it has to be simple to put together and pack into a couple of crates for freight. We'd love to reuse it at other shows after Orlando too."
    ],
    "whenAsked": {
      "preferred_style": "Oof, no idea honestly. Jess and I haven't even talked about a look yet, that's kind of why we're coming to you.",
      "colors_and_elements": "Our logo is a rust orange on cream, so probably something around that.",
      "other_design_requirements": "Maybe a one-page line sheet buyers can take away with them.",
      "collaboration_notes": "Email me, I'm the point person, but Jess and I sign off on things together.",
      "expected_deadline": "We'd want the design locked by mid-February so there's time to build it."
    },
    "otherwise": "No strong preference there, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Global Pet Expo",
          "first real booth"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "lifetime repair promise",
          "people who actually sew the stuff"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "independent pet stores",
          "distributor"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "unique_design": {
        "said": 4,
        "text": [
          "old Singer industrial machine",
          "a bed people can actually lie down on"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Orange County Convention Center"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 200,
          "unit": "ft2"
        }
      },
      "water_electricity_supply": {
        "said": 3,
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
          "amount": 24000,
          "currency": "USD",
          "bound": "at_most"
        }
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-25",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-23",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-28",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "set it up ourselves",
          "simple to put together"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "reuse it at other shows"
        ]
      }
    }
  },
  {
    "id": "heldout114-brand-zh-tainan-bouldering-gym",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我跟大學登山社的學弟小安合開一間抱石館，在台南東區，預計今年夏天開幕。名字已經取好叫「石光攀岩」，但現在什麼視覺都沒有，想請你們做一整套品牌識別：logo、標準字、顏色，之後招牌跟會員卡也會用到。",
      "我先把記事本裡的東西貼過來，比較快：\n石光 Bouldering\n- 地點：崇學路舊倉庫，約120坪，押金三個月\n- 服務：抱石入場、裝備租借、初學者體驗課、兒童攀岩營\n- 開幕暫定 6/6\n- 裝潢 350萬（岩牆另計）\n- logo 4月底前定案",
      "這是小安昨天傳給我的，他比較會講名字的事：\n[轉傳] 小安：名字由來你幫我跟設計師講一下🙏 石光＝石頭＋時光，我們兩個從大學登山社一起爬了十年，想把那段時光放進來。啊對了，去年我們幫高雄那間岩館辦比賽有200多人報名，提案可以拿來當實績嗎？",
      "台南這兩年已經開了三間岩館，大家的logo都長得差不多，一座山、一顆岩點、黑底配螢光綠。我們想要一看就記得，而且不要讓人覺得攀岩是很硬派、只有肌肉男在玩的運動。",
      "會來的大概是大學生、下班想流汗的上班族，週末也很多爸媽帶小孩來。風格想要溫暖、有手感，有點像台南老店的手寫招牌，但排起來還是要現代、乾淨。顏色想用赭紅色，像岩石曬過太陽的那種，螢光色拜託不要。",
      "網站還沒有，IG先開了一個預告帳號，bio長這樣：\n石光攀岩 Stone Light Bouldering\n📍台南東區｜2026 夏天見\n🧗 抱石・體驗課・兒童營\n@stonelight.tainan",
      "抱歉，剛剛記事本寫logo 4月底定案，那是舊的。小安說岩牆廠商3月底就要在牆上畫品牌色跟圖案，所以logo最晚3月20號要好。"
    ],
    "whenAsked": {
      "registration_status": "還沒有申請，名字上個月才定下來而已。",
      "need_registration_assistance": "要不要請你們幫忙申請我還沒想好耶，要先跟小安討論一下費用。",
      "key_considerations": "最重要是logo縮小放在岩點、粉袋、T恤上也要看得清楚，我們之後會做很多周邊。然後我們預算不多，希望不要來回改太多輪。",
      "collaboration_notes": "我跟小安兩個一起決定，平常用LINE聯絡最方便。",
      "plans_after_project": "如果第一間做得起來，兩三年後想在台南北區再開一間。"
    },
    "otherwise": "這個我們沒特別想法，你們決定就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "抱石館",
          "一整套品牌識別"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南東區"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "招牌跟會員卡"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "抱石入場",
          "裝備租借",
          "兒童攀岩營"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "石頭＋時光",
          "一起爬了十年"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "一看就記得",
          "不要讓人覺得攀岩是很硬派"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "大學生",
          "上班族",
          "爸媽帶小孩"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "溫暖、有手感",
          "手寫招牌"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "赭紅色",
          "螢光色拜託不要"
        ]
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@stonelight.tainan"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
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
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "縮小",
          "看得清楚"
        ]
      }
    }
  },
  {
    "id": "heldout114-packaging-zh-beigang-sesame-oil",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是北港蘇記麻油的志豪，店是我阿公開的，做快六十年了，現在我跟我爸在顧。這次想把黑麻油玻璃瓶上的標籤重新設計，瓶子沿用，另外做一個送禮用的禮盒。",
      "產品資料我直接從給通路的規格表貼過來：\n品名：蘇記古法黑麻油\n容量：570ml（玻璃方瓶）\n成分：100%黑芝麻（台南善化契作）\n製程：柴燒炒焙、石磨壓榨\n保存期限：24個月\n產地：雲林縣北港鎮",
      "去年有找過一位設計師，後來他檔期滿了沒做成，這是我當時寄的信：\n「王設計師您好，我是蘇記麻油蘇志豪。附件是2019年印的舊標籤，這次想改瓶身標籤，另外做禮盒，一盒裝兩瓶。目前一年大概賣8000瓶，麻煩您評估報價，謝謝。」",
      "我們跟大廠差在是柴燒、小批慢慢炒，味道比較香、不會苦。買的人很多是要坐月子的媽媽，家裡長輩買來煮麻油雞，最近也有年輕人買去拌麵線。",
      "現在賣的地方有北港老街的門市、蝦皮賣場，還有嘉義兩間月子中心固定跟我們叫貨。",
      "剛剛信裡寫一盒兩瓶是去年的想法，我爸說兩瓶送人太寒酸，禮盒改成一盒三瓶，一樣是570ml的方瓶。",
      "時間的話，設計希望3月底前可以好，印刷廠說要做一個月，要趕母親節前上架。顏色我爸交代舊標籤那個紅一定要留，老客人都認那個紅。"
    ],
    "whenAsked": {
      "preferred_style": "風格喔……這個我真的還沒想過，也不太懂，等你們給建議再說。",
      "preferred_materials": "禮盒用紙的就好，裡面不要塑膠的內襯，瓶子就維持玻璃。",
      "key_considerations": "標籤上營養標示、產地那些法規的字要放得下，不要擠成一團。禮盒要耐得住宅配，摔一下就破就完蛋了。",
      "problem_need": "舊標籤看起來太老氣，放在月子中心的架上都被別家蓋過去。",
      "collaboration_notes": "跟我聯絡就好，最後我爸點頭才算數。"
    },
    "otherwise": "這個都可以，沒特別要求。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "蘇記麻油",
          "做快六十年"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "北港"
        ]
      },
      "packaging_form": {
        "said": 0,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label",
            "gift_set"
          ]
        }
      },
      "product_description": {
        "said": 1,
        "text": [
          "古法黑麻油",
          "柴燒炒焙"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "柴燒",
          "不會苦"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "坐月子的媽媽",
          "年輕人"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "北港老街的門市",
          "蝦皮",
          "月子中心"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "一盒三瓶",
          "570ml"
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
      "colors_and_elements": {
        "said": 6,
        "text": [
          "那個紅一定要留"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "用紙的",
          "不要塑膠的內襯",
          "玻璃"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "營養標示",
          "耐得住宅配"
        ]
      }
    }
  },
  {
    "id": "heldout114-website-zh-liuqiu-dive-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我在小琉球開潛水店「海龜日常」，今年第五年了，跟我老婆小瑜一起經營。想做一個客人可以自己線上預約的網站，目前沒有網站，只有FB粉專跟IG。",
      "現在客人都是FB、IG私訊問時段跟價錢，旺季一天幾十則，我們晚上回訊息回到半夜，還常常漏掉或重複排到同一個時段。希望客人自己看得到哪天還有空位，直接預約付訂金。",
      "網站要有哪些頁面小瑜之前在記事本列好了，我直接貼：\n【網站】\n- 首頁\n- 課程＆價格\n- 線上預約（可付訂金）\n- 教練介紹\n- 常見問題（暈船、不會游泳可以嗎）\n- 語言：中英\n- 2/3 跟船長對帳",
      "價錢她也傳給我了，轉給你參考：\n[轉傳] 小瑜：網站上的價錢就照這個放👇\n體驗潛水 $2,800/人\nOW初級證照 $13,500\n船潛一支 $1,200\n4/3-4/6 連假已經全滿，先不要再接了",
      "來的客人大部分是20幾30歲的情侶、朋友，來小琉球玩順便第一次體驗潛水，很多連游泳都不太會。也有一些香港跟日本來、有證照的潛水員，會連潛好幾天。",
      "我存了幾個覺得不錯的網站：\nhttps://www.bluecornerdive.com\nhttps://www.kentingdiving.com.tw ←墾丁同業，預約流程很順\n風格想要明亮、有海的感覺，照片大張一點，不要那種擠滿字的旅行社網站。",
      "啊剛剛記事本寫中英，小瑜說今年日本客人變超多，一定要加日文，所以是中文、英文、日文三種。",
      "時間的話希望3月中前可以上線，4月旺季開始前大家就能先訂。"
    ],
    "whenAsked": {
      "budget": "預算老實說還沒概念耶，想先聽你們報價再說。",
      "key_considerations": "最重要是手機上預約要很順，九成客人都是用手機訂的。還有遇到天氣不好停航，要能一次通知當天的客人改期或退訂金。",
      "other_design_requirements": "照片我們水下的很多，但陸上的可能要再拍。",
      "collaboration_notes": "我白天都在海裡，晚上用LINE聯絡比較好，決定的話我跟小瑜一起。"
    },
    "otherwise": "這個沒特別想法，你們覺得好就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "潛水店",
          "線上預約"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "小琉球"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "目前沒有網站",
          "只有FB粉專跟IG"
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
        "said": 1,
        "text": [
          "漏掉或重複排",
          "自己看得到哪天還有空位"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "課程＆價格",
          "線上預約",
          "教練介紹"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "第一次體驗潛水",
          "香港跟日本"
        ]
      },
      "competitors": {
        "said": 5,
        "text": [
          "bluecornerdive.com",
          "kentingdiving.com.tw"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "明亮、有海的感覺",
          "照片大張一點"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "中文",
          "英文",
          "日文"
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
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機上預約要很順",
          "停航"
        ]
      }
    }
  },
  {
    "id": "heldout114-other-zh-taichung-folk-band-album",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我們是台中的獨立樂團「南風過境」，我是主唱怡安，團練室在北屯。今年要發第一張正式專輯，想找設計師做專輯封面跟CD歌詞本，還有巡演海報。",
      "唱片公司窗口寄來的信，我貼重點：\n「發行日：2026/5/22（五）\nCD規格：六面digipak，歌詞本16頁\n首刷壓片：1000張\n美術檔案請於4/24前交給壓片廠」\n所以設計最晚4/24前要全部好。",
      "我們之前兩張EP都是團員自己用Canva拼的，放在唱片行根本沒人會拿起來看😂 這次想要一個看起來像「真的樂團」的視覺，讓人在架上會停下來。",
      "鼓手剛剛在群組講的，轉給你：\n[轉傳] 阿哲：封面能不能用我們去年在綠島拍的那組海邊照片？我覺得很有那個味道\n巡迴目前敲定：6/6 台中 Legacy、6/13 台北 河岸留言、6/20 高雄 Live Warehouse",
      "聽我們的大概是20到35歲、喜歡跑音樂祭的人，很多是大學生。風格想要有點復古、底片感，像70年代民謠唱片那種，不要太精緻的商業感。",
      "啊更正一下，海報剛剛問了，巡演主辦那邊會自己做，所以不用了～改成幫我們設計周邊T恤的圖案，所以是封面、歌詞本跟T恤圖案這三樣。"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色還沒想耶，要等封面照片選好再說。",
      "key_considerations": "歌詞本的字不要太小，我們的歌詞很重要；然後檔案要符合壓片廠的出血跟印刷規格，不然會被退件。",
      "collaboration_notes": "跟我聯絡就好，開一個LINE群組，最後決定是四個團員投票，可能會有點慢XD",
      "number_of_visits": "可以的話想當面聊一次，我們都在台中。"
    },
    "otherwise": "這個我們都可以，交給你們～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "獨立樂團",
          "第一張正式專輯"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "北屯"
        ]
      },
      "expected_deadline": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-04-24",
          "precision": "day",
          "relation": "by"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "看起來像「真的樂團」的視覺",
          "停下來"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "20到35歲",
          "音樂祭",
          "大學生"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "復古、底片感",
          "70年代民謠唱片"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "封面",
          "歌詞本",
          "T恤圖案"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "字不要太小",
          "出血"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "LINE群組",
          "四個團員投票"
        ]
      }
    }
  },
  {
    "id": "heldout114-residential-zh-hsinchu-teacher-notes-app",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我們在新竹剛買了一間中古屋，想整間重新裝修。我先貼我手機備忘錄寫的：\n\n新家 to do\n- 東區關新路附近 電梯大樓12F\n- 屋齡18年\n- 室內約30坪\n- 3房2廳2衛\n- 預算：220萬（不含家電）\n- 交屋 1/15 ✔\n- 現在租的 月租2.3萬 押金還沒拿回來",
      "住的是我跟我太太，還有兩個小孩，大的小二、小的四歲，另外還有一隻柴犬。",
      "這是我太太剛剛LINE我的，她比較有想法：\n\n[轉傳] 佳蓉：\n主臥一定要有更衣室！！\n廚房想改開放式 我要中島\n我上大夜回來白天要睡 主臥要很暗很安靜\n對了 週六我媽要來看房子 你記得跟管委會借車位",
      "平常我太太是護理師要輪班，我是國小老師，下班就陪小孩寫功課。週末很常在家煮火鍋，找朋友來玩桌遊。",
      "現在房子的問題是前屋主的裝潢很舊，很多木作櫃都發霉了，然後西曬很嚴重，下午客廳熱到不行。收納也完全不夠，小孩的東西到處都是。",
      "希望7月初可以搬進去，小孩暑假先適應，9月再轉學。",
      "啊抱歉，剛剛翻了一下權狀，主建物加陽台是27.5坪，我備忘錄寫30是記錯了，以27.5坪為準。"
    ],
    "whenAsked": {
      "preferred_style": "風格喔……老實說我們不太懂，IG看了一堆越看越亂，還沒有定論，可能要請你們給建議。",
      "colors_and_elements": "太太不喜歡全白，怕小孩弄髒很明顯，淺木色或灰色系可以。",
      "key_considerations": "最在意的是預算不要爆，還有主臥的隔音跟遮光一定要做好，她上大夜白天要睡覺。",
      "other_design_requirements": "系統櫃、燈光可以一起規劃，家具我們想自己挑。",
      "collaboration_notes": "我們兩個都要上班，LINE聯絡比較方便，大的決定兩個人一起討論。",
      "number_of_visits": "現場的話平日晚上或週末可以約，大概三四次吧。"
    },
    "otherwise": "這個我們沒特別想法，你們覺得怎樣比較好就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古屋",
          "整間重新裝修"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "東區關新路"
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
          "amount": 18,
          "unit": "years"
        }
      },
      "layout": {
        "said": 0,
        "text": [
          "3房2廳2衛"
        ]
      },
      "budget": {
        "said": 0,
        "value": {
          "kind": "money",
          "amount": 2200000,
          "currency": "TWD"
        }
      },
      "target_audience": {
        "said": 1,
        "text": [
          "兩個小孩",
          "柴犬"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "輪班",
          "煮火鍋",
          "桌遊"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "發霉",
          "西曬",
          "收納也完全不夠"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "part": "early"
        }
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 27.5,
          "unit": "ping"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "不喜歡全白",
          "淺木色或灰色系"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "預算不要爆",
          "隔音跟遮光"
        ]
      }
    }
  },
  {
    "id": "heldout114-commercial-zh-taichung-pet-grooming-move",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨～我在台中做寵物美容，現在是一間小工作室，預約一直排不進來，所以要搬到一樓店面，想找人做室內設計。先貼我IG簡介給你們看一下：\n\n🐾 Pawday 毛孩日常｜台中寵物美容\n✂️ 貓狗美容・SPA・住宿\n📍 南屯區大業路（目前工作室）\n⏰ 11:00-20:00 週三公休\n📩 預約請私訊",
      "新店面在西屯區河南路二段，靠逢甲那邊。下面是房東LINE給我的：\n\n房東 陳先生：\n許小姐您好，跟您確認一下，租約起算日2026/3/1，前兩週給您免租裝潢。押金兩個月共9萬，簽約當天匯款即可。室內實坪約24坪（含夾層），夾層要不要拆您決定。",
      "這是我之前自己在備忘錄整理的：\n\n預算：120萬（裝潢+設備）\n開幕：4月中\n要有：美容桌2台、洗澡區、貓狗分開的住宿房、等候區\n最在意：除臭、排水、隔音（樓上住人）",
      "客人大多是附近上班族跟逢甲的年輕飼主，養貓的很多，貓很怕狗，所以動線一定要分開。",
      "附近寵物店很多，但大部分是連鎖的、流水線那種。我們是一對一預約制，美容過程主人可以隔著玻璃看，比較放心。",
      "風格想要明亮乾淨、有點日系，像文青咖啡廳那樣，不要一進來就像醫院。美容區想做整面落地玻璃，從騎樓就看得到狗狗在洗澡，當作活招牌。",
      "啊對了，開幕日期剛跟一起開店的妹妹討論完，4月中太趕了，改成5月2號禮拜六開幕，剛好接勞動節連假。"
    ],
    "whenAsked": {
      "problem_need": "現在工作室太小，一次只能弄一隻，預約都排到三週後，客人來接的時候也沒地方等。",
      "brand_value": "希望客人走進來覺得很乾淨、放鬆，把毛孩交給我們就像交給信任的保母一樣安心。",
      "colors_and_elements": "顏色我還沒想到耶，你們可以先給建議。",
      "other_design_requirements": "招牌可以一起做的話更好，logo已經有了。",
      "collaboration_notes": "我白天都在幫狗洗澡，LINE留言晚上回，決定是我跟妹妹兩個人。"
    },
    "otherwise": "這個都可以，沒有特別想法～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "寵物美容",
          "搬到一樓店面"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "西屯區河南路二段"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 24,
          "unit": "ping"
        }
      },
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 1200000,
          "currency": "TWD"
        }
      },
      "key_considerations": {
        "said": 2,
        "text": [
          "除臭",
          "排水",
          "隔音"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "上班族",
          "年輕飼主"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "一對一預約制",
          "隔著玻璃看"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "明亮乾淨",
          "日系",
          "不要一進來就像醫院"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "整面落地玻璃"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-02",
          "precision": "day"
        }
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "工作室太小",
          "預約都排到三週後"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "乾淨、放鬆",
          "安心"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout114-exhibition-zh-lugu-tea-food-fair",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是南投鹿谷的家族茶行，做凍頂烏龍跟紅烏龍，今年第一次要參加台北國際食品展，想找人幫忙設計攤位。先貼主辦寄來的信：\n\n【展商須知】\n展出地點：南港展覽館1館\n進場佈置：6/23（二）08:00-22:00\n展期：6/24（三）~6/27（六）\n撤場：6/27（六）17:00-22:00\n攤位費尾款 NT$48,000 請於3/31前匯款",
      "我爸是老闆，這是他剛傳給我的：\n\n[轉傳] 爸：\n攤位我問過了 4個攤位 36平方米\n去年高雄那個展花了60萬 太貴 這次不要超過45萬\n攤位中間要做一個茶席 讓客人坐下來喝 這是我們的特色\n阿嬤下禮拜三回診 你記得載她",
      "我們最想接觸的是海外買家，尤其日本跟新加坡的進口商，還有國內做伴手禮的通路。去年開始有做外銷，但量還很小。",
      "我們家從阿公那代開始做茶，到我是第三代，堅持自己種、自己焙火。希望客人走進攤位就像到了鹿谷山上的茶園，可以慢下來好好喝一杯茶。",
      "茶席會一直燒水泡茶，也要洗杯子，所以水跟電都需要。另外想放一台小冰箱冰冷泡茶給人試喝。",
      "不好意思，我剛翻了合約，我們其實是3個攤位、27平方公尺，第4個是隔壁另一家茶行的，我爸搞錯了😅",
      "另外如果可以的話，英日文的DM跟禮盒展示架也想請你們一起設計。"
    ],
    "whenAsked": {
      "preferred_style": "風格喔，我們家裡意見很多，我爸想要傳統一點、我想要現代一點，還沒有共識，可能要看你們的提案再說。",
      "key_considerations": "撤場只有晚上5點到10點，東西要好拆好搬，之後其他展也想重複用。還有茶席區至少要能坐6個人。",
      "expected_deadline": "設計希望5月中前定案，才來得及做。",
      "plans_after_project": "如果效果好，明年想去東京的食品展。"
    },
    "otherwise": "這個我們沒什麼想法，交給你們專業判斷。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "家族茶行",
          "台北國際食品展"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南港展覽館1館"
        ]
      },
      "entry_date": {
        "said": 0,
        "value": {
          "kind": "date",
          "date": "2026-06-23",
          "precision": "day"
        }
      },
      "opening_date": {
        "said": 0,
        "value": {
          "kind": "date",
          "date": "2026-06-24",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 0,
        "value": {
          "kind": "date",
          "date": "2026-06-27",
          "precision": "day"
        }
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 450000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "unique_design": {
        "said": 1,
        "text": [
          "茶席",
          "讓客人坐下來喝"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "海外買家",
          "日本跟新加坡的進口商",
          "伴手禮的通路"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "第三代",
          "自己種、自己焙火",
          "慢下來"
        ]
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
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 27,
          "unit": "m2"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "DM",
          "禮盒展示架"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "好拆好搬",
          "重複用"
        ]
      }
    }
  },
  {
    "id": "heldout114-brand-ko-mokpo-roastery-pasted-notes",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 목포 원도심 만호동에서 작은 로스터리 하는 박상훈입니다. 폰 메모에 적어둔 거 그대로 붙일게요.\n\n선창로스터스 리브랜딩\n- 지금 로고: 친구가 미리캔버스로 만들어 준 거 (2023년 오픈 때)\n- 필요한 거: 로고 + 전체 아이덴티티 새로\n- 납품처 14곳 + 스마트스토어\n- 예산 300 정도?\n\n대충 이렇습니다.",
      "이름은 선창에서 따왔어요. 아버지가 평생 배 타셨는데 어릴 때 목포 선창에 배 대던 날 마중 나가던 게 제일 기억에 남아요. 저도 원양어선 항해사로 12년 있다가 내려와서 시작한 거라, 배에서 내린 사람한테 건네는 따뜻한 커피 한 잔 같은 느낌으로 지었어요.",
      "누나가 카톡으로 보낸 거예요. 온라인은 누나가 맡고 있어요\n\n[박은정] 상훈아 디자인 맡길 때 이거 꼭 말해\n[박은정] 납품처 사장님들이 우리 봉투 보고 어디 원두인지 모르겠대. 멀리서 봐도 선창인 거 알아보게 해달라고 해\n[박은정] 그리고 상표는 작년 11월에 변리사님이 출원했고 아직 심사중이래. 수수료 40만원 영수증 나한테 있음\n[박은정] 나 토요일에 광주 가니까 일요일에 통화하자",
      "파는 건 원두(싱글오리진 4종, 블렌드 2종)랑 드립백이에요. 카페 납품이 매출 대부분이고, 주말에만 로스터리 앞에서 테이크아웃 커피도 조금 팔아요.",
      "참고로 저희 채널이요\n- 스마트스토어 smartstore.naver.com/sunchangroasters\n- 인스타 @sunchang.roasters\n\n느낌은 투박하고 좀 거친 항구 느낌이면 좋겠어요. 옛날 어선 옆구리에 페인트로 쓴 번호 글씨 같은 거요. 서울 성수동 카페들 같은 세련된 건 저희랑 안 맞더라고요.",
      "일정은 이거 보시면 될 거 같아요. 납품처 사장님한테 받은 문자예요\n\n\"박대표님 4월 25일에 저희 2호점 오픈하는데 그때 새 봉투로 원두 들어오면 좋겠네요~ 오픈 이벤트용 30kg 예정입니다\"\n\n봉투 인쇄가 3주 걸린다 해서 로고는 3월 말까지는 나와야 돼요.",
      "제일 신경 쓰이는 건 작게 찍어도 알아봐야 한다는 거예요. 원두 봉투에 붙이는 스티커가 지름 3cm짜리라서요. 그리고 상표 심사 중이라 다른 데 로고랑 비슷하게 겹치면 안 되고요.",
      "아 인스타 주소 잘못 적었네요 ㅎㅎ 점 아니고 언더바예요. @sunchang_roasters 입니다. 스마트스토어 링크는 맞아요. 그리고 되면 그 봉투 스티커랑 명함도 같이 해주시면 좋겠어요."
    ],
    "whenAsked": {
      "target_audience": "1순위는 납품하는 카페 사장님들이고요, 온라인으로는 집에서 드립 내려 드시는 30~40대 홈카페 하시는 분들이 제일 많이 사세요.",
      "need_registration_assistance": "그건 변리사님이 진행하고 계셔서 괜찮아요.",
      "colors_and_elements": "색은 진짜 모르겠어요. 누나랑도 의견이 갈려서 아직 못 정했어요.",
      "collaboration_notes": "디자인은 제가 보고 누나랑 같이 정해요. 연락은 카톡이 편합니다.",
      "plans_after_project": "내년쯤 로스터리 2층을 손봐서 작은 카페로 열어볼까 생각 중이에요.",
      "distance": "스튜디오가 어디신지 몰라서 거리는 잘 모르겠네요."
    },
    "otherwise": "그건 딱히 정해둔 게 없어요. 좋은 쪽으로 제안해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "로스터리",
          "전체 아이덴티티"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "목포"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "아버지가 평생 배 타셨는데",
          "선창에 배 대던"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "멀리서 봐도 선창인 거 알아보게"
        ]
      },
      "registration_status": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "in_progress"
          ]
        }
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "원두",
          "드립백",
          "테이크아웃 커피"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "투박하고 좀 거친 항구 느낌",
          "번호 글씨"
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
      "key_considerations": {
        "said": 6,
        "text": [
          "작게 찍어도 알아봐야",
          "겹치면 안 되고요"
        ]
      },
      "brand_website": {
        "said": 7,
        "text": [
          "@sunchang_roasters"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "봉투 스티커",
          "명함"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "카페 사장님들",
          "홈카페"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "value": {
          "kind": "yes_no",
          "value": false
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout114-packaging-ko-gimpo-dog-treats-spec-sheet",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 김포 구래동에서 강아지 수제간식 만드는 윤서아예요. 동물병원에서 5년 일하다가 작년에 '오늘의 산책'이라는 이름으로 시작했어요. 지금은 투명 지퍼백에 스티커 붙여서 파는데, 동물병원 몇 군데서 카운터에 놓고 팔아주겠다고 하셔서 제대로 된 포장이 필요해졌어요.",
      "제품 정리해둔 거 붙일게요\n\n[오늘의 산책 제품표]\n1. 닭가슴살 져키 - 60g\n2. 황태 스틱 - 40g\n3. 연어 큐브 - 50g\n※ 전 제품 국내산 원료, 무첨가\n※ 식품건조기 70도 12시간 건조\n※ 유통기한: 냉장 3개월\n※ 사료관리법 표시사항 필수 (성분등록번호 등)",
      "생각하고 있는 건 제품마다 지퍼 파우치 하나씩, 그리고 세 가지 다 들어가는 선물세트 상자요. 파우치는 크라프트지로 하면 자연스러워 보일 것 같아요.",
      "동물병원 원장님한테 받은 카톡이에요\n\n[마곡 행복동물병원 원장님] 서아쌤~ 우리 카운터 진열대 폭이 30cm밖에 안 돼서 세워놓을 수 있는 포장이면 좋겠어요\n[마곡 행복동물병원 원장님] 보호자분들 성분표 꼭 뒤집어 보세요. 글씨 크게!!\n[마곡 행복동물병원 원장님] 참 우리 3월 14일 토요일에 2층으로 확장 이전해요 ㅎㅎ 놀러와요",
      "판매는 스마트스토어랑 동물병원 카운터 세 곳이고, 주말에 가끔 반려동물 플리마켓도 나가요. 사시는 분들은 주로 30대 보호자분들이에요. 강아지 알레르기 때문에 성분 하나하나 따지시는 분들이요.",
      "다른 간식이랑 다른 점은 원료 딱 하나로만 만든다는 거예요. 닭가슴살 져키엔 진짜 닭가슴살만 들어가요. 그림은 강아지랑 산책길 일러스트 같은 게 들어가면 좋겠고, 너무 애기애기한 핑크 파스텔은 피하고 싶어요.",
      "아 그리고 소재요, 파우치 업체 사장님한테 물어보니까 연어 큐브는 기름기가 있어서 크라프트지는 겉으로 배어 나온대요. 안쪽이 알루미늄 코팅된 파우치로 가야 된다고 해서 그걸로 바꿀게요. 선물세트 상자는 종이로 하고요.",
      "제일 중요한 건 성분표랑 사료 표시사항이 잘 보이게 들어가는 거예요. 원장님 말씀처럼 진열대에 세워지는 것도요. 디자인은 4월 초까지 나오면 좋겠어요. 5월에 킨텍스 펫쇼 나가거든요."
    ],
    "whenAsked": {
      "preferred_style": "음 스타일은 진짜 모르겠어요 ㅠㅠ 제가 그런 감각이 없어서요. 몇 개 보여주시면 그중에 고를게요.",
      "problem_need": "병원 카운터에 놨을 때 그냥 지퍼백이면 집에서 만든 것처럼 보여서 손이 잘 안 간대요.",
      "other_design_requirements": "가능하면 택배 보낼 때 넣는 감사 카드도 같이요.",
      "collaboration_notes": "결정은 제가 해요. 낮엔 작업하느라 카톡으로 주시는 게 편해요.",
      "plans_after_project": "반응 좋으면 고양이 간식 라인도 내보고 싶어요."
    },
    "otherwise": "그건 특별히 생각해둔 게 없어요. 괜찮은 쪽으로 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "강아지 수제간식",
          "제대로 된 포장"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "김포"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "닭가슴살 져키",
          "황태 스틱",
          "연어 큐브"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "60g",
          "40g",
          "50g"
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
        "said": 4,
        "text": [
          "스마트스토어",
          "동물병원 카운터",
          "플리마켓"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "30대 보호자",
          "성분 하나하나 따지시는"
        ]
      },
      "unique_selling_point": {
        "said": 5,
        "text": [
          "원료 딱 하나로만"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "산책길 일러스트",
          "핑크 파스텔"
        ]
      },
      "preferred_materials": {
        "said": 6,
        "text": [
          "알루미늄 코팅된 파우치",
          "상자는 종이로"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "성분표",
          "세워지는"
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
      "preferred_style": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout114-website-ko-incheon-mold-maker-old-email",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 인천 남동공단에서 플라스틱 사출금형 만드는 대성정밀 한도윤입니다. 아버지가 94년에 세우신 회사고 저는 3년 전부터 같이 하고 있어요. 지금 홈페이지가 2011년에 만든 거라 모바일에서 다 깨지고, 해외 바이어들이 링크 보고 오히려 걱정을 하더라고요.",
      "작년에 다른 업체랑 얘기하다 멈춘 건데, 그때 제가 보낸 메일 붙여요.\n\n---\n보낸 날짜: 2025년 9월 3일\n제목: RE: 대성정밀 홈페이지 리뉴얼 견적 건\n\n김실장님, 보내주신 견적 850만원 잘 받았습니다. 내부 검토해보니 쇼핑몰 기능은 필요 없고 회사소개, 설비현황, 납품실적, 문의하기 정도면 될 것 같습니다. 현재 홈페이지 주소는 www.dsmold.co.kr 입니다. 10월 중으로 회신 드리겠습니다.\n---\n\n그 뒤로 아버지가 수술하시는 바람에 흐지부지됐어요.",
      "목표는 해외 바이어가 사이트 보고 '이 회사 제대로 하는 데구나' 하고 문의까지 넣게 만드는 거예요. 보는 사람은 거의 자동차 부품회사 구매 담당자들이고, 요즘은 베트남이랑 멕시코에 있는 1차 협력사가 많아요. 쇼핑몰 아니고 그냥 회사 홈페이지면 됩니다.",
      "아버지가 카톡으로 보내신 거예요 ㅎㅎ\n\n[아버지] 도윤아 홈페이지 영어 일본어 꼭 넣어라\n[아버지] 설비 사진에 작년에 들인 450톤 사출기 꼭 넣고\n[아버지] 금요일에 창원 출장 간다 차 기름 좀 넣어놔라\n\n그래서 언어는 한국어, 영어, 일본어로 생각하고 있어요.",
      "디자인은 깔끔하고 신뢰감 있는 쪽이요. 독일 HASCO 사이트 보면 흰 바탕에 설비 사진 크게 쓰고 군더더기가 없던데 그런 느낌이 좋아요. 국내 금형 회사들 사이트는 다 비슷비슷하게 촌스러워서 참고가 안 되더라고요.",
      "오픈은 늦어도 4월 말까지는 됐으면 해요. 6월에 하노이 부품 전시회 나가는데 그 전에 카탈로그랑 명함에 새 사이트 넣어서 인쇄해야 하거든요.",
      "아 언어요, 아버지랑 다시 얘기했는데 일본어는 빼기로 했어요. 일본 거래처는 재작년에 다 정리돼서 굳이 필요 없대요. 한국어랑 영어 두 개만 할게요.",
      "제일 중요한 건 제가 직접 수정할 수 있어야 한다는 거예요. 납품실적이랑 설비 사진을 자주 바꾸는데, 예전 사이트는 글자 하나 고치는 것도 업체에 돈 주고 부탁해야 했거든요."
    ],
    "whenAsked": {
      "budget": "예산은 아직 아버지랑 정리를 못 했어요. 작년 견적이 기준은 아니고요, 제안 주시면 보고 상의해볼게요.",
      "other_design_requirements": "영문 문구는 저희가 쓰면 좀 어색해서, 번역이나 카피 다듬는 것까지 되면 좋겠어요.",
      "collaboration_notes": "실무는 제가 보고, 최종 결정은 아버지가 하세요. 메일로 주시면 제가 정리해서 보여드릴게요.",
      "plans_after_project": "나중에 베트남어 페이지도 추가할 수 있으면 좋겠어요."
    },
    "otherwise": "그건 딱히 생각해둔 게 없어요. 알아서 맞춰주시면 됩니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "사출금형",
          "모바일에서 다 깨지고"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "인천 남동공단"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "dsmold.co.kr"
        ]
      },
      "main_pages": {
        "said": 1,
        "text": [
          "회사소개",
          "설비현황",
          "납품실적",
          "문의하기"
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
      "problem_need": {
        "said": 2,
        "text": [
          "문의까지 넣게"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "구매 담당자",
          "베트남이랑 멕시코"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "한국어",
          "영어"
        ]
      },
      "competitors": {
        "said": 4,
        "text": [
          "HASCO"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "깔끔하고 신뢰감",
          "설비 사진 크게"
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
      "key_considerations": {
        "said": 7,
        "text": [
          "직접 수정할 수 있어야"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout114-other-ko-cheongju-tow-truck-wrap",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "청주 봉명동에서 카센터 하는 오경태입니다. 아버지 때부터 30년 된 봉명모터스고 작년에 렉카 한 대 새로 뽑았어요. 이 렉카 차에 래핑할 디자인이랑 직원들 작업복 등에 붙일 로고 패치 디자인 부탁드리려고요.",
      "래핑 업체에서 받은 거 붙입니다\n\n[오창 카랩 견적서]\n차종: 현대 마이티 3.5톤 (2025년식)\n시공 부위: 운전석/조수석 문, 적재함 측면 패널 좌우\n측면 패널: 약 4.2m x 0.9m\n시공비: 180만원 (디자인 별도)\n필름: 3M 반사필름 가능 (추가금 있음)",
      "지금은 그냥 흰 차에 전화번호 스티커만 붙어 있어요. 사고 현장 가면 사설 렉카들이랑 구분이 안 돼서 운전자분들이 경계를 하세요. 동네 카센터 차구나 하고 믿을 수 있게 보였으면 좋겠습니다.",
      "인스타 소개글 복사한 거요. 딸이 만들어줬어요\n\n봉명모터스 🔧 since 1996\n청주 흥덕구 봉명동 | 정비·판금·도장·24시 견인\n예약 DM ❌ 전화만 ⭕",
      "손님은 거의 동네 40~60대 아저씨들이고 단골이 많아요. 요즘은 근처에 아파트 새로 들어와서 젊은 부부들도 좀 오고요. 디자인은 촌스럽지 않게, 근데 너무 멋부린 것도 말고 딱 봐도 정비소구나 싶은 튼튼한 느낌이요.",
      "색은 아버지 때부터 간판이 주황색이라 주황이랑 남색 쓰면 좋겠어요. 빨간색은 소방차 같아서 빼주세요. 결정은 제가 하고 연락은 전화로 주시면 됩니다.",
      "집사람이 보낸 카톡이에요\n\n[수진] 여보 디자인 업체 연락했어?\n[수진] 당신 혼자 정하지 말고 시안 나오면 나한테 먼저 보여줘 ㅋㅋ 지난번 간판처럼 하면 안돼\n[수진] 그리고 민지 학원비 25일까지야\n\n...그렇다네요. 결정은 집사람이랑 같이 할게요. 시안은 카톡으로 보내주시면 둘이 같이 보겠습니다.",
      "일정은 래핑 업체가 3월 둘째 주로 시공을 잡아놨는데, 필름 출력하려면 일주일 전엔 파일을 줘야 한대요. 그래서 디자인은 3월 6일까지는 끝나야 합니다."
    ],
    "whenAsked": {
      "key_considerations": "중요한 거요? 음... 글쎄요, 그건 딱히 생각해본 게 없네요. 알아서 잘 해주세요.",
      "other_preferences": "고속도로에서 보는 큰 물류회사 트럭들처럼 멀리서도 딱 보이는 거 좋아합니다.",
      "number_of_visits": "차 보러 한 번은 오셔야 하지 않을까요.",
      "plans_after_project": "잘 나오면 나중에 간판도 바꾸고 싶어요."
    },
    "otherwise": "그건 상관없어요. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "카센터",
          "렉카"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "래핑할 디자인",
          "로고 패치"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "청주 봉명동"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "사설 렉카들이랑 구분이 안 돼서",
          "믿을 수 있게"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "40~60대",
          "젊은 부부들"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "촌스럽지 않게",
          "튼튼한 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "주황이랑 남색",
          "빨간색"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "집사람이랑 같이",
          "카톡으로"
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
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout114-residential-ko-namcheon-nurse-memo",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 정유진이라고 해요. 부산 수영구 남천동에 구축 아파트를 매매해서 전체 리모델링 하려고 해요. 폰 메모장에 정리해둔 거 그대로 붙일게요\n\n[남천동 집]\n- 11층, 32평\n- 방3 화2, 베란다 확장 안 되어있음\n- 1997년 준공 29년차\n- 매매 5억 8천 / 잔금 2/27\n- 입주 희망 4/25(토)\n[지금 집]\n- 연산동 24평 전세, 4월 말 만기",
      "이건 남편이 보낸 카톡이에요\n\n[카카오톡 전달] 남편🚢: 부동산 사장님이 전 주인 짐 빼는 거 3월 14일이라 하심. 그 전엔 공사 못 들어간대. 중개수수료 232만원은 잔금 때 같이 보내면 되고. 나 3월엔 싱가포르 출장이라 현장은 당신이 좀 봐줘야 할 듯ㅠ",
      "식구는 저랑 남편, 초4 딸, 고양이 두 마리예요. 남편은 배 타는 일이라 한 달에 반은 집에 없어요. 저는 대학병원 간호사라 3교대인데 나이트 끝나면 낮에 자야 해서 안방은 진짜 깜깜하고 조용했으면 좋겠어요. 딸은 피아노 쳐서 거실 한쪽에 업라이트 피아노 자리도 있어야 하고요.",
      "지금 제일 문제는 주방이 ㄷ자로 좁고 창이 없어서 어두운 거랑, 겨울마다 작은방 벽에 결로 생겨서 곰팡이 피는 거요. 욕실 두 개는 타일이 들뜨고 누렇게 변해서 다 뜯어야 할 것 같아요.",
      "오늘의집에서 저장해둔 거 링크 붙여요\nhttps://ohou.se/projects/112233\nhttps://ohou.se/projects/118540\n둘 다 화이트 오크 쓰고 호텔처럼 차분한 느낌이라 좋았어요. 물건이 밖에 안 나와 있는 집이요.",
      "아 그리고 메모에 입주 4/25라고 써놨는데 그거 바꿔야 돼요ㅠ 전 주인이 3월 중순에 나가서 공사 기간이 너무 빠듯하대요. 남편이랑 얘기해서 입주는 5월 9일 토요일로 미뤘어요."
    ],
    "whenAsked": {
      "budget": "예산은… 집 사느라 대출을 많이 받아서 남편이랑 아직 얘기 중이에요. 지금은 얼마라고 딱 말씀드리기 어렵네요.",
      "colors_and_elements": "전체적으로 밝은 톤이면 좋겠어요. 고양이 털 때문에 너무 어두운 바닥이나 패브릭 소파는 피하고 싶어요.",
      "key_considerations": "고양이들이 공사 끝나고 바로 들어와 살아야 해서 자재는 냄새 덜 나는 걸로 해주시고, 현관에 방묘문 꼭 넣어주세요. 그리고 남편이 출장 중이라 결정은 거의 제가 혼자 해야 해요.",
      "important_collections": "딸 피아노 말고는 특별히 없어요. 제 책이 좀 많긴 해요.",
      "other_design_requirements": "붙박이장이랑 조명은 같이 봐주시면 좋겠어요.",
      "number_of_visits": "현장은 제 근무 스케줄 맞춰서 두세 번 정도 나갈 수 있어요.",
      "collaboration_notes": "카톡으로 연락 주시면 되고, 나이트 근무 주간엔 답이 늦을 수 있어요.",
      "distance": "저희는 부산이라 거리가 좀 있으면 화상 미팅도 괜찮아요."
    },
    "otherwise": "그건 딱히 생각해둔 게 없어요. 알아서 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "전체 리모델링"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "남천동"
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
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 32,
          "unit": "pyeong"
        }
      },
      "layout": {
        "said": 0,
        "text": [
          "방3 화2"
        ]
      },
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 29,
          "unit": "years"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "초4 딸",
          "고양이 두 마리"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "3교대",
          "낮에 자야"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "주방이 ㄷ자로 좁고",
          "결로"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "화이트 오크",
          "호텔처럼 차분한"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-09",
          "precision": "day"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "important_collections": {
        "said": 2,
        "text": [
          "업라이트 피아노"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "냄새 덜 나는",
          "방묘문"
        ]
      }
    }
  },
  {
    "id": "heldout114-commercial-ko-gwanggyo-pilates-lease-paste",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 수원 광교중앙역 근처에 필라테스 스튜디오 오픈 준비 중인 한서윤이에요. 물리치료사로 5년 일하다가 필라테스 강사로 8년째인데 이번에 처음 제 스튜디오 내요. 상가는 지난주에 계약했어요.",
      "부동산에서 온 문자 그대로 붙일게요\n\n[광교○○공인중개사] △△프라자 302호\n계약면적 45평 / 보증금 5,000만 / 월세 320만(VAT별도)\n관리비 평당 1.2만\n임대개시 2026.03.01 / 렌트프리 1개월",
      "원래 보습학원 하던 자리라 가벽으로 교실이 네 칸 나뉘어 있고, 창문이 한쪽 면에만 있어서 안쪽 교실은 완전 어두워요. 가벽 다 털고 리포머 6대 들어가는 그룹룸이랑 1:1 룸 두 개 만드는 게 목표예요.",
      "전에 다른 업체에 보냈던 메일 일부 붙여요. 제가 뭘 원하는지 이거 보시면 아실 듯해서요\n\n\"실장님 안녕하세요, 1월 9일 미팅 감사했습니다. 다만 보내주신 견적 6,200만원은 저희가 생각한 범위를 많이 넘어서 진행이 어려울 것 같습니다. 저희는 4천만원 안에서 그룹룸과 1:1 룸 두 개, 탈의실과 샤워실 하나를 원합니다. 무엇보다 아래층이 소아과라 방음과 방진이 제일 걱정입니다.\"",
      "회원은 광교 사는 30~40대 직장인 여성분들이랑, 출산하고 허리나 골반 안 좋아진 분들이 많을 것 같아요. 근처에 대형 필라테스가 세 군데나 있는데, 저는 물리치료사 출신이라 통증 있는 분들 재활 수업을 하고, 그룹도 최대 6명까지만 받는 게 차이예요.",
      "스튜디오 이름은 '숨'이에요. 숨 쉬는 것부터 다시 배우는 곳이라는 뜻이라, 들어오자마자 어깨 힘이 탁 풀리는 그런 공간이면 좋겠어요. 스타일은 일본 료칸처럼 조용하고 따뜻한 느낌? 헬스장 같은 느낌은 절대 싫어요.",
      "아 그리고 처음에 45평이라고 했던 거 정정할게요. 그건 계약면적이고, 어제 줄자 들고 가서 재보니 실제로 쓰는 면적은 31평 정도예요. 31평 기준으로 봐주세요.",
      "오픈은 4월 6일 월요일로 잡았어요. 렌트프리 끝나고 월세 나가기 시작하면 하루라도 빨리 열어야 해서요. 그리고 그룹룸 벽 한 면은 통거울인데 평소엔 커튼으로 가려지게 하고 싶어요. 거울 보면 긴장하는 회원분들이 많거든요."
    ],
    "whenAsked": {
      "colors_and_elements": "색은 진짜 아직 모르겠어요. 로고도 아직 없어서 브랜드 컬러가 정해진 게 없거든요.",
      "key_considerations": "아래층 소아과 때문에 층간소음이랑 진동이요. 리포머 스프링 소리랑 점프보드 쿵쿵 소리가 내려가면 안 돼요.",
      "expected_deadline": "디자인은 2월 안에 나와야 3월에 바로 공사 들어갈 수 있을 것 같아요.",
      "other_design_requirements": "간판이랑 카운터 옆에 작은 리테일 선반 정도요.",
      "number_of_visits": "현장은 수업 없는 오전 시간이면 언제든 나갈 수 있어요.",
      "collaboration_notes": "결정은 제가 다 하고, 카톡이나 메일 둘 다 괜찮아요.",
      "plans_after_project": "2년 안에 강사 한 명 더 뽑아서 수업 늘리는 게 목표예요.",
      "distance": "스튜디오가 어디 계신지 몰라서요, 수원 광교 기준으로 봐주세요."
    },
    "otherwise": "그 부분은 딱히 정한 게 없어요. 제안해 주시면 볼게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "필라테스 스튜디오"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "광교중앙역"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "가벽",
          "어두워요"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 40000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "30~40대 직장인 여성",
          "출산하고"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "물리치료사 출신",
          "최대 6명"
        ]
      },
      "brand_value": {
        "said": 5,
        "text": [
          "숨 쉬는 것부터 다시 배우는",
          "어깨 힘이 탁 풀리는"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "료칸",
          "조용하고 따뜻한"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 31,
          "unit": "pyeong"
        }
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-06",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": 7,
        "text": [
          "커튼으로 가려지게"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": 3,
        "text": [
          "방음과 방진"
        ]
      }
    }
  },
  {
    "id": "heldout114-exhibition-ko-dangjin-makgeolli-at-center",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 당진에서 양조장 하는 윤재민입니다. 5월에 양재 aT센터에서 하는 우리술 박람회 나가는데 부스 디자인 부탁드리려고요. 할아버지 때부터 막걸리 빚었고, 이번엔 저온숙성 생막걸리랑 약주 두 가지 들고 나갑니다.",
      "주최측 메일 붙입니다\n\n[2026 우리술 페스타 참가 확정 안내]\n- 참가업체: 솔뫼양조장\n- 부스번호: B-17 (독립부스)\n- 면적: 18㎡ (6m x 3m)\n- 전시기간: 2026.05.14(목)~05.16(토), aT센터 제1전시장\n- 설치: 05.13(수) 09:00~22:00\n- 철거: 05.16(토) 17:00~21:00\n- 참가비 잔금 2,640,000원 (4/10까지 입금)",
      "아버지가 보낸 카톡인데 참고하시라고요\n\n[카카오톡 전달] 아버지: 작년 부산 벡스코 때 9제곱 부스 너무 좁았다. 손님 줄 서면 옆집 앞까지 막혀. 올해는 냉장 쇼케이스 두 대 꼭 가져가고. 시음잔 500개 주문해놨다",
      "이번엔 일반 손님보다 바이어가 목표예요. 서울 전통주 보틀샵이랑 한식 파인다이닝 소믈리에들한테 납품 뚫는 거요. 작년엔 시음만 엄청 하고 계약은 하나도 못 했어요.",
      "저희는 첨가물 없이 쌀, 누룩, 물만 쓰고 3대째 같은 우물물로 빚어요. 부스 들른 사람이 '여긴 진짜 정직하게 만드는 집이구나' 하고 믿음이 갔으면 좋겠습니다.",
      "쇼케이스 때문에 전기는 꼭 필요하고 물은 필요 없어요. 예산은 부스 제작이랑 설치 철거까지 다 해서 1,500만원 정도 생각합니다.",
      "아 방금 아버지랑 통화했는데 시음잔을 현장에서 씻어서 계속 돌려 써야 된대요. 500개로는 사흘 못 버틴다고. 그래서 급수도 신청해야겠어요. 전기랑 물 둘 다로 해주세요."
    ],
    "whenAsked": {
      "preferred_style": "스타일은… 제가 그런 감각이 없어서 잘 모르겠어요. 보시고 정해주세요.",
      "unique_design": "딱히 생각해둔 건 없어요. 좋은 거 있으면 제안 주세요.",
      "key_considerations": "바이어 상담 테이블이 꼭 따로 있어야 돼요. 시음 줄이랑 상담이 섞이면 작년처럼 됩니다. 그리고 설치가 하루밖에 없어서 조립 빨리 되는 구조로 부탁드려요.",
      "colors_and_elements": "병 라벨이 먹색이랑 쌀겨 같은 미색이라 그거랑 어울리면 좋겠어요.",
      "other_design_requirements": "바이어용 제품 소개서 한 장짜리도 같이 해주시면 좋고요.",
      "plans_after_project": "반응 좋으면 가을 부산 박람회에도 같은 부스 재활용해서 나가려고요.",
      "collaboration_notes": "결정은 저랑 아버지 둘이 하고, 연락은 제 휴대폰 카톡으로 주세요.",
      "distance": "당진이라 서울까지 차로 한 시간 반쯤이에요."
    },
    "otherwise": "그건 특별히 없어요. 편하신 대로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "막걸리",
          "부스 디자인"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "aT센터"
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
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-05-14",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-05-13",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-05-16",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "전통주 보틀샵",
          "소믈리에"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "계약은 하나도 못 했어요"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "쌀, 누룩, 물만",
          "정직하게 만드는"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 15000000,
          "currency": "KRW"
        }
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
      "preferred_style": {
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
          "상담 테이블",
          "조립 빨리"
        ]
      }
    }
  },
];
