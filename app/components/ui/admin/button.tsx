import type { ButtonHTMLAttributes } from "react";

// The admin's buttons: 44 px tall at least, so a wet thumb by the pass hits them (admin principles).
const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-stone-400",
  secondary: "border border-stone-300 bg-white text-ink hover:bg-stone-50 disabled:text-stone-500",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-stone-400",
  ghost: "text-ink hover:bg-stone-100",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
