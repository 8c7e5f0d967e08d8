import type { CorpusConversation } from '../corpus-types.ts';

/**
 * A fiftieth batch of held-out visitors, written blind from the field list (three writers, one a language, none of
 * whom read the engine): every project type in all three languages. An ordinary week of enquiries, with no theme of
 * its own: some tell most of it in one long first message and some give one fact a message; some answer what they
 * are asked and some keep telling their story; a correction now and then, and numbers, dates and places that are not
 * the project's (an age, the year they opened, last year's price, where they grew up). Written in session 25 and
 * played once before any change for it. Each writer's own notes follow, and each conversation has a comment of what it
 * exercises and which of its numbers, places and dates are not facts.
 */
/*
 * Writer's note (en-US, batch heldout50: "an ordinary week of enquiries")
 *
 * Seven people who might plausibly write to a studio's website chat in the same week:
 *  - Dani, a dog groomer in Tampa going mobile, chatty with emoji, tells her story in three messages.
 *  - A terse second-generation jerky maker in Bozeman, one fact per lowercase message, corrects the bag weight.
 *  - Marisol, a very polite tax & notary office owner in LA who wants a bilingual booking site.
 *  - Jake, a chatty Philly expat opening a bagel shop in Taipei, corrects the size in ping.
 *  - A businesslike marketing coordinator for a Wisconsin cheese company, booking a booth in New York.
 *  - A new homeowner in Arvada, CO, run-on sentences and emoji, corrects her move-in date.
 *  - A retired science teacher in Duluth, polite and careful, designing a board game for Kickstarter.
 * Each one mentions numbers, dates or places that are NOT facts of the project (ages, years, old prices,
 * hometowns); the comment above each conversation lists them.
 */
/*
 * Writer's note (zh-TW, heldout50: "an ordinary week of enquiries")
 * Seven ordinary visitors from one week at a Taiwanese studio's front desk:
 *  - 阿月豆花's second-generation owner in 台南 (friendly, emoji, tells her story over five messages);
 *  - a terse Taiwanese-American in LA making his grandfather's 沙茶醬 (one fact per message, corrects the jar size);
 *  - a very polite 民宿 owner in 宜蘭冬山 who puts almost everything in one long first message;
 *  - a groomer opening her own pet salon in 高雄左營 (emoji, corrects the 坪 count: 28 included the arcade);
 *  - a marketing specialist for a bicycle-parts maker booking a custom booth at 南港展覽館 (precise, businesslike);
 *  - an engineer in Austin, Texas renovating an old 嘉義 apartment for his parents (run-on sentences, typos);
 *  - a primary-school teacher in 屏東萬巒 who needs the school's 60th-anniversary visuals (polite, answers what is asked).
 * Each has numbers, dates or places that are not facts of the project; they are listed above each conversation.
 */
/*
 * Writer's note (ko-KR, heldout50: an ordinary week of enquiries)
 * Seven people who might write to a studio's front desk in one week:
 *  - a 34-year-old daughter taking over her mother's sesame-oil mill in Daejeon (polite, long run-on first message);
 *  - a 29-year-old persimmon farmer in Sangju who types one fact per message, no punctuation, and corrects a count;
 *  - a Korean-American taekwondo master near Dallas who types with emoji and keeps telling his story;
 *  - a baker couple opening a shop near Gwangalli, Busan, who correct the pyeong (32 was the sale area, 28 is real);
 *  - a terse pet-food marketer who gives the booth facts in three clipped lines and answers only what is asked;
 *  - a 67-year-old retired man in Daegu remodelling the apartment he moved into in 1998 (built 1994);
 *  - a 62-year-old retired Korean-school teacher in Fort Lee, NJ, self-publishing an essay collection.
 * Each carries numbers, dates or places that are not facts of the project (years opened, ages, last year's
 * price or booth, hometowns, a contract date, a book-launch date that is not the design deadline).
 */
