import { useId, type Ref } from "react";

type ColorFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  /** Shown in the picker while the field is empty (the colour used when none is chosen). */
  fallback: string;
  ref?: Ref<HTMLInputElement>;
};

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#[0-9a-f]{3}$/i;

function pickerValue(value: string, fallback: string): string {
  const color = value.trim();
  if (HEX6.test(color)) return color.toLowerCase();
  if (HEX3.test(color)) return `#${[...color.slice(1)].map((c) => c + c).join("")}`.toLowerCase();
  return HEX6.test(fallback) ? fallback.toLowerCase() : "#000000";
}

/** A colour typed as #rrggbb, or picked with the browser's colour picker beside it. */
export function ColorField({ label, value, onChange, onBlur, error, hint, fallback, ref }: ColorFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <input
          type="color"
          aria-label={`Pick ${label.toLowerCase()}`}
          value={pickerValue(value, fallback)}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
        />
        <input
          ref={ref}
          id={id}
          value={value}
          placeholder={fallback}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block min-h-11 w-full rounded-lg border bg-white px-3 font-mono text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${error ? "border-red-700" : "border-stone-300"}`}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
