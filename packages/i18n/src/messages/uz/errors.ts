export default {
  common: {
    validation_failed: 'Ayrim maydonlarni tekshirib chiqing.',
    bad_request: 'Soʻrovni qayta ishlab boʻlmadi.',
    unauthenticated: 'Davom etish uchun hisobingizga kiring.',
    forbidden: 'Bu boʻlimga kirish huquqingiz yoʻq.',
    not_found: 'Siz izlagan narsa topilmadi.',
    method_not_allowed: 'Bu amal bu yerda qoʻllab-quvvatlanmaydi.',
    payload_too_large: 'Soʻrov hajmi juda katta.',
    unsupported_media_type: 'Bu turdagi maʼlumot qoʻllab-quvvatlanmaydi.',
    rate_limited: 'Soʻrovlar juda koʻp. Biroz kutib, qayta urinib koʻring.',
    unavailable: 'Xizmat hozir band. Birozdan soʻng qayta urinib koʻring.',
    internal: 'Biz tomonda xatolik yuz berdi. Qayta urinib koʻring.',
    headers_too_large:
      'Soʻrov sarlavhalari juda katta. Brauzerda ushbu saytning cookie fayllarini oʻchirish yordam berishi mumkin.',
    request_timeout: 'Soʻrov juda uzoq keldi. Qayta urinib koʻring.',
  },
  auth: {
    invalid_credentials: 'Telefon, e-pochta yoki parol notoʻgʻri.',
    invalid_client: 'Bu ilovaga tizimga kirishga ruxsat berilmagan.',
    invalid_refresh_token: 'Seans muddati tugadi. Qaytadan kiring.',
    too_many_attempts: 'Kirish urinishlari juda koʻp. Keyinroq qayta urinib koʻring.',
    account_blocked: 'Bu hisob bloklangan. Qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    unsupported_grant_type: 'Bu kirish usuli qoʻllab-quvvatlanmaydi.',
    invalid_scope: 'Soʻralgan ruxsatlar doirasi qoʻllab-quvvatlanmaydi.',
    multiple_client_authentication:
      'Ilova maʼlumotlarini faqat bitta usulda yuboring: Authorization sarlavhasida yoki soʻrov tanasida.',
  },
  profile: {
    email_taken: 'Bu elektron pochta boshqa hisobda allaqachon foydalanilmoqda.',
    national_id_taken:
      'Bu identifikatsiya raqami boshqa hisobga allaqachon bogʻlangan. Agar u sizniki boʻlsa, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
  },
  picture: {
    missing: 'Yuklash uchun rasm tanlang.',
    too_large: 'Rasm hajmi juda katta.',
    unsupported_type: 'PNG, JPEG yoki WebP formatidagi rasm yuklang.',
    unreadable: 'Bu rasmni oʻqib boʻlmadi. Boshqa fayl tanlang.',
  },
  file: {
    empty: 'Fayl boʻsh. Faylni qaytadan tanlang.',
    too_large: 'Fayl hajmi juda katta.',
    unsupported_type: 'Bunday turdagi fayl qabul qilinmaydi.',
    type_mismatch: 'Fayl mazmuni uning nomi yoki turiga mos kelmaydi.',
    unreadable: 'Bu rasmni oʻqib boʻlmadi. Boshqa fayl tanlang.',
  },
  deletion: {
    wrong_password: 'Parol notoʻgʻri.',
    pending_money:
      'Hisobingizda hali mablagʻ yoki toʻlanmagan toʻlovlar bor. Hisobni oʻchirishdan oldin balansni sarflang yoki yechib oling va toʻlovlarni yakunlang.',
    pending_parcels:
      'Sizda yoʻldagi yoki topshirilishini kutayotgan posilkalar bor. Ular topshirilgach, hisobni oʻchirishingiz mumkin boʻladi.',
  },
  notifications: {
    not_found: 'Bu bildirishnoma sizning bildirishnomalaringiz orasida topilmadi.',
  },
  parcels: {
    not_found: 'Bu posilka sizning posilkalaringiz orasida topilmadi.',
    already_declared: 'Siz bu trek raqamini allaqachon deklaratsiya qilgansiz.',
    number_taken:
      'Bu trek raqami boshqa hisobda allaqachon deklaratsiya qilingan. Raqamni tekshiring yoki posilka sizniki boʻlsa, qoʻllab-quvvatlash xizmatiga yozing.',
    profile_incomplete:
      'Posilkani deklaratsiya qilishdan oldin profilingizni toʻldiring: bojxonaga toʻliq ismingiz va hujjatingiz kerak.',
    locked: 'Posilka xorijiy ombordan chiqib ketgan, shuning uchun deklaratsiyani endi oʻzgartirib boʻlmaydi.',
    delivery_locked:
      'Posilka allaqachon mahalliy omborda, shuning uchun yetkazib berish usulini oʻzgartirib boʻlmaydi.',
    unknown_parcel: 'Bunday trek raqamli posilka yoʻq.',
    unknown_suite: 'Bunday mijoz kodiga ega mijoz yoʻq.',
    impossible_transition: 'Posilkaning hozirgi holatida bu hodisa mumkin emas.',
    event_conflict: 'Bu identifikatorli hodisa allaqachon boshqa mazmun bilan qabul qilingan.',
    not_carried: 'Posilka yoʻnalishning vazn yoki oʻlcham chegarasidan oshadi va uni tashib boʻlmaydi.',
    not_payable: 'Bu posilka uchun hozir toʻlanadigan summa yoʻq: u hali tortilmagan yoki allaqachon toʻlangan.',
    unpaid: 'Posilka yetkazib berish haqi hali toʻlanmagan, shuning uchun uni topshirib boʻlmaydi.',
  },
  tracking: {
    not_found:
      'Bu trek raqamli posilka topilmadi. Raqamni tekshiring yoki joʻnatuvchi uni yuborgandan keyin qayta urinib koʻring.',
  },
  sms_inbox: {
    unknown_marketplace: 'SMS qutisida bunday marketpleys yoʻq.',
  },
  addresses: {
    limit_reached: 'Manzillar soni ruxsat etilgan chegaraga yetdi. Yangisini qoʻshish uchun bittasini oʻchiring.',
    default_required: 'Manzillardan biri asosiy boʻlishi kerak. Buning oʻrniga boshqa manzilni asosiy qiling.',
    in_use:
      'Bu manzil ochiq kuryer buyurtmasida ishlatilmoqda. Buyurtma yetkazilgach yoki bekor qilingach, uni oʻchirishingiz mumkin.',
  },
  codes: {
    invalid_code: 'Kod notoʻgʻri. Tekshirib, qaytadan urinib koʻring.',
    expired: 'Bu kod endi amal qilmaydi. Yangi kod soʻrang.',
    session_expired: 'Bu bosqich vaqti tugadi. Iltimos, qaytadan boshlang.',
    resend_too_soon: 'Kod hozirgina yuborildi. Yangisini soʻrashdan oldin bir daqiqa kuting.',
    too_many_codes: 'Juda koʻp kod yuborildi. Keyinroq qayta urinib koʻring.',
  },
  registration: {
    not_offered:
      'Bu mamlakatda telefon raqami orqali roʻyxatdan oʻtib boʻlmaydi. Raqamli identifikatsiya orqali roʻyxatdan oʻting.',
  },
  account: {
    wrong_password: 'Joriy parol notoʻgʻri.',
    phone_taken:
      'Bu raqam allaqachon boshqa hisobga bogʻlangan. Agar u sizniki boʻlsa, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
  },
  tariffs: {
    weight_over_limit: 'Bu yoʻnalish uchun posilka juda ogʻir.',
    side_over_limit: 'Bu yoʻnalish uchun posilka juda katta.',
    route_not_served: 'Bu yoʻnalish boʻyicha hozircha yetkazib bermaymiz.',
  },
  content: {
    not_found: 'Bunday sahifa topilmadi. Ehtimol, u oʻchirilgan yoki boshqa manzilga koʻchirilgan.',
  },
  identity: {
    not_offered: 'Raqamli identifikatsiya orqali kirish mavjud emas.',
    failed: 'Raqamli identifikatsiya shaxsingizni tasdiqlay olmadi. Qayta urinib koʻring.',
    phone_required: 'Shaxsingiz tasdiqlandi. Hisob ochish uchun telefon raqamingizni kiriting.',
    expired: 'Bu kirish muddati tugadi. Raqamli identifikatsiya orqali qaytadan boshlang.',
  },
  push: {
    not_offered: 'Bu qurilmaga bildirishnomalar hozircha taklif etilmaydi.',
    limit_reached:
      'Bildirishnoma oladigan qurilmalar soni chegaraga yetdi. Yangisini qoʻshish uchun bittasini oʻchiring.',
    service_unknown: 'Bu brauzerning bildirishnoma xizmatiga yubora olmaymiz. Boshqa brauzerdan urinib koʻring.',
  },
  passkeys: {
    invalid: 'Kirish kalitini tekshirib boʻlmadi. Qayta urinib koʻring yoki boshqa usulda kiring.',
    challenge_expired: 'Soʻrov muddati tugadi. Qaytadan boshlang.',
    limit_reached: 'Hisobingizda kirish kalitlari soni chegaraga yetdi. Yangisini qoʻshish uchun bittasini oʻchiring.',
  },
  machine: {
    unsigned: 'Soʻrov imzolanmagan. Kalit identifikatori, vaqt belgisi va imzo sarlavhalarini yuboring.',
    unknown_key: 'Bu soʻrovni imzolagan kalit nomaʼlum.',
    bad_signature: 'Imzo bu soʻrovga mos kelmaydi.',
    stale_timestamp:
      'Soʻrovning vaqt belgisi server soatidan juda farq qiladi. Yuboruvchining soatini tekshirib, qayta imzolang.',
    replay: 'Bu imzolangan soʻrov allaqachon qabul qilingan. Har bir soʻrovni yangidan imzolang.',
    partner_not_allowed: 'Bu kalit bilan bu manzilga murojaat qilib boʻlmaydi.',
  },
  wallet: {
    currency_not_held: 'Hamyoningizda bu valyutadagi hisob yoʻq.',
    amount_out_of_range: 'Bu summa ushbu valyutada bir martalik toʻldirish chegarasidan tashqarida.',
    insufficient_funds: 'Balansingizda mablagʻ yetarli emas. Hamyonni toʻldiring va qayta urinib koʻring.',
    no_rate: 'Hozircha bu valyutalar uchun kursimiz yoʻq. Keyinroq urinib koʻring.',
    top_up_not_found: 'Bu toʻldirishni sizniklar orasidan topa olmadik.',
    quote_not_found: 'Bu ayirboshlash taklifini topa olmadik. Yangisini soʻrang.',
    quote_expired: 'Ayirboshlash taklifining muddati tugadi. Yangisini soʻrang.',
    payment_mismatch: 'Toʻlov u koʻrsatgan toʻldirishga mos kelmaydi.',
    currency_not_payable: 'Mamlakatingiz toʻlov provayderi bu valyutani qabul qilmaydi. Boshqa valyutada toʻldiring.',
    provider_unavailable: 'Toʻlov provayderi hozir javob bermayapti. Bir necha daqiqadan soʻng qayta urinib koʻring.',
    callback_signature_invalid: 'Toʻlov provayderining imzosi yoʻq yoki notoʻgʻri.',
    top_up_not_refundable: 'Bu toʻldirishni qaytarib boʻlmaydi: faqat yakunlangan karta orqali toʻldirish qaytariladi.',
    refund_not_supported:
      'Bu toʻldirish pulini bu yerdan kartaga qaytarib boʻlmaydi. Qaytarish uchun toʻlov provayderining qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    refund_exceeds_refundable: 'Bu summa ushbu toʻldirishdan hali qaytarish mumkin boʻlganidan koʻp.',
  },
  idempotency: {
    key_required: 'Soʻrovda toʻgʻri idempotentlik kaliti yoʻq. Sahifani yangilang va qayta urinib koʻring.',
    key_reused: 'Bu soʻrov allaqachon boshqa maʼlumotlar bilan yuborilgan. Sahifani yangilang va qayta urinib koʻring.',
    in_progress: 'Bu soʻrov hali bajarilmoqda. Biroz kuting va sahifani yangilang.',
  },
  buy_for_me: {
    not_found: 'Bu buyurtmani sizning buyurtmalaringiz orasidan topa olmadik.',
    private_link:
      'Bu havola ichki yoki mahalliy tarmoq manziliga olib boradi. Doʻkonning ochiq sahifasi havolasini kiriting.',
    impossible_transition: 'Buyurtmaning hozirgi holatida buni qilib boʻlmaydi.',
    unknown_order: 'Bunday raqamli xarid buyurtmasi yoʻq.',
    event_conflict: 'Bu hodisa identifikatori boshqa mazmun bilan allaqachon ishlatilgan.',
  },
  courier_orders: {
    not_found: 'Bu kuryer buyurtmasini sizning buyurtmalaringiz orasidan topa olmadik.',
    address_not_found: 'Saqlangan yetkazish manzillaringizdan birini tanlang.',
    parcel_not_deliverable:
      'Kuryer faqat toʻlangan va mamlakatingizdagi omborimizga yetib kelgan posilkalarni olib keladi.',
    parcel_in_open_order: 'Bu posilka allaqachon ochiq kuryer buyurtmasida.',
    slot_full: 'Bu vaqt oraligʻi hozirgina toʻldi. Boshqasini tanlang.',
    not_cancellable:
      'Kuryer bu yetkazishni allaqachon rejalashtirgan, shuning uchun uni bu yerda bekor qilib boʻlmaydi. Oʻzgartirish kerak boʻlsa, qoʻllab-quvvatlash xizmatiga yozing.',
    unknown_order: 'Bunday raqamli kuryer buyurtmasi yoʻq.',
    impossible_transition: 'Kuryer buyurtmasi hozirgi holatidan bu holatga oʻta olmaydi.',
    event_conflict: 'Bu hodisa identifikatori boshqa mazmun bilan allaqachon ishlatilgan.',
  },
};
