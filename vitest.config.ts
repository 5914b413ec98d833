import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "domain/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/lint/**/*.test.ts",
      "tests/bundle/**/*.test.ts",
    ],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    // As in the browser tests: on CI a test that fails once is run again and reported by name as flaky.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
