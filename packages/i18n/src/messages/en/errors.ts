export default {
  common: {
    validation_failed: 'Some fields need your attention.',
    bad_request: 'The request could not be understood.',
    unauthenticated: 'Please sign in to continue.',
    forbidden: 'You don’t have access to this.',
    not_found: 'We couldn’t find what you were looking for.',
    method_not_allowed: 'This action is not supported here.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'This content type is not supported.',
    rate_limited: 'Too many requests. Please wait a little and try again.',
    unavailable: 'The service is busy right now. Please try again shortly.',
    internal: 'Something went wrong on our side. Please try again.',
    headers_too_large: 'The request’s headers are too large. Deleting this site’s cookies in your browser may help.',
    request_timeout: 'The request took too long to arrive. Please try again.',
  },
  auth: {
    invalid_credentials: 'The phone, e-mail or password is incorrect.',
    invalid_client: 'This application is not allowed to sign in.',
    invalid_refresh_token: 'Your session has ended. Please sign in again.',
    too_many_attempts: 'Too many sign-in attempts. Please try again later.',
    account_blocked: 'This account is blocked. Please contact support.',
    unsupported_grant_type: 'This way of signing in is not supported.',
    invalid_scope: 'The requested scope is not supported.',
    multiple_client_authentication:
      'Send the client credentials one way only: in the Authorization header or in the body.',
  },
  profile: {
    email_taken: 'This e-mail is already used by another account.',
    national_id_taken: 'This customer ID is already linked to another account. If it is yours, please contact support.',
  },
  picture: {
    missing: 'Choose a picture to upload.',
    too_large: 'The picture is too large.',
    unsupported_type: 'Upload a PNG, JPEG or WebP picture.',
    unreadable: 'We couldn’t read this picture. Please try another file.',
  },
  file: {
    empty: 'The file is empty. Choose the file again.',
    too_large: 'The file is too large.',
    unsupported_type: 'This type of file is not accepted.',
    type_mismatch: 'The file’s contents do not match its name or type.',
    unreadable: 'We couldn’t read this image. Please try another file.',
  },
  deletion: {
    wrong_password: 'The password is incorrect.',
    pending_money:
      'Your account still has money or unpaid payments. Use or withdraw the balance and settle the payments before deleting the account.',
    pending_parcels:
      'You have parcels on the way or waiting for pickup. You can delete the account once they are delivered.',
  },
  notifications: {
    not_found: 'We couldn’t find this notification among yours.',
  },
  parcels: {
    not_found: 'We couldn’t find this parcel among yours.',
    already_declared: 'You have already declared this tracking number.',
    number_taken:
      'This tracking number is already declared on another account. Check the number, or write to support if the parcel is yours.',
    profile_incomplete: 'Complete your profile before declaring a parcel: customs needs your full name and ID.',
    locked: 'This parcel has left the foreign warehouse, so its declaration can no longer change.',
    delivery_locked: 'This parcel is already at the local warehouse, so its delivery can no longer change.',
    unknown_parcel: 'No parcel has this tracking number.',
    unknown_suite: 'No customer has this suite code.',
    impossible_transition: 'This event is not possible for the parcel in its current state.',
    event_conflict: 'An event with this id was already received with different content.',
    not_carried: 'The parcel is over the route’s weight or size limit and cannot be carried.',
    not_payable: 'This parcel has nothing to pay now: it is not weighed yet or already paid.',
    unpaid: 'The parcel’s shipping is not paid yet, so it cannot be handed over.',
  },
  tracking: {
    not_found:
      'We could not find a parcel with this tracking number. Check the number, or try again once the sender has shipped it.',
  },
  sms_inbox: {
    unknown_marketplace: 'The SMS inbox has no such marketplace.',
  },
  addresses: {
    limit_reached: 'You have reached the maximum number of addresses. Delete one to add another.',
    default_required: 'One address must be the default. Make another address the default instead.',
    in_use:
      'This address is used by an open courier order. You can delete it once that order is delivered or cancelled.',
  },
  codes: {
    invalid_code: 'The code is incorrect. Check it and try again.',
    expired: 'This code is no longer valid. Ask for a new one.',
    session_expired: 'This step has expired. Please start again.',
    resend_too_soon: 'A code was just sent. Please wait a minute before asking for another.',
    too_many_codes: 'Too many codes were sent. Please try again later.',
  },
  registration: {
    not_offered:
      'Registration with a phone number is not available in this country. Sign up through the digital identity instead.',
  },
  account: {
    wrong_password: 'The current password is incorrect.',
    phone_taken: 'This number is already linked to another account. If it is yours, please contact support.',
  },
  tariffs: {
    weight_over_limit: 'This parcel is too heavy for this route.',
    side_over_limit: 'This parcel is too large for this route.',
    route_not_served: 'We do not ship on this route yet.',
  },
  content: {
    not_found: 'We could not find this page. It may have been removed or moved.',
  },
  identity: {
    not_offered: 'Sign-in with the digital identity is not available.',
    failed: 'The digital identity could not confirm who you are. Please try again.',
    phone_required: 'Your identity is confirmed. Add your phone number to open your account.',
    expired: 'This sign-in has expired. Please start again with the digital identity.',
  },
  push: {
    not_offered: 'Notifications on this device are not offered yet.',
    limit_reached: 'You receive notifications on the most devices an account can have. Remove one to add another.',
    service_unknown: "This browser's push service is not one we can send to. Try another browser.",
  },
  passkeys: {
    invalid: 'The passkey could not be checked. Try again or sign in another way.',
    challenge_expired: 'This passkey request has expired. Please start again.',
    limit_reached: 'You have the most passkeys an account can have. Remove one to add another.',
  },
  machine: {
    unsigned: 'This request is not signed. Send the key id, the timestamp and the signature headers.',
    unknown_key: 'The key that signed this request is not known.',
    bad_signature: 'The signature does not match this request.',
    stale_timestamp:
      'The request’s timestamp is too far from the server’s clock. Check the sender’s clock and sign again.',
    replay: 'This signed request was already received. Sign each request anew.',
    partner_not_allowed: 'This key may not call this route.',
  },
  wallet: {
    currency_not_held: 'Your wallet doesn’t hold this currency.',
    amount_out_of_range: 'This amount is outside what one top-up can be in this currency.',
    insufficient_funds: 'There isn’t enough money on your balance. Top up your wallet and try again.',
    no_rate: 'We have no exchange rate for these currencies right now. Please try later.',
    top_up_not_found: 'We couldn’t find this top-up among yours.',
    quote_not_found: 'We couldn’t find this conversion offer. Please ask for a new one.',
    quote_expired: 'The conversion offer has expired. Please ask for a new one.',
    payment_mismatch: 'The payment doesn’t match the top-up it names.',
    currency_not_payable: 'Your country’s payment provider doesn’t take this currency. Top up in another one.',
    provider_unavailable: 'The payment provider isn’t answering right now. Please try again in a few minutes.',
    callback_signature_invalid: 'The payment provider’s signature is missing or wrong.',
    top_up_not_refundable: 'This top-up can’t be paid back: only a completed card top-up can.',
    refund_not_supported:
      'Money from this top-up can’t be sent back to the card from here. Please ask the payment provider’s support for a refund.',
    refund_exceeds_refundable: 'That’s more than can still be paid back from this top-up.',
  },
  idempotency: {
    key_required: 'The request has no valid idempotency key. Reload the page and try again.',
    key_reused: 'This request was already sent with different details. Reload the page and try again.',
    in_progress: 'This request is still being processed. Wait a moment and reload the page.',
  },
  buy_for_me: {
    not_found: 'We couldn’t find this order among yours.',
    private_link: 'This link points to a private or local network address. Give the shop’s public page.',
    impossible_transition: 'This order can’t do that in its current status.',
    unknown_order: 'No buy-for-me order has this number.',
    event_conflict: 'This event id was already used with different content.',
  },
  courier_orders: {
    not_found: 'We couldn’t find this courier order among yours.',
    address_not_found: 'Choose one of your saved delivery addresses.',
    parcel_not_deliverable:
      'A courier can bring only parcels that are paid and have arrived at our warehouse in your country.',
    parcel_in_open_order: 'This parcel is already in an open courier order.',
    slot_full: 'This time slot has just filled up. Please choose another one.',
    not_cancellable:
      'The courier has already planned this delivery, so it can no longer be cancelled here. Contact support if you need to change it.',
    unknown_order: 'No courier order has this number.',
    impossible_transition: 'This courier order can’t move to that status from its current one.',
    event_conflict: 'This event id was already used with different content.',
  },
};
