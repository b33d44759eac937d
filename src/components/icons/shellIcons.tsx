import { Cherry, CircleUserRound, Fish, Gamepad2, Gift, House, Rocket, Spade, Swords, Ticket, Trophy, UserPlus, Users, Video, Wallet } from 'lucide-react';

/** The shell's icons by name: the tab bar's and one per game category chip (slots are "rng", lotteries "elott"). */
const ICONS = {
  home: House, promotions: Gift, register: UserPlus, deposit: Wallet, invite: Users, account: CircleUserRound,
  sports: Trophy, live: Video, rng: Cherry, table: Spade, fish: Fish, pvp: Swords, crash: Rocket, arcade: Gamepad2, elott: Ticket,
} as const;

export type ShellIconName = keyof typeof ICONS;

export const SHELL_ICON_NAMES = Object.keys(ICONS) as ShellIconName[];

export default function ShellIconDrawn({ name, size }: { name: ShellIconName; size: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} aria-hidden="true" strokeWidth={2} />;
}
