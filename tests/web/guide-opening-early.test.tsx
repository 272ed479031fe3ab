import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { GUIDE_OPENING_TRIGGER } from "../../domain/guide/guide-rules";
import { askOpeningEarly, guideTurn, useAskGuide } from "../../web/src/features/guide/api/ask-guide";
import { createQueryClient } from "../../web/src/lib/react-query";
import { json, stubFetch } from "./render";

const ADVENTURE = { id: "adv-1", location: "St Ives, Cornwall, UK", kidAges: [4, 9] };
const CENTER = { lat: 50.2083, lng: -5.4907 };
const answer = (content: string) => ({
	content,
	state: "responding",
	isClarification: false,
	suggestions: [],
	backupSuggestions: [],
});

function renderGuide() {
	const client = createQueryClient();
	const wrapper = ({ children }: { children: ReactNode }) => (
		<QueryClientProvider client={client}>{children}</QueryClientProvider>
	);
	return renderHook(() => useAskGuide(), { wrapper });
}

describe("Wunder's opening message asked for early (the workspace's first load)", () => {
	it("is the chat's opening: one request, with the context the chat itself would send", async () => {
		let asked = 0;
		const calls = stubFetch({ "POST /api/guide-ai": () => json(answer(`Hello ${++asked}`)) });
		askOpeningEarly(ADVENTURE, "user-1", CENTER);
		const { result } = renderGuide();
		act(() => result.current.mutate(guideTurn(ADVENTURE, "user-1", CENTER)));
		await waitFor(() => expect(result.current.data?.content).toBe("Hello 1"));
		expect(calls).toHaveLength(1);
		expect(calls[0]?.body).toEqual({
			message: GUIDE_OPENING_TRIGGER,
			location: "St Ives, Cornwall, UK",
			userId: "user-1",
			adventureId: "adv-1",
			mapCenter: CENTER,
			mapZoom: 10,
			kidAges: [4, 9],
		});
		// Taken once: a later opening (e.g. after a reset) asks the server again.
		act(() => result.current.mutate(guideTurn(ADVENTURE, "user-1", CENTER)));
		await waitFor(() => expect(result.current.data?.content).toBe("Hello 2"));
		expect(calls).toHaveLength(2);
	});

	it("is not given to another adventure's chat, nor to a chat turn that is not the opening", async () => {
		const calls = stubFetch({ "POST /api/guide-ai": () => json(answer("fresh")) });
		askOpeningEarly(ADVENTURE, "user-1", CENTER);
		const { result } = renderGuide();
		act(() => result.current.mutate(guideTurn({ ...ADVENTURE, id: "adv-2" }, "user-1", CENTER)));
		await waitFor(() => expect(result.current.isSuccess).toBe(true));
		act(() => result.current.mutate(guideTurn(ADVENTURE, "user-1", CENTER, "Rainy day ideas")));
		await waitFor(() => expect(calls).toHaveLength(3));
		expect(calls.map((c) => (c.body as { adventureId: string; message: string }).adventureId)).toEqual([
			"adv-1",
			"adv-2",
			"adv-1",
		]);
		expect((calls[2]?.body as { message?: string } | undefined)?.message).toBe("Rainy day ideas");
	});

	it("passes a failure on to the chat, which shows its fallback greeting", async () => {
		stubFetch({ "POST /api/guide-ai": () => json({ error: "Guide unavailable" }, 503) });
		askOpeningEarly(ADVENTURE, "user-1", CENTER);
		const { result } = renderGuide();
		act(() => result.current.mutate(guideTurn(ADVENTURE, "user-1", CENTER)));
		await waitFor(() => expect(result.current.isError).toBe(true));
	});
});
