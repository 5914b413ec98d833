// The admin's status and priority choices and the database's check constraints hold the same values.
import { describe, expect, it } from "vitest";
import { inquiries } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  INQUIRY_PRIORITIES,
  INQUIRY_STATUSES,
  inquiryPrioritySchema,
  inquiryStatusSchema,
} from "#domain/validation/admin-inquiries.ts";

const database = useTestDatabase();

async function stores(values: { status?: string; priority?: string }): Promise<boolean> {
  try {
    await database.db.transaction(async (tx) => {
      await tx
        .insert(inquiries)
        .values({ customer_name: "Ana", email: "ana@example.com", subject: "Hi", ...values });
      tx.rollback();
    });
  } catch (error) {
    if (error instanceof Error && error.message === "Rollback") return true;
    return false;
  }
  return true;
}

describe("inquiry status and priority", () => {
  it("every value the admin offers is one the database stores", async () => {
    for (const status of INQUIRY_STATUSES) expect(await stores({ status }), status).toBe(true);
    for (const priority of INQUIRY_PRIORITIES) expect(await stores({ priority }), priority).toBe(true);
  });

  it("the database stores no value the admin cannot choose", async () => {
    for (const status of ["closed", "deleted"]) {
      expect(inquiryStatusSchema.safeParse({ status }).success).toBe(false);
      expect(await stores({ status }), status).toBe(false);
    }
    for (const priority of ["urgent", "none"]) {
      expect(inquiryPrioritySchema.safeParse({ priority }).success).toBe(false);
      expect(await stores({ priority }), priority).toBe(false);
    }
  });
});
