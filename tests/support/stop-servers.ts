import { afterAll } from "vitest";
import { stopEveryServer } from "./processes";

/**
 * After each test file, once its own hooks have run (hooks after tests run last-registered first),
 * no server it started is left running: not even one a test that ran out of time was starting.
 */
afterAll(stopEveryServer);
