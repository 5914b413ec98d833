// A staff reply to a customer (a contact message, a catering request): stored and emailed.
import * as z from "./zod.ts";
import { requiredText } from "./text.ts";

export const STAFF_REPLY_MAX_LENGTH = 5000;

export const staffReplySchema = z.object({
  message: requiredText("Reply", STAFF_REPLY_MAX_LENGTH),
});
