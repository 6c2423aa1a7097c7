/**
 * One Chromium kept running and a small pool of warm pages (a new page costs ~200 ms, a reused one
 * ~30 ms). Each page lives in its own sandboxed context (see sandbox.ts). A crashed or disconnected
 * browser is relaunched; the renders it was doing fail and their jobs are retried.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { logger } from '@icp-studio/service-kit';
import { openSandboxedPage } from './sandbox.js';

/** Debian's Chromium, quiet: nothing in the background, nothing synced or updated. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--mute-audio',
];

export interface PdfOptions {
  footerTemplate: string;
  headerTemplate: string;
}

export interface BrowserPoolOptions {
  executablePath: string;
  /** Warm pages kept, and the most renders at once. */
  size: number;
  /** A render that takes longer fails (and its page is thrown away). */
  renderTimeoutMs: number;
  launchTimeoutMs?: number;
  /** Told of every request the sandbox refused (none is expected). */
  onBlocked?: (url: string) => void;
}

interface Slot {
  context: BrowserContext;
  page: Page;
  generation: number;
}

export class BrowserPool {
  private browser: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  private generation = 0;
  private idle: Slot[] = [];
  private inUse = 0;
  private waiters: (() => void)[] = [];
  private closed = false;
  private relaunchTimer: NodeJS.Timeout | undefined;
  private pid: number | null = null;
  /** Launches after the first (crashes survived). */
  relaunches = 0;
  /** Requests the sandbox aborted. */
  blockedRequests = 0;

  constructor(private readonly opts: BrowserPoolOptions) {}

  get size(): number {
    return this.opts.size;
  }

  get connected(): boolean {
    return Boolean(this.browser?.isConnected());
  }

  /** Launches the browser and opens every page of the pool. */
  async start(): Promise<void> {
    await this.ensureBrowser();
    await this.warm();
  }

  /** Renders a document (HTML with its own style sheet) to PDF bytes on a warm page. */
  async render(html: string, pdf: PdfOptions): Promise<Buffer> {
    const slot = await this.acquire();
    let healthy = false;
    try {
      const bytes = await this.withTimeout(
        (async () => {
          await slot.page.setContent(html, { waitUntil: 'load', timeout: this.opts.renderTimeoutMs });
          return slot.page.pdf({
            format: 'A4',
            printBackground: true,
            preferCSSPageSize: true,
            displayHeaderFooter: true,
            headerTemplate: pdf.headerTemplate,
            footerTemplate: pdf.footerTemplate,
            outline: false,
            tagged: false,
          });
        })(),
      );
      healthy = true;
      return bytes;
    } finally {
      this.release(slot, healthy);
    }
  }

  /**
   * Renders a document to a PNG image of its `<body>` on a warm page (the persona card): a viewport of
   * `width` CSS pixels, the image as tall as the body.
   */
  async screenshot(html: string, { width }: { width: number }): Promise<Buffer> {
    const slot = await this.acquire();
    let healthy = false;
    try {
      const bytes = await this.withTimeout(
        (async () => {
          await slot.page.setViewportSize({ width, height: 800 });
          await slot.page.setContent(html, { waitUntil: 'load', timeout: this.opts.renderTimeoutMs });
          return slot.page.locator('body').screenshot({
            type: 'png',
            animations: 'disabled',
            timeout: this.opts.renderTimeoutMs,
          });
        })(),
      );
      healthy = true;
      return bytes;
    } finally {
      this.release(slot, healthy);
    }
  }

  /** Closes the pages and the browser; later renders fail. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.relaunchTimer);
    const browser = this.browser ?? (await this.launching?.catch(() => null));
    this.browser = null;
    this.idle = [];
    for (const w of this.waiters.splice(0)) w();
    await browser?.close().catch(() => undefined);
  }

  /** The browser process's id (operators, crash tests); null while none runs. */
  browserPid(): number | null {
    return this.browser?.isConnected() ? this.pid : null;
  }

  private async ensureBrowser(): Promise<Browser> {
    if (this.closed) throw new Error('browser pool closed');
    if (this.browser?.isConnected()) return this.browser;
    this.launching ??= this.launch().finally(() => (this.launching = null));
    return this.launching;
  }

