/** Every path of permission management, built in one place. */
export const paths = {
  permissionManagement: '/permission-management',
} as const;
