import type { CarriageItem, CustomsLimit, SiteDocument } from './types.ts';

/**
 * Rules of carriage, the list of prohibited and restricted items, and the duty-free limits of the destination
 * countries. Weights, sizes and prices agree with `db/seed/tariffs.ts` (max side 150 cm, volumetric weight
 * L×W×H/6000 above 60 cm, max weight 30 kg TR/US/GB/DE, 25 kg AE, 20 kg CN; TR→AZ $2.50/$4.00/$6.50 per kg).
 */
export const CARRIAGE_RULES: SiteDocument = {
  id: 'carriage',
  updatedOn: '2026-10-15',
  translations: {
    en: {
      title: 'Rules of carriage',
      intro: [
        {
          kind: 'p',
          text: 'These rules explain which parcels we accept at our warehouses in Turkey, the USA, China, the United Kingdom, Germany and the UAE, how they must be packed and declared, and how we deliver them to Azerbaijan, Uzbekistan and Georgia. By sending a parcel to your Yolla address, you accept these rules.',
        },
        {
          kind: 'p',
          text: 'Prices and delivery times for every route are on the Tariffs page. The list of prohibited and restricted items and the customs limits of each country are published together with these rules.',
        },
      ],
    },
    az: {
      title: 'Daşıma qaydaları',
      intro: [
        {
          kind: 'p',
          text: 'Bu qaydalar Türkiyə, ABŞ, Çin, Böyük Britaniya, Almaniya və BƏƏ-dəki anbarlarımızda hansı bağlamaları qəbul etdiyimizi, onların necə qablaşdırılmalı və bəyan edilməli olduğunu, həmçinin onları Azərbaycana, Özbəkistana və Gürcüstana necə çatdırdığımızı izah edir. Bağlamanı Yolla ünvanınıza göndərməklə bu qaydaları qəbul etmiş olursunuz.',
        },
        {
          kind: 'p',
          text: 'Hər marşrut üzrə qiymətlər və çatdırılma müddətləri «Tariflər» səhifəsindədir. Qadağan olunmuş və məhdudiyyətli malların siyahısı, eləcə də hər ölkənin gömrük limitləri bu qaydalarla birlikdə dərc olunub.',
        },
      ],
    },
    ru: {
      title: 'Правила перевозки',
      intro: [
        {
          kind: 'p',
          text: 'Эти правила объясняют, какие посылки мы принимаем на складах в Турции, США, Китае, Великобритании, Германии и ОАЭ, как их нужно упаковывать и декларировать и как мы доставляем их в Азербайджан, Узбекистан и Грузию. Отправляя посылку на свой адрес Yolla, вы соглашаетесь с этими правилами.',
        },
        {
          kind: 'p',
          text: 'Цены и сроки доставки по каждому направлению — на странице «Тарифы». Список запрещённых и ограниченных к пересылке товаров и таможенные лимиты каждой страны опубликованы вместе с этими правилами.',
        },
      ],
    },
    uz: {
      title: 'Tashish qoidalari',
      intro: [
        {
          kind: 'p',
          text: 'Ushbu qoidalar Turkiya, AQSh, Xitoy, Buyuk Britaniya, Germaniya va BAAdagi omborlarimizda qanday posilkalar qabul qilinishi, ular qanday qadoqlanishi va deklaratsiya qilinishi hamda Ozarbayjon, Oʻzbekiston va Gruziyaga qanday yetkazilishini tushuntiradi. Posilkani Yolla manzilingizga yuborib, siz ushbu qoidalarga rozilik bildirasiz.',
        },
        {
          kind: 'p',
          text: 'Har bir yoʻnalish boʻyicha narxlar va yetkazish muddatlari «Tariflar» sahifasida keltirilgan. Taqiqlangan va cheklangan tovarlar roʻyxati hamda har bir davlatning bojxona limitlari ushbu qoidalar bilan birga eʼlon qilingan.',
        },
      ],
    },
    ka: {
      title: 'გადაზიდვის წესები',
      intro: [
        {
          kind: 'p',
          text: 'ეს წესები განმარტავს, რომელ ამანათებს ვიღებთ თურქეთის, აშშ-ის, ჩინეთის, დიდი ბრიტანეთის, გერმანიისა და არაბთა გაერთიანებული საამიროების საწყობებში, როგორ უნდა შეიფუთოს და დეკლარირდეს ისინი და როგორ ვაწვდით მათ აზერბაიჯანში, უზბეკეთსა და საქართველოში. ამანათის თქვენს Yolla-ს მისამართზე გამოგზავნით თქვენ ეთანხმებით ამ წესებს.',
        },
        {
          kind: 'p',
          text: 'თითოეული მიმართულების ფასები და მიწოდების ვადები მოცემულია გვერდზე „ტარიფები“. აკრძალული და შეზღუდული ნივთების სია და თითოეული ქვეყნის საბაჟო ლიმიტები გამოქვეყნებულია ამ წესებთან ერთად.',
        },
      ],
    },
  },
  sections: [
    {
      id: 'accepting-parcels',
      translations: {
        en: {
          heading: 'Accepting parcels at our warehouses',
          blocks: [
            {
              kind: 'p',
              text: 'Every customer gets personal addresses at our warehouses in Istanbul, Delaware, Guangzhou, London, Frankfurt and Dubai. Write the address exactly as it is shown in your cabinet, including your customer code: this is how the warehouse knows the parcel is yours.',
            },
            {
              kind: 'ul',
              items: [
                'We accept parcels delivered by online shops, marketplaces and courier services.',
                'We do not accept parcels sent cash on delivery or with any other charge payable on receipt.',
                'A parcel without a customer code, or with a code we cannot match to an account, is held as unidentified for 30 days. To claim it, write to support with the tracking number and a screenshot of the order.',
                'Every parcel is weighed and measured on arrival, and its status in your cabinet changes to “At the warehouse”.',
              ],
            },
          ],
        },
        az: {
          heading: 'Bağlamaların anbarlarımızda qəbulu',
          blocks: [
            {
              kind: 'p',
              text: 'Hər müştəri İstanbul, Delaver, Quançjou, London, Frankfurt və Dubaydakı anbarlarımızda şəxsi ünvanlar alır. Ünvanı kabinetdə göstərildiyi kimi, müştəri kodunuzla birlikdə yazın: anbar bağlamanın sizə aid olduğunu məhz bu koddan bilir.',
            },
            {
              kind: 'ul',
              items: [
                'İnternet mağazalarının, marketpleyslərin və kuryer xidmətlərinin gətirdiyi bağlamaları qəbul edirik.',
                'Nağd ödənişlə (cash on delivery) göndərilən və ya təhvil alınarkən hər hansı ödəniş tələb edən bağlamaları qəbul etmirik.',
                'Müştəri kodu olmayan və ya kodu heç bir hesaba uyğun gəlməyən bağlama 30 gün «naməlum» kimi saxlanılır. Onu almaq üçün izləmə nömrəsi və sifarişin ekran görüntüsü ilə dəstək xidmətinə yazın.',
                'Anbara çatan hər bağlama çəkilir və ölçülür, kabinetinizdə isə onun statusu «Anbardadır» olaraq dəyişir.',
              ],
            },
          ],
        },
        ru: {
          heading: 'Приём посылок на складах',
          blocks: [
            {
              kind: 'p',
              text: 'Каждый клиент получает личные адреса на наших складах в Стамбуле, Делавэре, Гуанчжоу, Лондоне, Франкфурте и Дубае. Указывайте адрес точно так, как он показан в личном кабинете, вместе с клиентским кодом: именно по нему склад понимает, что посылка ваша.',
            },
            {
              kind: 'ul',
              items: [
                'Мы принимаем посылки от интернет-магазинов, маркетплейсов и курьерских служб.',
                'Мы не принимаем посылки с наложенным платежом или с любой другой оплатой при получении.',
                'Посылка без клиентского кода или с кодом, который не удалось сопоставить с аккаунтом, хранится как неопознанная 30 дней. Чтобы её получить, напишите в поддержку и приложите трек-номер и скриншот заказа.',
                'По прибытии каждую посылку взвешивают и измеряют, а её статус в кабинете меняется на «На складе».',
              ],
            },
          ],
        },
        uz: {
          heading: 'Omborlarda posilkalarni qabul qilish',
          blocks: [
            {
              kind: 'p',
              text: 'Har bir mijoz Istanbul, Delaver, Guanchjou, London, Frankfurt va Dubaydagi omborlarimizda shaxsiy manzillar oladi. Manzilni kabinetda koʻrsatilganidek, mijoz kodingiz bilan birga yozing: ombor posilka sizniki ekanini aynan shu kod orqali aniqlaydi.',
            },
            {
              kind: 'ul',
              items: [
                'Internet-doʻkonlar, marketpleyslar va kuryerlik xizmatlari olib kelgan posilkalarni qabul qilamiz.',
                'Qabul qilish vaqtida toʻlov talab qilinadigan posilkalarni, jumladan naqd toʻlov (cash on delivery) bilan yuborilganlarini qabul qilmaymiz.',
                'Mijoz kodi yozilmagan yoki kodi hech bir hisobga mos kelmagan posilka 30 kun davomida «nomaʼlum» sifatida saqlanadi. Uni olish uchun trek-raqam va buyurtma skrinshoti bilan qoʻllab-quvvatlash xizmatiga yozing.',
                'Omborga kelgan har bir posilka tortiladi va oʻlchanadi, kabinetingizdagi holati esa «Omborda» deb oʻzgaradi.',
              ],
            },
          ],
        },
        ka: {
          heading: 'ამანათების მიღება საწყობებში',
          blocks: [
            {
              kind: 'p',
              text: 'ყოველი მომხმარებელი იღებს პერსონალურ მისამართებს ჩვენს საწყობებში სტამბოლში, დელავერში, გუანჯოუში, ლონდონში, ფრანკფურტსა და დუბაიში. მისამართი მიუთითეთ ზუსტად ისე, როგორც ის პირად კაბინეტშია ნაჩვენები, თქვენი მომხმარებლის კოდის ჩათვლით: სწორედ ამ კოდით იგებს საწყობი, რომ ამანათი თქვენია.',
            },
            {
              kind: 'ul',
              items: [
                'ვიღებთ ამანათებს, რომლებიც ონლაინმაღაზიებმა, მარკეტპლეისებმა და საკურიერო სამსახურებმა მოიტანეს.',
                'არ ვიღებთ ამანათებს, რომლებიც გამოგზავნილია ადგილზე გადახდით ან რომელთა მიღებისას რაიმე საფასურის გადახდაა საჭირო.',
                'ამანათი, რომელსაც მომხმარებლის კოდი არ აქვს ან რომლის კოდიც ვერცერთ ანგარიშს ვერ დავუკავშირეთ, 30 დღის განმავლობაში ინახება როგორც დაუდგენელი. მის მისაღებად მოგვწერეთ მხარდაჭერის სამსახურში და მიუთითეთ თრექინგ-ნომერი და შეკვეთის სქრინშოტი.',
                'საწყობში მისვლისას ყველა ამანათს ვწონით და ვზომავთ, თქვენს კაბინეტში კი ჩნდება სტატუსი „საწყობში“.',
              ],
            },
          ],
        },
      },
    },
    {
      id: 'packing',
      translations: {
        en: {
          heading: 'Packing',
          blocks: [
            {
              kind: 'p',
              text: 'Sellers usually pack goods well enough for the journey, and we ship parcels in their original packaging. If a box is torn, too weak for its contents or leaking, the warehouse repacks it free of charge and notes this in the parcel history.',
            },
            {
              kind: 'ul',
              items: [
                'Fragile items (glass, ceramics, screens) must be packed by the seller with filler on every side. We add a “Fragile” label, but a label cannot save badly packed glass.',
                'Liquids and cosmetics are accepted only in factory-sealed packaging; opened bottles are not shipped.',
                'Several parcels can be packed into one box with the Consolidation service, which usually lowers the weight you pay for.',
              ],
            },
          ],
        },
        az: {
          heading: 'Qablaşdırma',
          blocks: [
            {
              kind: 'p',
              text: 'Satıcılar malları adətən yola davam gətirəcək şəkildə qablaşdırır və biz bağlamaları orijinal qablaşdırmada göndəririk. Qutu cırılıbsa, içindəkilər üçün çox zəifdirsə və ya ondan nəsə axırsa, anbar onu pulsuz yenidən qablaşdırır və bunu bağlamanın tarixçəsində qeyd edir.',
            },
            {
              kind: 'ul',
              items: [
                'Kövrək əşyaları (şüşə, keramika, ekranlar) satıcı hər tərəfdən doldurucu materialla qablaşdırmalıdır. Biz «Kövrəkdir» nişanı yapışdırırıq, amma pis qablaşdırılmış şüşəni nişan xilas edə bilməz.',
                'Mayelər və kosmetika yalnız açılmamış zavod qablaşdırmasında qəbul olunur; açılmış flakonlar göndərilmir.',
                '«Bağlamaların birləşdirilməsi» xidməti ilə bir neçə bağlamanı bir qutuya yığmaq olar — bu, adətən ödənilən çəkini azaldır.',
              ],
            },
          ],
        },
        ru: {
          heading: 'Упаковка',
          blocks: [
            {
              kind: 'p',
              text: 'Продавцы обычно упаковывают товары достаточно надёжно, и мы отправляем посылки в оригинальной упаковке. Если коробка порвана, слишком слаба для содержимого или из неё что-то протекает, склад бесплатно переупакует её и отметит это в истории посылки.',
            },
            {
              kind: 'ul',
              items: [
                'Хрупкие вещи (стекло, керамику, экраны) продавец должен упаковать с наполнителем со всех сторон. Мы наклеим стикер «Хрупкое», но плохо упакованное стекло он не спасёт.',
                'Жидкости и косметику принимаем только в запечатанной заводской упаковке; вскрытые флаконы не отправляем.',
                'Несколько посылок можно собрать в одну коробку с услугой «Объединение посылок» — обычно это снижает оплачиваемый вес.',
              ],
            },
          ],
        },
        uz: {
          heading: 'Qadoqlash',
          blocks: [
            {
              kind: 'p',
              text: 'Sotuvchilar odatda tovarlarni yoʻlga bardosh beradigan qilib qadoqlaydi, biz esa posilkalarni asl qadoqda joʻnatamiz. Quti yirtilgan, ichidagi buyum uchun yetarlicha mustahkam boʻlmasa yoki undan nimadir oqayotgan boʻlsa, ombor uni bepul qayta qadoqlaydi va bu haqda posilka tarixida qayd qiladi.',
            },
            {
              kind: 'ul',
              items: [
                'Moʻrt buyumlar (shisha, keramika, ekranlar) sotuvchi tomonidan har tomondan toʻldirgich bilan qadoqlanishi kerak. Biz «Moʻrt» yorligʻini yopishtiramiz, biroq yomon qadoqlangan shishani yorliq asrab qololmaydi.',
                'Suyuqliklar va kosmetika faqat ochilmagan zavod qadogʻida qabul qilinadi; ochilgan flakonlar joʻnatilmaydi.',
                '«Posilkalarni birlashtirish» xizmati orqali bir nechta posilkani bitta qutiga joylash mumkin — odatda bu toʻlanadigan vaznni kamaytiradi.',
              ],
            },
          ],
        },
        ka: {
          heading: 'შეფუთვა',
          blocks: [
            {
              kind: 'p',
              text: 'გამყიდველები, როგორც წესი, საქონელს გზისთვის საკმარისად საიმედოდ ფუთავენ, ჩვენ კი ამანათებს ორიგინალ შეფუთვაში ვგზავნით. თუ ყუთი დახეულია, შიგთავსისთვის ზედმეტად სუსტია ან მისგან რამე ჟონავს, საწყობი მას უფასოდ გადაფუთავს და ამას ამანათის ისტორიაში აღნიშნავს.',
            },
            {
              kind: 'ul',
              items: [
                'მსხვრევადი ნივთები (მინა, კერამიკა, ეკრანები) გამყიდველმა ყველა მხრიდან შემავსებლით უნდა შეფუთოს. ჩვენ ვაკრავთ სტიკერს „მსხვრევადია“, მაგრამ ცუდად შეფუთულ მინას სტიკერი ვერ გადაარჩენს.',
                'სითხეებსა და კოსმეტიკას ვიღებთ მხოლოდ დალუქულ ქარხნულ შეფუთვაში; გახსნილ ფლაკონებს არ ვგზავნით.',
                'სერვისით „ამანათების გაერთიანება“ რამდენიმე ამანათი შეიძლება ერთ ყუთში მოთავსდეს — ჩვეულებრივ, ეს ამცირებს წონას, რომლის მიხედვითაც ფასი გამოითვლება.',
              ],
            },
          ],
        },
      },
    },
    {
      id: 'weight-and-size',
      translations: {
        en: {
          heading: 'Weight and size',
          blocks: [
            {
              kind: 'p',
              text: 'We charge by the actual weight of the parcel. If any side is longer than 60 cm, we also calculate the volumetric weight — length × width × height in centimetres, divided by 6000 — and charge the greater of the two. Up to 500 g a parcel costs the flat price of its weight step; above that, every further started kilogram is charged at the per-kilogram price of the route.',
            },
            {
              kind: 'ul',
              items: [
                'The longest side of a parcel may not exceed 150 cm on any route.',
                'Maximum actual weight of one parcel: 30 kg from Turkey, the USA, the United Kingdom and Germany; 25 kg from the UAE; 20 kg from China.',
                'Example: a box of 80 × 50 × 40 cm weighing 7 kg has a volumetric weight of 80 × 50 × 40 / 6000 ≈ 26.7 kg, so it is charged as 26.7 kg.',
                'A parcel that is heavier or longer than allowed is not shipped: we offer to split it into several parcels or to return it to the seller.',
              ],
            },
          ],
        },
        az: {
          heading: 'Çəki və ölçülər',
          blocks: [
            {
              kind: 'p',
              text: 'Bağlamanın qiyməti faktiki çəkisinə görə hesablanır. Tərəflərdən biri 60 sm-dən uzundursa, həcm çəkisini də hesablayırıq — uzunluq × en × hündürlük (santimetrlə) 6000-ə bölünür — və ikisindən böyük olanı əsas götürürük. 500 q-a qədər bağlama öz çəki pilləsinin sabit qiymətinə başa gəlir; bundan artıq olduqda hər başlanmış əlavə kiloqram marşrutun 1 kq qiyməti ilə hesablanır.',
            },
            {
              kind: 'ul',
              items: [
                'Heç bir marşrutda bağlamanın ən uzun tərəfi 150 sm-dən çox ola bilməz.',
                'Bir bağlamanın maksimal faktiki çəkisi: Türkiyə, ABŞ, Böyük Britaniya və Almaniyadan — 30 kq, BƏƏ-dən — 25 kq, Çindən — 20 kq.',
                'Nümunə: ölçüləri 80 × 50 × 40 sm, çəkisi 7 kq olan qutunun həcm çəkisi 80 × 50 × 40 / 6000 ≈ 26,7 kq-dır, buna görə də qiymət 26,7 kq üzrə hesablanır.',
                'İcazə veriləndən ağır və ya uzun bağlama göndərilmir: onu bir neçə bağlamaya bölməyi və ya satıcıya qaytarmağı təklif edirik.',
              ],
            },
          ],
        },
        ru: {
          heading: 'Вес и размеры',
          blocks: [
            {
              kind: 'p',
              text: 'Стоимость считается по фактическому весу посылки. Если какая-либо сторона длиннее 60 см, мы также рассчитываем объёмный вес — длина × ширина × высота в сантиметрах, делённые на 6000, — и берём больший из двух. Посылка до 500 г стоит фиксированную цену своей весовой ступени; сверх этого каждый начатый килограмм оплачивается по цене за 1 кг на данном направлении.',
            },
            {
              kind: 'ul',
              items: [
                'Самая длинная сторона посылки — не более 150 см на любом направлении.',
                'Максимальный фактический вес одной посылки: 30 кг из Турции, США, Великобритании и Германии, 25 кг из ОАЭ, 20 кг из Китая.',
                'Пример: у коробки 80 × 50 × 40 см весом 7 кг объёмный вес 80 × 50 × 40 / 6000 ≈ 26,7 кг, поэтому она оплачивается как 26,7 кг.',
                'Посылку тяжелее или длиннее допустимого мы не отправляем: предложим разделить её на несколько посылок или вернуть продавцу.',
              ],
            },
          ],
        },
        uz: {
          heading: 'Vazn va oʻlchamlar',
          blocks: [
            {
              kind: 'p',
              text: 'Narx posilkaning haqiqiy vazni boʻyicha hisoblanadi. Agar biror tomoni 60 sm dan uzun boʻlsa, hajmiy vazn ham hisoblanadi — santimetrdagi uzunlik × kenglik × balandlik 6000 ga boʻlinadi — va ikkisidan kattasi olinadi. 500 grammgacha boʻlgan posilka oʻz vazn pogʻonasining qatʼiy narxida hisoblanadi; undan ortigʻi uchun har bir boshlangan kilogramm yoʻnalishning 1 kg narxida toʻlanadi.',
            },
            {
              kind: 'ul',
              items: [
                'Har qanday yoʻnalishda posilkaning eng uzun tomoni 150 sm dan oshmasligi kerak.',
                'Bitta posilkaning eng katta haqiqiy vazni: Turkiya, AQSh, Buyuk Britaniya va Germaniyadan — 30 kg, BAAdan — 25 kg, Xitoydan — 20 kg.',
                'Misol: oʻlchami 80 × 50 × 40 sm, vazni 7 kg boʻlgan qutining hajmiy vazni 80 × 50 × 40 / 6000 ≈ 26,7 kg, shuning uchun u 26,7 kg sifatida hisoblanadi.',
                'Ruxsat etilganidan ogʻir yoki uzun posilka joʻnatilmaydi: uni bir nechta posilkaga boʻlish yoki sotuvchiga qaytarishni taklif qilamiz.',
              ],
            },
          ],
        },
        ka: {
          heading: 'წონა და ზომები',
          blocks: [
            {
              kind: 'p',
              text: 'ღირებულება ამანათის ფაქტობრივი წონით გამოითვლება. თუ რომელიმე გვერდი 60 სმ-ზე გრძელია, ვითვლით მოცულობით წონასაც — სიგრძე × სიგანე × სიმაღლე სანტიმეტრებში, გაყოფილი 6000-ზე — და ვიღებთ ამ ორიდან მეტს. 500 გ-მდე ამანათი თავისი წონის საფეხურის ფიქსირებული ფასი ღირს; ამის ზემოთ ყოველი დაწყებული კილოგრამი მიმართულების 1 კგ-ის ტარიფით ანაზღაურდება.',
            },
            {
              kind: 'ul',
              items: [
                'ნებისმიერ მიმართულებაზე ამანათის ყველაზე გრძელი გვერდი 150 სმ-ს არ უნდა აღემატებოდეს.',
                'ერთი ამანათის მაქსიმალური ფაქტობრივი წონა: თურქეთიდან, აშშ-დან, დიდი ბრიტანეთიდან და გერმანიიდან — 30 კგ, არაბთა გაერთიანებული საამიროებიდან — 25 კგ, ჩინეთიდან — 20 კგ.',
                'მაგალითი: 80 × 50 × 40 სმ ზომისა და 7 კგ წონის ყუთის მოცულობითი წონაა 80 × 50 × 40 / 6000 ≈ 26,7 კგ, ამიტომ მისი ღირებულება 26,7 კგ-ით გამოითვლება.',
                'დასაშვებზე მძიმე ან გრძელ ამანათს არ ვგზავნით: შემოგთავაზებთ, დავყოთ ის რამდენიმე ამანათად ან დავუბრუნოთ გამყიდველს.',
              ],
            },
          ],
        },
      },
    },
    {
      id: 'declaring-contents',
      translations: {
        en: {
          heading: 'Declaring the contents',
          blocks: [
            {
              kind: 'p',
              text: 'Declare every parcel in your cabinet by its tracking number, ideally as soon as the shop ships it. A parcel without a declaration stays at the warehouse and is not sent.',
            },
            {
              kind: 'ul',
              items: [
                'List every item: its name (for example “women’s sneakers”, not “shoes” or “gift”), the quantity and the price you paid, in the currency of the purchase.',
                'Attach the invoice or a screenshot of the order that shows the items and the total.',
                'For Azerbaijan, also declare the parcel in the Smart Customs app of the State Customs Committee: customs does not release a parcel that is not declared there.',
                'Declaring a lower price or a different item breaks customs law: customs may hold the parcel and fine the recipient, and we do not compensate such losses.',
              ],
            },
          ],
        },
        az: {
          heading: 'Bağlamanın bəyan edilməsi',
          blocks: [
            {
              kind: 'p',
              text: 'Hər bağlamanı izləmə nömrəsi ilə kabinetdə bəyan edin — yaxşı olar ki, mağaza onu göndərən kimi. Bəyannaməsi olmayan bağlama anbarda qalır və göndərilmir.',
            },
            {
              kind: 'ul',
              items: [
                'Hər malı ayrıca göstərin: adını (məsələn, «ayaqqabı» və ya «hədiyyə» deyil, «qadın krossovkası»), sayını və ödədiyiniz qiyməti alış valyutasında.',
                'Malları və yekun məbləği göstərən invoysu və ya sifarişin ekran görüntüsünü əlavə edin.',
                'Azərbaycana gələn bağlamanı həmçinin Dövlət Gömrük Komitəsinin Smart Customs tətbiqində bəyan edin: orada bəyan edilməmiş bağlamanı gömrük buraxmır.',
                'Qiyməti aşağı göstərmək və ya başqa mal yazmaq gömrük qanunvericiliyinin pozulmasıdır: gömrük bağlamanı saxlaya və alıcını cərimələyə bilər, belə itkiləri isə biz ödəmirik.',
              ],
            },
          ],
        },
        ru: {
          heading: 'Декларирование содержимого',
          blocks: [
            {
              kind: 'p',
              text: 'Декларируйте каждую посылку в личном кабинете по трек-номеру — лучше сразу, как только магазин её отправит. Посылка без декларации остаётся на складе и не отправляется.',
            },
            {
              kind: 'ul',
              items: [
                'Укажите каждый товар: название (например, «женские кроссовки», а не «обувь» или «подарок»), количество и цену, которую вы заплатили, в валюте покупки.',
                'Приложите инвойс или скриншот заказа, где видны товары и итоговая сумма.',
                'Посылку в Азербайджан также задекларируйте в приложении Smart Customs Государственного таможенного комитета: без этого таможня её не выпустит.',
                'Занижать цену или указывать другой товар — нарушение таможенного законодательства: таможня может задержать посылку и оштрафовать получателя, а такие потери мы не компенсируем.',
              ],
            },
          ],
        },
        uz: {
          heading: 'Posilka tarkibini deklaratsiya qilish',
          blocks: [
            {
              kind: 'p',
              text: 'Har bir posilkani kabinetda trek-raqami boʻyicha deklaratsiya qiling — yaxshisi, doʻkon uni joʻnatishi bilanoq. Deklaratsiyasiz posilka omborda qoladi va joʻnatilmaydi.',
            },
            {
              kind: 'ul',
              items: [
                'Har bir tovarni koʻrsating: nomi (masalan, «poyabzal» yoki «sovgʻa» emas, «ayollar krossovkasi»), soni va toʻlagan narxingiz xarid valyutasida.',
                'Tovarlar va umumiy summa koʻrinib turgan invoys yoki buyurtma skrinshotini ilova qiling.',
                'Ozarbayjonga yuboriladigan posilkani Davlat bojxona qoʻmitasining Smart Customs ilovasida ham deklaratsiya qiling: u yerda deklaratsiya qilinmagan posilkani bojxona chiqarmaydi.',
                'Narxni kamaytirib koʻrsatish yoki boshqa tovarni yozish bojxona qonunchiligini buzish hisoblanadi: bojxona posilkani ushlab qolishi va qabul qiluvchini jarimaga tortishi mumkin, bunday zararlarni biz qoplamaymiz.',
              ],
            },
          ],
        },
        ka: {
          heading: 'შიგთავსის დეკლარირება',
          blocks: [
            {
              kind: 'p',
              text: 'თითოეული ამანათის დეკლარირება გააკეთეთ პირად კაბინეტში თრექინგ-ნომრით — სასურველია, როგორც კი მაღაზია მას გამოგზავნის. დეკლარაციის გარეშე ამანათი საწყობში რჩება და არ იგზავნება.',
            },
            {
              kind: 'ul',
              items: [
                'მიუთითეთ თითოეული ნივთი: დასახელება (მაგალითად, „ქალის სპორტული ფეხსაცმელი“ და არა „ფეხსაცმელი“ ან „საჩუქარი“), რაოდენობა და გადახდილი ფასი შესყიდვის ვალუტაში.',
                'მიამაგრეთ ინვოისი ან შეკვეთის სქრინშოტი, სადაც ჩანს ნივთები და ჯამური თანხა.',
                'აზერბაიჯანში გასაგზავნი ამანათი ასევე დაადეკლარირეთ სახელმწიფო საბაჟო კომიტეტის აპლიკაციაში Smart Customs: იქ დეკლარირების გარეშე საბაჟო ამანათს არ გაუშვებს.',
                'ფასის შემცირება ან სხვა ნივთის მითითება საბაჟო კანონმდებლობის დარღვევაა: საბაჟომ შეიძლება ამანათი შეაჩეროს და მიმღები დააჯარიმოს, ასეთ ზარალს კი ჩვენ არ ვანაზღაურებთ.',
              ],
            },
          ],
        },
      },
    },
    {
      id: 'inspection-and-refusal',
      translations: {
        en: {
          heading: 'Inspection and refusal',
          blocks: [
            {
              kind: 'p',
              text: 'The warehouse may open a parcel to check that its contents match the declaration and the list of prohibited and restricted items. In that case we photograph the contents and close the parcel with Yolla security tape.',
            },
            {
              kind: 'ul',
              items: [
                'Prohibited items are not shipped. We let you know in the cabinet, and within 30 days you can ask us to return the item to the seller at your expense or to dispose of it; the rest of the parcel continues on its way.',
                'If a restricted item exceeds the allowed quantity or lacks documents, we hold the parcel and ask you to send the documents or split the parcel within 7 days.',
                'If the goods arrive damaged or are not what you ordered, we notify you with photos: you can ship them anyway or ask us to return them to the seller.',
                'Customs in the destination country may also inspect any parcel; a parcel held by customs is released only once its requirements are met.',
              ],
            },
          ],
        },
        az: {
          heading: 'Yoxlama və qəbuldan imtina',
          blocks: [
            {
              kind: 'p',
              text: 'Anbar içindəkilərin bəyannaməyə, eləcə də qadağan olunmuş və məhdudiyyətli mallar siyahısına uyğunluğunu yoxlamaq üçün bağlamanı aça bilər. Belə halda içindəkilərin şəklini çəkir və bağlamanı Yolla qoruyucu lenti ilə bağlayırıq.',
            },
            {
              kind: 'ul',
              items: [
                'Qadağan olunmuş mallar göndərilmir. Bu barədə kabinetdə xəbər veririk: 30 gün ərzində malı xərci sizin hesabınıza olmaqla satıcıya qaytarmağımızı və ya məhv etməyimizi istəyə bilərsiniz; bağlamanın qalan hissəsi yoluna davam edir.',
                'Məhdudiyyətli mal icazə verilən miqdarı aşırsa və ya sənədləri yoxdursa, bağlamanı saxlayırıq və 7 gün ərzində sənədləri göndərməyinizi və ya bağlamanı bölməyinizi xahiş edirik.',
                'Mal zədələnmiş gəlibsə və ya sifariş etdiyiniz mal deyilsə, şəkillərlə sizə xəbər veririk: onu yenə də göndərə və ya satıcıya qaytarmağımızı istəyə bilərsiniz.',
                'Təyinat ölkəsinin gömrüyü də istənilən bağlamanı yoxlaya bilər; gömrükdə saxlanılan bağlama yalnız onun tələbləri yerinə yetirildikdən sonra buraxılır.',
              ],
            },
          ],
        },
        ru: {
          heading: 'Досмотр и отказ в перевозке',
          blocks: [
            {
              kind: 'p',
              text: 'Склад может вскрыть посылку, чтобы проверить, соответствует ли содержимое декларации и списку запрещённых и ограниченных товаров. В этом случае мы фотографируем содержимое и заклеиваем посылку фирменным защитным скотчем Yolla.',
            },
            {
              kind: 'ul',
              items: [
                'Запрещённые товары не отправляются. Мы сообщим об этом в кабинете, и в течение 30 дней вы сможете попросить вернуть товар продавцу за ваш счёт или утилизировать его; остальное содержимое посылки продолжит путь.',
                'Если ограниченный товар превышает допустимое количество или к нему нет документов, мы задерживаем посылку и просим в течение 7 дней прислать документы или разделить посылку.',
                'Если товар пришёл повреждённым или это не то, что вы заказывали, мы сообщим вам и пришлём фото: вы сможете всё равно отправить его или попросить вернуть продавцу.',
                'Таможня страны назначения тоже может досмотреть любую посылку; задержанную таможней посылку выпускают только после выполнения её требований.',
              ],
            },
          ],
        },
        uz: {
          heading: 'Koʻrik va qabul qilishni rad etish',
          blocks: [
            {
              kind: 'p',
              text: 'Ombor posilka tarkibi deklaratsiyaga hamda taqiqlangan va cheklangan tovarlar roʻyxatiga mosligini tekshirish uchun uni ochishi mumkin. Bunda tarkibini suratga olamiz va posilkani Yolla himoya lentasi bilan yopamiz.',
            },
            {
              kind: 'ul',
              items: [
                'Taqiqlangan tovarlar joʻnatilmaydi. Bu haqda kabinetda xabar beramiz: 30 kun ichida tovarni xarajatlari sizning hisobingizdan sotuvchiga qaytarishimizni yoki yoʻq qilishimizni soʻrashingiz mumkin; posilkaning qolgan qismi yoʻlida davom etadi.',
                'Agar cheklangan tovar ruxsat etilgan miqdordan oshsa yoki hujjatlari boʻlmasa, posilkani ushlab turamiz va 7 kun ichida hujjatlarni yuborishingizni yoki posilkani boʻlishingizni soʻraymiz.',
                'Tovar shikastlangan holda kelsa yoki siz buyurtma qilgan narsa boʻlmasa, suratlar bilan xabar beramiz: uni baribir joʻnatishingiz yoki sotuvchiga qaytarishimizni soʻrashingiz mumkin.',
                'Manzil davlatining bojxonasi ham istalgan posilkani koʻrikdan oʻtkazishi mumkin; bojxonada ushlab qolingan posilka faqat uning talablari bajarilgandan keyin chiqariladi.',
              ],
            },
          ],
        },
        ka: {
          heading: 'შემოწმება და მიღებაზე უარი',
          blocks: [
            {
              kind: 'p',
              text: 'საწყობს შეუძლია ამანათი გახსნას, რათა შეამოწმოს, შეესაბამება თუ არა შიგთავსი დეკლარაციას და აკრძალული და შეზღუდული ნივთების სიას. ასეთ შემთხვევაში შიგთავსს ვიღებთ ფოტოზე და ამანათს Yolla-ს დამცავი ლენტით ვხურავთ.',
            },
            {
              kind: 'ul',
              items: [
                'აკრძალული ნივთები არ იგზავნება. ამის შესახებ კაბინეტში გაცნობებთ და 30 დღის განმავლობაში შეგიძლიათ გვთხოვოთ ნივთის დაბრუნება გამყიდველისთვის თქვენი ხარჯით ან მისი განადგურება; ამანათის დანარჩენი შიგთავსი გზას აგრძელებს.',
                'თუ შეზღუდული ნივთი დასაშვებ რაოდენობას აღემატება ან მას დოკუმენტები არ ახლავს, ამანათს ვაჩერებთ და გთხოვთ, 7 დღის განმავლობაში გამოგვიგზავნოთ დოკუმენტები ან დაყოთ ამანათი.',
                'თუ ნივთი დაზიანებული მოვიდა ან ის არ არის, რაც შეუკვეთეთ, ფოტოებით გაცნობებთ: შეგიძლიათ მაინც გამოგზავნოთ ის ან გვთხოვოთ მისი დაბრუნება გამყიდველისთვის.',
                'დანიშნულების ქვეყნის საბაჟოსაც შეუძლია ნებისმიერი ამანათის შემოწმება; საბაჟოს მიერ შეჩერებული ამანათი მხოლოდ მისი მოთხოვნების შესრულების შემდეგ გაიცემა.',
              ],
            },
          ],
        },
      },
    },
    {
      id: 'storage-and-collection',
      translations: {
        en: {
          heading: 'Storage and collection',
          blocks: [
            {
              kind: 'p',
              text: 'When the parcel arrives at your pickup point, you get an SMS and a notification in your cabinet. Pay the delivery fee from your wallet and collect the parcel with an identity document.',
            },
            {
              kind: 'ul',
              items: [
                'Storage at the pickup point is free for 14 days from the day the parcel is ready for pickup.',
                'From the 15th day, storage costs USD 0.50 per parcel per day; the amount is charged to your wallet when you collect the parcel.',
                'A parcel not collected within 60 days of arrival is considered abandoned. We warn you in advance by SMS and e-mail; after that the parcel may be handed over to customs or disposed of as the law provides, and it is no longer returned to you.',
                'Instead of collecting the parcel yourself, you can order courier delivery to your door.',
              ],
            },
          ],
        },
        az: {
          heading: 'Saxlanma və təhvil alma',
          blocks: [
            {
              kind: 'p',
              text: 'Bağlama seçdiyiniz təhvil məntəqəsinə çatanda SMS və kabinetdə bildiriş alırsınız. Çatdırılma haqqını balansınızdan ödəyin və bağlamanı şəxsiyyət vəsiqəsini təqdim etməklə götürün.',
            },
            {
              kind: 'ul',
              items: [
                'Təhvil məntəqəsində saxlanma bağlamanın təhvilə hazır olduğu gündən etibarən 14 gün pulsuzdur.',
                '15-ci gündən saxlanma hər bağlama üçün gündəlik 0,50 ABŞ dollarıdır; məbləğ bağlamanı götürərkən balansınızdan silinir.',
                'Gəldiyi gündən 60 gün ərzində götürülməyən bağlama sahibsiz sayılır. Sizə əvvəlcədən SMS və e-poçtla xəbər veririk; bundan sonra bağlama qanunvericiliyə uyğun olaraq gömrüyə təhvil verilə və ya məhv edilə bilər və artıq sizə qaytarılmır.',
                'Bağlamanı özünüz götürmək əvəzinə kuryerlə qapınıza qədər çatdırılma sifariş edə bilərsiniz.',
              ],
            },
          ],
        },
        ru: {
          heading: 'Хранение и получение',
          blocks: [
            {
              kind: 'p',
              text: 'Когда посылка прибывает в ваш пункт выдачи, вы получаете SMS и уведомление в кабинете. Оплатите доставку с баланса и заберите посылку, предъявив документ, удостоверяющий личность.',
            },
            {
              kind: 'ul',
              items: [
                'Хранение в пункте выдачи бесплатно в течение 14 дней со дня, когда посылка готова к выдаче.',
                'С 15-го дня хранение стоит 0,50 доллара США в день за посылку; сумма списывается с баланса при получении.',
                'Посылка, не полученная в течение 60 дней со дня поступления, считается невостребованной. Мы заранее предупредим вас по SMS и электронной почте; после этого её могут передать таможне или утилизировать в порядке, установленном законом, и вернуть её вам уже нельзя.',
                'Вместо того чтобы забирать посылку самостоятельно, можно заказать курьерскую доставку до двери.',
              ],
            },
          ],
        },
        uz: {
          heading: 'Saqlash va olib ketish',
          blocks: [
            {
              kind: 'p',
              text: 'Posilka tanlagan topshirish punktingizga yetib kelganda SMS va kabinetda bildirishnoma olasiz. Yetkazish haqini balansingizdan toʻlang va posilkani shaxsingizni tasdiqlovchi hujjat bilan olib keting.',
            },
            {
              kind: 'ul',
              items: [
                'Topshirish punktida saqlash posilka olib ketishga tayyor boʻlgan kundan boshlab 14 kun bepul.',
                '15-kundan boshlab saqlash har bir posilka uchun kuniga 0,50 AQSh dollari turadi; summa posilkani olayotganda balansingizdan yechiladi.',
                'Kelgan kundan boshlab 60 kun ichida olib ketilmagan posilka egasiz deb hisoblanadi. Sizni oldindan SMS va elektron pochta orqali ogohlantiramiz; shundan soʻng posilka qonunchilikka muvofiq bojxonaga topshirilishi yoki yoʻq qilinishi mumkin va sizga qaytarilmaydi.',
                'Posilkani oʻzingiz olib ketish oʻrniga kuryer orqali eshikkacha yetkazishga buyurtma berishingiz mumkin.',
              ],
            },
          ],
        },
        ka: {
          heading: 'შენახვა და გატანა',
          blocks: [
            {
              kind: 'p',
              text: 'როცა ამანათი თქვენს გაცემის პუნქტში ჩამოვა, მიიღებთ SMS-ს და შეტყობინებას კაბინეტში. გადაიხადეთ მიწოდების საფასური ბალანსიდან და წაიღეთ ამანათი პირადობის დამადასტურებელი დოკუმენტის წარდგენით.',
            },
            {
              kind: 'ul',
              items: [
                'გაცემის პუნქტში შენახვა უფასოა 14 დღის განმავლობაში იმ დღიდან, როცა ამანათი გასაცემად მზადაა.',
                'მე-15 დღიდან შენახვა ღირს 0,50 აშშ დოლარი დღეში თითო ამანათზე; თანხა ბალანსიდან ჩამოგეჭრებათ ამანათის გატანისას.',
                'ამანათი, რომელიც ჩამოსვლიდან 60 დღის განმავლობაში არ გაიტანეს, უპატრონოდ ითვლება. წინასწარ გაგაფრთხილებთ SMS-ით და ელფოსტით; ამის შემდეგ ამანათი შეიძლება კანონით დადგენილი წესით გადაეცეს საბაჟოს ან განადგურდეს და თქვენ აღარ დაგიბრუნდებათ.',
                'ამანათის თავად გატანის ნაცვლად შეგიძლიათ შეუკვეთოთ კურიერით მიტანა კარამდე.',
              ],
            },
          ],
        },
      },
    },
    {
      id: 'damaged-or-lost',
      translations: {
        en: {
          heading: 'Damaged or lost parcels',
          blocks: [
            {
              kind: 'p',
              text: 'Check the parcel when you receive it. If the packaging is damaged or the parcel weighs noticeably less than shown in your cabinet, ask the staff to record this in a report before you take it away.',
            },
            {
              kind: 'ul',
              items: [
                'Report damage within 7 days of receipt, with photos of the item and the packaging, and keep the packaging until the claim is settled.',
                'If the parcel has not arrived by the last day of the delivery time shown for its route, tell us within 7 days; if we cannot find it within 30 days, it is considered lost.',
                'Without insurance, we refund the delivery fee and pay the declared value of lost or damaged goods up to USD 100 per parcel.',
                'With the Parcel insurance service (2% of the declared value, at least USD 1), we pay the full declared value confirmed by the invoice.',
                'We review a claim within 10 working days and pay the compensation into your wallet.',
              ],
            },
          ],
        },
        az: {
          heading: 'Zədələnmiş və ya itmiş bağlamalar',
          blocks: [
            {
              kind: 'p',
              text: 'Bağlamanı təhvil alarkən yoxlayın. Qablaşdırma zədələnibsə və ya bağlama kabinetdə göstəriləndən nəzərəçarpacaq dərəcədə yüngüldürsə, götürməzdən əvvəl əməkdaşdan bunu aktda qeyd etməsini xahiş edin.',
            },
            {
              kind: 'ul',
              items: [
                'Zədə barədə təhvil aldığınız gündən 7 gün ərzində malın və qablaşdırmanın şəkilləri ilə bildirin; müraciətə baxılıb qurtarana qədər qablaşdırmanı saxlayın.',
                'Bağlama öz marşrutu üçün göstərilən çatdırılma müddətinin son gününədək çatmayıbsa, 7 gün ərzində bizə bildirin; onu 30 gün ərzində tapa bilməsək, bağlama itmiş sayılır.',
                'Sığorta olmadan çatdırılma haqqını qaytarırıq, itmiş və ya zədələnmiş malın bəyan edilmiş dəyərini isə bir bağlama üçün 100 ABŞ dollarınadək ödəyirik.',
                '«Bağlamanın sığortası» xidməti ilə (bəyan edilmiş dəyərin 2%-i, ən azı 1 ABŞ dolları) invoysla təsdiqlənmiş bəyan dəyərini tam ödəyirik.',
                'Müraciətə 10 iş günü ərzində baxırıq və kompensasiyanı balansınıza köçürürük.',
              ],
            },
          ],
        },
        ru: {
          heading: 'Повреждённые и утерянные посылки',
          blocks: [
            {
              kind: 'p',
              text: 'Проверяйте посылку при получении. Если упаковка повреждена или посылка заметно легче, чем указано в кабинете, попросите сотрудника зафиксировать это в акте, прежде чем её забрать.',
            },
            {
              kind: 'ul',
              items: [
                'Сообщите о повреждении в течение 7 дней после получения, приложив фото товара и упаковки, и сохраните упаковку до рассмотрения претензии.',
                'Если посылка не прибыла к последнему дню срока доставки, указанного для её направления, сообщите нам в течение 7 дней; если мы не найдём её за 30 дней, она считается утерянной.',
                'Без страховки мы возвращаем стоимость доставки и возмещаем заявленную стоимость утерянного или повреждённого товара — до 100 долларов США за посылку.',
                'С услугой «Страхование посылки» (2% заявленной стоимости, минимум 1 доллар США) мы возмещаем заявленную стоимость полностью, если она подтверждена инвойсом.',
                'Мы рассматриваем претензию в течение 10 рабочих дней и зачисляем компенсацию на ваш баланс.',
              ],
            },
          ],
        },
        uz: {
          heading: 'Shikastlangan yoki yoʻqolgan posilkalar',
          blocks: [
            {
              kind: 'p',
              text: 'Posilkani olayotganda tekshiring. Qadoq shikastlangan boʻlsa yoki posilka kabinetda koʻrsatilganidan sezilarli darajada yengil boʻlsa, olib ketishdan oldin xodimdan buni dalolatnomada qayd etishni soʻrang.',
            },
            {
              kind: 'ul',
              items: [
                'Shikast haqida posilkani olgan kuningizdan boshlab 7 kun ichida tovar va qadoq suratlari bilan xabar bering; daʼvo koʻrib chiqilguncha qadoqni saqlang.',
                'Agar posilka oʻz yoʻnalishi uchun koʻrsatilgan yetkazish muddatining oxirgi kunigacha yetib kelmasa, 7 kun ichida bizga xabar bering; uni 30 kun ichida topa olmasak, posilka yoʻqolgan hisoblanadi.',
                'Sugʻurtasiz yetkazish haqini qaytaramiz, yoʻqolgan yoki shikastlangan tovarning eʼlon qilingan qiymatini esa bitta posilka uchun 100 AQSh dollarigacha qoplaymiz.',
                '«Posilkani sugʻurtalash» xizmati bilan (eʼlon qilingan qiymatning 2 foizi, kamida 1 AQSh dollari) invoys bilan tasdiqlangan eʼlon qilingan qiymatni toʻliq qoplaymiz.',
                'Daʼvoni 10 ish kuni ichida koʻrib chiqamiz va kompensatsiyani balansingizga oʻtkazamiz.',
              ],
            },
          ],
        },
        ka: {
          heading: 'დაზიანებული ან დაკარგული ამანათები',
          blocks: [
            {
              kind: 'p',
              text: 'ამანათი მიღებისას შეამოწმეთ. თუ შეფუთვა დაზიანებულია ან ამანათი კაბინეტში მითითებულზე შესამჩნევად მსუბუქია, სანამ წაიღებთ, სთხოვეთ თანამშრომელს, ეს აქტში დააფიქსიროს.',
            },
            {
              kind: 'ul',
              items: [
                'დაზიანების შესახებ შეგვატყობინეთ მიღებიდან 7 დღის განმავლობაში, ნივთისა და შეფუთვის ფოტოებით, და შეფუთვა შეინახეთ პრეტენზიის განხილვის დასრულებამდე.',
                'თუ ამანათი მისი მიმართულებისთვის მითითებული მიწოდების ვადის ბოლო დღემდე არ ჩამოვიდა, შეგვატყობინეთ 7 დღის განმავლობაში; თუ მას 30 დღეში ვერ ვიპოვით, ამანათი დაკარგულად ჩაითვლება.',
                'დაზღვევის გარეშე ვაბრუნებთ მიწოდების საფასურს და ვანაზღაურებთ დაკარგული ან დაზიანებული ნივთის დეკლარირებულ ღირებულებას — არაუმეტეს 100 აშშ დოლარისა ერთ ამანათზე.',
                'სერვისით „ამანათის დაზღვევა“ (დეკლარირებული ღირებულების 2%, მინიმუმ 1 აშშ დოლარი) ინვოისით დადასტურებულ დეკლარირებულ ღირებულებას სრულად ვანაზღაურებთ.',
                'პრეტენზიას 10 სამუშაო დღეში განვიხილავთ და კომპენსაციას თქვენს ბალანსზე ჩავრიცხავთ.',
              ],
            },
          ],
        },
      },
    },
  ],
};

