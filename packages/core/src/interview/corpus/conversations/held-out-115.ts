import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 115 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: two languages in one message (Taiwanese
 * and Korean visitors drop English words into their sentences, 'budget大概50萬', '오픈 date는 4월 초'; English-language
 * visitors in Hong Kong, Malaysia, the Philippines, Québec, South Africa and Spanish-speaking US families mix in words
 * of their other language, '60萬', 'como 1,400 pies cuadrados', '25 ribu Sing dollar', 'by fin mars'; in each, one
 * correction and one or two fields not known, filed as skipped). Written in session 64 by seven writers, all 21
 * conversations. First played on bfd296a7 (the session's work on batches 113 and 114 landed, before any change for
 * this batch): 199 of 274 facts (72.6 %), 10 wrong values, 15 asked again, 0 loops, at most 15 turns.
 */
/* Writer's note (en-US, batch 115)
 * - brand_design: Geneviève Tremblay, family orchard cidery in Rougemont (Montérégie, Québec), full identity for new brand "Quatrième Rang" (ice cider, brut, rosé) to get into the SAQ; trap: msgs 0-7 mix French (mon chum, c'est gênant, pépère, voisins, pas juste les pommes, fait maison, acheter local, épuré, marque de commerce, "by fin mars", "le 15 mars"); do not file 1,200 trees / 1974 (msg 1), bottling début mai (msg 6), Granby printer / six weeks (msg 7), REQ business-name registration as a trademark (msg 5: not_registered); correction: expected_deadline fin mars 2026 (msg 6) -> 2026-03-15 (msg 7); unknown: colors_and_elements.
 * - packaging_design: Tess Abellana, retired teacher in Argao, Cebu (Philippines), packaging (kraft window box + stand-up pouch) for her family's three-generation single-origin tablea; trap: msgs 0,1,3,4,5,7 mix Cebuano/Tagalog (maayong buntag, maulaw gyud ko, walay asukar, para mas barato, basta nice ang packaging, baduy, katapusan sa Marso), deadline typed in Cebuano "katapusan sa Marso"; do not file 300 packs a month (msg 2), May 4 supplier intake (msg 6), Makati/California/Mandaue as address; correction: expected_deadline end of April (msg 6) -> by end of March 2026 (msg 7); unknown: colors_and_elements.
 * - website: Priscila Villarreal, McAllen TX, bilingual booking website for her Mexican-American parents' event hall Salón Los Arcos (quinceañeras, bodas); trap: msgs 0-4,6 mix Spanish (apá, amá, pobrecita, qué incluye el paquete, fechas disponibles, English y español, 3 mil dólares, end of abril, se ve bonito, hasta $4,500), budget typed "3 mil dólares" and deadline "end of abril"; do not file 2009/twenty years (msg 0), 11pm (msg 1), Reynosa/Monterrey as address (msg 2), ages 35 to 50 as a number, the friend's nail salon site (msg 6); correction: budget at most USD 3,000 (msg 3) -> at most USD 4,500 (msg 6); unknown: competitors.
 * - other: Marelize du Plessis, sheep and guest farm Klipkraal near Prince Albert (Karoo, South Africa), fold-out trail map, trailhead map board and ~60 direction markers for the farm's hiking trails; trap: msgs 0,2,4,5,6,7 mix Afrikaans (goeie môre, gemors, bakkie, jinne, ons is nie in die Kaap nie, klaar by einde Maart, lekker, nogal, ag), deadline typed "einde Maart"; do not file 30 km outside Prince Albert or the 6/14/27 km routes as distance, July/Joburg (msg 2), Route 62, May season start or Oudtshoorn printer (msg 5) as project values; correction: number_of_visits 2 times (msg 6) -> 1 time (msg 7); unknown: preferred_style.
 * - residential_space: Carmen Lau, shift nurse in Hong Kong, full renovation of a 38-year-old 468 sq ft second-hand flat in Tai Wai for her husband, daughter, live-in helper and cat; trap: msgs 0-7 mix Cantonese into English (上咗車, 樓齡, 兩房一廳, 實用面積 468呎, 夜更, 滲水, 60萬), budget typed as 60萬 (HKD 600,000) and size as 468呎; do not file the Prince Edward rental's 380呎 (msg 1), the sister's 80萬 in Tseung Kwan O (msg 5), the key handover 3 March or K3 in September (msg 6); correction: move_in_date by end of July (msg 6) -> by 30 June (msg 7); unknown: colors_and_elements.
 * - commercial_space: Andrés Reyes, son in a Mexican-American food-truck family in Chicago, first sit-down taqueria in a 1,400 sq ft former laundromat on 26th Street, Little Village, opening Mother's Day (Día de las Madres, May 10); trap: msgs 0-7 mix Spanish into English (mi papá, Tiene como 1,400 pies cuadrados, hecho a mano, cocina de mi abuela, 90 mil, 75 mil máximo), size in pies cuadrados and budget in "mil"; do not file the truck's 2019 start or 22 feet (msgs 0, 1, 6), -10 winter (msg 2), Zamora Michoacán or Pulaski as the address (msgs 3, 4), the 30 mil vent hood and cooler (msg 7); correction: budget USD 90,000 (msg 6) -> at most USD 75,000 (msg 7); unknown: unique_design.
 * - exhibition_space: Jason Lim, Muar (Johor) family biscuit maker (kuih kapit, kaya), first overseas booth at FHA Food & Beverage, Singapore Expo Hall 6, Apr 2026; trap: msg 0/1/2/3/4/5/6 mix Malay/Hokkien words (ah ma, malu, "max 25 ribu Sing dollar lah", pengsan, habis, kena, tapau, kopitiam, kampung, macam, tak payah); budget typed with Malay "ribu" = 25,000 SGD at most; do not file 1968, last year's MIHAS at MITEC KL 3x3 booth (msg 0), 11pm teardown hour, Changi/Middle East as venue; correction: space_size 18 sqm (msg 1) -> 27 sqm (msg 6); unknown: unique_design.
 */
/* Writer's note (zh-TW, batch 115)
 * - brand_design: Vivian, 板橋 postpartum-meal delivery brand 小滿, full rebrand/identity; trap: msg 0/1/5/7: rebrand, identity, problem, professional, warm一點但是clean, not registered mixed in; msg 1 六七萬 is the product price not a budget; msg 3 28天 and msg 4 2022 are not this project's; msg 5 新竹科學園區/內湖 are customers' workplaces not the address; msg 6 母親節 and 5月初 printing are not the deadline (4月底); correction: registration_status registered (msg 4) -> not_registered (msg 7); unknown: colors_and_elements.
 * - packaging_design: Howard, 美濃 family bantiao (粄條) shop, pouch + gift box for dried noodles; trap: msg 0/2/4/5/6/7: product, packaging, Spec, Target, Shopee, modern, deadline, end of April, lead time mixed in; msg 0 快40年, msg 1 煮4分鐘/300碗, msg 7 六個禮拜 and the 端午節 season are not this project's values; correction: expected_deadline end of April (msg 6) -> 2026-03-15 by (msg 7); unknown: preferred_materials.
 * - website: Ken, 苗栗南庄 campsite 山嵐營地, booking site with online payment; trap: msg 0/1/2/3/4/6/7: booking, problem, size, English, Budget 100K, June初, budget 150K mixed in; msg 0 12個營位/600公尺, msg 4 NT$1,800/2,200 are nightly prices not the budget, msg 3 新竹科學園區 is not the address, msg 6 4月清明連假 and 7、8月 are not the deadline; correction: budget 100K (msg 4) -> at most 150K (msg 7); unknown: competitors.
 * - other: Tina, 竹北 kids' dental clinic 小白牙, waiting-room wall illustration + mascot for a new branch; trap: msg 0/4/5: illustration, mascot, soft opening, final file, end of March, target mixed in; msg 0 開了6年, msg 2 竹科 (parents' workplace, not the address), msg 4 4m x 2.6m wall and soft opening 4月18號 are not the deadline; correction: target_audience 3到12歲 (msg 2) -> 0到6歲 學齡前 (msg 5); unknown: collaboration_notes.
 * - residential_space: 33-year-old marketing worker and her software-engineer husband (both WFH) with shiba Mochi, full renovation of a 25-year-old 32坪 3房2廳2衛 apartment near 江子翠 MRT, 板橋 New Taipei; trap: msg 0-6: Hi/full renovation/Layout/Size/WFH/software/marketing/working space/problem/cook/open kitchen/Japandi/warm/Budget/Sorry mixed in; msg 0: 12樓 floor (not a size or age); msg 2: 美國 meetings (not the place); msg 4: current 大安區 15坪 rental (not the home, not the size); msg 5: budget written NT$250萬; msg 7: 2/7 key handover (not move-in); correction: budget NT$250萬 (msg 5) -> at most 300萬 (msg 6); unknown: colors_and_elements.
 * - commercial_space: 冠廷, ex-Melbourne barista back in Taichung, opening a specialty coffee + brunch shop with an in-house roaster in an 18坪 old ground-floor shop beside 審計新村, 台中西區; trap: msg 0-6: Melbourne/barista/specialty coffee/brunch/Size/bar/Target/IG/laneway café/raw/chill/Budget/La Marzocco/Opening/roasting/signature/open date mixed in; msg 0: Melbourne and 五年 (not the place); msg 2: 20到35歲 ages only; msg 4: budget written NT$120萬, La Marzocco's 快50萬 (not the budget); msg 6: 3/15 old tenant moving out (not the opening); correction: opening_date 5/1 (msg 4) -> early June (msg 6); unknown: brand_value.
 * - exhibition_space: second-generation son (UK-educated, marketing/export) of a 南投鹿谷 family tea factory (凍頂烏龍, black tea), first own booth at Food Taipei, 南港展覽館一館, two standard booths 6x3m / 18 sqm with a live tea bar; trap: msg 0-6: UK/marketing/export/Food Taipei/booth/size/sqm/pavilion/target/buyer/distributor/signature/tea bar/Style/modern/clean/Budget/exhibitor manual/full day mixed in; msg 0: 海拔1200公尺 and 南投鹿谷 (not the venue); msg 1: last year's 9 sqm pavilion corner; msg 2: 日本/東南亞 are buyers' origins; msg 5: budget written NT$60萬; correction: entry_date 6/22 (msg 5) -> 6/23 (msg 6); unknown: key_considerations.
 */
