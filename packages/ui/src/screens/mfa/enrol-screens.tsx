import type { UseMfaResult } from '@portico/core/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { FieldError } from '../../primitives/field';
import { Spinner } from '../../primitives/spinner';
import { AppCodeForm } from './app-code-form';
import { downloadText, printLines } from './save-codes';

type Props = { mfa: UseMfaResult };

/**
 * Codes and keys in a monospace face (an inline style: one screen's need does not add to the
 * stylesheet every widget's first load carries).
 */
export const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;


/**
 * The setup key: on one line where it fits (a 32-letter key in a 400 px card), else in balanced
 * lines broken only between its groups of four; the spaces between groups a little narrower.
 */
const SETUP_KEY = { ...MONOSPACE, overflowWrap: 'normal', wordSpacing: '-0.25em' } as const;

/** The setup key as it is easiest to type: groups of four ('JBSW Y3DP EHPK …'). */
export const groupSetupKey = (secret: string) => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Copies text to the clipboard and says 'Copied' (politely, once per copy). Where the clipboard
 * is refused, the text shown is selected instead, for the user to copy it themselves.
 */
function useCopy() {
  const [copied, setCopied] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string, shown: HTMLElement | null) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied((count) => count + 1);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(0), 3000);
    } catch {
      if (shown) window.getSelection()?.selectAllChildren(shown);
    }
  };
  return { copied: copied > 0, copy };
}

/**
 * 'Copied', in a polite live region that is always there (so the change is announced). Only
 * read: the copy button itself says 'Copied' meanwhile, so no empty line is kept for it.
 */
function CopiedStatus({ copied }: { copied: boolean }) {
  const { t } = useMessages();
  return (
    <p role="status" className="pt:sr-only">
      {copied ? t('mfa.copied') : ''}
    </p>
  );
}

/** The authenticator app being created (a spinner), or why it could not be, with 'Try again'. */
export function EnrolCreate({ mfa }: Props) {
  const { t, errorText } = useMessages();
  const failed = mfa.screen === 'enrolCreateFailed';
  return (
    <>
      <ScreenHeader title={t('mfa.enrol.title')} />
      {failed ? (
        <div className="pt:flex pt:flex-col pt:gap-stack">
          <FieldError>{mfa.error && <MessageText text={errorText(mfa.error)} />}</FieldError>
          <Button onClick={mfa.retry}>{t('emailConfirmation.tryAgain')}</Button>
        </div>
      ) : (
        <p role="status" className="pt:flex pt:items-center pt:justify-center pt:gap-2 pt:text-caption pt:text-secondary">
          <Spinner />
          {t('mfa.enrol.creating')}
        </p>
      )}
    </>
  );
}

/** The QR code, the setup key for who cannot scan it (with a copy button), then the app's first code. */
export function EnrolScan({ mfa }: Props) {
  const { t } = useMessages();
  const descriptionId = useId();
  const keyLabelId = useId();
  const keyRef = useRef<HTMLElement>(null);
  const { copied, copy } = useCopy();
  const enrolment = mfa.enrolment;
  if (!enrolment) return null;
  return (
    <>
      <ScreenHeader title={t('mfa.enrol.title')} description={t('mfa.enrol.scan')} descriptionId={descriptionId} />
      <img
        src={enrolment.qrCode}
        alt={t('mfa.enrol.qrAlt')}
        width={176}
        height={176}
        data-slot="mfa-qr-code"
        className="pt:self-center pt:rounded-input"
        // Scaled without blurring its modules; white around it, whatever the theme (a quiet zone
        // scanners need).
        style={{ imageRendering: 'pixelated', background: '#fff', padding: 8 }}
      />
      <div role="group" aria-labelledby={keyLabelId} data-slot="mfa-setup-key" className="pt:flex pt:flex-col pt:items-center pt:gap-stack pt:text-center">
        <p className="pt:text-caption pt:text-secondary">
          {t('mfa.enrol.keyHelp')}{' '}
          <span id={keyLabelId} className="pt:font-semibold pt:text-primary">
            {t('mfa.enrol.setupKey')}
          </span>
        </p>
        <code
          ref={keyRef}
          dir="ltr"
          className="pt:rounded-input pt:bg-subtle pt:px-2 pt:py-0.5 pt:text-label pt:text-balance pt:text-primary"
          style={SETUP_KEY}
        >
          {groupSetupKey(enrolment.secret)}
        </code>
        <Button type="button" variant="secondary" size="compact" onClick={() => void copy(enrolment.secret, keyRef.current)}>
          {copied ? t('mfa.copied') : t('mfa.enrol.copyKey')}
        </Button>
        <CopiedStatus copied={copied} />
      </div>
      <AppCodeForm mfa={mfa} describedBy={descriptionId} enrolling />
    </>
  );
}

/** The new recovery codes, shown once: copy, download, print, then 'I have saved these codes'. */
export function EnrolCodes({ mfa }: Props) {
  const { t } = useMessages();
  const listRef = useRef<HTMLUListElement>(null);
  const { copied, copy } = useCopy();
  const codes = mfa.enrolment?.recoveryCodes ?? [];
  const text = codes.join('\n');
  const title = t('mfa.codes.list');
  return (
    <>
      <ScreenHeader title={t('mfa.codes.title')} description={t('mfa.codes.text')} />
      <ul
        ref={listRef}
        aria-label={title}
        dir="ltr"
        data-slot="mfa-recovery-codes"
        className="pt:flex pt:flex-wrap pt:justify-center pt:gap-2 pt:rounded-input pt:bg-subtle pt:px-3 pt:py-2 pt:text-label pt:text-primary"
        style={MONOSPACE}
      >
        {codes.map((code) => (
          <li key={code} className="pt:px-3">
            {code}
          </li>
        ))}
      </ul>
      {/* Three buttons side by side where their words fit, else they wrap: no word is broken. */}
      <div className="pt:flex pt:flex-wrap pt:gap-stack">
        <Button type="button" variant="secondary" size="compact" className="pt:flex-auto" onClick={() => void copy(text, listRef.current)}>
          {copied ? t('mfa.copied') : t('mfa.codes.copy')}
        </Button>
        <Button type="button" variant="secondary" size="compact" className="pt:flex-auto" onClick={() => downloadText('recovery-codes.txt', `${text}\n`)}>
          {t('mfa.codes.download')}
        </Button>
        <Button type="button" variant="secondary" size="compact" className="pt:flex-auto" onClick={(event) => printLines(event.currentTarget, title, codes)}>
          {t('mfa.codes.print')}
        </Button>
        <CopiedStatus copied={copied} />
      </div>
      <Button onClick={mfa.codesSaved}>{t('mfa.codes.saved')}</Button>
    </>
  );
}
