import type { AccountSummary, AuthError } from '@portico/core';
import { useSignedInUser } from '@portico/core/react';
// The two parts by their own entry points: `radix-ui`'s index would also bring a part with effects
// when loaded (the password field's), into this button's first load.
import * as Avatar from 'radix-ui/avatar';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { Component, lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ThemeRules, themingReady, useTheme } from '../../frame/theming';
import { MessageText, MessagesSection, useMessages } from '../../messages';
import { enUserButton } from '../../messages/en-user-button';
import { Spinner } from '../../primitives/spinner';
import type { AccountWidgetProps } from '../account-widget/account-widget';
import type { AccountDialogProps as DialogProps } from './account-dialog';
import { WidgetRoot, type WidgetProps } from '../widget-root';
import { focusMenuOnOpen, moveMenuFocus } from './menu-focus';
import { enScreens } from '../../messages/en-screens';

/** The account widget's props the dialog of 'Manage account' takes from the button. */
type AccountDialogProps = Pick<
  AccountWidgetProps,
  'backend' | 'mfaOptions' | 'providers' | 'linkRedirectUrl' | 'regionCode' | 'sessionDurationMinutes' | 'otpExpirationMinutes'
>;

export interface UserButtonProps extends WidgetProps, AccountDialogProps {
  /**
   * Where 'Manage account' goes: an http(s) URL or a path on this site (the item is a link, so it
   * also opens in a new tab). Without it, or `onManageAccount`, the item opens the account widget
   * in a dialog (with `backend`, `mfaOptions`, `providers`, … as `<AccountWidget>` takes them).
   */
  manageAccountUrl?: string;
  /**
   * Called by 'Manage account' (a client-side route, a dialog of the host's); wins over
   * `manageAccountUrl`'s navigation, whose address the item still has for a new tab.
   */
  onManageAccount?: () => void;
  /**
   * Called once 'Sign out' has ended the session (Stytch's `session.revoke`), or once the account
   * in the dialog ended signed out (the account deleted, or this device signed out from its devices).
   */
  onSignedOut?: () => void;
  /** Renders the button, its menu and its dialog in a shadow root of its own. */
  enableShadowDOM?: boolean;
}

/**
 * The signed-in user's button for a page's header: their initials (or the picture a social login
 * gave, with the initials while it loads or if it fails) open a menu with their name and email,
 * 'Manage account' and 'Sign out'. It follows the page's sign-in state: nothing is rendered while
 * nobody is signed in (nor on the server, nor while hydrating: the user is the browser's), and it
 * appears once someone signs in on the page.
 */
export function UserButton({ client, strings, messages, locale, dir, enableShadowDOM, ...props }: UserButtonProps) {
  return (
    <WidgetRoot client={client} shadow={enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enScreens}>
        <MessagesSection english={enUserButton}>
          <UserButtonMenu {...props} />
        </MessagesSection>
      </MessagesSection>
    </WidgetRoot>
  );
}

/**
 * The dialog of 'Manage account' and the account's screens in it: a chunk of their own, fetched when
 * the menu opens ('Manage account' may be next) or the dialog is wanted. The button's first load
 * carries neither.
 */
const loadAccountDialog = () =>
  // With the theme's mapping (frame/theming.tsx), which the account's frame always wants: were it
  // still on its way, the account would suspend inside the open dialog, and Preact (the elements)
  // mounts a suspended tree detached from the page, where Radix's Dialog marks every part of the
  // page outside it aria-hidden, the user button's header with the dialog itself included.
  Promise.all([import('./account-dialog'), themingReady(true)]).then(([module]) => module);
/** The chunk is here: the dialog opens in the same render as the menu closes. */
let accountDialogLoaded = false;
const preloadAccountDialog = () =>
  loadAccountDialog().then(
    () => (accountDialogLoaded = true),
    // A failure shows when the dialog is wanted (and it is fetched again then).
    () => false,
  );

/** The dialog's chunk could not be fetched (a network error). */
class AccountDialogLoadError extends Error {}

/** A lazy dialog per attempt: React's `lazy` keeps a failure, and 'Manage account' again must fetch again. */
const lazyAccountDialog = () =>
  lazy(() =>
    loadAccountDialog().then(
      (module) => {
        accountDialogLoaded = true;
        return { default: module.AccountDialog };
      },
      (error: unknown) => {
        throw new AccountDialogLoadError("The user button's account dialog could not be fetched.", { cause: error });
      },
    ),
  );

