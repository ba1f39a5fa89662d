export default {
  meta: {
    title: 'Sozlamalar',
    description: 'Profilingiz, telefoningiz, parolingiz, seanslaringiz, bildirishnomalaringiz va hisobingiz.',
  },
  title: 'Sozlamalar',
  problem: 'Sahifaning bir qismini yuklab boʻlmadi',
  profile: {
    title: 'Profil',
    intro:
      'Ismingiz va JSHSHIR raqamingizni shaxsingizni tasdiqlovchi hujjatdagidek yozing: bojxona ularsiz posilkalarni bermaydi.',
    suite_code: 'Mijoz kodingiz:',
    incomplete: 'Profilni toʻldirish uchun ismingiz, familiyangiz va JSHSHIR raqamingizni kiriting.',
    name: 'Ism',
    surname: 'Familiya',
    national_id: 'JSHSHIR',
    national_id_hint: {
      AZ: 'Shaxsiy guvohnomangizdagi 7 belgili FIN.',
      UZ: 'Pasport yoki ID kartangizdagi 14 raqamli JSHSHIR.',
      GE: 'ID kartangizdagi 11 raqamli shaxsiy raqam.',
    },
    birth_date: 'Tugʻilgan sana',
    email: 'Elektron pochta',
    email_hint: 'Cheklar va bildirishnomalar uchun. Oʻchirish uchun maydonni boʻsh qoldiring.',
    language: 'SMS va xatlar tili',
    language_hint: 'Sizga yuboradigan xabarlarimiz shu tilda boʻladi.',
    language_default: 'Mamlakatim tili',
    submit: 'Profilni saqlash',
  },
  password: {
    title: 'Parol',
    intro: 'Parol almashtirilgach, siz kirgan boshqa barcha qurilmalardan chiqiladi.',
    current: 'Joriy parol',
    new: 'Yangi parol',
    new_hint: '8 tadan 128 tagacha belgi. Bir necha soʻzdan iborat iborani eslab qolish oson, topish esa qiyin.',
    toggle: 'Parolni koʻrsatish yoki yashirish',
    submit: 'Parolni almashtirish',
  },
};
