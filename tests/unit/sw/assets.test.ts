import { describe, expect, it, vi } from 'vitest';
import { assetDecision, fetchAssetFromNetwork } from '../../../sw/assets.ts';

const origin = 'https://shop.example';
const url = (path: string, from = origin) => new URL(path, from);

describe('assetDecision', () => {
  it('sends a hashed asset missing from the precache to the network', () => {
    expect(assetDecision(url('/m/assets/chunk-abc123.js'), origin, false)).toBe('network');
  });

  it('leaves a precached asset to the precache route', () => {
    expect(assetDecision(url('/m/assets/chunk-abc123.js'), origin, true)).toBe('precache');
  });

  it('does not touch anything outside /m/assets/ or on another origin', () => {
    expect(assetDecision(url('/m/home'), origin, false)).toBe('other');
    expect(assetDecision(url('/assets/x.js'), origin, false)).toBe('other');
    expect(assetDecision(url('/wps/system/status'), origin, false)).toBe('other');
    expect(assetDecision(url('/m/assets/x.js', 'https://cdn.example'), origin, false)).toBe('other');
  });
});

describe('fetchAssetFromNetwork', () => {
  it('passes a 404 through untouched (never HTML)', async () => {
    const notFound = new Response('missing', { status: 404, headers: { 'content-type': 'text/plain' } });
    const fetchFn = vi.fn(async () => notFound);
    const request = new Request('https://shop.example/m/assets/gone-abc123.js');
    const response = await fetchAssetFromNetwork(request, fetchFn);
    expect(response).toBe(notFound);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(fetchFn).toHaveBeenCalledWith(request);
  });

  it('answers a network failure with a network error, not a fallback page', async () => {
    const fetchFn = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const response = await fetchAssetFromNetwork(new Request('https://shop.example/m/assets/a.js'), fetchFn);
    expect(response.type).toBe('error');
    expect(response.headers.get('content-type')).toBeNull();
  });
});
