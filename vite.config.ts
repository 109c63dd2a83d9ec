import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '5000'}`;

// The built site runs on Preact (preact/compat) instead of React DOM: the code still imports 'react'
// and type-checks against React's types, and the dev server keeps React (and its fast refresh); only
// `vite build` swaps the packages, which takes ~50 KB of gzip off every page's first load. Preact 11
// keeps `ref` as a prop of function components, like React 19. BUILD_WITH_REACT=1 builds with React.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: 'src/client',
  // src/client/public: files served under fixed names (the default promotion image), copied as they are.
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: command === 'build' && !process.env.BUILD_WITH_REACT ? preactAliases : [],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every page starts with Preact (or React), the query cache and the router: one file for them,
        // instead of the shared pieces that automatic splitting cuts out of the entry as the lazy chunks change
        // (each a request and a gzip window of its own).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|wouter|regexparam|mitt)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
}));
