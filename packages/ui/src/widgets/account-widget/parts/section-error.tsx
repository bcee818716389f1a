import type { AuthError } from '@portico/core';
import { useRef, type ReactNode } from 'react';
import { MessageText, useMessages } from '../../../messages';
import { Alert } from '../../../primitives/alert';

export interface SectionErrorProps {
  /** The view's `error` (a failure that is no field's); nothing shows without one. */
  error: AuthError | null | undefined;
  /** Something to do about it, after the words ('Try again'). */
  action?: ReactNode;
  id?: string;
}

/**
 * A section's error, in its place: the words of `error.<type>` (`errorText`: the server's message
 * for a type the catalog does not know) in an alert, announced as it appears. The same error
 * again (a retry that failed the same way) is announced again: each error object is a new alert.
 */
export function SectionError({ error, action, id }: SectionErrorProps) {
  const { errorText } = useMessages();
  const keys = useRef(new WeakMap<AuthError, number>());
  const count = useRef(0);
  if (!error) return null;
  let key = keys.current.get(error);
  if (key === undefined) {
    key = ++count.current;
    keys.current.set(error, key);
  }
  return (
    <Alert key={key} id={id} data-slot="section-error" data-error-type={error.type} className="pt:flex-col">
      <span>
        <MessageText text={errorText(error)} />
      </span>
      {action}
    </Alert>
  );
}
