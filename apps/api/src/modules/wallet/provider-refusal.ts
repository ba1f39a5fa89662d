/**
 * The provider refused an operation itself (a 4xx with its own error code, not our credentials or its failure):
 * a refund's `refused` outcome rather than `unavailable` (decision 0043). The code is the provider's short one,
 * nothing of the customer.
 */
export class ProviderRefusal extends Error {
  readonly code: string;
  constructor(code: string) {
    super(`refused by the provider: ${code}`);
    this.code = code;
  }
}
