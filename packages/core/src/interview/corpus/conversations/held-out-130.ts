import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 130 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: in other people's words (visitors who tell
 * much of their brief through what others said, think or want: a partner's, a parent's or an investor's view, customers'
 * reviews quoted, a landlord's, an organiser's, an accountant's or a contractor's rules, quotes and figures, a friend's
 * suggestion; some adopted, some rejected, some left open because two people disagree; in each, one fact changed in a later
 * message, often by someone else, and one or two fields not known, filed as skipped). Written in session 74 by seven
 * writers, 23 conversations, and played once on 14ecdf7f (before any change for it): 234 of 343 facts (68.2 %), 9 wrong
 * values, 37 asked again, 0 loops. Its misses were not read in the session it was written: it is the next session's blind
 * measure.
 */
/* Writer's note (en-US, batch 130, en-brand-pack)
 * heldout130-brand-en-second-gear-cycles | Dana, ex-ER nurse, co-owns a used-bike + repair shop and mobile repair van on Alberta St, Portland OR; full new identity | project_background, address, products_or_services, brand_name_story (her mom's "this is your second gear", adopted), problem_need (Google reviews "didn't know they did repairs", adopted), target_audience, preferred_style, colors_and_elements, registration_status (not_registered, after the accountant's advice she never acted on), brand_website, other_design_requirements, collaboration_notes, need_registration_assistance (asked: yes), key_considerations (asked) | colour: girlfriend Tess's "orange" (msg 3) becomes burnt orange + deep teal, not bright orange (msg 5) | expected_deadline (asked: she and Marcus disagree, no date) | Marcus's "don't touch the cog" (rejected: no cogs), the Nike friend's "sleek, dark, premium, like Rapha" (rejected), bright orange (superseded), Marcus's bike-swap deadline (not agreed, so no date)
 * heldout130-packaging-en-bristol-spent-grain-biscuits | Rhiannon and her dad Gareth (retired brewer) bake spent-grain dog biscuits, Mash & Bone, St Philips, Bristol UK; retail packaging | project_background, address, product_description, specification, problem_need (stockist's "your bags flop over on my shelf", adopted), unique_selling_point, target_audience, sales_channels, packaging_form (bag_pouch), preferred_materials (Dad's kraft paper, adopted, plus home-compostable), preferred_style, other_design_requirements, expected_deadline, collaboration_notes (Dad wants every draft, adopted), key_considerations (asked) | deadline: start of March for Crufts (msg 4) becomes by 25 April for the Bath Pet Show after Dad's update (msg 5) | colors_and_elements (asked: Dad wants brewery green, she wants hot pink, undecided) | auntie's Christmas gift tins (rejected, no gift_set/can_tin), Dad's green and her pink (disagreement, no colour filed), Crufts/March date (superseded)
 * heldout130-packaging-en-atlanta-sparkling-sweet-tea | Devon and cousin Keisha sell Porch Sip sparkling low-sugar sweet tea in Atlanta, moving from stickered cans at a farmers market to a 20-store grocery trial | project_background, address, product_description, specification, packaging_form (can_tin), problem_need (grocery buyer's "looks like a hard seltzer", adopted), preferred_style, colors_and_elements (Keisha's haint blue, adopted), target_audience, unique_selling_point, sales_channels, expected_deadline (co-packer's March 15, adopted), plans_after_project, key_considerations (asked) | flavours: three at launch, Original/Peach/Lemon-Mint (msg 1) become two, Original and Peach, after Keisha's text (msg 5) | preferred_materials (asked: no idea, Keisha is talking to the can people) | angel investor's "edgy and loud, like Liquid Death" (rejected), uncle's gas stations (rejected, not a sales channel), Lemon-Mint (dropped)
 */
/* Writer's note (en-US, batch 130, en-spaces)
 * heldout130-commercial-en-leeds-dog-groomer | Jess, co-owns a dog grooming salon with her sister Amy, Chapel Allerton, Leeds (UK, UTC+0); moving into an old bookies | project_background, address, space_size, problem_need, preferred_style, colors_and_elements, competitive_advantage, brand_value, target_audience, budget, opening_date, key_considerations, other_design_requirements, unique_design | opening_date: Sat 11 April -> Sat 9 May (msg 6, after the landlord's news Amy moves it) | unique_design (asked: "no idea yet") | decoys: estate-agent mate's "industrial, polished concrete, black metal" (rejected: not preferred_style); shopfitter's £70k quote (rejected: budget is the accountant's £45k, which they adopted); Google reviews quoted are adopted as the problem; groomer Tash's "no white floors" adopted into colours
 * heldout130-exhibition-en-boulder-pack-booth | Dani, co-founder of Ridgeback Packs (handmade backpacks, Boulder CO, UTC-7), booth at Outdoor Retailer, Salt Palace, Salt Lake City | project_background, address, problem_need, space_size, unique_design, target_audience, brand_value, preferred_style, budget, water_electricity_supply, opening_date, entry_date, expected_deadline, colors_and_elements, other_design_requirements, key_considerations (asked), exit_date | water_electricity_supply: electricity_only (msg 4) -> both (msg 6, co-founder Marcus talks her into a sink for a rain-test demo) | exit_date (asked: teardown date unknown) | decoys: Marcus's bouldering wall (rejected: not unique_design); Salt Lake booth builder's $85k quote (rejected: budget is the investor's $50k cap, which they adopted); buyer's "looks like a dentist's office" is adopted as the problem; investor's "make them touch stuff" is adopted and backs the trail section
 * heldout130-residential-en-reservoir-family-reno | Tom, renovating a 1968 brick veneer house in Reservoir, Melbourne (UTC+11) for himself, wife Linh, two kids and his mum moving in | project_background, address, space_size, property_category, layout, age, target_audience, key_considerations, problem_need, lifestyle, preferred_style, budget, move_in_date, important_collections, colors_and_elements (skipped) | move_in_date: end of June -> by 15 May (msg 5, Linh's mother flying in on 20 May) | colors_and_elements (Linh wants green, Tom navy, undecided; asked -> skip) | decoys: selling agent's "keep everything white and grey" (rejected: not preferred_style/colours); bank's $150k pre-approval (rejected: budget is around $110k); brother's "knock every wall down, open plan" (rejected); green vs navy (undecided: file no colour); end of June (superseded by 15 May). Adopted from others: Linh's "see the kids from the stove" (problem), Mum's family altar (collections)
 */
/* Writer's note (en-US, batch 130, en-web-other)
 * heldout130-website-en-austin-vintage-shop | Rosa, runs a vintage clothing shop in Austin with her sister Lena; wants their own online shop instead of Instagram DMs | project_background, address, category, problem_need, target_audience, preferred_style, colors_and_elements, main_pages, budget, competitors, languages, plans_after_project, url (asked), key_considerations (asked), expected_deadline (skipped) | languages: English + Spanish (msg 3) → English only for launch after Lena talks her round (msg 5); Spanish moves to plans_after_project | expected_deadline (sisters disagree: Lena wants it before SXSW, Rosa thinks that's crazy, nothing decided) | Lena's "Instagram is enough, stay on Depop" (rejected); web friend's all-white minimal site "like Everlane" (rejected: not a style, not a competitor); agency's $25,000 quote (rejected, not the budget); Lena's SXSW date (not agreed). Adopted: accountant Denise's "under $10k" is the budget; customers' DMs "is this still available??" are the problem.
 * heldout130-website-en-hobart-campervans | Kirsty, took over the business side of her dad Graham's campervan hire near Hobart airport; old DIY site, wants compare-and-book online | project_background, address, url, problem_need, category, target_audience, main_pages, languages, key_considerations, expected_deadline, budget, preferred_style, colors_and_elements, plans_after_project, other_design_requirements, competitors (skipped) | budget: she's been working off $15k (msg 4) → Dad and the accountant talk her down to $12,000 AUD all up (msg 5) | competitors ("no idea, haven't had time to look") | Dad's "people like to ring up and have a yarn", no online booking (rejected); Dad's "$5k max" (not adopted, then superseded by $12k); partner's German and Japanese versions (rejected); Britz is where a lost customer went, quoted in a review, not a competitor she names to study. Adopted: Google reviews "looks like it's from 2005", "couldn't tell which van sleeps four" as the problem; tourism association's "live availability calendar" rule as a key consideration.
 * heldout130-other-en-whitby-chippy-mural | Gareth, runs a family fish and chip shop on Pier Road, Whitby, with his mum; wants a mural designed for the grey side wall facing the harbour path (a local painter will paint it) | project_background, address, other_design_requirements, problem_need, preferred_style, other_preferences, key_considerations, target_audience, expected_deadline, collaboration_notes, number_of_visits, plans_after_project, colors_and_elements (skipped) | deadline: design by end of February (msg 3) → by 20 February because the painter Dave can only start 2 March and needs it a week ahead (msg 5) | colors_and_elements (Mum wants red, sister Jess wants sea blues and greys, nothing decided) | Mum's giant cartoon cod in a chef's hat (rejected); Jess's Banksy references (rejected); Mum's red and Jess's blues (undecided, file nothing). Adopted: tourists' "we walked right past you, we thought you were shut" and TripAdvisor's "the grey one next to the arcade" as the problem; conservation officer's "no lettering or it's an advert" and the arcade landlord's "don't wrap round onto his side" as key considerations; Mum gets the final say.
 */
/* Writer's note (zh-TW, batch 130, zh-brand-pack-web-other)
 * heldout130-brand-zh-lukang-bakery | 28歲兒子回鹿港接手阿公開的老麵包店「永豐麵包」，想重做logo與整套識別 | project_background, address, problem_need(Google評論的話，採納), brand_name_story, products_or_services, preferred_style, colors_and_elements(爸爸說紅色不能動，採納), target_audience, other_design_requirements, registration_status, collaboration_notes, plans_after_project, brand_website(asked), key_considerations(asked), expected_deadline(skipped) | 商標：一開始說「應該沒有註冊」，msg5 打電話問爸爸後更正為已註冊 (registered) | expected_deadline（要看爸爸何時肯換招牌，還沒定） | 妹妹要的莫蘭迪粉色、IG文青風（被否決，只留「不要粉色系」為本人意見）；表哥說店名改英文（否決）；爸爸「招牌整個換掉老客人會認不得」只被半採納（保留店名與紅色，logo仍重畫）
 * heldout130-packaging-zh-sanxing-scallion-sauce | 宜蘭三星小農女兒，媽媽種蔥做蔥醬，要做玻璃罐標籤＋禮盒 | project_background, address, product_description, problem_need(市集客人的話，採納), packaging_form(bottle_jar/label/gift_set；禮盒是客人一直問，採納), preferred_materials(媽媽堅持玻璃，採納), unique_selling_point, target_audience, sales_channels, preferred_style, colors_and_elements, key_considerations(農會小姐說要營養標示、條碼，採納), expected_deadline, other_design_requirements, specification(skipped) | 期限：msg5 說四月中（趕母親節），msg6 印刷廠老闆說要六週 → 三月底定稿 (2026-03-31 by) | specification（容量媽媽要200克、本人要120克，禮盒幾罐也沒定） | 弟弟要日系、印日文（否決）；包材廠推薦鐵罐、一個35元（做不起，不選 can_tin）；媽媽的200克與本人的120克都不能填
 * heldout130-website-zh-zhubei-swim-school | 竹北兒童游泳教室老闆（與太太經營），要可線上預約的官網 | project_background, address, url, category(booking；太太說要線上預約，採納), problem_need(家長LINE裡一直問的話), main_pages, languages, target_audience, preferred_style, colors_and_elements(太太說不要螢光色，採納), budget(太太說上限10萬，採納), expected_deadline, other_design_requirements, key_considerations(asked), competitors(skipped) | 語言：msg2 說只要中文，msg5 太太提到外籍工程師家長 → 改成中文＋英文 | competitors（沒研究過同業網站） | 之前網頁公司報價25萬（嫌太貴，不是預算）；做工程的朋友說用Wix自己弄（否決）
 * heldout130-other-zh-tainan-wedding-invite | 台南準新娘，要喜帖（紙本＋電子版）、迎賓板、謝卡 | project_background, other_design_requirements(朋友說電子喜帖就好→半採納：紙本電子都要), address, colors_and_elements(媽媽大紅與未婚夫墨綠的折衷：酒紅配金、要有囍字), problem_need, target_audience, key_considerations(婚顧說迎賓架最大60x90、西式信封，採納), expected_deadline, collaboration_notes, other_preferences, number_of_visits, plans_after_project, preferred_style(skipped) | 期限：msg4 本想三月底，媽媽看日子把婚期從5/23改到4/18 → 設計最晚二月底 (2026-02-28 by) | preferred_style（媽媽要傳統燙金龍鳳、未婚夫要極簡英文，還沒喬好） | 婚紗店的套版喜帖（否決）；媽媽要的大紅、未婚夫要的墨綠（都沒被選）；原訂婚期5/23與「三月底」都已被取代
 */
