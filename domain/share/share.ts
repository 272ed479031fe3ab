import { z } from "zod";
import { withoutControlCharacters } from "../text";
import {
	checkEmailList,
	SHARE_EMAIL_MAX_RECIPIENTS,
	SHARE_MESSAGE_MAX,
	SHARE_TOKEN_PATTERN,
	shareMessages,
} from "./share-rules";

export * from "./share-rules";

/** The longest text taken as one entry of the list (a longer one is not an address either). */
const EMAIL_ENTRY_MAX = 320;

/**
 * The addresses as the share form takes them: trimmed, blanks dropped, at least one, at most 20,
 * each one the sign-in would accept, else one 400 `Invalid email addresses: {list}` naming them all.
 */
const shareRecipientsSchema = z.array(z.string().max(EMAIL_ENTRY_MAX)).transform((list, ctx) => {
	const { emails, invalid } = checkEmailList(list);
	const problem =
		emails.length === 0
			? shareMessages.noRecipients
			: emails.length > SHARE_EMAIL_MAX_RECIPIENTS
				? shareMessages.tooManyRecipients
				: invalid.length > 0
					? shareMessages.invalidEmails(invalid)
					: null;
	if (problem) ctx.addIssue({ code: "custom", message: problem });
	return emails;
});

/**
 * Body of `POST /api/adventures/share-email`: the spec's adventureId, emails, message and shareUrl.
 * `shareUrl` (the link the sender's page shows) is accepted and ignored: the server builds the
 * link it mails itself, so a client can never make the mail point elsewhere.
 */
export const shareEmailSchema = z.strictObject({
	adventureId: z.string().trim().min(1).max(64),
	emails: shareRecipientsSchema,
	message: z
		.string()
		.max(SHARE_MESSAGE_MAX)
		.refine(...withoutControlCharacters("Message"))
		.optional(),
	shareUrl: z
		.string()
		.max(2048)
		.refine(...withoutControlCharacters("shareUrl"))
		.optional(),
});

/** `?share=` on the public read routes: a share link's token. */
export const shareQuerySchema = z.strictObject({
	share: z.string().regex(SHARE_TOKEN_PATTERN, "Invalid share link").optional(),
});
