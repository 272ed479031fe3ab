import { Baby } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import {
	type AdventureTag,
	DESCRIPTION_MAX,
	earliestEndDate,
	endDateError,
	isIsoDate,
	messages,
} from "../../../../domain/adventure/adventure-rules";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FieldError, Input, Label } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { paths } from "../../lib/paths";
import { AiSuggestButton, KidAgesField, useAiSuggestions } from "../adventures";
import { useDuplicateAdventure } from "./api/duplicate-adventure";
import { withHomeNote } from "./home-note";

/** What the dialog needs of the adventure being copied (the public view's adventure fits). */
export interface DuplicableAdventure {
	id: string;
	title: string;
	location: string;
	kidAges: readonly number[];
	tags?: readonly AdventureTag[];
	description?: string | null;
	latitude?: number | null;
	longitude?: number | null;
}

interface Errors {
	title?: string;
	startDate?: string;
	endDate?: string;
}

function validate(title: string, startDate: string, endDate: string): Errors {
	const errors: Errors = {};
	if (!title.trim()) errors.title = messages.titleRequired;
	if (!startDate) errors.startDate = messages.startDateRequired;
	if (!endDate) errors.endDate = messages.endDateRequired;
	else if (startDate) {
		const dateError = endDateError(startDate, endDate, "edit");
		if (dateError) errors.endDate = dateError;
	}
	return errors;
}

