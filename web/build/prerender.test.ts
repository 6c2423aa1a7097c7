import { appScripts, firstPageHtml } from './prerender';
import { FIRST_PAGES, renderFirstPage } from '../src/first-page/render';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>ICP Studio</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/chakra-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered public pages', () => {
  it('finds the app’s entry and preloads in the built index.html', () => {
    const { entry, tags } = appScripts(TEMPLATE);
    expect(entry).toBe('/assets/index-A.js');
    expect(tags).toHaveLength(3);
  });

  it('keep the stylesheet, drop the app’s scripts for the light one, and name the app for it', () => {
    const html = firstPageHtml(
      TEMPLATE,
      { name: 'login', html: '<main>Sign in</main>', title: 'Sign in · ICP Studio' },
      '/assets/first-page-E.js',
    );
    expect(html).not.toMatch(/index-A\.js"><\/script>|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/first-page-E.js"></script>');
    expect(html).toContain(
      '<div id="root" data-first-page="login" data-app-entry="/assets/index-A.js"><main>Sign in</main></div>',
    );
    expect(html).toContain('<title>Sign in · ICP Studio</title>');
  });

  it('the landing page does not name the app (it never loads it)', () => {
    const html = firstPageHtml(TEMPLATE, { name: 'landing', html: '<main/>', title: 'x' }, '/assets/l.js');
    expect(html).toContain('<div id="root" data-first-page="landing"><main/></div>');
  });

  it.each(FIRST_PAGES.map((p) => [p.name]))('%s renders the app’s own page with its strings', (name) => {
    const { html, title } = renderFirstPage(name);
    const expected = {
      landing: ['Learn More', 'Start Building Your ICP', 'data-first-page-action="learn-more"'],
      login: ['Sign in to ICP Studio', 'Email or Username', 'Forgot password?', 'Create an account'],
      register: ['Create your account', 'First name', 'Confirm password', 'Password strength'],
    }[name];
    for (const text of expected) expect(html).toContain(text);
    expect(title).toMatch(/ · ICP Studio$/);
  });
});
