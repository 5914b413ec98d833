// A Star CloudPRNT printer for tests, written from Star's "Star CloudPRNT Protocol Guide" (Ver. 2.4.0,
// CloudPRNT Version HTTP) and its "StarPRNT Command Specifications" (Rev. 2.25). It speaks to a server
// over HTTP as a printer does:
// - polls with POST and the JSON body of "Polling the server (POST)" → "JSON Request" (`statusCode`
//   URL-encoded as printers send it, `printerMAC`, `status`, `printingInProgress`, `clientAction` with
//   its answers to the client actions the last answer asked for), and reads the "JSON Response"
//   (`jobReady`, `mediaTypes`, `jobToken`, `deleteMethod`, `clientAction`); a poll that asked client
//   actions is answered by another poll at once ("Client Action");
// - fetches the job with GET and the `type` it picked from `mediaTypes` (the first one its model takes,
//   "Content Media Types"), and `token` when its firmware has job tokens ("Print job requests (GET)";
//   token: HI01X 1.8, mC-Print2/3 3.2, TSP100IV 1.0, mC-Label3 1.0 and later);
// - decodes what it got: StarPRNT command bytes (only commands it knows, else 511), PNG (signature and
//   size, else 511), plain text; an answer other than 200 is confirmed with 520 ("Response (GET)");
// - confirms with DELETE and `code` ("Print job confirmation (DELETE)"), "200 OK" when printed, the code
//   a test scripts for a ticket it is to fail (510, 511, 520, 521, ...), or GET with `delete` when the
//   server asks for it (`deleteMethod: "GET"`).
// A media type no model lists (Star Document Markup) is never picked: the server must make one it takes.

/** The media types each model takes ("Content Media Types", Protocol Guide 2.4), and its firmware's job tokens. */
export const PRINTER_MODELS = {
  "mC-Print3": {
    clientType: "Star mC-Print3",
    mediaTypes: [
      "text/plain",
      "image/png",
      "application/vnd.star.starprnt",
      "application/vnd.star.starconfiguration",
      "image/vnd.star.png",
      "application/vnd.star.starprntcore",
      "application/octet-stream",
    ],
    jobTokenFrom: "3.2",
    printWidthDots: 576,
  },
  TSP100IV: {
    clientType: "Star TSP100IV",
    mediaTypes: [
      "text/plain",
      "image/png",
      "application/vnd.star.starprnt",
      "application/vnd.star.starconfiguration",
      "image/vnd.star.png",
      "application/vnd.star.starprntcore",
      "application/octet-stream",
    ],
    jobTokenFrom: "1.0",
    printWidthDots: 576,
  },
  "mC-Label3": {
    clientType: "Star mC-Label3",
    mediaTypes: [
      "text/plain",
      "image/png",
      "image/jpeg",
      "application/vnd.star.starprnt",
      "application/vnd.star.starconfiguration",
      "image/vnd.star.png",
      "application/vnd.star.starprntcore",
      "application/octet-stream",
    ],
    jobTokenFrom: "1.0",
    printWidthDots: 576,
  },
  /** The IFBD-HI01X interface card (a TSP650II, TSP700II or TSP800II behind it): Star Line mode, no StarPRNT. */
  HI01X: {
    clientType: "Star Intelligent Interface HI01X",
    mediaTypes: [
      "text/plain",
      "image/png",
      "image/jpeg",
      "application/vnd.star.line",
      "application/vnd.star.raster",
      "application/vnd.star.starprntcore",
      "application/octet-stream",
    ],
    jobTokenFrom: "1.8",
    printWidthDots: 576,
  },
} as const;

export type PrinterModel = keyof typeof PRINTER_MODELS;

/** A line as the printer prints it from StarPRNT commands. */
export type PrintedLine = {
  text: string;
  align: "left" | "centre" | "right";
  /** ESC i: character height and width multipliers */
  height: number;
  width: number;
  bold: boolean;
};

