import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { textsByName } from '../gateway/persisted-documents';

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
 *
 * The server build goes one step further: an operation becomes its name
 * (`{ kind: 'Document', definitions: [], persistedName }`), which the gateway parses from its
 * persisted text (gateway/generated/persisted-operations.ts) the first time it runs it
 * (gateway/persisted-documents.ts), and a fragment an empty document (only the operations that
 * spread it use it, and their persisted text carries it). The generated syntax trees, 270 KB of
 * object literals, then neither travel in the Worker's upload nor are built at its start
 * (docs/decisions/068-a-smaller-worker-start.md). An operation missing from the persisted
 * manifest fails the build.
 */
export function graphqlDocumentImports({ manifest = PERSISTED_MANIFEST }: { manifest?: string } = {}): Plugin {
  let names: ReadonlySet<string> | undefined;
  return {
    name: 'graphql-document-imports',
    enforce: 'pre',
    buildStart() {
      names = undefined;
    },
    transform(code, id, options) {
      const file = id.split('?')[0];
      if (!APP_SOURCE.test(file) || GENERATED.test(file) || !code.includes('graphql(`')) return null;
      if (!options?.ssr) return { code: importDocuments(code, file), map: null };
      names ??= persistedNames(readFileSync(manifest, 'utf8'));
      return { code: documentsByName(code, names, file), map: null };
    },
  };
}

const PERSISTED_MANIFEST = fileURLToPath(new URL('../gateway/generated/persisted-operations.ts', import.meta.url));
const MANIFEST_OBJECT = /=\s*(\{[\s\S]*\});\s*$/;

/** The names of the persisted operations, from the generated manifest's source (a JSON object literal). */
export function persistedNames(source: string): ReadonlySet<string> {
  const object = MANIFEST_OBJECT.exec(source);
  if (!object) throw new Error('gateway/generated/persisted-operations.ts: no manifest object (npm run codegen)');
  return new Set(textsByName(JSON.parse(object[1]) as Record<string, string>).keys());
}

/** `code` with each operation's `graphql(\`…\`)` replaced by its name, each fragment's by an empty document (lines kept). */
export function documentsByName(code: string, names: ReadonlySet<string>, file = 'a module'): string {
  return code.replace(CALL, (call: string, text: string) => {
    const definition = DEFINITION.exec(text);
    if (!definition) throw new Error(`${file}: a graphql() call whose text names no operation or fragment`);
    const [, kind, name] = definition;
    const lines = '\n'.repeat(call.split('\n').length - 1);
    if (kind === 'fragment') return `({ kind: 'Document', definitions: [] })${lines}`;
    if (!names.has(name)) throw new Error(`${file}: operation ${name} is not in the persisted manifest (npm run codegen)`);
    return `({ kind: 'Document', definitions: [], persistedName: '${name}' })${lines}`;
  });
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
