import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompressAssets } from './build/precompress.ts';
import { appShellChunk } from './build/appShellChunk.ts';

// Vite's root is this folder whatever the working directory, so `npm run build -w @ri/web`,
// `npx vite` inside web/ and a build started from the repository root all read src/routes.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The API listens on 127.0.0.1:3000 in development (services/api); the browser only ever calls /api.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  root: webRoot,
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts (committed, so that
    // `tsc -p web/tsconfig.json` works without a build) and splits every route file into lazy chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // a route's loader is a lazy chunk of its own, beside the screen's: the loader imports the screen's
      // query options (contracts, zod), which must stay out of the entry chunk every page downloads (the
      // plugin's default leaves loaders in it), and apart from the screen's code it starts the screen's
      // requests as soon as its small chunk has arrived, while the screen's code is still loading
      // (ARCHITECTURE.md, "Web routes"; docs/benchmarks/browser.md)
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    // .br and .gz beside every text asset: the API serves them as they are
    precompressAssets(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the manifest lets `npm run bench:public` check that public pages never download signed-in chunks
    manifest: true,
    // what every page runs first in one file rather than ~17 (web/README.md, public bundle budget)
    rolldownOptions: { output: { codeSplitting: { groups: [appShellChunk(webRoot)] } } },
  },
  resolve: {
    // The routes' search schemas (src/scope/searchSchema.ts) use zod/mini and land in the entry chunk.
    // Built from zod's own sources they share no module with the zod of @ri/contracts: otherwise the
    // entry would carry the zod core the contracts use (~18 KB gzip instead of ~8; web/README.md,
    // "JavaScript budget"). Same zod version, same code, only bundled apart.
    alias: [{ find: /^zod\/mini$/, replacement: fileURLToPath(new URL('../node_modules/zod/src/v4/mini/index.ts', import.meta.url)) }],
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
});
