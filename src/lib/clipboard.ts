/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else a hidden
 * textarea and `execCommand("copy")` (insecure contexts, older browsers, a denied permission).
 * Rejects when neither worked, so the caller can say so instead of claiming "Copied".
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Fall through: permission denied or insecure context.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === "function" && document.execCommand("copy");
  } finally {
    area.remove();
  }
  if (!copied) throw new Error("the browser did not allow copying to the clipboard");
}
