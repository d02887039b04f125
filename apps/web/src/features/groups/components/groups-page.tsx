/**
 * The groups list: a card per group (name, status, user count, consumption limit, access
 * days) and 'Novo grupo'. Cards open the view or the form only with a view or edit key; the
 * 'Visualizar grupo' / 'Editar grupo' switch shows when both are held. The portal works on the own
 * company (`customerId` null), the back office on the route's customer. The spec draws cards, so
 * this list keeps them, on the list pattern otherwise: page and size in the address
 * (useListQuery), the shared pager under the grid, the shared failure with 'Tentar novamente'.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GroupListItem } from '@painel/contracts';
import {
  GROUP_STATUS_IDS,
  accountMessages,
  formatCurrency,
  groupAbilities,
  groupMessages,
  groupOpenMode,
  policies,
} from '@painel/domain';
import { Can } from '../../../components/can/can';
import { useListQuery } from '../../../components/filters/use-list-query';
import { ListPagination } from '../../../components/pagination/list-pagination';
import { QueryError } from '../../../components/query-state/query-state';
import { useViewer } from '../../../lib/viewer';
import { useGroups } from '../api/get-groups';
import { activeDayLabels } from '../lib/group-form';
import { NEW_GROUP_SEGMENT, groupPagePath } from '../lib/group-paths';
import { PageHeader } from '../../../components/page-header/page-header';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
} as const;
const CARD_HEIGHT = 208;
/** The groups list has no filters: only its page and size are in the address. */
const NO_FILTERS = [] as const;

/** `caption` (back office): whose groups they are, under the heading (app/ composes the customer in). */
export function GroupsPage({
  customerId,
  caption = null,
}: {
  customerId: number | null;
  caption?: ReactNode;
}) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const abilities = groupAbilities(viewer);
  const list = useListQuery<never>({ filterKeys: NO_FILTERS });
  const groups = useGroups(customerId, { numPage: list.page, numPageSize: list.size });
  const [preferred, setPreferred] = useState<'view' | 'edit'>('view');
  const mode = groupOpenMode(abilities, preferred);

  return (
    <Container maxWidth="lg">
      <PageHeader
        title={accountMessages.groupsAndUsers}
        caption={caption}
        subtitle={groupMessages.pageSubtitle}
        actions={
          abilities.toggle && (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={preferred}
              aria-label={groupMessages.switchLabel}
              onChange={(_event, value: 'view' | 'edit' | null) => {
                if (value) setPreferred(value);
              }}
            >
              <ToggleButton value="view">{accountMessages.viewGroup}</ToggleButton>
              <ToggleButton value="edit">{accountMessages.editGroup}</ToggleButton>
            </ToggleButtonGroup>
          )
        }
      />
      {groups.isError && (
        <Box sx={{ mb: 2 }}>
          <QueryError message={groups.error.message} onRetry={() => void groups.refetch()} />
        </Box>
      )}
      {groups.data?.list.length === 0 && (
        <Can policy={policies.groups.create} not>
          <Typography color="text.secondary">{accountMessages.noGroupFound}</Typography>
        </Can>
      )}
      <Box
        component="ul"
        aria-label={groupMessages.listLabel}
        aria-busy={groups.isFetching}
        sx={{ ...GRID, listStyle: 'none', p: 0, m: 0, opacity: groups.isPlaceholderData ? 0.6 : 1 }}
      >
        <Can policy={policies.groups.create}>
          <Box component="li">
            <Card variant="outlined" sx={{ height: CARD_HEIGHT, borderStyle: 'dashed' }}>
              <CardActionArea
                sx={{ height: '100%' }}
                onClick={() => void navigate(groupPagePath(customerId, NEW_GROUP_SEGMENT))}
              >
                <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
                  <AddIcon color="primary" aria-hidden />
                  <Typography component="span" sx={{ fontWeight: 600 }} color="primary">
                    {accountMessages.newGroup}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        </Can>
        {groups.isPending &&
          [0, 1, 2].map((key) => (
            <Box component="li" key={key}>
              <Skeleton variant="rounded" height={CARD_HEIGHT} />
            </Box>
          ))}
        {groups.data?.list.map((group) => (
          <GroupCard
            key={group.id}
            group={group}
            onOpen={mode ? () => void navigate(groupPagePath(customerId, group.id, mode)) : null}
          />
        ))}
      </Box>
      <ListPagination {...list.pager(groups.data?.totalItems ?? 0)} />
    </Container>
  );
}

function GroupCard({ group, onOpen }: { group: GroupListItem; onOpen: (() => void) | null }) {
  const days = activeDayLabels(group.accessLimitation);
  const content = (
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, height: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <Typography
          component="h2"
          variant="h6"
          sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {group.name}
        </Typography>
        <Chip
          size="small"
          label={group.status.name}
          color={group.status.id === GROUP_STATUS_IDS.active ? 'success' : 'default'}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {groupMessages.users(group.usersCount)}
      </Typography>
      <Typography variant="body2">
        {groupMessages.limitLabel}:{' '}
        {group.limitationPrice === null
          ? groupMessages.noLimit
          : formatCurrency(Number(group.limitationPrice))}
      </Typography>
      <Typography variant="body2">
        {groupMessages.monthConsumptionLabel}: {formatCurrency(Number(group.monthConsumption))}
      </Typography>
      <Typography variant="body2" sx={{ mt: 'auto' }}>
        {groupMessages.daysLabel}: {days.length === 0 ? groupMessages.closedDay : days.join(', ')}
      </Typography>
    </CardContent>
  );
  return (
    <Box component="li">
      <Card variant="outlined" sx={{ height: CARD_HEIGHT }}>
        {onOpen ? (
          <CardActionArea sx={{ height: '100%' }} onClick={onOpen}>
            {content}
          </CardActionArea>
        ) : (
          content
        )}
      </Card>
    </Box>
  );
}
