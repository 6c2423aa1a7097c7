/**
 * The renderer's sandbox. A document is user data laid out by our templates; the page that prints it
 * runs no script and loads nothing:
 * - JavaScript is off for the whole context;
 * - the context is offline, service workers are blocked, downloads refused;
 * - every request the page would make (http, https, file, ws...) is routed to abort: the document itself
 *   never is a request, since it arrives with `page.setContent`;
 * - the document's own Content-Security-Policy (layout.ts) allows nothing to load either.
 * Every user value reaches the HTML through `escapeHtml` (templates/escape.ts), so no user text can
 * become markup in the first place.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const SANDBOX_CONTEXT_OPTIONS = {
  javaScriptEnabled: false,
  offline: true,
  serviceWorkers: 'block',
  acceptDownloads: false,
  bypassCSP: false,
  permissions: [],
  locale: 'en-GB',
  timezoneId: 'UTC',
} as const;

/** A page in a fresh sandboxed context; `onBlocked` hears of each request it aborted. */
export async function openSandboxedPage(
  browser: Browser,
  onBlocked: (url: string) => void,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...SANDBOX_CONTEXT_OPTIONS, permissions: [] });
  try {
    await context.route('**/*', async (route) => {
      onBlocked(route.request().url());
      await route.abort('blockedbyclient');
    });
    await context.routeWebSocket('**/*', (ws) => {
      onBlocked(ws.url());
      void ws.close();
    });
    const page = await context.newPage();
    return { context, page };
  } catch (err) {
    await context.close().catch(() => undefined);
    throw err;
  }
}
