import { describe, expect, it } from 'vitest';
import { encodeSms } from './messages.sms-encoding.ts';

const header = (part: Buffer) => [...part.subarray(0, 6)];

describe('SMS encoding', () => {
  it('writes a text of the GSM tables in septets (data_coding 0), the extension table as escape pairs', () => {
    const sms = encodeSms('Yolla: 123456 {€}', 1);
    expect(sms).toMatchObject({ encoding: 'gsm', dataCoding: 0 });
    expect([...(sms.parts[0] ?? [])].slice(-6)).toEqual([0x1b, 0x28, 0x1b, 0x65, 0x1b, 0x29]);
    expect(encodeSms('@Δ_ÇÉ¿àÄ', 1).parts[0]).toEqual(Buffer.from([0x00, 0x10, 0x11, 0x09, 0x1f, 0x60, 0x7f, 0x5b]));
  });

  it('fits 160 septets in one message and splits a longer text into parts of 153 with a concatenation header', () => {
    expect(encodeSms('a'.repeat(160), 9).parts).toHaveLength(1);
    expect(encodeSms('€'.repeat(80), 9).parts).toHaveLength(1);
    const long = encodeSms('a'.repeat(310), 0x1ab);
    expect(long.parts.map((part) => part.length)).toEqual([159, 159, 10]);
    expect(long.parts.map(header)).toEqual([
      [5, 0, 3, 0xab, 3, 1],
      [5, 0, 3, 0xab, 3, 2],
      [5, 0, 3, 0xab, 3, 3],
    ]);
    // An escape pair is never cut: the 153rd septet would be an escape, so the part ends before it.
    const edge = encodeSms(`${'a'.repeat(152)}€${'b'.repeat(10)}`, 1);
    expect(edge.parts.map((part) => part.length)).toEqual([158, 18]);
  });

  it('writes any other text in UCS-2 (data_coding 8): Azerbaijani, Uzbek, Russian, Georgian', () => {
    for (const text of ['Kod 10 dəqiqə etibarlıdır', 'roʻyxatdan oʻtish', 'ваш код', 'თქვენი კოდი', 'ça va']) {
      const sms = encodeSms(text, 1);
      expect(sms, text).toMatchObject({ encoding: 'ucs2', dataCoding: 8 });
      expect(sms.parts[0]?.swap16().toString('utf16le'), text).toBe(text);
    }
  });

  it('fits 70 UCS-2 characters in one message, then 67 a part, never cutting a surrogate pair', () => {
    expect(encodeSms('ə'.repeat(70), 1).parts).toHaveLength(1);
    expect(encodeSms('ə'.repeat(71), 1).parts.map((part) => part.length)).toEqual([6 + 134, 6 + 8]);
    const pair = encodeSms(`${'ə'.repeat(66)}😀əəə`, 1);
    expect(pair.parts.map((part) => part.length)).toEqual([6 + 132, 6 + 10]);
  });
});
