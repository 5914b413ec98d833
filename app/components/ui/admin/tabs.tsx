import { Tabs as TabsPrimitive } from "radix-ui";
import type { ReactNode } from "react";

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TabsPrimitive.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-stone-200">
      {children}
    </TabsPrimitive.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      className="min-h-11 whitespace-nowrap border-b-2 border-transparent px-4 text-sm font-semibold text-stone-700 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
    >
      {children}
    </TabsPrimitive.Trigger>
  );
}
