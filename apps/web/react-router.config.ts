import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // YOLLA_WEB_BUILD_DIR: another folder for the build, for the test that builds the same tree twice side by side.
  buildDirectory: process.env.YOLLA_WEB_BUILD_DIR ?? 'build',
} satisfies Config;
