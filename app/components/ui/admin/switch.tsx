import { Switch as SwitchPrimitive } from "radix-ui";

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name: what the switch turns on and off. */
  label: string;
  disabled?: boolean;
};

/** An on/off switch sized for touch (44 px target), announced as a switch with its state. */
export function Switch({ checked, onCheckedChange, label, disabled }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-label={label}
      className="group inline-flex min-h-11 min-w-11 items-center justify-center disabled:opacity-60"
    >
      <span className="relative inline-flex h-6 w-11 items-center rounded-full bg-stone-400 transition-colors group-data-[state=checked]:bg-leaf-700">
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </span>
    </SwitchPrimitive.Root>
  );
}
