import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('pt:flex pt:flex-col pt:gap-4', className)} {...props} />;
}

function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('pt:flex pt:w-full pt:border-b pt:border-outline', className)}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'pt:-mb-px pt:flex-1 pt:border-b-2 pt:border-transparent pt:px-2 pt:py-2.5 pt:text-sm pt:font-semibold pt:text-secondary',
        'pt:outline-none pt:focus-visible:ring-2 pt:focus-visible:ring-primary pt:focus-visible:ring-inset',
        'pt:hover:text-primary pt:data-[state=active]:border-primary pt:data-[state=active]:text-primary',
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('pt:outline-none', className)} {...props} />;
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
