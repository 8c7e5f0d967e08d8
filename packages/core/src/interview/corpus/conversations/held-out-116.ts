import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 116 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: it depends (plans that hang on a loan, a
 * landlord's answer, a permit, a partner's vote, a corner booth freeing up, a subsidy: plan A and plan B, values on a
 * condition, some settled later in the conversation and some left open, filed as skipped; in each, one correction of a
 * plain value and one or two fields not known). Written in session 64 by seven writers, all 21 conversations. First
 * played on 7afd7e4b (the session's work on batches 113 to 115 landed, before any change for this batch): 171 of 271
 * facts (63.1 %), 25 wrong values, 9 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 116)
 * - brand_design: Tomasz "Tom" Nowak, Polish-born barber leaving his old shop after nine years to open his own, Second Chair, in Headingley, Leeds; full identity (logo, sign, price board, Instagram look); trap: msg 2: services cuts + hot-towel shaves + retail shelf if he gets the Otley Road unit, cuts/beard trims only if North Lane, settled msg 6 -> Otley Road, shaves and shelf; msg 4: logo deadline end of February if the council's sign consent is quick, else April, never settled (expected_deadline skipped); correction: brand_website @secondchair.leeds (msg 5) -> @secondchairbarbers (msg 7); unknown: colors_and_elements (expected_deadline left open).
 * - packaging_design: Wanjiru Kamau, Ruaka (Nairobi, Kenya), macadamia nut butter "Shamba ya Baba" from her late dad's Murang'a trees, labels for glass jars; trap: msg 2: if Naivas lists them -> six-jar shelf display tray + design by end Feb, else labels only by end March (settled msg 6: Naivas yes, tray + design by Fri 27 Feb); msg 2: 40 g hotel sachet if the Westlands hotel group orders (left open, not in key); correction: specification 300 g jars (msg 1) -> 250 g jars (msg 4); unknown: preferred_materials.
 * - website: Bec Hollis, Bellarine Swim School (kids' learn-to-swim) in Geelong (Victoria, Australia), replacing an old Wix site with online term enrolment and payment; trap: msg 2: if council grants the Torquay pool lease -> three locations and live before Term 2 (20 April), else Term 3 (settled msg 6: yes, live by 20 April); msg 2: budget $12,000 AUD if the Sport and Rec grant comes through, else $7,000 (left open, whenAsked repeats it -> skipped); correction: url bellarineswim.com.au (msg 0) -> bellarineswimschool.com.au (msg 4); unknown: competitors.
 * - other: Walt Haugen, 74, retired salmon troller in Juneau (Alaska), cover and book design for his memoir "Forty-One Summers"; trap: msg 1: if the Sitka press takes it -> cover only, else self-published and cover + inside pages with ~40 photos (settled msg 5: press passed, cover + inside pages); msg 4: books for the Petersburg Little Norway Festival mid-May if the Seattle printer can make it, else Christmas (left open, whenAsked repeats it -> skipped); correction: colors_and_elements green hull with white trim (msg 3) -> white with a blue trim (msg 6); unknown: preferred_style.
 * - residential_space: Rachel Whitcombe, hospital pharmacist, with partner Jono (film audio mixer), 2-year-old Ivy and a greyhound, renovating a ~110-year-old standalone villa in Brooklyn, Wellington (NZ); trap: msg 1: size 121 m² if the sleepout is consented, else 104 m² (settled msg 5: LIM back, consented -> 121 m²); msg 3: budget NZ$180k if the bank tops up the mortgage, else $120k (still open at the end, budget skipped when asked); do not file settlement 13 March (msg 0) as move-in; correction: move_in_date by end of June (msg 4) -> by 31 May (msg 6); unknown: colors_and_elements (and budget, still conditional).
 * - commercial_space: Jolene Tan, ex-vet nurse opening Soft Paws, a cat and small-dog grooming salon in an HDB shop unit on Tampines Street 81, Singapore; trap: msg 1: corner unit 850 sq ft vs inner unit 620 sq ft, landlord decides 10 Feb (still open, space_size skipped when asked); msg 4: budget S$90k if sister Mei joins as partner, else S$60k (settled msg 7: Mei is in -> SGD 90,000); do not file 12 years (msg 0) or 8 weeks (msg 6); correction: opening_date 2026-04-18 (msg 4) -> 2026-05-16 (msg 6); unknown: preferred_style (and space_size, still conditional).
 * - exhibition_space: Darnell Hughes, ex-distillery cooper running Stave & Hoop (bourbon-barrel furniture) in Shelbyville KY with partner Marcus, first booth at ICFF, Javits Center New York, May; trap: msg 1: 10x10 inline (100 sq ft) vs waitlisted 10x20 corner, settled msg 6 -> corner, 200 sq ft; msg 4: budget $30,000 if Marcus OKs using the planer fund else $18,000, never settled (budget skipped); correction: entry_date May 14 (msg 2) -> May 15 (msg 7); unknown: unique_design (budget left open).
 */
/* Writer's note (zh-TW, batch 116)
 * - brand_design: 詩涵, owner of pet grooming shop 毛毛澡堂 in 高雄鳳山, full identity (logo, signage, cards); trap: msg 2-3: services (+寵物住宿 if neighbour unit is rented) and deadline (before April opening vs before summer) -> settled msg 7 (rented: 美容/洗澡/寵物住宿, by 2026-03-20); msg 8: trademark help depends on husband's friend's quote -> open (need_registration_assistance skipped); correction: brand_website @maomao_bath (msg 4) -> @maomao.bath.ks (msg 6); unknown: colors_and_elements.
 * - packaging_design: 吳冠廷, third-generation rice farmer's son in 台東池上, packaging for his own brand of 越光米 (白米/糙米); trap: msg 2: packaging form (vacuum bag + paper box if the printer's minimum order is affordable, else kraft bag + label) -> settled msg 7 (bag_pouch + box); msg 6: deadline (mid-March if dad enters the county gift contest, else before July) -> open (expected_deadline skipped); correction: specification 2公斤 (msg 1) -> 1.5公斤 (msg 5); unknown: preferred_materials.
 * - website: 阿豪, surf instructor co-running surf shop + hostel 浪人日常 in 宜蘭頭城外澳, booking website with online payment; trap: msg 4: budget (15萬 if the youth start-up loan is approved, else about 8萬) -> settled msg 8 (approved, 150000 TWD); msg 5: launch (May 1 if the county water-activity registration comes before April, else after it) -> open (expected_deadline skipped); correction: languages 中文+英文 (msg 3) -> 中文+英文+日文 (msg 6); unknown: competitors.
 * - other: 佩珊, daughter of a 40-year 營養三明治 stall at 基隆廟口, new menu boards and cart graphics as the market is renovated; trap: msg 2: menu boards (front + side if they draw the corner stall, else front only) -> settled msg 6 (corner: front + side + cart side decal); msg 4: deadline (before the mid-March move back, if the renovation isn't delayed) -> open (expected_deadline skipped); correction: collaboration_notes final say 我爸 (msg 5) -> 我媽 (msg 7); unknown: preferred_style.
 * - residential_space: 陳先生, 竹科工程師, 竹北高鐵站附近電梯大樓中古屋, wife illustrator, two kids + 柴犬, full renovation; trap: msg 1: size 52坪 if neighbour sells / 28坪 if not -> settled msg 6 (neighbour sells, 52坪); msg 4: move-in 暑假 if old flat sold by March / year-end if not -> left open (move_in_date skipped); correction: age 15 years (msg 0) -> 18 years (msg 5); unknown: colors_and_elements (plus move_in_date still conditional).
 * - commercial_space: 雯雯, 8-year chain-store pet groomer opening her own grooming shop in 台中 with cat/dog zones; trap: msg 1: address/size 逢甲福星路 1F 18坪 if landlord allows plumbing, else 南屯文心路 2F 22坪 -> settled msg 6 (福星路, 18坪); msg 5: opening mid-May if boss lets her leave end of March, else August -> left open (opening_date skipped); correction: budget 120萬 (msg 4) -> 80萬 (msg 7); unknown: unique_design (plus opening_date still conditional).
 * - exhibition_space: third-generation 鹿谷 tea farmer (凍頂烏龍/紅茶), first time at 台北國際食品展, 南港展覽館一館; trap: msg 2: booth 18㎡ two-side corner if waitlisted spot frees up, else one 3x3 -> settled msg 6 (corner, 18㎡); msg 5: budget 60萬 if county subsidy granted, else 35萬 -> left open (budget skipped); correction: entry_date 6/22 (msg 1) -> 6/21 (msg 7); unknown: unique_design (plus budget still conditional).
 */
/* Writer's note (ko-KR, batch 116)
 * - brand_design: 정미경, Cheongju Yullyang-dong baker leaving an 11-year franchise to relaunch as her own brand '밀과볕'; trap: msg 3: deadline early March if HQ grants early termination else late May -> settled late May (msg 6, termination refused); msg 4: trademark help needed only if her husband's patent-attorney friend can't do it -> still open (need_registration_assistance skipped); correction: brand_website @milgwabyeot (msg 5) -> @mil_byeot (msg 7); unknown: colors_and_elements (need_registration_assistance open on a condition).
 * - packaging_design: 이준호, Hadong Hwagae green-tea farmer packaging his first hand-roasted teabag line; trap: msg 2: tin if the quote is under 1,200원 each else kraft stand-up pouch -> settled pouch/kraft (msg 6, quote 1,800원); msg 4: deadline June if the department-store Chuseok gift-set buyer meeting in March works out else year-end -> still open (expected_deadline skipped); correction: specification 20 bags per pack (msg 1) -> 15 (msg 5); unknown: target_audience (expected_deadline open on a condition).
 * - website: 최영호, 58, Icheon Sindun-myeon pottery studio owner replacing his Naver blog with a real site for class bookings; trap: msg 2: online shop if the courier agrees to a breakage-cover contract else intro + booking site only -> settled ecommerce (msg 5); msg 4: launch late April if his son (photos, Japanese translation) comes home in April else June -> still open (expected_deadline skipped); correction: budget 4,000,000 KRW (msg 3) -> up to 5,000,000 KRW (msg 6); unknown: competitors (expected_deadline open on a condition).
 * - other: 김태형, 47, Gunsan ex-Chinese-restaurant chef starting a jjamppong food truck, wants the truck wrap and menu board designed; trap: msg 1: Porter wing-body means designing the inside of the wings too, Bongo box truck outside only -> settled Porter, wrap incl. wing insides (msg 5); msg 3: wrap done by end of March if he wins the Eunpa Lake Park spot lottery (results early March) else end of April -> still open (expected_deadline skipped); correction: collaboration_notes final decision by himself (msg 4) -> by his brother-in-law (msg 6); unknown: preferred_style (expected_deadline open on a condition).
 * - residential_space: 이수경, freelance translator, buying a 35-year-old 32평 apartment in 은평구 불광동 for full remodel (husband, elementary-school daughter, two cats); trap: msg 2: budget 6천 if husband's loan refinancing is approved else 4천 -> settled at 6천만원 in msg 7 (loan approved); msg 3: move-in late July if landlord extends lease two months else end of May -> never settled, move_in_date skipped; correction: age 30 years (msg 0) -> 35 years (msg 5); unknown: colors_and_elements, move_in_date (still conditional).
 * - commercial_space: 최태오, optician leaving a chain after 15 years to open his own 안경원 near 부산 전포동 카페거리; trap: msg 1: 1층 코너 18평 if the clothing shop doesn't renew else 2층 25평 -> settled 18평 in msg 7 (tenant leaving); msg 5: open early April if the German lens edger arrives in March, else May -> never settled, opening_date skipped; correction: budget 5천만원 (msg 2) -> 4500만원 (msg 6); unknown: colors_and_elements, opening_date (still conditional).
 * - exhibition_space: 정우석, owner of Gimhae stainless camping-gear maker '무쇠곰', first booth at a March camping fair at KINTEX; trap: msg 1: booth 36㎡ now, 54㎡ corner if the neighbouring booth cancels -> settled 54㎡ in msg 7; msg 2: budget 1500만원 if the Gimhae city exhibition subsidy is granted else 900만원 -> never settled, budget skipped; correction: entry_date 3/17 (msg 1) -> 3/18 (msg 5); unknown: exit_date, budget (still conditional).
 */
export const hundredAndSixteenthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout116-brand-en-headingley-second-chair-barbers",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": 0,
    "messages": [
      "Hiya. I'm Tomasz, Tom to everyone, I've been cutting hair at a barbers in Headingley, Leeds for nine years and I'm finally going out on my own. Need the whole lot really: logo, sign, price board, how the Instagram looks. Right now I've got a name and a scissors tattoo and that's it.",
      "The name is Second Chair. At my old place I was always on the second chair, the one by the window, never the boss's chair, and half my regulars only came in for that chair. So it's a bit of a joke and a bit of a thank-you to them.",
      "Two units I'm looking at. If I get the bigger one on Otley Road with the back room, I'll do cuts, hot-towel shaves and a little shelf selling beard oil and pomade. If it's the small one on North Lane it's cuts and beard trims and that's it, no room for anything else. Landlord's meant to ring me this week.",
      "Customers: students obviously, it's Headingley, but the ones I really want are the lads and dads in their 30s and 40s who want a proper cut, a natter and no faff. I do a lot of kids on Saturdays as well.",
      "The sign needs planning consent because it's a conservation area. If the council's quick I'd want the logo done by end of February so the sign maker can crack on, if they drag it's more like April. No idea which yet.",
      "Insta is @secondchair.leeds, not much on it, about 40 posts of fades.",
      "He rang! Otley Road is mine, so it's cuts, hot-towel shaves and the retail shelf. Buzzing.",
      "Oh and sorry, that Instagram I gave you is wrong, it's my mate's old one. Mine is @secondchairbarbers."
    ],
    "whenAsked": {
      "problem_need": "My regulars need to know it's me so they follow me over, and it's got to stand out on Otley Road, there's three other barbers on it already.",
      "registration_status": "No, nothing registered. Didn't know you had to.",
      "need_registration_assistance": "Yeah go on, I wouldn't know where to start.",
      "preferred_style": "Old-school but not fake Victorian. I like those old Polish enamel signs from my grandad's town, simple and bold. Not the skull-and-razor thing every barber's got.",
      "colors_and_elements": "Haven't a clue to be honest, not thought about colours at all.",
      "expected_deadline": "Depends on the council, like I said. End of February if they're quick, April if not. Can't tell you yet.",
      "key_considerations": "Has to work tiny and big, on a business card and on the sign. And I've not got loads to spend, so keep it simple."
    },
    "otherwise": "Not bothered either way, whatever you think.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "going out on my own",
          "logo, sign, price board"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Headingley"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "always on the second chair",
          "thank-you"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30s and 40s",
          "proper cut",
          "kids on Saturdays"
        ]
      },
      "products_or_services": {
        "said": 6,
        "text": [
          "hot-towel shaves",
          "retail shelf"
        ]
      },
      "brand_website": {
        "said": 7,
        "text": [
          "@secondchairbarbers"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "follow me over",
          "stand out on Otley Road"
        ]
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
        "text": [
          "Polish enamel signs",
          "Not the skull-and-razor"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "business card and on the sign",
          "keep it simple"
        ]
      }
    }
  },
  {
    "id": "heldout116-packaging-en-ruaka-macadamia-naivas",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 180,
    "messages": [
      "Hi! I'm Wanjiru Kamau. My dad planted macadamia trees on our shamba in Murang'a back in the 90s, and since he passed I've been turning the nuts into nut butter instead of selling them raw to the brokers for next to nothing. I make it in a shared commercial kitchen in Ruaka, just outside Nairobi. The brand is Shamba ya Baba. Right now it's plain jars with a sticker I print at the cyber, and I need real packaging.",
      "It's macadamia nut butter, two flavours: plain roasted and honey-cinnamon. People spread it on toast, stir it into uji or oats, or blend it into smoothies. It comes in 300 g glass jars with a gold twist lid. I'm not changing the jars, I just need proper labels on them.",
      "Two things are hanging over me right now. The Naivas buyer has our samples and promised an answer this week. If they list us I'd also need a shelf-ready display tray that holds six jars, and they'd want stock in April, so the design would have to be done end of February. If they say no it's only the labels and end of March is fine. And a hotel group in Westlands is talking about a 40 g sachet for their breakfast buffet, but they've gone quiet, so who knows.",
      "What makes us different: one farm, my dad's trees, stone-ground in small batches, no palm oil, and no added sugar in the plain one. Most nut butter here is peanut with palm oil. My buyers are mostly young professionals in Nairobi, gym people, and mums who want something healthy for the kids' lunchboxes.",
      "Ah sorry, correction on the jars. I just checked the supplier invoice and they're 250 g jars, not 300. We switched last batch when the 300s ran out and I'm sticking with the 250s.",
      "Where I sell now: the Saturday organic market in Karen, Instagram orders that we deliver by boda, and two cafés in Kilimani. Look-wise I want earthy but modern and confident, not the usual craft-market look with hand-drawn leaves everywhere. Something you'd see on a shelf in London and be proud it's Kenyan.",
      "Wait, I just opened my email and the Naivas buyer wrote last night!! They're taking us in 12 stores from April. So it's the jar labels plus the six-jar display tray, and the design has to be done and with the printer by Friday 27 February."
    ],
    "whenAsked": {
      "colors_and_elements": "Green like the macadamia husk, with cream. Maybe something of the trees or the shamba. Please no cartoon nuts with faces.",
      "preferred_materials": "Honestly I don't know much about materials, I was going to ask you what works on glass.",
      "key_considerations": "The KEBS mark, ingredients and the allergen warning all have to fit on a small jar without it looking crowded. And the label must not peel, some customers keep it in the fridge and the sticker I use now comes off.",
      "problem_need": "People pick it up at the market and think it's homemade peanut butter. It should look like it belongs next to the imported brands.",
      "collaboration_notes": "WhatsApp is best, I'm in the kitchen most days. I decide, but I'll show my mum."
    },
    "otherwise": "No strong preference there, whatever you think works best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "macadamia",
          "need real packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Ruaka"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "macadamia nut butter",
          "plain roasted and honey-cinnamon"
        ]
      },
      "packaging_form": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label"
          ]
        }
      },
      "specification": {
        "said": 4,
        "text": [
          "250 g"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "one farm",
          "no palm oil",
          "no added sugar"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "young professionals",
          "gym people",
          "mums"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "Saturday organic market",
          "Instagram",
          "two cafés in Kilimani"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "earthy but modern",
          "not the usual craft-market look"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Green",
          "cream",
          "no cartoon nuts"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-27",
          "precision": "day",
          "relation": "by"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "six-jar display tray"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "allergen warning",
          "must not peel"
        ]
      }
    }
  },
  {
    "id": "heldout116-website-en-geelong-swim-school-torquay",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": 660,
    "messages": [
      "Hi, Bec Hollis here. I run Bellarine Swim School in Geelong with my partner Sam. Learn to swim for kids 6 months to 12 years, about 400 kids a term across two hired pools in Belmont and Ocean Grove. Our website is an old Wix thing my sister built in 2019, bellarineswim.com.au, and it's basically a phone number and a photo.",
      "Every enrolment comes in by phone or Facebook message and I'm answering them at 11pm. I want parents to see which classes have spots and enrol and pay for the term themselves.",
      "Timing depends on council. We've applied to take over the lease on the old Torquay pool and Sam's at the council meeting right now, they're voting on it today. If we get it that's three locations and I want the new site live before Term 2 starts on 20 April. If not, no rush, Term 3 is fine. Budget depends too, on a Sport and Rec grant: if it comes through we can spend $12,000, if not it's more like $7,000. Won't hear on that till March.",
      "Pages: home, programs by age, locations and timetable, enrol, our teachers, FAQ, contact. It's mostly parents looking at it, mums and dads 28 to 40, nearly always on their phone, often standing poolside with a baby on one hip.",
      "Sorry, got the web address wrong. It's bellarineswimschool.com.au, the short one was the old domain we let go.",
      "Feel wise: bright and friendly but not babyish. No cartoon fish. Real photos of our classes and teachers, lots of white space.",
      "Sam just texted, council said YES to Torquay!! So it's three pools, and the site needs to be live before Term 2 starts, 20 April."
    ],
    "whenAsked": {
      "languages": "Just English.",
      "competitors": "Haven't really looked at anyone else's site to be honest, no time.",
      "budget": "Like I said, depends on the grant. $12k if we get it, $7k if we don't, and we won't know till March.",
      "key_considerations": "It has to work properly on phones, and parents' and kids' details need to be kept safe. Medical notes and allergies go in the enrolment too.",
      "other_design_requirements": "We'd need a photographer for a class shoot, probably."
    },
    "otherwise": "No preference, whatever you reckon.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Bellarine Swim School",
          "Learn to swim"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Geelong"
        ]
      },
      "url": {
        "said": 4,
        "text": [
          "bellarineswimschool.com.au"
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
          "enrol and pay for the term themselves"
        ]
      },
      "main_pages": {
        "said": 3,
        "text": [
          "programs by age",
          "locations and timetable",
          "enrol"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "parents",
          "on their phone"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "bright and friendly but not babyish",
          "Real photos"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-20",
          "precision": "day",
          "relation": "by"
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
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "work properly on phones",
          "kept safe"
        ]
      }
    }
  },
  {
    "id": "heldout116-other-en-juneau-troller-memoir",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -540,
    "messages": [
      "Hello. My name is Walt Haugen, I'm 74 and I live in Juneau, out the road past Auke Bay. I fished salmon, commercial trolling, for 41 summers on a boat called the Marit. This winter I finished writing a book about it, with a lot of help from my daughter Karin, who typed it all up. It's called Forty-One Summers. I need somebody to make it look like a real book.",
      "Here's the thing. A small press down in Sitka has the manuscript. If they take it, they do the inside pages themselves and I'd just need a cover from you. If they pass, I'll publish it myself through Amazon and I'd need the whole thing done, cover and inside pages, with about 40 of my old photos in it.",
      "Who'd read it? Fishermen and old-timers, the wives and kids of fishermen, and the tourists off the cruise ships who want a real Alaska story and not another picture book. The bookstore downtown already said they'd put it by the register.",
      "For the cover I want the Marit on the front, a photo of her coming into Auke Bay. Green hull with white trim. And no cartoon fish, no jumping salmon. Every Alaska book in the airport has a jumping salmon on it.",
      "As for when: the Little Norway Festival in Petersburg is mid-May and I'd love to have books on a table there. That's if the printer in Seattle can turn it around in time. If not, Christmas is fine.",
      "Karin just read me an email. Sitka passed. Nice letter, but they're full for two years. So we're doing it ourselves, and I need the cover and the inside pages both from you, with the photos.",
      "One more thing, Karin says I got the boat wrong. The photo we'll use is from 1991, and by then I'd repainted the Marit white with a blue trim. So white and blue, not green. Don't want some old-timer calling me on it at the post office."
    ],
    "whenAsked": {
      "problem_need": "I want it to look like a real book on a shelf, not something a fella printed at home. People judge a book by its cover, whatever they say.",
      "preferred_style": "Couldn't tell you. I don't know the first thing about design, that's your department.",
      "expected_deadline": "Depends on that printer. Mid-May for the festival if they can do it, otherwise Christmas. They haven't answered me yet.",
      "key_considerations": "The photos are old, some slides, some prints with creases. I want them to look decent without looking fake. And the fishing words have to be spelled right, no 'trawling' when it's trolling.",
      "collaboration_notes": "Mail me printed proofs, I don't read well on a screen. Karin handles the email. I make the final call, but I'll listen to her."
    },
    "otherwise": "No opinion on that, do what you think is right.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "commercial trolling",
          "Forty-One Summers"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Juneau"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "the cover and the inside pages both",
          "photos"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "old-timers",
          "tourists off the cruise ships"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "white with a blue trim"
        ]
      },
      "problem_need": {
        "said": "asked",
        "text": [
          "look like a real book on a shelf"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "look decent without looking fake",
          "spelled right"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "printed proofs",
          "final call"
        ]
      }
    }
  },
  {
    "id": "heldout116-residential-en-brooklyn-villa-lim",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 780,
    "messages": [
      "Hi there, I'm Rachel Whitcombe. My partner Jono and I have just bought a standalone 1910s villa in Brooklyn, Wellington, up the hill from the shops. We went unconditional last week and settlement is 13 March. The listing says it was built around 1915, so it's about 110 years old, and it needs a proper renovation: kitchen, bathroom, insulation, the lot.",
      "Layout right now: three bedrooms, one bathroom, a lounge with a bay window at the front and a lean-to kitchen tacked on the back. There's also a sleepout in the back garden. The house itself is 104 m². If the sleepout turns out to be consented it's 121 m² all up, if it isn't we'll probably have to pull it down. We're waiting on the LIM to find out.",
      "It'll be me, Jono and our daughter Ivy, who's two, plus Bowie the retired greyhound. Jono mixes audio for film and does most of it from home, so he needs somewhere quiet. I'm a pharmacist at Wellington Hospital on rotating shifts, which means some weeks I'm sleeping during the day. Otherwise we cook a lot and have big Sunday dinners with friends.",
      "What's wrong with it: it's freezing and damp, there's no insulation in the walls, the kitchen is a dark little lean-to and the only bathroom is through the laundry. Money-wise, we've asked the bank to top up the mortgage. If they say yes we can spend about $180k on the reno, if not it's more like $120k and the bathroom waits a year.",
      "Style: I love the villa bits, the rimu floors, the bay window, the high ceilings, and we want to keep all of that. The kitchen can be modern but warm, please not all white-gloss. Our lease in Newtown runs out at the end of June, so that's our move-in deadline.",
      "Oh, news! Our lawyer just emailed, the LIM is back and the sleepout is consented 🎉 So it's 121 m² all up, and Jono's studio can go out there instead of taking the third bedroom.",
      "Sorry, one more correction. I double-checked the tenancy agreement and the fixed term actually ends 31 May, not the end of June. So we really need to be in by 31 May, even if some bits aren't finished."
    ],
    "whenAsked": {
      "budget": "Honestly it still depends on the bank. $180k if the top-up goes through, $120k if it doesn't, and they won't tell us till mid-February. So I can't give you one number yet, sorry.",
      "colors_and_elements": "Colours, no idea yet. We haven't got that far, I'd rather see what you suggest.",
      "key_considerations": "Warm and dry is the number one thing, proper insulation and good ventilation so Ivy isn't sick all winter. And soundproofing for Jono's studio and for me sleeping after night shifts.",
      "important_collections": "Jono has a lot of vinyl, maybe 600 records, they'll need a home.",
      "expected_deadline": "Ideally the design's done by the end of March so the builder can start in April.",
      "collaboration_notes": "Email's best, we both want to see everything, but I'll usually be the one replying.",
      "plans_after_project": "We might have another baby in a couple of years, so the third bedroom becomes a kid's room.",
      "number_of_visits": "We're local, so happy to meet on site whenever you need."
    },
    "otherwise": "No strong feelings on that one, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "1910s villa",
          "proper renovation"
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
          "Brooklyn, Wellington"
        ]
      },
      "age": {
        "said": 0,
        "value": {
          "kind": "number_with_unit",
          "amount": 110,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "three bedrooms, one bathroom",
          "sleepout"
        ]
      },
      "space_size": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 121,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "Ivy",
          "greyhound"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "mixes audio",
          "rotating shifts",
          "Sunday dinners"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "freezing and damp",
          "through the laundry"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "rimu floors",
          "not all white-gloss"
        ]
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-31",
          "precision": "day",
          "relation": "by"
        }
      },
      "budget": {
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
          "Warm and dry",
          "soundproofing"
        ]
      }
    }
  },
  {
    "id": "heldout116-commercial-en-tampines-cat-grooming",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi, I'm Jolene Tan. I was a vet nurse for 12 years at a clinic in Bedok, now I'm opening my own grooming salon for cats and small dogs, called Soft Paws. Looking at a shop unit along Tampines Street 81, under the HDB blocks near the wet market. Need someone to design the whole interior: grooming area, a small retail corner and a waiting area.",
      "There are two units in the same row. The corner one is 850 sq ft, the one two doors down is 620 sq ft. Corner has more frontage and windows but the landlord is also talking to a bubble tea chain, he says he'll decide by 10 Feb. If we get the corner, we do a separate cat room; if not, cats and dogs share and I split the timings.",
      "Main thing I want to fix: most grooming shops here are noisy and smell like wet dog, and cats get super stressed hearing the barking. Also owners want to see their pet being groomed through glass, a lot of people don't trust groomers after those viral videos.",
      "Customers are mostly HDB families in Tampines and Pasir Ris with poodles and shih tzus, and a lot of cat owners who can't find anyone to groom cats. Many are young couples who treat the pet like their kid. What makes us different: I'm trained in low-stress handling, and I'm the only one around here doing cat grooming without sedation.",
      "Budget: my sister Mei is thinking about coming in as partner. If she's in, we have about S$90k for the fit-out; if not, S$60k and we keep it simple. Opening we're targeting Saturday 18 April, I already told my regulars.",
      "When people walk in I want them to feel calm. Clean and trustworthy like a clinic, but friendly, not cold. Like your pet is in good hands.",
      "Oh about the opening, my contractor friend looked at the drainage for the bathing tubs and says wet works need 8 weeks minimum. So 18 April cannot make it, we'll open Saturday 16 May instead.",
      "Mei just texted me, she's in!! So the budget is S$90k."
    ],
    "whenAsked": {
      "space_size": "Still depends on the landlord lah. 850 sq ft if we get the corner, 620 if not. He only decides on 10 Feb.",
      "preferred_style": "Style ah... honestly I don't know, haven't thought about that part at all. You all are the experts.",
      "colors_and_elements": "Avoid red and loud bright colours, too much stimulation for the cats. Maybe soft sage green and light wood.",
      "unique_design": "Maybe a wall of covered cubbies where cats wait in their carriers, so they can't see the dogs.",
      "key_considerations": "Ventilation and drainage, there's hair and water everywhere. Floors must be non-slip and easy to wash down.",
      "expected_deadline": "Design by end Feb would be good, so the contractor can start in March.",
      "other_design_requirements": "Signboard and the shelves for the retail corner also, if can.",
      "plans_after_project": "If it goes well, maybe a second outlet in Punggol in two or three years."
    },
    "otherwise": "No preference for that, can follow what you suggest.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "grooming salon for cats and small dogs",
          "whole interior"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Tampines Street 81"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "cats get super stressed",
          "see their pet being groomed through glass"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "HDB families",
          "cat owners"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "low-stress handling",
          "without sedation"
        ]
      },
      "brand_value": {
        "said": 5,
        "text": [
          "calm",
          "in good hands"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 90000,
          "currency": "SGD"
        }
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-16",
          "precision": "day"
        }
      },
      "space_size": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "Avoid red",
          "sage green"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "covered cubbies"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Ventilation and drainage",
          "non-slip"
        ]
      }
    }
  },
  {
    "id": "heldout116-exhibition-en-shelbyville-barrel-furniture-icff",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hey there. Darnell Hughes, I run Stave & Hoop out of Shelbyville, Kentucky with my partner Marcus. I was a cooper at a distillery for eleven years, and now we build furniture out of used bourbon barrels and white oak from old rickhouses: dining tables, bar stools, and a rocking chair that sells better than it has any right to. We got into ICFF at the Javits Center in New York this May, first big show we've ever done, and I need somebody to design the booth so we don't look like a craft fair table.",
      "Here's where it gets messy. Right now we've got a 10x10 inline, 100 square feet. But we're on the waitlist for a 10x20 corner that some company dropped out of, and the show says they'll let us know by the end of the month. If we get the corner I want to bring the big nine-foot dining table, if not it's just stools and rockers.",
      "Show dates: it opens Sunday May 17 and runs through the 19th. Move-in for our hall is Thursday the 14th, and we have to be torn down and out the night of the 19th.",
      "Who we want to reach: interior designers and architects, and especially the folks doing hospitality work, hotel bars, restaurants, distillery tasting rooms. One good order from a hotel group would carry us for a year. We're not really after the general public.",
      "Money depends on Marcus. If he's OK pulling from what we set aside for the new planer, we can do about $30,000 for the whole booth. If not, it's more like $18,000. He's dragging his feet on it.",
      "What we stand for: honest wood, built to outlast you. You can still see the char inside the staves and sometimes the barrel number stamped on the head, every piece had a life before us. I want people to walk in, smell the oak, and want to sit down.",
      "Good news, the corner came through this morning! We've got the 10x20 corner, 200 square feet, so the big table is coming to New York.",
      "Sorry, one fix. I had move-in wrong, the 14th is only for the island booths, our row moves in Friday the 15th. And we'll need electricity for the lighting, no water."
    ],
    "whenAsked": {
      "preferred_style": "Like the inside of a rickhouse but cleaned up. Dark, warm, a little of that black char. Not barn-wedding, no burlap and mason jars.",
      "unique_design": "Honestly no idea yet. That's kind of why I'm calling you all.",
      "budget": "Still hanging on Marcus. It's 18 or it's 30, I really can't tell you yet which.",
      "key_considerations": "That big table weighs about 400 pounds, so getting it in and set up without wrecking it or anybody's back. And the rest of it the two of us need to be able to put up ourselves in a day.",
      "other_design_requirements": "Maybe a little card with the barrel story on it that people can take.",
      "collaboration_notes": "Text me, I'm in the shop all day. Marcus and I sign off together."
    },
    "otherwise": "No real preference there, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "bourbon barrels",
          "ICFF"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Javits Center"
        ]
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-05-17",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-05-19",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "interior designers",
          "hospitality"
        ]
      },
      "brand_value": {
        "said": 5,
        "text": [
          "honest wood",
          "built to outlast you"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 200,
          "unit": "ft2"
        }
      },
      "entry_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-05-15",
          "precision": "day"
        }
      },
      "water_electricity_supply": {
        "said": 7,
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "inside of a rickhouse",
          "Not barn-wedding"
        ]
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "400 pounds",
          "the two of us"
        ]
      }
    }
  },
  {
    "id": "heldout116-brand-zh-fengshan-pet-grooming-next-door",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我是詩涵，在高雄鳳山開寵物美容，店名叫「毛毛澡堂」，開了快三年。之前的logo是我自己用Canva亂弄的，這次想請你們重新做一整套品牌識別，logo、招牌、名片那些都要。",
      "名字是因為我第一隻狗叫毛毛，是米克斯，超級怕洗澡，我當初就是為了牠去學美容的。牠前年走了，所以這個名字對我意義很大，不會改。",
      "現在的問題是店看起來太像家庭小店，很多客人以為我們只是幫狗洗澡，其實我們有做造型修剪、SPA。還有，隔壁那間空店面我有在問房東，如果租得到就會打通多做寵物住宿，品牌也要把住宿放進去；租不到就維持現在美容洗澡就好。",
      "時間也是看隔壁：租到的話我想4月開幕前招牌就要掛上去，沒租到就不趕，暑假前弄好就可以。",
      "我們IG是 @maomao_bath，你們可以先看一下，大部分客人都是從IG來的。客人多半是25到40歲、住附近大樓的上班族，很多都是把狗當小孩養的那種。",
      "風格想要乾淨可愛但不要幼稚，有點像日本老澡堂那種暖暖的感覺，不要太甜。",
      "啊IG帳號我剛剛打錯了，是 @maomao.bath.ks 才對，舊的那個已經沒在用了。",
      "好消息！房東剛剛LINE我說隔壁願意租給我們，合約下週簽😆 所以確定會做美容、洗澡加寵物住宿，開幕抓4月11號，logo跟招牌最晚3月20號要好，招牌店說他們要做兩個多禮拜。",
      "商標的部分我們還沒申請。我老公說他有朋友在商標事務所，如果他朋友收費合理就給他弄，不然再請你們幫忙，這個要等他問完。"
    ],
    "whenAsked": {
      "need_registration_assistance": "這個要等我老公問完他朋友的報價才知道耶，現在還不確定。",
      "colors_and_elements": "顏色我真的還沒想法耶，你們先提看看好了。",
      "key_considerations": "最重要是招牌從遠處也要看得清楚，我們在大馬路邊，機車騎過去要一眼看到。還有logo要能繡在毛巾跟圍裙上，不要太細。",
      "collaboration_notes": "LINE聯絡就好，我白天都在幫狗洗澡，晚上回比較快。最後我自己決定。",
      "plans_after_project": "住宿穩定之後，想開始賣自己的寵物洗毛精。"
    },
    "otherwise": "這個我沒特別想法，你們專業決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "寵物美容",
          "整套品牌識別"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "高雄鳳山"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "招牌、名片"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "第一隻狗叫毛毛"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "太像家庭小店",
          "造型修剪"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "25到40歲",
          "把狗當小孩養"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "乾淨可愛",
          "日本老澡堂"
        ]
      },
      "brand_website": {
        "said": 6,
        "text": [
          "@maomao.bath.ks"
        ]
      },
      "products_or_services": {
        "said": 7,
        "text": [
          "美容",
          "洗澡",
          "寵物住宿"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-20",
          "precision": "day",
          "relation": "by"
        }
      },
      "registration_status": {
        "said": 8,
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
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "遠處也要看得清楚",
          "繡在毛巾"
        ]
      }
    }
  },
  {
    "id": "heldout116-packaging-zh-chishang-rice-quote",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我叫吳冠廷，在台東池上，家裡種稻種了三代。以前米都是整批賣給碾米廠，去年我從台北辭職回來幫忙，想說自己做品牌賣小包裝的米，所以需要設計包裝。",
      "產品就是池上的越光米，有白米跟糙米兩種，去年拿到產銷履歷。一包2公斤，真空包裝，要煮的時候剪開就好。",
      "包裝現在有兩個方案在比：如果印刷廠真空袋的最低量我們吃得下，就做真空袋外面再套一個紙盒，比較有伴手禮的樣子；吃不下的話就只做牛皮紙袋加貼標。報價大概下禮拜出來。",
      "跟別人不一樣的地方是我們自己有小台碾米機，接單才碾，米很新鮮，包裝上也可以標是哪一塊田種的。",
      "買的人應該是來池上騎腳踏車、想帶伴手禮回家的觀光客，還有住台北、比較在意吃得健康的媽媽。賣的地方會有我們自己的網站、蝦皮，還有池上車站附近兩家伴手禮店。",
      "對了剛剛講錯，一包是1.5公斤才對，2公斤是我們家自己吃的大包，不是要賣的那種。",
      "時間的部分，縣政府有個伴手禮評選，報名截止3月31號。如果我爸決定要報，包裝就要3月中前好；不報就不急，7月二期收成前好就好。他還在考慮。",
      "印刷廠報價出來了，真空袋最低3000個，我們可以接受，所以就是真空袋外面套紙盒那個方案。",
      "風格想要乾淨、簡單，有一點日式，不要太花俏，像無印良品那樣。"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色想要有稻穗那種金黃色，可以的話放一點中央山脈的線條。",
      "preferred_materials": "材質喔…我還沒研究，不太懂，你們建議就好。",
      "expected_deadline": "這個真的要看我爸要不要報名那個評選，要報就3月中，不報就7月前，他還沒決定。",
      "key_considerations": "最重要是真空袋不能漏氣，寄蝦皮常常被摔。還有產銷履歷的QR code一定要放得進去。",
      "collaboration_notes": "用LINE就好，設計稿我跟我爸一起看，最後他點頭才算。"
    },
    "otherwise": "這個都可以，我沒什麼意見，看你們。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "種稻種了三代",
          "小包裝的米"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台東池上"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "越光米",
          "白米跟糙米"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "接單才碾",
          "哪一塊田"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "觀光客",
          "在意吃得健康的媽媽"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "網站",
          "蝦皮",
          "伴手禮店"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "1.5公斤"
        ]
      },
      "packaging_form": {
        "said": 7,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch",
            "box"
          ]
        }
      },
      "preferred_style": {
        "said": 8,
        "text": [
          "乾淨、簡單",
          "無印良品"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "金黃色",
          "中央山脈"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "不能漏氣",
          "QR code"
        ]
      }
    }
  },
  {
    "id": "heldout116-website-zh-toucheng-surf-loan",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨～我是阿豪，在宜蘭頭城外澳教衝浪，跟朋友合開一間衝浪店叫「浪人日常」，有教學、租板，樓上還有三間背包客房。現在預約都靠IG私訊跟LINE，旺季根本回不完，想做一個可以線上預約付款的網站。",
      "目前只有粉專跟IG，沒有網站。IG是 @langren.surf",
      "網站想要有：首頁、課程介紹、線上預約、住宿、教練介紹、常見問題，還有浪況跟交通資訊。",
      "客人大部分是20到35歲，台北來的上班族週末跑來學，也有不少外國人。語言先做中文跟英文就好。",
      "預算要看青創貸款，如果過了可以拿15萬出來做網站，沒過大概只能8萬左右。銀行說這兩週會通知。",
      "上線時間也卡一個東西：我們在申請縣政府的水域遊憩活動經營登記，如果4月前下來，網站想在5月1號上線接暑假；拖到的話就只能等登記好再說，不然沒辦法合法收費。",
      "語言剛剛說中文跟英文，我合夥人說日文也要，去年夏天日本客人超多，所以是中文、英文、日文三種。",
      "風格想要清爽、有海的感覺，照片要大，不要那種很制式的旅遊網站。",
      "剛接到銀行電話，貸款過了！！所以網站預算就抓15萬。"
    ],
    "whenAsked": {
      "expected_deadline": "這個真的要看登記什麼時候下來，公文還沒到，我現在也說不準。",
      "competitors": "同業的網站我其實沒在看耶，一時想不到。",
      "key_considerations": "手機一定要好用，客人幾乎都用手機訂。還有預約要能看到剩幾個名額，不要再發生超賣。",
      "other_design_requirements": "照片我們自己有很多，文案可能要請你們幫忙潤一下。",
      "collaboration_notes": "LINE群組就好，我跟合夥人兩個一起決定。"
    },
    "otherwise": "這個沒差，你們覺得怎樣好就怎樣～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "教衝浪",
          "線上預約付款"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "宜蘭頭城外澳"
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
          "旺季根本回不完"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "@langren.surf"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "課程介紹",
          "線上預約",
          "教練介紹"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20到35歲",
          "外國人"
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
      "preferred_style": {
        "said": 7,
        "text": [
          "清爽",
          "有海的感覺"
        ]
      },
      "budget": {
        "said": 8,
        "value": {
          "kind": "money",
          "amount": 150000,
          "currency": "TWD"
        }
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "手機一定要好用",
          "剩幾個名額"
        ]
      }
    }
  },
  {
    "id": "heldout116-other-zh-keelung-stall-menu-corner",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我是佩珊，我們家在基隆廟口賣營養三明治快四十年了，現在是我爸媽在顧，我下班會去幫忙。廟口那排攤位今年要整修、重新分配位置，想趁這個機會把菜單看板跟攤車上的圖重新設計，現在的看板是手寫的，已經褪色到快看不清楚了。",
      "最大的問題是觀光客看不懂，常常站在攤子前面問半天，後面排隊的人就卡住。英文跟日文也完全沒有，外國人都用比的。",
      "位置還沒定，自治會下個月抽籤。如果抽到轉角那攤，菜單要做正面跟側面兩面，側面對著愛四路的人潮；沒抽到的話就只做正面一面。",
      "客人一半是觀光客，很多韓國、日本來的，另一半是吃了幾十年的老客人，年紀比較大，字一定要大。",
      "時間要看市場整修工程，照進度是3月中搬回新攤位，看板要在那之前做好裝上去。但公所說工程有可能延，延到什麼時候也沒人知道。",
      "我們溝通用LINE就好，我白天上班，晚上回訊息比較快。最後決定的是我爸，他比較有主見。",
      "抽籤結果出來了！抽到轉角那攤～所以菜單看板正面跟側面兩面都要做，再加攤車側邊的貼圖。",
      "啊更正一下，剛剛說最後決定的是我爸，我媽在旁邊瞪我😂 店其實是我媽在管錢管事，最後拍板是我媽，我爸只負責炸麵包。"
    ],
    "whenAsked": {
      "preferred_style": "風格喔…我真的說不上來耶，我們家都是做吃的，對這個沒什麼概念。",
      "colors_and_elements": "顏色希望保留我們攤子原本的紅色跟黃色，老客人都認那個顏色。",
      "expected_deadline": "還是要看工程有沒有延，公所一直沒給準確日期，我現在也沒辦法說。",
      "key_considerations": "字要大、從排隊的地方就看得到價錢，而且看板在外面風吹日曬又有油煙，要耐用、好擦。"
    },
    "otherwise": "這個我們沒意見，你們決定就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "營養三明治",
          "菜單看板"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "基隆廟口"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "觀光客看不懂",
          "英文跟日文"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "觀光客",
          "老客人"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "正面跟側面兩面",
          "攤車側邊的貼圖"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "拍板是我媽"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "紅色跟黃色"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "字要大",
          "耐用、好擦"
        ]
      }
    }
  },
  {
    "id": "heldout116-residential-zh-zhubei-neighbor-unit",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我姓陳，在竹科上班。我們在竹北高鐵站附近買了一間電梯大樓的中古屋，三房兩廳兩衛，屋齡大概15年，想整間重新裝修後再搬進去。",
      "不過有件事還沒定：同一層隔壁那戶的屋主在考慮要不要賣給我們。如果他願意賣，我們就兩戶打通，總共大概52坪；如果不賣，就只有我們自己這戶28坪。他說這禮拜會回覆。",
      "住的有我、我太太、兩個小孩（老大8歲、老二5歲），還有一隻柴犬。我太太在家接案畫插畫，白天需要安靜的地方工作；我們週末很常帶小孩去露營，裝備一大堆。",
      "買的這間最大的問題是廚房是封閉的，又小又暗，浴室磁磚也很舊了。我們現在住的舊公寓收納完全不夠，露營裝備跟小孩玩具只能堆在客廳，新家這點一定要改善。風格喜歡日式、無印良品那種簡單溫暖的感覺。",
      "預算含設計大概抓250萬，打不打通都是這個數。搬家時間就要看我們現在住的那間什麼時候賣掉，如果3月前賣掉，就想暑假搬進去，小孩剛好轉學；賣不掉的話就不急，可能拖到年底。",
      "更正一下，剛剛說屋齡15年是我記錯，翻了一下權狀，是民國97年蓋的，屋齡18年才對。",
      "剛剛隔壁屋主LINE我了，他願意賣！所以確定兩戶打通，總共52坪，多出來的空間想做一間書房兼我太太的工作室。"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色我還沒想到耶，這個要問我太太，她比較有想法。",
      "move_in_date": "還是要看舊房子什麼時候賣掉，仲介說現在市場有點冷，所以真的說不準。",
      "key_considerations": "最重要是收納跟動線，還有柴犬整天在家跑，地板要耐刮防滑。",
      "important_collections": "沒有什麼收藏，比較多的是露營裝備，帳篷、冰箱、桌椅那些。",
      "other_design_requirements": "系統櫃跟燈光可以一起規劃，打通之後的水電也要麻煩你們看。",
      "collaboration_notes": "用LINE聯絡就好，大的決定我跟太太一起討論，平日晚上比較有空。",
      "plans_after_project": "過幾年小孩大了應該會各自要一間房，這次規劃可以先想到。"
    },
    "otherwise": "這個沒特別想法，你們建議就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古屋",
          "整間重新裝修"
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
          "竹北高鐵站附近"
        ]
      },
      "layout": {
        "said": 0,
        "text": [
          "三房兩廳兩衛"
        ]
      },
      "age": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 52,
          "unit": "ping"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "兩個小孩",
          "柴犬"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "接案畫插畫",
          "露營"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "廚房是封閉的",
          "收納完全不夠"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "日式",
          "無印良品"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 2500000,
          "currency": "TWD"
        }
      },
      "move_in_date": {
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
          "收納跟動線",
          "耐刮防滑"
        ]
      }
    }
  },
  {
    "id": "heldout116-commercial-zh-taichung-pet-grooming",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉你好～我是雯雯，在連鎖寵物店當美容師8年了，今年終於要出來開自己的寵物美容店！店會開在台中，現在看了兩間店面還在談，想先找設計師聊聊。",
      "第一間在逢甲附近的福星路，一樓18坪，停車方便，但房東還沒答應讓我們改給排水，美容檯跟洗澡池需要拉很多水管。第二間在南屯文心路上，22坪但在二樓，房東什麼都OK。所以如果福星路那間房東點頭就選它，不然就南屯那間。",
      "客人主要會是附近的年輕上班族跟學生，很多人養貓或小型犬，而且是第一次養、很容易緊張的那種飼主。我希望毛孩進來不會害怕，主人也可以隔著玻璃看到整個美容過程，覺得很安心、很透明。",
      "附近的店大部分都是貓狗混在一起洗，吹水機跟狗叫聲超吵，貓咪壓力很大，這是我最想解決的。我的店會做貓狗分區，貓咪有獨立的安靜美容室，這是我跟別人最不一樣的地方。",
      "風格想要乾淨明亮，像北歐那種，顏色用淺木頭加白色，不要那種粉紅色卡通風😅 預算的話，設計跟裝潢我大概抓120萬。",
      "開幕時間要看我現在公司什麼時候放人。如果老闆答應我3月底離職，我想5月中就開；如果要我做滿到6月底，那就拖到8月了。",
      "剛剛福星路的房東LINE回我了，他說排水可以改，只要退租時恢復原狀就好！所以確定是逢甲福星路那間，一樓18坪😆",
      "啊還有，剛剛講預算120萬我講錯了，那是連美容檯、烘毛箱那些設備一起算的。設備我另外買，設計加裝潢應該是80萬左右才對。"
    ],
    "whenAsked": {
      "opening_date": "開幕日期真的還不確定，要等下禮拜跟老闆談完離職日才知道😢",
      "unique_design": "特色設計…我還沒想到欸，你們有沒有什麼建議？",
      "key_considerations": "防水跟排水一定要做好，地板要防滑好清潔，還有隔音，貓咪那間要很安靜。",
      "other_design_requirements": "招牌跟門口的玻璃貼可以一起設計的話最好！",
      "other_preferences": "我很喜歡日本那種透明廚房的寵物美容店，IG上看到很多。",
      "collaboration_notes": "LINE聯絡最方便，決定都我自己做，但預算會跟我老公討論。",
      "plans_after_project": "如果做得起來，之後想在樓上加做貓咪住宿。"
    },
    "otherwise": "這個我沒特別想法，你們專業決定就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "寵物美容店"
        ]
      },
      "address": {
        "said": 6,
        "text": [
          "福星路"
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
      "target_audience": {
        "said": 2,
        "text": [
          "年輕上班族",
          "第一次養"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "不會害怕",
          "很安心、很透明"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "吹水機跟狗叫聲超吵",
          "貓咪壓力很大"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "貓狗分區",
          "獨立的安靜美容室"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "乾淨明亮",
          "北歐"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "淺木頭加白色",
          "不要那種粉紅色卡通風"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 800000,
          "currency": "TWD"
        }
      },
      "opening_date": {
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
          "防水跟排水",
          "隔音"
        ]
      }
    }
  },
  {
    "id": "heldout116-exhibition-zh-lugu-tea-corner-booth",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我們是南投鹿谷的茶行，做凍頂烏龍跟紅茶，傳到我是第三代。今年第一次報名台北國際食品展，想找人設計攤位。",
      "展場在南港展覽館一館。展期6月24號到27號，我們22號進場，27號閉展後當晚撤場。",
      "攤位大小還不確定。我們有排一個轉角位置的候補，如果有廠商退出釋出來，就是兩個標攤、18平方公尺、兩面開；沒有的話就是一個標攤3x3。",
      "主要想接觸國外的買家跟進口商，尤其日本跟新加坡，另外也想找國內的連鎖飲料品牌談原料供應。",
      "我們的茶都是自己種自己焙，每一批都可以追溯到哪一塊茶園。希望人家走過來覺得很乾淨、很專業，不是傳統那種土產攤。風格喜歡簡單、有點日式的感覺。",
      "現場會泡茶給買家試喝，所以要水也要電。預算的話，如果縣政府的參展補助有過，可以抓60萬；沒過就只能35萬左右。",
      "剛收到主辦的email，轉角那個位置真的釋出了，所以確定是兩個標攤，18平方公尺。",
      "不好意思，進場日我剛剛講錯，我爸看了參展手冊，是6月21號進場，不是22號。"
    ],
    "whenAsked": {
      "budget": "補助要4月才公布，現在預算真的講不死，要等結果出來。",
      "unique_design": "特別的設計我真的想不到，我們做茶的不懂這個，交給你們。",
      "key_considerations": "茶葉怕潮怕曬，展示的地方不要對著燈直照。還有要有一張可以坐下來跟買家談的桌子。",
      "colors_and_elements": "不要太多紅色金色，那種太像伴手禮店。",
      "other_design_requirements": "英文跟日文的型錄如果可以一起做最好。",
      "plans_after_project": "如果這次有接到日本的單，明年可能會去東京的展。"
    },
    "otherwise": "這個沒有特別想法，看你們。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "台北國際食品展",
          "凍頂烏龍"
        ]
      },
      "address": {
        "said": 1,
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
      "entry_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-21",
          "precision": "day"
        }
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "m2"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "國外的買家跟進口商",
          "連鎖飲料品牌"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "自己種自己焙",
          "追溯"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "簡單",
          "日式"
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
          "怕潮怕曬",
          "坐下來跟買家談"
        ]
      }
    }
  },
  {
    "id": "heldout116-brand-ko-cheongju-bakery-franchise-exit",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 청주 율량동에서 빵집 하는 정미경이에요. 프랜차이즈 빵집을 11년 했는데 이번에 계약 끝나면 제 이름 걸고 동네 빵집으로 새로 시작하려고요. 로고부터 간판, 봉투까지 브랜드를 통째로 새로 만들어야 해서 연락드려요.",
      "이름은 '밀과볕'으로 정했어요. 새벽 4시에 반죽 시작해서 가게에 아침 햇볕 들어올 때 첫 빵이 나오거든요, 11년 동안 그때가 제일 좋았어서 그걸 이름으로 했어요. 상표 등록은 아직 안 했어요.",
      "빵은 지금처럼 식빵, 소금빵, 단팥빵 위주로 하고 본사 레시피 말고 제 레시피로 바꿀 거예요. 손님은 거의 아파트 단지 엄마들이랑 학교 끝나고 오는 중고등학생들이에요.",
      "일정이 좀 애매한데요, 본사에서 조기 해지를 받아주면 3월 말에 새 간판 달고 열 거라 디자인이 3월 초엔 나와야 하고, 안 받아주면 계약이 6월 30일까지라 5월 말까지만 주시면 돼요. 이번 주 안에 답 준대요.",
      "상표 출원은 남편 친구가 변리사라 봐준다고 했는데 요즘 바빠서 못 할 수도 있다네요. 그 친구가 안 된다고 하면 그땐 여기서 도와주시면 좋겠어요.",
      "제일 걱정되는 건 단골들이 간판 바뀌면 주인 바뀐 줄 알고 안 오는 거예요. 사람은 그대로라는 게 느껴졌으면 좋겠어요. 너무 세련된 카페 느낌보다는 따뜻하고 손글씨 같은 느낌이 좋아요. 인스타는 @milgwabyeot 으로 만들어 놨어요.",
      "아 방금 본사에서 전화 왔어요! 조기 해지 안 된대요 ㅠㅠ 그래서 6월 말까지는 지금 가게 그대로 하고 7월에 새로 여는 걸로 했어요. 디자인은 5월 말까지 주시면 돼요.",
      "그리고 인스타 아이디 잘못 알려드렸네요, 밑줄 들어가서 @mil_byeot 이에요. 아직 사진 몇 장밖에 없어요."
    ],
    "whenAsked": {
      "colors_and_elements": "색깔은 진짜 아직 생각을 못 해봤어요. 보여주시면 그때 골라볼게요.",
      "need_registration_assistance": "그게 아직 그 친구 답을 못 들어서요. 해준다고 하면 필요 없고 안 된다고 하면 부탁드릴게요. 지금은 뭐라 말씀을 못 드리겠네요.",
      "key_considerations": "돈이 넉넉하지 않아서 간판이랑 봉투 인쇄비까지 생각해서 너무 비싸게 안 나오게 해주세요. 그리고 할머니 손님들도 읽기 쉬운 글씨였으면 해요.",
      "other_design_requirements": "간판, 빵 봉투, 가격표 정도요. 스티커도 있으면 좋고요.",
      "collaboration_notes": "결정은 제가 하고요, 연락은 카톡이 편해요. 가게에 있을 땐 전화 잘 못 받아요."
    },
    "otherwise": "그건 딱히 정해둔 게 없어요. 알아서 해주셔도 괜찮아요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "동네 빵집으로 새로 시작",
          "브랜드를 통째로 새로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "청주 율량동"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "밀과볕",
          "아침 햇볕 들어올 때 첫 빵"
        ]
      },
      "registration_status": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "not_registered"
          ]
        }
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "식빵",
          "소금빵",
          "단팥빵"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "아파트 단지 엄마들",
          "중고등학생"
        ]
      },
      "problem_need": {
        "said": 5,
        "text": [
          "주인 바뀐 줄 알고",
          "사람은 그대로"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "따뜻하고 손글씨 같은 느낌"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "brand_website": {
        "said": 7,
        "text": [
          "mil_byeot"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "인쇄비",
          "읽기 쉬운 글씨"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "need_registration_assistance": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout116-packaging-ko-hadong-teabag-tin-quote",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 하동 화개에서 녹차 만드는 이준호입니다. 아버지 차밭 물려받은 지 3년 됐는데 그동안 잎차는 비닐봉투에 스티커 하나 붙여서 팔았어요. 이번에 티백 제품을 새로 내면서 포장을 제대로 해보려고 합니다.",
      "제품은 우전 덖음 녹차 티백이에요. 4월 첫물 찻잎을 손으로 아홉 번 덖어서 만들고, 뜨거운 물에 2분만 우리면 돼요. 티백 하나에 2g, 한 팩에 20개 들어가요.",
      "포장은 아직 두 가지 중에 고민 중이에요. 틴케이스 업체 견적이 개당 1,200원 안쪽으로 나오면 틴으로 하고, 그보다 비싸면 크라프트지 스탠드 파우치로 가려고요. 견적은 이번 주에 온대요.",
      "다른 녹차랑 다른 점은 기계 안 쓰고 손으로 덖는 거, 그리고 농약 안 친 야생 차밭이라는 거예요. 판매는 네이버 스마트스토어랑 화개장터에 있는 저희 직판장에서 해요.",
      "그리고 백화점 추석 선물세트 바이어 미팅이 3월에 잡혀 있는데요, 거기 들어가게 되면 6월까지는 디자인이 끝나야 되고 안 되면 연말쯤 천천히 해도 돼요.",
      "아 티백 개수 잘못 말씀드렸네요. 방금 포장 기계 업체랑 통화했는데 한 팩에 15개씩 넣기로 했어요. 2g은 맞고요.",
      "틴케이스 견적 왔어요. 개당 1,800원이라 너무 비싸네요 ㅎㅎ 그냥 크라프트 파우치로 가겠습니다. 지퍼 달린 걸로요.",
      "느낌은 차밭에 안개 낀 새벽 같은, 조용하고 여백 많은 디자인이면 좋겠어요. 한자로 '綠茶' 크게 박거나 초록색 잔뜩 쓰는 건 피하고 싶어요."
    ],
    "whenAsked": {
      "target_audience": "그건 아직 잘 모르겠어요. 티백은 처음 내는 거라 누가 살지 감이 안 오네요.",
      "expected_deadline": "그게 3월 바이어 미팅 결과를 봐야 알아요. 들어가면 6월까지, 안 되면 연말쯤이요. 지금은 딱 못 정하겠네요.",
      "key_considerations": "찻잎 향이 안 날아가게 밀봉 잘 되는 게 제일 중요해요. 그리고 소량으로 찍을 거라 인쇄비가 너무 많이 안 나왔으면 합니다.",
      "other_design_requirements": "택배 박스에 붙일 스티커 정도 있으면 좋겠어요.",
      "plans_after_project": "반응 좋으면 내년엔 홍차 티백도 내보려고요."
    },
    "otherwise": "그건 특별히 생각해둔 거 없어요. 알아서 해주셔도 돼요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "티백 제품을 새로",
          "포장을 제대로"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "하동 화개"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "덖음 녹차 티백",
          "2분만 우리면"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "15개"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "손으로 덖는",
          "농약 안 친 야생 차밭"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "스마트스토어",
          "직판장"
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
      "preferred_materials": {
        "said": 6,
        "text": [
          "크라프트"
        ]
      },
      "preferred_style": {
        "said": 7,
        "text": [
          "여백 많은",
          "안개 낀 새벽"
        ]
      },
      "colors_and_elements": {
        "said": 7,
        "text": [
          "초록색 잔뜩"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "밀봉",
          "인쇄비"
        ]
      },
      "target_audience": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout116-website-ko-icheon-pottery-courier-deal",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 이천 신둔면에서 흙담공방이라는 도자기 공방 25년째 하고 있는 최영호입니다. 그동안 네이버 블로그 하나로 버텼는데 이제 제대로 된 홈페이지가 있어야겠다 싶어서요. 블로그는 blog.naver.com/heukdam_ceramic 입니다.",
      "제일 답답한 건 클래스 예약을 전화랑 블로그 댓글로 받다 보니 중복 예약이 자꾸 생기는 거예요. 지난달엔 토요일 물레 수업에 여덟 명 자리인데 열한 명이 왔어요.",
      "그릇 온라인 판매까지 할지는 택배사 답에 달려 있어요. 도자기 파손 보상해주는 계약을 받아주면 쇼핑몰로 제대로 하고, 안 받아주면 공방 소개랑 클래스 예약만 되는 사이트로 가려고요.",
      "예산은 400만원 정도 생각하고 있습니다. 손님은 주말에 서울에서 체험하러 오는 30~40대 부부나 아이 데리고 오는 가족이 많고, 일본 관광객도 한 달에 몇 팀씩 와요. 그래서 한국어랑 일본어 두 가지로 했으면 해요.",
      "사진이랑 일본어 번역은 도쿄에서 일하는 아들이 해주기로 했는데요, 아들이 4월에 들어오면 도자기축제 전인 4월 말에 열고 싶고, 회사 일로 6월에나 오게 되면 그때 맞춰서 열어야 할 것 같아요.",
      "택배사에서 방금 연락 왔습니다. 파손 보상 계약 해준답니다. 그러면 그릇도 온라인으로 팔게요, 쇼핑몰로 가는 걸로 하겠습니다.",
      "아 그리고 예산 400이라고 했는데 통장 정리해 보니 작년 가을 전시 때 판 게 남아 있어서 500만원까지는 쓸 수 있겠네요.",
      "페이지는 공방 소개, 클래스 예약, 그릇 판매, 오시는 길 정도면 될 것 같아요. 제일 중요한 건 예약 확인이 쉬워야 한다는 거예요. 저랑 집사람이 나이가 있어서 관리 화면이 복잡하면 못 씁니다."
    ],
    "whenAsked": {
      "competitors": "다른 공방 사이트는 거의 안 봐서요. 딱히 떠오르는 데가 없네요.",
      "expected_deadline": "아들 휴가 일정이 아직 안 나와서요. 4월에 오면 4월 말, 아니면 6월쯤인데 지금은 확답을 못 드리겠어요.",
      "preferred_style": "흙 색, 나무 색처럼 차분하고 따뜻한 느낌이요. 번쩍번쩍한 건 저희랑 안 맞아요.",
      "colors_and_elements": "가마에서 막 나온 그릇 사진이 크게 들어가면 좋겠어요.",
      "other_design_requirements": "사진은 아들이 찍을 거고, 글은 좀 다듬어 주시면 좋겠습니다."
    },
    "otherwise": "그건 잘 모르겠네요. 알아서 잘 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "흙담공방",
          "제대로 된 홈페이지"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "이천 신둔면"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "heukdam_ceramic"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "중복 예약"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30~40대 부부",
          "일본 관광객"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "한국어",
          "일본어"
        ]
      },
      "category": {
        "said": 5,
        "value": {
          "kind": "choice",
          "selected": [
            "ecommerce"
          ]
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 5000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "main_pages": {
        "said": 7,
        "text": [
          "클래스 예약",
          "그릇 판매",
          "오시는 길"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "예약 확인이 쉬워야",
          "관리 화면이 복잡하면"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "차분하고 따뜻한"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout116-other-ko-gunsan-foodtruck-wrap-lottery",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 군산에서 중식 20년 한 김태형입니다. 식당 접고 짬뽕 푸드트럭을 시작하려는데 트럭 외관 래핑이랑 메뉴판 디자인 맡길 데를 찾고 있어요.",
      "트럭은 중고로 두 대 놓고 고민 중이에요. 포터 윙바디로 가면 옆 날개가 위로 열리니까 날개 안쪽 면까지 디자인이 필요하고, 봉고 탑차로 가면 바깥 면만 하면 돼요. 금요일에 둘 중 하나 계약하려고요.",
      "제일 큰 문제는 야시장 가면 트럭이 열 대 넘게 줄 서 있는데 멀리서 봐도 짬뽕집인지 안 보인다는 거예요. 불맛 나는 집이라는 게 멀리서도 딱 보였으면 좋겠어요.",
      "은파호수공원 푸드트럭 자리 추첨에 넣어놨는데 결과가 3월 초에 나와요. 되면 벚꽃철 맞춰서 3월 말까지 래핑이 끝나야 하고, 떨어지면 5월 야시장 개장에 맞추면 되니까 4월 말까지 천천히 하셔도 돼요.",
      "손님은 야시장 오는 20대 커플이나 공원 산책하는 가족들이요. 색은 빨강이랑 검정 위주로 가고 싶고, 중국집 용 그림 같은 건 너무 뻔해서 빼주세요. 시안은 카톡으로 보내주시고 결정은 제가 할게요.",
      "트럭 계약했어요! 포터 윙바디로 했습니다. 그래서 래핑은 날개 안쪽 면까지 해주셔야 하고, 메뉴판도 날개 안쪽에 크게 붙일 생각이에요.",
      "아 그리고 아까 결정은 제가 한다고 했는데 정정할게요. 트럭 값 반을 처남이 댔거든요, 최종 결정은 처남이 하기로 했어요. 시안은 저랑 처남 둘 다 카톡으로 보내주세요.",
      "중요한 건 래핑 필름이 여름에 불 앞에서 벗겨지지 않아야 한다는 거예요. 웍 불이 세서 트럭 옆면이 꽤 뜨거워지거든요. 그리고 메뉴 가격이 큰 글씨로 바로 보였으면 해요."
    ],
    "whenAsked": {
      "preferred_style": "스타일이요? 그런 건 제가 잘 몰라서요… 아직 생각해 본 게 없어요. 몇 개 보여주시면 고를게요.",
      "expected_deadline": "그게 추첨 결과가 3월 초에 나와서 아직 몰라요. 되면 3월 말, 떨어지면 4월 말이요. 지금은 딱 말씀 못 드려요.",
      "plans_after_project": "장사 되면 내년에 동생이랑 2호차 낼 생각도 있어요.",
      "number_of_visits": "트럭 보러 한 번은 와주셨으면 해요."
    },
    "otherwise": "그건 따로 생각해 둔 거 없습니다. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "짬뽕 푸드트럭"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "군산"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "멀리서 봐도 짬뽕집인지"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "20대 커플",
          "산책하는 가족"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "빨강이랑 검정",
          "용 그림"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "날개 안쪽 면까지",
          "메뉴판"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "최종 결정은 처남이"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "벗겨지지 않아야",
          "메뉴 가격"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout116-residential-ko-bulgwang-loan-lease",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 은평구 불광동에 구축 아파트를 하나 샀는데 전체 리모델링 상담 받고 싶어서 연락드려요. 저는 집에서 번역 일 하는 이수경이고요, 남편이랑 초등학생 딸 하나, 고양이 두 마리랑 살 거예요. 지은 지 30년 된 아파트라 손볼 데가 많아요.",
      "32평이고 방 3개 화장실 2개예요. 지금 제일 싫은 건 주방이 좁고 어두운 거랑, 샷시가 낡아서 겨울에 외풍이 엄청 심한 거요. 욕실도 타일 들뜬 데가 있고요.",
      "예산이 좀 애매한데요ㅠ 남편이 자전거 가게 하면서 받은 대출을 갈아타려고 은행에 신청해놨거든요. 그게 승인 나면 인테리어에 6천까지 쓸 수 있고, 안 되면 4천 안에서 해야 할 것 같아요. 다음 주 초에 결과 나온대요.",
      "입주도 딱 정해진 게 아니라서요. 지금 사는 전셋집이 5월 31일 만기인데, 집주인이 두 달 더 살게 해주면 7월 말에 들어가고, 안 된다고 하면 5월 말엔 무조건 이사해야 돼요. 집주인분이 해외에 계셔서 답이 늦네요.",
      "생활은… 저는 거의 하루 종일 집에서 일하고 남편은 저녁에 들어와서 요리하는 걸 좋아해요. 주말엔 딸 친구들이 자주 놀러 오고요. 그래서 제 작업 공간이랑 거실이 좀 분리됐으면 좋겠어요.",
      "아 그리고 아까 30년 됐다고 했는데 등기부 떼보니까 1991년 준공이라 35년 됐더라고요. 배관도 한 번도 안 바꾼 것 같아요.",
      "스타일은 편안하고 차분한 느낌이요. 북유럽 스타일 같은? 너무 호텔처럼 꾸민 집은 부담스러워요.",
      "방금 은행에서 문자 왔어요!! 대출 승인됐대요 ㅎㅎ 그럼 예산은 6천으로 잡을게요."
    ],
    "whenAsked": {
      "colors_and_elements": "색은 아직 생각 못 해봤어요. 남편이랑 얘기해보고 정해야 할 것 같아요.",
      "move_in_date": "그게 집주인 답을 아직 못 받아서요… 5월 말 아니면 7월 말인데 지금은 확정을 못 하겠어요.",
      "key_considerations": "고양이들이 있어서 바닥이나 벽지가 긁혀도 티 덜 나는 자재였으면 좋겠고, 제가 집에서 일하니까 방음이 제일 중요해요.",
      "important_collections": "번역하면서 모은 사전이랑 책이 꽤 많아요. 책장 두 개 분량 정도요.",
      "other_design_requirements": "붙박이장이랑 조명은 같이 봐주시면 좋겠어요.",
      "number_of_visits": "현장은 두세 번 정도 같이 보면 될 것 같아요.",
      "collaboration_notes": "연락은 카톡으로 주시면 되고, 큰 결정은 남편이랑 같이 해요.",
      "plans_after_project": "딸이 크면 방을 따로 꾸며주고 싶어요. 그 정도요.",
      "distance": "스튜디오가 어디 있는지 몰라서 거리는 잘 모르겠어요."
    },
    "otherwise": "그건 특별히 생각해둔 건 없어요. 알아서 추천해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "구축 아파트",
          "전체 리모델링"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "은평구 불광동"
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
        "said": 0,
        "text": [
          "초등학생 딸",
          "고양이 두 마리"
        ]
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
          "방 3개 화장실 2개"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "주방이 좁고 어두운",
          "외풍"
        ]
      },
      "lifestyle": {
        "said": 4,
        "text": [
          "하루 종일 집에서 일하고",
          "요리하는 걸 좋아해요"
        ]
      },
      "age": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 35,
          "unit": "years"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "편안하고 차분한",
          "북유럽"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 60000000,
          "currency": "KRW"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "방음",
          "긁혀도 티 덜 나는"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "move_in_date": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout116-commercial-ko-jeonpo-optician-corner",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 부산 전포동 카페거리 쪽에 안경원 하나 차리려고 하는 최태오입니다. 대형 체인 안경원에서 15년 일하다가 이번에 독립해요. 매장 인테리어 전체를 맡길 곳 찾고 있습니다.",
      "자리가 아직 두 군데 중에 고민이에요. 1층 코너 자리가 18평인데 지금 들어있는 옷가게가 재계약할지 이번 주 안에 답을 준대요. 거기가 나가면 무조건 코너로 하고, 안 나가면 같은 건물 2층 25평으로 가야 돼요. 2층은 넓긴 한데 손님이 올라올지 걱정이고요.",
      "예산은 인테리어만 5천 정도 생각하고 있습니다. 검안 장비는 제가 따로 사요.",
      "체인에 있을 때 제일 아쉬웠던 게 검사를 5분 만에 후다닥 하고 파는 거였거든요. 저는 검안을 30분 넘게 제대로 하고, 얼굴형 보고 테를 같이 골라주는 걸로 승부 보려고요. 그래서 손님이 편하게 오래 앉아 있을 수 있는 공간이 필요해요.",
      "주 고객은 전포동 놀러 오는 20~30대랑 근처 직장인들이요. 빈티지 테나 국산 수제 테 좋아하는 사람들. 분위기는 오래된 시계방이나 공방 같은 클래식한 느낌이 좋아요.",
      "오픈은 장비 때문에 아직 확실하진 않아요. 독일에서 주문한 렌즈 가공기가 3월 중에 들어오면 4월 초에 열고, 통관이 늦어지면 5월로 밀릴 수도 있어요.",
      "아 그리고 예산 5천이라고 했던 거, 어제 세무사랑 얘기해 보니 4500이 맞겠어요. 간판까지 포함해서 4500 안에서 해주셔야 할 것 같습니다.",
      "방금 부동산에서 전화 왔는데 옷가게 사장님이 재계약 안 하신대요! 그래서 1층 코너 18평으로 확정입니다."
    ],
    "whenAsked": {
      "brand_value": "'오래 보는 안경'이요. 들어왔을 때 동네 단골 가게 온 것처럼 편하고, 대접받는 느낌이었으면 해요.",
      "colors_and_elements": "색은 솔직히 감이 없어요. 그건 전문가분들이 잡아주세요.",
      "unique_design": "검안실을 유리로 해서 밖에서도 검사하는 모습이 보이면 어떨까 생각해봤어요.",
      "opening_date": "가공기 들어오는 날이 아직 안 정해져서요… 4월 초 아니면 5월인데, 지금은 뭐라 말씀을 못 드리겠네요.",
      "key_considerations": "코너라 통유리가 두 면이라서 햇빛에 테가 바래지 않게 해야 하고, 검안실은 어둡게 조절이 돼야 해요.",
      "expected_deadline": "디자인은 2월 말까지 나오면 좋겠습니다.",
      "other_design_requirements": "간판이랑 테 진열장은 같이 해주셨으면 해요.",
      "number_of_visits": "현장 미팅은 두 번이면 될 것 같아요.",
      "collaboration_notes": "결정은 제가 다 하고요, 연락은 카톡이 편합니다.",
      "plans_after_project": "일단 여기 자리 잡는 게 먼저고, 그다음은 아직 생각 안 해봤어요.",
      "distance": "스튜디오 위치를 몰라서요, 잘 모르겠습니다."
    },
    "otherwise": "그건 딱히 정해둔 게 없어요. 알아서 제안해 주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "안경원",
          "독립"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "부산 전포동"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "검안을 30분 넘게",
          "얼굴형 보고 테를 같이 골라주는"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "편하게 오래 앉아 있을 수 있는 공간"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "20~30대",
          "근처 직장인"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "오래된 시계방",
          "클래식한 느낌"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 45000000,
          "currency": "KRW"
        }
      },
      "space_size": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "pyeong"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "오래 보는 안경",
          "대접받는 느낌"
        ]
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "검안실을 유리로"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "햇빛에 테가 바래지",
          "검안실은 어둡게"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "opening_date": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout116-exhibition-ko-gimhae-camping-fair",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 김해에서 스테인리스 캠핑 장비 만드는 '무쇠곰' 대표 정우석입니다. 3월에 킨텍스에서 하는 캠핑 박람회에 처음으로 부스를 내게 돼서요, 부스 디자인이랑 시공 같이 해주실 곳 찾고 있어요. 화로대, 그리들, 랜턴 걸이 같은 걸 주로 전시할 거예요.",
      "박람회는 3월 19일 목요일부터 22일 일요일까지고, 설치는 17일 화요일에 들어가면 된다고 들었어요. 부스는 지금 4부스(36㎡) 배정받았는데, 주최 측 말로는 옆자리에 취소가 나면 6부스 54㎡로 붙여준대요. 그럼 코너가 돼서 훨씬 좋죠.",
      "예산은 아직 반반이에요. 김해시에 박람회 참가 지원사업 신청해놨는데, 선정되면 부스에 1500까지 쓸 수 있고 떨어지면 900 정도로 해야 돼요. 결과는 2월 말에 나온대요.",
      "저희 제품은 전부 김해 공장에서 용접공 출신 직원들이 하나하나 손으로 만들어요. 20년 넘게 조선소 하청 일 하다가 캠핑 장비로 넘어온 거라 두께나 마감은 자신 있습니다. 부스에 와서 직접 들어보고 무게감을 느꼈으면 좋겠어요.",
      "보러 오는 사람은 캠핑 좋아하는 30~40대 아빠들이 제일 많을 거고, 솔직히 더 노리는 건 캠핑용품 매장 바이어들이에요. 온라인에서만 팔다가 오프라인 매장 입점하는 게 올해 목표라서요.",
      "아 설치 날짜 정정할게요. 참가 매뉴얼 다시 보니까 17일은 앞 전시 철수하는 날이고, 저희 반입·설치는 18일 수요일이래요.",
      "스타일은 공장 느낌 그대로요. 철판, 용접 자국 같은 거 숨기지 말고 거칠게. 가운데 큰 원목 테이블 놓고 그리들에 고기 굽는 시늉이라도 하는 캠핑 사이트처럼 꾸미면 어떨까 싶어요. 전기는 조명 때문에 필요하고 물은 안 써요.",
      "방금 주최 측에서 연락 왔는데 옆 부스 취소 났대요! 6부스 54㎡ 코너로 확정됐습니다 ㅎㅎ",
      "이 부스는 가을에 벡스코 캠핑쇼 나갈 때도 다시 쓰고 싶어요. 그러니까 분해해서 트럭 한 대에 실을 수 있게 만들어주시면 좋겠어요."
    ],
    "whenAsked": {
      "budget": "지원사업 결과가 2월 말에 나와서 아직 몰라요. 1500이 될지 900이 될지… 지금은 확정 못 드려요.",
      "exit_date": "철수요? 마지막 날 끝나고 바로인지 다음 날인지 아직 공지를 못 봤어요.",
      "colors_and_elements": "스테인리스 은색에 검정 정도면 될 것 같아요. 알록달록한 건 싫고요.",
      "expected_deadline": "디자인은 2월 중순까지 나오면 좋겠어요.",
      "other_design_requirements": "제품 카탈로그랑 바이어용 명함도 같이 해주시면 좋고요.",
      "number_of_visits": "저는 김해라 미팅은 온라인으로 하고, 현장은 설치날 한 번 가면 될 것 같아요.",
      "collaboration_notes": "제가 대표라 결정은 제가 하고, 연락은 카톡으로 주세요.",
      "distance": "김해에서 올라가야 돼서 좀 멀어요."
    },
    "otherwise": "그건 크게 상관없어요. 알아서 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "캠핑 박람회",
          "화로대, 그리들"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "킨텍스"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-19",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": 3,
        "text": [
          "하나하나 손으로 만들어요",
          "직접 들어보고 무게감"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "30~40대 아빠들",
          "캠핑용품 매장 바이어"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "오프라인 매장 입점"
        ]
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-18",
          "precision": "day"
        }
      },
      "preferred_style": {
        "said": 6,
        "text": [
          "공장 느낌",
          "거칠게"
        ]
      },
      "unique_design": {
        "said": 6,
        "text": [
          "캠핑 사이트처럼"
        ]
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
      "space_size": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 54,
          "unit": "m2"
        }
      },
      "key_considerations": {
        "said": 8,
        "text": [
          "분해해서 트럭 한 대에 실을 수 있게"
        ]
      },
      "plans_after_project": {
        "said": 8,
        "text": [
          "벡스코 캠핑쇼"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      }
    }
  },
];
