import type { Office, PickupPoint, WeeklyHours } from './types.ts';

/** One day's opening intervals; an empty list means closed that day. */
type Day = WeeklyHours['mon'];

const CLOSED: Day = [];

/** The same hours Monday to Friday, then Saturday and Sunday; every day gets its own copy of the intervals. */
function week(weekdays: Day, saturday: Day, sunday: Day): WeeklyHours {
  const copy = (day: Day): Day => day.map(([open, close]) => [open, close]);
  return {
    mon: copy(weekdays),
    tue: copy(weekdays),
    wed: copy(weekdays),
    thu: copy(weekdays),
    fri: copy(weekdays),
    sat: copy(saturday),
    sun: copy(sunday),
  };
}

/** Round the clock, every day ('24:00' closes the day). */
const ALWAYS_OPEN = week([['00:00', '24:00']], [['00:00', '24:00']], [['00:00', '24:00']]);

const OFFICE_HOURS = week([['09:00', '19:00']], [['10:00', '16:00']], CLOSED);

/** The three head offices, one per country: customer desk, contracts, claims. */
export const OFFICES: readonly Office[] = [
  {
    id: 'baku-head-office',
    country: 'AZ',
    city: 'AZ-BAKU',
    phones: ['+994 12 404 77 00', '+994 50 204 77 00'],
    email: 'support@yolla.az',
    timeZone: 'Asia/Baku',
    hours: OFFICE_HOURS,
    lat: 40.3762,
    lng: 49.8478,
    translations: {
      az: { name: 'Yolla baş ofisi — Bakı', address: 'Nizami küçəsi, 96' },
      en: { name: 'Yolla head office — Baku', address: '96 Nizami Street' },
      ru: { name: 'Головной офис Yolla — Баку', address: 'ул. Низами, 96' },
      uz: { name: 'Yolla bosh ofisi — Boku', address: 'Nizomiy koʻchasi, 96' },
      ka: { name: 'Yolla-ს სათაო ოფისი — ბაქო', address: 'ნიზამის ქუჩა 96' },
    },
  },
  {
    id: 'tashkent-head-office',
    country: 'UZ',
    city: 'UZ-TASHKENT',
    phones: ['+998 71 200 77 00', '+998 90 960 77 00'],
    email: 'support@yolla.uz',
    timeZone: 'Asia/Tashkent',
    hours: OFFICE_HOURS,
    lat: 41.3228,
    lng: 69.2834,
    translations: {
      az: { name: 'Yolla baş ofisi — Daşkənd', address: 'Əmir Teymur prospekti, 41' },
      en: { name: 'Yolla head office — Tashkent', address: '41 Amir Temur Avenue' },
      ru: { name: 'Головной офис Yolla — Ташкент', address: 'просп. Амира Темура, 41' },
      uz: { name: 'Yolla bosh ofisi — Toshkent', address: 'Amir Temur shoh koʻchasi, 41' },
      ka: { name: 'Yolla-ს სათაო ოფისი — ტაშკენტი', address: 'ამირ თემურის გამზირი 41' },
    },
  },
  {
    id: 'tbilisi-head-office',
    country: 'GE',
    city: 'GE-TBILISI',
    phones: ['+995 32 219 77 00', '+995 555 19 77 00'],
    email: 'support@yolla.ge',
    timeZone: 'Asia/Tbilisi',
    hours: OFFICE_HOURS,
    lat: 41.6986,
    lng: 44.7958,
    translations: {
      az: { name: 'Yolla baş ofisi — Tbilisi', address: 'Şota Rustaveli prospekti, 34' },
      en: { name: 'Yolla head office — Tbilisi', address: '34 Shota Rustaveli Avenue' },
      ru: { name: 'Головной офис Yolla — Тбилиси', address: 'просп. Шота Руставели, 34' },
      uz: { name: 'Yolla bosh ofisi — Tbilisi', address: 'Shota Rustaveli prospekti, 34' },
      ka: { name: 'Yolla-ს სათაო ოფისი — თბილისი', address: 'შოთა რუსთაველის გამზირი 34' },
    },
  },
];

/**
 * Where parcels are collected: our own branches (longest hours, Saturdays too), partner counters in shops (the
 * shop's phone and hours) and parcel lockers (no phone; the pickup code comes by SMS). Listed in display order:
 * by country, the capital first.
 */
