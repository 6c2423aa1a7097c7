import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { LoginPage } from '@/features/auth/routes/login';
import { RegisterPage } from '@/features/auth/routes/register';
import { LandingPage } from '@/features/landing/routes/landing';
import { APP_NAME } from '@/lib/use-document-title';

/**
 * The public pages the build prerenders (docs/benchmarks.md, "The first page"): the app's own components,
 * rendered to HTML with their CSS at build time, so a signed-out visitor sees them before any JavaScript.
 * `file` is where the build writes each one under web/dist; the edges serve it for `path` when the request
 * carries no session cookie.
 */
export const FIRST_PAGES = [
  { name: 'landing', path: '/', file: 'first-page/landing.html', title: 'AI-powered client profiling' },
  { name: 'login', path: '/login', file: 'first-page/login.html', title: 'Sign in' },
  { name: 'register', path: '/register', file: 'first-page/register.html', title: 'Create your account' },
] as const;

export type FirstPageName = (typeof FIRST_PAGES)[number]['name'];

const ELEMENTS: Record<FirstPageName, () => ReactElement> = {
  landing: () => <LandingPage />,
  login: () => <LoginPage />,
  register: () => <RegisterPage />,
};

/** The page's markup with the CSS Chakra (emotion) inlines beside it, and its tab title. */
export function renderFirstPage(name: FirstPageName): { html: string; title: string } {
  const page = FIRST_PAGES.find((p) => p.name === name)!;
  const html = renderToString(
    <AppProvider>
      <MemoryRouter initialEntries={[page.path]}>{ELEMENTS[name]()}</MemoryRouter>
    </AppProvider>,
  );
  return { html, title: `${page.title} · ${APP_NAME}` };
}
