import { z } from "zod";
import { singleLine, withoutControlCharacters } from "../text";
import { EMAIL_MAX, isEmailAddress, NAME_MAX } from "./user-rules";

export { fullNameOf, initialsOf } from "./user-names";
export * from "./user-rules";

/** The signed-in user as `GET /api/auth/user` returns it. */
export const currentUserSchema = z.object({
	id: z.string(),
	firstName: z.string().nullable(),
	lastName: z.string().nullable(),
	email: z.string().nullable(),
	profileImageUrl: z.string().nullable(),
	isAdmin: z.boolean(),
	homeLocation: z.string().nullable(),
	homeLatitude: z.number().nullable(),
	homeLongitude: z.number().nullable(),
	numberOfKids: z.number().int().nullable(),
	kidAges: z.array(z.number().int()),
	interestTags: z.array(z.string()),
	isLocalWunder: z.boolean(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

/** An e-mail address a person types to sign in: trimmed, lowercased, checked by `isEmailAddress`. */
export const emailAddressSchema = z
	.string()
	.trim()
	.toLowerCase()
	.max(EMAIL_MAX)
	.refine(isEmailAddress, "Enter a valid e-mail address");

/** Body of `POST /api/auth/local`, the keyless sign-in used when no OpenID Connect issuer is set. Unknown keys are a 400. */
export const localSignInSchema = z.strictObject({
	firstName: z
		.string()
		.trim()
		.min(1, "First name is required")
		.max(NAME_MAX)
		.refine(...withoutControlCharacters("First name"))
		.refine(...singleLine("First name")),
	lastName: z
		.string()
		.trim()
		.min(1, "Last name is required")
		.max(NAME_MAX)
		.refine(...withoutControlCharacters("Last name"))
		.refine(...singleLine("Last name")),
	email: emailAddressSchema,
	returnTo: z.string().max(2048).optional(),
});
