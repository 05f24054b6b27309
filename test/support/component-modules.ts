import { vi } from 'vitest';

// Component files share one worker's modules (vitest.config.ts): React, MUI and the testing library load
// once. Each file mocks the bridge its own way, so the modules loaded through vite (the renderer's own)
// are dropped before each file: its screens then import the bridge this file mocked, never the last file's.
vi.resetModules();
