import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { getCostsQueryOptions } from "../../web/src/features/monitoring/api/get-costs";
import { getScalingQueryOptions } from "../../web/src/features/monitoring/api/get-scaling";
import { getUsageQueryOptions } from "../../web/src/features/monitoring/api/get-usage";
import { MonitoringPage } from "../../web/src/features/monitoring/monitoring-page";
import { json, renderWithClient, stubFetch } from "./render";

const ADMIN = { id: "a1", firstName: "Ada", lastName: "Admin", email: "admin@example.com", isAdmin: true };

const breakdown = { openai: 60, googleMaps: 45, database: 0.5, hosting: 5.2, sendgrid: 0.3 };
const USAGE = {
	timestamp: "2026-11-10T12:00:00.000Z",
	month: "2026-11",
	current: {
		openaiCost: 20,
		googleMapsCost: 15,
		databaseCost: 0.17,
		hostingCost: 1.73,
		sendgridCost: 0.1,
		openaiTokens: 1_234_567,
		workersAiNeurons: 0,
		aiCalls: 321,
		googleMapsRequests: 4321,
		databaseQueries: 98_765,
		requests: 54_321,
		emailsSent: 12,
		activeUsers: 40,
		newUsers: 7,
	},
	alerts: ["Projected spend $111.00 exceeds the $100.00 monthly budget."],
	projection: { current: 37, projected: 111, breakdown },
	budget: { monthlyUsd: 100, percent: 111, colour: "red" },
	skus: [{ provider: "openai", sku: "gpt-4o-mini", count: 321, units: 1_234_567, costUsd: 20 }],
	spend: { paused: false, until: "2026-12-01", gaveWay: [], message: null },
	configuration: [] as { setting: string; message: string }[],
};
const PAUSED_MESSAGE =
	"Paid services are paused: this month's spend ($100.40) reached the $100.00 monthly budget. OpenAI gave way to the built-in guide and writer and Google Places to the built-in places catalog, until Dec 1 (the month's end) or until the budget is raised.";
const PAUSED = {
	...USAGE,
	projection: { current: 100.4, projected: 290, breakdown },
	budget: { monthlyUsd: 100, percent: 290, colour: "red" },
	spend: {
		paused: true,
		until: "2026-12-01",
		gaveWay: [
			{ paid: "OpenAI", keyless: "the built-in guide and writer" },
			{ paid: "Google Places", keyless: "the built-in places catalog" },
		],
		message: PAUSED_MESSAGE,
	},
};
const COSTS = {
	month: "2026-11",
	days: [
		{
			day: "2026-11-01",
			openai: 2,
			googleMaps: 1.5,
			database: 0.01,
			hosting: 0.02,
			sendgrid: 0.01,
			total: 3.54,
			calls: 900,
		},
		{ day: "2026-11-02", openai: 0, googleMaps: 0, database: 0, hosting: 0, sendgrid: 0, total: 0, calls: 0 },
	],
	totals: breakdown,
};
const SCALING = {
	generatedAt: "2026-11-10T12:00:00.000Z",
	model: "gpt-4o-mini",
	projections: [25_000, 100_000, 250_000, 500_000, 1_000_000].map((users, i) => ({
		year: i + 1,
		users,
		monthlyAdventuresPerUser: 1.5 + i * 0.25,
		costs: { totalPerUser: 0.4 - i * 0.05, totalMonthly: users * (0.4 - i * 0.05) + 5, breakdown },
		efficiencies: {
			cachingRate: [0.1, 0.25, 0.4, 0.55, 0.7][i],
			volumeDiscount: i * 0.05,
			infrastructureOptimization: i * 0.1,
		},
	})),
};

function renderPage(routes: Parameters<typeof stubFetch>[0]) {
	const calls = stubFetch({ "GET /api/auth/user": () => json(ADMIN), ...routes });
	renderWithClient(
		<MemoryRouter initialEntries={["/admin/monitoring"]}>
			<MonitoringPage />
		</MemoryRouter>,
	);
	return calls;
}

