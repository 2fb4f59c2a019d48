/** 返回一句面向 `name` 的问候。 */
export function greet(name: string): string {
  return `你好，${name}！`;
}
