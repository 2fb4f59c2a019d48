import { useState } from 'react';

export interface CounterProps {
  /** The text of the button, before the count. */
  label: string;
}

/** A React component of the site, used by docs pages: `import { Counter } from '../../../components/Counter'`. */
export function Counter({ label }: CounterProps) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="counter" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}
