/**
 * Real consent strings for the decoder tests, written by the IAB libraries
 * themselves (a TC string per TCF policy version, GPP strings with an EU TCF
 * and a US section) and in the cookie formats OneTrust and Cookiebot write.
 */
import { GppModel } from '@iabgpp/cmpapi';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';

// A vendor list with the 11 TCF purposes and two vendors: encoding needs one, decoding does not.
function vendorList(policyVersion: number): GVL {
  const purposes = Object.fromEntries(
    Array.from({ length: 11 }, (_, index) => [
      index + 1,
      { id: index + 1, name: `Purpose ${index + 1}`, description: '', illustrations: [] },
    ]),
  );
  const vendor = (id: number) => ({
    id,
    name: `Vendor ${id}`,
    purposes: [1, 2, 3, 4],
    legIntPurposes: [7],
    flexiblePurposes: [],
    specialPurposes: [],
    features: [],
    specialFeatures: [1],
    policyUrl: '',
    cookieMaxAgeSeconds: null,
    usesCookies: true,
    cookieRefresh: false,
    usesNonCookieAccess: false,
  });
  const feature = (id: number) => ({ id, name: `Special feature ${id}`, description: '', illustrations: [] });
  return new GVL({
    gvlSpecificationVersion: 3,
    vendorListVersion: 120,
    tcfPolicyVersion: policyVersion,
    lastUpdated: '2026-11-01T00:00:00Z',
    purposes,
    specialPurposes: {},
    features: {},
    specialFeatures: { 1: feature(1), 2: feature(2) },
    vendors: { 91: vendor(91), 755: vendor(755) },
    stacks: {},
    dataCategories: {},
  } as never);
}

export interface TcChoice {
  readonly purposes: readonly number[];
  readonly legitimateInterests?: readonly number[];
  readonly vendors?: readonly number[];
  readonly specialFeatures?: readonly number[];
  readonly policyVersion?: number;
  readonly cmpId?: number;
}

/** A TC string as a CMP writes it, through @iabtechlabtcf/core's encoder. */
export function encodeTcString(choice: TcChoice): string {
  const model = new TCModel(vendorList(choice.policyVersion ?? 5));
  model.cmpId = choice.cmpId ?? 10;
  model.cmpVersion = 2;
  model.consentScreen = 1;
  model.publisherCountryCode = 'CH';
  model.isServiceSpecific = true;
  model.created = new Date('2026-11-01T10:00:00Z');
  model.lastUpdated = new Date('2026-11-02T10:00:00Z');
  model.purposeConsents.set([...choice.purposes]);
  model.purposeLegitimateInterests.set([...(choice.legitimateInterests ?? [])]);
  model.vendorConsents.set([...(choice.vendors ?? [])]);
  model.specialFeatureOptins.set([...(choice.specialFeatures ?? [])]);
  return TCString.encode(model);
}

/** A GPP string through @iabgpp/cmpapi's GppModel: an EU TCF section with these purposes, or a US national section. */
export function encodeGppString(section: { tcfPurposes: readonly number[] } | { usSaleOptOut: 1 | 2 }): string {
  const model = new GppModel();
  if ('tcfPurposes' in section) {
    model.setFieldValue('tcfeuv2', 'CmpId', 10);
    model.setFieldValue(
      'tcfeuv2',
      'PurposeConsents',
      Array.from({ length: 24 }, (_, index) => section.tcfPurposes.includes(index + 1)),
    );
    model.setFieldValue('tcfeuv2', 'VendorConsents', [755]);
  } else {
    model.setFieldValue('usnat', 'SaleOptOutNotice', 1);
    model.setFieldValue('usnat', 'SaleOptOut', section.usSaleOptOut);
  }
  return model.encode();
}

/** OptanonConsent as OneTrust writes it: a URL-encoded query string. */
export function oneTrustValue(groups: string): string {
  return [
    'isGpcEnabled=0',
    `datestamp=${encodeURIComponent('Fri Nov 27 2026 10:00:00 GMT+0100 (Central European Standard Time)').replaceAll('%20', '+')}`,
    'version=202409.1.0',
    'isIABGlobal=false',
    'hosts=',
    'consentId=5c1b2f0e-0000-4000-8000-000000000000',
    'interactionCount=1',
    'landingPath=NotLandingPage',
    `groups=${encodeURIComponent(groups)}`,
    'AwaitingReconsent=false',
    `geolocation=${encodeURIComponent('CH;ZH')}`,
  ].join('&');
}

/** CookieConsent as Cookiebot writes it: a URL-encoded object literal. */
export function cookiebotValue(groups: { preferences: boolean; statistics: boolean; marketing: boolean }): string {
  return encodeURIComponent(
    `{stamp:'mLbBgHJ7dE2+4kUfPqz9vQ==',necessary:true,preferences:${groups.preferences},statistics:${groups.statistics},` +
      `marketing:${groups.marketing},method:'explicit',ver:1,utc:1764237600000,region:'ch'}`,
  );
}
