import React from "react";

export interface TabItemProps {
  value: string;
  label?: string;
  children: React.ReactNode;
}

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** The panels among a `<Tabs>` element's children: those with a `value`. */
export function tabItems(children: React.ReactNode): React.ReactElement<TabItemProps>[] {
  return React.Children.toArray(children).filter(
    (c): c is React.ReactElement<TabItemProps> =>
      React.isValidElement(c) && typeof (c.props as TabItemProps).value === "string",
  );
}

/** The tab a group shows before the reader's choice: `defaultValue` when it is one of them, else the first. */
export function initialTab(values: string[], defaultValue: string | undefined): string {
  return defaultValue && values.includes(defaultValue) ? defaultValue : values[0];
}
