import type {
	ChatModel,
	ModelMessage,
	ModelReply,
	ModelToolCall,
	ModelTurnOptions,
} from "../../worker/providers/llm/chat-model";
import { LlmError } from "../../worker/providers/llm/types";

/**
 * A ChatModel that plays a script, one step per call, for the guide's own tests: words streamed in
 * the pieces given (through `onText`), tool calls, a delay before the first piece, a failure, or a
 * model that never answers and ignores the abort. Words may be written from what the call was sent
 * (the cards a search result says are shown). Each call is logged in `log` (shared with the
 * test's streamed frames, so their order can be checked) with a copy of what it was sent.
 */
export type Step =
	| { say: string | string[] | ((messages: ModelMessage[]) => string); delayMs?: number }
	| { search: unknown[]; delayMs?: number }
	| { fail: string }
	| { hang: true };

export class ScriptedModel implements ChatModel {
	readonly provider = "scripted";
	readonly model = "script-1";
	readonly calls: { messages: ModelMessage[]; options: ModelTurnOptions }[] = [];

	constructor(
		private readonly steps: Step[],
		readonly log: string[] = [],
	) {}

	async turn(messages: ModelMessage[], options: ModelTurnOptions): Promise<ModelReply> {
		this.calls.push({ messages: structuredClone(messages), options: { ...options } });
		this.log.push(`call ${this.calls.length}`);
		const step = this.steps.shift() ?? { fail: "the script ran out" };
		if ("hang" in step) return new Promise<never>(() => undefined);
		if ("fail" in step) throw new LlmError(step.fail);
		if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
		if ("search" in step) {
			const toolCalls: ModelToolCall[] = step.search.map((args, i) => ({
				id: `call_${this.calls.length}_${i}`,
				name: "search_places",
				arguments: typeof args === "string" ? args : JSON.stringify(args),
			}));
			return { content: null, toolCalls };
		}
		const said = typeof step.say === "function" ? step.say(messages) : step.say;
		const pieces = typeof said === "string" ? [said] : said;
		for (const piece of pieces) {
			options.onText?.(piece);
			await Promise.resolve();
		}
		return { content: pieces.join(""), toolCalls: [] };
	}
}
