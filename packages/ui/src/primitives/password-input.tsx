// By its own entry point, not `radix-ui`'s index: that index reaches every Radix part, so esbuild
// put the account's dialogs (reached by the user button's lazy account) in the first load of every
// widget with a password field.
import * as PasswordToggleField from 'radix-ui/unstable/password-toggle-field';
import { forwardRef, useId, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { inputClassName } from './input';

type PasswordInputProps = Omit<ComponentProps<typeof PasswordToggleField.Input>, 'autoComplete'> & {
  /** `current-password` on a login form, `new-password` when setting one (password managers rely on it). */
  autoComplete: 'current-password' | 'new-password';
  /** Accessible names of the show/hide toggle. */
  showLabel: string;
  hideLabel: string;
  /**
   * Apple's `passwordrules` (https://developer.apple.com/password-rules/): lets a password
   * manager generate a password the project's policy accepts.
   */
  passwordRules?: string;
};

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="pt:size-5">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 20L20 4" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * A password field with a show/hide toggle. Wraps Radix's PasswordToggleField, which keeps the
 * focus in the field when toggling and hides the password again before the form is submitted
 * (so browsers never save it as plain text).
 */
const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className, showLabel, hideLabel, passwordRules, id, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  // Radix gives the toggle the field's own id: the toggle gets one of its own (ids are unique).
  const ownId = useId();
  const fieldId = id ?? ownId;
  const rules = passwordRules ? ({ passwordrules: passwordRules } as Record<string, string>) : {};
  return (
    <PasswordToggleField.Root visible={visible} onVisibilityChange={setVisible}>
      <div data-slot="password-input" className="pt:relative pt:flex pt:w-full">
        <PasswordToggleField.Input
          ref={ref}
          data-slot="password-input-field"
          id={fieldId}
          className={cn(inputClassName, 'pt:pe-12', className)}
          {...rules}
          {...props}
        />
        <PasswordToggleField.Toggle
          id={`${fieldId}-toggle`}
          data-slot="password-input-toggle"
          aria-label={visible ? hideLabel : showLabel}
          className="pt:absolute pt:inset-y-0 pt:end-0 pt:flex pt:w-11 pt:items-center pt:justify-center pt:rounded-e-input pt:text-secondary pt:outline-none pt:hover:text-primary pt:focus-visible:ring-2 pt:focus-visible:ring-primary pt:focus-visible:ring-inset"
        >
          <EyeIcon open={!visible} />
        </PasswordToggleField.Toggle>
      </div>
    </PasswordToggleField.Root>
  );
});

export { PasswordInput, type PasswordInputProps };
