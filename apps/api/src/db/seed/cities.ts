import type { Country } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cities } from '../../modules/addresses/addresses.table.ts';

type CityNames = readonly [code: string, az: string, en: string, ru: string, uz: string, ka: string];

/**
 * The main cities of each country a delivery address may be in (product reference data, not demo data): the
 * capital first, then the other large cities and regional centres. Codes are stable (addresses refer to them);
 * a city is added at the end of its country's list and never renamed or removed. Names follow each language's
 * usual spelling (Azerbaijani, English, Russian, Uzbek Latin with ʻ, Georgian).
 */
// prettier-ignore
export const CITIES: Record<Country, readonly CityNames[]> = {
  AZ: [
    ['AZ-BAKU',        'Bakı',       'Baku',        'Баку',        'Boku',        'ბაქო'],
    ['AZ-GANJA',       'Gəncə',      'Ganja',       'Гянджа',      'Ganja',       'განჯა'],
    ['AZ-SUMGAIT',     'Sumqayıt',   'Sumgait',     'Сумгаит',     'Sumqayit',    'სუმგაითი'],
    ['AZ-MINGACHEVIR', 'Mingəçevir', 'Mingachevir', 'Мингечевир',  'Mingachevir', 'მინგეჩაური'],
    ['AZ-KHIRDALAN',   'Xırdalan',   'Khirdalan',   'Хырдалан',    'Xirdalan',    'ხირდალანი'],
    ['AZ-LANKARAN',    'Lənkəran',   'Lankaran',    'Ленкорань',   'Lankaran',    'ლენქორანი'],
    ['AZ-SHIRVAN',     'Şirvan',     'Shirvan',     'Ширван',      'Shirvan',     'შირვანი'],
    ['AZ-NAKHCHIVAN',  'Naxçıvan',   'Nakhchivan',  'Нахчыван',    'Naxchivon',   'ნახჭევანი'],
    ['AZ-SHAKI',       'Şəki',       'Shaki',       'Шеки',        'Shaki',       'შექი'],
    ['AZ-YEVLAKH',     'Yevlax',     'Yevlakh',     'Евлах',       'Yevlax',      'ევლახი'],
    ['AZ-SHAMKIR',     'Şəmkir',     'Shamkir',     'Шамкир',      'Shamkir',     'შამქორი'],
    ['AZ-BARDA',       'Bərdə',      'Barda',       'Барда',       'Barda',       'ბარდა'],
    ['AZ-GUBA',        'Quba',       'Guba',        'Губа',        'Quba',        'ყუბა'],
    ['AZ-KHACHMAZ',    'Xaçmaz',     'Khachmaz',    'Хачмаз',      'Xachmaz',     'ხაჩმაზი'],
    ['AZ-GABALA',      'Qəbələ',     'Gabala',      'Габала',      'Qabala',      'ყაბალა'],
    ['AZ-ZAGATALA',    'Zaqatala',   'Zagatala',    'Закатала',    'Zaqatala',    'ზაქათალა'],
    ['AZ-SHAMAKHI',    'Şamaxı',     'Shamakhi',    'Шемаха',      'Shamaxi',     'შამახი'],
    ['AZ-GAZAKH',      'Qazax',      'Gazakh',      'Газах',       'Qazax',       'ყაზახი'],
    ['AZ-ASTARA',      'Astara',     'Astara',      'Астара',      'Astara',      'ასტარა'],
    ['AZ-NAFTALAN',    'Naftalan',   'Naftalan',    'Нафталан',    'Naftalan',    'ნაფტალანი'],
  ],
  UZ: [
    ['UZ-TASHKENT',    'Daşkənd',    'Tashkent',    'Ташкент',     'Toshkent',    'ტაშკენტი'],
    ['UZ-SAMARKAND',   'Səmərqənd',  'Samarkand',   'Самарканд',   'Samarqand',   'სამარყანდი'],
    ['UZ-NAMANGAN',    'Namanqan',   'Namangan',    'Наманган',    'Namangan',    'ნამანგანი'],
    ['UZ-ANDIJAN',     'Əndican',    'Andijan',     'Андижан',     'Andijon',     'ანდიჟანი'],
    ['UZ-BUKHARA',     'Buxara',     'Bukhara',     'Бухара',      'Buxoro',      'ბუხარა'],
    ['UZ-NUKUS',       'Nukus',      'Nukus',       'Нукус',       'Nukus',       'ნუკუსი'],
    ['UZ-FERGANA',     'Fərqanə',    'Fergana',     'Фергана',     'Fargʻona',    'ფერგანა'],
    ['UZ-QARSHI',      'Qarşı',      'Qarshi',      'Карши',       'Qarshi',      'ყარში'],
    ['UZ-KOKAND',      'Kokand',     'Kokand',      'Коканд',      'Qoʻqon',      'კოკანდი'],
    ['UZ-MARGILAN',    'Marğilan',   'Margilan',    'Маргилан',    'Margʻilon',   'მარგილანი'],
    ['UZ-TERMEZ',      'Termez',     'Termez',      'Термез',      'Termiz',      'თერმეზი'],
    ['UZ-JIZZAKH',     'Cizzak',     'Jizzakh',     'Джизак',      'Jizzax',      'ჯიზაკი'],
    ['UZ-URGENCH',     'Urgənc',     'Urgench',     'Ургенч',      'Urganch',     'ურგენჩი'],
    ['UZ-NAVOIY',      'Navoi',      'Navoiy',      'Навои',       'Navoiy',      'ნავოი'],
    ['UZ-CHIRCHIQ',    'Çirçik',     'Chirchiq',    'Чирчик',      'Chirchiq',    'ჩირჩიკი'],
    ['UZ-GULISTAN',    'Gülüstan',   'Gulistan',    'Гулистан',    'Guliston',    'გულისტანი'],
    ['UZ-KHIVA',       'Xivə',       'Khiva',       'Хива',        'Xiva',        'ხივა'],
  ],
  GE: [
    ['GE-TBILISI',     'Tbilisi',    'Tbilisi',     'Тбилиси',     'Tbilisi',     'თბილისი'],
    ['GE-BATUMI',      'Batumi',     'Batumi',      'Батуми',      'Batumi',      'ბათუმი'],
    ['GE-KUTAISI',     'Kutaisi',    'Kutaisi',     'Кутаиси',     'Kutaisi',     'ქუთაისი'],
    ['GE-RUSTAVI',     'Rustavi',    'Rustavi',     'Рустави',     'Rustavi',     'რუსთავი'],
    ['GE-ZUGDIDI',     'Zuqdidi',    'Zugdidi',     'Зугдиди',     'Zugdidi',     'ზუგდიდი'],
    ['GE-GORI',        'Qori',       'Gori',        'Гори',        'Gori',        'გორი'],
    ['GE-POTI',        'Poti',       'Poti',        'Поти',        'Poti',        'ფოთი'],
    ['GE-KOBULETI',    'Kobuleti',   'Kobuleti',    'Кобулети',    'Kobuleti',    'ქობულეთი'],
    ['GE-KHASHURI',    'Xaşuri',     'Khashuri',    'Хашури',      'Xashuri',     'ხაშური'],
    ['GE-SAMTREDIA',   'Samtrediya', 'Samtredia',   'Самтредиа',   'Samtrediya',  'სამტრედია'],
    ['GE-SENAKI',      'Senaki',     'Senaki',      'Сенаки',      'Senaki',      'სენაკი'],
    ['GE-ZESTAPONI',   'Zestafoni',  'Zestaponi',   'Зестафони',   'Zestafoni',   'ზესტაფონი'],
    ['GE-MARNEULI',    'Marneuli',   'Marneuli',    'Марнеули',    'Marneuli',    'მარნეული'],
    ['GE-TELAVI',      'Telavi',     'Telavi',      'Телави',      'Telavi',      'თელავი'],
    ['GE-AKHALTSIKHE', 'Axalsıx',    'Akhaltsikhe', 'Ахалцихе',    'Axalsixe',    'ახალციხე'],
    ['GE-OZURGETI',    'Ozurgeti',   'Ozurgeti',    'Озургети',    'Ozurgeti',    'ოზურგეთი'],
    ['GE-GARDABANI',   'Qardabani',  'Gardabani',   'Гардабани',   'Gardabani',   'გარდაბანი'],
    ['GE-AKHALKALAKI', 'Axalkələk',  'Akhalkalaki', 'Ахалкалаки',  'Axalkalaki',  'ახალქალაქი'],
    ['GE-MTSKHETA',    'Mtsxeta',    'Mtskheta',    'Мцхета',      'Mtsxeta',     'მცხეთა'],
    ['GE-BORJOMI',     'Borjomi',    'Borjomi',     'Боржоми',     'Borjomi',     'ბორჯომი'],
  ],
};

/** Upserts the city list. Idempotent and safe to run concurrently; writes only what changed in this file. */
export async function seedCities(db: Db): Promise<void> {
  const rows = Object.entries(CITIES).flatMap(([country, list]) =>
    list.map(([code, nameAz, nameEn, nameRu, nameUz, nameKa], position) => ({
      code,
      country,
      nameAz,
      nameEn,
      nameRu,
      nameUz,
      nameKa,
      position,
    })),
  );
  await db
    .insert(cities)
    .values(rows)
    .onConflictDoUpdate({
      target: cities.code,
      set: {
        country: sql`excluded.country`,
        nameAz: sql`excluded.name_az`,
        nameEn: sql`excluded.name_en`,
        nameRu: sql`excluded.name_ru`,
        nameUz: sql`excluded.name_uz`,
        nameKa: sql`excluded.name_ka`,
        position: sql`excluded.position`,
      },
      setWhere: sql`(${cities.country}, ${cities.nameAz}, ${cities.nameEn}, ${cities.nameRu}, ${cities.nameUz}, ${cities.nameKa}, ${cities.position})
        is distinct from (excluded.country, excluded.name_az, excluded.name_en, excluded.name_ru, excluded.name_uz, excluded.name_ka, excluded.position)`,
    });
}
