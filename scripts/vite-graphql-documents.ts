import type { Plugin } from 'vite';

/**
 * Each `graphql(\`…\`)` of the app's code becomes the generated document it names, imported from
 * `app/graphql/generated/graphql.ts` (what the codegen client preset's Babel plugin does for a
 * Babel build). The client preset's `graphql()` finds a document by its whole text in a map of every
 * document's text (`gql.ts`): 190 KB of strings that the Worker's upload carried and its isolate
 * evaluated at start, only to be looked up once per call site. The documents themselves are the
 * same objects either way (`graphql()` returns the map's entry, which is this export).
 *
 * A document's export is named by its first definition: `<Name>Document` for an operation,
 * `<Name>FragmentDoc` for a fragment (the client preset's names). The replacement keeps every line
 * where it was (the call's line breaks follow the identifier, the import goes on the first line),
 * so the server build's source map still points at the right lines. A call whose text names no
 * definition fails the build.
 */
export function graphqlDocumentImports(): Plugin {
  return {
    name: 'graphql-document-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!APP_SOURCE.test(file) || GENERATED.test(file) || !code.includes('graphql(`')) return null;
      return { code: importDocuments(code, file), map: null };
    },
  };
}

const APP_SOURCE = /[\\/]app[\\/].+\.tsx?$/;
const GENERATED = /[\\/]app[\\/]graphql[\\/]generated[\\/]/;
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const MODULE = '#app/graphql/generated/graphql';

/** `code` with each `graphql(\`…\`)` replaced by its document's import (lines kept in place). */
export function importDocuments(code: string, file = 'a module'): string {
  const imports = new Map<string, string>();
  const replaced = code.replace(CALL, (call: string, text: string) => {
    const definition = DEFINITION.exec(text);
    if (!definition) throw new Error(`${file}: a graphql() call whose text names no operation or fragment`);
    const [, kind, name] = definition;
    const local = `__graphqlDocument_${name}`;
    imports.set(kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`, local);
    return local + '\n'.repeat(call.split('\n').length - 1);
  });
  if (imports.size === 0) return code;
  const names = [...imports].map(([exported, local]) => `${exported} as ${local}`).join(', ');
  return `import { ${names} } from '${MODULE}'; ${replaced}`;
}
