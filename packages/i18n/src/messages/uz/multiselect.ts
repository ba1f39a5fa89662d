export default {
  placeholder: 'Variantni tanlang',
  nothing_found: 'Hech narsa topilmadi. Qidiruv soʻrovini oʻzgartirib koʻring.',
  empty: 'Roʻyxat boʻsh.',
  max_selected_one:
    'Koʻpi bilan {{count}} ta variant tanlash mumkin. Boshqasini tanlash uchun avval tanlanganlardan birini olib tashlang.',
  max_selected_other:
    'Koʻpi bilan {{count}} ta variant tanlash mumkin. Boshqasini tanlash uchun avval tanlanganlardan birini olib tashlang.',
};
