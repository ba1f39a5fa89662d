export default {
  meta: {
    title: 'Əlaqə',
    description:
      'Yolla-nın Bakı, Daşkənd və Tbilisidəki ofisləri, iş saatları və telefonları, həmçinin dəstək xidmətinə yazmaq üçün forma.',
  },
  title: 'Bizimlə əlaqə',
  intro: 'Zəng edin, ofislərimizdən birinə gəlin və ya bizə yazın: hər mesaja iş saatlarında cavab veririk.',
  offices: 'Ofislərimiz',
  hours: '{{office}} — iş saatları',
  form: {
    title: 'Bizə yazın',
    intro: 'Nə baş verdiyini yazın; bağlama ilə bağlıdırsa, izləmə nömrəsini də əlavə edin.',
    name: 'Adınız',
    reply_to: 'Telefon və ya e-poçt',
    reply_to_hint: 'Cavabı hara yazaq',
    topic: 'Mövzu',
    text: 'Mesaj',
    submit: 'Göndər',
  },
  topics: {
    parcel: 'Bağlama',
    payment: 'Ödəniş və balans',
    buy_for_me: 'Sizin yerinizə alış',
    customs: 'Gömrük',
    partnership: 'Əməkdaşlıq',
    other: 'Digər',
  },
};
