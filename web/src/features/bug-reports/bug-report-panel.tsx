import { ImageOff, TriangleAlert } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { BUG_CONSOLE_SHOWN, BUG_DESCRIPTION_MAX } from "../../../../domain/bug-report/bug-report-rules";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Label } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { useCreateBugReport } from "./api/create-bug-report";
import { capturedConsoleEntries } from "./console-capture";
import { keyedEntries } from "./entry-keys";

/**
 * The 'Report Bug' panel: an optional description, the screenshot just taken, the last 3 console
 * errors. Submitting sends the page (path and query, never the fragment), browser, viewport and
 * the last 10 captured entries; success or cancel closes and clears everything.
 */
export function BugReportPanel({ screenshot, onClose }: { screenshot: string | null; onClose: () => void }) {
	const [description, setDescription] = useState("");
	const [entries] = useState(capturedConsoleEntries);
	const descriptionId = useId();
	const create = useCreateBugReport({
		mutationConfig: {
			onSuccess: () => {
				toast({
					variant: "success",
					title: "Bug Report Submitted",
					description: "Thank you! We'll review your report soon.",
				});
				onClose();
			},
			onError: () =>
				toast({
					variant: "destructive",
					title: "Submission Failed",
					description: "Could not submit bug report. Please try again.",
				}),
		},
	});

	function submit(event: FormEvent) {
		event.preventDefault();
		if (create.isPending) return;
		create.mutate({
			url: `${window.location.pathname}${window.location.search}`,
			userAgent: navigator.userAgent.slice(0, 500),
			viewport: { width: window.innerWidth, height: window.innerHeight },
			description: description.trim() || null,
			consoleErrors: entries,
			screenshot,
		});
	}

	const shown = entries.slice(-BUG_CONSOLE_SHOWN);
	return (
		<Dialog
			open
			onOpenChange={(open) => !open && !create.isPending && onClose()}
			title="Report Bug"
			description="Tell us what went wrong. The screenshot and recent errors help us find it."
			className="max-w-lg"
		>
			<form onSubmit={submit} className="grid gap-4">
				<div className="grid gap-2">
					<Label htmlFor={descriptionId}>Description (optional)</Label>
					<Textarea
						id={descriptionId}
						rows={3}
						maxLength={BUG_DESCRIPTION_MAX}
						placeholder="What were you doing, and what happened?"
						value={description}
						onChange={(event) => setDescription(event.target.value)}
						className="min-h-0"
					/>
				</div>
				<div className="grid gap-2">
					<p className="text-sm font-semibold text-ink-900">Screenshot</p>
					{screenshot ? (
						<img
							src={screenshot}
							alt="Screenshot of the page"
							className="h-40 w-full rounded-xl border border-sand-200 bg-sand-50 object-cover object-top"
						/>
					) : (
						<p className="flex items-center gap-2 text-sm text-ink-500">
							<ImageOff aria-hidden className="size-4" /> No screenshot attached.
						</p>
					)}
				</div>
				<div className="grid gap-2">
					<p className="text-sm font-semibold text-ink-900">Recent console errors</p>
					{shown.length ? (
						<ul aria-label="Recent console errors" className="grid gap-1.5">
							{keyedEntries(shown).map(({ key, entry }) => (
								<li
									key={key}
									className="flex items-start gap-2 rounded-lg bg-sand-100 px-3 py-2 font-mono text-xs wrap-anywhere text-ink-700"
								>
									<TriangleAlert
										aria-label={entry.type === "error" ? "Error" : "Warning"}
										className={
											entry.type === "error" ? "size-4 shrink-0 text-red-600" : "size-4 shrink-0 text-sunrise-600"
										}
									/>
									<span className="line-clamp-3">{entry.message}</span>
								</li>
							))}
						</ul>
					) : (
						<p className="text-sm text-ink-500">No errors captured.</p>
					)}
				</div>
				<div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
					<Button variant="outline" onClick={onClose} disabled={create.isPending}>
						Cancel
					</Button>
					<Button type="submit" variant="destructive" disabled={create.isPending}>
						{create.isPending ? "Submitting..." : "Submit Report"}
					</Button>
				</div>
			</form>
		</Dialog>
	);
}
