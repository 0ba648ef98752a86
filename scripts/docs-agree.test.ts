/**
 * Docs a test keeps true: the architecture doc, the spec index, the decisions index and the READMEs
 * may name only paths, languages, translation namespaces, ADRs, routes and feature folders that
 * exist, and must not miss one the code has. Each list is read from the code or the disk, never
 * copied here, so a move, a new language or a new record fails this test until the docs follow it.
 * Why: docs that drift from the code send readers to files that are gone (docs/architecture.md,
 * "Feature folders"; docs/decisions/README.md).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { defaultNS, supportedLanguages } from '../app/i18n/config';
import { sourceWords } from '../app/i18n/source-words';
import { flatRoutes, type FlatRoute } from '../app/routes';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** What git ignores by name (build output, local state): never part of a doc's promise, never searched. */
const IGNORED = read('.gitignore')
  .split('\n')
  .map((line) => line.trim().replace(/\/$/, ''))
  .filter((line) => line && !line.startsWith('#') && !line.includes('*') && !line.startsWith('!'));
const SKIPPED_FOLDERS = new Set(['.git', ...IGNORED]);
/** A folder scripts/lint-probe.mjs writes for a moment while it proves the lint rules fire. */
const isProbe = (name: string) => name.startsWith('__');

/** Every file under a folder of the repository, without what git ignores. */
function filesUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (relativeFolder: string) => {
    for (const entry of readdirSync(join(ROOT, relativeFolder), { withFileTypes: true })) {
      const path = relativeFolder ? `${relativeFolder}/${entry.name}` : entry.name;
      if (SKIPPED_FOLDERS.has(entry.name) || SKIPPED_FOLDERS.has(path)) continue;
      if (entry.isDirectory()) walk(path);
      else found.push(path);
    }
  };
  if (isDirectory(join(ROOT, folder))) walk(folder);
  return found;
}

const READMES = filesUnder('').filter((path) => path === 'README.md' || path.endsWith('/README.md'));
/** The docs whose every named path, language, namespace and record must exist. */
const DOCS = [
  ...new Set([...filesUnder('docs').filter((path) => path.endsWith('.md') && !/^docs\/decisions\/\d{3}-/.test(path)), ...READMES, 'bench/RESULTS.md']),
];
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|json|md|sql|graphql|toml|css|html|yml|yaml|txt)$/;

/** The repository's top-level names: a path in a doc starting with one of them is a path from the root. */
const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => !SKIPPED_FOLDERS.has(name)));

/** `a{b,c}d` → abd, acd; `dir/a|b|c.test.ts` → dir/a.test.ts, dir/b.test.ts, dir/c.test.ts (the docs write a few paths that way). */
function expandAlternatives(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (match) return match[1].split(',').flatMap((part) => expandAlternatives(path.slice(0, match.index) + part + path.slice(match.index + match[0].length)));
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const names = path.slice(folder.length).split('|');
  if (names.length === 1) return [path];
  const extension = /\..*$/.exec(names.at(-1) ?? '')?.[0] ?? '';
  return names.map((name) => folder + (name.includes('.') ? name : name + extension));
}

const subfolders = (folder: string) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name))
    .map((entry) => `${folder}/${entry.name}`);

/** A doc split into the units that make one statement: a paragraph, a list item, a table row. */
function statements(text: string): string[] {
  const units: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length) units.push(current.join('\n'));
    current = [];
  };
  for (const line of text.split('\n')) {
    if (!line.trim()) close();
    else if (line.startsWith('|')) {
      close();
      units.push(line);
    } else {
      if (/^\s*([-*]|\d+\.)\s/.test(line)) close();
      current.push(line);
    }
  }
  close();
  return units;
}

