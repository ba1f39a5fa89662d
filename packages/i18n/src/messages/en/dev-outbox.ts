export default {
  meta: {
    title: 'Message outbox',
    description: 'Development only: the SMS and e-mails the server would have sent.',
  },
  title: 'Message outbox',
  subtitle:
    'Development only: the SMS and e-mails the server would have sent, newest first. Production has no such page.',
  filter: 'Recipient (phone or e-mail)',
  filter_hint: 'Leave it empty to see every message.',
  show: 'Show',
  refresh: 'Refresh',
  empty: 'No messages yet.',
  off: 'This server sends messages through a real provider, so there is no outbox to show.',
  unreachable: 'The API did not answer, so the outbox cannot be read right now. Try again in a moment.',
  channel: {
    sms: 'SMS',
    email: 'E-mail',
  },
  to: 'To',
  subject: 'Subject',
};
