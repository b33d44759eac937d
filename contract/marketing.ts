/** Marketing events and their payload fields (spec section 3); reported through the outbox as EventReport. */
export const MARKETING_EVENTS = [
  'firstOpen', 'registerSubmit', 'register', 'depositSubmit', 'firstDeposit', 'withdraw', 'deposit', 'redeposit',
  'firstDepositArrival', 'startTrial', 'login', 'viewContent', 'downloadApp', 'gameLaunch', 'a2hsInstalled', 'a2hsFirstOpen',
] as const;
export type MarketingEvent = (typeof MARKETING_EVENTS)[number];

/** What callers pass; af_revenue, af_currency and eventID are filled in by track. */
export interface MarketingPayload {
  customerId?: string;
  customerName?: string;
  revenue?: number;
  amount?: number;
  value?: number;
  currency?: string;
}

/** The value object of a marketing event report. */
export interface MarketingValue extends MarketingPayload {
  eventID: string;
  af_revenue?: number;
  af_currency?: string;
  [extra: string]: unknown;
}

/** App files whose link clicks count as downloadApp. */
export const APP_FILE_EXTENSIONS = ['.ipa', '.apk', '.mobileconfig'] as const;
