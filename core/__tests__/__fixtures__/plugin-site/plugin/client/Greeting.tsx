import { useGlobalData } from 'quire/client';

/** A plugin's global UI component, reading the plugin's global data. */
export default function Greeting() {
  const data = useGlobalData<{ greeting: string }>('everything');
  return <p className="plugin-greeting">{data?.greeting}</p>;
}
