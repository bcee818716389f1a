// Radix's Dialog by its own entry point, as the menu's (the `radix-ui` index reaches every part).
import * as Dialog from 'radix-ui/dialog';
import type { ComponentProps, CSSProperties, KeyboardEvent } from 'react';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { AccountWidgetContent, type AccountContentProps } from '../account-widget/account-screens';

/*
 * The user button's dialog, with the account's screens: a module the button fetches when the dialog
 * is first wanted (user-button.tsx), so the button's first load carries neither.
 */

/** The account's props the dialog passes on (the user button's own). */
export type AccountDialogAccountProps = Omit<AccountContentProps, 'header' | 'onDone'>;

export interface AccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where the dialog renders: the user button's root (its theme, language, and shadow root). */
  container: HTMLElement | null;
  /** Where the focus goes when the dialog closes: the user button. */
  returnFocus(): HTMLElement | null;
  /** The account ended signed out (deleted, or this device signed out) in the dialog. */
  onSignedOut(): void;
  account: AccountDialogAccountProps;
}

/** The page behind, dimmed; the overlay scrolls when the account is taller than the viewport (as the account's confirmation's). */
const OVERLAY_STYLE: CSSProperties = { backgroundColor: 'rgb(0 0 0 / 0.45)', overflowY: 'auto' };
/** As wide as the account page (42rem), centred when it fits, from the top when taller (auto margins in the overlay's flex row). */
const CONTENT_STYLE: CSSProperties = { width: '100%', maxWidth: '42rem', marginBlock: 'auto', outline: 'none' };

const TITLE = '[data-slot="account-dialog-title"]';

/** The element focused in the tree (document or shadow root) `node` is in. */
const focusedIn = (node: Node) => (node.getRootNode() as Document | ShadowRoot).activeElement;

/** What Tab may reach in `container`, in order (Radix's candidates: not disabled, not hidden, tabindex ≥ 0). */
function candidatesOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (element) =>
      element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && !element.hidden && !(element instanceof HTMLInputElement && element.type === 'hidden'),
  );
}

/** Hidden by a style up to `container` (Radix's test: `visibility`, then `display` on the way up). */
function isHidden(element: HTMLElement, container: HTMLElement): boolean {
  if (getComputedStyle(element).visibility === 'hidden') return true;
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return true;
  }
  return false;
}

/**
 * Tab and Shift+Tab at the dialog's ends wrap to its other end (the focus stays in the dialog).
 * Radix's focus scope does this by reading `document.activeElement`, which in a shadow root is
 * always the shadow host, so there the focus left the dialog; this reads the focus of the tree the
 * dialog is in, and handles the ends before Radix sees the key. (Shift+Tab from the title, where
 * the dialog puts the focus, goes to the end too.)
 */
function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const content = event.currentTarget;
  const candidates = candidatesOf(content);
  const first = candidates.find((element) => !isHidden(element, content));
  const last = candidates.findLast((element) => !isHidden(element, content));
  const focused = focusedIn(content);
  const atTop = focused === content || (focused instanceof HTMLElement && focused.matches(TITLE));
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const wrap = event.shiftKey ? focused === first || atTop : focused === last;
  if (!wrap) return;
  event.preventDefault();
  event.stopPropagation();
  (event.shiftKey ? last : first).focus();
}

/**
 * An Escape pressed in a confirmation inside the dialog (the account's ConfirmDialog) is the
 * confirmation's: it cancels it, and the dialog stays. Radix gives an Escape to the topmost layer
 * it has counted, and counts a layer one render after the layer's first (its node arrives by a
 * ref's state); on Preact (the elements) that render comes a frame after the one that gave the
 * confirmation's Cancel the focus, so an Escape pressed in between reached this dialog, and closed
 * it with the confirmation inside.
 */
function cancelConfirmationInside(event: globalThis.KeyboardEvent): void {
  const confirmation = event.composedPath().find((node): node is HTMLElement => node instanceof HTMLElement && node.getAttribute('role') === 'alertdialog');
  if (!confirmation) return;
  event.preventDefault();
  confirmation.querySelector<HTMLElement>('[data-action="cancel"]')?.click();
}

/**
 * 'Manage account' without a page of the host's: the account widget (every section, the same
 * props as the button's) in a modal dialog (Radix's Dialog) over the page, inside the user
 * button's root, so in its shadow root when it has one. The focus goes to the dialog's title and
 * stays in the dialog (Tab wraps); Escape or 'Close' closes it, and the focus goes back to the
 * user button.
 */
export function AccountDialog({ open, onOpenChange, container, returnFocus, onSignedOut, account }: AccountDialogProps) {
  return (
    <Dialog.Root open={open && container !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay
          data-slot="account-dialog-overlay"
          className="pt:fixed pt:inset-0 pt:z-50 pt:flex pt:justify-center pt:px-4 pt:py-8"
          style={OVERLAY_STYLE}
        >
          <Dialog.Content
            data-slot="account-dialog"
            // Named by its title; the account itself follows, no sentence of its own to describe it.
            aria-describedby={undefined}
            style={CONTENT_STYLE}
            onKeyDownCapture={trapTab}
            onEscapeKeyDown={cancelConfirmationInside}
            onOpenAutoFocus={(event) => {
              // The title (the top of a long dialog, as WAI-ARIA's dialog pattern has it), not Radix's
              // first tabbable, which in a shadow root ended on the last one (see trapTab).
              event.preventDefault();
              (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(TITLE)?.focus({ preventScroll: true });
            }}
            onCloseAutoFocus={(event) => {
              // No Dialog.Trigger: the user button, which opened it through its menu.
              event.preventDefault();
              returnFocus()?.focus();
            }}
          >
            <AccountWidgetContent {...account} header={<DialogHeader />} onDone={onSignedOut} />
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's title ('Manage account') and 'Close', at the top of the account's frame. */
function DialogHeader() {
  const { t } = useMessages();
  return (
    <div data-slot="account-dialog-header" className="pt:flex pt:items-center pt:justify-between pt:gap-2">
      <Dialog.Title tabIndex={-1} data-slot="account-dialog-title" className="pt:text-body pt:font-semibold pt:text-primary pt:outline-none">
        {t('userButton.manageAccount')}
      </Dialog.Title>
      <Dialog.Close asChild>
        <Button variant="ghost" size="icon" data-action="close" aria-label={t('userButton.close')} className="pt:-me-2 pt:shrink-0">
          <CloseIcon className="pt:size-5" />
        </Button>
      </Dialog.Close>
    </div>
  );
}

/**
 * A cross (decorative: the button's name says 'Close'). Here, not in primitives/icons: that module is
 * in other widgets' first loads, which would then carry it (esbuild keeps a shared module's code for
 * every chunk that uses any of it).
 */
function CloseIcon(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" {...props}>
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}
