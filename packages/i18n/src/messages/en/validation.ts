export default {
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  invalid_type: 'This value has the wrong type.',
  too_short_one: 'Use at least {{count}} character.',
  too_short_other: 'Use at least {{count}} characters.',
  too_long_one: 'Use at most {{count}} character.',
  too_long_other: 'Use at most {{count}} characters.',
  too_small: 'Must be at least {{min}}.',
  too_big: 'Must be at most {{max}}.',
  email: 'Enter a valid e-mail address.',
  username:
    'Enter a phone number in international format (a plus sign and the country code first) or an e-mail address.',
  invalid_format: 'This value has the wrong format.',
  invalid_option: 'Choose one of the available options.',
  unknown_field: 'This field is not allowed.',
  tracking_number: 'Enter 6 to 40 letters, digits or dashes.',
};
