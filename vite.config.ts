import { existsSync } from 'node:fs';
import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { flatRoutes } from './app/routes';
import { copyGraphiQLAssets } from './scripts/vite-graphiql-assets';
import { reactStreamRendererForWorker } from './scripts/vite-react-stream-encoding';
import { graphqlDocumentImports } from './scripts/vite-graphql-documents';
import { remixBrowserLocationInTransition } from './scripts/vite-remix-browser-transition';
import { memoisedRouterForWorker } from './scripts/vite-router-memo';
import { WORDS_MODULE, wordFiles } from './scripts/vite-word-files';

/**
 * The route table (app/routes.ts) as Remix's route manifest, each module's file found under
 * app/features (a page or layout is .tsx; an answer without a page may be .ts).
 */
function routeManifest() {
  const routes = flatRoutes();
  const ids = routes.map((route) => route.id);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length) throw new Error(`route table: ids used twice: ${twice.join(', ')}`);
  return Object.fromEntries(
    routes.map(({ module, ...route }) => {
      const file = ['tsx', 'ts'].map((ext) => `features/${module}.${ext}`).find((candidate) => existsSync(`app/${candidate}`));
      if (!file) throw new Error(`route table: no module app/features/${module}.tsx or .ts`);
      return [route.id, { ...route, file }];
    }),
  );
}

/**
 * The browser's small shared modules (the shell's hooks, money, dialogs, page titles…) go into one
 * chunk, with React and the router they all use: a dozen files of a few hundred bytes each cost
 * more, gzipped, than one file of their sum (the home page's first JavaScript is budgeted at
 * 100 KB gzip; `npm run bench` measures it).
 */
function sharedChunk(id: string): string | undefined {
  const path = id.replace(/\\/g, '/');
  // Vite's own helper for loading chunks on demand: every page needs it from the start.
  if (path.includes('vite/preload-helper')) return 'shared';
  if (path.includes('/node_modules/')) return undefined;
  return SHARED_MODULES.some((pattern) => pattern.test(path)) ? 'shared' : undefined;
}

/**
 * The modules of that chunk: only what the shell and the home page load on every first visit (each
 * was a chunk of its own of under 1 KB before). A module the home page does not use stays out, even
 * when many pages share it (the dialog, local times, avatars): in this chunk it would cost the home
 * page its bytes.
 */
const SHARED_MODULES = [
  /\/app\/components\/(SectionError|nonce|streaming|CountBadge|Icon|lazy|href)\.tsx?$/,
  /\/app\/i18n\/(config|page-title|translate|react)\.tsx?$/,
  /\/app\/kernel\/(use-shell|customer-service|live-store|revalidation)\.tsx?$/,
  /\/app\/kernel\/money\/(Money|money)\.tsx?$/,
  /\/app\/features\/games\/(GameCard|favorite|category-path|download-qr|member-games)\.tsx?$/,
  // What the home page shares with its parts that load apart (its game sections).
  /\/app\/features\/home\/section-state\.ts$/,
  /\/app\/features\/content\/banner-link\.ts$/,
  /\/app\/features\/jackpots\/LiveJackpotAmount\.tsx$/,
  // The shell's parts the site menu shares with the header and side bar (the menu loads apart: root.tsx).
  /\/app\/features\/shell\/(LanguageSelector|FreePlayButton|SideBar|site-menu-id)\.tsx?$/,
  /\/app\/kernel\/useLoginHref\.ts$/,
  /\/app\/features\/live\/reconnect\.ts$/,
  /\/app\/features\/offline\/(browser-state|InstallButton)\.tsx?$/,
  // The stylesheet addresses the home page's route modules import (a line each).
  /\/app\/features\/(games\/games|auth\/auth)\.css\?url$/,
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    cloudflareDevProxyVitePlugin({ configPath: 'wrangler.toml' }),
    remix({
      // No file-system routes: the route table (app/routes.ts) names every page module.
      ignoredRouteFiles: ['**/*'],
      routes: async () => routeManifest(),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    copyGraphiQLAssets(),
    graphqlDocumentImports(),
    remixBrowserLocationInTransition(),
    memoisedRouterForWorker(),
    reactStreamRendererForWorker(),
    wordFiles(),
  ],
  ssr: {
    resolve: {
      conditions: ['workerd', 'worker', 'browser'],
      externalConditions: ['workerd', 'worker'],
    },
  },
  resolve: {
    mainFields: ['browser', 'module', 'main'],
  },
  build: {
    // The browsers the portal supports: Chrome and Edge 91, Firefox 90, Safari 14.1 (all of 2021)
    // and newer. Below Chrome 91 esbuild rewrites every `a?.b` as `(a == null ? void 0 : a.b)` (a
    // bug of older V8): 0.7 KB gzip of the home page's budgeted first JavaScript (100.12 → 99.42
    // KB, npm run bench:home). The phones and in-app browsers players use update past these.
    target: isSsrBuild ? undefined : ['chrome91', 'edge91', 'firefox90', 'safari14.1'],
    // The browser's code through terser (two compress passes): about 4 % smaller, gzipped, than
    // esbuild's minifier on the same chunks, which counts against the home page's 100 KB budget;
    // the server build keeps esbuild's (it is not downloaded, and builds faster).
    minify: isSsrBuild ? true : 'terser',
    // The server build's source maps (never served: the static assets are build/client) let a CPU
    // profile name the app's own files and functions (npm run bench:cpu, through wrangler's bundle).
    sourcemap: isSsrBuild,
    terserOptions: { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    // The server build leaves the gateway to the Worker's own bundle (app/entry.worker.ts imports
    // it too): one copy of it in the deployed Worker, its caches shared, half the code to compile
    // on a cold start. The words' module likewise: the edge loads a language's words into it before
    // the pages read them (scripts/vite-word-files.ts keeps the words themselves out of the Worker).
    //
    // The server build is one file, its dynamic imports (the lazy parts' code, app/components/lazy.tsx)
    // inlined: a chunk that a dynamic import loads made wrangler's bundler wrap every module of the
    // Worker in a lazy initialiser (775 of them), whose bodies V8 parses a second time when a new
    // isolate runs them: its start 70 → 50 ms of CPU, the upload 15 KB gzip smaller (ADR 068).
    rollupOptions: isSsrBuild
      ? { external: ['#gateway/index', WORDS_MODULE], output: { inlineDynamicImports: true } }
      : { output: { manualChunks: sharedChunk } },
  },
}));
