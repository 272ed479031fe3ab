import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
// The first render as a transition: React renders it in slices and lets the browser breathe
// between them, instead of one long task before the first screen is interactive.
startTransition(() =>
	createRoot(root).render(
		<StrictMode>
			<App />
		</StrictMode>,
	),
);
