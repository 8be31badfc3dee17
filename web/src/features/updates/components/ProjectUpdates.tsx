import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useIdentities } from '@/lib/auth/identities';
import { useDeleteUpdate } from '../api/deleteUpdate';
import { useHideUpdate } from '../api/hideUpdate';
import { useProjectUpdates } from '../api/listUpdates';
import type { ProjectUpdate } from '../api/types';
import { UpdateActions } from './UpdateActions';
import { UpdateFormDialog } from './UpdateFormDialog';
import { UpdateItem } from './UpdateItem';

type Editing = { update: ProjectUpdate | null } | null;

/**
 * A project's updates, newest first. The organization (acting as itself) posts, edits and
 * deletes them; operators hide them.
 */
export function ProjectUpdates({ projectId }: { projectId: string }) {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  const { status, current } = useIdentities();
  const viewerId = status !== 'idle' ? (current?.id ?? null) : null;
  const list = useProjectUpdates(projectId, viewerId);
  const remove = useDeleteUpdate(projectId);
  const hide = useHideUpdate(projectId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProjectUpdate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const pages = list.data?.pages ?? [];
  const updates = pages.flatMap((page) => page.results);
  const canWrite = pages[0]?.can_write ?? false;
  const canModerate = pages[0]?.can_moderate ?? false;
  const failed = () => setNotice(t('actions.failed'));

  // Visitors see the section only when there is something to read.
  if (list.isSuccess && updates.length === 0 && !canWrite) return null;

  return (
    <Card component="section" aria-labelledby="project-updates-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography id="project-updates-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('section.title')}
          </Typography>
          {canWrite && (
            <Button variant="contained" startIcon={<PostAddOutlinedIcon />} onClick={() => setEditing({ update: null })}>
              {t('section.post')}
            </Button>
          )}
        </Stack>
        {list.isPending && (
          <Typography color="text.secondary" role="status" sx={{ mt: 2 }}>
            {t('section.loading')}
          </Typography>
        )}
        {list.isError && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('section.retry')}
              </Button>
            }
          >
            {t('section.error')}
          </Alert>
        )}
        {list.isSuccess && updates.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('section.emptyOwner')}
          </Typography>
        )}
        <Box>
          {updates.map((update, index) => (
            <Fragment key={update.id}>
              {index > 0 && <Divider />}
              <UpdateItem
                update={update}
                actions={
                  <UpdateActions
                    update={update}
                    canWrite={canWrite}
                    canModerate={canModerate}
                    onEdit={() => setEditing({ update })}
                    onDelete={() => setDeleting(update)}
                    onHide={(hidden) => hide.mutate({ id: update.id, hidden }, { onError: failed })}
                  />
                }
              />
            </Fragment>
          ))}
        </Box>
        {list.hasNextPage && (
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ mt: 1 }}>
            {t('section.loadMore')}
          </Button>
        )}
      </CardContent>
      {editing && (
        <UpdateFormDialog
          projectId={projectId}
          editing={editing.update}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setNotice(editing.update ? null : t('actions.posted'));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        header={t('actions.deleteTitle')}
        subheader={t('actions.deleteText')}
        onClose={() => setDeleting(null)}
        buttons={[
          { label: t('actions.keep'), onClick: () => setDeleting(null), variant: 'text' },
          {
            label: t('actions.deleteConfirm'),
            color: 'error',
            variant: 'contained',
            onClick: () => {
              if (deleting) remove.mutate(deleting.id, { onSuccess: () => setNotice(t('actions.deleted')), onError: failed });
              setDeleting(null);
            },
          },
        ]}
      />
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />
    </Card>
  );
}