/** What the printer made of one job it fetched. */
export type FetchedTicket = {
  /** The media type it asked for (and got, as the answer's Content-Type). */
  mediaType: string;
  /** The token it sent back, when its firmware has job tokens. */
  token: string | null;
  /** The GET's HTTP status. */
  status: number;
  /** StarPRNT: the lines as printed; plain text: its lines; a picture: none. */
  lines: PrintedLine[];
  /** The printed text, line by line. */
  text: string;
  /** StarPRNT: how the paper was cut at the end (ESC d n), null when it was not. */
  cut: "full" | "partial" | null;
  /** A picture's size in dots and its bytes. */
  image: { width: number; height: number; bytes: Uint8Array } | null;
  /** Why it could not be printed (the code it will confirm with), null when it can. */
  refusal: string | null;
  /** The code it confirmed with, once it has. */
  code: string | null;
};

export type PollAnswer = {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
  deleteMethod?: "DELETE" | "GET";
  clientAction?: { request: string; options?: string }[];
};

const ESC = 0x1b;
const GS = 0x1d;

/**
 * Code page 1252's characters for bytes 0x80-0x9F (Unicode's CP1252.TXT; 0 where the byte has none);
 * 0xA0-0xFF are U+00A0-U+00FF. Node's TextDecoder reads "windows-1252" as ISO 8859-1, so not used.
 */
const CP1252_80_9F = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

function decodeCodePage1252(bytes: number[]): string {
  return bytes
    .map((byte) => {
      if (byte < 0x80 || byte >= 0xa0) return String.fromCharCode(byte);
      const code = CP1252_80_9F[byte - 0x80]!;
      if (code === 0) throw new Error(`Byte ${byte.toString(16)} has no character in code page 1252`);
      return String.fromCharCode(code);
    })
    .join("");
}

/**
 * StarPRNT command bytes as a printer prints them ("StarPRNT Command Specifications" Rev. 2.25, 2.3
 * "Standard Command Details"): ESC @ (initialize), ESC GS t n (code page, 2.3.1 "Font style and
 * Character Set"), ESC i n1 n2 ("Character Expansion Settings", 0-5 or "0"-"5"), ESC E / ESC F
 * ("Print Mode"), ESC GS a n ("Horizontal Direction Printing Position", 0-2 or "0"-"2"), ESC d n
 * ("Cutter Control", 0-3 or "0"-"3"), LF and CR. Any other command is one this printer does not take
 * here: it throws, as a printer that cannot decode the job answers 511.
 */
export function readStarPrnt(bytes: Uint8Array): {
  lines: PrintedLine[];
  cut: "full" | "partial" | null;
  codePage: number;
} {
  const lines: PrintedLine[] = [];
  let codePage = 0;
  let align: PrintedLine["align"] = "left";
  let height = 1;
  let width = 1;
  let bold = false;
  let cut: "full" | "partial" | null = null;
  let pending: number[] = [];
  let lineStyle: Omit<PrintedLine, "text"> | null = null;
  const digit = (value: number | undefined, max: number) => {
    if (value === undefined) throw new Error("A command ends before its parameters");
    const n = value >= 0x30 ? value - 0x30 : value;
    if (n < 0 || n > max) throw new Error(`Parameter ${value} is outside the command's defined area`);
    return n;
  };
  const decode = (chunk: number[]) => {
    if (codePage === 32) return decodeCodePage1252(chunk);
    if (chunk.some((byte) => byte >= 0x80)) throw new Error(`No code page for byte values above 0x7F`);
    return String.fromCharCode(...chunk);
  };
  const endLine = () => {
    lines.push({ text: decode(pending), ...(lineStyle ?? { align, height, width, bold }) });
    pending = [];
    lineStyle = null;
  };
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    if (byte === 0x0a) {
      endLine();
      continue;
    }
    if (byte === 0x0d) continue;
    if (byte === ESC) {
      const next = bytes[i + 1];
      if (next === 0x40) {
        codePage = 0;
        align = "left";
        height = 1;
        width = 1;
        bold = false;
        i += 1;
      } else if (next === 0x45 || next === 0x46) {
        bold = next === 0x45;
        i += 1;
      } else if (next === 0x69) {
        height = digit(bytes[i + 2], 5) + 1;
        width = digit(bytes[i + 3], 5) + 1;
        i += 3;
      } else if (next === 0x64) {
        const n = digit(bytes[i + 2], 3);
        if (pending.length > 0) endLine();
        cut = n === 1 || n === 3 ? "partial" : "full";
        i += 2;
      } else if (next === GS && bytes[i + 2] === 0x74) {
        if (bytes[i + 3] === undefined) throw new Error("ESC GS t without its code page");
        codePage = bytes[i + 3]!;
        i += 3;
      } else if (next === GS && bytes[i + 2] === 0x61) {
        align = (["left", "centre", "right"] as const)[digit(bytes[i + 3], 2)]!;
        i += 3;
      } else {
        throw new Error(`Unknown command ESC ${next?.toString(16) ?? "(end)"} at byte ${i}`);
      }
      continue;
    }
    if (byte < 0x20) throw new Error(`Control byte ${byte.toString(16)} at byte ${i}`);
    // a line is printed with the style its first character was set in
    if (pending.length === 0) lineStyle = { align, height, width, bold };
    pending.push(byte);
  }
  if (pending.length > 0) endLine();
  return { lines, cut, codePage };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size from its IHDR chunk (PNG specification, 11.2.2); throws when the bytes are not a PNG. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    throw new Error("Not a PNG image");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") throw new Error("PNG without IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function versionAtLeast(version: string, from: string): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const [fromMajor = 0, fromMinor = 0] = from.split(".").map(Number);
  return major > fromMajor || (major === fromMajor && minor >= fromMinor);
}

