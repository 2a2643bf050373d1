/**
 * WebKitGTK (Debian's `webkit2gtk-driver`): its `WebKitWebDriver` speaks classic WebDriver and drives
 * the MiniBrowser, which needs a display, so the driver runs under `xvfb-run`. selenium-webdriver is
 * the client, connected to that driver (it never looks for or downloads one). One MiniBrowser session
 * per driver serves its tests one after the other; between tests its cookies and storage are cleared.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { By, Capabilities, Key, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { scriptSource, sleep, type EnginePage } from './engine.ts';
import { FRAME_PATH } from './recording-proxy.ts';
import { freePort } from '../helpers/free-port.ts';

/** The narrowest window WebKitGTK's MiniBrowser takes (its toolbar's width); narrower pages open in an iframe. */
export const WEBKIT_MIN_WIDTH = 447;

/** Debian's WebKitGTK WebDriver and the browser it drives. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Starts `xvfb-run -a WebKitWebDriver --port=…` in its own process group and waits until it answers. */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  const port = await freePort();
  const child: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const driver: WebKitDriver = { url, stop: () => Promise.resolve() };
  driver.stop = async (): Promise<void> => {
    await driver.session?.quit().catch(() => undefined);
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((done) => child.once('exit', done));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${log}`);
    const ok = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return driver;
    await sleep(100);
  }
  await driver.stop();
  throw new Error(`WebKitWebDriver did not answer on ${url}: ${log}`);
}

const KEYS: Record<string, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Space: ' ',
  Escape: Key.ESCAPE,
  Backspace: Key.BACK_SPACE,
  Shift: Key.SHIFT,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  Home: Key.HOME,
  End: Key.END,
  PageUp: Key.PAGE_UP,
  PageDown: Key.PAGE_DOWN,
};

class WebKitPage implements EnginePage {
  readonly engine = 'webkit' as const;
  private readonly problems: string[] = [];
  /** A viewport narrower than the window can be: pages then open in an iframe of this size. */
  private frame: { width: number; height: number } | undefined;

  constructor(
    private readonly driver: WebDriver,
    readonly baseURL: string,
    private readonly release: () => void,
  ) {}

  async open(path: string): Promise<void> {
    const pending = await this.driver
      .executeScript('return window.__engineProblems ? window.__engineProblems.splice(0) : []')
      .catch(() => []);
    this.problems.push(...(pending as string[]));
    const href = new URL(path, this.baseURL).href;
    if (this.frame) {
      const host = new URL(FRAME_PATH, this.baseURL);
      host.search = new URLSearchParams({ src: href, width: String(this.frame.width), height: String(this.frame.height) }).toString();
      await this.driver.switchTo().defaultContent();
      await this.driver.get(host.href);
      await this.driver.switchTo().frame(this.driver.findElement(By.css('iframe')));
    } else {
      await this.driver.get(href);
    }
    // WebKitWebDriver now and then answers before the new document has finished loading (its module
    // scripts not yet run): wait for it, so a key pressed next reaches a page that listens.
    await this.driver.wait(async () => (await this.driver.executeScript('return document.readyState;')) === 'complete', 15_000);
  }

  async script<T>(body: string, arg?: unknown): Promise<T> {
    const result = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       ${scriptSource(body, arg)}.then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String((error && error.stack) || error) }));`,
    )) as { value?: T; error?: string };
    if (result.error) throw new Error(`in the page: ${result.error}`);
    return result.value as T;
  }

  async inject(source: string): Promise<void> {
    await this.driver.executeScript(`${source}\n;return true;`);
  }

  async clickSelector(selector: string): Promise<void> {
    await this.driver.findElement(By.css(selector)).click();
  }

  async press(key: string): Promise<void> {
    if (key === 'Shift+Tab') {
      await this.driver.actions().keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
      return;
    }
    await this.driver
      .actions()
      .sendKeys(KEYS[key] ?? key)
      .perform();
  }

  async type(text: string): Promise<void> {
    await this.driver.actions().sendKeys(text).perform();
  }

  async url(): Promise<string> {
    return this.frame ? ((await this.driver.executeScript('return location.href;')) as string) : this.driver.getCurrentUrl();
  }

  /**
   * Sets the viewport. Below the window's minimum width, the next pages open in an iframe of exactly
   * that size inside a host page (media queries and layout inside it see the iframe's width), and
   * every script and key goes to that iframe's document.
   */
  async resize(width: number, height: number): Promise<void> {
    this.frame = width < WEBKIT_MIN_WIDTH ? { width, height } : undefined;
    await this.driver
      .manage()
      .window()
      .setRect({ width: Math.max(width, WEBKIT_MIN_WIDTH), height: this.frame ? height + 120 : height });
  }

  takeEngineProblems(): string[] {
    return this.problems.splice(0);
  }

  /** Leaves the session as a new one would be: no cookies, no storage, a blank page. */
  async close(): Promise<void> {
    await this.driver
      .switchTo()
      .defaultContent()
      .catch(() => undefined);
    await this.driver.executeScript('try { localStorage.clear(); sessionStorage.clear(); } catch {}').catch(() => undefined);
    await this.driver
      .manage()
      .deleteAllCookies()
      .catch(() => undefined);
    await this.driver.get('about:blank').catch(() => undefined);
    this.release();
  }
}

/** A running WebKitWebDriver and its one MiniBrowser session (opened on first use). */
export interface WebKitDriver {
  url: string;
  session?: WebDriver;
  busy?: boolean;
  stop(): Promise<void>;
}

/** A page in the driver's MiniBrowser session, with no cookies or storage; the previous page must be closed. */
export async function newWebKitPage(driver: WebKitDriver, baseURL: string): Promise<EnginePage> {
  if (driver.busy) throw new Error('the WebKit session is still in use: close the previous page first');
  if (!driver.session) {
    const capabilities = new Capabilities().set('webkitgtk:browserOptions', { binary: MINIBROWSER_PATH, args: ['--automation'] });
    driver.session = WebDriver.createSession(new Executor(new HttpClient(driver.url)), capabilities);
    await driver.session.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  }
  driver.busy = true;
  const page = new WebKitPage(driver.session, baseURL, () => (driver.busy = false));
  await page.resize(1280, 900);
  return page;
}
