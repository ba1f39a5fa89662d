import type { Service } from './types.ts';

/**
 * The services on the public site. Prices in USD minor units, consistent with `db/seed/tariffs.ts`
 * (TR→AZ: $2.50 up to 250 g, $4.00 up to 500 g, $6.50 per further started kilogram) and with the rules of
 * carriage (`carriage.ts`: compensation without insurance up to $100 per parcel). Buy-for-me and courier delivery
 * carry no price here: the services page shows the fees the database holds (`service_fees`, `courier_fees`:
 * decision 0025, § Fees).
 */
export const SERVICES: readonly Service[] = [
  {
    id: 'forwarding',
    azOnly: false,
    price: { kind: 'per_kg_from', amount: 650, currency: 'USD' },
    translations: {
      en: {
        name: 'Parcel forwarding',
        summary: 'Shop online in Turkey, the USA, China, the UK, Germany and the UAE, and we bring your parcels home.',
        body: [
          {
            kind: 'p',
            text: 'Sign up to get your personal addresses at our six warehouses, use them at checkout in any online shop and declare the parcel by its tracking number. We weigh it, send it with the next flight or truck and let you know when it reaches your pickup point.',
          },
          {
            kind: 'p',
            text: 'The price depends on the route and the weight. From Turkey to Azerbaijan a parcel costs USD 2.50 up to 250 g, USD 4.00 up to 500 g and USD 6.50 for each further started kilogram. Delivery takes 3–6 days from Turkey and up to 20 days from China. Prices for every route are on the Tariffs page.',
          },
        ],
        priceNote: 'over 500 g, Turkey → Azerbaijan',
      },
      az: {
        name: 'Bağlamaların çatdırılması',
        summary:
          'Türkiyə, ABŞ, Çin, Böyük Britaniya, Almaniya və BƏƏ-nin onlayn mağazalarından alış-veriş edin — bağlamalarınızı biz gətirək.',
        body: [
          {
            kind: 'p',
            text: 'Qeydiyyatdan keçin və altı anbarımızda şəxsi ünvanlarınızı alın. Sifariş verərkən istənilən onlayn mağazada bu ünvanı göstərin və bağlamanı izləmə nömrəsi ilə bəyan edin. Biz onu çəkir, ən yaxın reys və ya yük maşını ilə göndərir və təhvil məntəqənizə çatanda sizə xəbər veririk.',
          },
          {
            kind: 'p',
            text: 'Qiymət marşrutdan və çəkidən asılıdır. Türkiyədən Azərbaycana bağlama 250 q-a qədər 2,50 ABŞ dolları, 500 q-a qədər 4,00 dollar, hər başlanmış əlavə kiloqram isə 6,50 dollardır. Çatdırılma Türkiyədən 3–6 gün, Çindən isə 20 günədək çəkir. Bütün marşrutların qiymətləri «Tariflər» səhifəsindədir.',
          },
        ],
        priceNote: '500 q-dan artıq, Türkiyə → Azərbaycan',
      },
      ru: {
        name: 'Доставка посылок',
        summary:
          'Покупайте в интернет-магазинах Турции, США, Китая, Великобритании, Германии и ОАЭ — посылки привезём мы.',
        body: [
          {
            kind: 'p',
            text: 'Зарегистрируйтесь и получите личные адреса на шести наших складах. Укажите адрес при оформлении заказа в любом интернет-магазине и задекларируйте посылку по трек-номеру. Мы взвесим её, отправим ближайшим рейсом или машиной и сообщим, когда она прибудет в ваш пункт выдачи.',
          },
          {
            kind: 'p',
            text: 'Цена зависит от направления и веса. Из Турции в Азербайджан посылка до 250 г стоит 2,50 доллара США, до 500 г — 4,00 доллара, а каждый следующий начатый килограмм — 6,50 доллара. Доставка из Турции занимает 3–6 дней, из Китая — до 20 дней. Цены по всем направлениям — на странице «Тарифы».',
          },
        ],
        priceNote: 'сверх 500 г, Турция → Азербайджан',
      },
      uz: {
        name: 'Posilkalarni yetkazib berish',
        summary:
          'Turkiya, AQSh, Xitoy, Buyuk Britaniya, Germaniya va BAA internet-doʻkonlaridan xarid qiling — posilkalaringizni biz olib kelamiz.',
        body: [
          {
            kind: 'p',
            text: 'Roʻyxatdan oʻting va oltita omborimizda shaxsiy manzillaringizni oling. Istalgan internet-doʻkonda buyurtma berayotganda shu manzilni koʻrsating va posilkani trek-raqami boʻyicha deklaratsiya qiling. Biz uni tortamiz, eng yaqin reys yoki yuk mashinasi bilan joʻnatamiz va topshirish punktingizga yetib kelganda xabar beramiz.',
          },
          {
            kind: 'p',
            text: 'Narx yoʻnalish va vaznga bogʻliq. Turkiyadan Ozarbayjonga 250 grammgacha posilka 2,50 AQSh dollari, 500 grammgacha — 4,00 dollar, har bir keyingi boshlangan kilogramm esa 6,50 dollar turadi. Yetkazish Turkiyadan 3–6 kun, Xitoydan 20 kungacha davom etadi. Barcha yoʻnalishlar narxlari «Tariflar» sahifasida.',
          },
        ],
        priceNote: '500 grammdan ortigʻi uchun, Turkiya → Ozarbayjon',
      },
      ka: {
        name: 'ამანათების გადაზიდვა',
        summary:
          'იყიდეთ თურქეთის, აშშ-ის, ჩინეთის, დიდი ბრიტანეთის, გერმანიისა და არაბთა გაერთიანებული საამიროების ონლაინმაღაზიებში — ამანათებს ჩვენ ჩამოგიტანთ.',
        body: [
          {
            kind: 'p',
            text: 'დარეგისტრირდით და მიიღეთ პერსონალური მისამართები ჩვენს ექვს საწყობში. შეკვეთის გაფორმებისას ნებისმიერ ონლაინმაღაზიაში მიუთითეთ ეს მისამართი და ამანათის დეკლარირება გააკეთეთ თრექინგ-ნომრით. ჩვენ ავწონით მას, გამოვგზავნით უახლოესი რეისით ან მანქანით და შეგატყობინებთ, როცა ის თქვენს გაცემის პუნქტში ჩამოვა.',
          },
          {
            kind: 'p',
            text: 'ფასი მიმართულებასა და წონაზეა დამოკიდებული. თურქეთიდან აზერბაიჯანში 250 გ-მდე ამანათი 2,50 აშშ დოლარი ღირს, 500 გ-მდე — 4,00 დოლარი, ყოველი შემდეგი დაწყებული კილოგრამი კი — 6,50 დოლარი. მიწოდებას თურქეთიდან 3–6 დღე სჭირდება, ჩინეთიდან — 20 დღემდე. ყველა მიმართულების ფასები იხილეთ გვერდზე „ტარიფები“.',
          },
        ],
        priceNote: '500 გ-ს ზემოთ, თურქეთი → აზერბაიჯანი',
      },
    },
  },
  {
    id: 'buy-for-me',
    azOnly: false,
    translations: {
      en: {
        name: 'Buy for me',
        summary: 'Send us a link and we buy the item for you, even where the shop doesn’t accept your card.',
        body: [
          {
            kind: 'p',
            text: 'Paste the product link in your cabinet, choose the size, colour and quantity, and pay from your wallet. Our buyer places the order within one working day; the goods come to our warehouse and travel on to you as a regular parcel.',
          },
          {
            kind: 'p',
            text: 'Our fee is 5% of the order total, at least USD 3. The order total includes the item, the shop’s delivery to our warehouse and any local tax; there is no sales tax in Delaware, where our US warehouse is. Delivery to your country is charged separately at the tariff.',
          },
        ],
        priceNote: 'of the order total',
      },
      az: {
        name: 'Mənim üçün al',
        summary: 'Məhsulun linkini göndərin — mağaza kartınızı qəbul etməsə belə, onu sizin üçün biz alaq.',
        body: [
          {
            kind: 'p',
            text: 'Məhsulun linkini kabinetə əlavə edin, ölçü, rəng və sayı seçin və balansınızdan ödəyin. Alıcımız sifarişi bir iş günü ərzində verir; mal anbarımıza gəlir və adi bağlama kimi sizə çatdırılır.',
          },
          {
            kind: 'p',
            text: 'Xidmət haqqı sifariş məbləğinin 5%-idir, ən azı 3 ABŞ dolları. Sifariş məbləğinə malın qiyməti, mağazanın anbarımıza çatdırması və yerli vergi (əgər varsa) daxildir; ABŞ anbarımızın yerləşdiyi Delaver ştatında satış vergisi yoxdur. Ölkənizə çatdırılma tariflə ayrıca hesablanır.',
          },
        ],
        priceNote: 'sifariş məbləğindən',
      },
      ru: {
        name: 'Выкуп товаров',
        summary: 'Пришлите ссылку — и мы купим товар за вас, даже если магазин не принимает вашу карту.',
        body: [
          {
            kind: 'p',
            text: 'Вставьте ссылку на товар в кабинете, выберите размер, цвет и количество и оплатите с баланса. Наш байер оформит заказ в течение одного рабочего дня; товар придёт на наш склад и дальше поедет к вам как обычная посылка.',
          },
          {
            kind: 'p',
            text: 'Комиссия — 5% от суммы заказа, но не менее 3 долларов США. В сумму заказа входят цена товара, доставка магазина до нашего склада и местный налог, если он есть; в Делавэре, где находится наш склад в США, налога с продаж нет. Доставка в вашу страну оплачивается отдельно по тарифу.',
          },
        ],
        priceNote: 'от суммы заказа',
      },
      uz: {
        name: 'Siz uchun xarid',
        summary: 'Havolani yuboring — doʻkon kartangizni qabul qilmasa ham, tovarni siz uchun biz sotib olamiz.',
        body: [
          {
            kind: 'p',
            text: 'Tovar havolasini kabinetga qoʻying, oʻlcham, rang va sonini tanlang hamda balansingizdan toʻlang. Xaridorimiz buyurtmani bir ish kuni ichida rasmiylashtiradi; tovar omborimizga keladi va sizga oddiy posilka sifatida yetkaziladi.',
          },
          {
            kind: 'p',
            text: 'Xizmat haqi buyurtma summasining 5 foizi, kamida 3 AQSh dollari. Buyurtma summasiga tovar narxi, doʻkonning omborimizgacha yetkazishi va mahalliy soliq (agar boʻlsa) kiradi; AQShdagi omborimiz joylashgan Delaver shtatida savdo soligʻi yoʻq. Davlatingizgacha yetkazish tarif boʻyicha alohida hisoblanadi.',
          },
        ],
        priceNote: 'buyurtma summasidan',
      },
      ka: {
        name: 'შეძენის სერვისი',
        summary:
          'გამოგვიგზავნეთ ბმული და ნივთს თქვენ მაგივრად ჩვენ ვიყიდით, მაშინაც კი, თუ მაღაზია თქვენს ბარათს არ იღებს.',
        body: [
          {
            kind: 'p',
            text: 'ჩასვით ნივთის ბმული კაბინეტში, აირჩიეთ ზომა, ფერი და რაოდენობა და გადაიხადეთ ბალანსიდან. ჩვენი შემსყიდველი შეკვეთას ერთი სამუშაო დღის განმავლობაში აფორმებს; ნივთი ჩვენს საწყობში შემოვა და თქვენამდე ჩვეულებრივი ამანათის სახით ჩამოვა.',
          },
          {
            kind: 'p',
            text: 'საკომისიო შეკვეთის თანხის 5%-ია, მინიმუმ 3 აშშ დოლარი. შეკვეთის თანხაში შედის ნივთის ფასი, მაღაზიის მიერ ჩვენს საწყობამდე მიტანა და ადგილობრივი გადასახადი, თუ ასეთი არსებობს; დელავერის შტატში, სადაც ჩვენი ამერიკული საწყობია, გაყიდვების გადასახადი არ არის. თქვენს ქვეყნამდე მიწოდება ცალკე, ტარიფით ანაზღაურდება.',
          },
        ],
        priceNote: 'შეკვეთის თანხიდან',
      },
    },
  },
  {
    id: 'courier-delivery',
    azOnly: false,
    translations: {
      en: {
        name: 'Courier delivery',
        summary: 'We bring the parcel to your door instead of the pickup point.',
        body: [
          {
            kind: 'p',
            text: 'Choose courier delivery when the parcel arrives in your country, or make it the default in your cabinet. The courier calls you before coming; check the packaging and sign for the parcel.',
          },
          {
            kind: 'p',
            text: 'Delivery within Baku, Tashkent and Tbilisi costs from USD 3; for other towns the price depends on the distance and is shown before you confirm the order.',
          },
        ],
        priceNote: 'per delivery within the city',
      },
      az: {
        name: 'Kuryer çatdırılması',
        summary: 'Bağlamanı təhvil məntəqəsi əvəzinə qapınıza qədər gətiririk.',
        body: [
          {
            kind: 'p',
            text: 'Bağlama ölkənizə çatanda kuryer çatdırılmasını seçin və ya kabinetdə onu standart seçim kimi təyin edin. Kuryer gəlməzdən əvvəl sizə zəng edir; qablaşdırmanı yoxlayın və bağlamanı aldığınızı imza ilə təsdiqləyin.',
          },
          {
            kind: 'p',
            text: 'Bakı, Daşkənd və Tbilisi daxilində çatdırılma 3 ABŞ dollarından başlayır; digər şəhərlər üçün qiymət məsafədən asılıdır və sifarişi təsdiqləməzdən əvvəl göstərilir.',
          },
        ],
        priceNote: 'şəhər daxilində bir çatdırılma üçün',
      },
      ru: {
        name: 'Курьерская доставка',
        summary: 'Привезём посылку к вашей двери вместо пункта выдачи.',
        body: [
          {
            kind: 'p',
            text: 'Выберите курьерскую доставку, когда посылка прибудет в вашу страну, или сделайте её вариантом по умолчанию в кабинете. Курьер позвонит перед приездом; проверьте упаковку и распишитесь в получении.',
          },
          {
            kind: 'p',
            text: 'Доставка по Баку, Ташкенту и Тбилиси — от 3 долларов США; в другие города цена зависит от расстояния и показывается до подтверждения заказа.',
          },
        ],
        priceNote: 'за доставку в пределах города',
      },
      uz: {
        name: 'Kuryer orqali yetkazish',
        summary: 'Posilkani topshirish punkti oʻrniga eshigingizgacha olib kelamiz.',
        body: [
          {
            kind: 'p',
            text: 'Posilka davlatingizga yetib kelganda kuryer orqali yetkazishni tanlang yoki kabinetda uni asosiy usul sifatida belgilang. Kuryer kelishdan oldin qoʻngʻiroq qiladi; qadoqni tekshiring va posilkani olganingizni imzo bilan tasdiqlang.',
          },
          {
            kind: 'p',
            text: 'Boku, Toshkent va Tbilisi boʻylab yetkazish 3 AQSh dollaridan boshlanadi; boshqa shaharlar uchun narx masofaga bogʻliq va buyurtmani tasdiqlashdan oldin koʻrsatiladi.',
          },
        ],
        priceNote: 'shahar ichida bir marta yetkazish uchun',
      },
      ka: {
        name: 'საკურიერო მიწოდება',
        summary: 'ამანათს გაცემის პუნქტის ნაცვლად კარამდე მოგიტანთ.',
        body: [
          {
            kind: 'p',
            text: 'აირჩიეთ საკურიერო მიწოდება, როცა ამანათი თქვენს ქვეყანაში ჩამოვა, ან კაბინეტში მონიშნეთ ის ნაგულისხმევ ვარიანტად. კურიერი მოსვლამდე დაგირეკავთ; შეამოწმეთ შეფუთვა და ამანათის მიღება ხელმოწერით დაადასტურეთ.',
          },
          {
            kind: 'p',
            text: 'მიწოდება ბაქოში, ტაშკენტსა და თბილისში 3 აშშ დოლარიდან იწყება; სხვა ქალაქებისთვის ფასი მანძილზეა დამოკიდებული და შეკვეთის დადასტურებამდე გამოჩნდება.',
          },
        ],
        priceNote: 'ერთ მიწოდებაზე ქალაქის ფარგლებში',
      },
    },
  },
  {
    id: 'marketplace-sms',
    azOnly: false,
    price: { kind: 'free' },
    translations: {
      en: {
        name: 'SMS notifications',
        summary: 'Free SMS at every step: the parcel is at the warehouse, on its way, at customs and ready for pickup.',
        body: [
          {
            kind: 'p',
            text: 'We send an SMS every time your parcel changes status, and the same notices appear in your cabinet. Orders from marketplaces such as Trendyol, Amazon or AliExpress are easy to tell apart: each message names the shop and the order number you entered in the declaration.',
          },
          {
            kind: 'p',
            text: 'Notifications are free and switched on for every account. You can change the phone number in your cabinet settings.',
          },
        ],
      },
      az: {
        name: 'SMS bildirişlər',
        summary: 'Hər mərhələdə pulsuz SMS: bağlama anbardadır, yoldadır, gömrükdədir və təhvilə hazırdır.',
        body: [
          {
            kind: 'p',
            text: 'Bağlamanızın statusu hər dəfə dəyişəndə SMS göndəririk, eyni bildirişlər kabinetdə də görünür. Trendyol, Amazon və ya AliExpress kimi marketpleyslərdən olan sifarişləri asanlıqla ayırd edəcəksiniz: hər mesajda mağazanın adı və bəyannamədə göstərdiyiniz sifariş nömrəsi yazılır.',
          },
          {
            kind: 'p',
            text: 'Bildirişlər pulsuzdur və bütün hesablarda aktivdir. Telefon nömrəsini kabinetin ayarlarında dəyişə bilərsiniz.',
          },
        ],
      },
      ru: {
        name: 'SMS-уведомления',
        summary: 'Бесплатные SMS на каждом этапе: посылка на складе, в пути, на таможне и готова к выдаче.',
        body: [
          {
            kind: 'p',
            text: 'Мы отправляем SMS при каждой смене статуса посылки, а те же уведомления появляются в кабинете. Заказы с маркетплейсов вроде Trendyol, Amazon или AliExpress легко различить: в каждом сообщении указаны магазин и номер заказа, который вы ввели в декларации.',
          },
          {
            kind: 'p',
            text: 'Уведомления бесплатны и включены для всех аккаунтов. Номер телефона можно изменить в настройках кабинета.',
          },
        ],
      },
      uz: {
        name: 'SMS-xabarnomalar',
        summary: 'Har bir bosqichda bepul SMS: posilka omborda, yoʻlda, bojxonada va olib ketishga tayyor.',
        body: [
          {
            kind: 'p',
            text: 'Posilkangiz holati har safar oʻzgarganda SMS yuboramiz, xuddi shu xabarnomalar kabinetda ham paydo boʻladi. Trendyol, Amazon yoki AliExpress kabi marketpleyslardan qilingan buyurtmalarni oson farqlaysiz: har bir xabarda doʻkon nomi va deklaratsiyada kiritgan buyurtma raqamingiz koʻrsatiladi.',
          },
          {
            kind: 'p',
            text: 'Xabarnomalar bepul va barcha hisoblar uchun yoqilgan. Telefon raqamini kabinet sozlamalarida oʻzgartirishingiz mumkin.',
          },
        ],
      },
      ka: {
        name: 'SMS-შეტყობინებები',
        summary: 'უფასო SMS ყოველ ეტაპზე: ამანათი საწყობშია, გზაშია, საბაჟოზეა და გასაცემად მზადაა.',
        body: [
          {
            kind: 'p',
            text: 'SMS-ს ვაგზავნით ყოველ ჯერზე, როცა ამანათის სტატუსი იცვლება, იგივე შეტყობინებები კი კაბინეტშიც ჩნდება. Trendyol-ის, Amazon-ის ან AliExpress-ის მსგავსი მარკეტპლეისების შეკვეთებს ადვილად გაარჩევთ: თითოეულ შეტყობინებაში მითითებულია მაღაზია და შეკვეთის ნომერი, რომელიც დეკლარაციაში შეიყვანეთ.',
          },
          {
            kind: 'p',
            text: 'შეტყობინებები უფასოა და ყველა ანგარიშზე ჩართულია. ტელეფონის ნომრის შეცვლა კაბინეტის პარამეტრებშია შესაძლებელი.',
          },
        ],
      },
    },
  },
  {
    id: 'insurance',
    azOnly: false,
    price: { kind: 'percent', percent: 2, minimum: { amount: 100, currency: 'USD' } },
    translations: {
      en: {
        name: 'Parcel insurance',
        summary: 'Get the full declared value back if the parcel is lost or damaged on the way.',
        body: [
          {
            kind: 'p',
            text: 'Turn insurance on when you declare the parcel, before it leaves the warehouse. It costs 2% of the declared value, at least USD 1: for a USD 200 jacket you pay USD 4.',
          },
          {
            kind: 'p',
            text: 'Without insurance, compensation is limited to USD 100 per parcel. With it, we pay the full declared value confirmed by the invoice and refund the delivery fee.',
          },
        ],
        priceNote: 'of the declared value',
      },
      az: {
        name: 'Bağlamanın sığortası',
        summary: 'Bağlama yolda itərsə və ya zədələnərsə, bəyan edilmiş dəyəri tam geri alın.',
        body: [
          {
            kind: 'p',
            text: 'Sığortanı bağlamanı bəyan edərkən, o anbardan çıxmazdan əvvəl aktivləşdirin. Qiyməti bəyan edilmiş dəyərin 2%-idir, ən azı 1 ABŞ dolları: 200 dollarlıq gödəkçə üçün 4 dollar ödəyirsiniz.',
          },
          {
            kind: 'p',
            text: 'Sığorta olmadan kompensasiya bir bağlama üçün 100 ABŞ dolları ilə məhdudlaşır. Sığorta ilə invoysla təsdiqlənmiş bəyan dəyərini tam ödəyir və çatdırılma haqqını qaytarırıq.',
          },
        ],
        priceNote: 'bəyan edilmiş dəyərdən',
      },
      ru: {
        name: 'Страхование посылки',
        summary: 'Вернём полную заявленную стоимость, если посылка потеряется или повредится в пути.',
        body: [
          {
            kind: 'p',
            text: 'Включите страховку при декларировании посылки, до того как она покинет склад. Она стоит 2% заявленной стоимости, но не менее 1 доллара США: за куртку за 200 долларов вы заплатите 4 доллара.',
          },
          {
            kind: 'p',
            text: 'Без страховки компенсация ограничена 100 долларами США за посылку. Со страховкой мы полностью возмещаем заявленную стоимость, подтверждённую инвойсом, и возвращаем стоимость доставки.',
          },
        ],
        priceNote: 'от заявленной стоимости',
      },
      uz: {
        name: 'Posilkani sugʻurtalash',
        summary: 'Posilka yoʻlda yoʻqolsa yoki shikastlansa, eʼlon qilingan qiymatni toʻliq qaytarib oling.',
        body: [
          {
            kind: 'p',
            text: 'Sugʻurtani posilkani deklaratsiya qilayotganda, u ombordan chiqib ketishidan oldin yoqing. Uning narxi eʼlon qilingan qiymatning 2 foizi, kamida 1 AQSh dollari: 200 dollarlik kurtka uchun 4 dollar toʻlaysiz.',
          },
          {
            kind: 'p',
            text: 'Sugʻurtasiz kompensatsiya bitta posilka uchun 100 AQSh dollari bilan cheklanadi. Sugʻurta bilan invoys orqali tasdiqlangan eʼlon qilingan qiymatni toʻliq qoplaymiz va yetkazish haqini qaytaramiz.',
          },
        ],
        priceNote: 'eʼlon qilingan qiymatdan',
      },
      ka: {
        name: 'ამანათის დაზღვევა',
        summary: 'თუ ამანათი გზაში დაიკარგება ან დაზიანდება, დეკლარირებულ ღირებულებას სრულად დაიბრუნებთ.',
        body: [
          {
            kind: 'p',
            text: 'ჩართეთ დაზღვევა ამანათის დეკლარირებისას, სანამ ის საწყობს დატოვებს. მისი ღირებულებაა დეკლარირებული ღირებულების 2%, მინიმუმ 1 აშშ დოლარი: 200-დოლარიანი ქურთუკისთვის გადაიხდით 4 დოლარს.',
          },
          {
            kind: 'p',
            text: 'დაზღვევის გარეშე კომპენსაცია ერთ ამანათზე 100 აშშ დოლარით შემოიფარგლება. დაზღვევით კი ინვოისით დადასტურებულ დეკლარირებულ ღირებულებას სრულად ვანაზღაურებთ და მიწოდების საფასურს გიბრუნებთ.',
          },
        ],
        priceNote: 'დეკლარირებული ღირებულებიდან',
      },
    },
  },
  {
    id: 'consolidation',
    azOnly: false,
    price: { kind: 'fixed', amount: 200, currency: 'USD' },
    translations: {
      en: {
        name: 'Consolidation',
        summary: 'We pack several parcels from one warehouse into one box, so you pay for fewer started kilograms.',
        body: [
          {
            kind: 'p',
            text: 'Every parcel is charged separately, and above 500 g each started kilogram counts in full. Choose the parcels waiting at the same warehouse and ask us to combine them: we remove extra packaging and send them as one parcel.',
          },
          {
            kind: 'p',
            text: 'Example, Turkey → Azerbaijan: two parcels of 600 g cost USD 10.50 each, USD 21.00 in total. Combined into one parcel of 1.2 kg, they cost USD 10.50 plus USD 2.00 for consolidation, that is USD 12.50.',
          },
        ],
        priceNote: 'per combined parcel',
      },
      az: {
        name: 'Bağlamaların birləşdirilməsi',
        summary: 'Bir anbardakı bir neçə bağlamanı bir qutuya yığırıq — daha az başlanmış kiloqram üçün ödəyirsiniz.',
        body: [
          {
            kind: 'p',
            text: 'Hər bağlama ayrıca hesablanır, 500 q-dan yuxarı isə hər başlanmış kiloqram tam sayılır. Eyni anbarda gözləyən bağlamaları seçin və onları birləşdirməyimizi istəyin: artıq qablaşdırmanı çıxarır və onları bir bağlama kimi göndəririk.',
          },
          {
            kind: 'p',
            text: 'Nümunə, Türkiyə → Azərbaycan: 600 q-lıq iki bağlamanın hər biri 10,50 ABŞ dolları, cəmi 21,00 dollardır. Onları 1,2 kq-lıq bir bağlamada birləşdirdikdə isə 10,50 dollar və birləşdirmə üçün 2,00 dollar, yəni 12,50 dollar ödəyirsiniz.',
          },
        ],
        priceNote: 'hər birləşdirilmiş bağlama üçün',
      },
      ru: {
        name: 'Объединение посылок',
        summary:
          'Соберём несколько посылок с одного склада в одну коробку, чтобы вы платили за меньшее число начатых килограммов.',
        body: [
          {
            kind: 'p',
            text: 'Каждая посылка оплачивается отдельно, а сверх 500 г каждый начатый килограмм считается полностью. Выберите посылки, которые ждут на одном складе, и попросите их объединить: мы уберём лишнюю упаковку и отправим их одной посылкой.',
          },
          {
            kind: 'p',
            text: 'Пример, Турция → Азербайджан: две посылки по 600 г стоят по 10,50 доллара США, всего 21,00 доллара. Объединённые в одну посылку весом 1,2 кг, они стоят 10,50 доллара плюс 2,00 доллара за объединение, то есть 12,50 доллара.',
          },
        ],
        priceNote: 'за каждую объединённую посылку',
      },
      uz: {
        name: 'Posilkalarni birlashtirish',
        summary:
          'Bitta ombordagi bir nechta posilkani bitta qutiga joylaymiz — kamroq boshlangan kilogramm uchun toʻlaysiz.',
        body: [
          {
            kind: 'p',
            text: 'Har bir posilka alohida hisoblanadi, 500 grammdan yuqorisida esa har bir boshlangan kilogramm toʻliq hisobga olinadi. Bitta omborda kutib turgan posilkalarni tanlang va ularni birlashtirishni soʻrang: ortiqcha qadoqni olib tashlaymiz va ularni bitta posilka qilib joʻnatamiz.',
          },
          {
            kind: 'p',
            text: 'Misol, Turkiya → Ozarbayjon: 600 grammlik ikki posilkaning har biri 10,50 AQSh dollari, jami 21,00 dollar turadi. Ular 1,2 kilogrammlik bitta posilkaga birlashtirilsa, 10,50 dollar va birlashtirish uchun 2,00 dollar, yaʼni jami 12,50 dollar boʻladi.',
          },
        ],
        priceNote: 'har bir birlashtirilgan posilka uchun',
      },
      ka: {
        name: 'ამანათების გაერთიანება',
        summary: 'ერთი საწყობის რამდენიმე ამანათს ერთ ყუთში ვაერთიანებთ — იხდით ნაკლებ დაწყებულ კილოგრამში.',
        body: [
          {
            kind: 'p',
            text: 'თითოეული ამანათის ღირებულება ცალკე ითვლება, 500 გ-ს ზემოთ კი ყოველი დაწყებული კილოგრამი სრულად ანაზღაურდება. აირჩიეთ ერთსა და იმავე საწყობში მყოფი ამანათები და გვთხოვეთ მათი გაერთიანება: ზედმეტ შეფუთვას მოვაშორებთ და ერთ ამანათად გამოგიგზავნით.',
          },
          {
            kind: 'p',
            text: 'მაგალითი, თურქეთი → აზერბაიჯანი: ორი 600-გრამიანი ამანათიდან თითოეული 10,50 აშშ დოლარი ღირს, სულ 21,00 დოლარი. ერთ 1,2-კილოგრამიან ამანათად გაერთიანებისას კი გადაიხდით 10,50 დოლარს და 2,00 დოლარს გაერთიანებისთვის, ანუ 12,50 დოლარს.',
          },
        ],
        priceNote: 'ყოველ გაერთიანებულ ამანათზე',
      },
    },
  },
  {
    id: 'photo-check',
    azOnly: false,
    price: { kind: 'fixed', amount: 150, currency: 'USD' },
    translations: {
      en: {
        name: 'Photo check',
        summary: 'Photos of the contents before the parcel leaves the warehouse.',
        body: [
          {
            kind: 'p',
            text: 'We open the parcel, photograph every item and its labels (size, colour, model) and add the photos to your cabinet within one working day.',
          },
          {
            kind: 'p',
            text: 'If the seller sent the wrong item or it arrived damaged, you can return it to the seller before paying for delivery. Order the photo check before the parcel is shipped.',
          },
        ],
        priceNote: 'per parcel',
      },
      az: {
        name: 'Foto-yoxlama',
        summary: 'Bağlama anbardan çıxmazdan əvvəl içindəkilərin şəkilləri.',
        body: [
          {
            kind: 'p',
            text: 'Bağlamanı açır, hər malın və onun etiketlərinin (ölçü, rəng, model) şəklini çəkir və bir iş günü ərzində şəkilləri kabinetinizə əlavə edirik.',
          },
          {
            kind: 'p',
            text: 'Satıcı səhv mal göndəribsə və ya mal zədələnmiş gəlibsə, çatdırılma üçün ödəməzdən əvvəl onu satıcıya qaytara bilərsiniz. Foto-yoxlamanı bağlama göndərilməzdən əvvəl sifariş edin.',
          },
        ],
        priceNote: 'bir bağlama üçün',
      },
      ru: {
        name: 'Фотоотчёт',
        summary: 'Фото содержимого посылки до того, как она покинет склад.',
        body: [
          {
            kind: 'p',
            text: 'Мы вскрываем посылку, фотографируем каждый товар и его ярлыки (размер, цвет, модель) и добавляем фото в ваш кабинет в течение одного рабочего дня.',
          },
          {
            kind: 'p',
            text: 'Если продавец прислал не тот товар или он пришёл повреждённым, вы сможете вернуть его продавцу, не оплачивая доставку. Заказывайте фотоотчёт до отправки посылки.',
          },
        ],
        priceNote: 'за посылку',
      },
      uz: {
        name: 'Fotohisobot',
        summary: 'Posilka ombordan chiqishidan oldin ichidagi narsalarning suratlari.',
        body: [
          {
            kind: 'p',
            text: 'Posilkani ochamiz, har bir tovar va uning yorliqlarini (oʻlcham, rang, model) suratga olamiz hamda bir ish kuni ichida suratlarni kabinetingizga joylaymiz.',
          },
          {
            kind: 'p',
            text: 'Agar sotuvchi boshqa tovar yuborgan boʻlsa yoki u shikastlangan holda kelgan boʻlsa, yetkazish uchun toʻlamasdan uni sotuvchiga qaytarishingiz mumkin. Fotohisobotga posilka joʻnatilishidan oldin buyurtma bering.',
          },
        ],
        priceNote: 'bitta posilka uchun',
      },
      ka: {
        name: 'ფოტოანგარიში',
        summary: 'ამანათის შიგთავსის ფოტოები, სანამ ის საწყობს დატოვებს.',
        body: [
          {
            kind: 'p',
            text: 'ვხსნით ამანათს, ვიღებთ თითოეული ნივთისა და მისი იარლიყების (ზომა, ფერი, მოდელი) ფოტოებს და ერთი სამუშაო დღის განმავლობაში ვტვირთავთ მათ თქვენს კაბინეტში.',
          },
          {
            kind: 'p',
            text: 'თუ გამყიდველმა სხვა ნივთი გამოგზავნა ან ის დაზიანებული მოვიდა, შეგიძლიათ იგი გამყიდველს დაუბრუნოთ მიწოდების საფასურის გადახდამდე. ფოტოანგარიში შეუკვეთეთ ამანათის გაგზავნამდე.',
          },
        ],
        priceNote: 'ერთ ამანათზე',
      },
    },
  },
  {
    id: 'azerpoct-delivery',
    azOnly: true,
    price: { kind: 'from', amount: 150, currency: 'USD' },
    translations: {
      en: {
        name: 'Delivery to Azərpoçt offices',
        summary: 'Collect your parcel at an Azərpoçt post office anywhere in Azerbaijan.',
        body: [
          {
            kind: 'p',
            text: 'If there is no Yolla pickup point in your town, choose the nearest Azərpoçt post office in your cabinet. We hand the parcel over to Azərpoçt after customs clearance, and it usually reaches the regions in 2–4 working days.',
          },
          {
            kind: 'p',
            text: 'When the parcel arrives, you get an SMS with the address of the post office. Bring your identity card; storage at the post office follows Azərpoçt’s rules.',
          },
        ],
        priceNote: 'per parcel, depending on weight',
      },
      az: {
        name: 'Azərpoçt ilə çatdırılma',
        summary: 'Bağlamanızı Azərbaycanın istənilən yerində Azərpoçt şöbəsindən götürün.',
        body: [
          {
            kind: 'p',
            text: 'Yaşadığınız yerdə Yolla təhvil məntəqəsi yoxdursa, kabinetdə ən yaxın Azərpoçt şöbəsini seçin. Gömrük rəsmiləşdirməsindən sonra bağlamanı Azərpoçta təhvil veririk və o, adətən, 2–4 iş günü ərzində regionlara çatır.',
          },
          {
            kind: 'p',
            text: 'Bağlama gələndə poçt şöbəsinin ünvanı ilə SMS alırsınız. Şəxsiyyət vəsiqənizi götürməyi unutmayın; poçt şöbəsində saxlanma Azərpoçtun qaydalarına uyğun aparılır.',
          },
        ],
        priceNote: 'bir bağlama üçün, çəkidən asılı olaraq',
      },
      ru: {
        name: 'Доставка в отделения «Азерпочт»',
        summary: 'Получайте посылку в отделении «Азерпочт» в любом уголке Азербайджана.',
        body: [
          {
            kind: 'p',
            text: 'Если в вашем городе нет пункта выдачи Yolla, выберите в кабинете ближайшее отделение «Азерпочт». После таможенного оформления мы передаём посылку «Азерпочт», и в регионы она обычно приходит за 2–4 рабочих дня.',
          },
          {
            kind: 'p',
            text: 'Когда посылка поступит, вы получите SMS с адресом отделения. Возьмите с собой удостоверение личности; хранение в отделении — по правилам «Азерпочт».',
          },
        ],
        priceNote: 'за посылку, в зависимости от веса',
      },
      uz: {
        name: 'Azərpoçt boʻlimlariga yetkazish',
        summary: 'Posilkangizni Ozarbayjonning istalgan joyidagi Azərpoçt pochta boʻlimidan oling.',
        body: [
          {
            kind: 'p',
            text: 'Agar shahringizda Yolla topshirish punkti boʻlmasa, kabinetda eng yaqin Azərpoçt boʻlimini tanlang. Bojxona rasmiylashtiruvidan soʻng posilkani Azərpoçtga topshiramiz, u odatda 2–4 ish kunida hududlarga yetib boradi.',
          },
          {
            kind: 'p',
            text: 'Posilka kelganda boʻlim manzili yozilgan SMS olasiz. Shaxsiy guvohnomangizni olib keling; boʻlimda saqlash Azərpoçt qoidalariga muvofiq amalga oshiriladi.',
          },
        ],
        priceNote: 'bitta posilka uchun, vaznga qarab',
      },
      ka: {
        name: 'მიწოდება Azərpoçt-ის განყოფილებებში',
        summary: 'მიიღეთ ამანათი Azərpoçt-ის საფოსტო განყოფილებაში აზერბაიჯანის ნებისმიერ კუთხეში.',
        body: [
          {
            kind: 'p',
            text: 'თუ თქვენს ქალაქში Yolla-ს გაცემის პუნქტი არ არის, კაბინეტში აირჩიეთ Azərpoçt-ის უახლოესი განყოფილება. საბაჟო გაფორმების შემდეგ ამანათს Azərpoçt-ს გადავცემთ და რეგიონებში ის, როგორც წესი, 2–4 სამუშაო დღეში ჩადის.',
          },
          {
            kind: 'p',
            text: 'ამანათის ჩამოსვლისას მიიღებთ SMS-ს განყოფილების მისამართით. თან იქონიეთ პირადობის მოწმობა; განყოფილებაში შენახვა Azərpoçt-ის წესებით ხდება.',
          },
        ],
        priceNote: 'ერთ ამანათზე, წონის მიხედვით',
      },
    },
  },
  {
    id: 'smart-customs-help',
    azOnly: true,
    price: { kind: 'free' },
    translations: {
      en: {
        name: 'Smart Customs help',
        summary: 'Our operators help you declare your parcels in the Smart Customs app.',
        body: [
          {
            kind: 'p',
            text: 'Azerbaijani customs releases a parcel only after it has been declared in the Smart Customs app of the State Customs Committee. If something in the app is unclear, call our support line or write in the chat, and an operator will guide you step by step:',
          },
          {
            kind: 'ol',
            items: [
              'Sign in to Smart Customs with SİMA or ASAN İmza.',
              'Find the parcel by its tracking number in the list of incoming parcels.',
              'Enter the price and attach the invoice, the same as in your Yolla declaration.',
              'If your total for the month is over USD 300, check the calculated duty and pay it in the app.',
            ],
          },
          {
            kind: 'p',
            text: 'The help is free. We never ask for your passwords or confirmation codes.',
          },
        ],
      },
      az: {
        name: 'Smart Customs üzrə yardım',
        summary: 'Operatorlarımız bağlamalarınızı Smart Customs tətbiqində bəyan etməyə kömək edir.',
        body: [
          {
            kind: 'p',
            text: 'Azərbaycan gömrüyü bağlamanı yalnız Dövlət Gömrük Komitəsinin Smart Customs tətbiqində bəyan edildikdən sonra buraxır. Tətbiqdə nəsə aydın deyilsə, dəstək xəttimizə zəng edin və ya çatda yazın — operator sizi addım-addım yönləndirəcək:',
          },
          {
            kind: 'ol',
            items: [
              'Smart Customs-a SİMA və ya ASAN İmza ilə daxil olun.',
              'Gələn bağlamalar siyahısında bağlamanı izləmə nömrəsi ilə tapın.',
              'Qiyməti daxil edin və Yolla bəyannaməsindəki ilə eyni invoysu əlavə edin.',
              'Aylıq məbləğiniz 300 ABŞ dollarını keçirsə, hesablanmış rüsumu yoxlayın və tətbiqdə ödəyin.',
            ],
          },
          {
            kind: 'p',
            text: 'Yardım pulsuzdur. Biz heç vaxt şifrələrinizi və ya təsdiq kodlarınızı soruşmuruq.',
          },
        ],
      },
      ru: {
        name: 'Помощь со Smart Customs',
        summary: 'Наши операторы помогут задекларировать посылки в приложении Smart Customs.',
        body: [
          {
            kind: 'p',
            text: 'Таможня Азербайджана выпускает посылку только после её декларирования в приложении Smart Customs Государственного таможенного комитета. Если в приложении что-то непонятно, позвоните на нашу линию поддержки или напишите в чат — оператор проведёт вас по шагам:',
          },
          {
            kind: 'ol',
            items: [
              'Войдите в Smart Customs через SİMA или ASAN İmza.',
              'Найдите посылку по трек-номеру в списке входящих.',
              'Укажите цену и приложите тот же инвойс, что и в декларации Yolla.',
              'Если сумма за месяц превышает 300 долларов США, проверьте рассчитанную пошлину и оплатите её в приложении.',
            ],
          },
          {
            kind: 'p',
            text: 'Помощь бесплатна. Мы никогда не спрашиваем ваши пароли и коды подтверждения.',
          },
        ],
      },
      uz: {
        name: 'Smart Customs boʻyicha yordam',
        summary: 'Operatorlarimiz posilkalaringizni Smart Customs ilovasida deklaratsiya qilishga yordam beradi.',
        body: [
          {
            kind: 'p',
            text: 'Ozarbayjon bojxonasi posilkani faqat Davlat bojxona qoʻmitasining Smart Customs ilovasida deklaratsiya qilingandan keyin chiqaradi. Ilovada biror narsa tushunarsiz boʻlsa, qoʻllab-quvvatlash xizmatimizga qoʻngʻiroq qiling yoki chatga yozing — operator sizni bosqichma-bosqich yoʻnaltiradi:',
          },
          {
            kind: 'ol',
            items: [
              'Smart Customs ilovasiga SİMA yoki ASAN İmza orqali kiring.',
              'Kiruvchi posilkalar roʻyxatidan posilkani trek-raqami boʻyicha toping.',
              'Narxni kiriting va Yolla deklaratsiyasidagi invoysning oʻzini ilova qiling.',
              'Oylik summangiz 300 AQSh dollaridan oshsa, hisoblangan bojni tekshiring va ilovada toʻlang.',
            ],
          },
          {
            kind: 'p',
            text: 'Yordam bepul. Biz hech qachon parollaringiz yoki tasdiqlash kodlaringizni soʻramaymiz.',
          },
        ],
      },
      ka: {
        name: 'დახმარება Smart Customs-ში',
        summary: 'ჩვენი ოპერატორები დაგეხმარებიან ამანათების დეკლარირებაში აპლიკაციით Smart Customs.',
        body: [
          {
            kind: 'p',
            text: 'აზერბაიჯანის საბაჟო ამანათს მხოლოდ მას შემდეგ უშვებს, რაც ის სახელმწიფო საბაჟო კომიტეტის აპლიკაციაში Smart Customs დეკლარირდება. თუ აპლიკაციაში რამე გაუგებარია, დარეკეთ ჩვენს მხარდაჭერის ხაზზე ან მოგვწერეთ ჩატში — ოპერატორი ნაბიჯ-ნაბიჯ გაგიძღვებათ:',
          },
          {
            kind: 'ol',
            items: [
              'შედით Smart Customs-ში SİMA-ს ან ASAN İmza-ს მეშვეობით.',
              'შემომავალი ამანათების სიაში იპოვეთ ამანათი თრექინგ-ნომრით.',
              'მიუთითეთ ფასი და მიამაგრეთ იგივე ინვოისი, რაც Yolla-ს დეკლარაციაშია.',
              'თუ თვის ჯამი 300 აშშ დოლარს აღემატება, შეამოწმეთ დარიცხული ბაჟი და გადაიხადეთ აპლიკაციაში.',
            ],
          },
          {
            kind: 'p',
            text: 'დახმარება უფასოა. ჩვენ არასდროს გთხოვთ პაროლებს ან დადასტურების კოდებს.',
          },
        ],
      },
    },
  },
];
