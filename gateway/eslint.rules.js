// The gateway's own lint rules (flat config), spread into eslint.config.js after the house rules.
//
// One import style: a module imports from its own folder by a relative path and from any other
// folder by the `#gateway/…` alias (package.json `imports`). A folder is a domain of
// `gateway/modules/` (`modules/session/` with its resolvers), another folder of the gateway with
// everything under it (`upstream/` with `dto/` and `crypto/`, `golive/`, `plugins/`), or the
// gateway's own top-level files. So a relative path never leaves its folder, and an alias always
// names where another folder's code lives, whichever file imports it: moving a file inside its
// folder changes no other folder's imports, and a grep for `#gateway/upstream/client` finds
// every folder that reaches the platform client.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GATEWAY = path.dirname(fileURLToPath(import.meta.url));
const ALIAS = '#gateway/';

/** The folder a gateway file belongs to, as a path under gateway/ ('' for the top-level files); null outside the gateway. */
function folderOf(file) {
  const parts = path.relative(GATEWAY, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return null;
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : '';
}

/** The file a specifier names, as the alias (`#gateway/*` is `./gateway/*.ts`) and the bundler resolve it. */
function resolveTarget(importer, specifier) {
  const base = specifier.startsWith(ALIAS) ? path.join(GATEWAY, specifier.slice(ALIAS.length)) : path.resolve(path.dirname(importer), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const toPosix = (p) => p.split(path.sep).join('/');

/** `#gateway/…` for a file: its path under gateway/ without `.ts` (a folder's index is named, as the alias needs). */
function aliasFor(target) {
  return ALIAS + toPosix(path.relative(GATEWAY, target)).replace(/\.ts$/, '');
}

/** The relative path from the importer to a file of its own folder (a folder's index by the folder). */
function relativeFor(importer, target) {
  const relative = toPosix(path.relative(path.dirname(importer), target))
    .replace(/\.ts$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/^$/, '.');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const importStyle = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    schema: [],
    docs: { description: 'In the gateway: relative imports inside a folder, `#gateway/…` across folders.' },
    messages: {
      aliasAcross: "'{{specifier}}' is in another folder of the gateway ({{folder}}): import it as '{{wanted}}'.",
      relativeInside: "'{{specifier}}' is in this module's own folder ({{folder}}): import it by its relative path, '{{wanted}}'.",
    },
  },
  create(context) {
    const importer = context.filename;
    const from = folderOf(importer);
    if (from === null || from === 'generated') return {};

    function check(source) {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const aliased = specifier.startsWith(ALIAS);
      if (!aliased && !specifier.startsWith('.')) return;
      const target = resolveTarget(importer, specifier);
      if (!target) return;
      const to = folderOf(target);
      if (to === null) return;
      const folder = to === '' ? 'the top-level files, gateway/*.ts' : `gateway/${to}/`;
      const quote = source.raw[0];
      const report = (messageId, wanted) =>
        context.report({ node: source, messageId, data: { specifier, folder, wanted }, fix: (fixer) => fixer.replaceText(source, quote + wanted + quote) });
      if (to === from && aliased) report('relativeInside', relativeFor(importer, target));
      else if (to !== from && !aliased) report('aliasAcross', aliasFor(target));
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};

export default [
  {
    files: ['gateway/**/*.ts'],
    ignores: ['gateway/generated/**'],
    plugins: { gateway: { rules: { 'import-style': importStyle } } },
    rules: { 'gateway/import-style': 'error' },
  },
  // The platform names Simplified Chinese `CN`, not `ZH-CN` (docs/platform-protocol.md, "Language"):
  // a language reaches the platform through protocolLanguage, the one place the two naming meet.
  {
    files: ['gateway/**/*.ts'],
    ignores: ['gateway/generated/**', 'gateway/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^to(Upper|Lower)Case$/][callee.object.property.name='locale']",
          message: 'A language goes to the platform as protocolLanguage(ctx.locale) (#gateway/modules/system/language): Simplified Chinese is CN there.',
        },
      ],
    },
  },
];
