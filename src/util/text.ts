/** `text` cut to at most `max` characters, an ellipsis in place of what was cut. */
export function clipText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
