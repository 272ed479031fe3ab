/**
 * A streamed text answer (the title and description suggestions' `/stream` routes): newline-delimited
 * JSON, one object a line. First `{ delta }` lines with the words as the model writes them (raw, to be
 * appended), then exactly one last line: the JSON route's own answer (`{ title }`, `{ description }`:
 * the final, cleaned text), or `{ error }` when the model failed after it had begun (a failure before
 * any word is the JSON route's error answer instead).
 */
export type TextStreamLine<Final extends object> = { delta: string } | { error: string } | Final;

export const TEXT_STREAM_CONTENT_TYPE = "application/x-ndjson; charset=utf-8";
