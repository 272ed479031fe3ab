import type { ModelTool, ModelToolCall } from "./chat-model";

/**
 * Reading what Workers AI answers. Its models answer in one of two shapes, whole or streamed:
 * the binding's own (`{response, tool_calls: [{name, arguments}], usage}`) or Chat Completions'
 * (`{choices: [{message | delta: {content, tool_calls}}], usage}`). A tool call's arguments come as
 * an object or as JSON text (sometimes encoded twice), its id only sometimes; and a Llama model may
 * write its tool call as the answer's text (`{"name": …, "parameters": …}`, `<|python_tag|>…`).
 * Everything here is pure: the model (workers-ai.ts) feeds it the answer or the stream's events.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
	typeof value === "object" && value !== null && !Array.isArray(value);

/** Tokens the model reports (prompt and completion); null when the answer carries none. */
export interface AnswerUsage {
	inputTokens: number;
	outputTokens: number;
}

function usageOf(value: unknown): AnswerUsage | null {
	if (!isObject(value) || !isObject(value.usage)) return null;
	const input = Number(value.usage.prompt_tokens);
	const output = Number(value.usage.completion_tokens);
	if (!Number.isFinite(input) && !Number.isFinite(output)) return null;
	return { inputTokens: Number.isFinite(input) ? input : 0, outputTokens: Number.isFinite(output) ? output : 0 };
}

/** The text of a value the model answered: JSON mode may answer an object where text was expected. */
function textOf(value: unknown): string | null {
	if (typeof value === "string") return value;
	if (value === null || value === undefined) return null;
	return JSON.stringify(value);
}

/**
 * A call's arguments as JSON text: an object is written out; text is kept as the model wrote it
 * (checking it is the caller's work), except text that is itself a JSON string holding the object.
 */
