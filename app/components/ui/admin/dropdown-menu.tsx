import { DropdownMenu as MenuPrimitive } from "radix-ui";
import type { ReactNode } from "react";

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
      >
        {label ? (
          <MenuPrimitive.Label className="px-3 py-2 text-xs font-semibold text-stone-600">
            {label}
          </MenuPrimitive.Label>
        ) : null}
        {children}
      </MenuPrimitive.Content>
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  destructive = false,
}: {
  children: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}) {
  return (
    <MenuPrimitive.Item
      onSelect={onSelect}
      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-stone-100 ${destructive ? "text-red-700" : "text-ink"}`}
    >
      {children}
    </MenuPrimitive.Item>
  );
}
