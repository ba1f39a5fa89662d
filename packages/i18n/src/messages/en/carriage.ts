export default {
  meta: {
    title: 'Rules of carriage',
    description:
      'What we accept and how: packing, weight and size limits, prohibited and restricted items per warehouse, and customs limits.',
  },
  items: {
    title: 'Prohibited and restricted items',
    prohibited: 'Never accepted',
    restricted: 'Accepted only on a condition',
    item: 'Item',
    origins: 'Warehouses',
    condition: 'Condition',
    all_origins: 'Every warehouse',
    never: 'Not accepted',
  },
  customs: {
    title: 'Customs limit: {{country}}',
    destination: 'Destination country',
    show: 'Show',
    per_month: 'Duty-free up to {{limit}} per calendar month',
    per_shipment: 'Duty-free up to {{limit}} per parcel',
    none: 'We have no customs limit on file for this country.',
  },
};
