import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 127 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: choices in their own words (a packaging form
 * said by what it looks like, one ruled out, one changed; the kind of website said by what it must do; a home's type as
 * people say it, "row house", 電梯大樓, 빌라; a booth's water and power, "just plugs for the lights"; a trademark filed,
 * granted or unknown, and help with it said indirectly; "both", "neither", "only the front room"; and option words used in
 * passing that are no answer; in each, one correction, one or two fields not known, filed as skipped, and traps). Written in
 * session 71 by seven writers, all 23 conversations (facts they expected only when an optional question is asked taken out:
 * such a question may never come), and played once on 6fdf8cbf (after the session's rules from held-out
 * 126, before any change for it): 223 of 321 facts (69.4 %), 15 wrong values, 34 asked again, 0 loops. Its misses were not
 * read: it is the next session's blind measure.
 */
/* Writer's note (en-US, batch 127, en-spaces)
 * heldout127-residential_space-en-philly-row-house | couple with toddler + greyhound renovating a just-bought South Philly row house | facts: townhouse ("row house"), East Passyunk/South Philly, 3BR up + galley kitchen, dark/chopped-up downstairs, $120k USD, move in by late June 2026, 1,240 ft2, greens/terracotta no gray, records + upright piano, keep exposed brick, light fixtures, baby #2 -> nursery | traps: old rented condo in Fishtown (not the home type), 6 years renting, $18k roof, 2 year old, 10 people at Sunday dinner, 400 records, Tasker St house | correction: size 1,100 -> 1,240 sq ft (msg 4) | does not know: age of the house
 * heldout127-commercial_space-en-austin-bakery-front-room | owner of a two-shop Austin sourdough bakery remodeling only the East Austin front room | facts: only the front room, East Cesar Chavez/East Austin, line out the door, 650 ft2, regulars/remote workers, slow bread, whole grain & rye, Texas general store style, rye-brown/cream no black, design by late May 2026, menu boards for both shops + pastry boxes (not the sign), ADA / can't stay closed, reopen 2026-09-19 | traps: Round Rock shop, 1,400 sq ft whole building, opened 2017, 6 seats, 3 bakeries within a mile, 4pm, neighbour's matte black, closing in August, sign repainted last year, rent $5,800/month, 6am | correction: reopening Sept 5 -> Sept 19 (msg 6) | declines: budget; does not know: unique design
 * heldout127-exhibition_space-en-kombucha-javits-sink | Portland kombucha co-founder doing her first trade show (Summer Fancy Food Show, Javits Center) | facts: 10x20 ft = 200 ft2, opens 2026-06-28, move-in 2026-06-26, $35k USD, grocery buyers + distributors, mossy forest style, backlit bottle wall, both water and power (after correction), fast non-sticky sampling counter, sell sheet + tote bags, reuse at Expo East; asked: design by mid-April, greens/earthy browns no neon | traps: Portland (not the venue), 6 flavors, ~$8k travel, 120 stores, 2 fridges, 2,000 samples, power outage at a Seattle show last year, "no water, we'll bring jugs" before correction | correction: electricity only -> water and electricity (msg 5) | does not know: exit/teardown date
 */
/* Writer's note (en-US, batch 127, en-brand-pack)
 * heldout127-brand_design-en-asheville-bakery-tm-filed | Dana, sourdough micro-bakery "Half Rise", West Asheville NC (UTC-5) | full identity; name story (first loaf rose halfway); loaves/focaccia/subscription; trademark in_progress ("my lawyer filed it back in March, still waiting"); help = false ("thanks but nah, sister-in-law's a paralegal handling it"); problem = generic booth logo; target young families 30s-40s; style hand-drawn letterpress; Instagram @halfrisebread; extras stickers + tent sign; deadline by late Feb 2026; key cons asked | traps: "registered the LLC with the state" (not a trademark), Canva 2022, 140 loaves, Thursdays, $12 loaf, April market season, printer 3 weeks | correction: deadline end of March -> end of February (msg 7) | does not know: colors_and_elements (asked, skipped)
 * heldout127-packaging_design-en-denver-dog-treats-no-box | Marcus, single-ingredient dog treats "Good Boy Pantry", Baker neighborhood Denver (UTC-7) | form bag_pouch only ("stand-up zip pouch", "Not a box"); product sweet potato chews + beef liver bites; USP one ingredient/farm listed; target hikers with allergic dogs; channels City Park market, Shopify, Bark Street; style clean/friendly national-park posters; materials recyclable pouch, kraft look; spec 6 oz per pouch one flavor; extra shelf display; colors forest green/no cartoon bones (asked); key cons seal + pet food labels (asked) | traps: competitor's cardboard box at Petco, "we box up our online orders", "used to sell them in mason jars", 2021, 40 pounds/week, Kersey ranch, 5 stores | correction: 8 oz -> 6 oz per pouch (msg 6) | does not know: expected_deadline (asked, skipped)
 * heldout127-packaging_design-en-portland-toffee-tin-to-box | Ellen, English toffee "Tidewater Toffee Co.", Sellwood Portland OR (UTC-8) | form changed: tin like grandma's butter cookie tins + holiday gift set -> sturdy paper box with lift-off lid + gift set still on = box, gift_set (msg 5); product bite-size English toffee; spec 8 oz; USP copper pots, shatters; target women 35-60 gift buyers; channels Etsy, Portland Saturday Market, gift shops; style vintage candy shop not frilly; deadline by mid-April 2026; key cons humidity seal + allergens; colors deep navy/no red-green (asked) | traps: current "cellophane bags with a sticker" (not the answer), "For the box... I mean the packaging", question back "what do most people pick for candy?", 2019, 12 pounds a batch, 5,000 minimum at $2.40, Willamette Valley, Alberta Street, Mother's Day, two days | correction: tin -> paper box (msg 5) | does not know: preferred_materials (asked, skipped)
 */
/* Writer's note (en-US, batch 127, en-web-other)
 * heldout127-website-en-grooming-van-booking | Rosa, Sudsy Paws mobile dog grooming van, Portland OR (UTC-8) | category=booking ("pick a slot and pay a deposit"), url sudsypaws.wixsite.com/home, pages services/prices+booking+gallery+FAQ, languages English+Spanish, audience busy 30-55 owners of anxious/older dogs, style friendly/clean not cutesy, colors teal / no pink paw prints, deadline by early Apr 2026, budget USD 4500, key: Google Calendar sync + travel-time blocking, extra: copywriting, collab: text, she decides | traps: closed Etsy shop for shampoo bars (not ecommerce), $400 no-show loss, $650 van loan, 2021, 9am double booking, 50 ft outlet | correction: budget $3,000 -> $4,500 (msg 6) | doesn't know: competitors
 * heldout127-website-en-metal-shop-show-work | Dave, Ironbark Metalworks custom metal fab shop, Pittsburgh (UTC-5) | category=portfolio ("show off finished jobs so architects spec us", no online sales, no booking), url ironbarkmetal.com, pages projects/about/capabilities/contact, English only, audience architects+interior designers+GCs, competitors Steel & Co + Allegheny Iron Works, style industrial not grungy big photos, colors black/raw steel gray/weld-spark orange, deadline by late Mar 2026, key: load fast on one bar of signal, extra (asked): project blurbs, collab: email Dave+Karen | traps: dead blog page since 2014 (not blog_media), competitor's online hardware store (not ecommerce), 14 staff, 1998, Millvale garage, 2009, 300 photos, trade show May 14 / April 9 dates | correction: deadline end of April -> end of March (msg 6) | doesn't know: budget (asks what's normal)
 * heldout127-other-en-bbq-mural-aprons | Marcus, co-owner Two Pits BBQ, East Cesar Chavez, Austin (UTC-6) | design = patio wall mural + staff aprons (neither the sign nor the menu), goal photo spot while waiting / Instagram, audience tourists+UT students+east side families, style Texas not cheesy / hand-painted grocery signs, colors burnt orange/charcoal/cream, no pig cartoons, deadline by mid-Feb 2026, key: survive Texas sun + city mural permit, plans: second spot Round Rock | traps: sign and menu ruled out, 6 years, 2-year-old sign, 60x12 ft wall, hour-long line, SXSW March 12, painter 3 weeks, $8k painting (no budget field), Bertha and Lucille | correction: staff t-shirts -> aprons (msg 6) | doesn't know: collaboration_notes (asks how most people do it)
 */
/* Writer's note (zh-TW, batch 127, zh-spaces)
 * heldout127-residential_space-zh-banqiao-elevator-building | young couple (+ shiba) renovating a resale flat in Banqiao, New Taipei | expected: background 中古屋 full renovation; address 板橋; property_category apartment (電梯大樓, msg0); age 24 years (msg5); layout 三房兩廳兩衛; 30 ping; couple + dog; plans: baby next year; problems small closed kitchen, dark living room, little storage; lifestyle cooking, hotpot/board-game friends; style 日式無印; colors wood, not much grey; collection piano; move-in by late Aug 2026; extras furniture/lighting, two bathrooms; key: storage, neighbours/management committee | traps: 老公寓 five-floor walk-ups they rejected, current home is the in-laws' 透天厝 in 三重 (3rd floor), 5 min to MRT, 12th floor, 8-seat table, 民國91年, in-laws' September plan, office in 信義區 | correction: age 22 → 24 years (msg5) | does not know: budget (asked, skipped)
 * heldout127-commercial_space-zh-tainan-douhua-front-room | couple moving their douhua market stall into a first shop in an old townhouse, West Central District, Tainan | expected: background douhua/sweet soups, first real shop; address 中西區 神農街; 18 ping (only the front room on the ground floor); problem no seating; audience tourists, NCKU students, families; advantage stone-milled soy milk vs factory douhua; brand value grandma's kitchen, relaxed; style retro but not forced; colors off-white + pale green, no red; budget 1.5M TWD; extras signboard + menu (not cup stickers); opening mid May 2026; key: lots of seats, strong AC | traps: 6 years at the stall in 永康, stall lease ends late March, rent 45k/month, kitchen and 2F out of scope, cousin draws the stickers, 20 seats, 營業登記 in passing | correction: opening early April → mid May (msg7) | does not know: unique_design (asked, skipped)
 * heldout127-exhibition_space-zh-nangang-tea-booth-water | family tea factory from Lugu, Nantou, exhibiting on its own at Food Taipei for the first time | expected: background family tea factory, Food Taipei; address 南港展覽館一館; 18 m2 (3x6); audience overseas importers/channel buyers; brand value down-to-earth warm old tea factory; unique long tea table, grandpa's bamboo baskets; style simple, Japanese tea room; colors not too bright; opens 2026-06-24; move-in 2026-06-22; budget ≤400k TWD; water+electricity both (msg6); extras DM in English/Japanese, gift bags; key: tea area usability, circulation | traps: 1200 m altitude, last year's show at 世貿一館 with one table, power cut twice last year, 6萬 paid last year, show ends the 27th (not the move-out date), bringing spring water in jugs | correction: water not needed (electricity only, msg4) → needs a sink, both (msg6) | does not know: exit_date (asked, skipped)
 */
