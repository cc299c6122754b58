import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';

export default defineConfig(({ isSsrBuild }) => ({
  // The production server is an Express app (server/app.ts) built into build/server/index.js.
  // The client build keeps its manifest (build/client/.vite/manifest.json): the server reads it to
  // preload a page's translation chunks (app/lib/locale-chunks.server.ts), the bench to size pages.
  // The browser's code is minified by terser rather than esbuild: two compression passes ship a
  // page 3-4 % less gzip JavaScript (issue 4's 150 kB budget for the landing page, decision 017).
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' }
    : { manifest: true, minify: 'terser', terserOptions: { compress: { passes: 2 }, module: true } },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  ssr: { external: ['better-sqlite3', '@node-rs/argon2'] },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Issue 19: every hashed script, stylesheet and image of the browser build gets a Brotli (quality 11) and a gzip
    // (level 9) copy beside it, made once at build time; the server sends the one the browser accepts
    // (server/app.ts, decision 096). A copy no smaller than the file is not written. Public files and the pages
    // themselves keep the server's quick on-the-fly compression.
    !isSsrBuild &&
      compression({
        include: /^assets\/.+\.(js|css|svg)$/,
        algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
        logLevel: 'silent',
      }),
  ],
}));
