import { serializeJsonLd } from "#domain/seo.ts";
import { useNonce } from "#app/lib/nonce.tsx";

type JsonLdProps = {
  /** A schema.org object (or a list of them), e.g. from buildRestaurantJsonLd or buildMenuJsonLd. */
  data: object;
};

/**
 * Structured data for search engines. The script is never executed, but it carries the CSP nonce
 * anyway so that no inline script on the page lacks one; the browser hides the nonce after
 * parsing, hence the suppressed hydration warning.
 */
export function JsonLd({ data }: JsonLdProps) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
