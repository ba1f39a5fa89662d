/** Payme's Merchant API errors (decision 0042): Payme shows the ru, uz or en text to its user; az and ka for completeness. */
export default {
  parse_error: 'The request could not be read.',
  invalid_request: 'The request is missing fields or has fields of the wrong type.',
  method_not_found: 'This method is not supported.',
  unauthorized: 'Not enough rights to do this.',
  system_error: 'A system error occurred. Please try again later.',
  wrong_amount: 'The amount does not match the top-up.',
  transaction_not_found: 'Transaction not found.',
  cannot_cancel: 'The top-up has already been spent, so the payment cannot be cancelled.',
  cannot_perform: 'This transaction cannot be performed.',
  top_up_not_found: 'Top-up not found.',
  top_up_not_payable: 'This top-up can no longer be paid.',
  top_up_busy: 'This top-up is already being paid in another transaction.',
};
