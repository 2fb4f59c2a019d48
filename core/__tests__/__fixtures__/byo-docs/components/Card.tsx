import type { ReactNode } from 'react';
import styles from './Card.module.scss';

export default function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`byo-card ${styles.card}`}>
      <p className={`byo-card__title ${styles.title}`}>{title}</p>
      {children}
    </div>
  );
}
