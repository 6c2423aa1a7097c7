/** The kit's HTTP client, under the names the gateway's tests import. */
export {
  Client,
  cookieLine,
  cookieValue,
  send,
  type Answer,
  type Call,
} from '@icp-studio/service-kit/testing';
