// A graphql-codegen plugin: emits the merged schema SDL as a TypeScript string, so the Worker
// can build its schema without a filesystem or a bundler-specific text import. It keeps the
// directives the schema applies (graphql's printSchema drops them): the gateway's session guard
// reads @signedIn from this text (gateway/session-guard.ts).
//
// It writes the schema twice: as text with its descriptions (what development's playground shows),
// and without them (what production's upload carries: a quarter of the schema to ship; ADR 055)
// as the parsed document in JSON, without locations or empty lists: JSON.parse reads it in a
// fraction of what GraphQL's parser takes in a new isolate, whose first request builds the schema
// (ADR 075). The Worker takes one of them (gateway/schema.ts); a bundle keeps only that one.
const { printSchemaWithDirectives } = require('@graphql-tools/utils');
const graphql = require('graphql');

module.exports = {
  plugin(schema) {
    const sdl = printSchemaWithDirectives(schema);
    const bare = graphql.parse(
      graphql.print(graphql.visit(graphql.parse(sdl), { enter: (node) => (node.description ? { ...node, description: undefined } : undefined) })),
      { noLocation: true },
    );
    // graphql-js reads a missing list as an empty one (buildASTSchema, visit, print).
    const json = JSON.stringify(bare, (_, value) => (Array.isArray(value) && value.length === 0 ? undefined : value));
    return [
      '/** The merged schema of schema/*.graphql (generated; do not edit). */',
      `export const typeDefs = ${JSON.stringify(sdl)};`,
      '/** The same schema without its descriptions, parsed, as JSON: what production builds its schema from (gateway/schema.ts). */',
      `export const schemaDocumentWithoutDescriptions = ${JSON.stringify(json)};`,
      '',
    ].join('\n');
  },
};
