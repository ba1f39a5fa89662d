import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { partnerClient } from './machine.ts';

/**
 * `npm run sms-gateway -- <to> <text> [--from SENDER] [--message-id ID] [--url ORIGIN]`: an SMS the gateway received
 * on one of the pool's numbers, delivered signed with the gateway's key to a running server (decision 0036). The
 * demo customer's Trendyol number is the first of the demo pool:
 *
 *   npm run sms-gateway -- +908505550101 "Trendyol doğrulama kodunuz: 482915"
 *
 * `--message-id` repeats a message on purpose (it is delivered once).
 */
export interface SmsGatewayCommand {
  body: { message_id: string; to: string; from: string; text: string; received_at: string };
  url: string | undefined;
}

export function parseSmsGatewayCommand(argv: readonly string[]): SmsGatewayCommand | { problem: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { from: { type: 'string' }, 'message-id': { type: 'string' }, url: { type: 'string' } },
    });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const [to, ...words] = parsed.positionals;
  const number = to?.replace(/[\s()-]/g, '');
  if (!number || !/^\+90\d{10}$/.test(number)) return { problem: 'Give the Turkish number first: +90 and ten digits.' };
  const text = words.join(' ').trim();
  if (!text) return { problem: 'Give the text of the message.' };
  return {
    body: {
      message_id: parsed.values['message-id'] ?? `cli-${randomUUID()}`,
      to: number,
      from: parsed.values.from ?? 'TRENDYOL',
      text,
      received_at: new Date().toISOString(),
    },
    url: parsed.values.url,
  };
}

async function main() {
  const command = parseSmsGatewayCommand(process.argv.slice(2));
  if ('problem' in command) {
    console.error(`${command.problem}\nUsage: npm run sms-gateway -- <+90…> <text> [--from SENDER] [--message-id ID]`);
    process.exit(2);
  }
  const gateway = partnerClient({ partner: 'sms-gateway' }, command.url);
  const response = await gateway.send({ method: 'POST', path: '/sms-gateway/messages', body: command.body });
  const answer = (await response.json().catch(() => null)) as { data?: unknown; message?: string } | null;
  console.info(`${response.status} ${command.body.to}: ${JSON.stringify(answer?.data ?? answer?.message ?? answer)}`);
  if (!response.ok) process.exit(1);
}

if (import.meta.main) await main();
