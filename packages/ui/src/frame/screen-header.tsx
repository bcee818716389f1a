import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { CardDescription, CardHeader, CardTitle } from '../primitives/card';
import { ArrowLeftIcon } from '../primitives/icons';
import { useMessages } from '../messages';
import { usePresentation } from './widget-frame';

export interface ScreenHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows the back arrow. */
  onBack?: () => void;
  titleId?: string;
  /**
   * The description's id: a screen that puts the focus in its field (the passcode) names it in
   * the field's `aria-describedby`, so the screen's text is read when the focus lands there.
   */
  descriptionId?: string;
}

/** A screen's title and description, with the optional back arrow. */
export function ScreenHeader({ title, description, onBack, titleId, descriptionId }: ScreenHeaderProps) {
  const { hideHeaderText, focusTitleOnMount } = usePresentation();
  const { t } = useMessages();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Whether this screen takes the focus is decided when it mounts: the widget's first screen does
  // not, and must not once the widget has rendered (that would take the focus from the host page).
  const focusOnMount = useRef(focusTitleOnMount).current;
  useEffect(() => {
    const heading = titleRef.current;
    if (!focusOnMount || !heading) return;
    // A screen that focused its own field (the passcode, the password) keeps that focus.
    // The root's focus, not the document's: in a shadow root the document only sees the host.
    const frame = heading.closest('[data-slot="widget-frame"]');
    const focused = (heading.getRootNode() as Document | ShadowRoot).activeElement;
    if (frame && focused && frame.contains(focused)) return;
    heading.focus();
  }, [focusOnMount]);
  return (
    <CardHeader>
      {onBack && (
        <Button variant="ghost" size="icon" className="pt:-ms-2 pt:self-start" onClick={onBack} aria-label={t('common.back')}>
          {/* Back points to the start of the line: right, in a right-to-left page (styles.css). */}
          <ArrowLeftIcon className="pt:size-5" data-rtl-mirror="" />
        </Button>
      )}
      <CardTitle ref={titleRef} id={titleId} className={cn(hideHeaderText && 'pt:sr-only')}>
        {title}
      </CardTitle>
      {description && (
        <CardDescription id={descriptionId} className={cn(hideHeaderText && 'pt:sr-only')}>
          {description}
        </CardDescription>
      )}
    </CardHeader>
  );
}
