/** A component from the plugin's theme layer, used in MDX through @theme/PluginBadge. */
export default function PluginBadge({ children }: { children?: React.ReactNode }) {
  return <span className="plugin-badge">{children}</span>;
}
