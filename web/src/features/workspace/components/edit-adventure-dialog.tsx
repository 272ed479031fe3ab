import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { stayMessages } from "../../../../../domain/adventure/adventure-rules";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog, Dialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast-store";
import { paths } from "../../../lib/paths";
import {
	AdventureEditForm,
	type AdventureWithAccess,
	StayControl,
	type UpdateAdventureChanges,
	useDeleteAdventure,
	useUpdateAdventure,
} from "../../adventures";
import { getPathsQueryOptions, usePathDaysGuard } from "../../paths";

/** The owner's 'Edit Adventure' dialog, with 'Delete Adventure' behind a confirmation. */
export function EditAdventureDialog({
	adventure,
	open,
	onOpenChange,
}: {
	adventure: AdventureWithAccess;
	open: boolean;
	onOpenChange: (open: boolean) => void;
}) {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [confirmDelete, setConfirmDelete] = useState(false);
	const update = useUpdateAdventure({
		mutationConfig: {
			onSuccess: async () => {
				toast({ title: "Adventure Updated" });
				onOpenChange(false);
				await queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventure.id).queryKey });
			},
			onError: () =>
				toast({ title: "Error", description: "Failed to update adventure. Please try again.", variant: "destructive" }),
		},
	});
	// New dates that leave dated paths outside the trip: move their days or remove them, asked first.
	const guard = usePathDaysGuard(adventure, (changes: UpdateAdventureChanges, pathDays) => {
		const withDays = pathDays ? { ...changes, pathDays } : changes;
		update.mutate({ id: adventure.id, changes: withDays });
	});
	const remove = useDeleteAdventure({
		mutationConfig: {
			onSuccess: () => {
				toast({ title: "Adventure Deleted" });
				setConfirmDelete(false);
				onOpenChange(false);
				navigate(paths.home);
			},
			onError: () => toast({ title: "Failed to delete adventure. Please try again.", variant: "destructive" }),
		},
	});

	return (
		<>
			<Dialog
				open={open}
				onOpenChange={onOpenChange}
				title="Edit Adventure"
				description="Update the details of this adventure."
			>
				{/* Saved on its own, outside the form: its address search must not submit the form. */}
				<section
					aria-labelledby="stay-heading"
					className="mb-5 grid gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4"
				>
					<h3 id="stay-heading" className="font-display text-base font-extrabold text-ink-900">
						{stayMessages.heading}
					</h3>
					<StayControl adventureId={adventure.id} stay={adventure.stay} />
				</section>
				<AdventureEditForm
					adventure={adventure}
					variant="dialog"
					pending={update.isPending}
					submitLabel="Save Changes"
					pendingLabel="Saving..."
					onSubmit={guard.submit}
					footer={(submit) => (
						<div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
							<Button variant="ghost" className="text-red-600 hover:bg-red-50" onClick={() => setConfirmDelete(true)}>
								<Trash2 aria-hidden className="size-4" />
								Delete Adventure
							</Button>
							<div className="flex flex-col-reverse gap-3 sm:flex-row">
								<Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
									Cancel
								</Button>
								{submit}
							</div>
						</div>
					)}
				/>
			</Dialog>
			{guard.dialog}
			<ConfirmDialog
				open={confirmDelete}
				onOpenChange={setConfirmDelete}
				title="Delete this adventure?"
				description={`"${adventure.title}" and everything saved in it will be deleted. This action cannot be undone.`}
				confirmLabel="Delete"
				pendingLabel="Deleting..."
				pending={remove.isPending}
				onConfirm={() => remove.mutate(adventure.id)}
			/>
		</>
	);
}
