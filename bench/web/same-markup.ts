/**
 * Whether two running servers render the same pages: for a render-cost change that must not change what a person
 * sees. Start the tree before the change and the tree after it side by side (`PORT=3101 npm start` in one checkout,
 * `PORT=3102 npm start` in the other), then
 *
 *   npm run bench:same-markup -- http://127.0.0.1:3101 http://127.0.0.1:3102
 *
 * signs the demo customer in on both, fetches the public pages and the cabinet's (every address's edit and delete
 * view too) and compares their markup. Left aside: scripts and module preloads (chunk names change with the code),
 * nonces, the host, ids and times that differ between two databases, and the order of attributes within a tag.
 */
import { pageHtml, signInThroughForm } from './session.ts';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: npm run bench:same-markup -- <url before> <url after>');

const PUBLIC = ['/en', '/en/login', '/az/register', '/ge/recover', '/en/login/identify', '/ru/tariffs', '/uz/pudo'];
const MORE = ['/en/tariffs?origin=TR&destination=AZ&weight=2', '/en/contact', '/en/faq', '/en/news', '/en/dev/outbox'];
const CABINET = ['/en/cabinet', '/ge/cabinet/settings', '/en/cabinet/addresses', '/en/cabinet/addresses?add'];

/** Every attribute of every tag in a fixed order. */
function sortAttributes(html: string): string {
  return html.replace(
    /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)+)\s*(\/?)>/g,
    (_tag, name: string, attributes: string, close: string) =>
      `<${name} ${(attributes.match(/[^\s=>/]+(?:="[^"]*")?/g) ?? []).sort().join(' ')}${close}>`,
  );
}

function comparable(html: string): string {
  return sortAttributes(
    html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      // A stylesheet's name carries a hash of its content: a change of CSS is not a change of markup.
      .replace(/\/assets\/([\w-]+)-[\w-]{8}\.css/g, '/assets/$1.css')
      .replace(/nonce="[^"]*"/g, '')
      .replace(/https?:\/\/127\.0\.0\.1:\d+/g, 'HOST')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID')
      // Times: the demo data is seeded relative to the moment each server started.
      .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIMESTAMP')
      .replace(/\b\d{1,2}:\d\d(:\d\d(\.\d+Z)?)?\b/g, 'TIME'),
  );
}

const cookies = [await signInThroughForm(before), await signInThroughForm(after)] as const;
const addresses = await pageHtml(`${before}/en/cabinet/addresses`, cookies[0]);
const rows = [...addresses.matchAll(/href="(\/en\/cabinet\/addresses\?(?:edit|delete)=[^"]+)"/g)].map((m) => m[1]!);
let differ = 0;
for (const [path, signedIn] of [
  ...[...PUBLIC, ...MORE].map((page) => [page, false] as const),
  ...[...CABINET, ...rows].map((page) => [page, true] as const),
]) {
  const [a, b] = await Promise.all(
    [before, after].map(async (base, i) =>
      comparable(await pageHtml(`${base}${path}`, signedIn ? cookies[i as 0 | 1] : undefined)),
    ),
  );
  if (a === b) {
    console.info(`same       ${path} (${a!.length} characters)`);
    continue;
  }
  differ += 1;
  let at = 0;
  while (a![at] === b![at]) at += 1;
  console.info(
    `DIFFERENT  ${path} at ${at}\n  before: ${a!.slice(at - 120, at + 200)}\n  after:  ${b!.slice(at - 120, at + 200)}`,
  );
}
if (differ > 0) process.exitCode = 1;
