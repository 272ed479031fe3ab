import type { CurrentUser } from "./user";
import { NAME_MAX } from "./user-rules";

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

/**
 * Names for an account created from an address alone (a first sign-in by e-mail link without a
 * name): "jane.doe+trips@example.com" → Jane / Doe; "kim@example.com" → Kim / null.
 */
export function namesFromAddress(email: string): { firstName: string | null; lastName: string | null } {
	const local = (email.split("@")[0] ?? "").split("+")[0] ?? "";
	const words = local
		.split(/[._\-\s]+/)
		.filter(Boolean)
		.map((word) => (word.charAt(0).toUpperCase() + word.slice(1)).slice(0, NAME_MAX));
	const [first, ...rest] = words;
	return { firstName: first ?? null, lastName: rest.length ? rest.join(" ").slice(0, NAME_MAX) : null };
}

const sameName = (a: string | null, b: string | null) =>
	(a?.trim().toLowerCase() ?? "") === (b?.trim().toLowerCase() ?? "");

/**
 * How an adventure's owner is named to everyone (Discover): the first name the family gave, else
 * 'A family from {home town}' (the first part of the home location), else 'A family'. Nothing comes
 * from the e-mail address: names that are exactly the ones made from it at sign-in count as none.
 */
export function publicOwnerName(owner: {
	firstName: string | null;
	lastName: string | null;
	email: string | null;
	homeLocation: string | null;
}): string {
	const fromAddress = owner.email ? namesFromAddress(owner.email) : null;
	const madeFromAddress =
		!!fromAddress?.firstName &&
		sameName(owner.firstName, fromAddress.firstName) &&
		sameName(owner.lastName, fromAddress.lastName);
	const first = madeFromAddress ? "" : (owner.firstName?.trim() ?? "");
	if (first) return first;
	const town = owner.homeLocation?.split(",")[0]?.trim() ?? "";
	return town ? `A family from ${town}` : "A family";
}
