declare const __BUILT_FOR__: string;

/** A route component added by a plugin: receives its modules as ES module namespaces. */
export default function EntriesPage({ entries }: { entries: { default: string[] } }) {
  return (
    <main>
      <h1>Entries</h1>
      <ul>
        {entries.default.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
      <p className="built-for">{__BUILT_FOR__}</p>
    </main>
  );
}
