/**
 * `saved_valuations`: a signed-in owner's kept valuations, each the subject as entered and the
 * sale and rent ranges as computed by the server when saved (never figures sent by the app). One
 * owner's list is read only by that owner (routes/valuation); at most SAVED_VALUATIONS_CAP each.
 */
import type { ValuationAge, ValuationAreaUnit, ValuationType } from '../../domain/valuation/valuation-input';
import type { Store } from '../../store/types';

export const SAVED_VALUATIONS = 'saved_valuations';
export const SAVED_VALUATIONS_CAP = 50;

export type SavedRange = {
  available: boolean;
  count: number;
  low: number | null;
  mid: number | null;
  high: number | null;
};

export type SavedValuationDoc = {
  _id: string;
  userId: string;
  subject: {
    city: string;
    locality: string;
    propertyType: ValuationType;
    bhk: number | null;
    area: number;
    areaUnit: ValuationAreaUnit;
    areaSqft: number;
    floor: number | null;
    age: ValuationAge | null;
  };
  sale: SavedRange;
  rent: SavedRange;
  createdAt: Date;
};

export const savedValuations = (store: Store) => store.collection<SavedValuationDoc>(SAVED_VALUATIONS);
