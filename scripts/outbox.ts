import { parseArgs } from 'node:util';
import type { OutboxMessage } from '@yolla/contract';

/**
 * `npm run outbox`: the SMS and e-mails the development message provider stored instead of sending (decision 0024),
 * newest first, read from the running server's development outbox (`GET /api/v1/{segment}/dev/outbox`; PGlite
 * cannot be opened by two processes, so the server is asked). Options: `--to <phone or e-mail>`, `--limit <n>`,
 * `--url <origin>` (default `OUTBOX_URL`, else http://127.0.0.1:$PORT, else :3000).
 */
export function formatOutbox(messages: readonly OutboxMessage[]): string {
  if (messages.length === 0) return 'The outbox is empty: no SMS or e-mail was sent yet.';
  return messages
    .map((message) => {
      const head = `${message.created_at}  ${message.channel.toUpperCase()} to ${message.to}  (${message.template}, ${message.language})`;
      const subject = message.subject ? `  Subject: ${message.subject}\n` : '';
      return `${head}\n${subject}  ${message.body}`;
    })
    .join('\n\n');
}

async function main() {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, limit: { type: 'string' }, url: { type: 'string' } },
  });
  const origin = values.url ?? process.env.OUTBOX_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  const url = new URL(`/api/v1/${process.env.API_SEGMENT ?? 'client'}/dev/outbox`, origin);
  if (values.to) url.searchParams.set('to', values.to);
  url.searchParams.set('limit', values.limit ?? '20');
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    console.error(`No server answers at ${origin}. Start it with \`npm start\` (or pass --url).`);
    process.exit(1);
  }
  if (response.status === 404) {
    console.error(`${origin} has no development outbox: its message provider is not the outbox.`);
    process.exit(1);
  }
  if (!response.ok) {
    console.error(`The outbox answered ${response.status}.`);
    process.exit(1);
  }
  const { data } = (await response.json()) as { data: OutboxMessage[] };
  console.info(formatOutbox(data));
}

if (import.meta.main) await main();
