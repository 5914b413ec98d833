import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";

type DeferredProps<T> = {
  /** Data already in hand (server render) or still on its way (client navigation). */
  value: T | Promise<T>;
  fallback: ReactNode;
  errorElement?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The first visit gets its data with the HTML; a later client-side navigation shows the page at
 * once with the section's loading text, then fills it in.
 */
export function Deferred<T>({ value, fallback, errorElement, children }: DeferredProps<T>) {
  // Data already in hand renders straight away: a Suspense boundary would stream its fallback first.
  if (!(value instanceof Promise)) return <>{children(value)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={errorElement}>
        {(data: T) => children(data)}
      </Await>
    </Suspense>
  );
}
