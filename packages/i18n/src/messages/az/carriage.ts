export default {
  meta: {
    title: 'Daşınma qaydaları',
    description:
      'Nəyi və necə qəbul edirik: qablaşdırma, çəki və ölçü həddləri, hər anbar üzrə qadağan və məhdud mallar, gömrük limitləri.',
  },
  items: {
    title: 'Qadağan və məhdud mallar',
    prohibited: 'Heç vaxt qəbul edilmir',
    restricted: 'Yalnız şərtlə qəbul edilir',
    item: 'Mal',
    origins: 'Anbarlar',
    condition: 'Şərt',
    all_origins: 'Bütün anbarlar',
    never: 'Qəbul edilmir',
  },
  customs: {
    title: 'Gömrük limiti: {{country}}',
    destination: 'Təyinat ölkəsi',
    show: 'Göstər',
    per_month: 'Hər təqvim ayı {{limit}}-dək rüsumsuz',
    per_shipment: 'Hər bağlama üçün {{limit}}-dək rüsumsuz',
    none: 'Bu ölkə üçün gömrük limiti barədə məlumatımız yoxdur.',
  },
};
