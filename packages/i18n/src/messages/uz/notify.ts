export default {
  code: {
    registration: '{{brand}}: roʻyxatdan oʻtish kodingiz {{code}}. Kod 10 daqiqa amal qiladi. Uni hech kimga aytmang.',
    recovery:
      '{{brand}}: parolni tiklash kodingiz {{code}}. Kod 10 daqiqa amal qiladi. Agar uni siz soʻramagan boʻlsangiz, bu xabarga eʼtibor bermang.',
    phone_change: '{{brand}}: bu raqamni hisobingizga bogʻlash kodingiz {{code}}. Kod 10 daqiqa amal qiladi.',
  },
  notice: {
    registration_exists:
      '{{brand}}: kimdir bu raqam bilan roʻyxatdan oʻtmoqchi boʻldi, lekin bu raqamda allaqachon hisob bor. Bu siz boʻlsangiz, tizimga kiring yoki parolni tiklang; aks holda xabarga eʼtibor bermang.',
    phone_taken:
      '{{brand}}: kimdir bu raqamni boshqa hisobga bogʻlamoqchi boʻldi. Raqam sizning hisobingizda qoladi; bu siz boʻlsangiz, shu raqam bilan tizimga kiring.',
    registered_without_email:
      '{{brand}}: hisobingiz tayyor. Siz koʻrsatgan elektron pochta boshqa hisobda ishlatilmoqda, shuning uchun uni qoʻshmadik; boshqa manzilni sozlamalarda qoʻshishingiz mumkin.',
    registered_without_national_id:
      '{{brand}}: hisobingiz tayyor. Siz koʻrsatgan JShShIR boshqa hisobga bogʻlangan, shuning uchun uni qoʻshmadik. Agar u sizniki boʻlsa, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    password_changed:
      '{{brand}}: parolingiz oʻzgartirildi va boshqa seanslaringiz yopildi. Agar bu siz boʻlmasangiz, parolni darhol tiklang.',
    phone_changed:
      '{{brand}}: bu raqam endi hisobingizga bogʻlanmagan. Agar uni siz oʻzgartirmagan boʻlsangiz, darhol qoʻllab-quvvatlash xizmatiga murojaat qiling.',
  },
  parcel: {
    arrived:
      '{{brand}}: {{tracking}} raqamli posilkangiz xorijdagi omborimizga yetib keldi. Batafsil maʼlumot shaxsiy kabinetingizda.',
    ready_for_pickup:
      '{{brand}}: {{tracking}} raqamli posilkangizni olib ketish mumkin. Shaxsingizni tasdiqlovchi hujjatni olib keling.',
    payment_due:
      '{{brand}}: {{tracking}} raqamli posilkangizni yetkazish narxi {{amount}}. Toʻlovni shaxsiy kabinetingizda qiling.',
    held: '{{brand}}: {{tracking}} raqamli posilkangiz bojxonada ushlab qolindi. Nima kerakligini shaxsiy kabinetingizda koʻring.',
    returned:
      '{{brand}}: {{tracking}} raqamli posilkangiz joʻnatuvchiga qaytarilmoqda. Batafsil maʼlumot shaxsiy kabinetingizda.',
  },
  buy_for_me: {
    update:
      '{{brand}}: “Men uchun sotib ol” xizmatidagi {{order_id}}-raqamli buyurtmangiz boʻyicha yangilik bor. Batafsil maʼlumot shaxsiy kabinetingizda.',
  },
  subject: {
    recovery: '{{brand}} parolini tiklash kodi',
    password_changed: '{{brand}} parolingiz oʻzgartirildi',
    parcel_arrived: '{{tracking}} raqamli posilkangiz {{brand}} omboriga yetib keldi',
    parcel_ready_for_pickup: '{{tracking}} raqamli posilkangizni olib ketish mumkin',
    parcel_payment_due: '{{tracking}} raqamli posilka uchun toʻlov qilish kerak',
    parcel_held: '{{tracking}} raqamli posilkangiz bojxonada ushlab qolindi',
    parcel_returned: '{{tracking}} raqamli posilkangiz qaytarilmoqda',
    buy_for_me_update: '“Men uchun sotib ol” xizmatidagi {{order_id}}-raqamli buyurtma boʻyicha yangilik',
  },
  email: {
    settings_footer:
      'Bu xatni bildirishnoma sozlamalaringizga koʻra olyapsiz. Ularni hisobingiz sozlamalarida oʻzgartirishingiz mumkin:',
  },
};
