import { useEffect, useId, useRef, type ReactNode } from "react";
import { X } from "lucide-react";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalDialogProps = {
  open: boolean;
  /** Escape, the close button and a click on the backdrop all ask to close through this. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Kept in view under the scrolling body (the main buttons). */
  footer?: ReactNode;
  className?: string;
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and keeps focus
 * inside, Escape closes it, and focus goes back to whatever opened it. Labelled by its title.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  className = "",
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element in browsers that do it; make sure of it.
    if (!dialog.contains(document.activeElement)) {
      (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    }
    // The page behind must not scroll under a phone's finger while the dialog is up.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    // The backdrop click is a mouse shortcut only; Escape and the Close button do the same.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // The browser's own Escape: the parent decides, so the dialog closes through `open`.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        // Handled here, so Escape closes the same way everywhere (some browsers only cancel once).
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`fixed inset-0 m-auto h-fit max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg flex-col overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-stone-950/60 open:flex ${className}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-6">
        <div>
          <h2 id={titleId} className="font-display text-xl font-bold leading-snug sm:text-2xl">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-stone-600">
              {description}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-stone-100 hover:text-ink"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      {footer ? (
        <div className="border-t border-stone-200 bg-stone-50 px-5 py-4 sm:px-6">{footer}</div>
      ) : null}
    </dialog>
  );
}
