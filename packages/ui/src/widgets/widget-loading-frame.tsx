import { WidgetFrame } from '../frame/widget-frame';
import { ScreenLoading } from './login-widget/screen-loading';
import type { WidgetProps } from './widget-root';

/**
 * A mode's frame with its loading status, for the server's HTML and hydration when what the
 * mode shows depends on the page's URL (which the server does not see): the flow then starts in
 * the browser, once hydrated, and the server's HTML and the hydrating render agree.
 */
export function WidgetLoadingFrame({ styles, presentation, className }: Pick<WidgetProps, 'styles' | 'presentation' | 'className'>) {
  return (
    <WidgetFrame
      data-screen="Loading"
      {...(styles && { styles })}
      {...(presentation && { presentation })}
      {...(className && { className })}
      displayWatermark={false}
    >
      <ScreenLoading />
    </WidgetFrame>
  );
}
