import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { buildImageVariantUrl, parseLocalImageSource } from "#domain/images.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { networkError, readApiError } from "#app/lib/api-error.ts";

const UPLOAD_URL = "/api/admin/uploads";
const MAX_BYTES = 10 * 1024 * 1024;

/** A small preview address: our own images through their variants, others as given. */
export function previewSrc(url: string): string {
  const local = parseLocalImageSource(url);
  return local ? buildImageVariantUrl(local, 320) : url;
}

type ImageFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  /** What the preview shows, for its alt text. */
  previewAlt?: string;
};

/** Uploads one photo at once (the server re-encodes it) and shows it; Remove clears the field. */
export function ImageField({
  label,
  value,
  onChange,
  error,
  previewAlt = "Chosen for this dish",
}: ImageFieldProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<"idle" | "uploading">("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const upload = async (file: File) => {
    setProblem(null);
    if (file.size > MAX_BYTES) {
      setProblem("This file is larger than 10 MB. Please choose a smaller image.");
      return;
    }
    setStatus("uploading");
    try {
      const form = new FormData();
      form.append("file", file);
      let response: Response;
      try {
        response = await fetch(UPLOAD_URL, { method: "POST", body: form });
      } catch (caught) {
        throw networkError(caught);
      }
      if (!response.ok) throw await readApiError(response);
      const body = (await response.json()) as { url: string };
      onChange(body.url);
    } catch (caught) {
      setProblem(
        caught instanceof Error && caught.message ? caught.message : "The upload failed. Please try again.",
      );
    } finally {
      setStatus("idle");
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={previewSrc(value)}
            alt={previewAlt}
            width={96}
            height={72}
            className="h-18 w-24 rounded-lg border border-stone-200 object-cover"
          />
        ) : (
          <span className="inline-flex h-18 w-24 items-center justify-center rounded-lg border border-dashed border-stone-300 text-stone-500">
            <ImagePlus aria-hidden="true" className="size-6" />
          </span>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-describedby={shown ? messageId : undefined}
          aria-invalid={shown ? true : undefined}
          disabled={status === "uploading"}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          className="block min-h-11 max-w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:font-semibold"
        />
        {value ? (
          <Button variant="ghost" onClick={() => onChange("")}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove image
          </Button>
        ) : null}
      </div>
      <p role="status" className="mt-1 text-sm text-stone-700">
        {status === "uploading" ? "Uploading…" : ""}
      </p>
      {shown ? (
        <p id={messageId} className="mt-1 text-sm font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
