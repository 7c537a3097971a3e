import { describe, expect, it } from "vitest";
import { dataUrlToFile } from "./canvas";

// The eight bytes every PNG file starts with.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("dataUrlToFile", () => {
  it("turns a PNG data URL into a PNG file with the given name and the same bytes", async () => {
    const dataUrl = `data:image/png;base64,${Buffer.from([...PNG_SIGNATURE, 1, 2, 3]).toString("base64")}`;
    const file = dataUrlToFile(dataUrl, "speed-sketch-cat.png");
    expect(file.name).toBe("speed-sketch-cat.png");
    expect(file.type).toBe("image/png");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...PNG_SIGNATURE, 1, 2, 3]);
  });

  it("keeps the media type of other images", () => {
    const file = dataUrlToFile("data:image/jpeg;charset=binary;base64,/9j/", "photo.jpg");
    expect(file.type).toBe("image/jpeg");
    expect(file.size).toBe(3); // FF D8 FF, the start of a JPEG
  });

  it("refuses what is not a base64 data URL", () => {
    expect(() => dataUrlToFile("data:,", "x.png")).toThrow("Not a base64 data URL.");
    expect(() => dataUrlToFile("https://example.com/x.png", "x.png")).toThrow("Not a base64 data URL.");
  });
});
