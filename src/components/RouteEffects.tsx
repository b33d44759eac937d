import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { applyRobots } from '../lib/robots';

/** Per-navigation document effects: the robots rule follows the current path. */
export function RouteEffects() {
  const [path] = useLocation();
  useEffect(() => {
    applyRobots(document, `/m${path === '/' ? '/' : path}`, location.host);
  }, [path]);
  return null;
}
