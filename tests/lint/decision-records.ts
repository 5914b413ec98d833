// The decisions' own lines (Date, Status, Amends, Amended-by, Supersedes) and their index
// (docs/decisions/README.md), read and checked against each other. Pure: a test hands it the files.

export type DecisionFile = { name: string; text: string };

type Decision = {
  number: string;
  name: string;
  title: string;
  date?: string;
  status?: string;
  amends: string[];
  amendedBy: string[];
  supersedes: string[];
};

const STATUS = /^(?:Accepted|Amended by \d{3}(?:, \d{3})*|Superseded by \d{3})$/;
/** A line of the header block; the last one has no trailing backslash. */
const headerLine = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}: (.*?)\\\\?$`, "gm"))].map((match) => match[1]!);
const numbersOf = (values: string[]) => values.map((value) => /^(\d{3})\b/.exec(value)?.[1] ?? value);

function readDecision(file: DecisionFile, problems: string[]): Decision | null {
  const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(file.name)?.[1];
  if (!number) {
    problems.push(`${file.name}: a decision's file is named NNN-words.md`);
    return null;
  }
  const title = new RegExp(`^# ${number}: (.+)$`).exec(file.text.split("\n")[0] ?? "")?.[1];
  if (!title) problems.push(`${file.name}: the first line is "# ${number}: <title>"`);
  const [date, ...moreDates] = headerLine(file.text, "Date");
  const [status, ...moreStatuses] = headerLine(file.text, "Status");
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || moreDates.length)
    problems.push(`${file.name}: needs one "Date: YYYY-MM-DD" line`);
  if (!status || !STATUS.test(status) || moreStatuses.length)
    problems.push(
      `${file.name}: needs one "Status:" line: Accepted, Amended by NNN[, NNN] or Superseded by NNN`,
    );
  const decision: Decision = {
    number,
    name: file.name,
    title: title ?? "",
    date,
    status,
    amends: numbersOf(headerLine(file.text, "Amends")),
    amendedBy: numbersOf(headerLine(file.text, "Amended-by")),
    supersedes: numbersOf(headerLine(file.text, "Supersedes")),
  };
  for (const [key, values] of [
    ["Amends", headerLine(file.text, "Amends")],
    ["Amended-by", headerLine(file.text, "Amended-by")],
  ] as const) {
    for (const value of values) {
      if (!/^\d{3} \(.+\)$/.test(value))
        problems.push(`${file.name}: "${key}: ${value}" is "${key}: NNN (what changes)"`);
    }
  }
  return decision;
}

/** Everything wrong with the decisions and their index, one sentence each; empty when all is well. */
export function checkDecisions(files: DecisionFile[], index: string): string[] {
  const problems: string[] = [];
  const decisions = new Map<string, Decision>();
  for (const file of files) {
    const decision = readDecision(file, problems);
    if (!decision) continue;
    const other = decisions.get(decision.number);
    if (other) problems.push(`${file.name}: number ${decision.number} is taken by ${other.name}`);
    else decisions.set(decision.number, decision);
  }

  for (const decision of decisions.values()) {
    const { name, number, status = "" } = decision;
    const named = (other: string, line: string) => {
      const found = decisions.get(other);
      if (!found) problems.push(`${name}: "${line}" names no decision`);
      return found;
    };
    const amendedIn = /^Amended by (.+)$/.exec(status)?.[1]?.split(", ") ?? [];
    if ([...amendedIn].sort().join() !== [...decision.amendedBy].sort().join())
      problems.push(
        `${name}: "Status: Amended by …" and its "Amended-by:" lines name different decisions (${amendedIn.join(", ") || "none"} / ${decision.amendedBy.join(", ") || "none"})`,
      );
    for (const later of decision.amendedBy) {
      const found = named(later, `Amended-by: ${later}`);
      if (found && !found.amends.includes(number))
        problems.push(
          `${found.name}: amends ${number} (${name} says so) but has no "Amends: ${number} (…)" line`,
        );
    }
    for (const earlier of decision.amends) {
      const found = named(earlier, `Amends: ${earlier}`);
      if (found && !found.amendedBy.includes(number))
        problems.push(
          `${found.name}: is amended by ${number} (${name} says so) but has no "Amended-by: ${number} (…)" line`,
        );
    }
    const supersededBy = /^Superseded by (\d{3})$/.exec(status)?.[1];
    if (supersededBy) {
      const found = named(supersededBy, `Status: Superseded by ${supersededBy}`);
      if (found && !found.supersedes.includes(number))
        problems.push(
          `${found.name}: supersedes ${number} (${name} says so) but has no "Supersedes: ${number}" line`,
        );
    }
    for (const earlier of decision.supersedes) {
      const found = named(earlier, `Supersedes: ${earlier}`);
      if (found && found.status !== `Superseded by ${number}`)
        problems.push(
          `${found.name}: is superseded by ${number} (${name} says so) but its status is "${found.status}"`,
        );
    }
  }

  // the index: one row per decision, as its file says
  const rows = new Map<string, string>();
  for (const match of index.matchAll(/^\| \[(\d{3})\]\([^)]+\)\s*\|.*$/gm)) {
    const cells = match[0]
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/\\\|/g, "|"));
    rows.set(match[1]!, cells.join(" | "));
    if (!decisions.has(match[1]!))
      problems.push(`docs/decisions/README.md: lists ${match[1]}, which does not exist`);
  }
  for (const decision of decisions.values()) {
    const expected = [
      `[${decision.number}](${decision.name})`,
      decision.title,
      decision.date,
      decision.status,
    ].join(" | ");
    const row = rows.get(decision.number);
    if (!row) problems.push(`docs/decisions/README.md: has no row for ${decision.name} (| ${expected} |)`);
    else if (row !== expected)
      problems.push(
        `docs/decisions/README.md: the row of ${decision.number} reads "| ${row} |", its file says "| ${expected} |"`,
      );
  }
  return problems;
}
