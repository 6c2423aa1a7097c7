import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { takeOverWhenReady } from './first-page/takeover';
import { authCheckQueryOptions } from './lib/auth/get-auth-check';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

if (container.dataset.firstPage) {
  // A prerendered sign-in or register page (src/first-page): the app asks for the session first (the form
  // is never swapped for the Loading... state), renders into a hidden element beside the page, and takes
  // the page's place once its form is there, with what the visitor typed meanwhile.
  await queryClient.prefetchQuery(authCheckQueryOptions());
  const host = document.createElement('div');
  host.hidden = true;
  container.after(host);
  createRoot(host).render(app);
  takeOverWhenReady(container, host);
} else {
  createRoot(container).render(app);
}
