import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 129 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: people in many forms (who the customers are,
 * said as an age range, a life stage, a routine, where they come from, who they are not; for a home, who lives there; and
 * the people who are not the audience: a landlord, a contractor, a previous designer, a friend who recommended the studio,
 * a competitor's owner, staff, investors, the grandmother a name is for; who decides and how they like to work; in each,
 * the people corrected in a later message, and one or two fields not known, filed as skipped). Written in session 73 by
 * seven writers, 23 conversations, and played once on d43c34d5 (before any change for it): 254 of 340 facts (74.7 %),
 * 6 wrong values, 20 asked again, 0 loops. Its misses were not read in the session it was written: it is the next
 * session's blind measure.
 */
/* Writer's note (en-US, batch 129, en-brand-pack)
 * heldout129-brand-en-otter-swim-school | Jess, co-owner of a 3-year-old kids' swim school in Austin, full identity redo before a 2nd location | background, problem, name story (son Theo, "does the otter"), services list, trademark in_progress (+ no help wanted, asked), website/IG, style, other designs (swim caps, pool-deck sign, van wrap), plans (Round Rock), collaboration (Dana in Denver on video, final say on visuals), address South Lamar, 2 in-person meetings, 20 min away; audience first "first-time parents in their late 20s", CORRECTED in msg 5 to mid-30s-to-mid-40s parents on a second kid + grandparents doing drop-offs; colours and key considerations asked; deadline SKIPPED (asked) | decoys: club owner Ray and his masters swimmers/triathletes, cousin who made the Canva logo, friend Carla who recommended the studio, son Theo (name story only)
 * heldout129-packaging-en-savannah-pralines | Denise, owner of a praline shop on Whitaker Street, Savannah, replacing plain bakery boxes | background, product, spec (2 oz, 6- and 12-piece), forms box+bag_pouch+gift_set, USP (made by hand same day, poured in the window), channels (shop, Shopify, Jones Street inns, airport gift shop), style, colours/elements, collaboration (husband Dwayne sees costs, she decides), deadline by 2026-02-15; audience first retirees in their 60s-70s, CORRECTED in msg 6 to girls' trips/bachelorette groups, women in their 30s; key considerations asked; materials SKIPPED (asked) | decoys: Aunt Bernice (name story), trolley driver Marcus (source of the correction, not a customer), Atlanta factory competitors, husband Dwayne
 * heldout129-packaging-en-nurse-foot-balm | Keisha, ER nurse in Columbus OH with a cooling foot balm brand, first real packaging | background, product, spec (2 oz tin, 3 tins per gift set), forms can_tin+box+gift_set, USP, channels (website, Etsy, Riverside Methodist gift shop), problem (label looks homemade), colours (minty blue, no pink/nurse hats), materials (recyclable, no shrink wrap), deadline end of March, collaboration (assistant Priscilla, email only, investor Greg sees final); audience first nurses in their 40s-50s, CORRECTED in msg 5 to new grads 22-30 on nights + line cooks and baristas; key considerations asked; style SKIPPED (asked) | decoys: podiatrist who helped formulate, co-packer in Cincinnati, TikTok nurse influencer, brother-in-law investor Greg, hospital gift shop buyer
 */
/* Writer's note (English, batch 129, en-spaces)
 * heldout129-commercial-en-yarn-parlor | Denise, opening a hand-dyed yarn shop with a knitting lounge in West Asheville | filed: background, address, 1,100 ft2, problem, brand feeling, advantage, style, colours, key consideration (no drilling the brick), opening 2026-05-02, sign, collaboration (partner Joanne in Charlotte on Zoom, weekly updates); correction: audience first "retirees in their 60s and 70s" + River Arts tourists, then "mostly women 25 to 40, a lot of new moms" (msg 5 wins); skipped: budget (loan not approved), unique_design; decoys: friend Carla who recommended, grandma Nell the name's story, landlord Mr. Hadley, contractor brother-in-law Mike, competitor owner Barb
 * heldout129-exhibition-en-na-brewery-booth | Marcus, co-founder of an NA craft brewery from Traverse City, first trade show in Detroit | filed: background, venue, 10x20 ft = 200 ft2, water+power, opens 2026-04-16, move-in 2026-04-14, brand feeling, style, budget at most 18,000 USD, collaboration (Priya final say, send to Tom), key consideration (packs into a van, two people can carry), reuse at the Chicago show, tap wall, sell sheets; correction: audience first distributors + buyers + sober-curious public, then trade only "distributors and bar and restaurant buyers" (msg 5 wins); skipped: exit_date (manual not out); decoys: organiser Linda, investor Gary, co-founder Priya and ops manager Tom
 * heldout129-residential-en-crestview-ranch | Alicia, renovating a 1958 ranch in Crestview, Austin before moving in | filed: background, detached house, 3 bed 2 bath layout, age 68 years, 1,650 ft2, lifestyle (WFH, Dev cooks, Diwali dinner), problems, style, budget 150,000 USD, move in by 2026-08-01, accessibility, Dev's 800 records, collaboration (Dev decides the kitchen, calls after 8pm); correction: household first couple + Maya 9 + Leo 6 + dog Biscuit, then Dev's dad moving in too (msg 5 wins); skipped: colors_and_elements; decoys: previous owners, sister-in-law Anita who found the studio, realtor, contractor Ray
 */
/* Writer's note (en-US, batch 129, en-web-other)
 * heldout129-website-en-charleston-tailor | Desmond, third-generation tailor on King Street, Charleston, wants a booking site | background, url, address, category booking, problem (phone rings all day), pages, languages EN+ES, style, colours (navy/oyster white, no black), photos, collaboration (wife Renee has final say, email), deadline 2026-03-01, key considerations; CORRECTION msg 5: audience shifts from grooms/groomsmen to brides and bridesmaids (retired folks stay); SKIPPED: competitors, budget; decoys: granddad Walter (founder), dad, cousin's kid (old site), buddy Theo (referral), wedding planners (referrers), wife Renee (decider, not audience)
 * heldout129-website-en-tucson-audiology | Carla, practice manager of Saguaro Hearing Center, Tucson | background, url, address, problem (online booking, Google), pages, languages EN+ES, style, competitors (Desert Botanical Garden site), budget at most 9000 USD, plans (Oro Valley), collaboration (Dr. Patel signs off, send to Carla, every two weeks); category booking and key considerations only when asked; CORRECTION msg 4: site visitors are the adult kids in their 40s and 50s booking for mom or dad, not the retiree/snowbird patients; SKIPPED: expected_deadline; decoys: retired Dr. Hoffman (previous owner), front desk person, hearing-aid rep, Dr. Patel's wife Priya (social media, not decider)
 * heldout129-other-en-lumpia-truck-wrap | Joy, co-owner of Lola's Lumpia Filipino food truck, Portland, needs a truck wrap + menu board | background, design items, address (Division Street pod, SE 33rd), problem, style (jeepney), other preferences (Tita Baby's), deadline 2026-04-15, collaboration (decide with husband Marco, text), key considerations (permit, propane hatch), plans (second truck); CORRECTION msg 4: customers are parents in their 30s and 40s + Filipino families, not tech guys in their 20s; SKIPPED: colors_and_elements; decoys: grandma Remedios (the brand's Lola), previous taco-truck owner, sister (bookkeeper), installer Dale
 */
/* Writer's note (Korean, batch 129, ko-brand-pack-web-other)
 * heldout129-brand-ko-boksun-tteok | granddaughter taking over her grandmother's rice-cake shop in Daegu Suseong-gu, refreshing the whole identity | background, name story (grandmother 김복순, "복순이네 떡"), products (찹쌀떡/쑥인절미/약밥), problem (looks like an "옛날 떡집"), Instagram handle, style + 태극당 reference, not registered + wants help, mother decides via KakaoTalk, deadline end of March (by 2026-03-01), address; CORRECTION: audience "50~60대 어머님들" -> msg 5 "30대 초반 신혼부부 / 첫 돌 준비하는 엄마아빠들"; SKIPPED colors_and_elements; key_considerations asked | decoys: the grandmother (name story), the university friend who recommended the studio, the uncle's friend's interior company doing the sign works, the mother (decider, collaboration only)
 * heldout129-packaging-ko-mungyeong-omija | man who returned to his parents' omija farm in Mungyeong, bottle + 2-bottle gift set for a department-store Chuseok fair | background, product (오미자 원액, mixed 1:5), spec 750ml x 2, forms bottle_jar+gift_set, problem (old label looks like supermarket juice), channels (스마트스토어/농장 직판/신세계 백화점), USP, style (한지 느낌, 담백한), colours, deadline end of June (by 2026-06-01), key (bottles must not break), wife decides; CORRECTION: audience "50~60대" gifting buyers + added in msg 5 "캠핑 다니는 30대 부부들"; SKIPPED preferred_materials | decoys: his parents (farmers), the county-office programme's defunct design company, the department-store MD, his wife (decider)
 * heldout129-website-ko-songdo-vet | office manager of a 3-year-old vet clinic in Songdo, new site with online booking | background, url ongi-vet.co.kr, category booking, problem (breaks on mobile, phone-only booking), pages, languages 한국어+영어, style, competitor reference 그레이스동물의료센터, go-live by early April (by 2026-04-01), head vet approves / contact the manager; CORRECTION: audience "30~40대 아이 있는 가족" -> msg 3 "20~30대 혼자 사는 고양이 보호자들" + foreign families; SKIPPED budget; key_considerations asked | decoys: the head vet's junior who built the old site, the head vet (decider), the landlord pharmacy downstairs
 * heldout129-other-ko-yeongdo-alley-map | co-op office worker in Yeongdo Daepyeong-dong, illustrated alley map + stamp-tour booklet for an urban-regeneration project | background, address, deliverables (접이식 일러스트 지도, 스탬프 책자, 스티커), problem (tourists leave after 흰여울마을), colours, deadline end of July (by 2026-07-01), committee monthly / chair decides / email, 2 site walks; CORRECTION: audience "20~30대 여행객" + added in msg 6 "초등학생 3~4학년"; SKIPPED preferred_style; key_considerations asked | decoys: the alley grandmothers (story content), the old university club that drew the previous map, the district-office officer, the co-op chair (decider)
 */
/* Writer's note (Korean, batch 129, ko-spaces)
 * heldout129-commercial-ko-gwanggyo-banchan | 광교에서 외할머니 이름을 딴 반찬가게를 여는 30대 여성, 남편과 공동 운영 | background, 광교중앙역 상가 14평, 쇼케이스+조리공간 문제, 스타일·색(옹기, 베이지/갈색), 4천만 원, 4월 초 오픈, 결정은 남편과 같이·주말 미팅·카톡; 고객층 정정(m2 30~40대 맞벌이 부부 → m5 혼자 사는 20~30대 직장인, 60대 이상 어르신); brand_value·competitive_advantage·key_considerations는 질문 답변, unique_design 건너뜀; 디코이: 추천해 준 친구, 이름의 주인 외할머니, 2층 사는 건물주 할아버지, 주방 이모님 두 분, 동네 엄마들 단톡방
 * heldout129-exhibition-ko-coex-wooden-toys | 이천 원목 교구 제조사 '숲결'의 마케팅 담당자, 첫 전시 참가 | 코엑스 B홀 36㎡, 3/12 개막·3/11 반입·3/15 철수(질문 답변), 전기만, 브랜드 모토와 숲 느낌, 무인양품 같은 밝은 원목 톤, 아이 키높이 놀이 테이블, 대표님 최종 결정·메일·주 1회 공유; 관람 대상 정정(m2 유치원·어린이집 원장님 → m5 교구 유통사 바이어·해외 바이어); budget 건너뜀(결재 전); 디코이: 주최 측 담당자, 육아 인플루언서, 이미 아는 일반 엄마들, 팀장님, 대표님
 * heldout129-residential-ko-daegu-old-house | 대구 범어동 30년 된 2층 단독주택을 산 재택 번역가 엄마 | 단독주택, 30년, 42평(대지 60평은 함정), 1·2층 구조, 작업실 없음·외풍, 재택·마당 바비큐·애들 친구, 세월 느껴지는 스타일, 흰색·원목색·나무 천장, 1억 2천, 결정 방식; 거주자 정정(m2 부부+9살 아들+6살 딸+시바견 → m6 친정아버지 합류); move_in_date 건너뜀(집이 안 팔려서), key_considerations는 질문 답변; 디코이: 전 주인 할머니, 오늘의집의 어떤 부부, 시공하는 남편 친구, 놀러 오는 애들 친구들
 */
