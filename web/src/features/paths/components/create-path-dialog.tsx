import { useId, useState } from "react";
import { PATH_NAME_MAX, TRANSPORT_MODES, type TransportMode } from "../../../../../domain/path/path-rules";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { useCreatePath } from "../api/create-path";
import { pathErrorToast } from "../errors";
import { nextFreeDay, type Trip } from "../trip-days";
import { DaySelect } from "./day-select";
import { ModeSelector } from "./mode-selector";

/**
 * 'Create path' dialog: Path Title (required after trim), its Day (the next trip day without a path
 * by default) and Transport Mode ('Choose for me' by default: the server follows the distances).
 */
export function CreatePathDialog({
	adventureId,
	trip,
	paths,
	open,
	onOpenChange,
	onCreated,
}: {
	adventureId: string;
	trip: Trip;
	paths: readonly { date: string | null }[];
	open: boolean;
	onOpenChange: (open: boolean) => void;
	onCreated: (pathId: string) => void;
}) {
	const [name, setName] = useState("");
	const [mode, setMode] = useState<TransportMode | null>(null);
	// undefined: not touched, so the next free day (as the paths are now) is the default.
	const [day, setDay] = useState<string | null | undefined>(undefined);
	const date = day === undefined ? nextFreeDay(trip, paths) : day;
	const nameId = useId();
	const create = useCreatePath({
		mutationConfig: {
			onSuccess: (path) => {
				setName("");
				setMode(null);
				setDay(undefined);
				onOpenChange(false);
				onCreated(path.id);
			},
			onError: (error) => pathErrorToast(error, "Failed to create path"),
		},
	});
	const valid = name.trim().length > 0;

	return (
		<Dialog
			open={open}
			onOpenChange={onOpenChange}
			title="Create a Path"
			description="Group saved places into a route."
			className="max-w-md"
		>
			<form
				className="grid gap-5"
				onSubmit={(event) => {
					event.preventDefault();
					if (valid && !create.isPending) create.mutate({ adventureId, name: name.trim(), transportMode: mode, date });
				}}
			>
				<div className="grid gap-2">
					<Label htmlFor={nameId}>Path Title</Label>
					<Input
						id={nameId}
						value={name}
						maxLength={PATH_NAME_MAX}
						placeholder="e.g. Museum morning"
						onChange={(e) => setName(e.target.value)}
						autoFocus
					/>
				</div>
				<DaySelect trip={trip} value={date} onChange={setDay} />
				<div className="grid gap-2">
					<span className="text-sm font-semibold text-ink-700">Transport Mode</span>
					<ModeSelector value={mode} onChange={setMode} modes={TRANSPORT_MODES} chooseForMe />
				</div>
				<div className="flex justify-end gap-3">
					<Button variant="outline" onClick={() => onOpenChange(false)}>
						Cancel
					</Button>
					<Button type="submit" disabled={!valid || create.isPending}>
						{create.isPending ? "Creating..." : "Create Path"}
					</Button>
				</div>
			</form>
		</Dialog>
	);
}
