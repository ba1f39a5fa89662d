/**
 * A person's name in Latin letters, as shops abroad and their carriers want it on a parcel: Cyrillic (Russian and
 * Uzbek) and Georgian are transliterated the way passports of the region write them (Щукин → Shchukin, ბერიძე →
 * Beridze), and Latin letters outside ASCII become their usual spelling in English (Məmmədova → Mammadova, Şəki →
 * Shaki, Gʻulom → Gulom, Müller → Muller). A name already in plain Latin letters is left as it is.
 */
// prettier-ignore
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Uzbek Cyrillic
  ў: 'o', қ: 'q', ғ: 'g', ҳ: 'h',
};

/** Georgian's national romanisation without the apostrophes of the ejectives, as in passports. */
// prettier-ignore
const GEORGIAN: Record<string, string> = {
  ა: 'a', ბ: 'b', გ: 'g', დ: 'd', ე: 'e', ვ: 'v', ზ: 'z', თ: 't', ი: 'i', კ: 'k', ლ: 'l', მ: 'm', ნ: 'n',
  ო: 'o', პ: 'p', ჟ: 'zh', რ: 'r', ს: 's', ტ: 't', უ: 'u', ფ: 'p', ქ: 'k', ღ: 'gh', ყ: 'q', შ: 'sh', ჩ: 'ch',
  ც: 'ts', ძ: 'dz', წ: 'ts', ჭ: 'ch', ხ: 'kh', ჯ: 'j', ჰ: 'h',
};

/** Latin letters whose plain form is not the letter without its mark (Azerbaijani first: our customers' names). */
// prettier-ignore
const LATIN: Record<string, string> = {
  ə: 'a', ş: 'sh', ç: 'ch', ğ: 'gh', ı: 'i', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd', ł: 'l', œ: 'oe',
};

/** Georgian capitals (Mtavruli, U+1C90…) are the same letters as Mkhedruli (U+10D0…). */
const MTAVRULI = 0x1c90;
const MKHEDRULI = 0x10d0;

/** Uzbek's ʻ and ʼ are part of letters (oʻ, gʻ) and disappear; typographic apostrophes become plain ones. */
const DROPPED = /[ʻʼ]/g;

function plain(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const letter = code >= MTAVRULI && code <= MTAVRULI + 0x2f ? String.fromCodePoint(code - MTAVRULI + MKHEDRULI) : char;
  const lower = letter.toLowerCase();
  const mapped = CYRILLIC[lower] ?? GEORGIAN[lower] ?? LATIN[lower];
  if (mapped !== undefined) return mapped;
  // Any other mark on a Latin letter goes (é → e, ü → u); a letter of another script stays as typed.
  return lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/** One word: each letter transliterated, capitalised as the original was (a Georgian word gets a capital first). */
function word(original: string): string {
  const chars = [...original];
  const allCapitals = chars.length > 1 && chars.every((char) => char === char.toUpperCase() && /\p{Lu}/u.test(char));
  const out = chars.map((char, index) => {
    const mapped = plain(char);
    if (allCapitals) return mapped.toUpperCase();
    const isCapital = /\p{Lu}/u.test(char) || (index === 0 && /\p{Script=Georgian}/u.test(char));
    return isCapital ? mapped.charAt(0).toUpperCase() + mapped.slice(1) : mapped;
  });
  return out.join('');
}

/** The name in Latin letters; spaces and hyphens between its words are kept. */
export function latinName(name: string): string {
  return name
    .replace(DROPPED, '')
    .replace(/[’`]/g, "'")
    .split(/([\s-]+)/)
    .map((part) => (/^[\s-]*$/.test(part) ? part : word(part)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The customer's name and surname as the lines carry them (what the profile has of them); null when it has neither. */
export function customerLatinName(name: string | null, surname: string | null): string | null {
  const parts = [name, surname].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? latinName(parts.join(' ')) : null;
}
