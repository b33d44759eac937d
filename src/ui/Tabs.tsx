import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './ui.css';

export interface TabItem { id: string; label: ReactNode; panel: ReactNode }

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selection; with onChange. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys move and select (mirrored in right-to-left pages), Home and End
 * jump; only the selected panel is rendered.
 */
export function Tabs({ label, tabs, value, defaultValue, onChange, className }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue ?? tabs[0]?.id ?? '');
  const selected = value ?? own;
  const list = useRef<HTMLDivElement>(null);
  const select = (id: string): void => {
    if (value === undefined) setOwn(id);
    onChange?.(id);
  };
  const onKeyDown = (e: KeyboardEvent): void => {
    const i = tabs.findIndex((t) => t.id === selected);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    let next = -1;
    if (step !== undefined) next = (i + step + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const id = tabs[next]!.id;
    select(id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(id)}"]`)?.focus();
  };
  const current = tabs.find((t) => t.id === selected);
  return (
    <div className={['ui-tabs', className].filter(Boolean).join(' ')}>
      <div ref={list} role="tablist" aria-label={label} className="ui-tablist" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button key={t.id} type="button" role="tab" data-tab={t.id} id={`${base}-t-${t.id}`} aria-controls={`${base}-p-${t.id}`}
            aria-selected={t.id === selected} tabIndex={t.id === selected ? 0 : -1} onClick={() => select(t.id)}>{t.label}</button>
        ))}
      </div>
      {current && <div role="tabpanel" id={`${base}-p-${current.id}`} aria-labelledby={`${base}-t-${current.id}`} tabIndex={0} className="ui-tabpanel">{current.panel}</div>}
    </div>
  );
}
