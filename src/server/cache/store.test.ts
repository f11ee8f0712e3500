import { describe, expect, it } from "vitest";
import { TaggedCache } from "./store";

describe("TaggedCache", () => {
  it("loads once and serves the stored value after", async () => {
    const cache = new TaggedCache(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("k", ["site:a"], load)).toBe(1);
    expect(await cache.getOrLoad("k", ["site:a"], load)).toBe(1);
    expect(loads).toBe(1);
  });

  it("shares one load between concurrent callers", async () => {
    const cache = new TaggedCache(10);
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.getOrLoad("k", [], load), cache.getOrLoad("k", [], load)]);
    expect(values).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it("drops exactly the entries of an invalidated tag", async () => {
    const cache = new TaggedCache(10);
    await cache.getOrLoad("a1", ["site:a"], async () => "a1");
    await cache.getOrLoad("b1", ["site:b"], async () => "b1");
    cache.invalidate(["site:a"]);
    expect(await cache.getOrLoad("a1", ["site:a"], async () => "a1 again")).toBe("a1 again");
    expect(await cache.getOrLoad("b1", ["site:b"], async () => "b1 again")).toBe("b1");
  });

  it("does not store a value whose load raced an invalidation", async () => {
    const cache = new TaggedCache(10);
    let release!: (v: string) => void;
    const pending = cache.getOrLoad("k", ["site:a"], () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate(["site:a"]);
    release("stale");
    expect(await pending).toBe("stale");
    expect(await cache.getOrLoad("k", ["site:a"], async () => "fresh")).toBe("fresh");
  });

  it("does not hand an in-flight load begun before an invalidation to a caller after it", async () => {
    const cache = new TaggedCache(10);
    let release!: (v: string) => void;
    const first = cache.getOrLoad("k", ["site:a"], () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate(["site:a"]);
    const second = cache.getOrLoad("k", ["site:a"], async () => "fresh");
    release("stale");
    expect(await first).toBe("stale");
    expect(await second).toBe("fresh");
  });

  it("evicts the least recently used entry beyond its bound", async () => {
    const cache = new TaggedCache(2);
    await cache.getOrLoad("a", [], async () => "a");
    await cache.getOrLoad("b", [], async () => "b");
    await cache.getOrLoad("a", [], async () => "a2"); // touch a
    await cache.getOrLoad("c", [], async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad("a", [], async () => "a3")).toBe("a");
    expect(await cache.getOrLoad("b", [], async () => "b2")).toBe("b2");
  });

  it("keeps entries weighed by size within its capacity, dropping the least recently used and refusing one too big", () => {
    const cache = new TaggedCache(100, (value) => (value as string).length);
    const v = cache.version([]);
    cache.set("a", "x".repeat(40), [], v);
    cache.set("b", "x".repeat(40), [], v);
    cache.get("a"); // a is now the more recent
    cache.set("c", "x".repeat(40), [], v);
    expect(["a", "b", "c"].map((key) => cache.get<string>(key)?.length)).toEqual([40, undefined, 40]);
    cache.set("d", "x".repeat(101), [], v);
    expect(cache.get("d")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("does not remember failures", async () => {
    const cache = new TaggedCache(10);
    await expect(cache.getOrLoad("k", [], async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.getOrLoad("k", [], async () => "ok")).toBe("ok");
  });

  it("clear() forgets everything, including in-flight loads", async () => {
    const cache = new TaggedCache(10);
    await cache.getOrLoad("k", ["t"], async () => 1);
    cache.clear();
    expect(await cache.getOrLoad("k", ["t"], async () => 2)).toBe(2);
  });

  it("keeps stale entries for peek() only, until a fresh set() replaces them", () => {
    const cache = new TaggedCache(10);
    cache.set("page", "old", ["site:a"], cache.version(["site:a"]), 1);
    const before = cache.version(["site:a"]);
    cache.markStale();
    expect(cache.get("page")).toBeUndefined();
    expect(cache.peek("page")).toBe("old");
    expect(cache.set("page", "raced", ["site:a"], before)).toBe(false); // rendered before the listener dropped
    expect(cache.set("page", "new", ["site:a"], cache.version(["site:a"]))).toBe(true);
    expect(cache.get("page")).toBe("new");
    cache.invalidate(["site:a"]);
    expect(cache.peek("page")).toBeUndefined();
  });

  it("shares one production between concurrent callers of share(), and none begun before an invalidation of its tags", async () => {
    const cache = new TaggedCache(10);
    let runs = 0;
    let release!: (v: string) => void;
    const produce = () => {
      runs++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.share("page", ["site:a"], produce);
    const second = cache.share("page", ["site:a"], produce);
    expect(cache.producing("page")).toBe(true);
    release("one render");
    expect(await Promise.all([first, second])).toEqual(["one render", "one render"]);
    expect(runs).toBe(1);
    expect(cache.producing("page")).toBe(false);

    const before = cache.share("page", ["site:a"], produce);
    const releaseBefore = release;
    cache.invalidate(["site:a"]);
    const after = cache.share("page", ["site:a"], produce);
    release("after the write");
    releaseBefore("before the write");
    expect(await before).toBe("before the write");
    expect(await after).toBe("after the write");
    expect(runs).toBe(3);
  });

  it("keeps an entry past its time for expired() only, within its stale window, and never one an invalidation dropped", () => {
    const cache = new TaggedCache(10);
    const t0 = Date.now();
    cache.set("page", "v1", ["site:a"], cache.version(["site:a"]), 1000, 5000);
    expect(cache.get("page", t0)).toBe("v1");
    expect(cache.expired("page", t0)).toBeUndefined();
    expect(cache.get("page", t0 + 2000)).toBeUndefined();
    expect(cache.expired("page", t0 + 2000)).toBe("v1");
    expect(cache.get("page", t0 + 7000)).toBeUndefined();
    expect(cache.expired("page", t0 + 7000)).toBeUndefined();
    cache.set("page", "v2", ["site:a"], cache.version(["site:a"]), 1000, 5000);
    cache.invalidate(["site:a"]);
    expect(cache.expired("page", t0 + 2000)).toBeUndefined();
  });
});
