// esbuild plugin for the server bundle: a stylesheet imported from a package
// (`import '@harbor/tokens/tokens.css'` in viewer/App.tsx) becomes an empty
// module instead of an external import, which plain Node cannot load. The
// browser gets the CSS from the Vite client build.
export const dropStylesheets = {
  name: 'drop-stylesheets',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'dropped-stylesheet' }));
    build.onLoad({ filter: /.*/, namespace: 'dropped-stylesheet' }, () => ({ contents: '', loader: 'js' }));
  },
};
