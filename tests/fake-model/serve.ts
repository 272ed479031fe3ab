import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";
import { DEFAULT_SETTINGS, type FakeAnswer, FakeModel, type FakeModelSettings } from "./core.ts";

/**
 * The fake model (./core.ts) as an HTTP server, for `npm run bench` and Playwright:
 *
 *   node tests/fake-model/serve.ts --port 8830 --first-token-ms 2000 --per-token-ms 10 [--api-key K] [--host H]
 *
 * Prints its base URL (`http://127.0.0.1:8830/v1`, for OPENAI_BASE_URL) as its first line of stdout
 * once listening (port 0 picks a free one). Control endpoints (JSON):
 *   GET  /__fake/settings   the settings and how many answers are queued
 *   POST /__fake/settings   {firstTokenMs?, perTokenMs?, apiKey?, whenIdle?}: changes them, answers the settings
 *   POST /__fake/queue      [FakeAnswer, …] (or {answers: […]}): the next requests' answers or failures
 *                           (also at /__fake/enqueue)
 *   GET  /__fake/requests   every request: {method, path, answer, stream, status, receivedAt, firstByteAt, endAt, body}
 *   POST /__fake/reset      forgets the queue and the requests, settings back to the command line's
 */

const { values } = parseArgs({
	options: {
		port: { type: "string", default: "0" },
		host: { type: "string", default: "127.0.0.1" },
		"first-token-ms": { type: "string", default: "0" },
		"per-token-ms": { type: "string", default: "0" },
		"api-key": { type: "string", default: DEFAULT_SETTINGS.apiKey },
	},
});

const startSettings: FakeModelSettings = {
	...DEFAULT_SETTINGS,
	firstTokenMs: Number(values["first-token-ms"]),
	perTokenMs: Number(values["per-token-ms"]),
	apiKey: values["api-key"],
};
const model = new FakeModel(startSettings);

async function readBody(request: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

function json(response: ServerResponse, status: number, body: unknown): void {
	response.writeHead(status, { "Content-Type": "application/json" });
	response.end(JSON.stringify(body));
}

const settingsAnswer = () => ({ ...model.settings, queued: model.queued });

/** A control request's status and JSON answer. */
function control(path: string, method: string, body: Buffer): [number, unknown] {
	const input = body.length > 0 ? (JSON.parse(body.toString("utf8")) as unknown) : {};
	if (path === "/__fake/settings" && method === "GET") return [200, settingsAnswer()];
	if (path === "/__fake/settings" && method === "POST") {
		const { firstTokenMs, perTokenMs, apiKey, whenIdle } = input as Partial<FakeModelSettings>;
		model.settings = {
			...model.settings,
			...(typeof firstTokenMs === "number" ? { firstTokenMs } : {}),
			...(typeof perTokenMs === "number" ? { perTokenMs } : {}),
			...(typeof apiKey === "string" ? { apiKey } : {}),
			...(whenIdle === "play" || whenIdle === "repeat-last" ? { whenIdle } : {}),
		};
		return [200, settingsAnswer()];
	}
	if ((path === "/__fake/queue" || path === "/__fake/enqueue") && method === "POST") {
		const answers = Array.isArray(input) ? input : ((input as { answers?: unknown }).answers ?? []);
		model.enqueue(...(answers as FakeAnswer[]));
		return [200, settingsAnswer()];
	}
	if (path === "/__fake/requests" && method === "GET") {
		return [
			200,
			model.requests.map(({ headers: _headers, url, ...request }) => ({ ...request, path: new URL(url).pathname })),
		];
	}
	if (path === "/__fake/reset" && method === "POST") {
		model.reset();
		model.settings = { ...startSettings };
		return [200, settingsAnswer()];
	}
	return [404, { error: `No control endpoint ${method} ${path}` }];
}

const server = createServer(async (request, response) => {
	const url = new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`);
	const body = await readBody(request);
	if (url.pathname.startsWith("/__fake/")) {
		try {
			const [status, answer] = control(url.pathname, request.method ?? "GET", body);
			json(response, status, answer);
		} catch (error) {
			json(response, 400, { error: error instanceof Error ? error.message : String(error) });
		}
		return;
	}
	const gone = new AbortController();
	response.on("close", () => gone.abort());
	const headers = new Headers();
	for (const [name, value] of Object.entries(request.headers)) {
		if (typeof value === "string") headers.set(name, value);
	}
	let answer: Response;
	try {
		answer = await model.handle(
			new Request(url, { method: request.method, headers, body: body.length > 0 ? new Uint8Array(body) : undefined }),
			gone.signal,
		);
	} catch {
		// A network failure (or the client gave up on a hang): close the connection without an answer.
		request.socket.destroy();
		return;
	}
	response.writeHead(answer.status, Object.fromEntries(answer.headers));
	response.flushHeaders();
	if (!answer.body) return void response.end();
	const reader = answer.body.getReader();
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			response.write(value);
		}
		response.end();
	} catch {
		// A drop mid-stream: the connection is lost, as a real one would be.
		response.destroy();
	}
});

server.listen(Number(values.port), values.host, () => {
	const address = server.address();
	const port = typeof address === "object" && address ? address.port : Number(values.port);
	process.stdout.write(`http://${values.host}:${port}/v1\n`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
