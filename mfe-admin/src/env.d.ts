// Values the build inlines (packages/build-config DefinePlugin).
declare const process: { env: { TM_BUILD_ID: string; TM_APP_NAME: string; NODE_ENV: string } };
