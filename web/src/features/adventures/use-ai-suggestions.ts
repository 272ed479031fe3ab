import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { DESCRIPTION_MAX, PREVIOUS_TITLES_MAX, TITLE_MAX } from "../../../../domain/adventure/adventure-rules";
import { toast } from "../../components/ui/toast-store";
import { streamDescription } from "./api/generate-description";
import { type AdventureSuggestionContext, streamTitle } from "./api/generate-title";

/** A form field 'AI Suggest' writes into: read before it streams (to put back on failure), then written. */
interface SuggestedField {
	get: () => string;
	set: (value: string) => void;
}

/** The words so far as the field shows them: on one line for a title, and never past the field's limit. */
const partial = (kind: "title" | "description", text: string) =>
	kind === "title" ? text.replace(/\s+/g, " ").trimStart().slice(0, TITLE_MAX) : text.slice(0, DESCRIPTION_MAX);

/**
 * The two 'AI Suggest' buttons of the adventure forms, each with a toast: a destination is needed
 * first; success and failure each have their own texts. The suggestion streams into its field as the
 * words arrive and ends with the final, cleaned text; a failure puts back what the field held. The
 * titles shown so far go with the next title request, so pressing 'AI Suggest' again offers a
 * different one.
 */
export function useAiSuggestions(
	getContext: () => AdventureSuggestionContext,
	fields: { title: SuggestedField; description: SuggestedField },
) {
	const shownTitles = useRef<string[]>([]);
	const title = useMutation({
		mutationFn: ({ context }: { context: AdventureSuggestionContext; before: string }) =>
			streamTitle(context, (text) => fields.title.set(partial("title", text))),
		onSuccess: (result) => {
			shownTitles.current = [...shownTitles.current, result.title].slice(-PREVIOUS_TITLES_MAX);
			fields.title.set(result.title);
			toast({ title: "Title Generated!", description: "AI has suggested a title for your adventure." });
		},
		onError: (_error, { before }) => {
			fields.title.set(before);
			toast({ title: "Error", description: "Failed to generate title. Please try again.", variant: "destructive" });
		},
	});
	const description = useMutation({
		mutationFn: ({ context }: { context: AdventureSuggestionContext; before: string }) =>
			streamDescription(context, (text) => fields.description.set(partial("description", text))),
		onSuccess: (result) => {
			fields.description.set(result.description);
			toast({ title: "Description Generated!", description: "AI has suggested a description for your adventure." });
		},
		onError: (_error, { before }) => {
			fields.description.set(before);
			toast({
				title: "Error",
				description: "Failed to generate description. Please try again.",
				variant: "destructive",
			});
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
		if (kind === "title")
			title.mutate({ context: { ...context, previousTitles: shownTitles.current }, before: fields.title.get() });
		else description.mutate({ context, before: fields.description.get() });
	}

	return {
		suggestTitle: () => suggest("title"),
		suggestDescription: () => suggest("description"),
		titlePending: title.isPending,
		descriptionPending: description.isPending,
	};
}
