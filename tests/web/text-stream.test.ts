import { describe, expect, it } from "vitest";
import { ApiError } from "../../web/src/lib/api-client";
import { readTextStream } from "../../web/src/lib/text-stream";

/** The streamed suggestions' reader: lines cut anywhere by the network, the last line, the failures. */

/** A streamed answer arriving in these byte pieces. */
function arriving(...pieces: Uint8Array[]): Promise<Response> {
	const body = new ReadableStream<Uint8Array>({
		start(controller) {
			for (const piece of pieces) controller.enqueue(piece);
			controller.close();
		},
	});
	return Promise.resolve(new Response(body, { headers: { "Content-Type": "application/x-ndjson" } }));
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("readTextStream", () => {
	it("reads lines cut mid-way and a character cut between its bytes; resolves with the last line", async () => {
		const all = bytes('{"delta":"Crème "}\n{"delta":"brûlée"}\n{"title":"Crème brûlée Days"}\n');
		// Cut inside the first line, and inside the two bytes of "è".
		const e = all.indexOf(0xc3);
		const seen: string[] = [];
		const answer = await readTextStream<{ title: string }>(
			arriving(all.slice(0, 5), all.slice(5, e + 1), all.slice(e + 1, 30), all.slice(30)),
			(text) => seen.push(text),
		);
		expect(seen).toEqual(["Crème ", "Crème brûlée"]);
		expect(answer).toEqual({ title: "Crème brûlée Days" });
	});

	it("an error line fails with its message", async () => {
		const read = readTextStream(arriving(bytes('{"delta":"Half"}\n{"error":"Failed to generate title"}\n')), () => {});
		await expect(read).rejects.toThrow("Failed to generate title");
	});

	it("a stream that ends before its last line fails", async () => {
		await expect(readTextStream(arriving(bytes('{"delta":"Half"}\n')), () => {})).rejects.toThrow(/ended/);
	});

	it("a refused request is the ApiError of its status, the server's words kept", async () => {
		const limited = Promise.resolve(
			new Response('{"error":"Too many suggestions. Please wait a minute and try again."}', { status: 429 }),
		);
		const error = await readTextStream(limited, () => {}).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(ApiError);
		expect((error as ApiError).status).toBe(429);
		expect((error as ApiError).serverMessage).toMatch(/wait a minute/);
	});
});

describe("readTextStream ends a successful stream as a success", () => {
	/** A body that sends `lines`, then ends only when `end()` is called; records a cancel. */
	function heldOpen(lines: string) {
		let end: () => void = () => {};
		const seen = { cancelled: false, ended: false };
		const body = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(bytes(lines));
				end = () => {
					controller.close();
					seen.ended = true;
				};
			},
			cancel() {
				seen.cancelled = true;
			},
		});
		return { response: Promise.resolve(new Response(body)), seen, end: () => end() };
	}

	it("answers at the last line and reads the body to its end: never cancelled, so no failed request", async () => {
		const stream = heldOpen('{"delta":"Geysers"}\n{"title":"Geysers and Grins"}\n');
		const answer = await readTextStream<{ title: string }>(stream.response, () => {});
		expect(answer).toEqual({ title: "Geysers and Grins" });
		stream.end();
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(stream.seen).toEqual({ cancelled: false, ended: true });
	});

	it("an error line is a failed suggestion, not a cancelled request", async () => {
		const stream = heldOpen('{"delta":"Half"}\n{"error":"Failed to generate description"}\n');
		await expect(readTextStream(stream.response, () => {})).rejects.toThrow("Failed to generate description");
		stream.end();
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(stream.seen.cancelled).toBe(false);
	});
});
