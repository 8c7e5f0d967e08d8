import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 98 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: writing for someone else, or with someone
 * else (an office manager for the boss, a son or daughter for a parent, partners and spouses who disagree and settle it in
 * the chat, answers relayed late after asking, another person's words pasted in; the other person's own projects,
 * numbers, ages, places and dates beside the project's). Written in session 51 by seven writers, two to four
 * conversations each; all 21 came in the session. Every one was first played on 730800c1 (the session's start): 181 of
 * 273 facts (66.3 %), 15 wrong values, 16 asked again, 0 loops, 0 off-type questions, at most 15 turns. Its
 * conversations were then used for work.
 */
/* Writer's note (en-US, batch 98)
 * - brand_design: Denise, office manager relaying for Dr. Amara Okafor (pediatric dental practice in Tulsa, new logo + full identity for a 2nd office in Broken Arrow); traps: 2009/2019 partner history, Mobile, Alabama (name story, not the address), "this summer" opening, ages 1-17, 3 reviewers, 400 unread emails, April 10 sign-file date; deadline corrected from "end of April" (msg 4) to April 3 (msg 6) after the boss's text; registration pending with USPTO, brother-in-law handles it (no help wanted).
 * - packaging_design: daughter typing for her mom Hema (61), masala blends; mother and daughter disagree pouches vs tins and mom wins (tins + gift set of 3); traps: age 61, 30 years, closed Jersey City restaurant 2021, Ahmedabad, Montclair market, March 24 buyer meeting, nephew's $2,400 quote, rejected pouches; spec corrected in the same message from 4 oz to 3 oz tins (4 oz was the old bags).
 * - website: wife typing with husband Tom over her shoulder, Birchwood Inn in Stowe, VT, booking site; they settle languages (English + French) and budget in the chat ($6k vs $9k settled at $7,500 ceiling); traps: 9 rooms, 1840, 2015, 2017, Booking.com 15%, daughter's wedding May 30, competitor names relayed from Tom; deadline by April 15.
 * - other: grandson Caleb writing for grandmother Ruth (88) about her self-published memoir cover + interior layout, pasting her own words about the cover (windmill, blue sky, gold wheat, nothing fancy); traps: 1940s, western Kansas, '51 flood, 240 pages, 20 photos, her age (90 corrected to 89, not a project fact), June 13 party, 4-week print time; deadline corrected from May 8 (msg 4) to May 1 (msg 6) after the printer called; address only when asked (Wichita).
 * - commercial_space: office manager Marisol booking for chef-owner Tomás (relays his answers late, quotes him); second restaurant, a taqueria + mezcal bar in Logan Square, 1,850 sq ft, under $400k, opens June 15. Traps: existing restaurant Brasa on Division St and its 3,200 sq ft, rival quote of 520k, 40-min wait, Cinco de Mayo wish, March 1 key handover, 80-year-old comal, 14 hrs a day. Nothing corrected; the opening date arrives after "let me ask him".
 * - exhibition_space: one of two tile-company partners (Dev reading over the shoulder); cement-tile booth at Anaheim Convention Center Hall C, opens Apr 23, move-in Apr 21, out by Apr 26, $35k. Traps: company base Pasadena, show end Apr 25, 4-person workshop, Dev's $25k and the rep's 40-50k range, Arizona distributors. Corrected: booth 10x10 -> 10x20 (200 sq ft) after the partners argue it out in chat.
 * - residential_space: son Michael in Columbus typing for his 81-year-old mother Ruth; condo in Sarasota Gulf Gate, 2 bed 2 bath, 1,150 sq ft, move in by May 29, collections piano + quilts. Traps: mother's age 81, old house since 1974 with 4 bedrooms, father died 2021, son's city Columbus, Memorial Day weekend move help, 1950s piano, 40 years of quilts, grandkids 7 and 10. Corrected: build year 1988 -> 1986 (age 40 years), budget 60k -> up to $75,000 after mom's call-back.
 */
/* Writer's note (zh-TW, batch 98)
 * - brand_design: daughter in Sydney typing for her 62-year-old mom's Tainan bakery (阿月餅舖), full identity refresh; traps: shop open ~38 years, mom's age 62, 4am baking, brother's Taipei café logo that cost 3萬, Sydney location; corrected: trademark "maybe registered?" -> after asking mom, not registered and she wants help (msg 5); deadline mom first said end of May, then changed to by mid-April (msg 6); style disagreement settled (keep brush calligraphy, cleaner overall).
 * - packaging_design: administrative assistant asking for boss 林董 of a Nantou Lugu family tea factory, oolong gift box; traps: last year's award, "three generations", Mid-Autumn launch, printer's two months, last year's March start, 80元 packaging cost (only in key_considerations); corrected: spec first 2 x 150g per box, later after checking with boss 4 x 75g (msg 4).
 * - website: wife typing for herself and husband, 4-room minsu in Taitung Dulan, booking site; traps: booking.com 15% commission, last month's double booking, husband's 5萬 and friend's Kenting site 12萬 (settled on at most 8萬), last year's Japanese guests, husband's surf school IG (not to be included); languages argued then settled on 中英日; deadline by June.
 * - other: terse son typing for retired Chinese-teacher father, self-published poetry book cover + layout; traps: 30+ years of writing, 120 poems/200 pages, printer's 3 weeks, son works in Taipei (home is Zhubei), friends in their 70s; corrected: birthday 3/8 -> actually 4/8, so design deadline moves from mid-Feb to mid-March (msg 5); style disagreement settled in dad's favour.
 * - commercial_space: office admin 小林 booking for bakery owner 陳姐 (2nd shop in 竹北); traps: first shop in 新竹東區, 8 years, first shop 12坪, rival quote 380萬, boss's age 50, Mother's Day; corrected size 22坪 -> 24坪 after asking the boss; budget relayed "300萬以內" (at_most).
 * - exhibition_space: daughter typing for her father's hand-tool factory (台中大里) at a hardware fair in 南港展覽館1館; traps: 30+ years, last year's 9 m² booth in Taichung, 5pm closing time, Cologne fair, initial 40萬; budget corrected in the same message to "最多50萬" (at_most); style settled between father (dark industrial) and daughter (brighter) -> industrial but brighter.
 * - residential_space: son in Taipei writing for retired parents' 台南東區 townhouse, forwards mom's LINE message; build year 民國81年 = 34 years; traps: dad's 200萬 vs agreed 250萬, parents' ages 68/63, 13-year-old cat, sister's birth in November, son's Taipei location; size corrected 50坪 -> 46坪 after phoning mom; colors settled by parents as 淺木頭加白.
 */
/* Writer's note (ko-KR, batch 98)
 * - exhibition_space: daughter typing for her 67-year-old father (Dangjin makgeolli brewery, founded 1988) who exhibits at a liquor fair at COEX Hall C, Apr 9-11 (move-in Apr 8, out Apr 11 night); traps: Dangjin (brewery, not venue), 1988, age 67, last year's 3x3 festival tent booth costing 400, dad's 2천 budget overruled by mom (1500만원 at most); corrected: booth size 3x6 -> 6x6 = 36 m2 after checking the form.
 * - brand_design: one of two roastery partners (느린물), relaying partner Minji's views; full identity refresh, trademark filed and under examination, no help needed; traps: logo made 3 years ago, filed last November, 3 products on store, Mar 14 Seongsu popup date and place (deadline is early March, studio is in Mangwon-dong); settled: green -> terracotta after partner's objection.
 * - packaging_design: daughter typing for her 62-year-old mother who runs a 30-year-old sesame/perilla oil mill in Yeongju; glass bottle + label + 2-bottle gift set. Traps: mother's age 62, "30년째", old 350ml bottle, a friend's chili-powder shop paying 200만원 last year, 설 (Lunar New Year) wish vs real deadline end of April. Corrected: volume 350ml -> 300ml after asking mom.
 * - website: office manager (실장) of a vet clinic in Suwon Gwanggyo writing for the director; booking site with separate vet/grooming bookings. Traps: old site built 2017, four vets, friend's clinic site cost 800, 2nd branch opening in Bundang on 3월 2일 (not the launch), English only "later". Corrected: budget 1500 -> 1200 (VAT incl., at most) after asking the director.
 * - other: husband typing with his wife beside him, taco food truck in Daejeon Yuseong; truck wrap + menu board + logo touch-up. Traps: 1-ton Porter bought used last year, Sejong festival last month, Yuseong festival in early May and a one-week wrap install (deadline is mid-April), 충남대/카이스트 spots. Corrected/settled: red vs mint -> mint with red accents (wife wins); wife has final say on design.
 * - residential_space: daughter (has a 7-year-old son, lives in Bundang) typing for her widowed mother's 1998 apartment in Suseong-gu Beomeo-dong, Daegu (32 pyeong, 3 bed/2 bath, full renovation). Traps: daughter's own 24-pyeong Bundang flat, dad died 2019, grandson age 7, brother's 5천 renovation last year, mom's birthday 3월 14일 (not the move-in date). Corrected: budget 3500 -> "4천까지는 괜찮다" after phoning mom (max 40,000,000 KRW); move back in before end of April. Dad's piano volunteered as important_collections.
 * - commercial_space: one of two bakery-café partners writing, relaying partner Minji's views (pasted KakaoTalk quote for style, her electrical 3-phase warning). 18-pyeong ground-floor unit in Mangwon-dong, opening 5월 1일. Traps: Minji's current 10-pyeong Yeonnam-dong bakery of 7 years, lease start 2월 2일, budget proposals 5천 and 7천 before settling on 6천; colour argument deep green vs navy settled as navy (+ brass lighting).
 */
export const ninetyEighthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout98-brand-en-office-manager-for-dentist",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi! I'm Denise, I run the front office for Dr. Amara Okafor, she owns Bright Harbor Pediatric Dentistry here in Tulsa. She asked me to get the ball rolling on a new logo + full identity because she's opening a second office in Broken Arrow this summer. She's with patients all day so I'm the go-between, sorry in advance lol",
      "The current logo is a cartoon tooth in a sailor hat that her first partner picked out back in 2009. Dr. O bought him out in 2019 and has hated the tooth ever since. Her words: \"parents think we're a cereal brand.\" She wants it to look like a real medical practice parents can trust, not a cartoon.",
      "ok I asked her about the name between patients. She says Bright Harbor is because she grew up in Mobile, Alabama and her dad ran a tugboat, and the harbor was the safe place the boats came back to. She wants the office to feel like that for nervous kids",
      "services: cleanings and checkups, sealants, fillings, sedation for the really anxious kids, and early ortho screenings. patients are 1 to 17",
      "timeline wise she said end of April, the sign company is doing the new building after that",
      "colors: she likes a deep teal and a warm coral. Dr. Lin, who's going to run the Broken Arrow office with her, apparently vetoed purple, so no purple please",
      "ok correction on the date, just got her text: the sign company needs final files April 10, so she wants the logo done by April 3. NOT end of April, sorry!!",
      "Also she wanted me to say there are 3 of us who'll look at drafts but she makes the final call. Please email me, not her, she has like 400 unread emails lol"
    ],
    "whenAsked": {
      "registration_status": "I checked with her, she says she filed Bright Harbor with the USPTO last fall and it's still pending",
      "need_registration_assistance": "she says no thanks, her brother-in-law is a lawyer and he's handling it",
      "brand_website": "brightharborkids.com, and instagram is @brightharborkids",
      "target_audience": "parents of young kids mostly, moms 28 to 45 who research everything online. and the kids themselves, a lot of them are scared of the dentist",
      "preferred_style": "calm, friendly but grown up. she keeps sending me screenshots of Headspace and Warby Parker",
      "key_considerations": "it can't look babyish but kids still have to like it. and it has to work on the new building sign, which is huge",
      "other_design_requirements": "business cards, appointment cards, and the sign for Broken Arrow"
    },
    "otherwise": "not sure, I'd have to ask her. no strong preference I think",
    "expected": {
      "project_background": { "said": 0, "text": ["new logo + full identity", "second office"] },
      "address": { "said": 0, "text": ["Tulsa"] },
      "problem_need": { "said": 1, "text": ["real medical practice", "not a cartoon"] },
      "brand_name_story": { "said": 2, "text": ["tugboat", "safe place"] },
      "products_or_services": { "said": 3, "text": ["cleanings and checkups", "sealants", "sedation"] },
      "colors_and_elements": { "said": 5, "text": ["deep teal", "warm coral", "no purple"] },
      "expected_deadline": { "said": 6, "value": { "kind": "date", "date": "2026-04-03", "precision": "day", "relation": "by"} },
      "collaboration_notes": { "said": 7, "text": ["she makes the final call", "email me"] },
      "registration_status": { "said": "asked", "value": { "kind": "choice", "selected": ["in_progress"]} },
      "need_registration_assistance": { "said": "asked", "value": { "kind": "yes_no", "value": false} },
      "brand_website": { "said": "asked", "text": ["brightharborkids.com"] },
      "target_audience": { "said": "asked", "text": ["parents of young kids", "scared of the dentist"] },
      "preferred_style": { "said": "asked", "text": ["calm", "friendly but grown up"] },
      "key_considerations": { "said": "asked", "text": ["can't look babyish", "building sign"] }
    }
  },
  {
    "id": "heldout98-packaging-en-daughter-types-for-spice-mom",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "hi I'm typing this for my mom, Hema, she doesn't really do chat stuff. she's 61 and has been making her own masala blends for like 30 years, she used to sell them out of her restaurant in Jersey City before she closed it in 2021. now she sells at 2 farmers markets and wants real packaging instead of ziplocs with a printed label 😅",
      "the product: 6 spice blends. garam masala, chai masala, chaat masala, sambar powder and two of her own. you use like a teaspoon at a time while cooking",
      "ok so we disagree on this part. I wanted resealable pouches bc cheaper to ship, she wants round tins like her mom had in Ahmedabad. she's standing right here and says tins. Fine. Tins 🙄 and also a gift set with 3 of them for the holidays",
      "each tin is 4 oz of spice. wait she's correcting me, 3 oz tins, the 4 oz was the old bags. and the gift box holds 3 tins",
      "what makes it different: she roasts and grinds everything herself in small batches and every tin gets the batch date handwritten. no fillers, no salt in the garam masala. people at the Montclair market literally line up for the chai masala",
      "deadline: she has a meeting with the buyer from a local grocery chain on March 24 and wants real samples for that, so she wants the design done by March 6 so the printer has time",
      "also she says her nephew Raj does graphic design and quoted her $2,400 but he's sooo slow, that's why we're here lol"
    ],
    "whenAsked": {
      "target_audience": "home cooks. a lot of young indian-american families who don't have time to make blends from scratch, and honestly lots of non-indian people at the market who are curious",
      "sales_channels": "the two farmers markets, her Etsy shop, and hopefully that grocery chain",
      "preferred_style": "warm, homemade but not messy. she loves those old indian matchbox labels, the vintage ones",
      "colors_and_elements": "she wants marigold yellow and deep red, and a little drawing of her mom's brass spice box. no cartoon elephants please",
      "preferred_materials": "tin obviously, and recycled paperboard for the gift box. no plastic windows, she hates those",
      "key_considerations": "the tins have to seal tight so the smell stays in, and there has to be space for her handwritten batch date"
    },
    "otherwise": "she says no preference",
    "expected": {
      "project_background": { "said": 0, "text": ["masala blends", "farmers markets"] },
      "problem_need": { "said": 0, "text": ["instead of ziplocs"] },
      "product_description": { "said": 1, "text": ["6 spice blends", "teaspoon at a time"] },
      "packaging_form": { "said": 2, "value": { "kind": "choice", "selected": ["can_tin", "gift_set"]} },
      "specification": { "said": 3, "text": ["3 oz tins", "holds 3 tins"] },
      "unique_selling_point": { "said": 4, "text": ["roasts and grinds", "small batches", "no fillers"] },
      "expected_deadline": { "said": 5, "value": { "kind": "date", "date": "2026-03-06", "precision": "day", "relation": "by"} },
      "target_audience": { "said": "asked", "text": ["home cooks", "indian-american families"] },
      "sales_channels": { "said": "asked", "text": ["farmers markets", "Etsy", "grocery chain"] },
      "preferred_style": { "said": "asked", "text": ["homemade but not messy", "matchbox labels"] },
      "colors_and_elements": { "said": "asked", "text": ["marigold yellow", "deep red", "no cartoon elephants"] },
      "preferred_materials": { "said": "asked", "text": ["tin", "recycled paperboard"] },
      "key_considerations": { "said": "asked", "text": ["seal tight", "batch date"] }
    }
  },
  {
    "id": "heldout98-website-en-innkeepers-settle-it-in-chat",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi there. My husband Tom and I own the Birchwood Inn in Stowe, Vermont. 9 rooms, a farmhouse from 1840, we bought it in 2015. Our website was built by a friend of Tom's in 2017 and it's falling apart. I'm the one typing, Tom is reading over my shoulder and has Opinions 🙂",
      "Biggest problem: people can't book on their phones. They call or email instead and we lose half of them. We want a booking site where guests see real availability and book directly, and we stop paying Booking.com 15% on everything",
      "Current site is birchwoodinnstowe.com. Please don't judge us",
      "Languages. Tom says English only is fine. I say we get a LOT of guests from Montreal and Quebec City. ...He's conceding. English and French.",
      "Budget, we went back and forth on this at dinner last night. Tom said $6,000 max, I said $9,000. We settled on $7,500 and that's our ceiling.",
      "We'd love it live before summer bookings pick up, so by April 15. Our daughter's wedding is here at the inn on May 30 and after that we're useless lol",
      "Pages we're thinking: home, rooms (each of the 9 with photos), book now, breakfast, weddings & events, things to do in Stowe, contact",
      "oh and Tom wants me to tell you Maple Ridge Lodge down the road has a site he's jealous of. Also Hollow Creek Resort, too fancy for us but gorgeous photos"
    ],
    "whenAsked": {
      "target_audience": "couples 35 to 65 mostly, weekend getaways. leaf peepers in the fall, skiers in winter, and wedding parties",
      "preferred_style": "cozy and warm, lots of big photos. Not cute-country with gingham everywhere, that's Tom's rule",
      "key_considerations": "booking has to be dead simple on a phone, and it has to sync with our calendar so we never double book",
      "collaboration_notes": "email me, we decide together, and Tom gets the last word on money"
    },
    "otherwise": "No strong preference, whatever you think works",
    "expected": {
      "project_background": { "said": 0, "text": ["Birchwood Inn", "falling apart"] },
      "address": { "said": 0, "text": ["Stowe"] },
      "problem_need": { "said": 1, "text": ["can't book on their phones", "book directly"] },
      "category": { "said": 1, "value": { "kind": "choice", "selected": ["booking"]} },
      "url": { "said": 2, "text": ["birchwoodinnstowe.com"] },
      "languages": { "said": 3, "text": ["English", "French"] },
      "budget": { "said": 4, "value": { "kind": "money", "amount": 7500, "currency": "USD", "bound": "at_most"} },
      "expected_deadline": { "said": 5, "value": { "kind": "date", "date": "2026-04-15", "precision": "day", "relation": "by"} },
      "main_pages": { "said": 6, "text": ["rooms", "book now", "weddings & events"] },
      "competitors": { "said": 7, "text": ["Maple Ridge Lodge", "Hollow Creek Resort"] },
      "target_audience": { "said": "asked", "text": ["couples 35 to 65", "wedding parties"] },
      "preferred_style": { "said": "asked", "text": ["cozy and warm", "big photos"] },
      "key_considerations": { "said": "asked", "text": ["dead simple on a phone", "double book"] }
    }
  },
  {
    "id": "heldout98-other-en-grandson-forwards-memoir-cover",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hello, I'm reaching out on behalf of my grandmother, Ruth Hadley. She's 88 and just finished writing a memoir about growing up on a wheat farm in western Kansas in the 1940s. We're self-publishing it and need a book cover, and probably the inside layout too. I'm her grandson Caleb, I handle the tech side for her",
      "It's called Wind Over the Wheat. About 240 pages, 6x9 paperback, with maybe 20 old family photos through it",
      "I'll paste what she wrote me when I asked what she wants on the cover: \"No picture of me, I look like a prune. Put Daddy's windmill on it, the one that stood by the north field till the '51 flood. Blue sky, gold wheat. Nothing fancy.\"",
      "who it's for: family and her church friends first, but she's hoping the county historical society will sell it in their gift shop. Readers are older, 60s to 90s, people who remember farm life",
      "Deadline: she turns 90 in June — sorry, 89, my mom just corrected me in the family group chat. The party is June 13 and we want printed books there to hand out. Printer says 4 weeks, so the design has to be done by May 8",
      "How we'd work: I'm the contact and email is best, but Grandma has the final say on everything. She doesn't do email so I'll print the proofs and take them over to her",
      "update on the date: the printer called back, with all the photos it's 5 weeks, not 4. So we need the final design by May 1 instead of May 8"
    ],
    "whenAsked": {
      "problem_need": "we want it to look like a real book people would pick up, not a homemade printout. she wants it to last for the great-grandkids",
      "address": "we're in Wichita, Kansas",
      "key_considerations": "the old photos are in rough shape, some are tiny and scratched, so they need to look ok in print. and the text has to be big enough for her friends to read"
    },
    "otherwise": "no preference, honestly",
    "expected": {
      "project_background": { "said": 0, "text": ["memoir", "self-publishing"] },
      "other_design_requirements": { "said": 0, "text": ["book cover", "inside layout"] },
      "colors_and_elements": { "said": 2, "text": ["windmill", "Blue sky, gold wheat", "No picture of me"] },
      "preferred_style": { "said": 2, "text": ["Nothing fancy"] },
      "target_audience": { "said": 3, "text": ["60s to 90s", "remember farm life"] },
      "collaboration_notes": { "said": 5, "text": ["Grandma has the final say", "print the proofs"] },
      "expected_deadline": { "said": 6, "value": { "kind": "date", "date": "2026-05-01", "precision": "day", "relation": "by"} },
      "problem_need": { "said": "asked", "text": ["real book", "not a homemade printout"] },
      "address": { "said": "asked", "text": ["Wichita"] },
      "key_considerations": { "said": "asked", "text": ["old photos are in rough shape", "big enough"] }
    }
  },
  {
    "id": "heldout98-commercial-en-chef-taqueria-assistant",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi! I'm Marisol, I run the office for Chef Tomás Reyes, he owns Brasa, the Oaxacan place on Division St. He's opening a second spot and asked me to get the ball rolling with designers since he's in the kitchen 14 hrs a day 😅",
      "The new one is NOT a copy of Brasa. It's a counter-service taqueria + mezcal bar. It's in Logan Square, on Milwaukee Ave near the Blue Line stop",
      "size-wise the lease says 1,850 sq ft. Brasa is like 3,200 so this is way smaller, he's fine with that",
      "budget: he said keep it under $400k all in, that includes the kitchen. the other firm we talked to quoted 520 and he said that was nuts lol",
      "the big thing he wants to fix: at Brasa people wait 40 min on weekends and there's nowhere to stand. here the line needs to actually work, order fast, grab a mezcal while you wait",
      "opening date he was dreaming of Cinco de Mayo but landlord won't hand over keys until March 1 so... let me ask him, one sec",
      "ok caught him between lunch and dinner. he says we open June 15, that's the date, he already told the mezcal distributor",
      "oh and one thing he's super particular about: his grandmother's comal, it's like 80 years old, he wants it hanging on the wall where people see it the second they walk in"
    ],
    "whenAsked": {
      "brand_value": "he always says \"abuela's kitchen, not a theme park.\" warm, like you're a guest at someone's house",
      "target_audience": "neighborhood people, lots of young professionals in Logan Sq, families on weekends, and a bar crowd later at night",
      "competitive_advantage": "everything's made from scratch, tortillas pressed to order. most of the taco spots around there use bagged ones",
      "preferred_style": "I had to text him this one. he said \"not Tulum-y, no macramé.\" more raw materials, clay, wood, a little rough around the edges",
      "colors_and_elements": "terracotta and a deep green. he hates neon signs so no neon please",
      "key_considerations": "the line flow for sure. and the kitchen has to pass health inspection first try, he got burned on that at Brasa"
    },
    "otherwise": "I'd have to check with him, but I think no preference",
    "expected": {
      "project_background": { "said": 1, "text": ["counter-service taqueria", "mezcal bar"] },
      "address": { "said": 1, "text": ["Logan Square"] },
      "space_size": { "said": 2, "value": { "kind": "number_with_unit", "amount": 1850, "unit": "ft2"} },
      "budget": { "said": 3, "value": { "kind": "money", "amount": 400000, "currency": "USD", "bound": "at_most"} },
      "problem_need": { "said": 4, "text": ["nowhere to stand", "line needs to actually work"] },
      "opening_date": { "said": 6, "value": { "kind": "date", "date": "2026-06-15", "precision": "day", "relation": "on"} },
      "unique_design": { "said": 7, "text": ["grandmother's comal"] },
      "brand_value": { "said": "asked", "text": ["abuela's kitchen", "guest"] },
      "target_audience": { "said": "asked", "text": ["young professionals", "families on weekends", "bar crowd"] },
      "competitive_advantage": { "said": "asked", "text": ["made from scratch", "tortillas pressed to order"] },
      "preferred_style": { "said": "asked", "text": ["raw materials", "clay", "not Tulum-y"] },
      "colors_and_elements": { "said": "asked", "text": ["terracotta", "deep green", "no neon"] },
      "key_considerations": { "said": "asked", "text": ["line flow", "health inspection"] }
    }
  },
  {
    "id": "heldout98-exhibition-en-tile-partners-booth",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "hi, writing for me and my business partner Dev. we make handmade cement tiles (Ladrillo Tile Co, out of Pasadena) and we got a booth at the Pacific Home & Build Expo in April. first real trade show for us. Dev is reading over my shoulder so if I contradict myself that's why",
      "it's at the Anaheim Convention Center, Hall C. show opens April 23 and runs through the 25th. move-in starts April 21, and everything has to be out by noon on the 26th",
      "booth size: I booked a 10x10 but Dev says we need a 10x20 to actually lay down floor samples. we're literally arguing about it right now",
      "ok fine Dev wins. upgrading to 10x20, so 200 sq ft. he's paying the difference out of his half 😂",
      "one idea we both actually agree on: the booth floor IS the product. people walk on our tiles the second they step in. a real patterned floor, not photos on a wall",
      "budget is 35k for design + build. Dev wanted to say 25, our rep at the show said most 10x20s run 40 to 50, so we met in the middle at 35",
      "we're there mostly for interior designers and contractors who spec tile for projects, plus a couple of distributors from Arizona we've been emailing. not really the public"
    ],
    "whenAsked": {
      "brand_value": "every tile is poured by hand by 4 of us in a workshop the size of a garage. we want people to feel it's craft, not factory",
      "preferred_style": "Dev says \"gallery\", I say \"warm workshop\". so clean like a gallery but with raw wood, maybe you can see the molds",
      "water_electricity_supply": "electricity for lights and a screen. no water, we're not doing a live pour (Dev wanted to, the answer is no)",
      "key_considerations": "the floor has to go in and come out fast, we only have the move-in days and we want to keep the tiles after",
      "plans_after_project": "if it goes well we'd do the Vegas show in the fall and reuse as much as we can"
    },
    "otherwise": "no strong feelings either way",
    "expected": {
      "project_background": { "said": 0, "text": ["handmade cement tiles", "first real trade show"] },
      "address": { "said": 1, "text": ["Anaheim Convention Center", "Hall C"] },
      "opening_date": { "said": 1, "value": { "kind": "date", "date": "2026-04-23", "precision": "day", "relation": "on"} },
      "entry_date": { "said": 1, "value": { "kind": "date", "date": "2026-04-21", "precision": "day"} },
      "exit_date": { "said": 1, "value": { "kind": "date", "date": "2026-04-26", "precision": "day", "relation": "by"} },
      "space_size": { "said": 3, "value": { "kind": "number_with_unit", "amount": 200, "unit": "ft2"} },
      "unique_design": { "said": 4, "text": ["the booth floor IS the product", "walk on our tiles"] },
      "budget": { "said": 5, "value": { "kind": "money", "amount": 35000, "currency": "USD"} },
      "target_audience": { "said": 6, "text": ["interior designers and contractors", "distributors"] },
      "brand_value": { "said": "asked", "text": ["poured by hand", "craft, not factory"] },
      "preferred_style": { "said": "asked", "text": ["gallery", "raw wood"] },
      "water_electricity_supply": { "said": "asked", "value": { "kind": "choice", "selected": ["electricity_only"]} },
      "key_considerations": { "said": "asked", "text": ["go in and come out fast"] }
    }
  },
  {
    "id": "heldout98-residential-en-son-for-mom-condo",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hello. I'm typing this for my mother, Ruth, who is 81 and \"doesn't do phones\" (her words). She just bought a condo in Sarasota, in the Gulf Gate area, and wants it redone before she moves in. I'm up in Columbus so I'm doing the legwork from here.",
      "She's selling the house she's lived in since 1974, 4 bedrooms, way too much for her since Dad passed in 2021. The condo is 2 bed 2 bath, about 1,150 sq ft.",
      "building was built in 1988 I think. 3rd floor, elevator, she liked that. kitchen and bathrooms are original and boy can you tell",
      "Correction from Mom (she's on speaker): the building is 1986, not 88. She has the HOA papers in front of her.",
      "Main things: the bathtub has to go, she wants a walk-in shower with a seat and grab bars that don't look like a hospital. And the kitchen is dark, she bakes every Sunday for her church and needs light to do it.",
      "Budget she told me 60 thousand.",
      "Scratch that, she just called back. Her financial advisor says she can do up to $75,000 from the house sale. So 75 max.",
      "Timing: closing on the old house is May 29 and the buyers want in right away, so she has to be living in the condo by then. My sister is flying down Memorial Day weekend to help with the move.",
      "Oh, and her piano, a 1950s Baldwin upright she will not part with, and about 40 years' worth of quilts. Both need a proper home."
    ],
    "whenAsked": {
      "target_audience": "Just her. And her cat Biscuit. The grandkids (7 and 10) stay a week every summer so the second bedroom is really for them",
      "preferred_style": "I asked her. \"Bright and cheerful, like a beach cottage but not kitschy, no seashells everywhere\"",
      "colors_and_elements": "She loves soft yellow and white. She does NOT want gray, she says every condo down there is gray",
      "key_considerations": "Safety without it looking like a nursing home. No steps, good lighting, nothing she has to climb to reach"
    },
    "otherwise": "Mom says she doesn't mind either way",
    "expected": {
      "project_background": { "said": 0, "text": ["bought a condo", "redone before she moves in"] },
      "property_category": { "said": 0, "value": { "kind": "choice", "selected": ["apartment"]} },
      "address": { "said": 0, "text": ["Sarasota", "Gulf Gate"] },
      "layout": { "said": 1, "text": ["2 bed 2 bath"] },
      "space_size": { "said": 1, "value": { "kind": "number_with_unit", "amount": 1150, "unit": "ft2"} },
      "age": { "said": 3, "value": { "kind": "number_with_unit", "amount": 40, "unit": "years"} },
      "problem_need": { "said": 4, "text": ["bathtub has to go", "walk-in shower", "kitchen is dark"] },
      "lifestyle": { "said": 4, "text": ["bakes every Sunday"] },
      "budget": { "said": 6, "value": { "kind": "money", "amount": 75000, "currency": "USD", "bound": "at_most"} },
      "move_in_date": { "said": 7, "value": { "kind": "date", "date": "2026-05-29", "precision": "day", "relation": "by"} },
      "important_collections": { "said": 8, "text": ["piano", "quilts"] },
      "target_audience": { "said": "asked", "text": ["Just her", "cat"] },
      "preferred_style": { "said": "asked", "text": ["Bright and cheerful", "beach cottage"] },
      "colors_and_elements": { "said": "asked", "text": ["soft yellow", "NOT want gray"] },
      "key_considerations": { "said": "asked", "text": ["Safety", "nursing home"] }
    }
  },
  {
    "id": "heldout98-brand-zh-daughter-mom-bakery-tainan",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 660,
    "messages": [
      "你好 我是幫我媽問的🙏 我人在雪梨 有時差回比較慢不好意思 我媽在台南開一間傳統糕餅店叫「阿月餅舖」 開了快38年了 logo是當年隔壁刻印店老闆隨便幫她弄的 這次想整個重新做一套識別 不只logo",
      "店名是用我外婆的名字 外婆叫阿月 店是我媽從外婆手上接過來的 我媽今年62歲了 還是每天4點起來做餅",
      "主要賣綠豆椪 鳳梨酥 還有喜餅 中秋跟結婚的訂單最多",
      "現在的問題是來買的都是老客人 年輕人覺得我們包裝很老氣 我弟在台北開咖啡廳 他那邊的logo是找朋友做的 花了3萬 我媽說不想要那種風格 太冷了",
      "商標的話 我媽說好像有註冊過？我問一下她",
      "ok 問了 她說沒有註冊 當年只有辦營業登記而已 如果你們可以幫忙申請商標 她說要",
      "時間的話她本來說5月底前 剛剛又改口 說4月中前一定要好 因為要印今年的喜餅禮盒",
      "風格我跟我媽意見不一樣😂 我想要簡約 她想要手寫毛筆字 最後講好 保留毛筆字 但整體乾淨一點"
    ],
    "whenAsked": {
      "brand_website": "只有FB粉專 搜尋阿月餅舖就有 沒有官網",
      "target_audience": "想多吸引一些25到35歲準備結婚的新人 但老客人也不能跑掉 很多都是阿姨阿伯",
      "colors_and_elements": "我媽說紅色要留 喜餅要喜氣 但不要金色亮亮的那種",
      "key_considerations": "不要改到老客人認不出來 還有我媽看不懂太抽象的東西 要她看得懂",
      "collaboration_notes": "都跟我聯絡就好 但最後要我媽點頭才算"
    },
    "otherwise": "這個我媽應該沒意見 都可以",
    "expected": {
      "project_background": { "said": 0, "text": ["傳統糕餅店", "重新做一套識別"] },
      "brand_name_story": { "said": 1, "text": ["外婆的名字"] },
      "products_or_services": { "said": 2, "text": ["綠豆椪", "鳳梨酥", "喜餅"] },
      "problem_need": { "said": 3, "text": ["都是老客人", "年輕人覺得我們包裝很老氣"] },
      "registration_status": { "said": 5, "value": { "kind": "choice", "selected": ["not_registered"]} },
      "need_registration_assistance": { "said": 5, "value": { "kind": "yes_no", "value": true} },
      "expected_deadline": { "said": 6, "value": { "kind": "date", "date": "2026-04-01", "precision": "month", "relation": "by", "part": "mid"} },
      "preferred_style": { "said": 7, "text": ["保留毛筆字", "乾淨一點"] },
      "brand_website": { "said": "asked", "text": ["FB粉專"] },
      "target_audience": { "said": "asked", "text": ["準備結婚的新人"] },
      "colors_and_elements": { "said": "asked", "text": ["紅色要留", "不要金色"] },
      "key_considerations": { "said": "asked", "text": ["老客人認不出來"] }
    }
  },
  {
    "id": "heldout98-packaging-zh-assistant-tea-giftbox",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我是茶行的行政助理，幫我們老闆林董詢問包裝設計。我們是南投鹿谷的家族茶廠，今年想把凍頂烏龍做一個新的禮盒系列。",
      "產品是凍頂烏龍茶葉，真空包裝，客人買回去用熱水沖泡。老闆原本說一盒放兩包150克。",
      "老闆特別交代一定要強調：我們是炭焙的，傳統手工焙火，已經傳了三代，茶湯比較醇厚。去年還拿到鄉裡比賽的頭等獎。",
      "主要是送禮用，客群大概是40歲以上的企業主，還有買來送客戶的公司行號。銷售通路有門市、官網，今年開始也會進百貨公司的年節檔期。",
      "抱歉補充一下，剛剛進去跟老闆確認，他說改成一盒4小包，每包75克，比較好分送。",
      "包裝形式的部分：外面是硬紙盒，裡面的小包用鋁箔夾鏈袋。外盒老闆想用有質感的紙，不要塑膠。",
      "時間上，老闆希望中秋前可以上市，印刷廠說要留兩個月，所以設計要在6月底以前完成。去年的禮盒是3月才開始弄，結果差點來不及😅",
      "風格的話，老闆說要「低調、有份量」，他很喜歡日本老舖那種感覺。"
    ],
    "whenAsked": {
      "colors_and_elements": "老闆說可以用墨綠色，想放我們茶園的山景，不要大紅色，太俗氣。",
      "key_considerations": "成本不能太高，老闆說一盒包材要控制在80元內，還有寄送時茶包不能被壓到。",
      "collaboration_notes": "資料都由我這邊對接，最後拍板的是林董。",
      "other_design_requirements": "如果可以的話，提袋也想一起設計。"
    },
    "otherwise": "這部分我再跟老闆確認，目前沒有特別要求。",
    "expected": {
      "project_background": { "said": 0, "text": ["家族茶廠", "新的禮盒系列"] },
      "address": { "said": 0, "text": ["南投鹿谷"] },
      "product_description": { "said": 1, "text": ["凍頂烏龍茶葉"] },
      "unique_selling_point": { "said": 2, "text": ["炭焙", "手工焙火"] },
      "target_audience": { "said": 3, "text": ["40歲以上的企業主", "公司行號"] },
      "sales_channels": { "said": 3, "text": ["門市", "官網", "百貨公司"] },
      "specification": { "said": 4, "text": ["一盒4小包", "每包75克"] },
      "packaging_form": { "said": 5, "value": { "kind": "choice", "selected": ["box", "bag_pouch"]} },
      "preferred_materials": { "said": 5, "text": ["有質感的紙", "鋁箔"] },
      "expected_deadline": { "said": 6, "value": { "kind": "date", "date": "2026-06-01", "precision": "month", "relation": "by", "part": "late"} },
      "preferred_style": { "said": 7, "text": ["低調、有份量", "日本老舖"] },
      "colors_and_elements": { "said": "asked", "text": ["墨綠色", "山景", "不要大紅色"] },
      "key_considerations": { "said": "asked", "text": ["控制在80元內", "茶包不能被壓到"] }
    }
  },
  {
    "id": "heldout98-website-zh-couple-minsu-taitung",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨嗨 我跟我老公在台東都蘭開民宿 叫浪花小屋 總共4間房 現在訂房都靠FB私訊跟booking 想做一個自己的網站可以直接訂房",
      "因為booking抽15%真的很傷😭 而且私訊常常漏回 上個月就有兩組客人訂到同一天撞房",
      "網址的話 我老公說之前有買一個 langhua-house.com 但一直沒用 裡面是空的",
      "預算喔 我老公說5萬 我覺得5萬做不出來吧 我朋友在墾丁的民宿網站做了12萬欸 剛剛吵了一下 最後說好最多8萬",
      "語言要中文跟英文 我老公說還要日文 因為去年滿多日本客人 好啦那就中英日三種",
      "頁面大概要 房型介紹 線上訂房 交通 周邊景點 還有關於我們 我老公的衝浪教室有自己的IG 那個不用放進來",
      "希望暑假前上線 最晚6月 7、8月是旺季 衝浪的客人很多🏄"
    ],
    "whenAsked": {
      "target_audience": "大部分是25到40歲的情侶 還有來衝浪的年輕人 假日也有帶小孩的家庭",
      "competitors": "很喜歡「都蘭紅瓦」跟「小島停留」這兩家民宿的網站 乾淨又好訂",
      "preferred_style": "簡單 有海的感覺 照片要大 不要太花",
      "key_considerations": "手機一定要好訂 要可以刷卡付款 還有後台我們自己要會改房價",
      "colors_and_elements": "藍色跟白色吧 我老公想要沙子的米色 都可以"
    },
    "otherwise": "都可以啦 你們專業的決定😂",
    "expected": {
      "project_background": { "said": 0, "text": ["開民宿", "自己的網站"] },
      "category": { "said": 0, "value": { "kind": "choice", "selected": ["booking"]} },
      "problem_need": { "said": 1, "text": ["抽15%", "私訊常常漏回"] },
      "url": { "said": 2, "text": ["langhua-house.com"] },
      "budget": { "said": 3, "value": { "kind": "money", "amount": 80000, "currency": "TWD", "bound": "at_most"} },
      "languages": { "said": 4, "text": ["中文", "英文", "日文"] },
      "main_pages": { "said": 5, "text": ["房型介紹", "線上訂房", "周邊景點"] },
      "expected_deadline": { "said": 6, "value": { "kind": "date", "date": "2026-06-01", "precision": "month", "relation": "by"} },
      "target_audience": { "said": "asked", "text": ["情侶", "來衝浪的年輕人"] },
      "competitors": { "said": "asked", "text": ["都蘭紅瓦", "小島停留"] },
      "preferred_style": { "said": "asked", "text": ["有海的感覺", "照片要大"] },
      "key_considerations": { "said": "asked", "text": ["手機一定要好訂", "自己要會改房價"] }
    }
  },
  {
    "id": "heldout98-other-zh-son-dad-poetry-book",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "hi 我幫我爸問 他是退休國文老師 寫了30幾年的詩 想自費出版一本詩集",
      "要設計的是封面+內頁排版 大概120首 他說印出來200頁左右",
      "他想在生日3/8前拿到書送親友 印刷廠說要3週 所以設計最晚2月中要好",
      "我們家住新竹竹北 我平常在台北上班 所以線上聯絡比較方便 我爸不太會用電腦 稿子要給他看的話要用LINE傳圖 最後他自己決定",
      "風格他想要素一點 有留白 像洪範那種老派的詩集 我本來想說做現代一點 他說不要 好 聽他的",
      "欸剛打給我爸 他說生日是4/8啦 我記錯😅 那設計3月中前好就可以",
      "然後字要大一點!! 他那些朋友都70幾歲 太小看不到"
    ],
    "whenAsked": {
      "problem_need": "就是讓他一輩子寫的東西有個像樣的樣子 之前他自己用word印過 很醜",
      "colors_and_elements": "他喜歡深藍 不要太花 封面可以放他自己畫的竹子",
      "number_of_visits": "不用見面啦 線上就好"
    },
    "otherwise": "沒特別想法 看你們",
    "expected": {
      "project_background": { "said": 0, "text": ["退休國文老師", "自費出版一本詩集"] },
      "other_design_requirements": { "said": 1, "text": ["封面", "內頁排版"] },
      "address": { "said": 3, "text": ["新竹竹北"] },
      "collaboration_notes": { "said": 3, "text": ["線上聯絡", "用LINE傳圖"] },
      "preferred_style": { "said": 4, "text": ["素一點", "留白", "洪範"] },
      "expected_deadline": { "said": 5, "value": { "kind": "date", "date": "2026-03-01", "precision": "month", "relation": "by", "part": "mid"} },
      "target_audience": { "said": 6, "text": ["朋友都70幾歲"] },
      "key_considerations": { "said": 6, "text": ["字要大一點"] },
      "problem_need": { "said": "asked", "text": ["像樣的樣子"] },
      "colors_and_elements": { "said": "asked", "text": ["深藍", "竹子"] }
    }
  },
  {
    "id": "heldout98-commercial-zh-bakery-assistant-for-boss",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好 我是「麥穗日和」烘焙坊的行政小林 幫我們老闆陳姐詢問的🙏 她想在竹北開第二間店 第一間在新竹東區 已經開8年了",
      "新店面在一樓 大概22坪 這次最想要的是有內用區 東區那間只有12坪 完全沒位置坐 客人買了就走",
      "預算的部分我剛剛LINE問了陳姐 她說設計加裝潢300萬以內 之前有一家設計公司報過380萬 她覺得太貴了",
      "啊 陳姐剛回我說坪數是24坪才對 我剛剛看錯資料了 不好意思",
      "開幕她希望是5月初 她今年剛好50歲 說這間店是送自己的禮物哈哈 而且要趕在母親節前 那是蛋糕最旺的時候",
      "風格的話老闆喜歡日系的 溫暖乾淨 她很常去京都 拍了一堆麵包店照片 我晚點整理給你們",
      "喔她剛剛補充 要有一面大玻璃窗 讓客人可以看到師傅揉麵團 這點她很堅持😅",
      "另外新店的招牌跟菜單價目表也想請你們一起設計"
    ],
    "whenAsked": {
      "brand_value": "我問了一下 她說就是「每天吃也不會膩的麵包」 希望客人進來像到鄰居家一樣很放鬆",
      "target_audience": "竹北那邊很多年輕家庭跟科技業上班族 老闆說主要是30到45歲的媽媽 還有早上買早餐的上班族",
      "competitive_advantage": "我們都用天然酵母 不加改良劑 附近的連鎖麵包店都沒有",
      "colors_and_elements": "木頭跟白色 可以有一點麥穗的黃 她說不要粉紅色 太像婚紗店",
      "key_considerations": "動線要順 烤箱跟出爐架的位置要讓師傅好走 還有冷氣要夠 麵包店很熱 老闆最在意這個",
      "number_of_visits": "現場看的話老闆說3次左右 她要親自到",
      "collaboration_notes": "平常跟我聯絡就好 但最後都是陳姐決定"
    },
    "otherwise": "這個我要再問老闆 先都可以",
    "expected": {
      "project_background": { "said": 0, "text": ["烘焙坊", "第二間店"] },
      "address": { "said": 0, "text": ["竹北"] },
      "problem_need": { "said": 1, "text": ["內用區"] },
      "budget": { "said": 2, "value": { "kind": "money", "amount": 3000000, "currency": "TWD", "bound": "at_most"} },
      "space_size": { "said": 3, "value": { "kind": "number_with_unit", "amount": 24, "unit": "ping"} },
      "opening_date": { "said": 4, "value": { "kind": "date", "date": "2026-05-01", "precision": "month", "part": "early"} },
      "preferred_style": { "said": 5, "text": ["日系", "溫暖乾淨"] },
      "unique_design": { "said": 6, "text": ["大玻璃窗", "揉麵團"] },
      "other_design_requirements": { "said": 7, "text": ["招牌", "菜單價目表"] },
      "brand_value": { "said": "asked", "text": ["每天吃也不會膩", "鄰居家"] },
      "target_audience": { "said": "asked", "text": ["年輕家庭", "上班族"] },
      "competitive_advantage": { "said": "asked", "text": ["天然酵母"] },
      "colors_and_elements": { "said": "asked", "text": ["麥穗的黃", "不要粉紅色"] },
      "key_considerations": { "said": "asked", "text": ["動線要順", "冷氣要夠"] }
    }
  },
  {
    "id": "heldout98-exhibition-zh-daughter-for-dad-tools-fair",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨 我幫我爸問的 他在台中大里開手工具工廠 做扳手跟棘輪那些 做了30幾年 他不太會打字所以我來😂 今年4月要去南港展覽館1館參加五金展",
      "攤位是3x3的兩個連在一起 所以是6x3 18平方米 去年在台中的展只有一個攤位9平方米 擠死了",
      "展期是4/15到4/18 進場我看一下手冊… 4/13跟4/14可以進場裝潢 撤場是4/18下午5點閉館之後",
      "我爸說預算大概40萬 我跟他說現在行情這樣可能不夠 他想了一下說那最多50萬 不能再多了",
      "他最想要的是讓國外買家停下來 去年好多人走過去看都不看 這次主要想接觸歐洲跟東南亞的代理商 不是散客",
      "要有電 要接兩台螢幕跟一台扭力測試機現場示範 水不用",
      "ok剛問我爸 他說想要有一面牆把所有扳手照尺寸排成一整排 像彩虹那樣 他在德國科隆的展看過 唸很久了哈哈",
      "風格他要工業風 黑色鐵件那種 我覺得太暗了 吵了一下 最後他說好啦 亮一點 但還是要有工業感"
    ],
    "whenAsked": {
      "brand_value": "我爸常講「用一輩子不會壞」 希望買家覺得我們很實在很專業 不是便宜貨",
      "key_considerations": "展品很重 扳手牆一定要夠穩 然後撤場時間很趕 要好拆 我爸也說不要超預算",
      "expected_deadline": "主辦單位說設計圖3月中前要送審",
      "other_design_requirements": "DM跟型錄架也想做 英文版的"
    },
    "otherwise": "我爸說都可以",
    "expected": {
      "project_background": { "said": 0, "text": ["手工具工廠", "五金展"] },
      "address": { "said": 0, "text": ["南港展覽館1館"] },
      "space_size": { "said": 1, "value": { "kind": "number_with_unit", "amount": 18, "unit": "m2"} },
      "opening_date": { "said": 2, "value": { "kind": "date", "date": "2026-04-15", "precision": "day", "relation": "on"} },
      "entry_date": { "said": 2, "value": { "kind": "date", "date": "2026-04-13", "precision": "day"} },
      "exit_date": { "said": 2, "value": { "kind": "date", "date": "2026-04-18", "precision": "day"} },
      "budget": { "said": 3, "value": { "kind": "money", "amount": 500000, "currency": "TWD", "bound": "at_most"} },
      "problem_need": { "said": 4, "text": ["讓國外買家停下來"] },
      "target_audience": { "said": 4, "text": ["歐洲跟東南亞的代理商"] },
      "water_electricity_supply": { "said": 5, "value": { "kind": "choice", "selected": ["electricity_only"]} },
      "unique_design": { "said": 6, "text": ["照尺寸排成一整排"] },
      "preferred_style": { "said": 7, "text": ["工業", "亮一點"] },
      "brand_value": { "said": "asked", "text": ["用一輩子不會壞", "實在"] },
      "key_considerations": { "said": "asked", "text": ["夠穩", "好拆"] }
    }
  },
  {
    "id": "heldout98-residential-zh-son-for-parents-tainan-townhouse",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好 我是幫我爸媽問的 他們住台南東區的透天 想趁退休整間重新裝修 我人在台北上班 所以由我聯絡比較方便",
      "房子是民國81年蓋的 三層樓 一樓客廳廚房 二三樓各兩間房 總共4房2廳3衛",
      "我媽剛剛LINE我 我直接貼過來：「預算爸爸說200萬 媽媽覺得廚房要重做 要250萬才夠 最後講好250萬」 所以就250萬😂",
      "最大的問題是我爸膝蓋開過刀 爬樓梯很吃力 想把一樓的和室改成他們的臥室 廚房也很暗很舊",
      "住的就我爸媽兩個 爸68 媽63 還有一隻13歲的老貓 我跟我姊過年會回去住幾天",
      "坪數我原本以為50坪 剛打電話問我媽 她說權狀是46坪",
      "施工期間他們先搬去我阿姨家 我媽說最晚10月底前要搬回去 因為我姊11月生產 要回家坐月子",
      "顏色兩個人吵很久 我爸要深色木頭 我媽要全白 最後我媽說「淺木頭加白」 我爸說好啦就這樣"
    ],
    "whenAsked": {
      "lifestyle": "我媽每天煮三餐 我爸早上去公園運動 下午看電視泡茶 鄰居常常來家裡泡茶聊天",
      "preferred_style": "我問了 他們說簡單就好 不要花俏 好整理 我媽喜歡有點日式的感覺",
      "key_considerations": "地板要防滑 浴室要有扶手 還有我爸很怕吵 施工不要跟鄰居起衝突",
      "important_collections": "我爸有很多茶壺 大概兩櫃",
      "collaboration_notes": "先跟我用LINE聯絡 大方向我媽決定 現場要約他們兩個"
    },
    "otherwise": "這個我爸媽應該沒意見",
    "expected": {
      "project_background": { "said": 0, "text": ["透天", "重新裝修"] },
      "property_category": { "said": 0, "value": { "kind": "choice", "selected": ["townhouse"]} },
      "address": { "said": 0, "text": ["台南東區"] },
      "age": { "said": 1, "value": { "kind": "number_with_unit", "amount": 34, "unit": "years"} },
      "layout": { "said": 1, "text": ["4房2廳3衛"] },
      "budget": { "said": 2, "value": { "kind": "money", "amount": 2500000, "currency": "TWD"} },
      "problem_need": { "said": 3, "text": ["爬樓梯很吃力", "和室改成他們的臥室"] },
      "target_audience": { "said": 4, "text": ["爸媽兩個", "老貓"] },
      "space_size": { "said": 5, "value": { "kind": "number_with_unit", "amount": 46, "unit": "ping"} },
      "move_in_date": { "said": 6, "value": { "kind": "date", "date": "2026-10-01", "precision": "month", "relation": "by", "part": "late"} },
      "colors_and_elements": { "said": 7, "text": ["淺木頭加白"] },
      "lifestyle": { "said": "asked", "text": ["煮三餐", "泡茶"] },
      "preferred_style": { "said": "asked", "text": ["簡單", "日式"] },
      "key_considerations": { "said": "asked", "text": ["防滑", "扶手"] }
    }
  },
  {
    "id": "heldout98-brand-ko-roastery-partners-terracotta",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 저랑 대학 동기 민지 둘이서 하는 원두 로스터리인데요 로고부터 브랜드 아이덴티티 전체 새로 하고싶어서 연락드려요 지금 로고는 제가 3년전에 미리캔버스로 대충 만든거라ㅋㅋ",
      "이름은 느린물이에요 핸드드립할때 물 천천히 붓는거에서 따온거고 민지가 지었어요",
      "파는건 싱글오리진 원두랑 드립백이고 동네 카페 몇군데 원두 납품도 해요",
      "색은 저는 초록 하고싶었는데 민지가 초록은 커피브랜드에 너무 흔하다고 테라코타 하자고해서요.. 얘기해보니 맞는말이라 그냥 테라코타로 갈게요",
      "상표는 작년 11월에 출원해서 아직 심사중이에요 출원은 민지 아는 변리사님이 해주셔서 그쪽은 도움 안주셔도 돼요",
      "인스타 @neurinmul_coffee 있어요 스마트스토어도 있긴한데 상품 3개밖에 없음",
      "방금 민지한테 물어봤는데 3월 14일에 성수 팝업 나가기로 해서 디자인은 3월 첫째주까지는 받아야 된대요 그때 원두 패키지 스티커도 같이 나와야되고요",
      "아 로스팅실은 망원동이에요 1층 작은 작업실",
      "제일 중요한건 저희 둘 다 납득할수 있는 안이어야 돼요ㅋㅋ 의견이 자주 갈려서요 시안 나오면 민지랑 같이 보고 결정할게요"
    ],
    "whenAsked": {
      "project_background": "원두 로스터리고 아이덴티티 전체 새로 하고싶어요",
      "problem_need": "지금 로고가 너무 아마추어 같아서 납품처 사장님들한테 명함 드릴때 좀 민망해요 제대로 된 브랜드처럼 보이고 싶어요",
      "brand_name_story": "핸드드립할때 물 천천히 붓는거요",
      "products_or_services": "원두랑 드립백이요",
      "registration_status": "출원해서 심사중이에요",
      "need_registration_assistance": "아뇨 괜찮아요",
      "brand_website": "인스타 @neurinmul_coffee요",
      "target_audience": "집에서 드립 내려먹는 2030이요 원두 산지 따지는 사람들",
      "preferred_style": "미니멀한데 차갑지 않은거요 손글씨 느낌 살짝 섞인?",
      "colors_and_elements": "테라코타요",
      "expected_deadline": "3월 첫째주까지요",
      "key_considerations": "둘 다 납득할수 있는 안이요"
    },
    "otherwise": "그건 상관없어요",
    "expected": {
      "project_background": { "said": 0, "text": ["원두 로스터리", "브랜드 아이덴티티 전체"] },
      "brand_name_story": { "said": 1, "text": ["느린물", "물 천천히 붓는거"] },
      "products_or_services": { "said": 2, "text": ["싱글오리진 원두", "드립백", "납품"] },
      "colors_and_elements": { "said": 3, "text": ["테라코타"] },
      "registration_status": { "said": 4, "value": { "kind": "choice", "selected": ["in_progress"]} },
      "need_registration_assistance": { "said": 4, "value": { "kind": "yes_no", "value": false} },
      "brand_website": { "said": 5, "text": ["@neurinmul_coffee"] },
      "expected_deadline": { "said": 6, "value": { "kind": "date", "date": "2026-03-01", "precision": "month", "relation": "by", "part": "early"} },
      "other_design_requirements": { "said": 6, "text": ["패키지 스티커"] },
      "address": { "said": 7, "text": ["망원동"] },
      "key_considerations": { "said": 8, "text": ["둘 다 납득할수 있는 안"] },
      "collaboration_notes": { "said": 8, "text": ["민지랑 같이 보고 결정"] },
      "problem_need": { "said": "asked", "text": ["아마추어 같아서", "제대로 된 브랜드처럼"] },
      "target_audience": { "said": "asked", "text": ["집에서 드립 내려먹는 2030", "원두 산지 따지는"] },
      "preferred_style": { "said": "asked", "text": ["미니멀한데 차갑지 않은"] }
    }
  },
  {
    "id": "heldout98-packaging-ko-daughter-mom-oil-mill",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 저희 엄마가 경북 영주에서 30년째 방앗간을 하세요. 들기름 참기름 짜서 파시는데 이번에 포장을 싹 바꾸고 싶다고 하셔서 딸인 제가 대신 문의드려요",
      "엄마는 올해 예순둘이시고 폰을 잘 못하셔서ㅎㅎ 제가 옆에서 여쭤보면서 쓸게요. 지금은 그냥 초록색 PET병에 손글씨로 들기름 써서 파세요",
      "제품은 저온압착 들기름이랑 볶은 참기름 두 가지예요. 용량은 엄마가 350ml라고 하셨는데 잠깐만요",
      "다시 여쭤보니 300ml래요 350은 옛날 병이었대요ㅋㅋ 선물용은 두 병 한 세트로 묶고 싶으시대요",
      "병은 갈색 유리병으로 바꾸고 라벨 새로 붙이고, 명절에 두 병 들어가는 선물세트도 있었으면 좋겠대요",
      "엄마 친구분 고춧가루 가게는 작년에 디자인 맡겼는데 200만원 들었다더라구요 엄마가 그거보단 싸게 했으면 좋겠다고 하세요 ㅋㅋ",
      "판매는 지금은 방앗간에서 직접 파는 거랑 단골분들 전화주문 택배요. 제가 올해 안에 스마트스토어도 열어드리려구요",
      "엄마는 설 전에 되면 좋겠다는데 그건 무리죠? 🥲 그래서 5월 가정의 달 전에, 4월 말까지만 나오면 된다고 하세요",
      "아 그리고 엄마가 꼭 말하라고 하신 거! 할머니 때부터 쓰던 영주댁이라는 이름이랑 맷돌 그림은 꼭 살려달래요"
    ],
    "whenAsked": {
      "project_background": "영주에서 엄마가 30년째 하시는 방앗간이요 들기름 참기름 포장 바꾸려고요",
      "product_description": "저온압착 들기름이랑 참기름이요 나물 무칠 때나 밥 비빌 때 쓰죠",
      "specification": "한 병에 300ml요 선물세트는 두 병이요",
      "packaging_form": "유리병이랑 라벨, 선물세트요",
      "unique_selling_point": "국산 들깨만 쓰고 주문 들어오면 그때그때 짜서 향이 진해요 (엄마 말로는요 ㅎㅎ)",
      "target_audience": "단골은 거의 5060 어머님들이고 스마트스토어 열면 30대 주부님들도 노려보려구요",
      "sales_channels": "방앗간 직접 판매랑 전화주문이요",
      "preferred_style": "엄마는 촌스러운 건 싫고 그렇다고 너무 세련되면 우리 가게 같지 않대요 ㅋㅋ 정겨운데 깔끔한 느낌?",
      "colors_and_elements": "영주댁 이름이랑 맷돌 그림이요",
      "preferred_materials": "갈색 유리병이요",
      "expected_deadline": "4월 말까지요",
      "key_considerations": "엄마가 제일 강조하는 건 빛 들어가면 기름이 산패되니까 그거 꼭 막아야 된대요. 그리고 어르신들 읽기 쉽게 글씨 크게요"
    },
    "otherwise": "그건 엄마도 잘 모르겠대요 알아서 해주셔도 돼요",
    "expected": {
      "project_background": { "said": 0, "text": ["방앗간", "포장을 싹 바꾸고"] },
      "address": { "said": 0, "text": ["경북 영주"] },
      "product_description": { "said": 2, "text": ["저온압착 들기름", "볶은 참기름"] },
      "specification": { "said": 3, "text": ["300ml", "두 병 한 세트"] },
      "packaging_form": { "said": 4, "value": { "kind": "choice", "selected": ["bottle_jar", "label", "gift_set"]} },
      "preferred_materials": { "said": 4, "text": ["갈색 유리병"] },
      "sales_channels": { "said": 6, "text": ["방앗간에서 직접", "전화주문", "스마트스토어"] },
      "expected_deadline": { "said": 7, "value": { "kind": "date", "date": "2026-04-01", "precision": "month", "relation": "by", "part": "late"} },
      "colors_and_elements": { "said": 8, "text": ["영주댁", "맷돌 그림"] },
      "unique_selling_point": { "said": "asked", "text": ["국산 들깨", "그때그때 짜서"] },
      "target_audience": { "said": "asked", "text": ["5060 어머님들", "30대 주부님들"] },
      "preferred_style": { "said": "asked", "text": ["정겨운데 깔끔한"] },
      "key_considerations": { "said": "asked", "text": ["산패", "글씨 크게"] }
    }
  },
  {
    "id": "heldout98-website-ko-vet-manager-for-director",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 수원 광교에 있는 동물병원 실장입니다. 원장님이 홈페이지 새로 만들라고 하셔서 제가 대신 알아보는 중이에요",
      "지금 홈페이지는 2017년에 만든 건데 모바일에서 다 깨지고 예약도 전화로만 받아서 제가 하루종일 전화만 받아요ㅠㅠ 주소는 gwanggyo-amc.co.kr 이에요",
      "그래서 이번엔 온라인 예약 되는 사이트로 하고 싶어요. 진료 예약이랑 미용 예약 따로 받을 수 있게요",
      "페이지는 병원소개, 의료진, 진료과목, 예약, 오시는길 정도요. 의료진은 원장님 포함 수의사 네 분이에요",
      "예산은 원장님이 처음에 천오백이라고 하셨다가.. 방금 여쭤보니까 부가세 포함해서 1200까지만 하재요",
      "원장님 친구분 병원은 작년에 800 주고 했다는데 결과물 보니까 좀 별로더라구요 ㅎㅎ 그 사이트는 참고 안 하셔도 돼요",
      "3월 2일에 분당에 2호점 오픈하는데 그거랑은 별개고요, 여기 홈페이지는 3월 말까지는 열렸으면 좋겠대요",
      "언어는 한국어만이요. 근처에 외국인 보호자분들도 좀 오시는데 영어는 원장님이 나중에 생각해보자고 하셨어요"
    ],
    "whenAsked": {
      "target_audience": "광교 사는 3040 반려인분들이요 요즘 고양이 보호자분들이 많이 늘었어요",
      "competitors": "원장님이 서울 온누리동물의료센터 사이트가 깔끔하다고 하셨어요 한번 봐주세요",
      "preferred_style": "따뜻하고 신뢰감 있는 느낌이요 너무 병원병원한 차가운 느낌은 싫대요",
      "key_considerations": "예약 기능 제대로 되는 거요. 그리고 공지나 휴진 일정은 제가 직접 수정할 수 있었으면 해요",
      "budget": "부가세 포함 1200까지요",
      "expected_deadline": "3월 말이요"
    },
    "otherwise": "그건 원장님께 여쭤봐야 하는데.. 일단 상관없어요",
    "expected": {
      "project_background": { "said": 0, "text": ["동물병원", "홈페이지 새로"] },
      "address": { "said": 0, "text": ["수원 광교"] },
      "url": { "said": 1, "text": ["gwanggyo-amc.co.kr"] },
      "problem_need": { "said": 1, "text": ["모바일에서 다 깨지고", "예약도 전화로만"] },
      "category": { "said": 2, "value": { "kind": "choice", "selected": ["booking"]} },
      "main_pages": { "said": 3, "text": ["병원소개", "의료진", "오시는길"] },
      "budget": { "said": 4, "value": { "kind": "money", "amount": 12000000, "currency": "KRW", "bound": "at_most"} },
      "expected_deadline": { "said": 6, "value": { "kind": "date", "date": "2026-03-01", "precision": "month", "relation": "by", "part": "late"} },
      "languages": { "said": 7, "text": ["한국어"] },
      "plans_after_project": { "said": 7, "text": ["영어"] },
      "target_audience": { "said": "asked", "text": ["3040 반려인", "고양이 보호자"] },
      "competitors": { "said": "asked", "text": ["온누리동물의료센터"] },
      "preferred_style": { "said": "asked", "text": ["따뜻하고 신뢰감 있는"] },
      "key_considerations": { "said": "asked", "text": ["예약 기능", "직접 수정"] }
    }
  },
  {
    "id": "heldout98-other-ko-couple-taco-truck-wrap",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세여 와이프랑 둘이 타코 푸드트럭 하는데 트럭 디자인 문의드려요",
      "트럭은 1톤 포터고 작년에 중고로 샀어요 지금 그냥 흰색 그대로라 장사할때 뭐하는 차인지 모르겠다는 말 많이 들음",
      "주로 대전 유성쪽에서 장사하고 주말엔 행사 나가요 지난달엔 세종 축제도 다녀옴",
      "색은 전 빨강이 눈에 띄고 좋다 했는데 와이프가 옆에서 민트 하재요 타코집 다 빨강이라고",
      "ㅋㅋ 네 민트로 가요 와이프가 이김. 빨강은 포인트로 쬐끔만",
      "해야될건 트럭 래핑 전체랑 메뉴판이요 로고는 와이프가 예전에 직접 그린거 있어서 그거 다듬는 정도로",
      "5월 초에 유성온천 축제 나가야되는데 래핑업체가 시공 일주일 걸린대서 디자인은 4월 중순까지는 나와야되요",
      "결정은 둘이 같이 하는데 디자인쪽은 와이프 말이 최종이에요 ㅋㅋ 연락은 저한테 카톡으로 주시면 되요"
    ],
    "whenAsked": {
      "target_audience": "대학생들이랑 축제 오는 가족들이요 충남대 카이스트 근처에서도 자주 서요",
      "preferred_style": "멕시코 느낌 나는데 너무 과하진 않게 ㅋㅋ 와이프는 귀여운거 좋아함",
      "key_considerations": "멀리서도 타코 파는거 바로 보이는거요 그리고 옆면 창문 열리는 부분 가리면 안돼요",
      "address": "대전 유성이요"
    },
    "otherwise": "그건 잘 모르겠어요 알아서 해주세요",
    "expected": {
      "project_background": { "said": 0, "text": ["타코 푸드트럭"] },
      "problem_need": { "said": 1, "text": ["뭐하는 차인지 모르겠다"] },
      "address": { "said": 2, "text": ["대전 유성"] },
      "colors_and_elements": { "said": 4, "text": ["민트", "빨강은 포인트로"] },
      "other_design_requirements": { "said": 5, "text": ["트럭 래핑", "메뉴판", "로고"] },
      "expected_deadline": { "said": 6, "value": { "kind": "date", "date": "2026-04-01", "precision": "month", "relation": "by", "part": "mid"} },
      "collaboration_notes": { "said": 7, "text": ["와이프 말이 최종", "카톡"] },
      "target_audience": { "said": "asked", "text": ["대학생들", "축제 오는 가족들"] },
      "preferred_style": { "said": "asked", "text": ["멕시코 느낌"] },
      "key_considerations": { "said": "asked", "text": ["멀리서도", "창문 열리는 부분"] }
    }
  },
  {
    "id": "heldout98-commercial-ko-bakery-partners",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 동업자랑 둘이서 베이커리카페 준비중인데 인테리어 상담 받고싶어서요 제가 대표로 연락드려요 ㅎ",
      "자리는 망원동 1층 상가 18평이요 원래 세탁소 하던 자리 동업자 민지는 연남동에서 작은 빵집 7년째 하고있는데 거긴 10평이라 오븐 하나 더 놓을 자리도 없어요",
      "오픈은 5월 1일 목표에요 임대계약은 2월 2일부터구요",
      "예산은 제가 생각한건 5천이었는데 민지는 인테리어에 돈 아끼면 안된다고 7천은 써야된대요 ㅋㅋ 어제 둘이 얘기해서 6천으로 합의봤어요 가구 포함",
      "색 얘기로도 좀 싸웠는데 ㅋㅋ 저는 딥그린 하고싶었는데 민지가 무조건 네이비래서.. 네 그냥 네이비로 갈게요 포인트로 황동 조명 넣고싶구요",
      "민지가 카톡으로 보낸거 그대로 붙여요 \"따뜻하고 투박한 유럽 시골빵집 느낌, 너무 카페카페하지 않게\"",
      "손님들이 빵 굽는거 볼수있게 주방을 통유리 오픈키친으로 하고싶어요 그게 저희 시그니처였으면",
      "아 그리고 민지가 꼭 전달해달래요 오븐이 전기 3상이라 전기용량 꼭 확인해달래요 연남동 가게에서 차단기 계속 내려가서 고생했대요"
    ],
    "whenAsked": {
      "project_background": "망원동에 베이커리카페 새로 내요",
      "problem_need": "지금 연남동 가게가 좁아서 생산량이 안나와요 여기선 하루 굽는 양 두배로 늘리는게 목표에요",
      "brand_value": "매일 먹어도 부담없는 빵이요 들어오자마자 갓 구운 빵 냄새에 기분 좋아지는 곳이었으면",
      "target_audience": "망원동 사는 2030 직장인이랑 주말에 망원시장 오는 사람들이요",
      "competitive_advantage": "천연발효종으로 48시간 숙성해요 근처에 그렇게 하는데 거의 없어요",
      "preferred_style": "유럽 시골빵집 느낌이요",
      "colors_and_elements": "네이비에 황동 조명이요",
      "unique_design": "통유리 오픈키친이요",
      "address": "망원동이요",
      "space_size": "18평이요",
      "budget": "6천이요",
      "opening_date": "5월 1일이요",
      "key_considerations": "전기용량이요 오븐이 3상이라"
    },
    "otherwise": "그건 딱히 없어요 민지도 상관없대요",
    "expected": {
      "project_background": { "said": 0, "text": ["베이커리카페", "동업자랑 둘이서"] },
      "address": { "said": 1, "text": ["망원동"] },
      "space_size": { "said": 1, "value": { "kind": "number_with_unit", "amount": 18, "unit": "pyeong"} },
      "opening_date": { "said": 2, "value": { "kind": "date", "date": "2026-05-01", "precision": "day", "relation": "on"} },
      "budget": { "said": 3, "value": { "kind": "money", "amount": 60000000, "currency": "KRW"} },
      "colors_and_elements": { "said": 4, "text": ["네이비", "황동 조명"] },
      "preferred_style": { "said": 5, "text": ["유럽 시골빵집 느낌", "카페카페하지 않게"] },
      "unique_design": { "said": 6, "text": ["통유리 오픈키친", "빵 굽는거 볼수있게"] },
      "key_considerations": { "said": 7, "text": ["전기용량", "3상"] },
      "problem_need": { "said": "asked", "text": ["굽는 양 두배로"] },
      "brand_value": { "said": "asked", "text": ["매일 먹어도 부담없는 빵", "갓 구운 빵 냄새"] },
      "target_audience": { "said": "asked", "text": ["2030 직장인", "망원시장 오는 사람들"] },
      "competitive_advantage": { "said": "asked", "text": ["천연발효종", "48시간 숙성"] }
    }
  },
  {
    "id": "heldout98-exhibition-ko-dangjin-makgeolli-daughter",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 아빠 대신 문의드려요~ 아빠가 당진에서 막걸리 양조장을 하시는데 이번에 서울 주류박람회에 처음으로 제대로 나가신대요. 할아버지가 1988년에 시작하신 곳이고 아빠가 올해 예순일곱이신데 카톡도 겨우 하셔서 제가 대신 쓰는 거예요ㅎㅎ",
      "장소는 코엑스 C홀이고요 4월 9일 목요일부터 11일까지 사흘이에요. 설치는 전날인 8일 오후부터 들어갈 수 있고 철수는 11일 끝나고 밤에 바로 빼야 된대요",
      "작년엔 당진 축제에서 3x3짜리 천막부스로 했는데 그때 현수막까지 해서 400 정도 들었대요ㅋㅋ 이번엔 완전 다르게 제대로 하고 싶으시대요",
      "부스 크기는 아빠가 두 칸 신청했다고 3x6이라고 하셨는데 잠깐만요 신청서 찾아볼게요",
      "찾았어요! 3x6 아니고 6x6이에요 36제곱미터 코너 자리래요. 아빠가 잘못 기억하셨네요ㅎㅎ",
      "예산은 아빠는 2천까지 쓸 수 있다고 하시는데 엄마가 옆에서 무슨 소리냐고ㅋㅋ 1500 넘기지 말래요. 통장은 엄마가 관리하셔서 1500만원 이하가 맞아요",
      "시음을 할 거라서 물이랑 전기 둘 다 필요해요. 잔 씻는 개수대도 있어야 되고 술 냉장고도 두 대 놓으신대요",
      "아빠가 꼭 하고 싶어하시는 게 있는데 양조장에서 실제로 쓰던 옛날 술독 항아리를 부스 한가운데에 탑처럼 쌓아 올리는 거예요. 사진 찍고 싶게요",
      "그리고 제일 중요한 건 이번에 대형마트 바이어들이랑 미팅 잡는 거래요. 그래서 상담 테이블은 꼭 따로 있어야 된다고 하셨어요"
    ],
    "whenAsked": {
      "project_background": "아빠네 막걸리 양조장이 주류박람회에 나가는 거예요",
      "brand_value": "아빠 말로는 삼대째 같은 우물물로 빚는 술이래요ㅎㅎ 오시는 분들이 시골 양조장에 놀러 온 느낌 받으면 좋겠대요",
      "target_audience": "대형마트 바이어분들이요",
      "preferred_style": "너무 세련된 거 말고 따뜻하고 투박한 느낌이요. 나무 많이 쓰는 거 좋아하세요",
      "unique_design": "술독 항아리 탑이요",
      "address": "코엑스 C홀이요",
      "space_size": "6x6 36제곱미터요",
      "water_electricity_supply": "물이랑 전기 둘 다요",
      "budget": "1500만원 이하요",
      "opening_date": "4월 9일이요",
      "entry_date": "4월 8일이요",
      "exit_date": "4월 11일 밤이요",
      "key_considerations": "상담 테이블 꼭 있어야 돼요"
    },
    "otherwise": "그건 아빠한테 물어봐야 되는데.. 일단 상관없으실 거예요",
    "expected": {
      "project_background": { "said": 0, "text": ["막걸리 양조장", "주류박람회"] },
      "address": { "said": 1, "text": ["코엑스 C홀"] },
      "opening_date": { "said": 1, "value": { "kind": "date", "date": "2026-04-09", "precision": "day", "relation": "on"} },
      "entry_date": { "said": 1, "value": { "kind": "date", "date": "2026-04-08", "precision": "day"} },
      "exit_date": { "said": 1, "value": { "kind": "date", "date": "2026-04-11", "precision": "day"} },
      "space_size": { "said": 4, "value": { "kind": "number_with_unit", "amount": 36, "unit": "m2"} },
      "budget": { "said": 5, "value": { "kind": "money", "amount": 15000000, "currency": "KRW", "bound": "at_most"} },
      "water_electricity_supply": { "said": 6, "value": { "kind": "choice", "selected": ["both"]} },
      "unique_design": { "said": 7, "text": ["술독 항아리", "탑처럼"] },
      "target_audience": { "said": 8, "text": ["대형마트 바이어"] },
      "key_considerations": { "said": 8, "text": ["상담 테이블"] },
      "brand_value": { "said": "asked", "text": ["삼대째 같은 우물물로 빚는 술", "시골 양조장에 놀러 온 느낌"] },
      "preferred_style": { "said": "asked", "text": ["따뜻하고 투박한 느낌", "나무 많이"] }
    }
  },
  {
    "id": "heldout98-residential-ko-daughter-for-mom",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 저희 엄마 집 리모델링 때문에 문의드려요. 엄마가 폰으로 이런거 하시는걸 어려워하셔서 딸인 제가 대신 쓰고 있어요ㅎㅎ 대구 수성구 범어동에 있는 아파트고 전체 수리 생각하고 있어요",
      "98년에 지어진 아파트라 욕실이랑 주방이 진짜 오래됐어요ㅠ 욕실 타일 사이로 물도 새고 주방은 수납이 너무 부족해서 냄비를 바닥에 쌓아두세요",
      "평수는 32평이고 방 3개 화장실 2개요. 참고로 저는 분당 24평 사는데 거기랑 비교하면 엄마집이 훨씬 넓어요",
      "아빠 돌아가시고 2019년부터 엄마 혼자 사세요. 주말마다 제 아들(7살)이 가서 자고 오구요. 엄마는 아침에 베란다에서 화분 가꾸시고 저녁엔 성당 친구분들 자주 오셔서 같이 식사하세요",
      "예산은 일단 3500 정도로 생각하고 있어요. 오빠가 작년에 자기 집 고칠때 5천 넘게 들었다고 하던데 저희는 그렇게까진 못해요",
      "방금 엄마한테 전화로 물어봤는데 4천까지는 괜찮다고 하시네요 그걸로 할게요!",
      "공사하는 동안은 엄마가 저희 집에 와 계시기로 했어요. 엄마 생신이 3월 14일이라 그땐 저희 집에서 같이 보내고 4월 말 전에는 다시 들어가고 싶어하세요",
      "엄마는 원목 느낌 나는 따뜻한 스타일 좋아하세요. 아 그리고 아빠가 쓰시던 피아노는 꼭 거실에 두고 싶으시대요"
    ],
    "whenAsked": {
      "project_background": "엄마 사시는 아파트 전체 수리요",
      "property_category": "아파트요",
      "layout": "방 3개 화장실 2개요",
      "age": "98년에 지어졌어요",
      "problem_need": "욕실 물 새는거랑 주방 수납이요",
      "target_audience": "엄마 혼자 사세요 주말엔 손주 와서 자고 가구요",
      "lifestyle": "화분 키우시고 친구분들 자주 오세요",
      "preferred_style": "원목 느낌 따뜻한 스타일이요",
      "colors_and_elements": "엄마가 베이지나 연한 그레이 좋아하세요. 빨간색은 질색하시구요ㅋㅋ",
      "address": "대구 수성구 범어동이요",
      "space_size": "32평이요",
      "budget": "4천까지요",
      "move_in_date": "4월 말 전에요",
      "key_considerations": "엄마가 무릎이 안 좋으셔서 문턱 없애고 욕실 바닥 미끄럽지 않게 해주세요. 그게 제일 중요해요"
    },
    "otherwise": "음 그건 엄마한테 물어봐야 되는데.. 일단 상관없어요 알아서 해주세요",
    "expected": {
      "project_background": { "said": 0, "text": ["엄마 집 리모델링", "전체 수리"] },
      "address": { "said": 0, "text": ["수성구 범어동"] },
      "property_category": { "said": 0, "value": { "kind": "choice", "selected": ["apartment"]} },
      "age": { "said": 1, "value": { "kind": "number_with_unit", "amount": 28, "unit": "years"} },
      "problem_need": { "said": 1, "text": ["물도 새고", "수납이 너무 부족"] },
      "space_size": { "said": 2, "value": { "kind": "number_with_unit", "amount": 32, "unit": "pyeong"} },
      "layout": { "said": 2, "text": ["방 3개 화장실 2개"] },
      "target_audience": { "said": 3, "text": ["엄마 혼자 사세요"] },
      "lifestyle": { "said": 3, "text": ["화분 가꾸시고", "성당 친구분들 자주 오셔서"] },
      "budget": { "said": 5, "value": { "kind": "money", "amount": 40000000, "currency": "KRW", "bound": "at_most"} },
      "move_in_date": { "said": 6, "value": { "kind": "date", "date": "2026-04-01", "precision": "month", "relation": "by", "part": "late"} },
      "preferred_style": { "said": 7, "text": ["원목 느낌", "따뜻한 스타일"] },
      "important_collections": { "said": 7, "text": ["피아노"] },
      "colors_and_elements": { "said": "asked", "text": ["베이지", "빨간색은 질색"] },
      "key_considerations": { "said": "asked", "text": ["문턱 없애고", "미끄럽지 않게"] }
    }
  }
];
