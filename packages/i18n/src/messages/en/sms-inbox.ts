export default {
  meta: {
    title: 'Marketplace SMS codes',
    description:
      'Your own Turkish phone number for Turkish marketplaces, and the SMS codes they send to it, live, ready to copy.',
  },
  title: '{{marketplace}} SMS codes',
  intro:
    '{{marketplace}} asks for a Turkish phone number and sends a code to it by SMS. Give it the number below: the codes it sends appear on this page.',
  number_label: 'Your Turkish number for {{marketplace}}',
  copy_number: 'Copy the number',
  number_copied: 'Number copied',
  copy_failed: 'Could not copy. The text is selected: copy it with your keyboard or menu.',
  steps: {
    title: 'How to use it',
    one: 'In {{marketplace}}, choose to add or change your phone number.',
    two: 'Enter this number, starting with +90.',
    three: 'When {{marketplace}} sends a code, it appears below within seconds. Copy it and type it in.',
  },
  messages_title: 'Codes received',
  empty: 'No messages yet. Codes sent to this number will appear here.',
  pool_empty: {
    title: 'No number is free right now',
    text: 'All our Turkish numbers are taken at the moment. Please come back later: we add new numbers regularly.',
  },
  code: 'Code',
  copy_code: 'Copy code {{code}}',
  code_copied: 'Code {{code}} copied',
  from: 'From {{sender}}',
  live: 'New codes appear here by themselves.',
  reload: 'Check for new messages',
  new_message: 'New message from {{sender}}',
  unavailable: 'Your messages could not be loaded right now. Please try again in a moment.',
  names: {
    trendyol: 'Trendyol',
  },
};
