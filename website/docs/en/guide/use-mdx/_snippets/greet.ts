/** Returns a friendly greeting for `name`. */
export function greet(name: string): string {
  return `Hello, ${name}!`;
}
