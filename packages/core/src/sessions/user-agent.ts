/** What a session's User-Agent says about where it is: proper names, the same in every language. */
export interface SessionDevice {
  /** Chrome, Edge, Firefox, Safari, Opera, Samsung Internet, Chromium; null when unrecognised. */
  browser: string | null;
  /** Windows, macOS, iOS, iPadOS, Android, ChromeOS, Linux; null when unrecognised. */
  os: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also name Chrome and Safari, Chrome also names Safari.
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\/\w+$/, 'Safari'],
];

// iPads and iPhones name "Mac OS X" too, and Android names Linux: the specific ones come first.
const systems: readonly (readonly [RegExp, string])[] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (ua: string, rules: readonly (readonly [RegExp, string])[]) => rules.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/**
 * The browser and system a User-Agent names, read simply from the well-known tokens: enough for a
 * designer to recognise their own devices in a list, not a device database.
 */
export function describeUserAgent(userAgent: string): SessionDevice {
  const ua = userAgent.trim();
  return { browser: firstMatch(ua, browsers), os: firstMatch(ua, systems) };
}
