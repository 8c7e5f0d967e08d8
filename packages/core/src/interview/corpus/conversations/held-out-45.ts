import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A forty-fifth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. People who tell it as a story: a scene, an
 * anecdote or a comparison instead of a plain answer, "like I said" and "same as above", questions answered
 * sideways, while still giving facts a designer files. Each writer's own notes follow, and each conversation has a
 * comment of what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (batch 45, "people who tell it as a story"): seven Americans who answer with a scene, an anecdote or a
   comparison before (or instead of) the plain fact, and who lean on "like I said" / "same as the other one". Tamika, 41,
   an ER nurse in Columbus OH, types long run-on messages after night shifts and explains her new 1956 ranch through her
   morning routine. Darnell, 45, a Memphis barber leaving a rented chair, types short, few apostrophes, and talks in
   memories of his granddaddy's shop. Walt, 63, a bamboo fly rod maker from Bozeman MT, writes full, slightly formal
   sentences and lets his daughter Jenna "do the books", so some answers come secondhand. Bunny, 66, a retired Georgia
   history teacher in Savannah, writes warm, punctuated paragraphs and answers the trademark question through her
   nephew. Kainoa, 38, an ex line cook in Honolulu, types lowercase with pidgin and emoji and tells the market auntie
   story. Gary, 57, a third-generation plumber in Northeast Minneapolis, is plain and a bit gruff and explains his
   website problem with the frozen-pipes lady from church. Marisol, 44, runs a breakfast burrito truck in Albuquerque,
   types fast with emoji and Spanish words and describes her truck by what her sister-in-law couldn't see. Every one of
   them mixes in other people's numbers, past years, other places and other dates that are not the project's. */
/* 寫作者說明：第 45 批的主題是「用講故事來回答的人」。七位台灣訪客都不太會直接回答問題，習慣先講一個畫面、一段往事或拿別的東西來比較，
   也常說「剛剛說過了」「跟上面一樣」，但故事裡都藏著可以歸檔的具體事實。台中北屯的國中國文老師（43 歲）標點齊全、一則寫很長，
   從「每天早上四個人搶一間廁所」講起；宜蘭羅東中藥行第三代（34 歲）不打標點、用空格斷句，拿京都老藥局跟阿公泡茶的往事來形容想要的店；
   彰化社頭襪廠二代（37 歲）中英夾雜、愛用 🤣，先講去年參展冷清的慘況，再直接貼主辦單位的日期；台東都蘭衝浪教練（29 歲）口語、哈哈不斷，
   品牌名稱的故事和顏色都用畫面回答（「早上六點的海」）；雲林西螺醬油廠老闆（61 歲）用語音輸入，整段不斷句、有同音錯字，講曬醬油的過程和以前的瓶子；
   桃園中壢駕訓班老闆娘（48 歲）用 ~ 和 🙏，拿上禮拜印尼小姐來報名的事說明為什麼要多語言；金門金城的退休校長（68 歲）用正式書信口吻，
   從大學生在村口問他屋頂為什麼翹起來講起。每段對話都夾了不屬於這個專案的數字、地名和日期（同事的裝修費、去年的攤位、老瓶子的容量、補助年份等）。 */
/* 작성자 노트: 45번 묶음의 주제는 "이야기로 대답하는 사람들"이다. 일곱 명 모두 질문에 곧장 답하기보다 장면·일화·비교로
   말하고("나이트 끝나고 아침 8시에 들어오면…", "작년 코엑스 때 기둥 뒤였어요"), 앞에서 한 말을 다시 가리키며
   ("아까 말씀드렸잖아요", "위에랑 같아요"), 몇몇 질문에는 돌려서 답한다(수도·전기 대신 "인덕션 3구는 돌려야 하고 설거지는
   공용 개수대", 상표 등록 대신 "그런 건 생각도 못 해봤네요"). 그래도 이야기 속에는 브리프에 적을 수 있는 사실이 분명히 있다.
   수원 영통의 38세 3교대 간호사(느낌표·ㅠㅠ·ㅋㅋ 많은 긴 메시지), 대구 범어동에 어머니 손만두 2호점을 여는 46세 사장
   (경상도 말투, "~예", "카던데"), 춘천 닭갈비 밀키트 회사의 36세 마케팅 팀장(정돈된 업무 말투에 ㅎㅎ), 광주 봉선동의 44세
   수의사(일화부터 꺼내는 수다형), 하동 악양으로 귀농한 31세 녹차 농가 손녀(이모티콘·줄임말·"뼈 맞음"), 인천 남동공단의
   52세 금형 회사 대표(짧고 무뚝뚝, 문장부호 적음), 통영 산양읍의 66세 전직 선장(띄어쓰기 들쭉날쭉, "허허", 말줄임표)이다.
   각 이야기에는 프로젝트와 상관없는 숫자·장소·날짜(친정 동네, 사촌형 치킨집 비용, 작년 전시회, 반려견의 나이, 곡우,
   호치민 전시회, 결혼기념일)가 섞여 있고, 이것들은 브리프에 들어가면 안 된다. */
