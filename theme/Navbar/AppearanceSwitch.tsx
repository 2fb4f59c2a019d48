import { useAppearance, type Appearance } from '../appearance';
import { useI18n } from '../i18n';
import { AutoIcon, MoonIcon, SunIcon } from './icons';

/** The mobile menu's Theme row control: light, dark or auto (following the system). */
export default function AppearanceSwitch() {
  const t = useI18n();
  const { appearance, setAppearance } = useAppearance();
  const options: { value: Appearance; label: string; Icon: typeof SunIcon }[] = [
    { value: 'light', label: t('lightMode'), Icon: SunIcon },
    { value: 'dark', label: t('darkMode'), Icon: MoonIcon },
    { value: 'auto', label: t('autoMode'), Icon: AutoIcon },
  ];
  return (
    <div className="quire-appearance-switch" role="group" aria-label={t('menuTheme')}>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          className={`quire-appearance-switch__option${appearance === value ? ' quire-appearance-switch__option--selected' : ''}`}
          aria-pressed={appearance === value}
          onClick={() => setAppearance(value)}
        >
          <Icon />
          <span>{label}</span>
        </button>
      ))}
    </div>
  );
}
