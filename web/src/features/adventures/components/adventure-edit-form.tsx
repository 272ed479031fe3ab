import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import {
	ADVENTURE_TAGS,
	type Adventure,
	type AdventureTag,
	addInterest,
	DESCRIPTION_MAX,
	endDateError,
	INTEREST_MAX,
	INTEREST_TAGS,
	isIsoDate,
	KID_AGE_MAX,
	KID_AGE_MIN,
	messages,
	parseKidAgesText,
	parseTravelers,
	TITLE_MAX,
	TRAVELERS_MAX,
	TRAVELERS_MIN,
} from "../../../../../domain/adventure/adventure-rules";
import { Button } from "../../../components/ui/button";
import { FieldError, Input, Label } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import type { UpdateAdventureChanges } from "../api/update-adventure";
import { useAiSuggestions } from "../use-ai-suggestions";
import { AiSuggestButton } from "./ai-suggest-button";
import { DestinationSearch } from "./destination-search";
import { FormSection } from "./form-section";
import { TagPicker } from "./tag-picker";

/**
 * The edit form of the Edit Adventure page and of the workspace's edit dialog. The
 * page requires dates too; the dialog only title and location (its labels still mark the dates).
 */
const schemaFor = (variant: "page" | "dialog") =>
	z
		.object({
			title: z
				.string()
				.trim()
				.min(1, messages.titleRequired)
				.max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
			description: z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
			location: z.string().trim().min(1, messages.locationRequired),
			latitude: z.number().nullable(),
			longitude: z.number().nullable(),
			startDate: variant === "page" ? z.string().min(1, messages.startDateRequired) : z.string(),
			endDate: variant === "page" ? z.string().min(1, messages.endDateRequired) : z.string(),
			numberOfTravelers: z.string(),
			kidAgesText: z.string(),
			tags: z.array(z.enum(ADVENTURE_TAGS)),
			interests: z.array(z.string()),
		})
		.refine((v) => v.numberOfTravelers.trim() === "" || Number(v.numberOfTravelers) >= TRAVELERS_MIN, {
			path: ["numberOfTravelers"],
			message: messages.travelersMin,
		})
		.superRefine((v, ctx) => {
			const error = endDateError(v.startDate, v.endDate, "edit");
			if (error) ctx.addIssue({ code: "custom", path: ["endDate"], message: error });
		});
type FormValues = z.infer<ReturnType<typeof schemaFor>>;

interface Props {
	adventure: Adventure;
	variant: "page" | "dialog";
	pending: boolean;
	submitLabel: string;
	pendingLabel: string;
	onSubmit: (changes: UpdateAdventureChanges) => void;
	footer: (submit: ReactNode) => ReactNode;
}

