/** The call was given up: no answer within its time, or the browser lost its connection. */
class GaveUpError extends Error {
	constructor(reason: "timeout" | "offline") {
		super(reason === "timeout" ? "No answer in time" : "The connection was lost");
		this.name = "GaveUpError";
	}
}

/**
 * Runs `start` with a signal and settles within `ms`: when no answer came in time, or the browser
 * goes offline meanwhile, the signal aborts and the promise rejects with a `GaveUpError` (even if the
 * call ignores its signal), so a spinner never waits for ever.
 */
export function boundedCall<T>(start: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
	const controller = new AbortController();
	let timer: ReturnType<typeof setTimeout> | undefined;
	const onOffline = () => controller.abort(new GaveUpError("offline"));
	return new Promise<T>((resolve, reject) => {
		controller.signal.addEventListener("abort", () => reject(controller.signal.reason));
		timer = setTimeout(() => controller.abort(new GaveUpError("timeout")), ms);
		window.addEventListener("offline", onOffline);
		start(controller.signal).then(resolve, reject);
	}).finally(() => {
		clearTimeout(timer);
		window.removeEventListener("offline", onOffline);
	});
}
