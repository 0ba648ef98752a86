import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { copyGraphiQLAssets } from './scripts/vite-graphiql-assets';

export default defineConfig({
  plugins: [
    cloudflareDevProxyVitePlugin({ configPath: 'wrangler.toml' }),
    remix({
      // Unit tests sit beside their code; they are never routes.
      ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    copyGraphiQLAssets(),
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
    minify: true,
  },
});
