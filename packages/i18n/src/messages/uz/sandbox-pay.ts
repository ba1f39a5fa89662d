export default {
  title: 'Sinov toʻlovi',
  intro:
    'Bu sinov provayderi ishlab chiqishda va demoda karta orqali toʻlov oʻrnini bosadi. Hech qanday pul yechilmaydi.',
  amount: 'Summa',
  choose: 'Toʻlov qanday yakunlansin?',
  approve: 'Tasdiqlash',
  decline: 'Rad etish',
  later: 'Keyinroq toʻlash',
  later_hint: '“Keyinroq toʻlash” sizni darhol orqaga qaytaradi; toʻlov bir necha soniyadan keyin tasdiqlanadi.',
  expired: 'Bu toʻlovning muddati tugagan. Orqaga qayting va hisobni qaytadan toʻldiring.',
  succeeded: 'Bu toʻlov tasdiqlandi.',
  declined: 'Bu toʻlov rad etildi.',
  pending: 'Bu toʻlov bir necha soniyadan keyin tasdiqlanadi.',
  back: '{{brand}} saytiga qaytish',
};
