import { z } from "zod";
import type { GuideState } from "../../../../domain/guide/guide";
import type { Place } from "../../../../domain/place/place";
import { looseJson, unfenced } from "./json";

/**
 * The model's final answer: the JSON object `{content, state, suggestionPlaceIds, backupPlaceIds}`
 * it is asked for, read leniently (fenced, after a line of preamble or before a remark; a missing
 * state is an answer, missing id lists keep the cards), or plain words, which are the answer as they
 * are. Only an answer without words is unusable.
 */

const CONTENT_MAX = 4000;
const ids = z.array(z.string().max(300)).max(20);

const answerSchema = z.object({
	content: z
		.string()
		.trim()
		.min(1)
		.transform((text) => text.slice(0, CONTENT_MAX)),
	state: z.enum(["clarifying", "responding"]).catch("responding"),
	suggestionPlaceIds: ids.nullable().catch(null).default(null),
	backupPlaceIds: ids.nullable().catch(null).default(null),
});

export interface ModelAnswer {
	content: string;
	state: GuideState;
	/** The shown places the model stands by (ids or exact names); null when it did not say, which keeps them all. */
	picks: string[] | null;
}

/** The model's final text as an answer; null when it has no words to show. */
export function readModelAnswer(text: string | null | undefined): ModelAnswer | null {
	const bare = unfenced(text ?? "");
	if (!bare) return null;
	const parsed = answerSchema.safeParse(looseJson(bare));
	if (!parsed.success) {
		// Words, perhaps with a remark in braces: the answer as it is. A JSON answer without words is none.
		return bare.startsWith("{") ? null : { content: bare.slice(0, CONTENT_MAX), state: "responding", picks: null };
	}
	const { content, state, suggestionPlaceIds, backupPlaceIds } = parsed.data;
	const picks =
		suggestionPlaceIds || backupPlaceIds ? [...(suggestionPlaceIds ?? []), ...(backupPlaceIds ?? [])] : null;
	return { content, state, picks };
}

/** The shown places the model kept: by id or exact name, in the order shown; a pick never shown is dropped. */
export function keptPlaces(shown: readonly Place[], picks: readonly string[] | null): Place[] {
	if (picks === null) return [...shown];
	const wanted = new Set(picks.map((pick) => pick.trim().toLowerCase()));
	return shown.filter(
		(place) => wanted.has(place.googlePlaceId.toLowerCase()) || wanted.has(place.name.trim().toLowerCase()),
	);
}

/**
 * The words of an answer as they stream: the `content` string pulled out of the JSON while it is
 * still arriving (escapes split across pieces held until whole), or plain words passed on as they
 * are. Whatever follows the content (state, ids) is not words and is not passed on.
 */
export class AnswerWords {
	private mode: "start" | "seek" | "content" | "plain" | "done" = "start";
	private pending = "";
	private highSurrogate = "";

	constructor(private readonly emit: (delta: string) => void) {}

	push(piece: string): void {
		this.pending += piece;
		const out = this.read();
		if (out) this.emit(out);
	}

	/** The answer is complete: short plain words still held back (waiting to see if JSON follows) are passed on. */
	finish(): void {
		if (this.mode !== "start") return;
		const out = this.pending.trim();
		this.pending = "";
		this.mode = "done";
		if (out && !out.startsWith("`")) this.emit(out);
	}

	private read(): string {
		for (;;) {
			switch (this.mode) {
				case "start": {
					const text = this.pending.trimStart();
					this.pending = text;
					if (!text || "```".startsWith(text)) return "";
					if (text.startsWith("```")) {
						const lineEnd = text.indexOf("\n");
						if (lineEnd < 0) return "";
						this.pending = text.slice(lineEnd + 1);
						continue;
					}
					// A line of preamble before the JSON ("Here is my answer:") is not the answer's words.
					const brace = text.indexOf("{");
					if (brace >= 0 && brace <= PREAMBLE_MAX) {
						this.pending = text.slice(brace);
						this.mode = "seek";
					} else if (text.length > PREAMBLE_MAX) this.mode = "plain";
					else return "";
					continue;
				}
				case "plain": {
					const out = this.pending;
					this.pending = "";
					return out;
				}
				case "seek": {
					const key = /"content"\s*:\s*"/.exec(this.pending);
					if (!key) return "";
					this.pending = this.pending.slice(key.index + key[0].length);
					this.mode = "content";
					continue;
				}
				case "content":
					return this.readContent();
				case "done":
					this.pending = "";
					return "";
			}
		}
	}

	/** The content string's characters so far, unescaped; stops at its closing quote. */
	private readContent(): string {
		const text = this.pending;
		let out = "";
		let i = 0;
		const add = (chars: string) => {
			const code = chars.charCodeAt(0);
			if (chars.length === 1 && code >= 0xd800 && code <= 0xdbff) {
				this.highSurrogate = chars;
				return;
			}
			out += this.highSurrogate + chars;
			this.highSurrogate = "";
		};
		while (i < text.length) {
			const c = text[i] as string;
			if (c === '"') {
				this.mode = "done";
				this.pending = "";
				return out + this.highSurrogate;
			}
			if (c !== "\\") {
				add(c);
				i++;
				continue;
			}
			const next = text[i + 1];
			if (next === undefined) break;
			if (next === "u") {
				const hex = text.slice(i + 2, i + 6);
				if (hex.length < 4) break;
				const code = Number.parseInt(hex, 16);
				if (Number.isFinite(code)) add(String.fromCharCode(code));
				i += 6;
				continue;
			}
			add(ESCAPES[next] ?? next);
			i += 2;
		}
		this.pending = text.slice(i);
		return out;
	}
}

/** Characters of words before a `{` that are still taken for a preamble to the JSON answer. */
const PREAMBLE_MAX = 120;

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" };