/** Prohibited items (never carried) and restricted ones (carried under the condition in `note`). */
export const CARRIAGE_ITEMS: readonly CarriageItem[] = [
  {
    id: 'weapons-and-ammunition',
    kind: 'prohibited',
    origins: 'all',
    translations: {
      en: {
        name: 'Weapons and ammunition',
        note: 'Including parts, replicas, air and airsoft guns, stun guns and combat knives.',
      },
      az: {
        name: 'Silah və döyüş sursatı',
        note: 'Hissələri, mulyajları, pnevmatik və airsoft silahlar, elektroşokerlər və döyüş bıçaqları da daxil olmaqla.',
      },
      ru: {
        name: 'Оружие и боеприпасы',
        note: 'Включая их части, макеты, пневматическое и страйкбольное оружие, электрошокеры и боевые ножи.',
      },
      uz: {
        name: 'Qurol va oʻq-dorilar',
        note: 'Ularning qismlari, maketlari, pnevmatik va straykbol qurollari, elektroshokerlar va jangovar pichoqlar ham kiradi.',
      },
      ka: {
        name: 'იარაღი და საბრძოლო მასალა',
        note: 'მათ შორის ნაწილები, მაკეტები, პნევმატური და სტრაიკბოლის იარაღი, ელექტროშოკერები და საბრძოლო დანები.',
      },
    },
  },
  {
    id: 'explosives-and-fireworks',
    kind: 'prohibited',
    origins: 'all',
    translations: {
      en: {
        name: 'Explosives and fireworks',
        note: 'Including firecrackers, sparklers and signal flares.',
      },
      az: {
        name: 'Partlayıcı maddələr və fişənglər',
        note: 'Petardalar, bengal şamları və siqnal raketləri də daxil olmaqla.',
      },
      ru: {
        name: 'Взрывчатые вещества и пиротехника',
        note: 'Включая петарды, бенгальские огни и сигнальные ракеты.',
      },
      uz: {
        name: 'Portlovchi moddalar va pirotexnika',
        note: 'Petardalar, bengal olovlari va signal raketalari ham kiradi.',
      },
      ka: {
        name: 'ასაფეთქებელი ნივთიერებები და პიროტექნიკა',
        note: 'მათ შორის პეტარდები, ბენგალური ცეცხლი და სასიგნალო რაკეტები.',
      },
    },
  },
  {
    id: 'narcotics',
    kind: 'prohibited',
    origins: 'all',
    translations: {
      en: {
        name: 'Narcotic and psychotropic substances',
        note: 'Including products with cannabis or CBD and seeds of narcotic plants.',
      },
      az: {
        name: 'Narkotik və psixotrop maddələr',
        note: 'Tərkibində kannabis və ya CBD olan məhsullar, eləcə də narkotik bitkilərin toxumları da daxil olmaqla.',
      },
      ru: {
        name: 'Наркотические и психотропные вещества',
        note: 'Включая продукты с каннабисом или CBD и семена наркосодержащих растений.',
      },
      uz: {
        name: 'Giyohvand va psixotrop moddalar',
        note: 'Tarkibida kannabis yoki CBD boʻlgan mahsulotlar hamda giyohvand oʻsimliklar urugʻlari ham kiradi.',
      },
      ka: {
        name: 'ნარკოტიკული და ფსიქოტროპული ნივთიერებები',
        note: 'მათ შორის კანაფის ან CBD-ის შემცველი პროდუქტები და ნარკოტიკული მცენარეების თესლი.',
      },
    },
  },
  {
    id: 'flammable-liquids',
    kind: 'prohibited',
    origins: 'all',
    translations: {
      en: {
        name: 'Flammable liquids',
        note: 'Fuel, lighter fluid, solvents, paints and varnishes, nail polish remover and other liquids labelled as flammable.',
      },
      az: {
        name: 'Tez alışan mayelər',
        note: 'Yanacaq, alışqan benzini, həlledicilər, boya və laklar, dırnaq lakı təmizləyicisi və üzərində tez alışan olduğu göstərilən digər mayelər.',
      },
      ru: {
        name: 'Легковоспламеняющиеся жидкости',
        note: 'Топливо, бензин для зажигалок, растворители, краски и лаки, жидкость для снятия лака и другие жидкости с маркировкой «огнеопасно».',
      },
      uz: {
        name: 'Tez alangalanuvchi suyuqliklar',
        note: 'Yoqilgʻi, chaqmoq benzini, erituvchilar, boʻyoq va loklar, tirnoq lakini ketkazuvchi suyuqlik hamda «yonuvchan» deb belgilangan boshqa suyuqliklar.',
      },
      ka: {
        name: 'ადვილად აალებადი სითხეები',
        note: 'საწვავი, სანთებელას ბენზინი, გამხსნელები, საღებავები და ლაქები, ფრჩხილის ლაქის მოსაშორებელი სითხე და სხვა სითხეები „აალებადის“ მარკირებით.',
      },
    },
  },
  {
    id: 'compressed-gases-and-aerosols',
    kind: 'prohibited',
    origins: 'all',
    translations: {
      en: {
        name: 'Compressed gases and aerosols',
        note: 'Gas cylinders and cartridges, gas lighters and aerosol cans of any kind, including deodorants, hair spray and spray paint.',
      },
      az: {
        name: 'Sıxılmış qazlar və aerozollar',
        note: 'Qaz balonları və kartuşları, qazlı alışqanlar və istənilən aerozol balonları, o cümlədən dezodorantlar, saç spreyləri və sprey boyalar.',
      },
      ru: {
        name: 'Сжатые газы и аэрозоли',
        note: 'Газовые баллоны и картриджи, газовые зажигалки и любые аэрозольные баллончики, в том числе дезодоранты, лак для волос и краска-спрей.',
      },
      uz: {
        name: 'Siqilgan gazlar va aerozollar',
        note: 'Gaz ballonlari va kartrijlari, gazli chaqmoqlar va har qanday aerozol ballonchalar, jumladan dezodorantlar, soch laki va sprey boʻyoqlar.',
      },
      ka: {
        name: 'შეკუმშული აირები და აეროზოლები',
        note: 'გაზის ბალონები და კარტრიჯები, გაზის სანთებელები და ნებისმიერი აეროზოლური ბალონი, მათ შორის დეზოდორანტები, თმის ლაქი და სპრეი-საღებავი.',
      },
    },
  },
  {
    id: 'counterfeit-goods',
    kind: 'prohibited',
    origins: 'all',
    translations: {
      en: {
        name: 'Counterfeit goods',
        note: 'Copies of branded goods and goods with fake trademarks: customs seizes them and may fine the recipient.',
      },
      az: {
        name: 'Saxta mallar',
        note: 'Brend malların surətləri və saxta əmtəə nişanlı mallar: gömrük onları müsadirə edir və alıcını cərimələyə bilər.',
      },
      ru: {
        name: 'Контрафактные товары',
        note: 'Копии брендовых вещей и товары с поддельными товарными знаками: таможня их изымает и может оштрафовать получателя.',
      },
      uz: {
        name: 'Qalbaki tovarlar',
        note: 'Brend buyumlarning nusxalari va soxta tovar belgili mahsulotlar: bojxona ularni musodara qiladi va qabul qiluvchini jarimaga tortishi mumkin.',
      },
      ka: {
        name: 'გაყალბებული საქონელი',
        note: 'ბრენდული ნივთების ასლები და ყალბი სასაქონლო ნიშნის მქონე საქონელი: საბაჟო მათ ჩამოართმევს და შეიძლება მიმღები დააჯარიმოს.',
      },
    },
  },
  {
    id: 'live-animals',
    kind: 'prohibited',
    origins: 'all',
    translations: {
      en: {
        name: 'Live animals and insects',
        note: 'Including fish, birds, insects and their eggs or larvae.',
      },
      az: {
        name: 'Canlı heyvanlar və həşəratlar',
        note: 'Balıqlar, quşlar, həşəratlar, onların yumurtaları və sürfələri də daxil olmaqla.',
      },
      ru: {
        name: 'Живые животные и насекомые',
        note: 'Включая рыб, птиц, насекомых, их яйца и личинки.',
      },
      uz: {
        name: 'Tirik hayvonlar va hasharotlar',
        note: 'Baliqlar, qushlar, hasharotlar, ularning tuxumlari va lichinkalari ham kiradi.',
      },
      ka: {
        name: 'ცოცხალი ცხოველები და მწერები',
        note: 'მათ შორის თევზები, ფრინველები, მწერები, მათი კვერცხები და ლარვები.',
      },
    },
  },
  {
    id: 'cash-and-precious-metals',
    kind: 'prohibited',
    origins: 'all',
    translations: {
      en: {
        name: 'Cash, precious metals and stones',
        note: 'Banknotes and coins in any currency, payment cards, gold and silver bars, unset precious stones.',
      },
      az: {
        name: 'Nağd pul, qiymətli metallar və daşlar',
        note: 'İstənilən valyutada əskinaslar və sikkələr, ödəniş kartları, qızıl və gümüş külçələri, işlənməmiş qiymətli daşlar.',
      },
      ru: {
        name: 'Наличные деньги, драгоценные металлы и камни',
        note: 'Банкноты и монеты любой валюты, платёжные карты, слитки золота и серебра, драгоценные камни без оправы.',
      },
      uz: {
        name: 'Naqd pul, qimmatbaho metallar va toshlar',
        note: 'Istalgan valyutadagi banknot va tangalar, toʻlov kartalari, oltin va kumush quymalari, gardishga oʻrnatilmagan qimmatbaho toshlar.',
      },
      ka: {
        name: 'ნაღდი ფული, ძვირფასი ლითონები და ქვები',
        note: 'ნებისმიერი ვალუტის ბანკნოტები და მონეტები, საგადახდო ბარათები, ოქროსა და ვერცხლის ზოდები, ჩაუსმელი ძვირფასი ქვები.',
      },
    },
  },
  {
    id: 'power-banks',
    kind: 'prohibited',
    origins: ['CN', 'AE'],
    translations: {
      en: {
        name: 'Power banks',
        note: 'Air cargo from China and the UAE does not carry power banks. From Turkey, the USA, the United Kingdom and Germany we accept one power bank of up to 100 Wh (about 27,000 mAh) per parcel.',
      },
      az: {
        name: 'Powerbanklar (portativ akkumulyatorlar)',
        note: 'Çin və BƏƏ-dən hava yolu ilə daşınan yüklərdə powerbank qəbul olunmur. Türkiyə, ABŞ, Böyük Britaniya və Almaniyadan bir bağlamada 100 Vt·saata (təxminən 27 000 mA·saat) qədər bir powerbank qəbul edirik.',
      },
      ru: {
        name: 'Пауэрбанки (внешние аккумуляторы)',
        note: 'Авиаперевозчики из Китая и ОАЭ не берут пауэрбанки. Из Турции, США, Великобритании и Германии принимаем один пауэрбанк ёмкостью до 100 Вт·ч (около 27 000 мА·ч) в посылке.',
      },
      uz: {
        name: 'Pauerbanklar (tashqi akkumulyatorlar)',
        note: 'Xitoy va BAAdan havo yoʻli orqali pauerbanklar tashilmaydi. Turkiya, AQSh, Buyuk Britaniya va Germaniyadan bitta posilkada 100 Vt·soatgacha (taxminan 27 000 mA·soat) boʻlgan bitta pauerbank qabul qilamiz.',
      },
      ka: {
        name: 'პაუერბანკები (გარე აკუმულატორები)',
        note: 'ჩინეთიდან და არაბთა გაერთიანებული საამიროებიდან საჰაერო გზით პაუერბანკები არ გადაიზიდება. თურქეთიდან, აშშ-დან, დიდი ბრიტანეთიდან და გერმანიიდან ერთ ამანათში ვიღებთ ერთ პაუერბანკს 100 ვტ·სთ-მდე (დაახლოებით 27 000 მა·სთ).',
      },
    },
  },
  {
    id: 'medicines',
    kind: 'restricted',
    origins: 'all',
    translations: {
      en: {
        name: 'Medicines',
        note: 'For personal use only: no more than a three-month course of each medicine, with a doctor’s prescription attached to the declaration. Medicines containing narcotic or psychotropic substances are prohibited.',
      },
      az: {
        name: 'Dərman vasitələri',
        note: 'Yalnız şəxsi istifadə üçün: hər dərmandan ən çox üç aylıq kurs miqdarında, bəyannaməyə həkim resepti əlavə edilməklə. Tərkibində narkotik və ya psixotrop maddələr olan dərmanlar qadağandır.',
      },
      ru: {
        name: 'Лекарства',
        note: 'Только для личного пользования: не больше трёхмесячного курса каждого препарата, с рецептом врача, приложенным к декларации. Препараты с наркотическими или психотропными веществами запрещены.',
      },
      uz: {
        name: 'Dori vositalari',
        note: 'Faqat shaxsiy foydalanish uchun: har bir doridan koʻpi bilan uch oylik kurs miqdorida, deklaratsiyaga shifokor retsepti ilova qilingan holda. Tarkibida giyohvand yoki psixotrop moddalar boʻlgan dorilar taqiqlanadi.',
      },
      ka: {
        name: 'მედიკამენტები',
        note: 'მხოლოდ პირადი მოხმარებისთვის: თითოეული პრეპარატი არაუმეტეს სამთვიანი კურსისა, დეკლარაციაზე მიმაგრებული ექიმის რეცეპტით. ნარკოტიკული ან ფსიქოტროპული ნივთიერებების შემცველი მედიკამენტები აკრძალულია.',
      },
    },
  },
  {
    id: 'lithium-batteries',
    kind: 'restricted',
    origins: 'all',
    translations: {
      en: {
        name: 'Lithium batteries',
        note: 'Only when installed in a device (phone, laptop, headphones, watch) and undamaged; spare and loose batteries are not accepted. Power banks are not accepted from China and the UAE.',
      },
      az: {
        name: 'Litium batareyalar',
        note: 'Yalnız cihazın içində quraşdırılıbsa (telefon, noutbuk, qulaqlıq, saat) və zədəsizdirsə; ehtiyat və ayrıca batareyalar qəbul edilmir. Çin və BƏƏ-dən powerbank qəbul olunmur.',
      },
      ru: {
        name: 'Литиевые батареи',
        note: 'Только установленные в устройство (телефон, ноутбук, наушники, часы) и без повреждений; запасные и отдельные батареи не принимаются. Пауэрбанки из Китая и ОАЭ не принимаются.',
      },
      uz: {
        name: 'Litiy batareyalar',
        note: 'Faqat qurilmaga oʻrnatilgan (telefon, noutbuk, quloqchin, soat) va shikastlanmagan boʻlsa; zaxira va alohida batareyalar qabul qilinmaydi. Xitoy va BAAdan pauerbanklar qabul qilinmaydi.',
      },
      ka: {
        name: 'ლითიუმის ბატარეები',
        note: 'მხოლოდ მოწყობილობაში ჩამონტაჟებული (ტელეფონი, ლეპტოპი, ყურსასმენები, საათი) და დაუზიანებელი; სათადარიგო და ცალკე ბატარეები არ მიიღება. ჩინეთიდან და არაბთა გაერთიანებული საამიროებიდან პაუერბანკები არ მიიღება.',
      },
    },
  },
  {
    id: 'perfume',
    kind: 'restricted',
    origins: ['US', 'GB', 'DE'],
    translations: {
      en: {
        name: 'Perfume and eau de toilette',
        note: 'From the USA, the United Kingdom and Germany (air routes): up to 100 ml per parcel, in factory-sealed packaging.',
      },
      az: {
        name: 'Ətir və tualet suyu',
        note: 'ABŞ, Böyük Britaniya və Almaniyadan (hava marşrutları): bir bağlamada 100 ml-ədək, açılmamış zavod qablaşdırmasında.',
      },
      ru: {
        name: 'Духи и туалетная вода',
        note: 'Из США, Великобритании и Германии (авиамаршруты): не более 100 мл в посылке, в запечатанной заводской упаковке.',
      },
      uz: {
        name: 'Atir va tualet suvi',
        note: 'AQSh, Buyuk Britaniya va Germaniyadan (havo yoʻnalishlari): bitta posilkada 100 ml gacha, ochilmagan zavod qadogʻida.',
      },
      ka: {
        name: 'სუნამო და ტუალეტის წყალი',
        note: 'აშშ-დან, დიდი ბრიტანეთიდან და გერმანიიდან (საჰაერო მარშრუტები): ერთ ამანათში არაუმეტეს 100 მლ, დალუქულ ქარხნულ შეფუთვაში.',
      },
    },
  },
  {
    id: 'food-supplements',
    kind: 'restricted',
    origins: 'all',
    translations: {
      en: {
        name: 'Food supplements and sports nutrition',
        note: 'Factory-sealed only, up to 5 packs and no more than 5 kg per parcel.',
      },
      az: {
        name: 'Qida əlavələri və idman qidası',
        note: 'Yalnız açılmamış zavod qablaşdırmasında, bir bağlamada 5 qutuyadək və 5 kq-dan çox olmamaqla.',
      },
      ru: {
        name: 'БАДы и спортивное питание',
        note: 'Только в запечатанной заводской упаковке, не более 5 упаковок и не более 5 кг в посылке.',
      },
      uz: {
        name: 'Biologik faol qoʻshimchalar va sport ozuqasi',
        note: 'Faqat ochilmagan zavod qadogʻida, bitta posilkada 5 tagacha qadoq va 5 kg dan oshmagan holda.',
      },
      ka: {
        name: 'საკვები დანამატები და სპორტული კვება',
        note: 'მხოლოდ დალუქულ ქარხნულ შეფუთვაში, ერთ ამანათში არაუმეტეს 5 შეფუთვისა და 5 კგ-ისა.',
      },
    },
  },
  {
    id: 'mobile-phones',
    kind: 'restricted',
    origins: 'all',
    translations: {
      en: {
        name: 'Mobile phones',
        note: 'Up to 2 per parcel. In Azerbaijan and Uzbekistan a phone works with a local SIM card only after its IMEI is registered in the national system, for a state fee; check the rules before you buy.',
      },
      az: {
        name: 'Mobil telefonlar',
        note: 'Bir bağlamada 2 ədədədək. Azərbaycanda və Özbəkistanda telefon yerli SİM-kartla yalnız IMEI kodu milli sistemdə qeydiyyatdan keçdikdən sonra işləyir, qeydiyyat isə dövlət rüsumu ilə aparılır; almazdan əvvəl qaydaları yoxlayın.',
      },
      ru: {
        name: 'Мобильные телефоны',
        note: 'Не более 2 в посылке. В Азербайджане и Узбекистане телефон работает с местной SIM-картой только после регистрации IMEI в национальной системе, за которую взимается госпошлина; уточните правила до покупки.',
      },
      uz: {
        name: 'Mobil telefonlar',
        note: 'Bitta posilkada 2 tagacha. Ozarbayjon va Oʻzbekistonda telefon mahalliy SIM-karta bilan faqat IMEI kodi milliy tizimda roʻyxatdan oʻtkazilgandan keyin ishlaydi, buning uchun davlat boji olinadi; xarid qilishdan oldin qoidalarni aniqlab oling.',
      },
      ka: {
        name: 'მობილური ტელეფონები',
        note: 'ერთ ამანათში არაუმეტეს 2 ცალისა. აზერბაიჯანსა და უზბეკეთში ტელეფონი ადგილობრივ SIM-ბარათთან მხოლოდ მას შემდეგ მუშაობს, რაც მისი IMEI-კოდი ეროვნულ სისტემაში დარეგისტრირდება, რისთვისაც სახელმწიფო მოსაკრებელი იხდება; ყიდვამდე გადაამოწმეთ წესები.',
      },
    },
  },
  {
    id: 'e-cigarettes',
    kind: 'restricted',
    origins: 'all',
    translations: {
      en: {
        name: 'E-cigarettes and heated tobacco devices',
        note: 'Only the device itself with its battery installed, up to 2 per parcel; nicotine liquids, cartridges, pods and tobacco sticks are not accepted. From China e-cigarettes are not accepted at all.',
      },
      az: {
        name: 'Elektron siqaretlər və tütünqızdırıcı cihazlar',
        note: 'Yalnız batareyası içində olan cihazın özü, bir bağlamada 2 ədədədək; nikotinli mayelər, kartriclər, podlar və tütün çubuqları qəbul edilmir. Çindən elektron siqaretlər ümumiyyətlə qəbul olunmur.',
      },
      ru: {
        name: 'Электронные сигареты и системы нагревания табака',
        note: 'Только само устройство с установленным аккумулятором, не более 2 в посылке; никотиновые жидкости, картриджи, поды и табачные стики не принимаются. Из Китая электронные сигареты не принимаются вовсе.',
      },
      uz: {
        name: 'Elektron sigaretlar va tamaki qizdirish qurilmalari',
        note: 'Faqat batareyasi oʻrnatilgan qurilmaning oʻzi, bitta posilkada 2 tagacha; nikotinli suyuqliklar, kartrijlar, podlar va tamaki stiklari qabul qilinmaydi. Xitoydan elektron sigaretlar umuman qabul qilinmaydi.',
      },
      ka: {
        name: 'ელექტრონული სიგარეტები და თამბაქოს გამაცხელებელი მოწყობილობები',
        note: 'მხოლოდ თავად მოწყობილობა ჩამონტაჟებული ბატარეით, ერთ ამანათში არაუმეტეს 2 ცალისა; ნიკოტინის სითხეები, კარტრიჯები, პოდები და თამბაქოს სტიკები არ მიიღება. ჩინეთიდან ელექტრონული სიგარეტები საერთოდ არ მიიღება.',
      },
    },
  },
  {
    id: 'seeds-and-plants',
    kind: 'restricted',
    origins: 'all',
    translations: {
      en: {
        name: 'Seeds and plants',
        note: 'Only seeds in factory packets, up to 10 packets per parcel; live plants, bulbs, cuttings and soil are not accepted.',
      },
      az: {
        name: 'Toxumlar və bitkilər',
        note: 'Yalnız zavod paketlərində toxumlar, bir bağlamada 10 paketədək; canlı bitkilər, soğanaqlar, qələmlər və torpaq qəbul edilmir.',
      },
      ru: {
        name: 'Семена и растения',
        note: 'Только семена в заводских пакетиках, не более 10 пакетиков в посылке; живые растения, луковицы, черенки и грунт не принимаются.',
      },
      uz: {
        name: 'Urugʻlar va oʻsimliklar',
        note: 'Faqat zavod paketlaridagi urugʻlar, bitta posilkada 10 paketgacha; tirik oʻsimliklar, piyozboshlar, qalamchalar va tuproq qabul qilinmaydi.',
      },
      ka: {
        name: 'თესლი და მცენარეები',
        note: 'მხოლოდ ქარხნულ პაკეტებში დაფასოებული თესლი, ერთ ამანათში არაუმეტეს 10 პაკეტისა; ცოცხალი მცენარეები, ბოლქვები, კალმები და ნიადაგი არ მიიღება.',
      },
    },
  },
];