/* Writer's note (ko-KR, batch 115)
 * - brand_design: 정세라 (ex-London stylist), one-chair hair salon 'Nook' opening in 부산 전포동, full identity (logo + 간판, 명함, 인스타 highlight cover); trap: msg 0: 런던 6년, 작년 10월 귀국 (not dates of this project), msg 1: Shoreditch is the old salon, not the address, msg 2: 컷 7만 원 is a service price (no budget field), msg 5: interior 끝 3월 9일 and grand open 3월 21일 (not the deadline), msg 6: "mid-Feb까지는" is the deadline; mixed words in msgs 0-6 (brand identity, full package, balayage, price, minimal, warm, olive green, final, mid-Feb); correction: expected_deadline 2월 말 by (msg 5) -> mid-Feb by (msg 6); unknown: key_considerations.
 * - packaging_design: 조은서 (Erin, grew up in LA), small-batch gochujang hot sauce brand Gochu Club in 망원동, new labels for the 150ml woozy bottle + a paper box set for a 마켓컬리 listing; trap: msg 0: LA, 15살, 2024년 봄 (not this project), msg 4: 작년 12월 연말 마켓·180병 (not spec or dates), msg 6: 컬리 입점 date 4월 1일 and 3주 인쇄 (deadline is "Feb 27까지는"); mixed words in msgs 0-7 (small batch, fermented, woozy bottle, label, box, retro, playful, date, Feb 27); correction: specification 150ml 2병 set (msg 2) -> 150ml 세 병 들이 (msg 7); unknown: preferred_materials.
 * - website: 문태식, dive shop 'Deep Blue 법환' in 서귀포 법환포구, replacing a 10-year-old non-mobile site with a booking + payment site in three languages; trap: msg 0: 2015 Moalboal (Philippines) instructor course and 2017 opening (not address or dates), msg 1: 10년 전·밤 12시, msg 3: 작년 여름 하루 12명, msg 4: budget written "5~7 million won", msg 5: 5월 황금연휴; mixed words in msgs 0-6 (instructor, site, mobile, fun dive, online booking, goal, course, rental, language, budget, live, deadline); correction: expected_deadline 4월 말 by (msg 5) -> 2026-03-15 by (msg 6); unknown: competitors.
 * - other: 권도현, climbing gym 'Crux Climbing' in 대전 유성구 봉명동, a big wall mural plus a route grade 안내판 for its March renewal; trap: msg 0: 오픈 3년, msg 1: 입구 벽 가로 6m·높이 3m and msg 7: 가로 9m (no size field), msg 3: KAIST·충남대 are where members study, not the address, msg 5: 리뉴얼 open 3월 14일 Saturday (deadline is "2월 last week까지는"); mixed words in msgs 0-7 (bouldering zone, mural, spot, logo color, neon orange, vibe, confirm, final, group chat); correction: other_design_requirements 입구 벽 mural (msg 0) -> bouldering zone 뒤쪽 큰 벽 mural + grade 안내판 (msg 7); unknown: preferred_style.
 * - residential_space: 서지훈 (43), returnee semiconductor engineer (11 yrs in Oregon, wife freelance illustrator, kids 9 & 6, golden retriever), full renovation of a 42평 townhouse in 화성 동탄2신도시; trap: msg 0: interior/renovation/process mixed in, 수원 처가 and Oregon are not the address; msg 1: size/agent/kitchen, old Portland house 2,000 sqft not the size; msg 2: 기흥 fab (commute) not the address; msg 5: budget 1.5억 with "달러로 치면 100K" (file KRW 150,000,000, not USD), 잔금 3월 27일 / 4월 공사 not move-in; correction: move_in_date early June (msg 5) -> mid-August 2026 (msg 6); unknown: age.
 * - commercial_space: 오세라, pediatric dentist (7 yrs as a hired dentist in 강남) opening her first clinic '숲속어린이치과' on the 3rd floor of a medical building in 대구 수성구 범어동 (former English academy); trap: msg 0: clinic/interior design mixed in, 서울 강남 is not the address; msg 1: size 45평, old 강남 clinic's chair 8대 / staff 12명 not this project's; msg 2-5: goal/trigger/kids cafe/behavior management/visit/Scandinavian/sage green mixed in; msg 7: 개원 target 9월 1일 vs 임대 4월 1일 (lease start, not opening); correction: space_size 45평 (분양, msg 1) -> 32평 (전용, msg 6); unknown: budget (loan pending).
 * - exhibition_space: 이도현, co-founder of 성수동 home-fitness startup 플로우핏, first own booth for the smart rowing machine FLOW R1 at SPOEX, 코엑스 A홀 (opens 3월 12일, move-in 3월 11일); trap: msg 0: startup/co-founder/booth design mixed in, 성수동 office and January CES are not this project's; msg 1: last year's BEXCO 9㎡ booth not the size; msg 2-4: gym/distributor/play/clean/all-in mixed in, Kickstarter $120K not the budget (file KRW 25,000,000); msg 6: "27 sqm" English unit; correction: space_size 18㎡ (msg 1) -> 27 sqm (msg 6); unknown: exit_date.
 */
