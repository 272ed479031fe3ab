import type { Context } from "hono";

/**
 * Runs work after the response is sent (waitUntil). A failure is logged, never surfaced: it must
 * not fail the request that triggered it.
 */
export function afterResponse(c: Pick<Context, "executionCtx">, label: string, work: Promise<unknown>): Promise<void> {
	const guarded = work.then(
		() => undefined,
		(error) => console.warn(`${label} failed`, error),
	);
	try {
		c.executionCtx.waitUntil(guarded);
	} catch {
		// No execution context (e.g. app.fetch called directly): the promise still runs detached.
	}
	return guarded;
}