/** Tells `onFailed` when the dialog's chunk could not be fetched, and shows nothing; any other error goes on. */
class DialogLoadBoundary extends Component<{ onFailed(): void; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (error instanceof AccountDialogLoadError) this.props.onFailed();
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof AccountDialogLoadError) return null;
    throw error;
  }
}

/** An address the item may send the browser to: http(s), or a path on this site (never `javascript:`). */
function webAddress(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    const { protocol } = new URL(url, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI);
    if (protocol === 'http:' || protocol === 'https:') return url;
  } catch {
    // Not an address.
  }
  console.error(`UserButton: manageAccountUrl must be an http(s) URL or a path on this site, not "${url.slice(0, 40)}"; 'Manage account' is not shown.`);
  return undefined;
}

/**
 * A menu item: the hover's background, and the focus ring for the keyboard (Radix focuses the item
 * under the pointer too, which `:focus-visible` leaves unringed). Only utilities the other screens
 * use already: each new one would be in every widget's stylesheet.
 */
const ITEM =
  'pt:flex pt:w-full pt:cursor-pointer pt:items-center pt:gap-2 pt:rounded-button-secondary pt:px-3 pt:py-2 pt:text-label pt:text-primary pt:no-underline pt:outline-none pt:hover:bg-accent pt:focus-visible:ring-2 pt:focus-visible:ring-primary';

