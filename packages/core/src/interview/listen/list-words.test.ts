import { describe, expect, it } from 'vitest';
import { competitorWords, listWords } from './list-words.ts';

describe('a list as the visitor wrote it', () => {
  it('splits at commas, 、 and "and", after the words that introduce it', () => {
    expect(listWords('We sell sourdough, croissants and custom cakes', 'products_or_services')).toEqual(['sourdough', 'croissants', 'custom cakes']);
    expect(listWords('頁面要有：關於我們、作品集、聯絡我們', 'main_pages')).toEqual(['關於我們', '作品集', '聯絡我們']);
  });

  it('drops what a Korean list is of ("지금 팔고 있는 건", "what we sell now is"), however many words say it', () => {
    expect(listWords('지금 팔고 있는 건 닭가슴살 육포, 고구마 쿠키, 생일 케이크예요', 'products_or_services')).toEqual(['닭가슴살 육포', '고구마 쿠키', '생일 케이크']);
    expect(listWords('파는 건 순두부, 모두부, 콩물', 'products_or_services')).toEqual(['순두부', '모두부', '콩물']);
  });

  it('reads one page named with "a page for" as an item, not as the words that introduce the list', () => {
    expect(listWords('Home, about me, lessons and rates, a calendar to book, and a page for recital photos.', 'main_pages')).toEqual([
      'Home',
      'about me',
      'lessons and rates',
      'a calendar to book',
      'a page for recital photos',
    ]);
    expect(listWords('Pages for: home, menu, catering', 'main_pages')).toEqual(['home', 'menu', 'catering']);
  });

  it('keeps an exception or a reason said after an item with that item, never as an item of its own', () => {
    expect(listWords('We sell at the farmers market, at two gift shops in Paia, and online, except we pause mainland shipping June to August', 'sales_channels')).toEqual([
      'the farmers market',
      'at two gift shops in Paia',
      'online, except we pause mainland shipping June to August',
    ]);
  });

  it('splits words between slashes, twice or more, and leaves "w/o" and "and/or" whole', () => {
    expect(listWords('頁面：首頁/課程介紹/老師介紹/報名', 'main_pages')).toEqual(['首頁', '課程介紹', '老師介紹', '報名']);
    expect(listWords('Pages: home / trips / book now', 'main_pages')).toEqual(['home', 'trips', 'book now']);
    expect(listWords('메뉴는 홈/수업 안내/예약', 'main_pages')).toEqual(['홈', '수업 안내', '예약']);
    expect(listWords('Pages: shop w/o checkout, blog and/or news', 'main_pages')).toEqual(['shop w/o checkout', 'blog and/or news']);
  });

  it('keeps a count of the item before, or a clause about it, with that item', () => {
    expect(listWords("Things we need room for: my dad's woodworking tools, and my wife's quilts, about 30 of them, she'd love a wall to rotate them on", 'important_collections')).toEqual([
      "my dad's woodworking tools",
      "my wife's quilts, about 30 of them, she'd love a wall to rotate them on",
    ]);
    // The same in Chinese and Korean: a wish for a place to show them is said of the collection, not another item.
    expect(listWords('然後我有一堆樂高，想要一面牆可以展示', 'important_collections')).toEqual(['我有一堆樂高，想要一面牆可以展示']);
    expect(listWords('남편 LP가 500장 넘어요, 거실 벽에 두고 싶어요', 'important_collections')).toEqual([expect.stringMatching(/^남편 LP가 500장 넘어.*, 거실 벽에 두고 싶어/)]);
    // A new item said as a sentence of its own is still an item.
    expect(listWords("what we do: drop-in sessions, private hire for up to 8, and we've just started making our own body scrub", 'products_or_services')).toHaveLength(3);
  });

  it('takes the item a Chinese list goes on with after a few words of when ("，夏天還有豆漿冰", "，最近也開始接球鞋清洗")', () => {
    expect(listWords('我們賣傳統豆花、花生豆花、粉圓，夏天還有豆漿冰，黑糖是自己每天熬的，一碗45元', 'products_or_services')).toEqual(['傳統豆花', '花生豆花', '粉圓', '豆漿冰']);
    expect(listWords('我們有修鞋、換鞋底、皮包修補、皮鞋保養，最近也開始接球鞋清洗，一雙大概350', 'products_or_services')).toEqual(expect.arrayContaining(['換鞋底', '皮包修補', '皮鞋保養', '球鞋清洗']));
    expect(listWords('目前有：初學體驗課、三堂的進階課、衝浪板租借，夏天還有親子SUP', 'products_or_services')).toEqual(['初學體驗課', '三堂的進階課', '衝浪板租借', '親子SUP']);
  });

  it('keeps words in brackets with their item ("商品（依品牌分類）", "업무 분야(기장, 신고)")', () => {
    expect(listWords('頁面：商品（依品牌跟年份分類）、保固說明、關於我們', 'main_pages')).toEqual(['商品(依品牌跟年份分類)', '保固說明', '關於我們']);
    expect(listWords('메뉴는 인사말, 업무 분야(기장, 신고 대행), 오시는 길 정도입니다', 'main_pages')).toEqual(['인사말', '업무 분야(기장, 신고 대행)', '오시는 길']);
  });

  it('reads a pasted list, one item a line, without its numbers or bullets', () => {
    expect(listWords('目前的服務有：\n1. 兒童抱石課\n2. 生日派對包場\n3. 寒暑假營隊', 'products_or_services')).toEqual(['兒童抱石課', '生日派對包場', '寒暑假營隊']);
    expect(listWords('Pages:\n- Home\n- About\n- Contact', 'main_pages')).toEqual(['Home', 'About', 'Contact']);
  });

  it('leaves out the heading line and the closing line of a list written one item a line', () => {
    expect(listWords('하는 일은\n- 도배\n- 장판\n- 욕실 타일\n이렇게 세 가지요', 'products_or_services')).toEqual(['도배', '장판', '욕실 타일']);
    expect(listWords('我們的課程有\n親子烘焙\n成人蛋糕班\n企業包班', 'products_or_services')).toEqual(['親子烘焙', '成人蛋糕班', '企業包班']);
  });

  it('keeps each line of a list one item a line whole, "and" and commas in it', () => {
    expect(listWords("Here's what we do:\nwedding cakes\nbread for cafes and restaurants\nclasses on Sundays, for kids too", 'products_or_services')).toEqual([
      'wedding cakes',
      'bread for cafes and restaurants',
      'classes on Sundays, for kids too',
    ]);
  });

  it('leaves out the topic a Korean list is about and the verb that ends it', () => {
    expect(listWords('메뉴는 떡볶이, 순대, 김밥 있고 겨울에는 어묵탕도 해요', 'products_or_services')).toEqual(['떡볶이', '순대', '김밥', '겨울에는 어묵탕']);
  });

  it('names sites in quotes, after "for reference", after 참고하는 데는 and 경쟁사라고 하면', () => {
    expect(competitorWords('我很喜歡「好好露營」跟 Campfire 那種分類很清楚的網站')).toEqual(['好好露營', 'Campfire']);
    expect(competitorWords('for reference the Portland Marathon pages are great, and the Hood to Coast site too')).toEqual(['Portland Marathon', 'Hood to Coast']);
    expect(competitorWords('참고하는 데는 무인양품이랑 오늘의집 사이트요')).toEqual(['무인양품', '오늘의집']);
    expect(competitorWords('경쟁사라고 하면 같은 동네의 한빛세무, 그리고 삼쩜삼 같은 앱이요')).toHaveLength(2);
  });

  it('names a site in single quotes whole, and takes no apostrophe for a quote', () => {
    expect(competitorWords("서울에 있는 '필라테스 모먼트' 사이트가 깔끔하더라고요")).toEqual(['필라테스 모먼트']);
    expect(competitorWords("I really like 'Blue Bottle Coffee' and their site")).toEqual(['Blue Bottle Coffee']);
    expect(competitorWords("Glossier's website is so clean")).toEqual(['Glossier']);
  });

  it('names the sites a visitor likes, and a peer in the trade', () => {
    expect(competitorWords('I like what Aesop and Le Labo have done with their sites')).toEqual(['Aesop', 'Le Labo']);
    expect(competitorWords('同業的話大同工業的網站做得不錯')).toEqual(['大同工業']);
  });
});
