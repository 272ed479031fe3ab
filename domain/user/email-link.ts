import { z } from "zod";
import { singleLine, withoutControlCharacters } from "../text";
import { emailAddressSchema, NAME_MAX } from "./user";

const optionalName = (label: string) =>
	z
		.string()
		.trim()
		.max(NAME_MAX)
		.refine(...withoutControlCharacters(label))
		.refine(...singleLine(label))
		.optional()
		.transform((value) => value || undefined);

/** Body of `POST /api/auth/email-link`: where to send the link; names only for a new account. */
export const emailLinkRequestSchema = z.strictObject({
	email: emailAddressSchema,
	firstName: optionalName("First name"),
	lastName: optionalName("Last name"),
	returnTo: z
		.string()
		.max(2048)
		.refine(...withoutControlCharacters("returnTo"))
		.optional(),
});

/** Body of `POST /api/auth/email-link/verify`: the token from the link (43 base64url characters). */
export const emailLinkVerifySchema = z.strictObject({
	token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This sign-in link is not valid"),
});
