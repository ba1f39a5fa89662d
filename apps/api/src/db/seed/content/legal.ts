import type { SiteDocument } from './types.ts';

export { TERMS } from './legal-terms.ts';

/**
 * The privacy policy (`/{lang}/privacy-policy`). Facts follow the product: account deletion in the settings
 * (decision 0020: what is erased and what is kept), Argon2id passwords and one-time codes (decision 0024),
 * only necessary cookies. The terms and conditions are in `legal-terms.ts` (split for length), re-exported here.
 */
export const PRIVACY_POLICY: SiteDocument = {
  id: 'privacy-policy',
  updatedOn: '2026-11-01',
  translations: {
    az: {
      title: 'Məxfilik siyasəti',
      intro: [
        {
          kind: 'p',
          text: 'Bu sənəd saytımızdan və şəxsi kabinetdən istifadə edərkən, bağlamalarınızı xaricdəki anbarlarımız vasitəsilə göndərərkən və ya sizin əvəzinizə məhsul sifariş etməyimizi istədiyiniz zaman Yolla-nın hansı şəxsi məlumatları topladığını, onlardan nə üçün istifadə etdiyini, kimlərə ötürdüyünü və bu məlumatları necə idarə edə biləcəyinizi izah edir. Siyasət Azərbaycan, Özbəkistan və Gürcüstandakı müştərilərə şamil olunur.',
        },
        {
          kind: 'p',
          text: 'Biz yalnız bağlamanın çatdırılması, gömrük rəsmiləşdirilməsi və ödənişlər üçün həqiqətən lazım olan məlumatları toplayırıq. Şəxsi məlumatları satmırıq və başqa şirkətlərin reklamı üçün istifadə etmirik.',
        },
      ],
    },
    en: {
      title: 'Privacy policy',
      intro: [
        {
          kind: 'p',
          text: 'This policy explains what personal data Yolla collects when you use our website and cabinet, ship parcels through our warehouses abroad or ask us to buy goods for you; why we need it, who we pass it to and how you can control it. It applies to customers in Azerbaijan, Uzbekistan and Georgia.',
        },
        {
          kind: 'p',
          text: 'We collect only what forwarding, customs clearance and payments really require. We do not sell personal data and do not use it for other companies’ advertising.',
        },
      ],
    },
    ru: {
      title: 'Политика конфиденциальности',
      intro: [
        {
          kind: 'p',
          text: 'В этой политике мы рассказываем, какие персональные данные Yolla собирает, когда вы пользуетесь сайтом и личным кабинетом, отправляете посылки через наши зарубежные склады или поручаете нам купить товар; зачем эти данные нужны, кому мы их передаём и как вы можете ими управлять. Политика действует для клиентов в Азербайджане, Узбекистане и Грузии.',
        },
        {
          kind: 'p',
          text: 'Мы собираем только то, без чего нельзя доставить посылку, пройти таможенное оформление и принять оплату. Мы не продаём персональные данные и не используем их для рекламы других компаний.',
        },
      ],
    },
    uz: {
      title: 'Maxfiylik siyosati',
      intro: [
        {
          kind: 'p',
          text: 'Ushbu siyosatda sayt va shaxsiy kabinetdan foydalanganingizda, xorijdagi omborlarimiz orqali posilka joʻnatganingizda yoki biz orqali tovar sotib olganingizda Yolla qanday shaxsiy maʼlumotlarni toʻplashi, ular nima uchun kerakligi, kimlarga berilishi va ularni qanday boshqarishingiz mumkinligi tushuntiriladi. Siyosat Oʻzbekiston, Ozarbayjon va Gruziyadagi mijozlarga tatbiq etiladi.',
        },
        {
          kind: 'p',
          text: 'Biz faqat posilkani yetkazib berish, bojxona rasmiylashtiruvi va toʻlovlar uchun haqiqatan zarur boʻlgan maʼlumotlarni yigʻamiz. Shaxsiy maʼlumotlarni sotmaymiz va boshqa kompaniyalar reklamasi uchun ishlatmaymiz.',
        },
      ],
    },
    ka: {
      title: 'კონფიდენციალურობის პოლიტიკა',
      intro: [
        {
          kind: 'p',
          text: 'ეს პოლიტიკა განმარტავს, რა პერსონალურ მონაცემებს აგროვებს Yolla, როცა იყენებთ ჩვენს საიტსა და პირად კაბინეტს, საზღვარგარეთის საწყობების გავლით აგზავნით ამანათებს ან გვავალებთ თქვენთვის ნივთის შეძენას; რისთვის გვჭირდება ეს მონაცემები, ვის გადავცემთ მათ და როგორ შეგიძლიათ მათი მართვა. პოლიტიკა ვრცელდება საქართველოს, აზერბაიჯანისა და უზბეკეთის მომხმარებლებზე.',
        },
        {
          kind: 'p',
          text: 'ჩვენ ვაგროვებთ მხოლოდ იმას, რაც ნამდვილად აუცილებელია ამანათის მიწოდების, საბაჟო გაფორმებისა და გადახდებისთვის. პერსონალურ მონაცემებს არ ვყიდით და არ ვიყენებთ სხვა კომპანიების რეკლამისთვის.',
        },
      ],
    },
  },
  sections: [
    {
      id: 'who-we-are',
      translations: {
        az: {
          heading: 'Biz kimik',
          blocks: [
            {
              kind: 'p',
              text: 'Yolla xaricdən bağlamaların çatdırılması və “Mənim üçün al” xidmətlərini göstərən şirkətdir. Sizə Türkiyə, ABŞ, Çin, Böyük Britaniya, Almaniya və Birləşmiş Ərəb Əmirliklərindəki anbarlarımızın ünvanlarını veririk, bağlamalarınızı Azərbaycana, Özbəkistana və ya Gürcüstana daşıyır, gömrükdə rəsmiləşdirir və təhvil məntəqəsində və ya kuryerlə sizə çatdırırıq.',
            },
            {
              kind: 'p',
              text: 'Məlumatlarınıza hesabınızın qeydiyyatda olduğu ölkədəki Yolla şirkəti cavabdehdir. Şəxsi məlumatlarla bağlı müraciətlərinizə məhz o cavab verir və onların emalına görə həmin ölkənin şəxsi məlumatlar haqqında qanunvericiliyinə uyğun olaraq məsuliyyət daşıyır.',
            },
          ],
        },
        en: {
          heading: 'Who we are',
          blocks: [
            {
              kind: 'p',
              text: 'Yolla is a parcel-forwarding and buy-for-me service. We give you addresses at our warehouses in Turkey, the USA, China, the United Kingdom, Germany and the United Arab Emirates, carry your parcels to Azerbaijan, Uzbekistan or Georgia, clear them through customs and hand them over at a pickup point or by courier.',
            },
            {
              kind: 'p',
              text: 'Your data is controlled by the Yolla company of the country where your account is registered. That company answers your requests about personal data and is responsible for processing it under that country’s data protection law.',
            },
          ],
        },
        ru: {
          heading: 'Кто мы',
          blocks: [
            {
              kind: 'p',
              text: 'Yolla — сервис доставки посылок из-за рубежа и покупки товаров по вашему поручению. Мы даём вам адреса наших складов в Турции, США, Китае, Великобритании, Германии и ОАЭ, перевозим посылки в Азербайджан, Узбекистан или Грузию, оформляем их на таможне и выдаём в пункте выдачи или с курьером.',
            },
            {
              kind: 'p',
              text: 'Оператор ваших данных — компания Yolla в той стране, где зарегистрирована ваша учётная запись. Она отвечает на ваши обращения о персональных данных и несёт ответственность за их обработку по законодательству этой страны о защите данных.',
            },
          ],
        },
        uz: {
          heading: 'Biz haqimizda',
          blocks: [
            {
              kind: 'p',
              text: 'Yolla — xorijdan posilkalarni yetkazib berish va siz uchun tovar sotib olish xizmati. Sizga Turkiya, AQSH, Xitoy, Buyuk Britaniya, Germaniya va BAAdagi omborlarimiz manzillarini beramiz, posilkalaringizni Oʻzbekiston, Ozarbayjon yoki Gruziyaga olib kelamiz, bojxonada rasmiylashtiramiz va topshirish punktida yoki kuryer orqali sizga topshiramiz.',
            },
            {
              kind: 'p',
              text: 'Maʼlumotlaringiz operatori — hisobingiz roʻyxatdan oʻtgan mamlakatdagi Yolla kompaniyasi. Shaxsiy maʼlumotlar boʻyicha murojaatlaringizga aynan u javob beradi va ularga ishlov berish uchun oʻsha mamlakatning shaxsiy maʼlumotlar toʻgʻrisidagi qonunchiligiga muvofiq javobgar hisoblanadi.',
            },
          ],
        },
        ka: {
          heading: 'ვინ ვართ',
          blocks: [
            {
              kind: 'p',
              text: 'Yolla არის საზღვარგარეთიდან ამანათების გადაზიდვისა და თქვენი დავალებით ნივთების შეძენის სერვისი. გაძლევთ ჩვენი საწყობების მისამართებს თურქეთში, აშშ-ში, ჩინეთში, დიდ ბრიტანეთში, გერმანიასა და არაბთა გაერთიანებულ საამიროებში, ამანათებს ჩამოგვაქვს საქართველოში, აზერბაიჯანში ან უზბეკეთში, ვაფორმებთ საბაჟოზე და გადმოგცემთ გაცემის პუნქტში ან კურიერით.',
            },
            {
              kind: 'p',
              text: 'თქვენი მონაცემების დამმუშავებელია Yolla-ს კომპანია იმ ქვეყანაში, სადაც თქვენი ანგარიშია რეგისტრირებული. სწორედ ის პასუხობს თქვენს მიმართვებს პერსონალურ მონაცემებთან დაკავშირებით და აგებს პასუხს მათ დამუშავებაზე ამ ქვეყნის პერსონალურ მონაცემთა დაცვის კანონმდებლობის შესაბამისად.',
            },
          ],
        },
      },
    },
    {
      id: 'data-we-collect',
      translations: {
        az: {
          heading: 'Hansı məlumatları toplayırıq',
          blocks: [
            { kind: 'p', text: 'Hesab açdığınız və xidmətdən istifadə etdiyiniz zaman aşağıdakıları toplayırıq:' },
            {
              kind: 'ul',
              items: [
                'Ad, soyad və doğum tarixi.',
                'Mobil telefon nömrəsi və e-poçt ünvanı — hesaba giriş, birdəfəlik kodlar və bildirişlər üçün.',
                'Gömrüyün tələb etdiyi identifikasiya nömrəsi: Azərbaycanda FİN kod, Özbəkistanda PINFL, Gürcüstanda şəxsi nömrə.',
                'Çatdırılma ünvanlarınız, həmçinin hər bağlamada göstərilən göndərən və mağaza.',
                'Bağlama məlumatları: izləmə nömrəsi, məzmunu, sayı və qiyməti, yüklədiyiniz invoys və qəbzlər, anbarda ölçülən çəki və ölçülər, orada çəkilən şəkillər.',
                '“Mənim üçün al” sifarişləri: məhsulların linkləri, ölçü, rəng, say və qeydləriniz.',
                'Ödəniş qeydləri: balansın artırılması, ödənişlər və geri qaytarmalar. Kart məlumatlarını ödəniş provayderinin səhifəsində daxil edirsiniz; biz kartın yalnız son dörd rəqəmini görürük.',
                'Giriş və cihaz məlumatları: aktiv sessiyalarınız (brauzer, əməliyyat sistemi, son fəaliyyət vaxtı) və təhlükəsizlik jurnallarındakı IP ünvanları.',
              ],
            },
            {
              kind: 'p',
              text: 'Profil şəkli məcburi deyil. Şəkil yüklədikdə onu kəsir və fayldan bütün metaməlumatları, o cümlədən kamera modelini və şəklin çəkildiyi yeri silirik.',
            },
          ],
        },
        en: {
          heading: 'What data we collect',
          blocks: [
            { kind: 'p', text: 'When you open an account and use the service, we collect:' },
            {
              kind: 'ul',
              items: [
                'Name, surname and date of birth.',
                'Mobile phone number and e-mail address — for signing in, one-time codes and notifications.',
                'The customer ID that customs requires: FIN in Azerbaijan, PINFL in Uzbekistan, personal number in Georgia.',
                'Your delivery addresses, and the sender and shop named on each parcel.',
                'Parcel details: tracking number, contents, quantity and price, the invoices and receipts you upload, and the weight, dimensions and photos taken at the warehouse.',
                'Buy-for-me orders: links to the goods, size, colour, quantity and your comments.',
                'Payment records: balance top-ups, charges and refunds. You enter card details on the payment provider’s page; we see only the last four digits of the card.',
                'Sign-in and device data: your active sessions (browser, operating system, time of last activity) and IP addresses in security logs.',
              ],
            },
            {
              kind: 'p',
              text: 'A profile picture is optional. When you upload one, we crop it and strip all metadata from the file, including the camera model and the place where the photo was taken.',
            },
          ],
        },
        ru: {
          heading: 'Какие данные мы собираем',
          blocks: [
            { kind: 'p', text: 'Когда вы открываете учётную запись и пользуетесь сервисом, мы собираем:' },
            {
              kind: 'ul',
              items: [
                'Имя, фамилию и дату рождения.',
                'Номер мобильного телефона и адрес электронной почты — для входа, одноразовых кодов и уведомлений.',
                'Идентификационный номер, которого требует таможня: FIN в Азербайджане, ПИНФЛ в Узбекистане, личный номер в Грузии.',
                'Адреса доставки, а также отправителя и магазин, указанные на каждой посылке.',
                'Данные посылок: трек-номер, содержимое, количество и цену, загруженные вами инвойсы и чеки, вес, габариты и фотографии, сделанные на складе.',
                'Заказы «Купи за меня»: ссылки на товары, размер, цвет, количество и ваши комментарии.',
                'Платёжные операции: пополнения баланса, списания и возвраты. Данные карты вы вводите на странице платёжного провайдера; мы видим только последние четыре цифры карты.',
                'Данные о входах и устройствах: активные сеансы (браузер, операционная система, время последней активности) и IP-адреса в журналах безопасности.',
              ],
            },
            {
              kind: 'p',
              text: 'Фото профиля загружать не обязательно. Если вы его загрузите, мы обрежем изображение и удалим из файла все метаданные, в том числе модель камеры и место съёмки.',
            },
          ],
        },
        uz: {
          heading: 'Qanday maʼlumotlarni toʻplaymiz',
          blocks: [
            { kind: 'p', text: 'Hisob ochganingizda va xizmatdan foydalanganingizda quyidagilarni toʻplaymiz:' },
            {
              kind: 'ul',
              items: [
                'Ism, familiya va tugʻilgan sana.',
                'Mobil telefon raqami va elektron pochta manzili — tizimga kirish, bir martalik kodlar va bildirishnomalar uchun.',
                'Bojxona talab qiladigan identifikator: Oʻzbekistonda JSHSHIR (PINFL), Ozarbayjonda FIN, Gruziyada shaxsiy raqam.',
                'Yetkazib berish manzillaringiz, shuningdek har bir posilkada koʻrsatilgan joʻnatuvchi va doʻkon.',
                'Posilka maʼlumotlari: trek-raqam, tarkibi, soni va narxi, siz yuklagan invoys va cheklar, omborda oʻlchangan vazn, oʻlchamlar va olingan suratlar.',
                '“Men uchun sotib ol” buyurtmalari: tovar havolalari, oʻlcham, rang, soni va izohlaringiz.',
                'Toʻlov yozuvlari: balansni toʻldirish, yechib olingan summalar va qaytarilgan mablagʻlar. Karta maʼlumotlarini toʻlov provayderi sahifasida kiritasiz; biz kartaning faqat oxirgi toʻrt raqamini koʻramiz.',
                'Kirish va qurilma maʼlumotlari: faol seanslaringiz (brauzer, operatsion tizim, oxirgi faollik vaqti) va xavfsizlik jurnallaridagi IP-manzillar.',
              ],
            },
            {
              kind: 'p',
              text: 'Profil rasmi majburiy emas. Rasm yuklasangiz, uni kesamiz va fayldan barcha metamaʼlumotlarni, jumladan kamera modeli va suratga olingan joyni oʻchirib tashlaymiz.',
            },
          ],
        },
        ka: {
          heading: 'რა მონაცემებს ვაგროვებთ',
          blocks: [
            { kind: 'p', text: 'ანგარიშის გახსნისა და სერვისით სარგებლობისას ვაგროვებთ:' },
            {
              kind: 'ul',
              items: [
                'სახელს, გვარსა და დაბადების თარიღს.',
                'მობილური ტელეფონის ნომერსა და ელფოსტის მისამართს — ანგარიშში შესასვლელად, ერთჯერადი კოდებისა და შეტყობინებებისთვის.',
                'საბაჟოსთვის საჭირო საიდენტიფიკაციო ნომერს: საქართველოში პირად ნომერს, აზერბაიჯანში FIN-ს, უზბეკეთში PINFL-ს.',
                'მიწოდების მისამართებს, ასევე თითოეულ ამანათზე მითითებულ გამგზავნსა და მაღაზიას.',
                'ამანათის მონაცემებს: თრექინგ-ნომერს, შიგთავსს, რაოდენობასა და ფასს, თქვენ მიერ ატვირთულ ინვოისებსა და ქვითრებს, საწყობში გაზომილ წონას, ზომებსა და იქ გადაღებულ ფოტოებს.',
                '„იყიდე ჩემთვის“ შეკვეთებს: ბმულებს ნივთებზე, ზომას, ფერს, რაოდენობასა და თქვენს კომენტარებს.',
                'გადახდების ჩანაწერებს: ბალანსის შევსებას, ჩამოჭრილ თანხებსა და დაბრუნებებს. ბარათის მონაცემებს შეიყვანთ გადახდის პროვაიდერის გვერდზე; ჩვენ ვხედავთ მხოლოდ ბარათის ბოლო ოთხ ციფრს.',
                'შესვლისა და მოწყობილობის მონაცემებს: აქტიურ სესიებს (ბრაუზერი, ოპერაციული სისტემა, ბოლო აქტივობის დრო) და IP-მისამართებს უსაფრთხოების ჟურნალებში.',
              ],
            },
            {
              kind: 'p',
              text: 'პროფილის ფოტო სავალდებულო არ არის. ატვირთვისას ფოტოს ვჭრით და ფაილიდან ვშლით ყველა მეტამონაცემს, მათ შორის კამერის მოდელსა და გადაღების ადგილს.',
            },
          ],
        },
      },
    },
    {
      id: 'why-we-use-it',
      translations: {
        az: {
          heading: 'Məlumatlardan nə üçün istifadə edirik',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Bağlamalarınızı gömrükdə bəyan etmək üçün: qanun hər bağlama üzrə alıcının adını, identifikasiya nömrəsini, bağlamanın məzmununu və dəyərini tələb edir.',
                'Çatdırılma üçün: anbara gələn bağlamanı hesabınızla əlaqələndirmək, göndərmək, gəlişi barədə xəbər vermək və onu yalnız sizə və ya etibar etdiyiniz şəxsə təhvil vermək.',
                'Hesabınızı və balansınızı idarə etmək üçün: hesaba giriş, birdəfəlik kodlar, çatdırılma və “Mənim üçün al” sifarişləri üzrə ödənişlər, vəsaitin qaytarılması.',
                'Fırıldaqçılığın qarşısını almaq üçün: parolun seçilməsi cəhdlərini, oğurlanmış kartla ödənişləri və başqasının adına bəyan edilən bağlamaları aşkar etmək.',
                'Qanuni öhdəliklərimizi yerinə yetirmək üçün: mühasibat, vergi və gömrük uçotu, dövlət orqanlarının qanuni sorğularına cavab.',
              ],
            },
            {
              kind: 'p',
              text: 'Bağlamalar və sifarişlər barədə bildirişləri parametrlərdə seçdiyiniz kimi SMS və e-poçtla göndəririk. Təhlükəsizlik mesajları — birdəfəlik kodlar, parolun və ya telefon nömrəsinin dəyişdirilməsi barədə xəbərdarlıqlar — həmişə göndərilir. Reklam xarakterli mesajları yalnız razılığınızla göndəririk.',
            },
          ],
        },
        en: {
          heading: 'Why we use it',
          blocks: [
            {
              kind: 'ul',
              items: [
                'To declare your parcels to customs: the law requires the recipient’s name and customer ID and the contents and value of every parcel.',
                'To deliver: to match an arriving parcel to your account, ship it, tell you when it arrives and hand it over only to you or to the person you authorise.',
                'To run your account and balance: sign-in, one-time codes, charges for delivery and buy-for-me orders, refunds.',
                'To prevent fraud: to spot password guessing, payments with stolen cards and parcels declared in someone else’s name.',
                'To meet our legal duties: accounting, tax and customs records, and answers to lawful requests from the authorities.',
              ],
            },
            {
              kind: 'p',
              text: 'We send notices about parcels and orders by SMS and e-mail, as you choose in the settings. Security messages — one-time codes, notices of a changed password or phone number — are always sent. We send advertising only with your consent.',
            },
          ],
        },
        ru: {
          heading: 'Зачем нам эти данные',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Чтобы задекларировать посылки на таможне: закон требует указывать имя получателя, его идентификационный номер, содержимое и стоимость каждой посылки.',
                'Чтобы доставить: привязать поступившую на склад посылку к вашей учётной записи, отправить её, сообщить о прибытии и выдать только вам или тому, кому вы это доверили.',
                'Чтобы вести учётную запись и баланс: вход, одноразовые коды, оплата доставки и заказов «Купи за меня», возвраты.',
                'Чтобы предотвращать мошенничество: замечать подбор паролей, оплату украденными картами и посылки, оформленные на чужое имя.',
                'Чтобы выполнять требования закона: бухгалтерский, налоговый и таможенный учёт, ответы на законные запросы государственных органов.',
              ],
            },
            {
              kind: 'p',
              text: 'Уведомления о посылках и заказах мы присылаем по SMS и электронной почте — так, как вы выбрали в настройках. Сообщения о безопасности — одноразовые коды, уведомления о смене пароля или номера телефона — приходят всегда. Рекламу отправляем только с вашего согласия.',
            },
          ],
        },
        uz: {
          heading: 'Maʼlumotlardan nima uchun foydalanamiz',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Posilkalarni bojxonada deklaratsiya qilish uchun: qonun har bir posilka boʻyicha qabul qiluvchining ismi va identifikatorini, posilka tarkibi va qiymatini koʻrsatishni talab qiladi.',
                'Yetkazib berish uchun: omborga kelgan posilkani hisobingizga bogʻlash, joʻnatish, kelgani haqida xabar berish va faqat sizga yoki siz ishonch bildirgan shaxsga topshirish.',
                'Hisobingiz va balansingizni yuritish uchun: tizimga kirish, bir martalik kodlar, yetkazib berish va “Men uchun sotib ol” buyurtmalari uchun toʻlovlar, pulni qaytarish.',
                'Firibgarlikning oldini olish uchun: parol tanlash urinishlarini, oʻgʻirlangan karta bilan qilingan toʻlovlarni va boshqa birovning nomiga rasmiylashtirilgan posilkalarni aniqlash.',
                'Qonuniy majburiyatlarni bajarish uchun: buxgalteriya, soliq va bojxona hisobi, davlat organlarining qonuniy soʻrovlariga javob berish.',
              ],
            },
            {
              kind: 'p',
              text: 'Posilkalar va buyurtmalar haqidagi bildirishnomalarni sozlamalarda tanlaganingizdek SMS va elektron pochta orqali yuboramiz. Xavfsizlik xabarlari — bir martalik kodlar, parol yoki telefon raqami oʻzgargani haqidagi xabarlar — har doim yuboriladi. Reklamani faqat roziligingiz bilan yuboramiz.',
            },
          ],
        },
        ka: {
          heading: 'რისთვის ვიყენებთ მონაცემებს',
          blocks: [
            {
              kind: 'ul',
              items: [
                'ამანათების საბაჟოზე დეკლარირებისთვის: კანონი ყოველ ამანათზე მოითხოვს მიმღების სახელს, საიდენტიფიკაციო ნომერს, შიგთავსსა და ღირებულებას.',
                'მიწოდებისთვის: საწყობში შემოსული ამანათი რომ დავუკავშიროთ თქვენს ანგარიშს, გამოვგზავნოთ, ჩამოსვლისას შეგატყობინოთ და გადავცეთ მხოლოდ თქვენ ან თქვენ მიერ მინდობილ პირს.',
                'ანგარიშისა და ბალანსის მართვისთვის: შესვლა, ერთჯერადი კოდები, მიწოდებისა და „იყიდე ჩემთვის“ შეკვეთების გადახდა, თანხის დაბრუნება.',
                'თაღლითობის თავიდან ასაცილებლად: პაროლის შერჩევის მცდელობების, მოპარული ბარათით გადახდებისა და სხვის სახელზე დეკლარირებული ამანათების გამოსავლენად.',
                'კანონით დაკისრებული ვალდებულებების შესასრულებლად: ბუღალტრული, საგადასახადო და საბაჟო აღრიცხვა, სახელმწიფო ორგანოების კანონიერ მოთხოვნებზე პასუხი.',
              ],
            },
            {
              kind: 'p',
              text: 'შეტყობინებებს ამანათებსა და შეკვეთებზე გიგზავნით SMS-ით და ელფოსტით, როგორც პარამეტრებში აირჩევთ. უსაფრთხოების შეტყობინებები — ერთჯერადი კოდები, ცნობები პაროლის ან ტელეფონის ნომრის შეცვლის შესახებ — ყოველთვის იგზავნება. სარეკლამო შეტყობინებებს მხოლოდ თქვენი თანხმობით გიგზავნით.',
            },
          ],
        },
      },
    },
    {
      id: 'who-we-share-with',
      translations: {
        az: {
          heading: 'Məlumatları kimlə paylaşırıq',
          blocks: [
            { kind: 'p', text: 'Hər tərəf öz işini görmək üçün yalnız ona lazım olan məlumatı alır:' },
            {
              kind: 'ul',
              items: [
                'Ölkənizin gömrük orqanı — hər bağlamanın bəyannaməsini: adınız, identifikasiya nömrəniz, ünvanınız, bağlamanın məzmunu və dəyəri.',
                'Xaricdəki anbarlarımız, aviaşirkətlər, avtodaşıyıcılar və yerli kuryerlər — bağlamanın etiketlənməsi, daşınması və təhvil verilməsi üçün adınızı, müştəri kodunuzu, telefonunuzu və çatdırılma ünvanınızı.',
                'Banklar və ödəniş provayderləri — ödənişin və ya geri qaytarmanın icrası üçün məbləği və lazımi məlumatları.',
                'SMS və e-poçt göndərişi, hostinq və xətaların monitorinqi xidmətləri — məlumatlardan başqa məqsədlə istifadəni qadağan edən müqavilələr əsasında.',
                'Məhkəmələr, polis və digər dövlət orqanları — yalnız qanuna görə cavab verməyə borclu olduğumuz rəsmi sorğu əsasında.',
              ],
            },
            { kind: 'p', text: 'Şəxsi məlumatları heç vaxt satmırıq və marketinq məqsədilə heç kimə ötürmürük.' },
          ],
        },
        en: {
          heading: 'Who we share it with',
          blocks: [
            { kind: 'p', text: 'Each party receives only what it needs for its part of the work:' },
            {
              kind: 'ul',
              items: [
                'The customs authority of your country — the declaration of each parcel: your name, customer ID and address, and the contents and value of the parcel.',
                'Our warehouses abroad, airlines, road carriers and local couriers — your name, customer code, phone number and delivery address, so that the parcel can be labelled, carried and handed over.',
                'Banks and payment providers — the amount and what they need to process a payment or a refund.',
                'Providers of SMS and e-mail delivery, hosting and error monitoring — under contracts that forbid them to use the data for anything else.',
                'Courts, the police and other authorities — only on a formal request that the law obliges us to answer.',
              ],
            },
            { kind: 'p', text: 'We never sell personal data and never hand it over for marketing.' },
          ],
        },
        ru: {
          heading: 'Кому мы передаём данные',
          blocks: [
            { kind: 'p', text: 'Каждый получает только то, что нужно для его части работы:' },
            {
              kind: 'ul',
              items: [
                'Таможенный орган вашей страны — декларацию каждой посылки: ваше имя, идентификационный номер, адрес, содержимое и стоимость.',
                'Наши зарубежные склады, авиакомпании, автоперевозчики и местные курьеры — имя, код клиента, телефон и адрес доставки, чтобы промаркировать, перевезти и вручить посылку.',
                'Банки и платёжные провайдеры — сумму и сведения, необходимые для проведения платежа или возврата.',
                'Сервисы рассылки SMS и e-mail, хостинга и мониторинга ошибок — по договорам, которые запрещают им использовать данные в других целях.',
                'Суды, полиция и другие государственные органы — только по официальному запросу, на который мы обязаны ответить по закону.',
              ],
            },
            { kind: 'p', text: 'Мы никогда не продаём персональные данные и не передаём их для маркетинга.' },
          ],
        },
        uz: {
          heading: 'Maʼlumotlarni kimlarga beramiz',
          blocks: [
            { kind: 'p', text: 'Har bir tomon faqat oʻz ishini bajarishi uchun zarur boʻlgan maʼlumotni oladi:' },
            {
              kind: 'ul',
              items: [
                'Mamlakatingiz bojxona organi — har bir posilka deklaratsiyasini: ismingiz, identifikatoringiz, manzilingiz, posilka tarkibi va qiymati.',
                'Xorijdagi omborlarimiz, aviakompaniyalar, avtotashuvchilar va mahalliy kuryerlar — posilkani markalash, tashish va topshirish uchun ismingiz, mijoz kodingiz, telefon raqamingiz va yetkazib berish manzilingizni.',
                'Banklar va toʻlov provayderlari — toʻlov yoki pulni qaytarishni amalga oshirish uchun summa va zarur maʼlumotlarni.',
                'SMS va elektron pochta joʻnatish, xosting va xatolarni kuzatish xizmatlari — maʼlumotlardan boshqa maqsadda foydalanishni taqiqlovchi shartnomalar asosida.',
                'Sudlar, huquqni muhofaza qilish va boshqa davlat organlari — faqat qonunga koʻra javob berishimiz shart boʻlgan rasmiy soʻrov asosida.',
              ],
            },
            {
              kind: 'p',
              text: 'Shaxsiy maʼlumotlarni hech qachon sotmaymiz va marketing maqsadida hech kimga bermaymiz.',
            },
          ],
        },
        ka: {
          heading: 'ვის ვუზიარებთ მონაცემებს',
          blocks: [
            { kind: 'p', text: 'თითოეული მხარე იღებს მხოლოდ იმას, რაც თავისი სამუშაოს შესასრულებლად სჭირდება:' },
            {
              kind: 'ul',
              items: [
                'თქვენი ქვეყნის საბაჟო ორგანო — თითოეული ამანათის დეკლარაციას: თქვენს სახელს, საიდენტიფიკაციო ნომერს, მისამართს, ამანათის შიგთავსსა და ღირებულებას.',
                'ჩვენი საწყობები საზღვარგარეთ, ავიაკომპანიები, სახმელეთო გადამზიდავები და ადგილობრივი კურიერები — სახელს, კლიენტის კოდს, ტელეფონსა და მიწოდების მისამართს, რომ ამანათი მოინიშნოს, გადაიზიდოს და ჩაგბარდეთ.',
                'ბანკები და გადახდის პროვაიდერები — თანხას და გადახდის ან დაბრუნების შესასრულებლად საჭირო მონაცემებს.',
                'SMS-ისა და ელფოსტის გაგზავნის, ჰოსტინგისა და შეცდომების მონიტორინგის სერვისები — ხელშეკრულებებით, რომლებიც მათ უკრძალავს მონაცემების სხვა მიზნით გამოყენებას.',
                'სასამართლო, პოლიცია და სხვა სახელმწიფო ორგანოები — მხოლოდ ოფიციალური მოთხოვნით, რომელზეც კანონით ვალდებული ვართ, ვუპასუხოთ.',
              ],
            },
            { kind: 'p', text: 'პერსონალურ მონაცემებს არასდროს ვყიდით და მარკეტინგისთვის არავის გადავცემთ.' },
          ],
        },
      },
    },
    {
      id: 'how-long-we-keep-it',
      translations: {
        az: {
          heading: 'Məlumatları nə qədər saxlayırıq',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Hesab məlumatları — hesab mövcud olduğu müddətdə.',
                'Gömrük bəyannamələri, invoyslar və ödəniş qeydləri — gömrük, vergi və mühasibat qanunvericiliyinin tələb etdiyi müddətdə, adətən əməliyyat ilinin sonundan beş il, hətta hesabınızı silsəniz belə.',
                'Birdəfəlik kodlar — göndərildikdən bir gün sonra silinir (kodun özü 10 dəqiqə etibarlıdır).',
                'Sessiya qeydləri — hesabdan çıxana və ya sessiyanı parametrlərdə bitirənə qədər.',
                'Təhlükəsizlik jurnalları — 12 aydan çox olmayaraq.',
              ],
            },
            {
              kind: 'p',
              text: 'Müddət bitdikdən sonra məlumatlar silinir və ya sizinlə əlaqələndirilə bilməyəcək şəkildə anonimləşdirilir.',
            },
          ],
        },
        en: {
          heading: 'How long we keep it',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Account data — for as long as the account exists.',
                'Customs declarations, invoices and payment records — as long as customs, tax and accounting law requires, usually five years after the end of the year of the transaction, even if you delete your account.',
                'One-time codes — one day after they are sent (a code itself is valid for 10 minutes).',
                'Session records — until you sign out or end the session in the settings.',
                'Security logs — no longer than 12 months.',
              ],
            },
            {
              kind: 'p',
              text: 'When the period ends, the data is deleted or anonymised so that it can no longer be linked to you.',
            },
          ],
        },
        ru: {
          heading: 'Сколько мы храним данные',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Данные учётной записи — пока она существует.',
                'Таможенные декларации, инвойсы и платёжные записи — столько, сколько требует таможенное, налоговое и бухгалтерское законодательство, обычно пять лет после окончания года операции, даже если вы удалили учётную запись.',
                'Одноразовые коды — сутки после отправки (сам код действует 10 минут).',
                'Записи о сеансах — пока вы не выйдете из учётной записи или не завершите сеанс в настройках.',
                'Журналы безопасности — не дольше 12 месяцев.',
              ],
            },
            {
              kind: 'p',
              text: 'По истечении срока данные удаляются или обезличиваются так, что их уже нельзя связать с вами.',
            },
          ],
        },
        uz: {
          heading: 'Maʼlumotlarni qancha vaqt saqlaymiz',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Hisob maʼlumotlari — hisob mavjud ekan.',
                'Bojxona deklaratsiyalari, invoyslar va toʻlov yozuvlari — bojxona, soliq va buxgalteriya qonunchiligi talab qiladigan muddatda, odatda operatsiya yili tugaganidan keyin besh yil, hatto hisobingizni oʻchirsangiz ham.',
                'Bir martalik kodlar — yuborilganidan keyin bir kun (kodning oʻzi 10 daqiqa amal qiladi).',
                'Seans yozuvlari — hisobdan chiqquningizcha yoki sozlamalarda seansni yakunlaguningizcha.',
                'Xavfsizlik jurnallari — 12 oydan oshmagan muddat.',
              ],
            },
            {
              kind: 'p',
              text: 'Muddat tugagach, maʼlumotlar oʻchiriladi yoki siz bilan bogʻlab boʻlmaydigan tarzda anonimlashtiriladi.',
            },
          ],
        },
        ka: {
          heading: 'რამდენ ხანს ვინახავთ მონაცემებს',
          blocks: [
            {
              kind: 'ul',
              items: [
                'ანგარიშის მონაცემებს — სანამ ანგარიში არსებობს.',
                'საბაჟო დეკლარაციებს, ინვოისებსა და გადახდების ჩანაწერებს — იმდენ ხანს, რამდენსაც საბაჟო, საგადასახადო და ბუღალტრული კანონმდებლობა მოითხოვს, როგორც წესი, ოპერაციის წლის დასრულებიდან ხუთი წლის განმავლობაში, მაშინაც კი, თუ ანგარიშს წაშლით.',
                'ერთჯერად კოდებს — გაგზავნიდან ერთი დღე (თავად კოდი 10 წუთის განმავლობაში მოქმედებს).',
                'სესიების ჩანაწერებს — სანამ ანგარიშიდან არ გამოხვალთ ან პარამეტრებში სესიას არ დაასრულებთ.',
                'უსაფრთხოების ჟურნალებს — არაუმეტეს 12 თვისა.',
              ],
            },
            {
              kind: 'p',
              text: 'ვადის გასვლის შემდეგ მონაცემები იშლება ან ანონიმიზდება ისე, რომ მათი თქვენთან დაკავშირება აღარ იყოს შესაძლებელი.',
            },
          ],
        },
      },
    },
    {
      id: 'security',
      translations: {
        az: {
          heading: 'Məlumatları necə qoruyuruq',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Sayt və şəxsi kabinet yalnız şifrələnmiş bağlantı (HTTPS) üzərindən işləyir, ona görə də cihazınızla bizim aramızda ötürülən məlumatları yolda oxumaq mümkün deyil.',
                'Parollar yalnız Argon2id heşi şəklində saxlanılır; heşdən parolu bərpa etmək mümkün deyil və əməkdaşlarımız onu heç vaxt görmür.',
                'Passkey (giriş açarı) ilə daxil olursunuzsa, onun gizli açarı cihazınızdan kənara çıxmır — bizdə yalnız açıq açar saxlanılır.',
                'Birdəfəlik kodlar 10 dəqiqə etibarlıdır, beş cəhdə imkan verir və surəti çıxarılsa belə yararsız olan formada saxlanılır.',
                'Giriş cookie fayllarını səhifədəki skriptlər oxuya bilmir, parol bir neçə dəfə səhv daxil edildikdə isə növbəti cəhdlər ləngidilir.',
              ],
            },
            {
              kind: 'p',
              text: 'Parametrlərdə hesabınıza daxil olunmuş bütün cihazları görür və istənilən sessiyanı bitirə bilərsiniz. Əməkdaşlarımız yalnız işləri üçün lazım olan məlumatları görür; məlumat sızması nə vaxtsa hüquqlarınıza təhlükə yaradarsa, qanunun tələb etdiyi qaydada sizə və nəzarət orqanına xəbər verəcəyik.',
            },
          ],
        },
        en: {
          heading: 'How we protect it',
          blocks: [
            {
              kind: 'ul',
              items: [
                'The website and the cabinet work only over an encrypted connection (HTTPS), so data travelling between your device and us cannot be read on the way.',
                'Passwords are stored only as an Argon2id hash, from which the password cannot be recovered; our staff never see it.',
                'If you sign in with a passkey, its private key never leaves your device; we keep only the public key.',
                'One-time codes are valid for 10 minutes, allow five attempts and are stored in a form that is useless if copied.',
                'Sign-in cookies cannot be read by scripts on the page, and repeated wrong passwords slow further attempts down.',
              ],
            },
            {
              kind: 'p',
              text: 'In the settings you see every device signed in to your account and can end any session. Our staff see only the data their work requires. If a breach ever threatens your rights, we will tell you and the supervisory authority as the law requires.',
            },
          ],
        },
        ru: {
          heading: 'Как мы защищаем данные',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Сайт и личный кабинет работают только через зашифрованное соединение (HTTPS), поэтому данные между вашим устройством и нами нельзя перехватить и прочитать по пути.',
                'Пароли хранятся только в виде хеша Argon2id, из которого пароль восстановить невозможно; наши сотрудники его никогда не видят.',
                'Если вы входите с ключом доступа (passkey), его закрытый ключ не покидает ваше устройство — у нас хранится только открытый.',
                'Одноразовые коды действуют 10 минут, дают пять попыток и хранятся в виде, который бесполезен при копировании.',
                'Cookie входа недоступны скриптам на странице, а после нескольких неверных паролей каждая следующая попытка замедляется.',
              ],
            },
            {
              kind: 'p',
              text: 'В настройках видны все устройства, на которых выполнен вход в вашу учётную запись, и любой сеанс можно завершить. Сотрудники видят только те данные, которые нужны им для работы. Если утечка когда-либо будет угрожать вашим правам, мы сообщим об этом вам и надзорному органу, как того требует закон.',
            },
          ],
        },
        uz: {
          heading: 'Maʼlumotlarni qanday himoya qilamiz',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Sayt va shaxsiy kabinet faqat shifrlangan ulanish (HTTPS) orqali ishlaydi, shu sababli qurilmangiz bilan bizning oramizdagi maʼlumotlarni yoʻlda oʻqib boʻlmaydi.',
                'Parollar faqat Argon2id xeshi koʻrinishida saqlanadi, undan parolni tiklab boʻlmaydi; xodimlarimiz uni hech qachon koʻrmaydi.',
                'Passkey (kirish kaliti) bilan kirsangiz, uning maxfiy kaliti qurilmangizdan tashqariga chiqmaydi — bizda faqat ochiq kalit saqlanadi.',
                'Bir martalik kodlar 10 daqiqa amal qiladi, beshta urinish beradi va nusxa olinsa ham foydasiz boʻlgan shaklda saqlanadi.',
                'Kirish cookie-fayllarini sahifadagi skriptlar oʻqiy olmaydi, parol bir necha marta notoʻgʻri kiritilsa, keyingi urinishlar sekinlashtiriladi.',
              ],
            },
            {
              kind: 'p',
              text: 'Sozlamalarda hisobingizga kirilgan barcha qurilmalarni koʻrasiz va istalgan seansni yakunlay olasiz. Xodimlarimiz faqat ishi uchun zarur maʼlumotlarni koʻradi. Agar maʼlumotlar sizib chiqishi qachondir huquqlaringizga xavf tugʻdirsa, qonun talabiga koʻra sizni ham, nazorat organini ham xabardor qilamiz.',
            },
          ],
        },
        ka: {
          heading: 'როგორ ვიცავთ მონაცემებს',
          blocks: [
            {
              kind: 'ul',
              items: [
                'საიტი და პირადი კაბინეტი მუშაობს მხოლოდ დაშიფრული კავშირით (HTTPS), ამიტომ თქვენს მოწყობილობასა და ჩვენ შორის გადაცემული მონაცემების გზაში წაკითხვა შეუძლებელია.',
                'პაროლები ინახება მხოლოდ Argon2id ჰეშის სახით, საიდანაც პაროლის აღდგენა შეუძლებელია; ჩვენი თანამშრომლები მას ვერასდროს ხედავენ.',
                'თუ შედიხართ წვდომის გასაღებით (passkey), მისი პირადი გასაღები თქვენს მოწყობილობას არ ტოვებს — ჩვენ ვინახავთ მხოლოდ საჯარო გასაღებს.',
                'ერთჯერადი კოდი მოქმედებს 10 წუთი, იძლევა ხუთ მცდელობას და ინახება ისეთი სახით, რომ მისი ასლი გამოუსადეგარია.',
                'შესვლის cookie-ფაილებს გვერდზე გაშვებული სკრიპტები ვერ კითხულობენ, ხოლო რამდენიმე არასწორი პაროლის შემდეგ ყოველი მომდევნო მცდელობა ნელდება.',
              ],
            },
            {
              kind: 'p',
              text: 'პარამეტრებში ხედავთ ყველა მოწყობილობას, რომლითაც ანგარიშში ხართ შესული, და ნებისმიერი სესიის დასრულება შეგიძლიათ. თანამშრომლები ხედავენ მხოლოდ იმ მონაცემებს, რაც სამუშაოსთვის სჭირდებათ. თუ მონაცემების გაჟონვა ოდესმე საფრთხეს შეუქმნის თქვენს უფლებებს, კანონის შესაბამისად შეგატყობინებთ როგორც თქვენ, ისე ზედამხედველ ორგანოს.',
            },
          ],
        },
      },
    },
    {
      id: 'your-rights',
      translations: {
        az: {
          heading: 'Hüquqlarınız',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Tanış olmaq — məlumatlarınızı şəxsi kabinetdə görmək və ya bizdən onların surətini istəmək.',
                'Düzəliş etmək — ad, telefon, e-poçt, ünvanlar və identifikasiya nömrəsini parametrlərdə dəyişmək. Artıq gömrükdə bəyan edilmiş bağlamanın məlumatları dəstək xidməti vasitəsilə düzəldilir.',
                'Silmək — hesabı parametrlərdə parolla təsdiqləyərək özünüz silə bilərsiniz. Bunun üçün balansınız sıfır olmalı, yolda olan və ya təhvil alınmağı gözləyən bağlamanız, tamamlanmamış sifarişiniz olmamalıdır.',
                'Etiraz etmək — bildirişləri söndürmək və reklama verdiyiniz razılığı istənilən vaxt geri götürmək.',
              ],
            },
            {
              kind: 'p',
              text: 'Hesab silinərkən adınızı, telefonunuzu, e-poçtunuzu, identifikasiya nömrənizi, doğum tarixinizi, şəklinizi, ünvanlarınızı və parolunuzu silirik. Yalnız qanunun saxlamağımızı tələb etdiyi qeydlər — gömrük bəyannamələri, invoyslar və ödəniş qeydləri — həmçinin müştəri kodunuz və şərtləri qəbul etdiyiniz tarix qalır.',
            },
            {
              kind: 'p',
              text: 'Müraciətlərə 30 gün ərzində cavab veririk. Cavabımızla razı deyilsinizsə, ölkənizin şəxsi məlumatların qorunması üzrə səlahiyyətli orqanına şikayət edə bilərsiniz.',
            },
          ],
        },
        en: {
          heading: 'Your rights',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Access — see your data in the cabinet or ask us for a copy.',
                'Correction — change your name, phone, e-mail, addresses and customer ID in the settings. The details of a parcel already declared to customs are corrected through support.',
                'Deletion — delete your account yourself in the settings, confirming with your password. This is possible once your balance is zero and you have no parcels on the way or waiting for pickup and no unfinished orders.',
                'Objection — switch off notifications and withdraw your consent to advertising at any time.',
              ],
            },
            {
              kind: 'p',
              text: 'When an account is deleted, we erase your name, phone, e-mail, customer ID, date of birth, photo, addresses and password. We keep only the records the law requires us to keep — customs declarations, invoices and payment records — together with your customer code and the date you accepted the terms.',
            },
            {
              kind: 'p',
              text: 'We answer requests within 30 days. If you disagree with our answer, you may complain to the personal data protection authority of your country.',
            },
          ],
        },
        ru: {
          heading: 'Ваши права',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Доступ — посмотреть свои данные в личном кабинете или запросить у нас их копию.',
                'Исправление — изменить имя, телефон, e-mail, адреса и идентификационный номер в настройках. Данные посылки, уже задекларированной на таможне, исправляют через поддержку.',
                'Удаление — удалить учётную запись самостоятельно в настройках, подтвердив паролем. Это возможно, когда баланс равен нулю и у вас нет посылок в пути или ожидающих выдачи, а также незавершённых заказов.',
                'Возражение — в любой момент отключить уведомления и отозвать согласие на рекламу.',
              ],
            },
            {
              kind: 'p',
              text: 'При удалении учётной записи мы стираем имя, телефон, e-mail, идентификационный номер, дату рождения, фото, адреса и пароль. Остаётся только то, что мы обязаны хранить по закону, — таможенные декларации, инвойсы и платёжные записи, а также ваш код клиента и дата принятия условий.',
            },
            {
              kind: 'p',
              text: 'Мы отвечаем на обращения в течение 30 дней. Если вы не согласны с ответом, можно подать жалобу в орган по защите персональных данных вашей страны.',
            },
          ],
        },
        uz: {
          heading: 'Huquqlaringiz',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Tanishish — maʼlumotlaringizni shaxsiy kabinetda koʻrish yoki bizdan ularning nusxasini soʻrash.',
                'Tuzatish — ism, telefon, elektron pochta, manzillar va identifikatorni sozlamalarda oʻzgartirish. Bojxonada deklaratsiya qilib boʻlingan posilka maʼlumotlari qoʻllab-quvvatlash xizmati orqali tuzatiladi.',
                'Oʻchirish — hisobni sozlamalarda parol bilan tasdiqlab, oʻzingiz oʻchirishingiz mumkin. Buning uchun balans nolga teng boʻlishi, yoʻldagi yoki topshirilishini kutayotgan posilka va yakunlanmagan buyurtma boʻlmasligi kerak.',
                'Eʼtiroz bildirish — bildirishnomalarni oʻchirish va reklamaga bergan roziligingizni istalgan vaqtda qaytarib olish.',
              ],
            },
            {
              kind: 'p',
              text: 'Hisob oʻchirilganda ismingiz, telefoningiz, elektron pochtangiz, identifikatoringiz, tugʻilgan sanangiz, rasmingiz, manzillaringiz va parolingiz oʻchiriladi. Faqat qonun saqlashni talab qiladigan yozuvlar — bojxona deklaratsiyalari, invoyslar va toʻlov yozuvlari, shuningdek mijoz kodingiz va shartlarni qabul qilgan sanangiz qoladi.',
            },
            {
              kind: 'p',
              text: 'Murojaatlarga 30 kun ichida javob beramiz. Javobimizga rozi boʻlmasangiz, mamlakatingizdagi shaxsiy maʼlumotlarni himoya qilish boʻyicha vakolatli organga shikoyat qilishingiz mumkin.',
            },
          ],
        },
        ka: {
          heading: 'თქვენი უფლებები',
          blocks: [
            {
              kind: 'ul',
              items: [
                'წვდომა — ნახოთ თქვენი მონაცემები პირად კაბინეტში ან მოგვთხოვოთ მათი ასლი.',
                'გასწორება — პარამეტრებში შეცვალოთ სახელი, ტელეფონი, ელფოსტა, მისამართები და საიდენტიფიკაციო ნომერი. საბაჟოზე უკვე დეკლარირებული ამანათის მონაცემები სწორდება მხარდაჭერის სამსახურის მეშვეობით.',
                'წაშლა — ანგარიში თავად წაშალოთ პარამეტრებში, პაროლით დადასტურებით. ეს შესაძლებელია, თუ ბალანსი ნულის ტოლია და არ გაქვთ გზაში მყოფი ან გატანის მომლოდინე ამანათი და დაუსრულებელი შეკვეთა.',
                'წინააღმდეგობა — ნებისმიერ დროს გამორთოთ შეტყობინებები და გააუქმოთ რეკლამაზე გაცემული თანხმობა.',
              ],
            },
            {
              kind: 'p',
              text: 'ანგარიშის წაშლისას ვშლით თქვენს სახელს, ტელეფონს, ელფოსტას, საიდენტიფიკაციო ნომერს, დაბადების თარიღს, ფოტოს, მისამართებსა და პაროლს. რჩება მხოლოდ ის, რისი შენახვაც კანონით გვევალება — საბაჟო დეკლარაციები, ინვოისები და გადახდების ჩანაწერები, ასევე თქვენი კლიენტის კოდი და პირობების მიღების თარიღი.',
            },
            {
              kind: 'p',
              text: 'მიმართვებს ვპასუხობთ 30 დღის განმავლობაში. თუ ჩვენს პასუხს არ ეთანხმებით, შეგიძლიათ საჩივრით მიმართოთ თქვენი ქვეყნის პერსონალურ მონაცემთა დაცვის ორგანოს.',
            },
          ],
        },
      },
    },
    {
      id: 'cookies',
      translations: {
        az: {
          heading: 'Cookie faylları',
          blocks: [
            {
              kind: 'p',
              text: 'Yalnız saytın işləməsi üçün zəruri olan cookie fayllarından istifadə edirik. Reklam və izləmə cookie faylları yoxdur, ona görə də sizdən onlara razılıq istəmirik.',
            },
            {
              kind: 'ul',
              items: [
                'Sessiya — hesabda qalmağınızı təmin edir; bu faylları yalnız serverimiz oxuya bilir.',
                'Dil — seçdiyiniz dili bir il yadda saxlayır.',
                'Ölkə — qiymət və xidmətlərin hansı ölkə üçün göstərildiyini müəyyən edir.',
                'Rəng mövzusu — işıqlı və ya tünd dizayn.',
                'Qısamüddətli xidməti fayllar — əməliyyatdan sonra göstərilən birdəfəlik mesaj (60 saniyə), qeydiyyatın və ya parolun bərpasının gedişatı.',
              ],
            },
            {
              kind: 'p',
              text: 'Brauzerdə cookie fayllarını bloklasanız, hesaba daxil ola bilməyəcəksiniz, lakin saytın ümumi səhifələri açılmağa davam edəcək.',
            },
          ],
        },
        en: {
          heading: 'Cookies',
          blocks: [
            {
              kind: 'p',
              text: 'We use only the cookies the site needs to work. There are no advertising or tracking cookies, which is why we do not ask you to accept any.',
            },
            {
              kind: 'ul',
              items: [
                'Session — keeps you signed in; only our server can read these cookies.',
                'Language — remembers the language you chose, for a year.',
                'Country — the country whose prices and services are shown.',
                'Colour theme — light or dark design.',
                'Short-lived service cookies — a one-time message after an action (60 seconds) and the progress of a registration or password recovery.',
              ],
            },
            {
              kind: 'p',
              text: 'If you block cookies in your browser, you will not be able to sign in, but the public pages of the site will still open.',
            },
          ],
        },
        ru: {
          heading: 'Файлы cookie',
          blocks: [
            {
              kind: 'p',
              text: 'Мы используем только те cookie, без которых сайт не работает. Рекламных и отслеживающих cookie у нас нет, поэтому мы и не просим согласия на них.',
            },
            {
              kind: 'ul',
              items: [
                'Сеанс — чтобы вы оставались в учётной записи; эти cookie может прочитать только наш сервер.',
                'Язык — запоминает выбранный язык на год.',
                'Страна — для какой страны показывать цены и услуги.',
                'Тема оформления — светлая или тёмная.',
                'Кратковременные служебные cookie — одноразовое сообщение после действия (60 секунд) и ход регистрации или восстановления пароля.',
              ],
            },
            {
              kind: 'p',
              text: 'Если заблокировать cookie в браузере, войти в учётную запись не получится, но общедоступные страницы сайта будут открываться.',
            },
          ],
        },
        uz: {
          heading: 'Cookie-fayllar',
          blocks: [
            {
              kind: 'p',
              text: 'Faqat sayt ishlashi uchun zarur boʻlgan cookie-fayllardan foydalanamiz. Reklama va kuzatuv cookie-fayllari yoʻq, shuning uchun ularga rozilik soʻramaymiz.',
            },
            {
              kind: 'ul',
              items: [
                'Seans — hisobingizda qolishingizni taʼminlaydi; bu fayllarni faqat serverimiz oʻqiy oladi.',
                'Til — tanlagan tilingizni bir yil eslab qoladi.',
                'Mamlakat — narxlar va xizmatlar qaysi mamlakat uchun koʻrsatilishini belgilaydi.',
                'Rang mavzusi — yorugʻ yoki qorongʻi dizayn.',
                'Qisqa muddatli xizmat fayllari — amaldan keyingi bir martalik xabar (60 soniya) hamda roʻyxatdan oʻtish yoki parolni tiklash jarayoni.',
              ],
            },
            {
              kind: 'p',
              text: 'Brauzerda cookie-fayllarni bloklasangiz, hisobingizga kira olmaysiz, ammo saytning ochiq sahifalari ishlashda davom etadi.',
            },
          ],
        },
        ka: {
          heading: 'Cookie-ფაილები',
          blocks: [
            {
              kind: 'p',
              text: 'ვიყენებთ მხოლოდ იმ cookie-ფაილებს, რომელთა გარეშეც საიტი ვერ იმუშავებს. სარეკლამო და თვალთვალის cookie-ფაილები არ გვაქვს, ამიტომ მათზე თანხმობას არ გთხოვთ.',
            },
            {
              kind: 'ul',
              items: [
                'სესია — ანგარიშში დარჩენისთვის; ამ ფაილების წაკითხვა მხოლოდ ჩვენს სერვერს შეუძლია.',
                'ენა — თქვენ მიერ არჩეულ ენას ერთი წლით იმახსოვრებს.',
                'ქვეყანა — რომელი ქვეყნის ფასები და მომსახურება გამოჩნდეს.',
                'ფერის თემა — ღია ან მუქი გაფორმება.',
                'ხანმოკლე სერვისული ფაილები — მოქმედების შემდეგ ნაჩვენები ერთჯერადი შეტყობინება (60 წამი) და რეგისტრაციის ან პაროლის აღდგენის მიმდინარეობა.',
              ],
            },
            {
              kind: 'p',
              text: 'თუ ბრაუზერში cookie-ფაილებს დაბლოკავთ, ანგარიშში შესვლას ვერ შეძლებთ, თუმცა საიტის საჯარო გვერდები კვლავ გაიხსნება.',
            },
          ],
        },
      },
    },
    {
      id: 'contact',
      translations: {
        az: {
          heading: 'Bizimlə əlaqə',
          blocks: [
            {
              kind: 'p',
              text: 'Məlumatlarınızla bağlı suallar, onların surətinin verilməsi, düzəldilməsi və ya silinməsi üçün ölkənizin dəstək xidmətinə yazın:',
            },
            {
              kind: 'ul',
              items: ['Azərbaycan — support@yolla.az', 'Özbəkistan — support@yolla.uz', 'Gürcüstan — support@yolla.ge'],
            },
            {
              kind: 'p',
              text: 'Mövzu sətrində “Şəxsi məlumatlar” yazın və məktubu hesabınızda göstərilmiş e-poçtdan göndərin və ya müştəri kodunuzu və telefon nömrənizi qeyd edin ki, müraciətin sizdən olduğuna əmin olaq. Telefon nömrələri və ofis ünvanları “Əlaqə” səhifəsindədir. Bu siyasəti dəyişdikdə yuxarıdakı tarix yenilənir; mühüm dəyişikliklər barədə sizə əvvəlcədən e-poçtla və ya şəxsi kabinetdə xəbər veririk.',
            },
          ],
        },
        en: {
          heading: 'Contact us',
          blocks: [
            {
              kind: 'p',
              text: 'For questions about your data, or to ask for a copy, a correction or deletion, write to the support team of your country:',
            },
            {
              kind: 'ul',
              items: ['Azerbaijan — support@yolla.az', 'Uzbekistan — support@yolla.uz', 'Georgia — support@yolla.ge'],
            },
            {
              kind: 'p',
              text: 'Put “Personal data” in the subject and write from the e-mail address in your account, or give us your customer code and phone number, so that we can make sure the request is yours. Phone numbers and office addresses are on the Contacts page. When we change this policy, the date at the top changes; we tell you about important changes in advance by e-mail or in the cabinet.',
            },
          ],
        },
        ru: {
          heading: 'Как с нами связаться',
          blocks: [
            {
              kind: 'p',
              text: 'С вопросами о ваших данных, а также чтобы получить их копию, исправить или удалить их, напишите в поддержку своей страны:',
            },
            {
              kind: 'ul',
              items: ['Азербайджан — support@yolla.az', 'Узбекистан — support@yolla.uz', 'Грузия — support@yolla.ge'],
            },
            {
              kind: 'p',
              text: 'Укажите в теме письма «Персональные данные» и пишите с адреса, указанного в учётной записи, или сообщите код клиента и номер телефона — так мы убедимся, что обращение от вас. Телефоны и адреса офисов — на странице «Контакты». Когда мы меняем эту политику, обновляется дата в начале страницы; о важных изменениях заранее сообщаем по e-mail или в личном кабинете.',
            },
          ],
        },
        uz: {
          heading: 'Biz bilan bogʻlanish',
          blocks: [
            {
              kind: 'p',
              text: 'Maʼlumotlaringiz boʻyicha savollar, ularning nusxasini olish, tuzatish yoki oʻchirish uchun mamlakatingizdagi qoʻllab-quvvatlash xizmatiga yozing:',
            },
            {
              kind: 'ul',
              items: ['Oʻzbekiston — support@yolla.uz', 'Ozarbayjon — support@yolla.az', 'Gruziya — support@yolla.ge'],
            },
            {
              kind: 'p',
              text: 'Xat mavzusiga “Shaxsiy maʼlumotlar” deb yozing va uni hisobingizda koʻrsatilgan elektron pochtadan yuboring yoki mijoz kodingiz va telefon raqamingizni koʻrsating — shunda murojaat sizdan ekaniga ishonch hosil qilamiz. Telefon raqamlari va ofis manzillari “Aloqa” sahifasida. Ushbu siyosat oʻzgarganda yuqoridagi sana yangilanadi; muhim oʻzgarishlar haqida oldindan elektron pochta yoki shaxsiy kabinet orqali xabar beramiz.',
            },
          ],
        },
        ka: {
          heading: 'კონტაქტი',
          blocks: [
            {
              kind: 'p',
              text: 'თქვენს მონაცემებთან დაკავშირებული კითხვებით, ასევე მათი ასლის მისაღებად, გასასწორებლად ან წასაშლელად მოგვწერეთ თქვენი ქვეყნის მხარდაჭერის სამსახურში:',
            },
            {
              kind: 'ul',
              items: ['საქართველო — support@yolla.ge', 'აზერბაიჯანი — support@yolla.az', 'უზბეკეთი — support@yolla.uz'],
            },
            {
              kind: 'p',
              text: 'წერილის თემაში მიუთითეთ „პერსონალური მონაცემები“ და მოგვწერეთ ანგარიშში მითითებული ელფოსტიდან ან მოგვაწოდეთ კლიენტის კოდი და ტელეფონის ნომერი, რომ დავრწმუნდეთ, მიმართვა ნამდვილად თქვენგანაა. ტელეფონის ნომრები და ოფისების მისამართები იხილეთ გვერდზე „კონტაქტი“. პოლიტიკის შეცვლისას განახლდება თარიღი გვერდის თავში; მნიშვნელოვანი ცვლილებების შესახებ წინასწარ შეგატყობინებთ ელფოსტით ან პირად კაბინეტში.',
            },
          ],
        },
      },
    },
  ],
};
