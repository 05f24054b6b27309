import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        // The embedded service is a second entry: Electron runs it in a utilityProcess (docs/desktop-app.md, "Embedded service").
        // Its worker threads' programs are entries too, beside it, where the modules that start them find them
        // (`new URL('./x-worker.js', import.meta.url)`, server/worker-thread.ts).
        input: {
          index: resolve('electron/main.ts'),
          service: resolve('server/cli.ts'),
          'sqlite-reader-worker': resolve('server/database/sqlite-reader-worker.ts'),
          'pdf-render-worker': resolve('server/forms/pdf-render-worker.ts'),
        },
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
