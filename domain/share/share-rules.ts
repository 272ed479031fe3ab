// Kept apart from the zod schemas in ./share so a screen that needs only these rules does not load zod.
import type { Adventure } from "../adventure/adventure-rules";
import { spaHrefs } from "../api/spa-routes";
import type { PathWithStops } from "../path/path-rules";
import type { SavedPlace } from "../place/place-rules";
import { isEmailAddress } from "../user/user-rules";

/** At most this many addresses in one share e-mail. */
export const SHARE_EMAIL_MAX_RECIPIENTS = 20;

/** Share e-mails one user may send per hour. */
export const SHARE_EMAILS_PER_HOUR = 10;

/**
 * Share e-mails one inbox may receive per day, from all senders together. An inbox is the address
 * as `inboxOf` folds it: lowercased, its plus part dropped (`Ann+trip@x.org` is `ann@x.org`), and
 * a Gmail address without its dots, on gmail.com.
 */
export const SHARE_EMAILS_PER_INBOX_PER_DAY = 5;

/**
 * Distinct inboxes one user may send share e-mails to in a day (a sliding 24 hours). Mailing an
 * inbox again the same day counts once; a request that would pass the cap sends nothing.
 */
export const SHARE_RECIPIENTS_PER_SENDER_PER_DAY = 30;

export const SHARE_MESSAGE_MAX = 2000;

/** A share token: 32 random bytes, base64url (43 characters). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const shareMessages = {
	noRecipients: "Please enter at least one email address.",
	invalidEmails: (list: string[]) => `Invalid email addresses: ${list.join(", ")}`,
	tooManyRecipients: `At most ${SHARE_EMAIL_MAX_RECIPIENTS} email addresses at a time.`,
	rateLimited: "Too many share e-mails. Please try again later.",
	recipientsPerDay: `Too many recipients today: share e-mails go to at most ${SHARE_RECIPIENTS_PER_SENDER_PER_DAY} people a day. Please try again tomorrow.`,
	sendFailed: "Failed to send emails. Please try again.",
	copyFailed: "Failed to copy link to clipboard.",
	privacyFailed: "Failed to update privacy settings. Please try again.",
	notFound: "The adventure you're looking for doesn't exist or isn't public.",
} as const;

/** Addresses trimmed, blanks dropped; `invalid` lists those the sign-in would refuse too (`isEmailAddress`). */
export function checkEmailList(list: string[]): { emails: string[]; invalid: string[] } {
	const emails = list.map((part) => part.trim()).filter((part) => part.length > 0);
	return { emails, invalid: emails.filter((email) => !isEmailAddress(email)) };
}

/** The e-mail field split by commas, trimmed, blanks dropped; `invalid` lists the ones that are not addresses. */
export const parseEmailList = (text: string) => checkEmailList(text.split(","));

/** The link a share token opens. */
export const shareLinkPath = (adventureId: string, token: string) =>
	`${spaHrefs.publicAlias(adventureId)}?share=${token}`;

/** The public page of a public adventure. */
export const publicAdventurePath = (adventureId: string) => spaHrefs.publicAdventure(adventureId);

/** `GET /api/public/adventures/{id}`: what the read-only view shows, in one answer. */
export interface PublicAdventure {
	adventure: Adventure & { access: "owner" | "viewer" };
	savedPlaces: SavedPlace[];
	paths: PathWithStops[];
}
