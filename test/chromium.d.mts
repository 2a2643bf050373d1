/** Flags for headless Chromium in CI: headless, no sandbox (containers), no GPU, nothing phoning home. */
export declare const chromiumArgs: string[];
/** The system Chromium: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. */
export declare function chromiumPath(): string;
