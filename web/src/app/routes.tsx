import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, Outlet, type RouteObject, useLocation } from "react-router-dom";
import { pageSays } from "../../../domain/api/first-screen";
import {
	isPublicView,
	matchSpaRoute,
	openingScreen,
	type ScreenModule,
	SPA_ROUTES,
	type SpaRouteName,
} from "../../../domain/api/spa-routes";
import { safeReturnTo } from "../../../domain/user/return-to";
import { Spinner } from "../components/ui/spinner";
import { useAuth } from "../features/auth";
import { useHasBetaAccess } from "../features/beta-gate";
import { Header } from "../features/layout";
import { cn } from "../lib/cn";
import { peekFirstAnswer } from "../lib/first-answers";

// Screens load on demand, so the first paint only pays for the shell. The screen the app opens on
// starts loading at once, alongside the beta and session checks, not after them: the one the
// Worker preloaded, chosen from the same address and answers the page came with (who is signed in).
const firstModule = globalThis.location ? openingScreen(globalThis.location.pathname, pageSays(peekFirstAnswer)) : null;

/** A screen's loader; when the first address opens on `module`, the load has already begun. */
function screen<T>(module: ScreenModule, load: () => Promise<T>): () => Promise<T> {
	const first = module === firstModule ? load() : null;
	return () => first ?? load();
}

