import { useEffect, useRef, useState, type ReactNode } from "react";

const DESK_WIDTH = 1100;
const PHONE_BREAKPOINT = 768;

/**
 * Shows a full-width public section inside a narrow panel: laid out as on a desk (or as on the
 * phone in hand) and scaled down to fit. It is a picture of the section, so it is inert: its links
 * and headings do not join the admin page's.
 */
export function ScaledPreview({ label, children }: { label: string; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [isDesk, setIsDesk] = useState(true);
  useEffect(() => {
    const element = outer.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth);
      setIsDesk(window.innerWidth >= PHONE_BREAKPOINT);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const inner = isDesk ? DESK_WIDTH : Math.max(width, 1);
  const zoom = width > 0 ? width / inner : 1;
  return (
    <figure className="space-y-1">
      <div
        ref={outer}
        className="overflow-hidden rounded-lg border border-stone-200"
        data-testid="scaled-preview"
      >
        <div inert style={{ width: inner, zoom }}>
          {children}
        </div>
      </div>
      <figcaption className="text-sm text-stone-700">{label}</figcaption>
    </figure>
  );
}
