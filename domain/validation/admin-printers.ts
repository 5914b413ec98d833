// Settings → Printers (docs/product/06-admin.md §6.22): the printer form, checked by the form in the browser
// and again by the route action.
import { normaliseMacAddress, PRINTER_TAKES_OPTIONS } from "#domain/printers.ts";
import { idField } from "./id.ts";
import { plainString, requiredText } from "./text.ts";
import * as z from "./zod.ts";

export const PRINTER_NAME_MAX_LENGTH = 60;

export const printerSchema = z.object({
  name: requiredText("Name", PRINTER_NAME_MAX_LENGTH),
  mac_address: plainString("MAC address").check(
    z.trim(),
    z.minLength(1, "MAC address is required"),
    z.refine(
      (value) => normaliseMacAddress(value) !== null,
      "Enter the MAC address as printed on the printer's self-test, like 00:11:62:0A:1B:2C",
    ),
  ),
  takes: z.enum(PRINTER_TAKES_OPTIONS, { error: () => "Choose which orders it prints" }),
});

export type PrinterValues = z.infer<typeof printerSchema>;

/** "Print again" on the order page: one printer by its id, or every printer that takes the order. */
export const reprintSchema = z.object({
  printer: z.union([z.literal("all"), idField("Choose a printer")], { error: () => "Choose a printer" }),
});
