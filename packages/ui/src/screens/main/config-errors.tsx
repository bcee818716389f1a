import type { ConfigError } from '@portico/core';
import { useMessages } from '../../messages';
import { enConfigErrors } from '../../messages/en-config-errors';
import { MessagesSection } from '../../messages/messages-section';
import { Alert } from '../../primitives/alert';

/**
 * Configuration errors, in place of the methods (spec §2), with their words (`enConfigErrors`).
 * The live Main imports it; Main's first paint loads it (a chunk of its own) only for a config
 * with errors, so a valid config's first load carries neither it nor its words.
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
