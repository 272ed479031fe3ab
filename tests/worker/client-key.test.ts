import { describe, expect, it } from "vitest";
import { clientKey } from "../../worker/services/rate-limit";

const keyOf = (headers: Record<string, string>) => clientKey(new Headers(headers));
const ip = (address: string) => keyOf({ "CF-Connecting-IP": address });

describe("clientKey: the rate-limit key of an anonymous client", () => {
	it("keys IPv4 clients on their address", () => {
		expect(ip("203.0.113.7")).toBe("ip4:203.0.113.7");
		expect(ip(" 198.51.100.1 ")).toBe("ip4:198.51.100.1");
		expect(ip("203.0.113.7")).not.toBe(ip("203.0.113.8"));
	});

	it("keys IPv6 clients on their /64, whatever the spelling", () => {
		const key = "ip6:2001:db8:1:2::/64";
		expect(ip("2001:db8:1:2:aaaa::1")).toBe(key);
		expect(ip("2001:db8:1:2:bbbb::2")).toBe(key);
		expect(ip("2001:0db8:0001:0002:0000:0000:0000:0001")).toBe(key);
		expect(ip("2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF")).toBe(key);
		expect(ip("2001:db8:1:2::")).toBe(key);
		expect(ip("2001:db8:1:2::1%eth0")).toBe(key);
		expect(ip("[2001:db8:1:2::1]")).toBe(key);
		expect(ip("2001:db8:1:3::1")).toBe("ip6:2001:db8:1:3::/64");
		expect(ip("2001:db8::1")).toBe("ip6:2001:db8:0:0::/64");
		expect(ip("::1")).toBe("ip6:0:0:0:0::/64");
	});

	it("keys IPv4-mapped IPv6 addresses as the IPv4 client they are", () => {
		expect(ip("::ffff:203.0.113.7")).toBe("ip4:203.0.113.7");
		expect(ip("::ffff:cb00:7107")).toBe("ip4:203.0.113.7");
		expect(ip("0:0:0:0:0:ffff:203.0.113.7")).toBe("ip4:203.0.113.7");
	});

	it("puts a request without CF-Connecting-IP into one local bucket", () => {
		expect(keyOf({})).toBe("local");
		expect(keyOf({ "CF-Connecting-IP": "" })).toBe("local");
	});

	it("never reads X-Real-IP or X-Forwarded-For, which any client can set", () => {
		expect(keyOf({ "X-Real-IP": "203.0.113.9" })).toBe("local");
		expect(keyOf({ "X-Forwarded-For": "203.0.113.9" })).toBe("local");
		expect(keyOf({ "CF-Connecting-IP": "198.51.100.1", "X-Real-IP": "203.0.113.9" })).toBe("ip4:198.51.100.1");
	});

	it.each([
		"not an address",
		"256.1.1.1",
		"1.2.3",
		"1.2.3.4.5",
		"2001:db8::1::2",
		"2001:db8:1:2:3:4:5:6:7",
		"2001:db8:1:2:3:4:5",
		"12345::1",
		"1.2.3.4::1",
		"::ffff:1.2.3.999",
		":1::",
	])("puts the unreadable %j into the local bucket (no bucket per made-up value)", (address) => {
		expect(ip(address)).toBe("local");
	});
});
