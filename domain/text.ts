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
