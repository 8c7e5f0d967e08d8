import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 112 of held-out visitors, written blind from the field list (writers who read only the printed field list,
 * the corpus's format and one example, none of whom read the engine). Its theme: timed to an occasion (a festival or
 * holiday season, a school term, a harvest, a trade fair, a wedding, a baby's arrival, a lease ending, a tourist
 * season, a product launch), the dates of those other things (the event itself, a printer's or builder's lead time, a
 * family member's trip, last year's season) told beside the dates the brief asks for; in each, one correction and one
 * or two fields not known, filed as skipped). Written in session 63 by seven writers, all 21 conversations. First
 * played on ca8961bb (the session's work on batch 111 landed, before any change for this batch): 210 of 276 facts
 * (76.1 %), 10 wrong values, 7 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 112)
 * - brand_design: Linh, Vietnamese-Australian baker in Footscray, Melbourne, wants a full identity for her mooncake business before Mid-Autumn; trap: msg 3 festival 25 September, pre-orders 1 August and printer's six-week lead time (deadline is 30 June); correction: registration_status not_registered (msg 6) -> in_progress (msg 7); unknown: need_registration_assistance.
 * - packaging_design: Mel Fraser, sibling-run feijoa orchard near Kerikeri NZ, labels/pouches for chutney and freeze-dried crisps ahead of feijoa season; trap: msg 7 harvest 'first week of April', five-week printer lead time, last season 'mid-June' (and 'yesterday' in msg 6) must not be filed, deadline is 27 Feb; correction: packaging_form crisps box (msg 2) -> resealable pouch (msg 6); unknown: colors_and_elements.
 * - website: Jasmine Lim, third generation at a Teochew pastry shop in Tiong Bahru, Singapore, needs an online pre-order shop for mooncake season; trap: msg 5 Mid-Autumn '25 September' and last year's order cut-off '10 September', msg 7 pre-orders open '15 June' must not be filed as the go-live; correction: expected_deadline end of June (msg 5) -> 1 June (msg 7); unknown: budget.
 * - other: Siobhán, runs a converted horsebox coffee bar on the Co. Clare coast, Ireland, needs a vinyl wrap, menu board and loyalty card before the tourist season; trap: msg 5 Easter weekend '5 April' and the Ennis wrap firm's two-week print-and-fit lead time (plus 'last week' in msg 6) must not be filed, deadline is 13 March; correction: address Doolin (msg 0) -> Lahinch (msg 6); unknown: collaboration_notes.
 * - residential_space: Meera, Calgary (Bowness) schoolteacher redoing the main floor of a 1962 detached bungalow with husband Arjun before their baby and her parents from Chennai arrive; trap: baby due May 27 (msg 0), parents land May 9 (msg 2), contractor start March 16 and lease end April 30 (msg 5) must not be filed as move_in_date/expected_deadline; correction: space_size 1,200 sq ft (msg 1) -> 1,080 sq ft (msg 6); unknown: preferred_style.
 * - commercial_space: Callum Reid, ex-pastry chef opening the Salt & Jet gelato and coffee shop with wife Jo in an old tackle shop on Church Street, Whitby (UK), timed to the Easter season; trap: keys Monday 2 February (msg 0), last year's Easter 20 April and Good Friday 3 April (msg 4), delivery of the counter and freezer 23 March (msg 6), none of them to be filed as opening_date/expected_deadline; correction: opening_date Saturday 28 March (msg 4) -> Wednesday 1 April (msg 6); unknown: budget (waiting on the bank loan).
 * - exhibition_space: Maggie Ostrander, co-owner of a two-person fly rod workshop in Livingston, Montana, first booth at ICAST (Orlando) to launch a new rod series; trap: msg 1 freight pickup June 29 and dealer ship date September 1 (not entry/exit/deadline); correction: space_size 10x10 (msg 2) -> 10x20 = 200 ft2 (msg 5); unknown: exit_date.
 */
/* Writer's note (zh-TW, batch 112)
 * - brand_design: Lin, daughter back home on her father's tea farm in Meishan, Chiayi, launching the 半山腰茶作 brand identity before the spring harvest; trap: msg 4 spring harvest after Qingming (last year Apr 10) and brother's visit mid-Feb for a first draft (not deadlines); correction: expected_deadline from end of March (msg 4) to 2026-03-15 (msg 6) after the printer's 4-week lead time; unknown: need_registration_assistance.
 * - packaging_design: Third-generation son of an old bakery in West Central District, Tainan, wanting its own Mid-Autumn mooncake (綠豆椪) gift box; trap: msg 4 Mid-Autumn 2026-09-25, pre-orders open Aug 1, last year's early-October festival, box factory 8-week lead (not the deadline, which is 2026-06-20); correction: specification from 6 per box (msg 2) to 8 per box (msg 5); unknown: preferred_materials.
 * - website: Couple turning an old stone house in Erkan Village, Xiyu, Penghu into a four-room guesthouse, needing a booking website; trap: msg 2 guesthouse opening 2026-04-01 and the Penghu fireworks festival in late April (not the go-live, which is 2026-03-15); correction: budget from about NT$150,000 (msg 5) to NT$100,000 cap (msg 6); unknown: competitors.
 * - other: Mr Tsai, vice-captain of a young war-drum troupe in Dajia, Taichung, wanting team T-shirts, a banner and towels for the Dajia Mazu pilgrimage; trap: msg 2 Lantern Festival divination on 2026-03-03, last year's early-April departure, T-shirt factory's 3-week lead (not the deadline, which is 2026-03-10); correction: collaboration_notes from 'I decide alone, LINE' (msg 4) to 'captain and officers vote, captain signs off; day-to-day still me' (msg 6); unknown: target_audience.
 * - residential_space: Young couple (software engineer + pregnant wife) moving back from Taipei to renovate her grandfather's 40-year-old 3-storey townhouse in Chiayi West District before the baby arrives; trap: due date 6月20號 (msg 2) and Lunar New Year builders' break 2/14–2/22 (msg 6) must not be filed; correction: move_in_date 5月底 (msg 2) -> 2026-05-16 (msg 7); unknown: colors_and_elements.
 * - commercial_space: Second-generation owner of a 20-year-old Yujing mango shaved-ice shop opening a branch in an 18-ping old shophouse on Guohua Street, Tainan West Central District, ahead of mango season; trap: lease start 3月1號 (msg 1), last year's July queues (msg 2), Irwin mango peak 6月中 and 6-week build time (msg 5) must not be filed; correction: budget 150萬 (msg 6) -> 120萬 (msg 7); unknown: unique_design.
 * - exhibition_space: Third-generation owner of a Lugu (Nantou) Dong Ding oolong tea family business exhibiting for the first time at Food Taipei, Nangang Exhibition Center Hall 1; trap: spring tea harvest 4月中, competition results 5月初 and printer's 10-working-day lead time (msg 5) must not be filed (the 5/15 drawing-review cut-off is filed as expected_deadline); correction: space_size 18 m2 (msg 1) -> 27 m2 corner booth (msg 6); unknown: budget.
 */
/* Writer's note (ko-KR, batch 112)
 * - brand_design: Yoon Seo-jin, ex-employee florist opening her own shop "Bomsoon Sanghoe" (named after her grandmother) in Doryong-dong, Yuseong-gu, Daejeon, wanting a full identity; trap: msg 2 gives the shop opening (Mar 14, White Day), Parents' Day peak (May 8) and the printer's 2-week lead time, none filed (deadline is Feb 27); correction: registration_status from not_registered (msg 5) to in_progress (msg 6, husband already filed); unknown: colors_and_elements.
 * - packaging_design: Park Jun-hyeong, son who returned to his parents' apple orchard in Cheongsong, Gyeongbuk, wants a Chuseok gift box for Hongro apples; trap: msg 2 gives Chuseok (Sep 25, last year Oct 6), harvest from late August and pre-sale opening ~Aug 10, and msg 6 the factory's 6-week print time, none filed; correction: expected_deadline from end of July (msg 2) to 2026-06-15 (msg 6); unknown: preferred_materials.
 * - website: Kim Do-yun, co-owner of a surf school on Jukdo Beach, Yangyang, Gangwon, who wants a booking site to replace Instagram DMs before the summer rush; trap: msg 4 gives the beach opening (Jul 10), peak season (mid-July to end of August) and the May holidays, and msg 1 last year's Liberation Day weekend, none filed (go-live is Apr 24); correction: budget from 3,000,000 KRW (msg 5) to 5,000,000 KRW (msg 6); unknown: competitors.
 * - other: Lee Ha-eun, bride-to-be living in Suwan-dong, Gwangsan-gu, Gwangju, wanting custom paper/mobile invitations and a welcome board for her outdoor hanok wedding in Damyang; trap: msg 2 gives the wedding day (May 23), mailing ~6 weeks before (early April), the printer's 10 days and her future mother-in-law's arrival from Canada (Apr 20), none filed (deadline is Mar 27); correction: colors_and_elements from sage green (msg 4) to lavender main with the same bamboo/roof-tile motifs (msg 7); unknown: preferred_style.
 * - residential_space: A 30s pregnant woman remodelling a 28-year-old 32-pyeong apartment in Doryong-dong, Daejeon before her baby arrives; traps: due date June 3 (msg 0), builder's 8-week lead time (msg 2), current lease ending April 30 and her mother's June visit (msg 5) - none filed; correction: move_in_date from mid-May (msg 2) to 2026-05-01 (msg 5); unknown: preferred_style.
 * - commercial_space: A 34-year-old pastry chef back home in Gangneung opening a local-ingredient gelato shop (42 m2, Chodang-dong) before the beach season; traps: Gyeongpo beach opened July 11 last year and the season runs to end of August (msg 2), the Italian batch freezer arriving in the 2nd week of May (msg 3) - none filed; correction: budget from 50,000,000 KRW (msg 1) to 35,000,000 KRW (msg 6); unknown: unique_design.
 * - exhibition_space: The office manager of a 22-farm dried-persimmon co-op in Sangju exhibiting a 36 m2 booth at aT Center Yangjae (show 2026-06-24 to 06-26) to win Chuseok gift-set buyers; traps: buyers lock Chuseok orders by end of July and Chuseok itself is 9/25 (msg 2) - not filed; correction: entry_date from 06-23 (msg 1) to 2026-06-22 (msg 6); unknown: budget.
 */
