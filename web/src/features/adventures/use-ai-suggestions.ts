import { useRef } from "react";
import { PREVIOUS_TITLES_MAX } from "../../../../domain/adventure/adventure-rules";
import { toast } from "../../components/ui/toast-store";
import { useGenerateDescription } from "./api/generate-description";
import { type AdventureSuggestionContext, useGenerateTitle } from "./api/generate-title";

/**
 * The two 'AI Suggest' buttons of the adventure forms, each with a toast: a destination is needed
 * first; success and failure each have their own texts. The titles shown so far go with the next
 * title request, so pressing 'AI Suggest' again offers a different one.
 */
export function useAiSuggestions(
	getContext: () => AdventureSuggestionContext,
	apply: { title: (title: string) => void; description: (description: string) => void },
) {
	const shownTitles = useRef<string[]>([]);
	const title = useGenerateTitle({
		mutationConfig: {
			onSuccess: (result) => {
				shownTitles.current = [...shownTitles.current, result.title].slice(-PREVIOUS_TITLES_MAX);
				apply.title(result.title);
				toast({ title: "Title Generated!", description: "AI has suggested a title for your adventure." });
			},
			onError: () =>
				toast({ title: "Error", description: "Failed to generate title. Please try again.", variant: "destructive" }),
		},
	});
	const description = useGenerateDescription({
		mutationConfig: {
			onSuccess: (result) => {
				apply.description(result.description);
				toast({ title: "Description Generated!", description: "AI has suggested a description for your adventure." });
			},
			onError: () =>
				toast({
					title: "Error",
					description: "Failed to generate description. Please try again.",
					variant: "destructive",
				}),
		},
	});

	function suggest(kind: "title" | "description") {
		const context = getContext();
		if (!context.location.trim()) {
			toast({
				title: "Location Required",
				description: `Please enter a destination first to generate a ${kind}.`,
				variant: "destructive",
			});
			return;
		}
		if (kind === "title") title.mutate({ ...context, previousTitles: shownTitles.current });
		else description.mutate(context);
	}

	return {
		suggestTitle: () => suggest("title"),
		suggestDescription: () => suggest("description"),
		titlePending: title.isPending,
		descriptionPending: description.isPending,
	};
}
