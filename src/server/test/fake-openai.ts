/**
 * A small fake OpenAI-compatible server on 127.0.0.1 for tests: POST /v1/chat/completions
 * answers with scripted JSON for Kurswerk's generation operations (recognised by the
 * response_format schema name: course_structure, module_content, course_header_translation,
 * module_translation, review_first_pass, project_draft; any other name with a `<source>`
 * JSON, e.g. project_translation, is translated the same way).
 *
 * Scenario per request: a marker `[[fake:<scenario>]]` anywhere in the messages (for
 * example in a course title; for module content not in the list of the other modules), else the default set with POST /__fake/scenario
 * {"scenario": "..."} (or the `scenario` option), else "happy".
 *   happy                answers valid JSON
 *   invalid-json-once    first answer per prompt is not JSON, then valid
 *   invalid-json         never JSON
 *   invalid-schema       JSON of the wrong shape, always
 *   slow                 waits slowMs (default 5000) before a valid answer
 *   hang                 never answers (until the client gives up: abort or time limit)
 *   http-500             HTTP 500, always
 *   http-500-once        HTTP 500 once per prompt, then valid (the SDK retries)
 *   length               truncated JSON with finish_reason "length"
 *   shape-mismatch       translations drop a quiz choice or a lesson, always
 *   shape-mismatch-once  the same, once per prompt, then valid
 *   xss                  valid answers whose module and lesson texts carry hostile HTML,
 *                        script, event-handler and javascript: payloads (see XSS)
 *   practice-broken      module content whose runnable exercises (when the prompt asks for
 *                        them, "## Runnable exercises") have a model solution that fails its
 *                        check, always
 *   practice-broken-once the same, once per prompt, then a sound exercise
 *   stream-slow          module content with as many lessons as the prompt asks for,
 *                        streamed (when asked to) in small pieces with a pause between
 *                        them (`[[fake-chunk-ms:MS]]` or the `chunkMs` option, default 50)
 * Other markers: `[[fake-modules:N]]` sets the number of modules of an outline;
 * `[[fake-delay:MS]]` (or the `delayMs` option) delays every answer (to watch progress).
 *
 * A request with `stream: true` is answered as a chat completion stream (SSE `data:` chunks
 * with `choices[0].delta.content`, a usage chunk when `stream_options.include_usage` asks
 * for it, then `[DONE]`): the tutor (no response_format) in several pieces, its messages
 * recorded (`messages`) so tests can check the prompt that reached the model; a structured
 * operation (module content) as its JSON cut into pieces.
 *
 * GET /__fake/requests lists the requests seen; POST /__fake/reset forgets them.
 * Run standalone: `npx tsx src/server/test/fake-openai.ts --port 4010 [--delay 300]`.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export const FAKE_SCENARIOS = [
  "happy",
  "invalid-json-once",
  "invalid-json",
  "invalid-schema",
  "slow",
  "hang",
  "http-500",
  "http-500-once",
  "length",
  "shape-mismatch",
  "shape-mismatch-once",
  "xss",
  "stream-slow",
  "practice-broken",
  "practice-broken-once",
] as const;
export type FakeScenario = (typeof FAKE_SCENARIOS)[number];

export interface FakeRequest {
  operation: string;
  scenario: FakeScenario;
  status: number;
  outcome: string;
  /** Streamed (tutor) requests: the messages as sent, system first. */
  messages?: { role: string; content: string }[];
}

export interface FakeOpenAI {
  /** Base URL for AI_BASE_URL, ending in /v1. */
  url: string;
  port: number;
  requests: FakeRequest[];
  setScenario(scenario: FakeScenario): void;
  reset(): void;
  close(): Promise<void>;
}

