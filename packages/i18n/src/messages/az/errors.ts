export default {
  common: {
    validation_failed: 'Bəzi xanalarda düzəliş etmək lazımdır.',
    bad_request: 'Sorğunu emal etmək mümkün olmadı.',
    unauthenticated: 'Davam etmək üçün hesabınıza daxil olun.',
    forbidden: 'Bu bölməyə girişiniz yoxdur.',
    not_found: 'Axtardığınızı tapa bilmədik.',
    method_not_allowed: 'Bu əməliyyat burada dəstəklənmir.',
    payload_too_large: 'Sorğu həddən artıq böyükdür.',
    unsupported_media_type: 'Bu məzmun növü dəstəklənmir.',
    rate_limited: 'Həddən çox sorğu göndərildi. Bir az gözləyib yenidən cəhd edin.',
    unavailable: 'Xidmət hazırda yüklənib. Bir azdan yenidən cəhd edin.',
    internal: 'Bizim tərəfdə xəta baş verdi. Yenidən cəhd edin.',
    headers_too_large:
      'Sorğunun başlıqları həddən artıq böyükdür. Brauzerdə bu saytın kukilərini silmək kömək edə bilər.',
    request_timeout: 'Sorğunun gəlməsi çox uzun çəkdi. Yenidən cəhd edin.',
  },
  auth: {
    invalid_credentials: 'Telefon, e-poçt və ya şifrə yanlışdır.',
    invalid_client: 'Bu tətbiqin hesaba giriş icazəsi yoxdur.',
    invalid_refresh_token: 'Sessiyanızın vaxtı bitib. Yenidən daxil olun.',
    too_many_attempts: 'Giriş cəhdləri həddən çoxdur. Bir qədər sonra yenidən cəhd edin.',
    account_blocked: 'Bu hesab bloklanıb. Dəstək xidməti ilə əlaqə saxlayın.',
    unsupported_grant_type: 'Bu giriş üsulu dəstəklənmir.',
    invalid_scope: 'Tələb olunan icazə dairəsi dəstəklənmir.',
    multiple_client_authentication:
      'Tətbiqin giriş məlumatlarını yalnız bir üsulla göndərin: Authorization başlığında və ya sorğunun mətnində.',
  },
  profile: {
    email_taken: 'Bu e-poçt artıq başqa hesabda istifadə olunur.',
    national_id_taken:
      'Bu identifikasiya nömrəsi artıq başqa hesaba bağlıdır. Əgər sizindirsə, dəstək xidməti ilə əlaqə saxlayın.',
  },
  picture: {
    missing: 'Yükləmək üçün şəkil seçin.',
    too_large: 'Şəklin ölçüsü həddən artıq böyükdür.',
    unsupported_type: 'PNG, JPEG və ya WebP formatında şəkil yükləyin.',
    unreadable: 'Bu şəkli oxumaq mümkün olmadı. Başqa fayl seçin.',
  },
  file: {
    empty: 'Fayl boşdur. Faylı yenidən seçin.',
    too_large: 'Faylın ölçüsü həddən artıq böyükdür.',
    unsupported_type: 'Bu növ fayl qəbul edilmir.',
    type_mismatch: 'Faylın məzmunu onun adına və ya növünə uyğun gəlmir.',
    unreadable: 'Bu şəkli oxumaq mümkün olmadı. Başqa fayl seçin.',
  },
  deletion: {
    wrong_password: 'Şifrə yanlışdır.',
    pending_money:
      'Hesabınızda hələ vəsait və ya ödənilməmiş ödənişlər var. Hesabı silməzdən əvvəl balansı istifadə edin və ya çıxarın, ödənişləri tamamlayın.',
    pending_parcels:
      'Yolda olan və ya təhvil alınmağı gözləyən bağlamalarınız var. Onlar təhvil verildikdən sonra hesabı silə biləcəksiniz.',
  },
  notifications: {
    not_found: 'Bu bildiriş sizin bildirişləriniz arasında tapılmadı.',
  },
  parcels: {
    not_found: 'Bu bağlama sizin bağlamalarınız arasında tapılmadı.',
    already_declared: 'Bu izləmə nömrəsini artıq bəyan etmisiniz.',
    number_taken:
      'Bu izləmə nömrəsi başqa hesabda artıq bəyan edilib. Nömrəni yoxlayın və ya bağlama sizindirsə, dəstək xidmətinə yazın.',
    profile_incomplete:
      'Bağlamanı bəyan etməzdən əvvəl profilinizi tamamlayın: gömrük üçün tam adınız və şəxsiyyət vəsiqəniz lazımdır.',
    locked: 'Bağlama xarici anbardan çıxıb, ona görə bəyannaməni artıq dəyişmək olmaz.',
    delivery_locked: 'Bağlama artıq yerli anbardadır, ona görə çatdırılma üsulunu dəyişmək olmaz.',
    unknown_parcel: 'Bu izləmə nömrəsi ilə bağlama yoxdur.',
    unknown_suite: 'Bu müştəri kodu ilə müştəri yoxdur.',
    impossible_transition: 'Bağlamanın indiki vəziyyətində bu hadisə mümkün deyil.',
    event_conflict: 'Bu identifikatorla hadisə artıq fərqli məzmunla qəbul edilib.',
    not_carried: 'Bağlama marşrutun çəki və ya ölçü həddini keçir, daşına bilməz.',
    not_payable: 'Bu bağlama üçün hazırda ödəniləcək məbləğ yoxdur: hələ çəkilməyib və ya artıq ödənilib.',
    unpaid: 'Bağlamanın çatdırılması hələ ödənilməyib, ona görə təhvil verilə bilməz.',
  },
  tracking: {
    not_found:
      'Bu izləmə nömrəsi ilə bağlama tapmadıq. Nömrəni yoxlayın və ya göndərən onu yola saldıqdan sonra yenidən cəhd edin.',
  },
  sms_inbox: {
    unknown_marketplace: 'SMS qutusunda belə marketpleys yoxdur.',
  },
  addresses: {
    limit_reached: 'Ünvanların maksimum sayına çatmısınız. Yenisini əlavə etmək üçün birini silin.',
    default_required: 'Ünvanlardan biri əsas olmalıdır. Bunun əvəzinə başqa ünvanı əsas edin.',
    in_use:
      'Bu ünvan açıq kuryer sifarişində istifadə olunur. Sifariş çatdırıldıqdan və ya ləğv edildikdən sonra onu silə bilərsiniz.',
  },
  codes: {
    invalid_code: 'Kod yanlışdır. Yoxlayıb yenidən cəhd edin.',
    expired: 'Bu kod artıq etibarlı deyil. Yeni kod istəyin.',
    session_expired: 'Bu addımın vaxtı bitib. Lütfən, yenidən başlayın.',
    resend_too_soon: 'Kod indicə göndərildi. Yenisini istəməzdən əvvəl bir dəqiqə gözləyin.',
    too_many_codes: 'Həddindən çox kod göndərilib. Bir az sonra yenidən cəhd edin.',
  },
  registration: {
    not_offered:
      'Bu ölkədə telefon nömrəsi ilə qeydiyyat mümkün deyil. Rəqəmsal şəxsiyyət vasitəsilə qeydiyyatdan keçin.',
  },
  account: {
    wrong_password: 'Hazırkı şifrə yanlışdır.',
    phone_taken: 'Bu nömrə artıq başqa hesaba bağlıdır. Əgər sizindirsə, dəstək xidmətinə müraciət edin.',
  },
  tariffs: {
    weight_over_limit: 'Bu bağlama bu marşrut üçün çox ağırdır.',
    side_over_limit: 'Bu bağlama bu marşrut üçün çox böyükdür.',
    route_not_served: 'Bu marşrutla hələ göndəriş etmirik.',
  },
  content: {
    not_found: 'Belə səhifə tapılmadı. Ola bilər, o silinib və ya ünvanı dəyişib.',
  },
  identity: {
    not_offered: 'Rəqəmsal identifikasiya ilə giriş mümkün deyil.',
    failed: 'Rəqəmsal identifikasiya şəxsiyyətinizi təsdiqləyə bilmədi. Yenidən cəhd edin.',
    phone_required: 'Şəxsiyyətiniz təsdiqləndi. Hesab açmaq üçün telefon nömrənizi əlavə edin.',
    expired: 'Bu girişin vaxtı bitib. Rəqəmsal identifikasiya ilə yenidən başlayın.',
  },
  push: {
    not_offered: 'Bu cihazda bildirişlər hələ təklif olunmur.',
    limit_reached: 'Bildiriş alan cihazların sayı həddə çatıb. Yenisini əlavə etmək üçün birini silin.',
    service_unknown: 'Bu brauzerin bildiriş xidmətinə göndərə bilmirik. Başqa brauzerdən cəhd edin.',
  },
  passkeys: {
    invalid: 'Giriş açarını yoxlamaq alınmadı. Yenidən cəhd edin və ya başqa üsulla daxil olun.',
    challenge_expired: 'Sorğunun vaxtı bitib. Yenidən başlayın.',
    limit_reached:
      'Hesabınızda ola biləcək giriş açarlarının sayı artıq tamamdır. Yenisini əlavə etmək üçün birini silin.',
  },
  machine: {
    unsigned: 'Bu sorğu imzalanmayıb. Açar identifikatoru, vaxt nişanı və imza başlıqlarını göndərin.',
    unknown_key: 'Bu sorğunu imzalayan açar tanınmır.',
    bad_signature: 'İmza bu sorğuya uyğun gəlmir.',
    stale_timestamp:
      'Sorğunun vaxt nişanı serverin saatından çox fərqlənir. Göndərənin saatını yoxlayın və yenidən imzalayın.',
    replay: 'Bu imzalı sorğu artıq qəbul edilib. Hər sorğunu yenidən imzalayın.',
    partner_not_allowed: 'Bu açarla bu ünvana müraciət etmək olmaz.',
  },
  wallet: {
    currency_not_held: 'Cüzdanınızda bu valyutada hesab yoxdur.',
    amount_out_of_range: 'Bu məbləğ bu valyutada bir artırmanın icazə verilən hədlərindən kənardadır.',
    insufficient_funds: 'Balansınızda kifayət qədər vəsait yoxdur. Cüzdanı artırın və yenidən cəhd edin.',
    no_rate: 'Hazırda bu valyutalar üçün məzənnəmiz yoxdur. Bir az sonra yenidən cəhd edin.',
    top_up_not_found: 'Bu artırmanı sizinkilər arasında tapa bilmədik.',
    quote_not_found: 'Bu mübadilə təklifini tapa bilmədik. Yeni təklif istəyin.',
    quote_expired: 'Mübadilə təklifinin müddəti bitib. Yeni təklif istəyin.',
    payment_mismatch: 'Ödəniş istinad etdiyi artırma ilə uyğun gəlmir.',
    currency_not_payable: 'Ölkənizin ödəniş provayderi bu valyutanı qəbul etmir. Başqa valyutada artırın.',
    provider_unavailable: 'Ödəniş provayderi hazırda cavab vermir. Bir neçə dəqiqədən sonra yenidən cəhd edin.',
    callback_signature_invalid: 'Ödəniş provayderinin imzası yoxdur və ya yanlışdır.',
    top_up_not_refundable: 'Bu balans artımını geri qaytarmaq olmur: yalnız tamamlanmış kartla artım geri qaytarılır.',
    refund_not_supported:
      'Bu artımın pulunu buradan karta qaytarmaq mümkün deyil. Geri ödəniş üçün ödəniş provayderinin dəstək xidmətinə müraciət edin.',
    refund_exceeds_refundable: 'Bu, artımdan hələ qaytarıla bilən məbləğdən çoxdur.',
  },
  idempotency: {
    key_required: 'Sorğunun düzgün idempotentlik açarı yoxdur. Səhifəni yeniləyin və yenidən cəhd edin.',
    key_reused: 'Bu sorğu artıq başqa məlumatlarla göndərilib. Səhifəni yeniləyin və yenidən cəhd edin.',
    in_progress: 'Bu sorğu hələ icra olunur. Bir az gözləyin və səhifəni yeniləyin.',
  },
  buy_for_me: {
    not_found: 'Bu sifarişi sizin sifarişləriniz arasında tapmadıq.',
    private_link: 'Bu keçid daxili və ya lokal şəbəkə ünvanına aparır. Mağazanın açıq səhifəsinin keçidini verin.',
    impossible_transition: 'Sifarişin hazırkı statusunda bu əməliyyat mümkün deyil.',
    unknown_order: 'Bu nömrə ilə “Mənim üçün al” sifarişi yoxdur.',
    event_conflict: 'Bu hadisə identifikatoru artıq başqa məzmunla istifadə olunub.',
  },
  courier_orders: {
    not_found: 'Bu kuryer sifarişini sizin sifarişləriniz arasında tapmadıq.',
    address_not_found: 'Yadda saxlanmış çatdırılma ünvanlarınızdan birini seçin.',
    parcel_not_deliverable: 'Kuryer yalnız ödənilmiş və ölkənizdəki anbarımıza çatmış bağlamaları gətirə bilər.',
    parcel_in_open_order: 'Bu bağlama artıq açıq kuryer sifarişindədir.',
    slot_full: 'Bu vaxt aralığı indicə doldu. Başqasını seçin.',
    not_cancellable:
      'Kuryer bu çatdırılmanı artıq planlaşdırıb, ona görə burada ləğv etmək olmur. Dəyişmək lazımdırsa, dəstək xidmətinə yazın.',
    unknown_order: 'Bu nömrə ilə kuryer sifarişi yoxdur.',
    impossible_transition: 'Kuryer sifarişi hazırkı statusundan bu statusa keçə bilməz.',
    event_conflict: 'Bu hadisə identifikatoru artıq başqa məzmunla istifadə olunub.',
  },
};
