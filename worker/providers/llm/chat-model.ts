/**
 * A chat model with tool calling, whoever serves it: OpenAI (or any OpenAI-compatible server) over
 * streamed Chat Completions, or Cloudflare Workers AI through the `AI` binding. The guide and the
 * suggestion features speak only this; each implementation meters its own calls in the meter's units
 * (tokens for OpenAI, neurons for Workers AI) and turns every failure into an LlmError.
 */

/** A function the model may call: its name, what it does, and its JSON Schema parameters. */
export interface ModelTool {
	name: string;
	description: string;
	parameters: Record<string, unknown>;
}

/** One call the model asked for; `arguments` is the model's JSON text, not yet checked. */
export interface ModelToolCall {
	id: string;
	name: string;
	arguments: string;
}

export type ModelMessage =
	| { role: "system" | "user"; content: string }
	| { role: "assistant"; content: string | null; toolCalls?: ModelToolCall[] }
	| { role: "tool"; toolCallId: string; content: string };

export interface ModelTurnOptions {
	maxOutputTokens: number;
	tools?: ModelTool[];
	/**
	 * "none": the model must answer in words now (the last round); "required": it must call a tool
	 * first (a family's ask for places is searched before anything is said). Default "auto". A model
	 * that cannot be made to call a tool takes "required" as "auto": the caller checks what it did.
	 */
	toolChoice?: "auto" | "none" | "required";
	/** Ask for a JSON object as the answer's text. */
	json?: boolean;
	/** Adventure the call is made for, stored with its usage row. */
	adventureId?: string | null;
	/** Each piece of the answer's text as it arrives (streamed); never called for tool calls. */
	onText?: (delta: string) => void;
	/** Gives up on the call (the turn's deadline); the call then throws an LlmError. */
	signal?: AbortSignal;
}

/** What one model call answered: its text (null when it only called tools) and its tool calls. */
export interface ModelReply {
	content: string | null;
	toolCalls: ModelToolCall[];
}

export interface ChatModel {
	/** Who serves it, as the meter records it ("openai", "workers-ai"). */
	readonly provider: string;
	/** The model's name ("gpt-4o-mini", "@cf/meta/llama-3.3-70b-instruct-fp8-fast"). */
	readonly model: string;
	/** One model call. Throws LlmError on any failure (after its own retry), timeout or abort. */
	turn(messages: ModelMessage[], options: ModelTurnOptions): Promise<ModelReply>;
}