export interface FakeOpenAIOptions {
  port?: number;
  scenario?: FakeScenario;
  slowMs?: number;
  delayMs?: number;
  /** Pause between the pieces of a "stream-slow" answer. */
  chunkMs?: number;
}

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string }[];
}
interface ChatBody {
  model?: string;
  messages?: ChatMessage[];
  response_format?: { type: string; json_schema?: { name?: string } };
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

const LANGUAGE_CODES: Record<string, string> = {
  German: "DE",
  English: "EN",
  Spanish: "ES",
  French: "FR",
};

const textOf = (m: ChatMessage) =>
  typeof m.content === "string" ? m.content : m.content.map((p) => p.text ?? "").join("");

function operationOf(body: ChatBody, all: string): string {
  const name = body.response_format?.json_schema?.name;
  if (name) return name;
  if (all.includes("<source>"))
    return all.includes('"lessons"') ? "module_translation" : "course_header_translation";
  if (all.includes("## This module")) return "module_content";
  return "course_structure";
}

function outline(all: string) {
  const count = Number(/\[\[fake-modules:(\d+)\]\]/.exec(all)?.[1] ?? 3);
  const names = [
    "Grundlagen",
    "Werkzeuge",
    "Praxis",
    "Vertiefung",
    "Qualität",
    "Projekt",
    "Ausblick",
    "Extra",
  ];
  return {
    modules: Array.from({ length: Math.max(1, Math.min(count, 12)) }, (_, i) => ({
      title: `${names[i % names.length]} ${i + 1}`,
      description: `Beschreibung des Moduls ${names[i % names.length]} ${i + 1}: was Lernende danach können.`,
    })),
  };
}

/**
 * A runnable JavaScript exercise (when the prompt asks for runnable exercises): `summe(a, b)`
 * with one visible check; `broken`: the model solution subtracts.
 */
function practiceOf(all: string, broken: boolean) {
  if (!all.includes("## Runnable exercises")) return {};
  const body = broken ? "return a - b;" : "return a + b;";
  return {
    practice: {
      runtime: "javascript",
      starter_files: [{ name: "main.js", content: "function summe(a, b) {\n  // TODO\n}\n" }],
      solution_files: [{ name: "main.js", content: `function summe(a, b) {\n  ${body}\n}\n` }],
      checks: [
        {
          title: "summe(2, 3) gibt 5 zurück",
          hidden: false,
          code: "expectEqual(summe(2, 3), 5);",
          expected_rows: null,
          expected_columns: null,
          ordered: false,
        },
      ],
      dataset: null,
    },
  };
}

/** Two lessons, or (stream-slow) as many as the prompt asks for. */
function moduleContent(all: string, asked = false, brokenPractice = false) {
  const module = /## This module\nTitle: (.*)/.exec(all)?.[1]?.trim() ?? "Modul";
  const count = asked ? Number(/- (\d+) lessons \(between/.exec(all)?.[1] ?? 2) : 2;
  return {
    lessons: Array.from({ length: count }, (_, i) => i + 1).map((n) => ({
      title: `${module}: Lektion ${n}`,
      content: `## ${module}, Lektion ${n}\n\nDies ist der Lehrtext der Lektion ${n} mit einem Beispiel und \`Code\`.\n\n- Punkt eins\n- Punkt zwei`,
      learning_objective: `Du kannst die Inhalte von Lektion ${n} anwenden.`,
      estimated_duration_minutes: n === 1 ? 20 : null,
      code_examples: [
        {
          description: `Beispiel zu Lektion ${n}`,
          language: n === 1 ? "python" : "javascript",
          code: n === 1 ? "# Ausgabe\nprint('Hallo')" : "// Ausgabe\nconsole.log('Hallo');",
        },
      ],
      exercise: {
        task: `Aufgabe zu Lektion ${n}`,
        hint: "Ein Hinweis",
        solution: "Die Musterlösung",
        ...practiceOf(all, brokenPractice),
      },
      quiz: {
        question: `Frage zu Lektion ${n}?`,
        choices: ["Antwort A", "Antwort B", "Antwort C"],
        correct_answer: 1,
        explanation: "Weil B richtig ist.",
      },
    })),
  };
}

/** The hostile payloads of the "xss" scenario; each sets window.__xss or opens a dialog if it ever runs. */
export const XSS = {
  script: "<script>window.__xss=1</script>",
  img: '<img src=x onerror="window.__xss=1">',
  imgBare: "<img src=x onerror=window.__xss=1>",
  svg: '<svg onload="alert(1)"></svg>',
  iframe: '<iframe src="javascript:window.__xss=1"></iframe>',
  rawLink: '<a href="javascript:window.__xss=1">roh</a>',
  link: "[klick](javascript:window.__xss=1)",
  dataLink: "[daten](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  autolink: "<javascript:window.__xss=1>",
  image: "![bild](javascript:window.__xss=1)",
  details: '<details open ontoggle="window.__xss=1">auf</details>',
} as const;

/** "xss": every text field of every lesson (and the module texts) carries payloads; still schema-valid. */
function xssModuleContent(all: string) {
  const module = /## This module\nTitle: (.*)/.exec(all)?.[1]?.trim() ?? "Modul";
  return {
    lessons: [1, 2].map((n) => ({
      title: `${module}: Lektion ${n} ${XSS.imgBare}`,
      content: [
        `## Lektion ${n} ${XSS.img}`,
        `Harmloser Lehrtext ${n} mit \`${XSS.script}\` als Inline-Code.`,
        XSS.script,
        XSS.img,
        `${XSS.link} und ${XSS.autolink} und ${XSS.dataLink} und [ref][böse]`,
        XSS.iframe,
        XSS.rawLink,
        XSS.image,
        XSS.svg,
        XSS.details,
        "[böse]: javascript:window.__xss=1",
      ].join("\n\n"),
      learning_objective: `Ziel ${n} ${XSS.imgBare}`,
      estimated_duration_minutes: 10,
      code_examples: [
        {
          description: `Beschreibung ${XSS.script} ${XSS.img} ${XSS.link}`,
          language: "html",
          code: `</code></pre>${XSS.script}${XSS.img}`,
        },
        {
          description: `Noch ein Beispiel ${XSS.iframe}`,
          language: "javascript",
          code: `document.body.innerHTML = '${XSS.imgBare}';`,
        },
      ],
      exercise: {
        task: `Aufgabe ${n} ${XSS.img} ${XSS.link} ${XSS.script}`,
        hint: `Tipp ${XSS.script} ${XSS.iframe} ${XSS.autolink}`,
        solution: `Lösung ${XSS.img} ${XSS.rawLink}\n\n\`\`\`html\n${XSS.script}\n\`\`\``,
        ...(all.includes("## Runnable exercises") ? { practice: null } : {}),
      },
      quiz: {
        question: `Frage ${n}: was passiert mit ${XSS.imgBare}?`,
        choices: [XSS.imgBare, XSS.script, XSS.link],
        correct_answer: 1,
        explanation: `Erklärung ${XSS.img} ${XSS.link} ${XSS.svg}`,
      },
    })),
  };
}

function sourceOf(all: string): unknown {
  const m = /<source>\n([\s\S]*?)\n<\/source>/.exec(all);
  return m ? JSON.parse(m[1]) : {};
}

/** Prefixes every translatable text; ids, null values and code stay as they are. */
function translate(value: unknown, tag: string, key = ""): unknown {
  if (typeof value === "string") {
    if (key === "id" || key === "code") return value;
    return value.trim() ? `[${tag}] ${value}` : value;
  }
  if (Array.isArray(value))
    return value.map((v) => translate(v, tag, key === "choices" ? "choice" : key));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v, tag, k)]));
  return value;
}