/* Writer's note (zh-TW, batch 130, assign-zh-spaces)
 * heldout130-commercial-zh-taichung-pet-grooming | 台中西區勤美附近寵物美容店「毛球日常」老闆娘（和男友一起顧店），從二樓搬到一樓店面 | project_background, address, problem_need, preferred_style, space_size, key_considerations, budget, other_design_requirements, colors_and_elements, collaboration_notes, brand_value, target_audience, competitive_advantage, unique_design, opening_date | 顏色：薄荷綠配原木 → 姐姐說像牙醫診所，改成奶茶色配鼠尾草綠（原木保留），msg 5 | opening_date（要等房東清場，不知道） | 男友要的工業風、水泥牆鐵件（她否決，不是風格）；房東說的22坪（含騎樓樓梯間，實際量18坪）；統包報價150萬（嫌太貴，預算是最多80萬）；薄荷綠（被改掉）。採用：Google評論的「等候區太小、有味道」→ problem_need，房東的不能打牆／招牌位置 → key_considerations
 * heldout130-exhibition-zh-shetou-socks-nangang | 彰化社頭第三代襪子工廠「織暖」女兒，第一次自己參加南港展覽館一館的運動用品展，3x6攤位 | project_background, address, space_size, opening_date, preferred_style, target_audience, competitive_advantage, budget, entry_date, other_design_requirements, plans_after_project, brand_value, unique_design, water_electricity_supply, key_considerations, exit_date | 進場日：主辦原本說4/13 → 主辦來信改成4/14，msg 5 | exit_date（主辦還沒公告） | 爸爸要攤位擺滿、越多款越好（她否決，要選物店式少量）；哥哥說要顧國內經銷商（不是這次的對象）；去年展場公司說起碼70萬（不是預算）。採用：主辦給的3x6、開展4/15；爸爸的「不要超過50萬」她同意 → budget 50萬以內
 * heldout130-residential-zh-tainan-townhouse-family | 四十歲左右的兒子，一家四口從台北搬回台南東區，翻新爸爸民國80年蓋的三層透天厝，和72歲媽媽同住，還有一隻橘貓 | project_background, property_category, address, age, target_audience, key_considerations, problem_need, layout, space_size, preferred_style, colors_and_elements(skipped), lifestyle, important_collections, budget, move_in_date | 預算：先抓250萬 → 老婆說太緊、她再出50萬，最多300萬，msg 6 | colors_and_elements（老婆要全白、媽媽要米黃，還在喬，問到時說還沒定） | 弟弟叫他整個打掉做飯店風（否決）；水電師傅說管線＋防水要80萬（是估價不是預算）；統包說500萬起跳（做不到）；老婆的全白／媽媽的米黃（沒決定，不能記）。採用：媽媽「樓梯每天爬很痛」→ 房間移一樓、止滑扶手；爸爸蓋房的年份 → 35年；老婆追加的預算
 */
/* Writer's note (ko-KR, batch 130, ko-brand-pack-web-other)
 * heldout130-brand-ko-jeonju-tteok | 30대 아들, 전주 서신동 어머니 떡집 '달보드레'를 물려받아 로고·브랜드 전체 리뉴얼 | project_background, brand_name_story, address, problem_need, products_or_services, preferred_style, target_audience, registration_status, need_registration_assistance, plans_after_project, other_design_requirements, collaboration_notes, expected_deadline, colors_and_elements, brand_website(skip), key_considerations | 마감 2월 10일 → 어머니 말 듣고 3월 말로(5); 색은 어머니(빨강)·본인(쑥색) 의견 갈려 미정(2) → 어머니가 양보해 쑥색+떡살 문양 확정(5) | brand_website: 인스타 주소를 어머니가 관리해서 모름 | 어머니의 "간판만 바꾸면 된다"(본인이 거부, 전체 리뉴얼), 친구의 "힙한 레트로"(거부), 어머니의 빨간색(양보로 철회), 2월 10일(철회); 단골·리뷰 불만과 세무사의 상표 권유는 채택(문제·등록 도움)
 * heldout130-packaging-ko-pyeongchang-perilla | 40~50대 남성, 평창 봉평 40년 방앗간의 저온압착 생들기름 병·라벨·선물세트 | project_background, address, product_description, unique_selling_point, packaging_form, preferred_materials, sales_channels, problem_need, preferred_style, target_audience, expected_deadline, other_design_requirements, key_considerations, specification, colors_and_elements(skip) | 병 350ml → 농협 담당자 말 듣고 250ml로(5), 선물세트 두 병 들이는 그대로 | colors_and_elements: 아내(초록)와 본인(짙은 갈색) 의견이 갈려 미정 | 형님의 참기름 추가(거부, 제품은 들기름만), 조카의 영어 'PERILLA OIL' 모던 시안(거부), 350ml(정정됨), 아내의 초록색(미정); 아내의 "30대 신혼부부도 찾는다"와 손님들의 "언제 짠 건지 모르겠다"는 채택
 * heldout130-website-ko-gyeongju-hanok-stay | 50대 여성, 경주 황리단길 한옥 게스트하우스 '달빛채' 직접 예약 홈페이지 | project_background, address, category, problem_need, url, other_design_requirements, target_audience, main_pages, key_considerations, preferred_style, budget, expected_deadline, languages, collaboration_notes, competitors(skip) | 언어 한국어·영어 2개 → 딸 말(일본 손님 최다) 확인 후 일본어 추가해 3개(5) | competitors: 경쟁 업체 사이트 본 적 없어 모름 | 딸의 "인스타랑 에어비앤비면 충분"(거부), 딸의 하얗고 미니멀한 인스타 감성(거부, 사진 크게만 수용), 남편의 300만 원(거부), 업체 견적 1,200만 원(비싸서 거부) → 예산은 본인의 500만 원까지; 구글 리뷰 "hard to find the entrance"는 채택(오시는 길 페이지)
 * heldout130-other-ko-incheon-market-mascot | 50대 남성 만두집 사장, 인천 신포국제시장 상인회 총무, 구청 지원사업으로 시장 마스코트 캐릭터+장바구니·현수막·스티커 | project_background, address, other_design_requirements, problem_need, preferred_style, colors_and_elements, target_audience, collaboration_notes, number_of_visits, expected_deadline, plans_after_project, key_considerations(skip) | 마감 5월 말 → 구청 담당자 전화로 4월 30일까지(5) | key_considerations: 회의해봐야 알겠다며 답 못 함 | 대학생 서포터즈의 갈매기 캐릭터(거부), 회장님의 "유치해 보이면 안 된다"(투표로 뒤집혀 귀여운 쪽 채택), 5월 말(정정됨); 손님들의 "닭강정 하나 사고 바로 간다"와 구청 담당자의 빨간색 빼자는 말은 채택
 */
/* Writer's note (ko-KR, batch 130, ko-spaces)
 * heldout130-commercial-ko-dongmyeong-salon | 30대 미용실 공동대표, 광주 동명동 건너편 2층 22평으로 확장 이전; 네이버 리뷰·엄마·동업 언니·세무사·건물주 말을 전함 | project_background, address, space_size, problem_need, target_audience, preferred_style, colors_and_elements, budget, key_considerations, other_design_requirements, competitive_advantage, opening_date, collaboration_notes, brand_value(asked), unique_design(skipped) | 오픈 3월 초(4) → 건물주 연락으로 4월 1일(5) | unique_design ("특별히 생각해둔 건 아직 없어요") | 엄마의 "핑크로 하라"(본인이 거절: 색으로 넣지 말 것), 다른 업체 견적 4,500만 원(너무 무리라 거절: 예산은 세무사 말 받아들인 3천만 원 이하), 리뷰 속 손님 불만은 채택(problem_need), 건물주 돌출간판 금지는 제약으로 채택
 * heldout130-exhibition-ko-kintex-pet-treats | 청주 수제 반려동물 간식 회사 마케팅 담당, 킨텍스 펫 박람회 첫 참가 2부스 18㎡; 대표님·주최측·관람객·작년 업체·디자인팀 말을 전함 | project_background, address, opening_date, entry_date, space_size, key_considerations, unique_design, problem_need, water_electricity_supply, preferred_style, target_audience, plans_after_project, brand_value(asked), budget(skipped), exit_date(skipped) | 전기만(3) → 대표님이 수도도 신청하자 해서 수도+전기 둘 다(5) | budget ("결재가 안 나서 모르겠어요"), exit_date ("주최측 공지가 아직") | 작년 업체의 "목공이면 2천" (대표님이 너무 비싸다고 거절: 예산 아님), 색상은 대표님 초록 vs 디자인팀 오렌지로 미결정(colors_and_elements 아무것도 넣지 말 것), 수도 신청 마감 2월 6일은 주최측 행정 마감이지 디자인 마감 아님
 * heldout130-residential-ko-jeonju-seohak-house | 40대 번역가 딸, 일흔셋 엄마와 살 전주 서학동 1988년 2층 단독주택 전체 리모델링; 엄마·남동생·엄마 친구·시공업체·건축사 말을 전함 | project_background, property_category, age, address, layout, target_audience, lifestyle, problem_need, preferred_style, colors_and_elements, budget, key_considerations, move_in_date, important_collections, space_size(skipped) | 입주 6월쯤(5) → 엄마가 동생네 신세 싫다 해서 5월 말(6) | space_size ("건물 평수는 정확히 모르겠어요") | 남동생의 "1층만 쓰고 2층은 세 주라"(거절: 2층은 본인 작업실), 엄마 친구의 "다 화이트로"(반만 채택: 벽만 화이트, 바닥은 원목), 시공업체 견적 1억 2천(거절: 예산은 8천만 원 이하), 엄마의 창가 부엌은 채택, 건축사의 구조벽 제약 채택
 */
