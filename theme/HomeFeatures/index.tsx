import { Link, usePageData, withBase, type Frontmatter } from 'quire/client';
import { featureSpan, iconKind } from './featureParts';
import './HomeFeatures.css';

type Feature = NonNullable<Frontmatter['features']>[number];

function FeatureIcon({ icon }: { icon: string }) {
  const kind = iconKind(icon);
  if (kind === 'svg') {
    // The site author's own markup from the page's frontmatter.
    return <div className="quire-home-feature__icon quire-home-feature__icon--svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon }} />;
  }
  if (kind === 'image') {
    const src = icon.startsWith('/') && !icon.startsWith('//') ? withBase(icon) : icon;
    return (
      <div className="quire-home-feature__icon quire-home-feature__icon--image" aria-hidden="true">
        <img src={src} alt="" width={28} height={28} loading="lazy" decoding="async" />
      </div>
    );
  }
  return (
    <div className="quire-home-feature__icon" aria-hidden="true">
      {icon}
    </div>
  );
}

function ArrowIcon() {
  return (
    <svg className="quire-home-feature__arrow" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const body = (
    <>
      {feature.icon ? <FeatureIcon icon={feature.icon} /> : null}
      <h2 className="quire-home-feature__title">{feature.title}</h2>
      {feature.details ? <p className="quire-home-feature__details">{feature.details}</p> : null}
      {feature.link ? <ArrowIcon /> : null}
    </>
  );
  return feature.link ? (
    <Link href={feature.link} className="quire-home-feature quire-home-feature--link">
      {body}
    </Link>
  ) : (
    <article className="quire-home-feature">{body}</article>
  );
}

/**
 * The home page's feature cards (frontmatter `features`) on a 12-column grid: a card's `span`
 * is the columns it takes on wide screens (4 = a third); narrow screens stack the cards.
 */
export default function HomeFeatures() {
  const { frontmatter } = usePageData();
  const features = frontmatter.features ?? [];
  if (features.length === 0) return null;
  return (
    <section className="quire-home-features">
      <ul className="quire-home-features__grid">
        {features.map((feature, index) => (
          <li key={`${feature.title}-${index}`} className={`quire-home-features__item quire-home-features__item--span-${featureSpan(feature.span)}`}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </section>
  );
}
