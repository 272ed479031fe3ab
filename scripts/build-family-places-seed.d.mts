// Types of build-family-places-seed.mjs for the TypeScript tests that import it.
export interface FamilyPlaceSeedRow {
	id: string;
	name: string;
	latitude: number;
	longitude: number;
	address: string | null;
	priceLevel: number | null;
	types: string[];
	website: string | null;
	phone: string | null;
	familySummary: string | null;
	pithySummary: string | null;
	whyKidsLoveIt: string | null;
	ages: [number, number] | null;
	tags: string[];
	destination: string;
}

export const placesDir: string;
export const MAX_STATEMENT_BYTES: number;
export const CATALOG_PREFIX: string;
export function placeFiles(): string[];
export function checksum(): string;
export function problemOf(entry: unknown): string | null;
export function familyPlaceRows(options?: { warn?: (message: string) => void }): FamilyPlaceSeedRow[];
export function familyPlacesStatements(rows?: FamilyPlaceSeedRow[], at?: number): string[];
export function familyPlacesSql(rows?: FamilyPlaceSeedRow[], at?: number): string;
export function build(outFile: string): number;
export const familyPlacesSeed: { name: string; checksum: typeof checksum; build: typeof build };
