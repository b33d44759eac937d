import { useEffect } from 'react';
import './ui.css';

export interface ToastProps {
  message: string;
  tone?: 'info' | 'success' | 'danger';
  /** Called after `duration` ms (default 3000); omit to keep it until the owner removes it. */
  onDone?: () => void;
  duration?: number;
}

/** A short notice above the tab bar, announced politely (role status; danger is an alert). */
export function Toast({ message, tone = 'info', onDone, duration = 3000 }: ToastProps) {
  useEffect(() => {
    if (!onDone) return;
    const id = setTimeout(onDone, duration);
    return () => clearTimeout(id);
  }, [onDone, duration, message]);
  return <div className={`toast ui-toast ${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>{message}</div>;
}
