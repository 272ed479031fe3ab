import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { Toaster } from "../components/ui/toaster";
import { BetaGate } from "../features/beta-gate";
import { BugReportWidget } from "../features/bug-reports";
import { createQueryClient } from "../lib/react-query";
import { routes } from "./routes";

export function App() {
	const [queryClient] = useState(createQueryClient);
	const [router] = useState(() => createBrowserRouter(routes));
	return (
		<QueryClientProvider client={queryClient}>
			<BetaGate>
				<RouterProvider router={router} />
			</BetaGate>
			{/* Outside the gate and the router: on every screen, the beta gate included. */}
			<BugReportWidget />
			<Toaster />
		</QueryClientProvider>
	);
}
