export function Greeting({ name }: { name: string }) {
  return <p className="fixture-greeting">Hello, {name}!</p>;
}
