import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeSendOutcome } from '../../../src/components/auth/useCodeSender.ts';
import { useAuthForm } from './formHarness.ts';

const sms = vi.hoisted(() => ({ requestSmsCode: vi.fn() }));
vi.mock('../../../src/auth/smsCode.ts', () => sms);

const { EmailCodeFields } = await import('../../../src/components/auth/EmailCodeFields.tsx');
const { MobileCodeFields } = await import('../../../src/components/auth/MobileCodeFields.tsx');
const { state: ui } = await import('../../../src/state/ui.ts');

const mailSend = vi.fn<(email: string) => Promise<CodeSendOutcome | { ok: false; message: string | null }>>();

function Email() {
  const [value, setValue] = useState({ email: '', code: '' });
  return <EmailCodeFields value={value} onChange={setValue} send={mailSend as never} />;
}

function Mobile() {
  const [value, setValue] = useState({ countryDialingCode: '66', mobileNum: '', code: '' });
  return <MobileCodeFields value={value} onChange={setValue} />;
}

describe('the code fields (email and mobile share one sender): check, send, count down, fill a dev code', () => {
  const form = useAuthForm(() => ({ success: false, value: null, code: 'x', message: null }));
  const { root, input, fieldText } = form;
  const button = (testId: string) => root.host.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!;
  const status = () => root.host.querySelector('[role="status"]')?.textContent ?? null;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mailSend.mockReset();
    sms.requestSmsCode.mockReset();
    ui.alerts = [];
  });
  afterEach(() => { vi.useRealTimers(); });

  it('email: a bad address stays under its field and nothing is sent; typing clears it', async () => {
    await root.render(<Email />);
    await form.click('mail-send');
    expect(fieldText('email')).toContain('field_required');
    await form.fill({ email: 'not-an-address' });
    expect(fieldText('email')).not.toContain('field_required');
    await form.click('mail-send');
    expect(fieldText('email')).toContain('email_invalid');
    expect(mailSend).not.toHaveBeenCalled();
  });

  it('email: a sent code fills the dev code, says it was sent and holds the button until the countdown ends', async () => {
    mailSend.mockResolvedValue({ ok: true, resendAfterSeconds: 2, devCode: '123456' });
    await root.render(<Email />);
    await form.fill({ email: 'me@example.com' });
    await form.click('mail-send');
    expect(mailSend).toHaveBeenCalledWith('me@example.com');
    expect(input('mailCode').value).toBe('123456');
    expect(status()).toBe('mail_sent');
    expect(button('mail-send').disabled).toBe(true);
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    expect(button('mail-send').disabled).toBe(true);
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    expect(button('mail-send').disabled).toBe(false);
    expect(status()).toBeNull();
  });

  it('email: a refused send raises the server message and leaves the button free', async () => {
    mailSend.mockResolvedValue({ ok: false, message: 'too many mails' });
    await root.render(<Email />);
    await form.fill({ email: 'me@example.com' });
    await form.click('mail-send');
    expect(ui.alerts.map((a) => a.message)).toEqual(['too many mails']);
    expect(button('mail-send').disabled).toBe(false);
    expect(status()).toBeNull();
  });

  it('mobile: checks the number, texts the code to the dialing code and number, fills the dev code', async () => {
    sms.requestSmsCode.mockResolvedValue({ ok: true, resendAfterSeconds: 60, devCode: '8642' });
    await root.render(<Mobile />);
    await form.click('sms-send');
    expect(fieldText('mobileNum')).toContain('field_required');
    expect(sms.requestSmsCode).not.toHaveBeenCalled();
    await form.fill({ mobileNum: '81-234 5670' });
    expect(input('mobileNum').value).toBe('812345670');
    await form.click('sms-send');
    expect(sms.requestSmsCode).toHaveBeenCalledWith('66', '812345670');
    expect(input('smsCode').value).toBe('8642');
    expect(status()).toBe('sms_sent');
    expect(button('sms-send').disabled).toBe(true);
  });
});
