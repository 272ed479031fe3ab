import type { CurrentUser } from "../../../../domain/user/user";
import type { ProfileChanges } from "./api/update-profile";

/** What the edit form holds: text fields as typed, the home's coordinates from the destination search. */
export interface ProfileDraft {
	firstName: string;
	lastName: string;
	homeLocation: string;
	homeLatitude: number | null;
	homeLongitude: number | null;
	numberOfKids: string;
	kidAges: number[];
	interestTags: string[];
}

export function draftFromUser(user: CurrentUser): ProfileDraft {
	return {
		firstName: user.firstName ?? "",
		lastName: user.lastName ?? "",
		homeLocation: user.homeLocation ?? "",
		homeLatitude: user.homeLatitude,
		homeLongitude: user.homeLongitude,
		numberOfKids: user.numberOfKids == null ? "" : String(user.numberOfKids),
		kidAges: [...user.kidAges],
		interestTags: [...user.interestTags],
	};
}

/** The number of kids as sent: blank is none; anything else must be a whole number from 0 (null when it is not). */
export function parseNumberOfKids(text: string): number | null | "invalid" {
	if (text.trim() === "") return null;
	const n = Number(text);
	return Number.isInteger(n) && n >= 0 ? n : "invalid";
}

/** The PUT body from the form: every field sent, blanks as null; a home without coordinates keeps none. */
export function changesFromDraft(draft: ProfileDraft): ProfileChanges {
	const kids = parseNumberOfKids(draft.numberOfKids);
	const home = draft.homeLocation.trim();
	return {
		firstName: draft.firstName.trim() || null,
		lastName: draft.lastName.trim() || null,
		homeLocation: home || null,
		homeLatitude: home ? draft.homeLatitude : null,
		homeLongitude: home ? draft.homeLongitude : null,
		numberOfKids: kids === "invalid" ? null : kids,
		kidAges: draft.kidAges,
		interestTags: draft.interestTags,
	};
}
