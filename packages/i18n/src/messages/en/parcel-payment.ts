export default {
  meta: {
    title: 'Pay for parcels',
    description: 'Pay the shipping of your parcels from your wallet: the amounts, the total and your balance.',
  },
  title: 'Pay for parcels',
  intro: 'Check the parcels and the total, then pay from your wallet balance.',
  parcels_label: 'Parcels to pay',
  columns: { tracking: 'Tracking number', amount: 'Shipping cost' },
  total: 'Total',
  balance: 'Your balance',
  after: 'Balance after paying',
  short: {
    title: 'Not enough on your balance',
    text: 'You need {{missing}} more to pay for these parcels. Top up your wallet and you’ll come back here to pay.',
    top_up: 'Top up {{missing}}',
  },
  pay: 'Pay {{total}}',
  cancel: 'Not now',
  to_list: 'Go to your parcels',
  none: { title: 'No parcels chosen', text: 'Choose the parcels to pay on your parcel list.' },
  not_payable: {
    title: 'Nothing to pay',
    text: 'There is nothing to pay for these parcels now: they may be paid already, or not weighed yet.',
  },
};
