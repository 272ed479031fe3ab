import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DayPlanProposal } from "../../../../../domain/path/day-plan-rules";
import { client, ok, params } from "../../../lib/api-client";

/** `POST /api/adventures/{id}/day-plan`: one path per day from the saved places, as a proposal (nothing is written). */
const proposeDayPlan = (adventureId: string, rainyDates: readonly string[]): Promise<DayPlanProposal> =>
	ok(
		client.api.adventures[":id"]["day-plan"].$post({
			param: params({ id: adventureId }),
			json: { rainyDates: [...rainyDates] },
		}),
	);

/** The proposal for these rainy days (sorted, so the same days are one cache entry). */
const dayPlanQueryOptions = (adventureId: string, rainyDates: readonly string[]) => {
	const rainy = [...rainyDates].sort();
	return queryOptions({
		queryKey: ["/api/adventures", adventureId, "day-plan", rainy] as const,
		queryFn: () => proposeDayPlan(adventureId, rainy),
	});
};

/**
 * The proposal the review shows. While a new one is asked for (a day marked rainy) the previous one
 * stays on screen (`isPlaceholderData`). With `initial` (the chat's proposal) nothing is asked for
 * until the rainy days differ from the ones it was made with.
 */
export function useDayPlan(adventureId: string, rainyDates: readonly string[], initial?: DayPlanProposal) {
	const initialRainy = initial?.days.filter((day) => day.rainy).map((day) => day.date) ?? [];
	const useInitial = initial !== undefined && sameDates(rainyDates, initialRainy);
	const query = useQuery({
		...dayPlanQueryOptions(adventureId, rainyDates),
		enabled: !useInitial,
		placeholderData: keepPreviousData,
	});
	return { ...query, proposal: useInitial ? initial : query.data };
}

const sameDates = (a: readonly string[], b: readonly string[]) =>
	a.length === b.length && [...a].sort().join() === [...b].sort().join();