export const fiftiethHeldOutConversations: CorpusConversation[] = [
  // Dani, 34, dog groomer in Tampa starting a mobile grooming van; wants a whole identity plus the van wrap.
  // Exercises: story over three messages (background, name story, services + goal), then plain answers.
  // NOT project facts: "about 11 years" of grooming, "when I was 23", El Paso (where she started),
  // March 16 (the day the wrap shop installs, not the design deadline, which is March 6).
  {
    id: 'heldout50-brand-en-tampa-grooming-van',
    projectType: 'brand_design',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hi!! I'm Dani, I've been grooming dogs for about 11 years (started at a PetSmart in El Paso when I was 23 lol) and I'm FINALLY going out on my own with a mobile grooming van here in Tampa 🐶 I need a whole identity, logo, colors, all of it, and then the van wrap. Right now I just have a Canva logo my cousin made",
      "The name is Suds & Snouts. My grandpa used to call my first dog Snout because she shoved her nose in everything, and suds bc well... baths 🛁",
      "Services are full grooms, bath & brush, nail trims and de-shedding. Mostly I want people to recognize the van when it's parked in their neighborhood and think oh that's the dog lady, and trust me enough to book",
    ],
    whenAsked: {
      registration_status: "no I haven't registered anything yet",
      need_registration_assistance: "yes please, I have zero idea how that works",
      brand_website: "just instagram for now, @sudsandsnouts.tpa",
      target_audience: "busy pet parents, a lot of retirees with little dogs who don't want to drive to a salon, and people with anxious dogs who hate the salon",
      preferred_style: "fun and friendly but clean, not cartoony. kind of retro, like old laundromat signs",
      colors_and_elements: "turquoise and a sunny yellow would be so cute. please no paw prints, literally everyone uses paw prints",
      expected_deadline: "the wrap shop has me booked March 16 so I need final files by March 6",
      key_considerations: "it has to be readable from far away on the side of a van, and I'm on a pretty tight budget since the van ate all my savings 😅",
      brand_name_story: "my grandpa called my first dog Snout, and suds for the baths",
      products_or_services: "full grooms, bath & brush, nail trims, de-shedding",
      problem_need: "I want people to recognize the van and trust me enough to book",
    },
    otherwise: "hmm no preference really, whatever you think is best!",
    expected: {
      project_background: { said: 0, text: ['mobile grooming van', 'whole identity'] },
      address: { said: 0, text: ['Tampa'] },
      other_design_requirements: { said: 0, text: ['van wrap'] },
      brand_name_story: { said: 1, text: ['call my first dog Snout', 'shoved her nose in everything'] },
      products_or_services: { said: 2, value: { kind: 'list', items: ['full grooms', 'bath & brush', 'nail trims', 'de-shedding'] } },
      problem_need: { said: 2, text: ['recognize the van', 'trust me enough to book'] },
      registration_status: { said: 'asked', value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['@sudsandsnouts.tpa'] },
      target_audience: { said: 'asked', text: ['busy pet parents', 'retirees with little dogs', 'anxious dogs'] },
      preferred_style: { said: 'asked', text: ['fun and friendly', 'not cartoony', 'old laundromat signs'] },
      colors_and_elements: { said: 'asked', text: ['turquoise', 'sunny yellow', 'no paw prints'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-06', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['readable from far away', 'tight budget'] },
    },
  },

  // Second-generation owner of a small jerky company in Bozeman, MT. Types terse lowercase, one fact per
  // message, answers nothing he isn't asked. Corrects the bag weight (3 oz -> 2.5 oz) in a later message.
  // NOT project facts: 1998 (dad started the business), "last yr" (when the weight changed), 3 oz (corrected),
  // Yellowstone (where the gift shops and tourists are, not where the business is), "25-60" is the audience's age.
  {
    id: 'heldout50-packaging-en-bozeman-jerky-terse-oz-fix',
    projectType: 'packaging_design',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hey. small family meat company in bozeman, need new packaging for our jerky",
      "grass fed beef jerky. 3 flavors, original, huckleberry bbq, ghost pepper. people eat it hunting hiking road trips etc",
      "3 oz bags sold single. stand up pouch w zipper",
      "wait its 2.5 oz not 3. we cut it last yr when beef prices went up",
      "we sell at our own store, gas stations + gift shops around yellowstone, and our website",
      "dad started it in 1998 w one smoker in the garage. we still smoke everything over real cherrywood, no liquid smoke like the big brands",
    ],
    whenAsked: {
      target_audience: "hunters, hikers, tourists on the way to the park. mostly guys 25-60 but honestly everybody buys it",
      preferred_style: "rugged. kinda like the old national park posters",
      colors_and_elements: "dark green and blaze orange. want the mountains in there somehow. no cartoon cowboys",
      preferred_materials: "kraft paper if it still keeps it fresh",
      expected_deadline: "before tourist season. may 1 at the latest",
      key_considerations: "has to stay fresh 12 months and cant cost a fortune per bag, we order like 20k at a time",
      packaging_form: "stand up pouch with zipper",
      specification: "2.5 oz per bag, one bag",
      unique_selling_point: "real cherrywood smoke, no liquid smoke",
      sales_channels: "our store, gas stations, gift shops, website",
    },
    otherwise: "dunno. up to you",
    expected: {
      project_background: { said: 0, text: ['small family meat company', 'new packaging'] },
      address: { said: 0, text: ['bozeman'] },
      product_description: { said: 1, text: ['grass fed beef jerky', 'huckleberry bbq', 'ghost pepper'] },
      specification: { said: 3, text: ['2.5 oz'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bag_pouch'] } },
      sales_channels: { said: 4, text: ['gas stations', 'gift shops', 'website'] },
      unique_selling_point: { said: 5, text: ['real cherrywood', 'no liquid smoke'] },
      target_audience: { said: 'asked', text: ['hunters', 'hikers', 'tourists'] },
      preferred_style: { said: 'asked', text: ['rugged', 'old national park posters'] },
      colors_and_elements: { said: 'asked', text: ['dark green', 'blaze orange', 'no cartoon cowboys'] },
      preferred_materials: { said: 'asked', text: ['kraft paper'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['stay fresh 12 months', 'cost a fortune per bag'] },
    },
  },

  // Marisol Reyes, owner of a tax & notary office in Boyle Heights, Los Angeles. Very polite, full sentences.
  // Exercises: a long first message, the URL on its own, the goal, then languages + audience in one message;
  // category, pages, competitors, style, budget, deadline and priorities only when asked.
  // NOT project facts: 2009 (year they opened), $1,200 (what a freelancer was paid last year, not the budget).
  {
    id: 'heldout50-website-en-la-tax-office-bilingual',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Good afternoon, and thank you for having this chat option. My name is Marisol Reyes and I own Reyes Tax & Notary in Boyle Heights. We opened in 2009 and most of our clients find us by word of mouth, but our website is very old and it does not work on phones at all. Last year we paid a freelancer $1,200 to fix it and he stopped answering our calls, so honestly we would rather start over with a real studio.",
      "Our current site is reyestaxnotary.com. Please don't judge it too harshly 🙂",
      "What we really need is for clients to be able to book an appointment online and upload their documents securely, instead of calling the office during tax season when the phone never stops ringing.",
      "Oh, and everything needs to be in English and Spanish. About half of our clients prefer Spanish. Many of them are retirees, and also small business owners like food trucks and landscapers.",
    ],
    whenAsked: {
      category: "Mainly a booking site where clients can make appointments, with some information about our services.",
      main_pages: "Home, Services, Book an Appointment, Document Upload, About Us and Contact.",
      competitors: "I like how simple the Liberty Tax website is, and my cousin's dental office uses Zocdoc for booking, which is very easy.",
      preferred_style: "Professional and warm, clean and easy to read for my older clients. Big buttons, please.",
      budget: "We were thinking between $6,000 and $8,000.",
      expected_deadline: "Ideally by March 1st, before the busiest part of tax season.",
      key_considerations: "The security of our clients' documents is the most important thing. And my staff should be able to update our hours and prices ourselves.",
      url: "reyestaxnotary.com",
      languages: "English and Spanish",
      target_audience: "Retirees and small business owners, about half prefer Spanish.",
      problem_need: "Online booking and secure document upload.",
    },
    otherwise: "I don't have a preference, I trust your experience. Thank you!",
    expected: {
      project_background: { said: 0, text: ['Reyes Tax & Notary', 'does not work on phones'] },
      address: { said: 0, text: ['Boyle Heights'] },
      url: { said: 1, text: ['reyestaxnotary.com'] },
      problem_need: { said: 2, text: ['book an appointment online', 'upload their documents securely'] },
      languages: { said: 3, value: { kind: 'list', items: ['English', 'Spanish'] } },
      target_audience: { said: 3, text: ['retirees', 'small business owners'] },
      category: { said: 'asked', value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 'asked', text: ['Services', 'About', 'Contact'] },
      competitors: { said: 'asked', text: ['Liberty Tax', 'Zocdoc'] },
      preferred_style: { said: 'asked', text: ['Professional and warm', 'Big buttons'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 6000, max: 8000, currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-03-01', precision: 'day', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['security', 'update our hours and prices'] },
    },
  },

  // Jake, 41, a Philadelphia native living in Taipei, opening a bagel shop in Da'an. Chatty, keeps telling his
  // story over five messages whatever is asked; corrects the size (22 ping was another place, it's 18 ping).
  // NOT project facts: 41 (his age), 2015 (year he moved to Taiwan), Philly/Philadelphia (where he grew up),
  // 22 ping (the other place), "last week" (lease signing), the phone repair shop (previous tenant).
  {
    id: 'heldout50-commercial-en-taipei-bagel-ping-fix',
    projectType: 'commercial_space',
    language: 'en-US',
    utcOffsetMinutes: 480,
    messages: [
      "Hey there! Long story short: I'm a Philly guy (41, been in Taiwan since 2015) and after years of complaining there are no real bagels here I'm finally opening my own bagel shop. Signed the lease last week on a ground floor spot in Da'an, a couple of blocks from Yongkang Street. It used to be a phone repair shop so right now it's basically a bare concrete box.",
      "It's 22 ping, long and narrow, with a little mezzanine in the back",
      "wait sorry, just checked the lease, it's 18 ping. 22 was the other place we looked at 🤦‍♂️",
      "What makes us different: boiled then baked, hand-rolled every morning, the way they do it back home. The chain places here sell bread shaped like a bagel.",
      "Main thing I'm worried about is the kitchen. I need room for a kettle boiler and a deck oven, and I want customers to watch the bagels being rolled and boiled through a big window. Budget is around NT$2.5 million for everything.",
    ],
    whenAsked: {
      problem_need: "Turn a narrow concrete box into a place where people can line up fast, grab a bagel and go, plus maybe 10 seats for people who want to hang out",
      brand_value: "Honest, no-frills, a little loud and friendly. Walking in should feel like a corner deli back home.",
      target_audience: "Office workers grabbing breakfast, students from Shida, and expats who miss real bagels",
      preferred_style: "Old-school deli. Subway tile, a neon sign, nothing too Instagram-cute",
      colors_and_elements: "Deep green and cream. No pastel pink please, every cafe around here is pastel pink",
      opening_date: "Opening day is June 1st if everything goes to plan",
      address: "Da'an, near Yongkang Street",
      space_size: "18 ping",
      budget: "around NT$2.5 million",
      competitive_advantage: "boiled then baked, hand-rolled every morning",
      unique_design: "a big window so people can watch the bagels being rolled and boiled",
      key_considerations: "the kitchen, room for a kettle boiler and a deck oven",
    },
    otherwise: "Honestly no strong opinion, whatever you think works",
    expected: {
      project_background: { said: 0, text: ['bagel shop', 'bare concrete box'] },
      address: { said: 0, text: ["Da'an"] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 18, unit: 'ping' } },
      competitive_advantage: { said: 3, text: ['boiled then baked', 'hand-rolled every morning'] },
      key_considerations: { said: 4, text: ['kettle boiler', 'deck oven'] },
      unique_design: { said: 4, text: ['through a big window'] },
      budget: { said: 4, value: { kind: 'money', amount: 2_500_000, currency: 'TWD' } },
      problem_need: { said: 'asked', text: ['line up fast', 'grab a bagel and go'] },
      brand_value: { said: 'asked', text: ['no-frills', 'corner deli'] },
      target_audience: { said: 'asked', text: ['office workers', 'students', 'expats'] },
      preferred_style: { said: 'asked', text: ['old-school deli', 'subway tile', 'neon sign'] },
      colors_and_elements: { said: 'asked', text: ['deep green and cream', 'no pastel pink'] },
      opening_date: { said: 'asked', value: { kind: 'date', date: '2026-06-01', precision: 'day' } },
    },
  },

  // Marketing coordinator at a family cheese company in Green County, Wisconsin, exhibiting at the Summer Fancy
  // Food Show (Javits Center, New York). Businesslike: one clean fact group per message, then plain answers.
  // NOT project facts: Green County, Wisconsin (the company's home, not the venue), 1931 (founding year),
  // "four generations", 8pm (a time of day), "two more shows" (future reuse, not this show's dates).
  {
    id: 'heldout50-exhibition-en-cheese-fancy-food-show',
    projectType: 'exhibition_space',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hi, I'm the marketing coordinator at Brickhouse Creamery, a family cheese company in Green County, Wisconsin (since 1931). We're exhibiting at the Summer Fancy Food Show at the Javits Center in New York for the first time and need a booth designed and built. We'll be showing our aged cheddars and launching a new smoked gouda line.",
      "The booth is 10x20 ft, inline.",
      "Show dates are June 28-30. Move-in is the 26th, and we have to be fully out by 8pm on the 30th.",
      "We'll need power for two refrigerated cases and a hand sink for sampling, so both water and electricity.",
    ],
    whenAsked: {
      brand_value: "Four generations of cheesemaking, honest and unpretentious. Visitors should feel like they stopped by the farm.",
      target_audience: "Specialty grocery buyers and distributors, especially on the East Coast. Not really the general public.",
      preferred_style: "Warm wood, a little rustic but still polished. Not the red checkered tablecloth cliché.",
      unique_design: "A cheese cave style back wall with wheels of cheddar on wooden shelves.",
      budget: "Our total budget is $45,000, not including the booth space rental.",
      key_considerations: "It has to be reusable for at least two more shows and fit in one freight crate. And food safety for the sampling.",
      address: "Javits Center, New York",
      space_size: "10x20 ft",
      water_electricity_supply: "Both water and electricity.",
      opening_date: "June 28",
      entry_date: "June 26",
      exit_date: "June 30",
    },
    otherwise: "No preference on that, we're open to your suggestions.",
    expected: {
      project_background: { said: 0, text: ['Summer Fancy Food Show', 'smoked gouda'] },
      address: { said: 0, text: ['Javits Center'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 200, unit: 'ft2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-06-28', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-06-26', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-06-30', precision: 'day' } },
      water_electricity_supply: { said: 3, value: { kind: 'choice', selected: ['both'] } },
      brand_value: { said: 'asked', text: ['honest and unpretentious', 'stopped by the farm'] },
      target_audience: { said: 'asked', text: ['Specialty grocery buyers', 'distributors'] },
      preferred_style: { said: 'asked', text: ['Warm wood', 'rustic but still polished'] },
      unique_design: { said: 'asked', text: ['cheese cave style back wall'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 45000, currency: 'USD' } },
      key_considerations: { said: 'asked', text: ['reusable', 'one freight crate', 'food safety'] },
    },
  },

  // A woman in her thirties who just bought a 1972 split-level in Arvada, CO with her wife; toddler, baby due
  // in May, big golden retriever. Run-on messages with emoji; corrects the move-in date (Aug 1 -> July 1).
  // NOT project facts: October (when they closed), 8 months (house hunting), 34 (their ages), 2 yr old (the
  // daughter's age), May (baby due), August 1 (corrected), June 30 (lease end, the reason, not the move-in date).
  {
    id: 'heldout50-residential-en-arvada-splitlevel-movein-fix',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: -420,
    messages: [
      "hi! my wife and I just bought a 1972 split-level in Arvada (closed in October after 8 months of house hunting 😅) and we want to redo basically the whole main floor before we move in",
      "it's 4 bed 2.5 bath, about 2,100 sq ft. the kitchen is a closed galley with a wall between it and the living room and the whole house is super dark, wood paneling everywhere",
      "it's the two of us (both 34), our 2 yr old daughter and baby #2 due in May 🤰 plus a very large golden retriever named Moose",
      "we both work from home full time and are on video calls a lot so we need two actual offices with doors, not the kitchen table lol. we also cook a ton and have family over every Sunday",
      "budget is around $120k for the renovation, and we'd love to move in by August 1",
      "wait no, July 1st!! I just reread our lease and it ends June 30 and we can't extend 😬",
    ],
    whenAsked: {
      preferred_style: "warm mid-century modern, light and airy, lots of natural wood but NOT the dark paneling lol",
      colors_and_elements: "we want to keep the big stone fireplace. soft greens and warm whites, no all-gray everything",
      key_considerations: "staying on budget and being done before we move, and floors that can survive a toddler and Moose",
      property_category: "a single family house, split-level",
      layout: "4 bed 2.5 bath, kitchen, living room, family room downstairs",
      age: "built in 1972",
      address: "Arvada",
      space_size: "about 2,100 sq ft",
      budget: "around $120k",
      move_in_date: "July 1st",
    },
    otherwise: "hmm not sure, open to ideas!",
    expected: {
      project_background: { said: 0, text: ['1972 split-level', 'whole main floor'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['detached_house'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 54, unit: 'years' } },
      address: { said: 0, text: ['Arvada'] },
      layout: { said: 1, text: ['4 bed 2.5 bath'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 2100, unit: 'ft2' } },
      problem_need: { said: 1, text: ['closed galley', 'super dark'] },
      target_audience: { said: 2, text: ['2 yr old daughter', 'golden retriever'] },
      lifestyle: { said: 3, text: ['work from home full time', 'two actual offices', 'family over every Sunday'] },
      budget: { said: 4, value: { kind: 'money', amount: 120000, currency: 'USD' } },
      move_in_date: { said: 5, value: { kind: 'date', date: '2026-07-01', precision: 'day', relation: 'by' } },
      preferred_style: { said: 'asked', text: ['warm mid-century modern', 'light and airy'] },
      colors_and_elements: { said: 'asked', text: ['stone fireplace', 'soft greens', 'no all-gray'] },
      key_considerations: { said: 'asked', text: ['staying on budget', 'survive a toddler'] },
    },
  },

  // Retired middle-school science teacher in Duluth, MN, who designed a board game about Great Lakes ore boats
  // and wants the board, cards, box and rulebook designed for a Kickstarter. Polite, tidy sentences.
  // NOT project facts: 31 years (teaching career), two winters, Sault Ste. Marie / Soo Locks (where he grew up),
  // September 15 (campaign launch, not the design deadline, which is end of July), kids 10 and up is audience age.
  {
    id: 'heldout50-other-en-duluth-board-game',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -360,
    messages: [
      "Hello there. I'm a retired middle school science teacher (31 years in the classroom!) and over the past two winters I designed a board game about shipping iron ore across the Great Lakes. It's called Ore Boat. My grandkids and their friends have play-tested it to death, and I'm planning to launch it on Kickstarter.",
      "What I need designed: the game board, 60 cargo cards, the box, and the rulebook layout. Right now it's all hand-drawn on poster board and index cards 😊",
      "I live in Duluth. I grew up in Sault Ste. Marie watching the freighters go through the Soo Locks, which is where the whole idea came from.",
      "If it does well, I already have an idea for an expansion about the shipwrecks of Lake Superior. One step at a time, though!",
    ],
    whenAsked: {
      problem_need: "It needs to look professional enough that strangers will back it on Kickstarter, not like a homemade project.",
      target_audience: "Families with kids 10 and up, and Great Lakes history buffs. There are more of us than you would think!",
      preferred_style: "Like a vintage nautical chart, with a bit of the old 1950s travel poster look.",
      colors_and_elements: "Navy blue and rust orange like the old freighters. I would love the Aerial Lift Bridge on the box. Please avoid anything cartoony.",
      expected_deadline: "The campaign launches September 15, so I would need the final artwork by the end of July.",
      key_considerations: "The cards must be easy to read for older eyes and for kids, and the printer has strict file requirements.",
      collaboration_notes: "Email is best, I'm not much for video calls. My wife and I make the decisions together, she is the real boss.",
      other_design_requirements: "The board, 60 cargo cards, the box and the rulebook.",
      address: "Duluth, Minnesota",
    },
    otherwise: "I don't have a preference on that, I'll trust your judgment.",
    expected: {
      project_background: { said: 0, text: ['board game', 'Ore Boat', 'Kickstarter'] },
      other_design_requirements: { said: 1, text: ['game board', '60 cargo cards', 'rulebook'] },
      address: { said: 2, text: ['Duluth'] },
      plans_after_project: { said: 3, text: ['expansion', 'shipwrecks of Lake Superior'] },
      problem_need: { said: 'asked', text: ['look professional', 'not like a homemade project'] },
      target_audience: { said: 'asked', text: ['Families with kids 10 and up', 'history buffs'] },
      preferred_style: { said: 'asked', text: ['vintage nautical chart', 'travel poster'] },
      colors_and_elements: { said: 'asked', text: ['Navy blue', 'rust orange', 'Aerial Lift Bridge'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 'asked', text: ['easy to read', 'strict file requirements'] },
      collaboration_notes: { said: 'asked', text: ['Email is best', 'make the decisions together'] },
    },
  },
  /*
   * brand_design: second-generation owner (mid-40s) of a 豆花 shop in 台南中西區, friendly, emoji, tells the story
   * in five messages whatever is asked. Exercises: brand revamp with side items (招牌, 外帶杯), name story from her
   * mother, product list, trademark not registered + wants help in one message.
   * NOT project facts: 1987 (year her mother started), 水仙宮市場 (where the cart stood back then), 72歲 (her mother's
   * age), 五點 (when her mother comes in).
   */
  {
    id: 'heldout50-brand-zh-tainan-douhua-second-generation',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好～我們是台南中西區的「阿月豆花」，我媽1987年推著推車在水仙宮市場旁邊開始賣的，現在換我接手第二代。想做品牌翻新，logo、招牌、外帶杯這些都想整個重新整理一下🙏',
      '名字就是用我媽的名字啦，她叫月娥，鄰居都叫她阿月，今年72歲了還是每天五點來店裡煮花生😂',
      '現在最大的問題是觀光客都以為我們是路邊攤，不太敢進來坐，年輕人也覺得我們很老派',
      '賣的有豆花、粉粿、杏仁茶，夏天會多一個芒果冰',
      '喔對了 商標還沒註冊耶，之前聽說被別人搶先註冊就麻煩了，可以請你們順便幫忙辦嗎？',
    ],
    whenAsked: {
      brand_website: '官網沒有，只有一個FB粉專，搜尋阿月豆花就會出現了',
      target_audience: '來台南玩的觀光客，還有附近的老客人跟上班族，最近也很多二十幾歲的大學生',
      preferred_style: '復古但乾淨，有點像以前老招牌那種手寫字的感覺，但不要太花俏',
      colors_and_elements: '店裡有一面磨石子牆想保留那個感覺，顏色喜歡米白跟深藍，不要螢光色',
      expected_deadline: '希望三月底前可以弄好，四月連假觀光客會變多',
      key_considerations: '最重要是不要讓老客人覺得我們變了，還有招牌字要大，阿伯阿嬤才看得到',
      problem_need: '就是不要再被當成路邊攤，希望看起來有質感一點',
    },
    otherwise: '這個我沒想過耶😅 你們專業的建議就好',
    expected: {
      project_background: { said: 0, text: ['阿月豆花', '品牌翻新'] },
      address: { said: 0, text: ['台南中西區'] },
      other_design_requirements: { said: 0, text: ['招牌', '外帶杯'] },
      brand_name_story: { said: 1, text: ['我媽的名字', '阿月'] },
      problem_need: { said: 2, text: ['以為我們是路邊攤', '很老派'] },
      products_or_services: { said: 3, value: { kind: 'list', items: ['豆花', '粉粿', '杏仁茶', '芒果冰'] } },
      registration_status: { said: 4, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 4, value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['FB粉專'] },
      target_audience: { said: 'asked', text: ['觀光客', '老客人'] },
      preferred_style: { said: 'asked', text: ['復古但乾淨', '老招牌'] },
      colors_and_elements: { said: 'asked', text: ['米白', '深藍', '不要螢光色'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' },
      },
      key_considerations: { said: 'asked', text: ['老客人', '字要大'] },
    },
  },

  /*
   * packaging_design: Taiwanese-American (30s) in San Gabriel, Los Angeles, selling his grandfather's 沙茶醬 at
   * farmers markets and on Amazon. Terse, mixes English, one fact per message. Exercises: product / USP / form /
   * material from short messages, a size correction (8oz -> 6oz), sales channels as a list.
   * NOT project facts: 高雄旗津 (where his grandfather sold hotpot and he grew up: not the brand's place), 8oz (the
   * old trial jar, corrected), 五月 (the month of the night-market event, not the deadline).
   */
  {
    id: 'heldout50-packaging-zh-la-shacha-grandpa-recipe',
    projectType: 'packaging_design',
    language: 'zh-TW',
    utcOffsetMinutes: -480,
    messages: [
      'hi 我在LA (San Gabriel) 做沙茶醬的 想找人設計瓶子包裝',
      '配方是我阿公的 他以前在高雄旗津賣沙茶火鍋 我小時候也在那邊長大 扁魚跟蝦米都是自己炸 沒加味精',
      '一罐8oz 玻璃罐',
      'sorry 講錯 是6oz 8oz是之前試做的',
      '現在在farmers market擺攤 也有放Amazon賣',
    ],
    whenAsked: {
      product_description: '沙茶醬 火鍋沾醬 炒肉炒青菜都可以',
      target_audience: '住這邊想念家鄉味的台灣人跟華人 還有一些喜歡亞洲料理的美國人',
      preferred_style: '有點復古台灣味 像古早火柴盒那種 但老外也要看得懂',
      colors_and_elements: '紅色黃色 想放扁魚或蝦子的插畫 不要龍 太俗',
      expected_deadline: '五月有個亞洲夜市的活動 要先印好 所以四月中前設計要好',
      key_considerations: '中英文都要 FDA營養標示要放得下 標籤印刷不要太貴',
      preferred_materials: '玻璃罐就好',
    },
    otherwise: '沒特別想法 你們決定',
    expected: {
      project_background: { said: 0, text: ['沙茶醬', '瓶子包裝'] },
      product_description: { said: 0, text: ['沙茶醬'] },
      address: { said: 0, text: ['San Gabriel'] },
      unique_selling_point: { said: 1, text: ['阿公', '自己炸', '沒加味精'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['bottle_jar'] } },
      preferred_materials: { said: 2, text: ['玻璃'] },
      specification: { said: 3, text: ['6oz'] },
      sales_channels: { said: 4, value: { kind: 'list', items: ['farmers market', 'Amazon'] } },
      target_audience: { said: 'asked', text: ['想念家鄉味', '美國人'] },
      preferred_style: { said: 'asked', text: ['復古台灣味', '火柴盒'] },
      colors_and_elements: { said: 'asked', text: ['紅色黃色', '扁魚', '不要龍'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      key_considerations: { said: 'asked', text: ['中英文', '營養標示'] },
    },
  },

  /*
   * website: very polite 民宿 owner (50s) in 宜蘭冬山, tells most of it in one long first message, then the old URL,
   * then a budget next to last time's price. Exercises: category from "直接線上訂房" (booking), problem from the
   * story, url of a half-broken old site, budget vs an earlier price, three languages, a reference site.
   * NOT project facts: 2015 (year they opened), 6間房 (size of the B&B), 三萬 (what the old site cost).
   */
  {
    id: 'heldout50-website-zh-yilan-bnb-direct-booking',
    projectType: 'website',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，不好意思打擾了。我們夫妻在宜蘭冬山經營一間小民宿「稻浪居」，2015年開到現在，總共6間房。目前訂房都靠訂房網站和FB私訊，平台抽成很重，私訊也常常漏回，客人等不到就訂別家了，所以想做一個自己的網站，讓客人可以直接線上訂房。',
      '之前朋友介紹的工程師有幫我們做過一版，網址是 www.daolangju.com.tw ，現在還連得上，但很多照片都破圖了，他後來也不接了。',
      '預算的部分，上次那版大概花了三萬，這次想做好一點，抓8萬左右不知道可不可以？麻煩您了🙏',
    ],
    whenAsked: {
      category: '主要是訂房用的網站',
      main_pages: '首頁、房型介紹、線上訂房、交通資訊、周邊景點，還有常見問題',
      languages: '中文、英文、日文三種，最近日本客人越來越多',
      target_audience: '台北來的小家庭比較多，帶小孩來玩水、看稻田，也有一些日本和香港的自由行旅客',
      competitors: '我們很喜歡星野集團的網站，照片很大、很有氣氛',
      preferred_style: '清爽、自然，希望看得到稻田的綠，不要太花俏',
      expected_deadline: '希望暑假前可以上線，最晚六月，謝謝',
      key_considerations: '後台要簡單，我跟我先生都不太會用電腦，房價和空房要我們自己改得動',
      problem_need: '希望客人可以直接跟我們訂，不用再被平台抽成',
    },
    otherwise: '這個我們不太懂，麻煩您們幫我們建議，謝謝',
    expected: {
      project_background: { said: 0, text: ['民宿', '稻浪居'] },
      address: { said: 0, text: ['宜蘭冬山'] },
      problem_need: { said: 0, text: ['抽成很重', '漏回'] },
      category: { said: 0, value: { kind: 'choice', selected: ['booking'] } },
      url: { said: 1, text: ['daolangju.com.tw'] },
      budget: { said: 2, value: { kind: 'money', amount: 80000, approximate: true, currency: 'TWD' } },
      main_pages: { said: 'asked', text: ['房型介紹', '線上訂房', '交通資訊'] },
      languages: { said: 'asked', value: { kind: 'list', items: ['中文', '英文', '日文'] } },
      target_audience: { said: 'asked', text: ['小家庭', '自由行'] },
      competitors: { said: 'asked', text: ['星野'] },
      preferred_style: { said: 'asked', text: ['清爽', '自然'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by' },
      },
      key_considerations: { said: 'asked', text: ['後台要簡單', '自己改得動'] },
    },
  },

  /*
   * commercial_space: pet groomer (about 30) opening her own grooming salon in 高雄左營 near the HSR station;
   * casual, emoji, one fact per message. Exercises: a size correction (28坪 included the arcade, indoor is 25坪),
   * a problem stated inside her back-story, opening month and a separate design deadline in one message.
   * NOT project facts: 台北 (where she worked before), 八年 (how long she worked there), 28坪 (corrected).
   */
  {
    id: 'heldout50-commercial-zh-zuoying-pet-grooming-arcade-ping',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '嗨嗨 我要在高雄左營開一間寵物美容店🐶 想找人做室內設計',
      '大概28坪',
      '阿不對 28是含騎樓 室內只有25坪😅',
      '我之前在台北的寵物店當美容師做了八年 那邊美容區都關起來 很多主人都很擔心 所以我自己的店想讓主人看得到整個美容過程',
      '預計五月開幕 所以裝潢最好四月中前要弄好',
    ],
    whenAsked: {
      address: '高雄左營 靠近高鐵站那邊',
      brand_value: '透明 安心 像把毛孩交給家人一樣',
      target_audience: '附近的小家庭跟年輕上班族 養小型犬跟貓的為主',
      competitive_advantage: '我有C級美容師證照 而且一次只接一隻 不會把狗狗關在籠子等很久',
      preferred_style: '韓系 奶油風 圓弧造型 可愛但不要太幼稚',
      colors_and_elements: '奶油白 淺木色 可以有腳印或骨頭的小元素 不要粉紅色',
      unique_design: '門口想要一面大玻璃窗 讓路人看得到狗狗在洗香香 直接當招牌💕',
      budget: '全部含設備150萬以內',
      key_considerations: '排水跟防滑一定要做好 還有吹水機很吵 不要吵到樓上鄰居',
      problem_need: '讓主人放心 看得到美容過程',
    },
    otherwise: '都可以～沒有特別想法',
    expected: {
      project_background: { said: 0, text: ['寵物美容店'] },
      address: { said: 0, text: ['高雄左營'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 25, unit: 'ping' } },
      problem_need: { said: 3, text: ['主人看得到'] },
      opening_date: {
        said: 4,
        value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'on' },
      },
      expected_deadline: {
        said: 4,
        value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      brand_value: { said: 'asked', text: ['透明', '安心'] },
      target_audience: { said: 'asked', text: ['小家庭', '小型犬'] },
      competitive_advantage: { said: 'asked', text: ['一次只接一隻', '籠子'] },
      preferred_style: { said: 'asked', text: ['韓系', '圓弧'] },
      colors_and_elements: { said: 'asked', text: ['奶油白', '腳印', '不要粉紅色'] },
      unique_design: { said: 'asked', text: ['大玻璃窗'] },
      budget: {
        said: 'asked',
        value: { kind: 'money', amount: 1500000, bound: 'at_most', currency: 'TWD' },
      },
      key_considerations: { said: 'asked', text: ['排水', '防滑', '樓上鄰居'] },
    },
  },

  /*
   * exhibition_space: marketing specialist of a bicycle-derailleur-parts maker, first custom booth at the Taipei
   * cycle show. Businesslike, four dense messages. Exercises: venue vs the company's town, 6x6 = 36 m2, three
   * separate dates in one message (opening, entry, exit), a budget next to last year's shared cost.
   * NOT project facts: 台中大甲 (the factory, not the venue), 1992 (year founded), 20萬 (last year's share of a
   * standard booth), 兩張桌子 is a requirement but not a size.
   */
  {
    id: 'heldout50-exhibition-zh-nangang-bike-parts-first-custom-booth',
    projectType: 'exhibition_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我是佳騰精密的行銷專員。我們公司在台中大甲，1992年成立，主要做自行車變速器的零件。今年第一次自己做特裝攤位參加台北自行車展，想請貴公司協助展位設計，會展出新一代的後變速器和飛輪。',
      '地點在南港展覽館1館，攤位是6x6，共36平方公尺。',
      '展期是3/25到3/28，主辦單位安排3/23、3/24進場佈置，撤場是3/28閉展後當晚。',
      '以往都是跟代理商合租標準攤位，去年大概分攤了20萬。這次老闆核的預算是80萬上下，含施工。',
    ],
    whenAsked: {
      brand_value: '精準、耐用，希望買家一看就知道我們是專業的原廠，不是貿易商',
      target_audience: '歐美跟日本的整車廠採購、代理商，一般民眾不是重點',
      preferred_style: '簡潔的工業風，有金屬感，類似德國精密機械品牌的展位',
      unique_design: '想做一面可以實際操作變速的展示牆，讓買家親手撥撥看',
      water_electricity_supply: '需要電，展示牆跟螢幕都要用，水不需要',
      key_considerations: '一定要有可以坐下來談的洽談區，至少放兩張桌子，另外要有放型錄和樣品的小倉庫',
      address: '南港展覽館1館',
    },
    otherwise: '這部分目前沒有特別要求，請貴公司提供建議。',
    expected: {
      project_background: { said: 0, text: ['台北自行車展', '特裝攤位', '後變速器'] },
      address: { said: 1, text: ['南港展覽館1館'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 36, unit: 'm2' } },
      opening_date: {
        said: 2,
        value: { kind: 'date', date: '2026-03-25', precision: 'day', relation: 'on' },
      },
      entry_date: {
        said: 2,
        value: { kind: 'date', date: '2026-03-23', precision: 'day', relation: 'on' },
      },
      exit_date: {
        said: 2,
        value: { kind: 'date', date: '2026-03-28', precision: 'day', relation: 'on' },
      },
      budget: {
        said: 3,
        value: { kind: 'money', amount: 800000, approximate: true, currency: 'TWD' },
      },
      brand_value: { said: 'asked', text: ['精準', '耐用', '原廠'] },
      target_audience: { said: 'asked', text: ['整車廠', '代理商'] },
      preferred_style: { said: 'asked', text: ['工業風', '金屬感'] },
      unique_design: { said: 'asked', text: ['實際操作變速的展示牆'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      key_considerations: { said: 'asked', text: ['洽談區', '小倉庫'] },
    },
  },

  /*
   * residential_space: engineer (40s) living in Austin, Texas, renovating an old elevator apartment in 嘉義市 he and
   * his brother bought for their parents. Run-on sentences, few commas, a typo (再 for 在). Exercises: parents'
   * ages next to the building's age, the parents' current 透天厝 vs the new apartment, a size correction (32坪
   * included the parking space, it is 28坪), a move-in month.
   * NOT project facts: 德州奧斯汀 (where he lives), 70 / 68 (his parents' ages), 透天厝 (the house they leave),
   * 32坪 (corrected), 中秋 is the reason for the date, not a second date.
   */
  {
    id: 'heldout50-residential-zh-chiayi-parents-apartment-from-austin',
    projectType: 'residential_space',
    language: 'zh-TW',
    utcOffsetMinutes: -360,
    messages: [
      '您好 我人再美國德州奧斯汀 想幫我爸媽整理嘉義市區的一間老公寓 他們年紀大了(我爸70我媽68) 現在住的透天厝樓梯太多膝蓋受不了 所以我跟我哥幫他們買了一間有電梯的大樓 想整個翻新',
      '屋齡大概35年 三房兩廳一衛 權狀32坪',
      '剛問了仲介 是28坪才對 32是含車位的',
      '預算大概200萬左右 我們兄弟兩個一起出',
      '希望最晚九月可以讓他們搬進去 中秋想在新家過',
    ],
    whenAsked: {
      target_audience: '就我爸媽兩個人住 週末我哥一家會回去吃飯',
      lifestyle: '我爸每天早上去公園散步 回家就泡茶看電視 我媽很愛煮 每天自己開伙 週末我哥一家四口會回去吃飯',
      preferred_style: '簡單好整理就好 不要那種很冷的現代風 溫暖一點 有木頭的感覺',
      colors_and_elements: '淺色系 米色跟木頭色 我媽說不要黑色 她覺得很暗',
      key_considerations: '無障礙最重要!!浴室要防滑有扶手 門檻都拿掉 以後如果要坐輪椅也進得去',
      problem_need: '爸媽膝蓋不好 不想再爬樓梯',
    },
    otherwise: '這個我沒有特別想法 你們覺得怎樣好就怎樣',
    expected: {
      project_background: { said: 0, text: ['老公寓', '翻新'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['嘉義市'] },
      problem_need: { said: 0, text: ['樓梯太多'] },
      target_audience: { said: 0, text: ['爸媽'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 35, unit: 'years' } },
      layout: { said: 1, text: ['三房兩廳一衛'] },
      space_size: { said: 2, value: { kind: 'number_with_unit', amount: 28, unit: 'ping' } },
      budget: {
        said: 3,
        value: { kind: 'money', amount: 2000000, approximate: true, currency: 'TWD' },
      },
      move_in_date: {
        said: 4,
        value: { kind: 'date', date: '2026-09-01', precision: 'month', relation: 'by' },
      },
      lifestyle: { said: 'asked', text: ['泡茶', '自己開伙'] },
      preferred_style: { said: 'asked', text: ['好整理', '溫暖', '木頭'] },
      colors_and_elements: { said: 'asked', text: ['米色', '不要黑色'] },
      key_considerations: { said: 'asked', text: ['防滑', '扶手', '門檻'] },
    },
  },

  /*
   * other: primary-school teacher in 屏東縣萬巒鄉 in charge of the school's 60th-anniversary visuals. Very polite,
   * three messages, then answers exactly what she is asked. Exercises: the deliverables of an "other" project,
   * a small budget mentioned inside her key considerations (no budget field for this type), an event date that
   * sets an earlier design deadline, plans after the project volunteered in a message.
   * NOT project facts: 民國79年 (the year she graduated from this school), 90幾個學生 (school size),
   * 4月18日 (the anniversary day itself, not the deadline).
   */
  {
    id: 'heldout50-other-zh-pingtung-school-60th-anniversary',
    projectType: 'other',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '老師好～不好意思打擾了，我是屏東縣萬巒鄉一間國小的老師，今年學校創校60週年，校長請我負責找設計師幫忙做校慶的整體視覺。',
      '需要的有：60週年的紀念logo、大門口的布條跟背板，還有全校師生的紀念T恤。',
      '其實我自己也是這裡畢業的，民國79年畢業，所以特別有感情😊 如果做得好，之後還想把logo印在帆布袋上，送給回來的校友。',
    ],
    whenAsked: {
      problem_need: '學校很小，全校才90幾個學生，希望藉這次校慶讓校友和地方更有凝聚力，也讓孩子們有參與感。',
      target_audience: '學生、家長、畢業的校友，還有社區的長輩們。',
      preferred_style: '活潑、有童趣，但也希望帶一點歷史感。',
      colors_and_elements: '我們的校樹是一棵老榕樹，這裡也是客家庄，希望有榕樹和客家花布的元素，顏色亮一點沒關係。',
      address: '屏東縣萬巒鄉',
      expected_deadline: '校慶是4月18日，T恤要提早印，所以希望3月中前設計可以定稿。',
      key_considerations: '經費是家長會和校友捐的，預算有限，大概5萬以內；另外T恤的圖要好印，顏色不要太多。',
      collaboration_notes: '平常跟我聯絡就可以，我白天要上課，用LINE或Email比較方便；最後定稿要給校長和家長會長看過。',
    },
    otherwise: '這個我們沒有特別的想法，請老師們幫忙建議，謝謝～',
    expected: {
      project_background: { said: 0, text: ['60週年', '校慶'] },
      address: { said: 0, text: ['屏東縣萬巒鄉'] },
      other_design_requirements: { said: 1, text: ['紀念logo', '布條', 'T恤'] },
      plans_after_project: { said: 2, text: ['帆布袋'] },
      problem_need: { said: 'asked', text: ['凝聚力', '參與感'] },
      target_audience: { said: 'asked', text: ['校友', '社區的長輩'] },
      preferred_style: { said: 'asked', text: ['活潑', '童趣', '歷史感'] },
      colors_and_elements: { said: 'asked', text: ['榕樹', '客家花布'] },
      expected_deadline: {
        said: 'asked',
        value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'mid' },
      },
      key_considerations: { said: 'asked', text: ['預算有限', '好印'] },
      collaboration_notes: { said: 'asked', text: ['LINE', '校長'] },
    },
  },
  /*
   * brand_design. 정은지(34), taking over 고소당, her mother's neighbourhood mill (참기름·들기름) in 대전 유천동,
   * wants a full identity before selling online. Very polite, one long first message, then the name story, the
   * audience, and a chatty aside that also gives the trademark status. Exercises: long first message filling
   * several fields; name story; registration choice from an aside.
   * NOT project facts: 1994 (year the mill opened), 환갑 (mother's age), 서울 / 10년 (where and how long she worked).
   */
  {
    id: 'heldout50-brand-ko-daejeon-sesame-mill-daughter',
    projectType: 'brand_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요~ 대전 유천동에서 엄마가 1994년부터 하시던 '고소당'이라는 방앗간을 제가 이어받게 돼서 문의드려요. 참기름, 들기름 짜고 미숫가루, 고춧가루 빻아 드리는 동네 방앗간인데요, 로고가 아예 없고 간판에 이름만 크게 써 있는 상태라 온라인에서 팔기엔 너무 옛날 가게 같아요ㅠㅠ 그래서 이번에 로고부터 전체 브랜드 아이덴티티를 새로 만들고 싶어요. 올해 안에 스마트스토어로 참기름이랑 들기름 온라인 판매도 시작하려고 하거든요.",
      "이름은 할머니가 지어주신 건데요, 기름 짤 때마다 온 골목에 고소한 냄새가 퍼진다고 '고소한 집'이라는 뜻으로 고소당이라고 하셨대요. 저는 어릴 때부터 그 냄새 맡고 자랐어요 ㅎㅎ",
      "지금 손님은 거의 동네 어르신들인데 온라인은 30~40대 주부님들이나 자취하는 20대도 노려보려구요. 믿을 수 있는 국산 재료 찾는 분들이요.",
      "아 그리고 엄마는 올해 환갑이셔서 이제 은퇴하시는 거고 저는 서울에서 10년 회사 다니다 내려왔어요 ㅎㅎ 상표 등록은 아직 안 했어요!",
    ],
    whenAsked: {
      need_registration_assistance: '네 도와주시면 너무 좋죠. 어떻게 하는지 하나도 몰라서요.',
      brand_website: '인스타는 아직 없고 네이버 지도에 가게만 올라가 있어요. 사실상 없다고 보시면 돼요.',
      preferred_style: '따뜻하고 정감 있는데 촌스럽지는 않게요! 요즘 레트로 감성 있는 한글 로고들 보면 좋더라구요.',
      colors_and_elements: '참기름 색 같은 황금빛 갈색은 꼭 넣고 싶고, 깨 모양이 들어가면 귀여울 것 같아요. 빨간색은 고춧가루 가게 같아 보여서 피하고 싶어요.',
      expected_deadline: '스마트스토어를 5월에 열 거라서 4월 말까지는 나왔으면 좋겠어요.',
      key_considerations: '이름 때문에 가끔 법률사무소 고소로 오해하시는 분들이 있어서요 ㅋㅋ 고소한 느낌이 확 살았으면 해요. 그리고 기름병 라벨에 작게 들어가도 잘 보여야 해요.',
      other_design_requirements: '기름병 라벨이랑 택배 박스에 붙일 스티커도 같이 부탁드리고 싶어요.',
      collaboration_notes: '결정은 제가 하는데 엄마한테도 꼭 보여드려야 해요 ㅎㅎ 카톡으로 주고받으면 편할 것 같아요.',
    },
    otherwise: '음 그건 아직 잘 모르겠어요. 추천해 주시면 좋을 것 같아요.',
    expected: {
      project_background: { said: 0, text: ['방앗간', '전체 브랜드 아이덴티티'] },
      problem_need: { said: 0, text: ['로고가 아예 없고', '너무 옛날 가게'] },
      products_or_services: { said: 0, text: ['참기름', '들기름', '미숫가루'] },
      address: { said: 0, text: ['대전', '유천동'] },
      brand_name_story: { said: 1, text: ['할머니가 지어주신', '고소한 집'] },
      target_audience: { said: 2, text: ['동네 어르신', '30~40대 주부', '국산 재료'] },
      registration_status: { said: 3, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 'asked', value: { kind: 'yes_no', value: true } },
      brand_website: { said: 'asked', text: ['네이버 지도'] },
      preferred_style: { said: 'asked', text: ['따뜻하고 정감', '촌스럽지는 않게', '레트로'] },
      colors_and_elements: { said: 'asked', text: ['황금빛 갈색', '깨 모양', '빨간색'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 'asked', text: ['고소한 느낌', '기름병 라벨'] },
    },
  },

  /*
   * packaging_design. 김태윤(29), took over his father's dried-persimmon farm in 상주. Types short, no
   * punctuation, one fact per message, and corrects the tray count (10 → 12 per tray). Exercises: facts spread
   * over five messages, a correction of one part of the spec, a product explained in its own message.
   * NOT project facts: 40년 (how long his father farmed), 작년 / 4만원 (last year's box and price).
   */
  {
    id: 'heldout50-packaging-ko-sangju-gotgam-terse-farmer',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세여 상주에서 곶감하는 농장인데 선물세트 박스 디자인 문의요',
      '아빠가 40년 하시던거 작년부터 제가 맡아서 하고있어요 작년엔 그냥 농협 박스에 담아서 팔았는데 한박스 4만원 받기 민망하더라구요',
      '반건시 10개들이 트레이 2단 들어가는 박스형 선물세트요 사이즈는 대략 가로30 세로22 높이 8cm 정도',
      '반건시는 말랑말랑하게 반만 말린 곶감이에요 냉동실에 뒀다가 살짝 녹여서 먹으면 아이스크림 같아요',
      '아 수정 10개들이 아니고 12개들이에요 트레이 하나에 12개씩',
    ],
    whenAsked: {
      unique_selling_point: '저희는 유황훈증 안하고 자연건조만 해요 그래서 색이 좀 까만데 그게 진짜임',
      target_audience: '설날 추석에 선물하는 4050 직장인들이요 회사 단체주문도 많음',
      sales_channels: '스마트스토어랑 로컬푸드직매장 그리고 명절때 전화주문',
      preferred_style: '고급스러운데 너무 백화점st 말고 시골 정감있는 느낌?',
      colors_and_elements: '곶감 주황색이랑 감나무 그림 넣고싶어요 금박은 별로',
      preferred_materials: '크라프트지요 비닐은 최대한 빼고싶어요',
      expected_deadline: '추석 선물 예약을 8월부터 받아서 7월 말까지는 나와야돼요',
      key_considerations: '택배로 보내도 안눌리게 튼튼해야되고 박스 단가가 너무 비싸면 안돼요',
      other_design_requirements: '택배박스에 붙일 스티커도 같이 되면 좋겠어요',
      plans_after_project: '내년엔 감말랭이도 소포장으로 내볼까 함',
    },
    otherwise: '잘 모르겠어요 알아서 해주세요',
    expected: {
      project_background: { said: 0, text: ['곶감', '선물세트 박스'] },
      address: { said: 0, text: ['상주'] },
      problem_need: { said: 1, text: ['농협 박스', '민망'] },
      packaging_form: { said: 2, value: { kind: 'choice', selected: ['box', 'gift_set'] } },
      product_description: { said: 3, text: ['반만 말린 곶감', '아이스크림 같아요'] },
      specification: { said: 4, text: ['12개들이'] },
      unique_selling_point: { said: 'asked', text: ['유황훈증 안하고', '자연건조'] },
      target_audience: { said: 'asked', text: ['4050 직장인', '단체주문'] },
      sales_channels: { said: 'asked', text: ['스마트스토어', '로컬푸드직매장', '전화주문'] },
      preferred_style: { said: 'asked', text: ['고급스러운데', '시골 정감'] },
      colors_and_elements: { said: 'asked', text: ['주황색', '감나무', '금박은 별로'] },
      preferred_materials: { said: 'asked', text: ['크라프트지'] },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-07-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 'asked', text: ['안눌리게 튼튼', '단가'] },
    },
  },

  /*
   * website. 이성민 관장(40s), runs 한빛 태권도 in Carrollton, Texas (Central time). Emoji, ㅎㅎ/ㅋㅋ, keeps
   * telling his story whatever is asked. Exercises: URL in a run-on message, a goal stated as "what I want most",
   * pages and languages in one breath, an aside about himself.
   * NOT project facts: 2009 (year he opened), 150명 (students), 2015 (old site built), 대구 (where he grew up),
   * 20년 (years in the US).
   */
  {
    id: 'heldout50-website-ko-texas-taekwondo-booking',
    projectType: 'website',
    language: 'ko-KR',
    utcOffsetMinutes: -360,
    messages: [
      '안녕하세요 텍사스 캐롤턴에서 태권도장 하는 이성민 관장입니다 ㅎㅎ 2009년에 오픈해서 지금 원생이 150명쯤 되는데 홈페이지가 너무 오래돼서 새로 만들고 싶어서요 👊 지금 사이트는 www.hanbittkd.com 인데 2015년에 아는 동생이 윅스로 만들어준거라 폰으로 보면 다 깨져요 😅',
      '제일 원하는건 부모님들이 사이트 보고 바로 무료 체험수업 예약까지 하게 만드는거에요!! 지금은 전화로만 받아서 놓치는 문의가 너무 많아요 📞',
      '그래서 예약 기능 되는 사이트로 부탁드려요. 페이지는 도장소개, 사범님 소개, 수업 시간표, 요금, 체험수업 예약, 갤러리 정도? 영어 한국어 둘 다 돼야해요 🇺🇸🇰🇷',
      '아 참고로 저는 대구 출신이고 미국 온지 20년 됐어요 ㅋㅋ 사이트 주로 보는 분들은 5~12살 아이 둔 부모님들이에요. 한인 부모님도 있고 미국 부모님도 반반 정도요',
    ],
    whenAsked: {
      competitors: '근처에 있는 타이거락 태권도 사이트가 깔끔하더라고요 👍',
      preferred_style: '밝고 힘있는 느낌! 아이들 사진이 크게 크게 나오는게 좋아요',
      budget: '한 3000불 정도 생각하고 있어요',
      expected_deadline: '여름방학 캠프 모집을 5월에 시작하니까 4월 안에는 오픈했으면 좋겠어요',
      key_considerations: '제가 직접 시간표랑 사진 바꿀 수 있게 쉬워야 돼요. 컴퓨터를 잘 못해서요 😂',
      colors_and_elements: '도장 로고가 빨강 파랑이라 그 색 썼으면 좋겠어요',
      other_design_requirements: '사진 촬영도 해주시면 좋죠 ㅎㅎ',
    },
    otherwise: '음 그건 잘 모르겠네요 추천해주세요 🙏',
    expected: {
      project_background: { said: 0, text: ['태권도장', '홈페이지가 너무 오래돼서'] },
      url: { said: 0, text: ['hanbittkd.com'] },
      address: { said: 0, text: ['캐롤턴'] },
      problem_need: { said: 1, text: ['무료 체험수업 예약', '놓치는 문의'] },
      category: { said: 2, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 2, text: ['수업 시간표', '요금', '체험수업 예약', '갤러리'] },
      languages: { said: 2, text: ['영어', '한국어'] },
      target_audience: { said: 3, text: ['5~12살 아이 둔 부모님'] },
      competitors: { said: 'asked', text: ['타이거락'] },
      preferred_style: { said: 'asked', text: ['밝고 힘있는', '사진이 크게'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 3000, approximate: true, currency: 'USD' } },
      expected_deadline: { said: 'asked', value: { kind: 'date', date: '2026-04-01', precision: 'month', relation: 'by' } },
      key_considerations: { said: 'asked', text: ['직접 시간표랑 사진 바꿀 수', '쉬워야'] },
    },
  },

  /*
   * commercial_space. A baker couple (wife typing) opening a neighbourhood bakery two blocks from 광안리 beach,
   * 부산 수영구 광안동. Polite, answers the question and adds a little. Exercises: a size correction (32평 is the
   * sale area, 28평 is real), an opening month with "early", a problem stated as "지금 가장 고민".
   * NOT project facts: 12년 (husband's hotel years), 32평 (corrected), 작년 12월 15일 (contract date),
   * 3월 (when construction can start), 테이블 4개 is a need, not a field value.
   */
  {
    id: 'heldout50-commercial-ko-busan-bakery-pyeong-corrected',
    projectType: 'commercial_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 남편이랑 동네 빵집을 준비하고 있어서 인테리어 상담 받고 싶어 문의드립니다. 남편이 호텔 베이커리에서 12년 일했고 저는 카운터랑 운영을 맡을 예정이에요.',
      '자리는 부산 수영구 광안동이고 광안리 해변에서 두 블록 들어간 1층 상가예요. 32평이고 원래 휴대폰 매장이었던 곳이라 완전 철거부터 해야 해요.',
      '오픈은 5월 초로 잡고 있어요. 계약은 작년 12월 15일에 했고 공사는 3월부터 들어갈 수 있대요.',
      '아 죄송해요 평수 다시 보니까 32평은 분양면적이고 실평수는 28평이래요. 28평으로 봐주세요.',
      '지금 가장 고민은 빵 굽는 주방이 넓어야 하는데 그러면 매장이 좁아져서 손님들 앉을 자리가 애매해요. 테이블은 4개 정도만 있어도 돼요.',
    ],
    whenAsked: {
      brand_value: '매일 아침 구운 빵을 정직하게 판다는 거요. 들어오면 빵 냄새 나고 편안한 동네 사랑방 같았으면 해요.',
      target_audience: '동네 주민분들이랑 광안리 놀러 온 20~30대 관광객이요. 주말엔 관광객이 훨씬 많아요.',
      competitive_advantage: '호텔식 페이스트리를 동네 가격으로 파는 거요. 크루아상은 자신 있어요.',
      preferred_style: '따뜻한 우드톤에 바다 느낌 살짝? 너무 카페 같진 않고 빵집다웠으면 해요.',
      colors_and_elements: '크림색이랑 하늘색 좋아요. 검정은 빼주세요.',
      unique_design: '빵 굽는 모습이 밖에서 보이게 유리창 주방이었으면 해요.',
      budget: '철거 포함해서 7천만 원 안쪽이요.',
      key_considerations: '오븐 열기 때문에 환기랑 냉방이 잘 돼야 하고, 새벽에 빵 내는 동선이 편해야 해요.',
      expected_deadline: '3월에 공사 들어가기 전까지는 나와야 할 것 같아요.',
      other_design_requirements: '간판이랑 빵 포장 봉투도 같이 부탁드릴 수 있을까요?',
      number_of_visits: '현장은 두세 번 정도 봐주시면 될 것 같아요.',
    },
    otherwise: '그건 아직 생각 못 해봤어요.',
    expected: {
      project_background: { said: 0, text: ['동네 빵집', '인테리어'] },
      address: { said: 1, text: ['수영구 광안동', '1층 상가'] },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-05-01', precision: 'month', part: 'early' } },
      space_size: { said: 3, value: { kind: 'number_with_unit', amount: 28, unit: 'pyeong' } },
      problem_need: { said: 4, text: ['주방이 넓어야', '앉을 자리'] },
      brand_value: { said: 'asked', text: ['정직하게', '동네 사랑방'] },
      target_audience: { said: 'asked', text: ['동네 주민', '20~30대 관광객'] },
      competitive_advantage: { said: 'asked', text: ['호텔식 페이스트리', '크루아상'] },
      preferred_style: { said: 'asked', text: ['우드톤', '바다 느낌', '빵집다웠으면'] },
      colors_and_elements: { said: 'asked', text: ['크림색', '하늘색', '검정은 빼'] },
      unique_design: { said: 'asked', text: ['유리창 주방'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 70000000, bound: 'at_most', currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['환기', '동선'] },
    },
  },

  /*
   * exhibition_space. A pet-food company's marketing staffer, very terse: three clipped lines, then short
   * answers only to what is asked. Exercises: 3x6 booth to m², three dates in one line ("반입 5일 오후",
   * "철수 8일 18시 이후"), venue given in the first line.
   * NOT project facts: 작년 3x3 (last year's booth), 18시 (a time, not a date), 1대 (showcase count).
   */
  {
    id: 'heldout50-exhibition-ko-kintex-petfood-terse',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '펫푸드 회사입니다. 3월 킨텍스 펫페어 부스 견적 문의요.',
      '작년엔 3x3 하나였고 이번엔 두 개 붙여서 3x6입니다.',
      '개막 3월 6일, 반입 5일 오후, 철수 8일 18시 이후.',
    ],
    whenAsked: {
      brand_value: '사람이 먹는 재료로 만든 사료. 깨끗하고 믿음 가는 느낌.',
      target_audience: '동물병원, 펫샵 유통 바이어. 일반 관람객은 시식 위주.',
      preferred_style: '미니멀. 화이트, 우드.',
      unique_design: '강아지 시식 코너 따로.',
      water_electricity_supply: '전기만요. 냉장 쇼케이스 1대.',
      budget: '1200만원 이내.',
      key_considerations: '설치 하루 안에 끝나야 함. 반려견 동반 관람이라 모서리 안전.',
    },
    otherwise: '딱히 없습니다.',
    expected: {
      project_background: { said: 0, text: ['펫푸드', '펫페어'] },
      address: { said: 0, text: ['킨텍스'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-06', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-05', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-08', precision: 'day' } },
      brand_value: { said: 'asked', text: ['사람이 먹는 재료', '믿음 가는'] },
      target_audience: { said: 'asked', text: ['동물병원', '유통 바이어'] },
      preferred_style: { said: 'asked', text: ['미니멀', '화이트'] },
      unique_design: { said: 'asked', text: ['시식 코너'] },
      water_electricity_supply: { said: 'asked', value: { kind: 'choice', selected: ['electricity_only'] } },
      budget: { said: 'asked', value: { kind: 'money', amount: 12000000, bound: 'at_most', currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['하루 안에', '모서리 안전'] },
    },
  },

  /*
   * residential_space. 최영수(67), retired, remodelling the 34평 apartment in 대구 수성구 범어동 he and his wife
   * moved into in 1998; built in 1994. Formal, older style. Exercises: building age vs move-in year, household
   * vs sons who live elsewhere, accessibility need, move-back date "by end of June".
   * NOT project facts: 98년 (move-in year), 67세 (his age), 서울 (where the sons live / where they stay during works).
   */
  {
    id: 'heldout50-residential-ko-daegu-retired-couple-remodel',
    projectType: 'residential_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하십니까. 대구 수성구 범어동 아파트 리모델링 문의 드립니다. 98년에 이사와서 지금까지 살고 있는데 이번에 전체 수리를 하려고 합니다.',
      '아파트는 94년 준공이라 지은지 32년 되었고 34평 입니다. 방3개 화장실2개 구조입니다.',
      '저는 올해 67세이고 집사람과 둘이 삽니다. 아들 둘은 서울에 있고 명절에 손주들 데리고 내려옵니다.',
      '제일 불편한게 화장실 문턱이랑 욕조입니다. 집사람이 무릎이 안좋아서 욕조 넘어가기가 힘듭니다. 주방도 너무 어둡고요.',
      '공사 기간에는 서울 큰아들 집에 가 있을 생각이고 6월 말까지는 다시 들어와야 합니다.',
    ],
    whenAsked: {
      lifestyle: '아침에 둘이 산책하고 집사람은 요리를 많이 합니다. 저는 거실에서 바둑 두고 신문 보는게 낙입니다.',
      preferred_style: '요즘 유행하는 하얀 집 말고 차분하고 따뜻한 느낌이면 좋겠습니다.',
      colors_and_elements: '원목 느낌 좋아합니다. 번쩍이는 유광은 싫습니다.',
      budget: '5천만원 정도 생각하고 있습니다. 조금 넘어도 됩니다.',
      key_considerations: '나이 들어서도 편하게 살 수 있게 문턱 없애고 바닥이 미끄럽지 않게 해주십시오.',
      important_collections: '집사람 장독 몇 개랑 제 바둑판이 있습니다.',
      memorable_moments: '명절에 손주들이 거실에서 다 같이 자는게 제일 좋습니다.',
    },
    otherwise: '그건 잘 모르겠습니다. 알아서 잘 해주십시오.',
    expected: {
      project_background: { said: 0, text: ['리모델링', '전체 수리'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      address: { said: 0, text: ['수성구 범어동'] },
      age: { said: 1, value: { kind: 'number_with_unit', amount: 32, unit: 'years' } },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 34, unit: 'pyeong' } },
      layout: { said: 1, text: ['방3개', '화장실2개'] },
      target_audience: { said: 2, text: ['집사람과 둘이', '손주들'] },
      problem_need: { said: 3, text: ['화장실 문턱', '욕조', '주방도 너무 어둡'] },
      move_in_date: { said: 4, value: { kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'late' } },
      lifestyle: { said: 'asked', text: ['요리를 많이', '바둑'] },
      preferred_style: { said: 'asked', text: ['차분하고 따뜻한'] },
      colors_and_elements: { said: 'asked', text: ['원목', '유광은 싫습니다'] },
      budget: { said: 'asked', value: { kind: 'money', amount: 50000000, approximate: true, currency: 'KRW' } },
      key_considerations: { said: 'asked', text: ['문턱 없애고', '미끄럽지 않게'] },
    },
  },

  /*
   * other. 윤미경(62), retired weekend Korean-school teacher in Fort Lee, New Jersey (Eastern time), self-publishing
   * an essay collection about immigrant life; wants cover and interior layout. Gentle, complete sentences.
   * Exercises: the work itself in the first message, readers of a book as the audience, a design deadline that is
   * NOT the book-launch date, style via a favourite author, plans after.
   * NOT project facts: 1988 / 목포 (when and from where she emigrated), 30년 (years teaching), 예순둘 (her age),
   * 6월 20일 (book launch, not the design deadline), 200쪽 / 20장 / 200부 are book specs, not fields here.
   */
  {
    id: 'heldout50-other-ko-fortlee-memoir-book-cover',
    projectType: 'other',
    language: 'ko-KR',
    utcOffsetMinutes: -300,
    messages: [
      '안녕하세요, 뉴저지 포트리에 사는 윤미경이라고 합니다. 이민 와서 살아온 이야기를 수필집으로 묶어서 자비출판을 하려고 하는데, 책 표지랑 내지 편집 디자인을 맡길 곳을 찾다가 연락드려요.',
      '1988년에 목포에서 미국으로 왔고, 주말 한국학교에서 30년 동안 아이들을 가르치다가 작년에 은퇴했어요. 올해 제 나이가 예순둘이라 더 늦기 전에 책을 내고 싶었어요.',
      '책은 200쪽 정도 되고 사진도 20장쯤 들어가요. 200부만 찍어서 교회 분들, 제자들, 가족들한테 나눠드릴 생각이에요. 반응이 좋으면 나중에 두 번째 책도 내고 싶고요.',
      '출판기념회가 6월 20일인데 인쇄가 한 달쯤 걸린다고 해서 디자인은 5월 중순까지 끝나야 해요. 분위기는 박완서 선생님 책들처럼 단정하고 수수한 느낌이면 좋겠어요.',
    ],
    whenAsked: {
      problem_need: '읽는 분들이 대부분 나이 드신 분들이라 글씨가 크고 편하게 읽혔으면 좋겠고, 받았을 때 오래 소장하고 싶은 책이었으면 해요.',
      colors_and_elements: '바다를 건너온 이야기라 푸른색이 들어갔으면 해요. 빨간색은 싫어요.',
      key_considerations: '뒤에 손주들 보라고 영어 요약을 조금 넣을 거라서 한국어랑 영어 글씨가 잘 어울려야 해요.',
      collaboration_notes: '제가 컴퓨터를 잘 못해서 이메일로 천천히 주고받았으면 좋겠고, 결정은 딸이랑 같이 할게요.',
      number_of_visits: '멀어서 직접 뵙기는 어렵겠지요? 화상으로 한두 번이면 될 것 같아요.',
    },
    otherwise: '그건 잘 모르겠어요. 추천해 주시면 따를게요.',
    expected: {
      project_background: { said: 0, text: ['수필집', '자비출판'] },
      other_design_requirements: { said: 0, text: ['책 표지', '내지 편집'] },
      address: { said: 0, text: ['뉴저지 포트리'] },
      target_audience: { said: 2, text: ['교회 분들', '제자들', '가족들'] },
      plans_after_project: { said: 2, text: ['두 번째 책'] },
      expected_deadline: { said: 3, value: { kind: 'date', date: '2026-05-01', precision: 'month', relation: 'by', part: 'mid' } },
      preferred_style: { said: 3, text: ['단정하고 수수한'] },
      problem_need: { said: 'asked', text: ['글씨가 크고', '소장하고 싶은'] },
      colors_and_elements: { said: 'asked', text: ['푸른색', '빨간색은 싫어요'] },
      key_considerations: { said: 'asked', text: ['영어 요약', '한국어랑 영어'] },
      collaboration_notes: { said: 'asked', text: ['이메일로', '딸이랑 같이'] },
    },
  },
];
