/**
 * An SMS text as SMPP submits it (3GPP TS 23.038 and 23.040): in the GSM 7-bit default alphabet when every character
 * is in it or in its extension table (data_coding 0, one septet per octet, unpacked), else in UCS-2 (data_coding 8,
 * UTF-16 big-endian: Georgian, Cyrillic, Azerbaijani ə ğ ı ş, Uzbek oʻ). A text longer than one message is split into
 * parts carrying a concatenation header (UDH IEI 0x00: reference, total, number): 153 septets or 67 UCS-2 characters
 * each, never splitting an escape sequence or a surrogate pair.
 */

/** The default alphabet by septet value; 0x1B is the escape to the extension table, never a character. */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const ESCAPE = 0x1b;
const BASIC_SEPTETS = new Map(
  [...BASIC].map((char, septet) => [char, septet] as const).filter(([, s]) => s !== ESCAPE),
);
/** The extension table: each is written as the escape and this septet. */
const EXTENSION_SEPTETS = new Map<string, number>([
  ['\f', 0x0a],
  ['^', 0x14],
  ['{', 0x28],
  ['}', 0x29],
  ['\\', 0x2f],
  ['[', 0x3c],
  ['~', 0x3d],
  [']', 0x3e],
  ['|', 0x40],
  ['€', 0x65],
]);

export const DATA_CODING = { gsm: 0x00, ucs2: 0x08 } as const;

/** One message in one part, and one part of a longer one (the 6 octets of the header taken out). */
const LIMITS = {
  gsm: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

export interface EncodedSms {
  encoding: keyof typeof DATA_CODING;
  dataCoding: number;
  /** Each part's `short_message`: its header (when there are several) and its text. */
  parts: Buffer[];
}

/** The septets of each character, or null when some character is in neither GSM table. */
function gsmUnits(text: string): number[][] | null {
  const units: number[][] = [];
  for (const char of text) {
    const basic = BASIC_SEPTETS.get(char);
    const extension = EXTENSION_SEPTETS.get(char);
    if (basic !== undefined) units.push([basic]);
    else if (extension !== undefined) units.push([ESCAPE, extension]);
    else return null;
  }
  return units;
}

/** UTF-16 big-endian octets of each character (a character outside the BMP is a pair, kept whole). */
function ucs2Units(text: string): number[][] {
  return [...text].map((char) => [...Buffer.from(char, 'utf16le').swap16()]);
}

/** Groups characters into parts of at most `limit` units (septets, or UTF-16 code units of 2 octets). */
function split(units: number[][], limit: number, unitSize: number): number[][] {
  const parts: number[][] = [[]];
  for (const unit of units) {
    let current = parts[parts.length - 1] ?? [];
    if ((current.length + unit.length) / unitSize > limit) {
      current = [];
      parts.push(current);
    }
    current.push(...unit);
  }
  return parts;
}

/** The text as SMPP parts; `reference` ties the parts of one message together (0–255). */
export function encodeSms(text: string, reference: number): EncodedSms {
  const gsm = gsmUnits(text);
  const encoding = gsm ? 'gsm' : 'ucs2';
  const units = gsm ?? ucs2Units(text);
  const unitSize = gsm ? 1 : 2;
  const length = units.reduce((sum, unit) => sum + unit.length, 0) / unitSize;
  const limits = LIMITS[encoding];
  const dataCoding = DATA_CODING[encoding];
  if (length <= limits.single) return { encoding, dataCoding, parts: [Buffer.from(units.flat())] };
  const chunks = split(units, limits.part, unitSize);
  const parts = chunks.map((chunk, index) =>
    Buffer.from([0x05, 0x00, 0x03, reference & 0xff, chunks.length, index + 1, ...chunk]),
  );
  return { encoding, dataCoding, parts };
}
