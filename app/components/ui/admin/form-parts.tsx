import { X } from "lucide-react";
import { useId, useState, type ReactNode, type Ref } from "react";
import { Button } from "./button.tsx";
import { fieldControlClass } from "./field.tsx";

function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

type CheckboxProps = {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & React.InputHTMLAttributes<HTMLInputElement>;

export function CheckboxField({ label, ref, ...props }: CheckboxProps) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-stone-800">
      <input ref={ref} type="checkbox" className="size-5 accent-brand-600" {...props} />
      <span>{label}</span>
    </label>
  );
}

type TagInputProps = {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  max?: number;
};

/** A list of short words (allergens): type one and press Enter or Add; each has its own remove button. */
export function TagInput({ label, value, onChange, error, max = 20 }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = () => {
    const tag = draft.trim();
    if (
      !tag ||
      value.some((existing) => existing.toLowerCase() === tag.toLowerCase()) ||
      value.length >= max
    ) {
      setDraft("");
      return;
    }
    onChange([...value, tag]);
    setDraft("");
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {value.length > 0 ? (
        <ul aria-label={label} className="mt-1.5 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 pl-3 text-sm text-ink"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((existing) => existing !== tag))}
                aria-label={`Remove ${tag}`}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-stone-200"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={40}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${fieldControlClass(undefined)} mt-0`}
        />
        <Button variant="secondary" onClick={add}>
          Add
        </Button>
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

/** The first error message inside a nested error object (a list's item, a link's field). */
export function firstError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const record = error as Record<string, unknown>;
  if (typeof record.message === "string") return record.message;
  for (const value of Object.values(record)) {
    const found = firstError(value);
    if (found) return found;
  }
  return undefined;
}

/** A form's error that is about no one field (the server refused the whole), above its fields. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
