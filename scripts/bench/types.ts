// The shape every benchmark suite shares. A suite is one module exporting a `Suite`; index.ts lists them.

export type Budget = { max?: number; min?: number };

export type Metric = {
  /** Unique within the suite, e.g. "warm start (median)" or "/menu performance". */
  name: string;
  /** NaN means "could not be measured" (written as null in JSON); it fails any budget. */
  value: number;
  /** "ms", "score", "KB", "bytes", "req/s", "count" (whole numbers), "" (unitless, e.g. CLS)… */
  unit: string;
  /** Inclusive bounds: pass when min <= value <= max. No budget = informational. */
  budget?: Budget;
};

export type SuiteResult = {
  metrics: Metric[];
  notes?: string[];
};

export type BenchContext = {
  /** The repository root. */
  root: string;
  /** bench-results/: suites may write extra files below it (e.g. bench-results/lighthouse/). */
  resultsDir: string;
  /** Progress line on stderr, prefixed with the suite's name. */
  log: (message: string) => void;
};

export type Suite = {
  name: string;
  run: (ctx: BenchContext) => Promise<SuiteResult>;
};
