// Every decision says when it was made and where it stands (Date, Status, Amends/Amended-by), the two
// sides of an amendment agree, and docs/decisions/README.md lists each one as its file does.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDecisions, type DecisionFile } from "./decision-records.ts";

const DECISIONS = path.resolve(import.meta.dirname, "../../docs/decisions");

const decision = (number: string, title: string, header: string[]): DecisionFile => ({
  name: `${number}-${title.toLowerCase().replace(/\W+/g, "-")}.md`,
  text: `# ${number}: ${title}\n\n${header.join("\\\n")}\n\n## Context\n\nWhy.\n`,
});
const row = (file: DecisionFile, date: string, status: string) =>
  `| [${file.name.slice(0, 3)}](${file.name}) | ${file.text.split("\n")[0]!.slice(7)} | ${date} | ${status} |`;

const layers = decision("005", "Import paths and layers", [
  "Date: 2026-11-23",
  "Status: Amended by 115",
  "Amended-by: 115 (types may cross)",
]);
const types = decision("115", "Types cross the boundary", [
  "Date: 2026-11-25",
  "Status: Accepted",
  "Amends: 005 (types may cross)",
]);
const INDEX = [
  "| number | decision | date | status |",
  "| --- | --- | --- | --- |",
  row(layers, "2026-11-23", "Amended by 115"),
  row(types, "2026-11-25", "Accepted"),
].join("\n");

describe("decisions", () => {
  it("a decision with its lines, both sides of its amendment and its row in the index passes", () => {
    expect(checkDecisions([layers, types], INDEX)).toEqual([]);
  });

  it("a decision without a date or a status, or missing from the index, is named", () => {
    const undated = decision("187", "Errors recognised by brand", ["Status: Accepted"]);
    const noStatus = decision("188", "Trusted proxies by address", ["Date: 2026-11-29"]);
    expect(checkDecisions([layers, types, undated, noStatus], INDEX)).toEqual([
      `${undated.name}: needs one "Date: YYYY-MM-DD" line`,
      `${noStatus.name}: needs one "Status:" line: Accepted, Amended by NNN[, NNN] or Superseded by NNN`,
      `docs/decisions/README.md: has no row for ${undated.name} (| [187](${undated.name}) | Errors recognised by brand |  | Accepted |)`,
      `docs/decisions/README.md: has no row for ${noStatus.name} (| [188](${noStatus.name}) | Trusted proxies by address | 2026-11-29 |  |)`,
    ]);
  });

  it("an amendment told on one side only, or a row that says otherwise than its file, is named", () => {
    const silent = decision("005", "Import paths and layers", ["Date: 2026-11-23", "Status: Accepted"]);
    expect(checkDecisions([silent, types], INDEX)).toEqual([
      `${silent.name}: is amended by 115 (${types.name} says so) but has no "Amended-by: 115 (…)" line`,
      `docs/decisions/README.md: the row of 005 reads "| [005](${silent.name}) | Import paths and layers | 2026-11-23 | Amended by 115 |", its file says "| [005](${silent.name}) | Import paths and layers | 2026-11-23 | Accepted |"`,
    ]);
  });

  it("every decision in docs/decisions has its lines and its row in the index", () => {
    const files = readdirSync(DECISIONS)
      .filter((name) => name !== "README.md" && name.endsWith(".md"))
      .map((name) => ({ name, text: readFileSync(path.join(DECISIONS, name), "utf8") }));
    expect(files.length).toBeGreaterThan(40);
    expect(checkDecisions(files, readFileSync(path.join(DECISIONS, "README.md"), "utf8"))).toEqual([]);
  });
});
