import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext('');

/** The CSP nonce of this response, for inline scripts rendered on the server. Empty in the browser. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext value={value}>{children}</NonceContext>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
