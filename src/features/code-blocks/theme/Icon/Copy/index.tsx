import React, { type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from '../styles.module.css';

/** Replaces the theme's copy icon (an inline SVG) with one element drawn by CSS (../styles.module.css). */
export default function IconCopy({ className, style }: ComponentProps<'svg'>): ReactNode {
  return <span className={clsx(className, styles.maskIcon, styles.copy)} style={style as ComponentProps<'span'>['style']} />;
}
