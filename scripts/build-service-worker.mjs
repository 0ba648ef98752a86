#!/usr/bin/env node
// Builds the portal's service worker (app/features/offline/service-worker.ts) into build/client/sw.js
// after `remix vite:build`, with the list of what it precaches written into it: the Remix manifest,
// the entry, the scripts of the routes a visitor reads offline (the shell, home, the lobbies, the
// offline page) and of the parts of them that load apart (OFFLINE_PARTS), every stylesheet, and
// the shell's images (with a hash of each as its revision).
// Run by `npm run build` and by the test and start scripts' builds (scripts/lib/run.mjs).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';

const CLIENT = 'build/client';
/** The routes whose scripts are precached: what a visitor reads without a network. */
const OFFLINE_ROUTES = ['root', 'shell/WordsLayout', 'home/HomePage', 'home/HomePage/index', ':category', 'rou', 'offline'];
/**
 * The lazy parts those pages draw for a visitor, whose code loads apart from the route's
 * (app/components/lazy.tsx): without it an offline page could not hydrate them. By chunk name.
 */
const OFFLINE_PARTS = ['Footer', 'SiteMenu', 'HomeColumns', 'GameSection', 'carousel-motion', 'JackpotCounter'];
const STATIC_FOLDERS = ['brand', 'icons', 'images'];

const assets = readdirSync(join(CLIENT, 'assets'));
const manifestFile = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error('build/client/assets has no Remix manifest: run remix vite:build first');
const sandbox = { window: {} };
runInNewContext(readFileSync(join(CLIENT, 'assets', manifestFile), 'utf8'), sandbox);
const remixManifest = sandbox.window.__remixManifest;

const hashed = new Set([`/assets/${manifestFile}`, remixManifest.entry.module, ...remixManifest.entry.imports]);
for (const id of OFFLINE_ROUTES) {
  const route = remixManifest.routes[id];
  if (!route) throw new Error(`the Remix manifest has no route ${id}: update OFFLINE_ROUTES in scripts/build-service-worker.mjs`);
  for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) hashed.add(file);
}
for (const part of OFFLINE_PARTS) {
  const file = assets.find((name) => name.startsWith(`${part}-`) && name.endsWith('.js'));
  if (!file) throw new Error(`build/client/assets has no chunk ${part}: update OFFLINE_PARTS in scripts/build-service-worker.mjs`);
  hashed.add(`/assets/${file}`);
  // What it imports first: the chunks it names (all already loaded by the page but its own).
  for (const m of readFileSync(join(CLIENT, 'assets', file), 'utf8').matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)) hashed.add(`/assets/${m[1]}`);
}
for (const name of assets) if (name.endsWith('.css')) hashed.add(`/assets/${name}`);

const walk = (folder) => readdirSync(folder).flatMap((name) => (statSync(join(folder, name)).isDirectory() ? walk(join(folder, name)) : [join(folder, name)]));
const revision = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
const statics = ['favicon.svg', ...STATIC_FOLDERS.flatMap((folder) => walk(join(CLIENT, folder)).map((file) => relative(CLIENT, file)))].map((file) => ({
  url: `/${file.split('\\').join('/')}`,
  revision: revision(join(CLIENT, file)),
}));
// Hashed names are their own revision.
const entries = [...[...hashed].sort().map((url) => ({ url, revision: null })), ...statics];

await build({
  configFile: false,
  logLevel: 'warn',
  define: { 'self.__WB_MANIFEST': JSON.stringify(entries), 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: CLIENT,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: 'app/features/offline/service-worker.ts', formats: ['iife'], name: 'portalServiceWorker', fileName: () => 'sw.js' },
  },
});
console.log(`service worker: build/client/sw.js precaches ${entries.length} files (Remix build ${remixManifest.version})`);
