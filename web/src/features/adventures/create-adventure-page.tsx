import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { z } from "zod";
import type { CreateAdventureInput } from "../../../../domain/adventure/adventure";
import {
	ADVENTURE_TAGS,
	DESCRIPTION_MAX,
	earliestEndDate,
	endDateError,
	isIsoDate,
	messages,
	TITLE_MAX,
	TRAVELERS_MAX,
	TRAVELERS_MIN,
} from "../../../../domain/adventure/adventure-rules";
import { Button, buttonClasses } from "../../components/ui/button";
import { FieldError, Input, Label } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { paths } from "../../lib/paths";
import { useAuth } from "../auth";
import { PageHeading } from "../layout";
import { useCreateAdventure } from "./api/create-adventure";
import { AiSuggestButton } from "./components/ai-suggest-button";
import { CoverageNote } from "./components/coverage-note";
import { DestinationSearch } from "./components/destination-search";
import { FormSection } from "./components/form-section";
import { KidAgesField } from "./components/kid-ages-field";
import { TagPicker } from "./components/tag-picker";
import { useAiSuggestions } from "./use-ai-suggestions";

const formSchema = z
	.object({
		location: z.string().trim().min(1, messages.locationRequired),
		latitude: z.number().nullable(),
		longitude: z.number().nullable(),
		coverImageUrl: z.string().nullable(),
		startDate: z.string().min(1, messages.startDateRequired),
		endDate: z.string().min(1, messages.endDateRequired),
		numberOfTravelers: z
			.string()
			.refine(
				(v) => v.trim() === "" || (Number.isInteger(Number(v)) && Number(v) >= TRAVELERS_MIN),
				messages.travelersMin,
			)
			.refine((v) => v.trim() === "" || Number(v) <= TRAVELERS_MAX, `At most ${TRAVELERS_MAX} travelers`),
		kidAges: z.array(z.number()),
		tags: z.array(z.enum(ADVENTURE_TAGS)),
		title: z
			.string()
			.trim()
			.min(1, messages.titleRequired)
			.max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
		description: z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
	})
	.superRefine((v, ctx) => {
		const error = endDateError(v.startDate, v.endDate, "create");
		if (error) ctx.addIssue({ code: "custom", path: ["endDate"], message: error });
		// Typed but not picked: no coordinates, so the guide and places would not know where to look.
		if (v.location.trim() && (v.latitude === null || v.longitude === null)) {
			ctx.addIssue({ code: "custom", path: ["location"], message: messages.selectLocation });
		}
	});
type FormValues = z.infer<typeof formSchema>;

/** The create call's body from the form: empty optional fields become null. */
const newAdventure = (values: FormValues): CreateAdventureInput => ({
	title: values.title,
	description: values.description.trim() || null,
	location: values.location,
	latitude: values.latitude,
	longitude: values.longitude,
	startDate: values.startDate,
	endDate: values.endDate,
	numberOfTravelers: values.numberOfTravelers ? Number(values.numberOfTravelers) : null,
	kidAges: values.kidAges,
	tags: values.tags,
	coverImageUrl: values.coverImageUrl,
});

