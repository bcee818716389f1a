import type { AccountSummary, AuthError } from '@portico/core';
import { useSignedInUser } from '@portico/core/react';
// The two parts by their own entry points: `radix-ui`'s index would also bring a part with effects
// when loaded (the password field's), into this button's first load.
import * as Avatar from 'radix-ui/avatar';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { cssHtml } from '../../lib/css-html';
import { MessageText, MessagesSection, useMessages } from '../../messages';
import { enUserButton } from '../../messages/en-user-button';
import { Spinner } from '../../primitives/spinner';
import { themeStyle } from '../../theme/presentation';
import { WidgetRoot, type WidgetProps } from '../widget-root';
import { focusMenuOnOpen, moveMenuFocus } from './menu-focus';

export interface UserButtonProps extends WidgetProps {
  /**
   * Where 'Manage account' goes: an http(s) URL or a path on this site (the item is a link, so it
   * also opens in a new tab). Without it, or `onManageAccount`, the item is not shown.
   */
  manageAccountUrl?: string;
  /**
   * Called by 'Manage account' (a client-side route, a dialog of the host's); wins over
   * `manageAccountUrl`'s navigation, whose address the item still has for a new tab.
   */
  onManageAccount?: () => void;
  /** Called once 'Sign out' has ended the session (Stytch's `session.revoke`). */
  onSignedOut?: () => void;
  /** Renders the button and its menu in a shadow root of its own. */
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
      <MessagesSection english={enUserButton}>
        <UserButtonMenu {...props} />
      </MessagesSection>
    </WidgetRoot>
  );
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
  'pt:flex pt:w-full pt:cursor-pointer pt:items-center pt:gap-2 pt:rounded-button-secondary pt:px-3 pt:py-2 pt:text-sm pt:text-primary pt:no-underline pt:outline-none pt:hover:bg-accent pt:focus-visible:ring-2 pt:focus-visible:ring-primary';

function UserButtonMenu({
  manageAccountUrl,
  onManageAccount,
  onSignedOut,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
}: Omit<UserButtonProps, 'client' | 'strings' | 'messages' | 'locale' | 'dir' | 'enableShadowDOM'>) {
  const { t, rich, locale, dir } = useMessages();
  const view = useSignedInUser({
    ...(onSignedOut && { onSignedOut }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  });
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const byKeyboard = useRef(false);
  const content = useRef<HTMLDivElement>(null);
  // Radix's onOpenAutoFocus, which DropdownMenu.Content passes on but its type leaves out (menu-focus.ts).
  const openAutoFocus = { onOpenAutoFocus: (event: Event) => focusMenuOnOpen(event, content.current, byKeyboard.current) } as object;
  const scope = useId();
  const identityId = `${scope}-identity`;
  const errorId = `${scope}-error`;
  const theme = themeStyle(styles, presentation, scope);

  // A failed sign-out goes to the host's onError, as every widget's errors do.
  const onError = callbacks?.onError;
  useEffect(() => {
    if (view.error) onError?.(view.error);
  }, [view.error, onError]);

  if (view.status !== 'signedIn' || !view.user) return null;
  const { user } = view;
  const href = webAddress(manageAccountUrl);
  // TODO(issue 37, phase 2): with neither onManageAccount nor manageAccountUrl, 'Manage account'
  // opens <AccountWidget> in a Radix Dialog; until the account widget is merged the item is hidden.
  const manage = onManageAccount || href ? { onManageAccount, href } : null;

  return (
    <div
      ref={setRoot}
      data-slot="user-button"
      lang={locale}
      dir={dir}
      className={cn('portico', 'pt:relative pt:inline-block', className)}
      style={theme.style}
      {...(theme.css && { 'data-portico-theme': scope })}
    >
      {theme.css && (
        // Portico's own CSS from the theme, its `<` escaped (see cssHtml), as in WidgetFrame.
        // eslint-disable-next-line no-restricted-syntax
        <style dangerouslySetInnerHTML={cssHtml(theme.css)} />
      )}
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false} {...(dir && { dir })}>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
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
            onKeyDownCapture={moveMenuFocus}
            className="pt:z-50 pt:flex pt:flex-col pt:gap-1 pt:rounded-container pt:border pt:border-outline pt:bg-surface pt:px-2 pt:py-2 pt:shadow-container pt:outline-none"
            // 16rem, never wider than the viewport (inline: no utility of its own in every widget's stylesheet).
            style={{ width: '16rem', maxWidth: 'calc(100vw - 16px)' }}
          >
            <div id={identityId} data-slot="user-button-identity" className="pt:flex pt:flex-col pt:px-3 pt:py-2">
              <div data-slot="user-button-name" className="pt:font-semibold pt:text-primary">
                {user.displayName}
              </div>
              {user.email && user.email !== user.displayName && (
                <div data-slot="user-button-email" className="pt:text-sm pt:text-secondary">
                  {user.email}
                </div>
              )}
            </div>
            <DropdownMenu.Separator className="pt:h-px pt:bg-outline" />
            {manage && <ManageAccountItem {...manage} />}
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
            {view.error && <SignOutError id={errorId} error={view.error} />}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/* Announced wherever the focus is (the menu may have been closed meanwhile). */}
      <span role="status" aria-live="polite" className="pt:sr-only" data-slot="user-button-status">
        {view.error ? t('userButton.signOutFailed') : ''}
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
      <Avatar.Fallback data-slot="user-initials" aria-hidden="true" className="pt:text-sm pt:leading-none pt:font-semibold">
        {user.initials}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}

/** 'Manage account': the host's handler, else a link to its page (a new tab keeps working either way). */
function ManageAccountItem({ onManageAccount, href }: { onManageAccount: (() => void) | undefined; href: string | undefined }) {
  const { t } = useMessages();
  const click = useRef<globalThis.MouseEvent | null>(null);
  if (!href) {
    return (
      <DropdownMenu.Item data-action="manage-account" className={ITEM} onSelect={() => onManageAccount?.()}>
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

/** Why signing out failed, under 'Sign out' (which describes itself by it). */
function SignOutError({ id, error }: { id: string; error: AuthError }) {
  const { t, errorText } = useMessages();
  return (
    <div id={id} data-slot="user-button-error" className="pt:flex pt:flex-col pt:gap-1 pt:px-3 pt:py-2 pt:text-sm pt:text-error">
      <div>{t('userButton.signOutFailed')}</div>
      <div>
        <MessageText text={errorText(error)} />
      </div>
    </div>
  );
}
