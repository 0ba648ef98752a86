import { parse, type DocumentNode } from 'graphql';
import { persistedOperations } from '#gateway/generated/persisted-operations';

/**
 * A document the server build names instead of carrying its syntax tree
 * (scripts/vite-graphql-documents.ts): `{ kind: 'Document', definitions: [], persistedName }`, the
 * name of one of the app's persisted operations. The Worker's upload then holds each operation once,
 * as the persisted text /graphql already needs, and a new isolate builds none of the trees at start;
 * each is parsed the first time a request runs it, once per isolate
 * (docs/decisions/068-a-smaller-worker-start.md).
 */
interface DocumentByName {
  readonly persistedName: string;
}

const OPERATION_NAME = /^(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/;

/** Operation name → its persisted text (names are unique: codegen's client preset refuses two alike). */
export function textsByName(manifest: Readonly<Record<string, string>>): ReadonlyMap<string, string> {
  const texts = new Map<string, string>();
  for (const text of Object.values(manifest)) {
    const name = OPERATION_NAME.exec(text)?.[1];
    if (name) texts.set(name, text);
  }
  return texts;
}

function namesPersistedOperation(document: DocumentNode): document is DocumentNode & DocumentByName {
  return document.definitions.length === 0 && typeof (document as Partial<DocumentByName>).persistedName === 'string';
}

let texts: ReadonlyMap<string, string> | undefined;
const parsed = new Map<string, DocumentNode>();

/** The syntax tree `document` stands for: itself, or the persisted operation it names, parsed once per isolate. */
export function documentToRun(document: DocumentNode): DocumentNode {
  if (!namesPersistedOperation(document)) return document;
  const name = document.persistedName;
  const known = parsed.get(name);
  if (known) return known;
  texts ??= textsByName(persistedOperations);
  const text = texts.get(name);
  // Only a build whose generated files disagree could get here: a defect, never a visitor's input.
  if (text === undefined) throw new Error(`no persisted operation named ${name}: run npm run build again`);
  const tree = parse(text, { noLocation: true });
  parsed.set(name, tree);
  return tree;
}
