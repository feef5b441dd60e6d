/**
 * The WHATWG URL classes, which browsers and Node share, as far as the domain layer uses them.
 * The domain is type-checked without the DOM and Node libraries (tsconfig.json here), so anything
 * else of either side does not compile in it; the whole program still sees the full declarations.
 */
declare class URLSearchParams implements Iterable<[string, string]> {
  constructor(init?: string | URLSearchParams | Record<string, string> | [string, string][]);
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  pathname: string;
  search: string;
  hash: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
