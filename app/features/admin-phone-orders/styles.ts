// The phone order page's shared looks: its cards and its radio choices.
export const sectionClass = "rounded-xl border border-stone-200 bg-white p-4 sm:p-5";
export const radioLabel =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50";
