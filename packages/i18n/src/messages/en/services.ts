export default {
  meta: {
    title: 'Services and prices',
    description:
      'Forwarding, buy-for-me, courier delivery, insurance, consolidation and more — what each service does and what it costs.',
  },
  title: 'Services and prices',
  intro:
    'Everything we can do for your parcels, and what it costs. Shipping itself is priced by weight on the tariffs page.',
  empty: 'No services are offered in this country yet.',
  price: {
    free: 'Free',
    from: 'from {{amount}}',
    per_kg_from: 'from {{amount}} per kg',
    percent_minimum: '{{percent}}, at least {{minimum}}',
  },
};
