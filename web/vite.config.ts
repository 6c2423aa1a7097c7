import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from './build/precompress';

const contracts = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
// The route registry alone (not the OpenAPI generator beside it): the typed client in src/lib/api-client.ts.
const contractRoutes = fileURLToPath(new URL('../libs/contracts/src/http/routes.ts', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * A share link's page `/s/{token}` (docs/product.md §14) answers `X-Robots-Tag: noindex` from the dev and
 * preview servers too, as from every edge (scripts/edge.mjs, deploy/nginx.conf, k8s/base/web.yaml).
 */
function noindexSharedPages(): Plugin {
  const addHeader = (server: ViteDevServer | PreviewServer) => {
    server.middlewares.use((req, res, next) => {
      if (/^\/s(\/|\?|$)/i.test(req.url ?? '')) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      next();
    });
  };
  return { name: 'noindex-shared-pages', configureServer: addHeader, configurePreviewServer: addHeader };
}

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of the build's text files, served by the edges (build/precompress.ts); the
  // share pages' noindex header in make dev.
  plugins: isSsrBuild ? [react()] : [react(), precompressPlugin(), noindexSharedPages()],
  resolve: {
    alias: [
      { find: /^@icp-studio\/contracts$/, replacement: contracts },
      { find: /^@icp-studio\/contracts\/http\/routes$/, replacement: contractRoutes },
      { find: /^@\//, replacement: `${src}/` },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/ws': { target: 'ws://127.0.0.1:3107', ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/ws': { target: 'ws://127.0.0.1:3107', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: the edge would serve the app's whole source under /assets.
    sourcemap: false,
    // The prerender step (build/prerender.ts) reads where the light script of the public pages went.
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The app, and the light script of the prerendered public pages (src/first-page/loader.ts).
      input: isSsrBuild
        ? undefined
        : {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            'first-page': fileURLToPath(new URL('./src/first-page/loader.ts', import.meta.url)),
          },
      output: {
        // Long-lived vendor chunks of what the shell itself runs, so a release that changes only app code
        // keeps them cached. The libraries only some pages use (the charts: recharts, d3; date-fns) are
        // left out of them and go with the lazy pages that import them, off the landing page's load
        // (docs/benchmark-runs.md, "What the landing page transfers").
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui[\\/]react|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui)[\\/]/,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](zod|@tanstack|react-hook-form|@hookform|react-icons)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
    // One worker per core. Vitest's default leaves one core free, which on a 2-core machine (CI's) is one
    // worker: the suite took 9 min there, and 5 min with both cores (docs/developing.md, "Tests").
    maxWorkers: availableParallelism(),
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
}));
