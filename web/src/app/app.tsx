import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { matchSpaRoute } from "../../../domain/api/spa-routes";
import { Toaster } from "../components/ui/toaster";
import { getAdventureQueryOptions, getAdventuresQueryOptions } from "../features/adventures";
import { getCurrentUserQueryOptions } from "../features/auth";
import { BetaGate, getBetaStatusQueryOptions } from "../features/beta-gate";
import { BugReportWidget } from "../features/bug-reports";
import { createQueryClient } from "../lib/react-query";
import { isWorkspace, loadMyAdventures, loadWorkspace, routes } from "./routes";

/**
 * The declarative router (BrowserRouter + useRoutes): the app uses no loaders, actions or other
 * data-router features, and this router is about 18 KB (gzip) lighter on every first load.
 */
function AppRoutes() {
	return useRoutes(routes);
}

/**
 * The query client, with what the first screen needs already asked for: the signed-in user (the
 * session check) and, on an adventure's workspace or edit address, the adventure (on the workspace's, its places,
 * paths and opening message too) — in parallel with the beta check,
 * rather than one after the other as the screens mount. On `/`, once someone is found signed in,
 * My Adventures' code and list follow at once.
 */
function startQueryClient() {
	const queryClient = createQueryClient();
	const user = queryClient.fetchQuery(getCurrentUserQueryOptions());
	// Asked here, before anything below can write (a write drops the page's answers): the gate's
	// check then takes the page's answer instead of racing the workspace's opening message.
	void queryClient.prefetchQuery(getBetaStatusQueryOptions());
	const route = matchSpaRoute(window.location.pathname);
	if (route?.name === "home") {
		user.then(
			(signedIn) => {
				if (!signedIn) return;
				void loadMyAdventures();
				void queryClient.prefetchQuery(getAdventuresQueryOptions());
			},
			() => {},
		);
	} else user.catch(() => {});
	// The workspace's and the edit screen's: the public view reads its own route instead (a visitor
	// there may have no account, or not even the beta password).
	const adventureId = (isWorkspace(route) || route?.name === "editAdventure") && route?.id;
	if (adventureId) void queryClient.prefetchQuery(getAdventureQueryOptions(adventureId));
	// The workspace's code, once here, asks for the rest of what it shows, Wunder's opening included.
	if (isWorkspace(route) && adventureId) {
		void loadWorkspace().then((m) => m.startWorkspace(queryClient, adventureId, user));
	}
	return queryClient;
}

export function App() {
	const [queryClient] = useState(startQueryClient);
	return (
		<QueryClientProvider client={queryClient}>
			<BrowserRouter>
				<BetaGate>
					<AppRoutes />
				</BetaGate>
			</BrowserRouter>
			{/* Outside the gate and the router: on every screen, the beta gate included. */}
			<BugReportWidget />
			<Toaster />
		</QueryClientProvider>
	);
}
