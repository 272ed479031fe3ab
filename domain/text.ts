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
