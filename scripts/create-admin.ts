// `npm run admin:create -- --email you@example.com --name "Your Name"`: creates an admin from the
// shell, or sets a new password for an existing account (and makes it an admin), for when nobody
// can sign in any more. The password is asked for on the terminal, or read from ADMIN_PASSWORD.
// On the embedded database, stop the server first: one process owns its data folder.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { databaseOptions } from "#server/db/options.ts";
import { secureDataFolders } from "#server/data-folder.ts";
import { createOrResetAdmin } from "#server/admins/admin-service.ts";
import { adminSetupSchema } from "#domain/validation/admin-auth.ts";

async function askPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY)
    throw new Error("Set ADMIN_PASSWORD, or run this in a terminal to type the password.");
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await terminal.question("Password (at least 12 characters, upper and lower case and a number): ");
  } finally {
    terminal.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" } },
  });
  if (!values.email)
    throw new Error('Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]');
  const password = await askPassword();
  const parsed = adminSetupSchema.safeParse({
    name: values.name ?? values.email.split("@")[0],
    email: values.email,
    password,
    confirmPassword: password,
  });
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"),
    );
  }
  const config = loadConfig();
  secureDataFolders(config, console.log);
  const database = await openDatabase(databaseOptions(config));
  try {
    await database.migrate();
    const result = await createOrResetAdmin(database.db, parsed.data);
    console.log(
      result.created
        ? `Admin ${parsed.data.email} created. Sign in at ${config.publicUrl}/admin/login.`
        : `Password of ${parsed.data.email} reset (it is an admin; its sessions were signed out).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
