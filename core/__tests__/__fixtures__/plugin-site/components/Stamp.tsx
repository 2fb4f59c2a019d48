/** A global UI component from the config: rendered on every page. */
export default function Stamp() {
  return <div className="config-stamp">config component</div>;
}
