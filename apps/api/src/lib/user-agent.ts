/** What the sessions list shows of a User-Agent: the browser, the system and the kind of device. */
export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'phone' | 'tablet' | 'unknown';
}

/** Checked in order: the first match names it (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/YaBrowser\//, 'Yandex Browser'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/^Yolla\//, 'Yolla'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPad/, 'iPadOS'],
  [/iPhone|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows NT|Windows Phone/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

function first(list: ReadonlyArray<readonly [RegExp, string]>, value: string): string | null {
  return list.find(([pattern]) => pattern.test(value))?.[1] ?? null;
}

/** Reads the browser and system a person would recognise; anything else (bots, scripts) is unknown. */
export function describeUserAgent(userAgent: string | null): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, device: 'unknown' };
  const os = first(SYSTEMS, userAgent);
  const browser = first(BROWSERS, userAgent);
  let device: DeviceInfo['device'] = 'unknown';
  if (/iPad|Tablet/.test(userAgent) || (os === 'Android' && !/Mobile/.test(userAgent))) device = 'tablet';
  else if (/Mobi|iPhone|iPod|Windows Phone/.test(userAgent)) device = 'phone';
  else if (os) device = 'desktop';
  return { browser, os, device };
}
