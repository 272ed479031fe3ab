import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { stayMessages } from "../../../../domain/adventure/adventure-rules";
import { loadMessages } from "../../../../domain/api/load-rules";
import { buttonClasses } from "../../components/ui/button";
import { LoadErrorScreen } from "../../components/ui/load-error";
import { LoadingShape, Skeleton, SkeletonLines } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { isMissing } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { PageHeading } from "../layout";
import { usePathDaysGuard } from "../paths";
import { useAdventure } from "./api/get-adventure";
import { type UpdateAdventureChanges, useUpdateAdventure } from "./api/update-adventure";
import { AdventureEditForm } from "./components/adventure-edit-form";
import { FormSection } from "./components/form-section";
import { StayControl } from "./components/stay-control";

export function EditAdventurePage() {
	const { id = "" } = useParams();
	const navigate = useNavigate();
	const { data: adventure, isPending, isError, error, isFetching, refetch } = useAdventure(id);
	const mutation = useUpdateAdventure({
		mutationConfig: {
			onSuccess: () => {
				toast({ title: "Adventure updated!", description: "Your adventure has been successfully updated." });
				navigate(paths.adventure(id));
			},
			onError: () =>
				toast({ title: "Error", description: "Failed to update adventure. Please try again.", variant: "destructive" }),
		},
	});

	// New dates that leave dated paths outside the trip: move their days or remove them, asked first.
	const guard = usePathDaysGuard(adventure, (changes: UpdateAdventureChanges, pathDays) => {
		const withDays = pathDays ? { ...changes, pathDays } : changes;
		mutation.mutate({ id, changes: withDays });
	});

	if (isPending) {
		return (
			<main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
				<LoadingShape label="Loading adventure...">
					<Skeleton className="h-8 w-64" />
					{/* The form's three sections: Basic Information, Travel Details, Adventure Tags. */}
					{[0, 1, 2].map((i) => (
						<div
							key={i}
							className="mt-6 space-y-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
						>
							<Skeleton className="h-5 w-40" />
							<Skeleton className="h-11 w-full rounded-xl" />
							<SkeletonLines lines={2} />
						</div>
					))}
				</LoadingShape>
			</main>
		);
	}
	if (isError && !isMissing(error)) {
		return <LoadErrorScreen message={loadMessages.adventure} onRetry={refetch} retrying={isFetching} />;
	}
	if (isError || adventure.access !== "owner") {
		return (
			<main className="mx-auto max-w-xl px-6 py-24 text-center">
				<h1 className="font-display text-3xl font-extrabold">Adventure not found</h1>
				<p className="mt-3 text-ink-500">The adventure you're trying to edit doesn't exist.</p>
				<Link to={paths.home} className={buttonClasses("primary", "md", "mt-8")}>
					Back to My Adventures
				</Link>
			</main>
		);
	}

	return (
		<main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
			<Link
				to={paths.adventure(id)}
				className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
			>
				<ArrowLeft aria-hidden className="size-4" />
				Back to Adventure
			</Link>
			<PageHeading title="Edit Adventure" subtitle={adventure.title} />
			<div className="mt-8">
				<FormSection title={stayMessages.heading} description="Saved on its own, apart from the form below.">
					<StayControl adventureId={id} stay={adventure.stay} />
				</FormSection>
			</div>
			<div className="mt-6">
				<AdventureEditForm
					adventure={adventure}
					variant="page"
					pending={mutation.isPending}
					submitLabel="Update Adventure"
					pendingLabel="Updating..."
					onSubmit={guard.submit}
					footer={(submit) => (
						<div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
							<Link to={paths.adventure(id)} className={buttonClasses("outline", "lg")}>
								Cancel
							</Link>
							{submit}
						</div>
					)}
				/>
			</div>
			{guard.dialog}
		</main>
	);
}
