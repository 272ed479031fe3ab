import { spaHrefs } from "../../../domain/api/spa-routes";

/**
 * Every in-app href comes from here: the SPA's addresses from their one table
 * (domain/api/spa-routes.ts: `paths.discover`, `paths.adventure(id)`), and the server's sign-in and
 * sign-out navigations, which are not screens.
 */
export const paths = {
	...spaHrefs,
	login: "/api/login",
	logout: "/api/logout",
	loginReturningTo: (returnTo: string) => `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
} as const;