function UserButtonMenu({
  manageAccountUrl,
  onManageAccount,
  onSignedOut,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
  ...accountProps
}: Omit<UserButtonProps, 'client' | 'strings' | 'messages' | 'locale' | 'dir' | 'enableShadowDOM'>) {
  const { t, rich, errorText, locale, dir } = useMessages();
  const view = useSignedInUser({
    ...(onSignedOut && { onSignedOut }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  });
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  /** The dialog was asked for once: it stays mounted (closed) from then on. */
  const [dialogWanted, setDialogWanted] = useState(false);
  /** Its chunk is here (until then, the button says it is loading). */
  const [dialogLoaded, setDialogLoaded] = useState(accountDialogLoaded);
  /** Its chunk could not be fetched: said under 'Manage account'. */
  const [dialogFailed, setDialogFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A new lazy component for each attempt.
  const AccountDialog = useMemo(lazyAccountDialog, [attempt]);
  /** 'Manage account' chose the dialog, whose chunk is here: the menu's closing leaves the focus to it. */
  const toDialog = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const byKeyboard = useRef(false);
  const content = useRef<HTMLDivElement>(null);
  // Radix's onOpenAutoFocus, which DropdownMenu.Content passes on but its type leaves out (menu-focus.ts).
  const openAutoFocus = { onOpenAutoFocus: (event: Event) => focusMenuOnOpen(event, content.current, byKeyboard.current) } as object;
  const scope = useId();
  const identityId = `${scope}-identity`;
  const errorId = `${scope}-error`;
  const theme = useTheme(styles, presentation, scope);
  const paired = Array.isArray(presentation?.theme);

  // A failed sign-out goes to the host's onError, as every widget's errors do.
  const onError = callbacks?.onError;
  useEffect(() => {
    if (view.error) onError?.(view.error);
  }, [view.error, onError]);

  const href = webAddress(manageAccountUrl);
  // Neither the host's handler nor its page: the account widget in a dialog of the button's own.
  const inDialog = !onManageAccount && !href;
  const signedIn = view.status === 'signedIn' && view.user !== null;
  // Once signed out, nothing, unless the dialog is still open to say why (the account was deleted).
  if (!signedIn && !dialogOpen) return null;
  const { user } = view;
  const openDialog = () => {
    toDialog.current = true;
    setDialogFailed(false);
    setDialogWanted(true);
    setDialogOpen(true);
  };
  const dialogFailedToLoad = () => {
    setDialogWanted(false);
    setDialogOpen(false);
    setDialogFailed(true);
    setAttempt((value) => value + 1);
    // Why, in the menu again, under 'Manage account' (which fetches it again).
    byKeyboard.current = true;
    setOpen(true);
  };
  const dialogLoading = dialogWanted && dialogOpen && !dialogLoaded;
  const manage = inDialog ? { onManageAccount: openDialog, href: undefined } : { onManageAccount, href };

  const dialogProps: DialogProps = {
    open: dialogOpen,
    onOpenChange: setDialogOpen,
    container: root,
    returnFocus: () => triggerRef.current,
    account: {
      ...accountProps,
      ...(styles && { styles }),
      ...(presentation && { presentation }),
      ...(callbacks && { callbacks }),
      ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
    },
    onSignedOut: () => onSignedOut?.(),
  };
  const dialog = inDialog && dialogWanted && (
    <DialogLoadBoundary key={attempt} onFailed={dialogFailedToLoad}>
      <Suspense fallback={null}>
        <AccountDialog {...dialogProps} />
        <WhenRendered then={setDialogLoaded} />
      </Suspense>
    </DialogLoadBoundary>
  );
  const manageErrorId = `${scope}-manage-error`;

  return (
    <div
      ref={setRoot}
      data-slot="user-button"
      lang={locale}
      dir={dir}
      className={cn('portico', 'pt:relative pt:inline-block', className)}
      style={theme?.style}
      {...((theme ? theme.css : paired) && { 'data-portico-theme': scope })}
      {...(!theme && { suppressHydrationWarning: true })}
    >
      <ThemeRules theme={theme} paired={paired} />
      {signedIn && user && (
        <DropdownMenu.Root
          open={open}
          onOpenChange={(next) => {
            // 'Manage account' may be next: the dialog and the account start on their way.
            if (next && inDialog) void preloadAccountDialog();
            setOpen(next);
          }}
          modal={false}
          {...(dir && { dir })}
        >
          <DropdownMenu.Trigger asChild>
            <button
              ref={triggerRef}
              type="button"
              // The dialog's chunk is on its way ('Manage account' was chosen).
              aria-busy={dialogLoading || undefined}
              data-slot="user-button-trigger"
              onPointerDown={() => (byKeyboard.current = false)}
              onKeyDown={() => (byKeyboard.current = true)}
              className="pt:flex pt:size-10 pt:items-center pt:justify-center pt:rounded-full pt:p-0 pt:outline-none pt:focus-visible:ring-2 pt:focus-visible:ring-primary pt:focus-visible:ring-offset-2"
            >
              <UserAvatar user={user} />
              {/*
                The button's name, in words rather than an aria-label: what it shows (the initials, a
                picture) is the user's avatar, not words a voice user would say (WCAG 2.5.3).
              */}
              <span className="pt:sr-only">{rich('userButton.open', { name: user.displayName })}</span>
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal container={root}>
            <DropdownMenu.Content
              ref={content}
              data-slot="user-button-menu"
              align="end"
              sideOffset={8}
              collisionPadding={8}
              aria-describedby={identityId}
              {...openAutoFocus}
              onCloseAutoFocus={(event) => {
                // Closed by 'Manage account' for the dialog, which takes the focus when it opens (and gives it
                // back to the button). This runs once the menu has gone: the dialog may be open already, its
                // title focused (its chunk was here); else the button holds the focus until it opens.
                if (!toDialog.current) return;
                toDialog.current = false;
                event.preventDefault();
                const focused = root ? (root.getRootNode() as Document | ShadowRoot).activeElement : null;
                if (!focused?.closest('[data-slot="account-dialog"]')) triggerRef.current?.focus();
              }}
              onKeyDownCapture={moveMenuFocus}
              className="pt:z-50 pt:flex pt:flex-col pt:gap-tight pt:rounded-container pt:border pt:border-outline pt:bg-surface pt:px-2 pt:py-2 pt:shadow-container pt:outline-none"
              // 16rem, never wider than the viewport (inline: no utility of its own in every widget's stylesheet).
              style={{ width: '16rem', maxWidth: 'calc(100vw - 16px)' }}
            >
              <div id={identityId} data-slot="user-button-identity" className="pt:flex pt:flex-col pt:px-3 pt:py-2">
                <div data-slot="user-button-name" className="pt:font-semibold pt:text-primary">
                  {user.displayName}
                </div>
                {user.email && user.email !== user.displayName && (
                  <div data-slot="user-button-email" className="pt:text-caption pt:text-secondary">
                    {user.email}
                  </div>
                )}
              </div>
              <DropdownMenu.Separator className="pt:h-px pt:bg-outline" />
              <ManageAccountItem {...manage} {...(dialogFailed && { errorId: manageErrorId })} />
              {dialogFailed && <ItemError id={manageErrorId} error={LOAD_FAILED} />}
              <DropdownMenu.Item
                data-action="sign-out"
                className={ITEM}
                aria-busy={view.isSigningOut || undefined}
                {...(view.error && { 'aria-describedby': errorId })}
                onSelect={(event) => {
                  // The menu stays open while signing out: the pending state, then any error, in place.
                  event.preventDefault();
                  view.signOut();
                }}
              >
                {view.isSigningOut && <Spinner />}
                {t(view.isSigningOut ? 'userButton.signingOut' : 'userButton.signOut')}
              </DropdownMenu.Item>
              {view.error && <ItemError id={errorId} lead={t('userButton.signOutFailed')} error={view.error} />}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      {dialog}
      {/* Announced wherever the focus is (the menu may have been closed meanwhile). */}
      <span role="status" aria-live="polite" className="pt:sr-only" data-slot="user-button-status">
        {view.error ? t('userButton.signOutFailed') : dialogFailed ? errorText(LOAD_FAILED) : dialogLoading ? t('common.loading') : ''}
      </span>
    </div>
  );
}

/**
 * The user's picture when a social login gave one, else (and while it loads, or if it fails)
 * their initials. Both are the avatar, hidden from assistive technology: the button's words say who.
 */
function UserAvatar({ user }: { user: AccountSummary }) {
  return (
    <Avatar.Root
      data-slot="user-avatar"
      className="pt:flex pt:size-10 pt:items-center pt:justify-center pt:overflow-hidden pt:rounded-full pt:bg-button-primary pt:text-button-primary-text"
    >
      {user.pictureUrl && (
        <Avatar.Image
          src={user.pictureUrl}
          // Decorative: the button's words name the user, which the picture only repeats (WAI's
          // images tutorial: an image in a control that has its own text).
          alt=""
          // The provider's CDN learns nothing of the page.
          referrerPolicy="no-referrer"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Avatar.Fallback data-slot="user-initials" aria-hidden="true" className="pt:text-label pt:leading-none pt:font-semibold">
        {user.initials}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}

/** 'Manage account': the host's handler, else a link to its page (a new tab keeps working either way). */
function ManageAccountItem({ onManageAccount, href, errorId }: { onManageAccount: (() => void) | undefined; href: string | undefined; errorId?: string }) {
  const { t } = useMessages();
  const click = useRef<globalThis.MouseEvent | null>(null);
  if (!href) {
    return (
      <DropdownMenu.Item data-action="manage-account" className={ITEM} {...(errorId && { 'aria-describedby': errorId })} onSelect={() => onManageAccount?.()}>
        {t('userButton.manageAccount')}
      </DropdownMenu.Item>
    );
  }
  // The link's click reaches Radix (which closes the menu: it would not if the click were
  // prevented first), then its selection: a plain click (or Enter, which Radix turns into one)
  // goes to the host's handler instead of the navigation; a modified one (a new tab, a new
  // window) keeps the link's meaning.
  const select = () => {
    const event = click.current;
    click.current = null;
    if (!onManageAccount || !event || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onManageAccount();
  };
  return (
    <DropdownMenu.Item asChild className={ITEM} onSelect={select}>
      <a data-action="manage-account" href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => (click.current = event.nativeEvent)}>
        {t('userButton.manageAccount')}
      </a>
    </DropdownMenu.Item>
  );
}

/** Calls `then(true)` once rendered: beside a lazy component, once its chunk is here. */
function WhenRendered({ then }: { then(value: true): void }) {
  useEffect(() => then(true), [then]);
  return null;
}

/** The dialog's chunk could not be fetched: a network failure, in its words. */
const LOAD_FAILED: AuthError = { type: 'network_unreachable' };

/**
 * Why an item's action failed, under it (the item describes itself by it): signing out (what it
 * means, then why), or fetching the account's dialog.
 */
function ItemError({ id, lead, error }: { id: string; lead?: string; error: AuthError }) {
  const { errorText } = useMessages();
  return (
    <div id={id} data-slot="user-button-error" className="pt:flex pt:flex-col pt:gap-tight pt:px-3 pt:py-2 pt:text-label pt:text-error">
      {lead && <div>{lead}</div>}
      <div>
        <MessageText text={errorText(error)} />
      </div>
    </div>
  );
}
