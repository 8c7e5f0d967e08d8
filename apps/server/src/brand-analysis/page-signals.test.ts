import { describe, expect, it } from 'vitest';
import { extractPageSignals, sameSite, siteNameFromTitle } from './page-signals.ts';
import { socialNetworkOf } from './social-links.ts';

const page = 'https://www.studio.example/en/';

const html = `<!doctype html>
<html lang="zh-Hant-TW">
<head>
  <meta charset="utf-8">
  <title>首頁 | 光合設計 Lumen Studio</title>
  <meta property="og:description" content="  Interiors   for calm homes. ">
  <meta name="theme-color" content="#2F4A3A" media="(prefers-color-scheme: light)">
  <meta name="theme-color" content="#111111" media="(prefers-color-scheme: dark)">
  <meta property="og:image" content="/og.jpg">
  <meta property="og:locale" content="zh_TW">
  <link rel="alternate" hreflang="en" href="/en/">
  <link rel="alternate" hreflang="en-GB" href="/uk/">
  <link rel="alternate" hreflang="x-default" href="/">
  <link rel="apple-touch-icon" href="/touch.png">
  <link rel="icon" href="/favicon.ico">
  <link rel="icon" type="image/svg+xml" href="/icon.svg">
  <link rel="stylesheet" href="/css/main.css">
  <link rel="stylesheet" href="https://cdn.studio.example/theme.css">
  <link rel="stylesheet" href="https://cdn.thirdparty.example/lib.css">
  <link rel="alternate stylesheet" href="/css/contrast.css">
  <link rel="stylesheet" href="https://use.typekit.net/abc1234.css">
  <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Noto+Serif+TC&amp;display=swap">
  <style>.a { color: #c8a27a }</style>
  <script>var colour = "#ff0000"; document.title = "<h1>not a heading</h1>";</script>
</head>
<body>
  <header>
    <a href="/"><img src="/img/brand-logo.svg" alt="Lumen"></a>
    <a href="/zh/" hreflang="zh-Hant">中文</a>
  </header>
  <div role="navigation">
    <a href="/work/">作品 <span>Work</span></a>
    <a href="/work/">作品 <span>Work</span></a>
    <a href="#">Menu</a>
    <a href="javascript:void(0)">Open</a>
    <a href="https://instagram.com/lumen.studio" aria-label="Instagram"><svg><title>ig</title></svg></a>
  </div>
  <h1>  Calm   homes,<br>warm light  </h1>
  <h2>Projects</h2><h2>projects</h2><h3></h3>
  <svg><title>Icon title</title></svg>
  <p style="color: rgb(47, 74, 58)">Text</p>
  <footer>
    <a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>
    <a href="https://twitter.com/intent/tweet?text=x">Tweet</a>
    <a href="https://www.instagram.com/">Instagram home</a>
    <a href="https://x.com/lumenstudio">X</a>
    <a href="https://blog.naver.com/lumenstudio">Blog</a>
    <a href="https://pf.kakao.com/_abcd">Kakao</a>
    <a href="https://instagram.com/lumen.studio/">Again</a>
  </footer>
  <script type="application/ld+json">{"@graph":[{"@type":"Organization","logo":{"@type":"ImageObject","url":"https://www.studio.example/ld-logo.png"}}]}</script>
</body>
</html>`;

