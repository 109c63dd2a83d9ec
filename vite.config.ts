import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_LOCALE, HTML_LANG, isLocale } from '#shared/i18n/locales';
import { messageModules, messageText } from '#scripts/build/message-modules';

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

// Each language is a build of its own (docs/decisions/0016): LOCALE picks the messages '#messages'
// names (English when unset, as in the dev server), each message a module of its own
// (scripts/build/message-modules.ts), so a page carries only the messages it shows, in its own language, and
// the shell its <html lang> and description.
const locale = isLocale(process.env.LOCALE) ? process.env.LOCALE : DEFAULT_LOCALE;
const messagesDir = fileURLToPath(new URL(`./src/client/i18n/messages/${locale}`, import.meta.url));

function localeShell(): Plugin {
  return {
    name: 'locale-shell',
    transformIndexHtml(html) {
      const description = messageText(messagesDir, 'common_metaDescription');
      return html
        .replace('<html lang="en">', `<html lang="${HTML_LANG[locale]}">`)
        .replace(
          /<meta name="description" content="[^"]*" \/>/,
          `<meta name="description" content="${description.replace(/[&"<>]/g, '')}" />`,
        );
    },
  };
}

export default defineConfig(({ command }) => ({
  root: 'src/client',
  // src/client/public: files served under fixed names (the default promotion image), copied as they are.
  publicDir: 'public',
  plugins: [messageModules(messagesDir), react(), tailwindcss(), localeShell()],
  resolve: {
    alias: [...(command === 'build' && !process.env.BUILD_WITH_REACT ? preactAliases : [])],
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
