import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('../../../src/install/capture', () => ({}));
vi.mock('../../../src/App', () => ({ App: () => null }));
vi.mock('react-dom/client', () => ({ createRoot: () => { calls.push('createRoot'); return { render: () => calls.push('render') }; } }));
vi.mock('../../../src/boot/landing', () => ({ readLanding: () => calls.push('readLanding') }));
vi.mock('../../../src/boot/wireClient', () => ({ wireClient: () => calls.push('wireClient') }));
vi.mock('../../../src/boot/start', () => ({ start: () => { calls.push('start'); return Promise.resolve(); } }));
vi.mock('../../../src/boot/watchRestores', () => ({ watchRestores: () => calls.push('watchRestores') }));
vi.mock('../../../src/boot/offlineToast', () => ({ watchOffline: () => calls.push('watchOffline') }));
vi.mock('../../../src/pwa/lastGood', () => ({ watchLastGood: () => calls.push('watchLastGood') }));
vi.mock('../../../src/routes', () => ({ preloadRoute: (path: string | null, signedIn: boolean) => calls.push(`preload ${path} ${signedIn}`) }));

afterEach(() => { vi.useRealTimers(); });

describe('the entry module (src/main.tsx)', () => {
  it('does no start-up work while it is evaluated; then the status call goes out a task before React\'s first tree', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/m/home');
    await import('../../../src/main');
    expect(calls, 'nothing runs in the module\'s evaluation task').toEqual([]);
    await Promise.resolve();
    expect(calls, 'nor in its microtasks').toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['readLanding', 'wireClient', 'watchRestores', 'watchOffline', 'watchLastGood', 'preload /home false', 'start']);
    vi.advanceTimersToNextTimer();
    expect(calls.slice(7)).toEqual(['createRoot', 'render']);
  });
});
