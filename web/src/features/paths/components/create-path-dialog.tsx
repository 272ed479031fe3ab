import { useId, useState } from "react";
import { PATH_NAME_MAX, TRANSPORT_MODES, type TransportMode } from "../../../../../domain/path/path-rules";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { useCreatePath } from "../api/create-path";
import { pathErrorToast } from "../errors";
import { ModeSelector } from "./mode-selector";

/** 'Create path' dialog: Path Title (required after trim) and Transport Mode (driving by default). */
export function CreatePathDialog({
	adventureId,
	open,
	onOpenChange,
	onCreated,
}: {
	adventureId: string;
	open: boolean;
	onOpenChange: (open: boolean) => void;
	onCreated: (pathId: string) => void;
}) {
	const [name, setName] = useState("");
	const [mode, setMode] = useState<TransportMode>("driving");
	const nameId = useId();
	const create = useCreatePath({
		mutationConfig: {
			onSuccess: (path) => {
				setName("");
				setMode("driving");
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
					if (valid && !create.isPending) create.mutate({ adventureId, name: name.trim(), transportMode: mode });
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
				<div className="grid gap-2">
					<span className="text-sm font-semibold text-ink-700">Transport Mode</span>
					<ModeSelector value={mode} onChange={setMode} modes={TRANSPORT_MODES} />
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
