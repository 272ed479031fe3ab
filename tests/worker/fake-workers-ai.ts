import type { WorkersAiBinding } from "../../worker/bindings";

/** One answer of the fake: a whole answer, streamed events, an error, or a call that never answers. */
export type FakeAiAnswer =
	| { whole: unknown }
	| { events: (Record<string, unknown> | string)[]; hangAfter?: boolean }
	| { error: string }
	| { hang: true }
	| { from: (inputs: Record<string, unknown>) => FakeAiAnswer };

/**
 * A stand-in for the Workers AI binding (`env.AI`): an object with `run`, answering from a queue
 * (the last answer repeats; `from` writes an answer from what the call was sent) and keeping every call's model, input and signal. A streamed answer is
 * a ReadableStream of server-sent events (`data: {...}`, then `data: [DONE]`), as the binding sends.
 * A call that hangs ends only when its signal aborts (rejecting, as the binding does).
 */
export class FakeWorkersAi implements WorkersAiBinding {
	readonly calls: { model: string; inputs: Record<string, unknown>; signal?: AbortSignal }[] = [];
	private readonly answers: FakeAiAnswer[] = [];

	answer(...answers: FakeAiAnswer[]): this {
		this.answers.push(...answers);
		return this;
	}

	async run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown> {
		this.calls.push({ model, inputs, signal: options?.signal });
		const queued = this.answers.length > 1 ? this.answers.shift() : this.answers[0];
		const answer = queued && "from" in queued ? queued.from(inputs) : queued;
		if (!answer || "from" in answer) throw new Error("FakeWorkersAi: no answer queued");
		if ("error" in answer) throw new Error(answer.error);
		if ("hang" in answer) return untilAborted(options?.signal);
		if ("whole" in answer) return answer.whole;
		return sseStream(answer.events, answer.hangAfter ?? false);
	}
}

function untilAborted(signal: AbortSignal | undefined): Promise<never> {
	return new Promise((_, reject) => {
		signal?.addEventListener("abort", () => reject(new Error("The operation was aborted")), { once: true });
	});
}

/** Events as SSE lines, each split in two chunks (a line may arrive in pieces); `[DONE]` at the end. */
function sseStream(events: (Record<string, unknown> | string)[], hangAfter: boolean): ReadableStream<Uint8Array> {
	const encoder = new TextEncoder();
	const chunks = events.flatMap((event) => {
		const line = `data: ${typeof event === "string" ? event : JSON.stringify(event)}\n\n`;
		const middle = Math.floor(line.length / 2);
		return [line.slice(0, middle), line.slice(middle)];
	});
	if (!hangAfter) chunks.push("data: [DONE]\n\n");
	return new ReadableStream({
		pull(controller) {
			const chunk = chunks.shift();
			if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
			else if (!hangAfter) controller.close();
			// hangAfter: nothing more ever comes (until the reader cancels).
			else return new Promise(() => {});
		},
	});
}
