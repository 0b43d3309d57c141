import { describe, expect, it } from 'vitest';
import { addressLine, landmarkText } from './address-line';

describe('addressLine', () => {
  it('does not repeat locality, city or PIN the address already has', () => {
    const address = 'Amber Terraces, Sector 128, Noida Expressway, Noida, Uttar Pradesh 201304';
    expect(addressLine({ address, locality: 'Noida Expressway', city: 'Noida', pincode: '201304' })).toBe(
      address,
    );
  });
  it('appends what is missing', () => {
    expect(addressLine({ address: 'Plot 4', locality: 'Sector 62', city: 'Noida', pincode: 201309 })).toBe(
      'Plot 4, Sector 62, Noida, 201309',
    );
    expect(addressLine({ city: 'Gurugram' })).toBe('Gurugram');
  });
});

describe('landmarkText', () => {
  it('prefixes "near" only once', () => {
    expect(landmarkText('Near Sector 137 Metro Station')).toBe('Near Sector 137 Metro Station');
    expect(landmarkText('DLF Mall')).toBe('near DLF Mall');
  });
});
