// A graphql-codegen plugin: emits the merged schema SDL as a TypeScript string, so the Worker
// can build its schema without a filesystem or a bundler-specific text import. It keeps the
// directives the schema applies (graphql's printSchema drops them): the gateway's session guard
// reads @signedIn from this text (gateway/session-guard.ts).
//
// It writes the schema twice: with its descriptions (what development's playground shows) and
// without (what production's upload carries: a quarter of the text to ship, read and parse; ADR
// 055), also without the characters GraphQL ignores (indentation, line breaks). The Worker takes
// one of them (gateway/schema.ts); a bundle keeps only that one.
const { printSchemaWithDirectives } = require('@graphql-tools/utils');
const graphql = require('graphql');

module.exports = {
  plugin(schema) {
    const sdl = printSchemaWithDirectives(schema);
    const bare = graphql.stripIgnoredCharacters(
      graphql.print(graphql.visit(graphql.parse(sdl), { enter: (node) => (node.description ? { ...node, description: undefined } : undefined) })),
    );
    return [
      '/** The merged schema of schema/*.graphql (generated; do not edit). */',
      `export const typeDefs = ${JSON.stringify(sdl)};`,
      '/** The same schema without its descriptions: what production builds its schema from (gateway/schema.ts). */',
      `export const typeDefsWithoutDescriptions = ${JSON.stringify(bare)};`,
      '',
    ].join('\n');
  },
};