describe('signals of a page', () => {
  const s = extractPageSignals(html, page);

  it('reads name, description, theme colour and headings', () => {
    expect(s.name).toBe('光合設計 Lumen Studio');
    expect(s.description).toBe('Interiors for calm homes.');
    expect(s.themeColor).toBe('#2f4a3a');
    expect(s.headings).toEqual(['Calm homes, warm light', 'Projects']);
  });

  it('reads the navigation of the nav landmark, absolute and once each', () => {
    expect(s.navigation).toEqual([
      { label: '作品 Work', url: 'https://www.studio.example/work/' },
      { label: 'Instagram', url: 'https://instagram.com/lumen.studio' },
    ]);
  });

  it('falls back to the header links when a page has no nav', () => {
    const noNav = extractPageSignals('<header><a href="/about">About</a><a href="/"><img src="/l.png" alt="Home"></a></header><main><a href="/x">X</a></main>', page);
    expect(noNav.navigation).toEqual([
      { label: 'About', url: 'https://www.studio.example/about' },
      { label: 'Home', url: 'https://www.studio.example/' },
    ]);
  });

  it('collects CSS sources: same-site stylesheets to read, font services apart, third parties left out', () => {
    expect(s.stylesheets).toEqual(['https://www.studio.example/css/main.css', 'https://cdn.studio.example/theme.css']);
    expect(s.fontServiceStylesheets).toEqual(['https://use.typekit.net/abc1234.css']);
    expect(s.linkedFonts).toEqual(['Noto Serif TC']);
    expect(s.inlineCss).toEqual([{ text: '.a { color: #c8a27a }' }, { text: 'color: rgb(47, 74, 58)', inline: true }]);
  });

  it('ranks logo candidates: a logo image, the JSON-LD logo, the touch icon, a PNG or SVG icon, then og:image', () => {
    expect(s.logoCandidates).toEqual([
      'https://www.studio.example/img/brand-logo.svg',
      'https://www.studio.example/ld-logo.png',
      'https://www.studio.example/touch.png',
      'https://www.studio.example/icon.svg',
      'https://www.studio.example/og.jpg',
    ]);
  });

  it("keeps the brand's own social accounts, not share buttons or a network's home page", () => {
    expect(s.socialLinks).toEqual([
      { network: 'instagram', url: 'https://instagram.com/lumen.studio' },
      { network: 'x', url: 'https://x.com/lumenstudio' },
      { network: 'naver_blog', url: 'https://blog.naver.com/lumenstudio' },
      { network: 'kakao', url: 'https://pf.kakao.com/_abcd' },
    ]);
  });

  it('lists each language once (en and en-GB are one; x-default is none)', () => {
    expect(s.languages).toEqual(['zh-Hant-TW', 'en']);
  });

  it('caps headings at thirty', () => {
    const many = Array.from({ length: 40 }, (_, i) => `<h2>Heading ${i}</h2>`).join('');
    expect(extractPageSignals(many, page).headings).toHaveLength(30);
  });
});

describe('the name in a title', () => {
  it.each([
    ['Home | Atelier Lumen — Interior Design Studio in Taipei', 'atelier-lumen.com', 'Atelier Lumen'],
    ['Interior design for calm homes - Lumen', 'lumen.studio', 'Lumen'],
    ['Welcome · Kōji Bakery', 'koji.example', 'Kōji Bakery'],
    ['홈 | 루멘 스튜디오', 'lumen.kr', '루멘 스튜디오'],
    ['Home', 'x.example', null],
  ])('%s → %s', (title, host, name) => {
    expect(siteNameFromTitle(title, host)).toBe(name);
  });
});

describe('same site', () => {
  it('treats sub-domains as one site, country second levels included', () => {
    expect(sameSite('https://www.studio.com.tw/', 'https://cdn.studio.com.tw/a.css')).toBe(true);
    expect(sameSite('https://studio.co.uk/', 'https://other.co.uk/a.css')).toBe(false);
    expect(sameSite('https://studio.example/', 'https://studio.example.cdn.net/a.css')).toBe(false);
    expect(sameSite('http://127.0.0.1:4000/', 'http://127.0.0.1:4000/a.css')).toBe(true);
  });
});

describe('social networks', () => {
  it.each([
    ['https://www.instagram.com/studio/', 'instagram'],
    ['https://fb.com/studio', 'facebook'],
    ['https://twitter.com/studio', 'x'],
    ['https://www.linkedin.com/company/studio', 'linkedin'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://www.pinterest.co.uk/studio/', 'pinterest'],
    ['https://www.behance.net/studio', 'behance'],
    ['https://dribbble.com/studio', 'dribbble'],
    ['https://www.tiktok.com/@studio', 'tiktok'],
    ['https://line.me/R/ti/p/@studio', 'line'],
    ['https://lin.ee/abc', 'line'],
    ['https://pf.kakao.com/_abc', 'kakao'],
    ['https://m.blog.naver.com/studio', 'naver_blog'],
    ['https://www.houzz.com/pro/studio', 'houzz'],
    ['https://www.xiaohongshu.com/user/profile/1', 'xiaohongshu'],
  ])('%s is %s', (url, network) => {
    expect(socialNetworkOf(url)).toBe(network);
  });

  it.each(['https://www.facebook.com/sharer/sharer.php?u=x', 'https://twitter.com/intent/tweet', 'https://www.instagram.com/', 'https://box.com/studio', 'mailto:a@b.c', 'not a url'])(
    'ignores %s',
    (url) => {
      expect(socialNetworkOf(url)).toBeNull();
    },
  );
});
