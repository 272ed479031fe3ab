/**
 * JSON as models write it: sometimes in a ```json fence, sometimes followed by a remark. Reads the
 * value when there is one; `undefined` when there is none.
 */

/** The text without a Markdown code fence around it. */
export function unfenced(text: string): string {
	return text
		.trim()
		.replace(/^```(?:json)?\s*/i, "")
		.replace(/\s*```$/, "");
}

/** The first balanced `{…}` of the text (strings and their escapes respected), or null. */
function firstObject(text: string): string | null {
	const start = text.indexOf("{");
	if (start < 0) return null;
	let depth = 0;
	let inString = false;
	for (let i = start; i < text.length; i++) {
		const c = text[i];
		if (inString) {
			if (c === "\\") i++;
			else if (c === '"') inString = false;
		} else if (c === '"') inString = true;
		else if (c === "{") depth++;
		else if (c === "}" && --depth === 0) return text.slice(start, i + 1);
	}
	return null;
}

function parse(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

/** The JSON value of a model's text: as it is, without its fence, or its first object when a remark trails it. */
export function looseJson(text: string): unknown {
	const bare = unfenced(text);
	const whole = parse(bare);
	if (whole !== undefined) return whole;
	const object = firstObject(bare);
	return object === null ? undefined : parse(object);
}
