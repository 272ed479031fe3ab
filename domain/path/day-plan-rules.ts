// The day planner's answer shapes (zod-free, so the SPA's Paths tab and chat read them without zod).
import type { PlaceCategoryName } from "../place/vocabulary";
import type { Pace } from "./pace-rules";
import { tripDays } from "./path-days";
import type { TransportMode } from "./path-rules";

/** Days one proposal or acceptance may hold (two months of trip). */
export const DAY_PLAN_MAX_DAYS = 62;

/**
 * Proposals (`POST /api/adventures/{id}/day-plan`) one user may ask for in an hour: each can cost up
 * to three place searches where days are thin. The chat's "plan our days" counts in the chat's own
 * limit instead.
 */
export const DAY_PLAN_PROPOSALS_PER_HOUR = 60;

/** A day with fewer stops than this (its meal not counted) is thin: nearby suggestions may fill it. */
export const THIN_DAY_STOPS = 2;

/** The day plan's refusals (`POST /api/adventures/{id}/day-plan` and `/day-plan/accept`, 400). */
export const dayPlanMessages = {
	rainyOutsideTrip: (date: string, start: string, end: string) =>
		`Rainy day ${date} is not one of the trip's days (${tripDays(start, end)})`,
	dateOutsideTrip: (date: string, start: string, end: string) =>
		`Day ${date} is not one of the trip's days (${tripDays(start, end)})`,
	duplicateDate: (date: string) => `Day ${date} is listed more than once`,
	emptyDay: (date: string) => `Day ${date} has no stops`,
	duplicateStop: (id: string, date: string) => `Place ${id} is listed more than once on day ${date}`,
	unknownPlace: (id: string) => `Place ${id} was not found`,
	noDays: "Choose at least one day to accept",
	ownerOnly: "Only the owner can plan this adventure's days",
	/** 429: past `DAY_PLAN_PROPOSALS_PER_HOUR`. */
	rateLimited: "Too many day plans. Please try again later.",
} as const;

/** A part of a planned day: busy places go in the morning, a meal near midday. */
export type DayBlock = "morning" | "midday" | "afternoon";

/** One stop of a proposed day. */
export interface DayPlanStop {
	googlePlaceId: string;
	name: string;
	address: string | null;
	latitude: number;
	longitude: number;
	/** The vocabulary's category of the place, when it has one. */
	category: PlaceCategoryName | null;
	indoor: boolean;
	/** False: a suggestion to fill a thin day, which the family keeps or removes before accepting. */
	saved: boolean;
	block: DayBlock;
	/** True for the day's meal stop (an eating place the family saved). */
	meal: boolean;
	/** Minutes planned at the stop. */
	visitMinutes: number;
}

/** The way from one stop to the next. */
export interface DayPlanLeg {
	fromGooglePlaceId: string;
	toGooglePlaceId: string;
	mode: TransportMode;
	distanceMeters: number;
	/** Minutes at the family's pace on foot; the mode's own time otherwise. */
	minutes: number;
	/** "about 35 min at a 3-year-old's pace", or "about 12 min by transit". */
	label: string;
}

/** One proposed day: what `POST /api/adventures/{id}/day-plan/accept` turns into a dated path. */
export interface DayPlanDay {
	/** `YYYY-MM-DD`, inside the trip's dates. */
	date: string;
	/** The path's name, from the day's content ("South Kensington museums"). */
	name: string;
	transportMode: TransportMode;
	/** The family marked the day rainy: its stops are indoor ones. */
	rainy: boolean;
	stops: DayPlanStop[];
	legs: DayPlanLeg[];
	/** Sum of the legs. */
	distanceMeters: number;
	/** Minutes on foot for the day's legs at the family's pace (0 when the day rides). */
	walkingMinutes: number;
	/**
	 * What the day asks on foot, m: the walked legs plus an allowance inside each stop
	 * (`dayWalkingKm`); never over the pace's `dayWalkingBudgetKm`.
	 */
	walkingMeters: number;
	/** Under 4: a rest or nap window, and where (the stay, or a park near the day's stops). */
	rest: { start: string; end: string; where: string } | null;
	/** What a parent should know about the day, in the family's words. */
	notes: string[];
}

/** `POST /api/adventures/{id}/day-plan`: a proposal; nothing is written. */
export interface DayPlanProposal {
	adventureId: string;
	/** The pace the days follow (the youngest child's). */
	pace: Pace;
	days: DayPlanDay[];
	/**
	 * Saved places no day holds, each with why, in words that fit after the place's name or in
	 * brackets (lower case, no full stop: "already on your path “Museum morning” for Sat Jun 1").
	 */
	unplaced: { googlePlaceId: string; name: string; reason: string }[];
	/**
	 * Plan-wide notes, full sentences: what the plan could not do first ("Your saved places fill 3 of
	 * the 5 days; …"), then "Your 2 existing paths are kept as they are.", last the pace ("At a
	 * 3-year-old's pace: at most 3 stops a day, …").
	 */
	notes: string[];
}