interface LessonLike {
  quizzes?: { choices: string[] }[];
}

function breakShape(module: { lessons?: LessonLike[]; id?: string }) {
  const withQuiz = module.lessons?.find((l) => l.quizzes?.length);
  if (withQuiz?.quizzes) withQuiz.quizzes[0].choices.pop();
  else if (module.lessons?.length) module.lessons.pop();
  else module.id = `${module.id ?? ""}-changed`;
  return module;
}

/** The tutor's scripted answer, streamed in pieces (so a test sees it arrive in parts). */
export const FAKE_TUTOR_ANSWER = [
  "Gute Frage! ",
  "Denk an die **Schleife** ",
  "Schritt für Schritt: ",
  "Was passiert beim ersten Durchlauf?",
];

/** Cuts a text into pieces of `size` characters (the streamed JSON of an operation). */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** A chat completion stream of `parts` with `pauseMs` between them (OpenAI's SSE format). */
async function streamChat(
  res: ServerResponse,
  body: ChatBody,
  all: string,
  parts: string[],
  pauseMs: number,
  finish = "stop",
) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const base = {
    id: "chatcmpl-fake-stream",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? "fake",
  };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null, usage?: unknown) =>
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`;
  res.write(chunk({ role: "assistant", content: "" }));
  for (const piece of parts) {
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    // The client gave up (cancel, time limit): stop writing.
    if (res.destroyed) return false;
    res.write(chunk({ content: piece }));
  }
  const completion = Math.ceil(parts.join("").length / 4);
  res.write(chunk({}, finish));
  if (body.stream_options?.include_usage)
    res.write(
      `data: ${JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: Math.ceil(all.length / 4), completion_tokens: completion, total_tokens: Math.ceil(all.length / 4) + completion } })}\n\n`,
    );
  res.end("data: [DONE]\n\n");
  return true;
}

export async function startFakeOpenAI(opts: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  let defaultScenario: FakeScenario = opts.scenario ?? "happy";
  const seen = new Map<string, number>();
  const requests: FakeRequest[] = [];
  const slowMs = opts.slowMs ?? 5000;

  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  // The response's "close" fires when the client gives up (the request's fires after its body).
  const sleep = (ms: number, res: ServerResponse) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      res.once("close", () => {
        clearTimeout(t);
        resolve();
      });
    });

  async function completions(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse((await readBody(req)) || "{}") as ChatBody;
    const messages = body.messages ?? [];
    const all = messages.map(textOf).join("\n");
    const operation = body.stream && !body.response_format ? "tutor_chat" : operationOf(body, all);
    // A module's prompt lists the other modules too: their markers do not count for it.
    const scope =
      operation === "module_content"
        ? all.replace(/## All modules of the course[\s\S]*?(?=## This module)/, "")
        : all;
    const marker = /\[\[fake:([a-z0-9-]+)\]\]/.exec(scope)?.[1] as FakeScenario | undefined;
    const scenario: FakeScenario =
      marker && (FAKE_SCENARIOS as readonly string[]).includes(marker) ? marker : defaultScenario;
    // "once" scenarios count per prompt: system + first user message (repair messages follow them).
    const firstUser = messages.find((m) => m.role === "user");
    const system = messages.find((m) => m.role === "system");
    const key = createHash("sha1")
      .update(
        `${scenario}|${operation}|${system ? textOf(system) : ""}|${firstUser ? textOf(firstUser) : ""}`,
      )
      .digest("hex");
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    const log = (status: number, outcome: string) =>
      requests.push({ operation, scenario, status, outcome });

    const delay = Number(/\[\[fake-delay:(\d+)\]\]/.exec(all)?.[1] ?? opts.delayMs ?? 0);
    if (delay) await sleep(delay, res);
    if (scenario === "slow") await sleep(slowMs, res);
    if (scenario === "hang") await sleep(2 ** 31 - 1, res);
    if (req.socket.destroyed) return log(0, "client-gone");

    if (scenario === "http-500" || (scenario === "http-500-once" && nth === 1)) {
      log(500, "http-500");
      // A short retry-after keeps the SDK's transport retries fast in tests.
      return send(
        res,
        500,
        { error: { message: "fake server error", type: "server_error" } },
        { "retry-after-ms": "50" },
      );
    }

    if (operation === "tutor_chat") {
      requests.push({
        operation,
        scenario,
        status: 200,
        outcome: "stream",
        messages: messages.map((m) => ({ role: m.role, content: textOf(m) })),
      });
      const pause = Number(/\[\[fake-chunk-ms:(\d+)\]\]/.exec(all)?.[1] ?? 60);
      await streamChat(res, body, all, FAKE_TUTOR_ANSWER, pause);
      return;
    }

    let value: unknown;
    if (operation === "course_structure") {
      const o = outline(all);
      if (scenario === "xss")
        for (const m of o.modules) {
          m.title = `${m.title} ${XSS.imgBare}`;
          m.description = `${m.description} ${XSS.script} ${XSS.link}`;
        }
      value = o;
    } else if (operation === "module_content")
      value =
        scenario === "xss"
          ? xssModuleContent(all)
          : moduleContent(
              all,
              scenario === "stream-slow",
              scenario === "practice-broken" || (scenario === "practice-broken-once" && nth === 1),
            );
    else if (operation === "review_first_pass") value = firstPassDraft(all);
    else if (operation === "project_draft")
      value = projectDraft(
        all,
        scenario === "practice-broken" || (scenario === "practice-broken-once" && nth === 1),
      );
    else {
      const tag =
        LANGUAGE_CODES[
          / to (German|English|Spanish|French)/.exec(system ? textOf(system) : all)?.[1] ?? ""
        ] ?? "TR";
      value = translate(sourceOf(all), tag);
      const mismatch =
        scenario === "shape-mismatch" || (scenario === "shape-mismatch-once" && nth === 1);
      if (mismatch && operation === "module_translation")
        value = breakShape(value as { lessons?: LessonLike[] });
    }

    let content = JSON.stringify(value);
    let finish = "stop";
    let outcome = "ok";
    if (scenario === "invalid-json" || (scenario === "invalid-json-once" && nth === 1)) {
      content = `Gerne! Hier ist der Kurs: ${content.slice(0, 40)}`;
      outcome = "invalid-json";
    } else if (scenario === "invalid-schema") {
      content = JSON.stringify({ unexpected: true, items: [1, 2, 3] });
      outcome = "invalid-schema";
    } else if (scenario === "length") {
      content = content.slice(0, Math.floor(content.length / 2));
      finish = "length";
      outcome = "length";
    }
    if (body.stream) {
      const slow = scenario === "stream-slow";
      const pause = slow
        ? Number(/\[\[fake-chunk-ms:(\d+)\]\]/.exec(all)?.[1] ?? opts.chunkMs ?? 50)
        : 0;
      const complete = await streamChat(
        res,
        body,
        all,
        pieces(content, slow ? 40 : 400),
        pause,
        finish,
      );
      log(complete ? 200 : 0, complete ? outcome : "client-gone");
      return;
    }
    log(200, outcome);
    send(res, 200, {
      id: `chatcmpl-fake-${requests.length}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? "fake",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finish }],
      usage: {
        prompt_tokens: Math.ceil(all.length / 4),
        completion_tokens: Math.ceil(content.length / 4),
        total_tokens: Math.ceil((all.length + content.length) / 4),
      },
    });
  }

  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    const handle = async () => {
      if (req.method === "POST" && url === "/v1/chat/completions") return completions(req, res);
      if (req.method === "GET" && url === "/__fake/requests") return send(res, 200, { requests });
      if (req.method === "POST" && url === "/__fake/reset") {
        requests.length = 0;
        seen.clear();
        defaultScenario = opts.scenario ?? "happy";
        return send(res, 200, { ok: true });
      }
      if (req.method === "POST" && url === "/__fake/scenario") {
        const { scenario } = JSON.parse((await readBody(req)) || "{}") as { scenario?: string };
        if (!scenario || !(FAKE_SCENARIOS as readonly string[]).includes(scenario))
          return send(res, 400, { error: `unknown scenario; one of ${FAKE_SCENARIOS.join(", ")}` });
        defaultScenario = scenario as FakeScenario;
        return send(res, 200, { scenario });
      }
      send(res, 404, { error: { message: `no route ${req.method} ${url}` } });
    };
    handle().catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { message: String(err) } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    setScenario(s) {
      defaultScenario = s;
    },
    reset() {
      requests.length = 0;
      seen.clear();
      defaultScenario = opts.scenario ?? "happy";
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Standalone: npx tsx src/server/test/fake-openai.ts --port 4010 [--delay 300] [--scenario happy]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const fake = await startFakeOpenAI({
    port: Number(arg("port") ?? process.env.FAKE_OPENAI_PORT ?? 4010),
    delayMs: Number(arg("delay") ?? process.env.FAKE_OPENAI_DELAY_MS ?? 0),
    scenario: (arg("scenario") as FakeScenario | undefined) ?? "happy",
  });
  console.log(`fake OpenAI-compatible server on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/**
 * The reviewers' AI first pass (decision 0124): a note per rubric criterion named in the
 * prompt ("criterion-id: …"), and one comment on line 1 of the first file.
 */
/** The first pass's texts in the language the prompt asks for (decision 0145), German else. */
const FIRST_PASS_WORDS: Record<string, { note: (id: string) => string; line: string }> = {
  de: {
    note: (id) => `KI-Notiz zu ${id}: wirkt plausibel.`,
    line: "KI: Diese Zeile bitte prüfen.",
  },
  en: { note: (id) => `AI note on ${id}: looks plausible.`, line: "AI: please check this line." },
  es: { note: (id) => `Nota de IA sobre ${id}: parece plausible.`, line: "IA: revisa esta línea." },
  fr: { note: (id) => `Note IA sur ${id} : semble plausible.`, line: "IA : vérifie cette ligne." },
};

function firstPassDraft(all: string) {
  const ids = [...all.matchAll(/criterion-id: (\S+)/g)].map((m) => m[1]);
  const file = /<file name="([^"]+)">/.exec(all)?.[1] ?? null;
  const lang = /\(language code "([a-z]{2})"\)/.exec(all)?.[1] ?? "de";
  const words = FIRST_PASS_WORDS[lang] ?? FIRST_PASS_WORDS.de;
  return {
    criteria: ids.map((id, i) => ({
      criterionId: id,
      fulfilled: i === 0 ? true : null,
      note: words.note(id),
    })),
    comments: file ? [{ file, line: 1, body: words.line }] : [],
  };
}

/**
 * "Projekt mit KI entwerfen" (decision 0142): a capstone named after the course, one rubric
 * criterion per module listed in the prompt (at least three), and, when the prompt allows
 * the javascript runtime, a check with a model solution (failing when `broken`).
 */
function projectDraft(all: string, broken: boolean) {
  const course = /^Title: (.*)$/m.exec(all)?.[1] ?? "Kurs";
  const modules = [...all.matchAll(/^\d+\. ([^:\n]+):/gm)].map((m) => m[1]);
  const titles =
    modules.length >= 3
      ? modules.slice(0, 8)
      : [...modules, "Dokumentation", "Struktur", "Funktion"].slice(0, 3);
  const js = /runtime: one of [^\n]*javascript/.test(all);
  return {
    title: `KI-Abschlussprojekt: ${course}`,
    brief: `## Aufgabe\nBaue ein kleines Werkzeug zu „${course}“.\n\n${modules.map((m, i) => `${i + 1}. ${m}`).join("\n")}`,
    runtime: js ? "javascript" : "external",
    starter_files: js
      ? [{ name: "main.js", content: "function summe(a, b) {\n  // TODO\n}\n" }]
      : [],
    solution_files: js
      ? [
          {
            name: "main.js",
            content: `function summe(a, b) {\n  return ${broken ? "a - b" : "a + b"};\n}\n`,
          },
        ]
      : [],
    checks: js
      ? [
          {
            title: "summe(2, 3) gibt 5 zurück",
            hidden: false,
            code: "expectEqual(summe(2, 3), 5);",
            expected_rows: null,
            ordered: false,
          },
        ]
      : [],
    dataset: null,
    rubric: titles.map((t) => ({
      title: t,
      description: `Das Projekt zeigt „${t}“.`,
      fulfilled: `„${t}“ ist im Projekt nachvollziehbar umgesetzt.`,
    })),
  };
}
