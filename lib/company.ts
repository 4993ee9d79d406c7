/**
 * The company's registration as a visitor reads it: where it is registered, its number and its registered
 * office (content/site.ts `company`). One home for the footer's line and the legal pages' sentences.
 */
import { navigation } from '../content/navigation.ts';
import { site } from '../content/site.ts';
import { POSTCODE_AT_END } from '../content/site.schema.ts';

type Company = typeof site.company;

/**
 * Where a company is registered, read from its Companies House number's prefix: SC (company), SO (LLP) and
 * SL (limited partnership) are Scottish, NI, NC, NL and R0 Northern Irish; every other number (digits only,
 * OC, LP) is in England and Wales, which is also what the legal pages say while no number is set.
 */
export function registeredIn(number: string): string {
  if (/^S[COL]/.test(number)) return 'Scotland';
  if (/^(?:N[ICL]|R0)/.test(number)) return 'Northern Ireland';
  return 'England and Wales';
}

/**
 * "Brightwork Automation Ltd is registered in England and Wales, company number 01234567. Registered office:
 * 1 High Street, London EC1A 1AA." Each sentence appears only when its setting is, so nothing is shown
 * half-filled; '' when neither is set.
 */
export function registrationLine(company: Company = site.company, legalName = site.legalName): string {
  const sentences: string[] = [];
  if (company.number) {
    sentences.push(
      navigation.registration.number
        .replace('{name}', legalName)
        .replace('{place}', registeredIn(company.number))
        .replace('{number}', company.number),
    );
  }
  if (company.registeredOffice) {
    // The address's own final full stop is not doubled.
    sentences.push(navigation.registration.office.replace('{address}', company.registeredOffice.replace(/\.$/, '')));
  }
  return sentences.join(' ');
}

/**
 * The registered office as structured data's PostalAddress parts: "Unit 4, Riverside Park, Leeds LS1 4AB" is
 * street "Unit 4, Riverside Park", locality "Leeds", postcode "LS1 4AB". Nothing while no office is set (the
 * schema makes a set office end with its postcode).
 */
export function officeAddress(office: string = site.company.registeredOffice): {
  streetAddress?: string;
  addressLocality?: string;
  postalCode?: string;
} {
  const postcode = POSTCODE_AT_END.exec(office);
  const code = postcode?.[1];
  if (!postcode || !code) return {};
  const lines = office
    .slice(0, postcode.index)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const locality = lines.pop();
  return {
    ...(lines.length > 0 && { streetAddress: lines.join(', ') }),
    ...(locality && { addressLocality: locality }),
    postalCode: code.toUpperCase().replace(/\s*(\d[A-Z]{2})$/i, ' $1'),
  };
}
