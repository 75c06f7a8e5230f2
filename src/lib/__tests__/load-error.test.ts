import { loadFailureReason } from "../load-error";

const chunkError = (message: string) => Object.assign(new Error(message), { name: "ChunkLoadError" });

describe("loadFailureReason: why a lazy load failed, for the reader", () => {
  it("puts webpack's chunk errors in plain words, without the chunk or its URL", () => {
    expect(loadFailureReason(chunkError("Loading chunk 268 failed.\n(error: http://localhost/268-0a1b.js)"))).toBe(
      "the download failed",
    );
    expect(loadFailureReason(chunkError("Loading chunk 268 failed.\n(missing: http://localhost/268-0a1b.js)"))).toBe(
      "the download failed",
    );
    expect(loadFailureReason(chunkError("Loading chunk chat-panel failed.\n(timeout: http://x/c.js)"))).toBe(
      "the download timed out",
    );
    // mini-css-extract-plugin's stylesheet chunks say the same in a plain Error.
    expect(loadFailureReason(new Error("Loading CSS chunk 12 failed.\n(http://localhost/12.css)"))).toBe(
      "the download failed",
    );
  });

  it("keeps any other error's own message", () => {
    expect(loadFailureReason(new Error("HTTP 404"))).toBe("HTTP 404");
    expect(loadFailureReason(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });
});
