// A graphql-codegen plugin: emits the merged schema SDL as a TypeScript string, so the Worker
// can build its schema without a filesystem or a bundler-specific text import.
const { printSchema } = require('graphql');

module.exports = {
  plugin(schema) {
    const sdl = printSchema(schema);
    return `/** The merged schema of schema/*.graphql (generated; do not edit). */\nexport const typeDefs = ${JSON.stringify(sdl)};\n`;
  },
};
