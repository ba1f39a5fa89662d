export default {
  meta: {
    title: 'Oflayn',
    description: 'Internetga ulanmasdan Yolla ochilmaydi.',
  },
  title: 'Internetga ulanish yoʻq',
  text: 'Bu sahifani internetsiz ochib boʻlmaydi. Telefoningiz yoki kompyuteringiz internetga ulanganini tekshiring va qaytadan urinib koʻring.',
  saved_list:
    'Agar bu qurilmada kabinetga kirib posilkalar roʻyxatini ochgan boʻlsangiz, uni internetsiz ham koʻrishingiz mumkin.',
  retry: 'Qaytadan urinish',
};
