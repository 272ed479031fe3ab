import { TEXT_STREAM_CONTENT_TYPE, type TextStreamLine } from "../../domain/api/text-stream";
import { AppError } from "./errors";

/**
 * Answers `write`'s text as a stream (domain/api/text-stream.ts): its deltas as they come, then the
 * answer it resolves with (the JSON route's own answer) as the last line. The answer is committed only once the first words arrive: a failure
 * before them is thrown, so `app.onError` answers it as the JSON route would (e.g. 502). A failure
 * after them ends the stream with an `{ error }` line: the message of a typed error, never the raw
 * one. `finished` settles once the last line is queued (the request context meters after it).
 */
export async function textStream<Final extends object>(
	write: (onText: (delta: string) => void) => Promise<Final>,
): Promise<{ response: Response; finished: Promise<void> }> {
	const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
	const writer = writable.getWriter();
	const encoder = new TextEncoder();
	// A reader that went away must not fail the work: its writes are dropped.
	const send = (line: TextStreamLine<Final>) => {
		writer.write(encoder.encode(`${JSON.stringify(line)}\n`)).catch(() => {});
	};
	let began: () => void = () => {};
	const firstWords = new Promise<void>((resolve) => {
		began = resolve;
	});
	const text = write((delta) => {
		if (!delta) return;
		send({ delta });
		began();
	});
	await Promise.race([firstWords, text]);
	const finished = text
		.then(
			(final) => send(final),
			(error: unknown) => send({ error: error instanceof AppError ? error.message : "Something went wrong" }),
		)
		.finally(() => {
			writer.close().catch(() => {});
		});
	return {
		response: new Response(readable, {
			status: 200,
			headers: { "Content-Type": TEXT_STREAM_CONTENT_TYPE, "Cache-Control": "no-store" },
		}),
		finished,
	};
}
