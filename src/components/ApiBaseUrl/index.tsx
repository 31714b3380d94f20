/** `<ApiBaseUrl />` (and `<ApiBaseUrl which="sqlApi" />`): a base URL from the site configuration, as code. */
import React, {type ReactNode} from 'react';
import {siteUrls} from '@site/src/data/platform';

export default function ApiBaseUrl({which = 'api'}: {readonly which?: 'api' | 'sqlApi'}): ReactNode {
  return <code>{siteUrls[which]}</code>;
}
