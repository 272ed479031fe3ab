import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, Outlet, type RouteObject, useLocation, useMatch } from "react-router-dom";
import { PUBLIC_VIEW_PATH } from "../../../domain/share/public-view-rules";
import { safeReturnTo } from "../../../domain/user/return-to";
import { Spinner } from "../components/ui/spinner";
import { useAuth } from "../features/auth";
import { useHasBetaAccess } from "../features/beta-gate";
import { Header, NotFoundPage } from "../features/layout";
import { cn } from "../lib/cn";

// Screens load on demand, so the first paint only pays for the shell. The screen of the address
// the app opens on starts loading at once, alongside the beta and session checks, not after them.
const firstPath = globalThis.location?.pathname ?? "/";

/** A screen's loader; when `opensOn` matches the first address, the load has already begun. */
function screen<T>(opensOn: RegExp, load: () => Promise<T>): () => Promise<T> {
	const first = opensOn.test(firstPath) ? load() : null;
	return () => first ?? load();
}

const loadLanding = screen(/^\/$/, () => import("../features/landing/landing-page"));
const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
/** My Adventures' code; app.tsx starts it as soon as the session check finds someone signed in on `/`. */
export const loadMyAdventures = () => import("../features/adventures/my-adventures-page");
const MyAdventuresPage = lazy(() => loadMyAdventures().then((m) => ({ default: m.MyAdventuresPage })));
const loadSignIn = screen(/^\/sign-in\/?$/, () => import("../features/auth/sign-in-page"));
const SignInPage = lazy(() => loadSignIn().then((m) => ({ default: m.SignInPage })));
const EmailLinkPage = lazy(() =>
	import("../features/auth/email-link-page").then((m) => ({ default: m.EmailLinkPage })),
);
const loadProfile = screen(/^\/profile\/?$/, () => import("../features/profile/profile-page"));
const ProfilePage = lazy(() => loadProfile().then((m) => ({ default: m.ProfilePage })));
const loadCreate = screen(/^\/create-adventure\/?$/, () => import("../features/adventures/create-adventure-page"));
const CreateAdventurePage = lazy(() => loadCreate().then((m) => ({ default: m.CreateAdventurePage })));
const EditAdventurePage = lazy(() =>
	import("../features/adventures/edit-adventure-page").then((m) => ({ default: m.EditAdventurePage })),
);
/** The workspace's address (`/adventure/{id}`, `/adventure/{id}/planner`); the id is group 1. */
export const WORKSPACE_PATH = /^\/adventure\/([^/]+)(?:\/planner)?\/?$/;
/** The workspace's code; app.tsx also starts its first load with it (startWorkspace). */
export const loadWorkspace = screen(WORKSPACE_PATH, () => import("../features/workspace/workspace-page"));
const WorkspacePage = lazy(() => loadWorkspace().then((m) => ({ default: m.WorkspacePage })));
const loadPublic = screen(PUBLIC_VIEW_PATH, () => import("../features/workspace/public-adventure-page"));
const PublicAdventurePage = lazy(() => loadPublic().then((m) => ({ default: m.PublicAdventurePage })));
const loadDiscover = screen(/^\/discover\/?$/, () => import("../features/discover/discover-page"));
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
const MonitoringPage = lazy(() =>
	import("../features/monitoring/monitoring-page").then((m) => ({ default: m.MonitoringPage })),
);

/** Header plus the page; 'Loading...' until the current user is known. */
function RootLayout() {
	const { user, isLoading } = useAuth();
	// Without the beta password (a share link's visitor) signing in is not possible yet.
	const canSignIn = useHasBetaAccess() !== false;
	// The workspace brings its own header on small screens (title, menu, chat/map switch).
	const workspace = useMatch("/adventure/:id");
	const planner = useMatch("/adventure/:id/planner");
	const inWorkspace = !!workspace || !!planner;
	// Screens that fill the window scroll inside their panels, which leave room for the bug button themselves.
	const { pathname } = useLocation();
	const fillsWindow = inWorkspace || PUBLIC_VIEW_PATH.test(pathname);
	if (isLoading) return <Spinner fullScreen label="Loading..." />;
	return (
		<div className="min-h-dvh">
			<Header user={user} canSignIn={canSignIn} className={inWorkspace ? "hidden md:block" : undefined} />
			<Suspense fallback={<Spinner label="Loading..." />}>
				{/* The room below the page comes with the page, not under the spinner: there, the page
				    arriving would push it down a whole screen, a layout shift on every first load. */}
				<div className={cn("contents", !fillsWindow && "bug-clearance")}>
					<Outlet />
				</div>
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

export const routes: RouteObject[] = [
	{
		element: <RootLayout />,
		children: [
			{ index: true, element: <Home /> },
			{ path: "sign-in", element: <SignInRoute /> },
			// Where a sign-in link lands (EMAIL_LINK_PAGE); shown signed in too, to switch accounts.
			{ path: "sign-in/link", element: <EmailLinkPage /> },
			{ path: "discover", element: <DiscoverPage /> },
			{ path: "adventure/:id/public", element: <PublicAdventurePage /> },
			{ path: "public/:id", element: <PublicAdventurePage /> },
			{
				path: "create-adventure",
				element: signedIn(<CreateAdventurePage />),
			},
			{ path: "adventure/:id", element: signedIn(<WorkspacePage />) },
			{ path: "adventure/:id/planner", element: signedIn(<WorkspacePage />) },
			{ path: "adventure/:id/edit", element: signedIn(<EditAdventurePage />) },
			{
				path: "profile",
				element: (
					<SignedIn whenUserCallFails>
						<ProfilePage />
					</SignedIn>
				),
			},
			{ path: "admin", element: signedIn(<AdminDashboardPage />) },
			{ path: "admin/users", element: signedIn(<AdminUsersPage />) },
			{ path: "admin/monitoring", element: signedIn(<MonitoringPage />) },
			{ path: "admin/bugs", element: signedIn(<BugReportsPage />) },
			{ path: "*", element: <NotFoundPage /> },
		],
	},
];