describe("the monitoring page", () => {
	it("shows this month's costs, the red bar above 100 %, the alerts, the recommendations and the daily plot", async () => {
		renderPage({
			"GET /api/monitoring/usage": () => json(USAGE),
			"GET /api/monitoring/costs": () => json(COSTS),
		});
		expect(await screen.findByText("Projected spend this month")).toBeTruthy();
		expect(screen.getByRole("tab", { name: "Current Usage", selected: true })).toBeTruthy();
		expect(screen.getByTestId("spend-bar").dataset.colour).toBe("red");
		expect(screen.getByText("111% of the monthly budget · Over budget")).toBeTruthy();
		expect(screen.getByText("Projected spend $111.00 exceeds the $100.00 monthly budget.")).toBeTruthy();
		expect(screen.getByText("1,234,567 tokens")).toBeTruthy();
		expect(screen.queryByText(/neurons/)).toBeNull();
		expect(screen.getByText("4,321 requests")).toBeTruthy();
		expect(screen.getByText("98,765 queries")).toBeTruthy();
		expect(screen.getByText("12 e-mails sent")).toBeTruthy();
		expect(screen.getByText("40 active")).toBeTruthy();
		// OpenAI above $15 and the budget above 80 %; Google Maps ($15) is under $25.
		expect(screen.getByText(/^OpenAI spend is \$20\.00 this month/)).toBeTruthy();
		expect(screen.getByText(/^Projected spend is 111% of the monthly budget/)).toBeTruthy();
		expect(screen.queryByText(/^Google Maps spend is/)).toBeNull();
		expect(screen.queryByText(/^Usage is efficient/)).toBeNull();
		const chart = await screen.findByRole("img", { name: /Daily cost by provider this month/ });
		expect(chart.querySelectorAll("rect").length).toBeGreaterThan(0);
		const table = screen.getByRole("table", { name: "Daily costs by provider" });
		expect(within(table).getByText("2026-11-01")).toBeTruthy();
		expect(within(table).getByText("$3.54")).toBeTruthy();
		expect(within(table).getByText("900")).toBeTruthy();
	});

	it("Workers AI's neurons show on the AI model's card, its cost on that line", async () => {
		renderPage({
			"GET /api/monitoring/usage": () =>
				json({ ...USAGE, current: { ...USAGE.current, openaiTokens: 0, workersAiNeurons: 12_345, aiCalls: 40 } }),
			"GET /api/monitoring/costs": () => json(COSTS),
		});
		expect(await screen.findByText("12,345 neurons (Workers AI)")).toBeTruthy();
		expect(screen.getByText("40 AI calls")).toBeTruthy();
		expect(screen.getAllByText("AI model").length).toBeGreaterThan(0);
	});

	it("says when paid services are paused: what gave way, until the month's end or a raised budget", async () => {
		renderPage({
			"GET /api/monitoring/usage": () => json(PAUSED),
			"GET /api/monitoring/costs": () => json(COSTS),
		});
		const banner = await screen.findByRole("alert", { name: "Paid services paused" });
		expect(within(banner).getByText(PAUSED_MESSAGE)).toBeTruthy();
		expect(banner.textContent).toContain("OpenAI → the built-in guide and writer");
		expect(banner.textContent).toContain("Google Places → the built-in places catalog");
		expect(within(banner).getByText("Raise the monthly budget below to bring them back now.")).toBeTruthy();
	});

	it("names each setting a deployed Worker lacks, above both tabs, even before anything is metered", async () => {
		const missing = [
			{ setting: "PUBLIC_ORIGIN", message: "PUBLIC_ORIGIN is not set (or not an http(s) URL): no links." },
			{ setting: "SESSION_SECRET", message: "SESSION_SECRET is not set: nothing is signed." },
		];
		renderPage({
			"GET /api/monitoring/usage": () => json({ ...USAGE, skus: [], configuration: missing }),
			"GET /api/monitoring/costs": () => json(COSTS),
			"GET /api/monitoring/scaling": () => json(SCALING),
		});
		const warning = await screen.findByRole("alert", { name: "This deployment is missing settings" });
		for (const { message } of missing) expect(within(warning).getByText(message)).toBeTruthy();
		await userEvent.setup().click(screen.getByRole("tab", { name: "Scaling Analysis" }));
		expect(screen.getByRole("alert", { name: "This deployment is missing settings" })).toBeTruthy();
	});

	it("no paused banner while spending is within the budget", async () => {
		renderPage({
			"GET /api/monitoring/usage": () => json(USAGE),
			"GET /api/monitoring/costs": () => json(COSTS),
		});
		expect(await screen.findByText("Projected spend this month")).toBeTruthy();
		expect(screen.queryByRole("alert", { name: "Paid services paused" })).toBeNull();
		expect(screen.queryByText("Paid services paused")).toBeNull();
		expect(screen.queryByText("This deployment is missing settings")).toBeNull();
	});

	it("an admin raises the budget: PUT /api/monitoring/budget, then the usage is read again", async () => {
		let budget = 100;
		const calls = renderPage({
			"GET /api/monitoring/usage": () =>
				json(budget === 100 ? PAUSED : { ...USAGE, budget: { monthlyUsd: budget, percent: 58, colour: "green" } }),
			"GET /api/monitoring/costs": () => json(COSTS),
			"PUT /api/monitoring/budget": (init) => {
				budget = (JSON.parse(String(init?.body)) as { monthlyBudgetUsd: number }).monthlyBudgetUsd;
				return json({ monthlyBudgetUsd: budget });
			},
		});
		const input = await screen.findByLabelText("Monthly budget (US$)");
		expect((input as HTMLInputElement).value).toBe("100");
		const user = userEvent.setup();
		await user.clear(input);
		await user.type(input, "-3");
		expect(screen.getByText("Enter an amount from 0 to 1,000,000.")).toBeTruthy();
		expect((screen.getByRole("button", { name: "Save budget" }) as HTMLButtonElement).disabled).toBe(true);
		await user.clear(input);
		await user.type(input, "190");
		await user.click(screen.getByRole("button", { name: "Save budget" }));
		await waitFor(() => expect(screen.queryByRole("alert", { name: "Paid services paused" })).toBeNull());
		expect(calls.find((c) => c.key === "PUT /api/monitoring/budget")?.body).toEqual({ monthlyBudgetUsd: 190 });
		expect(calls.filter((c) => c.key === "GET /api/monitoring/usage").length).toBeGreaterThanOrEqual(2);
		expect(((await screen.findByLabelText("Monthly budget (US$)")) as HTMLInputElement).value).toBe("190");
	});

	it("a green bar and the 'efficient' message at 50 % or below", async () => {
		renderPage({
			"GET /api/monitoring/usage": () =>
				json({
					...USAGE,
					current: { ...USAGE.current, openaiCost: 1, googleMapsCost: 1 },
					alerts: [],
					projection: { ...USAGE.projection, projected: 30 },
					budget: { monthlyUsd: 100, percent: 30, colour: "green" },
				}),
			"GET /api/monitoring/costs": () => json(COSTS),
		});
		expect(await screen.findByText("Usage is efficient: projected spend is 30% of the monthly budget.")).toBeTruthy();
		expect(screen.getByTestId("spend-bar").dataset.colour).toBe("green");
	});

	it("the spec's error and empty texts", async () => {
		renderPage({
			"GET /api/monitoring/usage": () => json({ error: "Internal Server Error" }, 500),
			"GET /api/monitoring/costs": () => json(COSTS),
		});
		// The spec's text, then 'Try again' (the shared error state).
		expect((await screen.findByRole("alert")).textContent).toBe(
			"Failed to load monitoring data. Please check your API connection.Try again",
		);
	});

	it("says there is no data when nothing was metered this month", async () => {
		renderPage({
			"GET /api/monitoring/usage": () => json({ ...USAGE, skus: [] }),
			"GET /api/monitoring/costs": () => json(COSTS),
		});
		expect(await screen.findByText("No monitoring data available. Please try refreshing the page.")).toBeTruthy();
	});

	it("the Scaling Analysis tab: five years from 25K to 1M users, or the spec's error", async () => {
		const calls = renderPage({
			"GET /api/monitoring/usage": () => json(USAGE),
			"GET /api/monitoring/costs": () => json(COSTS),
			"GET /api/monitoring/scaling": () => json(SCALING),
		});
		await screen.findByText("Projected spend this month");
		expect(calls.some((c) => c.key === "GET /api/monitoring/scaling")).toBe(false);
		await userEvent.click(screen.getByRole("tab", { name: "Scaling Analysis" }));
		expect(await screen.findByText("Year 5")).toBeTruthy();
		expect(screen.getByText("25,000 users")).toBeTruthy();
		expect(screen.getByText("1,000,000 users")).toBeTruthy();
		expect(screen.getAllByText("70%").length).toBeGreaterThan(0);
	});

	it("shows the scaling error text when the analysis fails", async () => {
		renderPage({
			"GET /api/monitoring/usage": () => json(USAGE),
			"GET /api/monitoring/costs": () => json(COSTS),
			"GET /api/monitoring/scaling": () => json({ error: "boom" }, 500),
		});
		await screen.findByText("Projected spend this month");
		await userEvent.click(screen.getByRole("tab", { name: "Scaling Analysis" }));
		await waitFor(() =>
			expect(screen.getByText("Unable to load scaling analysis. Please try again later.")).toBeTruthy(),
		);
	});

	it("a non-admin sees the not-authorised page and no monitoring call is made", async () => {
		const calls = stubFetch({ "GET /api/auth/user": () => json({ ...ADMIN, isAdmin: false }) });
		renderWithClient(
			<MemoryRouter>
				<MonitoringPage />
			</MemoryRouter>,
		);
		expect(await screen.findByText("Admin access required")).toBeTruthy();
		expect(calls.map((c) => c.key)).toEqual(["GET /api/auth/user"]);
	});
});

describe("refetching", () => {
	it("usage every 30 to 60 s, costs every 60 s, scaling cached 5 minutes", () => {
		const usage = getUsageQueryOptions().refetchInterval;
		expect(typeof usage === "number" && usage >= 30_000 && usage <= 60_000).toBe(true);
		expect(getCostsQueryOptions().refetchInterval).toBe(60_000);
		expect(getScalingQueryOptions().staleTime).toBe(5 * 60_000);
	});
});
