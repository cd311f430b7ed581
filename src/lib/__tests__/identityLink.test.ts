import { identityLinkTarget } from "../identityLink"

test.each([
  ["#invite_token=abc123", "/admin/#invite_token=abc123"],
  ["#recovery_token=r-1", "/admin/#recovery_token=r-1"],
  ["#confirmation_token=c", "/admin/#confirmation_token=c"],
  ["#email_change_token=e", "/admin/#email_change_token=e"],
  ["#/invite_token=abc", "/admin/#/invite_token=abc"],
])("a link from an Identity email (%s) goes on to the editor", (hash, target) => {
  expect(identityLinkTarget({ pathname: "/", hash })).toBe(target)
})

test.each(["", "#contact", "#about", "#invite", "#javascript:alert(1)_token="])(
  "an ordinary visit (%s) stays on the page",
  (hash) => expect(identityLinkTarget({ pathname: "/", hash })).toBeUndefined(),
)

test("only the home page forwards: another page's anchor is left alone", () => {
  expect(identityLinkTarget({ pathname: "/404/", hash: "#invite_token=x" })).toBeUndefined()
})
