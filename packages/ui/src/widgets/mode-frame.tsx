import { useBootstrap } from '@portico/core/react';
import type { ReactNode } from 'react';
import { WidgetFrame } from '../frame/widget-frame';
import { useHasRendered } from './use-has-rendered';
import type { WidgetProps } from './widget-root';

export interface ModeFrameProps extends Pick<WidgetProps, 'styles' | 'presentation' | 'className'> {
  /** The screen shown (`data-screen`, for tests and styles). */
  screen: string;
  /**
   * A screen shown after the first render takes the focus to its title (default): the mode's
   * own screens follow one another in the frame. The account's page, a list of sections, keeps it.
   */
  focusTitles?: boolean;
  children?: ReactNode;
}

/**
 * The frame every mode's widget draws its screens in (issue 40: one helper for the modes'
 * repeated setup): the widget's card with the host's `styles`, `presentation` and `className`,
 * the project's watermark and logo name from the bootstrap, and the title focused on a screen
 * shown after the first render (never on the server's HTML or the hydrating render).
 */
export function ModeFrame({ screen, styles, presentation, className, focusTitles = true, children }: ModeFrameProps) {
  const bootstrap = useBootstrap();
  const rendered = useHasRendered();
  return (
    <WidgetFrame
      data-screen={screen}
      {...(focusTitles && { focusTitleOnMount: rendered })}
      {...(styles && { styles })}
      {...(presentation && { presentation })}
      {...(className && { className })}
      displayWatermark={bootstrap.displayWatermark}
      {...(bootstrap.projectName && { logoAlt: bootstrap.projectName })}
    >
      {children}
    </WidgetFrame>
  );
}