  private async launch(): Promise<Browser> {
    const started = performance.now();
    const browser = await chromium.launch({
      executablePath: this.opts.executablePath,
      args: CHROMIUM_ARGS,
      timeout: this.opts.launchTimeoutMs ?? 30_000,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    if (this.closed) {
      await browser.close().catch(() => undefined);
      throw new Error('browser pool closed');
    }
    if (this.generation > 0) this.relaunches++;
    this.generation++;
    this.idle = [];
    this.browser = browser;
    browser.on('disconnected', () => this.onDisconnected(browser));
    this.pid = await processId(browser);
    logger().info(
      { ms: Math.round(performance.now() - started), generation: this.generation },
      'browser launched',
    );
    return browser;
  }

  private onDisconnected(browser: Browser): void {
    if (this.browser !== browser) return;
    this.browser = null;
    this.idle = [];
    if (this.closed) return;
    logger().warn('browser disconnected; relaunching');
    this.scheduleRelaunch(100);
  }

  private scheduleRelaunch(delayMs: number): void {
    clearTimeout(this.relaunchTimer);
    this.relaunchTimer = setTimeout(() => {
      this.ensureBrowser()
        .then(() => this.warm())
        .catch((err: unknown) => {
          if (this.closed) return;
          logger().error({ err: (err as Error)?.message }, 'browser relaunch failed; trying again');
          this.scheduleRelaunch(Math.min(delayMs * 2, 5000));
        });
    }, delayMs);
    this.relaunchTimer.unref();
  }

  /** Opens pages until the pool holds `size` of them. */
  private async warm(): Promise<void> {
    const browser = await this.ensureBrowser();
    const generation = this.generation;
    const missing = Math.max(0, this.opts.size - this.idle.length - this.inUse);
    const slots = await Promise.all(Array.from({ length: missing }, () => this.newSlot(browser, generation)));
    for (const slot of slots) {
      if (slot.generation === this.generation && this.idle.length + this.inUse < this.opts.size) {
        this.idle.push(slot);
        this.waiters.shift()?.();
      } else {
        void slot.context.close().catch(() => undefined);
      }
    }
  }

  private async newSlot(browser: Browser, generation: number): Promise<Slot> {
    const { context, page } = await openSandboxedPage(browser, (url) => {
      this.blockedRequests++;
      logger().warn({ url: url.slice(0, 200) }, 'document request blocked');
      this.opts.onBlocked?.(url);
    });
    return { context, page, generation };
  }

  private async acquire(): Promise<Slot> {
    while (this.inUse >= this.opts.size) {
      if (this.closed) throw new Error('browser pool closed');
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    if (this.closed) throw new Error('browser pool closed');
    this.inUse++;
    try {
      const browser = await this.ensureBrowser();
      let slot = this.idle.pop();
      while (slot && (slot.generation !== this.generation || slot.page.isClosed())) {
        void slot.context.close().catch(() => undefined);
        slot = this.idle.pop();
      }
      return slot ?? (await this.newSlot(browser, this.generation));
    } catch (err) {
      this.inUse--;
      this.waiters.shift()?.();
      throw err;
    }
  }

  private release(slot: Slot, healthy: boolean): void {
    if (healthy && !this.closed && slot.generation === this.generation && !slot.page.isClosed()) {
      this.idle.push(slot);
    } else {
      void slot.context.close().catch(() => undefined);
    }
    this.inUse--;
    this.waiters.shift()?.();
  }

  private async withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`render took longer than ${this.opts.renderTimeoutMs} ms`)),
        this.opts.renderTimeoutMs,
      );
    });
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
      work.catch(() => undefined);
    }
  }
}

/** The browser process's id, as Chromium reports it over CDP (null if it will not say). */
async function processId(browser: Browser): Promise<number | null> {
  try {
    const session = await browser.newBrowserCDPSession();
    const info = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    await session.detach().catch(() => undefined);
    return info.processInfo.find((p) => p.type === 'browser')?.id ?? null;
  } catch {
    return null;
  }
}