/** Fenced code blocks, and the prose around them. */
const FENCED = /^```[^\n]*\n([\s\S]*?)^```/gm;
/** Inline code spans (which may wrap onto the next line), outside fenced blocks. */
const inlineCode = (text: string) => [...text.replace(FENCED, '').matchAll(/`([^`]+)`/g)].map((match) => match[1].replace(/\s+/g, ' ').trim());
/** What is neither inline code nor a link target: prose, and the contents of fenced blocks. */
const plainText = (text: string) =>
  [...text.matchAll(FENCED)].map((match) => match[1]).join('\n') +
  text
    .replace(FENCED, '')
    .replace(/`[^`]+`/g, ' ')
    .replace(/\]\([^)\s]+\)/g, '] ');

/** A path with a placeholder, a glob or an ellipsis: only its fixed prefix can be checked. */
function fixedPrefix(path: string): string | null {
  const special = path.search(/[…*<$]|\.\.\.(?!\/)/);
  if (special === -1) return path;
  const cut = path.lastIndexOf('/', special);
  return cut > 0 ? path.slice(0, cut + 1) : null;
}

interface NamedPath {
  doc: string;
  written: string;
  /** Where it may be: from the root, or from the doc's folder (a folder's README names its own files). */
  candidates: string[];
}

/** Every repository path a doc names: link targets (from the doc's folder), inline code and plain text (from the root, or the doc's folder). */
function pathsNamed(doc: string): NamedPath[] {
  const text = read(doc);
  const folder = dirname(doc);
  const named: NamedPath[] = [];
  const add = (written: string, bases: string[]) => {
    for (const path of expandAlternatives(written)) {
      const prefix = fixedPrefix(path);
      const at = (base: string) => relative(ROOT, resolve(ROOT, base, prefix ?? '')) + (prefix?.endsWith('/') ? '/' : '');
      if (prefix) named.push({ doc, written, candidates: bases.map(at) });
    }
  };
  // Links and images: [text](target), resolved from the doc's folder as a Markdown viewer does.
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#)/i.test(target)) continue;
    add(target.replace(/[#?].*$/, ''), [folder]);
  }
  // Everything else that reads as a path: inline code, and plain words starting with a top-level name.
  const words = [...inlineCode(text), ...plainText(text).split(/[\s([,;"']+/)];
  for (const code of words) {
    for (const word of code.split(/\s+/)) {
      const token = word
        .replace(/^[[*_]+/, '')
        .replace(/[#?].*$/, '')
        .replace(/[.,:;)\]*_]+$/, '');
      if (!token || /^[a-z]+:\/\//i.test(token) || token.startsWith('/') || token.startsWith('@')) continue;
      const first = token.split('/')[0];
      const looksLikePath = token.includes('/') || /\.[a-z]{2,8}$/.test(token);
      if (!looksLikePath) continue;
      // A folder's README may name files from its folder or from one of its subfolders (tests/README.md's tiers).
      const bases = folder === '.' ? [] : [folder, ...subfolders(folder)];
      const local = bases.filter((base) => existsSync(join(ROOT, base, first)));
      if (TOP_LEVEL.has(first) && (token.includes('/') || first === token)) add(token, ['.', ...local]);
      else if (first && first !== '.' && first !== '..' && local.length && token.includes('/')) add(token, local);
    }
  }
  return named;
}

/** The anchors a Markdown file offers: its headings as GitHub writes their ids, and its `<a id>` tags. */
function anchorsOf(path: string): Set<string> {
  const text = read(path).replace(FENCED, '');
  const anchors = new Set([...text.matchAll(/<a id="([^"]+)"/g)].map((match) => match[1]));
  const seen = new Map<string, number>();
  for (const [, heading] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** The number, file, title and status of every decision record on disk. */
function decisionRecords() {
  return readdirSync(join(ROOT, 'docs/decisions'))
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .map((file) => {
      const text = read(`docs/decisions/${file}`);
      const title = /^# (\d{3})\. (.+)$/m.exec(text);
      const status = /^Status: (.+)$/m.exec(text);
      return {
        number: file.slice(0, 3),
        file,
        heading: title ? { number: title[1], title: title[2].trim() } : null,
        // The status is the line's first clause: "accepted", "accepted as a finding", "proposed".
        status: status ? status[1].split(/;|\.(?:\s|$)| \(/)[0].trim() : null,
      };
    });
}

describe('the docs agree with the code', () => {
  it('name only repository paths that exist', () => {
    // As git reads .gitignore: a name without a slash matches at any depth (platform/.wrangler/state).
    const ignored = (path: string) =>
      IGNORED.some((entry) => path === entry || path.startsWith(`${entry}/`) || (!entry.includes('/') && path.split('/').includes(entry)));
    const records = decisionRecords().map((record) => record.number);
    // `docs/decisions/013` cites a record by its number.
    const exists = (path: string) => existsSync(join(ROOT, path)) || records.includes(/^docs\/decisions\/(\d{3})$/.exec(path)?.[1] ?? '');
    // An ESLint rule's name (`gateway/import-style`) reads like a path; the lint configs say which names are rules.
    const lintConfigs = filesUnder('').filter((path) => /(^|\/)eslint\.(config|rules)\.js$/.test(path));
    const rules = new Set(lintConfigs.flatMap((path) => [...read(path).matchAll(/['"]([\w@-]+\/[\w-]+)['"]\s*:/g)].map((match) => match[1])));
    const missing = DOCS.flatMap(pathsNamed)
      .filter(({ written }) => !rules.has(written))
      .filter(({ candidates }) => !candidates.some((path) => ignored(path) || exists(path)))
      .map(({ doc, written, candidates }) => `${doc}: ${written}${candidates.includes(written) ? '' : ` (${candidates.join(' or ')})`}`);
    expect(missing).toEqual([]);
  });

  it('link only to headings that exist', () => {
    const wrong: string[] = [];
    for (const doc of DOCS) {
      for (const [, file, anchor] of read(doc).matchAll(/\]\(([^)\s#]*\.md|)#([^)\s]+)\)/g)) {
        const target = file ? relative(ROOT, resolve(ROOT, dirname(doc), file)) : doc;
        if (existsSync(join(ROOT, target)) && !anchorsOf(target).has(anchor)) wrong.push(`${doc}: ${file}#${anchor}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('list the languages of app/i18n/config.ts wherever they cite it', () => {
    const englishName = new Intl.DisplayNames(['en'], { type: 'language' });
    // A language is recognised by its English name (Chinese for zh-CN, written "Simplified Chinese").
    const names = new Map(supportedLanguages.map((tag) => [englishName.of(tag.split('-')[0]) ?? tag, tag]));
    const expected = [...supportedLanguages].sort();
    let checked = 0;
    const wrong: string[] = [];
    for (const doc of DOCS) {
      for (const statement of statements(read(doc)).filter((unit) => unit.includes('app/i18n/config.ts'))) {
        const listed = [...names].filter(([name]) => new RegExp(`\\b${name}\\b`).test(statement)).map(([, tag]) => tag);
        if (!listed.length) continue;
        checked++;
        if (listed.sort().join() !== expected.join())
          wrong.push(`${doc}: lists ${listed.join(', ')} where the code has ${expected.join(', ')}: ${statement.slice(0, 120)}…`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked, 'docs/architecture.md lists the languages beside app/i18n/config.ts').toBeGreaterThan(0);
  });

  it('list the translation namespaces of app/i18n wherever they list them', () => {
    const expected = [defaultNS, ...Object.keys(sourceWords.en.namespaces)].sort();
    let checked = 0;
    const wrong: string[] = [];
    for (const doc of DOCS) {
      const lists = statements(read(doc)).filter((unit) => unit.includes('locales/<lng>/<namespace>.ts'));
      for (const statement of lists) {
        const listed = inlineCode(statement)
          .filter((code) => /^[a-z][A-Za-z]*$/.test(code))
          .sort();
        // A mention of the folder that lists no namespace (the parts table) is not a list.
        if (!listed.length) continue;
        checked++;
        const missing = expected.filter((name) => !listed.includes(name));
        const unknown = listed.filter((name) => !expected.includes(name));
        if (missing.length || unknown.length)
          wrong.push(`${doc}: namespaces missing (${missing.join(', ') || '-'}), not in the code (${unknown.join(', ') || '-'})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked, 'docs/architecture.md lists the namespaces beside app/i18n/locales/<lng>/<namespace>.ts').toBeGreaterThan(0);
  });

  it('index every decision record with its title and status, and no record that does not exist', () => {
    const records = decisionRecords();
    const index = read('docs/decisions/README.md');
    const rows = [...index.matchAll(/^\| (?:\[(\d{3})\]\(([^)]+)\)|(\d{3})) \| (.+?) \|(?: (.*?) \|)?$/gm)].map(([, linked, file, plain, title, status]) => ({
      number: linked ?? plain,
      file,
      title: title.trim(),
      status: status?.trim() ?? '',
    }));
    const problems: string[] = [];
    for (const record of records) {
      if (!record.heading || record.heading.number !== record.number) problems.push(`${record.file}: no "# ${record.number}. <title>" heading`);
      if (!record.status) problems.push(`${record.file}: no "Status:" line`);
      const row = rows.find((candidate) => candidate.number === record.number);
      if (!row) problems.push(`docs/decisions/README.md: no row for ${record.file}`);
      else {
        if (row.file !== record.file) problems.push(`docs/decisions/README.md: ${record.number} links to ${row.file ?? 'nothing'}, the file is ${record.file}`);
        if (record.heading && row.title !== record.heading.title)
          problems.push(`docs/decisions/README.md: ${record.number}'s title is "${row.title}", the record's is "${record.heading.title}"`);
        if (row.status !== record.status)
          problems.push(`docs/decisions/README.md: ${record.number}'s status is "${row.status}", the record's is "${record.status}"`);
      }
    }
    for (const row of rows) {
      if (records.some((record) => record.number === row.number)) continue;
      if (row.file || !/not used/.test(row.title)) problems.push(`docs/decisions/README.md: ${row.number} is indexed but docs/decisions/ has no such record`);
    }
    const highest = records
      .map((record) => record.number)
      .sort()
      .at(-1);
    const today = /today \*\*(\d{3})\*\*/.exec(index)?.[1];
    const next = /next new record is \*\*(\d{3})\*\*/.exec(index)?.[1];
    if (today !== highest) problems.push(`docs/decisions/README.md: says the highest record is ${today}, it is ${highest}`);
    if (next !== String(Number(highest) + 1).padStart(3, '0')) problems.push(`docs/decisions/README.md: says the next record is ${next}, after ${highest}`);
    expect(problems).toEqual([]);
  });

  it('cite only decision records that exist, in the docs and in the code', () => {
    const numbers = new Set(decisionRecords().map((record) => record.number));
    const files = new Set(decisionRecords().map((record) => record.file));
    const sources = [...DOCS, ...filesUnder('docs'), ...['app', 'gateway', 'platform', 'schema', 'bench', 'scripts'].flatMap(filesUnder)];
    const wrong: string[] = [];
    for (const path of [...new Set(sources)].filter((file) => TEXT_FILE.test(file))) {
      const text = read(path);
      for (const [cited, first, last] of text.matchAll(/\bADRs? (\d{3})(?:\s*[–-]\s*(\d{3}))?\b/g))
        for (const number of [first, last].filter(Boolean)) if (!numbers.has(number)) wrong.push(`${path}: ${cited}`);
      for (const [cited, file] of text.matchAll(/decisions\/(\d{3}-[\w.-]+?\.md)/g)) if (!files.has(file)) wrong.push(`${path}: ${cited}`);
    }
    expect(wrong).toEqual([]);
  });

  it('cite only headings of the spec index that exist, in the docs and in the code', () => {
    const headings = anchorsOf('docs/spec-index.md');
    const sources = [...DOCS, ...filesUnder('docs'), ...['app', 'gateway', 'platform', 'schema', 'bench', 'scripts', 'tests'].flatMap(filesUnder)];
    const wrong: string[] = [];
    for (const path of [...new Set(sources)].filter((file) => TEXT_FILE.test(file) && file !== 'scripts/docs-agree.test.ts')) {
      for (const [cited, anchor] of read(path).matchAll(/spec-index\.md#([\w-]+)/g)) if (!headings.has(anchor!)) wrong.push(`${path}: ${cited}`);
    }
    expect(wrong).toEqual([]);
  });

  it('map every spec route to the page module app/routes.ts serves it with, and miss none of the table', () => {
    const routes = flatRoutes();
    type RouteObject = Parameters<typeof matchRoutes>[0][number];
    const build = (parentId: string): RouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route): RouteObject =>
          route.index
            ? { id: route.id, index: true, handle: route.module }
            : { id: route.id, path: route.path, handle: route.module, children: build(route.id) },
        );
    const tree = build('root');
    const modulesAt = (url: string) => (matchRoutes(tree, url) ?? []).map((match) => match.route.handle as string);

    const specIndex = read('docs/spec-index.md');
    const section = specIndex.slice(specIndex.indexOf('<a id="route-table"></a>'));
    const problems: string[] = [];
    const moduleFile = (module: string) => ['.ts', '.tsx'].some((extension) => existsSync(join(ROOT, 'app/features', module + extension)));
    const rows = section.split('\n').filter((line) => /^\| `\//.test(line));
    expect(rows.length, 'docs/spec-index.md has its "Spec route → page" table').toBeGreaterThan(0);
    for (const row of rows) {
      const [urlCell, moduleCell, domainCell] = row.slice(2, -2).split(' | ');
      // `/gameCenter/<type>` is any type: match it with one.
      const url = inlineCode(urlCell)[0].replace(/<[^>]+>/g, 'sample');
      const modules = modulesAt(url);
      const twins = [...moduleCell.matchAll(/\(\+ `([^`]+)`\)/g)].map((match) => match[1]);
      const named = inlineCode(moduleCell.replace(/\(\+ `[^`]+`\)/g, '')).filter((code) => /^[a-z-]+\/[A-Z]\w*$/.test(code));
      const layouts = named.filter((module) => moduleCell.includes(`\`${module}\` (layout)`));
      const page = named.find((module) => !layouts.includes(module));
      for (const module of [...named])
        if (!moduleFile(module)) problems.push(`docs/spec-index.md: ${url} names ${module}, which is not a module under app/features/`);
      if (page && modules.at(-1) !== page) problems.push(`docs/spec-index.md: ${url} is served by ${page}, app/routes.ts serves it with ${modules.at(-1)}`);
      for (const layout of layouts)
        if (!modules.includes(layout)) problems.push(`docs/spec-index.md: ${url} is inside ${layout}, app/routes.ts puts it in ${modules.join(' > ')}`);
      for (const twin of twins) {
        const csv = modulesAt(`${url}.csv`).at(-1) ?? '';
        const expected = twin.includes('/') ? twin : `${page?.split('/')[0]}/${twin}`;
        if (csv !== expected) problems.push(`docs/spec-index.md: ${url}.csv is ${expected}, app/routes.ts serves it with ${csv}`);
      }
      if (page && domainCell.trim() !== page.split('/')[0])
        problems.push(`docs/spec-index.md: ${url}'s domain is ${domainCell.trim()}, its module's folder is ${page.split('/')[0]}`);
    }
    // The other way: every row of the route table is named in the section, by its module or its address.
    const normalise = (url: string) => url.replace(/:\w+|<[^>]+>/g, '<>');
    const namedInSection = new Set(inlineCode(section).map(normalise));
    // A route's whole address: its own path after its parents' (a layout without a path adds none).
    const fullUrl = (route: FlatRoute): string => {
      const parent = routes.find((candidate) => candidate.id === route.parentId);
      const base = parent ? fullUrl(parent) : '';
      return route.path === undefined ? base : `${base}/${route.path}`.replace(/\/+/g, '/');
    };
    for (const route of routes) {
      if (!moduleFile(route.module)) problems.push(`app/routes.ts: ${route.module} is not a module under app/features/`);
      const url = fullUrl(route);
      const csvTwin = route.module.endsWith('Csv') && namedInSection.has(route.module.split('/')[1]);
      if (!namedInSection.has(route.module) && !(route.path !== undefined && namedInSection.has(normalise(url))) && !csvTwin)
        problems.push(`docs/spec-index.md#route-table: names neither ${url || '/'} nor ${route.module}`);
    }
    expect(problems).toEqual([]);
  });

  it('list the folders of app/features (and the kernel) in docs/architecture.md\'s "Feature folders"', () => {
    const architecture = read('docs/architecture.md');
    const start = architecture.indexOf('### Feature folders');
    expect(start, 'docs/architecture.md has a "Feature folders" section').toBeGreaterThan(-1);
    const section = architecture.slice(start, architecture.indexOf('\n#', start + 1));
    const cells = section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| folder') && !line.startsWith('| ---'))
      .flatMap((line) => inlineCode(line.split(' | ')[0]));
    const listed = cells.map((name) => name.replace(/\/$/, '').split('/').at(-1) ?? name);
    // Besides the features, the table may name other folders of app/ (the kernel, app/edge/), each
    // by its path, which must exist.
    const others = cells.filter((name) => /^app\/[\w-]+\/?$/.test(name) && name !== 'app/kernel/');
    for (const other of others) expect(isDirectory(join(ROOT, other)), `docs/architecture.md names ${other}`).toBe(true);
    const folders = readdirSync(join(ROOT, 'app/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !isProbe(entry.name))
      .map((entry) => entry.name);
    const kernel = isDirectory(join(ROOT, 'app/kernel'));
    const expected = [
      ...folders,
      ...(kernel && listed.includes('kernel') ? ['kernel'] : []),
      ...others.map((name) => name.replace(/\/$/, '').split('/').at(-1)!),
    ].sort();
    expect([...new Set(listed)].sort(), 'docs/architecture.md\'s "Feature folders" table against the folders of app/features/').toEqual(expected);
    if (kernel) expect(section, 'the "Feature folders" section names the kernel, app/kernel/').toMatch(/app\/kernel/);
  });

  it('list the folders of gateway/modules in docs/architecture.md\'s "Gateway modules"', () => {
    const architecture = read('docs/architecture.md');
    const start = architecture.indexOf('### Gateway modules');
    expect(start, 'docs/architecture.md has a "Gateway modules" section').toBeGreaterThan(-1);
    // The section's first paragraph names the domains; the next one the schema files.
    const paragraph = architecture.slice(start).split('\n\n')[1];
    const listed = inlineCode(paragraph).filter((code) => /^[a-z-]+$/.test(code));
    const folders = readdirSync(join(ROOT, 'gateway/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !isProbe(entry.name))
      .map((entry) => entry.name);
    expect([...new Set(listed)].sort(), 'docs/architecture.md\'s "Gateway modules" against the folders of gateway/modules/').toEqual(folders.sort());
  });

  it('carry no work-tracker references ("issue" and a number) in code, tests or docs', () => {
    const found = ['app', 'gateway', 'platform', 'schema', 'docs', 'bench', 'scripts', 'tests']
      .flatMap(filesUnder)
      .filter((path) => TEXT_FILE.test(path))
      .flatMap((path) =>
        read(path)
          .split('\n')
          .map((line, index) => ({ line, at: `${path}:${index + 1}` }))
          .filter(({ line }) => /[Ii]ssues? [0-9]+/.test(line))
          .map(({ line, at }) => `${at}: ${line.trim().slice(0, 100)}`),
      );
    expect(found).toEqual([]);
  });
});
