import type { CostCategory } from "../../../../domain/monitoring/prices";

/** Dollars: cents from a cent up; below that two significant digits, so metered fractions still show. */
export function formatUsd(amount: number): string {
	if (amount === 0) return "$0.00";
	if (Math.abs(amount) >= 0.01) {
		return amount.toLocaleString("en-US", {
			style: "currency",
			currency: "USD",
			minimumFractionDigits: 2,
			maximumFractionDigits: 2,
		});
	}
	return `$${Number(amount.toPrecision(2)).toFixed(8).replace(/0+$/, "")}`;
}

export const formatCount = (value: number) => value.toLocaleString("en-US");

/**
 * The five cost lines: label and colour (SVG fill and legend swatch). The "openai" line is the AI
 * model's, whichever serves it: OpenAI, or Workers AI on a deployment without an OpenAI key.
 */
export const CATEGORY_STYLE: Record<CostCategory, { label: string; fill: string; swatch: string }> = {
	openai: { label: "AI model", fill: "fill-brand-600", swatch: "bg-brand-600" },
	googleMaps: { label: "Google Maps", fill: "fill-sunrise-500", swatch: "bg-sunrise-500" },
	database: { label: "Database", fill: "fill-ink-700", swatch: "bg-ink-700" },
	hosting: { label: "Hosting", fill: "fill-brand-300", swatch: "bg-brand-300" },
	sendgrid: { label: "E-mail", fill: "fill-sunrise-300", swatch: "bg-sunrise-300" },
};
