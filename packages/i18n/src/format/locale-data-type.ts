/** What the one formatter knows of a locale (generated into `locale-data.ts` from ICU; see its script). */
export interface LocaleData {
  number: { decimal: string; group: string; minus: string; minGrouping: number };
  /** Money per currency: the number as `#`, e.g. `$#`, `# ₼`, `UZS #`. */
  currency: Record<string, string>;
  percent: string;
  kilogram: string;
  centimeter: string;
  /** Date and time patterns by `dateStyle|timeStyle`: `{d}`, `{dd}`, `{M}`, `{MM}`, `{MMM}`, `{y}`, `{yy}`, `{H}`… */
  dates: Record<string, string>;
  twelveHour: boolean;
  /** Before and after noon, for a twelve-hour clock. */
  dayPeriods: [string, string];
  months: { long: string[]; medium: string[] };
}