export function AdventureEditForm({ adventure, variant, pending, submitLabel, pendingLabel, onSubmit, footer }: Props) {
	const ids = {
		title: useId(),
		description: useId(),
		location: useId(),
		start: useId(),
		end: useId(),
		travelers: useId(),
		kids: useId(),
		interest: useId(),
	};
	// The stored location counts as chosen when it has coordinates; typing makes it free text until a
	// suggestion is picked. One stored without them must be picked again ('Please select a location').
	const locationChosen = useRef(adventure.latitude !== null && adventure.longitude !== null);
	const [customInterest, setCustomInterest] = useState("");
	const { register, handleSubmit, control, setValue, getValues, formState } = useForm<FormValues>({
		resolver: zodResolver(schemaFor(variant)),
		defaultValues: {
			title: adventure.title,
			description: adventure.description ?? "",
			location: adventure.location,
			latitude: adventure.latitude,
			longitude: adventure.longitude,
			startDate: adventure.startDate,
			endDate: adventure.endDate,
			numberOfTravelers: String(adventure.numberOfTravelers ?? 2),
			kidAgesText: adventure.kidAges.join(", "),
			tags: adventure.tags,
			interests: adventure.interests,
		},
	});
	const errors = formState.errors;

	const ai = useAiSuggestions(
		() => {
			const v = getValues();
			return {
				location: v.location,
				startDate: isIsoDate(v.startDate) ? v.startDate : null,
				endDate: isIsoDate(v.endDate) ? v.endDate : null,
				numberOfTravelers: parseTravelers(v.numberOfTravelers),
				kidAges: parseKidAgesText(v.kidAgesText),
				tags: v.tags,
				title: v.title || null,
			};
		},
		{
			title: { get: () => getValues("title"), set: (title) => setValue("title", title, { shouldValidate: true }) },
			description: {
				get: () => getValues("description"),
				set: (description) => setValue("description", description, { shouldValidate: true }),
			},
		},
	);

	function submit(values: FormValues) {
		if (!locationChosen.current) {
			toast({ title: "Error", description: messages.selectLocation, variant: "destructive" });
			return;
		}
		const common = {
			title: values.title,
			location: values.location,
			description: values.description.trim() || null,
			numberOfTravelers: values.numberOfTravelers.trim() ? parseTravelers(values.numberOfTravelers) : null,
			latitude: values.latitude,
			longitude: values.longitude,
			tags: values.tags as AdventureTag[],
			kidAges: parseKidAgesText(values.kidAgesText),
			...(isIsoDate(values.startDate) ? { startDate: values.startDate } : {}),
			...(isIsoDate(values.endDate) ? { endDate: values.endDate } : {}),
		};
		// Both send the kids' ages; only the page has the interests, so the dialog leaves them out.
		onSubmit(variant === "page" ? { ...common, interests: values.interests } : common);
	}

	const errorId = (name: string) => `${ids.title}-${name}-error`;
	const submitButton = (
		<Button type="submit" variant="accent" size="lg" disabled={pending}>
			{pending ? pendingLabel : submitLabel}
		</Button>
	);

	const basic = (
		<>
			<div className="grid gap-2">
				<div className="flex items-end justify-between gap-3">
					<Label htmlFor={ids.title}>Title *</Label>
					{variant === "page" && (
						<AiSuggestButton onClick={ai.suggestTitle} pending={ai.titlePending} label="AI Suggest title" />
					)}
				</div>
				<Input
					id={ids.title}
					maxLength={TITLE_MAX}
					{...register("title")}
					aria-invalid={!!errors.title || undefined}
					aria-describedby={errors.title ? errorId("title") : undefined}
				/>
				<FieldError id={errorId("title")}>{errors.title?.message}</FieldError>
			</div>
			<div className="grid gap-2">
				<Label htmlFor={ids.location}>Location *</Label>
				<Controller
					control={control}
					name="location"
					render={({ field }) => (
						<DestinationSearch
							id={ids.location}
							value={field.value}
							invalid={!!errors.location}
							describedBy={errors.location ? errorId("location") : undefined}
							onTextChange={(text) => {
								locationChosen.current = false;
								field.onChange(text);
							}}
							onSelect={(chosen) => {
								locationChosen.current = true;
								setValue("location", chosen.location, { shouldValidate: true });
								setValue("latitude", chosen.latitude);
								setValue("longitude", chosen.longitude);
							}}
						/>
					)}
				/>
				<FieldError id={errorId("location")}>{errors.location?.message}</FieldError>
			</div>
			<div className="grid gap-2">
				<div className="flex items-end justify-between gap-3">
					<Label htmlFor={ids.description}>Description</Label>
					{variant === "page" && (
						<AiSuggestButton
							onClick={ai.suggestDescription}
							pending={ai.descriptionPending}
							label="AI Suggest description"
						/>
					)}
				</div>
				<Textarea id={ids.description} rows={4} maxLength={DESCRIPTION_MAX} {...register("description")} />
				<FieldError>{errors.description?.message}</FieldError>
			</div>
		</>
	);

	const travel = (
		<>
			<div className="grid gap-5 sm:grid-cols-2">
				<div className="grid gap-2">
					<Label htmlFor={ids.start}>Start Date *</Label>
					<Input id={ids.start} type="date" {...register("startDate")} aria-invalid={!!errors.startDate || undefined} />
					<FieldError>{errors.startDate?.message}</FieldError>
				</div>
				<div className="grid gap-2">
					<Label htmlFor={ids.end}>End Date *</Label>
					<Input id={ids.end} type="date" {...register("endDate")} aria-invalid={!!errors.endDate || undefined} />
					<FieldError>{errors.endDate?.message}</FieldError>
				</div>
			</div>
			<div className="grid gap-5 sm:grid-cols-2">
				<div className="grid gap-2">
					<Label htmlFor={ids.travelers}>Number of travelers</Label>
					<Input
						id={ids.travelers}
						type="number"
						inputMode="numeric"
						min={TRAVELERS_MIN}
						max={TRAVELERS_MAX}
						{...register("numberOfTravelers")}
						aria-invalid={!!errors.numberOfTravelers || undefined}
					/>
					<FieldError>{errors.numberOfTravelers?.message}</FieldError>
				</div>
				<div className="grid gap-2">
					<Label htmlFor={ids.kids}>Kids' ages</Label>
					<Input
						id={ids.kids}
						placeholder="e.g. 4, 9"
						aria-describedby={`${ids.kids}-hint`}
						{...register("kidAgesText")}
					/>
					<p id={`${ids.kids}-hint`} className="text-xs text-ink-500">
						Comma-separated, {KID_AGE_MIN} to {KID_AGE_MAX}.
					</p>
				</div>
			</div>
		</>
	);

	const tagsSection = (
		<>
			<Controller
				control={control}
				name="tags"
				render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} />}
			/>
			{variant === "page" && (
				<Controller
					control={control}
					name="interests"
					render={({ field }) => (
						<fieldset className="min-w-0">
							<legend className="text-sm font-semibold text-ink-700">Interests</legend>
							<div className="mt-2 flex flex-wrap gap-2">
								{[...new Set([...INTEREST_TAGS, ...field.value])].map((interest) => {
									const selected = field.value.includes(interest);
									return (
										<button
											key={interest}
											type="button"
											aria-pressed={selected}
											onClick={() =>
												field.onChange(
													selected ? field.value.filter((i) => i !== interest) : addInterest(field.value, interest),
												)
											}
											className={cn(
												"rounded-full border px-3 py-1.5 text-sm font-semibold",
												selected
													? "border-sunrise-700 bg-sunrise-700 text-white"
													: "border-sand-200 bg-white text-ink-700 hover:bg-sunrise-50",
											)}
										>
											{interest}
										</button>
									);
								})}
							</div>
							<div className="mt-3 flex gap-2">
								<Label htmlFor={ids.interest} className="sr-only">
									Custom interest
								</Label>
								<Input
									id={ids.interest}
									placeholder="Add your own interest"
									value={customInterest}
									maxLength={INTEREST_MAX}
									onChange={(event) => setCustomInterest(event.target.value)}
									onKeyDown={(event) => {
										if (event.key === "Enter") {
											event.preventDefault();
											field.onChange(addInterest(field.value, customInterest));
											setCustomInterest("");
										}
									}}
									className="max-w-64"
								/>
								<Button
									variant="outline"
									onClick={() => {
										field.onChange(addInterest(field.value, customInterest));
										setCustomInterest("");
									}}
								>
									<Plus aria-hidden className="size-4" />
									Add
								</Button>
							</div>
						</fieldset>
					)}
				/>
			)}
		</>
	);

	return (
		<form onSubmit={handleSubmit(submit)} noValidate className="grid gap-6">
			{variant === "page" ? (
				<>
					<FormSection title="Basic Information">{basic}</FormSection>
					<FormSection title="Travel Details">{travel}</FormSection>
					<FormSection title="Adventure Tags">{tagsSection}</FormSection>
				</>
			) : (
				<div className="grid gap-5">
					{basic}
					{travel}
					{tagsSection}
				</div>
			)}
			{footer(submitButton)}
		</form>
	);
}