export function CreateAdventurePage() {
	const navigate = useNavigate();
	const ids = {
		location: useId(),
		start: useId(),
		end: useId(),
		travelers: useId(),
		title: useId(),
		description: useId(),
	};
	const form = useForm<FormValues>({
		resolver: zodResolver(formSchema),
		defaultValues: {
			location: "",
			latitude: null,
			longitude: null,
			coverImageUrl: null,
			startDate: "",
			endDate: "",
			numberOfTravelers: "",
			kidAges: [],
			tags: [],
			title: "",
			description: "",
		},
	});
	const { register, handleSubmit, control, watch, setValue, getValues, formState } = form;
	// The kids' ages saved in the profile come first, unless the family has already changed the list.
	const profileKidAges = useAuth().user?.kidAges;
	useEffect(() => {
		if (profileKidAges?.length && !form.getFieldState("kidAges").isDirty && getValues("kidAges").length === 0) {
			setValue("kidAges", [...profileKidAges]);
		}
	}, [profileKidAges, form, getValues, setValue]);
	const errors = formState.errors;
	const startDate = watch("startDate");

	const ai = useAiSuggestions(
		() => {
			const v = getValues();
			return {
				location: v.location,
				startDate: v.startDate || null,
				endDate: v.endDate || null,
				numberOfTravelers: v.numberOfTravelers ? Number(v.numberOfTravelers) : null,
				kidAges: v.kidAges,
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

	const mutation = useCreateAdventure({
		mutationConfig: {
			onSuccess: (adventure) => {
				toast({ title: "Adventure Created!", description: "Your adventure has been created successfully." });
				navigate(paths.adventure(adventure.id));
			},
			onError: () =>
				toast({ title: "Error", description: "Failed to create adventure. Please try again.", variant: "destructive" }),
		},
	});

	const errorId = (name: keyof FormValues) => `${name}-error`;

	return (
		<main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
			<PageHeading title="Plan your next unforgettable family experience" />
			<form
				onSubmit={handleSubmit((values) => mutation.mutate(newAdventure(values)))}
				noValidate
				className="mt-8 grid gap-6"
			>
				<FormSection title="Where and when">
					<div className="grid gap-2">
						<Label htmlFor={ids.location}>Destination *</Label>
						<Controller
							control={control}
							name="location"
							render={({ field }) => (
								<DestinationSearch
									id={ids.location}
									value={field.value}
									invalid={!!errors.location}
									// The coverage note, when shown, is read with the field.
									describedBy={[errors.location ? errorId("location") : "", `${ids.location}-coverage`]
										.join(" ")
										.trim()}
									onTextChange={(text) => {
										field.onChange(text);
										// Typed text is not a chosen place: forget the coordinates and photo.
										setValue("latitude", null);
										setValue("longitude", null);
										setValue("coverImageUrl", null);
									}}
									onSelect={(chosen) => {
										// Coordinates first: validating the location checks that it was picked.
										setValue("latitude", chosen.latitude);
										setValue("longitude", chosen.longitude);
										setValue("coverImageUrl", chosen.photoUrl);
										setValue("location", chosen.location, { shouldValidate: true });
									}}
								/>
							)}
						/>
						<FieldError id={errorId("location")}>{errors.location?.message}</FieldError>
						<CoverageNote id={`${ids.location}-coverage`} latitude={watch("latitude")} longitude={watch("longitude")} />
					</div>
					<div className="grid gap-5 sm:grid-cols-2">
						<div className="grid gap-2">
							<Label htmlFor={ids.start}>Start date *</Label>
							<Input
								id={ids.start}
								type="date"
								{...register("startDate")}
								aria-invalid={!!errors.startDate || undefined}
								aria-describedby={errors.startDate ? errorId("startDate") : undefined}
							/>
							<FieldError id={errorId("startDate")}>{errors.startDate?.message}</FieldError>
						</div>
						<div className="grid gap-2">
							<Label htmlFor={ids.end}>End date *</Label>
							<Input
								id={ids.end}
								type="date"
								min={isIsoDate(startDate) ? earliestEndDate(startDate, "create") : undefined}
								{...register("endDate")}
								aria-invalid={!!errors.endDate || undefined}
								aria-describedby={errors.endDate ? errorId("endDate") : undefined}
							/>
							<FieldError id={errorId("endDate")}>{errors.endDate?.message}</FieldError>
						</div>
					</div>
				</FormSection>

				<FormSection title="Who's coming" description="Guide AI matches ideas to your kids' ages.">
					<div className="grid gap-2">
						<Label htmlFor={ids.travelers}>Number of travelers (optional)</Label>
						<Input
							id={ids.travelers}
							type="number"
							inputMode="numeric"
							min={TRAVELERS_MIN}
							max={TRAVELERS_MAX}
							placeholder="e.g. 4"
							className="max-w-40"
							{...register("numberOfTravelers")}
							aria-invalid={!!errors.numberOfTravelers || undefined}
							aria-describedby={errors.numberOfTravelers ? errorId("numberOfTravelers") : undefined}
						/>
						<FieldError id={errorId("numberOfTravelers")}>{errors.numberOfTravelers?.message}</FieldError>
					</div>
					<Controller
						control={control}
						name="kidAges"
						render={({ field }) => <KidAgesField value={field.value} onChange={field.onChange} />}
					/>
					<Controller
						control={control}
						name="tags"
						render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} />}
					/>
				</FormSection>

				<FormSection title="Name your adventure">
					<div className="grid gap-2">
						<div className="flex items-end justify-between gap-3">
							<Label htmlFor={ids.title}>Title *</Label>
							<AiSuggestButton onClick={ai.suggestTitle} pending={ai.titlePending} label="AI Suggest title" />
						</div>
						<Input
							id={ids.title}
							placeholder="e.g. Geysers & Grizzlies"
							maxLength={TITLE_MAX}
							{...register("title")}
							aria-invalid={!!errors.title || undefined}
							aria-describedby={errors.title ? errorId("title") : undefined}
						/>
						<FieldError id={errorId("title")}>{errors.title?.message}</FieldError>
					</div>
					<div className="grid gap-2">
						<div className="flex items-end justify-between gap-3">
							<Label htmlFor={ids.description}>Description (optional)</Label>
							<AiSuggestButton
								onClick={ai.suggestDescription}
								pending={ai.descriptionPending}
								label="AI Suggest description"
							/>
						</div>
						<Textarea
							id={ids.description}
							rows={4}
							maxLength={DESCRIPTION_MAX}
							placeholder="What's the plan? Who's excited about what?"
							{...register("description")}
						/>
						<FieldError>{errors.description?.message}</FieldError>
					</div>
				</FormSection>

				<div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
					<Link to={paths.home} className={buttonClasses("outline", "lg")}>
						Cancel
					</Link>
					<Button type="submit" variant="accent" size="lg" disabled={mutation.isPending}>
						{mutation.isPending ? "Creating..." : "Create Adventure"}
					</Button>
				</div>
			</form>
		</main>
	);
}
