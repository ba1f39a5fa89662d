import { describe, expect, it } from 'vitest';
import { customerLatinName, latinName } from './latin-name.ts';

describe('a name in Latin letters', () => {
  it('writes Azerbaijani, Uzbek and Turkish letters the way their passports and shops do', () => {
    expect(latinName('Aysel Məmmədova')).toBe('Aysel Mammadova');
    expect(latinName('Şəbnəm Ağayeva')).toBe('Shabnam Aghayeva');
    expect(latinName('Cəlil Çələbiyev')).toBe('Calil Chalabiyev');
    expect(latinName('Gʻulom Oʻrinov')).toBe('Gulom Orinov');
    expect(latinName('İlkin Hüseynli')).toBe('Ilkin Huseynli');
  });

  it('transliterates Cyrillic and Georgian, capitalising each word', () => {
    expect(latinName('Алексей Щукин')).toBe('Aleksey Shchukin');
    expect(latinName('Юлия Жукова-Цой')).toBe('Yuliya Zhukova-Tsoy');
    expect(latinName('Ҳамид Қодиров')).toBe('Hamid Qodirov');
    expect(latinName('ნინო ბერიძე')).toBe('Nino Beridze');
    expect(latinName('ხათუნა ჭყონია')).toBe('Khatuna Chqonia');
  });

  it('keeps names already in plain Latin letters, and capitals as typed', () => {
    expect(latinName("Sean O'Brien")).toBe("Sean O'Brien");
    expect(latinName('Sean O’Brien')).toBe("Sean O'Brien");
    expect(latinName('ƏLİ ƏLİYEV')).toBe('ALI ALIYEV');
    expect(latinName('  Anna   Müller ')).toBe('Anna Muller');
  });

  it('joins what the profile has of the name and surname, or nothing', () => {
    expect(customerLatinName('Aysel', 'Məmmədova')).toBe('Aysel Mammadova');
    expect(customerLatinName('Aysel', null)).toBe('Aysel');
    expect(customerLatinName(null, null)).toBeNull();
    expect(customerLatinName(' ', '')).toBeNull();
  });
});
