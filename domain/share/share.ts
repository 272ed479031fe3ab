import { z } from "zod";
import { withoutControlCharacters } from "../text";
import {
	isShareEmail,
	SHARE_EMAIL_MAX_RECIPIENTS,
	SHARE_MESSAGE_MAX,
	SHARE_TOKEN_PATTERN,
	shareMessages,
} from "./share-rules";

export * from "./share-rules";

/** Body of `POST /api/adventures/share-email`. */
export const shareEmailSchema = z.strictObject({
	adventureId: z.string().trim().min(1).max(64),
	emails: z
		.array(z.string().trim().max(254).refine(isShareEmail, "Each address must be a valid e-mail address"))
		.min(1, shareMessages.noRecipients)
		.max(SHARE_EMAIL_MAX_RECIPIENTS, shareMessages.tooManyRecipients),
	message: z
		.string()
		.max(SHARE_MESSAGE_MAX)
		.refine(...withoutControlCharacters("Message"))
		.optional(),
});

/** `?share=` on the public read routes: a share link's token. */
export const shareQuerySchema = z.strictObject({
	share: z.string().regex(SHARE_TOKEN_PATTERN, "Invalid share link").optional(),
});
