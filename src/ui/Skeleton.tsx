import type { CSSProperties } from 'react';
import './ui.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' (a line, 16 px), 'block' (radius 12), 'circle' or 'pill'. */
  shape?: 'text' | 'block' | 'circle' | 'pill';
  /** Several text lines; the last one shorter. */
  lines?: number;
  className?: string;
}

/** A placeholder with the size of what is loading, so nothing shifts when it arrives; hidden from screen readers. */
export function Skeleton({ width, height, shape = 'text', lines = 1, className }: SkeletonProps) {
  const cls = ['skel', shape, className].filter(Boolean).join(' ');
  if (lines <= 1) return <span aria-hidden="true" className={cls} style={{ width, height }} />;
  return (
    <span aria-hidden="true" className="skel-lines">
      {Array.from({ length: lines }, (_, i) => <span key={i} className={cls} style={{ width: i === lines - 1 ? '60%' : width, height }} />)}
    </span>
  );
}
