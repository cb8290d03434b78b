/** The dev server's messages to the open pages. */
export {
  CONTENT_STATE_REQUEST_EVENT,
  CONTENT_UPDATE_EVENT,
  devProblemPlace,
  devProblemsOf,
  formatDevProblem,
  type ContentUpdate,
  type DevProblem,
} from './dev-channel';
export {
  createDevRequestClassifier,
  MAX_PATH_DECODINGS,
  normaliseRequestPath,
  type DevPathRules,
  type DevRequestKind,
} from './dev-request-path';
