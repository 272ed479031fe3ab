import { z } from "zod";
import { isIsoDate } from "../adventure/adventure-rules";
import { singleLine, withoutControlCharacters } from "../text";
import { DAY_PLAN_MAX_DAYS, dayPlanMessages } from "./day-plan-rules";
import { MAX_PATH_STOPS, PATH_NAME_MAX, pathMessages, TRANSPORT_MODES } from "./path-rules";

export * from "./day-plan-rules";

const isoDate = z.string().trim().refine(isIsoDate, "Dates must be real dates written YYYY-MM-DD");

/** `POST /api/adventures/{id}/day-plan`: the days the family marks as rainy (their stops stay indoors). */
export const dayPlanRequestSchema = z.strictObject({
	rainyDates: z.array(isoDate).max(DAY_PLAN_MAX_DAYS).optional().default([]),
});

/** A field of the proposal the acceptance sends back but does not read (it is recomputed). */
const echoedText = z
	.string()
	.max(2000)
	.refine(...withoutControlCharacters("Text"));
const echoedNumber = z.number().finite();
const transportMode = z.enum(TRANSPORT_MODES, { error: pathMessages.mode });

const acceptedStop = z.strictObject({
	googlePlaceId: z.string().trim().min(1).max(300),
	name: echoedText.optional(),
	address: echoedText.nullable().optional(),
	latitude: echoedNumber.optional(),
	longitude: echoedNumber.optional(),
	category: echoedText.nullable().optional(),
	indoor: z.boolean().optional(),
	saved: z.boolean().optional(),
	block: z.enum(["morning", "midday", "afternoon"]).optional(),
	meal: z.boolean().optional(),
	visitMinutes: echoedNumber.optional(),
});

const acceptedLeg = z.strictObject({
	fromGooglePlaceId: echoedText.optional(),
	toGooglePlaceId: echoedText.optional(),
	mode: transportMode.optional(),
	distanceMeters: echoedNumber.optional(),
	minutes: echoedNumber.optional(),
	label: echoedText.optional(),
});

const acceptedDay = z.strictObject({
	date: isoDate,
	name: z
		.string()
		.trim()
		.max(PATH_NAME_MAX, pathMessages.nameTooLong)
		.refine(...withoutControlCharacters("Path title"))
		.refine(...singleLine("Path title"))
		.optional(),
	transportMode: transportMode.optional(),
	stops: z.array(acceptedStop).max(MAX_PATH_STOPS, pathMessages.tooManyStops),
	rainy: z.boolean().optional(),
	legs: z.array(acceptedLeg).max(MAX_PATH_STOPS).optional(),
	distanceMeters: echoedNumber.optional(),
	walkingMinutes: echoedNumber.optional(),
	walkingMeters: echoedNumber.optional(),
	rest: z.strictObject({ start: echoedText, end: echoedText, where: echoedText }).nullable().optional(),
	notes: z.array(echoedText).max(50).optional(),
});

/**
 * `POST /api/adventures/{id}/day-plan/accept`: the proposal's days, all or some, as it answered
 * them (suggested stops the family removed left out). Only date, name, transportMode and the stops'
 * googlePlaceIds are read; the rest is recomputed. Dates inside the trip, places and stops are the
 * service's checks (they need the adventure).
 */
export const acceptDayPlanSchema = z.strictObject({
	days: z.array(acceptedDay).min(1, dayPlanMessages.noDays).max(DAY_PLAN_MAX_DAYS),
});

export type AcceptedDay = z.output<typeof acceptedDay>;
