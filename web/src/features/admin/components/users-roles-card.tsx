import type { Role, User } from '@icp-studio/contracts';
import { Badge, Box, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuUserSearch } from 'react-icons/lu';
import { useSession } from '@/lib/auth/get-auth-check';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { EmptyBlock, FilterSelect, ListError, SearchField } from '@/components/ui/list-controls';
import { useErrorToast } from '@/hooks/use-error-toast';
import { displayName } from '@/lib/user-display';
import { USER_PAGE_SIZE, useUsers } from '../api/get-users';
import { Pager } from '@/components/ui/pager';
import { RoleSelect } from './role-change';
import { DeleteUserButton } from './user-delete';

type RoleFilter = 'all' | Role;

const ROLE_FILTER_OPTIONS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All roles' },
  { value: 'client', label: 'Clients' },
  { value: 'team_member', label: 'Advisors' },
  { value: 'admin', label: 'Admins' },
];

/**
 * Users & Roles: find any user (`GET /api/users?role=&search=`, paged on the server), change their
 * role or delete them. docs/product.md: admins change any user's role; this is how an advisor account comes to exist.
 */
export function UsersRolesCard({
  onRoleChange,
  onDelete,
}: {
  onRoleChange: (user: User, role: Role) => void;
  /** Asks to delete a user (absent: no delete buttons). Never offered on the admin's own row. */
  onDelete?: (user: User) => void;
}) {
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [page, setPage] = useState(0);
  const debounced = useDebouncedValue(search);
  const params = useMemo(
    () => ({
      search: debounced.trim() || undefined,
      role: role === 'all' ? undefined : role,
      limit: USER_PAGE_SIZE,
      offset: page * USER_PAGE_SIZE,
    }),
    [debounced, role, page],
  );
  const users = useUsers(params);
  useErrorToast(users.error, 'Failed to fetch users');
  const items = users.data?.items ?? [];
  const total = users.data?.total ?? 0;

  return (
    <Box
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      boxShadow="xs"
    >
      <Flex gap="3" wrap="wrap" align="end" mb="4" role="search" aria-label="Find users">
        <SearchField
          label="Search users"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(0);
          }}
          placeholder="Search by name, email or username"
        />
        <FilterSelect<RoleFilter>
          label="Role"
          value={role}
          options={ROLE_FILTER_OPTIONS}
          onChange={(v) => {
            setRole(v);
            setPage(0);
          }}
        />
      </Flex>

      {users.isPending ? (
        <Stack gap="2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="12" borderRadius="lg" />
          ))}
        </Stack>
      ) : users.isError && items.length === 0 ? (
        <ListError message="Failed to fetch users" onRetry={() => void users.refetch()} />
      ) : items.length === 0 ? (
        <EmptyBlock
          icon={<LuUserSearch />}
          title="No users found"
          description="Try another name, email or role."
        />
      ) : (
        <Stack
          as="ul"
          listStyleType="none"
          gap="0"
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="lg"
          overflow="hidden"
          opacity={users.isPlaceholderData ? 0.6 : 1}
          aria-label="Users"
        >
          {items.map((u, i) => (
            <HStack
              as="li"
              key={u.id}
              gap="3"
              px="3"
              py="2.5"
              borderTopWidth={i === 0 ? '0' : '1px'}
              borderColor="border.muted"
              justify="space-between"
              aria-label={displayName(u)}
              data-testid="user-row"
            >
              <HStack gap="3" minW="0" flex="1">
                <PersonAvatar person={u} size="sm" />
                <Box minW="0">
                  <HStack gap="2" minW="0">
                    <Text fontWeight="medium" fontSize="sm" truncate>
                      {displayName(u)}
                    </Text>
                    {u.id === me?.id ? (
                      <Badge size="xs" variant="outline" borderRadius="full" flexShrink={0}>
                        You
                      </Badge>
                    ) : null}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {u.email}
                  </Text>
                </Box>
              </HStack>
              <HStack gap="1" flexShrink={0}>
                <RoleSelect user={u} onRequestChange={(next) => onRoleChange(u, next)} />
                {onDelete && u.id !== me?.id ? (
                  <DeleteUserButton user={u} onRequest={() => onDelete(u)} />
                ) : null}
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <Pager
        page={page}
        pageSize={USER_PAGE_SIZE}
        total={total}
        noun={total === 1 ? 'user' : 'users'}
        onPageChange={setPage}
        busy={users.isPlaceholderData}
        hasPrev={users.data ? users.data.prev !== undefined : undefined}
        hasNext={users.data ? users.data.next !== undefined : undefined}
      />
    </Box>
  );
}
