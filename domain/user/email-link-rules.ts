// Kept apart from the zod schemas in ./email-link so the SPA's router does not load zod.
import { SPA_ROUTES } from "../api/spa-routes";

/** A one-time sign-in link works this long after it was sent, and once. */
export const EMAIL_LINK_TTL_MINUTES = 15;
/** Links one address may be sent per window, and links one client may ask for per window. */
export const EMAIL_LINKS_PER_ADDRESS = 3;
export const EMAIL_LINKS_PER_CLIENT = 10;
export const EMAIL_LINK_WINDOW_MINUTES = 15;

/** The SPA page a link opens; it posts the token (from the fragment) when the user confirms. */
export const EMAIL_LINK_PAGE = SPA_ROUTES.signInLink.path;
