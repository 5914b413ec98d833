// Lint rule: no import cycles, type-only imports included (a shared type lives in its own module).
// eslint-plugin-import-x's no-cycle skips type imports, so the project checks the whole graph itself:
// the TypeScript program that type-aware linting already built gives every file's static imports,
// resolved the way tsc resolves them (subpath imports included). The strongly connected components
// of that graph are the cycles; each import that stays inside one is reported.
import ts from "typescript";

/** @type {WeakMap<ts.Program, Map<string, Set<string>>>} file → the files in its cycle */
const cyclesByProgram = new WeakMap();

function staticImports(sourceFile) {
  const specifiers = [];
  for (const statement of sourceFile.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function buildGraph(program) {
  const options = program.getCompilerOptions();
  const graph = new Map();
  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.isDeclarationFile || sourceFile.fileName.includes("/node_modules/")) continue;
    const targets = new Set();
    for (const specifier of staticImports(sourceFile)) {
      const resolved = ts.resolveModuleName(specifier, sourceFile.fileName, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith(".d.ts")) {
        targets.add(resolved.resolvedFileName);
      }
    }
    graph.set(sourceFile.fileName, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components; only those of two or more files are cycles. */
function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycleOf = new Map();
  let counter = 0;

  const visit = (start) => {
    // Iterative, so a long import chain cannot overflow the call stack.
    const work = [{ node: start, targets: [...(graph.get(start) ?? [])], next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: [...(graph.get(target) ?? [])], next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const members = new Set();
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.add(member);
        } while (member !== frame.node);
        if (members.size > 1) for (const file of members) cycleOf.set(file, members);
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycleOf;
}

export const noImportCycles = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles, type-only imports included." },
    messages: {
      cycle: "Import cycle: {{path}} imports back into this file. Move the shared part into its own module.",
    },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    let cycleOf = cyclesByProgram.get(program);
    if (!cycleOf) {
      cycleOf = findCycles(buildGraph(program));
      cyclesByProgram.set(program, cycleOf);
    }
    const fileName = context.physicalFilename;
    const members = cycleOf.get(fileName);
    if (!members) return {};
    const options = program.getCompilerOptions();
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const resolved = ts.resolveModuleName(node.source.value, fileName, options, ts.sys).resolvedModule;
      if (resolved && members.has(resolved.resolvedFileName)) {
        const relative = resolved.resolvedFileName.replace(`${context.cwd}/`, "");
        context.report({ node, messageId: "cycle", data: { path: relative } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { "no-import-cycles": noImportCycles } };