function argumentsText(value: unknown): string {
	if (value === null || value === undefined) return "{}";
	if (typeof value !== "string") return JSON.stringify(value);
	if (!value.trim()) return "{}";
	try {
		const parsed: unknown = JSON.parse(value);
		if (typeof parsed === "string" && /^\s*\{/.test(parsed)) return parsed;
	} catch {
		// Not JSON: the caller recovers what it can.
	}
	return value;
}

let callCounter = 0;
const newCallId = () => `call_${(++callCounter).toString(36)}_${crypto.randomUUID().slice(0, 8)}`;

/** One tool call in either shape (`{name, arguments}` or `{id, function: {name, arguments}}`), or null. */
function toolCallOf(entry: unknown): ModelToolCall | null {
	if (!isObject(entry)) return null;
	const fn = isObject(entry.function) ? entry.function : entry;
	const name = typeof fn.name === "string" ? fn.name.trim() : "";
	if (!name) return null;
	const args = fn.arguments ?? fn.parameters ?? entry.arguments ?? entry.parameters;
	const id = typeof entry.id === "string" && entry.id ? entry.id : newCallId();
	return { id, name, arguments: argumentsText(args) };
}

function toolCallsOf(value: unknown): ModelToolCall[] {
	return Array.isArray(value) ? value.map(toolCallOf).filter((call) => call !== null) : [];
}

/** A whole (not streamed) answer: its text, tool calls and usage, whichever shape it came in. */
export function readAnswer(raw: unknown): {
	text: string | null;
	toolCalls: ModelToolCall[];
	usage: AnswerUsage | null;
} {
	if (typeof raw === "string") return { text: raw, toolCalls: [], usage: null };
	if (!isObject(raw)) return { text: null, toolCalls: [], usage: null };
	const choice = Array.isArray(raw.choices) && isObject(raw.choices[0]) ? raw.choices[0] : null;
	const message = choice && isObject(choice.message) ? choice.message : null;
	if (message) {
		return { text: textOf(message.content), toolCalls: toolCallsOf(message.tool_calls), usage: usageOf(raw) };
	}
	return { text: textOf(raw.response), toolCalls: toolCallsOf(raw.tool_calls), usage: usageOf(raw) };
}

/**
 * The tool calls a streamed answer builds up. Chat Completions streams each call in pieces by
 * `index` (name first, then the arguments' text); the binding's own shape sends each call whole, with
 * its arguments as an object. Pieces with neither name nor arguments (end markers) are skipped.
 */
export class StreamedToolCalls {
	private readonly pieces = new Map<number, { id: string | null; name: string; args: string }>();
	private readonly whole: { id: string | null; name: string; args: string }[] = [];

	add(entries: unknown): void {
		if (!Array.isArray(entries)) return;
		for (const entry of entries) {
			if (!isObject(entry)) continue;
			const fn = isObject(entry.function) ? entry.function : entry;
			const name = typeof fn.name === "string" ? fn.name : "";
			const args = fn.arguments ?? fn.parameters;
			const argsText = typeof args === "string" ? args : args == null ? "" : JSON.stringify(args);
			const id = typeof entry.id === "string" && entry.id ? entry.id : null;
			if (!name && !argsText && !id) continue;
			if (typeof entry.index === "number") {
				const slot = this.pieces.get(entry.index) ?? { id: null, name: "", args: "" };
				this.pieces.set(entry.index, slot);
				slot.id ??= id;
				slot.name ||= name;
				slot.args = typeof args === "string" ? slot.args + args : argsText || slot.args;
			} else if (!this.whole.some((call) => call.name === name && call.args === argsText)) {
				// A whole call; the same call sent again (with the last event) is counted once.
				this.whole.push({ id, name, args: argsText });
			}
		}
	}

	result(): ModelToolCall[] {
		const pieces = [...this.pieces.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
		return [...pieces, ...this.whole]
			.map((call) => toolCallOf({ id: call.id, name: call.name, arguments: call.args }))
			.filter((call) => call !== null);
	}
}

/** What one streamed event adds: a piece of text, tool-call pieces, usage. */
export function readStreamEvent(
	payload: string,
): { text: string; toolCalls: unknown; usage: AnswerUsage | null } | null {
	let event: unknown;
	try {
		event = JSON.parse(payload);
	} catch {
		return null;
	}
	if (!isObject(event)) return null;
	const choice = Array.isArray(event.choices) && isObject(event.choices[0]) ? event.choices[0] : null;
	const delta = choice && isObject(choice.delta) ? choice.delta : null;
	const text = [event.response, delta?.content].filter((piece) => typeof piece === "string").join("");
	return { text, toolCalls: delta?.tool_calls ?? event.tool_calls, usage: usageOf(event) };
}

/**
 * The `data:` payloads of a server-sent events stream, fed in pieces as they arrive (a line may be
 * split across pieces); `[DONE]` is passed on as it is, for the reader to stop at.
 */
export class SsePayloads {
	private buffer = "";
	private readonly decoder = new TextDecoder();

	push(bytes: Uint8Array | undefined, done = false): string[] {
		this.buffer += bytes ? this.decoder.decode(bytes, { stream: !done }) : this.decoder.decode();
		const lines = this.buffer.split(/\r?\n/);
		this.buffer = done ? "" : (lines.pop() ?? "");
		return lines
			.filter((line) => line.startsWith("data:"))
			.map((line) => line.slice(5).trim())
			.filter(Boolean);
	}
}

const PYTHON_TAG = "<|python_tag|>";

/**
 * Whether the answer's first characters may still be a tool call written as text, so they must not
 * be streamed to the family yet: "hold" until it is known, "tool" once it looks like one, "text"
 * once it cannot be.
 */
export function toolTextStart(text: string): "hold" | "tool" | "text" {
	const start = text.trimStart();
	if (!start) return "hold";
	if (start.startsWith("<")) {
		if (start.length < PYTHON_TAG.length) return PYTHON_TAG.startsWith(start) ? "hold" : "text";
		return start.startsWith(PYTHON_TAG) ? "tool" : "text";
	}
	if (!start.startsWith("{") && !start.startsWith("[")) return "text";
	const key = /^[[{]\s*\{?\s*"([^"]*)"/.exec(start)?.[1];
	if (key === undefined) return start.length > 40 ? "text" : "hold";
	return ["name", "type", "function"].includes(key) ? "tool" : "text";
}

/**
 * Tool calls a model wrote as its text (Llama's `{"name": "search_places", "parameters": {…}}`,
 * an array of them, or after `<|python_tag|>`); only calls of the tools offered count. Null when the
 * text is not that.
 */
export function toolCallsInText(text: string, tools: readonly ModelTool[]): ModelToolCall[] | null {
	const body = text.trim().replace(PYTHON_TAG, "").trim();
	if (!body.startsWith("{") && !body.startsWith("[")) return null;
	let parsed: unknown;
	try {
		parsed = JSON.parse(body);
	} catch {
		return null;
	}
	const entries = Array.isArray(parsed) ? parsed : [parsed];
	const offered = new Set(tools.map((tool) => tool.name));
	const calls = entries.map(toolCallOf);
	if (calls.length === 0 || calls.some((call) => !call || !offered.has(call.name))) return null;
	return calls as ModelToolCall[];
}
