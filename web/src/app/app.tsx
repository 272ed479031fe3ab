import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { Toaster } from "../components/ui/toaster";
import { BetaGate } from "../features/beta-gate";
import { createQueryClient } from "../lib/react-query";
import { routes } from "./routes";

/**
 * The declarative router (BrowserRouter + useRoutes): the app uses no loaders, actions or other
 * data-router features, and this router is about 18 KB (gzip) lighter on every first load.
 */
function AppRoutes() {
	return useRoutes(routes);
}

export function App() {
	const [queryClient] = useState(createQueryClient);
	return (
		<QueryClientProvider client={queryClient}>
			<BetaGate>
				<BrowserRouter>
					<AppRoutes />
				</BrowserRouter>
			</BetaGate>
			<Toaster />
		</QueryClientProvider>
	);
}
