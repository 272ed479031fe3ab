import type { TextStreamLine } from "../../../domain/api/text-stream";
import { assertOk } from "./api-client";

/**
 * Reads a streamed text answer (domain/api/text-stream.ts) as it arrives: `onText` gets the text so
 * far after each piece; resolves with the last line, the JSON route's own answer. A refused request
 * throws the `ApiError` its status gives (401, 400, 429, 502…); an `{ error }` line, or a stream that
 * ends without its last line, throws too. After the last line (or an error line) the rest of the body
 * (the server's end of stream) is read to its end in the background, never cancelled: a cancelled
 * body is a failed request to the browser (net::ERR_ABORTED), and this one succeeded.
 */
export async function readTextStream<Final extends object>(
	request: Promise<Response>,
	onText: (textSoFar: string) => void,
): Promise<Final> {
	const res = await assertOk(request);
	if (!res.body) throw new Error("The answer had no body");
	const reader = res.body.getReader();
	const decoder = new TextDecoder();
	let buffered = "";
	let text = "";
	for (;;) {
		const { value, done } = await reader.read();
		buffered += decoder.decode(value, { stream: !done });
		const lines = buffered.split("\n");
		buffered = lines.pop() ?? "";
		for (const line of lines) {
			if (!line.trim()) continue;
			const parsed = JSON.parse(line) as TextStreamLine<Final>;
			if ("delta" in parsed && typeof parsed.delta === "string") {
				text += parsed.delta;
				onText(text);
			} else if ("error" in parsed && typeof parsed.error === "string") {
				void drain(reader);
				throw new Error(parsed.error);
			} else {
				void drain(reader);
				return parsed as Final;
			}
		}
		if (done) throw new Error("The answer ended before its final text");
	}
}

/** Reads what is left of a body to its end, ignoring it (a failure there changes nothing). */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
	try {
		while (!(await reader.read()).done) {
			// Nothing follows the last line but the end of the stream.
		}
	} catch {
		// The answer is already in hand.
	}
}
