import { useSite } from 'quire/client';
import { useAppearance } from '../appearance';
import { useI18n } from '../i18n';
import { MoonIcon, SunIcon } from './icons';

/**
 * The light/dark switch: flips the shown appearance and stores the explicit choice. Both icons
 * are rendered and CSS on `html.dark` picks one, so the button is right before hydration too.
 */
export default function ThemeToggle({ className }: { className?: string }) {
  const t = useI18n();
  const site = useSite();
  const { isDark, setAppearance } = useAppearance();
  if (site.themeConfig.darkMode === false) return null;
  return (
    <button
      type="button"
      className={['quire-theme-toggle', className].filter(Boolean).join(' ')}
      aria-label={t('toggleDarkMode')}
      aria-pressed={isDark}
      onClick={() => setAppearance(isDark ? 'light' : 'dark')}
    >
      <span className="quire-theme-toggle__knob">
        <SunIcon className="quire-theme-toggle__sun" />
        <MoonIcon className="quire-theme-toggle__moon" />
      </span>
    </button>
  );
}
