import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass, Card, Checkbox, Dialog, Input, Select, Sheet, Skeleton, Tabs, Toast } from '../../../src/ui/index.ts';
import { testRoot, type TestRoot } from './helpers.ts';

let root: TestRoot;
afterEach(async () => { await root?.unmount(); document.documentElement.removeAttribute('dir'); });

const key = (el: Element, k: string, shiftKey = false) => act(async () => {
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
});

describe('Button', () => {
  it('is a native button of type button with the 44 px .btn class and its variant', async () => {
    root = testRoot();
    const onClick = vi.fn();
    await root.render(<Button variant="primary" onClick={onClick}>Pay</Button>);
    const b = root.host.querySelector('button')!;
    expect([b.type, b.className, b.textContent]).toEqual(['button', 'btn primary', 'Pay']);
    await act(async () => b.click());
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('loading disables it and marks it busy', async () => {
    root = testRoot();
    await root.render(<Button loading>Save</Button>);
    const b = root.host.querySelector('button')!;
    expect(b.disabled).toBe(true);
    expect(b.getAttribute('aria-busy')).toBe('true');
  });

  it('buttonClass gives links the same look', () => {
    expect(buttonClass()).toBe('btn');
    expect(buttonClass('primary', { block: true })).toBe('btn primary block');
    expect(buttonClass('danger', { small: true })).toBe('btn danger sm');
  });
});

describe('Input and Select', () => {
  it('an input is named by its visible label and describes its hint and error', async () => {
    root = testRoot();
    await root.render(<Input label="Phone" hint="Digits only" error="Too short" name="phone" />);
    const input = root.host.querySelector('input')!;
    const label = root.host.querySelector('label')!;
    expect(label.htmlFor).toBe(input.id);
    expect(label.textContent).toBe('Phone');
    expect(input.className).toBe('input');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Digits only', 'Too short']);
    expect(root.host.querySelector('[role=alert]')?.textContent).toBe('Too short');
  });

  it('without an error the input is not marked invalid', async () => {
    root = testRoot();
    await root.render(<Input label="Name" />);
    expect(root.host.querySelector('input')!.hasAttribute('aria-invalid')).toBe(false);
    expect(root.host.querySelector('input')!.hasAttribute('aria-describedby')).toBe(false);
  });

  it('a select lists its options under its label', async () => {
    root = testRoot();
    const onChange = vi.fn();
    await root.render(<Select label="Bank" options={[{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }]} value="b" onChange={onChange} />);
    const select = root.host.querySelector('select')!;
    expect(root.host.querySelector('label')!.htmlFor).toBe(select.id);
    expect(select.className).toBe('select');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Alpha', 'Beta']);
    expect(select.value).toBe('b');
  });
});

describe('Checkbox', () => {
  it('wraps the native control and its text in one label row (.check)', async () => {
    root = testRoot();
    await root.render(<Checkbox label="Remember me" defaultChecked />);
    const label = root.host.querySelector('label.check')!;
    const input = label.querySelector('input')!;
    expect(input.type).toBe('checkbox');
    expect(input.checked).toBe(true);
    expect(label.textContent).toBe('Remember me');
  });

  it('type radio gives a radio', async () => {
    root = testRoot();
    await root.render(<Checkbox type="radio" name="x" label="One" />);
    expect(root.host.querySelector('input')!.type).toBe('radio');
  });
});

describe('Tabs', () => {
  const tabs = [{ id: 'a', label: 'All', panel: 'Panel A' }, { id: 'b', label: 'Bonus', panel: 'Panel B' }, { id: 'c', label: 'Cash', panel: 'Panel C' }];

  it('has tablist, tabs with one tab stop, and the selected panel labelled by its tab', async () => {
    root = testRoot();
    await root.render(<Tabs label="Filters" tabs={tabs} />);
    expect(root.host.querySelector('[role=tablist]')!.getAttribute('aria-label')).toBe('Filters');
    const all = [...root.host.querySelectorAll('[role=tab]')];
    expect(all.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(all.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const panel = root.host.querySelector('[role=tabpanel]')!;
    expect(panel.textContent).toBe('Panel A');
    expect(panel.getAttribute('aria-labelledby')).toBe(all[0]!.id);
  });

  it('arrow keys move and select (wrapping), Home and End jump, focus follows', async () => {
    root = testRoot();
    const onChange = vi.fn();
    await root.render(<Tabs label="Filters" tabs={tabs} onChange={onChange} />);
    const list = root.host.querySelector('[role=tablist]')!;
    await key(list, 'ArrowRight');
    expect(root.host.querySelector('[role=tabpanel]')!.textContent).toBe('Panel B');
    expect(document.activeElement?.textContent).toBe('Bonus');
    await key(list, 'ArrowLeft');
    await key(list, 'ArrowLeft');
    expect(document.activeElement?.textContent).toBe('Cash');
    await key(list, 'Home');
    expect(document.activeElement?.textContent).toBe('All');
    await key(list, 'End');
    expect(root.host.querySelector('[role=tabpanel]')!.textContent).toBe('Panel C');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['b', 'a', 'c', 'a', 'c']);
  });

  it('in a right-to-left page the arrows are mirrored', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    root = testRoot();
    root.host.style.direction = 'rtl';
    await root.render(<Tabs label="Filters" tabs={tabs} />);
    await key(root.host.querySelector('[role=tablist]')!, 'ArrowLeft');
    expect(root.host.querySelector('[role=tabpanel]')!.textContent).toBe('Panel B');
  });
});

describe('Dialog and Sheet', () => {
  it('a dialog is modal, named by its title, takes focus and closes on Escape, giving focus back', async () => {
    root = testRoot();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const onClose = vi.fn();
    await root.render(<Dialog open title="Confirm" onClose={onClose} closeLabel="Close" actions={<button type="button" data-autofocus>Yes</button>}>Sure?</Dialog>);
    const dialog = root.host.querySelector('[role=dialog]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Confirm');
    expect(document.activeElement?.textContent).toBe('Yes');
    expect(root.host.querySelector('button[aria-label="Close"]')).not.toBeNull();
    await key(dialog, 'Escape');
    expect(onClose).toHaveBeenCalledOnce();
    await root.render(<Dialog open={false} title="Confirm" onClose={onClose}>Sure?</Dialog>);
    expect(root.host.querySelector('[role=dialog]')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('Tab stays inside the dialog (last wraps to first, Shift+Tab on first to last)', async () => {
    root = testRoot();
    await root.render(<Dialog open title="T" onClose={() => {}} closeLabel="Close" actions={<><button type="button">A</button><button type="button">B</button></>} />);
    const dialog = root.host.querySelector('[role=dialog]')!;
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Close', 'A', 'B']);
    buttons[2]!.focus();
    await key(dialog, 'Tab');
    expect(document.activeElement).toBe(buttons[0]);
    await key(dialog, 'Tab', true);
    expect(document.activeElement).toBe(buttons[2]);
  });

  it('a dialog without onClose ignores Escape and has no close button', async () => {
    root = testRoot();
    await root.render(<Dialog open title="Must answer" role="alertdialog" closeLabel="Close"><button type="button">OK</button></Dialog>);
    const dialog = root.host.querySelector('[role=alertdialog]')!;
    expect(dialog.querySelector('[aria-label="Close"]')).toBeNull();
    await key(dialog, 'Escape');
    expect(root.host.querySelector('[role=alertdialog]')).not.toBeNull();
  });

  it('a sheet is a modal dialog at the bottom; a tap on the backdrop closes it', async () => {
    root = testRoot();
    const onClose = vi.fn();
    await root.render(<Sheet open title="Pick" onClose={onClose} closeLabel="Close">Body</Sheet>);
    const sheet = root.host.querySelector('.ui-sheet[role=dialog]')!;
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    await act(async () => sheet.parentElement!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(onClose).toHaveBeenCalledOnce();
    await act(async () => sheet.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('Toast, Card, Skeleton', () => {
  it('a toast is a status (an alert when it is an error) and calls onDone after its duration', async () => {
    vi.useFakeTimers();
    try {
      root = testRoot();
      const onDone = vi.fn();
      await root.render(<Toast message="Saved" onDone={onDone} duration={1000} />);
      expect(root.host.querySelector('[role=status]')?.textContent).toBe('Saved');
      await act(async () => { vi.advanceTimersByTime(999); });
      expect(onDone).not.toHaveBeenCalled();
      await act(async () => { vi.advanceTimersByTime(1); });
      expect(onDone).toHaveBeenCalledOnce();
      await root.render(<Toast message="Failed" tone="danger" />);
      expect(root.host.querySelector('[role=alert]')?.textContent).toBe('Failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a card with a title is a section headed by it', async () => {
    root = testRoot();
    await root.render(<Card title="Wallet" accent>Body</Card>);
    const card = root.host.querySelector('section.ui-card.accent')!;
    expect(card.querySelector('h2')?.textContent).toBe('Wallet');
  });

  it('a skeleton is hidden from assistive technology and sized as told', async () => {
    root = testRoot();
    await root.render(<><Skeleton width={120} height={20} shape="pill" /><Skeleton lines={3} /></>);
    const one = root.host.querySelector<HTMLElement>('.skel.pill')!;
    expect(one.getAttribute('aria-hidden')).toBe('true');
    expect([one.style.width, one.style.height]).toEqual(['120px', '20px']);
    expect(root.host.querySelectorAll('.skel-lines .skel')).toHaveLength(3);
  });
});
