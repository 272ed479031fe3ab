/** Text helpers both sides may use: accent folding for matching, a stable hash for varied wording. */

/**
 * Lowercase and without diacritics, like FTS5's `unicode61 remove_diacritics 2` tokenizer, so
 * "Zürich" and "zur" meet.
 */
export function foldText(text: string): string {
	return text
		.normalize("NFD")
		.replace(/\p{M}+/gu, "")
		.toLowerCase();
}

/** FNV-1a: a stable 32-bit hash, so the same input always picks the same wording, with no randomness. */
export function stableHash(text: string): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193);
	}
	return hash >>> 0;
}

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (the newlines a textarea
 * sends). Free-text request fields refuse them: a NUL or an escape code in a title is never meant,
 * cuts strings short in other systems and can hide text in logs and exports.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The refinement every free-text request field carries (`.refine(...withoutControlCharacters("Title"))`):
 * a 400 "{label} must not contain control characters" for C0 control characters other than tab and
 * newlines.
 */
export const withoutControlCharacters = (label: string) =>
	[(text: string) => !CONTROL_CHARACTERS.test(text), `${label} must not contain control characters`] as const;

/**
 * Line breaks: line feed, vertical tab, form feed, carriage return, next line (U+0085) and the
 * Unicode line and paragraph separators (U+2028, U+2029).
 */
const LINE_BREAKS = /[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * The refinement every one-line request field carries beside `withoutControlCharacters` (a title,
 * a destination, a name, an address): a 400 "{label} must be a single line" for any line break
 * left after trimming. A line break in such a field is never meant, and would start a line of its
 * own wherever the text is pasted (a mail header, a prompt, an export).
 */
export const singleLine = (label: string) =>
	[(text: string) => !LINE_BREAKS.test(text), `${label} must be a single line`] as const;
