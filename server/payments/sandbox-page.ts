// The sandbox's hosted checkout page: plain server-rendered HTML with inline styles and no script
// (the CSP allows inline styles only). Every value is escaped.
import { formatUsd } from "#domain/money.ts";
import type { SandboxSessionView } from "#server/adapters/payments/sandbox.ts";
import { escapeHtml } from "#server/notifications/order-emails.ts";

export const TEST_CARD_PAYS = "4242 4242 4242 4242";
export const TEST_CARD_DECLINED = "4000 0000 0000 0002";
export const DECLINED_MESSAGE = "Your card was declined. Please use a different card.";
export const INVALID_CARD_MESSAGE = "Please enter a valid test card number.";
export const INVALID_EXPIRY_MESSAGE = "Please enter an expiry date (MM/YY) that has not passed.";
export const DEMO_MODE_TEXT = "Demo mode: payments are simulated";

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;background:#f3f4f6;color:#1f2937;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{width:100%;max-width:440px;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.08);padding:28px}
.demo p{margin:0}
.demo{position:fixed;top:0;left:0;right:0;margin:0;padding:6px 16px;background:#fef3c7;color:#451a03;text-align:center;font-size:14px;font-weight:600}
body{padding-top:56px}
.badge{display:inline-block;margin:0 0 8px;padding:2px 10px;border-radius:999px;background:#fef3c7;color:#78350f;font-size:13px;font-weight:600}
h1{margin:0;font-size:22px}
.lead{margin:4px 0 20px;color:#4b5563}
table{width:100%;border-collapse:collapse;margin-bottom:20px;font-size:15px}
th,td{padding:6px 0;text-align:left;vertical-align:top}
thead th{border-bottom:1px solid #e5e7eb;color:#4b5563;font-weight:600;font-size:13px}
td.num,th.num{text-align:right;white-space:nowrap;padding-left:12px}
.desc{display:block;color:#4b5563;font-size:13px}
tfoot th,tfoot td{border-top:1px solid #e5e7eb}
tfoot tr:last-child th,tfoot tr:last-child td{font-weight:700;font-size:17px}
label{display:block;font-weight:600;font-size:14px;margin:12px 0 4px}
input{width:100%;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;font:inherit;color:#1f2937;background:#fff}
input:focus{outline:3px solid #fdba74;outline-offset:1px;border-color:#9a3412}
input[aria-invalid=true]{border-color:#b91c1c}
.row{display:flex;gap:12px}.row>div{flex:1}
.hint{margin:6px 0 0;font-size:13px;color:#4b5563}
.nowrap{white-space:nowrap}
.error{margin:0 0 12px;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b;font-weight:600}
button{width:100%;margin-top:20px;padding:12px;border:0;border-radius:8px;background:#c2410c;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button:hover{background:#9a3412}
button:focus-visible,a:focus-visible{outline:3px solid #fdba74;outline-offset:2px}
.cancel{display:block;margin-top:14px;text-align:center;color:#9a3412;font-weight:600}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<aside class="demo" aria-label="Demo mode"><p>${DEMO_MODE_TEXT}</p></aside>
<main>
${body}
</main>
</body>
</html>`;
}

export type CheckoutPageInput = {
  businessName: string;
  session: SandboxSessionView;
  error?: string;
  cardNumber?: string;
  expiry?: string;
};

export function renderSandboxCheckoutPage(input: CheckoutPageInput): string {
  const { businessName, session, error } = input;
  const lines = session.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.title)}${line.description ? `<span class="desc">${escapeHtml(line.description)}</span>` : ""}</td><td class="num">${line.quantity}</td><td class="num">${formatUsd(line.unitAmount * line.quantity)}</td></tr>`,
    )
    .join("\n");
  const described = error ? "card-error card-help" : "card-help";
  const invalid = error ? ` aria-invalid="true"` : "";
  const orderLine = session.orderNumber ? `Order ${escapeHtml(session.orderNumber)}` : "Your order";
  const body = `<p class="badge">Test mode: no real card is charged</p>
<h1>${escapeHtml(businessName)}</h1>
<p class="lead">${orderLine}</p>
<table>
<caption class="lead" style="text-align:left;margin:0 0 4px;font-weight:600">Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${lines}
</tbody>
<tfoot>
<tr><th scope="row" colspan="2">Subtotal</th><td class="num">${formatUsd(session.subtotal)}</td></tr>
${session.discount > 0 ? `<tr><th scope="row" colspan="2">Discount</th><td class="num">-${formatUsd(session.discount)}</td></tr>\n` : ""}<tr><th scope="row" colspan="2">Tax</th><td class="num">${formatUsd(session.tax)}</td></tr>
${session.tip > 0 ? `<tr><th scope="row" colspan="2">Tip</th><td class="num">${formatUsd(session.tip)}</td></tr>\n` : ""}<tr><th scope="row" colspan="2">Total</th><td class="num">${formatUsd(session.total)}</td></tr>
</tfoot>
</table>
<form method="post" action="/pay/sandbox/${escapeHtml(encodeURIComponent(session.id))}" novalidate>
${error ? `<p id="card-error" class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required aria-describedby="${described}"${invalid} value="${escapeHtml(input.cardNumber ?? "")}">
<p id="card-help" class="hint">Test cards: <span class="nowrap">${TEST_CARD_PAYS}</span> pays; <span class="nowrap">${TEST_CARD_DECLINED}</span> is declined.</p>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" maxlength="7" value="${escapeHtml(input.expiry ?? "")}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></div>
</div>
<button type="submit">Pay ${formatUsd(session.total)}</button>
</form>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel</a>`;
  return page(`Pay ${formatUsd(session.total)} - ${businessName}`, body);
}

export function renderSandboxNoticePage(input: {
  businessName: string;
  heading: string;
  message: string;
  link?: { href: string; label: string };
}): string {
  const link = input.link
    ? `<a class="cancel" href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a>`
    : "";
  const body = `<p class="badge">Test mode</p>
<h1>${escapeHtml(input.heading)}</h1>
<p class="lead">${escapeHtml(input.message)}</p>
${link}`;
  return page(`${input.heading} - ${input.businessName}`, body);
}
