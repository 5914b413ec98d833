// The confirmation pages opened without a session: the server's HTML already holds the page's
// level-one heading (the final view's), not a loading text that only hydration replaces.
import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import OrderConfirmationPage, { loader as orderLoader } from "./order-confirmation.tsx";
import CateringConfirmationPage, { loader as cateringLoader } from "./catering-confirmation.tsx";

type PageComponent = (props: { loaderData: unknown }) => ReactElement;

/**
 * The page as the server renders it from its loader's answer (no effects run, as in SSR). Without a
 * session the loaders answer before touching the request's context.
 */
async function serverHtml(path: string, page: unknown, loader: (args: never) => Promise<unknown>) {
  const request = new Request(`http://shop.test${path}`);
  const loaderData = await loader({ request, context: {}, params: {} } as never);
  const Page = page as PageComponent;
  const Stub = createRoutesStub([
    { path: path.split("?")[0]!, Component: () => <Page loaderData={loaderData} /> },
  ]);
  return renderToString(<Stub initialEntries={[path]} />);
}

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]!);
}

describe("confirmation pages opened without a session, as the server renders them", () => {
  it("/order-confirmation has the heading Order information not found...", async () => {
    const html = await serverHtml("/order-confirmation", OrderConfirmationPage, orderLoader);
    expect(headingsOf(html)).toEqual(["Order information not found..."]);
  });

  it("/catering-confirmation has the heading No order information found.", async () => {
    const html = await serverHtml("/catering-confirmation", CateringConfirmationPage, cateringLoader);
    expect(headingsOf(html)).toEqual(["No order information found."]);
    expect(html).not.toContain("Loading your order...");
  });
});
