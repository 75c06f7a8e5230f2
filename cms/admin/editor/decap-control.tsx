import React from "react";

/**
 * A custom widget's control as Decap needs it: a class component. Decap checks a field's rules
 * (`required`, `pattern`, the generated length limits) through the control's instance, which it
 * reaches by a ref; a function component has no instance, so Decap's check threw ("this.
 * wrappedControlValid is not a function") before it recorded the field's errors, and a save with
 * a broken field went to the server instead of being refused on the field.
 */
export function asDecapControl<P extends object>(Control: React.ComponentType<P>): React.ComponentClass<P> {
  return class DecapControl extends React.Component<P> {
    static displayName = `DecapControl(${Control.displayName ?? Control.name})`;

    render() {
      return <Control {...this.props} />;
    }
  };
}
