import { useState } from 'react';

/**
 * Whether a `ConfirmDialog` is open: while the view asks (`confirmingRemoval`), and while the
 * change it asked about is made (`removing`) when the dialog was open as it began. A change that
 * steps up closes the dialog for the step-up, and it does not come back when the change is then
 * made (the row shows it instead).
 */
export function useConfirmOpen(asking: boolean, working: boolean): boolean {
  const [held, setHeld] = useState(false);
  const open = asking || (held && working);
  // Derived from the previous render (React's "storing information from previous renders").
  if (open !== held) setHeld(open);
  return open;
}
