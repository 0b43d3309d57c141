/**
 * The store as request handlers see it during start-up (http/warm-up.ts): every call waits until
 * the warm-up is over, then goes to the real store. Once ready it adds one resolved `await`.
 * Start-up work itself uses the real store, so it never waits on itself.
 */
import type { Collection, Doc, DocumentObserver, FileStore, Store } from './types';

type AsyncMethods<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

function gateMethods<T extends object>(
  target: T,
  ready: Promise<void>,
  methods: readonly AsyncMethods<T>[],
): T {
  const gated = Object.create(target) as T;
  for (const method of methods) {
    const real = target[method] as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(gated, method, {
      value: async (...args: unknown[]) => {
        await ready;
        return real.apply(target, args);
      },
    });
  }
  return gated;
}

const COLLECTION_METHODS = [
  'find',
  'findOne',
  'count',
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'deleteOne',
  'deleteMany',
  'createIndex',
  'version',
] as const satisfies readonly AsyncMethods<Collection>[];

const FILE_METHODS = [
  'put',
  'get',
  'stat',
  'delete',
  'list',
] as const satisfies readonly AsyncMethods<FileStore>[];

export function gatedStore(store: Store, ready: Promise<void>): Store {
  const files = gateMethods(store.files, ready, FILE_METHODS);
  const collections = new Map<string, Collection>();
  return {
    kind: store.kind,
    files,
    collection<T extends Doc = Doc>(name: string): Collection<T> {
      let gated = collections.get(name);
      if (!gated) {
        const real = store.collection(name);
        gated = gateMethods(real, ready, COLLECTION_METHODS);
        // Optional (embedded only): gated like the rest where the adapter has it.
        if (real.observe) {
          const observe = real.observe.bind(real);
          Object.defineProperty(gated, 'observe', {
            value: async (observer: DocumentObserver) => {
              await ready;
              return observe(observer);
            },
          });
        }
        collections.set(name, gated);
      }
      return gated as unknown as Collection<T>;
    },
    close: () => store.close(),
  };
}

/**
 * A store usable before it is open: its collections and files forward every call to the store
 * `opening` resolves to. With gatedStore around it (whose calls wait for the warm-up, which begins
 * by opening the store), the server can listen while a large embedded store is still loading.
 */
export function deferredStore(opening: Promise<Store>, kind: Store['kind']): Store {
  const collections = new Map<string, Collection>();
  const forward = <T extends object>(pick: (store: Store) => T, methods: readonly string[]): T => {
    const out: Record<string, unknown> = {};
    for (const method of methods) {
      out[method] = async (...args: unknown[]) => {
        const target = pick(await opening) as Record<string, (...a: unknown[]) => Promise<unknown>>;
        return (target[method] as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    }
    return out as T;
  };
  return {
    kind,
    files: forward((s) => s.files, FILE_METHODS),
    collection<T extends Doc = Doc>(name: string): Collection<T> {
      let col = collections.get(name);
      if (!col) {
        const methods = kind === 'embedded' ? [...COLLECTION_METHODS, 'observe'] : COLLECTION_METHODS;
        col = { ...forward((s) => s.collection(name), methods), name };
        collections.set(name, col);
      }
      return col as unknown as Collection<T>;
    },
    close: async () => (await opening).close(),
  };
}
