import { ChevronRight, Plus, Route } from "lucide-react";
import { useEffect, useState } from "react";
import { plural } from "../../../../../domain/english";
import { Button } from "../../../components/ui/button";
import { usePaths } from "../api/get-paths";
import { AUTO_OPEN_PATH_KEY } from "../constants";
import { CreatePathDialog } from "./create-path-dialog";
import { PlanMyDaysButton } from "./day-plan-dialog";
import { MODE_LABEL, ModeIcon } from "./mode-icon";
import { PathDetail } from "./path-detail";

/** The Paths tab: 'My Paths' with a create dialog, and one path's detail. */
export function PathsTab({
	adventureId,
	readOnly,
	openPathId,
	onOpenPath,
}: {
	adventureId: string;
	readOnly: boolean;
	openPathId: string | null;
	onOpenPath: (id: string | null) => void;
}) {
	const paths = usePaths(adventureId);
	const [creating, setCreating] = useState(false);

	// A path remembered by add-to-path opens once.
	useEffect(() => {
		const remembered = sessionStorage.getItem(AUTO_OPEN_PATH_KEY);
		if (remembered && paths.data?.some((p) => p.id === remembered)) {
			sessionStorage.removeItem(AUTO_OPEN_PATH_KEY);
			onOpenPath(remembered);
		}
	}, [paths.data, onOpenPath]);

	const open = paths.data?.find((p) => p.id === openPathId);
	if (open)
		return <PathDetail adventureId={adventureId} path={open} readOnly={readOnly} onBack={() => onOpenPath(null)} />;

	const list = paths.data ?? [];
	return (
		<div className="grid grid-cols-1 gap-3 p-3">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h2 className="font-display text-lg font-extrabold text-ink-900">My Paths ({list.length})</h2>
				{!readOnly && (
					<div className="flex gap-2">
						<PlanMyDaysButton adventureId={adventureId} />
						<Button size="sm" onClick={() => setCreating(true)}>
							<Plus aria-hidden className="size-4" />
							New Path
						</Button>
					</div>
				)}
			</div>
			{paths.isPending ? (
				<p className="py-6 text-center text-sm text-ink-500">Loading paths...</p>
			) : list.length === 0 ? (
				<div className="flex flex-col items-center px-6 py-12 text-center">
					<span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
						<Route aria-hidden className="size-7" />
					</span>
					<h3 className="mt-4 font-display text-lg font-extrabold">No paths created yet</h3>
					<p className="mt-2 text-sm text-ink-500">
						Group saved places into walking, cycling, transit or driving routes.
					</p>
				</div>
			) : (
				<ul className="grid gap-2" aria-label="Paths">
					{list.map((path) => (
						<li key={path.id}>
							<button
								type="button"
								onClick={() => onOpenPath(path.id)}
								data-allow-wrap
								className="flex w-full items-center gap-3 rounded-2xl border border-sand-200 bg-white p-3 text-left hover:border-brand-300"
							>
								<span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: path.colour }} aria-hidden />
								<span className="min-w-0 flex-1">
									<span className="block truncate font-semibold text-ink-900">{path.name}</span>
									<span className="flex items-center gap-1.5 text-xs text-ink-500">
										<ModeIcon mode={path.transportMode} className="size-3.5" />
										{MODE_LABEL[path.transportMode]} · {plural(path.stopCount, "stop")}
									</span>
								</span>
								<ChevronRight aria-hidden className="size-4 text-ink-500" />
							</button>
						</li>
					))}
				</ul>
			)}
			<CreatePathDialog adventureId={adventureId} open={creating} onOpenChange={setCreating} onCreated={onOpenPath} />
		</div>
	);
}
