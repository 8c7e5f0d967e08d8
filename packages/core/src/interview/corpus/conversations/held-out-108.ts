import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 108 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: chatty and polite (visitors wrap their
 * facts in greetings, thanks, apologies, emoji, remarks about their day and checks that the answer will do: "Sorry for
 * the essay!", "Is that ok?", "不好意思晚回了", "這樣夠嗎？", "죄송해요 답이 늦었네요", "이렇게 말씀드리면 될까요?"; in each, a value of someone or
 * something else in the small talk, one correction, and one or two fields not known, filed as skipped). Written in
 * session 60 by seven writers, all 21 conversations. First played on cc1f9d95 (the session's start), before any change
 * it could have prompted: 200 of 269 facts (74.3 %), 7 wrong values, 17 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 108)
 * - brand_design: Kate and Liam in Halifax, Nova Scotia are launching Fogbound Sauna Co., a mobile wood-fired sauna trailer, and need a full identity from scratch plus trademark help. Traps: her cousin's bakery website crumbandcobakery.ca (not the brand_website, which is @fogboundsauna on Instagram). Correction: message 6 changes expected_deadline from end of April 2026 (message 4) to 2026-03-13. Unknown: colors_and_elements.
 * - packaging_design: Morag hand-makes Scottish tablet in Kirkcaldy, Fife and wants a slim windowed box to sell at farmers markets, gift shops and on Etsy. Traps: her pal Isla's shortbread packaging (round tins covered in red tartan) must not be filed as packaging form or colours. Correction: message 5 changes specification from 6 pieces / 150g (message 2) to 8 pieces / 200g. Unknown: preferred_materials.
 * - website: Jess runs Salt & Paw dog grooming salon in Moonah, Hobart, has only a Facebook page and wants a booking website so clients stop messaging her every night. Traps: her sister's physio clinic website in Launceston cost $15,000 (not her budget; hers is $4,000 AUD). Correction: message 7 changes expected_deadline from end of March (message 6) to 2026-02-20. Unknown: competitors.
 * - other: Aoife and Dara are turning an old Citroën van into The Salty Crepe crepe truck on the Salthill prom in Galway and need the van wrap, menu board and napkin sticker designed. Traps: her cousin's wedding in Killarney on 7 March must not be filed as the deadline (real deadline 2026-02-18). Correction: message 6 changes colors_and_elements from sea green and cream (message 3) to navy and mustard yellow. Unknown: preferred_style.
 * - residential_space: Fiona, her partner Callum, toddler Rory and a spaniel have just bought a tired 72 m² two-bedroom second-floor tenement flat in Leith, Edinburgh and want a full renovation (open up the galley kitchen, add storage, a work-from-home spot) before moving in in August. Traps: the 45 square metre flat in Glasgow they have lived in for five years (not the new home's size or location). Correction: message 7 changes budget from £60,000 (message 5) to £70,000. Unknown: age.
 * - commercial_space: Mere and Josh are fitting out a 110 m² old brick warehouse unit in Sydenham, Christchurch (NZ) as a bike repair workshop with a coffee window, wanting a warm industrial feel and a glass wall so café customers can watch the mechanics. Traps: her mate Tom's $200k bike shop fit-out in Nelson (not their budget). Correction: message 7 changes opening_date from Saturday 2 May 2026 (message 6) to Saturday 13 June 2026. Unknown: budget.
 * - exhibition_space: Mel from Saltbush & Co, a Geelong native-botanical skincare maker, needs her first trade-show stand for the Autumn Trade & Gift Fair at the Melbourne Convention and Exhibition Centre (opens 8 March, bump-in 7 March, ~AUD 12,000). Traps: friend Jess's candle stand at the same fair cost "about $30k" (not the budget). Correction: message 5 changes space_size from 3x3 = 9 m2 (message 1) to 6x3 = 18 m2. Unknown: exit_date.
 */
/* Writer's note (zh-TW, batch 108)
 * - brand_design: A woman in Tainan East District who makes handmade jam under the brand 晴日果物 wants a full new identity to replace her DIY Canva logo, so the jam looks good enough to give as a gift before a big May market. Traps: message 1 praises her friend's café 豆留 and its dark-green-and-gold logo, which must not be filed as her colours (she has no colour ideas of her own). Correction: message 7 changes expected_deadline from April 2026 (message 5) to 2026-03-20. Unknown: colors_and_elements.
 * - packaging_design: A young woman back home on her family's red-bean farm in Wandan, Pingtung, wants younger, artsy packaging for their ready-to-eat honey red beans (300 g and single-serve 80 g packs). Traps: message 1 says she is at a booth in the Taipei World Trade Center today, which must not be filed as the address (the business is in Wandan). Correction: message 6 changes packaging_form from glass jar plus small packs, bottle_jar and bag_pouch (message 2), to pouches only, bag_pouch. Unknown: preferred_materials.
 * - website: A couple running a 5-room B&B called 浪花慢慢 near Qixingtan in Hualien want their own booking website in Chinese, English and Japanese to get away from Booking.com commission and endless FB messages. Traps: message 1 mentions that the neighbouring B&B, run by a friend, reopens on 3/14, which must not be filed as the deadline. Correction: message 7 changes budget from about TWD 60,000 (message 5) to TWD 80,000. Unknown: competitors.
 * - other: The owner of an 8-year-old breakfast shop in Beitun, Taichung wants a new wall menu and a take-away A4 paper menu, because the sticker-patched old menu slows down ordering. Traps: message 3 describes her sister's Kaohsiung breakfast shop next to a university (students, cute illustration style), which must not be filed as this shop's address, target audience or style. Correction: message 7 changes number_of_visits from 1 (message 5) to 2 times. Unknown: expected_deadline.
 * - residential_space: A chatty, apologetic young mum in Zhubei is fully renovating a 25-year-old, 32-ping second-hand 3-bedroom apartment for herself, her husband (who works from home two days a week), their two-year-old daughter and a corgi. Traps: small talk says their current rented flat is only 20坪 (not the new home's size). Correction: message 7 changes budget from 1,500,000 TWD (message 6) to 1,200,000 TWD. Unknown: move_in_date.
 * - commercial_space: A woman taking over her grandma's 30-year market-stall douhua recipe is opening a sit-down douhua shop in an old house in Tainan's West Central District, with grandma's wooden cart as the order counter. Traps: she mentions her friend's Kaohsiung brunch shop opening on 3月1號 (not her opening date; hers is June). Correction: message 6 changes space_size from 15 ping (message 1) to 18 ping. Unknown: budget.
 * - exhibition_space: A third-generation Lugu, Nantou oolong tea farm is exhibiting for the first time at Food Taipei in Nangang Exhibition Center Hall 1 with an 18 m² booth and a tea-tasting bar, aimed at overseas buyers. Traps: her sister's wedding on 6/28, the day after move-out (not a show date). Correction: message 6 changes entry_date from 2026-06-22 (message 2) to 2026-06-23. Unknown: budget.
 */
/* Writer's note (ko-KR, batch 108)
 * - brand_design: 대전 유성구에서 알러지 있는 반려견 보리 때문에 시작한 1인 수제 강아지 간식 공방 '보리네 부엌'이 백화점 팝업을 앞두고 로고와 브랜드 아이덴티티 전체를 새로 만들려 한다. Traps: message 3 says she is in 부산 today for a delivery meeting (must not become the address; the business is in 대전 유성구). Correction: message 7 changes expected_deadline from 3월 말 (message 3) to 2026-03-10. Unknown: preferred_style.
 * - packaging_design: 서귀포 남원읍 2대째 한라봉 농장 부부가 5월 가정의 달에 맞춰 한라봉청 병 라벨과 두 병짜리 선물세트 박스를 새로 디자인하려 한다. Traps: message 4 mentions a nephew's wedding in 서울 on 2월 14일 (not the deadline). Correction: message 6 changes specification from 500ml (message 3) to 350ml, two jars per set. Unknown: preferred_materials.
 * - website: 마포구 망원동의 1:1 필라테스 스튜디오 원장이 전화·카톡 예약을 놓치는 문제 때문에 온라인 예약이 되는 새 홈페이지를 2월 27일까지 열고 싶어 한다. Traps: message 5 says a friend's 연남동 yoga studio spent 천이백만원 on its website (not the budget; hers is 300만원 when asked). Correction: message 7 changes languages from 한국어만 (message 3) to 한국어 and 영어. Unknown: competitors.
 * - other: 강릉 명주동 독립책방 주인이자 골목 상인회 총무가 가게 열두 곳을 알릴 손그림 일러스트 골목 지도 리플렛과 스탬프 투어 카드를 의뢰한다. Traps: message 4 describes the 교동 상인회's red and yellow map colours (not their colours; theirs are sea blue and white when asked). Correction: message 7 changes collaboration_notes from final decision by the visitor (message 6) to final decision by 회장님, visitor as go-between. Unknown: expected_deadline.
 * - residential_space: A newly-married couple with two cats bought a 30-year-old 24-pyeong apartment in Suwon Yeongtong and wants a full remodel with more storage and a bigger kitchen; they both work from home. Traps: their current rented newlywed home is "15평 투룸" (message 2), which is not the new home's size or layout. Correction: message 7 changes move_in_date from May 2026 (message 6) to July 2026. Unknown: budget.
 * - commercial_space: A former hotel sommelier is opening a small second-floor natural wine bar in Busan Jeonpo-dong for office workers in their 30s, with a large U-shaped bar counter in the middle. Traps: she is typing from a hotel in Seongsu-dong, Seoul, while on a business trip (message 1), which is not the shop's address. Correction: message 5 changes space_size from 25 pyeong (message 1) to 20 pyeong. Unknown: colors_and_elements.
 * - exhibition_space: A small handmade dog-treat brand from Yongin is exhibiting for the first time at a pet fair in KINTEX Hall 1 with a 6m x 3m double booth, aiming at vet-clinic and pet-shop buyers. Traps: a friend's brand spent "1200" (12,000,000 KRW) on its booth last year (message 2); that is not this visitor's budget (under 5,000,000 KRW). Correction: message 6 changes entry_date from 2026-03-26 (message 3) to 2026-03-25. Unknown: key_considerations.
 */
export const hundredAndEighthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout108-brand-en-halifax-fogbound-sauna",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -240,
    "messages": [
      "Hi! Thanks so much for getting back to me so fast 😊 I'm Kate, and my partner Liam and I are starting a mobile wood-fired sauna business here in Halifax. It's a sauna built on a trailer that we park at beaches around the city! We're called Fogbound Sauna Co. and we need everything from scratch: logo, colours, the whole identity. We literally have nothing right now lol",
      "The name! Ok so Halifax is foggy like half the year (not even exaggerating, sorry if you're local and already know this 😂). Our very first test sauna was at Crystal Crescent Beach on a morning when the fog rolled in so thick you couldn't see the water, and we just sat there steaming and laughing. Liam said \"well, we're fogbound\" and that was it.",
      "What we offer: drop-in sessions (75 min, up to 8 people), private bookings for groups and birthdays, and a cold plunge in the ocean afterwards if you're brave 🥶 Oh and sorry, totally random, but my cousin just launched her bakery website, crumbandcobakery.ca, and she built the whole thing herself. I'm so proud of her I keep sending it to everyone haha",
      "Our people are mostly 25–45, outdoorsy, into wellness and cold-water swimming, and honestly a lot of nurses and shift workers who need to decompress after nights! Is that the kind of answer you're after?",
      "We'd love the logo done by the end of April so we're ready for the May long weekend 🙌",
      "Style-wise, I keep saving things that feel warm and a bit handmade, like old Nordic woodcut prints, but not too rustic or \"cabin-core\" if that makes sense. Sorry for the essay!",
      "Ahh wait, sorry!! Liam just reminded me the trailer gets delivered mid-March and we want the logo painted on the side before we open, so can we aim for March 13 for the design instead? Sorry for the back and forth 🙈",
      "Oh and no, we haven't registered a trademark or anything yet. Would you be able to help us with that? We'd really appreciate it, it all seems very confusing 😅"
    ],
    "whenAsked": {
      "problem_need": "Mainly we need people to recognise the trailer from the road and trust that it's a legit, safe, professional sauna and not just some guys with a shed lol",
      "brand_website": "Just an Instagram for now, @fogboundsauna. No website of our own yet!",
      "colors_and_elements": "Ooh I really don't know yet, I was kind of hoping you'd tell me haha! No strong feelings either way, sorry",
      "key_considerations": "It has to look good painted big on the trailer AND tiny on Instagram, and work in one colour so we can burn it into our wooden signs. Thanks for thinking of that!",
      "other_design_requirements": "Yes please! A paint layout for the trailer, gift cards, and some Instagram templates would be amazing",
      "other_preferences": "We love the vibe of Löyly in Helsinki, all that dark wood and calm",
      "collaboration_notes": "Email's great, plus a quick call every couple of weeks would be lovely. Liam and I decide together but I'm the tie-breaker haha",
      "plans_after_project": "If summer goes well, a second trailer for the Annapolis Valley next year, and maybe selling our own towels and robes",
      "number_of_visits": "No need to meet up, happy to do everything online!"
    },
    "otherwise": "Hmm no real preference there, whatever you think is best!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mobile wood-fired sauna",
          "Fogbound Sauna Co.",
          "logo, colours, the whole identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Halifax"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "Halifax is foggy",
          "fog rolled in",
          "we're fogbound"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "drop-in sessions",
          "private bookings",
          "cold plunge"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "25–45",
          "cold-water swimming",
          "nurses and shift workers"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "warm and a bit handmade",
          "Nordic woodcut prints",
          "not too rustic"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-13",
          "precision": "day"
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
        "said": 7,
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "recognise the trailer from the road",
          "legit, safe, professional"
        ]
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "@fogboundsauna"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "painted big on the trailer",
          "tiny on Instagram",
          "one colour"
        ]
      }
    }
  },
  {
    "id": "heldout108-packaging-en-kirkcaldy-tablet-box",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya! Hope you're having a lovely day 😊 Sorry in advance, I'm a bit of a chatterbox. I'm Morag and I make Scottish tablet under the name Wee Crumb Tablet Co., from a kitchen unit in Kirkcaldy, Fife. Been going about 3 years, mostly at farmers markets, and now I'd love some proper packaging that looks nice enough to give as a present. Is that the sort of thing you do?",
      "Oh brilliant, thank you! So tablet is a bit like fudge but crumblier and sweeter, made with just sugar, butter and condensed milk, cut into squares. Folk have it with a cuppa or take it home as a souvenir. What makes ours different is I still make it by hand in small pans like my gran did, and the whisky one uses a single malt from a wee distillery in Fife 🥃",
      "For the box I'm picturing something slim with a little window so you can see the squares. Each square is about 3cm, and I was going to put 6 pieces in a box, around 150g. Is that enough detail? I can go and measure properly if you need 🙈",
      "Sorry, got distracted there! My pal Isla who does the shortbread stall next to mine just got hers done in round tins covered in red tartan, and honestly they're gorgeous, I'm so jealous 😂 Anyway where was I. I sell at farmers markets around Fife, in a few gift shops in St Andrews and Edinburgh, and on Etsy.",
      "Style wise I'd love it to feel a bit old-fashioned and homely, like your gran's recipe book, but still fresh and not twee. Does that make sense? Haha",
      "Oh sorry, one wee thing! My husband just read over my shoulder and reminded me we decided on 8 pieces a box, not 6, so it's more like 200g. Sorry!! Squares are still 3cm 😅",
      "And timing, I've got the printer booked for the end of April, so I'd need the design finished by Friday the 17th of April if that's doable? Thanks so much, you've been really patient with me!"
    ],
    "whenAsked": {
      "target_audience": "Mostly tourists looking for something properly Scottish to take home, and people sending a wee taste of home to family abroad. Lots of older customers too who remember their gran's tablet!",
      "colors_and_elements": "Ooh I love heather purple and a soft cream. Please no tartan though, every shop on the Royal Mile is covered in it 😂",
      "preferred_materials": "Oh gosh, I genuinely don't know yet, sorry! I'd be relying on you for that one 😅",
      "key_considerations": "Tablet goes soft and sticky if it gets damp, so it has to stay sealed, and the box needs to survive the post without the squares breaking. Oh and the allergen info (milk!) has to be really clear.",
      "problem_need": "Right now it's just in clear plastic bags with a sticker and it looks a bit homemade next to the fancy fudge in the gift shops.",
      "other_design_requirements": "A wee sticker to seal the box would be lovely, and maybe a sign for my market stall if that's not too cheeky!",
      "other_preferences": "I've always loved Tunnock's packaging, it's so classic.",
      "collaboration_notes": "Email is best, I'm at markets most weekends. It's just me making the decisions, thank you!",
      "plans_after_project": "I'd love to do a Christmas gift set next winter, tablet and a wee jar of fudge sauce maybe.",
      "number_of_visits": "No need to meet up, online is totally fine for me."
    },
    "otherwise": "Oh I don't really mind, whatever you think is best!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Scottish tablet",
          "proper packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Kirkcaldy, Fife"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "a bit like fudge but crumblier",
          "with a cuppa",
          "souvenir"
        ]
      },
      "unique_selling_point": {
        "said": 1,
        "text": [
          "by hand in small pans",
          "single malt from a wee distillery in Fife"
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
      "sales_channels": {
        "said": 3,
        "text": [
          "farmers markets",
          "gift shops in St Andrews and Edinburgh",
          "Etsy"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "old-fashioned and homely",
          "not twee"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "8 pieces",
          "200g",
          "3cm"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-17",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "tourists",
          "family abroad"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "heather purple",
          "soft cream",
          "no tartan"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "stay sealed",
          "survive the post",
          "allergen info"
        ]
      }
    }
  },
  {
    "id": "heldout108-website-en-hobart-dog-grooming",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi there! 👋 Hope your Tuesday's going well. I'm Jess, I own Salt & Paw, a little dog grooming salon in Moonah (Hobart). It's just me and one other groomer, Kayla. We've only ever had a Facebook page and I reckon it's finally time for a proper website! Sorry if I ramble, I've had about three coffees 😂",
      "The main thing is bookings. Honestly I spend every night on the couch answering Messenger messages like 'do you have a spot Saturday??' haha. I'd love people to be able to book online and pick their groomer themselves. Is that the sort of thing you can do?",
      "Pages wise I was thinking Home, Services & Prices, Book Now, Meet the Team and a gallery of before-and-after pics (the fluffy ones are the best 🐩). Does that sound about right?",
      "Budget... ok so my sister just got a website for her physio clinic in Launceston and it cost her $15,000, which nearly gave me a heart attack 😅 I'm nowhere near that! I was thinking around $4,000 AUD, is that realistic?",
      "Most of our clients are locals, lots of young families and retirees with their little oodles, and some older folks who aren't super techy, so it needs to be dead easy to use. Sorry, is that the kind of answer you're after?",
      "Style wise, bright and friendly but not cartoonish? Clean, lots of white space and big photos of the dogs. Thanks heaps for your patience btw!",
      "We'd love it live by the end of March if possible, before the Easter rush 🐣",
      "Oh wait, sorry! Just checked the calendar and we're closed for renos the first two weeks of March, so could we aim for Friday 20 February instead? That way I can test it before we shut. Thanks so much for putting up with me!"
    ],
    "whenAsked": {
      "languages": "Just English is fine, thanks!",
      "competitors": "Ooh good question, I honestly haven't looked at other groomers' websites, sorry! Happy to leave that with you 🙈",
      "key_considerations": "It has to work really well on phones, nearly all our clients book from their phone. And the booking bit has to be super simple for the older clients.",
      "colors_and_elements": "Teal like our logo, with white. No pink please haha, everyone thinks dog salons have to be pink!",
      "other_design_requirements": "Could you help with the words? I'm hopeless at writing. I've got heaps of dog photos already so no photographer needed.",
      "other_preferences": "Nothing specific sorry, just not too corporate!",
      "collaboration_notes": "Email or a quick text is great. I make the decisions, but I'll probably run things past Kayla too.",
      "plans_after_project": "Down the track I'd love to sell shampoos and treats online, but not yet!",
      "number_of_visits": "No need to come in, online's totally fine. Unless you want to meet the dogs 😂"
    },
    "otherwise": "No strong feelings on that, whatever you reckon!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "dog grooming salon",
          "time for a proper website"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Moonah"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "Facebook page"
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
          "answering Messenger messages",
          "book online and pick their groomer"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "Services & Prices",
          "Book Now",
          "Meet the Team"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 4000,
          "currency": "AUD"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "young families and retirees",
          "aren't super techy"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "bright and friendly but not cartoonish",
          "big photos of the dogs"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-20",
          "precision": "day"
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
      "key_considerations": {
        "said": "asked",
        "text": [
          "work really well on phones",
          "super simple for the older clients"
        ]
      }
    }
  },
  {
    "id": "heldout108-other-en-salthill-crepe-van",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi! Thanks a million for getting back to me so quick 😊 I'm Aoife, myself and my partner Dara just bought an old Citroën van that we're turning into a crepe truck called The Salty Crepe. We'll be parked on the prom in Salthill, Galway from the spring. Sorry, I'm so excited I can't stop talking about it lol",
      "So what we need designed is the wrap for the whole van and a menu board that hangs off the side hatch. Maybe a sticker for the napkins too if that's not too cheeky? 🙈",
      "The van is a bit sad looking at the minute, it's beige and rusty haha. We want people walking the prom to spot it from way down and actually come over, right now you'd think it was a builder's van",
      "Colour wise I was thinking sea green and cream, and maybe a little wave somewhere since we're right by the sea 🌊",
      "Ah sorry for the delay, was on the phone to my mam about my cousin's wedding, it's on the 7th of March in Killarney and the whole family's gone mad over it 😂 Anyway! Timing: we open on the 14th of March to catch the crowds for Paddy's week and the wrap shop needs about 3 weeks, so could the design be done by Wednesday the 18th of February?",
      "Our customers will mostly be families out for a walk on the prom, students from the uni, and tourists in the summer. Is that what you meant?",
      "Oh, actually, sorry to be a pain!! Dara just pointed out the chipper two doors down is green and cream as well 🤦‍♀️ So scrap that, can we go navy and mustard yellow instead? Still keep the little wave though",
      "Myself and Dara decide together, but if we disagree Dara says I win lol. WhatsApp is easiest for us, a quick update once a week would be perfect. Thanks so much, this is a great help!"
    ],
    "whenAsked": {
      "preferred_style": "Ah honestly I haven't a clue about style, that's kind of why I'm asking you! 😅 I'll trust your eye on that one",
      "key_considerations": "The menu has to be readable from a few metres away, and the wrap has to work around the hatch and the windows properly. That's the big thing for us!",
      "other_preferences": "Nothing really, sorry! Just not too cutesy.",
      "plans_after_project": "If it goes well we might get a second van for festivals next summer, fingers crossed!",
      "number_of_visits": "Maybe one visit to see the van in person? Whatever suits you."
    },
    "otherwise": "Ah we don't mind at all, whatever you think yourself!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "crepe truck",
          "The Salty Crepe"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Salthill, Galway"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "wrap for the whole van",
          "menu board",
          "sticker for the napkins"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "spot it from way down",
          "builder's van"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-02-18",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 5,
        "text": [
          "families out for a walk",
          "students from the uni",
          "tourists"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "navy and mustard yellow",
          "little wave"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "decide together",
          "WhatsApp",
          "once a week"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "readable from a few metres away",
          "around the hatch and the windows"
        ]
      }
    }
  },
  {
    "id": "heldout108-residential-en-leith-tenement-toddler",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya! 👋 Hope your week's going well so far. Sorry in advance, I'm typing this on the bus so excuse any typos 🙈 So we've just bought a second-floor tenement flat in Leith and we're after a full renovation before we move in. It's been a rental for years and it's looking very tired, bless it",
      "It's two bedrooms, a living room, a tiny galley kitchen and one bathroom. The home report says 72 square metres. Is that the kind of info you need? Happy to send the floor plan too!",
      "It'll be me (Fiona), my partner Callum and our wee boy Rory who's 2, plus Biscuit our very nosy spaniel 🐶 Thanks for being so patient with me btw!",
      "Honestly the kitchen is the main thing, you can barely turn round in it, and there's zero storage anywhere. We've been in a 45 square metre flat in Glasgow for five years so you'd think we'd be used to it by now lol 😂 But with a toddler it's chaos. We'd love to knock the kitchen through into the living room if that's even possible?",
      "Callum works from home three days a week so he needs a proper spot that isn't the kitchen table 🙃 I do most of the cooking and we have both families round for Sunday dinner a lot, so it gets busy!",
      "Budget wise we were thinking around £60,000 for everything. Hope that's not a silly number for what we want, I genuinely have no idea how these things work haha",
      "We're staying with Callum's mum at the minute, which is lovely but... you know 😅 We'd love to be moved in sometime in August, before Rory starts nursery.",
      "Oh sorry, one more thing! I just had a chat with Callum and we've had a wee rethink on the budget, we can stretch to £70,000 so please go with that instead. Thanks so much, this is really exciting! 😊"
    ],
    "whenAsked": {
      "age": "Oh gosh, no idea I'm afraid! The home report will say, I'll dig it out and get back to you on that one 🙈",
      "preferred_style": "Ooh good question! Something calm and a bit Scandi I think, but cosy, not all stark and minimal. We love the old features so I'd like it to feel like a period flat, not a show home",
      "colors_and_elements": "Soft greens and warm whites, and lots of natural wood. Please no grey, our old rental was grey everywhere and it was so depressing 😂",
      "key_considerations": "It's in a conservation area so the sash windows have to stay, and we'd really like to keep the original cornicing in the living room. And it needs to be toddler-proof, no sharp corners everywhere!",
      "important_collections": "Callum has about 400 vinyl records (I know, I know 🙄) so they'll need a proper home",
      "memorable_moments": "Sunday dinners with everyone crammed round the table, that's the bit I'd love to keep",
      "expected_deadline": "If the design could be sorted by the end of March that would be amazing, is that ok?",
      "other_design_requirements": "Yes please to custom storage, we need all the storage we can get! And lighting too, the flat is so dark in winter",
      "other_preferences": "I've been saving loads of stuff from Plankbridge and deVOL kitchens on Pinterest, happy to share the board!",
      "number_of_visits": "Maybe 3 visits to the flat? Whatever you think is best really",
      "collaboration_notes": "Email is best for me, and Callum and I will make the decisions together. A quick update every week or two would be lovely",
      "plans_after_project": "We might try for a second wee one in a couple of years, so the second bedroom might need to become a proper kids' room",
      "distance": "We're in Leith so hopefully not too far from you!"
    },
    "otherwise": "Hmm not fussed about that to be honest, whatever you think is best! 😊",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "second-floor tenement flat",
          "full renovation"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Leith"
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
      "layout": {
        "said": 1,
        "text": [
          "two bedrooms",
          "one bathroom"
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
      "target_audience": {
        "said": 2,
        "text": [
          "my partner Callum",
          "Rory who's 2",
          "spaniel"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "zero storage",
          "knock the kitchen through into the living room"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "works from home three days a week",
          "Sunday dinner"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 70000,
          "currency": "GBP"
        }
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "Scandi",
          "cosy"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Soft greens and warm whites",
          "no grey"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "sash windows have to stay",
          "original cornicing",
          "toddler-proof"
        ]
      }
    }
  },
  {
    "id": "heldout108-commercial-en-sydenham-bike-cafe",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora! Thanks so much for getting back to me so quick 😊 I'm Mere, and my partner Josh and I are opening a bike repair workshop with a little coffee window out front in Sydenham, Christchurch. We've got an old brick warehouse unit and it's a total blank canvas haha",
      "It's about 110 square metres, mostly one big open room with a roller door at the front and a tiny loo out the back. Is that enough detail? Happy to send photos too!",
      "Sorry, I should've said what we're actually after! The main goal is getting the workshop and the café to work side by side without grease ending up in someone's flat white 😂 Right now it all kind of blurs together in our heads",
      "Our people are mostly commuters who ride into town every day, students from Ara, and weekend roadies who'll happily hang around for a long black while we sort their gears out",
      "Oh and I have to tell you, my mate Tom did his bike shop fit-out up in Nelson last year and it cost him $200k!! I nearly fell off my chair 😅 We're definitely not doing a Tom lol",
      "Style wise we love that raw industrial warehouse feel but warm, not cold and shiny. And the one thing I'd LOVE is a big glass wall between the café and the workshop so people can watch the mechanics working while they wait 🙌",
      "We're hoping to open on Saturday the 2nd of May, is that realistic?",
      "Sorry to message again! Josh just reminded me the landlord has to do the earthquake strengthening first and that's not finished till April 🙄 So let's say we open Saturday 13 June instead. Thanks heaps for your patience 🙏"
    ],
    "whenAsked": {
      "budget": "Ahh honestly we don't know yet, we're still waiting to hear back from the bank about the loan 🤞 Can I get back to you on that one?",
      "brand_value": "We want it to feel like your local, where everyone knows your name and your bike. Friendly, no snobbery, you don't need a fancy carbon bike to feel welcome",
      "competitive_advantage": "Same-day repairs for commuters, drop it off on the way to work and grab it on the way home. Nobody else round here does that. Plus decent coffee while you wait!",
      "colors_and_elements": "Dark green and natural timber, with a bit of brass maybe. Please no lime green, every bike shop in town is lime green 😂",
      "key_considerations": "It has to be wheelchair accessible, and the compressor is really loud so we need to keep the noise away from the café side. Is that ok?",
      "expected_deadline": "If the design could be done by the end of February that would be awesome, then we can get quotes from builders",
      "other_design_requirements": "Yes please to the signage and the menu board for the coffee window! We'll sort the furniture ourselves, Josh is handy",
      "other_preferences": "We love Rapha's clubhouses, that vibe but less fancy and more Kiwi 😊",
      "number_of_visits": "Maybe two site visits? Whatever you reckon",
      "collaboration_notes": "Email or text both fine! Josh and I decide everything together, and a weekly update would be great",
      "plans_after_project": "If it goes well we'd love to run group rides from the shop on Sunday mornings, and maybe e-bike hire down the track",
      "distance": "No idea where your studio is sorry! We're in Sydenham"
    },
    "otherwise": "Hmm not too fussed about that, whatever you think is best!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bike repair workshop",
          "coffee window"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Sydenham"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 110,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "workshop and the café to work side by side"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "commuters",
          "students from Ara",
          "weekend roadies"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "raw industrial warehouse feel but warm"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "big glass wall between the café and the workshop"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-13",
          "precision": "day"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "your local",
          "no snobbery"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "text": [
          "Same-day repairs"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Dark green and natural timber",
          "no lime green"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "wheelchair accessible",
          "compressor is really loud"
        ]
      }
    }
  },
  {
    "id": "heldout108-exhibition-en-geelong-skincare-gift-fair",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi there! 😊 Hope your week's going well. I'm Mel from Saltbush & Co, we make skincare with native Aussie botanicals (Kakadu plum, lemon myrtle, that sort of thing) out of a little workshop in Geelong. We've just been accepted into the Autumn Trade & Gift Fair at the Melbourne Convention and Exhibition Centre and I'm equal parts excited and terrified haha. We need a stand designed! Is that an ok place to start?",
      "Sorry, should have said, it's our first ever trade show! 🙈 It opens on Sunday 8 March and they've given us a 3x3 shell scheme spot in Hall 2. Bump-in is the Saturday before, 7 March, from 8am.",
      "Who we'd love to meet: mainly buyers from independent gift shops, pharmacies and day spas, plus a few hotel amenity people if we're lucky! It's trade only, no public, which is honestly a relief lol",
      "Budget-wise... my friend Jess (she makes candles) did this same fair last year and spent about $30k on her stand, which nearly gave me a heart attack 😂 we're definitely not in that league. We've got around $12,000 all up for design and build. Is that realistic? Really hope so!",
      "As for us as a brand, we're all about gentle, honest, nothing-nasty skincare, and I want buyers to feel like they can slow down for a minute when they step onto our stand, like a deep breath in a eucalyptus forest after rain 🌿 Sorry, that got very poetic haha",
      "Oh my gosh, just got an email from the organisers while I was typing! Someone pulled out and they've offered us a bigger spot, and we've said yes, so it's now 6x3, 18 square metres. Sorry to change things on you already 😅",
      "One idea I keep coming back to: a long testing bench made from recycled timber where buyers can try the hand cream and balms, with real lemon myrtle and saltbush plants in pots along the back so the whole stand smells amazing. Is that too much? Be honest haha"
    ],
    "whenAsked": {
      "water_electricity_supply": "Just power please! We need it for lights and a little fridge for samples. No water needed, thanks so much",
      "exit_date": "Ooh good question, I actually don't know yet! The exhibitor manual hasn't come through, sorry 🙈 I'll let you know as soon as I do",
      "preferred_style": "Calm and earthy, lots of natural timber and soft linen, a bit Aesop-y but warmer, if that makes sense? Hope that helps!",
      "key_considerations": "That it's easy to put up and pull down, because it'll mostly just be me and my partner Tom doing it. And the products need to be at eye level and easy to pick up. Thank you for asking!",
      "problem_need": "We're tiny and nobody's heard of us yet, so we need to stand out next to the big brands and actually get stockists out of it",
      "competitive_advantage": "Everything's made in small batches in Geelong and our botanicals come from Aboriginal-owned growers",
      "colors_and_elements": "Sage green, sand and a touch of terracotta. Please no bright white, it feels too clinical for us",
      "expected_deadline": "It'd be lovely to have the design locked in by mid Feb so the builders have time",
      "other_design_requirements": "Oh yes please! A wholesale price list for buyers and maybe a little postcard to hand out",
      "other_preferences": "I love the Aesop shop fit-outs, and Jess's stand had gorgeous lighting (just not the price tag haha)",
      "number_of_visits": "Maybe one catch-up in person and the rest on Zoom would be perfect",
      "collaboration_notes": "Email is best, I check it every night after the kids are in bed. Tom and I decide together",
      "plans_after_project": "If it goes well we'd love to do the Sydney fair in August too and reuse the stand"
    },
    "otherwise": "No strong feelings on that one, happy to go with what you think!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Saltbush & Co",
          "native Aussie botanicals",
          "Autumn Trade & Gift Fair"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Melbourne Convention and Exhibition Centre"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-08",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-07",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "independent gift shops, pharmacies and day spas",
          "hotel amenity"
        ]
      },
      "budget": {
        "said": 3,
        "value": {
          "kind": "money",
          "amount": 12000,
          "currency": "AUD"
        }
      },
      "brand_value": {
        "said": 4,
        "text": [
          "gentle, honest, nothing-nasty skincare",
          "slow down for a minute"
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
          "long testing bench made from recycled timber",
          "plants in pots along the back"
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
      "preferred_style": {
        "said": "asked",
        "text": [
          "Calm and earthy",
          "natural timber"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "easy to put up and pull down",
          "eye level"
        ]
      }
    }
  },
  {
    "id": "heldout108-brand-zh-tainan-jam-identity",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉你好～不好意思這麼晚才傳訊息😅 我在台南東區做手工果醬 品牌叫「晴日果物」 現在的logo是我自己用Canva亂弄的 想說這次乾脆整套識別都重新做",
      "先偷偷說一下 我是看到我朋友的咖啡店「豆留」的logo才找到你們的！他們那個墨綠配金色真的超有質感👍 我朋友一直狂推你們哈哈",
      "我們有賣果醬、果乾 還有今年新推的水果茶包 水果都是跟台南跟屏東的小農買的",
      "名字的話 晴是我媽媽名字裡的字 她以前都在大太陽的日子帶我去果園摘芒果 所以叫晴日 這樣講可以嗎哈哈",
      "最想解決的是現在的包裝放進禮盒看起來很廉價 客人都說很好吃 可是送禮拿不出手😭",
      "時間的話希望4月前可以完成 因為5月有一個大市集 想用新的logo去擺攤",
      "風格喜歡溫暖有手作感的 有點像復古插畫那種 不要太冷冰冰太科技感 謝謝你～",
      "啊不好意思🙏 剛剛問了市集主辦 他說4月初就要交攤位的視覺資料 所以可能要3/20前就要好 會不會太趕啊"
    ],
    "whenAsked": {
      "registration_status": "還沒有欸 都還沒去申請😅",
      "need_registration_assistance": "好啊 如果你們可以幫忙辦的話就太好了～ 我自己完全不懂",
      "brand_website": "目前只有IG啦 @qingri.jam 網站還沒有",
      "target_audience": "客人大多是30幾歲的媽媽 買給小孩吃的 她們很在意有沒有加防腐劑 也有很多人買來送禮",
      "colors_and_elements": "顏色喔…我真的沒想法耶😂 你們覺得什麼適合就好 我再看看",
      "key_considerations": "最重要的是logo縮很小印在果醬瓶蓋上也要看得清楚 然後不要跟其他果醬品牌太像",
      "other_design_requirements": "有的話想要名片跟瓶身貼紙 還有市集用的小布條",
      "other_preferences": "我很喜歡日本那種老派的果物店插畫 有一點點懷舊感",
      "collaboration_notes": "用LINE聯絡就好 品牌是我一個人在做 所以我決定就可以了",
      "plans_after_project": "之後想開一間小小的實體店面 不過應該是明年的事了",
      "number_of_visits": "不用見面也沒關係 線上就可以～",
      "distance": "不知道耶 你們在哪裡呀"
    },
    "otherwise": "都可以～你們決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "手工果醬",
          "整套識別"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南東區"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "果醬",
          "果乾",
          "水果茶包"
        ]
      },
      "brand_name_story": {
        "said": 3,
        "text": [
          "媽媽名字",
          "摘芒果"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "看起來很廉價",
          "送禮拿不出手"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "溫暖有手作感",
          "復古插畫"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day"
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
          "@qingri.jam"
        ]
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "30幾歲的媽媽",
          "防腐劑"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "瓶蓋上也要看得清楚"
        ]
      }
    }
  },
  {
    "id": "heldout108-packaging-zh-wandan-redbean-pouch",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～打擾了🙏 我們家在屏東萬丹種紅豆 從我阿公那代就開始種了 我是最近才回來幫忙的 想幫家裡的蜜紅豆重新設計包裝",
      "不好意思我今天人在台北世貿顧攤 打字比較慢 旁邊超吵😂 我們的蜜紅豆是煮好的 打開就可以直接吃 也可以加進豆花、剉冰或鮮奶裡",
      "想做玻璃罐 一罐裝300克 另外也想做一人份的小包 一包80克 這樣講規格可以嗎？",
      "我們跟別家最不一樣的是紅豆自己種自己煮 只用二砂糖 沒有加防腐劑 豆子顆粒完整不會煮到爛爛的",
      "現在主要是在自己家的門市賣 還有官網 今年也想上蝦皮 然後偶爾像今天這樣跑展覽",
      "風格想要年輕一點 不要那種很土的農產品包裝😅 希望年輕人會想買來送朋友 有點文青那種感覺",
      "啊剛剛跟我爸視訊 他說玻璃罐太重了 運費貴又怕破 大的也改成立袋就好 所以全部都用袋子 謝謝你耐心看完我的長訊息😂"
    ],
    "whenAsked": {
      "target_audience": "25到40歲的上班族 喜歡自己在家弄甜點的 也會買來送禮",
      "colors_and_elements": "想要有紅豆田的感覺 顏色用紅豆那種暗紅跟米白 不要太鮮豔的大紅",
      "preferred_materials": "材質我真的不太懂耶 還沒想過 你們有推薦的嗎？",
      "expected_deadline": "希望5/15前可以設計好 趕上夏天剉冰的季節",
      "key_considerations": "蜜紅豆要冷藏 包裝要耐冷藏不會軟掉 然後食品標示要符合規定 之前被抽查過😅",
      "problem_need": "現在的包裝是我阿公那時候的 年輕人看到都覺得很老氣 想打進年輕人市場",
      "other_design_requirements": "可以的話也想要一個寄網購用的紙箱 還有小小的品牌貼紙",
      "other_preferences": "我蠻喜歡日本和菓子的包裝 簡單但很精緻",
      "collaboration_notes": "聯絡我就好 用LINE 不過最後要給我爸看過 他點頭才算數哈哈",
      "plans_after_project": "之後想出蜜綠豆跟花豆 到時候包裝也想延續同一個系列",
      "number_of_visits": "如果可以的話來我們田裡一次 看看我們怎麼煮紅豆",
      "distance": "不知道耶 你們工作室在哪裡呀？"
    },
    "otherwise": "都可以 你們比較專業～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "萬丹種紅豆",
          "重新設計包裝"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "屏東萬丹"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "蜜紅豆",
          "打開就可以直接吃",
          "加進豆花"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "300克",
          "一包80克"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "自己種自己煮",
          "沒有加防腐劑"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "自己家的門市",
          "官網",
          "蝦皮"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "年輕一點",
          "文青"
        ]
      },
      "packaging_form": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch"
          ]
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "25到40歲",
          "送禮"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "暗紅",
          "米白"
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
          "date": "2026-05-15",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "耐冷藏",
          "食品標示"
        ]
      }
    }
  },
  {
    "id": "heldout108-website-zh-hualien-bnb-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好你好～我們在花蓮七星潭附近開民宿 叫「浪花慢慢」 只有5間房 現在訂房都靠Booking跟FB私訊 想要有一個自己的網站可以直接訂房",
      "不好意思回比較慢🙏 隔壁民宿是我好朋友開的 她們3/14要重新開幕 這幾天都跑去幫她布置 整個兵荒馬亂哈哈哈",
      "最想解決的是Booking抽成太重了 一間房抽15% 還有私訊問房況真的回不完 半夜都還在回😭",
      "網站現在沒有 只有FB粉專 網址是 facebook.com/langhuamanman 這樣可以嗎",
      "頁面大概要 首頁、房型介紹、線上訂房、交通方式 還有常見問題 這樣夠嗎？",
      "語言要中文跟英文 還有日文 我們日本客人蠻多的 預算的話大概6萬左右",
      "來住的大多是20幾30歲的情侶 還有帶小孩的家庭 很多是第一次來花蓮玩的",
      "啊對了 剛剛跟我老公討論 預算可以拉到8萬 因為想要訂房系統做好一點 謝謝你一直耐心回我😊"
    ],
    "whenAsked": {
      "competitors": "競爭對手喔…我還真的沒研究耶 花蓮民宿太多了哈哈 一時也想不到",
      "preferred_style": "想要乾淨清爽 有海的感覺 照片可以放大大的",
      "expected_deadline": "希望6月可以上線 趕在暑假旺季前",
      "key_considerations": "手機一定要很好訂 大部分客人都是用手機 然後付款要可以刷卡",
      "colors_and_elements": "藍色跟白色吧 像海跟浪花 不要太花",
      "other_design_requirements": "房間照片可能要請你們幫忙拍 我們自己拍的都很暗",
      "other_preferences": "沒有特別欸 好訂最重要",
      "collaboration_notes": "LINE找我就好 晚上比較有空 最後我跟我老公一起決定",
      "plans_after_project": "之後想在網站上賣我們自己做的早餐果醬 不過還只是想想啦",
      "number_of_visits": "你們要來拍照的話來一次就好 剛好可以住一晚哈哈",
      "distance": "不知道耶 你們在台北嗎"
    },
    "otherwise": "這個都可以 你們決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "民宿",
          "自己的網站可以直接訂房"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "花蓮七星潭"
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
          "抽成太重",
          "私訊問房況"
        ]
      },
      "url": {
        "said": 3,
        "text": [
          "facebook.com/langhuamanman"
        ]
      },
      "main_pages": {
        "said": 4,
        "text": [
          "房型介紹",
          "線上訂房",
          "交通方式"
        ]
      },
      "languages": {
        "said": 5,
        "text": [
          "中文",
          "英文",
          "日文"
        ]
      },
      "target_audience": {
        "said": 6,
        "text": [
          "情侶",
          "帶小孩的家庭"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 80000,
          "currency": "TWD"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "乾淨清爽",
          "海的感覺"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機",
          "刷卡"
        ]
      }
    }
  },
  {
    "id": "heldout108-other-zh-beitun-breakfast-menu",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "老闆好～不好意思打擾了 我們在台中北屯開早餐店 開了快8年了 想請你們幫忙重新設計菜單 這種你們有在接嗎😅",
      "要做的是櫃台上面那面牆的大菜單 還有外帶用的紙本菜單 A4單面那種",
      "現在的菜單是開店的時候隨便做的 品項一直加 貼了一堆貼紙 客人都要看很久 點餐大塞車 尤其早上7點多😭",
      "我姐在高雄也開早餐店啦 她在大學旁邊 客人都是學生 她的菜單走超可愛的插畫風 不過我們這邊客人不太一樣哈哈",
      "我們客人大多是附近上班族 還有送小孩上學的爸媽 阿公阿嬤也很多 所以字一定要大！",
      "現場的話你們來店裡看一次就好 我們一次把牆壁尺寸量好",
      "風格想要乾淨、明亮 看起來很好找 最好有餐點照片的那種 謝謝你這麼有耐心聽我講🙏",
      "啊抱歉 我老公剛剛說還是來兩次比較好 一次量尺寸 一次看印出來的樣子 不好意思改來改去😂"
    ],
    "whenAsked": {
      "expected_deadline": "時間喔…還不確定耶 要看我們什麼時候調價格 我老公還在算成本",
      "colors_and_elements": "我們招牌是黃色的 菜單可以跟招牌搭 不要太多紅色 看起來很吵",
      "collaboration_notes": "LINE聯絡就好 早上很忙 下午2點後回比較快 最後是我跟我老公一起決定",
      "key_considerations": "就是字要大 然後價錢的地方要方便改 我們常常要調價",
      "other_preferences": "沒有特別耶 就是不要跟我姐那種可愛風一樣就好哈哈",
      "plans_after_project": "之後可能會想做集點卡 到時候再看看",
      "distance": "我們在北屯 你們應該不會太遠吧"
    },
    "otherwise": "都可以啦 你們專業的決定～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "早餐店",
          "開了快8年"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中北屯"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "牆的大菜單",
          "外帶用的紙本菜單"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "客人都要看很久",
          "點餐大塞車"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "上班族",
          "送小孩上學的爸媽",
          "阿公阿嬤"
        ]
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "字一定要大"
        ]
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "乾淨、明亮",
          "餐點照片"
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
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "黃色",
          "不要太多紅色"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "LINE",
          "下午2點後"
        ]
      }
    }
  },
  {
    "id": "heldout108-residential-zh-zhubei-corgi-family",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～不好意思打擾了🙏 我們是在IG上看到你們做的案子 真的好喜歡！！想詢問一下 我們去年底在竹北買了一間中古大樓 想要整間重新裝潢 這樣是找你們沒錯吧😅",
      "格局是3房2廳2衛 權狀32坪～ 屋齡的話房仲說25年 所以管線應該都要換了吧😂",
      "哈哈說真的 現在租的地方才20坪 東西多到快塞不下 所以這次搬家真的超期待的啦～ 住的人是我跟老公 還有一個兩歲的女兒 跟一隻柯基🐶",
      "現在最困擾的就是收納 玩具跟狗狗的東西到處都是😭 然後新家的廚房是封閉的 很暗 想改成開放式 這樣可以邊煮飯邊看小孩",
      "啊還有 我老公一週有兩天在家工作 常常要開視訊會議 希望有一間可以關門的書房 不然一定會被女兒吵哈哈 我自己很愛煮飯 週末常常約朋友來家裡吃火鍋",
      "風格喜歡無印良品那種 簡單 乾淨 木頭感多一點 不要太冷的那種現代風～ 這樣講可以嗎 我真的不太會形容😂",
      "預算的話 我們抓大概150萬 這樣會不會太少><",
      "啊抱歉抱歉 剛剛問完老公 他說還要留錢買冷氣跟家電 裝潢這邊最多120萬就好 不好意思改來改去🙏 謝謝你這麼有耐心～"
    ],
    "whenAsked": {
      "move_in_date": "這個我們還真的沒決定耶 要看工程要做多久 我們不會很趕 可以之後再討論嗎😊",
      "colors_and_elements": "喜歡淺木色跟白色 可以有一點綠色植物的感覺～ 不要深咖啡色 我媽家都是深色木頭 看了有點壓迫😂",
      "key_considerations": "女兒還小 家具轉角希望都是圓的 插座不要太低 然後柯基很會掉毛 地板希望好清理又耐刮 謝謝你們🙏",
      "important_collections": "老公有一堆樂高 大概二三十盒 他一直叫我一定要講 想要有個展示櫃哈哈",
      "memorable_moments": "嗯…以前住我爸媽家 晚餐大家都在餐桌聊很久 希望新家的餐桌也可以大一點 變成全家最常待的地方",
      "expected_deadline": "設計的話 希望3月底前可以定案～",
      "other_design_requirements": "系統櫃跟燈想要一起規劃 家具我們想自己挑 可以給我們建議就好",
      "other_preferences": "沒有特別的品牌耶 就是喜歡無印跟IKEA那種感覺",
      "number_of_visits": "現場的話我們週末比較有空 來個兩三次應該OK吧？",
      "collaboration_notes": "用LINE聯絡就好～ 我比較常回訊息 大的決定我跟老公一起討論",
      "plans_after_project": "過幾年可能會想生第二胎 所以第三間房想先當書房 之後可以改小孩房",
      "distance": "我不知道你們在哪裡耶 我們在竹北 開車的話應該還好吧"
    },
    "otherwise": "這個都可以耶 交給你們專業的😊",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古大樓",
          "整間重新裝潢"
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
      "layout": {
        "said": 1,
        "text": [
          "3房2廳2衛"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 32,
          "unit": "ping"
        }
      },
      "age": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 25,
          "unit": "years"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "我跟老公",
          "兩歲的女兒",
          "柯基"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "收納",
          "改成開放式"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "在家工作",
          "約朋友來家裡吃火鍋"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "無印良品",
          "簡單"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 1200000,
          "currency": "TWD"
        }
      },
      "move_in_date": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "淺木色",
          "不要深咖啡色"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "轉角希望都是圓的",
          "耐刮"
        ]
      }
    }
  },
  {
    "id": "heldout108-commercial-zh-tainan-douhua-cart",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉您好～打擾了🙏 我是朋友介紹來的 她說你們人超好！我在台南中西區租了一間老屋 想開一間豆花店 是我阿嬤傳下來的配方 她以前在市場擺攤擺了30幾年 現在換我接手 終於想要有自己的店面了☺️",
      "空間是一樓 大概15坪 後面有一個小天井 內用想放6到8桌 這樣會不會太擠啊哈哈",
      "不好意思晚回了 今天跑去高雄幫我朋友的早午餐店顧店 她3月1號就要開幕了 看她忙成那樣我也好緊張😂 我們這邊的話是希望6月可以開 夏天豆花最好賣！",
      "客人的話 想抓來台南玩的觀光客 但也希望附近的街坊鄰居會常常來吃 像以前市場那些老客人 很多都是阿公阿嬤 哈哈",
      "風格喜歡老台南的感覺 有點懷舊 可是不要太舊太暗 要乾淨明亮 也不要變成那種只能拍照的網美店…這樣講可以嗎😅",
      "啊對 我有一個小小的夢想！想把阿嬤以前擺攤用的那台木頭推車放在店門口 當作點餐台 會不會很怪哈哈",
      "不好意思🙈 剛剛回去翻租約 坪數是18坪才對 我記錯了啦 天井沒有算在裡面喔 謝謝你～"
    ],
    "whenAsked": {
      "problem_need": "以前擺攤都是排隊外帶 現在想讓客人可以坐下來慢慢吃 然後動線要順 不然假日人多會全部卡在門口",
      "brand_value": "就是想要很實在 很溫暖 像回到阿嬤家吃點心的感覺 不要有距離感～",
      "target_audience": "就是觀光客跟附近的鄰居為主啦",
      "competitive_advantage": "我們的豆花是每天早上用非基改黃豆自己磨的 糖水是手工炒的黑糖 不加防腐劑 這個我很驕傲😆",
      "colors_and_elements": "想要有阿嬤那個年代的綠色花磚 然後木頭色 不要粉紅色 也不要太多金屬的東西",
      "budget": "預算這個…真的還不知道耶 還在跟銀行談貸款 不好意思🙏 可以先跟我說大概的行情嗎",
      "key_considerations": "老屋嘛 漏水跟電線一定要先檢查 然後廚房排水要做好 豆花要用很多水",
      "expected_deadline": "設計如果3月底前可以好就太感謝了",
      "other_design_requirements": "招牌跟菜單也想一起麻煩你們 還有外帶杯的貼紙",
      "other_preferences": "沒有耶 你們決定就好",
      "number_of_visits": "現場看個兩三次吧 我平常都在那邊整理",
      "collaboration_notes": "用LINE聯絡就好 決定都是我 我老公只負責出錢哈哈",
      "plans_after_project": "如果做得不錯 可能會開始做冷凍豆花宅配",
      "distance": "你們也在台南嗎？我不太確定多遠耶"
    },
    "otherwise": "這個我沒想法耶 你們覺得怎樣好就好😊",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "豆花店",
          "阿嬤傳下來的配方"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南中西區"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "觀光客",
          "街坊鄰居"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "老台南的感覺",
          "乾淨明亮"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "木頭推車",
          "點餐台"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "ping"
        }
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "坐下來慢慢吃",
          "動線要順"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "很實在",
          "回到阿嬤家吃點心"
        ]
      },
      "competitive_advantage": {
        "said": "asked",
        "text": [
          "非基改黃豆自己磨",
          "手工炒的黑糖"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "綠色花磚",
          "不要粉紅色"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "漏水",
          "排水"
        ]
      }
    }
  },
  {
    "id": "heldout108-exhibition-zh-lugu-oolong-foodtaipei",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好～我是山嵐茶園的小陳 不好意思突然私訊🙏 我們是南投鹿谷的家族茶園 主要做凍頂烏龍 到我已經是第三代了 今年第一次報名台北國際食品展 想找人幫我們設計攤位😊",
      "展場在南港展覽館1館 我們是2個標準攤位 3x6 總共18平方米 這樣講對嗎 我對這些單位真的不太熟哈哈",
      "展期是6/24到6/27 進場是6/22 撤場就是最後一天6/27展完當天晚上",
      "哈哈不好意思這麼晚才回 今天陪我妹去試婚紗 她6/28結婚 剛好是撤場隔天 那幾天我應該會累死😂",
      "這次最想接觸的是海外的買家跟通路商 尤其是日本跟新加坡那邊 一般民眾來試喝也很歡迎啦 但主要還是想談B2B",
      "風格的話想要簡單 有留白 有點像日本茶室那種安靜的感覺 拜託不要大紅大金 我爸以前去茶展都弄得很像廟會😂😂",
      "啊抱歉抱歉 我剛剛再看一次參展手冊 進場是6/23才對 22號是給大型機具的 我看錯行了🙈 謝謝你耐心回我～",
      "還有一個想法 想在攤位中間放一個泡茶吧台 讓買家坐下來喝一杯 旁邊放幾個玻璃罐讓大家聞不同焙火程度的茶香 這樣可以嗎？"
    ],
    "whenAsked": {
      "brand_value": "我們一直堅持自己種、自己做、自己焙 希望大家來攤位就像到山上茶農家坐一下 很放鬆 很真誠",
      "water_electricity_supply": "要泡茶的話 水跟電應該都要吧 熱水壺要插電 也要有地方洗杯子",
      "budget": "預算我爸還在想 我真的不知道耶 不好意思🙏 可以先報價給我們參考嗎",
      "key_considerations": "佈展只有我跟我爸兩個人 所以東西希望好組裝 然後茶葉怕潮 展示的地方不要被燈直接照到",
      "problem_need": "以前都只有在鹿谷的店面跟網路賣 想趁這次打開國外市場",
      "competitive_advantage": "我們還是用傳統炭焙 很多茶園都已經改電焙了 這個喝得出來",
      "colors_and_elements": "想要茶綠色 米白 木頭色 紅色金色就不要了",
      "expected_deadline": "設計最好5月前可以確定 聽說要送圖給主辦審",
      "other_design_requirements": "英文跟日文的茶葉介紹卡 還有試喝的小杯子如果可以印logo就太好了",
      "other_preferences": "沒有特別耶 簡單大方就好",
      "number_of_visits": "我們在南投 見面的話一兩次就好 其他線上可以嗎",
      "collaboration_notes": "跟我聯絡就好 但最後還是要我爸點頭 他比較傳統哈哈",
      "plans_after_project": "如果效果好 明年想去日本參展 攤位的東西可以的話希望能重複用",
      "distance": "我們在南投鹿谷 開車到台北大概3個半小時"
    },
    "otherwise": "這個都可以 聽你們的建議😊",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "山嵐茶園",
          "凍頂烏龍",
          "台北國際食品展"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館1館"
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
      "target_audience": {
        "said": 4,
        "text": [
          "海外的買家跟通路商",
          "日本跟新加坡"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "留白",
          "日本茶室"
        ]
      },
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-23",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": 7,
        "text": [
          "泡茶吧台",
          "聞不同焙火程度的茶香"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "自己種、自己做、自己焙",
          "茶農家坐一下"
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
      "key_considerations": {
        "said": "asked",
        "text": [
          "好組裝",
          "茶葉怕潮"
        ]
      }
    }
  },
  {
    "id": "heldout108-brand-ko-borine-dog-treats",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요!! 😊 인스타에서 작업하신 거 보고 반해서 연락드려요 ㅎㅎ 저장해둔 게 한두개가 아니에요ㅋㅋ 저는 대전 유성구에서 수제 강아지 간식 만드는 1인 공방 하고 있는데요, 이번에 로고부터 브랜드 아이덴티티 전체를 제대로 만들고 싶어서요!",
      "브랜드 이름은 '보리네 부엌'이에요 ㅎㅎ 저희집 강아지 이름이 보리인데 알러지가 심해서 제가 직접 간식 만들어 먹이다가 시작하게 된 거라서요 🐶 보리한테 먹이는 마음 그대로 만든다는 뜻으로 지었어요",
      "지금 팔고 있는 건 닭가슴살 육포랑 고구마 쿠키, 그리고 생일 케이크 주문제작도 받고 있어요! 이렇게 말씀드리면 될까요?",
      "아 저 오늘 부산에 납품 미팅 와있어서 답장이 좀 늦을 수도 있어요 죄송해요 🙏 바다 보니까 기분은 좋네요 ㅋㅋㅋ 아 그리고 일정은 3월 말까지 완성되면 좋을 것 같아요!",
      "지금 로고는 제가 미리캔버스로 대충 만든 거라 ㅠㅠ 얼마 전에 백화점 팝업 제안이 들어왔는데 너무 아마추어같아 보여서 좀 창피하더라구요.. 처음 보는 분들한테도 믿을 수 있는 브랜드로 보였으면 좋겠어요",
      "주 고객은 30~40대 견주분들이에요! 특히 알러지 있는 아이 키우시는 분들이 성분표 꼼꼼히 보시고 많이 사가세요 ㅎㅎ",
      "색은 보리 털색 같은 따뜻한 베이지랑 크림색이 좋아요 ㅎㅎ 근데 빨간색은 좀 피하고 싶어요 너무 자극적인 느낌이라서요",
      "앗 그리고 죄송한데 아까 3월 말이라고 했던 거요 ㅠㅠ 방금 연락 왔는데 백화점 팝업이 3월 중순으로 잡혀서 3월 10일까지는 받아야 할 것 같아요.. 괜찮을까요? 😭"
    ],
    "whenAsked": {
      "registration_status": "상표 등록은 아직 안 했어요 ㅠㅠ 해야지 해야지 하면서 계속 미루고 있었네요 ㅎㅎ",
      "need_registration_assistance": "네 도와주시면 너무 감사하죠!! 저는 그런 거 하나도 몰라서요 🙏",
      "brand_website": "홈페이지는 따로 없고 인스타 @borine_kitchen 이랑 네이버 스마트스토어에서 팔고 있어요!",
      "preferred_style": "스타일은 솔직히 아직 잘 모르겠어요 ㅠㅠ 제가 보는 눈이 없어서요 ㅋㅋ 몇 가지 보여주시면 그중에 고를게요!",
      "key_considerations": "강아지 간식이니까 무엇보다 안전하고 건강한 느낌이 났으면 좋겠어요. 너무 유치하거나 애기같은 캐릭터 느낌은 피하고 싶구요",
      "other_design_requirements": "명함이랑 간식 포장에 붙일 스티커도 같이 해주시면 좋겠어요 ㅎㅎ",
      "other_preferences": "음 딱히 없어요 ㅎㅎ 디자이너님 감각 믿을게요!",
      "collaboration_notes": "카톡으로 편하게 연락 주시면 돼요! 결정은 제가 혼자 하니까 빨리빨리 답드릴게요 ㅎㅎ",
      "plans_after_project": "나중에 자리 잡으면 고양이 간식 라인도 해보고 싶어요 ㅎㅎ 아직은 꿈이지만요",
      "number_of_visits": "직접 만나는 건 한 번 정도면 충분할 것 같아요",
      "distance": "거리는 잘 모르겠어요 ㅠㅠ 스튜디오가 어디신지 알려주시면 계산해볼게요!"
    },
    "otherwise": "그건 상관없어요 ㅎㅎ 편하신 대로 해주세요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "수제 강아지 간식",
          "브랜드 아이덴티티 전체"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대전 유성구"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "보리네 부엌",
          "강아지 이름이 보리"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "닭가슴살 육포",
          "고구마 쿠키",
          "생일 케이크"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "아마추어같아 보여서",
          "믿을 수 있는 브랜드"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "30~40대 견주분들",
          "알러지 있는 아이"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "따뜻한 베이지랑 크림색",
          "빨간색은 좀 피하고"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-10",
          "precision": "day"
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
          "@borine_kitchen"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "안전하고 건강한 느낌",
          "애기같은 캐릭터 느낌은 피하고"
        ]
      }
    }
  },
  {
    "id": "heldout108-packaging-ko-hallabong-syrup-gift",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 처음 연락드려요 😊 저는 제주 서귀포 남원읍에서 남편이랑 한라봉 농장 하고 있어요. 시아버님 때부터 하던 농장인데 이번에 한라봉청 선물세트 패키지를 새로 만들고 싶어서 문의드립니다!",
      "제품은 한라봉청이에요 ㅎㅎ 껍질째 얇게 썰어서 청으로 담근 건데 탄산수에 타서 에이드로 드시거나 따뜻한 물에 타서 차로 드시면 돼요. 요즘같이 추울 땐 차로 많이들 드세요~",
      "다른 청이랑 다른 점은.. 저희가 직접 키운 한라봉만 쓰고 설탕 대신 비정제 원당을 넣어요! 과육도 듬뿍 들어가구요 ㅎㅎ 쓰고 보니 자랑 같아서 좀 부끄럽네요 ㅋㅋ",
      "병은 원래 쓰던 기성품 병 그대로 쓸 거라서요, 병에 붙일 라벨이랑 두 병 들어가는 선물세트 박스 디자인이 필요해요. 병은 500ml짜리고 한 세트에 두 병 들어가요",
      "아 그리고 죄송해요 제가 2월 14일에 조카 결혼식 때문에 서울 올라가야 해서 그 주는 답장이 좀 늦을 수도 있어요 ㅠㅠ 미리 말씀드려요!",
      "사시는 분들은 주로 40~60대 분들이 명절 선물이나 부모님 선물용으로 많이 사가세요. 판매는 네이버 스마트스토어랑 농장 체험장에서 직접 팔고, 주말엔 매일올레시장에도 나가요!",
      "헉 죄송해요 방금 남편이 병 보더니 500ml 아니고 350ml래요 ㅋㅋㅋ 제가 맨날 헷갈려요.. 350ml 두 병 들어가는 세트로 생각해주세요!",
      "일정은 5월 가정의 달에 맞춰서 팔고 싶어서 4월 20일까지 디자인 나오면 좋겠어요. 이 정도면 될까요? 🙏"
    ],
    "whenAsked": {
      "preferred_style": "고급스러우면서도 너무 딱딱하지 않은 느낌이요! 제주 감성은 살리되 돌하르방 같은 뻔한 건 말구요 ㅎㅎ",
      "colors_and_elements": "한라봉 주황색은 꼭 들어갔으면 좋겠고 한라봉 꼭지 모양을 살짝 넣어주셔도 좋을 것 같아요. 형광색은 싫어요 ㅠ",
      "preferred_materials": "재질은 아직 잘 모르겠어요 ㅠㅠ 단가 보고 정하려구요. 추천해주시면 감사하겠습니다!",
      "key_considerations": "택배로 많이 나가서 박스 안에서 병이 안 깨지게 잘 고정되는 게 제일 중요해요! 작년에 깨져서 반품된 게 꽤 있었거든요 ㅠㅠ",
      "problem_need": "지금은 그냥 흰 박스에 스티커 하나 붙여서 나가는데 선물하기엔 너무 밋밋하다는 얘기를 많이 들었어요 ㅎㅎ",
      "other_design_requirements": "택배 박스에 찍을 도장 같은 것도 하나 있으면 좋겠어요! 안 되면 괜찮아요 ㅎㅎ",
      "other_preferences": "특별히 없어요~ 디자이너님이 잘 해주실 거라 믿어요 ㅎㅎ",
      "collaboration_notes": "카톡으로 편하게 주시면 되고 결정은 남편이랑 같이 할게요!",
      "plans_after_project": "반응 좋으면 내년엔 한라봉 말랭이도 같이 넣은 세트 만들어보고 싶어요",
      "number_of_visits": "제주라 멀어서 ㅎㅎ 비대면으로 해도 괜찮아요!",
      "distance": "제주도라서 비행기 타셔야 할 거예요 ㅋㅋ"
    },
    "otherwise": "그건 잘 모르겠어요 ㅎㅎ 알아서 해주셔도 돼요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "한라봉 농장",
          "한라봉청 선물세트 패키지"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "서귀포 남원읍"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "한라봉청",
          "탄산수에 타서 에이드로",
          "차로 드시면"
        ]
      },
      "unique_selling_point": {
        "said": 2,
        "text": [
          "직접 키운 한라봉만",
          "비정제 원당"
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
        "said": 5,
        "text": [
          "40~60대",
          "명절 선물이나 부모님 선물용"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "스마트스토어",
          "농장 체험장",
          "매일올레시장"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "350ml",
          "두 병"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-20",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "고급스러우면서도 너무 딱딱하지 않은"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "한라봉 주황색",
          "꼭지 모양",
          "형광색은 싫어요"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "병이 안 깨지게"
        ]
      }
    }
  },
  {
    "id": "heldout108-website-ko-mangwon-pilates-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 수업 사이에 잠깐 틈이 나서 급하게 연락드려요 ㅎㅎ 저는 마포구 망원동에서 1:1 필라테스 스튜디오 운영하고 있는데 홈페이지를 새로 만들고 싶어서요!",
      "지금 홈페이지는 제가 아임웹으로 혼자 만든 soompilates.imweb.me 인데요 ㅋㅋㅋ 보시면 아실 거예요.. 너무 허접해서 보여드리기 민망하네요 🙈",
      "제일 큰 문제는 예약이에요 ㅠㅠ 지금은 회원님들이 전화랑 카톡으로 예약하시는데 제가 수업 중엔 답을 못 드리니까 자꾸 놓쳐요. 그래서 온라인으로 바로 예약되는 사이트였으면 좋겠어요!",
      "언어는 한국어만 있으면 될 것 같아요! 페이지는 강사 소개, 수업 시간표, 가격 안내, 예약 페이지 정도면 될까요? 😊",
      "회원님들은 대부분 근처 사시는 20대 후반~40대 직장인 여성분들이에요. 출산하고 산후 회복 때문에 오시는 분들도 꽤 많으시구요 ㅎㅎ",
      "아 제 친구가 연남동에서 요가원 하는데 걔는 홈페이지 만드는 데 천이백만원 썼대요 ㄷㄷ 듣고 진짜 깜짝 놀랐어요 ㅋㅋㅋ",
      "사이트 오픈은 2월 27일까지 됐으면 좋겠어요! 3월부터 봄 시즌 회원 모집을 시작하거든요",
      "아 그리고 아까 한국어만 있으면 된다고 했는데 죄송해요 ㅠ 생각해보니 요즘 외국인 회원분들이 꽤 오셔서요. 한국어랑 영어 둘 다 있어야 할 것 같아요!"
    ],
    "whenAsked": {
      "budget": "저는 300만원 정도 생각하고 있어요 ㅠㅠ 작은 스튜디오라 그 이상은 좀 힘들 것 같아요",
      "competitors": "경쟁업체는 솔직히 잘 모르겠어요 ㅎㅎ 다른 스튜디오 사이트를 찾아본 적이 없어서요",
      "preferred_style": "깔끔하고 차분한 느낌이요! 호텔 스파처럼 편안한 분위기면 너무 좋을 것 같아요 ☺️",
      "key_considerations": "회원님들이 거의 다 폰으로 보시니까 모바일에서 예약하기 편한 게 제일 중요해요! 세 번 이상 누르면 다들 포기하세요 ㅋㅋ",
      "colors_and_elements": "세이지 그린이랑 아이보리 좋아해요. 형광 핑크 같은 건 빼주세요 ㅎㅎ",
      "other_design_requirements": "스튜디오 사진 촬영도 같이 해주실 수 있으면 좋겠어요! 지금 사진이 다 폰으로 찍은 거라서요 ㅠ",
      "other_preferences": "딱히 없어요 ㅎㅎ",
      "collaboration_notes": "카톡으로 연락 주시면 되는데 수업 중엔 답이 늦을 수 있어요 죄송해요 🙏 결정은 제가 해요",
      "plans_after_project": "나중엔 온라인 클래스 영상도 올려보고 싶어요 ㅎㅎ",
      "number_of_visits": "스튜디오에 한 번 와보시면 분위기 아실 것 같아요!",
      "distance": "거리는 잘 모르겠어요 ㅎㅎ 스튜디오가 어디신지 알려주세요!"
    },
    "otherwise": "그건 상관없어요 ㅎㅎ 편하신 대로 해주세요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "1:1 필라테스 스튜디오",
          "홈페이지를 새로 만들고"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "망원동"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "soompilates.imweb.me"
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
          "자꾸 놓쳐요",
          "온라인으로 바로 예약"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "강사 소개",
          "수업 시간표",
          "가격 안내"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "20대 후반~40대 직장인 여성",
          "산후 회복"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-27",
          "precision": "day"
        }
      },
      "languages": {
        "said": 7,
        "text": [
          "한국어",
          "영어"
        ]
      },
      "budget": {
        "said": "asked",
        "value": {
          "kind": "money",
          "amount": 3000000,
          "currency": "KRW"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "깔끔하고 차분한",
          "호텔 스파처럼"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "모바일에서 예약하기 편한"
        ]
      }
    }
  },
  {
    "id": "heldout108-other-ko-myeongju-alley-map",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 😊 강릉 명주동에서 작은 독립책방 하고 있는 사람인데요, 저희 골목 상인회 총무를 맡고 있어서 상인회 일로 연락드렸어요 ㅎㅎ 가게 열두 곳이 모인 작은 상인회예요",
      "이번에 저희 골목 일러스트 지도랑 스탬프 투어 카드를 만들고 싶어요! 지도는 접어서 들고 다니는 리플렛 형태로요. 아 설명이 너무 두서없죠 죄송해요 ㅠㅠ",
      "강릉 오시는 분들이 대부분 안목 카페거리나 중앙시장만 가시고 저희 골목 안쪽까지는 잘 안 들어오세요 ㅠ 골목 구석구석 숨은 가게들을 알리고 싶어서요",
      "주로 오시는 분들은 20~30대 여행객이에요. 차 없이 다니는 뚜벅이 여행자분들이 많아서 걸어서 한 바퀴 돌아보기 좋게 만들고 싶어요",
      "아 참고로 작년에 근처 교동 상인회에서 만든 지도는 빨강 노랑 원색으로 알록달록했는데 반응이 괜찮았다고 하더라구요 ㅎㅎ 그냥 그렇다구요 ㅋㅋ",
      "저희는 손그림 느낌 나는 따뜻한 일러스트였으면 좋겠어요! 동화책 한 페이지 같은 느낌? 이렇게 설명드리면 될까요? 😅",
      "그리고 작업 들어가기 전에 한 번은 직접 오셔서 골목 걸어보셨으면 좋겠어요! 진행 상황은 카톡으로 주시면 되고 최종 결정은 제가 할게요",
      "앗 죄송해요 방금 회장님이랑 통화했는데 최종 결정은 회장님이 하시겠대요 ㅎㅎ;; 저는 중간에서 소통 담당할게요! 번거롭게 해드려서 죄송합니다 🙏"
    ],
    "whenAsked": {
      "expected_deadline": "마감은 아직 정해진 게 없어요 ㅠㅠ 시에서 지원금 승인이 나야 알 것 같아요. 나오면 바로 말씀드릴게요!",
      "colors_and_elements": "바다색 같은 파랑이랑 하얀색 위주였으면 좋겠어요! 골목에 오래된 적산가옥이 많아서 그 지붕 모양도 들어가면 예쁠 것 같아요 ㅎㅎ",
      "key_considerations": "가게 열두 곳이 다 빠짐없이 공평하게 들어가는 게 제일 중요해요! 누구 가게만 크게 나오면 서운해하실 거라서요 ㅋㅋ",
      "other_preferences": "딱히 없어요~ 디자이너님 스타일대로 해주셔도 좋아요 ㅎㅎ",
      "plans_after_project": "반응 좋으면 내년엔 골목 굿즈로 엽서나 에코백도 만들어보고 싶어요!",
      "distance": "거리는 잘 모르겠어요 ㅎㅎ"
    },
    "otherwise": "그건 괜찮아요 ㅎㅎ 편하신 대로 해주세요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "골목 상인회",
          "가게 열두 곳"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "강릉 명주동"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "일러스트 지도",
          "스탬프 투어 카드",
          "리플렛"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "골목 안쪽까지는 잘 안 들어오세요",
          "숨은 가게들을 알리고"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20~30대 여행객",
          "뚜벅이"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "손그림 느낌",
          "따뜻한 일러스트"
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
      "collaboration_notes": {
        "said": 7,
        "text": [
          "최종 결정은 회장님이",
          "소통 담당"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "바다색 같은 파랑이랑 하얀색",
          "지붕 모양"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "열두 곳이 다 빠짐없이 공평하게"
        ]
      }
    }
  },
  {
    "id": "heldout108-residential-ko-yeongtong-cats-remodel",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 인스타에서 작업하신 집들 보고 너무 예뻐서 연락드려요 ㅎㅎ 이번에 수원 영통에 구축 아파트를 매매했는데 올수리 하려고 해요!",
      "오늘 점심시간에 남편이랑 집 한번 더 보고 왔는데 ㅋㅋ 24평이고 방 3개 화장실 1개예요 96년 준공이라 딱 30년 됐더라구요 생각보다 더 낡아서 좀 놀랐어요 😅",
      "지금 사는 신혼집은 15평 투룸 전세라 ㅋㅋ 거기 비하면 엄청 넓어지는 거예요 살 사람은 저랑 남편 둘이랑 고양이 두 마리예요 🐱🐱",
      "제일 바꾸고 싶은 건요.. 새 집이 수납공간이 거의 없어서 수납 넉넉하게 하고 싶어요! 그리고 주방이 ㄱ자로 좁아서 둘이 같이 서 있지를 못해요 ㅠㅠ",
      "저희 둘 다 재택근무라 낮에도 계속 집에 있어요 ㅎㅎ 남편은 저녁에 게임하고 저는 주말마다 베이킹해요 이런 것도 말씀드리면 되는 거 맞죠?",
      "스타일은 차가운 화이트 말고 우드톤으로 따뜻한 느낌이요! 이 정도면 될까요? 설명을 잘 못해서 죄송해요 ㅋㅋ",
      "아 그리고 입주는 5월쯤 하고 싶어요 지금 집 전세 만기에 맞춰서요",
      "앗 죄송해요 방금 남편이 계약서 확인했는데 전세 만기가 7월이래요 ㅠㅠ 제가 잘못 알고 있었네요 입주는 7월로 해주세요 🙏"
    ],
    "whenAsked": {
      "budget": "예산은 솔직히 아직 모르겠어요 ㅠㅠ 대출 한도가 다음 주에 나온다고 해서요 나오면 다시 말씀드려도 될까요?",
      "colors_and_elements": "벽은 아이보리나 따뜻한 베이지요! 회색 타일은 피하고 싶어요 ㅎㅎ",
      "key_considerations": "고양이들 때문에 바닥은 긁힘에 강한 걸로 해주시고 창문에 방묘창 꼭 부탁드려요!",
      "important_collections": "남편 레고가 좀 많아요 ㅋㅋ 장식장 하나 있으면 좋겠다고 하네요",
      "memorable_moments": "신혼집 베란다에 앉아서 둘이 커피 마시는 게 제일 좋았어요 ㅎㅎ 그런 자리가 있으면 좋겠어요",
      "expected_deadline": "설계는 3월 안에만 끝나면 좋을 것 같아요",
      "other_design_requirements": "조명이랑 붙박이장은 같이 봐주시면 감사하겠어요 가구는 저희가 따로 살게요",
      "other_preferences": "무인양품 같은 분위기 좋아해요 ㅎㅎ 그 외엔 딱히 없어요",
      "number_of_visits": "현장 미팅은 두세 번이면 충분할 것 같아요",
      "collaboration_notes": "카톡으로 편하게 연락 주세요~ 큰 결정은 남편이랑 같이 할게요",
      "plans_after_project": "몇 년 뒤에 아기가 생기면 작은방을 아기방으로 쓸 것 같아요",
      "distance": "스튜디오가 어디신지 몰라서 잘 모르겠어요 ㅎㅎ"
    },
    "otherwise": "그건 잘 모르겠어요 ㅎㅎ 알아서 해주셔도 괜찮아요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "구축 아파트",
          "올수리"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "영통"
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
          "amount": 24,
          "unit": "pyeong"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "방 3개 화장실 1개"
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
      "target_audience": {
        "said": 2,
        "text": [
          "저랑 남편",
          "고양이 두 마리"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "수납 넉넉하게",
          "주방이 ㄱ자로 좁아서"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "둘 다 재택근무",
          "주말마다 베이킹"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "우드톤으로 따뜻한 느낌"
        ]
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "아이보리",
          "회색 타일은 피하고"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "긁힘에 강한",
          "방묘창"
        ]
      }
    }
  },
  {
    "id": "heldout108-commercial-ko-jeonpo-wine-bar",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요!! 포트폴리오 보다가 너무 제 취향이라 바로 연락드렸어요 ㅎㅎ 부산 전포동에 작은 내추럴 와인바 오픈하려고 준비 중이에요",
      "지금은 서울 출장 와서 성수동 숙소에서 쓰고 있는데요 ㅋㅋ 성수 가게들 구경하니까 더 설레네요 저희 매장은 2층이고 25평 정도예요",
      "제가 호텔에서 소믈리에로 8년 일했거든요 ㅎㅎ 그래서 와인 셀렉은 자신 있어요! 근처 와인바들은 수입사 추천 리스트 그대로 쓰는 데가 많은데 저는 직접 고른 소규모 생산자 와인만 놓을 거예요",
      "손님은 퇴근하고 한잔하러 오는 30대 직장인들이요 혼자 와도 어색하지 않은 곳이었으면 좋겠어요",
      "예산은 인테리어만 5천 정도 생각하고 있어요 이 정도로 가능할까요? 😅",
      "앗 방금 부동산 사장님이 전화 주셨는데 25평은 공급면적이고 실평수는 20평이래요 ㅠㅠ 제가 잘못 알았어요 20평으로 봐주세요 죄송해요!",
      "꼭 하고 싶은 게 하나 있는데요 바 카운터를 가게 한가운데에 ㄷ자로 크게 놓고 싶어요! 손님들이랑 얘기하면서 와인 따라드리는 게 제일 좋아서요 ㅎㅎ",
      "분위기는 어둡고 아늑한 느낌? 유럽 골목 와인바 같은 거요 너무 힙한 네온 이런 건 저랑 안 맞는 것 같아요 ㅋㅋ 말이 너무 길었죠 죄송해요 🙏"
    ],
    "whenAsked": {
      "opening_date": "5월에 오픈하는 게 목표예요 ㅎㅎ",
      "problem_need": "2층이라 지나가는 분들이 가게가 있는지도 모를까 봐 제일 걱정이에요 ㅠ 계단 입구에서부터 올라오고 싶게 만들고 싶어요",
      "brand_value": "와인 몰라도 편하게 즐기는 곳이요! 들어오면 친구 집에 놀러 온 것처럼 편안했으면 좋겠어요",
      "colors_and_elements": "색은 아직 잘 모르겠어요 ㅠㅠ 고민해봤는데 도저히 못 정하겠더라구요",
      "key_considerations": "와인 보관 때문에 온도 관리가 제일 중요해요! 와인셀러 자리랑 에어컨 위치 꼭 신경 써주세요",
      "expected_deadline": "설계는 3월 중순까지 나오면 좋겠어요",
      "other_design_requirements": "간판이랑 와인 리스트 메뉴판도 같이 해주시면 너무 감사할 것 같아요 ㅎㅎ",
      "other_preferences": "도쿄 골목에 있는 작은 와인바들 분위기 좋아해요",
      "number_of_visits": "현장은 세 번 정도 와주시면 좋겠어요",
      "collaboration_notes": "혼자 하는 가게라 제가 다 결정해요! 카톡으로 편하게 연락 주세요",
      "plans_after_project": "자리 잡으면 주말 낮에 와인 클래스도 해보고 싶어요 ㅎㅎ",
      "distance": "거리는 잘 모르겠어요 ㅎㅎ"
    },
    "otherwise": "그건 딱히 상관없어요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "내추럴 와인바"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "전포동"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "소규모 생산자 와인"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30대 직장인"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 50000000,
          "currency": "KRW"
        }
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 20,
          "unit": "pyeong"
        }
      },
      "unique_design": {
        "said": 6,
        "text": [
          "바 카운터",
          "ㄷ자"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "어둡고 아늑한",
          "유럽 골목 와인바"
        ]
      },
      "opening_date": {
        "said": "asked",
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month"
        }
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "2층이라",
          "계단 입구"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "와인 몰라도 편하게",
          "친구 집에 놀러 온 것처럼"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "온도 관리",
          "와인셀러"
        ]
      }
    }
  },
  {
    "id": "heldout108-exhibition-ko-kintex-dog-treats",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 ㅎㅎ 바쁘실 텐데 답장 주셔서 감사해요! 저희는 용인에서 반려견 수제간식 만드는 '멍스키친'이라는 작은 브랜드예요 이번에 처음으로 펫 박람회에 나가게 돼서 부스 디자인 부탁드리고 싶어요",
      "킨텍스 제1전시장에서 하는 펫페어예요! 부스는 2개 붙여서 6m x 3m 받았어요 이렇게 말씀드리면 되나요?",
      "간식 브랜드 하는 제 친구는 작년에 부스 꾸미는 데만 1200 썼다고 하더라구요 ㄷㄷ 저희는 그렇게는 절대 못 쓰고요 ㅋㅋ 500 안쪽으로 생각하고 있어요",
      "전시는 3월 27일부터 29일까지 3일이고요 반입은 26일, 철수는 29일 끝나고 바로 해야 된대요",
      "저희가 제일 만나고 싶은 분들은 사실 일반 관람객보다 동물병원이나 펫샵 바이어분들이에요! 입점처를 좀 늘리고 싶어서요 ㅎㅎ",
      "분위기는 깨끗하고 밝은 느낌이었으면 좋겠어요 주방처럼 위생적인 느낌? 근데 너무 병원 같진 않게 따뜻하게요 ㅋㅋ 어렵죠 죄송해요",
      "헉 죄송해요 방금 주최측 안내 메일 다시 봤는데 반입이 26일이 아니라 25일 오후부터래요 ㅠㅠ 25일로 고쳐주세요!",
      "아 그리고 꼭 하고 싶은 게 있는데요! 부스 앞에 강아지들이 직접 와서 맛볼 수 있게 낮은 시식대를 두고 싶어요 강아지 눈높이로요 🐶"
    ],
    "whenAsked": {
      "brand_value": "사람이 먹어도 되는 재료로만 만든다는 게 저희 자부심이에요! 부스 오시는 분들이 믿고 먹일 수 있겠다는 느낌 받으셨으면 좋겠어요",
      "water_electricity_supply": "냉장 쇼케이스를 가져갈 거라 전기는 꼭 있어야 하고요 물은 안 써도 될 것 같아요",
      "key_considerations": "음.. 처음 나가는 전시라 뭘 조심해야 하는지도 아직 잘 모르겠어요 ㅠㅠ",
      "problem_need": "작은 브랜드라 큰 회사 부스들 사이에서 묻힐까 봐 그게 제일 걱정이에요",
      "competitive_advantage": "첨가물 없이 국내산 재료만 쓰고 매주 소량으로 만들어요",
      "colors_and_elements": "로고가 민트색이라 민트는 꼭 들어갔으면 좋겠어요! 빨간색은 빼주세요",
      "expected_deadline": "디자인은 2월 말까지 확정되면 좋겠어요",
      "other_design_requirements": "리플렛이랑 바이어분들 드릴 제품 소개서도 같이 부탁드려도 될까요?",
      "other_preferences": "딱히 없어요 ㅎㅎ",
      "number_of_visits": "미팅은 온라인으로 해도 괜찮아요 직접은 한 번 정도만 뵈면 될 것 같아요",
      "collaboration_notes": "대표인 제가 결정하고요 카톡으로 연락 주시면 돼요",
      "plans_after_project": "반응 좋으면 가을에 다른 펫쇼도 나가보고 싶어요 부스 재사용할 수 있으면 좋겠어요",
      "distance": "거리는 잘 모르겠어요 ㅎㅎ"
    },
    "otherwise": "그건 상관없어요 편하신 대로 해주세요 ㅎㅎ",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "반려견 수제간식",
          "처음으로 펫 박람회"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "킨텍스 제1전시장"
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
      "budget": {
        "said": 2,
        "value": {
          "kind": "money",
          "amount": 5000000,
          "currency": "KRW"
        }
      },
      "opening_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-03-27",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-03-29",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "동물병원이나 펫샵 바이어"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "깨끗하고 밝은",
          "위생적인"
        ]
      },
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-25",
          "precision": "day"
        }
      },
      "unique_design": {
        "said": 7,
        "text": [
          "낮은 시식대",
          "강아지 눈높이"
        ]
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "사람이 먹어도 되는 재료",
          "믿고 먹일 수 있겠다"
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
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
];
