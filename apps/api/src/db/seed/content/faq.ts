import type { FaqGroup } from './types.ts';

/**
 * The public FAQ, grouped by topic in the order the page shows them. Prices, limits and transit times follow
 * `db/seed/tariffs.ts` (worked examples use the Turkey route to the reader's usual country: AZ in az, en and ru,
 * UZ in uz, GE in ka).
 */
export const FAQ: readonly FaqGroup[] = [
  {
    id: 'getting-started',
    translations: {
      en: { title: 'Getting started' },
      az: { title: 'İlk addımlar' },
      ru: { title: 'С чего начать' },
      uz: { title: 'Ilk qadamlar' },
      ka: { title: 'როგორ დავიწყოთ' },
    },
    questions: [
      {
        id: 'how-to-sign-up',
        translations: {
          en: {
            question: 'How do I sign up?',
            answer: [
              {
                kind: 'p',
                text: 'Press Sign up, enter your mobile number and confirm it with the code we send by SMS. Then fill in your profile: your name and surname exactly as in your ID document, your personal identification number (FIN in Azerbaijan, PINFL in Uzbekistan, personal number in Georgia) and the city where you will collect parcels.',
              },
              {
                kind: 'p',
                text: 'These details go into the customs declaration of every parcel, so they must match your documents: customs releases a parcel only to the person it is addressed to. Signing up is free, and your warehouse addresses appear as soon as the profile is complete.',
              },
            ],
          },
          az: {
            question: 'Necə qeydiyyatdan keçə bilərəm?',
            answer: [
              {
                kind: 'p',
                text: '«Qeydiyyat» düyməsini basın, mobil nömrənizi yazın və SMS ilə gələn kodla təsdiqləyin. Sonra profilinizi doldurun: ad və soyadınızı şəxsiyyət vəsiqəsində yazıldığı kimi, FİN kodunuzu və bağlamaları götürəcəyiniz şəhəri göstərin.',
              },
              {
                kind: 'p',
                text: 'Bu məlumatlar hər bağlamanın gömrük bəyannaməsinə düşür, ona görə sənədlərinizlə eyni olmalıdır: gömrük bağlamanı yalnız ünvanlandığı şəxsə buraxır. Qeydiyyat pulsuzdur, profil tamamlanan kimi xaricdəki anbar ünvanlarınız görünür.',
              },
            ],
          },
          ru: {
            question: 'Как зарегистрироваться?',
            answer: [
              {
                kind: 'p',
                text: 'Нажмите «Регистрация», введите номер мобильного телефона и подтвердите его кодом из SMS. Затем заполните профиль: имя и фамилию точно как в удостоверении личности, персональный идентификационный номер (FİN в Азербайджане, ПИНФЛ в Узбекистане, личный номер в Грузии) и город, где будете получать посылки.',
              },
              {
                kind: 'p',
                text: 'Эти данные попадают в таможенную декларацию каждой посылки, поэтому должны совпадать с документами: таможня выпускает посылку только тому, кому она адресована. Регистрация бесплатна, а адреса складов за рубежом появятся сразу после заполнения профиля.',
              },
            ],
          },
          uz: {
            question: 'Qanday roʻyxatdan oʻtaman?',
            answer: [
              {
                kind: 'p',
                text: '«Roʻyxatdan oʻtish» tugmasini bosing, mobil raqamingizni kiriting va SMS orqali kelgan kod bilan tasdiqlang. Soʻngra profilingizni toʻldiring: ism va familiyangizni pasportdagidek, JShShIR (PINFL) raqamingizni va posilkalarni oladigan shahringizni koʻrsating.',
              },
              {
                kind: 'p',
                text: 'Bu maʼlumotlar har bir posilkaning bojxona deklaratsiyasiga kiritiladi, shuning uchun hujjatlaringiz bilan mos boʻlishi shart: bojxona posilkani faqat kimga joʻnatilgan boʻlsa, oʻsha shaxsga beradi. Roʻyxatdan oʻtish bepul, xorijdagi ombor manzillaringiz esa profil toʻldirilishi bilanoq paydo boʻladi.',
              },
            ],
          },
          ka: {
            question: 'როგორ დავრეგისტრირდე?',
            answer: [
              {
                kind: 'p',
                text: 'დააჭირეთ „რეგისტრაციას“, შეიყვანეთ მობილურის ნომერი და დაადასტურეთ SMS-ით მიღებული კოდით. შემდეგ შეავსეთ პროფილი: სახელი და გვარი ზუსტად ისე, როგორც პირადობის მოწმობაშია, პირადი ნომერი და ქალაქი, სადაც ამანათებს მიიღებთ.',
              },
              {
                kind: 'p',
                text: 'ეს მონაცემები ყველა ამანათის საბაჟო დეკლარაციაში გადადის, ამიტომ დოკუმენტებს ზუსტად უნდა ემთხვეოდეს: საბაჟო ამანათს მხოლოდ იმ პირს გადასცემს, ვის სახელზეც არის გამოგზავნილი. რეგისტრაცია უფასოა, საზღვარგარეთის საწყობების მისამართები კი პროფილის შევსებისთანავე გამოჩნდება.',
              },
            ],
          },
        },
      },
      {
        id: 'where-is-my-warehouse-address',
        translations: {
          en: {
            question: 'Where do I find my warehouse address abroad?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Sign in and open Foreign addresses in the cabinet.',
                  'Choose the warehouse: Turkey, USA, China, United Kingdom, Germany or United Arab Emirates.',
                  'Copy each line into the matching field at the store’s checkout — name, address lines, city, postcode and phone. Every field has its own copy button.',
                ],
              },
              {
                kind: 'p',
                text: 'Your customer code, shown at the top of the cabinet, is part of the address. Keep it exactly where the address shows it, usually after your name or in the second address line. A parcel without the code ends up among unidentified parcels, and finding its owner can take days.',
              },
            ],
          },
          az: {
            question: 'Xaricdəki anbar ünvanımı harada tapım?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Daxil olun və kabinetdə «Xarici ünvanlar» bölməsini açın.',
                  'Anbarı seçin: Türkiyə, ABŞ, Çin, Böyük Britaniya, Almaniya və ya BƏƏ.',
                  'Mağazada sifarişi rəsmiləşdirərkən hər sətri uyğun sahəyə köçürün: ad, ünvan sətirləri, şəhər, poçt indeksi və telefon. Hər sahənin öz kopyalama düyməsi var.',
                ],
              },
              {
                kind: 'p',
                text: 'Kabinetin yuxarısında göstərilən müştəri kodunuz ünvanın bir hissəsidir. Onu ünvanda göstərildiyi yerdə — adətən adınızdan sonra və ya ünvanın ikinci sətrində — saxlayın. Kodsuz bağlama sahibi məlum olmayan bağlamalar siyahısına düşür və sahibini tapmaq günlərlə çəkə bilər.',
              },
            ],
          },
          ru: {
            question: 'Где найти адрес склада за рубежом?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Войдите и откройте в кабинете раздел «Зарубежные адреса».',
                  'Выберите склад: Турция, США, Китай, Великобритания, Германия или ОАЭ.',
                  'При оформлении заказа в магазине скопируйте каждую строку в соответствующее поле — имя, строки адреса, город, индекс и телефон. У каждого поля есть своя кнопка копирования.',
                ],
              },
              {
                kind: 'p',
                text: 'Код клиента, который указан вверху кабинета, — часть адреса. Оставьте его ровно там, где он стоит в адресе, — обычно после имени или во второй строке адреса. Посылка без кода попадает в неопознанные, и поиск владельца может занять несколько дней.',
              },
            ],
          },
          uz: {
            question: 'Xorijdagi ombor manzilimni qayerdan topaman?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Kabinetga kiring va «Xorijiy manzillar» boʻlimini oching.',
                  'Omborni tanlang: Turkiya, AQSH, Xitoy, Buyuk Britaniya, Germaniya yoki BAA.',
                  'Doʻkonda buyurtma rasmiylashtirayotganda har bir qatorni mos maydonga nusxalang: ism, manzil qatorlari, shahar, pochta indeksi va telefon. Har bir maydonning oʻz nusxalash tugmasi bor.',
                ],
              },
              {
                kind: 'p',
                text: 'Kabinet yuqorisida koʻrsatilgan mijoz kodingiz manzilning bir qismidir. Uni manzilda koʻrsatilgan joyda — odatda ismingizdan keyin yoki manzilning ikkinchi qatorida — qoldiring. Kodsiz posilka egasi aniqlanmagan posilkalar qatoriga tushadi va egasini topish bir necha kun olishi mumkin.',
              },
            ],
          },
          ka: {
            question: 'სად ვიპოვო საზღვარგარეთის საწყობის მისამართი?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'შედით კაბინეტში და გახსენით განყოფილება „უცხოური მისამართები“.',
                  'აირჩიეთ საწყობი: თურქეთი, აშშ, ჩინეთი, დიდი ბრიტანეთი, გერმანია ან არაბთა გაერთიანებული საამიროები.',
                  'მაღაზიაში შეკვეთის გაფორმებისას თითოეული სტრიქონი შესაბამის ველში გადაიტანეთ: სახელი, მისამართის სტრიქონები, ქალაქი, საფოსტო ინდექსი და ტელეფონი. ყველა ველს საკუთარი კოპირების ღილაკი აქვს.',
                ],
              },
              {
                kind: 'p',
                text: 'კლიენტის კოდი, რომელიც კაბინეტის ზედა ნაწილშია მითითებული, მისამართის ნაწილია. დატოვეთ ის ზუსტად იქ, სადაც მისამართში წერია — ჩვეულებრივ, სახელის შემდეგ ან მისამართის მეორე სტრიქონში. კოდის გარეშე ამანათი დაუდგენელ ამანათებში ხვდება და მფლობელის მოძებნას შეიძლება რამდენიმე დღე დასჭირდეს.',
              },
            ],
          },
        },
      },
      {
        id: 'which-stores',
        translations: {
          en: {
            question: 'Which online stores can I order from?',
            answer: [
              {
                kind: 'p',
                text: 'From any store that delivers to an address in one of the six countries where our warehouses are: Trendyol, Hepsiburada and Koton in Turkey; Amazon, eBay, iHerb and Nike in the USA; AliExpress, Taobao and 1688 in China; ASOS and Next in the United Kingdom; Zalando and Otto in Germany; Noon and Namshi in the UAE — and thousands of others.',
              },
              {
                kind: 'p',
                text: 'If a store does not accept your card or asks for a local phone number, use Buy for me: we place the order for you.',
              },
            ],
          },
          az: {
            question: 'Hansı onlayn mağazalardan sifariş verə bilərəm?',
            answer: [
              {
                kind: 'p',
                text: 'Anbarlarımızın yerləşdiyi altı ölkədən birində ünvana çatdırılma edən istənilən mağazadan: Türkiyədə Trendyol, Hepsiburada və Koton; ABŞ-da Amazon, eBay, iHerb və Nike; Çində AliExpress, Taobao və 1688; Böyük Britaniyada ASOS və Next; Almaniyada Zalando və Otto; BƏƏ-də Noon və Namshi — və minlərlə başqa mağaza.',
              },
              {
                kind: 'p',
                text: 'Mağaza kartınızı qəbul etmirsə və ya yerli telefon nömrəsi tələb edirsə, «Sifarişi biz edək» xidmətindən istifadə edin: sifarişi sizin əvəzinizə biz verəcəyik.',
              },
            ],
          },
          ru: {
            question: 'В каких интернет-магазинах можно заказывать?',
            answer: [
              {
                kind: 'p',
                text: 'В любых, которые доставляют по адресу в одной из шести стран, где есть наши склады: Trendyol, Hepsiburada и Koton в Турции; Amazon, eBay, iHerb и Nike в США; AliExpress, Taobao и 1688 в Китае; ASOS и Next в Великобритании; Zalando и Otto в Германии; Noon и Namshi в ОАЭ — и в тысячах других.',
              },
              {
                kind: 'p',
                text: 'Если магазин не принимает вашу карту или требует местный номер телефона, воспользуйтесь выкупом товаров: мы оформим заказ за вас.',
              },
            ],
          },
          uz: {
            question: 'Qaysi onlayn doʻkonlardan buyurtma bera olaman?',
            answer: [
              {
                kind: 'p',
                text: 'Omborlarimiz joylashgan olti mamlakatdan biridagi manzilga yetkazib beradigan istalgan doʻkondan: Turkiyada Trendyol, Hepsiburada va Koton; AQSHda Amazon, eBay, iHerb va Nike; Xitoyda AliExpress, Taobao va 1688; Buyuk Britaniyada ASOS va Next; Germaniyada Zalando va Otto; BAAda Noon va Namshi — va yana minglab doʻkonlardan.',
              },
              {
                kind: 'p',
                text: 'Agar doʻkon kartangizni qabul qilmasa yoki mahalliy telefon raqamini soʻrasa, «Biz sotib olamiz» xizmatidan foydalaning: buyurtmani siz uchun biz beramiz.',
              },
            ],
          },
          ka: {
            question: 'რომელი ონლაინ მაღაზიებიდან შემიძლია შეკვეთა?',
            answer: [
              {
                kind: 'p',
                text: 'ნებისმიერიდან, რომელიც ამანათს აგზავნის იმ ექვსი ქვეყნიდან რომელიმეში, სადაც ჩვენი საწყობებია: თურქეთში — Trendyol, Hepsiburada, Koton; აშშ-ში — Amazon, eBay, iHerb, Nike; ჩინეთში — AliExpress, Taobao, 1688; დიდ ბრიტანეთში — ASOS, Next; გერმანიაში — Zalando, Otto; არაბთა გაერთიანებულ საამიროებში — Noon, Namshi და ათასობით სხვა.',
              },
              {
                kind: 'p',
                text: 'თუ მაღაზია თქვენს ბარათს არ იღებს ან ადგილობრივ ტელეფონის ნომერს ითხოვს, ისარგებლეთ სერვისით „ჩვენ ვიყიდით თქვენთვის“: შეკვეთას თქვენ ნაცვლად ჩვენ გავაფორმებთ.',
              },
            ],
          },
        },
      },
      {
        id: 'how-buy-for-me-works',
        translations: {
          en: {
            question: 'How does Buy for me work?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'In the cabinet, open Buy for me and paste the link to the product.',
                  'Add the size, colour, quantity and, if you like, a comment for our buyer.',
                  'We confirm the total: the item price, delivery to our warehouse if the store charges for it, and our 5% fee, at least $3. Pay it from your wallet.',
                  'We buy the item within one working day and send you the store’s order confirmation. The parcel then travels like any other, and we declare it for you.',
                ],
              },
              {
                kind: 'p',
                text: 'If the price changes or the item sells out before we buy it, we ask you first and return any difference to your wallet.',
              },
            ],
          },
          az: {
            question: '«Sifarişi biz edək» xidməti necə işləyir?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Kabinetdə «Sifarişi biz edək» bölməsini açın və məhsulun linkini yapışdırın.',
                  'Ölçünü, rəngi, sayı və istəsəniz, alıcımız üçün şərhinizi əlavə edin.',
                  'Ümumi məbləği təsdiqləyirik: malın qiyməti, mağaza pul alırsa, anbarımıza qədər çatdırılma və 5% xidmət haqqımız (ən azı 3 $). Məbləği balansdan ödəyin.',
                  'Malı bir iş günü ərzində alırıq və mağazanın sifariş təsdiqini sizə göndəririk. Sonra bağlama adi qaydada yola düşür, onu sizin əvəzinizə biz bəyan edirik.',
                ],
              },
              {
                kind: 'p',
                text: 'Almazdan əvvəl qiymət dəyişsə və ya mal bitsə, əvvəlcə sizdən soruşuruq, fərqi isə balansınıza qaytarırıq.',
              },
            ],
          },
          ru: {
            question: 'Как работает выкуп товаров?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Откройте в кабинете раздел «Выкуп товаров» и вставьте ссылку на товар.',
                  'Укажите размер, цвет, количество и, если нужно, комментарий для нашего байера.',
                  'Мы подтвердим итоговую сумму: цена товара, доставка до нашего склада, если магазин берёт за неё плату, и наша комиссия 5% (не меньше 3 $). Оплатите её с баланса.',
                  'Мы выкупаем товар в течение одного рабочего дня и присылаем вам подтверждение заказа от магазина. Дальше посылка едет как обычно, а декларацию мы заполним сами.',
                ],
              },
              {
                kind: 'p',
                text: 'Если до покупки цена изменится или товар закончится, мы сначала спросим вас, а разницу вернём на баланс.',
              },
            ],
          },
          uz: {
            question: '«Biz sotib olamiz» xizmati qanday ishlaydi?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Kabinetda «Biz sotib olamiz» boʻlimini oching va mahsulot havolasini qoʻying.',
                  'Oʻlcham, rang, miqdor va xohlasangiz, xaridorimiz uchun izoh qoʻshing.',
                  'Umumiy summani tasdiqlaymiz: tovar narxi, agar doʻkon haq olsa, omborimizgacha yetkazib berish va 5% xizmat haqimiz (kamida 3 $). Summani balansdan toʻlang.',
                  'Tovarni bir ish kuni ichida sotib olamiz va doʻkonning buyurtma tasdigʻini sizga yuboramiz. Keyin posilka odatdagidek yoʻlga chiqadi, uni siz uchun oʻzimiz deklaratsiya qilamiz.',
                ],
              },
              {
                kind: 'p',
                text: 'Xariddan oldin narx oʻzgarsa yoki tovar tugab qolsa, avval sizdan soʻraymiz, farqini esa balansingizga qaytaramiz.',
              },
            ],
          },
          ka: {
            question: 'როგორ მუშაობს სერვისი „ჩვენ ვიყიდით თქვენთვის“?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'კაბინეტში გახსენით „ჩვენ ვიყიდით თქვენთვის“ და ჩასვით პროდუქტის ბმული.',
                  'მიუთითეთ ზომა, ფერი, რაოდენობა და, სურვილისამებრ, კომენტარი ჩვენი შემსყიდველისთვის.',
                  'დაგიდასტურებთ ჯამურ თანხას: ნივთის ფასი, ჩვენს საწყობამდე მიწოდება, თუ მაღაზია მასში საფასურს იღებს, და ჩვენი 5%-იანი საკომისიო (მინიმუმ 3 $). გადაიხადეთ ბალანსიდან.',
                  'ნივთს ერთი სამუშაო დღის განმავლობაში ვყიდულობთ და მაღაზიის მიერ შეკვეთის დადასტურებას გიგზავნით. შემდეგ ამანათი ჩვეულებრივ მოგზაურობს, დეკლარირებას კი ჩვენ ვაკეთებთ.',
                ],
              },
              {
                kind: 'p',
                text: 'თუ ყიდვამდე ფასი შეიცვლება ან ნივთი გაიყიდება, ჯერ თქვენ გკითხავთ, სხვაობას კი ბალანსზე დაგიბრუნებთ.',
              },
            ],
          },
        },
      },
    ],
  },
  {
    id: 'parcels-and-declarations',
    translations: {
      en: { title: 'Parcels and declarations' },
      az: { title: 'Bağlamalar və bəyannamələr' },
      ru: { title: 'Посылки и декларации' },
      uz: { title: 'Posilkalar va deklaratsiyalar' },
      ka: { title: 'ამანათები და დეკლარირება' },
    },
    questions: [
      {
        id: 'why-declare-before-arrival',
        translations: {
          en: {
            question: 'Why should I declare a parcel before it reaches the warehouse?',
            answer: [
              {
                kind: 'p',
                text: 'Customs needs to know what is inside every parcel and what it cost before the parcel leaves the warehouse. If your declaration is ready when the parcel arrives, we weigh it and put it on the next departure the same day. An undeclared parcel is set aside on a shelf and waits — often missing one or two departures.',
              },
              {
                kind: 'p',
                text: 'The store gives you a tracking number as soon as the order ships, so declare it straight away: it takes two minutes. In Azerbaijan the parcel must also be declared in the Smart Customs app of the State Customs Committee; we remind you when it is time, and our operators can help you fill it in.',
              },
            ],
          },
          az: {
            question: 'Bağlamanı anbara çatmazdan əvvəl niyə bəyan etməliyəm?',
            answer: [
              {
                kind: 'p',
                text: 'Bağlama anbardan çıxmazdan əvvəl gömrük onun içində nə olduğunu və neçəyə alındığını bilməlidir. Bağlama gələndə bəyannamə hazırdırsa, onu çəkib elə həmin gün növbəti göndərişə qoyuruq. Bəyan olunmamış bağlama isə rəfə qoyulur və gözləyir — çox vaxt bir-iki göndərişi buraxır.',
              },
              {
                kind: 'p',
                text: 'Mağaza sifarişi göndərən kimi izləmə nömrəsini verir — elə dərhal bəyan edin, bu cəmi iki dəqiqə çəkir. Azərbaycanda bağlama həm də Dövlət Gömrük Komitəsinin Smart Customs tətbiqində bəyan edilməlidir; vaxtı çatanda sizə xatırladırıq, operatorlarımız isə doldurmağa kömək edə bilər.',
              },
            ],
          },
          ru: {
            question: 'Зачем декларировать посылку до того, как она придёт на склад?',
            answer: [
              {
                kind: 'p',
                text: 'Прежде чем посылка покинет склад, таможня должна знать, что внутри и сколько это стоило. Если декларация готова к приходу посылки, мы взвешиваем её и в тот же день ставим на ближайшую отправку. Незадекларированную посылку откладывают на полку, и она ждёт — часто пропуская одну-две отправки.',
              },
              {
                kind: 'p',
                text: 'Магазин присылает трек-номер, как только заказ отправлен, — декларируйте сразу, это займёт пару минут. В Азербайджане посылку нужно также задекларировать в приложении Smart Customs Государственного таможенного комитета; мы напомним, когда пора, а наши операторы помогут заполнить декларацию.',
              },
            ],
          },
          uz: {
            question: 'Nega posilkani omborga kelmasdan oldin deklaratsiya qilishim kerak?',
            answer: [
              {
                kind: 'p',
                text: 'Posilka ombordan chiqishidan oldin bojxona uning ichida nima borligini va qancha turishini bilishi kerak. Posilka kelganda deklaratsiya tayyor boʻlsa, uni tortib, oʻsha kuniyoq navbatdagi joʻnatishga qoʻyamiz. Deklaratsiya qilinmagan posilka esa javonga olib qoʻyiladi va kutadi — koʻpincha bir-ikki joʻnatishdan qolib ketadi.',
              },
              {
                kind: 'p',
                text: 'Buyurtma joʻnatilishi bilan doʻkon trek-raqamni beradi — darhol deklaratsiya qiling, bu ikki daqiqa vaqt oladi. Ozarbayjonda posilka Davlat bojxona qoʻmitasining Smart Customs ilovasida ham deklaratsiya qilinishi kerak; vaqti kelganda eslatamiz, operatorlarimiz esa toʻldirishga yordam beradi.',
              },
            ],
          },
          ka: {
            question: 'რატომ უნდა დავადეკლარირო ამანათი, სანამ საწყობში შევა?',
            answer: [
              {
                kind: 'p',
                text: 'სანამ ამანათი საწყობს დატოვებს, საბაჟომ უნდა იცოდეს, რა დევს შიგნით და რა ღირს. თუ დეკლარაცია მზადაა ამანათის შემოსვლისას, მას ვწონით და იმავე დღეს უახლოეს გაგზავნაში ვრთავთ. დაუდეკლარირებელი ამანათი თაროზე გადაიდება და ელოდება — ხშირად ერთ-ორ გაგზავნას აცდება.',
              },
              {
                kind: 'p',
                text: 'მაღაზია თრექინგ კოდს შეკვეთის გაგზავნისთანავე გაძლევთ — დეკლარირება მაშინვე გააკეთეთ, ამას ორი წუთი სჭირდება. აზერბაიჯანში ამანათი ასევე უნდა დადეკლარირდეს სახელმწიფო საბაჟო კომიტეტის აპლიკაციაში Smart Customs; დროზე შეგახსენებთ, ჩვენი ოპერატორები კი შევსებაში დაგეხმარებიან.',
              },
            ],
          },
        },
      },
      {
        id: 'how-to-declare',
        translations: {
          en: {
            question: 'How do I declare a parcel?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'In the cabinet, open Declare a parcel.',
                  'Enter the tracking number from the store’s shipping e-mail and choose the warehouse the parcel is going to.',
                  'List every item: what it is (for example “women’s sneakers”, not just “shoes”), the quantity and the price you actually paid, in the currency of the order.',
                  'Attach the invoice or a screenshot of the order that shows the prices, and save.',
                ],
              },
              {
                kind: 'p',
                text: 'Declare the real price, including discounts. An understated value is a customs offence, and the parcel is held until it is corrected.',
              },
            ],
          },
          az: {
            question: 'Bağlamanı necə bəyan edim?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Kabinetdə «Bağlamanı bəyan et» bölməsini açın.',
                  'Mağazanın göndərmə barədə məktubundakı izləmə nömrəsini yazın və bağlamanın gedəcəyi anbarı seçin.',
                  'Hər malı ayrıca göstərin: nə olduğunu (məsələn, sadəcə «ayaqqabı» yox, «qadın idman ayaqqabısı»), sayını və sifarişin valyutasında həqiqətən ödədiyiniz qiyməti.',
                  'Qiymətlərin göründüyü invoysu və ya sifarişin ekran şəklini əlavə edib yadda saxlayın.',
                ],
              },
              {
                kind: 'p',
                text: 'Endirimi nəzərə alaraq real qiyməti bəyan edin. Dəyəri azaltmaq gömrük qaydalarının pozulmasıdır və səhv düzəldilənədək bağlama saxlanılır.',
              },
            ],
          },
          ru: {
            question: 'Как задекларировать посылку?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Откройте в кабинете раздел «Задекларировать посылку».',
                  'Введите трек-номер из письма магазина об отправке и выберите склад, на который идёт посылка.',
                  'Перечислите все товары: что это (например, «женские кроссовки», а не просто «обувь»), количество и цену, которую вы действительно заплатили, в валюте заказа.',
                  'Прикрепите счёт (инвойс) или скриншот заказа с ценами и сохраните.',
                ],
              },
              {
                kind: 'p',
                text: 'Указывайте реальную цену с учётом скидки. Занижение стоимости — нарушение таможенных правил, и посылку задержат, пока данные не исправят.',
              },
            ],
          },
          uz: {
            question: 'Posilkani qanday deklaratsiya qilaman?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Kabinetda «Posilkani deklaratsiya qilish» boʻlimini oching.',
                  'Doʻkonning joʻnatish haqidagi xatidagi trek-raqamni kiriting va posilka boradigan omborni tanlang.',
                  'Har bir tovarni koʻrsating: u nima ekanini (masalan, shunchaki «poyabzal» emas, «ayollar krossovkasi»), miqdorini va buyurtma valyutasida haqiqatda toʻlagan narxingizni.',
                  'Narxlar koʻrinib turgan hisob-fakturani (invoys) yoki buyurtma skrinshotini biriktiring va saqlang.',
                ],
              },
              {
                kind: 'p',
                text: 'Chegirmani hisobga olgan holda haqiqiy narxni koʻrsating. Qiymatni kamaytirib koʻrsatish bojxona qoidalarini buzish hisoblanadi va xato tuzatilguncha posilka ushlab turiladi.',
              },
            ],
          },
          ka: {
            question: 'როგორ დავადეკლარირო ამანათი?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'კაბინეტში გახსენით „ამანათის დეკლარირება“.',
                  'შეიყვანეთ თრექინგ კოდი მაღაზიის წერილიდან გაგზავნის შესახებ და აირჩიეთ საწყობი, სადაც ამანათი მიდის.',
                  'ჩამოწერეთ ყველა ნივთი: რა არის (მაგალითად, „ქალის სპორტული ფეხსაცმელი“ და არა უბრალოდ „ფეხსაცმელი“), რაოდენობა და რეალურად გადახდილი ფასი შეკვეთის ვალუტაში.',
                  'მიამაგრეთ ინვოისი ან შეკვეთის სქრინშოტი, სადაც ფასები ჩანს, და შეინახეთ.',
                ],
              },
              {
                kind: 'p',
                text: 'მიუთითეთ რეალური ფასი ფასდაკლების გათვალისწინებით. ღირებულების შემცირება საბაჟო წესების დარღვევაა და ამანათი შეჩერდება, სანამ მონაცემებს არ შეასწორებთ.',
              },
            ],
          },
        },
      },
      {
        id: 'arrived-without-declaration',
        translations: {
          en: {
            question: 'My parcel is at the warehouse, but I haven’t declared it. What now?',
            answer: [
              {
                kind: 'p',
                text: 'Declare it in the cabinet now: the parcel will go on the next departure once the declaration is saved.',
              },
              {
                kind: 'p',
                text: 'If the parcel arrived without your customer code or with a wrong one, we cannot match it to your account, and it is listed among unidentified parcels. Write to support with the tracking number and a screenshot of the order, and we will add it to your account, usually within one working day.',
              },
            ],
          },
          az: {
            question: 'Bağlamam anbardadır, amma onu bəyan etməmişəm. İndi nə edim?',
            answer: [
              {
                kind: 'p',
                text: 'Elə indi kabinetdə bəyan edin: bəyannamə yadda saxlanılan kimi bağlama növbəti göndərişlə yola düşəcək.',
              },
              {
                kind: 'p',
                text: 'Bağlama müştəri kodu olmadan və ya səhv kodla gəlibsə, onu hesabınıza bağlaya bilmirik və o, sahibi məlum olmayan bağlamalar siyahısına düşür. İzləmə nömrəsi və sifarişin ekran şəkli ilə dəstək xidmətinə yazın — adətən bir iş günü ərzində bağlamanı hesabınıza əlavə edirik.',
              },
            ],
          },
          ru: {
            question: 'Посылка уже на складе, а я её не задекларировал. Что делать?',
            answer: [
              {
                kind: 'p',
                text: 'Задекларируйте её в кабинете прямо сейчас: как только декларация будет сохранена, посылка уйдёт ближайшей отправкой.',
              },
              {
                kind: 'p',
                text: 'Если посылка пришла без кода клиента или с неверным кодом, мы не можем привязать её к вашему аккаунту, и она попадает в список неопознанных. Напишите в поддержку, приложив трек-номер и скриншот заказа, — обычно мы добавляем такую посылку в ваш кабинет в течение одного рабочего дня.',
              },
            ],
          },
          uz: {
            question: 'Posilkam omborda, lekin uni deklaratsiya qilmaganman. Endi nima qilay?',
            answer: [
              {
                kind: 'p',
                text: 'Hoziroq kabinetda deklaratsiya qiling: deklaratsiya saqlanishi bilan posilka navbatdagi joʻnatish bilan yoʻlga chiqadi.',
              },
              {
                kind: 'p',
                text: 'Agar posilka mijoz kodisiz yoki notoʻgʻri kod bilan kelgan boʻlsa, uni hisobingizga bogʻlay olmaymiz va u egasi aniqlanmagan posilkalar roʻyxatiga tushadi. Trek-raqam va buyurtma skrinshoti bilan qoʻllab-quvvatlash xizmatiga yozing — odatda bir ish kuni ichida posilkani hisobingizga qoʻshamiz.',
              },
            ],
          },
          ka: {
            question: 'ამანათი უკვე საწყობშია, მაგრამ არ დამიდეკლარირებია. რა ვქნა?',
            answer: [
              {
                kind: 'p',
                text: 'დაადეკლარირეთ ახლავე, კაბინეტში: დეკლარაციის შენახვისთანავე ამანათი უახლოეს გაგზავნას გაჰყვება.',
              },
              {
                kind: 'p',
                text: 'თუ ამანათი კლიენტის კოდის გარეშე ან არასწორი კოდით შემოვიდა, მას თქვენს ანგარიშს ვერ ვუკავშირებთ და ის დაუდგენელი ამანათების სიაში ხვდება. მოგვწერეთ მხარდაჭერის სამსახურში თრექინგ კოდითა და შეკვეთის სქრინშოტით — ასეთ ამანათს, როგორც წესი, ერთი სამუშაო დღის განმავლობაში დავამატებთ თქვენს კაბინეტს.',
              },
            ],
          },
        },
      },
      {
        id: 'edit-declaration',
        translations: {
          en: {
            question: 'Can I change a declaration?',
            answer: [
              {
                kind: 'p',
                text: 'Yes, until the parcel leaves the warehouse: open it in the parcel list and press Edit. After departure the data has already been sent to customs, so changes are possible only through support, and customs may ask for the invoice.',
              },
            ],
          },
          az: {
            question: 'Bəyannaməni dəyişə bilərəmmi?',
            answer: [
              {
                kind: 'p',
                text: 'Bəli, bağlama anbardan çıxanadək: onu bağlamalar siyahısında açın və «Düzəliş et» düyməsini basın. Göndərişdən sonra məlumatlar artıq gömrüyə ötürülüb, ona görə dəyişiklik yalnız dəstək xidməti vasitəsilə mümkündür və gömrük invoys istəyə bilər.',
              },
            ],
          },
          ru: {
            question: 'Можно ли изменить декларацию?',
            answer: [
              {
                kind: 'p',
                text: 'Да, пока посылка не покинула склад: откройте её в списке посылок и нажмите «Редактировать». После отправки данные уже переданы на таможню, поэтому изменить их можно только через поддержку, и таможня может запросить счёт.',
              },
            ],
          },
          uz: {
            question: 'Deklaratsiyani oʻzgartirsam boʻladimi?',
            answer: [
              {
                kind: 'p',
                text: 'Ha, posilka ombordan chiqmaguncha: uni posilkalar roʻyxatida oching va «Tahrirlash» tugmasini bosing. Joʻnatilgandan keyin maʼlumotlar bojxonaga yuborilgan boʻladi, shuning uchun oʻzgartirish faqat qoʻllab-quvvatlash xizmati orqali mumkin va bojxona hisob-fakturani soʻrashi mumkin.',
              },
            ],
          },
          ka: {
            question: 'შემიძლია დეკლარაციის შეცვლა?',
            answer: [
              {
                kind: 'p',
                text: 'დიახ, სანამ ამანათი საწყობს დატოვებს: გახსენით ის ამანათების სიაში და დააჭირეთ „რედაქტირებას“. გაგზავნის შემდეგ მონაცემები უკვე საბაჟოს აქვს, ამიტომ ცვლილება მხოლოდ მხარდაჭერის სამსახურის მეშვეობითაა შესაძლებელი და საბაჟომ შეიძლება ინვოისი მოითხოვოს.',
              },
            ],
          },
        },
      },
      {
        id: 'track-a-parcel',
        translations: {
          en: {
            question: 'How do I track my parcel?',
            answer: [
              {
                kind: 'p',
                text: 'Enter the tracking number on the home page, or open the parcel in the cabinet. On its way a parcel goes through these stages:',
              },
              {
                kind: 'ul',
                items: [
                  'Declared — we are waiting for the parcel at the warehouse.',
                  'At the warehouse — received, weighed and photographed; the delivery price is known.',
                  'On the way — it has left the warehouse.',
                  'At customs — being cleared in your country.',
                  'Ready for pickup — waiting at your pickup point; we send you an SMS.',
                ],
              },
            ],
          },
          az: {
            question: 'Bağlamamı necə izləyə bilərəm?',
            answer: [
              {
                kind: 'p',
                text: 'İzləmə nömrəsini ana səhifədə daxil edin və ya bağlamanı kabinetdə açın. Yolda bağlama bu mərhələlərdən keçir:',
              },
              {
                kind: 'ul',
                items: [
                  'Bəyan edilib — bağlamanı anbarda gözləyirik.',
                  'Anbardadır — qəbul edilib, çəkilib və şəkli çəkilib; çatdırılma qiyməti artıq məlumdur.',
                  'Yoldadır — anbardan çıxıb.',
                  'Gömrükdədir — ölkənizdə rəsmiləşdirilir.',
                  'Təhvil verilməyə hazırdır — təhvil məntəqənizdə gözləyir; sizə SMS göndəririk.',
                ],
              },
            ],
          },
          ru: {
            question: 'Как отследить посылку?',
            answer: [
              {
                kind: 'p',
                text: 'Введите трек-номер на главной странице или откройте посылку в кабинете. По пути она проходит такие этапы:',
              },
              {
                kind: 'ul',
                items: [
                  'Задекларирована — ждём посылку на складе.',
                  'На складе — принята, взвешена и сфотографирована; стоимость доставки уже известна.',
                  'В пути — покинула склад.',
                  'На таможне — проходит оформление в вашей стране.',
                  'Готова к выдаче — ждёт в вашем пункте выдачи; мы пришлём SMS.',
                ],
              },
            ],
          },
          uz: {
            question: 'Posilkamni qanday kuzatib boraman?',
            answer: [
              {
                kind: 'p',
                text: 'Trek-raqamni bosh sahifada kiriting yoki posilkani kabinetda oching. Yoʻlda posilka quyidagi bosqichlardan oʻtadi:',
              },
              {
                kind: 'ul',
                items: [
                  'Deklaratsiya qilingan — posilkani omborda kutyapmiz.',
                  'Omborda — qabul qilingan, tortilgan va suratga olingan; yetkazib berish narxi maʼlum.',
                  'Yoʻlda — ombordan chiqqan.',
                  'Bojxonada — mamlakatingizda rasmiylashtirilmoqda.',
                  'Olib ketish mumkin — topshirish punktingizda kutmoqda; sizga SMS yuboramiz.',
                ],
              },
            ],
          },
          ka: {
            question: 'როგორ ვადევნო თვალი ამანათს?',
            answer: [
              {
                kind: 'p',
                text: 'შეიყვანეთ თრექინგ კოდი მთავარ გვერდზე ან გახსენით ამანათი კაბინეტში. გზაში ამანათი შემდეგ ეტაპებს გადის:',
              },
              {
                kind: 'ul',
                items: [
                  'დეკლარირებულია — ამანათს საწყობში ველოდებით.',
                  'საწყობშია — მიღებულია, აწონილია და გადაღებულია; მიწოდების ფასი უკვე ცნობილია.',
                  'გზაშია — საწყობიდან გამოვიდა.',
                  'საბაჟოზეა — თქვენს ქვეყანაში ფორმდება.',
                  'გასაცემად მზადაა — თქვენს გაცემის პუნქტში გელოდებათ; SMS-ს გამოგიგზავნით.',
                ],
              },
            ],
          },
        },
      },
    ],
  },
  {
    id: 'prices-and-payment',
    translations: {
      en: { title: 'Prices and payment' },
      az: { title: 'Qiymətlər və ödəniş' },
      ru: { title: 'Цены и оплата' },
      uz: { title: 'Narxlar va toʻlov' },
      ka: { title: 'ფასები და გადახდა' },
    },
    questions: [
      {
        id: 'how-much-does-delivery-cost',
        translations: {
          en: {
            question: 'How much does delivery cost?',
            answer: [
              {
                kind: 'p',
                text: 'The price depends on the warehouse, your country and the chargeable weight of the parcel. Light parcels pay a flat price (up to 0.5 kg, and from Turkey also up to 250 g); above that, every started kilogram is added at the route’s per-kilogram rate. For example, from Turkey to Azerbaijan:',
              },
              {
                kind: 'ul',
                items: [
                  '0.2 kg — $2.50',
                  '0.5 kg — $4.00',
                  '1.3 kg — $4.00 + 1 × $6.50 = $10.50',
                  '2.4 kg — $4.00 + 2 × $6.50 = $17.00',
                ],
              },
              {
                kind: 'p',
                text: 'Prices for every route are on the Tariffs page, and its calculator also takes the box size into account. Customs duties, where they apply, are not included.',
              },
            ],
          },
          az: {
            question: 'Çatdırılma neçəyə başa gəlir?',
            answer: [
              {
                kind: 'p',
                text: 'Qiymət anbardan, ölkənizdən və bağlamanın hesablanan çəkisindən asılıdır. Yüngül bağlamalar üçün sabit qiymət var (0,5 kq-dək, Türkiyədən həm də 250 q-dək); ondan artıq hər başlanmış kiloqram istiqamətin kiloqram tarifi ilə əlavə olunur. Məsələn, Türkiyədən Azərbaycana:',
              },
              {
                kind: 'ul',
                items: [
                  '0,2 kq — 2,50 $',
                  '0,5 kq — 4,00 $',
                  '1,3 kq — 4,00 $ + 1 × 6,50 $ = 10,50 $',
                  '2,4 kq — 4,00 $ + 2 × 6,50 $ = 17,00 $',
                ],
              },
              {
                kind: 'p',
                text: 'Bütün istiqamətlərin qiymətləri «Tariflər» səhifəsindədir; oradakı kalkulyator qutunun ölçülərini də nəzərə alır. Gömrük rüsumları, tutularsa, qiymətə daxil deyil.',
              },
            ],
          },
          ru: {
            question: 'Сколько стоит доставка?',
            answer: [
              {
                kind: 'p',
                text: 'Цена зависит от склада, вашей страны и расчётного веса посылки. Для лёгких посылок действует фиксированная цена (до 0,5 кг, а из Турции ещё и до 250 г); сверх этого за каждый начатый килограмм добавляется тариф направления. Например, из Турции в Азербайджан:',
              },
              {
                kind: 'ul',
                items: [
                  '0,2 кг — 2,50 $',
                  '0,5 кг — 4,00 $',
                  '1,3 кг — 4,00 $ + 1 × 6,50 $ = 10,50 $',
                  '2,4 кг — 4,00 $ + 2 × 6,50 $ = 17,00 $',
                ],
              },
              {
                kind: 'p',
                text: 'Цены по всем направлениям — на странице «Тарифы», а калькулятор там учитывает и размеры коробки. Таможенные пошлины, если они есть, в цену не входят.',
              },
            ],
          },
          uz: {
            question: 'Yetkazib berish qancha turadi?',
            answer: [
              {
                kind: 'p',
                text: 'Narx omborga, mamlakatingizga va posilkaning hisoblanadigan vazniga bogʻliq. Yengil posilkalar uchun qatʼiy narx bor (0,5 kg gacha, Turkiyadan esa 250 g gacha ham); undan ortigʻi uchun har bir boshlangan kilogramm yoʻnalishning kilogramm tarifi boʻyicha qoʻshiladi. Masalan, Turkiyadan Oʻzbekistonga:',
              },
              {
                kind: 'ul',
                items: [
                  '0,2 kg — 3,00 $',
                  '0,5 kg — 4,80 $',
                  '1,3 kg — 4,80 $ + 1 × 7,80 $ = 12,60 $',
                  '2,4 kg — 4,80 $ + 2 × 7,80 $ = 20,40 $',
                ],
              },
              {
                kind: 'p',
                text: 'Barcha yoʻnalishlar narxlari «Tariflar» sahifasida; u yerdagi kalkulyator quti oʻlchamlarini ham hisobga oladi. Bojxona toʻlovlari, agar boʻlsa, narxga kirmaydi.',
              },
            ],
          },
          ka: {
            question: 'რა ღირს მიწოდება?',
            answer: [
              {
                kind: 'p',
                text: 'ფასი დამოკიდებულია საწყობზე, თქვენს ქვეყანასა და ამანათის საანგარიშო წონაზე. მსუბუქი ამანათებისთვის ფიქსირებული ფასი მოქმედებს (0,5 კგ-მდე, თურქეთიდან კი 250 გ-მდეც); ამის ზემოთ ყოველი დაწყებული კილოგრამი მიმართულების კილოგრამის ტარიფით ემატება. მაგალითად, თურქეთიდან საქართველოში:',
              },
              {
                kind: 'ul',
                items: [
                  '0,2 კგ — 2,60 $',
                  '0,5 კგ — 4,20 $',
                  '1,3 კგ — 4,20 $ + 1 × 6,80 $ = 11,00 $',
                  '2,4 კგ — 4,20 $ + 2 × 6,80 $ = 17,80 $',
                ],
              },
              {
                kind: 'p',
                text: 'ყველა მიმართულების ფასები „ტარიფების“ გვერდზეა, იქ არსებული კალკულატორი კი ყუთის ზომებსაც ითვალისწინებს. საბაჟო გადასახადები, თუ ასეთი არსებობს, ფასში არ შედის.',
              },
            ],
          },
        },
      },
      {
        id: 'chargeable-weight',
        translations: {
          en: {
            question: 'What is chargeable weight and how is it calculated?',
            answer: [
              {
                kind: 'p',
                text: 'Planes and trucks run out of space as well as weight capacity, so light but bulky boxes are charged by volumetric weight: length × width × height in centimetres, divided by 6000. It counts only when a side of the box is longer than 60 cm; smaller boxes are always charged by what they weigh. The chargeable weight is the larger of the actual and the volumetric weight.',
              },
              {
                kind: 'p',
                text: 'An example from Turkey to Azerbaijan: a box of 65 × 30 × 20 cm weighing 2.1 kg. Its volumetric weight is 65 × 30 × 20 / 6000 = 6.5 kg, and because the 65 cm side is over 60 cm, 6.5 kg is charged: $4.00 for the first 0.5 kg plus 6 further kilograms × $6.50, $43.00 in total. The same items in a 50 × 30 × 20 cm box are charged by their actual 2.1 kg: $4.00 + 2 × $6.50 = $17.00.',
              },
              {
                kind: 'p',
                text: 'Limits: no side longer than 150 cm; up to 30 kg per parcel from Turkey, the USA, the United Kingdom and Germany, 25 kg from the UAE and 20 kg from China.',
              },
            ],
          },
          az: {
            question: 'Hesablanan çəki nədir və necə hesablanır?',
            answer: [
              {
                kind: 'p',
                text: 'Təyyarə və yük maşınında təkcə çəki deyil, yer də məhduddur, ona görə yüngül, amma həcmli qutular həcmi çəkiyə görə ödənilir: uzunluq × en × hündürlük (sm) / 6000. Həcmi çəki yalnız qutunun bir tərəfi 60 sm-dən uzun olduqda nəzərə alınır; kiçik qutular həmişə faktiki çəkiyə görə ödənilir. Hesablanan çəki faktiki və həcmi çəkidən hansı böyükdürsə, odur.',
              },
              {
                kind: 'p',
                text: 'Türkiyədən Azərbaycana nümunə: ölçüsü 65 × 30 × 20 sm, çəkisi 2,1 kq olan qutu. Onun həcmi çəkisi 65 × 30 × 20 / 6000 = 6,5 kq-dır; 65 sm-lik tərəf 60 sm-dən uzun olduğu üçün 6,5 kq ödənilir: ilk 0,5 kq üçün 4,00 $ və növbəti 6 kiloqram × 6,50 $ — cəmi 43,00 $. Eyni mallar 50 × 30 × 20 sm-lik qutuda faktiki 2,1 kq-a görə ödənilir: 4,00 $ + 2 × 6,50 $ = 17,00 $.',
              },
              {
                kind: 'p',
                text: 'Məhdudiyyətlər: heç bir tərəf 150 sm-dən uzun olmamalıdır; bir bağlamanın çəkisi Türkiyə, ABŞ, Böyük Britaniya və Almaniyadan 30 kq-dək, BƏƏ-dən 25 kq-dək, Çindən 20 kq-dək ola bilər.',
              },
            ],
          },
          ru: {
            question: 'Что такое расчётный вес и как он считается?',
            answer: [
              {
                kind: 'p',
                text: 'В самолёте и грузовике ограничен не только вес, но и объём, поэтому лёгкие, но громоздкие коробки оплачиваются по объёмному весу: длина × ширина × высота в сантиметрах, делённые на 6000. Он учитывается, только если одна из сторон коробки длиннее 60 см; небольшие коробки всегда оплачиваются по фактическому весу. Расчётный вес — больший из двух: фактического и объёмного.',
              },
              {
                kind: 'p',
                text: 'Пример для направления Турция — Азербайджан: коробка 65 × 30 × 20 см весом 2,1 кг. Объёмный вес — 65 × 30 × 20 / 6000 = 6,5 кг, и поскольку сторона 65 см длиннее 60 см, оплачиваются 6,5 кг: 4,00 $ за первые 0,5 кг плюс ещё 6 килограммов × 6,50 $, итого 43,00 $. Те же вещи в коробке 50 × 30 × 20 см оплачиваются по фактическим 2,1 кг: 4,00 $ + 2 × 6,50 $ = 17,00 $.',
              },
              {
                kind: 'p',
                text: 'Ограничения: ни одна сторона не длиннее 150 см; вес одной посылки — до 30 кг из Турции, США, Великобритании и Германии, до 25 кг из ОАЭ и до 20 кг из Китая.',
              },
            ],
          },
          uz: {
            question: 'Hisoblanadigan vazn nima va u qanday hisoblanadi?',
            answer: [
              {
                kind: 'p',
                text: 'Samolyot va yuk mashinasida nafaqat vazn, balki joy ham cheklangan, shuning uchun yengil, lekin katta hajmli qutilar hajmiy vazn boʻyicha toʻlanadi: uzunlik × kenglik × balandlik (sm) / 6000. Hajmiy vazn faqat qutining biror tomoni 60 sm dan uzun boʻlsa hisobga olinadi; kichik qutilar har doim haqiqiy vazni boʻyicha toʻlanadi. Hisoblanadigan vazn — haqiqiy va hajmiy vazndan kattarogʻi.',
              },
              {
                kind: 'p',
                text: 'Turkiyadan Oʻzbekistonga misol: oʻlchami 65 × 30 × 20 sm, ogʻirligi 2,1 kg boʻlgan quti. Uning hajmiy vazni 65 × 30 × 20 / 6000 = 6,5 kg; 65 sm li tomoni 60 sm dan uzun boʻlgani uchun 6,5 kg toʻlanadi: birinchi 0,5 kg uchun 4,80 $ va yana 6 kilogramm × 7,80 $ — jami 51,60 $. Xuddi shu narsalar 50 × 30 × 20 sm li qutida haqiqiy 2,1 kg boʻyicha toʻlanadi: 4,80 $ + 2 × 7,80 $ = 20,40 $.',
              },
              {
                kind: 'p',
                text: 'Cheklovlar: hech bir tomoni 150 sm dan uzun boʻlmasligi kerak; bitta posilka vazni Turkiya, AQSH, Buyuk Britaniya va Germaniyadan 30 kg gacha, BAAdan 25 kg gacha, Xitoydan 20 kg gacha.',
              },
            ],
          },
          ka: {
            question: 'რა არის საანგარიშო წონა და როგორ გამოითვლება?',
            answer: [
              {
                kind: 'p',
                text: 'თვითმფრინავსა და სატვირთოში შეზღუდულია არა მხოლოდ წონა, არამედ ადგილიც, ამიტომ მსუბუქი, მაგრამ მოცულობითი ყუთები მოცულობითი წონით ფასდება: სიგრძე × სიგანე × სიმაღლე სანტიმეტრებში, გაყოფილი 6000-ზე. მოცულობითი წონა მხედველობაში მიიღება მხოლოდ მაშინ, როცა ყუთის რომელიმე გვერდი 60 სმ-ზე გრძელია; პატარა ყუთები ყოველთვის ფაქტობრივი წონით ფასდება. საანგარიშო წონა ფაქტობრივ და მოცულობით წონას შორის უდიდესია.',
              },
              {
                kind: 'p',
                text: 'მაგალითი, თურქეთიდან საქართველოში: 65 × 30 × 20 სმ ზომის ყუთი, რომელიც 2,1 კგ-ს იწონის. მისი მოცულობითი წონაა 65 × 30 × 20 / 6000 = 6,5 კგ, და რადგან 65-სანტიმეტრიანი გვერდი 60 სმ-ზე გრძელია, გადასახდელია 6,5 კგ: პირველ 0,5 კგ-ზე 4,20 $ და კიდევ 6 კილოგრამი × 6,80 $ — სულ 45,00 $. იგივე ნივთები 50 × 30 × 20 სმ ზომის ყუთში ფაქტობრივი 2,1 კგ-ით ფასდება: 4,20 $ + 2 × 6,80 $ = 17,80 $.',
              },
              {
                kind: 'p',
                text: 'შეზღუდვები: არც ერთი გვერდი არ უნდა აღემატებოდეს 150 სმ-ს; ერთი ამანათის წონა — 30 კგ-მდე თურქეთიდან, აშშ-დან, დიდი ბრიტანეთიდან და გერმანიიდან, 25 კგ-მდე არაბთა გაერთიანებული საამიროებიდან და 20 კგ-მდე ჩინეთიდან.',
              },
            ],
          },
        },
      },
      {
        id: 'wallet-top-up',
        translations: {
          en: {
            question: 'How do I top up my wallet?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'In the cabinet, open Wallet and press Top up.',
                  'Enter the amount in US dollars; before you pay, you see what it comes to in your local currency at the day’s exchange rate.',
                  'Pay with a Visa or Mastercard bank card (in Uzbekistan also Uzcard or Humo). The money is on your balance within a minute.',
                ],
              },
              {
                kind: 'p',
                text: 'The balance is kept in US dollars, like our prices. It pays for delivery, Buy for me orders and courier delivery. If you no longer need the money, support will return the unused balance to the card it came from.',
              },
            ],
          },
          az: {
            question: 'Balansımı necə artırım?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Kabinetdə «Balans» bölməsini açın və «Artır» düyməsini basın.',
                  'Məbləği ABŞ dolları ilə yazın; ödəməzdən əvvəl bunun günün məzənnəsi ilə yerli valyutada nə qədər olduğunu görəcəksiniz.',
                  'Visa və ya Mastercard bank kartı ilə ödəyin. Pul bir dəqiqə ərzində balansınıza düşür.',
                ],
              },
              {
                kind: 'p',
                text: 'Balans, qiymətlərimiz kimi, ABŞ dolları ilə aparılır. Ondan çatdırılma, «Sifarişi biz edək» sifarişləri və kuryer çatdırılması ödənilir. Pula artıq ehtiyacınız yoxdursa, dəstək xidməti istifadə olunmamış qalığı onun gəldiyi karta qaytaracaq.',
              },
            ],
          },
          ru: {
            question: 'Как пополнить баланс?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Откройте в кабинете раздел «Баланс» и нажмите «Пополнить».',
                  'Введите сумму в долларах США; перед оплатой вы увидите, сколько это в местной валюте по курсу дня.',
                  'Оплатите банковской картой Visa или Mastercard (в Узбекистане также Uzcard или Humo). Деньги поступят на баланс в течение минуты.',
                ],
              },
              {
                kind: 'p',
                text: 'Баланс ведётся в долларах США, как и наши цены. С него оплачиваются доставка, выкуп товаров и курьерская доставка. Если деньги больше не нужны, служба поддержки вернёт неиспользованный остаток на карту, с которой он был внесён.',
              },
            ],
          },
          uz: {
            question: 'Balansni qanday toʻldiraman?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'Kabinetda «Balans» boʻlimini oching va «Toʻldirish» tugmasini bosing.',
                  'Summani AQSH dollarida kiriting; toʻlashdan oldin bu kunlik kurs boʻyicha soʻmda qancha boʻlishini koʻrasiz.',
                  'Uzcard, Humo, Visa yoki Mastercard bank kartasi bilan toʻlang. Pul bir daqiqa ichida balansingizga tushadi.',
                ],
              },
              {
                kind: 'p',
                text: 'Balans, narxlarimiz kabi, AQSH dollarida yuritiladi. Undan yetkazib berish, «Biz sotib olamiz» buyurtmalari va kuryer xizmati toʻlanadi. Agar pul endi kerak boʻlmasa, qoʻllab-quvvatlash xizmati ishlatilmagan qoldiqni u kelgan kartaga qaytaradi.',
              },
            ],
          },
          ka: {
            question: 'როგორ შევავსო ბალანსი?',
            answer: [
              {
                kind: 'ol',
                items: [
                  'კაბინეტში გახსენით „ბალანსი“ და დააჭირეთ ღილაკს „შევსება“.',
                  'შეიყვანეთ თანხა აშშ დოლარში; გადახდამდე დაინახავთ, რამდენია ეს ლარში დღის კურსით.',
                  'გადაიხადეთ Visa ან Mastercard ბარათით. თანხა ბალანსზე ერთ წუთში აისახება.',
                ],
              },
              {
                kind: 'p',
                text: 'ბალანსი, ჩვენი ფასების მსგავსად, აშშ დოლარშია. მისგან იხდით მიწოდებას, „ჩვენ ვიყიდით თქვენთვის“ შეკვეთებსა და კურიერის მომსახურებას. თუ თანხა აღარ გჭირდებათ, მხარდაჭერის სამსახური გამოუყენებელ ნაშთს იმ ბარათზე დაგიბრუნებთ, საიდანაც შეიტანეთ.',
              },
            ],
          },
        },
      },
      {
        id: 'when-do-i-pay',
        translations: {
          en: {
            question: 'When do I pay for delivery?',
            answer: [
              {
                kind: 'p',
                text: 'Once the parcel has been weighed at the warehouse abroad, its price appears in the cabinet. You can pay at any time before collection — in one click on the parcel page, or for several parcels at once. A parcel is handed over, put into a locker or given to a courier only once it is paid.',
              },
              {
                kind: 'p',
                text: 'Customs payments, if your purchases go over the duty-free limit, are not part of the delivery price: in Azerbaijan you pay them in the Smart Customs app, and in Georgia the amount appears in your cabinet.',
              },
            ],
          },
          az: {
            question: 'Çatdırılma üçün nə vaxt ödəməliyəm?',
            answer: [
              {
                kind: 'p',
                text: 'Bağlama xaricdəki anbarda çəkiləndən sonra onun qiyməti kabinetdə görünür. Təhvil almazdan əvvəl istənilən vaxt ödəyə bilərsiniz — bağlamanın səhifəsində bir kliklə və ya bir neçə bağlama üçün birdən. Bağlama yalnız ödənişdən sonra təhvil verilir, poçtamata qoyulur və ya kuryerə verilir.',
              },
              {
                kind: 'p',
                text: 'Alışlarınız rüsumsuz limiti aşarsa, gömrük ödənişləri çatdırılma qiymətinə daxil deyil: Azərbaycanda onlar Smart Customs tətbiqində ödənilir, Gürcüstanda isə məbləğ kabinetinizdə görünür.',
              },
            ],
          },
          ru: {
            question: 'Когда нужно оплачивать доставку?',
            answer: [
              {
                kind: 'p',
                text: 'Когда посылку взвесят на складе за рубежом, её стоимость появится в кабинете. Оплатить можно в любой момент до получения — в один клик на странице посылки или сразу за несколько посылок. Посылку выдают, кладут в постамат или передают курьеру только после оплаты.',
              },
              {
                kind: 'p',
                text: 'Таможенные платежи, если покупки превысили беспошлинный лимит, в цену доставки не входят: в Азербайджане их оплачивают в приложении Smart Customs, а в Грузии сумма появляется в вашем кабинете.',
              },
            ],
          },
          uz: {
            question: 'Yetkazib berish uchun qachon toʻlayman?',
            answer: [
              {
                kind: 'p',
                text: 'Posilka xorijdagi omborda tortilgach, uning narxi kabinetda paydo boʻladi. Olishdan oldin istalgan vaqtda toʻlashingiz mumkin — posilka sahifasida bir bosishda yoki bir nechta posilka uchun birdaniga. Posilka faqat toʻlovdan keyin beriladi, pochtamatga qoʻyiladi yoki kuryerga topshiriladi.',
              },
              {
                kind: 'p',
                text: 'Agar xaridlaringiz bojsiz limitdan oshsa, bojxona toʻlovlari yetkazib berish narxiga kirmaydi: Ozarbayjonda ular Smart Customs ilovasida toʻlanadi, Gruziyada esa summa kabinetingizda paydo boʻladi.',
              },
            ],
          },
          ka: {
            question: 'როდის ვიხდი მიწოდების საფასურს?',
            answer: [
              {
                kind: 'p',
                text: 'როცა ამანათს საზღვარგარეთის საწყობში აწონიან, მისი ფასი კაბინეტში გამოჩნდება. გადახდა მიღებამდე ნებისმიერ დროს შეგიძლიათ — ერთი დაწკაპუნებით ამანათის გვერდზე ან რამდენიმე ამანათზე ერთად. ამანათი გაიცემა, ტერმინალში თავსდება ან კურიერს გადაეცემა მხოლოდ გადახდის შემდეგ.',
              },
              {
                kind: 'p',
                text: 'საბაჟო გადასახდელები, თუ შენაძენი უბაჟო ლიმიტს გადააჭარბებს, მიწოდების ფასში არ შედის: აზერბაიჯანში მათ Smart Customs-ის აპლიკაციით იხდით, საქართველოში კი თანხა თქვენს კაბინეტში გამოჩნდება.',
              },
            ],
          },
        },
      },
    ],
  },
  {
    id: 'delivery-and-pickup',
    translations: {
      en: { title: 'Delivery and pickup' },
      az: { title: 'Çatdırılma və təhvil' },
      ru: { title: 'Доставка и получение' },
      uz: { title: 'Yetkazib berish va olib ketish' },
      ka: { title: 'მიწოდება და ამანათის მიღება' },
    },
    questions: [
      {
        id: 'delivery-times',
        translations: {
          en: {
            question: 'How long does delivery take?',
            answer: [
              {
                kind: 'p',
                text: 'Counted from the day the parcel arrives at our warehouse to the day it is ready for pickup:',
              },
              {
                kind: 'ul',
                items: [
                  'Turkey: 3–6 days to Azerbaijan and Georgia, 5–9 days to Uzbekistan',
                  'United Arab Emirates: 4–8 days to Azerbaijan and Georgia, 6–10 days to Uzbekistan',
                  'Germany: 6–10 days to Azerbaijan and Georgia, 8–13 days to Uzbekistan',
                  'United Kingdom: 7–12 days to Azerbaijan and Georgia, 9–15 days to Uzbekistan',
                  'USA: 7–14 days to Azerbaijan and Georgia, 10–18 days to Uzbekistan',
                  'China: 12–20 days to all three countries',
                ],
              },
              {
                kind: 'p',
                text: 'An undeclared parcel waits at the warehouse, and customs checks or public holidays can add a few days.',
              },
            ],
          },
          az: {
            question: 'Çatdırılma nə qədər çəkir?',
            answer: [
              {
                kind: 'p',
                text: 'Bağlamanın anbarımıza çatdığı gündən təhvil verilməyə hazır olduğu günədək:',
              },
              {
                kind: 'ul',
                items: [
                  'Türkiyə: Azərbaycana və Gürcüstana 3–6 gün, Özbəkistana 5–9 gün',
                  'BƏƏ: Azərbaycana və Gürcüstana 4–8 gün, Özbəkistana 6–10 gün',
                  'Almaniya: Azərbaycana və Gürcüstana 6–10 gün, Özbəkistana 8–13 gün',
                  'Böyük Britaniya: Azərbaycana və Gürcüstana 7–12 gün, Özbəkistana 9–15 gün',
                  'ABŞ: Azərbaycana və Gürcüstana 7–14 gün, Özbəkistana 10–18 gün',
                  'Çin: hər üç ölkəyə 12–20 gün',
                ],
              },
              {
                kind: 'p',
                text: 'Bəyan olunmamış bağlama anbarda gözləyir, gömrük yoxlamaları və bayram günləri isə müddətə bir neçə gün əlavə edə bilər.',
              },
            ],
          },
          ru: {
            question: 'Сколько идёт посылка?',
            answer: [
              {
                kind: 'p',
                text: 'Срок считается со дня поступления посылки на наш склад до дня, когда она готова к выдаче:',
              },
              {
                kind: 'ul',
                items: [
                  'Турция: 3–6 дней в Азербайджан и Грузию, 5–9 дней в Узбекистан',
                  'ОАЭ: 4–8 дней в Азербайджан и Грузию, 6–10 дней в Узбекистан',
                  'Германия: 6–10 дней в Азербайджан и Грузию, 8–13 дней в Узбекистан',
                  'Великобритания: 7–12 дней в Азербайджан и Грузию, 9–15 дней в Узбекистан',
                  'США: 7–14 дней в Азербайджан и Грузию, 10–18 дней в Узбекистан',
                  'Китай: 12–20 дней во все три страны',
                ],
              },
              {
                kind: 'p',
                text: 'Незадекларированная посылка ждёт на складе, а таможенные проверки и праздники могут добавить несколько дней.',
              },
            ],
          },
          uz: {
            question: 'Yetkazib berish qancha vaqt oladi?',
            answer: [
              {
                kind: 'p',
                text: 'Posilka omborimizga kelgan kundan to olib ketishga tayyor boʻlgan kungacha:',
              },
              {
                kind: 'ul',
                items: [
                  'Turkiya: Oʻzbekistonga 5–9 kun, Ozarbayjon va Gruziyaga 3–6 kun',
                  'BAA: Oʻzbekistonga 6–10 kun, Ozarbayjon va Gruziyaga 4–8 kun',
                  'Germaniya: Oʻzbekistonga 8–13 kun, Ozarbayjon va Gruziyaga 6–10 kun',
                  'Buyuk Britaniya: Oʻzbekistonga 9–15 kun, Ozarbayjon va Gruziyaga 7–12 kun',
                  'AQSH: Oʻzbekistonga 10–18 kun, Ozarbayjon va Gruziyaga 7–14 kun',
                  'Xitoy: uchala mamlakatga ham 12–20 kun',
                ],
              },
              {
                kind: 'p',
                text: 'Deklaratsiya qilinmagan posilka omborda kutib turadi, bojxona tekshiruvlari va bayram kunlari esa muddatga yana bir necha kun qoʻshishi mumkin.',
              },
            ],
          },
          ka: {
            question: 'რამდენ ხანში ჩამოდის ამანათი?',
            answer: [
              {
                kind: 'p',
                text: 'ვადა აითვლება ამანათის ჩვენს საწყობში შემოსვლის დღიდან იმ დღემდე, როცა ის გასაცემად მზადაა:',
              },
              {
                kind: 'ul',
                items: [
                  'თურქეთი: საქართველოსა და აზერბაიჯანში 3–6 დღე, უზბეკეთში 5–9 დღე',
                  'არაბთა გაერთიანებული საამიროები: საქართველოსა და აზერბაიჯანში 4–8 დღე, უზბეკეთში 6–10 დღე',
                  'გერმანია: საქართველოსა და აზერბაიჯანში 6–10 დღე, უზბეკეთში 8–13 დღე',
                  'დიდი ბრიტანეთი: საქართველოსა და აზერბაიჯანში 7–12 დღე, უზბეკეთში 9–15 დღე',
                  'აშშ: საქართველოსა და აზერბაიჯანში 7–14 დღე, უზბეკეთში 10–18 დღე',
                  'ჩინეთი: სამივე ქვეყანაში 12–20 დღე',
                ],
              },
              {
                kind: 'p',
                text: 'დაუდეკლარირებელი ამანათი საწყობში ელოდება, საბაჟო შემოწმებებსა და დღესასწაულებს კი ვადისთვის რამდენიმე დღის დამატება შეუძლია.',
              },
            ],
          },
        },
      },
      {
        id: 'free-storage-at-pickup-point',
        translations: {
          en: {
            question: 'How long is a parcel kept at the pickup point for free?',
            answer: [
              {
                kind: 'p',
                text: '14 days from the day we send the “ready for pickup” SMS. From the 15th day, storage costs $0.50 per parcel per day and is charged to your wallet when you collect the parcel. Days when the point is closed for public holidays are not counted.',
              },
              {
                kind: 'p',
                text: 'In a parcel locker a parcel waits for 3 days; if it is not collected, we move it to a branch, and the remaining free days continue there. If you cannot come in time, order courier delivery on the parcel page or let someone else collect the parcel for you.',
              },
            ],
          },
          az: {
            question: 'Bağlama təhvil məntəqəsində neçə gün pulsuz saxlanılır?',
            answer: [
              {
                kind: 'p',
                text: '«Bağlama təhvil verilməyə hazırdır» SMS-ini göndərdiyimiz gündən 14 gün. 15-ci gündən saxlanma hər bağlama üçün gündə 0,50 $ təşkil edir və bağlamanı götürərkən balansınızdan silinir. Məntəqənin bayramlara görə bağlı olduğu günlər sayılmır.',
              },
              {
                kind: 'p',
                text: 'Poçtamatda bağlama 3 gün gözləyir; götürülməsə, onu filiala aparırıq və qalan pulsuz günlər orada davam edir. Vaxtında gələ bilmirsinizsə, bağlamanın səhifəsində kuryer çatdırılması sifariş edin və ya bağlamanı sizin yerinizə başqası götürsün.',
              },
            ],
          },
          ru: {
            question: 'Сколько посылка бесплатно хранится в пункте выдачи?',
            answer: [
              {
                kind: 'p',
                text: '14 дней со дня, когда мы отправили SMS «Посылка готова к выдаче». С 15-го дня хранение стоит 0,50 $ за посылку в сутки и списывается с баланса при получении. Дни, когда пункт закрыт на праздники, не считаются.',
              },
              {
                kind: 'p',
                text: 'В постамате посылка ждёт 3 дня; если её не забрали, мы перевозим её в филиал, и оставшиеся бесплатные дни продолжаются там. Если не успеваете, закажите курьерскую доставку на странице посылки или попросите забрать посылку кого-то другого.',
              },
            ],
          },
          uz: {
            question: 'Posilka topshirish punktida necha kun bepul saqlanadi?',
            answer: [
              {
                kind: 'p',
                text: '«Posilkani olib ketish mumkin» degan SMS yuborilgan kundan boshlab 14 kun. 15-kundan boshlab saqlash har bir posilka uchun kuniga 0,50 $ turadi va posilkani olayotganda balansingizdan yechiladi. Punkt bayram munosabati bilan yopiq boʻlgan kunlar hisobga olinmaydi.',
              },
              {
                kind: 'p',
                text: 'Pochtamatda posilka 3 kun turadi; olinmasa, uni filialga olib boramiz va qolgan bepul kunlar oʻsha yerda davom etadi. Oʻz vaqtida kela olmasangiz, posilka sahifasida kuryer orqali yetkazishga buyurtma bering yoki posilkani olib ketishni boshqa kishidan soʻrang.',
              },
            ],
          },
          ka: {
            question: 'რამდენ ხანს ინახება ამანათი გაცემის პუნქტში უფასოდ?',
            answer: [
              {
                kind: 'p',
                text: '14 დღე იმ დღიდან, როცა SMS-ს „ამანათი გასაცემად მზადაა“ გამოგიგზავნით. მე-15 დღიდან შენახვა ღირს 0,50 $ ერთ ამანათზე დღეში და ამანათის გატანისას ბალანსიდან ჩამოგეჭრებათ. დღეები, როცა პუნქტი დღესასწაულის გამო დაკეტილია, არ ითვლება.',
              },
              {
                kind: 'p',
                text: 'ამანათების ტერმინალში ამანათი 3 დღე გელოდებათ; თუ არ წაიღებთ, ფილიალში გადავიტანთ და დარჩენილი უფასო დღეები იქ გაგრძელდება. თუ დროულად მისვლას ვერ ახერხებთ, ამანათის გვერდზე შეუკვეთეთ კურიერით მიწოდება ან სთხოვეთ სხვას, რომ წამოიღოს.',
              },
            ],
          },
        },
      },
      {
        id: 'someone-else-collects',
        translations: {
          en: {
            question: 'Can someone else collect my parcel?',
            answer: [
              {
                kind: 'p',
                text: 'Yes. Give them the pickup code from the SMS — it is also on the parcel page in the cabinet. They show their own ID document, and we record who collected the parcel. Treat the code like a key: share it only with someone you would hand the parcel to yourself.',
              },
            ],
          },
          az: {
            question: 'Bağlamamı başqası götürə bilərmi?',
            answer: [
              {
                kind: 'p',
                text: 'Bəli. Ona SMS-dəki təhvil kodunu verin — kod kabinetdə bağlamanın səhifəsində də var. O, öz şəxsiyyət vəsiqəsini göstərir, biz də bağlamanı kimin götürdüyünü qeyd edirik. Koda açar kimi yanaşın: onu yalnız bağlamanı özünüz də etibar edəcəyiniz adama verin.',
              },
            ],
          },
          ru: {
            question: 'Может ли посылку забрать кто-то другой?',
            answer: [
              {
                kind: 'p',
                text: 'Да. Сообщите этому человеку код выдачи из SMS — он есть и на странице посылки в кабинете. Получатель показывает своё удостоверение личности, а мы записываем, кто забрал посылку. Относитесь к коду как к ключу: сообщайте его только тому, кому сами доверили бы посылку.',
              },
            ],
          },
          uz: {
            question: 'Posilkamni boshqa odam olib ketishi mumkinmi?',
            answer: [
              {
                kind: 'p',
                text: 'Ha. Unga SMS dagi topshirish kodini bering — kod kabinetdagi posilka sahifasida ham bor. U oʻzining shaxsini tasdiqlovchi hujjatini koʻrsatadi, biz esa posilkani kim olib ketganini qayd etamiz. Kodga kalit kabi qarang: uni faqat posilkani oʻzingiz ham ishonib topshiradigan odamga bering.',
              },
            ],
          },
          ka: {
            question: 'შეუძლია სხვას ჩემი ამანათის წაღება?',
            answer: [
              {
                kind: 'p',
                text: 'დიახ. გადაეცით მას SMS-ით მიღებული გაცემის კოდი — ის კაბინეტში, ამანათის გვერდზეც არის. ის საკუთარ პირადობის დამადასტურებელ დოკუმენტს წარადგენს, ჩვენ კი ვაფიქსირებთ, ვინ წაიღო ამანათი. კოდს გასაღებივით მოეპყარით: გაუზიარეთ მხოლოდ მას, ვისაც ამანათს თავადაც ანდობდით.',
              },
            ],
          },
        },
      },
      {
        id: 'courier-delivery',
        translations: {
          en: {
            question: 'Can you bring the parcel to my door?',
            answer: [
              {
                kind: 'p',
                text: 'Yes. Within Baku, Tashkent and Tbilisi it costs from $3; other towns and their prices are on the Services page. On the parcel page, choose courier delivery, pick a day and pay from your wallet; the courier calls about an hour before arriving.',
              },
              {
                kind: 'p',
                text: 'In Azerbaijan you can also have parcels sent to any Azərpoçt branch — handy if there is no Yolla pickup point in your town.',
              },
            ],
          },
          az: {
            question: 'Bağlamanı qapıma qədər gətirə bilərsinizmi?',
            answer: [
              {
                kind: 'p',
                text: 'Bəli. Bakı, Daşkənd və Tbilisi daxilində çatdırılma 3 $-dan başlayır; digər şəhərlər və qiymətlər «Xidmətlər» səhifəsindədir. Bağlamanın səhifəsində kuryer çatdırılmasını seçin, günü təyin edin və balansdan ödəyin; kuryer gəlməzdən təxminən bir saat əvvəl zəng edir.',
              },
              {
                kind: 'p',
                text: 'Azərbaycanda bağlamaları istənilən Azərpoçt filialına da göndərmək olar — şəhərinizdə Yolla təhvil məntəqəsi yoxdursa, bu, çox rahatdır.',
              },
            ],
          },
          ru: {
            question: 'Можно ли доставить посылку до двери?',
            answer: [
              {
                kind: 'p',
                text: 'Да. По Баку, Ташкенту и Тбилиси доставка стоит от 3 $; другие города и цены — на странице «Услуги». На странице посылки выберите курьерскую доставку, укажите день и оплатите с баланса; курьер позвонит примерно за час до приезда.',
              },
              {
                kind: 'p',
                text: 'В Азербайджане посылку можно также получить в любом отделении Azərpoçt — удобно, если в вашем городе нет пункта выдачи Yolla.',
              },
            ],
          },
          uz: {
            question: 'Posilkani eshigimgacha olib kela olasizmi?',
            answer: [
              {
                kind: 'p',
                text: 'Ha. Toshkent, Boku va Tbilisi ichida yetkazib berish 3 $ dan boshlanadi; boshqa shaharlar va narxlar «Xizmatlar» sahifasida. Posilka sahifasida kuryer orqali yetkazishni tanlang, kunni belgilang va balansdan toʻlang; kuryer kelishidan taxminan bir soat oldin qoʻngʻiroq qiladi.',
              },
              {
                kind: 'p',
                text: 'Ozarbayjonda posilkalarni istalgan Azərpoçt boʻlimiga ham yuborish mumkin — shahringizda Yolla topshirish punkti boʻlmasa, bu juda qulay.',
              },
            ],
          },
          ka: {
            question: 'შეგიძლიათ ამანათი კარამდე მომიტანოთ?',
            answer: [
              {
                kind: 'p',
                text: 'დიახ. თბილისის, ბაქოსა და ტაშკენტის ფარგლებში მიწოდება 3 $-დან იწყება; სხვა ქალაქები და ფასები „სერვისების“ გვერდზეა. ამანათის გვერდზე აირჩიეთ კურიერით მიწოდება, მიუთითეთ დღე და გადაიხადეთ ბალანსიდან; კურიერი მოსვლამდე დაახლოებით ერთი საათით ადრე დაგირეკავთ.',
              },
              {
                kind: 'p',
                text: 'აზერბაიჯანში ამანათის მიღება Azərpoçt-ის ნებისმიერ ფილიალშიც შეიძლება — მოსახერხებელია, თუ თქვენს ქალაქში Yolla-ს გაცემის პუნქტი არ არის.',
              },
            ],
          },
        },
      },
    ],
  },
  {
    id: 'customs-and-restrictions',
    translations: {
      en: { title: 'Customs and restrictions' },
      az: { title: 'Gömrük və məhdudiyyətlər' },
      ru: { title: 'Таможня и ограничения' },
      uz: { title: 'Bojxona va cheklovlar' },
      ka: { title: 'საბაჟო და შეზღუდვები' },
    },
    questions: [
      {
        id: 'duty-free-limit',
        translations: {
          en: {
            question: 'What does the duty-free limit mean?',
            answer: [
              {
                kind: 'p',
                text: 'It is the value of goods you can receive from abroad without paying customs duties and taxes. Each country has its own rules:',
              },
              {
                kind: 'ul',
                items: [
                  'Azerbaijan: $300 per person per calendar month, for all parcels together. Customs payments are charged only on the amount over the limit and paid in the Smart Customs app.',
                  'Uzbekistan: since 1 May 2025, $200 per person per calendar month for courier parcels (it was $1,000 per quarter; postal items $100); above that, a single rate of 30% is charged on the value over the limit, but not less than $3 per kilogram of the parcel.',
                  'Georgia: 300 GEL per parcel weighing up to 30 kg; a more expensive parcel is charged 18% VAT on its whole value.',
                ],
              },
              {
                kind: 'p',
                text: 'An example for Azerbaijan: on 5 March you receive goods worth $180 and on 20 March another $170, $350 in total. Customs payments are charged only on the $50 over the limit: 15% duty ($7.50) plus 18% VAT on $57.50 ($10.35), $17.85 in total. The limit is counted from the value you declare, so always declare the real price.',
              },
            ],
          },
          az: {
            question: 'Rüsumsuz limit nə deməkdir?',
            answer: [
              {
                kind: 'p',
                text: 'Bu, xaricdən gömrük rüsumu və vergi ödəmədən ala biləcəyiniz malların dəyəridir. Hər ölkənin öz qaydası var:',
              },
              {
                kind: 'ul',
                items: [
                  'Azərbaycan: bir şəxs üçün təqvim ayı ərzində bütün bağlamalar üzrə cəmi 300 $. Gömrük ödənişləri yalnız limitdən artıq hissəyə hesablanır və Smart Customs tətbiqində ödənilir.',
                  'Özbəkistan: 1 may 2025-ci ildən kuryer bağlamaları üçün bir nəfərə təqvim ayında 200 $ (əvvəl rübdə 1000 $ idi; poçt göndərişləri üçün 100 $); limiti aşan dəyərə 30% vahid dərəcə tətbiq edilir, amma bağlamanın hər kiloqramı üçün 3 $-dan az olmamaqla.',
                  'Gürcüstan: çəkisi 30 kq-dək olan hər bağlama üçün 300 lari; daha bahalı bağlamanın bütün dəyərinə 18% ƏDV hesablanır.',
                ],
              },
              {
                kind: 'p',
                text: 'Azərbaycan üçün nümunə: 5 martda dəyəri 180 $, 20 martda isə daha 170 $ olan mal alırsınız — cəmi 350 $. Gömrük ödənişləri yalnız limitdən artıq olan 50 $-a hesablanır: 15% rüsum (7,50 $) və 57,50 $-ın 18%-i qədər ƏDV (10,35 $), cəmi 17,85 $. Limit bəyan etdiyiniz dəyərə görə hesablanır, ona görə həmişə real qiyməti göstərin.',
              },
            ],
          },
          ru: {
            question: 'Что такое беспошлинный лимит?',
            answer: [
              {
                kind: 'p',
                text: 'Это стоимость товаров, которые можно получить из-за рубежа без уплаты таможенных пошлин и налогов. В каждой стране свои правила:',
              },
              {
                kind: 'ul',
                items: [
                  'Азербайджан: 300 $ на человека за календарный месяц по всем посылкам вместе. Таможенные платежи начисляются только на сумму сверх лимита и оплачиваются в приложении Smart Customs.',
                  'Узбекистан: с 1 мая 2025 года 200 $ на человека за календарный месяц для курьерских посылок (раньше 1000 $ за квартал; для почтовых отправлений — 100 $); со стоимости сверх лимита взимается единый платёж 30%, но не меньше 3 $ за каждый килограмм посылки.',
                  'Грузия: 300 лари за одну посылку весом до 30 кг; с более дорогой посылки взимается НДС 18% со всей её стоимости.',
                ],
              },
              {
                kind: 'p',
                text: 'Пример для Азербайджана: 5 марта вы получаете товары на 180 $, 20 марта — ещё на 170 $, всего 350 $. Платежи начисляются только на 50 $ сверх лимита: пошлина 15% (7,50 $) и НДС 18% с 57,50 $ (10,35 $), всего 17,85 $. Лимит считается по заявленной вами стоимости, поэтому всегда указывайте реальную цену.',
              },
            ],
          },
          uz: {
            question: 'Bojsiz limit nima degani?',
            answer: [
              {
                kind: 'p',
                text: 'Bu — xorijdan bojxona toʻlovlari va soliqlarsiz olishingiz mumkin boʻlgan tovarlar qiymati. Har bir mamlakatning oʻz qoidalari bor:',
              },
              {
                kind: 'ul',
                items: [
                  'Oʻzbekiston: 2025-yil 1-maydan kuryer posilkalari uchun bir kishiga kalendar oyda 200 $ (avval chorakda 1000 $ edi; pochta joʻnatmalari uchun 100 $); limitdan oshgan qiymatga 30% yagona stavka qoʻllanadi, lekin posilkaning har bir kilogrammi uchun 3 $ dan kam boʻlmaydi.',
                  'Ozarbayjon: bir kishiga kalendar oyida barcha posilkalar uchun jami 300 $; toʻlovlar faqat limitdan oshgan qismiga hisoblanadi va Smart Customs ilovasida toʻlanadi.',
                  'Gruziya: ogʻirligi 30 kg gacha boʻlgan har bir posilka uchun 300 lari; qimmatroq posilkaning butun qiymatiga 18% QQS hisoblanadi.',
                ],
              },
              {
                kind: 'p',
                text: 'Oʻzbekiston uchun misol: qiymati 1200 $, ogʻirligi 4 kg boʻlgan posilka. Limitdan oshgan qism — 200 $, uning 30 foizi — 60 $; bu 4 × 3 $ = 12 $ lik eng kam miqdordan koʻp, demak, 60 $ toʻlaysiz. Limit siz deklaratsiya qilgan qiymat boʻyicha hisoblanadi, shuning uchun har doim haqiqiy narxni koʻrsating.',
              },
            ],
          },
          ka: {
            question: 'რას ნიშნავს უბაჟო ლიმიტი?',
            answer: [
              {
                kind: 'p',
                text: 'ეს არის იმ საქონლის ღირებულება, რომლის მიღებაც საზღვარგარეთიდან საბაჟო გადასახდელების გარეშე შეგიძლიათ. თითოეულ ქვეყანას საკუთარი წესები აქვს:',
              },
              {
                kind: 'ul',
                items: [
                  'საქართველო: 300 ლარი თითო ამანათზე, რომლის წონაც 30 კგ-მდეა; უფრო ძვირ ამანათს დღგ 18% მთელ ღირებულებაზე ერიცხება.',
                  'აზერბაიჯანი: 300 $ ერთ პირზე კალენდარული თვის განმავლობაში, ყველა ამანათზე ერთად; გადასახდელები მხოლოდ ლიმიტის ზემოთ არსებულ თანხას ერიცხება და Smart Customs-ის აპლიკაციით იხდება.',
                  'უზბეკეთი: 2025 წლის 1 მაისიდან საკურიერო ამანათებზე 200 $ ერთ პირზე კალენდარულ თვეში (მანამდე კვარტალში 1000 $ იყო; საფოსტო გზავნილებზე — 100 $); ლიმიტის ზემოთ ღირებულებას 30%-იანი ერთიანი განაკვეთი ერიცხება, მაგრამ არანაკლებ 3 $-ისა ამანათის ყოველ კილოგრამზე.',
                ],
              },
              {
                kind: 'p',
                text: 'მაგალითი საქართველოსთვის: 280 ლარის ამანათზე გადასახადს არ იხდით, 320 ლარისაზე კი დღგ 18% მთელ თანხას ერიცხება — 57,60 ლარი. ლიმიტი თქვენ მიერ დეკლარირებული ღირებულებით ითვლება, ამიტომ ყოველთვის რეალური ფასი მიუთითეთ.',
              },
            ],
          },
        },
      },
      {
        id: 'prohibited-items',
        translations: {
          en: {
            question: 'What can’t be shipped?',
            answer: [
              {
                kind: 'p',
                text: 'By law and under airline rules we cannot carry:',
              },
              {
                kind: 'ul',
                items: [
                  'weapons, their parts and ammunition, including stun guns and realistic replicas',
                  'explosives and fireworks',
                  'spare and loose lithium batteries (devices with the battery installed are fine), and power banks from China and the UAE',
                  'aerosols, flammable liquids and solvents, gas lighters',
                  'narcotic and psychotropic substances and medicines that contain them',
                  'cash, precious metals and loose gemstones',
                  'counterfeit goods, live animals and insects',
                ],
              },
              {
                kind: 'p',
                text: 'Some goods are accepted only on conditions — for example perfume, medicines for personal use, food supplements and mobile phones. The full list, with the conditions for each warehouse, is on the Rules of carriage page.',
              },
            ],
          },
          az: {
            question: 'Nəyi göndərmək olmaz?',
            answer: [
              {
                kind: 'p',
                text: 'Qanuna və aviaşirkətlərin qaydalarına görə bunları daşıya bilmirik:',
              },
              {
                kind: 'ul',
                items: [
                  'silah, onun hissələri və sursat, o cümlədən elektroşoker və real silaha oxşayan maketlər',
                  'partlayıcı maddələr və pirotexnika',
                  'ehtiyat və ayrıca litium batareyalar (batareyası quraşdırılmış cihazlar qəbul olunur), Çin və BƏƏ-dən isə powerbanklar',
                  'aerozollar, tez alışan mayelər və həlledicilər, qazlı alışqanlar',
                  'narkotik və psixotrop maddələr, habelə onları tərkibində saxlayan dərmanlar',
                  'nağd pul, qiymətli metallar və ayrıca qiymətli daşlar',
                  'saxta brend mallar, canlı heyvanlar və həşəratlar',
                ],
              },
              {
                kind: 'p',
                text: 'Bəzi mallar yalnız şərtlə qəbul olunur — məsələn, ətir, şəxsi istifadə üçün dərmanlar, qida əlavələri və mobil telefonlar. Hər anbar üzrə şərtləri ilə birlikdə tam siyahı «Daşınma qaydaları» səhifəsindədir.',
              },
            ],
          },
          ru: {
            question: 'Что нельзя отправлять?',
            answer: [
              {
                kind: 'p',
                text: 'По закону и правилам авиакомпаний мы не перевозим:',
              },
              {
                kind: 'ul',
                items: [
                  'оружие, его части и боеприпасы, в том числе электрошокеры и реалистичные макеты',
                  'взрывчатые вещества и пиротехника',
                  'запасные литиевые батареи отдельно от устройств (устройства с установленным аккумулятором принимаем), а со складов в Китае и ОАЭ — и пауэрбанки',
                  'аэрозоли, легковоспламеняющиеся жидкости и растворители, газовые зажигалки',
                  'наркотические и психотропные вещества и лекарства, которые их содержат',
                  'наличные деньги, драгоценные металлы и драгоценные камни без оправы',
                  'контрафакт, живых животных и насекомых',
                ],
              },
              {
                kind: 'p',
                text: 'Некоторые товары принимаются только на определённых условиях — например, парфюмерия, лекарства для личного пользования, БАДы и мобильные телефоны. Полный список с условиями для каждого склада — на странице «Правила перевозки».',
              },
            ],
          },
          uz: {
            question: 'Nimalarni joʻnatish mumkin emas?',
            answer: [
              {
                kind: 'p',
                text: 'Qonun va aviakompaniyalar qoidalariga koʻra quyidagilarni tashiy olmaymiz:',
              },
              {
                kind: 'ul',
                items: [
                  'qurol, uning qismlari va oʻq-dorilar, jumladan elektroshoker va haqiqiy qurolga oʻxshash maketlar',
                  'portlovchi moddalar va pirotexnika',
                  'zaxira va alohida litiy batareyalar (batareyasi oʻrnatilgan qurilmalar qabul qilinadi), Xitoy va BAAdan esa powerbanklar ham',
                  'aerozollar, tez alangalanuvchi suyuqliklar va erituvchilar, gazli chaqmoqlar',
                  'giyohvand va psixotrop moddalar hamda ular qoʻshilgan dorilar',
                  'naqd pul, qimmatbaho metallar va qimmatbaho toshlar',
                  'qalbaki brend tovarlar, tirik hayvonlar va hasharotlar',
                ],
              },
              {
                kind: 'p',
                text: 'Baʼzi tovarlar faqat muayyan shartlar bilan qabul qilinadi — masalan, atir, shaxsiy foydalanish uchun dorilar, biologik faol qoʻshimchalar va mobil telefonlar. Har bir ombor boʻyicha shartlari bilan toʻliq roʻyxat «Tashish qoidalari» sahifasida.',
              },
            ],
          },
          ka: {
            question: 'რისი გაგზავნა არ შეიძლება?',
            answer: [
              {
                kind: 'p',
                text: 'კანონისა და ავიაკომპანიების წესების მიხედვით, არ გადავზიდავთ:',
              },
              {
                kind: 'ul',
                items: [
                  'იარაღს, მის ნაწილებსა და საბრძოლო მასალას, მათ შორის ელექტროშოკერებსა და რეალისტურ მაკეტებს',
                  'ფეთქებად ნივთიერებებსა და პიროტექნიკას',
                  'სათადარიგო და ცალკე ლითიუმის ბატარეებს (ჩამონტაჟებული ბატარეის მქონე მოწყობილობებს ვიღებთ), ჩინეთიდან და არაბთა გაერთიანებული საამიროებიდან კი — პაუერბანკებსაც',
                  'აეროზოლებს, ადვილად აალებად სითხეებსა და გამხსნელებს, გაზის სანთებელებს',
                  'ნარკოტიკულ და ფსიქოტროპულ ნივთიერებებს და მათ შემცველ მედიკამენტებს',
                  'ნაღდ ფულს, ძვირფას ლითონებსა და ძვირფას ქვებს',
                  'გაყალბებულ ბრენდულ საქონელს, ცოცხალ ცხოველებსა და მწერებს',
                ],
              },
              {
                kind: 'p',
                text: 'ზოგიერთი საქონელი მხოლოდ გარკვეული პირობებით მიიღება — მაგალითად, სუნამო, პირადი მოხმარების მედიკამენტები, საკვები დანამატები და მობილური ტელეფონები. სრული სია, თითოეული საწყობის პირობებით, იხილეთ გვერდზე „გადაზიდვის წესები“.',
              },
            ],
          },
        },
      },
      {
        id: 'liquids-and-perfume',
        translations: {
          en: {
            question: 'Can I ship perfume, cosmetics and other liquids?',
            answer: [
              {
                kind: 'p',
                text: 'Non-flammable liquids and creams — shampoo, lotions, face creams, liquid vitamins — are accepted at every warehouse, but only in factory-sealed packaging: opened bottles are not shipped.',
              },
              {
                kind: 'p',
                text: 'Perfume and eau de toilette are carried on conditions that differ from one warehouse to another: from the USA, the United Kingdom and Germany, for example, up to 100 ml per parcel in factory-sealed packaging. Flammable liquids such as nail polish remover, and aerosols — hairspray, spray deodorants, dry shampoo — are not accepted anywhere. The conditions for each warehouse are on the Rules of carriage page.',
              },
            ],
          },
          az: {
            question: 'Ətir, kosmetika və başqa mayeləri göndərmək olarmı?',
            answer: [
              {
                kind: 'p',
                text: 'Tez alışmayan mayelər və kremlər — şampun, losyon, üz kremi, maye vitaminlər — bütün anbarlarda qəbul edilir, amma yalnız açılmamış zavod qablaşdırmasında: açılmış flakonlar göndərilmir.',
              },
              {
                kind: 'p',
                text: 'Ətir və tualet suyu anbardan asılı olaraq fərqli şərtlərlə daşınır: məsələn, ABŞ, Böyük Britaniya və Almaniyadan bir bağlamada 100 ml-ədək, açılmamış zavod qablaşdırmasında. Dırnaq lakı təmizləyicisi kimi tez alışan mayelər və aerozollar — saç spreyi, sprey dezodorantlar, quru şampun — heç bir anbarda qəbul edilmir. Hər anbarın şərtləri «Daşınma qaydaları» səhifəsindədir.',
              },
            ],
          },
          ru: {
            question: 'Можно ли отправлять парфюмерию, косметику и другие жидкости?',
            answer: [
              {
                kind: 'p',
                text: 'Негорючие жидкости и кремы — шампуни, лосьоны, кремы для лица, жидкие витамины — принимаем на всех складах, но только в запечатанной заводской упаковке: вскрытые флаконы не отправляются.',
              },
              {
                kind: 'p',
                text: 'Духи и туалетная вода перевозятся на условиях, которые зависят от склада: например, из США, Великобритании и Германии — до 100 мл в посылке, в запечатанной заводской упаковке. Легковоспламеняющиеся жидкости, такие как жидкость для снятия лака, и аэрозоли — лак для волос, дезодоранты-спреи, сухой шампунь — не принимаются нигде. Условия каждого склада — на странице «Правила перевозки».',
              },
            ],
          },
          uz: {
            question: 'Atir, kosmetika va boshqa suyuqliklarni joʻnatsa boʻladimi?',
            answer: [
              {
                kind: 'p',
                text: 'Yonmaydigan suyuqliklar va kremlar — shampun, loson, yuz kremi, suyuq vitaminlar — barcha omborlarda qabul qilinadi, lekin faqat ochilmagan zavod qadogʻida: ochilgan idishlar joʻnatilmaydi.',
              },
              {
                kind: 'p',
                text: 'Atir va tualet suvi omborga qarab turli shartlarda tashiladi: masalan, AQSH, Buyuk Britaniya va Germaniyadan bitta posilkada 100 ml gacha, ochilmagan zavod qadogʻida. Lok ketkazuvchi suyuqlik kabi tez alangalanuvchi suyuqliklar va aerozollar — soch spreyi, sprey dezodorantlar, quruq shampun — hech qayerda qabul qilinmaydi. Har bir omborning shartlari «Tashish qoidalari» sahifasida.',
              },
            ],
          },
          ka: {
            question: 'შემიძლია სუნამოს, კოსმეტიკისა და სხვა სითხეების გამოგზავნა?',
            answer: [
              {
                kind: 'p',
                text: 'არაალებადი სითხეები და კრემები — შამპუნი, ლოსიონი, სახის კრემი, თხევადი ვიტამინები — ყველა საწყობში მიიღება, ოღონდ მხოლოდ დალუქულ ქარხნულ შეფუთვაში: გახსნილი ფლაკონები არ იგზავნება.',
              },
              {
                kind: 'p',
                text: 'სუნამო და ტუალეტის წყალი საწყობის მიხედვით განსხვავებული პირობებით გადაიზიდება: მაგალითად, აშშ-დან, დიდი ბრიტანეთიდან და გერმანიიდან — ერთ ამანათში 100 მლ-მდე, დალუქულ ქარხნულ შეფუთვაში. ადვილად აალებადი სითხეები, მაგალითად ლაქის მოსაშორებელი, და აეროზოლები — თმის ლაქი, სპრეი-დეოდორანტები, მშრალი შამპუნი — არსად მიიღება. თითოეული საწყობის პირობები იხილეთ გვერდზე „გადაზიდვის წესები“.',
              },
            ],
          },
        },
      },
      {
        id: 'devices-with-batteries',
        translations: {
          en: {
            question: 'Can I ship phones, laptops and other devices with batteries?',
            answer: [
              {
                kind: 'p',
                text: 'Yes, if the battery is installed in the device and undamaged: phones, laptops, tablets, earbuds, watches, cameras. Mention the battery in the declaration, for example “wireless earbuds with built-in battery”, and the X-ray check goes faster.',
              },
              {
                kind: 'p',
                text: 'Spare and loose lithium batteries are not accepted at any warehouse, and neither are devices with a swollen or damaged battery: airlines treat them as dangerous goods. Power banks are not accepted from China and the UAE; from Turkey, the USA, the United Kingdom and Germany we take one power bank of up to 100 Wh (about 27,000 mAh) per parcel.',
              },
            ],
          },
          az: {
            question: 'Telefon, noutbuk və batareyalı başqa cihazları göndərmək olarmı?',
            answer: [
              {
                kind: 'p',
                text: 'Bəli, əgər batareya cihazın içində quraşdırılıbsa və zədəsizdirsə: telefon, noutbuk, planşet, qulaqcıq, saat, fotoaparat. Bəyannamədə batareyanı qeyd edin, məsələn, «daxili batareyalı simsiz qulaqcıq» — rentgen yoxlaması daha tez keçir.',
              },
              {
                kind: 'p',
                text: 'Ehtiyat və ayrıca litium batareyalar, həmçinin batareyası şişmiş və ya zədələnmiş cihazlar heç bir anbarda qəbul olunmur: aviaşirkətlər onları təhlükəli yük sayır. Powerbanklar Çin və BƏƏ anbarlarında qəbul edilmir; Türkiyə, ABŞ, Böyük Britaniya və Almaniyadan isə bir bağlamada 100 Wh-dək (təxminən 27 000 mAh) bir powerbank qəbul edirik.',
              },
            ],
          },
          ru: {
            question: 'Можно ли отправлять телефоны, ноутбуки и другие устройства с аккумуляторами?',
            answer: [
              {
                kind: 'p',
                text: 'Да, если аккумулятор установлен в устройство и не повреждён: телефоны, ноутбуки, планшеты, наушники, часы, фотоаппараты. Укажите аккумулятор в декларации, например «беспроводные наушники со встроенным аккумулятором», — так рентген-досмотр пройдёт быстрее.',
              },
              {
                kind: 'p',
                text: 'Запасные литиевые батареи отдельно от устройств, а также устройства со вздувшимся или повреждённым аккумулятором не принимает ни один склад: авиакомпании считают их опасным грузом. Пауэрбанки не принимаются на складах в Китае и ОАЭ; из Турции, США, Великобритании и Германии можно отправить один пауэрбанк до 100 Вт·ч (около 27 000 мА·ч) в посылке.',
              },
            ],
          },
          uz: {
            question: 'Telefon, noutbuk va batareyali boshqa qurilmalarni joʻnatsa boʻladimi?',
            answer: [
              {
                kind: 'p',
                text: 'Ha, agar batareya qurilma ichiga oʻrnatilgan va shikastlanmagan boʻlsa: telefon, noutbuk, planshet, quloqchin, soat, fotoapparat. Deklaratsiyada batareyani koʻrsating, masalan: «ichki batareyali simsiz quloqchin» — shunda rentgen tekshiruvi tezroq oʻtadi.',
              },
              {
                kind: 'p',
                text: 'Alohida zaxira litiy batareyalar, shuningdek batareyasi shishgan yoki shikastlangan qurilmalar hech bir omborda qabul qilinmaydi: aviakompaniyalar ularni xavfli yuk deb hisoblaydi. Powerbanklar Xitoy va BAAdagi omborlarda qabul qilinmaydi; Turkiya, AQSH, Buyuk Britaniya va Germaniyadan esa bitta posilkada 100 Wh gacha (taxminan 27 000 mAh) bitta powerbank qabul qilamiz.',
              },
            ],
          },
          ka: {
            question: 'შემიძლია ტელეფონის, ლეპტოპისა და სხვა ბატარეიანი მოწყობილობების გამოგზავნა?',
            answer: [
              {
                kind: 'p',
                text: 'დიახ, თუ ბატარეა მოწყობილობაშია ჩამონტაჟებული და დაუზიანებელია: ტელეფონი, ლეპტოპი, პლანშეტი, ყურსასმენი, საათი, ფოტოაპარატი. დეკლარაციაში ბატარეა მიუთითეთ, მაგალითად: „უსადენო ყურსასმენები ჩაშენებული ბატარეით“ — ასე რენტგენით შემოწმება უფრო სწრაფად ჩაივლის.',
              },
              {
                kind: 'p',
                text: 'ცალკე სათადარიგო ლითიუმის ბატარეებს, ასევე გაბერილი ან დაზიანებული ბატარეის მქონე მოწყობილობებს არც ერთი საწყობი არ იღებს: ავიაკომპანიები მათ სახიფათო ტვირთად მიიჩნევენ. პაუერბანკებს ჩინეთისა და არაბთა გაერთიანებული საამიროების საწყობები არ იღებს; თურქეთიდან, აშშ-დან, დიდი ბრიტანეთიდან და გერმანიიდან კი ერთ ამანათში ერთ პაუერბანკს ვიღებთ 100 ვტ·სთ-მდე (დაახლოებით 27 000 მა·სთ).',
              },
            ],
          },
        },
      },
      {
        id: 'parcel-held-by-customs',
        translations: {
          en: {
            question: 'What happens if customs holds my parcel?',
            answer: [
              {
                kind: 'p',
                text: 'Usually customs needs an invoice or wants to clarify the value or the contents. We send you an SMS and leave a note on the parcel page: upload the invoice or answer the question there, and we pass it on to customs the same working day.',
              },
              {
                kind: 'p',
                text: 'If customs payments are due, you pay them before the parcel is released: in Azerbaijan in the Smart Customs app, in Georgia through your cabinet. The parcel then goes on to your pickup point. Days spent at customs do not count towards free storage.',
              },
            ],
          },
          az: {
            question: 'Gömrük bağlamamı saxlasa, nə olur?',
            answer: [
              {
                kind: 'p',
                text: 'Adətən gömrük invoys tələb edir və ya dəyəri, yaxud məzmunu dəqiqləşdirmək istəyir. Sizə SMS göndəririk və bağlamanın səhifəsində qeyd qoyuruq: invoysu orada yükləyin və ya suala cavab verin, biz də onu elə həmin iş günü gömrüyə ötürürük.',
              },
              {
                kind: 'p',
                text: 'Gömrük ödənişi tələb olunarsa, onu bağlama buraxılmazdan əvvəl ödəyirsiniz: Azərbaycanda Smart Customs tətbiqində, Gürcüstanda isə kabinetiniz vasitəsilə. Bundan sonra bağlama təhvil məntəqənizə göndərilir. Gömrükdə keçən günlər pulsuz saxlanma müddətinə daxil edilmir.',
              },
            ],
          },
          ru: {
            question: 'Что будет, если таможня задержит посылку?',
            answer: [
              {
                kind: 'p',
                text: 'Обычно таможне нужен счёт (инвойс) или уточнение стоимости либо содержимого. Мы пришлём SMS и оставим сообщение на странице посылки: загрузите счёт или ответьте на вопрос там же, и в тот же рабочий день мы передадим это на таможню.',
              },
              {
                kind: 'p',
                text: 'Если начислены таможенные платежи, их нужно оплатить до выпуска посылки: в Азербайджане — в приложении Smart Customs, в Грузии — через личный кабинет. После этого посылку отправят в ваш пункт выдачи. Дни на таможне не входят в срок бесплатного хранения.',
              },
            ],
          },
          uz: {
            question: 'Bojxona posilkamni ushlab qolsa, nima boʻladi?',
            answer: [
              {
                kind: 'p',
                text: 'Odatda bojxonaga hisob-faktura (invoys) kerak boʻladi yoki u qiymat yoxud tarkibni aniqlashtirmoqchi boʻladi. Sizga SMS yuboramiz va posilka sahifasida xabar qoldiramiz: hisob-fakturani oʻsha yerga yuklang yoki savolga javob bering, biz uni oʻsha ish kunining oʻzida bojxonaga yetkazamiz.',
              },
              {
                kind: 'p',
                text: 'Agar bojxona toʻlovi hisoblansa, uni posilka chiqarilishidan oldin toʻlaysiz: Ozarbayjonda Smart Customs ilovasida, Gruziyada esa kabinetingiz orqali. Shundan soʻng posilka topshirish punktingizga yuboriladi. Bojxonada oʻtgan kunlar bepul saqlash muddatiga kirmaydi.',
              },
            ],
          },
          ka: {
            question: 'რა ხდება, თუ საბაჟო ჩემს ამანათს შეაჩერებს?',
            answer: [
              {
                kind: 'p',
                text: 'როგორც წესი, საბაჟოს ინვოისი სჭირდება ან ღირებულების ან შიგთავსის დაზუსტება სურს. გამოგიგზავნით SMS-ს და ამანათის გვერდზე შეტყობინებას დაგიტოვებთ: ატვირთეთ ინვოისი ან უპასუხეთ კითხვას იქვე, ჩვენ კი მას იმავე სამუშაო დღეს გადავცემთ საბაჟოს.',
              },
              {
                kind: 'p',
                text: 'თუ საბაჟო გადასახდელი დაგერიცხათ, ის ამანათის გაშვებამდე უნდა გადაიხადოთ: აზერბაიჯანში — Smart Customs-ის აპლიკაციით, საქართველოში — თქვენი კაბინეტიდან. ამის შემდეგ ამანათი თქვენს გაცემის პუნქტში გაიგზავნება. საბაჟოზე გატარებული დღეები უფასო შენახვის ვადაში არ ითვლება.',
              },
            ],
          },
        },
      },
    ],
  },
];
