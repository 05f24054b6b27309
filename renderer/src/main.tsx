import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { initI18n } from './i18n/i18n.js';
import { installBridge } from './lib/bridge.js';

// The bridge first: no component may run before it is in place (preload in Electron, fetch in the browser host).
installBridge();

void initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
