// zod as every shared schema imports it. In the browser it parses without compiling validators
// through `new Function`: the pages' Content-Security-Policy forbids eval, and even zod's probe for
// it is reported as a policy violation. The server keeps the compiled (faster) parsers.
import { z } from "zod";

z.config({ jitless: typeof document !== "undefined" });

export { z };
