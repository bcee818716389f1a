import type { LoginConfig } from '@portico/core';
import { PasskeyRegistrationWidget } from '@portico/ui';
import type { RenderContext } from '../element';

/** `<portico-passkey-registration>`'s widget. */
export default function PasskeyRegistrationMode({ widget, config }: RenderContext) {
  return <PasskeyRegistrationWidget {...widget} {...(config && { config: config as Partial<LoginConfig> })} />;
}
