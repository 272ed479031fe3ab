// Kept apart from the zod schemas in ./user so a screen that needs only these rules does not load zod.

export const NAME_MAX = 60;

export const EMAIL_MAX = 254;
