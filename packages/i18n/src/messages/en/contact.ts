export default {
  meta: {
    title: 'Contact',
    description:
      'Yolla offices in Baku, Tashkent and Tbilisi with opening hours and phones, and a form to write to customer support.',
  },
  title: 'Contact us',
  intro: 'Call or visit one of our offices, or write to us: we answer every message during working hours.',
  offices: 'Our offices',
  hours: 'Opening hours of {{office}}',
  form: {
    title: 'Write to us',
    intro: 'Tell us what happened; for a parcel, add its tracking number.',
    name: 'Your name',
    reply_to: 'Phone or e-mail',
    reply_to_hint: 'Where we should answer you',
    topic: 'Topic',
    text: 'Message',
    submit: 'Send message',
  },
  topics: {
    parcel: 'A parcel',
    payment: 'Payment and wallet',
    buy_for_me: 'Buy for me',
    customs: 'Customs',
    partnership: 'Partnership',
    other: 'Something else',
  },
};
