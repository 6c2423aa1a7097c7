import { columnMappingSchema } from '@icp-studio/contracts';
import {
  applySavedMapping,
  columnIndexes,
  guessColumns,
  guessMapping,
  headerScore,
} from './column-mapping.js';

describe('guessing columns from headers', () => {
  it('maps an English client list', () => {
    const headers = [
      'Client ID',
      'Company',
      'Industry',
      'No. of Employees',
      'Annual Revenue (USD)',
      'City',
      'Lead source',
      'Annual fee',
      'Client since',
      'Churn date',
      'Won/Lost',
    ];
    expect(guessMapping(headers)).toEqual({
      clientId: 'Client ID',
      name: 'Company',
      industry: 'Industry',
      companySize: 'No. of Employees',
      revenue: 'Annual Revenue (USD)',
      location: 'City',
      age: null,
      income: null,
      occupation: null,
      channel: 'Lead source',
      value: 'Annual fee',
      clientSince: 'Client since',
      clientUntil: 'Churn date',
      outcome: 'Won/Lost',
    });
  });

  it('maps a HubSpot deals export and a Salesforce opportunities report', () => {
    expect(
      guessMapping(['Deal Name', 'Deal Stage', 'Amount', 'Close Date', 'Industry', 'Number of Employees']),
    ).toMatchObject({
      outcome: 'Deal Stage',
      value: 'Amount',
      clientSince: 'Close Date',
      industry: 'Industry',
      companySize: 'Number of Employees',
    });
    expect(guessMapping(['Account Name', 'Stage', 'Amount', 'Close Date', 'IsWon'])).toMatchObject({
      name: 'Account Name',
      outcome: 'Stage',
      value: 'Amount',
      clientSince: 'Close Date',
    });
    expect(guessMapping(['Account Name', 'IsWon', 'Amount'])).toMatchObject({ outcome: 'IsWon' });
    expect(guessMapping(['Client', 'Client status', 'Annual value'])).toMatchObject({
      name: 'Client',
      outcome: 'Client status',
      value: 'Annual value',
    });
  });

  it('maps German, French and Spanish headers', () => {
    expect(
      guessMapping(['Kunde', 'Branche', 'Mitarbeiter', 'Umsatz', 'Ort', 'Honorar', 'Kunde seit']),
    ).toMatchObject({
      name: 'Kunde',
      industry: 'Branche',
      companySize: 'Mitarbeiter',
      revenue: 'Umsatz',
      location: 'Ort',
      value: 'Honorar',
      clientSince: 'Kunde seit',
    });
    expect(
      guessMapping(['Société', 'Secteur', "Chiffre d'affaires", 'Effectifs', 'Ville', 'Honoraires']),
    ).toMatchObject({
      name: 'Société',
      industry: 'Secteur',
      revenue: "Chiffre d'affaires",
      companySize: 'Effectifs',
      location: 'Ville',
      value: 'Honoraires',
    });
    expect(
      guessMapping(['Empresa', 'Sector', 'Empleados', 'Ciudad', 'Edad', 'Profesión', 'Canal']),
    ).toMatchObject({
      name: 'Empresa',
      industry: 'Sector',
      companySize: 'Empleados',
      location: 'Ciudad',
      age: 'Edad',
      occupation: 'Profesión',
      channel: 'Canal',
    });
  });

  it('maps a consumer list', () => {
    expect(
      guessMapping(['First name', 'AGE', 'household_income', 'Job title', 'How did you hear about us?']),
    ).toMatchObject({
      age: 'AGE',
      income: 'household_income',
      occupation: 'Job title',
      channel: 'How did you hear about us?',
      name: 'First name',
    });
  });

  it('tells revenue from the client apart from the company revenue', () => {
    expect(guessMapping(['Revenue', 'Revenue from client'])).toMatchObject({
      revenue: 'Revenue',
      value: 'Revenue from client',
    });
    expect(guessMapping(['Umsatz mit Kunde', 'Jahresumsatz'])).toMatchObject({
      value: 'Umsatz mit Kunde',
      revenue: 'Jahresumsatz',
    });
  });

  it('scores exact names 1 and headers containing a name lower, the fewer extra words the higher', () => {
    expect(headerScore('INDUSTRY', 'industry')).toBe(1);
    expect(headerScore('Industries', 'industry')).toBe(1);
    expect(headerScore('Client industry', 'industry')).toBe(0.7);
    expect(headerScore('Primary client industry', 'industry')).toBe(0.63);
    expect(headerScore('Favourite colour', 'industry')).toBe(0);
    expect(headerScore('', 'industry')).toBe(0);
  });

  it('gives each column to one field and each field to one column, the strongest first', () => {
    const guesses = guessColumns(['Company size', 'Company', 'Size']);
    expect(guesses).toEqual([
      { field: 'companySize', column: 'Company size', confidence: 1 },
      { field: 'name', column: 'Company', confidence: 1 },
    ]);
  });

  it('guesses nothing for unknown headers', () => {
    expect(guessColumns(['foo', 'bar', '42'])).toEqual([]);
  });
});

describe('saved mappings', () => {
  it('keep their columns when they moved, and a field set to none stays none on the same columns', () => {
    const saved = columnMappingSchema.parse({ industry: 'Sector', value: 'Fee', location: null });
    const mapping = applySavedMapping(
      saved,
      ['Fee', 'City', 'Employees', 'sector '],
      ['Sector', 'City', 'Fee'],
    );
    expect(mapping).toMatchObject({
      industry: 'sector ',
      value: 'Fee',
      location: null,
      companySize: 'Employees',
    });
  });

  it('let a fresh guess on a new or renamed column beat an old "not mapped"', () => {
    // The first file had no size column the rules knew ("Headcount?"), so it was left not mapped.
    const saved = columnMappingSchema.parse({ industry: 'Industry', companySize: null, value: 'Fee' });
    const mapping = applySavedMapping(
      saved,
      ['Industry', 'Employees', 'Fee'],
      ['Industry', 'Headcount?', 'Fee'],
    );
    expect(mapping).toMatchObject({ industry: 'Industry', companySize: 'Employees', value: 'Fee' });
    // Without the old headers known, the guess wins too.
    expect(applySavedMapping(saved, ['Industry', 'Employees', 'Fee'])).toMatchObject({
      companySize: 'Employees',
    });
  });

  it('apply only to columns that still exist', () => {
    const saved = columnMappingSchema.parse({ industry: 'Sector', value: 'Honorar', companySize: 'Staff' });
    const mapping = applySavedMapping(saved, ['Industry', 'Fee'], ['Sector', 'Honorar', 'Staff']);
    expect(mapping).toMatchObject({ industry: 'Industry', value: 'Fee', companySize: null });
    expect(
      Object.values(mapping)
        .filter(Boolean)
        .every((c) => ['Industry', 'Fee'].includes(c!)),
    ).toBe(true);
  });

  it('take the new guess for a column that is gone', () => {
    const mapping = applySavedMapping({ industry: 'Sector' }, ['Industry', 'Fee']);
    expect(mapping).toMatchObject({ industry: 'Industry', value: 'Fee' });
  });

  it('are refused by the contract with an unknown field', () => {
    expect(columnMappingSchema.safeParse({ colour: 'x' }).success).toBe(false);
  });

  it('resolve to column positions', () => {
    const idx = columnIndexes({ industry: 'B', value: 'Z' }, ['A', 'B']);
    expect(idx.industry).toBe(1);
    expect(idx.value).toBe(-1);
    expect(idx.age).toBe(-1);
  });
});
