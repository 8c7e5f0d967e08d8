import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A sixty-eighth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Its theme: back and forth: visitors refer back to what
 * they said ("as I said"), correct an earlier number or date later, answer a question with a question or two questions in
 * one reply, and give some details only when asked. Written in session 32 beside the sixty-seventh and played once on
 * 479f5142, before any change for it. Each writer's own notes follow, and each conversation has a comment of what it
 * exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (en-US, batch 68: back and forth)
 * 1. brand: Tanya, mobile dog groomer in Boise. Chatty, emoji. Moves her own deadline earlier ("actually make that mid February") and answers the trademark question with a question.
 * 2. packaging: Kevin, chili crisp maker in Houston. Lowercase, no punctuation. Corrects the jar size (8 oz to 6 oz), covers audience and sales channels in one reply, asks whether the studio prints.
 * 3. website: Capt. Ray, fishing charters in Port Aransas. Terse, keeps saying "like I said". Raises his budget after talking to his wife; answers the deadline question with "is that realistic?".
 * 4. commercial: Marcus, bike shop + espresso bar moving to Cherry Street, Tulsa. Long, careful messages. Corrects gross to usable square feet; covers style and colors in one reply.
 * 5. exhibition: Beth, honey producer at the Summer Fancy Food Show. Friendly, a few typos. Upgrades the booth from 10x10 to 10x20 mid-chat; answers the budget and utilities questions with questions.
 * 6. residential: Priya, pharmacist renovating a ranch house in Land Park, Sacramento. Fast, organized. Fixes the move-in date she gave earlier; gives the house's age as a question ("so what's that, 68 years?").
 * 7. other: Gus, 68, owner of a wedding venue near Stowe, VT. Formal, complete sentences. Revises the sign count from 12 to 18; covers style and colors in one reply; answers the site-visit question with a question.
 */
/* Writer's note (zh-TW, batch 68: back and forth)
 * 1. brand: 竹北瑜珈老師 Vivian，開自己的小教室；emoji＋英文夾雜，回頭改口「名字其實確定了」，交期從2月底改成3月底，商標問題用反問回答。
 * 2. packaging: 台東太麻里洛神花蜜餞的阿琴姐，注音選字錯（因該、阿），把200克改成150克，通路「像我剛說的」一次講齊，材質反問哪種便宜。
 * 3. website: 高雄鳳山冷氣師傅，極短句無標點，預算8萬被老婆改成10萬、同一句順便講上線時間，競品直接說沒在看。
 * 4. commercial: 中壢越南河粉的阿蘭（越南新住民），中文簡單，坪數20改18、同句帶出開幕時間，風格用反問「越南風要怎麼做？」。
 * 5. exhibition: 彰化機車煞車零件廠業務經理，公文式書寫「承上／如前述」，攤位3x3改成3x6、預算同句跟著改，進場日反問主辦慣例。
 * 6. residential: 台中北屯新手媽媽，整理公婆的老透天；屋齡與坪數被老公更正（民國84年、52坪），一則訊息同時講預算與入住。
 * 7. other: 嘉義民雄土地公廟總幹事，要Q版吉祥物＋LINE貼圖＋平安符袋；先講3/13前，再改成2月底，夾台語用詞。
 */
/* Writer's note (ko-KR, batch 68: back and forth)
 * 1. brand: 31세 남성, 대구 서문시장 근처 할머니 떡집을 물려받음. 띄어쓰기만, 마침표 없음. 디자인 마감을 4월에서 2월로 당김, 상표 질문에 질문으로 답함.
 * 2. packaging: 45세 여성, 하동 녹차 농원 며느리. 말줄임표, 또박또박. 박스 입수를 30개에서 20개로 정정, 판매처와 마감을 한 메시지에 답함.
 * 3. website: 38세 남성, 부산 광안리 독채 스테이 사장. 이모지, 영어 섞음. 예산 200을 300까지로 올림, 현재 홈페이지 질문에 질문으로 되물음.
 * 4. commercial: 40대 여성 미용실 원장, 청주 율량동으로 이전. ㅎㅎ, ~. 20평이라 했다가 전용 17평으로 정정, 예산 질문에 되물으며 답함.
 * 5. exhibition: 34세 남성 마케터, 김포 반려동물 수제간식 회사, 킨텍스 펫쇼 첫 참가. 부스를 3x3에서 6x3으로 바꾸고 예산도 같은 메시지에, 반입일은 질문과 함께.
 * 6. residential: 41세 여성, 일산 후곡마을 구축 아파트 매매 후 전체 리모델링. 긴 메시지. 연식 30년을 33년으로 정정, 입주일을 4월 말에서 5월 20일로.
 * 7. other: 58세 남성, 완주 농가 협동조합 사무국장, 장터 홍보물. 격식체, 띄어쓰기 실수. 장터가 미뤄져 홍보물 마감을 3월 20일에서 4월 초로 정정, 스타일 질문에 되물음.
 */
