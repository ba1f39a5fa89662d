/**
 * Debian's Chromium, never a downloaded browser, with the flags that keep it quiet on a machine
 * without internet (no background networking, updates or sync). Used by Playwright and Lighthouse.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
