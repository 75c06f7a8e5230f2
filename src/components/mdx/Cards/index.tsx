import React from "react";
import { MdxLink } from "../MdxLink";
import * as styles from "./styles.module.css";

export interface CardProps {
  title: string;
  href: string;
  children?: React.ReactNode;
}

export function Card({ title, href, children }: CardProps) {
  return (
    <li className={styles.card}>
      <MdxLink href={href} className={styles.link}>
        {title}
      </MdxLink>
      {children && <div className={styles.body}>{children}</div>}
    </li>
  );
}

export function CardGroup({ children }: { children: React.ReactNode }) {
  return <ul className={styles.group}>{children}</ul>;
}
