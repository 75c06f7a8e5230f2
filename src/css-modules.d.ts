// CSS modules: Gatsby 5 exports each class as a named export (`import * as styles`).
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
