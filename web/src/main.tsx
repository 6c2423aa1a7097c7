import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { readFirstPage, restoreWhenReady } from './first-page/takeover';
import { authCheckQueryOptions } from './lib/auth/get-auth-check';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
// A prerendered sign-in or register page (src/first-page): the app asks for the session before it
// renders, so the form it replaces is never swapped for the Loading... state, then puts back what the
// visitor typed meanwhile.
const firstPage = readFirstPage(container);
if (firstPage) await queryClient.prefetchQuery(authCheckQueryOptions());

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
if (firstPage) restoreWhenReady(container, firstPage);
