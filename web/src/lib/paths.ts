/** Every in-app href comes from here (one route table). */
export const paths = {
	home: "/",
	createAdventure: "/create-adventure",
	adventure: (id: string) => `/adventure/${encodeURIComponent(id)}`,
	editAdventure: (id: string) => `/adventure/${encodeURIComponent(id)}/edit`,
	publicAdventure: (id: string) => `/adventure/${encodeURIComponent(id)}/public`,
	profile: "/profile",
	discover: "/discover",
	admin: "/admin",
	adminUsers: "/admin/users",
	adminMonitoring: "/admin/monitoring",
	adminBugs: "/admin/bugs",
	signIn: "/sign-in",
	/** Server navigations, not screens. */
	login: "/api/login",
	logout: "/api/logout",
	loginReturningTo: (returnTo: string) => `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
} as const;
