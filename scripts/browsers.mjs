// Finds the browsers of the tests, installing Debian's package when one is missing and we are
// allowed to (root, or passwordless sudo). Browser downloads are never used.
//   Chromium's headless shell (`chromium-headless-shell`): every browser suite, through
//   Playwright (the same Chromium build without the browser's windows, at under half the CPU).
//   Chromium (`chromium`): the suite that checks the widget in the full browser, and any suite
//   where the shell is missing.
//   Firefox ESR (`firefox-esr`): the Firefox smoke suite, through Puppeteer over WebDriver BiDi.
//   WebKitGTK's driver (`webkit2gtk-driver`: WebKitWebDriver, which brings MiniBrowser) and an X
//   display (`xvfb`): the WebKit smoke suite, over W3C WebDriver classic (it has no BiDi).
//   The look suite's fonts (`fonts-dejavu-core`, `fonts-ipafont-gothic`): its baselines.
// `node scripts/browsers.mjs` makes sure of them all (as .ci/run does).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const fullChromiumPath = '/usr/bin/chromium';
/** As vite.shared.ts's chromiumPath: the headless shell where it is installed. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : fullChromiumPath);
/** The flags every Chromium of the scripts needs on these machines (as vite.shared.ts's chromiumArgs). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** As the WebKit suite's client (packages/playground/e2e/webkit/webdriver.ts) finds them. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const xvfbPath = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

function canRun(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** The binary at `path`, installing Debian's `pkg` first when it is missing. */
function ensure(name, path, pkg, variable) {
  if (existsSync(path)) return path;
  console.log(`${name} not found at ${path}; installing Debian's ${pkg} package…`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : canRun('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
  if (!prefix || !canRun('which', ['apt-get'])) {
    throw new Error(
      `${name} is missing at ${path} and cannot be installed automatically here.\n` +
        `Install it (Debian/Ubuntu: apt-get install ${pkg}) or set ${variable} to a ${name} binary.`,
    );
  }
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', pkg]);
  if (!existsSync(path)) throw new Error(`apt-get finished but ${path} is still missing.`);
  return path;
}

/**
 * The full browser (the @compat tests run in it), then the binary the other suites run in, which
 * it returns: CHROMIUM_PATH's, or the headless shell, or, where the shell cannot be installed,
 * the full browser (as vite.shared.ts then picks it).
 */
export const ensureChromium = () => {
  const full = ensure('Chromium', fullChromiumPath, 'chromium', 'CHROMIUM_PATH');
  if (process.env.CHROMIUM_PATH) return ensure('Chromium', process.env.CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
  try {
    return ensure("Chromium's headless shell", HEADLESS_SHELL, 'chromium-headless-shell', 'CHROMIUM_PATH');
  } catch (error) {
    console.log(`${error.message.split('\n')[0]} Every suite runs in the full browser instead (about twice the CPU).`);
    return full;
  }
};
export const ensureFirefox = () => ensure('Firefox', firefoxPath, 'firefox-esr', 'FIREFOX_PATH');
/** WebKitGTK's WebDriver (with MiniBrowser, its browser) and Xvfb, the display it draws on; returns the driver. */
export const ensureWebKit = () => {
  ensure('Xvfb', xvfbPath, 'xvfb', 'XVFB_PATH');
  return ensure('WebKitWebDriver', webkitDriverPath, 'webkit2gtk-driver', 'WEBKIT_DRIVER_PATH');
};
/**
 * The fonts of the screenshot suite's baselines (packages/playground/e2e/look): DejaVu Sans, Latin
 * and Arabic in one family (Debian's fonts-dejavu-core, about 3 MB installed; Chromium's
 * packages usually bring it already), and IPAGothic for its Japanese pictures (fonts-ipafont-gothic,
 * about 12 MB; DejaVu has no kana or kanji, and fonts-noto-cjk would be 91 MB). The suite sets
 * them by name, so `system-ui` does not matter.
 */
export const lookFontPath = process.env.PORTICO_LOOK_FONT ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const lookJapaneseFontPath = process.env.PORTICO_LOOK_FONT_JA ?? '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf';
export const ensureLookFont = () => {
  ensure('IPAGothic', lookJapaneseFontPath, 'fonts-ipafont-gothic', 'PORTICO_LOOK_FONT_JA');
  return ensure('DejaVu Sans', lookFontPath, 'fonts-dejavu-core', 'PORTICO_LOOK_FONT');
};

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium();
  ensureFirefox();
  ensureWebKit();
  ensureLookFont();
}