/** The duty-free limit of each destination country; amounts in minor units (US cents, Georgian tetri). */
export const CUSTOMS_LIMITS: readonly CustomsLimit[] = [
  {
    country: 'AZ',
    // Cabinet of Ministers decision of 21 August 2020 (USD 300 a calendar month by post or courier).
    effectiveFrom: '2020-08-21',
    amount: 30_000,
    currency: 'USD',
    period: 'calendar_month',
    rule: { charged: 'excess', dutyBasisPoints: 1500, dutyMinimumPerKg: 0, vatBasisPoints: 1800 },
    translations: {
      en: {
        summary:
          'Goods worth up to USD 300 per person in a calendar month enter Azerbaijan duty-free; above that, you pay 15% duty on the excess plus VAT.',
        details: [
          {
            kind: 'p',
            text: 'The limit counts the total declared value of all parcels one person receives in a calendar month. It starts again on the first day of every month.',
          },
          {
            kind: 'ul',
            items: [
              'Up to USD 300 a month: no customs payments.',
              'Above USD 300: 15% customs duty on the amount over the limit, plus 18% VAT on that amount together with the duty.',
              'Example: parcels worth USD 400 in one month. The excess is USD 100: the duty is USD 15, VAT is 18% of USD 115, that is USD 20.70, so you pay USD 35.70 in total.',
              'Every parcel must be declared in the Smart Customs app with its invoice; the payments are calculated and paid in the app, and customs releases the parcel once they are paid.',
            ],
          },
          {
            kind: 'p',
            text: 'The limit applies to goods for personal use. Commercial quantities, such as many identical items for resale, are cleared under the general procedure.',
          },
        ],
      },
      az: {
        summary:
          'Bir nəfər üçün təqvim ayı ərzində dəyəri 300 ABŞ dollarınadək olan mallar Azərbaycana rüsumsuz daxil olur; limiti aşan hissəyə 15% gömrük rüsumu və ƏDV tətbiq edilir.',
        details: [
          {
            kind: 'p',
            text: 'Limitə bir nəfərin təqvim ayı ərzində aldığı bütün bağlamaların bəyan edilmiş ümumi dəyəri daxildir. Limit hər ayın birinci günü yenidən başlayır.',
          },
          {
            kind: 'ul',
            items: [
              'Ayda 300 ABŞ dollarınadək: gömrük ödənişi yoxdur.',
              '300 ABŞ dollarından artıq: limiti aşan məbləğə 15% gömrük rüsumu, üstəlik həmin məbləğlə rüsumun cəminə 18% ƏDV.',
              'Nümunə: bir ayda dəyəri 400 ABŞ dolları olan bağlamalar. Limiti aşan məbləğ 100 dollardır: rüsum 15 dollar, ƏDV 115 dolların 18%-i, yəni 20,70 dollar edir; cəmi 35,70 dollar ödəyirsiniz.',
              'Hər bağlama invoysla birlikdə Smart Customs tətbiqində bəyan edilməlidir; ödənişlər tətbiqdə hesablanır və orada ödənilir, gömrük bağlamanı ödənişdən sonra buraxır.',
            ],
          },
          {
            kind: 'p',
            text: 'Limit şəxsi istifadə üçün olan mallara şamil edilir. Kommersiya miqdarında mallar, məsələn, satış üçün çoxlu eyni əşya, ümumi qaydada rəsmiləşdirilir.',
          },
        ],
      },
      ru: {
        summary:
          'Товары стоимостью до 300 долларов США на человека в календарный месяц ввозятся в Азербайджан без пошлин; с превышения взимаются пошлина 15% и НДС.',
        details: [
          {
            kind: 'p',
            text: 'В лимит входит общая заявленная стоимость всех посылок, которые один человек получает за календарный месяц. Лимит начинается заново первого числа каждого месяца.',
          },
          {
            kind: 'ul',
            items: [
              'До 300 долларов США в месяц — таможенных платежей нет.',
              'Свыше 300 долларов США — пошлина 15% с суммы превышения и НДС 18% с этой суммы вместе с пошлиной.',
              'Пример: посылки на 400 долларов США за месяц. Превышение — 100 долларов: пошлина 15 долларов, НДС 18% от 115 долларов — 20,70 доллара, итого к оплате 35,70 доллара.',
              'Каждую посылку нужно задекларировать в приложении Smart Customs с инвойсом; платежи рассчитываются и оплачиваются в приложении, после оплаты таможня выпускает посылку.',
            ],
          },
          {
            kind: 'p',
            text: 'Лимит действует для товаров личного пользования. Коммерческие партии — например, много одинаковых вещей для перепродажи — оформляются в общем порядке.',
          },
        ],
      },
      uz: {
        summary:
          'Bir kishi uchun kalendar oy davomida qiymati 300 AQSh dollarigacha boʻlgan tovarlar Ozarbayjonga bojsiz kiritiladi; limitdan oshgan qismiga 15 foiz boj va QQS toʻlanadi.',
        details: [
          {
            kind: 'p',
            text: 'Limitga bir kishining kalendar oy davomida oladigan barcha posilkalarining eʼlon qilingan umumiy qiymati kiradi. Limit har oyning birinchi kunidan qaytadan hisoblanadi.',
          },
          {
            kind: 'ul',
            items: [
              'Oyiga 300 AQSh dollarigacha — bojxona toʻlovlari yoʻq.',
              '300 AQSh dollaridan ortiq — limitdan oshgan summaga 15 foiz bojxona boji hamda shu summa bilan boj yigʻindisiga 18 foiz QQS.',
              'Misol: bir oyda 400 AQSh dollarlik posilkalar. Oshgan qism — 100 dollar: boj 15 dollar, QQS 115 dollarning 18 foizi, yaʼni 20,70 dollar; jami 35,70 dollar toʻlaysiz.',
              'Har bir posilka invoysi bilan Smart Customs ilovasida deklaratsiya qilinishi kerak; toʻlovlar ilovada hisoblanadi va toʻlanadi, bojxona posilkani toʻlovdan keyin chiqaradi.',
            ],
          },
          {
            kind: 'p',
            text: 'Limit shaxsiy foydalanish uchun moʻljallangan tovarlarga tatbiq etiladi. Tijorat miqdoridagi tovarlar, masalan, qayta sotish uchun koʻplab bir xil buyumlar, umumiy tartibda rasmiylashtiriladi.',
          },
        ],
      },
      ka: {
        summary:
          'ერთ ადამიანზე კალენდარული თვის განმავლობაში 300 აშშ დოლარამდე ღირებულების საქონელი აზერბაიჯანში ბაჟის გარეშე შედის; ლიმიტის ზემოთ გადაიხდით 15%-იან ბაჟს გადაჭარბებულ თანხაზე და დღგ-ს.',
        details: [
          {
            kind: 'p',
            text: 'ლიმიტში ითვლება ყველა იმ ამანათის ჯამური დეკლარირებული ღირებულება, რომელსაც ერთი ადამიანი კალენდარული თვის განმავლობაში იღებს. ლიმიტი ყოველი თვის პირველ რიცხვში თავიდან იწყება.',
          },
          {
            kind: 'ul',
            items: [
              'თვეში 300 აშშ დოლარამდე — საბაჟო გადასახდელი არ არის.',
              '300 აშშ დოლარის ზემოთ — 15% ბაჟი ლიმიტს ზემოთ თანხაზე, პლუს 18% დღგ ამ თანხასა და ბაჟზე ერთად.',
              'მაგალითი: ერთ თვეში 400 აშშ დოლარის ამანათები. გადაჭარბება 100 დოლარია: ბაჟი — 15 დოლარი, დღგ — 115 დოლარის 18%, ანუ 20,70 დოლარი; სულ გადაიხდით 35,70 დოლარს.',
              'ყოველი ამანათი ინვოისთან ერთად უნდა დაადეკლარიროთ აპლიკაციაში Smart Customs; გადასახდელები აპლიკაციაში გამოითვლება და იქვე იხდება, საბაჟო კი ამანათს გადახდის შემდეგ უშვებს.',
            ],
          },
          {
            kind: 'p',
            text: 'ლიმიტი ვრცელდება პირადი მოხმარების საქონელზე. კომერციული რაოდენობა — მაგალითად, გასაყიდად განკუთვნილი ბევრი ერთნაირი ნივთი — ზოგადი წესით ფორმდება.',
          },
        ],
      },
    },
  },
  {
    country: 'UZ',
    effectiveFrom: '2025-05-01',
    amount: 20_000,
    currency: 'USD',
    period: 'calendar_month',
    rule: { charged: 'excess', dutyBasisPoints: 3000, dutyMinimumPerKg: 300, vatBasisPoints: 0 },
    translations: {
      en: {
        summary:
          'Since 1 May 2025, goods worth up to USD 200 per person in a calendar month enter Uzbekistan by courier without customs payments; above that, a single rate applies to the value over the limit.',
        details: [
          {
            kind: 'p',
            text: 'The limit counts the total declared value of all courier parcels one person receives in a calendar month (Tashkent time), and starts again on the first day of every month. It was set by Cabinet of Ministers Resolution No. 244, in force from 1 May 2025; until then it was USD 1,000 per quarter. Parcels sent by post have a limit of their own, USD 100.',
          },
          {
            kind: 'ul',
            items: [
              'Up to USD 200 in a calendar month: no customs payments.',
              'Above USD 200: a single customs rate of 30% of the value over the limit, but not less than USD 3 for each kilogram of the parcel.',
              'Example: this month you have declared parcels worth USD 150, and a new one worth USD 120 weighs 2 kg. The month comes to USD 270, USD 70 over the limit; 30% of it is USD 21, more than the minimum of 2 × USD 3 = USD 6, so you pay USD 21.',
              'Customs may compare the declared value with the market price and ask for the invoice or a bank statement.',
            ],
          },
          {
            kind: 'p',
            text: 'The goods must be for personal use; commercial quantities are cleared under the general procedure.',
          },
        ],
      },
      az: {
        summary:
          '1 may 2025-ci ildən bir nəfərə təqvim ayı ərzində kuryerlə gələn, dəyəri 200 ABŞ dollarınadək olan mallar Özbəkistana gömrük ödənişi olmadan daxil olur; limiti aşan dəyərə vahid dərəcə tətbiq edilir.',
        details: [
          {
            kind: 'p',
            text: 'Limit bir nəfərin təqvim ayı ərzində (Daşkənd vaxtı ilə) aldığı bütün kuryer bağlamalarının bəyan edilmiş dəyərini birlikdə hesablayır və hər ayın birinci günü yenidən başlayır. Bu limit 1 may 2025-ci ildən qüvvədə olan Nazirlər Kabinetinin 244 nömrəli qərarı ilə müəyyən edilib; ona qədər limit rüb ərzində 1000 ABŞ dolları idi. Poçtla göndərilən bağlamaların öz limiti var — 100 ABŞ dolları.',
          },
          {
            kind: 'ul',
            items: [
              'Təqvim ayı ərzində 200 ABŞ dollarınadək: gömrük ödənişi yoxdur.',
              '200 ABŞ dollarından artıq: limiti aşan dəyərin 30%-i həcmində vahid gömrük dərəcəsi, lakin bağlamanın hər kiloqramı üçün 3 ABŞ dollarından az olmamaqla.',
              'Nümunə: bu ay dəyəri 150 dollar olan bağlamalar bəyan etmisiniz, yeni bağlamanın dəyəri 120 dollar, çəkisi 2 kq-dır. Ayın cəmi 270 dollar olur, limiti 70 dollar aşır; onun 30%-i 21 dollardır, bu da 2 × 3 = 6 dollarlıq minimumdan çoxdur, deməli, 21 dollar ödəyirsiniz.',
              'Gömrük bəyan edilmiş dəyəri bazar qiyməti ilə müqayisə edə və invoys və ya bank çıxarışı tələb edə bilər.',
            ],
          },
          {
            kind: 'p',
            text: 'Mallar şəxsi istifadə üçün olmalıdır; kommersiya miqdarında mallar ümumi qaydada rəsmiləşdirilir.',
          },
        ],
      },
      ru: {
        summary:
          'С 1 мая 2025 года товары стоимостью до 200 долларов США на одного человека за календарный месяц ввозятся в Узбекистан курьерскими отправлениями без таможенных платежей; со стоимости сверх лимита взимается платёж по единой ставке.',
        details: [
          {
            kind: 'p',
            text: 'Лимит считает вместе заявленную стоимость всех курьерских посылок, которые один человек получает за календарный месяц (по ташкентскому времени), и начинается заново с первого числа каждого месяца. Он установлен постановлением Кабинета Министров № 244, действующим с 1 мая 2025 года; до этого лимит составлял 1000 долларов США за квартал. У почтовых отправлений свой лимит — 100 долларов США.',
          },
          {
            kind: 'ul',
            items: [
              'До 200 долларов США за календарный месяц — таможенных платежей нет.',
              'Свыше 200 долларов США — единая ставка 30% от стоимости сверх лимита, но не менее 3 долларов США за каждый килограмм веса посылки.',
              'Пример: в этом месяце вы уже задекларировали посылки на 150 долларов, а новая стоит 120 долларов и весит 2 кг. За месяц получается 270 долларов, превышение — 70 долларов; 30% от него — 21 доллар, это больше минимума 2 × 3 = 6 долларов, поэтому к оплате 21 доллар.',
              'Таможня может сравнить заявленную стоимость с рыночной ценой и запросить инвойс или банковскую выписку.',
            ],
          },
          {
            kind: 'p',
            text: 'Товары должны предназначаться для личного пользования; коммерческие партии оформляются в общем порядке.',
          },
        ],
      },
      uz: {
        summary:
          '2025-yil 1-maydan boshlab bir kishiga kalendar oy davomida kuryer orqali keladigan, qiymati 200 AQSh dollarigacha boʻlgan tovarlar Oʻzbekistonga bojxona toʻlovlarisiz kiritiladi; limitdan ortiq qiymatga yagona stavka boʻyicha toʻlov undiriladi.',
        details: [
          {
            kind: 'p',
            text: 'Limit bir kishi kalendar oy davomida (Toshkent vaqti bilan) oladigan barcha kuryer posilkalarining eʼlon qilingan qiymatini birga hisoblaydi va har oyning birinchi kunidan qaytadan boshlanadi. U 2025-yil 1-maydan kuchga kirgan Vazirlar Mahkamasining 244-son qarori bilan belgilangan; unga qadar limit chorakda 1000 AQSh dollari edi. Pochta joʻnatmalarining oʻz limiti bor — 100 AQSh dollari.',
          },
          {
            kind: 'ul',
            items: [
              'Kalendar oy davomida 200 AQSh dollarigacha — bojxona toʻlovlari yoʻq.',
              '200 AQSh dollaridan ortiq — limitdan oshgan qiymatning 30 foizi miqdorida yagona stavka, lekin posilkaning har bir kilogrammi uchun 3 AQSh dollaridan kam boʻlmagan holda.',
              'Misol: bu oy qiymati 150 dollarlik posilkalarni deklaratsiya qilgansiz, yangi posilka 120 dollar turadi va 2 kg keladi. Oy boʻyicha jami 270 dollar, limitdan 70 dollar ortiq; uning 30 foizi 21 dollar boʻlib, 2 × 3 = 6 dollarlik eng kam miqdordan koʻp, shuning uchun 21 dollar toʻlaysiz.',
              'Bojxona eʼlon qilingan qiymatni bozor narxi bilan solishtirishi hamda invoys yoki bank koʻchirmasini soʻrashi mumkin.',
            ],
          },
          {
            kind: 'p',
            text: 'Tovarlar shaxsiy foydalanish uchun boʻlishi kerak; tijorat miqdoridagi tovarlar umumiy tartibda rasmiylashtiriladi.',
          },
        ],
      },
      ka: {
        summary:
          '2025 წლის 1 მაისიდან ერთ პირზე კალენდარული თვის განმავლობაში კურიერით შემოსული, 200 აშშ დოლარამდე ღირებულების საქონელი უზბეკეთში საბაჟო გადასახდელების გარეშე შედის; ლიმიტს ზემოთ ღირებულებაზე ერთიანი განაკვეთი მოქმედებს.',
        details: [
          {
            kind: 'p',
            text: 'ლიმიტი ერთად ითვლის ყველა იმ საკურიერო ამანათის დეკლარირებულ ღირებულებას, რომელსაც ერთი პირი კალენდარული თვის განმავლობაში (ტაშკენტის დროით) იღებს, და ყოველი თვის პირველ რიცხვს თავიდან იწყება. ის მინისტრთა კაბინეტის №244 დადგენილებით დაწესდა, რომელიც 2025 წლის 1 მაისიდან მოქმედებს; მანამდე ლიმიტი კვარტალში 1000 აშშ დოლარი იყო. საფოსტო გზავნილებს საკუთარი ლიმიტი აქვს — 100 აშშ დოლარი.',
          },
          {
            kind: 'ul',
            items: [
              'კალენდარულ თვეში 200 აშშ დოლარამდე — საბაჟო გადასახდელი არ არის.',
              '200 აშშ დოლარის ზემოთ — ერთიანი განაკვეთი ლიმიტს ზემოთ ღირებულების 30%-ის ოდენობით, მაგრამ არანაკლებ 3 აშშ დოლარისა ამანათის ყოველ კილოგრამზე.',
              'მაგალითი: ამ თვეში უკვე დეკლარირებული გაქვთ 150 დოლარის ამანათები, ახალი კი 120 დოლარი ღირს და 2 კგ იწონის. თვის ჯამი 270 დოლარია, ლიმიტს 70 დოლარით აჭარბებს; მისი 30% 21 დოლარია, რაც მინიმუმზე (2 × 3 = 6 დოლარი) მეტია, ამიტომ გადაიხდით 21 დოლარს.',
              'საბაჟოს შეუძლია დეკლარირებული ღირებულება საბაზრო ფასს შეადაროს და მოითხოვოს ინვოისი ან საბანკო ამონაწერი.',
            ],
          },
          {
            kind: 'p',
            text: 'საქონელი პირადი მოხმარებისთვის უნდა იყოს განკუთვნილი; კომერციული რაოდენობა ზოგადი წესით ფორმდება.',
          },
        ],
      },
    },
  },
  {
    country: 'GE',
    // GEL 300 a parcel since the customs tariff of 10 August 2009; up to 30 kg.
    effectiveFrom: '2009-08-10',
    amount: 30_000,
    currency: 'GEL',
    period: 'shipment',
    rule: { charged: 'whole', dutyBasisPoints: 0, dutyMinimumPerKg: 0, vatBasisPoints: 1800 },
    translations: {
      en: {
        summary:
          'A parcel worth up to GEL 300 enters Georgia without customs payments; above that, 18% import VAT is charged on its full value.',
        details: [
          {
            kind: 'p',
            text: 'The limit applies to each parcel separately. The value is converted into lari at the National Bank of Georgia rate on the day the parcel is declared.',
          },
          {
            kind: 'ul',
            items: [
              'Up to GEL 300 per parcel: no customs payments.',
              'Above GEL 300: 18% VAT on the whole customs value of the parcel, not only on the part over the limit; some goods also carry customs duty of 5% or 12%.',
              'Example: a parcel worth GEL 500. VAT is 18% of GEL 500, that is GEL 90.',
              'We file the customs declaration for parcels over the limit; the amount appears in your cabinet and must be paid before customs releases the parcel.',
            ],
          },
          {
            kind: 'p',
            text: 'Several parcels from one sender that arrive on the same day may be treated as one shipment, and then their values are added together.',
          },
        ],
      },
      az: {
        summary:
          'Dəyəri 300 lariyədək olan bağlama Gürcüstana gömrük ödənişi olmadan daxil olur; bundan artıq olduqda bağlamanın bütün dəyərinə 18% idxal ƏDV-si tətbiq edilir.',
        details: [
          {
            kind: 'p',
            text: 'Limit hər bağlamaya ayrıca şamil edilir. Dəyər bağlamanın bəyan edildiyi gün Gürcüstan Milli Bankının məzənnəsi ilə lariyə çevrilir.',
          },
          {
            kind: 'ul',
            items: [
              'Bir bağlama üçün 300 lariyədək: gömrük ödənişi yoxdur.',
              '300 laridən artıq: yalnız limiti aşan hissəyə deyil, bağlamanın bütün gömrük dəyərinə 18% ƏDV; bəzi mallara əlavə olaraq 5% və ya 12% gömrük rüsumu tətbiq edilir.',
              'Nümunə: dəyəri 500 lari olan bağlama. ƏDV 500 larinin 18%-i, yəni 90 laridir.',
              'Limiti aşan bağlamalar üçün gömrük bəyannaməsini biz təqdim edirik; məbləğ kabinetinizdə görünür və gömrük bağlamanı buraxmazdan əvvəl ödənilməlidir.',
            ],
          },
          {
            kind: 'p',
            text: 'Bir göndərəndən eyni gün gələn bir neçə bağlama bir göndəriş sayıla bilər — bu halda onların dəyəri toplanır.',
          },
        ],
      },
      ru: {
        summary:
          'Посылка стоимостью до 300 лари ввозится в Грузию без таможенных платежей; если стоимость выше, взимается НДС 18% с полной стоимости посылки.',
        details: [
          {
            kind: 'p',
            text: 'Лимит действует для каждой посылки отдельно. Стоимость пересчитывается в лари по курсу Национального банка Грузии на день декларирования.',
          },
          {
            kind: 'ul',
            items: [
              'До 300 лари за посылку — таможенных платежей нет.',
              'Свыше 300 лари — НДС 18% со всей таможенной стоимости посылки, а не только с превышения; на некоторые товары дополнительно начисляется пошлина 5% или 12%.',
              'Пример: посылка стоимостью 500 лари. НДС — 18% от 500 лари, то есть 90 лари.',
              'Таможенную декларацию на посылки сверх лимита подаём мы; сумма появится в вашем кабинете, и её нужно оплатить до того, как таможня выпустит посылку.',
            ],
          },
          {
            kind: 'p',
            text: 'Несколько посылок от одного отправителя, прибывших в один день, могут считаться одним отправлением — тогда их стоимость суммируется.',
          },
        ],
      },
      uz: {
        summary:
          'Qiymati 300 larigacha boʻlgan posilka Gruziyaga bojxona toʻlovlarisiz kiritiladi; bundan ortiq boʻlsa, posilkaning toʻliq qiymatiga 18 foiz import QQS undiriladi.',
        details: [
          {
            kind: 'p',
            text: 'Limit har bir posilkaga alohida qoʻllaniladi. Qiymat posilka deklaratsiya qilingan kundagi Gruziya Milliy banki kursi boʻyicha lariga aylantiriladi.',
          },
          {
            kind: 'ul',
            items: [
              'Bitta posilka uchun 300 larigacha — bojxona toʻlovlari yoʻq.',
              '300 laridan ortiq — faqat limitdan oshgan qismga emas, posilkaning butun bojxona qiymatiga 18 foiz QQS; ayrim tovarlarga qoʻshimcha ravishda 5 yoki 12 foiz bojxona boji qoʻllaniladi.',
              'Misol: qiymati 500 lari boʻlgan posilka. QQS 500 larining 18 foizi, yaʼni 90 lari.',
              'Limitdan oshgan posilkalar uchun bojxona deklaratsiyasini biz topshiramiz; summa kabinetingizda koʻrinadi va bojxona posilkani chiqarishidan oldin toʻlanishi kerak.',
            ],
          },
          {
            kind: 'p',
            text: 'Bitta joʻnatuvchidan bir kunda kelgan bir nechta posilka bitta joʻnatma deb hisoblanishi mumkin — bunda ularning qiymati qoʻshiladi.',
          },
        ],
      },
      ka: {
        summary:
          '300 ლარამდე ღირებულების ამანათი საქართველოში საბაჟო გადასახდელების გარეშე შემოდის; ამ თანხის ზემოთ ამანათის სრულ ღირებულებაზე 18%-იანი იმპორტის დღგ ირიცხება.',
        details: [
          {
            kind: 'p',
            text: 'ლიმიტი თითოეულ ამანათზე ცალკე ვრცელდება. ღირებულება ლარში გადაიყვანება საქართველოს ეროვნული ბანკის კურსით, რომელიც ამანათის დეკლარირების დღეს მოქმედებს.',
          },
          {
            kind: 'ul',
            items: [
              'ერთ ამანათზე 300 ლარამდე — საბაჟო გადასახდელი არ არის.',
              '300 ლარის ზემოთ — 18% დღგ ამანათის მთლიან საბაჟო ღირებულებაზე და არა მხოლოდ ლიმიტს ზემოთ ნაწილზე; ზოგიერთ საქონელზე დამატებით 5% ან 12% საბაჟო გადასახადი ვრცელდება.',
              'მაგალითი: 500 ლარის ღირებულების ამანათი. დღგ შეადგენს 500 ლარის 18%-ს, ანუ 90 ლარს.',
              'ლიმიტს ზემოთ ამანათებზე საბაჟო დეკლარაციას ჩვენ წარვადგენთ; თანხა გამოჩნდება თქვენს კაბინეტში და უნდა გადაიხადოთ, სანამ საბაჟო ამანათს გაუშვებს.',
            ],
          },
          {
            kind: 'p',
            text: 'ერთი გამგზავნისგან ერთსა და იმავე დღეს ჩამოსული რამდენიმე ამანათი შეიძლება ერთ გზავნილად ჩაითვალოს — ამ შემთხვევაში მათი ღირებულება ჯამდება.',
          },
        ],
      },
    },
  },
];
