import type { EndpointDef } from '../endpoints';

/**
 * Seals encrypted calls' bodies with the configured scheme (modern or legacy; ADR 003 and
 * docs/platform-protocol.md "Encryption"). The platform client holds one; the schemes implement it.
 */
export interface BodySealer {
  seal(body: unknown, endpoint: EndpointDef): Promise<{ body: string; headers: Record<string, string> }>;
}
