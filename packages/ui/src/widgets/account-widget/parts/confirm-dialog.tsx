import type { AuthError } from '@portico/core';
// By its own entry point: the `radix-ui` index, shared with the password field, would bring the dialog into
// the first load of every widget that has a password field once the account is a lazy chunk (the user button's dialog).
import * as AlertDialog from 'radix-ui/alert-dialog';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useMessages } from '../../../messages';
import { Button } from '../../../primitives/button';
import { sectionTitleOf } from './account-section';
import { SectionError } from './section-error';

export interface ConfirmDialogProps {
  /** Open while the view asks (`confirmingRemoval`) and while the change is made (`removing`). */
  open: boolean;
  /** The question ('Remove ada@work.example?'). */
  title: ReactNode;
  /** What it means ('You will no longer be able to sign in with it.'). */
  description: ReactNode;
  /** The destructive button's words ('Remove'). */
  confirmLabel: ReactNode;
  /** The change is being made: the confirm button shows it, and Escape and Cancel do nothing meanwhile. */
  isPending?: boolean;
  /** The confirm button cannot be pressed yet (a confirmation still to type). */
  confirmDisabled?: boolean;
  onConfirm(): void;
  /** Cancel, or Escape (the view's `cancel()`). */
  onCancel(): void;
  /** The change failed while the dialog is open: its words, in the dialog. */
  error?: AuthError | null;
  /** More in the dialog, between the text and the buttons (a field to type a confirmation in). */
  children?: ReactNode;
  /**
   * Where the focus goes when the dialog closes and the control that opened it is gone (the row
   * removed): by default the title of the section the dialog is in.
   */
  returnFocus?: () => HTMLElement | null;
}

/** A layout effect in the browser (the opener is read before Radix moves the focus), nothing on the server. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The dialog's box: as wide as a login card at most, whatever the account page's width. */
const CONTENT_STYLE: CSSProperties = { maxWidth: '28rem' };
/** The page behind it, dimmed (over the host's page too: the overlay covers the viewport). */
const OVERLAY_STYLE: CSSProperties = { backgroundColor: 'rgb(0 0 0 / 0.45)', overflowY: 'auto' };

/**
 * A question before a change that cannot be undone (Radix's AlertDialog): the title, the text, a
 * destructive confirm button with its pending state, and 'Cancel' (which has the focus first, and
 * Escape does the same). It renders inside the widget's frame (the theme's variables, and the
 * widget's shadow root when it has one). When it closes, the focus returns to the control that
 * opened it, or, when that control is gone, to the section's title (`returnFocus`).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  isPending = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  error = null,
  children,
  returnFocus,
}: ConfirmDialogProps) {
  const { t } = useMessages();
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // The control that had the focus when the dialog opened (before Radix moves it into the dialog).
  useBrowserLayoutEffect(() => {
    if (!open || !anchor) return;
    const active = (anchor.getRootNode() as Document | ShadowRoot).activeElement;
    opener.current = active instanceof HTMLElement && active !== anchor.ownerDocument.body ? active : null;
  }, [open, anchor]);

  const restoreFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      if (!anchor) return;
      const root = anchor.getRootNode() as Document | ShadowRoot;
      const active = root.activeElement;
      // Something else took the focus on purpose meanwhile (a step-up's field): it keeps it. Not a
      // dialog the widget is in (the user button's): its focus scope takes the focus to itself
      // when the confirmation's content goes, before this runs.
      const dialogAround = active instanceof Element && active.getAttribute('role') === 'dialog' && active.contains(anchor);
      if (active && active !== anchor.ownerDocument.body && !dialogAround && !contentRef.current?.contains(active)) return;
      const origin = opener.current;
      opener.current = null;
      if (origin?.isConnected) {
        origin.focus();
        if (root.activeElement === origin) return;
      }
      (returnFocus?.() ?? sectionTitleOf(anchor))?.focus();
    },
    [anchor, returnFocus],
  );

  // Inside the widget's frame: its theme's variables, its direction and language, its shadow root.
  const container = anchor?.closest<HTMLElement>('[data-slot="widget-frame"]') ?? anchor?.parentElement ?? null;

  return (
    <>
      <span ref={setAnchor} data-slot="confirm-dialog-anchor" hidden />
      <AlertDialog.Root
        open={open && container !== null}
        onOpenChange={(next) => {
          if (!next && !isPending) onCancel();
        }}
      >
        <AlertDialog.Portal container={container}>
          {/* The overlay holds the box: it centres it, and scrolls when the box is taller than the viewport. */}
          <AlertDialog.Overlay
            data-slot="confirm-dialog-overlay"
            className="pt:fixed pt:inset-0 pt:z-50 pt:flex pt:items-center pt:justify-center pt:px-4 pt:py-8"
            style={OVERLAY_STYLE}
          >
            <AlertDialog.Content
              ref={contentRef}
              data-slot="confirm-dialog"
              aria-busy={isPending || undefined}
              className="pt:flex pt:w-full pt:flex-col pt:gap-group pt:rounded-container pt:border pt:border-outline pt:bg-surface pt:p-[clamp(--spacing(5),(100%_-_380px)*1e3,--spacing(8))] pt:text-primary pt:shadow-lg"
              style={CONTENT_STYLE}
              onCloseAutoFocus={restoreFocus}
            >
              <div className="pt:flex pt:flex-col pt:gap-tight">
                <AlertDialog.Title data-slot="confirm-dialog-title" className="pt:text-body pt:font-semibold pt:text-primary">
                  {title}
                </AlertDialog.Title>
                <AlertDialog.Description data-slot="confirm-dialog-description" className="pt:text-caption pt:text-secondary">
                  {description}
                </AlertDialog.Description>
              </div>
              {children}
              <SectionError error={error} />
              <div className="pt:flex pt:flex-wrap pt:gap-stack">
                <Button
                  variant="destructive"
                  size="sm"
                  data-action="confirm"
                  className="pt:flex-auto"
                  isLoading={isPending}
                  isDisabled={confirmDisabled}
                  onClick={onConfirm}
                >
                  {confirmLabel}
                </Button>
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary" size="sm" data-action="cancel" className="pt:flex-auto" isDisabled={isPending}>
                    {t('account.cancel')}
                  </Button>
                </AlertDialog.Cancel>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Overlay>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
