// Kept apart from the zod schema in ./beta so the beta gate does not load zod.

/** The submit button is disabled, and a submit ignored, for an empty or whitespace-only password. */
export function canSubmitBetaPassword(password: string): boolean {
	return password.trim().length > 0;
}
