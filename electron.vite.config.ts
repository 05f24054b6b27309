import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

/**
 * server/forms declares `const require = createRequire(import.meta.url)` and electron-vite's ESM
 * shim declares the very same binding in the bundle, which Node refuses as a redeclaration. Both
 * are the require of the same file, so the bundle keeps the shim's and drops the copy.
 */
function dropDuplicateRequire(): Plugin {
  const copy = /^var require = createRequire\(import\.meta\.url\);$/m;
  return {
    name: 'oblik:drop-duplicate-require',
    enforce: 'post',
    renderChunk: (code) => (copy.test(code) ? { code: code.replace(copy, ''), map: null } : null),
  };
}

export default defineConfig({
  main: {
    plugins: [dropDuplicateRequire()],
    build: {
      outDir: 'out/main',
      rollupOptions: {
        // The embedded service is a second entry: Electron runs it in a utilityProcess (DESIGN §4).
        input: { index: resolve('electron/main.ts'), service: resolve('server/cli.ts') },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // Checklist item 4: a sandboxed preload must be ONE CommonJS file with nothing to require but electron.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [react()],
    build: {
      outDir: resolve('out/renderer'),
      emptyOutDir: true,
      rollupOptions: { input: resolve('renderer/index.html') },
    },
  },
});
