import { httpsAddressProblem } from "../addresses"

describe("an https address someone types", () => {
  test.each([
    "https://cal.com/coach/intro",
    "https://buttondown.com/api/emails/embed-subscribe/coach",
    "https://cal.com:8443/x",
    "https://xn--mnchen-3ya.de/",
    "https://münchen.de/kurs",
    "https://example.org/a?b=c&d=e#f",
  ])("%s passes", (address) => {
    expect(httpsAddressProblem(address)).toBeUndefined()
  })

  test.each([
    ["https://cal.com:99999/x", "not an address a browser can open"],
    ["https://999.999.999.999/", "not an address a browser can open"],
    ["https://0x7f.1/", "IP address"],
    ["https://2130706433/", "IP address"],
    ["https://127.0.0.1/", "IP address"],
    ["https://0177.0.0.1/", "IP address"],
    ["https://10.0.0.1:8080/", "IP address"],
    ["https://[::1]/", "IP address"],
    ["https://[::ffff:7f00:1]/", "IP address"],
    ["https://user:secret@cal.com/", "user name or password"],
    ["https://@cal.com/", "user name or password"],
    ["https://cal.com:0/", "port 0"],
    ["https://cal.com:25/", "port 25"],
    ["https://localhost/", "not a host on the web"],
    ["https://intranet/", "not a host on the web"],
    ["https://example.com./", "not a host on the web"],
    ["https://*.example.com/", "not a host on the web"],
    ["https://a;b.example.com/", "not a host on the web"],
    ["https://-a.example.com/", "not a host on the web"],
    ["http://cal.com/", "does not start with https://"],
    ["HTTPS://cal.com/", "does not start with https://"],
    ["https:cal.com", "does not start with https://"],
    ["https:\\\\cal.com", "does not start with https://"],
    ["javascript:alert(1)//https://cal.com", "does not start with https://"],
    ["https://cal.com/\u202Egpj.exe", "invisible"],
    ["https://cal.com/\u200B", "invisible"],
    ["https://cal.com/a b", "space"],
    [" https://cal.com/", "space"],
    [`https://cal.com/${"a".repeat(2000)}`, "longer than"],
  ])("%s is refused: it %s", (address, why) => {
    expect(httpsAddressProblem(address)).toContain(why)
  })

  test("an origin alone, when nothing may follow the host", () => {
    expect(httpsAddressProblem("https://api.emailjs.com", { after: "nothing" })).toBeUndefined()
    expect(httpsAddressProblem("https://api.emailjs.com/", { after: "nothing" })).toContain("after")
    expect(httpsAddressProblem("https://site.example/", { after: "root" })).toBeUndefined()
    expect(httpsAddressProblem("https://site.example/x", { after: "root" })).toContain("after")
  })

  test("http:// to this computer only where the owner's settings allow it", () => {
    expect(httpsAddressProblem("http://127.0.0.1:9101", { allowLoopback: true })).toBeUndefined()
    expect(httpsAddressProblem("http://localhost:8081", { allowLoopback: true })).toBeUndefined()
    expect(httpsAddressProblem("http://127.0.0.1:9101")).toContain("https://")
    expect(httpsAddressProblem("http://10.0.0.1", { allowLoopback: true })).toContain("https://")
  })
})
