import type { Origin, WarehouseField } from '@yolla/contract';

/** What one shop's checkout wants in one field: az, en, ru, uz, ka; `{code}` is the customer's suite code. */
export type HintSeed = readonly [field: WarehouseField, az: string, en: string, ru: string, uz: string, ka: string];

export interface ShopSeed {
  /** Stable slug. */
  shop: string;
  /** The shop's own name. */
  name: string;
  hints: readonly HintSeed[];
}

/**
 * The popular shops of each warehouse's country and what their checkout forms want where (product reference
 * data). The field names in quotes are the shop's own, as its form shows them.
 */
export const SHOP_HINTS: Readonly<Record<Origin, readonly ShopSeed[]>> = {
  TR: [
    {
      shop: 'trendyol',
      name: 'Trendyol',
      hints: [
        [
          'full_name',
          'Trendyol ad və soyadı ayrı-ayrı soruşur: “Ad” xanasına adınızı, “Soyad” xanasına soyadınızı və ardınca {code} yazın.',
          'Trendyol asks for the first name and surname separately: your first name in “Ad”, your surname followed by {code} in “Soyad”.',
          'Trendyol спрашивает имя и фамилию отдельно: в поле «Ad» — ваше имя, в поле «Soyad» — фамилию и после неё {code}.',
          'Trendyol ism va familiyani alohida soʻraydi: “Ad” maydoniga ismingizni, “Soyad” maydoniga familiyangizni va undan keyin {code} yozing.',
          'Trendyol სახელსა და გვარს ცალ-ცალკე ითხოვს: ველში „Ad“ ჩაწერეთ სახელი, ველში „Soyad“ — გვარი და მის შემდეგ {code}.',
        ],
        [
          'address_line_1',
          'Siyahılardan İstanbul, Bağcılar və Mahmutbey seçin, sonra ünvanın birinci və ikinci sətirlərini “Adres” xanasına yapışdırın.',
          'Pick İstanbul, Bağcılar and Mahmutbey from the lists, then paste the first and second address lines into “Adres”.',
          'Выберите в списках İstanbul, Bağcılar и Mahmutbey, затем вставьте первую и вторую строки адреса в поле «Adres».',
          'Roʻyxatlardan İstanbul, Bağcılar va Mahmutbey’ni tanlang, soʻng manzilning birinchi va ikkinchi qatorlarini “Adres” maydoniga joylang.',
          'სიებიდან აირჩიეთ İstanbul, Bağcılar და Mahmutbey, შემდეგ მისამართის პირველი და მეორე სტრიქონი ჩასვით ველში „Adres“.',
        ],
      ],
    },
    {
      shop: 'hepsiburada',
      name: 'Hepsiburada',
      hints: [
        [
          'full_name',
          '“Ad Soyad” xanasında soyadınızdan sonra {code} yazın: anbar bağlamanızı məhz bu kodla tapır.',
          'Write {code} after your surname in “Ad Soyad”: the warehouse finds your parcel by it.',
          'В поле «Ad Soyad» напишите {code} после фамилии: по этому коду склад находит вашу посылку.',
          '“Ad Soyad” maydonida familiyangizdan keyin {code} yozing: ombor posilkangizni aynan shu kod orqali topadi.',
          'ველში „Ad Soyad“ გვარის შემდეგ ჩაწერეთ {code}: საწყობი თქვენს ამანათს სწორედ ამ კოდით პოულობს.',
        ],
        [
          'phone',
          '“Cep telefonu” xanası yalnız Türkiyə nömrəsi qəbul edir: anbarın telefonunu +90 olmadan yazın.',
          '“Cep telefonu” takes a Turkish number only: enter the warehouse’s phone without +90.',
          'Поле «Cep telefonu» принимает только турецкий номер: введите телефон склада без +90.',
          '“Cep telefonu” maydoni faqat Turkiya raqamini qabul qiladi: ombor telefonini +90 siz kiriting.',
          'ველი „Cep telefonu“ მხოლოდ თურქულ ნომერს იღებს: ჩაწერეთ საწყობის ტელეფონი +90-ის გარეშე.',
        ],
      ],
    },
  ],
  US: [
    {
      shop: 'amazon',
      name: 'Amazon',
      hints: [
        [
          'address_line_2',
          '“Apt, suite, unit, building” xanasına Suite {code} yazın: bu olmadan anbar bağlamanın sizin olduğunu bilə bilməz.',
          'Put Suite {code} in “Apt, suite, unit, building”: without it the warehouse cannot tell the parcel is yours.',
          'В поле «Apt, suite, unit, building» укажите Suite {code}: без этого склад не узнает, что посылка ваша.',
          '“Apt, suite, unit, building” maydoniga Suite {code} yozing: busiz ombor posilka sizniki ekanini bila olmaydi.',
          'ველში „Apt, suite, unit, building“ ჩაწერეთ Suite {code}: ამის გარეშე საწყობი ვერ გაიგებს, რომ ამანათი თქვენია.',
        ],
        [
          'state',
          'Delaware ştatını seçin: orada satış vergisi yoxdur, ona görə sifarişin yekununda vergi olmamalıdır.',
          'Choose Delaware: it has no sales tax, so the order total should show none.',
          'Выберите Delaware: в этом штате нет налога с продаж, поэтому в итоговой сумме заказа налога быть не должно.',
          'Delaware shtatini tanlang: u yerda savdo soligʻi yoʻq, shuning uchun buyurtma summasida soliq boʻlmasligi kerak.',
          'აირჩიეთ Delaware: ამ შტატში გაყიდვების გადასახადი არ არის, ამიტომ შეკვეთის ჯამში გადასახადი არ უნდა იყოს.',
        ],
      ],
    },
    {
      shop: 'ebay',
      name: 'eBay',
      hints: [
        [
          'address_line_2',
          '“Street address 2” xanası: Suite {code}.',
          '“Street address 2”: Suite {code}.',
          'Поле «Street address 2»: Suite {code}.',
          '“Street address 2” maydoni: Suite {code}.',
          'ველი „Street address 2“: Suite {code}.',
        ],
        [
          'phone',
          'Bəzi satıcılar yalnız ABŞ telefon nömrəsi ilə göndərir: anbarın nömrəsini yazın.',
          'Some sellers ship only with a US phone number: give the warehouse’s.',
          'Некоторые продавцы отправляют только при американском номере телефона: укажите номер склада.',
          'Baʼzi sotuvchilar faqat AQSh telefon raqami bilan joʻnatadi: ombor raqamini kiriting.',
          'ზოგი გამყიდველი ამანათს მხოლოდ აშშ-ის ტელეფონის ნომრით აგზავნის: მიუთითეთ საწყობის ნომერი.',
        ],
      ],
    },
  ],
  CN: [
    {
      shop: 'taobao',
      name: '淘宝 Taobao',
      hints: [
        [
          'address_line_1',
          '“所在地区” siyahısından 广东省 → 广州市 → 白云区 → 人和镇 seçin, sonra birinci sətri “详细地址” xanasına yapışdırın.',
          'Choose 广东省 → 广州市 → 白云区 → 人和镇 in “所在地区”, then paste the first line into “详细地址”.',
          'В списке «所在地区» выберите 广东省 → 广州市 → 白云区 → 人和镇, затем вставьте первую строку в поле «详细地址».',
          '“所在地区” roʻyxatidan 广东省 → 广州市 → 白云区 → 人和镇 ni tanlang, soʻng birinchi qatorni “详细地址” maydoniga joylang.',
          'სიაში „所在地区“ აირჩიეთ 广东省 → 广州市 → 白云区 → 人和镇, შემდეგ პირველი სტრიქონი ჩასვით ველში „详细地址“.',
        ],
        [
          'phone',
          '“手机号码” xanası Çin mobil nömrəsi istəyir: +86 saxlayın və anbarın 11 rəqəmini boşluqsuz yazın.',
          '“手机号码” wants a Chinese mobile number: keep +86 and type the warehouse’s 11 digits without spaces.',
          'Поле «手机号码» требует китайский мобильный номер: оставьте +86 и наберите 11 цифр номера склада без пробелов.',
          '“手机号码” maydoni Xitoy mobil raqamini talab qiladi: +86 ni qoldiring va omborning 11 ta raqamini boʻsh joysiz yozing.',
          'ველი „手机号码“ ჩინურ მობილურ ნომერს ითხოვს: დატოვეთ +86 და აკრიფეთ საწყობის 11 ციფრი ჰარების გარეშე.',
        ],
      ],
    },
    {
      shop: '1688',
      name: '1688',
      hints: [
        [
          'full_name',
          '“收货人” (alıcı): adınız və {code}, ad sətrində olduğu kimi.',
          '“收货人” (recipient): your name and {code}, exactly as in the name line.',
          '«收货人» (получатель): ваше имя и {code} — в точности как в строке с именем.',
          '“收货人” (qabul qiluvchi): ismingiz va {code}, xuddi ism qatoridagidek.',
          '„收货人“ (მიმღები): თქვენი სახელი და {code}, ზუსტად ისე, როგორც სახელის სტრიქონშია.',
        ],
      ],
    },
  ],
  GB: [
    {
      shop: 'amazon-uk',
      name: 'Amazon.co.uk',
      hints: [
        [
          'address_line_2',
          '{code} kodunu “Address line 2” xanasına yazın: bu olmadan anbar bağlamanın sizin olduğunu bilə bilməz.',
          'Write {code} in “Address line 2”: without it the warehouse cannot tell the parcel is yours.',
          'Впишите {code} в поле «Address line 2»: без этого склад не узнает, что посылка ваша.',
          '{code} ni “Address line 2” maydoniga yozing: busiz ombor posilka sizniki ekanini bila olmaydi.',
          'ჩაწერეთ {code} ველში „Address line 2“: ამის გარეშე საწყობი ვერ გაიგებს, რომ ამანათი თქვენია.',
        ],
        [
          'postal_code',
          'Poçt indeksini göstərildiyi kimi, boşluqla yazın: Amazon onu küçə ilə tutuşdurur.',
          'Enter the postcode with its space, as shown: Amazon checks it against the street.',
          'Введите почтовый индекс с пробелом, как показано: Amazon сверяет его с улицей.',
          'Pochta indeksini koʻrsatilganidek, boʻsh joy bilan kiriting: Amazon uni koʻcha bilan solishtiradi.',
          'საფოსტო ინდექსი ჩაწერეთ ჰარით, როგორც ნაჩვენებია: Amazon მას ქუჩასთან ადარებს.',
        ],
      ],
    },
    {
      shop: 'asos',
      name: 'ASOS',
      hints: [
        [
          'address_line_1',
          'ASOS ünvanı poçt indeksi ilə tapmağı təklif edir: Unit 8 seçin, sonra ikinci sətirə {code} əlavə edin.',
          'ASOS offers to find the address by postcode: choose Unit 8, then add {code} in the second line.',
          'ASOS предлагает найти адрес по индексу: выберите Unit 8, затем добавьте {code} во вторую строку.',
          'ASOS manzilni pochta indeksi boʻyicha topishni taklif qiladi: Unit 8 ni tanlang, soʻng ikkinchi qatorga {code} qoʻshing.',
          'ASOS გთავაზობთ მისამართის პოვნას ინდექსით: აირჩიეთ Unit 8, შემდეგ მეორე სტრიქონში დაამატეთ {code}.',
        ],
      ],
    },
  ],
  DE: [
    {
      shop: 'amazon-de',
      name: 'Amazon.de',
      hints: [
        [
          'address_line_2',
          '“Adresszusatz” xanasına c/o Yolla, {code} yazın.',
          'Put c/o Yolla, {code} in “Adresszusatz”.',
          'В поле «Adresszusatz» укажите c/o Yolla, {code}.',
          '“Adresszusatz” maydoniga c/o Yolla, {code} deb yozing.',
          'ველში „Adresszusatz“ ჩაწერეთ c/o Yolla, {code}.',
        ],
      ],
    },
    {
      shop: 'zalando',
      name: 'Zalando',
      hints: [
        [
          'full_name',
          'Zalando “Vorname” (ad) və “Nachname” (soyad) xanalarını ayrıca soruşur: onları ad sətrində olduğu kimi latın hərfləri ilə yazın.',
          'Zalando asks for “Vorname” and “Nachname” separately: write them in Latin letters, as in the name line.',
          'Zalando спрашивает «Vorname» (имя) и «Nachname» (фамилию) отдельно: пишите их латиницей, как в строке с именем.',
          'Zalando “Vorname” (ism) va “Nachname” (familiya)ni alohida soʻraydi: ularni ism qatoridagidek lotin harflarida yozing.',
          'Zalando „Vorname“-სა (სახელი) და „Nachname“-ს (გვარი) ცალ-ცალკე ითხოვს: ჩაწერეთ ლათინური ასოებით, როგორც სახელის სტრიქონშია.',
        ],
        [
          'address_line_2',
          '“Adresszusatz”: c/o Yolla, {code}. Packstation seçməyin: bağlamalar məhz bu ünvana gəlməlidir.',
          '“Adresszusatz”: c/o Yolla, {code}. Do not choose a Packstation: parcels must come to this address.',
          '«Adresszusatz»: c/o Yolla, {code}. Не выбирайте Packstation: посылки должны прийти именно на этот адрес.',
          '“Adresszusatz”: c/o Yolla, {code}. Packstation’ni tanlamang: posilkalar aynan shu manzilga kelishi kerak.',
          '„Adresszusatz“: c/o Yolla, {code}. ნუ აირჩევთ Packstation-ს: ამანათები სწორედ ამ მისამართზე უნდა მოვიდეს.',
        ],
      ],
    },
  ],
  AE: [
    {
      shop: 'amazon-ae',
      name: 'Amazon.ae',
      hints: [
        [
          'address_line_1',
          'Amazon.ae “Building name/no” və “Area” soruşur: Warehouse 14 və Al Quoz Industrial Area 3; Street 19 isə “Street name” xanasına.',
          'Amazon.ae asks for “Building name/no” and “Area”: Warehouse 14 and Al Quoz Industrial Area 3; Street 19 goes in “Street name”.',
          'Amazon.ae спрашивает «Building name/no» и «Area»: Warehouse 14 и Al Quoz Industrial Area 3; Street 19 — в поле «Street name».',
          'Amazon.ae “Building name/no” va “Area”ni soʻraydi: Warehouse 14 va Al Quoz Industrial Area 3; Street 19 esa “Street name” maydoniga.',
          'Amazon.ae ითხოვს „Building name/no“-სა და „Area“-ს: Warehouse 14 და Al Quoz Industrial Area 3; Street 19 კი ველში „Street name“.',
        ],
        [
          'phone',
          'BƏƏ nömrəsi tələb olunur: anbarın nömrəsini yazın.',
          'A UAE number is required: give the warehouse’s.',
          'Нужен номер из ОАЭ: укажите номер склада.',
          'BAA raqami talab qilinadi: ombor raqamini kiriting.',
          'საჭიროა არაბთა გაერთიანებული საამიროების ნომერი: მიუთითეთ საწყობის ნომერი.',
        ],
      ],
    },
    {
      shop: 'noon',
      name: 'noon',
      hints: [
        [
          'address_line_2',
          'noon-da ünvan üçün bir xana var: bina və ərazidən sonra Yolla, {code} əlavə edin.',
          'noon has a single address field: add Yolla, {code} after the building and area.',
          'У noon одно поле для адреса: допишите Yolla, {code} после здания и района.',
          'noon’da manzil uchun bitta maydon bor: bino va hududdan keyin Yolla, {code} qoʻshing.',
          'noon-ს მისამართისთვის ერთი ველი აქვს: შენობისა და უბნის შემდეგ დაამატეთ Yolla, {code}.',
        ],
        [
          'postal_code',
          'Əmirliklərdə poçt indeksi yoxdur: forma mütləq istəyirsə, 00000 yazın.',
          'The Emirates have no postcodes: where a form insists on one, enter 00000.',
          'В Эмиратах нет почтовых индексов: если форма требует его, введите 00000.',
          'Amirliklarda pochta indeksi yoʻq: agar forma uni talab qilsa, 00000 kiriting.',
          'საამიროებში საფოსტო ინდექსი არ არსებობს: თუ ფორმა მაინც ითხოვს, ჩაწერეთ 00000.',
        ],
      ],
    },
  ],
};
