/** The sandbox payment provider's checkout page (served by the API, like the sandbox digital identity's page). */
export default {
  title: 'Sandbox payment',
  intro: 'This test provider stands in for a card payment in development and the demo. No money moves.',
  amount: 'Amount',
  choose: 'How should the payment end?',
  approve: 'Approve',
  decline: 'Decline',
  later: 'Pay later',
  later_hint: '“Pay later” takes you back at once; the payment is confirmed a few seconds later.',
  expired: 'This payment has expired. Go back and start a new top-up.',
  succeeded: 'This payment has been approved.',
  declined: 'This payment has been declined.',
  pending: 'This payment will be confirmed in a few seconds.',
  back: 'Back to {{brand}}',
};
