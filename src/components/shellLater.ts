// The shell's parts that load once the first screen is up, as one chunk (each chunk is another entry in the service
// worker's precache list): the tab bar, the toast and alerts, the language picker, the desktop side feature, a
// member's header balance and the derived theme.
export { default as TabBar } from './TabBar';
export { Surfaces } from './Surfaces';
export { LanguageSelect } from './LanguageSelect';
export { default as DesktopFeature } from './DesktopFeature';
export { default as HeaderBalance } from './HeaderBalance';
export { applyTokens } from '../boot/themeTokens';