export const PICKUP_POINTS: readonly PickupPoint[] = [
  // ——— Azerbaijan ———
  {
    id: 'AZ-BAKU-001',
    country: 'AZ',
    city: 'AZ-BAKU',
    type: 'branch',
    phone: '+994 12 404 77 10',
    timeZone: 'Asia/Baku',
    hours: week([['09:00', '21:00']], [['10:00', '20:00']], [['11:00', '17:00']]),
    lat: 40.37815,
    lng: 49.84652,
    translations: {
      az: {
        name: 'Yolla 28 May',
        address: 'Cəfər Cabbarlı küçəsi, 40',
        howToFind:
          '28 Mall-dan üç dəqiqəlik piyada yolu. Giriş küçədəndir, Yolla lövhəsinin altından; bağlamalar birinci mərtəbədə verilir.',
      },
      en: {
        name: 'Yolla 28 May',
        address: '40 Jafar Jabbarli Street',
        howToFind:
          'A three-minute walk from 28 Mall. The entrance is from the street, under the Yolla sign; parcels are handed out on the ground floor.',
      },
      ru: {
        name: 'Yolla «28 Мая»',
        address: 'ул. Джафара Джаббарлы, 40',
        howToFind:
          'В трёх минутах ходьбы от «28 Mall». Вход с улицы, под вывеской Yolla; выдача посылок на первом этаже.',
      },
      uz: {
        name: 'Yolla 28-May',
        address: 'Jafar Jabbarli koʻchasi, 40',
        howToFind:
          '28 Mall savdo markazidan piyoda uch daqiqalik yoʻl. Kirish koʻcha tomondan, Yolla peshlavhasi ostidan; posilkalar birinchi qavatda beriladi.',
      },
      ka: {
        name: 'Yolla 28 მაისი',
        address: 'ჯაფარ ჯაბარლის ქუჩა 40',
        howToFind:
          '28 Mall-იდან ფეხით სამი წუთის სავალზე. შესასვლელი ქუჩიდანაა, Yolla-ს აბრის ქვეშ; ამანათები გაიცემა პირველ სართულზე.',
      },
    },
  },
  {
    id: 'AZ-BAKU-002',
    country: 'AZ',
    city: 'AZ-BAKU',
    type: 'branch',
    phone: '+994 12 404 77 20',
    timeZone: 'Asia/Baku',
    hours: week([['09:00', '20:00']], [['10:00', '18:00']], [['11:00', '17:00']]),
    lat: 40.40218,
    lng: 49.85547,
    translations: {
      az: { name: 'Yolla Gənclik', address: 'Atatürk prospekti, 38' },
      en: { name: 'Yolla Ganjlik', address: '38 Ataturk Avenue' },
      ru: { name: 'Yolla Гянджлик', address: 'просп. Ататюрка, 38' },
      uz: { name: 'Yolla Ganjlik', address: 'Otaturk prospekti, 38' },
      ka: { name: 'Yolla განჯლიქი', address: 'ათათურქის გამზირი 38' },
    },
  },
  {
    id: 'AZ-BAKU-003',
    country: 'AZ',
    city: 'AZ-BAKU',
    type: 'partner',
    phone: '+994 50 318 42 67',
    timeZone: 'Asia/Baku',
    hours: week([['10:00', '19:00']], [['10:00', '17:00']], CLOSED),
    lat: 40.40395,
    lng: 49.86912,
    translations: {
      az: {
        name: 'Yolla tərəfdaş məntəqəsi — Nərimanov',
        address: 'Təbriz küçəsi, 65',
        howToFind:
          '«Nəriman Nərimanov» metrostansiyasından beş dəqiqəlik piyada yolu. Yolla piştaxtası mobil telefon mağazasının içində, kassanın solundadır.',
      },
      en: {
        name: 'Yolla partner point — Narimanov',
        address: '65 Tabriz Street',
        howToFind:
          'Five minutes on foot from Nariman Narimanov metro station. The Yolla counter is inside the mobile phone shop, to the left of the till.',
      },
      ru: {
        name: 'Партнёрский пункт Yolla — Нариманов',
        address: 'ул. Тебриз, 65',
        howToFind:
          'В пяти минутах ходьбы от станции метро «Нариман Нариманов». Стойка Yolla — внутри магазина мобильных телефонов, слева от кассы.',
      },
      uz: {
        name: 'Yolla hamkor punkti — Narimanov',
        address: 'Tabriz koʻchasi, 65',
        howToFind:
          '«Nariman Narimanov» metro bekatidan piyoda besh daqiqa. Yolla peshtaxtasi mobil telefonlar doʻkoni ichida, kassaning chap tomonida.',
      },
      ka: {
        name: 'Yolla-ს საპარტნიორო პუნქტი — ნარიმანოვი',
        address: 'თავრიზის ქუჩა 65',
        howToFind:
          'მეტროსადგურ „ნარიმან ნარიმანოვიდან“ ფეხით ხუთი წუთის სავალზე. Yolla-ს დახლი მობილური ტელეფონების მაღაზიაშია, სალაროს მარცხნივ.',
      },
    },
  },
  {
    id: 'AZ-BAKU-004',
    country: 'AZ',
    city: 'AZ-BAKU',
    type: 'locker',
    phone: null,
    timeZone: 'Asia/Baku',
    hours: ALWAYS_OPEN,
    lat: 40.37685,
    lng: 49.81268,
    translations: {
      az: {
        name: 'Yolla poçtamatı — Yasamal',
        address: 'Hüseyn Cavid prospekti, 25',
        howToFind:
          '«Elmlər Akademiyası» metrostansiyasından beş dəqiqəlik yol. Poçtamat supermarketin girişində, küçə tərəfdədir və gecə-gündüz işləyir; götürmə kodu SMS ilə gəlir.',
      },
      en: {
        name: 'Yolla — Yasamal locker',
        address: '25 Huseyn Javid Avenue',
        howToFind:
          'Five minutes from Elmlar Akademiyasi metro station. The locker stands by the supermarket entrance on the street side and is open around the clock; the pickup code comes by SMS.',
      },
      ru: {
        name: 'Постамат Yolla — Ясамал',
        address: 'просп. Гусейна Джавида, 25',
        howToFind:
          'В пяти минутах от станции метро «Элмляр Академиясы». Постамат стоит у входа в супермаркет со стороны улицы и работает круглосуточно; код для получения придёт в SMS.',
      },
      uz: {
        name: 'Yolla pochtamati — Yasamal',
        address: 'Husayn Javid prospekti, 25',
        howToFind:
          '«Elmlar Akademiyasi» metro bekatidan besh daqiqa. Pochtamat supermarket kiraverishida, koʻcha tomonda turadi va kecha-kunduz ishlaydi; olish kodi SMS orqali keladi.',
      },
      ka: {
        name: 'Yolla-ს ამანათების ტერმინალი — იასამალი',
        address: 'ჰუსეინ ჯავიდის გამზირი 25',
        howToFind:
          'მეტროსადგურ „ელმლარ აკადემიასიდან“ ხუთი წუთის სავალზე. ტერმინალი სუპერმარკეტის შესასვლელთან, ქუჩის მხარესაა და მუშაობს მთელი დღე-ღამე; ამანათის ასაღები კოდი SMS-ით მოგივათ.',
      },
    },
  },
  {
    id: 'AZ-BAKU-005',
    country: 'AZ',
    city: 'AZ-BAKU',
    type: 'locker',
    phone: null,
    timeZone: 'Asia/Baku',
    hours: week([['07:00', '23:00']], [['07:00', '23:00']], [['07:00', '23:00']]),
    lat: 40.38412,
    lng: 49.95563,
    translations: {
      az: {
        name: 'Yolla poçtamatı — Əhmədli',
        address: 'Məhəmməd Hadi küçəsi, 29',
        howToFind:
          '«Əhmədli» metrostansiyasından beş dəqiqəlik yol. Poçtamat ticarət mərkəzinin birinci mərtəbəsində, supermarketin girişinin yanındadır; ona ticarət mərkəzi açıq olan saatlarda — 07:00-dan 23:00-dək yaxınlaşmaq olar.',
      },
      en: {
        name: 'Yolla — Ahmadli locker',
        address: '29 Mahammad Hadi Street',
        howToFind:
          'Five minutes from Ahmadli metro station. The locker is on the ground floor of the shopping centre, next to the supermarket entrance, and can be reached while the centre is open, from 07:00 to 23:00.',
      },
      ru: {
        name: 'Постамат Yolla — Ахмедлы',
        address: 'ул. Мамеда Гади, 29',
        howToFind:
          'В пяти минутах от станции метро «Ахмедлы». Постамат — на первом этаже торгового центра, рядом со входом в супермаркет; он доступен, пока открыт центр, с 07:00 до 23:00.',
      },
      uz: {
        name: 'Yolla pochtamati — Ahmadli',
        address: 'Mahammad Hadi koʻchasi, 29',
        howToFind:
          '«Ahmadli» metro bekatidan besh daqiqa. Pochtamat savdo markazining birinchi qavatida, supermarket kiraverishi yonida; undan savdo markazi ochiq paytda — 07:00 dan 23:00 gacha foydalanish mumkin.',
      },
      ka: {
        name: 'Yolla-ს ამანათების ტერმინალი — ახმედლი',
        address: 'მაჰამად ჰადის ქუჩა 29',
        howToFind:
          'მეტროსადგურ „ახმედლიდან“ ხუთი წუთის სავალზე. ტერმინალი სავაჭრო ცენტრის პირველ სართულზეა, სუპერმარკეტის შესასვლელის გვერდით; მასთან მისვლა შეიძლება ცენტრის სამუშაო საათებში — 07:00-დან 23:00-მდე.',
      },
    },
  },
  {
    id: 'AZ-KHIRDALAN-001',
    country: 'AZ',
    city: 'AZ-KHIRDALAN',
    type: 'partner',
    phone: '+994 55 627 19 04',
    timeZone: 'Asia/Baku',
    hours: week([['10:00', '19:00']], [['10:00', '16:00']], CLOSED),
    lat: 40.44862,
    lng: 49.75614,
    translations: {
      az: { name: 'Yolla tərəfdaş məntəqəsi — Xırdalan', address: 'Heydər Əliyev prospekti, 12' },
      en: { name: 'Yolla partner point — Khirdalan', address: '12 Heydar Aliyev Avenue' },
      ru: { name: 'Партнёрский пункт Yolla — Хырдалан', address: 'просп. Гейдара Алиева, 12' },
      uz: { name: 'Yolla hamkor punkti — Xirdalan', address: 'Haydar Aliyev prospekti, 12' },
      ka: { name: 'Yolla-ს საპარტნიორო პუნქტი — ხირდალანი', address: 'ჰეიდარ ალიევის გამზირი 12' },
    },
  },
  {
    id: 'AZ-SUMGAIT-001',
    country: 'AZ',
    city: 'AZ-SUMGAIT',
    type: 'branch',
    phone: '+994 18 655 31 40',
    timeZone: 'Asia/Baku',
    hours: week([['09:00', '20:00']], [['10:00', '18:00']], CLOSED),
    lat: 40.5874,
    lng: 49.66812,
    translations: {
      az: { name: 'Yolla Sumqayıt', address: 'Sülh küçəsi, 16' },
      en: { name: 'Yolla Sumgait', address: '16 Sulh Street' },
      ru: { name: 'Yolla Сумгаит', address: 'ул. Сульх, 16' },
      uz: { name: 'Yolla Sumqayit', address: 'Sulh koʻchasi, 16' },
      ka: { name: 'Yolla სუმგაითი', address: 'სულჰის ქუჩა 16' },
    },
  },
  {
    id: 'AZ-GANJA-001',
    country: 'AZ',
    city: 'AZ-GANJA',
    type: 'branch',
    phone: '+994 22 256 48 10',
    timeZone: 'Asia/Baku',
    hours: week([['09:00', '20:00']], [['10:00', '18:00']], CLOSED),
    lat: 40.68377,
    lng: 46.36203,
    translations: {
      az: { name: 'Yolla Gəncə', address: 'Atatürk prospekti, 275' },
      en: { name: 'Yolla Ganja', address: '275 Ataturk Avenue' },
      ru: { name: 'Yolla Гянджа', address: 'просп. Ататюрка, 275' },
      uz: { name: 'Yolla Ganja', address: 'Otaturk prospekti, 275' },
      ka: { name: 'Yolla განჯა', address: 'ათათურქის გამზირი 275' },
    },
  },
  {
    id: 'AZ-GANJA-002',
    country: 'AZ',
    city: 'AZ-GANJA',
    type: 'locker',
    phone: null,
    timeZone: 'Asia/Baku',
    hours: ALWAYS_OPEN,
    lat: 40.68175,
    lng: 46.35968,
    translations: {
      az: {
        name: 'Yolla poçtamatı — Gəncə, Cavad xan',
        address: 'Cavad xan küçəsi, 17',
        howToFind: 'Cavad xan küçəsinin piyada hissəsində, binanın tağlı keçidindədir. Poçtamat gecə-gündüz açıqdır.',
      },
      en: {
        name: 'Yolla — Ganja, Javad Khan Street locker',
        address: '17 Javad Khan Street',
        howToFind: 'On the pedestrian part of Javad Khan Street, in the archway of the building. Open 24/7.',
      },
      ru: {
        name: 'Постамат Yolla — Гянджа, ул. Джавад хана',
        address: 'ул. Джавад хана, 17',
        howToFind: 'На пешеходной части улицы Джавад хана, в арке дома. Постамат доступен круглосуточно.',
      },
      uz: {
        name: 'Yolla pochtamati — Ganja, Javad xon koʻchasi',
        address: 'Javad xon koʻchasi, 17',
        howToFind: 'Javad xon koʻchasining piyodalar qismida, bino ravogi ostida. Pochtamat kecha-kunduz ochiq.',
      },
      ka: {
        name: 'Yolla-ს ამანათების ტერმინალი — განჯა, ჯავად-ხანის ქუჩა',
        address: 'ჯავად-ხანის ქუჩა 17',
        howToFind: 'ჯავად-ხანის ქუჩის საფეხმავლო ნაწილზე, შენობის თაღში. ტერმინალი მუშაობს მთელი დღე-ღამე.',
      },
    },
  },
  {
    id: 'AZ-LANKARAN-001',
    country: 'AZ',
    city: 'AZ-LANKARAN',
    type: 'partner',
    phone: '+994 25 255 63 18',
    timeZone: 'Asia/Baku',
    hours: week(
      [
        ['09:00', '13:00'],
        ['14:00', '18:00'],
      ],
      [['09:00', '14:00']],
      CLOSED,
    ),
    lat: 38.75312,
    lng: 48.85094,
    translations: {
      az: {
        name: 'Yolla tərəfdaş məntəqəsi — Lənkəran',
        address: 'Həzi Aslanov küçəsi, 45',
        howToFind:
          'Mərkəzi bazarın yaxınlığında, dəftərxana mağazasının içində. 13:00-dan 14:00-dək nahar fasiləsidir.',
      },
      en: {
        name: 'Yolla partner point — Lankaran',
        address: '45 Hazi Aslanov Street',
        howToFind: 'Near the central market, inside the stationery shop. Closed for lunch from 13:00 to 14:00.',
      },
      ru: {
        name: 'Партнёрский пункт Yolla — Ленкорань',
        address: 'ул. Ази Асланова, 45',
        howToFind: 'Рядом с центральным рынком, внутри магазина канцтоваров. Обед с 13:00 до 14:00.',
      },
      uz: {
        name: 'Yolla hamkor punkti — Lankaran',
        address: 'Hazi Aslanov koʻchasi, 45',
        howToFind:
          'Markaziy bozor yaqinida, kanselyariya tovarlari doʻkoni ichida. 13:00 dan 14:00 gacha tushlik tanaffusi.',
      },
      ka: {
        name: 'Yolla-ს საპარტნიორო პუნქტი — ლენქორანი',
        address: 'ჰაზი ასლანოვის ქუჩა 45',
        howToFind: 'ცენტრალურ ბაზართან ახლოს, საკანცელარიო მაღაზიაში. შესვენება 13:00-დან 14:00-მდე.',
      },
    },
  },

  // ——— Uzbekistan ———
  {
    id: 'UZ-TASHKENT-001',
    country: 'UZ',
    city: 'UZ-TASHKENT',
    type: 'branch',
    phone: '+998 71 200 77 10',
    timeZone: 'Asia/Tashkent',
    hours: week([['09:00', '21:00']], [['10:00', '20:00']], [['11:00', '17:00']]),
    lat: 41.27483,
    lng: 69.20597,
    translations: {
      az: {
        name: 'Yolla Çilanzar',
        address: 'Bunyodkor prospekti, 42',
        howToFind: '«Çilanzar» metrostansiyasından üç dəqiqəlik piyada yolu; binanın birinci mərtəbəsi, giriş küçədən.',
      },
      en: {
        name: 'Yolla Chilanzar',
        address: '42 Bunyodkor Avenue',
        howToFind: 'Three minutes on foot from Chilonzor metro station; ground floor, entrance from the street.',
      },
      ru: {
        name: 'Yolla Чиланзар',
        address: 'просп. Бунёдкор, 42',
        howToFind: 'В трёх минутах ходьбы от станции метро «Чиланзар»; первый этаж, вход с улицы.',
      },
      uz: {
        name: 'Yolla Chilonzor',
        address: 'Bunyodkor shoh koʻchasi, 42',
        howToFind: '«Chilonzor» metro bekatidan piyoda uch daqiqa; binaning birinchi qavati, kirish koʻcha tomondan.',
      },
      ka: {
        name: 'Yolla ჩილანზარი',
        address: 'ბუნიოდკორის გამზირი 42',
        howToFind: 'მეტროსადგურ „ჩილანზარიდან“ ფეხით სამი წუთის სავალზე; პირველი სართული, შესასვლელი ქუჩიდან.',
      },
    },
  },
  {
    id: 'UZ-TASHKENT-002',
    country: 'UZ',
    city: 'UZ-TASHKENT',
    type: 'partner',
    phone: '+998 90 934 58 21',
    timeZone: 'Asia/Tashkent',
    hours: week([['10:00', '19:00']], [['10:00', '17:00']], [['11:00', '15:00']]),
    lat: 41.36215,
    lng: 69.28968,
    translations: {
      az: { name: 'Yolla tərəfdaş məntəqəsi — Yunusabad', address: 'Boğişamol küçəsi, 21' },
      en: { name: 'Yolla partner point — Yunusabad', address: '21 Bogishamol Street' },
      ru: { name: 'Партнёрский пункт Yolla — Юнусабад', address: 'ул. Богишамол, 21' },
      uz: { name: 'Yolla hamkor punkti — Yunusobod', address: 'Bogʻishamol koʻchasi, 21' },
      ka: { name: 'Yolla-ს საპარტნიორო პუნქტი — იუნუსაბადი', address: 'ბოღიშამოლის ქუჩა 21' },
    },
  },
  {
    id: 'UZ-TASHKENT-003',
    country: 'UZ',
    city: 'UZ-TASHKENT',
    type: 'locker',
    phone: null,
    timeZone: 'Asia/Tashkent',
    hours: ALWAYS_OPEN,
    lat: 41.32648,
    lng: 69.33512,
    translations: {
      az: {
        name: 'Yolla poçtamatı — Mirzə Uluqbəy',
        address: 'Böyük İpək Yolu küçəsi, 87',
        howToFind:
          '«Böyük İpək Yolu» metrostansiyasının yanında, supermarketin girişində; poçtamat gecə-gündüz işləyir.',
      },
      en: {
        name: 'Yolla — Mirzo Ulugbek locker',
        address: '87 Buyuk Ipak Yuli Street',
        howToFind:
          'Next to Buyuk Ipak Yuli metro station, at the supermarket entrance; the locker is open around the clock.',
      },
      ru: {
        name: 'Постамат Yolla — Мирзо-Улугбек',
        address: 'ул. Буюк Ипак Йули, 87',
        howToFind: 'Рядом со станцией метро «Буюк Ипак Йули», у входа в супермаркет; постамат работает круглосуточно.',
      },
      uz: {
        name: 'Yolla pochtamati — Mirzo Ulugʻbek',
        address: 'Buyuk Ipak yoʻli koʻchasi, 87',
        howToFind:
          '«Buyuk Ipak yoʻli» metro bekati yonida, supermarket kiraverishida; pochtamat kecha-kunduz ishlaydi.',
      },
      ka: {
        name: 'Yolla-ს ამანათების ტერმინალი — მირზო-ულუღბეგი',
        address: 'ბუიუკ იპაკ იულის ქუჩა 87',
        howToFind: 'მეტროსადგურ „ბუიუკ იპაკ იულისთან“, სუპერმარკეტის შესასვლელთან; ტერმინალი მუშაობს მთელი დღე-ღამე.',
      },
    },
  },
  {
    id: 'UZ-SAMARKAND-001',
    country: 'UZ',
    city: 'UZ-SAMARKAND',
    type: 'branch',
    phone: '+998 66 233 41 70',
    timeZone: 'Asia/Tashkent',
    hours: week([['09:00', '20:00']], [['10:00', '18:00']], CLOSED),
    lat: 39.65187,
    lng: 66.96354,
    translations: {
      az: { name: 'Yolla Səmərqənd', address: 'Rudəki küçəsi, 30' },
      en: { name: 'Yolla Samarkand', address: '30 Rudaki Street' },
      ru: { name: 'Yolla Самарканд', address: 'ул. Рудаки, 30' },
      uz: { name: 'Yolla Samarqand', address: 'Rudakiy koʻchasi, 30' },
      ka: { name: 'Yolla სამარყანდი', address: 'რუდაქის ქუჩა 30' },
    },
  },
  {
    id: 'UZ-BUKHARA-001',
    country: 'UZ',
    city: 'UZ-BUKHARA',
    type: 'partner',
    phone: '+998 65 221 84 36',
    timeZone: 'Asia/Tashkent',
    hours: week([['09:00', '18:00']], [['09:00', '15:00']], CLOSED),
    lat: 39.76795,
    lng: 64.42876,
    translations: {
      az: {
        name: 'Yolla tərəfdaş məntəqəsi — Buxara',
        address: 'Məhəmməd İqbal küçəsi, 11',
        howToFind: 'Mobil telefon mağazasının içində: girişdən sağda, üzərində Yolla nişanı olan piştaxta.',
      },
      en: {
        name: 'Yolla partner point — Bukhara',
        address: '11 Muhammad Iqbal Street',
        howToFind: 'Inside the mobile phone shop: the counter with the Yolla sign, to the right of the entrance.',
      },
      ru: {
        name: 'Партнёрский пункт Yolla — Бухара',
        address: 'ул. Мухаммада Икбала, 11',
        howToFind: 'Внутри магазина мобильных телефонов: стойка с логотипом Yolla справа от входа.',
      },
      uz: {
        name: 'Yolla hamkor punkti — Buxoro',
        address: 'Muhammad Iqbol koʻchasi, 11',
        howToFind: 'Mobil telefonlar doʻkoni ichida: kiraverishdan oʻngda, Yolla belgisi bor peshtaxta.',
      },
      ka: {
        name: 'Yolla-ს საპარტნიორო პუნქტი — ბუხარა',
        address: 'მუჰამად იქბალის ქუჩა 11',
        howToFind: 'მობილური ტელეფონების მაღაზიაში: შესასვლელიდან მარჯვნივ, დახლი Yolla-ს ლოგოთი.',
      },
    },
  },
  {
    id: 'UZ-NAMANGAN-001',
    country: 'UZ',
    city: 'UZ-NAMANGAN',
    type: 'partner',
    phone: '+998 93 405 17 62',
    timeZone: 'Asia/Tashkent',
    hours: week([['09:00', '18:00']], [['09:00', '16:00']], CLOSED),
    lat: 40.99884,
    lng: 71.66417,
    translations: {
      az: { name: 'Yolla tərəfdaş məntəqəsi — Namanqan', address: 'Uyçi küçəsi, 23' },
      en: { name: 'Yolla partner point — Namangan', address: '23 Uychi Street' },
      ru: { name: 'Партнёрский пункт Yolla — Наманган', address: 'ул. Уйчи, 23' },
      uz: { name: 'Yolla hamkor punkti — Namangan', address: 'Uychi koʻchasi, 23' },
      ka: { name: 'Yolla-ს საპარტნიორო პუნქტი — ნამანგანი', address: 'უიჩის ქუჩა 23' },
    },
  },
  {
    id: 'UZ-ANDIJAN-001',
    country: 'UZ',
    city: 'UZ-ANDIJAN',
    type: 'locker',
    phone: null,
    timeZone: 'Asia/Tashkent',
    hours: ALWAYS_OPEN,
    lat: 40.78296,
    lng: 72.34985,
    translations: {
      az: { name: 'Yolla poçtamatı — Əndican', address: 'Nəvai prospekti, 47' },
      en: { name: 'Yolla — Andijan locker', address: '47 Navoi Avenue' },
      ru: { name: 'Постамат Yolla — Андижан', address: 'просп. Навои, 47' },
      uz: { name: 'Yolla pochtamati — Andijon', address: 'Navoiy shoh koʻchasi, 47' },
      ka: { name: 'Yolla-ს ამანათების ტერმინალი — ანდიჟანი', address: 'ნავოის გამზირი 47' },
    },
  },

  // ——— Georgia ———
  {
    id: 'GE-TBILISI-001',
    country: 'GE',
    city: 'GE-TBILISI',
    type: 'branch',
    phone: '+995 32 219 77 10',
    timeZone: 'Asia/Tbilisi',
    hours: week([['09:00', '21:00']], [['10:00', '20:00']], [['11:00', '17:00']]),
    lat: 41.70948,
    lng: 44.76284,
    translations: {
      az: { name: 'Yolla Vake', address: 'İlia Çavçavadze prospekti, 37' },
      en: { name: 'Yolla Vake', address: '37 Ilia Chavchavadze Avenue' },
      ru: { name: 'Yolla Ваке', address: 'просп. Ильи Чавчавадзе, 37' },
      uz: { name: 'Yolla Vake', address: 'Ilya Chavchavadze prospekti, 37' },
      ka: { name: 'Yolla ვაკე', address: 'ილია ჭავჭავაძის გამზირი 37' },
    },
  },
  {
    id: 'GE-TBILISI-002',
    country: 'GE',
    city: 'GE-TBILISI',
    type: 'locker',
    phone: null,
    timeZone: 'Asia/Tbilisi',
    hours: ALWAYS_OPEN,
    lat: 41.72553,
    lng: 44.74796,
    translations: {
      az: {
        name: 'Yolla poçtamatı — Saburtalo',
        address: 'Vaja-Pşavela prospekti, 45',
        howToFind:
          '«Tibb Universiteti» metrostansiyasından beş dəqiqəlik yol, supermarketin girişində; poçtamat gecə-gündüz işləyir.',
      },
      en: {
        name: 'Yolla — Saburtalo locker',
        address: '45 Vazha-Pshavela Avenue',
        howToFind:
          'Five minutes from Medical University metro station, by the supermarket entrance; open around the clock.',
      },
      ru: {
        name: 'Постамат Yolla — Сабуртало',
        address: 'просп. Важа-Пшавела, 45',
        howToFind:
          'В пяти минутах от станции метро «Медицинский университет», у входа в супермаркет; постамат работает круглосуточно.',
      },
      uz: {
        name: 'Yolla pochtamati — Saburtalo',
        address: 'Vaja-Pshavela prospekti, 45',
        howToFind:
          '«Tibbiyot universiteti» metro bekatidan besh daqiqa, supermarket kiraverishida; pochtamat kecha-kunduz ishlaydi.',
      },
      ka: {
        name: 'Yolla-ს ამანათების ტერმინალი — საბურთალო',
        address: 'ვაჟა-ფშაველას გამზირი 45',
        howToFind:
          'მეტროსადგურ „სამედიცინო უნივერსიტეტიდან“ ხუთი წუთის სავალზე, სუპერმარკეტის შესასვლელთან; ტერმინალი მუშაობს მთელი დღე-ღამე.',
      },
    },
  },
  {
    id: 'GE-TBILISI-003',
    country: 'GE',
    city: 'GE-TBILISI',
    type: 'partner',
    phone: '+995 599 41 27 83',
    timeZone: 'Asia/Tbilisi',
    hours: week([['10:00', '19:00']], [['11:00', '17:00']], CLOSED),
    lat: 41.79184,
    lng: 44.82153,
    translations: {
      az: {
        name: 'Yolla tərəfdaş məntəqəsi — Qldani',
        address: 'Xizanişvili küçəsi, 14',
        howToFind:
          'Birinci mərtəbədəki təsərrüfat malları mağazasının içində; Yolla piştaxtası sağda, pəncərənin yanındadır. Bazar günü işləmir.',
      },
      en: {
        name: 'Yolla partner point — Gldani',
        address: '14 Khizanishvili Street',
        howToFind:
          'Inside the household goods shop on the ground floor; the Yolla counter is on the right, by the window. Closed on Sundays.',
      },
      ru: {
        name: 'Партнёрский пункт Yolla — Глдани',
        address: 'ул. Хизанишвили, 14',
        howToFind: 'Внутри магазина хозтоваров на первом этаже; стойка Yolla справа, у окна. В воскресенье выходной.',
      },
      uz: {
        name: 'Yolla hamkor punkti — Gldani',
        address: 'Xizanishvili koʻchasi, 14',
        howToFind:
          'Birinchi qavatdagi xoʻjalik mollari doʻkoni ichida; Yolla peshtaxtasi oʻng tomonda, deraza yonida. Yakshanba — dam olish kuni.',
      },
      ka: {
        name: 'Yolla-ს საპარტნიორო პუნქტი — გლდანი',
        address: 'ხიზანიშვილის ქუჩა 14',
        howToFind:
          'სამეურნეო საქონლის მაღაზიაში, პირველ სართულზე; Yolla-ს დახლი მარჯვნივაა, ფანჯარასთან. კვირას დაკეტილია.',
      },
    },
  },
  {
    id: 'GE-TBILISI-004',
    country: 'GE',
    city: 'GE-TBILISI',
    type: 'partner',
    phone: '+995 577 62 08 14',
    timeZone: 'Asia/Tbilisi',
    hours: week([['10:00', '20:00']], [['10:00', '20:00']], [['11:00', '16:00']]),
    lat: 41.68776,
    lng: 44.83052,
    translations: {
      az: { name: 'Yolla tərəfdaş məntəqəsi — İsani', address: 'Ketevan Tsamebuli prospekti, 58' },
      en: { name: 'Yolla partner point — Isani', address: '58 Ketevan Tsamebuli Avenue' },
      ru: { name: 'Партнёрский пункт Yolla — Исани', address: 'просп. Кетеван Цамебули, 58' },
      uz: { name: 'Yolla hamkor punkti — Isani', address: 'Ketevan Tsamebuli prospekti, 58' },
      ka: { name: 'Yolla-ს საპარტნიორო პუნქტი — ისანი', address: 'ქეთევან წამებულის გამზირი 58' },
    },
  },
  {
    id: 'GE-BATUMI-001',
    country: 'GE',
    city: 'GE-BATUMI',
    type: 'branch',
    phone: '+995 422 27 45 10',
    timeZone: 'Asia/Tbilisi',
    hours: week([['09:00', '20:00']], [['10:00', '18:00']], CLOSED),
    lat: 41.64472,
    lng: 41.63864,
    translations: {
      az: {
        name: 'Yolla Batumi',
        address: 'Çavçavadze küçəsi, 48',
        howToFind:
          'Giriş küçədən, Yolla lövhəsinin altındandır; bağlamanı götürənədək maşını həyətdə pulsuz saxlamaq olar.',
      },
      en: {
        name: 'Yolla Batumi',
        address: '48 Chavchavadze Street',
        howToFind:
          'The entrance is from the street, under the Yolla sign; you can leave your car in the courtyard free of charge while you collect your parcel.',
      },
      ru: {
        name: 'Yolla Батуми',
        address: 'ул. Чавчавадзе, 48',
        howToFind:
          'Вход с улицы, под вывеской Yolla; на время получения посылки машину можно бесплатно оставить во дворе.',
      },
      uz: {
        name: 'Yolla Batumi',
        address: 'Chavchavadze koʻchasi, 48',
        howToFind:
          'Kirish koʻcha tomondan, Yolla peshlavhasi ostidan; posilkani olguncha mashinani hovlida bepul qoldirish mumkin.',
      },
      ka: {
        name: 'Yolla ბათუმი',
        address: 'ჭავჭავაძის ქუჩა 48',
        howToFind: 'შესასვლელი ქუჩიდანაა, Yolla-ს აბრის ქვეშ; ამანათის აღებისას მანქანის ეზოში დაყენება უფასოა.',
      },
    },
  },
  {
    id: 'GE-KUTAISI-001',
    country: 'GE',
    city: 'GE-KUTAISI',
    type: 'partner',
    phone: '+995 431 24 36 52',
    timeZone: 'Asia/Tbilisi',
    hours: week([['10:00', '18:00']], [['10:00', '15:00']], CLOSED),
    lat: 42.27348,
    lng: 42.70062,
    translations: {
      az: { name: 'Yolla tərəfdaş məntəqəsi — Kutaisi', address: 'Akaki Sereteli küçəsi, 42' },
      en: { name: 'Yolla partner point — Kutaisi', address: '42 Akaki Tsereteli Street' },
      ru: { name: 'Партнёрский пункт Yolla — Кутаиси', address: 'ул. Акакия Церетели, 42' },
      uz: { name: 'Yolla hamkor punkti — Kutaisi', address: 'Akakiy Tsereteli koʻchasi, 42' },
      ka: { name: 'Yolla-ს საპარტნიორო პუნქტი — ქუთაისი', address: 'აკაკი წერეთლის ქუჩა 42' },
    },
  },
  {
    id: 'GE-RUSTAVI-001',
    country: 'GE',
    city: 'GE-RUSTAVI',
    type: 'locker',
    phone: null,
    timeZone: 'Asia/Tbilisi',
    hours: ALWAYS_OPEN,
    lat: 41.54628,
    lng: 45.00143,
    translations: {
      az: { name: 'Yolla poçtamatı — Rustavi', address: 'Meqobroba prospekti, 12' },
      en: { name: 'Yolla — Rustavi locker', address: '12 Megobroba Avenue' },
      ru: { name: 'Постамат Yolla — Рустави', address: 'просп. Мегоброба, 12' },
      uz: { name: 'Yolla pochtamati — Rustavi', address: 'Megobroba prospekti, 12' },
      ka: { name: 'Yolla-ს ამანათების ტერმინალი — რუსთავი', address: 'მეგობრობის გამზირი 12' },
    },
  },
];