export const hundredAndThirtiethHeldOutConversations: CorpusConversation[] = [
    {
      "id": "heldout130-brand-en-second-gear-cycles",
      "projectType": "brand_design",
      "language": "en-US",
      "utcOffsetMinutes": -480,
      "messages": [
        "Hi, I'm Dana. My business partner Marcus and I own Second Gear Cycles on Alberta Street in Portland. We sell refurbished used bikes and do repairs, plus we've got a mobile repair van that goes to people's houses. We want a full new identity, not a refresh. Our current logo is a cog Marcus drew in PowerPoint in 2019, and he keeps saying \"people know the cog, don't touch the cog\", but honestly every bike shop on earth has a cog. It goes.",
        "The name: I was an ER nurse for eleven years before this. I burned out completely and started fixing bikes in my garage to stay sane, and my mom said \"well honey, this is your second gear.\" It stuck. So it's about a second start, for me and for the bikes.",
        "The main problem is our reviews. People on Google keep writing stuff like \"didn't know they did repairs, thought it was just a used bike store\", and the van customers don't even connect the van with the shop. So the brand has to say repairs loud and clear and tie the shop and the van together. Our customers are mostly commuters and families around Northeast Portland, lots of people on their first real bike, not racers.",
        "Style-wise, a friend who does design at Nike suggested we go \"sleek, dark, premium, like Rapha\". Nope. We're not a lycra place, we're the neighborhood fix-it people. I want it friendly, a bit scrappy and handmade, like a good zine. For color my girlfriend Tess says orange because the van's already orange, and yeah, she's right. No cogs, no chainrings, please.",
        "Trademark: our accountant told us last year we really should register the name before we grow, and we just... haven't. So it's not registered. Website is secondgearpdx.com (it's pretty sad) and Instagram is @secondgearpdx. Besides the logo we'll need a van wrap, a new storefront sign and repair-ticket tags.",
        "Oh, update on the color: I showed Tess a bunch of photos last night and we both think bright orange looks like a hardware store. So it's burnt orange with a deep teal instead. And Marcus has the final say on budget, but the design call is mine."
      ],
      "whenAsked": {
        "need_registration_assistance": "Yes please, if you can help with that it'd take one thing off my plate.",
        "expected_deadline": "Ugh. Marcus wants it before the spring bike swap, I'd rather wait until after, and we literally argued about it in the car this morning. So no date yet, sorry.",
        "key_considerations": "That the word repair is impossible to miss, on the van, the sign, everywhere. And the logo has to still work in one color on a tiny repair tag.",
        "plans_after_project": "If this goes well, a second van for the east side next year."
      },
      "otherwise": "No strong preference there, whatever you think.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Second Gear Cycles",
            "full new identity"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Alberta Street",
            "Portland"
          ]
        },
        "products_or_services": {
          "said": 0,
          "text": [
            "refurbished used bikes",
            "repairs",
            "mobile repair van"
          ]
        },
        "brand_name_story": {
          "said": 1,
          "text": [
            "ER nurse",
            "second gear",
            "second start"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "didn't know they did repairs",
            "tie the shop and the van together"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "commuters and families",
            "first real bike"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "friendly",
            "scrappy",
            "zine"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "burnt orange",
            "deep teal",
            "no cogs"
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
        "brand_website": {
          "said": 4,
          "text": [
            "secondgearpdx.com",
            "@secondgearpdx"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "van wrap",
            "storefront sign",
            "repair-ticket tags"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "final say on budget",
            "design call is mine"
          ]
        },
        "need_registration_assistance": {
          "said": "asked",
          "value": {
            "kind": "yes_no",
            "value": true
          }
        },
        "expected_deadline": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "impossible to miss",
            "one color"
          ]
        }
      }
    },
    {
      "id": "heldout130-packaging-en-bristol-spent-grain-biscuits",
      "projectType": "packaging_design",
      "language": "en-US",
      "utcOffsetMinutes": 0,
      "messages": [
        "Hiya, I'm Rhiannon. My dad and I make dog biscuits out of brewers' spent grain, the leftover malted barley from local breweries, under the name Mash & Bone. We bake in a little unit in St Philips, Bristol. Dad was a brewer for thirty years so he gets the grain free off his old mates. We've been selling in plain brown bags with a sticker and it's time for proper packaging.",
        "The biscuits are bone-shaped, about 5cm, baked twice so they're properly crunchy, and it's just spent grain, peanut butter and egg. We do a 200g bag, about 25 biscuits, and a 1kg bulk bag for the dog walkers. The lady who runs Paws on Gloucester Road, our biggest stockist, told me straight: \"your bags flop over on my shelf and nobody can see what's in them.\" She's right, so they need to stand up and show the biscuits somehow.",
        "What's different about us: it's upcycled, every bag saves about a kilo of grain from going in a skip, and it's three ingredients, nothing else. Our buyers are mostly 30-to-50-year-old dog owners who read labels and care about waste, plus dog walkers buying in bulk. We sell through Paws and three other indie pet shops, at the Harbourside market on Sundays, and on our Etsy.",
        "For the packaging I'm thinking a stand-up pouch for the 200g and a bigger flat-bottom bag for the 1kg. Dad's adamant it should be kraft paper \"because that's honest\", and I agree, but it has to be home-compostable, no plastic lining. My auntie keeps telling us to do Christmas gift tins like the posh shops. Not happening, we can barely afford pouches. Colours are a sore point: Dad wants the dark green from his old brewery, I want hot pink, and we've been going round in circles for a month.",
        "Style-wise I'd love it cheeky and very British, a bit like an old seaside postcard, with a hand-drawn dog on the front (ideally our dog, who is called Biscuit, yes really). We'd also need a shelf display box for the shops. We were aiming to have it all done by the start of March so we could take them to Crufts.",
        "Update from Dad, literally just now: we're not getting a Crufts stand this late, so forget March. The next big one is the Bath Pet Show on 25 April, so the design needs to be done by then. He also wants to see every draft, so please copy him on emails too, he's Gareth."
      ],
      "whenAsked": {
        "colors_and_elements": "Still no decision, me and Dad haven't agreed, so leave colours open for now, sorry!",
        "key_considerations": "It has to carry the full feeding guide and ingredients properly, and the pouch must reseal, the biscuits go soft if they're left open."
      },
      "otherwise": "No particular preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Mash & Bone",
            "proper packaging"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "St Philips",
            "Bristol"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "dog biscuits",
            "bone-shaped",
            "baked twice",
            "peanut butter"
          ]
        },
        "specification": {
          "said": 1,
          "text": [
            "200g",
            "25 biscuits",
            "1kg"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "flop over",
            "stand up"
          ]
        },
        "unique_selling_point": {
          "said": 2,
          "text": [
            "upcycled",
            "three ingredients"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "read labels",
            "dog walkers"
          ]
        },
        "sales_channels": {
          "said": 2,
          "text": [
            "Paws",
            "Harbourside market",
            "Etsy"
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
        "preferred_materials": {
          "said": 3,
          "text": [
            "kraft paper",
            "home-compostable"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "cheeky",
            "seaside postcard",
            "hand-drawn dog"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "shelf display box"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-25",
            "relation": "by"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "every draft",
            "Gareth"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "feeding guide",
            "reseal"
          ]
        }
      }
    },
    {
      "id": "heldout130-packaging-en-atlanta-sparkling-sweet-tea",
      "projectType": "packaging_design",
      "language": "en-US",
      "utcOffsetMinutes": -300,
      "messages": [
        "Hey! Devon here, I'm in Atlanta. My cousin Keisha and I started Porch Sip last year: sparkling sweet tea in a can, with about a third of the sugar of regular sweet tea. We've been selling it out of a cooler at the Grant Park farmers market with printed stickers slapped on blank cans, and now a regional grocery chain wants a trial in 20 stores, so we need real packaging.",
        "It's my grandma's sweet tea recipe, black tea, cane sugar and a little lemon peel, just carbonated and less sweet. We're launching with three flavors: Original, Peach and Lemon-Mint. 12 oz slim cans, sold as singles for now.",
        "The buyer at the grocery chain told us flat out: \"on my shelf your can looks like a hard seltzer, people will think it's alcohol.\" That's the problem we need solved, it has to read as tea, and non-alcoholic, from six feet away. Our angel investor keeps saying we should go edgy and loud, like Liquid Death, skulls and all. Respectfully, no. We're grandma's porch, not a metal concert.",
        "What we want is warm, Southern and a little retro, like an old front porch on a summer evening. Keisha's big thing is the haint blue from grandma's porch ceiling, and I'm all in on that. Maybe a rocking chair or a mason jar in there somewhere. Our drinkers are mostly 25 to 45, folks who grew up on sweet tea but are cutting back on sugar.",
        "What makes us different: real brewed tea, not tea-flavored syrup, and 9 grams of sugar where regular sweet tea has around 30. Nobody else around here does sparkling sweet tea. Besides the grocery chain we'll keep the farmers market and start selling on our website. My uncle keeps telling us gas stations are where the money is, but not yet, we want to build the brand first. Our co-packer says they need final artwork by March 15 to make a Memorial Day launch, so that's our deadline.",
        "Update: Keisha just texted me, we're dropping Lemon-Mint from the launch because the mint supplier can't keep it consistent. So it's two flavors, Original and Peach, and each one needs its own can design. Later in the year we want 4-pack carriers and maybe an unsweetened version."
      ],
      "whenAsked": {
        "preferred_materials": "No clue yet, honestly. Keisha's the one talking to the can people, so leave that open for now.",
        "key_considerations": "The nutrition facts panel and the non-alcoholic wording have to be super clear, and the barcode has to scan. The chain was really strict about that."
      },
      "otherwise": "No particular preference on that.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Porch Sip",
            "20 stores",
            "real packaging"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Atlanta"
          ]
        },
        "product_description": {
          "said": 5,
          "text": [
            "sweet tea",
            "Original",
            "Peach"
          ]
        },
        "specification": {
          "said": 1,
          "text": [
            "12 oz",
            "slim",
            "singles"
          ]
        },
        "packaging_form": {
          "said": 1,
          "value": {
            "kind": "choice",
            "selected": [
              "can_tin"
            ]
          }
        },
        "problem_need": {
          "said": 2,
          "text": [
            "hard seltzer",
            "read as tea",
            "six feet"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "warm",
            "Southern",
            "retro",
            "front porch"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "haint blue",
            "rocking chair",
            "mason jar"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "25 to 45",
            "cutting back on sugar"
          ]
        },
        "unique_selling_point": {
          "said": 4,
          "text": [
            "real brewed tea",
            "9 grams of sugar"
          ]
        },
        "sales_channels": {
          "said": 4,
          "text": [
            "grocery chain",
            "farmers market",
            "website"
          ]
        },
        "expected_deadline": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-03-15",
            "relation": "by"
          }
        },
        "plans_after_project": {
          "said": 5,
          "text": [
            "4-pack carriers",
            "unsweetened"
          ]
        },
        "preferred_materials": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "nutrition facts",
            "non-alcoholic",
            "barcode"
          ]
        }
      }
    },
    {
      "id": "heldout130-commercial-en-leeds-dog-groomer",
      "projectType": "commercial_space",
      "language": "en-US",
      "utcOffsetMinutes": 0,
      "messages": [
        "Hiya, I'm Jess. My sister Amy and I run Suds & Scruffs, a dog grooming salon in Chapel Allerton in Leeds. We've outgrown our little unit so we've taken on the old bookies on Harrogate Road, about 95 square metres, and we need the whole fit-out designed: grooming room, wash bays, reception, the lot.",
        "The main thing we want to fix is the waiting area. Our Google reviews are lovely about the grooms but they keep saying stuff like 'absolute chaos at pick-up, my dog was barking the whole time'. One lady wrote 'felt like a kennel in a shoebox' 🙈 So we need nervous dogs kept apart at check-in and collection, and it all needs to feel calm.",
        "A mate of mine who's an estate agent said go industrial, polished concrete and black metal, 'that's what sells round here'. Not us at all, it's cold and echoey and dogs hate echo. We want it cosy and soft, more like a nice farmhouse kitchen: warm timber, rounded corners, plants. Our head groomer Tash also said no white anything on the floor because it shows every bit of fur and muck, and she's dead right. We'd love sage green and a bit of terracotta somewhere.",
        "What makes us different from the chains is we're fear-free trained. One dog per groomer at a time, no cage dryers, and we'll stop a groom if a dog's too stressed. People should walk in and feel like they're leaving their dog with family, not on a conveyor belt. Most of our clients are young professionals with doodles, and a lot of older folks with rescue dogs who've had a bad time elsewhere.",
        "Money-wise: a shopfitter came round and quoted £70k, which is mad, we're not doing that. Our accountant told us to keep the whole fit-out under £45k and Amy and I have agreed, so £45k max. We're planning to open on Saturday 11 April.",
        "Practical stuff: the wash bays need proper drainage and the floor has to be non-slip when wet, that matters more to us than anything looking pretty. There are flats upstairs too, so noise from the dryers needs thinking about. And we'll need a new shop sign, the bookies' one is still up 😅",
        "Update, sorry! The landlord rang and the last tenant's strip-out won't be done till mid-March, so Amy's moved our opening to Saturday 9 May."
      ],
      "whenAsked": {
        "unique_design": "Honestly, no idea yet. That's what I'm hoping you'll come up with!",
        "collaboration_notes": "Amy and I decide together, if we're both happy it's a yes. A WhatsApp update every week or so is perfect.",
        "plans_after_project": "If this one goes well, maybe a second salon in Headingley in a couple of years.",
        "number_of_visits": "A couple of site visits would be grand, we're there most days anyway."
      },
      "otherwise": "No strong feelings on that, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Suds & Scruffs",
            "dog grooming salon",
            "bookies"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Harrogate Road",
            "Chapel Allerton"
          ]
        },
        "space_size": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 95,
            "unit": "m2"
          }
        },
        "problem_need": {
          "said": 1,
          "text": [
            "waiting area",
            "nervous dogs",
            "calm"
          ]
        },
        "preferred_style": {
          "said": 2,
          "text": [
            "cosy",
            "farmhouse kitchen",
            "warm timber"
          ]
        },
        "colors_and_elements": {
          "said": 2,
          "text": [
            "white",
            "sage green",
            "terracotta"
          ]
        },
        "competitive_advantage": {
          "said": 3,
          "text": [
            "fear-free",
            "one dog per groomer",
            "cage dryers"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "family",
            "conveyor belt"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "young professionals",
            "doodles",
            "rescue dogs"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 45000,
            "currency": "GBP",
            "bound": "at_most"
          }
        },
        "key_considerations": {
          "said": 5,
          "text": [
            "drainage",
            "non-slip",
            "noise"
          ]
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "shop sign"
          ]
        },
        "opening_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-05-09",
            "relation": "on"
          }
        },
        "unique_design": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-exhibition-en-boulder-pack-booth",
      "projectType": "exhibition_space",
      "language": "en-US",
      "utcOffsetMinutes": -420,
      "messages": [
        "Hey there, I'm Dani, co-founder of Ridgeback Packs. We make backpacks and hip packs by hand in Boulder, Colorado. We're exhibiting at Outdoor Retailer at the Salt Palace Convention Center in Salt Lake City this June and need a booth designed from scratch.",
        "Quick history: last year we had a white pop-up booth a freelancer threw together. A buyer from one of the big co-ops literally told me 'it looks like a dentist's office, I couldn't tell what you make.' That stung. So this year the booth has to look like us and get buyers to stop and pick the packs up.",
        "We've got a 20 by 20 island, so 400 square feet. Marcus, my co-founder, is dead set on a bouldering wall down one side, and I love him, but no. The insurance alone would kill us. What I DO want is a little trail section: real rocks and a ramp where buyers can throw on a loaded pack and walk it. Our investor said 'buyers at that show walk past anything that looks like a catalog, make them touch stuff' and she's totally right.",
        "Who we want to reach: buyers from independent outdoor shops and a couple of the bigger chains, plus distributors from Europe and Japan. It's trade only, so not the public. Everything we make is built to be repaired, with lifetime free repairs; we've fixed packs from 2014. Style-wise think trailhead ranger station: reclaimed barn wood, waxed canvas, hand-lettered signs. Rugged and warm, a bit scrappy.",
        "Budget: the booth builder in Salt Lake who did our neighbors' stand quoted $85k for a full custom build. Not happening. Our investor said don't go over $50k all in, and Marcus and I agreed, so $50k max. We need electricity for lights and a couple of screens, no water.",
        "Dates: the show opens June 16 and we move in on June 14. We'd need the design locked by the end of April so the builder has time. Colors: our brand is rust orange and charcoal, and please no neon, every other booth there screams neon green.",
        "Update on the water thing: Marcus talked me into a small sink so we can do a live rain test on our waterproof fabric, and honestly it's a great demo. So we need water AND power after all. Oh, and could you also design a postcard-size lookbook to hand out at the booth?"
      ],
      "whenAsked": {
        "exit_date": "No clue, honestly. The teardown schedule is buried somewhere in the exhibitor manual and Marcus has it. Can we come back to that?",
        "key_considerations": "The whole thing has to fit in one 26-foot truck, and two of us have to be able to set it up in a day. Also the show has a 12-foot height limit.",
        "plans_after_project": "If it works we'd love to reuse it at a couple of regional shows in the fall.",
        "collaboration_notes": "Marcus and I both sign off. Email's best, a call every couple of weeks is plenty."
      },
      "otherwise": "No particular preference, you're the experts.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Ridgeback Packs",
            "backpacks",
            "Outdoor Retailer"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Salt Palace",
            "Salt Lake City"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "dentist's office",
            "pick the packs up"
          ]
        },
        "space_size": {
          "said": 2,
          "value": {
            "kind": "number_with_unit",
            "amount": 400,
            "unit": "ft2"
          }
        },
        "unique_design": {
          "said": 2,
          "text": [
            "trail section",
            "rocks",
            "loaded pack"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "independent outdoor shops",
            "distributors",
            "Japan"
          ]
        },
        "brand_value": {
          "said": 3,
          "text": [
            "built to be repaired",
            "lifetime free repairs"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "trailhead ranger station",
            "reclaimed barn wood",
            "waxed canvas"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 50000,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "opening_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-06-16",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-06-14",
            "relation": "on"
          }
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-30",
            "relation": "by"
          }
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "rust orange",
            "charcoal",
            "neon"
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
        "other_design_requirements": {
          "said": 6,
          "text": [
            "lookbook"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "26-foot truck",
            "set it up in a day",
            "12-foot height limit"
          ]
        },
        "exit_date": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-residential-en-reservoir-family-reno",
      "projectType": "residential_space",
      "language": "en-US",
      "utcOffsetMinutes": 660,
      "messages": [
        "Hi, Tom here. My wife Linh and I just bought a brick veneer house in Reservoir, up in Melbourne's north, and we want to redo the whole inside before we move in. It was built in 1968, so it's 58 this year. About 140 square metres, single storey: three bedrooms, one bathroom, a separate lounge and a poky kitchen-dining out the back.",
        "There'll be five of us living there: me, Linh, our kids Mia (9) and Khoa (6), and my mum, who's 72 and moving in with us once it's done. Mum's knees aren't great, so the bathroom has to be step-free with grab rails, and no trip hazards anywhere.",
        "What's not working: one bathroom for five people is never going to fly, and the kitchen is dark and closed off. Linh says she has to be able to see the kids from the stove, and she's right. We cook a lot, mostly Vietnamese, and every second Sunday we have fifteen-odd relatives over for lunch. I also work from home three days a week, so I need a study with a door.",
        "The agent who sold it to us kept going on about 'keep everything white and grey, that's what sells.' We're not selling, mate, we're staying twenty years! We want it warm and a bit mid-century: timber, keep the original breeze blocks out the front, maybe some terrazzo. Colours, though... Linh wants a green kitchen and I want navy, and we haven't settled it.",
        "Budget: the bank pre-approved us for up to $150k, but we don't want to borrow all that. We're aiming for around $110k all up. We'd like to move in by the end of June when our lease runs out.",
        "Change of plan on timing! Linh just told me her mum's flying in from Hanoi on 20 May for three months, and she wants to have her stay at the new place. So we need to be moved in by 15 May, not end of June. Is that doable?",
        "Two things we need room for: Mum's family altar (she asked for a proper spot for it and we want that too) and my records, about 800 of them, not negotiable 😂 My brother reckons we should just knock every wall down and go totally open plan. Don't listen to him, I still want the lounge as its own quiet room."
      ],
      "whenAsked": {
        "colors_and_elements": "Still arguing about it, honestly 😂 Put it down as undecided for now.",
        "other_design_requirements": "Yeah, built-in joinery for the records and the study would be great, and lighting too.",
        "collaboration_notes": "Linh gets final say on the kitchen, I get the study, Mum gets the altar. A catch-up every fortnight is fine.",
        "plans_after_project": "Maybe a granny flat out the back in five years or so, once the kids are older."
      },
      "otherwise": "Not fussed either way, whatever you reckon.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "brick veneer",
            "redo the whole inside"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Reservoir"
          ]
        },
        "age": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 58,
            "unit": "years"
          }
        },
        "space_size": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 140,
            "unit": "m2"
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
            "three bedrooms",
            "one bathroom",
            "separate lounge"
          ]
        },
        "target_audience": {
          "said": 1,
          "text": [
            "Linh",
            "kids",
            "72"
          ]
        },
        "key_considerations": {
          "said": 1,
          "text": [
            "step-free",
            "grab rails"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "one bathroom",
            "dark",
            "see the kids"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "Vietnamese",
            "Sunday",
            "work from home"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "mid-century",
            "timber",
            "breeze blocks"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 110000,
            "currency": "AUD"
          }
        },
        "move_in_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-05-15",
            "relation": "by"
          }
        },
        "important_collections": {
          "said": 6,
          "text": [
            "family altar",
            "records"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-website-en-austin-vintage-shop",
      "projectType": "website",
      "language": "en-US",
      "utcOffsetMinutes": -360,
      "messages": [
        "Hey! I'm Rosa. My sister Lena and I run Second Spin Vintage, a little vintage clothing shop on South 1st Street in Austin. We've been open four years, and right now the only way to buy from us online is Instagram posts and DMs. I want us to have our own real online shop, somewhere people can actually click 'buy'.",
        "Lena keeps saying Instagram is enough and we should just stay on there and Depop, but honestly no, I'm done. Every drop we get like 200 DMs saying 'is this still available??' and 'do you ship to Canada?', we lose track, people get ghosted, and pieces get sold twice. I want people to see what's left, pay, and pick shipping without messaging us at all.",
        "Our customers are mostly 20 to 35, lots of UT students and young creative types, plus some older collectors hunting for 70s Levi's and band tees. A friend of ours who does web stuff told us to go super minimal, all white like Everlane, but that's so not us. We're loud and groovy, think 70s thrift store with hand-drawn stuff everywhere. Orange, brown and mustard yellow please!",
        "Pages: the shop obviously, with filters by size and decade, then an About page with our story, a drop calendar so people know when new stuff lands, and an FAQ for shipping and returns. And I want it in English and Spanish, a lot of our Austin regulars speak Spanish at home, same as Lena and me with our mom.",
        "Money stuff: an agency quoted us $25,000 last year, which, lol, no. Our accountant Denise told us to keep the whole thing under $10k and she's right, so that's our number. Sites I love the feel of: Big Bud Press and Procell, the way they do their drops is so good.",
        "Oh, update on languages. Talked to Lena last night and she convinced me: English only for launch, because every product description would have to be written twice and it's just the two of us. We'll add Spanish later once we've got a rhythm going."
      ],
      "whenAsked": {
        "url": "Nope, no website at all. Just the Instagram, @secondspin.atx.",
        "expected_deadline": "Honestly no idea yet. Lena wants it live before SXSW in March, I think that's crazy with everything else going on, so we haven't decided.",
        "key_considerations": "Every item is one of a kind, so the second something sells it has to disappear from the site. And neither of us is techy, we need to be able to upload new pieces from our phones in a few minutes.",
        "collaboration_notes": "Lena and I decide everything together, so loop us both in. Texting is easiest."
      },
      "otherwise": "No particular preference, whatever you think works.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Second Spin Vintage",
            "vintage clothing"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "South 1st Street",
            "Austin"
          ]
        },
        "category": {
          "said": 0,
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
            "DMs",
            "sold twice"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "UT students",
            "collectors"
          ]
        },
        "preferred_style": {
          "said": 2,
          "text": [
            "loud",
            "groovy",
            "70s thrift store"
          ]
        },
        "colors_and_elements": {
          "said": 2,
          "text": [
            "orange",
            "mustard"
          ]
        },
        "main_pages": {
          "said": 3,
          "text": [
            "shop",
            "About",
            "drop calendar",
            "FAQ"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 10000,
            "currency": "USD",
            "bound": "at_most"
          }
        },
        "competitors": {
          "said": 4,
          "text": [
            "Big Bud Press",
            "Procell"
          ]
        },
        "languages": {
          "said": 5,
          "text": [
            "English"
          ]
        },
        "plans_after_project": {
          "said": 5,
          "text": [
            "Spanish"
          ]
        },
        "url": {
          "said": "asked",
          "text": [
            "@secondspin.atx"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "one of a kind",
            "from our phones"
          ]
        },
        "expected_deadline": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-website-en-hobart-campervans",
      "projectType": "website",
      "language": "en-US",
      "utcOffsetMinutes": 660,
      "messages": [
        "G'day, Kirsty here. My dad Graham started Huon Trail Campers 18 years ago, we hire out campervans from a yard in Cambridge, right by Hobart airport. Twelve vans now, from little two-berths up to a six-berth. I've taken over the business side this year and our website is honestly embarrassing, so I want it redone properly.",
        "Current site is huontrailcampers.com.au, Dad built it on some free builder back in 2009. Our Google reviews say stuff like 'website looks like it's from 2005' and 'couldn't tell which van sleeps four', and one bloke wrote that he gave up and booked with Britz instead. That's the bit that hurts. I want people to compare the vans side by side and book and pay online, right there.",
        "Dad reckons we don't need online booking at all, 'people like to ring up and have a yarn'. Love him, but no, half our enquiries come in at midnight from Europe. Most of our hirers are overseas tourists, Germans and Dutch and heaps from Singapore and Hong Kong, plus grey nomads from the mainland doing the full lap of Tassie.",
        "Pages: home, the fleet with a page for each van, prices and availability, a road trip ideas section, FAQ and contact. English plus Simplified Chinese. My partner reckons we should do German and Japanese as well, but the Germans all read English fine and we barely get Japanese bookings, so no.",
        "Budget's where Dad and I butt heads. He says $5k max, which won't get us a booking system; I've been working off $15k. The fella from the Tassie tourism association told me any operator listed on their site needs a live availability calendar, so that's non-negotiable. I want it live by 1 March so we catch the Easter bookings.",
        "Update on money: sat down with Dad and our accountant last night and they talked me down, it's $12,000 all up and that's firm. Style-wise I'm picturing big landscape photos, the Tasman Peninsula cliffs, clean and outdoorsy, earthy greens. Nothing that screams 'adventure bro'.",
        "Oh and we'll need new photography of the fleet, Dad's photos are blurry phone shots from 2015. Down the track we want to add one-way hires to Launceston, so the site should be able to handle a second yard later."
      ],
      "whenAsked": {
        "competitors": "Honestly no idea, I haven't had time to look at anyone else's site.",
        "collaboration_notes": "I make the calls on the website. Dad just wants to see it before it goes live. A weekly email is perfect.",
        "key_considerations": "The live availability calendar, that's the big one for the tourism association listing."
      },
      "otherwise": "No strong preference there, mate, up to you.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Huon Trail Campers",
            "campervans"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Cambridge",
            "Hobart"
          ]
        },
        "url": {
          "said": 1,
          "text": [
            "huontrailcampers.com.au"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "compare the vans",
            "book and pay online"
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
        "target_audience": {
          "said": 2,
          "text": [
            "overseas tourists",
            "grey nomads"
          ]
        },
        "main_pages": {
          "said": 3,
          "text": [
            "fleet",
            "road trip ideas",
            "FAQ",
            "contact"
          ]
        },
        "languages": {
          "said": 3,
          "text": [
            "English",
            "Simplified Chinese"
          ]
        },
        "key_considerations": {
          "said": 4,
          "text": [
            "live availability calendar"
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
        "budget": {
          "said": 5,
          "value": {
            "kind": "money",
            "amount": 12000,
            "currency": "AUD"
          }
        },
        "preferred_style": {
          "said": 5,
          "text": [
            "landscape photos",
            "clean and outdoorsy"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "earthy greens"
          ]
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "photography"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "one-way hires",
            "Launceston"
          ]
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-other-en-whitby-chippy-mural",
      "projectType": "other",
      "language": "en-US",
      "utcOffsetMinutes": 0,
      "messages": [
        "Hiya, I'm Gareth. Me and my mum run Kettleness Fisheries, a fish and chip shop on Pier Road in Whitby, in the family since 1982. The side of our building faces the harbour path and it's just a big grey rendered wall, about 6 metres wide by 4 high. I want a proper mural on it. I need someone to design it, we've already got a local lad lined up to paint it.",
        "Reason I'm doing it: tourists keep telling us 'we walked right past you, we thought you were shut', and on TripAdvisor someone called us 'the grey one next to the arcade'. Cheers for that. I want people coming along the harbour to actually spot us and fancy coming in.",
        "Mum's dead set on a giant cartoon cod in a chef's hat. Not happening, sorry Mum. Our Jess, my sister, keeps sending me Banksy stuff, but that's not the vibe for a chippy either. I want it a bit nostalgic and a bit bold, flat colours, the abbey up on the cliff and the boats in the harbour. My reference is those old LNER railway posters of Whitby, I love them.",
        "Couple of rules. The council's conservation officer told me if there's any lettering or our name on it, it counts as an advert and needs consent, so no words at all, just the picture. The bloke who owns the arcade next door asked that it doesn't wrap round onto his side, fair enough. And it's got to stand up to salt spray off the sea. I was thinking design done by end of February.",
        "Who we're trying to catch: day-trippers and families off the coaches, walkers doing the Cleveland Way, and the goths at Goth Weekend, honestly some of our best customers. Locals already know where we are.",
        "Right, change of plan on timing. Dave the painter texted this morning, he can only start on the 2nd of March and needs the design a week before to order his paints, so I need it finished by the 20th of February instead.",
        "How I'd like to work: Mum owns the building so she gets the final say, even if I do all the talking. WhatsApp's easiest, a quick update every week or so is plenty. I'd want you to come and see the wall at least twice before it's finalised. And if it goes down well, we'd like a mural for our second shop up on the West Cliff next year."
      ],
      "whenAsked": {
        "colors_and_elements": "That's the one thing we haven't settled. Mum wants red like our shop front, Jess wants sea blues and greys, and I honestly can't pick. So nothing decided yet.",
        "address": "Pier Road, Whitby, right on the harbour.",
        "key_considerations": "No lettering at all because of the council, and it has to cope with the salt spray."
      },
      "otherwise": "No particular preference, love, you're the experts.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "Kettleness Fisheries",
            "fish and chip shop"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "Pier Road",
            "Whitby"
          ]
        },
        "other_design_requirements": {
          "said": 0,
          "text": [
            "mural",
            "6 metres"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "walked right past",
            "spot us"
          ]
        },
        "preferred_style": {
          "said": 2,
          "text": [
            "nostalgic",
            "flat colours",
            "abbey"
          ]
        },
        "other_preferences": {
          "said": 2,
          "text": [
            "LNER"
          ]
        },
        "key_considerations": {
          "said": 3,
          "text": [
            "lettering",
            "wrap round",
            "salt spray"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "day-trippers",
            "Cleveland Way",
            "goths"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-02-20",
            "relation": "by"
          }
        },
        "collaboration_notes": {
          "said": 6,
          "text": [
            "final say",
            "WhatsApp"
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
        "plans_after_project": {
          "said": 6,
          "text": [
            "second shop",
            "West Cliff"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-brand-zh-lukang-bakery",
      "projectType": "brand_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我家在彰化鹿港開麵包店，叫「永豐麵包」，是我阿公民國七十五年開的，現在是我爸在做。我去年從台北回來幫忙，想把品牌整理一下，主要是logo重新設計，再做一整套識別。商標的話應該是沒有註冊過吧，我印象中沒有",
        "會想做是因為Google評論很多人寫「麵包很好吃，但店面看起來很舊，第一次經過不太敢進去」，也有觀光客留言說「看不出來這間是賣什麼的」。老客人都很穩，可是年輕人跟觀光客就是進不來，這是我最想解決的",
        "店名是我阿公取的，他叫陳永福，「永」是他名字裡的字，「豐」是希望每天出爐的麵包都能豐收賣光。我們賣的是古早味麵包，奶酥、蔥麵包、菠蘿這些，還有鹿港人拜拜會買的壽桃跟喜餅",
        "風格的部分家裡意見超多😂 我妹在台北廣告公司上班，她一直說要走莫蘭迪粉色、很IG的那種文青風，可是我覺得那不是我們，老店硬裝年輕很怪。我爸說招牌那個紅色絕對不能動，這點我同意，紅色要留。我想要的是乾淨、有溫度，像老店新開的感覺就好。粉色系就不要了",
        "客群的話我想抓來鹿港玩的年輕人跟小家庭，二三十歲會上網查美食的那種，但也不能把原本的阿姨阿伯嚇跑。我表哥說乾脆店名改英文比較好記，這個我直接否決了哈哈。除了logo，還想要紙袋、貼紙、名片，跟一塊新的招牌",
        "啊更正一下！剛剛打電話問我爸，他說十幾年前就有去註冊「永豐麵包」了，證書還收在抽屜裡，所以是已經註冊的，我記錯了。然後之後溝通找我就好，用LINE比較方便，不過最後拍板還是要我爸點頭。順利的話明年想在彰化市開第二間，主打伴手禮"
      ],
      "whenAsked": {
        "brand_website": "網站沒有，只有臉書粉專，搜尋「鹿港永豐麵包」就找得到",
        "expected_deadline": "時間我還真的說不準，要看我爸什麼時候願意換招牌，他還在考慮，這個先不要排好了",
        "key_considerations": "最重要是老客人還認得出來是我們家，不要改到面目全非。還有紙袋跟貼紙量很大，顏色不要用太多，印刷成本我爸會念",
        "number_of_visits": "可以的話來店裡看一次，其他線上就好"
      },
      "otherwise": "都可以，沒特別想法",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "麵包店",
            "logo",
            "識別"
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
            "很舊",
            "觀光客"
          ]
        },
        "brand_name_story": {
          "said": 2,
          "text": [
            "陳永福",
            "豐收"
          ]
        },
        "products_or_services": {
          "said": 2,
          "text": [
            "奶酥",
            "菠蘿",
            "壽桃",
            "喜餅"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "乾淨",
            "有溫度",
            "老店新開"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "紅色",
            "粉色"
          ]
        },
        "target_audience": {
          "said": 4,
          "text": [
            "年輕人",
            "阿姨阿伯"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "紙袋",
            "貼紙",
            "名片",
            "招牌"
          ]
        },
        "registration_status": {
          "said": 5,
          "value": {
            "kind": "choice",
            "selected": [
              "registered"
            ]
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "LINE",
            "我爸"
          ]
        },
        "plans_after_project": {
          "said": 5,
          "text": [
            "第二間",
            "伴手禮"
          ]
        },
        "brand_website": {
          "said": "asked",
          "text": [
            "鹿港永豐麵包"
          ]
        },
        "expected_deadline": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "認得出來",
            "印刷成本"
          ]
        }
      }
    },
    {
      "id": "heldout130-packaging-zh-sanxing-scallion-sauce",
      "projectType": "packaging_design",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "哈囉～我們是宜蘭三星的小農，我媽種三星蔥種了二十幾年，這兩年開始自己做蔥醬，用蔥跟苦茶油小火慢慢炒，拌麵、拌飯、燙青菜都可以加一匙。現在想好好做一套包裝",
        "目前是網路買的空白玻璃罐，貼我手寫的貼紙，在羅東的市集擺攤賣。試吃的人都說好吃，但很多人拿起來看一看又放回去，說「看起來很像自己家裡做的，不知道能放多久」。然後一直有客人問「有沒有禮盒？想拿去送人」",
        "所以想做的是：玻璃罐上的標籤重新設計，再加一個送禮用的禮盒。我媽堅持一定要玻璃罐，她說塑膠罐裝油久了會有味道，這點我同意。外盒想用牛皮紙或再生紙，不要亮亮的塑膠膜。之前有包材廠推薦我們改用鐵罐，說比較高級，但報價一個要35塊，我們小本生意做不起，就算了",
        "特色的話，蔥都是我們自己田裡種的，炒好當天就裝罐，沒有加味精跟防腐劑。買的人主要是羅東、宜蘭市的上班族媽媽，還有來三星玩的觀光客買回去送人。通路現在是市集跟IG私訊，之後想上架三星農會的超市跟蝦皮",
        "風格的話我弟一直說要做成日系的，罐子上印日文看起來比較高級，我覺得很怪，我們就是宜蘭的東西啊，幹嘛裝日本。我想要乾淨、有田園感，一看就知道是三星蔥的那種。顏色想用蔥的綠色配米白，不要大紅大金",
        "時間的話希望四月中可以設計好，想趕母親節檔期。還有農會的小姐跟我說，要上他們的架子，標籤一定要有營養標示、有效期限跟條碼，這些要幫我們留好位置",
        "啊剛剛印刷廠老闆回我了，他說禮盒印刷加做盒子大概要六個禮拜，所以設計最晚三月底就要定稿，麻煩以這個時間為準🙏 另外寄宅配用的外箱如果可以也想一起設計"
      ],
      "whenAsked": {
        "specification": "容量還沒定耶，我媽想做200克的大罐，我覺得120克比較好賣，還沒吵出結果😅 禮盒要裝幾罐也還沒決定",
        "collaboration_notes": "平常LINE聯絡就好，設計稿我跟我媽一起看"
      },
      "otherwise": "都可以，沒特別想法",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "小農",
            "蔥醬"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "三星"
          ]
        },
        "product_description": {
          "said": 0,
          "text": [
            "苦茶油",
            "拌麵"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "手寫",
            "放回去"
          ]
        },
        "packaging_form": {
          "said": 2,
          "value": {
            "kind": "choice",
            "selected": [
              "bottle_jar",
              "label",
              "gift_set"
            ]
          }
        },
        "preferred_materials": {
          "said": 2,
          "text": [
            "玻璃",
            "牛皮紙",
            "再生紙"
          ]
        },
        "unique_selling_point": {
          "said": 3,
          "text": [
            "自己田裡種",
            "味精"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "上班族媽媽",
            "觀光客"
          ]
        },
        "sales_channels": {
          "said": 3,
          "text": [
            "市集",
            "IG",
            "農會",
            "蝦皮"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "乾淨",
            "田園感"
          ]
        },
        "colors_and_elements": {
          "said": 4,
          "text": [
            "綠色",
            "米白",
            "大紅大金"
          ]
        },
        "key_considerations": {
          "said": 5,
          "text": [
            "營養標示",
            "有效期限",
            "條碼"
          ]
        },
        "expected_deadline": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-03-31",
            "relation": "by"
          }
        },
        "other_design_requirements": {
          "said": 6,
          "text": [
            "宅配",
            "外箱"
          ]
        },
        "specification": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-website-zh-zhubei-swim-school",
      "projectType": "website",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好，我跟我老婆在新竹竹北開兒童游泳教室，叫「小海豚游泳學苑」，今年第五年了，學生大概一百二十個，3到10歲的小朋友為主。目前沒有網站，只有LINE官方帳號跟臉書",
        "想做網站主要是我老婆受不了了😂 家長在LINE一直問「這期還有名額嗎」「明天下雨有沒有上課」「可以補課嗎」，她每天晚上都在回訊息回到半夜。她說一定要能線上預約試上跟報名，家長都是小孩睡了十一點才有空滑手機，我覺得她說得對",
        "頁面想要：課程介紹、教練介紹、課表跟名額、線上預約試上、常見問題、交通跟停車資訊。語言的話先中文就好",
        "家長大多是竹科上班的雙薪家庭，三十到四十歲，很在意安全跟教練有沒有證照。風格想要活潑一點但不要太幼稚，乾淨、看起來專業。顏色我想用水藍跟白色，我老婆說不要用螢光色，這個我們兩個都同意",
        "預算的部分，之前有一家網頁公司報了25萬，我們覺得太誇張了。我朋友在做工程的，說用Wix自己拖一拖就好，但我們真的沒時間自己弄。我老婆說上限10萬，我們就抓10萬以內。希望4月底前上線，5月要開始收暑假班",
        "喔對了，剛剛跟我老婆聊到語言，她說我們有好幾個外籍工程師的小孩，那些家長看不懂中文都要請同事翻譯，所以要改成中文跟英文兩種，麻煩幫我改一下。還有教練跟小朋友上課的照片我們都沒有像樣的，可以的話也想請你們來拍"
      ],
      "whenAsked": {
        "competitors": "同業的網站我老實說沒研究過耶，也不知道要看哪家，不知道",
        "key_considerations": "最重要的是我們要能自己改課表、開關名額、發停課公告，不要每次都要找廠商改。還有手機版一定要好用，家長幾乎都用手機",
        "collaboration_notes": "主要跟我老婆對接，她比較清楚細節，LINE聯絡就好"
      },
      "otherwise": "都可以，沒特別想法",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "兒童游泳教室",
            "第五年"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "竹北"
          ]
        },
        "url": {
          "said": 0,
          "text": [
            "LINE"
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
            "名額",
            "回訊息"
          ]
        },
        "main_pages": {
          "said": 2,
          "text": [
            "課程介紹",
            "教練介紹",
            "線上預約",
            "常見問題"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "雙薪家庭",
            "證照"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "活潑",
            "專業"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "水藍",
            "螢光色"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 100000,
            "currency": "TWD",
            "bound": "at_most"
          }
        },
        "expected_deadline": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-04-30",
            "relation": "by"
          }
        },
        "languages": {
          "said": 5,
          "text": [
            "中文",
            "英文"
          ]
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "照片"
          ]
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "課表",
            "手機版"
          ]
        }
      }
    },
    {
      "id": "heldout130-other-zh-tainan-wedding-invite",
      "projectType": "other",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "嗨～我今年要結婚了🥹 想找人設計喜帖，還有婚禮當天的迎賓板跟送賓客的謝卡。婚禮在台南，日期是5/23，辦在市區的飯店",
        "婚紗店說他們有合作的喜帖可以直接套，但我看了模板每一款都長一樣，很沒誠意，所以還是想自己找設計。我朋友說現在大家發電子喜帖就好，年輕朋友這樣OK啦，但我阿嬤跟長輩一定要拿到紙本，所以喜帖紙本跟電子版都要",
        "顏色我們家吵最久😂 我媽說喜帖就是要大紅，我未婚夫想要墨綠色，吵了兩個禮拜，最後各退一步，用酒紅色配一點金色。然後一定要有「囍」字，那是我媽的底線，我也OK",
        "我最想要的是長輩拿到會覺得很喜氣、很體面，但我們同事朋友拿到也不會覺得很俗。收的人大概一半是親戚長輩，一半是我們三十歲左右的同事朋友。婚顧有提醒，飯店的迎賓架最大只能放60x90公分，喜帖也要放得進一般的西式信封",
        "本來想說三月底前設計好就可以，結果昨天我媽去廟裡看日子，說5/23不好，硬是改成4/18😭 飯店也改好了。喜帖要提早寄，所以設計最晚2月底就要好，真的很趕，拜託了",
        "聯絡找我就好，我未婚夫在台北上班，週末才回台南，不過最後的版本我們兩個都要看過才算數。可以的話想約一次當面看紙樣，其他用LINE討論。我自己很喜歡日本那種活版印刷、摸起來有凹凸感的紙。如果這次合作愉快，之後寶寶的滿月卡應該也會找你們哈哈"
      ],
      "whenAsked": {
        "preferred_style": "風格喔…我媽想要傳統一點、燙金龍鳳那種，我未婚夫想要極簡、只放英文名字，我們還沒喬好，這個先跳過好了😅"
      },
      "otherwise": "都可以，沒特別想法",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "結婚",
            "喜帖"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台南"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "喜帖",
            "迎賓板",
            "謝卡",
            "電子"
          ]
        },
        "colors_and_elements": {
          "said": 2,
          "text": [
            "酒紅",
            "金色",
            "囍"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "喜氣",
            "俗"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "親戚長輩",
            "同事朋友"
          ]
        },
        "key_considerations": {
          "said": 3,
          "text": [
            "60x90",
            "西式信封"
          ]
        },
        "expected_deadline": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-02-28",
            "relation": "by"
          }
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "LINE",
            "兩個都要看過"
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
        "other_preferences": {
          "said": 5,
          "text": [
            "活版印刷"
          ]
        },
        "plans_after_project": {
          "said": 5,
          "text": [
            "滿月卡"
          ]
        },
        "preferred_style": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-commercial-zh-taichung-pet-grooming",
      "projectType": "commercial_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好～我在台中西區勤美附近開一間小小的寵物美容店，叫「毛球日常」，開三年了。現在店在二樓，這次要搬到隔壁巷子的一樓店面，想找人幫我們做整間的室內設計。店是我跟我男朋友一起顧的",
        "會想搬主要是因為Google評論一直有人寫「等候區太小，狗一直叫」、「一進門就有味道」，老實說他們講的都對😅 新的店希望等候區跟美容區可以分開，通風也要好一點",
        "風格的部分，我男友一直說要做工業風，水泥牆加鐵件那種，他覺得很帥，但我覺得太冷了，狗狗店不要那樣啦。我想要溫暖一點的木頭感，像去朋友家客廳那種放鬆的感覺。顏色我想用薄荷綠配原木",
        "空間的話，房東說有22坪，但那是連騎樓跟樓梯間都算進去，我自己拿捲尺量過，室內大概18坪左右。房東也講好了，後面那道牆不能打掉，招牌只能掛在原本的位置",
        "預算喔…之前有請一個統包來看，他報150萬，我差點昏倒。我們兩個自己算過，最多就80萬，含工程跟家具。另外招牌跟店裡的價目表也想請你們一起設計",
        "啊對，更新一下！昨天我姐來看新店面，她說薄荷綠很像牙醫診所，我想想真的有點像😂 所以顏色改成奶茶色配鼠尾草綠好了，原木還是要留。然後最後拍板的是我啦，我男友負責盯工地"
      ],
      "whenAsked": {
        "brand_value": "我們想讓狗狗跟主人進來都不要緊張，像來朋友家串門子，不是來看醫生",
        "target_audience": "大部分是附近的上班族跟年輕女生，養貴賓、柴犬這種中小型犬，也有不少阿公阿嬤帶老狗來",
        "competitive_advantage": "我們是一對一預約制，不關籠，一次只服務一隻，很多客人就是因為這樣才來的",
        "unique_design": "想要美容區用大片玻璃隔起來，主人坐在等候區就看得到自己的狗在洗澡，會比較安心",
        "opening_date": "開幕時間真的還不知道耶，要等房東把前一個租客的東西清掉我們才能進場",
        "number_of_visits": "現場的話來看個兩三次應該就夠了吧"
      },
      "otherwise": "都可以，沒特別想法",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "寵物美容",
            "一樓店面"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "台中西區",
            "勤美"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "等候區",
            "通風"
          ]
        },
        "preferred_style": {
          "said": 2,
          "text": [
            "溫暖",
            "木頭感",
            "朋友家客廳"
          ]
        },
        "space_size": {
          "said": 3,
          "value": {
            "kind": "number_with_unit",
            "amount": 18,
            "unit": "ping"
          }
        },
        "key_considerations": {
          "said": 3,
          "text": [
            "不能打掉",
            "招牌"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 800000,
            "currency": "TWD",
            "bound": "at_most"
          }
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "招牌",
            "價目表"
          ]
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "奶茶色",
            "鼠尾草綠",
            "原木"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "拍板",
            "盯工地"
          ]
        },
        "brand_value": {
          "said": "asked",
          "text": [
            "不要緊張",
            "串門子"
          ]
        },
        "target_audience": {
          "said": "asked",
          "text": [
            "上班族",
            "中小型犬",
            "老狗"
          ]
        },
        "competitive_advantage": {
          "said": "asked",
          "text": [
            "一對一預約制",
            "不關籠"
          ]
        },
        "unique_design": {
          "said": "asked",
          "text": [
            "大片玻璃",
            "看得到"
          ]
        },
        "opening_date": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-exhibition-zh-shetou-socks-nangang",
      "projectType": "exhibition_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "您好～我們是彰化社頭做襪子的工廠，叫「織暖」，到我這邊是第三代了。今年4月要第一次自己參加台北國際運動用品展，在南港展覽館一館，想找人幫忙設計攤位。以前都是跟著公會的聯合攤位走，這次自己出來",
        "主辦單位那邊說我們分到兩個標準攤位，3x6米，開展是4/15，進場是4/13",
        "我爸的想法是攤位要擺滿，越多款越好，他說這樣客人才知道我們什麼都能做。但我真的覺得擺滿很像夜市😅 我想要乾淨一點，像選物店那樣，少量但每一款都看得清楚",
        "這次主要想接歐洲跟日本的運動品牌，做OEM代工。我哥一直說要顧國內經銷商，但國內那塊他自己跑就好，攤位是要給國外採購看的。我們的優勢是自己有染廠，小量也可以做，300雙就能開單",
        "預算的話，去年公會介紹的展場公司跟我們說3x6起碼要70萬，我爸聽完直接說不要超過50萬，這個我也同意，50萬以內就好",
        "更新！主辦剛剛寄信來，說進場改成4/14，因為前面有別的展要撤。另外型錄跟名片也想請你們一起設計。攤位如果可以拆了再用就更好，下半年我們可能還會去德國參展"
      ],
      "whenAsked": {
        "brand_value": "我們三代都在做襪子，就是很實在，希望買家來攤位會覺得這家很可靠、做事很細",
        "unique_design": "我想做一整面襪子牆，照顏色排，像色票一樣，買家可以直接伸手摸材質",
        "water_electricity_supply": "只要電就好，燈跟一台展示用的平板，不需要水",
        "key_considerations": "要有一個可以坐下來談單的小桌子，還有展品要能鎖起來，去年聯合攤位被拿走好幾雙",
        "exit_date": "撤場時間主辦還沒公告耶，說要等三月的參展說明會，我現在也不知道",
        "colors_and_elements": "品牌色是深藍色，可以再加一點橘色"
      },
      "otherwise": "都可以，沒特別想法",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "襪子",
            "第一次自己參加"
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
        "opening_date": {
          "said": 1,
          "value": {
            "kind": "date",
            "date": "2026-04-15",
            "relation": "on"
          }
        },
        "preferred_style": {
          "said": 2,
          "text": [
            "乾淨",
            "選物店",
            "少量"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "歐洲",
            "日本",
            "OEM"
          ]
        },
        "competitive_advantage": {
          "said": 3,
          "text": [
            "染廠",
            "300雙"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 500000,
            "currency": "TWD",
            "bound": "at_most"
          }
        },
        "entry_date": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-14",
            "relation": "on"
          }
        },
        "other_design_requirements": {
          "said": 5,
          "text": [
            "型錄",
            "名片"
          ]
        },
        "plans_after_project": {
          "said": 5,
          "text": [
            "德國"
          ]
        },
        "brand_value": {
          "said": "asked",
          "text": [
            "三代",
            "實在",
            "可靠"
          ]
        },
        "unique_design": {
          "said": "asked",
          "text": [
            "襪子牆",
            "色票",
            "摸材質"
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
          "text": [
            "談單",
            "鎖"
          ]
        },
        "exit_date": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-residential-zh-tainan-townhouse-family",
      "projectType": "residential_space",
      "language": "zh-TW",
      "utcOffsetMinutes": 480,
      "messages": [
        "你好，想問老房子翻新。是我爸媽在台南東區的透天厝，三層樓，我爸民國80年自己蓋的，今年剛好35年。我跟我老婆、兩個小孩原本住台北，打算搬回台南跟我媽一起住",
        "家裡會有我們夫妻、一個國小一個幼稚園的小孩，我媽今年72，還有一隻橘貓。我媽膝蓋不好，她一直講「樓梯每天爬很痛」，所以她的房間一定要移到一樓，浴室也要止滑、有扶手",
        "現在最大的問題是屋子中間很暗，只有前後有窗，二樓還有好幾面牆有壁癌。格局是一樓客廳、廚房跟一間小廁所，二樓三間房一套衛浴，三樓是神明廳跟一間儲藏室。權狀三層加起來大約48坪",
        "風格的話，我弟一直叫我整個打掉重做，弄成那種飯店風，我覺得不要。我跟我老婆都喜歡簡單、好整理的，帶一點老屋的味道就好。顏色喔…我老婆想要全白，我媽說全白像醫院，要米黃色，兩個還在喬，我不敢插嘴😅",
        "預算我們夫妻先抓250萬。之前找水電師傅來看過，他說管線全部要換再加屋頂防水，光這樣就要80萬；還有一個統包說整棟做完500萬起跳，那個我們真的沒辦法",
        "我老婆在家接翻譯的案子，需要一間可以關門的工作室，不然小孩吵到不行。週末阿姨舅舅他們常常回來吃飯，一樓餐桌要坐得下10個人。另外我爸留下一整櫃的黑膠唱片，想找個地方好好放",
        "更新：昨晚跟我老婆再算一次，她說250萬太緊，光管線就吃掉80萬，她那邊可以再出50萬，所以預算最多300萬。然後希望8月底前可以搬進去，小孩9月要在台南開學"
      ],
      "whenAsked": {
        "colors_and_elements": "顏色真的還沒定，我老婆跟我媽還在喬，等她們有結論再跟你說",
        "memorable_moments": "小時候過年全家會在三樓神明廳拜拜，然後在騎樓烤肉，希望那種熱鬧的感覺還在",
        "other_design_requirements": "有需要的話家具跟燈也可以幫我們挑",
        "collaboration_notes": "我人還在台北，平常LINE聯絡就好，大決定我跟我老婆一起做，我媽的房間要給她自己看過"
      },
      "otherwise": "都可以，沒特別想法",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "透天厝",
            "翻新",
            "搬回台南"
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
            "台南東區"
          ]
        },
        "age": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 35,
            "unit": "years"
          }
        },
        "target_audience": {
          "said": 1,
          "text": [
            "小孩",
            "我媽",
            "橘貓"
          ]
        },
        "key_considerations": {
          "said": 1,
          "text": [
            "一樓",
            "止滑",
            "扶手"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "很暗",
            "壁癌"
          ]
        },
        "layout": {
          "said": 2,
          "text": [
            "三間房",
            "神明廳",
            "小廁所"
          ]
        },
        "space_size": {
          "said": 2,
          "value": {
            "kind": "number_with_unit",
            "amount": 48,
            "unit": "ping"
          }
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "簡單",
            "好整理",
            "老屋的味道"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        },
        "lifestyle": {
          "said": 5,
          "text": [
            "翻譯",
            "工作室",
            "吃飯"
          ]
        },
        "important_collections": {
          "said": 5,
          "text": [
            "黑膠唱片"
          ]
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
        "move_in_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-08-31",
            "relation": "by"
          }
        }
      }
    },
    {
      "id": "heldout130-brand-ko-jeonju-tteok",
      "projectType": "brand_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 전주 서신동에서 어머니가 20년 넘게 하신 떡집을 올해부터 제가 물려받게 돼서 연락드려요. 가게 이름은 '달보드레'인데, 외할머니가 생전에 '떡은 달보드레해야 된다'(달달하고 부드럽다는 순우리말이래요)는 말을 입버릇처럼 하셨대요. 어머니는 간판만 새로 달면 된다고 하시는데, 저는 이왕 하는 거 이름은 그대로 두고 로고부터 브랜드 전체를 새로 하고 싶어요.",
        "단골 어르신들은 '떡은 맛있는데 간판만 봐선 뭐 파는 집인지 모르겠다'고 하시고, 네이버 리뷰에도 '포장이 너무 옛날 스타일이라 선물하기 애매하다'는 말이 계속 올라와요 ㅠ 주력은 쑥인절미랑 바람떡이고, 돌·답례떡 주문 제작에 요즘은 앙금 떡케이크도 해요. 선물하고 싶은 떡집이 되는 게 목표예요.",
        "스타일은요, 친구가 요즘 뜨는 '힙한 레트로' 감성으로 가라고 엄청 밀었는데 그건 저희 가게랑 안 맞는 것 같아요. 저는 차분하고 정갈한 느낌, 한지 질감 같은 게 좋아요. 색은 어머니는 지금 간판 빨간색을 꼭 살리자 하시고 저는 쑥색을 쓰고 싶어서 아직 못 정했어요.",
        "지금 손님은 거의 동네 어르신들인데, 앞으로는 명절 선물이나 답례품 찾는 30~40대 직장인들이 많이 사 갔으면 좋겠어요. 상표는 작년에 세무사님이 '이름 뺏기기 전에 상표부터 등록하라'고 하셨는데 아직 못 했어요. 그것도 같이 도와주시면 좋겠어요! 잘 되면 나중에 한옥마을 쪽에 2호점 내는 게 꿈이에요 ㅎㅎ",
        "로고 말고도 떡 포장 스티커, 쇼핑백, 간판까지 같이 해주셨으면 해요. 일정은 설 대목 전에 바꾸고 싶어서 2월 10일까지는 끝났으면 좋겠는데 가능할까요? 시안 나오면 최종 결정은 제가 하는데, 어머니한테도 꼭 보여드리고 의견 들어야 해요.",
        "방금 어머니랑 통화했는데요, 설 전은 너무 빠듯하니까 서두르지 말고 3월 말까지 제대로 하라고 하시네요. 저도 그게 맞는 것 같아서 일정은 3월 말로 할게요. 그리고 색은 어머니가 빨간색 양보하셔서 쑥색으로 가기로 했어요! 대신 어머니가 쓰시던 떡살 문양은 꼭 넣어달래요, 그건 저도 좋아요."
      ],
      "whenAsked": {
        "brand_website": "인스타 계정이 있긴 한데 어머니가 관리하셔서 주소를 저도 정확히 모르겠어요 ㅠ 확인해보고 나중에 알려드릴게요.",
        "key_considerations": "어르신 단골들이 낯설어하지 않게 글씨는 크고 잘 읽혔으면 해요. 너무 세련되기만 하면 동네 분들이 부담스러워하실 것 같아서요.",
        "registration_status": "아직 안 했어요. 세무사님이 하라고만 하셨지 진행은 못 했어요.",
        "need_registration_assistance": "네, 등록도 도와주세요!"
      },
      "otherwise": "딱히 없어요~ 알아서 잘 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "떡집",
            "물려받",
            "로고"
          ]
        },
        "brand_name_story": {
          "said": 0,
          "text": [
            "외할머니",
            "달보드레"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "서신동"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "선물",
            "포장"
          ]
        },
        "products_or_services": {
          "said": 1,
          "text": [
            "쑥인절미",
            "바람떡",
            "떡케이크"
          ]
        },
        "preferred_style": {
          "said": 2,
          "text": [
            "차분",
            "정갈",
            "한지"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "30",
            "직장인"
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
          "said": 3,
          "value": {
            "kind": "yes_no",
            "value": true
          }
        },
        "plans_after_project": {
          "said": 3,
          "text": [
            "2호점"
          ]
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "스티커",
            "쇼핑백",
            "간판"
          ]
        },
        "collaboration_notes": {
          "said": 4,
          "text": [
            "최종 결정",
            "어머니"
          ]
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-03-31",
            "relation": "by"
          }
        },
        "colors_and_elements": {
          "said": 5,
          "text": [
            "쑥색",
            "떡살"
          ]
        },
        "brand_website": {
          "said": "asked",
          "skipped": true
        },
        "key_considerations": {
          "said": "asked",
          "text": [
            "글씨",
            "어르신"
          ]
        }
      }
    },
    {
      "id": "heldout130-packaging-ko-pyeongchang-perilla",
      "projectType": "packaging_design",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요, 강원도 평창 봉평에서 아버지 때부터 40년째 방앗간 하고 있는 사람입니다. 저희 집 들기름을 이번에 제대로 이름 붙여서 팔아보려고 포장 디자인 문의드려요. 지금까지는 그냥 빈 소주병 같은 데 담아서 장날에 팔았거든요.",
        "국산 들깨를 볶지 않고 저온으로 짠 생들기름이에요. 나물 무칠 때나 계란밥에 한 숟갈 넣어 드시는 분들이 많아요. 형님은 참기름도 같이 내자고 하는데, 일단은 들기름 하나만 제대로 하려고요. 보통 들기름보다 향이 순하고 쓴맛이 없는 게 저희 자랑입니다.",
        "병은 빛 안 들어가게 350ml 갈색 유리병에 라벨 붙이고, 명절엔 두 병 들어가는 선물세트 박스도 만들고 싶어요. 파는 곳은 네이버 스마트스토어랑 봉평 장날이고, 농협 하나로마트 입점도 준비 중이에요. 손님들이 '병에 아무것도 안 써 있어서 언제 짠 건지 모르겠다'고 자주 물어보셔서 착유일이 잘 보였으면 좋겠어요.",
        "디자인 일 하는 조카가 'PERILLA OIL' 영어로 크게 쓰고 완전 모던하게 가자고 시안까지 그려 왔는데, 장날 오시는 어르신들이 못 알아보세요 ㅎㅎ 저는 한글로 큼직하게, 시골 방앗간다운 정직하고 믿음 가는 느낌이 좋아요. 주 고객은 건강 챙기는 40~60대 주부님들인데, 아내 말로는 요즘 30대 신혼부부들도 들기름 많이 찾는대요. 듣고 보니 맞는 말이라 그쪽도 잡고 싶습니다.",
        "하나로마트 입점 심사가 4월 초라서 3월 15일까지는 디자인이 끝나야 해요. 택배로 보낼 때 병 깨지는 게 제일 걱정이라 택배 박스도 같이 봐주시면 좋겠어요.",
        "아 그리고 어제 농협 담당자분이랑 통화했는데, 마트에서는 350ml보다 250ml가 훨씬 잘 나간다고 하더라고요. 그래서 병은 250ml로 바꾸겠습니다. 선물세트는 그대로 두 병 들이로요."
      ],
      "whenAsked": {
        "colors_and_elements": "색은 아내는 깔끔하게 초록색으로 하자 하고 저는 들깨 닮은 짙은 갈색이 좋아서 아직 결론이 안 났어요. 솔직히 뭐가 나을지 모르겠네요.",
        "key_considerations": "택배로 보낼 때 병이 깨지지 않는 게 제일 중요해요.",
        "preferred_materials": "병은 빛 막아주는 갈색 유리병이요."
      },
      "otherwise": "딱히 없습니다. 알아서 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "방앗간",
            "들기름"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "평창"
          ]
        },
        "product_description": {
          "said": 1,
          "text": [
            "저온",
            "나물"
          ]
        },
        "unique_selling_point": {
          "said": 1,
          "text": [
            "순하",
            "쓴맛"
          ]
        },
        "packaging_form": {
          "said": 2,
          "value": {
            "kind": "choice",
            "selected": [
              "bottle_jar",
              "label",
              "gift_set"
            ]
          }
        },
        "preferred_materials": {
          "said": 2,
          "text": [
            "유리병"
          ]
        },
        "sales_channels": {
          "said": 2,
          "text": [
            "스마트스토어",
            "장날",
            "하나로마트"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "착유일"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "한글",
            "정직",
            "믿음"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "주부",
            "신혼부부"
          ]
        },
        "expected_deadline": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-03-15",
            "relation": "by"
          }
        },
        "other_design_requirements": {
          "said": 4,
          "text": [
            "택배 박스"
          ]
        },
        "key_considerations": {
          "said": 4,
          "text": [
            "깨지"
          ]
        },
        "specification": {
          "said": 5,
          "text": [
            "250",
            "병"
          ]
        },
        "colors_and_elements": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-website-ko-gyeongju-hanok-stay",
      "projectType": "website",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요. 경주 황리단길에서 한옥 게스트하우스 '달빛채'를 12년째 하고 있어요. 방은 다섯 개고요. 지금은 예약을 에어비앤비랑 네이버로만 받는데 수수료가 너무 나가서, 저희 홈페이지에서 직접 예약 받을 수 있게 만들고 싶어요.",
        "예전에 조카가 만들어준 사이트(dalbitchae.co.kr)가 있긴 한데 몇 년째 손을 안 대서 폰으로 보면 다 깨져요. 딸은 '엄마 그냥 인스타랑 에어비앤비면 충분해' 하는데, 저는 우리 집 얘기를 제대로 보여줄 데가 있었으면 좋겠어요. 사진도 다 옛날 거라 새로 찍어야 할 것 같은데, 촬영도 같이 해주시나요?",
        "손님은 주로 20~30대 커플이나 친구끼리 오는 여행객이고, 절반 이상이 외국분들이라 한국어랑 영어 두 개로 해야 할 것 같아요. 구글 리뷰에 'hard to find the entrance' 이런 말이 자꾸 올라와서 오시는 길은 사진이랑 같이 아주 자세히 넣고 싶고요. 페이지는 객실 소개, 예약, 오시는 길, 주변 가볼 만한 곳 정도면 될 것 같아요.",
        "예약이 에어비앤비랑 겹치면 큰일 나요. 작년에 이중 예약이 한 번 나서 손님한테 얼마나 죄송했는지 몰라요. 그래서 달력 연동되는 게 제일 중요해요. 디자인은 딸이 하얗고 미니멀하게 인스타 감성으로 하라는데 그건 너무 차갑고, 저는 나무랑 창호지 느낌 나는 따뜻한 한옥 분위기가 좋아요. 사진을 크게 크게 쓰자는 건 딸 말이 맞는 것 같고요.",
        "예산은요, 남편은 300만 원이면 된다는데 알아보니 그걸로는 어림도 없더라고요. 어떤 업체는 1,200만 원 부르던데 그건 너무 비싸고, 저는 500만 원까지는 쓸 생각 있어요. 4월 벚꽃 시즌 손님을 받아야 해서 3월 20일까지는 열었으면 좋겠어요.",
        "아 참, 딸이랑 통화했는데 요즘은 일본 손님이 제일 많대요. 예약 내역 보니까 진짜 그렇더라고요. 그래서 언어는 일본어까지 세 개로 할게요. 딸이 서울에 있어서 진행 상황은 카톡방 하나 만들어서 딸이랑 같이 봐주시면 좋겠고, 결정은 제가 해요."
      ],
      "whenAsked": {
        "competitors": "경쟁 업체 홈페이지는 따로 본 적이 없어서 잘 모르겠어요.",
        "category": "예약 받는 사이트요.",
        "key_considerations": "에어비앤비 예약이랑 달력 연동돼서 이중 예약 안 나는 거요."
      },
      "otherwise": "딱히 없어요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "한옥 게스트하우스",
            "12년"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "황리단길"
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
            "수수료",
            "직접 예약"
          ]
        },
        "url": {
          "said": 1,
          "text": [
            "dalbitchae.co.kr"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "촬영"
          ]
        },
        "target_audience": {
          "said": 2,
          "text": [
            "커플",
            "외국"
          ]
        },
        "main_pages": {
          "said": 2,
          "text": [
            "객실",
            "예약",
            "오시는 길",
            "주변"
          ]
        },
        "key_considerations": {
          "said": 3,
          "text": [
            "에어비앤비",
            "연동"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "나무",
            "창호지",
            "한옥"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 5000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "expected_deadline": {
          "said": 4,
          "value": {
            "kind": "date",
            "date": "2026-03-20",
            "relation": "by"
          }
        },
        "languages": {
          "said": 5,
          "text": [
            "한국어",
            "영어",
            "일본어"
          ]
        },
        "collaboration_notes": {
          "said": 5,
          "text": [
            "카톡",
            "딸"
          ]
        },
        "competitors": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-other-ko-incheon-market-mascot",
      "projectType": "other",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요, 인천 중구 신포국제시장 상인회 총무 맡고 있는 사람입니다. 저는 시장에서 만두집 하고요. 이번에 구청 전통시장 활성화 지원사업에 저희 시장이 뽑혀서, 시장 마스코트 캐릭터를 만들어보려고 연락드렸어요.",
        "캐릭터 하나 만들고, 그걸로 장바구니, 시장 입구 현수막, 가게마다 붙일 스티커까지 해주셨으면 해요. 손님들이 '닭강정 하나 사고 바로 간다'는 말을 진짜 많이 하세요. 실제로 안쪽 골목 가게들은 손님이 거의 없어요. 캐릭터 따라서 시장 구석구석 돌아보게 만드는 게 목표예요.",
        "대학생 서포터즈 친구들은 갈매기 캐릭터로 하자는데, 갈매기는 어딜 가나 있어서 별로예요. 저는 쫄면이 신포에서 처음 생겼다는 얘기가 있으니까 쫄면 면발 캐릭터가 재밌을 것 같고요. 회장님은 '시장이 유치해 보이면 안 된다' 하시는데, 상인분들 투표해보니까 귀여운 쪽이 훨씬 많았어요. 그래서 귀여운데 친근한 느낌으로 갑니다.",
        "색은 구청 담당자분이 바로 옆이 차이나타운이라 빨간색 쓰면 구분이 안 된다고 빼자고 하셨는데 저도 같은 생각이에요. 항구 동네니까 바다 같은 파란색 계열이면 좋겠어요. 손님은 주말에 인천 여행 오는 20~30대, 차이나타운이랑 동화마을 들렀다 오는 관광객들이요.",
        "일정은 구청 사업 정산이 5월이라 5월 말까지만 나오면 돼요. 매달 첫째 주 화요일에 상인회 회의가 있어서 그때 시안 보여주시면 되고, 최종 결정은 회장님이랑 임원 세 분이 같이 해요. 시장에는 두 번 정도는 직접 오셔서 분위기 보셔야 할 거예요.",
        "방금 구청 담당자한테 전화 왔는데 결과물은 4월 30일까지 제출해야 된대요. 정산 전에 검수 기간이 있다고요 ㅠ 일정 좀 당겨주셔야겠어요. 그리고 반응 좋으면 나중에 이 캐릭터로 카톡 이모티콘도 내보고 싶어요."
      ],
      "whenAsked": {
        "key_considerations": "그건 상인회 회의를 해봐야 알 것 같아요. 지금은 뭐라고 딱 말씀드리기가 어렵네요.",
        "collaboration_notes": "매달 첫째 주 화요일 상인회 회의 때 시안 보여주시면 되고, 결정은 회장님이랑 임원 세 분이 해요."
      },
      "otherwise": "딱히 없어요. 알아서 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "상인회",
            "지원사업"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "인천",
            "신포"
          ]
        },
        "other_design_requirements": {
          "said": 1,
          "text": [
            "캐릭터",
            "장바구니",
            "현수막",
            "스티커"
          ]
        },
        "problem_need": {
          "said": 1,
          "text": [
            "골목",
            "구석구석"
          ]
        },
        "preferred_style": {
          "said": 2,
          "text": [
            "귀여운",
            "친근"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "빨간색",
            "파란색"
          ]
        },
        "target_audience": {
          "said": 3,
          "text": [
            "20",
            "관광객"
          ]
        },
        "collaboration_notes": {
          "said": 4,
          "text": [
            "화요일",
            "임원"
          ]
        },
        "number_of_visits": {
          "said": 4,
          "value": {
            "kind": "number_with_unit",
            "amount": 2,
            "unit": "times"
          }
        },
        "expected_deadline": {
          "said": 5,
          "value": {
            "kind": "date",
            "date": "2026-04-30",
            "relation": "by"
          }
        },
        "plans_after_project": {
          "said": 5,
          "text": [
            "이모티콘"
          ]
        },
        "key_considerations": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-commercial-ko-dongmyeong-salon",
      "projectType": "commercial_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요! 광주 동구 동명동에서 미용실 하고 있는데요, 지금 가게 바로 건너편 건물 2층으로 확장 이전하게 돼서 인테리어 문의드려요. 같이 일하는 디자이너 언니랑 둘이 공동으로 운영하고 있어요. 새 자리는 22평이에요.",
        "네이버 리뷰 보면 손님들이 '대기할 데가 없어서 서서 기다렸다', '샴푸대 의자가 불편하다' 이런 얘기를 진짜 많이 쓰세요 ㅠㅠ 그래서 이번엔 대기 공간이랑 샴푸실은 꼭 제대로 만들고 싶어요. 손님은 주로 20대 후반에서 30대 직장인 여자분들이고 퇴근하고 많이 오세요.",
        "스타일은요, 엄마는 미용실은 화사해야 된다고 자꾸 핑크로 하라는데 ㅋㅋ 그건 저희 느낌이 전혀 아니에요. 언니가 베이지랑 우드 섞은 차분한 톤 얘기했는데 저도 그게 맞는 것 같아요. 호텔 라운지처럼 조용하고 편한 느낌이요.",
        "예산은 전에 다른 업체에서 견적 받았을 때 4,500 나왔는데 그건 저희한테 너무 무리고요. 세무사님이 3천 안쪽으로 맞추라고 하셔서 저희도 3천만 원까지로 생각하고 있어요. 그리고 건물주 아저씨가 외벽에 돌출 간판은 절대 안 되고 창문 시트만 된대요. 그래서 간판이랑 창문 시트 디자인도 같이 부탁드리고 싶어요.",
        "저희가 동네에서 '펌 잘하는 집'으로 소문이 났어요 ㅎㅎ 다른 데서 망친 머리 고치러 오시는 분들도 많고요. 언니랑 저 둘 다 경력 12년이고 1:1 예약제로만 받아요. 오픈은 3월 초로 생각하고 있어요, 지금 가게 계약이 2월 말에 끝나서요.",
        "아 방금 건물주한테 연락 왔는데 전 세입자가 2월 중순에나 빠진대요 ㅠ 공사 기간 생각하면 오픈은 4월 1일로 미뤄야 할 것 같아요. 지금 가게는 한 달 연장하기로 했고요. 결정은 언니랑 저 둘이 같이 하니까 카톡 단톡방 만들어서 진행 상황 공유해주시면 좋겠어요."
      ],
      "whenAsked": {
        "brand_value": "음… 머리 하러 왔다가 푹 쉬고 가는 곳이요. 손님들이 힐링하고 간다는 말 해주실 때 제일 좋더라고요.",
        "unique_design": "특별히 생각해둔 건 아직 없어요. 뭐가 좋을지 잘 모르겠어서 추천해주시면 좋겠어요 ㅎㅎ",
        "key_considerations": "간판 규정 꼭 지켜야 하고, 쉬는 기간이 길어지면 안 돼요.",
        "number_of_visits": "현장은 두세 번 정도 와주시면 될 것 같아요."
      },
      "otherwise": "딱히 없어요~",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "미용실",
            "확장 이전"
          ]
        },
        "address": {
          "said": 0,
          "text": [
            "동구 동명동"
          ]
        },
        "space_size": {
          "said": 0,
          "value": {
            "kind": "number_with_unit",
            "amount": 22,
            "unit": "pyeong"
          }
        },
        "problem_need": {
          "said": 1,
          "text": [
            "대기 공간",
            "샴푸실"
          ]
        },
        "target_audience": {
          "said": 1,
          "text": [
            "직장인",
            "퇴근"
          ]
        },
        "preferred_style": {
          "said": 2,
          "text": [
            "차분한",
            "호텔 라운지"
          ]
        },
        "colors_and_elements": {
          "said": 2,
          "text": [
            "베이지",
            "우드"
          ]
        },
        "budget": {
          "said": 3,
          "value": {
            "kind": "money",
            "amount": 30000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "key_considerations": {
          "said": 3,
          "text": [
            "돌출 간판"
          ]
        },
        "other_design_requirements": {
          "said": 3,
          "text": [
            "간판",
            "창문 시트"
          ]
        },
        "competitive_advantage": {
          "said": 4,
          "text": [
            "펌 잘하는",
            "1:1 예약제"
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
          "said": 5,
          "text": [
            "카톡 단톡방",
            "둘이 같이"
          ]
        },
        "brand_value": {
          "said": "asked",
          "text": [
            "힐링"
          ]
        },
        "unique_design": {
          "said": "asked",
          "skipped": true
        }
      }
    },
    {
      "id": "heldout130-exhibition-ko-kintex-pet-treats",
      "projectType": "exhibition_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요, 청주에서 강아지·고양이 수제 간식 만드는 '보리네부엌' 마케팅 담당 정하은입니다. 3월에 일산 킨텍스에서 하는 펫 박람회에 처음으로 부스 내게 돼서 디자인이랑 시공 맡아주실 곳 찾고 있어요. 신제품 동결건조 간식 라인을 처음 공개하는 자리예요.",
        "박람회는 3월 13일 금요일부터 15일 일요일까지고, 설치는 전날인 12일에 들어가요. 부스는 2개 붙여서 3×6, 18제곱미터 받았어요. 주최측에서 높이 제한 3m라고 그거 넘으면 안 된다고 하더라고요.",
        "대표님이 이번엔 무조건 시식을 하자고 하셔서 시식 코너는 꼭 있어야 해요. 저도 동의하는 게, 박람회 가보면 사람들이 먹어봐야 사 가더라고요. 보호자분들이 강아지 데리고 오시니까 강아지가 직접 맛볼 수 있게 바닥 높이에 시식대가 있으면 귀여울 것 같아요 ㅎㅎ",
        "전기는 냉동고랑 조명만 쓰니까 전기만 있으면 될 것 같아요. 작년에 참관 갔을 때 보니까 다른 간식 부스 앞에서 사람들이 '안이 좁아서 못 들어가겠다' 하면서 그냥 지나가더라고요. 저희는 앞이 확 트여서 들어오기 편한 부스였으면 좋겠어요.",
        "스타일은 대표님이 원목 가구 느낌으로 내추럴하게 가자 하시는데 저도 좋아요. 근데 색은 좀 애매해요 ㅠ 대표님은 로고색인 초록을 크게 쓰자 하시고 디자인팀은 신제품 패키지가 오렌지라 오렌지로 가자 해서 아직 결정을 못 했어요. 작년에 다른 회사 부스 했던 업체한테 물어보니까 목공으로 짜면 2천은 든다던데, 대표님이 그건 너무 비싸다고 하셨어요.",
        "아 방금 대표님이랑 회의했는데, 시식하면 그릇 헹구고 손 씻을 물이 있어야 된다고 수도도 신청하자고 하셔서요. 전기랑 수도 둘 다 필요한 걸로 바꿔주세요! 주최측 수도 신청 마감이 2월 6일이래요.",
        "타깃은 일반 관람객, 20~40대 반려인분들이 제일 중요하고요, 펫샵 바이어분들도 오시면 좋고요. 반응 좋으면 가을에 부산 박람회도 나갈 생각이라 부스를 재사용할 수 있으면 좋겠어요."
      ],
      "whenAsked": {
        "brand_value": "우리 애들한테 먹이는 걸 만든다는 마음이요. 원재료 하나하나 다 보여드릴 수 있는 투명한 브랜드라는 걸 느끼셨으면 해요.",
        "budget": "예산은 아직 대표님 결재가 안 나서 모르겠어요. 정해지면 바로 말씀드릴게요.",
        "exit_date": "철수 일정은 주최측 공지가 아직 안 나와서 잘 모르겠어요.",
        "key_considerations": "높이 제한 꼭 지켜야 하고, 냉동고 들어갈 자리 확보해주세요.",
        "colors_and_elements": "색은 아직 결정 못 했어요. 대표님이랑 디자인팀이 정하면 알려드릴게요.",
        "other_design_requirements": "리플렛이랑 시식 컵에 붙일 스티커도 해주시면 좋겠어요."
      },
      "otherwise": "딱히 없어요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "수제 간식",
            "동결건조"
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
            "date": "2026-03-13",
            "relation": "on"
          }
        },
        "entry_date": {
          "said": 1,
          "value": {
            "kind": "date",
            "date": "2026-03-12",
            "relation": "on"
          }
        },
        "space_size": {
          "said": 1,
          "value": {
            "kind": "number_with_unit",
            "amount": 18,
            "unit": "m2"
          }
        },
        "key_considerations": {
          "said": 1,
          "text": [
            "높이 제한"
          ]
        },
        "unique_design": {
          "said": 2,
          "text": [
            "시식",
            "바닥 높이"
          ]
        },
        "problem_need": {
          "said": 3,
          "text": [
            "확 트여서",
            "들어오기 편한"
          ]
        },
        "preferred_style": {
          "said": 4,
          "text": [
            "원목 가구",
            "내추럴"
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
        "target_audience": {
          "said": 6,
          "text": [
            "일반 관람객",
            "반려인"
          ]
        },
        "plans_after_project": {
          "said": 6,
          "text": [
            "부산",
            "재사용"
          ]
        },
        "brand_value": {
          "said": "asked",
          "text": [
            "투명한"
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
    {
      "id": "heldout130-residential-ko-jeonju-seohak-house",
      "projectType": "residential_space",
      "language": "ko-KR",
      "utcOffsetMinutes": 540,
      "messages": [
        "안녕하세요. 전주 완산구 서학동에 있는 오래된 2층 단독주택을 샀어요. 1988년에 지었으니까 38년 됐네요. 전체 리모델링 하려고 알아보는 중이에요. 엄마랑 둘이 살 집이에요.",
        "1층에 방 2개, 거실, 부엌, 화장실 하나 있고 2층에 방 하나랑 작은 거실, 화장실 하나 있어요. 엄마가 일흔셋이신데 무릎이 안 좋으셔서 엄마 방은 1층에 두려고요. 남동생은 계단 있는 집은 위험하니까 1층만 쓰고 2층은 세 주라는데, 저는 2층을 제 작업실 겸 방으로 쓸 거예요.",
        "저는 번역 일을 해서 집에서 거의 하루 종일 일하고요, 엄마는 아침마다 마당 화초 돌보시고 요리하시는 걸 제일 좋아하세요. 근데 지금 부엌이 집 뒤쪽 북향이라 낮에도 어둡고 추워요. 엄마가 부엌만큼은 창 있는 쪽으로 옮겨달래요, 설거지하면서 마당 보고 싶으시대요. 그건 꼭 해드리고 싶어요.",
        "스타일은… 엄마 친구분이 요즘은 다 하얗게 한다고 화이트로 하라 그러셨다는데, 벽은 화이트 괜찮은데 바닥까지 하얀 건 싫어요. 바닥은 따뜻한 원목으로요. 전체적으로는 옛날 집 느낌을 좀 살리고 싶어요. 천장 뜯었을 때 서까래 나오면 그대로 살려주셨으면 좋겠어요.",
        "예산은 아는 분 소개로 시공업체 한 군데 견적 받아봤는데 1억 2천 부르더라고요. 그건 저희 형편에 안 되고 8천만 원 안에서 하고 싶어요. 그리고 건축사님이 집 보고 가셨는데 1층 거실이랑 부엌 사이 벽은 구조벽이라 못 헌대요.",
        "입주는 6월쯤 생각하고 있어요. 지금 사는 전셋집이 5월 말까지라 한 달은 엄마랑 동생네 가 있으려고요.",
        "아 엄마랑 다시 얘기했는데 동생네서 한 달 신세 지는 게 너무 불편하시대요 ㅎㅎ 그래서 입주는 5월 말로 당겨야 할 것 같아요. 가능할까요? 그리고 엄마 재봉틀이랑 장독대는 꼭 자리가 있어야 해요."
      ],
      "whenAsked": {
        "space_size": "건물 평수는 솔직히 정확히 모르겠어요 ㅠ 서류 찾아봐야 알 것 같아요.",
        "key_considerations": "엄마 무릎 때문에 문턱 없애고 바닥 안 미끄럽게 해주세요. 구조벽은 건드리면 안 되고요.",
        "other_design_requirements": "마당 쪽 데크도 같이 봐주시면 좋겠어요.",
        "collaboration_notes": "결정은 엄마랑 같이 하니까 현장에서 엄마한테도 설명해주시면 좋겠어요."
      },
      "otherwise": "딱히 없어요. 알아서 해주세요.",
      "expected": {
        "project_background": {
          "said": 0,
          "text": [
            "단독주택",
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
            "amount": 38,
            "unit": "years"
          }
        },
        "address": {
          "said": 0,
          "text": [
            "완산구 서학동"
          ]
        },
        "layout": {
          "said": 1,
          "text": [
            "방 2개",
            "2층에 방 하나"
          ]
        },
        "target_audience": {
          "said": 1,
          "text": [
            "엄마",
            "무릎"
          ]
        },
        "lifestyle": {
          "said": 2,
          "text": [
            "번역",
            "화초",
            "요리"
          ]
        },
        "problem_need": {
          "said": 2,
          "text": [
            "북향",
            "어둡"
          ]
        },
        "preferred_style": {
          "said": 3,
          "text": [
            "옛날 집 느낌"
          ]
        },
        "colors_and_elements": {
          "said": 3,
          "text": [
            "화이트",
            "원목"
          ]
        },
        "budget": {
          "said": 4,
          "value": {
            "kind": "money",
            "amount": 80000000,
            "currency": "KRW",
            "bound": "at_most"
          }
        },
        "key_considerations": {
          "said": 4,
          "text": [
            "구조벽"
          ]
        },
        "move_in_date": {
          "said": 6,
          "value": {
            "kind": "date",
            "date": "2026-05-31",
            "relation": "by"
          }
        },
        "important_collections": {
          "said": 6,
          "text": [
            "재봉틀",
            "장독대"
          ]
        },
        "space_size": {
          "said": "asked",
          "skipped": true
        }
      }
    }
];
