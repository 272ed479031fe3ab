// Types of build-destinations-seed.mjs for the TypeScript tests that import it.
export interface DestinationSeedRow {
	id: string;
	name: string;
	kind: "city" | "state" | "national_park" | "park" | "region";
	region: string | null;
	countryCode: string;
	countryName: string;
	latitude: number;
	longitude: number;
	importance: number;
	photoKind: string | null;
}

export const MIN_POPULATION: number;
export function checksum(): string;
export function destinationRows(): DestinationSeedRow[];
export function destinationsSql(rows?: DestinationSeedRow[]): string;
export function build(outFile: string): number;
export const destinationsSeed: { name: string; checksum: typeof checksum; build: typeof build };
