import { Bug, LoaderCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { toast } from "../../components/ui/toast-store";
import { clearConsoleEntries, installConsoleCapture } from "./console-capture";
import { WIDGET_ATTRIBUTE } from "./widget-marker";

// The panel and the capture library load on the first click: the button costs every page almost nothing.
const loadPanel = () => import("./bug-report-panel");
const BugReportPanel = lazy(() => loadPanel().then((m) => ({ default: m.BugReportPanel })));

type WidgetState = "closed" | "capturing" | "open";

/**
 * The floating red 'Report a Bug' button, on every screen (the beta gate and signed-out pages
 * too). It never covers a control: on a phone it floats above a bottom bar (`data-bottom-bar`) and
 * the scroll boxes under it end with room to scroll past it (`bug-clearance`, web/src/styles.css). A click captures a screenshot (button disabled with a spinner), then opens the 'Report Bug'
 * panel; a failed capture shows a toast and the report can still be sent without one.
 */
export function BugReportWidget() {
	const [state, setState] = useState<WidgetState>("closed");
	const [screenshot, setScreenshot] = useState<string | null>(null);

	useEffect(installConsoleCapture, []);

	async function open() {
		setState("capturing");
		const panel = loadPanel();
		let shot: string | null = null;
		try {
			const { captureScreenshot } = await import("./capture-screenshot");
			shot = await captureScreenshot();
		} catch {
			toast({
				variant: "destructive",
				title: "Screenshot Failed",
				description: "Could not capture screenshot. You can still submit the bug report.",
			});
		}
		await panel.catch(() => undefined);
		setScreenshot(shot);
		setState("open");
	}

	/** Submit and cancel both end here: the description goes with the panel, the rest is cleared. */
	function close() {
		setScreenshot(null);
		clearConsoleEntries();
		setState("closed");
	}

	const capturing = state === "capturing";
	return (
		<>
			<button
				type="button"
				{...{ [WIDGET_ATTRIBUTE]: "" }}
				title="Report a Bug"
				aria-label="Report a Bug"
				aria-busy={capturing || undefined}
				disabled={state !== "closed"}
				onClick={open}
				className="fixed right-3 bottom-[calc(var(--bug-lift)+env(safe-area-inset-bottom))] z-[45] flex size-11 items-center justify-center rounded-full bg-red-600 text-white shadow-[var(--shadow-pop)] transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:cursor-wait disabled:opacity-80 md:right-5 md:bottom-12 print:hidden"
			>
				{capturing ? (
					<LoaderCircle aria-hidden className="size-5 animate-spin" />
				) : (
					<Bug aria-hidden className="size-5" />
				)}
			</button>
			{state === "open" && (
				<Suspense fallback={null}>
					<BugReportPanel screenshot={screenshot} onClose={close} />
				</Suspense>
			)}
		</>
	);
}
