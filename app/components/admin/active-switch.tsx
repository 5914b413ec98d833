import { Switch } from "#app/components/ui/admin/switch.tsx";
import { useOptimisticToggle } from "#app/lib/admin/use-optimistic-toggle.ts";

type ActiveSwitchProps = {
  /** The row's id, posted with the new value. */
  id: string;
  checked: boolean;
  /** The switch's accessible name: "Active: Mains". */
  label: string;
  /** The action's intent: "active" unless the page names its rows' switches apart. */
  intent?: string;
  /** What the error toast says failed: "change the category". */
  action: string;
};

/**
 * The on/off switch in a row of an admin list: it shows the new state at once and posts it; a
 * refused change rolls back by itself with its error toast.
 */
export function ActiveSwitch({ id, checked, label, intent = "active", action }: ActiveSwitchProps) {
  const toggle = useOptimisticToggle({ checked, intent, action, fields: { id } });
  return (
    <Switch
      checked={toggle.checked}
      onCheckedChange={toggle.toggle}
      disabled={toggle.isPending}
      label={label}
    />
  );
}
