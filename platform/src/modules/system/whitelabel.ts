/** GET /wps/system/whitelabel: the brand's feature-flag tree. */
import type { WhitelabelRow } from '../../http/brand';
import { ok } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';

export interface WhitelabelNode {
  modId: string;
  name: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

/** Builds the tree from rows already in sort order; orphans (unknown parent) become roots. */
export function buildWhitelabelTree(rows: readonly WhitelabelRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>(
    rows.map((r) => [r.mod_id, { modId: r.mod_id, name: r.name, enabled: r.enabled === 1 ? '1' : '0', childrenNodes: [] }]),
  );
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id) as WhitelabelNode;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

export async function whitelabel(ctx: BrandContext): Promise<Response> {
  return ok({ list: buildWhitelabelTree(ctx.brand.whitelabel) });
}
