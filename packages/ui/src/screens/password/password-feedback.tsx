import type { BootstrapData } from '@portico/core';
import { usePasswordStrength, type PasswordStrengthActorRef } from '@portico/core/react';
import { useMessages, zxcvbnSuggestionKey, zxcvbnWarningKey } from '../../messages';
import { Requirement, RequirementList, StrengthMeter } from '../../primitives/strength-meter';
import { enPasswordStrength } from '../../messages/en-password-strength';
import { MessagesSection } from '../../messages/messages-section';

export interface PasswordFeedbackProps {
  actorRef: PasswordStrengthActorRef;
  /** The project's LUDS numbers (bootstrap); present only under the LUDS policy. */
  passwordConfig: BootstrapData['passwordConfig'];
  id?: string;
}

/**
 * What the server said about the password being typed (spec §5): under zxcvbn a 4-segment meter
 * with the warning and suggestions, under LUDS a checklist of the two rules (shown from the
 * start, so the rules are known before typing), and the breached-password message either way.
 */
function Feedback({ actorRef, passwordConfig, id }: PasswordFeedbackProps) {
  const strength = usePasswordStrength({ actorRef });
  const { t, rich, richPlural } = useMessages();
  const luds = strength.policy === 'luds' || (strength.policy === null && passwordConfig !== null);
  const translate = (text: string, key: ReturnType<typeof zxcvbnWarningKey>) => (key ? t(key) : text);

  const summary =
    strength.status === 'checking'
      ? t('strength.checking')
      : strength.status === 'checked'
        ? t(strength.isValid ? 'strength.accepted' : 'strength.notAccepted')
        : '';

  return (
    <div data-slot="password-feedback" data-policy={luds ? 'luds' : 'zxcvbn'} id={id} className="pt:flex pt:flex-col pt:gap-field">
      <p role="status" className="pt:sr-only">
        {summary}
      </p>
      {!luds && strength.score !== null && (
        <StrengthMeter score={strength.score} label={rich('strength.meter', { score: strength.score })} />
      )}
      <RequirementList>
        {luds && passwordConfig && (
          <>
            <Requirement
              status={strength.missingCharacters === 0 ? 'fulfilled' : 'notFulfilled'}
              statusLabel={t(strength.missingCharacters === 0 ? 'strength.fulfilled' : 'strength.notFulfilled')}
            >
              {richPlural('strength.minimumLength', passwordConfig.ludsMinimumCount)}
            </Requirement>
            <Requirement
              status={strength.missingComplexity === 0 ? 'fulfilled' : 'notFulfilled'}
              statusLabel={t(strength.missingComplexity === 0 ? 'strength.fulfilled' : 'strength.notFulfilled')}
            >
              {richPlural('strength.complexity', passwordConfig.ludsComplexity)}
            </Requirement>
          </>
        )}
        {!luds && strength.warning && (
          <Requirement status="warning" statusLabel={t('strength.warning')}>
            {translate(strength.warning, zxcvbnWarningKey(strength.warning))}
          </Requirement>
        )}
        {!luds &&
          strength.suggestions.map((suggestion) => (
            <Requirement key={suggestion} status="suggestion" statusLabel={t('strength.suggestion')}>
              {translate(suggestion, zxcvbnSuggestionKey(suggestion))}
            </Requirement>
          ))}
        {strength.breached && (
          <Requirement status="warning" statusLabel={t('strength.warning')}>
            {t('strength.breached')}
          </Requirement>
        )}
      </RequirementList>
    </div>
  );
}

/** Apple `passwordrules` for the project's LUDS policy, so password managers generate a valid password. */
export function passwordRulesFor(passwordConfig: BootstrapData['passwordConfig']): string {
  if (!passwordConfig) return 'allowed: unicode; minlength: 10';
  const required = ['special', 'digit', 'upper', 'lower'].slice(0, passwordConfig.ludsComplexity);
  return [`allowed: unicode`, `minlength: ${passwordConfig.ludsMinimumCount}`, ...required.map((rule) => `required: ${rule}`)].join('; ');
}

/** `Feedback`, with its English words (`enPasswordStrength`: they load with this screen, not with every widget). */
export function PasswordFeedback(props: PasswordFeedbackProps) {
  return (
    <MessagesSection english={enPasswordStrength}>
      <Feedback {...props} />
    </MessagesSection>
  );
}
