import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A forty-ninth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. Between two other things: visitors writing in a
 * hurry, who answer late or not at all, put two or three topics in one message, send half-sentences and fix them in
 * the next, answer with a single word or number, abbreviate, and come back to a topic they skipped. Written after the
 * session's rules for held-outs 47 and 48 and played once before any change for it. Each writer's own notes follow,
 * and each conversation has a comment of what it exercises and which of its numbers, places and dates are not facts.
 */
/* Writer's note (batch 49, en-US: "between two other things")
   Seven Americans typing on their phones while doing something else, each in a different town and trade:
   - Tomás, 34, HVAC tech in Columbus, Ohio, in his van between service calls. Heavy shorthand ("w/", "approx",
     "sq ft", "tbh"). He fixes a square footage one message later and comes back to the budget with "like I mentioned".
   - Gloria, 52, runs a panadería in Tucson and types at the counter between customers. Starts a sentence, gets
     pulled away, and finishes it in the next message.
   - Kayla, 29, marketing coordinator for a wool-and-canvas company in Duluth, in the daycare pickup line with a
     toddler kicking the seat. Gives the show dates, then corrects the setup date in the next message.
   - Shawna, 38, mobile dog groomer near Asheville, texting between dogs. Short bursts, emoji, one message with no
     facts at all, and a "like I said".
   - Bree, 31, hot-sauce maker in Garden City, Idaho, eating lunch in her car on a break from her day job. Leaves a
     half-sentence and finishes it in the next message.
   - Denise, 49, owns a kids' dance studio in Dunmore, Pennsylvania, at the front desk while a class runs. Answers
     with just a URL or just a date when that's all she has.
   - Jolene, 44, co-owns a family tire shop in Lafayette, Louisiana, at the counter. Y'all-style, chatty, gets pulled
     away to help a customer partway through a measurement.
*/
/* Writer's note（第 49 批，zh-TW，主題：「夾在兩件事中間」趕時間打字的訪客）
 * 七個人都在忙別的事情的空檔打字：訊息短、常一則塞兩三件事、句子打到一半就送出、晚一則才回答上一個問題。
 * 1. 竹北的年輕媽媽（34 歲），小孩坐在腿上，打注音文（ㄉ、ㄌ、ㄅ、醬），坪數打錯下一則更正。
 * 2. 嘉義鍋燒意麵老店第二代（38 歲），在櫃台一邊招呼客人一邊打，「等等喔有客人」，最想解決的問題晚了好幾則才講。
 * 3. 彰化和美自行車碳纖維輪組廠的業務經理（45 歲），停車在客戶門口等人，日期一次丟一串，進場日下一則更正。
 * 4. 鳳山寵物美容師（30 歲），午休扒便當時打，回答上一題時說「你剛問…」，最後一則只說下一隻狗要到了。
 * 5. 北港花生糖店第三代（41 歲），店裡香客多，一盒幾顆打錯下一則更正，回答通路時說「就我剛說的」，期限只回一個日期。
 * 6. 三重水電行老闆（58 歲），坐在工作車上、等一下要去新莊修熱水器，講話很直、不加標點，預算只回「5萬」。
 * 7. 台南的準新娘（29 歲），公司午休快結束時打，清單打到一半手滑送出、下一則補完，會用 xD。
 */
/* Writer's note (49차, ko-KR): 주제는 "두 가지 일 사이에서 급하게 쓰는 사람들".
 * 1) 청주 복대동 36세 엄마 — 세 살 딸을 무릎에 앉히고 씀. 짧은 조각, ㅠㅠ, "화1"을 다음 메시지에서 "화2"로 고침,
 *    어린이집 하원 때문에 끊겼다가 돌아와서 빠뜨린 예산을 말함. 입주일은 "4/30" 날짜만 답함.
 * 2) 인천 구월동 47세 꽃집 사장 — 가게 카운터에서 손님 사이사이. "손님 와서 잠시만요"만 있는 메시지, "넵 ㅈㅅ",
 *    "말씀드렸듯이"로 앞 얘기를 다시 꺼냄.
 * 3) 대전 캠핑용품 회사 33세 마케팅 대리 — 거래처 미팅 전 주차된 차 안. 업무 말투지만 급해서 주어 생략, 반입일은
 *    "3/4"만 보냄. 작년 벡스코 부스 얘기가 섞임.
 * 4) 광주 상무지구 29세 필라테스 강사 — 수업 사이 50분씩 끊김. 느낌표, ㅎㅎ, "ㅇㅇ", 인스타 아이디.
 * 5) 괴산 58세 방앗간 주인 — 배달 트럭 안. 말끝 "..", "~습니다/~지요" 섞인 어른 말투, 한 메시지 늦게
 *    "제품 물어보셨지요" 하고 답함. 작년 추석 얘기가 섞임.
 * 6) 울산 삼산동 44세 동물병원 원장 — 점심시간 김밥 먹으면서. 주소만 덩그러니 보내고, "아까 말했듯이", 예산은
 *    "500~700" 숫자만. 오후 진료 시간·개원 10주년 같은 날짜가 섞임.
 * 7) 춘천 후평동 34세 닭꼬치 푸드트럭 사장 — 화천 산천어축제 현장에서 주문 사이. "ㅇㅋ", "잠만요", 래핑 예약일을
 *    9일이라 했다가 다음 메시지에서 10일로 고침.
 */