export type CloudPrntPrinterOptions = {
  /** The Server URL entered in the printer's CloudPRNT settings (ours carries `?key=`). */
  url: string;
  /** As the self-test prints it; sent as `printerMAC` and `mac`. */
  mac: string;
  model: PrinterModel;
  /** Its firmware version: job tokens only from the model's version on. */
  firmware: string;
  /** Its polling interval in seconds, as set in its CloudPRNT settings (default 5, as shipped). */
  pollIntervalSeconds?: number;
};

/** One Star CloudPRNT printer (see the top of this file). */
export class CloudPrntPrinter {
  readonly url: string;
  readonly mac: string;
  readonly model: PrinterModel;
  readonly firmware: string;
  readonly pollIntervalSeconds: number;
  /** Its status as the next poll reports it ("200 OK", "410 Out of paper", ...). */
  statusCode = "200 OK";
  /** Every job it fetched, in order. */
  readonly tickets: FetchedTicket[] = [];
  /** The client actions the server asked for, in order ("GetPollInterval", ...). */
  readonly askedActions: string[] = [];
  /** The code to confirm a fetched ticket with instead of "200 OK" (a failure a test scripts). */
  answer: (ticket: FetchedTicket) => string | undefined = () => undefined;
  private results: { request: string; result: unknown }[] = [];

  constructor(options: CloudPrntPrinterOptions) {
    this.url = options.url;
    this.mac = options.mac;
    this.model = options.model;
    this.firmware = options.firmware;
    this.pollIntervalSeconds = options.pollIntervalSeconds ?? 5;
  }

  get hasJobTokens(): boolean {
    return versionAtLeast(this.firmware, PRINTER_MODELS[this.model].jobTokenFrom);
  }

  /** The tickets it printed (confirmed 2xx). */
  get printed(): FetchedTicket[] {
    return this.tickets.filter((ticket) => ticket.code?.startsWith("2"));
  }

  private query(extra: Record<string, string | undefined>): string {
    const params = new URLSearchParams();
    params.set("mac", this.mac);
    for (const [name, value] of Object.entries(extra)) if (value !== undefined) params.set(name, value);
    return `${this.url}${this.url.includes("?") ? "&" : "?"}${params.toString()}`;
  }

