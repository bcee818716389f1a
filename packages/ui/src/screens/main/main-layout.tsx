import { BUTTON_HEIGHT_PX } from '@portico/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../messages';
import { Divider } from '../../primitives/divider';

// Main's layout, shared by the screen and its first paint (main-shell.tsx), which must match it.

/** The button group, then 'or' and the form when there are both. */
export function Methods({ buttons, form }: { buttons: ReactNode[]; form: ReactNode }) {
  const { t } = useMessages();
  const shown = buttons.filter(Boolean);
  return (
    <>
      {shown.length > 0 && (
        <div data-slot="main-buttons" className="pt:flex pt:flex-col pt:gap-4">
          {shown}
        </div>
      )}
      {shown.length > 0 && form && <Divider>{t('login.divider')}</Divider>}
      {form}
    </>
  );
}

/** The height of `count` method buttons (45 px each, spec §9) and their gaps (room for the 'Last used' badge), kept empty. */
export function ButtonRoom({ count }: { count: number }) {
  return <div aria-hidden="true" data-slot="button-room" style={{ height: `calc(${count} * ${BUTTON_HEIGHT_PX}px + ${count - 1} * 1rem)` }} />;
}
