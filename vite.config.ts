import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The browser bundle in a few chunks instead of one per shared module: a phone on a slow network
// pays a round trip per request, and the first page load is mostly requests for small files.
const clientChunks = {
  groups: [
    // React, React DOM and the router change together and are cached together.
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
      priority: 2,
    },
    // Code that two or more routes use (layout, cart store, formatting, icons) travels as one file.
    {
      name: "shared",
      test: /[\\/](app|domain)[\\/]|node_modules[\\/](lucide-react|sonner)[\\/]/,
      minShareCount: 2,
      priority: 1,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    // Hashed assets are served for a year; keep source maps out of the public bundle.
    sourcemap: false,
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } }),
  },
}));