  /** POST: its status and the answers to the client actions asked last time; the server's JSON answer. */
  async poll(): Promise<{ status: number; answer: PollAnswer | null }> {
    const results = this.results;
    this.results = [];
    const response = await fetch(this.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        status: "23 86 00 00 00 00 00 00 00 00 00 ",
        printerMAC: this.mac,
        statusCode: encodeURIComponent(this.statusCode),
        printingInProgress: false,
        clientAction: results.length > 0 ? results : null,
      }),
    });
    if (response.status !== 200) return { status: response.status, answer: null };
    const answer = (await response.json()) as PollAnswer;
    if (typeof answer.jobReady !== "boolean") throw new Error("The poll's answer has no jobReady");
    if (answer.jobReady && (!Array.isArray(answer.mediaTypes) || answer.mediaTypes.length === 0)) {
      throw new Error("A job is ready but no media type is offered");
    }
    for (const action of answer.clientAction ?? []) {
      this.askedActions.push(action.request);
      this.results.push({ request: action.request, result: this.clientActionResult(action.request) });
    }
    return { status: 200, answer };
  }

  /** Its answer to a client action ("Client Action" table). */
  private clientActionResult(request: string): unknown {
    const model = PRINTER_MODELS[this.model];
    if (request === "GetPollInterval") return this.pollIntervalSeconds;
    if (request === "ClientType") return model.clientType;
    if (request === "ClientVersion") return "1.0.0";
    if (request === "Encodings") return model.mediaTypes.join(";");
    return "";
  }

  /** GET: the job, in the first offered media type its model takes; decoded as it would print it. */
  async fetchJob(answer: PollAnswer): Promise<FetchedTicket> {
    const takes: readonly string[] = PRINTER_MODELS[this.model].mediaTypes;
    const mediaType = (answer.mediaTypes ?? []).find((type) => takes.includes(type)) ?? null;
    const token = this.hasJobTokens ? (answer.jobToken ?? null) : null;
    const ticket: FetchedTicket = {
      mediaType: mediaType ?? "",
      token,
      status: 0,
      lines: [],
      text: "",
      cut: null,
      image: null,
      refusal: null,
      code: null,
    };
    this.tickets.push(ticket);
    if (!mediaType) {
      ticket.refusal = "510 Incompatible media type";
      return ticket;
    }
    const response = await fetch(this.query({ type: mediaType, token: token ?? undefined }));
    ticket.status = response.status;
    if (response.status !== 200) {
      ticket.refusal = "520 Job download error";
      return ticket;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    try {
      if ((response.headers.get("content-type") ?? "").split(";")[0]!.trim() !== mediaType) {
        throw new Error("The job is not in the media type asked for");
      }
      if (mediaType === "application/vnd.star.starprnt") {
        const printed = readStarPrnt(bytes);
        ticket.lines = printed.lines;
        ticket.cut = printed.cut;
        ticket.text = printed.lines.map((line) => line.text).join("\n");
      } else if (mediaType === "image/png") {
        ticket.image = { ...readPngSize(bytes), bytes };
      } else if (mediaType === "text/plain") {
        ticket.text = new TextDecoder().decode(bytes);
        ticket.lines = ticket.text
          .split("\n")
          .map((text) => ({ text, align: "left", height: 1, width: 1, bold: false }));
      } else {
        throw new Error(`This printer does not decode ${mediaType} here`);
      }
    } catch {
      ticket.refusal = "511 Media decoding error";
    }
    return ticket;
  }

  /** DELETE (or GET with `delete` when the server asked): the ticket's code, with its token if it has one. */
  async confirm(ticket: FetchedTicket, code: string, deleteMethod: "DELETE" | "GET" = "DELETE") {
    ticket.code = code;
    const params = { code, token: ticket.token ?? undefined };
    const response =
      deleteMethod === "GET"
        ? await fetch(`${this.query(params)}&delete`)
        : await fetch(this.query(params), { method: "DELETE" });
    return response;
  }

  /**
   * One poll as the printer runs it: poll (again at once while the server asks client actions); when a
   * job is ready fetch it, print it, and confirm it "200 OK", or with the code it could not print it
   * with, or the code `answer` scripts for it. `loseConfirmation` drops the confirmation on the way.
   */
  async cycle(options: { loseConfirmation?: boolean } = {}): Promise<FetchedTicket | null> {
    let { answer } = await this.poll();
    for (let again = 0; answer && !answer.jobReady && (answer.clientAction?.length ?? 0) > 0; again += 1) {
      if (again === 3) throw new Error("The server keeps asking client actions");
      ({ answer } = await this.poll());
    }
    if (!answer?.jobReady) return null;
    const ticket = await this.fetchJob(answer);
    const code = ticket.refusal ?? this.answer(ticket) ?? "200 OK";
    if (options.loseConfirmation) {
      ticket.code = code;
      return ticket;
    }
    const confirmed = await this.confirm(ticket, code, answer.deleteMethod);
    if (confirmed.status !== 200) throw new Error(`The confirmation was answered ${confirmed.status}`);
    return ticket;
  }
}