export const sixtyEighthHeldOutConversations: CorpusConversation[] = [
  // Tanya Okafor, 38, runs a mobile dog grooming van in Boise, Idaho, rebranding from her own name to "Sudsy Paws".
  // Chatty, exclamation marks, a couple of emoji, types on her phone between appointments.
  // Exercises: deadline first given as March 1 (message 2), then corrected to Feb 15 in message 3 ("actually make that mid
  // February"), so message 3 wins; the van wrap is volunteered as an extra item (other_design_requirements); the trademark
  // question is answered with a question but still says she hasn't done anything (not_registered); a "maybe down the road"
  // on registration help (left out); "like I mentioned" in the problem answer; key_considerations refers back to the date.
  // NOT facts: 3 years (how long she has groomed), 6 and 11 (her daughter's ages), March 1 (the corrected date),
  // first week of March (when the wrap shop installs, not the design deadline), two weeks (the wrap shop's lead time),
  // "Tanya's Mobile Grooming" (the old name).
  {
    id: 'heldout68-brand-en-sudsy-paws-grooming',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi there! I run a mobile dog grooming business out of a converted Sprinter van here in Boise. Been doing it about 3 years under my own name but I'm rebranding as Sudsy Paws and I need a real logo + the van wrap design. The logo is the priority though!",
      "Why Sudsy Paws? My daughter came up with it when she was 6, she called bath time 'sudsy time' lol. She's 11 now and thinks it's sooo embarrassing 😂",
      "Oh and I need it all done by March 1 because the wrap shop has me booked for the first week of March",
      "Ugh sorry, actually make that mid February. I just called the wrap shop and they need final files two weeks before install. So Feb 15 latest!!",
    ],
    whenAsked: {
      problem_need: "Like I mentioned, I've just been 'Tanya's Mobile Grooming' with a clip art paw print. Nobody remembers it. I want people to see the van in traffic and actually remember the name",
      products_or_services: "Full grooms, bath and brush, nail trims, teeth brushing. De-shedding treatments too",
      registration_status: "Is that something I even need for a business my size?? I haven't done anything on that, no",
      need_registration_assistance: "Maybe down the road? Let's get the logo done first",
      brand_website: "Just Facebook for now, facebook.com/tanyagrooms",
      target_audience: "Busy families and older folks who can't easily haul their dogs to a salon. Lots of doodle owners lol 🐩",
      preferred_style: "Fun and bubbly but still clean, not cartoony. Does that make sense? Like something you'd see on a cute bakery truck",
      colors_and_elements: "Teal for sure, and bubbles! No bones please, every dog business uses a bone",
      expected_deadline: "Feb 15 like I said!",
      key_considerations: "It has to be readable from across a parking lot on the side of the van. And as I said the February date is firm",
      collaboration_notes: "Email or text, I'm elbow deep in dogs all day and can't take calls. I make the final call",
      other_design_requirements: "The van wrap, like I said. Maybe business cards too?",
    },
    otherwise: "Hmm no preference, whatever you think!",
    expected: {
      project_background: { said: 0, text: ['mobile dog grooming', 'Sudsy Paws', 'logo'] },
      address: { said: 0, text: ['Boise'] },
      other_design_requirements: { said: 0, text: ['van wrap'] },
      brand_name_story: { said: 1, text: ['daughter', 'sudsy time'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-15', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['remember the name'] },
      products_or_services: { said: 'asked', text: ['Full grooms', 'nail trims'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      brand_website: { said: 'asked', text: ['facebook.com/tanyagrooms'] },
      target_audience: { said: 'asked', text: ['Busy families', 'older folks'] },
      preferred_style: { said: 'asked', text: ['bubbly', 'not cartoony'] },
      colors_and_elements: { said: 'asked', text: ['Teal', 'bubbles', 'bone'] },
      key_considerations: { said: 'asked', text: ['readable', 'parking lot'] },
    },
  },

  // Kevin Tran, 34, makes "Mama Tran's" chili crisp (Cajun-Vietnamese) in Houston with his mom; sold at a farmers market
  // and on Shopify. Lowercase, almost no punctuation, short bursts.
  // Exercises: jar size given as 8 oz in message 1 and corrected to 6 oz in message 2 (specification said 2); the
  // packaging form is label + gift set, the jars themselves stay as they are; message 3 is only a question back (does the
  // studio print?); the target audience reply also answers sales channels, and the sales channels reply says "like i said";
  // the deadline is a question back plus a tentative "end of september".
  // NOT facts: a year (how long at markets), 8 oz (the old jar), last month (supplier switch), H Mart and Central Market
  // (stores they hope to get into, not current channels), his mom's old restaurant (where the lotus comes from).
  {
    id: 'heldout68-packaging-en-chili-crisp-houston',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hey we make a chili crisp out of houston, cajun viet style, called Mama Tran's. been selling at farmers markets for about a year in plain mason jars with a printed sticker and want real packaging now",
      "its 8 oz glass jars. the jars stay the same we just need a proper label on them and a gift set that holds 3 jars for the holidays",
      "wait sorry not 8 oz the new jars are 6 oz. we switched suppliers last month. 3 per gift box still",
      "also do you guys do printing too or just design",
    ],
    whenAsked: {
      product_description: "like i said chili crisp. crunchy fried garlic shallots and chili in oil, you spoon it on noodles eggs rice whatever",
      unique_selling_point: "the cajun seasoning and dried shrimp. nobody else doing that. also less oil than the big brands",
      target_audience: "foodies like 25-45 who follow food tiktok, and honestly a lot of viet aunties lol. we sell at the farmers market on saturdays and on our shopify, trying to get into H Mart and Central Market next",
      sales_channels: "like i said the farmers market and shopify for now",
      preferred_style: "bold, kinda loud. not the minimalist white label thing every craft brand does",
      colors_and_elements: "red and gold obviously lol. maybe a crawfish? my mom wants the lotus from her old restaurant sign in there somewhere",
      preferred_materials: "no idea on materials honestly. something waterproof for the label, they get oily and go in the fridge",
      expected_deadline: "when do you need it by to be ready for christmas? like end of september is probably fine for us?",
      key_considerations: "cost. we're small so the gift box cant cost us more than a couple bucks each to print",
      other_design_requirements: "maybe a shipping box for shopify orders later idk",
    },
    otherwise: "no preference really",
    expected: {
      project_background: { said: 0, text: ["Mama Tran", 'farmers markets'] },
      address: { said: 0, text: ['houston'] },
      product_description: { said: 0, text: ['chili crisp'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      specification: { said: 2, text: ['6 oz', '3 per gift box'] },
      unique_selling_point: { said: 'asked', text: ['cajun seasoning', 'dried shrimp'] },
      target_audience: { said: 'asked', text: ['foodies', 'aunties'] },
      sales_channels: { said: 'asked', text: ['farmers market', 'shopify'] },
      preferred_style: { said: 'asked', text: ['bold', 'minimalist'] },
      colors_and_elements: { said: 'asked', text: ['red and gold', 'crawfish', 'lotus'] },
      preferred_materials: { said: 'asked', text: ['waterproof'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-09-01', precision: 'month' } },
      key_considerations: { said: 'asked', text: ['couple bucks'] },
    },
  },

  // Capt. Ray Dugas, 57, runs Reel Easy Charters (inshore fishing trips) out of Port Aransas, Texas. Short lines, no
  // capital at the start half the time, "like I said" a lot.
  // Exercises: budget "about 3 grand" in message 2, then raised to "up to $5,000" in message 3 after his wife weighs in
  // (message 3 wins, a ceiling); the site type (booking) is only implied by what he needs in message 1; the URL comes only
  // when asked, with a "like I said"; a maybe on Spanish (only English filed); a deadline with "is that realistic?".
  // NOT facts: 8 yrs (age of the nephew's site), 3 grand (the old budget), Monterrey and the Valley (where customers come
  // from), Rockport (the competitor's town), February (when bookings start).
  {
    id: 'heldout68-website-en-reel-easy-charters',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Morning. Captain Ray Dugas, I run Reel Easy Charters out of Port Aransas TX. inshore fishing trips, redfish and trout mostly. my nephew built our website like 8 yrs ago and its a mess, half the links are dead and you cant book on it",
      "what I really need is people being able to book a trip and pay the deposit online instead of calling me while I'm out on the water",
      "budget I was thinking about 3 grand",
      "talked to my wife, she does the books. she says we can go up to $5,000 if its done right. so make it 5",
    ],
    whenAsked: {
      url: "reeleasycharters.com. like I said its a mess",
      category: "booking I guess. like I said people need to book and pay",
      main_pages: "home, trips and prices, book now, photos of catches, about me and the boat, contact. do I need a blog? people keep telling me I need a blog",
      languages: "English. maybe Spanish? we get a lot of families from Monterrey and the Valley",
      target_audience: "families on vacation, corporate groups, some serious fishermen. most of them find me on their phone",
      competitors: "Fin & Feather Charters up in Rockport has a real nice one",
      preferred_style: "nothing fancy. clean, big photos of fish and water. should look like the coast",
      expected_deadline: "by March 1st if you can, spring break bookings start coming in February. is that realistic?",
      key_considerations: "has to work on a phone with one hand lol. and the deposit has to go through Square, thats what I use",
      other_design_requirements: "I got a ton of photos already, don't need a photographer",
    },
    otherwise: "no preference, you're the expert",
    expected: {
      project_background: { said: 0, text: ['Reel Easy Charters', 'fishing'] },
      address: { said: 0, text: ['Port Aransas'] },
      problem_need: { said: 1, text: ['book a trip', 'deposit'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      budget: { said: 3, value: { kind: 'money', amount: 5000, currency: 'USD', bound: 'at_most' } },
      url: { said: 'asked', text: ['reeleasycharters.com'] },
      main_pages: { said: 'asked', text: ['trips and prices', 'book now', 'photos'] },
      languages: { said: 'asked', text: ['English'] },
      target_audience: { said: 'asked', text: ['families on vacation', 'corporate groups'] },
      competitors: { said: 'asked', text: ['Fin & Feather'] },
      preferred_style: { said: 'asked', text: ['clean', 'big photos'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['one hand', 'Square'] },
    },
  },

  // Marcus Greer, 41, co-owns Spoke & Bean (bike repair + espresso bar) in Tulsa, Oklahoma, moving from a cramped spot to a
  // bigger lease on Cherry Street. Long, careful messages, full punctuation, a bit self-conscious ("if that's not a cliché").
  // Exercises: size given as roughly 1,800 sq ft in message 1, corrected in message 2 to 1,650 usable (message 2 wins, not
  // approximate); budget "around $120k" (approximate) excluding a machine they own; opening date with a question back;
  // the style reply also gives the colors, and the colors reply says "as I mentioned".
  // NOT facts: Pearl District (the current, cramped location), 1,800 sq ft (gross area, corrected), the espresso machine
  // (already owned, not in the budget), TU (where some customers study), every week (how often the partner's dad visits).
  {
    id: 'heldout68-commercial-en-spoke-bean-tulsa',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi, my business partner and I own Spoke & Bean, a bike repair shop with a little espresso bar. We're currently in a cramped spot in the Pearl District here in Tulsa, and we just signed a lease on a bigger space on Cherry Street. We need the interior designed: retail floor, a repair area customers can see into, and a proper coffee counter.",
      "Size is roughly 1,800 sq ft. Budget is around $120k for the build-out, not counting the espresso machine, which we already own.",
      "Correction on the size, I just got the landlord's floor plan: it's 1,650 square feet usable. The 1,800 was gross, including the back hallway we share.",
      "We'd like to open August 1. Is that realistic if we start now? We don't want to cut corners to hit it.",
    ],
    whenAsked: {
      problem_need: "Right now customers can't see the work happening, and the coffee bar is wedged behind the tire rack. We want the two halves to actually feel like one place.",
      brand_value: "Fix it yourself or we'll fix it for you, no attitude. Bike shops can be snobby. We want people to walk in and feel like they belong even on a department-store bike.",
      target_audience: "Commuters, families, college kids from TU, and the weekend gravel crowd. And honestly coffee people who don't ride at all.",
      competitive_advantage: "Same-day repairs on most things, and you can drink a good cortado while you wait. Nobody else in town does both.",
      preferred_style: "Industrial but warm, if that's not a cliché. Lots of wood. Our colors are forest green and cream, and please no black-and-orange racing look.",
      colors_and_elements: "As I mentioned, forest green and cream. No black-and-orange.",
      unique_design: "A glass wall into the repair bay so you can watch the mechanics from the coffee bar. That's the one thing we're set on.",
      key_considerations: "The repair area needs good ventilation, we use degreasers. And full ADA access, my partner's dad uses a wheelchair and comes in every week.",
      expected_deadline: "Whatever gets us open by August.",
      other_design_requirements: "Signage, yes please. A menu board too.",
      number_of_visits: "Maybe 3 or 4 on site? We're flexible.",
    },
    otherwise: "No strong preference there.",
    expected: {
      project_background: { said: 0, text: ['bike repair', 'espresso bar', 'coffee counter'] },
      address: { said: 0, text: ['Cherry Street', 'Tulsa'] },
      budget: { said: 1, value: { kind: 'money', amount: 120000, currency: 'USD', approximate: true } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1650, unit: 'ft2' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-08-01', precision: 'day' } },
      problem_need: { said: 'asked', text: ['see the work', 'one place'] },
      brand_value: { said: 'asked', text: ['no attitude', 'belong'] },
      target_audience: { said: 'asked', text: ['Commuters', 'gravel'] },
      competitive_advantage: { said: 'asked', text: ['Same-day repairs', 'cortado'] },
      preferred_style: { said: 'asked', text: ['Industrial but warm', 'wood'] },
      colors_and_elements: { said: 'asked', text: ['forest green', 'cream', 'black-and-orange'] },
      unique_design: { said: 'asked', text: ['glass wall', 'repair bay'] },
      key_considerations: { said: 'asked', text: ['ventilation', 'ADA'] },
    },
  },

  // Beth Pickett, 47, runs Pickett Family Honey (Hendersonville, North Carolina) with her brother; first big trade show.
  // Warm, exclamation marks, the odd typo ("definately"), mostly lowercase after the first message.
  // Exercises: booth 10x10 in message 1, upgraded to 10x20 (200 sq ft) in message 2, which wins; show dates, move-in
  // ("I think") and move-out in messages 1 and 3; the style reply also gives the unique design idea (hexagons), and the
  // unique_design reply says "like I said"; the utilities answer is a question back that still settles on electricity only;
  // the budget answer opens with a question and then gives a number.
  // NOT facts: Hendersonville NC (the company's home, not the venue), 3rd generation, 10x10 (the old booth), yesterday
  // (when they upgraded), the booth space fee (not in the budget), Winter Fancy Food in Las Vegas next year (a later show).
  {
    id: 'heldout68-exhibition-en-pickett-honey-fancy-food',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hello! We're Pickett Family Honey from Hendersonville NC, 3rd generation beekeepers. We got accepted to the Summer Fancy Food Show at the Javits Center in NYC this June, our first big trade show! We need a booth designed.",
      "booth is 10x10. show runs June 28-30",
      "oh wait, I need to correct that, we upgraded to a 10x20 yesterday because my brother wants room for a tasting counter. so 10x20 ft, 200 sq ft",
      "move in is June 26 I think, and we have to be out by July 1 at noon",
    ],
    whenAsked: {
      brand_value: "real honey from real people. we want buyers to feel like they stepped onto our farm for a minute, slow and friendly",
      target_audience: "grocery buyers, specialty shops, and honestly we'd love to land a distributor. not really the public, it's a trade show",
      preferred_style: "warm, a little rustic but not hokey. no hay bales lol. and can we do hexagon shapes somewhere? thats kind of our thing",
      unique_design: "like I said, hexagons! maybe a hexagon shelf wall to show off the jars",
      water_electricity_supply: "electricity definately, lights and a mini fridge. water... do most tasting booths have a sink? the show charges extra for plumbing so I'd rather skip it if we can",
      budget: "what do booths like this usually run? we set aside $15,000 for design and build, not counting the booth space fee",
      key_considerations: "it has to fit in a van, we're driving it up ourselves, no freight. and it needs to go up fast, it's just me and my brother",
      competitive_advantage: "single-varietal honeys, sourwood especially, you can only really get it from the Appalachians",
      plans_after_project: "if it goes well, Winter Fancy Food in Vegas next year, so reusable would be great",
    },
    otherwise: "no preference, open to ideas!",
    expected: {
      project_background: { said: 0, text: ['Pickett Family Honey', 'Summer Fancy Food Show'] },
      address: { said: 0, text: ['Javits Center'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-06-28', precision: 'day' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-06-26', precision: 'day' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-07-01', precision: 'day' } },
      brand_value: { said: 'asked', text: ['real honey', 'farm'] },
      target_audience: { said: 'asked', text: ['grocery buyers', 'distributor'] },
      preferred_style: { said: 'asked', text: ['rustic', 'hay bales'] },
      unique_design: { said: 'asked', text: ['hexagon'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 15000, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['van', 'go up fast'] },
    },
  },

  // Priya Desai, 36, pharmacist, and her husband Sam just bought a ranch house in Land Park, Sacramento; renovating before
  // they move in, first baby on the way. Types fast, organized, parentheses, the odd "lol" and "(!!)".
  // Exercises: move-in "by end of May" in message 1, corrected in message 3 to May 1 because their lease ends April 30
  // (message 3 wins); budget with "maybe a little flexible" (no bound); the age comes as a question ("so what's that,
  // 68 years?"); the household (and the baby) only when asked; key_considerations refers back to the date.
  // NOT facts: end of May (the corrected date), April 30 (when the lease ends; the move-in is May 1), July (baby's due
  // date), 1958 (year built; the age is what's filed), 3 days a week (Sam's home-office days), 600 records.
  {
    id: 'heldout68-residential-en-land-park-ranch',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi! We just closed on a mid-century ranch house in Land Park, Sacramento and want to renovate before we move in. Main things are the kitchen (tiny, closed off) and both bathrooms, plus a general refresh. 3 bed / 2 bath, about 1,500 sq ft.",
      "We're hoping to move in by end of May.",
      "Budget is $90k, maybe a little flexible for the right kitchen",
      "Sorry, I had the date wrong!! Our lease ends April 30 and the landlord already has new tenants lined up, so we need to be moved in by May 1. Is that crazy?",
    ],
    whenAsked: {
      age: "It was built in 1958 I believe, so what's that, 68 years?",
      problem_need: "The kitchen is walled off from the living room, you can't see anything while you cook. And the hall bath has the original pink tile which honestly I kind of love? But it's cracked everywhere.",
      target_audience: "Me, my husband Sam, our old beagle Biscuit, and a baby in July (!!) first one lol",
      lifestyle: "We both cook a lot. Sam works from home 3 days a week so he needs an actual office corner, not the dining table. Friends over most weekends.",
      preferred_style: "Warm mid-century, respect the house. Not a gray flip. Does that make sense?",
      colors_and_elements: "Greens, walnut wood. Keep the original hardwood floors if they can be saved. No all-white kitchen please",
      key_considerations: "The May 1 date like I said. And everything needs to be safe for a baby, so no-VOC paints and rounded corners where we can",
      important_collections: "Sam's vinyl records, like 600 of them lol",
      other_design_requirements: "Lighting for sure, the house has basically none",
      number_of_visits: "However many you need, one of us can always be there",
    },
    otherwise: "No preference, happy to hear what you suggest!",
    expected: {
      project_background: { said: 0, text: ['renovate', 'kitchen', 'bathrooms'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      address: { said: 0, text: ['Land Park', 'Sacramento'] },
      layout: { said: 0, text: ['3 bed', '2 bath'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 1500, unit: 'ft2', approximate: true } },
      budget: { said: 2, value: { kind: 'money', amount: 90000, currency: 'USD' } },
      move_in_date: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      age: { said: 'asked', value: { kind: 'number_with_unit', amount: 68, unit: 'years' } },
      problem_need: { said: 'asked', text: ['walled off', 'cracked'] },
      target_audience: { said: 'asked', text: ['husband', 'beagle', 'baby'] },
      lifestyle: { said: 'asked', text: ['cook', 'works from home'] },
      preferred_style: { said: 'asked', text: ['mid-century', 'gray flip'] },
      colors_and_elements: { said: 'asked', text: ['walnut', 'hardwood floors', 'all-white'] },
      key_considerations: { said: 'asked', text: ['no-VOC'] },
    },
  },

  // Gus Halloran, 68, and his wife Claire own Maple Ridge Farm, a wedding and event venue outside Stowe, Vermont. Formal,
  // complete sentences, "As I mentioned", never an emoji.
  // Exercises: the sign count is an estimate of 12 in message 1, revised to 18 in message 2 after walking the property
  // (message 2 wins); the problem (guests get lost) is stated in message 0; the deadline is tied to the first wedding of
  // the season (signs installed before May 16); message 3 also asks a question back about installation; the style reply
  // also gives the colors (and the colors reply says "As I mentioned"); number_of_visits is answered with a question.
  // NOT facts: 40 acres (the size of the property, background only), 12 signs (the first estimate), this morning, the
  // groundskeeper, out of state (where guests come from).
  {
    id: 'heldout68-other-en-maple-ridge-wayfinding',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Good afternoon. My wife and I own Maple Ridge Farm, a wedding and event venue just outside Stowe, Vermont. We have 40 acres, and guests get lost constantly: the parking field, the barn, the ceremony meadow, the restrooms. We need a set of outdoor signs and a printed map we can hand out.",
      "I estimated we need about 12 signs.",
      "Let me revise that. I walked the property this morning with our groundskeeper and we came to 18 signs, counting the ones along the trail down to the meadow. Plus the map, of course.",
      "Our season begins with the first wedding on May 16, so the signs must be installed before then. Would you also handle installation, or should we find someone local?",
    ],
    whenAsked: {
      problem_need: "As I said, guests get lost. We spend every wedding walking people to the restrooms.",
      target_audience: "Wedding guests, mostly, many of them older and coming from out of state, walking back in the dark after the reception. Also the caterers and vendors who need to find the service road.",
      preferred_style: "Something that suits a Vermont farm: wood, simple lettering, nothing cute. My wife would say 'classic.' She would also say dark green with cream lettering, which I agree with.",
      colors_and_elements: "As I mentioned, dark green and cream. No bright colors, please; couples dislike anything that competes with their photographs.",
      key_considerations: "They must survive Vermont winters and be readable at night. Several of the paths are unlit.",
      collaboration_notes: "Email is best. Claire and I decide together, and she has the final say on anything visual.",
      number_of_visits: "How many would you normally need? I would think at least one walk of the property.",
      plans_after_project: "Eventually a new website, but one thing at a time.",
    },
    otherwise: "No particular preference.",
    expected: {
      project_background: { said: 0, text: ['Maple Ridge Farm', 'event venue'] },
      address: { said: 0, text: ['Stowe'] },
      problem_need: { said: 0, text: ['get lost'] },
      other_design_requirements: { said: 2, text: ['18 signs', 'map'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-05-16', precision: 'day', relation: 'by' } },
      target_audience: { said: 'asked', text: ['Wedding guests', 'vendors'] },
      preferred_style: { said: 'asked', text: ['wood', 'simple lettering'] },
      colors_and_elements: { said: 'asked', text: ['dark green', 'cream'] },
      key_considerations: { said: 'asked', text: ['Vermont winters', 'readable at night'] },
      collaboration_notes: { said: 'asked', text: ['Email', 'final say'] },
    },
  },
  // 34歲 Vivian（陳怡伶），在竹北教瑜珈，原本在連鎖健身房帶課，今年要開自己的小教室。手機打字，空格斷句，
  // 夾英文（logo、IG）、愛用emoji，訊息中等長度。
  // Exercises: scope + deliverables in the opener; later refers back to the "暫定" name and confirms it while
  // answering name story + services in one message; a deadline posed as a question (2月底？) then corrected a message
  // later to 3月底; registration answered with a question back; key_considerations opens with "你覺得呢？".
  // NOT facts of the project: 3月中 (first planned trial opening, replaced), 2月底 (first proposed deadline, replaced),
  // 4月中 (new trial opening date of the studio, not the design deadline), 連鎖健身房 (her former workplace),
  // 明年/新竹市區 are only in plans_after_project.
  {
    id: 'heldout68-brand-zh-zhubei-yoga-studio',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨～我在竹北教瑜珈 之前都在連鎖健身房帶課 今年終於要開自己的小教室了🙌 想做一整套品牌識別 logo、名片、IG版型那些都要 名字暫定叫「Sama 莎瑪瑜珈」',
      '最想解決的是 現在學生都認「Vivian老師」不認教室😅 以後請別的老師來代課 學生就不來了 想讓大家記得的是品牌不是我本人',
      '啊名字那個 我一開始說暫定 其實已經確定了啦 就是Sama 梵文是「平衡」的意思 身體跟心的平衡 課的話主要是哈達、陰瑜珈 還有孕婦瑜珈跟產後修復',
      '教室預計3月中試營運 所以logo跟名片 2月底前可以嗎？會不會太趕😂',
      '欸不對 剛剛房東傳訊息說裝潢要延 試營運改4月中了 那logo 3月底前出來就好 名片一樣要來得及印',
    ],
    whenAsked: {
      registration_status: '還沒有耶 小教室也需要註冊喔？',
      need_registration_assistance: '好啊 麻煩你們 這個我完全不懂🙏',
      brand_website: '教室的還沒開 目前只有我個人的IG @vivi_yoga_jb',
      target_audience: '竹北這邊很多科技業的上班族 30到45歲女生居多 還有新手媽媽 就是前面說的孕婦跟產後那塊',
      preferred_style: '溫暖 留白多一點 有呼吸感 不要健身房那種很陽剛很用力的感覺',
      colors_and_elements: '喜歡大地色 燕麥色、淡淡的鼠尾草綠 不要螢光色 也不要蓮花 太多瑜珈教室用蓮花了',
      expected_deadline: '就剛剛說的 3月底前',
      key_considerations: '你覺得呢？我自己是覺得放在IG上小小的也要看得清楚 這個最重要',
      collaboration_notes: '我都用LINE 晚上下課後才有空回 決定的人就是我',
      plans_after_project: '如果順利 明年想在新竹市區開第二間',
    },
    otherwise: '這個沒特別想法耶 你們決定就好',
    expected: {
      project_background: { said: 0, text: ['瑜珈', '品牌識別'] },
      address: { said: 0, text: ['竹北'] },
      other_design_requirements: { said: 0, text: ['名片', 'IG版型'] },
      problem_need: { said: 1, text: ['品牌不是我本人'] },
      brand_name_story: { said: 2, text: ['梵文', '平衡'] },
      products_or_services: { said: 2, text: ['哈達', '陰瑜珈', '孕婦瑜珈', '產後修復'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['IG'] },
      target_audience: { said: 'asked', text: ['科技業', '上班族', '新手媽媽'] },
      preferred_style: { said: 'asked', text: ['溫暖', '留白', '呼吸感'] },
      colors_and_elements: { said: 'asked', text: ['大地色', '鼠尾草綠', '不要螢光色', '不要蓮花'] },
      key_considerations: { said: 'asked', text: ['IG上小小的也要看得清楚'] },
    },
  },

  // 58歲 陳秀琴（阿琴姐），台東太麻里自家種洛神花、做蜜餞十幾年。用注音打字，常選錯字（因該、阿），
  // 幾乎不用標點，一句話很長，口氣很家常。
  // Exercises: sales channels given later while pointing back to the 伴手禮店 from the opener ("像我剛剛說的");
  // the pack weight 200克 corrected to 150克 in a later message that also gives the packaging form (two answers
  // in one); materials answered with a question back and a hedged idea (牛皮紙好像不錯…會不會爛掉) that must not be
  // filed; other_design_requirements comes as a question ("可以一起設計嗎？").
  // NOT facts of the project: 十幾年 (how long they have made it), 200克 (old pack size, replaced),
  // 台東市區 (where the gift shop is, not their address), 4月 (when the shop restocks, not the deadline).
  {
    id: 'heldout68-packaging-zh-taitung-roselle',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是台東太麻里種洛神花的 家裡自己做洛神花蜜餞 做了十幾年了 以前都用透明塑膠袋裝 釘書機釘一釘而已 現在有伴手禮店說要幫我們上架 可是說我們包裝太陽春 所以來問問看',
      '蜜餞就是把洛神花的花萼用糖醃起來 酸酸甜甜的 可以直接吃 也可以泡熱水當茶喝 一包是200克',
      '像我剛剛說的伴手禮店 在台東市區 另外每個禮拜六我們也在鐵花村的市集擺攤 網路的話我女兒有在弄蝦皮 因該就這三個',
      '阿 我剛剛講錯 200克是以前的 現在都改成一包150克 包裝想要夾鏈袋 吃不完可以再封起來 過年過節的話再弄禮盒 一盒放4包',
    ],
    whenAsked: {
      unique_selling_point: '我們是自己種的 不灑農藥 糖也放比較少 不會甜到膩 吃得到花本身的酸',
      target_audience: '來台東玩的觀光客買回去送人 還有老客人 很多是阿姨年紀的',
      preferred_style: '這個我不太懂耶 你們年輕人覺得怎樣比較好看？我是希望看起來有台東的感覺 不要太俗',
      colors_and_elements: '洛神花是紅色的 紅色一定要有 我女兒說可以畫花 不要放我的照片啦 很奇怪',
      preferred_materials: '材質喔 哪種比較便宜？牛皮紙好像不錯 可是蜜餞有點濕 會不會爛掉',
      expected_deadline: '伴手禮店說他們4月要上架 所以3月底以前包裝要做好',
      key_considerations: '成本不要太高 我們一年也做沒多少 印太多用不完',
      other_design_requirements: '外箱不用啦 有一張說明卡 寫怎麼泡 可以一起設計嗎？',
    },
    otherwise: '這個我不知道耶 你們看怎樣好',
    expected: {
      project_background: { said: 0, text: ['洛神花蜜餞'] },
      address: { said: 0, text: ['太麻里'] },
      problem_need: { said: 0, text: ['太陽春'] },
      product_description: { said: 1, text: ['花萼', '泡熱水'] },
      sales_channels: { said: 2, text: ['伴手禮店', '市集', '蝦皮'] },
      specification: { said: 3, text: ['150克', '4包'] },
      packaging_form: { said: 3, value: { kind: 'choice', selected: ['bag_pouch', 'gift_set'] } },
      unique_selling_point: { said: 'asked', text: ['自己種', '不灑農藥', '糖也放比較少'] },
      target_audience: { said: 'asked', text: ['觀光客', '送人'] },
      preferred_style: { said: 'asked', text: ['台東的感覺', '不要太俗'] },
      colors_and_elements: { said: 'asked', text: ['紅色', '畫花', '不要放我的照片'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month', part: 'late', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['成本不要太高'] },
    },
  },

  // 46歲 黃志明，高雄鳳山「志明冷氣」老闆，帶三個師傅做冷氣安裝維修。工作空檔用手機打字，極短句、
  // 沒有標點，不寒暄。老婆管帳。
  // Exercises: the problem rides in the opener; booking category implied by what the site must do; "no website,
  // only Google Maps" for url; budget 8萬 corrected to 10萬 a message later, in the same message as the go-live
  // deadline (two answers in one); competitors declined; other_design_requirements answered only with a question
  // back (nothing to file).
  // NOT facts of the project: 20年 (years in business), 4.8 (his Google rating), 8萬 (first budget, replaced),
  // 5月 (when the busy season starts, not the deadline).
  {
    id: 'heldout68-website-zh-fengshan-aircon',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '冷氣安裝維修 高雄鳳山 做20年了 想做網站 現在客人都打電話 一直接電話沒辦法做事',
      '要可以線上預約 客人自己選時間 填地址 冷氣型號 這樣',
      '網站沒有 只有google地圖上面有 評論4.8顆星 很多客人是看評論找來的',
      '預算大概8萬',
      '剛剛說8萬不對 我老婆說10萬 她管錢的 上線最晚4月底 5月就開始忙了',
    ],
    whenAsked: {
      category: '預約的 剛剛講了',
      main_pages: '首頁 服務項目 價格 預約 客人評價 這樣就好 要多什麼你們說',
      languages: '中文就好',
      target_audience: '鳳山 大寮 鳥松這邊的住家 很多老人家',
      competitors: '沒在看別人的',
      preferred_style: '簡單就好 看得懂 不要花俏',
      key_considerations: '手機要好按 我們客人都用手機 老人家也要會用',
      collaboration_notes: '我白天都在爬屋頂 有事找我老婆 電話或LINE',
      other_design_requirements: '照片要拍嗎 你們有在拍嗎',
      plans_after_project: '之後可能加清洗冷氣的方案 先這樣',
    },
    otherwise: '沒意見',
    expected: {
      project_background: { said: 0, text: ['冷氣安裝維修'] },
      address: { said: 0, text: ['鳳山'] },
      problem_need: { said: 0, text: ['接電話'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 2, text: ['google地圖'] },
      budget: { said: 4, value: { kind: 'money', amount: 100000, currency: 'TWD' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'by' } },
      main_pages: { said: 'asked', text: ['服務項目', '價格', '預約', '評價'] },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['住家', '老人家'] },
      competitors: { said: 'asked', skipped: true },
      preferred_style: { said: 'asked', text: ['簡單', '不要花俏'] },
      key_considerations: { said: 'asked', text: ['手機要好按'] },
    },
  },

  // 38歲 阮氏蘭（阿蘭），越南新住民，嫁來桃園多年，在中壢夜市賣越南河粉，要租店面開第一間店。
  // 中文流利但句子簡單，偶有語序怪，少標點，偶爾用emoji。
  // Exercises: location + size in one message; budget stated alone; size 20坪 corrected to 18坪 (landlord's papers)
  // in the same message that gives the opening month; style answered with a question back plus real preferences;
  // replies that point back ("像我說的") to facts already given; number_of_visits answered with no number.
  // NOT facts of the project: 15年 (years in Taiwan), 中壢夜市 (her current stall, not the new shop),
  // 20坪 (her own rough measure, replaced), 以前是賣早餐的 (the previous tenant), 8小時 is a cooking fact, not a date/size.
  {
    id: 'heldout68-commercial-zh-zhongli-pho',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我是阿蘭 越南人 嫁來台灣15年了 現在在中壢夜市賣越南河粉 生意還不錯 想說租一個店面 開真正的店 要找人設計裝潢',
      '店在中壢火車站後站那邊 大概20坪 一樓 以前是賣早餐的',
      '裝潢預算大概150萬 設備我自己有一些 夜市的可以搬過去用',
      '啊 剛剛說20坪 房東給的資料寫18坪 應該是18才對 我自己量的不準😅 開幕的話想要4月中左右',
    ],
    whenAsked: {
      problem_need: '夜市的攤位太小 下雨客人就不來 想要有位子可以坐 慢慢吃',
      brand_value: '就是像在越南家裡吃的味道 湯頭是我媽媽教我的 希望客人進來覺得像回家',
      target_audience: '上班族 學生 還有很多越南 印尼的移工 假日很多',
      competitive_advantage: '附近也有越南店 但是我的湯是牛骨熬8小時 不是用粉 客人吃得出來',
      preferred_style: '你覺得越南風格要怎麼做？我喜歡有點像會安那種 黃色的牆 燈籠 但不要太多 很亂',
      colors_and_elements: '黃色 綠色 要有植物 紅色不要太多 會像中國餐廳',
      unique_design: '我想放一台舊的機車 像越南街上那種 放在門口給客人拍照',
      address: '就前面說的 中壢後站',
      space_size: '18坪 房東的資料',
      budget: '150萬左右 像我說的',
      opening_date: '4月中',
      key_considerations: '廚房要夠大 河粉湯要大鍋 還有排煙 不要被鄰居告',
      other_design_requirements: '招牌也要 菜單要中文越南文 還有英文',
      number_of_visits: '看你們 我晚上要擺攤 白天可以',
      collaboration_notes: '我先生會幫忙看合約 設計的事我決定',
    },
    otherwise: '沒有特別 你們看',
    expected: {
      project_background: { said: 0, text: ['越南河粉', '店面'] },
      address: { said: 1, text: ['中壢火車站後站'] },
      budget: { said: 2, value: { kind: 'money', amount: 1500000, approximate: true, currency: 'TWD' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'mid', relation: 'on' } },
      problem_need: { said: 'asked', text: ['下雨', '位子可以坐'] },
      brand_value: { said: 'asked', text: ['越南家裡', '像回家'] },
      target_audience: { said: 'asked', text: ['上班族', '學生', '移工'] },
      competitive_advantage: { said: 'asked', text: ['牛骨熬8小時'] },
      preferred_style: { said: 'asked', text: ['會安', '黃色的牆', '燈籠'] },
      colors_and_elements: { said: 'asked', text: ['黃色', '植物', '紅色不要太多'] },
      unique_design: { said: 'asked', text: ['舊的機車', '拍照'] },
      key_considerations: { said: 'asked', text: ['廚房要夠大', '排煙'] },
    },
  },

  // 47歲 林建宏，彰化和美「宏昌精密」業務經理，做機車煞車卡鉗與碟盤，今年第一次用自有品牌參展。
  // 公文式書寫，全形標點完整，用「承上」「如前述」，夾少量英文（Buyer）。
  // Exercises: venue in the opener; booth 3x3 + budget 35萬, then both corrected in one message (3x6 / 18平方公尺,
  // 50萬上下); opening date + audience in one message; entry date answered with a question back (nothing to
  // file); exit date given with a light "再確認"; later-asked fields (visits, deadline, plans) have
  // replies but are not filed, since they may never be asked.
  // NOT facts of the project: 和美/彰化 (the company's location, not the venue), 3x3 and 35萬 (replaced),
  // 4/18 as the last show day is also the exit date only because he says so in whenAsked, 去年 (a neighbour's theft
  // last year), 三成 (price gap vs European brands), 明年/印尼 are only in plans_after_project.
  {
    id: 'heldout68-exhibition-zh-nangang-brake-parts',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們是彰化和美的宏昌精密，主要生產機車煞車卡鉗與碟盤，今年第一次以自有品牌參加台北國際汽機車零配件展（南港展覽館一館），想委託貴公司做展位設計與施工。',
      '攤位是3x3標準攤位，預算抓35萬含施工。',
      '承上，抱歉剛跟主辦確認過，今年追加了一個攤位，所以是兩個相連共3x6，18平方公尺，預算也相對調整為50萬上下，老闆已同意。',
      '展期是4/15到4/18，主要想接觸東南亞與中南美的代理商，國內的改裝店也歡迎。',
    ],
    whenAsked: {
      brand_value: '精準與耐用。希望Buyer一走近就感受到這是工廠等級的品質，而不是貿易商。',
      target_audience: '如前述，代理商為主。',
      preferred_style: '工業風，但要乾淨俐落，類似Brembo展位那種感覺，黑色金屬質感。',
      unique_design: '想做一面可以實際捏煞車把手的體驗牆，讓買家感受制動力。',
      water_electricity_supply: '需要電，體驗牆有馬達；水不需要。',
      entry_date: '請問一般是開展前一天嗎？主辦的參展手冊還沒寄來，收到再回覆您。',
      exit_date: '撤場是4/18閉展當天晚上，手冊寄來我再確認一次。',
      key_considerations: '實品約30件要上架展示，需要上鎖的展示櫃，去年鄰近攤位有掉東西。',
      expected_deadline: '3月中前要定稿，要給老闆看過。',
      other_design_requirements: '型錄跟DM已經有了，不用。背板主視覺需要。',
      competitive_advantage: '全部台灣自製，CNC一體成型，價格比歐系品牌低三成。',
      collaboration_notes: '由我對接，最後由老闆拍板，進度每週email一次即可。',
      plans_after_project: '若效果好，明年想帶去印尼的展覽，展架希望能重複使用。',
      number_of_visits: '前期開會兩次就好，我們在彰化，其他用視訊也可以。',
    },
    otherwise: '無特別意見，請貴公司建議。',
    expected: {
      project_background: { said: 0, text: ['煞車卡鉗', '自有品牌'] },
      address: { said: 0, text: ['南港展覽館'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      budget: { said: 2, value: { kind: 'money', amount: 500000, approximate: true, currency: 'TWD' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-15', precision: 'day' } },
      target_audience: { said: 3, text: ['代理商', '改裝店'] },
      brand_value: { said: 'asked', text: ['精準', '耐用', '工廠等級'] },
      preferred_style: { said: 'asked', text: ['工業風', '乾淨俐落', 'Brembo'] },
      unique_design: { said: 'asked', text: ['體驗牆', '煞車把手'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-04-18', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['上鎖的展示櫃'] },
    },
  },

  // 33歲 張雅婷，台中北屯，在家接案的插畫家、新手媽媽；老公家的透天厝空出來，要翻新搬進去。
  // 趁寶寶睡覺用手機打字，很多～、驚嘆號和emoji，口語。
  // Exercises: property type + area in the opener; rough age and per-floor size, then both corrected from the
  // husband's deed (民國84年 → 31年, total 52坪) in one later message; budget + move-in in one message; style answered
  // with a question back; later-asked fields (deadline as "可以嗎？", visits as a question back) have replies but are
  // not filed, since they may never be asked.
  // NOT facts of the project: 去年7月 (baby's birth), 套房 (where they live now), 30年 and 每層12坪 (first guesses,
  // replaced), 民國84年 (the build year itself), 大伯 (where the in-laws moved).
  {
    id: 'heldout68-residential-zh-beitun-townhouse',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我們想整理老公家的透天厝 在台中北屯 是他爸媽之前住的 現在他們搬去跟大伯住了 房子空下來 我們想翻新搬進去🏠 寶寶去年7月出生 現在住的套房真的太小了😭',
      '屋齡大概30年吧 四層樓 每層差不多12坪',
      '住的人就我們夫妻+寶寶 還有一隻柯基🐶 公婆週末會回來住',
      '欸剛剛屋齡講錯 老公說權狀上寫民國84年 所以是31年 坪數他說總共是52坪 不是我那樣算的😅',
      '預算300萬以內 最晚7月要搬進去 想在寶寶滿週歲前搬好😊',
    ],
    whenAsked: {
      layout: '一樓客廳廚房 二三樓各兩房 四樓是神明廳跟曬衣服的 衛浴三間 正確幾房幾廳我要算一下🤣',
      problem_need: '很暗！！中間都沒有光 然後廚房很舊 還有壁癌',
      lifestyle: '我在家接案做插畫 需要一個工作角落 老公常下廚 週末公婆來會一起吃飯',
      preferred_style: '無印風！或是那種日式木頭的 你們有案例可以看嗎？',
      colors_and_elements: '木頭色 白色 不要灰色 太冷了',
      key_considerations: '一樓一定要留孝親房 公婆膝蓋不好 還有神明廳不能動 這是公公交代的',
      important_collections: '我的畫具跟很多繪本！！老公有一堆公仔',
      memorable_moments: '以前過年一家人在一樓圍爐 很熱鬧 希望以後也可以',
      expected_deadline: '設計的話 3月底前可以嗎？這樣施工才來得及',
      number_of_visits: '可以約週末嗎？平日老公要上班',
      collaboration_notes: '大部分我來溝通 錢的部分老公決定 公婆也會有意見😅',
      plans_after_project: '可能再生一個吧 哈哈 所以房間要夠',
    },
    otherwise: '都可以～聽你們專業的建議',
    expected: {
      project_background: { said: 0, text: ['透天厝', '翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 0, text: ['北屯'] },
      target_audience: { said: 2, text: ['夫妻', '寶寶', '柯基', '公婆'] },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 31, unit: 'years' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 52, unit: 'ping' } },
      budget: { said: 4, value: { kind: 'money', amount: 3000000, bound: 'at_most', currency: 'TWD' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      layout: { said: 'asked', text: ['神明廳', '衛浴三間'] },
      problem_need: { said: 'asked', text: ['很暗', '廚房很舊', '壁癌'] },
      lifestyle: { said: 'asked', text: ['接案做插畫', '工作角落', '常下廚'] },
      preferred_style: { said: 'asked', text: ['無印風', '日式木頭'] },
      colors_and_elements: { said: 'asked', text: ['木頭色', '白色', '不要灰色'] },
      key_considerations: { said: 'asked', text: ['孝親房', '神明廳不能動'] },
    },
  },

  // 61歲 蔡榮輝，嘉義民雄「福興宮」（土地公廟）管理委員會總幹事。打字慢但完整，全形標點，
  // 夾台語用詞（阮、少年人、三八），語氣客氣。
  // Exercises: project + goal in the opener; deliverables listed in their own message; a precise deadline
  // (3月13號前) reasoned from the deity's birthday, then corrected a message later to 2月底 because printing
  // needs time; style answered with a half-question ("熊本熊那種可愛就不錯？"); collaboration through the monthly committee;
  // replies that point back ("前面有講過", "就剛剛說的").
  // NOT facts of the project: 一百多年 (age of the temple), 農曆二月初二 and 國曆3月20號 (the deity's birthday),
  // 3月13號 (first deadline, replaced).
  {
    id: 'heldout68-other-zh-minxiong-temple-mascot',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，阮是嘉義民雄福興宮的總幹事，廟是拜土地公的，有一百多年了。最近委員會決定要弄一個Q版土地公的吉祥物，想吸引少年人來廟裡走走。',
      '吉祥物做好以後，還要做LINE貼圖，平安符的袋子、紅包袋也要用這個吉祥物，這些都要麻煩你們。',
      '時間是這樣，土地公生日是農曆二月初二，今年是國曆3月20號，我們想在那之前一個禮拜發表，所以大概3月13號前要全部好。',
      '剛剛講的時間要改一下，委員會說平安符袋要先拿去印，印刷要時間，所以設計最慢2月底就要出來。',
    ],
    whenAsked: {
      target_audience: '少年人啦，國中高中大學生，還有帶小孩來拜拜的爸爸媽媽。',
      preferred_style: '可愛，但是不能太三八，土地公還是神明，要有尊重。像那個熊本熊那種可愛就不錯？',
      colors_and_elements: '金色、紅色都可以，土地公的元寶跟拐杖要有，鬍鬚要白的。',
      address: '嘉義縣民雄鄉，前面有講過。',
      expected_deadline: '就剛剛說的，2月底。',
      key_considerations: '最後要擲筊問過土地公同意才算數，這個你們要有心理準備，哈哈。',
      collaboration_notes: '委員會每個月開一次會，設計稿要在會上給大家看，最後主委決定。',
      number_of_visits: '希望至少來廟裡一趟，看看廟的樣子，跟委員見個面。',
      plans_after_project: '以後想做公仔、T恤，遶境的時候可以賣。',
    },
    otherwise: '這個阮不懂，你們專業的決定。',
    expected: {
      project_background: { said: 0, text: ['土地公', '吉祥物'] },
      address: { said: 0, text: ['民雄'] },
      problem_need: { said: 0, text: ['吸引少年人'] },
      other_design_requirements: { said: 1, text: ['吉祥物', 'LINE貼圖', '平安符', '紅包袋'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-01', precision: 'month', part: 'late', relation: 'by' } },
      target_audience: { said: 'asked', text: ['國中高中大學生', '帶小孩'] },
      preferred_style: { said: 'asked', text: ['可愛', '不能太三八', '熊本熊'] },
      colors_and_elements: { said: 'asked', text: ['元寶', '拐杖', '鬍鬚要白'] },
      key_considerations: { said: 'asked', text: ['擲筊'] },
      collaboration_notes: { said: 'asked', text: ['每個月開一次會', '主委決定'] },
    },
  },
  // Visitor: 31세 남성, 대구 서문시장 근처에서 할머니가 하시던 떡집 '소복당'을 작년부터 맡음. 마침표 없이 띄어쓰기로만
  // 끊어 쓰고 ㅋㅋ, 짧고 툭툭 던지는 말투. 리브랜딩 같은 영어 단어를 섞음.
  // Exercises: the deadline first framed as "4월 전에만" is pulled to "2월 안에" in message 3 because the sign swap
  // was moved (so expected_deadline comes from message 3, not an April date); the sign itself (간판) is volunteered in
  // message 0 as an extra job; products come sideways in message 2 (떡케이크, 답례떡 orders); trademark status is
  // answered with a question back ("로고도 따로 해야 되는 거에요?") that still states the name was filed (in_progress);
  // replies refer back ("아까 말씀드렸듯이").
  // NOT facts of the project: 작년 (when he took over the shop, and when the name was filed), 4월 (the earlier loose
  // deadline, replaced), 3월 초 (when the new sign goes up, not the design deadline).
  {
    id: 'heldout68-brand-ko-daegu-tteok-shop-pulled-deadline',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대구 서문시장 근처에서 떡집하는데요 할머니가 하시던 가게를 제가 작년부터 맡았어요 로고랑 간판까지 싹 리브랜딩 하고 싶어서요',
      '가게 이름은 소복당이에요 떡을 소복하게 담아준다는 뜻으로 할머니가 지으신 거 ㅋㅋ 이름은 그대로 갈 거에요',
      '요즘 젊은 손님들은 그냥 지나가요 오래된 시장 떡집 느낌이라 그런지.. 떡케이크랑 답례떡 주문을 인스타로 더 받고 싶은데 지금 로고로는 좀 그래요',
      '일정은 4월 전에만 되면 된다고 생각했는데 아까 말한 간판 교체를 3월 초에 하기로 해서 디자인은 2월 안에는 나와야 될 것 같아요',
    ],
    whenAsked: {
      project_background: '떡집 리브랜딩이요 로고 새로 하는 거',
      problem_need: '아까 말씀드렸듯이 젊은 손님들이 그냥 지나가는 거요 시장 떡집 말고 선물하고 싶은 떡집이 되고 싶어요',
      brand_name_story: '소복하게 담아준다는 거요 위에 말한거',
      products_or_services: '찰떡 송편 같은 기본 떡이랑 떡케이크 답례떡 명절 선물세트요',
      registration_status: '상표요? 이름은 작년에 출원해놓은 걸로 아는데 로고도 따로 해야 되는 거에요?',
      need_registration_assistance: '네 그건 도와주시면 좋겠어요 잘 몰라서',
      brand_website: '인스타만 있어요 @sobokdang_daegu',
      target_audience: '원래는 시장 오시는 어르신들인데 앞으로는 돌잔치 답례떡 찾는 20 30대 엄마들이나 선물용으로 사는 직장인들요',
      preferred_style: '레트로한데 촌스럽진 않은거요 요즘 성수동 한과집들 같은 느낌? 무슨말인지 아시죠',
      colors_and_elements: '지금 간판이 빨간색인데 빨강은 빼고 싶어요 흰 떡 느낌 나는 미색이나 쑥색? 할머니 손글씨 간판 글씨는 살리고 싶고요',
      expected_deadline: '2월 안이요 말씀드린대로',
      key_considerations: '할머니가 보셔도 우리 가게구나 하는 게 남았으면 좋겠어요 단골 어르신들이 많아서요',
      other_design_requirements: '간판이랑 떡케이크 박스에 붙일 스티커 정도요',
      collaboration_notes: '결정은 제가 하는데 할머니한테 한 번은 보여드려야 돼요 ㅋㅋ',
    },
    otherwise: '그건 딱히 없어요',
    expected: {
      project_background: { said: 0, text: ['떡집', '리브랜딩'] },
      address: { said: 0, text: ['서문시장'] },
      other_design_requirements: { said: 0, text: ['간판'] },
      brand_name_story: { said: 1, text: ['소복하게 담아준다'] },
      problem_need: { said: 2, text: ['젊은 손님'] },
      products_or_services: { said: 2, text: ['떡케이크', '답례떡'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['in_progress'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@sobokdang_daegu'] },
      target_audience: { said: 'asked', text: ['20 30대', '직장인'] },
      preferred_style: { said: 'asked', text: ['레트로', '성수동'] },
      colors_and_elements: { said: 'asked', text: ['빨강', '미색', '쑥색', '손글씨'] },
      key_considerations: { said: 'asked', text: ['할머니가 보셔도'] },
    },
  },

  // Visitor: 45세 여성, 경남 하동에서 시부모님과 녹차밭을 하는 며느리. 존댓말로 또박또박, 문장 끝에 말줄임표를 자주 씀.
  // Exercises: the box count is given as 30 in message 1 and corrected to 1g x 20 in message 3 after talking with her
  // husband (specification must come from message 3); packaging form is stated in passing (only the outer box, the
  // stick film is the factory's standard) so packaging_form is box only; message 4 answers two things at once
  // (where it sells and when the design is needed); a colour reply ends with a question back.
  // NOT facts of the project: 30개 (the first box count, replaced), 5월 (when the new-season tea comes out, not the
  // deadline), 백화점 팝업 (only a wish for this year, not a current channel), 몇백원 (an illustration of cost).
  {
    id: 'heldout68-packaging-ko-hadong-matcha-sticks-recount',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 하동에서 시부모님이랑 녹차밭을 하고 있어요. 잎차만 팔다가 이번에 가루녹차 스틱을 새로 내게 돼서 포장 디자인을 맡기려고 합니다.',
      '스틱 하나에 1g씩 들어가고 물이나 우유에 타서 마시는 거예요. 한 박스에 30개 넣으려고 했고요, 겉박스만 디자인하면 돼요. 스틱 필름은 공장에서 기본으로 해준대요.',
      '저희 차는 첫물차 어린 잎만 써서 쓴맛이 덜해요. 그게 제일 자랑이고요... 시어머니가 손으로 덖는 것도요.',
      '아 그리고 아까 한 박스 30개라고 했는데 남편이랑 얘기해보니 처음엔 1g 스틱 20개입으로 가기로 했어요. 30개는 단가가 너무 올라가서요...',
      '판매는 지금 스마트스토어랑 하동 읍내 로컬푸드 매장에서 하고 있어요. 올해 백화점 팝업도 한번 나가보고 싶고요. 디자인은 4월 안에는 나왔으면 해요, 5월에 햇차 나오면 같이 내려고요.',
    ],
    whenAsked: {
      project_background: '가루녹차 스틱 박스 디자인이요. 위에 말씀드린 거요.',
      product_description: '말씀드린 대로 물이나 우유에 타 마시는 가루녹차예요.',
      specification: '1g 스틱 20개입이요. 아까 바꾼 걸로요.',
      packaging_form: '박스요. 스틱은 공장 기본이라...',
      target_audience: '30~40대 직장인 여성분들이요. 커피 대신 마실 거 찾는 분들? 건강 챙기시는 분들이요.',
      preferred_style: '깔끔한데 너무 도시적이진 않게요... 차밭 느낌이 났으면 해요. 오설록은 너무 세련돼서 저희랑은 안 맞는 것 같고요.',
      colors_and_elements: '녹색은 당연히 들어가야 할 것 같은데 형광 느낌 나는 초록은 싫어요. 시어머니 손 사진 같은 거 넣으면 이상할까요?',
      preferred_materials: '종이요. 비닐 코팅 안 한 걸로 하고 싶은데 그게 되나요?',
      expected_deadline: '4월 안에요.',
      key_considerations: '단가요. 박스 하나에 몇백원 차이도 저희한텐 커요...',
      problem_need: '지금은 잎차를 흰 봉투에 스티커 붙여서 팔거든요ㅠ 이번엔 선물로 사갈 수 있는 포장이었으면 해요.',
      collaboration_notes: '최종 결정은 남편이 해요. 저는 카톡으로 받아보는 게 편하고요.',
    },
    otherwise: '그건 잘 모르겠어요. 알아서 해주셔도 돼요.',
    expected: {
      project_background: { said: 0, text: ['녹차밭', '가루녹차 스틱'] },
      address: { said: 0, text: ['하동'] },
      product_description: { said: 1, text: ['물이나 우유에 타서'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['box'] } },
      unique_selling_point: { said: 2, text: ['첫물차', '손으로 덖는'] },
      specification: { said: 3, text: ['1g', '20개입'] },
      sales_channels: { said: 4, text: ['스마트스토어', '로컬푸드'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['30~40대 직장인 여성', '커피 대신'] },
      preferred_style: { said: 'asked', text: ['깔끔한데', '차밭 느낌'] },
      colors_and_elements: { said: 'asked', text: ['녹색', '형광'] },
      preferred_materials: { said: 'asked', text: ['종이'] },
      key_considerations: { said: 'asked', text: ['단가'] },
    },
  },

  // Visitor: 38세 남성, 부산 광안리에서 독채 스테이 3동을 운영. 이모지와 영어(에어비앤비, 성수기) 섞어 쓰고, 말끝에 물음표.
  // Exercises: budget is first "200 정도" and raised in the same message to "300까지는 괜찮습니다" (at most 3,000,000
  // KRW); message 1 names the kind of site and its pages together and ends with a question; the current-site question
  // is answered with a question back ("네이버 플레이스도 홈페이지로 쳐요?") that still names where they are; the
  // language reply asks whether Japanese is possible while clearly wanting it; location volunteered (address).
  // NOT facts of the project: 200 (the first budget, replaced), 6월 (when the summer peak starts, not the launch date),
  // 1/3 (share of foreign guests), 3동 (number of houses, not a page count).
  {
    id: 'heldout68-website-ko-gwangalli-stay-direct-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 😊 부산 광안리에서 독채 스테이 3동 운영하고 있어요. 지금 예약을 에어비앤비랑 네이버로만 받는데 수수료가 너무 나가서 자체 홈페이지에서 바로 예약 받고 싶어요',
      '이름은 잔물결스테이고요. 예약 되는 사이트요! 방 소개, 예약, 오시는 길 이정도면 될 것 같은데 또 뭐가 필요할까요?',
      '예산은 200 정도 생각하고 있었는데 주변에 물어보니 예약 시스템 붙이면 그걸로는 어렵다더라구요 😅 300까지는 괜찮습니다',
      '오픈은 늦어도 5월 안에는 해야 돼요. 6월부터 여름 성수기라서요 🏖️',
    ],
    whenAsked: {
      project_background: '아까 말씀드린 대로 스테이 자체 예약 홈페이지요!',
      url: '지금 홈페이지요? 네이버 플레이스도 홈페이지로 쳐요? ㅎㅎ 그거랑 에어비앤비 말고는 없어요',
      category: '예약 사이트요',
      problem_need: '수수료요! 그리고 직접 예약 받으면 손님 연락처가 남으니까 재방문 이벤트도 해보고 싶어요',
      main_pages: '방 소개, 예약, 오시는 길이요. 후기 페이지도 있으면 좋을까요?',
      languages: '한국어 영어... 일본어도 넣을 수 있나요? 일본 손님이 꽤 많거든요',
      target_audience: '커플이나 친구끼리 오는 20-30대요. 외국인도 1/3 정도 돼요',
      competitors: '스테이폴리오에 올라와 있는 숙소들 사이트 느낌 좋아해요 ㅎㅎ 스테이폴리오 자체도 좋고요',
      preferred_style: '사진 크게 크게 나오는 거요. 바다 보이는 뷰가 제일 자랑이라 📸',
      budget: '300이요 위에 말씀드린 대로',
      expected_deadline: '5월 안이요!',
      key_considerations: '모바일에서 예약이 쉬워야 해요. 손님들 거의 다 폰으로 보세요',
      colors_and_elements: '파란색 쓰면 너무 뻔할까요? 🤔',
    },
    otherwise: '그건 딱히 생각 안 해봤어요~',
    expected: {
      project_background: { said: 0, text: ['독채 스테이', '자체 홈페이지'] },
      address: { said: 0, text: ['광안리'] },
      problem_need: { said: 0, text: ['수수료'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 1, text: ['방 소개', '예약', '오시는 길'] },
      budget: { said: 2, value: { kind: 'money', amount: 3_000_000, bound: 'at_most', currency: 'KRW' } },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by' } },
      url: { said: 'asked', text: ['네이버 플레이스'] },
      languages: { said: 'asked', text: ['한국어', '영어', '일본어'] },
      target_audience: { said: 'asked', text: ['20-30대', '외국인'] },
      competitors: { said: 'asked', text: ['스테이폴리오'] },
      preferred_style: { said: 'asked', text: ['사진 크게'] },
      key_considerations: { said: 'asked', text: ['모바일'] },
    },
  },

  // Visitor: 40대 여성 미용실 원장, 청주에서 12년째 영업하다 율량동 상가 2층으로 이전. ㅎㅎ와 ~를 많이 쓰고 친근한 말투.
  // Exercises: size given as "20평 정도" and corrected in message 3 to 전용 17평 from the floor plan (space_size from
  // message 3); opening date stated with the hard reason behind it (old lease ends); the budget reply opens with a
  // question back ("보통 평당 얼마 정도 해요?") and still gives about 3천 (30,000,000 KRW, approximate); the colour
  // reply refers back to the style answer ("아까 말한 것처럼"); the cramped shampoo room is the problem.
  // NOT facts of the project: 12년째 (how long she has run a salon), 20평 (includes common area, replaced), 3월 말
  // (when the old lease ends), 3명 / 1명 / 6개 / 2개 (staff, chairs and shampoo units, not visits or sizes), 2층.
  {
    id: 'heldout68-commercial-ko-cheongju-salon-floorplan-fix',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요~ 청주에서 미용실 12년째 하고 있는 원장입니다. 이번에 가게를 옮기게 돼서 새 자리 인테리어 상담 받고 싶어요!',
      '새 자리는 율량동 상가 2층이고 20평 정도예요. 지금 가게보다 좀 넓어져요~',
      '디자이너 3명에 스탭 1명이고 의자는 6개, 샴푸대 2개 놓고 싶어요. 지금 가게는 샴푸실이 너무 좁아서 손님들이 불편해하셨어요ㅠ',
      '아 아까 20평이라고 했는데 부동산에서 받은 도면 보니까 전용이 17평이네요ㅎㅎ 20평은 공용 포함이었나봐요',
      '오픈은 4월 1일로 잡았어요. 지금 가게 계약이 3월 말까지라서 그 전엔 무조건 공사 끝나야 돼요',
    ],
    whenAsked: {
      project_background: '미용실 이전하는 거예요~ 말씀드렸죠?',
      problem_need: '샴푸실이요 ㅎㅎ 그리고 대기하는 손님이 앉을 데가 마땅치 않았어요',
      brand_value: '편안함이요. 동네 미용실인데 들어오면 호텔 라운지 온 것 같은 느낌? 그런 거 원하면 욕심일까요ㅎㅎ',
      target_audience: '30~50대 여성분들이 대부분이고 단골이 많아요. 요즘 남자 손님도 좀 늘었어요',
      competitive_advantage: '펌이랑 염색 잘한다고 소문나서 오시는 분들이 많아요. 상담을 길게 해드리는 편이에요',
      preferred_style: '우드톤에 따뜻한 조명이요. 너무 하얗고 반짝이는 건 병원 같아서 싫어요',
      colors_and_elements: '아까 말한 것처럼 너무 하얀 건 빼주세요 ㅎㅎ 베이지, 브라운 계열이면 좋겠어요',
      unique_design: '대기 공간에 작은 책장이랑 차 마실 수 있는 바 같은 거 있으면 좋겠어요~',
      address: '율량동이요~',
      space_size: '전용 17평이요',
      budget: '예산이요? 보통 평당 얼마 정도 해요? 저는 3천 정도 생각하는데 모자라면 말씀해주세요',
      opening_date: '4월 1일이요!',
      key_considerations: '공사 기간이요. 말씀드렸듯이 3월 말에는 무조건 끝나야 해서요',
      number_of_visits: '현장은 두세 번 와주시면 좋겠어요',
    },
    otherwise: '그건 알아서 추천해주시면 좋겠어요~',
    expected: {
      project_background: { said: 0, text: ['미용실', '가게를 옮기게'] },
      address: { said: 1, text: ['율량동'] },
      problem_need: { said: 2, text: ['샴푸실이 너무 좁아서'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 17, unit: 'pyeong' } },
      opening_date: { said: 4, value: { kind: 'date', date: '2026-04-01', precision: 'day' } },
      brand_value: { said: 'asked', text: ['편안함', '호텔 라운지'] },
      target_audience: { said: 'asked', text: ['30~50대 여성', '단골'] },
      competitive_advantage: { said: 'asked', text: ['펌이랑 염색', '상담'] },
      preferred_style: { said: 'asked', text: ['우드톤', '따뜻한 조명'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '브라운'] },
      unique_design: { said: 'asked', text: ['책장', '차 마실 수 있는 바'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 30_000_000, approximate: true, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['공사 기간'] },
    },
  },

  // Visitor: 34세 남성 마케터, 김포의 강아지·고양이 수제간식 회사. 첫 박람회 참가라 질문이 많음. 부스, 바이어,
  // 샘플링 같은 업계 말을 섞어 쓰고 문장은 짧은 편.
  // Exercises: booth first "1부스 3x3" (message 1), then in message 3 the boss doubles it to 6x3 and sets the budget
  // in the same reply (space_size 18 ㎡ and budget up to 15,000,000 KRW both from message 3); the show dates come with
  // the booth in message 1; message 4 asks a question and answers it (entry on the 12th); who they want to meet and
  // why (no offline stockists) come together in message 2; electricity answered with a question back about capacity.
  // NOT facts of the project: 3x3 / 1부스 (the first booth, replaced), 오후 2시 and 6시 (times of day, not dates),
  // 하반기 부산 펫쇼 (a possible later show, not this one).
  {
    id: 'heldout68-exhibition-ko-gimpo-pet-treats-booth-doubled',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 김포에서 강아지 고양이 수제간식 만드는 회사입니다. 3월에 킨텍스 메가주 펫쇼 나가는데 부스 디자인이랑 시공 같이 해주실 수 있는지 문의드려요',
      '저희가 박람회는 처음이라 뭘 준비해야 할지 잘 몰라요 ㅎㅎ 일단 1부스 3x3 신청해놨고요, 전시는 3월 13일부터 15일까지예요',
      '목표는 솔직히 현장 판매보다 펫샵이나 동물병원 쪽 바이어 만나는 거예요. 온라인은 어느 정도 자리 잡았는데 오프라인 입점이 하나도 없어서요',
      '방금 대표님이랑 얘기했는데 부스 2개 붙여서 6x3으로 가자고 하시네요. 예산도 거기에 맞춰서 천오백까지는 쓰자고 하셨어요',
      '반입은 보통 전날 하는 거 맞죠? 안내문 보니까 12일 오후 2시부터 반입이라고 돼 있어요',
    ],
    whenAsked: {
      project_background: '펫쇼 부스요 말씀드린 대로',
      brand_value: '원재료 그대로요. 사람이 먹어도 되는 재료로 만든다는 걸 믿게 하고 싶어요. 부스 들어오면 주방 같은 느낌?',
      target_audience: '아까 말씀드렸다시피 바이어요. 일반 관람객도 많이 오니까 샘플링도 할 거고요',
      preferred_style: '깨끗하고 밝은 거요. 원목이랑 흰색? 다른 부스들이 다 알록달록해서 오히려 그게 튈 것 같아요',
      unique_design: '간식 만드는 과정 영상 틀 모니터 하나랑 바이어랑 상담할 수 있는 테이블은 꼭 있어야 돼요',
      address: '킨텍스요 홀은 아직 배정 안 나왔어요',
      space_size: '6x3요 아까 바꾼 걸로',
      water_electricity_supply: '전기만요. 물은 시식용 물그릇 정도라 생수 들고 가면 될 것 같아요. 전기 용량은 따로 신청하는 거죠?',
      budget: '천오백이요 시공 포함해서',
      opening_date: '13일 금요일이요',
      entry_date: '12일이요',
      exit_date: '15일 전시 끝나고 바로 철수예요. 6시 이후였던 것 같은데 안내문 다시 확인해볼게요',
      key_considerations: '재사용이요. 하반기에 부산 펫쇼도 나갈 수도 있어서 다시 쓸 수 있게 만들었으면 해요',
      problem_need: '오프라인 입점이요',
    },
    otherwise: '그건 잘 모르겠어요 추천해주세요',
    expected: {
      project_background: { said: 0, text: ['수제간식', '메가주'] },
      address: { said: 0, text: ['킨텍스'] },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-03-13', precision: 'day' } },
      target_audience: { said: 2, text: ['펫샵', '동물병원'] },
      problem_need: { said: 2, text: ['오프라인 입점'] },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      budget: { said: 3, value: { kind: 'money', amount: 15_000_000, bound: 'at_most', currency: 'KRW' } },
      entry_date: { said: 4, value: { kind: 'date', date: '2026-03-12', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day' } },
      brand_value: { said: 'asked', text: ['원재료', '주방 같은 느낌'] },
      preferred_style: { said: 'asked', text: ['원목', '흰색'] },
      unique_design: { said: 'asked', text: ['모니터', '상담할 수 있는 테이블'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['재사용'] },
    },
  },

  // Visitor: 41세 여성, 고양 일산 후곡마을 구축 아파트를 매매하고 전체 리모델링을 알아보는 중. 남편, 초등학생 아들 둘,
  // 고양이. 길게 쓰고 ㅎㅎ와 말줄임표, 메시지 끝에 질문을 붙이는 버릇.
  // Exercises: the building's age "30년 정도" corrected in message 3 to 33년 after asking the management office (age
  // from message 3); size, layout and age all in one message; who lives there and the main problem (one room short)
  // together in message 2; move-in first "4월 말" then set to around 5월 20일 in the same message with a question at
  // the end; the budget reply is a tentative "7천?" followed by a question back; key considerations revise themselves
  // mid-sentence ("아니").
  // NOT facts of the project: 30년 (the first guess at the age, replaced), 4월 말 (the earlier move plan), 일주일에 두
  // 번 (how often the husband works from home), 초등학생 (children's school level, not an age of the house).
  {
    id: 'heldout68-residential-ko-ilsan-old-apartment-age-fix',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 이번에 일산 후곡마을 쪽 아파트를 매매했어요. 구축이라 전체 리모델링 하려고 알아보는 중이에요 ㅎㅎ',
      '32평이고 방 3개 화장실 2개요. 지은 지 30년 정도 된 것 같아요. 샷시도 다 바꿔야 할 것 같고요...',
      '남편이랑 저, 초등학생 아들 둘에 고양이 한 마리 있어요 ㅎㅎ 애들이 커가니까 각자 방을 주고 싶은데 방이 하나 모자라요... 그게 제일 고민이에요',
      '아 그리고 아까 30년이라고 했는데 관리사무소에 물어보니까 33년 됐대요 ㅎㅎ 생각보다 더 오래됐네요',
      '이사는 원래 4월 말로 하려고 했는데 지금 사는 집 전세 만기가 5월 20일이라 그 즈음으로 맞추려고요. 공사는 그 전에 끝나야겠죠?',
    ],
    whenAsked: {
      project_background: '구축 아파트 전체 리모델링이요~',
      property_category: '아파트요',
      layout: '방 3개 화장실 2개요 위에 쓴 대로요',
      age: '33년이요 ㅎㅎ',
      problem_need: '방이 하나 모자란 거요... 그리고 주방이 너무 좁고 어두워요',
      target_audience: '말씀드린 대로 네 식구에 고양이 한 마리요',
      lifestyle: '남편이 재택을 일주일에 두 번 해요. 애들 방 주고 나면 남편 일할 데가 없어서 그것도 고민이에요 ㅠ 주말엔 집에서 요리를 많이 하고요',
      preferred_style: '화이트랑 우드 섞인 거요. 너무 모던하고 차가운 호텔 느낌은 싫고 따뜻한 느낌이요',
      colors_and_elements: '고양이 때문에 캣워크 같은 거 넣을 수 있을까요? 색은 위에 말한 대로요',
      address: '일산 후곡마을이요',
      space_size: '32평이요',
      budget: '음 샷시까지 포함해서 7천? 근데 32평에 그 돈으로 가능한가요?',
      move_in_date: '5월 20일쯤이요',
      key_considerations: '애들 방 3개... 아니 애들 방 2개에 남편 작업 공간까지요. 그리고 고양이가 있으니까 바닥재는 긁힘 잘 안 가는 걸로요',
      important_collections: '남편 레고요 ㅋㅋ 장식장 하나가 꽉 찼어요',
    },
    otherwise: '그건 크게 상관없어요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['후곡마을'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 1, text: ['방 3개', '화장실 2개'] },
      target_audience: { said: 2, text: ['아들 둘', '고양이'] },
      problem_need: { said: 2, text: ['방이 하나 모자라요'] },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 33, unit: 'years' } },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-05-20', precision: 'day' } },
      lifestyle: { said: 'asked', text: ['재택', '요리'] },
      preferred_style: { said: 'asked', text: ['화이트랑 우드', '따뜻한'] },
      colors_and_elements: { said: 'asked', text: ['캣워크'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 70_000_000, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['남편 작업 공간', '바닥재'] },
    },
  },

  // Visitor: 58세 남성, 전북 완주 농가 협동조합 사무국장. '~습니다' 격식체, 띄어쓰기가 가끔 틀림("필요 합니다"),
  // 한 번에 한두 문장씩 정중하게.
  // Exercises: the market date and the print deadline are given in message 2 (4월 25일 / 3월 20일) and corrected in
  // message 3 after the board postponed the market (deadline "4월 초까지", from message 3); the three print pieces are
  // listed in message 1 (other_design_requirements); audience and the goal (more young couples) come together in
  // message 4; the style question is answered with a question back ("어떤 걸 말씀하시는 건지요?") before an answer;
  // the collaboration reply ends with a question to the studio.
  // NOT facts of the project: 4월 25일 (the old market date), 3월 20일 (the old deadline), 5월 9일 (the new market
  // date, not the design deadline), 작년 (past markets), 7회째, 한 달 (how early posters go up; how often the board
  // meets).
  {
    id: 'heldout68-other-ko-wanju-coop-market-flyers-postponed',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까. 완주에서 농가 협동조합 사무국장을 맡고 있습니다. 매년 봄에 여는 로컬푸드 장터 홍보물 디자인을 의뢰하고자 연락 드립니다.',
      '포스터, 현수막, 리플렛 세 가지가 필요 합니다. 작년까지는 조합원 한 분이 한글프로그램으로 만들었는데 올해는 제대로 해보자는 의견이 많아서요.',
      '장터는 4월 25일 토요일입니다. 홍보물은 한 달 전에는 붙여야 하니 3월 20일까지는 받아야 할 것 같습니다.',
      '정정하겠습니다. 방금 이사회에서 장터를 5월 9일로 미루기로 했습니다. 그러면 홍보물은 4월 초까지만 받으면 되겠습니다.',
      '손님은 주로 전주, 완주 사시는 가족 단위입니다. 그런데 작년에 오신 분들 보면 대부분 어르신들이라 올해는 젊은 부부들도 많이 왔으면 하는 것이 조합원들 바람입니다.',
    ],
    whenAsked: {
      project_background: '앞서 말씀드린 대로 로컬푸드 장터 홍보물입니다. 올해로 7회째입니다.',
      other_design_requirements: '포스터, 현수막, 리플렛입니다.',
      problem_need: '젊은 손님들이 많이 오는 것입니다.',
      target_audience: '가족 단위 손님입니다.',
      preferred_style: '스타일이라 하면 어떤 걸 말씀하시는 건지요? 저희가 잘 몰라서... 촌스럽지만 않으면 됩니다. 요즘 젊은 사람들이 좋아하는 느낌이면 좋겠습니다.',
      colors_and_elements: '조합 로고는 꼭 넣어야 하고, 완주군 로고도 들어가야 합니다. 군 지원사업이라서요. 색은 봄 느낌 나는 연두색 정도면 어떻겠습니까.',
      address: '완주군 고산면입니다.',
      expected_deadline: '4월 초까지입니다.',
      key_considerations: '인쇄는 군청에서 연결해준 인쇄소에서 하니 파일을 인쇄소 규격에 맞춰 주셔야 합니다. 그리고 글씨가 커야 합니다. 어르신들도 보셔야 하니까요.',
      collaboration_notes: '시안은 이사회에서 보고 정하는데 이사회가 한 달에 한 번 열립니다. 연락은 저에게 주시면 됩니다. 메일이 편하십니까, 전화가 편하십니까?',
      number_of_visits: '직접 오셔야 하는 겁니까? 멀면 안 오셔도 됩니다.',
    },
    otherwise: '그 부분은 잘 모르겠습니다. 알아서 해주시면 됩니다.',
    expected: {
      project_background: { said: 0, text: ['로컬푸드 장터', '홍보물'] },
      address: { said: 0, text: ['완주'] },
      other_design_requirements: { said: 1, text: ['포스터', '현수막', '리플렛'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'early' } },
      target_audience: { said: 4, text: ['가족 단위'] },
      problem_need: { said: 4, text: ['젊은 부부'] },
      preferred_style: { said: 'asked', text: ['촌스럽지만 않으면'] },
      colors_and_elements: { said: 'asked', text: ['조합 로고', '완주군 로고', '연두색'] },
      key_considerations: { said: 'asked', text: ['인쇄소 규격', '글씨가 커야'] },
      collaboration_notes: { said: 'asked', text: ['이사회'] },
    },
  },
];
