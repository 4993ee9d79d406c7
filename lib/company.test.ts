import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SiteSchema } from '../content/site.schema.ts';
import { officeAddress, registeredIn, registrationLine } from './company.ts';

describe('registeredIn', () => {
  it.each([
    ['01234567', 'England and Wales'],
    ['OC123456', 'England and Wales'],
    ['SC123456', 'Scotland'],
    ['SO301234', 'Scotland'],
    ['NI612345', 'Northern Ireland'],
    ['R0000123', 'Northern Ireland'],
    ['', 'England and Wales'],
  ])('reads the place of registration from the number’s prefix: %j is in %s', (number, place) => {
    expect(registeredIn(number)).toBe(place);
  });
});

describe('registrationLine', () => {
  it('says nothing while neither setting is made', () => {
    expect(registrationLine({ number: '', registeredOffice: '' }, 'Acme Ltd')).toBe('');
  });

  it('gives the number and where the company is registered, and the office when set', () => {
    expect(registrationLine({ number: 'SC123456', registeredOffice: '' }, 'Acme Ltd')).toBe(
      'Acme Ltd is registered in Scotland, company number SC123456.',
    );
    expect(
      registrationLine({ number: '01234567', registeredOffice: '1 High Street, London EC1A 1AA.' }, 'Acme Ltd'),
    ).toBe(
      'Acme Ltd is registered in England and Wales, company number 01234567. Registered office: 1 High Street, London EC1A 1AA.',
    );
    expect(registrationLine({ number: '', registeredOffice: '1 High Street' }, 'Acme Ltd')).toBe(
      'Registered office: 1 High Street.',
    );
  });
});

describe('officeAddress', () => {
  it.each([
    ['', {}],
    [
      '1 High Street, London EC1A 1BB',
      { streetAddress: '1 High Street', addressLocality: 'London', postalCode: 'EC1A 1BB' },
    ],
    [
      'Unit 4, Riverside Park, Leeds, ls14ab.',
      { streetAddress: 'Unit 4, Riverside Park', addressLocality: 'Leeds', postalCode: 'LS1 4AB' },
    ],
    ['Manchester M1 1AE', { addressLocality: 'Manchester', postalCode: 'M1 1AE' }],
  ])('reads %j as street, locality and postcode', (office, parts) => {
    expect(officeAddress(office)).toEqual(parts);
  });
});

describe('the company settings', () => {
  const company = SiteSchema.entries.company;
  it('accept a Companies House number, or none', () => {
    for (const number of ['', '01234567', 'SC123456', 'OC301234']) {
      expect(v.safeParse(company, { number, registeredOffice: '' }).success, number).toBe(true);
    }
  });
  it('take an office only with its postcode at the end, as structured data needs it', () => {
    expect(v.safeParse(company, { number: '', registeredOffice: '1 High Street, London EC1A 1BB' }).success).toBe(true);
    const result = v.safeParse(company, { number: '', registeredOffice: '1 High Street, London' });
    expect(result.issues?.[0]?.message).toMatch(/must end with the postcode/);
  });
  it('reject anything else, naming the rule', () => {
    for (const number of ['1234567', '012345678', 'sc123456', 'SC12345', '0123 4567']) {
      const result = v.safeParse(company, { number, registeredOffice: '' });
      expect(result.success, number).toBe(false);
      expect(result.issues?.[0]?.message).toMatch(/Companies House number/);
    }
  });
});