export const hundredAndFifteenthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout115-brand-en-rougemont-cidrerie-quatrieme-rang",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Bonjour! I'm Geneviève Tremblay. My chum Mathieu and I run the cider side of my family's orchard in Rougemont, in Montérégie. For years we sold our cidre under the Verger Tremblay name with a label my cousin made in Word, c'est gênant. Now we want a real brand just for the cidrerie, a full identity: logo, labels, the whole thing.",
      "The name is Quatrième Rang. The farm is on the 4e Rang, and my pépère planted the first 1,200 trees there in 1974. He always said the rang is where everybody knows everybody, so for me it's about the land and the voisins, pas juste les pommes.",
      "We make three products: a cidre de glace, a cidre brut pétillant, and a rosé cider with camerises from the neighbour's farm. On weekends in the fall we also do dégustations at the little boutique on the farm.",
      "Our main goal is to get listed at the SAQ and in the épiceries fines in Montréal. Next to the big cideries our bottles look fait maison, and the SAQ buyer told us straight: the product is bon, the label non.",
      "The clients we want are Montrealers, 30 to 50, who do the Route des cidres on weekends, foodies, people who like to acheter local. Style-wise I'm thinking épuré, a bit rustic but chic, pas kitsch.",
      "About the trademark: Quatrième Rang is only registered as a business name at the REQ, no marque de commerce yet. Oui, we'd love your help with that part, I have no clue how it works.",
      "Timing: the bottling is début mai, so the logo and labels should be done by fin mars at the latest.",
      "Ah, correction on the date, désolée! I just called the imprimeur in Granby, he needs six weeks for labels with the embossing. So the design has to be final by le 15 mars, not fin mars."
    ],
    "whenAsked": {
      "brand_website": "Just our Facebook page for now, facebook.com/vergertremblay. The Instagram is pretty much dead, don't look at it haha.",
      "colors_and_elements": "Honnêtement, no idea for colours yet. I'd rather see what you propose first.",
      "key_considerations": "It has to be French first, for the OQLF rules, the English can be smaller underneath. And the logo must still read on a tiny capsule or on the cork.",
      "other_design_requirements": "Maybe a sign for the boutique later, but the labels come first.",
      "collaboration_notes": "Mathieu and I decide together. Email is best, we're in the orchard all day."
    },
    "otherwise": "Pas de préférence, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "cidrerie",
          "full identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Rougemont"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "4e Rang",
          "everybody knows everybody"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "cidre de glace",
          "cidre brut",
          "rosé"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "SAQ",
          "fait maison"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "Montrealers",
          "Route des cidres"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "épuré",
          "rustic but chic"
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
      "need_registration_assistance": {
        "said": 5,
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day",
          "relation": "by"
        }
      },
      "brand_website": {
        "said": "asked",
        "text": [
          "facebook.com/vergertremblay"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "French first",
          "capsule"
        ]
      }
    }
  },
  {
    "id": "heldout115-packaging-en-argao-tablea-pasalubong",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Maayong buntag! I'm Tess Abellana, retired Grade 5 teacher here in Argao, Cebu. My family has been making tablea for three generations, it was my Lola Pacing's recipe pa. Pure roasted cacao from our own trees, ground and pressed into small round tablets. Right now we wrap them in wax paper and put a photocopied label on a plastic bag, maulaw gyud ko when people buy it as pasalubong.",
      "How you use it: you melt the tablea in hot water or milk and whisk it with a batirol to make sikwate, our thick hot chocolate. Or you put it in champorado, the chocolate rice porridge. Lami kaayo with puto maya in the morning! Ours is 100% cacao, walay asukar, no milk, nothing added.",
      "One pack is 10 tablets, each around 20 grams, so 200 g total. We also want a bigger pack of 500 g for carinderias and cafés that use a lot. Right now we make maybe 300 packs a month, more in December.",
      "What makes ours different: the cacao is from our own farm up in the hills of Argao, we still roast it in a kawa over firewood like Lola did, and it's single-origin. Most tablea in the pasalubong shops is mixed with peanuts or sugar para mas barato.",
      "Buyers are balikbayans and tourists buying pasalubong, and also the Manila foodie crowd. My daughter Jessa works in Makati and she says the Fil-Ams in California go crazy for it. We sell at the Sunday market in Argao plaza, and a pasalubong center at Mactan airport and a deli in BGC want to carry us, basta nice ang packaging.",
      "I'm imagining a small kraft paper box with a little window for the 200 g, and a simple stand-up pouch for the 500 g. Look-wise I want it to feel like home, like Lola's kitchen, maybe a drawing of the old church of Argao, but not baduy. Simple lang.",
      "Timeline: we'd want the design done by end of April, because the Mactan airport shop does their new supplier intake on May 4 and we need printed samples before that.",
      "Ay sorry, I checked with Jessa. They need the samples two weeks before the intake, and the printer in Mandaue takes three weeks. So the design must be finished before katapusan sa Marso na lang. Sorry kaayo!"
    ],
    "whenAsked": {
      "colors_and_elements": "Ambot lang, I have not thought about colors pa. Jessa will surely have opinions, hehe. I'd rather see what you suggest first.",
      "preferred_materials": "Kraft paper for the box, like I said. For the pouch, ambot, whatever keeps the tablea dry.",
      "key_considerations": "The tablea melts in the heat, so the packaging has to survive our Cebu weather and the bus rides. And the label needs all the FDA stuff, ingredients and expiry. Not too expensive also kay gamay ra among production.",
      "problem_need": "The big shops won't take it in a plastic bag with a photocopy label. That's really it.",
      "collaboration_notes": "Messenger or Viber is best. Jessa will join the calls from Manila, she's better with the design talk.",
      "other_design_requirements": "Maybe a small card inside explaining how to make sikwate, for the foreigners."
    },
    "otherwise": "Wala koy preference there, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "three generations",
          "photocopied label"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Argao"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "sikwate",
          "champorado",
          "100% cacao"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "10 tablets",
          "200 g",
          "500 g"
        ]
      },
      "packaging_form": {
        "said": 5,
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
          "own farm",
          "firewood",
          "single-origin"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "balikbayans",
          "tourists",
          "Manila foodie crowd"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "Sunday market",
          "Mactan airport",
          "deli in BGC"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "Lola's kitchen",
          "not baduy"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "text": [
          "kraft paper"
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
          "part": "late",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "melts in the heat",
          "FDA"
        ]
      }
    }
  },
  {
    "id": "heldout115-website-en-mcallen-salon-los-arcos",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hi! I'm Priscila Villarreal. My parents own Salón Los Arcos in McAllen, it's an event hall, mostly quinceañeras, bodas, baptisms and some graduation parties. My apá built it himself in 2009 after twenty years doing construction. Right now everything goes through Facebook and my amá answering the phone all day, and she's tired, pobrecita.",
      "We don't have a website, just facebook.com/salonlosarcosmcallen. Like half the messages are the same three questions: how many people fit, qué incluye el paquete, and is my date open. So basically a booking site, where people see the salón and request their date without calling my mom at 11pm.",
      "Pages: the salón with lots of photos, the paquetes with prices, some kind of calendar to see fechas disponibles, a gallery of past events, and contact. And it HAS to be English y español, a lot of our families have relatives in Reynosa and Monterrey and the abuelitas only read Spanish.",
      "Budget, my dad said like 3 mil dólares, no more. And we'd love it live before quince season gets crazy, so by end of abril.",
      "The people booking are mostly moms planning a quince, like 35 to 50, always on their phones, and young couples. They care about the price and if the salón se ve bonito in pictures. Most find us because a prima or a comadre had her party here.",
      "Style, I want elegant but warm, not like a super fancy hotel. Something with arches like our entrance, cream and gold colors, maybe a little papel picado detail but classy, not tacky.",
      "Ok update on the budget lol. I showed my dad what my friend paid for her nail salon website and he said fine, hasta $4,500, but that's the max max."
    ],
    "whenAsked": {
      "competitors": "No sé, honestly I haven't looked. Most salones around here only have a Facebook page too.",
      "key_considerations": "That my amá can update the calendar and the prices herself from her phone, she's not techy at all. And it has to load fast, a lot of people out in the ranchos have bad signal.",
      "other_design_requirements": "Maybe photos? My primo took some with his phone but they're kinda dark.",
      "collaboration_notes": "Text me, I'm the one handling it. My dad has the final say on money though."
    },
    "otherwise": "Whatever you think, no preference on that one.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "event hall",
          "quinceañeras"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "McAllen"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "facebook.com/salonlosarcosmcallen"
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
          "same three questions",
          "request their date"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "paquetes with prices",
          "calendar",
          "gallery"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "English",
          "Spanish"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "moms planning a quince",
          "young couples"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "elegant but warm",
          "not like a super fancy hotel"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "cream and gold"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 4500,
          "currency": "USD",
          "bound": "at_most"
        }
      },
      "expected_deadline": {
        "said": 3,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "update the calendar",
          "load fast"
        ]
      }
    }
  },
  {
    "id": "heldout115-other-en-karoo-trail-maps",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": 120,
    "messages": [
      "Goeie môre! Marelize du Plessis here. My husband Kobus and I farm sheep and run a small guest farm, Klipkraal, about 30 km outside Prince Albert in the Karoo. Last year we opened hiking trails on the farm, three routes up into the Swartberg foothills, and honestly the signage has been a bit of a gemors. We need someone to design proper trail maps and markers.",
      "So what I need: a fold-out map for the guest rooms and the farm stall, A3 folded down to A5, with the three routes, water points and view points. Then one big map board for the trailhead by the old kraal, and small direction markers along the way, about 60 of them.",
      "The routes are the Kloof route 6 km, the Bobbejaan route 14 km and the two-day route 27 km with a night in the old shepherd's hut. In July a couple from Joburg took a wrong turn on the Bobbejaan route and Kobus had to fetch them with the bakkie in the dark, jinne. That's the main thing, nobody must get lost again, and people must be able to find the water points.",
      "Our guests are mostly Capetonians coming for a long weekend, trail runners, some German and Dutch tourists doing Route 62, and families with small kids on the short route. The overseas people battle with our Afrikaans farm names, so English please, but keep the Afrikaans names on the routes.",
      "Colours must be Karoo colours: ochre, rust, the blue-grey of the Swartberg. Please no bright green, ons is nie in die Kaap nie! And I'd love the little shepherd's hut and a bobbejaan drawn in somewhere on the map.",
      "We want all of it klaar by einde Maart, the winter hiking season starts in May and the printer in Oudtshoorn needs a good month.",
      "It would be lekker if you could come out twice, once to walk the routes with Kobus and once when the markers go up. We have a room for you, nogal.",
      "Ag sorry, Kobus says one visit is plenty, he'll send you the GPS tracks from his Garmin. So just the once, to walk the routes with him."
    ],
    "whenAsked": {
      "preferred_style": "Sjoe, I really don't know what to say there, I'm not a design person. Show me some ideas and I'll tell you what I like.",
      "collaboration_notes": "WhatsApp is best, the signal here is too bad for calls. Kobus and I decide together, but on the routes he's the boss.",
      "key_considerations": "It must survive the Karoo sun, the last printed board we had faded in one summer. And the maps must be readable for older guests without their reading glasses.",
      "plans_after_project": "If the trails work out, maybe a mountain bike route next year."
    },
    "otherwise": "Nee, no preference there, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "guest farm",
          "hiking trails"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Prince Albert"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "fold-out map",
          "map board",
          "direction markers"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "nobody must get lost again",
          "water points"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "Capetonians",
          "trail runners",
          "families with small kids"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "ochre, rust",
          "no bright green",
          "shepherd's hut"
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
      "number_of_visits": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
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
          "WhatsApp",
          "decide together"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Karoo sun",
          "readable"
        ]
      }
    }
  },
  {
    "id": "heldout115-residential-en-taiwai-shift-nurse",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi~ I'm Carmen Lau, nurse at Queen Mary. My husband Kelvin and I finally 上咗車 haha, we bought a 二手 flat in Tai Wai, 5 mins walk from the MTR. It's a 單幢樓, 樓齡 about 38 years, so we want to do a full renovation, 成間屋翻新, wiring, windows, everything.",
      "Layout now is 兩房一廳 plus a tiny 工人房 and one 廁所, kitchen is the closed type. 實用面積 468呎. We are renting in Prince Edward now, only 380呎, so for us already 好大 la 😂",
      "Who's living there: me, Kelvin, our daughter 朗朗 (5), our helper 姐姐 Rowena who lives in, and our cat 豆豆. Kelvin's mum comes every Sunday to 煲湯 for us but she doesn't stay overnight.",
      "Daily life wise, I work shifts, sometimes 夜更, so I sleep in the daytime and the bedroom must be really dark and quiet. Kelvin is an accountant, WFH two days a week, needs a corner for his calls. 朗朗 also has an upright piano from her 公公, must keep it.",
      "What's not working: the 工人房 has no window, basically a storeroom, very 唔人道 for Rowena. The 廁所 ceiling has 滲水 from upstairs, and the kitchen is super 焗 when cooking, no ventilation at all.",
      "Style we like 日系 木系, 簡約 but 溫馨, like 無印 / Muji feel. Budget around 60萬 including everything. Kelvin's sister did her flat in Tseung Kwan O for 80萬 last year but we really cannot 😅",
      "Timing: we 攞鎖匙 on 3 March, hoping to move in by end of July, before 朗朗 starts K3 in September.",
      "Aiya sorry, update! Landlord just WhatsApp me, he's selling the Prince Edward flat so our 租約 ends 30 June, cannot extend. So we must move in by 30 June latest 🙏"
    ],
    "whenAsked": {
      "colors_and_elements": "Colours ah... 未諗到 leh, haven't really thought about it. Let me see your ideas first.",
      "key_considerations": "Safety first: 窗網 on every window because of 豆豆, and rounded corners for 朗朗. And please don't 爆 budget, after the down payment we have no more 彈藥 already.",
      "expected_deadline": "Design hopefully done by end of March, then the 師傅 can start in April.",
      "other_design_requirements": "Can help choose furniture and the 訂造 cabinets too? Storage is very important in HK flat.",
      "collaboration_notes": "WhatsApp is best, I reply after my shift. Kelvin and me decide together.",
      "plans_after_project": "Maybe one more baby in 2 to 3 years, then the second room becomes the kids' room.",
      "number_of_visits": "Two or three site visits ok, weekends better for us.",
      "other_preferences": "I follow some 家居 IG accounts, the Japanese small-flat ones, very 慳位 ideas."
    },
    "otherwise": "No special preference la, up to you guys.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "二手 flat",
          "full renovation"
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
          "amount": 38,
          "unit": "years"
        }
      },
      "address": {
        "said": 0,
        "text": [
          "Tai Wai"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "兩房一廳",
          "工人房"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 468,
          "unit": "ft2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "daughter",
          "helper",
          "cat"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "夜更",
          "WFH two days"
        ]
      },
      "important_collections": {
        "said": 3,
        "text": [
          "piano"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "no window",
          "滲水",
          "no ventilation"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "日系",
          "溫馨"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 600000,
          "currency": "HKD"
        }
      },
      "move_in_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-06-30",
          "precision": "day",
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
          "窗網",
          "rounded corners"
        ]
      }
    }
  },
  {
    "id": "heldout115-commercial-en-la-villita-taqueria",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hola! I'm Andrés Reyes. My family runs a food truck, Tacos Doña Lupe, since 2019. My mom Guadalupe is the cook, mi papá does the grill y yo hago todo lo demás lol. We just signed a lease on a storefront on 26th Street in La Villita (Little Village), near Kedzie, and we need someone to design the restaurant.",
      "El local era una lavandería, so it's basically an empty box with an ugly drop ceiling and fluorescent lights. Tiene como 1,400 pies cuadrados, counting the back where the kitchen goes. The truck is only 22 feet long so this is a big jump para nosotros.",
      "The main goal: people know us from the truck but they can't sit down, and in winter here nadie quiere comer tacos en la calle at -10. We want a place where families can sit and stay, but the counter still has to move fast during the lunch rush.",
      "Todo es hecho a mano. My mom still makes the tortillas de maíz every morning from nixtamal, and the salsas are her recipes from Zamora, Michoacán. Most places on 26th buy their tortillas from the tortillería. When people walk in we want them to feel como en la cocina de mi abuela: warm, a little loud, like family.",
      "Our customers are mostly familias from the neighborhood, workers on lunch break from the warehouses on Pulaski, and lately a lot of young people from other parts of Chicago who find us on TikTok.",
      "Style: Mexican but modern, like a fonda but clean. No sombreros, no cactus, por favor 😅 Colors we love: terracotta, the blue and white of talavera, lots of wood. Mi mamá quiere poner sus ollas de barro on one wall.",
      "Presupuesto: we have about 90 mil saved para la remodelación. Y queremos abrir el 10 de mayo, Día de las Madres, because that's the day my mom started the truck in 2019.",
      "Oye, correction on the money. Talked with mi papá last night and he says 75 mil máximo para el diseño y la obra, because the vent hood and the walk-in cooler we have to buy aparte and those are like 30 mil."
    ],
    "whenAsked": {
      "unique_design": "Hmm, no sé la verdad. Haven't thought about a signature thing yet, you guys tell me.",
      "key_considerations": "That the kitchen pasa la inspección de la ciudad on the first try, we can't move the 10 de mayo. And my mom is 62 and short, so the tortilla station can't be too high for her.",
      "expected_deadline": "Diseño listo by end of February if possible, so the contractor can start en marzo.",
      "other_design_requirements": "Sí, the menu board and the letrero outside, and maybe the chairs and tables too.",
      "collaboration_notes": "Text me or WhatsApp, I'm the one with the phone. Pero the final say is my mom's, it's her restaurant.",
      "plans_after_project": "We keep the truck for events and quinceañeras, and if it goes well maybe a second spot in Pilsen someday.",
      "number_of_visits": "Two or three visits al local is fine, mornings are best before we take the truck out.",
      "other_preferences": "We like how some fondas in CDMX look, simple but with a lot of life."
    },
    "otherwise": "No preference, lo que ustedes recomienden está bien.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "food truck",
          "storefront"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "26th Street",
          "Little Village"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 1400,
          "unit": "ft2"
        }
      },
      "problem_need": {
        "said": 2,
        "text": [
          "can't sit down",
          "families can sit"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "hecho a mano",
          "tortillas de maíz"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "cocina de mi abuela",
          "like family"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "familias",
          "workers",
          "young people"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "Mexican but modern",
          "fonda"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "terracotta",
          "talavera",
          "ollas de barro"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-10",
          "precision": "day"
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
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "inspección",
          "too high"
        ]
      }
    }
  },
  {
    "id": "heldout115-exhibition-en-muar-biscuit-singapore-expo",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi, Jason Lim here, from Muar, Johor. My family runs Lim Heong Biscuit, we make kuih kapit, heong peng and kaya, all from my ah ma's recipes since 1968. This April we're exhibiting at FHA Food & Beverage in Singapore, first time going overseas, so we want the booth done properly. Last year at MIHAS in MITEC KL we only had a 3x3 with one folding table and a bunting, quite malu honestly.",
      "We're in Hall 6 at Singapore Expo, booth is 6 x 3 metre, so 18 sqm. Budget for design and build max 25 ribu Sing dollar lah, cannot go more than that or my father will pengsan.",
      "Show opens 21 April and habis on the 24th. Move-in is 19 April, the organiser gives two days to set up. Teardown must be done the night of the 24th itself, by 11pm, because the hall kena clear for the next event.",
      "The people we want to catch are supermarket buyers, distributors, especially from the Middle East and Hong Kong, and the duty free people from Changi. Not so much the public, they just come for free samples and tapau everything.",
      "What we stand for: everything still hand-rolled, no preservatives, ah ma's taste. When buyers walk in I want them to feel like they're in an old kopitiam back in Muar, relaxed, like family, not some big factory.",
      "Style wise, modern but still got the kampung feel, macam Peranakan tiles but cleaner. Please not the typical red and gold CNY look, every biscuit booth sure got that one.",
      "Eh sorry, correction. My cousin checked the exhibitor manual, our booth is actually 9 x 3, so 27 sqm, we got upgraded when another company pulled out. Also electricity confirm need, for the chiller and the kopi machine, but water tak payah, we bring our own."
    ],
    "whenAsked": {
      "unique_design": "Aiyo, that one I really no idea yet. You all are the designers, you tell me lah.",
      "key_considerations": "Must be easy to pack up, because teardown is only a few hours. And the kaya jars must be displayed nicely, that one is our bestseller.",
      "other_design_requirements": "Maybe a simple brochure for the buyers, in English and Chinese.",
      "collaboration_notes": "My father makes the final decision, but you just WhatsApp me for everything.",
      "plans_after_project": "If can reuse the booth for MIHAS in September, even better."
    },
    "otherwise": "No preference lah, whatever you think is ok.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Lim Heong Biscuit",
          "FHA"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "Singapore Expo",
          "Hall 6"
        ]
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 25000,
          "currency": "SGD",
          "bound": "at_most"
        }
      },
      "opening_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-21",
          "precision": "day"
        }
      },
      "entry_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-19",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 2,
        "value": {
          "kind": "date",
          "date": "2026-04-24",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 3,
        "text": [
          "supermarket buyers",
          "distributors",
          "duty free"
        ]
      },
      "brand_value": {
        "said": 4,
        "text": [
          "hand-rolled",
          "kopitiam"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "kampung feel"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "red and gold"
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
      "water_electricity_supply": {
        "said": 6,
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "easy to pack up"
        ]
      }
    }
  },
  {
    "id": "heldout115-brand-zh-banqiao-postpartum-meals",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨～我是Vivian，在板橋做月子餐外送，品牌叫「小滿」，做快五年了。當初的logo是我表妹用Canva幫我拼的，現在想整個rebrand，logo、品牌色、貼紙那些想要一套完整的identity。",
      "最大的problem是現在看起來太像一般便當店了，客人第一眼不會覺得我們很professional。我們一套月子餐一個月要六七萬，價位不低，品牌形象要撐得起來才行。",
      "名字的story是二十四節氣的小滿，意思是「小得盈滿」，不求大滿，剛剛好就好。我自己坐月子的時候超焦慮，所以希望媽媽們吃我們的東西不要有那麼大的壓力。",
      "我們現在有28天的月子餐套餐、單點的湯品、備孕調理茶飲，最近也開始賣冷凍的滴雞精。",
      "商標的部分，我記得2022年有請代辦送件，應該算registered了吧，那塊應該不用擔心。",
      "客人大多是30到40歲的雙薪媽媽，很多是新竹科學園區、內湖科技園區的上班族，很在意食材來源跟營養師背書。風格我想要warm一點但是clean，不要那種很baby、很可愛的感覺，質感有點像Aesop那樣。",
      "時間的話，我們想在母親節前推新形象，所以設計最晚4月底要done，5月初要拿去印新的外盒。",
      "啊對了，剛剛LINE問我老公，他說2022那次其實被駁回了，因為跟一個賣雞精的品牌名字太像，後來就沒再送😅 所以商標現在是not registered。這次想順便請你們幫忙處理申請。"
    ],
    "whenAsked": {
      "brand_website": "沒有官網耶，只有IG @xiaoman.postpartum 跟LINE官方帳號，大部分客人都是LINE來問的。",
      "colors_and_elements": "顏色我真的還沒想過耶…你們先提案給我看看好了。",
      "key_considerations": "最重要是看起來要專業、可以信任，畢竟是給產婦吃的東西。還有新logo縮小印在便當貼紙上也要看得清楚。",
      "target_audience": "30到40歲的雙薪媽媽，在意食材來源。",
      "other_design_requirements": "外送的保溫袋跟菜單卡如果可以一起做最好。",
      "collaboration_notes": "用LINE溝通就好，最後我決定，我老公會一起看。",
      "plans_after_project": "明年想在竹北開一間實體的取餐店。"
    },
    "otherwise": "這個我沒有特別想法耶，交給你們專業判斷～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "月子餐外送",
          "rebrand"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "板橋"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "太像一般便當店",
          "professional"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "二十四節氣",
          "小得盈滿"
        ]
      },
      "products_or_services": {
        "said": 3,
        "text": [
          "月子餐套餐",
          "湯品",
          "滴雞精"
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
      "target_audience": {
        "said": 5,
        "text": [
          "雙薪媽媽",
          "食材來源"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "warm一點但是clean",
          "Aesop"
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
      "brand_website": {
        "said": "asked",
        "text": [
          "@xiaoman.postpartum"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "專業、可以信任",
          "縮小"
        ]
      }
    }
  },
  {
    "id": "heldout115-packaging-zh-meinong-dried-bantiao",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我是美濃「阿豪粄條」的第二代，叫我Howard就好。我們家在美濃中正湖旁邊開粄條店快40年了，現在想把乾粄條做成可以宅配、也可以當伴手禮的product，需要一整套packaging。",
      "產品就是曬乾的客家粄條，回家滾水煮4分鐘就可以吃，每包附一包我媽自己炒的油蔥醬拌著吃。店裡平常一天大概賣300碗，但這是我們第一次做零售。",
      "Spec的話，一包是兩人份，粄條200g加油蔥醬30g。單包想用夾鏈袋，然後四包裝成一個禮盒。",
      "跟市面上的差別是我們用100%在來米，沒有加玉米澱粉，口感比較Q，不會一煮就爛。米也是美濃在地種的。",
      "Target是在外地工作的美濃人，還有來美濃玩的觀光客，想帶伴手禮回去的那種。通路先放我們自己的店、Shopee，還有美濃農會的展售中心。",
      "風格想要有客家味但不要太老派，不要那種大紅大綠的花布，比較想要modern一點，有點像日本乾麵包裝那種很簡單的感覺。",
      "時間的話，deadline大概是end of April，因為我們想趕端午節的禮盒檔期。",
      "不好意思，剛剛印刷廠LINE我，說禮盒要燙金，lead time要六個禮拜，所以設計要提早，最晚3/15前就要定稿。"
    ],
    "whenAsked": {
      "preferred_materials": "材質我真的不太懂耶，還沒想到這塊，你們建議看看好了。",
      "key_considerations": "成本很重要，單包的包材希望壓在NT$8以內。還有食品標示、保存期限那些一定要放得下，不要被衛生局抓。",
      "colors_and_elements": "不要大紅大綠的花布就好。",
      "other_design_requirements": "宅配的外箱如果可以順便印個logo就更好了。",
      "collaboration_notes": "我跟我媽一起決定，LINE聯絡最快。",
      "plans_after_project": "之後想把米苔目也做成乾貨，出一個美濃系列。"
    },
    "otherwise": "這個都可以啦，你們覺得怎樣比較好就怎樣。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "乾粄條",
          "伴手禮"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "美濃"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "曬乾的客家粄條",
          "油蔥醬"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "200g",
          "30g",
          "四包"
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
      "unique_selling_point": {
        "said": 3,
        "text": [
          "100%在來米",
          "沒有加玉米澱粉"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "外地工作的美濃人",
          "觀光客"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "自己的店",
          "Shopee",
          "農會的展售中心"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "客家味但不要太老派",
          "modern一點"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "大紅大綠的花布"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day",
          "relation": "by"
        }
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "NT$8以內",
          "食品標示"
        ]
      }
    }
  },
  {
    "id": "heldout115-website-zh-nanzhuang-campsite-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉，我是Ken，在苗栗南庄經營一個小露營區叫「山嵐營地」，總共12個營位，海拔大概600公尺。我們現在都是用FB粉專私訊跟Google表單在收訂位，已經亂到不行，想做一個真正的booking網站。",
      "最大的problem是常常重複訂位，上個月就有兩組客人訂到同一天同一個營位，超尷尬。還有訂金都要客人自己轉帳再截圖給我們對，我老婆每天晚上對帳對到快瘋掉。希望網站可以直接線上付款，滿的日期自動擋掉。",
      "頁面的話我想要：首頁、營位介紹（每個營位的照片跟size）、線上訂位、交通方式、FAQ，還有一頁露營須知。",
      "來的客人大部分是北部的小家庭，小孩大概國小以下，也很多帶狗的，我們是寵物友善。最近還有一些在新竹科學園區上班的外國人會來，所以網站要中文跟English兩種。",
      "Budget我先抓100K左右，不知道夠不夠。給你們參考一下規模：平日一帳一晚NT$1,800，假日2,200。",
      "風格想要自然、有森林感，照片要大，要有那種早上起來山嵐飄過來的感覺。不要做成那種塞滿廣告、很擠的樣子。",
      "上線的話最好在暑假前，最晚June初吧，7、8月是旺季。4月清明連假的訂位已經都用舊方式收完了，那個不用管。",
      "剛剛跟我合夥人（我大學同學）講了一下，他說budget可以拉高一點，上限就150K，含第一年的主機跟維護。"
    ],
    "whenAsked": {
      "url": "目前沒有官網，只有FB粉專「山嵐營地 Mist Camp」，還有Google地圖的商家頁面。",
      "competitors": "競爭對手的網站喔…我其實沒特別去研究，這個我真的不知道。",
      "key_considerations": "最重要是訂位跟付款絕對不能出錯。還有手機要好操作，大部分客人都用手機訂，山上訊號又不好，網頁不要太重。",
      "colors_and_elements": "綠色跟木頭色吧，logo是我朋友之前畫的，要放進去。",
      "other_design_requirements": "營區的照片可能需要請人重拍，現在的都是手機拍的。",
      "collaboration_notes": "我負責對接，大事情我跟合夥人一起決定，LINE找我就好。",
      "plans_after_project": "之後想在網站上賣營區周邊，像是馬克杯跟營火木柴。"
    },
    "otherwise": "這個沒什麼特別想法，你們專業的決定就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "露營區",
          "Google表單"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南庄"
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
          "重複訂位",
          "線上付款"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "營位介紹",
          "線上訂位",
          "交通方式",
          "FAQ"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "北部的小家庭",
          "帶狗"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "中文",
          "English"
        ]
      },
      "budget": {
        "said": 7,
        "value": {
          "kind": "money",
          "amount": 150000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "森林感",
          "照片要大"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "early",
          "relation": "by"
        }
      },
      "url": {
        "said": "asked",
        "text": [
          "FB粉專"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "不能出錯",
          "手機"
        ]
      }
    }
  },
  {
    "id": "heldout115-other-zh-zhubei-kids-dental-mural",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我是Tina，我先生是兒童牙醫，我們在竹北開了一間「小白牙兒童牙醫」，開了6年。今年要在竹北高鐵站附近開第二間，想找人畫候診區的牆面illustration，再設計一個mascot吉祥物，之後貼紙、衛教單都可以用。",
      "小朋友來看牙很多一進門就開始哭😂 我們想讓候診區變成可以讓他們分心、甚至會期待來的地方。舊診所的牆只是貼壁紙，完全沒效果。",
      "來的小朋友大概3到12歲，家長多半是竹科的雙薪家庭，很在意衛生跟專業。",
      "風格我喜歡手繪、水彩感的，溫柔一點，有點像Miffy那種簡單可愛，不要太螢光、太卡通的感覺。",
      "牆面大概寬4m、高2.6m，櫃檯前面還有一面小的。新分院soft opening是4月18號，裝修廠商說final file最晚end of March要給他們，才來得及輸出上牆。",
      "啊剛剛年齡我講的是舊診所的，我先生說新分院旁邊就有兩間幼兒園，會主打0到6歲的塗氟跟口腔檢查，所以target要改成學齡前的小小孩為主。",
      "還有材質一定要可以擦拭、抗菌，小朋友一定會去摸牆，這點對我們很重要。之後如果反應好，想把mascot做成小公仔，當看完牙的小禮物。"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色想要淺藍、薄荷綠這種，不要紅色，小朋友會聯想到血。可以放一點牙刷、小動物的元素。",
      "collaboration_notes": "合作方式喔…這個我還沒想好耶，要看我先生門診的時間，之後再跟你們討論。",
      "address": "竹北，新的分院在高鐵站那附近。",
      "number_of_visits": "現場可以約一兩次，看牆面。"
    },
    "otherwise": "都可以，沒有特別想法～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "兒童牙醫",
          "第二間"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "牆面illustration",
          "mascot吉祥物"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "竹北"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "一進門就開始哭",
          "分心"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "0到6歲",
          "學齡前的小小孩"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "手繪、水彩感",
          "Miffy"
        ]
      },
      "expected_deadline": {
        "said": 4,
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
          "可以擦拭",
          "抗菌"
        ]
      },
      "plans_after_project": {
        "said": 6,
        "text": [
          "小公仔"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "薄荷綠",
          "不要紅色"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout115-residential-zh-banqiao-wfh-couple-shiba",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "Hi～我們剛買了一間中古屋，在新北板橋江子翠捷運站附近，想要整間full renovation。是電梯大樓的12樓，屋齡大概25年，前屋主住了很久，很多東西都要拆掉重做。",
      "Layout現在是3房2廳2衛，但其中一間房超小，只放得下單人床。Size的話權狀寫32坪。",
      "住的就是我跟老公，還有一隻柴犬叫Mochi 🐶 我們兩個都很常WFH，老公做software，我做marketing，常常要跟美國那邊開會開到半夜，所以需要兩個分開的working space，不然會互相吵到。",
      "現在最大的problem是採光很差，客廳只有一面窗，然後廚房是封閉式的，又小又悶。我們週末很愛在家cook、找朋友來吃飯，想改成open kitchen加中島。",
      "風格的話想要Japandi，warm一點、簡單乾淨，不要那種冷冰冰的工業風。我們現在租的地方在大安區，才15坪，東西塞到爆，真的受夠了😂",
      "Budget我們抓NT$250萬，含設計費跟系統櫃。然後一定要7/31前搬進去，因為現在的租約就到7/31。",
      "Sorry剛剛budget講錯，我老公說銀行的裝潢貸款加上我們的自備款，最多就是300萬，所以budget上限抓300萬。",
      "對了，我們2/7那個週六才會正式交屋拿鑰匙，那天之後隨時可以約丈量～"
    ],
    "whenAsked": {
      "colors_and_elements": "顏色喔…還沒想到欸，等看你們的proposal再說好了。",
      "key_considerations": "Storage一定要夠，我們東西真的很多。還有Mochi很會抓，地板要選耐刮的。",
      "other_design_requirements": "系統櫃跟燈光想要一起規劃，窗簾也可以的話一起處理。",
      "collaboration_notes": "開個LINE群組就好，大的決定我跟老公要一起看。",
      "expected_deadline": "設計最好3月中前可以定案，這樣比較來得及。",
      "plans_after_project": "可能兩三年後想生小孩，那間小房間之後可以改成嬰兒房。",
      "number_of_visits": "現場的話兩三次應該OK，我們下班後或週末比較方便。"
    },
    "otherwise": "這個我們沒特別想法耶，你們professional判斷就好～",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古屋",
          "full renovation"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "板橋江子翠"
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
          "amount": 25,
          "unit": "years"
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
      "target_audience": {
        "said": 2,
        "text": [
          "我跟老公",
          "柴犬"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "WFH",
          "開會開到半夜"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "採光很差",
          "廚房是封閉式的"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "Japandi",
          "warm一點"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-07-31",
          "precision": "day",
          "relation": "by"
        }
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 3000000,
          "currency": "TWD",
          "bound": "at_most"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "Storage一定要夠",
          "耐刮"
        ]
      }
    }
  },
  {
    "id": "heldout115-commercial-zh-taichung-laneway-roastery",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉，我叫冠廷，之前在Melbourne當barista五年，去年回台中，想開一間specialty coffee加brunch的小店。店面已經租好了，在台中西區審計新村旁邊的巷子，一樓老房子，原本是賣手搖飲的。",
      "Size大概18坪，前面有一個小騎樓可以放兩張戶外桌。現在的問題是整間很窄很長，後面超暗，bar不知道要放哪裡動線才順。",
      "Target客群是附近的上班族，還有週末來逛審計的年輕人，大概20到35歲，很多會拍照打卡IG的那種。但我不想做成網美店，咖啡本身要夠好。",
      "風格想要Melbourne那種laneway café的感覺，raw一點、很chill，不要太精緻太網美。",
      "Budget我抓NT$120萬，裝潢加設備。咖啡機是我從澳洲帶回來的La Marzocco，當初花了快50萬，那個不用算在裡面。Opening想抓5/1勞動節那天。",
      "我們跟附近咖啡店最不一樣的是自己烘豆，我想在後面放一台小烘豆機，用玻璃隔起來讓客人看得到roasting的過程，這個是我最想要的signature。",
      "啊不好意思，剛跟房東確認，原本租客要到3/15才搬走，所以open date要往後，改成6月初好了。"
    ],
    "whenAsked": {
      "brand_value": "Brand這塊我真的還沒想清楚欸，店名都還沒定，之後再跟你們討論。",
      "colors_and_elements": "材質想要清水模加一點木頭，顏色不要太多，黑白灰就好，不要粉色系。",
      "key_considerations": "動線一定要順，bar到廚房不能太遠。然後烘豆機要考慮排煙，不想被鄰居抗議。",
      "other_design_requirements": "招牌跟menu板如果可以一起設計最好。",
      "collaboration_notes": "LINE聯絡就好，決定都是我自己做。",
      "plans_after_project": "如果順利，之後想做自己的豆子賣給其他咖啡店。"
    },
    "otherwise": "這個沒特別想法，你們決定就OK。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "specialty coffee加brunch"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中西區審計新村旁邊"
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
        "said": 1,
        "text": [
          "很窄很長",
          "後面超暗"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "上班族",
          "年輕人"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "laneway café",
          "raw一點"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 1200000,
          "currency": "TWD"
        }
      },
      "competitive_advantage": {
        "said": 5,
        "text": [
          "自己烘豆"
        ]
      },
      "unique_design": {
        "said": 5,
        "text": [
          "小烘豆機",
          "roasting的過程"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "part": "early"
        }
      },
      "brand_value": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "清水模",
          "黑白灰"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "動線一定要順",
          "排煙"
        ]
      }
    }
  },
  {
    "id": "heldout115-exhibition-zh-lugu-tea-food-taipei",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是南投鹿谷的家族茶廠，茶園在海拔1200公尺左右，主要做凍頂烏龍跟紅茶。我是第二代，在UK念完書回來接marketing跟export。今年第一次要自己參加Food Taipei，想找人幫我們設計booth。",
      "展場在南港展覽館一館，我們訂了兩個標準攤位，size是6x3m，也就是18 sqm。去年是跟縣政府的pavilion一起去，只分到一個大概9 sqm的小角落，完全沒人注意到。",
      "主要target是海外的buyer跟distributor，特別是日本跟東南亞來的，不是一般消費者。希望他們願意停下來坐著喝杯茶再談生意。",
      "我心中的signature是一個真的tea bar，現場用蓋碗泡茶給buyer試喝，所以水跟電都一定要有，熱水壺、電陶爐都會用到。",
      "Style希望是modern一點的台灣茶，不要那種很傳統的紅木茶桌。有點像日本茶室的感覺，但更clean、更明亮。",
      "展期是6/24到6/27，進場應該是6/22，撤場是6/27閉展後當天晚上。Budget大概NT$60萬左右，含施工。",
      "不好意思更正一下，主辦單位的exhibitor manual剛寄來，進場是6/23 full day，不是6/22，我剛剛看錯了。"
    ],
    "whenAsked": {
      "brand_value": "我們想傳達的是家族三代、自己種自己做的那種誠實感，希望buyer來攤位覺得很安心、很放鬆。",
      "key_considerations": "嗯…這個我要再跟我爸討論一下，目前說不上來。",
      "other_design_requirements": "英日文的DM跟試飲杯的小卡如果能一起設計就太好了。",
      "plans_after_project": "如果效果不錯，明年想帶去東京的FOODEX，booth希望有些東西可以重複用。",
      "collaboration_notes": "用email或LINE都可以，最後決定是我跟我爸。"
    },
    "otherwise": "這部分沒有特別想法，你們建議就好。",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "家族茶廠",
          "Food Taipei"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "南港展覽館一館"
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
      "target_audience": {
        "said": 2,
        "text": [
          "海外的buyer跟distributor"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "tea bar",
          "蓋碗泡茶"
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
        "said": 4,
        "text": [
          "modern一點的台灣茶",
          "日本茶室"
        ]
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-24",
          "precision": "day"
        }
      },
      "exit_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-27",
          "precision": "day"
        }
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 600000,
          "currency": "TWD"
        }
      },
      "entry_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-06-23",
          "precision": "day"
        }
      },
      "brand_value": {
        "said": "asked",
        "text": [
          "自己種自己做",
          "安心"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout115-brand-ko-busan-nook-salon",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 부산 전포동에서 1인 헤어살롱 오픈 준비하고 있는 정세라예요. 런던에서 6년 동안 stylist로 일하다가 작년 10월에 한국 들어왔어요. 가게 이름은 'Nook'이고, logo부터 전체 brand identity까지 한 번에 맡기고 싶어요. 지금은 진짜 아무것도 없어서 full package로요.",
      "Nook은 영어로 구석, 아늑한 작은 공간이라는 뜻이에요. 런던에서 일하던 살롱이 Shoreditch 골목 안쪽에 숨어 있었는데 단골들이 거기를 'our little nook'이라고 불렀거든요. 의자 하나짜리 가게라 딱이다 싶었어요.",
      "메뉴는 cut, color, 두피 care 정도고 주력은 balayage랑 탈색 없이 하는 soft한 color예요. 문제는 인스타에 작업 사진을 올려도 그냥 동네 미용실처럼 보인다는 거예요. 컷이 7만 원부터라 가격이 좀 있는데, 그 price에 맞는 느낌이 전혀 안 나요.",
      "손님은 20대 후반~30대 직장인 여성이 메인이에요. 손상 적은 시술 찾고, 한 번 맞으면 한 디자이너한테 계속 다니는 분들이요. 인스타는 @nook.busan 으로 운영 중이고 website는 아직 없어요.",
      "스타일은 minimal한데 너무 cold하지 않은, warm한 느낌이 좋아요. 색은 oatmeal 베이지랑 짙은 olive green 생각 중이고요. 핑크나 gold foil은 빼주세요, 너무 뷰티샵 같아서요. 간판이랑 명함, 인스타 highlight cover까지 같은 톤으로 부탁드려요.",
      "일정은요, interior 공사가 3월 9일에 끝나고 grand open은 3월 21일이에요. 간판 만드는 데 2주 걸린다고 해서 logo는 2월 말까지는 final이 나와야 해요.",
      "앗 잠깐만요, 방금 인테리어 실장님 카톡 왔는데 간판 업체가 3주는 잡아야 한대요 ㅠㅠ 그럼 logo는 mid-Feb까지는 나와야 할 것 같아요. 앞당겨서 죄송해요!"
    ],
    "whenAsked": {
      "registration_status": "상표 등록은 아직 안 했어요. 런던에 같은 이름 살롱이 있긴 한데 한국은 괜찮겠죠?",
      "need_registration_assistance": "네, 그것도 같이 도와주시면 좋겠어요. 그런 서류 일은 제가 정말 몰라서요.",
      "key_considerations": "음… 제일 중요한 거요? 아직 거기까진 생각을 못 해봤어요. 생각나면 나중에 말씀드릴게요.",
      "collaboration_notes": "결정은 제가 혼자 해요. 연락은 카톡이 제일 편하고, 시안 나올 때마다 보내주시면 돼요.",
      "plans_after_project": "1~2년 뒤에 자리 잡으면 homecare 제품, 샴푸 같은 거 작게 내보고 싶어요.",
      "other_preferences": "런던 Aesop 매장 같은 차분한 분위기 좋아해요."
    },
    "otherwise": "그건 딱히 생각해둔 게 없어요. 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "1인 헤어살롱",
          "brand identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "부산 전포동"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "아늑한 작은 공간",
          "our little nook"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "cut",
          "balayage",
          "두피 care"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "동네 미용실처럼 보인다",
          "price에 맞는 느낌"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20대 후반~30대 직장인 여성",
          "손상 적은 시술"
        ]
      },
      "brand_website": {
        "said": 3,
        "text": [
          "@nook.busan"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "minimal",
          "warm한 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "oatmeal 베이지",
          "olive green",
          "gold foil"
        ]
      },
      "other_design_requirements": {
        "said": 4,
        "text": [
          "간판이랑 명함",
          "highlight cover"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "mid",
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
      "key_considerations": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout115-packaging-ko-mangwon-gochu-club",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 망원동에서 small batch hot sauce 만드는 조은서예요. 브랜드는 Gochu Club이고요, LA에서 15살까지 살아서 한국말에 영어가 좀 섞여요 ㅎㅎ 2024년 봄부터 플리마켓에서 팔았는데 이번에 마켓컬리 입점 제안을 받아서 packaging을 제대로 새로 하려고 해요.",
      "제품은 고추장 베이스 fermented hot sauce 두 가지예요. 하나는 mild한 매실 고추장 맛, 하나는 진짜 spicy한 청양 garlic이요. 계란후라이, 타코, 라면에 뿌려 먹는 sauce예요.",
      "병은 지금 쓰는 150ml woozy bottle 그대로 쓰고, label만 새로 하고 싶어요. 컬리용으로 두 맛 섞은 2병 set도 만들 건데 그건 작은 종이 box에 넣으려고요. 지금은 그냥 흰 sticker에 손글씨예요.",
      "다른 hot sauce랑 다른 점은 진짜 고추장을 3개월 발효해서 쓴다는 거랑 설탕 대신 매실청을 넣는 거예요. 손님은 혼밥 자주 하고 spicy food 좋아하는 20-30대가 제일 많고, 이태원에서 오는 외국인 손님들도 꽤 돼요.",
      "판매는 지금 스마트스토어랑 망원시장 주말 플리마켓이고, 4월부터 마켓컬리 추가예요. 작년 12월 연말 마켓 땐 하루에 180병 판 적도 있어요!",
      "느낌은 retro한 80년대 한국 간판 typography에 좀 playful하게요. 색은 고추 빨강은 당연히 들어가고 초록 꼭지 포인트 정도? 근데 중국집 느낌 나는 빨강+금색 조합은 피하고 싶어요.",
      "일정은요, 컬리 입점 date가 4월 1일이고 label 인쇄가 3주 걸린대요. 그래서 디자인 파일은 늦어도 Feb 27까지는 받아야 해요.",
      "아 그리고 아까 2병 set라고 했는데, 방금 컬리 MD님 메일 왔어요. 3병 묶음이 훨씬 잘 팔린다고 해서 set는 150ml 세 병 들이로 바꿀게요. box도 거기에 맞춰서요."
    ],
    "whenAsked": {
      "preferred_materials": "재질이요? 음… 그건 아직 잘 모르겠어요. 생각을 못 해봤네요.",
      "key_considerations": "냉장고에 넣어두는 sauce라 label이 물기에 번지면 안 되고, 컬리 기준에 맞게 원재료랑 영양성분 표시가 다 들어가야 해요.",
      "problem_need": "손글씨 sticker로는 컬리 같은 데서 너무 homemade처럼 보여서요. 제대로 된 brand처럼 보이고 싶어요.",
      "other_design_requirements": "택배 박스에 붙이는 thank you card도 같이 해주시면 좋겠어요.",
      "collaboration_notes": "혼자 하는 거라 결정은 제가 해요. 연락은 카톡이나 이메일 둘 다 괜찮아요.",
      "plans_after_project": "반응 좋으면 내년엔 미국 Amazon에도 올려보고 싶어요."
    },
    "otherwise": "그건 딱히 생각해둔 건 없어요, 편하신 대로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "small batch hot sauce",
          "마켓컬리 입점"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "망원동"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "fermented hot sauce",
          "라면에 뿌려"
        ]
      },
      "specification": {
        "said": 7,
        "text": [
          "150ml",
          "세 병 들이"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "bottle_jar",
            "label",
            "box"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "3개월 발효",
          "매실청"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20-30대",
          "외국인 손님"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "스마트스토어",
          "플리마켓",
          "마켓컬리"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "retro한 80년대",
          "playful"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "고추 빨강",
          "빨강+금색 조합은 피하고"
        ]
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
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "물기에 번지면 안 되고",
          "영양성분 표시"
        ]
      }
    }
  },
  {
    "id": "heldout115-website-ko-seogwipo-dive-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요. 서귀포 법환포구에서 다이빙 샵 하는 문태식입니다. 2015년에 필리핀 Moalboal에서 instructor 자격 따고 들어와서 2017년에 샵 열었어요. 이름은 'Deep Blue 법환'이고요. 예약까지 되는 website를 새로 만들고 싶어서 연락드렸습니다.",
      "지금 site는 deepblue-beophwan.co.kr 인데 10년 전쯤 조카가 만들어 준 거라 mobile에서 다 깨져요. 제일 문제는 손님들이 fun dive 가격이랑 일정 물어보려고 밤 12시에도 카톡을 보낸다는 거예요. 혼자 답하다 보면 예약 누락도 생기고요. 그래서 online booking이랑 결제까지 되는 booking site가 제일 큰 goal입니다.",
      "page는 강습 course 소개 (open water, advanced), fun dive 일정, 장비 rental, 숙소 안내, 예약 page 정도면 될 것 같아요. 강사 소개도 있으면 좋고요.",
      "손님은 반 정도가 육지에서 오는 20~30대 직장인이고, 요즘엔 대만 손님이 확 늘었어요. 작년 여름엔 대만 분들만 하루에 12명 온 날도 있었어요. 그래서 한국어, 영어, 중국어 번체 세 가지 language로 하고 싶어요.",
      "budget은 5~7 million won 정도로 생각하고 있어요. 디자인은 바다 사진 크게 쓰는 시원한 느낌이면 좋겠고, 여행사 광고처럼 번쩍번쩍한 건 싫어요.",
      "site live는 4월 말까지 되면 좋겠어요. 5월 황금연휴부터 성수기라서요.",
      "아 deadline 정정할게요. 집사람이 그러는데 대만 손님들은 청명절 연휴 예약을 3월 중순부터 한대요. 그럼 site는 늦어도 3월 15일까지는 떠 있어야 해요."
    ],
    "whenAsked": {
      "competitors": "경쟁 업체요? 글쎄요, 딱히 찾아본 적이 없어서 모르겠네요.",
      "key_considerations": "제가 컴퓨터를 잘 못 해서 일정이랑 가격은 제가 직접 쉽게 바꿀 수 있어야 해요. 그리고 날씨 때문에 취소가 많아서 환불 처리가 간단해야 하고요.",
      "category": "예약이랑 결제 되는 booking site요.",
      "other_design_requirements": "중국어 번역은 따로 맡겨주시면 좋겠어요. 사진은 제가 찍은 수중 사진 많이 있어요.",
      "collaboration_notes": "낮엔 바다에 나가 있어서 저녁에 카톡으로 연락 주시면 좋아요. 결정은 집사람이랑 같이 해요.",
      "plans_after_project": "나중엔 장비 판매도 site에서 해볼까 생각 중이에요."
    },
    "otherwise": "그건 잘 모르겠어요. 알아서 잘 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "다이빙 샵",
          "예약까지 되는 website"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "서귀포 법환포구"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "deepblue-beophwan.co.kr"
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
          "예약 누락",
          "밤 12시에도 카톡"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "course",
          "fun dive 일정",
          "장비 rental"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20~30대 직장인",
          "대만 손님"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "한국어",
          "영어",
          "중국어 번체"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 5000000,
          "max": 7000000,
          "currency": "KRW"
        }
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "바다 사진 크게",
          "시원한 느낌"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day",
          "relation": "by"
        }
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "직접 쉽게 바꿀 수",
          "환불 처리"
        ]
      }
    }
  },
  {
    "id": "heldout115-other-ko-daejeon-climbing-mural",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 대전 유성구 봉명동에서 클라이밍짐 'Crux Climbing' 운영하는 권도현입니다. 오픈한 지 3년 됐고, 3월에 bouldering zone 넓히는 리뉴얼을 해요. 그 김에 입구 벽에 큰 mural 하나 그리고 싶어서 연락드렸어요.",
      "입구 벽은 가로 6m, 높이 3m 정도예요. mural이랑 같이 route grade 안내판 (V0~V8 color 표)도 디자인해 주시면 좋겠어요.",
      "지금 짐이 회색 벽에 홀드만 잔뜩 붙은 느낌이라 사진 찍을 spot이 없어요. 회원들이 인스타에 올리는 게 홍보의 반인데, 딱 보면 'Crux구나' 알아볼 수 있는 포인트가 하나 있었으면 해요.",
      "회원은 퇴근하고 오는 20대 후반~30대 직장인이 제일 많고, 근처 KAIST랑 충남대 학생들도 많이 와요. 주말엔 아이들 데리고 오는 가족 체험반도 있고요.",
      "색은 저희 logo color가 neon orange라 그건 꼭 들어갔으면 해요. 파스텔 톤은 저희 vibe랑 좀 안 맞아요.",
      "리뉴얼 open이 3월 14일 Saturday라서, painting 일정 생각하면 디자인은 2월 last week까지는 confirm 돼야 해요.",
      "진행은 저랑 공동대표 친구 둘이 같이 보는데 final 결정은 제가 해요. 낮엔 route setting 하느라 전화를 잘 못 받아서, 카톡 group chat으로 소통하면 제일 편할 것 같아요.",
      "아 그리고 벽이 바뀌었어요! 입구 벽은 통유리 공사가 들어가서 안 된대요. mural은 bouldering zone 뒤쪽 큰 벽 (가로 9m)에 하기로 했고, grade 안내판은 그대로 부탁드려요."
    ],
    "whenAsked": {
      "preferred_style": "스타일이요? 음… 그림 쪽은 제가 완전 문외한이라 아직 모르겠어요. 몇 개 보여주시면 고를게요.",
      "key_considerations": "공사하는 동안에도 짐 문을 닫지 않고 운영하는 게 제일 중요해요. 그리고 벽이 climbing wall 바로 옆이라 페인트가 홀드나 매트에 묻으면 절대 안 돼요.",
      "number_of_visits": "현장은 한두 번 와서 벽 직접 보시면 좋겠어요.",
      "plans_after_project": "반응 좋으면 내년에 세종에 2호점 낼 때도 같은 느낌으로 하고 싶어요.",
      "other_preferences": "해외 짐 중에 벽에 큰 illustration 있는 데들 인스타로 많이 봤어요. 링크는 나중에 보내드릴게요."
    },
    "otherwise": "그건 특별히 생각한 게 없어요. 맡길게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "클라이밍짐",
          "리뉴얼"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대전 유성구 봉명동"
        ]
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "mural",
          "bouldering zone 뒤쪽",
          "grade 안내판"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "사진 찍을 spot이 없어요",
          "알아볼 수 있는 포인트"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20대 후반~30대 직장인",
          "학생들"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "neon orange",
          "파스텔 톤"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late",
          "relation": "by"
        }
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "final 결정은 제가",
          "카톡 group chat"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "짐 문을 닫지 않고",
          "홀드나 매트"
        ]
      }
    }
  },
  {
    "id": "heldout115-residential-ko-dongtan-returnee-townhouse",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 화성 동탄2신도시에 타운하우스 하나 계약해서 interior 전체 renovation 맡길 곳 찾고 있어요. 미국 Oregon에서 11년 살다가 작년 12월에 한국 들어왔는데, 한국 집 고치는 건 처음이라 process를 하나도 몰라서요 ㅎㅎ 지금은 수원 처가에서 임시로 지내고 있습니다.",
      "size는 부동산 agent 말로는 42평이래요. 솔직히 아직 평 단위가 감이 잘 안 와요 ㅋㅋ Portland 살 때 집이 2,000 sqft 조금 넘었는데 그거보다 좀 작은 느낌? 구조는 지하 1층, 지상 2층에 다락 있고, 1층은 거실이랑 kitchen, 2층에 방 3개, 화장실은 1층 하나 2층 하나예요.",
      "사는 사람은 저랑 와이프, 9살 딸, 6살 아들, 그리고 golden retriever 한 마리요. 와이프는 freelance illustrator라 거의 집에서 일하고, 저는 기흥 fab으로 출퇴근해요. 주말엔 마당에서 BBQ 하고 friends 부르는 거 좋아해서, 미국에서처럼 사람 모이는 집이었으면 해요.",
      "지금 제일 big issue는 지하가 습해서 아무도 안 쓴다는 거예요. 전 주인은 그냥 창고로 썼는데 곰팡이 냄새가 좀 나요. 그리고 kitchen이 완전 closed 구조라 요리하면서 애들이 안 보여요. 현관도 좁아서 산책하고 온 강아지 발 씻길 데가 없고요.",
      "스타일은 너무 modern하고 차가운 것보다 warm한 느낌이요. Pacific Northwest 집들처럼 나무 많이 쓰고 창밖으로 green 보이는 cozy한 분위기? 와이프는 흰 벽에 white oak 바닥 좋아하고, 저는 회색 타일만 아니면 다 괜찮아요 ㅋㅋ",
      "budget은 1.5억 정도 생각하고 있어요. 달러로 치면 100K 좀 넘는 정도라 미국보단 싸게 느껴지네요 ㅎㅎ 잔금이 3월 27일이라 4월부터 공사 들어갈 수 있을 것 같고, move-in은 early June 목표예요.",
      "아 move-in 날짜 정정할게요. 와이프랑 얘기해 봤는데 애들을 학기 중에 전학시키는 것보다 여름방학 끝나고 옮기는 게 낫겠대서, 8월 중순에 들어가는 걸로 할게요. 공사도 덜 rush하게 할 수 있고요."
    ],
    "whenAsked": {
      "age": "몇 년 된 건지는 정확히 모르겠어요. 등기부등본 떼 보면 나온다는데 아직 안 봤어요 ㅎㅎ",
      "key_considerations": "제일 중요한 건 지하 습기 제대로 잡는 거요. 그리고 강아지 때문에 바닥은 scratch 잘 안 나고 안 미끄러운 걸로 해주세요.",
      "other_design_requirements": "가능하면 조명이랑 붙박이 수납까지 같이 봐주시면 좋겠어요. 다락은 애들 놀이방으로 쓰고 싶어요.",
      "collaboration_notes": "저는 평일엔 fab에 있어서 연락은 카톡이 편하고, 큰 결정은 와이프랑 같이 해요. weekly로 update 주시면 좋겠어요.",
      "number_of_visits": "현장은 주말에 두세 번 정도 갈 수 있을 것 같아요.",
      "plans_after_project": "장인어른 장모님이 나중에 근처로 오실 수도 있어서, 지하를 guest room으로 쓸 수 있으면 좋겠어요.",
      "distance": "스튜디오가 어디 계신지 몰라서 거리는 잘 모르겠네요. 온라인 미팅도 괜찮아요."
    },
    "otherwise": "그건 딱히 생각해 본 적 없어요. 추천해 주시는 대로 할게요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "interior 전체 renovation",
          "타운하우스"
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
          "동탄2신도시"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 42,
          "unit": "pyeong"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "2층에 방 3개",
          "화장실은 1층 하나 2층 하나"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "9살 딸, 6살 아들",
          "golden retriever"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "집에서 일하고",
          "BBQ"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "지하가 습해서",
          "closed 구조"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "warm한 느낌",
          "Pacific Northwest",
          "cozy한"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "흰 벽에 white oak 바닥",
          "회색 타일"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 150000000,
          "currency": "KRW"
        }
      },
      "move_in_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "age": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "지하 습기",
          "안 미끄러운"
        ]
      }
    }
  },
  {
    "id": "heldout115-commercial-ko-daegu-kids-dental-clinic",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 대구 수성구 범어동에 소아치과 개원 준비 중인 치과의사 오세라입니다. 서울 강남에서 7년 페이닥터 하다가 고향 내려와서 제 clinic 처음 여는 거예요. 범어역 근처 메디컬 빌딩 3층 자리 계약했고, interior design 해주실 곳 찾고 있어요.",
      "도면상 size는 45평이에요. 원래 영어학원 하던 자리라 작은 classroom으로 다 쪼개져 있어서 벽은 거의 철거해야 할 것 같아요. unit chair는 4대 놓을 생각인데, 전에 있던 강남 병원은 chair 8대에 staff 12명이라 그 정도 규모는 아니에요.",
      "제일 큰 goal은 애들이 치과 문 열고 들어오는 순간부터 무서워하지 않게 하는 거예요. 소독약 냄새, 드릴 소리, 하얀 가운 이런 게 다 trigger거든요. 진료실이 대기실에서 바로 안 보였으면 좋겠어요.",
      "환자는 주로 3살에서 12살 아이들이고, 실제로 병원 고르는 건 30-40대 엄마들이에요. 범어동·만촌동이 학군지라 꼼꼼한 부모님들이 많아요. 들어왔을 때 병원이라기보다 동네 도서관이나 kids cafe 같은 편안한 곳으로 느껴졌으면 해요. 이름도 '숲속어린이치과'로 정했어요.",
      "근처에 소아치과가 벌써 두 군데 있는데, 저는 웬만하면 수면치료 안 하고 behavior management로 천천히 적응시키는 게 차별점이에요. 첫 방문은 치료 없이 체어 타보고 놀다만 가는 '적응 visit'도 할 거고요.",
      "style은 Scandinavian 느낌, 자연스러운 wood에 곡선 많이 들어간 거 좋아요. color는 연한 sage green이랑 베이지 정도? 원색 캐릭터 벽지로 도배된 소아과 느낌은 진짜 싫어요 ㅠㅠ",
      "아 그리고 아까 45평이라고 한 거 정정할게요. 오늘 관리사무소 가서 물어보니 그건 분양면적이고 전용은 32평밖에 안 된대요. chair 4대가 다 들어갈 수 있을지 좀 걱정이에요.",
      "개원 target은 9월 1일이에요. 애들 2학기 시작할 때 맞추려고요. 임대가 4월 1일부터라 그 전엔 공사 못 들어가고요. 의료기관이라 보건소 개설 허가 기준이랑 X-ray실 방사선 차폐는 꼭 챙겨주셔야 해요."
    ],
    "whenAsked": {
      "budget": "budget은 아직 은행 대출 심사 결과가 안 나와서 지금은 말씀드리기 어려워요. 나오면 따로 연락드릴게요.",
      "unique_design": "대기실에 애들이 기어 들어갈 수 있는 작은 나무 동굴 같은 공간 있으면 좋겠어요. 거기서 책 읽으면서 기다리게요.",
      "expected_deadline": "디자인은 늦어도 3월 중순까지는 나와야 4월에 바로 공사 들어갈 수 있을 것 같아요.",
      "other_design_requirements": "간판이랑 접수 데스크, 아이들 키 재는 벽 같은 소품도 같이 봐주시면 좋겠어요.",
      "collaboration_notes": "진료 준비로 바빠서 평일 저녁에 카톡으로 연락 주시는 게 제일 좋아요. 결정은 제가 해요.",
      "number_of_visits": "현장 미팅은 서너 번 정도면 될 것 같아요.",
      "plans_after_project": "잘 되면 몇 년 뒤에 교정 전문의 모셔서 옆 호실까지 넓히고 싶어요."
    },
    "otherwise": "그 부분은 특별히 생각해 둔 건 없어요. 전문가 의견대로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "소아치과 개원"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대구 수성구 범어동"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "무서워하지 않게",
          "진료실이 대기실에서 바로 안 보였으면"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "3살에서 12살 아이들",
          "30-40대 엄마들"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "동네 도서관이나 kids cafe",
          "숲속어린이치과"
        ]
      },
      "competitive_advantage": {
        "said": 4,
        "text": [
          "behavior management",
          "적응 visit"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "Scandinavian",
          "곡선"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "sage green이랑 베이지",
          "원색 캐릭터 벽지"
        ]
      },
      "space_size": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 32,
          "unit": "pyeong"
        }
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-09-01",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "보건소 개설 허가 기준",
          "방사선 차폐"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "나무 동굴"
        ]
      }
    }
  },
  {
    "id": "heldout115-exhibition-ko-seongsu-rowing-startup",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 성수동에 있는 home fitness startup 플로우핏 co-founder 이도현입니다. 저희가 만든 smart rowing machine 'FLOW R1'을 3월 SPOEX에 처음 들고 나가는데, booth design이랑 시공까지 해주실 곳 찾고 있어요. 1월 초에 CES도 다녀왔는데 거긴 해외 파트너 부스에 얹혀 간 거라 저희 단독 부스는 이번이 처음이에요.",
      "장소는 코엑스 A홀이고 3월 12일 목요일 오픈이에요. booth는 3x3 두 칸 붙여서 18㎡ 신청해 놨어요. 작년에 부산 BEXCO 헬스케어 박람회 구경 갔었는데, 9㎡짜리 부스는 기계 한 대 놓으니까 꽉 차더라고요.",
      "제일 만나고 싶은 건 피트니스 센터 대표님들, 호텔 gym 구매 담당자, 그리고 일본·동남아 distributor예요. 일반 관람객도 많이 오니까 직접 타보고 SNS에 올려주면 좋고요. 브랜드 message는 '운동은 버티는 게 아니라 play하는 것'이에요. 부스 오면 '와 이거 게임 같다, 나도 타보고 싶다' 이런 느낌이 들었으면 해요.",
      "style은 tech 느낌 나는데 차갑지는 않은 거요. Apple store처럼 clean하고 여백 많은 느낌 좋아해요. 브랜드 color가 deep navy랑 neon mint라서 그건 꼭 들어갔으면 좋겠어요.",
      "rowing machine 3대 놓고 각각 monitor 연결해서 실시간 race 시연할 거라 전기는 무조건 필요해요. 물은 안 써요. budget은 디자인이랑 시공까지 all-in으로 2500만 원 정도 생각하고 있습니다. Kickstarter에서 $120K 모은 건 거의 다 생산에 들어가서 여유가 많진 않아요 ㅠㅠ",
      "반입은 3월 11일 하루만 준다고 들었어요. 기계가 한 대에 80kg 정도라 반입 동선이랑 바닥 하중 꼭 확인해 주셔야 하고, 노 저을 때 뒤로 공간이 꽤 필요해서 관람객이랑 부딪히지 않게 안전거리도 챙겨주세요.",
      "앗 방금 co-founder한테 연락 왔는데, 주최측에 corner 자리가 하나 비어서 3x3 세 칸짜리 27 sqm로 upgrade했대요! booth size는 27로 해주세요. 기계 사이 간격 좀 여유 있게 둘 수 있겠네요 ㅎㅎ"
    ],
    "whenAsked": {
      "exit_date": "철수 일정은 아직 주최측 exhibitor manual을 못 받아서 모르겠어요. 나오면 공유드릴게요.",
      "unique_design": "부스 뒷벽에 큰 LED 화면으로 세 대 race 순위가 실시간으로 뜨는 leaderboard 있으면 좋겠어요. 사람들 경쟁심 자극하게요.",
      "expected_deadline": "시안은 2월 중순까지는 받아야 제작 일정 맞을 것 같아요.",
      "other_design_requirements": "브로셔랑 참가자 기념품으로 줄 mint색 손목밴드 디자인도 같이 해주시면 좋겠어요.",
      "collaboration_notes": "저랑 co-founder 둘이 Slack으로 같이 보고 결정해요. 빠른 피드백 드릴게요.",
      "plans_after_project": "반응 좋으면 가을에 일본 Sports Tokyo 쪽도 나가보려고 해서, 부스 모듈은 재사용할 수 있으면 좋겠어요.",
      "distance": "저희 사무실이 성수동이라 서울이면 어디든 괜찮아요."
    },
    "otherwise": "그건 딱히 정해둔 거 없어요. 편하신 대로 제안해 주세요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "smart rowing machine",
          "SPOEX"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "코엑스 A홀"
        ]
      },
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-12",
          "precision": "day"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "피트니스 센터 대표님들",
          "호텔 gym 구매 담당자",
          "distributor"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "play하는 것",
          "나도 타보고 싶다"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "Apple store처럼 clean",
          "여백"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "deep navy랑 neon mint"
        ]
      },
      "water_electricity_supply": {
        "said": 4,
        "value": {
          "kind": "choice",
          "selected": [
            "electricity_only"
          ]
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 25000000,
          "currency": "KRW"
        }
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-03-11",
          "precision": "day"
        }
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "반입 동선",
          "바닥 하중",
          "안전거리"
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
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "unique_design": {
        "said": "asked",
        "text": [
          "leaderboard"
        ]
      }
    }
  },
];
