import type { UseMfaResult } from '@portico/core/react';
import { useEffect, useRef } from 'react';
import { PasscodeForm } from '../otp-authenticate/passcode-form';

export interface AppCodeFormProps {
  mfa: Pick<UseMfaResult, 'submitCode' | 'isPending' | 'error'>;
  /** Ids of the text read with the field (the sub-screen's title or instructions). */
  describedBy: string;
  /** The field takes the focus as it appears (where typing the code is all there is to do). */
  focusOnMount?: boolean;
  /**
   * The enrolment's field, under the QR code and the setup key: its label shows, and digits typed
   * while the focus is elsewhere in the screen (on its title, where the screen puts it, or on
   * 'Copy key') go to the field rather than nowhere.
   */
  enrolling?: boolean;
}

/** A digit in any script (Arabic-Indic, Persian, full-width: the field takes them all). */
const DIGIT = /^\p{Nd}$/u;

/**
 * The authenticator app's 6-digit code: OTPAuthenticate's passcode (`PasscodeForm`: one box per
 * digit, one-time code autofill, paste, submitted on the 6th digit or Enter, read-only beside
 * 'Verifying passcode…' while checked, a wrong code kept selected with its error until the user
 * types). At enrolment its label shows, and digits typed elsewhere in the screen go to it.
 */
export function AppCodeForm({ mfa, describedBy, focusOnMount = false, enrolling = false }: AppCodeFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  // Moved in the digit's keydown, the focus takes the digit itself: it lands in the field.
  useEffect(() => {
    const screen = enrolling ? inputRef.current?.closest('[data-slot="mfa-screen"]') : null;
    if (!screen) return;
    const onKeyDown = (event: Event) => {
      const { key, target, ctrlKey, metaKey, altKey } = event as KeyboardEvent;
      const typing = target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]');
      if (!DIGIT.test(key) || ctrlKey || metaKey || altKey || typing) return;
      inputRef.current?.focus();
    };
    screen.addEventListener('keydown', onKeyDown);
    return () => screen.removeEventListener('keydown', onKeyDown);
  }, [enrolling]);

  return (
    <PasscodeForm
      onSubmit={mfa.submitCode}
      verifying={mfa.isPending}
      error={mfa.error}
      describedBy={describedBy}
      focusOnMount={focusOnMount}
      showLabel={enrolling}
      inputRef={inputRef}
    />
  );
}
