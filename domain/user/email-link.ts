import { z } from "zod";

const NAME_MAX = 60;
const EMAIL_MAX = 254;

/** A one-time sign-in link works this long after it was sent, and once. */
export const EMAIL_LINK_TTL_MINUTES = 15;
/** Links one address may be sent per window, and links one client may ask for per window. */
export const EMAIL_LINKS_PER_ADDRESS = 3;
export const EMAIL_LINKS_PER_CLIENT = 10;
export const EMAIL_LINK_WINDOW_MINUTES = 15;

/** The SPA page a link opens; it posts the token (from the fragment) when the user confirms. */
export const EMAIL_LINK_PAGE = "/sign-in/link";

const optionalName = z
	.string()
	.trim()
	.max(NAME_MAX)
	.optional()
	.transform((value) => value || undefined);

/** Body of `POST /api/auth/email-link`: where to send the link; names only for a new account. */
export const emailLinkRequestSchema = z.strictObject({
	email: z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email("Enter a valid e-mail address")),
	firstName: optionalName,
	lastName: optionalName,
	returnTo: z.string().max(2048).optional(),
});

/** Body of `POST /api/auth/email-link/verify`: the token from the link (43 base64url characters). */
export const emailLinkVerifySchema = z.strictObject({
	token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This sign-in link is not valid"),
});
