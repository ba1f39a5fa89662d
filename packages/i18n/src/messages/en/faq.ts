export default {
  meta: {
    title: 'Questions and answers',
    description:
      'Answers about your warehouse address, declaring parcels, prices and chargeable weight, payment, delivery, pickup and customs.',
  },
  title: 'Questions and answers',
  intro: 'How forwarding with Yolla works, from your first order to collecting the parcel.',
  search: {
    label: 'Search the answers',
    placeholder: 'e.g. customs limit, declaration, wallet',
    none: 'No answer matches your search. Try other words, or write to us on the contact page.',
    found_one: '{{count}} answer found',
    found_other: '{{count}} answers found',
  },
  anchor: 'Link to the answer: {{question}}',
};
