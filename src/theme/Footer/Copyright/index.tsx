import React, { type ReactNode } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import Link from '@docusaurus/Link';
import type CopyrightType from '@theme/Footer/Copyright';
import type { WrapperProps } from '@docusaurus/types';
import { ICP_NUMBER, ICP_URL } from '@site/config/footer';

type Props = WrapperProps<typeof CopyrightType>;

/** Wraps the theme's copyright line and adds the ICP filing number under it (site-wide facts). */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <div className="footer__icp">
        {/* An address outside the site: Link opens it in a new tab (target="_blank", rel="noopener noreferrer"). */}
        <Link href={ICP_URL}>{ICP_NUMBER}</Link>
      </div>
    </>
  );
}
