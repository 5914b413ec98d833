/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ModifierGroupView } from "#domain/modifiers.ts";
import { MenuModifiersProvider, useItemModifiers } from "./menu-modifiers.tsx";

const SPICE: ModifierGroupView = {
  id: "7d7c7a3e-0000-4000-8000-000000000001",
  name: "Spice level",
  description: null,
  is_required: true,
  min_selections: 1,
  max_selections: 1,
  modifiers: [{ id: "7d7c7a3e-0000-4000-8000-000000000002", name: "Hot", price_adjustment: 0 }],
};
const JERK = "11111111-1111-4111-8111-111111111111";
const RICE = "22222222-2222-4222-8222-222222222222";

function Card({ itemId }: { itemId: string }) {
  const { isLoading, groups } = useItemModifiers(itemId);
  return (
    <p>
      {isLoading
        ? `${itemId}: loading`
        : `${itemId}: ${groups.map((group) => group.name).join(",") || "none"}`}
    </p>
  );
}

function Page({ initialGroups }: { initialGroups?: Record<string, ModifierGroupView[]> }) {
  return (
    <MenuModifiersProvider itemIds={[JERK, RICE]} initialGroups={initialGroups}>
      <Card itemId={JERK} />
      <Card itemId={RICE} />
    </MenuModifiersProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("MenuModifiersProvider", () => {
  it("with the page's groups: the server's HTML and the first render show every card ready, and nothing is asked for", async () => {
    const fetchMock = vi.fn(() => Promise.reject(new Error("no request expected")));
    vi.stubGlobal("fetch", fetchMock);
    const html = renderToString(<Page initialGroups={{ [JERK]: [SPICE] }} />);
    expect(html).toContain(`${JERK}: Spice level`);
    expect(html).toContain(`${RICE}: none`);
    expect(html).not.toContain("loading");

    render(<Page initialGroups={{ [JERK]: [SPICE] }} />);
    expect(screen.getByText(`${JERK}: Spice level`)).toBeTruthy();
    expect(screen.getByText(`${RICE}: none`)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("without them: the cards wait for the one request", async () => {
    const other = "33333333-3333-4333-8333-333333333333";
    const fetchMock = vi.fn((url: string) => {
      expect(url).toContain(`itemIds=${other}`);
      return Promise.resolve(Response.json({ groups: { [other]: [SPICE] } }));
    });
    vi.stubGlobal("fetch", fetchMock);
    render(
      <MenuModifiersProvider itemIds={[other]}>
        <Card itemId={other} />
      </MenuModifiersProvider>,
    );
    expect(screen.getByText(`${other}: loading`)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(`${other}: Spice level`)).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
