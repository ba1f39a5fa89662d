import { describe, expect, it } from 'vitest';
import { parseSmsGatewayCommand } from './sms-gateway.ts';

describe('the SMS gateway’s command line', () => {
  it('makes the gateway’s message of a number and a text, written as people write numbers', () => {
    const command = parseSmsGatewayCommand(['+90 850 555 01 01', 'Trendyol', 'kodunuz:', '482915', '--from', 'TY']);
    if ('problem' in command) throw new Error(command.problem);
    expect(command.body).toMatchObject({ to: '+908505550101', from: 'TY', text: 'Trendyol kodunuz: 482915' });
    expect(command.body.message_id).toMatch(/^cli-/);
  });

  it('keeps a message id given on purpose, to deliver the same message again', () => {
    const command = parseSmsGatewayCommand(['+908505550101', 'kod 1234', '--message-id', 'gw-1', '--url', 'http://x']);
    expect(command).toMatchObject({ body: { message_id: 'gw-1' }, url: 'http://x' });
  });

  it('names what is missing', () => {
    expect(parseSmsGatewayCommand(['+994501234567', 'kod'])).toEqual({
      problem: 'Give the Turkish number first: +90 and ten digits.',
    });
    expect(parseSmsGatewayCommand(['+908505550101'])).toEqual({ problem: 'Give the text of the message.' });
  });
});
