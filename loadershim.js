// gatsby-link expects Gatsby's runtime loader on the global object.
global.___loader = {
  enqueue: jest.fn(),
}
