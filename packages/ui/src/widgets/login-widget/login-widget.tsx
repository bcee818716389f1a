import { DEFAULT_BOOTSTRAP, DEFAULT_CALLING_CODE, DEFAULT_COUNTRY, initialLoginContext, lastUsedStoreOf, type LastUsedStore, type LoadWalletProviders, type LoginConfig } from '@portico/core';
import { useOptionalAuthClient } from '@portico/core/react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { themingLoaded, themingReady } from '../../frame/theming';
import { WidgetFrame } from '../../frame/widget-frame';
import { afterPaint } from '../../lib/after-paint';
import { useHydrating } from '../../lib/use-hydrating';
import { MainShell, type MainHandoff } from '../../screens/main/main-shell';
import { WidgetRoot, type WidgetProps } from '../widget-root';
import type * as LiveScreens from './login-widget-live';

export interface LoginWidgetProps extends WidgetProps {
  /** Stytch's login config: products and their options (spec §3). May come from JSON. */
  config: LoginConfig;
  /** The crypto wallets (a port): the browser's EIP-1193 / EIP-6963 and Solana providers by default. */
  wallets?: LoadWalletProviders;
  /** Where the last login's method is kept for 'Last used': `localStorage` by default; `null` keeps nothing. */
  lastUsed?: LastUsedStore | null;
}

/**
 * The login widget (login mode): Main (passkeys, social sign-in and One Tap, wallets, the
 * email/phone form), then the passcode, magic-link, password, passkey and Crypto screens of
 * spec §2, and the generic error screen. Drop-in for Stytch's `<StytchLogin>`: same config,
 * styles and callbacks.
 */
export function LoginWidget({ client, config, strings, messages, locale, dir, ...props }: LoginWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={config?.enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <LoginWidgetBody config={config} {...props} />
    </WidgetRoot>
  );
}

type LiveModule = typeof LiveScreens;
const importLive = () => import('./login-widget-live');
let load = importLive;
let live: LiveModule | null = null;
let loading: Promise<LiveModule> | null = null;

/** Tests only (not exported by the package): forget the loaded module, and fetch it with `loader` next. */
export function resetLoginWidgetLoader(loader: () => Promise<LiveModule> = importLive): void {
  load = loader;
  live = null;
  loading = null;
}

/**
 * Fetches the login widget's flows (XState, the machines, the screens' router). The widget does
 * this itself on its first render; a host may call it earlier (on a route's prefetch, say), and
 * a widget mounted once it has arrived starts with its flows at once.
 */
export function preloadLoginWidget(): Promise<void> {
  loading ??= load().then(
    (module) => (live = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading.then(() => undefined);
}

type BodyProps = Omit<LoginWidgetProps, 'client' | 'strings' | 'messages' | 'locale'>;

/**
 * The first paint, then the live widget. Main is drawn at once from the config (`MainShell`),
 * while the flows' module loads; when it arrives, the live screens replace it with what was
 * typed. Server rendering and hydration always draw the first paint, so the two agree.
 */
function LoginWidgetBody(props: BodyProps) {
  const hydrating = useHydrating();
  const [module, setModule] = useState<LiveModule | null>(live);
  const [handoff] = useState<MainHandoff>(() => ({ draft: { activeTab: null, email: '', phone: null }, submit: null, focus: null }));
  const anchor = useRef<ParentNode | null>(null);
  const main = useRef<HTMLDivElement>(null);
  const themed = props.styles !== undefined || props.presentation !== undefined;
  // The live frame draws its theme at once, so it waits for the theme's mapping too (a hydrated
  // first paint may have kept the server's theme without it, widget-frame.tsx).
  const [themeReady, setThemeReady] = useState(() => themingLoaded(themed));
  useEffect(() => {
    if (module && themeReady) return;
    let current = true;
    const press = trackPress(main.current);
    const arrive = () => {
      const arrived = live;
      if (!current || !arrived) return;
      // Never between a press and its release: the click would have lost its button.
      press.afterRelease(() => {
        if (!current) return;
        // Read the first paint and replace it in one task: a key typed in between would land in
        // a field already read, and be lost.
        flushSync(() => {
          anchor.current = captureHandoff(main.current, handoff, arrived.captureFocus);
          setModule(arrived);
          setThemeReady(true);
        });
      });
    };
    const ready = () => Promise.all([preloadLoginWidget(), themingReady(themed)]);
    // Once the first paint is on screen: fetching the flows is no part of the frame that shows it.
    const cancel = afterPaint(() =>
      ready().then(arrive, () => {
        // Offline or a failed deploy: try again when the user comes back online.
        const retry = () => void ready().then(arrive, () => {});
        window.addEventListener('online', retry, { once: true });
      }),
    );
    return () => {
      current = false;
      cancel();
      press.dispose();
    };
  }, [module, handoff, themed, themeReady]);
  if (module && themeReady && !hydrating) return <module.LoginWidgetScreens {...props} handoff={handoff} anchor={anchor.current} />;
  return <LoginWidgetShell {...props} handoff={handoff} mainRef={main} />;
}

/**
 * Whether a pointer or the space bar is pressed inside the first paint. A click is dispatched to
 * the element both its press and its release reached: were the live screen to replace the first
 * paint's 'Continue' in between, the click would reach neither. So the swap waits for the release
 * and the click's own dispatch (the next task), and the click submits the first paint's form,
 * which the live screen then sends.
 */
function trackPress(element: HTMLElement | null) {
  let pressed = false;
  let waiting: (() => void) | null = null;
  const view = element?.ownerDocument.defaultView;
  const down = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== ' ') return;
    pressed = true;
  };
  const up = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== ' ') return;
    // The window's own blur (the user left the page mid-press), not a field's.
    if (event.type === 'blur' && event.target !== view) return;
    pressed = false;
    const run = waiting;
    waiting = null;
    if (run) setTimeout(run, 0);
  };
  const ups = ['pointerup', 'pointercancel', 'keyup', 'blur'] as const;
  element?.addEventListener('pointerdown', down);
  element?.addEventListener('keydown', down);
  for (const type of ups) view?.addEventListener(type, up, true);
  return {
    afterRelease(run: () => void) {
      if (pressed) waiting = run;
      else run();
    },
    dispose() {
      element?.removeEventListener('pointerdown', down);
      element?.removeEventListener('keydown', down);
      for (const type of ups) view?.removeEventListener(type, up, true);
      waiting = null;
    },
  };
}

