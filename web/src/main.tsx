import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The public pages arrive drawn (scripts/prerender-pages.ts) and are hydrated; the others arrive as the bare frame.
const hydrating = container.hasAttribute('data-prerendered');
void createAppRouter({ hydrating }).then((router) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
