/** Social and portfolio networks a studio or brand links to, recognised by host. */
const networks: { network: string; hosts: RegExp }[] = [
  { network: 'instagram', hosts: /(^|\.)instagram\.com$/ },
  { network: 'facebook', hosts: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/ },
  { network: 'x', hosts: /(^|\.)(twitter\.com|x\.com)$/ },
  { network: 'linkedin', hosts: /(^|\.)linkedin\.com$/ },
  { network: 'youtube', hosts: /(^|\.)(youtube\.com|youtu\.be)$/ },
  { network: 'pinterest', hosts: /(^|\.)pinterest\.[a-z.]+$|(^|\.)pin\.it$/ },
  { network: 'behance', hosts: /(^|\.)behance\.net$/ },
  { network: 'dribbble', hosts: /(^|\.)dribbble\.com$/ },
  { network: 'tiktok', hosts: /(^|\.)tiktok\.com$/ },
  { network: 'threads', hosts: /(^|\.)threads\.(net|com)$/ },
  { network: 'line', hosts: /(^|\.)(line\.me|lin\.ee)$/ },
  { network: 'kakao', hosts: /(^|\.)(kakao\.com|kakaocorp\.com)$/ },
  { network: 'naver_blog', hosts: /^(m\.)?blog\.naver\.com$/ },
  { network: 'houzz', hosts: /(^|\.)houzz\.[a-z.]+$/ },
  { network: 'vimeo', hosts: /(^|\.)vimeo\.com$/ },
  { network: 'xiaohongshu', hosts: /(^|\.)(xiaohongshu\.com|xhslink\.com)$/ },
  { network: 'weibo', hosts: /(^|\.)weibo\.(com|cn)$/ },
];

/** Share buttons and login pages link to a network without being the brand's account. */
const NOT_A_PROFILE =
  /^\/(sharer|share|intent|home\?status|shareArticle|sharing|pin\/create|dialog|login|signup|plugins|tr|privacy|policies|legal|help|about|hashtag|explore)(\/|\.php|\?|$)/i;

/** The network of a link to a brand's own account, or null (other sites, share buttons, a network's home page). */
export function socialNetworkOf(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const match = networks.find((n) => n.hosts.test(host));
  if (!match) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (!path && !url.search) return null;
  if (NOT_A_PROFILE.test(url.pathname + url.search)) return null;
  return match.network;
}
