/**
 * Where the mongo adapter keeps its TTL rules: the `_ttl_rules` collection, one document per
 * (collection, field). MongoDB could answer from its TTL indexes, but FerretDB 1.x refuses the
 * `expireAfterSeconds` index option (NotImplemented), so the rules are stored the same way on
 * both and read back after a restart. User collections cannot start with `_`, so no clash.
 */
import type { Db } from 'mongodb';
import { upsertRacingOthers } from './mongo-errors';

interface RuleDoc {
  _id: string;
  collection: string;
  field: string;
  seconds: number;
}

export const TTL_RULES_COLLECTION = '_ttl_rules';

export class TtlRegistry {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<RuleDoc>(TTL_RULES_COLLECTION);
  }

  async save(collection: string, field: string, seconds: number): Promise<void> {
    const _id = `${collection}:${field}`;
    await upsertRacingOthers(() =>
      this.col.updateOne({ _id }, { $set: { collection, field, seconds } }, { upsert: true }),
    );
  }

  static async collectionsWithRules(db: Db): Promise<string[]> {
    const rules = await db.collection<RuleDoc>(TTL_RULES_COLLECTION).find({}).toArray();
    return [...new Set(rules.map((r) => r.collection))];
  }

  async load(collection: string): Promise<{ field: string; seconds: number }[]> {
    return this.col.find({ collection }).toArray();
  }
}
