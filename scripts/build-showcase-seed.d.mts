// Types of build-showcase-seed.mjs for the TypeScript tests that import it.
export interface ShowcaseAdventureSeed {
	id: string;
	title: string;
	location: string;
	latitude: number;
	longitude: number;
	startDate: string;
	endDate: string;
	numberOfTravelers: number;
	kidAges: number[];
	tags: string[];
	coverImageUrl: string;
	description: string;
	places: { id: string; intent: string }[];
	paths: { name: string; date: string; transportMode: string; stops: string[] }[];
}

export interface ShowcaseSeedData {
	owner: { id: string; email: string; firstName: string; lastName: string };
	adventures: ShowcaseAdventureSeed[];
}

export const showcaseFile: string;
export function showcaseData(): ShowcaseSeedData;
export function checksum(): string;
export function showcaseStatements(data?: ShowcaseSeedData, at?: number): string[];
export function showcaseSql(data?: ShowcaseSeedData, at?: number): string;
export function build(outFile: string): number;
export const showcaseSeed: { name: string; checksum: typeof checksum; build: typeof build };
