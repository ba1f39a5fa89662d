export default {
  meta: {
    title: 'Shaxsiy kabinet',
    description: 'Posilkalaringiz, ombor manzillaringiz, buyurtmalaringiz va hisobingiz bir joyda.',
  },
  greeting: 'Salom, {{name}}!',
  code_explained:
    'Ombor manzilimizga beradigan har bir buyurtmangizda qabul qiluvchi qatoriga {{code}} kodini yozing — shunda posilka sizniki ekanini bilamiz.',
  todo: {
    profile_title: 'Profilingizni toʻldiring',
    profile_text: 'Bojxona uchun toʻliq ismingiz va JSHSHIR raqamingiz kerak, ularsiz posilkani topshira olmaymiz.',
    profile_link: 'Profilni toʻldirish',
    address_title: 'Yetkazib berish manzilini qoʻshing',
    address_text: 'Posilkalarni qayerga olib borishimizni yozing yoki qulay topshirish punktini tanlang.',
    address_link: 'Manzil qoʻshish',
    done_title: 'Hammasi tayyor',
    done_text: 'Profilingiz va yetkazib berish manzilingiz toʻldirilgan.',
  },
  steps: {
    title: 'Birinchi posilkangizni qanday olish mumkin',
    one: 'Onlayn xarid qiling va {{code}} kodingiz bilan ombor manzilimizni koʻrsating.',
    two: 'Doʻkon joʻnatishi bilanoq posilkani trek-raqami orqali deklaratsiya qiling.',
    three: 'Yetkazib berish haqini balansdan toʻlang va posilkani oʻzingiz oling yoki kuryer chaqiring.',
  },
  orders: {
    title: 'Faol buyurtmalar',
    none: 'Bajarilayotgan buyurtmalar yoʻq. Xorijiy doʻkonlardan siz uchun xarid qilishimiz yoki posilkalaringizni eshigingizgacha olib kelishimiz mumkin.',
    buy_for_me_one: 'Men uchun sotib ol: {{count}} ta buyurtma bajarilmoqda',
    buy_for_me_other: 'Men uchun sotib ol: {{count}} ta buyurtma bajarilmoqda',
    courier_one: 'Kuryer orqali yetkazish: {{count}} ta buyurtma bajarilmoqda',
    courier_other: 'Kuryer orqali yetkazish: {{count}} ta buyurtma bajarilmoqda',
    order: '№{{id}} · {{title}}',
    new_buy_for_me: 'Biz orqali xarid qilish',
    new_courier: 'Kuryer chaqirish',
  },
};
