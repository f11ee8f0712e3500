import { describe, expect, it } from "vitest";
import { clientAddressFrom, parseTrustProxy } from "./trusted-proxy";

describe("the visitor's address behind proxies", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY is set", () => {
    expect(clientAddressFrom("10.0.0.9", "6.6.6.6", parseTrustProxy(undefined))).toBe("10.0.0.9");
  });

  it("with a hop count, takes the entry the trusted proxy appended, not what the client spoofed before it", () => {
    expect(clientAddressFrom("10.0.0.9", "6.6.6.6, 203.0.113.7", parseTrustProxy("1"))).toBe("203.0.113.7");
    expect(clientAddressFrom("10.0.0.9", "6.6.6.6, 203.0.113.7", parseTrustProxy("2"))).toBe("6.6.6.6");
  });

  it("with a list, trusts only those proxies' word", () => {
    const trust = parseTrustProxy("10.0.0.9, 10.0.0.8");
    expect(clientAddressFrom("::ffff:10.0.0.9", "6.6.6.6, 203.0.113.7, 10.0.0.8", trust)).toBe("203.0.113.7");
    expect(clientAddressFrom("192.0.2.1", "6.6.6.6", trust)).toBe("192.0.2.1");
  });

  it("skips entries that are not addresses", () => {
    expect(clientAddressFrom("10.0.0.9", "<script>, 203.0.113.7", parseTrustProxy("1"))).toBe("203.0.113.7");
  });
});
