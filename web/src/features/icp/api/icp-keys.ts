/** The profile query keys live with the shared profile list queries (lib/icps); the feature's api reads them here. */
export * from '@/lib/icps/icp-keys';
