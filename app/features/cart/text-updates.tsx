// The customer's consent to order texts (docs/product/08-text-messages.md §8): an unchecked box under the
// phone field. The choice is kept for the page's life, so the checkout request reads it when it is sent.
import { useState } from "react";

let textUpdatesChoice = false;

/** True when the visitor ticked "Text me order updates" on this page. */
export function readTextUpdatesChoice(): boolean {
  return textUpdatesChoice;
}

export function TextUpdatesField({ idPrefix }: { idPrefix: string }) {
  const [isChecked, setIsChecked] = useState(textUpdatesChoice);
  const id = `${idPrefix}-text-updates`;
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
        checked={isChecked}
        onChange={(event) => {
          textUpdatesChoice = event.target.checked;
          setIsChecked(event.target.checked);
        }}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-stone-800">
          Text me order updates
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          When the kitchen confirms your order and when it is ready. Reply STOP to opt out.
        </p>
      </div>
    </div>
  );
}
