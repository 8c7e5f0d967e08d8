import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 99 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: an ordinary week of visitors on a phone, as
 * they come (some tell their story first in a few long messages, some only answer what is asked in a few words, most a
 * mix; numbers and dates in their own words, now and then unsure, now and then another person's, place's or time's
 * detail in passing, now and then a correction a message or two later). Written in session 52 by seven writers, two to
 * four conversations each; all 21 came in the session. Every one was first played on 734f1813 (the session's start): 197
 * of 287 facts (68.6 %), 11 wrong values, 23 asked again, 0 loops, 0 off-type questions, at most 15 turns. Its
 * conversations were then used for work.
 */
/* Writer's note (en-US, batch 99)
 * - brand_design: Duluth woman (late 30s) running a mobile knife-sharpening van, "Whetstone & Daughter", named for her late father; wants a full identity plus van wrap and business cards. Traps: father's garage in Hibbing and his 30 years/2022 (not the address or a date of this project), the van wrap install on April 20 (not the design deadline; deadline is end of March), friend Kari's five-month coffee-cart rebrand. Correction: msg 4 says not trademarked, msg 5 corrects to filed with USPTO in November (in_progress) and declines help (need_registration_assistance false).
 * - packaging_design: Terse lowercase cajeta (goat-milk caramel) maker in Las Cruces NM; new labels plus a 3-flavor Christmas gift box, jars stay. Traps: grandma's hometown Parral, Chihuahua (not the address), sister-in-law's $4 candle gift boxes, the June 9 buyer meeting (not the deadline; deadline is mid-May), "8 oz" in msg 2. Correction: msg 3 corrects jar size 8 oz -> 10 oz (spec said 3).
 * - website: Delphine, 61, retired teacher running Gullah heritage tours on St. Helena Island SC; wants online booking with deposits, long story in 9 messages. Traps: Charleston company's $12,000 quote (budget is $5,000-6,000), sister's in Atlanta (not address), grandson's 2020 Wix build, nephew's Spanish suggestion (rejected: languages English and German). Correction: msg 5 says live by March 1, msg 6 moves it to mid-March.
 * - other: Gene, retired volunteer with a small land trust near Bellville, Ohio; needs fold-out trail map, kiosk map panel, trailhead signs and maybe a logo. Traps: 1998 bequest/2004 scout signs, daughter's Columbus Metro Parks $900-a-sign cost, the $14,000 grant (no budget field), the April 22 Earth Day walk and Mansfield sign shop (not the deadline or address); phase-two interpretive panels go to plans_after_project, not the current scope. Correction: msg 1 says six trailhead signs, msg 2 corrects to eight (other_design_requirements said 2).
 * - residential_space: Marisol, mid-40s respiratory therapist in Albuquerque (Nob Hill), with wife Jo, redoing a 1962 ranch house (64 years) before moving in; size first said "around 1,600 square feet" (msg 2), corrected to 1,480 sq ft from the appraisal (msg 4, the 1,600 included the garage); traps: her sister's $60k Denver kitchen last year (not the budget), Jo's brother's Santa Fe wedding on July 11 (not the move-in date, which is by June 30); loom and cookbooks filed as important_collections (optional, said in msg 6).
 * - commercial_space: Hmong-American owner in her 30s (husband Tou, her mom helps; speaks Hmong) who bought a worn laundromat on University Ave in Frogtown, St Paul, redoing it alongside new machines, short chatty messages; traps: her uncle's 3 Fresno laundromats and his 10%-of-machine-cost rule (not her budget, which is $70,000 build-out), machine delivery "mid April" (not a date field); opening first said April 1 (msg 4), corrected to May 1 in the next message (msg 5); her mom's plants are only a hint, not expected.
 * - exhibition_space: Renata, do-everything marketer at a 14-person Wisconsin cheese-vat maker, booth at World Dairy Expo, Exhibition Hall, Alliant Energy Center; traps: last year's 10x20 inline booth and competitor Kessler's pricier booth (not this booth's size/budget), the American Cheese Society conference "next summer" (only a future plan, no date expected); booth first said 20x20 (msg 1), corrected to 20x30 = 600 ft2 (msg 5); budget is a $35k-$40k range; move-in Sep 26, opening Sep 29, out by Oct 4.
 */
/* Writer's note (zh-TW, batch 99)
 * - brand_design: (heldout99-brand-zh-knife-sharpener-grandpa-stall) Mr. Lin, a young man in Yongkang, Tainan, who took over his grandfather's knife-sharpening stall at the market. He wants a first full identity under the existing name 坤記, named for his grandfather 林坤山 / 阿坤伯. He tells it in 8 casual phone messages. Traps: the grandfather's ~40 years at the market and his stroke last year; the cousin's coffee shop in Kaohsiung whose trademark took ~10 months and was rejected once (not this brand's status); the Japanese restaurant that is a prospective client, not the target audience as such. Correction: the deadline "三月底前" (msg 5) becomes "四月中前" in msg 6 (expected 2026-04 mid, by). The trademark is not registered and he wants help (both in msg 4). Address is a listen field, filed because he says it in msg 0.
 * - packaging_design: (heldout99-packaging-zh-oyster-chili-sauce-jars) A third-generation oyster farmer's daughter in Fangyuan, Changhua, who came back from Taipei. She wants packaging for her mother's oyster chili sauce. Short messages and terse answers. Traps: imported scallops and dried shrimp in other brands' XO sauce; last year's Dragon Boat Festival stall at Wanggong fishing harbour that sold 80-odd jars (not a sales channel or a fact of this project); the Dragon Boat launch itself, which is not the design deadline (the deadline is 四月底前, 2026-04 late, by); a printer's lead time of "一個多月". Correction: 4 jars per box (msg 1) becomes 3 jars per box with 180g jars kept (msg 3). The packaging form comes only from whenAsked (glass jar + label + gift set).
 * - website: (heldout99-website-zh-piano-tuner-booking) A piano tuner in Dali, Taichung, with 22 years in the trade, self-employed since 2019, whose wife handles the phones. He wants a booking website. Long, tidy messages. Traps: the friend's cram-school website that cost 二十幾萬 (not the budget; the budget is 8萬到12萬, 80000-120000 TWD); 2015 prices on the old blog; his past job at a music shop; July-August peak season (the deadline is 六月前, 2026-06, by). Correction: languages "中文就好" (msg 3) becomes Chinese + English in msg 4. Selling care products (除濕棒, 琴套) "next year, not this time" goes to plans_after_project, not main_pages.
 * - other: (heldout99-other-zh-rush-weaving-village-mascot-map) Ms. Cheng, the older general secretary of a community development association in Shanjiao, Yuanli, Miaoli. She wants a mascot plus a foldable and digital rush-weaving walking map. She writes in full, voice-typed style. Traps: the May rush festival (an event, not the deadline; the design is due 三月中以前, 2026-03 mid, by); the printer's three weeks; last year's festival poster by university students that was late; the two undecided mascot ideas (frog or grandma in a straw hat), which must not be filed as decided. Correction: site visits "兩趟" (msg 4) become three at the chairman's request (msg 5, 3 times). Collaboration (the board decides, monthly meeting) is core and stated in msg 5. other_preferences and plans_after_project come only from whenAsked, so they are not expected.
 * - residential_space: a piano tuner in his 30s (wife a night-shift nurse, 3-year-old daughter) who bought a 25-year-old elevator apartment in Yongkang, Tainan, to renovate fully, with a piano room/study, an upright piano and ~400-500 LPs; traps: his brother's house in Fengshan cost 250萬 last year (not the budget, which is 150-180萬), the mother-in-law's city Chiayi (not the address), the current rental's lease ending in late October is the reason for the move-in date, not a separate fact; correction: floor area first 32坪 (message 2), corrected to 34坪 in message 4 (32 was the rental he's in now).
 * - commercial_space: a terse young heir taking over his grandfather's Chinese-herbal shop beside the Second Market in Taichung Central District, turning the ground floor (~15坪) into a herbal-tea / tea-bag shopfront; traps: the shop founded in the 1970s (民國60幾年) and the neighbouring bubble-tea shop's 300多萬 renovation last year (budget is his father's cap of 220萬, at most); correction: opening first "June" (message 3), changed to mid-July after an auspicious-day reading (message 4); most core fields come only in short replies when asked.
 * - exhibition_space: the daughter of a family cacao farm in Neipu, Pingtung (converted from betel nut) exhibiting at Food Taipei in Nangang Exhibition Center Hall 1, June 24-27, aiming at hotel/bakery buyers and department-store channels, with a live cacao-pod opening; traps: last year's shared Farmers' Association table in the Pingtung pavilion costing 3萬 (budget is at most 45萬), the November Kaohsiung food show is only a plan to reuse the booth (plans_after_project, not venue or dates); correction: booth first one 3x3 standard booth (message 1), then two booths 3x6 = 18 m² after the waitlisted neighbour came through (message 5). Entry 6/22 and exit 6/27 come only when asked.
 */
/* Writer's note (ko-KR, batch 99)
 * - exhibition_space: sales manager (과장) at an eco-friendly aquaculture buoy maker in Geoje, exhibiting at a fish-farming equipment fair at BEXCO Busan, 25-28 March (setup only on the 24th, teardown right after 5pm on the 28th); wants a water tank in the middle of the booth with buoys floating in it, so needs water and electricity. Traps: the company is based in Geoje, but the address is the BEXCO venue; last year's Yeosu fair (a 1-bay basic booth, a bit over 3 million won all in); a competitor's 6 bays there; other buoys sinking after 1-2 years (not a number to file); a September Mokpo fair appears only in an optional whenAsked reply, so it is not expected. Corrections: booth 2 bays 6x3 (msg 2) becomes 3 bays 9x3 = 27 m2 (msg 6); budget "천만원 안쪽" (msg 5) becomes at most 12,000,000 KRW (msg 6).
 * - brand_design: woman who runs a home-care centre (재가요양센터: home visits and mobile bathing by van) in Hupyeong-dong, Chuncheon; a nurse for 20 years, she opened 3 years ago and has no logo yet; the name 늘봄 comes from her late mother 봄례. Not registered, wants help with the trademark. Traps: a friend's centre in Wonju with a green-cross logo done last year (not her style; she says she dislikes it); a Korean restaurant in Chuncheon also named 늘봄 (not her business); her 20 years as a nurse and 3 years in business (no field). Correction: deadline "before April" because of the new bathing van (msg 3) becomes early March (by, month, part early) once the van's delivery moved up to mid-March (msg 5).
 * - packaging_design: Son (30s) who left a Seoul job to help his father's perilla-oil mill in Goesan, Chungbuk: cold-pressed raw perilla oil, new bottle label + 2-bottle gift-set box for online sales. Traps: the old label made in 2009 for 300,000 won at a town print shop (not a cost of this project); a friend in Cheongju selling fruit syrup on Kurly (Kurly is NOT a sales channel, Cheongju is NOT the address). Correction: message 3 fixes the large bottle from 350ml to 300ml (specification filed from 3). Deadline "by early July" ahead of Chuseok orders from August.
 * - website: Exotic-animal vet (parrots, hedgehogs, rabbits, lizards) in Yuseong-gu, Daejeon, no site yet, only Naver Place + Instagram handle; wants booking + "which animals we treat" to cut phone calls. Traps: clinic opened last April (2025, not a date of this project); a former Gangnam employer spent 30M won on its site (budget is ~5M won); KAIST researchers are a passing reason for English. Correction: message 3 asks for Korean + English, message 5 drops English for now (languages = Korean only; English pages go to plans_after_project). Deadline before the 1st anniversary, 15 April.
 * - other: Middle-school PE teacher in Wonju making a Joseon-market board game with his younger brother for a Tumblbug crowdfunding; wants card illustrations + rulebook. Traps: a friend's game raised 12M won last year (no budget, not a fact of this project); funding opens early May (design due mid-April is the deadline). Correction: message 2 changes 54 cards to 60. Mostly short answers; most core fields come from replies.
 * - residential_space: heldout99-residential-ko-retired-train-driver-jecheon. A 62-year-old railway engineer who has just retired writes short, plain replies. He bought an old detached country house (built in 1989, so 37 years old) in 백운면, 제천, and will live there with his wife (a 한지 craftswoman) and their 진돗개. Traps not to file: "작년 말에 퇴직" is his retirement date, not a project date; the 대전 apartment belongs to his son's family; his brother's 양평 전원주택 cost 3억 (not the budget). Correction: the size is "30평쯤" in msg 2 and becomes 26평 in msg 4 once he checks the papers (the yard is not included). Budget: 1억 at most. Move-in: before 추석, by mid-September 2026. The train-model collection in msg 7 is the optional important_collections. problem_need, lifestyle, style, colours and key_considerations come only from whenAsked.
 * - commercial_space: heldout99-commercial-ko-sesame-oil-mill-yangnim. A woman in her 30s is taking over her father's 30-year-old neighbourhood 방앗간 in 양림동, 광주. She is remodelling the front shop into a sesame- and perilla-oil tasting and retail shop, and she tells her story in long messages. Traps not to file: the 8평 back workshop stays untouched (the space is the 12평 front shop); her aunt's 순천 떡집 is 40평; her father spent 800 (만원) in 2015 on a sign and flooring (not the budget); the machine inspection is in late April. Correction: opening "5월 초쯤" in msg 5 becomes 6월 1일 in msg 6 (her father's birthday). Budget: about 3천 (30,000,000 KRW) with no bound. The sign and oil-bottle labels in msg 7 are the optional other_design_requirements. Style, colours, unique_design and key_considerations come only from whenAsked.
 */
export const ninetyNinthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout99-brand-en-knife-sharpener-van",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi! I run a mobile knife sharpening business out of a converted Ford Transit here in Duluth. Whetstone & Daughter. Going on four years now. The logo is something I made in Canva at 2am and it shows, so I'm looking for a real identity, logo, colors, fonts, the works. I'll also need the van wrap and business cards designed once that's done.",
      "The name is about my dad, Arne. He sharpened saws and mower blades out of his garage in Hibbing for 30 years and put me on a whetstone when I was 11. When he retired he gave me his stones and I added the & Daughter. He passed in 2022, so yeah. It matters.",
      "Main problem: people think I'm a hobby. Restaurants especially. A chef sees that logo on the van and you can watch him decide I'm going to wreck his Japanese knives. I want to look as serious as the work is.",
      "What I do: kitchen knives for home cooks, a knife rotation service for restaurants, salon and pet grooming shears, and garden tools and mower blades in spring. Launching mail-in sharpening this year for folks up the North Shore.",
      "Oh, and in case it comes up, the name's not trademarked or anything.",
      "Scratch that about the trademark, my husband Dale just read over my shoulder and says he filed it with the USPTO in November. So it's pending. He did it all himself online, we don't need help with that part.",
      "Timing: the van goes in for the wrap April 20 and the wrap shop needs two or three weeks to print, so final logo files by the end of March. My friend Kari's rebrand for her coffee cart took like five months, I really hope this doesn't."
    ],
    "whenAsked": {
      "brand_website": "Just Instagram, @whetstoneanddaughter. No website yet",
      "target_audience": "chefs and kitchen managers mostly, home cooks who care about their knives, hair salons and groomers",
      "preferred_style": "Old-school, like a hand-painted shop sign or a vintage tool label. But not hipster axe-throwing bar",
      "colors_and_elements": "deep forest green and brass. maybe the whetstone or my dad's stones somehow. no blood drips or skulls, some sharpeners do that and ugh",
      "key_considerations": "has to read from across a parking lot on the van and still work tiny on a sticker",
      "collaboration_notes": "text or email is fine. I decide, Dale gets an opinion not a vote lol"
    },
    "otherwise": "Hmm, no strong feelings, your call",
    "expected": {
      "project_background": { "said": 0, "text": ["mobile knife sharpening", "real identity"] },
      "address": { "said": 0, "text": ["Duluth"] },
      "other_design_requirements": { "said": 0, "text": ["van wrap", "business cards"] },
      "brand_name_story": { "said": 1, "text": ["my dad", "& Daughter"] },
      "problem_need": { "said": 2, "text": ["people think I'm a hobby", "look as serious as the work"] },
      "products_or_services": { "said": 3, "text": ["knife rotation service", "shears", "mail-in sharpening"] },
      "registration_status": { "said": 5, "value": {"kind": "choice", "selected": ["in_progress"]} },
      "need_registration_assistance": { "said": 5, "value": {"kind": "yes_no", "value": false} },
      "expected_deadline": { "said": 6, "value": {"kind": "date", "date": "2026-03-01", "precision": "month", "part": "late", "relation": "by"} },
      "brand_website": { "said": "asked", "text": ["@whetstoneanddaughter"] },
      "target_audience": { "said": "asked", "text": ["chefs and kitchen managers", "hair salons and groomers"] },
      "preferred_style": { "said": "asked", "text": ["hand-painted shop sign", "vintage tool label"] },
      "colors_and_elements": { "said": "asked", "text": ["forest green and brass", "no blood drips or skulls"] },
      "key_considerations": { "said": "asked", "text": ["across a parking lot", "tiny on a sticker"] }
    }
  },
  {
    "id": "heldout99-packaging-en-goat-milk-cajeta",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "hi. i make cajeta, goat milk caramel, in small batches in las cruces NM. my label right now is a sticker i print at office depot and it looks like it. need real packaging before a grocery buyer meeting this summer",
      "its my grandma's recipe from Parral, Chihuahua. she cooked it for hours in a copper cazo and I still do it that way. 3 flavors: traditional, envinada (with a splash of sherry), and canela-piloncillo. people eat it on churros, ice cream, straight off the spoon",
      "the jars are 8 oz glass hexagon jars with gold lids",
      "sorry 10 oz not 8! just checked the supplier box. 12 jars to a case",
      "the jars stay, I just need the labels done right, plus a gift box that holds all 3 flavors for christmas. my sister-in-law paid like $4 a box for her candle gift boxes last year which is nuts",
      "right now I sell at the las cruces farmers market on saturdays, on my etsy shop, and at two coffee shops downtown",
      "buyer meeting is june 9. printer says 3 weeks for labels so design done by mid may at the latest"
    ],
    "whenAsked": {
      "unique_selling_point": "real goat milk from a dairy in Mesilla 20 min away, slow cooked in copper, no corn syrup or thickeners",
      "target_audience": "foodies, people buying gifts, and mexican families who grew up with cajeta and can't find a good one here",
      "preferred_style": "handmade but clean. a little loteria card feeling without being a cliché",
      "colors_and_elements": "warm caramel brown and terracotta, a goat somewhere. no sombreros or cactus please",
      "preferred_materials": "glass jars stay. labels that won't smear when they get sticky, and kraft for the gift box maybe",
      "key_considerations": "label has to survive sticky fingers and the fridge, and leave room for nutrition facts"
    },
    "otherwise": "idk, whatever you think",
    "expected": {
      "project_background": { "said": 0, "text": ["cajeta", "sticker i print at office depot"] },
      "address": { "said": 0, "text": ["las cruces"] },
      "product_description": { "said": 1, "text": ["3 flavors", "churros, ice cream"] },
      "specification": { "said": 3, "text": ["10 oz", "12 jars to a case"] },
      "packaging_form": { "said": 4, "value": {"kind": "choice", "selected": ["label", "gift_set"]} },
      "sales_channels": { "said": 5, "text": ["farmers market", "etsy", "coffee shops"] },
      "expected_deadline": { "said": 6, "value": {"kind": "date", "date": "2026-05-01", "precision": "month", "part": "mid", "relation": "by"} },
      "unique_selling_point": { "said": "asked", "text": ["real goat milk", "slow cooked in copper", "no corn syrup"] },
      "target_audience": { "said": "asked", "text": ["foodies", "people buying gifts", "mexican families"] },
      "preferred_style": { "said": "asked", "text": ["handmade but clean", "loteria card"] },
      "colors_and_elements": { "said": "asked", "text": ["caramel brown and terracotta", "no sombreros or cactus"] },
      "preferred_materials": { "said": "asked", "text": ["labels that won't smear", "kraft for the gift box"] },
      "key_considerations": { "said": "asked", "text": ["sticky fingers and the fridge", "nutrition facts"] }
    }
  },
  {
    "id": "heldout99-website-en-sea-island-heritage-tours",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hello, my name is Delphine Grant and I run Coosaw Creek Heritage Tours on St. Helena Island, South Carolina. I'm a retired schoolteacher, 61, born and raised here. I give Gullah history tours: van tours of the island, the praise houses, the old schools, and I partner with a shrimp boat captain for a creek tour. My grandson Marcus built our website on Wix in 2020 when he was in high school, and bless him, but it's time.",
      "Right now everybody books by calling me or messaging on Facebook, and I'm on the phone all evening. Half the time I'm out on a tour, I miss the call and they book somebody else. I want folks to pick a date, pay a deposit and get a confirmation without me.",
      "The website is coosawcreektours.com",
      "Pages I'm thinking: Home, Our Tours, Book a Tour, About Miss Delphine (that's what the kids call me), Photo Gallery, and a page for school and church groups. And Contact of course.",
      "Money. A company in Charleston quoted me $12,000 and I about fell out of my chair. I'm thinking around $5,000, could stretch to $6,000 if it's really right.",
      "I'd want it up by March 1st, spring visitors start coming after that.",
      "Let me change that date. I'm going to my sister's in Atlanta the first two weeks of March and I want to look it all over before it goes live, so say the middle of March.",
      "Languages, English. My nephew says Spanish too, but the tours are in English so I don't see the point. We do get a good number of German visitors though, so English and German I think.",
      "I'll need photos too, mine are all on my phone and they're blurry. And somebody to help with the writing, I talk better than I type."
    ],
    "whenAsked": {
      "target_audience": "Visitors from all over. A lot of retirees, families, Black families tracing their roots, and school groups",
      "competitors": "I like the Penn Center website, and Tidewater Stories in Beaufort has a booking page that's easy",
      "preferred_style": "Warm, like sitting on the porch with me. Real photos of real people, not stock pictures",
      "key_considerations": "It has to be easy for older folks to book on their phone, and easy for me to change the tour dates myself",
      "collaboration_notes": "Call me, I don't text much. Marcus will help me on the computer side"
    },
    "otherwise": "I'll leave that to you, you know better than I do",
    "expected": {
      "project_background": { "said": 0, "text": ["Coosaw Creek Heritage Tours", "Gullah history tours"] },
      "address": { "said": 0, "text": ["St. Helena Island"] },
      "problem_need": { "said": 1, "text": ["pick a date, pay a deposit", "without me"] },
      "category": { "said": 1, "value": {"kind": "choice", "selected": ["booking"]} },
      "url": { "said": 2, "text": ["coosawcreektours.com"] },
      "main_pages": { "said": 3, "text": ["Our Tours", "Book a Tour", "school and church groups"] },
      "budget": { "said": 4, "value": {"kind": "money", "amount": 5000, "max": 6000, "currency": "USD"} },
      "expected_deadline": { "said": 6, "value": {"kind": "date", "date": "2026-03-01", "precision": "month", "part": "mid", "relation": "by"} },
      "languages": { "said": 7, "text": ["English", "German"] },
      "other_design_requirements": { "said": 8, "text": ["photos", "help with the writing"] },
      "target_audience": { "said": "asked", "text": ["retirees", "tracing their roots", "school groups"] },
      "competitors": { "said": "asked", "text": ["Penn Center", "Tidewater Stories"] },
      "preferred_style": { "said": "asked", "text": ["sitting on the porch", "not stock pictures"] },
      "key_considerations": { "said": "asked", "text": ["book on their phone", "change the tour dates myself"] }
    }
  },
  {
    "id": "heldout99-other-en-land-trust-trail-signs",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Good morning. I'm Gene Hostetler, I volunteer with the Friends of Clear Fork Preserve outside Bellville, Ohio. We're a small land trust, 212 acres of old hayfields and beech-maple woods that a widow named Ruth Ann Kessler left to the county in 1998. We finally got a grant to replace our trail signs, which are plywood and were painted by a Boy Scout troop in 2004. Half of them have been eaten by woodpeckers, I'm not kidding.",
      "What we need designed: a fold-out trail map we can hand out and leave in the box at the kiosk, one big map panel for the kiosk itself, and six trailhead signs with the trail names and distances. A simple logo for the preserve would be nice too if it isn't too much.",
      "Correction from Dorothy, our treasurer: eight trailhead signs, not six. We added two at the new parking lot off Route 97 in the fall. So: fold-out map, kiosk panel, eight trailhead signs, and the logo if you can.",
      "The real problem is people get lost. Twice last year the sheriff had to come find hikers on the Ridge Loop after dark, because the old signs don't match the map and the map is a photocopy of a photocopy. We want somebody to be able to find their way back to the car without a phone, there's no signal down in the ravine.",
      "Down the road we'd like interpretive panels about the birds and the old Kessler farm, but that's phase two, not now.",
      "My daughter works for the Metro Parks down in Columbus and she says their new signs ran about $900 apiece, which gave our board a fright. Our grant is $14,000 and that has to cover making and installing them too.",
      "As for timing, our big day is the Earth Day walk on April 22, and the signs need to be in the ground by then. The sign shop in Mansfield wants four weeks to fabricate, so I'd say the design needs to be done by mid-March."
    ],
    "whenAsked": {
      "target_audience": "Families from Bellville and Mansfield, retirees who walk every morning, a lot of birders. And the 4th grade field trips in May",
      "preferred_style": "Clean and easy to read, a bit like National Park maps but friendlier. Nothing cartoony",
      "colors_and_elements": "Greens and browns I suppose. Each trail should have its own color. We'd love a pileated woodpecker in there somewhere, they've earned it",
      "key_considerations": "Readable for old eyes like mine, and it has to hold up to Ohio weather. The trail colors have to work for colorblind folks too, our board president is red-green colorblind",
      "collaboration_notes": "Send everything to me and I'll take it to the board. We meet the second Tuesday of the month and they vote, I'm just the messenger"
    },
    "otherwise": "I'm not sure, I'd have to ask the board",
    "expected": {
      "project_background": { "said": 0, "text": ["Friends of Clear Fork Preserve", "replace our trail signs"] },
      "address": { "said": 0, "text": ["Bellville, Ohio"] },
      "other_design_requirements": { "said": 2, "text": ["fold-out map", "kiosk panel", "eight trailhead signs"] },
      "problem_need": { "said": 3, "text": ["people get lost", "without a phone"] },
      "plans_after_project": { "said": 4, "text": ["interpretive panels", "phase two"] },
      "expected_deadline": { "said": 6, "value": {"kind": "date", "date": "2026-03-01", "precision": "month", "part": "mid", "relation": "by"} },
      "target_audience": { "said": "asked", "text": ["retirees who walk every morning", "birders", "field trips"] },
      "preferred_style": { "said": "asked", "text": ["easy to read", "National Park maps but friendlier"] },
      "colors_and_elements": { "said": "asked", "text": ["its own color", "pileated woodpecker"] },
      "key_considerations": { "said": "asked", "text": ["old eyes", "hold up to Ohio weather", "colorblind"] },
      "collaboration_notes": { "said": "asked", "text": ["take it to the board", "they vote"] }
    }
  },
  {
    "id": "heldout99-commercial-en-frogtown-laundromat",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "hi, I bought a laundromat on University Ave in Frogtown (St Paul) back in October. It's been a laundromat since the 80s and it looks like it lol. Flickering lights, orange plastic chairs bolted to the floor, half the machines broken. I'm replacing all the washers and dryers and I want the space redone at the same time",
      "ok size, it's about 2,200 sq ft, long and narrow",
      "Main thing: right now people drop their clothes and leave because it's depressing and honestly it feels kind of unsafe at night. I want families to actually want to stay. A lot of moms come in with kids and there's nowhere for them",
      "My uncle has 3 laundromats in Fresno and he says never spend more than 10% of the machine cost on looks. I don't totally agree lol. I'm thinking $70,000 for the build out, machines are separate",
      "Want to reopen April 1",
      "wait no, May 1. Machine delivery got pushed to mid April so April won't happen",
      "One idea I keep coming back to: a kids corner with a little reading nook by the big front window, and a long homework counter with outlets. My mom also wants somewhere for her plants haha"
    ],
    "whenAsked": {
      "brand_value": "clean, safe, friendly. Like a neighbor's place, not a corporate chain",
      "target_audience": "families in the neighborhood, lots of Hmong and East African families, renters without a washer at home, some Hamline students",
      "competitive_advantage": "we'll be the only one around with free wifi, card payment and an attendant all day. And I speak Hmong, my mom too",
      "preferred_style": "bright and simple. Kind of Scandinavian? light wood, good lighting. not sterile though",
      "colors_and_elements": "I like teal and warm yellow. No orange, I've seen enough orange for a lifetime",
      "key_considerations": "it has to be easy to clean and hard to break. And bright at night, that's huge for safety",
      "expected_deadline": "design done by end of February so the contractor can start in March",
      "other_design_requirements": "yes a new sign outside, and maybe help with a new name",
      "collaboration_notes": "text is best, I'm there every day. My husband Tou and I decide together",
      "plans_after_project": "if this works, a second location in a couple years"
    },
    "otherwise": "not sure, whatever you think",
    "expected": {
      "project_background": { "said": 0, "text": ["laundromat on University Ave", "replacing all the washers and dryers"] },
      "address": { "said": 0, "text": ["University Ave", "Frogtown"] },
      "space_size": { "said": 1, "value": {"kind": "number_with_unit", "amount": 2200, "unit": "ft2"} },
      "problem_need": { "said": 2, "text": ["unsafe at night", "families to actually want to stay"] },
      "budget": { "said": 3, "value": {"kind": "money", "amount": 70000, "currency": "USD"} },
      "opening_date": { "said": 5, "value": {"kind": "date", "date": "2026-05-01", "precision": "day", "relation": "on"} },
      "unique_design": { "said": 6, "text": ["kids corner", "homework counter"] },
      "brand_value": { "said": "asked", "text": ["clean, safe, friendly"] },
      "target_audience": { "said": "asked", "text": ["families in the neighborhood", "renters without a washer"] },
      "competitive_advantage": { "said": "asked", "text": ["free wifi", "attendant all day"] },
      "preferred_style": { "said": "asked", "text": ["bright and simple", "light wood"] },
      "colors_and_elements": { "said": "asked", "text": ["teal and warm yellow", "No orange"] },
      "key_considerations": { "said": "asked", "text": ["easy to clean and hard to break", "bright at night"] }
    }
  },
  {
    "id": "heldout99-exhibition-en-cheese-vat-dairy-expo",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hello, I'm Renata, I handle marketing (and payroll, and trade shows...) at Ledgeview Stainless in Plymouth, WI. We build small-batch cheese vats and pasteurizers for farmstead and artisan cheesemakers, 14 of us in the shop. We've done World Dairy Expo in Madison for years with the same tired pipe-and-drape setup, and this year the owners finally agreed to get a real booth designed.",
      "Last year we had a 10x20 inline. This year we got a 20x20 island in the Exhibition Hall at the Alliant Energy Center. I want to bring an actual 200 gallon vat onto the floor",
      "Dates: move-in starts Saturday Sept 26, the show opens Tuesday Sept 29, and we have to be out by noon on Sunday Oct 4",
      "For the demo we'd run the vat with water in it, so we need water and electric both. Heads up it's 208V three phase for the vat heater",
      "Budget from the owners is $35k to $40k for design and build. That doesn't include the show's own drayage and utility fees. For comparison the booth Kessler had across from us last year must have cost twice that, we're not trying to compete with that",
      "Oh, correction on the booth, I just checked the contract and it's 20x30, not 20x20. The owners upgraded in December and nobody told me 🙄",
      "Idea I've had forever: a cutaway vat, or a big window in the side of one, so people can see the agitator and the heating jacket. Cheesemakers always want to look inside",
      "After Madison we'd like to take the same booth to a couple smaller shows, maybe the American Cheese Society conference next summer, so it should pack down into a trailer"
    ],
    "whenAsked": {
      "brand_value": "built like a tank, made in Wisconsin by people who answer the phone. Visitors should feel like they're talking to the guys who weld it, because they are",
      "target_audience": "small cheesemakers and farmstead dairies, and dairy farmers thinking about starting to make cheese. Some ag school people. Not the big plants",
      "preferred_style": "clean, industrial, lots of brushed steel obviously, but warm. Some wood. Not a hospital",
      "key_considerations": "the vat weighs about 1,800 lbs empty so the layout has to work around that, and we need to be able to set it all up with our own crew of 4",
      "expected_deadline": "design locked by end of May, the exhibitor manual deadlines start hitting in July",
      "colors_and_elements": "our color is navy, plus the logo. No cow print please, every booth there has cow print",
      "other_design_requirements": "a spec sheet handout and maybe a banner for our truck",
      "collaboration_notes": "email me, I'll loop in Gary and Mike (the owners), they sign off on everything"
    },
    "otherwise": "I'd have to check with the owners on that",
    "expected": {
      "project_background": { "said": 0, "text": ["cheese vats and pasteurizers", "World Dairy Expo"] },
      "address": { "said": 1, "text": ["Exhibition Hall", "Alliant Energy Center"] },
      "entry_date": { "said": 2, "value": {"kind": "date", "date": "2026-09-26", "precision": "day", "relation": "on"} },
      "opening_date": { "said": 2, "value": {"kind": "date", "date": "2026-09-29", "precision": "day", "relation": "on"} },
      "exit_date": { "said": 2, "value": {"kind": "date", "date": "2026-10-04", "precision": "day", "relation": "by"} },
      "water_electricity_supply": { "said": 3, "value": {"kind": "choice", "selected": ["both"]} },
      "budget": { "said": 4, "value": {"kind": "money", "amount": 35000, "max": 40000, "currency": "USD"} },
      "space_size": { "said": 5, "value": {"kind": "number_with_unit", "amount": 600, "unit": "ft2"} },
      "unique_design": { "said": 6, "text": ["cutaway vat", "see the agitator"] },
      "plans_after_project": { "said": 7, "text": ["couple smaller shows", "pack down into a trailer"] },
      "brand_value": { "said": "asked", "text": ["built like a tank", "made in Wisconsin"] },
      "target_audience": { "said": "asked", "text": ["small cheesemakers and farmstead dairies"] },
      "preferred_style": { "said": "asked", "text": ["clean, industrial", "brushed steel"] },
      "key_considerations": { "said": "asked", "text": ["1,800 lbs", "own crew of 4"] }
    }
  },
  {
    "id": "heldout99-residential-en-nob-hill-ranch-nurse",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi! My wife Jo and I just closed on a house in Albuquerque, in the Nob Hill area, and we want to redo a good chunk of it before we move in. It's a one-story ranch house on its own lot, built 1962, so what, 64 years old? Still has the original pink tile bathroom lol. Plan is to gut the kitchen and the main bath and open things up a bit, the rest is mostly paint and floors.",
      "3 bed 2 bath, one living room, plus a weird little den off the kitchen that's basically a hallway with a window. The kitchen is closed off and dark, you can't talk to anybody while you cook. That's the #1 thing we want to fix",
      "around 1,600 square feet I think",
      "Budget we're thinking $85k all in. My sister did just her kitchen in Denver last year for $60k so idk if that's realistic, you tell me",
      "Sorry, correction on the size, Jo pulled up the appraisal and it's 1,480 sq ft. I was counting the garage 🙈",
      "Timing: the lease on our rental runs out June 30, so we have to be in by then. Jo's brother is getting married in Santa Fe on July 11 and half her family is staying with us that weekend, but June 30 is the real hard line",
      "Oh and Jo weaves, she has a floor loom that's about 5 feet wide and it needs a real spot with good light, not the garage. And I have a LOT of cookbooks, 200+"
    ],
    "whenAsked": {
      "target_audience": "Just the two of us, both mid-40s, and our dog Biscuit, a 90 lb Great Pyrenees who sheds everywhere",
      "lifestyle": "I do 12 hour shifts at the hospital (respiratory therapist) so on my days off I cook a ton and then crash. Jo works from home 3 days a week, and we have friends over for dinner most Sundays",
      "preferred_style": "warm and a little Southwest but not kitschy. Clean lines, plaster, wood. Nothing that looks like a flip house",
      "colors_and_elements": "we love terracotta and deep green. Please no gray vinyl plank floors, and no light carpet with the dog",
      "key_considerations": "staying on budget, and durable floors because of Biscuit. And the kitchen really has to open to the living room",
      "property_category": "detached house",
      "expected_deadline": "I guess design done by March if the contractor needs April through June?",
      "other_design_requirements": "lighting for sure, and built-in shelves for the cookbooks",
      "collaboration_notes": "text me, Jo's better on email. We both have to agree on the big stuff"
    },
    "otherwise": "Hmm not sure, we're open to ideas",
    "expected": {
      "project_background": { "said": 0, "text": ["gut the kitchen and the main bath", "paint and floors"] },
      "address": { "said": 0, "text": ["Albuquerque", "Nob Hill"] },
      "property_category": { "said": 0, "value": {"kind": "choice", "selected": ["detached_house"]} },
      "age": { "said": 0, "value": {"kind": "number_with_unit", "amount": 64, "unit": "years"} },
      "layout": { "said": 1, "text": ["3 bed 2 bath", "den off the kitchen"] },
      "problem_need": { "said": 1, "text": ["kitchen is closed off and dark"] },
      "budget": { "said": 3, "value": {"kind": "money", "amount": 85000, "currency": "USD"} },
      "space_size": { "said": 4, "value": {"kind": "number_with_unit", "amount": 1480, "unit": "ft2"} },
      "move_in_date": { "said": 5, "value": {"kind": "date", "date": "2026-06-30", "precision": "day", "relation": "by"} },
      "important_collections": { "said": 6, "text": ["floor loom", "cookbooks"] },
      "target_audience": { "said": "asked", "text": ["the two of us", "Great Pyrenees"] },
      "lifestyle": { "said": "asked", "text": ["12 hour shifts", "works from home 3 days a week", "friends over for dinner"] },
      "preferred_style": { "said": "asked", "text": ["warm and a little Southwest", "plaster, wood"] },
      "colors_and_elements": { "said": "asked", "text": ["terracotta and deep green", "no gray vinyl plank floors"] },
      "key_considerations": { "said": "asked", "text": ["staying on budget", "durable floors"] }
    }
  },
  {
    "id": "heldout99-brand-zh-knife-sharpener-grandpa-stall",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我姓林 在台南永康做磨刀的 攤位是我阿公留下來的 他在永康市場磨了快四十年 去年他中風之後就換我接手 想做一套比較完整的品牌 logo那些 現在什麼都沒有 只有一塊手寫的木板招牌😅",
      "主要是想接餐廳跟飯店的生意 我現在有在做到府收刀 但去談的時候老闆都覺得我們就是路邊攤 不太敢把貴的刀交給我 所以想讓整個看起來專業一點",
      "名字叫「坤記」 因為我阿公叫林坤山 市場的人都叫他阿坤伯 我不想改名 大家都認得這個",
      "服務的話 菜刀研磨 剪刀 還有日本刀 就是和包丁的修復 缺角 斷尖那種 另外就是餐廳的到府收送 一週收一次",
      "商標還沒申請 我表哥在高雄開咖啡店 他之前申請等了快10個月 還被退件一次 所以如果你們可以幫忙處理就太好了",
      "希望三月底前可以有東西 四月有一家台南的日料店要跟我談合約 想拿新的名片去",
      "啊抱歉 我剛剛跟那家日料店的店長確認 他們是五月才要談 所以設計四月中前好就可以了 不用趕三月",
      "另外如果可以 名片 還有收刀用的帆布刀袋 跟我那台小貨車的車身 也想一起設計"
    ],
    "whenAsked": {
      "brand_website": "只有FB粉專 搜尋「坤記磨刀」就有 但很久沒更新了",
      "target_audience": "餐廳主廚 日料店 牛排館那種 還有很愛煮菜的家庭主婦 市場的老客人大部分六十歲以上",
      "preferred_style": "想要有點老派 像日本那種職人老店的感覺 但不要太土",
      "colors_and_elements": "可以用磨刀石的灰色 或深藍 不要紅色 太像刀具賣場 阿公招牌上的手寫字如果能用進去更好",
      "key_considerations": "要讓老客人還認得是阿坤伯的攤子 不要變成太文青 阿公看到會不高興哈哈",
      "collaboration_notes": "LINE聯絡就好 我白天在市場 晚上九點後比較能回",
      "plans_after_project": "之後想在台南市區開一間小小的店面 不用再擺攤"
    },
    "otherwise": "這個我沒想過 你們覺得怎樣好就好",
    "expected": {
      "project_background": { "said": 0, "text": ["磨刀", "阿公留下來的"] },
      "address": { "said": 0, "text": ["台南永康"] },
      "problem_need": { "said": 1, "text": ["餐廳跟飯店的生意", "專業一點"] },
      "brand_name_story": { "said": 2, "text": ["林坤山", "阿坤伯"] },
      "products_or_services": { "said": 3, "text": ["菜刀研磨", "剪刀", "和包丁的修復"] },
      "registration_status": { "said": 4, "value": {"kind": "choice", "selected": ["not_registered"]} },
      "need_registration_assistance": { "said": 4, "value": {"kind": "yes_no", "value": true} },
      "expected_deadline": { "said": 6, "value": {"kind": "date", "date": "2026-04-01", "precision": "month", "part": "mid", "relation": "by"} },
      "other_design_requirements": { "said": 7, "text": ["名片", "帆布刀袋", "車身"] },
      "brand_website": { "said": "asked", "text": ["坤記磨刀"] },
      "target_audience": { "said": "asked", "text": ["餐廳主廚", "家庭主婦"] },
      "preferred_style": { "said": "asked", "text": ["職人老店"] },
      "colors_and_elements": { "said": "asked", "text": ["磨刀石的灰色", "不要紅色"] },
      "key_considerations": { "said": "asked", "text": ["老客人還認得"] }
    }
  },
  {
    "id": "heldout99-packaging-zh-oyster-chili-sauce-jars",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我們家在彰化芳苑養蚵 我是第三代 前年從台北辭職回來幫忙 想把我媽做的蚵仔辣醬做成正式的產品 現在都用回收的玻璃罐裝 手寫貼紙 只賣親戚朋友",
      "辣醬是用日曬蚵乾 蒜頭 辣椒下去炒 可以拌麵 配稀飯 炒青菜也很好吃 一罐180克 本來想一盒裝四罐當伴手禮",
      "我們的蚵是自己蚵田養的 蚵乾也是自己曬 沒有加防腐劑 外面很多XO醬用的是進口干貝跟蝦米",
      "剛跟我媽講 還是180克一罐 但一盒改三罐就好 四罐太重 寄冷藏運費太貴",
      "設計希望四月底前好 印刷廠說要一個多月 想趕端午前上市 去年端午我們在王功漁港擺攤 遊客超多 一天賣掉八十幾罐"
    ],
    "whenAsked": {
      "packaging_form": "就是玻璃罐 貼標籤 然後三罐一組做成禮盒組",
      "target_audience": "送禮的人吧 三四十歲的上班族 逢年過節要買伴手禮的",
      "sales_channels": "蝦皮 我們自己的IG 還有芳苑鄉農會的展售中心",
      "preferred_style": "簡單 有海邊的感覺 不要太像傳統南北貨",
      "colors_and_elements": "藍色系 可以畫蚵棚 蚵架那種 不要大紅大金",
      "preferred_materials": "罐子用玻璃 禮盒想用紙的 牛皮紙可以",
      "key_considerations": "罐子要密封好 寄送不能漏油 上次有客人收到整箱都是油😭",
      "other_design_requirements": "可以的話順便設計宅配用的外箱",
      "collaboration_notes": "我媽不用手機 都跟我聯絡 決定也是我"
    },
    "otherwise": "都可以",
    "expected": {
      "project_background": { "said": 0, "text": ["養蚵", "蚵仔辣醬"] },
      "address": { "said": 0, "text": ["彰化芳苑"] },
      "product_description": { "said": 1, "text": ["蚵乾", "拌麵"] },
      "unique_selling_point": { "said": 2, "text": ["自己蚵田", "沒有加防腐劑"] },
      "specification": { "said": 3, "text": ["180克", "三罐"] },
      "expected_deadline": { "said": 4, "value": {"kind": "date", "date": "2026-04-01", "precision": "month", "part": "late", "relation": "by"} },
      "packaging_form": { "said": "asked", "value": {"kind": "choice", "selected": ["bottle_jar", "label", "gift_set"]} },
      "target_audience": { "said": "asked", "text": ["送禮", "上班族"] },
      "sales_channels": { "said": "asked", "text": ["蝦皮", "IG", "農會"] },
      "preferred_style": { "said": "asked", "text": ["海邊的感覺"] },
      "colors_and_elements": { "said": "asked", "text": ["藍色", "蚵架", "不要大紅大金"] },
      "preferred_materials": { "said": "asked", "text": ["玻璃", "牛皮紙"] },
      "key_considerations": { "said": "asked", "text": ["不能漏油"] }
    }
  },
  {
    "id": "heldout99-website-zh-piano-tuner-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是在台中大里做鋼琴調音跟維修的，入行二十二年，以前在樂器行當調音師，2019年自己出來做，現在是我跟太太兩個人，我跑外面，她接電話排時間。想做一個可以線上預約的網站，讓客人自己上網選時間，現在每天電話接不完，我太太說她快變成客服中心了。",
      "目前只有一個痞客邦的部落格 piano-dali.pixnet.net 是我十年前自己弄的，很多資料都舊了，價錢還是2015年的。網站希望有：首頁、服務項目跟價格、線上預約、調音師介紹、常見問題、聯絡我們。客人大部分是家裡小孩在學琴的家長，還有一些學校跟音樂教室。",
      "預算我們抓8萬到12萬左右，我朋友開補習班做網站花了二十幾萬，我們應該不用那麼多。希望六月前可以上線，七八月暑假是學校調琴的旺季。",
      "語言的話中文就好。",
      "啊我太太剛說要加英文，大里、太平這邊有不少外籍老師跟美國學校的家庭，之前好幾個都是用翻譯軟體跟我們溝通。所以中文跟英文。",
      "還有，之後想在網站上賣一些鋼琴保養的東西，像除濕棒、琴套，不過那是明年的事，這次先不用。"
    ],
    "whenAsked": {
      "competitors": "台北有一家「音匠鋼琴工作室」網站做得很乾淨，價格都寫得清清楚楚，我滿喜歡的",
      "preferred_style": "乾淨、溫暖，不要太花俏，有木頭鋼琴那種感覺",
      "key_considerations": "預約要簡單，手機上兩三步就能完成，然後要看得到我哪天已經排滿，不要重複排到",
      "colors_and_elements": "木頭色，黑白琴鍵可以當元素",
      "other_design_requirements": "照片可能要請你們拍，我工作的照片都是手機隨便拍的",
      "collaboration_notes": "跟我太太聯絡比較快，她比較會用電腦"
    },
    "otherwise": "這個沒有特別想法，照你們專業的建議",
    "expected": {
      "project_background": { "said": 0, "text": ["鋼琴調音", "2019年自己出來做"] },
      "address": { "said": 0, "text": ["台中大里"] },
      "category": { "said": 0, "value": {"kind": "choice", "selected": ["booking"]} },
      "problem_need": { "said": 0, "text": ["電話接不完"] },
      "url": { "said": 1, "text": ["piano-dali.pixnet.net"] },
      "main_pages": { "said": 1, "text": ["服務項目跟價格", "線上預約", "常見問題"] },
      "target_audience": { "said": 1, "text": ["學琴的家長", "學校跟音樂教室"] },
      "budget": { "said": 2, "value": {"kind": "money", "amount": 80000, "max": 120000, "currency": "TWD"} },
      "expected_deadline": { "said": 2, "value": {"kind": "date", "date": "2026-06-01", "precision": "month", "relation": "by"} },
      "languages": { "said": 4, "text": ["中文", "英文"] },
      "plans_after_project": { "said": 5, "text": ["除濕棒", "琴套"] },
      "competitors": { "said": "asked", "text": ["音匠鋼琴工作室"] },
      "preferred_style": { "said": "asked", "text": ["乾淨", "溫暖"] },
      "key_considerations": { "said": "asked", "text": ["預約要簡單", "不要重複排到"] }
    }
  },
  {
    "id": "heldout99-other-zh-rush-weaving-village-mascot-map",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是苗栗苑裡山腳社區發展協會的總幹事，姓鄭。我們社區以前家家戶戶都在編藺草帽、藺草蓆，現在還會編的阿嬤剩不到二十個，年紀都八十幾了。今年有申請到社區營造的計畫，想做一個社區的吉祥物，還有一張藺草文化的導覽地圖。",
      "主要是現在年輕人都不知道藺草是什麼，遊客來了也只是到文化館買一買就走了，我們希望他們會走進社區巷子裡，看阿嬤編草、去老三合院坐坐。",
      "吉祥物我們開會時有人提議用田裡的青蛙，也有人說用阿嬤戴草帽的樣子，還沒決定，想請設計師給建議。導覽地圖要有紙本可以摺起來的，也要有電子檔可以放臉書。",
      "時間的話，五月我們有藺草節，地圖跟吉祥物要在那之前印好，印刷廠說要三個禮拜，所以設計最好三月中以前完成。去年藺草節的海報是找大學生畫的，拖到最後一天才交，大家都很緊張，這次不想再這樣。",
      "希望設計師可以來社區兩趟，實際走一走，跟阿嬤們聊聊天。",
      "剛剛理事長看到我在打這個，他說要三趟，最後一趟是要跟理事會報告，大家看過才算數。平常東西我先看，但最後是理事會決定，我們每個月第一個禮拜二晚上開會。"
    ],
    "whenAsked": {
      "target_audience": "親子家庭，還有騎腳踏車來玩的年輕人，週末從台中、新竹來的比較多",
      "preferred_style": "溫暖、有手作感，像手繪的那種，不要電腦畫得太亮太卡通",
      "colors_and_elements": "藺草的黃綠色、稻田、阿嬤的手，不要用螢光色",
      "key_considerations": "阿嬤們的名字跟故事要寫對，她們很在意，還有字要大，老人家也要看得懂",
      "other_preferences": "我很喜歡台南土溝農村美術館那種感覺",
      "plans_after_project": "之後想把吉祥物做成貼紙、帆布袋來賣，賺的錢回到社區照顧阿嬤"
    },
    "otherwise": "這個我要問一下理事會，先這樣就好",
    "expected": {
      "project_background": { "said": 0, "text": ["社區發展協會", "藺草"] },
      "address": { "said": 0, "text": ["苗栗苑裡"] },
      "other_design_requirements": { "said": 0, "text": ["吉祥物", "導覽地圖"] },
      "problem_need": { "said": 1, "text": ["走進社區巷子裡"] },
      "expected_deadline": { "said": 3, "value": {"kind": "date", "date": "2026-03-01", "precision": "month", "part": "mid", "relation": "by"} },
      "number_of_visits": { "said": 5, "value": {"kind": "number_with_unit", "amount": 3, "unit": "times"} },
      "collaboration_notes": { "said": 5, "text": ["理事會決定"] },
      "target_audience": { "said": "asked", "text": ["親子家庭", "騎腳踏車"] },
      "preferred_style": { "said": "asked", "text": ["手作感", "手繪"] },
      "colors_and_elements": { "said": "asked", "text": ["黃綠色", "不要用螢光色"] },
      "key_considerations": { "said": "asked", "text": ["名字跟故事要寫對", "字要大"] }
    }
  },
  {
    "id": "heldout99-commercial-zh-herbal-shop-heir",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨 我家在台中中區第二市場旁邊開中藥行 阿公民國60幾年開的 現在換我接 想把一樓改成可以賣漢方茶飲跟養生茶包的店面 後面還是照常抓藥",
      "一樓15坪左右",
      "預算上限220萬 我爸給的 隔壁做手搖的去年裝潢花了300多 我們沒那麼多",
      "開幕想抓6月",
      "更正 剛問我爸 他有找人看日子 要7月中才開"
    ],
    "whenAsked": {
      "problem_need": "現在客人都是老人家 年輕人經過不會進來 覺得很暗很像藥房",
      "brand_value": "中藥不是只有苦的 想讓人進來像喝下午茶一樣輕鬆",
      "target_audience": "25到40歲的上班族 女生多 會注意養生但不想吃藥的那種",
      "competitive_advantage": "店裡有合格的中藥師 配方是阿公傳下來的 不是連鎖店那種粉包",
      "preferred_style": "復古但不要老舊 有點像日治時期洋樓那種感覺",
      "colors_and_elements": "墨綠 木頭 黃銅 不要大紅色",
      "unique_design": "那排老藥櫃一定要留 想當主牆 一格一格的那種",
      "key_considerations": "後面煎藥的地方要通風 味道不能跑到前面",
      "other_design_requirements": "招牌要重做 茶飲杯的貼紙可以的話也一起",
      "collaboration_notes": "我跟我爸都要看過 最後他說了算",
      "number_of_visits": "2次吧"
    },
    "otherwise": "都可以 你們決定",
    "expected": {
      "project_background": { "said": 0, "text": ["中藥行", "漢方茶飲"] },
      "address": { "said": 0, "text": ["中區", "第二市場"] },
      "space_size": { "said": 1, "value": {"kind": "number_with_unit", "amount": 15, "unit": "ping"} },
      "budget": { "said": 2, "value": {"kind": "money", "amount": 2200000, "currency": "TWD", "bound": "at_most"} },
      "opening_date": { "said": 4, "value": {"kind": "date", "date": "2026-07-01", "precision": "month", "part": "mid", "relation": "on"} },
      "problem_need": { "said": "asked", "text": ["年輕人經過不會進來"] },
      "brand_value": { "said": "asked", "text": ["喝下午茶一樣輕鬆"] },
      "target_audience": { "said": "asked", "text": ["上班族", "注意養生"] },
      "competitive_advantage": { "said": "asked", "text": ["中藥師", "阿公傳下來"] },
      "preferred_style": { "said": "asked", "text": ["復古", "日治時期洋樓"] },
      "colors_and_elements": { "said": "asked", "text": ["墨綠", "黃銅", "不要大紅色"] },
      "unique_design": { "said": "asked", "text": ["老藥櫃", "主牆"] },
      "key_considerations": { "said": "asked", "text": ["通風"] }
    }
  },
  {
    "id": "heldout99-exhibition-zh-cacao-farm-food-show",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好 我們是屏東內埔的家庭可可園 原本是種檳榔的 我爸十年前開始轉種可可 現在自己做巧克力 今年第一次自己報名台北國際食品展 想找人幫忙設計攤位",
      "展期是6月24到27號 在南港展覽館一館 目前分到一個標準攤位 3x3 去年我們是跟農會擠在屏東館裡 只有一張桌子 很陽春",
      "預算的話 設計加施工不要超過45萬 去年跟農會那個只花了3萬 但幾乎沒什麼效果 所以這次想認真做",
      "最想吸引的是飯店、烘焙坊的採購 還有百貨通路 一般民眾也歡迎啦 但不是重點",
      "我有一個想法 想在攤位放真的可可果莢 現場剖開讓大家看裡面白白的果肉 很多人不知道巧克力是從這個來的",
      "啊剛剛主辦單位回信 隔壁的攤位候補到了 所以會變兩個攤位 3x6 也就是18平方米",
      "另外DM跟試吃的小卡也想一起設計 如果這次效果好 11月高雄的食品展也想沿用這個攤位"
    ],
    "whenAsked": {
      "brand_value": "想讓人知道台灣南部也種得出好可可 從檳榔園變可可園是土地的故事 很真實 不要太精緻做作",
      "preferred_style": "自然一點 有點熱帶感 木頭、藤編那種 但不要做得像夜市攤位",
      "water_electricity_supply": "水電都要 要放冷藏櫃 試吃也需要洗東西",
      "entry_date": "主辦說6月22號下午可以進場佈置",
      "exit_date": "6月27號閉展當天晚上撤場",
      "key_considerations": "巧克力很怕熱 燈不能直接照產品 冷藏櫃位置要想好 我們只有兩三個人顧攤 動線要簡單",
      "colors_and_elements": "可可的咖啡色 葉子的綠 不要金色 太像進口精品",
      "competitive_advantage": "台灣少數從種樹到做巧克力都自己來的",
      "expected_deadline": "5月底前可以定稿比較好 還要印DM",
      "collaboration_notes": "我跟我爸都會看 我爸比較在意成本",
      "number_of_visits": "我們在屏東 上台北不方便 見面一兩次就好 其他線上"
    },
    "otherwise": "這個我不太確定 你們建議就好",
    "expected": {
      "project_background": { "said": 0, "text": ["可可園", "巧克力", "台北國際食品展"] },
      "opening_date": { "said": 1, "value": {"kind": "date", "date": "2026-06-24", "precision": "day", "relation": "on"} },
      "address": { "said": 1, "text": ["南港展覽館一館"] },
      "budget": { "said": 2, "value": {"kind": "money", "amount": 450000, "currency": "TWD", "bound": "at_most"} },
      "target_audience": { "said": 3, "text": ["飯店", "烘焙坊的採購", "百貨通路"] },
      "unique_design": { "said": 4, "text": ["可可果莢", "現場剖開"] },
      "space_size": { "said": 5, "value": {"kind": "number_with_unit", "amount": 18, "unit": "m2"} },
      "other_design_requirements": { "said": 6, "text": ["DM", "試吃的小卡"] },
      "plans_after_project": { "said": 6, "text": ["高雄的食品展", "沿用"] },
      "brand_value": { "said": "asked", "text": ["檳榔園變可可園", "很真實"] },
      "preferred_style": { "said": "asked", "text": ["熱帶感", "藤編"] },
      "water_electricity_supply": { "said": "asked", "value": {"kind": "choice", "selected": ["both"]} },
      "entry_date": { "said": "asked", "value": {"kind": "date", "date": "2026-06-22", "precision": "day", "relation": "on"} },
      "exit_date": { "said": "asked", "value": {"kind": "date", "date": "2026-06-27", "precision": "day", "relation": "on"} },
      "key_considerations": { "said": "asked", "text": ["怕熱", "冷藏櫃位置"] }
    }
  },
  {
    "id": "heldout99-residential-zh-piano-tuner-yongkang",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我們上個月在台南永康買了一間中古的電梯大樓 屋齡大概25年 想整間重新裝修再搬進去 我是做鋼琴調音的 老婆在醫院當護理師 家裡還有一個三歲的女兒",
      "格局是三房兩廳兩衛 最想改的是其中一間小房間 小到只能放單人床 想把它跟旁邊的牆打掉一點 改成琴房兼書房 我有一台工作用的山葉直立鋼琴要放 還有收了快十年的黑膠 大概四五百張",
      "坪數權狀是32坪 預算的話 我哥去年在鳳山裝他家花了250萬 我們沒辦法到那樣 大概150到180萬吧",
      "老婆特別交代 她常常輪大夜班 白天要補眠 所以主臥一定要夠暗夠安靜 遮光跟隔音是她最在意的",
      "啊不好意思 剛翻了買賣合約 權狀是34坪 不是32 我記成現在租的那間了",
      "希望10月底前可以搬 現在租的房子10月底到期 房東要收回去給他兒子住",
      "還有 岳母過兩年可能會從嘉義上來跟我們住 幫忙顧小孩 所以之後要有一間房可以給她"
    ],
    "whenAsked": {
      "preferred_style": "喜歡溫暖一點的 木頭多一點 不要那種灰灰黑黑的工業風",
      "colors_and_elements": "老婆喜歡淡淡的綠色 牆面不要全白 小孩會亂畫哈哈",
      "lifestyle": "我白天都在外面跑客戶 晚上在家練琴或聽唱片 老婆上大夜班的時候就我跟女兒在家 很少請客",
      "target_audience": "就我們夫妻跟女兒 還有一隻養了八年的貓",
      "key_considerations": "遮光隔音最重要 再來就是預算不要爆",
      "other_design_requirements": "琴房想做一點吸音 還有唱片櫃要訂做",
      "expected_deadline": "設計最好5月前弄好 才來得及施工",
      "number_of_visits": "現場看的話我們假日比較方便 大概三四次吧",
      "collaboration_notes": "用LINE聯絡就好 大事我跟老婆一起決定",
      "memorable_moments": "小時候我爸會在客廳彈琴給我們聽 希望女兒長大也有這種回憶"
    },
    "otherwise": "這個還沒想過耶 你們可以給建議",
    "expected": {
      "project_background": { "said": 0, "text": ["中古的電梯大樓", "整間重新裝修"] },
      "address": { "said": 0, "text": ["永康"] },
      "age": { "said": 0, "value": {"kind": "number_with_unit", "amount": 25, "unit": "years"} },
      "property_category": { "said": 0, "value": {"kind": "choice", "selected": ["apartment"]} },
      "target_audience": { "said": 0, "text": ["女兒"] },
      "layout": { "said": 1, "text": ["三房兩廳兩衛"] },
      "problem_need": { "said": 1, "text": ["琴房兼書房"] },
      "important_collections": { "said": 1, "text": ["直立鋼琴", "黑膠"] },
      "budget": { "said": 2, "value": {"kind": "money", "amount": 1500000, "max": 1800000, "currency": "TWD"} },
      "lifestyle": { "said": 3, "text": ["大夜班"] },
      "key_considerations": { "said": 3, "text": ["遮光", "隔音"] },
      "space_size": { "said": 4, "value": {"kind": "number_with_unit", "amount": 34, "unit": "ping"} },
      "move_in_date": { "said": 5, "value": {"kind": "date", "date": "2026-10-01", "precision": "month", "part": "late", "relation": "by"} },
      "plans_after_project": { "said": 6, "text": ["岳母"] },
      "preferred_style": { "said": "asked", "text": ["溫暖", "木頭"] }
    }
  },
  {
    "id": "heldout99-brand-ko-home-care-center-neulbom",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 춘천 후평동에서 재가요양센터 하고 있는 원장이에요. 간호사로 20년 일하다가 3년 전에 센터 차렸는데 아직 로고가 없어서요ㅎㅎ 로고부터 명함 차량까지 전체적으로 한번 만들고 싶어요",
      "지금은 제가 한글 프로그램으로 만든 전단지 돌리는데 보호자분들이 보고 믿을만한 곳인지 판단하기 어려운 것 같아요. 상담 오셔서도 여기 제대로 된 데 맞냐고 물어보세요ㅠ",
      "이름은 늘봄재가센터에요. 돌아가신 저희 엄마 이름이 봄례셨는데 어르신들이 늘 봄날처럼 지내셨으면 해서 늘봄으로 지었어요",
      "하는 일은 방문요양이랑 방문목욕이요. 목욕은 차에 욕조 싣고 가서 해드리는거에요. 4월에 목욕차 한대 새로 들어와서 그 전까지 차에 붙일 로고가 나와야 해요",
      "스타일은 따뜻하고 단정한 느낌이요. 원주에서 같은 일 하는 언니네는 작년에 로고를 초록 십자가로 했는데 완전 병원 같더라구요 저는 그런건 싫어요. 색은 연두나 살구색 같은 봄 느낌이면 좋겠구요",
      "아 방금 영업사원한테 연락왔는데 차 출고가 3월 중순으로 당겨졌대요;; 그럼 3월 초까지는 로고 확정돼야 할 것 같아요",
      "상표등록은 아직 안 했어요. 근데 춘천에 늘봄이라는 이름 쓰는 한식당이 있어서 괜찮은지 모르겠네요. 그런거 도와주시면 좋겠어요",
      "로고 말고 명함이랑 직원분들 입는 조끼, 차량 래핑도 같이 부탁드려요. 내년쯤엔 주간보호센터도 하나 더 열 생각이라 그때도 같이 쓸 수 있게 해주시면 좋겠어요"
    ],
    "whenAsked": {
      "brand_website": "네이버 블로그 하나 있는데 거의 안 올려요ㅎㅎ 늘봄재가센터 치시면 나와요",
      "target_audience": "어르신 모시는 보호자분들이요. 대부분 50대 60대 자녀분들이 상담 오세요",
      "key_considerations": "어르신들도 알아보시게 글씨는 크고 또렷했으면 해요. 그리고 상조회사처럼 보이면 절대 안돼요",
      "collaboration_notes": "낮엔 현장 돌아서 저녁 8시 이후에 카톡 주시면 좋아요",
      "other_preferences": "딱히 없어요 그냥 동네 빵집처럼 친근했으면 좋겠어요"
    },
    "otherwise": "음 그건 잘 모르겠어요 알아서 해주세요",
    "expected": {
      "project_background": { "said": 0, "text": ["재가요양센터", "로고가 없어서"] },
      "address": { "said": 0, "text": ["춘천 후평동"] },
      "problem_need": { "said": 1, "text": ["믿을만한 곳인지 판단하기 어려운"] },
      "brand_name_story": { "said": 2, "text": ["엄마 이름이 봄례", "늘 봄날처럼"] },
      "products_or_services": { "said": 3, "text": ["방문요양", "방문목욕"] },
      "preferred_style": { "said": 4, "text": ["따뜻하고 단정한"] },
      "colors_and_elements": { "said": 4, "text": ["연두나 살구색"] },
      "expected_deadline": { "said": 5, "value": {"kind": "date", "date": "2026-03-01", "precision": "month", "part": "early", "relation": "by"} },
      "registration_status": { "said": 6, "value": {"kind": "choice", "selected": ["not_registered"]} },
      "need_registration_assistance": { "said": 6, "value": {"kind": "yes_no", "value": true} },
      "other_design_requirements": { "said": 7, "text": ["명함", "조끼", "차량 래핑"] },
      "plans_after_project": { "said": 7, "text": ["주간보호센터"] },
      "brand_website": { "said": "asked", "text": ["네이버 블로그"] },
      "target_audience": { "said": "asked", "text": ["보호자분들", "50대 60대 자녀분들"] },
      "key_considerations": { "said": "asked", "text": ["글씨는 크고 또렷", "상조회사처럼 보이면 절대 안돼요"] }
    }
  },
  {
    "id": "heldout99-packaging-ko-perilla-oil-mill",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 충북 괴산에서 아버지랑 같이 방앗간 하는 아들입니다. 아버지가 30년 넘게 기름 짜오셨는데 제가 작년에 서울 회사 그만두고 내려와서 온라인 판매를 시작해보려구요. 그래서 들기름 패키지를 새로 하고 싶어서 문의드려요",
      "제품은 국산 들깨로 저온압착한 생들기름이에요. 볶지 않고 짜서 향이 순해서 샐러드나 두부에 뿌려 드시는 분들이 많아요. 180ml랑 350ml 두 가지고 유리병이에요",
      "병은 지금 쓰는 갈색 유리병 그대로 가고 라벨만 새로 하고 싶구요, 명절용으로 두 병 들어가는 선물세트 박스도 필요해요. 박스는 크라프트지 같은 종이였으면 좋겠어요. 지금 라벨은 2009년에 아버지가 읍내 인쇄소에 30만원 주고 만든 건데 글씨만 크고 좀 촌스러워요ㅋㅋ",
      "아 제가 용량 잘못 말했네요ㅠ 큰 병은 350 아니고 300ml예요. 그러니까 180ml랑 300ml 두 가지구요 선물세트엔 300ml 두 병 들어가요",
      "판매는 네이버 스마트스토어랑 괴산 로컬푸드 직매장, 그리고 방앗간 매장에서도 팔아요. 청주 사는 친구가 수제청 하는데 걔는 컬리 입점했다고 자랑하더라구요 저흰 아직 거기까진 생각 없어요",
      "다른 들기름이랑 다른 점은 주문 들어오면 그 주에 짜서 보낸다는 거예요. 짠 날짜를 라벨에 손글씨로 적어드리거든요. 이건 디자인 바뀌어도 꼭 살리고 싶어요",
      "추석 선물세트 주문을 8월부터 받을 거라 디자인은 늦어도 7월 초까지는 끝났으면 해요"
    ],
    "whenAsked": {
      "project_background": "방앗간 들기름 라벨이랑 선물세트 새로 하는 거요",
      "product_description": "저온압착 생들기름이요",
      "specification": "180ml랑 300ml 유리병이요",
      "packaging_form": "병 라벨이랑 선물세트 박스요",
      "unique_selling_point": "주문받고 그 주에 짜서 보내요",
      "target_audience": "건강 챙기는 3040 주부님들이요. 명절에 부모님 선물 사는 직장인들도 많구요",
      "sales_channels": "스마트스토어, 로컬푸드 직매장, 매장이요",
      "preferred_style": "너무 힙한 건 말고 정직해 보이는 느낌? 시골 방앗간인데 깔끔한 느낌이요",
      "colors_and_elements": "들깨 색 같은 갈색 베이지 계열이요. 아버지 얼굴 캐리커처는 넣지 말아주세요 아버지가 싫어하세요ㅋㅋ",
      "preferred_materials": "박스는 크라프트지요. 스티로폼은 안 쓰고 싶어요",
      "expected_deadline": "7월 초까지요",
      "key_considerations": "병에 기름이 묻어도 라벨이 안 번졌으면 좋겠어요. 짠 날짜 쓰는 칸도 꼭 있어야 하구요"
    },
    "otherwise": "그건 잘 모르겠어요 아버지랑 얘기해보고 말씀드릴게요",
    "expected": {
      "project_background": { "said": 0, "text": ["방앗간", "들기름 패키지를 새로"] },
      "address": { "said": 0, "text": ["괴산"] },
      "product_description": { "said": 1, "text": ["저온압착한 생들기름"] },
      "packaging_form": { "said": 2, "value": {"kind": "choice", "selected": ["label", "gift_set"]} },
      "preferred_materials": { "said": 2, "text": ["갈색 유리병", "크라프트지"] },
      "specification": { "said": 3, "text": ["180ml랑 300ml", "300ml 두 병"] },
      "sales_channels": { "said": 4, "text": ["스마트스토어", "로컬푸드 직매장", "방앗간 매장"] },
      "unique_selling_point": { "said": 5, "text": ["그 주에 짜서 보낸다", "짠 날짜를 라벨에 손글씨로"] },
      "expected_deadline": { "said": 6, "value": {"kind": "date", "date": "2026-07-01", "precision": "month", "relation": "by", "part": "early"} },
      "target_audience": { "said": "asked", "text": ["3040 주부님들", "부모님 선물 사는 직장인"] },
      "preferred_style": { "said": "asked", "text": ["정직해 보이는 느낌", "깔끔한 느낌"] },
      "colors_and_elements": { "said": "asked", "text": ["갈색 베이지 계열", "캐리커처는 넣지 말아주세요"] },
      "key_considerations": { "said": "asked", "text": ["안 번졌으면", "짠 날짜 쓰는 칸"] }
    }
  },
  {
    "id": "heldout99-website-ko-exotic-vet-clinic",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 대전 유성구에서 특수동물 전문 동물병원 하고 있는 수의사입니다. 작년 4월에 개원했는데 아직 홈페이지가 없어서요.. 네이버 플레이스랑 인스타(@yuseong_exotic_vet)로만 버티고 있어요ㅠ",
      "앵무새, 고슴도치, 토끼, 도마뱀 이런 애들 보는데 보호자분들이 \"햄스터도 봐주세요?\" 이런 전화를 하루에 수십 통씩 하세요. 진료 중에 전화 받기가 너무 힘들어서 진료 가능한 동물 안내랑 예약을 홈페이지에서 해결하고 싶어요",
      "페이지는 병원 소개, 의료진, 진료 가능 동물, 온라인 예약, 오시는 길 정도면 될 것 같아요",
      "언어는 한국어랑 영어요. 카이스트 외국인 연구원분들이 앵무새 데리고 종종 오시거든요",
      "예산은 500 정도 생각하고 있어요. 예전에 일했던 강남 병원은 홈페이지에 3천 썼다던데 저흰 그건 절대 무리구요ㅋㅋ",
      "아 생각해보니 영어는 지금 말고 나중에 할게요. 번역 맡길 사람도 없고.. 일단 한국어만요. 자리 좀 잡으면 영어 페이지 추가하고 싶어요",
      "개원 1주년이 4월 15일인데 그 전에는 오픈했으면 좋겠어요. 1주년 이벤트를 홈페이지에서 하고 싶어서요",
      "병원 로고가 민트색에 앵무새 실루엣이라 그거 살려주시면 좋겠고, 쓸만한 사진이 별로 없어서 촬영도 같이 해주실 수 있는지 궁금해요"
    ],
    "whenAsked": {
      "project_background": "특수동물병원 홈페이지 새로 만드는 거요",
      "url": "아직 없어요 인스타만 있어요",
      "category": "예약 기능 있는 병원 홈페이지요",
      "problem_need": "전화 문의 줄이고 예약 받는 거요",
      "main_pages": "병원 소개, 의료진, 진료 가능 동물, 예약, 오시는 길이요",
      "languages": "한국어만요",
      "target_audience": "20~30대 혼자 사는 분들이 많아요. 작은 동물 볼 병원이 없어서 세종이나 청주에서도 오세요",
      "competitors": "서울에 있는 버드앤엑조틱 동물의료센터 사이트가 깔끔해서 참고했으면 해요",
      "preferred_style": "병원 같지 않고 따뜻한 느낌이요. 동물 일러스트 들어가도 좋구요",
      "budget": "500 정도요",
      "expected_deadline": "4월 15일 전에요",
      "key_considerations": "폰에서 예약이 쉬워야 해요 보호자분들 거의 폰으로 보세요. 그리고 야간 응급 안내도 잘 보이게 해주세요"
    },
    "otherwise": "음 그건 잘 모르겠네요 추천해주시는 대로 할게요",
    "expected": {
      "project_background": { "said": 0, "text": ["특수동물 전문 동물병원", "홈페이지가 없어서"] },
      "url": { "said": 0, "text": ["yuseong_exotic_vet"] },
      "problem_need": { "said": 1, "text": ["하루에 수십 통", "예약을 홈페이지에서"] },
      "main_pages": { "said": 2, "text": ["병원 소개", "진료 가능 동물", "온라인 예약"] },
      "budget": { "said": 4, "value": {"kind": "money", "amount": 5000000, "currency": "KRW"} },
      "languages": { "said": 5, "text": ["한국어"] },
      "plans_after_project": { "said": 5, "text": ["영어 페이지 추가"] },
      "expected_deadline": { "said": 6, "value": {"kind": "date", "date": "2026-04-15", "precision": "day", "relation": "by"} },
      "colors_and_elements": { "said": 7, "text": ["민트색", "앵무새 실루엣"] },
      "other_design_requirements": { "said": 7, "text": ["촬영"] },
      "category": { "said": "asked", "value": {"kind": "choice", "selected": ["booking"]} },
      "target_audience": { "said": "asked", "text": ["20~30대 혼자 사는 분들"] },
      "competitors": { "said": "asked", "text": ["버드앤엑조틱"] },
      "preferred_style": { "said": "asked", "text": ["병원 같지 않고 따뜻한 느낌"] },
      "key_considerations": { "said": "asked", "text": ["폰에서 예약이 쉬워야", "야간 응급 안내"] }
    }
  },
  {
    "id": "heldout99-other-ko-boardgame-cards",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 보드게임 카드 일러스트 의뢰하려구요",
      "원주에서 중학교 체육교사 하는데 동생이랑 취미로 만든 게임이에요. 조선시대 장터에서 물건 사고파는 게임인데 텀블벅 펀딩 하려고 해요. 카드 54장이랑 룰북이요",
      "아 방금 동생한테 물어보니까 카드 60장이래요 이벤트 카드 6장 추가됐다고ㅋㅋ",
      "펀딩을 5월 초에 열어야 돼서 4월 중순까지는 그림이 다 나와야 돼요. 작년에 친구 게임은 펀딩 1200 모였던데 저희도 그 정도만 되면 좋겠네요ㅎㅎ",
      "잘되면 확장팩도 내보고 싶어요"
    ],
    "whenAsked": {
      "project_background": "동생이랑 만든 보드게임 텀블벅 펀딩이요",
      "other_design_requirements": "카드 60장 일러스트랑 룰북 편집이요",
      "problem_need": "지금 카드는 제가 파워포인트로 만든 거라 너무 허접해요ㅋㅋ 펀딩 페이지에서 눈에 띄어야 돼요",
      "target_audience": "초등 고학년 있는 가족이요. 보드게임 카페 다니는 20대도요",
      "preferred_style": "민화 느낌인데 귀엽게요",
      "colors_and_elements": "오방색 포인트 좋아요. 형광색은 빼주세요",
      "address": "원주 단구동이요",
      "expected_deadline": "4월 중순까지요",
      "key_considerations": "반에 색약인 학생이 있어서 색깔 말고 모양으로도 카드 구분되게 해주세요",
      "collaboration_notes": "평일엔 수업이라 카톡으로 주 1회 정도 보내주세요. 최종 결정은 동생이랑 같이 해요",
      "number_of_visits": "직접 만나는 건 한두 번이면 돼요"
    },
    "otherwise": "그건 잘 모르겠어요 알아서 해주세요",
    "expected": {
      "project_background": { "said": 1, "text": ["조선시대 장터", "텀블벅 펀딩"] },
      "address": { "said": 1, "text": ["원주"] },
      "other_design_requirements": { "said": 2, "text": ["카드 60장"] },
      "expected_deadline": { "said": 3, "value": {"kind": "date", "date": "2026-04-01", "precision": "month", "relation": "by", "part": "mid"} },
      "plans_after_project": { "said": 4, "text": ["확장팩"] },
      "problem_need": { "said": "asked", "text": ["파워포인트로 만든", "눈에 띄어야"] },
      "target_audience": { "said": "asked", "text": ["초등 고학년 있는 가족", "보드게임 카페"] },
      "preferred_style": { "said": "asked", "text": ["민화 느낌", "귀엽게"] },
      "colors_and_elements": { "said": "asked", "text": ["오방색", "형광색은 빼주세요"] },
      "key_considerations": { "said": "asked", "text": ["모양으로도 카드 구분"] },
      "collaboration_notes": { "said": "asked", "text": ["카톡으로 주 1회", "동생이랑 같이"] }
    }
  },
  {
    "id": "heldout99-commercial-ko-sesame-oil-mill-yangnim",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 광주 양림동에서 아버지가 30년 넘게 하신 방앗간을 제가 물려받게 됐어요. 고추 빻고 참기름 짜는 동네 방앗간인데 이번에 리모델링해서 참기름 들기름 시음도 하고 소포장으로 파는 가게로 바꿔보려구요. 기름 짜는 기계는 그대로 쓰고 앞쪽 매장만 새로 꾸미는 거예요",
      "솔직히 지금 문제는 가게가 너무 어둡고 기름때에 찌들어서 젊은 사람들은 들어올 생각을 안 해요ㅠ 단골 할머니들은 그대로 오시는데 그분들도 점점 줄고.. 관광객들이 간판 사진은 찍는데 안으로는 안 들어와요",
      "디자인 필요한 건 앞 매장 12평이에요. 뒤에 기계 있는 작업장(8평쯤)은 그대로 둘 거구요. 참고로 고모가 순천에서 떡집 하시는데 거긴 40평이라 그런 규모는 전혀 아니에요ㅎㅎ",
      "저희 자랑이라면 국산 참깨만 받아서 주문 들어오면 그 자리에서 바로 짜드린다는 거예요. 마트 참기름이랑 향이 완전 달라요. 아버지 깨 볶는 솜씨가 동네에서 유명하기도 하고요",
      "손님이 문 열고 들어오면 고소한 냄새부터 확 나고 아 여기 정직하게 하는 집이구나 느꼈으면 좋겠어요. 손님은 양림동 놀러 오는 20~30대랑 명절 선물용으로 사가는 40~50대, 그리고 원래 단골 어르신들도 계속 편하게 오셨으면 하구요",
      "예산은 인테리어만 3천 정도 생각하고 있어요. 아버지가 2015년에 간판이랑 바닥만 바꾸실 때 800 들었다던데 지금은 그 돈으론 어림도 없겠죠ㅋㅋ 오픈은 5월 초쯤 하고 싶고요",
      "아 방금 아버지랑 통화했는데 기름 짜는 기계 점검을 4월 말에 받아야 한대요ㅠ 그래서 오픈은 6월 1일로 미룰게요. 마침 그날이 아버지 생신이라 의미도 있고요",
      "그리고 가게 이름을 새로 지었는데 양림참방이에요! 간판이랑 기름병 라벨도 같이 해주실 수 있으면 좋겠어요"
    ],
    "whenAsked": {
      "project_background": "아버지 방앗간 물려받아서 참기름 가게로 리모델링하는 거예요",
      "problem_need": "어둡고 낡아서 젊은 손님들이 안 들어와요",
      "brand_value": "정직하게 짜는 집이요",
      "target_audience": "20~30대 관광객이랑 선물 사는 40~50대요",
      "competitive_advantage": "국산 참깨로 바로 짜드리는 거요",
      "preferred_style": "옛날 방앗간 느낌은 살리면서 깔끔하게요. 나무랑 흙벽 같은 느낌?",
      "colors_and_elements": "참깨색 같은 베이지랑 갈색이요. 형광등 하얀 불빛은 진짜 싫어요",
      "unique_design": "기름 짜는 모습을 손님들이 유리창 너머로 볼 수 있게 하고 싶어요. 아버지 쓰시던 옛날 됫박도 벽에 걸고 싶구요",
      "address": "광주 남구 양림동이요",
      "space_size": "매장 12평이요",
      "budget": "3천 정도요",
      "opening_date": "6월 1일이요",
      "key_considerations": "기름 냄새랑 열기 때문에 환기가 제일 걱정이에요. 그리고 어르신들 오시니까 입구에 턱 없게 해주세요",
      "expected_deadline": "디자인은 3월 안에 나오면 좋겠어요",
      "collaboration_notes": "결정은 제가 하는데 큰 건 아버지랑 상의해요. 카톡으로 일주일에 한 번 정도 알려주세요",
      "plans_after_project": "잘 되면 스마트스토어로 온라인 판매도 하려구요"
    },
    "otherwise": "음 그건 잘 모르겠어요 추천해주시면 좋을 것 같아요",
    "expected": {
      "project_background": { "said": 0, "text": ["방앗간을 제가 물려받게", "앞쪽 매장만 새로 꾸미는"] },
      "address": { "said": 0, "text": ["광주 양림동"] },
      "problem_need": { "said": 1, "text": ["너무 어둡고 기름때에 찌들어서", "안으로는 안 들어와요"] },
      "space_size": { "said": 2, "value": {"kind": "number_with_unit", "amount": 12, "unit": "pyeong"} },
      "competitive_advantage": { "said": 3, "text": ["국산 참깨만", "그 자리에서 바로 짜드린다"] },
      "brand_value": { "said": 4, "text": ["고소한 냄새", "정직하게 하는 집"] },
      "target_audience": { "said": 4, "text": ["20~30대", "선물용으로 사가는 40~50대", "단골 어르신들"] },
      "budget": { "said": 5, "value": {"kind": "money", "amount": 30000000, "currency": "KRW"} },
      "opening_date": { "said": 6, "value": {"kind": "date", "date": "2026-06-01", "precision": "day", "relation": "on"} },
      "other_design_requirements": { "said": 7, "text": ["간판이랑 기름병 라벨"] },
      "preferred_style": { "said": "asked", "text": ["옛날 방앗간 느낌", "깔끔하게"] },
      "colors_and_elements": { "said": "asked", "text": ["베이지랑 갈색", "형광등 하얀 불빛은 진짜 싫어요"] },
      "unique_design": { "said": "asked", "text": ["유리창 너머로 볼 수 있게"] },
      "key_considerations": { "said": "asked", "text": ["환기", "턱 없게"] }
    }
  },
  {
    "id": "heldout99-exhibition-ko-buoy-maker-bexco",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 거제에서 친환경 부표 만드는 회사 영업팀 과장입니다. 3월에 부산 벡스코에서 하는 수산양식 기자재전에 나가는데 이번엔 부스를 좀 제대로 해보려고 문의드려요",
      "저희 제품은 양식장에서 쓰는 스티로폼 부표 대신 쓰는 건데요, 재활용 PE로 만들어서 안 깨지고 바다에 부스러기가 안 남아요. 다른 친환경 부표들은 1~2년 지나면 물 먹어서 가라앉는데 저희건 5년 넘게 부력이 그대로에요",
      "부스는 일단 2칸 신청했어요. 한칸이 3x3이라 6x3이요. 작년에 여수 박람회 나갔을 땐 기본부스 1칸이라 샘플도 다 못 꺼내놨어요ㅠ 경쟁사는 거기서 6칸 쓰더라구요",
      "전시는 3월 25일부터 28일까지고 설치는 24일 하루밖에 안 된대요. 철수는 28일 마지막날 5시 끝나고 바로 해야 되구요",
      "제일 하고 싶은건 부스 한가운데 수조 놓고 저희 부표를 실제로 띄워서 보여주는 거예요. 그럼 물이랑 전기 둘 다 필요하겠죠? 수조 옆에 모니터도 하나 달아서 영상 틀 거라서요",
      "예산은 사장님이 천만원 안쪽으로 하라고 하셨어요. 작년 여수 때는 부스비까지 다 해서 300 좀 넘게 들었는데 그땐 진짜 아무것도 안 했거든요ㅋㅋ",
      "헐 방금 사무국에서 전화 왔는데 옆 칸 업체가 취소해서 저희가 그 칸까지 받을 수 있대요! 그래서 3칸 9x3으로 확정이요. 사장님도 그럼 1200까지는 쓰라고 하시네요",
      "그리고 부스 말고 리플렛이랑 샘플 올려두는 진열대도 같이 디자인 부탁드려요"
    ],
    "whenAsked": {
      "address": "벡스코 1전시장이요",
      "brand_value": "바다에 쓰레기 안 남기는 부표요. 어민분들이 믿고 오래 쓸 수 있는 튼튼한 회사라는 느낌 받으셨으면 좋겠어요",
      "target_audience": "양식하시는 어민분들이랑 수협 관계자분들이요. 지자체 해양수산과 공무원분들도 많이 오세요",
      "preferred_style": "깔끔하고 시원한 느낌이요. 너무 화려하면 어민분들이 부담스러워하세요",
      "unique_design": "아까 말씀드린 수조요! 부표 띄워놓는거",
      "key_considerations": "수조 물 새면 진짜 큰일나니까 그거 제일 신경써주세요. 설치가 하루뿐이라 빨리 조립되는 구조였으면 좋겠구요",
      "colors_and_elements": "회사 로고가 남색이라 남색이랑 흰색이요. 스티로폼 생각나는 하얀 공 모양은 빼주세요ㅋㅋ",
      "expected_deadline": "3월 초에는 디자인 나와야 제작 들어갈 수 있을 것 같아요",
      "plans_after_project": "9월에 목포에서 하는 박람회도 나갈 거라 재사용할 수 있으면 좋겠어요",
      "collaboration_notes": "저랑 카톡으로 하시면 되고 최종 결정은 사장님이 하세요"
    },
    "otherwise": "그건 잘 모르겠어요 사장님께 여쭤보고 말씀드릴게요",
    "expected": {
      "project_background": { "said": 0, "text": ["친환경 부표", "수산양식 기자재전"] },
      "address": { "said": 0, "text": ["부산 벡스코"] },
      "competitive_advantage": { "said": 1, "text": ["5년 넘게 부력이 그대로"] },
      "opening_date": { "said": 3, "value": {"kind": "date", "date": "2026-03-25", "precision": "day", "relation": "on"} },
      "entry_date": { "said": 3, "value": {"kind": "date", "date": "2026-03-24", "precision": "day", "relation": "on"} },
      "exit_date": { "said": 3, "value": {"kind": "date", "date": "2026-03-28", "precision": "day", "relation": "on"} },
      "unique_design": { "said": 4, "text": ["수조 놓고", "부표를 실제로 띄워서"] },
      "water_electricity_supply": { "said": 4, "value": {"kind": "choice", "selected": ["both"]} },
      "space_size": { "said": 6, "value": {"kind": "number_with_unit", "amount": 27, "unit": "m2"} },
      "budget": { "said": 6, "value": {"kind": "money", "amount": 12000000, "currency": "KRW", "bound": "at_most"} },
      "other_design_requirements": { "said": 7, "text": ["리플렛", "진열대"] },
      "brand_value": { "said": "asked", "text": ["바다에 쓰레기 안 남기는", "튼튼한 회사"] },
      "target_audience": { "said": "asked", "text": ["어민분들", "수협 관계자분들"] },
      "preferred_style": { "said": "asked", "text": ["깔끔하고 시원한"] },
      "key_considerations": { "said": "asked", "text": ["수조 물 새면", "빨리 조립되는 구조"] }
    }
  },
  {
    "id": "heldout99-residential-ko-retired-train-driver-jecheon",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 제천 백운면에 시골집 하나 사서 고치려고 합니다. 작년 말에 철도 기관사로 퇴직했고 퇴직하고 내려가 살 집이에요",
      "단독주택이고 89년도에 지은 집입니다. 방 둘에 부엌 하나, 화장실은 바깥에 따로 있어요",
      "평수는 30평쯤 될 거예요",
      "집사람이랑 둘이 살아요. 진돗개 한 마리 있고요. 대전 아파트는 아들네가 들어와 살기로 했습니다",
      "아까 평수 말인데 서류 보니까 26평이네요. 마당은 빼고요",
      "예산은 1억은 안 넘었으면 합니다. 동생이 양평에 전원주택 새로 지을 때 3억 들었다는데 우린 고치는 거니까..",
      "들어가는 건 추석 전에요. 늦어도 9월 중순까지는 끝났으면 합니다",
      "아 그리고 기차 모형이 몇백 개 되는데 그거 둘 자리는 꼭 있어야 돼요ㅎㅎ 평생 모은 거라"
    ],
    "whenAsked": {
      "project_background": "퇴직하고 살 시골집 고치는 겁니다",
      "property_category": "단독주택이요",
      "layout": "방 둘에 부엌 하나고 화장실은 밖에 있어요",
      "age": "89년도에 지었어요",
      "problem_need": "화장실이 밖에 있는 게 제일 불편하죠. 겨울엔 외풍도 심하고 부엌이 너무 어둡습니다",
      "target_audience": "집사람이랑 둘이요. 개 한 마리",
      "lifestyle": "아침엔 텃밭 하고 저는 기차 모형 만지고요. 집사람은 한지 공예를 해서 작업할 방 하나 있었으면 합니다",
      "preferred_style": "요란한 거 말고 편안한 한옥 느낌이면 좋겠네요",
      "colors_and_elements": "나무색 그대로가 좋아요. 대청마루 같은 거 있으면 좋겠고 번쩍번쩍한 타일은 싫습니다",
      "address": "제천 백운면이요",
      "space_size": "26평이요",
      "budget": "1억 안쪽으로요",
      "move_in_date": "추석 전에요",
      "key_considerations": "단열이요. 산골이라 겨울에 엄청 춥습니다. 기름값도 많이 나오고",
      "important_collections": "기차 모형이요. 장식장 하나 길게 짜주시면 좋겠어요",
      "number_of_visits": "현장은 두세 번이면 될 것 같아요",
      "collaboration_notes": "전화로 해주세요. 카톡은 잘 못 봐요"
    },
    "otherwise": "그건 잘 모르겠네요. 알아서 해주세요",
    "expected": {
      "project_background": { "said": 0, "text": ["시골집 하나 사서 고치려고", "퇴직하고 내려가 살 집"] },
      "address": { "said": 0, "text": ["제천 백운면"] },
      "property_category": { "said": 1, "value": {"kind": "choice", "selected": ["detached_house"]} },
      "age": { "said": 1, "value": {"kind": "number_with_unit", "amount": 37, "unit": "years"} },
      "layout": { "said": 1, "text": ["방 둘에 부엌 하나", "화장실은 바깥에"] },
      "target_audience": { "said": 3, "text": ["집사람이랑 둘이", "진돗개 한 마리"] },
      "space_size": { "said": 4, "value": {"kind": "number_with_unit", "amount": 26, "unit": "pyeong"} },
      "budget": { "said": 5, "value": {"kind": "money", "amount": 100000000, "currency": "KRW", "bound": "at_most"} },
      "move_in_date": { "said": 6, "value": {"kind": "date", "date": "2026-09-01", "precision": "month", "relation": "by", "part": "mid"} },
      "important_collections": { "said": 7, "text": ["기차 모형"] },
      "problem_need": { "said": "asked", "text": ["화장실이 밖에 있는 게", "외풍"] },
      "lifestyle": { "said": "asked", "text": ["텃밭", "한지 공예"] },
      "preferred_style": { "said": "asked", "text": ["편안한 한옥 느낌"] },
      "colors_and_elements": { "said": "asked", "text": ["나무색 그대로", "번쩍번쩍한 타일은 싫습니다"] },
      "key_considerations": { "said": "asked", "text": ["단열"] }
    }
  }
];
