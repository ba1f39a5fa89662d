import type { NewsItem } from './types.ts';

/**
 * The public news feed, in order of publication. Prices and transit times quoted here follow `db/seed/tariffs.ts`;
 * pickup points and lockers follow `places.ts`.
 */
export const NEWS: readonly NewsItem[] = [
  {
    slug: 'frankfurt-warehouse-open',
    publishedOn: '2026-02-10',
    translations: {
      en: {
        title: 'Our new warehouse in Frankfurt is open',
        summary:
          'You can now order from German online stores to our own warehouse in Frankfurt am Main. Parcels reach Azerbaijan and Georgia in 6–10 days and Uzbekistan in 8–13 days.',
        body: [
          {
            kind: 'p',
            text: 'From 10 February every Yolla customer has a personal address at our new warehouse in Frankfurt am Main. It is the easy way to shop at stores that deliver only within Germany or charge a lot for shipping abroad — Otto, Zalando, MediaMarkt, dm or Amazon.de.',
          },
          {
            kind: 'ul',
            items: [
              'Azerbaijan: $5.20 up to 0.5 kg, then $8.50 for each further kilogram; 6–10 days.',
              'Georgia: $5.45 up to 0.5 kg, then $8.95 for each further kilogram; 6–10 days.',
              'Uzbekistan: $6.25 up to 0.5 kg, then $10.20 for each further kilogram; 8–13 days.',
            ],
          },
          {
            kind: 'p',
            text: 'The warehouse accepts parcels of up to 30 kg with no side longer than 150 cm. Your German address is already waiting in the cabinet under Foreign addresses → Germany. Copy it field by field and keep your customer code exactly where it is shown: that is how our team knows the parcel is yours.',
          },
        ],
      },
      az: {
        title: 'Frankfurtda yeni anbarımız açıldı',
        summary:
          'Artıq Almaniya onlayn mağazalarından Frankfurtdakı öz anbarımıza sifariş verə bilərsiniz. Bağlamalar Azərbaycana və Gürcüstana 6–10 günə, Özbəkistana isə 8–13 günə çatır.',
        body: [
          {
            kind: 'p',
            text: '10 fevraldan etibarən hər bir Yolla müştərisinin Frankfurtdakı yeni anbarımızda şəxsi ünvanı var. Yalnız Almaniya daxilində çatdırılma edən və ya xaricə göndərmə üçün baha pul istəyən mağazalardan — Otto, Zalando, MediaMarkt, dm və ya Amazon.de-dən — alış-veriş etməyin ən rahat yolu budur.',
          },
          {
            kind: 'ul',
            items: [
              'Azərbaycan: 0,5 kq-dək 5,20 $, hər növbəti kiloqram üçün 8,50 $; 6–10 gün.',
              'Gürcüstan: 0,5 kq-dək 5,45 $, hər növbəti kiloqram üçün 8,95 $; 6–10 gün.',
              'Özbəkistan: 0,5 kq-dək 6,25 $, hər növbəti kiloqram üçün 10,20 $; 8–13 gün.',
            ],
          },
          {
            kind: 'p',
            text: 'Anbar çəkisi 30 kq-dək olan və heç bir tərəfi 150 sm-dən uzun olmayan bağlamaları qəbul edir. Almaniya ünvanınız artıq kabinetdə, «Xarici ünvanlar → Almaniya» bölməsindədir. Onu sahə-sahə köçürün və müştəri kodunuzu göstərildiyi yerdə saxlayın: bağlamanın sizə aid olduğunu məhz bu koddan bilirik.',
          },
        ],
      },
      ru: {
        title: 'Открылся наш новый склад во Франкфурте',
        summary:
          'Теперь можно заказывать в немецких интернет-магазинах с доставкой на наш собственный склад во Франкфурте-на-Майне. Посылки идут в Азербайджан и Грузию 6–10 дней, в Узбекистан — 8–13 дней.',
        body: [
          {
            kind: 'p',
            text: 'С 10 февраля у каждого клиента Yolla есть личный адрес на новом складе во Франкфурте-на-Майне. Это самый простой способ покупать в магазинах, которые доставляют только по Германии или берут слишком много за международную пересылку, — Otto, Zalando, MediaMarkt, dm или Amazon.de.',
          },
          {
            kind: 'ul',
            items: [
              'Азербайджан: 5,20 $ до 0,5 кг, далее 8,50 $ за каждый следующий килограмм; 6–10 дней.',
              'Грузия: 5,45 $ до 0,5 кг, далее 8,95 $ за каждый следующий килограмм; 6–10 дней.',
              'Узбекистан: 6,25 $ до 0,5 кг, далее 10,20 $ за каждый следующий килограмм; 8–13 дней.',
            ],
          },
          {
            kind: 'p',
            text: 'Склад принимает посылки весом до 30 кг, если ни одна сторона не длиннее 150 см. Немецкий адрес уже ждёт вас в личном кабинете, в разделе «Зарубежные адреса» → «Германия». Копируйте его поле за полем и оставьте код клиента ровно там, где он указан: именно по нему мы узнаём, что посылка ваша.',
          },
        ],
      },
      uz: {
        title: 'Frankfurtdagi yangi omborimiz ochildi',
        summary:
          'Endi Germaniya onlayn doʻkonlaridan Frankfurtdagi oʻz omborimizga buyurtma berishingiz mumkin. Posilkalar Oʻzbekistonga 8–13 kunda, Ozarbayjon va Gruziyaga esa 6–10 kunda yetib keladi.',
        body: [
          {
            kind: 'p',
            text: '10-fevraldan boshlab har bir Yolla mijozi Frankfurtdagi yangi omborimizda shaxsiy manzilga ega. Faqat Germaniya ichida yetkazib beradigan yoki xorijga joʻnatish uchun qimmat haq oladigan doʻkonlardan — Otto, Zalando, MediaMarkt, dm yoki Amazon.de saytidan — xarid qilishning eng oson yoʻli shu.',
          },
          {
            kind: 'ul',
            items: [
              'Oʻzbekiston: 0,5 kg gacha — 6,25 $, har bir keyingi kilogramm uchun 10,20 $; 8–13 kun.',
              'Ozarbayjon: 0,5 kg gacha — 5,20 $, har bir keyingi kilogramm uchun 8,50 $; 6–10 kun.',
              'Gruziya: 0,5 kg gacha — 5,45 $, har bir keyingi kilogramm uchun 8,95 $; 6–10 kun.',
            ],
          },
          {
            kind: 'p',
            text: 'Ombor ogʻirligi 30 kg gacha boʻlgan va hech bir tomoni 150 sm dan uzun boʻlmagan posilkalarni qabul qiladi. Germaniyadagi manzilingiz allaqachon kabinetda, «Xorijiy manzillar → Germaniya» boʻlimida turibdi. Uni maydonma-maydon nusxalang va mijoz kodingizni koʻrsatilgan joyida qoldiring: posilka sizniki ekanini aynan shu koddan bilamiz.',
          },
        ],
      },
      ka: {
        title: 'ფრანკფურტში ჩვენი ახალი საწყობი გაიხსნა',
        summary:
          'ახლა გერმანულ ონლაინ მაღაზიებში შეგიძლიათ შეუკვეთოთ ჩვენს საკუთარ საწყობზე ფრანკფურტ-ამ-მაინში. ამანათები საქართველოსა და აზერბაიჯანში 6–10 დღეში ჩამოდის, უზბეკეთში — 8–13 დღეში.',
        body: [
          {
            kind: 'p',
            text: '10 თებერვლიდან Yolla-ს ყველა კლიენტს აქვს პირადი მისამართი ჩვენს ახალ საწყობში ფრანკფურტ-ამ-მაინში. ეს ყველაზე მარტივი გზაა, იყიდოთ იმ მაღაზიებში, რომლებიც მხოლოდ გერმანიის შიგნით აგზავნიან ან საზღვარგარეთ მიწოდებაში ძალიან ბევრს ითხოვენ — მაგალითად, Otto, Zalando, MediaMarkt, dm ან Amazon.de.',
          },
          {
            kind: 'ul',
            items: [
              'საქართველო: 0,5 კგ-მდე — 5,45 $, ყოველ მომდევნო კილოგრამზე — 8,95 $; 6–10 დღე.',
              'აზერბაიჯანი: 0,5 კგ-მდე — 5,20 $, ყოველ მომდევნო კილოგრამზე — 8,50 $; 6–10 დღე.',
              'უზბეკეთი: 0,5 კგ-მდე — 6,25 $, ყოველ მომდევნო კილოგრამზე — 10,20 $; 8–13 დღე.',
            ],
          },
          {
            kind: 'p',
            text: 'საწყობი იღებს 30 კგ-მდე წონის ამანათებს, რომელთა არც ერთი გვერდი არ აღემატება 150 სმ-ს. თქვენი გერმანული მისამართი უკვე გელოდებათ კაბინეტში, განყოფილებაში „უცხოური მისამართები“ → „გერმანია“. გადაიტანეთ ის ველ-ველ და კლიენტის კოდი დატოვეთ ზუსტად იქ, სადაც მითითებულია: სწორედ ამ კოდით ვიგებთ, რომ ამანათი თქვენია.',
          },
        ],
      },
    },
  },
  {
    slug: 'novruz-holiday-hours',
    publishedOn: '2026-03-12',
    translations: {
      en: {
        title: 'Novruz holidays: our working hours',
        summary:
          'Branches in Azerbaijan are closed from 20 to 24 March, and branches in Uzbekistan on 21 March. Our warehouses abroad keep receiving parcels, and holiday days do not count towards free storage.',
        body: [
          {
            kind: 'p',
            text: 'Happy Novruz! So that our team can celebrate with their families, branches and pickup points will work as follows:',
          },
          {
            kind: 'ul',
            items: [
              'Azerbaijan: closed from Friday 20 March to Tuesday 24 March; open as usual from Wednesday 25 March.',
              'Uzbekistan: closed on Saturday 21 March; on Friday 20 March branches close at 16:00.',
              'Georgia: open as usual.',
            ],
          },
          {
            kind: 'p',
            text: 'Our warehouses abroad receive and ship parcels as usual, so whatever arrives during the holidays will be waiting for you when your branch reopens. Days when your branch is closed are not counted in the 14 days of free storage.',
          },
          {
            kind: 'p',
            text: 'Parcel lockers, the website, the cabinet and the wallet work around the clock, and support answers messages every day, holidays included.',
          },
        ],
      },
      az: {
        title: 'Novruz bayramı: iş rejimimiz',
        summary:
          'Azərbaycandakı filiallarımız 20–24 mart tarixlərində, Özbəkistandakı filiallar isə 21 martda bağlı olacaq. Xaricdəki anbarlarımız bağlamaları qəbul etməyə davam edir, bayram günləri isə pulsuz saxlanma müddətinə daxil edilmir.',
        body: [
          {
            kind: 'p',
            text: 'Novruz bayramınız mübarək! Komandamız bayramı ailəsi ilə qeyd edə bilsin deyə, filiallar və təhvil məntəqələri belə işləyəcək:',
          },
          {
            kind: 'ul',
            items: [
              'Azərbaycan: 20 mart (cümə) – 24 mart (çərşənbə axşamı) bağlıdır; 25 martdan, çərşənbə günündən adi qaydada işləyirik.',
              'Özbəkistan: 21 mart (şənbə) bağlıdır; 20 martda (cümə) filiallar saat 16:00-dək işləyir.',
              'Gürcüstan: adi iş rejimi.',
            ],
          },
          {
            kind: 'p',
            text: 'Xaricdəki anbarlarımız bağlamaları həmişəki kimi qəbul edib göndərir, ona görə bayram günlərində gələn bağlamalar filialınız açılan kimi sizi gözləyəcək. Filialın bağlı olduğu günlər 14 günlük pulsuz saxlanma müddətinə daxil edilmir.',
          },
          {
            kind: 'p',
            text: 'Poçtamatlar, sayt, şəxsi kabinet və balans gecə-gündüz işləyir, dəstək xidməti isə bayram günləri də daxil olmaqla hər gün mesajlarınıza cavab verir.',
          },
        ],
      },
      ru: {
        title: 'Новруз: график работы в праздники',
        summary:
          'Филиалы в Азербайджане закрыты с 20 по 24 марта, в Узбекистане — 21 марта. Склады за рубежом продолжают принимать посылки, а праздничные дни не входят в срок бесплатного хранения.',
        body: [
          {
            kind: 'p',
            text: 'Поздравляем с Новрузом! Чтобы наша команда могла отметить праздник с семьёй, филиалы и пункты выдачи работают так:',
          },
          {
            kind: 'ul',
            items: [
              'Азербайджан: закрыты с пятницы, 20 марта, по вторник, 24 марта; со среды, 25 марта, работаем в обычном режиме.',
              'Узбекистан: выходной в субботу, 21 марта; в пятницу, 20 марта, филиалы работают до 16:00.',
              'Грузия: без изменений.',
            ],
          },
          {
            kind: 'p',
            text: 'Склады за рубежом принимают и отправляют посылки как обычно, поэтому всё, что придёт в праздники, будет ждать вас, как только филиал откроется. Дни, когда ваш филиал закрыт, не засчитываются в 14 дней бесплатного хранения.',
          },
          {
            kind: 'p',
            text: 'Постаматы, сайт, личный кабинет и баланс работают круглосуточно, а служба поддержки отвечает на сообщения каждый день, в том числе в праздники.',
          },
        ],
      },
      uz: {
        title: 'Navroʻz bayrami: ish tartibimiz',
        summary:
          'Oʻzbekistondagi filiallarimiz 21-mart kuni, Ozarbayjondagi filiallar esa 20–24-mart kunlari yopiq boʻladi. Xorijdagi omborlar posilkalarni qabul qilishda davom etadi, bayram kunlari esa bepul saqlash muddatiga qoʻshilmaydi.',
        body: [
          {
            kind: 'p',
            text: 'Navroʻz bayramingiz muborak! Jamoamiz bayramni oilasi bilan nishonlashi uchun filiallar va topshirish punktlari quyidagicha ishlaydi:',
          },
          {
            kind: 'ul',
            items: [
              'Oʻzbekiston: 21-mart, shanba — dam olish kuni; 20-mart, juma kuni filiallar soat 16:00 gacha ishlaydi.',
              'Ozarbayjon: 20-martdan (juma) 24-martgacha (seshanba) yopiq; 25-mart, chorshanbadan boshlab odatdagi tartibda ishlaydi.',
              'Gruziya: odatdagi tartibda.',
            ],
          },
          {
            kind: 'p',
            text: 'Xorijdagi omborlarimiz posilkalarni odatdagidek qabul qilib joʻnatadi, shuning uchun bayram kunlarida kelgan posilkalar filialingiz ochilishi bilan sizni kutib turadi. Filialingiz yopiq boʻlgan kunlar 14 kunlik bepul saqlash muddatiga kiritilmaydi.',
          },
          {
            kind: 'p',
            text: 'Pochtamatlar, sayt, shaxsiy kabinet va balans kecha-kunduz ishlaydi, qoʻllab-quvvatlash xizmati esa har kuni, jumladan bayram kunlari ham xabarlaringizga javob beradi.',
          },
        ],
      },
      ka: {
        title: 'ნოვრუზის დღესასწაული: სამუშაო განრიგი',
        summary:
          'აზერბაიჯანში ჩვენი ფილიალები 20–24 მარტს დაკეტილი იქნება, უზბეკეთში — 21 მარტს. საქართველოში ყველა ფილიალი ჩვეულებრივ მუშაობს.',
        body: [
          {
            kind: 'p',
            text: 'გილოცავთ ნოვრუზს! იმისთვის, რომ ჩვენმა გუნდმა დღესასწაული ოჯახთან ერთად აღნიშნოს, ფილიალები და გაცემის პუნქტები ასე იმუშავებს:',
          },
          {
            kind: 'ul',
            items: [
              'საქართველო: ჩვეულებრივი განრიგით.',
              'აზერბაიჯანი: დაკეტილია 20 მარტიდან (პარასკევი) 24 მარტის (სამშაბათი) ჩათვლით; 25 მარტიდან, ოთხშაბათიდან, ვმუშაობთ ჩვეულებრივ.',
              'უზბეკეთი: 21 მარტი (შაბათი) დასვენების დღეა; 20 მარტს (პარასკევი) ფილიალები 16:00-მდე მუშაობს.',
            ],
          },
          {
            kind: 'p',
            text: 'ჩვენი საწყობები საზღვარგარეთ ამანათებს ჩვეულებრივ იღებს და აგზავნის, ამიტომ დღესასწაულებზე ჩამოსული ამანათები ფილიალის გახსნისთანავე დაგელოდებათ. დღეები, როცა ფილიალი დაკეტილია, უფასო შენახვის 14 დღეში არ ითვლება.',
          },
          {
            kind: 'p',
            text: 'ამანათების ტერმინალები, საიტი, პირადი კაბინეტი და ბალანსი მუშაობს 24 საათის განმავლობაში, მხარდაჭერის სამსახური კი შეტყობინებებს ყოველდღე პასუხობს, დღესასწაულებზეც.',
          },
        ],
      },
    },
  },
  {
    slug: 'pickup-points-ganja-samarkand',
    publishedOn: '2026-05-14',
    translations: {
      en: {
        title: 'New pickup points in Ganja and Samarkand',
        summary:
          'Customers in Ganja and Samarkand can now collect parcels in their own city instead of travelling to Baku or Tashkent or paying for courier delivery.',
        body: [
          {
            kind: 'p',
            text: 'We have opened our own branches at 275 Ataturk Avenue in Ganja and at 30 Rudaki Street in Samarkand, open Monday to Friday 09:00–20:00 and on Saturday 10:00–18:00. Ganja also has a round-the-clock parcel locker at 17 Javad Khan Street. Parcels for these points fly on the same flights as parcels for the capitals and then travel one or two days by road from our sorting centres in Baku and Tashkent.',
          },
          {
            kind: 'ul',
            items: [
              'Delivery to the new points costs the same as to the capital: you pay only the tariff for the parcel’s weight.',
              'A parcel is stored free of charge for 14 days after the “ready for pickup” SMS.',
              'Bring your ID document and the pickup code from the SMS.',
            ],
          },
          {
            kind: 'p',
            text: 'To use a new point, choose it as your pickup point in the cabinet settings, or change the point on the page of a parcel that is still at the warehouse abroad. Directions and a map are on the Pickup points page.',
          },
        ],
      },
      az: {
        title: 'Gəncə və Səmərqənddə yeni təhvil məntəqələri',
        summary:
          'Gəncə və Səmərqənd sakinləri artıq bağlamalarını Bakıya və ya Daşkəndə getmədən və kuryerə pul ödəmədən öz şəhərlərində götürə bilərlər.',
        body: [
          {
            kind: 'p',
            text: 'Gəncədə Atatürk prospekti, 275 və Səmərqənddə Rudəki küçəsi, 30 ünvanında öz filiallarımızı açdıq. Onlar bazar ertəsindən cüməyədək 09:00–20:00, şənbə günü isə 10:00–18:00 işləyir. Gəncədə bundan əlavə Cavad xan küçəsi, 17 ünvanında gecə-gündüz işləyən poçtamat da var. Bu məntəqələrə gedən bağlamalar paytaxtlara gələn bağlamalarla eyni reyslərlə gəlir, sonra Bakı və Daşkənddəki çeşidləmə mərkəzlərimizdən avtomobillə bir-iki günə çatdırılır.',
          },
          {
            kind: 'ul',
            items: [
              'Yeni məntəqələrə çatdırılma paytaxtdakı ilə eyni qiymətədir: yalnız bağlamanın çəkisinə görə tarifi ödəyirsiniz.',
              '«Bağlama təhvil verilməyə hazırdır» SMS-indən sonra bağlama 14 gün pulsuz saxlanılır.',
              'Şəxsiyyət vəsiqənizi və SMS-dəki təhvil kodunu özünüzlə götürün.',
            ],
          },
          {
            kind: 'p',
            text: 'Yeni məntəqədən istifadə etmək üçün onu kabinetin tənzimləmələrində təhvil məntəqəsi kimi seçin və ya hələ xaricdəki anbarda olan bağlamanın səhifəsində məntəqəni dəyişin. Yol təsviri və xəritə «Təhvil məntəqələri» səhifəsindədir.',
          },
        ],
      },
      ru: {
        title: 'Новые пункты выдачи в Гяндже и Самарканде',
        summary:
          'Жители Гянджи и Самарканда теперь получают посылки в своём городе — не нужно ехать в Баку или Ташкент или платить за курьера.',
        body: [
          {
            kind: 'p',
            text: 'Мы открыли собственные филиалы в Гяндже, на проспекте Ататюрка, 275, и в Самарканде, на улице Рудаки, 30. Они работают с понедельника по пятницу с 09:00 до 20:00 и в субботу с 10:00 до 18:00. В Гяндже, кроме того, появился круглосуточный постамат на улице Джавад хана, 17. Посылки для этих пунктов летят теми же рейсами, что и в столицы, а затем за один-два дня доставляются автомобилем из наших сортировочных центров в Баку и Ташкенте.',
          },
          {
            kind: 'ul',
            items: [
              'Доставка в новые пункты стоит столько же, сколько в столицу: вы платите только тариф за вес посылки.',
              'После SMS «Посылка готова к выдаче» она хранится бесплатно 14 дней.',
              'Возьмите с собой удостоверение личности и код выдачи из SMS.',
            ],
          },
          {
            kind: 'p',
            text: 'Чтобы получать посылки в новом пункте, выберите его в настройках кабинета или смените пункт выдачи на странице посылки, пока она ещё на складе за рубежом. Схема проезда и карта — на странице «Пункты выдачи».',
          },
        ],
      },
      uz: {
        title: 'Samarqand va Ganjada yangi topshirish punktlari',
        summary:
          'Samarqand va Ganja aholisi endi posilkalarini Toshkent yoki Bokuga bormasdan va kuryer uchun pul toʻlamasdan oʻz shahrida olishlari mumkin.',
        body: [
          {
            kind: 'p',
            text: 'Samarqandda Rudakiy koʻchasi, 30-uyda va Ganjada Otaturk prospekti, 275-uyda oʻz filiallarimizni ochdik. Ular dushanbadan jumagacha 09:00–20:00, shanba kuni esa 10:00–18:00 da ishlaydi. Ganjada bundan tashqari Javad xon koʻchasi, 17-uyda kecha-kunduz ishlaydigan pochtamat ham bor. Bu punktlarga posilkalar poytaxtlarga keladigan reyslar bilan keladi, soʻngra Toshkent va Bokudagi saralash markazlarimizdan avtomobilda bir-ikki kunda yetkaziladi.',
          },
          {
            kind: 'ul',
            items: [
              'Yangi punktlarga yetkazib berish poytaxtdagi bilan bir xil narxda: faqat posilka vazni boʻyicha tarifni toʻlaysiz.',
              '«Posilkani olib ketish mumkin» degan SMS kelgandan keyin posilka 14 kun bepul saqlanadi.',
              'Oʻzingiz bilan shaxsingizni tasdiqlovchi hujjat va SMS dagi topshirish kodini olib keling.',
            ],
          },
          {
            kind: 'p',
            text: 'Yangi punktdan foydalanish uchun uni kabinet sozlamalarida topshirish punkti sifatida tanlang yoki hali xorijdagi omborda turgan posilka sahifasida punktni oʻzgartiring. Yoʻl koʻrsatmasi va xarita «Topshirish punktlari» sahifasida.',
          },
        ],
      },
      ka: {
        title: 'ახალი გაცემის პუნქტები განჯასა და სამარყანდში',
        summary:
          'განჯასა და სამარყანდში მცხოვრებ კლიენტებს ახლა ამანათების მიღება საკუთარ ქალაქში შეუძლიათ — ბაქოში ან ტაშკენტში წასვლა ან კურიერის საფასურის გადახდა აღარ სჭირდებათ.',
        body: [
          {
            kind: 'p',
            text: 'საკუთარი ფილიალები გავხსენით განჯაში, ათათურქის გამზირზე 275, და სამარყანდში, რუდაქის ქუჩაზე 30. ისინი ორშაბათიდან პარასკევამდე 09:00–20:00 საათებში მუშაობს, შაბათს კი — 10:00–18:00. განჯაში ამას გარდა ჯავად-ხანის ქუჩაზე 17 დაიდგა ამანათების ტერმინალი, რომელიც მთელი დღე-ღამე მუშაობს. ამ პუნქტების ამანათები დედაქალაქების ამანათებთან ერთად, იმავე რეისებით ჩამოდის, შემდეგ კი ბაქოსა და ტაშკენტის დახარისხების ცენტრებიდან ერთ-ორ დღეში მანქანით მიდის.',
          },
          {
            kind: 'ul',
            items: [
              'ახალ პუნქტებში მიწოდება იმავე ფასად ხდება, რაც დედაქალაქში: იხდით მხოლოდ ამანათის წონის მიხედვით ტარიფს.',
              'SMS-ის „ამანათი გასაცემად მზადაა“ მიღების შემდეგ ამანათი 14 დღე უფასოდ ინახება.',
              'თან იქონიეთ პირადობის დამადასტურებელი დოკუმენტი და SMS-ით მიღებული გაცემის კოდი.',
            ],
          },
          {
            kind: 'p',
            text: 'ახალი პუნქტის გამოსაყენებლად აირჩიეთ ის გაცემის პუნქტად კაბინეტის პარამეტრებში ან შეცვალეთ პუნქტი იმ ამანათის გვერდზე, რომელიც ჯერ კიდევ საზღვარგარეთის საწყობშია. მისასვლელი გზა და რუკა იხილეთ გვერდზე „გაცემის პუნქტები“.',
          },
        ],
      },
    },
  },
  {
    slug: 'turkey-delivery-3-6-days',
    publishedOn: '2026-06-03',
    translations: {
      en: {
        title: 'Parcels from Turkey now arrive in 3–6 days',
        summary:
          'We have added departures from Istanbul: parcels from Turkish stores now reach Azerbaijan and Georgia in 3–6 days and Uzbekistan in 5–9 days. Prices stay the same.',
        body: [
          {
            kind: 'p',
            text: 'From June, parcels leave our Istanbul warehouse every day except Sunday. A declared parcel that reaches the warehouse by 14:00 Istanbul time usually leaves the same evening, so orders from Trendyol, Hepsiburada, Koton or LC Waikiki reach you faster than ever.',
          },
          {
            kind: 'ul',
            items: [
              'Azerbaijan: 3–6 days; $2.50 up to 250 g, $4.00 up to 0.5 kg, $6.50 for each further kilogram.',
              'Georgia: 3–6 days; $2.60 up to 250 g, $4.20 up to 0.5 kg, $6.80 for each further kilogram.',
              'Uzbekistan: 5–9 days; $3.00 up to 250 g, $4.80 up to 0.5 kg, $7.80 for each further kilogram.',
            ],
          },
          {
            kind: 'p',
            text: 'Delivery time is counted from the day the parcel reaches the warehouse, so declare it as soon as the store gives you a tracking number: an undeclared parcel stays on the shelf and misses the next departure.',
          },
        ],
      },
      az: {
        title: 'Türkiyədən bağlamalar artıq 3–6 günə çatır',
        summary:
          'İstanbuldan göndərişlərin sayını artırdıq: Türkiyə mağazalarından bağlamalar Azərbaycana və Gürcüstana 3–6 günə, Özbəkistana 5–9 günə çatır. Qiymətlər dəyişmir.',
        body: [
          {
            kind: 'p',
            text: 'İyun ayından bağlamalar İstanbul anbarımızdan bazar günündən başqa hər gün yola düşür. İstanbul vaxtı ilə saat 14:00-dək anbara çatan bəyan olunmuş bağlama adətən elə həmin axşam göndərilir, ona görə Trendyol, Hepsiburada, Koton və ya LC Waikiki sifarişləriniz sizə əvvəlkindən daha tez çatır.',
          },
          {
            kind: 'ul',
            items: [
              'Azərbaycan: 3–6 gün; 250 q-dək 2,50 $, 0,5 kq-dək 4,00 $, hər növbəti kiloqram üçün 6,50 $.',
              'Gürcüstan: 3–6 gün; 250 q-dək 2,60 $, 0,5 kq-dək 4,20 $, hər növbəti kiloqram üçün 6,80 $.',
              'Özbəkistan: 5–9 gün; 250 q-dək 3,00 $, 0,5 kq-dək 4,80 $, hər növbəti kiloqram üçün 7,80 $.',
            ],
          },
          {
            kind: 'p',
            text: 'Çatdırılma müddəti bağlamanın anbara çatdığı gündən hesablanır. Ona görə mağaza izləmə nömrəsini verən kimi bağlamanı bəyan edin: bəyan olunmamış bağlama rəfdə qalır və növbəti göndərişə düşmür.',
          },
        ],
      },
      ru: {
        title: 'Посылки из Турции теперь идут 3–6 дней',
        summary:
          'Мы добавили отправки из Стамбула: посылки из турецких магазинов доходят до Азербайджана и Грузии за 3–6 дней, до Узбекистана — за 5–9 дней. Цены не меняются.',
        body: [
          {
            kind: 'p',
            text: 'С июня посылки уходят с нашего склада в Стамбуле ежедневно, кроме воскресенья. Задекларированная посылка, поступившая на склад до 14:00 по стамбульскому времени, как правило, уезжает в тот же вечер, так что заказы с Trendyol, Hepsiburada, Koton или LC Waikiki приходят быстрее, чем когда-либо.',
          },
          {
            kind: 'ul',
            items: [
              'Азербайджан: 3–6 дней; 2,50 $ до 250 г, 4,00 $ до 0,5 кг, 6,50 $ за каждый следующий килограмм.',
              'Грузия: 3–6 дней; 2,60 $ до 250 г, 4,20 $ до 0,5 кг, 6,80 $ за каждый следующий килограмм.',
              'Узбекистан: 5–9 дней; 3,00 $ до 250 г, 4,80 $ до 0,5 кг, 7,80 $ за каждый следующий килограмм.',
            ],
          },
          {
            kind: 'p',
            text: 'Срок доставки считается со дня поступления посылки на склад, поэтому декларируйте её, как только магазин пришлёт трек-номер: незадекларированная посылка остаётся на полке и пропускает ближайшую отправку.',
          },
        ],
      },
      uz: {
        title: 'Turkiyadan posilkalar endi tezroq: Oʻzbekistonga 5–9 kunda',
        summary:
          'Istanbuldan joʻnatishlar sonini koʻpaytirdik: Turkiya doʻkonlaridan posilkalar Oʻzbekistonga 5–9 kunda, Ozarbayjon va Gruziyaga 3–6 kunda yetib keladi. Narxlar oʻzgarmaydi.',
        body: [
          {
            kind: 'p',
            text: 'Iyundan boshlab posilkalar Istanbuldagi omborimizdan yakshanbadan tashqari har kuni joʻnatiladi. Istanbul vaqti bilan soat 14:00 gacha omborga yetib kelgan, deklaratsiya qilingan posilka odatda oʻsha kuni kechqurun yoʻlga chiqadi, shuning uchun Trendyol, Hepsiburada, Koton yoki LC Waikiki buyurtmalaringiz avvalgidan tezroq yetib keladi.',
          },
          {
            kind: 'ul',
            items: [
              'Oʻzbekiston: 5–9 kun; 250 g gacha — 3,00 $, 0,5 kg gacha — 4,80 $, har bir keyingi kilogramm uchun 7,80 $.',
              'Ozarbayjon: 3–6 kun; 250 g gacha — 2,50 $, 0,5 kg gacha — 4,00 $, har bir keyingi kilogramm uchun 6,50 $.',
              'Gruziya: 3–6 kun; 250 g gacha — 2,60 $, 0,5 kg gacha — 4,20 $, har bir keyingi kilogramm uchun 6,80 $.',
            ],
          },
          {
            kind: 'p',
            text: 'Yetkazib berish muddati posilka omborga kelgan kundan hisoblanadi. Shuning uchun doʻkon trek-raqamni berishi bilanoq posilkani deklaratsiya qiling: deklaratsiya qilinmagan posilka javonda qoladi va navbatdagi joʻnatishdan qolib ketadi.',
          },
        ],
      },
      ka: {
        title: 'ამანათები თურქეთიდან ახლა 3–6 დღეში ჩამოდის',
        summary:
          'სტამბოლიდან გაგზავნები გავახშირეთ: თურქული მაღაზიების ამანათები საქართველოსა და აზერბაიჯანში 3–6 დღეში, უზბეკეთში კი 5–9 დღეში ჩამოდის. ფასები არ იცვლება.',
        body: [
          {
            kind: 'p',
            text: 'ივნისიდან ამანათები ჩვენი სტამბოლის საწყობიდან ყოველდღე იგზავნება, კვირის გარდა. დეკლარირებული ამანათი, რომელიც საწყობში სტამბოლის დროით 14:00-მდე შემოვა, როგორც წესი, იმავე საღამოს გამოდის, ასე რომ Trendyol-ის, Hepsiburada-ს, Koton-ის ან LC Waikiki-ის შეკვეთები უფრო სწრაფად მოგივათ, ვიდრე ოდესმე.',
          },
          {
            kind: 'ul',
            items: [
              'საქართველო: 3–6 დღე; 250 გ-მდე — 2,60 $, 0,5 კგ-მდე — 4,20 $, ყოველ მომდევნო კილოგრამზე — 6,80 $.',
              'აზერბაიჯანი: 3–6 დღე; 250 გ-მდე — 2,50 $, 0,5 კგ-მდე — 4,00 $, ყოველ მომდევნო კილოგრამზე — 6,50 $.',
              'უზბეკეთი: 5–9 დღე; 250 გ-მდე — 3,00 $, 0,5 კგ-მდე — 4,80 $, ყოველ მომდევნო კილოგრამზე — 7,80 $.',
            ],
          },
          {
            kind: 'p',
            text: 'მიწოდების ვადა აითვლება იმ დღიდან, როცა ამანათი საწყობში შემოვა, ამიტომ დეკლარირება გააკეთეთ, როგორც კი მაღაზია თრექინგ კოდს გამოგიგზავნით: დაუდეკლარირებელი ამანათი თაროზე რჩება და მომდევნო გაგზავნას ვერ ასწრებს.',
          },
        ],
      },
    },
  },
  {
    slug: 'china-lithium-battery-rules',
    publishedOn: '2026-07-09',
    translations: {
      en: {
        title: 'Batteries in parcels from China: what we can carry',
        summary:
          'Airlines have tightened checks on lithium batteries. Here is what our Guangzhou warehouse accepts from 15 July and what it has to turn away.',
        body: [
          {
            kind: 'p',
            text: 'Parcels from China travel by air, and airlines treat lithium batteries as dangerous goods. From 15 July every parcel arriving at our Guangzhou warehouse goes through an X-ray check, and the rules below apply.',
          },
          {
            kind: 'ul',
            items: [
              'Accepted: devices with the battery installed in them — phones, tablets, laptops, earbuds, smartwatches, cameras, electric toothbrushes.',
              'Not accepted: power banks, spare lithium batteries and battery packs sold on their own, batteries for e-bikes and scooters.',
              'Not accepted: devices with a swollen, damaged or recalled battery, and e-cigarettes.',
            ],
          },
          {
            kind: 'p',
            text: 'If a prohibited item arrives, we let you know in the cabinet. Within 30 days you can ask us to return it to the seller, paying only for delivery within China, or to dispose of it; the rest of the parcel continues on its way.',
          },
          {
            kind: 'p',
            text: 'Tip: when you declare electronics, say in the description that the battery is built in, for example “wireless earbuds with built-in battery”. The check is quicker and the parcel does not wait.',
          },
        ],
      },
      az: {
        title: 'Çindən gələn bağlamalarda batareyalar: nəyi daşıya bilərik',
        summary:
          'Aviaşirkətlər litium batareyalara nəzarəti sərtləşdirib. Quançjou anbarımızın 15 iyuldan nəyi qəbul etdiyini və nəyi geri qaytarmalı olduğunu izah edirik.',
        body: [
          {
            kind: 'p',
            text: 'Çindən bağlamalar hava yolu ilə daşınır, aviaşirkətlər isə litium batareyaları təhlükəli yük sayır. 15 iyuldan Quançjou anbarımıza gələn hər bağlama rentgen yoxlamasından keçir və aşağıdakı qaydalar tətbiq olunur.',
          },
          {
            kind: 'ul',
            items: [
              'Qəbul edilir: batareyası daxilində quraşdırılmış cihazlar — telefon, planşet, noutbuk, qulaqcıq, ağıllı saat, fotoaparat, elektrik diş fırçası.',
              'Qəbul edilmir: powerbanklar, ayrıca satılan ehtiyat litium batareyalar və akkumulyator blokları, elektrik velosiped və skuter batareyaları.',
              'Qəbul edilmir: batareyası şişmiş, zədələnmiş və ya istehsalçı tərəfindən geri çağırılmış cihazlar, elektron siqaretlər.',
            ],
          },
          {
            kind: 'p',
            text: 'Qadağan olunmuş əşya gələrsə, kabinetdə sizə xəbər veririk. 30 gün ərzində yalnız Çin daxilində çatdırılma haqqını ödəməklə onu satıcıya qaytarmağı və ya məhv etməyi xahiş edə bilərsiniz; bağlamanın qalan hissəsi isə yoluna davam edir.',
          },
          {
            kind: 'p',
            text: 'Məsləhət: elektronikanı bəyan edərkən təsvirdə batareyanın daxili olduğunu qeyd edin, məsələn, «daxili batareyalı simsiz qulaqcıq». Yoxlama daha tez keçir və bağlama gözləmir.',
          },
        ],
      },
      ru: {
        title: 'Аккумуляторы в посылках из Китая: что мы можем перевезти',
        summary:
          'Авиакомпании ужесточили контроль литиевых батарей. Рассказываем, что склад в Гуанчжоу принимает с 15 июля, а что вынужден возвращать.',
        body: [
          {
            kind: 'p',
            text: 'Посылки из Китая летят самолётом, а авиакомпании считают литиевые батареи опасным грузом. С 15 июля каждая посылка на нашем складе в Гуанчжоу проходит рентген-досмотр, и действуют такие правила.',
          },
          {
            kind: 'ul',
            items: [
              'Принимаем: устройства с установленным в них аккумулятором — телефоны, планшеты, ноутбуки, наушники, смарт-часы, фотоаппараты, электрические зубные щётки.',
              'Не принимаем: пауэрбанки, запасные литиевые батареи и аккумуляторные блоки, которые продаются отдельно, батареи для электровелосипедов и самокатов.',
              'Не принимаем: устройства со вздувшимся, повреждённым или отозванным производителем аккумулятором, а также электронные сигареты.',
            ],
          },
          {
            kind: 'p',
            text: 'Если придёт запрещённый товар, мы сообщим об этом в личном кабинете. В течение 30 дней можно попросить вернуть его продавцу — вы оплачиваете только доставку по Китаю — или утилизировать; остальное содержимое посылки отправится дальше.',
          },
          {
            kind: 'p',
            text: 'Совет: декларируя электронику, укажите в описании, что аккумулятор встроенный, например «беспроводные наушники со встроенным аккумулятором». Проверка пройдёт быстрее, и посылка не задержится.',
          },
        ],
      },
      uz: {
        title: 'Xitoydan keladigan posilkalardagi batareyalar: nimani tashiy olamiz',
        summary:
          'Aviakompaniyalar litiy batareyalar nazoratini kuchaytirdi. Guanchjoudagi omborimiz 15-iyuldan nimalarni qabul qilishi va nimalarni qaytarishga majbur ekanini tushuntiramiz.',
        body: [
          {
            kind: 'p',
            text: 'Xitoydan posilkalar samolyotda tashiladi, aviakompaniyalar esa litiy batareyalarni xavfli yuk deb hisoblaydi. 15-iyuldan Guanchjoudagi omborimizga kelgan har bir posilka rentgen tekshiruvidan oʻtadi va quyidagi qoidalar amal qiladi.',
          },
          {
            kind: 'ul',
            items: [
              'Qabul qilinadi: batareyasi ichiga oʻrnatilgan qurilmalar — telefon, planshet, noutbuk, quloqchin, aqlli soat, fotoapparat, elektr tish choʻtkasi.',
              'Qabul qilinmaydi: powerbanklar, alohida sotiladigan zaxira litiy batareyalar va akkumulyator bloklari, elektr velosiped va samokat batareyalari.',
              'Qabul qilinmaydi: batareyasi shishgan, shikastlangan yoki ishlab chiqaruvchi tomonidan qaytarib olingan qurilmalar, elektron sigaretalar.',
            ],
          },
          {
            kind: 'p',
            text: 'Agar taqiqlangan buyum kelsa, kabinetda sizga xabar beramiz. 30 kun ichida faqat Xitoy ichidagi yetkazib berish haqini toʻlab, uni sotuvchiga qaytarishni yoki yoʻq qilishni soʻrashingiz mumkin; posilkaning qolgan qismi yoʻlida davom etadi.',
          },
          {
            kind: 'p',
            text: 'Maslahat: elektronikani deklaratsiya qilayotganda tavsifda batareya ichki ekanini yozing, masalan: «ichki batareyali simsiz quloqchin». Tekshiruv tezroq oʻtadi va posilka kutib qolmaydi.',
          },
        ],
      },
      ka: {
        title: 'ბატარეები ჩინეთიდან გამოგზავნილ ამანათებში: რისი გადაზიდვა შეგვიძლია',
        summary:
          'ავიაკომპანიებმა ლითიუმის ბატარეების კონტროლი გაამკაცრეს. გიყვებით, რას იღებს ჩვენი გუანჯოუს საწყობი 15 ივლისიდან და რისი დაბრუნება უწევს.',
        body: [
          {
            kind: 'p',
            text: 'ჩინეთიდან ამანათები თვითმფრინავით მოდის, ავიაკომპანიები კი ლითიუმის ბატარეებს სახიფათო ტვირთად მიიჩნევენ. 15 ივლისიდან გუანჯოუს საწყობში შემოსული ყველა ამანათი რენტგენით მოწმდება და მოქმედებს შემდეგი წესები.',
          },
          {
            kind: 'ul',
            items: [
              'ვიღებთ: მოწყობილობებს ჩამონტაჟებული ბატარეით — ტელეფონებს, პლანშეტებს, ლეპტოპებს, ყურსასმენებს, სმარტსაათებს, ფოტოაპარატებს, ელექტრო კბილის ჯაგრისებს.',
              'არ ვიღებთ: პაუერბანკებს, ცალკე გაყიდულ სათადარიგო ლითიუმის ბატარეებსა და აკუმულატორის ბლოკებს, ელექტროველოსიპედებისა და სკუტერების ბატარეებს.',
              'არ ვიღებთ: მოწყობილობებს გაბერილი, დაზიანებული ან მწარმოებლის მიერ უკან გამოთხოვილი ბატარეით, ასევე ელექტრონულ სიგარეტებს.',
            ],
          },
          {
            kind: 'p',
            text: 'თუ აკრძალული ნივთი შემოვა, კაბინეტში შეგატყობინებთ. 30 დღის განმავლობაში შეგიძლიათ მოითხოვოთ მისი დაბრუნება გამყიდველთან — იხდით მხოლოდ ჩინეთის შიდა მიწოდებას — ან განადგურება; ამანათის დანარჩენი ნაწილი გზას აგრძელებს.',
          },
          {
            kind: 'p',
            text: 'რჩევა: ელექტრონიკის დეკლარირებისას აღწერაში მიუთითეთ, რომ ბატარეა ჩაშენებულია, მაგალითად: „უსადენო ყურსასმენები ჩაშენებული ბატარეით“. შემოწმება უფრო სწრაფად ჩაივლის და ამანათი არ შეყოვნდება.',
          },
        ],
      },
    },
  },
  {
    slug: 'parcel-lockers-tbilisi',
    publishedOn: '2026-08-20',
    translations: {
      en: {
        title: 'Parcel lockers in Tbilisi and Rustavi: collect at any time of day',
        summary:
          'Our first parcel locker in Tbilisi stands in Saburtalo, five minutes from Medical University metro station, and a second one is in Rustavi. Choose a locker in the cabinet and collect your parcel 24/7 with a code from an SMS.',
        body: [
          {
            kind: 'p',
            text: 'The Tbilisi locker is at 45 Vazha-Pshavela Avenue, by the supermarket entrance; the Rustavi one is at 12 Megobroba Avenue. Both work around the clock, and more lockers in other districts of Tbilisi are on the way — they will appear on the Pickup points page as soon as they open.',
          },
          {
            kind: 'ol',
            items: [
              'On the parcel page in the cabinet, choose a locker as the pickup point.',
              'Pay for delivery from your wallet: a parcel goes into a locker only once it is paid.',
              'When the parcel is in the locker, you get an SMS with a six-digit code.',
              'Enter the code on the locker screen, and the door opens.',
            ],
          },
          {
            kind: 'p',
            text: 'A locker cell takes parcels up to 60 × 40 × 40 cm and 15 kg; bigger ones go to the nearest branch. Delivery to a locker costs nothing extra. A parcel waits in the locker for 3 days; if it is not collected, we move it to a branch, where it is kept on the usual terms.',
          },
        ],
      },
      az: {
        title: 'Tbilisi və Rustavidə poçtamatlar: bağlamanı günün istənilən saatında götürün',
        summary:
          'Tbilisidə ilk poçtamatımız Saburtaloda, «Tibb Universiteti» metrostansiyasından beş dəqiqəlik məsafədə, ikincisi isə Rustavidə quraşdırılıb. Kabinetdə poçtamatı seçin və bağlamanı SMS-dəki kodla gecə-gündüz götürün.',
        body: [
          {
            kind: 'p',
            text: 'Tbilisidəki poçtamat Vaja-Pşavela prospekti, 45 ünvanında, supermarketin girişindədir, Rustavidəki isə Meqobroba prospekti, 12 ünvanındadır. Hər ikisi gecə-gündüz işləyir. Tbilisinin başqa rayonlarında da yeni poçtamatlar hazırlanır — açılan kimi «Təhvil məntəqələri» səhifəsində görünəcəklər.',
          },
          {
            kind: 'ol',
            items: [
              'Kabinetdə bağlamanın səhifəsində təhvil məntəqəsi kimi poçtamatı seçin.',
              'Çatdırılma haqqını balansdan ödəyin: bağlama poçtamata yalnız ödənişdən sonra qoyulur.',
              'Bağlama poçtamata qoyulanda altırəqəmli kodla SMS alacaqsınız.',
              'Kodu poçtamatın ekranında daxil edin — qapı açılacaq.',
            ],
          },
          {
            kind: 'p',
            text: 'Poçtamat gözünə ölçüsü 60 × 40 × 40 sm-dək və çəkisi 15 kq-dək olan bağlamalar yerləşir; daha böyükləri ən yaxın filiala göndərilir. Poçtamata çatdırılma üçün əlavə ödəniş yoxdur. Bağlama poçtamatda 3 gün gözləyir; götürülməsə, onu filiala aparırıq və orada adi qaydada saxlanılır.',
          },
        ],
      },
      ru: {
        title: 'Постаматы в Тбилиси и Рустави: забирайте посылку в любое время',
        summary:
          'Первый постамат Yolla в Тбилиси установлен в Сабуртало, в пяти минутах от станции метро «Медицинский университет», второй — в Рустави. Выберите постамат в кабинете и забирайте посылку круглосуточно по коду из SMS.',
        body: [
          {
            kind: 'p',
            text: 'Тбилисский постамат стоит у входа в супермаркет на проспекте Важа-Пшавела, 45, а рустависский — на проспекте Мегоброба, 12. Оба работают круглосуточно. Скоро постаматы появятся и в других районах Тбилиси — они будут на странице «Пункты выдачи», как только заработают.',
          },
          {
            kind: 'ol',
            items: [
              'На странице посылки в кабинете выберите постамат в качестве пункта выдачи.',
              'Оплатите доставку с баланса: в постамат закладываются только оплаченные посылки.',
              'Когда посылка окажется в постамате, придёт SMS с шестизначным кодом.',
              'Введите код на экране постамата — ячейка откроется.',
            ],
          },
          {
            kind: 'p',
            text: 'В ячейку помещаются посылки до 60 × 40 × 40 см и до 15 кг, более крупные мы отправим в ближайший филиал. За доставку в постамат ничего доплачивать не нужно. Посылка ждёт в постамате 3 дня; если её не забрали, мы перевозим её в филиал, где она хранится на обычных условиях.',
          },
        ],
      },
      uz: {
        title: 'Tbilisi va Rustavida pochtamatlar: posilkani kunning istalgan vaqtida oling',
        summary:
          'Tbilisidagi birinchi pochtamatimiz Saburtaloda, «Tibbiyot universiteti» metro bekatidan besh daqiqalik masofada, ikkinchisi esa Rustavida oʻrnatildi. Kabinetda pochtamatni tanlang va posilkani SMS dagi kod bilan kecha-kunduz oling.',
        body: [
          {
            kind: 'p',
            text: 'Tbilisidagi pochtamat Vaja-Pshavela prospekti, 45-uyda, supermarket kiraverishida, Rustavidagisi esa Megobroba prospekti, 12-uyda joylashgan. Ikkalasi ham kecha-kunduz ishlaydi. Tbilisining boshqa tumanlarida ham yangi pochtamatlar tayyorlanmoqda — ular ochilishi bilan «Topshirish punktlari» sahifasida paydo boʻladi.',
          },
          {
            kind: 'ol',
            items: [
              'Kabinetda posilka sahifasida topshirish punkti sifatida pochtamatni tanlang.',
              'Yetkazib berish haqini balansdan toʻlang: posilka pochtamatga faqat toʻlovdan keyin qoʻyiladi.',
              'Posilka pochtamatga qoʻyilgach, olti xonali kod bilan SMS keladi.',
              'Kodni pochtamat ekraniga kiriting — eshikcha ochiladi.',
            ],
          },
          {
            kind: 'p',
            text: 'Pochtamat katagiga 60 × 40 × 40 sm gacha va 15 kg gacha boʻlgan posilkalar sigʻadi; kattaroqlari eng yaqin filialga yuboriladi. Pochtamatga yetkazib berish uchun qoʻshimcha haq olinmaydi. Posilka pochtamatda 3 kun turadi; olinmasa, uni filialga olib boramiz va u yerda odatdagi shartlarda saqlanadi.',
          },
        ],
      },
      ka: {
        title: 'ამანათების ტერმინალები თბილისსა და რუსთავში: წაიღეთ ამანათი დღის ნებისმიერ დროს',
        summary:
          'Yolla-ს პირველი ამანათების ტერმინალი თბილისში საბურთალოზე, მეტროსადგურ „სამედიცინო უნივერსიტეტიდან“ ხუთ წუთში დაიდგა, მეორე კი — რუსთავში. აირჩიეთ ტერმინალი კაბინეტში და წაიღეთ ამანათი 24/7, SMS-ით მიღებული კოდით.',
        body: [
          {
            kind: 'p',
            text: 'თბილისის ტერმინალი ვაჟა-ფშაველას გამზირზე 45, სუპერმარკეტის შესასვლელთან დგას, რუსთავისა კი — მეგობრობის გამზირზე 12. ორივე მთელი დღე-ღამე მუშაობს. ახალი ტერმინალები თბილისის სხვა უბნებშიც მალე გაჩნდება — გახსნისთანავე მათ გვერდზე „გაცემის პუნქტები“ ნახავთ.',
          },
          {
            kind: 'ol',
            items: [
              'კაბინეტში, ამანათის გვერდზე, გაცემის პუნქტად აირჩიეთ ტერმინალი.',
              'მიწოდების საფასური გადაიხადეთ ბალანსიდან: ტერმინალში მხოლოდ გადახდილი ამანათი თავსდება.',
              'როცა ამანათი ტერმინალში მოხვდება, მიიღებთ SMS-ს ექვსნიშნა კოდით.',
              'შეიყვანეთ კოდი ტერმინალის ეკრანზე — უჯრა გაიხსნება.',
            ],
          },
          {
            kind: 'p',
            text: 'უჯრაში თავსდება 60 × 40 × 40 სმ-მდე ზომისა და 15 კგ-მდე წონის ამანათი; უფრო დიდს უახლოეს ფილიალში გავგზავნით. ტერმინალში მიწოდებისთვის დამატებით არაფერს იხდით. ამანათი ტერმინალში 3 დღე გელოდებათ; თუ არ წაიღებთ, მას ფილიალში გადავიტანთ, სადაც ის ჩვეულებრივი პირობებით ინახება.',
          },
        ],
      },
    },
  },
  {
    slug: 'duty-free-limits-reminder',
    publishedOn: '2026-10-22',
    translations: {
      en: {
        title: 'Before the sales: a reminder about duty-free limits',
        summary:
          'November sales make it easy to go over the customs limit without noticing. Here is how the limit works in each country and how to avoid unexpected duties.',
        body: [
          {
            kind: 'p',
            text: 'Customs looks at the value of the goods, not at their weight or the delivery price, and each country counts its duty-free limit its own way:',
          },
          {
            kind: 'ul',
            items: [
              'Azerbaijan: $300 per person per calendar month, for all parcels together. Above that, customs payments are charged only on the amount over the limit and paid in the Smart Customs app.',
              'Uzbekistan: $1,000 per parcel. Above that, a single rate of 30% is charged on the value over the limit, but not less than $3 for each kilogram of the parcel.',
              'Georgia: 300 GEL per parcel weighing up to 30 kg. A more expensive parcel is charged 18% VAT on its whole value, and parcels from one sender that arrive on the same day may be added together.',
            ],
          },
          {
            kind: 'p',
            text: 'An example for Azerbaijan: on 5 November you receive goods worth $180 and on 20 November another $170 — $350 in total. Customs payments are charged only on the $50 over the limit: 15% duty ($7.50) plus 18% VAT on $57.50 ($10.35), $17.85 in total. If the second parcel reached customs on 1 December instead, each would fit within the limit of its own month.',
          },
          {
            kind: 'p',
            text: 'Declare the price you actually paid, after discounts and coupons: understating the value is an offence, and the parcel will be held until the documents are checked.',
          },
        ],
      },
      az: {
        title: 'Endirimlərdən əvvəl: rüsumsuz limit barədə xatırlatma',
        summary:
          'Noyabr endirimlərində gömrük limitini hiss etmədən aşmaq asandır. Hər ölkədə limitin necə işlədiyini və gözlənilməz rüsumlardan necə qaçmağı izah edirik.',
        body: [
          {
            kind: 'p',
            text: 'Gömrük çəkiyə və ya çatdırılma qiymətinə deyil, malların dəyərinə baxır, hər ölkə isə rüsumsuz limiti öz qaydası ilə hesablayır:',
          },
          {
            kind: 'ul',
            items: [
              'Azərbaycan: bir şəxs üçün təqvim ayı ərzində bütün bağlamalar üzrə cəmi 300 $. Limit aşıldıqda gömrük ödənişləri yalnız artıq hissəyə hesablanır və Smart Customs tətbiqində ödənilir.',
              'Özbəkistan: hər bağlama üçün 1000 $. Limiti aşan dəyərə 30% vahid dərəcə tətbiq edilir, amma bağlamanın hər kiloqramı üçün 3 $-dan az olmamaqla.',
              'Gürcüstan: çəkisi 30 kq-dək olan hər bağlama üçün 300 lari. Daha bahalı bağlamanın bütün dəyərinə 18% ƏDV hesablanır, eyni gün eyni göndərəndən gələn bağlamalar isə toplana bilər.',
            ],
          },
          {
            kind: 'p',
            text: 'Azərbaycan üçün nümunə: 5 noyabrda dəyəri 180 $, 20 noyabrda isə daha 170 $ olan mal alırsınız — cəmi 350 $. Gömrük ödənişləri yalnız limitdən artıq olan 50 $-a hesablanır: 15% rüsum (7,50 $) və 57,50 $-ın 18%-i qədər ƏDV (10,35 $), cəmi 17,85 $. İkinci bağlama gömrüyə 1 dekabrda çatsaydı, hər biri öz ayının limitinə sığardı.',
          },
          {
            kind: 'p',
            text: 'Endirim və kuponlar çıxıldıqdan sonra həqiqətən ödədiyiniz qiyməti bəyan edin: dəyəri azaltmaq qanun pozuntusudur və sənədlər yoxlanılanadək bağlama saxlanılır.',
          },
        ],
      },
      ru: {
        title: 'Перед распродажами: напоминаем о беспошлинном лимите',
        summary:
          'На ноябрьских распродажах легко незаметно превысить таможенный лимит. Рассказываем, как он устроен в каждой стране и как избежать неожиданных пошлин.',
        body: [
          {
            kind: 'p',
            text: 'Таможня смотрит на стоимость товаров, а не на их вес или цену доставки, и каждая страна считает беспошлинный лимит по-своему:',
          },
          {
            kind: 'ul',
            items: [
              'Азербайджан: 300 $ на человека за календарный месяц по всем посылкам вместе. Сверх лимита таможенные платежи начисляются только на превышение и оплачиваются в приложении Smart Customs.',
              'Узбекистан: 1000 $ на одну посылку. Со стоимости сверх лимита взимается единый платёж 30%, но не меньше 3 $ за каждый килограмм посылки.',
              'Грузия: 300 лари за одну посылку весом до 30 кг. С более дорогой посылки взимается НДС 18% со всей её стоимости, а посылки от одного отправителя, прибывшие в один день, могут суммироваться.',
            ],
          },
          {
            kind: 'p',
            text: 'Пример для Азербайджана: 5 ноября вы получаете товары на 180 $, 20 ноября — ещё на 170 $, всего 350 $. Платежи начисляются только на 50 $ сверх лимита: пошлина 15% (7,50 $) и НДС 18% с 57,50 $ (10,35 $), всего 17,85 $. Если бы вторая посылка поступила на таможню 1 декабря, каждая уложилась бы в лимит своего месяца.',
          },
          {
            kind: 'p',
            text: 'Указывайте цену, которую вы действительно заплатили, с учётом скидок и купонов: занижение стоимости — нарушение, и посылку задержат до проверки документов.',
          },
        ],
      },
      uz: {
        title: 'Chegirmalardan oldin: bojsiz limit haqida eslatma',
        summary:
          'Noyabr chegirmalarida bojxona limitidan sezmagan holda oshib ketish oson. Har bir mamlakatda limit qanday ishlashi va kutilmagan toʻlovlardan qanday qochish haqida soʻzlab beramiz.',
        body: [
          {
            kind: 'p',
            text: 'Bojxona vazn yoki yetkazib berish narxiga emas, tovarlar qiymatiga qaraydi, har bir mamlakat esa bojsiz limitni oʻzicha hisoblaydi:',
          },
          {
            kind: 'ul',
            items: [
              'Oʻzbekiston: har bir posilka uchun 1000 $. Limitdan oshgan qiymatga 30% yagona stavka qoʻllanadi, lekin posilkaning har bir kilogrammi uchun 3 $ dan kam boʻlmaydi.',
              'Ozarbayjon: bir kishiga kalendar oyida barcha posilkalar uchun jami 300 $. Limitdan oshsa, bojxona toʻlovlari faqat ortiqcha qismiga hisoblanadi va Smart Customs ilovasida toʻlanadi.',
              'Gruziya: ogʻirligi 30 kg gacha boʻlgan har bir posilka uchun 300 lari. Qimmatroq posilkaning butun qiymatiga 18% QQS hisoblanadi, bir kunda bir joʻnatuvchidan kelgan posilkalar esa qoʻshib hisoblanishi mumkin.',
            ],
          },
          {
            kind: 'p',
            text: 'Oʻzbekiston uchun misol: qiymati 1200 $, ogʻirligi 4 kg boʻlgan posilka. Limitdan oshgan qism — 200 $, uning 30 foizi — 60 $; bu 4 × 3 $ = 12 $ lik eng kam miqdordan koʻp, demak, 60 $ toʻlaysiz. Qiymati 1000 $ gacha boʻlgan posilka uchun esa bojxona toʻlovi yoʻq.',
          },
          {
            kind: 'p',
            text: 'Chegirma va kuponlarni hisobga olgan holda haqiqatda toʻlagan narxingizni deklaratsiya qiling: qiymatni kamaytirib koʻrsatish qoidabuzarlik hisoblanadi va hujjatlar tekshirilguncha posilka ushlab turiladi.',
          },
        ],
      },
      ka: {
        title: 'ფასდაკლებებამდე: შეხსენება უბაჟო ლიმიტზე',
        summary:
          'ნოემბრის ფასდაკლებებზე საბაჟო ლიმიტის შეუმჩნევლად გადაჭარბება ადვილია. გიყვებით, როგორ მუშაობს ლიმიტი თითოეულ ქვეყანაში და როგორ აიცილოთ მოულოდნელი გადასახადები.',
        body: [
          {
            kind: 'p',
            text: 'საბაჟო უყურებს არა წონას ან მიწოდების ფასს, არამედ საქონლის ღირებულებას, უბაჟო ლიმიტს კი თითოეული ქვეყანა თავისებურად ითვლის:',
          },
          {
            kind: 'ul',
            items: [
              'საქართველო: 300 ლარი თითო ამანათზე, თუ მისი წონა 30 კგ-ს არ აღემატება. უფრო ძვირ ამანათს დღგ 18% მთელ ღირებულებაზე ერიცხება, ერთი გამგზავნისგან ერთ დღეს შემოსული ამანათები კი შეიძლება შეიკრიბოს.',
              'აზერბაიჯანი: 300 $ ერთ პირზე კალენდარული თვის განმავლობაში, ყველა ამანათზე ერთად. ლიმიტის ზემოთ საბაჟო გადასახდელები მხოლოდ გადაჭარბებულ თანხას ერიცხება და Smart Customs-ის აპლიკაციით იხდება.',
              'უზბეკეთი: 1000 $ თითო ამანათზე. ლიმიტის ზემოთ ღირებულებას 30%-იანი ერთიანი განაკვეთი ერიცხება, მაგრამ არანაკლებ 3 $-ისა ამანათის ყოველ კილოგრამზე.',
            ],
          },
          {
            kind: 'p',
            text: 'მაგალითი საქართველოსთვის: თუ ამანათში 280 ლარის საქონელია, გადასახადი არ გეკისრებათ; თუ 320 ლარისაა, დღგ 18% მთელ 320 ლარს დაერიცხება — ანუ 57,60 ლარი. ამიტომ დიდი შენაძენის დაგეგმვისას ეს ზღვარი გაითვალისწინეთ.',
          },
          {
            kind: 'p',
            text: 'დეკლარაციაში მიუთითეთ რეალურად გადახდილი ფასი, ფასდაკლებებისა და კუპონების გათვალისწინებით: ღირებულების შემცირება დარღვევაა და ამანათი დოკუმენტების შემოწმებამდე შეჩერდება.',
          },
        ],
      },
    },
  },
  {
    slug: 'black-friday-and-11-11-tips',
    publishedOn: '2026-11-05',
    translations: {
      en: {
        title: '11.11 and Black Friday: shop smart and get it all before New Year',
        summary:
          'The 11.11 sales start on 11 November and Black Friday falls on 27 November. Here are our Buy for me tips and the last dates for parcels to reach our warehouses in time for the holidays.',
        body: [
          {
            kind: 'p',
            text: 'Sale prices often last only a few hours, so prepare your Buy for me orders in advance:',
          },
          {
            kind: 'ul',
            items: [
              'Create the order before the sale starts, with the link, size, colour and quantity, and note the highest price you are willing to pay.',
              'Top up your wallet in advance with the price plus our 5% fee, so that our buyers can pay the moment the price drops.',
              'If an item sells out or costs more than your maximum, we ask you before buying anything else.',
              'Keep an eye on the duty-free limit: in Azerbaijan it is monthly, so large purchases can be split between November and December; in Uzbekistan and Georgia it applies to each parcel.',
              'Power banks and loose batteries cannot be shipped by air from China or the Emirates; check the rules of carriage for the other warehouses.',
            ],
          },
          {
            kind: 'p',
            text: 'To have your parcels before 31 December, they should reach our warehouse by these dates:',
          },
          {
            kind: 'ul',
            items: [
              'China (Guangzhou): 1 December',
              'USA (Delaware): 8 December',
              'United Kingdom (London) and Germany (Frankfurt): 12 December',
              'United Arab Emirates (Dubai): 16 December',
              'Turkey (Istanbul): 19 December',
            ],
          },
          {
            kind: 'p',
            text: 'Parcels that arrive later will still be delivered, just in the first weeks of January. Around the holidays, transit can take 2–3 days longer than usual.',
          },
        ],
      },
      az: {
        title: '11.11 və «Qara cümə»: ağıllı alış-veriş edin, hər şeyi Yeni ilə qədər alın',
        summary:
          '11.11 endirimləri 11 noyabrda başlayır, «Qara cümə» isə 27 noyabra düşür. «Sifarişi biz edək» xidməti üçün məsləhətlərimiz və bağlamaların bayrama çatması üçün anbarlarımıza gəlməli olduğu son tarixlər.',
        body: [
          {
            kind: 'p',
            text: 'Endirim qiymətləri çox vaxt cəmi bir neçə saat qüvvədə olur, ona görə sifarişlərinizi əvvəlcədən hazırlayın:',
          },
          {
            kind: 'ul',
            items: [
              'Sifarişi endirim başlamazdan əvvəl yaradın: linki, ölçünü, rəngi və sayı göstərin, ödəməyə hazır olduğunuz ən yüksək qiyməti də qeyd edin.',
              'Balansı əvvəlcədən malın qiyməti və 5% xidmət haqqı qədər artırın ki, alıcılarımız qiymət düşən kimi ödəyə bilsinlər.',
              'Mal bitsə və ya qiyməti göstərdiyiniz həddən baha olsa, başqa bir şey almazdan əvvəl sizdən soruşuruq.',
              'Rüsumsuz limiti unutmayın: Azərbaycanda o aylıqdır, ona görə böyük alışları noyabr və dekabr arasında bölmək olar; Özbəkistanda və Gürcüstanda limit hər bağlamaya aiddir.',
              'Powerbank və ayrıca batareyalar Çindən və Əmirliklərdən hava yolu ilə göndərilmir; digər anbarlar üçün daşınma qaydalarına baxın.',
            ],
          },
          {
            kind: 'p',
            text: 'Bağlamaların 31 dekabradək əlinizdə olması üçün onlar anbarımıza bu tarixlərədək çatmalıdır:',
          },
          {
            kind: 'ul',
            items: [
              'Çin (Quançjou): 1 dekabr',
              'ABŞ (Delaver): 8 dekabr',
              'Böyük Britaniya (London) və Almaniya (Frankfurt): 12 dekabr',
              'BƏƏ (Dubay): 16 dekabr',
              'Türkiyə (İstanbul): 19 dekabr',
            ],
          },
          {
            kind: 'p',
            text: 'Daha gec gələn bağlamalar da çatdırılacaq, sadəcə yanvarın ilk həftələrində. Bayram ərəfəsində yol adi vaxtdan 2–3 gün çox çəkə bilər.',
          },
        ],
      },
      ru: {
        title: '11.11 и «Чёрная пятница»: покупайте с умом и получите всё до Нового года',
        summary:
          'Распродажа 11.11 стартует 11 ноября, «Чёрная пятница» — 27 ноября. Наши советы по выкупу товаров и крайние сроки, к которым посылки должны прийти на склад, чтобы успеть к праздникам.',
        body: [
          {
            kind: 'p',
            text: 'Скидки часто действуют всего несколько часов, поэтому заказы на выкуп лучше подготовить заранее:',
          },
          {
            kind: 'ul',
            items: [
              'Оформите заказ до начала распродажи: ссылка, размер, цвет, количество и максимальная цена, которую вы готовы заплатить.',
              'Заранее пополните баланс на стоимость товара плюс нашу комиссию 5%, чтобы байеры могли оплатить заказ, как только цена упадёт.',
              'Если товар закончится или будет стоить дороже вашего максимума, мы ничего не купим, не спросив вас.',
              'Следите за беспошлинным лимитом: в Азербайджане он месячный, так что крупные покупки можно разделить между ноябрём и декабрём; в Узбекистане и Грузии лимит действует на каждую посылку.',
              'Пауэрбанки и отдельные батареи не отправляются авиадоставкой из Китая и Эмиратов; для других складов смотрите правила перевозки.',
            ],
          },
          {
            kind: 'p',
            text: 'Чтобы посылки были у вас до 31 декабря, они должны поступить на наш склад не позднее:',
          },
          {
            kind: 'ul',
            items: [
              'Китай (Гуанчжоу): 1 декабря',
              'США (Делавэр): 8 декабря',
              'Великобритания (Лондон) и Германия (Франкфурт): 12 декабря',
              'ОАЭ (Дубай): 16 декабря',
              'Турция (Стамбул): 19 декабря',
            ],
          },
          {
            kind: 'p',
            text: 'Посылки, пришедшие позже, тоже будут доставлены — просто в первые недели января. В предпраздничные дни дорога может занять на 2–3 дня больше обычного.',
          },
        ],
      },
      uz: {
        title: '11.11 va «Qora juma»: oqilona xarid qiling va hammasini Yangi yilgacha oling',
        summary:
          '11.11 chegirmalari 11-noyabrda boshlanadi, «Qora juma» esa 27-noyabrga toʻgʻri keladi. «Biz sotib olamiz» xizmati boʻyicha maslahatlarimiz va posilkalar bayramga ulgurishi uchun omborlarimizga yetib kelishi kerak boʻlgan soʻnggi sanalar.',
        body: [
          {
            kind: 'p',
            text: 'Chegirma narxlari koʻpincha bir necha soatgina amal qiladi, shuning uchun buyurtmalaringizni oldindan tayyorlang:',
          },
          {
            kind: 'ul',
            items: [
              'Buyurtmani chegirma boshlanishidan oldin yarating: havola, oʻlcham, rang, miqdor va toʻlashga tayyor boʻlgan eng yuqori narxni koʻrsating.',
              'Balansni oldindan tovar narxi va 5% xizmat haqiga yetadigan miqdorda toʻldiring — shunda xaridorlarimiz narx tushishi bilanoq toʻlay oladi.',
              'Agar tovar tugab qolsa yoki siz koʻrsatgan narxdan qimmat boʻlsa, sizdan soʻramasdan hech narsa sotib olmaymiz.',
              'Bojsiz limitni yodda tuting: Ozarbayjonda u oylik, shuning uchun katta xaridlarni noyabr va dekabrga boʻlish mumkin; Oʻzbekiston va Gruziyada limit har bir posilkaga tegishli.',
              'Powerbank va alohida batareyalar Xitoy va Amirliklardan havo yoʻli bilan joʻnatilmaydi; boshqa omborlar uchun tashish qoidalariga qarang.',
            ],
          },
          {
            kind: 'p',
            text: 'Posilkalar 31-dekabrgacha qoʻlingizda boʻlishi uchun ular omborimizga quyidagi sanalargacha yetib kelishi kerak:',
          },
          {
            kind: 'ul',
            items: [
              'Xitoy (Guanchjou): 1-dekabr',
              'AQSH (Delaver): 8-dekabr',
              'Buyuk Britaniya (London) va Germaniya (Frankfurt): 12-dekabr',
              'BAA (Dubay): 16-dekabr',
              'Turkiya (Istanbul): 19-dekabr',
            ],
          },
          {
            kind: 'p',
            text: 'Keyinroq kelgan posilkalar ham yetkazib beriladi, faqat yanvarning birinchi haftalarida. Bayram arafasida yoʻl odatdagidan 2–3 kun uzoqroq davom etishi mumkin.',
          },
        ],
      },
      ka: {
        title: '11.11 და „შავი პარასკევი“: იყიდეთ გონივრულად და მიიღეთ ყველაფერი ახალ წლამდე',
        summary:
          '11.11-ის ფასდაკლებები 11 ნოემბერს იწყება, „შავი პარასკევი“ კი 27 ნოემბერს მოდის. ჩვენი რჩევები სერვისისთვის „ჩვენ ვიყიდით თქვენთვის“ და ბოლო თარიღები, როდემდე უნდა შემოვიდეს ამანათები საწყობში, რომ დღესასწაულებს მოუსწროს.',
        body: [
          {
            kind: 'p',
            text: 'ფასდაკლებული ფასები ხშირად მხოლოდ რამდენიმე საათი მოქმედებს, ამიტომ შეკვეთები წინასწარ მოამზადეთ:',
          },
          {
            kind: 'ul',
            items: [
              'შეკვეთა ფასდაკლების დაწყებამდე შექმენით: მიუთითეთ ბმული, ზომა, ფერი, რაოდენობა და მაქსიმალური ფასი, რომლის გადახდაც გსურთ.',
              'ბალანსი წინასწარ შეავსეთ ნივთის ფასისა და ჩვენი 5%-იანი საკომისიოს ოდენობით, რომ ჩვენმა შემსყიდველებმა ფასის დაკლებისთანავე გადაიხადონ.',
              'თუ ნივთი გაიყიდება ან თქვენს მაქსიმუმზე ძვირი ეღირება, თქვენთან შეთანხმების გარეშე არაფერს ვყიდულობთ.',
              'გაითვალისწინეთ უბაჟო ლიმიტი: საქართველოში 300 ლარზე ძვირ ამანათს დღგ ერიცხება.',
              'პაუერბანკები და ცალკე ბატარეები ჩინეთიდან და ემირატებიდან საჰაერო გზით არ იგზავნება; სხვა საწყობებისთვის იხილეთ გადაზიდვის წესები.',
            ],
          },
          {
            kind: 'p',
            text: 'იმისთვის, რომ ამანათები 31 დეკემბრამდე მიიღოთ, ისინი ჩვენს საწყობში ამ თარიღებამდე უნდა შემოვიდეს:',
          },
          {
            kind: 'ul',
            items: [
              'ჩინეთი (გუანჯოუ): 1 დეკემბერი',
              'აშშ (დელავერი): 8 დეკემბერი',
              'დიდი ბრიტანეთი (ლონდონი) და გერმანია (ფრანკფურტი): 12 დეკემბერი',
              'არაბთა გაერთიანებული საამიროები (დუბაი): 16 დეკემბერი',
              'თურქეთი (სტამბოლი): 19 დეკემბერი',
            ],
          },
          {
            kind: 'p',
            text: 'უფრო გვიან შემოსული ამანათებიც მოგივათ, უბრალოდ იანვრის პირველ კვირებში. დღესასწაულების წინ გზას ჩვეულებრივზე 2–3 დღით მეტი შეიძლება დასჭირდეს.',
          },
        ],
      },
    },
  },
];
