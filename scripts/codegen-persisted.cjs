// A graphql-codegen plugin: the persisted-operation manifest. Production's /graphql runs only
// these documents (gateway/plugins/usePersistedOperations.ts). Each operation of the app is printed
// with the fragments it uses (sorted by name) and keyed by the SHA-256 of that text, hex-encoded:
// a client sends the key as `documentId` ("sha256:<hex>") or as Apollo's
// `extensions.persistedQuery.sha256Hash`.
const { createHash } = require('node:crypto');
const graphql = require('graphql');
const { Kind, visit } = graphql;

function fragmentsUsedBy(node, fragments, used = new Set()) {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      if (used.has(name) || !fragments.has(name)) return;
      used.add(name);
      fragmentsUsedBy(fragments.get(name), fragments, used);
    },
  });
  return used;
}

module.exports = {
  plugin(_schema, documents) {
    const definitions = documents.flatMap((file) => (file.document ? file.document.definitions : []));
    const fragments = new Map(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const manifest = {};
    for (const operation of definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)) {
      const used = [...fragmentsUsedBy(operation, fragments)].sort().map((name) => fragments.get(name));
      const text = graphql.print({ kind: Kind.DOCUMENT, definitions: [operation, ...used] });
      manifest[createHash('sha256').update(text).digest('hex')] = text;
    }
    const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
    return [
      '/** The operations the app is built with, by the SHA-256 of their text (generated; do not edit). */',
      `export const persistedOperations: Readonly<Record<string, string>> = ${JSON.stringify(sorted, null, 2)};`,
      '',
    ].join('\n');
  },
};
