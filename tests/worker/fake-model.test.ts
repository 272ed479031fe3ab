import { describe, expect, it } from "vitest";
import { askJsonSchema, askSchema } from "../../domain/guide/ask";
import { familyWords } from "../../worker/providers/llm/family-words";
import { FakeModel } from "../fake-model/core";
import { INVENTED_PLACE, queryFrom } from "../fake-model/play";

/** The fake model plays a guide model by default: these pin what the guide's tests rely on. */

const KEY = "sk-fake-model-0123456789";
const SEARCH_TOOL = { type: "function", function: { name: "search_places", parameters: {} } };

const ask = (model: FakeModel, body: unknown, key = KEY) =>
	model.handle(
		new Request("https://fake.test/v1/chat/completions", {
			method: "POST",
			headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
			body: JSON.stringify({ model: "gpt-4o-mini", ...(body as object) }),
		}),
	);

const toolResult = (places: { id: string; name: string }[]) => ({
	role: "tool",
	tool_call_id: "call_1",
	content: JSON.stringify({ places }),
});

const PLACES = ["Science Museum", "Toy Museum", "Pirate Park", "City Farm", "Aquarium", "Zoo"].map((name, i) => ({
	id: `place-${i}`,
	name,
}));

describe("the fake model", () => {
	it("draws a short search query from the family's words", () => {
		expect(queryFrom("Any good museums for a 5 year old near us?")).toBe("museums");
		expect(queryFrom("Where can we see dinosaurs and trains?")).toBe("see dinosaurs trains");
		expect(queryFrom("??")).toBe("family activities");
	});

	it("refuses a wrong key with 401", async () => {
		const response = await ask(new FakeModel(), { messages: [] }, "sk-wrong");
		expect(response.status).toBe(401);
	});

	it("calls search_places first, then answers with content first, three picks and two backups", async () => {
		const model = new FakeModel();
		const user = { role: "user", content: "Any good museums for a 5 year old?" };
		const first = (await (await ask(model, { messages: [user], tools: [SEARCH_TOOL] })).json()) as {
			choices: { message: { tool_calls: { function: { name: string; arguments: string } }[] } }[];
		};
		expect(first.choices[0]?.message.tool_calls[0]?.function).toEqual({
			name: "search_places",
			arguments: JSON.stringify({ query: "museums" }),
		});
		const second = (await (
			await ask(model, {
				messages: [user, { role: "assistant", content: null }, toolResult(PLACES)],
				tools: [SEARCH_TOOL],
			})
		).json()) as { choices: { message: { content: string } }[] };
		const content = second.choices[0]?.message.content ?? "";
		expect(content.startsWith('{"content":')).toBe(true);
		const answer = JSON.parse(content);
		expect(answer.suggestionPlaceIds).toEqual(["place-0", "place-1", "place-2"]);
		expect(answer.backupPlaceIds).toEqual(["place-3", "place-4"]);
		expect(answer.content).toContain("Science Museum");
	});

	it("fills the guide's typed ask when the tool's parameters are the ask's schema", async () => {
		const model = new FakeModel();
		const typedTool = { type: "function", function: { name: "search_places", parameters: askJsonSchema() } };
		const user = { role: "user", content: "Free museums for a rainy day, nothing too loud" };
		const first = (await (await ask(model, { messages: [user], tools: [typedTool] })).json()) as {
			choices: { message: { tool_calls: { function: { name: string; arguments: string } }[] } }[];
		};
		const call = first.choices[0]?.message.tool_calls[0]?.function;
		expect(call?.name).toBe("search_places");
		expect(askSchema.parse(JSON.parse(call?.arguments ?? "{}"))).toMatchObject({
			intent: "find",
			kinds: ["museum"],
			setting: "indoor",
			price: { free: true },
			needs: ["not-loud"],
		});
	});

	it('searches whenever tool_choice is "required", and records the tool choice it was sent', async () => {
		const model = new FakeModel();
		const user = { role: "user", content: "Any good museums for a 5 year old?" };
		const answer = (await (
			await ask(model, {
				messages: [user, { role: "assistant", content: null }, toolResult(PLACES)],
				tools: [SEARCH_TOOL],
				tool_choice: "required",
			})
		).json()) as { choices: { message: { content: string | null; tool_calls?: unknown[] } }[] };
		expect(answer.choices[0]?.message.tool_calls).toHaveLength(1);
		expect(model.requests[0]?.body.tool_choice).toBe("required");
	});

	it("streams a scripted failure's played answer: malformed tool arguments, then an invented place", async () => {
		const model = new FakeModel();
		model.enqueue({ kind: "malformed_tool_args" }, { kind: "unknown_places" });
		const user = { role: "user", content: "playgrounds please" };
		const call = (await (await ask(model, { messages: [user], tools: [SEARCH_TOOL] })).json()) as {
			choices: { message: { tool_calls: { function: { arguments: string } }[] } }[];
		};
		expect(() => JSON.parse(call.choices[0]?.message.tool_calls[0]?.function.arguments ?? "")).toThrow();
		const answered = (await (
			await ask(model, { messages: [user, toolResult(PLACES.slice(0, 2))], tools: [SEARCH_TOOL] })
		).json()) as { choices: { message: { content: string } }[] };
		const answer = JSON.parse(answered.choices[0]?.message.content ?? "");
		expect(answer.suggestionPlaceIds[0]).toBe(INVENTED_PLACE.id);
		expect(answer.content).toContain(INVENTED_PLACE.name);
	});

	it("streams tokens of about four characters, ends with the usage chunk and [DONE], and records the timings", async () => {
		const model = new FakeModel({ firstTokenMs: 40, perTokenMs: 1 });
		const response = await ask(model, {
			stream: true,
			stream_options: { include_usage: true },
			messages: [
				{ role: "system", content: "Write one title" },
				{ role: "user", content: familyWords({ destination: "Paris, France" }) },
			],
		});
		const events = (await response.text()).split("\n\n").filter(Boolean);
		expect(events.at(-1)).toBe("data: [DONE]");
		const chunks = events.slice(0, -1).map((event) => JSON.parse(event.slice("data: ".length)));
		const text = chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? "").join("");
		expect(text).toBe("Family Days in Paris");
		expect(chunks.filter((chunk) => chunk.choices[0]?.delta?.content).map((c) => c.choices[0].delta.content)[0]).toBe(
			"Fami",
		);
		expect(chunks.at(-1)?.usage).toMatchObject({ completion_tokens: 5 });
		const [record] = model.requests;
		expect(record?.stream).toBe(true);
		expect((record?.firstByteAt ?? 0) - (record?.receivedAt ?? 0)).toBeGreaterThanOrEqual(40);
		expect(record?.endAt).not.toBeNull();
	});
});