export const fortyFifthHeldOutConversations: CorpusConversation[] = [
  {
    // Columbus, OH. Tamika Reynolds, 41, ER nurse, just bought a 1956 brick ranch in Clintonville with her husband
    // Marcus (IT, works from home), three kids and a beagle. Long run-on messages, "lol", explains the problem as a
    // scene (coming home after a night shift). Exercises: age given as a build year inside a story (1956 → 70 years),
    // detached house from "brick ranch", size with a basement set aside, budget next to the realtor's scary number, a
    // question back to the genie that also states a need (furniture), move-in date told through the lease and school.
    // NOT facts: the 12 hour shift and 7:40am, the kids' ages 14/9/6 as any size or date, the apartment's dining table,
    // the old owner's ham radio, the realtor's "50-60" for kitchens, the couch being 11 years old, closing Feb 27, school
    // starting in August, the lease ending in June (the move-in is "by July 1").
    id: 'heldout45-residential-en-columbus-nurse-morning-scene',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi! ok so we just bought a house, a 1956 brick ranch in Clintonville (Columbus) and it is CUTE but it's very 1956 lol. Picture this: I get home from a 12 hour shift at 7:40am, open the side door and there's nowhere to put anything, so my bag goes on the dryer, my shoes go on the floor and the dog knocks it all over. That's basically the whole house. We need a real renovation before we move in, mainly the kitchen, a mudroom type entry, and the hall bath",
      "Who's living there: me, my husband Marcus, our three kids (14, 9 and 6) and Biscuit who is a beagle with no manners. Marcus works from home, he does IT stuff, and right now his 'office' is the end of our dining table in the apartment. Every time he's on a video call somebody walks behind him eating cereal lol. I work nights so I sleep some days, the house has to let me sleep",
      "Layout is 3 bed 1.5 bath, a living room, and a little den off the kitchen that the old owner used for his ham radio stuff. Marcus already claimed it lol. It's about 1,400 sq ft not counting the basement. Oh and there's hardwood under the carpet in the bedrooms, the inspector peeked",
      "budget wise we're at about $85k for all of it. our realtor kept saying kitchens alone run 50-60 these days which scared me lol but we did the math and 85 is what we've got",
      "question, do you guys do furniture too? because we'll need it, our couch is 11 years old and has survived 3 kids and a beagle 😂",
    ],
    whenAsked: {
      property_category: "a house, like I said, single story brick ranch",
      preferred_style:
        "You know those old diners that got redone, where they kept the chrome and the checkered floor but it feels fresh? not THAT much but that idea. keep some of the 1956 charm, just make it work for a family in 2026. warm. not farmhouse, I'm so over shiplap",
      colors_and_elements:
        "my mom's kitchen had this mint green tile and I loved it as a kid so a little green would make me happy. NO gray floors, our apartment is gray everything and it feels like a waiting room. and like I said the hardwood under the carpet, I want that back",
      move_in_date:
        "We close at the end of February and our lease runs out June 30, so we need to be in by July 1 at the latest. the kids start at the new school in August and I don't want them starting from boxes",
      key_considerations:
        "Honestly the mudroom thing. I know it sounds small but if I can walk in after a night shift and everything has a spot, that's the whole win. And everything has to hold up to the kids and the dog, nothing precious",
      important_collections: "Marcus's records, maybe 300 of them, they live in milk crates right now lol",
      plans_after_project: "Marcus's mom might move in with us in a few years, so maybe the basement becomes her space someday",
      other_design_requirements: "yes furniture like I asked, and lighting, the kitchen has one sad ceiling light",
    },
    otherwise: "no preference really, whatever you think works",
    expected: {
      project_background: { said: 0, text: ['1956 brick ranch', 'renovation before we move in'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 70, unit: 'years' } },
      address: { said: 0, text: ['Clintonville'] },
      problem_need: { said: 0, text: ['nowhere to put anything'] },
      target_audience: { said: 1, text: ['three kids', 'beagle'] },
      lifestyle: { said: 1, text: ['works from home', 'I work nights'] },
      layout: { said: 2, text: ['3 bed 1.5 bath', 'den'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1400, unit: 'ft2' } },
      budget: { said: 3, value: { kind: 'money', amount: 85000, currency: 'USD' } },
      other_design_requirements: { said: 4, text: ['furniture'] },
      preferred_style: { said: 'asked', text: ['1956 charm', 'not farmhouse'] },
      colors_and_elements: { said: 'asked', text: ['mint green', 'NO gray floors', 'hardwood'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['mudroom', 'hold up to the kids'] },
    },
  },
  {
    // Memphis, TN. Darnell Hayes, 45, barber for 22 years, leaving a rented chair to open his own shop in an old
    // insurance office in Cooper-Young. Short messages, few apostrophes, "lol", talks in memories and comparisons (his
    // granddaddy's shop, a bus station on the Saturday before Easter, a drive thru). Exercises: the problem told as a
    // scene, the style as a comparison, opening date next to a lease possession date, a budget next to a cousin's
    // number, "same as I said" / "like I said" answers that restate an earlier point.
    // NOT facts: 22 years cutting, 9 years renting a chair, the old shop on Summer Ave and its 4 lobby chairs,
    // Clarksdale (granddaddy's shop), Easter, possession March 1, 6 stations (not a size), the cousin's $90k shop in
    // Southaven, U of M (part of the audience), Whitehaven (a someday second location).
    id: 'heldout45-commercial-en-memphis-barber-granddaddy-shop',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hey how you doing. Im a barber, been cutting 22 years, last 9 renting a chair at a shop on Summer Ave. Finally getting my own spot. Signed the lease on an old insurance office in Cooper-Young, its just drop ceiling and blue carpet right now lol",
      "Let me tell you what I dont want. At the old shop guys wait standing up by the door cause theres 4 chairs in the whole lobby, and the Saturday before Easter its like a bus station in there. I want people to WANT to sit and wait",
      "Picture my granddaddy's shop in Clarksdale, everybody talking sports and church and lying about fish. That feeling. But clean like a nice hotel lobby. Old school soul, new school clean",
      "space is about 1,100 square feet, 6 stations to start. lease says I get the keys March 1, I want to be cutting by May 1st cause thats when graduation and prom season hit",
    ],
    whenAsked: {
      brand_value:
        "Respect. When my granddaddy cut your hair you walked out standing up straighter. I want a man to walk in and feel like somebody was expecting him",
      target_audience:
        "grown men mostly, 25 to 60, working guys, pastors, dads bringing their sons for the first cut. and the college boys from U of M on Saturdays",
      competitive_advantage:
        "Same as I said, most shops round here you in and out like a drive thru. I take appointments AND walk ins and I dont rush a fade. plus I do hot towel shaves, nobody in midtown does them right",
      colors_and_elements:
        "black and gold, been my colors since high school. and a wall of photos, old Memphis, my granddaddy's shop, my customers. no neon, every new shop got the same neon sign",
      unique_design:
        "the photo wall like I said. and maybe a old shoeshine chair up front, my granddaddy had one and the kids used to climb on it",
      budget:
        "I got about 60 thousand for the buildout. my cousin spent 90 on his shop in Southaven but he bought a lot of stuff he didnt need",
      key_considerations:
        "plumbing for the shampoo bowls, the old office only got one bathroom in the back. and I cant go over budget, this my savings",
      preferred_style: "like I said, old school soul, new school clean",
      other_design_requirements: "yeah the sign out front and maybe a logo, I been using clip art scissors for 9 years lol",
      plans_after_project: "second spot in Whitehaven in a few years if God willing",
    },
    otherwise: "whatever you think, you the expert",
    expected: {
      project_background: { said: 0, text: ['barber', 'getting my own spot', 'old insurance office'] },
      address: { said: 0, text: ['Cooper-Young'] },
      problem_need: { said: 1, text: ['WANT to sit and wait'] },
      preferred_style: { said: 2, text: ['Old school soul, new school clean'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 1100, unit: 'ft2' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      brand_value: { said: 'asked', text: ['Respect', 'somebody was expecting him'] },
      target_audience: { said: 'asked', text: ['grown men', 'dads bringing their sons'] },
      competitive_advantage: { said: 'asked', text: ['dont rush a fade', 'hot towel shaves'] },
      colors_and_elements: { said: 'asked', text: ['black and gold', 'wall of photos', 'no neon'] },
      unique_design: { said: 'asked', text: ['photo wall', 'shoeshine chair'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 60000, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['shampoo bowls', 'cant go over budget'] },
    },
  },
  {
    // Bozeman, MT. Walt Kowalczyk, 63, has built split bamboo fly rods for about 30 years; his daughter Jenna runs the
    // business side. Full, slightly formal sentences, dry humor. Opens with last year's folding-table booth in Denver.
    // Exercises: three show dates in one message (open / set-up / tear-down), booth size in feet with the square
    // footage "on Jenna's word", budget answered secondhand ("Jenna set it"), electricity only said with a joke,
    // key considerations mixed with the price and hours of a rod.
    // NOT facts: 30 years, Denver last year and the "cute" remark, the grandfather's Granger rod, a Missoula fly shop,
    // the 20-foot casting lane (a feature, not the booth size), $3,000 rods and 60 hours each, the 6-hour drive,
    // Pleasanton next winter.
    id: 'heldout45-exhibition-en-bozeman-rodmaker-folding-table',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Good afternoon. My name is Walt, I build bamboo fly rods in Bozeman and have for about 30 years. My daughter Jenna talked me into getting a real booth for the Mountain West Fly Fishing Expo this spring. Last year in Denver we had a folding table and a tablecloth my wife ironed in the hotel room, and a fellow from one of the big rod companies walked by and said \"cute.\" I have not forgotten it.",
      "It's at the Salt Palace in Salt Lake City. Doors open April 16th, a Thursday. We can get in to set up on the 14th, and we have to be out by Saturday night, the 18th.",
      "The booth is 10 by 20. Jenna tells me that's 200 square feet, I'll take her word for it.",
    ],
    whenAsked: {
      brand_value:
        "When I was a boy my grandfather let me hold his old Granger rod and told me it would outlive both of us. It did. That's what we stand for, something you hand down. At the booth I'd like people to slow down, pick a rod up and feel it.",
      target_audience:
        "Fly shop owners, mostly. One shop in Missoula carrying our rods did more for us than any magazine ad ever did. And the serious anglers who save up for one good rod.",
      preferred_style:
        "Like a good old fly shop. Wood and canvas, a little worn in. Not a car dealership. The big companies' booths are all white plastic and television screens.",
      unique_design:
        "Jenna's idea, and I've come around to it: a casting lane, a strip of green carpet maybe 20 feet long where folks can actually cast a rod. And my workbench with a half-finished rod on it, so they can see how it's done.",
      water_electricity_supply: "Electricity for some lights, I suppose. No water, unless you count my coffee.",
      budget: "Jenna set it at $18,000 for the booth, all in. I'd have said less, but she does the books.",
      key_considerations:
        "The rods. Some of these are $3,000 rods that took me 60 hours each, so they can't be lying where someone knocks them over with a backpack. And it all has to fit in our trailer, we drive it down ourselves, it's about 6 hours.",
      colors_and_elements: "Forest green, same as the thread wraps on our rods. Nothing shiny.",
      other_design_requirements: "Some kind of card or brochure to hand out. Jenna mentioned a QR code, whatever that is.",
      plans_after_project: "If it goes well we'd take the same booth to the show in Pleasanton next winter.",
    },
    otherwise: "I'd leave that to you and Jenna.",
    expected: {
      project_background: { said: 0, text: ['bamboo fly rods', 'real booth'] },
      address: { said: 1, text: ['Salt Palace'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-04-16', precision: 'day' } },
      entry_date: { said: 1, value: { kind: 'date', date: '2026-04-14', precision: 'day' } },
      exit_date: { said: 1, value: { kind: 'date', date: '2026-04-18', precision: 'day' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      brand_value: { said: 'asked', text: ['something you hand down', 'slow down'] },
      target_audience: { said: 'asked', text: ['Fly shop owners', 'serious anglers'] },
      preferred_style: { said: 'asked', text: ['old fly shop', 'Wood and canvas'] },
      unique_design: { said: 'asked', text: ['casting lane', 'workbench'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 18000, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['knocks them over', 'fit in our trailer'] },
    },
  },
  {
    // Savannah, GA. Bernadette "Bunny" Oglesby, 66, taught Georgia history to eighth graders for 32 years and is
    // starting a walking tour company, Lantern & Moss. Warm, well punctuated paragraphs, "dear", exclamation points.
    // Exercises: the name story told as a classroom memory, the problem told through the competition's skulls and top
    // hats, registration answered indirectly through her nephew (→ in progress) and the help question declined, a
    // Facebook link next to a like count, a deadline explained from the St. Patrick's Day start.
    // NOT facts: 32 years, retired last June, Colonial Park Cemetery (the memory, not an address), about forty tour
    // companies, the nephew in Atlanta and Thanksgiving, 41 likes, St. Patrick's Day weekend (the tour start, not the
    // design deadline), the retired teacher friends.
    id: 'heldout45-brand-en-savannah-teacher-lantern-walks',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello there! I taught Georgia history to eighth graders for 32 years, retired last June, and now I am starting my own walking tour company here in Savannah. I need a logo and the whole look, I suppose you'd call it an identity. Right now all I have is a name and a hand-drawn flyer at the library.",
      "The name is Lantern & Moss. On the last day of school every year I took my students on a walk through Colonial Park Cemetery with an old lantern, the Spanish moss hanging down, and not ONE of them looked at a phone. Lantern for the stories after dark, moss because that is Savannah.",
      "My problem is that there are about forty tour companies downtown and half of them have a skull or a ghost in a top hat on the sign. I am not selling jump scares! I want people to know my tours are real history, told well.",
    ],
    whenAsked: {
      brand_name_story: "As I said, the lantern walks with my students on the last day of school, under the Spanish moss.",
      products_or_services:
        "Three walks so far: the evening lantern walk (the ghost-ish one, but true stories), a morning squares and history walk, and field trips for school groups, which is my old stomping ground of course.",
      registration_status:
        "My nephew is a paralegal in Atlanta and he filed the trademark application for me around Thanksgiving. I believe it is still waiting on someone at the government to look at it.",
      need_registration_assistance: "No thank you, dear, my nephew has it well in hand.",
      brand_website:
        "Not a website yet. I have a Facebook page my granddaughter set up, facebook.com/lanternandmoss, but it has 41 likes and most of them are my church friends.",
      target_audience:
        "Grown-ups who stop and read the little plaques. Retired couples, book club ladies, history buffs. The bachelorette parties can go on the pub crawls, bless them.",
      preferred_style:
        "You know the old Savannah ironwork, the gates and the balconies? Elegant but a little weathered. Like an old book you find in your grandmother's cedar chest, not a Halloween store.",
      colors_and_elements:
        "Deep green like the moss at dusk and a warm lantern gold. A little lantern in the logo, naturally. No black and orange, that is the Halloween store again.",
      expected_deadline:
        "I'd like to start the tours on St. Patrick's Day weekend, that's when the whole town fills up. So I would want the logo done by March 1st so I have time to get the flyers and the lantern sign printed.",
      key_considerations:
        "It has to be easy to read for people my age! And it has to look right both small on a name badge and big on the lantern sign.",
      other_design_requirements: "Flyers, a name badge for me, and the sign that hangs from my lantern pole.",
      plans_after_project: "If it goes well, I'd like to bring on two of my retired teacher friends as guides.",
    },
    otherwise: "Oh, I'll trust your judgment on that.",
    expected: {
      project_background: { said: 0, text: ['walking tour company', 'logo and the whole look'] },
      address: { said: 0, text: ['Savannah'] },
      brand_name_story: { said: 1, text: ['Lantern & Moss', 'last day of school', 'Spanish moss'] },
      problem_need: { said: 2, text: ['skull or a ghost', 'real history'] },
      products_or_services: { said: 'asked', text: ['evening lantern walk', 'morning squares', 'field trips for school groups'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: false } },
      brand_website: { said: 'asked', text: ['facebook.com/lanternandmoss'] },
      target_audience: { said: 'asked', text: ['Retired couples', 'history buffs'] },
      preferred_style: { said: 'asked', text: ['ironwork', 'old book', 'not a Halloween store'] },
      colors_and_elements: { said: 'asked', text: ['Deep green', 'lantern gold', 'No black and orange'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['easy to read', 'name badge'] },
    },
  },
  {
    // Honolulu, HI. Kainoa Akana, 38, ex line cook, makes chili pepper water from his grandma's recipe and sells it at
    // the KCC farmers market. Lowercase, pidgin ("kine", "like do", "shoots"), emoji. Exercises: the problem told as a
    // market anecdote (the auntie who walked to the Tabasco guy), the style said inside that story, spec and forms in one
    // casual message (label + 3-pack gift box for existing glass bottles), a key consideration volunteered as a cooler
    // story, a deadline set against a festival, sales channels that name other towns.
    // NOT facts: 2 years at the market, restaurant depot, the Tabasco guy, "3 or 4" bottles tourists buy, grandma's lanai
    // in Kalihi, the muumuu on Sundays, Merrie Monarch in April, Kaimuki and Kailua (stores, not where he is based),
    // noon (when paper labels peel).
    id: 'heldout45-packaging-en-honolulu-pepper-water-market-auntie',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -600,
    messages: [
      "aloha 🤙 I'm in Honolulu, I make chili pepper water, my grandma's recipe. hawaiian chili, garlic, vinegar, little bit ginger. you shake it on rice, eggs, poke, everything. been selling at the KCC farmers market on saturdays for 2 years out of whatever bottles I can get from restaurant depot lol. need real packaging now",
      "story time: at the market this auntie picked up my bottle, turned it around, put it back down and said 'this one homemade or what?' and walked over to the Tabasco guy 😩 so yeah I need it to look legit but still local, not like a tourist shop at the airport",
      "bottles are 5 oz glass woozy bottles, the skinny hot sauce kine. need a real label for those, and I like do a 3-pack gift box for omiyage cause people always buying 3 or 4 to take back to the mainland",
      "oh and the labels gotta survive the cooler. the market bottles sit in ice all day and the paper ones I have now peel off by noon",
    ],
    whenAsked: {
      unique_selling_point:
        "most pepper water is just vinegar and heat. mine get the ginger and we steep 'em 2 weeks, like my grandma did on her lanai in Kalihi. people come back every saturday for it",
      target_audience:
        "locals first, the uncles who put it on everything. then the visitors who want something real to bring home, not macadamia nuts again lol",
      sales_channels:
        "KCC market saturdays, two little stores in Kaimuki and Kailua already asked me, and online shipping to the mainland maybe by summer",
      colors_and_elements:
        "red like the chili obviously but not the same red as every hot sauce. maybe some ti leaf green. and put grandma's hibiscus print in there somehow, she wore this one muumuu every sunday",
      preferred_materials: "glass bottles like i said. the box kraft paper or something that recycles",
      expected_deadline:
        "merrie monarch is april and the market go crazy that week so by end of march? march 31 latest",
      preferred_style: "like i said, local. kinda like the old crack seed store signs, vintage hand painted",
      key_considerations: "same as the cooler thing, label can't peel. and gotta look legit next to the big brands",
      other_design_requirements: "one shipping box for the mainland orders would be nice",
    },
    otherwise: "shoots, whatever you think",
    expected: {
      project_background: { said: 0, text: ['chili pepper water', 'need real packaging'] },
      address: { said: 0, text: ['Honolulu'] },
      product_description: { said: 0, text: ['hawaiian chili, garlic, vinegar'] },
      problem_need: { said: 1, text: ['look legit'] },
      preferred_style: { said: 1, text: ['still local', 'not like a tourist shop'] },
      specification: { said: 2, text: ['5 oz', 'woozy', '3-pack'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      preferred_materials: { said: 2, text: ['glass'] },
      key_considerations: { said: 3, text: ['survive the cooler'] },
      unique_selling_point: { said: 'asked', text: ['ginger', "steep 'em 2 weeks"] },
      target_audience: { said: 'asked', text: ['locals', 'visitors who want something real to bring home'] },
      sales_channels: { said: 'asked', text: ['KCC market', 'Kaimuki', 'online'] },
      colors_and_elements: { said: 'asked', text: ['ti leaf green', 'hibiscus'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-31', precision: 'day', relation: 'by' } },
    },
  },
  {
    // Minneapolis, MN. Gary Lindqvist, 57, third-generation owner of Lindqvist Plumbing & Heating in Northeast
    // Minneapolis. Plain, a bit gruff, complete sentences. Explains why he needs a site with a story (the frozen-pipes
    // lady from church who called Roto-Rooter). Exercises: the problem told as an anecdote, the URL next to the year
    // and the nephew who built it, the site type by comparison ("like how my wife books her haircut" → booking), a
    // budget stated against the brother-in-law's price, competitors that include a name first met in the story.
    // NOT facts: 1961, 2 in the morning, last January, the nephew and 2011, the wife's haircut, Deb's phone tag, the
    // brother-in-law's $14,000, Phillips and Lake Street (where the work is, not the business address), 20 units, the
    // 3 clicks.
    id: 'heldout45-website-en-minneapolis-plumber-frozen-pipes',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi. Gary Lindqvist, Lindqvist Plumbing & Heating in Northeast Minneapolis. My grandpa started it in 1961, I'm the third one to run it. We need a new website and here's why: last January a lady's pipes froze at 2 in the morning, she found our site on her phone, couldn't find a phone number anywhere, and called Roto-Rooter instead. She told me so herself at church. That's the whole problem right there.",
      "Current site is lindqvistplumbing.com. My nephew built it in 2011 when he was in high school. He's a dentist now, so that tells you something.",
      "What I really want is people booking a service call online, like how my wife books her haircut on her phone. Pick a time, done. My office manager Deb spends half her day playing phone tag.",
      "Budget wise, my brother-in-law paid $14,000 for his restaurant's site and I think he got taken. I'd like to stay around $7,000, maybe a little more if it's worth it.",
    ],
    whenAsked: {
      main_pages:
        "Home with the phone number big, services (plumbing, heating, water heaters, drain cleaning), book a service call, about us with the family history, reviews, and a page for our service area.",
      languages: "English and Spanish. Half my crew speaks Spanish and we do a lot of work in Phillips and along Lake Street.",
      target_audience:
        "Homeowners, a lot of them older folks in the old houses in Northeast and south Minneapolis with the cast iron pipes. And property managers with 20 units who need somebody yesterday.",
      competitors:
        "Roto-Rooter's site, like I said. It's slick, you can book in 3 clicks, but it feels like a call center. And Berglund Heating over in St. Paul, theirs is simple and friendly, take a look at that one.",
      preferred_style:
        "Like us. Honest, straightforward, a little old-fashioned in a good way. Like a hardware store that's been on the corner forever, not like a tech company.",
      expected_deadline: "Before the cold hits next fall. October 1 at the latest, that's when the furnace calls start.",
      key_considerations:
        "Phone number on every page, big, at the top. Has to work on a phone for a guy with fat thumbs like me. And it has to be easy for Deb to update, she's not a computer person.",
      other_design_requirements: "Pictures of our actual crew, not stock photos of some guy with perfect teeth.",
      collaboration_notes: "Deb and I decide together. Email Deb, I don't check it.",
      colors_and_elements: "Same blue as the vans. Everybody in Northeast knows the blue vans.",
    },
    otherwise: "No preference, you folks know better than me.",
    expected: {
      project_background: { said: 0, text: ['Lindqvist Plumbing & Heating', 'new website'] },
      address: { said: 0, text: ['Northeast Minneapolis'] },
      problem_need: { said: 0, text: ["couldn't find a phone number"] },
      url: { said: 1, text: ['lindqvistplumbing.com'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 3, value: { kind: 'money', amount: 7000, currency: 'USD' } },
      main_pages: { said: 'asked', text: ['book a service call', 'reviews', 'service area'] },
      languages: { said: 'asked', text: ['English', 'Spanish'] },
      target_audience: { said: 'asked', text: ['Homeowners', 'property managers'] },
      competitors: { said: 'asked', text: ['Roto-Rooter', 'Berglund Heating'] },
      preferred_style: { said: 'asked', text: ['Honest, straightforward', 'hardware store'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-10-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['Phone number on every page', 'easy for Deb to update'] },
    },
  },
  {
    // Albuquerque, NM. Marisol Trujillo, 44, runs La Chilera, a breakfast burrito truck parked by UNM and at a brewery
    // on weekends. Fast typing, emoji, a little Spanish (abuela, mija-style warmth), "lol". Wants the whole truck
    // wrapped plus a menu board (type other). Exercises: what to design given up front inside a story about a faded
    // banner, the problem told as her sister-in-law driving past twice, style and elements given by comparison (Route
    // 66 motel signs, abuela's kitchen) with a clear "NOT", a deadline set by Balloon Fiesta, and the core
    // collaboration question answered with a joke about her husband.
    // NOT facts: 2019, 6 summers, last month (the sister-in-law), Balloon Fiesta in October, 1,100 burritos in 9 days,
    // 9am/6am (customers' hours), Central Ave (where the motel signs are), a second truck in 2027 for Rio Rancho.
    id: 'heldout45-other-en-abq-burrito-truck-wrap-drive-past',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hi!! so I have a breakfast burrito truck in Albuquerque, La Chilera, we park by UNM on weekdays and at the Sawmill brewery on weekends. the truck is white with a vinyl banner I zip tied on in 2019 and after 6 summers of sun it looks like a sad old flag 😂 I need the whole truck wrapped and a new menu board",
      "the thing is people drive right past us. my sister-in-law was literally looking for us last month and drove by TWICE 🙄 if you can't tell it's burritos from across the parking lot it's not working",
      "style... you know the old Route 66 motel signs on Central? like that but not cheesy. and my abuela's kitchen, talavera tiles, red chile ristras by the door. NOT the sombrero cactus stuff, we're New Mexican not a theme party",
    ],
    whenAsked: {
      target_audience:
        "college kids hungover at 9am lol, construction crews at 6am, nurses coming off night shift, and families on weekends at the brewery",
      expected_deadline:
        "Balloon Fiesta is our biggest week, that's October, so I want it done by August so I'm not stressing. last fiesta we sold 1,100 burritos in 9 days!!",
      key_considerations:
        "readable from far away like I said, and the wrap has to handle the sun, this is New Mexico, the old banner didn't survive. and the menu board has to let me change prices easy bc chile prices go up every harvest",
      collaboration_notes:
        "text me please, I never check email 🙈 my husband Ray and I decide together but he'll just say 'whatever you think babe' lol so really it's me",
      colors_and_elements:
        "like I said talavera blue and chile red, maybe turquoise. no brown please, the truck already looks like a burrito lol",
      preferred_style: "same as I said, old Route 66 sign vibe but clean",
      other_preferences: "I love the Frontier restaurant sign, the big yellow one, everybody in ABQ knows it",
      plans_after_project: "maybe a second truck in 2027 for Rio Rancho if this one keeps going",
      number_of_visits: "maybe 2? the truck is here in ABQ so you'd have to come see it",
    },
    otherwise: "hmm idk, whatever you think is best!",
    expected: {
      project_background: { said: 0, text: ['breakfast burrito truck', 'La Chilera'] },
      address: { said: 0, text: ['Albuquerque'] },
      other_design_requirements: { said: 0, text: ['whole truck wrapped', 'menu board'] },
      problem_need: { said: 1, text: ['drive right past', 'from across the parking lot'] },
      preferred_style: { said: 2, text: ['Route 66 motel signs', 'not cheesy'] },
      colors_and_elements: { said: 2, text: ['talavera', 'ristras', 'NOT the sombrero cactus'] },
      target_audience: { said: 'asked', text: ['college kids', 'construction crews', 'nurses'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['readable from far away', 'handle the sun', 'change prices'] },
      collaboration_notes: { said: 'asked', text: ['text me', 'decide together'] },
    },
  },
  {
    // 台中北屯的林老師，43 歲國中國文老師，標點齊全、一則寫很長，先講畫面再講事實。
    // 開場用「每天早上七點四個人擠一條走廊」的場景帶出一間廁所、三房兩廳；屋齡透過「房仲去年估價說的」間接給出；
    // 風格用「台南那間民宿」比較；顏色的回答是「跟上面講的那間民宿一樣」回頭引用；入住日期用兒子升國中當理由。
    // target_audience 若被再問，回答「剛剛說過了呀」並重複一次。
    // NOT facts（不是事實）：七點、十五年（住了多久／磁磚看了多久）、女兒出生那年、房仲「去年」、彰化（婆婆住的地方）、
    // 台南（民宿所在地，不是地址）、去年暑假、同事翻新花的 300 萬、九月（兒子開學，不是入住期限）、樓下八十幾歲的阿伯、八百本書。
    id: 'heldout45-residential-zh-taichung-teacher-morning-scene',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，想問一下老房子翻新。先說一個畫面好了：每天早上七點，我們家四個人加一隻柴犬擠在那條小走廊，女兒在廁所吹頭髮，兒子在外面敲門，我老公站在玄關找鞋子，找不到就開始念。這個畫面已經持續十五年了😅 房子在台中北屯，三房兩廳，但只有一間廁所。',
      '屋齡是房仲去年來估價的時候說的，32年。我們是女兒出生那年買的，那時候就已經是中古屋了。權狀28坪，是那種沒有電梯的老公寓。',
      '最想改的：第一，想要兩間廁所，哪怕第二間小小的只有淋浴也好。第二，玄關。現在一開門就是鞋子山，上次我婆婆從彰化來，一進門就被我兒子的球鞋絆倒，還好沒事。第三，廚房太暗，煮飯像在山洞裡。',
      '風格的話，我們去年暑假去台南住過一間民宿，早上陽光會從大窗戶照進來，整個家很明亮、很乾淨，全家都說想住那種房子。但那間老件擺太多了，我們家有兩個青少年跟一隻狗，東西少一點、好整理比較實際。',
      '預算我們算過，大概150萬，再多就要動到小孩的教育基金了。我同事去年翻新花了300萬，我們沒辦法那樣。',
    ],
    whenAsked: {
      project_background: '就老房子翻新，全部重新整理，不是只改一間。',
      property_category: '公寓，剛剛有說，沒有電梯的老公寓。',
      layout: '三房兩廳一衛，上面有講到～',
      target_audience: '剛剛說過了呀，就四個人加一隻柴犬：我、老公、國三的女兒、小六的兒子，還有柴犬麻糬。婆婆偶爾會來住幾天。',
      lifestyle: '平日晚上大概就是我在餐桌改作業，老公在客廳看棒球，小孩各自關在房間。週末我會煮一大鍋滷肉，婆婆來的話就一起吃。不太招待朋友。',
      colors_and_elements: '跟上面講的那間民宿一樣，木頭色配白色。不要灰色，我們現在的磁磚就是灰的，看了十五年很膩。',
      move_in_date: '兒子九月要上國中，想說八月底前要搬回來，施工期間我們先住我媽那邊。',
      key_considerations: '老實說最怕的是施工吵到鄰居，我們樓下住一個八十幾歲的阿伯，人很好，不想讓他困擾。還有預算不要爆。',
      important_collections: '我有一整面牆的書，大概八百本，國文老師的職業病。',
      other_design_requirements: '玄關想要訂做鞋櫃，剛剛說的鞋子山真的受不了。',
    },
    otherwise: '這個我沒什麼想法耶，你們專業的決定就好。',
    expected: {
      project_background: { said: 0, text: ['老房子翻新'] },
      address: { said: 0, text: ['北屯'] },
      layout: { said: 0, text: ['三房兩廳'] },
      target_audience: { said: 0, text: ['柴犬'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'years' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      problem_need: { said: 2, text: ['兩間廁所', '玄關', '廚房太暗'] },
      preferred_style: { said: 3, text: ['明亮', '好整理'] },
      budget: { said: 4, value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      lifestyle: { said: 'asked', text: ['餐桌改作業', '看棒球'] },
      colors_and_elements: { said: 'asked', text: ['木頭色', '不要灰色'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['施工吵到鄰居', '預算不要爆'] },
    },
  },
  {
    // 宜蘭羅東老中藥行的第三代陳先生，34 歲，不打標點、用空格斷句，偶爾 😂。
    // 用「小時候阿伯阿姨坐在櫃台前跟阿公聊天喝茶」的往事說明問題；風格拿京都老藥局比較「但不要那麼暗」；
    // 競爭優勢用隔壁街手搖飲的比較間接回答；預算先說爸爸和自己的數字，再自己定成 80 到 100 萬；
    // 最後主動提到礁溪第二間店（optional 的 plans_after_project）。
    // NOT facts（不是事實）：1971（阿公開店年）、第三代、京都（參考，不是地點）、二樓（爸媽住，不動）、
    // 台北迪化街、快五十年（百子櫃的年紀）、隔壁街三間手搖、六月端午（最忙的時候，不是開幕日）、礁溪（未來第二間，不是這次的地址）。
    id: 'heldout45-commercial-zh-luodong-herbal-shop-grandpa-tea',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我家是羅東的老中藥行 我阿公1971年開的 到我是第三代 想把店面前半段改成可以坐下來喝漢方茶的吧台 後面還是照常抓藥',
      '講一個畫面你就懂 小時候下午店裡都是阿伯阿姨 坐在櫃台前面的板凳跟我阿公聊天 一邊等藥一邊喝他泡的茶 現在客人抓完藥就走了 年輕人根本不會進來 我想把那個坐下來聊天的感覺找回來',
      '風格喔 像我去京都看過的那種老藥局 整面牆都是小抽屜 但不要那麼暗 我們家現在就已經很暗了 阿嬤都說像夜市後面的倉庫😂',
      '店面一樓大概18坪 二樓是我爸媽住的不用動 百子櫃一定要留 那是阿公從台北迪化街買回來的 快五十年了 想讓它變成店裡的主角',
      '預算我爸說80萬 我自己覺得要100萬才夠 先抓80到100好了',
      '如果這個做起來 我想在礁溪開第二間 只賣茶',
    ],
    whenAsked: {
      brand_value: '我阿公常說「藥是幫人顧身體 茶是幫人顧心情」 希望客人進來會覺得像回到阿嬤家 很放鬆 可以坐很久',
      target_audience: '一個是原本的老客人 阿伯阿姨們 另一個是來羅東玩的年輕人 還有附近上班 下午想喝東西又不想喝手搖的',
      competitive_advantage: '隔壁街開了三間手搖 但他們的菊花茶是粉泡的 我們的是真的藥材 我爸還會看你臉色幫你配 這個他們學不來',
      colors_and_elements: '深綠色 像藥櫃上那種老綠 不要網美粉紅那種',
      unique_design: '就剛剛說的百子櫃啊 想讓它當主角 打燈那種',
      address: '羅東 上面有說 中正路那一帶',
      opening_date: '目標五月底開 六月端午前後是我們最忙的時候 想在那之前弄好',
      key_considerations: '施工期間店不能整個關 老客人每週要來拿藥 可以分段做嗎',
      other_design_requirements: '招牌跟茶的菜單也想一起換',
    },
    otherwise: '都可以啦 你們看著辦',
    expected: {
      project_background: { said: 0, text: ['中藥行', '漢方茶'] },
      address: { said: 0, text: ['羅東'] },
      problem_need: { said: 1, text: ['年輕人根本不會進來', '坐下來聊天'] },
      preferred_style: { said: 2, text: ['老藥局', '不要那麼暗'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      unique_design: { said: 3, text: ['百子櫃'] },
      budget: { said: 4, value: { kind: 'money', amount: 800_000, max: 1_000_000, currency: 'TWD' } },
      plans_after_project: { said: 5, text: ['礁溪開第二間'] },
      brand_value: { said: 'asked', text: ['像回到阿嬤家', '放鬆'] },
      target_audience: { said: 'asked', text: ['老客人', '年輕人'] },
      competitive_advantage: { said: 'asked', text: ['真的藥材', '幫你配'] },
      colors_and_elements: { said: 'asked', text: ['深綠色', '不要網美粉紅'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['店不能整個關', '分段'] },
    },
  },
  {
    // 彰化社頭襪子工廠二代 Kevin，37 歲，中英夾雜（booth、OK）、愛用 🤣，打字快。
    // 先講去年第一次參展「攤位冷清、爸爸在後面滑手機」的慘況，再說今年要讓人「想走進來」、現場放織襪機；
    // 日期直接貼主辦單位的信（進場、展期、撤場三個都有）；預算用「去年花 12 萬、我爸說今年最多 35 萬」間接給出；
    // unique_design 被再問時答「跟上面一樣」。
    // NOT facts（不是事實）：快四十年、日本品牌（以前代工的對象）、世貿一館與 3x3（去年的攤位）、二十幾張名片、三天、
    // 隔壁賣保溫瓶的攤位、去年的 12 萬、150 公斤（機器重量）、三個人（顧攤人數）、十月台中的展（之後的計畫）。
    id: 'heldout45-exhibition-zh-shetou-socks-last-year-flop',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      'hi 我們是彰化社頭做襪子的工廠 做了快四十年 以前都是幫日本品牌代工 這兩年開始做自己的牌子 四月要去南港展覽館參展 想找人設計booth',
      '先講去年的慘況🤣 去年第一次參展 在世貿一館 3x3的小攤 就一張桌子擺滿襪子 我爸坐在後面滑手機 三天下來只換了二十幾張名片 隔壁賣保溫瓶的一直在排隊 我站在那邊很想哭',
      '所以今年想要讓人「想走進來」 可以摸 可以試穿 最好有一台織襪機在現場轉 讓大家看襪子怎麼織出來的 這個應該很吸睛吧？',
      '今年攤位大一點 兩個標攤 3x6 電一定要 因為那台機器要插電 水不用',
      '日期我直接貼主辦的信給你：進場 4/21(二) 13:00-20:00、展期 4/22-4/25、撤場 4/25 17:00後',
    ],
    whenAsked: {
      brand_value: '我們牌子叫「腳踏實地」 就是好穿 耐穿 一雙可以穿很久 希望大家走過來會覺得 哇原來台灣襪子可以做這麼好',
      target_audience: '主要是選物店 文創店的採購 還有想找代工的國外買家 一般民眾買一買也OK啦',
      preferred_style: '像無印那樣乾淨 但不要那麼冷冰冰 要有一點工廠的感覺 像我們廠裡線軸一排一排的那樣',
      unique_design: '跟上面一樣 就織襪機 讓人看得到襪子怎麼織',
      budget: '去年小攤位花了12萬 我爸說今年最多給到35萬 不能再多了',
      key_considerations: '機器很重 大概150公斤 地板跟搬運要先確認 還有我們只有三個人顧攤 動線不要太複雜',
      colors_and_elements: '線軸那種彩色可以 但底要乾淨',
      plans_after_project: '如果效果好 十月台中那個展想再用一次',
    },
    otherwise: '這個我沒想過欸 你們建議就好',
    expected: {
      project_background: { said: 0, text: ['襪子'] },
      address: { said: 0, text: ['南港展覽館'] },
      problem_need: { said: 2, text: ['想走進來'] },
      unique_design: { said: 2, text: ['織襪機'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-04-21', precision: 'day' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-04-22', precision: 'day' } },
      exit_date: { said: 4, value: { kind: 'date', date: '2026-04-25', precision: 'day' } },
      brand_value: { said: 'asked', text: ['耐穿', '台灣襪子可以做這麼好'] },
      target_audience: { said: 'asked', text: ['選物店', '採購', '國外買家'] },
      preferred_style: { said: 'asked', text: ['無印', '不要那麼冷冰冰', '工廠的感覺'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 350_000, currency: 'TWD' } },
      key_considerations: { said: 'asked', text: ['機器很重', '動線不要太複雜'] },
    },
  },
  {
    // 台東都蘭的衝浪教練阿凱，29 歲，口語、哈哈不斷、emoji。
    // 品牌名「慢慢浪」的由來用第一個學生（60 歲阿姨）的故事說；商標狀態用「我以為取了名字就是我的了」間接回答（not_registered）；
    // 目標客群用「週五晚上搭普悠瑪下來的上班族」的畫面描述；顏色用「早上六點來都蘭看海就知道」形容；
    // problem_need 在開場就說了「弄得像樣一點」，被再問時回「剛剛說啦」並補充。
    // NOT facts（不是事實）：60 歲、三天、台北（學生的年紀與來處）、表哥的民宿（不是他們的服務）、普悠瑪、週五、禮拜天、
    // 加州、水上樂園（比較用）、六月（旺季開始，不是期限）。
    id: 'heldout45-brand-zh-dulan-surf-school-name-story',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 我在台東都蘭教衝浪 大家都叫我阿凱🏄‍♂️ 今年想把衝浪學校弄得像樣一點 要一個logo跟整套的品牌 現在連名片都是手寫的哈哈',
      '名字叫「慢慢浪」 有個故事啦 我第一個學生是從台北來的60歲阿姨 學了三天才站起來 站起來那一秒她大叫 然後跟我說 不用急 慢慢來 浪一直都在 我就決定叫這個了',
      '我們有衝浪教學 一對一跟團體都有 還有衝浪板租借 夏天會辦兩天一夜的衝浪營 住的是我表哥的民宿 但民宿不是我們的喔',
      '商標喔 我以為取了名字就是我的了哈哈 後來朋友說要去註冊我才知道😅 所以是還沒',
      '來上課的大部分是從台北下來的上班族 週五晚上搭普悠瑪到 禮拜天傍晚又趕回去 很多人是第一次碰到浪',
    ],
    whenAsked: {
      problem_need: '剛剛說啦 想弄得像樣一點 現在客人都會問「欸你們叫什麼名字？」 IG上我們跟別家看起來都一樣 藍色浪花加一塊板子 想讓人一眼記得',
      registration_status: '上面說了 還沒註冊',
      need_registration_assistance: '要 拜託 我完全不懂這個🙏',
      brand_website: '只有IG @slowwave.dulan 官網沒有',
      target_audience: '就剛剛說的 台北下來的上班族 很多是第一次衝浪的',
      preferred_style: '像那種老派的手繪衝浪海報 有點復古 但不要太美式 我們是台東的海 不是加州哈哈',
      colors_and_elements: '你早上六點來都蘭看海就知道 那種灰灰藍藍 帶一點橘的顏色 不要那種很亮的藍綠色 太像水上樂園',
      expected_deadline: '夏天旺季前要好 最晚五月 六月客人就開始爆了',
      key_considerations: '要印在衝浪衣跟板子上也好看 小小的也看得清楚',
      other_design_requirements: '名片 還有衝浪衣上的印',
    },
    otherwise: '哈哈都可以啦 沒想那麼多',
    expected: {
      project_background: { said: 0, text: ['衝浪'] },
      address: { said: 0, text: ['都蘭'] },
      problem_need: { said: 0, text: ['像樣一點'] },
      brand_name_story: { said: 1, text: ['浪一直都在'] },
      products_or_services: { said: 2, text: ['衝浪教學', '衝浪板租借', '衝浪營'] },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['not_registered'] } },
      target_audience: { said: 4, text: ['上班族'] },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@slowwave.dulan'] },
      preferred_style: { said: 'asked', text: ['手繪', '復古', '不要太美式'] },
      colors_and_elements: { said: 'asked', text: ['灰灰藍藍', '橘', '不要那種很亮的藍綠色'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['衝浪衣', '小小的也看得清楚'] },
    },
  },
  {
    // 雲林西螺的醬油廠廖老闆，61 歲，用語音輸入：一整段不斷句、沒有標點，有同音錯字（「看起來想拜拜用的」= 像）。
    // 不直接回答「產品是什麼」，而是講黑豆怎麼養麴、下甕、曬一百二十天，還拿大工廠比；規格裡夾著爸爸那代的一公升瓶；
    // 完成時間用中秋禮盒接單倒推（七月底前）；product_description 被再問時回「剛剛有講了」。
    // NOT facts（不是事實）：阿公那一代、兩百多個甕、大工廠的三個月、一公升（以前的瓶子）、二十年前（舊標籤）、
    // 紅底黃字（現在的標籤，不是喜好）、日本醬油、日本味噌的包裝（參考）、過年、八月（接單開始）、六百塊與一百塊（售價與盒子成本）。
    id: 'heldout45-packaging-zh-xiluo-soy-sauce-voice-typing',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好我是西螺做醬油的 我們家從我阿公那一代就在曬醬油了 現在是我跟我兒子在做 想說把瓶子跟禮盒重新設計一下 我兒子叫我來問的',
      '我跟你講我們的醬油是怎麼做的 黑豆蒸好以後要先養麴 然後跟鹽一起放到大甕裡面 在外面曬太陽曬一百二十天 夏天的時候整個埕上面兩百多個甕 下午打開蓋子那個香味整條街都聞得到 大工廠的是用機器發酵三個月就出來了 不一樣啦',
      '規格的話現在賣最多的是420毫升的玻璃瓶 一箱12瓶 禮盒是兩瓶裝的 以前我爸那時候是一公升的大瓶子 要拿空瓶回來換 現在沒有了',
      '現在的標籤是二十年前印刷廠老闆順便幫我們畫的 紅底黃字 年輕人說看起來想拜拜用的 放在百貨公司那些日本醬油旁邊就輸了',
    ],
    whenAsked: {
      product_description: '剛剛有講了 黑豆做的醬油 沾的滷的都可以用',
      unique_selling_point: '剛剛講過了啊 就是純黑豆 日曬一百二十天 沒有加焦糖色 這個很多人做不到',
      packaging_form: '就一樣玻璃瓶 上面貼標籤 另外要禮盒',
      target_audience: '以前都是附近的阿嬤在買 現在我兒子想賣給那種會自己煮飯 在意吃什麼的三四十歲的人 還有過年過節要送禮的',
      sales_channels: '自己門市 農會超市 還有我兒子弄的網路商店 蝦皮那個',
      preferred_style: '我兒子給我看一個日本味噌的包裝 很乾淨 字很少 我覺得有點太素 我們是台灣的 要乾淨但是要有一點古早味',
      colors_and_elements: '紅色可以留一點 老客人認這個 但不要整片紅 甕跟黑豆可以畫上去',
      preferred_materials: '標籤想用那種和紙 摸起來粗粗的 禮盒用紙盒就好 不要塑膠',
      expected_deadline: '過年前一定來不及啦 中秋禮盒八月就開始接單了 所以七月底前要好',
      key_considerations: '成本不要太高 一個禮盒賣六百塊 盒子不能就吃掉一百',
      other_design_requirements: '外箱也可以順便 現在是白箱子什麼都沒有',
    },
    otherwise: '這個我不懂啦 你們專業的看',
    expected: {
      project_background: { said: 0, text: ['醬油'] },
      address: { said: 0, text: ['西螺'] },
      product_description: { said: 1, text: ['黑豆'] },
      unique_selling_point: { said: 1, text: ['一百二十天'] },
      specification: { said: 2, text: ['420毫升', '12瓶', '兩瓶裝'] },
      problem_need: { said: 3, text: ['拜拜用的'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['bottle_jar', 'label', 'gift_set'] } },
      target_audience: { said: 'asked', text: ['三四十歲', '送禮'] },
      sales_channels: { said: 'asked', text: ['門市', '農會', '網路'] },
      preferred_style: { said: 'asked', text: ['乾淨', '古早味'] },
      colors_and_elements: { said: 'asked', text: ['紅色可以留一點', '不要整片紅'] },
      preferred_materials: { said: 'asked', text: ['和紙', '紙盒'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['成本不要太高'] },
    },
  },
  {
    // 桃園中壢駕訓班老闆娘吳姐，48 歲，用 ~、🙏、😂，句子短短的。
    // 語言需求用「上禮拜印尼小姐拿手機翻譯來櫃台問」的故事帶出；網站類型用「像訂餐廳那樣按一按」比喻（booking）；
    // 目標客群用「媽媽才是付錢的那個」間接描述；預算先有兩個數字再定案（十五萬）；上線時間在「暑假前／六月／五月底」中自己收斂到五月底。
    // 類別和語言被再問時回「剛剛說過的」「上面有說~」。
    // NOT facts（不是事實）：二十幾年、上禮拜、半小時、2013（舊網站年份）、姪子、平鎮（競爭對手的地點）、
    // 十萬（老闆娘自己的想法，被老闆否決）、六月（高中生畢業，不是期限）、18 歲。
    id: 'heldout45-website-zh-zhongli-driving-school-counter-story',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好~我們是中壢的駕訓班 開了二十幾年了 想重新做網站🙏',
      '跟您說上禮拜發生的事 有一個印尼來的小姐 拿著手機翻譯來櫃台問怎麼報名機車班 我們櫃台妹妹比手畫腳比了半小時😂 她說她朋友也想來 但是看不懂我們的網站 所以這次一定要有印尼文 越南文也要 中壢這邊很多',
      '現在的網站是2013年我姪子讀大學的時候幫我們做的 www.jhongli-driving.com.tw 用手機打開字小到要放大 報名還要打電話',
      '想要大家可以直接在網站上預約報名 選汽車班還是機車班 選上課時段 像訂餐廳那樣按一按就好了',
    ],
    whenAsked: {
      category: '就是可以預約報名的那種 剛剛說過的~',
      url: '上面有貼喔 www.jhongli-driving.com.tw',
      languages: '中文 印尼文 越南文 上面有說~',
      main_pages: '課程跟價錢 線上報名 教練介紹 場地位置跟接駁車路線 考照須知 大概這些',
      target_audience: '一種是剛滿18歲的高中生 通常是媽媽帶來的 媽媽才是付錢的那個😂 一種是來台灣工作的移工朋友 要考機車駕照',
      competitors: '平鎮那邊有一家「大順駕訓班」 網站做得很清楚 我都偷偷去看 但他們顏色太花了',
      preferred_style: '清楚 字大 像高鐵訂票那樣一步一步來 不要花俏',
      budget: '老闆說十五萬以內 我覺得十萬就要做到好 但老闆說了算 就十五萬',
      expected_deadline: '暑假前！六月高中生一畢業就湧進來了 五月底前上線最好',
      key_considerations: '報名資料要安全 有身分證字號 還有我們櫃台都是阿姨 後台要很簡單',
      collaboration_notes: '我負責聯絡 但最後要給我先生看 他是老闆',
    },
    otherwise: '這個我不太懂耶 您們建議就好🙏',
    expected: {
      project_background: { said: 0, text: ['駕訓班'] },
      address: { said: 0, text: ['中壢'] },
      languages: { said: 1, text: ['印尼文', '越南文'] },
      url: { said: 2, text: ['jhongli-driving.com.tw'] },
      problem_need: { said: 3, text: ['預約報名'] },
      category: { said: 3, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['課程', '線上報名', '教練介紹', '考照須知'] },
      target_audience: { said: 'asked', text: ['高中生', '移工'] },
      competitors: { said: 'asked', text: ['大順駕訓班'] },
      preferred_style: { said: 'asked', text: ['字大', '高鐵訂票', '不要花俏'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 150_000, currency: 'TWD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['身分證字號', '後台要很簡單'] },
    },
  },
  {
    // 金門金城的楊校長，68 歲退休國小校長、現任社區發展協會理事長，正式書信口吻、標點完整、數字多用國字。
    // 契機用「大學生在村口問屋頂為什麼翹起來」的故事說；設計內容先說「導覽地圖和解說牌」，後面再給數量；
    // 提到文化局補助金額（other 類型沒有預算欄位，不應硬塞）；風格用「不要像公家機關的鐵牌、像白川鄉的木牌」比較；
    // problem_need 被問時回「就是剛剛說的，故事要留下來」；期限用清明返鄉倒推（三月底前）。
    // NOT facts（不是事實）：三十年、六年（教職與校長年資）、去年秋天、台北、大學生、一個多小時、四十幾棟古厝、兩棟洋樓、
    // 民國一百零四年、三面（舊解說牌）、十年、三十五萬（補助款，此類型無預算欄位）、白川鄉（參考）、清明節（理由，不是期限）、快七十歲。
    id: 'heldout45-other-zh-kinmen-village-signs-retired-principal',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，敝姓楊，退休前在金門當了三十年的國小老師，最後六年當校長，現在是村裡社區發展協會的理事長。冒昧來信，是想請貴工作室幫我們村子設計一套導覽地圖和解說牌。',
      '說個契機。去年秋天，有一團台北來的大學生在村口問我：「阿伯，這些房子的屋頂為什麼是翹起來的？」我講了一個多小時，他們聽得好入迷。後來我想，我總有一天講不動，這些故事得留下來。',
      '村子在金城鎮，是閩南老聚落，有四十幾棟古厝、兩棟洋樓，還有一尊風獅爺。現有的解說牌是民國一百零四年縣政府做的，只有三面，海風吹了十年，字都看不清楚了。',
      '數量方面，初步想法是：摺頁地圖一款，中英對照；解說牌八面，放在主要的古厝前。經費是申請文化局的社區營造補助，核定下來是三十五萬元，含製作。',
    ],
    whenAsked: {
      problem_need: '就是剛剛說的，故事要留下來。希望遊客來了，不用找人問，自己走一圈也能看懂這些房子的故事，就像我那天跟學生講的那樣，只是換成牌子來講。',
      target_audience: '主要是來金門玩的遊客，尤其是年輕人。另外也想給村裡的孩子看，現在的孩子連自己家祖厝是哪一年蓋的都不知道。',
      preferred_style: '不要像公家機關那種藍底白字的鐵牌。我看過日本白川鄉的解說牌，木頭做的，很低調，跟房子融在一起，那樣就很好。',
      colors_and_elements: '紅磚的顏色，燕尾脊的線條可以用進去。風獅爺一定要有，那是我們村的守護神。',
      address: '剛剛說過了，金門金城鎮。',
      expected_deadline: '清明節前後返鄉的人最多，希望三月底前能做好、立起來。',
      key_considerations: '內容一定要正確。每一棟房子的年代、家族，我都有資料，也訪問過老人家，請照我們的資料，不要上網抄。另外牌子要耐海風，這裡鹽分很重。',
      collaboration_notes: '我快七十了，電腦不太靈光，LINE可以，但字請打大一點。最好能來金門一趟當面談，我帶你們走一圈。最後由協會理監事會決定。',
      number_of_visits: '至少來兩次吧，一次看現場，一次看樣品。',
    },
    otherwise: '這方面我沒有特別的意見，請貴工作室斟酌。',
    expected: {
      project_background: { said: 0, text: ['社區發展協會'] },
      problem_need: { said: 1, text: ['留下來'] },
      address: { said: 2, text: ['金城鎮'] },
      other_design_requirements: { said: 3, text: ['摺頁', '解說牌'] },
      target_audience: { said: 'asked', text: ['遊客', '村裡的孩子'] },
      preferred_style: { said: 'asked', text: ['木頭', '低調', '不要像公家機關'] },
      colors_and_elements: { said: 'asked', text: ['紅磚', '燕尾脊', '風獅爺'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['內容一定要正確', '耐海風'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '當面談', '理監事會決定'] },
    },
  },
  {
    // 수원 영통구 매탄동 32평 아파트에 사는 38세 대학병원 간호사(3교대). 남편, 아들 둘. 길게 쓰고 ㅠㅠ·ㅋㅋ를 많이 씀.
    // 문제를 장면으로 말함(나이트 끝나고 아침 해 때문에 못 잠, 레고 밟음), 스타일은 친구네 집과 비교("그거보다 생활감 있게").
    // 지은 지 22년은 입주 연도와 함께 말함. 주소를 다시 물으면 "아까 영통이라고 했죠?"로 되짚음. 색상은 "위에 말한 화이트랑
    // 우드"를 가리키고 체리색 몰딩을 빼 달라고 함. 예산은 형님네 5천과 비교해 "4천 안에서", 입주는 "4월 말 전에는".
    // NOT facts: 아침 8시(퇴근 시간), 초3(큰아이 학년), 판교(친구네 새 아파트), 2004년(입주 연도, 나이는 22년), 5천·작년
    // (형님네 공사), 화성(공사 중 머물 친정).
    id: 'heldout45-residential-ko-nurse-night-shift-scenes',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 리모델링 상담 받고 싶어서요. 저 대학병원 간호사인데 3교대 하거든요. 나이트 끝나고 아침 8시쯤 집에 오면 거실 창으로 해가 정면으로 들어와서 안방까지 환해요ㅠㅠ 암막커튼 쳐도 틈으로 다 새고.. 그래서 잠을 제대로 못 자요',
      '집은 수원 영통에 있는 아파트고요 32평이요. 2004년에 입주한 단지라 지은지 22년 됐대요. 샷시도 그때 그대로예요 ㅋㅋ',
      '식구는 남편이랑 아들 둘이요. 큰애가 초3인데 레고를 거실 바닥에 성처럼 쌓아놔서 새벽에 들어오다 밟은 적이 한두번이 아니에요 ㅋㅋㅋ 애들 물건 수납이 진짜 급해요',
      '스타일은.. 친구네 집 놀러갔는데 판교 쪽 새 아파트였거든요. 화이트에 우드 섞은 거. 그 느낌 좋았는데 거긴 너무 모델하우스 같아서 사람 사는 집 같지가 않더라구요. 그거보다 좀 더 생활감 있게요?',
    ],
    whenAsked: {
      layout: '방 3개 화장실 2개요. 거실 하나 주방 하나 평범한 판상형이에요',
      lifestyle:
        '아까 말씀드린 것처럼 저는 3교대라 낮에 자야 되고요, 남편은 재택 주2회 해요. 저녁엔 애들 숙제 봐주느라 식탁이 거의 책상이에요',
      colors_and_elements: '위에 말한 화이트랑 우드요. 아 그리고 체리색 몰딩은 제발 없애주세요 ㅋㅋ 지금 집 전체가 체리색이에요',
      budget: '시댁 쪽 형님이 작년에 같은 평수 하면서 5천 들었다는데 저희는 그렇게까진 못하고 4천 안에서 하고 싶어요',
      move_in_date: '공사하는 동안 화성 친정에 가 있을 건데 애들 학교 문제도 있고 해서 4월 말 전에는 다시 들어와야 돼요',
      key_considerations: '제 방 암막이요 그게 제일 중요해요. 그리고 애들 뛰어다니다 부딪힐 만한 모서리 같은 거요',
      address: '아까 영통이라고 했죠? ㅎㅎ 매탄동 쪽이에요',
      other_design_requirements: '붙박이장이랑 현관 신발장은 맞춤으로 짜고 싶어요',
    },
    otherwise: '음 그건 딱히 생각 안 해봤어요',
    expected: {
      project_background: { said: 0, text: ['리모델링'] },
      problem_need: { said: 0, text: ['잠을 제대로 못 자요'] },
      lifestyle: { said: 0, text: ['3교대'] },
      address: { said: 1, text: ['영통'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 22, unit: 'years' } },
      target_audience: { said: 2, text: ['남편이랑 아들 둘'] },
      preferred_style: { said: 3, text: ['화이트에 우드', '생활감'] },
      layout: { said: 'asked', text: ['방 3개', '화장실 2개'] },
      colors_and_elements: { said: 'asked', text: ['체리색'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 40_000_000, currency: 'KRW' } },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['암막'] },
    },
  },
  {
    // 대구 수성구 범어동 1층 18평 상가에 손만두 가게를 여는 46세 사장. 어머니가 서문시장에서 25년째 하는 가게를 물려받아
    // 2호점 겸 자기 가게를 냄. 경상도 말투("~가", "카던데", "~예"). 시그니처를 장면으로 설명(찜기 뚜껑 열면 김이 올라오고
    // 줄 서는 모습 → 유리창 너머로 찜기 보이게). 예산은 사촌형 치킨집과 비교한 뒤 "8천에서 1억 사이". 나중 답에서
    // "아까 말씀드린", "위에 말씀드린 찜기"로 앞말을 되짚음. 오픈은 "늦어도 4월 안에는".
    // NOT facts: 서문시장·25년(어머니의 원래 가게), 칠곡·1억 2천·작년(사촌형 치킨집), 5월 가정의 달(오픈 이유), 을지로(스타일
    // 참고일 뿐 주소 아님), 범어역 4번 출구는 주소 보충이라 괜찮음.
    id: 'heldout45-commercial-ko-dumpling-mothers-steamer',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까. 대구서 만두가게 하나 새로 낼라고 연락드립니다. 저희 어머니가 서문시장에서 25년째 손만두 하고 계신데 이번에 제가 물려받아가 수성구 범어동에 2호점 겸 제 가게를 여는 겁니다',
      '시장 가게 가보시면 아시겠지만 아침마다 큰 찜기 뚜껑 열면 김이 확 올라오거든요. 그거 보고 지나가던 사람들이 줄을 섭니다. 새 가게에서도 그 장면은 꼭 보이게 하고 싶어요. 유리창 너머로 찜기가 보이게요',
      '평수는 18평이고 1층 상가입니다. 근데 문제가 안쪽이 길쭉해가 주방을 어디 놔야 할지 감이 안 옵니다',
      '예산은예, 제 사촌형이 작년에 칠곡에 치킨집 차리면서 1억 2천 깨졌다 카던데 저는 그만큼은 안 되고 8천에서 1억 사이로 봅니다',
    ],
    whenAsked: {
      problem_need:
        '아까 말씀드린 그 길쭉한 구조요. 그리고 시장은 포장 손님이 대부분인데 범어동은 직장인들이 앉아서 먹고 가야 돼서 좌석을 최대한 뽑아야 합니다',
      brand_value:
        '어머니 만두 맛 그대로, 정직하게. 들어오면 시장 단골집 온 것처럼 편했으면 좋겠는데 너무 촌스러우면 또 범어동에선 안 먹힙니다',
      target_audience: '점심엔 근처 법원이랑 사무실 직장인들, 오후엔 학원가 엄마들요. 포장도 많이 해가실 거고',
      competitive_advantage: '기계만두 아니고 전부 손으로 빚습니다. 김치만두 김치도 어머니가 직접 담그고요',
      preferred_style: '서울 을지로 노포 있잖아요 그 느낌인데, 좀 더 깨끗하게? 타일 많이 쓰고요',
      colors_and_elements: '시장 가게 간판이 빨간 바탕에 흰 글씨인데 그 빨간색은 살리고 싶습니다. 형광등 느낌은 싫고요',
      opening_date: '늦어도 4월 안에는 열어야 됩니다. 5월 가정의 달에 장사 시작하면 늦어요',
      key_considerations: '위에 말씀드린 찜기 보이는 거, 그게 제일 중요합니다. 그리고 환기요. 만두 찌면 습기가 장난 아닙니다',
      address: '아까 범어동이라 했지예, 범어역 4번 출구 쪽입니다',
      other_design_requirements: '간판이랑 메뉴판도 같이 해주시면 좋지요',
    },
    otherwise: '그건 잘 모르겠습니다. 알아서 해주이소',
    expected: {
      project_background: { said: 0, text: ['손만두', '범어동'] },
      address: { said: 0, text: ['범어동'] },
      unique_design: { said: 1, text: ['찜기', '유리창 너머로'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'pyeong' } },
      problem_need: { said: 2, text: ['길쭉'] },
      budget: { said: 3, value: { kind: 'money', amount: 80_000_000, max: 100_000_000, currency: 'KRW' } },
      brand_value: { said: 'asked', text: ['정직하게', '단골집'] },
      target_audience: { said: 'asked', text: ['직장인', '학원가 엄마들'] },
      competitive_advantage: { said: 'asked', text: ['손으로 빚습니다'] },
      preferred_style: { said: 'asked', text: ['노포', '깨끗하게'] },
      colors_and_elements: { said: 'asked', text: ['빨간색', '형광등'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['환기', '습기'] },
    },
  },
  {
    // 춘천 '소양골 닭갈비'의 36세 마케팅 팀장. 냉동 닭갈비 밀키트로 6월 킨텍스 서울국제식품산업전에 참가. 정돈된 업무 말투에
    // ㅎㅎ. 문제를 작년 코엑스 일화로 설명(기둥 뒤라 사람들이 지나감 → 멀리서도 알아보게). 일정은 "개막 전날 반입",
    // "마지막 날 폐장하고 그날 밤 철수"처럼 돌려 말함(6/9 개막, 6/8 반입, 6/12 철수). 수도·전기는 직접 답하지 않고
    // "인덕션 3구는 돌려야 하고 설거지는 공용 개수대" → 전기만. 스타일은 작년 옆 부스와 비교("그거보다 따뜻하고 활기차게").
    // NOT facts: 춘천(회사 위치, 전시 장소 아님), 작년·코엑스·옆 부스(지난 행사), 5시(폐장 시각), 580만원(이미 낸 참가비),
    // 인덕션 3구, 김지현(담당자 이름).
    id: 'heldout45-exhibition-ko-mealkit-last-years-pillar',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요, 춘천에 있는 '소양골 닭갈비' 마케팅팀 김지현 팀장입니다. 저희 냉동 닭갈비 밀키트로 6월 킨텍스 서울국제식품산업전 나가게 돼서 부스 디자인 문의드려요",
      "작년에 코엑스 행사 처음 나갔을 때 얘기를 좀 드리면요ㅠ 저희 부스가 기둥 바로 뒤였어요. 옆 부스는 시식 줄이 통로까지 늘어섰는데 저희 앞은 사람들이 그냥 지나가더라고요. 이번엔 멀리서도 '아 닭갈비다' 하고 알아보게 만들고 싶어요",
      '일정은 6월 9일 개막이고 12일까지 4일간이에요. 반입은 개막 전날 하루 준다고 하고, 철수는 마지막 날 5시 폐장하고 그날 밤 안에 빼야 한대요',
      '부스는 두 칸 붙여서 6m×3m, 18㎡요. 제2전시장 9홀이고 이번엔 코너 자리 받았어요 ㅎㅎ',
    ],
    whenAsked: {
      water_electricity_supply: '시식하려면 인덕션 3구는 돌려야 하고요, 설거지는 주최측 공용 개수대 쓰면 된다고 들었어요',
      brand_value:
        '춘천 닭갈비집에서 철판 앞에 둘러앉은 그 왁자지껄한 느낌이요. 집에서도 그 맛이 난다는 걸 보여주고 싶어요',
      target_audience: '마트랑 편의점 MD분들이 1순위고, 일본 바이어도 몇 분 미팅 잡혀 있어요',
      preferred_style:
        '아까 작년 옆 부스 얘기했잖아요, 그 부스가 흰색에 깔끔했는데 식품이라 그런지 좀 차가웠어요. 저흰 그거보다 따뜻하고 활기차게요',
      unique_design: '부스 가운데에 진짜 큰 무쇠 철판 모형 같은 거요? 시식도 거기서 하고요',
      budget: '참가비 580만원은 이미 냈고요, 디자인이랑 시공 합쳐서 3천 정도 잡혀 있어요',
      key_considerations:
        '냄새랑 연기요. 작년에 다른 업체가 연기 때문에 주최측한테 경고 받는 거 봤어요. 그리고 위에 말씀드린 것처럼 멀리서 보여야 해요',
      address: '위에 적은 대로 킨텍스 제2전시장 9홀이에요',
      other_design_requirements: '리플렛이랑 시식용 종이 트레이에 로고 들어가는 것도요',
    },
    otherwise: '그 부분은 아직 정해진 게 없어요',
    expected: {
      project_background: { said: 0, text: ['밀키트', '서울국제식품산업전'] },
      problem_need: { said: 1, text: ['멀리서도', '알아보게'] },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-06-09', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-06-08', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-06-12', precision: 'day' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      address: { said: 3, text: ['9홀'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['왁자지껄', '철판'] },
      target_audience: { said: 'asked', text: ['MD', '일본 바이어'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 활기차게'] },
      unique_design: { said: 'asked', text: ['철판 모형'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 30_000_000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['연기'] },
    },
  },
  {
    // 광주 남구 봉선동 '달봉이동물병원'의 44세 원장(수의사). 로고·간판 전체 리뉴얼. 일화부터 꺼내는 수다형: 할머니 보호자가
    // "여기 털 깎는 데 아니에요?" → 미용실로 오해받는 게 문제. 이름 이야기는 수의대 시절 주운 강아지(보름달 뜬 날). 6월 2층
    // 확장·고양이 전용 진료실은 스스로 꺼낸 이후 계획. 상표는 돌려서 답함("생각도 못 해봤네요 해야 되는 건가요?") → 미등록,
    // 도움은 받겠다고 함. 마감은 공사·간판 제작 기간으로 풀어서 "5월 중순까지는".
    // NOT facts: 12년(개원 햇수), 지난주, 열일곱 살·작년(달봉이), 6월·2층(확장 공사, 마감 아님), 3주(간판 제작 기간),
    // 밤 10시(진료 시간).
    id: 'heldout45-brand-ko-vet-dalbong-name-story',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요 광주 남구 봉선동에서 '달봉이동물병원' 하고 있는 원장입니다. 개원한 지 12년 됐는데 로고랑 간판까지 전체 다 새로 하고 싶어서요",
      "지난주에 있었던 일인데요 ㅎㅎ 할머니 한 분이 푸들 안고 들어오시더니 '여기 털 깎는 데 아니에요?' 하시는 거예요. 간판이 분홍색 발바닥에 동글동글한 글씨라 미용실인 줄 아셨대요. 이런 일이 한 달에 몇 번은 있어요",
      '이름 얘기를 하자면, 수의대 다닐 때 자취방 앞에서 주운 똥강아지가 달봉이었어요. 보름달 뜬 날 주워서 달봉이. 걔가 작년에 열일곱 살로 떠났어요.. 그래서 이름은 절대 안 바꿔요',
      '아 그리고 6월에 2층까지 넓혀서 고양이 전용 진료실 만들 예정이에요. 새 간판도 그때 같이 달 거예요',
    ],
    whenAsked: {
      products_or_services:
        '내과 진료, 건강검진, 슬개골 수술 많이 하고요, 중성화랑 예방접종이요. 6월부터는 고양이 진료 따로 봐요',
      registration_status: '상표요? 그런 건 생각도 못 해봤네요 ㅎㅎ 해야 되는 건가요?',
      need_registration_assistance: '네 그럼 그것도 같이 부탁드릴게요',
      brand_website: "홈페이지는 없고 네이버 플레이스에 '달봉이동물병원' 치면 나와요",
      target_audience:
        '봉선동이 학군지라 30~40대 가족 보호자가 많고요, 아까 말씀드린 할머니처럼 어르신 보호자도 꽤 돼요',
      preferred_style:
        '믿음 가는 병원 느낌인데 차갑진 않게요. 동네 소아과 중에 잘 되는 데 보면 깔끔하면서 애들이 무서워하지 않잖아요 딱 그 정도',
      colors_and_elements: '분홍 발바닥은 이제 그만ㅋㅋ 남색이나 짙은 초록 좋아하고요, 달 모양은 어떻게든 넣어주세요',
      expected_deadline:
        '위에 말씀드린 2층 공사가 6월 초에 끝나는데 간판 제작이 3주 걸린대요. 그러니까 5월 중순까지는 디자인 확정돼야죠',
      key_considerations: '간판이 밤에 멀리서도 읽혀야 돼요. 저희 24시는 아니지만 밤 10시까지 하거든요',
      other_design_requirements: '간판, 진료 안내문, 직원 유니폼 자수까지요',
    },
    otherwise: '그건 괜찮아요 딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['동물병원', '새로'] },
      address: { said: 0, text: ['봉선동'] },
      problem_need: { said: 1, text: ['미용실인 줄'] },
      brand_name_story: { said: 2, text: ['주운 똥강아지', '보름달'] },
      plans_after_project: { said: 3, text: ['고양이 전용 진료실'] },
      products_or_services: { said: 'asked', text: ['건강검진', '슬개골', '중성화'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['네이버 플레이스'] },
      target_audience: { said: 'asked', text: ['30~40대 가족', '어르신'] },
      preferred_style: { said: 'asked', text: ['믿음 가는', '차갑진 않게'] },
      colors_and_elements: { said: 'asked', text: ['분홍 발바닥', '남색', '달 모양'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['밤에 멀리서도'] },
    },
  },
  {
    // 하동 악양에서 3대째 녹차 농사짓는 집으로 귀농한 31세 손녀. 우전 녹차 티백(1.5g×20개)을 스마트스토어 등에서 판매.
    // 이모티콘·ㅋㅋㅠㅠ·"뼈 맞음" 같은 말투. 문제는 리뷰 일화("포장이 시골 반찬통 같다")로, 스타일은 오설록과 비교("그 정도로
    // 세련됐으면… 대기업 느낌 말고 손으로 덖은 느낌"). 판매처를 물으면 "위에서 말한 스마트스토어가 제일 크고"로 되짚음.
    // 마감은 설·햇차 이야기 끝에 "4월 말까지는".
    // NOT facts: 3대째·3년째·서울 회사(개인사), 4월 곡우(찻잎 따는 때, 마감 아님), 설(이미 지난 시즌), 5월(햇차 판매 시작),
    // 천원(박스 단가 상한은 고려사항일 뿐 예산 필드 없음), 아홉 번은 제조법(USP에 들어가는 건 괜찮음).
    id: 'heldout45-packaging-ko-hadong-tea-review-story',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요!! 하동 악양에서 할아버지 때부터 3대째 녹차 농사짓는 집 손녀예요 ㅎㅎ 제가 서울 회사 그만두고 내려와서 3년째 티백 상품 만들어서 팔고 있어요',
      "근데 얼마 전에 스마트스토어 리뷰에 '맛은 너무 좋은데 선물했더니 포장이 시골 반찬통 같다고 하더라'는 글이 달렸어요ㅋㅋㅠㅠ 웃기면서도 뼈 맞음.. 그래서 선물용 패키지를 제대로 만들고 싶어요",
      '제품은 우전 녹차 티백이에요. 4월 곡우 전에 딴 첫물 잎으로 만들고요, 하나에 1.5g짜리 티백 20개가 한 세트예요',
      '이미지는 오설록 아시죠? 그 정도로 세련됐으면 좋겠는데 거기처럼 대기업 느낌 말고 손으로 덖은 느낌? 할머니 손 같은 따뜻함이 있었으면 ㅎㅎ',
    ],
    whenAsked: {
      packaging_form: '박스요! 선물로 받은 분이 뚜껑 열었을 때 와 하는 그런 거요',
      unique_selling_point: '기계로 안 하고 가마솥에 아홉 번 손으로 덖어요. 할아버지 방식 그대로요',
      target_audience: '30~40대 직장인들이 부모님이나 거래처 선물로 많이 사요. 본인이 마시려고 사는 분은 의외로 적어요',
      sales_channels:
        '위에서 말한 스마트스토어가 제일 크고요, 화개장터 근처에 저희 작은 판매장 있고, 명절엔 하동농협 하나로마트에도 들어가요',
      colors_and_elements:
        '녹차니까 초록은 당연히 들어가는데 형광 초록 말고 찻잎 색? 악양 들판 사진에 나오는 그 연두요. 금박은 싫어요 너무 명절st',
      preferred_materials: '비닐은 최대한 빼고 종이로 하고 싶어요. 크라프트도 좋고요',
      expected_deadline:
        '설 선물은 이미 늦었고ㅠ 5월에 햇차 나오면 바로 새 패키지로 팔고 싶어서 4월 말까지는 디자인 끝났으면 해요',
      key_considerations: '택배로 많이 나가니까 눌려도 안 찌그러져야 되고요, 단가요.. 박스 하나에 천원 넘으면 남는 게 없어요',
      other_design_requirements: '택배 박스에 붙일 스티커도요!',
    },
    otherwise: '음 그건 아직 모르겠어요 ㅎㅎ',
    expected: {
      project_background: { said: 0, text: ['녹차', '티백'] },
      address: { said: 0, text: ['악양'] },
      problem_need: { said: 1, text: ['반찬통'] },
      sales_channels: { said: 1, text: ['스마트스토어'] },
      product_description: { said: 2, text: ['우전 녹차 티백', '첫물'] },
      specification: { said: 2, text: ['1.5g', '20개'] },
      preferred_style: { said: 3, text: ['오설록', '손으로 덖은'] },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['box'] } },
      unique_selling_point: { said: 'asked', text: ['아홉 번', '손으로 덖어요'] },
      target_audience: { said: 'asked', text: ['30~40대', '선물'] },
      colors_and_elements: { said: 'asked', text: ['찻잎 색', '금박'] },
      preferred_materials: { said: 'asked', text: ['종이', '크라프트'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['찌그러', '단가'] },
    },
  },
  {
    // 인천 남동공단 사출금형 회사 '대성정밀'의 52세 대표. 짧고 무뚝뚝하게, 문장부호 적게. 홈페이지를 새로 만드는 이유를
    // 베트남 바이어 일화로 설명("회사가 진짜 있는 거 맞냐고"). 주소는 "들어가 보시면 아실 거예요". 경쟁사는 같은 공단의
    // 한솔테크. 종류는 돌려서 답함("회사 소개하는 거죠 뭐") → 기업 홈페이지. 언어에서 "아까 말씀드린 베트남 바이어"를
    // 되짚고, 스타일은 "위에랑 같아요". 예산 "천만원 넘으면 곤란", 오픈은 호치민 전시회 인쇄 일정으로 풀어서 "6월까진".
    // NOT facts: 작년 가을(바이어 미팅), 2009년(옛 홈페이지 제작 연도), 7월·호치민(전시회, 마감 아님).
    id: 'heldout45-website-ko-mold-maker-vietnam-buyer',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 인천 남동공단에서 플라스틱 사출금형 만드는 대성정밀 대표입니다 홈페이지 새로 만들려고 합니다',
      '작년 가을에 베트남 바이어가 미팅 전에 저희 회사를 검색해봤는데 홈페이지가 안 열린다고.. 회사가 진짜 있는 거 맞냐고 물어보더라고요 2009년에 만든 거라 플래시로 돼 있어서 요즘 폰에서는 아예 안 뜹니다',
      '주소는 daesungmold.co.kr 입니다 들어가 보시면 무슨 말인지 아실 거예요 ㅎ',
      '같은 공단에 한솔테크라고 있는데 거기 홈페이지 보니까 설비 사진 크게 나오고 깔끔하던데 그런 거 생각합니다',
    ],
    whenAsked: {
      category: '회사 소개하는 거죠 뭐. 쇼핑몰 그런 건 필요 없고요',
      main_pages: '회사소개, 보유 설비, 납품 실적, 찾아오시는 길, 견적 문의 정도요',
      languages: '한국어 영어 하고.. 아까 말씀드린 베트남 바이어 때문에 베트남어도 꼭 있어야 됩니다',
      target_audience:
        '해외 바이어랑 국내 자동차 부품 1차 협력사 구매 담당자들이요. 그 사람들은 설비가 뭐가 있는지 어디 납품했는지 그거 봅니다',
      preferred_style: '위에랑 같아요. 한솔테크처럼 깔끔하게. 번쩍번쩍한 건 싫습니다',
      budget: '천만원 넘으면 곤란합니다',
      expected_deadline:
        '7월에 호치민에서 전시회가 있어서 거기 가져갈 명함이랑 카탈로그에 주소를 넣어야 됩니다. 인쇄하려면 6월까진 열려 있어야죠',
      key_considerations:
        '폰에서 잘 열리는 거요. 그 바이어도 폰으로 봤다고 했거든요. 그리고 제가 직접 실적 사진 올릴 수 있게 해주세요',
      url: '위에 적었습니다 daesungmold.co.kr',
      other_design_requirements: '공장 사진은 새로 찍어야 될 것 같은데 그것도 됩니까',
    },
    otherwise: '그건 잘 모르겠네요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['사출금형', '홈페이지 새로'] },
      address: { said: 0, text: ['남동공단'] },
      problem_need: { said: 1, text: ['안 열린다', '플래시'] },
      url: { said: 2, text: ['daesungmold.co.kr'] },
      competitors: { said: 3, text: ['한솔테크'] },
      preferred_style: { said: 3, text: ['깔끔'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      main_pages: { said: 'asked', text: ['보유 설비', '납품 실적', '견적 문의'] },
      languages: { said: 'asked', text: ['한국어', '영어', '베트남어'] },
      target_audience: { said: 'asked', text: ['해외 바이어', '구매 담당자'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 10_000_000, currency: 'KRW' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['폰에서 잘 열리는', '직접 실적 사진'] },
    },
  },
  {
    // 통영 산양읍에 사는 66세 전직 선장. 배에서 쓴 일기를 모아 결혼 40주년에 나눠 줄 책을 만들려 함(표지와 속 디자인).
    // 띄어쓰기 들쭉날쭉, 말줄임표, "허허". 문제는 딸의 말로 전함("말로 하면 재밌는데 글로 보면 심심하다"), 색은 장면으로
    // ("새벽에 출항할때 바다 색… 회색 섞인 푸른색", 빨간색은 구명조끼 생각나서 싫음). 주소를 다시 물으면 "아까 말했는데".
    // 마감은 결혼기념일과 인쇄 기간으로 풀어서 "8월 초에는 디자인이 끝나야".
    // NOT facts: 32년(배 탄 햇수), 재작년(하선), 남태평양(사진 찍은 곳), 200장(사진 수)·100권(부수)은 분량일 뿐,
    // 9월 14일(결혼기념일, 마감 아님), 한달(인쇄 기간), 서울(딸이 사는 곳).
    id: 'heldout45-other-ko-captain-memoir-sea-scenes',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 통영 산양읍 사는 사람입니다.. 배를 32년 탔고 재작년에 내렸습니다. 그동안 배에서 쓴 일기를 모아서 책을 한권 만들려고 하는데 표지랑 속 디자인을 해줄수 있는지 해서요',
      '딸이 하는 말이 아빠 이야기는 말로 하면 재밌는데 글로 보면 심심하다고.. 허허. 사진이 한 200장 있어요 원양어선 탈때 남태평양에서 찍은것도 있고. 사진하고 글이 같이 살아나게 해주면 좋겠어요',
      '올 가을에 집사람하고 결혼 40주년인데 그날 식구들하고 배 같이 탔던 동료들 불러서 밥 먹으면서 한권씩 나눠줄 생각입니다. 한 100권 정도',
      '색은.. 새벽에 출항할때 바다 색 있습니다. 시퍼런게 아니고 회색 섞인 푸른색. 그 색이면 좋겠어요. 빨간색은 넣지 마세요 구명조끼 생각나서 싫습니다',
    ],
    whenAsked: {
      preferred_style: '요새 책방에 가면 사진 크게 들어간 여행책들 있지요. 그런 식인데 너무 젊은 사람 책 같지는 않게. 점잖게요',
      address: '아까 말했는데 통영 산양읍이요. 미륵도',
      expected_deadline:
        '결혼기념일이 9월 14일이라.. 인쇄소 사장 말이 인쇄 제본에 한달은 잡으라 하니까 8월 초에는 디자인이 끝나야 안되겠습니까',
      key_considerations: '글씨가 커야 됩니다. 우리 나이 친구들 돋보기 끼고 읽어야 되니까',
      collaboration_notes: '내가 컴퓨터를 잘 못해서 서울 사는 딸이 중간에서 메일 받아줄 겁니다. 그래도 결정은 내가 합니다 허허',
      number_of_visits: '통영까지 오시기 멀면 내가 한번 올라가도 됩니다',
    },
    otherwise: '그건 잘 모르겠습니다 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['일기', '책'] },
      other_design_requirements: { said: 0, text: ['표지', '속 디자인'] },
      address: { said: 0, text: ['산양읍'] },
      problem_need: { said: 1, text: ['사진하고 글이 같이 살아나게'] },
      target_audience: { said: 2, text: ['식구들', '동료들'] },
      colors_and_elements: { said: 3, text: ['회색 섞인 푸른색', '빨간색'] },
      preferred_style: { said: 'asked', text: ['사진 크게', '점잖게'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['글씨가 커야'] },
      collaboration_notes: { said: 'asked', text: ['딸이 중간에서', '결정은 내가'] },
    },
  },
];
