/** NProgress, configured as theme-classic configures it, with its CSS: the chunk ./progressBar.ts loads. */
import nprogress from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

nprogress.configure({showSpinner: false});

export default nprogress;
