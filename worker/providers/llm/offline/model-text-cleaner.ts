import { DESCRIPTION_MAX, TITLE_MAX } from "../../../../domain/adventure/adventure";
import { clampSentences, clampText } from "../../../../domain/english";

/** A model's answer, cleaned: labels, markdown, quotes and emoji removed, length enforced. */

const QUOTES = `"'“”‘’«»„\``;

function stripWrapping(text: string): string {
	let out = text.trim();
	for (let i = 0; i < 3; i++) {
		const first = out.charAt(0);
		const last = out.charAt(out.length - 1);
		if (out.length >= 2 && QUOTES.includes(first) && QUOTES.includes(last)) out = out.slice(1, -1).trim();
		else if (
			out.length >= 1 &&
			QUOTES.includes(first) &&
			!out
				.slice(1)
				.split("")
				.some((c) => QUOTES.includes(c))
		)
			out = out.slice(1).trim();
		else break;
	}
	return out;
}

function baseClean(raw: string): string {
	return raw
		.replace(/```[a-z]*\n?/gi, "")
		.replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, "")
		.replace(/[ \t]+([.,!?;:])/g, "$1")
		.replace(/(\*\*|__)(.*?)\1/g, "$2")
		.replace(/^\s*#+\s*/gm, "");
}

/** One line, no "Title:" label, no wrapping quotes, no trailing period, at most 120 characters. */
export function cleanTitle(raw: string): string {
	const line =
		baseClean(raw)
			.split("\n")
			.map((l) => l.trim())
			.find(Boolean) ?? "";
	const text = stripWrapping(line.replace(/^(suggested\s+)?title\s*[:\-–]\s*/i, "").replace(/\s+/g, " "));
	return clampText(stripWrapping(text).replace(/[.\s]+$/, ""), TITLE_MAX);
}

/** One paragraph, no label, no wrapping quotes, at most 2000 characters (whole sentences kept). */
export function cleanDescription(raw: string): string {
	const text = baseClean(raw)
		.replace(/^\s*(suggested\s+)?description\s*[:\-–]\s*/i, "")
		.replace(/\s+/g, " ");
	return clampSentences(stripWrapping(text), DESCRIPTION_MAX);
}
