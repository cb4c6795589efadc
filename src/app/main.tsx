import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../design-system/tokens';
import '../i18n';
import { App } from './App';
import { isDemoMode } from './config';

async function start() {
  // Demo mode: the mock backend runs in the browser. The dynamic import keeps it out of the
  // production bundle whenever VITE_API_URL points at a real backend.
  if (isDemoMode) {
    // eslint-disable-next-line import-x/no-restricted-paths -- the one sanctioned import of mocks from src/
    const { startDemoBackend } = await import('../../mocks/browser');
    await startDemoBackend(import.meta.env.BASE_URL);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
