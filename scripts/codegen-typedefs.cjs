// A graphql-codegen plugin: emits the merged schema SDL as a TypeScript string, so the Worker
// can build its schema without a filesystem or a bundler-specific text import. It keeps the
// directives the schema applies (graphql's printSchema drops them): the gateway's session guard
// reads @signedIn from this text (gateway/session-guard.ts).
const { printSchemaWithDirectives } = require('@graphql-tools/utils');

module.exports = {
  plugin(schema) {
    const sdl = printSchemaWithDirectives(schema);
    return `/** The merged schema of schema/*.graphql (generated; do not edit). */\nexport const typeDefs = ${JSON.stringify(sdl)};\n`;
  },
};