/** The dialog itself: fetched when 'Duplicate Adventure' is first pressed (it brings Radix Dialog). */
export function DuplicateDialog({
	adventure,
	myKidAges,
	myHomeNote,
	onOpenChange,
}: {
	adventure: DuplicableAdventure;
	myKidAges: readonly number[];
	myHomeNote: string | null;
	onOpenChange: (open: boolean) => void;
}) {
	const id = useId();
	const navigate = useNavigate();
	const originalDescription = adventure.description?.trim() ?? "";
	const [title, setTitle] = useState(`${adventure.title} (Copy)`);
	const [startDate, setStartDate] = useState("");
	const [endDate, setEndDate] = useState("");
	const [travelers, setTravelers] = useState("");
	// The family's own kids first when the profile has them, else the original's; editable either way.
	const [kidAges, setKidAges] = useState<number[]>([...(myKidAges.length > 0 ? myKidAges : adventure.kidAges)]);
	const [description, setDescription] = useState(originalDescription);
	const [useMyHome, setUseMyHome] = useState(myHomeNote !== null);
	const [errors, setErrors] = useState<Errors>({});
	const travelerCount = () => {
		const count = Number.parseInt(travelers, 10);
		return Number.isFinite(count) ? count : null;
	};
	// 'AI Suggest' writes the description for the copy's dates and kids, only when asked.
	const ai = useAiSuggestions(
		() => ({
			location: adventure.location,
			startDate: isIsoDate(startDate) ? startDate : null,
			endDate: isIsoDate(endDate) ? endDate : null,
			numberOfTravelers: travelerCount(),
			kidAges,
			tags: [...(adventure.tags ?? [])],
			title: title.trim() || null,
		}),
		{ title: { get: () => title, set: setTitle }, description: { get: () => description, set: setDescription } },
	);
	const mutation = useDuplicateAdventure({
		mutationConfig: {
			onSuccess: (copy) => {
				toast({
					title: "Adventure Duplicated!",
					description: "Your adventure has been created with all places and paths copied.",
				});
				onOpenChange(false);
				navigate(paths.adventure(copy.id));
			},
			onError: () =>
				toast({
					title: "Error",
					description: "Failed to duplicate adventure. Please try again.",
					variant: "destructive",
				}),
		},
	});

	const submit = (event: FormEvent) => {
		event.preventDefault();
		const found = validate(title, startDate, endDate);
		setErrors(found);
		if (Object.keys(found).length > 0) return;
		const count = travelerCount();
		const words = description.trim();
		const finalDescription = useMyHome && myHomeNote ? withHomeNote(words, myHomeNote) : words;
		mutation.mutate({
			sourceAdventureId: adventure.id,
			title: title.trim(),
			startDate,
			endDate,
			...(count !== null ? { numberOfTravelers: count } : {}),
			kidAges,
			// Unchanged words are the original's: the server copies them.
			...(finalDescription !== originalDescription ? { description: finalDescription || null } : {}),
		});
	};

	const field = (name: keyof Errors) => ({
		id: `${id}-${name}`,
		"aria-invalid": errors[name] ? true : undefined,
		"aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
	});
	const mine = myKidAges.length > 0 && sameAges(kidAges, myKidAges);

	return (
		<Dialog
			open
			onOpenChange={onOpenChange}
			title="Duplicate Adventure"
			description="Make your own copy, with all its saved places and paths, and plan it your way."
			className="max-w-lg"
		>
			<form noValidate onSubmit={submit} className="grid gap-4">
				<div className="grid gap-1.5">
					<Label htmlFor={`${id}-title`}>Title *</Label>
					<Input {...field("title")} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
					<FieldError id={`${id}-title-error`}>{errors.title}</FieldError>
				</div>
				<div className="grid gap-1.5">
					<Label htmlFor={`${id}-location`}>Destination</Label>
					<Input id={`${id}-location`} value={adventure.location} readOnly aria-readonly className="bg-sand-100" />
				</div>
				<div className="grid gap-4 sm:grid-cols-2">
					<div className="grid gap-1.5">
						<Label htmlFor={`${id}-startDate`}>Start Date *</Label>
						<Input
							{...field("startDate")}
							type="date"
							value={startDate}
							onChange={(e) => setStartDate(e.target.value)}
						/>
						<FieldError id={`${id}-startDate-error`}>{errors.startDate}</FieldError>
					</div>
					<div className="grid gap-1.5">
						<Label htmlFor={`${id}-endDate`}>End Date *</Label>
						<Input
							{...field("endDate")}
							type="date"
							value={endDate}
							min={startDate ? earliestEndDate(startDate, "edit") : undefined}
							onChange={(e) => setEndDate(e.target.value)}
						/>
						<FieldError id={`${id}-endDate-error`}>{errors.endDate}</FieldError>
					</div>
				</div>
				<div className="grid gap-1.5">
					<Label htmlFor={`${id}-travelers`}>Number of Travelers (optional)</Label>
					<Input
						id={`${id}-travelers`}
						type="number"
						min={1}
						max={20}
						value={travelers}
						onChange={(e) => setTravelers(e.target.value)}
					/>
				</div>
				<div className="grid gap-2">
					<KidAgesField value={kidAges} onChange={setKidAges} />
					{myKidAges.length > 0 && (
						<Button
							variant="outline"
							aria-pressed={mine}
							onClick={() => setKidAges([...myKidAges])}
							className="justify-self-start"
						>
							<Baby aria-hidden className="size-4" />
							Use my kids' ages ({myKidAges.join(", ")})
						</Button>
					)}
				</div>
				<div className="grid gap-1.5">
					<Label htmlFor={`${id}-description`}>Description</Label>
					<Textarea
						id={`${id}-description`}
						rows={4}
						maxLength={DESCRIPTION_MAX}
						value={description}
						onChange={(e) => setDescription(e.target.value)}
						aria-describedby={`${id}-description-hint`}
					/>
					<div className="flex items-center justify-between gap-3">
						<p id={`${id}-description-hint`} className="text-xs text-ink-500">
							Written for the original trip. AI Suggest writes it again for your dates and kids.
						</p>
						<AiSuggestButton
							onClick={ai.suggestDescription}
							pending={ai.descriptionPending}
							label="AI Suggest description"
						/>
					</div>
				</div>
				{myHomeNote && (
					<label className="flex min-h-11 items-center gap-3 text-sm text-ink-700">
						<input
							type="checkbox"
							checked={useMyHome}
							onChange={(e) => setUseMyHome(e.target.checked)}
							className="size-5 shrink-0 accent-brand-600"
						/>
						<span>Add where we travel from: “{myHomeNote}”</span>
					</label>
				)}
				<div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
					<Button variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
						Cancel
					</Button>
					<Button type="submit" disabled={mutation.isPending}>
						{mutation.isPending ? "Duplicating..." : "Duplicate Adventure"}
					</Button>
				</div>
			</form>
		</Dialog>
	);
}

const sameAges = (a: readonly number[], b: readonly number[]) =>
	a.length === b.length && a.every((age, i) => age === b[i]);
