/** Central London: the spec's last-resort map centre (core §9). */
export const DEFAULT_CENTER = { latitude: 51.507, longitude: -0.128 } as const;