/**
 * Records what the first paint's fields show (which may be more than its state has seen: text
 * typed into server-rendered HTML before hydration) and its focused element (a field with its
 * caret, the country picker, a tab, Continue); returns where to find it again. How the focus is
 * read comes with the live module (`focus-handoff.ts`: not in the first load, issue 41).
 */
function captureHandoff(main: HTMLDivElement | null, handoff: MainHandoff, captureFocus: LiveModule['captureFocus']): ParentNode | null {
  const { draft } = handoff;
  const email = main?.querySelector<HTMLInputElement>('input[name="email"]');
  if (email) draft.email = email.value;
  readPhoneField(main, handoff);
  const frame = main?.closest('[data-slot="widget-frame"]');
  const root = main?.getRootNode() as Document | ShadowRoot | undefined;
  if (main) handoff.focus = captureFocus(main, root?.activeElement);
  return frame?.parentNode ?? null;
}

/** What the phone field shows, into the draft (when a phone tab is the one shown). */
function readPhoneField(main: HTMLDivElement | null, { draft }: MainHandoff): void {
  const phone = main?.querySelector<HTMLInputElement>('input[name="phone"]');
  const tab = draft.activeTab;
  if (phone && (tab === 'sms' || tab === 'whatsapp') && phone.value !== (draft.phone?.text ?? '')) {
    draft.phone = { regionCode: draft.phone?.regionCode ?? DEFAULT_COUNTRY, callingCode: draft.phone?.callingCode ?? DEFAULT_CALLING_CODE, text: phone.value, method: tab };
  }
}

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Main's first paint inside the widget's frame, from the same context the login machine will start from. */
function LoginWidgetShell({
  config,
  styles,
  presentation,
  className,
  lastUsed,
  handoff,
  mainRef,
}: BodyProps & { handoff: MainHandoff; mainRef: RefObject<HTMLDivElement | null> }) {
  const client = useOptionalAuthClient();
  const hydrating = useHydrating();
  const [context] = useState(() => {
    const initial = initialLoginContext({
      config,
      bootstrap: hydrating || !client ? DEFAULT_BOOTSTRAP : client.bootstrap.getSync(),
      lastUsed: hydrating ? null : lastUsedStoreOf({ ...(lastUsed !== undefined && { lastUsed }) }).read(),
    });
    if (handoff.draft.activeTab === null) handoff.draft.activeTab = initial.draft.activeTab;
    return initial;
  });
  // A number typed into the server's phone field while the scripts loaded, kept in the draft in
  // the hydrating commit: the phone form is a lazy part (issue 41), hydrated after this commit or
  // drawn afresh (then from the draft) when the render that follows hydration reaches it first.
  const [hydratedFirst] = useState(hydrating);
  useBrowserLayoutEffect(() => {
    if (hydratedFirst) readPhoneField(mainRef.current, handoff);
  }, [hydratedFirst, mainRef, handoff]);
  return (
    <WidgetFrame
      data-screen="Main"
      {...(styles && { styles })}
      {...(presentation && { presentation })}
      {...(className && { className })}
      displayWatermark={context.bootstrap.displayWatermark}
      {...(context.bootstrap.projectName && { logoAlt: context.bootstrap.projectName })}
    >
      <MainShell context={context} handoff={handoff} mainRef={mainRef} />
    </WidgetFrame>
  );
}
