/**
 * What guides load from the console's chunk ("try-it"): the runner of a guide's flow
 * (`<GuideFlow>`), which shows each step with the console's result view. Import it only with a
 * dynamic import() named "try-it", so it shares the console's chunk and stylesheet order.
 */
export { Flow } from "./Flow";
