// The name a new passkey gets (issue 18 item 6; decision 094): what the investor will recognise on /me ("Chrome ·
// Android"), read from the User-Agent of the browser that made it, before they rename it. Brand names only: no
// personal data, the same in both languages.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** At most this many characters in a passkey's name (forms/passkeys.ts). */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** "Chrome · Android"; "Passkey" when the User-Agent names neither. */
export function passkeyNameFromUserAgent(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Passkey';
}
