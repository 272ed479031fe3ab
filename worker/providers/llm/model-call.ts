import { retryAfterMs } from "../retry-after";
import { LlmError } from "./types";

/**
 * The limits every model call keeps, whoever serves the model: the one home of its timeouts and of
 * its retry. A family is waiting on the answer, so a call that does not start, or does not end, in
 * time fails (as an LlmError) and the caller falls back, rather than hanging.
 */
export interface ModelCallLimits {
	/** From sending the request to the first streamed piece of the answer (text or tool call). */
	firstTokenMs: number;
	/** The whole call, the retry and its wait included. */
	wholeCallMs: number;
	/** The longest Retry-After honoured; a longer one fails at once. */
	maxRetryWaitMs: number;
	/** The wait before the retry when the 429/5xx names none. */
	defaultRetryWaitMs: number;
}

export const MODEL_CALL_LIMITS: ModelCallLimits = {
	firstTokenMs: 10_000,
	wholeCallMs: 30_000,
	maxRetryWaitMs: 4_000,
	defaultRetryWaitMs: 500,
};

/** What a failed attempt was: its status (null: it never got one) and its Retry-After, if any. */
export interface FailedAttempt {
	status: number | null;
	headers: Headers | null;
	/** One line for the logs, never the request (which holds the key). */
	reason: string;
	/**
	 * Whether one more try may help, for a server that names no HTTP status (Workers AI's binding
	 * says "capacity" in words); absent: a 429 or 5xx status decides.
	 */
	retryable?: boolean;
}

const retryable = (status: number | null) => status === 429 || (status !== null && status >= 500);

export interface ModelCallRun<T> {
	/** Who serves the model, for the error's words ("OpenAI"). */
	who: string;
	limits: ModelCallLimits;
	/** The caller's own end (the turn's deadline, a closed request). */
	signal?: AbortSignal | undefined;
	/** Whether the answer streams: only then does the first-token limit apply (a whole answer has no first token). */
	streamed: boolean;
	/** Retry at most once after 429/5xx (false: never). */
	retry: boolean;
	/**
	 * One attempt: it must give up when `signal` aborts, and call `started()` when the first piece of
	 * the answer arrives (after which the call is never retried).
	 */
	attempt: (signal: AbortSignal, started: () => void) => Promise<T>;
	/** What a thrown error was. */
	failed: (error: unknown) => FailedAttempt;
}

/**
 * Runs one model call within its limits: a first-token timeout per attempt, a whole-call deadline,
 * the caller's signal, and ONE retry after a 429 or 5xx that came before any of the answer,
 * after the wait its Retry-After asks (or `defaultRetryWaitMs`). A wait longer than
 * `maxRetryWaitMs`, or past the deadline, fails at once. Every failure is an LlmError.
 */
export async function runModelCall<T>(run: ModelCallRun<T>): Promise<T> {
	const { who, limits } = run;
	const deadline = Date.now() + limits.wholeCallMs;
	for (let attempt = 0; ; attempt++) {
		const controller = new AbortController();
		let stopped: string | null = null;
		const stop = (reason: string) => {
			stopped ??= reason;
			controller.abort(new LlmError(reason));
		};
		const onAbort = () => stop(`${who} call aborted`);
		if (run.signal?.aborted) throw new LlmError(`${who} call aborted`);
		run.signal?.addEventListener("abort", onAbort);
		const wholeTimer = setTimeout(
			() => stop(`${who} call took longer than ${limits.wholeCallMs} ms`),
			Math.max(0, deadline - Date.now()),
		);
		let firstTimer: ReturnType<typeof setTimeout> | undefined = run.streamed
			? setTimeout(() => stop(`${who} sent no first token within ${limits.firstTokenMs} ms`), limits.firstTokenMs)
			: undefined;
		let began = false;
		let wait: number;
		try {
			return await run.attempt(controller.signal, () => {
				began = true;
				clearTimeout(firstTimer);
				firstTimer = undefined;
			});
		} catch (error) {
			if (stopped) throw new LlmError(stopped, { cause: error });
			const failure = run.failed(error);
			if (!run.retry || attempt > 0 || began || !(failure.retryable ?? retryable(failure.status))) {
				throw new LlmError(failure.reason, { cause: error });
			}
			wait = retryAfterMs(failure.headers) ?? limits.defaultRetryWaitMs;
			if (wait > limits.maxRetryWaitMs || Date.now() + wait >= deadline) {
				throw new LlmError(`${failure.reason} (asked to wait ${Math.ceil(wait / 1000)} s: not retried)`, {
					cause: error,
				});
			}
		} finally {
			clearTimeout(wholeTimer);
			clearTimeout(firstTimer);
			run.signal?.removeEventListener("abort", onAbort);
		}
		await pause(wait, run.signal, who);
	}
}

function pause(ms: number, signal: AbortSignal | undefined, who: string): Promise<void> {
	return new Promise((resolve, reject) => {
		const aborted = () => {
			clearTimeout(timer);
			reject(new LlmError(`${who} call aborted`));
		};
		const timer = setTimeout(() => {
			signal?.removeEventListener("abort", aborted);
			resolve();
		}, ms);
		if (signal?.aborted) aborted();
		else signal?.addEventListener("abort", aborted, { once: true });
	});
}
