// @vitest-environment jsdom
import React, { act, createRef } from "react";
import { createRoot } from "react-dom/client";
import { asDecapControl } from "../admin/editor/decap-control";

// The CMS renders with its own React (19, cms/package.json), so its `act` is that React's, not the
// testing library's (the site's React 18), and that React is told it runs under tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counted({ value }: { value: string }) {
  return <input readOnly value={value} />;
}

describe("a custom widget's control as Decap registers it", () => {
  it("has an instance a ref reaches, as Decap's field checks need, and renders the control with its props", async () => {
    const Control = asDecapControl(Counted);
    const ref = createRef<React.Component<{ value: string }>>();
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(<Control ref={ref} value="Hosted checkout" />));
    expect(ref.current).toBeInstanceOf(React.Component);
    // Decap reads the control's own check, when it has one, from that instance.
    expect((ref.current as unknown as { isValid?: unknown }).isValid).toBeUndefined();
    expect(container.querySelector("input")?.value).toBe("Hosted checkout");
    expect(Control.displayName).toBe("DecapControl(Counted)");
    act(() => root.unmount());
  });
});