/* Writer's note (zh-TW, batch 127, zh-brand-pack-web-other)
 * heldout127-brand_design-zh-fenyuan-sesame-oil | 3rd-gen owner of a sesame-oil mill 福源油行 in 彰化芬園, full rebrand | expects background, address 彰化芬園, other designs 名片/禮盒包裝, name story (福氣/源頭), products 黑麻油/白麻油/苦茶油, trademark not_sure ("我爸好像有去弄過…不知道"), help yes ("那真的是救命"), problem (菜市場阿伯的店), audience 30幾歲年輕家庭, style 有溫度/日本老舖, colours 深琥珀色 not 大紅大金, FB粉專 福源油行, deadline mid-May 2026 by, key: 阿公的手寫字, collab 我跟我爸, other_preferences asked | traps: 民國60年, 公司登記 is not a trademark, neighbour's red sign, 7月 supermarket launch, 第三代 | correction: deadline 6月底 -> 5月中 (msg 6) | does not know: plans_after_project
 * heldout127-packaging_design-zh-beitun-egg-rolls | mother-daughter handmade egg-roll makers in 台中北屯 | expects background, address 台中北屯, product (3 flavours), spec 12公分/150克, form bag_pouch+gift_set (after correction), USP 不加泡打粉, audience 40歲以上的媽媽/上班族, channels 官網/蝦皮/選物店, style 復古/台式懷舊, colours 蛋黃色 not 螢光色, materials 牛皮紙/鋁箔層, deadline late Apr 2026 by, key 不能碎/成分標示, problem/collab asked | traps: 紙箱打包 online orders (not box), 不要紙盒 ruled out, 溪湖 eggs, 8年, 3000個/45塊 MOQ, 5月母親節, 2000包 | correction: packaging form 鐵盒+夾鏈袋 -> 夾鏈袋+兩包送禮組 (msg 5) | does not know: other_design_requirements (shipping box)
 * heldout127-website-zh-yancheng-pottery-booking | pottery-class owner 「土手」 in 高雄鹽埕 | expects background, address 高雄鹽埕, problem (no-shows, deposit), category booking (said as "選時段報名…先付訂金"), url IG @tushou.clay, pages 課程介紹/選時段報名/老師介紹, languages 中文+日文, audience 上班族/情侶, competitors 拾陶所/益子, style 樸素/手作的溫度, budget 100000 TWD, go-live mid-Mar 2026 by, key + photos asked | traps: Pinkoi past selling (not ecommerce), 8人 class, 25萬 other quote, 4月 spring term, question back "大家一般都做哪種網站" | correction: languages 中文就好 -> 加日文 (msg 6) | does not know: colors_and_elements
 * heldout127-other-zh-zhubei-wedding-set | bride in 竹北 wanting a wedding visual set | expects background, address 竹北, designs 迎賓板/桌卡/小物貼紙/小logo (not 喜帖, not 謝卡), problem 一體/很亂, audience 同學朋友+長輩, style 清爽/手繪插畫感, colours 霧綠跟米色 not 粉紅, deadline mid-Jul 2026 by, key 預算不要爆/名字不能打錯, collab LINE群組/最後決定是我, visits 1 asked | traps: wedding 10/17 and 今年10月 (not the deadline), 台北 hotel (not address), 25桌, 2萬 budget (no budget field), mum wants red | correction: deadline 8月底 -> 7月中 (msg 5) | declines: other_preferences (Pinterest not sorted)
 */
/* Writer's note (ko-KR, batch 127, ko-spaces)
 * heldout127-residential_space-ko-yeonhui-villa-walkup | Bride-to-be, freelance translator, bought a 빌라 in 연희동 for her and her shift-working fiancé + dog | expected: background 신혼집/빌라 (0), property_category=apartment from "빌라 ... 4층짜리 건물에 3층, 한 층에 두 세대" (0), address 서대문구 연희동 (0), age 23 years (6, corrected), 17 pyeong (1), layout 방2 화1 (1), budget ≤30,000,000 KRW (1), household + dog (2), lifestyle WFH/day sleeper (2), collections 사전이랑 책 (2), problem 외풍/작업공간 (3), style 화이트+원목 (4), move-in by early May 2026 (5), key_considerations 방음/암막 (asked) | traps: 매매가 3억 2천, dog 7살, 15박스, 12월 visit, 4층/3층, current 원룸 (studio word, not this home), wedding 5/16, lease end 5/10 | correction: age 18 -> 23 years (2003 준공) | does not know: colors_and_elements (asked, skipped)
 * heldout127-commercial_space-ko-haeridan-bakery-second-shop | Owner of a 소금빵 bakery in 부산 전포동 opening a 2nd shop in 해운대 해리단길 | expected: background 2호점 (0), address 해운대 우동/해리단길 (1), size 18 pyeong (7, corrected), target 20~30대 여성/관광객 (2), brand_value 그날 굽는 빵/정직한 가게 (2), competitive_advantage 이즈니 butter (2), problem 줄/웨이팅 inside (3), style 투박/돌담 (4), colours 베이지·테라코타 (4), unique 오픈 주방 oven visible (4), other_design 간판+메뉴판 only, not the logo (5), opening 2026-04-01 (6), key_considerations 동선 (asked) | traps: 전포동 = 1호점 not the site, 3년 전, 1호점 12평, 국밥집, 1호점 left untouched (not in scope), 로고 excluded, lease 2/1, 렌트프리 한 달 | correction: 22평 (계약면적) -> 실평수 18평 | declines/does not know: budget (asked, skipped), expected_deadline (asked, skipped)
 * heldout127-exhibition_space-ko-makgeolli-at-center-sink | 3rd-generation makgeolli brewery from 당진 exhibiting sparkling makgeolli at a 전통주 fair in 양재 aT센터 | expected: background (0), address 양재 aT센터 (0), size 18 m2 from 6m x 3m (1), opening 2026-03-12 (1), exit 2026-03-15 (1), brand_value 누룩/시골 양조장 (2), target 소믈리에·바이어 (2), style 모던한 한옥 not 민속촌 (4), unique 옹기 항아리 wall (4), budget 15,000,000 KRW (5), other_design 리플렛+시음 메뉴판 (not 굿즈) (5), water_electricity=both (6, corrected), key_considerations fast teardown/fix jars (asked) | traps: 당진 (business, not venue), last year one booth, 3대째, 저녁 6시, last year's power cut at another fair, 참가비 440만 원 already paid, 굿즈 declined | correction: "물은 필요 없어요" (electricity_only) -> glasses washed at a sink, water too -> both | does not know: entry_date (asked, skipped)
 */
/* Writer's note (ko-KR, batch 127, ko-brand-pack-web-other)
 * heldout127-brand-ko-dalgom-yakgwa | owner of a handmade yakgwa brand '달곰' opening a shop in Daegu Suseong-gu | expected: background (수제 약과, full identity), address 대구 수성구, name story (grandma's nickname), products (찹쌀약과, 선물세트), target, problem (tacky logo, department-store pop-up), registration in_progress (patent office filed last month, no result yet), assistance false (the office handles it, "신경 안 쓰셔도 돼요"), website @dalgom_yakgwa, style (한글 로고, 차분하고 고급스러운), extras (쇼핑백, 스티커), deadline late Feb 2026 by, key considerations asked (할머니 레시피) | traps: business registration last spring (not a trademark), 800 gift sets last Chuseok, Canva logo made in 5 minutes, shop opening 3월 2일 then 3월 말 (not the deadline), 노티드 named as a style to avoid, Hyundai Department Store Daegu contact | correction: deadline mid-Feb -> late Feb (msg 6) | does not know: colours (asked, skipped)
 * heldout127-packaging-ko-yesan-oil-mill | third-generation oil mill in Yesan, Chungnam (perilla and sesame oil) | expected: background (3대째 방앗간), address 충남 예산, product (cold-pressed perilla and sesame oil), packaging_form label + gift_set (sticker on the bottle they already buy + two-bottle holiday set; no bottle design), USP (oil pressed the same week), target (40~60대 어머님들, 30대), channels (스마트스토어, 예산 오일장, 로컬푸드 매장), style (정겨운 느낌), colours (green, no red), spec 300ml + two bottles, deadline late Jul 2026 by, key considerations asked (label must not smear or peel) | traps: founded 1968, used to sell in PET bottles (old form), they pack delivery orders in boxes themselves (box is not the answer), last year's sales over 100 million won, Chuseok in Sept, pre-orders from August | correction: 350ml -> 300ml (msg 6) | does not know: materials (asked, skipped)
 * heldout127-website-ko-seongsu-pottery | pottery studio owner in Seongsu-dong running one-day classes | expected: background (도자기 공방, one-day and regular classes), url clayday.wixsite.com/studio (old Wix site), address 성수동, problem (answering DMs, no-shows), category booking (customers pick date/time and pay a deposit), main pages (class info, booking, artist, directions), plans (sell pieces some day), target (couples in their 20s-30s, tourists), languages Korean + English (not Japanese), style minimal, colours earth/beige, deadline late Feb 2026 by, budget 3,000,000 KRW, key considerations asked (6-person cap, mobile-friendly) | traps: open 4 years, 2만 원 deposit, 10+ no-shows a month, selling pieces later (not ecommerce now), Japan/Taiwan tourists, recruitment from mid-Feb, 200 photos | correction: budget 400만 -> 300만 원 (msg 6) | does not know: competitors (asked, skipped)
 * heldout127-other-ko-gimbap-aprons | owner of two gimbap shops (Yeonnam main shop and Hapjeong) | expected: background (two gimbap shops), address 연남동 + 합정, what to design: only staff aprons + delivery stickers for both shops (neither the sign nor the menu), problem (customers forget where they ordered from; make them order again), target (office workers nearby, people living alone), colours (black, yellow like pickled radish; no green), collaboration (owner and wife decide, drafts by KakaoTalk), visits 1, deadline 2026-02-13 by, key considerations asked (print must survive washing) | traps: opened 2019, sign cost 800 last year, sign and menu redone last year (not wanted), 150 deliveries a day, neighbouring snack bar's green, new part-timers start 2월 23일, aprons to be made early March | correction: deadline "before early March" -> 2월 13일 (msg 6) | does not know: style (asked, skipped)
 */

export const hundredAndTwentySeventhHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout127-residential_space-en-philly-row-house",
    "projectType": "residential_space",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi! My husband and I just closed on a row house in East Passyunk, South Philly, and we want to gut-renovate the first floor and redo the kitchen before we move in. Before this we rented a condo in Fishtown for 6 years lol so this is our first real house",
      "Layout right now: 3 bedrooms upstairs with one full bath, and downstairs is a long skinny living room, then dining, then a tiny galley kitchen in the back. No half bath downstairs which is annoying. It's about 1,100 sq ft total",
      "Main problem is the downstairs is dark and chopped up, and you walk in the front door straight into the living room with nowhere to put shoes or coats. It's me, Dan, our 2 year old Maisie and a very large greyhound named Biscuit. We're hoping for baby #2 in a couple years so the third bedroom will probably turn into a nursery instead of my office",
      "I work from home 3 days a week and Dan cooks basically every night, plus his family comes over for Sunday dinner, like 10 people crammed around the table. Style wise we love warm modern, lots of wood, kind of Scandinavian but not cold and white",
      "Budget for the whole thing is around $120k, we already spent $18k on the roof ugh. We want to move in by the end of June since our lease is up then. Oh and correction, it's actually 1,240 sq ft, I was mixing it up with the house on Tasker St we almost bought",
      "Colors: greens and terracotta, and no gray please, our old condo was all gray and I'm done with it. We have about 400 vinyl records and Dan's grandmother's upright piano that HAS to fit somewhere. Biggest things for us: we want to keep the exposed brick on the party wall, and everything needs to be toddler and dog proof. Would love help picking light fixtures too"
    ],
    "whenAsked": {
      "age": "Honestly no idea, the sellers didn't know either and we never looked it up. Sorry!"
    },
    "otherwise": "No strong feelings on that, whatever you think makes sense!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "gut-renovate the first floor",
          "redo the kitchen"
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
          "East Passyunk",
          "South Philly"
        ]
      },
      "layout": {
        "said": 1,
        "text": [
          "3 bedrooms upstairs",
          "galley kitchen"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "dark and chopped up",
          "nowhere to put shoes or coats"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "2 year old",
          "greyhound"
        ]
      },
      "plans_after_project": {
        "said": 2,
        "text": [
          "baby #2",
          "nursery"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "work from home 3 days a week",
          "Sunday dinner"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "warm modern",
          "lots of wood"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 120000,
          "currency": "USD"
        }
      },
      "move_in_date": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-06-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "space_size": {
        "said": 4,
        "value": {
          "kind": "number_with_unit",
          "amount": 1240,
          "unit": "ft2"
        }
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "greens and terracotta",
          "no gray"
        ]
      },
      "important_collections": {
        "said": 5,
        "text": [
          "vinyl records",
          "upright piano"
        ]
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "exposed brick",
          "toddler and dog proof"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "light fixtures"
        ]
      },
      "age": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout127-commercial_space-en-austin-bakery-front-room",
    "projectType": "commercial_space",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hey there, I own Rise & Rye, a little sourdough bakery + coffee counter. We've got two shops, the original on East Cesar Chavez in East Austin and a newer one up in Round Rock. I want to redo the East Austin one, only the front room where customers order, the kitchen in back stays as is",
      "Problem is the line. On Saturdays it goes out the door and people end up standing in front of the pastry case blocking the bathroom hallway, and there's only 6 seats so nobody hangs out. We opened that shop in 2017 and haven't touched it since. The front room is about 650 sq ft, the whole building is more like 1,400 with the kitchen",
      "Who comes in: lots of neighborhood regulars, young families with strollers on weekends, and remote workers from the coworking place across the street grabbing coffee. What we stand for is slow bread, everything naturally leavened, and I want people to feel like they walked into a friend's kitchen, not a chain",
      "What sets us apart from the 3 other bakeries within a mile is we're the only ones doing whole grain and rye, and we bake all day so the bread is still warm at 4pm. Style: I love old Texas general stores, worn wood, enamel signs, but not kitschy. Colors: rye-brown, cream, a bit of faded blue. No black, the place next door went all matte black and it feels like a gym",
      "Timing: we'd close for the remodel in August since it's our slowest month and reopen by September 5th. Design needs to be done by the end of May so the contractor can price it. Extras: new menu boards for both shops, and maybe pastry boxes. Not the sign though, my brother-in-law just repainted it last year",
      "Rent there is $5,800 a month so the biggest thing is we can't be closed longer than planned. Also it has to be ADA compliant and the line needs to flow without blocking the bathroom",
      "Update from my contractor: September 5th is way too tight, so we'll aim to reopen on September 19 instead. Happy to meet at the shop, I'm there every morning from 6"
    ],
    "whenAsked": {
      "budget": "I'd rather not throw out a number yet, I want to see what you propose first.",
      "unique_design": "Hmm, I really don't know, nothing comes to mind. That's kind of why I'm talking to you guys lol"
    },
    "otherwise": "No preference really, whatever works for you.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Rise & Rye",
          "only the front room"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "East Cesar Chavez",
          "East Austin"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "goes out the door",
          "blocking the bathroom hallway"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 650,
          "unit": "ft2"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "neighborhood regulars",
          "remote workers"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "slow bread",
          "friend's kitchen"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "whole grain and rye",
          "still warm at 4pm"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "old Texas general stores",
          "worn wood"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "rye-brown, cream",
          "No black"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "other_design_requirements": {
        "said": 4,
        "text": [
          "menu boards for both shops",
          "pastry boxes"
        ]
      },
      "key_considerations": {
        "said": 5,
        "text": [
          "can't be closed longer than planned",
          "ADA compliant"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-09-19",
          "precision": "day",
          "relation": "on"
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
    "id": "heldout127-exhibition_space-en-kombucha-javits-sink",
    "projectType": "exhibition_space",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "Hi! I'm Jess, co-founder of Fernwood Kombucha out of Portland, OR. We got into the Summer Fancy Food Show at the Javits Center in NYC this June, our first big trade show ever, and we need a booth designed. We'll be showing our 6 core flavors plus the new low-sugar line",
      "The booth is 10x20 feet, an inline spot in the beverage section. Show opens June 28. We can start setting up June 26 I think, that's what the welcome email said. Budget is around $35k all in, not counting flights and the hotel which are another ~$8k ugh",
      "Who we want to reach: buyers from grocery chains and independent grocers, and distributors who can get us onto the East Coast. Right now we're only in about 120 stores in Oregon and Washington. Our whole thing is kombucha for people who think they hate kombucha, not vinegary, brewed with Pacific Northwest fruit",
      "For the booth I'm picturing a mossy forest, real wood, ferns, calm and fresh in the middle of all the show floor chaos. Signature idea: a wall of our bottles backlit so the colors glow. We'll need plugs for that and for 2 glass-door fridges, but no water, we'll bring jugs to rinse the tasting cups",
      "Most important thing is sampling. We'll pour like 2,000 samples over the show so the tasting counter needs to be fast to work and not get sticky. Also the power went out at our booth at a regional show in Seattle last year and everything got warm, so please plan for that somehow. We'll also need a sell sheet and maybe tote bags to hand out",
      "Ugh, correction: the organizer just emailed that anyone sampling needs a hand-washing sink under NYC health code, so we do need a water hookup too, not just electricity. And if this goes well we'd love to reuse the booth at Expo East in the fall"
    ],
    "whenAsked": {
      "exit_date": "Honestly I don't know yet, I haven't seen the teardown schedule. I'll have to get back to you on that one.",
      "expected_deadline": "We'd want the design locked by mid-April so there's time to build it.",
      "colors_and_elements": "Greens and earthy browns, plus the coral from our logo. Please no neon."
    },
    "otherwise": "No real preference there, you guys are the experts!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Fernwood Kombucha",
          "first big trade show"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Javits Center"
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
      "opening_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-06-28",
          "precision": "day",
          "relation": "on"
        }
      },
      "entry_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-06-26",
          "precision": "day",
          "relation": "on"
        }
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 35000,
          "currency": "USD"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "buyers from grocery chains",
          "distributors"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "people who think they hate kombucha",
          "Pacific Northwest fruit"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "mossy forest",
          "calm and fresh"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "wall of our bottles backlit",
          "glow"
        ]
      },
      "key_considerations": {
        "said": 4,
        "text": [
          "sampling",
          "tasting counter needs to be fast"
        ]
      },
      "other_design_requirements": {
        "said": 4,
        "text": [
          "sell sheet",
          "tote bags"
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
      "plans_after_project": {
        "said": 5,
        "text": [
          "reuse the booth",
          "Expo East"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout127-brand_design-en-asheville-bakery-tm-filed",
    "projectType": "brand_design",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hey there! I'm Dana, I run a little sourdough micro-bakery called Half Rise out of my garage kitchen in West Asheville. I've been using a logo I threw together in Canva back in 2022 and it's time for a real identity, logo, colors, the whole thing, not just a touch-up.",
      "The name is kind of a joke that stuck. My very first loaf only rose halfway because I was impatient, and my partner said \"half rise is still a rise.\" It became our motto for everything, do it even if it's not perfect.",
      "We sell sourdough loaves, focaccia and cinnamon knots, plus a monthly bread subscription. Saturdays we're at the North Asheville tailgate market and subscriptions get delivered Thursdays. We did like 140 loaves last weekend which is wild for a garage lol",
      "Oh and before you ask about the legal stuff: I registered the LLC with the state last year, that part's done. The trademark on the name, my lawyer filed it back in March and we're still waiting to hear from the USPTO. Thanks but nah on help with that, my sister-in-law's a paralegal and she's been handling all of it.",
      "The problem is our current logo looks like every other farmers market booth, and it prints blurry on our bread bags. I want people to recognize us from across the market. Our regulars are mostly young families and people in their 30s and 40s who care about local food and don't blink at paying $12 for a good loaf.",
      "Style-wise I love hand-drawn stuff, a little imperfect and warm, kind of like old letterpress bakery signs. Not slick, not corporate. We're on Instagram at @halfrisebread, no actual website yet.",
      "Timing: I'd love it done by the end of March so we can get new bags printed before market season opens in April. And if you could also do sticker labels for the bags and a simple sign for the tent, that'd be amazing.",
      "Actually scratch end of March, my printer just told me they need final files 3 weeks ahead. Can we aim for the end of February instead? Sorry!!"
    ],
    "whenAsked": {
      "colors_and_elements": "Ugh, I honestly don't know yet. I keep going back and forth on colors so I'd rather you show me some options first.",
      "key_considerations": "It has to still read when it's stamped small on a kraft bag, and it can't look so fancy that people think we're expensive."
    },
    "otherwise": "No real preference there, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Half Rise",
          "real identity"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "West Asheville"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "only rose halfway",
          "half rise is still a rise"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "sourdough loaves",
          "focaccia",
          "bread subscription"
        ]
      },
      "registration_status": {
        "said": 3,
        "value": {
          "kind": "choice",
          "selected": [
            "in_progress"
          ]
        }
      },
      "need_registration_assistance": {
        "said": 3,
        "value": {
          "kind": "yes_no",
          "value": false
        }
      },
      "problem_need": {
        "said": 4,
        "text": [
          "looks like every other farmers market booth",
          "recognize us from across the market"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "young families",
          "care about local food"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "hand-drawn",
          "letterpress bakery signs"
        ]
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@halfrisebread"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "sticker labels",
          "sign for the tent"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "stamped small on a kraft bag",
          "can't look so fancy"
        ]
      }
    }
  },
  {
    "id": "heldout127-packaging_design-en-denver-dog-treats-no-box",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -420,
    "messages": [
      "Hi! I'm Marcus. My wife Jen and I make single-ingredient dog treats under the name Good Boy Pantry, we're in the Baker neighborhood in Denver. Started in our own kitchen in 2021 and now we rent hours in a shared commercial kitchen. We finally need real packaging because a chain of pet boutiques wants to carry us.",
      "The treats are dehydrated sweet potato chews and beef liver bites, literally one ingredient each, nothing else. People use them as training rewards or give them as a chew to keep the dog busy. We go through about 40 pounds of sweet potatoes a week lol",
      "For the packaging I'm picturing a stand-up zip pouch so people can reseal it after every walk, with the design printed right on it. Not a box. I know the big brand at Petco does a cardboard box but it's so much waste and they get crushed. We box up our online orders ourselves anyway so that side is covered.",
      "Each pouch would be 8 oz of treats. We used to sell them in mason jars at the farmers market way back, that was a nightmare to haul around.",
      "What sets us apart: one ingredient, small batches, and we list the farm each batch came from, the liver comes from a ranch up in Kersey. Our buyers are mostly 25 to 45, active people who hike with their dogs and read every label, and a lot of them have dogs with allergies.",
      "Right now we sell at the City Park farmers market and on our Shopify site, and the boutique chain is Bark Street, 5 stores around the metro. Style: clean and friendly, a little outdoorsy, think national park posters but not cheesy. Recyclable pouch if that's a thing that exists, and a kraft paper look would be nice.",
      "Oh, correction on the size: Bark Street wants a lower price point, so make it 6 oz per pouch, not 8. Still one flavor per pouch. And could you design a little shelf display for their counters too?"
    ],
    "whenAsked": {
      "expected_deadline": "Honestly no date yet, it depends on when Bark Street confirms their launch, so I can't really tell you.",
      "colors_and_elements": "Some kind of forest green would be cool, and please no cartoon bones, every dog brand has cartoon bones.",
      "key_considerations": "The pouch has to actually seal well so the treats stay crunchy, and the feeding and ingredient info has to be legit for pet food labels."
    },
    "otherwise": "No strong feelings on that, up to you guys.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Good Boy Pantry",
          "pet boutiques wants to carry us"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Baker neighborhood",
          "Denver"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "sweet potato chews",
          "beef liver bites"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "bag_pouch"
          ]
        }
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "one ingredient",
          "list the farm"
        ]
      },
      "target_audience": {
        "said": 4,
        "text": [
          "hike with their dogs",
          "dogs with allergies"
        ]
      },
      "sales_channels": {
        "said": 5,
        "text": [
          "City Park farmers market",
          "Shopify",
          "Bark Street"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "clean and friendly",
          "national park posters"
        ]
      },
      "preferred_materials": {
        "said": 5,
        "text": [
          "Recyclable pouch",
          "kraft paper"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "6 oz per pouch",
          "one flavor per pouch"
        ]
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "shelf display"
        ]
      },
      "expected_deadline": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "forest green",
          "no cartoon bones"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "seal well",
          "pet food labels"
        ]
      }
    }
  },
  {
    "id": "heldout127-packaging_design-en-portland-toffee-tin-to-box",
    "projectType": "packaging_design",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "Hi! I'm Ellen, I make English toffee under the name Tidewater Toffee Co. in Portland, Sellwood area. It started as Christmas gifts for my neighbors in 2019 and now it's my actual job. Right now it goes out in cellophane bags with a sticker I print at home, which looks like a bake sale, so I need real packaging before I pitch to some gift shops.",
      "It's classic buttery English toffee broken into bite-size pieces, two flavors: dark chocolate almond, and a sea salt one with hazelnuts from a farm out in the Willamette Valley. People mostly buy it as a gift or put it out on a cheese board at parties.",
      "For the box... I mean the packaging lol, I keep picturing a tin like my grandma's butter cookie tins, the round blue ones, plus a gift set with both flavors for the holidays. But what do most people pick for candy? Each one would hold 8 oz of toffee.",
      "What makes mine different is it's cooked in small copper pots, 12 pounds a batch, and it's not tooth-breaking hard like the drugstore stuff, it kind of shatters. Customers are mostly women 35-60 buying gifts, teacher gifts, hostess gifts, plus some corporate orders around the holidays.",
      "I sell on Etsy and at the Portland Saturday Market from spring through fall, and I'm pitching three gift shops on Alberta Street this spring. Style: cozy and a bit old-fashioned, like a vintage candy shop, but not too frilly. I'd love the design done by mid-April so I have stock for Mother's Day.",
      "Okay update, the tin supplier just got back to me: 5,000 minimum at $2.40 each, no way that's happening. So scratch the tin, let's do a sturdy paper box with a lift-off lid instead, same 8 oz. The holiday gift set with both flavors is still on though.",
      "Also the toffee is super sensitive to humidity, it goes sticky in like two days if air gets in, so it has to be sealed inside whatever we do. And the nuts and dairy have to be listed really clearly, allergens are a big deal when it's a gift."
    ],
    "whenAsked": {
      "preferred_materials": "No clue honestly, materials are kind of your department. I'll go with whatever you recommend.",
      "colors_and_elements": "A deep navy like the water at the coast, maybe a little gold. No red and green Christmas stuff though, it has to sell all year."
    },
    "otherwise": "Hmm, no preference really, whatever you think is best.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Tidewater Toffee Co.",
          "real packaging"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Portland",
          "Sellwood"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "English toffee",
          "bite-size pieces"
        ]
      },
      "specification": {
        "said": 2,
        "text": [
          "8 oz of toffee"
        ]
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "small copper pots",
          "shatters"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "women 35-60",
          "hostess gifts"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "Etsy",
          "Portland Saturday Market",
          "gift shops"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "vintage candy shop",
          "not too frilly"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "packaging_form": {
        "said": 5,
        "value": {
          "kind": "choice",
          "selected": [
            "box",
            "gift_set"
          ]
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "sensitive to humidity",
          "allergens"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "deep navy",
          "No red and green"
        ]
      }
    }
  },
  {
    "id": "heldout127-website-en-grooming-van-booking",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -480,
    "messages": [
      "Hey! I'm Rosa, I run Sudsy Paws, a mobile dog grooming van in Portland, mostly SE and NE. Right now everybody books by texting me and I lose track constantly, last Tuesday I double booked two doodles at 9am lol. I need a real website where people can pick a slot and pay a deposit so the no-shows stop costing me.",
      "Current site is just a free Wix page my nephew made back in 2021, sudsypaws.wixsite.com/home, it barely loads on phones. We used to have an Etsy shop for our oatmeal shampoo bars but I closed it, I'm not selling stuff online anymore, just grooming. No-shows cost me like $400 last month which is nuts.",
      "Pages I'm thinking: home, services and prices, the booking page obviously, a gallery of before/afters, and an FAQ on what to expect (the van needs to park within 50 ft of an outlet btw, people ask every single time)",
      "My clients are mostly busy people 30-55 with anxious or older dogs who hate the salon, a lot of them book on their phone at night after the kids are in bed. Style wise friendly and clean, kinda bubbly but not cutesy-cartoon. Color-wise teal like my van, and please no pink paw prints everywhere 🙏",
      "Budget I was thinking around $3,000. Would love it live by the start of April, that's when shedding season hits and my phone explodes. My van loan is $650 a month so I can't go crazy haha",
      "Oh and it has to be in English and Spanish both, about a third of my clients speak Spanish and my assistant Luz handles them. Also could you write the text for it? I'm terrible at writing. Photos I have tons of already.",
      "Actually scratch the $3,000, talked to my husband and we can do $4,500 if that includes setting up the deposits. The key thing for me: the booking has to sync with my Google Calendar and block travel time between houses, otherwise it's useless to me."
    ],
    "whenAsked": {
      "competitors": "No idea honestly, I've never really looked at other groomers' websites. Let's skip that one.",
      "collaboration_notes": "Text me is best, I'm in the van all day. I make the final call on everything."
    },
    "otherwise": "Eh no strong feelings on that, whatever you think works.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Sudsy Paws",
          "mobile dog grooming van"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Portland"
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
          "pick a slot and pay a deposit",
          "no-shows"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "sudsypaws.wixsite.com/home"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "services and prices",
          "gallery of before/afters"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "busy people 30-55",
          "anxious or older dogs"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "friendly and clean",
          "not cutesy-cartoon"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "teal like my van",
          "no pink paw prints"
        ]
      },
      "expected_deadline": {
        "said": 4,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "relation": "by",
          "part": "early"
        }
      },
      "languages": {
        "said": 5,
        "text": [
          "English",
          "Spanish"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "write the text"
        ]
      },
      "budget": {
        "said": 6,
        "value": {
          "kind": "money",
          "amount": 4500,
          "currency": "USD"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "sync with my Google Calendar",
          "block travel time"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout127-website-en-metal-shop-show-work",
    "projectType": "website",
    "language": "en-US",
    "utcOffsetMinutes": -300,
    "messages": [
      "Hi, Dave here from Ironbark Metalworks in Pittsburgh. We're a custom metal fab shop, railings, staircases, steel canopies, that kind of thing. 14 guys, been around since 1998 when my dad started it in a garage in Millvale. Our website is ancient and honestly embarrassing, architects google us and bounce.",
      "Old site is ironbarkmetal.com, built in like 2009, there's a blog page on there nobody has touched since 2014. What I need is basically a place to show off finished jobs so architects and GCs spec us on their drawings. We don't sell anything online and nobody books appointments, it's all bids.",
      "Pages: projects (filterable by type would be cool, stairs vs railings etc), about us/the shop, a capabilities page with our finishes and materials, and contact with a way to upload drawings for a quote. English only, we're local.",
      "Who's looking at it is mostly architects and interior designers, some general contractors, and a few homeowners with deep pockets redoing a Victorian in Shadyside. They care about craftsmanship and whether we hit dates. As for competition, Steel & Co has a nice site but they push their online hardware store hard, we don't want that vibe. Allegheny Iron Works too.",
      "Look wise I'm picturing industrial but not grungy, big photos, black and raw steel gray, maybe the orange of a weld spark as an accent. No stock photos of guys welding please, we've got our own, my daughter shot like 300 pics on her Canon last summer.",
      "Timing, we've got a trade show on May 14 and I want the site up before then so we can put a QR code on the booth, so end of April at the latest.",
      "Wait, just checked with Karen in the office, the show got moved up to April 9, so the site needs to be live by end of March instead. Also it has to load fast, the architects pull it up on their phones on job sites with one bar of signal."
    ],
    "whenAsked": {
      "budget": "Honestly no clue what websites cost these days. What do most shops our size spend? I'd rather you tell me what's normal before I throw a number out.",
      "other_design_requirements": "Nah, photos are covered. If you could write short blurbs for each project that'd help though, I'm no writer.",
      "collaboration_notes": "Email me and Karen, a call every couple weeks is plenty. I sign off on it in the end."
    },
    "otherwise": "Doesn't matter much to me, your call.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "custom metal fab shop",
          "website is ancient"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "Pittsburgh"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "ironbarkmetal.com"
        ]
      },
      "category": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "portfolio"
          ]
        }
      },
      "problem_need": {
        "said": 1,
        "text": [
          "show off finished jobs",
          "spec us on their drawings"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "projects",
          "capabilities page"
        ]
      },
      "languages": {
        "said": 2,
        "text": [
          "English only"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "architects and interior designers",
          "general contractors"
        ]
      },
      "competitors": {
        "said": 3,
        "text": [
          "Steel & Co",
          "Allegheny Iron Works"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "industrial but not grungy",
          "big photos"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "raw steel gray",
          "weld spark"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "load fast",
          "one bar of signal"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout127-other-en-bbq-mural-aprons",
    "projectType": "other",
    "language": "en-US",
    "utcOffsetMinutes": -360,
    "messages": [
      "Hey there, I'm Marcus, me and my brother own Two Pits BBQ on East Cesar Chavez in Austin. We've been open 6 years and we're finally doing something with the big cinderblock wall on the patio side, so I'm looking for somebody to design a mural for it.",
      "Folks keep asking if we're gonna redo the sign and the menu too, we're not, the sign is only 2 years old and the menu boards are fine. What I actually need designed: the mural, and matching t-shirts for the staff. That's it.",
      "The wall is about 60 feet long and 12 high, it faces the patio where people wait in line, sometimes over an hour on Saturdays. The idea is to give people something to take pictures with while they wait, and honestly to get us on Instagram more, right now people post the brisket and not the place.",
      "Our crowd is a mix, tourists in town for SXSW and ACL, UT students, and a lot of old-school east side families who've been coming since we were a trailer. Style wise I want it to feel like Texas but not cheesy, no cowboy boots and lone stars, more like old hand-painted grocery store signs, warm and a little weathered.",
      "Colors, think smoke and fire, burnt orange, charcoal, a little cream. My brother really wants our two smokers in there somehow, they're named Bertha and Lucille. Please no pig cartoons, every BBQ place in town has one.",
      "We want it painted before SXSW starts March 12, so the design needs to be done by mid-February. Our painter Rafa (he did the taco place down the street) needs about 3 weeks on the wall. He's charging $8k for the painting, that's separate from you.",
      "Oh wait, correction on the t-shirts, my brother just vetoed them, says nobody wore the shirts we gave out last time. Make it the mural plus aprons for the staff instead, the aprons are what shows up in everybody's photos anyway.",
      "Biggest thing for me, the mural has to hold up in Texas sun, nothing that depends on subtle colors that'll fade in a year. And the city needs to approve it, there's a permit thing for murals on commercial walls. If this goes well we're opening a second spot in Round Rock next year and we'd want the same treatment there."
    ],
    "whenAsked": {
      "collaboration_notes": "Honestly I haven't thought about that, never hired a designer before. How do most people do it? You tell me."
    },
    "otherwise": "Whatever you think, I'm easy on that.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "Two Pits BBQ",
          "design a mural"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "East Cesar Chavez",
          "Austin"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "something to take pictures with while they wait",
          "get us on Instagram"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "tourists",
          "old-school east side families"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "not cheesy",
          "hand-painted grocery store signs"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "burnt orange, charcoal",
          "no pig cartoons"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "relation": "by",
          "part": "mid"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "the mural plus aprons",
          "aprons for the staff"
        ]
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "hold up in Texas sun",
          "city needs to approve"
        ]
      },
      "plans_after_project": {
        "said": 7,
        "text": [
          "second spot in Round Rock"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "skipped": true
      }
    }
  },
  {
    "id": "heldout127-residential_space-zh-banqiao-elevator-building",
    "projectType": "residential_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉～我們剛買了一間中古屋，想整個重新裝修，在新北板橋，離新埔捷運站走路5分鐘。之前看了好幾間老公寓都要爬五樓，最後還是選了電梯大樓，在12樓，屋齡大概22年。我們現在暫住在我公婆三重的透天厝三樓，所以很想趕快搬出去😂",
      "格局是三房兩廳兩衛，權狀30坪左右。住的人就我跟我先生，還有一隻柴犬叫麻糬。明年應該會想生小孩，所以有一間房想先留著以後當小孩房",
      "現在最大的問題是廚房很小又是封閉的，前屋主還隔了一間和室，把客廳切得很暗。收納也超少，鞋子跟雜物都只能堆在玄關",
      "平常我們很愛在家煮飯，週末常常約朋友來吃火鍋玩桌遊，所以想要開放式廚房加一張可以坐8個人的大餐桌。我先生在家工作，需要一間可以關門視訊的書房",
      "風格喜歡日式無印那種，木頭色、溫暖一點。不要太多灰色，我們看的那間樣品屋整間灰黑色，感覺好冷。還有我有一台從小彈到大的鋼琴，一定要有位置放",
      "啊對了剛剛屋齡講錯，我去翻了權狀，是民國91年蓋的，所以是24年才對。我們希望最晚今年8月底前可以搬進去，因為公婆9月要把三樓整理給小姑住",
      "另外也想請你們幫忙挑家具跟燈，兩間浴室也要重做。我們公司都在台北信義區，下班可以過去你們工作室討論"
    ],
    "whenAsked": {
      "budget": "預算還在跟我先生喬，還沒定案耶，這題可以先跳過嗎",
      "key_considerations": "最在意的是收納要夠，還有施工的時候不要吵到鄰居被投訴，我們大樓管委會很嚴"
    },
    "otherwise": "都可以，你們覺得好就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "中古屋",
          "整個重新裝修"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "板橋"
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
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 24,
          "unit": "years"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "三房兩廳兩衛"
        ]
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 30,
          "unit": "ping"
        }
      },
      "target_audience": {
        "said": 1,
        "text": [
          "我先生",
          "柴犬"
        ]
      },
      "plans_after_project": {
        "said": 1,
        "text": [
          "生小孩"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "廚房很小",
          "收納也超少"
        ]
      },
      "lifestyle": {
        "said": 3,
        "text": [
          "在家煮飯",
          "火鍋"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "日式無印"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "木頭色",
          "灰色"
        ]
      },
      "important_collections": {
        "said": 4,
        "text": [
          "鋼琴"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-08-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "家具",
          "浴室"
        ]
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "收納要夠",
          "鄰居"
        ]
      }
    }
  },
  {
    "id": "heldout127-commercial_space-zh-tainan-douhua-front-room",
    "projectType": "commercial_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我們是做豆花跟古早味甜湯的，店名叫「糖水巷」。我跟我老公之前在永康的市場擺攤賣了6年，現在要在台南中西區神農街附近租一間老屋，開第一間正式店面",
      "房子是兩層樓的老街屋，不過這次只有一樓前面的店面要設計，大概18坪。後面廚房房東去年才重做好不用動，二樓我們自己住也不用管。房租一個月4萬5，有點貴但位置真的很好",
      "擺攤最大的問題是客人沒地方坐，很多人買了就走，我們想要一個可以讓人坐下來慢慢吃、拍照也好看的空間。客人很多是觀光客跟成大的學生，假日也很多帶小孩的家庭",
      "我們的豆花是每天早上用石磨豆漿現做的，糖水用二砂自己熬，不加香料。附近豆花店很多，但大部分用的是工廠豆花，這是我們最不一樣的地方。希望客人一進來就像回到阿嬤家的廚房，很放鬆",
      "風格想要復古但不要太刻意的那種，像磨石子地板、老花窗玻璃。顏色喜歡米白跟淡綠，不要紅色，隔壁那間整片都紅的，很像廟😅",
      "裝潢預算我們抓150萬，設備另外算。希望4月初可以開幕，因為永康那邊攤位的租約3月底就到了",
      "招牌跟菜單都要麻煩你們，外帶杯的貼紙就不用了，我表妹是插畫家她會畫",
      "欸抱歉，剛剛我老公說營業登記跟消防檢查可能來不及，開幕要往後延，改成5月中好了"
    ],
    "whenAsked": {
      "unique_design": "特別的設計喔…我一時真的想不到耶，你們比較專業，再幫我們想",
      "key_considerations": "最在意座位要多，至少要能坐20個人，然後台南夏天很熱，冷氣一定要夠力"
    },
    "otherwise": "都可以，你們決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "豆花跟古早味甜湯",
          "第一間正式店面"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "中西區",
          "神農街"
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
          "客人沒地方坐",
          "坐下來慢慢吃"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "觀光客",
          "成大的學生"
        ]
      },
      "competitive_advantage": {
        "said": 3,
        "text": [
          "石磨豆漿",
          "工廠豆花"
        ]
      },
      "brand_value": {
        "said": 3,
        "text": [
          "阿嬤家的廚房",
          "放鬆"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "復古但不要太刻意"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "米白跟淡綠",
          "不要紅色"
        ]
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 1500000,
          "currency": "TWD"
        }
      },
      "other_design_requirements": {
        "said": 6,
        "text": [
          "招牌",
          "菜單"
        ]
      },
      "opening_date": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "on",
          "part": "mid"
        }
      },
      "unique_design": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "座位要多",
          "冷氣"
        ]
      }
    }
  },
  {
    "id": "heldout127-exhibition_space-zh-nangang-tea-booth-water",
    "projectType": "exhibition_space",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "您好，我們是南投鹿谷的家族茶廠，做凍頂烏龍跟紅烏龍，茶園在海拔1200公尺左右。今年第一次要自己報名台北國際食品展，在南港展覽館一館，想找人幫我們設計攤位",
      "以前都是跟著茶業公會的聯合攤位去，去年在世貿一館那次人擠人，我們只分到一張桌子。這次我們自己租了兩個標準攤位，3x6，也就是18平方公尺",
      "主要想接觸的是海外的進口商跟通路採購，尤其日本跟東南亞的，一般民眾來試喝當然歡迎，但不是重點。我們想讓人感覺是很實在、很有溫度的老茶廠，不是那種包裝很漂亮但喝不出差別的品牌",
      "攤位中間想放一張長長的泡茶桌，讓採購可以坐下來慢慢喝，旁邊牆面放我阿公以前炒茶用的竹簍跟老照片。風格希望簡單、用木頭，有一點日式茶室的感覺，顏色不要太亮",
      "電的話一定要，熱水壺要燒水，展示櫃也要打燈。水就不用了，我們自己載大桶的山泉水上去，泡起來比較好喝。講到電，去年公會的攤位還跳電兩次，熱水壺全部停掉，超慘",
      "展期是6月24到27號，主辦說22號下午就可以進場布置。預算的話老闆說含施工40萬以內，去年聯合攤位我們只出了6萬",
      "剛剛跟我媽講，她說試飲杯一天要洗好幾百個，沒有水槽根本洗不完，所以還是要拉水，水跟電都申請好了",
      "另外試飲用的小卡、英文日文的DM也想一起做，還有給採購的小包裝伴手禮袋"
    ],
    "whenAsked": {
      "exit_date": "撤場時間主辦單位還沒公告耶，我真的不知道，等他們寄參展手冊來再跟你說",
      "key_considerations": "最重要是泡茶區要好用，然後動線不要讓坐著談的採購跟排隊試喝的民眾卡在一起"
    },
    "otherwise": "這個我沒有特別想法，你們建議就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "家族茶廠",
          "台北國際食品展"
        ]
      },
      "address": {
        "said": 0,
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
          "進口商",
          "通路採購"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "很實在",
          "老茶廠"
        ]
      },
      "unique_design": {
        "said": 3,
        "text": [
          "泡茶桌",
          "竹簍"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "簡單",
          "日式茶室"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "顏色不要太亮"
        ]
      },
      "opening_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-24",
          "precision": "day",
          "relation": "on"
        }
      },
      "entry_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-06-22",
          "precision": "day",
          "relation": "on"
        }
      },
      "budget": {
        "said": 5,
        "value": {
          "kind": "money",
          "amount": 400000,
          "currency": "TWD",
          "bound": "at_most"
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
      "other_design_requirements": {
        "said": 7,
        "text": [
          "DM",
          "伴手禮袋"
        ]
      },
      "exit_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "泡茶區要好用",
          "動線"
        ]
      }
    }
  },
  {
    "id": "heldout127-brand_design-zh-fenyuan-sesame-oil",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好～我們家在彰化芬園做麻油，到我已經是第三代了，店名叫「福源油行」，阿公民國60年開的。這次想把整個品牌重新整理一下，不只換logo，名片、禮盒包裝那些也想一起重新設計",
      "名字是阿公取的，他說「福」是希望吃的人有福氣，「源」是因為我們用的是自己契作的黑芝麻，要讓人知道源頭在哪。產品主要是黑麻油、白麻油、苦茶油，過年會另外出禮盒",
      "商標喔…我爸好像有去弄過，但我翻了抽屜只找到公司登記的文件（去年才把行號改成公司），所以到底有沒有註冊我真的不知道😅 如果你們可以幫忙查順便幫忙申請，那真的是救命",
      "現在最大的問題是老客人都認得我們，但年輕人覺得我們很像菜市場阿伯的店，上次在百貨公司的市集擺攤，一整天幾乎沒人停下來。想吸引30幾歲剛生小孩要坐月子、或開始自己煮飯的年輕家庭",
      "風格想要有溫度、有老店的感覺但不要土，有點像日本老舖那種。顏色我喜歡黑麻油那種深琥珀色，配一點米白，不要大紅大金，隔壁那家油行就是大紅色招牌，我不想跟他一樣",
      "我們只有一個FB粉專，搜尋「福源油行」就有，IG還沒開。希望新品牌可以在6月底前弄好，因為7月要進一間連鎖超市，要用新包裝上架",
      "啊等等，6月底不行，我弟剛說超市那邊要提前一個月送樣，所以設計最晚5月中就要完成",
      "我最在意的是阿公的手寫字，現在招牌上那四個字是他親手寫的，希望能保留下來。決定的人是我跟我爸，我爸比較固執，可能要多溝通幾次，麻煩你們了"
    ],
    "whenAsked": {
      "plans_after_project": "之後的事還沒想那麼遠欸，先把這次做好再說",
      "other_preferences": "沒有特別欣賞哪個牌子耶，就日本老舖那種感覺"
    },
    "otherwise": "都可以，你們專業的決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "麻油",
          "不只換logo"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "彰化芬園"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "名片",
          "禮盒包裝"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "吃的人有福氣",
          "知道源頭"
        ]
      },
      "products_or_services": {
        "said": 1,
        "text": [
          "黑麻油",
          "白麻油",
          "苦茶油"
        ]
      },
      "registration_status": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "not_sure"
          ]
        }
      },
      "need_registration_assistance": {
        "said": 2,
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "problem_need": {
        "said": 3,
        "text": [
          "很像菜市場阿伯的店",
          "沒人停下來"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "30幾歲",
          "年輕家庭"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "有溫度",
          "日本老舖"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "深琥珀色",
          "不要大紅大金"
        ]
      },
      "brand_website": {
        "said": 5,
        "text": [
          "FB粉專",
          "福源油行"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 7,
        "text": [
          "阿公的手寫字",
          "保留下來"
        ]
      },
      "collaboration_notes": {
        "said": 7,
        "text": [
          "我跟我爸",
          "多溝通幾次"
        ]
      }
    }
  },
  {
    "id": "heldout127-packaging_design-zh-beitun-egg-rolls",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉，我在台中北屯跟我媽一起做手工蛋捲，做了快8年了，以前都在菜市場跟團購賣，現在想做一個正式的包裝，準備進一些文創選物店",
      "蛋捲有原味、黑芝麻、海苔三種口味，一支大概12公分，一包裝10支，重量差不多150克。網購的單我們都是自己拿紙箱打包寄出去的啦",
      "包裝我想要那種像阿嬤家裝餅乾的鐵盒，打開很有回憶的感覺，平常零售的就用可以夾起來的那種夾鏈袋。不要紙盒喔，蛋捲放紙盒超容易碎",
      "我們的蛋捲不加泡打粉，用溪湖的土雞蛋，咬起來很酥但不會一直掉屑。客人大多是40歲以上的媽媽，買來送長輩的，但我想慢慢拉一些年輕的上班族。之後會放在自己的官網、蝦皮，還有台中跟台北幾間選物店",
      "風格想要復古一點、台式懷舊但乾淨，不要太俗。顏色喜歡蛋黃色跟奶油白，不要螢光色。材質的話袋子希望是牛皮紙的，裡面要有防潮的鋁箔層",
      "剛剛說的鐵盒，我去問了工廠，最少要訂3000個，一個要45塊，我們真的吃不下😭 所以鐵盒先不要了，就做夾鏈袋，然後另外做一個裝兩包的送禮組合，給大家過節送禮用",
      "希望4月底前設計可以好，因為5月母親節是我們最大的檔期，去年母親節賣了快2000包",
      "最重要的是蛋捲不能碎，寄送過程要保護好，然後成分標示要符合法規，去年有被衛生局提醒過一次"
    ],
    "whenAsked": {
      "problem_need": "現在用的是透明塑膠袋加一張貼紙，看起來就很像菜市場的東西，進不了選物店",
      "other_design_requirements": "出貨外箱要不要一起做我還沒想好欸，要問我媽，先不確定",
      "collaboration_notes": "用LINE聯絡就好，最後決定是我媽，她點頭才算"
    },
    "otherwise": "都可以啦，沒特別想法",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "手工蛋捲",
          "正式的包裝"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "台中北屯"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "蛋捲",
          "三種口味"
        ]
      },
      "specification": {
        "said": 1,
        "text": [
          "12公分",
          "150克"
        ]
      },
      "packaging_form": {
        "said": 5,
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
          "不加泡打粉",
          "不會一直掉屑"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "40歲以上的媽媽",
          "上班族"
        ]
      },
      "sales_channels": {
        "said": 3,
        "text": [
          "官網",
          "蝦皮",
          "選物店"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "復古一點",
          "台式懷舊"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "蛋黃色",
          "不要螢光色"
        ]
      },
      "preferred_materials": {
        "said": 4,
        "text": [
          "牛皮紙",
          "鋁箔層"
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
      "key_considerations": {
        "said": 7,
        "text": [
          "蛋捲不能碎",
          "成分標示要符合法規"
        ]
      }
    }
  },
  {
    "id": "heldout127-website-zh-yancheng-pottery-booking",
    "projectType": "website",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "你好，我在高雄鹽埕開了一間陶藝教室叫「土手」，平日晚上跟週末有手捏跟拉坯的課，一班最多8個人。最近想做一個自己的網站",
      "現在報名都是用Google表單加匯款，常常有人報了又不來，一堂課空兩個位子就虧很多。所以網站最重要的是讓人自己選時段報名，然後先付訂金，沒來訂金就不退。我以前有在Pinkoi賣過杯子，但這次沒有要賣東西，單純上課的部分就好",
      "目前沒有網站，只有IG @tushou.clay。頁面想要：課程介紹、選時段報名、老師介紹、學生作品、交通，還有注意事項（像是要穿可以弄髒的衣服）。語言先中文就好",
      "來上課的大部分是25到35歲的上班族，很多是情侶來約會，也有公司來包班。參考的話我很喜歡台中「拾陶所」的網站，還有日本益子那邊幾個窯場的網站",
      "風格要樸素、有手作的溫度，照片大一點，字不要太多。預算我抓10萬上下，之前問一家網頁公司報了25萬，嚇死我",
      "希望3月中可以上線，因為4月開始春季課程要招生。對了，想問一下，像我們這種小工作室，大家一般都做哪種網站比較多啊？",
      "剛剛說只要中文，我想了一下還是加日文好了，鹽埕最近週末一半以上都是日本觀光客走進來問"
    ],
    "whenAsked": {
      "key_considerations": "最重要是手機上報名跟付款要很順，不要跳來跳去，很多人就是卡在付款那步就放棄了",
      "colors_and_elements": "顏色我真的不知道欸，自己沒什麼想法，要看你們怎麼建議",
      "other_design_requirements": "課程照片可以請你們幫忙拍嗎？我自己拍的都很暗"
    },
    "otherwise": "都可以，你們覺得好就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "陶藝教室",
          "手捏跟拉坯"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "高雄鹽埕"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "報了又不來",
          "先付訂金"
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
          "@tushou.clay"
        ]
      },
      "main_pages": {
        "said": 2,
        "text": [
          "課程介紹",
          "選時段報名",
          "老師介紹"
        ]
      },
      "languages": {
        "said": 6,
        "text": [
          "中文",
          "日文"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "上班族",
          "情侶來約會"
        ]
      },
      "competitors": {
        "said": 3,
        "text": [
          "拾陶所",
          "益子"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "樸素",
          "手作的溫度"
        ]
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 100000,
          "currency": "TWD"
        }
      },
      "expected_deadline": {
        "said": 5,
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
          "手機上報名",
          "付款要很順"
        ]
      }
    }
  },
  {
    "id": "heldout127-other-zh-zhubei-wedding-set",
    "projectType": "other",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨！我今年10月要結婚，婚宴辦在台北男方家附近的飯店，大概25桌。我們兩個住竹北，想找人幫我們設計婚禮的一整套視覺",
      "要設計的東西有：迎賓板、桌卡、婚禮小物上的貼紙，還有一個我們兩個人的小logo。喜帖不用，我們要做電子的，省紙也省錢；謝卡也不用",
      "主要是想讓整場婚禮看起來是一體的，上次去朋友婚禮，每樣東西風格都不一樣，看起來很亂。來的大部分是我們的同學朋友，20幾到30出頭，還有雙方的長輩，字要大到長輩看得懂",
      "風格想要清爽、有點手繪插畫感，我們是爬山認識的，所以想放一點山的元素。顏色喜歡霧綠跟米色，不要粉紅色！我媽一直叫我用紅色說比較喜氣，但我真的不要大紅",
      "婚禮是10/17，但小物要先給廠商做，所以設計最晚8月底要好",
      "啊抱歉剛剛講錯，廠商說客製的要提早三個月下單，所以設計最晚7月中就要完成",
      "最在意的是預算不要爆，整套我們抓2萬以內，然後長輩那邊的名字千萬不能打錯。溝通的話平常用LINE群組，我跟老公都在裡面，最後決定是我，他說他都好😂"
    ],
    "whenAsked": {
      "other_preferences": "參考圖我Pinterest存了一堆但還沒整理，現在講不出來欸",
      "number_of_visits": "見面的話一次就好，其他線上講就可以"
    },
    "otherwise": "目前沒有耶，就先這樣",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "結婚",
          "婚禮的一整套視覺"
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
          "迎賓板",
          "桌卡",
          "小logo"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "看起來是一體的",
          "很亂"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "同學朋友",
          "雙方的長輩"
        ]
      },
      "preferred_style": {
        "said": 3,
        "text": [
          "清爽",
          "手繪插畫感"
        ]
      },
      "colors_and_elements": {
        "said": 3,
        "text": [
          "霧綠跟米色",
          "不要粉紅色"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "part": "mid",
          "relation": "by"
        }
      },
      "key_considerations": {
        "said": 6,
        "text": [
          "預算不要爆",
          "名字千萬不能打錯"
        ]
      },
      "collaboration_notes": {
        "said": 6,
        "text": [
          "LINE群組",
          "最後決定是我"
        ]
      }
    }
  },
  {
    "id": "heldout127-residential_space-ko-yeonhui-villa-walkup",
    "projectType": "residential_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 신혼집 인테리어 문의드려요. 얼마 전에 서대문구 연희동에 빌라를 하나 샀어요. 4층짜리 건물에 저희 집은 3층이고 엘베는 없어요 ㅠ 한 층에 두 세대씩 있는 구조예요. 지은 지는 18년 됐다고 들었어요.",
      "실평수 17평 정도고 방 2개, 화장실 1개예요. 거실이랑 주방이 붙어있는 구조고 앞쪽에 베란다가 하나 있어요. 매매가가 3억 2천이었는데 대출 끼고 산 거라 인테리어 예산은 3천만 원 안쪽으로 생각하고 있어요.",
      "저랑 예비신랑 둘이 살고요, 강아지 한 마리도 같이 살아요 (말티즈고 7살이에요). 저는 프리랜서 번역가라 거의 집에서 일하고 신랑은 병원 교대근무라 낮에 잘 때가 많아요. 제 일 때문에 사전이랑 책이 엄청 많아요. 이삿짐 싸보니까 책만 15박스 나오더라고요 ㅋㅋ",
      "제일 걸리는 건 화장실이 너무 낡았고 베란다 샷시 쪽 외풍이 엄청 심해요. 12월에 보러 갔는데 안방이 냉골이더라고요. 그리고 방이 두 개뿐이라 제 작업공간이랑 침실을 어떻게 나눌지가 제일 고민이에요.",
      "스타일은 화이트에 원목 조금 섞은 깔끔한 느낌 좋아해요. 인스타에서 본 일본 작은 집들처럼 아늑한데 복잡하지 않은 거요. 지금 사는 원룸은 풀옵션이라 가구가 다 제각각이었는데 이번엔 통일감 있게 하고 싶어요.",
      "결혼식이 5월 16일이라 그 전에 들어가고 싶어요. 늦어도 5월 초에는 입주해야 돼요. 지금 원룸 계약이 5월 10일까지라서요.",
      "아 그리고 아까 18년 됐다고 했는데 부동산에서 받은 서류 다시 보니까 2003년에 지은 거라 23년 된 집이네요 ㅎㅎ 그래서 배관도 한번 봐주셨으면 해요."
    ],
    "whenAsked": {
      "colors_and_elements": "색은 아직 잘 모르겠어요. 신랑이랑 얘기해보고 나중에 정할게요.",
      "key_considerations": "신랑이 낮에 자야 해서 방음이랑 암막이 제일 중요해요. 그리고 예산 넘어가면 진짜 안 돼요 ㅠ"
    },
    "otherwise": "그건 딱히 상관없어요. 알아서 해주셔도 돼요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "신혼집 인테리어",
          "빌라를 하나 샀어요"
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
          "서대문구 연희동"
        ]
      },
      "age": {
        "said": 6,
        "value": {
          "kind": "number_with_unit",
          "amount": 23,
          "unit": "years"
        }
      },
      "space_size": {
        "said": 1,
        "value": {
          "kind": "number_with_unit",
          "amount": 17,
          "unit": "pyeong"
        }
      },
      "layout": {
        "said": 1,
        "text": [
          "방 2개, 화장실 1개",
          "거실이랑 주방이 붙어있는"
        ]
      },
      "budget": {
        "said": 1,
        "value": {
          "kind": "money",
          "amount": 30000000,
          "currency": "KRW",
          "bound": "at_most"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "저랑 예비신랑 둘이",
          "강아지 한 마리"
        ]
      },
      "lifestyle": {
        "said": 2,
        "text": [
          "집에서 일하고",
          "낮에 잘 때가 많아요"
        ]
      },
      "important_collections": {
        "said": 2,
        "text": [
          "사전이랑 책"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "외풍이 엄청 심해요",
          "작업공간이랑 침실을 어떻게 나눌지"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "화이트에 원목",
          "복잡하지 않은"
        ]
      },
      "move_in_date": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-05-01",
          "precision": "month",
          "relation": "by",
          "part": "early"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "방음이랑 암막"
        ]
      }
    }
  },
  {
    "id": "heldout127-commercial_space-ko-haeridan-bakery-second-shop",
    "projectType": "commercial_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 부산 전포동에서 소금빵이랑 휘낭시에 파는 작은 베이커리 하고 있는데요, 이번에 2호점을 내게 돼서 인테리어 맡길 곳 찾고 있어요. 1호점은 3년 전에 제가 셀프로 꾸민 거라 이번엔 제대로 해보고 싶어서요 ㅎㅎ",
      "2호점 자리는 해운대 우동이고 해리단길 쪽이에요. 1층 상가 22평이고 원래 국밥집 하던 자리라 철거부터 해야 돼요. 1호점이 12평이니까 거의 두 배예요.",
      "손님은 주로 20~30대 여성분들이랑 관광객이 많아요. 저희는 매일 아침 그날 굽는 빵만 팔고 남으면 다 기부해요. 그게 저희 가게 원칙이라 들어오시는 분들이 정직한 가게구나 느꼈으면 좋겠어요. 근처 빵집들이랑 다른 건 버터를 이즈니만 쓰는 거? 단가는 좀 세도요 ㅋㅋ",
      "1호점은 너무 좁아서 손님들이 밖에 줄 서다 보니 옆 가게에서 민원이 자주 들어와요. 그래서 2호점은 웨이팅을 가게 안에서 소화할 수 있었으면 해요. 아 그리고 1호점은 지금 그대로 둘 거예요. 손댈 생각 없어요.",
      "느낌은 따뜻하고 좀 투박한 거, 제주 돌담 같은 질감 좋아해요. 하얀 타일 쫙 깔린 요즘 카페 스타일은 별로고요, 베이지랑 테라코타 톤이면 좋겠어요. 그리고 빵 굽는 오븐이 밖에서 보이게 통유리로 오픈 주방 하고 싶어요!",
      "간판이랑 메뉴판도 같이 해주실 수 있나요? 로고는 1호점 거 그대로 쓸 거라 로고는 안 건드려도 돼요. 간판이랑 메뉴판만요.",
      "오픈은 4월 1일 목표예요. 벚꽃 시즌에 관광객이 제일 많아서요. 임대는 2월 1일부터고 렌트프리 한 달 받았어요.",
      "아 죄송해요 아까 22평이라고 한 건 계약면적이고 실평수는 18평이래요. 방금 부동산 사장님한테 확인했어요."
    ],
    "whenAsked": {
      "budget": "예산은 아직 엄마랑 얘기 중이라 지금은 말씀드리기 어려워요 ㅠ 같이 하는 가게라서요.",
      "expected_deadline": "디자인이 언제까지 끝나야 되는지는 저도 잘 모르겠어요. 오픈 맞추려면 언제까지 돼야 하는지 알려주세요.",
      "key_considerations": "제일 중요한 건 동선이요. 주방에서 쇼케이스까지 빵 나르기 편해야 하고 계산대 앞에서 줄이 안 꼬였으면 해요."
    },
    "otherwise": "그건 잘 모르겠어요. 그쪽에서 추천해주시는 대로 할게요!",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "2호점을 내게 돼서",
          "소금빵이랑 휘낭시에"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "해운대 우동",
          "해리단길"
        ]
      },
      "space_size": {
        "said": 7,
        "value": {
          "kind": "number_with_unit",
          "amount": 18,
          "unit": "pyeong"
        }
      },
      "target_audience": {
        "said": 2,
        "text": [
          "20~30대 여성분들",
          "관광객"
        ]
      },
      "brand_value": {
        "said": 2,
        "text": [
          "그날 굽는 빵만 팔고",
          "정직한 가게"
        ]
      },
      "competitive_advantage": {
        "said": 2,
        "text": [
          "버터를 이즈니만 쓰는"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "밖에 줄 서다 보니",
          "웨이팅을 가게 안에서 소화"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "따뜻하고 좀 투박한",
          "돌담 같은 질감"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "베이지랑 테라코타"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "오븐이 밖에서 보이게",
          "오픈 주방"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "간판이랑 메뉴판만",
          "로고는 안 건드려도"
        ]
      },
      "opening_date": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "day",
          "relation": "on"
        }
      },
      "budget": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "동선이요",
          "빵 나르기 편해야"
        ]
      }
    }
  },
  {
    "id": "heldout127-exhibition_space-ko-makgeolli-at-center-sink",
    "projectType": "exhibition_space",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 충남 당진에서 막걸리 양조장 하고 있는 곳인데요. 3월에 양재 aT센터에서 하는 전통주 박람회에 나가게 돼서 부스 디자인 문의드려요. 이번에 새로 나온 스파클링 막걸리 위주로 보여줄 거예요.",
      "부스는 두 칸 붙여서 6m x 3m예요. 작년엔 한 칸만 했었는데 너무 좁아서 고생했거든요. 박람회는 3월 12일부터 15일까지 나흘이고 철거는 마지막 날 저녁 6시 끝나고 바로 해야 된대요.",
      "저희가 할머니 때부터 3대째 누룩을 직접 띄워서 빚고 있어요. 부스 오시는 분들이 시골 양조장에 놀러 온 것처럼 편하게 느꼈으면 좋겠어요. 이번엔 일반 관람객보다 호텔이랑 파인다이닝 쪽 소믈리에, 바이어들 만나는 게 제일 큰 목표예요.",
      "전기는 조명이랑 술 냉장고 하나 돌릴 정도면 돼요. 물은 필요 없어요, 시음 잔은 일회용 쓰고 버릴 거라서요. 작년에 다른 박람회 갔을 때 옆 부스 전기 나가서 조명 다 꺼졌던 거 생각하면 아직도 아찔해요 ㅋㅋ",
      "분위기는 모던한 한옥 느낌이요. 근데 민속촌처럼 너무 옛날 느낌은 말고요. 부스 뒤쪽에 옹기 항아리를 쌓아서 벽처럼 만들면 멋있을 것 같아요!",
      "예산은 부스 디자인이랑 시공 다 합쳐서 1,500만 원 정도요. 참가비 440만 원은 이미 냈고 그건 별도예요. 리플렛이랑 시음 메뉴판도 같이 해주시면 좋겠고, 굿즈는 작년에 만든 게 남아서 그건 괜찮아요.",
      "방금 대표님이랑 통화했는데 일회용 잔은 이미지 안 좋다고 유리잔 씻어서 쓰자고 하시네요. 그럼 개수대가 있어야 되니까 물도 써야 될 것 같아요. 전기는 그대로 필요하고요."
    ],
    "whenAsked": {
      "entry_date": "반입일은 주최 측에서 아직 공지가 안 나와서 저도 몰라요. 나오면 바로 알려드릴게요.",
      "key_considerations": "철거가 폐막 당일 밤이라 빨리 뜯을 수 있는 구조였으면 좋겠고, 항아리가 깨지면 안 되니까 고정 잘 해주세요."
    },
    "otherwise": "그건 크게 상관없어요. 괜찮은 쪽으로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "막걸리 양조장",
          "스파클링 막걸리"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "양재 aT센터"
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
          "date": "2026-03-12",
          "precision": "day",
          "relation": "on"
        }
      },
      "exit_date": {
        "said": 1,
        "value": {
          "kind": "date",
          "date": "2026-03-15",
          "precision": "day",
          "relation": "on"
        }
      },
      "brand_value": {
        "said": 2,
        "text": [
          "누룩을 직접 띄워서",
          "시골 양조장에 놀러 온 것처럼"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "소믈리에",
          "바이어"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "모던한 한옥 느낌",
          "민속촌처럼 너무 옛날 느낌은 말고"
        ]
      },
      "unique_design": {
        "said": 4,
        "text": [
          "옹기 항아리를 쌓아서 벽처럼"
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
      "other_design_requirements": {
        "said": 5,
        "text": [
          "리플렛이랑 시음 메뉴판"
        ]
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
      "entry_date": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "빨리 뜯을 수 있는 구조",
          "고정 잘 해주세요"
        ]
      }
    }
  },
  {
    "id": "heldout127-brand-ko-dalgom-yakgwa",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요! 수제 약과 파는 작은 브랜드인데요, 로고부터 브랜드 아이덴티티 전체를 새로 하고 싶어서 연락드려요. 2년 전부터 인스타로만 주문 받아서 팔다가 이번에 대구 수성구에 작은 매장을 내게 됐어요. 지금 로고는 친구가 캔바로 5분 만에 만들어준 거예요 ㅋㅋ",
      "브랜드 이름은 '달곰'이에요. 할머니가 저 어릴 때 우리 달곰이~ 하고 부르시던 별명이에요. 약과 레시피도 할머니한테 배운 거라 이름은 절대 안 바꿀 거예요 ㅎㅎ",
      "지금 파는 건 찹쌀약과, 쑥약과, 흑임자약과 세 가지고요 명절엔 선물세트도 따로 해요. 작년 추석엔 세트만 800개 나갔어요. 손님은 20대 후반~30대 여자분들이 제일 많고 부모님 선물 사는 직장인들도 꽤 있어요.",
      "제일 고민인 건 로고가 너무 촌스러워서 백화점 팝업 제안이 와도 좀 민망하다는 거예요 ㅠ 지난달에 현대백화점 대구점에서 연락 왔는데 자료 보내기가 창피하더라고요.",
      "아 그리고 사업자 등록은 작년 봄에 했는데 상표는 그거랑 별개라고 해서 지난달에 변리사 사무실 통해서 출원만 해놨어요. 아직 결과는 안 나왔고요, 거기서 끝까지 맡아주기로 해서 상표 쪽은 신경 안 쓰셔도 돼요. 홈페이지는 없고 인스타 @dalgom_yakgwa 보시면 돼요.",
      "스타일은 너무 전통전통한 거 말고 요즘 감성이요. 한글 로고였으면 좋겠고 노티드처럼 귀여운 쪽 말고 차분하고 고급스러운 쪽이요. 매장 오픈이 3월 2일이라 로고는 2월 중순까지는 나와야 간판이랑 쇼핑백 주문할 수 있어요. 로고 나오면 쇼핑백이랑 스티커까지 같이 해주시면 좋겠어요.",
      "헐 방금 인테리어 사장님한테 연락 왔는데 공사가 밀려서 오픈이 3월 말로 바뀌었어요;; 그래서 로고는 2월 말까지만 나오면 될 것 같아요!"
    ],
    "whenAsked": {
      "colors_and_elements": "색은 진짜 아직 모르겠어요 ㅠ 생각해본 게 없어서 시안 보고 정할게요.",
      "key_considerations": "할머니 레시피라는 이야기가 느껴졌으면 좋겠어요. 근데 너무 옛날 느낌 나면 안 되고요."
    },
    "otherwise": "그건 따로 생각해본 적 없어요. 알아서 해주셔도 돼요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "수제 약과",
          "브랜드 아이덴티티 전체"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "대구 수성구"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "할머니가 저 어릴 때",
          "별명"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "찹쌀약과",
          "선물세트"
        ]
      },
      "target_audience": {
        "said": 2,
        "text": [
          "20대 후반~30대 여자분들",
          "부모님 선물 사는 직장인들"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "로고가 너무 촌스러워서",
          "백화점 팝업"
        ]
      },
      "registration_status": {
        "said": 4,
        "value": {
          "kind": "choice",
          "selected": [
            "in_progress"
          ]
        }
      },
      "need_registration_assistance": {
        "said": 4,
        "value": {
          "kind": "yes_no",
          "value": false
        }
      },
      "brand_website": {
        "said": 4,
        "text": [
          "@dalgom_yakgwa"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "한글 로고",
          "차분하고 고급스러운"
        ]
      },
      "other_design_requirements": {
        "said": 5,
        "text": [
          "쇼핑백",
          "스티커"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "할머니 레시피"
        ]
      }
    }
  },
  {
    "id": "heldout127-packaging-ko-yesan-oil-mill",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요, 충남 예산에서 아버지랑 3대째 방앗간 하고 있는 사람이에요. 할아버지가 1968년에 시작하셨고요. 이번에 저희 들기름 참기름 포장을 좀 제대로 바꿔보려고 문의드립니다.",
      "제품은 국산 들깨로 짠 저온압착 들기름이랑 참기름이에요. 병은 350ml 유리병이고 낱개로도 팔고 명절엔 두 병씩 묶어서 팔아요. 예전엔 페트병에 담아 팔았는데 손님들이 유리병을 훨씬 좋아하셔서 바꿨어요.",
      "병은 지금 거래처에서 사는 그 병 그대로 쓸 거라 병 디자인은 필요 없고요, 병에 붙이는 스티커 라벨이랑 두 병 들어가는 명절 선물세트 포장 이렇게 두 개예요. 택배는 저희가 박스에 뽁뽁이 싸서 직접 보내니까 택배박스는 신경 안 쓰셔도 돼요.",
      "다른 데랑 다른 건 주문 들어오면 그 주에 짠 것만 보낸다는 거예요. 마트 기름은 언제 짠 건지 모르잖아요. 사시는 분들은 40~60대 어머님들이 제일 많고 요즘은 건강 챙기는 30대 분들도 많이 사세요.",
      "파는 데는 스마트스토어랑 예산 오일장, 그리고 농협 로컬푸드 매장 두 군데요. 작년 매출이 1억 조금 넘었는데 그중 절반이 명절이에요.",
      "느낌은 너무 세련돼서 방앗간 느낌 없어지면 싫고요, 옛날 방앗간 간판 같은 정겨운 느낌이 좀 살았으면 해요. 색은 들기름이 초록빛이 돌아서 초록 계열이면 좋겠고 빨간색은 빼주세요. 지금 라벨이 빨간색인데 너무 싸 보여요.",
      "아 제가 아까 병 350ml라고 했는데 방금 창고 가서 보니까 300ml네요 ㅎㅎ 죄송해요. 선물세트는 똑같이 두 병이고요. 디자인은 7월 말까지는 끝났으면 좋겠어요. 추석이 9월이라 8월부터 예약 받거든요."
    ],
    "whenAsked": {
      "preferred_materials": "재질은 제가 잘 몰라서요... 그건 아직 생각을 안 해봤어요.",
      "key_considerations": "기름병이라 손에 기름이 묻는데 라벨이 번지거나 떨어지면 안 돼요. 그게 제일 중요해요."
    },
    "otherwise": "그건 딱히 생각 없어요. 좋은 쪽으로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "3대째 방앗간",
          "포장을 좀 제대로 바꿔보려고"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "충남 예산"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "저온압착 들기름이랑 참기름"
        ]
      },
      "packaging_form": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "label",
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 3,
        "text": [
          "그 주에 짠 것만"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "40~60대 어머님들",
          "건강 챙기는 30대"
        ]
      },
      "sales_channels": {
        "said": 4,
        "text": [
          "스마트스토어",
          "로컬푸드 매장"
        ]
      },
      "preferred_style": {
        "said": 5,
        "text": [
          "정겨운 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 5,
        "text": [
          "초록 계열",
          "빨간색은 빼주세요"
        ]
      },
      "specification": {
        "said": 6,
        "text": [
          "300ml",
          "두 병"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "라벨이 번지거나 떨어지면 안 돼요"
        ]
      }
    }
  },
  {
    "id": "heldout127-website-ko-seongsu-pottery",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 성수동에서 도자기 공방 하고 있어요. 연 지 4년 됐고 원데이 클래스랑 정규반 운영해요. 홈페이지를 새로 만들고 싶어서요. 예전에 윅스로 만든 거 있긴 한데 (clayday.wixsite.com/studio) 관리 안 한 지 1년 넘어서 거의 없는 거나 마찬가지예요.",
      "제일 큰 문제는 지금 예약을 인스타 DM으로 받는데 답장하느라 수업 준비를 못 할 정도예요 ㅠ 노쇼도 한 달에 열 번은 넘고요. 그래서 손님이 직접 날짜랑 시간 골라서 예약하고 예약금 2만 원까지 결제하고 가는 사이트가 필요해요.",
      "작품 판매도 언젠가 하고 싶은데 그건 나중 일이고 지금은 예약이 먼저예요. 페이지는 클래스 소개, 예약, 작가 소개, 오시는 길 정도면 될 것 같아요. 수강 후기도 있으면 좋고요.",
      "손님은 20대 30대 커플이 제일 많아요. 데이트 코스로 많이 오시고 요즘은 일본이랑 대만 관광객도 꽤 와요. 그래서 한국어랑 영어 두 개는 꼭 있어야 돼요. 일본어까지는 안 해도 돼요 다들 번역기 돌리시더라고요 ㅎㅎ",
      "스타일은 하얀 배경에 작품 사진 크게 들어가는 미니멀한 느낌이요. 색은 흙색이나 베이지 포인트 정도? 예산은 400만 원 생각하고 있어요.",
      "3월이 신학기라 정규반 모집을 2월 중순부터 하거든요. 그래서 사이트는 2월 말까지 열리면 좋겠어요. 사진은 작년에 작가님 불러서 찍어둔 게 200장 정도 있어요.",
      "아 예산이요, 신랑이랑 얘기해봤는데 400은 좀 무리라서 300만 원 정도로 맞춰야 할 것 같아요 ㅠ"
    ],
    "whenAsked": {
      "competitors": "경쟁 업체나 참고할 사이트는... 딱히 찾아본 게 없어서 잘 모르겠어요.",
      "key_considerations": "한 타임에 정원 6명이라 넘으면 자동으로 마감되는 게 제일 중요해요. 그리고 다들 폰으로 보니까 폰으로 보기 편해야 돼요."
    },
    "otherwise": "그건 상관없어요. 편하신 대로 해주세요.",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "도자기 공방",
          "원데이 클래스랑 정규반"
        ]
      },
      "url": {
        "said": 0,
        "text": [
          "clayday.wixsite.com/studio"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "성수동"
        ]
      },
      "problem_need": {
        "said": 1,
        "text": [
          "답장하느라",
          "노쇼"
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
      "main_pages": {
        "said": 2,
        "text": [
          "클래스 소개",
          "오시는 길"
        ]
      },
      "plans_after_project": {
        "said": 2,
        "text": [
          "작품 판매"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "20대 30대 커플",
          "관광객"
        ]
      },
      "languages": {
        "said": 3,
        "text": [
          "한국어",
          "영어"
        ]
      },
      "preferred_style": {
        "said": 4,
        "text": [
          "미니멀한 느낌"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "흙색이나 베이지"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "relation": "by",
          "part": "late"
        }
      },
      "budget": {
        "said": 6,
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
      "key_considerations": {
        "said": "asked",
        "text": [
          "정원 6명",
          "폰으로 보기 편해야"
        ]
      }
    }
  },
  {
    "id": "heldout127-other-ko-gimbap-aprons",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요~ 마포에서 김밥집 두 군데 하는 사장입니다. 연남동 본점이랑 합정점이요. 이번에 가게에서 쓰는 것들 디자인을 좀 맡기고 싶어서 연락드렸어요. 본점은 2019년에 열었고 합정점은 작년에 열었어요.",
      "간판이랑 메뉴판은 작년에 합정점 열면서 싹 바꿔서 그건 필요 없고요 (그때 간판만 800 들었어요 ㅠ), 직원 앞치마랑 배달 포장에 붙이는 스티커만 하려고요. 두 매장 똑같이 쓸 거예요.",
      "배달이 하루 150건 정도 나가는데 지금은 그냥 흰 봉투에 영수증만 붙어서 나가니까 손님들이 어디서 시킨 건지 기억을 못 해요. 리뷰에도 여기 이름 뭐였지 이런 게 있어요 ㅋㅋ 봉투 보고 또 시키게 만들고 싶어요.",
      "손님은 점심엔 근처 회사원이 제일 많고 저녁엔 연남동 놀러 온 20대들이요. 배달은 혼자 사는 자취생들이 많이 시켜요.",
      "색은 김 색깔 검정에 단무지 노랑 포인트 어때요? 초록은 옆집 분식집이 초록이라 빼주세요. 앞치마는 때가 덜 타게 검정이었으면 좋겠어요 ㅎㅎ",
      "3월 초에 앞치마 새로 맞추려고 하는데 디자인은 그 전에만 나오면 돼요. 결정은 저랑 와이프 둘이 하는데 와이프가 낮에 합정점에 있어서 시안은 카톡으로 보내주시면 둘이 보고 답드릴게요. 직접 뵙는 건 한 번이면 충분할 것 같아요.",
      "아 날짜 정정할게요. 설 끝나고 2월 23일에 알바생들 새로 들어오는데 그때 새 앞치마 입히고 싶어서 디자인은 2월 13일까지는 나와야 할 것 같아요."
    ],
    "whenAsked": {
      "preferred_style": "스타일은 제가 그런 거 진짜 몰라요 ㅋㅋ 시안 몇 개 보여주시면 그중에 고를게요.",
      "key_considerations": "앞치마는 매일 빨아야 하니까 프린트가 빨아도 안 벗겨지는 게 제일 중요해요. 스티커는 봉투에 잘 붙어야 하고요."
    },
    "otherwise": "그건 잘 모르겠어요. 알아서 해주세요~",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "김밥집 두 군데"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "연남동",
          "합정"
        ]
      },
      "other_design_requirements": {
        "said": 1,
        "text": [
          "직원 앞치마",
          "배달 포장에 붙이는 스티커"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "어디서 시킨 건지 기억을 못 해요",
          "또 시키게"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "근처 회사원",
          "자취생들"
        ]
      },
      "colors_and_elements": {
        "said": 4,
        "text": [
          "검정",
          "단무지 노랑"
        ]
      },
      "collaboration_notes": {
        "said": 5,
        "text": [
          "와이프 둘이",
          "카톡으로"
        ]
      },
      "number_of_visits": {
        "said": 5,
        "value": {
          "kind": "number_with_unit",
          "amount": 1,
          "unit": "times"
        }
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-13",
          "precision": "day",
          "relation": "by"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "빨아도 안 벗겨지는"
        ]
      }
    }
  }
];
