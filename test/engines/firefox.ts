/**
 * Firefox ESR (Debian's `firefox-esr`) driven over WebDriver BiDi by puppeteer-core, which never
 * downloads a browser. One browser for the run; each test gets a fresh browser context.
 */
import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import { scriptSource, type EnginePage } from './engine.ts';
import { PAGE_HELPERS } from './page-helpers.ts';

/** Where Debian puts Firefox ESR. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Starts headless Firefox ESR. With `trustedTypes: false` its Trusted Types are switched off, like
 * older browsers that have none (Firefox ESR 140, Safari before 26).
 */
export function launchFirefox({ trustedTypes = true }: { trustedTypes?: boolean } = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    // The runner stops every browser and the server itself on a signal (run.ts).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    // No update checks, no default-browser question; media keep Firefox's own autoplay policy.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      ...(trustedTypes ? {} : { 'dom.security.trusted_types.enabled': false }),
    },
  });
}

class FirefoxPage implements EnginePage {
  readonly engine = 'firefox' as const;
  private readonly problems: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    readonly baseURL: string,
  ) {
    page.on('pageerror', (error) => this.problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
    page.on('console', (message) => {
      // The page's own console.error calls are recorded in the page with their text (page-helpers.ts); these are the browser's.
      if (message.type() === 'error' && !message.text().includes('JSHandle@')) this.problems.push(`console error: ${message.text()}`);
    });
  }

  async open(path: string): Promise<void> {
    const pending = await this.page.evaluate('window.__engineProblems ? window.__engineProblems.splice(0) : []').catch(() => []);
    this.problems.push(...(pending as string[]));
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' });
  }

  script<T>(body: string, arg?: unknown): Promise<T> {
    return this.page.evaluate(scriptSource(body, arg)) as Promise<T>;
  }

  async inject(source: string): Promise<void> {
    await this.page.evaluate(source);
  }

  async clickSelector(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async press(key: string): Promise<void> {
    if (key === 'Shift+Tab') {
      await this.page.keyboard.down('Shift');
      await this.page.keyboard.press('Tab');
      await this.page.keyboard.up('Shift');
      return;
    }
    await this.page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  takeEngineProblems(): string[] {
    return this.problems.splice(0);
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }
}

/** A test's own answer to a request the page makes (the request goes on to the network without one). */
export interface Answer {
  contentType: string;
  body: string;
}

/**
 * A fresh tab in a fresh browser context (no cookies, no storage), with the problem recorder in every
 * document. With `answer`, every request is intercepted (WebDriver BiDi's network interception) and
 * answered by it when it returns something.
 */
export async function newFirefoxPage(browser: Browser, baseURL: string, answer?: (url: URL) => Answer | undefined): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.evaluateOnNewDocument(`(() => {${PAGE_HELPERS}})()`);
  if (answer) {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const given = answer(new URL(request.url()));
      void (given ? request.respond({ status: 200, ...given, headers: { 'Access-Control-Allow-Origin': '*' } }) : request.continue()).catch(() => undefined);
    });
  }
  const enginePage = new FirefoxPage(context, page, baseURL);
  await enginePage.resize(1280, 900);
  return enginePage;
}
