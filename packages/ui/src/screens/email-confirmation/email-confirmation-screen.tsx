import { useMagicLink, type UseMagicLinkOptions } from '@portico/core/react';
import type { ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { FieldError } from '../../primitives/field';
import { Spinner } from '../../primitives/spinner';
import { ResendEmailButton } from '../password/resend-email-button';
import { webmailLinks } from './webmail';

export type EmailConfirmationScreenProps = UseMagicLinkOptions & {
  /** The sender's domain, to search the web-mail inbox for (bootstrap email domains or `domainHint`). */
  emailDomain?: string | null;
  /** 'Try again': forget the email, back to Main. */
  onTryAgain?: () => void;
  /** More actions under the buttons (the widget adds 'Create a password instead' when it applies). */
  footer?: ReactNode;
};

/** EmailConfirmation (spec §2): 'Check your email', web-mail shortcuts, resend, 'Try again'. */
export function EmailConfirmationScreen({ emailDomain = null, onTryAgain, footer, ...options }: EmailConfirmationScreenProps) {
  const link = useMagicLink(options);
  const { t, rich, errorText } = useMessages();
  return (
    <div data-slot="email-confirmation-screen" className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('emailConfirmation.title')} description={rich('emailConfirmation.sentTo', { email: link.email })} />
      {link.status === 'sending' && (
        <p role="status" className="pt:flex pt:items-center pt:gap-2 pt:text-secondary">
          <Spinner />
          {t('password.sendingLink')}
        </p>
      )}
      {link.status === 'sendFailed' && <FieldError>{link.error && <MessageText text={errorText(link.error)} />}</FieldError>}
      <div className="pt:flex pt:flex-col pt:gap-stack">
        {webmailLinks(emailDomain).map((webmail) => (
          <Button key={webmail.label} asChild variant="secondary">
            <a href={webmail.href} target="_blank" rel="noopener noreferrer">
              {t(webmail.label)}
              <span className="pt:sr-only"> {t('emailConfirmation.newTab')}</span>
            </a>
          </Button>
        ))}
        {link.resendRef && <ResendEmailButton actorRef={link.resendRef} onResend={link.resendLink} />}
        {link.status === 'sendFailed' && (
          <Button variant="secondary" onClick={link.resendLink}>
            {t('email.resend')}
          </Button>
        )}
        {onTryAgain && (
          <Button variant="ghost" onClick={onTryAgain}>
            {t('emailConfirmation.tryAgain')}
          </Button>
        )}
        {footer}
      </div>
    </div>
  );
}
