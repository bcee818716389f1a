import type { ConfigError } from '@portico/core';
import { useMessages } from '../../messages';
import { enConfigErrors } from '../../messages/en-config-errors';
import { MessagesSection } from '../../messages/messages-section';
import { Alert } from '../../primitives/alert';

/**
 * Configuration errors, in place of the methods (spec §2), with their words (`enConfigErrors`).
 * The live Main shows it; Main's first paint draws no form for such a config and leaves the errors
 * to the live Main, a moment later, so no first load carries it or its words (issue 41).
 */
export function ConfigErrors({ errors }: { errors: ConfigError[] }) {
  return (
    <MessagesSection english={enConfigErrors}>
      <ConfigErrorList errors={errors} />
    </MessagesSection>
  );
}

function ConfigErrorList({ errors }: { errors: ConfigError[] }) {
  const { rich } = useMessages();
  return (
    <div className="pt:flex pt:flex-col pt:gap-2" data-slot="config-errors">
      {errors.map((error) => (
        <Alert key={`${error.code}:${error.detail ?? ''}`}>{rich(`configError.${error.code}`, { detail: error.detail ?? '' })}</Alert>
      ))}
    </div>
  );
}
