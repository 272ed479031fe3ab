import type { CurrentUser } from "./user";

// Kept apart from the zod schemas in ./user so the SPA's first paint does not load zod.

/** Initials for the avatar fallback: first letters of first and last name. */
export function initialsOf(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
	const letters = [user.firstName, user.lastName]
		.map((part) => part?.trim().charAt(0) ?? "")
		.join("")
		.toUpperCase();
	if (letters) return letters;
	// `||`, not `??`: an empty e-mail must still give the avatar a character.
	return (user.email?.trim().charAt(0) || "?").toUpperCase();
}

export function fullNameOf(user: Pick<CurrentUser, "firstName" | "lastName">): string {
	return [user.firstName, user.lastName].filter(Boolean).join(" ");
}
