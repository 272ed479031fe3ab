/**
 * A small, strict XML parser for tests (neither workerd nor node has DOMParser): the XML
 * declaration, elements with quoted attributes, self-closing tags, text and the five predefined
 * entities plus numeric references. Throws on anything not well-formed: mismatched or unclosed
 * tags, a raw '<' or '&' in text, duplicate or unquoted attributes, more than one root.
 */
export interface XmlElement {
	name: string;
	attributes: Record<string, string>;
	children: XmlElement[];
	text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

function decode(raw: string, where: string): string {
	if (raw.includes("<")) throw new Error(`raw '<' in ${where}`);
	const stripped = raw.replace(ENTITY, "");
	if (stripped.includes("&")) throw new Error(`bare '&' in ${where}: ${raw.slice(0, 60)}`);
	return raw.replace(ENTITY, (entity) => {
		switch (entity) {
			case "&amp;":
				return "&";
			case "&lt;":
				return "<";
			case "&gt;":
				return ">";
			case "&quot;":
				return '"';
			case "&apos;":
				return "'";
			default:
				return String.fromCodePoint(
					entity.startsWith("&#x")
						? Number.parseInt(entity.slice(3, -1), 16)
						: Number.parseInt(entity.slice(2, -1), 10),
				);
		}
	});
}

export function parseXml(source: string): XmlElement {
	let rest = source;
	const declaration = /^<\?xml\s+version="1\.[01]"(\s+encoding="[A-Za-z0-9._-]+")?\s*\?>/.exec(rest);
	if (declaration) rest = rest.slice(declaration[0].length);
	const stack: XmlElement[] = [];
	let root: XmlElement | null = null;
	while (rest.length > 0) {
		if (rest.startsWith("<!--")) {
			const end = rest.indexOf("-->");
			if (end < 0) throw new Error("unclosed comment");
			rest = rest.slice(end + 3);
			continue;
		}
		if (rest.startsWith("</")) {
			const match = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(rest);
			if (!match) throw new Error(`bad end tag near ${rest.slice(0, 40)}`);
			const open = stack.pop();
			if (!open || open.name !== match[1]) throw new Error(`</${match[1]}> closes <${open?.name ?? "nothing"}>`);
			rest = rest.slice(match[0].length);
			continue;
		}
		if (rest.startsWith("<")) {
			const nameMatch = NAME.exec(rest.slice(1));
			if (!nameMatch) throw new Error(`bad tag near ${rest.slice(0, 40)}`);
			const element: XmlElement = { name: nameMatch[0], attributes: {}, children: [], text: "" };
			rest = rest.slice(1 + nameMatch[0].length);
			for (;;) {
				const attribute = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*"([^"]*)"/.exec(rest);
				if (!attribute) break;
				const [whole, key = "", value = ""] = attribute;
				if (key in element.attributes) throw new Error(`duplicate attribute ${key} on <${element.name}>`);
				element.attributes[key] = decode(value, `attribute ${key}`);
				rest = rest.slice(whole.length);
			}
			const close = /^\s*(\/?)>/.exec(rest);
			if (!close) throw new Error(`unterminated <${element.name}> near ${rest.slice(0, 40)}`);
			rest = rest.slice(close[0].length);
			const parent = stack[stack.length - 1];
			if (parent) parent.children.push(element);
			else if (root) throw new Error("more than one root element");
			else root = element;
			if (close[1] !== "/") stack.push(element);
			continue;
		}
		const next = rest.indexOf("<");
		const text = next < 0 ? rest : rest.slice(0, next);
		const parent = stack[stack.length - 1];
		if (parent) parent.text += decode(text, `<${parent.name}>`);
		else if (text.trim()) throw new Error("text outside the root element");
		rest = next < 0 ? "" : rest.slice(next);
	}
	if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]?.name}>`);
	if (!root) throw new Error("no root element");
	return root;
}

/** Direct children named `name`. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);

/** The text of the first direct child named `name` (trimmed), or undefined. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text.trim();
