import { useEffect, useId, useRef, useState } from "react";
import { Check, Copy } from "lucide-react";
import { fieldControlClass } from "./field.tsx";
import { Button } from "./button.tsx";

/**
 * A read-only value to paste elsewhere (an address for another service), with a Copy button. Where
 * the clipboard cannot be written, the value is selected so the owner copies it by hand.
 */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"copied" | "select" | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("copied");
    } catch {
      input.current?.select();
      setCopied("select");
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          ref={input}
          readOnly
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldControlClass(undefined)} mt-0 min-w-0 flex-1 font-mono text-sm`}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy ${label}`}>
          {copied === "copied" ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied === "copied" ? "Copied" : "Copy"}
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {copied === "copied"
          ? "Copied"
          : copied === "select"
            ? "Selected: press Ctrl+C or Cmd+C to copy"
            : ""}
      </p>
    </div>
  );
}
