// @vitest-environment jsdom
import React, { useState } from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { JsonBodyEditor, useSettledText } from "..";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Editor({ actions }: { actions?: React.ReactNode }) {
  const [text, setText] = useState('{"a": 1}');
  const [settled] = useSettledText(text);
  return (
    <JsonBodyEditor
      id="body"
      label="Body (JSON)"
      value={text}
      onChange={setText}
      rows={12}
      describedBy="body-check"
      invalid={settled.includes("}}")}
      classNames={{ head: "head", label: "label", textarea: "editor" }}
      actions={actions}
    >
      <p id="body-check" role="status">
        {settled}
      </p>
    </JsonBodyEditor>
  );
}

describe("JsonBodyEditor", () => {
  it("is a labelled textarea described by its check, with the console's classes", () => {
    const { container } = render(<Editor />);
    const editor = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Body (JSON)" });
    expect(editor.value).toBe('{"a": 1}');
    expect(editor.className).toBe("editor");
    expect(editor.rows).toBe(12);
    expect(editor.getAttribute("aria-describedby")).toBe("body-check");
    expect(editor.getAttribute("aria-invalid")).toBe("false");
    expect(editor.getAttribute("spellcheck")).toBe("false");
    expect(editor.getAttribute("autocomplete")).toBe("off");
    expect(container.querySelector(".head")).toBeNull();
  });

  it("puts the label and the actions in one head row when there are actions", () => {
    const { container } = render(<Editor actions={<button type="button">Reset to the example</button>} />);
    const head = container.querySelector(".head");
    expect(head?.querySelector("label")?.textContent).toBe("Body (JSON)");
    expect(head?.querySelector("button")?.textContent).toBe("Reset to the example");
  });

  it("checks the text once the reader pauses typing", async () => {
    vi.useFakeTimers();
    render(<Editor />);
    const editor = screen.getByRole("textbox", { name: "Body (JSON)" });
    fireEvent.change(editor, { target: { value: '{"a": {}}' } });
    expect(screen.getByRole("status").textContent).toBe('{"a": 1}');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole("status").textContent).toBe('{"a": {}}');
    expect(editor.getAttribute("aria-invalid")).toBe("true");
  });
});