/* Writer's note (zh-TW, batch 129, zh-brand-pack-web-other)
 * heldout129-brand-zh-lukang-noodles | son taking over his mother's 鹿港 麵線糊 stall as it moves into a shop | filed background, name story (named after his mother 月娥), products, problem (cousin's blurry old logo), style, extra items (招牌/菜單/紙碗貼紙), deadline by 2026-03, decision process (brother in 上海 by LINE video, mother has final say), address; asked: IG, not_registered + wants help, key consideration; CORRECTION: audience 阿公阿嬤/上班族 -> 假日觀光客, 台中過來的年輕人 (msg 4); SKIPPED colors; decoys: mother (name + decider), 房東, 表哥 (old logo), friend 小瑜 (referral), brother.
 * heldout129-packaging-zh-luye-coldbrew | second-generation tea farmer in 台東鹿野 packaging a cold-brew 紅烏龍 teabag | filed background, product/use, spec, USP, channels, forms box+bag_pouch, style, colours, deadline by 2026-05, who decides (herself), address; asked: key consideration; CORRECTION: audience 20-30 上班族 -> 35到45歲的媽媽 buying gifts (msg 4); SKIPPED materials; decoys: father (tea grower), food blogger 阿肥吃台東, packaging factory.
 * heldout129-website-zh-zhubei-swim | owner of a kids' swim school in 竹北 rebuilding a stale site | filed background, url, category booking, problem, pages, languages 中文+英文, competitor Little Fish, style, deadline by 2026-05, collaboration (assistant Amy, he and his wife decide), address; asked: key consideration; CORRECTION: kids 3到6歲 -> 3到8歲 (msg 5), visitors are the parents (雙薪家庭 from the science park); SKIPPED budget; decoys: former freelance engineer, head coach 阿凱, competitor's owner (his old coach), the kids themselves, wife.
 * heldout129-other-zh-hamasen-map | director-general of a 哈瑪星 community association making a walking map + street signs | filed background, what to design, problem, style, colours/motifs, address, collaboration (monthly board meeting approves, LINE day to day), visits 2 times; asked: key consideration; CORRECTION: audience 觀光客 -> 住了幾十年的長輩 and 家裡有小孩的年輕家庭 (msg 4); SKIPPED deadline (waits on 文化局 funds); decoys: 理事長 (referral), 文化局, old shop owners, 網美, board members.
 */
/* Writer's note (zh-TW, batch 129, zh-spaces)
 * heldout129-commercial-zh-zhubei-barbershop | 竹北男士理髮店老闆，從8坪小店搬到光明六路22坪店面 | filed: background, address, 22坪 (not the old 8坪), problem (等候區), audience, advantage (熱毛巾修面), brand value, style, colours, unique design (阿公的老理髮椅), signage, collaboration (晚上九點後回訊息, 老婆決定), budget 150萬, key considerations (asked); correction: audience 竹科工程師 stays, weekend dads → 竹北高中放學的高中生 (msg 5); skipped: opening_date (房東還在談交屋); decoys: 阿公 (店名由來), 表哥 (介紹人), 兩個師傅, 開店的前學徒 (competitor owner), 房東, 老婆 (decider, not audience)
 * heldout129-exhibition-zh-madou-soysauce | 台南麻豆黑豆醬油家族品牌的妹妹，第一次參加台北國際食品展 | filed: background, 南港展覽館一館, 18 m², water+electricity both, brand value, style, colours, unique design (阿嬤的老醬缸+老照片), dates (opening 6/24, entry 6/22, exit 6/27), problem (遠遠看得到名字), DM + 試吃小杯子, Tokyo plans, collaboration (姐姐拍板, 每週五), key considerations (asked); correction: audience 超市採購+一般民眾 → 日本跟新加坡的進口商, 餐廳主廚, 超市採購 (msg 5, 民眾 dropped); skipped: budget (等姐姐跟會計); decoys: 阿嬤阿蕊 (name story), 料理YouTuber, 主辦單位窗口, 去年做攤位的朋友設計公司, 姐姐 (decider)
 * heldout129-residential-zh-jingmei-family | 景美25年中古電梯大樓的插畫家媽媽，先生外派新加坡 | filed: background, apartment, 三房兩廳兩衛, 25 years, 32坪, 文山區景美, problem (看不到小孩, 收納), lifestyle (在家工作, 火鍋, 餐桌寫功課), style, 漫畫 collection, collaboration (視訊, 兩個一起決定), budget ≤300萬, move-in by Aug 2026, plans (老大要自己一間房), key considerations (asked); correction: residents add 我爸 (knee surgery, moving in) to couple + 2 daughters + cat (msg 5); skipped: colors_and_elements; decoys: 大學同學 (推薦人), 前屋主老夫妻, 大樓管委會
 */
