import type { SiteDocument } from './types.ts';

/**
 * The terms and conditions (`/{lang}/terms-and-conditions`). Prices and limits follow `db/seed/tariffs.ts` and the
 * pricing rule (decision 0025): tiers in USD, chargeable weight, volumetric L×W×H/6000 above 60 cm, 150 cm, 30 kg
 * (China 20 kg, the Emirates 25 kg). The minimum age is `MIN_CUSTOMER_AGE` (16, decision 0020). Each locale's
 * price example uses the route of the country most of its readers live in.
 */
export const TERMS: SiteDocument = {
  id: 'terms-and-conditions',
  updatedOn: '2026-11-01',
  translations: {
    az: {
      title: 'İstifadə şərtləri',
      intro: [
        {
          kind: 'p',
          text: 'Bu şərtlər sizinlə Yolla arasında bağlanan müqavilədir. Yolla sizə İstanbul (Türkiyə), Delaver (ABŞ), Quançjou (Çin), London (Böyük Britaniya), Frankfurt (Almaniya) və Dubay (BƏƏ) anbarlarında şəxsi ünvanlar verir, oraya sifariş etdiyiniz malları qəbul edib çəkir, Azərbaycana, Özbəkistana və ya Gürcüstana daşıyır, gömrükdə rəsmiləşdirir və təhvil məntəqəsində və ya kuryerlə sizə təhvil verir. İstəyinizlə malları sizin əvəzinizə də alırıq.',
        },
        {
          kind: 'p',
          text: 'Qeydiyyatdan keçməklə və ya şəxsi kabinetdən istifadə etməklə bu şərtləri, həmçinin daşınma qaydalarını, dərc olunmuş tarifləri və məxfilik siyasətini qəbul etmiş olursunuz. Onlayn alışlarda satıcı biz deyilik: malın keyfiyyətinə, ölçüsünə və istehsalçı zəmanətinə mağaza cavabdehdir.',
        },
      ],
    },
    en: {
      title: 'Terms and conditions',
      intro: [
        {
          kind: 'p',
          text: 'These terms are the agreement between you and Yolla. Yolla gives you personal addresses at its warehouses in Istanbul (Turkey), Delaware (USA), Guangzhou (China), London (United Kingdom), Frankfurt (Germany) and Dubai (United Arab Emirates), receives and weighs the goods you order there, carries them to Azerbaijan, Uzbekistan or Georgia, clears them through customs and hands them over at a pickup point or by courier. On request, we also buy goods for you.',
        },
        {
          kind: 'p',
          text: 'By registering or using the cabinet you accept these terms, together with the rules of carriage, the published tariffs and the privacy policy. In online purchases we are not the seller: the shop is responsible for the quality of the goods, their sizes and the manufacturer’s warranty.',
        },
      ],
    },
    ru: {
      title: 'Условия обслуживания',
      intro: [
        {
          kind: 'p',
          text: 'Эти условия — договор между вами и Yolla. Yolla даёт вам личные адреса на своих складах в Стамбуле (Турция), Делавэре (США), Гуанчжоу (Китай), Лондоне (Великобритания), Франкфурте (Германия) и Дубае (ОАЭ), принимает и взвешивает заказанные туда товары, перевозит их в Азербайджан, Узбекистан или Грузию, оформляет на таможне и выдаёт в пункте выдачи или с курьером. По вашей просьбе мы также покупаем товары за вас.',
        },
        {
          kind: 'p',
          text: 'Регистрируясь или пользуясь личным кабинетом, вы принимаете эти условия, а также правила перевозки, опубликованные тарифы и политику конфиденциальности. При покупках в интернет-магазинах продавец — не мы: за качество товара, размеры и гарантию производителя отвечает магазин.',
        },
      ],
    },
    uz: {
      title: 'Foydalanish shartlari',
      intro: [
        {
          kind: 'p',
          text: 'Ushbu shartlar siz bilan Yolla oʻrtasidagi shartnomadir. Yolla sizga Istanbul, Delaver, Guanchjou, London, Frankfurt va Dubaydagi omborlarida shaxsiy manzillar beradi, u yerga buyurtma qilgan tovarlaringizni qabul qilib tortadi, Oʻzbekiston, Ozarbayjon yoki Gruziyaga olib keladi, bojxonada rasmiylashtiradi va topshirish punktida yoki kuryer orqali sizga topshiradi. Soʻrovingizga koʻra tovarlarni siz uchun sotib ham olamiz.',
        },
        {
          kind: 'p',
          text: 'Roʻyxatdan oʻtib yoki shaxsiy kabinetdan foydalanib, siz ushbu shartlarni, shuningdek tashish qoidalari, eʼlon qilingan tariflar va maxfiylik siyosatini qabul qilasiz. Onlayn xaridlarda sotuvchi biz emasmiz: tovar sifati, oʻlchami va ishlab chiqaruvchi kafolati uchun doʻkon javob beradi.',
        },
      ],
    },
    ka: {
      title: 'მომსახურების პირობები',
      intro: [
        {
          kind: 'p',
          text: 'ეს პირობები არის ხელშეკრულება თქვენსა და Yolla-ს შორის. Yolla გაძლევთ პირად მისამართებს თავის საწყობებში სტამბოლში, დელავერში, გუანჯოუში, ლონდონში, ფრანკფურტსა და დუბაიში, იღებს და წონის იქ შეკვეთილ ნივთებს, ჩამოაქვს ისინი საქართველოში, აზერბაიჯანში ან უზბეკეთში, აფორმებს საბაჟოზე და გადმოგცემთ გაცემის პუნქტში ან კურიერით. თქვენი თხოვნით ნივთებს თქვენ მაგივრადაც ვყიდულობთ.',
        },
        {
          kind: 'p',
          text: 'რეგისტრაციით ან პირადი კაბინეტით სარგებლობით თქვენ ეთანხმებით ამ პირობებს, ასევე გადაზიდვის წესებს, გამოქვეყნებულ ტარიფებსა და კონფიდენციალურობის პოლიტიკას. ონლაინ შესყიდვებისას გამყიდველი ჩვენ არ ვართ: ნივთის ხარისხზე, ზომასა და მწარმოებლის გარანტიაზე პასუხს მაღაზია აგებს.',
        },
      ],
    },
  },
  sections: [
    {
      id: 'your-account',
      translations: {
        az: {
          heading: 'Hesabınız',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Ən azı 16 yaşınız olmalı və məlumatlarınız doğru olmalıdır: adınız şəxsiyyət sənədindəki kimi, telefon nömrəsi və identifikasiya nömrəsi (FİN kod, PINFL və ya şəxsi nömrə) isə sizin özünüzə məxsus olmalıdır. Gömrük bağlamanı yalnız nömrəsi bəyannamədə göstərilən şəxsin adına rəsmiləşdirir.',
                'Bir nəfər — bir hesab. Hər hesabın müştəri kodu var: onu hər sifarişdə ünvan sətrində yazın, əks halda anbar bağlamanın kimə aid olduğunu müəyyən edə bilməz.',
                'Azərbaycanda hesab milli rəqəmsal identifikasiya vasitəsilə, Özbəkistanda və Gürcüstanda isə telefon nömrəsi və SMS kodu ilə açılır.',
                'Parolunuzu heç kimə deməyin. Hesabın ələ keçirildiyini bizə bildirənədək ondan edilən bütün əməliyyatlar sizin tərəfinizdən edilmiş sayılır; tanımadığınız sessiyaları parametrlərdə bitirin.',
              ],
            },
            {
              kind: 'p',
              text: 'Fırıldaqçılıq, qadağan olunmuş əşyaların göndərilməsi və ya sizin adınıza başqalarının mallarının, kommersiya yüklərinin gətirilməsi üçün istifadə olunan hesabı dayandıra bilərik.',
            },
          ],
        },
        en: {
          heading: 'Your account',
          blocks: [
            {
              kind: 'ul',
              items: [
                'You must be at least 16 and give true details: your name as in your identity document, your own phone number and your own customer ID (FIN, PINFL or personal number). Customs clears a parcel only in the name of the person whose ID is in the declaration.',
                'One person, one account. Every account has a customer code: write it in the address of every order, otherwise the warehouse cannot tell whose parcel it is.',
                'In Azerbaijan an account is opened through the national digital identity; in Uzbekistan and Georgia, with a phone number and an SMS code.',
                'Keep your password to yourself. Whatever is done from your account counts as done by you until you tell us the account has been compromised; end any session you do not recognise in the settings.',
              ],
            },
            {
              kind: 'p',
              text: 'We may suspend an account that is used for fraud, for sending prohibited items or for bringing in other people’s goods or commercial consignments under your name.',
            },
          ],
        },
        ru: {
          heading: 'Ваша учётная запись',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Вам должно быть не меньше 16 лет, а данные должны быть достоверными: имя — как в документе, удостоверяющем личность, номер телефона и идентификационный номер (FIN, ПИНФЛ или личный номер) — ваши собственные. Таможня оформляет посылку только на того, чей номер указан в декларации.',
                'Один человек — одна учётная запись. У каждой учётной записи есть код клиента: указывайте его в адресе при каждом заказе, иначе склад не поймёт, чья это посылка.',
                'В Азербайджане учётная запись открывается через национальную цифровую идентификацию, в Узбекистане и Грузии — по номеру телефона и коду из SMS.',
                'Никому не сообщайте пароль. Всё, что сделано из вашей учётной записи, считается сделанным вами, пока вы не сообщите нам о взломе; незнакомые сеансы завершайте в настройках.',
              ],
            },
            {
              kind: 'p',
              text: 'Мы можем приостановить учётную запись, которую используют для мошенничества, отправки запрещённых предметов или ввоза чужих товаров и коммерческих партий под вашим именем.',
            },
          ],
        },
        uz: {
          heading: 'Hisobingiz',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Siz kamida 16 yoshda boʻlishingiz va toʻgʻri maʼlumot berishingiz kerak: ism — shaxsni tasdiqlovchi hujjatdagidek, telefon raqami va identifikator (JSHSHIR, FIN yoki shaxsiy raqam) — oʻzingizniki. Bojxona posilkani faqat identifikatori deklaratsiyada koʻrsatilgan shaxs nomiga rasmiylashtiradi.',
                'Bir kishi — bitta hisob. Har bir hisobning mijoz kodi bor: uni har bir buyurtmada manzilga yozing, aks holda ombor posilka kimniki ekanini aniqlay olmaydi.',
                'Ozarbayjonda hisob milliy raqamli identifikatsiya orqali, Oʻzbekiston va Gruziyada esa telefon raqami va SMS-kod bilan ochiladi.',
                'Parolingizni hech kimga aytmang. Hisobingiz buzilgani haqida bizga xabar bermaguningizcha, undan bajarilgan barcha amallar siz tomonidan bajarilgan hisoblanadi; notanish seanslarni sozlamalarda yakunlang.',
              ],
            },
            {
              kind: 'p',
              text: 'Firibgarlik, taqiqlangan buyumlarni joʻnatish yoki sizning nomingizdan boshqalarning tovarlari va tijorat yuklarini olib kirish uchun foydalanilgan hisobni toʻxtatib qoʻyishimiz mumkin.',
            },
          ],
        },
        ka: {
          heading: 'თქვენი ანგარიში',
          blocks: [
            {
              kind: 'ul',
              items: [
                'უნდა იყოთ მინიმუმ 16 წლის და მიუთითოთ სწორი მონაცემები: სახელი ისე, როგორც პირადობის დამადასტურებელ დოკუმენტშია, ხოლო ტელეფონის ნომერი და საიდენტიფიკაციო ნომერი (პირადი ნომერი, FIN ან PINFL) — თქვენი საკუთარი. საბაჟო ამანათს აფორმებს მხოლოდ იმ პირის სახელზე, ვისი ნომერიც დეკლარაციაშია მითითებული.',
                'ერთი ადამიანი — ერთი ანგარიში. ყოველ ანგარიშს აქვს კლიენტის კოდი: მიუთითეთ ის მისამართში ყოველი შეკვეთისას, თორემ საწყობი ვერ გაიგებს, ვისია ამანათი.',
                'აზერბაიჯანში ანგარიში იხსნება ეროვნული ციფრული იდენტიფიკაციით, საქართველოსა და უზბეკეთში — ტელეფონის ნომრითა და SMS-კოდით.',
                'პაროლი არავის გაუმხილოთ. ანგარიშიდან შესრულებული ყველა მოქმედება თქვენად ითვლება, სანამ არ გვაცნობებთ, რომ ანგარიში გატეხილია; უცნობი სესიები დაასრულეთ პარამეტრებში.',
              ],
            },
            {
              kind: 'p',
              text: 'შეგვიძლია შევაჩეროთ ანგარიში, რომელიც გამოიყენება თაღლითობისთვის, აკრძალული ნივთების გამოსაგზავნად ან თქვენი სახელით სხვისი საქონლისა და კომერციული ტვირთის შემოსატანად.',
            },
          ],
        },
      },
    },
    {
      id: 'declaring-parcels',
      translations: {
        az: {
          heading: 'Bağlamaların bəyan edilməsi',
          blocks: [
            {
              kind: 'ol',
              items: [
                'Mağaza sizə izləmə nömrəsini verən kimi bağlamanı kabinetdə bəyan edin: mağazanı, məzmunu, sayı, hər malın qiymətini və valyutanı göstərin.',
                'Faktiki ödədiyiniz qiyməti göstərən invoysu və ya sifariş təsdiqini (ekran şəkli və ya PDF) əlavə edin.',
                'Bağlama anbardan çıxana qədər bəyannaməni yoxlayın: bundan sonra o, gömrüyə ötürülür və yalnız dəstək xidməti vasitəsilə düzəldilə bilər.',
              ],
            },
            {
              kind: 'p',
              text: 'Bəyannaməsiz gələn bağlama anbarda gözləyir və göndərilmir. Bəyannamənin düzgünlüyünə siz cavabdehsiniz: qiymətin aşağı göstərilməsi və ya məzmunun səhv yazılması səbəbindən yaranan cərimələr, rüsumlar və gecikmələr sizin hesabınızadır. Gömrük əlavə sənəd tələb edə bilər; bağlama siz onları təqdim edənə qədər gözləyir.',
            },
          ],
        },
        en: {
          heading: 'Declaring parcels',
          blocks: [
            {
              kind: 'ol',
              items: [
                'As soon as the shop gives you a tracking number, declare the parcel in the cabinet: the shop, the contents, the quantity, the price of each item and the currency.',
                'Attach the invoice or the order confirmation (a screenshot or a PDF) showing the price you actually paid.',
                'Check the declaration before the parcel leaves the warehouse: after that it goes to customs and can only be corrected through support.',
              ],
            },
            {
              kind: 'p',
              text: 'A parcel that arrives without a declaration waits at the warehouse and is not sent. You answer for the truth of the declaration: fines, duties and delays caused by an understated price or wrong contents are yours to bear. Customs may ask for more documents; the parcel waits until you provide them.',
            },
          ],
        },
        ru: {
          heading: 'Декларирование посылок',
          blocks: [
            {
              kind: 'ol',
              items: [
                'Как только магазин сообщит трек-номер, задекларируйте посылку в личном кабинете: магазин, содержимое, количество, цена каждого товара и валюта.',
                'Приложите инвойс или подтверждение заказа (скриншот или PDF), где видна фактически уплаченная цена.',
                'Проверьте декларацию до того, как посылка покинет склад: после этого она передаётся таможне, и исправить её можно только через поддержку.',
              ],
            },
            {
              kind: 'p',
              text: 'Посылка без декларации ждёт на складе и не отправляется. За достоверность декларации отвечаете вы: штрафы, пошлины и задержки из-за заниженной цены или неверно указанного содержимого ложатся на вас. Таможня может запросить дополнительные документы — посылка ждёт, пока вы их не предоставите.',
            },
          ],
        },
        uz: {
          heading: 'Posilkalarni deklaratsiya qilish',
          blocks: [
            {
              kind: 'ol',
              items: [
                'Doʻkon trek-raqamni berishi bilanoq posilkani kabinetda deklaratsiya qiling: doʻkon, tarkibi, soni, har bir tovar narxi va valyutani koʻrsating.',
                'Haqiqatda toʻlagan narxingiz koʻrinib turgan invoys yoki buyurtma tasdigʻini (skrinshot yoki PDF) ilova qiling.',
                'Posilka ombordan chiqmasidan oldin deklaratsiyani tekshiring: shundan soʻng u bojxonaga yuboriladi va faqat qoʻllab-quvvatlash xizmati orqali tuzatilishi mumkin.',
              ],
            },
            {
              kind: 'p',
              text: 'Deklaratsiyasiz kelgan posilka omborda kutib turadi va joʻnatilmaydi. Deklaratsiyaning toʻgʻriligi uchun siz javob berasiz: narx kamaytirib koʻrsatilgani yoki tarkibi notoʻgʻri yozilgani sababli yuzaga kelgan jarimalar, bojlar va kechikishlar sizning zimmangizda. Bojxona qoʻshimcha hujjatlar soʻrashi mumkin; posilka siz ularni taqdim etguningizcha kutadi.',
            },
          ],
        },
        ka: {
          heading: 'ამანათების დეკლარირება',
          blocks: [
            {
              kind: 'ol',
              items: [
                'როგორც კი მაღაზია თრექინგ-ნომერს მოგაწვდით, დაადეკლარირეთ ამანათი პირად კაბინეტში: მიუთითეთ მაღაზია, შიგთავსი, რაოდენობა, თითოეული ნივთის ფასი და ვალუტა.',
                'მიამაგრეთ ინვოისი ან შეკვეთის დადასტურება (სქრინშოტი ან PDF), სადაც ჩანს რეალურად გადახდილი ფასი.',
                'შეამოწმეთ დეკლარაცია, სანამ ამანათი საწყობს დატოვებს: ამის შემდეგ ის საბაჟოს გადაეცემა და მისი გასწორება მხოლოდ მხარდაჭერის სამსახურის მეშვეობით შეიძლება.',
              ],
            },
            {
              kind: 'p',
              text: 'დეკლარაციის გარეშე შემოსული ამანათი საწყობში ელოდება და არ იგზავნება. დეკლარაციის სისწორეზე პასუხს თქვენ აგებთ: შემცირებული ფასის ან არასწორად მითითებული შიგთავსის გამო დაკისრებული ჯარიმები, გადასახადები და დაყოვნება თქვენი პასუხისმგებლობაა. საბაჟომ შეიძლება დამატებითი დოკუმენტები მოითხოვოს; ამანათი მათ წარდგენამდე დაელოდება.',
            },
          ],
        },
      },
    },
    {
      id: 'prices-and-payment',
      translations: {
        az: {
          heading: 'Qiymətlər və ödəniş',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Çatdırılma haqqı istiqamətin ABŞ dollarında dərc olunmuş tarifi ilə, hesablanan çəkiyə görə alınır — faktiki və həcmi çəkidən hansı böyükdürsə. Həcmi çəki (uzunluq × en × hündürlük, sm / 6000) yalnız tərəflərdən biri 60 sm-dən uzun olduqda nəzərə alınır.',
                '0,5 kq-a qədər bağlama sabit pillə qiymətinə başa gəlir (Türkiyədən 0,25 kq-a qədər daha ucuz pillə də var); daha ağır bağlamada 0,5 kq-ın qiymətinə hər başlanmış kiloqram üçün kiloqram tarifi əlavə olunur. Məsələn, Türkiyədən Azərbaycana 1,2 kq-lıq bağlama 4,00 $ + 6,50 $ = 10,50 $ edir.',
                'Ən uzun tərəfi 150 sm-dən çox olmayan və çəkisi 30 kq-a qədər (Çindən 20 kq, BƏƏ-dən 25 kq) olan bağlamaları qəbul edirik.',
              ],
            },
            {
              kind: 'p',
              text: 'Ödəniş şəxsi kabinetdəki balansdan edilir. Balans ABŞ dollarında aparılır; manat, sum və ya lari ilə artırılan məbləğ ödənişdən əvvəl göstərilən məzənnə ilə çevrilir. Çatdırılma haqqı bağlama təhvil verilməzdən əvvəl ödənilir. Ölkənizin rüsumsuz limitini aşan bağlamalar üzrə gömrük rüsumları və vergilər qiymətə daxil deyil və sizin tərəfinizdən ödənilir. Bağlama anbardan çıxdığı gün qüvvədə olan tariflə hesablanır.',
            },
          ],
        },
        en: {
          heading: 'Prices and payment',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Delivery is charged by the route’s published tariff in US dollars, on the chargeable weight: the greater of the actual and the volumetric weight. Volumetric weight (length × width × height in cm / 6000) counts only when a side is longer than 60 cm.',
                'Up to 0.5 kg a parcel costs a fixed tier price (from Turkey there is also a cheaper tier up to 0.25 kg); a heavier parcel costs the 0.5 kg price plus the per-kilogram price for each started kilogram. For example, a 1.2 kg parcel from Turkey to Azerbaijan costs $4.00 + $6.50 = $10.50.',
                'We accept parcels with no side longer than 150 cm and weighing up to 30 kg (20 kg from China, 25 kg from the United Arab Emirates).',
              ],
            },
            {
              kind: 'p',
              text: 'You pay from the balance in your cabinet. The balance is kept in US dollars; a top-up in manats, soms or laris is converted at the rate shown before you pay. Delivery is paid before the parcel is handed over. Customs duties and taxes on parcels above your country’s duty-free limit are not included in the price and are paid by you. A parcel is charged at the tariff in force on the day it leaves the warehouse.',
            },
          ],
        },
        ru: {
          heading: 'Цены и оплата',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Доставка оплачивается по опубликованному тарифу направления в долларах США за оплачиваемый вес — больший из фактического и объёмного. Объёмный вес (длина × ширина × высота в см / 6000) учитывается, только если одна из сторон длиннее 60 см.',
                'До 0,5 кг действует фиксированная цена ступени (из Турции есть и более дешёвая ступень до 0,25 кг); у более тяжёлой посылки к цене 0,5 кг добавляется тариф за каждый начатый килограмм. Например, посылка весом 1,2 кг из Турции в Азербайджан стоит 4,00 $ + 6,50 $ = 10,50 $.',
                'Мы принимаем посылки, у которых ни одна сторона не длиннее 150 см, весом до 30 кг (из Китая — до 20 кг, из ОАЭ — до 25 кг).',
              ],
            },
            {
              kind: 'p',
              text: 'Оплата — с баланса в личном кабинете. Баланс ведётся в долларах США; пополнение в манатах, сумах или лари пересчитывается по курсу, который показан до оплаты. Доставку нужно оплатить до выдачи посылки. Таможенные пошлины и налоги на посылки сверх беспошлинного лимита вашей страны в цену не входят и оплачиваются вами. Посылка рассчитывается по тарифу, действующему в день её отправки со склада.',
            },
          ],
        },
        uz: {
          heading: 'Narxlar va toʻlov',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Yetkazib berish haqi yoʻnalishning AQSH dollaridagi eʼlon qilingan tarifi boʻyicha, toʻlanadigan vazn uchun olinadi — haqiqiy va hajmiy vazndan qaysi biri katta boʻlsa. Hajmiy vazn (uzunlik × kenglik × balandlik, sm / 6000) faqat tomonlardan biri 60 sm dan uzun boʻlganda hisobga olinadi.',
                '0,5 kg gacha posilka pogʻonaning qatʼiy narxida hisoblanadi (Turkiyadan 0,25 kg gacha arzonroq pogʻona ham bor); ogʻirroq posilkada 0,5 kg narxiga har bir boshlangan kilogramm uchun kilogramm tarifi qoʻshiladi. Masalan, Turkiyadan Oʻzbekistonga 1,2 kg lik posilka 4,80 $ + 7,80 $ = 12,60 $ turadi.',
                'Eng uzun tomoni 150 sm dan oshmaydigan va vazni 30 kg gacha (Xitoydan 20 kg, BAAdan 25 kg) boʻlgan posilkalarni qabul qilamiz.',
              ],
            },
            {
              kind: 'p',
              text: 'Toʻlov shaxsiy kabinetdagi balansdan amalga oshiriladi. Balans AQSH dollarida yuritiladi; soʻm, manat yoki larida toʻldirilgan summa toʻlovdan oldin koʻrsatilgan kurs boʻyicha qayta hisoblanadi. Yetkazib berish haqi posilka topshirilishidan oldin toʻlanadi. Mamlakatingizdagi bojsiz limitdan oshgan posilkalar uchun bojxona toʻlovlari va soliqlar narxga kirmaydi va siz tomoningizdan toʻlanadi. Posilka ombordan joʻnatilgan kuni amalda boʻlgan tarif boʻyicha hisoblanadi.',
            },
          ],
        },
        ka: {
          heading: 'ფასები და გადახდა',
          blocks: [
            {
              kind: 'ul',
              items: [
                'მიწოდების საფასური გამოითვლება მიმართულების გამოქვეყნებული ტარიფით აშშ დოლარში, დასარიცხი წონის მიხედვით — ფაქტობრივ და მოცულობით წონას შორის უდიდესით. მოცულობითი წონა (სიგრძე × სიგანე × სიმაღლე სმ-ში / 6000) მხედველობაში მიიღება მხოლოდ მაშინ, როცა ერთ-ერთი გვერდი 60 სმ-ზე გრძელია.',
                '0,5 კგ-მდე ამანათი საფეხურის ფიქსირებული ფასი ღირს (თურქეთიდან 0,25 კგ-მდე უფრო იაფი საფეხურიც არის); უფრო მძიმე ამანათისთვის 0,5 კგ-ის ფასს ემატება კილოგრამის ტარიფი ყოველ დაწყებულ კილოგრამზე. მაგალითად, 1,2 კგ ამანათი თურქეთიდან საქართველოში ღირს 4,20 $ + 6,80 $ = 11,00 $.',
                'ვიღებთ ამანათებს, რომელთა არცერთი გვერდი არ აღემატება 150 სმ-ს, ხოლო წონა — 30 კგ-ს (ჩინეთიდან 20 კგ-ს, არაბთა გაერთიანებული საამიროებიდან 25 კგ-ს).',
              ],
            },
            {
              kind: 'p',
              text: 'გადახდა ხდება პირად კაბინეტში არსებული ბალანსიდან. ბალანსი აშშ დოლარში იწარმოება; ლარით, მანათით ან სუმით შევსებული თანხა გადაიანგარიშება კურსით, რომელიც გადახდამდე გამოჩნდება. მიწოდების საფასური ამანათის გაცემამდე იხდება. იმ ამანათებზე, რომლებიც თქვენი ქვეყნის უბაჟო ლიმიტს აჭარბებს, საბაჟო გადასახადები ფასში არ შედის და მათ თქვენ იხდით. ამანათის ღირებულება გამოითვლება იმ ტარიფით, რომელიც საწყობიდან გაგზავნის დღეს მოქმედებს.',
            },
          ],
        },
      },
    },
    {
      id: 'buy-for-me-orders',
      translations: {
        az: {
          heading: '“Mənim üçün al” sifarişləri',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Bizə linki və detalları (ölçü, rəng, say) göndərin. Ümumi məbləği təsdiqləyirik: malın qiyməti, mağazanın anbarımıza qədər çatdırılma haqqı və bu məbləğin 5%-i (ən azı 3 ABŞ dolları) həcmində xidmət haqqımız; sifarişi təsdiqlədiyiniz anda məbləğ balansınızdan çıxılır.',
                'Mağaza qiyməti qaldırarsa və ya əlavə ödəniş tələb edərsə, fərqi ödəməzdən əvvəl sizdən soruşuruq.',
                'Mağaza sifarişi ləğv edərsə və ya mal stokda qalmayıbsa, onun üçün ödənilən bütün məbləğ, xidmət haqqı da daxil olmaqla, mağaza ləğvi təsdiqlədiyi kimi balansınıza qaytarılır.',
                'Anbardan sizə qədər çatdırılma tariflə ayrıca ödənilir. Qaytarma və dəyişdirmə yalnız mağazanın şərtləri ilə mümkündür; malın xaricə geri göndərilməsini siz ödəyirsiniz.',
              ],
            },
          ],
        },
        en: {
          heading: 'Buy-for-me orders',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Send us a link and the details (size, colour, quantity). We confirm the total: the price of the goods, the shop’s delivery to our warehouse and our commission of 5% of that sum (at least USD 3). The amount is taken from your balance when you confirm the order.',
                'If the shop raises the price or asks for an extra payment, we ask you before paying the difference.',
                'If the shop cancels the order or an item is out of stock, everything you paid for it, commission included, returns to your balance as soon as the shop confirms the cancellation.',
                'Delivery from the warehouse to you is charged separately by the tariff. Returns and exchanges are possible only on the shop’s terms; you pay for sending goods back abroad.',
              ],
            },
          ],
        },
        ru: {
          heading: 'Заказы «Купи за меня»',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Пришлите ссылку и детали (размер, цвет, количество). Мы подтвердим итоговую сумму: цена товара, доставка магазина до нашего склада и наша комиссия — 5% от этой суммы (не менее 3 долларов США). При подтверждении заказа сумма списывается с баланса.',
                'Если магазин поднимет цену или запросит доплату, мы спросим вас, прежде чем платить разницу.',
                'Если магазин отменит заказ или товара не окажется в наличии, вся уплаченная за него сумма вместе с комиссией вернётся на баланс, как только магазин подтвердит отмену.',
                'Доставка со склада до вас оплачивается отдельно по тарифу. Возврат и обмен возможны только на условиях магазина; пересылку товара обратно за границу оплачиваете вы.',
              ],
            },
          ],
        },
        uz: {
          heading: '“Men uchun sotib ol” buyurtmalari',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Bizga havola va tafsilotlarni (oʻlcham, rang, soni) yuboring. Umumiy summani tasdiqlaymiz: tovar narxi, doʻkonning omborimizgacha yetkazib berish haqi va shu summaning 5% miqdoridagi (kamida 3 AQSh dollari) xizmat haqimiz. Buyurtmani tasdiqlaganingizda summa balansingizdan yechiladi.',
                'Agar doʻkon narxni oshirsa yoki qoʻshimcha toʻlov soʻrasa, farqni toʻlashdan oldin sizdan soʻraymiz.',
                'Agar doʻkon buyurtmani bekor qilsa yoki tovar qolmagan boʻlsa, u uchun toʻlangan butun summa, xizmat haqi bilan birga, doʻkon bekor qilishni tasdiqlashi bilanoq balansingizga qaytariladi.',
                'Ombordan sizgacha yetkazib berish tarif boʻyicha alohida toʻlanadi. Qaytarish va almashtirish faqat doʻkon shartlari asosida mumkin; tovarni xorijga qaytarib joʻnatish xarajatini siz toʻlaysiz.',
              ],
            },
          ],
        },
        ka: {
          heading: '„იყიდე ჩემთვის“ შეკვეთები',
          blocks: [
            {
              kind: 'ul',
              items: [
                'გამოგვიგზავნეთ ბმული და დეტალები (ზომა, ფერი, რაოდენობა). ჩვენ დავადასტურებთ საბოლოო თანხას: ნივთის ფასი, მაღაზიის მიწოდება ჩვენს საწყობამდე და ჩვენი საკომისიო ამ თანხის 5%-ის ოდენობით (მინიმუმ 3 აშშ დოლარი). შეკვეთის დადასტურებისთანავე თანხა ბალანსიდან ჩამოგეჭრებათ.',
                'თუ მაღაზია ფასს გაზრდის ან დამატებით თანხას მოითხოვს, სხვაობის გადახდამდე თქვენ გკითხავთ.',
                'თუ მაღაზია შეკვეთას გააუქმებს ან ნივთი მარაგში აღარ იქნება, მისთვის გადახდილი მთელი თანხა, საკომისიოს ჩათვლით, ბალანსზე დაგიბრუნდებათ, როგორც კი მაღაზია გაუქმებას დაადასტურებს.',
                'საწყობიდან თქვენამდე მიწოდება ტარიფით ცალკე იხდება. დაბრუნება და გაცვლა შესაძლებელია მხოლოდ მაღაზიის პირობებით; ნივთის საზღვარგარეთ უკან გაგზავნის ხარჯს თქვენ იხდით.',
              ],
            },
          ],
        },
      },
    },
    {
      id: 'delivery-and-storage',
      translations: {
        az: {
          heading: 'Çatdırılma və saxlanma',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Tariflərdə göstərilən çatdırılma müddətləri təxminidir və bağlamanın anbardan çıxdığı gündən hesablanır; bayram günləri, gömrük yoxlamaları və daşıyıcılar onları uzada bilər.',
                'Təhvil məntəqəsində bağlama təhvil verilməyə hazır olduğu gündən 14 gün pulsuz saxlanılır. Bundan sonra saxlanma hər bağlama üçün gündə 0,50 $ təşkil edir.',
                '60 gün ərzində götürülməyən bağlama sahibsiz sayılır: SMS və e-poçtla xəbərdarlıqdan sonra onu gömrüyə təhvil verə və ya qanunla müəyyən edilmiş qaydada utilizasiya edə bilərik; saxlanma haqqı isə ödənilməli olaraq qalır.',
                'Bağlama alıcıya şəxsiyyət sənədi əsasında, yaxud sizin yazılı etibarnamənizi təqdim edən şəxsə verilir. Kuryer bağlamanı kabinetdə seçdiyiniz ünvana gətirir; qablaşdırmanı kuryerin yanında yoxlayın.',
              ],
            },
          ],
        },
        en: {
          heading: 'Delivery and storage',
          blocks: [
            {
              kind: 'ul',
              items: [
                'The delivery times in the tariffs are estimates counted from the day the parcel leaves the warehouse; public holidays, customs checks and carriers may lengthen them.',
                'At a pickup point a parcel is stored free of charge for 14 days from the day it is ready for pickup. After that, storage costs $0.50 per parcel per day.',
                'A parcel not collected within 60 days is treated as abandoned: after a warning by SMS and e-mail we may hand it over to customs or dispose of it as the law provides, and the storage fee remains payable.',
                'A parcel is handed to the recipient on an identity document, or to a person with your written authorisation. A courier brings it to the address chosen in the cabinet; check the packaging while the courier is there.',
              ],
            },
          ],
        },
        ru: {
          heading: 'Доставка и хранение',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Сроки доставки в тарифах ориентировочные и считаются со дня отправки посылки со склада; праздники, таможенные проверки и перевозчики могут их увеличить.',
                'В пункте выдачи посылка хранится бесплатно 14 дней с того дня, когда она готова к выдаче. Дальше хранение стоит 0,50 $ в день за каждую посылку.',
                'Посылка, которую не забрали в течение 60 дней, считается невостребованной: после предупреждения по SMS и e-mail мы можем передать её таможне или утилизировать в порядке, установленном законом; плата за хранение при этом остаётся к оплате.',
                'Посылку выдают получателю по документу, удостоверяющему личность, или человеку с вашей письменной доверенностью. Курьер привозит её по адресу, выбранному в кабинете; проверьте упаковку в присутствии курьера.',
              ],
            },
          ],
        },
        uz: {
          heading: 'Yetkazib berish va saqlash',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Tariflarda koʻrsatilgan yetkazib berish muddatlari taxminiy boʻlib, posilka ombordan joʻnatilgan kundan hisoblanadi; bayramlar, bojxona tekshiruvlari va tashuvchilar ularni uzaytirishi mumkin.',
                'Topshirish punktida posilka olib ketishga tayyor boʻlgan kundan boshlab 14 kun bepul saqlanadi. Shundan soʻng saqlash har bir posilka uchun kuniga 0,50 $ turadi.',
                '60 kun ichida olib ketilmagan posilka egasiz deb hisoblanadi: SMS va elektron pochta orqali ogohlantirgandan soʻng uni bojxonaga topshirishimiz yoki qonunda belgilangan tartibda utilizatsiya qilishimiz mumkin; saqlash haqi esa toʻlanishi shart boʻlib qoladi.',
                'Posilka qabul qiluvchiga shaxsni tasdiqlovchi hujjat asosida yoki sizning yozma ishonchnomangiz bor shaxsga beriladi. Kuryer uni kabinetda tanlangan manzilga olib keladi; qadoqni kuryer huzurida tekshiring.',
              ],
            },
          ],
        },
        ka: {
          heading: 'მიწოდება და შენახვა',
          blocks: [
            {
              kind: 'ul',
              items: [
                'ტარიფებში მითითებული ვადები სავარაუდოა და აითვლება ამანათის საწყობიდან გაგზავნის დღიდან; დღესასწაულებმა, საბაჟო შემოწმებებმა და გადამზიდავებმა შეიძლება ისინი გაახანგრძლივოს.',
                'გაცემის პუნქტში ამანათი 14 დღე უფასოდ ინახება იმ დღიდან, როცა ის გასაცემად მზადაა. ამის შემდეგ შენახვა ღირს 0,50 $ დღეში თითო ამანათზე.',
                '60 დღის განმავლობაში გაუტანელი ამანათი მიტოვებულად ითვლება: SMS-ითა და ელფოსტით გაფრთხილების შემდეგ შეგვიძლია ის საბაჟოს გადავცეთ ან კანონით დადგენილი წესით განვკარგოთ; შენახვის საფასური კი გადასახდელად რჩება.',
                'ამანათი გადაეცემა მიმღებს პირადობის დამადასტურებელი დოკუმენტით ან იმ პირს, ვისაც თქვენი წერილობითი მინდობილობა აქვს. კურიერი მას მოიტანს კაბინეტში არჩეულ მისამართზე; შეფუთვა კურიერის თანდასწრებით შეამოწმეთ.',
              ],
            },
          ],
        },
      },
    },
    {
      id: 'prohibited-items',
      translations: {
        az: {
          heading: 'Qadağan olunmuş və məhdudlaşdırılmış əşyalar',
          blocks: [
            {
              kind: 'p',
              text: 'Göndərildiyi və ya çatdırıldığı ölkənin qanunlarının, aviaşirkət qaydalarının və ya daşınma qaydalarımızın qadağan etdiyi əşyaları göndərmək olmaz: silah və onun hissələri, döyüş sursatı, partlayıcı maddələr və pirotexnika, narkotiklər, zəhərli maddələr, tez alışan mayelər və qazlar, saxta mallar, nağd pul və qiymətli kağızlar. Bəzi əşyalar — litium batareyalar, ətirlər, dərmanlar, qida əlavələri — yalnız “Daşınma qaydaları” səhifəsində göstərilən şərtlərlə qəbul edilir; bu şərtlər anbardan asılı olaraq fərqlənir.',
            },
            {
              kind: 'p',
              text: 'Qadağan olunmuş əşya olan bağlama göndərilmir. Qanundan asılı olaraq o, hesabınıza göndərənə qaytarılır, səlahiyyətli orqanlara təhvil verilir və ya məhv edilir; cərimələr və xərclər sizin üzərinizə düşür.',
            },
          ],
        },
        en: {
          heading: 'Prohibited and restricted items',
          blocks: [
            {
              kind: 'p',
              text: 'You may not send anything forbidden by the law of the origin or destination country, by airline rules or by our rules of carriage: weapons and their parts, ammunition, explosives and fireworks, narcotics, poisons, flammable liquids and gases, counterfeit goods, cash and securities. Some items — lithium batteries, perfume, medicines, food supplements — are carried only on the conditions listed on the Rules of carriage page, which differ from one warehouse to another.',
            },
            {
              kind: 'p',
              text: 'A parcel with prohibited items is not shipped. Depending on the law, it is returned to the sender at your cost, handed over to the authorities or destroyed; fines and costs are charged to you.',
            },
          ],
        },
        ru: {
          heading: 'Запрещённые и ограниченные предметы',
          blocks: [
            {
              kind: 'p',
              text: 'Нельзя отправлять то, что запрещают законы страны отправления или назначения, правила авиакомпаний или наши правила перевозки: оружие и его части, боеприпасы, взрывчатые вещества и пиротехнику, наркотики, яды, легковоспламеняющиеся жидкости и газы, контрафакт, наличные деньги и ценные бумаги. Некоторые предметы — литиевые аккумуляторы, парфюмерию, лекарства, БАДы — мы принимаем только на условиях, указанных на странице «Правила перевозки»; для разных складов они различаются.',
            },
            {
              kind: 'p',
              text: 'Посылку с запрещёнными предметами не отправляют. В зависимости от закона её возвращают отправителю за ваш счёт, передают государственным органам или уничтожают; штрафы и расходы ложатся на вас.',
            },
          ],
        },
        uz: {
          heading: 'Taqiqlangan va cheklangan buyumlar',
          blocks: [
            {
              kind: 'p',
              text: 'Joʻnatuvchi yoki qabul qiluvchi mamlakat qonunlari, aviakompaniya qoidalari yoki bizning tashish qoidalarimiz taqiqlagan narsalarni joʻnatish mumkin emas: qurol va uning qismlari, oʻq-dorilar, portlovchi moddalar va pirotexnika, giyohvand moddalar, zaharlar, tez alangalanuvchi suyuqliklar va gazlar, qalbaki tovarlar, naqd pul va qimmatli qogʻozlar. Baʼzi buyumlar — litiy batareyalar, atirlar, dori-darmonlar, biologik faol qoʻshimchalar — faqat “Tashish qoidalari” sahifasida koʻrsatilgan shartlar bilan qabul qilinadi; bu shartlar omborga qarab farq qiladi.',
            },
            {
              kind: 'p',
              text: 'Taqiqlangan buyum solingan posilka joʻnatilmaydi. Qonunga qarab u sizning hisobingizdan joʻnatuvchiga qaytariladi, vakolatli organlarga topshiriladi yoki yoʻq qilinadi; jarima va xarajatlar sizning zimmangizda boʻladi.',
            },
          ],
        },
        ka: {
          heading: 'აკრძალული და შეზღუდული ნივთები',
          blocks: [
            {
              kind: 'p',
              text: 'არ შეიძლება იმის გამოგზავნა, რასაც კრძალავს გამგზავნი ან დანიშნულების ქვეყნის კანონი, ავიაკომპანიების წესები ან ჩვენი გადაზიდვის წესები: იარაღი და მისი ნაწილები, საბრძოლო მასალა, ფეთქებადი ნივთიერებები და პიროტექნიკა, ნარკოტიკები, შხამები, აალებადი სითხეები და აირები, ყალბი საქონელი, ნაღდი ფული და ფასიანი ქაღალდები. ზოგიერთ ნივთს — ლითიუმის ბატარეებს, სუნამოს, მედიკამენტებს, საკვებ დანამატებს — ვიღებთ მხოლოდ გვერდზე „გადაზიდვის წესები“ მითითებული პირობებით, რომლებიც საწყობის მიხედვით განსხვავდება.',
            },
            {
              kind: 'p',
              text: 'აკრძალული ნივთის შემცველი ამანათი არ იგზავნება. კანონის მიხედვით ის თქვენი ხარჯით უბრუნდება გამგზავნს, გადაეცემა სახელმწიფო ორგანოებს ან ნადგურდება; ჯარიმები და ხარჯები თქვენ გეკისრებათ.',
            },
          ],
        },
      },
    },
    {
      id: 'liability-and-insurance',
      translations: {
        az: {
          heading: 'Məsuliyyət və sığorta',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Bağlamaya görə anbar onu qəbul etdiyi andan sizə təhvil verilənədək cavabdehik.',
                'Sığortasız bağlama itdikdə və ya zədələndikdə onun invoysla təsdiqlənmiş bəyan edilmiş dəyərini, lakin bir bağlama üçün 100 $-dan çox olmamaqla ödəyir və çatdırılma haqqını qaytarırıq.',
                'Könüllü sığorta bəyan edilmiş dəyərin 2%-i, ən azı 1 $ təşkil edir; o, bağlama anbardan çıxana qədər bəyannamədə seçilir. Sığortalanmış bağlamanın dəyəri bəyan edilmiş məbləğ həddində tam ödənilir.',
              ],
            },
            {
              kind: 'p',
              text: 'Bizə bağlı halda gəlmiş bağlamaya mağazanın nə qoyub-qoymamasına, mağazanın pis qablaşdırdığı kövrək mallara dəyən zərərə, gömrüyün səbəb olduğu gecikmə və müsadirələrə, eləcə də səhv bəyannamənin nəticələrinə görə məsuliyyət daşımırıq.',
            },
          ],
        },
        en: {
          heading: 'Liability and insurance',
          blocks: [
            {
              kind: 'ul',
              items: [
                'We are responsible for a parcel from the moment the warehouse accepts it until it is handed to you.',
                'If an uninsured parcel is lost or damaged, we pay its declared value as confirmed by the invoice, up to $100 per parcel, and refund the delivery fee.',
                'Optional insurance costs 2% of the declared value, at least $1, and is chosen in the declaration before the parcel leaves the warehouse. An insured parcel is compensated in full, up to its declared value.',
              ],
            },
            {
              kind: 'p',
              text: 'We are not liable for what the shop did or did not put into a parcel that reached us sealed, for damage to fragile goods the shop packed poorly, for delays and seizures by customs, or for the consequences of a wrong declaration.',
            },
          ],
        },
        ru: {
          heading: 'Ответственность и страхование',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Мы отвечаем за посылку с момента, когда склад её принял, до момента выдачи вам.',
                'Если посылка без страховки утеряна или повреждена, мы выплачиваем её заявленную стоимость, подтверждённую инвойсом, но не более 100 $ за посылку, и возвращаем плату за доставку.',
                'Добровольная страховка стоит 2% от заявленной стоимости, но не меньше 1 $; её выбирают в декларации до отправки посылки со склада. Застрахованную посылку мы возмещаем полностью в пределах заявленной стоимости.',
              ],
            },
            {
              kind: 'p',
              text: 'Мы не отвечаем за то, что магазин положил или не положил в посылку, пришедшую к нам запечатанной, за повреждение хрупких товаров, плохо упакованных магазином, за задержки и изъятия на таможне, а также за последствия неверной декларации.',
            },
          ],
        },
        uz: {
          heading: 'Javobgarlik va sugʻurta',
          blocks: [
            {
              kind: 'ul',
              items: [
                'Posilka uchun ombor uni qabul qilgan paytdan boshlab sizga topshirilgunicha javob beramiz.',
                'Sugʻurtalanmagan posilka yoʻqolsa yoki shikastlansa, uning invoys bilan tasdiqlangan eʼlon qilingan qiymatini, lekin bitta posilka uchun 100 $ dan oshmagan miqdorda toʻlaymiz va yetkazib berish haqini qaytaramiz.',
                'Ixtiyoriy sugʻurta eʼlon qilingan qiymatning 2% ini, kamida 1 $ ni tashkil etadi; u posilka ombordan chiqmasidan oldin deklaratsiyada tanlanadi. Sugʻurtalangan posilka eʼlon qilingan qiymati doirasida toʻliq qoplanadi.',
              ],
            },
            {
              kind: 'p',
              text: 'Bizga yopiq holda kelgan posilkaga doʻkon nima solgani yoki solmagani, doʻkon yomon qadoqlagan moʻrt tovarlarning shikastlanishi, bojxona sababli kechikishlar va musodaralar, shuningdek notoʻgʻri deklaratsiya oqibatlari uchun javobgar emasmiz.',
            },
          ],
        },
        ka: {
          heading: 'პასუხისმგებლობა და დაზღვევა',
          blocks: [
            {
              kind: 'ul',
              items: [
                'ამანათზე პასუხს ვაგებთ იმ მომენტიდან, როცა საწყობი მას მიიღებს, თქვენთვის გადაცემამდე.',
                'დაუზღვეველი ამანათის დაკარგვის ან დაზიანების შემთხვევაში ვანაზღაურებთ ინვოისით დადასტურებულ დეკლარირებულ ღირებულებას, მაგრამ არაუმეტეს 100 $-ისა ერთ ამანათზე, და გიბრუნებთ მიწოდების საფასურს.',
                'ნებაყოფლობითი დაზღვევა ღირს დეკლარირებული ღირებულების 2%, მინიმუმ 1 $; მას ირჩევთ დეკლარაციაში, სანამ ამანათი საწყობს დატოვებს. დაზღვეული ამანათი სრულად ანაზღაურდება დეკლარირებული ღირებულების ფარგლებში.',
              ],
            },
            {
              kind: 'p',
              text: 'პასუხს არ ვაგებთ იმაზე, რა ჩადო ან არ ჩადო მაღაზიამ ამანათში, რომელიც ჩვენთან დალუქული შემოვიდა, მაღაზიის მიერ ცუდად შეფუთული მსხვრევადი ნივთების დაზიანებაზე, საბაჟოს მიზეზით დაყოვნებასა და ჩამორთმევაზე, ასევე არასწორი დეკლარაციის შედეგებზე.',
            },
          ],
        },
      },
    },
    {
      id: 'complaints',
      translations: {
        az: {
          heading: 'Şikayətlər',
          blocks: [
            {
              kind: 'ol',
              items: [
                'Bağlamanı təhvil alarkən yoxlayın. Qablaşdırma zədələnibsə və ya çəki fərqlənirsə, dərhal təhvil məntəqəsinin əməkdaşına və ya kuryerə bildirin — akt tərtib ediləcək.',
                'Şikayəti bağlamanı aldığınız gündən (bağlama gəlməyibsə, elan olunmuş çatdırılma müddəti bitdiyi gündən) 7 gün ərzində kabinet vasitəsilə və ya ölkənizin dəstək e-poçtuna şəkillər və invoysla birlikdə göndərin.',
                'Şikayətə 10 iş günü ərzində cavab veririk. Kompensasiya balansınıza, istəsəniz isə kartınıza köçürülür.',
              ],
            },
            {
              kind: 'p',
              text: 'Razılığa gələ bilmədikdə mübahisə hesabınızın qeydiyyatda olduğu ölkənin qanunlarına əsasən, istehlakçı kimi hüquqlarınız məhdudlaşdırılmadan həll edilir.',
            },
          ],
        },
        en: {
          heading: 'Complaints',
          blocks: [
            {
              kind: 'ol',
              items: [
                'Check the parcel when you receive it. If the packaging is damaged or the weight differs, tell the pickup point staff or the courier at once, and they will write a report.',
                'Send your complaint within 7 days of receiving the parcel (or, if it has not arrived, of the end of the stated delivery time) through the cabinet or to your country’s support e-mail, with photos and the invoice.',
                'We answer within 10 working days. Compensation goes to your balance, or to your card if you ask.',
              ],
            },
            {
              kind: 'p',
              text: 'If we cannot agree, the dispute is settled under the law of the country where your account is registered, without limiting your rights as a consumer.',
            },
          ],
        },
        ru: {
          heading: 'Претензии',
          blocks: [
            {
              kind: 'ol',
              items: [
                'Осмотрите посылку при получении. Если упаковка повреждена или вес не совпадает, сразу скажите сотруднику пункта выдачи или курьеру — составят акт.',
                'Отправьте претензию в течение 7 дней со дня получения (а если посылка не пришла — со дня окончания заявленного срока доставки) через личный кабинет или на e-mail поддержки вашей страны, приложив фото и инвойс.',
                'Мы отвечаем в течение 10 рабочих дней. Компенсация зачисляется на баланс или, по вашей просьбе, на карту.',
              ],
            },
            {
              kind: 'p',
              text: 'Если договориться не удастся, спор решается по законам страны, где зарегистрирована ваша учётная запись, без ограничения ваших прав как потребителя.',
            },
          ],
        },
        uz: {
          heading: 'Shikoyatlar',
          blocks: [
            {
              kind: 'ol',
              items: [
                'Posilkani olayotganda tekshiring. Qadoq shikastlangan boʻlsa yoki vazn mos kelmasa, darhol topshirish punkti xodimiga yoki kuryerga ayting — dalolatnoma tuziladi.',
                'Shikoyatni posilkani olgan kundan (posilka kelmagan boʻlsa, eʼlon qilingan yetkazib berish muddati tugagan kundan) boshlab 7 kun ichida shaxsiy kabinet orqali yoki mamlakatingizdagi qoʻllab-quvvatlash xizmatining elektron pochtasiga rasmlar va invoys bilan yuboring.',
                'Shikoyatga 10 ish kuni ichida javob beramiz. Kompensatsiya balansingizga yoki soʻrovingizga koʻra kartangizga oʻtkaziladi.',
              ],
            },
            {
              kind: 'p',
              text: 'Kelisha olmasak, nizo hisobingiz roʻyxatdan oʻtgan mamlakat qonunlariga muvofiq, isteʼmolchi sifatidagi huquqlaringiz cheklanmagan holda hal qilinadi.',
            },
          ],
        },
        ka: {
          heading: 'პრეტენზიები',
          blocks: [
            {
              kind: 'ol',
              items: [
                'ამანათი მიღებისას შეამოწმეთ. თუ შეფუთვა დაზიანებულია ან წონა არ ემთხვევა, მაშინვე უთხარით გაცემის პუნქტის თანამშრომელს ან კურიერს — შედგება აქტი.',
                'პრეტენზია გამოგვიგზავნეთ ამანათის მიღებიდან (თუ ამანათი არ ჩამოსულა — მიწოდების გამოცხადებული ვადის ამოწურვიდან) 7 დღის განმავლობაში პირადი კაბინეტიდან ან თქვენი ქვეყნის მხარდაჭერის ელფოსტაზე, ფოტოებითა და ინვოისით.',
                'გპასუხობთ 10 სამუშაო დღის განმავლობაში. კომპენსაცია ირიცხება ბალანსზე, ან თქვენი სურვილით — ბარათზე.',
              ],
            },
            {
              kind: 'p',
              text: 'თუ შეთანხმებას ვერ მივაღწევთ, დავა წყდება იმ ქვეყნის კანონმდებლობით, სადაც თქვენი ანგარიშია რეგისტრირებული, მომხმარებლის უფლებების შეზღუდვის გარეშე.',
            },
          ],
        },
      },
    },
    {
      id: 'changes-to-terms',
      translations: {
        az: {
          heading: 'Şərtlərdə dəyişikliklər',
          blocks: [
            {
              kind: 'p',
              text: 'Bu şərtləri dəyişə bilərik. Yeni redaksiya dəyişiklik tarixi ilə bu səhifədə dərc olunur, mühüm dəyişikliklər barədə isə onlar qüvvəyə minməzdən ən azı 14 gün əvvəl e-poçtla və ya kabinetdə xəbər veririk. Artıq anbardan çıxmış bağlamalara həmin an qüvvədə olan şərtlər tətbiq edilir.',
            },
            {
              kind: 'p',
              text: 'Dəyişikliklərlə razı deyilsinizsə, xidmətdən istifadəni dayandırıb hesabınızı silə bilərsiniz; dəyişikliklər qüvvəyə mindikdən sonra xidmətdən istifadəni davam etdirmək onları qəbul etdiyiniz deməkdir.',
            },
          ],
        },
        en: {
          heading: 'Changes to these terms',
          blocks: [
            {
              kind: 'p',
              text: 'We may change these terms. The new version is published on this page with the date of the change, and we tell you about important changes by e-mail or in the cabinet at least 14 days before they take effect. Parcels that have already left the warehouse are handled under the terms in force when they left.',
            },
            {
              kind: 'p',
              text: 'If you do not agree with a change, you may stop using the service and delete your account; using the service after the change takes effect means you accept it.',
            },
          ],
        },
        ru: {
          heading: 'Изменение условий',
          blocks: [
            {
              kind: 'p',
              text: 'Мы можем менять эти условия. Новая редакция публикуется на этой странице с датой изменения, а о существенных изменениях мы сообщаем по e-mail или в личном кабинете не позднее чем за 14 дней до их вступления в силу. Посылки, уже отправленные со склада, обслуживаются на условиях, действовавших в момент отправки.',
            },
            {
              kind: 'p',
              text: 'Если вы не согласны с изменениями, можно перестать пользоваться сервисом и удалить учётную запись; если вы продолжаете пользоваться им после вступления изменений в силу, это значит, что вы их приняли.',
            },
          ],
        },
        uz: {
          heading: 'Shartlardagi oʻzgarishlar',
          blocks: [
            {
              kind: 'p',
              text: 'Biz ushbu shartlarni oʻzgartirishimiz mumkin. Yangi tahrir oʻzgartirish sanasi bilan shu sahifada eʼlon qilinadi, muhim oʻzgarishlar haqida esa ular kuchga kirishidan kamida 14 kun oldin elektron pochta yoki shaxsiy kabinet orqali xabar beramiz. Ombordan joʻnatib boʻlingan posilkalarga joʻnatilgan paytda amalda boʻlgan shartlar qoʻllaniladi.',
            },
            {
              kind: 'p',
              text: 'Oʻzgarishlarga rozi boʻlmasangiz, xizmatdan foydalanishni toʻxtatib, hisobingizni oʻchirishingiz mumkin; oʻzgarishlar kuchga kirgandan keyin xizmatdan foydalanishda davom etsangiz, ularni qabul qilgan hisoblanasiz.',
            },
          ],
        },
        ka: {
          heading: 'პირობების ცვლილება',
          blocks: [
            {
              kind: 'p',
              text: 'შეიძლება ეს პირობები შევცვალოთ. ახალი რედაქცია ქვეყნდება ამ გვერდზე ცვლილების თარიღით, მნიშვნელოვანი ცვლილებების შესახებ კი ძალაში შესვლამდე არანაკლებ 14 დღით ადრე გატყობინებთ ელფოსტით ან პირად კაბინეტში. საწყობიდან უკვე გაგზავნილ ამანათებზე ვრცელდება გაგზავნის მომენტში მოქმედი პირობები.',
            },
            {
              kind: 'p',
              text: 'თუ ცვლილებებს არ ეთანხმებით, შეგიძლიათ შეწყვიტოთ სერვისით სარგებლობა და წაშალოთ ანგარიში; ცვლილებების ძალაში შესვლის შემდეგ სერვისით სარგებლობის გაგრძელება ნიშნავს, რომ მათ ეთანხმებით.',
            },
          ],
        },
      },
    },
  ],
};
