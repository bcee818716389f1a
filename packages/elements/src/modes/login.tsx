import type { LoginConfig } from '@portico/core';
import { LoginWidget } from '@portico/ui';
import type { RenderContext } from '../element';

/** `<portico-login>`'s widget (its own chunk: a page loads only the modes it shows). */
export default function LoginMode({ widget, config }: RenderContext) {
  return <LoginWidget {...widget} config={config as unknown as LoginConfig} />;
}
