import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";
import { describe, expect, it, vi } from "vitest";
import { catchphraseErrors } from "../../shared/catchphrase/messages";
import type { EventCountsRepository } from "../db/event-counts-repository";
import type { RoomRepository } from "../db/room-repository";
import { createRoomMaster, type RoomDocument } from "./room-master";

describe("the room master when the database is away", () => {
  it("logs a round it could not end instead of crashing, and leaves it for the next sweep", async () => {
    const unreachable = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    };
    const rooms = { find: vi.fn(unreachable), roundsEndingBy: vi.fn(unreachable) };
    const log = { error: vi.fn(), warn: vi.fn(), debug: vi.fn() };
    const master = createRoomMaster({
      rooms: rooms as unknown as RoomRepository<RoomDocument>,
      eventCounts: {} as EventCountsRepository,
      io: {} as Server,
      log: log as unknown as FastifyBaseLogger,
      now: () => 0,
    });
    await expect(master.expire("ABC123")).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ code: "ABC123" }),
      catchphraseErrors.endRoundFailed,
    );
    expect(rooms.find).toHaveBeenCalledTimes(1);
  });
});
