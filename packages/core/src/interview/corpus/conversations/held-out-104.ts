import type { CorpusConversation } from '../corpus-types.ts';

/**
 * Batch 104 of held-out visitors, written blind from the field list (writers who read only the printed field list, the
 * corpus's format and one example, none of whom read the engine). Its theme: typed on a phone, in a hurry (short
 * messages, lowercase, shorthand numbers, "잠만", "까진", a fact split across two messages, a message that is only a
 * fragment; in each, a value of another person, place, time or thing, one correction, and one or two fields not known,
 * filed as skipped). Eight writers were asked for it in session 57; six conversations came in the session: ko-KR brand,
 * packaging, website and other, zh-TW brand and packaging (no en-US writer's came: `languagesMissing` in index.ts). Each
 * was first played on 83a1edd9 (the session's start), before any change it could have prompted: 47 of 77 facts (61.0 %),
 * 4 wrong values, 9 asked again, 0 loops, 0 off-type questions, at most 15 turns. Four of the session's rules were written
 * after reading the Korean conversations' first play ("까진", the message cut off waiting for the rest, where the visitor
 * used to be, a short reply naming another topic while the colours are asked), so its later figures are not blind.
 */
/* Writer's note (zh-TW, batch 104)
 * - brand_design: A pet groomer in Taichung Nantun wants a full identity (logo, business cards, signboard) for her shop 阿福洗香香, named after her late shiba. Traps: the Kaohsiung Fengshan shop where she worked for 5 years (not the business address). Correction: message 8 changes expected_deadline from end of March (message 6) to early April (message 8). Unknown: colors_and_elements.
 * - packaging_design: A son back home on his dad's Alishan coffee farm wants a box with foil sachets for their own drip-bag coffee brand. Traps: his cousin's tea sold in 全聯 (not their sales channel). Correction: message 5 changes specification from 10g per bag (message 2) to 12g per bag, still 10 per box (message 5). Unknown: preferred_materials.
 */
/* Writer's note (ko-KR, batch 104)
 * - brand_design: Pilates studio owner in Gwanggyo (Suwon) wants to replace her self-made Canva logo for 숨결필라테스, plus business cards and membership cards. Traps: 분당 정자동 (the area she moved the studio from, not her address). Correction: message 6 changes expected_deadline from late March 2026 (message 4) to late February 2026. Unknown: registration_status.
 * - packaging_design: Family sesame/perilla oil mill in Yesan wants gift-set packaging for its sesame and perilla oil, sold in the shop and on Smart Store. Traps: 350ml (the neighbouring mill's bottle size, not theirs). Correction: message 6 changes specification from 180ml x 2-bottle set (message 2) to 180ml x 3-bottle set. Unknown: preferred_materials.
 * - website: Cat-only vet clinic in Suseong-gu, Daegu wants a booking website to replace its Naver blog, budget 5,000,000 KRW split across two messages ("예산은" … "오백"). Traps: 천 (10,000,000 KRW, a friend's clinic's website cost). Correction: message 6 changes languages from Korean only (message 5) to Korean and English. Unknown: competitors.
 * - other: Chicken-skewer food truck owner based in Gijang, Busan wants a truck wrap and a large menu board so passers-by can see what he sells. Traps: 대전 (where his brother runs the same kind of truck, not his location). Correction: message 6 changes colors_and_elements from orange (message 4) to yellow with black lettering. Unknown: preferred_style.
 */