export const hundredAndTwentyNinthHeldOutConversations: CorpusConversation[] = [
    {
      "id": "heldout129-brand-en-otter-swim-school",
      "projectType": "brand_design",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "Hi! I'm Jess, I co-own a little swim school in Austin called Little Otter Swim Co. We've been going 3 years, teaching out of a rented indoor pool at the Lamar Athletic Club on South Lamar. Our logo was made by my cousin on Canva back when we started and it's... not great lol. We want a full identity redo, logo, colors, all of it, before we open a second location.",
        "The main problem is we look like a hobby, not a real school. Parents find us on Instagram right next to the big national chains and we look homemade. I want parents to trust us with their kids in the water the second they see us. Our families are mostly first-time parents in their late 20s with babies and little ones from 6 months to 5 years old. FYI the club owner Ray is lovely but his members are masters swimmers and triathletes, not our crowd at all, we just rent lanes from him weekday mornings and Saturdays.",
        "What we offer: parent-and-baby classes from 6 months, toddler group lessons, private lessons for nervous kids, a summer water safety camp, and birthday pool parties, which are weirdly our most popular thing 😂",
        "The name is from my son Theo. When he was 2 he refused to float until I told him otters sleep on their backs holding hands so they don't drift apart. Now every kid in class \"does the otter\" when they learn to float, it's kind of our signature move. For style I like things that feel friendly but grown-up, rounded and calm, kind of like the Headspace app. Definitely no bubble letters and no clip-art fish.",
        "We filed the trademark for Little Otter Swim Co back in November, still waiting to hear. Instagram is @littleotterswimatx and there's a basic Squarespace site at littleotterswim.com. My business partner Dana spends half the year coaching in Denver so she'd join by video calls, and she has the final say on anything visual. I handle the money side.",
        "Ugh, actually scratch what I said about the parents. I pulled our sign-up data last night and it's more parents in their mid-30s to mid-40s, a lot of them on their second kid, and honestly grandparents do about half the weekday drop-offs. Besides the logo we'll need swim caps, a sign for the pool deck and a wrap for our van. The second location is going to be in Round Rock, hopefully opening next fall.",
        "My friend Carla who runs a yoga studio recommended you guys btw. I'd love to do two in-person meetings if that works, we're only about 20 minutes from your studio."
      ],
      "whenAsked": {
        "colors_and_elements": "I'd love a deep teal like pool water with a warm sunny yellow. Please avoid red, it reads as danger and lifeguard whistles.",
        "key_considerations": "Trust and safety above everything, people are handing us their babies. And it has to read well tiny on a phone screen since almost everyone finds us on Instagram.",
        "need_registration_assistance": "No thanks, we already have a trademark lawyer handling it.",
        "expected_deadline": "Honestly I can't give you a date yet, it depends on when the Round Rock lease gets signed and Dana and I haven't agreed on timing."
      },
      "otherwise": "No strong feelings on that, whatever you think works best.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Little Otter Swim Co",
            "swim school",
            "full identity redo"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "South Lamar"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "we look like a hobby",
            "trust us with their kids"
          ]
        },
        "products_or_services": {
          "said": 2,
          "text": [
            "parent-and-baby classes",
            "private lessons",
            "birthday pool parties"
          ]
        },
        "brand_name_story": {
          "said": 3,
          "text": [
            "my son Theo",
            "otters sleep on their backs"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "friendly but grown-up",
            "rounded and calm"
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
        "brand_website": {
          "said": 4,
          "text": [
            "@littleotterswimatx",
            "littleotterswim.com"
          ]
        },
        "collaboration_notes": {
          "said": 4,
          "text": [
            "video calls",
            "final say on anything visual"
          ]
        },
        "target_audience": {
          "said": 5,
          "text": [
            "mid-30s to mid-40s",
            "second kid",
            "grandparents"
          ]
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "swim caps",
            "pool deck",
            "van"
          ]
        },
        "plans_after_project": {
          "said": 5,
          "text": [
            "Round Rock"
          ]
        },
        "number_of_visits": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "times"
          }
        },
        "distance": {
          "said": 6,
          "value": {
            "kind": "number_with_unit",
            "amount": 20,
            "unit": "min"
          }
        },
        "colors_and_elements": {
          "said": "asked",
          "text": [
            "deep teal",
            "sunny yellow",
            "avoid red"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "trust and safety",
            "tiny on a phone screen"
          ]
        },
        "need_registration_assistance": {
          "said": "asked",
          "value": {
            "kind": "yes_no",
            "value": false
          }
        },
        "expected_deadline": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout129-packaging-en-savannah-pralines",
      "projectType": "packaging_design",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hey there, Denise here. I own Aunt Bernie's Praline Kitchen, a little candy shop on Whitaker Street in Savannah. My aunt Bernice taught me her recipe in her kitchen in Beaufort when I was twelve, she passed in 2019 and I named the shop for her. We've been open 4 years and everything still goes out in plain white bakery boxes with a sticker on top. I want real packaging people are proud to carry home.",
        "They're classic Southern pecan pralines, butter, brown sugar, cream and Georgia pecans, cooked in copper pots and spooned out by hand onto marble. Creamy, not crunchy. We do the original, a bourbon one and a sea salt one. Shelf life's about three weeks, but they go soft and sticky in humidity, which here is always 🙃",
        "Most of our customers are tourists. A big chunk come in off the trolley tours and I've always pictured them as retirees, 60s and 70s, picking up something to take home to the grandkids. Then there's locals at Christmas who ship boxes to family up north. The trolley driver Marcus sends half of them our way honestly, that man deserves a commission lol",
        "Each praline is about 2 oz and 3 inches across, wrapped individually. I'm thinking a 6-piece box and a 12-piece box, a little single-praline bag by the register for impulse buys, and a holiday gift set with one of each flavor.",
        "What makes us different is they're made by hand the same day they're sold, right in the front window so folks watch us pour them. Most shops around the squares buy theirs from a factory in Atlanta. We sell in the shop, on our Shopify site, and two inns on Jones Street put us in their welcome baskets. The Savannah airport gift shop starts carrying us in April too, contract's signed!",
        "Style-wise I want it to feel like an old Southern porch: warm, a little vintage, hand-lettered, but not shabby chic. I'd love Spanish moss or live oak branches in the artwork, and colors like praline brown and soft sage. My husband Dwayne does our books so he'll want to see printing costs, but the design calls are mine.",
        "Oh wait, correction on the customers! Talked to Marcus yesterday and he says his tours are mostly girls' trips and bachelorette groups now, women in their 30s, lots of them driving up from Jacksonville and Orlando. So way less grandparent-y than I thought. I need it all printed before the St. Patrick's Day crowds, so the design finished by February 15."
      ],
      "whenAsked": {
        "key_considerations": "They have to survive the humidity and a long car ride home without turning into a puddle, and the boxes can't let them get crushed in a tote bag.",
        "preferred_materials": "Honestly no clue about materials, I don't know the first thing about that. I'll trust you."
      },
      "otherwise": "Not really, whatever you think looks good.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Aunt Bernie's Praline Kitchen",
            "plain white bakery boxes"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Whitaker Street",
            "Savannah"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "pecan pralines",
            "creamy, not crunchy"
          ]
        },
        "specification": {
          "said": 3,
          "text": [
            "2 oz",
            "6-piece box",
            "12-piece box"
          ]
        },
        "packaging_form": {
          "said": 3,
          "value": {
            "kind": "choice",
            "selected": [
              "box",
              "bag_pouch",
              "gift_set"
            ]
          }
        },
        "unique_selling_point": {
          "said": 4,
          "text": [
            "made by hand the same day",
            "front window"
          ]
        },
        "sales_channels": {
          "said": 4,
          "text": [
            "Shopify",
            "Jones Street",
            "airport gift shop"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "old Southern porch",
            "hand-lettered"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "Spanish moss",
            "praline brown",
            "soft sage"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "Dwayne",
            "design calls are mine"
          ]
        },
        "target_audience": {
          "said": 6,
          "text": [
            "girls' trips",
            "bachelorette",
            "women in their 30s"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-02-15",
            "relation": "by"
          }
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "humidity",
            "crushed"
          ]
        },
        "preferred_materials": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout129-packaging-en-nurse-foot-balm",
      "projectType": "packaging_design",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hi, I'm Keisha. I've been an ER nurse in Columbus for 14 years and on the side I make a cooling foot balm under the name Twelve Hour Feet. A podiatrist friend helped me get the formula right and a co-packer in Cincinnati makes it now. Up to now it's been a printed sticker on a plain tin and I need real packaging.",
        "The balm is peppermint, menthol and shea with a bit of urea for cracked heels. You rub it into your feet after a shift, it goes on cool and soaks in fast. The tin is 2 oz, about 2.5 inches across. I'd like each tin in its own little printed box, and a gift set of 3 tins for Nurses Week.",
        "Honestly the big problem is it looks like a craft fair product. The buyer at the hospital gift shop told me straight up the label looks homemade. What's special is it absorbs in about two minutes and isn't greasy, so you can put socks on and not slide around, and it was made by a nurse who actually stands for 12 hours.",
        "Right now I sell on my website, on Etsy, and at the gift shop at Riverside Methodist. My customers are mostly nurses like me, women in their 40s and 50s who've been on their feet for 20 years. A TikTok nurse with like 400k followers posted about it in December and orders went crazy 😅",
        "Colors: please no pink and no nurse hats or stethoscopes, it's so cliché. Something minty and cool, maybe an icy blue. I want everything recyclable and no plastic shrink wrap. Gift sets need to be ready by Nurses Week in May, so the design has to be done by the end of March.",
        "Ok correction, I just looked at my Shopify numbers and I was wrong about who's buying. The biggest group is new grads, 22 to 30, on their first year of nights, and a surprising number of line cooks and baristas. Practical stuff: I work nights three days a week so please email, don't call, and send everything to my assistant Priscilla. My brother-in-law Greg invested so he gets a look at the final, but I decide."
      ],
      "whenAsked": {
        "key_considerations": "It's sold as a cosmetic so the label can't say it treats or heals anything, and the full ingredient list plus the FDA-style warnings have to fit on a tiny tin.",
        "preferred_style": "I genuinely don't know what style I want, that's kind of why I'm hiring you lol."
      },
      "otherwise": "No preference really, up to you.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Twelve Hour Feet",
            "cooling foot balm"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Columbus"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "peppermint, menthol and shea",
            "rub it into your feet after a shift"
          ]
        },
        "specification": {
          "said": 1,
          "text": [
            "2 oz",
            "gift set of 3 tins"
          ]
        },
        "packaging_form": {
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "can_tin",
              "box",
              "gift_set"
            ]
          }
        },
        "problem_need": {
          "said": 2,
          "text": [
            "craft fair product",
            "looks homemade"
          ]
        },
        "unique_selling_point": {
          "said": 2,
          "text": [
            "absorbs in about two minutes",
            "isn't greasy"
          ]
        },
        "sales_channels": {
          "said": 3,
          "text": [
            "website",
            "Etsy",
            "Riverside Methodist"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "no pink",
            "stethoscopes",
            "icy blue"
          ]
        },
        "preferred_materials": {
          "said": 4,
          "text": [
            "recyclable",
            "no plastic shrink wrap"
          ]
        },
        "expected_deadline": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "relation": "by"
          }
        },
        "target_audience": {
          "said": 5,
          "text": [
            "new grads, 22 to 30",
            "line cooks and baristas"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "email",
            "Priscilla",
            "I decide"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "cosmetic",
            "ingredient list"
          ]
        },
        "preferred_style": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout129-commercial-en-yarn-parlor",
      "projectType": "commercial_space",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hi there! My friend Carla Ruiz sent me your way, she said you did her tea room in Black Mountain and she's still getting compliments 😊 I'm Denise. I'm opening a yarn shop with a little knitting lounge in the back, called Nell's Yarn Parlor, after my grandma Nell who taught me to knit on her porch in Hendersonville. The space is an old storefront on Haywood Road in West Asheville, about 1,100 square feet.",
        "Right now it's an empty former vape shop, fluorescent tubes and black walls, ugh. The big goal is making it a place you want to sit for three hours with your project, not just grab a skein and go. And the yarn has to be displayed so people can actually touch it and see the colors in daylight.",
        "As for who shops for yarn, honestly it's mostly retirees, ladies in their 60s and 70s who've been knitting forever, plus the tourists who wander over from the River Arts District on weekends. Definitely not the big-box craft store crowd looking for cheap acrylic.",
        "What makes us different from the chain craft stores out by the mall and the other yarn shop downtown: we only stock hand-dyed yarn from small farms in the Blue Ridge, and we run free help clinics every Saturday where you can bring in your dropped stitches. (Barb who owns the downtown shop is a sweetheart btw, she sends me people.) Brand-wise I want it to feel warm and unhurried, like walking into your grandmother's parlor, but not dusty.",
        "Couple of practical things. The landlord, Mr. Hadley, says we can't drill into the original brick wall, it's a historic building, so anything on that wall has to be freestanding. My brother-in-law Mike is a contractor and he's doing the build-out, so keep the drawings simple enough for him lol. We want to open on Saturday, May 2nd.",
        "Ok so I was wrong earlier about who shops. I went through the sales from our pop-ups last fall and it's actually mostly women 25 to 40, a lot of new moms and people who picked up knitting during the pandemic. The retirees are there but they're the minority. So it shouldn't feel like an old lady's living room, just cozy. Style-wise I keep saving photos of light wood and lots of plants, kind of a Scandinavian farmhouse look.",
        "Last thing, my business partner Joanne lives in Charlotte so she'd join by Zoom, we decide everything together. Could you send updates to both of us once a week? Would you also do the sign out front? And colors... I'd love a soft sage green, and no black, I've had enough black walls for a lifetime 😂"
      ],
      "whenAsked": {
        "budget": "Honestly I can't give you a number yet, Joanne's still sorting out the SBA loan and she handles the money side.",
        "unique_design": "Hmm, no idea! That's kind of what I'm hoping you'll come up with."
      },
      "otherwise": "No strong preference on that, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "yarn shop",
            "knitting lounge"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Haywood Road",
            "West Asheville"
          ]
        },
        "space_size": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 1100,
            "unit": "ft2"
          }
        },
        "problem_need": {
          "said": 1,
          "text": [
            "sit for three hours",
            "touch it"
          ]
        },
        "competitive_advantage": {
          "said": 3,
          "text": [
            "hand-dyed yarn from small farms",
            "free help clinics"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "unhurried",
            "grandmother's parlor"
          ]
        },
        "key_considerations": {
          "said": 4,
          "text": [
            "can't drill into the original brick wall",
            "freestanding"
          ]
        },
        "opening_date": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-05-02",
            "relation": "on"
          }
        },
        "target_audience": {
          "said": 5,
          "text": [
            "25 to 40",
            "new moms"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "light wood",
            "Scandinavian farmhouse"
          ]
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "Joanne",
            "Zoom",
            "once a week"
          ]
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "sign out front"
          ]
        },
        "colors_and_elements": {
          "said": 6,
          "text": [
            "sage green",
            "no black"
          ]
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
      "id": "heldout129-exhibition-en-na-brewery-booth",
      "projectType": "exhibition_space",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hey! We're Keel & Compass, a non-alcoholic craft brewery up in Traverse City. We got a booth at the Great Lakes Craft Beverage Expo at Huntington Place in Detroit, our first real trade show. We'll be showing our four core beers (hazy IPA, a Vienna lager, a cherry sour because it's Traverse City, and a stout) plus our new 12-pack variety box.",
        "The booth is 10x20 ft, an inline spot on aisle 600. We'll need power for the kegerators and lights, and water to rinse glassware, so both. Show opens April 16th, and Linda at the expo office says move-in is April 14th from 8am.",
        "Who we want to meet: distributors, bar and restaurant buyers, mostly from Chicago and Ohio where we're not on shelves yet. And the public too honestly, the sober-curious folks in their 30s who come to these things to try stuff.",
        "What we stand for is beer for people who still want the ritual of a pint, just not the hangover. Nobody should feel like the odd one out holding a soda. At the booth I want people to feel like they walked into a lakeside taproom after a day on the water, easy, friendly, no hard pitch. Style-wise: weathered wood, rope, brass, nautical but not cheesy, no anchors on everything. Think old Great Lakes freighter.",
        "Budget is $18,000 max for the booth build, graphics included. Our investor Gary keeps saying 'make the logo huge', pls don't listen to Gary 😅 My co-founder Priya has final say on design, and she wants everything sent to our ops guy Tom so nothing gets lost in her inbox.",
        "Update on who we're targeting, just heard back from the organizers: our package is trade days only, Saturday is the public day and we're not doing it. So scratch the public, it's distributors and bar and restaurant buyers only. Also a big one: the booth gets packed into our van and reused at the Chicago show in September, so it has to come apart into pieces two people can carry.",
        "Signature thing I'd love is a real bar top with a tap wall, so people get poured a proper pint instead of a thimble-sized sample. And we'll need a stack of sell sheets printed for the distributors."
      ],
      "whenAsked": {
        "exit_date": "No idea on teardown yet sorry, the exhibitor manual isn't out. Tom will know once it is."
      },
      "otherwise": "Whatever you think is best there, no strong feelings.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Keel & Compass",
            "four core beers"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Huntington Place",
            "Detroit"
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
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "both"
            ]
          }
        },
        "opening_date": {
          "said": 1,
          "value": {
            "kind": "date",
            "date": "2026-04-16",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 1,
          "value": {
            "kind": "date",
            "date": "2026-04-14",
            "relation": "on"
          }
        },
        "brand_value": {
          "said": 3,
          "text": [
            "ritual of a pint",
            "lakeside taproom"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "nautical but not cheesy",
            "Great Lakes freighter"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 18000,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "collaboration_notes": {
          "said": 4,
          "text": [
            "Priya has final say",
            "Tom"
          ]
        },
        "target_audience": {
          "said": 5,
          "text": [
            "distributors",
            "bar and restaurant buyers"
          ]
        },
        "key_considerations": {
          "said": 5,
          "text": [
            "two people can carry"
          ]
        },
        "plans_after_project": {
          "said": 5,
          "text": [
            "Chicago show in September"
          ]
        },
        "unique_design": {
          "said": 6,
          "text": [
            "tap wall",
            "proper pint"
          ]
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "sell sheets"
          ]
        },
        "exit_date": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout129-residential-en-crestview-ranch",
      "projectType": "residential_space",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "Hi! We just closed on a ranch house in Crestview, in Austin, built in 1958, and we want to redo most of the inside before we move in. It's about 1,650 sq ft, single story, 3 bed 2 bath, with a closed-off kitchen and a weird sunroom the previous owners tacked on in the 80s.",
        "It's me, my husband Dev, our kids Maya (9) and Leo (6), and Biscuit, a very large goldendoodle who sheds on everything. My sister-in-law Anita is the one who found you guys on Instagram, she's obsessed with your work lol.",
        "Day to day: Dev and I both work from home three days a week, and right now we'd be fighting over one desk in the sunroom. Dev cooks pretty much every night and the kids do homework at the counter while he cooks. Every fall we host a big Diwali dinner for like 30 people.",
        "So the main problems are the kitchen is cut off from everything, there's nowhere for two home offices, and the entry is tiny so the muddy dog and the backpacks go straight onto the carpet. We'd love to open the kitchen to the living room and turn the sunroom into a real office for two.",
        "Style: warm mid-century, it fits the house. Walnut, terrazzo, but nothing too precious bc kids + dog. Budget is $150k for everything, and the lease on our apartment runs out end of July so we really need to move in by August 1st.",
        "Oh I forgot a big one!! Dev's dad is moving in with us too, probably in the fall after his knee replacement. So it's six of us counting the dog. That's honestly a big reason we bought a single-story. Which makes accessibility the #1 thing now: wider doorways and a curbless shower he can use with a walker.",
        "Who decides: Dev gets final say on the kitchen since he's the cook, I decide everything else 😄 Calls are easiest after 8pm once the kids are down. Our realtor mentioned a contractor, Ray somebody, but we haven't hired anyone yet. Oh and Dev has about 800 records that need a real home, not boxes in the garage."
      ],
      "whenAsked": {
        "colors_and_elements": "We haven't talked about colors at all yet, Dev and I would fight about it 😂 can we leave that for later?"
      },
      "otherwise": "No preference really, open to ideas.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "ranch house",
            "redo most of the inside"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Crestview",
            "Austin"
          ]
        },
        "age": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 68,
            "unit": "years"
          }
        },
        "space_size": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 1650,
            "unit": "ft2"
          }
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
          "said": 0,
          "text": [
            "3 bed 2 bath",
            "closed-off kitchen"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "work from home three days a week",
            "Dev cooks",
            "Diwali dinner"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "kitchen is cut off",
            "two home offices"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "warm mid-century",
            "walnut"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 150000,
            "currency": "USD"
          }
        },
        "move_in_date": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-08-01",
            "relation": "by"
          }
        },
        "target_audience": {
          "said": 5,
          "text": [
            "Dev's dad",
            "Maya",
            "Biscuit"
          ]
        },
        "key_considerations": {
          "said": 5,
          "text": [
            "accessibility",
            "curbless shower"
          ]
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "Dev gets final say on the kitchen",
            "after 8pm"
          ]
        },
        "important_collections": {
          "said": 6,
          "text": [
            "800 records"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout129-website-en-charleston-tailor",
      "projectType": "website",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hey there, I'm Desmond Avery. I own Avery & Sons Tailoring on King Street in Charleston. My granddad Walter opened it in 1962 and I took over from my dad about six years ago. We do alterations and made-to-measure suits. Our website is honestly embarrassing, my cousin's kid built it back in 2014 and it doesn't even work on phones: averyandsons-tailor.com. My buddy Theo who runs the barbershop next door said you did his site, so here I am.",
        "Main thing I want is people booking fittings online instead of calling. Right now the phone rings all day and I'm the one answering it with pins in my mouth lol. So basically a booking website.",
        "Who comes in: a lot of grooms and their groomsmen, Charleston is a huge wedding town. Also retired folks from Kiawah and Daniel Island who've had the same blazer for 30 years and want it let out 😅 and College of Charleston kids before graduation. Not really the fast-fashion crowd.",
        "Pages: home, services & prices, book a fitting, a gallery of before-and-afters, our story (granddad's photo from 1962 has to be on there), and contact/directions. English and Spanish please, the wedding planners we work with send us a lot of families from Mexico and Colombia.",
        "Look-wise: classic but not stuffy. Old Charleston, brick and brass, but clean. Colors navy and a kind of oyster white, and no black please, everything is black these days. Could your team also take photos in the shop? Mine are all blurry from my phone.",
        "Oh, correction on the customers. I pulled last year's appointment book and it's actually more the brides' side now: brides and bridesmaids, wedding gown hems, that's about half our work. Grooms still come in but a lot less. And my wife Renee has the final say on anything to do with the look, I just sew 😂 Email is best, I'm not at a computer till after 6.",
        "Wedding season kicks off in March so I'd love it live by March 1. Most important thing: it has to work great on phones and be dead simple to book, some of my older customers aren't techy at all."
      ],
      "whenAsked": {
        "competitors": "No idea honestly, I've never really looked at other tailors' websites.",
        "budget": "Can't give you a number yet, Renee does the books and she'll want to see a quote first."
      },
      "otherwise": "No strong preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Avery & Sons Tailoring",
            "made-to-measure suits"
          ]
        },
        "url": {
          "said": 0,
          "text": [
            "averyandsons-tailor.com"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "King Street",
            "Charleston"
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
            "booking fittings online",
            "phone rings all day"
          ]
        },
        "main_pages": {
          "said": 3,
          "text": [
            "book a fitting",
            "before-and-afters",
            "our story"
          ]
        },
        "languages": {
          "said": 3,
          "text": [
            "English",
            "Spanish"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "classic but not stuffy",
            "brick and brass"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "navy",
            "oyster white",
            "no black"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "photos in the shop"
          ]
        },
        "target_audience": {
          "said": 5,
          "text": [
            "bridesmaids",
            "retired folks"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "final say",
            "Email is best"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "relation": "by"
          }
        },
        "key_considerations": {
          "said": 6,
          "text": [
            "work great on phones",
            "dead simple to book"
          ]
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        },
        "budget": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout129-website-en-tucson-audiology",
      "projectType": "website",
      "language": "en-US",
      "utcOffsetMinutes": -420,
      "messages": [
        "Hi, I'm Carla Mendez, the practice manager at Saguaro Hearing Center in Tucson, we're on East Speedway near Swan. Dr. Anil Patel bought the practice last year when Dr. Hoffman retired, and our website still has Dr. Hoffman's face all over it and his old phone extension. We need a fresh site for the new practice.",
        "The current one is saguarohearing.com. Biggest issue: people can't figure out how to book a hearing test online, so they all call, and we have exactly one person on the front desk. Also nobody can find us on Google anymore.",
        "Our patients are mostly retirees, a lot of them downsized and moved here from the Midwest, plus snowbirds from Minnesota and Canada who are here October to April. What they care about is not being sold to, they've all heard horror stories about pushy hearing aid places.",
        "For pages I'm thinking home, hearing tests, hearing aids, tinnitus care, meet Dr. Patel, insurance & payment, book an appointment, and contact with a map. English and Spanish for sure, a good third of our patients speak Spanish at home.",
        "Wait, let me correct what I said about who's visiting. I was thinking of the patients, but the person actually on the website is usually their adult kid, people in their 40s and 50s booking for mom or dad. The patients mostly just show up 🙂",
        "Style: warm, calm, big readable text. So many clinic sites look like a hospital. I love the Desert Botanical Garden's website, that sunny sandy feel. Budget is $9,000 and no more than that, Dr. Patel was very clear. If all goes well we'd like to open a second location in Oro Valley next year too.",
        "Dr. Patel signs off on everything but he's with patients all day, so send stuff to me and I'll walk it over to him. His wife Priya runs our Facebook page, she'll have opinions but she doesn't decide 😅 An update every two weeks is plenty."
      ],
      "whenAsked": {
        "category": "Mostly a booking site, people need to be able to book appointments, plus the info pages about us.",
        "expected_deadline": "No set date, honestly. It depends on when Dr. Patel has time to approve things, so I can't say.",
        "key_considerations": "It has to be accessible: large text, strong contrast, works with screen readers. And the appointment form has to be HIPAA compliant."
      },
      "otherwise": "No particular preference on that.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Saguaro Hearing Center",
            "Dr. Hoffman retired"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "East Speedway",
            "Tucson"
          ]
        },
        "url": {
          "said": 1,
          "text": [
            "saguarohearing.com"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "book a hearing test online",
            "find us on Google"
          ]
        },
        "main_pages": {
          "said": 3,
          "text": [
            "hearing tests",
            "tinnitus care",
            "insurance & payment"
          ]
        },
        "languages": {
          "said": 3,
          "text": [
            "English",
            "Spanish"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "40s and 50s",
            "booking for mom or dad"
          ]
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "warm, calm",
            "big readable text"
          ]
        },
        "competitors": {
          "said": 5,
          "text": [
            "Desert Botanical Garden"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 9000,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "plans_after_project": {
          "said": 5,
          "text": [
            "Oro Valley"
          ]
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "Dr. Patel signs off",
            "send stuff to me",
            "every two weeks"
          ]
        },
        "category": {
          "said": "asked",
          "value": {
            "kind": "choice",
            "selected": [
              "booking"
            ]
          }
        },
        "expected_deadline": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "accessible",
            "HIPAA compliant"
          ]
        }
      }
    },
    {
      "id": "heldout129-other-en-lumpia-truck-wrap",
      "projectType": "other",
      "language": "en-US",
      "utcOffsetMinutes": -480,
      "messages": [
        "Hi!! I'm Joy Santos. My husband Marco and I run a Filipino food truck in Portland called Lola's Lumpia. Lola is my grandma Remedios, she taught me every recipe in her kitchen in Pampanga, she's 91 and still bosses me around on FaceTime lol. We just bought a bigger truck from a guy who ran a taco truck and it's still covered in his chili peppers, so we need a new look.",
        "What I need designed: a full truck wrap, both sides and the back, plus a new menu board for the service window. We're parked at the Division Street cart pod on SE 33rd most days, and weekends we do brewery pop-ups around Southeast.",
        "Biggest problem is nobody knows what we are 😂 People see the chili peppers and think tacos and walk right past. I want people to know it's Filipino food from across the street. Our regulars are mostly tech guys in their 20s from the offices on Water Ave at lunch, and Filipino families who drive in from Beaverton and Gresham on weekends for a taste of home.",
        "Style: bright, fun, a little loud, like a jeepney back home, the chrome and hand-painted letters and all that over-the-top-ness. But still readable from the street. I love the menu boards at Tita Baby's in Seattle if you want a reference.",
        "Oh wait, scratch what I said about the lunch crowd. My sister does our books and she pulled the Square data last night: since the layoffs on Water Ave it's way more parents in their 30s and 40s grabbing dinner for the family, plus the Filipino families on weekends. The tech guys are like 10% now.",
        "Our wrap installer, Dale at Northwest Wraps, has us booked for April 30, so the design has to be final by April 15. Marco and I decide together, and if we can't agree Lola gets the tiebreak, I'm only half kidding. Please text me, we're on the truck 10 to 8 and can't pick up calls during the rush.",
        "Important: the health department permit number and our license stickers have to stay visible on the driver side, and the wrap can't cover the vents or the propane hatch. If this truck works out we want a second one just for catering next year."
      ],
      "whenAsked": {
        "colors_and_elements": "Ugh, no idea yet. Marco and I keep going back and forth, so I'd rather see what you come up with first."
      },
      "otherwise": "Whatever you think works, we trust you!",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Lola's Lumpia",
            "bigger truck"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "full truck wrap",
            "menu board"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "Division Street",
            "SE 33rd"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "nobody knows what we are",
            "Filipino food from across the street"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "bright, fun",
            "jeepney"
          ]
        },
        "other_preferences": {
          "said": 3,
          "text": [
            "Tita Baby's"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "parents in their 30s and 40s",
            "Filipino families"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-15",
            "relation": "by"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "Marco and I decide together",
            "text me"
          ]
        },
        "key_considerations": {
          "said": 6,
          "text": [
            "permit number",
            "propane hatch"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "second one just for catering"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout129-brand-zh-lukang-noodles",
      "projectType": "brand_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我們家在鹿港老街附近賣麵線糊，是我媽三十幾年前在天后宮旁邊擺攤開始的，攤子叫「月娥麵線糊」，月娥就是我媽的名字。今年四月要搬進中山路上的店面，房東是我國小同學他爸，租金算很佛心😂 所以想趁這次把整個品牌識別重新做一套",
        "現在的logo是我表哥十幾年前用小畫家幫忙畫的，一碗麵線上面寫字，字都糊掉了，印在招牌上遠遠根本看不清楚。而且很多人以為我們只賣麵線糊，其實還有肉粽、四神湯，夏天還有自己熬的青草茶",
        "客人的話，大部分是附近的阿公阿嬤，還有早上趕去上班、順路外帶一碗的人。對了是我朋友小瑜推薦你們的，她說你們幫她花店做的很好",
        "風格我想要有老店的感覺但不要太俗，簡單一點，有手寫字的溫度那種。除了logo，招牌跟菜單也要一起做，外帶的紙碗貼紙也要",
        "欸我剛剛翻了一下Uber Eats跟LINE點餐的紀錄，其實現在假日來的觀光客比平日多很多耶，很多是台中過來的年輕人，二十幾歲騎機車來老街走走的，阿公阿嬤反而越來越少。所以客群應該要以他們為主才對",
        "決定的部分，店是我跟我哥一起接的，但我哥人在上海工作，所以要用LINE視訊討論，最後還是要我媽點頭才算數啦😅 設計最好三月前可以完成，招牌才來得及做，四月就要搬了"
      ],
      "whenAsked": {
        "brand_website": "只有IG，@yuee_mianxian，官網沒有",
        "registration_status": "商標喔？沒有耶，從來沒去登記過",
        "need_registration_assistance": "好啊，如果你們可以幫忙辦就太好了",
        "colors_and_elements": "顏色我真的沒什麼想法欸，還沒想到那邊，你們先提看看",
        "key_considerations": "最重要是老客人看到新招牌還認得出是我們家，不要改到認不出來"
      },
      "otherwise": "都可以，你們覺得好就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "麵線糊",
            "整個品牌識別重新做"
          ]
        },
        "brand_name_story": {
          "said": 0,
          "text": [
            "月娥就是我媽的名字"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "鹿港"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "字都糊掉了",
            "看不清楚"
          ]
        },
        "products_or_services": {
          "said": 1,
          "text": [
            "肉粽",
            "四神湯",
            "青草茶"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "老店的感覺",
            "手寫字的溫度"
          ]
        },
        "other_design_requirements": {
          "said": 3,
          "text": [
            "招牌",
            "菜單",
            "紙碗貼紙"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "假日來的觀光客",
            "台中過來的年輕人"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "LINE視訊",
            "我媽點頭"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "relation": "by"
          }
        },
        "brand_website": {
          "said": "asked",
          "text": [
            "@yuee_mianxian"
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
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "認得出是我們家"
          ]
        }
      }
    },
    {
      "id": "heldout129-packaging-zh-luye-coldbrew",
      "projectType": "packaging_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "哈囉，我是台東鹿野的茶農第二代，茶園是我爸種了快三十年的，我去年從台北辭職回來幫忙，自己開了一個小品牌叫「野茶日」。這次想做紅烏龍冷泡茶包的包裝，之前都是用透明夾鏈袋貼一張貼紙在賣，超陽春😂",
        "用法很簡單，茶包丟進水瓶加冷水，放冰箱泡6到8小時就可以喝了。一包5克，一袋裝10包。茶是我們自己茶園的，不灑除草劑，而且冷泡完全不會苦澀，這是跟市面上那些茶包最不一樣的地方",
        "客群的話應該是20到30歲剛出社會的上班族吧，想說他們會帶去辦公室泡。之前有個部落客「阿肥吃台東」來茶園拍過影片，帶來不少訂單。通路目前有我們自己的網路商店、台東市區幾間伴手禮店，假日也會去鐵花村市集擺攤",
        "包裝想要外面一個紙盒，裡面茶包再裝在可以封口的袋子裡，開了比較好保存。風格想要清爽、有點手繪插畫的感覺～顏色想用紅烏龍茶湯那種琥珀色，再配一點縱谷的山的線條，不要金色跟大紅色那種很像過年禮盒的",
        "啊對，剛剛客群講錯了😅 我去後台看了一下訂單，買最多的其實是35到45歲的媽媽，很多是一次買好幾袋要送人當伴手禮的，上班族反而沒幾個",
        "最後怎麼做是我自己決定就好，我爸說包裝他看不懂，全部交給我哈哈。希望五月前設計可以好，想趕母親節檔期"
      ],
      "whenAsked": {
        "preferred_materials": "材質我真的不懂欸，要看包裝廠那邊能做什麼，我還沒去問",
        "key_considerations": "最重要是茶包不能受潮，台東很潮濕，袋子一定要密封得好"
      },
      "otherwise": "都可以",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "茶農第二代",
            "紅烏龍冷泡茶包"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台東鹿野"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "冷水",
            "放冰箱泡6到8小時"
          ]
        },
        "specification": {
          "said": 1,
          "text": [
            "一包5克",
            "一袋裝10包"
          ]
        },
        "unique_selling_point": {
          "said": 1,
          "text": [
            "不灑除草劑",
            "完全不會苦澀"
          ]
        },
        "sales_channels": {
          "said": 2,
          "text": [
            "網路商店",
            "伴手禮店",
            "鐵花村市集"
          ]
        },
        "packaging_form": {
          "said": 3,
          "value": {
            "kind": "choice",
            "selected": [
              "box",
              "bag_pouch"
            ]
          }
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "清爽",
            "手繪插畫"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "琥珀色",
            "山的線條",
            "不要金色跟大紅色"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "35到45歲的媽媽",
            "送人當伴手禮"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "我自己決定"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-05-01",
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
            "不能受潮",
            "密封得好"
          ]
        }
      }
    },
    {
      "id": "heldout129-website-zh-zhubei-swim",
      "projectType": "website",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我們在竹北高鐵站附近開兒童游泳教室，開快四年了，叫「浪花兒童游泳」。之前的網站是一個接案的工程師做的，後來他人就聯絡不到了，後台我們自己也不會改，上面課表還是兩年前的，很尷尬🙈",
        "現在網址是 langhua-swim.com.tw，想重做一個可以讓家長直接線上預約體驗課、查課表的網站，不要在每個人都打電話來問，櫃台電話接到快瘋掉",
        "來看網站的主要是爸媽啦，小朋友3到6歲，爸媽大概30到40歲，很多是在科學園區上班的雙薪家庭，他們最在意教練有沒有證照跟泳池乾不乾淨。我們總教練阿凱以前是游泳國手，這個也想放上去",
        "頁面要有：關於我們、教練介紹、課程跟課表、線上預約、家長常見問題。語言中文就好，不過有一些外商的家長，英文版如果不麻煩也想要",
        "風格希望明亮、乾淨，讓人覺得安全放心，不要太幼稚那種卡通風。我蠻喜歡「Little Fish 小魚游泳」的網站，他們老闆是我以前的教練，預約流程做得很順",
        "更正一下，剛剛說小朋友3到6歲，其實我們去年開始也收國小的，現在是3到8歲都有，所以主要是家裡有3到8歲小孩的爸媽",
        "希望五月前可以上線，暑假是招生旺季～網站的事情之後請直接跟我的助理 Amy 聯絡，她會整理資料給你們，最後由我跟我太太一起決定"
      ],
      "whenAsked": {
        "budget": "預算還沒跟我太太討論，現在真的講不出來",
        "key_considerations": "手機版一定要好用，家長都是在等小孩下課的時候用手機滑"
      },
      "otherwise": "沒有特別的想法，你們建議就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "兒童游泳教室"
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
            "langhua-swim.com.tw"
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
            "線上預約體驗課",
            "查課表"
          ]
        },
        "main_pages": {
          "said": 3,
          "text": [
            "教練介紹",
            "課程跟課表",
            "線上預約"
          ]
        },
        "languages": {
          "said": 3,
          "text": [
            "中文",
            "英文"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "明亮",
            "乾淨",
            "不要太幼稚"
          ]
        },
        "competitors": {
          "said": 4,
          "text": [
            "Little Fish"
          ]
        },
        "target_audience": {
          "said": 5,
          "text": [
            "3到8歲",
            "爸媽",
            "雙薪家庭"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-05-01",
            "relation": "by"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "助理 Amy",
            "我跟我太太一起決定"
          ]
        },
        "budget": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "手機版一定要好用"
          ]
        }
      }
    },
    {
      "id": "heldout129-other-zh-hamasen-map",
      "projectType": "other",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我是高雄哈瑪星社區發展協會的總幹事，我們拿到一筆文化局的小額補助，想做一份社區的紙本導覽地圖，還有大概10個放在街角的小指示牌。是我們理事長在市集看到你們做的文宣，叫我來問問看",
        "哈瑪星有很多日治時期的老房子，也有幾間開了五六十年的老店，像打鐵店、老冰店，可是現在大家來都只去那幾個網美點拍照就走了，巷子裡的老店都沒人知道。希望這份地圖可以把人帶進巷子裡",
        "地圖主要是給來玩的觀光客，尤其是搭輕軌來、會慢慢走路逛的年輕人",
        "風格希望溫暖、有手繪的感覺，不要太新潮。顏色可以用港邊的藍，跟老房子磨石子的灰綠色，然後想放一些船跟鐵道的小圖案，因為這裡以前是火車站跟漁港",
        "欸我上禮拜跟理事會報告完，大家意見不太一樣😅 理事們覺得地圖應該先給社區裡的人用，像是住了幾十年的長輩，還有這幾年新搬進來、家裡有小孩的年輕家庭，讓大家認識自己住的地方，觀光客是其次。所以對象要改一下",
        "合作方式的話，我們理事會每個月第一個禮拜三開會，設計稿要在會上通過才算數，平常先跟我LINE聯絡就可以。如果方便的話，希望你們來社區實地走兩趟"
      ],
      "whenAsked": {
        "expected_deadline": "這個要看文化局的款什麼時候撥下來，現在還不知道欸",
        "key_considerations": "地圖上的字一定要夠大，長輩才看得清楚，還有老店的店名跟位置一定要對，不要標錯"
      },
      "otherwise": "都可以，看你們",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "社區發展協會",
            "文化局的小額補助"
          ]
        },
        "other_design_requirements": {
          "said": 0,
          "text": [
            "導覽地圖",
            "指示牌"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "哈瑪星"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "巷子裡的老店都沒人知道",
            "把人帶進巷子裡"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "溫暖",
            "手繪的感覺"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "港邊的藍",
            "磨石子的灰綠色",
            "鐵道"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "住了幾十年的長輩",
            "家裡有小孩的年輕家庭"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "每個月第一個禮拜三開會",
            "在會上通過",
            "LINE"
          ]
        },
        "number_of_visits": {
          "said": 5,
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
        "key_considerations": {
          "said": "asked",
          "text": [
            "字一定要夠大",
            "店名跟位置一定要對"
          ]
        }
      }
    },
    {
      "id": "heldout129-commercial-zh-zhubei-barbershop",
      "projectType": "commercial_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我在新竹竹北開男士理髮店，店名叫「阿榮理髮」，阿榮是我阿公，他以前在北埔幫人剪了四十年頭髮，我的手藝都是跟他學的。現在的店只有8坪，客人等位置只能站在門口滑手機，洗頭也要擠在剪髮區旁邊，所以要搬到光明六路一間22坪的一樓店面，想整間重新設計，洗頭區跟等候區要分開",
        "是我表哥介紹我來找你們的，他說你們幫他做的牙醫診所很好看😆 我們的客人主要是竹科下班的工程師，大概30到45歲，很在意時間，預約幾點就要幾點剪，最討厭等。週末也蠻多爸爸帶兒子來一起剪的",
        "附近快剪店很多啦，隔壁街那間的老闆還是我以前帶過的學徒哈哈。我們不一樣的地方是還有傳統的熱毛巾修面、刮鬍，而且一個師傅一次只顧一個客人，不會剪到一半跑去收錢。店裡除了我還有兩個師傅阿哲跟小瑋。我們的精神就是老派實在，希望客人一走進來就很放鬆，剪完整個人很精神",
        "風格喜歡日本昭和時代那種老理髮店，磨石子地板、木頭櫃子，但不要舊到髒髒的。顏色想要墨綠配米白，千萬不要現在很多男士理髮店那種全黑工業風，看了很壓迫",
        "阿公退休的時候留給我一張七零年代的老理髮椅，我想把它擺在落地窗前面當門面，路過的人一看就知道這是什麼店。招牌也想一起請你們設計。對了我白天都在剪頭，訊息大概晚上九點以後才能回，預算跟大方向最後是我老婆決定，帳是她在管",
        "預算抓150萬左右，含裝潢不含設備。喔還有剛剛客人那邊要更正一下，竹科下班的工程師還是主力沒錯，但週末帶兒子來的爸爸其實沒那麼多，反而是竹北高中放學的高中生越來越多，很愛剪韓系髮型"
      ],
      "whenAsked": {
        "opening_date": "開幕日期現在還說不準欸，房東還在跟前一個租客談什麼時候交屋，等確定再跟你說",
        "key_considerations": "最重要是洗頭區的排水跟熱水要穩，不然客人洗到一半沒熱水很糗。還有房東有交代外牆跟騎樓地磚都不能動，這個要注意"
      },
      "otherwise": "都可以，你們專業的決定就好",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "男士理髮店",
            "阿榮理髮"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "光明六路"
          ]
        },
        "space_size": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 22,
            "unit": "ping"
          }
        },
        "problem_need": {
          "said": 0,
          "text": [
            "只能站在門口",
            "洗頭區跟等候區要分開"
          ]
        },
        "competitive_advantage": {
          "said": 2,
          "text": [
            "熱毛巾修面",
            "一次只顧一個客人"
          ]
        },
        "brand_value": {
          "said": 2,
          "text": [
            "老派實在",
            "很放鬆"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "昭和",
            "磨石子地板"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "墨綠配米白",
            "全黑工業風"
          ]
        },
        "unique_design": {
          "said": 4,
          "text": [
            "老理髮椅",
            "落地窗前面"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "招牌"
          ]
        },
        "collaboration_notes": {
          "said": 4,
          "text": [
            "晚上九點以後",
            "我老婆決定"
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
        "target_audience": {
          "said": 5,
          "text": [
            "竹科下班的工程師",
            "高中生"
          ]
        },
        "opening_date": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "排水",
            "外牆跟騎樓地磚都不能動"
          ]
        }
      }
    },
    {
      "id": "heldout129-exhibition-zh-madou-soysauce",
      "projectType": "exhibition_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好，我們是台南麻豆的「阿蕊醬園」，做黑豆醬油。阿蕊是我阿嬤的名字，她六十幾年前在三合院的埕上開始曬醬缸，現在是我跟我姐接手。今年第一次自己報名台北國際食品展，在南港展覽館一館，想請你們幫忙設計攤位",
        "攤位是兩個標準攤位併在一起，3x6公尺，總共18平方公尺。現場想煮醬油拌麵給人試吃，還要洗碗，所以水電都需要。我們的醬油是古法日曬一百八十天，不加焦糖色，希望大家走到攤位前會覺得很有人情味，像走進阿嬤的廚房",
        "這次最想認識的是連鎖超市的採購，還有一般來逛的民眾，想讓更多人吃過就記住我們。去年有個料理YouTuber幫我們開箱，網路訂單多了很多，不過那是線上的啦",
        "風格想要簡單、有溫度，用很多木頭跟竹編。顏色就是醬色跟米色，不要那種亮晶晶的LED大螢幕。亮點的話，我想把阿嬤留下來的三個老醬缸搬上去擺在攤位正中間，旁邊掛一張她在埕上曬醬的老照片放大",
        "展期是6月24到27號，主辦單位的窗口說進場佈置是6月22號，撤場是27號閉展後當天晚上就要撤完",
        "啊剛剛跟我姐確認，客人那邊要改一下：這次不做現場零售了，一般民眾不是重點，最想接觸的是日本跟新加坡的進口商，還有餐廳的主廚，超市採購也還是要。然後所有東西最後是我姐拍板，她是負責人，我負責跟你們聯絡，每個禮拜五給我們看一次進度就好",
        "去年我們在台南文創市集擺攤是請朋友的設計公司做的，結果招牌字太小根本沒人看到😅 這次設計最想解決的就是這個，要遠遠就看得到我們的名字。另外DM跟試吃的小杯子也想一起設計，如果效果好，明年想帶同一套攤位去東京的食品展"
      ],
      "whenAsked": {
        "budget": "預算還要等我姐跟會計算完，現在真的不知道，抱歉",
        "key_considerations": "最重要是醬缸很重又是老東西，搬運跟擺放要很小心，絕對不能破。還有試吃區要符合展場規定，聽說不能用明火，只能用電磁爐"
      },
      "otherwise": "都可以，看你們怎麼建議",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "黑豆醬油",
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
        "water_electricity_supply": {
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "both"
            ]
          }
        },
        "brand_value": {
          "said": 1,
          "text": [
            "古法日曬",
            "很有人情味"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "有溫度",
            "木頭跟竹編"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "醬色跟米色",
            "LED大螢幕"
          ]
        },
        "unique_design": {
          "said": 3,
          "text": [
            "老醬缸",
            "老照片放大"
          ]
        },
        "opening_date": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-06-24",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-06-22",
            "relation": "on"
          }
        },
        "exit_date": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-06-27",
            "relation": "on"
          }
        },
        "target_audience": {
          "said": 5,
          "text": [
            "日本跟新加坡的進口商",
            "餐廳的主廚",
            "超市採購"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "我姐拍板",
            "每個禮拜五"
          ]
        },
        "problem_need": {
          "said": 6,
          "text": [
            "遠遠就看得到我們的名字"
          ]
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "DM",
            "試吃的小杯子"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "東京的食品展"
          ]
        },
        "budget": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "搬運跟擺放要很小心",
            "電磁爐"
          ]
        }
      }
    },
    {
      "id": "heldout129-residential-zh-jingmei-family",
      "projectType": "residential_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "嗨～我們去年底在台北文山區景美買了一間中古電梯大樓，屋齡25年，32坪，三房兩廳兩衛，想整間翻新。是我大學同學推薦你們的，她家就是你們做的，我去她家看過超喜歡！",
        "家裡住的是我跟我先生，兩個女兒一個8歲一個4歲，還有一隻很愛跳高高的橘貓🐱 前屋主是一對退休的老夫妻，把廚房封起來隔成很小一間，我現在煮飯完全看不到小孩在幹嘛，收納也超少，玩具堆得到處都是",
        "我是接案的插畫家，平常都在家工作，需要一個可以畫圖又看得到客廳的小角落。我先生很愛下廚，週末常常請朋友來家裡吃火鍋，小孩的功課也都在餐桌上寫",
        "風格喜歡日式、無印那種簡單溫暖的感覺，很多木頭跟自然光。我先生有一整面牆的漫畫，大概兩千本，一定要留位置給他😂",
        "我先生今年外派到新加坡，大概每個月回來一次，所以討論要用視訊，他比較有空是晚上。大方向我們兩個一起決定，不過錢的事他比較有意見哈哈。預算最多300萬，含設計費",
        "啊對了剛剛住的人講漏一個！我爸上個月膝蓋開刀，之後會搬來跟我們一起住，所以其實是我們夫妻、兩個女兒、我爸，再加上貓。他現在走路要拿助行器。希望8月底前可以搬進去，老大9月要轉學到景美國小",
        "現在兩個女兒先睡同一間，等老大上國中應該會吵著要自己一間房，希望到時候可以再隔出來"
      ],
      "whenAsked": {
        "colors_and_elements": "顏色我真的還沒想法欸，你們先建議看看好了",
        "key_considerations": "最重要是安全，我爸跟小孩都在，地板要防滑、不要有高低差。還有大樓管委會規定只能平日早上九點到下午五點施工"
      },
      "otherwise": "都可以～",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "中古電梯大樓",
            "整間翻新"
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
            "文山區景美"
          ]
        },
        "age": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 25,
            "unit": "years"
          }
        },
        "space_size": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 32,
            "unit": "ping"
          }
        },
        "layout": {
          "said": 0,
          "text": [
            "三房兩廳兩衛"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "看不到小孩",
            "收納也超少"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "在家工作",
            "吃火鍋",
            "餐桌上寫"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "無印",
            "簡單溫暖"
          ]
        },
        "important_collections": {
          "said": 3,
          "text": [
            "漫畫"
          ]
        },
        "collaboration_notes": {
          "said": 4,
          "text": [
            "視訊",
            "我們兩個一起決定"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 3000000,
            "currency": "TWD",
            "bound": "at_most"
          }
        },
        "target_audience": {
          "said": 5,
          "text": [
            "兩個女兒",
            "我爸",
            "貓"
          ]
        },
        "move_in_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-08-01",
            "relation": "by"
          }
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "自己一間房"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "防滑",
            "不要有高低差"
          ]
        }
      }
    },
    {
      "id": "heldout129-brand-ko-boksun-tteok",
      "projectType": "brand_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 대구 수성구에서 떡집 하는 집 손녀예요 ㅎㅎ 할머니가 1987년에 서문시장에서 시작하신 복순당이라는 떡집인데, 작년부터 제가 가게를 같이 맡게 돼서요. 로고가 아직도 옛날 간판 글씨 그대로라 로고부터 스티커, 쇼핑백까지 브랜드 전체 리뉴얼을 하고 싶어요.",
        "이름은 할머니 성함이 김복순이셔서 복순당이에요. 시장에서 동네 분들이 \"복순이네 떡\"이라고 부르던 게 그대로 가게 이름이 됐대요. 할머니는 이제 여든 넘으셔서 가게엔 가끔 나오시는데 이름만큼은 꼭 지키고 싶어요.",
        "파는 건 찹쌀떡, 쑥인절미, 약밥이 주력이고 돌떡이나 답례떡 같은 단체 주문도 받아요. 손님은 거의 동네 50~60대 어머님들이에요, 명절 때 줄 서서 사가시는 분들요. 문제는 가게가 너무 옛날 떡집처럼 보여서 젊은 사람들은 지나가다가 들어올 생각을 안 한다는 거예요 ㅠ",
        "인스타는 작년에 @boksundang_tteok 으로 만들었는데 게시물 몇 개 없어요. 분위기는 촌스럽지 않은데 너무 힙하지도 않은, 따뜻하고 단정한 느낌이요. 서울 태극당 리뉴얼한 거 보고 진짜 좋다고 생각했어요. 참고로 여기 소개해준 게 제 대학 동기인데 걔네 카페 로고를 여기서 했다더라구요",
        "상표는 아직 등록 안 했어요. 그것도 같이 도와주시면 너무 좋겠어요! 근데 최종 결정은 엄마가 하셔야 돼요, 서류상 사장님이 엄마라서요 ㅋㅋ 시안은 카톡으로 보내주시면 엄마랑 같이 볼게요.",
        "아 그리고 손님층 정정할게요. 작년 주문 내역 쭉 봤는데 단체 주문은 거의 30대 초반 신혼부부나 첫 돌 준비하는 엄마아빠들이더라고요. 매출로 치면 그쪽이 더 커요. 앞으로는 그분들을 메인으로 보고 싶어요.",
        "일정은 3월 말까지 나오면 좋겠어요. 4월에 간판 교체 공사가 잡혀 있거든요. 공사는 삼촌 친구분 인테리어 업체에서 해주시기로 했고, 간판 디자인은 여기서 같이 해주셨으면 해요."
      ],
      "whenAsked": {
        "colors_and_elements": "색은 아직 진짜 생각을 못 해봤어요 ㅠ 엄마랑 얘기해보고 나중에 말씀드릴게요.",
        "key_considerations": "할머니 때부터 오시던 단골분들이 낯설어하지 않게, 옛날 느낌을 아예 없애진 말아주세요."
      },
      "otherwise": "그건 상관없어요. 알아서 해주세요~",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "복순당",
            "브랜드 전체 리뉴얼"
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
            "할머니 성함이 김복순",
            "복순이네 떡"
          ]
        },
        "products_or_services": {
          "said": 2,
          "text": [
            "찹쌀떡",
            "쑥인절미",
            "약밥"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "옛날 떡집",
            "들어올 생각을 안 한다"
          ]
        },
        "brand_website": {
          "said": 3,
          "text": [
            "@boksundang_tteok"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "따뜻하고 단정한"
          ]
        },
        "other_preferences": {
          "said": 3,
          "text": [
            "태극당"
          ]
        },
        "registration_status": {
          "said": 4,
          "value": {
            "kind": "choice",
            "selected": [
              "not_registered"
            ]
          }
        },
        "need_registration_assistance": {
          "said": 4,
          "value": {
            "kind": "yes_no",
            "value": true
          }
        },
        "collaboration_notes": {
          "said": 4,
          "text": [
            "최종 결정은 엄마가",
            "카톡으로"
          ]
        },
        "target_audience": {
          "said": 5,
          "text": [
            "30대 초반 신혼부부",
            "첫 돌 준비하는 엄마아빠들"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-01",
            "relation": "by"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "간판 디자인"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "단골분들이 낯설어하지 않게"
          ]
        }
      }
    },
    {
      "id": "heldout129-packaging-ko-mungyeong-omija",
      "projectType": "packaging_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요, 경북 문경에서 오미자 농사짓고 가공품 만드는 새재오미자농원입니다. 부모님이 30년 넘게 하시던 농장을 제가 4년 전에 귀농해서 이어받았어요. 이번에 저희 오미자 원액이 백화점 추석 선물전에 들어가게 됐는데 지금 패키지로는 도저히 안 될 것 같아서 연락드렸어요 ㅠㅠ",
        "제품은 오미자 원액이에요. 생오미자를 설탕에 100일 숙성한 거고 물이나 탄산수에 1:5로 타서 드시면 돼요. 750ml 유리병이고, 선물세트는 두 병 들이 박스로 생각하고 있어요.",
        "지금 라벨은 몇 년 전에 군청 지원사업으로 어떤 디자인 업체가 만들어준 건데 그 업체가 문을 닫아서 원본 파일도 없어요 😂 빨간 열매 사진만 크게 박혀 있어서 마트 건강즙이랑 구분이 안 돼요. 디자인 쪽은 집사람이 저보다 감각이 좋아서 최종 결정은 아내가 해요.",
        "사시는 분들은 주로 50~60대, 부모님 건강 챙겨드리려는 분들이나 명절에 거래처 선물 돌리는 사장님들이에요. 판매는 지금 스마트스토어랑 농장 직판하고 있고 이번에 대구 신세계 백화점 선물전 들어가요. 백화점 MD님이 패키지만 고급스러우면 내년엔 상설로 넣어주겠다고 하셨어요!",
        "다른 데랑 다른 점은 무농약 인증받은 저희 밭 오미자만 쓰고, 문경새재 자락 해발 400m라 일교차가 커서 맛이 진해요. 디자인은 고급스럽지만 금박 번쩍번쩍한 건 싫고 한지 느낌 나는 담백한 스타일이 좋아요. 색은 오미자 특유의 붉은색은 살리되 촌스러운 빨강은 피하고 싶어요.",
        "아 손님 얘기 하나 빠뜨렸네요! 작년부터 캠핑 다니는 30대 부부들이 하이볼 타 먹는다고 엄청 사가세요. 스마트스토어 리뷰 보면 요즘은 거의 그분들이에요. 그쪽도 꼭 챙겨주세요.",
        "추석 물량이라 8월 초엔 인쇄 들어가야 해서 디자인은 6월 말까지 끝나면 좋겠어요. 제일 중요한 건 유리병이라 택배로 보낼 때 안 깨지는 거요. 작년에 깨져서 반품된 게 진짜 많았거든요."
      ],
      "whenAsked": {
        "preferred_materials": "소재는 제가 잘 몰라서요… 아직 생각 안 해봤어요."
      },
      "otherwise": "그건 딱히 생각 없어요. 좋은 쪽으로 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "새재오미자농원",
            "추석 선물전"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "문경"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "오미자 원액",
            "1:5로 타서"
          ]
        },
        "specification": {
          "said": 1,
          "text": [
            "750ml",
            "두 병"
          ]
        },
        "packaging_form": {
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "bottle_jar",
              "gift_set"
            ]
          }
        },
        "problem_need": {
          "said": 2,
          "text": [
            "마트 건강즙이랑 구분이 안 돼요"
          ]
        },
        "collaboration_notes": {
          "said": 2,
          "text": [
            "최종 결정은 아내가"
          ]
        },
        "sales_channels": {
          "said": 3,
          "text": [
            "스마트스토어",
            "농장 직판",
            "신세계 백화점"
          ]
        },
        "unique_selling_point": {
          "said": 4,
          "text": [
            "무농약 인증",
            "일교차가 커서 맛이 진해요"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "한지 느낌",
            "담백한"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "오미자 특유의 붉은색",
            "촌스러운 빨강은 피하고"
          ]
        },
        "target_audience": {
          "said": 5,
          "text": [
            "50~60대",
            "캠핑 다니는 30대 부부들"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-06-01",
            "relation": "by"
          }
        },
        "key_considerations": {
          "said": 6,
          "text": [
            "안 깨지는"
          ]
        },
        "preferred_materials": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout129-website-ko-songdo-vet",
      "projectType": "website",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요~ 인천 송도에서 온기동물병원 실장 맡고 있어요. 개원한 지 3년 됐는데 홈페이지는 개원할 때 원장님 후배분이 급하게 만들어준 거라 모바일에서 다 깨지고, 예약도 전화로만 받아서 이번에 새로 만들고 싶어요.",
        "지금 주소는 ongi-vet.co.kr 이에요. 원하는 건 온라인으로 예약까지 되는 병원 홈페이지요. 페이지는 진료시간, 의료진 소개, 진료과목, 예약, 오시는 길 정도면 될 것 같아요.",
        "오시는 분들은 대부분 30~40대 아이 있는 가족들이에요. 주변이 다 아파트 단지라 강아지 키우는 집이 많거든요. 송도에 외국인 가족도 꽤 있어서 한국어랑 영어 두 개로 해주세요. 매주 몇 분은 영어로만 소통하세요.",
        "아 잠깐 정정할게요 ㅎㅎ 방금 접수 데이터 뽑아봤는데 제일 많은 건 20~30대 혼자 사는 고양이 보호자들이네요. 퇴근하고 밤에 예약하려는 분들이라 온라인 예약이 더 급했던 거였어요. 외국인 가족분들은 그대로 있구요.",
        "스타일은 병원 같지 않은, 따뜻하고 깔끔한 느낌이요. 판교에 있는 그레이스동물의료센터 홈페이지가 예약 과정이 깔끔해서 좋더라구요. 건물주님이 1층에서 약국 하시는데 약국 초록색이랑 헷갈리지 않게만 해주세요 ㅋㅋ",
        "늦어도 4월 초까지는 오픈했으면 해요. 5월에 고양이 전용 진료실을 새로 열거든요. 최종 컨펌은 대표원장님이 하시는데 진료 때문에 너무 바쁘셔서 자료나 연락은 다 저한테 주시면 돼요."
      ],
      "whenAsked": {
        "budget": "예산은 아직 원장님이랑 얘기를 못 해봐서 모르겠어요. 견적 먼저 받아보고 정하려구요.",
        "key_considerations": "보호자분들이 폰으로 3번 안에 예약 끝낼 수 있게 간단했으면 좋겠어요. 그리고 수의사 선생님들 사진은 본인 동의 받은 것만 써주세요."
      },
      "otherwise": "상관없어요~ 추천해 주시는 대로 할게요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "온기동물병원",
            "개원한 지 3년"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "송도"
          ]
        },
        "problem_need": {
          "said": 0,
          "text": [
            "모바일에서 다 깨지고",
            "전화로만"
          ]
        },
        "url": {
          "said": 1,
          "text": [
            "ongi-vet.co.kr"
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
          "said": 1,
          "text": [
            "진료시간",
            "의료진 소개",
            "오시는 길"
          ]
        },
        "languages": {
          "said": 2,
          "text": [
            "한국어",
            "영어"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "20~30대 혼자 사는 고양이 보호자들",
            "외국인 가족"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "병원 같지 않은",
            "따뜻하고 깔끔한"
          ]
        },
        "competitors": {
          "said": 4,
          "text": [
            "그레이스동물의료센터"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "relation": "by"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "최종 컨펌은 대표원장님",
            "연락은 다 저한테"
          ]
        },
        "budget": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "3번 안에 예약"
          ]
        }
      }
    },
    {
      "id": "heldout129-other-ko-yeongdo-alley-map",
      "projectType": "other",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요. 부산 영도 대평동에 있는 물빛골목 협동조합 사무국에서 일하고 있어요. 저희 마을이 옛날에 배 고치던 수리조선소 골목인데, 올해 구청 도시재생 사업으로 예산이 나와서 마을 소개물을 제대로 만들어보려고 해요.",
        "만들 건 접이식 일러스트 지도 한 장이랑 스탬프 찍는 작은 책자, 그리고 골목 곳곳 스탬프함에 붙일 스티커요. 몇 년 전에 부산 어느 대학 동아리 학생들이 지도를 그려준 적 있는데 지금은 가게들이 반 넘게 바뀌어서 못 써요.",
        "제일 큰 고민은 사람들이 흰여울마을만 보고 바로 가버린다는 거예요 ㅠ 저희 골목까지는 안 들어와요. 수리조선소, 오래된 다방, 공방들을 천천히 걸으면서 보게 만드는 게 목표예요.",
        "오시는 분들은 주말에 KTX 타고 오는 20~30대 여행객이 제일 많아요. 사진 한 장 찍고 가는 사람들 말고 골목 이야기 듣는 거 좋아하는 분들이 저희 손님이에요. 그분들이 골목 할머니들한테 옛날 깡깡이 일 하시던 얘기 듣는 걸 제일 좋아하세요 ㅎㅎ",
        "색은 바다 파랑이랑 녹슨 철판 같은 녹슨 주황이요. 너무 알록달록한 관광지도 느낌은 피하고 싶어요. 9월 영도다리축제 때 나눠주려면 7월 말까지는 디자인이 끝나야 돼요.",
        "진행은 조합 운영위원회가 한 달에 한 번 모여서 정해요. 이사장님이 최종 결정하시고요. 시안은 메일로 저한테 주시면 회의 때 띄워서 같이 볼게요. 현장 답사도 두 번 정도는 같이 걸어주셨으면 좋겠어요.",
        "아 참, 대상 하나 추가요! 어제 구청 주무관님이랑 통화했는데 영도 초등학교들이 현장체험학습 때 이 지도를 쓰기로 했대요. 초등학생 3~4학년 애들이 직접 들고 다닐 거라 그 눈높이도 맞춰야 할 것 같아요."
      ],
      "whenAsked": {
        "preferred_style": "스타일은 솔직히 잘 모르겠어요. 위원분들 취향도 다 달라서 아직 못 정했어요.",
        "key_considerations": "골목에 실제로 사시는 분들 집 위치나 얼굴은 절대 안 나오게 해주세요. 그리고 책자는 바닷바람에 눅눅해져도 괜찮은 종이면 좋겠어요."
      },
      "otherwise": "그건 딱히 없어요. 편하게 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "수리조선소 골목",
            "도시재생 사업"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "영도 대평동"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "접이식 일러스트 지도",
            "스탬프 찍는 작은 책자",
            "스티커"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "흰여울마을만 보고 바로 가버린다",
            "천천히 걸으면서"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "녹슨 주황",
            "알록달록한 관광지도 느낌은 피하고"
          ]
        },
        "expected_deadline": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-07-01",
            "relation": "by"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "한 달에 한 번",
            "이사장님이 최종 결정"
          ]
        },
        "number_of_visits": {
          "said": 5,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "times"
          }
        },
        "target_audience": {
          "said": 6,
          "text": [
            "20~30대 여행객",
            "초등학생 3~4학년"
          ]
        },
        "preferred_style": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "집 위치나 얼굴은 절대 안 나오게"
          ]
        }
      }
    },
    {
      "id": "heldout129-commercial-ko-gwanggyo-banchan",
      "projectType": "commercial_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 수원 광교에서 반찬가게 오픈 준비 중인데 인테리어 맡길 곳 찾다가 연락드려요. 친구가 작년에 여기서 카페 인테리어 했는데 너무 좋았다고 추천해줬어요 ㅎㅎ 가게 이름은 '순례네 찬방'이에요. 저희 외할머니 성함이 순례셨거든요.",
        "위치는 광교중앙역 근처 상가 1층이고 14평이에요. 전에 휴대폰 매장 하던 자리라 벽이 온통 흰 타일이에요 ㅠ 건물주 할아버지가 2층에 사시는데 저희 반찬 제일 먼저 맛보시겠다고 벼르고 계세요 ㅋㅋ",
        "손님은 광교 아파트 사는 30~40대 맞벌이 부부들 생각하구 있어요. 퇴근길에 들러서 저녁 반찬 몇 개 사가는 분들이요.",
        "제일 문제는 가게가 좁은데 냉장 쇼케이스랑 조리 공간이 다 들어가야 한다는 거예요. 주방에서 이모님 두 분이 같이 일하시는데 동선 꼬이면 안 되고요. 손님 입장에선 들어오자마자 반찬이 한눈에 보였으면 좋겠어요.",
        "스타일은 옛날 시골 부엌 같은 따뜻한 느낌인데 촌스럽진 않게요. 나무 선반이랑 옹기 같은 거 넣고 싶고, 색은 흰색 너무 많은 건 싫고 베이지, 갈색 계열로 가고 싶어요. 예산은 인테리어만 4천만 원 정도요.",
        "아 그리고 손님층 말인데요, 동네 엄마들 단톡방에 물어보니까 맞벌이 부부보다는 혼자 사는 20~30대 직장인이랑 60대 이상 어르신들이 훨씬 관심 많더라구요. 그쪽으로 잡는 게 맞을 것 같아요. 오픈은 4월 초 목표예요!",
        "결정은 남편이랑 같이 하는데 남편이 평일엔 회사 다녀서 미팅은 주말에만 가능해요. 시안은 카톡으로 저한테 보내주시면 남편한테도 공유할게요~"
      ],
      "whenAsked": {
        "brand_value": "할머니가 해주시던 것처럼 정직한 집밥이요. 가게 들어오면 외갓집 온 것처럼 편안했으면 좋겠어요.",
        "competitive_advantage": "저희는 매일 아침 그날 만든 반찬만 팔아요. 근처 반찬가게들은 공장 반찬 떼다 파는 데가 많거든요.",
        "unique_design": "음… 그건 아직 생각 못 해봤어요. 디자이너님이 제안해 주시면 보고 정할게요.",
        "key_considerations": "위생이요! 음식 파는 곳이라 청소 쉬운 바닥이랑 벽 자재로 해주세요. 쇼케이스 전기 용량도 꼭 확인 부탁드려요."
      },
      "otherwise": "상관없어요. 알아서 잘 해주세요 ㅎㅎ",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "반찬가게 오픈 준비"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "광교중앙역"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 14,
            "unit": "pyeong"
          }
        },
        "problem_need": {
          "said": 3,
          "text": [
            "냉장 쇼케이스랑 조리 공간",
            "반찬이 한눈에 보였으면"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "따뜻한 느낌",
            "촌스럽진 않게"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "옹기",
            "베이지, 갈색 계열"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 40000000,
            "currency": "KRW"
          }
        },
        "target_audience": {
          "said": 5,
          "text": [
            "혼자 사는 20~30대 직장인",
            "60대 이상 어르신들"
          ]
        },
        "opening_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-01",
            "relation": "on"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "남편이랑 같이",
            "미팅은 주말에만",
            "카톡으로"
          ]
        },
        "brand_value": {
          "said": "asked",
          "text": [
            "정직한 집밥",
            "외갓집 온 것처럼 편안"
          ]
        },
        "competitive_advantage": {
          "said": "asked",
          "text": [
            "그날 만든 반찬만"
          ]
        },
        "unique_design": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "위생",
            "청소 쉬운"
          ]
        }
      }
    },
    {
      "id": "heldout129-exhibition-ko-coex-wooden-toys",
      "projectType": "exhibition_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요, 이천에 있는 원목 교구 제조사 '숲결' 마케팅 담당 이수진입니다. 3월에 코엑스에서 하는 유아교육전에 처음으로 부스를 내게 돼서 디자인 문의드려요. 원목 블록이랑 감각놀이 교구, 이번에 새로 나온 원목 주방놀이 세트를 전시할 예정이에요.",
        "장소는 코엑스 B홀이고요, 부스는 4칸 잡아서 6m x 6m, 36㎡예요. 개막은 3월 12일이고 15일까지 나흘 해요. 반입은 전날인 11일 오후부터 된다고 주최 측 담당자분이 그러셨어요.",
        "저희가 제일 만나고 싶은 분들은 유치원이랑 어린이집 원장님들이에요. 원 단위로 교구를 한꺼번에 사시니까요. 작년에 육아 인플루언서분이 저희 블록 리뷰를 올려주셔서 일반 엄마들한테는 좀 알려졌는데 기관 쪽은 아직 약하거든요.",
        "브랜드 모토가 '아이 손에 닿는 건 정직하게'예요. 부스에 오시는 분들이 숲속에 들어온 것처럼 편안하고, 나무 향도 은은하게 났으면 좋겠어요 🌲",
        "스타일은 미니멀하고 밝은 원목 톤이요. 무인양품 매장 같은 느낌? 원색 플라스틱 장난감 부스들 사이에서 확 달라 보였으면 해요. 가운데에 아이 키높이 놀이 테이블을 놓고 직접 만져보실 수 있게 하고 싶어요. 전기는 조명이랑 영상 모니터 때문에 필요하고 물은 필요 없어요.",
        "아 죄송해요, 방금 팀장님이랑 통화했는데 제가 잘못 알고 있었어요. 첫 이틀이 B2B 데이라서 이번 메인은 원장님들이 아니라 교구 유통사 바이어랑 해외 바이어래요. 특히 일본, 대만 쪽이요. 원장님들은 그다음이고요.",
        "최종 결정은 대표님이 하시는데 이천 공장에 계셔서 서울 미팅엔 거의 못 오세요. 시안은 저한테 메일로 주시면 제가 보고드릴게요. 진행 상황은 일주일에 한 번 정도 공유해 주시면 좋겠어요."
      ],
      "whenAsked": {
        "exit_date": "마지막 날 15일 오후 6시에 끝나면 그날 밤에 바로 철수해요.",
        "budget": "예산은 아직 대표님 결재가 안 나서 지금은 말씀드리기 어려워요.",
        "key_considerations": "아이들 제품이라 모서리 날카로운 거 없게 해주세요. 그리고 주최 측에서 높이 4m 넘으면 안 된다고 했어요."
      },
      "otherwise": "그건 상관없어요, 편하게 제안해 주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "유아교육전",
            "원목 블록"
          ]
        },
        "address": {
          "said": 1,
          "text": [
            "코엑스 B홀"
          ]
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 36,
            "unit": "m2"
          }
        },
        "opening_date": {
          "said": 1,
          "value": {
            "kind": "date",
            "date": "2026-03-12",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 1,
          "value": {
            "kind": "date",
            "date": "2026-03-11",
            "relation": "on"
          }
        },
        "brand_value": {
          "said": 3,
          "text": [
            "아이 손에 닿는 건 정직하게",
            "숲속에 들어온 것처럼 편안"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "미니멀하고 밝은 원목 톤",
            "무인양품"
          ]
        },
        "unique_design": {
          "said": 4,
          "text": [
            "아이 키높이 놀이 테이블"
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
        "target_audience": {
          "said": 5,
          "text": [
            "교구 유통사 바이어",
            "해외 바이어"
          ]
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "최종 결정은 대표님",
            "메일로",
            "일주일에 한 번"
          ]
        },
        "exit_date": {
          "said": "asked",
          "value": {
            "kind": "date",
            "date": "2026-03-15",
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
            "모서리 날카로운 거 없게",
            "높이 4m"
          ]
        }
      }
    },
    {
      "id": "heldout129-residential-ko-daegu-old-house",
      "projectType": "residential_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요 :) 대구 수성구 범어동에 2층짜리 단독주택을 샀어요. 지은 지 30년 된 집이라 손볼 데가 많아서 전체 리모델링 하려고요. 전 주인 할머니가 25년 넘게 사셨대요, 마당 감나무도 그분이 심으신 거고요.",
        "대지는 60평이고 집은 1, 2층 합쳐서 42평 정도예요. 1층에 거실, 주방, 방 하나, 화장실 하나 있고 2층에 방 세 개랑 화장실 하나요.",
        "같이 살 사람은 저랑 남편, 아홉 살 아들, 여섯 살 딸이에요. 그리고 시바견 한 마리 ㅎㅎ 저는 번역 일 해서 집에서 일하고, 남편은 주말마다 마당에서 고기 굽는 게 낙이에요. 애들 친구들도 자주 놀러 오고요.",
        "지금 사는 아파트는 제 작업 공간이 없어서 식탁에서 일하는데 애들 오면 일을 못 해요 ㅠㅠ 새 집엔 저만의 작은 작업실이 꼭 있었으면 좋겠어요. 그리고 새 집이 오래돼서 그런지 보러 갔을 때 외풍이 엄청 심하더라고요.",
        "스타일은 오늘의집에서 본 집이 있는데, 어떤 부부가 옛날 주택 고쳐서 사는 집이에요. 너무 새것 같지 않고 세월이 좀 느껴지는 게 좋더라고요. 색은 흰색이랑 원목색 위주로 하고, 원래 있던 나무 천장은 꼭 살리고 싶어요! 시공은 남편 친구가 인테리어 업체를 해서 거기 맡기기로 했어요.",
        "예산은 시공비 포함해서 1억 2천 정도 생각하고 있어요. 결정은 주로 제가 하는데 큰돈 들어가는 건 남편이랑 같이 정해요.",
        "아 그리고 중요한 걸 빠뜨렸네요. 어제 가족회의 했는데 친정아버지가 혼자 되셔서 저희랑 같이 사시기로 했어요. 일흔 넘으셨고 무릎이 안 좋으셔서 1층 방을 아버지 방으로 드려야 할 것 같아요."
      ],
      "whenAsked": {
        "move_in_date": "입주는 아직 몰라요. 지금 아파트가 안 팔려서 팔리는 거 보고 정하려고요.",
        "key_considerations": "아버지 무릎 때문에 1층은 문턱 없애고 화장실에 안전바 꼭 달아주세요. 그리고 외풍 잡게 창호랑 단열 신경 써 주세요."
      },
      "otherwise": "상관없어요~ 추천해 주시는 대로 할게요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "2층짜리 단독주택",
            "전체 리모델링"
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
            "amount": 30,
            "unit": "years"
          }
        },
        "address": {
          "said": 0,
          "text": [
            "수성구 범어동"
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
            "1층에 거실, 주방, 방 하나",
            "2층에 방 세 개랑 화장실 하나"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "집에서 일하고",
            "마당에서 고기 굽는",
            "애들 친구들도 자주 놀러"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "작업 공간이 없어서",
            "외풍이 엄청 심하더라고요"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "세월이 좀 느껴지는"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "흰색이랑 원목색",
            "나무 천장"
          ]
        },
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 120000000,
            "currency": "KRW"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "주로 제가 하는데",
            "남편이랑 같이 정해요"
          ]
        },
        "target_audience": {
          "said": 6,
          "text": [
            "아홉 살 아들, 여섯 살 딸",
            "시바견",
            "친정아버지"
          ]
        },
        "move_in_date": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "문턱 없애고",
            "안전바"
          ]
        }
      }
    }
  ];
