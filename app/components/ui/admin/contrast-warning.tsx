type ContrastWarningProps = {
  /** The measured ratio, or null when a colour is not one yet. */
  ratio: number | null;
  /** What happens for visitors when the ratio is too low. */
  consequence: string;
  minimum?: number;
};

/** Says plainly when text and background fail WCAG's 4.5:1 for normal text. */
export function ContrastWarning({ ratio, consequence, minimum = 4.5 }: ContrastWarningProps) {
  return (
    <div role="status" aria-live="polite">
      {ratio !== null && ratio < minimum ? (
        <p
          data-testid="contrast-warning"
          className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <strong className="font-semibold">Hard to read:</strong> the text and background reach a contrast of{" "}
          {ratio.toFixed(1)}:1, below the {minimum}:1 that people with weaker eyesight need. {consequence}
        </p>
      ) : null}
    </div>
  );
}
