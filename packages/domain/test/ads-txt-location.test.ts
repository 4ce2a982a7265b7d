import { describe, expect, it } from 'vitest';
import {
  ADS_TXT_LOCATION_MESSAGES,
  AdsTxtTargetError,
  adsTxtLocation,
  appAdsTxtLocation,
  developerUrlFromListing,
  locationHosts,
} from '../src/ads-txt/ads-txt-location';

describe('ads.txt location of a domain', () => {
  it.each([
    ['example.com', 'example.com', 'example.com'],
    ['EXAMPLE.com.', 'example.com', 'example.com'],
    ['https://www.example.com/about?x=1', 'example.com', 'www.example.com'],
    ['news.example.co.uk', 'example.co.uk', 'news.example.co.uk'],
    ['http://example.com:8080/', 'example.com', 'example.com'],
  ])('%s is read at %s (host %s)', (target, root, host) => {
    expect(adsTxtLocation(target)).toEqual({ file: 'ads.txt', root, host });
  });

  it('reads the root first, then the subdomain', () => {
    expect(locationHosts(adsTxtLocation('news.example.com'))).toEqual(['example.com', 'news.example.com']);
    expect(locationHosts(adsTxtLocation('example.com'))).toEqual(['example.com']);
  });

  it.each([
    ['', ADS_TXT_LOCATION_MESSAGES.target('')],
    ['not a domain', ADS_TXT_LOCATION_MESSAGES.target('not a domain')],
    ['ftp://example.com/', ADS_TXT_LOCATION_MESSAGES.target('ftp://example.com/')],
    ['http://192.0.2.1/', ADS_TXT_LOCATION_MESSAGES.target('http://192.0.2.1/')],
    ['co.uk', ADS_TXT_LOCATION_MESSAGES.noRoot('co.uk')],
  ])('refuses %j with a clear reason', (target, message) => {
    expect(() => adsTxtLocation(target)).toThrow(new AdsTxtTargetError(message));
  });
});

describe('app-ads.txt location of an app (developer URL)', () => {
  it.each([
    ['https://www.devstudio.example.com/', 'example.com', 'devstudio.example.com'],
    ['https://m.gamesco.co.uk/apps', 'gamesco.co.uk', 'gamesco.co.uk'],
    ['http://www.gamesco.com', 'gamesco.com', 'gamesco.com'],
    ['gamesco.com', 'gamesco.com', 'gamesco.com'],
  ])('%s is read at %s and %s', (url, root, host) => {
    expect(appAdsTxtLocation(url)).toEqual({ file: 'app-ads.txt', root, host });
  });
});

describe('developer URL of a store listing page', () => {
  it('finds the appstore:developer_url meta tag whatever the attribute order, quotes and case', () => {
    const page = `<!doctype html><html><head><title>Cooking TV</title>
      <meta name="description" content="Recipes on your TV">
      <META content='https://www.cookingtv.example/?a=1&amp;b=2' NAME="appstore:developer_url">
      <meta name="appstore:bundle_id" content="com.cookingtv.app"></head></html>`;
    expect(developerUrlFromListing(page)).toBe('https://www.cookingtv.example/?a=1&b=2');
  });

  it('answers null for a page without the tag or with an empty one', () => {
    expect(developerUrlFromListing('<html><meta name="appstore:bundle_id" content="x"></html>')).toBeNull();
    expect(developerUrlFromListing('<meta name="appstore:developer_url" content="">')).toBeNull();
  });
});