export const fortyNinthHeldOutConversations: CorpusConversation[] = [
  {
    // Columbus, Ohio. Tomás, 34, HVAC tech, typing in his work van between service calls. Very short messages, lots
    // of shorthand (w/, approx, sq ft, tbh), no capital letters. He and his wife just closed on an end-unit townhouse
    // in Hilliard and want the main floor redone and a nursery before the baby comes. Exercises: a size corrected in
    // the very next message (1650 → 1560, with the unit carried over from msg 1), a build year turned into an age
    // (built in '98 → 28 years), a sign-off message with a time and a place that aren't the project, a budget he comes
    // back to with "like I mentioned" ("35k tops" → at most), and a move-in reply that is only a date ("3/1").
    // NOT facts: 1650 sq ft (corrected), the next call in Dublin at 2:30, Jess's job as a dental hygienist, the baby's
    // April due date (context, not the move-in date), the kitchen's one light.
    id: 'heldout49-residential-en-hilliard-van-between-calls-size-fix',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hey, typing this in my van between service calls so bear w/ me. we just closed on a townhouse in Hilliard and want to redo the main floor before we move in + turn the 3rd bedroom into a nursery. baby due in april",
      "3 bed 2.5 bath, approx 1650 sq ft. end unit",
      "1560* not 1650, fat thumbs lol",
      "kitchen is dark and closed off, the wall between it and the living room needs to go tbh. built in 98 per the listing, still has the original oak cabinets",
      "me, my wife Jess, baby on the way, 2 cats. gotta run, next call's in Dublin at 2:30",
      "ok back. about the budget, like I mentioned we just closed so money's tight. 35k tops",
    ],
    whenAsked: {
      lifestyle:
        "we both leave early, Jess is a dental hygienist. we cook most nights, nothing fancy, and have people over for Buckeyes games",
      preferred_style: "clean and bright, kinda scandinavian? just not sterile",
      colors_and_elements: "white oak, light walls, maybe some brass. no more of that orange oak lol",
      move_in_date: "3/1",
      key_considerations: "nursery done before the baby comes for sure. and low VOC paint and finishes",
      other_design_requirements: "lighting for sure, the kitchen has one boob light lol",
      number_of_visits: "2 or 3 is fine, weekends are easier",
    },
    otherwise: "no pref, whatever you think",
    expected: {
      project_background: { said: 0, text: ['redo the main floor', 'nursery'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['townhouse'] } },
      address: { said: 0, text: ['Hilliard'] },
      layout: { said: 1, text: ['3 bed 2.5 bath'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 1560, unit: 'ft2' } },
      problem_need: { said: 3, text: ['dark and closed off', 'wall between it and the living room'] },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 28, unit: 'years' } },
      target_audience: { said: 4, text: ['my wife Jess', 'baby on the way', '2 cats'] },
      budget: { said: 5, value: { kind: 'money', amount: 35000, currency: 'USD', bound: 'at_most' } },
      lifestyle: { said: 'asked', text: ['cook most nights', 'Buckeyes games'] },
      preferred_style: { said: 'asked', text: ['clean and bright', 'scandinavian'] },
      colors_and_elements: { said: 'asked', text: ['white oak', 'light walls', 'no more of that orange oak'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['nursery done before the baby comes', 'low VOC'] },
    },
  },
  {
    // Tucson, Arizona. Gloria, 52, has run a panadería on South 12th Avenue for 19 years and is taking over the
    // shoe-repair space next door to add a small café with seating. She types at the counter between customers,
    // plain sentences, a little Spanish, one emoji. Exercises: an answer that arrives one message after she starts
    // it (msg 1 "the space is about" → msg 2 "about 850 sq ft"), the landlord's figure next to the lease's (the lease
    // wins), an opening date given by a holiday and a day ("by Día de los Muertos, Nov 1"), a budget range she comes
    // back to with "oh and about money", and the problem told as what customers want.
    // NOT facts: 19 years in business, the landlord's 900 sq ft, the line out the door, her son Adrián who did the
    // numbers, 5am (when the construction guys come in, not an opening hour).
    id: 'heldout49-commercial-en-tucson-panaderia-counter-late-size',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "Hi good morning. I have a panaderia on South 12th in Tucson, 19 yrs now. The shoe repair next door closed and I'm taking the space to open a little cafe w/ seating. People want to sit and have coffee with their conchas and right now we have nowhere for them",
      "the space is about",
      "sorry, line out the door 🙃 about 850 sq ft. landlord keeps saying 900 but the lease says 850",
      "We want it open by Día de los Muertos, Nov 1. That's our biggest week of the year",
      "oh and about money, my son Adrián did the numbers, we can do 60 to 75 thousand for everything",
    ],
    whenAsked: {
      brand_value:
        "Family. It should feel like walking into your tía's kitchen, warm, smells like bread, somebody says hi to you by name",
      target_audience:
        "neighborhood families, a lot of abuelitas in the morning, construction guys at 5am, students on the weekend",
      competitive_advantage:
        "everything is baked right here every morning since 2007, my mom's recipes. The chain places bring it in frozen",
      preferred_style: "Warm and colorful but not like a theme restaurant. Wood, tile, plants",
      colors_and_elements: "talavera tile for sure, and the pink of the conchas lol. No black, no gray, it's not a gym",
      unique_design: "the ovens. I want people to see the bakers working through a big window",
      key_considerations:
        "we CANNOT close the bakery during construction, not even one week. And the bathroom has to be ADA",
      other_design_requirements: "yes the sign outside, and menu boards for the coffee",
    },
    otherwise: "whatever you think, you're the expert",
    expected: {
      project_background: { said: 0, text: ['panaderia', 'little cafe w/ seating'] },
      address: { said: 0, text: ['South 12th', 'Tucson'] },
      problem_need: { said: 0, text: ['People want to sit and have coffee', 'we have nowhere for them'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 850, unit: 'ft2' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-11-01', precision: 'day', relation: 'by' } },
      budget: { said: 4, value: { kind: 'money', amount: 60000, max: 75000, currency: 'USD' } },
      brand_value: { said: 'asked', text: ["your tía's kitchen", 'warm'] },
      target_audience: { said: 'asked', text: ['neighborhood families', 'abuelitas', 'construction guys'] },
      competitive_advantage: { said: 'asked', text: ['baked right here every morning', "my mom's recipes"] },
      preferred_style: { said: 'asked', text: ['Warm and colorful', 'not like a theme restaurant'] },
      colors_and_elements: { said: 'asked', text: ['talavera tile', 'pink of the conchas', 'No black, no gray'] },
      unique_design: { said: 'asked', text: ['see the bakers working through a big window'] },
      key_considerations: { said: 'asked', text: ['CANNOT close the bakery during construction', 'ADA'] },
    },
  },
  {
    // Duluth, Minnesota. Kayla, 29, the whole marketing department of a small wool-blanket and canvas-bag company,
    // typing in the daycare pickup line while her toddler kicks the seat. Quick, friendly, lowercase. First time at a
    // big trade show. Exercises: the venue named inside the opening story, a US booth size in feet ("10x20 ft" →
    // 200 ft2), three show dates in one message and the setup date corrected in the next message (7th → 6th, she was
    // reading last year's packet), water/electricity and budget together in one message, an optional goal
    // volunteered in the opening ("doesn't scream first timer").
    // NOT facts: Duluth (home of the company, not the venue), the daycare pickup line, June 7 (last year's setup
    // day, corrected), last year's exhibitor packet, Nora, freight and hotel costs (separate from the budget), Luke.
    id: 'heldout49-exhibition-en-duluth-pickup-line-setup-date-fix',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hi! in the daycare pickup line so this'll be fast. we're a small wool blanket + canvas bag company out of Duluth, first time doing Outdoor Retailer at the Salt Palace in Salt Lake this june. need a booth that doesn't scream first timer lol",
      "10x20 ft, inline",
      "show opens june 9. we get in to set up the 7th and tear down is the 11th after close",
      "wait setup is the 6th not the 7th, I was reading last year's exhibitor packet 🙄 nora stop kicking the seat",
      "power for lights + a laptop, no water. and budget is 18k for the booth itself, freight + hotel are separate",
    ],
    whenAsked: {
      brand_value:
        "made to last and made in minnesota. walking in should feel like stepping into a cabin up the north shore",
      target_audience: "independent outdoor shops mostly, plus a couple bigger retail buyers. it's trade only, no public",
      preferred_style: "cabin but modern. not plaid overload",
      unique_design: "a wall of folded blankets people can actually touch? like a library of wool",
      key_considerations:
        "it all has to fit in our sprinter van, it's just me and Luke setting up. and it can't look cheap next to the big brands",
      colors_and_elements: "our cream and forest green, some raw wood. no neon",
      plans_after_project: "if it goes ok we'd want to reuse it at a regional show in the fall",
    },
    otherwise: "not sure, open to ideas",
    expected: {
      project_background: { said: 0, text: ['wool blanket + canvas bag company', 'Outdoor Retailer'] },
      address: { said: 0, text: ['Salt Palace'] },
      problem_need: { said: 0, text: ["doesn't scream first timer"] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-06-09', precision: 'day' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-06-06', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-06-11', precision: 'day' } },
      water_electricity_supply: { said: 4, value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 4, value: { kind: 'money', amount: 18000, currency: 'USD' } },
      brand_value: { said: 'asked', text: ['made to last', 'made in minnesota', 'cabin up the north shore'] },
      target_audience: { said: 'asked', text: ['independent outdoor shops', 'bigger retail buyers', 'trade only'] },
      preferred_style: { said: 'asked', text: ['cabin but modern', 'not plaid overload'] },
      unique_design: { said: 'asked', text: ['wall of folded blankets', 'library of wool'] },
      key_considerations: { said: 'asked', text: ['fit in our sprinter van', "can't look cheap"] },
    },
  },
  {
    // Near Asheville, North Carolina. Shawna, 38, mobile dog groomer, texting from her van between dogs with wet
    // hands. Bursts of short messages, double exclamation marks, emoji. Wants a real logo; the van wrap is the urgent
    // part. Exercises: the name story told in passing, services as a bare list, a message with no facts at all
    // ("doodle on the table"), "like I said" pointing back to msg 0, a deadline set by someone else's schedule (the
    // wrap guy needs files by March 15 → design done by then), an optional extra (the van wrap) volunteered in a
    // message, and a trademark "nope" followed by a yes to help.
    // NOT facts: 7 years in business, her cousin's Canva logo from 2019, Barnardsville and her granddad's coonhounds
    // (part of the name story, not an address), the wrap shop in Weaverville, the doodle on the table.
    id: 'heldout49-brand-en-asheville-groomer-between-dogs-like-i-said',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "hi!! mobile dog groomer in Asheville, 7 yrs in. my logo is one my cousin made on canva back in 2019 and it's blurry on literally everything, I need a real logo",
      "name is Big Ivy Grooming. Big Ivy is the creek area up past Barnardsville where I grew up, my granddad ran coonhounds up there",
      "full grooms, bath + nails, teeth brushing, deshedding",
      "sorry one sec, doodle on the table 🙃",
      "ok. insta is @bigivygrooming, no website. and like I said it's blurry on everything but the van wrap is the big one, my wrap guy in Weaverville needs files by march 15",
    ],
    whenAsked: {
      registration_status: "nope",
      need_registration_assistance: "yes please, no clue how that works",
      target_audience:
        "folks w/ big doodles and older dogs who get stressed at the salon. lots of retirees, busy families",
      preferred_style: "outdoorsy, kinda vintage, like a national park patch. NOT cutesy cartoon paws",
      colors_and_elements: "forest green and rust orange. a hound in there would be cool for my granddad. no pink",
      key_considerations: "has to be readable from across a parking lot on the van and still work tiny on insta",
      collaboration_notes: "text is best, I can't do calls when I'm grooming. I decide, it's just me",
    },
    otherwise: "idk, whatever looks good honestly",
    expected: {
      project_background: { said: 0, text: ['mobile dog groomer', 'I need a real logo'] },
      problem_need: { said: 0, text: ['blurry on literally everything'] },
      address: { said: 0, text: ['Asheville'] },
      brand_name_story: { said: 1, text: ['Big Ivy Grooming', 'creek area', 'where I grew up'] },
      products_or_services: { said: 2, text: ['full grooms', 'bath + nails', 'deshedding'] },
      brand_website: { said: 4, text: ['@bigivygrooming'] },
      other_design_requirements: { said: 4, text: ['van wrap'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-15', precision: 'day', relation: 'by' } },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      target_audience: { said: 'asked', text: ['big doodles', 'older dogs', 'retirees'] },
      preferred_style: { said: 'asked', text: ['outdoorsy', 'national park patch', 'NOT cutesy cartoon paws'] },
      colors_and_elements: { said: 'asked', text: ['forest green and rust orange', 'a hound', 'no pink'] },
      key_considerations: { said: 'asked', text: ['readable from across a parking lot', 'work tiny on insta'] },
    },
  },
  {
    // Garden City, Idaho (Boise). Bree, 31, makes fermented hot sauce in a shared commercial kitchen on nights and
    // weekends and types on her lunch break from her day job, eating in her car. Lowercase, "rn", "+", "obv", "wks".
    // Exercises: two packaging forms in one line (labels + a 3-bottle gift set), a half-sentence finished in the next
    // message ("a 4th" → "coming this summer"), an optional problem volunteered in the opening, sales channels and
    // the reason for the project in one message, and a deadline she comes back to ("oh and timing") that is set
    // before another date (the market opening) which is not the deadline.
    // NOT facts: the day job, April 4 (the market's opening day), the printer's 3 weeks, the 4th flavor coming this
    // summer, the 2 grocery stores (a count, not a channel name), the pepper farm in Kuna (not her address).
    id: 'heldout49-packaging-en-gardencity-hotsauce-lunch-break',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hey, on my lunch break so quick. I make small batch hot sauce out of a shared commercial kitchen in Garden City, brand is Foothill Fire. need new labels + a 3 bottle gift set. current labels are home printed and peel off in the fridge 😑",
      "bottles are 5 oz woozies, 1 sauce per label obv. 3 flavors rn and a 4th",
      "coming this summer. sorry, eating a burrito one handed",
      "I sell at the saturday farmers market downtown + online on my own site. 2 local grocery stores want to carry it, that's the whole reason for this lol",
      "oh and timing, market season opens april 4 and I want the new stuff on the table, so designs done by march 13. printer needs 3 wks",
    ],
    whenAsked: {
      product_description:
        "fermented hot sauces, the peppers come from a farm out in Kuna. people put it on eggs, tacos, pizza, everything",
      unique_selling_point: "fermented 6 weeks so there's no vinegar bite, and the peppers are local",
      target_audience: "market people 25 to 45, foodies, and dads who collect hot sauce lol",
      preferred_style: "bold and kinda retro, like an old western poster",
      colors_and_elements:
        "each flavor gets its own color. the foothills outline would be cool. NO flames, every hot sauce has flames",
      preferred_materials: "waterproof label stock for sure. kraft box for the gift set",
      key_considerations:
        "labels HAVE to survive the fridge and wet hands. and room for nutrition facts + a barcode for the stores",
      other_design_requirements: "maybe a little sign for the market table if there's budget left",
    },
    otherwise: "no pref",
    expected: {
      project_background: { said: 0, text: ['small batch hot sauce', 'Foothill Fire'] },
      address: { said: 0, text: ['Garden City'] },
      packaging_form: { said: 0, value: { kind: 'choice', selected: ['label', 'gift_set'] } },
      problem_need: { said: 0, text: ['peel off in the fridge'] },
      specification: { said: 1, text: ['5 oz woozies'] },
      sales_channels: { said: 3, text: ['farmers market', 'online', 'local grocery stores'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-13', precision: 'day', relation: 'by' } },
      product_description: { said: 'asked', text: ['fermented hot sauces', 'eggs, tacos'] },
      unique_selling_point: { said: 'asked', text: ['fermented 6 weeks', 'no vinegar bite', 'peppers are local'] },
      target_audience: { said: 'asked', text: ['25 to 45', 'foodies', 'dads who collect hot sauce'] },
      preferred_style: { said: 'asked', text: ['bold', 'old western poster'] },
      colors_and_elements: { said: 'asked', text: ['each flavor gets its own color', 'foothills outline', 'NO flames'] },
      preferred_materials: { said: 'asked', text: ['waterproof label stock', 'kraft box'] },
      key_considerations: { said: 'asked', text: ['survive the fridge and wet hands', 'barcode'] },
    },
  },
  {
    // Dunmore, Pennsylvania (right outside Scranton). Denise, 49, owns a kids' dance studio and types at the front
    // desk while a tap class runs, getting interrupted by parents. Full sentences but typos forgiven in advance.
    // Exercises: a URL given as a bare one-line message, online registration → booking site, pages listed in the same
    // message as a recital date and venue that are not the project's, a budget with a stretch ("6k, could stretch to
    // 8" → 6000–8000) after an interruption, languages volunteered, and a go-live reply that is only a date ("Aug 1").
    // NOT facts: Scranton (the nearby city, not her town), the 4:30 tap class, the June 13 recital at the Cultural Center, the mom
    // who needed a receipt, the pre-covid photos, Clarks Summit (a competitor's town, not hers).
    id: 'heldout49-website-en-dunmore-dance-studio-front-desk-bare-date',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi, I own a dance studio in Dunmore (right outside Scranton), typing at the front desk while the 4:30 tap class is going so forgive typos. our website is from like 2016 and parents can't find anything, signups are still paper forms",
      "steptimedance.com",
      "want online registration for classes + recital tickets (recital is june 13 at the Cultural Center). pages: schedule, tuition, teachers, photo gallery, contact",
      "sorry a mom needed a receipt. budget 6k, could stretch to 8 if the registration part really works",
      "english + spanish please, lots of our families speak spanish at home",
    ],
    whenAsked: {
      target_audience: "parents mostly, moms on their phones in the car lol. kids from 3 to 18",
      competitors:
        "Encore Dance in Clarks Summit has a nice clean one, and I like how the Y does their class signups",
      preferred_style: "bright and happy but not babyish, we have teens too",
      expected_deadline: "Aug 1",
      key_considerations: "I have to be able to update the schedule myself, I am NOT techy. and it has to work on phones",
      other_design_requirements: "could you do photos? our last ones are from before covid lol",
      colors_and_elements: "our colors are purple and gold",
    },
    otherwise: "no preference really",
    expected: {
      project_background: { said: 0, text: ['dance studio', 'from like 2016'] },
      address: { said: 0, text: ['Dunmore'] },
      problem_need: { said: 0, text: ["parents can't find anything", 'paper forms'] },
      url: { said: 1, text: ['steptimedance.com'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 2, text: ['schedule', 'tuition', 'photo gallery'] },
      budget: { said: 3, value: { kind: 'money', amount: 6000, max: 8000, currency: 'USD' } },
      languages: { said: 4, text: ['english', 'spanish'] },
      target_audience: { said: 'asked', text: ['parents', 'kids from 3 to 18'] },
      competitors: { said: 'asked', text: ['Encore Dance', 'the Y'] },
      preferred_style: { said: 'asked', text: ['bright and happy', 'not babyish'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-08-01', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['update the schedule myself', 'work on phones'] },
    },
  },
  {
    // Lafayette, Louisiana. Jolene, 44, co-owns the family tire and auto shop her daddy opened, typing at the counter
    // between customers. Chatty, "y'all", "tbh", "folks". She wants a mural designed for the shop's blank side wall;
    // a painter is already lined up. Exercises: the "other" design named in the opening, a measurement left hanging
    // and finished after a customer (it has no field, so it is filed nowhere), a deadline next to the painter's
    // start date and a festival that are not the deadline, the goal and the style told in passing, and "like I said"
    // pointing back to the family story.
    // NOT facts: 1988, her daddy, Johnston St (the street the wall faces, not a district), the 60 ft by 14 ft wall
    // (no field for it), the customer with a flat, the painter starting on the 9th, Festival International, her son
    // Tyler and the alignment bay, the gas station mural in Breaux Bridge.
    id: 'heldout49-other-en-lafayette-tire-shop-mural-counter',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "hey y'all, we own a tire and auto shop in Lafayette, my daddy opened it in 1988. the big cinderblock wall facing Johnston St is beige and peeling and we want a mural on it. I have a painter lined up, I just need somebody to design the mural",
      "wall is about 60 ft long and",
      "14 ft high. sorry, had a customer w/ a flat",
      "need the design by March 1, my painter starts the 9th and wants it done before Festival International. mostly we want folks driving by to remember us, and to cover the eyesore tbh",
      "and like I said it's a family place, 3 generations, my son Tyler runs the alignment bay now. it should feel like Lafayette, not some corporate tire ad",
    ],
    whenAsked: {
      target_audience: "locals, everybody drives down Johnston. working folks, moms, college kids from UL",
      colors_and_elements:
        "red and yellow like our sign. a crawfish somewhere lol, maybe an old pickup. NO cartoon tires with faces",
      key_considerations:
        "it has to be something a regular sign painter can do, nothing photo realistic. and it's gotta hold up to the sun",
      collaboration_notes:
        "text me, I'm at the counter all day and never check email. me and my brother Danny decide together",
      other_preferences: "there's a mural on a gas station in Breaux Bridge I love, I can send a pic",
    },
    otherwise: "whatever y'all think",
    expected: {
      project_background: { said: 0, text: ['tire and auto shop', 'mural'] },
      address: { said: 0, text: ['Lafayette'] },
      other_design_requirements: { said: 0, text: ['design the mural'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      problem_need: { said: 3, text: ['remember us', 'cover the eyesore'] },
      preferred_style: { said: 4, text: ['feel like Lafayette', 'not some corporate tire ad'] },
      target_audience: { said: 'asked', text: ['locals', 'working folks', 'college kids'] },
      colors_and_elements: { said: 'asked', text: ['red and yellow', 'crawfish', 'NO cartoon tires with faces'] },
      key_considerations: { said: 'asked', text: ['regular sign painter', 'hold up to the sun'] },
      collaboration_notes: { said: 'asked', text: ['text me', 'my brother Danny decide together'] },
    },
  },
  {
    // 竹北的年輕媽媽，34 歲，上班族，小孩坐在腿上所以打得很慢，用注音文（ㄉ、ㄌ、ㄅ要）和「醬」，句子短、沒標點。
    // 考點：一則塞房型＋格局＋屋齡＋坪數；坪數 30 在下一則更正成 32（30 是現在租的房子），said 2 勝出。
    // 生活樣貌（老公很愛煮飯）夾在抱怨廚房的那一則裡自己講出來；入住時間「7月底前」→ 2026-07 by。
    // NOT facts（不是事實）：30坪（現在租的房子）、9月、博愛國小（老大要上的學校）、暑假。
    id: 'heldout49-residential-zh-zhubei-child-on-lap-ping-corrected',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好～我們在竹北買了一間中古屋 想整個翻新 小孩坐我腿上 打字很慢 歹勢',
      '電梯大樓 3房2廳2衛 屋齡15年左右ㄌ 30坪',
      '啊不對 是32坪 30是我們現在租ㄉ這間 搞混了',
      '最想改ㄉ是收納 玩具堆滿客廳 還有廚房太小 我老公很愛煮飯 兩個人在裡面會撞到',
      '喔對 希望7月底前可以搬進去 老大9月要上博愛國小 想說暑假先搬好適應一下',
    ],
    whenAsked: {
      target_audience: '我跟老公 兩個小孩 6歲跟3歲 還有一隻橘貓',
      lifestyle: '平日都很晚回家 週末會找朋友來家裡吃飯 都是老公煮',
      preferred_style: 'ㄅ要太冷 像無印那種 木頭 乾淨',
      colors_and_elements: '白色跟淺木色 深色ㄅ要 牆壁要好擦 小孩會亂畫',
      budget: '200萬左右 家電另外算',
      key_considerations: '安全 小孩很皮 桌角插座那些 然後就醬 預算不要爆',
      important_collections: '老公ㄉ公仔算嗎哈哈 一整櫃',
      expected_deadline: '越快越好',
    },
    otherwise: '都可以 你們建議就好',
    expected: {
      project_background: { said: 0, text: ['中古屋', '翻新'] },
      address: { said: 0, text: ['竹北'] },
      property_category: { said: 1, value: { kind: 'choice', selected: ['apartment'] } },
      layout: { said: 1, text: ['3房2廳2衛'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 15, unit: 'years' } },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 32, unit: 'ping' } },
      problem_need: { said: 3, text: ['收納', '廚房太小'] },
      lifestyle: { said: 3, text: ['很愛煮飯'] },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['兩個小孩', '橘貓'] },
      preferred_style: { said: 'asked', text: ['無印', '木頭'] },
      colors_and_elements: { said: 'asked', text: ['淺木色', '好擦'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 2_000_000, currency: 'TWD' } },
      key_considerations: { said: 'asked', text: ['安全', '預算不要爆'] },
    },
  },
  {
    // 嘉義鍋燒意麵老店的第二代阿凱，38 歲，在店裡櫃台邊煮邊打，常常打一半去招呼客人，口氣直、用「醬」「啦」。
    // 考點：最想解決的問題（排隊、外帶內用擠在一起）在開場後被問到，但他晚了好幾則才「剛剛忘了講」；
    // 預算「150萬內」→ at_most；開幕「4月 清明連假過後」→ 2026-04 月精度；同一則順便帶出招牌跟菜單板（optional，自己講的）。
    // NOT facts（不是事實）：28年（老店開的年數）、12坪（舊店）、3點（麵廠送貨）、清明連假（只是說明 4 月的哪段）。
    id: 'heldout49-commercial-zh-chiayi-noodle-counter-late-problem',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 我們是嘉義賣鍋燒意麵的 老店開28年了 要搬新店面 想找人設計 等等喔 有客人',
      '回來了 新店面在嘉義市民族路上 大概25坪 舊的才12坪 擠到爆',
      '預算喔 我爸說150萬內 我是覺得不太夠啦 先醬',
      '開幕想抓4月 清明連假過後 等下3點麵廠送貨 先跑',
      '啊剛剛忘了講 最想解決的是排隊 客人都站騎樓曬太陽 外帶跟內用擠在一起 招牌跟菜單板也想一起重做',
    ],
    whenAsked: {
      brand_value: '古早味啦 阿嬤煮的那種 想讓人進來覺得像回家吃飯',
      target_audience: '附近上班族 學生 還有觀光客 最近很多人看IG來的',
      competitive_advantage: '湯頭 大骨自己熬 鍋燒是一碗一碗現煮 不是大鍋的',
      preferred_style: '復古 但不要舊舊髒髒的 要乾淨明亮',
      colors_and_elements: '想用那種老台灣的綠色磁磚 不要全黑 看起來像酒吧',
      unique_design: '我阿公的舊木頭招牌想掛在店裡面 很有感情',
      key_considerations: '動線 還有廚房排煙要弄好 不要整個用餐區都是油煙味',
      collaboration_notes: '我爸最後決定 但都先找我 LINE就好',
    },
    otherwise: '沒差 你們專業的看',
    expected: {
      project_background: { said: 0, text: ['鍋燒意麵', '搬新店面'] },
      address: { said: 1, text: ['民族路'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 25, unit: 'ping' } },
      budget: { said: 2, value: { kind: 'money', amount: 1_500_000, currency: 'TWD', bound: 'at_most' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      problem_need: { said: 4, text: ['排隊', '外帶跟內用'] },
      other_design_requirements: { said: 4, text: ['招牌', '菜單板'] },
      brand_value: { said: 'asked', text: ['古早味', '像回家吃飯'] },
      target_audience: { said: 'asked', text: ['上班族', '觀光客'] },
      competitive_advantage: { said: 'asked', text: ['大骨自己熬', '現煮'] },
      preferred_style: { said: 'asked', text: ['復古', '乾淨明亮'] },
      colors_and_elements: { said: 'asked', text: ['綠色磁磚', '不要全黑'] },
      unique_design: { said: 'asked', text: ['舊木頭招牌'] },
      key_considerations: { said: 'asked', text: ['動線', '排煙'] },
    },
  },
  {
    // 彰化和美自行車碳纖維輪組廠的業務經理，45 歲，把車停在客戶工廠門口等人時打，句子像備忘錄，日期用 3/25 這種寫法。
    // 考點：一則給出展館＋攤位尺寸（3x6 → 18 m2）＋水電；日期一次丟兩個，進場日 3/22 在下一則更正成 3/23，同一則補上撤場；
    // 「喔 預算 跟你說」回頭補預算；之後 6 月德國展還想再用這套攤位（optional，自己講的）。
    // NOT facts（不是事實）：3/22（他從越南回來那天）、越南（看工廠）、客戶（他在等的人）。
    id: 'heldout49-exhibition-zh-hemei-wheels-parked-car-entry-corrected',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 我們是和美做自行車碳纖維輪組的 3月要參加台北自行車展 想找人做攤位 我在車上等客戶 簡單講',
      '南港一館 攤位3x6 水電都要 要放一台測試機台',
      '開展3/25 進場3/22',
      '進場是3/23才對 剛看錯 22是我從越南看工廠回來那天 撤場3/28',
      '喔 預算 跟你說 老闆給60萬 含施工 這套之後6月德國展還想再用 客戶出來了 先這樣',
    ],
    whenAsked: {
      brand_value: '輕 剛性好 台灣自己做的 希望人家一看就覺得很專業 有科技感',
      target_audience: '國外的代理商跟品牌買家 歐洲的比較多',
      preferred_style: '簡潔 黑白為主 有一點賽車的感覺',
      unique_design: '想把輪組掛在牆上一直轉 或擺一台可以讓人上去試踩的',
      key_considerations: '要有一個可以坐下來談的洽談區 還有輪組很貴 搬運展示不能刮到',
      colors_and_elements: '黑 白 一點螢光黃 我們logo的顏色',
    },
    otherwise: '這個都OK 你們抓',
    expected: {
      project_background: { said: 0, text: ['碳纖維輪組', '自行車展'] },
      address: { said: 1, text: ['南港一館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['both'] } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-25', precision: 'day' } },
      entry_date: { said: 3, value: { kind: 'date', date: '2026-03-23', precision: 'day' } },
      exit_date: { said: 3, value: { kind: 'date', date: '2026-03-28', precision: 'day' } },
      budget: { said: 4, value: { kind: 'money', amount: 600_000, currency: 'TWD' } },
      plans_after_project: { said: 4, text: ['德國展'] },
      brand_value: { said: 'asked', text: ['剛性好', '科技感'] },
      target_audience: { said: 'asked', text: ['代理商', '品牌買家'] },
      preferred_style: { said: 'asked', text: ['簡潔', '賽車'] },
      unique_design: { said: 'asked', text: ['掛在牆上', '試踩'] },
      key_considerations: { said: 'asked', text: ['洽談區', '不能刮到'] },
    },
  },
  {
    // 鳳山的寵物美容師小芸，30 歲，要自己出來開工作室，午休扒便當時打，語氣輕鬆、會「哈哈」。
    // 考點：開場後被問要解決什麼，她下一則先講品牌名故事，再下一則才「啊你剛問要解決什麼」（晚一則回答）；
    // 服務、期限（2月底前 → 2026-02 by）、招牌（optional，自己講的）擠在同一則；最後一則只是說下一隻狗要到了。
    // 商標「還沒 完全沒弄」→ not_registered，所以會問要不要協助，她說要。
    // NOT facts（不是事實）：3月中（工作室開幕，不是設計期限）、1點、柴犬（下一個客人）、午休、便當。
    id: 'heldout49-brand-zh-fengshan-groomer-lunch-late-answer',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 我在鳳山做寵物美容 要自己出來開工作室了 想做一整套品牌識別 logo那些 現在午休扒便當中 打字很亂請見諒',
      '名字叫毛日子 我媽取的 意思是每天都跟毛孩過日子 哈哈有點俗但我很喜歡',
      '啊你剛問要解決什麼 就是現在客人都叫我「鳳山那個美容師」 沒有一個記得住的名字 也想看起來比較專業',
      '服務有狗狗洗澡 美容 還有貓咪美容 3月中開幕 所以logo最好2月底前好 招牌要趕著做',
      '下一隻柴犬1點到 先去忙 晚點回',
    ],
    whenAsked: {
      registration_status: '還沒 完全沒弄',
      need_registration_assistance: '好啊 要 費用先跟我說',
      brand_website: 'IG而已 @maorizi.pet',
      target_audience: '養小型犬的年輕人 20幾到40歲 把狗當小孩在養的 也有貓奴',
      preferred_style: '可愛但不要幼稚 圓圓的 有手繪感',
      colors_and_elements: '奶茶色 淺藍 不要粉紅 附近好多家都粉紅的',
      key_considerations: '要好認 縮小印在毛巾跟貼紙上也要看得清楚',
    },
    otherwise: '都可以～',
    expected: {
      project_background: { said: 0, text: ['寵物美容', '品牌識別'] },
      address: { said: 0, text: ['鳳山'] },
      brand_name_story: { said: 1, text: ['毛日子', '每天都跟毛孩過日子'] },
      problem_need: { said: 2, text: ['記得住的名字', '專業'] },
      products_or_services: { said: 3, text: ['狗狗洗澡', '貓咪美容'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      other_design_requirements: { said: 3, text: ['招牌'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@maorizi.pet'] },
      target_audience: { said: 'asked', text: ['小型犬', '貓奴'] },
      preferred_style: { said: 'asked', text: ['可愛但不要幼稚', '手繪感'] },
      colors_and_elements: { said: 'asked', text: ['奶茶色', '不要粉紅'] },
      key_considerations: { said: 'asked', text: ['好認', '看得清楚'] },
    },
  },
  {
    // 北港朝天宮旁花生糖老店的第三代，41 歲，站在店裡櫃台，香客一波一波來，打字用「歹勢」，數字用阿拉伯數字。
    // 考點：規格一則說一盒12顆，下一則更正為10顆（12顆是芝麻糖那盒），said 3 勝出且該則重講 15g；
    // 包裝形式要兩種（禮盒＋小袋）；問題「塑膠盒年輕人說很土」是 optional，自己講的；
    // 通路回答用「就我剛說的」帶回店面；設計期限只回一個日期「3/15」。
    // NOT facts（不是事實）：12顆（芝麻糖的盒子）、芝麻糖（另一個產品）、第三代、香客很多（只是現在店裡忙）。
    id: 'heldout49-packaging-zh-beigang-peanut-candy-count-corrected',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好 北港做花生糖的 朝天宮旁邊那間 我是第三代 想把包裝重新設計 現在店裡香客很多 會回比較慢',
      '產品就是花生糖 傳統軟的那種 客人買回去配茶',
      '一顆15g左右 單顆包 一盒12顆',
      '歹勢打錯 一盒是10顆 15g沒錯 12顆是我們芝麻糖那盒',
      '包裝想要禮盒 還有小袋的 給觀光客邊走邊吃 現在那個塑膠盒年輕人都說很土',
    ],
    whenAsked: {
      unique_selling_point: '不加香料 花生用雲林在地的 每天現做 不放隔夜',
      target_audience: '來拜拜的香客 觀光客 買回去送人的 現在年紀大的多 想吸引年輕人',
      sales_channels: '就我剛說的 店面啊 然後蝦皮 過年會去台北年貨大街擺',
      preferred_style: '復古台味 但要有質感 像那種文青伴手禮',
      colors_and_elements: '紅色要留 我們招牌是紅的 配米白 不要螢光色',
      preferred_materials: '紙盒 小袋的話要能防潮 花生糖受潮會黏',
      expected_deadline: '3/15',
      key_considerations: '成本 一盒包材最好10塊以內 然後要符合食品包裝的規定',
    },
    otherwise: '這個沒特別想法 你們看',
    expected: {
      project_background: { said: 0, text: ['花生糖', '包裝重新設計'] },
      address: { said: 0, text: ['北港'] },
      product_description: { said: 1, text: ['花生糖', '軟的'] },
      specification: { said: 3, text: ['10顆', '15g'] },
      packaging_form: { said: 4, value: { kind: 'choice', selected: ['gift_set', 'bag_pouch'] } },
      problem_need: { said: 4, text: ['很土'] },
      unique_selling_point: { said: 'asked', text: ['不加香料', '雲林在地'] },
      target_audience: { said: 'asked', text: ['香客', '觀光客', '年輕人'] },
      sales_channels: { said: 'asked', text: ['店面', '蝦皮', '年貨大街'] },
      preferred_style: { said: 'asked', text: ['復古台味', '質感'] },
      colors_and_elements: { said: 'asked', text: ['紅色要留', '米白'] },
      preferred_materials: { said: 'asked', text: ['紙盒', '防潮'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-15', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['成本', '10塊以內'] },
    },
  },
  {
    // 三重水電行的老闆，58 歲，兒子叫他弄網站，坐在工作車上等一下要去新莊修熱水器，講話直、不加標點、一則一件事。
    // 考點：沒有網站只有 FB 粉專；頁面一次列完；「按一下就打」電話是他最在意的（自己講的）；
    // 預算只回一個數字「5萬」；上線「過年後 3月吧」→ 2026-03 月精度。
    // NOT facts（不是事實）：30年（開業年數）、新莊（等下要去的工地）、熱水器（等下的工作）、板橋（競爭對手所在地）。
    id: 'heldout49-website-zh-sanchong-plumber-truck-number-only',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好 三重的水電行 做30年了 兒子叫我弄個網站 說現在人都google 我在車上 等下要去新莊修熱水器',
      '網站現在沒有 只有FB粉專 我兒子在管',
      '主要就是讓人找得到 然後可以看我們做過的案子 現在很多人要看照片才敢叫',
      '頁面喔 首頁 服務項目 施工案例 聯絡我們 這樣就好 不要太複雜',
      '喔還有 電話要按一下就打的那種 老人家不會填表',
    ],
    whenAsked: {
      category: '公司介紹那種就好 不用賣東西',
      languages: '中文',
      target_audience: '三重蘆洲這邊的住戶 大樓管委會 老房子要換管線的',
      competitors: '沒特別看 我兒子說永順水電的不錯 他們在板橋',
      preferred_style: '乾淨 字大 看起來可靠 不要花俏',
      budget: '5萬',
      expected_deadline: '過年後 3月吧',
      other_design_requirements: '照片我兒子會拍 文字可能要你們幫忙寫',
    },
    otherwise: '這個我不懂 你們看著辦',
    expected: {
      project_background: { said: 0, text: ['水電行', 'google'] },
      address: { said: 0, text: ['三重'] },
      url: { said: 1, text: ['FB粉專'] },
      problem_need: { said: 2, text: ['找得到', '做過的案子'] },
      main_pages: { said: 3, text: ['服務項目', '施工案例', '聯絡我們'] },
      key_considerations: { said: 4, text: ['按一下就打'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['corporate'] } },
      languages: { said: 'asked', text: ['中文'] },
      target_audience: { said: 'asked', text: ['住戶', '管委會', '換管線'] },
      competitors: { said: 'asked', text: ['永順水電'] },
      preferred_style: { said: 'asked', text: ['字大', '可靠'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 50_000, currency: 'TWD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'month' } },
    },
  },
  {
    // 台南的準新娘，29 歲，在公司當會計，午休快結束時趕著打，會用 xD，清單打到「然後」就手滑送出、下一則補完。
    // 考點：婚禮一整套視覺（喜帖、迎賓板、菜單卡、桌卡、謝卡）一次列在一則；半句在下一則補上；
    // 設計期限「2月底要定稿」→ 2026-02 by；預算（此類型沒有預算欄）她放進最重視的事裡。
    // NOT facts（不是事實）：5/16（婚禮請客日，不是設計期限）、3/15（寄喜帖的日子）、午休、我媽想要紅色（媽媽的意見，不是她的選擇）。
    id: 'heldout49-other-zh-tainan-wedding-suite-half-sentence',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨 想問婚禮的東西可以找你們做嗎 我們5/16在台南請客',
      '午休快結束了 先講重點 想要全部看起來是同一個系列 不要東拼西湊',
      '要做的有 喜帖 迎賓板 菜單卡 桌卡 謝卡 然後',
      '然後迎賓板要放婚紗照 抱歉手滑先送出xD 設計2月底要定稿 喜帖3/15前要寄給長輩',
    ],
    whenAsked: {
      target_audience: '來喝喜酒的親友 長輩很多 也有我們的大學同學',
      preferred_style: '簡約 有一點手繪的花草 不要太夢幻',
      colors_and_elements: '墨綠配米白 可以有尤加利葉 不要大紅色 雖然我媽很想要紅的xD',
      collaboration_notes: '我跟老公都會看 但最後我決定就好xD 用LINE最方便 上班不能講電話',
      key_considerations: '預算不多 全部設計大概2萬內 然後長輩要看得懂 字不要太小',
      number_of_visits: '線上就好 不用見面',
    },
    otherwise: '都可以 沒特別想法',
    expected: {
      project_background: { said: 0, text: ['婚禮'] },
      address: { said: 0, text: ['台南'] },
      problem_need: { said: 1, text: ['同一個系列'] },
      other_design_requirements: { said: 2, text: ['喜帖', '迎賓板', '謝卡'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      target_audience: { said: 'asked', text: ['親友', '長輩'] },
      preferred_style: { said: 'asked', text: ['簡約', '手繪'] },
      colors_and_elements: { said: 'asked', text: ['墨綠', '不要大紅色'] },
      collaboration_notes: { said: 'asked', text: ['我決定', 'LINE'] },
      key_considerations: { said: 'asked', text: ['2萬內', '看得懂'] },
    },
  },
  {
    // 청주 복대동 아파트를 매매해 전체 리모델링하려는 36세 엄마. 세 살 딸을 무릎에 앉히고 폰으로 짧게 끊어 씀, ㅠㅠ ㅋㅋ.
    // "32평 방3 화1" 보냈다가 바로 다음 메시지에서 "방3 화2"로 고침. 하원 시간 때문에 나갔다 돌아와서 빠뜨린 예산(5천)을 말함.
    // 99년 준공 → 27년. 입주일은 "4/30" 날짜만 답함. 나머지는 물어봐야 말함.
    // NOT facts: 화1(고치기 전 욕실 수), 3시50분(어린이집 하원 시간), 오늘의집(저장해 둔 앱, 참고처일 뿐).
    id: 'heldout49-residential-ko-cheongju-child-on-lap-bath-corrected',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 애기 무릎에 앉혀놓고 쓰는거라 짧게 쓸게요ㅠ 청주 복대동 아파트 매매해서 전체 리모델링 하려구요',
      '32평 방3 화1',
      '아 방3 화2요 잘못씀ㅋㅋ 안방에 하나 더 있어요',
      '99년에 지은거요 하원이 3시50분이라 이따 마저 쓸게요',
      '다시 왔어요 예산 얘기 안했죠 가구 빼고 5천 정도요',
    ],
    whenAsked: {
      problem_need: '수납이 너무 없어요ㅠ 그리고 샷시가 오래돼서 겨울에 외풍 장난아니에요',
      target_audience: '남편이랑 저 세살 딸 하나요 고양이도 한마리',
      lifestyle: '남편이 주2회 재택이라 작은방은 서재로요 저는 애랑 거실에 주로 있고 요리는 거의 매일 해요',
      preferred_style: '화이트에 원목 섞인 내추럴한거요 오늘의집에 저장해둔거 많아요',
      colors_and_elements: '우드톤 좋아요 체리몰딩은 무조건 없애주세요ㅠㅠ',
      move_in_date: '4/30',
      key_considerations: '애기 있어서 모서리랑 바닥 미끄럼 안전한거요 글고 공사는 6주 안에 끝났으면',
    },
    otherwise: '그건 잘 모르겠어요 상관없어요',
    expected: {
      project_background: { said: 0, text: ['전체 리모델링'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['복대동'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'pyeong' } },
      layout: { said: 2, text: ['방3 화2'] },
      age: { said: 3, value: { kind: 'number_with_unit', amount: 27, unit: 'years' } },
      budget: { said: 4, value: { kind: 'money', amount: 50_000_000, currency: 'KRW' } },
      problem_need: { said: 'asked', text: ['수납', '외풍'] },
      target_audience: { said: 'asked', text: ['세살 딸', '고양이'] },
      lifestyle: { said: 'asked', text: ['재택', '요리는 거의 매일'] },
      preferred_style: { said: 'asked', text: ['내추럴'] },
      colors_and_elements: { said: 'asked', text: ['우드톤', '체리몰딩'] },
      move_in_date: { said: 'asked', value: { kind: 'date', date: '2026-04-30', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['모서리', '6주'] },
    },
  },
  {
    // 인천 구월동에서 꽃집을 11년째 하는 47세 사장님이 송도에 꽃+커피 2호점을 냄. 가게 카운터에서 손님 사이사이 씀,
    // "손님 와서 잠시만요"만 있는 메시지, "넵 ㅈㅅ". 평수·예산 상한(인테리어만 6천까지)을 한 메시지에 몰아서 보냄.
    // 오픈 "4월 말" → 2026-04. 브랜드 가치는 "말씀드렸듯이"로 첫 메시지 얘기를 다시 꺼냄.
    // NOT facts: 구월동(지금 1호점 자리), 11년째(운영 기간), 어버이날(오픈 시기의 이유).
    id: 'heldout49-commercial-ko-songdo-flower-cafe-counter-between-customers',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 구월동에서 꽃집 11년째 하는데 송도에 2호점 내려구요 꽃이랑 커피 같이 하는 가게요',
      '손님 와서 잠시만요',
      '넵 ㅈㅅ 1층 코너 21평이요 예산은 인테리어만 6천까지요',
      '오픈은 4월 말요 어버이날이 대목이라 그 전엔 무조건 열어야돼요',
    ],
    whenAsked: {
      problem_need: '지금 가게는 좁아서 다들 꽃만 사고 바로 나가세요 송도는 좀 머물다 가는 가게였으면 해요',
      brand_value: '말씀드렸듯이 꽃이랑 커피요ㅎㅎ 매일 꽃 한송이 있는 일상? 들어오면 꽃향기부터 났으면 해요',
      target_audience: '송도 3~40대 엄마들이랑 근처 회사원들 선물 사러 오는 분들이요',
      competitive_advantage: '제가 새벽에 양재 꽃시장 직접 가서 떼와요 그래서 싱싱하고 가격도 착해요',
      preferred_style: '유럽 꽃집 같은 빈티지한 느낌? 근데 너무 어둡진 않게요',
      colors_and_elements: '초록 많이요 골드 반짝이는건 싫어요',
      unique_design: '창가 쪽에 꽃 작업대 둬서 꽃다발 만드는게 밖에서 보이게요',
      key_considerations: '물을 많이 써서 바닥 배수랑 꽃 냉장고 자리 꼭 챙겨주세요',
    },
    otherwise: '넵 그건 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['2호점', '꽃이랑 커피'] },
      address: { said: 0, text: ['송도'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 21, unit: 'pyeong' } },
      budget: { said: 2, value: { kind: 'money', amount: 60_000_000, currency: 'KRW', bound: 'at_most' } },
      opening_date: { said: 3, value: { kind: 'date', date: '2026-04-01', precision: 'month' } },
      problem_need: { said: 'asked', text: ['머물다 가는'] },
      brand_value: { said: 'asked', text: ['꽃 한송이 있는 일상', '꽃향기'] },
      target_audience: { said: 'asked', text: ['3~40대 엄마들', '회사원들'] },
      competitive_advantage: { said: 'asked', text: ['직접 가서 떼와요', '싱싱하고'] },
      preferred_style: { said: 'asked', text: ['빈티지', '너무 어둡진 않게'] },
      colors_and_elements: { said: 'asked', text: ['초록', '골드'] },
      unique_design: { said: 'asked', text: ['꽃 작업대'] },
      key_considerations: { said: 'asked', text: ['배수', '꽃 냉장고'] },
    },
  },
  {
    // 대전 캠핑용품 회사 33세 마케팅 대리. 거래처 미팅 전 주차장 차 안에서 급하게 씀, 업무 말투지만 주어 생략.
    // 킨텍스 캠핑페어 코너 부스 6개 = 54㎡. 개막일과 예산을 한 메시지에, 전기만 필요하다는 건 미팅 들어가기 직전 덧붙임.
    // 반입일은 "3/4" 날짜만 답함. 철수 "8일 일요일" → 2026-03-08.
    // NOT facts: 대전(회사 위치), 작년 벡스코(지난 전시), 4개(작년 부스 수), 3m(텐트 높이 — 고려사항 속 숫자일 뿐 부스 크기 아님).
    id: 'heldout49-exhibition-ko-kintex-camping-parked-car-date-only',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요 대전 캠핑용품 회사 마케팅팀입니다 3월 킨텍스 캠핑페어 부스 문의드려요 거래처 미팅 전에 차에서 급하게 씁니다',
      '부스 6개 잡았어요 54㎡ 코너요 작년 벡스코땐 4개였는데 좁아서 늘림',
      '개막 3월 5일 목요일이고 예산은 부스 제작비만 3천 정도요',
      '아 그리고 전기는 필요해요 랜턴 시연할거라 물은 필요없구요 미팅 들어갑니다!',
    ],
    whenAsked: {
      brand_value: '누구나 쉽게 치는 가벼운 텐트가 저희 모토예요 부스 들어오면 진짜 캠핑장 온 느낌이었으면 합니다',
      target_audience: '가족 캠퍼들 일반 관람객이 메인이고 유통 바이어도요',
      preferred_style: '우드랑 캔버스천 느낌으로 내추럴하게요',
      unique_design: '신제품 텐트 실제로 쳐놓고 안에 들어가볼수있게요',
      entry_date: '3/4',
      exit_date: '8일 일요일 폐장하고 바로요',
      key_considerations: '텐트 높이가 3m 넘어서 높이 제한 확인 부탁드려요 철수도 빨리 돼야하고요',
    },
    otherwise: '그건 팀장님께 확인해보고 말씀드릴게요',
    expected: {
      project_background: { said: 0, text: ['캠핑용품', '캠핑페어'] },
      address: { said: 0, text: ['킨텍스'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 54, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-05', precision: 'day' } },
      budget: { said: 2, value: { kind: 'money', amount: 30_000_000, currency: 'KRW' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['electricity_only'] } },
      brand_value: { said: 'asked', text: ['가벼운 텐트', '캠핑장 온 느낌'] },
      target_audience: { said: 'asked', text: ['가족 캠퍼', '유통 바이어'] },
      preferred_style: { said: 'asked', text: ['우드', '캔버스천'] },
      unique_design: { said: 'asked', text: ['텐트 실제로 쳐놓고'] },
      entry_date: { said: 'asked', value: { kind: 'date', date: '2026-03-04', precision: 'day' } },
      exit_date: { said: 'asked', value: { kind: 'date', date: '2026-03-08', precision: 'day' } },
      key_considerations: { said: 'asked', text: ['높이 제한', '철수'] },
    },
  },
  {
    // 광주 상무지구에 필라테스 스튜디오를 여는 29세 강사. 수업 사이에 보고 50분씩 끊김, 느낌표·ㅎㅎ·ㅇㅇ.
    // 로고부터 전체 아이덴티티. 이름 "숨필라테스"의 뜻, 수업 종류를 먼저 말하고 상표는 "아직 안했어요".
    // 상표 도움은 물어보면 "ㅇㅇ". 완성 "2월 말까지" → 2026-02, by.
    // NOT facts: 50분뒤(수업 끝나는 시간), 게시물 3개(인스타 현황), 3월 중순(스튜디오 오픈 — 디자인 마감의 이유).
    id: 'heldout49-brand-ko-gwangju-pilates-between-lessons',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요! 광주 상무지구에 필라테스 스튜디오 오픈 준비중인데 로고부터 브랜드 전체 다 필요해요 수업 사이사이 보는거라 답 늦을수있어요ㅠ',
      '이름은 숨필라테스요 호흡이 젤 중요해서 숨ㅎㅎ',
      '개인레슨 그룹레슨 산전산후 필라테스 해요 아 수업 들어가요 50분뒤에 올게요',
      '왔어요! 상표는 아직 안했어요',
    ],
    whenAsked: {
      need_registration_assistance: 'ㅇㅇ 해주시면 좋죠 비용만 미리 알려주세요',
      problem_need: '동네에 필라테스가 너무 많아서 믿음가고 기억에 남는 이미지요 오픈 전에 인스타부터 키워야해서요',
      brand_website: '인스타만 있어요 @sum.pilates_gj 게시물 아직 3개ㅋㅋ',
      target_audience: '30~40대 여성이요 출산 전후 엄마들이랑 직장인',
      preferred_style: '차분하고 따뜻한 미니멀이요',
      colors_and_elements: '베이지랑 테라코타요 형광색은 노노',
      expected_deadline: '2월 말까지요 3월 중순 오픈이라',
      key_considerations: '매트랑 유니폼 자수에도 넣을거라 작게 해도 잘 보였으면 해요',
    },
    otherwise: '음 그건 딱히 없어요!',
    expected: {
      project_background: { said: 0, text: ['필라테스 스튜디오', '브랜드 전체'] },
      address: { said: 0, text: ['상무지구'] },
      brand_name_story: { said: 1, text: ['숨필라테스', '호흡이 젤 중요해서'] },
      products_or_services: { said: 2, text: ['개인레슨', '그룹레슨', '산전산후'] },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      problem_need: { said: 'asked', text: ['믿음가고 기억에 남는'] },
      brand_website: { said: 'asked', text: ['@sum.pilates_gj'] },
      target_audience: { said: 'asked', text: ['30~40대 여성', '출산 전후'] },
      preferred_style: { said: 'asked', text: ['차분하고 따뜻한 미니멀'] },
      colors_and_elements: { said: 'asked', text: ['베이지', '테라코타', '형광색'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-02-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['자수', '작게 해도 잘 보였으면'] },
    },
  },
  {
    // 괴산에서 3대째 방앗간을 하는 58세 사장님. 배달 트럭 안에서 씀, 말끝 "..", "~습니다/~지요" 섞인 어른 말투.
    // 첫 메시지 뒤 "배달 한집 더" 하고 나갔다가, 한 메시지 늦게 "제품 물어보셨지요" 하며 제품·규격(350미리 두병 세트)을 답함.
    // 디자인은 "6월까지는" → 2026-06, by. 포장 형태·판매처·소재는 물어봐야 말함.
    // NOT facts: 10분(배달 다녀오는 시간), 추석(출시 이유), 작년·2주 전·스티커(작년 포장 얘기), 두번(작년 파손 환불 횟수).
    id: 'heldout49-packaging-ko-goesan-perilla-oil-delivery-truck-late-answer',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '괴산에서 방앗간 합니다.. 들기름 참기름 선물세트 포장을 새로 하고싶어서요 배달 나와서 차에서 씁니다',
      'ㅈㅅ 배달 한집 더 하고 오께요 10분',
      '네 제품 물어보셨지요 국산 들깨 참깨로 저온압착 한 기름이고 병은 350미리 두병씩 세트로 할겁니다',
      '추석 전에 물건이 나와야되니 디자인은 6월까지는 돼야합니다.. 작년엔 추석 2주 전에 급하게 스티커 붙여 팔았어요 ㅎㅎ',
    ],
    whenAsked: {
      packaging_form: '선물세트요 병에 붙는 라벨도 같이',
      unique_selling_point: '주문 들어오면 그날 짭니다 그래서 향이 다르지요 할아버지때부터 3대째 하는 방앗간이고',
      target_audience: '명절 선물하는 4~60대 손님들 건강 챙기는 분들이요',
      sales_channels: '네이버 스마트스토어 하고 괴산 로컬푸드 직매장이요',
      preferred_style: '촌스럽지 않고 고급스럽게요 백화점에 놔도 될만큼',
      colors_and_elements: '방앗간 이름 괴산참방앗간 꼭 들어가야 하고 금색 번쩍이는건 별로요',
      preferred_materials: '종이요 크라프트지 같은거.. 스티로폼은 안썼으면 합니다',
      key_considerations: '택배로 많이 나가서 병 안 깨지게 하는게 제일입니다 작년에 두번 깨져서 환불해줬어요',
    },
    otherwise: '그건 잘 모르니 알아서 해주세요..',
    expected: {
      project_background: { said: 0, text: ['방앗간', '선물세트 포장'] },
      address: { said: 0, text: ['괴산'] },
      product_description: { said: 2, text: ['저온압착', '들깨'] },
      specification: { said: 2, text: ['350미리', '두병씩 세트'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' } },
      packaging_form: { said: 'asked', value: { kind: 'choice', selected: ['gift_set', 'label'] } },
      unique_selling_point: { said: 'asked', text: ['그날 짭니다', '3대째'] },
      target_audience: { said: 'asked', text: ['명절 선물', '건강 챙기는'] },
      sales_channels: { said: 'asked', text: ['스마트스토어', '로컬푸드 직매장'] },
      preferred_style: { said: 'asked', text: ['고급스럽게'] },
      colors_and_elements: { said: 'asked', text: ['괴산참방앗간', '금색'] },
      preferred_materials: { said: 'asked', text: ['크라프트지'] },
      key_considerations: { said: 'asked', text: ['병 안 깨지게'] },
    },
  },
  {
    // 울산 삼산동 동물병원 44세 원장. 점심시간에 김밥 먹으면서 쓰고, 주소만 한 줄로 덩그러니 보냄.
    // 2015년에 만든 사이트가 모바일에서 깨지고 예약을 전화로만 받는 게 문제. 필요한 페이지는 오후 진료 들어가기 직전에 나열.
    // 종류는 "아까 말했듯이" 예약이 제일 중요 → booking. 예산은 "500~700"만 → 500만~700만 원. "4월 안에는" → 2026-04, by.
    // NOT facts: 2015년(지금 사이트 만든 해), 1시반(오후 진료 시작), 10주년·5월(개원 기념 행사).
    id: 'heldout49-website-ko-ulsan-vet-lunch-break-as-i-said',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '점심시간이라 김밥 먹으면서 써요ㅎ 울산 삼산동 동물병원인데 홈페이지 새로 하려구요 지금 있는건 2015년에 만든거라',
      'www.samsanvet.co.kr',
      '모바일에서 다 깨지고 예약을 전화로만 받아서 데스크 선생님들이 넘 힘들어해요',
      '페이지는 병원소개 의료진 진료안내 예약 오시는길 정도? 아 1시반 진료라 들어가볼게요',
    ],
    whenAsked: {
      category: '아까 말했듯이 예약되는게 젤 중요해요 병원 소개도 있어야 하구요',
      languages: '한국어만요',
      target_audience: '강아지 고양이 키우는 20~40대 보호자분들이요 밤에 급할때 폰으로 많이 찾아봐요',
      competitors: '이리온 동물병원 홈페이지 깔끔하던데요',
      preferred_style: '깨끗하고 믿음가는 느낌이요 너무 귀여운 캐릭터 이런건 말구요',
      budget: '500~700',
      expected_deadline: '4월 안에는요 개원 10주년 행사가 5월이라',
      key_considerations: '진료시간이 자주 바뀌어서 제가 직접 공지 올리기 쉽게 해주세요',
    },
    otherwise: '그건 딱히 생각 안해봤어요',
    expected: {
      project_background: { said: 0, text: ['동물병원', '홈페이지 새로'] },
      address: { said: 0, text: ['삼산동'] },
      url: { said: 1, text: ['samsanvet.co.kr'] },
      problem_need: { said: 2, text: ['모바일에서 다 깨지고', '전화로만'] },
      main_pages: { said: 3, text: ['병원소개', '의료진', '진료안내'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      languages: { said: 'asked', text: ['한국어'] },
      target_audience: { said: 'asked', text: ['보호자', '20~40대'] },
      competitors: { said: 'asked', text: ['이리온 동물병원'] },
      preferred_style: { said: 'asked', text: ['깨끗하고 믿음가는'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 5_000_000, max: 7_000_000, currency: 'KRW' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['직접 공지'] },
    },
  },
  {
    // 춘천 후평동이 본거지인 34세 닭꼬치 푸드트럭 사장. 오늘은 화천 산천어축제에 나와 주문 사이사이 씀, ㅇㅋ ㅋㅋ 잠만요.
    // 트럭 래핑과 메뉴판 디자인. 래핑업체 예약을 "3월 9일"이라 했다가 다음 메시지에서 문자 보고 "3월 10일"로 고침 →
    // 디자인은 그 전에(by 2026-03-10). 연락은 카톡으로만, 결정은 본인.
    // NOT facts: 화천 산천어축제(오늘 장사 나간 곳), 3월 9일(고치기 전 날짜).
    id: 'heldout49-other-ko-chuncheon-food-truck-wrap-date-corrected',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '푸드트럭 래핑도 하시나요? 닭꼬치 트럭이에요',
      '래핑이랑 메뉴판 같이요 주문 들어와서 잠만요',
      'ㅇㅋ 오늘 화천 산천어축제 나와있어서 정신없네요ㅋㅋ 본거지는 춘천 후평동이요',
      '래핑업체 예약을 3월 9일로 잡아놔서 디자인은 그 전에 나와야돼요',
      '아 10일이네요 방금 문자 다시 봄 3월 10일',
    ],
    whenAsked: {
      problem_need: '지금 트럭이 그냥 흰색이라 축제장에서 눈에 안띄어요 멀리서도 보이게요',
      target_audience: '축제 오는 가족들이랑 10~20대요',
      preferred_style: '일본 포장마차 야타이 느낌? 근데 유치하지 않게',
      colors_and_elements: '빨강 검정에 숯불 느낌요 파란색은 빼주세요',
      key_considerations: '래핑이라 문 손잡이나 주유구에 글씨 안 잘리게요',
      collaboration_notes: '카톡으로만 주세요 장사중엔 전화 못받아요 결정은 제가 해요',
    },
    otherwise: 'ㄱㅊ아요 상관없어요',
    expected: {
      project_background: { said: 0, text: ['푸드트럭', '닭꼬치'] },
      other_design_requirements: { said: 1, text: ['래핑이랑 메뉴판'] },
      address: { said: 2, text: ['후평동'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-10', precision: 'day', relation: 'by' } },
      problem_need: { said: 'asked', text: ['눈에 안띄어요', '멀리서도 보이게'] },
      target_audience: { said: 'asked', text: ['가족들', '10~20대'] },
      preferred_style: { said: 'asked', text: ['야타이', '유치하지 않게'] },
      colors_and_elements: { said: 'asked', text: ['빨강 검정', '숯불', '파란색'] },
      key_considerations: { said: 'asked', text: ['글씨 안 잘리게'] },
      collaboration_notes: { said: 'asked', text: ['카톡으로만', '결정은 제가'] },
    },
  },
];
