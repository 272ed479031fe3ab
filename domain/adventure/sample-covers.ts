// Its own module so the landing page, which needs only these paths, does not load the adventure rules.

/** The landing's six showcase illustrations (web/public/samples), also the covers of the seeded showcase trips. */
export const SAMPLE_COVERS = [
	"yellowstone",
	"smoky-mountains",
	"san-diego",
	"acadia",
	"rocky-mountain",
	"olympic-rainforest",
] as const;

export const sampleCoverUrl = (name: (typeof SAMPLE_COVERS)[number]) => `/samples/${name}.svg`;
