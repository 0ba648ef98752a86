// A graphql-codegen plugin: the persisted-operation manifest. Production's /graphql runs only
// these documents (gateway/plugins/usePersistedOperations.ts). Each operation of the app is printed
// with the fragments it uses (sorted by name), without the characters GraphQL ignores (the Worker's
// upload carries this text, and the server build runs it: scripts/vite-graphql-documents.ts), and
// keyed by the SHA-256 of that text, hex-encoded:
// a client sends the key as `documentId` ("sha256:<hex>") or as Apollo's
// `extensions.persistedQuery.sha256Hash`.
//
// With `browser: true` it writes, instead, the ids of the operations the browser itself sends (the
// subscriptions: docs/decisions/040-live-updates.md) by operation name, so the browser names them by
// hash and no document text reaches its bundle.
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
  plugin(_schema, documents, config = {}) {
    const definitions = documents.flatMap((file) => (file.document ? file.document.definitions : []));
    const fragments = new Map(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const manifest = {};
    const browserIds = {};
    for (const operation of definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)) {
      const used = [...fragmentsUsedBy(operation, fragments)].sort().map((name) => fragments.get(name));
      const text = graphql.stripIgnoredCharacters(graphql.print({ kind: Kind.DOCUMENT, definitions: [operation, ...used] }));
      const hash = createHash('sha256').update(text).digest('hex');
      manifest[hash] = text;
      if (operation.operation === 'subscription') {
        if (!operation.name) throw new Error('a subscription needs a name (the browser names it by it)');
        browserIds[operation.name.value] = `sha256:${hash}`;
      }
    }
    if (config.browser) {
      const sortedIds = Object.fromEntries(Object.entries(browserIds).sort(([a], [b]) => (a < b ? -1 : 1)));
      return [
        '/** The persisted ids of the operations the browser sends itself, by operation name (generated; do not edit). */',
        `export const browserDocumentIds = ${JSON.stringify(sortedIds, null, 2)} as const;`,
        '',
      ].join('\n');
    }
    const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
    return [
      '/** The operations the app is built with, by the SHA-256 of their text (generated; do not edit). */',
      `export const persistedOperations: Readonly<Record<string, string>> = ${JSON.stringify(sorted, null, 2)};`,
      '',
    ].join('\n');
  },
};
