import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Copies the GraphiQL playground's browser bundle into the client build as our own static assets,
 * so the playground works offline and its 13 MB never enter the Worker bundle.
 */
export function copyGraphiQLAssets(): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'copy-graphiql-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (isSsr) return;
      const require = createRequire(import.meta.url);
      const pkgDir = dirname(require.resolve('@graphql-yoga/graphiql/package.json'));
      const source = join(pkgDir, 'dist');
      if (!existsSync(source)) throw new Error(`GraphiQL assets not found in ${source}`);
      const target = join(outDir, 'graphiql');
      mkdirSync(target, { recursive: true });
      for (const file of ['graphiql.css', 'yoga-graphiql.umd.js', 'monacoeditorwork']) {
        cpSync(join(source, file), join(target, file), { recursive: true });
      }
    },
  };
}
