import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '../lib/cn';

/**
 * Tabs after the WAI-ARIA Authoring Practices "tabs with automatic activation" pattern: one tab
 * stop (roving tabindex), Left/Right (and Up/Down) move and select, Home/End jump, each panel
 * labelled by its tab. Written here rather than taken from Radix because Radix Tabs adds ~9 KB
 * gzip to the first screen; the API mirrors Radix's (value / defaultValue / onValueChange).
 */

interface TabsContextValue {
  value: string | undefined;
  select(value: string): void;
  idFor(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be used within <Tabs>.`);
  return context;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
};

const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value: controlled, defaultValue, onValueChange, className, ...props },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      if (controlled === undefined) setUncontrolled(next);
      if (next !== value) onValueChange?.(next);
    },
    [controlled, onValueChange, value],
  );
  const idFor = useCallback(
    (part: 'tab' | 'panel', tabValue: string) => `${baseId}-${part}-${tabValue.replace(/\s+/g, '-')}`,
    [baseId],
  );
  return (
    <TabsContext.Provider value={{ value, select, idFor }}>
      <div ref={ref} data-slot="tabs" className={cn('pt:flex pt:flex-col pt:gap-4', className)} {...props} />
    </TabsContext.Provider>
  );
});

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** In a right-to-left page the next tab is on the left: Left and Right swap. */
const RTL_KEYS: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

const TabsList = forwardRef<HTMLDivElement, ComponentProps<'div'>>(function TabsList({ className, onKeyDown, ...props }, ref) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const move = NEXT_KEYS[(rtl && RTL_KEYS[event.key]) || event.key];
    if (event.defaultPrevented || !move) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    // The root's focus, not the document's: in a shadow root the document only sees the host.
    const focused = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement;
    const index = tabs.findIndex((tab) => tab === focused || tab.contains(focused));
    if (index === -1) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next?.focus();
    next?.click();
  };
  return (
    // The tabs inside are the focusable elements; the list only delegates their arrow keys.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={ref}
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn('pt:flex pt:w-full pt:flex-wrap pt:border-b pt:border-outline', className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
});

const TabsTrigger = forwardRef<HTMLButtonElement, ComponentProps<'button'> & { value: string }>(function TabsTrigger(
  { value, className, onClick, ...props },
  ref,
) {
  const tabs = useTabsContext('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={tabs.idFor('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idFor('panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      className={cn(
        // `break-word`, not the widget's `anywhere`: a tab is never narrower than its longest word
        // ('WhatsApp' stays whole at 360 px); tabs that do not fit wrap to a second row instead, and
        // only a word wider than the whole list breaks.
        'pt:-mb-px pt:flex-1 pt:border-b-2 pt:px-2 pt:py-2.5 pt:text-label pt:font-normal pt:break-words',
        'pt:outline-none pt:focus-visible:ring-2 pt:focus-visible:ring-primary pt:focus-visible:ring-inset',
        selected ? 'pt:border-primary pt:text-primary' : 'pt:border-transparent pt:text-secondary pt:hover:text-primary',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
});

const TabsContent = forwardRef<HTMLDivElement, ComponentProps<'div'> & { value: string }>(function TabsContent(
  { value, className, ...props },
  ref,
) {
  const tabs = useTabsContext('TabsContent');
  if (tabs.value !== value) return null;
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={tabs.idFor('panel', value)}
      aria-labelledby={tabs.idFor('tab', value)}
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn('pt:outline-none', className)}
      {...props}
    />
  );
});

export { Tabs, TabsContent, TabsList, TabsTrigger };