export const hundredAndFourthHeldOutConversations: CorpusConversation[] = [
  {
    "id": "heldout104-brand-zh-afu-pet-grooming",
    "projectType": "brand_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "嗨 想問logo可以做嗎 我在台中南屯開寵物美容 店名叫阿福洗香香 之前都自己用canva亂做 想要整套的 logo 名片 招牌那些",
      "阿福是我第一隻狗 柴犬 前年走了🥲 店名就是紀念他",
      "我之前在高雄鳳山的店幫人洗了5年 去年才自己出來開 現在有洗澡 美容 還有貓咪的spa",
      "客人大部分是附近小家庭 30幾歲 養小型犬的 很在意店乾不乾淨",
      "最大問題是現在招牌看起來很廉價 客人都以為是便宜的店😅 想看起來專業一點 但還是要可愛",
      "時間的話",
      "3月底前可以好嗎🙏",
      "ig是 @afu.bath 可以先看看",
      "阿 剛剛時間講錯 招牌那邊排比較晚 所以logo 4月初好就可以 不用趕3月了 在麻煩你們"
    ],
    "whenAsked": {
      "registration_status": "還沒 完全沒弄過",
      "need_registration_assistance": "好啊 可以的話幫忙 我不懂那個",
      "preferred_style": "可愛但不要太幼稚 有點日系 像柴犬插畫那種",
      "colors_and_elements": "顏色我還不知道欸 要問我妹 她也有出錢😂",
      "key_considerations": "阿福的樣子一定要在logo裡面 然後縮小放ig頭貼也要看得清楚"
    },
    "otherwise": "都可以 你們決定就好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "寵物美容",
          "整套的"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "南屯"
        ]
      },
      "other_design_requirements": {
        "said": 0,
        "text": [
          "名片",
          "招牌"
        ]
      },
      "brand_name_story": {
        "said": 1,
        "text": [
          "第一隻狗",
          "紀念他"
        ]
      },
      "products_or_services": {
        "said": 2,
        "text": [
          "洗澡",
          "美容",
          "貓咪的spa"
        ]
      },
      "target_audience": {
        "said": 3,
        "text": [
          "小家庭",
          "小型犬"
        ]
      },
      "problem_need": {
        "said": 4,
        "text": [
          "看起來很廉價",
          "專業一點"
        ]
      },
      "brand_website": {
        "said": 7,
        "text": [
          "@afu.bath"
        ]
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "early"
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
      "preferred_style": {
        "said": "asked",
        "text": [
          "日系",
          "柴犬插畫"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "阿福的樣子",
          "看得清楚"
        ]
      }
    }
  },
  {
    "id": "heldout104-packaging-zh-alishan-drip-coffee",
    "projectType": "packaging_design",
    "language": "zh-TW",
    "utcOffsetMinutes": 480,
    "messages": [
      "哈囉 想做掛耳咖啡的包裝 我家在嘉義阿里山種咖啡 我爸種快20年了 我去年回來幫忙 想說自己出品牌來賣",
      "就是掛耳包 撕開掛杯子上 熱水沖就可以喝 中焙 有點花香",
      "一包10g 一盒10包",
      "想要外面一個盒子 裡面每包是鋁箔小袋",
      "賣的話主要蝦皮跟自己的ig 假日會去審計新村擺市集 我堂哥的茶是上全聯 我們沒有要走那個啦 量太小",
      "剛問我爸 每包是12g才對 一盒還是10包👌",
      "跟別人不一樣的是我們自己種自己烘 單一莊園 不是混豆",
      "時間 希望4月底前設計好 夏天要開始賣"
    ],
    "whenAsked": {
      "target_audience": "25到40的上班族吧 在辦公室自己沖的 也有人買來送禮",
      "preferred_style": "簡單 有山的感覺 不要那種很俗的金色禮盒風",
      "colors_and_elements": "想要墨綠色 可以放阿里山的山稜線",
      "preferred_materials": "材質我真的不懂 要問印刷廠 還不知道",
      "key_considerations": "成本不能太高 一盒大概賣3百5 然後咖啡不能受潮"
    },
    "otherwise": "這個沒想過耶 你們看怎樣比較好",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "掛耳咖啡的包裝",
          "自己出品牌"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "阿里山"
        ]
      },
      "product_description": {
        "said": 1,
        "text": [
          "掛耳包",
          "熱水沖"
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
      "sales_channels": {
        "said": 4,
        "text": [
          "蝦皮",
          "ig",
          "市集"
        ]
      },
      "specification": {
        "said": 5,
        "text": [
          "12g",
          "一盒還是10包"
        ]
      },
      "unique_selling_point": {
        "said": 6,
        "text": [
          "自己種自己烘",
          "單一莊園"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-04-01",
          "precision": "month",
          "part": "late"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "上班族",
          "送禮"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "簡單",
          "有山的感覺"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "墨綠色",
          "山稜線"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "成本不能太高",
          "不能受潮"
        ]
      }
    }
  },
  {
    "id": "heldout104-brand-ko-gwanggyo-pilates-logo-refresh",
    "projectType": "brand_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 광교에서 필라테스 스튜디오 하는데 로고 리뉴얼 문의드려요ㅎㅎ 지금껀 오픈할때 제가 캔바로 대충 만든거라..",
      "원래 분당 정자동에서 2년 하다가 작년에 이쪽으로 옮겼어요 회원님들도 반은 따라오셨고",
      "이름은 숨결필라테스요 호흡이 젤 기본이라서 숨 쉬는거부터 제대로 하자는 뜻이에요",
      "지금 로고가 넘 흔해보이고 간판이랑 인스타에서 글씨가 잘 안보여요ㅠ 그래서 바꾸고싶은거",
      "3월 말까지 되면 좋겠어요",
      "인스타 @sumgyeol_pilates 보시면 돼요 홈페이지는 없어요",
      "아 잠만 2호점 준비중인데 거기 간판 때문에 2월 말까진 나와야될거같아요 ㅠㅠ 촉박하죠",
      "명함이랑 회원권 카드도 같이 해주셨음 좋겠어요"
    ],
    "whenAsked": {
      "products_or_services": "그룹레슨, 1:1 개인레슨, 산후재활 프로그램이요",
      "registration_status": "아 그거 남편이 알아봤던거 같은데 전 아직 몰라요 물어봐야돼요",
      "need_registration_assistance": "네 해주시면 좋죠",
      "target_audience": "30~40대 직장인 여성분들이 대부분이고 요즘 산후 재활 오시는 분들도 많아요",
      "preferred_style": "차분하고 미니멀하게요 너무 여성여성한건 별로",
      "colors_and_elements": "세이지그린 좋아해요 핑크는 빼주세요",
      "key_considerations": "작게 줄여도 잘 보이는거요 수건이랑 스티커에도 들어가거든요"
    },
    "otherwise": "음 그건 상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "필라테스 스튜디오",
          "로고 리뉴얼"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "광교"
        ]
      },
      "brand_name_story": {
        "said": 2,
        "text": [
          "숨결필라테스",
          "호흡이 젤 기본"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "넘 흔해보이고",
          "글씨가 잘 안보여요"
        ]
      },
      "brand_website": {
        "said": 5,
        "text": [
          "@sumgyeol_pilates"
        ]
      },
      "expected_deadline": {
        "said": 6,
        "value": {
          "kind": "date",
          "date": "2026-02-01",
          "precision": "month",
          "part": "late"
        }
      },
      "other_design_requirements": {
        "said": 7,
        "text": [
          "명함",
          "회원권 카드"
        ]
      },
      "products_or_services": {
        "said": "asked",
        "text": [
          "그룹레슨",
          "개인레슨",
          "산후재활"
        ]
      },
      "registration_status": {
        "said": "asked",
        "skipped": true
      },
      "need_registration_assistance": {
        "said": "asked",
        "value": {
          "kind": "yes_no",
          "value": true
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "30~40대 직장인 여성",
          "산후 재활"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "차분하고 미니멀"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "세이지그린",
          "핑크는 빼주세요"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "작게 줄여도 잘 보이는"
        ]
      }
    }
  },
  {
    "id": "heldout104-packaging-ko-yesan-oil-mill-gift-set",
    "projectType": "packaging_design",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 예산에서 부모님이랑 방앗간 해요 참기름 들기름 짜서 가게랑 스마트스토어로 팔고있어요",
      "이번에 선물세트 포장 새로 하고싶어서요 지금은 그냥 뽁뽁이 둘둘 말아서 택배박스에 넣음ㅋㅋ",
      "병은 180ml고 2병 세트로 생각중",
      "옆집 방앗간은 350ml 큰병 쓰던데 저흰 소용량이 더 잘나가요",
      "국산 들깨 100% 저온압착이에요 이거 꼭 강조하고싶어요!!",
      "추석 전에 팔아야돼서 디자인은 7월까지요",
      "아 그리고 엄마가 3병이 낫대서 180ml 3병 세트로 할게요 ㅎㅎ 참 들 참 이렇게",
      "사는분들은 30~50대 명절 선물 고르는 분들이요 회사 단체주문도 꽤 있고"
    ],
    "whenAsked": {
      "preferred_style": "고급스러운데 너무 번쩍번쩍한건 말고 ㅎㅎ 전통적인 느낌 조금",
      "colors_and_elements": "금색 좀 들어가면 좋겠고 빨간색은 싫어요 촌스러워서",
      "preferred_materials": "그건 아직 몰라요 단가 보고 정하려구요",
      "key_considerations": "택배로 보낼때 병 안깨지는거 젤 중요해요"
    },
    "otherwise": "잘 모르겠어요 알아서 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "방앗간",
          "부모님"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "예산"
        ]
      },
      "product_description": {
        "said": 0,
        "text": [
          "참기름 들기름"
        ]
      },
      "sales_channels": {
        "said": 0,
        "text": [
          "가게",
          "스마트스토어"
        ]
      },
      "packaging_form": {
        "said": 1,
        "value": {
          "kind": "choice",
          "selected": [
            "gift_set"
          ]
        }
      },
      "unique_selling_point": {
        "said": 4,
        "text": [
          "국산 들깨 100%",
          "저온압착"
        ]
      },
      "expected_deadline": {
        "said": 5,
        "value": {
          "kind": "date",
          "date": "2026-07-01",
          "precision": "month"
        }
      },
      "specification": {
        "said": 6,
        "text": [
          "180ml",
          "3병"
        ]
      },
      "target_audience": {
        "said": 7,
        "text": [
          "30~50대",
          "명절 선물",
          "단체주문"
        ]
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "고급스러운데",
          "전통적인 느낌"
        ]
      },
      "colors_and_elements": {
        "said": "asked",
        "text": [
          "금색",
          "빨간색은 싫어요"
        ]
      },
      "preferred_materials": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "병 안깨지는거"
        ]
      }
    }
  },
  {
    "id": "heldout104-website-ko-suseong-cat-clinic-booking",
    "projectType": "website",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 대구 수성구에서 고양이 전문 동물병원 해요🐱 홈페이지 만들고 싶어서요",
      "지금은 네이버 블로그만 있어요 blog.naver.com/catvet_sg",
      "전화 예약이 넘 많아서 진료중에 전화받느라 정신없어요ㅠ 온라인으로 예약 받는게 젤 목표",
      "예산은",
      "오백 정도요 친구 병원은 천 넘게 들었다는데 저흰 그정도는 무리ㅋㅋ",
      "한국어만 있으면 돼요",
      "아 근데 생각해보니 영어도 있어야겠어요 근처 외국인 보호자분들도 꽤 오셔서",
      "페이지는 병원소개 의료진 진료과목 예약 오시는길 정도?",
      "3월 중순까지 오픈되면 좋겠어요"
    ],
    "whenAsked": {
      "target_audience": "고양이 키우는 20~30대 보호자분들이 대부분이에요 1인가구 많고",
      "competitors": "딱히 본건 없어서 아직 몰라요",
      "preferred_style": "깔끔하고 따뜻한 느낌이요 병원같이 차가운건 싫어요",
      "key_considerations": "폰으로 예약하기 쉬워야돼요 보호자분들 거의 폰으로 보시니까"
    },
    "otherwise": "상관없어요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "고양이 전문 동물병원"
        ]
      },
      "address": {
        "said": 0,
        "text": [
          "수성구"
        ]
      },
      "url": {
        "said": 1,
        "text": [
          "blog.naver.com/catvet_sg"
        ]
      },
      "problem_need": {
        "said": 2,
        "text": [
          "전화 예약",
          "온라인으로 예약"
        ]
      },
      "category": {
        "said": 2,
        "value": {
          "kind": "choice",
          "selected": [
            "booking"
          ]
        }
      },
      "budget": {
        "said": 4,
        "value": {
          "kind": "money",
          "amount": 5000000,
          "currency": "KRW"
        }
      },
      "languages": {
        "said": 6,
        "text": [
          "영어"
        ]
      },
      "main_pages": {
        "said": 7,
        "text": [
          "의료진",
          "진료과목",
          "오시는길"
        ]
      },
      "expected_deadline": {
        "said": 8,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "mid"
        }
      },
      "target_audience": {
        "said": "asked",
        "text": [
          "20~30대 보호자",
          "1인가구"
        ]
      },
      "competitors": {
        "said": "asked",
        "skipped": true
      },
      "preferred_style": {
        "said": "asked",
        "text": [
          "깔끔하고 따뜻한"
        ]
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "폰으로 예약하기 쉬워야"
        ]
      }
    }
  },
  {
    "id": "heldout104-other-ko-gijang-food-truck-wrap",
    "projectType": "other",
    "language": "ko-KR",
    "utcOffsetMinutes": 540,
    "messages": [
      "안녕하세요 푸드트럭 래핑 디자인도 하시나요? 닭꼬치 트럭이에요",
      "형이 대전에서 같은 닭꼬치 트럭 하는데 그거 보고 저도 시작했어요 저는 부산 기장쪽에서 주로 장사해요",
      "래핑이랑 메뉴판 같이 해주셨음 좋겠어요 메뉴판은 트럭 옆에 거는 큰거",
      "지금 트럭이 그냥 흰색이라 지나가던 사람들이 뭐파는지 몰라요ㅋㅋ 멀리서도 눈에 띄는게 목표",
      "색은 주황 메인으로 생각중",
      "손님은 해변 놀러온 가족이랑 20대 커플들 많아요 밤엔 술 한잔 하는 아저씨들도ㅎ",
      "아 주황은 형 트럭이 주황이라 겹치겠다 노란색으로 갈게요 글씨는 검정",
      "3월 초까지요 날 풀리면 바로 나가야돼서"
    ],
    "whenAsked": {
      "preferred_style": "스타일은 잘 모르겠어요 ㅠ 아직 생각 못해봄",
      "key_considerations": "글씨 크게요 메뉴랑 가격이 멀리서도 보여야됨",
      "collaboration_notes": "카톡으로 주세요 낮엔 장사중이라 답 늦을수 있어요"
    },
    "otherwise": "그건 알아서 해주세요",
    "expected": {
      "project_background": {
        "said": 0,
        "text": [
          "푸드트럭",
          "닭꼬치"
        ]
      },
      "address": {
        "said": 1,
        "text": [
          "기장"
        ]
      },
      "other_design_requirements": {
        "said": 2,
        "text": [
          "래핑",
          "메뉴판"
        ]
      },
      "problem_need": {
        "said": 3,
        "text": [
          "뭐파는지 몰라요",
          "멀리서도 눈에 띄는"
        ]
      },
      "target_audience": {
        "said": 5,
        "text": [
          "가족",
          "20대 커플"
        ]
      },
      "colors_and_elements": {
        "said": 6,
        "text": [
          "노란색",
          "검정"
        ]
      },
      "expected_deadline": {
        "said": 7,
        "value": {
          "kind": "date",
          "date": "2026-03-01",
          "precision": "month",
          "part": "early"
        }
      },
      "preferred_style": {
        "said": "asked",
        "skipped": true
      },
      "key_considerations": {
        "said": "asked",
        "text": [
          "글씨 크게",
          "가격이 멀리서도"
        ]
      },
      "collaboration_notes": {
        "said": "asked",
        "text": [
          "카톡",
          "답 늦을수"
        ]
      }
    }
  }
];