export const hundredAndTwelfthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout112-brand-en-mooncake-mid-autumn",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi! I'm Linh. I make Vietnamese mooncakes and cakes out of a shared commercial kitchen in Footscray, under the name Trăng Tròn. So far it's all been word of mouth and Instagram, with a logo my nephew drew on his iPad. This year I want a proper brand identity, logo, colours, fonts, the whole thing, before the Mid-Autumn season.",
      "What I sell: baked mooncakes (bánh nướng) in lotus seed, mung bean with salted egg, and the mixed nut one the older people love, plus snow skin mooncakes (bánh dẻo) in pandan and durian. Outside mooncake season I do pandan honeycomb cake and steamed layer cakes for birthdays and babies' 100-day parties.",
      "Trăng Tròn means full moon. My grandmother sold mooncakes from a little cart outside the market in Hội An, and every Mid-Autumn she'd say the full moon is when the family comes home. She passed in 2019 and I started baking her recipes the year after. So the name is for her, and for families coming back together.",
      "Timing: Tết Trung Thu falls on 25 September this year, and I open pre-orders on 1 August. The printer in Sunshine who does my tins and sleeves needs about six weeks. So I'd like the whole identity finished by 30 June, which leaves me July to get the packaging sorted.",
      "My customers are mostly Vietnamese and Chinese families in the western suburbs buying boxes for grandparents and as gifts, but more and more it's young second-gen people like me, and non-Asian Melburnians who found me at the Footscray night market. The problem is my current look is cute but it looks homemade. It doesn't look like something you'd give your boss or your in-laws.",
      "I love things that feel elegant and calm, a bit like old lacquerware, lots of breathing room. Colour-wise I keep picturing a deep indigo night with a warm moon yellow. Please no red and gold dragons, every mooncake box in the shop is red and gold. The moon rabbit is okay, and lanterns.",
      "On the trademark question, nothing's registered, I've just been using the name.",
      "Oh wait, sorry, I just texted my husband Minh and he says he actually lodged an application with IP Australia back in November and is still waiting to hear. So it's in progress, not nothing!"
    ],
    "whenAsked": {
      "brand_website": "Just Instagram for now: instagram.com/trangtron.bakehouse",
      "need_registration_assistance": "Hmm, I'm not sure. Minh did all of that, I'd have to ask him whether he wants help or is happy to keep going on his own.",
      "key_considerations": "That it still feels like my grandmother's, warm and handmade, not like a chain. And it has to work tiny, on a round sticker and the Instagram profile picture, as well as big on the tins.",
      "other_design_requirements": "Probably the mooncake tin and sleeve artwork, a sticker, and some Instagram post templates for the pre-order launch.",
      "collaboration_notes": "I'm in the kitchen from 5am, so messages in the afternoon are best. I make the final call, but Minh will want to see it.",
      "plans_after_project": "Maybe a little shopfront in a couple of years, and selling Tết gift boxes too."
    },
    "otherwise": "I don't really mind, whatever you think looks best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "mooncakes",
          "proper brand identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Footscray"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "baked mooncakes",
          "snow skin mooncakes",
          "pandan honeycomb cake"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "full moon",
          "grandmother sold mooncakes"
        ]
      },
      "expected_deadline": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-06-30",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 4,
        "text": [
          "Vietnamese and Chinese families",
          "second-gen"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "looks homemade",
          "give your boss or your in-laws"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "elegant and calm",
          "lacquerware"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "indigo",
          "no red and gold dragons",
          "moon rabbit"
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
      "brand_website": {
        "said": "asked",
        "text": [
          "instagram.com/trangtron.bakehouse"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "feels like my grandmother's",
          "round sticker"
        ]
      }
    }
  },
  {
    "id": "heldout112-packaging-en-kerikeri-feijoa-season",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Kia ora! I'm Mel Fraser. My brother Tom and I took over Mum and Dad's feijoa orchard just outside Kerikeri a couple of years ago. About 400 trees, and every year heaps of the fruit is too marked or too small to sell fresh, so we've started turning the seconds into products. We need proper packaging before this season, because right now it's a handwritten sticker on a recycled jar, which is fine for the roadside stall but not for anywhere else.",
      "Two products. Feijoa & ginger chutney, which goes with a cheese board, Christmas ham, sausages on the barbie, that kind of thing. And freeze-dried feijoa crisps: thin slices of the whole fruit, skin on, crunchy. People eat them straight out of the pack or chuck them on muesli and yoghurt.",
      "The chutney goes in a 280 g glass jar, we're keeping the jars we've got, they just need a proper label. The crisps are 35 g a pack. I was picturing the crisps in a little cardboard box, sort of like a tea box, with a window so you can see the slices.",
      "What makes it different: it's single-orchard, grown and made on the same property, there's no sugar added to the crisps at all, and it's fruit that would otherwise get wasted. Most feijoa stuff you see is just feijoa flavoured, ours is actually feijoa.",
      "Buyers are basically two groups. Kiwis who get nostalgic about feijoas (every Kiwi has a nan with a feijoa tree), and tourists up in the Bay of Islands who've never even heard of them and want something to take home. We sell at the Kerikeri Farmers' Market on Sundays, at our roadside stall, and a couple of gift shops in Paihia and Russell want to stock us if it looks the part.",
      "Look-wise I'd love it to feel a bit vintage, like the old NZ fruit crate labels from the 50s, but not twee. Bold, simple type you can read from across a market stall.",
      "Ah, quick change on the crisps. Talked to the freeze-drying guy in Whangārei yesterday and he says cardboard is no good, they go soft within days once any air gets in. So it has to be a resealable pouch for the crisps after all, and the jar with a label for the chutney.",
      "Timing: we'd want the design finished by 27 February. The label printer needs about five weeks, and the fruit usually starts dropping the first week of April, so we want everything sitting ready for the first market of the season. Last year the season ran right through to mid-June."
    ],
    "whenAsked": {
      "colors_and_elements": "Honestly, I haven't got that far with colours or pictures. No strong feelings either way yet, I'd rather see what you suggest.",
      "preferred_materials": "Recyclable where we can. Paper labels rather than plastic on the jars, and if there's a pouch that goes in the soft plastics recycling, or is compostable, that'd be ideal.",
      "key_considerations": "The label has to fit all the legal stuff for NZ food, ingredients, best before, allergens, without looking cluttered. And it has to be affordable on small runs, we're only doing about 2,000 of each for the first go.",
      "problem_need": "At the market we get lost next to the big stalls, and the shops in Paihia won't take a jar with a handwritten sticker.",
      "other_design_requirements": "Maybe a sign for the roadside stall in the same look, if it's not too much.",
      "collaboration_notes": "Tom and I decide together. Email is easiest, we're out in the trees most days.",
      "plans_after_project": "If this season goes well, a feijoa relish and a little online shop next year."
    },
    "otherwise": "No real preference on that one, whatever you reckon works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "feijoa orchard",
          "proper packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Kerikeri"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "chutney",
          "freeze-dried feijoa crisps"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "280 g glass jar",
          "35 g a pack"
        ]
      },
      "packaging_form": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch",
            "bottle_jar",
            "label"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "single-orchard",
          "no sugar added"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "nostalgic about feijoas",
          "tourists"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "Kerikeri Farmers' Market",
          "roadside stall",
          "gift shops"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "fruit crate labels",
          "not twee"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "preferred_materials": {
        "said": "asked",
        "text": [
          "Recyclable",
          "Paper labels",
          "soft plastics"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-27",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "best before",
          "small runs"
        ]
      }
    }
  },
  {
    "id": "heldout112-website-en-tiong-bahru-mooncake-preorders",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi, I'm Jasmine. My family runs Ah Hock Teochew Confectionery in Tiong Bahru. My grandfather started it in 1968, my dad runs it now and I'm slowly taking over the admin side. We make traditional Teochew pastries: tau sar piah, yam paste, and the flaky Teochew mooncakes. Mid-Autumn is our biggest season by far, something like 60% of the year's sales in about six weeks.",
      "Right now all the mooncake orders come in by phone calls, WhatsApp and a Google Form I made. Last year was chaos: double-booked collection slots, people not paying, my mum writing orders on the back of receipts. What we need is basically an online shop where people can pre-order, pay online and pick a collection date.",
      "We do have something, ahhockconfectionery.com.sg, but it's a one-page thing my cousin built in 2015 with just our address and phone number. Nobody has touched it since.",
      "Pages I think we need: home, our story (my grandfather's story is a big part of why people come to us), the products with photos, the mooncake pre-order with collection slots, corporate orders, and a contact and location page.",
      "Languages: English and Chinese for sure. A lot of our regulars are aunties and uncles who read Chinese better than English.",
      "For timing: Mid-Autumn this year falls on 25 September, and last year we had to close orders on 10 September because we couldn't cope. I'd like the site live by end of June so we can test it properly before the rush.",
      "Customers are the old Teochew families around the estate who've been coming for decades, more and more younger people who find us on Instagram and Xiaohongshu, and offices buying corporate gift boxes for their clients. The corporate ones are the ones who complain most about ordering over WhatsApp.",
      "Oh wait, my dad just reminded me the corporate clients start asking in early June, so pre-orders have to open on 15 June. Can we make the site live by 1 June instead? Sorry!",
      "Style-wise, I don't want it to look like the big hotel mooncake sites, all gold and red and glossy. More like us: old shop, hand-painted signboard, wooden trays, the smell of baking. Warm and honest, a bit nostalgic, but still easy to use on a phone."
    ],
    "whenAsked": {
      "category": "An online shop, mainly for the pre-orders with payment and collection dates.",
      "competitors": "I like how clean the Tiong Bahru Bakery site is, and Bengawan Solo's ordering is quite easy to follow. But please don't make us look like the hotels.",
      "budget": "Honestly I don't know yet. I have no idea what a website like this costs, I need to see some numbers and then talk to my dad.",
      "key_considerations": "It has to be really simple for the older customers, big text and not too many steps, and the collection slots must cap properly so we never double-book again. PayNow has to work too.",
      "colors_and_elements": "Maybe the dark green of our signboard. Please avoid too much red and gold.",
      "other_design_requirements": "We'd need product photos, ours are all taken on my phone.",
      "plans_after_project": "Maybe delivery island-wide next year, and selling the tau sar piah online all year round."
    },
    "otherwise": "No preference on that, I'll go with what you suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Teochew Confectionery",
          "Mid-Autumn"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tiong Bahru"
        ]
      },
      "category": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "ecommerce"
          ]
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "double-booked collection slots",
          "pre-order, pay online"
        ]
      },
      "url": {
        "said": 2,
        "text": [
          "ahhockconfectionery.com.sg"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "our story",
          "mooncake pre-order",
          "corporate orders"
        ]
      },
      "languages": {
        "said": 4,
        "text": [
          "English",
          "Chinese"
        ]
      },
      "target_audience": {
        "said": 6,
        "text": [
          "Teochew families",
          "Xiaohongshu",
          "corporate gift boxes"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 8,
        "text": [
          "hand-painted signboard",
          "Warm and honest"
        ]
      },
      "competitors": {
        "said": "asked",
        "text": [
          "Tiong Bahru Bakery",
          "Bengawan Solo"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "older customers",
          "never double-book",
          "PayNow"
        ]
      }
    }
  },
  {
    "id": "heldout112-other-en-clare-horsebox-coffee-easter",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hi there, I'm Siobhán. Last summer I converted an old horsebox into a coffee bar: espresso, proper hot chocolate, toasties, and my gran's brown bread with jam. It's parked by the beach in Doolin and it's only just getting going properly. It's still the plain grey it came in, with my name on a laminated A4 sheet, so I'm looking for someone to give it a proper look.",
      "What I need designed: the outside of the horsebox, which will be a vinyl wrap, a menu board for the hatch, and if there's money left over, a stamp for the cups and a loyalty card.",
      "Main goal is that people driving the coast road actually notice it and pull in. At the minute half of them think it's a trailer someone abandoned.",
      "Customers are mostly tourists doing the Wild Atlantic Way, walkers and a few cyclists, and then in summer the surfers and the local sea swimmers who come every single morning no matter the weather.",
      "Look-wise I'm thinking seaside but not cutesy, a bit like the old Irish shopfronts with the hand-painted lettering, only fresher. Colours, I'd love a deep sea green or teal with cream. And please, no shamrocks or leprechauns, I'm begging you.",
      "Timing is the big thing. The season really kicks off Easter weekend, that's 5 April this year, and the wrap crowd in Ennis say they need two weeks to print and fit it. So could the design be done by 13 March? That gives me a bit of slack.",
      "Oh, and one change since I filled in your form: the council came back to me last week and I've got the summer trading pitch on the promenade in Lahinch, so it's not Doolin anymore. Way more footfall. So it's Lahinch from March on.",
      "What matters most to me: it has to be readable from the road when you're doing 60, and the wrap has to survive Atlantic weather and salt. I'd rather simple and bold than fiddly. If you could come out once to see the horsebox in person before you start, that'd be great."
    ],
    "whenAsked": {
      "collaboration_notes": "Honestly I haven't a clue how it normally works, I've never hired a designer before. Haven't thought about it, we can figure it out as we go.",
      "other_preferences": "I love the signwriting on the old pubs in Ennistymon.",
      "plans_after_project": "If this summer goes well, maybe a second box for the Lisdoonvarna festival crowds."
    },
    "otherwise": "No preference really, whatever you think yourself.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "horsebox",
          "coffee bar"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "vinyl wrap",
          "menu board",
          "loyalty card"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "notice it and pull in"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "Wild Atlantic Way",
          "surfers",
          "sea swimmers"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "old Irish shopfronts",
          "not cutesy"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "sea green",
          "cream",
          "no shamrocks"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-13",
          "precision": "day"
        }
      },
      "address": {
        "said": 6,
        "text": [
          "Lahinch"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "readable from the road",
          "salt"
        ]
      },
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout112-residential-en-bowness-bungalow-baby",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi! I'm Meera. My husband Arjun and I just got possession of a detached bungalow in Bowness, up in northwest Calgary, and we need to redo the main floor before our baby arrives. She's due May 27, so the clock is ticking lol. The house was built in 1962, so it's 64 years old, and apart from a pretty bad flip job on the kitchen it's mostly original.",
      "Layout right now: main floor is three small bedrooms, one full bathroom, a closed-in galley kitchen and a living room with a big picture window facing the river side. Downstairs is an unfinished basement we're leaving alone for now. The main floor is roughly 1,200 square feet.",
      "Who'll be living there: Arjun, me, the baby, and our old beagle Biscuit. Plus my parents are flying in from Chennai on May 9 and staying six months to help out. So four adults, a newborn and a dog sharing one bathroom, which is honestly the biggest problem. The other one is the kitchen: it's shut off from everything, and I want to be able to cook and still see who's in the living room.",
      "Day to day, Arjun works from home Monday to Wednesday and is on calls all morning, so he needs a room with a door that actually closes. We cook a LOT, proper South Indian cooking, tempering mustard seeds and curry leaves, so the smell goes everywhere and we need a real range hood, not the microwave kind. Most weekends we have friends over for dosa.",
      "On colours we mostly know what we DON'T want. The flippers painted every wall the same cold grey and put grey vinyl plank everywhere. We'd love warm wood, and maybe one deep colour somewhere like a terracotta or a bottle green. Also I'd like a small spot for my mum's pooja shelf and her brass lamp.",
      "Money and timing: budget is $85,000 for everything, contractor included. Our contractor can start March 16 and says it's about five weeks of work, but he wants the drawings finalized two weeks before that, so we'd like the design done by March 2. Our apartment lease ends April 30, and we want to be moved in by Saturday April 25 so we have a few days to set up the nursery before my parents land.",
      "Oh wait, correction! Arjun just pulled up the MLS listing and the main floor is actually 1,080 square feet, not 1,200. I was going off what the realtor told us at the showing."
    ],
    "whenAsked": {
      "preferred_style": "Honestly, no idea yet. We haven't even started a Pinterest board. We were kind of hoping you'd show us a few directions and we'd react.",
      "key_considerations": "Safety, for the baby and for my dad. He had a knee replaced last year, so no step into the shower and some grab bars that don't look like a hospital. And we really can't go over budget, there's no cushion with a baby coming.",
      "important_collections": "Not really a collection, but Arjun has a few hundred vinyl records and a turntable that need a home away from the dog.",
      "memorable_moments": "When we first walked in, the afternoon sun was coming through the picture window onto the floor. I'd love that to still be the heart of the house.",
      "other_design_requirements": "Yes, lighting for sure, it's all old ceiling boxes. And some built-in storage, because the closets are tiny.",
      "collaboration_notes": "Text or email is best, I'm on mat leave from teaching starting in May but until then I'm in class all day. Arjun and I decide together.",
      "number_of_visits": "Maybe two or three visits to the house? Whatever you think you need.",
      "plans_after_project": "Eventually we'd like to finish the basement, maybe as a suite for my parents when they come for longer visits."
    },
    "otherwise": "No strong preference on that one, we're happy to go with what you suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "detached bungalow",
          "redo the main floor"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Bowness"
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
        "said": 1,
        "text": [
          "three small bedrooms",
          "one full bathroom",
          "galley kitchen"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 1080,
          "unit": "ft2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "my parents",
          "beagle"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "one bathroom",
          "shut off from everything"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "works from home",
          "South Indian cooking",
          "friends over"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "cold grey",
          "warm wood",
          "terracotta"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 85000,
          "currency": "CAD"
        }
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-02",
          "precision": "day"
        }
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-04-25",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "no step into the shower",
          "can't go over budget"
        ]
      }
    }
  },
  {
    "id": "heldout112-commercial-en-whitby-gelato-easter",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya, I'm Callum Reid. My wife Jo and I have just signed the lease on an old fishing-tackle shop on Church Street in Whitby, the east side down near the 199 steps, and we're turning it into a gelato and coffee shop called Salt & Jet. We get the keys Monday 2 February. It's a small place, about 48 square metres on the ground floor, plus a poky yard out the back we can't do much with.",
      "Bit of background: I was a pastry chef in Leeds for twelve years and Jo grew up here, her grandad had a coble in the harbour. All our gelato is made on site every morning with milk from a farm up the Esk Valley, flavours like rhubarb and custard, parkin, sea-salt caramel with local honey. Nobody else in town makes their own, the other places on Church Street scoop tubs from a wholesaler. We want it to feel like a proper Yorkshire place, not twee seaside tat. You should walk in out of the wind and feel like you've landed in somebody's warm kitchen.",
      "Who comes in: from Easter to October it's day-trippers and families off the train from Middlesbrough and York, coach parties, the Dracula crowd, the goths when the Goth Weekend is on. In winter it's locals and dog walkers coming up off the beach. The main thing we need the design to solve is the queue. In summer the queue on Church Street is mad, the shop is long and narrow, and the old counter's right at the back, so everyone piles up in the doorway and people walk past.",
      "Style-wise, think old fishermen's huts and net lofts but clean: limewashed walls, scrubbed timber, a bit of Scandi restraint. Colours, a sea-green and a deep inky blue, maybe a touch of jet black as a nod to the name. Please no pastel beach-hut stripes and no bunting. The one thing I'd really love is a window onto the batch freezer so people in the street can watch the gelato being churned.",
      "Timing is everything for us. Easter is when Whitby wakes up. Last year it was the 20th of April and the town was rammed from the Thursday. This year Good Friday is 3 April, so we want to open Saturday 28 March, the weekend before. Our shopfitter Dave needs about four weeks on site and wants final drawings by Friday 27 February, so that's when we need the design finished.",
      "A couple of other things. Church Street is in the conservation area, so whatever we do on the shopfront and the sign has to get past the council, and the building's old, nothing is square and the floor slopes towards the street. We'd also want you to do the hanging sign and the menu boards if you do that sort of thing.",
      "Right, bad news from Dave this morning: the fridge counter and the batch freezer aren't being delivered until 23 March, so opening on the 28th is off. We're now saying Wednesday 1 April, which still gets us open before the Easter weekend."
    ],
    "whenAsked": {
      "budget": "Honestly, we don't know yet. The bank's deciding on the small-business loan, so until that comes through I can't give you a proper number. If you can tell us roughly what things cost, we'll work back from there.",
      "other_preferences": "We like those little places in Copenhagen and St Ives where the shop is basically the kitchen. Plain, honest, nothing shouty.",
      "number_of_visits": "Two or three site visits should do it, we're right there every day once we have the keys.",
      "collaboration_notes": "A quick weekly call is fine. Jo has the final say on anything customers see, I decide anything behind the counter.",
      "plans_after_project": "If the first summer goes well we'd like to do a little gelato cart for the West Pier, and maybe a second shop in Robin Hood's Bay one day."
    },
    "otherwise": "Not fussed about that, whatever you reckon works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "gelato and coffee shop",
          "Salt & Jet"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Church Street in Whitby"
        ]
      },
      "space_size": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 48,
          "unit": "m2"
        }
      },
      "brand_value": {
        "said": 1,
        "text": [
          "proper Yorkshire",
          "warm kitchen"
        ]
      },
      "competitive_advantage": {
        "said": 1,
        "text": [
          "made on site every morning",
          "Nobody else in town makes their own"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "day-trippers and families",
          "locals and dog walkers"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "the queue",
          "long and narrow"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "fishermen's huts",
          "Scandi"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "sea-green",
          "no pastel beach-hut stripes"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "watch the gelato being churned"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-02-27",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "conservation area",
          "floor slopes"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "hanging sign",
          "menu boards"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout112-exhibition-en-fly-rod-icast-launch",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi there. I'm Maggie Ostrander, my husband Cal and I run Ostrander Rod Co. out of Livingston, Montana. We build fiberglass and split-bamboo fly rods by hand, maybe 600 a year. This summer we're exhibiting at ICAST for the first time to launch our new Yellowstone Glass series, and we've never had a real booth, just a folding table at regional shows. So we need one designed and built.",
      "ICAST is at the Orange County Convention Center in Orlando, West Building. The show floor opens Wednesday July 15. Our exhibitor move-in slot is Monday July 13. Our freight company picks up the rod crate here in Livingston on June 29, so that part's handled separately. The Yellowstone Glass rods don't actually ship to dealers until September 1, the show is where we take the preorders.",
      "We booked a 10x10 inline booth in the fly fishing section, over near the pavilion.",
      "What we stand for: rods built slow, by two people, that'll outlive the guy who bought them. When someone steps into the booth I want them to feel like they walked into a little fly shop on the Yellowstone River on a slow afternoon, nobody rushing them. The people we really want are independent fly shop owners and dealers, plus a few buyers from the bigger outdoor chains and some of the fishing writers. ICAST is trade only, so no consumers.",
      "Style-wise, warm and a bit rustic but not kitschy, please no antler chandeliers or fake log cabin. More like an old fly shop crossed with a clean little gallery. One idea I keep coming back to: a rod wall where the rods rest horizontally on cottonwood pegs, lit like pieces in a museum, and a bench in front where a dealer can sit and flex a blank in their hands.",
      "Oh, update! Cal just got an email from the show office, a 10x20 opened up right next to the fly fishing pavilion and we grabbed it. So it's 10 by 20 now, not the 10x10. Same hall.",
      "We'll need electricity for the lighting and a screen looping a video of Cal wrapping guides, but no water. For design plus building the booth we're thinking around $22,000, the space rental is already paid separately. And we'd want the design final by April 30, since the fabricator we talked to in Bozeman needs about ten weeks."
    ],
    "whenAsked": {
      "exit_date": "Honestly I haven't gotten to the move-out part yet, it's somewhere in the exhibitor manual I haven't opened. Can we leave that blank for now?",
      "key_considerations": "That it packs down small enough for Cal and me to put up ourselves with maybe one helper, and that the rods are safe. Some of the bamboo rods take Cal forty hours each, so nothing where people can knock them off the wall or walk off with one.",
      "problem_need": "Nobody outside Montana knows who we are. We need dealers to stop walking and come in.",
      "competitive_advantage": "Everything is made in our shop by the two of us, and we do repairs for life.",
      "colors_and_elements": "Natural wood, river stone grays, a little bit of that Yellowstone Glass amber color. No camo.",
      "other_design_requirements": "A simple dealer price sheet and maybe a card with the rod specs to hand out.",
      "collaboration_notes": "Email is best, and Cal and I both sign off on the final design.",
      "plans_after_project": "If it goes well we'd take the booth to the Fly Fishing Show circuit next winter, so it should be reusable."
    },
    "otherwise": "No strong feelings on that one, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "fly rods",
          "ICAST",
          "Yellowstone Glass"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Orange County Convention Center",
          "Orlando"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-07-15",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-07-13",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": 3,
        "text": [
          "rods built slow",
          "little fly shop on the Yellowstone River"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "independent fly shop owners and dealers",
          "fishing writers"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "warm and a bit rustic",
          "clean little gallery"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "rod wall",
          "cottonwood pegs"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 200,
          "unit": "ft2"
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
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 22000,
          "currency": "USD"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-30",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "packs down small",
          "rods are safe"
        ]
      }
    }
  },
  {
    "id": "heldout112-brand-zh-meishan-spring-tea",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我姓林，家裡在嘉義梅山的太和村種茶，海拔大概一千兩百公尺，我爸種了快三十年。以前茶都是整批賣給盤商，包裝就是那種透明真空袋，連名字都沒有。我去年從台中辭職回來幫忙，想說今年開始用自己的品牌賣，所以想找你們做一套完整的品牌識別，logo、顏色、字體那些都要。",
      "品牌名我們叫「半山腰茶作」。我爸常說我們家不是最高的茶園，但剛好在半山腰，早上的霧最常停在這一段，茶葉因為這樣才會甜。我覺得這句話很像他，也很像我們家，就用了。",
      "目前主要有三樣：高山烏龍（罐裝茶葉）、蜜香紅烏龍，還有今年想推的冷泡茶包。想賣給跟我差不多年紀的人，大概25到40歲、在都市上班、平常喝手搖但開始想喝好一點的茶，不太會用茶壺泡的那種。",
      "最大的問題是，現在一講到阿里山茶，大家腦中都是紅色金色、書法字、山水畫那種禮盒，我們擺在市集上完全被淹沒，年輕人也不會停下來看。我希望讓人一看就知道這是年輕一點、可以天天喝的茶，不是只有送禮才買的。",
      "時間的部分，春茶大概清明過後開採，去年是四月十號開始採的，我希望新包裝能趕上春茶上市，所以設計最好三月底前完成。過年二月中我哥會從新竹回來，如果那時候有初稿可以全家一起看最好。",
      "風格我喜歡清爽、有一點手感的感覺，像日本一些小農品牌那樣，留白多一點。顏色想用霧霧的灰綠，避開大紅跟金色，不要再有山水畫了拜託😂",
      "啊剛剛說的時間要改一下。我剛打給印刷廠，他們說鋁箔夾鏈袋跟紙盒要印四週，春茶一採就要裝袋，所以設計最晚三月十五號就要定稿，不能拖到三月底了。",
      "商標的話，上個月已經跟智慧局送件了，還在審，我記得只有送名字，logo之後要再補。網路上目前只有臉書粉專，搜尋「半山腰茶作」就有，網站還沒做。"
    ],
    "whenAsked": {
      "need_registration_assistance": "這個我還沒想過耶，申請是朋友幫忙送的，後面要不要請你們協助我要再想一下。",
      "key_considerations": "最重要的是我爸要能接受，他比較傳統，太前衛他會不想用。還有logo縮到茶包吊牌那麼小也要看得清楚。",
      "other_design_requirements": "名片、市集攤位的布條，還有IG貼文模板，如果可以一起做最好。",
      "other_preferences": "我很喜歡日本一些老茶屋的包裝，字少少的，很安靜。",
      "collaboration_notes": "用LINE聯絡就好，一週更新一次；最後決定是我跟我爸一起。",
      "plans_after_project": "明年想開網路商店，也想跟梅山這邊的民宿合作，放在房間給客人喝。",
      "number_of_visits": "如果可以上來茶園看一次最好，其他線上就行。",
      "distance": "從嘉義市區開車上來大概一個小時。"
    },
    "otherwise": "這個我沒有特別想法，看你們建議～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "嘉義梅山",
          "完整的品牌識別"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "梅山"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "半山腰茶作",
          "霧最常停在這一段"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "高山烏龍",
          "蜜香紅烏龍",
          "冷泡茶包"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "25到40歲",
          "在都市上班"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "完全被淹沒",
          "可以天天喝的茶"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "清爽",
          "手感",
          "留白"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "灰綠",
          "避開大紅跟金色"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day"
        }
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
      "brand_website": {
        "said": 7,
        "text": [
          "臉書粉專",
          "半山腰茶作"
        ]
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "我爸要能接受",
          "茶包吊牌"
        ]
      }
    }
  },
  {
    "id": "heldout112-packaging-zh-tainan-mooncake-box",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我們是台南中西區的老餅舖，我阿公民國五十幾年開的，現在是我跟我媽在顧。每年中秋是我們最忙的時候，月餅禮盒一直都是用批發商的現成盒子，印個店章貼紙就賣。今年想說認真做一個屬於自己的中秋禮盒。",
      "主角是我們的綠豆椪，分兩種：素的烏豆沙綠豆椪，跟加了滷肉燥的鹹口味，皮是用豬油手工一層一層擀的，很酥，一碰就掉屑。客人通常買去送禮、中秋拜拜，或是烤肉那天一家人切開分著吃。",
      "規格的話，一顆大概直徑7公分、高3公分，約85克。外盒想做紙盒，裡面每顆單獨一個小包裝袋，不然很容易碎。禮盒我原本想一盒6顆。",
      "我們跟別家不一樣的地方是，滷肉燥是我阿嬤的配方，每天早上現滷，不加防腐劑，所以保存期限只有七天。很多客人是吃過一次就每年回來訂的。",
      "時間是這樣：今年中秋是9月25號，我們8月1號就要開始接預購，去年中秋是十月初，預購也是八月開，差不多八月底就滿單了。紙盒工廠說打樣加量產要八週，所以設計我希望最晚6月20號可以定稿。",
      "剛剛跟我媽討論，她說6顆拿去送禮太寒酸，長輩會覺得小氣，所以改成一盒8顆好了，一樣兩種口味各半。",
      "買的人大部分是在地熟客，四五十歲以上的比較多，但這幾年很多年輕人從外地回台南，會買回去送公司同事或帶回台北。通路主要是店裡現場，還有LINE官方帳號接預購、宅配，今年也想試試看上蝦皮。",
      "風格我想要有台南老城的味道但不要俗氣，像老屋的花磚、木窗格那種，質感安靜一點。顏色我喜歡深藍或墨綠，不要再用大紅大金了，太像批發盒。"
    ],
    "whenAsked": {
      "preferred_materials": "材質我完全沒概念，還沒想過，你們建議什麼我們再來看。",
      "key_considerations": "最重要是綠豆椪很容易碎，宅配的時候盒子裡要能固定住；還有保存期限只有七天，一定要印得很清楚。",
      "problem_need": "想讓禮盒一拿出來就知道是我們家的，不要再跟別人的批發盒長一樣。",
      "other_design_requirements": "可以的話，宅配用的外箱跟店裡的提袋也想一起改。",
      "collaboration_notes": "用LINE聯絡就好，我白天在做餅，晚上才有空回；最後我跟我媽一起決定。",
      "plans_after_project": "如果中秋反應不錯，過年想接著做鳳梨酥禮盒。",
      "address": "台南中西區，神農街附近。",
      "number_of_visits": "歡迎來店裡試吃一次，其他線上就好。"
    },
    "otherwise": "這個沒什麼特別想法，你們看著辦就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "老餅舖",
          "中秋禮盒"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台南中西區"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "綠豆椪",
          "滷肉燥"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "bag_pouch"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "阿嬤的配方",
          "每天早上現滷"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-06-20",
          "precision": "day"
        }
      },
      "specification": {
        "said": 5,
        "text": [
          "一盒8顆"
        ]
      },
      "target_audience": {
        "said": 6,
        "text": [
          "四五十歲以上",
          "年輕人"
        ]
      },
      "sales_channels": {
        "said": 6,
        "text": [
          "店裡現場",
          "LINE官方帳號",
          "蝦皮"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "台南老城的味道",
          "花磚"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "深藍或墨綠",
          "不要再用大紅大金"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "容易碎",
          "七天"
        ]
      }
    }
  },
  {
    "id": "heldout112-website-zh-penghu-erkan-guesthouse",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨～我們是一對在澎湖西嶼二崁村整理老古厝的夫妻，之前在台北一個做工程師、一個做行銷，去年搬回我先生的老家。古厝花了一年多整修，現在要改成只有四間房的民宿，想做一個客人可以直接線上訂房的網站。",
      "網站目前還沒有，訂房只能私訊我們的IG（@erkan.stone.house）或打電話，常常漏訊息，還會重複訂房，上個月就差點把同一間房給了兩組客人。所以最想解決的是讓客人自己看空房、自己付訂金。",
      "民宿開幕日我們訂在4月1號，網站希望3月15號就能上線，讓客人提早訂。聽說今年澎湖花火節4月下旬開幕，那段是旺季，訂房系統一定要在那之前穩定下來。",
      "頁面大概需要：首頁、房型介紹、線上訂房、古厝的故事、交通跟周邊玩法、常見問題。語言要中文跟英文，很多香港跟新加坡的客人是看英文的。",
      "來的客人多半是25到45歲、喜歡慢慢旅行的人，不趕行程，會在村子裡坐一整個下午的那種，很多是情侶或帶小孩的小家庭。",
      "風格希望跟房子一樣，有玄武岩、咕咾石的質感，安靜、有海風的感覺，照片要大，字不要多。預算我們抓大概15萬左右。",
      "不好意思，預算要修正一下😅 昨晚跟我先生對了帳，整修超支不少，網站這邊只能抓10萬，含訂房系統，10萬是上限了。"
    ],
    "whenAsked": {
      "competitors": "其他民宿的網站我們還沒認真研究過，目前也沒有特別想參考的，這個還不確定。",
      "key_considerations": "手機一定要好用，大部分客人都是用手機訂；付訂金的流程不要太複雜，還有我們自己要能改房價跟空房。",
      "colors_and_elements": "咕咾石的灰白跟海的藍，裝飾不要太多。",
      "other_design_requirements": "房間照片想請攝影師來拍，如果你們能介紹或一起包最好。",
      "collaboration_notes": "我當窗口，用LINE聯絡；大事我跟我先生一起決定。",
      "plans_after_project": "之後想加日文，也想在網站上賣我婆婆曬的丁香魚。",
      "address": "澎湖縣西嶼鄉二崁村。",
      "number_of_visits": "見面大概一兩次就好，其他線上。",
      "distance": "我們在澎湖，大多只能線上開會，回台灣本島的時候可以約。"
    },
    "otherwise": "這個都可以，我們沒有特別堅持。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "古厝",
          "四間房的民宿"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "二崁村"
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
          "erkan.stone.house"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "重複訂房",
          "自己看空房"
        ]
      },
      "expected_deadline": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day"
        }
      },
      "main_pages": {
        "said": 3,
        "text": [
          "房型介紹",
          "線上訂房",
          "古厝的故事"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "中文",
          "英文"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "慢慢旅行",
          "小家庭"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "玄武岩",
          "照片要大"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 100000,
          "currency": "TWD"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機一定要好用",
          "改房價跟空房"
        ]
      }
    }
  },
  {
    "id": "heldout112-other-zh-dajia-pilgrimage-drum-team",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我是台中大甲的蔡先生，我們是一個在地的戰鼓隊，叫「甲安戰鼓隊」，成員大多是在大甲長大的年輕人，平常晚上在國小旁邊的廟埕練鼓。每年最重要的事就是跟大甲媽祖遶境，去年我們第一次全程跟完九天八夜，今年想讓隊伍看起來更整齊、更有識別度。",
      "想請你們設計的東西有：隊服T恤（正面隊徽、背面大字）、一面大隊旗，還有遶境時用的擦汗毛巾。隊徽現在是一個團員用小畫家畫的，也想順便重畫。",
      "時間有點麻煩，遶境日期要等元宵節（3月3號）在鎮瀾宮擲筊才會知道，去年是四月初出發。T恤工廠說印四十件要三個禮拜，隊旗訂做也差不多，所以設計我希望3月10號前能定稿，擲筊完日期一確定就馬上下單。",
      "現在的問題是，我們遶境走在一起，路人根本分不出我們是哪一隊，衣服大家各穿各的，拍照很亂。希望有一套大家一看就記得、團員平常也會想穿出門的東西。",
      "有事直接找我就好，我是副隊長，設計的部分我一個人決定就可以了，LINE聯絡最快。",
      "風格想要有廟會的熱血，但不要太老派，像現在一些街頭品牌把傳統圖騰重新畫過的那種感覺。顏色想用黑底配紅，避開黃色，因為黃色跟媽祖的神轎太接近，我們覺得不太適合。",
      "啊我剛在群組講了這件事，隊長說定稿前要給他跟幾個幹部開會表決，所以最後不是我一個人決定，要等隊長點頭才算。平常溝通還是找我就好。"
    ],
    "whenAsked": {
      "target_audience": "客人喔？我們不是在賣東西的欸，好像也沒有什麼目標客群，這題我真的不知道怎麼回答。",
      "key_considerations": "衣服要能穿著走九天，吸濕排汗、洗了不褪色最重要；圖案不能放媽祖的神像，廟方比較忌諱這個。",
      "other_preferences": "我們蠻喜歡一些台灣潮牌把八家將、廟宇元素做成衣服的感覺。",
      "plans_after_project": "如果做得好，明年想做隊伍的貼紙跟IG頭貼，也想多接一些廟會表演。",
      "number_of_visits": "可以來廟埕看我們練鼓一次，禮拜三晚上都在。",
      "distance": "我們在大甲，到台中市區開車大概一個小時。"
    },
    "otherwise": "這個沒意見，你們專業決定就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "戰鼓隊",
          "大甲媽祖遶境"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "大甲"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "隊服T恤",
          "大隊旗",
          "擦汗毛巾"
        ]
      },
      "expected_deadline": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-03-10",
          "precision": "day"
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "分不出我們是哪一隊",
          "平常也會想穿出門"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "廟會的熱血",
          "街頭品牌"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "黑底配紅",
          "避開黃色"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "隊長點頭",
          "平常溝通還是找我"
        ]
      },
      "target_audience": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "吸濕排汗",
          "媽祖的神像"
        ]
      }
    }
  },
  {
    "id": "heldout112-residential-zh-chiayi-baby-townhouse",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我們想整修一間老透天，準備從台北搬回嘉義生小孩。房子在嘉義市西區，垂楊路附近的巷子裡，是我太太阿公留下來的，三層樓，屋齡大概40年了，這次想整棟重新翻修。",
      "格局現在是一樓客廳＋廚房＋一間浴室，二樓兩間房一間浴室，三樓一間房跟神明廳，頂樓有加蓋鐵皮當曬衣間。權狀上寫45坪左右。",
      "住的人就是我、我太太，還有即將報到的寶寶😊 預產期是6月20號，時間有點趕。岳父岳母住在隔兩條街，白天應該會常過來幫忙顧小孩。我們希望5月底前可以搬進去，生之前還有幾個禮拜把嬰兒房弄好。",
      "老房子問題不少：二樓浴室會滲水到一樓天花板，整棟只有前後兩面有窗，中間很暗；樓梯又陡又窄，我太太現在懷孕爬上爬下很怕。廚房還是那種舊磁磚流理台，電線也很老。",
      "生活上，我是軟體工程師，搬回來後一週有三天在家遠端，需要一個可以關門開會的工作角落。太太很愛烘焙，週末常做麵包跟鄰居分。晚上就是看Netflix、早睡，蠻宅的一家人。",
      "風格喜歡溫暖、乾淨的感覺，木頭多一點，類似無印良品那種，不要太華麗或太多線板。",
      "預算我們抓200萬左右，含設計費。對了，過年2/14到2/22師傅都放假，應該要年後才能動工吧？",
      "啊補充一下，剛剛說5月底搬，昨天產檢醫生提醒後期有可能提早生，太太說想在5月16號那個週六就搬進去，比較保險，入住日就以5/16為準。"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色喔……我們真的還沒想過耶，可能等看到你們的提案再說。",
      "key_considerations": "安全第一，樓梯一定要加扶手、防滑，材料希望低甲醛，寶寶一出生就要住進去。另外電線要全部換新。",
      "important_collections": "太太的烘焙器具很多，有一台桌上型攪拌機跟大烤箱，需要固定位置。",
      "memorable_moments": "太太小時候過年都在這間透天的一樓跟表兄弟姊妹圍爐，希望一樓還是能有大家一起吃飯的感覺。",
      "expected_deadline": "設計最好2月上旬能大致定案，年後一開工就可以進場。",
      "other_design_requirements": "系統櫃跟燈光可以一起規劃，嬰兒房希望之後可以改成小孩房。",
      "other_preferences": "有在看一些日本老屋改造的YouTube，很喜歡那種保留老東西又很舒服的感覺。",
      "number_of_visits": "現場的話我們人還在台北，大概可以回嘉義兩三次。",
      "collaboration_notes": "LINE群組就可以，一週更新一次，大的決定我跟太太一起討論。",
      "plans_after_project": "之後可能再生第二胎，三樓那間房希望之後可以當第二間小孩房。",
      "distance": "我們在嘉義市區，不確定離你們多遠，線上開會也可以。"
    },
    "otherwise": "這個我們沒特別想法，交給你們專業判斷就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "老透天",
          "整棟重新翻修"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "嘉義市西區"
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
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 40,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "二樓兩間房一間浴室",
          "神明廳"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 45,
          "unit": "ping"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "寶寶",
          "岳父岳母"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "滲水",
          "中間很暗",
          "樓梯又陡又窄"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "在家遠端",
          "烘焙",
          "Netflix"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "溫暖、乾淨",
          "無印良品"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 2000000,
          "currency": "TWD"
        }
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-05-16",
          "precision": "day"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "扶手",
          "低甲醛"
        ]
      }
    }
  },
  {
    "id": "heldout112-commercial-zh-tainan-mango-ice-shop",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我家在台南玉井開芒果冰店開了快20年，是我爸媽一手做起來的。今年換我接手，想在台南市區開第二間分店，地點在中西區國華街那一帶，租到一間老街屋的一樓，要整個重新裝潢。",
      "空間不大，一樓大概18坪，後面有個小天井。房東說租約從3月1號開始算，前兩個月讓我們免租金裝修。",
      "最大的問題是我們玉井本店每到夏天就排超長，去年7月假日排到快兩個小時，客人在太陽底下等很可憐，也有人等到一半就走了。所以新店最想解決的是排隊動線，還有內用跟外帶要分開，不要擠成一團。",
      "客人大部分是觀光客，來台南玩的年輕人、家庭，最近日本跟韓國客人也越來越多。我們跟別家最不一樣的是芒果都是自己家在玉井的果園直送，芒果醬、煉乳都是我媽自己熬的，不加色素。",
      "風格想要復古台味但乾淨一點，像以前的冰菓室，磨石子、老花磚那種，但不要做成很浮誇的網美店。",
      "時間的部分：我們希望5月23號開幕，因為愛文芒果大概6月中才會大出，5月底先試營運一下，正式旺季前把流程跑順。設計最好3月20號前定案，工班說施工要6個禮拜左右。",
      "預算的話，裝潢加設計費我原本抓150萬。",
      "不好意思，預算要修正一下，昨天跟我哥（他是合夥人）算完設備的錢，冰櫃跟製冰機就吃掉一大塊，裝潢這邊最多只能到120萬，120萬是上限。"
    ],
    "whenAsked": {
      "brand_value": "我們想讓人覺得像回到阿嬤家吃冰，很親切、很實在，不用裝模作樣。",
      "unique_design": "特別的設計點喔……老實說還沒想到耶，想聽聽你們有什麼點子。",
      "colors_and_elements": "芒果黃可以用一點，但不要整間黃到很俗；想保留老街屋原本的木窗。",
      "key_considerations": "一定要考慮冰櫃跟製冰機的電量，還有夏天很熱，冷氣要夠強。廚房地板要好清洗、防滑。",
      "number_of_visits": "我人在台南，現場要看幾次都可以，大概三四次吧。",
      "collaboration_notes": "LINE聯絡就好，重要的決定我跟我哥兩個人一起拍板。",
      "other_design_requirements": "招牌跟菜單也想一起設計，還有排隊區的遮陽。",
      "other_preferences": "很喜歡台南一些老屋咖啡廳的改造，保留老東西但很舒服。",
      "plans_after_project": "如果分店做起來，之後想在高雄也開一間。",
      "distance": "我在台南市區，開車過去都可以。"
    },
    "otherwise": "這個都可以，你們覺得好就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "芒果冰店",
          "第二間分店"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "中西區國華街"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "ping"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "排隊動線",
          "內用跟外帶要分開"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "觀光客",
          "日本跟韓國客人"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "果園直送",
          "不加色素"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "復古台味",
          "冰菓室"
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
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day"
        }
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 1200000,
          "currency": "TWD"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "回到阿嬤家吃冰",
          "親切"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "芒果黃",
          "木窗"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "電量",
          "冷氣要夠強"
        ]
      }
    }
  },
  {
    "id": "heldout112-exhibition-zh-lugu-tea-food-taipei",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是南投鹿谷做凍頂烏龍的家族茶行，到我已經第三代了。今年第一次報名台北國際食品展，在南港展覽館1館，想找人幫我們設計攤位，主要展出自家的烏龍茶、紅烏龍，還有今年新做的冷泡茶包。",
      "攤位目前是訂了兩個標準攤位，每個3x3，總共18平方公尺。展期是6月24號到27號，4天。",
      "這次去最主要是想接觸海外的買家跟進口商，特別是日本、新加坡、美國的，也希望可以找到國內的連鎖手搖飲或餐廳合作。一般民眾有來試喝當然也歡迎。",
      "我們想讓人感受到的是「山上的茶園」：茶是我們自己種、自己焙的，每一泡都喝得出土地跟人的溫度。攤位現場一定要泡茶給人試喝，所以水跟電都需要。風格希望簡單、有木頭和竹子的質感，不要太商業、太亮的那種展場。",
      "進場的時間主辦說是6月22號開始布置，最後一天27號下午5點閉展後就要撤場，當天晚上要全部清空。",
      "另外時間上我們有點卡：春茶4月中才會採完，5月初比賽茶公布結果，我們想等得獎的茶出來再決定主打哪一款。主辦審圖是5月15號截止，所以設計圖要在那之前好。印刷廠說DM要10個工作天。",
      "啊，攤位大小要更正一下！主辦昨天通知說有廠商退展，幫我們換成角落攤，變成三個攤位，總共27平方公尺，兩面開放。"
    ],
    "whenAsked": {
      "budget": "預算要等我爸決定，他還在跟農會問有沒有補助，目前我真的說不準。",
      "unique_design": "想在攤位中間放一張長長的原木茶桌，讓買家坐下來慢慢喝，像在我們山上的茶廠一樣。",
      "key_considerations": "試喝區的動線不要卡住走道，茶具跟熱水要安全，不要讓人燙到；還有要有地方放茶葉不要曬到太陽或燈。",
      "target_audience": "主要是海外買家跟進口商。",
      "preferred_style": "簡單、有木頭和竹子的感覺。",
      "colors_and_elements": "喜歡茶綠色跟原木色，可以放一點茶園的照片，不要用大紅大金。",
      "other_design_requirements": "DM、英文日文的產品型錄，還有送給買家的小包試飲茶包也想一起設計。",
      "other_preferences": "很喜歡日本茶屋那種安靜的感覺。",
      "number_of_visits": "我們在南投，可能上台北碰面一兩次，其他線上就好。",
      "collaboration_notes": "LINE聯絡，我負責對接，但最後決定要給我爸看過。",
      "plans_after_project": "如果效果不錯，年底想再去參加東京的食品展，攤位的東西希望可以重複使用。",
      "distance": "從鹿谷開車到台北大概要三個多小時。"
    },
    "otherwise": "這個都可以，沒有特別要求。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "台北國際食品展",
          "冷泡茶包"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南港展覽館1館"
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
      "target_audience": {
        "said": 2,
        "text": [
          "海外的買家",
          "進口商"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "山上的茶園",
          "土地跟人的溫度"
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
      "preferred_style": {
        "said": 3,
        "text": [
          "木頭和竹子",
          "不要太商業"
        ]
      },
      "entry_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-06-22",
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
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-15",
          "precision": "day"
        }
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
        "said": "asked",
        "skipped": true
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "原木茶桌"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "動線",
          "燙到"
        ]
      }
    }
  },
  {
    "id": "heldout112-brand-ko-bomsoon-florist-daejeon",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 대전 유성구 도룡동에 작은 꽃집을 열 준비 중인 윤서진이라고 해요. 둔산동 꽃집에서 7년 일하다가 이번에 독립하게 됐어요 ㅎㅎ 로고만 필요한 게 아니라 브랜드 전체를 새로 만들고 싶어요. 간판이랑 명함, 꽃 포장할 때 붙이는 스티커랑 리본까지요.",
      "가게 이름은 '봄순상회'로 정했어요. 외할머니 성함이 김봄순이신데, 공주 시골집 마당에 사계절 내내 꽃을 키우셨거든요. 어릴 때 방학마다 할머니 마당에서 놀던 기억 때문에 꽃 일을 시작하게 됐어요. '상회'는 옛날 동네 가게처럼 부담 없이 들르는 곳이었으면 해서 붙였고요.",
      "일정이 좀 빠듯해요. 가게 오픈은 3월 14일 화이트데이에 맞추려고 하고, 꽃집은 5월 8일 어버이날이 1년 중 제일 큰 대목이라 그 전에 자리를 잡아야 하거든요. 스티커랑 쇼핑백 찍는 인쇄소가 2주 걸린다고 해서, 로고 디자인은 2월 27일 금요일까지는 끝났으면 좋겠어요.",
      "꽃다발이랑 꽃바구니가 기본이고, 개업 축하 화분, 작은 웨딩 부케, 그리고 주말에는 꽃꽂이 원데이 클래스도 하려고요. 손님은 근처 연구단지 다니는 30~40대 직장인이 제일 많을 것 같아요. 특히 기념일 챙기려고 퇴근길에 들르는 남자 손님들요. 뭘 골라야 할지 몰라서 문 앞에서 쭈뼛거리는 분들이 편하게 들어올 수 있었으면 해요.",
      "요즘 꽃집들 보면 다 연핑크에 필기체 영어 간판이라 솔직히 어디가 어딘지 구분이 안 돼요. 저는 한 번 지나가도 기억에 남는 가게였으면 좋겠어요. 느낌은 옛날 상회 간판처럼 레트로한데 촌스럽지는 않은, 손글씨 같은 따뜻한 한글 로고가 좋아요.",
      "상표 등록은 아직 안 했어요. 인스타 계정은 @bomsoon_sanghoe 로 만들어만 두고 사진은 아직 몇 장 없어요.",
      "아 그리고 상표 얘기 정정할게요! 방금 남편한테 카톡으로 물어봤는데 지난달에 남편이 특허청에 출원을 벌써 넣었대요. 저만 몰랐네요 ㅎㅎ 그러니까 지금 출원 중인 상태예요."
    ],
    "whenAsked": {
      "need_registration_assistance": "출원은 남편이 알아서 진행하고 있어서 그쪽 도움은 괜찮아요. 디자인만 부탁드릴게요.",
      "colors_and_elements": "색은 솔직히 아직 하나도 못 정했어요. 생각을 못 해봤네요. 시안 보면서 같이 고민해 보고 싶어요.",
      "key_considerations": "할머니 이름이 들어가는 거라 가볍게 보이지 않았으면 해요. 할머니가 아직 정정하셔서 오픈 날 직접 오시는데, 할머니가 보시고 좋아하실 만한 로고였으면 좋겠어요.",
      "other_preferences": "을지로 오래된 가게 간판들 사진을 많이 저장해 뒀어요. 그런 세월 느껴지는 글씨가 좋아요.",
      "collaboration_notes": "결정은 제가 해요. 낮에는 가게 준비로 정신없어서 카톡으로 시안 보내주시면 저녁에 확인할게요.",
      "plans_after_project": "잘 되면 내년쯤 꽃 정기구독 서비스도 해보고 싶어요."
    },
    "otherwise": "그건 특별히 생각해 둔 게 없어요. 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "꽃집을 열 준비",
          "브랜드 전체를 새로 만들고"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "유성구 도룡동"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "명함",
          "스티커랑 리본"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "외할머니 성함이 김봄순",
          "공주 시골집 마당",
          "옛날 동네 가게"
        ]
      },
      "expected_deadline": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-02-27",
          "precision": "day"
        }
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "꽃다발",
          "개업 축하 화분",
          "원데이 클래스"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30~40대 직장인",
          "퇴근길에 들르는 남자 손님"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "연핑크에 필기체 영어 간판",
          "기억에 남는 가게"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "레트로한데 촌스럽지는 않은",
          "손글씨 같은 따뜻한 한글 로고"
        ]
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@bomsoon_sanghoe"
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
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "가볍게 보이지 않았으면",
          "할머니가 보시고 좋아하실"
        ]
      }
    }
  },
  {
    "id": "heldout112-packaging-ko-cheongsong-apple-chuseok",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 경북 청송에서 부모님이랑 사과 농사 짓고 있는 박준형입니다. 서울에서 회사 다니다가 재작년에 내려와서 농장 일을 같이 하고 있어요. 올해 추석에 내놓을 선물세트 박스를 제대로 한번 만들어 보고 싶어서 연락드렸습니다. 지금까지는 농협에서 파는 기성 박스에 저희 농장 스티커만 붙여서 팔았거든요.",
      "상품은 홍로 사과예요. 추석 무렵에 딱 나오는 품종이라 명절 선물로 제일 많이 나가요. 껍질째 먹어도 되는 사과라는 걸 강조하고 싶고요. 선물세트는 5kg 한 박스에 14~16과 들어가는 걸로 생각하고 있습니다.",
      "작년에는 추석이 10월 6일이라 좀 여유가 있었는데 올해는 9월 25일이라 훨씬 빠듯해요. 홍로 수확이 8월 말부터 시작이고, 스마트스토어 예약 판매는 8월 10일쯤 열 거라 그 전에 박스 사진이 있어야 하거든요. 디자인은 7월 말까지만 나오면 될 것 같아요.",
      "저희 과수원이 해발 500m 정도라 일교차가 커서 당도가 높아요. 광센서 선별기로 14브릭스 넘는 것만 골라서 선물용으로 씁니다. 사는 분들은 주로 40~50대 직장인이 부모님이나 거래처에 보내는 경우가 많고, 회사에서 명절 선물로 단체 주문도 꽤 들어와요.",
      "판매는 네이버 스마트스토어가 제일 크고, 청송 로컬푸드 직매장, 그리고 아버지 지인분들 통해서 직거래로도 나가요. 박스는 손잡이 달린 선물상자 형태에, 안에 사과가 하나씩 들어가는 칸막이 트레이가 있는 걸 생각하고 있어요.",
      "명절 선물이니까 고급스러워 보였으면 하는데, 백화점처럼 금박 번쩍번쩍한 건 저희랑 안 맞는 것 같아요. 시골 과수원의 정직한 느낌이랄까요. 색은 뻔한 빨간 사과색보다는 주왕산 느낌 나는 짙은 초록이나 남색 쪽이 좋고, 금색은 빼 주세요.",
      "아, 일정 다시 말씀드려야겠어요. 방금 박스 공장 사장님이랑 통화했는데 추석 물량 때문에 7월부터는 주문이 밀려서 6월 안에 발주를 넣어야 한대요. 인쇄 들어가면 6주는 걸린다고 하시고요. 그래서 디자인은 6월 15일까지로 당겨 주셔야 할 것 같습니다."
    ],
    "whenAsked": {
      "preferred_materials": "재질은 아직 모르겠어요. 어떤 게 있는지도 잘 몰라서 공장이랑 상의해 보고 말씀드릴게요.",
      "key_considerations": "택배로 많이 나가니까 사과가 안 멍들게 완충이 잘 돼야 하고, 박스를 몇 단씩 쌓아도 안 찌그러져야 해요. 작년에 택배 파손 클레임이 꽤 있었거든요.",
      "problem_need": "기성 박스로는 다른 농가랑 구분이 안 돼서, 한 번 받아 본 분이 내년에 또 저희를 찾게 만드는 게 목표예요.",
      "other_design_requirements": "택배용 겉박스랑, 안에 넣을 농장 소개 카드도 같이 해 주시면 좋겠어요.",
      "collaboration_notes": "최종 결정은 아버지가 하시는데, 연락은 저랑 하시면 돼요. 시안은 메일로 주세요.",
      "plans_after_project": "반응 좋으면 설 선물용 부사 세트도 같은 디자인으로 이어가고 싶어요."
    },
    "otherwise": "그건 딱히 정한 게 없어요. 알아서 잘 해 주시면 됩니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "추석에 내놓을 선물세트 박스",
          "기성 박스에"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "경북 청송"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "홍로 사과",
          "껍질째 먹어도"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "5kg",
          "14~16과"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "해발 500m",
          "14브릭스"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "40~50대 직장인",
          "단체 주문"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "스마트스토어",
          "로컬푸드 직매장",
          "직거래"
        ]
      },
      "packaging_form": {
        "said": 4,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "gift_set"
          ]
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "고급스러워 보였으면",
          "시골 과수원의 정직한 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "짙은 초록이나 남색",
          "금색은 빼 주세요"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-15",
          "precision": "day"
        }
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "안 멍들게",
          "쌓아도 안 찌그러져야"
        ]
      }
    }
  },
  {
    "id": "heldout112-website-ko-yangyang-surf-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 강원도 양양 죽도해변에서 서핑스쿨 하고 있는 김도윤입니다. 2019년부터 친구랑 둘이 운영 중이에요. 지금은 예약을 전부 인스타 DM이랑 카톡으로 받는데, 여름만 되면 진짜 감당이 안 돼서 온라인으로 예약 되는 홈페이지를 만들고 싶어요.",
      "작년 광복절 연휴에는 하루에 DM이 300개 넘게 왔어요. 답장하다 보면 중복 예약 나고, 입금 확인 놓치고... 손님들한테 너무 죄송했죠. 강습 시간이랑 남은 자리를 보고 바로 예약하고 결제까지 되는 게 제일 큰 목표예요.",
      "홈페이지는 따로 없고 네이버 블로그만 있어요. blog.naver.com/mulgyeolsurf 여기요. 페이지는 강습 소개, 요금표, 예약, 강사 소개, 장비 렌탈, 오시는 길 정도면 될 것 같아요.",
      "손님은 대부분 서울, 경기에서 오는 20~30대예요. 처음 서핑 해보는 분들이 70% 정도고, 주말에 친구들끼리, 커플끼리 많이 와요. 요즘은 외국인 손님도 늘어서 영어 페이지도 꼭 있어야 해요. 한국어랑 영어 두 개요.",
      "일정은요, 해수욕장 정식 개장이 7월 10일이고 진짜 성수기는 7월 중순부터 8월 말까지예요. 근데 5월 연휴부터 벌써 예약이 몰리기 시작하거든요. 그래서 사이트는 늦어도 4월 24일 금요일에는 오픈했으면 좋겠어요. 그 전에 강사들이랑 한 번 테스트도 해보고 싶고요.",
      "예산은 300만 원 정도 생각하고 있어요. 느낌은 바다처럼 시원하게, 사진 크게 쓰고 글씨는 적게요. 회사 홈페이지 같은 딱딱한 느낌은 싫어요.",
      "아 예산 얘기 수정할게요. 동업자한테 물어보니까 예약 시스템만 제대로 되면 그게 훨씬 이득이라고 500만 원까지는 써도 된대요. 500으로 생각해 주세요."
    ],
    "whenAsked": {
      "competitors": "다른 서핑샵 사이트는 솔직히 제대로 본 적이 없어서 잘 모르겠어요.",
      "key_considerations": "손님들이 거의 다 휴대폰으로 보니까 모바일에서 예약이 쉬워야 해요. 그리고 파도 안 좋은 날 강습 취소하고 환불하는 것도 간단하게 됐으면 좋겠어요.",
      "colors_and_elements": "로고가 주황색이라 주황색은 들어갔으면 해요.",
      "other_design_requirements": "강습 사진은 저희가 찍어 둔 게 많아서 괜찮고, 영어 번역은 도와주시면 좋겠어요.",
      "collaboration_notes": "저랑 동업자 둘이 같이 결정해요. 오후엔 바다에 있어서 평일 오전에 연락 주시면 좋아요.",
      "plans_after_project": "나중에는 서핑 캠프 숙박 패키지도 사이트에서 팔고 싶어요."
    },
    "otherwise": "그건 잘 모르겠어요. 괜찮은 쪽으로 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "서핑스쿨",
          "인스타 DM이랑 카톡으로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "양양 죽도해변"
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
          "중복 예약",
          "바로 예약하고 결제까지"
        ]
      },
      "url": {
        "said": 2,
        "text": [
          "blog.naver.com/mulgyeolsurf"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "강습 소개",
          "요금표",
          "장비 렌탈"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20~30대",
          "처음 서핑 해보는 분들"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "한국어",
          "영어"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-24",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "사진 크게 쓰고 글씨는 적게",
          "딱딱한 느낌은 싫어요"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 5000000,
          "currency": "KRW"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "모바일에서 예약이 쉬워야",
          "취소하고 환불"
        ]
      }
    }
  },
  {
    "id": "heldout112-other-ko-damyang-hanok-wedding",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 5월에 결혼하는 예비신부 이하은입니다! 청첩장을 기성품 말고 저희만의 디자인으로 만들고 싶어서 문의드려요. 식은 담양에 있는 한옥 정원에서 야외로 하는데, 그 분위기에 맞는 게 기성 청첩장에는 없더라고요.",
      "필요한 건 종이 청첩장이랑 모바일 청첩장, 그리고 식장 입구에 세울 웰컴보드예요. 답례품 떡 상자에 붙일 스티커도 같이 되면 좋고요.",
      "결혼식이 5월 23일 토요일이에요. 청첩장은 보통 6주 전에는 돌리니까 4월 초에는 받아야 하고, 인쇄소에서 제작하는 데 열흘 걸린대요. 그래서 디자인은 3월 27일까지 확정됐으면 좋겠어요. 캐나다에 사시는 예비 시어머니가 4월 20일에 들어오시는데 그때 직접 한 장 드리고 싶은 마음도 있고요.",
      "하객은 150명 정도 예상해요. 양가 어르신들이 절반 가까이 되시고, 나머지는 저희 친구들이랑 회사 동료들이라 20대 후반~30대예요. 친구들은 아마 모바일 청첩장으로 더 많이 보겠죠.",
      "색은 세이지 그린 같은 차분한 초록을 메인으로 하고 싶어요. 담양이니까 대나무나 한옥 기와 같은 요소가 살짝 들어가면 좋겠고, 반짝이는 금박 같은 건 안 넣었으면 해요.",
      "저희는 광주 광산구 수완동에 살아요. 신랑이랑 둘이 같이 정하는데, 신랑은 평일에 너무 바빠서 주로 제가 연락드릴 거예요. 최종 결정은 둘이 같이 보고 할게요. 카톡으로 시안 주시면 제일 편해요.",
      "사실 제일 바라는 건, 받자마자 버려지는 청첩장이 아니라 냉장고에 붙여 두고 싶은 청첩장이에요. 저도 친구들 청첩장 받으면 거의 다 버렸거든요 ㅠㅠ",
      "아 색깔 얘기 바꿔야 할 것 같아요! 오늘 플로리스트랑 미팅했는데 식장 꽃 장식을 연보라랑 흰색으로 하기로 했거든요. 그래서 청첩장도 초록 말고 연보라를 메인으로 하고 싶어요. 대나무랑 기와 모티프는 그대로, 금박 빼는 것도 그대로요."
    ],
    "whenAsked": {
      "preferred_style": "스타일은... 솔직히 아직 감이 안 와요. 저장해 둔 사진은 많은데 다 제각각이라서요. 몇 가지 보여주시면 그때 고를게요.",
      "key_considerations": "어르신들이 많으시니까 날짜, 시간, 장소 글씨는 크고 또렷하게 해 주세요. 그리고 담양 식장이 처음 가면 찾기 좀 어려워서 약도가 정말 잘 보여야 해요.",
      "other_preferences": "종이는 두툼하고 살짝 결이 있는 게 좋아요.",
      "number_of_visits": "직접 뵙는 건 종이 샘플 볼 때 한 번이면 충분할 것 같아요.",
      "plans_after_project": "나중에 돌잔치 초대장도 부탁드릴지도 몰라요 ㅎㅎ"
    },
    "otherwise": "음 그건 딱히 생각 안 해봤어요. 알아서 예쁘게 해주세요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "5월에 결혼하는 예비신부",
          "한옥 정원"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "종이 청첩장",
          "모바일 청첩장",
          "웰컴보드"
        ]
      },
      "expected_deadline": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-03-27",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "하객은 150명",
          "양가 어르신들"
        ]
      },
      "address": {
        "said": 5,
        "text": [
          "광주 광산구 수완동"
        ]
      },
      "collaboration_notes": {
        "said": 5,
        "text": [
          "주로 제가 연락",
          "카톡으로 시안"
        ]
      },
      "problem_need": {
        "said": 6,
        "text": [
          "냉장고에 붙여 두고 싶은 청첩장"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "연보라를 메인으로",
          "대나무랑 기와"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "크고 또렷하게",
          "약도"
        ]
      }
    }
  },
  {
    "id": "heldout112-residential-ko-daejeon-baby-remodel",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 대전 유성구 도룡동에 구축 아파트를 매매해서 전체 리모델링 하려고 알아보는 중이에요. 사실 좀 급한 이유가 있는데 ㅎㅎ 지금 임신 5개월 차거든요. 출산 예정일이 6월 3일이라 그 전에 무조건 이사를 끝내야 해요.",
      "98년에 준공된 아파트라 올해로 28년 됐어요. 32평이고 방 3개, 화장실 2개, 거실 하나 있는 구조예요. 근데 주방이 ㄷ자로 좁고 창이 없어서 너무 어둡고, 베란다 확장도 안 돼 있어서 수납이 진짜 부족해요ㅠㅠ",
      "입주는 일단 5월 중순쯤으로 생각하고 있어요. 출산 전에 짐 정리도 하고 아기방도 세팅해야 하니까요. 공사 업체 몇 군데 물어보니 철거부터 마감까지 보통 8주는 잡아야 한다고 하더라고요.",
      "같이 살 사람은 저랑 남편, 곧 태어날 딸, 그리고 고양이 두 마리(치즈랑 두부)예요. 남편이 대덕연구단지 연구원인데 일주일에 세 번은 집에서 재택근무를 해서 작은방 하나는 서재 겸 작업실로 써야 하고, 저는 주말마다 베이킹을 해서 오븐 자리가 꼭 있어야 해요.",
      "색은 따뜻한 원목이랑 크림색 좋아하고요, 차가운 회색이나 유광 하이그로시는 별로예요. 예산은 가구 빼고 공사비로 4500만 원 정도 생각하고 있어요.",
      "아 그리고 입주 날짜 수정할게요! 지금 사는 전셋집이 4월 30일에 계약 끝나는데 집주인분이 연장은 안 된다고 하셔서, 5월 1일에 바로 들어가야 할 것 같아요. 친정엄마가 6월에 산후조리 도와주러 부산에서 올라오시는데 그 전엔 정리 다 끝내고 싶어요.",
      "제일 신경 쓰이는 건 아기랑 고양이 건강이에요. 자재는 무조건 친환경 E0 등급 이상으로 하고 싶고, 입주 전에 베이크아웃 할 시간도 꼭 있었으면 좋겠어요."
    ],
    "whenAsked": {
      "preferred_style": "스타일은 솔직히 아직 감이 안 와요 ㅎㅎ 인스타에서 이것저것 저장만 해놨지 뭐가 제 취향인지는 모르겠어요. 상담하면서 같이 골라주시면 좋겠어요.",
      "important_collections": "남편 LP가 300장 정도 있어요. 그거 꽂을 자리는 꼭 있어야 해요.",
      "memorable_moments": "신혼집 작은 식탁에서 남편이랑 아침 먹던 시간이 제일 좋았어요. 주방 옆에 햇빛 드는 식탁 자리가 있었으면 해요.",
      "expected_deadline": "공사 기간 생각하면 디자인은 2월 말까지는 확정돼야 할 것 같아요.",
      "other_design_requirements": "붙박이장이랑 조명 계획도 같이 해주시면 좋겠어요. 고양이 캣워크도요!",
      "other_preferences": "오늘의집에서 본 원목 주방 사진들 좋았어요. 링크는 나중에 보내드릴게요.",
      "number_of_visits": "현장 미팅은 두세 번 정도면 될 것 같아요.",
      "collaboration_notes": "카톡으로 진행 상황 주 1회 정도 알려주시면 좋겠고, 결정은 남편이랑 같이 해요.",
      "plans_after_project": "몇 년 뒤에 둘째도 생각하고 있어서 서재를 나중에 아이방으로 바꿀 수도 있어요.",
      "distance": "스튜디오가 어디신지 몰라서 거리는 잘 모르겠어요."
    },
    "otherwise": "그건 딱히 생각해본 적 없어요. 알아서 추천해 주시면 좋겠어요.",
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
          "도룡동"
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
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 28,
          "unit": "years"
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
          "방 3개, 화장실 2개"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "주방이 ㄷ자로 좁고",
          "수납이 진짜 부족"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "곧 태어날 딸",
          "고양이 두 마리"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "재택근무",
          "베이킹"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "따뜻한 원목",
          "크림색",
          "유광 하이그로시"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 45000000,
          "currency": "KRW"
        }
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "친환경 E0 등급",
          "베이크아웃"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout112-commercial-ko-gangneung-gelato-summer",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 강릉 초당동에 젤라또 가게 내려고 하는 최민재입니다. 서울 연남동 디저트 가게에서 6년 일하다가 고향으로 내려왔어요. 상가는 계약했고 인테리어 디자인 맡길 곳 찾고 있습니다.",
      "초당순두부 마을 바로 앞 1층 상가고 전용 42㎡예요. 원래 순두부 식당 하던 자리라 주방 설비랑 바닥 타일 다 뜯어내야 하고, 천장도 낮아서 답답해 보이는 게 제일 문제예요. 예산은 5천만 원 정도 잡고 있어요.",
      "목표는 여름 성수기 전에 여는 거예요. 경포해수욕장이 작년엔 7월 11일에 개장했는데 그때부터 8월 말까지가 1년 장사의 반이라고들 하시더라고요. 그래서 오픈은 6월 20일 토요일로 잡았습니다.",
      "메뉴는 초당옥수수, 감자, 안목 원두 커피처럼 강릉 재료로만 만들어요. 매일 아침 가게에서 직접 소량 생산하는 게 근처 프랜차이즈 아이스크림 가게랑 다른 점이고요. 이탈리아에 주문한 배치 프리저가 5월 둘째 주에 들어온다고 해서, 그 전에 주방 배관은 끝나 있어야 해요.",
      "손님은 순두부 먹으러 오는 가족 관광객이랑 20대 여행객이 대부분일 거예요. 밥 먹고 후식으로 들르는 동선이라, 들어왔을 때 강릉 할머니 집 마루에 걸터앉은 것처럼 편하고 시원한 느낌이었으면 해요. 가게 이름도 '마루젤라또'예요.",
      "스타일은 미니멀한데 너무 차갑지 않게, 나무랑 한지 질감 섞은 느낌이요. 색은 옥수수 노란색 포인트에 흰색, 연한 소나무색 정도. 파스텔 핑크 같은 전형적인 아이스크림 가게 색은 피하고 싶어요.",
      "아 아까 예산 5천만 원이라고 했는데 수정할게요. 어제 아내랑 다시 계산해 보니 배치 프리저랑 쇼케이스 값이 2천만 원 넘게 따로 나가서, 인테리어에는 3500만 원까지만 쓸 수 있을 것 같아요.",
      "제일 중요한 건 공사 일정이에요. 6월 20일을 놓치면 여름 장사를 통째로 놓치는 거라서요. 그리고 냉동 장비가 많아서 전기 용량 증설이 필요한지 꼭 같이 봐주셨으면 합니다."
    ],
    "whenAsked": {
      "unique_design": "시그니처요? 음… 그건 아직 생각을 못 해봤네요. 좋은 아이디어 있으시면 제안해 주세요.",
      "expected_deadline": "디자인은 3월 말까지만 나오면 공사 일정 맞출 수 있을 것 같아요.",
      "other_design_requirements": "간판이랑 컵, 스푼 같은 포장재 디자인도 같이 봐주시면 좋겠어요.",
      "other_preferences": "제주 구좌에 있는 작은 아이스크림 가게들 분위기 좋아해요. 꾸민 티 안 나고 자연스러운 곳이요.",
      "number_of_visits": "현장 미팅은 두 번 정도면 충분할 것 같아요.",
      "collaboration_notes": "디자인 결정은 제가 하고, 돈 관련된 건 아내랑 같이 정해요. 연락은 카톡이 편합니다.",
      "plans_after_project": "잘 되면 내년엔 안목해변 쪽에 테이크아웃 전문 2호점 내보고 싶어요.",
      "distance": "스튜디오 위치를 몰라서 거리는 잘 모르겠어요."
    },
    "otherwise": "그 부분은 특별히 정해둔 건 없어요. 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "젤라또 가게"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "강릉 초당동"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 42,
          "unit": "m2"
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "천장도 낮아서 답답",
          "주방 설비랑 바닥 타일"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-06-20",
          "precision": "day"
        }
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "강릉 재료로만",
          "직접 소량 생산"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "가족 관광객",
          "20대 여행객"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "할머니 집 마루",
          "마루젤라또"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "미니멀",
          "한지 질감"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "옥수수 노란색",
          "파스텔 핑크"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 35000000,
          "currency": "KRW"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "공사 일정",
          "전기 용량 증설"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout112-exhibition-ko-sangju-gotgam-chuseok-fair",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하십니까. 경북 상주에서 곶감 농가 스물두 곳이 모여 만든 '남장골 곶감 영농조합법인' 사무장 이은정입니다. 올해 처음으로 서울에서 열리는 농식품 선물 박람회에 단독 부스를 내게 되어, 부스 디자인을 의뢰드리고자 연락드렸습니다.",
      "장소는 양재 aT센터 제1전시장이고, 박람회는 6월 24일 수요일부터 26일 금요일까지 사흘간 열립니다. 부스는 3m x 3m 네 칸을 붙여서 총 36제곱미터를 배정받았습니다. 설치는 개막 전날인 23일 하루 동안 하면 된다고 들었습니다.",
      "이 박람회를 고른 이유는 백화점이랑 대기업 복지몰 바이어들이 추석 선물세트 물량을 7월 말까지 확정하기 때문입니다. 올해 추석이 9월 25일이라 6월 박람회가 사실상 마지막 기회입니다. 그래서 일반 관람객보다는 유통 바이어, 기업 구매 담당자 분들을 만나는 게 목표입니다.",
      "저희 곶감은 남장골 산바람으로만 자연 건조하고 유황 훈증을 전혀 하지 않습니다. 예전에 어머님들이 처마 밑에 감 꿰어 말리던 그 정성을 바이어분들이 부스 안에서 느끼셨으면 합니다.",
      "부스는 곶감 덕장처럼 감을 주렁주렁 매단 발을 천장에서 늘어뜨리는 게 핵심이었으면 합니다. 진짜 곶감 말고 모형이나 패브릭으로요. 분위기는 전통적이되 촌스럽지 않게, 요즘 한옥 카페처럼 깔끔하고 따뜻한 느낌이 좋습니다.",
      "부스 안에서 곶감 시식이랑 감잎차 시음을 할 예정이라 물도 써야 하고, 전기포트랑 냉장 쇼케이스도 돌려야 합니다.",
      "정정할 게 있습니다. 아까 설치를 23일 하루라고 말씀드렸는데, 주최 측 참가 매뉴얼을 다시 보니 36제곱미터 이상 독립부스는 22일 월요일 오후부터 반입이 된다고 합니다. 목공 작업이 있으니 22일부터 들어가는 걸로 해 주십시오. 철수는 마지막 날인 26일 오후 5시 폐막 후 그날 밤까지 다 빼야 한다고 되어 있습니다.",
      "가장 중요한 건 시식용 곶감 위생과 보관입니다. 곶감이 온도에 예민해서 전시장 조명 열 때문에 무르지 않도록 신경 써 주셨으면 합니다. 그리고 조합원 어르신들이 교대로 부스를 지키시니 동선이 단순해야 합니다."
    ],
    "whenAsked": {
      "budget": "예산은 아직 정해지지 않았습니다. 군청 보조금이 얼마나 나올지 봐야 해서, 지금은 말씀드리기 어렵습니다.",
      "problem_need": "그동안은 지역 직거래 장터 위주로만 팔아서 큰 유통사 바이어들에게는 이름이 전혀 알려져 있지 않습니다.",
      "colors_and_elements": "잘 익은 감 주황색이랑 먹색을 좋아합니다. 형광색이나 번쩍이는 소재는 피하고 싶습니다.",
      "expected_deadline": "설계안은 4월 말까지 받아볼 수 있으면 좋겠습니다. 조합원들 의견도 모아야 해서요.",
      "other_design_requirements": "바이어용 리플릿이랑 선물세트 샘플 진열대도 같이 부탁드립니다.",
      "other_preferences": "작년에 다른 박람회에서 본 보성 녹차 부스가 참 정갈하고 좋았습니다.",
      "number_of_visits": "저희가 상주에 있어서 대면 회의는 두 번 정도면 좋겠습니다.",
      "collaboration_notes": "실무 연락은 저와 하시고, 최종 결정은 조합장님이 하십니다. 이메일과 전화 다 괜찮습니다.",
      "plans_after_project": "반응이 좋으면 가을에 부산 벡스코 박람회에도 나가고 싶어서, 부스를 다시 쓸 수 있게 만들어 주시면 좋겠습니다.",
      "distance": "상주에서 서울까지 차로 세 시간쯤 걸립니다."
    },
    "otherwise": "그 부분은 특별히 생각해 둔 게 없습니다. 전문가께서 판단해 주시면 따르겠습니다.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "곶감 농가 스물두 곳",
          "단독 부스"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "aT센터 제1전시장"
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
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 36,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "유통 바이어",
          "기업 구매 담당자"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "처마 밑에 감 꿰어 말리던"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "유황 훈증을 전혀 하지 않습니다"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "곶감 덕장",
          "천장에서 늘어뜨리는"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "촌스럽지 않게",
          "한옥 카페"
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
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-22",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-26",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "위생과 보관",
          "조명 열",
          "동선이 단순"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
];
