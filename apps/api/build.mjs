// Bundles the API and its dependencies into dist/server.js (and the PGlite thread into
// dist/pglite-worker.js), so a start reads one file instead of
// thousands of module files (start-up time and memory on a school PC), and copies the committed
// migrations beside it. Packages with native or WebAssembly parts, or that read files relative
// to themselves at run time, stay external.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  '@fastify/static',
  '@fastify/swagger-ui',
  'pg-native',
  'sharp',
];
void pkg;

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  // the embedded database's thread is a second entry, loaded by the server beside itself
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'pglite-worker': new URL('./src/db/pglite-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  minifyWhitespace: true,
  minifySyntax: true,
  external,
  logLevel: 'error',
  // Some bundled CommonJS packages call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
cpSync(
  new URL('./src/db/migrations', import.meta.url),
  new URL('./dist/migrations', import.meta.url),
  {
    recursive: true,
  },
);