const loadLanding = screen("features/landing/landing-page", () => import("../features/landing/landing-page"));
const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
/** My Adventures' code; app.tsx also starts it as soon as the session check finds someone signed in on `/`. */
export const loadMyAdventures = screen(
	"features/adventures/my-adventures-page",
	() => import("../features/adventures/my-adventures-page"),
);
const MyAdventuresPage = lazy(() => loadMyAdventures().then((m) => ({ default: m.MyAdventuresPage })));
const loadSignIn = screen("features/auth/sign-in-page", () => import("../features/auth/sign-in-page"));
const SignInPage = lazy(() => loadSignIn().then((m) => ({ default: m.SignInPage })));
const EmailLinkPage = lazy(() =>
	import("../features/auth/email-link-page").then((m) => ({ default: m.EmailLinkPage })),
);
const loadProfile = screen("features/profile/profile-page", () => import("../features/profile/profile-page"));
const ProfilePage = lazy(() => loadProfile().then((m) => ({ default: m.ProfilePage })));
const loadCreate = screen(
	"features/adventures/create-adventure-page",
	() => import("../features/adventures/create-adventure-page"),
);
const CreateAdventurePage = lazy(() => loadCreate().then((m) => ({ default: m.CreateAdventurePage })));
const EditAdventurePage = lazy(() =>
	import("../features/adventures/edit-adventure-page").then((m) => ({ default: m.EditAdventurePage })),
);
/** The workspace's code; app.tsx also starts its first load with it (startWorkspace). */
export const loadWorkspace = screen(
	"features/workspace/workspace-page",
	() => import("../features/workspace/workspace-page"),
);
const WorkspacePage = lazy(() => loadWorkspace().then((m) => ({ default: m.WorkspacePage })));
const loadPublic = screen(
	"features/workspace/public-adventure-page",
	() => import("../features/workspace/public-adventure-page"),
);
const PublicAdventurePage = lazy(() => loadPublic().then((m) => ({ default: m.PublicAdventurePage })));
const loadDiscover = screen("features/discover/discover-page", () => import("../features/discover/discover-page"));
const DiscoverPage = lazy(() => loadDiscover().then((m) => ({ default: m.DiscoverPage })));
const BugReportsPage = lazy(() =>
	import("../features/bug-reports/bug-reports-page").then((m) => ({ default: m.BugReportsPage })),
);
const AdminDashboardPage = lazy(() =>
	import("../features/admin/admin-dashboard-page").then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminUsersPage = lazy(() =>
	import("../features/admin/admin-users-page").then((m) => ({ default: m.AdminUsersPage })),
);
// 'Page Not Found' (also what a signed-out visitor sees on a signed-in address).
const loadNotFound = screen("features/layout/not-found-page", () => import("../features/layout/not-found-page"));
const NotFoundPage = lazy(() => loadNotFound().then((m) => ({ default: m.NotFoundPage })));
const MonitoringPage = lazy(() =>
	import("../features/monitoring/monitoring-page").then((m) => ({ default: m.MonitoringPage })),
);

/** Whether an address is the workspace's (`/adventure/{id}`, `/adventure/{id}/planner`). */
export const isWorkspace = (route: { name: SpaRouteName } | null) =>
	route?.name === "adventure" || route?.name === "planner";

/** Header plus the page; 'Loading...' until the current user is known. */
function RootLayout() {
	const { user, isLoading } = useAuth();
	// Without the beta password (a share link's visitor) signing in is not possible yet.
	const canSignIn = useHasBetaAccess() !== false;
	const { pathname } = useLocation();
	// The workspace brings its own header on small screens (title, menu, chat/map switch).
	const inWorkspace = isWorkspace(matchSpaRoute(pathname));
	// Screens that fill the window scroll inside their panels, which leave room for the bug button themselves.
	const fillsWindow = inWorkspace || isPublicView(pathname);
	if (isLoading) return <Spinner fullScreen label="Loading..." />;
	return (
		<div className={cn("min-h-dvh", !fillsWindow && "page-bug-clearance")}>
			<Header user={user} canSignIn={canSignIn} className={inWorkspace ? "hidden md:block" : undefined} />
			<Suspense fallback={<Spinner label="Loading..." />}>
				<Outlet />
			</Suspense>
		</div>
	);
}

/**
 * Signed-in routes do not exist for signed-out visitors: they see 'Page Not Found'. A screen with
 * its own answer to a failed user call (the profile's 'Profile not found') shows it then.
 */
function SignedIn({ children, whenUserCallFails }: { children: ReactNode; whenUserCallFails?: boolean }) {
	const { user, failed } = useAuth();
	return user || (failed && whenUserCallFails) ? children : <NotFoundPage />;
}

function Home() {
	const { user } = useAuth();
	return user ? <MyAdventuresPage /> : <LandingPage />;
}

/**
 * `/sign-in` is for signed-out visitors; a signed-in user goes where they were heading, when that is
 * a path of this site (safeReturnTo: "//evil.com" and the like go to "/").
 */
function SignInRoute() {
	const { user } = useAuth();
	const location = useLocation();
	if (user) return <Navigate to={safeReturnTo(new URLSearchParams(location.search).get("returnTo"))} replace />;
	return <SignInPage />;
}

const signedIn = (element: ReactNode) => <SignedIn>{element}</SignedIn>;

/** What each address of the SPA shows (domain/api/spa-routes.ts); any other shows 'Page Not Found'. */
const SCREENS: Record<SpaRouteName, ReactNode> = {
	home: <Home />,
	landing: <LandingPage />,
	signIn: <SignInRoute />,
	signInLink: <EmailLinkPage />,
	discover: <DiscoverPage />,
	createAdventure: signedIn(<CreateAdventurePage />),
	adventure: signedIn(<WorkspacePage />),
	planner: signedIn(<WorkspacePage />),
	editAdventure: signedIn(<EditAdventurePage />),
	publicAdventure: <PublicAdventurePage />,
	publicAlias: <PublicAdventurePage />,
	profile: (
		<SignedIn whenUserCallFails>
			<ProfilePage />
		</SignedIn>
	),
	admin: signedIn(<AdminDashboardPage />),
	adminUsers: signedIn(<AdminUsersPage />),
	adminMonitoring: signedIn(<MonitoringPage />),
	adminBugs: signedIn(<BugReportsPage />),
};

/** The router's routes, one per address of the table (each with its name as its id), and the 404. */
export const routes: RouteObject[] = [
	{
		element: <RootLayout />,
		children: [
			...(Object.keys(SPA_ROUTES) as SpaRouteName[]).map(
				(name): RouteObject =>
					SPA_ROUTES[name].path === "/"
						? { id: name, index: true, element: SCREENS[name] }
						: { id: name, path: SPA_ROUTES[name].path, element: SCREENS[name] },
			),
			{ id: "notFound", path: "*", element: <NotFoundPage /> },
		],
	},
];
