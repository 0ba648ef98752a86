import { createContext, useContext } from 'react';

/** The response's CSP nonce, passed by context (never through loader data). Empty in the browser. */
export const NonceContext = createContext('');

export function useNonce() {
  return useContext(NonceContext);
}
